; ModuleID = 'copy_update'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788184213376 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788184213376.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788184213376 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788184213376, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788184213376.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.copy_update = internal constant [12 x i8] c"copy_update\00"
@_ZN08NumbaEnv7kernels11copy_updateB3v39B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11copy_updateB3v39B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11copy_updateB3v39B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f911b350>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f911b350>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f911a6d0B3v40B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11copy_updateB3v39B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.38 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.40 = extractvalue { i64, i1 } %.38, 1
  br i1 %.40, label %B0.if, label %B0.endif, !prof !0

B100:                                             ; preds = %B100, %B100.preheader.new
  %.304 = phi double [ %.304.pre, %B100.preheader.new ], [ %.306.7, %B100 ]
  %niter50 = phi i64 [ 0, %B100.preheader.new ], [ %niter50.next.7, %B100 ]
  %sunkaddr = mul i64 %niter50, 8
  %sunkaddr251 = getelementptr i8, i8* %.6.i, i64 %sunkaddr
  %sunkaddr252 = getelementptr i8, i8* %sunkaddr251, i64 8
  %0 = bitcast i8* %sunkaddr252 to double*
  %.273 = load double, double* %0, align 8
  %.305 = fmul double %.304, 5.000000e-01
  %.306 = fadd double %.273, %.305
  store double %.306, double* %0, align 8
  %sunkaddr253 = mul i64 %niter50, 8
  %sunkaddr254 = getelementptr i8, i8* %.6.i, i64 %sunkaddr253
  %sunkaddr255 = getelementptr i8, i8* %sunkaddr254, i64 16
  %1 = bitcast i8* %sunkaddr255 to double*
  %.273.1 = load double, double* %1, align 8
  %.305.1 = fmul double %.306, 5.000000e-01
  %.306.1 = fadd double %.273.1, %.305.1
  store double %.306.1, double* %1, align 8
  %sunkaddr256 = mul i64 %niter50, 8
  %sunkaddr257 = getelementptr i8, i8* %.6.i, i64 %sunkaddr256
  %sunkaddr258 = getelementptr i8, i8* %sunkaddr257, i64 24
  %2 = bitcast i8* %sunkaddr258 to double*
  %.273.2 = load double, double* %2, align 8
  %.305.2 = fmul double %.306.1, 5.000000e-01
  %.306.2 = fadd double %.273.2, %.305.2
  store double %.306.2, double* %2, align 8
  %sunkaddr259 = mul i64 %niter50, 8
  %sunkaddr260 = getelementptr i8, i8* %.6.i, i64 %sunkaddr259
  %sunkaddr261 = getelementptr i8, i8* %sunkaddr260, i64 32
  %3 = bitcast i8* %sunkaddr261 to double*
  %.273.3 = load double, double* %3, align 8
  %.305.3 = fmul double %.306.2, 5.000000e-01
  %.306.3 = fadd double %.273.3, %.305.3
  store double %.306.3, double* %3, align 8
  %sunkaddr262 = mul i64 %niter50, 8
  %sunkaddr263 = getelementptr i8, i8* %.6.i, i64 %sunkaddr262
  %sunkaddr264 = getelementptr i8, i8* %sunkaddr263, i64 40
  %4 = bitcast i8* %sunkaddr264 to double*
  %.273.4 = load double, double* %4, align 8
  %.305.4 = fmul double %.306.3, 5.000000e-01
  %.306.4 = fadd double %.273.4, %.305.4
  store double %.306.4, double* %4, align 8
  %sunkaddr265 = mul i64 %niter50, 8
  %sunkaddr266 = getelementptr i8, i8* %.6.i, i64 %sunkaddr265
  %sunkaddr267 = getelementptr i8, i8* %sunkaddr266, i64 48
  %5 = bitcast i8* %sunkaddr267 to double*
  %.273.5 = load double, double* %5, align 8
  %.305.5 = fmul double %.306.4, 5.000000e-01
  %.306.5 = fadd double %.273.5, %.305.5
  store double %.306.5, double* %5, align 8
  %sunkaddr268 = mul i64 %niter50, 8
  %sunkaddr269 = getelementptr i8, i8* %.6.i, i64 %sunkaddr268
  %sunkaddr270 = getelementptr i8, i8* %sunkaddr269, i64 56
  %6 = bitcast i8* %sunkaddr270 to double*
  %.273.6 = load double, double* %6, align 8
  %.305.6 = fmul double %.306.5, 5.000000e-01
  %.306.6 = fadd double %.273.6, %.305.6
  store double %.306.6, double* %6, align 8
  %sunkaddr271 = mul i64 %niter50, 8
  %sunkaddr272 = getelementptr i8, i8* %.6.i, i64 %sunkaddr271
  %sunkaddr273 = getelementptr i8, i8* %sunkaddr272, i64 64
  %7 = bitcast i8* %sunkaddr273 to double*
  %.273.7 = load double, double* %7, align 8
  %.305.7 = fmul double %.306.6, 5.000000e-01
  %.306.7 = fadd double %.273.7, %.305.7
  store double %.306.7, double* %7, align 8
  %niter50.next.7 = add i64 %niter50, 8
  %niter50.ncmp.7 = icmp eq i64 %unroll_iter49, %niter50.next.7
  br i1 %niter50.ncmp.7, label %B156.endif.endif.endif.loopexit.unr-lcssa.loopexit, label %B100

common.ret:                                       ; preds = %B156.endif.endif.endif.if, %B0.endif.if, %for.end.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.if ], [ 1, %B156.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788184213376, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.39 = extractvalue { i64, i1 } %.38, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.39, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %8 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %8, align 8
  %.103 = bitcast double* %arg.x.4 to i8*
  %.104 = mul i64 %arg.x.3, %arg.x.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.103, i64 %.104, i1 false)
  tail call void @NRT_decref(i8* %arg.x.0)
  %.163 = add i64 %arg.x.5.0, -1
  %9 = icmp slt i64 %arg.x.5.0, 2
  br i1 %9, label %B156.endif.endif.endif, label %B100.preheader

B100.preheader:                                   ; preds = %B0.endif.endif.endif
  %10 = bitcast i8* %.6.i to double*
  %.304.pre = load double, double* %10, align 8
  %11 = add i64 %arg.x.5.0, -2
  %xtraiter46 = and i64 %.163, 7
  %12 = icmp ult i64 %11, 7
  br i1 %12, label %B156.endif.endif.endif.loopexit.unr-lcssa, label %B100.preheader.new

B100.preheader.new:                               ; preds = %B100.preheader
  %unroll_iter49 = and i64 %.163, -8
  br label %B100

B156.endif.endif.endif.loopexit.unr-lcssa.loopexit: ; preds = %B100
  %13 = add i64 %niter50.next.7, 1
  br label %B156.endif.endif.endif.loopexit.unr-lcssa

B156.endif.endif.endif.loopexit.unr-lcssa:        ; preds = %B156.endif.endif.endif.loopexit.unr-lcssa.loopexit, %B100.preheader
  %.304.unr = phi double [ %.304.pre, %B100.preheader ], [ %.306.7, %B156.endif.endif.endif.loopexit.unr-lcssa.loopexit ]
  %.150.035.unr = phi i64 [ 1, %B100.preheader ], [ %13, %B156.endif.endif.endif.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod48.not = icmp eq i64 %xtraiter46, 0
  br i1 %lcmp.mod48.not, label %B156.endif.endif.endif, label %B100.epil.preheader

B100.epil.preheader:                              ; preds = %B156.endif.endif.endif.loopexit.unr-lcssa
  %14 = shl i64 %.150.035.unr, 3
  %scevgep224 = getelementptr i8, i8* %.6.i, i64 %14
  br label %B100.epil

B100.epil:                                        ; preds = %B100.epil.preheader, %B100.epil
  %.304.epil = phi double [ %.306.epil, %B100.epil ], [ %.304.unr, %B100.epil.preheader ]
  %epil.iter47 = phi i64 [ %epil.iter47.next, %B100.epil ], [ 0, %B100.epil.preheader ]
  %15 = shl nuw nsw i64 %epil.iter47, 3
  %scevgep225 = getelementptr i8, i8* %scevgep224, i64 %15
  %scevgep225226 = bitcast i8* %scevgep225 to double*
  %.273.epil = load double, double* %scevgep225226, align 8
  %.305.epil = fmul double %.304.epil, 5.000000e-01
  %.306.epil = fadd double %.273.epil, %.305.epil
  store double %.306.epil, double* %scevgep225226, align 8
  %epil.iter47.next = add i64 %epil.iter47, 1
  %epil.iter47.cmp.not = icmp eq i64 %xtraiter46, %epil.iter47.next
  br i1 %epil.iter47.cmp.not, label %B156.endif.endif.endif, label %B100.epil, !llvm.loop !9

B156.endif.endif.endif:                           ; preds = %B100.epil, %B156.endif.endif.endif.loopexit.unr-lcssa, %B0.endif.endif.endif
  %.7.i.i4 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.39, i32 32), !noalias !11
  %.8.i.i5 = icmp eq i8* %.7.i.i4, null
  br i1 %.8.i.i5, label %B156.endif.endif.endif.if, label %B156.endif.endif.endif.endif, !prof !0

B156.endif.endif.endif.if:                        ; preds = %B156.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B156.endif.endif.endif.endif:                     ; preds = %B156.endif.endif.endif
  %.5.i10 = getelementptr i8, i8* %.7.i.i4, i64 24
  %16 = bitcast i8* %.5.i10 to double**
  %.6.i1116 = load double*, double** %16, align 8
  %.47113 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.47113, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B156.endif.endif.endif.endif
  %17 = add i64 %arg.x.5.0, -1
  %xtraiter41 = and i64 %arg.x.5.0, 7
  %18 = icmp ult i64 %17, 7
  br i1 %18, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter44 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index15 = phi i64 [ 0, %for.body.preheader.new ], [ %44, %for.body ]
  %.467.014 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select33.7, %for.body ]
  %19 = icmp eq i64 %arg.x.5.0, 1
  %20 = bitcast i8* %.6.i to double*
  %spec.select33 = select i1 %19, i64 %.467.014, i64 %loop.index15
  %.480 = getelementptr double, double* %20, i64 %spec.select33
  %.481 = load double, double* %.480, align 8
  %.5.i1 = fmul double %.481, %.481
  %sunkaddr274 = mul i64 %loop.index15, 8
  %21 = bitcast double* %.6.i1116 to i8*
  %sunkaddr275 = getelementptr i8, i8* %21, i64 %sunkaddr274
  %22 = bitcast i8* %sunkaddr275 to double*
  store double %.5.i1, double* %22, align 8
  %23 = add i64 %loop.index15, 1
  %spec.select33.1 = select i1 %19, i64 %.467.014, i64 %23
  %.480.1 = getelementptr double, double* %20, i64 %spec.select33.1
  %.481.1 = load double, double* %.480.1, align 8
  %.5.i1.1 = fmul double %.481.1, %.481.1
  %sunkaddr276 = mul i64 %loop.index15, 8
  %24 = bitcast double* %.6.i1116 to i8*
  %sunkaddr277 = getelementptr i8, i8* %24, i64 %sunkaddr276
  %sunkaddr278 = getelementptr i8, i8* %sunkaddr277, i64 8
  %25 = bitcast i8* %sunkaddr278 to double*
  store double %.5.i1.1, double* %25, align 8
  %26 = add i64 %23, 1
  %spec.select33.2 = select i1 %19, i64 %.467.014, i64 %26
  %.480.2 = getelementptr double, double* %20, i64 %spec.select33.2
  %.481.2 = load double, double* %.480.2, align 8
  %.5.i1.2 = fmul double %.481.2, %.481.2
  %sunkaddr279 = mul i64 %loop.index15, 8
  %27 = bitcast double* %.6.i1116 to i8*
  %sunkaddr280 = getelementptr i8, i8* %27, i64 %sunkaddr279
  %sunkaddr281 = getelementptr i8, i8* %sunkaddr280, i64 16
  %28 = bitcast i8* %sunkaddr281 to double*
  store double %.5.i1.2, double* %28, align 8
  %29 = add i64 %26, 1
  %spec.select33.3 = select i1 %19, i64 %.467.014, i64 %29
  %.480.3 = getelementptr double, double* %20, i64 %spec.select33.3
  %.481.3 = load double, double* %.480.3, align 8
  %.5.i1.3 = fmul double %.481.3, %.481.3
  %sunkaddr282 = mul i64 %loop.index15, 8
  %30 = bitcast double* %.6.i1116 to i8*
  %sunkaddr283 = getelementptr i8, i8* %30, i64 %sunkaddr282
  %sunkaddr284 = getelementptr i8, i8* %sunkaddr283, i64 24
  %31 = bitcast i8* %sunkaddr284 to double*
  store double %.5.i1.3, double* %31, align 8
  %32 = add i64 %29, 1
  %spec.select33.4 = select i1 %19, i64 %.467.014, i64 %32
  %.480.4 = getelementptr double, double* %20, i64 %spec.select33.4
  %.481.4 = load double, double* %.480.4, align 8
  %.5.i1.4 = fmul double %.481.4, %.481.4
  %sunkaddr285 = mul i64 %loop.index15, 8
  %33 = bitcast double* %.6.i1116 to i8*
  %sunkaddr286 = getelementptr i8, i8* %33, i64 %sunkaddr285
  %sunkaddr287 = getelementptr i8, i8* %sunkaddr286, i64 32
  %34 = bitcast i8* %sunkaddr287 to double*
  store double %.5.i1.4, double* %34, align 8
  %35 = add i64 %32, 1
  %spec.select33.5 = select i1 %19, i64 %.467.014, i64 %35
  %.480.5 = getelementptr double, double* %20, i64 %spec.select33.5
  %.481.5 = load double, double* %.480.5, align 8
  %.5.i1.5 = fmul double %.481.5, %.481.5
  %sunkaddr288 = mul i64 %loop.index15, 8
  %36 = bitcast double* %.6.i1116 to i8*
  %sunkaddr289 = getelementptr i8, i8* %36, i64 %sunkaddr288
  %sunkaddr290 = getelementptr i8, i8* %sunkaddr289, i64 40
  %37 = bitcast i8* %sunkaddr290 to double*
  store double %.5.i1.5, double* %37, align 8
  %38 = add i64 %35, 1
  %spec.select33.6 = select i1 %19, i64 %.467.014, i64 %38
  %.480.6 = getelementptr double, double* %20, i64 %spec.select33.6
  %.481.6 = load double, double* %.480.6, align 8
  %.5.i1.6 = fmul double %.481.6, %.481.6
  %sunkaddr291 = mul i64 %loop.index15, 8
  %39 = bitcast double* %.6.i1116 to i8*
  %sunkaddr292 = getelementptr i8, i8* %39, i64 %sunkaddr291
  %sunkaddr293 = getelementptr i8, i8* %sunkaddr292, i64 48
  %40 = bitcast i8* %sunkaddr293 to double*
  store double %.5.i1.6, double* %40, align 8
  %41 = add i64 %38, 1
  %spec.select33.7 = select i1 %19, i64 %.467.014, i64 %41
  %.480.7 = getelementptr double, double* %20, i64 %spec.select33.7
  %.481.7 = load double, double* %.480.7, align 8
  %.5.i1.7 = fmul double %.481.7, %.481.7
  %sunkaddr294 = mul i64 %loop.index15, 8
  %42 = bitcast double* %.6.i1116 to i8*
  %sunkaddr295 = getelementptr i8, i8* %42, i64 %sunkaddr294
  %sunkaddr296 = getelementptr i8, i8* %sunkaddr295, i64 56
  %43 = bitcast i8* %sunkaddr296 to double*
  store double %.5.i1.7, double* %43, align 8
  %.510.7 = add nuw i64 %loop.index15, 8
  %44 = add i64 %41, 1
  %niter45.ncmp.7 = icmp eq i64 %44, %unroll_iter44
  br i1 %niter45.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index15.unr = phi i64 [ 0, %for.body.preheader ], [ %.510.7, %for.body ]
  %.467.014.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select33.7, %for.body ]
  %lcmp.mod43.not = icmp eq i64 %xtraiter41, 0
  br i1 %lcmp.mod43.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv206 = phi i64 [ %xtraiter41, %for.body.epil.preheader ], [ %lsr.iv.next207, %for.body.epil ]
  %loop.index15.epil = phi i64 [ %.510.epil, %for.body.epil ], [ %loop.index15.unr, %for.body.epil.preheader ]
  %.467.014.epil = phi i64 [ %spec.select33.epil, %for.body.epil ], [ %.467.014.unr, %for.body.epil.preheader ]
  %45 = icmp eq i64 %arg.x.5.0, 1
  %46 = bitcast i8* %.6.i to double*
  %spec.select33.epil = select i1 %45, i64 %.467.014.epil, i64 %loop.index15.epil
  %.480.epil = getelementptr double, double* %46, i64 %spec.select33.epil
  %.481.epil = load double, double* %.480.epil, align 8
  %.5.i1.epil = fmul double %.481.epil, %.481.epil
  %scevgep205 = getelementptr double, double* %.6.i1116, i64 %loop.index15.epil
  store double %.5.i1.epil, double* %scevgep205, align 8
  %.510.epil = add nuw nsw i64 %loop.index15.epil, 1
  %lsr.iv.next207 = add nsw i64 %lsr.iv206, -1
  %epil.iter42.cmp.not = icmp eq i64 %lsr.iv.next207, 0
  br i1 %epil.iter42.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !18

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B156.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1)
  %47 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %48 = icmp ult i64 %47, 7
  br i1 %48, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %49 = add nsw i64 %unroll_iter.i, -8
  %50 = lshr exact i64 %49, 3
  %51 = add nuw nsw i64 %50, 1
  %xtraiter = and i64 %51, 7
  %52 = icmp ult i64 %49, 56
  br i1 %52, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %51, 4611686018427387896
  %scevgep75 = getelementptr double, double* %.6.i1116, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %53 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep51 = getelementptr double, double* %.6.i1116, i64 %53
  %54 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %55 = bitcast double* %scevgep51 to i8*
  %uglygep72 = getelementptr i8, i8* %55, i64 %lsr.iv
  %uglygep7273 = bitcast i8* %uglygep72 to double*
  %scevgep74 = getelementptr double, double* %uglygep7273, i64 -7
  %.236.i.epil = load double, double* %scevgep74, align 8, !noalias !19
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep69 = getelementptr i8, i8* %55, i64 %lsr.iv
  %uglygep6970 = bitcast i8* %uglygep69 to double*
  %scevgep71 = getelementptr double, double* %uglygep6970, i64 -6
  %.236.1.i.epil = load double, double* %scevgep71, align 8, !noalias !19
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep66 = getelementptr i8, i8* %55, i64 %lsr.iv
  %uglygep6667 = bitcast i8* %uglygep66 to double*
  %scevgep68 = getelementptr double, double* %uglygep6667, i64 -5
  %.236.2.i.epil = load double, double* %scevgep68, align 8, !noalias !19
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep63 = getelementptr i8, i8* %55, i64 %lsr.iv
  %uglygep6364 = bitcast i8* %uglygep63 to double*
  %scevgep65 = getelementptr double, double* %uglygep6364, i64 -4
  %.236.3.i.epil = load double, double* %scevgep65, align 8, !noalias !19
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep60 = getelementptr i8, i8* %55, i64 %lsr.iv
  %uglygep6061 = bitcast i8* %uglygep60 to double*
  %scevgep62 = getelementptr double, double* %uglygep6061, i64 -3
  %.236.4.i.epil = load double, double* %scevgep62, align 8, !noalias !19
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep57 = getelementptr i8, i8* %55, i64 %lsr.iv
  %uglygep5758 = bitcast i8* %uglygep57 to double*
  %scevgep59 = getelementptr double, double* %uglygep5758, i64 -2
  %.236.5.i.epil = load double, double* %scevgep59, align 8, !noalias !19
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep54 = getelementptr i8, i8* %55, i64 %lsr.iv
  %uglygep5455 = bitcast i8* %uglygep54 to double*
  %scevgep56 = getelementptr double, double* %uglygep5455, i64 -1
  %.236.6.i.epil = load double, double* %scevgep56, align 8, !noalias !19
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %55, i64 %lsr.iv
  %uglygep53 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep53, align 8, !noalias !19
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %54, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !22, !llvm.loop !23

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i1116, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !19
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !22, !llvm.loop !24

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv203 = phi i64 [ %lsr.iv.next204, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep201 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -63
  %.236.i = load double, double* %scevgep202, align 8, !noalias !19
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep199 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -62
  %.236.1.i = load double, double* %scevgep200, align 8, !noalias !19
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep197 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -61
  %.236.2.i = load double, double* %scevgep198, align 8, !noalias !19
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep195 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -60
  %.236.3.i = load double, double* %scevgep196, align 8, !noalias !19
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep193 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -59
  %.236.4.i = load double, double* %scevgep194, align 8, !noalias !19
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep191 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -58
  %.236.5.i = load double, double* %scevgep192, align 8, !noalias !19
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep189 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -57
  %.236.6.i = load double, double* %scevgep190, align 8, !noalias !19
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep187 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -56
  %.236.7.i = load double, double* %scevgep188, align 8, !noalias !19
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep156 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -55
  %.236.i.1 = load double, double* %scevgep157, align 8, !noalias !19
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep158 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -54
  %.236.1.i.1 = load double, double* %scevgep159, align 8, !noalias !19
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep160 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -53
  %.236.2.i.1 = load double, double* %scevgep161, align 8, !noalias !19
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep162 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -52
  %.236.3.i.1 = load double, double* %scevgep163, align 8, !noalias !19
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep164 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -51
  %.236.4.i.1 = load double, double* %scevgep165, align 8, !noalias !19
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep166 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -50
  %.236.5.i.1 = load double, double* %scevgep167, align 8, !noalias !19
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep168 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -49
  %.236.6.i.1 = load double, double* %scevgep169, align 8, !noalias !19
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep170 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -48
  %.236.7.i.1 = load double, double* %scevgep171, align 8, !noalias !19
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep140 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -47
  %.236.i.2 = load double, double* %scevgep141, align 8, !noalias !19
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep142 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -46
  %.236.1.i.2 = load double, double* %scevgep143, align 8, !noalias !19
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep144 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -45
  %.236.2.i.2 = load double, double* %scevgep145, align 8, !noalias !19
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep146 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -44
  %.236.3.i.2 = load double, double* %scevgep147, align 8, !noalias !19
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep148 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -43
  %.236.4.i.2 = load double, double* %scevgep149, align 8, !noalias !19
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep150 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -42
  %.236.5.i.2 = load double, double* %scevgep151, align 8, !noalias !19
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep152 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -41
  %.236.6.i.2 = load double, double* %scevgep153, align 8, !noalias !19
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep154 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -40
  %.236.7.i.2 = load double, double* %scevgep155, align 8, !noalias !19
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep124 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -39
  %.236.i.3 = load double, double* %scevgep125, align 8, !noalias !19
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep126 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -38
  %.236.1.i.3 = load double, double* %scevgep127, align 8, !noalias !19
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep128 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -37
  %.236.2.i.3 = load double, double* %scevgep129, align 8, !noalias !19
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep130 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -36
  %.236.3.i.3 = load double, double* %scevgep131, align 8, !noalias !19
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep132 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -35
  %.236.4.i.3 = load double, double* %scevgep133, align 8, !noalias !19
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep134 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -34
  %.236.5.i.3 = load double, double* %scevgep135, align 8, !noalias !19
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep136 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -33
  %.236.6.i.3 = load double, double* %scevgep137, align 8, !noalias !19
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep138 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -32
  %.236.7.i.3 = load double, double* %scevgep139, align 8, !noalias !19
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep108 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -31
  %.236.i.4 = load double, double* %scevgep109, align 8, !noalias !19
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep110 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -30
  %.236.1.i.4 = load double, double* %scevgep111, align 8, !noalias !19
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep112 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -29
  %.236.2.i.4 = load double, double* %scevgep113, align 8, !noalias !19
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep114 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -28
  %.236.3.i.4 = load double, double* %scevgep115, align 8, !noalias !19
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep116 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -27
  %.236.4.i.4 = load double, double* %scevgep117, align 8, !noalias !19
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep118 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -26
  %.236.5.i.4 = load double, double* %scevgep119, align 8, !noalias !19
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep120 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -25
  %.236.6.i.4 = load double, double* %scevgep121, align 8, !noalias !19
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep122 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -24
  %.236.7.i.4 = load double, double* %scevgep123, align 8, !noalias !19
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep92 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -23
  %.236.i.5 = load double, double* %scevgep93, align 8, !noalias !19
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep94 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -22
  %.236.1.i.5 = load double, double* %scevgep95, align 8, !noalias !19
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep96 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -21
  %.236.2.i.5 = load double, double* %scevgep97, align 8, !noalias !19
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep98 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -20
  %.236.3.i.5 = load double, double* %scevgep99, align 8, !noalias !19
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep100 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -19
  %.236.4.i.5 = load double, double* %scevgep101, align 8, !noalias !19
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep102 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -18
  %.236.5.i.5 = load double, double* %scevgep103, align 8, !noalias !19
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep104 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -17
  %.236.6.i.5 = load double, double* %scevgep105, align 8, !noalias !19
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep106 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -16
  %.236.7.i.5 = load double, double* %scevgep107, align 8, !noalias !19
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep76 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -15
  %.236.i.6 = load double, double* %scevgep77, align 8, !noalias !19
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep78 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -14
  %.236.1.i.6 = load double, double* %scevgep79, align 8, !noalias !19
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep80 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -13
  %.236.2.i.6 = load double, double* %scevgep81, align 8, !noalias !19
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep82 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -12
  %.236.3.i.6 = load double, double* %scevgep83, align 8, !noalias !19
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep84 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -11
  %.236.4.i.6 = load double, double* %scevgep85, align 8, !noalias !19
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep86 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -10
  %.236.5.i.6 = load double, double* %scevgep87, align 8, !noalias !19
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep88 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -9
  %.236.6.i.6 = load double, double* %scevgep89, align 8, !noalias !19
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep90 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -8
  %.236.7.i.6 = load double, double* %scevgep91, align 8, !noalias !19
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep172 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -7
  %.236.i.7 = load double, double* %scevgep173, align 8, !noalias !19
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep174 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -6
  %.236.1.i.7 = load double, double* %scevgep175, align 8, !noalias !19
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep176 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -5
  %.236.2.i.7 = load double, double* %scevgep177, align 8, !noalias !19
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep178 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -4
  %.236.3.i.7 = load double, double* %scevgep179, align 8, !noalias !19
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep180 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -3
  %.236.4.i.7 = load double, double* %scevgep181, align 8, !noalias !19
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep182 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -2
  %.236.5.i.7 = load double, double* %scevgep183, align 8, !noalias !19
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep184 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -1
  %.236.6.i.7 = load double, double* %scevgep185, align 8, !noalias !19
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep186 = getelementptr double, double* %scevgep75, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep186, align 8, !noalias !19
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next204 = add i64 %lsr.iv203, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next204, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i4)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels11copy_updateB3v39B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.copy_update, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels11copy_updateB3v39B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11copy_updateB3v39B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr2 to i64*
  %.36.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %9, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels11copy_updateB3v39B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #3
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
  %10 = icmp sgt i32 %.49, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

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

define double @cfunc._ZN7kernels11copy_updateB3v39B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels11copy_updateB3v39B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 poison) #3
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
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f911b350>", i64 0, i64 0))
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

entry.if.endif.endif.endif:                       ; preds = %entry.if
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
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
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
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

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
