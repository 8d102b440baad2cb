; Numba 0.61 vectorises the sums of a jitted helper returning a tuple of
; reductions (`return v.sum(), (v * v).sum()`) with llvm.masked.gather and
; llvm.masked.scatter, which Enzyme 0.0.289 cannot differentiate ("cannot
; handle (forward) unknown intrinsic"). With all lanes enabled they become
; one scalar load (or store) per lane.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/tuple_stats.ll -o - | FileCheck %s
; CHECK-NOT: call {{.*}}@llvm.masked.
; CHECK: %nrtgrad.gather0.ptr0 = extractelement <8 x ptr> %{{[-\w.]+}}, i64 0
; CHECK-NEXT: %nrtgrad.gather0.elt0 = load double, ptr %nrtgrad.gather0.ptr0, align 8
; CHECK-NOT: call {{.*}}@llvm.masked.
; CHECK: store double %nrtgrad.scatter{{[0-9]+}}.elt7, ptr %nrtgrad.scatter{{[0-9]+}}.ptr7, align 8
; CHECK-NOT: call {{.*}}@llvm.masked.
; CHECK: define i32 @tuple_stats_grad
