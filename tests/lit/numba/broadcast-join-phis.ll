; Numba 0.61's euler_rates (`y = y0.copy()`, then 20 steps of
; `f = k * y - y * y * y + np.sin(y); y = y + 0.01 * f`, a loop LLVM keeps).
;
; Broadcasting reads `y` at an index updated only when y's extent is above
; 1; LLVM left that update as a branch around an empty block, so each read's
; index was a chain of phis around the unrolled loop, which Enzyme tapes.
; broadcast.resolve_joins makes each of them a select on the extent test
; and early-cse merges the five reads of an element: no index phi is left.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/euler_rates.ll -o - | FileCheck %s
; CHECK: %.630.1383.1 = select i1 %5, i64 %8, i64 0
; CHECK-NOT: %.630.{{[0-9]+}}{{.*}} = phi i64
