; Numba 0.61's 2-D time stepping with `un = u.copy()`: every copy is an
; untyped llvm.memcpy between NRT allocations, and on opaque pointers Enzyme
; stopped with "Cannot deduce type of copy". The data pointers on both sides
; of each copy now carry their element type (float64, from the argument the
; first copy reads) as !enzyme_type metadata; the copies themselves are unchanged.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/heat_copy_2d.ll -o - | FileCheck %s
; CHECK: %.6.i = load ptr, ptr %.5.i, align 8, !enzyme_type ![[T:[0-9]+]]
; CHECK-NEXT: %.130 = mul i64 %arg.u0.3, %arg.u0.2
; CHECK-NEXT: tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.u0.4, i64 %.130, i1 false)
; CHECK: %.6.i11 = load ptr, ptr %.5.i10, align 8, !enzyme_type ![[T]]
; CHECK-NEXT: tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i11, ptr align 1 %.6.i, i64 %.388, i1 false)
; CHECK: ![[T]] = !{!"Unknown", i32 -1, ![[P:[0-9]+]]}
; CHECK-NEXT: ![[P]] = !{!"Pointer", i32 -1, ![[F:[0-9]+]]}
; CHECK-NEXT: ![[F]] = !{!"Float@double"}
