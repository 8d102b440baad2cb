; An address computed from an integer: Enzyme's type analysis sees one
; value as an integer and as a pointer to doubles, and gives up with
; "Illegal updateAnalysis"; the message explains the conflict.
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; CHECK: nrtgrad: error: Enzyme{{.}}s type analysis found one value used as two types {{.*}} (Enzyme: Illegal updateAnalysis prev:{[-1]:Integer} new: {[-1]:Pointer, [-1,0]:Float@double})
; CHECK-NEXT: exit=1

define double @f(double %x, i64 %a) {
entry:
  %p = inttoptr i64 %a to ptr
  store double %x, ptr %p
  %v = load double, ptr %p
  %y = fmul double %v, %v
  ret double %y
}

define double @df(double %x, i64 %a) {
entry:
  %0 = call double (...) @__enzyme_autodiff(ptr @f, double %x, i64 %a)
  ret double %0
}

declare double @__enzyme_autodiff(...)
