; Numba 0.68's heat_buffer (`un = np.empty_like(u)`, stencil loop, `u = un`,
; 3 steps): LLVM unrolled the steps and unswitched them on `n > 0` and
; `m > 0`. Each step's `un` is allocated in the three versions (never
; written in two of them), with its own failure block; the three copies are
; merged into one allocation site that dispatches twice on where it came
; from: on success and on failure.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/heat_buffer.ll -o - | FileCheck %s
; CHECK: nrtgrad.alloc.site.1:
; CHECK-NEXT: %nrtgrad.alloc.site.1.from = phi i32 [ 0, %B168.B532_crit_edge.split.us.us.us.1 ], [ 1, %B0.endif.i138 ], [ 2, %B0.endif.i188 ]
; CHECK: %.7.i.i.i87.2 = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %.61, i32 32, i64 0){{$}}
; CHECK: br i1 %.8.i.i.i88.2, label %nrtgrad.alloc.site.1.fail, label %nrtgrad.alloc.site.1.dispatch
; CHECK: nrtgrad.alloc.site.1.fail:
; CHECK-NEXT: switch i32 %nrtgrad.alloc.site.1.from, label %nrtgrad.alloc.site.1.fail.0 [ i32 1, label %nrtgrad.alloc.site.1.fail.1 i32 2, label %nrtgrad.alloc.site.1.fail.2 ]
; CHECK-NOT: nrtgrad.alloc.site.2:
;
; Numba 0.68's branch_carried (`y` reassigned on both branches of an `if`
; in a loop): LLVM sank the decref ending each branch (the old `y` on one,
; the new `y` on the other) into one decref of a phi at the join. It is
; swapped back: the join releases the old `y`, the branch that decref'd it
; keeps nothing (its incref/decref of the new `y` cancel). The two
; allocations of the new `y`, one per branch and each with its own size,
; are merged into one site.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/branch_carried.ll -o - | FileCheck %s --check-prefix=BRANCH
; BRANCH: B193:
; BRANCH-NOT: NRT
; BRANCH: tail call void @nrtgrad.release(ptr nonnull %y.3.sroa.0.0347)
; BRANCH: for.end.1:
; BRANCH-NEXT: br label %B193
; BRANCH: nrtgrad.alloc.site.0:
; BRANCH: %nrtgrad.alloc.site.0.arg.0 = phi i64 [ %.466, %B72.endif.endif.endif.endif.endif ], [ %.727, %B126.endif.endif.endif.endif.endif ]
