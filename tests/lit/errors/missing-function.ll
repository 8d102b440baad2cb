; --function naming a function the module does not differentiate: exit 2,
; one line listing what is differentiated, no traceback.
; RUN: %exit-status %nrtgrad differentiate --function nosuch %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; CHECK: nrtgrad: error: {{.*}}no differentiated function named 'nosuch' (differentiated here: square)
; CHECK-NOT: Traceback
; CHECK-NEXT: exit=2

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
