; LLVM >= 16 (Numba >= 0.62) writes the body of NRT_decref with the x86
; intrinsic llvm.x86.atomic.sub.cc.i64, which LLVM 15 does not know. The
; dialect stage spells it as an atomicrmw, the same subtraction on the old
; value and the tested flag (condition 4: the result is zero), on the call's
; line; the declaration goes. The module then differentiates as usual.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: llvm.x86.atomic
; CHECK-LABEL: define linkonce_odr void @NRT_decref(ptr %.1)
; CHECK: fence release
; CHECK-NEXT: %[[OLD:.+]] = atomicrmw sub ptr %.1, i64 1 seq_cst
; CHECK-NEXT: %[[NEW:.+]] = sub i64 %[[OLD]], 1
; CHECK-NEXT: %[[FLAG:.+]] = icmp eq i64 %[[NEW]], 0
; CHECK-NEXT: %0 = zext i1 %[[FLAG]] to i8
; CHECK-NEXT: %1 = trunc i8 %0 to i1
; CHECK-NOT: llvm.x86.atomic
; GRAD: define internal void @diffeaccumulate(

declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_MemInfo_call_dtor(ptr)

define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif

common.ret1:
  ret void

.3.endif:
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1

.3.endif.if:
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #1

define double @accumulate(ptr %x) {
entry:
  %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %data.field = getelementptr i8, ptr %mi, i64 24
  %data = load ptr, ptr %data.field
  %x0 = load double, ptr %x
  %sq = fmul double %x0, %x0
  store double %sq, ptr %data
  %res = load double, ptr %data
  call void @NRT_decref(ptr %mi)
  ret double %res
}

define void @daccumulate(ptr %x, ptr %dx) {
entry:
  %0 = call double (...) @__enzyme_autodiff(ptr @accumulate, ptr %x, ptr %dx)
  ret void
}

declare double @__enzyme_autodiff(...)

attributes #0 = { noinline }
attributes #1 = { nounwind }
