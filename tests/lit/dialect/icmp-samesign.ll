; LLVM 20's `icmp samesign` (both operands have the same sign) becomes a
; plain icmp.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: samesign
; CHECK: %small = icmp ult i64 %n, 8
; GRAD: define internal {{.*}} @diffef(double %x, i64 %n

define double @f(double %x, i64 %n) {
entry:
  %small = icmp samesign ult i64 %n, 8
  %y = fmul double %x, %x
  %r = select i1 %small, double %y, double %x
  ret double %r
}

define double @df(double %x, i64 %n) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x, i64 %n)
  ret double %d
}

declare double @__enzyme_autodiff(...)
