; ModuleID = 'sum_and_sumsq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140173400159488 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140173400159488.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140173400159488 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140173400159488, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140173400159488.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sum_and_sumsq = internal constant [14 x i8] c"sum_and_sumsq\00"
@_ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f7ca9bce790>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f7ca9bce790>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f7ca9b8e450B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140173400288128 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140173400288128.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140173400288128 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140173400288128, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140173400288128.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f7ca9bcfd90B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %for.end.1.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140173400159488, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140173400288128, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i102 = load double*, double** %0, align 8
  %.14699 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.14699, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %1 = add i64 %arg.x.5.0, -1
  %xtraiter134 = and i64 %arg.x.5.0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter137 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index101 = phi i64 [ 0, %for.body.preheader.new ], [ %27, %for.body ]
  %.142.0100 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %3 = icmp eq i64 %arg.x.5.0, 1
  %spec.select = select i1 %3, i64 %.142.0100, i64 %loop.index101
  %.155 = getelementptr double, double* %arg.x.4, i64 %spec.select
  %.156 = load double, double* %.155, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.156)
  %sunkaddr = mul i64 %loop.index101, 8
  %4 = bitcast double* %.6.i102 to i8*
  %sunkaddr493 = getelementptr i8, i8* %4, i64 %sunkaddr
  %5 = bitcast i8* %sunkaddr493 to double*
  store double %.12.i, double* %5, align 8
  %6 = add i64 %loop.index101, 1
  %spec.select.1 = select i1 %3, i64 %.142.0100, i64 %6
  %.155.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1
  %.156.1 = load double, double* %.155.1, align 8
  %.12.i.1 = tail call double @llvm.sin.f64(double %.156.1)
  %sunkaddr494 = mul i64 %loop.index101, 8
  %7 = bitcast double* %.6.i102 to i8*
  %sunkaddr495 = getelementptr i8, i8* %7, i64 %sunkaddr494
  %sunkaddr496 = getelementptr i8, i8* %sunkaddr495, i64 8
  %8 = bitcast i8* %sunkaddr496 to double*
  store double %.12.i.1, double* %8, align 8
  %9 = add i64 %6, 1
  %spec.select.2 = select i1 %3, i64 %.142.0100, i64 %9
  %.155.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2
  %.156.2 = load double, double* %.155.2, align 8
  %.12.i.2 = tail call double @llvm.sin.f64(double %.156.2)
  %sunkaddr497 = mul i64 %loop.index101, 8
  %10 = bitcast double* %.6.i102 to i8*
  %sunkaddr498 = getelementptr i8, i8* %10, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, i8* %sunkaddr498, i64 16
  %11 = bitcast i8* %sunkaddr499 to double*
  store double %.12.i.2, double* %11, align 8
  %12 = add i64 %9, 1
  %spec.select.3 = select i1 %3, i64 %.142.0100, i64 %12
  %.155.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.3
  %.156.3 = load double, double* %.155.3, align 8
  %.12.i.3 = tail call double @llvm.sin.f64(double %.156.3)
  %sunkaddr500 = mul i64 %loop.index101, 8
  %13 = bitcast double* %.6.i102 to i8*
  %sunkaddr501 = getelementptr i8, i8* %13, i64 %sunkaddr500
  %sunkaddr502 = getelementptr i8, i8* %sunkaddr501, i64 24
  %14 = bitcast i8* %sunkaddr502 to double*
  store double %.12.i.3, double* %14, align 8
  %15 = add i64 %12, 1
  %spec.select.4 = select i1 %3, i64 %.142.0100, i64 %15
  %.155.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.4
  %.156.4 = load double, double* %.155.4, align 8
  %.12.i.4 = tail call double @llvm.sin.f64(double %.156.4)
  %sunkaddr503 = mul i64 %loop.index101, 8
  %16 = bitcast double* %.6.i102 to i8*
  %sunkaddr504 = getelementptr i8, i8* %16, i64 %sunkaddr503
  %sunkaddr505 = getelementptr i8, i8* %sunkaddr504, i64 32
  %17 = bitcast i8* %sunkaddr505 to double*
  store double %.12.i.4, double* %17, align 8
  %18 = add i64 %15, 1
  %spec.select.5 = select i1 %3, i64 %.142.0100, i64 %18
  %.155.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.5
  %.156.5 = load double, double* %.155.5, align 8
  %.12.i.5 = tail call double @llvm.sin.f64(double %.156.5)
  %sunkaddr506 = mul i64 %loop.index101, 8
  %19 = bitcast double* %.6.i102 to i8*
  %sunkaddr507 = getelementptr i8, i8* %19, i64 %sunkaddr506
  %sunkaddr508 = getelementptr i8, i8* %sunkaddr507, i64 40
  %20 = bitcast i8* %sunkaddr508 to double*
  store double %.12.i.5, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select.6 = select i1 %3, i64 %.142.0100, i64 %21
  %.155.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.6
  %.156.6 = load double, double* %.155.6, align 8
  %.12.i.6 = tail call double @llvm.sin.f64(double %.156.6)
  %sunkaddr509 = mul i64 %loop.index101, 8
  %22 = bitcast double* %.6.i102 to i8*
  %sunkaddr510 = getelementptr i8, i8* %22, i64 %sunkaddr509
  %sunkaddr511 = getelementptr i8, i8* %sunkaddr510, i64 48
  %23 = bitcast i8* %sunkaddr511 to double*
  store double %.12.i.6, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select.7 = select i1 %3, i64 %.142.0100, i64 %24
  %.155.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.7
  %.156.7 = load double, double* %.155.7, align 8
  %.12.i.7 = tail call double @llvm.sin.f64(double %.156.7)
  %sunkaddr512 = mul i64 %loop.index101, 8
  %25 = bitcast double* %.6.i102 to i8*
  %sunkaddr513 = getelementptr i8, i8* %25, i64 %sunkaddr512
  %sunkaddr514 = getelementptr i8, i8* %sunkaddr513, i64 56
  %26 = bitcast i8* %sunkaddr514 to double*
  store double %.12.i.7, double* %26, align 8
  %.185.7 = add nuw i64 %loop.index101, 8
  %27 = add i64 %24, 1
  %niter138.ncmp.7 = icmp eq i64 %27, %unroll_iter137
  br i1 %niter138.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index101.unr = phi i64 [ 0, %for.body.preheader ], [ %.185.7, %for.body ]
  %.142.0100.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod136.not = icmp eq i64 %xtraiter134, 0
  br i1 %lcmp.mod136.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv472 = phi i64 [ %xtraiter134, %for.body.epil.preheader ], [ %lsr.iv.next473, %for.body.epil ]
  %loop.index101.epil = phi i64 [ %.185.epil, %for.body.epil ], [ %loop.index101.unr, %for.body.epil.preheader ]
  %.142.0100.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.142.0100.unr, %for.body.epil.preheader ]
  %28 = icmp eq i64 %arg.x.5.0, 1
  %spec.select.epil = select i1 %28, i64 %.142.0100.epil, i64 %loop.index101.epil
  %.155.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.epil
  %.156.epil = load double, double* %.155.epil, align 8
  %.12.i.epil = tail call double @llvm.sin.f64(double %.156.epil)
  %scevgep471 = getelementptr double, double* %.6.i102, i64 %loop.index101.epil
  store double %.12.i.epil, double* %scevgep471, align 8
  %.185.epil = add nuw nsw i64 %loop.index101.epil, 1
  %lsr.iv.next473 = add nsw i64 %lsr.iv472, -1
  %epil.iter135.cmp.not = icmp eq i64 %lsr.iv.next473, 0
  br i1 %epil.iter135.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif
  %.68.i4 = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i4, label %for.end.endif.endif.endif.endif, label %B50.endif.preheader.i8, !prof !0

B50.endif.preheader.i8:                           ; preds = %for.end
  %smax.i6 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1)
  %29 = add nsw i64 %smax.i6, -1
  %xtraiter.i7 = and i64 %smax.i6, 7
  %30 = icmp ult i64 %29, 7
  br i1 %30, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.preheader.new.i10

B50.endif.preheader.new.i10:                      ; preds = %B50.endif.preheader.i8
  %const491 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i9 = and i64 %smax.i6, %const491
  %31 = add nsw i64 %unroll_iter.i9, -8
  %32 = lshr exact i64 %31, 3
  %33 = add nuw nsw i64 %32, 1
  %xtraiter128 = and i64 %33, 7
  %34 = icmp ult i64 %31, 56
  br i1 %34, label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, label %B50.endif.preheader.new.i10.new

B50.endif.preheader.new.i10.new:                  ; preds = %B50.endif.preheader.new.i10
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter132 = and i64 %33, %const
  %scevgep341 = getelementptr double, double* %.6.i102, i64 63
  br label %B50.endif.i62

common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa: ; preds = %B50.endif.i62, %B50.endif.preheader.new.i10
  %.239.7.i60.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i10 ], [ %.239.7.i60.7, %B50.endif.i62 ]
  %c.2.06.i27.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i10 ], [ %.239.7.i60.7, %B50.endif.i62 ]
  %.70.05.i28.unr = phi i64 [ 0, %B50.endif.preheader.new.i10 ], [ %.182.7.i56.7, %B50.endif.i62 ]
  %lcmp.mod130.not = icmp eq i64 %xtraiter128, 0
  br i1 %lcmp.mod130.not, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.i62.epil.preheader

B50.endif.i62.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa
  %35 = add nuw nsw i64 %.70.05.i28.unr, 7
  %scevgep314 = getelementptr double, double* %.6.i102, i64 %35
  %36 = shl nuw nsw i64 %xtraiter128, 6
  br label %B50.endif.i62.epil

B50.endif.i62.epil:                               ; preds = %B50.endif.i62.epil.preheader, %B50.endif.i62.epil
  %lsr.iv315 = phi i64 [ 0, %B50.endif.i62.epil.preheader ], [ %lsr.iv.next316, %B50.endif.i62.epil ]
  %c.2.06.i27.epil = phi double [ %.239.7.i60.epil, %B50.endif.i62.epil ], [ %c.2.06.i27.unr, %B50.endif.i62.epil.preheader ]
  %37 = bitcast double* %scevgep314 to i8*
  %uglygep338 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep338339 = bitcast i8* %uglygep338 to double*
  %scevgep340 = getelementptr double, double* %uglygep338339, i64 -7
  %.236.i30.epil = load double, double* %scevgep340, align 8, !noalias !11
  %.239.i31.epil = fadd double %c.2.06.i27.epil, %.236.i30.epil
  %uglygep335 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep335336 = bitcast i8* %uglygep335 to double*
  %scevgep337 = getelementptr double, double* %uglygep335336, i64 -6
  %.236.1.i34.epil = load double, double* %scevgep337, align 8, !noalias !11
  %.239.1.i35.epil = fadd double %.239.i31.epil, %.236.1.i34.epil
  %uglygep332 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep332333 = bitcast i8* %uglygep332 to double*
  %scevgep334 = getelementptr double, double* %uglygep332333, i64 -5
  %.236.2.i38.epil = load double, double* %scevgep334, align 8, !noalias !11
  %.239.2.i39.epil = fadd double %.239.1.i35.epil, %.236.2.i38.epil
  %uglygep329 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep329330 = bitcast i8* %uglygep329 to double*
  %scevgep331 = getelementptr double, double* %uglygep329330, i64 -4
  %.236.3.i42.epil = load double, double* %scevgep331, align 8, !noalias !11
  %.239.3.i43.epil = fadd double %.239.2.i39.epil, %.236.3.i42.epil
  %uglygep326 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep326327 = bitcast i8* %uglygep326 to double*
  %scevgep328 = getelementptr double, double* %uglygep326327, i64 -3
  %.236.4.i46.epil = load double, double* %scevgep328, align 8, !noalias !11
  %.239.4.i47.epil = fadd double %.239.3.i43.epil, %.236.4.i46.epil
  %uglygep323 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep323324 = bitcast i8* %uglygep323 to double*
  %scevgep325 = getelementptr double, double* %uglygep323324, i64 -2
  %.236.5.i50.epil = load double, double* %scevgep325, align 8, !noalias !11
  %.239.5.i51.epil = fadd double %.239.4.i47.epil, %.236.5.i50.epil
  %uglygep320 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep320321 = bitcast i8* %uglygep320 to double*
  %scevgep322 = getelementptr double, double* %uglygep320321, i64 -1
  %.236.6.i54.epil = load double, double* %scevgep322, align 8, !noalias !11
  %.239.6.i55.epil = fadd double %.239.5.i51.epil, %.236.6.i54.epil
  %uglygep318 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep318319 = bitcast i8* %uglygep318 to double*
  %.236.7.i59.epil = load double, double* %uglygep318319, align 8, !noalias !11
  %.239.7.i60.epil = fadd double %.239.6.i55.epil, %.236.7.i59.epil
  %lsr.iv.next316 = add nuw nsw i64 %lsr.iv315, 64
  %epil.iter129.cmp.not = icmp eq i64 %36, %lsr.iv.next316
  br i1 %epil.iter129.cmp.not, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.i62.epil, !prof !14, !llvm.loop !15

common.ret.loopexit.unr-lcssa.i15:                ; preds = %B50.endif.i62.epil, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, %B50.endif.preheader.i8
  %.239.lcssa.ph.i11 = phi double [ undef, %B50.endif.preheader.i8 ], [ %.239.7.i60.lcssa.ph, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %.239.7.i60.epil, %B50.endif.i62.epil ]
  %c.2.06.unr.i12 = phi double [ 0.000000e+00, %B50.endif.preheader.i8 ], [ %.239.7.i60.lcssa.ph, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %.239.7.i60.epil, %B50.endif.i62.epil ]
  %.70.05.unr.i13 = phi i64 [ 0, %B50.endif.preheader.i8 ], [ %unroll_iter.i9, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %unroll_iter.i9, %B50.endif.i62.epil ]
  %lcmp.mod.not.i14 = icmp eq i64 %xtraiter.i7, 0
  br i1 %lcmp.mod.not.i14, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.preheader.i17

B50.endif.epil.preheader.i17:                     ; preds = %common.ret.loopexit.unr-lcssa.i15
  %scevgep.i16 = getelementptr double, double* %.6.i102, i64 %.70.05.unr.i13
  br label %B50.endif.epil.i25

B50.endif.epil.i25:                               ; preds = %B50.endif.epil.i25, %B50.endif.epil.preheader.i17
  %c.2.06.epil.i18 = phi double [ %.239.epil.i22, %B50.endif.epil.i25 ], [ %c.2.06.unr.i12, %B50.endif.epil.preheader.i17 ]
  %epil.iter.i19 = phi i64 [ %epil.iter.next.i23, %B50.endif.epil.i25 ], [ 0, %B50.endif.epil.preheader.i17 ]
  %scevgep313 = getelementptr double, double* %scevgep.i16, i64 %epil.iter.i19
  %.236.epil.i21 = load double, double* %scevgep313, align 8, !noalias !11
  %.239.epil.i22 = fadd double %c.2.06.epil.i18, %.236.epil.i21
  %epil.iter.next.i23 = add nuw nsw i64 %epil.iter.i19, 1
  %epil.iter.cmp.not.i24 = icmp eq i64 %xtraiter.i7, %epil.iter.next.i23
  br i1 %epil.iter.cmp.not.i24, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.i25, !prof !14, !llvm.loop !16

B50.endif.i62:                                    ; preds = %B50.endif.i62, %B50.endif.preheader.new.i10.new
  %lsr.iv469 = phi i64 [ %lsr.iv.next470, %B50.endif.i62 ], [ %unroll_iter132, %B50.endif.preheader.new.i10.new ]
  %c.2.06.i27 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i10.new ], [ %.239.7.i60.7, %B50.endif.i62 ]
  %.70.05.i28 = phi i64 [ 0, %B50.endif.preheader.new.i10.new ], [ %.182.7.i56.7, %B50.endif.i62 ]
  %scevgep467 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep468 = getelementptr double, double* %scevgep467, i64 -63
  %.236.i30 = load double, double* %scevgep468, align 8, !noalias !11
  %.239.i31 = fadd double %c.2.06.i27, %.236.i30
  %scevgep465 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep466 = getelementptr double, double* %scevgep465, i64 -62
  %.236.1.i34 = load double, double* %scevgep466, align 8, !noalias !11
  %.239.1.i35 = fadd double %.239.i31, %.236.1.i34
  %scevgep463 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep464 = getelementptr double, double* %scevgep463, i64 -61
  %.236.2.i38 = load double, double* %scevgep464, align 8, !noalias !11
  %.239.2.i39 = fadd double %.239.1.i35, %.236.2.i38
  %scevgep461 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -60
  %.236.3.i42 = load double, double* %scevgep462, align 8, !noalias !11
  %.239.3.i43 = fadd double %.239.2.i39, %.236.3.i42
  %scevgep459 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -59
  %.236.4.i46 = load double, double* %scevgep460, align 8, !noalias !11
  %.239.4.i47 = fadd double %.239.3.i43, %.236.4.i46
  %scevgep457 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -58
  %.236.5.i50 = load double, double* %scevgep458, align 8, !noalias !11
  %.239.5.i51 = fadd double %.239.4.i47, %.236.5.i50
  %scevgep455 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -57
  %.236.6.i54 = load double, double* %scevgep456, align 8, !noalias !11
  %.239.6.i55 = fadd double %.239.5.i51, %.236.6.i54
  %scevgep453 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -56
  %.236.7.i59 = load double, double* %scevgep454, align 8, !noalias !11
  %.239.7.i60 = fadd double %.239.6.i55, %.236.7.i59
  %scevgep422 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -55
  %.236.i30.1 = load double, double* %scevgep423, align 8, !noalias !11
  %.239.i31.1 = fadd double %.239.7.i60, %.236.i30.1
  %scevgep424 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -54
  %.236.1.i34.1 = load double, double* %scevgep425, align 8, !noalias !11
  %.239.1.i35.1 = fadd double %.239.i31.1, %.236.1.i34.1
  %scevgep426 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -53
  %.236.2.i38.1 = load double, double* %scevgep427, align 8, !noalias !11
  %.239.2.i39.1 = fadd double %.239.1.i35.1, %.236.2.i38.1
  %scevgep428 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -52
  %.236.3.i42.1 = load double, double* %scevgep429, align 8, !noalias !11
  %.239.3.i43.1 = fadd double %.239.2.i39.1, %.236.3.i42.1
  %scevgep430 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -51
  %.236.4.i46.1 = load double, double* %scevgep431, align 8, !noalias !11
  %.239.4.i47.1 = fadd double %.239.3.i43.1, %.236.4.i46.1
  %scevgep432 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -50
  %.236.5.i50.1 = load double, double* %scevgep433, align 8, !noalias !11
  %.239.5.i51.1 = fadd double %.239.4.i47.1, %.236.5.i50.1
  %scevgep434 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -49
  %.236.6.i54.1 = load double, double* %scevgep435, align 8, !noalias !11
  %.239.6.i55.1 = fadd double %.239.5.i51.1, %.236.6.i54.1
  %scevgep436 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -48
  %.236.7.i59.1 = load double, double* %scevgep437, align 8, !noalias !11
  %.239.7.i60.1 = fadd double %.239.6.i55.1, %.236.7.i59.1
  %scevgep406 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -47
  %.236.i30.2 = load double, double* %scevgep407, align 8, !noalias !11
  %.239.i31.2 = fadd double %.239.7.i60.1, %.236.i30.2
  %scevgep408 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -46
  %.236.1.i34.2 = load double, double* %scevgep409, align 8, !noalias !11
  %.239.1.i35.2 = fadd double %.239.i31.2, %.236.1.i34.2
  %scevgep410 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -45
  %.236.2.i38.2 = load double, double* %scevgep411, align 8, !noalias !11
  %.239.2.i39.2 = fadd double %.239.1.i35.2, %.236.2.i38.2
  %scevgep412 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -44
  %.236.3.i42.2 = load double, double* %scevgep413, align 8, !noalias !11
  %.239.3.i43.2 = fadd double %.239.2.i39.2, %.236.3.i42.2
  %scevgep414 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -43
  %.236.4.i46.2 = load double, double* %scevgep415, align 8, !noalias !11
  %.239.4.i47.2 = fadd double %.239.3.i43.2, %.236.4.i46.2
  %scevgep416 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -42
  %.236.5.i50.2 = load double, double* %scevgep417, align 8, !noalias !11
  %.239.5.i51.2 = fadd double %.239.4.i47.2, %.236.5.i50.2
  %scevgep418 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -41
  %.236.6.i54.2 = load double, double* %scevgep419, align 8, !noalias !11
  %.239.6.i55.2 = fadd double %.239.5.i51.2, %.236.6.i54.2
  %scevgep420 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -40
  %.236.7.i59.2 = load double, double* %scevgep421, align 8, !noalias !11
  %.239.7.i60.2 = fadd double %.239.6.i55.2, %.236.7.i59.2
  %scevgep390 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep391 = getelementptr double, double* %scevgep390, i64 -39
  %.236.i30.3 = load double, double* %scevgep391, align 8, !noalias !11
  %.239.i31.3 = fadd double %.239.7.i60.2, %.236.i30.3
  %scevgep392 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep393 = getelementptr double, double* %scevgep392, i64 -38
  %.236.1.i34.3 = load double, double* %scevgep393, align 8, !noalias !11
  %.239.1.i35.3 = fadd double %.239.i31.3, %.236.1.i34.3
  %scevgep394 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep395 = getelementptr double, double* %scevgep394, i64 -37
  %.236.2.i38.3 = load double, double* %scevgep395, align 8, !noalias !11
  %.239.2.i39.3 = fadd double %.239.1.i35.3, %.236.2.i38.3
  %scevgep396 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -36
  %.236.3.i42.3 = load double, double* %scevgep397, align 8, !noalias !11
  %.239.3.i43.3 = fadd double %.239.2.i39.3, %.236.3.i42.3
  %scevgep398 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -35
  %.236.4.i46.3 = load double, double* %scevgep399, align 8, !noalias !11
  %.239.4.i47.3 = fadd double %.239.3.i43.3, %.236.4.i46.3
  %scevgep400 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -34
  %.236.5.i50.3 = load double, double* %scevgep401, align 8, !noalias !11
  %.239.5.i51.3 = fadd double %.239.4.i47.3, %.236.5.i50.3
  %scevgep402 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -33
  %.236.6.i54.3 = load double, double* %scevgep403, align 8, !noalias !11
  %.239.6.i55.3 = fadd double %.239.5.i51.3, %.236.6.i54.3
  %scevgep404 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -32
  %.236.7.i59.3 = load double, double* %scevgep405, align 8, !noalias !11
  %.239.7.i60.3 = fadd double %.239.6.i55.3, %.236.7.i59.3
  %scevgep374 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep375 = getelementptr double, double* %scevgep374, i64 -31
  %.236.i30.4 = load double, double* %scevgep375, align 8, !noalias !11
  %.239.i31.4 = fadd double %.239.7.i60.3, %.236.i30.4
  %scevgep376 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep377 = getelementptr double, double* %scevgep376, i64 -30
  %.236.1.i34.4 = load double, double* %scevgep377, align 8, !noalias !11
  %.239.1.i35.4 = fadd double %.239.i31.4, %.236.1.i34.4
  %scevgep378 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -29
  %.236.2.i38.4 = load double, double* %scevgep379, align 8, !noalias !11
  %.239.2.i39.4 = fadd double %.239.1.i35.4, %.236.2.i38.4
  %scevgep380 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -28
  %.236.3.i42.4 = load double, double* %scevgep381, align 8, !noalias !11
  %.239.3.i43.4 = fadd double %.239.2.i39.4, %.236.3.i42.4
  %scevgep382 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -27
  %.236.4.i46.4 = load double, double* %scevgep383, align 8, !noalias !11
  %.239.4.i47.4 = fadd double %.239.3.i43.4, %.236.4.i46.4
  %scevgep384 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -26
  %.236.5.i50.4 = load double, double* %scevgep385, align 8, !noalias !11
  %.239.5.i51.4 = fadd double %.239.4.i47.4, %.236.5.i50.4
  %scevgep386 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -25
  %.236.6.i54.4 = load double, double* %scevgep387, align 8, !noalias !11
  %.239.6.i55.4 = fadd double %.239.5.i51.4, %.236.6.i54.4
  %scevgep388 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep389 = getelementptr double, double* %scevgep388, i64 -24
  %.236.7.i59.4 = load double, double* %scevgep389, align 8, !noalias !11
  %.239.7.i60.4 = fadd double %.239.6.i55.4, %.236.7.i59.4
  %scevgep358 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep359 = getelementptr double, double* %scevgep358, i64 -23
  %.236.i30.5 = load double, double* %scevgep359, align 8, !noalias !11
  %.239.i31.5 = fadd double %.239.7.i60.4, %.236.i30.5
  %scevgep360 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep361 = getelementptr double, double* %scevgep360, i64 -22
  %.236.1.i34.5 = load double, double* %scevgep361, align 8, !noalias !11
  %.239.1.i35.5 = fadd double %.239.i31.5, %.236.1.i34.5
  %scevgep362 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep363 = getelementptr double, double* %scevgep362, i64 -21
  %.236.2.i38.5 = load double, double* %scevgep363, align 8, !noalias !11
  %.239.2.i39.5 = fadd double %.239.1.i35.5, %.236.2.i38.5
  %scevgep364 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -20
  %.236.3.i42.5 = load double, double* %scevgep365, align 8, !noalias !11
  %.239.3.i43.5 = fadd double %.239.2.i39.5, %.236.3.i42.5
  %scevgep366 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep367 = getelementptr double, double* %scevgep366, i64 -19
  %.236.4.i46.5 = load double, double* %scevgep367, align 8, !noalias !11
  %.239.4.i47.5 = fadd double %.239.3.i43.5, %.236.4.i46.5
  %scevgep368 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep369 = getelementptr double, double* %scevgep368, i64 -18
  %.236.5.i50.5 = load double, double* %scevgep369, align 8, !noalias !11
  %.239.5.i51.5 = fadd double %.239.4.i47.5, %.236.5.i50.5
  %scevgep370 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -17
  %.236.6.i54.5 = load double, double* %scevgep371, align 8, !noalias !11
  %.239.6.i55.5 = fadd double %.239.5.i51.5, %.236.6.i54.5
  %scevgep372 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep373 = getelementptr double, double* %scevgep372, i64 -16
  %.236.7.i59.5 = load double, double* %scevgep373, align 8, !noalias !11
  %.239.7.i60.5 = fadd double %.239.6.i55.5, %.236.7.i59.5
  %scevgep342 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -15
  %.236.i30.6 = load double, double* %scevgep343, align 8, !noalias !11
  %.239.i31.6 = fadd double %.239.7.i60.5, %.236.i30.6
  %scevgep344 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -14
  %.236.1.i34.6 = load double, double* %scevgep345, align 8, !noalias !11
  %.239.1.i35.6 = fadd double %.239.i31.6, %.236.1.i34.6
  %scevgep346 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -13
  %.236.2.i38.6 = load double, double* %scevgep347, align 8, !noalias !11
  %.239.2.i39.6 = fadd double %.239.1.i35.6, %.236.2.i38.6
  %scevgep348 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -12
  %.236.3.i42.6 = load double, double* %scevgep349, align 8, !noalias !11
  %.239.3.i43.6 = fadd double %.239.2.i39.6, %.236.3.i42.6
  %scevgep350 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -11
  %.236.4.i46.6 = load double, double* %scevgep351, align 8, !noalias !11
  %.239.4.i47.6 = fadd double %.239.3.i43.6, %.236.4.i46.6
  %scevgep352 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -10
  %.236.5.i50.6 = load double, double* %scevgep353, align 8, !noalias !11
  %.239.5.i51.6 = fadd double %.239.4.i47.6, %.236.5.i50.6
  %scevgep354 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep355 = getelementptr double, double* %scevgep354, i64 -9
  %.236.6.i54.6 = load double, double* %scevgep355, align 8, !noalias !11
  %.239.6.i55.6 = fadd double %.239.5.i51.6, %.236.6.i54.6
  %scevgep356 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep357 = getelementptr double, double* %scevgep356, i64 -8
  %.236.7.i59.6 = load double, double* %scevgep357, align 8, !noalias !11
  %.239.7.i60.6 = fadd double %.239.6.i55.6, %.236.7.i59.6
  %scevgep438 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -7
  %.236.i30.7 = load double, double* %scevgep439, align 8, !noalias !11
  %.239.i31.7 = fadd double %.239.7.i60.6, %.236.i30.7
  %scevgep440 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -6
  %.236.1.i34.7 = load double, double* %scevgep441, align 8, !noalias !11
  %.239.1.i35.7 = fadd double %.239.i31.7, %.236.1.i34.7
  %scevgep442 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -5
  %.236.2.i38.7 = load double, double* %scevgep443, align 8, !noalias !11
  %.239.2.i39.7 = fadd double %.239.1.i35.7, %.236.2.i38.7
  %scevgep444 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -4
  %.236.3.i42.7 = load double, double* %scevgep445, align 8, !noalias !11
  %.239.3.i43.7 = fadd double %.239.2.i39.7, %.236.3.i42.7
  %scevgep446 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -3
  %.236.4.i46.7 = load double, double* %scevgep447, align 8, !noalias !11
  %.239.4.i47.7 = fadd double %.239.3.i43.7, %.236.4.i46.7
  %scevgep448 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -2
  %.236.5.i50.7 = load double, double* %scevgep449, align 8, !noalias !11
  %.239.5.i51.7 = fadd double %.239.4.i47.7, %.236.5.i50.7
  %scevgep450 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -1
  %.236.6.i54.7 = load double, double* %scevgep451, align 8, !noalias !11
  %.239.6.i55.7 = fadd double %.239.5.i51.7, %.236.6.i54.7
  %.182.7.i56.7 = add i64 %.70.05.i28, 64
  %scevgep452 = getelementptr double, double* %scevgep341, i64 %.70.05.i28
  %.236.7.i59.7 = load double, double* %scevgep452, align 8, !noalias !11
  %.239.7.i60.7 = fadd double %.239.6.i55.7, %.236.7.i59.7
  %lsr.iv.next470 = add i64 %lsr.iv469, -8
  %niter133.ncmp.7 = icmp eq i64 %lsr.iv.next470, 0
  br i1 %niter133.ncmp.7, label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, label %B50.endif.i62, !prof !0

for.end.endif.endif.endif.endif:                  ; preds = %B50.endif.epil.i25, %for.end, %common.ret.loopexit.unr-lcssa.i15
  %c.2.0.lcssa.i26 = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i11, %common.ret.loopexit.unr-lcssa.i15 ], [ %.239.epil.i22, %B50.endif.epil.i25 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i66 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !17
  %.8.i.i67 = icmp eq i8* %.7.i.i66, null
  br i1 %.8.i.i67, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140173400288128, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %38 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i64 = getelementptr i8, i8* %.7.i.i66, i64 24
  %39 = bitcast i8* %.5.i64 to double**
  %.6.i65103 = load double*, double** %39, align 8
  br i1 %38, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %40 = add i64 %arg.x.5.0, -1
  %xtraiter123 = and i64 %arg.x.5.0, 7
  %41 = icmp ult i64 %40, 7
  br i1 %41, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter126 = and i64 %arg.x.5.0, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.198 = phi i64 [ 0, %for.body.1.preheader.new ], [ %66, %for.body.1 ]
  %.340.097 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select120.7, %for.body.1 ]
  %42 = icmp eq i64 %arg.x.5.0, 1
  %spec.select120 = select i1 %42, i64 %.340.097, i64 %loop.index.198
  %.353 = getelementptr double, double* %arg.x.4, i64 %spec.select120
  %.354 = load double, double* %.353, align 8
  %.5.i1 = fmul double %.354, %.354
  %sunkaddr515 = mul i64 %loop.index.198, 8
  %43 = bitcast double* %.6.i65103 to i8*
  %sunkaddr516 = getelementptr i8, i8* %43, i64 %sunkaddr515
  %44 = bitcast i8* %sunkaddr516 to double*
  store double %.5.i1, double* %44, align 8
  %45 = add i64 %loop.index.198, 1
  %spec.select120.1 = select i1 %42, i64 %.340.097, i64 %45
  %.353.1 = getelementptr double, double* %arg.x.4, i64 %spec.select120.1
  %.354.1 = load double, double* %.353.1, align 8
  %.5.i1.1 = fmul double %.354.1, %.354.1
  %sunkaddr517 = mul i64 %loop.index.198, 8
  %46 = bitcast double* %.6.i65103 to i8*
  %sunkaddr518 = getelementptr i8, i8* %46, i64 %sunkaddr517
  %sunkaddr519 = getelementptr i8, i8* %sunkaddr518, i64 8
  %47 = bitcast i8* %sunkaddr519 to double*
  store double %.5.i1.1, double* %47, align 8
  %48 = add i64 %45, 1
  %spec.select120.2 = select i1 %42, i64 %.340.097, i64 %48
  %.353.2 = getelementptr double, double* %arg.x.4, i64 %spec.select120.2
  %.354.2 = load double, double* %.353.2, align 8
  %.5.i1.2 = fmul double %.354.2, %.354.2
  %sunkaddr520 = mul i64 %loop.index.198, 8
  %49 = bitcast double* %.6.i65103 to i8*
  %sunkaddr521 = getelementptr i8, i8* %49, i64 %sunkaddr520
  %sunkaddr522 = getelementptr i8, i8* %sunkaddr521, i64 16
  %50 = bitcast i8* %sunkaddr522 to double*
  store double %.5.i1.2, double* %50, align 8
  %51 = add i64 %48, 1
  %spec.select120.3 = select i1 %42, i64 %.340.097, i64 %51
  %.353.3 = getelementptr double, double* %arg.x.4, i64 %spec.select120.3
  %.354.3 = load double, double* %.353.3, align 8
  %.5.i1.3 = fmul double %.354.3, %.354.3
  %sunkaddr523 = mul i64 %loop.index.198, 8
  %52 = bitcast double* %.6.i65103 to i8*
  %sunkaddr524 = getelementptr i8, i8* %52, i64 %sunkaddr523
  %sunkaddr525 = getelementptr i8, i8* %sunkaddr524, i64 24
  %53 = bitcast i8* %sunkaddr525 to double*
  store double %.5.i1.3, double* %53, align 8
  %54 = add i64 %51, 1
  %spec.select120.4 = select i1 %42, i64 %.340.097, i64 %54
  %.353.4 = getelementptr double, double* %arg.x.4, i64 %spec.select120.4
  %.354.4 = load double, double* %.353.4, align 8
  %.5.i1.4 = fmul double %.354.4, %.354.4
  %sunkaddr526 = mul i64 %loop.index.198, 8
  %55 = bitcast double* %.6.i65103 to i8*
  %sunkaddr527 = getelementptr i8, i8* %55, i64 %sunkaddr526
  %sunkaddr528 = getelementptr i8, i8* %sunkaddr527, i64 32
  %56 = bitcast i8* %sunkaddr528 to double*
  store double %.5.i1.4, double* %56, align 8
  %57 = add i64 %54, 1
  %spec.select120.5 = select i1 %42, i64 %.340.097, i64 %57
  %.353.5 = getelementptr double, double* %arg.x.4, i64 %spec.select120.5
  %.354.5 = load double, double* %.353.5, align 8
  %.5.i1.5 = fmul double %.354.5, %.354.5
  %sunkaddr529 = mul i64 %loop.index.198, 8
  %58 = bitcast double* %.6.i65103 to i8*
  %sunkaddr530 = getelementptr i8, i8* %58, i64 %sunkaddr529
  %sunkaddr531 = getelementptr i8, i8* %sunkaddr530, i64 40
  %59 = bitcast i8* %sunkaddr531 to double*
  store double %.5.i1.5, double* %59, align 8
  %60 = add i64 %57, 1
  %spec.select120.6 = select i1 %42, i64 %.340.097, i64 %60
  %.353.6 = getelementptr double, double* %arg.x.4, i64 %spec.select120.6
  %.354.6 = load double, double* %.353.6, align 8
  %.5.i1.6 = fmul double %.354.6, %.354.6
  %sunkaddr532 = mul i64 %loop.index.198, 8
  %61 = bitcast double* %.6.i65103 to i8*
  %sunkaddr533 = getelementptr i8, i8* %61, i64 %sunkaddr532
  %sunkaddr534 = getelementptr i8, i8* %sunkaddr533, i64 48
  %62 = bitcast i8* %sunkaddr534 to double*
  store double %.5.i1.6, double* %62, align 8
  %63 = add i64 %60, 1
  %spec.select120.7 = select i1 %42, i64 %.340.097, i64 %63
  %.353.7 = getelementptr double, double* %arg.x.4, i64 %spec.select120.7
  %.354.7 = load double, double* %.353.7, align 8
  %.5.i1.7 = fmul double %.354.7, %.354.7
  %sunkaddr535 = mul i64 %loop.index.198, 8
  %64 = bitcast double* %.6.i65103 to i8*
  %sunkaddr536 = getelementptr i8, i8* %64, i64 %sunkaddr535
  %sunkaddr537 = getelementptr i8, i8* %sunkaddr536, i64 56
  %65 = bitcast i8* %sunkaddr537 to double*
  store double %.5.i1.7, double* %65, align 8
  %.383.7 = add nuw i64 %loop.index.198, 8
  %66 = add i64 %63, 1
  %niter127.ncmp.7 = icmp eq i64 %66, %unroll_iter126
  br i1 %niter127.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.198.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.383.7, %for.body.1 ]
  %.340.097.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select120.7, %for.body.1 ]
  %lcmp.mod125.not = icmp eq i64 %xtraiter123, 0
  br i1 %lcmp.mod125.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv295 = phi i64 [ %xtraiter123, %for.body.1.epil.preheader ], [ %lsr.iv.next296, %for.body.1.epil ]
  %loop.index.198.epil = phi i64 [ %.383.epil, %for.body.1.epil ], [ %loop.index.198.unr, %for.body.1.epil.preheader ]
  %.340.097.epil = phi i64 [ %spec.select120.epil, %for.body.1.epil ], [ %.340.097.unr, %for.body.1.epil.preheader ]
  %67 = icmp eq i64 %arg.x.5.0, 1
  %spec.select120.epil = select i1 %67, i64 %.340.097.epil, i64 %loop.index.198.epil
  %.353.epil = getelementptr double, double* %arg.x.4, i64 %spec.select120.epil
  %.354.epil = load double, double* %.353.epil, align 8
  %.5.i1.epil = fmul double %.354.epil, %.354.epil
  %scevgep294 = getelementptr double, double* %.6.i65103, i64 %loop.index.198.epil
  store double %.5.i1.epil, double* %scevgep294, align 8
  %.383.epil = add nuw nsw i64 %loop.index.198.epil, 1
  %lsr.iv.next296 = add nsw i64 %lsr.iv295, -1
  %epil.iter124.cmp.not = icmp eq i64 %lsr.iv.next296, 0
  br i1 %epil.iter124.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !24

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif
  %68 = icmp eq i64 %arg.x.5.0, 0
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %68, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1)
  %69 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %70 = icmp ult i64 %69, 7
  br i1 %70, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const492 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const492
  %71 = add nsw i64 %unroll_iter.i, -8
  %72 = lshr exact i64 %71, 3
  %73 = add nuw nsw i64 %72, 1
  %xtraiter = and i64 %73, 7
  %74 = icmp ult i64 %71, 56
  br i1 %74, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const490 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %73, %const490
  %scevgep164 = getelementptr double, double* %.6.i65103, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %75 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep140 = getelementptr double, double* %.6.i65103, i64 %75
  %76 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %77 = bitcast double* %scevgep140 to i8*
  %uglygep161 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep161162 = bitcast i8* %uglygep161 to double*
  %scevgep163 = getelementptr double, double* %uglygep161162, i64 -7
  %.236.i.epil = load double, double* %scevgep163, align 8, !noalias !25
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep158 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep158159 = bitcast i8* %uglygep158 to double*
  %scevgep160 = getelementptr double, double* %uglygep158159, i64 -6
  %.236.1.i.epil = load double, double* %scevgep160, align 8, !noalias !25
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep155 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep155156 = bitcast i8* %uglygep155 to double*
  %scevgep157 = getelementptr double, double* %uglygep155156, i64 -5
  %.236.2.i.epil = load double, double* %scevgep157, align 8, !noalias !25
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep152 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep152153 = bitcast i8* %uglygep152 to double*
  %scevgep154 = getelementptr double, double* %uglygep152153, i64 -4
  %.236.3.i.epil = load double, double* %scevgep154, align 8, !noalias !25
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep149 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep149150 = bitcast i8* %uglygep149 to double*
  %scevgep151 = getelementptr double, double* %uglygep149150, i64 -3
  %.236.4.i.epil = load double, double* %scevgep151, align 8, !noalias !25
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep146 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep146147 = bitcast i8* %uglygep146 to double*
  %scevgep148 = getelementptr double, double* %uglygep146147, i64 -2
  %.236.5.i.epil = load double, double* %scevgep148, align 8, !noalias !25
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep143 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep143144 = bitcast i8* %uglygep143 to double*
  %scevgep145 = getelementptr double, double* %uglygep143144, i64 -1
  %.236.6.i.epil = load double, double* %scevgep145, align 8, !noalias !25
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep142 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep142, align 8, !noalias !25
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %76, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !14, !llvm.loop !28

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i65103, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !25
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !14, !llvm.loop !16

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv292 = phi i64 [ %lsr.iv.next293, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep290 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -63
  %.236.i = load double, double* %scevgep291, align 8, !noalias !25
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep288 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -62
  %.236.1.i = load double, double* %scevgep289, align 8, !noalias !25
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep286 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -61
  %.236.2.i = load double, double* %scevgep287, align 8, !noalias !25
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep284 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -60
  %.236.3.i = load double, double* %scevgep285, align 8, !noalias !25
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep282 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -59
  %.236.4.i = load double, double* %scevgep283, align 8, !noalias !25
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep280 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -58
  %.236.5.i = load double, double* %scevgep281, align 8, !noalias !25
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep278 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -57
  %.236.6.i = load double, double* %scevgep279, align 8, !noalias !25
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep276 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -56
  %.236.7.i = load double, double* %scevgep277, align 8, !noalias !25
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep245 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -55
  %.236.i.1 = load double, double* %scevgep246, align 8, !noalias !25
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep247 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -54
  %.236.1.i.1 = load double, double* %scevgep248, align 8, !noalias !25
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep249 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -53
  %.236.2.i.1 = load double, double* %scevgep250, align 8, !noalias !25
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep251 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -52
  %.236.3.i.1 = load double, double* %scevgep252, align 8, !noalias !25
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep253 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -51
  %.236.4.i.1 = load double, double* %scevgep254, align 8, !noalias !25
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep255 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -50
  %.236.5.i.1 = load double, double* %scevgep256, align 8, !noalias !25
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep257 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep258 = getelementptr double, double* %scevgep257, i64 -49
  %.236.6.i.1 = load double, double* %scevgep258, align 8, !noalias !25
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep259 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -48
  %.236.7.i.1 = load double, double* %scevgep260, align 8, !noalias !25
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep229 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -47
  %.236.i.2 = load double, double* %scevgep230, align 8, !noalias !25
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep231 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -46
  %.236.1.i.2 = load double, double* %scevgep232, align 8, !noalias !25
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep233 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -45
  %.236.2.i.2 = load double, double* %scevgep234, align 8, !noalias !25
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep235 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -44
  %.236.3.i.2 = load double, double* %scevgep236, align 8, !noalias !25
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep237 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -43
  %.236.4.i.2 = load double, double* %scevgep238, align 8, !noalias !25
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep239 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -42
  %.236.5.i.2 = load double, double* %scevgep240, align 8, !noalias !25
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep241 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -41
  %.236.6.i.2 = load double, double* %scevgep242, align 8, !noalias !25
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep243 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -40
  %.236.7.i.2 = load double, double* %scevgep244, align 8, !noalias !25
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep213 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -39
  %.236.i.3 = load double, double* %scevgep214, align 8, !noalias !25
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep215 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -38
  %.236.1.i.3 = load double, double* %scevgep216, align 8, !noalias !25
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep217 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -37
  %.236.2.i.3 = load double, double* %scevgep218, align 8, !noalias !25
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep219 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -36
  %.236.3.i.3 = load double, double* %scevgep220, align 8, !noalias !25
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep221 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -35
  %.236.4.i.3 = load double, double* %scevgep222, align 8, !noalias !25
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep223 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -34
  %.236.5.i.3 = load double, double* %scevgep224, align 8, !noalias !25
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep225 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -33
  %.236.6.i.3 = load double, double* %scevgep226, align 8, !noalias !25
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep227 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -32
  %.236.7.i.3 = load double, double* %scevgep228, align 8, !noalias !25
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep197 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -31
  %.236.i.4 = load double, double* %scevgep198, align 8, !noalias !25
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep199 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -30
  %.236.1.i.4 = load double, double* %scevgep200, align 8, !noalias !25
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep201 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -29
  %.236.2.i.4 = load double, double* %scevgep202, align 8, !noalias !25
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep203 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -28
  %.236.3.i.4 = load double, double* %scevgep204, align 8, !noalias !25
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep205 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -27
  %.236.4.i.4 = load double, double* %scevgep206, align 8, !noalias !25
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep207 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -26
  %.236.5.i.4 = load double, double* %scevgep208, align 8, !noalias !25
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep209 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -25
  %.236.6.i.4 = load double, double* %scevgep210, align 8, !noalias !25
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep211 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -24
  %.236.7.i.4 = load double, double* %scevgep212, align 8, !noalias !25
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep181 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -23
  %.236.i.5 = load double, double* %scevgep182, align 8, !noalias !25
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep183 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -22
  %.236.1.i.5 = load double, double* %scevgep184, align 8, !noalias !25
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep185 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -21
  %.236.2.i.5 = load double, double* %scevgep186, align 8, !noalias !25
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep187 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -20
  %.236.3.i.5 = load double, double* %scevgep188, align 8, !noalias !25
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep189 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -19
  %.236.4.i.5 = load double, double* %scevgep190, align 8, !noalias !25
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep191 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -18
  %.236.5.i.5 = load double, double* %scevgep192, align 8, !noalias !25
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep193 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -17
  %.236.6.i.5 = load double, double* %scevgep194, align 8, !noalias !25
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep195 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -16
  %.236.7.i.5 = load double, double* %scevgep196, align 8, !noalias !25
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep165 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -15
  %.236.i.6 = load double, double* %scevgep166, align 8, !noalias !25
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep167 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -14
  %.236.1.i.6 = load double, double* %scevgep168, align 8, !noalias !25
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep169 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -13
  %.236.2.i.6 = load double, double* %scevgep170, align 8, !noalias !25
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep171 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -12
  %.236.3.i.6 = load double, double* %scevgep172, align 8, !noalias !25
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep173 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -11
  %.236.4.i.6 = load double, double* %scevgep174, align 8, !noalias !25
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep175 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -10
  %.236.5.i.6 = load double, double* %scevgep176, align 8, !noalias !25
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep177 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -9
  %.236.6.i.6 = load double, double* %scevgep178, align 8, !noalias !25
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep179 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -8
  %.236.7.i.6 = load double, double* %scevgep180, align 8, !noalias !25
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep261 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -7
  %.236.i.7 = load double, double* %scevgep262, align 8, !noalias !25
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep263 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -6
  %.236.1.i.7 = load double, double* %scevgep264, align 8, !noalias !25
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep265 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep266 = getelementptr double, double* %scevgep265, i64 -5
  %.236.2.i.7 = load double, double* %scevgep266, align 8, !noalias !25
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep267 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep268 = getelementptr double, double* %scevgep267, i64 -4
  %.236.3.i.7 = load double, double* %scevgep268, align 8, !noalias !25
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep269 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -3
  %.236.4.i.7 = load double, double* %scevgep270, align 8, !noalias !25
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep271 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep272 = getelementptr double, double* %scevgep271, i64 -2
  %.236.5.i.7 = load double, double* %scevgep272, align 8, !noalias !25
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep273 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -1
  %.236.6.i.7 = load double, double* %scevgep274, align 8, !noalias !25
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep275 = getelementptr double, double* %scevgep164, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep275, align 8, !noalias !25
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next293 = add i64 %lsr.iv292, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next293, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i66)
  %retptr.repack538 = bitcast [2 x double]* %retptr to double*
  store double %c.2.0.lcssa.i26, double* %retptr.repack538, align 8
  %retptr.repack104 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double %c.2.0.lcssa.i, double* %retptr.repack104, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.sum_and_sumsq, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca [2 x double], align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast [2 x double]* %.43 to double*
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  %9 = bitcast [2 x double]* %.43 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %.49 = call i32 @_ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59.fca.0.load = load double, double* %3, align 8
  %10 = bitcast [2 x double]* %.43 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %10, i64 8
  %11 = bitcast i8* %sunkaddr5 to double*
  %.59.fca.1.load = load double, double* %11, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %12 = icmp sgt i32 %.49, 0
  br i1 %12, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.67 = call i8* @PyTuple_New(i64 2)
  %.69 = call i8* @PyFloat_FromDouble(double %.59.fca.0.load)
  %.70 = call i32 @PyTuple_SetItem(i8* %.67, i64 0, i8* %.69)
  %.72 = call i8* @PyFloat_FromDouble(double %.59.fca.1.load)
  %.73 = call i32 @PyTuple_SetItem(i8* %.67, i64 1, i8* %.72)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.78 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 4
  %.80 = icmp sgt i32 %.79, 0
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 0
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 1
  br i1 %.80, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.86 = sext i32 %.85 to i64
  %.87 = call i8* @PyBytes_FromStringAndSize(i8* %.83, i64 %.86)
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.91 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 3
  %.92 = bitcast i8* %.91 to i8* (i8*)*
  %.93 = call i8* %.92(i8* %.89)
  %.94 = icmp eq i8* %.93, null
  br i1 %.94, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.107 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 2
  %.108 = call i8* @numba_unpickle(i8* %.83, i32 %.85, i8* %.107)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.110 = phi i8* [ %.98, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.108, %entry.endif.endif.endif.endif.endif.if.else ]
  %.111.not = icmp eq i8* %.110, null
  br i1 %.111.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.98 = call i8* @numba_runtime_build_excinfo_struct(i8* %.87, i8* nonnull %.93)
  %.99 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.110)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyTuple_New(i64) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare i32 @PyTuple_SetItem(i8*, i64, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define [2 x double] @cfunc._ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca [2 x double], align 8
  %.fca.0.gep1 = bitcast [2 x double]* %.3 to double*
  %.fca.1.gep = getelementptr inbounds [2 x double], [2 x double]* %.3, i64 0, i64 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast [2 x double]* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19.fca.0.load = load double, double* %.fca.0.gep1, align 8
  %.19.fca.0.insert = insertvalue [2 x double] poison, double %.19.fca.0.load, 0
  %.19.fca.1.load = load double, double* %.fca.1.gep, align 8
  %.19.fca.1.insert = insertvalue [2 x double] %.19.fca.0.insert, double %.19.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !29

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi [2 x double] [ zeroinitializer, %entry.if.if.if.if ], [ %.19.fca.1.insert, %.24 ], [ %.19.fca.1.insert, %entry ]
  ret [2 x double] %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f7ca9bce790>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!14 = !{!"branch_weights", i32 1, i32 7}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !20, !21, !23}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !10}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!28 = distinct !{!28, !10}
!29 = !{!"branch_weights", i32 99, i32 1}
