; LLVM 18's `or disjoint` (no common bits) becomes a plain or.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: disjoint
; CHECK: %m = or i64 %s, 1
; GRAD: define internal {{.*}} @diffef(double %x, i64 %n

define double @f(double %x, i64 %n) {
entry:
  %s = shl i64 %n, 1
  %m = or disjoint i64 %s, 1
  %k = sitofp i64 %m to double
  %y = fmul double %x, %k
  ret double %y
}

define double @df(double %x, i64 %n) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x, i64 %n)
  ret double %d
}

declare double @__enzyme_autodiff(...)
