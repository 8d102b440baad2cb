; `nrtgrad normalize` shows what Enzyme is told about np.sum(x * x): the
; caller's array x is increfed and decrefed by inactive markers, the
; temporary x*x comes from the zeroing shadow allocator (registered as
; allocation-like with its size index on the trailing zero), and its one
; decref is the release. No plain NRT refcount call is left in the entry,
; which is inlined into the primal wrapper (`alwaysinline`) whose result and
; status pointers are `noalias`: Enzyme differentiates it as its top level.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/sum_sq_np.ll -o - | FileCheck %s
; CHECK-LABEL: define i32 @_ZN7kernels9sum_sq_np{{.*}} alwaysinline
; CHECK-NOT: call void @NRT_
; CHECK: call void @nrtgrad.incref.inactive(ptr %arg.x.0)
; CHECK: %[[T:.+]] = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %{{.+}}, i32 32, i64 0)
; CHECK-NOT: call void @NRT_
; CHECK: call void @nrtgrad.decref.inactive(ptr %arg.x.0)
; CHECK-NOT: call void @NRT_
; CHECK: call void @nrtgrad.release(ptr nonnull %[[T]])
; CHECK-NOT: call void @NRT_
; CHECK: {{^}}}
; CHECK: declare void @nrtgrad.release(ptr) #[[FREE:[0-9]+]]
; CHECK: attributes #[[FREE]] = { "enzyme_math"="free" }
; CHECK: declare void @nrtgrad.incref.inactive(ptr) #[[INACTIVE:[0-9]+]]
; CHECK: attributes #[[INACTIVE]] = { "enzyme_inactive" nofree nounwind inaccessiblememonly }
; CHECK: @__enzyme_allocation_like.NRT_MemInfo_alloc_aligned = global [4 x ptr] [ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned, ptr inttoptr (i64 2 to ptr), ptr @nrtgrad.dealloc_indices, ptr @nrtgrad.shadow_free]
; CHECK: define internal void @nrtgrad.primal.sum_sq_np(ptr noalias {{.*}}%retptr, ptr noalias %status,
