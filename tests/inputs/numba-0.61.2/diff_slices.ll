; ModuleID = 'diff_slices'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788188382208 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139788188382208.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.139788188382208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139788188382208, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788188382208.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139788190075264 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788190075264.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788190075264 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788190075264, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788190075264.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.diff_slices = internal constant [12 x i8] c"diff_slices\00"
@_ZN08NumbaEnv7kernels11diff_slicesB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11diff_slicesB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11diff_slicesB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f9890a10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f9890a10>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f98f8690B3v33B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f98f8e10B3v34B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11diff_slicesB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.u.0, i8* nocapture readnone %arg.u.1, i64 %arg.u.2, i64 %arg.u.3, double* nocapture readonly %arg.u.4, i64 %arg.u.5.0, i64 %arg.u.6.0) local_unnamed_addr {
B0.else.endif:
  tail call void @NRT_incref(i8* %arg.u.0)
  %.61 = icmp slt i64 %arg.u.5.0, 2
  br i1 %.61, label %B0.else.endif.if, label %B0.endif.else.endif, !prof !0

B0.else.endif.if:                                 ; preds = %B0.else.endif
  br label %B0.endif.else.endif

B0.endif.endif:                                   ; preds = %B0.endif.else.endif.endif, %B0.endif.else.endif.endif.endif.thread
  %.211.sroa.13.0 = phi i64 [ %.211.sroa.13.1.ph, %B0.endif.else.endif.endif.endif.thread ], [ %const_mat, %B0.endif.else.endif.endif ]
  %.211.sroa.0.0 = phi i64 [ %.211.sroa.0.270.ph, %B0.endif.else.endif.endif.endif.thread ], [ %const_mat301, %B0.endif.else.endif.endif ]
  %.299 = sub i64 %.211.sroa.13.0, %.211.sroa.0.0
  %0 = tail call i64 @llvm.smax.i64(i64 %.299, i64 0)
  %.324 = getelementptr double, double* %arg.u.4, i64 %.211.sroa.0.0
  %.101.not.i = icmp eq i64 %1, 1
  br i1 %.101.not.i, label %B0.endif.endif.endif.endif.endif.endif, label %B90.i12

B0.endif.else.endif:                              ; preds = %B0.else.endif, %B0.else.endif.if
  %.41.sroa.0.0 = phi i64 [ %arg.u.5.0, %B0.else.endif.if ], [ 1, %B0.else.endif ]
  %.129 = sub i64 %arg.u.5.0, %.41.sroa.0.0
  %1 = tail call i64 @llvm.smax.i64(i64 %.129, i64 0)
  %.154 = getelementptr double, double* %arg.u.4, i64 %.41.sroa.0.0
  tail call void @NRT_incref(i8* %arg.u.0)
  %.231 = icmp slt i64 %arg.u.5.0, 1
  %.239 = add i64 %arg.u.5.0, -1
  br i1 %.231, label %B0.endif.else.endif.endif, label %B0.endif.else.endif.endif.endif.thread, !prof !0

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif
  %const300 = bitcast i64 9223372036854775800 to i64
  %.243 = icmp slt i64 %.239, 0
  %const_mat = add i64 %const300, 8
  %const_mat301 = add i64 %const300, 8
  br i1 %.243, label %B0.endif.else.endif.endif.endif.thread, label %B0.endif.endif, !prof !0

B0.endif.else.endif.endif.endif.thread:           ; preds = %B0.endif.else.endif, %B0.endif.else.endif.endif
  %.211.sroa.0.270.ph = phi i64 [ %arg.u.5.0, %B0.endif.else.endif.endif ], [ 0, %B0.endif.else.endif ]
  %.211.sroa.13.1.ph = phi i64 [ 0, %B0.endif.else.endif.endif ], [ %.239, %B0.endif.else.endif ]
  br label %B0.endif.endif

common.ret:                                       ; preds = %for.end.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.endif.if, %for.end.1.endif, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ]
  ret i32 %common.ret.op

B90.i12:                                          ; preds = %B0.endif.endif
  %.71.not.i9 = icmp eq i64 %0, %1
  %.76.not.i10 = icmp eq i64 %0, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  br i1 %or.cond.i11, label %B0.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.if

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i12
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788188382208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif, %B90.i12
  %dest_shape.190 = phi i64 [ %1, %B90.i12 ], [ %0, %B0.endif.endif ]
  %.467 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.190, i64 8)
  %.469 = extractvalue { i64, i1 } %.467, 1
  br i1 %.469, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788190075264, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.468 = extractvalue { i64, i1 } %.467, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.468, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.5.i23 = getelementptr i8, i8* %.7.i.i, i64 24
  %2 = bitcast i8* %.5.i23 to double**
  %.6.i65 = load double*, double** %2, align 8
  %.53961.not = icmp eq i64 %dest_shape.190, 0
  br i1 %.53961.not, label %for.end.endif.endif.endif, label %for.body.preheader

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %3 = add nsw i64 %dest_shape.190, -1
  %xtraiter100 = and i64 %dest_shape.190, 7
  %4 = icmp ult i64 %3, 7
  br i1 %4, label %for.end.endif.endif.endif.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter103 = and i64 %dest_shape.190, %const
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index64 = phi i64 [ 0, %for.body.preheader.new ], [ %30, %for.body ]
  %.535.063 = phi i64 [ 0, %for.body.preheader.new ], [ %.535.1.7, %for.body ]
  %.532.062 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select91.7, %for.body ]
  %5 = icmp ugt i64 %0, 1
  %6 = icmp ugt i64 %1, 1
  %spec.select91 = select i1 %6, i64 %loop.index64, i64 %.532.062
  %.548 = getelementptr double, double* %.154, i64 %spec.select91
  %.549 = load double, double* %.548, align 8
  %.535.1 = select i1 %5, i64 %loop.index64, i64 %.535.063
  %.557 = getelementptr double, double* %.324, i64 %.535.1
  %.558 = load double, double* %.557, align 8
  %.6.i53 = fsub double %.549, %.558
  %sunkaddr = mul i64 %loop.index64, 8
  %7 = bitcast double* %.6.i65 to i8*
  %sunkaddr302 = getelementptr i8, i8* %7, i64 %sunkaddr
  %8 = bitcast i8* %sunkaddr302 to double*
  store double %.6.i53, double* %8, align 8
  %9 = add i64 %loop.index64, 1
  %spec.select91.1 = select i1 %6, i64 %9, i64 %.532.062
  %.548.1 = getelementptr double, double* %.154, i64 %spec.select91.1
  %.549.1 = load double, double* %.548.1, align 8
  %.535.1.1 = select i1 %5, i64 %9, i64 %.535.063
  %.557.1 = getelementptr double, double* %.324, i64 %.535.1.1
  %.558.1 = load double, double* %.557.1, align 8
  %.6.i53.1 = fsub double %.549.1, %.558.1
  %sunkaddr303 = mul i64 %loop.index64, 8
  %10 = bitcast double* %.6.i65 to i8*
  %sunkaddr304 = getelementptr i8, i8* %10, i64 %sunkaddr303
  %sunkaddr305 = getelementptr i8, i8* %sunkaddr304, i64 8
  %11 = bitcast i8* %sunkaddr305 to double*
  store double %.6.i53.1, double* %11, align 8
  %12 = add i64 %9, 1
  %spec.select91.2 = select i1 %6, i64 %12, i64 %.532.062
  %.548.2 = getelementptr double, double* %.154, i64 %spec.select91.2
  %.549.2 = load double, double* %.548.2, align 8
  %.535.1.2 = select i1 %5, i64 %12, i64 %.535.063
  %.557.2 = getelementptr double, double* %.324, i64 %.535.1.2
  %.558.2 = load double, double* %.557.2, align 8
  %.6.i53.2 = fsub double %.549.2, %.558.2
  %sunkaddr306 = mul i64 %loop.index64, 8
  %13 = bitcast double* %.6.i65 to i8*
  %sunkaddr307 = getelementptr i8, i8* %13, i64 %sunkaddr306
  %sunkaddr308 = getelementptr i8, i8* %sunkaddr307, i64 16
  %14 = bitcast i8* %sunkaddr308 to double*
  store double %.6.i53.2, double* %14, align 8
  %15 = add i64 %12, 1
  %spec.select91.3 = select i1 %6, i64 %15, i64 %.532.062
  %.548.3 = getelementptr double, double* %.154, i64 %spec.select91.3
  %.549.3 = load double, double* %.548.3, align 8
  %.535.1.3 = select i1 %5, i64 %15, i64 %.535.063
  %.557.3 = getelementptr double, double* %.324, i64 %.535.1.3
  %.558.3 = load double, double* %.557.3, align 8
  %.6.i53.3 = fsub double %.549.3, %.558.3
  %sunkaddr309 = mul i64 %loop.index64, 8
  %16 = bitcast double* %.6.i65 to i8*
  %sunkaddr310 = getelementptr i8, i8* %16, i64 %sunkaddr309
  %sunkaddr311 = getelementptr i8, i8* %sunkaddr310, i64 24
  %17 = bitcast i8* %sunkaddr311 to double*
  store double %.6.i53.3, double* %17, align 8
  %18 = add i64 %15, 1
  %spec.select91.4 = select i1 %6, i64 %18, i64 %.532.062
  %.548.4 = getelementptr double, double* %.154, i64 %spec.select91.4
  %.549.4 = load double, double* %.548.4, align 8
  %.535.1.4 = select i1 %5, i64 %18, i64 %.535.063
  %.557.4 = getelementptr double, double* %.324, i64 %.535.1.4
  %.558.4 = load double, double* %.557.4, align 8
  %.6.i53.4 = fsub double %.549.4, %.558.4
  %sunkaddr312 = mul i64 %loop.index64, 8
  %19 = bitcast double* %.6.i65 to i8*
  %sunkaddr313 = getelementptr i8, i8* %19, i64 %sunkaddr312
  %sunkaddr314 = getelementptr i8, i8* %sunkaddr313, i64 32
  %20 = bitcast i8* %sunkaddr314 to double*
  store double %.6.i53.4, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select91.5 = select i1 %6, i64 %21, i64 %.532.062
  %.548.5 = getelementptr double, double* %.154, i64 %spec.select91.5
  %.549.5 = load double, double* %.548.5, align 8
  %.535.1.5 = select i1 %5, i64 %21, i64 %.535.063
  %.557.5 = getelementptr double, double* %.324, i64 %.535.1.5
  %.558.5 = load double, double* %.557.5, align 8
  %.6.i53.5 = fsub double %.549.5, %.558.5
  %sunkaddr315 = mul i64 %loop.index64, 8
  %22 = bitcast double* %.6.i65 to i8*
  %sunkaddr316 = getelementptr i8, i8* %22, i64 %sunkaddr315
  %sunkaddr317 = getelementptr i8, i8* %sunkaddr316, i64 40
  %23 = bitcast i8* %sunkaddr317 to double*
  store double %.6.i53.5, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select91.6 = select i1 %6, i64 %24, i64 %.532.062
  %.548.6 = getelementptr double, double* %.154, i64 %spec.select91.6
  %.549.6 = load double, double* %.548.6, align 8
  %.535.1.6 = select i1 %5, i64 %24, i64 %.535.063
  %.557.6 = getelementptr double, double* %.324, i64 %.535.1.6
  %.558.6 = load double, double* %.557.6, align 8
  %.6.i53.6 = fsub double %.549.6, %.558.6
  %sunkaddr318 = mul i64 %loop.index64, 8
  %25 = bitcast double* %.6.i65 to i8*
  %sunkaddr319 = getelementptr i8, i8* %25, i64 %sunkaddr318
  %sunkaddr320 = getelementptr i8, i8* %sunkaddr319, i64 48
  %26 = bitcast i8* %sunkaddr320 to double*
  store double %.6.i53.6, double* %26, align 8
  %27 = add i64 %24, 1
  %spec.select91.7 = select i1 %6, i64 %27, i64 %.532.062
  %.548.7 = getelementptr double, double* %.154, i64 %spec.select91.7
  %.549.7 = load double, double* %.548.7, align 8
  %.535.1.7 = select i1 %5, i64 %27, i64 %.535.063
  %.557.7 = getelementptr double, double* %.324, i64 %.535.1.7
  %.558.7 = load double, double* %.557.7, align 8
  %.6.i53.7 = fsub double %.549.7, %.558.7
  %sunkaddr321 = mul i64 %loop.index64, 8
  %28 = bitcast double* %.6.i65 to i8*
  %sunkaddr322 = getelementptr i8, i8* %28, i64 %sunkaddr321
  %sunkaddr323 = getelementptr i8, i8* %sunkaddr322, i64 56
  %29 = bitcast i8* %sunkaddr323 to double*
  store double %.6.i53.7, double* %29, align 8
  %.587.7 = add nuw i64 %loop.index64, 8
  %30 = add i64 %27, 1
  %niter104.ncmp.7 = icmp eq i64 %30, %unroll_iter103
  br i1 %niter104.ncmp.7, label %for.end.endif.endif.endif.loopexit.unr-lcssa, label %for.body

for.end.endif.endif.endif.loopexit.unr-lcssa:     ; preds = %for.body, %for.body.preheader
  %loop.index64.unr = phi i64 [ 0, %for.body.preheader ], [ %.587.7, %for.body ]
  %.535.063.unr = phi i64 [ 0, %for.body.preheader ], [ %.535.1.7, %for.body ]
  %.532.062.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select91.7, %for.body ]
  %lcmp.mod102.not = icmp eq i64 %xtraiter100, 0
  br i1 %lcmp.mod102.not, label %for.end.endif.endif.endif, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.endif.endif.endif.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv280 = phi i64 [ %xtraiter100, %for.body.epil.preheader ], [ %lsr.iv.next281, %for.body.epil ]
  %loop.index64.epil = phi i64 [ %.587.epil, %for.body.epil ], [ %loop.index64.unr, %for.body.epil.preheader ]
  %.535.063.epil = phi i64 [ %.535.1.epil, %for.body.epil ], [ %.535.063.unr, %for.body.epil.preheader ]
  %.532.062.epil = phi i64 [ %spec.select91.epil, %for.body.epil ], [ %.532.062.unr, %for.body.epil.preheader ]
  %31 = icmp ugt i64 %0, 1
  %32 = icmp ugt i64 %1, 1
  %spec.select91.epil = select i1 %32, i64 %loop.index64.epil, i64 %.532.062.epil
  %.548.epil = getelementptr double, double* %.154, i64 %spec.select91.epil
  %.549.epil = load double, double* %.548.epil, align 8
  %.535.1.epil = select i1 %31, i64 %loop.index64.epil, i64 %.535.063.epil
  %.557.epil = getelementptr double, double* %.324, i64 %.535.1.epil
  %.558.epil = load double, double* %.557.epil, align 8
  %.6.i53.epil = fsub double %.549.epil, %.558.epil
  %scevgep279 = getelementptr double, double* %.6.i65, i64 %loop.index64.epil
  store double %.6.i53.epil, double* %scevgep279, align 8
  %.587.epil = add nuw nsw i64 %loop.index64.epil, 1
  %lsr.iv.next281 = add nsw i64 %lsr.iv280, -1
  %epil.iter101.cmp.not = icmp eq i64 %lsr.iv.next281, 0
  br i1 %epil.iter101.cmp.not, label %for.end.endif.endif.endif, label %for.body.epil, !llvm.loop !9

for.end.endif.endif.endif:                        ; preds = %for.body.epil, %for.end.endif.endif.endif.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.u.0)
  tail call void @NRT_decref(i8* %arg.u.0)
  %.7.i.i26 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.468, i32 32), !noalias !11
  %.8.i.i27 = icmp eq i8* %.7.i.i26, null
  br i1 %.8.i.i27, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif.endif.endif
  %33 = icmp eq i64 %dest_shape.190, 0
  %.5.i24 = getelementptr i8, i8* %.7.i.i26, i64 24
  %34 = bitcast i8* %.5.i24 to double**
  %.6.i2566 = load double*, double** %34, align 8
  br i1 %33, label %for.end.1.thread, label %for.body.1.preheader

for.end.1.thread:                                 ; preds = %for.end.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br label %for.end.1.endif

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif
  %35 = add nsw i64 %dest_shape.190, -1
  %xtraiter95 = and i64 %dest_shape.190, 7
  %36 = icmp ult i64 %35, 7
  br i1 %36, label %for.end.1.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %const298 = bitcast i64 9223372036854775800 to i64
  %unroll_iter98 = and i64 %dest_shape.190, %const298
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.160 = phi i64 [ 0, %for.body.1.preheader.new ], [ %61, %for.body.1 ]
  %.719.059 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select92.7, %for.body.1 ]
  %37 = icmp eq i64 %dest_shape.190, 1
  %spec.select92 = select i1 %37, i64 %.719.059, i64 %loop.index.160
  %.732 = getelementptr double, double* %.6.i65, i64 %spec.select92
  %.733 = load double, double* %.732, align 8
  %.5.i = fmul double %.733, %.733
  %sunkaddr324 = mul i64 %loop.index.160, 8
  %38 = bitcast double* %.6.i2566 to i8*
  %sunkaddr325 = getelementptr i8, i8* %38, i64 %sunkaddr324
  %39 = bitcast i8* %sunkaddr325 to double*
  store double %.5.i, double* %39, align 8
  %40 = add i64 %loop.index.160, 1
  %spec.select92.1 = select i1 %37, i64 %.719.059, i64 %40
  %.732.1 = getelementptr double, double* %.6.i65, i64 %spec.select92.1
  %.733.1 = load double, double* %.732.1, align 8
  %.5.i.1 = fmul double %.733.1, %.733.1
  %sunkaddr326 = mul i64 %loop.index.160, 8
  %41 = bitcast double* %.6.i2566 to i8*
  %sunkaddr327 = getelementptr i8, i8* %41, i64 %sunkaddr326
  %sunkaddr328 = getelementptr i8, i8* %sunkaddr327, i64 8
  %42 = bitcast i8* %sunkaddr328 to double*
  store double %.5.i.1, double* %42, align 8
  %43 = add i64 %40, 1
  %spec.select92.2 = select i1 %37, i64 %.719.059, i64 %43
  %.732.2 = getelementptr double, double* %.6.i65, i64 %spec.select92.2
  %.733.2 = load double, double* %.732.2, align 8
  %.5.i.2 = fmul double %.733.2, %.733.2
  %sunkaddr329 = mul i64 %loop.index.160, 8
  %44 = bitcast double* %.6.i2566 to i8*
  %sunkaddr330 = getelementptr i8, i8* %44, i64 %sunkaddr329
  %sunkaddr331 = getelementptr i8, i8* %sunkaddr330, i64 16
  %45 = bitcast i8* %sunkaddr331 to double*
  store double %.5.i.2, double* %45, align 8
  %46 = add i64 %43, 1
  %spec.select92.3 = select i1 %37, i64 %.719.059, i64 %46
  %.732.3 = getelementptr double, double* %.6.i65, i64 %spec.select92.3
  %.733.3 = load double, double* %.732.3, align 8
  %.5.i.3 = fmul double %.733.3, %.733.3
  %sunkaddr332 = mul i64 %loop.index.160, 8
  %47 = bitcast double* %.6.i2566 to i8*
  %sunkaddr333 = getelementptr i8, i8* %47, i64 %sunkaddr332
  %sunkaddr334 = getelementptr i8, i8* %sunkaddr333, i64 24
  %48 = bitcast i8* %sunkaddr334 to double*
  store double %.5.i.3, double* %48, align 8
  %49 = add i64 %46, 1
  %spec.select92.4 = select i1 %37, i64 %.719.059, i64 %49
  %.732.4 = getelementptr double, double* %.6.i65, i64 %spec.select92.4
  %.733.4 = load double, double* %.732.4, align 8
  %.5.i.4 = fmul double %.733.4, %.733.4
  %sunkaddr335 = mul i64 %loop.index.160, 8
  %50 = bitcast double* %.6.i2566 to i8*
  %sunkaddr336 = getelementptr i8, i8* %50, i64 %sunkaddr335
  %sunkaddr337 = getelementptr i8, i8* %sunkaddr336, i64 32
  %51 = bitcast i8* %sunkaddr337 to double*
  store double %.5.i.4, double* %51, align 8
  %52 = add i64 %49, 1
  %spec.select92.5 = select i1 %37, i64 %.719.059, i64 %52
  %.732.5 = getelementptr double, double* %.6.i65, i64 %spec.select92.5
  %.733.5 = load double, double* %.732.5, align 8
  %.5.i.5 = fmul double %.733.5, %.733.5
  %sunkaddr338 = mul i64 %loop.index.160, 8
  %53 = bitcast double* %.6.i2566 to i8*
  %sunkaddr339 = getelementptr i8, i8* %53, i64 %sunkaddr338
  %sunkaddr340 = getelementptr i8, i8* %sunkaddr339, i64 40
  %54 = bitcast i8* %sunkaddr340 to double*
  store double %.5.i.5, double* %54, align 8
  %55 = add i64 %52, 1
  %spec.select92.6 = select i1 %37, i64 %.719.059, i64 %55
  %.732.6 = getelementptr double, double* %.6.i65, i64 %spec.select92.6
  %.733.6 = load double, double* %.732.6, align 8
  %.5.i.6 = fmul double %.733.6, %.733.6
  %sunkaddr341 = mul i64 %loop.index.160, 8
  %56 = bitcast double* %.6.i2566 to i8*
  %sunkaddr342 = getelementptr i8, i8* %56, i64 %sunkaddr341
  %sunkaddr343 = getelementptr i8, i8* %sunkaddr342, i64 48
  %57 = bitcast i8* %sunkaddr343 to double*
  store double %.5.i.6, double* %57, align 8
  %58 = add i64 %55, 1
  %spec.select92.7 = select i1 %37, i64 %.719.059, i64 %58
  %.732.7 = getelementptr double, double* %.6.i65, i64 %spec.select92.7
  %.733.7 = load double, double* %.732.7, align 8
  %.5.i.7 = fmul double %.733.7, %.733.7
  %sunkaddr344 = mul i64 %loop.index.160, 8
  %59 = bitcast double* %.6.i2566 to i8*
  %sunkaddr345 = getelementptr i8, i8* %59, i64 %sunkaddr344
  %sunkaddr346 = getelementptr i8, i8* %sunkaddr345, i64 56
  %60 = bitcast i8* %sunkaddr346 to double*
  store double %.5.i.7, double* %60, align 8
  %.762.7 = add nuw i64 %loop.index.160, 8
  %61 = add i64 %58, 1
  %niter99.ncmp.7 = icmp eq i64 %61, %unroll_iter98
  br i1 %niter99.ncmp.7, label %for.end.1.unr-lcssa, label %for.body.1

for.end.1.unr-lcssa:                              ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.160.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.762.7, %for.body.1 ]
  %.719.059.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select92.7, %for.body.1 ]
  %lcmp.mod97.not = icmp eq i64 %xtraiter95, 0
  br i1 %lcmp.mod97.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv261 = phi i64 [ %xtraiter95, %for.body.1.epil.preheader ], [ %lsr.iv.next262, %for.body.1.epil ]
  %loop.index.160.epil = phi i64 [ %.762.epil, %for.body.1.epil ], [ %loop.index.160.unr, %for.body.1.epil.preheader ]
  %.719.059.epil = phi i64 [ %spec.select92.epil, %for.body.1.epil ], [ %.719.059.unr, %for.body.1.epil.preheader ]
  %62 = icmp eq i64 %dest_shape.190, 1
  %spec.select92.epil = select i1 %62, i64 %.719.059.epil, i64 %loop.index.160.epil
  %.732.epil = getelementptr double, double* %.6.i65, i64 %spec.select92.epil
  %.733.epil = load double, double* %.732.epil, align 8
  %.5.i.epil = fmul double %.733.epil, %.733.epil
  %scevgep260 = getelementptr double, double* %.6.i2566, i64 %loop.index.160.epil
  store double %.5.i.epil, double* %scevgep260, align 8
  %.762.epil = add nuw nsw i64 %loop.index.160.epil, 1
  %lsr.iv.next262 = add nsw i64 %lsr.iv261, -1
  %epil.iter96.cmp.not = icmp eq i64 %lsr.iv.next262, 0
  br i1 %epil.iter96.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !18

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.unr-lcssa
  %63 = icmp eq i64 %dest_shape.190, 0
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %63, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.190, i64 1)
  %64 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %65 = icmp ult i64 %64, 7
  br i1 %65, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const299 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const299
  %66 = add nsw i64 %unroll_iter.i, -8
  %67 = lshr exact i64 %66, 3
  %68 = add nuw nsw i64 %67, 1
  %xtraiter = and i64 %68, 7
  %69 = icmp ult i64 %66, 56
  br i1 %69, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %68, 4611686018427387896
  %scevgep130 = getelementptr double, double* %.6.i2566, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %70 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep106 = getelementptr double, double* %.6.i2566, i64 %70
  %71 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %72 = bitcast double* %scevgep106 to i8*
  %uglygep127 = getelementptr i8, i8* %72, i64 %lsr.iv
  %uglygep127128 = bitcast i8* %uglygep127 to double*
  %scevgep129 = getelementptr double, double* %uglygep127128, i64 -7
  %.236.i.epil = load double, double* %scevgep129, align 8, !noalias !19
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep124 = getelementptr i8, i8* %72, i64 %lsr.iv
  %uglygep124125 = bitcast i8* %uglygep124 to double*
  %scevgep126 = getelementptr double, double* %uglygep124125, i64 -6
  %.236.1.i.epil = load double, double* %scevgep126, align 8, !noalias !19
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep121 = getelementptr i8, i8* %72, i64 %lsr.iv
  %uglygep121122 = bitcast i8* %uglygep121 to double*
  %scevgep123 = getelementptr double, double* %uglygep121122, i64 -5
  %.236.2.i.epil = load double, double* %scevgep123, align 8, !noalias !19
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep118 = getelementptr i8, i8* %72, i64 %lsr.iv
  %uglygep118119 = bitcast i8* %uglygep118 to double*
  %scevgep120 = getelementptr double, double* %uglygep118119, i64 -4
  %.236.3.i.epil = load double, double* %scevgep120, align 8, !noalias !19
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep115 = getelementptr i8, i8* %72, i64 %lsr.iv
  %uglygep115116 = bitcast i8* %uglygep115 to double*
  %scevgep117 = getelementptr double, double* %uglygep115116, i64 -3
  %.236.4.i.epil = load double, double* %scevgep117, align 8, !noalias !19
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep112 = getelementptr i8, i8* %72, i64 %lsr.iv
  %uglygep112113 = bitcast i8* %uglygep112 to double*
  %scevgep114 = getelementptr double, double* %uglygep112113, i64 -2
  %.236.5.i.epil = load double, double* %scevgep114, align 8, !noalias !19
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep109 = getelementptr i8, i8* %72, i64 %lsr.iv
  %uglygep109110 = bitcast i8* %uglygep109 to double*
  %scevgep111 = getelementptr double, double* %uglygep109110, i64 -1
  %.236.6.i.epil = load double, double* %scevgep111, align 8, !noalias !19
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %72, i64 %lsr.iv
  %uglygep108 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep108, align 8, !noalias !19
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %71, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !22, !llvm.loop !23

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i2566, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !19
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !22, !llvm.loop !24

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv258 = phi i64 [ %lsr.iv.next259, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep256 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -63
  %.236.i = load double, double* %scevgep257, align 8, !noalias !19
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep254 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -62
  %.236.1.i = load double, double* %scevgep255, align 8, !noalias !19
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep252 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -61
  %.236.2.i = load double, double* %scevgep253, align 8, !noalias !19
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep250 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -60
  %.236.3.i = load double, double* %scevgep251, align 8, !noalias !19
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep248 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -59
  %.236.4.i = load double, double* %scevgep249, align 8, !noalias !19
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep246 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -58
  %.236.5.i = load double, double* %scevgep247, align 8, !noalias !19
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep244 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -57
  %.236.6.i = load double, double* %scevgep245, align 8, !noalias !19
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep242 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -56
  %.236.7.i = load double, double* %scevgep243, align 8, !noalias !19
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep211 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -55
  %.236.i.1 = load double, double* %scevgep212, align 8, !noalias !19
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep213 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -54
  %.236.1.i.1 = load double, double* %scevgep214, align 8, !noalias !19
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep215 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -53
  %.236.2.i.1 = load double, double* %scevgep216, align 8, !noalias !19
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep217 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -52
  %.236.3.i.1 = load double, double* %scevgep218, align 8, !noalias !19
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep219 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -51
  %.236.4.i.1 = load double, double* %scevgep220, align 8, !noalias !19
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep221 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -50
  %.236.5.i.1 = load double, double* %scevgep222, align 8, !noalias !19
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep223 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -49
  %.236.6.i.1 = load double, double* %scevgep224, align 8, !noalias !19
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep225 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -48
  %.236.7.i.1 = load double, double* %scevgep226, align 8, !noalias !19
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep195 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -47
  %.236.i.2 = load double, double* %scevgep196, align 8, !noalias !19
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep197 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -46
  %.236.1.i.2 = load double, double* %scevgep198, align 8, !noalias !19
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep199 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -45
  %.236.2.i.2 = load double, double* %scevgep200, align 8, !noalias !19
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep201 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -44
  %.236.3.i.2 = load double, double* %scevgep202, align 8, !noalias !19
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep203 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -43
  %.236.4.i.2 = load double, double* %scevgep204, align 8, !noalias !19
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep205 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -42
  %.236.5.i.2 = load double, double* %scevgep206, align 8, !noalias !19
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep207 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -41
  %.236.6.i.2 = load double, double* %scevgep208, align 8, !noalias !19
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep209 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -40
  %.236.7.i.2 = load double, double* %scevgep210, align 8, !noalias !19
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep179 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -39
  %.236.i.3 = load double, double* %scevgep180, align 8, !noalias !19
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep181 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -38
  %.236.1.i.3 = load double, double* %scevgep182, align 8, !noalias !19
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep183 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -37
  %.236.2.i.3 = load double, double* %scevgep184, align 8, !noalias !19
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep185 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -36
  %.236.3.i.3 = load double, double* %scevgep186, align 8, !noalias !19
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep187 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -35
  %.236.4.i.3 = load double, double* %scevgep188, align 8, !noalias !19
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep189 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -34
  %.236.5.i.3 = load double, double* %scevgep190, align 8, !noalias !19
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep191 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -33
  %.236.6.i.3 = load double, double* %scevgep192, align 8, !noalias !19
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep193 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -32
  %.236.7.i.3 = load double, double* %scevgep194, align 8, !noalias !19
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep163 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -31
  %.236.i.4 = load double, double* %scevgep164, align 8, !noalias !19
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep165 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -30
  %.236.1.i.4 = load double, double* %scevgep166, align 8, !noalias !19
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep167 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -29
  %.236.2.i.4 = load double, double* %scevgep168, align 8, !noalias !19
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep169 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -28
  %.236.3.i.4 = load double, double* %scevgep170, align 8, !noalias !19
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep171 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -27
  %.236.4.i.4 = load double, double* %scevgep172, align 8, !noalias !19
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep173 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -26
  %.236.5.i.4 = load double, double* %scevgep174, align 8, !noalias !19
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep175 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -25
  %.236.6.i.4 = load double, double* %scevgep176, align 8, !noalias !19
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep177 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -24
  %.236.7.i.4 = load double, double* %scevgep178, align 8, !noalias !19
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep147 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -23
  %.236.i.5 = load double, double* %scevgep148, align 8, !noalias !19
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep149 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -22
  %.236.1.i.5 = load double, double* %scevgep150, align 8, !noalias !19
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep151 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -21
  %.236.2.i.5 = load double, double* %scevgep152, align 8, !noalias !19
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep153 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -20
  %.236.3.i.5 = load double, double* %scevgep154, align 8, !noalias !19
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep155 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -19
  %.236.4.i.5 = load double, double* %scevgep156, align 8, !noalias !19
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep157 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -18
  %.236.5.i.5 = load double, double* %scevgep158, align 8, !noalias !19
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep159 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -17
  %.236.6.i.5 = load double, double* %scevgep160, align 8, !noalias !19
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep161 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -16
  %.236.7.i.5 = load double, double* %scevgep162, align 8, !noalias !19
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep131 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -15
  %.236.i.6 = load double, double* %scevgep132, align 8, !noalias !19
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep133 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -14
  %.236.1.i.6 = load double, double* %scevgep134, align 8, !noalias !19
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep135 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -13
  %.236.2.i.6 = load double, double* %scevgep136, align 8, !noalias !19
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep137 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -12
  %.236.3.i.6 = load double, double* %scevgep138, align 8, !noalias !19
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep139 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -11
  %.236.4.i.6 = load double, double* %scevgep140, align 8, !noalias !19
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep141 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -10
  %.236.5.i.6 = load double, double* %scevgep142, align 8, !noalias !19
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep143 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -9
  %.236.6.i.6 = load double, double* %scevgep144, align 8, !noalias !19
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep145 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -8
  %.236.7.i.6 = load double, double* %scevgep146, align 8, !noalias !19
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep227 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -7
  %.236.i.7 = load double, double* %scevgep228, align 8, !noalias !19
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep229 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -6
  %.236.1.i.7 = load double, double* %scevgep230, align 8, !noalias !19
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep231 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -5
  %.236.2.i.7 = load double, double* %scevgep232, align 8, !noalias !19
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep233 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -4
  %.236.3.i.7 = load double, double* %scevgep234, align 8, !noalias !19
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep235 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -3
  %.236.4.i.7 = load double, double* %scevgep236, align 8, !noalias !19
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep237 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -2
  %.236.5.i.7 = load double, double* %scevgep238, align 8, !noalias !19
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep239 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -1
  %.236.6.i.7 = load double, double* %scevgep240, align 8, !noalias !19
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep241 = getelementptr double, double* %scevgep130, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep241, align 8, !noalias !19
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next259 = add i64 %lsr.iv258, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next259, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %for.end.1.thread, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ 0.000000e+00, %for.end.1.thread ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i26)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels11diff_slicesB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.diff_slices, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels11diff_slicesB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11diff_slicesB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels11diff_slicesB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
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

define double @cfunc._ZN7kernels11diff_slicesB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels11diff_slicesB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !25

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f9890a10>", i64 0, i64 0))
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
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!22 = !{!"branch_weights", i32 1, i32 7}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = !{!"branch_weights", i32 99, i32 1}
