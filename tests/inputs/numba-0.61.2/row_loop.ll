; ModuleID = 'row_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788192549824 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139788192549824.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.139788192549824 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139788192549824, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788192549824.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139788192549504 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788192549504.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788192549504 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788192549504, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788192549504.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.row_loop = internal constant [9 x i8] c"row_loop\00"
@_ZN08NumbaEnv7kernels8row_loopB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels8row_loopB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [161 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8row_loopB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f94edb50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f94edb50>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f95aa010B3v37B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels8row_loopB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif:
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %.13753.not = icmp slt i64 %arg.A.5.0, 1
  br i1 %.13753.not, label %B170, label %B62.lr.ph

B62.lr.ph:                                        ; preds = %B0.endif
  %.101.not.i = icmp eq i64 %arg.A.5.1, 1
  %.71.not.i9 = icmp eq i64 %arg.A.5.1, %arg.x.5.0
  %.76.not.i10 = icmp eq i64 %arg.x.5.0, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  %.pre = select i1 %.101.not.i, i1 true, i1 %or.cond.i11
  %spec.select48.mux = select i1 %.101.not.i, i64 %arg.x.5.0, i64 %arg.A.5.1
  %.353 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %spec.select48.mux, i64 8)
  %.355 = extractvalue { i64, i1 } %.353, 1
  %.354 = extractvalue { i64, i1 } %.353, 0
  %smax.i = tail call i64 @llvm.smax.i64(i64 %spec.select48.mux, i64 1)
  %0 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %1 = add i64 %spec.select48.mux, -1
  %2 = add nsw i64 %unroll_iter.i, -8
  %3 = lshr exact i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter = and i64 %spec.select48.mux, 7
  %unroll_iter = and i64 %spec.select48.mux, -8
  %xtraiter58 = and i64 %4, 7
  %unroll_iter62 = and i64 %4, 4611686018427387896
  %5 = shl nuw nsw i64 %xtraiter58, 6
  br label %B62

B62:                                              ; preds = %B62.lr.ph, %for.end.endif
  %brmerge.pre-phi = phi i1 [ %.pre, %B62.lr.ph ], [ true, %for.end.endif ]
  %s.2.056 = phi double [ 0.000000e+00, %B62.lr.ph ], [ %.509, %for.end.endif ]
  %.79.054 = phi i64 [ 0, %B62.lr.ph ], [ %.150, %for.end.endif ]
  %.150 = add nuw nsw i64 %.79.054, 1
  %.212 = mul i64 %.79.054, %arg.A.5.1
  %.214 = getelementptr double, double* %arg.A.4, i64 %.212
  tail call void @NRT_incref(i8* %arg.A.0)
  br i1 %brmerge.pre-phi, label %B62.endif.endif.endif.endif, label %B62.endif.endif.endif.if

common.ret:                                       ; preds = %B62.endif.endif.endif.endif.endif.if, %B62.endif.endif.endif.endif.if, %B62.endif.endif.endif.if, %B170
  %common.ret.op = phi i32 [ 0, %B170 ], [ 1, %B62.endif.endif.endif.if ], [ 1, %B62.endif.endif.endif.endif.if ], [ 1, %B62.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B170:                                             ; preds = %for.end.endif, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.509, %for.end.endif ]
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  store double %s.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B62.endif.endif.endif.if:                         ; preds = %B62
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788192549824, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B62.endif.endif.endif.endif:                      ; preds = %B62
  br i1 %.355, label %B62.endif.endif.endif.endif.if, label %B62.endif.endif.endif.endif.endif, !prof !1

B62.endif.endif.endif.endif.if:                   ; preds = %B62.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788192549504, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B62.endif.endif.endif.endif.endif:                ; preds = %B62.endif.endif.endif.endif
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.354, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B62.endif.endif.endif.endif.endif.if, label %B62.endif.endif.endif.endif.endif.endif, !prof !1

B62.endif.endif.endif.endif.endif.if:             ; preds = %B62.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif.endif.endif.endif.endif.endif:          ; preds = %B62.endif.endif.endif.endif.endif
  %6 = icmp sgt i64 %spec.select48.mux, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %7 = bitcast i8* %.5.i to double**
  %.6.i2336 = load double*, double** %7, align 8
  br i1 %6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B62.endif.endif.endif.endif.endif.endif
  %8 = icmp ult i64 %1, 7
  br i1 %8, label %for.end.loopexit.unr-lcssa, label %for.body.preheader64

for.body.preheader64:                             ; preds = %for.body.preheader
  br label %for.body

for.body:                                         ; preds = %for.body.preheader64, %for.body
  %loop.index35 = phi i64 [ %34, %for.body ], [ 0, %for.body.preheader64 ]
  %.421.034 = phi i64 [ %.421.1.7, %for.body ], [ 0, %for.body.preheader64 ]
  %.418.033 = phi i64 [ %spec.select49.7, %for.body ], [ 0, %for.body.preheader64 ]
  %9 = icmp ugt i64 %arg.x.5.0, 1
  %10 = icmp ugt i64 %arg.A.5.1, 1
  %spec.select49 = select i1 %10, i64 %loop.index35, i64 %.418.033
  %.434 = getelementptr double, double* %.214, i64 %spec.select49
  %.435 = load double, double* %.434, align 8
  %.421.1 = select i1 %9, i64 %loop.index35, i64 %.421.034
  %.443 = getelementptr double, double* %arg.x.4, i64 %.421.1
  %.444 = load double, double* %.443, align 8
  %.6.i = fmul double %.435, %.444
  %sunkaddr = mul i64 %loop.index35, 8
  %11 = bitcast double* %.6.i2336 to i8*
  %sunkaddr239 = getelementptr i8, i8* %11, i64 %sunkaddr
  %12 = bitcast i8* %sunkaddr239 to double*
  store double %.6.i, double* %12, align 8
  %13 = add i64 %loop.index35, 1
  %spec.select49.1 = select i1 %10, i64 %13, i64 %.418.033
  %.434.1 = getelementptr double, double* %.214, i64 %spec.select49.1
  %.435.1 = load double, double* %.434.1, align 8
  %.421.1.1 = select i1 %9, i64 %13, i64 %.421.034
  %.443.1 = getelementptr double, double* %arg.x.4, i64 %.421.1.1
  %.444.1 = load double, double* %.443.1, align 8
  %.6.i.1 = fmul double %.435.1, %.444.1
  %sunkaddr240 = mul i64 %loop.index35, 8
  %14 = bitcast double* %.6.i2336 to i8*
  %sunkaddr241 = getelementptr i8, i8* %14, i64 %sunkaddr240
  %sunkaddr242 = getelementptr i8, i8* %sunkaddr241, i64 8
  %15 = bitcast i8* %sunkaddr242 to double*
  store double %.6.i.1, double* %15, align 8
  %16 = add i64 %13, 1
  %spec.select49.2 = select i1 %10, i64 %16, i64 %.418.033
  %.434.2 = getelementptr double, double* %.214, i64 %spec.select49.2
  %.435.2 = load double, double* %.434.2, align 8
  %.421.1.2 = select i1 %9, i64 %16, i64 %.421.034
  %.443.2 = getelementptr double, double* %arg.x.4, i64 %.421.1.2
  %.444.2 = load double, double* %.443.2, align 8
  %.6.i.2 = fmul double %.435.2, %.444.2
  %sunkaddr243 = mul i64 %loop.index35, 8
  %17 = bitcast double* %.6.i2336 to i8*
  %sunkaddr244 = getelementptr i8, i8* %17, i64 %sunkaddr243
  %sunkaddr245 = getelementptr i8, i8* %sunkaddr244, i64 16
  %18 = bitcast i8* %sunkaddr245 to double*
  store double %.6.i.2, double* %18, align 8
  %19 = add i64 %16, 1
  %spec.select49.3 = select i1 %10, i64 %19, i64 %.418.033
  %.434.3 = getelementptr double, double* %.214, i64 %spec.select49.3
  %.435.3 = load double, double* %.434.3, align 8
  %.421.1.3 = select i1 %9, i64 %19, i64 %.421.034
  %.443.3 = getelementptr double, double* %arg.x.4, i64 %.421.1.3
  %.444.3 = load double, double* %.443.3, align 8
  %.6.i.3 = fmul double %.435.3, %.444.3
  %sunkaddr246 = mul i64 %loop.index35, 8
  %20 = bitcast double* %.6.i2336 to i8*
  %sunkaddr247 = getelementptr i8, i8* %20, i64 %sunkaddr246
  %sunkaddr248 = getelementptr i8, i8* %sunkaddr247, i64 24
  %21 = bitcast i8* %sunkaddr248 to double*
  store double %.6.i.3, double* %21, align 8
  %22 = add i64 %19, 1
  %spec.select49.4 = select i1 %10, i64 %22, i64 %.418.033
  %.434.4 = getelementptr double, double* %.214, i64 %spec.select49.4
  %.435.4 = load double, double* %.434.4, align 8
  %.421.1.4 = select i1 %9, i64 %22, i64 %.421.034
  %.443.4 = getelementptr double, double* %arg.x.4, i64 %.421.1.4
  %.444.4 = load double, double* %.443.4, align 8
  %.6.i.4 = fmul double %.435.4, %.444.4
  %sunkaddr249 = mul i64 %loop.index35, 8
  %23 = bitcast double* %.6.i2336 to i8*
  %sunkaddr250 = getelementptr i8, i8* %23, i64 %sunkaddr249
  %sunkaddr251 = getelementptr i8, i8* %sunkaddr250, i64 32
  %24 = bitcast i8* %sunkaddr251 to double*
  store double %.6.i.4, double* %24, align 8
  %25 = add i64 %22, 1
  %spec.select49.5 = select i1 %10, i64 %25, i64 %.418.033
  %.434.5 = getelementptr double, double* %.214, i64 %spec.select49.5
  %.435.5 = load double, double* %.434.5, align 8
  %.421.1.5 = select i1 %9, i64 %25, i64 %.421.034
  %.443.5 = getelementptr double, double* %arg.x.4, i64 %.421.1.5
  %.444.5 = load double, double* %.443.5, align 8
  %.6.i.5 = fmul double %.435.5, %.444.5
  %sunkaddr252 = mul i64 %loop.index35, 8
  %26 = bitcast double* %.6.i2336 to i8*
  %sunkaddr253 = getelementptr i8, i8* %26, i64 %sunkaddr252
  %sunkaddr254 = getelementptr i8, i8* %sunkaddr253, i64 40
  %27 = bitcast i8* %sunkaddr254 to double*
  store double %.6.i.5, double* %27, align 8
  %28 = add i64 %25, 1
  %spec.select49.6 = select i1 %10, i64 %28, i64 %.418.033
  %.434.6 = getelementptr double, double* %.214, i64 %spec.select49.6
  %.435.6 = load double, double* %.434.6, align 8
  %.421.1.6 = select i1 %9, i64 %28, i64 %.421.034
  %.443.6 = getelementptr double, double* %arg.x.4, i64 %.421.1.6
  %.444.6 = load double, double* %.443.6, align 8
  %.6.i.6 = fmul double %.435.6, %.444.6
  %sunkaddr255 = mul i64 %loop.index35, 8
  %29 = bitcast double* %.6.i2336 to i8*
  %sunkaddr256 = getelementptr i8, i8* %29, i64 %sunkaddr255
  %sunkaddr257 = getelementptr i8, i8* %sunkaddr256, i64 48
  %30 = bitcast i8* %sunkaddr257 to double*
  store double %.6.i.6, double* %30, align 8
  %31 = add i64 %28, 1
  %spec.select49.7 = select i1 %10, i64 %31, i64 %.418.033
  %.434.7 = getelementptr double, double* %.214, i64 %spec.select49.7
  %.435.7 = load double, double* %.434.7, align 8
  %.421.1.7 = select i1 %9, i64 %31, i64 %.421.034
  %.443.7 = getelementptr double, double* %arg.x.4, i64 %.421.1.7
  %.444.7 = load double, double* %.443.7, align 8
  %.6.i.7 = fmul double %.435.7, %.444.7
  %sunkaddr258 = mul i64 %loop.index35, 8
  %32 = bitcast double* %.6.i2336 to i8*
  %sunkaddr259 = getelementptr i8, i8* %32, i64 %sunkaddr258
  %sunkaddr260 = getelementptr i8, i8* %sunkaddr259, i64 56
  %33 = bitcast i8* %sunkaddr260 to double*
  store double %.6.i.7, double* %33, align 8
  %.473.7 = add nuw i64 %loop.index35, 8
  %34 = add i64 %31, 1
  %niter.ncmp.7 = icmp eq i64 %34, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index35.unr = phi i64 [ 0, %for.body.preheader ], [ %.473.7, %for.body ]
  %.421.034.unr = phi i64 [ 0, %for.body.preheader ], [ %.421.1.7, %for.body ]
  %.418.033.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select49.7, %for.body ]
  %35 = icmp eq i64 %xtraiter, 0
  br i1 %35, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv = phi i64 [ %xtraiter, %for.body.epil.preheader ], [ %lsr.iv.next, %for.body.epil ]
  %loop.index35.epil = phi i64 [ %.473.epil, %for.body.epil ], [ %loop.index35.unr, %for.body.epil.preheader ]
  %.421.034.epil = phi i64 [ %.421.1.epil, %for.body.epil ], [ %.421.034.unr, %for.body.epil.preheader ]
  %.418.033.epil = phi i64 [ %spec.select49.epil, %for.body.epil ], [ %.418.033.unr, %for.body.epil.preheader ]
  %36 = icmp ugt i64 %arg.x.5.0, 1
  %37 = icmp ugt i64 %arg.A.5.1, 1
  %spec.select49.epil = select i1 %37, i64 %loop.index35.epil, i64 %.418.033.epil
  %.434.epil = getelementptr double, double* %.214, i64 %spec.select49.epil
  %.435.epil = load double, double* %.434.epil, align 8
  %.421.1.epil = select i1 %36, i64 %loop.index35.epil, i64 %.421.034.epil
  %.443.epil = getelementptr double, double* %arg.x.4, i64 %.421.1.epil
  %.444.epil = load double, double* %.443.epil, align 8
  %.6.i.epil = fmul double %.435.epil, %.444.epil
  %scevgep80 = getelementptr double, double* %.6.i2336, i64 %loop.index35.epil
  store double %.6.i.epil, double* %scevgep80, align 8
  %.473.epil = add nuw nsw i64 %loop.index35.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B62.endif.endif.endif.endif.endif.endif
  %38 = icmp eq i64 %spec.select48.mux, 0
  tail call void @NRT_decref(i8* %arg.A.0)
  br i1 %38, label %for.end.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end
  %39 = icmp ult i64 %0, 7
  br i1 %39, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %40 = icmp ult i64 %2, 56
  br i1 %40, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i.preheader

B50.endif.i.preheader:                            ; preds = %B50.endif.preheader.new.i
  %scevgep81 = getelementptr double, double* %.6.i2336, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %41 = icmp eq i64 %xtraiter58, 0
  br i1 %41, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep211 = getelementptr double, double* %.6.i2336, i64 7
  %scevgep212 = getelementptr double, double* %scevgep211, i64 %.70.05.i.unr
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv213 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next214, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %42 = bitcast double* %scevgep212 to i8*
  %uglygep235 = getelementptr i8, i8* %42, i64 %lsr.iv213
  %uglygep235236 = bitcast i8* %uglygep235 to double*
  %scevgep237 = getelementptr double, double* %uglygep235236, i64 -7
  %.236.i.epil = load double, double* %scevgep237, align 8, !noalias !11
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep232 = getelementptr i8, i8* %42, i64 %lsr.iv213
  %uglygep232233 = bitcast i8* %uglygep232 to double*
  %scevgep234 = getelementptr double, double* %uglygep232233, i64 -6
  %.236.1.i.epil = load double, double* %scevgep234, align 8, !noalias !11
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep229 = getelementptr i8, i8* %42, i64 %lsr.iv213
  %uglygep229230 = bitcast i8* %uglygep229 to double*
  %scevgep231 = getelementptr double, double* %uglygep229230, i64 -5
  %.236.2.i.epil = load double, double* %scevgep231, align 8, !noalias !11
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep226 = getelementptr i8, i8* %42, i64 %lsr.iv213
  %uglygep226227 = bitcast i8* %uglygep226 to double*
  %scevgep228 = getelementptr double, double* %uglygep226227, i64 -4
  %.236.3.i.epil = load double, double* %scevgep228, align 8, !noalias !11
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep223 = getelementptr i8, i8* %42, i64 %lsr.iv213
  %uglygep223224 = bitcast i8* %uglygep223 to double*
  %scevgep225 = getelementptr double, double* %uglygep223224, i64 -3
  %.236.4.i.epil = load double, double* %scevgep225, align 8, !noalias !11
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep220 = getelementptr i8, i8* %42, i64 %lsr.iv213
  %uglygep220221 = bitcast i8* %uglygep220 to double*
  %scevgep222 = getelementptr double, double* %uglygep220221, i64 -2
  %.236.5.i.epil = load double, double* %scevgep222, align 8, !noalias !11
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep217 = getelementptr i8, i8* %42, i64 %lsr.iv213
  %uglygep217218 = bitcast i8* %uglygep217 to double*
  %scevgep219 = getelementptr double, double* %uglygep217218, i64 -1
  %.236.6.i.epil = load double, double* %scevgep219, align 8, !noalias !11
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %42, i64 %lsr.iv213
  %uglygep216 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep216, align 8, !noalias !11
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next214 = add nuw nsw i64 %lsr.iv213, 64
  %epil.iter59.cmp.not = icmp eq i64 %5, %lsr.iv.next214
  br i1 %epil.iter59.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !14, !llvm.loop !15

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %43 = icmp eq i64 %xtraiter.i, 0
  br i1 %43, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i2336, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep238 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep238, align 8, !noalias !11
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !14, !llvm.loop !16

B50.endif.i:                                      ; preds = %B50.endif.i.preheader, %B50.endif.i
  %lsr.iv209 = phi i64 [ %unroll_iter62, %B50.endif.i.preheader ], [ %lsr.iv.next210, %B50.endif.i ]
  %c.2.06.i = phi double [ %.239.7.i.7, %B50.endif.i ], [ 0.000000e+00, %B50.endif.i.preheader ]
  %.70.05.i = phi i64 [ %.182.7.i.7, %B50.endif.i ], [ 0, %B50.endif.i.preheader ]
  %scevgep207 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -63
  %.236.i = load double, double* %scevgep208, align 8, !noalias !11
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep205 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -62
  %.236.1.i = load double, double* %scevgep206, align 8, !noalias !11
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep203 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -61
  %.236.2.i = load double, double* %scevgep204, align 8, !noalias !11
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep201 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -60
  %.236.3.i = load double, double* %scevgep202, align 8, !noalias !11
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep199 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -59
  %.236.4.i = load double, double* %scevgep200, align 8, !noalias !11
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep197 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -58
  %.236.5.i = load double, double* %scevgep198, align 8, !noalias !11
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep195 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -57
  %.236.6.i = load double, double* %scevgep196, align 8, !noalias !11
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep193 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -56
  %.236.7.i = load double, double* %scevgep194, align 8, !noalias !11
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep162 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -55
  %.236.i.1 = load double, double* %scevgep163, align 8, !noalias !11
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep164 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -54
  %.236.1.i.1 = load double, double* %scevgep165, align 8, !noalias !11
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep166 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -53
  %.236.2.i.1 = load double, double* %scevgep167, align 8, !noalias !11
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep168 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -52
  %.236.3.i.1 = load double, double* %scevgep169, align 8, !noalias !11
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep170 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -51
  %.236.4.i.1 = load double, double* %scevgep171, align 8, !noalias !11
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep172 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -50
  %.236.5.i.1 = load double, double* %scevgep173, align 8, !noalias !11
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep174 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -49
  %.236.6.i.1 = load double, double* %scevgep175, align 8, !noalias !11
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep176 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -48
  %.236.7.i.1 = load double, double* %scevgep177, align 8, !noalias !11
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep146 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -47
  %.236.i.2 = load double, double* %scevgep147, align 8, !noalias !11
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep148 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -46
  %.236.1.i.2 = load double, double* %scevgep149, align 8, !noalias !11
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep150 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -45
  %.236.2.i.2 = load double, double* %scevgep151, align 8, !noalias !11
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep152 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -44
  %.236.3.i.2 = load double, double* %scevgep153, align 8, !noalias !11
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep154 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -43
  %.236.4.i.2 = load double, double* %scevgep155, align 8, !noalias !11
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep156 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -42
  %.236.5.i.2 = load double, double* %scevgep157, align 8, !noalias !11
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep158 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -41
  %.236.6.i.2 = load double, double* %scevgep159, align 8, !noalias !11
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep160 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -40
  %.236.7.i.2 = load double, double* %scevgep161, align 8, !noalias !11
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep130 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -39
  %.236.i.3 = load double, double* %scevgep131, align 8, !noalias !11
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep132 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -38
  %.236.1.i.3 = load double, double* %scevgep133, align 8, !noalias !11
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep134 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -37
  %.236.2.i.3 = load double, double* %scevgep135, align 8, !noalias !11
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep136 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -36
  %.236.3.i.3 = load double, double* %scevgep137, align 8, !noalias !11
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep138 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -35
  %.236.4.i.3 = load double, double* %scevgep139, align 8, !noalias !11
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep140 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -34
  %.236.5.i.3 = load double, double* %scevgep141, align 8, !noalias !11
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep142 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -33
  %.236.6.i.3 = load double, double* %scevgep143, align 8, !noalias !11
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep144 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -32
  %.236.7.i.3 = load double, double* %scevgep145, align 8, !noalias !11
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep114 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -31
  %.236.i.4 = load double, double* %scevgep115, align 8, !noalias !11
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep116 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -30
  %.236.1.i.4 = load double, double* %scevgep117, align 8, !noalias !11
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep118 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -29
  %.236.2.i.4 = load double, double* %scevgep119, align 8, !noalias !11
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep120 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -28
  %.236.3.i.4 = load double, double* %scevgep121, align 8, !noalias !11
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep122 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -27
  %.236.4.i.4 = load double, double* %scevgep123, align 8, !noalias !11
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep124 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -26
  %.236.5.i.4 = load double, double* %scevgep125, align 8, !noalias !11
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep126 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -25
  %.236.6.i.4 = load double, double* %scevgep127, align 8, !noalias !11
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep128 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -24
  %.236.7.i.4 = load double, double* %scevgep129, align 8, !noalias !11
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep98 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -23
  %.236.i.5 = load double, double* %scevgep99, align 8, !noalias !11
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep100 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -22
  %.236.1.i.5 = load double, double* %scevgep101, align 8, !noalias !11
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep102 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -21
  %.236.2.i.5 = load double, double* %scevgep103, align 8, !noalias !11
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep104 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -20
  %.236.3.i.5 = load double, double* %scevgep105, align 8, !noalias !11
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep106 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -19
  %.236.4.i.5 = load double, double* %scevgep107, align 8, !noalias !11
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep108 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -18
  %.236.5.i.5 = load double, double* %scevgep109, align 8, !noalias !11
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep110 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -17
  %.236.6.i.5 = load double, double* %scevgep111, align 8, !noalias !11
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep112 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -16
  %.236.7.i.5 = load double, double* %scevgep113, align 8, !noalias !11
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep82 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -15
  %.236.i.6 = load double, double* %scevgep83, align 8, !noalias !11
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep84 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -14
  %.236.1.i.6 = load double, double* %scevgep85, align 8, !noalias !11
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep86 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -13
  %.236.2.i.6 = load double, double* %scevgep87, align 8, !noalias !11
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep88 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -12
  %.236.3.i.6 = load double, double* %scevgep89, align 8, !noalias !11
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep90 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -11
  %.236.4.i.6 = load double, double* %scevgep91, align 8, !noalias !11
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep92 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -10
  %.236.5.i.6 = load double, double* %scevgep93, align 8, !noalias !11
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep94 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -9
  %.236.6.i.6 = load double, double* %scevgep95, align 8, !noalias !11
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep96 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -8
  %.236.7.i.6 = load double, double* %scevgep97, align 8, !noalias !11
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep178 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -7
  %.236.i.7 = load double, double* %scevgep179, align 8, !noalias !11
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep180 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -6
  %.236.1.i.7 = load double, double* %scevgep181, align 8, !noalias !11
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep182 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -5
  %.236.2.i.7 = load double, double* %scevgep183, align 8, !noalias !11
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep184 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -4
  %.236.3.i.7 = load double, double* %scevgep185, align 8, !noalias !11
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep186 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -3
  %.236.4.i.7 = load double, double* %scevgep187, align 8, !noalias !11
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep188 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -2
  %.236.5.i.7 = load double, double* %scevgep189, align 8, !noalias !11
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep190 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -1
  %.236.6.i.7 = load double, double* %scevgep191, align 8, !noalias !11
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep192 = getelementptr double, double* %scevgep81, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep192, align 8, !noalias !11
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next210 = add i64 %lsr.iv209, -8
  %niter63.ncmp.7 = icmp eq i64 %lsr.iv.next210, 0
  br i1 %niter63.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.507 = tail call double @tanh(double %c.2.0.lcssa.i)
  %.509 = fadd double %s.2.056, %.507
  %exitcond57.not = icmp eq i64 %.150, %arg.A.5.0
  br i1 %exitcond57.not, label %B170, label %B62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @tanh(double) local_unnamed_addr #1

define i8* @_ZN7cpython7kernels8row_loopB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.const.row_loop, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels8row_loopB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([161 x i8], [161 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels8row_loopB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.5.1.load = load i64, i64* %9, align 8
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %10, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %11, i64 24
  %12 = bitcast i8* %sunkaddr10 to i64*
  %.55 = load i64, i64* %12, align 8
  %.56 = icmp ne i64 %.55, 8
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %13 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %14, i64 32
  %15 = bitcast i8* %sunkaddr11 to double**
  %.62.fca.4.load = load double*, double** %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %16, i64 40
  %17 = bitcast i8* %sunkaddr12 to i64*
  %.62.fca.5.0.load = load i64, i64* %17, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels8row_loopB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 poison, i64 poison, i8* %.62.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 poison) #3
  %.80 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.87 = icmp sgt i32 %.79, 0
  %.88 = select i1 %.87, { i8*, i32, i8*, i8*, i32 }* %.80, { i8*, i32, i8*, i8*, i32 }* undef
  %.89 = load double, double* %.69, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.62.fca.0.load)
  switch i32 %.79, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %18 = icmp sgt i32 %.79, 0
  br i1 %18, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.102 = call i8* @PyFloat_FromDouble(double %.89)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.107 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 4
  %.109 = icmp sgt i32 %.108, 0
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 0
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 1
  br i1 %.109, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.115 = sext i32 %.114 to i64
  %.116 = call i8* @PyBytes_FromStringAndSize(i8* %.112, i64 %.115)
  %.117 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 2
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 3
  %.121 = bitcast i8* %.120 to i8* (i8*)*
  %.122 = call i8* %.121(i8* %.118)
  %.123 = icmp eq i8* %.122, null
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.127 = call i8* @numba_runtime_build_excinfo_struct(i8* %.116, i8* nonnull %.122)
  %.128 = bitcast { i8*, i32, i8*, i8*, i32 }* %.88 to i8*
  call void @NRT_Free(i8* nonnull %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.139)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
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

define double @cfunc._ZN7kernels8row_loopB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels8row_loopB3v36B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.12, i64 poison) #3
  %.15 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.16.not = icmp eq i32 %.14, 0
  %.22 = icmp sgt i32 %.14, 0
  %.23 = select i1 %.22, { i8*, i32, i8*, i8*, i32 }* %.15, { i8*, i32, i8*, i8*, i32 }* undef
  %.24 = load double, double* %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, i32* %.26, align 4
  br i1 %.16.not, label %common.ret, label %entry.if, !prof !17

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(i32* nonnull %.26)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f94edb50>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.77)
  call void @Py_DecRef(i8* %.77)
  call void @numba_gil_release(i32* nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 0
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call i8* @PyBytes_FromStringAndSize(i8* %.37, i64 %.40)
  %.42 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 2
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 3
  %.46 = bitcast i8* %.45 to i8* (i8*)*
  %.47 = call i8* %.46(i8* %.43)
  %.48 = icmp eq i8* %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call i8* @numba_runtime_build_excinfo_struct(i8* %.41, i8* nonnull %.47)
  %.53 = bitcast { i8*, i32, i8*, i8*, i32 }* %.23 to i8*
  call void @NRT_Free(i8* nonnull %.53)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.64)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.29
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
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{i1 true}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!14 = !{!"branch_weights", i32 1, i32 7}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!"branch_weights", i32 99, i32 1}
