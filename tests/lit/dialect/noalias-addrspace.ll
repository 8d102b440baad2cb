; LLVM 20's !noalias.addrspace metadata: dropped.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: !noalias.addrspace
; CHECK: %x = load double, ptr %p, align 8{{$}}
; GRAD: define internal {{.*}} @diffef(ptr

define double @f(ptr %p) {
entry:
  %x = load double, ptr %p, align 8, !noalias.addrspace !0
  %y = fmul double %x, %x
  ret double %y
}

define void @df(ptr %p, ptr %dp) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, ptr %p, ptr %dp)
  ret void
}

declare double @__enzyme_autodiff(...)

!0 = !{i32 5, i32 6}
