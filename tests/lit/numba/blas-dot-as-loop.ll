; np.dot of two float64 vectors calls Numba's BLAS helper numba_xxdot, which
; Enzyme cannot see into: nrtgrad replaces it with a loop of the same
; semantics before inlining, so Enzyme differentiates plain loads, fmuls and
; fadds, and no BLAS call is left (tests/e2e checks the gradient).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/dot1d.ll -o - | FileCheck %s
; CHECK-LABEL: define i32 @_ZN7kernels5dot1d
; CHECK-NOT: numba_xxdot
; CHECK: fmul double
; CHECK-NOT: numba_xxdot
; CHECK: {{^}}}
