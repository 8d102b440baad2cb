; LLVM 19's initializes((lo, hi)) parameter attribute (Numba 0.68 puts it on
; retptr): dropped.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: initializes
; CHECK: define void @f(ptr nocapture writeonly %out, double %x)
; GRAD: define internal {{.*}} @diffef(ptr nocapture writeonly %out, ptr nocapture %"out'", double %x

define void @f(ptr writeonly captures(none) initializes((0, 8)) %out, double %x) {
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
