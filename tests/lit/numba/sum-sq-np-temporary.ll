; np.sum(x * x) from Numba 0.61.2: one temporary array. The Numba function is
; inlined into the primal wrapper, so Enzyme has no augmented pass to build:
; one function runs the forward and the reverse pass. It allocates the
; temporary with the NRT allocator itself (unzeroed) and its shadow once
; through the zeroing allocator, releases the temporary once (the release
; Enzyme was told about) and frees the shadow exactly once; after lowering
; no inactive refcount marker is left, and NRT_incref/NRT_decref stay defined.
; RUN: %nrtgrad differentiate -O1 %S/../../inputs/numba-0.61.2/sum_sq_np.ll -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=MARKERS < %t.ll

; CHECK-NOT: @augmented_
; CHECK-LABEL: define internal void @diffenrtgrad.primal.sum_sq_np(
; CHECK: %"[[TEMP:[^']+]]'mi" = call noalias nonnull ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(
; CHECK-NOT: @nrtgrad.alloc.
; CHECK: %[[TEMP]] = call ptr @NRT_MemInfo_alloc_aligned(
; CHECK-NOT: @nrtgrad.alloc.
; CHECK-NOT: @NRT_MemInfo_alloc_aligned(
; CHECK: call void @NRT_decref(ptr nonnull %[[TEMP]])
; CHECK-NOT: @NRT_decref(ptr nonnull %[[TEMP]])
; CHECK: call void @nrtgrad.shadow_free(ptr nonnull %"[[TEMP]]'mi{{(_cache[.0-9]*)?}}")
; CHECK-NOT: @nrtgrad.shadow_free(
; CHECK-NOT: @NRT_decref(ptr nonnull %[[TEMP]])
; CHECK: {{^}}}
; CHECK-NOT: @augmented_

; MARKERS-NOT: nrtgrad.incref.inactive
; MARKERS-NOT: nrtgrad.decref.inactive
; MARKERS-NOT: @nrtgrad.release
; MARKERS: define linkonce_odr void @NRT_incref(
; MARKERS: define linkonce_odr void @NRT_decref(
; MARKERS: define i32 @sum_sq_np_grad(ptr {{.*}}%x, ptr %d.x, ptr {{.*}}%out)
