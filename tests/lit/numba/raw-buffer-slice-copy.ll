; Slice assignment copies an overlapping source (`y[1:] = y[:-1]`) into a raw
; buffer: NRT_Allocate, reads, NRT_Free. That buffer is registered with
; Enzyme as an allocation whose shadow has the same byte size (Enzyme zeroes
; it) and is freed with the marker that becomes NRT_Free; its NRT_Free is a
; `free`. The shape check's exception is raised without its message
; (prepare): no raw buffer of its own. After Enzyme: a zeroed shadow, one
; NRT_Free each, no marker. Hessian-vector products: in the reverse pass,
; the primal's and the shadow's frees become the forward-mode marker, whose
; registered derivative frees the tangent too; no marker is left after, and
; in forward mode no helper of nrtgrad's is exported either.
; RUN: rm -rf %t && %nrtgrad differentiate %S/../../inputs/numba-0.61.2/shift_assign.ll -O 1 --save-temps %t -o %t.ll
; RUN: cat %t/*-registered.ll | FileCheck %s
; RUN: FileCheck %s --check-prefix=OUT < %t.ll
; RUN: rm -rf %t.hvp && %nrtgrad differentiate %S/../../inputs/numba-0.61.2/shift_assign.ll --mode hvp --save-temps %t.hvp -o %t.hvp.ll
; RUN: cat %t.hvp/*-reverse.ll | FileCheck %s --check-prefix=REVERSE
; RUN: FileCheck %s --check-prefix=HVP-OUT < %t.hvp.ll
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.61.2/shift_assign.ll --mode forward -o - | FileCheck %s --check-prefix=FORWARD
; CHECK-NOT: call ptr @nrtgrad.raw_alloc.inactive(
; CHECK: %[[B:.+]] = tail call ptr @nrtgrad.raw_alloc(i64 %[[N:.+]])
; CHECK: call void @nrtgrad.raw_free(ptr
; CHECK: declare void @nrtgrad.raw_free(ptr) #[[F:[0-9]+]]
; CHECK-NEXT: attributes #[[F]] = { "enzyme_math"="free" nounwind }
; CHECK: @__enzyme_allocation_like.NRT_Allocate = global [4 x ptr] [ptr @nrtgrad.raw_alloc, ptr inttoptr (i64 0 to ptr), ptr @nrtgrad.raw_dealloc_indices, ptr @nrtgrad.raw_free]
; OUT-NOT: @nrtgrad.raw
; OUT: define internal {{.*}}@diffe
; OUT: %"[[S:.+'mi]]" = {{(tail )?}}call noalias nonnull ptr @NRT_Allocate(i64 %[[M:.+]])
; OUT: call void @llvm.memset.p0.i64(ptr {{.*}}%"[[S]]", i8 0, i64 %[[M]], i1 false)
; OUT: call void @NRT_Free(ptr nonnull %"[[S]]{{_unwrap|_cache[.0-9]*}}")
; OUT-NOT: @nrtgrad.raw
; REVERSE-NOT: call void @nrtgrad.raw_free(
; REVERSE: %"[[T:.+'mi]]" = call noalias nonnull ptr @nrtgrad.raw_alloc(
; REVERSE: call void @nrtgrad.raw_free.forward(ptr nonnull %"[[T]]_cache
; REVERSE-NOT: call void @nrtgrad.raw_free(
; REVERSE: define internal void @nrtgrad.raw_free.forward.derivative(ptr %p, ptr %dp)
; REVERSE: @__enzyme_register_derivative_nrtgrad_raw_free = global [2 x ptr] [ptr @nrtgrad.raw_free.forward, ptr @nrtgrad.raw_free.forward.derivative]
; HVP-OUT-NOT: @nrtgrad.
; HVP-OUT: define i32 @shift_assign_hvp(
; HVP-OUT: call void @NRT_Free(ptr %"{{.+}}'mi_cache
; HVP-OUT-NOT: @nrtgrad.
; FORWARD-NOT: @nrtgrad.
; FORWARD: define i32 @shift_assign_jvp(
; FORWARD-NOT: @nrtgrad.
