; LLVM 19's range(...) return and parameter attribute (Numba 0.68 puts
; range(i32 0, 2) on every status return): dropped.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: range(
; CHECK: declare i32 @status(i32)
; CHECK: define double @f(double %x, i32 %flag)
; GRAD: define internal {{.*}} @diffef(double %x, i32 %flag

declare range(i32 0, 2) i32 @status(i32 range(i32 -1, 1))

define double @f(double %x, i32 range(i32 0, 2) %flag) {
entry:
  %y = fmul double %x, %x
  ret double %y
}

define double @df(double %x) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x, i32 1)
  ret double %d
}

declare double @__enzyme_autodiff(...)
