; np.sum(x * x) from Numba 0.61.2: one temporary array. The forward pass
; allocates it and releases it once (the release Enzyme was told about) and
; allocates no shadow; the reverse pass allocates the temporary's shadow,
; frees it exactly once and never calls NRT_decref; after lowering no
; inactive refcount marker is left, and NRT_incref/NRT_decref stay defined.
; RUN: %nrtgrad differentiate -O1 %S/../../inputs/numba-0.61.2/sum_sq_np.ll -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=MARKERS < %t.ll

; CHECK-LABEL: define internal {{.*}} @augmented__ZN7kernels9sum_sq_np
; CHECK-NOT: 'mi"
; CHECK: %[[TEMP:.+]] = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %{{.+}}, i32 32, i64 0)
; CHECK-NOT: 'mi"
; CHECK: call void @NRT_decref(ptr nonnull %[[TEMP]])
; CHECK-NOT: 'mi"
; CHECK: {{^}}}

; CHECK-LABEL: define internal void @diffe_ZN7kernels9sum_sq_np
; CHECK-NOT: @NRT_decref(
; CHECK: %".7.i.i'mi" = tail call noalias nonnull ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(
; CHECK-NOT: @nrtgrad.alloc.
; CHECK-NOT: @NRT_decref(
; CHECK: call void @nrtgrad.shadow_free(ptr nonnull %".7.i.i'mi{{(_cache[.0-9]*)?}}")
; CHECK-NOT: @nrtgrad.shadow_free(
; CHECK-NOT: @NRT_decref(
; CHECK: {{^}}}

; MARKERS-NOT: nrtgrad.incref.inactive
; MARKERS-NOT: nrtgrad.decref.inactive
; MARKERS-NOT: @nrtgrad.release
; MARKERS: define linkonce_odr void @NRT_incref(
; MARKERS: define linkonce_odr void @NRT_decref(
; MARKERS: define i32 @sum_sq_np_grad(ptr {{.*}}%x, ptr %d.x, ptr {{.*}}%out)
