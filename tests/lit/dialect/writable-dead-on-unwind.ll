; LLVM 18's parameter attributes writable and dead_on_unwind: dropped.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: writable
; CHECK-NOT: dead_on_unwind
; CHECK: define void @f(ptr noalias %out, double %x)
; GRAD: define internal {{.*}} @diffef(ptr noalias

define void @f(ptr noalias writable dead_on_unwind %out, double %x) {
entry:
  %y = fmul double %x, %x
  store double %y, ptr %out
  ret void
}

define double @df(ptr %out, ptr %dout, double %x) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, metadata !"enzyme_dup", ptr %out, ptr %dout, double %x)
  ret double %d
}

declare double @__enzyme_autodiff(...)
