; An input file that does not exist: exit 2 and one line.
; RUN: %exit-status %nrtgrad differentiate %t.does-not-exist.ll 2> %t.err
; RUN: FileCheck %s < %t.err
; CHECK: nrtgrad: error: cannot read {{.*}}does-not-exist.ll: No such file or directory
; CHECK-NEXT: exit=2
