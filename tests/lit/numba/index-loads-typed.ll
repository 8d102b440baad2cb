; Numba 0.61's `x[np.argsort(x)]`: the sort reads indices back from the
; int64 array argsort allocates, and the gather adds them to array addresses.
; Enzyme could not tell these i64 loads from pointer bits ("Cannot deduce
; type of phi"); every load whose value reaches an array index through
; integer arithmetic, selects and phis is typed as an integer.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/argsort_gather.ll -o - | FileCheck %s
; CHECK: %.122.i.i = load i64, ptr %.121.i.i, align 8, !noalias !{{[0-9]+}}, !alias.scope !{{[0-9]+}}, !enzyme_type ![[T:[0-9]+]]
; CHECK: %.180.i.i = load i64, ptr %.179.i.i, align 8, !noalias !{{[0-9]+}}, !alias.scope !{{[0-9]+}}, !enzyme_type ![[T]]
; CHECK: ![[T]] = !{!"Unknown", i32 -1, ![[I:[0-9]+]]}
; CHECK-NEXT: ![[I]] = !{!"Integer"}
