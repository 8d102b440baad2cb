; ModuleID = 'moments_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139691915582848 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139691915582848.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139691915582848 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139691915582848, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139691915582848.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.moments_f32 = internal constant [12 x i8] c"moments_f32\00"
@_ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f0c8f00dc10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f0c8f00dc10>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f0c8f0b0250B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139691918580224 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139691918580224.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139691918580224 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139691918580224, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139691918580224.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f0c8f0b1f90B3v14B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE([2 x float]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, float* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 4)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %for.end.1.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139691915582848, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139691918580224, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to float**
  %.6.i102 = load float*, float** %0, align 8
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
  %.155 = getelementptr float, float* %arg.x.4, i64 %spec.select
  %.156 = load float, float* %.155, align 4
  %.5.i71 = fmul float %.156, %.156
  %sunkaddr = mul i64 %loop.index101, 4
  %4 = bitcast float* %.6.i102 to i8*
  %sunkaddr493 = getelementptr i8, i8* %4, i64 %sunkaddr
  %5 = bitcast i8* %sunkaddr493 to float*
  store float %.5.i71, float* %5, align 4
  %6 = add i64 %loop.index101, 1
  %spec.select.1 = select i1 %3, i64 %.142.0100, i64 %6
  %.155.1 = getelementptr float, float* %arg.x.4, i64 %spec.select.1
  %.156.1 = load float, float* %.155.1, align 4
  %.5.i71.1 = fmul float %.156.1, %.156.1
  %sunkaddr494 = mul i64 %loop.index101, 4
  %7 = bitcast float* %.6.i102 to i8*
  %sunkaddr495 = getelementptr i8, i8* %7, i64 %sunkaddr494
  %sunkaddr496 = getelementptr i8, i8* %sunkaddr495, i64 4
  %8 = bitcast i8* %sunkaddr496 to float*
  store float %.5.i71.1, float* %8, align 4
  %9 = add i64 %6, 1
  %spec.select.2 = select i1 %3, i64 %.142.0100, i64 %9
  %.155.2 = getelementptr float, float* %arg.x.4, i64 %spec.select.2
  %.156.2 = load float, float* %.155.2, align 4
  %.5.i71.2 = fmul float %.156.2, %.156.2
  %sunkaddr497 = mul i64 %loop.index101, 4
  %10 = bitcast float* %.6.i102 to i8*
  %sunkaddr498 = getelementptr i8, i8* %10, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, i8* %sunkaddr498, i64 8
  %11 = bitcast i8* %sunkaddr499 to float*
  store float %.5.i71.2, float* %11, align 4
  %12 = add i64 %9, 1
  %spec.select.3 = select i1 %3, i64 %.142.0100, i64 %12
  %.155.3 = getelementptr float, float* %arg.x.4, i64 %spec.select.3
  %.156.3 = load float, float* %.155.3, align 4
  %.5.i71.3 = fmul float %.156.3, %.156.3
  %sunkaddr500 = mul i64 %loop.index101, 4
  %13 = bitcast float* %.6.i102 to i8*
  %sunkaddr501 = getelementptr i8, i8* %13, i64 %sunkaddr500
  %sunkaddr502 = getelementptr i8, i8* %sunkaddr501, i64 12
  %14 = bitcast i8* %sunkaddr502 to float*
  store float %.5.i71.3, float* %14, align 4
  %15 = add i64 %12, 1
  %spec.select.4 = select i1 %3, i64 %.142.0100, i64 %15
  %.155.4 = getelementptr float, float* %arg.x.4, i64 %spec.select.4
  %.156.4 = load float, float* %.155.4, align 4
  %.5.i71.4 = fmul float %.156.4, %.156.4
  %sunkaddr503 = mul i64 %loop.index101, 4
  %16 = bitcast float* %.6.i102 to i8*
  %sunkaddr504 = getelementptr i8, i8* %16, i64 %sunkaddr503
  %sunkaddr505 = getelementptr i8, i8* %sunkaddr504, i64 16
  %17 = bitcast i8* %sunkaddr505 to float*
  store float %.5.i71.4, float* %17, align 4
  %18 = add i64 %15, 1
  %spec.select.5 = select i1 %3, i64 %.142.0100, i64 %18
  %.155.5 = getelementptr float, float* %arg.x.4, i64 %spec.select.5
  %.156.5 = load float, float* %.155.5, align 4
  %.5.i71.5 = fmul float %.156.5, %.156.5
  %sunkaddr506 = mul i64 %loop.index101, 4
  %19 = bitcast float* %.6.i102 to i8*
  %sunkaddr507 = getelementptr i8, i8* %19, i64 %sunkaddr506
  %sunkaddr508 = getelementptr i8, i8* %sunkaddr507, i64 20
  %20 = bitcast i8* %sunkaddr508 to float*
  store float %.5.i71.5, float* %20, align 4
  %21 = add i64 %18, 1
  %spec.select.6 = select i1 %3, i64 %.142.0100, i64 %21
  %.155.6 = getelementptr float, float* %arg.x.4, i64 %spec.select.6
  %.156.6 = load float, float* %.155.6, align 4
  %.5.i71.6 = fmul float %.156.6, %.156.6
  %sunkaddr509 = mul i64 %loop.index101, 4
  %22 = bitcast float* %.6.i102 to i8*
  %sunkaddr510 = getelementptr i8, i8* %22, i64 %sunkaddr509
  %sunkaddr511 = getelementptr i8, i8* %sunkaddr510, i64 24
  %23 = bitcast i8* %sunkaddr511 to float*
  store float %.5.i71.6, float* %23, align 4
  %24 = add i64 %21, 1
  %spec.select.7 = select i1 %3, i64 %.142.0100, i64 %24
  %.155.7 = getelementptr float, float* %arg.x.4, i64 %spec.select.7
  %.156.7 = load float, float* %.155.7, align 4
  %.5.i71.7 = fmul float %.156.7, %.156.7
  %sunkaddr512 = mul i64 %loop.index101, 4
  %25 = bitcast float* %.6.i102 to i8*
  %sunkaddr513 = getelementptr i8, i8* %25, i64 %sunkaddr512
  %sunkaddr514 = getelementptr i8, i8* %sunkaddr513, i64 28
  %26 = bitcast i8* %sunkaddr514 to float*
  store float %.5.i71.7, float* %26, align 4
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
  %.155.epil = getelementptr float, float* %arg.x.4, i64 %spec.select.epil
  %.156.epil = load float, float* %.155.epil, align 4
  %.5.i71.epil = fmul float %.156.epil, %.156.epil
  %scevgep471 = getelementptr float, float* %.6.i102, i64 %loop.index101.epil
  store float %.5.i71.epil, float* %scevgep471, align 4
  %.185.epil = add nuw nsw i64 %loop.index101.epil, 1
  %lsr.iv.next473 = add nsw i64 %lsr.iv472, -1
  %epil.iter135.cmp.not = icmp eq i64 %lsr.iv.next473, 0
  br i1 %epil.iter135.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif
  %.68.i3 = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i3, label %for.end.endif.endif.endif.endif, label %B50.endif.preheader.i7, !prof !0

B50.endif.preheader.i7:                           ; preds = %for.end
  %smax.i5 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1)
  %29 = add nsw i64 %smax.i5, -1
  %xtraiter.i6 = and i64 %smax.i5, 7
  %30 = icmp ult i64 %29, 7
  br i1 %30, label %common.ret.loopexit.unr-lcssa.i14, label %B50.endif.preheader.new.i9

B50.endif.preheader.new.i9:                       ; preds = %B50.endif.preheader.i7
  %const491 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i8 = and i64 %smax.i5, %const491
  %31 = add nsw i64 %unroll_iter.i8, -8
  %32 = lshr exact i64 %31, 3
  %33 = add nuw nsw i64 %32, 1
  %xtraiter128 = and i64 %33, 7
  %34 = icmp ult i64 %31, 56
  br i1 %34, label %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa, label %B50.endif.preheader.new.i9.new

B50.endif.preheader.new.i9.new:                   ; preds = %B50.endif.preheader.new.i9
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter132 = and i64 %33, %const
  %scevgep341 = getelementptr float, float* %.6.i102, i64 63
  br label %B50.endif.i61

common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa: ; preds = %B50.endif.i61, %B50.endif.preheader.new.i9
  %.239.7.i59.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i9 ], [ %.239.7.i59.7, %B50.endif.i61 ]
  %c.2.06.i26.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i9 ], [ %.239.7.i59.7, %B50.endif.i61 ]
  %.70.05.i27.unr = phi i64 [ 0, %B50.endif.preheader.new.i9 ], [ %.182.7.i55.7, %B50.endif.i61 ]
  %lcmp.mod130.not = icmp eq i64 %xtraiter128, 0
  br i1 %lcmp.mod130.not, label %common.ret.loopexit.unr-lcssa.i14, label %B50.endif.i61.epil.preheader

B50.endif.i61.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa
  %35 = add nuw nsw i64 %.70.05.i27.unr, 7
  %scevgep314 = getelementptr float, float* %.6.i102, i64 %35
  %36 = shl nuw nsw i64 %xtraiter128, 5
  br label %B50.endif.i61.epil

B50.endif.i61.epil:                               ; preds = %B50.endif.i61.epil.preheader, %B50.endif.i61.epil
  %lsr.iv315 = phi i64 [ 0, %B50.endif.i61.epil.preheader ], [ %lsr.iv.next316, %B50.endif.i61.epil ]
  %c.2.06.i26.epil = phi float [ %.239.7.i59.epil, %B50.endif.i61.epil ], [ %c.2.06.i26.unr, %B50.endif.i61.epil.preheader ]
  %37 = bitcast float* %scevgep314 to i8*
  %uglygep338 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep338339 = bitcast i8* %uglygep338 to float*
  %scevgep340 = getelementptr float, float* %uglygep338339, i64 -7
  %.236.i29.epil = load float, float* %scevgep340, align 4, !noalias !11
  %.239.i30.epil = fadd float %c.2.06.i26.epil, %.236.i29.epil
  %uglygep335 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep335336 = bitcast i8* %uglygep335 to float*
  %scevgep337 = getelementptr float, float* %uglygep335336, i64 -6
  %.236.1.i33.epil = load float, float* %scevgep337, align 4, !noalias !11
  %.239.1.i34.epil = fadd float %.239.i30.epil, %.236.1.i33.epil
  %uglygep332 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep332333 = bitcast i8* %uglygep332 to float*
  %scevgep334 = getelementptr float, float* %uglygep332333, i64 -5
  %.236.2.i37.epil = load float, float* %scevgep334, align 4, !noalias !11
  %.239.2.i38.epil = fadd float %.239.1.i34.epil, %.236.2.i37.epil
  %uglygep329 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep329330 = bitcast i8* %uglygep329 to float*
  %scevgep331 = getelementptr float, float* %uglygep329330, i64 -4
  %.236.3.i41.epil = load float, float* %scevgep331, align 4, !noalias !11
  %.239.3.i42.epil = fadd float %.239.2.i38.epil, %.236.3.i41.epil
  %uglygep326 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep326327 = bitcast i8* %uglygep326 to float*
  %scevgep328 = getelementptr float, float* %uglygep326327, i64 -3
  %.236.4.i45.epil = load float, float* %scevgep328, align 4, !noalias !11
  %.239.4.i46.epil = fadd float %.239.3.i42.epil, %.236.4.i45.epil
  %uglygep323 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep323324 = bitcast i8* %uglygep323 to float*
  %scevgep325 = getelementptr float, float* %uglygep323324, i64 -2
  %.236.5.i49.epil = load float, float* %scevgep325, align 4, !noalias !11
  %.239.5.i50.epil = fadd float %.239.4.i46.epil, %.236.5.i49.epil
  %uglygep320 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep320321 = bitcast i8* %uglygep320 to float*
  %scevgep322 = getelementptr float, float* %uglygep320321, i64 -1
  %.236.6.i53.epil = load float, float* %scevgep322, align 4, !noalias !11
  %.239.6.i54.epil = fadd float %.239.5.i50.epil, %.236.6.i53.epil
  %uglygep318 = getelementptr i8, i8* %37, i64 %lsr.iv315
  %uglygep318319 = bitcast i8* %uglygep318 to float*
  %.236.7.i58.epil = load float, float* %uglygep318319, align 4, !noalias !11
  %.239.7.i59.epil = fadd float %.239.6.i54.epil, %.236.7.i58.epil
  %lsr.iv.next316 = add nuw nsw i64 %lsr.iv315, 32
  %epil.iter129.cmp.not = icmp eq i64 %36, %lsr.iv.next316
  br i1 %epil.iter129.cmp.not, label %common.ret.loopexit.unr-lcssa.i14, label %B50.endif.i61.epil, !prof !14, !llvm.loop !15

common.ret.loopexit.unr-lcssa.i14:                ; preds = %B50.endif.i61.epil, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa, %B50.endif.preheader.i7
  %.239.lcssa.ph.i10 = phi float [ undef, %B50.endif.preheader.i7 ], [ %.239.7.i59.lcssa.ph, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa ], [ %.239.7.i59.epil, %B50.endif.i61.epil ]
  %c.2.06.unr.i11 = phi float [ 0.000000e+00, %B50.endif.preheader.i7 ], [ %.239.7.i59.lcssa.ph, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa ], [ %.239.7.i59.epil, %B50.endif.i61.epil ]
  %.70.05.unr.i12 = phi i64 [ 0, %B50.endif.preheader.i7 ], [ %unroll_iter.i8, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa ], [ %unroll_iter.i8, %B50.endif.i61.epil ]
  %lcmp.mod.not.i13 = icmp eq i64 %xtraiter.i6, 0
  br i1 %lcmp.mod.not.i13, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.preheader.i16

B50.endif.epil.preheader.i16:                     ; preds = %common.ret.loopexit.unr-lcssa.i14
  %scevgep.i15 = getelementptr float, float* %.6.i102, i64 %.70.05.unr.i12
  br label %B50.endif.epil.i24

B50.endif.epil.i24:                               ; preds = %B50.endif.epil.i24, %B50.endif.epil.preheader.i16
  %c.2.06.epil.i17 = phi float [ %.239.epil.i21, %B50.endif.epil.i24 ], [ %c.2.06.unr.i11, %B50.endif.epil.preheader.i16 ]
  %epil.iter.i18 = phi i64 [ %epil.iter.next.i22, %B50.endif.epil.i24 ], [ 0, %B50.endif.epil.preheader.i16 ]
  %scevgep313 = getelementptr float, float* %scevgep.i15, i64 %epil.iter.i18
  %.236.epil.i20 = load float, float* %scevgep313, align 4, !noalias !11
  %.239.epil.i21 = fadd float %c.2.06.epil.i17, %.236.epil.i20
  %epil.iter.next.i22 = add nuw nsw i64 %epil.iter.i18, 1
  %epil.iter.cmp.not.i23 = icmp eq i64 %xtraiter.i6, %epil.iter.next.i22
  br i1 %epil.iter.cmp.not.i23, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.i24, !prof !14, !llvm.loop !16

B50.endif.i61:                                    ; preds = %B50.endif.i61, %B50.endif.preheader.new.i9.new
  %lsr.iv469 = phi i64 [ %lsr.iv.next470, %B50.endif.i61 ], [ %unroll_iter132, %B50.endif.preheader.new.i9.new ]
  %c.2.06.i26 = phi float [ 0.000000e+00, %B50.endif.preheader.new.i9.new ], [ %.239.7.i59.7, %B50.endif.i61 ]
  %.70.05.i27 = phi i64 [ 0, %B50.endif.preheader.new.i9.new ], [ %.182.7.i55.7, %B50.endif.i61 ]
  %scevgep467 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep468 = getelementptr float, float* %scevgep467, i64 -63
  %.236.i29 = load float, float* %scevgep468, align 4, !noalias !11
  %.239.i30 = fadd float %c.2.06.i26, %.236.i29
  %scevgep465 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep466 = getelementptr float, float* %scevgep465, i64 -62
  %.236.1.i33 = load float, float* %scevgep466, align 4, !noalias !11
  %.239.1.i34 = fadd float %.239.i30, %.236.1.i33
  %scevgep463 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep464 = getelementptr float, float* %scevgep463, i64 -61
  %.236.2.i37 = load float, float* %scevgep464, align 4, !noalias !11
  %.239.2.i38 = fadd float %.239.1.i34, %.236.2.i37
  %scevgep461 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep462 = getelementptr float, float* %scevgep461, i64 -60
  %.236.3.i41 = load float, float* %scevgep462, align 4, !noalias !11
  %.239.3.i42 = fadd float %.239.2.i38, %.236.3.i41
  %scevgep459 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep460 = getelementptr float, float* %scevgep459, i64 -59
  %.236.4.i45 = load float, float* %scevgep460, align 4, !noalias !11
  %.239.4.i46 = fadd float %.239.3.i42, %.236.4.i45
  %scevgep457 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep458 = getelementptr float, float* %scevgep457, i64 -58
  %.236.5.i49 = load float, float* %scevgep458, align 4, !noalias !11
  %.239.5.i50 = fadd float %.239.4.i46, %.236.5.i49
  %scevgep455 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep456 = getelementptr float, float* %scevgep455, i64 -57
  %.236.6.i53 = load float, float* %scevgep456, align 4, !noalias !11
  %.239.6.i54 = fadd float %.239.5.i50, %.236.6.i53
  %scevgep453 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep454 = getelementptr float, float* %scevgep453, i64 -56
  %.236.7.i58 = load float, float* %scevgep454, align 4, !noalias !11
  %.239.7.i59 = fadd float %.239.6.i54, %.236.7.i58
  %scevgep422 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep423 = getelementptr float, float* %scevgep422, i64 -55
  %.236.i29.1 = load float, float* %scevgep423, align 4, !noalias !11
  %.239.i30.1 = fadd float %.239.7.i59, %.236.i29.1
  %scevgep424 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep425 = getelementptr float, float* %scevgep424, i64 -54
  %.236.1.i33.1 = load float, float* %scevgep425, align 4, !noalias !11
  %.239.1.i34.1 = fadd float %.239.i30.1, %.236.1.i33.1
  %scevgep426 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep427 = getelementptr float, float* %scevgep426, i64 -53
  %.236.2.i37.1 = load float, float* %scevgep427, align 4, !noalias !11
  %.239.2.i38.1 = fadd float %.239.1.i34.1, %.236.2.i37.1
  %scevgep428 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep429 = getelementptr float, float* %scevgep428, i64 -52
  %.236.3.i41.1 = load float, float* %scevgep429, align 4, !noalias !11
  %.239.3.i42.1 = fadd float %.239.2.i38.1, %.236.3.i41.1
  %scevgep430 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep431 = getelementptr float, float* %scevgep430, i64 -51
  %.236.4.i45.1 = load float, float* %scevgep431, align 4, !noalias !11
  %.239.4.i46.1 = fadd float %.239.3.i42.1, %.236.4.i45.1
  %scevgep432 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep433 = getelementptr float, float* %scevgep432, i64 -50
  %.236.5.i49.1 = load float, float* %scevgep433, align 4, !noalias !11
  %.239.5.i50.1 = fadd float %.239.4.i46.1, %.236.5.i49.1
  %scevgep434 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep435 = getelementptr float, float* %scevgep434, i64 -49
  %.236.6.i53.1 = load float, float* %scevgep435, align 4, !noalias !11
  %.239.6.i54.1 = fadd float %.239.5.i50.1, %.236.6.i53.1
  %scevgep436 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep437 = getelementptr float, float* %scevgep436, i64 -48
  %.236.7.i58.1 = load float, float* %scevgep437, align 4, !noalias !11
  %.239.7.i59.1 = fadd float %.239.6.i54.1, %.236.7.i58.1
  %scevgep406 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep407 = getelementptr float, float* %scevgep406, i64 -47
  %.236.i29.2 = load float, float* %scevgep407, align 4, !noalias !11
  %.239.i30.2 = fadd float %.239.7.i59.1, %.236.i29.2
  %scevgep408 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep409 = getelementptr float, float* %scevgep408, i64 -46
  %.236.1.i33.2 = load float, float* %scevgep409, align 4, !noalias !11
  %.239.1.i34.2 = fadd float %.239.i30.2, %.236.1.i33.2
  %scevgep410 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep411 = getelementptr float, float* %scevgep410, i64 -45
  %.236.2.i37.2 = load float, float* %scevgep411, align 4, !noalias !11
  %.239.2.i38.2 = fadd float %.239.1.i34.2, %.236.2.i37.2
  %scevgep412 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep413 = getelementptr float, float* %scevgep412, i64 -44
  %.236.3.i41.2 = load float, float* %scevgep413, align 4, !noalias !11
  %.239.3.i42.2 = fadd float %.239.2.i38.2, %.236.3.i41.2
  %scevgep414 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep415 = getelementptr float, float* %scevgep414, i64 -43
  %.236.4.i45.2 = load float, float* %scevgep415, align 4, !noalias !11
  %.239.4.i46.2 = fadd float %.239.3.i42.2, %.236.4.i45.2
  %scevgep416 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep417 = getelementptr float, float* %scevgep416, i64 -42
  %.236.5.i49.2 = load float, float* %scevgep417, align 4, !noalias !11
  %.239.5.i50.2 = fadd float %.239.4.i46.2, %.236.5.i49.2
  %scevgep418 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep419 = getelementptr float, float* %scevgep418, i64 -41
  %.236.6.i53.2 = load float, float* %scevgep419, align 4, !noalias !11
  %.239.6.i54.2 = fadd float %.239.5.i50.2, %.236.6.i53.2
  %scevgep420 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep421 = getelementptr float, float* %scevgep420, i64 -40
  %.236.7.i58.2 = load float, float* %scevgep421, align 4, !noalias !11
  %.239.7.i59.2 = fadd float %.239.6.i54.2, %.236.7.i58.2
  %scevgep390 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep391 = getelementptr float, float* %scevgep390, i64 -39
  %.236.i29.3 = load float, float* %scevgep391, align 4, !noalias !11
  %.239.i30.3 = fadd float %.239.7.i59.2, %.236.i29.3
  %scevgep392 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep393 = getelementptr float, float* %scevgep392, i64 -38
  %.236.1.i33.3 = load float, float* %scevgep393, align 4, !noalias !11
  %.239.1.i34.3 = fadd float %.239.i30.3, %.236.1.i33.3
  %scevgep394 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep395 = getelementptr float, float* %scevgep394, i64 -37
  %.236.2.i37.3 = load float, float* %scevgep395, align 4, !noalias !11
  %.239.2.i38.3 = fadd float %.239.1.i34.3, %.236.2.i37.3
  %scevgep396 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep397 = getelementptr float, float* %scevgep396, i64 -36
  %.236.3.i41.3 = load float, float* %scevgep397, align 4, !noalias !11
  %.239.3.i42.3 = fadd float %.239.2.i38.3, %.236.3.i41.3
  %scevgep398 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep399 = getelementptr float, float* %scevgep398, i64 -35
  %.236.4.i45.3 = load float, float* %scevgep399, align 4, !noalias !11
  %.239.4.i46.3 = fadd float %.239.3.i42.3, %.236.4.i45.3
  %scevgep400 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep401 = getelementptr float, float* %scevgep400, i64 -34
  %.236.5.i49.3 = load float, float* %scevgep401, align 4, !noalias !11
  %.239.5.i50.3 = fadd float %.239.4.i46.3, %.236.5.i49.3
  %scevgep402 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep403 = getelementptr float, float* %scevgep402, i64 -33
  %.236.6.i53.3 = load float, float* %scevgep403, align 4, !noalias !11
  %.239.6.i54.3 = fadd float %.239.5.i50.3, %.236.6.i53.3
  %scevgep404 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep405 = getelementptr float, float* %scevgep404, i64 -32
  %.236.7.i58.3 = load float, float* %scevgep405, align 4, !noalias !11
  %.239.7.i59.3 = fadd float %.239.6.i54.3, %.236.7.i58.3
  %scevgep374 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep375 = getelementptr float, float* %scevgep374, i64 -31
  %.236.i29.4 = load float, float* %scevgep375, align 4, !noalias !11
  %.239.i30.4 = fadd float %.239.7.i59.3, %.236.i29.4
  %scevgep376 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep377 = getelementptr float, float* %scevgep376, i64 -30
  %.236.1.i33.4 = load float, float* %scevgep377, align 4, !noalias !11
  %.239.1.i34.4 = fadd float %.239.i30.4, %.236.1.i33.4
  %scevgep378 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep379 = getelementptr float, float* %scevgep378, i64 -29
  %.236.2.i37.4 = load float, float* %scevgep379, align 4, !noalias !11
  %.239.2.i38.4 = fadd float %.239.1.i34.4, %.236.2.i37.4
  %scevgep380 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep381 = getelementptr float, float* %scevgep380, i64 -28
  %.236.3.i41.4 = load float, float* %scevgep381, align 4, !noalias !11
  %.239.3.i42.4 = fadd float %.239.2.i38.4, %.236.3.i41.4
  %scevgep382 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep383 = getelementptr float, float* %scevgep382, i64 -27
  %.236.4.i45.4 = load float, float* %scevgep383, align 4, !noalias !11
  %.239.4.i46.4 = fadd float %.239.3.i42.4, %.236.4.i45.4
  %scevgep384 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep385 = getelementptr float, float* %scevgep384, i64 -26
  %.236.5.i49.4 = load float, float* %scevgep385, align 4, !noalias !11
  %.239.5.i50.4 = fadd float %.239.4.i46.4, %.236.5.i49.4
  %scevgep386 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep387 = getelementptr float, float* %scevgep386, i64 -25
  %.236.6.i53.4 = load float, float* %scevgep387, align 4, !noalias !11
  %.239.6.i54.4 = fadd float %.239.5.i50.4, %.236.6.i53.4
  %scevgep388 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep389 = getelementptr float, float* %scevgep388, i64 -24
  %.236.7.i58.4 = load float, float* %scevgep389, align 4, !noalias !11
  %.239.7.i59.4 = fadd float %.239.6.i54.4, %.236.7.i58.4
  %scevgep358 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep359 = getelementptr float, float* %scevgep358, i64 -23
  %.236.i29.5 = load float, float* %scevgep359, align 4, !noalias !11
  %.239.i30.5 = fadd float %.239.7.i59.4, %.236.i29.5
  %scevgep360 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep361 = getelementptr float, float* %scevgep360, i64 -22
  %.236.1.i33.5 = load float, float* %scevgep361, align 4, !noalias !11
  %.239.1.i34.5 = fadd float %.239.i30.5, %.236.1.i33.5
  %scevgep362 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep363 = getelementptr float, float* %scevgep362, i64 -21
  %.236.2.i37.5 = load float, float* %scevgep363, align 4, !noalias !11
  %.239.2.i38.5 = fadd float %.239.1.i34.5, %.236.2.i37.5
  %scevgep364 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep365 = getelementptr float, float* %scevgep364, i64 -20
  %.236.3.i41.5 = load float, float* %scevgep365, align 4, !noalias !11
  %.239.3.i42.5 = fadd float %.239.2.i38.5, %.236.3.i41.5
  %scevgep366 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep367 = getelementptr float, float* %scevgep366, i64 -19
  %.236.4.i45.5 = load float, float* %scevgep367, align 4, !noalias !11
  %.239.4.i46.5 = fadd float %.239.3.i42.5, %.236.4.i45.5
  %scevgep368 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep369 = getelementptr float, float* %scevgep368, i64 -18
  %.236.5.i49.5 = load float, float* %scevgep369, align 4, !noalias !11
  %.239.5.i50.5 = fadd float %.239.4.i46.5, %.236.5.i49.5
  %scevgep370 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep371 = getelementptr float, float* %scevgep370, i64 -17
  %.236.6.i53.5 = load float, float* %scevgep371, align 4, !noalias !11
  %.239.6.i54.5 = fadd float %.239.5.i50.5, %.236.6.i53.5
  %scevgep372 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep373 = getelementptr float, float* %scevgep372, i64 -16
  %.236.7.i58.5 = load float, float* %scevgep373, align 4, !noalias !11
  %.239.7.i59.5 = fadd float %.239.6.i54.5, %.236.7.i58.5
  %scevgep342 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep343 = getelementptr float, float* %scevgep342, i64 -15
  %.236.i29.6 = load float, float* %scevgep343, align 4, !noalias !11
  %.239.i30.6 = fadd float %.239.7.i59.5, %.236.i29.6
  %scevgep344 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep345 = getelementptr float, float* %scevgep344, i64 -14
  %.236.1.i33.6 = load float, float* %scevgep345, align 4, !noalias !11
  %.239.1.i34.6 = fadd float %.239.i30.6, %.236.1.i33.6
  %scevgep346 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep347 = getelementptr float, float* %scevgep346, i64 -13
  %.236.2.i37.6 = load float, float* %scevgep347, align 4, !noalias !11
  %.239.2.i38.6 = fadd float %.239.1.i34.6, %.236.2.i37.6
  %scevgep348 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep349 = getelementptr float, float* %scevgep348, i64 -12
  %.236.3.i41.6 = load float, float* %scevgep349, align 4, !noalias !11
  %.239.3.i42.6 = fadd float %.239.2.i38.6, %.236.3.i41.6
  %scevgep350 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep351 = getelementptr float, float* %scevgep350, i64 -11
  %.236.4.i45.6 = load float, float* %scevgep351, align 4, !noalias !11
  %.239.4.i46.6 = fadd float %.239.3.i42.6, %.236.4.i45.6
  %scevgep352 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep353 = getelementptr float, float* %scevgep352, i64 -10
  %.236.5.i49.6 = load float, float* %scevgep353, align 4, !noalias !11
  %.239.5.i50.6 = fadd float %.239.4.i46.6, %.236.5.i49.6
  %scevgep354 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep355 = getelementptr float, float* %scevgep354, i64 -9
  %.236.6.i53.6 = load float, float* %scevgep355, align 4, !noalias !11
  %.239.6.i54.6 = fadd float %.239.5.i50.6, %.236.6.i53.6
  %scevgep356 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep357 = getelementptr float, float* %scevgep356, i64 -8
  %.236.7.i58.6 = load float, float* %scevgep357, align 4, !noalias !11
  %.239.7.i59.6 = fadd float %.239.6.i54.6, %.236.7.i58.6
  %scevgep438 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep439 = getelementptr float, float* %scevgep438, i64 -7
  %.236.i29.7 = load float, float* %scevgep439, align 4, !noalias !11
  %.239.i30.7 = fadd float %.239.7.i59.6, %.236.i29.7
  %scevgep440 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep441 = getelementptr float, float* %scevgep440, i64 -6
  %.236.1.i33.7 = load float, float* %scevgep441, align 4, !noalias !11
  %.239.1.i34.7 = fadd float %.239.i30.7, %.236.1.i33.7
  %scevgep442 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep443 = getelementptr float, float* %scevgep442, i64 -5
  %.236.2.i37.7 = load float, float* %scevgep443, align 4, !noalias !11
  %.239.2.i38.7 = fadd float %.239.1.i34.7, %.236.2.i37.7
  %scevgep444 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep445 = getelementptr float, float* %scevgep444, i64 -4
  %.236.3.i41.7 = load float, float* %scevgep445, align 4, !noalias !11
  %.239.3.i42.7 = fadd float %.239.2.i38.7, %.236.3.i41.7
  %scevgep446 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep447 = getelementptr float, float* %scevgep446, i64 -3
  %.236.4.i45.7 = load float, float* %scevgep447, align 4, !noalias !11
  %.239.4.i46.7 = fadd float %.239.3.i42.7, %.236.4.i45.7
  %scevgep448 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep449 = getelementptr float, float* %scevgep448, i64 -2
  %.236.5.i49.7 = load float, float* %scevgep449, align 4, !noalias !11
  %.239.5.i50.7 = fadd float %.239.4.i46.7, %.236.5.i49.7
  %scevgep450 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %scevgep451 = getelementptr float, float* %scevgep450, i64 -1
  %.236.6.i53.7 = load float, float* %scevgep451, align 4, !noalias !11
  %.239.6.i54.7 = fadd float %.239.5.i50.7, %.236.6.i53.7
  %.182.7.i55.7 = add i64 %.70.05.i27, 64
  %scevgep452 = getelementptr float, float* %scevgep341, i64 %.70.05.i27
  %.236.7.i58.7 = load float, float* %scevgep452, align 4, !noalias !11
  %.239.7.i59.7 = fadd float %.239.6.i54.7, %.236.7.i58.7
  %lsr.iv.next470 = add i64 %lsr.iv469, -8
  %niter133.ncmp.7 = icmp eq i64 %lsr.iv.next470, 0
  br i1 %niter133.ncmp.7, label %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa, label %B50.endif.i61, !prof !0

for.end.endif.endif.endif.endif:                  ; preds = %B50.endif.epil.i24, %for.end, %common.ret.loopexit.unr-lcssa.i14
  %c.2.0.lcssa.i25 = phi float [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i10, %common.ret.loopexit.unr-lcssa.i14 ], [ %.239.epil.i21, %B50.endif.epil.i24 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i65 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !17
  %.8.i.i66 = icmp eq i8* %.7.i.i65, null
  br i1 %.8.i.i66, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139691918580224, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %38 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i63 = getelementptr i8, i8* %.7.i.i65, i64 24
  %39 = bitcast i8* %.5.i63 to float**
  %.6.i64103 = load float*, float** %39, align 8
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
  %.353 = getelementptr float, float* %arg.x.4, i64 %spec.select120
  %.354 = load float, float* %.353, align 4
  %.12.i = tail call float @llvm.sin.f32(float %.354)
  %sunkaddr515 = mul i64 %loop.index.198, 4
  %43 = bitcast float* %.6.i64103 to i8*
  %sunkaddr516 = getelementptr i8, i8* %43, i64 %sunkaddr515
  %44 = bitcast i8* %sunkaddr516 to float*
  store float %.12.i, float* %44, align 4
  %45 = add i64 %loop.index.198, 1
  %spec.select120.1 = select i1 %42, i64 %.340.097, i64 %45
  %.353.1 = getelementptr float, float* %arg.x.4, i64 %spec.select120.1
  %.354.1 = load float, float* %.353.1, align 4
  %.12.i.1 = tail call float @llvm.sin.f32(float %.354.1)
  %sunkaddr517 = mul i64 %loop.index.198, 4
  %46 = bitcast float* %.6.i64103 to i8*
  %sunkaddr518 = getelementptr i8, i8* %46, i64 %sunkaddr517
  %sunkaddr519 = getelementptr i8, i8* %sunkaddr518, i64 4
  %47 = bitcast i8* %sunkaddr519 to float*
  store float %.12.i.1, float* %47, align 4
  %48 = add i64 %45, 1
  %spec.select120.2 = select i1 %42, i64 %.340.097, i64 %48
  %.353.2 = getelementptr float, float* %arg.x.4, i64 %spec.select120.2
  %.354.2 = load float, float* %.353.2, align 4
  %.12.i.2 = tail call float @llvm.sin.f32(float %.354.2)
  %sunkaddr520 = mul i64 %loop.index.198, 4
  %49 = bitcast float* %.6.i64103 to i8*
  %sunkaddr521 = getelementptr i8, i8* %49, i64 %sunkaddr520
  %sunkaddr522 = getelementptr i8, i8* %sunkaddr521, i64 8
  %50 = bitcast i8* %sunkaddr522 to float*
  store float %.12.i.2, float* %50, align 4
  %51 = add i64 %48, 1
  %spec.select120.3 = select i1 %42, i64 %.340.097, i64 %51
  %.353.3 = getelementptr float, float* %arg.x.4, i64 %spec.select120.3
  %.354.3 = load float, float* %.353.3, align 4
  %.12.i.3 = tail call float @llvm.sin.f32(float %.354.3)
  %sunkaddr523 = mul i64 %loop.index.198, 4
  %52 = bitcast float* %.6.i64103 to i8*
  %sunkaddr524 = getelementptr i8, i8* %52, i64 %sunkaddr523
  %sunkaddr525 = getelementptr i8, i8* %sunkaddr524, i64 12
  %53 = bitcast i8* %sunkaddr525 to float*
  store float %.12.i.3, float* %53, align 4
  %54 = add i64 %51, 1
  %spec.select120.4 = select i1 %42, i64 %.340.097, i64 %54
  %.353.4 = getelementptr float, float* %arg.x.4, i64 %spec.select120.4
  %.354.4 = load float, float* %.353.4, align 4
  %.12.i.4 = tail call float @llvm.sin.f32(float %.354.4)
  %sunkaddr526 = mul i64 %loop.index.198, 4
  %55 = bitcast float* %.6.i64103 to i8*
  %sunkaddr527 = getelementptr i8, i8* %55, i64 %sunkaddr526
  %sunkaddr528 = getelementptr i8, i8* %sunkaddr527, i64 16
  %56 = bitcast i8* %sunkaddr528 to float*
  store float %.12.i.4, float* %56, align 4
  %57 = add i64 %54, 1
  %spec.select120.5 = select i1 %42, i64 %.340.097, i64 %57
  %.353.5 = getelementptr float, float* %arg.x.4, i64 %spec.select120.5
  %.354.5 = load float, float* %.353.5, align 4
  %.12.i.5 = tail call float @llvm.sin.f32(float %.354.5)
  %sunkaddr529 = mul i64 %loop.index.198, 4
  %58 = bitcast float* %.6.i64103 to i8*
  %sunkaddr530 = getelementptr i8, i8* %58, i64 %sunkaddr529
  %sunkaddr531 = getelementptr i8, i8* %sunkaddr530, i64 20
  %59 = bitcast i8* %sunkaddr531 to float*
  store float %.12.i.5, float* %59, align 4
  %60 = add i64 %57, 1
  %spec.select120.6 = select i1 %42, i64 %.340.097, i64 %60
  %.353.6 = getelementptr float, float* %arg.x.4, i64 %spec.select120.6
  %.354.6 = load float, float* %.353.6, align 4
  %.12.i.6 = tail call float @llvm.sin.f32(float %.354.6)
  %sunkaddr532 = mul i64 %loop.index.198, 4
  %61 = bitcast float* %.6.i64103 to i8*
  %sunkaddr533 = getelementptr i8, i8* %61, i64 %sunkaddr532
  %sunkaddr534 = getelementptr i8, i8* %sunkaddr533, i64 24
  %62 = bitcast i8* %sunkaddr534 to float*
  store float %.12.i.6, float* %62, align 4
  %63 = add i64 %60, 1
  %spec.select120.7 = select i1 %42, i64 %.340.097, i64 %63
  %.353.7 = getelementptr float, float* %arg.x.4, i64 %spec.select120.7
  %.354.7 = load float, float* %.353.7, align 4
  %.12.i.7 = tail call float @llvm.sin.f32(float %.354.7)
  %sunkaddr535 = mul i64 %loop.index.198, 4
  %64 = bitcast float* %.6.i64103 to i8*
  %sunkaddr536 = getelementptr i8, i8* %64, i64 %sunkaddr535
  %sunkaddr537 = getelementptr i8, i8* %sunkaddr536, i64 28
  %65 = bitcast i8* %sunkaddr537 to float*
  store float %.12.i.7, float* %65, align 4
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
  %.353.epil = getelementptr float, float* %arg.x.4, i64 %spec.select120.epil
  %.354.epil = load float, float* %.353.epil, align 4
  %.12.i.epil = tail call float @llvm.sin.f32(float %.354.epil)
  %scevgep294 = getelementptr float, float* %.6.i64103, i64 %loop.index.198.epil
  store float %.12.i.epil, float* %scevgep294, align 4
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
  %scevgep164 = getelementptr float, float* %.6.i64103, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %75 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep140 = getelementptr float, float* %.6.i64103, i64 %75
  %76 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi float [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %77 = bitcast float* %scevgep140 to i8*
  %uglygep161 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep161162 = bitcast i8* %uglygep161 to float*
  %scevgep163 = getelementptr float, float* %uglygep161162, i64 -7
  %.236.i.epil = load float, float* %scevgep163, align 4, !noalias !25
  %.239.i.epil = fadd float %c.2.06.i.epil, %.236.i.epil
  %uglygep158 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep158159 = bitcast i8* %uglygep158 to float*
  %scevgep160 = getelementptr float, float* %uglygep158159, i64 -6
  %.236.1.i.epil = load float, float* %scevgep160, align 4, !noalias !25
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep155 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep155156 = bitcast i8* %uglygep155 to float*
  %scevgep157 = getelementptr float, float* %uglygep155156, i64 -5
  %.236.2.i.epil = load float, float* %scevgep157, align 4, !noalias !25
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep152 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep152153 = bitcast i8* %uglygep152 to float*
  %scevgep154 = getelementptr float, float* %uglygep152153, i64 -4
  %.236.3.i.epil = load float, float* %scevgep154, align 4, !noalias !25
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep149 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep149150 = bitcast i8* %uglygep149 to float*
  %scevgep151 = getelementptr float, float* %uglygep149150, i64 -3
  %.236.4.i.epil = load float, float* %scevgep151, align 4, !noalias !25
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep146 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep146147 = bitcast i8* %uglygep146 to float*
  %scevgep148 = getelementptr float, float* %uglygep146147, i64 -2
  %.236.5.i.epil = load float, float* %scevgep148, align 4, !noalias !25
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep143 = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep143144 = bitcast i8* %uglygep143 to float*
  %scevgep145 = getelementptr float, float* %uglygep143144, i64 -1
  %.236.6.i.epil = load float, float* %scevgep145, align 4, !noalias !25
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %77, i64 %lsr.iv
  %uglygep142 = bitcast i8* %uglygep to float*
  %.236.7.i.epil = load float, float* %uglygep142, align 4, !noalias !25
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %76, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !14, !llvm.loop !28

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr float, float* %.6.i64103, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi float [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr float, float* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load float, float* %scevgep, align 4, !noalias !25
  %.239.epil.i = fadd float %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !14, !llvm.loop !16

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv292 = phi i64 [ %lsr.iv.next293, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep290 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep291 = getelementptr float, float* %scevgep290, i64 -63
  %.236.i = load float, float* %scevgep291, align 4, !noalias !25
  %.239.i = fadd float %c.2.06.i, %.236.i
  %scevgep288 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep289 = getelementptr float, float* %scevgep288, i64 -62
  %.236.1.i = load float, float* %scevgep289, align 4, !noalias !25
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep286 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep287 = getelementptr float, float* %scevgep286, i64 -61
  %.236.2.i = load float, float* %scevgep287, align 4, !noalias !25
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep284 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep285 = getelementptr float, float* %scevgep284, i64 -60
  %.236.3.i = load float, float* %scevgep285, align 4, !noalias !25
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep282 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep283 = getelementptr float, float* %scevgep282, i64 -59
  %.236.4.i = load float, float* %scevgep283, align 4, !noalias !25
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep280 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep281 = getelementptr float, float* %scevgep280, i64 -58
  %.236.5.i = load float, float* %scevgep281, align 4, !noalias !25
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep278 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep279 = getelementptr float, float* %scevgep278, i64 -57
  %.236.6.i = load float, float* %scevgep279, align 4, !noalias !25
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep276 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep277 = getelementptr float, float* %scevgep276, i64 -56
  %.236.7.i = load float, float* %scevgep277, align 4, !noalias !25
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep245 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep246 = getelementptr float, float* %scevgep245, i64 -55
  %.236.i.1 = load float, float* %scevgep246, align 4, !noalias !25
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep247 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep248 = getelementptr float, float* %scevgep247, i64 -54
  %.236.1.i.1 = load float, float* %scevgep248, align 4, !noalias !25
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep249 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep250 = getelementptr float, float* %scevgep249, i64 -53
  %.236.2.i.1 = load float, float* %scevgep250, align 4, !noalias !25
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep251 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep252 = getelementptr float, float* %scevgep251, i64 -52
  %.236.3.i.1 = load float, float* %scevgep252, align 4, !noalias !25
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep253 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep254 = getelementptr float, float* %scevgep253, i64 -51
  %.236.4.i.1 = load float, float* %scevgep254, align 4, !noalias !25
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep255 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep256 = getelementptr float, float* %scevgep255, i64 -50
  %.236.5.i.1 = load float, float* %scevgep256, align 4, !noalias !25
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep257 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep258 = getelementptr float, float* %scevgep257, i64 -49
  %.236.6.i.1 = load float, float* %scevgep258, align 4, !noalias !25
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep259 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep260 = getelementptr float, float* %scevgep259, i64 -48
  %.236.7.i.1 = load float, float* %scevgep260, align 4, !noalias !25
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep229 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep230 = getelementptr float, float* %scevgep229, i64 -47
  %.236.i.2 = load float, float* %scevgep230, align 4, !noalias !25
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep231 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep232 = getelementptr float, float* %scevgep231, i64 -46
  %.236.1.i.2 = load float, float* %scevgep232, align 4, !noalias !25
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep233 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep234 = getelementptr float, float* %scevgep233, i64 -45
  %.236.2.i.2 = load float, float* %scevgep234, align 4, !noalias !25
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep235 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep236 = getelementptr float, float* %scevgep235, i64 -44
  %.236.3.i.2 = load float, float* %scevgep236, align 4, !noalias !25
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep237 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep238 = getelementptr float, float* %scevgep237, i64 -43
  %.236.4.i.2 = load float, float* %scevgep238, align 4, !noalias !25
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep239 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep240 = getelementptr float, float* %scevgep239, i64 -42
  %.236.5.i.2 = load float, float* %scevgep240, align 4, !noalias !25
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep241 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep242 = getelementptr float, float* %scevgep241, i64 -41
  %.236.6.i.2 = load float, float* %scevgep242, align 4, !noalias !25
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep243 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep244 = getelementptr float, float* %scevgep243, i64 -40
  %.236.7.i.2 = load float, float* %scevgep244, align 4, !noalias !25
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep213 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep214 = getelementptr float, float* %scevgep213, i64 -39
  %.236.i.3 = load float, float* %scevgep214, align 4, !noalias !25
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep215 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep216 = getelementptr float, float* %scevgep215, i64 -38
  %.236.1.i.3 = load float, float* %scevgep216, align 4, !noalias !25
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep217 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep218 = getelementptr float, float* %scevgep217, i64 -37
  %.236.2.i.3 = load float, float* %scevgep218, align 4, !noalias !25
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep219 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep220 = getelementptr float, float* %scevgep219, i64 -36
  %.236.3.i.3 = load float, float* %scevgep220, align 4, !noalias !25
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep221 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep222 = getelementptr float, float* %scevgep221, i64 -35
  %.236.4.i.3 = load float, float* %scevgep222, align 4, !noalias !25
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep223 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep224 = getelementptr float, float* %scevgep223, i64 -34
  %.236.5.i.3 = load float, float* %scevgep224, align 4, !noalias !25
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep225 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep226 = getelementptr float, float* %scevgep225, i64 -33
  %.236.6.i.3 = load float, float* %scevgep226, align 4, !noalias !25
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep227 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep228 = getelementptr float, float* %scevgep227, i64 -32
  %.236.7.i.3 = load float, float* %scevgep228, align 4, !noalias !25
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep197 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep198 = getelementptr float, float* %scevgep197, i64 -31
  %.236.i.4 = load float, float* %scevgep198, align 4, !noalias !25
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep199 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep200 = getelementptr float, float* %scevgep199, i64 -30
  %.236.1.i.4 = load float, float* %scevgep200, align 4, !noalias !25
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep201 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep202 = getelementptr float, float* %scevgep201, i64 -29
  %.236.2.i.4 = load float, float* %scevgep202, align 4, !noalias !25
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep203 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep204 = getelementptr float, float* %scevgep203, i64 -28
  %.236.3.i.4 = load float, float* %scevgep204, align 4, !noalias !25
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep205 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep206 = getelementptr float, float* %scevgep205, i64 -27
  %.236.4.i.4 = load float, float* %scevgep206, align 4, !noalias !25
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep207 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep208 = getelementptr float, float* %scevgep207, i64 -26
  %.236.5.i.4 = load float, float* %scevgep208, align 4, !noalias !25
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep209 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep210 = getelementptr float, float* %scevgep209, i64 -25
  %.236.6.i.4 = load float, float* %scevgep210, align 4, !noalias !25
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep211 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep212 = getelementptr float, float* %scevgep211, i64 -24
  %.236.7.i.4 = load float, float* %scevgep212, align 4, !noalias !25
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep181 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep182 = getelementptr float, float* %scevgep181, i64 -23
  %.236.i.5 = load float, float* %scevgep182, align 4, !noalias !25
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep183 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep184 = getelementptr float, float* %scevgep183, i64 -22
  %.236.1.i.5 = load float, float* %scevgep184, align 4, !noalias !25
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep185 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep186 = getelementptr float, float* %scevgep185, i64 -21
  %.236.2.i.5 = load float, float* %scevgep186, align 4, !noalias !25
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep187 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep188 = getelementptr float, float* %scevgep187, i64 -20
  %.236.3.i.5 = load float, float* %scevgep188, align 4, !noalias !25
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep189 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep190 = getelementptr float, float* %scevgep189, i64 -19
  %.236.4.i.5 = load float, float* %scevgep190, align 4, !noalias !25
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep191 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep192 = getelementptr float, float* %scevgep191, i64 -18
  %.236.5.i.5 = load float, float* %scevgep192, align 4, !noalias !25
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep193 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep194 = getelementptr float, float* %scevgep193, i64 -17
  %.236.6.i.5 = load float, float* %scevgep194, align 4, !noalias !25
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep195 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep196 = getelementptr float, float* %scevgep195, i64 -16
  %.236.7.i.5 = load float, float* %scevgep196, align 4, !noalias !25
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep165 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep166 = getelementptr float, float* %scevgep165, i64 -15
  %.236.i.6 = load float, float* %scevgep166, align 4, !noalias !25
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep167 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep168 = getelementptr float, float* %scevgep167, i64 -14
  %.236.1.i.6 = load float, float* %scevgep168, align 4, !noalias !25
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep169 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep170 = getelementptr float, float* %scevgep169, i64 -13
  %.236.2.i.6 = load float, float* %scevgep170, align 4, !noalias !25
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep171 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep172 = getelementptr float, float* %scevgep171, i64 -12
  %.236.3.i.6 = load float, float* %scevgep172, align 4, !noalias !25
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep173 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep174 = getelementptr float, float* %scevgep173, i64 -11
  %.236.4.i.6 = load float, float* %scevgep174, align 4, !noalias !25
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep175 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep176 = getelementptr float, float* %scevgep175, i64 -10
  %.236.5.i.6 = load float, float* %scevgep176, align 4, !noalias !25
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep177 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep178 = getelementptr float, float* %scevgep177, i64 -9
  %.236.6.i.6 = load float, float* %scevgep178, align 4, !noalias !25
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep179 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep180 = getelementptr float, float* %scevgep179, i64 -8
  %.236.7.i.6 = load float, float* %scevgep180, align 4, !noalias !25
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep261 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep262 = getelementptr float, float* %scevgep261, i64 -7
  %.236.i.7 = load float, float* %scevgep262, align 4, !noalias !25
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep263 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep264 = getelementptr float, float* %scevgep263, i64 -6
  %.236.1.i.7 = load float, float* %scevgep264, align 4, !noalias !25
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep265 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep266 = getelementptr float, float* %scevgep265, i64 -5
  %.236.2.i.7 = load float, float* %scevgep266, align 4, !noalias !25
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep267 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep268 = getelementptr float, float* %scevgep267, i64 -4
  %.236.3.i.7 = load float, float* %scevgep268, align 4, !noalias !25
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep269 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep270 = getelementptr float, float* %scevgep269, i64 -3
  %.236.4.i.7 = load float, float* %scevgep270, align 4, !noalias !25
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep271 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep272 = getelementptr float, float* %scevgep271, i64 -2
  %.236.5.i.7 = load float, float* %scevgep272, align 4, !noalias !25
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep273 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %scevgep274 = getelementptr float, float* %scevgep273, i64 -1
  %.236.6.i.7 = load float, float* %scevgep274, align 4, !noalias !25
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep275 = getelementptr float, float* %scevgep164, i64 %.70.05.i
  %.236.7.i.7 = load float, float* %scevgep275, align 4, !noalias !25
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next293 = add i64 %lsr.iv292, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next293, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i65)
  %retptr.repack538 = bitcast [2 x float]* %retptr to float*
  store float %c.2.0.lcssa.i25, float* %retptr.repack538, align 4
  %retptr.repack104 = getelementptr inbounds [2 x float], [2 x float]* %retptr, i64 0, i64 1
  store float %c.2.0.lcssa.i, float* %retptr.repack104, align 4
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.moments_f32, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca [2 x float], align 4
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 4
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast [2 x float]* %.43 to float*
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr3 to float**
  %.36.fca.4.load = load float*, float** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  store float 0.000000e+00, float* %3, align 4
  %9 = bitcast [2 x float]* %.43 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %9, i64 4
  %10 = bitcast i8* %sunkaddr5 to float*
  store float 0.000000e+00, float* %10, align 4
  %.49 = call i32 @_ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE([2 x float]* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, float* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59.fca.0.load = load float, float* %3, align 4
  %.59.fca.1.load = load float, float* %10, align 4
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %11 = icmp sgt i32 %.49, 0
  br i1 %11, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.67 = call i8* @PyTuple_New(i64 2)
  %.69 = fpext float %.59.fca.0.load to double
  %.70 = call i8* @PyFloat_FromDouble(double %.69)
  %.71 = call i32 @PyTuple_SetItem(i8* %.67, i64 0, i8* %.70)
  %.73 = fpext float %.59.fca.1.load to double
  %.74 = call i8* @PyFloat_FromDouble(double %.73)
  %.75 = call i32 @PyTuple_SetItem(i8* %.67, i64 1, i8* %.74)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.80 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.81 = extractvalue { i8*, i32, i8*, i8*, i32 } %.80, 4
  %.82 = icmp sgt i32 %.81, 0
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.80, 0
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.80, 1
  br i1 %.82, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.88 = sext i32 %.87 to i64
  %.89 = call i8* @PyBytes_FromStringAndSize(i8* %.85, i64 %.88)
  %.90 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.91 = extractvalue { i8*, i32, i8*, i8*, i32 } %.90, 2
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.90, 3
  %.94 = bitcast i8* %.93 to i8* (i8*)*
  %.95 = call i8* %.94(i8* %.91)
  %.96 = icmp eq i8* %.95, null
  br i1 %.96, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.109 = extractvalue { i8*, i32, i8*, i8*, i32 } %.80, 2
  %.110 = call i8* @numba_unpickle(i8* %.85, i32 %.87, i8* %.109)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.112 = phi i8* [ %.100, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.110, %entry.endif.endif.endif.endif.endif.if.else ]
  %.113.not = icmp eq i8* %.112, null
  br i1 %.113.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.100 = call i8* @numba_runtime_build_excinfo_struct(i8* %.89, i8* nonnull %.95)
  %.101 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.112)
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

define [2 x float] @cfunc._ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  %tmpcast = bitcast i64* %.3 to [2 x float]*
  %.fca.0.gep = bitcast i64* %.3 to float*
  %.fca.1.gep = getelementptr inbounds [2 x float], [2 x float]* %tmpcast, i64 0, i64 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store i64 0, i64* %.3, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE([2 x float]* nonnull %tmpcast, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, float* %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19.fca.0.load = load float, float* %.fca.0.gep, align 8
  %.19.fca.0.insert = insertvalue [2 x float] poison, float %.19.fca.0.load, 0
  %.19.fca.1.load = load float, float* %.fca.1.gep, align 4
  %.19.fca.1.insert = insertvalue [2 x float] %.19.fca.0.insert, float %.19.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !29

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi [2 x float] [ zeroinitializer, %entry.if.if.if.if ], [ %.19.fca.1.insert, %.24 ], [ %.19.fca.1.insert, %entry ]
  ret [2 x float] %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f0c8f00dc10>", i64 0, i64 0))
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

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sin.f32(float) #0

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
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!14 = !{!"branch_weights", i32 1, i32 7}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !20, !21, !23}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !10}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!28 = distinct !{!28, !10}
!29 = !{!"branch_weights", i32 99, i32 1}
