; LLVM 17's nofpclass(...) attribute: dropped.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: nofpclass
; CHECK: define double @f(double %x)
; GRAD: define internal {{.*}} @diffef(double %x

define nofpclass(nan) double @f(double nofpclass(nan inf) %x) {
entry:
  %y = fmul double %x, %x
  ret double %y
}

define double @df(double %x) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x)
  ret double %d
}

declare double @__enzyme_autodiff(...)
