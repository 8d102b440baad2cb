; Numba 0.61's ode_euler (`y = y + h * k` in a loop, unrolled): LLVM
; jump-threaded the trip-count test across the allocation of the new `y`,
; so each step allocates it in two blocks whose results meet in the phi of
; the loop-carried `y`. Enzyme took the copy that is never written as
; inactive and made the primal array its shadow. allocation_sites merges the
; copies: both blocks branch to one block that allocates and null-tests
; once, then dispatches on the block it came from; values a copy's
; successor used from above the copy are computed again there.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/ode_euler.ll -o - | FileCheck %s
; CHECK: for.end.endif.endif.endif.endif.endif:
; CHECK-NEXT: br label %nrtgrad.alloc.site.0
; CHECK: for.end.endif.endif.endif.endif.endif.thread:
; CHECK-NEXT: br label %nrtgrad.alloc.site.0
; CHECK: nrtgrad.alloc.site.0:
; CHECK-NEXT: %nrtgrad.alloc.site.0.from = phi i32 [ 0, %for.end.endif.endif.endif.endif.endif ], [ 1, %for.end.endif.endif.endif.endif.endif.thread ]
; CHECK-NEXT: %.7.i.i105 = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(
; CHECK-NEXT: %[[T:nrtgrad.address.[0-9]+]] = icmp eq ptr %.7.i.i105, null
; CHECK-NEXT: %.8.i.i106 = call i1 @nrtgrad.address_test(i1 %[[T]])
; CHECK-NEXT: br i1 %.8.i.i106, label %for.end.endif.endif.endif.endif.endif.if, label %nrtgrad.alloc.site.0.dispatch
; CHECK: nrtgrad.alloc.site.0.dispatch:
; CHECK-NEXT: switch i32 %nrtgrad.alloc.site.0.from, label %nrtgrad.alloc.site.0.to.0 [ i32 1, label %nrtgrad.alloc.site.0.to.1 ]
; CHECK: nrtgrad.alloc.site.0.to.0:
; CHECK: %xtraiter437.nrtgrad.alloc.site.0.0 = and i64 %arg.y0.5.0, 7
; CHECK: br label %for.end.endif.endif.endif.endif.endif.endif
; CHECK: nrtgrad.alloc.site.0.to.1:
; CHECK-NEXT: br label %for.end.endif.endif.endif.endif.endif.endif.thread
; CHECK: nrtgrad.alloc.site.5.dispatch:
; CHECK-NOT: nrtgrad.alloc.site.6:
;
; Enzyme then gives every copy a shadow: the derivative is made (the
; self-check refused it before: a shadow phi took the primal on one edge).
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.61.2/ode_euler.ll -O 1 -o - | FileCheck %s --check-prefix=OUT
; OUT: define i32 @ode_euler_grad(
