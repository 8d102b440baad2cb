; ModuleID = 'views_in_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788188856512 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139788188856512.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.139788188856512 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139788188856512, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788188856512.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139788190524224 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788190524224.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788190524224 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788190524224, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788190524224.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.views_in_loop = internal constant [14 x i8] c"views_in_loop\00"
@_ZN08NumbaEnv7kernels13views_in_loopB4v104B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13views_in_loopB4v104B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13views_in_loopB4v104B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f8ffdb50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f8ffdb50>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f8e745d0B4v105B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f8e74cd0B4v106B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f8e76cd0B4v107B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels13views_in_loopB4v104B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.endif:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.204 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.206 = extractvalue { i64, i1 } %.204, 1
  %.205 = extractvalue { i64, i1 } %.204, 0
  %.529 = icmp slt i64 %arg.x.5.0, 1
  %.537 = add nsw i64 %arg.x.5.0, -1
  %.509.sroa.0.2129 = select i1 %.529, i64 %arg.x.5.0, i64 0
  %.509.sroa.13.1 = select i1 %.529, i64 0, i64 %.537
  %.597 = sub i64 %.509.sroa.13.1, %.509.sroa.0.2129
  %0 = tail call i64 @llvm.smax.i64(i64 %.597, i64 0)
  br i1 %.206, label %B40.endif.endif.if, label %B40.preheader, !prof !0

B40.preheader:                                    ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %1 = add i64 %arg.x.5.0, -1
  %xtraiter = and i64 %arg.x.5.0, 7
  %unroll_iter = and i64 %arg.x.5.0, -8
  br label %B40

B40:                                              ; preds = %B40.preheader, %for.end.2.endif
  %s.2.0158 = phi double [ %.1093, %for.end.2.endif ], [ 0.000000e+00, %B40.preheader ]
  %.44.0156 = phi i64 [ %.115, %for.end.2.endif ], [ 0, %B40.preheader ]
  %.115 = add nuw nsw i64 %.44.0156, 1
  %.140 = sitofp i64 %.44.0156 to double
  %.141 = fmul double %.140, 1.000000e-01
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.205, i32 32), !noalias !1
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B40.endif.endif.endif.if, label %B40.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.1.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.endif.endif.if, %B40.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.if, %B40.endif.endif.if, %B190
  %common.ret.op = phi i32 [ 0, %B190 ], [ 1, %B40.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.endif.endif.if ], [ 1, %B40.endif.endif.endif.if ]
  ret i32 %common.ret.op

B190:                                             ; preds = %for.end.2.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  store double %.1093, double* %retptr, align 8
  br label %common.ret

B40.endif.endif.if:                               ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788190524224, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B40.endif.endif.endif.if:                         ; preds = %B40
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B40.endif.endif.endif.endif:                      ; preds = %B40
  %2 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %3 = bitcast i8* %.5.i to double**
  %.6.i113 = load double*, double** %3, align 8
  br i1 %2, label %for.body.preheader, label %for.end.else.endif.if

for.body.preheader:                               ; preds = %B40.endif.endif.endif.endif
  %4 = icmp ult i64 %1, 7
  br i1 %4, label %for.end.else.endif.unr-lcssa, label %for.body.preheader180

for.body.preheader180:                            ; preds = %for.body.preheader
  br label %for.body

for.body:                                         ; preds = %for.body.preheader180, %for.body
  %loop.index105 = phi i64 [ %29, %for.body ], [ 0, %for.body.preheader180 ]
  %.269.0104 = phi i64 [ %spec.select.7, %for.body ], [ 0, %for.body.preheader180 ]
  %5 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select = select i1 %5, i64 %loop.index105, i64 %.269.0104
  %.282 = getelementptr double, double* %arg.x.4, i64 %spec.select
  %.283 = load double, double* %.282, align 8
  %.6.i4 = fmul double %.141, %.283
  %.14.i = tail call double @llvm.exp.f64(double %.6.i4)
  %sunkaddr = mul i64 %loop.index105, 8
  %6 = bitcast double* %.6.i113 to i8*
  %sunkaddr393 = getelementptr i8, i8* %6, i64 %sunkaddr
  %7 = bitcast i8* %sunkaddr393 to double*
  store double %.14.i, double* %7, align 8
  %8 = add i64 %loop.index105, 1
  %spec.select.1 = select i1 %5, i64 %8, i64 %.269.0104
  %.282.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1
  %.283.1 = load double, double* %.282.1, align 8
  %.6.i4.1 = fmul double %.141, %.283.1
  %.14.i.1 = tail call double @llvm.exp.f64(double %.6.i4.1)
  %sunkaddr394 = mul i64 %loop.index105, 8
  %9 = bitcast double* %.6.i113 to i8*
  %sunkaddr395 = getelementptr i8, i8* %9, i64 %sunkaddr394
  %sunkaddr396 = getelementptr i8, i8* %sunkaddr395, i64 8
  %10 = bitcast i8* %sunkaddr396 to double*
  store double %.14.i.1, double* %10, align 8
  %11 = add i64 %8, 1
  %spec.select.2 = select i1 %5, i64 %11, i64 %.269.0104
  %.282.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2
  %.283.2 = load double, double* %.282.2, align 8
  %.6.i4.2 = fmul double %.141, %.283.2
  %.14.i.2 = tail call double @llvm.exp.f64(double %.6.i4.2)
  %sunkaddr397 = mul i64 %loop.index105, 8
  %12 = bitcast double* %.6.i113 to i8*
  %sunkaddr398 = getelementptr i8, i8* %12, i64 %sunkaddr397
  %sunkaddr399 = getelementptr i8, i8* %sunkaddr398, i64 16
  %13 = bitcast i8* %sunkaddr399 to double*
  store double %.14.i.2, double* %13, align 8
  %14 = add i64 %11, 1
  %spec.select.3 = select i1 %5, i64 %14, i64 %.269.0104
  %.282.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.3
  %.283.3 = load double, double* %.282.3, align 8
  %.6.i4.3 = fmul double %.141, %.283.3
  %.14.i.3 = tail call double @llvm.exp.f64(double %.6.i4.3)
  %sunkaddr400 = mul i64 %loop.index105, 8
  %15 = bitcast double* %.6.i113 to i8*
  %sunkaddr401 = getelementptr i8, i8* %15, i64 %sunkaddr400
  %sunkaddr402 = getelementptr i8, i8* %sunkaddr401, i64 24
  %16 = bitcast i8* %sunkaddr402 to double*
  store double %.14.i.3, double* %16, align 8
  %17 = add i64 %14, 1
  %spec.select.4 = select i1 %5, i64 %17, i64 %.269.0104
  %.282.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.4
  %.283.4 = load double, double* %.282.4, align 8
  %.6.i4.4 = fmul double %.141, %.283.4
  %.14.i.4 = tail call double @llvm.exp.f64(double %.6.i4.4)
  %sunkaddr403 = mul i64 %loop.index105, 8
  %18 = bitcast double* %.6.i113 to i8*
  %sunkaddr404 = getelementptr i8, i8* %18, i64 %sunkaddr403
  %sunkaddr405 = getelementptr i8, i8* %sunkaddr404, i64 32
  %19 = bitcast i8* %sunkaddr405 to double*
  store double %.14.i.4, double* %19, align 8
  %20 = add i64 %17, 1
  %spec.select.5 = select i1 %5, i64 %20, i64 %.269.0104
  %.282.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.5
  %.283.5 = load double, double* %.282.5, align 8
  %.6.i4.5 = fmul double %.141, %.283.5
  %.14.i.5 = tail call double @llvm.exp.f64(double %.6.i4.5)
  %sunkaddr406 = mul i64 %loop.index105, 8
  %21 = bitcast double* %.6.i113 to i8*
  %sunkaddr407 = getelementptr i8, i8* %21, i64 %sunkaddr406
  %sunkaddr408 = getelementptr i8, i8* %sunkaddr407, i64 40
  %22 = bitcast i8* %sunkaddr408 to double*
  store double %.14.i.5, double* %22, align 8
  %23 = add i64 %20, 1
  %spec.select.6 = select i1 %5, i64 %23, i64 %.269.0104
  %.282.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.6
  %.283.6 = load double, double* %.282.6, align 8
  %.6.i4.6 = fmul double %.141, %.283.6
  %.14.i.6 = tail call double @llvm.exp.f64(double %.6.i4.6)
  %sunkaddr409 = mul i64 %loop.index105, 8
  %24 = bitcast double* %.6.i113 to i8*
  %sunkaddr410 = getelementptr i8, i8* %24, i64 %sunkaddr409
  %sunkaddr411 = getelementptr i8, i8* %sunkaddr410, i64 48
  %25 = bitcast i8* %sunkaddr411 to double*
  store double %.14.i.6, double* %25, align 8
  %26 = add i64 %23, 1
  %spec.select.7 = select i1 %5, i64 %26, i64 %.269.0104
  %.282.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.7
  %.283.7 = load double, double* %.282.7, align 8
  %.6.i4.7 = fmul double %.141, %.283.7
  %.14.i.7 = tail call double @llvm.exp.f64(double %.6.i4.7)
  %sunkaddr412 = mul i64 %loop.index105, 8
  %27 = bitcast double* %.6.i113 to i8*
  %sunkaddr413 = getelementptr i8, i8* %27, i64 %sunkaddr412
  %sunkaddr414 = getelementptr i8, i8* %sunkaddr413, i64 56
  %28 = bitcast i8* %sunkaddr414 to double*
  store double %.14.i.7, double* %28, align 8
  %.312.7 = add nuw i64 %loop.index105, 8
  %29 = add i64 %26, 1
  %niter.ncmp.7 = icmp eq i64 %29, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.else.endif.unr-lcssa, label %for.body

for.end.else.endif.unr-lcssa:                     ; preds = %for.body, %for.body.preheader
  %loop.index105.unr = phi i64 [ 0, %for.body.preheader ], [ %.312.7, %for.body ]
  %.269.0104.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %30 = icmp eq i64 %xtraiter, 0
  br i1 %30, label %for.end.else.endif, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.else.endif.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv = phi i64 [ %xtraiter, %for.body.epil.preheader ], [ %lsr.iv.next, %for.body.epil ]
  %loop.index105.epil = phi i64 [ %.312.epil, %for.body.epil ], [ %loop.index105.unr, %for.body.epil.preheader ]
  %.269.0104.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.269.0104.unr, %for.body.epil.preheader ]
  %31 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.epil = select i1 %31, i64 %loop.index105.epil, i64 %.269.0104.epil
  %.282.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.epil
  %.283.epil = load double, double* %.282.epil, align 8
  %.6.i4.epil = fmul double %.141, %.283.epil
  %.14.i.epil = tail call double @llvm.exp.f64(double %.6.i4.epil)
  %scevgep196 = getelementptr double, double* %.6.i113, i64 %loop.index105.epil
  store double %.14.i.epil, double* %scevgep196, align 8
  %.312.epil = add nuw nsw i64 %loop.index105.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end.else.endif, label %for.body.epil, !llvm.loop !9

for.end.else.endif:                               ; preds = %for.body.epil, %for.end.else.endif.unr-lcssa
  %32 = icmp slt i64 %arg.x.5.0, 2
  br i1 %32, label %for.end.else.endif.if, label %for.end.endif.else.endif, !prof !0

for.end.else.endif.if:                            ; preds = %B40.endif.endif.endif.endif, %for.end.else.endif
  br label %for.end.endif.else.endif

for.end.endif.else.endif:                         ; preds = %for.end.else.endif, %for.end.else.endif.if
  %.339.sroa.0.0 = phi i64 [ %arg.x.5.0, %for.end.else.endif.if ], [ 1, %for.end.else.endif ]
  %.427 = sub i64 %arg.x.5.0, %.339.sroa.0.0
  %33 = tail call i64 @llvm.smax.i64(i64 %.427, i64 0)
  %.452 = getelementptr double, double* %.6.i113, i64 %.339.sroa.0.0
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.622 = getelementptr double, double* %.6.i113, i64 %.509.sroa.0.2129
  %.101.not.i26 = icmp eq i64 %33, 1
  br i1 %.101.not.i26, label %for.end.endif.endif.endif.endif.endif.endif, label %B90.i67

B90.i67:                                          ; preds = %for.end.endif.else.endif
  %34 = icmp eq i64 %0, 1
  %.71.not.i64 = icmp eq i64 %0, %33
  %or.cond.i66 = or i1 %34, %.71.not.i64
  br i1 %or.cond.i66, label %for.end.endif.endif.endif.endif.endif.endif, label %for.end.endif.endif.endif.endif.endif.if

for.end.endif.endif.endif.endif.endif.if:         ; preds = %B90.i67
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788188856512, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.else.endif, %B90.i67
  %dest_shape.1.1 = phi i64 [ %33, %B90.i67 ], [ %0, %for.end.endif.else.endif ]
  %.763 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1.1, i64 8)
  %.765 = extractvalue { i64, i1 } %.763, 1
  br i1 %.765, label %for.end.endif.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.endif.if:   ; preds = %for.end.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788190524224, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %.764 = extractvalue { i64, i1 } %.763, 0
  %.7.i.i77 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.764, i32 32), !noalias !11
  %.8.i.i78 = icmp eq i8* %.7.i.i77, null
  br i1 %.8.i.i78, label %for.end.endif.endif.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %for.end.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.endif.endif.endif.endif.endif.endif.endif
  %.5.i83 = getelementptr i8, i8* %.7.i.i77, i64 24
  %35 = bitcast i8* %.5.i83 to double**
  %.6.i84114 = load double*, double** %35, align 8
  %.835106.not = icmp eq i64 %dest_shape.1.1, 0
  br i1 %.835106.not, label %for.end.1.endif.endif.endif, label %for.body.1.preheader

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif.endif.endif.endif
  %36 = add nsw i64 %dest_shape.1.1, -1
  %xtraiter164 = and i64 %dest_shape.1.1, 7
  %37 = icmp ult i64 %36, 7
  br i1 %37, label %for.end.1.endif.endif.endif.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter167 = and i64 %dest_shape.1.1, %const
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1109 = phi i64 [ 0, %for.body.1.preheader.new ], [ %63, %for.body.1 ]
  %.831.0108 = phi i64 [ 0, %for.body.1.preheader.new ], [ %.831.1.7, %for.body.1 ]
  %.828.0107 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select148.7, %for.body.1 ]
  %38 = icmp ugt i64 %33, 1
  %39 = icmp ugt i64 %0, 1
  %spec.select148 = select i1 %38, i64 %loop.index.1109, i64 %.828.0107
  %.844 = getelementptr double, double* %.452, i64 %spec.select148
  %.845 = load double, double* %.844, align 8
  %.831.1 = select i1 %39, i64 %loop.index.1109, i64 %.831.0108
  %.853 = getelementptr double, double* %.622, i64 %.831.1
  %.854 = load double, double* %.853, align 8
  %.6.i34 = fsub double %.845, %.854
  %sunkaddr415 = mul i64 %loop.index.1109, 8
  %40 = bitcast double* %.6.i84114 to i8*
  %sunkaddr416 = getelementptr i8, i8* %40, i64 %sunkaddr415
  %41 = bitcast i8* %sunkaddr416 to double*
  store double %.6.i34, double* %41, align 8
  %42 = add i64 %loop.index.1109, 1
  %spec.select148.1 = select i1 %38, i64 %42, i64 %.828.0107
  %.844.1 = getelementptr double, double* %.452, i64 %spec.select148.1
  %.845.1 = load double, double* %.844.1, align 8
  %.831.1.1 = select i1 %39, i64 %42, i64 %.831.0108
  %.853.1 = getelementptr double, double* %.622, i64 %.831.1.1
  %.854.1 = load double, double* %.853.1, align 8
  %.6.i34.1 = fsub double %.845.1, %.854.1
  %sunkaddr417 = mul i64 %loop.index.1109, 8
  %43 = bitcast double* %.6.i84114 to i8*
  %sunkaddr418 = getelementptr i8, i8* %43, i64 %sunkaddr417
  %sunkaddr419 = getelementptr i8, i8* %sunkaddr418, i64 8
  %44 = bitcast i8* %sunkaddr419 to double*
  store double %.6.i34.1, double* %44, align 8
  %45 = add i64 %42, 1
  %spec.select148.2 = select i1 %38, i64 %45, i64 %.828.0107
  %.844.2 = getelementptr double, double* %.452, i64 %spec.select148.2
  %.845.2 = load double, double* %.844.2, align 8
  %.831.1.2 = select i1 %39, i64 %45, i64 %.831.0108
  %.853.2 = getelementptr double, double* %.622, i64 %.831.1.2
  %.854.2 = load double, double* %.853.2, align 8
  %.6.i34.2 = fsub double %.845.2, %.854.2
  %sunkaddr420 = mul i64 %loop.index.1109, 8
  %46 = bitcast double* %.6.i84114 to i8*
  %sunkaddr421 = getelementptr i8, i8* %46, i64 %sunkaddr420
  %sunkaddr422 = getelementptr i8, i8* %sunkaddr421, i64 16
  %47 = bitcast i8* %sunkaddr422 to double*
  store double %.6.i34.2, double* %47, align 8
  %48 = add i64 %45, 1
  %spec.select148.3 = select i1 %38, i64 %48, i64 %.828.0107
  %.844.3 = getelementptr double, double* %.452, i64 %spec.select148.3
  %.845.3 = load double, double* %.844.3, align 8
  %.831.1.3 = select i1 %39, i64 %48, i64 %.831.0108
  %.853.3 = getelementptr double, double* %.622, i64 %.831.1.3
  %.854.3 = load double, double* %.853.3, align 8
  %.6.i34.3 = fsub double %.845.3, %.854.3
  %sunkaddr423 = mul i64 %loop.index.1109, 8
  %49 = bitcast double* %.6.i84114 to i8*
  %sunkaddr424 = getelementptr i8, i8* %49, i64 %sunkaddr423
  %sunkaddr425 = getelementptr i8, i8* %sunkaddr424, i64 24
  %50 = bitcast i8* %sunkaddr425 to double*
  store double %.6.i34.3, double* %50, align 8
  %51 = add i64 %48, 1
  %spec.select148.4 = select i1 %38, i64 %51, i64 %.828.0107
  %.844.4 = getelementptr double, double* %.452, i64 %spec.select148.4
  %.845.4 = load double, double* %.844.4, align 8
  %.831.1.4 = select i1 %39, i64 %51, i64 %.831.0108
  %.853.4 = getelementptr double, double* %.622, i64 %.831.1.4
  %.854.4 = load double, double* %.853.4, align 8
  %.6.i34.4 = fsub double %.845.4, %.854.4
  %sunkaddr426 = mul i64 %loop.index.1109, 8
  %52 = bitcast double* %.6.i84114 to i8*
  %sunkaddr427 = getelementptr i8, i8* %52, i64 %sunkaddr426
  %sunkaddr428 = getelementptr i8, i8* %sunkaddr427, i64 32
  %53 = bitcast i8* %sunkaddr428 to double*
  store double %.6.i34.4, double* %53, align 8
  %54 = add i64 %51, 1
  %spec.select148.5 = select i1 %38, i64 %54, i64 %.828.0107
  %.844.5 = getelementptr double, double* %.452, i64 %spec.select148.5
  %.845.5 = load double, double* %.844.5, align 8
  %.831.1.5 = select i1 %39, i64 %54, i64 %.831.0108
  %.853.5 = getelementptr double, double* %.622, i64 %.831.1.5
  %.854.5 = load double, double* %.853.5, align 8
  %.6.i34.5 = fsub double %.845.5, %.854.5
  %sunkaddr429 = mul i64 %loop.index.1109, 8
  %55 = bitcast double* %.6.i84114 to i8*
  %sunkaddr430 = getelementptr i8, i8* %55, i64 %sunkaddr429
  %sunkaddr431 = getelementptr i8, i8* %sunkaddr430, i64 40
  %56 = bitcast i8* %sunkaddr431 to double*
  store double %.6.i34.5, double* %56, align 8
  %57 = add i64 %54, 1
  %spec.select148.6 = select i1 %38, i64 %57, i64 %.828.0107
  %.844.6 = getelementptr double, double* %.452, i64 %spec.select148.6
  %.845.6 = load double, double* %.844.6, align 8
  %.831.1.6 = select i1 %39, i64 %57, i64 %.831.0108
  %.853.6 = getelementptr double, double* %.622, i64 %.831.1.6
  %.854.6 = load double, double* %.853.6, align 8
  %.6.i34.6 = fsub double %.845.6, %.854.6
  %sunkaddr432 = mul i64 %loop.index.1109, 8
  %58 = bitcast double* %.6.i84114 to i8*
  %sunkaddr433 = getelementptr i8, i8* %58, i64 %sunkaddr432
  %sunkaddr434 = getelementptr i8, i8* %sunkaddr433, i64 48
  %59 = bitcast i8* %sunkaddr434 to double*
  store double %.6.i34.6, double* %59, align 8
  %60 = add i64 %57, 1
  %spec.select148.7 = select i1 %38, i64 %60, i64 %.828.0107
  %.844.7 = getelementptr double, double* %.452, i64 %spec.select148.7
  %.845.7 = load double, double* %.844.7, align 8
  %.831.1.7 = select i1 %39, i64 %60, i64 %.831.0108
  %.853.7 = getelementptr double, double* %.622, i64 %.831.1.7
  %.854.7 = load double, double* %.853.7, align 8
  %.6.i34.7 = fsub double %.845.7, %.854.7
  %sunkaddr435 = mul i64 %loop.index.1109, 8
  %61 = bitcast double* %.6.i84114 to i8*
  %sunkaddr436 = getelementptr i8, i8* %61, i64 %sunkaddr435
  %sunkaddr437 = getelementptr i8, i8* %sunkaddr436, i64 56
  %62 = bitcast i8* %sunkaddr437 to double*
  store double %.6.i34.7, double* %62, align 8
  %.883.7 = add nuw i64 %loop.index.1109, 8
  %63 = add i64 %60, 1
  %niter168.ncmp.7 = icmp eq i64 %63, %unroll_iter167
  br i1 %niter168.ncmp.7, label %for.end.1.endif.endif.endif.loopexit.unr-lcssa, label %for.body.1

for.end.1.endif.endif.endif.loopexit.unr-lcssa:   ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1109.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.883.7, %for.body.1 ]
  %.831.0108.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.831.1.7, %for.body.1 ]
  %.828.0107.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select148.7, %for.body.1 ]
  %lcmp.mod166.not = icmp eq i64 %xtraiter164, 0
  br i1 %lcmp.mod166.not, label %for.end.1.endif.endif.endif, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.endif.endif.endif.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv214 = phi i64 [ %xtraiter164, %for.body.1.epil.preheader ], [ %lsr.iv.next215, %for.body.1.epil ]
  %loop.index.1109.epil = phi i64 [ %.883.epil, %for.body.1.epil ], [ %loop.index.1109.unr, %for.body.1.epil.preheader ]
  %.831.0108.epil = phi i64 [ %.831.1.epil, %for.body.1.epil ], [ %.831.0108.unr, %for.body.1.epil.preheader ]
  %.828.0107.epil = phi i64 [ %spec.select148.epil, %for.body.1.epil ], [ %.828.0107.unr, %for.body.1.epil.preheader ]
  %64 = icmp ugt i64 %33, 1
  %65 = icmp ugt i64 %0, 1
  %spec.select148.epil = select i1 %64, i64 %loop.index.1109.epil, i64 %.828.0107.epil
  %.844.epil = getelementptr double, double* %.452, i64 %spec.select148.epil
  %.845.epil = load double, double* %.844.epil, align 8
  %.831.1.epil = select i1 %65, i64 %loop.index.1109.epil, i64 %.831.0108.epil
  %.853.epil = getelementptr double, double* %.622, i64 %.831.1.epil
  %.854.epil = load double, double* %.853.epil, align 8
  %.6.i34.epil = fsub double %.845.epil, %.854.epil
  %scevgep213 = getelementptr double, double* %.6.i84114, i64 %loop.index.1109.epil
  store double %.6.i34.epil, double* %scevgep213, align 8
  %.883.epil = add nuw nsw i64 %loop.index.1109.epil, 1
  %lsr.iv.next215 = add nsw i64 %lsr.iv214, -1
  %epil.iter165.cmp.not = icmp eq i64 %lsr.iv.next215, 0
  br i1 %epil.iter165.cmp.not, label %for.end.1.endif.endif.endif, label %for.body.1.epil, !llvm.loop !18

for.end.1.endif.endif.endif:                      ; preds = %for.body.1.epil, %for.end.1.endif.endif.endif.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i7 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.764, i32 32), !noalias !19
  %.8.i.i8 = icmp eq i8* %.7.i.i7, null
  br i1 %.8.i.i8, label %for.end.1.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif, !prof !0

for.end.1.endif.endif.endif.if:                   ; preds = %for.end.1.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.1.endif.endif.endif.endif:                ; preds = %for.end.1.endif.endif.endif
  %66 = icmp eq i64 %dest_shape.1.1, 0
  %.5.i5 = getelementptr i8, i8* %.7.i.i7, i64 24
  %67 = bitcast i8* %.5.i5 to double**
  %.6.i6115 = load double*, double** %67, align 8
  br i1 %66, label %for.end.2.thread, label %for.body.2.preheader

for.end.2.thread:                                 ; preds = %for.end.1.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i77)
  br label %for.end.2.endif

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.endif.endif
  %68 = add nsw i64 %dest_shape.1.1, -1
  %xtraiter169 = and i64 %dest_shape.1.1, 7
  %69 = icmp ult i64 %68, 7
  br i1 %69, label %for.end.2.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter172 = and i64 %dest_shape.1.1, %const
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index.2112 = phi i64 [ 0, %for.body.2.preheader.new ], [ %94, %for.body.2 ]
  %.1015.0111 = phi i64 [ 0, %for.body.2.preheader.new ], [ %spec.select149.7, %for.body.2 ]
  %70 = icmp eq i64 %dest_shape.1.1, 1
  %spec.select149 = select i1 %70, i64 %.1015.0111, i64 %loop.index.2112
  %.1028 = getelementptr double, double* %.6.i84114, i64 %spec.select149
  %.1029 = load double, double* %.1028, align 8
  %.5.i1 = fmul double %.1029, %.1029
  %sunkaddr438 = mul i64 %loop.index.2112, 8
  %71 = bitcast double* %.6.i6115 to i8*
  %sunkaddr439 = getelementptr i8, i8* %71, i64 %sunkaddr438
  %72 = bitcast i8* %sunkaddr439 to double*
  store double %.5.i1, double* %72, align 8
  %73 = add i64 %loop.index.2112, 1
  %spec.select149.1 = select i1 %70, i64 %.1015.0111, i64 %73
  %.1028.1 = getelementptr double, double* %.6.i84114, i64 %spec.select149.1
  %.1029.1 = load double, double* %.1028.1, align 8
  %.5.i1.1 = fmul double %.1029.1, %.1029.1
  %sunkaddr440 = mul i64 %loop.index.2112, 8
  %74 = bitcast double* %.6.i6115 to i8*
  %sunkaddr441 = getelementptr i8, i8* %74, i64 %sunkaddr440
  %sunkaddr442 = getelementptr i8, i8* %sunkaddr441, i64 8
  %75 = bitcast i8* %sunkaddr442 to double*
  store double %.5.i1.1, double* %75, align 8
  %76 = add i64 %73, 1
  %spec.select149.2 = select i1 %70, i64 %.1015.0111, i64 %76
  %.1028.2 = getelementptr double, double* %.6.i84114, i64 %spec.select149.2
  %.1029.2 = load double, double* %.1028.2, align 8
  %.5.i1.2 = fmul double %.1029.2, %.1029.2
  %sunkaddr443 = mul i64 %loop.index.2112, 8
  %77 = bitcast double* %.6.i6115 to i8*
  %sunkaddr444 = getelementptr i8, i8* %77, i64 %sunkaddr443
  %sunkaddr445 = getelementptr i8, i8* %sunkaddr444, i64 16
  %78 = bitcast i8* %sunkaddr445 to double*
  store double %.5.i1.2, double* %78, align 8
  %79 = add i64 %76, 1
  %spec.select149.3 = select i1 %70, i64 %.1015.0111, i64 %79
  %.1028.3 = getelementptr double, double* %.6.i84114, i64 %spec.select149.3
  %.1029.3 = load double, double* %.1028.3, align 8
  %.5.i1.3 = fmul double %.1029.3, %.1029.3
  %sunkaddr446 = mul i64 %loop.index.2112, 8
  %80 = bitcast double* %.6.i6115 to i8*
  %sunkaddr447 = getelementptr i8, i8* %80, i64 %sunkaddr446
  %sunkaddr448 = getelementptr i8, i8* %sunkaddr447, i64 24
  %81 = bitcast i8* %sunkaddr448 to double*
  store double %.5.i1.3, double* %81, align 8
  %82 = add i64 %79, 1
  %spec.select149.4 = select i1 %70, i64 %.1015.0111, i64 %82
  %.1028.4 = getelementptr double, double* %.6.i84114, i64 %spec.select149.4
  %.1029.4 = load double, double* %.1028.4, align 8
  %.5.i1.4 = fmul double %.1029.4, %.1029.4
  %sunkaddr449 = mul i64 %loop.index.2112, 8
  %83 = bitcast double* %.6.i6115 to i8*
  %sunkaddr450 = getelementptr i8, i8* %83, i64 %sunkaddr449
  %sunkaddr451 = getelementptr i8, i8* %sunkaddr450, i64 32
  %84 = bitcast i8* %sunkaddr451 to double*
  store double %.5.i1.4, double* %84, align 8
  %85 = add i64 %82, 1
  %spec.select149.5 = select i1 %70, i64 %.1015.0111, i64 %85
  %.1028.5 = getelementptr double, double* %.6.i84114, i64 %spec.select149.5
  %.1029.5 = load double, double* %.1028.5, align 8
  %.5.i1.5 = fmul double %.1029.5, %.1029.5
  %sunkaddr452 = mul i64 %loop.index.2112, 8
  %86 = bitcast double* %.6.i6115 to i8*
  %sunkaddr453 = getelementptr i8, i8* %86, i64 %sunkaddr452
  %sunkaddr454 = getelementptr i8, i8* %sunkaddr453, i64 40
  %87 = bitcast i8* %sunkaddr454 to double*
  store double %.5.i1.5, double* %87, align 8
  %88 = add i64 %85, 1
  %spec.select149.6 = select i1 %70, i64 %.1015.0111, i64 %88
  %.1028.6 = getelementptr double, double* %.6.i84114, i64 %spec.select149.6
  %.1029.6 = load double, double* %.1028.6, align 8
  %.5.i1.6 = fmul double %.1029.6, %.1029.6
  %sunkaddr455 = mul i64 %loop.index.2112, 8
  %89 = bitcast double* %.6.i6115 to i8*
  %sunkaddr456 = getelementptr i8, i8* %89, i64 %sunkaddr455
  %sunkaddr457 = getelementptr i8, i8* %sunkaddr456, i64 48
  %90 = bitcast i8* %sunkaddr457 to double*
  store double %.5.i1.6, double* %90, align 8
  %91 = add i64 %88, 1
  %spec.select149.7 = select i1 %70, i64 %.1015.0111, i64 %91
  %.1028.7 = getelementptr double, double* %.6.i84114, i64 %spec.select149.7
  %.1029.7 = load double, double* %.1028.7, align 8
  %.5.i1.7 = fmul double %.1029.7, %.1029.7
  %sunkaddr458 = mul i64 %loop.index.2112, 8
  %92 = bitcast double* %.6.i6115 to i8*
  %sunkaddr459 = getelementptr i8, i8* %92, i64 %sunkaddr458
  %sunkaddr460 = getelementptr i8, i8* %sunkaddr459, i64 56
  %93 = bitcast i8* %sunkaddr460 to double*
  store double %.5.i1.7, double* %93, align 8
  %.1058.7 = add nuw i64 %loop.index.2112, 8
  %94 = add i64 %91, 1
  %niter173.ncmp.7 = icmp eq i64 %94, %unroll_iter172
  br i1 %niter173.ncmp.7, label %for.end.2.unr-lcssa, label %for.body.2

for.end.2.unr-lcssa:                              ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.2112.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.1058.7, %for.body.2 ]
  %.1015.0111.unr = phi i64 [ 0, %for.body.2.preheader ], [ %spec.select149.7, %for.body.2 ]
  %lcmp.mod171.not = icmp eq i64 %xtraiter169, 0
  br i1 %lcmp.mod171.not, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv233 = phi i64 [ %xtraiter169, %for.body.2.epil.preheader ], [ %lsr.iv.next234, %for.body.2.epil ]
  %loop.index.2112.epil = phi i64 [ %.1058.epil, %for.body.2.epil ], [ %loop.index.2112.unr, %for.body.2.epil.preheader ]
  %.1015.0111.epil = phi i64 [ %spec.select149.epil, %for.body.2.epil ], [ %.1015.0111.unr, %for.body.2.epil.preheader ]
  %95 = icmp eq i64 %dest_shape.1.1, 1
  %spec.select149.epil = select i1 %95, i64 %.1015.0111.epil, i64 %loop.index.2112.epil
  %.1028.epil = getelementptr double, double* %.6.i84114, i64 %spec.select149.epil
  %.1029.epil = load double, double* %.1028.epil, align 8
  %.5.i1.epil = fmul double %.1029.epil, %.1029.epil
  %scevgep232 = getelementptr double, double* %.6.i6115, i64 %loop.index.2112.epil
  store double %.5.i1.epil, double* %scevgep232, align 8
  %.1058.epil = add nuw nsw i64 %loop.index.2112.epil, 1
  %lsr.iv.next234 = add nsw i64 %lsr.iv233, -1
  %epil.iter170.cmp.not = icmp eq i64 %lsr.iv.next234, 0
  br i1 %epil.iter170.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !26

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.unr-lcssa
  %96 = icmp eq i64 %dest_shape.1.1, 0
  tail call void @NRT_decref(i8* nonnull %.7.i.i77)
  br i1 %96, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.1.1, i64 1)
  %97 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %98 = icmp ult i64 %97, 7
  br i1 %98, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, %const
  %99 = add nsw i64 %unroll_iter.i, -8
  %100 = lshr exact i64 %99, 3
  %101 = add nuw nsw i64 %100, 1
  %xtraiter174 = and i64 %101, 7
  %102 = icmp ult i64 %99, 56
  br i1 %102, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter178 = and i64 %101, 4611686018427387896
  %scevgep235 = getelementptr double, double* %.6.i6115, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod176.not = icmp eq i64 %xtraiter174, 0
  br i1 %lcmp.mod176.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep365 = getelementptr double, double* %.6.i6115, i64 7
  %scevgep366 = getelementptr double, double* %scevgep365, i64 %.70.05.i.unr
  %103 = shl nuw nsw i64 %xtraiter174, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv367 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next368, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %104 = bitcast double* %scevgep366 to i8*
  %uglygep389 = getelementptr i8, i8* %104, i64 %lsr.iv367
  %uglygep389390 = bitcast i8* %uglygep389 to double*
  %scevgep391 = getelementptr double, double* %uglygep389390, i64 -7
  %.236.i.epil = load double, double* %scevgep391, align 8, !noalias !27
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep386 = getelementptr i8, i8* %104, i64 %lsr.iv367
  %uglygep386387 = bitcast i8* %uglygep386 to double*
  %scevgep388 = getelementptr double, double* %uglygep386387, i64 -6
  %.236.1.i.epil = load double, double* %scevgep388, align 8, !noalias !27
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep383 = getelementptr i8, i8* %104, i64 %lsr.iv367
  %uglygep383384 = bitcast i8* %uglygep383 to double*
  %scevgep385 = getelementptr double, double* %uglygep383384, i64 -5
  %.236.2.i.epil = load double, double* %scevgep385, align 8, !noalias !27
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep380 = getelementptr i8, i8* %104, i64 %lsr.iv367
  %uglygep380381 = bitcast i8* %uglygep380 to double*
  %scevgep382 = getelementptr double, double* %uglygep380381, i64 -4
  %.236.3.i.epil = load double, double* %scevgep382, align 8, !noalias !27
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep377 = getelementptr i8, i8* %104, i64 %lsr.iv367
  %uglygep377378 = bitcast i8* %uglygep377 to double*
  %scevgep379 = getelementptr double, double* %uglygep377378, i64 -3
  %.236.4.i.epil = load double, double* %scevgep379, align 8, !noalias !27
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep374 = getelementptr i8, i8* %104, i64 %lsr.iv367
  %uglygep374375 = bitcast i8* %uglygep374 to double*
  %scevgep376 = getelementptr double, double* %uglygep374375, i64 -2
  %.236.5.i.epil = load double, double* %scevgep376, align 8, !noalias !27
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep371 = getelementptr i8, i8* %104, i64 %lsr.iv367
  %uglygep371372 = bitcast i8* %uglygep371 to double*
  %scevgep373 = getelementptr double, double* %uglygep371372, i64 -1
  %.236.6.i.epil = load double, double* %scevgep373, align 8, !noalias !27
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %104, i64 %lsr.iv367
  %uglygep370 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep370, align 8, !noalias !27
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next368 = add nuw nsw i64 %lsr.iv367, 64
  %epil.iter175.cmp.not = icmp eq i64 %103, %lsr.iv.next368
  br i1 %epil.iter175.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !30, !llvm.loop !31

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i6115, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep392 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep392, align 8, !noalias !27
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !30, !llvm.loop !32

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv363 = phi i64 [ %lsr.iv.next364, %B50.endif.i ], [ %unroll_iter178, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep361 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -63
  %.236.i = load double, double* %scevgep362, align 8, !noalias !27
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep359 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -62
  %.236.1.i = load double, double* %scevgep360, align 8, !noalias !27
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep357 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -61
  %.236.2.i = load double, double* %scevgep358, align 8, !noalias !27
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep355 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -60
  %.236.3.i = load double, double* %scevgep356, align 8, !noalias !27
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep353 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -59
  %.236.4.i = load double, double* %scevgep354, align 8, !noalias !27
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep351 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -58
  %.236.5.i = load double, double* %scevgep352, align 8, !noalias !27
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep349 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -57
  %.236.6.i = load double, double* %scevgep350, align 8, !noalias !27
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep347 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -56
  %.236.7.i = load double, double* %scevgep348, align 8, !noalias !27
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep316 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -55
  %.236.i.1 = load double, double* %scevgep317, align 8, !noalias !27
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep318 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -54
  %.236.1.i.1 = load double, double* %scevgep319, align 8, !noalias !27
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep320 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -53
  %.236.2.i.1 = load double, double* %scevgep321, align 8, !noalias !27
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep322 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -52
  %.236.3.i.1 = load double, double* %scevgep323, align 8, !noalias !27
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep324 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -51
  %.236.4.i.1 = load double, double* %scevgep325, align 8, !noalias !27
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep326 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -50
  %.236.5.i.1 = load double, double* %scevgep327, align 8, !noalias !27
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep328 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -49
  %.236.6.i.1 = load double, double* %scevgep329, align 8, !noalias !27
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep330 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -48
  %.236.7.i.1 = load double, double* %scevgep331, align 8, !noalias !27
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep300 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -47
  %.236.i.2 = load double, double* %scevgep301, align 8, !noalias !27
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep302 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -46
  %.236.1.i.2 = load double, double* %scevgep303, align 8, !noalias !27
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep304 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -45
  %.236.2.i.2 = load double, double* %scevgep305, align 8, !noalias !27
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep306 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -44
  %.236.3.i.2 = load double, double* %scevgep307, align 8, !noalias !27
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep308 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -43
  %.236.4.i.2 = load double, double* %scevgep309, align 8, !noalias !27
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep310 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -42
  %.236.5.i.2 = load double, double* %scevgep311, align 8, !noalias !27
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep312 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -41
  %.236.6.i.2 = load double, double* %scevgep313, align 8, !noalias !27
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep314 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -40
  %.236.7.i.2 = load double, double* %scevgep315, align 8, !noalias !27
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep284 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -39
  %.236.i.3 = load double, double* %scevgep285, align 8, !noalias !27
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep286 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -38
  %.236.1.i.3 = load double, double* %scevgep287, align 8, !noalias !27
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep288 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -37
  %.236.2.i.3 = load double, double* %scevgep289, align 8, !noalias !27
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep290 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -36
  %.236.3.i.3 = load double, double* %scevgep291, align 8, !noalias !27
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep292 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -35
  %.236.4.i.3 = load double, double* %scevgep293, align 8, !noalias !27
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep294 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -34
  %.236.5.i.3 = load double, double* %scevgep295, align 8, !noalias !27
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep296 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -33
  %.236.6.i.3 = load double, double* %scevgep297, align 8, !noalias !27
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep298 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -32
  %.236.7.i.3 = load double, double* %scevgep299, align 8, !noalias !27
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep268 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -31
  %.236.i.4 = load double, double* %scevgep269, align 8, !noalias !27
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep270 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -30
  %.236.1.i.4 = load double, double* %scevgep271, align 8, !noalias !27
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep272 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -29
  %.236.2.i.4 = load double, double* %scevgep273, align 8, !noalias !27
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep274 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -28
  %.236.3.i.4 = load double, double* %scevgep275, align 8, !noalias !27
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep276 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -27
  %.236.4.i.4 = load double, double* %scevgep277, align 8, !noalias !27
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep278 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -26
  %.236.5.i.4 = load double, double* %scevgep279, align 8, !noalias !27
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep280 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -25
  %.236.6.i.4 = load double, double* %scevgep281, align 8, !noalias !27
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep282 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -24
  %.236.7.i.4 = load double, double* %scevgep283, align 8, !noalias !27
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep252 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -23
  %.236.i.5 = load double, double* %scevgep253, align 8, !noalias !27
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep254 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -22
  %.236.1.i.5 = load double, double* %scevgep255, align 8, !noalias !27
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep256 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -21
  %.236.2.i.5 = load double, double* %scevgep257, align 8, !noalias !27
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep258 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -20
  %.236.3.i.5 = load double, double* %scevgep259, align 8, !noalias !27
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep260 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -19
  %.236.4.i.5 = load double, double* %scevgep261, align 8, !noalias !27
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep262 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -18
  %.236.5.i.5 = load double, double* %scevgep263, align 8, !noalias !27
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep264 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -17
  %.236.6.i.5 = load double, double* %scevgep265, align 8, !noalias !27
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep266 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -16
  %.236.7.i.5 = load double, double* %scevgep267, align 8, !noalias !27
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep236 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -15
  %.236.i.6 = load double, double* %scevgep237, align 8, !noalias !27
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep238 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -14
  %.236.1.i.6 = load double, double* %scevgep239, align 8, !noalias !27
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep240 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -13
  %.236.2.i.6 = load double, double* %scevgep241, align 8, !noalias !27
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep242 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -12
  %.236.3.i.6 = load double, double* %scevgep243, align 8, !noalias !27
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep244 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -11
  %.236.4.i.6 = load double, double* %scevgep245, align 8, !noalias !27
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep246 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -10
  %.236.5.i.6 = load double, double* %scevgep247, align 8, !noalias !27
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep248 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -9
  %.236.6.i.6 = load double, double* %scevgep249, align 8, !noalias !27
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep250 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -8
  %.236.7.i.6 = load double, double* %scevgep251, align 8, !noalias !27
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep332 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -7
  %.236.i.7 = load double, double* %scevgep333, align 8, !noalias !27
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep334 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -6
  %.236.1.i.7 = load double, double* %scevgep335, align 8, !noalias !27
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep336 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -5
  %.236.2.i.7 = load double, double* %scevgep337, align 8, !noalias !27
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep338 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -4
  %.236.3.i.7 = load double, double* %scevgep339, align 8, !noalias !27
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep340 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -3
  %.236.4.i.7 = load double, double* %scevgep341, align 8, !noalias !27
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep342 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -2
  %.236.5.i.7 = load double, double* %scevgep343, align 8, !noalias !27
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep344 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -1
  %.236.6.i.7 = load double, double* %scevgep345, align 8, !noalias !27
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep346 = getelementptr double, double* %scevgep235, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep346, align 8, !noalias !27
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next364 = add i64 %lsr.iv363, -8
  %niter179.ncmp.7 = icmp eq i64 %lsr.iv.next364, 0
  br i1 %niter179.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %for.end.2.thread, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ 0.000000e+00, %for.end.2.thread ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i7)
  %.1093 = fadd double %s.2.0158, %c.2.0.lcssa.i
  %exitcond161.not = icmp eq i64 %.115, 3
  br i1 %exitcond161.not, label %B190, label %B40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels13views_in_loopB4v104B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.views_in_loop, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels13views_in_loopB4v104B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([137 x i8], [137 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13views_in_loopB4v104B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels13views_in_loopB4v104B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %8 = icmp sgt i32 %.49, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 0
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 1
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call i8* @numba_runtime_build_excinfo_struct(i8* %.81, i8* nonnull %.87)
  %.93 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.104)
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

define double @cfunc._ZN7kernels13views_in_loopB4v104B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels13views_in_loopB4v104B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !33

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f8ffdb50>", i64 0, i64 0))
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
declare double @llvm.exp.f64(double) #0

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
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{i1 true}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !14, !15, !17}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !10}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !10}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!30 = !{!"branch_weights", i32 1, i32 7}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = !{!"branch_weights", i32 99, i32 1}
