; Enzyme prints the whole function and its activity analysis before its
; reason: the one-line message quotes the reason (the integer operation it
; cannot differentiate), not the first line of the dump, and says what to do.
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; CHECK: nrtgrad: error: Enzyme cannot differentiate integer arithmetic on the bits of a float {{.*}}: write it with float operations (Enzyme: cannot handle unknown binary operator: %m = sub i64 6910469410427058090, %s)
; CHECK-NEXT: exit=1

; the "fast inverse square root" bit trick: integer arithmetic on a double's bits
define double @invmag(double %x) {
entry:
  %b = bitcast double %x to i64
  %s = lshr i64 %b, 1
  %m = sub i64 6910469410427058090, %s
  %r = bitcast i64 %m to double
  %y = fmul double %r, %x
  ret double %y
}

define double @dinvmag(double %x) {
entry:
  %0 = call double (...) @__enzyme_autodiff(ptr @invmag, double %x)
  ret double %0
}

declare double @__enzyme_autodiff(...)
