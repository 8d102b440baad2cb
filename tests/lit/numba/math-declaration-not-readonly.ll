; Numba 0.61 declares libm's erf `readonly`; Enzyme adds `readnone` to the
; math functions it knows, and opt aborted: "Attributes 'readnone and
; readonly' are incompatible!". The declaration gets an attribute group
; without `readonly`; the group other functions use keeps it.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/erf_loop.ll -o - | FileCheck %s
; CHECK: declare double @erf(double) local_unnamed_addr #[[G:[0-9]+]]
; CHECK: attributes #1 = { nofree nounwind readonly }
; CHECK: attributes #[[G]] = { nofree nounwind }
