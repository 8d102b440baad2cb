; LLVM 19's `uitofp nneg` (the operand is non-negative) becomes uitofp.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: nneg
; CHECK: %k = uitofp i64 %n to double
; GRAD: define internal {{.*}} @diffef(double %x, i64 %n

define double @f(double %x, i64 %n) {
entry:
  %k = uitofp nneg i64 %n to double
  %y = fmul double %x, %k
  ret double %y
}

define double @df(double %x, i64 %n) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x, i64 %n)
  ret double %d
}

declare double @__enzyme_autodiff(...)
