; A list that grows (`list.append`): each NRT_MemInfo_varsize_realloc of the
; list becomes a call of a wrapper for its element type (the dtor's name),
; whose derivatives are registered with Enzyme; Numba's null test reads
; mi->data after it.  The forward pass gives the shadow a new buffer
; (NRT_Allocate) and keeps the old one; the reverse pass adds the new
; buffer's adjoints into the old one (floats only) and frees the new buffer
; (NRT_Free): one free per realloc, after the reverse pass's reads of it
; (tests/e2e checks the gradients and that allocations == frees).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/list_append_sum.ll -o - | FileCheck %s
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.61.2/list_append_sum.ll -o - | FileCheck %s --check-prefix=GRAD
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/list_append_sum.ll -o - | FileCheck %s --check-prefix=GRAD
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.60.0/sum_axis0.ll -o - | FileCheck %s --check-prefix=INT
; CHECK-LABEL: define i32 @_ZN7kernels15list_append_sum
; CHECK-NOT: NRT_MemInfo_varsize_realloc
; CHECK: call void @nrtgrad.list.realloc.float64(ptr %[[LIST:[.0-9]+]], i64
; CHECK-NEXT: %[[DATA:[.0-9a-z]+]] = getelementptr i8, ptr %[[LIST]], i64 24
; CHECK-NEXT: %[[NEW:[.0-9]+]] = load ptr, ptr %[[DATA]]
; CHECK-NEXT: icmp eq ptr %[[NEW]], null
; CHECK-NOT: NRT_MemInfo_varsize_realloc
; CHECK: {{^}}}
; CHECK-LABEL: define internal ptr @"nrtgrad.list.realloc.float64.augment"(
; CHECK: call ptr @NRT_Allocate(
; CHECK-NOT: NRT_Free
; CHECK: {{^}}}
; CHECK-LABEL: define internal void @"nrtgrad.list.realloc.float64.reverse"(
; CHECK: fadd double
; CHECK: call void @NRT_Free(
; CHECK: {{^}}}
; CHECK: @"__enzyme_register_gradient_nrtgrad.list.realloc.float64" = global [3 x ptr] [ptr @"nrtgrad.list.realloc.float64", ptr @"nrtgrad.list.realloc.float64.augment", ptr @"nrtgrad.list.realloc.float64.reverse"]
; CHECK: @"__enzyme_register_derivative_nrtgrad.list.realloc.float64" = global [2 x ptr] [ptr @"nrtgrad.list.realloc.float64", ptr @"nrtgrad.list.realloc.float64.forward"]
; two reallocs (grow by one, grow by more), each shadow buffer allocated in
; the forward pass and freed once in the reverse pass
; GRAD-LABEL: define i32 @list_append_sum_grad(
; GRAD-COUNT-2: call ptr @NRT_Allocate(
; GRAD-NOT: call ptr @NRT_Allocate(
; GRAD-COUNT-2: call void @NRT_Free(
; GRAD-NOT: call void @NRT_Free(
; GRAD: {{^}}}
; the shape of np.sum(X, axis=0), Numba 0.60/0.61: a list of integers, whose
; reverse rule has no adjoints to add
; INT-LABEL: define internal void @"nrtgrad.list.realloc.int64.reverse"(
; INT-NOT: fadd
; INT: call void @NRT_Free(
; INT: {{^}}}
