; np.dot goes through Numba's BLAS helper numba_xxdot, which nrtgrad cannot
; differentiate yet: exit 1, one line naming the call, never a wrong gradient.
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate %S/../../inputs/numba-0.61.2/dot1d.ll -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; CHECK: nrtgrad: error: np.dot / @ (BLAS numba_xxdot) is not supported yet (call to numba_xxdot)
; CHECK-NEXT: exit=1
