; ModuleID = 'matvec_tanh'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.matvec_tanh = internal constant [12 x i8] c"matvec_tanh\00"
@_ZN08NumbaEnv7kernels11matvec_tanhB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11matvec_tanhB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [165 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11matvec_tanhB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fe2815fb750>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fe2815fb750>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx39Function_28_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140610809934080 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140610809934080.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140610809934080 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140610809934080, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610809934080.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140610818142080 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140610818142080.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140610818142080 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140610818142080, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610818142080.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140610814829056 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140610814829056.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140610814829056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140610814829056, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814829056.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe2815fa390B3v25B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140610814829056.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140610814829056.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140610814829056.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140610814829056.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814829056.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11matvec_tanhB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %.15.i.i = icmp slt i64 %arg.A.5.0, 0
  br i1 %.15.i.i, label %B0.if, label %B0.endif.endif.i.i, !prof !0

B0.endif.endif.i.i:                               ; preds = %entry
  %.29.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.A.5.0, i64 8)
  %.31.i.i = extractvalue { i64, i1 } %.29.i.i, 1
  br i1 %.31.i.i, label %B0.if, label %B0.endif.endif.endif.i.i, !prof !0

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.30.i.i = extractvalue { i64, i1 } %.29.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i.i, i32 32), !noalias !1
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B0.if, label %B0.endif.endif, !prof !0

B0.if:                                            ; preds = %entry, %B0.endif.endif.i.i, %B0.endif.endif.endif.i.i
  %excinfo.1.0.ph.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140610814829056, %B0.endif.endif.endif.i.i ], [ @.const.picklebuf.140610818142080, %B0.endif.endif.i.i ], [ @.const.picklebuf.140610809934080, %entry ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B248.endif.endif.endif.if, %B0.if, %for.end.endif
  %common.ret.op = phi i32 [ 0, %for.end.endif ], [ 1, %B0.if ], [ 1, %B248.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !14
  %.26.i.i = shl nuw nsw i64 %arg.A.5.0, 3
  %.27.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.27.i.i, i8 0, i64 %.26.i.i, i1 false), !noalias !15
  %.19041.not = icmp eq i64 %arg.A.5.0, 0
  br i1 %.19041.not, label %B248.endif.endif.endif, label %B120.endif.lr.ph

B120.endif.lr.ph:                                 ; preds = %B0.endif.endif
  %1 = tail call i64 @llvm.smax.i64(i64 %arg.A.5.1, i64 0)
  %.32538.not = icmp slt i64 %arg.A.5.1, 1
  br i1 %.32538.not, label %B248.endif.endif.endif, label %B120.endif.us.preheader

B120.endif.us.preheader:                          ; preds = %B120.endif.lr.ph
  %const = bitcast i64 9223372036854775800 to i64
  %2 = add nsw i64 %1, -1
  %3 = add i64 %arg.A.5.0, -1
  %xtraiter54 = and i64 %arg.A.5.0, 3
  %4 = icmp ult i64 %3, 3
  br i1 %4, label %B248.endif.endif.endif.loopexit.unr-lcssa, label %B120.endif.us.preheader.new

B120.endif.us.preheader.new:                      ; preds = %B120.endif.us.preheader
  %unroll_iter68 = and i64 %arg.A.5.0, -4
  %xtraiter49 = and i64 %1, 7
  %unroll_iter52 = and i64 %1, %const
  %scevgep293 = getelementptr double, double* %arg.A.4, i64 7
  %5 = shl i64 %arg.A.5.1, 5
  %6 = add i64 %arg.A.5.1, 7
  %scevgep335 = getelementptr double, double* %arg.A.4, i64 %6
  %7 = shl i64 %arg.A.5.1, 2
  %8 = shl i64 %arg.A.5.1, 1
  %9 = add i64 %8, 7
  %scevgep376 = getelementptr double, double* %arg.A.4, i64 %9
  %scevgep413 = getelementptr double, double* %arg.A.4, i64 %8
  %10 = mul i64 %arg.A.5.1, 3
  %11 = add i64 %10, 7
  %scevgep419 = getelementptr double, double* %arg.A.4, i64 %11
  %scevgep456 = getelementptr double, double* %arg.A.4, i64 %10
  br label %B120.endif.us

B120.endif.us:                                    ; preds = %B174.B118.loopexit_crit_edge.us.3, %B120.endif.us.preheader.new
  %lsr.iv457 = phi double* [ %117, %B174.B118.loopexit_crit_edge.us.3 ], [ %scevgep456, %B120.endif.us.preheader.new ]
  %lsr.iv420 = phi double* [ %116, %B174.B118.loopexit_crit_edge.us.3 ], [ %scevgep419, %B120.endif.us.preheader.new ]
  %lsr.iv414 = phi double* [ %115, %B174.B118.loopexit_crit_edge.us.3 ], [ %scevgep413, %B120.endif.us.preheader.new ]
  %lsr.iv377 = phi double* [ %114, %B174.B118.loopexit_crit_edge.us.3 ], [ %scevgep376, %B120.endif.us.preheader.new ]
  %lsr.iv372 = phi i64 [ %lsr.iv.next373, %B174.B118.loopexit_crit_edge.us.3 ], [ %arg.A.5.1, %B120.endif.us.preheader.new ]
  %lsr.iv336 = phi double* [ %113, %B174.B118.loopexit_crit_edge.us.3 ], [ %scevgep335, %B120.endif.us.preheader.new ]
  %lsr.iv330 = phi double* [ %112, %B174.B118.loopexit_crit_edge.us.3 ], [ %arg.A.4, %B120.endif.us.preheader.new ]
  %lsr.iv294 = phi double* [ %111, %B174.B118.loopexit_crit_edge.us.3 ], [ %scevgep293, %B120.endif.us.preheader.new ]
  %.134.042.us = phi i64 [ 0, %B120.endif.us.preheader.new ], [ %.203.us.3, %B174.B118.loopexit_crit_edge.us.3 ]
  %12 = icmp ult i64 %2, 7
  %.392.us = getelementptr double, double* %.6.i1.i.i, i64 %.134.042.us
  %.393.us.pre = load double, double* %.392.us, align 8
  br i1 %12, label %B174.B118.loopexit_crit_edge.us.unr-lcssa, label %B176.us.preheader

B176.us.preheader:                                ; preds = %B120.endif.us
  br label %B176.us

B176.us:                                          ; preds = %B176.us.preheader, %B176.us
  %.393.us = phi double [ %.480.us.7, %B176.us ], [ %.393.us.pre, %B176.us.preheader ]
  %.269.039.us = phi i64 [ %.338.us.7, %B176.us ], [ 0, %B176.us.preheader ]
  %scevgep310 = getelementptr double, double* %lsr.iv294, i64 %.269.039.us
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -7
  %.446.us = load double, double* %scevgep311, align 8
  %sunkaddr = mul i64 %.269.039.us, 8
  %13 = bitcast double* %arg.x.4 to i8*
  %sunkaddr463 = getelementptr i8, i8* %13, i64 %sunkaddr
  %14 = bitcast i8* %sunkaddr463 to double*
  %.478.us = load double, double* %14, align 8
  %.479.us = fmul double %.446.us, %.478.us
  %.480.us = fadd double %.393.us, %.479.us
  %sunkaddr464 = mul i64 %.134.042.us, 8
  %15 = bitcast double* %.6.i1.i.i to i8*
  %sunkaddr465 = getelementptr i8, i8* %15, i64 %sunkaddr464
  %16 = bitcast i8* %sunkaddr465 to double*
  store double %.480.us, double* %16, align 8
  %scevgep307 = getelementptr double, double* %lsr.iv294, i64 %.269.039.us
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -6
  %.446.us.1 = load double, double* %scevgep308, align 8
  %sunkaddr466 = mul i64 %.269.039.us, 8
  %17 = bitcast double* %arg.x.4 to i8*
  %sunkaddr467 = getelementptr i8, i8* %17, i64 %sunkaddr466
  %sunkaddr468 = getelementptr i8, i8* %sunkaddr467, i64 8
  %18 = bitcast i8* %sunkaddr468 to double*
  %.478.us.1 = load double, double* %18, align 8
  %.479.us.1 = fmul double %.446.us.1, %.478.us.1
  %.480.us.1 = fadd double %.480.us, %.479.us.1
  store double %.480.us.1, double* %16, align 8
  %scevgep305 = getelementptr double, double* %lsr.iv294, i64 %.269.039.us
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -5
  %.446.us.2 = load double, double* %scevgep306, align 8
  %sunkaddr469 = mul i64 %.269.039.us, 8
  %19 = bitcast double* %arg.x.4 to i8*
  %sunkaddr470 = getelementptr i8, i8* %19, i64 %sunkaddr469
  %sunkaddr471 = getelementptr i8, i8* %sunkaddr470, i64 16
  %20 = bitcast i8* %sunkaddr471 to double*
  %.478.us.2 = load double, double* %20, align 8
  %.479.us.2 = fmul double %.446.us.2, %.478.us.2
  %.480.us.2 = fadd double %.480.us.1, %.479.us.2
  store double %.480.us.2, double* %16, align 8
  %scevgep303 = getelementptr double, double* %lsr.iv294, i64 %.269.039.us
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -4
  %.446.us.3 = load double, double* %scevgep304, align 8
  %sunkaddr472 = mul i64 %.269.039.us, 8
  %21 = bitcast double* %arg.x.4 to i8*
  %sunkaddr473 = getelementptr i8, i8* %21, i64 %sunkaddr472
  %sunkaddr474 = getelementptr i8, i8* %sunkaddr473, i64 24
  %22 = bitcast i8* %sunkaddr474 to double*
  %.478.us.3 = load double, double* %22, align 8
  %.479.us.3 = fmul double %.446.us.3, %.478.us.3
  %.480.us.3 = fadd double %.480.us.2, %.479.us.3
  store double %.480.us.3, double* %16, align 8
  %scevgep301 = getelementptr double, double* %lsr.iv294, i64 %.269.039.us
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -3
  %.446.us.4 = load double, double* %scevgep302, align 8
  %sunkaddr475 = mul i64 %.269.039.us, 8
  %23 = bitcast double* %arg.x.4 to i8*
  %sunkaddr476 = getelementptr i8, i8* %23, i64 %sunkaddr475
  %sunkaddr477 = getelementptr i8, i8* %sunkaddr476, i64 32
  %24 = bitcast i8* %sunkaddr477 to double*
  %.478.us.4 = load double, double* %24, align 8
  %.479.us.4 = fmul double %.446.us.4, %.478.us.4
  %.480.us.4 = fadd double %.480.us.3, %.479.us.4
  store double %.480.us.4, double* %16, align 8
  %scevgep299 = getelementptr double, double* %lsr.iv294, i64 %.269.039.us
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -2
  %.446.us.5 = load double, double* %scevgep300, align 8
  %sunkaddr478 = mul i64 %.269.039.us, 8
  %25 = bitcast double* %arg.x.4 to i8*
  %sunkaddr479 = getelementptr i8, i8* %25, i64 %sunkaddr478
  %sunkaddr480 = getelementptr i8, i8* %sunkaddr479, i64 40
  %26 = bitcast i8* %sunkaddr480 to double*
  %.478.us.5 = load double, double* %26, align 8
  %.479.us.5 = fmul double %.446.us.5, %.478.us.5
  %.480.us.5 = fadd double %.480.us.4, %.479.us.5
  store double %.480.us.5, double* %16, align 8
  %scevgep297 = getelementptr double, double* %lsr.iv294, i64 %.269.039.us
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -1
  %.446.us.6 = load double, double* %scevgep298, align 8
  %sunkaddr481 = mul i64 %.269.039.us, 8
  %27 = bitcast double* %arg.x.4 to i8*
  %sunkaddr482 = getelementptr i8, i8* %27, i64 %sunkaddr481
  %sunkaddr483 = getelementptr i8, i8* %sunkaddr482, i64 48
  %28 = bitcast i8* %sunkaddr483 to double*
  %.478.us.6 = load double, double* %28, align 8
  %.479.us.6 = fmul double %.446.us.6, %.478.us.6
  %.480.us.6 = fadd double %.480.us.5, %.479.us.6
  store double %.480.us.6, double* %16, align 8
  %.338.us.7 = add nuw i64 %.269.039.us, 8
  %scevgep309 = getelementptr double, double* %lsr.iv294, i64 %.269.039.us
  %.446.us.7 = load double, double* %scevgep309, align 8
  %sunkaddr484 = mul i64 %.269.039.us, 8
  %29 = bitcast double* %arg.x.4 to i8*
  %sunkaddr485 = getelementptr i8, i8* %29, i64 %sunkaddr484
  %sunkaddr486 = getelementptr i8, i8* %sunkaddr485, i64 56
  %30 = bitcast i8* %sunkaddr486 to double*
  %.478.us.7 = load double, double* %30, align 8
  %.479.us.7 = fmul double %.446.us.7, %.478.us.7
  %.480.us.7 = fadd double %.480.us.6, %.479.us.7
  store double %.480.us.7, double* %16, align 8
  %niter53.ncmp.7 = icmp eq i64 %unroll_iter52, %.338.us.7
  br i1 %niter53.ncmp.7, label %B174.B118.loopexit_crit_edge.us.unr-lcssa, label %B176.us

B174.B118.loopexit_crit_edge.us.unr-lcssa:        ; preds = %B176.us, %B120.endif.us
  %.393.us.unr = phi double [ %.393.us.pre, %B120.endif.us ], [ %.480.us.7, %B176.us ]
  %.269.039.us.unr = phi i64 [ 0, %B120.endif.us ], [ %.338.us.7, %B176.us ]
  %31 = icmp eq i64 %xtraiter49, 0
  br i1 %31, label %B174.B118.loopexit_crit_edge.us, label %B176.us.epil.preheader

B176.us.epil.preheader:                           ; preds = %B174.B118.loopexit_crit_edge.us.unr-lcssa
  %scevgep328 = getelementptr double, double* %arg.x.4, i64 %.269.039.us.unr
  %scevgep333 = getelementptr double, double* %lsr.iv330, i64 %.269.039.us.unr
  br label %B176.us.epil

B176.us.epil:                                     ; preds = %B176.us.epil.preheader, %B176.us.epil
  %.393.us.epil = phi double [ %.480.us.epil, %B176.us.epil ], [ %.393.us.unr, %B176.us.epil.preheader ]
  %epil.iter50 = phi i64 [ %epil.iter50.next, %B176.us.epil ], [ 0, %B176.us.epil.preheader ]
  %scevgep334 = getelementptr double, double* %scevgep333, i64 %epil.iter50
  %.446.us.epil = load double, double* %scevgep334, align 8
  %scevgep329 = getelementptr double, double* %scevgep328, i64 %epil.iter50
  %.478.us.epil = load double, double* %scevgep329, align 8
  %.479.us.epil = fmul double %.446.us.epil, %.478.us.epil
  %.480.us.epil = fadd double %.393.us.epil, %.479.us.epil
  %sunkaddr487 = mul i64 %.134.042.us, 8
  %32 = bitcast double* %.6.i1.i.i to i8*
  %sunkaddr488 = getelementptr i8, i8* %32, i64 %sunkaddr487
  %33 = bitcast i8* %sunkaddr488 to double*
  store double %.480.us.epil, double* %33, align 8
  %epil.iter50.next = add i64 %epil.iter50, 1
  %epil.iter50.cmp.not = icmp eq i64 %xtraiter49, %epil.iter50.next
  br i1 %epil.iter50.cmp.not, label %B174.B118.loopexit_crit_edge.us, label %B176.us.epil, !llvm.loop !18

B174.B118.loopexit_crit_edge.us:                  ; preds = %B176.us.epil, %B174.B118.loopexit_crit_edge.us.unr-lcssa
  %34 = icmp ult i64 %2, 7
  %.203.us = or i64 %.134.042.us, 1
  %.392.us.1 = getelementptr double, double* %.6.i1.i.i, i64 %.203.us
  %.393.us.pre.1 = load double, double* %.392.us.1, align 8
  br i1 %34, label %B174.B118.loopexit_crit_edge.us.unr-lcssa.1, label %B176.us.1.preheader

B176.us.1.preheader:                              ; preds = %B174.B118.loopexit_crit_edge.us
  br label %B176.us.1

B176.us.1:                                        ; preds = %B176.us.1.preheader, %B176.us.1
  %.393.us.1 = phi double [ %.480.us.7.1, %B176.us.1 ], [ %.393.us.pre.1, %B176.us.1.preheader ]
  %.269.039.us.1 = phi i64 [ %.338.us.7.1, %B176.us.1 ], [ 0, %B176.us.1.preheader ]
  %scevgep352 = getelementptr double, double* %lsr.iv336, i64 %.269.039.us.1
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -7
  %.446.us.173 = load double, double* %scevgep353, align 8
  %sunkaddr489 = mul i64 %.269.039.us.1, 8
  %35 = bitcast double* %arg.x.4 to i8*
  %sunkaddr490 = getelementptr i8, i8* %35, i64 %sunkaddr489
  %36 = bitcast i8* %sunkaddr490 to double*
  %.478.us.175 = load double, double* %36, align 8
  %.479.us.176 = fmul double %.446.us.173, %.478.us.175
  %.480.us.177 = fadd double %.393.us.1, %.479.us.176
  %sunkaddr491 = mul i64 %.203.us, 8
  %37 = bitcast double* %.6.i1.i.i to i8*
  %sunkaddr492 = getelementptr i8, i8* %37, i64 %sunkaddr491
  %38 = bitcast i8* %sunkaddr492 to double*
  store double %.480.us.177, double* %38, align 8
  %scevgep349 = getelementptr double, double* %lsr.iv336, i64 %.269.039.us.1
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -6
  %.446.us.1.1 = load double, double* %scevgep350, align 8
  %sunkaddr493 = mul i64 %.269.039.us.1, 8
  %39 = bitcast double* %arg.x.4 to i8*
  %sunkaddr494 = getelementptr i8, i8* %39, i64 %sunkaddr493
  %sunkaddr495 = getelementptr i8, i8* %sunkaddr494, i64 8
  %40 = bitcast i8* %sunkaddr495 to double*
  %.478.us.1.1 = load double, double* %40, align 8
  %.479.us.1.1 = fmul double %.446.us.1.1, %.478.us.1.1
  %.480.us.1.1 = fadd double %.480.us.177, %.479.us.1.1
  store double %.480.us.1.1, double* %38, align 8
  %scevgep347 = getelementptr double, double* %lsr.iv336, i64 %.269.039.us.1
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -5
  %.446.us.2.1 = load double, double* %scevgep348, align 8
  %sunkaddr496 = mul i64 %.269.039.us.1, 8
  %41 = bitcast double* %arg.x.4 to i8*
  %sunkaddr497 = getelementptr i8, i8* %41, i64 %sunkaddr496
  %sunkaddr498 = getelementptr i8, i8* %sunkaddr497, i64 16
  %42 = bitcast i8* %sunkaddr498 to double*
  %.478.us.2.1 = load double, double* %42, align 8
  %.479.us.2.1 = fmul double %.446.us.2.1, %.478.us.2.1
  %.480.us.2.1 = fadd double %.480.us.1.1, %.479.us.2.1
  store double %.480.us.2.1, double* %38, align 8
  %scevgep345 = getelementptr double, double* %lsr.iv336, i64 %.269.039.us.1
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -4
  %.446.us.3.1 = load double, double* %scevgep346, align 8
  %sunkaddr499 = mul i64 %.269.039.us.1, 8
  %43 = bitcast double* %arg.x.4 to i8*
  %sunkaddr500 = getelementptr i8, i8* %43, i64 %sunkaddr499
  %sunkaddr501 = getelementptr i8, i8* %sunkaddr500, i64 24
  %44 = bitcast i8* %sunkaddr501 to double*
  %.478.us.3.1 = load double, double* %44, align 8
  %.479.us.3.1 = fmul double %.446.us.3.1, %.478.us.3.1
  %.480.us.3.1 = fadd double %.480.us.2.1, %.479.us.3.1
  store double %.480.us.3.1, double* %38, align 8
  %scevgep343 = getelementptr double, double* %lsr.iv336, i64 %.269.039.us.1
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -3
  %.446.us.4.1 = load double, double* %scevgep344, align 8
  %sunkaddr502 = mul i64 %.269.039.us.1, 8
  %45 = bitcast double* %arg.x.4 to i8*
  %sunkaddr503 = getelementptr i8, i8* %45, i64 %sunkaddr502
  %sunkaddr504 = getelementptr i8, i8* %sunkaddr503, i64 32
  %46 = bitcast i8* %sunkaddr504 to double*
  %.478.us.4.1 = load double, double* %46, align 8
  %.479.us.4.1 = fmul double %.446.us.4.1, %.478.us.4.1
  %.480.us.4.1 = fadd double %.480.us.3.1, %.479.us.4.1
  store double %.480.us.4.1, double* %38, align 8
  %scevgep341 = getelementptr double, double* %lsr.iv336, i64 %.269.039.us.1
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -2
  %.446.us.5.1 = load double, double* %scevgep342, align 8
  %sunkaddr505 = mul i64 %.269.039.us.1, 8
  %47 = bitcast double* %arg.x.4 to i8*
  %sunkaddr506 = getelementptr i8, i8* %47, i64 %sunkaddr505
  %sunkaddr507 = getelementptr i8, i8* %sunkaddr506, i64 40
  %48 = bitcast i8* %sunkaddr507 to double*
  %.478.us.5.1 = load double, double* %48, align 8
  %.479.us.5.1 = fmul double %.446.us.5.1, %.478.us.5.1
  %.480.us.5.1 = fadd double %.480.us.4.1, %.479.us.5.1
  store double %.480.us.5.1, double* %38, align 8
  %scevgep339 = getelementptr double, double* %lsr.iv336, i64 %.269.039.us.1
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -1
  %.446.us.6.1 = load double, double* %scevgep340, align 8
  %sunkaddr508 = mul i64 %.269.039.us.1, 8
  %49 = bitcast double* %arg.x.4 to i8*
  %sunkaddr509 = getelementptr i8, i8* %49, i64 %sunkaddr508
  %sunkaddr510 = getelementptr i8, i8* %sunkaddr509, i64 48
  %50 = bitcast i8* %sunkaddr510 to double*
  %.478.us.6.1 = load double, double* %50, align 8
  %.479.us.6.1 = fmul double %.446.us.6.1, %.478.us.6.1
  %.480.us.6.1 = fadd double %.480.us.5.1, %.479.us.6.1
  store double %.480.us.6.1, double* %38, align 8
  %.338.us.7.1 = add nuw i64 %.269.039.us.1, 8
  %scevgep351 = getelementptr double, double* %lsr.iv336, i64 %.269.039.us.1
  %.446.us.7.1 = load double, double* %scevgep351, align 8
  %sunkaddr511 = mul i64 %.269.039.us.1, 8
  %51 = bitcast double* %arg.x.4 to i8*
  %sunkaddr512 = getelementptr i8, i8* %51, i64 %sunkaddr511
  %sunkaddr513 = getelementptr i8, i8* %sunkaddr512, i64 56
  %52 = bitcast i8* %sunkaddr513 to double*
  %.478.us.7.1 = load double, double* %52, align 8
  %.479.us.7.1 = fmul double %.446.us.7.1, %.478.us.7.1
  %.480.us.7.1 = fadd double %.480.us.6.1, %.479.us.7.1
  store double %.480.us.7.1, double* %38, align 8
  %niter53.ncmp.7.1 = icmp eq i64 %unroll_iter52, %.338.us.7.1
  br i1 %niter53.ncmp.7.1, label %B174.B118.loopexit_crit_edge.us.unr-lcssa.1, label %B176.us.1

B174.B118.loopexit_crit_edge.us.unr-lcssa.1:      ; preds = %B176.us.1, %B174.B118.loopexit_crit_edge.us
  %.393.us.unr.1 = phi double [ %.393.us.pre.1, %B174.B118.loopexit_crit_edge.us ], [ %.480.us.7.1, %B176.us.1 ]
  %.269.039.us.unr.1 = phi i64 [ 0, %B174.B118.loopexit_crit_edge.us ], [ %.338.us.7.1, %B176.us.1 ]
  %53 = and i64 %1, 7
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %B174.B118.loopexit_crit_edge.us.1, label %B176.us.epil.1.preheader

B176.us.epil.1.preheader:                         ; preds = %B174.B118.loopexit_crit_edge.us.unr-lcssa.1
  %scevgep370 = getelementptr double, double* %arg.x.4, i64 %.269.039.us.unr.1
  %55 = add i64 %.269.039.us.unr.1, %lsr.iv372
  %scevgep374 = getelementptr double, double* %arg.A.4, i64 %55
  br label %B176.us.epil.1

B176.us.epil.1:                                   ; preds = %B176.us.epil.1.preheader, %B176.us.epil.1
  %.393.us.epil.1 = phi double [ %.480.us.epil.1, %B176.us.epil.1 ], [ %.393.us.unr.1, %B176.us.epil.1.preheader ]
  %epil.iter50.1 = phi i64 [ %epil.iter50.next.1, %B176.us.epil.1 ], [ 0, %B176.us.epil.1.preheader ]
  %scevgep375 = getelementptr double, double* %scevgep374, i64 %epil.iter50.1
  %.446.us.epil.1 = load double, double* %scevgep375, align 8
  %scevgep371 = getelementptr double, double* %scevgep370, i64 %epil.iter50.1
  %.478.us.epil.1 = load double, double* %scevgep371, align 8
  %.479.us.epil.1 = fmul double %.446.us.epil.1, %.478.us.epil.1
  %.480.us.epil.1 = fadd double %.393.us.epil.1, %.479.us.epil.1
  %sunkaddr514 = mul i64 %.203.us, 8
  %56 = bitcast double* %.6.i1.i.i to i8*
  %sunkaddr515 = getelementptr i8, i8* %56, i64 %sunkaddr514
  %57 = bitcast i8* %sunkaddr515 to double*
  store double %.480.us.epil.1, double* %57, align 8
  %epil.iter50.next.1 = add i64 %epil.iter50.1, 1
  %epil.iter50.cmp.1.not = icmp eq i64 %xtraiter49, %epil.iter50.next.1
  br i1 %epil.iter50.cmp.1.not, label %B174.B118.loopexit_crit_edge.us.1, label %B176.us.epil.1, !llvm.loop !18

B174.B118.loopexit_crit_edge.us.1:                ; preds = %B176.us.epil.1, %B174.B118.loopexit_crit_edge.us.unr-lcssa.1
  %58 = icmp ult i64 %2, 7
  %.203.us.1 = or i64 %.134.042.us, 2
  %.392.us.2 = getelementptr double, double* %.6.i1.i.i, i64 %.203.us.1
  %.393.us.pre.2 = load double, double* %.392.us.2, align 8
  br i1 %58, label %B174.B118.loopexit_crit_edge.us.unr-lcssa.2, label %B176.us.2.preheader

B176.us.2.preheader:                              ; preds = %B174.B118.loopexit_crit_edge.us.1
  br label %B176.us.2

B176.us.2:                                        ; preds = %B176.us.2.preheader, %B176.us.2
  %.393.us.2 = phi double [ %.480.us.7.2, %B176.us.2 ], [ %.393.us.pre.2, %B176.us.2.preheader ]
  %.269.039.us.2 = phi i64 [ %.338.us.7.2, %B176.us.2 ], [ 0, %B176.us.2.preheader ]
  %scevgep393 = getelementptr double, double* %lsr.iv377, i64 %.269.039.us.2
  %scevgep394 = getelementptr double, double* %scevgep393, i64 -7
  %.446.us.282 = load double, double* %scevgep394, align 8
  %sunkaddr516 = mul i64 %.269.039.us.2, 8
  %59 = bitcast double* %arg.x.4 to i8*
  %sunkaddr517 = getelementptr i8, i8* %59, i64 %sunkaddr516
  %60 = bitcast i8* %sunkaddr517 to double*
  %.478.us.284 = load double, double* %60, align 8
  %.479.us.285 = fmul double %.446.us.282, %.478.us.284
  %.480.us.286 = fadd double %.393.us.2, %.479.us.285
  %sunkaddr518 = mul i64 %.203.us.1, 8
  %61 = bitcast double* %.6.i1.i.i to i8*
  %sunkaddr519 = getelementptr i8, i8* %61, i64 %sunkaddr518
  %62 = bitcast i8* %sunkaddr519 to double*
  store double %.480.us.286, double* %62, align 8
  %scevgep390 = getelementptr double, double* %lsr.iv377, i64 %.269.039.us.2
  %scevgep391 = getelementptr double, double* %scevgep390, i64 -6
  %.446.us.1.2 = load double, double* %scevgep391, align 8
  %sunkaddr520 = mul i64 %.269.039.us.2, 8
  %63 = bitcast double* %arg.x.4 to i8*
  %sunkaddr521 = getelementptr i8, i8* %63, i64 %sunkaddr520
  %sunkaddr522 = getelementptr i8, i8* %sunkaddr521, i64 8
  %64 = bitcast i8* %sunkaddr522 to double*
  %.478.us.1.2 = load double, double* %64, align 8
  %.479.us.1.2 = fmul double %.446.us.1.2, %.478.us.1.2
  %.480.us.1.2 = fadd double %.480.us.286, %.479.us.1.2
  store double %.480.us.1.2, double* %62, align 8
  %scevgep388 = getelementptr double, double* %lsr.iv377, i64 %.269.039.us.2
  %scevgep389 = getelementptr double, double* %scevgep388, i64 -5
  %.446.us.2.2 = load double, double* %scevgep389, align 8
  %sunkaddr523 = mul i64 %.269.039.us.2, 8
  %65 = bitcast double* %arg.x.4 to i8*
  %sunkaddr524 = getelementptr i8, i8* %65, i64 %sunkaddr523
  %sunkaddr525 = getelementptr i8, i8* %sunkaddr524, i64 16
  %66 = bitcast i8* %sunkaddr525 to double*
  %.478.us.2.2 = load double, double* %66, align 8
  %.479.us.2.2 = fmul double %.446.us.2.2, %.478.us.2.2
  %.480.us.2.2 = fadd double %.480.us.1.2, %.479.us.2.2
  store double %.480.us.2.2, double* %62, align 8
  %scevgep386 = getelementptr double, double* %lsr.iv377, i64 %.269.039.us.2
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -4
  %.446.us.3.2 = load double, double* %scevgep387, align 8
  %sunkaddr526 = mul i64 %.269.039.us.2, 8
  %67 = bitcast double* %arg.x.4 to i8*
  %sunkaddr527 = getelementptr i8, i8* %67, i64 %sunkaddr526
  %sunkaddr528 = getelementptr i8, i8* %sunkaddr527, i64 24
  %68 = bitcast i8* %sunkaddr528 to double*
  %.478.us.3.2 = load double, double* %68, align 8
  %.479.us.3.2 = fmul double %.446.us.3.2, %.478.us.3.2
  %.480.us.3.2 = fadd double %.480.us.2.2, %.479.us.3.2
  store double %.480.us.3.2, double* %62, align 8
  %scevgep384 = getelementptr double, double* %lsr.iv377, i64 %.269.039.us.2
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -3
  %.446.us.4.2 = load double, double* %scevgep385, align 8
  %sunkaddr529 = mul i64 %.269.039.us.2, 8
  %69 = bitcast double* %arg.x.4 to i8*
  %sunkaddr530 = getelementptr i8, i8* %69, i64 %sunkaddr529
  %sunkaddr531 = getelementptr i8, i8* %sunkaddr530, i64 32
  %70 = bitcast i8* %sunkaddr531 to double*
  %.478.us.4.2 = load double, double* %70, align 8
  %.479.us.4.2 = fmul double %.446.us.4.2, %.478.us.4.2
  %.480.us.4.2 = fadd double %.480.us.3.2, %.479.us.4.2
  store double %.480.us.4.2, double* %62, align 8
  %scevgep382 = getelementptr double, double* %lsr.iv377, i64 %.269.039.us.2
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -2
  %.446.us.5.2 = load double, double* %scevgep383, align 8
  %sunkaddr532 = mul i64 %.269.039.us.2, 8
  %71 = bitcast double* %arg.x.4 to i8*
  %sunkaddr533 = getelementptr i8, i8* %71, i64 %sunkaddr532
  %sunkaddr534 = getelementptr i8, i8* %sunkaddr533, i64 40
  %72 = bitcast i8* %sunkaddr534 to double*
  %.478.us.5.2 = load double, double* %72, align 8
  %.479.us.5.2 = fmul double %.446.us.5.2, %.478.us.5.2
  %.480.us.5.2 = fadd double %.480.us.4.2, %.479.us.5.2
  store double %.480.us.5.2, double* %62, align 8
  %scevgep380 = getelementptr double, double* %lsr.iv377, i64 %.269.039.us.2
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -1
  %.446.us.6.2 = load double, double* %scevgep381, align 8
  %sunkaddr535 = mul i64 %.269.039.us.2, 8
  %73 = bitcast double* %arg.x.4 to i8*
  %sunkaddr536 = getelementptr i8, i8* %73, i64 %sunkaddr535
  %sunkaddr537 = getelementptr i8, i8* %sunkaddr536, i64 48
  %74 = bitcast i8* %sunkaddr537 to double*
  %.478.us.6.2 = load double, double* %74, align 8
  %.479.us.6.2 = fmul double %.446.us.6.2, %.478.us.6.2
  %.480.us.6.2 = fadd double %.480.us.5.2, %.479.us.6.2
  store double %.480.us.6.2, double* %62, align 8
  %.338.us.7.2 = add nuw i64 %.269.039.us.2, 8
  %scevgep392 = getelementptr double, double* %lsr.iv377, i64 %.269.039.us.2
  %.446.us.7.2 = load double, double* %scevgep392, align 8
  %sunkaddr538 = mul i64 %.269.039.us.2, 8
  %75 = bitcast double* %arg.x.4 to i8*
  %sunkaddr539 = getelementptr i8, i8* %75, i64 %sunkaddr538
  %sunkaddr540 = getelementptr i8, i8* %sunkaddr539, i64 56
  %76 = bitcast i8* %sunkaddr540 to double*
  %.478.us.7.2 = load double, double* %76, align 8
  %.479.us.7.2 = fmul double %.446.us.7.2, %.478.us.7.2
  %.480.us.7.2 = fadd double %.480.us.6.2, %.479.us.7.2
  store double %.480.us.7.2, double* %62, align 8
  %niter53.ncmp.7.2 = icmp eq i64 %unroll_iter52, %.338.us.7.2
  br i1 %niter53.ncmp.7.2, label %B174.B118.loopexit_crit_edge.us.unr-lcssa.2, label %B176.us.2

B174.B118.loopexit_crit_edge.us.unr-lcssa.2:      ; preds = %B176.us.2, %B174.B118.loopexit_crit_edge.us.1
  %.393.us.unr.2 = phi double [ %.393.us.pre.2, %B174.B118.loopexit_crit_edge.us.1 ], [ %.480.us.7.2, %B176.us.2 ]
  %.269.039.us.unr.2 = phi i64 [ 0, %B174.B118.loopexit_crit_edge.us.1 ], [ %.338.us.7.2, %B176.us.2 ]
  %77 = and i64 %1, 7
  %78 = icmp eq i64 %77, 0
  br i1 %78, label %B174.B118.loopexit_crit_edge.us.2, label %B176.us.epil.2.preheader

B176.us.epil.2.preheader:                         ; preds = %B174.B118.loopexit_crit_edge.us.unr-lcssa.2
  %scevgep411 = getelementptr double, double* %arg.x.4, i64 %.269.039.us.unr.2
  %scevgep417 = getelementptr double, double* %lsr.iv414, i64 %.269.039.us.unr.2
  br label %B176.us.epil.2

B176.us.epil.2:                                   ; preds = %B176.us.epil.2.preheader, %B176.us.epil.2
  %.393.us.epil.2 = phi double [ %.480.us.epil.2, %B176.us.epil.2 ], [ %.393.us.unr.2, %B176.us.epil.2.preheader ]
  %epil.iter50.2 = phi i64 [ %epil.iter50.next.2, %B176.us.epil.2 ], [ 0, %B176.us.epil.2.preheader ]
  %scevgep418 = getelementptr double, double* %scevgep417, i64 %epil.iter50.2
  %.446.us.epil.2 = load double, double* %scevgep418, align 8
  %scevgep412 = getelementptr double, double* %scevgep411, i64 %epil.iter50.2
  %.478.us.epil.2 = load double, double* %scevgep412, align 8
  %.479.us.epil.2 = fmul double %.446.us.epil.2, %.478.us.epil.2
  %.480.us.epil.2 = fadd double %.393.us.epil.2, %.479.us.epil.2
  %sunkaddr541 = mul i64 %.203.us.1, 8
  %79 = bitcast double* %.6.i1.i.i to i8*
  %sunkaddr542 = getelementptr i8, i8* %79, i64 %sunkaddr541
  %80 = bitcast i8* %sunkaddr542 to double*
  store double %.480.us.epil.2, double* %80, align 8
  %epil.iter50.next.2 = add i64 %epil.iter50.2, 1
  %epil.iter50.cmp.2.not = icmp eq i64 %xtraiter49, %epil.iter50.next.2
  br i1 %epil.iter50.cmp.2.not, label %B174.B118.loopexit_crit_edge.us.2, label %B176.us.epil.2, !llvm.loop !18

B174.B118.loopexit_crit_edge.us.2:                ; preds = %B176.us.epil.2, %B174.B118.loopexit_crit_edge.us.unr-lcssa.2
  %81 = icmp ult i64 %2, 7
  %.203.us.2 = or i64 %.134.042.us, 3
  %.392.us.3 = getelementptr double, double* %.6.i1.i.i, i64 %.203.us.2
  %.393.us.pre.3 = load double, double* %.392.us.3, align 8
  br i1 %81, label %B174.B118.loopexit_crit_edge.us.unr-lcssa.3, label %B176.us.3.preheader

B176.us.3.preheader:                              ; preds = %B174.B118.loopexit_crit_edge.us.2
  br label %B176.us.3

B176.us.3:                                        ; preds = %B176.us.3.preheader, %B176.us.3
  %.393.us.3 = phi double [ %.480.us.7.3, %B176.us.3 ], [ %.393.us.pre.3, %B176.us.3.preheader ]
  %.269.039.us.3 = phi i64 [ %.338.us.7.3, %B176.us.3 ], [ 0, %B176.us.3.preheader ]
  %scevgep436 = getelementptr double, double* %lsr.iv420, i64 %.269.039.us.3
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -7
  %.446.us.391 = load double, double* %scevgep437, align 8
  %sunkaddr543 = mul i64 %.269.039.us.3, 8
  %82 = bitcast double* %arg.x.4 to i8*
  %sunkaddr544 = getelementptr i8, i8* %82, i64 %sunkaddr543
  %83 = bitcast i8* %sunkaddr544 to double*
  %.478.us.393 = load double, double* %83, align 8
  %.479.us.394 = fmul double %.446.us.391, %.478.us.393
  %.480.us.395 = fadd double %.393.us.3, %.479.us.394
  %sunkaddr545 = mul i64 %.203.us.2, 8
  %84 = bitcast double* %.6.i1.i.i to i8*
  %sunkaddr546 = getelementptr i8, i8* %84, i64 %sunkaddr545
  %85 = bitcast i8* %sunkaddr546 to double*
  store double %.480.us.395, double* %85, align 8
  %scevgep433 = getelementptr double, double* %lsr.iv420, i64 %.269.039.us.3
  %scevgep434 = getelementptr double, double* %scevgep433, i64 -6
  %.446.us.1.3 = load double, double* %scevgep434, align 8
  %sunkaddr547 = mul i64 %.269.039.us.3, 8
  %86 = bitcast double* %arg.x.4 to i8*
  %sunkaddr548 = getelementptr i8, i8* %86, i64 %sunkaddr547
  %sunkaddr549 = getelementptr i8, i8* %sunkaddr548, i64 8
  %87 = bitcast i8* %sunkaddr549 to double*
  %.478.us.1.3 = load double, double* %87, align 8
  %.479.us.1.3 = fmul double %.446.us.1.3, %.478.us.1.3
  %.480.us.1.3 = fadd double %.480.us.395, %.479.us.1.3
  store double %.480.us.1.3, double* %85, align 8
  %scevgep431 = getelementptr double, double* %lsr.iv420, i64 %.269.039.us.3
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -5
  %.446.us.2.3 = load double, double* %scevgep432, align 8
  %sunkaddr550 = mul i64 %.269.039.us.3, 8
  %88 = bitcast double* %arg.x.4 to i8*
  %sunkaddr551 = getelementptr i8, i8* %88, i64 %sunkaddr550
  %sunkaddr552 = getelementptr i8, i8* %sunkaddr551, i64 16
  %89 = bitcast i8* %sunkaddr552 to double*
  %.478.us.2.3 = load double, double* %89, align 8
  %.479.us.2.3 = fmul double %.446.us.2.3, %.478.us.2.3
  %.480.us.2.3 = fadd double %.480.us.1.3, %.479.us.2.3
  store double %.480.us.2.3, double* %85, align 8
  %scevgep429 = getelementptr double, double* %lsr.iv420, i64 %.269.039.us.3
  %scevgep430 = getelementptr double, double* %scevgep429, i64 -4
  %.446.us.3.3 = load double, double* %scevgep430, align 8
  %sunkaddr553 = mul i64 %.269.039.us.3, 8
  %90 = bitcast double* %arg.x.4 to i8*
  %sunkaddr554 = getelementptr i8, i8* %90, i64 %sunkaddr553
  %sunkaddr555 = getelementptr i8, i8* %sunkaddr554, i64 24
  %91 = bitcast i8* %sunkaddr555 to double*
  %.478.us.3.3 = load double, double* %91, align 8
  %.479.us.3.3 = fmul double %.446.us.3.3, %.478.us.3.3
  %.480.us.3.3 = fadd double %.480.us.2.3, %.479.us.3.3
  store double %.480.us.3.3, double* %85, align 8
  %scevgep427 = getelementptr double, double* %lsr.iv420, i64 %.269.039.us.3
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -3
  %.446.us.4.3 = load double, double* %scevgep428, align 8
  %sunkaddr556 = mul i64 %.269.039.us.3, 8
  %92 = bitcast double* %arg.x.4 to i8*
  %sunkaddr557 = getelementptr i8, i8* %92, i64 %sunkaddr556
  %sunkaddr558 = getelementptr i8, i8* %sunkaddr557, i64 32
  %93 = bitcast i8* %sunkaddr558 to double*
  %.478.us.4.3 = load double, double* %93, align 8
  %.479.us.4.3 = fmul double %.446.us.4.3, %.478.us.4.3
  %.480.us.4.3 = fadd double %.480.us.3.3, %.479.us.4.3
  store double %.480.us.4.3, double* %85, align 8
  %scevgep425 = getelementptr double, double* %lsr.iv420, i64 %.269.039.us.3
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -2
  %.446.us.5.3 = load double, double* %scevgep426, align 8
  %sunkaddr559 = mul i64 %.269.039.us.3, 8
  %94 = bitcast double* %arg.x.4 to i8*
  %sunkaddr560 = getelementptr i8, i8* %94, i64 %sunkaddr559
  %sunkaddr561 = getelementptr i8, i8* %sunkaddr560, i64 40
  %95 = bitcast i8* %sunkaddr561 to double*
  %.478.us.5.3 = load double, double* %95, align 8
  %.479.us.5.3 = fmul double %.446.us.5.3, %.478.us.5.3
  %.480.us.5.3 = fadd double %.480.us.4.3, %.479.us.5.3
  store double %.480.us.5.3, double* %85, align 8
  %scevgep423 = getelementptr double, double* %lsr.iv420, i64 %.269.039.us.3
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -1
  %.446.us.6.3 = load double, double* %scevgep424, align 8
  %sunkaddr562 = mul i64 %.269.039.us.3, 8
  %96 = bitcast double* %arg.x.4 to i8*
  %sunkaddr563 = getelementptr i8, i8* %96, i64 %sunkaddr562
  %sunkaddr564 = getelementptr i8, i8* %sunkaddr563, i64 48
  %97 = bitcast i8* %sunkaddr564 to double*
  %.478.us.6.3 = load double, double* %97, align 8
  %.479.us.6.3 = fmul double %.446.us.6.3, %.478.us.6.3
  %.480.us.6.3 = fadd double %.480.us.5.3, %.479.us.6.3
  store double %.480.us.6.3, double* %85, align 8
  %.338.us.7.3 = add nuw i64 %.269.039.us.3, 8
  %scevgep435 = getelementptr double, double* %lsr.iv420, i64 %.269.039.us.3
  %.446.us.7.3 = load double, double* %scevgep435, align 8
  %sunkaddr565 = mul i64 %.269.039.us.3, 8
  %98 = bitcast double* %arg.x.4 to i8*
  %sunkaddr566 = getelementptr i8, i8* %98, i64 %sunkaddr565
  %sunkaddr567 = getelementptr i8, i8* %sunkaddr566, i64 56
  %99 = bitcast i8* %sunkaddr567 to double*
  %.478.us.7.3 = load double, double* %99, align 8
  %.479.us.7.3 = fmul double %.446.us.7.3, %.478.us.7.3
  %.480.us.7.3 = fadd double %.480.us.6.3, %.479.us.7.3
  store double %.480.us.7.3, double* %85, align 8
  %niter53.ncmp.7.3 = icmp eq i64 %unroll_iter52, %.338.us.7.3
  br i1 %niter53.ncmp.7.3, label %B174.B118.loopexit_crit_edge.us.unr-lcssa.3, label %B176.us.3

B174.B118.loopexit_crit_edge.us.unr-lcssa.3:      ; preds = %B176.us.3, %B174.B118.loopexit_crit_edge.us.2
  %.393.us.unr.3 = phi double [ %.393.us.pre.3, %B174.B118.loopexit_crit_edge.us.2 ], [ %.480.us.7.3, %B176.us.3 ]
  %.269.039.us.unr.3 = phi i64 [ 0, %B174.B118.loopexit_crit_edge.us.2 ], [ %.338.us.7.3, %B176.us.3 ]
  %100 = and i64 %1, 7
  %101 = icmp eq i64 %100, 0
  br i1 %101, label %B174.B118.loopexit_crit_edge.us.3, label %B176.us.epil.3.preheader

B176.us.epil.3.preheader:                         ; preds = %B174.B118.loopexit_crit_edge.us.unr-lcssa.3
  %scevgep454 = getelementptr double, double* %arg.x.4, i64 %.269.039.us.unr.3
  %scevgep460 = getelementptr double, double* %lsr.iv457, i64 %.269.039.us.unr.3
  br label %B176.us.epil.3

B176.us.epil.3:                                   ; preds = %B176.us.epil.3.preheader, %B176.us.epil.3
  %.393.us.epil.3 = phi double [ %.480.us.epil.3, %B176.us.epil.3 ], [ %.393.us.unr.3, %B176.us.epil.3.preheader ]
  %epil.iter50.3 = phi i64 [ %epil.iter50.next.3, %B176.us.epil.3 ], [ 0, %B176.us.epil.3.preheader ]
  %scevgep461 = getelementptr double, double* %scevgep460, i64 %epil.iter50.3
  %.446.us.epil.3 = load double, double* %scevgep461, align 8
  %scevgep455 = getelementptr double, double* %scevgep454, i64 %epil.iter50.3
  %.478.us.epil.3 = load double, double* %scevgep455, align 8
  %.479.us.epil.3 = fmul double %.446.us.epil.3, %.478.us.epil.3
  %.480.us.epil.3 = fadd double %.393.us.epil.3, %.479.us.epil.3
  %sunkaddr568 = mul i64 %.203.us.2, 8
  %102 = bitcast double* %.6.i1.i.i to i8*
  %sunkaddr569 = getelementptr i8, i8* %102, i64 %sunkaddr568
  %103 = bitcast i8* %sunkaddr569 to double*
  store double %.480.us.epil.3, double* %103, align 8
  %epil.iter50.next.3 = add i64 %epil.iter50.3, 1
  %epil.iter50.cmp.3.not = icmp eq i64 %xtraiter49, %epil.iter50.next.3
  br i1 %epil.iter50.cmp.3.not, label %B174.B118.loopexit_crit_edge.us.3, label %B176.us.epil.3, !llvm.loop !18

B174.B118.loopexit_crit_edge.us.3:                ; preds = %B176.us.epil.3, %B174.B118.loopexit_crit_edge.us.unr-lcssa.3
  %104 = bitcast double* %lsr.iv294 to i1*
  %105 = bitcast double* %lsr.iv330 to i1*
  %106 = bitcast double* %lsr.iv336 to i1*
  %107 = bitcast double* %lsr.iv377 to i1*
  %108 = bitcast double* %lsr.iv414 to i1*
  %109 = bitcast double* %lsr.iv420 to i1*
  %110 = bitcast double* %lsr.iv457 to i1*
  %.203.us.3 = add nuw nsw i64 %.134.042.us, 4
  %scevgep296 = getelementptr i1, i1* %104, i64 %5
  %111 = bitcast i1* %scevgep296 to double*
  %scevgep332 = getelementptr i1, i1* %105, i64 %5
  %112 = bitcast i1* %scevgep332 to double*
  %scevgep338 = getelementptr i1, i1* %106, i64 %5
  %113 = bitcast i1* %scevgep338 to double*
  %lsr.iv.next373 = add i64 %lsr.iv372, %7
  %scevgep379 = getelementptr i1, i1* %107, i64 %5
  %114 = bitcast i1* %scevgep379 to double*
  %scevgep416 = getelementptr i1, i1* %108, i64 %5
  %115 = bitcast i1* %scevgep416 to double*
  %scevgep422 = getelementptr i1, i1* %109, i64 %5
  %116 = bitcast i1* %scevgep422 to double*
  %scevgep459 = getelementptr i1, i1* %110, i64 %5
  %117 = bitcast i1* %scevgep459 to double*
  %niter69.ncmp.3 = icmp eq i64 %.203.us.3, %unroll_iter68
  br i1 %niter69.ncmp.3, label %B248.endif.endif.endif.loopexit.unr-lcssa, label %B120.endif.us

B248.endif.endif.endif.loopexit.unr-lcssa:        ; preds = %B174.B118.loopexit_crit_edge.us.3, %B120.endif.us.preheader
  %.134.042.us.unr = phi i64 [ 0, %B120.endif.us.preheader ], [ %.203.us.3, %B174.B118.loopexit_crit_edge.us.3 ]
  %lcmp.mod67.not = icmp eq i64 %xtraiter54, 0
  br i1 %lcmp.mod67.not, label %B248.endif.endif.endif, label %B120.endif.us.epil.preheader

B120.endif.us.epil.preheader:                     ; preds = %B248.endif.endif.endif.loopexit.unr-lcssa
  %xtraiter49.epil = and i64 %1, 7
  %unroll_iter52.epil = and i64 %1, %const
  %118 = mul i64 %.134.042.us.unr, %arg.A.5.1
  %119 = add i64 %118, 7
  %scevgep252 = getelementptr double, double* %arg.A.4, i64 %119
  %120 = shl i64 %arg.A.5.1, 3
  br label %B120.endif.us.epil

B120.endif.us.epil:                               ; preds = %B174.B118.loopexit_crit_edge.us.epil, %B120.endif.us.epil.preheader
  %lsr.iv289 = phi i64 [ %lsr.iv.next290, %B174.B118.loopexit_crit_edge.us.epil ], [ %118, %B120.endif.us.epil.preheader ]
  %lsr.iv253 = phi double* [ %145, %B174.B118.loopexit_crit_edge.us.epil ], [ %scevgep252, %B120.endif.us.epil.preheader ]
  %.134.042.us.epil = phi i64 [ %.203.us.epil, %B174.B118.loopexit_crit_edge.us.epil ], [ %.134.042.us.unr, %B120.endif.us.epil.preheader ]
  %epil.iter66 = phi i64 [ %epil.iter66.next, %B174.B118.loopexit_crit_edge.us.epil ], [ 0, %B120.endif.us.epil.preheader ]
  %121 = icmp ult i64 %2, 7
  %.392.us.epil = getelementptr double, double* %.6.i1.i.i, i64 %.134.042.us.epil
  %.393.us.pre.epil = load double, double* %.392.us.epil, align 8
  br i1 %121, label %B174.B118.loopexit_crit_edge.us.unr-lcssa.epil, label %B176.us.epil55.preheader

B176.us.epil55.preheader:                         ; preds = %B120.endif.us.epil
  br label %B176.us.epil55

B176.us.epil55:                                   ; preds = %B176.us.epil55.preheader, %B176.us.epil55
  %.393.us.epil56 = phi double [ %.480.us.7.epil, %B176.us.epil55 ], [ %.393.us.pre.epil, %B176.us.epil55.preheader ]
  %.269.039.us.epil57 = phi i64 [ %.338.us.7.epil, %B176.us.epil55 ], [ 0, %B176.us.epil55.preheader ]
  %scevgep269 = getelementptr double, double* %lsr.iv253, i64 %.269.039.us.epil57
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -7
  %.446.us.epil61 = load double, double* %scevgep270, align 8
  %sunkaddr570 = mul i64 %.269.039.us.epil57, 8
  %122 = bitcast double* %arg.x.4 to i8*
  %sunkaddr571 = getelementptr i8, i8* %122, i64 %sunkaddr570
  %123 = bitcast i8* %sunkaddr571 to double*
  %.478.us.epil63 = load double, double* %123, align 8
  %.479.us.epil64 = fmul double %.446.us.epil61, %.478.us.epil63
  %.480.us.epil65 = fadd double %.393.us.epil56, %.479.us.epil64
  %sunkaddr572 = mul i64 %.134.042.us.epil, 8
  %124 = bitcast double* %.6.i1.i.i to i8*
  %sunkaddr573 = getelementptr i8, i8* %124, i64 %sunkaddr572
  %125 = bitcast i8* %sunkaddr573 to double*
  store double %.480.us.epil65, double* %125, align 8
  %scevgep266 = getelementptr double, double* %lsr.iv253, i64 %.269.039.us.epil57
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -6
  %.446.us.1.epil = load double, double* %scevgep267, align 8
  %sunkaddr574 = mul i64 %.269.039.us.epil57, 8
  %126 = bitcast double* %arg.x.4 to i8*
  %sunkaddr575 = getelementptr i8, i8* %126, i64 %sunkaddr574
  %sunkaddr576 = getelementptr i8, i8* %sunkaddr575, i64 8
  %127 = bitcast i8* %sunkaddr576 to double*
  %.478.us.1.epil = load double, double* %127, align 8
  %.479.us.1.epil = fmul double %.446.us.1.epil, %.478.us.1.epil
  %.480.us.1.epil = fadd double %.480.us.epil65, %.479.us.1.epil
  store double %.480.us.1.epil, double* %125, align 8
  %scevgep264 = getelementptr double, double* %lsr.iv253, i64 %.269.039.us.epil57
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -5
  %.446.us.2.epil = load double, double* %scevgep265, align 8
  %sunkaddr577 = mul i64 %.269.039.us.epil57, 8
  %128 = bitcast double* %arg.x.4 to i8*
  %sunkaddr578 = getelementptr i8, i8* %128, i64 %sunkaddr577
  %sunkaddr579 = getelementptr i8, i8* %sunkaddr578, i64 16
  %129 = bitcast i8* %sunkaddr579 to double*
  %.478.us.2.epil = load double, double* %129, align 8
  %.479.us.2.epil = fmul double %.446.us.2.epil, %.478.us.2.epil
  %.480.us.2.epil = fadd double %.480.us.1.epil, %.479.us.2.epil
  store double %.480.us.2.epil, double* %125, align 8
  %scevgep262 = getelementptr double, double* %lsr.iv253, i64 %.269.039.us.epil57
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -4
  %.446.us.3.epil = load double, double* %scevgep263, align 8
  %sunkaddr580 = mul i64 %.269.039.us.epil57, 8
  %130 = bitcast double* %arg.x.4 to i8*
  %sunkaddr581 = getelementptr i8, i8* %130, i64 %sunkaddr580
  %sunkaddr582 = getelementptr i8, i8* %sunkaddr581, i64 24
  %131 = bitcast i8* %sunkaddr582 to double*
  %.478.us.3.epil = load double, double* %131, align 8
  %.479.us.3.epil = fmul double %.446.us.3.epil, %.478.us.3.epil
  %.480.us.3.epil = fadd double %.480.us.2.epil, %.479.us.3.epil
  store double %.480.us.3.epil, double* %125, align 8
  %scevgep260 = getelementptr double, double* %lsr.iv253, i64 %.269.039.us.epil57
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -3
  %.446.us.4.epil = load double, double* %scevgep261, align 8
  %sunkaddr583 = mul i64 %.269.039.us.epil57, 8
  %132 = bitcast double* %arg.x.4 to i8*
  %sunkaddr584 = getelementptr i8, i8* %132, i64 %sunkaddr583
  %sunkaddr585 = getelementptr i8, i8* %sunkaddr584, i64 32
  %133 = bitcast i8* %sunkaddr585 to double*
  %.478.us.4.epil = load double, double* %133, align 8
  %.479.us.4.epil = fmul double %.446.us.4.epil, %.478.us.4.epil
  %.480.us.4.epil = fadd double %.480.us.3.epil, %.479.us.4.epil
  store double %.480.us.4.epil, double* %125, align 8
  %scevgep258 = getelementptr double, double* %lsr.iv253, i64 %.269.039.us.epil57
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -2
  %.446.us.5.epil = load double, double* %scevgep259, align 8
  %sunkaddr586 = mul i64 %.269.039.us.epil57, 8
  %134 = bitcast double* %arg.x.4 to i8*
  %sunkaddr587 = getelementptr i8, i8* %134, i64 %sunkaddr586
  %sunkaddr588 = getelementptr i8, i8* %sunkaddr587, i64 40
  %135 = bitcast i8* %sunkaddr588 to double*
  %.478.us.5.epil = load double, double* %135, align 8
  %.479.us.5.epil = fmul double %.446.us.5.epil, %.478.us.5.epil
  %.480.us.5.epil = fadd double %.480.us.4.epil, %.479.us.5.epil
  store double %.480.us.5.epil, double* %125, align 8
  %scevgep256 = getelementptr double, double* %lsr.iv253, i64 %.269.039.us.epil57
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -1
  %.446.us.6.epil = load double, double* %scevgep257, align 8
  %sunkaddr589 = mul i64 %.269.039.us.epil57, 8
  %136 = bitcast double* %arg.x.4 to i8*
  %sunkaddr590 = getelementptr i8, i8* %136, i64 %sunkaddr589
  %sunkaddr591 = getelementptr i8, i8* %sunkaddr590, i64 48
  %137 = bitcast i8* %sunkaddr591 to double*
  %.478.us.6.epil = load double, double* %137, align 8
  %.479.us.6.epil = fmul double %.446.us.6.epil, %.478.us.6.epil
  %.480.us.6.epil = fadd double %.480.us.5.epil, %.479.us.6.epil
  store double %.480.us.6.epil, double* %125, align 8
  %.338.us.7.epil = add nuw i64 %.269.039.us.epil57, 8
  %scevgep268 = getelementptr double, double* %lsr.iv253, i64 %.269.039.us.epil57
  %.446.us.7.epil = load double, double* %scevgep268, align 8
  %sunkaddr592 = mul i64 %.269.039.us.epil57, 8
  %138 = bitcast double* %arg.x.4 to i8*
  %sunkaddr593 = getelementptr i8, i8* %138, i64 %sunkaddr592
  %sunkaddr594 = getelementptr i8, i8* %sunkaddr593, i64 56
  %139 = bitcast i8* %sunkaddr594 to double*
  %.478.us.7.epil = load double, double* %139, align 8
  %.479.us.7.epil = fmul double %.446.us.7.epil, %.478.us.7.epil
  %.480.us.7.epil = fadd double %.480.us.6.epil, %.479.us.7.epil
  store double %.480.us.7.epil, double* %125, align 8
  %niter53.ncmp.7.epil = icmp eq i64 %unroll_iter52.epil, %.338.us.7.epil
  br i1 %niter53.ncmp.7.epil, label %B174.B118.loopexit_crit_edge.us.unr-lcssa.epil, label %B176.us.epil55

B174.B118.loopexit_crit_edge.us.unr-lcssa.epil:   ; preds = %B176.us.epil55, %B120.endif.us.epil
  %.393.us.unr.epil = phi double [ %.393.us.pre.epil, %B120.endif.us.epil ], [ %.480.us.7.epil, %B176.us.epil55 ]
  %.269.039.us.unr.epil = phi i64 [ 0, %B120.endif.us.epil ], [ %.338.us.7.epil, %B176.us.epil55 ]
  %140 = icmp eq i64 %xtraiter49.epil, 0
  br i1 %140, label %B174.B118.loopexit_crit_edge.us.epil, label %B176.us.epil.epil.preheader

B176.us.epil.epil.preheader:                      ; preds = %B174.B118.loopexit_crit_edge.us.unr-lcssa.epil
  %scevgep287 = getelementptr double, double* %arg.x.4, i64 %.269.039.us.unr.epil
  %141 = add i64 %.269.039.us.unr.epil, %lsr.iv289
  %scevgep291 = getelementptr double, double* %arg.A.4, i64 %141
  br label %B176.us.epil.epil

B176.us.epil.epil:                                ; preds = %B176.us.epil.epil.preheader, %B176.us.epil.epil
  %.393.us.epil.epil = phi double [ %.480.us.epil.epil, %B176.us.epil.epil ], [ %.393.us.unr.epil, %B176.us.epil.epil.preheader ]
  %epil.iter50.epil = phi i64 [ %epil.iter50.next.epil, %B176.us.epil.epil ], [ 0, %B176.us.epil.epil.preheader ]
  %scevgep292 = getelementptr double, double* %scevgep291, i64 %epil.iter50.epil
  %.446.us.epil.epil = load double, double* %scevgep292, align 8
  %scevgep288 = getelementptr double, double* %scevgep287, i64 %epil.iter50.epil
  %.478.us.epil.epil = load double, double* %scevgep288, align 8
  %.479.us.epil.epil = fmul double %.446.us.epil.epil, %.478.us.epil.epil
  %.480.us.epil.epil = fadd double %.393.us.epil.epil, %.479.us.epil.epil
  %sunkaddr595 = mul i64 %.134.042.us.epil, 8
  %142 = bitcast double* %.6.i1.i.i to i8*
  %sunkaddr596 = getelementptr i8, i8* %142, i64 %sunkaddr595
  %143 = bitcast i8* %sunkaddr596 to double*
  store double %.480.us.epil.epil, double* %143, align 8
  %epil.iter50.next.epil = add i64 %epil.iter50.epil, 1
  %epil.iter50.cmp.epil.not = icmp eq i64 %xtraiter49.epil, %epil.iter50.next.epil
  br i1 %epil.iter50.cmp.epil.not, label %B174.B118.loopexit_crit_edge.us.epil, label %B176.us.epil.epil, !llvm.loop !18

B174.B118.loopexit_crit_edge.us.epil:             ; preds = %B176.us.epil.epil, %B174.B118.loopexit_crit_edge.us.unr-lcssa.epil
  %144 = bitcast double* %lsr.iv253 to i1*
  %.203.us.epil = add nuw nsw i64 %.134.042.us.epil, 1
  %epil.iter66.next = add i64 %epil.iter66, 1
  %scevgep255 = getelementptr i1, i1* %144, i64 %120
  %145 = bitcast i1* %scevgep255 to double*
  %lsr.iv.next290 = add i64 %lsr.iv289, %arg.A.5.1
  %epil.iter66.cmp.not = icmp eq i64 %epil.iter66.next, %xtraiter54
  br i1 %epil.iter66.cmp.not, label %B248.endif.endif.endif, label %B120.endif.us.epil, !llvm.loop !20

B248.endif.endif.endif:                           ; preds = %B174.B118.loopexit_crit_edge.us.epil, %B248.endif.endif.endif.loopexit.unr-lcssa, %B120.endif.lr.ph, %B0.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i.i, i32 32), !noalias !21
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B248.endif.endif.endif.if, label %B248.endif.endif.endif.endif, !prof !0

B248.endif.endif.endif.if:                        ; preds = %B248.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814829056.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B248.endif.endif.endif.endif:                     ; preds = %B248.endif.endif.endif
  %146 = icmp eq i64 %arg.A.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %147 = bitcast i8* %.5.i to double**
  %.6.i9 = load double*, double** %147, align 8
  br i1 %146, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %B248.endif.endif.endif.endif
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %loop.index8 = phi i64 [ %.704, %for.body ], [ 0, %for.body.preheader ]
  %.661.07 = phi i64 [ %spec.select35, %for.body ], [ 0, %for.body.preheader ]
  %148 = icmp eq i64 %arg.A.5.0, 1
  %spec.select35 = select i1 %148, i64 %.661.07, i64 %loop.index8
  %.674 = getelementptr double, double* %.6.i1.i.i, i64 %spec.select35
  %.675 = load double, double* %.674, align 8
  %.12.i = tail call double @tanh(double %.675)
  %scevgep251 = getelementptr double, double* %.6.i9, i64 %loop.index8
  store double %.12.i, double* %scevgep251, align 8
  %.704 = add nuw nsw i64 %loop.index8, 1
  %exitcond.not = icmp eq i64 %arg.A.5.0, %.704
  br i1 %exitcond.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %B248.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.i)
  %.68.i = icmp eq i64 %arg.A.5.0, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.A.5.0, i64 1)
  %149 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %150 = icmp ult i64 %149, 7
  br i1 %150, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const462 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const462
  %151 = add nsw i64 %unroll_iter.i, -8
  %152 = lshr exact i64 %151, 3
  %153 = add nuw nsw i64 %152, 1
  %xtraiter = and i64 %153, 7
  %154 = icmp ult i64 %151, 56
  br i1 %154, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %153, 4611686018427387896
  %scevgep121 = getelementptr double, double* %.6.i9, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %155 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep97 = getelementptr double, double* %.6.i9, i64 %155
  %156 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %157 = bitcast double* %scevgep97 to i8*
  %uglygep118 = getelementptr i8, i8* %157, i64 %lsr.iv
  %uglygep118119 = bitcast i8* %uglygep118 to double*
  %scevgep120 = getelementptr double, double* %uglygep118119, i64 -7
  %.236.i.epil = load double, double* %scevgep120, align 8, !noalias !28
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep115 = getelementptr i8, i8* %157, i64 %lsr.iv
  %uglygep115116 = bitcast i8* %uglygep115 to double*
  %scevgep117 = getelementptr double, double* %uglygep115116, i64 -6
  %.236.1.i.epil = load double, double* %scevgep117, align 8, !noalias !28
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep112 = getelementptr i8, i8* %157, i64 %lsr.iv
  %uglygep112113 = bitcast i8* %uglygep112 to double*
  %scevgep114 = getelementptr double, double* %uglygep112113, i64 -5
  %.236.2.i.epil = load double, double* %scevgep114, align 8, !noalias !28
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep109 = getelementptr i8, i8* %157, i64 %lsr.iv
  %uglygep109110 = bitcast i8* %uglygep109 to double*
  %scevgep111 = getelementptr double, double* %uglygep109110, i64 -4
  %.236.3.i.epil = load double, double* %scevgep111, align 8, !noalias !28
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep106 = getelementptr i8, i8* %157, i64 %lsr.iv
  %uglygep106107 = bitcast i8* %uglygep106 to double*
  %scevgep108 = getelementptr double, double* %uglygep106107, i64 -3
  %.236.4.i.epil = load double, double* %scevgep108, align 8, !noalias !28
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep103 = getelementptr i8, i8* %157, i64 %lsr.iv
  %uglygep103104 = bitcast i8* %uglygep103 to double*
  %scevgep105 = getelementptr double, double* %uglygep103104, i64 -2
  %.236.5.i.epil = load double, double* %scevgep105, align 8, !noalias !28
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep100 = getelementptr i8, i8* %157, i64 %lsr.iv
  %uglygep100101 = bitcast i8* %uglygep100 to double*
  %scevgep102 = getelementptr double, double* %uglygep100101, i64 -1
  %.236.6.i.epil = load double, double* %scevgep102, align 8, !noalias !28
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %157, i64 %lsr.iv
  %uglygep99 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep99, align 8, !noalias !28
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %156, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !31, !llvm.loop !32

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i4 = getelementptr double, double* %.6.i9, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i4, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !28
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !31, !llvm.loop !33

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv249 = phi i64 [ %lsr.iv.next250, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep247 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -63
  %.236.i = load double, double* %scevgep248, align 8, !noalias !28
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep245 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -62
  %.236.1.i = load double, double* %scevgep246, align 8, !noalias !28
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep243 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -61
  %.236.2.i = load double, double* %scevgep244, align 8, !noalias !28
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep241 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -60
  %.236.3.i = load double, double* %scevgep242, align 8, !noalias !28
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep239 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -59
  %.236.4.i = load double, double* %scevgep240, align 8, !noalias !28
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep237 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -58
  %.236.5.i = load double, double* %scevgep238, align 8, !noalias !28
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep235 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -57
  %.236.6.i = load double, double* %scevgep236, align 8, !noalias !28
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep233 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -56
  %.236.7.i = load double, double* %scevgep234, align 8, !noalias !28
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep202 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -55
  %.236.i.1 = load double, double* %scevgep203, align 8, !noalias !28
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep204 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -54
  %.236.1.i.1 = load double, double* %scevgep205, align 8, !noalias !28
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep206 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -53
  %.236.2.i.1 = load double, double* %scevgep207, align 8, !noalias !28
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep208 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -52
  %.236.3.i.1 = load double, double* %scevgep209, align 8, !noalias !28
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep210 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -51
  %.236.4.i.1 = load double, double* %scevgep211, align 8, !noalias !28
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep212 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -50
  %.236.5.i.1 = load double, double* %scevgep213, align 8, !noalias !28
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep214 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -49
  %.236.6.i.1 = load double, double* %scevgep215, align 8, !noalias !28
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep216 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -48
  %.236.7.i.1 = load double, double* %scevgep217, align 8, !noalias !28
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep186 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -47
  %.236.i.2 = load double, double* %scevgep187, align 8, !noalias !28
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep188 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -46
  %.236.1.i.2 = load double, double* %scevgep189, align 8, !noalias !28
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep190 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -45
  %.236.2.i.2 = load double, double* %scevgep191, align 8, !noalias !28
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep192 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -44
  %.236.3.i.2 = load double, double* %scevgep193, align 8, !noalias !28
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep194 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -43
  %.236.4.i.2 = load double, double* %scevgep195, align 8, !noalias !28
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep196 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -42
  %.236.5.i.2 = load double, double* %scevgep197, align 8, !noalias !28
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep198 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -41
  %.236.6.i.2 = load double, double* %scevgep199, align 8, !noalias !28
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep200 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -40
  %.236.7.i.2 = load double, double* %scevgep201, align 8, !noalias !28
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep170 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -39
  %.236.i.3 = load double, double* %scevgep171, align 8, !noalias !28
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep172 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -38
  %.236.1.i.3 = load double, double* %scevgep173, align 8, !noalias !28
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep174 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -37
  %.236.2.i.3 = load double, double* %scevgep175, align 8, !noalias !28
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep176 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -36
  %.236.3.i.3 = load double, double* %scevgep177, align 8, !noalias !28
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep178 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -35
  %.236.4.i.3 = load double, double* %scevgep179, align 8, !noalias !28
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep180 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -34
  %.236.5.i.3 = load double, double* %scevgep181, align 8, !noalias !28
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep182 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -33
  %.236.6.i.3 = load double, double* %scevgep183, align 8, !noalias !28
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep184 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -32
  %.236.7.i.3 = load double, double* %scevgep185, align 8, !noalias !28
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep154 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -31
  %.236.i.4 = load double, double* %scevgep155, align 8, !noalias !28
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep156 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -30
  %.236.1.i.4 = load double, double* %scevgep157, align 8, !noalias !28
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep158 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -29
  %.236.2.i.4 = load double, double* %scevgep159, align 8, !noalias !28
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep160 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -28
  %.236.3.i.4 = load double, double* %scevgep161, align 8, !noalias !28
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep162 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -27
  %.236.4.i.4 = load double, double* %scevgep163, align 8, !noalias !28
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep164 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -26
  %.236.5.i.4 = load double, double* %scevgep165, align 8, !noalias !28
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep166 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -25
  %.236.6.i.4 = load double, double* %scevgep167, align 8, !noalias !28
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep168 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -24
  %.236.7.i.4 = load double, double* %scevgep169, align 8, !noalias !28
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep138 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -23
  %.236.i.5 = load double, double* %scevgep139, align 8, !noalias !28
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep140 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -22
  %.236.1.i.5 = load double, double* %scevgep141, align 8, !noalias !28
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep142 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -21
  %.236.2.i.5 = load double, double* %scevgep143, align 8, !noalias !28
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep144 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -20
  %.236.3.i.5 = load double, double* %scevgep145, align 8, !noalias !28
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep146 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -19
  %.236.4.i.5 = load double, double* %scevgep147, align 8, !noalias !28
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep148 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -18
  %.236.5.i.5 = load double, double* %scevgep149, align 8, !noalias !28
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep150 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -17
  %.236.6.i.5 = load double, double* %scevgep151, align 8, !noalias !28
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep152 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -16
  %.236.7.i.5 = load double, double* %scevgep153, align 8, !noalias !28
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep122 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -15
  %.236.i.6 = load double, double* %scevgep123, align 8, !noalias !28
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep124 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -14
  %.236.1.i.6 = load double, double* %scevgep125, align 8, !noalias !28
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep126 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -13
  %.236.2.i.6 = load double, double* %scevgep127, align 8, !noalias !28
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep128 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -12
  %.236.3.i.6 = load double, double* %scevgep129, align 8, !noalias !28
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep130 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -11
  %.236.4.i.6 = load double, double* %scevgep131, align 8, !noalias !28
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep132 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -10
  %.236.5.i.6 = load double, double* %scevgep133, align 8, !noalias !28
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep134 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -9
  %.236.6.i.6 = load double, double* %scevgep135, align 8, !noalias !28
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep136 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -8
  %.236.7.i.6 = load double, double* %scevgep137, align 8, !noalias !28
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep218 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -7
  %.236.i.7 = load double, double* %scevgep219, align 8, !noalias !28
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep220 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -6
  %.236.1.i.7 = load double, double* %scevgep221, align 8, !noalias !28
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep222 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -5
  %.236.2.i.7 = load double, double* %scevgep223, align 8, !noalias !28
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep224 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -4
  %.236.3.i.7 = load double, double* %scevgep225, align 8, !noalias !28
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep226 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -3
  %.236.4.i.7 = load double, double* %scevgep227, align 8, !noalias !28
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep228 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -2
  %.236.5.i.7 = load double, double* %scevgep229, align 8, !noalias !28
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep230 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -1
  %.236.6.i.7 = load double, double* %scevgep231, align 8, !noalias !28
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep232 = getelementptr double, double* %scevgep121, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep232, align 8, !noalias !28
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next250 = add i64 %lsr.iv249, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next250, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels11matvec_tanhB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.matvec_tanh, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11matvec_tanhB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([165 x i8], [165 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11matvec_tanhB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

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
  %.79 = call i32 @_ZN7kernels11matvec_tanhB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 poison, i64 poison, i8* %.62.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 poison) #4
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
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

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

define double @cfunc._ZN7kernels11matvec_tanhB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels11matvec_tanhB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.12, i64 poison) #4
  %.15 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.16.not = icmp eq i32 %.14, 0
  %.22 = icmp sgt i32 %.14, 0
  %.23 = select i1 %.22, { i8*, i32, i8*, i8*, i32 }* %.15, { i8*, i32, i8*, i8*, i32 }* undef
  %.24 = load double, double* %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, i32* %.26, align 4
  br i1 %.16.not, label %common.ret, label %entry.if, !prof !34

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(i32* nonnull %.26)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fe2815fb750>", i64 0, i64 0))
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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !0

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

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @tanh(double) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #3 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #4 {
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

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #4 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7, !8, !10, !11, !13}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx39Function_28_3cclass_20_27float_27_3e_29: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx39Function_28_3cclass_20_27float_27_3e_29"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx39Function_28_3cclass_20_27float_27_3e_29: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!14 = !{!8, !10, !11, !13}
!15 = !{!16, !11, !13}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !19}
!21 = !{!22, !24, !25, !27}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = distinct !{!25, !26, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!26 = distinct !{!26, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!27 = distinct !{!27, !26, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!31 = !{!"branch_weights", i32 1, i32 7}
!32 = distinct !{!32, !19}
!33 = distinct !{!33, !19}
!34 = !{!"branch_weights", i32 99, i32 1}
