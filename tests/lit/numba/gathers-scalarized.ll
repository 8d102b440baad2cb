; Numba 0.61 vectorises the sums of a jitted helper returning a tuple of
; reductions (`return v.sum(), (v * v).sum()`) with llvm.masked.gather and
; llvm.masked.scatter, which Enzyme 0.0.289 cannot differentiate ("cannot
; handle (forward) unknown intrinsic"). With all lanes enabled and the lanes'
; addresses indexing one base pointer, each becomes a call of an internal
; function doing one scalar load (or store) per lane, in lane order.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/tuple_stats.ll -o - | FileCheck %s
; CHECK-NOT: call {{.*}}@llvm.masked.
; CHECK: %wide.masked.gather.i = call <8 x double> @nrtgrad.gather.v8.double.align8(ptr %arg.x.4, <8 x i64> %vec.ind.i)
; CHECK-NOT: call {{.*}}@llvm.masked.
; CHECK: call void @nrtgrad.scatter.v8.double.align8(<8 x double> %{{[-\w.]+}}, ptr %{{[-\w.]+}}, <8 x i64> %vec.ind.i)
; CHECK-NOT: call {{.*}}@llvm.masked.
; CHECK: define internal <8 x double> @nrtgrad.gather.v8.double.align8(ptr %base, <8 x i64> %indices) noinline nounwind {
; CHECK-NEXT: entry:
; CHECK-NEXT: %index0 = extractelement <8 x i64> %indices, i64 0
; CHECK-NEXT: %address0 = getelementptr double, ptr %base, i64 %index0
; CHECK-NEXT: %element0 = load double, ptr %address0, align 8
; CHECK-NEXT: %lanes0 = insertelement <8 x double> poison, double %element0, i64 0
; CHECK: %element7 = load double, ptr %address7, align 8
; CHECK-NEXT: %lanes7 = insertelement <8 x double> %lanes6, double %element7, i64 7
; CHECK-NEXT: ret <8 x double> %lanes7
; CHECK: define internal void @nrtgrad.scatter.v8.double.align8(<8 x double> %values, ptr %base, <8 x i64> %indices) noinline nounwind {
; CHECK: %element7 = extractelement <8 x double> %values, i64 7
; CHECK-NEXT: store double %element7, ptr %address7, align 8
; CHECK-NEXT: ret void
; CHECK: define i32 @tuple_stats_grad
