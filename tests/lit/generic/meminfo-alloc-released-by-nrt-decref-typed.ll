; The IR Numba emits for a temporary array, in typed-pointer spelling (Numba
; <= 0.61): NRT_MemInfo_alloc_aligned creates the MemInfo, the data pointer
; is read from its header (offset 24), NRT_decref releases it. Because the
; stores go through a pointer loaded from memory, the augmented forward pass
; must run the primal: it allocates the primal MemInfo with the NRT allocator
; itself (unzeroed, as Numba does), releases it once and allocates no shadow (Enzyme's unused one is deleted, it would leak). The
; reverse pass allocates the shadow through nrtgrad's zeroing allocator (a
; real MemInfo with zeroed data, not a zeroed header), frees it once with
; nrtgrad.shadow_free (a null-safe NRT_MemInfo_call_dtor), and no NRT_decref
; is duplicated into it.
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=ALLOC

declare i8* @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_decref(i8*)

define double @accumulate(double* nocapture readonly %x, i64 %n) {
entry:
  %mi = call i8* @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %data.field = getelementptr i8, i8* %mi, i64 24
  %data.addr = bitcast i8* %data.field to double**
  %data = load double*, double** %data.addr
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi double [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  %xi.addr = getelementptr inbounds double, double* %x, i64 %i
  %xi = load double, double* %xi.addr, align 8
  %acc.next = fadd fast double %xi, %acc
  store double %acc.next, double* %data
  %i.next = add nuw i64 %i, 1
  %done = icmp eq i64 %i, %n
  br i1 %done, label %exit, label %loop

exit:
  %res = load double, double* %data
  call void @NRT_decref(i8* %mi)
  ret double %res
}

define double @total(double* nocapture readonly %x, i64 %n) {
entry:
  %res = call double @accumulate(double* %x, i64 %n)
  store double 0.000000e+00, double* %x
  ret double %res
}

define void @dtotal(double* %x, double* %dx, i64 %n) {
entry:
  %0 = call double (...) @__enzyme_autodiff(double (double*, i64)* @total, double* %x, double* %dx, i64 %n)
  ret void
}

declare double @__enzyme_autodiff(...)

; CHECK-LABEL: define internal void @augmented_accumulate(
; CHECK-NOT: 'mi"
; CHECK: %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
; CHECK-NOT: 'mi"
; CHECK-NOT: shadow_free
; CHECK: call void @NRT_decref(ptr %mi)
; CHECK-NOT: NRT_decref
; CHECK-NOT: 'mi"
; CHECK: {{^}}}

; CHECK-LABEL: define internal void @diffeaccumulate(
; CHECK-NOT: NRT_decref
; CHECK: %[[SHADOW:.+]] = call {{.*}}ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
; CHECK-NOT: NRT_decref
; CHECK: call void @nrtgrad.shadow_free(ptr {{.*}}%[[SHADOW]])
; CHECK-NOT: @nrtgrad.shadow_free(
; CHECK-NOT: NRT_decref
; CHECK: {{^}}}

; The shadow allocator zeroes the array data, not the MemInfo header.
; ALLOC-LABEL: define internal ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %a0, i32 %a1, i64 %unused)
; ALLOC: %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 %a0, i32 %a1)
; ALLOC: %data.addr = getelementptr i8, ptr %mi, i64 24
; ALLOC-NEXT: %data = load ptr, ptr %data.addr
; ALLOC-NEXT: call void @llvm.memset.p0.i64(ptr %data, i8 0, i64 %a0, i1 false)

; The shadow free is null-safe and releases the MemInfo's data through its dtor.
; ALLOC-LABEL: define internal void @nrtgrad.shadow_free(ptr %mi)
; ALLOC: %null = icmp eq ptr %mi, null
; ALLOC: call void @NRT_MemInfo_call_dtor(ptr %mi)
