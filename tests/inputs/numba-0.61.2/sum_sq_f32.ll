; ModuleID = 'sum_sq_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140128525450624 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140128525450624.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140128525450624 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140128525450624, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140128525450624.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sum_sq_f32 = internal constant [11 x i8] c"sum_sq_f32\00"
@_ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f7236fb78d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f7236fb78d0>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f7236fb7150B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140128522679040 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140128522679040.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140128522679040 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140128522679040, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140128522679040.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(float* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, float* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 4)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.if, %for.end.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140128525450624, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140128522679040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to float**
  %.6.i8 = load float*, float** %0, align 8
  %.1465 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.1465, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %1 = add i64 %arg.x.5.0, -1
  %xtraiter17 = and i64 %arg.x.5.0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter20 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index7 = phi i64 [ 0, %for.body.preheader.new ], [ %27, %for.body ]
  %.142.06 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %3 = icmp eq i64 %arg.x.5.0, 1
  %spec.select = select i1 %3, i64 %.142.06, i64 %loop.index7
  %.155 = getelementptr float, float* %arg.x.4, i64 %spec.select
  %.156 = load float, float* %.155, align 4
  %.5.i1 = fmul float %.156, %.156
  %sunkaddr = mul i64 %loop.index7, 4
  %4 = bitcast float* %.6.i8 to i8*
  %sunkaddr195 = getelementptr i8, i8* %4, i64 %sunkaddr
  %5 = bitcast i8* %sunkaddr195 to float*
  store float %.5.i1, float* %5, align 4
  %6 = add i64 %loop.index7, 1
  %spec.select.1 = select i1 %3, i64 %.142.06, i64 %6
  %.155.1 = getelementptr float, float* %arg.x.4, i64 %spec.select.1
  %.156.1 = load float, float* %.155.1, align 4
  %.5.i1.1 = fmul float %.156.1, %.156.1
  %sunkaddr196 = mul i64 %loop.index7, 4
  %7 = bitcast float* %.6.i8 to i8*
  %sunkaddr197 = getelementptr i8, i8* %7, i64 %sunkaddr196
  %sunkaddr198 = getelementptr i8, i8* %sunkaddr197, i64 4
  %8 = bitcast i8* %sunkaddr198 to float*
  store float %.5.i1.1, float* %8, align 4
  %9 = add i64 %6, 1
  %spec.select.2 = select i1 %3, i64 %.142.06, i64 %9
  %.155.2 = getelementptr float, float* %arg.x.4, i64 %spec.select.2
  %.156.2 = load float, float* %.155.2, align 4
  %.5.i1.2 = fmul float %.156.2, %.156.2
  %sunkaddr199 = mul i64 %loop.index7, 4
  %10 = bitcast float* %.6.i8 to i8*
  %sunkaddr200 = getelementptr i8, i8* %10, i64 %sunkaddr199
  %sunkaddr201 = getelementptr i8, i8* %sunkaddr200, i64 8
  %11 = bitcast i8* %sunkaddr201 to float*
  store float %.5.i1.2, float* %11, align 4
  %12 = add i64 %9, 1
  %spec.select.3 = select i1 %3, i64 %.142.06, i64 %12
  %.155.3 = getelementptr float, float* %arg.x.4, i64 %spec.select.3
  %.156.3 = load float, float* %.155.3, align 4
  %.5.i1.3 = fmul float %.156.3, %.156.3
  %sunkaddr202 = mul i64 %loop.index7, 4
  %13 = bitcast float* %.6.i8 to i8*
  %sunkaddr203 = getelementptr i8, i8* %13, i64 %sunkaddr202
  %sunkaddr204 = getelementptr i8, i8* %sunkaddr203, i64 12
  %14 = bitcast i8* %sunkaddr204 to float*
  store float %.5.i1.3, float* %14, align 4
  %15 = add i64 %12, 1
  %spec.select.4 = select i1 %3, i64 %.142.06, i64 %15
  %.155.4 = getelementptr float, float* %arg.x.4, i64 %spec.select.4
  %.156.4 = load float, float* %.155.4, align 4
  %.5.i1.4 = fmul float %.156.4, %.156.4
  %sunkaddr205 = mul i64 %loop.index7, 4
  %16 = bitcast float* %.6.i8 to i8*
  %sunkaddr206 = getelementptr i8, i8* %16, i64 %sunkaddr205
  %sunkaddr207 = getelementptr i8, i8* %sunkaddr206, i64 16
  %17 = bitcast i8* %sunkaddr207 to float*
  store float %.5.i1.4, float* %17, align 4
  %18 = add i64 %15, 1
  %spec.select.5 = select i1 %3, i64 %.142.06, i64 %18
  %.155.5 = getelementptr float, float* %arg.x.4, i64 %spec.select.5
  %.156.5 = load float, float* %.155.5, align 4
  %.5.i1.5 = fmul float %.156.5, %.156.5
  %sunkaddr208 = mul i64 %loop.index7, 4
  %19 = bitcast float* %.6.i8 to i8*
  %sunkaddr209 = getelementptr i8, i8* %19, i64 %sunkaddr208
  %sunkaddr210 = getelementptr i8, i8* %sunkaddr209, i64 20
  %20 = bitcast i8* %sunkaddr210 to float*
  store float %.5.i1.5, float* %20, align 4
  %21 = add i64 %18, 1
  %spec.select.6 = select i1 %3, i64 %.142.06, i64 %21
  %.155.6 = getelementptr float, float* %arg.x.4, i64 %spec.select.6
  %.156.6 = load float, float* %.155.6, align 4
  %.5.i1.6 = fmul float %.156.6, %.156.6
  %sunkaddr211 = mul i64 %loop.index7, 4
  %22 = bitcast float* %.6.i8 to i8*
  %sunkaddr212 = getelementptr i8, i8* %22, i64 %sunkaddr211
  %sunkaddr213 = getelementptr i8, i8* %sunkaddr212, i64 24
  %23 = bitcast i8* %sunkaddr213 to float*
  store float %.5.i1.6, float* %23, align 4
  %24 = add i64 %21, 1
  %spec.select.7 = select i1 %3, i64 %.142.06, i64 %24
  %.155.7 = getelementptr float, float* %arg.x.4, i64 %spec.select.7
  %.156.7 = load float, float* %.155.7, align 4
  %.5.i1.7 = fmul float %.156.7, %.156.7
  %sunkaddr214 = mul i64 %loop.index7, 4
  %25 = bitcast float* %.6.i8 to i8*
  %sunkaddr215 = getelementptr i8, i8* %25, i64 %sunkaddr214
  %sunkaddr216 = getelementptr i8, i8* %sunkaddr215, i64 28
  %26 = bitcast i8* %sunkaddr216 to float*
  store float %.5.i1.7, float* %26, align 4
  %.185.7 = add nuw i64 %loop.index7, 8
  %27 = add i64 %24, 1
  %niter21.ncmp.7 = icmp eq i64 %27, %unroll_iter20
  br i1 %niter21.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index7.unr = phi i64 [ 0, %for.body.preheader ], [ %.185.7, %for.body ]
  %.142.06.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod19.not = icmp eq i64 %xtraiter17, 0
  br i1 %lcmp.mod19.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv177 = phi i64 [ %xtraiter17, %for.body.epil.preheader ], [ %lsr.iv.next178, %for.body.epil ]
  %loop.index7.epil = phi i64 [ %.185.epil, %for.body.epil ], [ %loop.index7.unr, %for.body.epil.preheader ]
  %.142.06.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.142.06.unr, %for.body.epil.preheader ]
  %28 = icmp eq i64 %arg.x.5.0, 1
  %spec.select.epil = select i1 %28, i64 %.142.06.epil, i64 %loop.index7.epil
  %.155.epil = getelementptr float, float* %arg.x.4, i64 %spec.select.epil
  %.156.epil = load float, float* %.155.epil, align 4
  %.5.i1.epil = fmul float %.156.epil, %.156.epil
  %scevgep176 = getelementptr float, float* %.6.i8, i64 %loop.index7.epil
  store float %.5.i1.epil, float* %scevgep176, align 4
  %.185.epil = add nuw nsw i64 %loop.index7.epil, 1
  %lsr.iv.next178 = add nsw i64 %lsr.iv177, -1
  %epil.iter18.cmp.not = icmp eq i64 %lsr.iv.next178, 0
  br i1 %epil.iter18.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1)
  %29 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %30 = icmp ult i64 %29, 7
  br i1 %30, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %31 = add nsw i64 %unroll_iter.i, -8
  %32 = lshr exact i64 %31, 3
  %33 = add nuw nsw i64 %32, 1
  %xtraiter = and i64 %33, 7
  %34 = icmp ult i64 %31, 56
  br i1 %34, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %33, 4611686018427387896
  %scevgep46 = getelementptr float, float* %.6.i8, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %35 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep22 = getelementptr float, float* %.6.i8, i64 %35
  %36 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi float [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %37 = bitcast float* %scevgep22 to i8*
  %uglygep43 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep4344 = bitcast i8* %uglygep43 to float*
  %scevgep45 = getelementptr float, float* %uglygep4344, i64 -7
  %.236.i.epil = load float, float* %scevgep45, align 4, !noalias !11
  %.239.i.epil = fadd float %c.2.06.i.epil, %.236.i.epil
  %uglygep40 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep4041 = bitcast i8* %uglygep40 to float*
  %scevgep42 = getelementptr float, float* %uglygep4041, i64 -6
  %.236.1.i.epil = load float, float* %scevgep42, align 4, !noalias !11
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep37 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep3738 = bitcast i8* %uglygep37 to float*
  %scevgep39 = getelementptr float, float* %uglygep3738, i64 -5
  %.236.2.i.epil = load float, float* %scevgep39, align 4, !noalias !11
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep34 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep3435 = bitcast i8* %uglygep34 to float*
  %scevgep36 = getelementptr float, float* %uglygep3435, i64 -4
  %.236.3.i.epil = load float, float* %scevgep36, align 4, !noalias !11
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep31 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep3132 = bitcast i8* %uglygep31 to float*
  %scevgep33 = getelementptr float, float* %uglygep3132, i64 -3
  %.236.4.i.epil = load float, float* %scevgep33, align 4, !noalias !11
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep28 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep2829 = bitcast i8* %uglygep28 to float*
  %scevgep30 = getelementptr float, float* %uglygep2829, i64 -2
  %.236.5.i.epil = load float, float* %scevgep30, align 4, !noalias !11
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep25 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep2526 = bitcast i8* %uglygep25 to float*
  %scevgep27 = getelementptr float, float* %uglygep2526, i64 -1
  %.236.6.i.epil = load float, float* %scevgep27, align 4, !noalias !11
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep24 = bitcast i8* %uglygep to float*
  %.236.7.i.epil = load float, float* %uglygep24, align 4, !noalias !11
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %36, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !14, !llvm.loop !15

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr float, float* %.6.i8, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi float [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr float, float* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load float, float* %scevgep, align 4, !noalias !11
  %.239.epil.i = fadd float %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !14, !llvm.loop !16

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv174 = phi i64 [ %lsr.iv.next175, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep172 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep173 = getelementptr float, float* %scevgep172, i64 -63
  %.236.i = load float, float* %scevgep173, align 4, !noalias !11
  %.239.i = fadd float %c.2.06.i, %.236.i
  %scevgep170 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep171 = getelementptr float, float* %scevgep170, i64 -62
  %.236.1.i = load float, float* %scevgep171, align 4, !noalias !11
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep168 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep169 = getelementptr float, float* %scevgep168, i64 -61
  %.236.2.i = load float, float* %scevgep169, align 4, !noalias !11
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep166 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep167 = getelementptr float, float* %scevgep166, i64 -60
  %.236.3.i = load float, float* %scevgep167, align 4, !noalias !11
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep164 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep165 = getelementptr float, float* %scevgep164, i64 -59
  %.236.4.i = load float, float* %scevgep165, align 4, !noalias !11
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep162 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep163 = getelementptr float, float* %scevgep162, i64 -58
  %.236.5.i = load float, float* %scevgep163, align 4, !noalias !11
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep160 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep161 = getelementptr float, float* %scevgep160, i64 -57
  %.236.6.i = load float, float* %scevgep161, align 4, !noalias !11
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep158 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep159 = getelementptr float, float* %scevgep158, i64 -56
  %.236.7.i = load float, float* %scevgep159, align 4, !noalias !11
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep127 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep128 = getelementptr float, float* %scevgep127, i64 -55
  %.236.i.1 = load float, float* %scevgep128, align 4, !noalias !11
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep129 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep130 = getelementptr float, float* %scevgep129, i64 -54
  %.236.1.i.1 = load float, float* %scevgep130, align 4, !noalias !11
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep131 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep132 = getelementptr float, float* %scevgep131, i64 -53
  %.236.2.i.1 = load float, float* %scevgep132, align 4, !noalias !11
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep133 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep134 = getelementptr float, float* %scevgep133, i64 -52
  %.236.3.i.1 = load float, float* %scevgep134, align 4, !noalias !11
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep135 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep136 = getelementptr float, float* %scevgep135, i64 -51
  %.236.4.i.1 = load float, float* %scevgep136, align 4, !noalias !11
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep137 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep138 = getelementptr float, float* %scevgep137, i64 -50
  %.236.5.i.1 = load float, float* %scevgep138, align 4, !noalias !11
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep139 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep140 = getelementptr float, float* %scevgep139, i64 -49
  %.236.6.i.1 = load float, float* %scevgep140, align 4, !noalias !11
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep141 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep142 = getelementptr float, float* %scevgep141, i64 -48
  %.236.7.i.1 = load float, float* %scevgep142, align 4, !noalias !11
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep111 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep112 = getelementptr float, float* %scevgep111, i64 -47
  %.236.i.2 = load float, float* %scevgep112, align 4, !noalias !11
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep113 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep114 = getelementptr float, float* %scevgep113, i64 -46
  %.236.1.i.2 = load float, float* %scevgep114, align 4, !noalias !11
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep115 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep116 = getelementptr float, float* %scevgep115, i64 -45
  %.236.2.i.2 = load float, float* %scevgep116, align 4, !noalias !11
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep117 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep118 = getelementptr float, float* %scevgep117, i64 -44
  %.236.3.i.2 = load float, float* %scevgep118, align 4, !noalias !11
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep119 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep120 = getelementptr float, float* %scevgep119, i64 -43
  %.236.4.i.2 = load float, float* %scevgep120, align 4, !noalias !11
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep121 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep122 = getelementptr float, float* %scevgep121, i64 -42
  %.236.5.i.2 = load float, float* %scevgep122, align 4, !noalias !11
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep123 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep124 = getelementptr float, float* %scevgep123, i64 -41
  %.236.6.i.2 = load float, float* %scevgep124, align 4, !noalias !11
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep125 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep126 = getelementptr float, float* %scevgep125, i64 -40
  %.236.7.i.2 = load float, float* %scevgep126, align 4, !noalias !11
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep95 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep96 = getelementptr float, float* %scevgep95, i64 -39
  %.236.i.3 = load float, float* %scevgep96, align 4, !noalias !11
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep97 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep98 = getelementptr float, float* %scevgep97, i64 -38
  %.236.1.i.3 = load float, float* %scevgep98, align 4, !noalias !11
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep99 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep100 = getelementptr float, float* %scevgep99, i64 -37
  %.236.2.i.3 = load float, float* %scevgep100, align 4, !noalias !11
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep101 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep102 = getelementptr float, float* %scevgep101, i64 -36
  %.236.3.i.3 = load float, float* %scevgep102, align 4, !noalias !11
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep103 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep104 = getelementptr float, float* %scevgep103, i64 -35
  %.236.4.i.3 = load float, float* %scevgep104, align 4, !noalias !11
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep105 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep106 = getelementptr float, float* %scevgep105, i64 -34
  %.236.5.i.3 = load float, float* %scevgep106, align 4, !noalias !11
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep107 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep108 = getelementptr float, float* %scevgep107, i64 -33
  %.236.6.i.3 = load float, float* %scevgep108, align 4, !noalias !11
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep109 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep110 = getelementptr float, float* %scevgep109, i64 -32
  %.236.7.i.3 = load float, float* %scevgep110, align 4, !noalias !11
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep79 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep80 = getelementptr float, float* %scevgep79, i64 -31
  %.236.i.4 = load float, float* %scevgep80, align 4, !noalias !11
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep81 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep82 = getelementptr float, float* %scevgep81, i64 -30
  %.236.1.i.4 = load float, float* %scevgep82, align 4, !noalias !11
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep83 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep84 = getelementptr float, float* %scevgep83, i64 -29
  %.236.2.i.4 = load float, float* %scevgep84, align 4, !noalias !11
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep85 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep86 = getelementptr float, float* %scevgep85, i64 -28
  %.236.3.i.4 = load float, float* %scevgep86, align 4, !noalias !11
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep87 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep88 = getelementptr float, float* %scevgep87, i64 -27
  %.236.4.i.4 = load float, float* %scevgep88, align 4, !noalias !11
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep89 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep90 = getelementptr float, float* %scevgep89, i64 -26
  %.236.5.i.4 = load float, float* %scevgep90, align 4, !noalias !11
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep91 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep92 = getelementptr float, float* %scevgep91, i64 -25
  %.236.6.i.4 = load float, float* %scevgep92, align 4, !noalias !11
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep93 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep94 = getelementptr float, float* %scevgep93, i64 -24
  %.236.7.i.4 = load float, float* %scevgep94, align 4, !noalias !11
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep63 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep64 = getelementptr float, float* %scevgep63, i64 -23
  %.236.i.5 = load float, float* %scevgep64, align 4, !noalias !11
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep65 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep66 = getelementptr float, float* %scevgep65, i64 -22
  %.236.1.i.5 = load float, float* %scevgep66, align 4, !noalias !11
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep67 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep68 = getelementptr float, float* %scevgep67, i64 -21
  %.236.2.i.5 = load float, float* %scevgep68, align 4, !noalias !11
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep69 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep70 = getelementptr float, float* %scevgep69, i64 -20
  %.236.3.i.5 = load float, float* %scevgep70, align 4, !noalias !11
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep71 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep72 = getelementptr float, float* %scevgep71, i64 -19
  %.236.4.i.5 = load float, float* %scevgep72, align 4, !noalias !11
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep73 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep74 = getelementptr float, float* %scevgep73, i64 -18
  %.236.5.i.5 = load float, float* %scevgep74, align 4, !noalias !11
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep75 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep76 = getelementptr float, float* %scevgep75, i64 -17
  %.236.6.i.5 = load float, float* %scevgep76, align 4, !noalias !11
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep77 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep78 = getelementptr float, float* %scevgep77, i64 -16
  %.236.7.i.5 = load float, float* %scevgep78, align 4, !noalias !11
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep47 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep48 = getelementptr float, float* %scevgep47, i64 -15
  %.236.i.6 = load float, float* %scevgep48, align 4, !noalias !11
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep49 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep50 = getelementptr float, float* %scevgep49, i64 -14
  %.236.1.i.6 = load float, float* %scevgep50, align 4, !noalias !11
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep51 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep52 = getelementptr float, float* %scevgep51, i64 -13
  %.236.2.i.6 = load float, float* %scevgep52, align 4, !noalias !11
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep53 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep54 = getelementptr float, float* %scevgep53, i64 -12
  %.236.3.i.6 = load float, float* %scevgep54, align 4, !noalias !11
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep55 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep56 = getelementptr float, float* %scevgep55, i64 -11
  %.236.4.i.6 = load float, float* %scevgep56, align 4, !noalias !11
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep57 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep58 = getelementptr float, float* %scevgep57, i64 -10
  %.236.5.i.6 = load float, float* %scevgep58, align 4, !noalias !11
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep59 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep60 = getelementptr float, float* %scevgep59, i64 -9
  %.236.6.i.6 = load float, float* %scevgep60, align 4, !noalias !11
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep61 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep62 = getelementptr float, float* %scevgep61, i64 -8
  %.236.7.i.6 = load float, float* %scevgep62, align 4, !noalias !11
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep143 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep144 = getelementptr float, float* %scevgep143, i64 -7
  %.236.i.7 = load float, float* %scevgep144, align 4, !noalias !11
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep145 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep146 = getelementptr float, float* %scevgep145, i64 -6
  %.236.1.i.7 = load float, float* %scevgep146, align 4, !noalias !11
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep147 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep148 = getelementptr float, float* %scevgep147, i64 -5
  %.236.2.i.7 = load float, float* %scevgep148, align 4, !noalias !11
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep149 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep150 = getelementptr float, float* %scevgep149, i64 -4
  %.236.3.i.7 = load float, float* %scevgep150, align 4, !noalias !11
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep151 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep152 = getelementptr float, float* %scevgep151, i64 -3
  %.236.4.i.7 = load float, float* %scevgep152, align 4, !noalias !11
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep153 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep154 = getelementptr float, float* %scevgep153, i64 -2
  %.236.5.i.7 = load float, float* %scevgep154, align 4, !noalias !11
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep155 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %scevgep156 = getelementptr float, float* %scevgep155, i64 -1
  %.236.6.i.7 = load float, float* %scevgep156, align 4, !noalias !11
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep157 = getelementptr float, float* %scevgep46, i64 %.70.05.i
  %.236.7.i.7 = load float, float* %scevgep157, align 4, !noalias !11
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next175 = add i64 %lsr.iv174, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next175, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store float %c.2.0.lcssa.i, float* %retptr, align 4
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.sum_sq_f32, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca float, align 4
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.68, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([132 x i8], [132 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %3 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to float**
  %.36.fca.4.load = load float*, float** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store float 0.000000e+00, float* %.43, align 4
  %.49 = call i32 @_ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(float* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, float* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load float, float* %.43, align 4
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %8 = icmp sgt i32 %.49, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.67 = fpext float %.59 to double
  %.68 = call i8* @PyFloat_FromDouble(double %.67)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.73 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.74 = extractvalue { i8*, i32, i8*, i8*, i32 } %.73, 4
  %.75 = icmp sgt i32 %.74, 0
  %.78 = extractvalue { i8*, i32, i8*, i8*, i32 } %.73, 0
  %.80 = extractvalue { i8*, i32, i8*, i8*, i32 } %.73, 1
  br i1 %.75, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.81 = sext i32 %.80 to i64
  %.82 = call i8* @PyBytes_FromStringAndSize(i8* %.78, i64 %.81)
  %.83 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.84 = extractvalue { i8*, i32, i8*, i8*, i32 } %.83, 2
  %.86 = extractvalue { i8*, i32, i8*, i8*, i32 } %.83, 3
  %.87 = bitcast i8* %.86 to i8* (i8*)*
  %.88 = call i8* %.87(i8* %.84)
  %.89 = icmp eq i8* %.88, null
  br i1 %.89, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.102 = extractvalue { i8*, i32, i8*, i8*, i32 } %.73, 2
  %.103 = call i8* @numba_unpickle(i8* %.78, i32 %.80, i8* %.102)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.105 = phi i8* [ %.93, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.103, %entry.endif.endif.endif.endif.endif.if.else ]
  %.106.not = icmp eq i8* %.105, null
  br i1 %.106.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.93 = call i8* @numba_runtime_build_excinfo_struct(i8* %.82, i8* nonnull %.88)
  %.94 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.94)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.105)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define float @cfunc._ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca float, align 4
  store float 0.000000e+00, float* %.3, align 4
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(float* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, float* %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load float, float* %.3, align 4
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !17

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi float [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret float %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f7236fb78d0>", i64 0, i64 0))
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
!12 = distinct !{!12, !13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!14 = !{!"branch_weights", i32 1, i32 7}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!"branch_weights", i32 99, i32 1}
