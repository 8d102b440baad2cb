; np.sum(np.sin((A @ B) @ D)) from Numba 0.61.2 (matmul3): both products are
; inlined, and each returns through one join of its success and error exits,
; whose phis give the product's MemInfo on the success edge and null on the
; others, and 0 or 1 as the status the caller branches on. The caller
; released the outer product through that phi, which would keep the entry a
; callee (Enzyme 0.0.289 aborts on it in split mode). The join is threaded
; off the success path: the success edges of the outer product's BLAS calls
; go straight to the block that releases the product itself, and the entry
; is Enzyme's top level (alwaysinline, noalias result and status).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/matmul3.ll -o - | FileCheck %s
; CHECK: define i32 @_ZN7kernels7matmul3{{.*}} alwaysinline {
; CHECK: %[[INNER:[-.\w]+]] = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(
; CHECK: %[[OUTER:[-.\w]+]] = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(
; CHECK: call void @nrtgrad.blas.gemm.double(
; CHECK-NEXT: br label %[[SUCCESS:[-.\w]+]]
; CHECK: {{^}}[[SUCCESS]]:
; CHECK-NOT: phi
; CHECK: tail call void @nrtgrad.release(ptr %[[INNER]])
; CHECK-NOT: {{^[-.\w]+:}}
; CHECK: tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.A.5.0, i64 %arg.D.5.1)
; CHECK: tail call void @nrtgrad.release(ptr %[[OUTER]])
; CHECK-NOT: @nrtgrad.release(ptr %.40
; CHECK: define internal void @nrtgrad.primal.matmul3(ptr noalias {{.*}}, ptr noalias %status,
;
; Numba 0.68.1's matmul3 the same way (its join has a block of its own for
; the error exits): every release takes the MemInfo itself.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/matmul3.ll -o - | FileCheck %s --check-prefix=NEW
; NEW: define i32 @_ZN7kernels7matmul3{{.*}} alwaysinline {
; NEW-NOT: @nrtgrad.release(ptr %.40
; NEW: tail call void @nrtgrad.release(ptr %.7.i.i.i.i25)
; NEW-NOT: @nrtgrad.release(ptr %.40
; NEW: define internal void @nrtgrad.primal.matmul3(ptr noalias
;
; A loop-carried array (Numba 0.61.2's ode_euler, `y = y + h * f(y)`, its
; time loop unrolled): jump threading copied the allocation of each step's
; array, and the copies met in phis before its release.  allocation_sites
; merges the copies, and such a phi, then taking the one allocation on every
; edge, is that allocation: every release takes the MemInfo itself and the
; entry is Enzyme's top level.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/ode_euler.ll -o - | FileCheck %s --check-prefix=LOOP
; LOOP: define i32 @_ZN7kernels9ode_euler{{.*}} alwaysinline {
; LOOP-NOT: = phi ptr [ %.7.i.i105, {{.*}} ], [ %.7.i.i105,
; LOOP: tail call void @nrtgrad.release(ptr nonnull %.7.i.i105)
; LOOP: define internal void @nrtgrad.primal.ode_euler(ptr noalias "enzyme_type"
