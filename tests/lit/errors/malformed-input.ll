; IR that does not parse: exit 2, one line naming the file and line, no
; traceback, and an existing output file is left untouched.
; RUN: echo previous > %t.out
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: FileCheck %s --check-prefix=KEPT < %t.out
; CHECK: nrtgrad: error: invalid IR: {{.*}}malformed-input.ll:14:{{[0-9]+}}: error:
; CHECK-NOT: Traceback
; CHECK-NEXT: exit=2
; KEPT: previous

define double @f(double %x) {
entry:
  %y = fmul double %x, %undefined_value
  ret double %y
}
