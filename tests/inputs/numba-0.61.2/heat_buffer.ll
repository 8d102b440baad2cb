; ModuleID = 'heat_buffer'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139938258759040 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139938258759040.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139938258759040 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139938258759040, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139938258759040.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.heat_buffer = internal constant [12 x i8] c"heat_buffer\00"
@_ZN08NumbaEnv7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f45ea4afc10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f45ea4afc10>\00"
@.const.pickledata.139938259460416 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139938259460416.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139938259460416 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139938259460416, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139938259460416.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139938259460416.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139938259460416.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139938259460416.9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139938259460416.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139938259460416.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45ea240e90B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.u0.0, i8* nocapture readnone %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, double* nocapture readonly %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
entry:
  %arg.u0.5.0.fr = freeze i64 %arg.u0.5.0
  tail call void @NRT_incref(i8* %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %.60 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.56, i64 8)
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B150.i.1:                                         ; preds = %B202.B168.loopexit_crit_edge.us.us.2, %B96.endif.endif.us.2, %B128.i.thread
  %.7.i.i.i.us.1.sink = phi i8* [ %.7.i.i.i.1, %B128.i.thread ], [ %.7.i.i.i.us.1, %B96.endif.endif.us.2 ], [ %.7.i.i.i.us.1, %B202.B168.loopexit_crit_edge.us.us.2 ]
  %.us-phi154177 = phi i8* [ %.7.i.i.i.2, %B128.i.thread ], [ %.7.i.i.i.us.2, %B96.endif.endif.us.2 ], [ %.7.i.i.i.us.2, %B202.B168.loopexit_crit_edge.us.us.2 ]
  %.us-phi175 = phi double* [ %.6.i1.i.2, %B128.i.thread ], [ %.6.i1.i.us.2, %B96.endif.endif.us.2 ], [ %.6.i1.i.us.2, %B202.B168.loopexit_crit_edge.us.us.2 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.us.1.sink)
  %.1124 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1)
  %.1125 = extractvalue { i64, i1 } %.1124, 0
  %.1126 = extractvalue { i64, i1 } %.1124, 1
  %.1129 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.1125, i64 8)
  %.1131 = extractvalue { i64, i1 } %.1129, 1
  %.1132 = or i1 %.1126, %.1131
  br i1 %.1132, label %B538.endif.endif.endif.endif.if, label %B538.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B538.endif.endif.endif.endif.endif.if, %B96.if, %B0.endif.if, %for.end.endif, %B538.endif.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B538.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.if ], [ 1, %B538.endif.endif.endif.endif.endif.if ], [ 1, %B96.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139938258759040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139938259460416, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %0, align 8
  %.129 = bitcast double* %arg.u0.4 to i8*
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.129, i64 %.130, i1 false)
  %1 = tail call i64 @llvm.smax.i64(i64 %arg.u0.5.0.fr, i64 0)
  %.430139 = icmp sgt i64 %arg.u0.5.0.fr, 0
  %2 = tail call i64 @llvm.smax.i64(i64 %arg.u0.5.1, i64 0)
  %.705 = add i64 %arg.u0.5.0.fr, -1
  %.822 = add nsw i64 %arg.u0.5.1, -1
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.7.i.i.i.us = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32)
  tail call void @NRT_decref(i8* %arg.u0.0)
  br i1 %.430139, label %B0.endif.i.us.preheader, label %B0.endif.i.preheader

B0.endif.i.preheader:                             ; preds = %B0.endif.endif.endif.endif
  %3 = icmp eq i8* %.7.i.i.i.us, null
  br i1 %3, label %B96.if, label %B96.endif.endif, !prof !0

B0.endif.i.us.preheader:                          ; preds = %B0.endif.endif.endif.endif
  %4 = icmp eq i8* %.7.i.i.i.us, null
  br i1 %4, label %B96.if, label %B96.endif.endif.us, !prof !0

B96.endif.endif.us:                               ; preds = %B0.endif.i.us.preheader
  %5 = icmp slt i64 %arg.u0.5.1, 1
  %.5.i.i.us = getelementptr i8, i8* %.7.i.i.i.us, i64 24
  %6 = bitcast i8* %.5.i.i.us to double**
  %.6.i1.i.us = load double*, double** %6, align 8, !noalias !9
  tail call void @NRT_decref(i8* nonnull %.7.i.i), !noalias !9
  br i1 %5, label %B168.B532_crit_edge.us, label %B170.endif.us.us.preheader

B170.endif.us.us.preheader:                       ; preds = %B96.endif.endif.us
  %7 = add nsw i64 %2, -1
  %xtraiter242 = and i64 %2, 7
  %8 = shl i64 %arg.u0.5.1, 3
  %9 = shl i64 %arg.u0.5.1, 3
  %10 = shl i64 %arg.u0.5.1, 3
  %11 = shl i64 %arg.u0.5.1, 3
  %12 = lshr i64 %2, 3
  %13 = mul nsw i64 %12, -8
  %14 = shl i64 %arg.u0.5.1, 3
  br label %B170.endif.us.us

B168.B532_crit_edge.us:                           ; preds = %B202.B168.loopexit_crit_edge.us.us, %B96.endif.endif.us
  tail call void @NRT_incref(i8* nonnull %.7.i.i.i.us), !noalias !9
  %.7.i.i.i.us.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !13
  %.8.i.i.i.us.1 = icmp eq i8* %.7.i.i.i.us.1, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %.8.i.i.i.us.1, label %B96.if, label %B96.endif.endif.us.1, !prof !0

B96.endif.endif.us.1:                             ; preds = %B168.B532_crit_edge.us
  %15 = icmp slt i64 %arg.u0.5.1, 1
  %.5.i.i.us.1 = getelementptr i8, i8* %.7.i.i.i.us.1, i64 24
  %16 = bitcast i8* %.5.i.i.us.1 to double**
  %.6.i1.i.us.1 = load double*, double** %16, align 8, !noalias !9
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.us), !noalias !9
  br i1 %15, label %B168.B532_crit_edge.us.1, label %B170.endif.us.us.1.preheader

B170.endif.us.us.1.preheader:                     ; preds = %B96.endif.endif.us.1
  %17 = add nsw i64 %2, -1
  %xtraiter237 = and i64 %2, 7
  %18 = shl i64 %arg.u0.5.1, 3
  %19 = lshr i64 %2, 3
  %20 = mul nsw i64 %19, -8
  br label %B170.endif.us.us.1

B170.endif.us.us.1:                               ; preds = %B170.endif.us.us.1.preheader, %B202.B168.loopexit_crit_edge.us.us.1
  %lsr.iv703 = phi i64 [ 1, %B170.endif.us.us.1.preheader ], [ %lsr.iv.next704, %B202.B168.loopexit_crit_edge.us.us.1 ]
  %lsr.iv653 = phi double* [ %.6.i1.i.us, %B170.endif.us.us.1.preheader ], [ %63, %B202.B168.loopexit_crit_edge.us.us.1 ]
  %lsr.iv635 = phi double* [ %.6.i1.i.us.1, %B170.endif.us.us.1.preheader ], [ %62, %B202.B168.loopexit_crit_edge.us.us.1 ]
  %.374.0140.us.us.1 = phi i64 [ %.443.us.us.1, %B202.B168.loopexit_crit_edge.us.us.1 ], [ 0, %B170.endif.us.us.1.preheader ]
  %21 = icmp ult i64 %17, 7
  %smin722 = call i64 @llvm.smin.i64(i64 %lsr.iv703, i64 %.705)
  %smax725 = call i64 @llvm.smax.i64(i64 %.374.0140.us.us.1, i64 1)
  %22 = add nsw i64 %smax725, -1
  %23 = mul i64 %arg.u0.5.1, %22
  %smax684 = call i64 @llvm.smax.i64(i64 %.374.0140.us.us.1, i64 1)
  %24 = add nsw i64 %smax684, -1
  %25 = mul i64 %arg.u0.5.1, %24
  %scevgep685 = getelementptr double, double* %.6.i1.i.us, i64 %25
  %.443.us.us.1 = add nuw nsw i64 %.374.0140.us.us.1, 1
  %smax688 = call i64 @llvm.smax.i64(i64 %.374.0140.us.us.1, i64 1)
  %26 = add nsw i64 %smax688, -1
  %27 = mul i64 %arg.u0.5.1, %26
  %scevgep689 = getelementptr double, double* %.6.i1.i.us, i64 %27
  %smin705 = call i64 @llvm.smin.i64(i64 %lsr.iv703, i64 %.705)
  %.636.us.us.1 = mul i64 %.374.0140.us.us.1, %arg.u0.5.1
  %28 = tail call i64 @llvm.smin.i64(i64 %.705, i64 %.443.us.us.1)
  %.732.us.us.1 = icmp slt i64 %28, 0
  %.733.us.us.1 = select i1 %.732.us.us.1, i64 %arg.u0.5.0.fr, i64 0
  %29 = add i64 %.636.us.us.1, -1
  br i1 %21, label %B202.B168.loopexit_crit_edge.us.us.1.unr-lcssa, label %B204.us.us.1.preheader

B204.us.us.1.preheader:                           ; preds = %B170.endif.us.us.1
  %30 = add i64 %.733.us.us.1, %smin705
  %31 = mul i64 %arg.u0.5.1, %30
  %scevgep706 = getelementptr double, double* %.6.i1.i.us, i64 %31
  br label %B204.us.us.1

B204.us.us.1:                                     ; preds = %B204.us.us.1.preheader, %B204.us.us.1
  %lsr.iv633 = phi i64 [ 4, %B204.us.us.1.preheader ], [ %lsr.iv.next634, %B204.us.us.1 ]
  %32 = add i64 %lsr.iv633, -4
  %33 = add i64 %lsr.iv633, -3
  %scevgep682 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep683 = getelementptr double, double* %scevgep682, i64 -4
  %.641.us.us.1 = load double, double* %scevgep683, align 8
  %scevgep701 = getelementptr double, double* %scevgep689, i64 %lsr.iv633
  %scevgep702 = getelementptr double, double* %scevgep701, i64 -4
  %.699.us.us.1 = load double, double* %scevgep702, align 8
  %scevgep720 = getelementptr double, double* %scevgep706, i64 %lsr.iv633
  %scevgep721 = getelementptr double, double* %scevgep720, i64 -4
  %.759.us.us.1 = load double, double* %scevgep721, align 8
  %34 = tail call i64 @llvm.smax.i64(i64 %32, i64 1)
  %.815.us.us.1 = add i64 %29, %34
  %.816.us.us.1 = getelementptr double, double* %.6.i1.i.us, i64 %.815.us.us.1
  %.817.us.us.1 = load double, double* %.816.us.us.1, align 8
  %35 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %33)
  %.853.us.us.1 = icmp slt i64 %35, 0
  %.854.us.us.1 = select i1 %.853.us.us.1, i64 %arg.u0.5.1, i64 0
  %.855.us.us.1 = add i64 %35, %.636.us.us.1
  %.875.us.us.1 = add i64 %.855.us.us.1, %.854.us.us.1
  %.876.us.us.1 = getelementptr double, double* %.6.i1.i.us, i64 %.875.us.us.1
  %.877.us.us.1 = load double, double* %.876.us.us.1, align 8
  %.880.us.us.1 = fadd double %.699.us.us.1, %.759.us.us.1
  %.881.us.us.1 = fadd double %.880.us.us.1, %.817.us.us.1
  %.882.us.us.1 = fadd double %.881.us.us.1, %.877.us.us.1
  %.883.us.us.1 = fmul double %.641.us.us.1, 4.000000e+00
  %.884.us.us.1 = fsub double %.882.us.us.1, %.883.us.us.1
  %.885.us.us.1 = fmul double %.641.us.us.1, %.641.us.us.1
  %.886.us.us.1 = fmul double %.641.us.us.1, %.885.us.us.1
  %.887.us.us.1 = fsub double %.884.us.us.1, %.886.us.us.1
  %.889.us.us.1 = fmul double %.887.us.us.1, %arg.h
  %.890.us.us.1 = fadd double %.641.us.us.1, %.889.us.us.1
  %scevgep651 = getelementptr double, double* %lsr.iv635, i64 %lsr.iv633
  %scevgep652 = getelementptr double, double* %scevgep651, i64 -4
  store double %.890.us.us.1, double* %scevgep652, align 8
  %36 = add i64 %lsr.iv633, -2
  %scevgep676 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep677 = getelementptr double, double* %scevgep676, i64 -3
  %.641.us.us.1.1 = load double, double* %scevgep677, align 8
  %scevgep697 = getelementptr double, double* %scevgep689, i64 %lsr.iv633
  %scevgep698 = getelementptr double, double* %scevgep697, i64 -3
  %.699.us.us.1.1 = load double, double* %scevgep698, align 8
  %scevgep716 = getelementptr double, double* %scevgep706, i64 %lsr.iv633
  %scevgep717 = getelementptr double, double* %scevgep716, i64 -3
  %.759.us.us.1.1 = load double, double* %scevgep717, align 8
  %scevgep674 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep675 = getelementptr double, double* %scevgep674, i64 -4
  %.817.us.us.1.1 = load double, double* %scevgep675, align 8
  %37 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %36)
  %.853.us.us.1.1 = icmp slt i64 %37, 0
  %.854.us.us.1.1 = select i1 %.853.us.us.1.1, i64 %arg.u0.5.1, i64 0
  %.855.us.us.1.1 = add i64 %37, %.636.us.us.1
  %.875.us.us.1.1 = add i64 %.855.us.us.1.1, %.854.us.us.1.1
  %.876.us.us.1.1 = getelementptr double, double* %.6.i1.i.us, i64 %.875.us.us.1.1
  %.877.us.us.1.1 = load double, double* %.876.us.us.1.1, align 8
  %.880.us.us.1.1 = fadd double %.699.us.us.1.1, %.759.us.us.1.1
  %.881.us.us.1.1 = fadd double %.880.us.us.1.1, %.817.us.us.1.1
  %.882.us.us.1.1 = fadd double %.881.us.us.1.1, %.877.us.us.1.1
  %.883.us.us.1.1 = fmul double %.641.us.us.1.1, 4.000000e+00
  %.884.us.us.1.1 = fsub double %.882.us.us.1.1, %.883.us.us.1.1
  %.885.us.us.1.1 = fmul double %.641.us.us.1.1, %.641.us.us.1.1
  %.886.us.us.1.1 = fmul double %.641.us.us.1.1, %.885.us.us.1.1
  %.887.us.us.1.1 = fsub double %.884.us.us.1.1, %.886.us.us.1.1
  %.889.us.us.1.1 = fmul double %.887.us.us.1.1, %arg.h
  %.890.us.us.1.1 = fadd double %.641.us.us.1.1, %.889.us.us.1.1
  %scevgep647 = getelementptr double, double* %lsr.iv635, i64 %lsr.iv633
  %scevgep648 = getelementptr double, double* %scevgep647, i64 -3
  store double %.890.us.us.1.1, double* %scevgep648, align 8
  %38 = add i64 %lsr.iv633, -1
  %scevgep670 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep671 = getelementptr double, double* %scevgep670, i64 -2
  %.641.us.us.1.2 = load double, double* %scevgep671, align 8
  %scevgep695 = getelementptr double, double* %scevgep689, i64 %lsr.iv633
  %scevgep696 = getelementptr double, double* %scevgep695, i64 -2
  %.699.us.us.1.2 = load double, double* %scevgep696, align 8
  %scevgep714 = getelementptr double, double* %scevgep706, i64 %lsr.iv633
  %scevgep715 = getelementptr double, double* %scevgep714, i64 -2
  %.759.us.us.1.2 = load double, double* %scevgep715, align 8
  %scevgep672 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep673 = getelementptr double, double* %scevgep672, i64 -3
  %.817.us.us.1.2 = load double, double* %scevgep673, align 8
  %39 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %38)
  %.853.us.us.1.2 = icmp slt i64 %39, 0
  %.854.us.us.1.2 = select i1 %.853.us.us.1.2, i64 %arg.u0.5.1, i64 0
  %.855.us.us.1.2 = add i64 %39, %.636.us.us.1
  %.875.us.us.1.2 = add i64 %.855.us.us.1.2, %.854.us.us.1.2
  %.876.us.us.1.2 = getelementptr double, double* %.6.i1.i.us, i64 %.875.us.us.1.2
  %.877.us.us.1.2 = load double, double* %.876.us.us.1.2, align 8
  %.880.us.us.1.2 = fadd double %.699.us.us.1.2, %.759.us.us.1.2
  %.881.us.us.1.2 = fadd double %.880.us.us.1.2, %.817.us.us.1.2
  %.882.us.us.1.2 = fadd double %.881.us.us.1.2, %.877.us.us.1.2
  %.883.us.us.1.2 = fmul double %.641.us.us.1.2, 4.000000e+00
  %.884.us.us.1.2 = fsub double %.882.us.us.1.2, %.883.us.us.1.2
  %.885.us.us.1.2 = fmul double %.641.us.us.1.2, %.641.us.us.1.2
  %.886.us.us.1.2 = fmul double %.641.us.us.1.2, %.885.us.us.1.2
  %.887.us.us.1.2 = fsub double %.884.us.us.1.2, %.886.us.us.1.2
  %.889.us.us.1.2 = fmul double %.887.us.us.1.2, %arg.h
  %.890.us.us.1.2 = fadd double %.641.us.us.1.2, %.889.us.us.1.2
  %scevgep645 = getelementptr double, double* %lsr.iv635, i64 %lsr.iv633
  %scevgep646 = getelementptr double, double* %scevgep645, i64 -2
  store double %.890.us.us.1.2, double* %scevgep646, align 8
  %scevgep666 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep667 = getelementptr double, double* %scevgep666, i64 -1
  %.641.us.us.1.3 = load double, double* %scevgep667, align 8
  %scevgep693 = getelementptr double, double* %scevgep689, i64 %lsr.iv633
  %scevgep694 = getelementptr double, double* %scevgep693, i64 -1
  %.699.us.us.1.3 = load double, double* %scevgep694, align 8
  %scevgep712 = getelementptr double, double* %scevgep706, i64 %lsr.iv633
  %scevgep713 = getelementptr double, double* %scevgep712, i64 -1
  %.759.us.us.1.3 = load double, double* %scevgep713, align 8
  %scevgep668 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep669 = getelementptr double, double* %scevgep668, i64 -2
  %.817.us.us.1.3 = load double, double* %scevgep669, align 8
  %40 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %lsr.iv633)
  %.853.us.us.1.3 = icmp slt i64 %40, 0
  %.854.us.us.1.3 = select i1 %.853.us.us.1.3, i64 %arg.u0.5.1, i64 0
  %.855.us.us.1.3 = add i64 %40, %.636.us.us.1
  %.875.us.us.1.3 = add i64 %.855.us.us.1.3, %.854.us.us.1.3
  %.876.us.us.1.3 = getelementptr double, double* %.6.i1.i.us, i64 %.875.us.us.1.3
  %.877.us.us.1.3 = load double, double* %.876.us.us.1.3, align 8
  %.880.us.us.1.3 = fadd double %.699.us.us.1.3, %.759.us.us.1.3
  %.881.us.us.1.3 = fadd double %.880.us.us.1.3, %.817.us.us.1.3
  %.882.us.us.1.3 = fadd double %.881.us.us.1.3, %.877.us.us.1.3
  %.883.us.us.1.3 = fmul double %.641.us.us.1.3, 4.000000e+00
  %.884.us.us.1.3 = fsub double %.882.us.us.1.3, %.883.us.us.1.3
  %.885.us.us.1.3 = fmul double %.641.us.us.1.3, %.641.us.us.1.3
  %.886.us.us.1.3 = fmul double %.641.us.us.1.3, %.885.us.us.1.3
  %.887.us.us.1.3 = fsub double %.884.us.us.1.3, %.886.us.us.1.3
  %.889.us.us.1.3 = fmul double %.887.us.us.1.3, %arg.h
  %.890.us.us.1.3 = fadd double %.641.us.us.1.3, %.889.us.us.1.3
  %scevgep643 = getelementptr double, double* %lsr.iv635, i64 %lsr.iv633
  %scevgep644 = getelementptr double, double* %scevgep643, i64 -1
  store double %.890.us.us.1.3, double* %scevgep644, align 8
  %41 = add i64 %lsr.iv633, 1
  %scevgep663 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %.641.us.us.1.4 = load double, double* %scevgep663, align 8
  %scevgep692 = getelementptr double, double* %scevgep689, i64 %lsr.iv633
  %.699.us.us.1.4 = load double, double* %scevgep692, align 8
  %scevgep711 = getelementptr double, double* %scevgep706, i64 %lsr.iv633
  %.759.us.us.1.4 = load double, double* %scevgep711, align 8
  %scevgep664 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep665 = getelementptr double, double* %scevgep664, i64 -1
  %.817.us.us.1.4 = load double, double* %scevgep665, align 8
  %42 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %41)
  %.853.us.us.1.4 = icmp slt i64 %42, 0
  %.854.us.us.1.4 = select i1 %.853.us.us.1.4, i64 %arg.u0.5.1, i64 0
  %.855.us.us.1.4 = add i64 %42, %.636.us.us.1
  %.875.us.us.1.4 = add i64 %.855.us.us.1.4, %.854.us.us.1.4
  %.876.us.us.1.4 = getelementptr double, double* %.6.i1.i.us, i64 %.875.us.us.1.4
  %.877.us.us.1.4 = load double, double* %.876.us.us.1.4, align 8
  %.880.us.us.1.4 = fadd double %.699.us.us.1.4, %.759.us.us.1.4
  %.881.us.us.1.4 = fadd double %.880.us.us.1.4, %.817.us.us.1.4
  %.882.us.us.1.4 = fadd double %.881.us.us.1.4, %.877.us.us.1.4
  %.883.us.us.1.4 = fmul double %.641.us.us.1.4, 4.000000e+00
  %.884.us.us.1.4 = fsub double %.882.us.us.1.4, %.883.us.us.1.4
  %.885.us.us.1.4 = fmul double %.641.us.us.1.4, %.641.us.us.1.4
  %.886.us.us.1.4 = fmul double %.641.us.us.1.4, %.885.us.us.1.4
  %.887.us.us.1.4 = fsub double %.884.us.us.1.4, %.886.us.us.1.4
  %.889.us.us.1.4 = fmul double %.887.us.us.1.4, %arg.h
  %.890.us.us.1.4 = fadd double %.641.us.us.1.4, %.889.us.us.1.4
  %scevgep642 = getelementptr double, double* %lsr.iv635, i64 %lsr.iv633
  store double %.890.us.us.1.4, double* %scevgep642, align 8
  %43 = add i64 %lsr.iv633, 2
  %scevgep660 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep661 = getelementptr double, double* %scevgep660, i64 1
  %.641.us.us.1.5 = load double, double* %scevgep661, align 8
  %scevgep690 = getelementptr double, double* %scevgep689, i64 %lsr.iv633
  %scevgep691 = getelementptr double, double* %scevgep690, i64 1
  %.699.us.us.1.5 = load double, double* %scevgep691, align 8
  %scevgep709 = getelementptr double, double* %scevgep706, i64 %lsr.iv633
  %scevgep710 = getelementptr double, double* %scevgep709, i64 1
  %.759.us.us.1.5 = load double, double* %scevgep710, align 8
  %scevgep662 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %.817.us.us.1.5 = load double, double* %scevgep662, align 8
  %44 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %43)
  %.853.us.us.1.5 = icmp slt i64 %44, 0
  %.854.us.us.1.5 = select i1 %.853.us.us.1.5, i64 %arg.u0.5.1, i64 0
  %.855.us.us.1.5 = add i64 %44, %.636.us.us.1
  %.875.us.us.1.5 = add i64 %.855.us.us.1.5, %.854.us.us.1.5
  %.876.us.us.1.5 = getelementptr double, double* %.6.i1.i.us, i64 %.875.us.us.1.5
  %.877.us.us.1.5 = load double, double* %.876.us.us.1.5, align 8
  %.880.us.us.1.5 = fadd double %.699.us.us.1.5, %.759.us.us.1.5
  %.881.us.us.1.5 = fadd double %.880.us.us.1.5, %.817.us.us.1.5
  %.882.us.us.1.5 = fadd double %.881.us.us.1.5, %.877.us.us.1.5
  %.883.us.us.1.5 = fmul double %.641.us.us.1.5, 4.000000e+00
  %.884.us.us.1.5 = fsub double %.882.us.us.1.5, %.883.us.us.1.5
  %.885.us.us.1.5 = fmul double %.641.us.us.1.5, %.641.us.us.1.5
  %.886.us.us.1.5 = fmul double %.641.us.us.1.5, %.885.us.us.1.5
  %.887.us.us.1.5 = fsub double %.884.us.us.1.5, %.886.us.us.1.5
  %.889.us.us.1.5 = fmul double %.887.us.us.1.5, %arg.h
  %.890.us.us.1.5 = fadd double %.641.us.us.1.5, %.889.us.us.1.5
  %scevgep640 = getelementptr double, double* %lsr.iv635, i64 %lsr.iv633
  %scevgep641 = getelementptr double, double* %scevgep640, i64 1
  store double %.890.us.us.1.5, double* %scevgep641, align 8
  %45 = add i64 %lsr.iv633, 3
  %scevgep656 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep657 = getelementptr double, double* %scevgep656, i64 2
  %.641.us.us.1.6 = load double, double* %scevgep657, align 8
  %scevgep686 = getelementptr double, double* %scevgep685, i64 %lsr.iv633
  %scevgep687 = getelementptr double, double* %scevgep686, i64 2
  %.699.us.us.1.6 = load double, double* %scevgep687, align 8
  %scevgep707 = getelementptr double, double* %scevgep706, i64 %lsr.iv633
  %scevgep708 = getelementptr double, double* %scevgep707, i64 2
  %.759.us.us.1.6 = load double, double* %scevgep708, align 8
  %scevgep658 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep659 = getelementptr double, double* %scevgep658, i64 1
  %.817.us.us.1.6 = load double, double* %scevgep659, align 8
  %46 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %45)
  %.853.us.us.1.6 = icmp slt i64 %46, 0
  %.854.us.us.1.6 = select i1 %.853.us.us.1.6, i64 %arg.u0.5.1, i64 0
  %.855.us.us.1.6 = add i64 %46, %.636.us.us.1
  %.875.us.us.1.6 = add i64 %.855.us.us.1.6, %.854.us.us.1.6
  %.876.us.us.1.6 = getelementptr double, double* %.6.i1.i.us, i64 %.875.us.us.1.6
  %.877.us.us.1.6 = load double, double* %.876.us.us.1.6, align 8
  %.880.us.us.1.6 = fadd double %.699.us.us.1.6, %.759.us.us.1.6
  %.881.us.us.1.6 = fadd double %.880.us.us.1.6, %.817.us.us.1.6
  %.882.us.us.1.6 = fadd double %.881.us.us.1.6, %.877.us.us.1.6
  %.883.us.us.1.6 = fmul double %.641.us.us.1.6, 4.000000e+00
  %.884.us.us.1.6 = fsub double %.882.us.us.1.6, %.883.us.us.1.6
  %.885.us.us.1.6 = fmul double %.641.us.us.1.6, %.641.us.us.1.6
  %.886.us.us.1.6 = fmul double %.641.us.us.1.6, %.885.us.us.1.6
  %.887.us.us.1.6 = fsub double %.884.us.us.1.6, %.886.us.us.1.6
  %.889.us.us.1.6 = fmul double %.887.us.us.1.6, %arg.h
  %.890.us.us.1.6 = fadd double %.641.us.us.1.6, %.889.us.us.1.6
  %scevgep638 = getelementptr double, double* %lsr.iv635, i64 %lsr.iv633
  %scevgep639 = getelementptr double, double* %scevgep638, i64 2
  store double %.890.us.us.1.6, double* %scevgep639, align 8
  %47 = add i64 %lsr.iv633, 4
  %scevgep678 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep679 = getelementptr double, double* %scevgep678, i64 3
  %.641.us.us.1.7 = load double, double* %scevgep679, align 8
  %scevgep699 = getelementptr double, double* %scevgep689, i64 %lsr.iv633
  %scevgep700 = getelementptr double, double* %scevgep699, i64 3
  %.699.us.us.1.7 = load double, double* %scevgep700, align 8
  %scevgep718 = getelementptr double, double* %scevgep706, i64 %lsr.iv633
  %scevgep719 = getelementptr double, double* %scevgep718, i64 3
  %.759.us.us.1.7 = load double, double* %scevgep719, align 8
  %scevgep680 = getelementptr double, double* %lsr.iv653, i64 %lsr.iv633
  %scevgep681 = getelementptr double, double* %scevgep680, i64 2
  %.817.us.us.1.7 = load double, double* %scevgep681, align 8
  %48 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %47)
  %.853.us.us.1.7 = icmp slt i64 %48, 0
  %.854.us.us.1.7 = select i1 %.853.us.us.1.7, i64 %arg.u0.5.1, i64 0
  %.855.us.us.1.7 = add i64 %48, %.636.us.us.1
  %.875.us.us.1.7 = add i64 %.855.us.us.1.7, %.854.us.us.1.7
  %.876.us.us.1.7 = getelementptr double, double* %.6.i1.i.us, i64 %.875.us.us.1.7
  %.877.us.us.1.7 = load double, double* %.876.us.us.1.7, align 8
  %.880.us.us.1.7 = fadd double %.699.us.us.1.7, %.759.us.us.1.7
  %.881.us.us.1.7 = fadd double %.880.us.us.1.7, %.817.us.us.1.7
  %.882.us.us.1.7 = fadd double %.881.us.us.1.7, %.877.us.us.1.7
  %.883.us.us.1.7 = fmul double %.641.us.us.1.7, 4.000000e+00
  %.884.us.us.1.7 = fsub double %.882.us.us.1.7, %.883.us.us.1.7
  %.885.us.us.1.7 = fmul double %.641.us.us.1.7, %.641.us.us.1.7
  %.886.us.us.1.7 = fmul double %.641.us.us.1.7, %.885.us.us.1.7
  %.887.us.us.1.7 = fsub double %.884.us.us.1.7, %.886.us.us.1.7
  %.889.us.us.1.7 = fmul double %.887.us.us.1.7, %arg.h
  %.890.us.us.1.7 = fadd double %.641.us.us.1.7, %.889.us.us.1.7
  %scevgep649 = getelementptr double, double* %lsr.iv635, i64 %lsr.iv633
  %scevgep650 = getelementptr double, double* %scevgep649, i64 3
  store double %.890.us.us.1.7, double* %scevgep650, align 8
  %lsr.iv.next634 = add nuw i64 %lsr.iv633, 8
  %49 = add i64 %20, %lsr.iv.next634
  %niter241.ncmp.7 = icmp eq i64 %49, 4
  br i1 %niter241.ncmp.7, label %B202.B168.loopexit_crit_edge.us.us.1.unr-lcssa.loopexit, label %B204.us.us.1

B202.B168.loopexit_crit_edge.us.us.1.unr-lcssa.loopexit: ; preds = %B204.us.us.1
  %50 = add i64 %lsr.iv.next634, -4
  br label %B202.B168.loopexit_crit_edge.us.us.1.unr-lcssa

B202.B168.loopexit_crit_edge.us.us.1.unr-lcssa:   ; preds = %B202.B168.loopexit_crit_edge.us.us.1.unr-lcssa.loopexit, %B170.endif.us.us.1
  %.495.0137.us.us.1.unr = phi i64 [ 0, %B170.endif.us.us.1 ], [ %50, %B202.B168.loopexit_crit_edge.us.us.1.unr-lcssa.loopexit ]
  %51 = icmp eq i64 %xtraiter237, 0
  br i1 %51, label %B202.B168.loopexit_crit_edge.us.us.1, label %B204.us.us.1.epil.preheader

B204.us.us.1.epil.preheader:                      ; preds = %B202.B168.loopexit_crit_edge.us.us.1.unr-lcssa
  %52 = add i64 %.733.us.us.1, %smin722
  %53 = mul i64 %arg.u0.5.1, %52
  %54 = add i64 %.495.0137.us.us.1.unr, %53
  %scevgep723 = getelementptr double, double* %.6.i1.i.us, i64 %54
  %55 = add i64 %.495.0137.us.us.1.unr, %23
  %scevgep726 = getelementptr double, double* %.6.i1.i.us, i64 %55
  %scevgep728 = getelementptr double, double* %lsr.iv635, i64 %.495.0137.us.us.1.unr
  %scevgep730 = getelementptr double, double* %lsr.iv653, i64 %.495.0137.us.us.1.unr
  br label %B204.us.us.1.epil

B204.us.us.1.epil:                                ; preds = %B204.us.us.1.epil.preheader, %B204.us.us.1.epil
  %epil.iter238 = phi i64 [ %epil.iter238.next, %B204.us.us.1.epil ], [ 0, %B204.us.us.1.epil.preheader ]
  %56 = add i64 %.495.0137.us.us.1.unr, %epil.iter238
  %57 = add i64 %56, 1
  %scevgep731 = getelementptr double, double* %scevgep730, i64 %epil.iter238
  %.641.us.us.1.epil = load double, double* %scevgep731, align 8
  %scevgep727 = getelementptr double, double* %scevgep726, i64 %epil.iter238
  %.699.us.us.1.epil = load double, double* %scevgep727, align 8
  %scevgep724 = getelementptr double, double* %scevgep723, i64 %epil.iter238
  %.759.us.us.1.epil = load double, double* %scevgep724, align 8
  %58 = tail call i64 @llvm.smax.i64(i64 %56, i64 1)
  %.815.us.us.1.epil = add i64 %29, %58
  %.816.us.us.1.epil = getelementptr double, double* %.6.i1.i.us, i64 %.815.us.us.1.epil
  %.817.us.us.1.epil = load double, double* %.816.us.us.1.epil, align 8
  %59 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %57)
  %.853.us.us.1.epil = icmp slt i64 %59, 0
  %.854.us.us.1.epil = select i1 %.853.us.us.1.epil, i64 %arg.u0.5.1, i64 0
  %.855.us.us.1.epil = add i64 %59, %.636.us.us.1
  %.875.us.us.1.epil = add i64 %.855.us.us.1.epil, %.854.us.us.1.epil
  %.876.us.us.1.epil = getelementptr double, double* %.6.i1.i.us, i64 %.875.us.us.1.epil
  %.877.us.us.1.epil = load double, double* %.876.us.us.1.epil, align 8
  %.880.us.us.1.epil = fadd double %.699.us.us.1.epil, %.759.us.us.1.epil
  %.881.us.us.1.epil = fadd double %.880.us.us.1.epil, %.817.us.us.1.epil
  %.882.us.us.1.epil = fadd double %.881.us.us.1.epil, %.877.us.us.1.epil
  %.883.us.us.1.epil = fmul double %.641.us.us.1.epil, 4.000000e+00
  %.884.us.us.1.epil = fsub double %.882.us.us.1.epil, %.883.us.us.1.epil
  %.885.us.us.1.epil = fmul double %.641.us.us.1.epil, %.641.us.us.1.epil
  %.886.us.us.1.epil = fmul double %.641.us.us.1.epil, %.885.us.us.1.epil
  %.887.us.us.1.epil = fsub double %.884.us.us.1.epil, %.886.us.us.1.epil
  %.889.us.us.1.epil = fmul double %.887.us.us.1.epil, %arg.h
  %.890.us.us.1.epil = fadd double %.641.us.us.1.epil, %.889.us.us.1.epil
  %scevgep729 = getelementptr double, double* %scevgep728, i64 %epil.iter238
  store double %.890.us.us.1.epil, double* %scevgep729, align 8
  %epil.iter238.next = add i64 %epil.iter238, 1
  %epil.iter238.cmp.not = icmp eq i64 %xtraiter237, %epil.iter238.next
  br i1 %epil.iter238.cmp.not, label %B202.B168.loopexit_crit_edge.us.us.1, label %B204.us.us.1.epil, !llvm.loop !20

B202.B168.loopexit_crit_edge.us.us.1:             ; preds = %B204.us.us.1.epil, %B202.B168.loopexit_crit_edge.us.us.1.unr-lcssa
  %60 = bitcast double* %lsr.iv653 to i1*
  %61 = bitcast double* %lsr.iv635 to i1*
  %scevgep637 = getelementptr i1, i1* %61, i64 %18
  %62 = bitcast i1* %scevgep637 to double*
  %scevgep655 = getelementptr i1, i1* %60, i64 %18
  %63 = bitcast i1* %scevgep655 to double*
  %lsr.iv.next704 = add nuw i64 %lsr.iv703, 1
  %exitcond164.1.not = icmp eq i64 %.443.us.us.1, %1
  br i1 %exitcond164.1.not, label %B168.B532_crit_edge.us.1, label %B170.endif.us.us.1

B168.B532_crit_edge.us.1:                         ; preds = %B202.B168.loopexit_crit_edge.us.us.1, %B96.endif.endif.us.1
  tail call void @NRT_incref(i8* nonnull %.7.i.i.i.us.1), !noalias !9
  %.7.i.i.i.us.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !13
  %.8.i.i.i.us.2 = icmp eq i8* %.7.i.i.i.us.2, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.us)
  br i1 %.8.i.i.i.us.2, label %B96.if, label %B96.endif.endif.us.2, !prof !0

B96.endif.endif.us.2:                             ; preds = %B168.B532_crit_edge.us.1
  %64 = icmp slt i64 %arg.u0.5.1, 1
  %.5.i.i.us.2 = getelementptr i8, i8* %.7.i.i.i.us.2, i64 24
  %65 = bitcast i8* %.5.i.i.us.2 to double**
  %.6.i1.i.us.2 = load double*, double** %65, align 8, !noalias !9
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.us.1), !noalias !9
  br i1 %64, label %B150.i.1, label %B170.endif.us.us.2.preheader

B170.endif.us.us.2.preheader:                     ; preds = %B96.endif.endif.us.2
  %66 = add nsw i64 %2, -1
  %xtraiter232 = and i64 %2, 7
  %67 = shl i64 %arg.u0.5.1, 3
  %68 = lshr i64 %2, 3
  %69 = mul nsw i64 %68, -8
  br label %B170.endif.us.us.2

B170.endif.us.us.2:                               ; preds = %B170.endif.us.us.2.preheader, %B202.B168.loopexit_crit_edge.us.us.2
  %lsr.iv605 = phi i64 [ 1, %B170.endif.us.us.2.preheader ], [ %lsr.iv.next606, %B202.B168.loopexit_crit_edge.us.us.2 ]
  %lsr.iv556 = phi double* [ %.6.i1.i.us.1, %B170.endif.us.us.2.preheader ], [ %112, %B202.B168.loopexit_crit_edge.us.us.2 ]
  %lsr.iv538 = phi double* [ %.6.i1.i.us.2, %B170.endif.us.us.2.preheader ], [ %111, %B202.B168.loopexit_crit_edge.us.us.2 ]
  %.374.0140.us.us.2 = phi i64 [ %.443.us.us.2, %B202.B168.loopexit_crit_edge.us.us.2 ], [ 0, %B170.endif.us.us.2.preheader ]
  %70 = icmp ult i64 %66, 7
  %smin623 = call i64 @llvm.smin.i64(i64 %lsr.iv605, i64 %.705)
  %smax626 = call i64 @llvm.smax.i64(i64 %.374.0140.us.us.2, i64 1)
  %71 = add nsw i64 %smax626, -1
  %72 = mul i64 %arg.u0.5.1, %71
  %smax = call i64 @llvm.smax.i64(i64 %.374.0140.us.us.2, i64 1)
  %73 = add nsw i64 %smax, -1
  %74 = mul i64 %arg.u0.5.1, %73
  %scevgep587 = getelementptr double, double* %.6.i1.i.us.1, i64 %74
  %.443.us.us.2 = add nuw nsw i64 %.374.0140.us.us.2, 1
  %smax590 = call i64 @llvm.smax.i64(i64 %.374.0140.us.us.2, i64 1)
  %75 = add nsw i64 %smax590, -1
  %76 = mul i64 %arg.u0.5.1, %75
  %scevgep591 = getelementptr double, double* %.6.i1.i.us.1, i64 %76
  %smin = call i64 @llvm.smin.i64(i64 %lsr.iv605, i64 %.705)
  %.636.us.us.2 = mul i64 %.374.0140.us.us.2, %arg.u0.5.1
  %77 = tail call i64 @llvm.smin.i64(i64 %.705, i64 %.443.us.us.2)
  %.732.us.us.2 = icmp slt i64 %77, 0
  %.733.us.us.2 = select i1 %.732.us.us.2, i64 %arg.u0.5.0.fr, i64 0
  %78 = add i64 %.636.us.us.2, -1
  br i1 %70, label %B202.B168.loopexit_crit_edge.us.us.2.unr-lcssa, label %B204.us.us.2.preheader

B204.us.us.2.preheader:                           ; preds = %B170.endif.us.us.2
  %79 = add i64 %.733.us.us.2, %smin
  %80 = mul i64 %arg.u0.5.1, %79
  %scevgep607 = getelementptr double, double* %.6.i1.i.us.1, i64 %80
  br label %B204.us.us.2

B204.us.us.2:                                     ; preds = %B204.us.us.2.preheader, %B204.us.us.2
  %lsr.iv536 = phi i64 [ 4, %B204.us.us.2.preheader ], [ %lsr.iv.next537, %B204.us.us.2 ]
  %81 = add i64 %lsr.iv536, -4
  %82 = add i64 %lsr.iv536, -3
  %scevgep585 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep586 = getelementptr double, double* %scevgep585, i64 -4
  %.641.us.us.2 = load double, double* %scevgep586, align 8
  %scevgep603 = getelementptr double, double* %scevgep591, i64 %lsr.iv536
  %scevgep604 = getelementptr double, double* %scevgep603, i64 -4
  %.699.us.us.2 = load double, double* %scevgep604, align 8
  %scevgep621 = getelementptr double, double* %scevgep607, i64 %lsr.iv536
  %scevgep622 = getelementptr double, double* %scevgep621, i64 -4
  %.759.us.us.2 = load double, double* %scevgep622, align 8
  %83 = tail call i64 @llvm.smax.i64(i64 %81, i64 1)
  %.815.us.us.2 = add i64 %78, %83
  %.816.us.us.2 = getelementptr double, double* %.6.i1.i.us.1, i64 %.815.us.us.2
  %.817.us.us.2 = load double, double* %.816.us.us.2, align 8
  %84 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %82)
  %.853.us.us.2 = icmp slt i64 %84, 0
  %.854.us.us.2 = select i1 %.853.us.us.2, i64 %arg.u0.5.1, i64 0
  %.855.us.us.2 = add i64 %84, %.636.us.us.2
  %.875.us.us.2 = add i64 %.855.us.us.2, %.854.us.us.2
  %.876.us.us.2 = getelementptr double, double* %.6.i1.i.us.1, i64 %.875.us.us.2
  %.877.us.us.2 = load double, double* %.876.us.us.2, align 8
  %.880.us.us.2 = fadd double %.699.us.us.2, %.759.us.us.2
  %.881.us.us.2 = fadd double %.880.us.us.2, %.817.us.us.2
  %.882.us.us.2 = fadd double %.881.us.us.2, %.877.us.us.2
  %.883.us.us.2 = fmul double %.641.us.us.2, 4.000000e+00
  %.884.us.us.2 = fsub double %.882.us.us.2, %.883.us.us.2
  %.885.us.us.2 = fmul double %.641.us.us.2, %.641.us.us.2
  %.886.us.us.2 = fmul double %.641.us.us.2, %.885.us.us.2
  %.887.us.us.2 = fsub double %.884.us.us.2, %.886.us.us.2
  %.889.us.us.2 = fmul double %.887.us.us.2, %arg.h
  %.890.us.us.2 = fadd double %.641.us.us.2, %.889.us.us.2
  %scevgep554 = getelementptr double, double* %lsr.iv538, i64 %lsr.iv536
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -4
  store double %.890.us.us.2, double* %scevgep555, align 8
  %85 = add i64 %lsr.iv536, -2
  %scevgep579 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep580 = getelementptr double, double* %scevgep579, i64 -3
  %.641.us.us.2.1 = load double, double* %scevgep580, align 8
  %scevgep599 = getelementptr double, double* %scevgep591, i64 %lsr.iv536
  %scevgep600 = getelementptr double, double* %scevgep599, i64 -3
  %.699.us.us.2.1 = load double, double* %scevgep600, align 8
  %scevgep617 = getelementptr double, double* %scevgep607, i64 %lsr.iv536
  %scevgep618 = getelementptr double, double* %scevgep617, i64 -3
  %.759.us.us.2.1 = load double, double* %scevgep618, align 8
  %scevgep577 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep578 = getelementptr double, double* %scevgep577, i64 -4
  %.817.us.us.2.1 = load double, double* %scevgep578, align 8
  %86 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %85)
  %.853.us.us.2.1 = icmp slt i64 %86, 0
  %.854.us.us.2.1 = select i1 %.853.us.us.2.1, i64 %arg.u0.5.1, i64 0
  %.855.us.us.2.1 = add i64 %86, %.636.us.us.2
  %.875.us.us.2.1 = add i64 %.855.us.us.2.1, %.854.us.us.2.1
  %.876.us.us.2.1 = getelementptr double, double* %.6.i1.i.us.1, i64 %.875.us.us.2.1
  %.877.us.us.2.1 = load double, double* %.876.us.us.2.1, align 8
  %.880.us.us.2.1 = fadd double %.699.us.us.2.1, %.759.us.us.2.1
  %.881.us.us.2.1 = fadd double %.880.us.us.2.1, %.817.us.us.2.1
  %.882.us.us.2.1 = fadd double %.881.us.us.2.1, %.877.us.us.2.1
  %.883.us.us.2.1 = fmul double %.641.us.us.2.1, 4.000000e+00
  %.884.us.us.2.1 = fsub double %.882.us.us.2.1, %.883.us.us.2.1
  %.885.us.us.2.1 = fmul double %.641.us.us.2.1, %.641.us.us.2.1
  %.886.us.us.2.1 = fmul double %.641.us.us.2.1, %.885.us.us.2.1
  %.887.us.us.2.1 = fsub double %.884.us.us.2.1, %.886.us.us.2.1
  %.889.us.us.2.1 = fmul double %.887.us.us.2.1, %arg.h
  %.890.us.us.2.1 = fadd double %.641.us.us.2.1, %.889.us.us.2.1
  %scevgep550 = getelementptr double, double* %lsr.iv538, i64 %lsr.iv536
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -3
  store double %.890.us.us.2.1, double* %scevgep551, align 8
  %87 = add i64 %lsr.iv536, -1
  %scevgep573 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep574 = getelementptr double, double* %scevgep573, i64 -2
  %.641.us.us.2.2 = load double, double* %scevgep574, align 8
  %scevgep597 = getelementptr double, double* %scevgep591, i64 %lsr.iv536
  %scevgep598 = getelementptr double, double* %scevgep597, i64 -2
  %.699.us.us.2.2 = load double, double* %scevgep598, align 8
  %scevgep615 = getelementptr double, double* %scevgep607, i64 %lsr.iv536
  %scevgep616 = getelementptr double, double* %scevgep615, i64 -2
  %.759.us.us.2.2 = load double, double* %scevgep616, align 8
  %scevgep575 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep576 = getelementptr double, double* %scevgep575, i64 -3
  %.817.us.us.2.2 = load double, double* %scevgep576, align 8
  %88 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %87)
  %.853.us.us.2.2 = icmp slt i64 %88, 0
  %.854.us.us.2.2 = select i1 %.853.us.us.2.2, i64 %arg.u0.5.1, i64 0
  %.855.us.us.2.2 = add i64 %88, %.636.us.us.2
  %.875.us.us.2.2 = add i64 %.855.us.us.2.2, %.854.us.us.2.2
  %.876.us.us.2.2 = getelementptr double, double* %.6.i1.i.us.1, i64 %.875.us.us.2.2
  %.877.us.us.2.2 = load double, double* %.876.us.us.2.2, align 8
  %.880.us.us.2.2 = fadd double %.699.us.us.2.2, %.759.us.us.2.2
  %.881.us.us.2.2 = fadd double %.880.us.us.2.2, %.817.us.us.2.2
  %.882.us.us.2.2 = fadd double %.881.us.us.2.2, %.877.us.us.2.2
  %.883.us.us.2.2 = fmul double %.641.us.us.2.2, 4.000000e+00
  %.884.us.us.2.2 = fsub double %.882.us.us.2.2, %.883.us.us.2.2
  %.885.us.us.2.2 = fmul double %.641.us.us.2.2, %.641.us.us.2.2
  %.886.us.us.2.2 = fmul double %.641.us.us.2.2, %.885.us.us.2.2
  %.887.us.us.2.2 = fsub double %.884.us.us.2.2, %.886.us.us.2.2
  %.889.us.us.2.2 = fmul double %.887.us.us.2.2, %arg.h
  %.890.us.us.2.2 = fadd double %.641.us.us.2.2, %.889.us.us.2.2
  %scevgep548 = getelementptr double, double* %lsr.iv538, i64 %lsr.iv536
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -2
  store double %.890.us.us.2.2, double* %scevgep549, align 8
  %scevgep569 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep570 = getelementptr double, double* %scevgep569, i64 -1
  %.641.us.us.2.3 = load double, double* %scevgep570, align 8
  %scevgep595 = getelementptr double, double* %scevgep591, i64 %lsr.iv536
  %scevgep596 = getelementptr double, double* %scevgep595, i64 -1
  %.699.us.us.2.3 = load double, double* %scevgep596, align 8
  %scevgep613 = getelementptr double, double* %scevgep607, i64 %lsr.iv536
  %scevgep614 = getelementptr double, double* %scevgep613, i64 -1
  %.759.us.us.2.3 = load double, double* %scevgep614, align 8
  %scevgep571 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep572 = getelementptr double, double* %scevgep571, i64 -2
  %.817.us.us.2.3 = load double, double* %scevgep572, align 8
  %89 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %lsr.iv536)
  %.853.us.us.2.3 = icmp slt i64 %89, 0
  %.854.us.us.2.3 = select i1 %.853.us.us.2.3, i64 %arg.u0.5.1, i64 0
  %.855.us.us.2.3 = add i64 %89, %.636.us.us.2
  %.875.us.us.2.3 = add i64 %.855.us.us.2.3, %.854.us.us.2.3
  %.876.us.us.2.3 = getelementptr double, double* %.6.i1.i.us.1, i64 %.875.us.us.2.3
  %.877.us.us.2.3 = load double, double* %.876.us.us.2.3, align 8
  %.880.us.us.2.3 = fadd double %.699.us.us.2.3, %.759.us.us.2.3
  %.881.us.us.2.3 = fadd double %.880.us.us.2.3, %.817.us.us.2.3
  %.882.us.us.2.3 = fadd double %.881.us.us.2.3, %.877.us.us.2.3
  %.883.us.us.2.3 = fmul double %.641.us.us.2.3, 4.000000e+00
  %.884.us.us.2.3 = fsub double %.882.us.us.2.3, %.883.us.us.2.3
  %.885.us.us.2.3 = fmul double %.641.us.us.2.3, %.641.us.us.2.3
  %.886.us.us.2.3 = fmul double %.641.us.us.2.3, %.885.us.us.2.3
  %.887.us.us.2.3 = fsub double %.884.us.us.2.3, %.886.us.us.2.3
  %.889.us.us.2.3 = fmul double %.887.us.us.2.3, %arg.h
  %.890.us.us.2.3 = fadd double %.641.us.us.2.3, %.889.us.us.2.3
  %scevgep546 = getelementptr double, double* %lsr.iv538, i64 %lsr.iv536
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -1
  store double %.890.us.us.2.3, double* %scevgep547, align 8
  %90 = add i64 %lsr.iv536, 1
  %scevgep566 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %.641.us.us.2.4 = load double, double* %scevgep566, align 8
  %scevgep594 = getelementptr double, double* %scevgep591, i64 %lsr.iv536
  %.699.us.us.2.4 = load double, double* %scevgep594, align 8
  %scevgep612 = getelementptr double, double* %scevgep607, i64 %lsr.iv536
  %.759.us.us.2.4 = load double, double* %scevgep612, align 8
  %scevgep567 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep568 = getelementptr double, double* %scevgep567, i64 -1
  %.817.us.us.2.4 = load double, double* %scevgep568, align 8
  %91 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %90)
  %.853.us.us.2.4 = icmp slt i64 %91, 0
  %.854.us.us.2.4 = select i1 %.853.us.us.2.4, i64 %arg.u0.5.1, i64 0
  %.855.us.us.2.4 = add i64 %91, %.636.us.us.2
  %.875.us.us.2.4 = add i64 %.855.us.us.2.4, %.854.us.us.2.4
  %.876.us.us.2.4 = getelementptr double, double* %.6.i1.i.us.1, i64 %.875.us.us.2.4
  %.877.us.us.2.4 = load double, double* %.876.us.us.2.4, align 8
  %.880.us.us.2.4 = fadd double %.699.us.us.2.4, %.759.us.us.2.4
  %.881.us.us.2.4 = fadd double %.880.us.us.2.4, %.817.us.us.2.4
  %.882.us.us.2.4 = fadd double %.881.us.us.2.4, %.877.us.us.2.4
  %.883.us.us.2.4 = fmul double %.641.us.us.2.4, 4.000000e+00
  %.884.us.us.2.4 = fsub double %.882.us.us.2.4, %.883.us.us.2.4
  %.885.us.us.2.4 = fmul double %.641.us.us.2.4, %.641.us.us.2.4
  %.886.us.us.2.4 = fmul double %.641.us.us.2.4, %.885.us.us.2.4
  %.887.us.us.2.4 = fsub double %.884.us.us.2.4, %.886.us.us.2.4
  %.889.us.us.2.4 = fmul double %.887.us.us.2.4, %arg.h
  %.890.us.us.2.4 = fadd double %.641.us.us.2.4, %.889.us.us.2.4
  %scevgep545 = getelementptr double, double* %lsr.iv538, i64 %lsr.iv536
  store double %.890.us.us.2.4, double* %scevgep545, align 8
  %92 = add i64 %lsr.iv536, 2
  %scevgep563 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep564 = getelementptr double, double* %scevgep563, i64 1
  %.641.us.us.2.5 = load double, double* %scevgep564, align 8
  %scevgep592 = getelementptr double, double* %scevgep591, i64 %lsr.iv536
  %scevgep593 = getelementptr double, double* %scevgep592, i64 1
  %.699.us.us.2.5 = load double, double* %scevgep593, align 8
  %scevgep610 = getelementptr double, double* %scevgep607, i64 %lsr.iv536
  %scevgep611 = getelementptr double, double* %scevgep610, i64 1
  %.759.us.us.2.5 = load double, double* %scevgep611, align 8
  %scevgep565 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %.817.us.us.2.5 = load double, double* %scevgep565, align 8
  %93 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %92)
  %.853.us.us.2.5 = icmp slt i64 %93, 0
  %.854.us.us.2.5 = select i1 %.853.us.us.2.5, i64 %arg.u0.5.1, i64 0
  %.855.us.us.2.5 = add i64 %93, %.636.us.us.2
  %.875.us.us.2.5 = add i64 %.855.us.us.2.5, %.854.us.us.2.5
  %.876.us.us.2.5 = getelementptr double, double* %.6.i1.i.us.1, i64 %.875.us.us.2.5
  %.877.us.us.2.5 = load double, double* %.876.us.us.2.5, align 8
  %.880.us.us.2.5 = fadd double %.699.us.us.2.5, %.759.us.us.2.5
  %.881.us.us.2.5 = fadd double %.880.us.us.2.5, %.817.us.us.2.5
  %.882.us.us.2.5 = fadd double %.881.us.us.2.5, %.877.us.us.2.5
  %.883.us.us.2.5 = fmul double %.641.us.us.2.5, 4.000000e+00
  %.884.us.us.2.5 = fsub double %.882.us.us.2.5, %.883.us.us.2.5
  %.885.us.us.2.5 = fmul double %.641.us.us.2.5, %.641.us.us.2.5
  %.886.us.us.2.5 = fmul double %.641.us.us.2.5, %.885.us.us.2.5
  %.887.us.us.2.5 = fsub double %.884.us.us.2.5, %.886.us.us.2.5
  %.889.us.us.2.5 = fmul double %.887.us.us.2.5, %arg.h
  %.890.us.us.2.5 = fadd double %.641.us.us.2.5, %.889.us.us.2.5
  %scevgep543 = getelementptr double, double* %lsr.iv538, i64 %lsr.iv536
  %scevgep544 = getelementptr double, double* %scevgep543, i64 1
  store double %.890.us.us.2.5, double* %scevgep544, align 8
  %94 = add i64 %lsr.iv536, 3
  %scevgep559 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep560 = getelementptr double, double* %scevgep559, i64 2
  %.641.us.us.2.6 = load double, double* %scevgep560, align 8
  %scevgep588 = getelementptr double, double* %scevgep587, i64 %lsr.iv536
  %scevgep589 = getelementptr double, double* %scevgep588, i64 2
  %.699.us.us.2.6 = load double, double* %scevgep589, align 8
  %scevgep608 = getelementptr double, double* %scevgep607, i64 %lsr.iv536
  %scevgep609 = getelementptr double, double* %scevgep608, i64 2
  %.759.us.us.2.6 = load double, double* %scevgep609, align 8
  %scevgep561 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep562 = getelementptr double, double* %scevgep561, i64 1
  %.817.us.us.2.6 = load double, double* %scevgep562, align 8
  %95 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %94)
  %.853.us.us.2.6 = icmp slt i64 %95, 0
  %.854.us.us.2.6 = select i1 %.853.us.us.2.6, i64 %arg.u0.5.1, i64 0
  %.855.us.us.2.6 = add i64 %95, %.636.us.us.2
  %.875.us.us.2.6 = add i64 %.855.us.us.2.6, %.854.us.us.2.6
  %.876.us.us.2.6 = getelementptr double, double* %.6.i1.i.us.1, i64 %.875.us.us.2.6
  %.877.us.us.2.6 = load double, double* %.876.us.us.2.6, align 8
  %.880.us.us.2.6 = fadd double %.699.us.us.2.6, %.759.us.us.2.6
  %.881.us.us.2.6 = fadd double %.880.us.us.2.6, %.817.us.us.2.6
  %.882.us.us.2.6 = fadd double %.881.us.us.2.6, %.877.us.us.2.6
  %.883.us.us.2.6 = fmul double %.641.us.us.2.6, 4.000000e+00
  %.884.us.us.2.6 = fsub double %.882.us.us.2.6, %.883.us.us.2.6
  %.885.us.us.2.6 = fmul double %.641.us.us.2.6, %.641.us.us.2.6
  %.886.us.us.2.6 = fmul double %.641.us.us.2.6, %.885.us.us.2.6
  %.887.us.us.2.6 = fsub double %.884.us.us.2.6, %.886.us.us.2.6
  %.889.us.us.2.6 = fmul double %.887.us.us.2.6, %arg.h
  %.890.us.us.2.6 = fadd double %.641.us.us.2.6, %.889.us.us.2.6
  %scevgep541 = getelementptr double, double* %lsr.iv538, i64 %lsr.iv536
  %scevgep542 = getelementptr double, double* %scevgep541, i64 2
  store double %.890.us.us.2.6, double* %scevgep542, align 8
  %96 = add i64 %lsr.iv536, 4
  %scevgep581 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep582 = getelementptr double, double* %scevgep581, i64 3
  %.641.us.us.2.7 = load double, double* %scevgep582, align 8
  %scevgep601 = getelementptr double, double* %scevgep591, i64 %lsr.iv536
  %scevgep602 = getelementptr double, double* %scevgep601, i64 3
  %.699.us.us.2.7 = load double, double* %scevgep602, align 8
  %scevgep619 = getelementptr double, double* %scevgep607, i64 %lsr.iv536
  %scevgep620 = getelementptr double, double* %scevgep619, i64 3
  %.759.us.us.2.7 = load double, double* %scevgep620, align 8
  %scevgep583 = getelementptr double, double* %lsr.iv556, i64 %lsr.iv536
  %scevgep584 = getelementptr double, double* %scevgep583, i64 2
  %.817.us.us.2.7 = load double, double* %scevgep584, align 8
  %97 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %96)
  %.853.us.us.2.7 = icmp slt i64 %97, 0
  %.854.us.us.2.7 = select i1 %.853.us.us.2.7, i64 %arg.u0.5.1, i64 0
  %.855.us.us.2.7 = add i64 %97, %.636.us.us.2
  %.875.us.us.2.7 = add i64 %.855.us.us.2.7, %.854.us.us.2.7
  %.876.us.us.2.7 = getelementptr double, double* %.6.i1.i.us.1, i64 %.875.us.us.2.7
  %.877.us.us.2.7 = load double, double* %.876.us.us.2.7, align 8
  %.880.us.us.2.7 = fadd double %.699.us.us.2.7, %.759.us.us.2.7
  %.881.us.us.2.7 = fadd double %.880.us.us.2.7, %.817.us.us.2.7
  %.882.us.us.2.7 = fadd double %.881.us.us.2.7, %.877.us.us.2.7
  %.883.us.us.2.7 = fmul double %.641.us.us.2.7, 4.000000e+00
  %.884.us.us.2.7 = fsub double %.882.us.us.2.7, %.883.us.us.2.7
  %.885.us.us.2.7 = fmul double %.641.us.us.2.7, %.641.us.us.2.7
  %.886.us.us.2.7 = fmul double %.641.us.us.2.7, %.885.us.us.2.7
  %.887.us.us.2.7 = fsub double %.884.us.us.2.7, %.886.us.us.2.7
  %.889.us.us.2.7 = fmul double %.887.us.us.2.7, %arg.h
  %.890.us.us.2.7 = fadd double %.641.us.us.2.7, %.889.us.us.2.7
  %scevgep552 = getelementptr double, double* %lsr.iv538, i64 %lsr.iv536
  %scevgep553 = getelementptr double, double* %scevgep552, i64 3
  store double %.890.us.us.2.7, double* %scevgep553, align 8
  %lsr.iv.next537 = add nuw i64 %lsr.iv536, 8
  %98 = add i64 %69, %lsr.iv.next537
  %niter236.ncmp.7 = icmp eq i64 %98, 4
  br i1 %niter236.ncmp.7, label %B202.B168.loopexit_crit_edge.us.us.2.unr-lcssa.loopexit, label %B204.us.us.2

B202.B168.loopexit_crit_edge.us.us.2.unr-lcssa.loopexit: ; preds = %B204.us.us.2
  %99 = add i64 %lsr.iv.next537, -4
  br label %B202.B168.loopexit_crit_edge.us.us.2.unr-lcssa

B202.B168.loopexit_crit_edge.us.us.2.unr-lcssa:   ; preds = %B202.B168.loopexit_crit_edge.us.us.2.unr-lcssa.loopexit, %B170.endif.us.us.2
  %.495.0137.us.us.2.unr = phi i64 [ 0, %B170.endif.us.us.2 ], [ %99, %B202.B168.loopexit_crit_edge.us.us.2.unr-lcssa.loopexit ]
  %100 = icmp eq i64 %xtraiter232, 0
  br i1 %100, label %B202.B168.loopexit_crit_edge.us.us.2, label %B204.us.us.2.epil.preheader

B204.us.us.2.epil.preheader:                      ; preds = %B202.B168.loopexit_crit_edge.us.us.2.unr-lcssa
  %101 = add i64 %.733.us.us.2, %smin623
  %102 = mul i64 %arg.u0.5.1, %101
  %103 = add i64 %.495.0137.us.us.2.unr, %102
  %scevgep624 = getelementptr double, double* %.6.i1.i.us.1, i64 %103
  %104 = add i64 %.495.0137.us.us.2.unr, %72
  %scevgep627 = getelementptr double, double* %.6.i1.i.us.1, i64 %104
  %scevgep629 = getelementptr double, double* %lsr.iv538, i64 %.495.0137.us.us.2.unr
  %scevgep631 = getelementptr double, double* %lsr.iv556, i64 %.495.0137.us.us.2.unr
  br label %B204.us.us.2.epil

B204.us.us.2.epil:                                ; preds = %B204.us.us.2.epil.preheader, %B204.us.us.2.epil
  %epil.iter233 = phi i64 [ %epil.iter233.next, %B204.us.us.2.epil ], [ 0, %B204.us.us.2.epil.preheader ]
  %105 = add i64 %.495.0137.us.us.2.unr, %epil.iter233
  %106 = add i64 %105, 1
  %scevgep632 = getelementptr double, double* %scevgep631, i64 %epil.iter233
  %.641.us.us.2.epil = load double, double* %scevgep632, align 8
  %scevgep628 = getelementptr double, double* %scevgep627, i64 %epil.iter233
  %.699.us.us.2.epil = load double, double* %scevgep628, align 8
  %scevgep625 = getelementptr double, double* %scevgep624, i64 %epil.iter233
  %.759.us.us.2.epil = load double, double* %scevgep625, align 8
  %107 = tail call i64 @llvm.smax.i64(i64 %105, i64 1)
  %.815.us.us.2.epil = add i64 %78, %107
  %.816.us.us.2.epil = getelementptr double, double* %.6.i1.i.us.1, i64 %.815.us.us.2.epil
  %.817.us.us.2.epil = load double, double* %.816.us.us.2.epil, align 8
  %108 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %106)
  %.853.us.us.2.epil = icmp slt i64 %108, 0
  %.854.us.us.2.epil = select i1 %.853.us.us.2.epil, i64 %arg.u0.5.1, i64 0
  %.855.us.us.2.epil = add i64 %108, %.636.us.us.2
  %.875.us.us.2.epil = add i64 %.855.us.us.2.epil, %.854.us.us.2.epil
  %.876.us.us.2.epil = getelementptr double, double* %.6.i1.i.us.1, i64 %.875.us.us.2.epil
  %.877.us.us.2.epil = load double, double* %.876.us.us.2.epil, align 8
  %.880.us.us.2.epil = fadd double %.699.us.us.2.epil, %.759.us.us.2.epil
  %.881.us.us.2.epil = fadd double %.880.us.us.2.epil, %.817.us.us.2.epil
  %.882.us.us.2.epil = fadd double %.881.us.us.2.epil, %.877.us.us.2.epil
  %.883.us.us.2.epil = fmul double %.641.us.us.2.epil, 4.000000e+00
  %.884.us.us.2.epil = fsub double %.882.us.us.2.epil, %.883.us.us.2.epil
  %.885.us.us.2.epil = fmul double %.641.us.us.2.epil, %.641.us.us.2.epil
  %.886.us.us.2.epil = fmul double %.641.us.us.2.epil, %.885.us.us.2.epil
  %.887.us.us.2.epil = fsub double %.884.us.us.2.epil, %.886.us.us.2.epil
  %.889.us.us.2.epil = fmul double %.887.us.us.2.epil, %arg.h
  %.890.us.us.2.epil = fadd double %.641.us.us.2.epil, %.889.us.us.2.epil
  %scevgep630 = getelementptr double, double* %scevgep629, i64 %epil.iter233
  store double %.890.us.us.2.epil, double* %scevgep630, align 8
  %epil.iter233.next = add i64 %epil.iter233, 1
  %epil.iter233.cmp.not = icmp eq i64 %xtraiter232, %epil.iter233.next
  br i1 %epil.iter233.cmp.not, label %B202.B168.loopexit_crit_edge.us.us.2, label %B204.us.us.2.epil, !llvm.loop !22

B202.B168.loopexit_crit_edge.us.us.2:             ; preds = %B204.us.us.2.epil, %B202.B168.loopexit_crit_edge.us.us.2.unr-lcssa
  %109 = bitcast double* %lsr.iv556 to i1*
  %110 = bitcast double* %lsr.iv538 to i1*
  %scevgep540 = getelementptr i1, i1* %110, i64 %67
  %111 = bitcast i1* %scevgep540 to double*
  %scevgep558 = getelementptr i1, i1* %109, i64 %67
  %112 = bitcast i1* %scevgep558 to double*
  %lsr.iv.next606 = add nuw i64 %lsr.iv605, 1
  %exitcond164.2.not = icmp eq i64 %.443.us.us.2, %1
  br i1 %exitcond164.2.not, label %B150.i.1, label %B170.endif.us.us.2

B170.endif.us.us:                                 ; preds = %B170.endif.us.us.preheader, %B202.B168.loopexit_crit_edge.us.us
  %lsr.iv825 = phi i64 [ 1, %B170.endif.us.us.preheader ], [ %lsr.iv.next826, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv752 = phi i8* [ %.6.i, %B170.endif.us.us.preheader ], [ %192, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv734 = phi double* [ %.6.i1.i.us, %B170.endif.us.us.preheader ], [ %191, %B202.B168.loopexit_crit_edge.us.us ]
  %.374.0140.us.us = phi i64 [ %.443.us.us, %B202.B168.loopexit_crit_edge.us.us ], [ 0, %B170.endif.us.us.preheader ]
  %113 = icmp ult i64 %7, 7
  %smin852 = call i64 @llvm.smin.i64(i64 %lsr.iv825, i64 %.705)
  %smax856 = call i64 @llvm.smax.i64(i64 %.374.0140.us.us, i64 1)
  %114 = add nsw i64 %smax856, -1
  %115 = mul i64 %14, %114
  %smax798 = call i64 @llvm.smax.i64(i64 %.374.0140.us.us, i64 1)
  %116 = add nsw i64 %smax798, -1
  %117 = mul i64 %9, %116
  %scevgep799 = getelementptr i8, i8* %.6.i, i64 %117
  %.443.us.us = add nuw nsw i64 %.374.0140.us.us, 1
  %smax803 = call i64 @llvm.smax.i64(i64 %.374.0140.us.us, i64 1)
  %118 = add nsw i64 %smax803, -1
  %119 = mul i64 %10, %118
  %scevgep804 = getelementptr i8, i8* %.6.i, i64 %119
  %smin827 = call i64 @llvm.smin.i64(i64 %lsr.iv825, i64 %.705)
  %.636.us.us = mul i64 %.374.0140.us.us, %arg.u0.5.1
  %120 = tail call i64 @llvm.smin.i64(i64 %.705, i64 %.443.us.us)
  %.732.us.us = icmp slt i64 %120, 0
  %.733.us.us = select i1 %.732.us.us, i64 %arg.u0.5.0.fr, i64 0
  %121 = add i64 %.636.us.us, -1
  br i1 %113, label %B202.B168.loopexit_crit_edge.us.us.unr-lcssa, label %B204.us.us.preheader

B204.us.us.preheader:                             ; preds = %B170.endif.us.us
  %122 = add i64 %.733.us.us, %smin827
  %123 = mul i64 %11, %122
  %scevgep828 = getelementptr i8, i8* %.6.i, i64 %123
  br label %B204.us.us

B204.us.us:                                       ; preds = %B204.us.us.preheader, %B204.us.us
  %lsr.iv732 = phi i64 [ 4, %B204.us.us.preheader ], [ %lsr.iv.next733, %B204.us.us ]
  %124 = bitcast i8* %.6.i to double*
  %125 = add i64 %lsr.iv732, -4
  %126 = add i64 %lsr.iv732, -3
  %127 = shl i64 %lsr.iv732, 3
  %scevgep795 = getelementptr i8, i8* %lsr.iv752, i64 %127
  %scevgep795796 = bitcast i8* %scevgep795 to double*
  %scevgep797 = getelementptr double, double* %scevgep795796, i64 -4
  %.641.us.us = load double, double* %scevgep797, align 8
  %128 = shl i64 %lsr.iv732, 3
  %scevgep822 = getelementptr i8, i8* %scevgep804, i64 %128
  %scevgep822823 = bitcast i8* %scevgep822 to double*
  %scevgep824 = getelementptr double, double* %scevgep822823, i64 -4
  %.699.us.us = load double, double* %scevgep824, align 8
  %129 = shl i64 %lsr.iv732, 3
  %scevgep849 = getelementptr i8, i8* %scevgep828, i64 %129
  %scevgep849850 = bitcast i8* %scevgep849 to double*
  %scevgep851 = getelementptr double, double* %scevgep849850, i64 -4
  %.759.us.us = load double, double* %scevgep851, align 8
  %130 = tail call i64 @llvm.smax.i64(i64 %125, i64 1)
  %.815.us.us = add i64 %121, %130
  %.816.us.us = getelementptr double, double* %124, i64 %.815.us.us
  %.817.us.us = load double, double* %.816.us.us, align 8
  %131 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %126)
  %.853.us.us = icmp slt i64 %131, 0
  %.854.us.us = select i1 %.853.us.us, i64 %arg.u0.5.1, i64 0
  %.855.us.us = add i64 %131, %.636.us.us
  %.875.us.us = add i64 %.855.us.us, %.854.us.us
  %.876.us.us = getelementptr double, double* %124, i64 %.875.us.us
  %.877.us.us = load double, double* %.876.us.us, align 8
  %.880.us.us = fadd double %.699.us.us, %.759.us.us
  %.881.us.us = fadd double %.880.us.us, %.817.us.us
  %.882.us.us = fadd double %.881.us.us, %.877.us.us
  %.883.us.us = fmul double %.641.us.us, 4.000000e+00
  %.884.us.us = fsub double %.882.us.us, %.883.us.us
  %.885.us.us = fmul double %.641.us.us, %.641.us.us
  %.886.us.us = fmul double %.641.us.us, %.885.us.us
  %.887.us.us = fsub double %.884.us.us, %.886.us.us
  %.889.us.us = fmul double %.887.us.us, %arg.h
  %.890.us.us = fadd double %.641.us.us, %.889.us.us
  %scevgep750 = getelementptr double, double* %lsr.iv734, i64 %lsr.iv732
  %scevgep751 = getelementptr double, double* %scevgep750, i64 -4
  store double %.890.us.us, double* %scevgep751, align 8
  %132 = add i64 %lsr.iv732, -2
  %133 = shl i64 %lsr.iv732, 3
  %scevgep786 = getelementptr i8, i8* %lsr.iv752, i64 %133
  %scevgep786787 = bitcast i8* %scevgep786 to double*
  %scevgep788 = getelementptr double, double* %scevgep786787, i64 -3
  %.641.us.us.1251 = load double, double* %scevgep788, align 8
  %134 = shl i64 %lsr.iv732, 3
  %scevgep816 = getelementptr i8, i8* %scevgep804, i64 %134
  %scevgep816817 = bitcast i8* %scevgep816 to double*
  %scevgep818 = getelementptr double, double* %scevgep816817, i64 -3
  %.699.us.us.1254 = load double, double* %scevgep818, align 8
  %135 = shl i64 %lsr.iv732, 3
  %scevgep843 = getelementptr i8, i8* %scevgep828, i64 %135
  %scevgep843844 = bitcast i8* %scevgep843 to double*
  %scevgep845 = getelementptr double, double* %scevgep843844, i64 -3
  %.759.us.us.1257 = load double, double* %scevgep845, align 8
  %136 = shl i64 %lsr.iv732, 3
  %scevgep783 = getelementptr i8, i8* %lsr.iv752, i64 %136
  %scevgep783784 = bitcast i8* %scevgep783 to double*
  %scevgep785 = getelementptr double, double* %scevgep783784, i64 -4
  %.817.us.us.1260 = load double, double* %scevgep785, align 8
  %137 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %132)
  %.853.us.us.1261 = icmp slt i64 %137, 0
  %.854.us.us.1262 = select i1 %.853.us.us.1261, i64 %arg.u0.5.1, i64 0
  %.855.us.us.1263 = add i64 %137, %.636.us.us
  %.875.us.us.1264 = add i64 %.855.us.us.1263, %.854.us.us.1262
  %.876.us.us.1265 = getelementptr double, double* %124, i64 %.875.us.us.1264
  %.877.us.us.1266 = load double, double* %.876.us.us.1265, align 8
  %.880.us.us.1267 = fadd double %.699.us.us.1254, %.759.us.us.1257
  %.881.us.us.1268 = fadd double %.880.us.us.1267, %.817.us.us.1260
  %.882.us.us.1269 = fadd double %.881.us.us.1268, %.877.us.us.1266
  %.883.us.us.1270 = fmul double %.641.us.us.1251, 4.000000e+00
  %.884.us.us.1271 = fsub double %.882.us.us.1269, %.883.us.us.1270
  %.885.us.us.1272 = fmul double %.641.us.us.1251, %.641.us.us.1251
  %.886.us.us.1273 = fmul double %.641.us.us.1251, %.885.us.us.1272
  %.887.us.us.1274 = fsub double %.884.us.us.1271, %.886.us.us.1273
  %.889.us.us.1275 = fmul double %.887.us.us.1274, %arg.h
  %.890.us.us.1276 = fadd double %.641.us.us.1251, %.889.us.us.1275
  %scevgep746 = getelementptr double, double* %lsr.iv734, i64 %lsr.iv732
  %scevgep747 = getelementptr double, double* %scevgep746, i64 -3
  store double %.890.us.us.1276, double* %scevgep747, align 8
  %138 = add i64 %lsr.iv732, -1
  %139 = shl i64 %lsr.iv732, 3
  %scevgep777 = getelementptr i8, i8* %lsr.iv752, i64 %139
  %scevgep777778 = bitcast i8* %scevgep777 to double*
  %scevgep779 = getelementptr double, double* %scevgep777778, i64 -2
  %.641.us.us.2283 = load double, double* %scevgep779, align 8
  %140 = shl i64 %lsr.iv732, 3
  %scevgep813 = getelementptr i8, i8* %scevgep804, i64 %140
  %scevgep813814 = bitcast i8* %scevgep813 to double*
  %scevgep815 = getelementptr double, double* %scevgep813814, i64 -2
  %.699.us.us.2286 = load double, double* %scevgep815, align 8
  %141 = shl i64 %lsr.iv732, 3
  %scevgep840 = getelementptr i8, i8* %scevgep828, i64 %141
  %scevgep840841 = bitcast i8* %scevgep840 to double*
  %scevgep842 = getelementptr double, double* %scevgep840841, i64 -2
  %.759.us.us.2289 = load double, double* %scevgep842, align 8
  %142 = shl i64 %lsr.iv732, 3
  %scevgep780 = getelementptr i8, i8* %lsr.iv752, i64 %142
  %scevgep780781 = bitcast i8* %scevgep780 to double*
  %scevgep782 = getelementptr double, double* %scevgep780781, i64 -3
  %.817.us.us.2292 = load double, double* %scevgep782, align 8
  %143 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %138)
  %.853.us.us.2293 = icmp slt i64 %143, 0
  %.854.us.us.2294 = select i1 %.853.us.us.2293, i64 %arg.u0.5.1, i64 0
  %.855.us.us.2295 = add i64 %143, %.636.us.us
  %.875.us.us.2296 = add i64 %.855.us.us.2295, %.854.us.us.2294
  %.876.us.us.2297 = getelementptr double, double* %124, i64 %.875.us.us.2296
  %.877.us.us.2298 = load double, double* %.876.us.us.2297, align 8
  %.880.us.us.2299 = fadd double %.699.us.us.2286, %.759.us.us.2289
  %.881.us.us.2300 = fadd double %.880.us.us.2299, %.817.us.us.2292
  %.882.us.us.2301 = fadd double %.881.us.us.2300, %.877.us.us.2298
  %.883.us.us.2302 = fmul double %.641.us.us.2283, 4.000000e+00
  %.884.us.us.2303 = fsub double %.882.us.us.2301, %.883.us.us.2302
  %.885.us.us.2304 = fmul double %.641.us.us.2283, %.641.us.us.2283
  %.886.us.us.2305 = fmul double %.641.us.us.2283, %.885.us.us.2304
  %.887.us.us.2306 = fsub double %.884.us.us.2303, %.886.us.us.2305
  %.889.us.us.2307 = fmul double %.887.us.us.2306, %arg.h
  %.890.us.us.2308 = fadd double %.641.us.us.2283, %.889.us.us.2307
  %scevgep744 = getelementptr double, double* %lsr.iv734, i64 %lsr.iv732
  %scevgep745 = getelementptr double, double* %scevgep744, i64 -2
  store double %.890.us.us.2308, double* %scevgep745, align 8
  %144 = shl i64 %lsr.iv732, 3
  %scevgep771 = getelementptr i8, i8* %lsr.iv752, i64 %144
  %scevgep771772 = bitcast i8* %scevgep771 to double*
  %scevgep773 = getelementptr double, double* %scevgep771772, i64 -1
  %.641.us.us.3 = load double, double* %scevgep773, align 8
  %145 = shl i64 %lsr.iv732, 3
  %scevgep810 = getelementptr i8, i8* %scevgep804, i64 %145
  %scevgep810811 = bitcast i8* %scevgep810 to double*
  %scevgep812 = getelementptr double, double* %scevgep810811, i64 -1
  %.699.us.us.3 = load double, double* %scevgep812, align 8
  %146 = shl i64 %lsr.iv732, 3
  %scevgep837 = getelementptr i8, i8* %scevgep828, i64 %146
  %scevgep837838 = bitcast i8* %scevgep837 to double*
  %scevgep839 = getelementptr double, double* %scevgep837838, i64 -1
  %.759.us.us.3 = load double, double* %scevgep839, align 8
  %147 = shl i64 %lsr.iv732, 3
  %scevgep774 = getelementptr i8, i8* %lsr.iv752, i64 %147
  %scevgep774775 = bitcast i8* %scevgep774 to double*
  %scevgep776 = getelementptr double, double* %scevgep774775, i64 -2
  %.817.us.us.3 = load double, double* %scevgep776, align 8
  %148 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %lsr.iv732)
  %.853.us.us.3 = icmp slt i64 %148, 0
  %.854.us.us.3 = select i1 %.853.us.us.3, i64 %arg.u0.5.1, i64 0
  %.855.us.us.3 = add i64 %148, %.636.us.us
  %.875.us.us.3 = add i64 %.855.us.us.3, %.854.us.us.3
  %.876.us.us.3 = getelementptr double, double* %124, i64 %.875.us.us.3
  %.877.us.us.3 = load double, double* %.876.us.us.3, align 8
  %.880.us.us.3 = fadd double %.699.us.us.3, %.759.us.us.3
  %.881.us.us.3 = fadd double %.880.us.us.3, %.817.us.us.3
  %.882.us.us.3 = fadd double %.881.us.us.3, %.877.us.us.3
  %.883.us.us.3 = fmul double %.641.us.us.3, 4.000000e+00
  %.884.us.us.3 = fsub double %.882.us.us.3, %.883.us.us.3
  %.885.us.us.3 = fmul double %.641.us.us.3, %.641.us.us.3
  %.886.us.us.3 = fmul double %.641.us.us.3, %.885.us.us.3
  %.887.us.us.3 = fsub double %.884.us.us.3, %.886.us.us.3
  %.889.us.us.3 = fmul double %.887.us.us.3, %arg.h
  %.890.us.us.3 = fadd double %.641.us.us.3, %.889.us.us.3
  %scevgep742 = getelementptr double, double* %lsr.iv734, i64 %lsr.iv732
  %scevgep743 = getelementptr double, double* %scevgep742, i64 -1
  store double %.890.us.us.3, double* %scevgep743, align 8
  %149 = add i64 %lsr.iv732, 1
  %150 = shl i64 %lsr.iv732, 3
  %scevgep766 = getelementptr i8, i8* %lsr.iv752, i64 %150
  %scevgep766767 = bitcast i8* %scevgep766 to double*
  %.641.us.us.4 = load double, double* %scevgep766767, align 8
  %scevgep808 = getelementptr i8, i8* %scevgep804, i64 %150
  %scevgep808809 = bitcast i8* %scevgep808 to double*
  %.699.us.us.4 = load double, double* %scevgep808809, align 8
  %151 = shl i64 %lsr.iv732, 3
  %scevgep835 = getelementptr i8, i8* %scevgep828, i64 %151
  %scevgep835836 = bitcast i8* %scevgep835 to double*
  %.759.us.us.4 = load double, double* %scevgep835836, align 8
  %152 = shl i64 %lsr.iv732, 3
  %scevgep768 = getelementptr i8, i8* %lsr.iv752, i64 %152
  %scevgep768769 = bitcast i8* %scevgep768 to double*
  %scevgep770 = getelementptr double, double* %scevgep768769, i64 -1
  %.817.us.us.4 = load double, double* %scevgep770, align 8
  %153 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %149)
  %.853.us.us.4 = icmp slt i64 %153, 0
  %.854.us.us.4 = select i1 %.853.us.us.4, i64 %arg.u0.5.1, i64 0
  %.855.us.us.4 = add i64 %153, %.636.us.us
  %.875.us.us.4 = add i64 %.855.us.us.4, %.854.us.us.4
  %.876.us.us.4 = getelementptr double, double* %124, i64 %.875.us.us.4
  %.877.us.us.4 = load double, double* %.876.us.us.4, align 8
  %.880.us.us.4 = fadd double %.699.us.us.4, %.759.us.us.4
  %.881.us.us.4 = fadd double %.880.us.us.4, %.817.us.us.4
  %.882.us.us.4 = fadd double %.881.us.us.4, %.877.us.us.4
  %.883.us.us.4 = fmul double %.641.us.us.4, 4.000000e+00
  %.884.us.us.4 = fsub double %.882.us.us.4, %.883.us.us.4
  %.885.us.us.4 = fmul double %.641.us.us.4, %.641.us.us.4
  %.886.us.us.4 = fmul double %.641.us.us.4, %.885.us.us.4
  %.887.us.us.4 = fsub double %.884.us.us.4, %.886.us.us.4
  %.889.us.us.4 = fmul double %.887.us.us.4, %arg.h
  %.890.us.us.4 = fadd double %.641.us.us.4, %.889.us.us.4
  %scevgep741 = getelementptr double, double* %lsr.iv734, i64 %lsr.iv732
  store double %.890.us.us.4, double* %scevgep741, align 8
  %154 = add i64 %lsr.iv732, 2
  %155 = shl i64 %lsr.iv732, 3
  %scevgep761 = getelementptr i8, i8* %lsr.iv752, i64 %155
  %scevgep761762 = bitcast i8* %scevgep761 to double*
  %scevgep763 = getelementptr double, double* %scevgep761762, i64 1
  %.641.us.us.5 = load double, double* %scevgep763, align 8
  %156 = shl i64 %lsr.iv732, 3
  %scevgep805 = getelementptr i8, i8* %scevgep804, i64 %156
  %scevgep805806 = bitcast i8* %scevgep805 to double*
  %scevgep807 = getelementptr double, double* %scevgep805806, i64 1
  %.699.us.us.5 = load double, double* %scevgep807, align 8
  %157 = shl i64 %lsr.iv732, 3
  %scevgep832 = getelementptr i8, i8* %scevgep828, i64 %157
  %scevgep832833 = bitcast i8* %scevgep832 to double*
  %scevgep834 = getelementptr double, double* %scevgep832833, i64 1
  %.759.us.us.5 = load double, double* %scevgep834, align 8
  %158 = shl i64 %lsr.iv732, 3
  %scevgep764 = getelementptr i8, i8* %lsr.iv752, i64 %158
  %scevgep764765 = bitcast i8* %scevgep764 to double*
  %.817.us.us.5 = load double, double* %scevgep764765, align 8
  %159 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %154)
  %.853.us.us.5 = icmp slt i64 %159, 0
  %.854.us.us.5 = select i1 %.853.us.us.5, i64 %arg.u0.5.1, i64 0
  %.855.us.us.5 = add i64 %159, %.636.us.us
  %.875.us.us.5 = add i64 %.855.us.us.5, %.854.us.us.5
  %.876.us.us.5 = getelementptr double, double* %124, i64 %.875.us.us.5
  %.877.us.us.5 = load double, double* %.876.us.us.5, align 8
  %.880.us.us.5 = fadd double %.699.us.us.5, %.759.us.us.5
  %.881.us.us.5 = fadd double %.880.us.us.5, %.817.us.us.5
  %.882.us.us.5 = fadd double %.881.us.us.5, %.877.us.us.5
  %.883.us.us.5 = fmul double %.641.us.us.5, 4.000000e+00
  %.884.us.us.5 = fsub double %.882.us.us.5, %.883.us.us.5
  %.885.us.us.5 = fmul double %.641.us.us.5, %.641.us.us.5
  %.886.us.us.5 = fmul double %.641.us.us.5, %.885.us.us.5
  %.887.us.us.5 = fsub double %.884.us.us.5, %.886.us.us.5
  %.889.us.us.5 = fmul double %.887.us.us.5, %arg.h
  %.890.us.us.5 = fadd double %.641.us.us.5, %.889.us.us.5
  %scevgep739 = getelementptr double, double* %lsr.iv734, i64 %lsr.iv732
  %scevgep740 = getelementptr double, double* %scevgep739, i64 1
  store double %.890.us.us.5, double* %scevgep740, align 8
  %160 = add i64 %lsr.iv732, 3
  %161 = shl i64 %lsr.iv732, 3
  %scevgep755 = getelementptr i8, i8* %lsr.iv752, i64 %161
  %scevgep755756 = bitcast i8* %scevgep755 to double*
  %scevgep757 = getelementptr double, double* %scevgep755756, i64 2
  %.641.us.us.6 = load double, double* %scevgep757, align 8
  %162 = shl i64 %lsr.iv732, 3
  %scevgep800 = getelementptr i8, i8* %scevgep799, i64 %162
  %scevgep800801 = bitcast i8* %scevgep800 to double*
  %scevgep802 = getelementptr double, double* %scevgep800801, i64 2
  %.699.us.us.6 = load double, double* %scevgep802, align 8
  %163 = shl i64 %lsr.iv732, 3
  %scevgep829 = getelementptr i8, i8* %scevgep828, i64 %163
  %scevgep829830 = bitcast i8* %scevgep829 to double*
  %scevgep831 = getelementptr double, double* %scevgep829830, i64 2
  %.759.us.us.6 = load double, double* %scevgep831, align 8
  %164 = shl i64 %lsr.iv732, 3
  %scevgep758 = getelementptr i8, i8* %lsr.iv752, i64 %164
  %scevgep758759 = bitcast i8* %scevgep758 to double*
  %scevgep760 = getelementptr double, double* %scevgep758759, i64 1
  %.817.us.us.6 = load double, double* %scevgep760, align 8
  %165 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %160)
  %.853.us.us.6 = icmp slt i64 %165, 0
  %.854.us.us.6 = select i1 %.853.us.us.6, i64 %arg.u0.5.1, i64 0
  %.855.us.us.6 = add i64 %165, %.636.us.us
  %.875.us.us.6 = add i64 %.855.us.us.6, %.854.us.us.6
  %.876.us.us.6 = getelementptr double, double* %124, i64 %.875.us.us.6
  %.877.us.us.6 = load double, double* %.876.us.us.6, align 8
  %.880.us.us.6 = fadd double %.699.us.us.6, %.759.us.us.6
  %.881.us.us.6 = fadd double %.880.us.us.6, %.817.us.us.6
  %.882.us.us.6 = fadd double %.881.us.us.6, %.877.us.us.6
  %.883.us.us.6 = fmul double %.641.us.us.6, 4.000000e+00
  %.884.us.us.6 = fsub double %.882.us.us.6, %.883.us.us.6
  %.885.us.us.6 = fmul double %.641.us.us.6, %.641.us.us.6
  %.886.us.us.6 = fmul double %.641.us.us.6, %.885.us.us.6
  %.887.us.us.6 = fsub double %.884.us.us.6, %.886.us.us.6
  %.889.us.us.6 = fmul double %.887.us.us.6, %arg.h
  %.890.us.us.6 = fadd double %.641.us.us.6, %.889.us.us.6
  %scevgep737 = getelementptr double, double* %lsr.iv734, i64 %lsr.iv732
  %scevgep738 = getelementptr double, double* %scevgep737, i64 2
  store double %.890.us.us.6, double* %scevgep738, align 8
  %166 = add i64 %lsr.iv732, 4
  %167 = shl i64 %lsr.iv732, 3
  %scevgep789 = getelementptr i8, i8* %lsr.iv752, i64 %167
  %scevgep789790 = bitcast i8* %scevgep789 to double*
  %scevgep791 = getelementptr double, double* %scevgep789790, i64 3
  %.641.us.us.7 = load double, double* %scevgep791, align 8
  %168 = shl i64 %lsr.iv732, 3
  %scevgep819 = getelementptr i8, i8* %scevgep804, i64 %168
  %scevgep819820 = bitcast i8* %scevgep819 to double*
  %scevgep821 = getelementptr double, double* %scevgep819820, i64 3
  %.699.us.us.7 = load double, double* %scevgep821, align 8
  %169 = shl i64 %lsr.iv732, 3
  %scevgep846 = getelementptr i8, i8* %scevgep828, i64 %169
  %scevgep846847 = bitcast i8* %scevgep846 to double*
  %scevgep848 = getelementptr double, double* %scevgep846847, i64 3
  %.759.us.us.7 = load double, double* %scevgep848, align 8
  %170 = shl i64 %lsr.iv732, 3
  %scevgep792 = getelementptr i8, i8* %lsr.iv752, i64 %170
  %scevgep792793 = bitcast i8* %scevgep792 to double*
  %scevgep794 = getelementptr double, double* %scevgep792793, i64 2
  %.817.us.us.7 = load double, double* %scevgep794, align 8
  %171 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %166)
  %.853.us.us.7 = icmp slt i64 %171, 0
  %.854.us.us.7 = select i1 %.853.us.us.7, i64 %arg.u0.5.1, i64 0
  %.855.us.us.7 = add i64 %171, %.636.us.us
  %.875.us.us.7 = add i64 %.855.us.us.7, %.854.us.us.7
  %.876.us.us.7 = getelementptr double, double* %124, i64 %.875.us.us.7
  %.877.us.us.7 = load double, double* %.876.us.us.7, align 8
  %.880.us.us.7 = fadd double %.699.us.us.7, %.759.us.us.7
  %.881.us.us.7 = fadd double %.880.us.us.7, %.817.us.us.7
  %.882.us.us.7 = fadd double %.881.us.us.7, %.877.us.us.7
  %.883.us.us.7 = fmul double %.641.us.us.7, 4.000000e+00
  %.884.us.us.7 = fsub double %.882.us.us.7, %.883.us.us.7
  %.885.us.us.7 = fmul double %.641.us.us.7, %.641.us.us.7
  %.886.us.us.7 = fmul double %.641.us.us.7, %.885.us.us.7
  %.887.us.us.7 = fsub double %.884.us.us.7, %.886.us.us.7
  %.889.us.us.7 = fmul double %.887.us.us.7, %arg.h
  %.890.us.us.7 = fadd double %.641.us.us.7, %.889.us.us.7
  %scevgep748 = getelementptr double, double* %lsr.iv734, i64 %lsr.iv732
  %scevgep749 = getelementptr double, double* %scevgep748, i64 3
  store double %.890.us.us.7, double* %scevgep749, align 8
  %lsr.iv.next733 = add nuw i64 %lsr.iv732, 8
  %172 = add i64 %13, %lsr.iv.next733
  %niter246.ncmp.7 = icmp eq i64 %172, 4
  br i1 %niter246.ncmp.7, label %B202.B168.loopexit_crit_edge.us.us.unr-lcssa.loopexit, label %B204.us.us

B202.B168.loopexit_crit_edge.us.us.unr-lcssa.loopexit: ; preds = %B204.us.us
  %173 = add i64 %lsr.iv.next733, -4
  br label %B202.B168.loopexit_crit_edge.us.us.unr-lcssa

B202.B168.loopexit_crit_edge.us.us.unr-lcssa:     ; preds = %B202.B168.loopexit_crit_edge.us.us.unr-lcssa.loopexit, %B170.endif.us.us
  %.495.0137.us.us.unr = phi i64 [ 0, %B170.endif.us.us ], [ %173, %B202.B168.loopexit_crit_edge.us.us.unr-lcssa.loopexit ]
  %174 = icmp eq i64 %xtraiter242, 0
  br i1 %174, label %B202.B168.loopexit_crit_edge.us.us, label %B204.us.us.epil.preheader

B204.us.us.epil.preheader:                        ; preds = %B202.B168.loopexit_crit_edge.us.us.unr-lcssa
  %175 = add i64 %.733.us.us, %smin852
  %176 = mul i64 %arg.u0.5.1, %175
  %177 = add i64 %.495.0137.us.us.unr, %176
  %178 = shl i64 %177, 3
  %scevgep853 = getelementptr i8, i8* %.6.i, i64 %178
  %179 = shl i64 %.495.0137.us.us.unr, 3
  %180 = add i64 %115, %179
  %scevgep857 = getelementptr i8, i8* %.6.i, i64 %180
  %scevgep860 = getelementptr double, double* %lsr.iv734, i64 %.495.0137.us.us.unr
  %scevgep862 = getelementptr i8, i8* %lsr.iv752, i64 %179
  br label %B204.us.us.epil

B204.us.us.epil:                                  ; preds = %B204.us.us.epil.preheader, %B204.us.us.epil
  %epil.iter243 = phi i64 [ %epil.iter243.next, %B204.us.us.epil ], [ 0, %B204.us.us.epil.preheader ]
  %181 = bitcast i8* %.6.i to double*
  %182 = add i64 %.495.0137.us.us.unr, %epil.iter243
  %183 = add i64 %182, 1
  %184 = shl nuw nsw i64 %epil.iter243, 3
  %scevgep863 = getelementptr i8, i8* %scevgep862, i64 %184
  %scevgep863864 = bitcast i8* %scevgep863 to double*
  %.641.us.us.epil = load double, double* %scevgep863864, align 8
  %185 = shl nuw nsw i64 %epil.iter243, 3
  %scevgep858 = getelementptr i8, i8* %scevgep857, i64 %185
  %scevgep858859 = bitcast i8* %scevgep858 to double*
  %.699.us.us.epil = load double, double* %scevgep858859, align 8
  %186 = shl nuw nsw i64 %epil.iter243, 3
  %scevgep854 = getelementptr i8, i8* %scevgep853, i64 %186
  %scevgep854855 = bitcast i8* %scevgep854 to double*
  %.759.us.us.epil = load double, double* %scevgep854855, align 8
  %187 = tail call i64 @llvm.smax.i64(i64 %182, i64 1)
  %.815.us.us.epil = add i64 %121, %187
  %.816.us.us.epil = getelementptr double, double* %181, i64 %.815.us.us.epil
  %.817.us.us.epil = load double, double* %.816.us.us.epil, align 8
  %188 = tail call i64 @llvm.smin.i64(i64 %.822, i64 %183)
  %.853.us.us.epil = icmp slt i64 %188, 0
  %.854.us.us.epil = select i1 %.853.us.us.epil, i64 %arg.u0.5.1, i64 0
  %.855.us.us.epil = add i64 %188, %.636.us.us
  %.875.us.us.epil = add i64 %.855.us.us.epil, %.854.us.us.epil
  %.876.us.us.epil = getelementptr double, double* %181, i64 %.875.us.us.epil
  %.877.us.us.epil = load double, double* %.876.us.us.epil, align 8
  %.880.us.us.epil = fadd double %.699.us.us.epil, %.759.us.us.epil
  %.881.us.us.epil = fadd double %.880.us.us.epil, %.817.us.us.epil
  %.882.us.us.epil = fadd double %.881.us.us.epil, %.877.us.us.epil
  %.883.us.us.epil = fmul double %.641.us.us.epil, 4.000000e+00
  %.884.us.us.epil = fsub double %.882.us.us.epil, %.883.us.us.epil
  %.885.us.us.epil = fmul double %.641.us.us.epil, %.641.us.us.epil
  %.886.us.us.epil = fmul double %.641.us.us.epil, %.885.us.us.epil
  %.887.us.us.epil = fsub double %.884.us.us.epil, %.886.us.us.epil
  %.889.us.us.epil = fmul double %.887.us.us.epil, %arg.h
  %.890.us.us.epil = fadd double %.641.us.us.epil, %.889.us.us.epil
  %scevgep861 = getelementptr double, double* %scevgep860, i64 %epil.iter243
  store double %.890.us.us.epil, double* %scevgep861, align 8
  %epil.iter243.next = add i64 %epil.iter243, 1
  %epil.iter243.cmp.not = icmp eq i64 %xtraiter242, %epil.iter243.next
  br i1 %epil.iter243.cmp.not, label %B202.B168.loopexit_crit_edge.us.us, label %B204.us.us.epil, !llvm.loop !23

B202.B168.loopexit_crit_edge.us.us:               ; preds = %B204.us.us.epil, %B202.B168.loopexit_crit_edge.us.us.unr-lcssa
  %189 = bitcast i8* %lsr.iv752 to i1*
  %190 = bitcast double* %lsr.iv734 to i1*
  %scevgep736 = getelementptr i1, i1* %190, i64 %8
  %191 = bitcast i1* %scevgep736 to double*
  %scevgep754 = getelementptr i1, i1* %189, i64 %8
  %192 = bitcast i1* %scevgep754 to i8*
  %lsr.iv.next826 = add nuw i64 %lsr.iv825, 1
  %exitcond164.not = icmp eq i64 %.443.us.us, %1
  br i1 %exitcond164.not, label %B168.B532_crit_edge.us, label %B170.endif.us.us

B96.if:                                           ; preds = %B0.endif.i.preheader, %B96.endif.endif, %B96.endif.endif.1, %B0.endif.i.us.preheader, %B168.B532_crit_edge.us, %B168.B532_crit_edge.us.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139938259460416.9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B96.endif.endif:                                  ; preds = %B0.endif.i.preheader
  tail call void @NRT_incref(i8* nonnull %.7.i.i.i.us), !noalias !9
  %.7.i.i.i.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !13
  %.8.i.i.i.1 = icmp eq i8* %.7.i.i.i.1, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i), !noalias !9
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %.8.i.i.i.1, label %B96.if, label %B96.endif.endif.1, !prof !0

B96.endif.endif.1:                                ; preds = %B96.endif.endif
  tail call void @NRT_incref(i8* nonnull %.7.i.i.i.1), !noalias !9
  %.7.i.i.i.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !13
  %.8.i.i.i.2 = icmp eq i8* %.7.i.i.i.2, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.us), !noalias !9
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.us)
  br i1 %.8.i.i.i.2, label %B96.if, label %B128.i.thread, !prof !0

B128.i.thread:                                    ; preds = %B96.endif.endif.1
  %.5.i.i.2 = getelementptr i8, i8* %.7.i.i.i.2, i64 24
  %193 = bitcast i8* %.5.i.i.2 to double**
  %.6.i1.i.2 = load double*, double** %193, align 8, !noalias !9
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.1), !noalias !9
  br label %B150.i.1

B538.endif.endif.endif.endif.if:                  ; preds = %B150.i.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139938258759040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B538.endif.endif.endif.endif.endif:               ; preds = %B150.i.1
  %.1130 = extractvalue { i64, i1 } %.1129, 0
  %.7.i.i25 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1130, i32 32), !noalias !24
  %.8.i.i26 = icmp eq i8* %.7.i.i25, null
  br i1 %.8.i.i26, label %B538.endif.endif.endif.endif.endif.if, label %B538.endif.endif.endif.endif.endif.endif, !prof !0

B538.endif.endif.endif.endif.endif.if:            ; preds = %B538.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139938259460416, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B538.endif.endif.endif.endif.endif.endif:         ; preds = %B538.endif.endif.endif.endif.endif
  %.5.i31 = getelementptr i8, i8* %.7.i.i25, i64 24
  %194 = bitcast i8* %.5.i31 to double**
  %.6.i3295 = load double*, double** %194, align 8
  %.121687 = icmp sgt i64 %arg.u0.5.0.fr, 0
  br i1 %.121687, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B538.endif.endif.endif.endif.endif.endif
  %.121978 = icmp sgt i64 %arg.u0.5.1, 0
  br i1 %.121978, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %195 = add i64 %arg.u0.5.1, -1
  %196 = icmp eq i64 %arg.u0.5.0.fr, 1
  br i1 %196, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter213 = and i64 %arg.u0.5.0.fr, -2
  %unroll_iter186 = and i64 %arg.u0.5.1, -8
  %xtraiter179.1 = and i64 %arg.u0.5.1, 7
  %unroll_iter186.1 = and i64 %arg.u0.5.1, -8
  %scevgep485 = getelementptr double, double* %.6.i3295, i64 7
  %197 = shl i64 %arg.u0.5.1, 4
  %198 = add i64 %arg.u0.5.1, 7
  %scevgep510 = getelementptr double, double* %.6.i3295, i64 %198
  %scevgep529 = getelementptr double, double* %.6.i3295, i64 %arg.u0.5.1
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us.1, %for.cond.1.preheader.us.preheader.new
  %lsr.iv530 = phi double* [ %235, %for.end.1.loopexit.us.1 ], [ %scevgep529, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv511 = phi double* [ %234, %for.end.1.loopexit.us.1 ], [ %scevgep510, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv504 = phi double* [ %233, %for.end.1.loopexit.us.1 ], [ %.6.i3295, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv486 = phi double* [ %232, %for.end.1.loopexit.us.1 ], [ %scevgep485, %for.cond.1.preheader.us.preheader.new ]
  %loop.index92.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1288.us.1, %for.end.1.loopexit.us.1 ]
  %.1212.091.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1212.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1209.090.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1209.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1206.089.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1206.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1203.088.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %spec.select131.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %199 = icmp ult i64 %195, 7
  br i1 %199, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %loop.index.183.us = phi i64 [ %209, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %.1212.182.us = phi i64 [ %.1212.2.us.7, %for.body.1.us ], [ %.1212.091.us, %for.body.1.us.preheader ]
  %.1209.181.us = phi i64 [ %.1209.2.us.7, %for.body.1.us ], [ %.1209.090.us, %for.body.1.us.preheader ]
  %.1206.180.us = phi i64 [ %.1206.2.us.7, %for.body.1.us ], [ %.1206.089.us, %for.body.1.us.preheader ]
  %.1203.179.us = phi i64 [ %spec.select131.us.7, %for.body.1.us ], [ %.1203.088.us, %for.body.1.us.preheader ]
  %200 = icmp ugt i64 %arg.u0.5.1, 1
  %201 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select131.us = select i1 %201, i64 %.1203.179.us, i64 %loop.index92.us
  %.1206.2.us = select i1 %200, i64 %loop.index.183.us, i64 %.1206.180.us
  %.1232.us = mul i64 %spec.select131.us, %arg.u0.5.1
  %.1235.us = add i64 %.1232.us, %.1206.2.us
  %.1236.us = getelementptr double, double* %.us-phi175, i64 %.1235.us
  %.1237.us = load double, double* %.1236.us, align 8
  %.1209.2.us = select i1 %201, i64 %.1209.181.us, i64 %loop.index92.us
  %.1212.2.us = select i1 %200, i64 %loop.index.183.us, i64 %.1212.182.us
  %.1249.us = mul i64 %.1209.2.us, %arg.u0.5.1
  %.1252.us = add i64 %.1249.us, %.1212.2.us
  %.1253.us = getelementptr double, double* %.us-phi175, i64 %.1252.us
  %.1254.us = load double, double* %.1253.us, align 8
  %.6.i33.us = fmul double %.1237.us, %.1254.us
  %scevgep502 = getelementptr double, double* %lsr.iv486, i64 %loop.index.183.us
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -7
  store double %.6.i33.us, double* %scevgep503, align 8
  %spec.select131.us.1 = select i1 %201, i64 %.1203.179.us, i64 %loop.index92.us
  %202 = add i64 %loop.index.183.us, 1
  %.1206.2.us.1 = select i1 %200, i64 %202, i64 %.1206.180.us
  %.1232.us.1 = mul i64 %spec.select131.us.1, %arg.u0.5.1
  %.1235.us.1 = add i64 %.1232.us.1, %.1206.2.us.1
  %.1236.us.1 = getelementptr double, double* %.us-phi175, i64 %.1235.us.1
  %.1237.us.1 = load double, double* %.1236.us.1, align 8
  %.1209.2.us.1 = select i1 %201, i64 %.1209.181.us, i64 %loop.index92.us
  %.1212.2.us.1 = select i1 %200, i64 %202, i64 %.1212.182.us
  %.1249.us.1 = mul i64 %.1209.2.us.1, %arg.u0.5.1
  %.1252.us.1 = add i64 %.1249.us.1, %.1212.2.us.1
  %.1253.us.1 = getelementptr double, double* %.us-phi175, i64 %.1252.us.1
  %.1254.us.1 = load double, double* %.1253.us.1, align 8
  %.6.i33.us.1 = fmul double %.1237.us.1, %.1254.us.1
  %scevgep499 = getelementptr double, double* %lsr.iv486, i64 %loop.index.183.us
  %scevgep500 = getelementptr double, double* %scevgep499, i64 -6
  store double %.6.i33.us.1, double* %scevgep500, align 8
  %spec.select131.us.2 = select i1 %201, i64 %.1203.179.us, i64 %loop.index92.us
  %203 = add i64 %202, 1
  %.1206.2.us.2 = select i1 %200, i64 %203, i64 %.1206.180.us
  %.1232.us.2 = mul i64 %spec.select131.us.2, %arg.u0.5.1
  %.1235.us.2 = add i64 %.1232.us.2, %.1206.2.us.2
  %.1236.us.2 = getelementptr double, double* %.us-phi175, i64 %.1235.us.2
  %.1237.us.2 = load double, double* %.1236.us.2, align 8
  %.1209.2.us.2 = select i1 %201, i64 %.1209.181.us, i64 %loop.index92.us
  %.1212.2.us.2 = select i1 %200, i64 %203, i64 %.1212.182.us
  %.1249.us.2 = mul i64 %.1209.2.us.2, %arg.u0.5.1
  %.1252.us.2 = add i64 %.1249.us.2, %.1212.2.us.2
  %.1253.us.2 = getelementptr double, double* %.us-phi175, i64 %.1252.us.2
  %.1254.us.2 = load double, double* %.1253.us.2, align 8
  %.6.i33.us.2 = fmul double %.1237.us.2, %.1254.us.2
  %scevgep497 = getelementptr double, double* %lsr.iv486, i64 %loop.index.183.us
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -5
  store double %.6.i33.us.2, double* %scevgep498, align 8
  %spec.select131.us.3 = select i1 %201, i64 %.1203.179.us, i64 %loop.index92.us
  %204 = add i64 %203, 1
  %.1206.2.us.3 = select i1 %200, i64 %204, i64 %.1206.180.us
  %.1232.us.3 = mul i64 %spec.select131.us.3, %arg.u0.5.1
  %.1235.us.3 = add i64 %.1232.us.3, %.1206.2.us.3
  %.1236.us.3 = getelementptr double, double* %.us-phi175, i64 %.1235.us.3
  %.1237.us.3 = load double, double* %.1236.us.3, align 8
  %.1209.2.us.3 = select i1 %201, i64 %.1209.181.us, i64 %loop.index92.us
  %.1212.2.us.3 = select i1 %200, i64 %204, i64 %.1212.182.us
  %.1249.us.3 = mul i64 %.1209.2.us.3, %arg.u0.5.1
  %.1252.us.3 = add i64 %.1249.us.3, %.1212.2.us.3
  %.1253.us.3 = getelementptr double, double* %.us-phi175, i64 %.1252.us.3
  %.1254.us.3 = load double, double* %.1253.us.3, align 8
  %.6.i33.us.3 = fmul double %.1237.us.3, %.1254.us.3
  %scevgep495 = getelementptr double, double* %lsr.iv486, i64 %loop.index.183.us
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -4
  store double %.6.i33.us.3, double* %scevgep496, align 8
  %spec.select131.us.4 = select i1 %201, i64 %.1203.179.us, i64 %loop.index92.us
  %205 = add i64 %204, 1
  %.1206.2.us.4 = select i1 %200, i64 %205, i64 %.1206.180.us
  %.1232.us.4 = mul i64 %spec.select131.us.4, %arg.u0.5.1
  %.1235.us.4 = add i64 %.1232.us.4, %.1206.2.us.4
  %.1236.us.4 = getelementptr double, double* %.us-phi175, i64 %.1235.us.4
  %.1237.us.4 = load double, double* %.1236.us.4, align 8
  %.1209.2.us.4 = select i1 %201, i64 %.1209.181.us, i64 %loop.index92.us
  %.1212.2.us.4 = select i1 %200, i64 %205, i64 %.1212.182.us
  %.1249.us.4 = mul i64 %.1209.2.us.4, %arg.u0.5.1
  %.1252.us.4 = add i64 %.1249.us.4, %.1212.2.us.4
  %.1253.us.4 = getelementptr double, double* %.us-phi175, i64 %.1252.us.4
  %.1254.us.4 = load double, double* %.1253.us.4, align 8
  %.6.i33.us.4 = fmul double %.1237.us.4, %.1254.us.4
  %scevgep493 = getelementptr double, double* %lsr.iv486, i64 %loop.index.183.us
  %scevgep494 = getelementptr double, double* %scevgep493, i64 -3
  store double %.6.i33.us.4, double* %scevgep494, align 8
  %spec.select131.us.5 = select i1 %201, i64 %.1203.179.us, i64 %loop.index92.us
  %206 = add i64 %205, 1
  %.1206.2.us.5 = select i1 %200, i64 %206, i64 %.1206.180.us
  %.1232.us.5 = mul i64 %spec.select131.us.5, %arg.u0.5.1
  %.1235.us.5 = add i64 %.1232.us.5, %.1206.2.us.5
  %.1236.us.5 = getelementptr double, double* %.us-phi175, i64 %.1235.us.5
  %.1237.us.5 = load double, double* %.1236.us.5, align 8
  %.1209.2.us.5 = select i1 %201, i64 %.1209.181.us, i64 %loop.index92.us
  %.1212.2.us.5 = select i1 %200, i64 %206, i64 %.1212.182.us
  %.1249.us.5 = mul i64 %.1209.2.us.5, %arg.u0.5.1
  %.1252.us.5 = add i64 %.1249.us.5, %.1212.2.us.5
  %.1253.us.5 = getelementptr double, double* %.us-phi175, i64 %.1252.us.5
  %.1254.us.5 = load double, double* %.1253.us.5, align 8
  %.6.i33.us.5 = fmul double %.1237.us.5, %.1254.us.5
  %scevgep491 = getelementptr double, double* %lsr.iv486, i64 %loop.index.183.us
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -2
  store double %.6.i33.us.5, double* %scevgep492, align 8
  %spec.select131.us.6 = select i1 %201, i64 %.1203.179.us, i64 %loop.index92.us
  %207 = add i64 %206, 1
  %.1206.2.us.6 = select i1 %200, i64 %207, i64 %.1206.180.us
  %.1232.us.6 = mul i64 %spec.select131.us.6, %arg.u0.5.1
  %.1235.us.6 = add i64 %.1232.us.6, %.1206.2.us.6
  %.1236.us.6 = getelementptr double, double* %.us-phi175, i64 %.1235.us.6
  %.1237.us.6 = load double, double* %.1236.us.6, align 8
  %.1209.2.us.6 = select i1 %201, i64 %.1209.181.us, i64 %loop.index92.us
  %.1212.2.us.6 = select i1 %200, i64 %207, i64 %.1212.182.us
  %.1249.us.6 = mul i64 %.1209.2.us.6, %arg.u0.5.1
  %.1252.us.6 = add i64 %.1249.us.6, %.1212.2.us.6
  %.1253.us.6 = getelementptr double, double* %.us-phi175, i64 %.1252.us.6
  %.1254.us.6 = load double, double* %.1253.us.6, align 8
  %.6.i33.us.6 = fmul double %.1237.us.6, %.1254.us.6
  %scevgep489 = getelementptr double, double* %lsr.iv486, i64 %loop.index.183.us
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -1
  store double %.6.i33.us.6, double* %scevgep490, align 8
  %spec.select131.us.7 = select i1 %201, i64 %.1203.179.us, i64 %loop.index92.us
  %208 = add i64 %207, 1
  %.1206.2.us.7 = select i1 %200, i64 %208, i64 %.1206.180.us
  %.1232.us.7 = mul i64 %spec.select131.us.7, %arg.u0.5.1
  %.1235.us.7 = add i64 %.1232.us.7, %.1206.2.us.7
  %.1236.us.7 = getelementptr double, double* %.us-phi175, i64 %.1235.us.7
  %.1237.us.7 = load double, double* %.1236.us.7, align 8
  %.1209.2.us.7 = select i1 %201, i64 %.1209.181.us, i64 %loop.index92.us
  %.1212.2.us.7 = select i1 %200, i64 %208, i64 %.1212.182.us
  %.1249.us.7 = mul i64 %.1209.2.us.7, %arg.u0.5.1
  %.1252.us.7 = add i64 %.1249.us.7, %.1212.2.us.7
  %.1253.us.7 = getelementptr double, double* %.us-phi175, i64 %.1252.us.7
  %.1254.us.7 = load double, double* %.1253.us.7, align 8
  %.6.i33.us.7 = fmul double %.1237.us.7, %.1254.us.7
  %scevgep501 = getelementptr double, double* %lsr.iv486, i64 %loop.index.183.us
  store double %.6.i33.us.7, double* %scevgep501, align 8
  %.1286.us.7 = add nuw i64 %loop.index.183.us, 8
  %209 = add i64 %208, 1
  %niter187.ncmp.7 = icmp eq i64 %209, %unroll_iter186
  br i1 %niter187.ncmp.7, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %spec.select131.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select131.us.7, %for.body.1.us ]
  %.1206.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.1206.2.us.7, %for.body.1.us ]
  %.1209.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.1209.2.us.7, %for.body.1.us ]
  %.1212.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.1212.2.us.7, %for.body.1.us ]
  %loop.index.183.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %.1286.us.7, %for.body.1.us ]
  %.1212.182.us.unr = phi i64 [ %.1212.091.us, %for.cond.1.preheader.us ], [ %.1212.2.us.7, %for.body.1.us ]
  %.1209.181.us.unr = phi i64 [ %.1209.090.us, %for.cond.1.preheader.us ], [ %.1209.2.us.7, %for.body.1.us ]
  %.1206.180.us.unr = phi i64 [ %.1206.089.us, %for.cond.1.preheader.us ], [ %.1206.2.us.7, %for.body.1.us ]
  %.1203.179.us.unr = phi i64 [ %.1203.088.us, %for.cond.1.preheader.us ], [ %spec.select131.us.7, %for.body.1.us ]
  %210 = and i64 %arg.u0.5.1, 7
  %211 = icmp eq i64 %210, 0
  br i1 %211, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv508 = phi i64 [ %xtraiter179.1, %for.body.1.us.epil.preheader ], [ %lsr.iv.next509, %for.body.1.us.epil ]
  %loop.index.183.us.epil = phi i64 [ %.1286.us.epil, %for.body.1.us.epil ], [ %loop.index.183.us.unr, %for.body.1.us.epil.preheader ]
  %.1212.182.us.epil = phi i64 [ %.1212.2.us.epil, %for.body.1.us.epil ], [ %.1212.182.us.unr, %for.body.1.us.epil.preheader ]
  %.1209.181.us.epil = phi i64 [ %.1209.2.us.epil, %for.body.1.us.epil ], [ %.1209.181.us.unr, %for.body.1.us.epil.preheader ]
  %.1206.180.us.epil = phi i64 [ %.1206.2.us.epil, %for.body.1.us.epil ], [ %.1206.180.us.unr, %for.body.1.us.epil.preheader ]
  %.1203.179.us.epil = phi i64 [ %spec.select131.us.epil, %for.body.1.us.epil ], [ %.1203.179.us.unr, %for.body.1.us.epil.preheader ]
  %212 = icmp ugt i64 %arg.u0.5.1, 1
  %213 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select131.us.epil = select i1 %213, i64 %.1203.179.us.epil, i64 %loop.index92.us
  %.1206.2.us.epil = select i1 %212, i64 %loop.index.183.us.epil, i64 %.1206.180.us.epil
  %.1232.us.epil = mul i64 %spec.select131.us.epil, %arg.u0.5.1
  %.1235.us.epil = add i64 %.1232.us.epil, %.1206.2.us.epil
  %.1236.us.epil = getelementptr double, double* %.us-phi175, i64 %.1235.us.epil
  %.1237.us.epil = load double, double* %.1236.us.epil, align 8
  %.1209.2.us.epil = select i1 %213, i64 %.1209.181.us.epil, i64 %loop.index92.us
  %.1212.2.us.epil = select i1 %212, i64 %loop.index.183.us.epil, i64 %.1212.182.us.epil
  %.1249.us.epil = mul i64 %.1209.2.us.epil, %arg.u0.5.1
  %.1252.us.epil = add i64 %.1249.us.epil, %.1212.2.us.epil
  %.1253.us.epil = getelementptr double, double* %.us-phi175, i64 %.1252.us.epil
  %.1254.us.epil = load double, double* %.1253.us.epil, align 8
  %.6.i33.us.epil = fmul double %.1237.us.epil, %.1254.us.epil
  %scevgep507 = getelementptr double, double* %lsr.iv504, i64 %loop.index.183.us.epil
  store double %.6.i33.us.epil, double* %scevgep507, align 8
  %.1286.us.epil = add nuw nsw i64 %loop.index.183.us.epil, 1
  %lsr.iv.next509 = add nsw i64 %lsr.iv508, -1
  %epil.iter180.cmp.not = icmp eq i64 %lsr.iv.next509, 0
  br i1 %epil.iter180.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !31

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select131.us.lcssa = phi i64 [ %spec.select131.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select131.us.epil, %for.body.1.us.epil ]
  %.1206.2.us.lcssa = phi i64 [ %.1206.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.1206.2.us.epil, %for.body.1.us.epil ]
  %.1209.2.us.lcssa = phi i64 [ %.1209.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.1209.2.us.epil, %for.body.1.us.epil ]
  %.1212.2.us.lcssa = phi i64 [ %.1212.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.1212.2.us.epil, %for.body.1.us.epil ]
  %214 = icmp ult i64 %195, 7
  %.1288.us = or i64 %loop.index92.us, 1
  br i1 %214, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.end.1.loopexit.us
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %loop.index.183.us.1 = phi i64 [ %224, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %.1212.182.us.1 = phi i64 [ %.1212.2.us.7.1, %for.body.1.us.1 ], [ %.1212.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.1209.181.us.1 = phi i64 [ %.1209.2.us.7.1, %for.body.1.us.1 ], [ %.1209.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.1206.180.us.1 = phi i64 [ %.1206.2.us.7.1, %for.body.1.us.1 ], [ %.1206.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.1203.179.us.1 = phi i64 [ %spec.select131.us.7.1, %for.body.1.us.1 ], [ %spec.select131.us.lcssa, %for.body.1.us.1.preheader ]
  %215 = icmp ugt i64 %arg.u0.5.1, 1
  %216 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select131.us.1215 = select i1 %216, i64 %.1203.179.us.1, i64 %.1288.us
  %.1206.2.us.1216 = select i1 %215, i64 %loop.index.183.us.1, i64 %.1206.180.us.1
  %.1232.us.1217 = mul i64 %spec.select131.us.1215, %arg.u0.5.1
  %.1235.us.1218 = add i64 %.1232.us.1217, %.1206.2.us.1216
  %.1236.us.1219 = getelementptr double, double* %.us-phi175, i64 %.1235.us.1218
  %.1237.us.1220 = load double, double* %.1236.us.1219, align 8
  %.1209.2.us.1221 = select i1 %216, i64 %.1209.181.us.1, i64 %.1288.us
  %.1212.2.us.1222 = select i1 %215, i64 %loop.index.183.us.1, i64 %.1212.182.us.1
  %.1249.us.1223 = mul i64 %.1209.2.us.1221, %arg.u0.5.1
  %.1252.us.1224 = add i64 %.1249.us.1223, %.1212.2.us.1222
  %.1253.us.1225 = getelementptr double, double* %.us-phi175, i64 %.1252.us.1224
  %.1254.us.1226 = load double, double* %.1253.us.1225, align 8
  %.6.i33.us.1227 = fmul double %.1237.us.1220, %.1254.us.1226
  %scevgep527 = getelementptr double, double* %lsr.iv511, i64 %loop.index.183.us.1
  %scevgep528 = getelementptr double, double* %scevgep527, i64 -7
  store double %.6.i33.us.1227, double* %scevgep528, align 8
  %spec.select131.us.1.1 = select i1 %216, i64 %.1203.179.us.1, i64 %.1288.us
  %217 = add i64 %loop.index.183.us.1, 1
  %.1206.2.us.1.1 = select i1 %215, i64 %217, i64 %.1206.180.us.1
  %.1232.us.1.1 = mul i64 %spec.select131.us.1.1, %arg.u0.5.1
  %.1235.us.1.1 = add i64 %.1232.us.1.1, %.1206.2.us.1.1
  %.1236.us.1.1 = getelementptr double, double* %.us-phi175, i64 %.1235.us.1.1
  %.1237.us.1.1 = load double, double* %.1236.us.1.1, align 8
  %.1209.2.us.1.1 = select i1 %216, i64 %.1209.181.us.1, i64 %.1288.us
  %.1212.2.us.1.1 = select i1 %215, i64 %217, i64 %.1212.182.us.1
  %.1249.us.1.1 = mul i64 %.1209.2.us.1.1, %arg.u0.5.1
  %.1252.us.1.1 = add i64 %.1249.us.1.1, %.1212.2.us.1.1
  %.1253.us.1.1 = getelementptr double, double* %.us-phi175, i64 %.1252.us.1.1
  %.1254.us.1.1 = load double, double* %.1253.us.1.1, align 8
  %.6.i33.us.1.1 = fmul double %.1237.us.1.1, %.1254.us.1.1
  %scevgep524 = getelementptr double, double* %lsr.iv511, i64 %loop.index.183.us.1
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -6
  store double %.6.i33.us.1.1, double* %scevgep525, align 8
  %spec.select131.us.2.1 = select i1 %216, i64 %.1203.179.us.1, i64 %.1288.us
  %218 = add i64 %217, 1
  %.1206.2.us.2.1 = select i1 %215, i64 %218, i64 %.1206.180.us.1
  %.1232.us.2.1 = mul i64 %spec.select131.us.2.1, %arg.u0.5.1
  %.1235.us.2.1 = add i64 %.1232.us.2.1, %.1206.2.us.2.1
  %.1236.us.2.1 = getelementptr double, double* %.us-phi175, i64 %.1235.us.2.1
  %.1237.us.2.1 = load double, double* %.1236.us.2.1, align 8
  %.1209.2.us.2.1 = select i1 %216, i64 %.1209.181.us.1, i64 %.1288.us
  %.1212.2.us.2.1 = select i1 %215, i64 %218, i64 %.1212.182.us.1
  %.1249.us.2.1 = mul i64 %.1209.2.us.2.1, %arg.u0.5.1
  %.1252.us.2.1 = add i64 %.1249.us.2.1, %.1212.2.us.2.1
  %.1253.us.2.1 = getelementptr double, double* %.us-phi175, i64 %.1252.us.2.1
  %.1254.us.2.1 = load double, double* %.1253.us.2.1, align 8
  %.6.i33.us.2.1 = fmul double %.1237.us.2.1, %.1254.us.2.1
  %scevgep522 = getelementptr double, double* %lsr.iv511, i64 %loop.index.183.us.1
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -5
  store double %.6.i33.us.2.1, double* %scevgep523, align 8
  %spec.select131.us.3.1 = select i1 %216, i64 %.1203.179.us.1, i64 %.1288.us
  %219 = add i64 %218, 1
  %.1206.2.us.3.1 = select i1 %215, i64 %219, i64 %.1206.180.us.1
  %.1232.us.3.1 = mul i64 %spec.select131.us.3.1, %arg.u0.5.1
  %.1235.us.3.1 = add i64 %.1232.us.3.1, %.1206.2.us.3.1
  %.1236.us.3.1 = getelementptr double, double* %.us-phi175, i64 %.1235.us.3.1
  %.1237.us.3.1 = load double, double* %.1236.us.3.1, align 8
  %.1209.2.us.3.1 = select i1 %216, i64 %.1209.181.us.1, i64 %.1288.us
  %.1212.2.us.3.1 = select i1 %215, i64 %219, i64 %.1212.182.us.1
  %.1249.us.3.1 = mul i64 %.1209.2.us.3.1, %arg.u0.5.1
  %.1252.us.3.1 = add i64 %.1249.us.3.1, %.1212.2.us.3.1
  %.1253.us.3.1 = getelementptr double, double* %.us-phi175, i64 %.1252.us.3.1
  %.1254.us.3.1 = load double, double* %.1253.us.3.1, align 8
  %.6.i33.us.3.1 = fmul double %.1237.us.3.1, %.1254.us.3.1
  %scevgep520 = getelementptr double, double* %lsr.iv511, i64 %loop.index.183.us.1
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -4
  store double %.6.i33.us.3.1, double* %scevgep521, align 8
  %spec.select131.us.4.1 = select i1 %216, i64 %.1203.179.us.1, i64 %.1288.us
  %220 = add i64 %219, 1
  %.1206.2.us.4.1 = select i1 %215, i64 %220, i64 %.1206.180.us.1
  %.1232.us.4.1 = mul i64 %spec.select131.us.4.1, %arg.u0.5.1
  %.1235.us.4.1 = add i64 %.1232.us.4.1, %.1206.2.us.4.1
  %.1236.us.4.1 = getelementptr double, double* %.us-phi175, i64 %.1235.us.4.1
  %.1237.us.4.1 = load double, double* %.1236.us.4.1, align 8
  %.1209.2.us.4.1 = select i1 %216, i64 %.1209.181.us.1, i64 %.1288.us
  %.1212.2.us.4.1 = select i1 %215, i64 %220, i64 %.1212.182.us.1
  %.1249.us.4.1 = mul i64 %.1209.2.us.4.1, %arg.u0.5.1
  %.1252.us.4.1 = add i64 %.1249.us.4.1, %.1212.2.us.4.1
  %.1253.us.4.1 = getelementptr double, double* %.us-phi175, i64 %.1252.us.4.1
  %.1254.us.4.1 = load double, double* %.1253.us.4.1, align 8
  %.6.i33.us.4.1 = fmul double %.1237.us.4.1, %.1254.us.4.1
  %scevgep518 = getelementptr double, double* %lsr.iv511, i64 %loop.index.183.us.1
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -3
  store double %.6.i33.us.4.1, double* %scevgep519, align 8
  %spec.select131.us.5.1 = select i1 %216, i64 %.1203.179.us.1, i64 %.1288.us
  %221 = add i64 %220, 1
  %.1206.2.us.5.1 = select i1 %215, i64 %221, i64 %.1206.180.us.1
  %.1232.us.5.1 = mul i64 %spec.select131.us.5.1, %arg.u0.5.1
  %.1235.us.5.1 = add i64 %.1232.us.5.1, %.1206.2.us.5.1
  %.1236.us.5.1 = getelementptr double, double* %.us-phi175, i64 %.1235.us.5.1
  %.1237.us.5.1 = load double, double* %.1236.us.5.1, align 8
  %.1209.2.us.5.1 = select i1 %216, i64 %.1209.181.us.1, i64 %.1288.us
  %.1212.2.us.5.1 = select i1 %215, i64 %221, i64 %.1212.182.us.1
  %.1249.us.5.1 = mul i64 %.1209.2.us.5.1, %arg.u0.5.1
  %.1252.us.5.1 = add i64 %.1249.us.5.1, %.1212.2.us.5.1
  %.1253.us.5.1 = getelementptr double, double* %.us-phi175, i64 %.1252.us.5.1
  %.1254.us.5.1 = load double, double* %.1253.us.5.1, align 8
  %.6.i33.us.5.1 = fmul double %.1237.us.5.1, %.1254.us.5.1
  %scevgep516 = getelementptr double, double* %lsr.iv511, i64 %loop.index.183.us.1
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -2
  store double %.6.i33.us.5.1, double* %scevgep517, align 8
  %spec.select131.us.6.1 = select i1 %216, i64 %.1203.179.us.1, i64 %.1288.us
  %222 = add i64 %221, 1
  %.1206.2.us.6.1 = select i1 %215, i64 %222, i64 %.1206.180.us.1
  %.1232.us.6.1 = mul i64 %spec.select131.us.6.1, %arg.u0.5.1
  %.1235.us.6.1 = add i64 %.1232.us.6.1, %.1206.2.us.6.1
  %.1236.us.6.1 = getelementptr double, double* %.us-phi175, i64 %.1235.us.6.1
  %.1237.us.6.1 = load double, double* %.1236.us.6.1, align 8
  %.1209.2.us.6.1 = select i1 %216, i64 %.1209.181.us.1, i64 %.1288.us
  %.1212.2.us.6.1 = select i1 %215, i64 %222, i64 %.1212.182.us.1
  %.1249.us.6.1 = mul i64 %.1209.2.us.6.1, %arg.u0.5.1
  %.1252.us.6.1 = add i64 %.1249.us.6.1, %.1212.2.us.6.1
  %.1253.us.6.1 = getelementptr double, double* %.us-phi175, i64 %.1252.us.6.1
  %.1254.us.6.1 = load double, double* %.1253.us.6.1, align 8
  %.6.i33.us.6.1 = fmul double %.1237.us.6.1, %.1254.us.6.1
  %scevgep514 = getelementptr double, double* %lsr.iv511, i64 %loop.index.183.us.1
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -1
  store double %.6.i33.us.6.1, double* %scevgep515, align 8
  %spec.select131.us.7.1 = select i1 %216, i64 %.1203.179.us.1, i64 %.1288.us
  %223 = add i64 %222, 1
  %.1206.2.us.7.1 = select i1 %215, i64 %223, i64 %.1206.180.us.1
  %.1232.us.7.1 = mul i64 %spec.select131.us.7.1, %arg.u0.5.1
  %.1235.us.7.1 = add i64 %.1232.us.7.1, %.1206.2.us.7.1
  %.1236.us.7.1 = getelementptr double, double* %.us-phi175, i64 %.1235.us.7.1
  %.1237.us.7.1 = load double, double* %.1236.us.7.1, align 8
  %.1209.2.us.7.1 = select i1 %216, i64 %.1209.181.us.1, i64 %.1288.us
  %.1212.2.us.7.1 = select i1 %215, i64 %223, i64 %.1212.182.us.1
  %.1249.us.7.1 = mul i64 %.1209.2.us.7.1, %arg.u0.5.1
  %.1252.us.7.1 = add i64 %.1249.us.7.1, %.1212.2.us.7.1
  %.1253.us.7.1 = getelementptr double, double* %.us-phi175, i64 %.1252.us.7.1
  %.1254.us.7.1 = load double, double* %.1253.us.7.1, align 8
  %.6.i33.us.7.1 = fmul double %.1237.us.7.1, %.1254.us.7.1
  %scevgep526 = getelementptr double, double* %lsr.iv511, i64 %loop.index.183.us.1
  store double %.6.i33.us.7.1, double* %scevgep526, align 8
  %.1286.us.7.1 = add nuw i64 %loop.index.183.us.1, 8
  %224 = add i64 %223, 1
  %niter187.ncmp.7.1 = icmp eq i64 %224, %unroll_iter186.1
  br i1 %niter187.ncmp.7.1, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1

for.end.1.loopexit.us.unr-lcssa.1:                ; preds = %for.body.1.us.1, %for.end.1.loopexit.us
  %spec.select131.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %spec.select131.us.7.1, %for.body.1.us.1 ]
  %.1206.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.1206.2.us.7.1, %for.body.1.us.1 ]
  %.1209.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.1209.2.us.7.1, %for.body.1.us.1 ]
  %.1212.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.1212.2.us.7.1, %for.body.1.us.1 ]
  %loop.index.183.us.unr.1 = phi i64 [ 0, %for.end.1.loopexit.us ], [ %.1286.us.7.1, %for.body.1.us.1 ]
  %.1212.182.us.unr.1 = phi i64 [ %.1212.2.us.lcssa, %for.end.1.loopexit.us ], [ %.1212.2.us.7.1, %for.body.1.us.1 ]
  %.1209.181.us.unr.1 = phi i64 [ %.1209.2.us.lcssa, %for.end.1.loopexit.us ], [ %.1209.2.us.7.1, %for.body.1.us.1 ]
  %.1206.180.us.unr.1 = phi i64 [ %.1206.2.us.lcssa, %for.end.1.loopexit.us ], [ %.1206.2.us.7.1, %for.body.1.us.1 ]
  %.1203.179.us.unr.1 = phi i64 [ %spec.select131.us.lcssa, %for.end.1.loopexit.us ], [ %spec.select131.us.7.1, %for.body.1.us.1 ]
  %225 = icmp eq i64 %xtraiter179.1, 0
  br i1 %225, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1.preheader

for.body.1.us.epil.1.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1
  br label %for.body.1.us.epil.1

for.body.1.us.epil.1:                             ; preds = %for.body.1.us.epil.1.preheader, %for.body.1.us.epil.1
  %lsr.iv534 = phi i64 [ %xtraiter179.1, %for.body.1.us.epil.1.preheader ], [ %lsr.iv.next535, %for.body.1.us.epil.1 ]
  %loop.index.183.us.epil.1 = phi i64 [ %.1286.us.epil.1, %for.body.1.us.epil.1 ], [ %loop.index.183.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1212.182.us.epil.1 = phi i64 [ %.1212.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.1212.182.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1209.181.us.epil.1 = phi i64 [ %.1209.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.1209.181.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1206.180.us.epil.1 = phi i64 [ %.1206.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.1206.180.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1203.179.us.epil.1 = phi i64 [ %spec.select131.us.epil.1, %for.body.1.us.epil.1 ], [ %.1203.179.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %226 = icmp ugt i64 %arg.u0.5.1, 1
  %227 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select131.us.epil.1 = select i1 %227, i64 %.1203.179.us.epil.1, i64 %.1288.us
  %.1206.2.us.epil.1 = select i1 %226, i64 %loop.index.183.us.epil.1, i64 %.1206.180.us.epil.1
  %.1232.us.epil.1 = mul i64 %spec.select131.us.epil.1, %arg.u0.5.1
  %.1235.us.epil.1 = add i64 %.1232.us.epil.1, %.1206.2.us.epil.1
  %.1236.us.epil.1 = getelementptr double, double* %.us-phi175, i64 %.1235.us.epil.1
  %.1237.us.epil.1 = load double, double* %.1236.us.epil.1, align 8
  %.1209.2.us.epil.1 = select i1 %227, i64 %.1209.181.us.epil.1, i64 %.1288.us
  %.1212.2.us.epil.1 = select i1 %226, i64 %loop.index.183.us.epil.1, i64 %.1212.182.us.epil.1
  %.1249.us.epil.1 = mul i64 %.1209.2.us.epil.1, %arg.u0.5.1
  %.1252.us.epil.1 = add i64 %.1249.us.epil.1, %.1212.2.us.epil.1
  %.1253.us.epil.1 = getelementptr double, double* %.us-phi175, i64 %.1252.us.epil.1
  %.1254.us.epil.1 = load double, double* %.1253.us.epil.1, align 8
  %.6.i33.us.epil.1 = fmul double %.1237.us.epil.1, %.1254.us.epil.1
  %scevgep533 = getelementptr double, double* %lsr.iv530, i64 %loop.index.183.us.epil.1
  store double %.6.i33.us.epil.1, double* %scevgep533, align 8
  %.1286.us.epil.1 = add nuw nsw i64 %loop.index.183.us.epil.1, 1
  %lsr.iv.next535 = add nsw i64 %lsr.iv534, -1
  %epil.iter180.cmp.1.not = icmp eq i64 %lsr.iv.next535, 0
  br i1 %epil.iter180.cmp.1.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1, !llvm.loop !31

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.epil.1, %for.end.1.loopexit.us.unr-lcssa.1
  %spec.select131.us.lcssa.1 = phi i64 [ %spec.select131.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %spec.select131.us.epil.1, %for.body.1.us.epil.1 ]
  %.1206.2.us.lcssa.1 = phi i64 [ %.1206.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.1206.2.us.epil.1, %for.body.1.us.epil.1 ]
  %.1209.2.us.lcssa.1 = phi i64 [ %.1209.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.1209.2.us.epil.1, %for.body.1.us.epil.1 ]
  %.1212.2.us.lcssa.1 = phi i64 [ %.1212.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.1212.2.us.epil.1, %for.body.1.us.epil.1 ]
  %228 = bitcast double* %lsr.iv486 to i1*
  %229 = bitcast double* %lsr.iv504 to i1*
  %230 = bitcast double* %lsr.iv511 to i1*
  %231 = bitcast double* %lsr.iv530 to i1*
  %.1288.us.1 = add nuw nsw i64 %loop.index92.us, 2
  %scevgep488 = getelementptr i1, i1* %228, i64 %197
  %232 = bitcast i1* %scevgep488 to double*
  %scevgep506 = getelementptr i1, i1* %229, i64 %197
  %233 = bitcast i1* %scevgep506 to double*
  %scevgep513 = getelementptr i1, i1* %230, i64 %197
  %234 = bitcast i1* %scevgep513 to double*
  %scevgep532 = getelementptr i1, i1* %231, i64 %197
  %235 = bitcast i1* %scevgep532 to double*
  %niter214.ncmp.1 = icmp eq i64 %.1288.us.1, %unroll_iter213
  br i1 %niter214.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1, %for.cond.1.preheader.us.preheader
  %loop.index92.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1288.us.1, %for.end.1.loopexit.us.1 ]
  %.1212.091.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1212.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1209.090.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1209.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1206.089.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1206.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1203.088.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %spec.select131.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %236 = and i64 %arg.u0.5.0.fr, 1
  %lcmp.mod212.not = icmp eq i64 %236, 0
  br i1 %lcmp.mod212.not, label %for.end, label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.loopexit.unr-lcssa
  %.1280.us.epil = mul i64 %loop.index92.us.unr, %arg.u0.5.1
  %xtraiter179.epil = and i64 %arg.u0.5.1, 7
  %237 = icmp ult i64 %195, 7
  br i1 %237, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.cond.1.preheader.us.new.epil

for.cond.1.preheader.us.new.epil:                 ; preds = %for.cond.1.preheader.us.epil
  %unroll_iter186.epil = and i64 %arg.u0.5.1, -8
  %238 = add i64 %.1280.us.epil, 7
  %scevgep469 = getelementptr double, double* %.6.i3295, i64 %238
  br label %for.body.1.us.epil189

for.body.1.us.epil189:                            ; preds = %for.body.1.us.epil189, %for.cond.1.preheader.us.new.epil
  %loop.index.183.us.epil190 = phi i64 [ 0, %for.cond.1.preheader.us.new.epil ], [ %248, %for.body.1.us.epil189 ]
  %.1212.182.us.epil191 = phi i64 [ %.1212.091.us.unr, %for.cond.1.preheader.us.new.epil ], [ %.1212.2.us.7.epil, %for.body.1.us.epil189 ]
  %.1209.181.us.epil192 = phi i64 [ %.1209.090.us.unr, %for.cond.1.preheader.us.new.epil ], [ %.1209.2.us.7.epil, %for.body.1.us.epil189 ]
  %.1206.180.us.epil193 = phi i64 [ %.1206.089.us.unr, %for.cond.1.preheader.us.new.epil ], [ %.1206.2.us.7.epil, %for.body.1.us.epil189 ]
  %.1203.179.us.epil194 = phi i64 [ %.1203.088.us.unr, %for.cond.1.preheader.us.new.epil ], [ %spec.select131.us.7.epil, %for.body.1.us.epil189 ]
  %239 = icmp ugt i64 %arg.u0.5.1, 1
  %240 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select131.us.epil195 = select i1 %240, i64 %.1203.179.us.epil194, i64 %loop.index92.us.unr
  %.1206.2.us.epil196 = select i1 %239, i64 %loop.index.183.us.epil190, i64 %.1206.180.us.epil193
  %.1232.us.epil197 = mul i64 %spec.select131.us.epil195, %arg.u0.5.1
  %.1235.us.epil198 = add i64 %.1232.us.epil197, %.1206.2.us.epil196
  %.1236.us.epil199 = getelementptr double, double* %.us-phi175, i64 %.1235.us.epil198
  %.1237.us.epil200 = load double, double* %.1236.us.epil199, align 8
  %.1209.2.us.epil201 = select i1 %240, i64 %.1209.181.us.epil192, i64 %loop.index92.us.unr
  %.1212.2.us.epil202 = select i1 %239, i64 %loop.index.183.us.epil190, i64 %.1212.182.us.epil191
  %.1249.us.epil203 = mul i64 %.1209.2.us.epil201, %arg.u0.5.1
  %.1252.us.epil204 = add i64 %.1249.us.epil203, %.1212.2.us.epil202
  %.1253.us.epil205 = getelementptr double, double* %.us-phi175, i64 %.1252.us.epil204
  %.1254.us.epil206 = load double, double* %.1253.us.epil205, align 8
  %.6.i33.us.epil207 = fmul double %.1237.us.epil200, %.1254.us.epil206
  %scevgep483 = getelementptr double, double* %scevgep469, i64 %loop.index.183.us.epil190
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -7
  store double %.6.i33.us.epil207, double* %scevgep484, align 8
  %spec.select131.us.1.epil = select i1 %240, i64 %.1203.179.us.epil194, i64 %loop.index92.us.unr
  %241 = add i64 %loop.index.183.us.epil190, 1
  %.1206.2.us.1.epil = select i1 %239, i64 %241, i64 %.1206.180.us.epil193
  %.1232.us.1.epil = mul i64 %spec.select131.us.1.epil, %arg.u0.5.1
  %.1235.us.1.epil = add i64 %.1232.us.1.epil, %.1206.2.us.1.epil
  %.1236.us.1.epil = getelementptr double, double* %.us-phi175, i64 %.1235.us.1.epil
  %.1237.us.1.epil = load double, double* %.1236.us.1.epil, align 8
  %.1209.2.us.1.epil = select i1 %240, i64 %.1209.181.us.epil192, i64 %loop.index92.us.unr
  %.1212.2.us.1.epil = select i1 %239, i64 %241, i64 %.1212.182.us.epil191
  %.1249.us.1.epil = mul i64 %.1209.2.us.1.epil, %arg.u0.5.1
  %.1252.us.1.epil = add i64 %.1249.us.1.epil, %.1212.2.us.1.epil
  %.1253.us.1.epil = getelementptr double, double* %.us-phi175, i64 %.1252.us.1.epil
  %.1254.us.1.epil = load double, double* %.1253.us.1.epil, align 8
  %.6.i33.us.1.epil = fmul double %.1237.us.1.epil, %.1254.us.1.epil
  %scevgep480 = getelementptr double, double* %scevgep469, i64 %loop.index.183.us.epil190
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -6
  store double %.6.i33.us.1.epil, double* %scevgep481, align 8
  %spec.select131.us.2.epil = select i1 %240, i64 %.1203.179.us.epil194, i64 %loop.index92.us.unr
  %242 = add i64 %241, 1
  %.1206.2.us.2.epil = select i1 %239, i64 %242, i64 %.1206.180.us.epil193
  %.1232.us.2.epil = mul i64 %spec.select131.us.2.epil, %arg.u0.5.1
  %.1235.us.2.epil = add i64 %.1232.us.2.epil, %.1206.2.us.2.epil
  %.1236.us.2.epil = getelementptr double, double* %.us-phi175, i64 %.1235.us.2.epil
  %.1237.us.2.epil = load double, double* %.1236.us.2.epil, align 8
  %.1209.2.us.2.epil = select i1 %240, i64 %.1209.181.us.epil192, i64 %loop.index92.us.unr
  %.1212.2.us.2.epil = select i1 %239, i64 %242, i64 %.1212.182.us.epil191
  %.1249.us.2.epil = mul i64 %.1209.2.us.2.epil, %arg.u0.5.1
  %.1252.us.2.epil = add i64 %.1249.us.2.epil, %.1212.2.us.2.epil
  %.1253.us.2.epil = getelementptr double, double* %.us-phi175, i64 %.1252.us.2.epil
  %.1254.us.2.epil = load double, double* %.1253.us.2.epil, align 8
  %.6.i33.us.2.epil = fmul double %.1237.us.2.epil, %.1254.us.2.epil
  %scevgep478 = getelementptr double, double* %scevgep469, i64 %loop.index.183.us.epil190
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -5
  store double %.6.i33.us.2.epil, double* %scevgep479, align 8
  %spec.select131.us.3.epil = select i1 %240, i64 %.1203.179.us.epil194, i64 %loop.index92.us.unr
  %243 = add i64 %242, 1
  %.1206.2.us.3.epil = select i1 %239, i64 %243, i64 %.1206.180.us.epil193
  %.1232.us.3.epil = mul i64 %spec.select131.us.3.epil, %arg.u0.5.1
  %.1235.us.3.epil = add i64 %.1232.us.3.epil, %.1206.2.us.3.epil
  %.1236.us.3.epil = getelementptr double, double* %.us-phi175, i64 %.1235.us.3.epil
  %.1237.us.3.epil = load double, double* %.1236.us.3.epil, align 8
  %.1209.2.us.3.epil = select i1 %240, i64 %.1209.181.us.epil192, i64 %loop.index92.us.unr
  %.1212.2.us.3.epil = select i1 %239, i64 %243, i64 %.1212.182.us.epil191
  %.1249.us.3.epil = mul i64 %.1209.2.us.3.epil, %arg.u0.5.1
  %.1252.us.3.epil = add i64 %.1249.us.3.epil, %.1212.2.us.3.epil
  %.1253.us.3.epil = getelementptr double, double* %.us-phi175, i64 %.1252.us.3.epil
  %.1254.us.3.epil = load double, double* %.1253.us.3.epil, align 8
  %.6.i33.us.3.epil = fmul double %.1237.us.3.epil, %.1254.us.3.epil
  %scevgep476 = getelementptr double, double* %scevgep469, i64 %loop.index.183.us.epil190
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -4
  store double %.6.i33.us.3.epil, double* %scevgep477, align 8
  %spec.select131.us.4.epil = select i1 %240, i64 %.1203.179.us.epil194, i64 %loop.index92.us.unr
  %244 = add i64 %243, 1
  %.1206.2.us.4.epil = select i1 %239, i64 %244, i64 %.1206.180.us.epil193
  %.1232.us.4.epil = mul i64 %spec.select131.us.4.epil, %arg.u0.5.1
  %.1235.us.4.epil = add i64 %.1232.us.4.epil, %.1206.2.us.4.epil
  %.1236.us.4.epil = getelementptr double, double* %.us-phi175, i64 %.1235.us.4.epil
  %.1237.us.4.epil = load double, double* %.1236.us.4.epil, align 8
  %.1209.2.us.4.epil = select i1 %240, i64 %.1209.181.us.epil192, i64 %loop.index92.us.unr
  %.1212.2.us.4.epil = select i1 %239, i64 %244, i64 %.1212.182.us.epil191
  %.1249.us.4.epil = mul i64 %.1209.2.us.4.epil, %arg.u0.5.1
  %.1252.us.4.epil = add i64 %.1249.us.4.epil, %.1212.2.us.4.epil
  %.1253.us.4.epil = getelementptr double, double* %.us-phi175, i64 %.1252.us.4.epil
  %.1254.us.4.epil = load double, double* %.1253.us.4.epil, align 8
  %.6.i33.us.4.epil = fmul double %.1237.us.4.epil, %.1254.us.4.epil
  %scevgep474 = getelementptr double, double* %scevgep469, i64 %loop.index.183.us.epil190
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -3
  store double %.6.i33.us.4.epil, double* %scevgep475, align 8
  %spec.select131.us.5.epil = select i1 %240, i64 %.1203.179.us.epil194, i64 %loop.index92.us.unr
  %245 = add i64 %244, 1
  %.1206.2.us.5.epil = select i1 %239, i64 %245, i64 %.1206.180.us.epil193
  %.1232.us.5.epil = mul i64 %spec.select131.us.5.epil, %arg.u0.5.1
  %.1235.us.5.epil = add i64 %.1232.us.5.epil, %.1206.2.us.5.epil
  %.1236.us.5.epil = getelementptr double, double* %.us-phi175, i64 %.1235.us.5.epil
  %.1237.us.5.epil = load double, double* %.1236.us.5.epil, align 8
  %.1209.2.us.5.epil = select i1 %240, i64 %.1209.181.us.epil192, i64 %loop.index92.us.unr
  %.1212.2.us.5.epil = select i1 %239, i64 %245, i64 %.1212.182.us.epil191
  %.1249.us.5.epil = mul i64 %.1209.2.us.5.epil, %arg.u0.5.1
  %.1252.us.5.epil = add i64 %.1249.us.5.epil, %.1212.2.us.5.epil
  %.1253.us.5.epil = getelementptr double, double* %.us-phi175, i64 %.1252.us.5.epil
  %.1254.us.5.epil = load double, double* %.1253.us.5.epil, align 8
  %.6.i33.us.5.epil = fmul double %.1237.us.5.epil, %.1254.us.5.epil
  %scevgep472 = getelementptr double, double* %scevgep469, i64 %loop.index.183.us.epil190
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -2
  store double %.6.i33.us.5.epil, double* %scevgep473, align 8
  %spec.select131.us.6.epil = select i1 %240, i64 %.1203.179.us.epil194, i64 %loop.index92.us.unr
  %246 = add i64 %245, 1
  %.1206.2.us.6.epil = select i1 %239, i64 %246, i64 %.1206.180.us.epil193
  %.1232.us.6.epil = mul i64 %spec.select131.us.6.epil, %arg.u0.5.1
  %.1235.us.6.epil = add i64 %.1232.us.6.epil, %.1206.2.us.6.epil
  %.1236.us.6.epil = getelementptr double, double* %.us-phi175, i64 %.1235.us.6.epil
  %.1237.us.6.epil = load double, double* %.1236.us.6.epil, align 8
  %.1209.2.us.6.epil = select i1 %240, i64 %.1209.181.us.epil192, i64 %loop.index92.us.unr
  %.1212.2.us.6.epil = select i1 %239, i64 %246, i64 %.1212.182.us.epil191
  %.1249.us.6.epil = mul i64 %.1209.2.us.6.epil, %arg.u0.5.1
  %.1252.us.6.epil = add i64 %.1249.us.6.epil, %.1212.2.us.6.epil
  %.1253.us.6.epil = getelementptr double, double* %.us-phi175, i64 %.1252.us.6.epil
  %.1254.us.6.epil = load double, double* %.1253.us.6.epil, align 8
  %.6.i33.us.6.epil = fmul double %.1237.us.6.epil, %.1254.us.6.epil
  %scevgep470 = getelementptr double, double* %scevgep469, i64 %loop.index.183.us.epil190
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -1
  store double %.6.i33.us.6.epil, double* %scevgep471, align 8
  %spec.select131.us.7.epil = select i1 %240, i64 %.1203.179.us.epil194, i64 %loop.index92.us.unr
  %247 = add i64 %246, 1
  %.1206.2.us.7.epil = select i1 %239, i64 %247, i64 %.1206.180.us.epil193
  %.1232.us.7.epil = mul i64 %spec.select131.us.7.epil, %arg.u0.5.1
  %.1235.us.7.epil = add i64 %.1232.us.7.epil, %.1206.2.us.7.epil
  %.1236.us.7.epil = getelementptr double, double* %.us-phi175, i64 %.1235.us.7.epil
  %.1237.us.7.epil = load double, double* %.1236.us.7.epil, align 8
  %.1209.2.us.7.epil = select i1 %240, i64 %.1209.181.us.epil192, i64 %loop.index92.us.unr
  %.1212.2.us.7.epil = select i1 %239, i64 %247, i64 %.1212.182.us.epil191
  %.1249.us.7.epil = mul i64 %.1209.2.us.7.epil, %arg.u0.5.1
  %.1252.us.7.epil = add i64 %.1249.us.7.epil, %.1212.2.us.7.epil
  %.1253.us.7.epil = getelementptr double, double* %.us-phi175, i64 %.1252.us.7.epil
  %.1254.us.7.epil = load double, double* %.1253.us.7.epil, align 8
  %.6.i33.us.7.epil = fmul double %.1237.us.7.epil, %.1254.us.7.epil
  %scevgep482 = getelementptr double, double* %scevgep469, i64 %loop.index.183.us.epil190
  store double %.6.i33.us.7.epil, double* %scevgep482, align 8
  %.1286.us.7.epil = add nuw i64 %loop.index.183.us.epil190, 8
  %248 = add i64 %247, 1
  %niter187.ncmp.7.epil = icmp eq i64 %248, %unroll_iter186.epil
  br i1 %niter187.ncmp.7.epil, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil189

for.end.1.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.1.us.epil189, %for.cond.1.preheader.us.epil
  %loop.index.183.us.unr.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %.1286.us.7.epil, %for.body.1.us.epil189 ]
  %.1212.182.us.unr.epil = phi i64 [ %.1212.091.us.unr, %for.cond.1.preheader.us.epil ], [ %.1212.2.us.7.epil, %for.body.1.us.epil189 ]
  %.1209.181.us.unr.epil = phi i64 [ %.1209.090.us.unr, %for.cond.1.preheader.us.epil ], [ %.1209.2.us.7.epil, %for.body.1.us.epil189 ]
  %.1206.180.us.unr.epil = phi i64 [ %.1206.089.us.unr, %for.cond.1.preheader.us.epil ], [ %.1206.2.us.7.epil, %for.body.1.us.epil189 ]
  %.1203.179.us.unr.epil = phi i64 [ %.1203.088.us.unr, %for.cond.1.preheader.us.epil ], [ %spec.select131.us.7.epil, %for.body.1.us.epil189 ]
  %lcmp.mod181.epil.not = icmp eq i64 %xtraiter179.epil, 0
  br i1 %lcmp.mod181.epil.not, label %for.end, label %for.body.1.us.epil.epil.preheader

for.body.1.us.epil.epil.preheader:                ; preds = %for.end.1.loopexit.us.unr-lcssa.epil
  %scevgep465 = getelementptr double, double* %.6.i3295, i64 %.1280.us.epil
  br label %for.body.1.us.epil.epil

for.body.1.us.epil.epil:                          ; preds = %for.body.1.us.epil.epil.preheader, %for.body.1.us.epil.epil
  %lsr.iv467 = phi i64 [ %xtraiter179.epil, %for.body.1.us.epil.epil.preheader ], [ %lsr.iv.next468, %for.body.1.us.epil.epil ]
  %loop.index.183.us.epil.epil = phi i64 [ %.1286.us.epil.epil, %for.body.1.us.epil.epil ], [ %loop.index.183.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1212.182.us.epil.epil = phi i64 [ %.1212.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1212.182.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1209.181.us.epil.epil = phi i64 [ %.1209.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1209.181.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1206.180.us.epil.epil = phi i64 [ %.1206.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1206.180.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1203.179.us.epil.epil = phi i64 [ %spec.select131.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1203.179.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %249 = icmp ugt i64 %arg.u0.5.1, 1
  %250 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select131.us.epil.epil = select i1 %250, i64 %.1203.179.us.epil.epil, i64 %loop.index92.us.unr
  %.1206.2.us.epil.epil = select i1 %249, i64 %loop.index.183.us.epil.epil, i64 %.1206.180.us.epil.epil
  %.1232.us.epil.epil = mul i64 %spec.select131.us.epil.epil, %arg.u0.5.1
  %.1235.us.epil.epil = add i64 %.1232.us.epil.epil, %.1206.2.us.epil.epil
  %.1236.us.epil.epil = getelementptr double, double* %.us-phi175, i64 %.1235.us.epil.epil
  %.1237.us.epil.epil = load double, double* %.1236.us.epil.epil, align 8
  %.1209.2.us.epil.epil = select i1 %250, i64 %.1209.181.us.epil.epil, i64 %loop.index92.us.unr
  %.1212.2.us.epil.epil = select i1 %249, i64 %loop.index.183.us.epil.epil, i64 %.1212.182.us.epil.epil
  %.1249.us.epil.epil = mul i64 %.1209.2.us.epil.epil, %arg.u0.5.1
  %.1252.us.epil.epil = add i64 %.1249.us.epil.epil, %.1212.2.us.epil.epil
  %.1253.us.epil.epil = getelementptr double, double* %.us-phi175, i64 %.1252.us.epil.epil
  %.1254.us.epil.epil = load double, double* %.1253.us.epil.epil, align 8
  %.6.i33.us.epil.epil = fmul double %.1237.us.epil.epil, %.1254.us.epil.epil
  %scevgep466 = getelementptr double, double* %scevgep465, i64 %loop.index.183.us.epil.epil
  store double %.6.i33.us.epil.epil, double* %scevgep466, align 8
  %.1286.us.epil.epil = add nuw nsw i64 %loop.index.183.us.epil.epil, 1
  %lsr.iv.next468 = add nsw i64 %lsr.iv467, -1
  %epil.iter180.cmp.epil.not = icmp eq i64 %lsr.iv.next468, 0
  br i1 %epil.iter180.cmp.epil.not, label %for.end, label %for.body.1.us.epil.epil, !llvm.loop !31

for.end:                                          ; preds = %for.body.1.us.epil.epil, %for.end.loopexit.unr-lcssa, %for.end.1.loopexit.us.unr-lcssa.epil, %for.cond.1.preheader.preheader, %B538.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.us-phi154177)
  %.83.i = icmp eq i64 %.1125, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1125, i64 1)
  %251 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %252 = icmp ult i64 %251, 7
  br i1 %252, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %253 = add nsw i64 %unroll_iter.i, -8
  %254 = lshr exact i64 %253, 3
  %255 = add nuw nsw i64 %254, 1
  %xtraiter = and i64 %255, 7
  %256 = icmp ult i64 %253, 56
  br i1 %256, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %255, 4611686018427387896
  %scevgep335 = getelementptr double, double* %.6.i3295, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %257 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep311 = getelementptr double, double* %.6.i3295, i64 %257
  %258 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %259 = bitcast double* %scevgep311 to i8*
  %uglygep332 = getelementptr i8, i8* %259, i64 %lsr.iv
  %uglygep332333 = bitcast i8* %uglygep332 to double*
  %scevgep334 = getelementptr double, double* %uglygep332333, i64 -7
  %.265.i.epil = load double, double* %scevgep334, align 8, !noalias !32
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep329 = getelementptr i8, i8* %259, i64 %lsr.iv
  %uglygep329330 = bitcast i8* %uglygep329 to double*
  %scevgep331 = getelementptr double, double* %uglygep329330, i64 -6
  %.265.1.i.epil = load double, double* %scevgep331, align 8, !noalias !32
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep326 = getelementptr i8, i8* %259, i64 %lsr.iv
  %uglygep326327 = bitcast i8* %uglygep326 to double*
  %scevgep328 = getelementptr double, double* %uglygep326327, i64 -5
  %.265.2.i.epil = load double, double* %scevgep328, align 8, !noalias !32
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep323 = getelementptr i8, i8* %259, i64 %lsr.iv
  %uglygep323324 = bitcast i8* %uglygep323 to double*
  %scevgep325 = getelementptr double, double* %uglygep323324, i64 -4
  %.265.3.i.epil = load double, double* %scevgep325, align 8, !noalias !32
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep320 = getelementptr i8, i8* %259, i64 %lsr.iv
  %uglygep320321 = bitcast i8* %uglygep320 to double*
  %scevgep322 = getelementptr double, double* %uglygep320321, i64 -3
  %.265.4.i.epil = load double, double* %scevgep322, align 8, !noalias !32
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep317 = getelementptr i8, i8* %259, i64 %lsr.iv
  %uglygep317318 = bitcast i8* %uglygep317 to double*
  %scevgep319 = getelementptr double, double* %uglygep317318, i64 -2
  %.265.5.i.epil = load double, double* %scevgep319, align 8, !noalias !32
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep314 = getelementptr i8, i8* %259, i64 %lsr.iv
  %uglygep314315 = bitcast i8* %uglygep314 to double*
  %scevgep316 = getelementptr double, double* %uglygep314315, i64 -1
  %.265.6.i.epil = load double, double* %scevgep316, align 8, !noalias !32
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %259, i64 %lsr.iv
  %uglygep313 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep313, align 8, !noalias !32
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %258, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !35, !llvm.loop !36

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i35 = getelementptr double, double* %.6.i3295, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i35, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep, align 8, !noalias !32
  %.268.epil.i = fadd double %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !35, !llvm.loop !37

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv463 = phi i64 [ %lsr.iv.next464, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep461 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -63
  %.265.i = load double, double* %scevgep462, align 8, !noalias !32
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep459 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -62
  %.265.1.i = load double, double* %scevgep460, align 8, !noalias !32
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep457 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -61
  %.265.2.i = load double, double* %scevgep458, align 8, !noalias !32
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep455 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -60
  %.265.3.i = load double, double* %scevgep456, align 8, !noalias !32
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep453 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -59
  %.265.4.i = load double, double* %scevgep454, align 8, !noalias !32
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep451 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -58
  %.265.5.i = load double, double* %scevgep452, align 8, !noalias !32
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep449 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -57
  %.265.6.i = load double, double* %scevgep450, align 8, !noalias !32
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep447 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -56
  %.265.7.i = load double, double* %scevgep448, align 8, !noalias !32
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep416 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -55
  %.265.i.1 = load double, double* %scevgep417, align 8, !noalias !32
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep418 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -54
  %.265.1.i.1 = load double, double* %scevgep419, align 8, !noalias !32
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep420 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -53
  %.265.2.i.1 = load double, double* %scevgep421, align 8, !noalias !32
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep422 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -52
  %.265.3.i.1 = load double, double* %scevgep423, align 8, !noalias !32
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep424 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -51
  %.265.4.i.1 = load double, double* %scevgep425, align 8, !noalias !32
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep426 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -50
  %.265.5.i.1 = load double, double* %scevgep427, align 8, !noalias !32
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep428 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -49
  %.265.6.i.1 = load double, double* %scevgep429, align 8, !noalias !32
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep430 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -48
  %.265.7.i.1 = load double, double* %scevgep431, align 8, !noalias !32
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep400 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -47
  %.265.i.2 = load double, double* %scevgep401, align 8, !noalias !32
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep402 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -46
  %.265.1.i.2 = load double, double* %scevgep403, align 8, !noalias !32
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep404 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -45
  %.265.2.i.2 = load double, double* %scevgep405, align 8, !noalias !32
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep406 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -44
  %.265.3.i.2 = load double, double* %scevgep407, align 8, !noalias !32
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep408 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -43
  %.265.4.i.2 = load double, double* %scevgep409, align 8, !noalias !32
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep410 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -42
  %.265.5.i.2 = load double, double* %scevgep411, align 8, !noalias !32
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep412 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -41
  %.265.6.i.2 = load double, double* %scevgep413, align 8, !noalias !32
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep414 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -40
  %.265.7.i.2 = load double, double* %scevgep415, align 8, !noalias !32
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep384 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -39
  %.265.i.3 = load double, double* %scevgep385, align 8, !noalias !32
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep386 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -38
  %.265.1.i.3 = load double, double* %scevgep387, align 8, !noalias !32
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep388 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep389 = getelementptr double, double* %scevgep388, i64 -37
  %.265.2.i.3 = load double, double* %scevgep389, align 8, !noalias !32
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep390 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep391 = getelementptr double, double* %scevgep390, i64 -36
  %.265.3.i.3 = load double, double* %scevgep391, align 8, !noalias !32
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep392 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep393 = getelementptr double, double* %scevgep392, i64 -35
  %.265.4.i.3 = load double, double* %scevgep393, align 8, !noalias !32
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep394 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep395 = getelementptr double, double* %scevgep394, i64 -34
  %.265.5.i.3 = load double, double* %scevgep395, align 8, !noalias !32
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep396 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -33
  %.265.6.i.3 = load double, double* %scevgep397, align 8, !noalias !32
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep398 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -32
  %.265.7.i.3 = load double, double* %scevgep399, align 8, !noalias !32
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep368 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep369 = getelementptr double, double* %scevgep368, i64 -31
  %.265.i.4 = load double, double* %scevgep369, align 8, !noalias !32
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep370 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -30
  %.265.1.i.4 = load double, double* %scevgep371, align 8, !noalias !32
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep372 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep373 = getelementptr double, double* %scevgep372, i64 -29
  %.265.2.i.4 = load double, double* %scevgep373, align 8, !noalias !32
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep374 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep375 = getelementptr double, double* %scevgep374, i64 -28
  %.265.3.i.4 = load double, double* %scevgep375, align 8, !noalias !32
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep376 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep377 = getelementptr double, double* %scevgep376, i64 -27
  %.265.4.i.4 = load double, double* %scevgep377, align 8, !noalias !32
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep378 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -26
  %.265.5.i.4 = load double, double* %scevgep379, align 8, !noalias !32
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep380 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -25
  %.265.6.i.4 = load double, double* %scevgep381, align 8, !noalias !32
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep382 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -24
  %.265.7.i.4 = load double, double* %scevgep383, align 8, !noalias !32
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep352 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -23
  %.265.i.5 = load double, double* %scevgep353, align 8, !noalias !32
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep354 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep355 = getelementptr double, double* %scevgep354, i64 -22
  %.265.1.i.5 = load double, double* %scevgep355, align 8, !noalias !32
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep356 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep357 = getelementptr double, double* %scevgep356, i64 -21
  %.265.2.i.5 = load double, double* %scevgep357, align 8, !noalias !32
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep358 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep359 = getelementptr double, double* %scevgep358, i64 -20
  %.265.3.i.5 = load double, double* %scevgep359, align 8, !noalias !32
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep360 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep361 = getelementptr double, double* %scevgep360, i64 -19
  %.265.4.i.5 = load double, double* %scevgep361, align 8, !noalias !32
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep362 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep363 = getelementptr double, double* %scevgep362, i64 -18
  %.265.5.i.5 = load double, double* %scevgep363, align 8, !noalias !32
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep364 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -17
  %.265.6.i.5 = load double, double* %scevgep365, align 8, !noalias !32
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep366 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep367 = getelementptr double, double* %scevgep366, i64 -16
  %.265.7.i.5 = load double, double* %scevgep367, align 8, !noalias !32
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep336 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -15
  %.265.i.6 = load double, double* %scevgep337, align 8, !noalias !32
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep338 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -14
  %.265.1.i.6 = load double, double* %scevgep339, align 8, !noalias !32
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep340 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -13
  %.265.2.i.6 = load double, double* %scevgep341, align 8, !noalias !32
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep342 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -12
  %.265.3.i.6 = load double, double* %scevgep343, align 8, !noalias !32
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep344 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -11
  %.265.4.i.6 = load double, double* %scevgep345, align 8, !noalias !32
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep346 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -10
  %.265.5.i.6 = load double, double* %scevgep347, align 8, !noalias !32
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep348 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -9
  %.265.6.i.6 = load double, double* %scevgep349, align 8, !noalias !32
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep350 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -8
  %.265.7.i.6 = load double, double* %scevgep351, align 8, !noalias !32
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep432 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -7
  %.265.i.7 = load double, double* %scevgep433, align 8, !noalias !32
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep434 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -6
  %.265.1.i.7 = load double, double* %scevgep435, align 8, !noalias !32
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep436 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -5
  %.265.2.i.7 = load double, double* %scevgep437, align 8, !noalias !32
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep438 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -4
  %.265.3.i.7 = load double, double* %scevgep439, align 8, !noalias !32
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep440 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -3
  %.265.4.i.7 = load double, double* %scevgep441, align 8, !noalias !32
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep442 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -2
  %.265.5.i.7 = load double, double* %scevgep443, align 8, !noalias !32
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep444 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -1
  %.265.6.i.7 = load double, double* %scevgep445, align 8, !noalias !32
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep446 = getelementptr double, double* %scevgep335, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep446, align 8, !noalias !32
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next464 = add i64 %lsr.iv463, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next464, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i25)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.heat_buffer, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.55 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.83, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd", i64 0, i64 0))
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
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr8 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %10, i64 48
  %11 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.5.1.load = load i64, i64* %11, align 8
  %.46 = load i8*, i8** %.6, align 8
  %.47 = call i8* @PyNumber_Float(i8* %.46)
  %.48 = call double @PyFloat_AsDouble(i8* %.47)
  call void @Py_DecRef(i8* %.47)
  %.50 = call i8* @PyErr_Occurred()
  %.51.not = icmp eq i8* %.50, null
  br i1 %.51.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !38

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.55, align 8
  %.63 = call i32 @_ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.55, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 poison, i64 poison, double %.48) #3
  %.64 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.71 = icmp sgt i32 %.63, 0
  %.72 = select i1 %.71, { i8*, i32, i8*, i8*, i32 }* %.64, { i8*, i32, i8*, i8*, i32 }* undef
  %.73 = load double, double* %.55, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.63, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %12 = icmp sgt i32 %.63, 0
  br i1 %12, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif
  %.83 = call i8* @PyFloat_FromDouble(double %.73)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.72, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 4
  %.90 = icmp sgt i32 %.89, 0
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 0
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 1
  br i1 %.90, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.96 = sext i32 %.95 to i64
  %.97 = call i8* @PyBytes_FromStringAndSize(i8* %.93, i64 %.96)
  %.98 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.72, align 8
  %.99 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 2
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 3
  %.102 = bitcast i8* %.101 to i8* (i8*)*
  %.103 = call i8* %.102(i8* %.99)
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.117 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.118 = call i8* @numba_unpickle(i8* %.93, i32 %.95, i8* %.117)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.120 = phi i8* [ %.108, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.118, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.121.not = icmp eq i8* %.120, null
  br i1 %.121.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.108 = call i8* @numba_runtime_build_excinfo_struct(i8* %.97, i8* nonnull %.103)
  %.109 = bitcast { i8*, i32, i8*, i8*, i32 }* %.72 to i8*
  call void @NRT_Free(i8* nonnull %.109)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.120)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %.12 = call i32 @_ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, double %.2) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !38

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f45ea4afc10>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.75)
  call void @Py_DecRef(i8* %.75)
  call void @numba_gil_release(i32* nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call i8* @numba_runtime_build_excinfo_struct(i8* %.39, i8* nonnull %.45)
  %.51 = bitcast { i8*, i32, i8*, i8*, i32 }* %.21 to i8*
  call void @NRT_Free(i8* nonnull %.51)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.62)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #0

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
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10, !12}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!13 = !{!14, !16, !17, !19, !10, !12}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !21}
!23 = distinct !{!23, !21}
!24 = !{!25, !27, !28, !30}
!25 = distinct !{!25, !26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!26 = distinct !{!26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!27 = distinct !{!27, !26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !21}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!35 = !{!"branch_weights", i32 1, i32 7}
!36 = distinct !{!36, !21}
!37 = distinct !{!37, !21}
!38 = !{!"branch_weights", i32 99, i32 1}
