; `np.outer(x, y)` reshapes both operands: the array being reshaped sits in a
; stack struct whose shape and strides numba_attempt_nocopy_reshape reads, so
; its MemInfo came back as a load ("an array of unknown origin").  Preparation
; tells opt what the helper reads and writes, GVN forwards the stored MemInfo,
; and the module's own declaration is what Enzyme sees.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/outer_sum.ll -o - | FileCheck %s
; CHECK: call i32 @numba_attempt_nocopy_reshape(i64 1,
; CHECK-NOT: load ptr, ptr %.29
; CHECK: declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr "enzyme_inactive"
; CHECK: define i32 @outer_sum_grad(
