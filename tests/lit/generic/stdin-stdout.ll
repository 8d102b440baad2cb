; '-' reads stdin, no -o writes stdout, so nrtgrad sits in a pipe.
; RUN: cat %s | %nrtgrad differentiate -O1 - | FileCheck %s
; CHECK: define internal {{.*}} @diffesquare(double %x, double %differeturn)

define double @square(double %x) {
entry:
  %y = fmul double %x, %x
  ret double %y
}

define double @dsquare(double %x) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @square, double %x)
  ret double %d
}

declare double @__enzyme_autodiff(...)
