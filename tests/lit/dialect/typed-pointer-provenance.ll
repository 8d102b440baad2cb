; Typed-pointer input (Numba <= 0.61) that does not parse: the message says
; the file looks like LLVM <= 15 typed-pointer IR.
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; CHECK: nrtgrad: error: invalid IR: {{.*}}typed-pointer-provenance.ll:11:14: error: {{.*}} at line 11: `ret double %missing` (read by LLVM 15.{{[0-9.]+}} opt; the input looks like typed-pointer IR of LLVM <= 15 (Numba <= 0.61))
; CHECK-NEXT: exit=2

define double @f(double* %p) {
entry:
  %x = load double, double* %p
  ret double %missing
}
