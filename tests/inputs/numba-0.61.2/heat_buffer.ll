; ModuleID = 'heat_buffer'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139937169717568 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139937169717568.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139937169717568 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139937169717568, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139937169717568.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.heat_buffer = internal constant [12 x i8] c"heat_buffer\00"
@_ZN08NumbaEnv7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f45a92245d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f45a92245d0>\00"
@.const.pickledata.139937175161728 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139937175161728.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139937175161728 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139937175161728, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139937175161728.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139937175161728.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139937175161728.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139937175161728.9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139937175161728.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139937175161728.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a93cf290B3v22B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.u0.0, i8* nocapture readnone %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, double* nocapture readonly %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
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

B150.i.1:                                         ; preds = %B168.B484_crit_edge.us, %B128.i.thread
  %.us-phi212239 = phi i8* [ %.7.i.i.i.2, %B128.i.thread ], [ %.7.i.i.i.us, %B168.B484_crit_edge.us ]
  %.us-phi237 = phi double* [ %.6.i1.i.2, %B128.i.thread ], [ %.6.i1.i.us, %B168.B484_crit_edge.us ]
  %.1211 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1)
  %.1212 = extractvalue { i64, i1 } %.1211, 0
  %.1213 = extractvalue { i64, i1 } %.1211, 1
  %.1216 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.1212, i64 8)
  %.1218 = extractvalue { i64, i1 } %.1216, 1
  %.1219 = or i1 %.1213, %.1218
  br i1 %.1219, label %B490.endif.endif.endif.endif.if, label %B490.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B490.endif.endif.endif.endif.endif.if, %B96.if, %B0.endif.if, %for.end.endif, %B490.endif.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B490.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.if ], [ 1, %B490.endif.endif.endif.endif.endif.if ], [ 1, %B96.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937169717568, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %0, align 8
  %.129 = bitcast double* %arg.u0.4 to i8*
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.129, i64 %.130, i1 false)
  tail call void @NRT_decref(i8* %arg.u0.0)
  %1 = tail call i64 @llvm.smax.i64(i64 %arg.u0.5.0.fr, i64 0)
  %.430148 = icmp sgt i64 %arg.u0.5.0.fr, 0
  %2 = tail call i64 @llvm.smax.i64(i64 %arg.u0.5.1, i64 0)
  %.726 = add nsw i64 %arg.u0.5.0.fr, -1
  %.876 = add nsw i64 %arg.u0.5.1, -1
  br i1 %.430148, label %B0.endif.i.us.preheader, label %B0.endif.i.preheader

B0.endif.i.preheader:                             ; preds = %B0.endif.endif.endif.endif
  tail call void @NRT_incref(i8* nonnull %.7.i.i), !noalias !9
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !13
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B96.if, label %B96.endif.endif, !prof !0

B0.endif.i.us.preheader:                          ; preds = %B0.endif.endif.endif.endif
  %const1061 = bitcast i64 4611686018427387896 to i64
  %.101 = bitcast i8* %.6.i to double*
  %3 = shl i64 %arg.u0.5.1, 3
  %4 = add i64 %3, 8
  %5 = add nsw i64 %2, -1
  %6 = shl i64 %arg.u0.5.1, 3
  %7 = sub i64 8, %6
  %8 = add i64 %6, 8
  %9 = add nsw i64 %2, -1
  %10 = add nsw i64 %2, -9
  %11 = lshr i64 %10, 3
  %12 = add nuw nsw i64 %11, 1
  %n.vec275 = and i64 %9, -8
  %ind.end276 = or i64 %n.vec275, 1
  %broadcast.splatinsert291 = insertelement <8 x i64> poison, i64 %.876, i64 0
  %broadcast.splat292 = shufflevector <8 x i64> %broadcast.splatinsert291, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert295 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat296 = shufflevector <8 x double> %broadcast.splatinsert295, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter356 = and i64 %12, 7
  %unroll_iter359 = and i64 %12, %const1061
  %n.vec = and i64 %5, -8
  %ind.end = or i64 %n.vec, 1
  %broadcast.splatinsert254 = insertelement <8 x i64> poison, i64 %.876, i64 0
  %broadcast.splat255 = shufflevector <8 x i64> %broadcast.splatinsert254, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert258 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat259 = shufflevector <8 x double> %broadcast.splatinsert258, <8 x double> poison, <8 x i32> zeroinitializer
  %13 = add i64 %arg.u0.5.1, 57
  %14 = sub i64 57, %arg.u0.5.1
  %15 = shl i64 %xtraiter356, 3
  %16 = sub i64 0, %arg.u0.5.1
  %17 = add i64 %arg.u0.5.1, 6
  %18 = sub i64 7, %arg.u0.5.1
  br label %B0.endif.i.us

B0.endif.i.us:                                    ; preds = %B0.endif.i.us.preheader, %B168.B484_crit_edge.us
  %u.2.sroa.0.0153.us = phi i8* [ %.7.i.i.i.us, %B168.B484_crit_edge.us ], [ %.7.i.i, %B0.endif.i.us.preheader ]
  %u.2.sroa.60.0152.us = phi double* [ %.6.i1.i.us, %B168.B484_crit_edge.us ], [ %.101, %B0.endif.i.us.preheader ]
  %.259151.us = phi i64 [ %.269.us, %B168.B484_crit_edge.us ], [ 3, %B0.endif.i.us.preheader ]
  %.269.us = add nsw i64 %.259151.us, -1
  tail call void @NRT_incref(i8* nonnull %u.2.sroa.0.0153.us), !noalias !9
  %.7.i.i.i.us = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !13
  %.8.i.i.i.us = icmp eq i8* %.7.i.i.i.us, null
  br i1 %.8.i.i.i.us, label %B96.if, label %B96.endif.endif.us, !prof !0

B96.endif.endif.us:                               ; preds = %B0.endif.i.us
  %19 = icmp slt i64 %arg.u0.5.1, 1
  %.5.i.i.us = getelementptr i8, i8* %.7.i.i.i.us, i64 24
  %20 = bitcast i8* %.5.i.i.us to double**
  %.6.i1.i.us = load double*, double** %20, align 8, !noalias !9
  tail call void @NRT_decref(i8* nonnull %u.2.sroa.0.0153.us), !noalias !9
  br i1 %19, label %B168.B484_crit_edge.us, label %B170.endif.us.us.preheader

B170.endif.us.us.preheader:                       ; preds = %B96.endif.endif.us
  %21 = ptrtoint double* %u.2.sroa.60.0152.us to i64
  %.6.i1.i.us246 = ptrtoint double* %.6.i1.i.us to i64
  %22 = add i64 %.6.i1.i.us246, 8
  %23 = add i64 %21, 8
  %24 = add i64 %4, %21
  %25 = add i64 %21, 16
  %26 = add i64 %7, %21
  %27 = add i64 %8, %21
  %scevgep600 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 57
  %scevgep674 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %13
  %scevgep701 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %14
  %scevgep728 = getelementptr double, double* %.6.i1.i.us, i64 57
  %scevgep827 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %17
  %scevgep846 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %18
  %scevgep974 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %arg.u0.5.1
  br label %B170.endif.us.us

B168.B484_crit_edge.us:                           ; preds = %B202.B168.loopexit_crit_edge.us.us, %B96.endif.endif.us
  tail call void @NRT_decref(i8* nonnull %u.2.sroa.0.0153.us)
  %.260.us = icmp ugt i64 %.259151.us, 1
  br i1 %.260.us, label %B0.endif.i.us, label %B150.i.1

B170.endif.us.us:                                 ; preds = %B170.endif.us.us.preheader, %B202.B168.loopexit_crit_edge.us.us
  %lsr.iv975 = phi double* [ %scevgep974, %B170.endif.us.us.preheader ], [ %429, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv847 = phi double* [ %scevgep846, %B170.endif.us.us.preheader ], [ %428, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv828 = phi double* [ %scevgep827, %B170.endif.us.us.preheader ], [ %427, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv772 = phi double* [ %u.2.sroa.60.0152.us, %B170.endif.us.us.preheader ], [ %426, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv767 = phi double* [ %.6.i1.i.us, %B170.endif.us.us.preheader ], [ %425, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv763 = phi i64 [ %16, %B170.endif.us.us.preheader ], [ %lsr.iv.next764, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv759 = phi i64 [ %arg.u0.5.1, %B170.endif.us.us.preheader ], [ %lsr.iv.next760, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv729 = phi double* [ %scevgep728, %B170.endif.us.us.preheader ], [ %424, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv702 = phi double* [ %scevgep701, %B170.endif.us.us.preheader ], [ %423, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv675 = phi double* [ %scevgep674, %B170.endif.us.us.preheader ], [ %422, %B202.B168.loopexit_crit_edge.us.us ]
  %lsr.iv601 = phi double* [ %scevgep600, %B170.endif.us.us.preheader ], [ %421, %B202.B168.loopexit_crit_edge.us.us ]
  %.374.0149.us.us = phi i64 [ %.443.us.us, %B202.B168.loopexit_crit_edge.us.us ], [ 0, %B170.endif.us.us.preheader ]
  %28 = ptrtoint double* %u.2.sroa.60.0152.us to i64
  %29 = mul i64 %6, %.374.0149.us.us
  %30 = add i64 %22, %29
  %31 = add i64 %23, %29
  %32 = add i64 %26, %29
  %33 = add i64 %27, %29
  %34 = add i64 %29, %28
  %35 = add i64 %25, %29
  %36 = mul i64 %3, %.374.0149.us.us
  %37 = add i64 %22, %36
  %38 = add i64 %23, %36
  %39 = add i64 %24, %36
  %40 = add i64 %36, %28
  %41 = add i64 %25, %36
  %.443.us.us = add nuw nsw i64 %.374.0149.us.us, 1
  %.640.us.us = mul i64 %.374.0149.us.us, %arg.u0.5.1
  %42 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %.374.0149.us.us, i64 1)
  %math = extractvalue { i64, i1 } %42, 0
  %ov = extractvalue { i64, i1 } %42, 1
  %.703.us.us = mul i64 %math, %arg.u0.5.1
  %.779.us.us = mul i64 %.443.us.us, %arg.u0.5.1
  %.805.us.us = add i64 %.640.us.us, -1
  %.644.us163.us.peel = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %.640.us.us
  %.645.us164.us.peel = load double, double* %.644.us163.us.peel, align 8
  br i1 %ov, label %B204.us154.us.preheader, label %B204.us.us.us.preheader

B204.us154.us.preheader:                          ; preds = %B170.endif.us.us
  %43 = icmp slt i64 %.374.0149.us.us, %.726
  br i1 %43, label %B286.us166.us.peel, label %B356.us177.us.peel

B286.us166.us.peel:                               ; preds = %B204.us154.us.preheader
  %.783.us168.us.peel = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %.779.us.us
  %.784.us169.us.peel = load double, double* %.783.us168.us.peel, align 8
  br label %B356.us177.us.peel

B356.us177.us.peel:                               ; preds = %B204.us154.us.preheader, %B286.us166.us.peel
  %"$phi314.3.2.3.us171.us.peel" = phi double [ %.784.us169.us.peel, %B286.us166.us.peel ], [ %.645.us164.us.peel, %B204.us154.us.preheader ]
  %44 = icmp sgt i64 %arg.u0.5.1, 1
  br i1 %44, label %B376.us180.us.peel, label %B404.us187.us.peel

B376.us180.us.peel:                               ; preds = %B356.us177.us.peel
  %.912.us183.us.peel = add nuw nsw i64 %.640.us.us, 1
  %.933.us185.us.peel = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %.912.us183.us.peel
  %.934.us186.us.peel = load double, double* %.933.us185.us.peel, align 8
  br label %B404.us187.us.peel

B404.us187.us.peel:                               ; preds = %B376.us180.us.peel, %B356.us177.us.peel
  %"$phi404.3.2.3.us188.us.peel" = phi double [ %.934.us186.us.peel, %B376.us180.us.peel ], [ %.645.us164.us.peel, %B356.us177.us.peel ]
  %45 = icmp eq i64 %2, 1
  %.950.us189.us.peel = fadd double %.645.us164.us.peel, %"$phi314.3.2.3.us171.us.peel"
  %.956.us190.us.peel = fadd double %.950.us189.us.peel, %.645.us164.us.peel
  %.959.us191.us.peel = fadd double %.956.us190.us.peel, %"$phi404.3.2.3.us188.us.peel"
  %.961.us192.us.peel = fmul double %.645.us164.us.peel, 4.000000e+00
  %.962.us193.us.peel = fsub double %.959.us191.us.peel, %.961.us192.us.peel
  %.965.us194.us.peel = fmul double %.645.us164.us.peel, %.645.us164.us.peel
  %.967.us195.us.peel = fmul double %.645.us164.us.peel, %.965.us194.us.peel
  %.968.us196.us.peel = fsub double %.962.us193.us.peel, %.967.us195.us.peel
  %.970.us197.us.peel = fmul double %.968.us196.us.peel, %arg.h
  %.972.us198.us.peel = fadd double %.645.us164.us.peel, %.970.us197.us.peel
  %.1029.us199.us.peel = getelementptr double, double* %.6.i1.i.us, i64 %.640.us.us
  store double %.972.us198.us.peel, double* %.1029.us199.us.peel, align 8
  br i1 %45, label %B202.B168.loopexit_crit_edge.us.us, label %B204.us154.us.preheader242

B204.us154.us.preheader242:                       ; preds = %B404.us187.us.peel
  %46 = icmp ult i64 %5, 8
  br i1 %46, label %B204.us154.us.preheader298, label %vector.memcheck

vector.memcheck:                                  ; preds = %B204.us154.us.preheader242
  %47 = sub i64 %37, %38
  %diff.check = icmp ult i64 %47, 64
  %48 = sub i64 %37, %39
  %diff.check248 = icmp ult i64 %48, 64
  %conflict.rdx = or i1 %diff.check, %diff.check248
  %49 = sub i64 %37, %40
  %diff.check249 = icmp ult i64 %49, 64
  %conflict.rdx250 = or i1 %conflict.rdx, %diff.check249
  %50 = sub i64 %37, %41
  %diff.check251 = icmp ult i64 %50, 64
  %conflict.rdx252 = or i1 %conflict.rdx250, %diff.check251
  br i1 %conflict.rdx252, label %B204.us154.us.preheader298, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %51 = icmp slt i64 %.374.0149.us.us, %.726
  %52 = icmp ult i64 %10, 56
  %broadcast.splatinsert = insertelement <8 x i1> poison, i1 %51, i64 0
  %broadcast.splat = shufflevector <8 x i1> %broadcast.splatinsert, <8 x i1> poison, <8 x i32> zeroinitializer
  br i1 %52, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv968 = phi i64 [ %unroll_iter359, %vector.body.preheader ], [ %lsr.iv.next969, %vector.body ]
  %lsr.iv880 = phi double* [ %lsr.iv601, %vector.body.preheader ], [ %scevgep881, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next.7, %vector.body ], [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.body.preheader ]
  %lsr.iv880882 = bitcast double* %lsr.iv880 to <8 x double>*
  %lsr.iv880882913 = bitcast <8 x double>* %lsr.iv880882 to i8*
  %lsr.iv880921 = bitcast double* %lsr.iv880 to i8*
  %scevgep916 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -7
  %wide.load = load <8 x double>, <8 x double>* %scevgep916, align 8
  %uglygep942 = getelementptr i8, i8* %lsr.iv880921, i64 %6
  %uglygep942943 = bitcast i8* %uglygep942 to <8 x double>*
  %scevgep944 = getelementptr <8 x double>, <8 x double>* %uglygep942943, i64 -7
  %wide.masked.load = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep944, i32 8, <8 x i1> %broadcast.splat, <8 x double> poison)
  %predphi = select <8 x i1> %broadcast.splat, <8 x double> %wide.masked.load, <8 x double> %wide.load
  %scevgep917 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -7
  %scevgep917918 = bitcast <8 x double>* %scevgep917 to i8*
  %uglygep919 = getelementptr i8, i8* %scevgep917918, i64 -8
  %uglygep919920 = bitcast i8* %uglygep919 to <8 x double>*
  %wide.load253 = load <8 x double>, <8 x double>* %uglygep919920, align 8
  %53 = icmp slt <8 x i64> %vec.ind, %broadcast.splat255
  %54 = extractelement <8 x i64> %vec.ind, i64 0
  %55 = add i64 %54, 1
  %56 = add i64 %55, %.640.us.us
  %57 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %56
  %58 = bitcast double* %57 to <8 x double>*
  %wide.masked.load256 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %58, i32 8, <8 x i1> %53, <8 x double> poison)
  %predphi257 = select <8 x i1> %53, <8 x double> %wide.masked.load256, <8 x double> %wide.load
  %59 = fadd <8 x double> %wide.load, %predphi
  %60 = fadd <8 x double> %59, %wide.load253
  %61 = fadd <8 x double> %60, %predphi257
  %62 = fmul <8 x double> %wide.load, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %63 = fsub <8 x double> %61, %62
  %64 = fmul <8 x double> %wide.load, %wide.load
  %65 = fmul <8 x double> %wide.load, %64
  %66 = fsub <8 x double> %63, %65
  %67 = fmul <8 x double> %66, %broadcast.splat259
  %68 = fadd <8 x double> %wide.load, %67
  %scevgep965 = getelementptr double, double* %lsr.iv729, i64 %index
  %scevgep965966 = bitcast double* %scevgep965 to <8 x double>*
  %scevgep967 = getelementptr <8 x double>, <8 x double>* %scevgep965966, i64 -7
  store <8 x double> %68, <8 x double>* %scevgep967, align 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %scevgep912 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -6
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep912, align 8
  %uglygep937 = getelementptr i8, i8* %lsr.iv880921, i64 %6
  %uglygep937938 = bitcast i8* %uglygep937 to <8 x double>*
  %scevgep939 = getelementptr <8 x double>, <8 x double>* %uglygep937938, i64 -6
  %wide.masked.load.1 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep939, i32 8, <8 x i1> %broadcast.splat, <8 x double> poison)
  %predphi.1 = select <8 x i1> %broadcast.splat, <8 x double> %wide.masked.load.1, <8 x double> %wide.load.1
  %scevgep908 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -6
  %scevgep908909 = bitcast <8 x double>* %scevgep908 to i8*
  %uglygep910 = getelementptr i8, i8* %scevgep908909, i64 -8
  %uglygep910911 = bitcast i8* %uglygep910 to <8 x double>*
  %wide.load253.1 = load <8 x double>, <8 x double>* %uglygep910911, align 8
  %69 = icmp slt <8 x i64> %vec.ind.next, %broadcast.splat255
  %70 = extractelement <8 x i64> %vec.ind.next, i64 0
  %71 = add i64 %70, 1
  %72 = add i64 %71, %.640.us.us
  %73 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %72
  %74 = bitcast double* %73 to <8 x double>*
  %wide.masked.load256.1 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %74, i32 8, <8 x i1> %69, <8 x double> poison)
  %predphi257.1 = select <8 x i1> %69, <8 x double> %wide.masked.load256.1, <8 x double> %wide.load.1
  %75 = fadd <8 x double> %wide.load.1, %predphi.1
  %76 = fadd <8 x double> %75, %wide.load253.1
  %77 = fadd <8 x double> %76, %predphi257.1
  %78 = fmul <8 x double> %wide.load.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %79 = fsub <8 x double> %77, %78
  %80 = fmul <8 x double> %wide.load.1, %wide.load.1
  %81 = fmul <8 x double> %wide.load.1, %80
  %82 = fsub <8 x double> %79, %81
  %83 = fmul <8 x double> %82, %broadcast.splat259
  %84 = fadd <8 x double> %wide.load.1, %83
  %scevgep960 = getelementptr double, double* %lsr.iv729, i64 %index
  %scevgep960961 = bitcast double* %scevgep960 to <8 x double>*
  %scevgep962 = getelementptr <8 x double>, <8 x double>* %scevgep960961, i64 -6
  store <8 x double> %84, <8 x double>* %scevgep962, align 8
  %vec.ind.next.1 = add <8 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %scevgep907 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -5
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep907, align 8
  %uglygep934 = getelementptr i8, i8* %lsr.iv880921, i64 %6
  %uglygep934935 = bitcast i8* %uglygep934 to <8 x double>*
  %scevgep936 = getelementptr <8 x double>, <8 x double>* %uglygep934935, i64 -5
  %wide.masked.load.2 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep936, i32 8, <8 x i1> %broadcast.splat, <8 x double> poison)
  %predphi.2 = select <8 x i1> %broadcast.splat, <8 x double> %wide.masked.load.2, <8 x double> %wide.load.2
  %scevgep903 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -5
  %scevgep903904 = bitcast <8 x double>* %scevgep903 to i8*
  %uglygep905 = getelementptr i8, i8* %scevgep903904, i64 -8
  %uglygep905906 = bitcast i8* %uglygep905 to <8 x double>*
  %wide.load253.2 = load <8 x double>, <8 x double>* %uglygep905906, align 8
  %85 = icmp slt <8 x i64> %vec.ind.next.1, %broadcast.splat255
  %86 = extractelement <8 x i64> %vec.ind.next.1, i64 0
  %87 = add i64 %86, 1
  %88 = add i64 %87, %.640.us.us
  %89 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %88
  %90 = bitcast double* %89 to <8 x double>*
  %wide.masked.load256.2 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %90, i32 8, <8 x i1> %85, <8 x double> poison)
  %predphi257.2 = select <8 x i1> %85, <8 x double> %wide.masked.load256.2, <8 x double> %wide.load.2
  %91 = fadd <8 x double> %wide.load.2, %predphi.2
  %92 = fadd <8 x double> %91, %wide.load253.2
  %93 = fadd <8 x double> %92, %predphi257.2
  %94 = fmul <8 x double> %wide.load.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %95 = fsub <8 x double> %93, %94
  %96 = fmul <8 x double> %wide.load.2, %wide.load.2
  %97 = fmul <8 x double> %wide.load.2, %96
  %98 = fsub <8 x double> %95, %97
  %99 = fmul <8 x double> %98, %broadcast.splat259
  %100 = fadd <8 x double> %wide.load.2, %99
  %scevgep957 = getelementptr double, double* %lsr.iv729, i64 %index
  %scevgep957958 = bitcast double* %scevgep957 to <8 x double>*
  %scevgep959 = getelementptr <8 x double>, <8 x double>* %scevgep957958, i64 -5
  store <8 x double> %100, <8 x double>* %scevgep959, align 8
  %vec.ind.next.2 = add <8 x i64> %vec.ind, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %scevgep902 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -4
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep902, align 8
  %uglygep931 = getelementptr i8, i8* %lsr.iv880921, i64 %6
  %uglygep931932 = bitcast i8* %uglygep931 to <8 x double>*
  %scevgep933 = getelementptr <8 x double>, <8 x double>* %uglygep931932, i64 -4
  %wide.masked.load.3 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep933, i32 8, <8 x i1> %broadcast.splat, <8 x double> poison)
  %predphi.3 = select <8 x i1> %broadcast.splat, <8 x double> %wide.masked.load.3, <8 x double> %wide.load.3
  %scevgep898 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -4
  %scevgep898899 = bitcast <8 x double>* %scevgep898 to i8*
  %uglygep900 = getelementptr i8, i8* %scevgep898899, i64 -8
  %uglygep900901 = bitcast i8* %uglygep900 to <8 x double>*
  %wide.load253.3 = load <8 x double>, <8 x double>* %uglygep900901, align 8
  %101 = icmp slt <8 x i64> %vec.ind.next.2, %broadcast.splat255
  %102 = extractelement <8 x i64> %vec.ind.next.2, i64 0
  %103 = add i64 %102, 1
  %104 = add i64 %103, %.640.us.us
  %105 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %104
  %106 = bitcast double* %105 to <8 x double>*
  %wide.masked.load256.3 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %106, i32 8, <8 x i1> %101, <8 x double> poison)
  %predphi257.3 = select <8 x i1> %101, <8 x double> %wide.masked.load256.3, <8 x double> %wide.load.3
  %107 = fadd <8 x double> %wide.load.3, %predphi.3
  %108 = fadd <8 x double> %107, %wide.load253.3
  %109 = fadd <8 x double> %108, %predphi257.3
  %110 = fmul <8 x double> %wide.load.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %111 = fsub <8 x double> %109, %110
  %112 = fmul <8 x double> %wide.load.3, %wide.load.3
  %113 = fmul <8 x double> %wide.load.3, %112
  %114 = fsub <8 x double> %111, %113
  %115 = fmul <8 x double> %114, %broadcast.splat259
  %116 = fadd <8 x double> %wide.load.3, %115
  %scevgep954 = getelementptr double, double* %lsr.iv729, i64 %index
  %scevgep954955 = bitcast double* %scevgep954 to <8 x double>*
  %scevgep956 = getelementptr <8 x double>, <8 x double>* %scevgep954955, i64 -4
  store <8 x double> %116, <8 x double>* %scevgep956, align 8
  %vec.ind.next.3 = add <8 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %scevgep897 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -3
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep897, align 8
  %uglygep928 = getelementptr i8, i8* %lsr.iv880921, i64 %6
  %uglygep928929 = bitcast i8* %uglygep928 to <8 x double>*
  %scevgep930 = getelementptr <8 x double>, <8 x double>* %uglygep928929, i64 -3
  %wide.masked.load.4 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep930, i32 8, <8 x i1> %broadcast.splat, <8 x double> poison)
  %predphi.4 = select <8 x i1> %broadcast.splat, <8 x double> %wide.masked.load.4, <8 x double> %wide.load.4
  %scevgep893 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -3
  %scevgep893894 = bitcast <8 x double>* %scevgep893 to i8*
  %uglygep895 = getelementptr i8, i8* %scevgep893894, i64 -8
  %uglygep895896 = bitcast i8* %uglygep895 to <8 x double>*
  %wide.load253.4 = load <8 x double>, <8 x double>* %uglygep895896, align 8
  %117 = icmp slt <8 x i64> %vec.ind.next.3, %broadcast.splat255
  %118 = extractelement <8 x i64> %vec.ind.next.3, i64 0
  %119 = add i64 %118, 1
  %120 = add i64 %119, %.640.us.us
  %121 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %120
  %122 = bitcast double* %121 to <8 x double>*
  %wide.masked.load256.4 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %122, i32 8, <8 x i1> %117, <8 x double> poison)
  %predphi257.4 = select <8 x i1> %117, <8 x double> %wide.masked.load256.4, <8 x double> %wide.load.4
  %123 = fadd <8 x double> %wide.load.4, %predphi.4
  %124 = fadd <8 x double> %123, %wide.load253.4
  %125 = fadd <8 x double> %124, %predphi257.4
  %126 = fmul <8 x double> %wide.load.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %127 = fsub <8 x double> %125, %126
  %128 = fmul <8 x double> %wide.load.4, %wide.load.4
  %129 = fmul <8 x double> %wide.load.4, %128
  %130 = fsub <8 x double> %127, %129
  %131 = fmul <8 x double> %130, %broadcast.splat259
  %132 = fadd <8 x double> %wide.load.4, %131
  %scevgep951 = getelementptr double, double* %lsr.iv729, i64 %index
  %scevgep951952 = bitcast double* %scevgep951 to <8 x double>*
  %scevgep953 = getelementptr <8 x double>, <8 x double>* %scevgep951952, i64 -3
  store <8 x double> %132, <8 x double>* %scevgep953, align 8
  %vec.ind.next.4 = add <8 x i64> %vec.ind, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %scevgep892 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -2
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep892, align 8
  %uglygep925 = getelementptr i8, i8* %lsr.iv880921, i64 %6
  %uglygep925926 = bitcast i8* %uglygep925 to <8 x double>*
  %scevgep927 = getelementptr <8 x double>, <8 x double>* %uglygep925926, i64 -2
  %wide.masked.load.5 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep927, i32 8, <8 x i1> %broadcast.splat, <8 x double> poison)
  %predphi.5 = select <8 x i1> %broadcast.splat, <8 x double> %wide.masked.load.5, <8 x double> %wide.load.5
  %scevgep888 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -2
  %scevgep888889 = bitcast <8 x double>* %scevgep888 to i8*
  %uglygep890 = getelementptr i8, i8* %scevgep888889, i64 -8
  %uglygep890891 = bitcast i8* %uglygep890 to <8 x double>*
  %wide.load253.5 = load <8 x double>, <8 x double>* %uglygep890891, align 8
  %133 = icmp slt <8 x i64> %vec.ind.next.4, %broadcast.splat255
  %134 = extractelement <8 x i64> %vec.ind.next.4, i64 0
  %135 = add i64 %134, 1
  %136 = add i64 %135, %.640.us.us
  %137 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %136
  %138 = bitcast double* %137 to <8 x double>*
  %wide.masked.load256.5 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %138, i32 8, <8 x i1> %133, <8 x double> poison)
  %predphi257.5 = select <8 x i1> %133, <8 x double> %wide.masked.load256.5, <8 x double> %wide.load.5
  %139 = fadd <8 x double> %wide.load.5, %predphi.5
  %140 = fadd <8 x double> %139, %wide.load253.5
  %141 = fadd <8 x double> %140, %predphi257.5
  %142 = fmul <8 x double> %wide.load.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %143 = fsub <8 x double> %141, %142
  %144 = fmul <8 x double> %wide.load.5, %wide.load.5
  %145 = fmul <8 x double> %wide.load.5, %144
  %146 = fsub <8 x double> %143, %145
  %147 = fmul <8 x double> %146, %broadcast.splat259
  %148 = fadd <8 x double> %wide.load.5, %147
  %scevgep948 = getelementptr double, double* %lsr.iv729, i64 %index
  %scevgep948949 = bitcast double* %scevgep948 to <8 x double>*
  %scevgep950 = getelementptr <8 x double>, <8 x double>* %scevgep948949, i64 -2
  store <8 x double> %148, <8 x double>* %scevgep950, align 8
  %vec.ind.next.5 = add <8 x i64> %vec.ind, <i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48>
  %scevgep887 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -1
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep887, align 8
  %uglygep922 = getelementptr i8, i8* %lsr.iv880921, i64 %6
  %uglygep922923 = bitcast i8* %uglygep922 to <8 x double>*
  %scevgep924 = getelementptr <8 x double>, <8 x double>* %uglygep922923, i64 -1
  %wide.masked.load.6 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep924, i32 8, <8 x i1> %broadcast.splat, <8 x double> poison)
  %predphi.6 = select <8 x i1> %broadcast.splat, <8 x double> %wide.masked.load.6, <8 x double> %wide.load.6
  %scevgep883 = getelementptr <8 x double>, <8 x double>* %lsr.iv880882, i64 -1
  %scevgep883884 = bitcast <8 x double>* %scevgep883 to i8*
  %uglygep885 = getelementptr i8, i8* %scevgep883884, i64 -8
  %uglygep885886 = bitcast i8* %uglygep885 to <8 x double>*
  %wide.load253.6 = load <8 x double>, <8 x double>* %uglygep885886, align 8
  %149 = icmp slt <8 x i64> %vec.ind.next.5, %broadcast.splat255
  %150 = extractelement <8 x i64> %vec.ind.next.5, i64 0
  %151 = add i64 %150, 1
  %152 = add i64 %151, %.640.us.us
  %153 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %152
  %154 = bitcast double* %153 to <8 x double>*
  %wide.masked.load256.6 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %154, i32 8, <8 x i1> %149, <8 x double> poison)
  %predphi257.6 = select <8 x i1> %149, <8 x double> %wide.masked.load256.6, <8 x double> %wide.load.6
  %155 = fadd <8 x double> %wide.load.6, %predphi.6
  %156 = fadd <8 x double> %155, %wide.load253.6
  %157 = fadd <8 x double> %156, %predphi257.6
  %158 = fmul <8 x double> %wide.load.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %159 = fsub <8 x double> %157, %158
  %160 = fmul <8 x double> %wide.load.6, %wide.load.6
  %161 = fmul <8 x double> %wide.load.6, %160
  %162 = fsub <8 x double> %159, %161
  %163 = fmul <8 x double> %162, %broadcast.splat259
  %164 = fadd <8 x double> %wide.load.6, %163
  %scevgep945 = getelementptr double, double* %lsr.iv729, i64 %index
  %scevgep945946 = bitcast double* %scevgep945 to <8 x double>*
  %scevgep947 = getelementptr <8 x double>, <8 x double>* %scevgep945946, i64 -1
  store <8 x double> %164, <8 x double>* %scevgep947, align 8
  %vec.ind.next.6 = add <8 x i64> %vec.ind, <i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56>
  %wide.load.7 = load <8 x double>, <8 x double>* %lsr.iv880882, align 8
  %uglygep940 = getelementptr i8, i8* %lsr.iv880921, i64 %6
  %uglygep940941 = bitcast i8* %uglygep940 to <8 x double>*
  %wide.masked.load.7 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %uglygep940941, i32 8, <8 x i1> %broadcast.splat, <8 x double> poison)
  %predphi.7 = select <8 x i1> %broadcast.splat, <8 x double> %wide.masked.load.7, <8 x double> %wide.load.7
  %uglygep914 = getelementptr i8, i8* %lsr.iv880882913, i64 -8
  %uglygep914915 = bitcast i8* %uglygep914 to <8 x double>*
  %wide.load253.7 = load <8 x double>, <8 x double>* %uglygep914915, align 8
  %165 = icmp slt <8 x i64> %vec.ind.next.6, %broadcast.splat255
  %166 = extractelement <8 x i64> %vec.ind.next.6, i64 0
  %167 = add i64 %166, 1
  %168 = add i64 %167, %.640.us.us
  %169 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %168
  %170 = bitcast double* %169 to <8 x double>*
  %wide.masked.load256.7 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %170, i32 8, <8 x i1> %165, <8 x double> poison)
  %predphi257.7 = select <8 x i1> %165, <8 x double> %wide.masked.load256.7, <8 x double> %wide.load.7
  %171 = fadd <8 x double> %wide.load.7, %predphi.7
  %172 = fadd <8 x double> %171, %wide.load253.7
  %173 = fadd <8 x double> %172, %predphi257.7
  %174 = fmul <8 x double> %wide.load.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %175 = fsub <8 x double> %173, %174
  %176 = fmul <8 x double> %wide.load.7, %wide.load.7
  %177 = fmul <8 x double> %wide.load.7, %176
  %178 = fsub <8 x double> %175, %177
  %179 = fmul <8 x double> %178, %broadcast.splat259
  %180 = fadd <8 x double> %wide.load.7, %179
  %scevgep963 = getelementptr double, double* %lsr.iv729, i64 %index
  %scevgep963964 = bitcast double* %scevgep963 to <8 x double>*
  store <8 x double> %180, <8 x double>* %scevgep963964, align 8
  %index.next.7 = add i64 %index, 64
  %vec.ind.next.7 = add <8 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %scevgep881 = getelementptr double, double* %lsr.iv880, i64 64
  %lsr.iv.next969 = add i64 %lsr.iv968, -8
  %niter367.ncmp.7 = icmp eq i64 %lsr.iv.next969, 0
  br i1 %niter367.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !20

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %vec.ind.unr = phi <8 x i64> [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.ph ], [ %vec.ind.next.7, %vector.body ]
  %181 = and i64 %12, 7
  %182 = icmp eq i64 %181, 0
  br i1 %182, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv970 = phi i64 [ %15, %vector.body.epil.preheader ], [ %lsr.iv.next971, %vector.body.epil ]
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %vector.body.epil.preheader ]
  %vec.ind.epil = phi <8 x i64> [ %vec.ind.next.epil, %vector.body.epil ], [ %vec.ind.unr, %vector.body.epil.preheader ]
  %offset.idx.epil = or i64 %index.epil, 1
  %183 = add i64 %offset.idx.epil, %.640.us.us
  %184 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %183
  %185 = bitcast double* %184 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %185, align 8
  %186 = add i64 %offset.idx.epil, %.779.us.us
  %187 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %186
  %188 = bitcast double* %187 to <8 x double>*
  %wide.masked.load.epil = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %188, i32 8, <8 x i1> %broadcast.splat, <8 x double> poison)
  %predphi.epil = select <8 x i1> %broadcast.splat, <8 x double> %wide.masked.load.epil, <8 x double> %wide.load.epil
  %189 = add i64 %.805.us.us, %offset.idx.epil
  %190 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %189
  %191 = bitcast double* %190 to <8 x double>*
  %wide.load253.epil = load <8 x double>, <8 x double>* %191, align 8
  %192 = icmp slt <8 x i64> %vec.ind.epil, %broadcast.splat255
  %193 = extractelement <8 x i64> %vec.ind.epil, i64 0
  %194 = add i64 %193, 1
  %195 = add i64 %194, %.640.us.us
  %196 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %195
  %197 = bitcast double* %196 to <8 x double>*
  %wide.masked.load256.epil = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %197, i32 8, <8 x i1> %192, <8 x double> poison)
  %predphi257.epil = select <8 x i1> %192, <8 x double> %wide.masked.load256.epil, <8 x double> %wide.load.epil
  %198 = fadd <8 x double> %wide.load.epil, %predphi.epil
  %199 = fadd <8 x double> %198, %wide.load253.epil
  %200 = fadd <8 x double> %199, %predphi257.epil
  %201 = fmul <8 x double> %wide.load.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %202 = fsub <8 x double> %200, %201
  %203 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %204 = fmul <8 x double> %wide.load.epil, %203
  %205 = fsub <8 x double> %202, %204
  %206 = fmul <8 x double> %205, %broadcast.splat259
  %207 = fadd <8 x double> %wide.load.epil, %206
  %208 = getelementptr double, double* %.6.i1.i.us, i64 %183
  %209 = bitcast double* %208 to <8 x double>*
  store <8 x double> %207, <8 x double>* %209, align 8
  %index.next.epil = add nuw i64 %index.epil, 8
  %vec.ind.next.epil = add <8 x i64> %vec.ind.epil, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %lsr.iv.next971 = add nsw i64 %lsr.iv970, -8
  %epil.iter364.cmp.not = icmp eq i64 %lsr.iv.next971, 0
  br i1 %epil.iter364.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !23

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %210 = icmp eq i64 %5, %n.vec
  br i1 %210, label %B202.B168.loopexit_crit_edge.us.us, label %B204.us154.us.preheader298

B204.us154.us.preheader298:                       ; preds = %vector.memcheck, %B204.us154.us.preheader242, %middle.block
  %.495.0146.us156.us.ph = phi i64 [ 1, %vector.memcheck ], [ 1, %B204.us154.us.preheader242 ], [ %ind.end, %middle.block ]
  %211 = sub i64 %2, %.495.0146.us156.us.ph
  %212 = xor i64 %.495.0146.us156.us.ph, -1
  %213 = add i64 %2, %212
  %xtraiter368 = and i64 %211, 7
  %lcmp.mod369.not = icmp eq i64 %xtraiter368, 0
  br i1 %lcmp.mod369.not, label %B204.us154.us.prol.loopexit, label %B204.us154.us.prol.preheader

B204.us154.us.prol.preheader:                     ; preds = %B204.us154.us.preheader298
  br label %B204.us154.us.prol

B204.us154.us.prol:                               ; preds = %B204.us154.us.prol.preheader, %B404.us187.us.prol
  %lsr.iv972 = phi i64 [ %xtraiter368, %B204.us154.us.prol.preheader ], [ %lsr.iv.next973, %B404.us187.us.prol ]
  %.495.0146.us156.us.prol = phi i64 [ %.564.us158.us.prol, %B404.us187.us.prol ], [ %.495.0146.us156.us.ph, %B204.us154.us.prol.preheader ]
  %214 = icmp slt i64 %.374.0149.us.us, %.726
  %scevgep982 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us.prol
  %.645.us164.us.prol = load double, double* %scevgep982, align 8
  br i1 %214, label %B286.us166.us.prol, label %B356.us177.us.prol

B286.us166.us.prol:                               ; preds = %B204.us154.us.prol
  %scevgep978 = getelementptr double, double* %lsr.iv975, i64 %.495.0146.us156.us.prol
  %.784.us169.us.prol = load double, double* %scevgep978, align 8
  br label %B356.us177.us.prol

B356.us177.us.prol:                               ; preds = %B286.us166.us.prol, %B204.us154.us.prol
  %"$phi314.3.2.3.us171.us.prol" = phi double [ %.784.us169.us.prol, %B286.us166.us.prol ], [ %.645.us164.us.prol, %B204.us154.us.prol ]
  %scevgep983 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us.prol
  %scevgep984 = getelementptr double, double* %scevgep983, i64 -1
  %.858.us176.us.prol = load double, double* %scevgep984, align 8
  %.878.us179.us.prol = icmp slt i64 %.495.0146.us156.us.prol, %.876
  br i1 %.878.us179.us.prol, label %B376.us180.us.prol, label %B404.us187.us.prol

B376.us180.us.prol:                               ; preds = %B356.us177.us.prol
  %scevgep980 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us.prol
  %scevgep981 = getelementptr double, double* %scevgep980, i64 1
  %.934.us186.us.prol = load double, double* %scevgep981, align 8
  br label %B404.us187.us.prol

B404.us187.us.prol:                               ; preds = %B376.us180.us.prol, %B356.us177.us.prol
  %"$phi404.3.2.3.us188.us.prol" = phi double [ %.934.us186.us.prol, %B376.us180.us.prol ], [ %.645.us164.us.prol, %B356.us177.us.prol ]
  %.950.us189.us.prol = fadd double %.645.us164.us.prol, %"$phi314.3.2.3.us171.us.prol"
  %.956.us190.us.prol = fadd double %.950.us189.us.prol, %.858.us176.us.prol
  %.959.us191.us.prol = fadd double %.956.us190.us.prol, %"$phi404.3.2.3.us188.us.prol"
  %.961.us192.us.prol = fmul double %.645.us164.us.prol, 4.000000e+00
  %.962.us193.us.prol = fsub double %.959.us191.us.prol, %.961.us192.us.prol
  %.965.us194.us.prol = fmul double %.645.us164.us.prol, %.645.us164.us.prol
  %.967.us195.us.prol = fmul double %.645.us164.us.prol, %.965.us194.us.prol
  %.968.us196.us.prol = fsub double %.962.us193.us.prol, %.967.us195.us.prol
  %.970.us197.us.prol = fmul double %.968.us196.us.prol, %arg.h
  %.972.us198.us.prol = fadd double %.645.us164.us.prol, %.970.us197.us.prol
  %scevgep979 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us156.us.prol
  store double %.972.us198.us.prol, double* %scevgep979, align 8
  %lsr.iv.next973 = add nsw i64 %lsr.iv972, -1
  %.564.us158.us.prol = add i64 %.495.0146.us156.us.prol, 1
  %prol.iter370.cmp.not = icmp eq i64 %lsr.iv.next973, 0
  br i1 %prol.iter370.cmp.not, label %B204.us154.us.prol.loopexit, label %B204.us154.us.prol, !llvm.loop !25

B204.us154.us.prol.loopexit:                      ; preds = %B404.us187.us.prol, %B204.us154.us.preheader298
  %.495.0146.us156.us.unr = phi i64 [ %.495.0146.us156.us.ph, %B204.us154.us.preheader298 ], [ %.564.us158.us.prol, %B404.us187.us.prol ]
  %215 = icmp ult i64 %213, 7
  br i1 %215, label %B202.B168.loopexit_crit_edge.us.us, label %B204.us154.us.preheader372

B204.us154.us.preheader372:                       ; preds = %B204.us154.us.prol.loopexit
  br label %B204.us154.us

B204.us.us.us.preheader:                          ; preds = %B170.endif.us.us
  %216 = icmp slt i64 %.374.0149.us.us, %.726
  %.707.us.us.us.peel = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %.703.us.us
  %.708.us.us.us.peel = load double, double* %.707.us.us.us.peel, align 8
  br i1 %216, label %B286.us.us.us.peel, label %B356.us.us.us.peel

B286.us.us.us.peel:                               ; preds = %B204.us.us.us.preheader
  %.783.us.us.us.peel = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %.779.us.us
  %.784.us.us.us.peel = load double, double* %.783.us.us.us.peel, align 8
  br label %B356.us.us.us.peel

B356.us.us.us.peel:                               ; preds = %B204.us.us.us.preheader, %B286.us.us.us.peel
  %"$phi314.3.2.3.us.us.us.peel" = phi double [ %.784.us.us.us.peel, %B286.us.us.us.peel ], [ %.645.us164.us.peel, %B204.us.us.us.preheader ]
  %217 = icmp sgt i64 %arg.u0.5.1, 1
  br i1 %217, label %B376.us.us.us.peel, label %B404.us.us.us.peel

B376.us.us.us.peel:                               ; preds = %B356.us.us.us.peel
  %.912.us.us.us.peel = add i64 %.640.us.us, 1
  %.933.us.us.us.peel = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %.912.us.us.us.peel
  %.934.us.us.us.peel = load double, double* %.933.us.us.us.peel, align 8
  br label %B404.us.us.us.peel

B404.us.us.us.peel:                               ; preds = %B376.us.us.us.peel, %B356.us.us.us.peel
  %"$phi404.3.2.3.us.us.us.peel" = phi double [ %.934.us.us.us.peel, %B376.us.us.us.peel ], [ %.645.us164.us.peel, %B356.us.us.us.peel ]
  %218 = icmp eq i64 %2, 1
  %.950.us.us.us.peel = fadd double %.708.us.us.us.peel, %"$phi314.3.2.3.us.us.us.peel"
  %.956.us.us.us.peel = fadd double %.950.us.us.us.peel, %.645.us164.us.peel
  %.959.us.us.us.peel = fadd double %.956.us.us.us.peel, %"$phi404.3.2.3.us.us.us.peel"
  %.961.us.us.us.peel = fmul double %.645.us164.us.peel, 4.000000e+00
  %.962.us.us.us.peel = fsub double %.959.us.us.us.peel, %.961.us.us.us.peel
  %.965.us.us.us.peel = fmul double %.645.us164.us.peel, %.645.us164.us.peel
  %.967.us.us.us.peel = fmul double %.645.us164.us.peel, %.965.us.us.us.peel
  %.968.us.us.us.peel = fsub double %.962.us.us.us.peel, %.967.us.us.us.peel
  %.970.us.us.us.peel = fmul double %.968.us.us.us.peel, %arg.h
  %.972.us.us.us.peel = fadd double %.645.us164.us.peel, %.970.us.us.us.peel
  %.1029.us.us.us.peel = getelementptr double, double* %.6.i1.i.us, i64 %.640.us.us
  store double %.972.us.us.us.peel, double* %.1029.us.us.us.peel, align 8
  br i1 %218, label %B202.B168.loopexit_crit_edge.us.us, label %B204.us.us.us.preheader243

B204.us.us.us.preheader243:                       ; preds = %B404.us.us.us.peel
  %219 = icmp ult i64 %9, 8
  br i1 %219, label %B204.us.us.us.preheader299, label %vector.memcheck260

vector.memcheck260:                               ; preds = %B204.us.us.us.preheader243
  %220 = sub i64 %30, %31
  %diff.check261 = icmp ult i64 %220, 64
  %221 = sub i64 %30, %32
  %diff.check262 = icmp ult i64 %221, 64
  %conflict.rdx263 = or i1 %diff.check261, %diff.check262
  %222 = sub i64 %30, %33
  %diff.check264 = icmp ult i64 %222, 64
  %conflict.rdx265 = or i1 %conflict.rdx263, %diff.check264
  %223 = sub i64 %30, %34
  %diff.check266 = icmp ult i64 %223, 64
  %conflict.rdx267 = or i1 %conflict.rdx265, %diff.check266
  %224 = sub i64 %30, %35
  %diff.check268 = icmp ult i64 %224, 64
  %conflict.rdx269 = or i1 %conflict.rdx267, %diff.check268
  br i1 %conflict.rdx269, label %B204.us.us.us.preheader299, label %vector.ph273

vector.ph273:                                     ; preds = %vector.memcheck260
  %225 = icmp slt i64 %.374.0149.us.us, %.726
  %226 = icmp ult i64 %10, 56
  %broadcast.splatinsert286 = insertelement <8 x i1> poison, i1 %225, i64 0
  %broadcast.splat287 = shufflevector <8 x i1> %broadcast.splatinsert286, <8 x i1> poison, <8 x i32> zeroinitializer
  br i1 %226, label %middle.block270.unr-lcssa, label %vector.body279.preheader

vector.body279.preheader:                         ; preds = %vector.ph273
  br label %vector.body279

vector.body279:                                   ; preds = %vector.body279.preheader, %vector.body279
  %lsr.iv755 = phi i64 [ %unroll_iter359, %vector.body279.preheader ], [ %lsr.iv.next756, %vector.body279 ]
  %index280 = phi i64 [ %index.next297.7, %vector.body279 ], [ 0, %vector.body279.preheader ]
  %vec.ind281 = phi <8 x i64> [ %vec.ind.next282.7, %vector.body279 ], [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.body279.preheader ]
  %scevgep665 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep665666 = bitcast double* %scevgep665 to <8 x double>*
  %scevgep667 = getelementptr <8 x double>, <8 x double>* %scevgep665666, i64 -7
  %wide.load284 = load <8 x double>, <8 x double>* %scevgep667, align 8
  %scevgep725 = getelementptr double, double* %lsr.iv702, i64 %index280
  %scevgep725726 = bitcast double* %scevgep725 to <8 x double>*
  %scevgep727 = getelementptr <8 x double>, <8 x double>* %scevgep725726, i64 -7
  %wide.load285 = load <8 x double>, <8 x double>* %scevgep727, align 8
  %scevgep698 = getelementptr double, double* %lsr.iv675, i64 %index280
  %scevgep698699 = bitcast double* %scevgep698 to <8 x double>*
  %scevgep700 = getelementptr <8 x double>, <8 x double>* %scevgep698699, i64 -7
  %wide.masked.load288 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep700, i32 8, <8 x i1> %broadcast.splat287, <8 x double> poison)
  %predphi289 = select <8 x i1> %broadcast.splat287, <8 x double> %wide.masked.load288, <8 x double> %wide.load284
  %scevgep668 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep668669 = bitcast double* %scevgep668 to <8 x double>*
  %scevgep670 = getelementptr <8 x double>, <8 x double>* %scevgep668669, i64 -7
  %scevgep670671 = bitcast <8 x double>* %scevgep670 to i8*
  %uglygep672 = getelementptr i8, i8* %scevgep670671, i64 -8
  %uglygep672673 = bitcast i8* %uglygep672 to <8 x double>*
  %wide.load290 = load <8 x double>, <8 x double>* %uglygep672673, align 8
  %227 = icmp slt <8 x i64> %vec.ind281, %broadcast.splat292
  %228 = extractelement <8 x i64> %vec.ind281, i64 0
  %229 = add i64 %228, 1
  %230 = add i64 %229, %.640.us.us
  %231 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %230
  %232 = bitcast double* %231 to <8 x double>*
  %wide.masked.load293 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %232, i32 8, <8 x i1> %227, <8 x double> poison)
  %predphi294 = select <8 x i1> %227, <8 x double> %wide.masked.load293, <8 x double> %wide.load284
  %233 = fadd <8 x double> %wide.load285, %predphi289
  %234 = fadd <8 x double> %233, %wide.load290
  %235 = fadd <8 x double> %234, %predphi294
  %236 = fmul <8 x double> %wide.load284, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %237 = fsub <8 x double> %235, %236
  %238 = fmul <8 x double> %wide.load284, %wide.load284
  %239 = fmul <8 x double> %wide.load284, %238
  %240 = fsub <8 x double> %237, %239
  %241 = fmul <8 x double> %240, %broadcast.splat296
  %242 = fadd <8 x double> %wide.load284, %241
  %scevgep752 = getelementptr double, double* %lsr.iv729, i64 %index280
  %scevgep752753 = bitcast double* %scevgep752 to <8 x double>*
  %scevgep754 = getelementptr <8 x double>, <8 x double>* %scevgep752753, i64 -7
  store <8 x double> %242, <8 x double>* %scevgep754, align 8
  %vec.ind.next282 = add <8 x i64> %vec.ind281, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %scevgep655 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep655656 = bitcast double* %scevgep655 to <8 x double>*
  %scevgep657 = getelementptr <8 x double>, <8 x double>* %scevgep655656, i64 -6
  %wide.load284.1 = load <8 x double>, <8 x double>* %scevgep657, align 8
  %scevgep720 = getelementptr double, double* %lsr.iv702, i64 %index280
  %scevgep720721 = bitcast double* %scevgep720 to <8 x double>*
  %scevgep722 = getelementptr <8 x double>, <8 x double>* %scevgep720721, i64 -6
  %wide.load285.1 = load <8 x double>, <8 x double>* %scevgep722, align 8
  %scevgep693 = getelementptr double, double* %lsr.iv675, i64 %index280
  %scevgep693694 = bitcast double* %scevgep693 to <8 x double>*
  %scevgep695 = getelementptr <8 x double>, <8 x double>* %scevgep693694, i64 -6
  %wide.masked.load288.1 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep695, i32 8, <8 x i1> %broadcast.splat287, <8 x double> poison)
  %predphi289.1 = select <8 x i1> %broadcast.splat287, <8 x double> %wide.masked.load288.1, <8 x double> %wide.load284.1
  %scevgep649 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep649650 = bitcast double* %scevgep649 to <8 x double>*
  %scevgep651 = getelementptr <8 x double>, <8 x double>* %scevgep649650, i64 -6
  %scevgep651652 = bitcast <8 x double>* %scevgep651 to i8*
  %uglygep653 = getelementptr i8, i8* %scevgep651652, i64 -8
  %uglygep653654 = bitcast i8* %uglygep653 to <8 x double>*
  %wide.load290.1 = load <8 x double>, <8 x double>* %uglygep653654, align 8
  %243 = icmp slt <8 x i64> %vec.ind.next282, %broadcast.splat292
  %244 = extractelement <8 x i64> %vec.ind.next282, i64 0
  %245 = add i64 %244, 1
  %246 = add i64 %245, %.640.us.us
  %247 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %246
  %248 = bitcast double* %247 to <8 x double>*
  %wide.masked.load293.1 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %248, i32 8, <8 x i1> %243, <8 x double> poison)
  %predphi294.1 = select <8 x i1> %243, <8 x double> %wide.masked.load293.1, <8 x double> %wide.load284.1
  %249 = fadd <8 x double> %wide.load285.1, %predphi289.1
  %250 = fadd <8 x double> %249, %wide.load290.1
  %251 = fadd <8 x double> %250, %predphi294.1
  %252 = fmul <8 x double> %wide.load284.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %253 = fsub <8 x double> %251, %252
  %254 = fmul <8 x double> %wide.load284.1, %wide.load284.1
  %255 = fmul <8 x double> %wide.load284.1, %254
  %256 = fsub <8 x double> %253, %255
  %257 = fmul <8 x double> %256, %broadcast.splat296
  %258 = fadd <8 x double> %wide.load284.1, %257
  %scevgep747 = getelementptr double, double* %lsr.iv729, i64 %index280
  %scevgep747748 = bitcast double* %scevgep747 to <8 x double>*
  %scevgep749 = getelementptr <8 x double>, <8 x double>* %scevgep747748, i64 -6
  store <8 x double> %258, <8 x double>* %scevgep749, align 8
  %vec.ind.next282.1 = add <8 x i64> %vec.ind281, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %scevgep646 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep646647 = bitcast double* %scevgep646 to <8 x double>*
  %scevgep648 = getelementptr <8 x double>, <8 x double>* %scevgep646647, i64 -5
  %wide.load284.2 = load <8 x double>, <8 x double>* %scevgep648, align 8
  %scevgep717 = getelementptr double, double* %lsr.iv702, i64 %index280
  %scevgep717718 = bitcast double* %scevgep717 to <8 x double>*
  %scevgep719 = getelementptr <8 x double>, <8 x double>* %scevgep717718, i64 -5
  %wide.load285.2 = load <8 x double>, <8 x double>* %scevgep719, align 8
  %scevgep690 = getelementptr double, double* %lsr.iv675, i64 %index280
  %scevgep690691 = bitcast double* %scevgep690 to <8 x double>*
  %scevgep692 = getelementptr <8 x double>, <8 x double>* %scevgep690691, i64 -5
  %wide.masked.load288.2 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep692, i32 8, <8 x i1> %broadcast.splat287, <8 x double> poison)
  %predphi289.2 = select <8 x i1> %broadcast.splat287, <8 x double> %wide.masked.load288.2, <8 x double> %wide.load284.2
  %scevgep640 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep640641 = bitcast double* %scevgep640 to <8 x double>*
  %scevgep642 = getelementptr <8 x double>, <8 x double>* %scevgep640641, i64 -5
  %scevgep642643 = bitcast <8 x double>* %scevgep642 to i8*
  %uglygep644 = getelementptr i8, i8* %scevgep642643, i64 -8
  %uglygep644645 = bitcast i8* %uglygep644 to <8 x double>*
  %wide.load290.2 = load <8 x double>, <8 x double>* %uglygep644645, align 8
  %259 = icmp slt <8 x i64> %vec.ind.next282.1, %broadcast.splat292
  %260 = extractelement <8 x i64> %vec.ind.next282.1, i64 0
  %261 = add i64 %260, 1
  %262 = add i64 %261, %.640.us.us
  %263 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %262
  %264 = bitcast double* %263 to <8 x double>*
  %wide.masked.load293.2 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %264, i32 8, <8 x i1> %259, <8 x double> poison)
  %predphi294.2 = select <8 x i1> %259, <8 x double> %wide.masked.load293.2, <8 x double> %wide.load284.2
  %265 = fadd <8 x double> %wide.load285.2, %predphi289.2
  %266 = fadd <8 x double> %265, %wide.load290.2
  %267 = fadd <8 x double> %266, %predphi294.2
  %268 = fmul <8 x double> %wide.load284.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %269 = fsub <8 x double> %267, %268
  %270 = fmul <8 x double> %wide.load284.2, %wide.load284.2
  %271 = fmul <8 x double> %wide.load284.2, %270
  %272 = fsub <8 x double> %269, %271
  %273 = fmul <8 x double> %272, %broadcast.splat296
  %274 = fadd <8 x double> %wide.load284.2, %273
  %scevgep744 = getelementptr double, double* %lsr.iv729, i64 %index280
  %scevgep744745 = bitcast double* %scevgep744 to <8 x double>*
  %scevgep746 = getelementptr <8 x double>, <8 x double>* %scevgep744745, i64 -5
  store <8 x double> %274, <8 x double>* %scevgep746, align 8
  %vec.ind.next282.2 = add <8 x i64> %vec.ind281, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %scevgep637 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep637638 = bitcast double* %scevgep637 to <8 x double>*
  %scevgep639 = getelementptr <8 x double>, <8 x double>* %scevgep637638, i64 -4
  %wide.load284.3 = load <8 x double>, <8 x double>* %scevgep639, align 8
  %scevgep714 = getelementptr double, double* %lsr.iv702, i64 %index280
  %scevgep714715 = bitcast double* %scevgep714 to <8 x double>*
  %scevgep716 = getelementptr <8 x double>, <8 x double>* %scevgep714715, i64 -4
  %wide.load285.3 = load <8 x double>, <8 x double>* %scevgep716, align 8
  %scevgep687 = getelementptr double, double* %lsr.iv675, i64 %index280
  %scevgep687688 = bitcast double* %scevgep687 to <8 x double>*
  %scevgep689 = getelementptr <8 x double>, <8 x double>* %scevgep687688, i64 -4
  %wide.masked.load288.3 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep689, i32 8, <8 x i1> %broadcast.splat287, <8 x double> poison)
  %predphi289.3 = select <8 x i1> %broadcast.splat287, <8 x double> %wide.masked.load288.3, <8 x double> %wide.load284.3
  %scevgep631 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep631632 = bitcast double* %scevgep631 to <8 x double>*
  %scevgep633 = getelementptr <8 x double>, <8 x double>* %scevgep631632, i64 -4
  %scevgep633634 = bitcast <8 x double>* %scevgep633 to i8*
  %uglygep635 = getelementptr i8, i8* %scevgep633634, i64 -8
  %uglygep635636 = bitcast i8* %uglygep635 to <8 x double>*
  %wide.load290.3 = load <8 x double>, <8 x double>* %uglygep635636, align 8
  %275 = icmp slt <8 x i64> %vec.ind.next282.2, %broadcast.splat292
  %276 = extractelement <8 x i64> %vec.ind.next282.2, i64 0
  %277 = add i64 %276, 1
  %278 = add i64 %277, %.640.us.us
  %279 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %278
  %280 = bitcast double* %279 to <8 x double>*
  %wide.masked.load293.3 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %280, i32 8, <8 x i1> %275, <8 x double> poison)
  %predphi294.3 = select <8 x i1> %275, <8 x double> %wide.masked.load293.3, <8 x double> %wide.load284.3
  %281 = fadd <8 x double> %wide.load285.3, %predphi289.3
  %282 = fadd <8 x double> %281, %wide.load290.3
  %283 = fadd <8 x double> %282, %predphi294.3
  %284 = fmul <8 x double> %wide.load284.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %285 = fsub <8 x double> %283, %284
  %286 = fmul <8 x double> %wide.load284.3, %wide.load284.3
  %287 = fmul <8 x double> %wide.load284.3, %286
  %288 = fsub <8 x double> %285, %287
  %289 = fmul <8 x double> %288, %broadcast.splat296
  %290 = fadd <8 x double> %wide.load284.3, %289
  %scevgep741 = getelementptr double, double* %lsr.iv729, i64 %index280
  %scevgep741742 = bitcast double* %scevgep741 to <8 x double>*
  %scevgep743 = getelementptr <8 x double>, <8 x double>* %scevgep741742, i64 -4
  store <8 x double> %290, <8 x double>* %scevgep743, align 8
  %vec.ind.next282.3 = add <8 x i64> %vec.ind281, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %scevgep628 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep628629 = bitcast double* %scevgep628 to <8 x double>*
  %scevgep630 = getelementptr <8 x double>, <8 x double>* %scevgep628629, i64 -3
  %wide.load284.4 = load <8 x double>, <8 x double>* %scevgep630, align 8
  %scevgep711 = getelementptr double, double* %lsr.iv702, i64 %index280
  %scevgep711712 = bitcast double* %scevgep711 to <8 x double>*
  %scevgep713 = getelementptr <8 x double>, <8 x double>* %scevgep711712, i64 -3
  %wide.load285.4 = load <8 x double>, <8 x double>* %scevgep713, align 8
  %scevgep684 = getelementptr double, double* %lsr.iv675, i64 %index280
  %scevgep684685 = bitcast double* %scevgep684 to <8 x double>*
  %scevgep686 = getelementptr <8 x double>, <8 x double>* %scevgep684685, i64 -3
  %wide.masked.load288.4 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep686, i32 8, <8 x i1> %broadcast.splat287, <8 x double> poison)
  %predphi289.4 = select <8 x i1> %broadcast.splat287, <8 x double> %wide.masked.load288.4, <8 x double> %wide.load284.4
  %scevgep622 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep622623 = bitcast double* %scevgep622 to <8 x double>*
  %scevgep624 = getelementptr <8 x double>, <8 x double>* %scevgep622623, i64 -3
  %scevgep624625 = bitcast <8 x double>* %scevgep624 to i8*
  %uglygep626 = getelementptr i8, i8* %scevgep624625, i64 -8
  %uglygep626627 = bitcast i8* %uglygep626 to <8 x double>*
  %wide.load290.4 = load <8 x double>, <8 x double>* %uglygep626627, align 8
  %291 = icmp slt <8 x i64> %vec.ind.next282.3, %broadcast.splat292
  %292 = extractelement <8 x i64> %vec.ind.next282.3, i64 0
  %293 = add i64 %292, 1
  %294 = add i64 %293, %.640.us.us
  %295 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %294
  %296 = bitcast double* %295 to <8 x double>*
  %wide.masked.load293.4 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %296, i32 8, <8 x i1> %291, <8 x double> poison)
  %predphi294.4 = select <8 x i1> %291, <8 x double> %wide.masked.load293.4, <8 x double> %wide.load284.4
  %297 = fadd <8 x double> %wide.load285.4, %predphi289.4
  %298 = fadd <8 x double> %297, %wide.load290.4
  %299 = fadd <8 x double> %298, %predphi294.4
  %300 = fmul <8 x double> %wide.load284.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %301 = fsub <8 x double> %299, %300
  %302 = fmul <8 x double> %wide.load284.4, %wide.load284.4
  %303 = fmul <8 x double> %wide.load284.4, %302
  %304 = fsub <8 x double> %301, %303
  %305 = fmul <8 x double> %304, %broadcast.splat296
  %306 = fadd <8 x double> %wide.load284.4, %305
  %scevgep738 = getelementptr double, double* %lsr.iv729, i64 %index280
  %scevgep738739 = bitcast double* %scevgep738 to <8 x double>*
  %scevgep740 = getelementptr <8 x double>, <8 x double>* %scevgep738739, i64 -3
  store <8 x double> %306, <8 x double>* %scevgep740, align 8
  %vec.ind.next282.4 = add <8 x i64> %vec.ind281, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %scevgep619 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep619620 = bitcast double* %scevgep619 to <8 x double>*
  %scevgep621 = getelementptr <8 x double>, <8 x double>* %scevgep619620, i64 -2
  %wide.load284.5 = load <8 x double>, <8 x double>* %scevgep621, align 8
  %scevgep708 = getelementptr double, double* %lsr.iv702, i64 %index280
  %scevgep708709 = bitcast double* %scevgep708 to <8 x double>*
  %scevgep710 = getelementptr <8 x double>, <8 x double>* %scevgep708709, i64 -2
  %wide.load285.5 = load <8 x double>, <8 x double>* %scevgep710, align 8
  %scevgep681 = getelementptr double, double* %lsr.iv675, i64 %index280
  %scevgep681682 = bitcast double* %scevgep681 to <8 x double>*
  %scevgep683 = getelementptr <8 x double>, <8 x double>* %scevgep681682, i64 -2
  %wide.masked.load288.5 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep683, i32 8, <8 x i1> %broadcast.splat287, <8 x double> poison)
  %predphi289.5 = select <8 x i1> %broadcast.splat287, <8 x double> %wide.masked.load288.5, <8 x double> %wide.load284.5
  %scevgep613 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep613614 = bitcast double* %scevgep613 to <8 x double>*
  %scevgep615 = getelementptr <8 x double>, <8 x double>* %scevgep613614, i64 -2
  %scevgep615616 = bitcast <8 x double>* %scevgep615 to i8*
  %uglygep617 = getelementptr i8, i8* %scevgep615616, i64 -8
  %uglygep617618 = bitcast i8* %uglygep617 to <8 x double>*
  %wide.load290.5 = load <8 x double>, <8 x double>* %uglygep617618, align 8
  %307 = icmp slt <8 x i64> %vec.ind.next282.4, %broadcast.splat292
  %308 = extractelement <8 x i64> %vec.ind.next282.4, i64 0
  %309 = add i64 %308, 1
  %310 = add i64 %309, %.640.us.us
  %311 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %310
  %312 = bitcast double* %311 to <8 x double>*
  %wide.masked.load293.5 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %312, i32 8, <8 x i1> %307, <8 x double> poison)
  %predphi294.5 = select <8 x i1> %307, <8 x double> %wide.masked.load293.5, <8 x double> %wide.load284.5
  %313 = fadd <8 x double> %wide.load285.5, %predphi289.5
  %314 = fadd <8 x double> %313, %wide.load290.5
  %315 = fadd <8 x double> %314, %predphi294.5
  %316 = fmul <8 x double> %wide.load284.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %317 = fsub <8 x double> %315, %316
  %318 = fmul <8 x double> %wide.load284.5, %wide.load284.5
  %319 = fmul <8 x double> %wide.load284.5, %318
  %320 = fsub <8 x double> %317, %319
  %321 = fmul <8 x double> %320, %broadcast.splat296
  %322 = fadd <8 x double> %wide.load284.5, %321
  %scevgep735 = getelementptr double, double* %lsr.iv729, i64 %index280
  %scevgep735736 = bitcast double* %scevgep735 to <8 x double>*
  %scevgep737 = getelementptr <8 x double>, <8 x double>* %scevgep735736, i64 -2
  store <8 x double> %322, <8 x double>* %scevgep737, align 8
  %vec.ind.next282.5 = add <8 x i64> %vec.ind281, <i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48>
  %scevgep610 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep610611 = bitcast double* %scevgep610 to <8 x double>*
  %scevgep612 = getelementptr <8 x double>, <8 x double>* %scevgep610611, i64 -1
  %wide.load284.6 = load <8 x double>, <8 x double>* %scevgep612, align 8
  %scevgep705 = getelementptr double, double* %lsr.iv702, i64 %index280
  %scevgep705706 = bitcast double* %scevgep705 to <8 x double>*
  %scevgep707 = getelementptr <8 x double>, <8 x double>* %scevgep705706, i64 -1
  %wide.load285.6 = load <8 x double>, <8 x double>* %scevgep707, align 8
  %scevgep678 = getelementptr double, double* %lsr.iv675, i64 %index280
  %scevgep678679 = bitcast double* %scevgep678 to <8 x double>*
  %scevgep680 = getelementptr <8 x double>, <8 x double>* %scevgep678679, i64 -1
  %wide.masked.load288.6 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep680, i32 8, <8 x i1> %broadcast.splat287, <8 x double> poison)
  %predphi289.6 = select <8 x i1> %broadcast.splat287, <8 x double> %wide.masked.load288.6, <8 x double> %wide.load284.6
  %scevgep604 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep604605 = bitcast double* %scevgep604 to <8 x double>*
  %scevgep606 = getelementptr <8 x double>, <8 x double>* %scevgep604605, i64 -1
  %scevgep606607 = bitcast <8 x double>* %scevgep606 to i8*
  %uglygep608 = getelementptr i8, i8* %scevgep606607, i64 -8
  %uglygep608609 = bitcast i8* %uglygep608 to <8 x double>*
  %wide.load290.6 = load <8 x double>, <8 x double>* %uglygep608609, align 8
  %323 = icmp slt <8 x i64> %vec.ind.next282.5, %broadcast.splat292
  %324 = extractelement <8 x i64> %vec.ind.next282.5, i64 0
  %325 = add i64 %324, 1
  %326 = add i64 %325, %.640.us.us
  %327 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %326
  %328 = bitcast double* %327 to <8 x double>*
  %wide.masked.load293.6 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %328, i32 8, <8 x i1> %323, <8 x double> poison)
  %predphi294.6 = select <8 x i1> %323, <8 x double> %wide.masked.load293.6, <8 x double> %wide.load284.6
  %329 = fadd <8 x double> %wide.load285.6, %predphi289.6
  %330 = fadd <8 x double> %329, %wide.load290.6
  %331 = fadd <8 x double> %330, %predphi294.6
  %332 = fmul <8 x double> %wide.load284.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %333 = fsub <8 x double> %331, %332
  %334 = fmul <8 x double> %wide.load284.6, %wide.load284.6
  %335 = fmul <8 x double> %wide.load284.6, %334
  %336 = fsub <8 x double> %333, %335
  %337 = fmul <8 x double> %336, %broadcast.splat296
  %338 = fadd <8 x double> %wide.load284.6, %337
  %scevgep732 = getelementptr double, double* %lsr.iv729, i64 %index280
  %scevgep732733 = bitcast double* %scevgep732 to <8 x double>*
  %scevgep734 = getelementptr <8 x double>, <8 x double>* %scevgep732733, i64 -1
  store <8 x double> %338, <8 x double>* %scevgep734, align 8
  %vec.ind.next282.6 = add <8 x i64> %vec.ind281, <i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56>
  %scevgep663 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep663664 = bitcast double* %scevgep663 to <8 x double>*
  %wide.load284.7 = load <8 x double>, <8 x double>* %scevgep663664, align 8
  %scevgep723 = getelementptr double, double* %lsr.iv702, i64 %index280
  %scevgep723724 = bitcast double* %scevgep723 to <8 x double>*
  %wide.load285.7 = load <8 x double>, <8 x double>* %scevgep723724, align 8
  %scevgep696 = getelementptr double, double* %lsr.iv675, i64 %index280
  %scevgep696697 = bitcast double* %scevgep696 to <8 x double>*
  %wide.masked.load288.7 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep696697, i32 8, <8 x i1> %broadcast.splat287, <8 x double> poison)
  %predphi289.7 = select <8 x i1> %broadcast.splat287, <8 x double> %wide.masked.load288.7, <8 x double> %wide.load284.7
  %scevgep658 = getelementptr double, double* %lsr.iv601, i64 %index280
  %scevgep658659 = bitcast double* %scevgep658 to <8 x double>*
  %scevgep658659660 = bitcast <8 x double>* %scevgep658659 to i8*
  %uglygep661 = getelementptr i8, i8* %scevgep658659660, i64 -8
  %uglygep661662 = bitcast i8* %uglygep661 to <8 x double>*
  %wide.load290.7 = load <8 x double>, <8 x double>* %uglygep661662, align 8
  %339 = icmp slt <8 x i64> %vec.ind.next282.6, %broadcast.splat292
  %340 = extractelement <8 x i64> %vec.ind.next282.6, i64 0
  %341 = add i64 %340, 1
  %342 = add i64 %341, %.640.us.us
  %343 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %342
  %344 = bitcast double* %343 to <8 x double>*
  %wide.masked.load293.7 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %344, i32 8, <8 x i1> %339, <8 x double> poison)
  %predphi294.7 = select <8 x i1> %339, <8 x double> %wide.masked.load293.7, <8 x double> %wide.load284.7
  %345 = fadd <8 x double> %wide.load285.7, %predphi289.7
  %346 = fadd <8 x double> %345, %wide.load290.7
  %347 = fadd <8 x double> %346, %predphi294.7
  %348 = fmul <8 x double> %wide.load284.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %349 = fsub <8 x double> %347, %348
  %350 = fmul <8 x double> %wide.load284.7, %wide.load284.7
  %351 = fmul <8 x double> %wide.load284.7, %350
  %352 = fsub <8 x double> %349, %351
  %353 = fmul <8 x double> %352, %broadcast.splat296
  %354 = fadd <8 x double> %wide.load284.7, %353
  %scevgep750 = getelementptr double, double* %lsr.iv729, i64 %index280
  %scevgep750751 = bitcast double* %scevgep750 to <8 x double>*
  store <8 x double> %354, <8 x double>* %scevgep750751, align 8
  %index.next297.7 = add i64 %index280, 64
  %vec.ind.next282.7 = add <8 x i64> %vec.ind281, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %lsr.iv.next756 = add i64 %lsr.iv755, -8
  %niter360.ncmp.7 = icmp eq i64 %lsr.iv.next756, 0
  br i1 %niter360.ncmp.7, label %middle.block270.unr-lcssa, label %vector.body279, !llvm.loop !26

middle.block270.unr-lcssa:                        ; preds = %vector.body279, %vector.ph273
  %index280.unr = phi i64 [ 0, %vector.ph273 ], [ %index.next297.7, %vector.body279 ]
  %vec.ind281.unr = phi <8 x i64> [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.ph273 ], [ %vec.ind.next282.7, %vector.body279 ]
  %355 = icmp eq i64 %xtraiter356, 0
  br i1 %355, label %middle.block270, label %vector.body279.epil.preheader

vector.body279.epil.preheader:                    ; preds = %middle.block270.unr-lcssa
  br label %vector.body279.epil

vector.body279.epil:                              ; preds = %vector.body279.epil.preheader, %vector.body279.epil
  %lsr.iv757 = phi i64 [ %15, %vector.body279.epil.preheader ], [ %lsr.iv.next758, %vector.body279.epil ]
  %index280.epil = phi i64 [ %index.next297.epil, %vector.body279.epil ], [ %index280.unr, %vector.body279.epil.preheader ]
  %vec.ind281.epil = phi <8 x i64> [ %vec.ind.next282.epil, %vector.body279.epil ], [ %vec.ind281.unr, %vector.body279.epil.preheader ]
  %offset.idx283.epil = or i64 %index280.epil, 1
  %356 = add i64 %offset.idx283.epil, %.640.us.us
  %357 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %356
  %358 = bitcast double* %357 to <8 x double>*
  %wide.load284.epil = load <8 x double>, <8 x double>* %358, align 8
  %359 = add i64 %offset.idx283.epil, %.703.us.us
  %360 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %359
  %361 = bitcast double* %360 to <8 x double>*
  %wide.load285.epil = load <8 x double>, <8 x double>* %361, align 8
  %362 = add i64 %offset.idx283.epil, %.779.us.us
  %363 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %362
  %364 = bitcast double* %363 to <8 x double>*
  %wide.masked.load288.epil = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %364, i32 8, <8 x i1> %broadcast.splat287, <8 x double> poison)
  %predphi289.epil = select <8 x i1> %broadcast.splat287, <8 x double> %wide.masked.load288.epil, <8 x double> %wide.load284.epil
  %365 = add i64 %.805.us.us, %offset.idx283.epil
  %366 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %365
  %367 = bitcast double* %366 to <8 x double>*
  %wide.load290.epil = load <8 x double>, <8 x double>* %367, align 8
  %368 = icmp slt <8 x i64> %vec.ind281.epil, %broadcast.splat292
  %369 = extractelement <8 x i64> %vec.ind281.epil, i64 0
  %370 = add i64 %369, 1
  %371 = add i64 %370, %.640.us.us
  %372 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %371
  %373 = bitcast double* %372 to <8 x double>*
  %wide.masked.load293.epil = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %373, i32 8, <8 x i1> %368, <8 x double> poison)
  %predphi294.epil = select <8 x i1> %368, <8 x double> %wide.masked.load293.epil, <8 x double> %wide.load284.epil
  %374 = fadd <8 x double> %wide.load285.epil, %predphi289.epil
  %375 = fadd <8 x double> %374, %wide.load290.epil
  %376 = fadd <8 x double> %375, %predphi294.epil
  %377 = fmul <8 x double> %wide.load284.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %378 = fsub <8 x double> %376, %377
  %379 = fmul <8 x double> %wide.load284.epil, %wide.load284.epil
  %380 = fmul <8 x double> %wide.load284.epil, %379
  %381 = fsub <8 x double> %378, %380
  %382 = fmul <8 x double> %381, %broadcast.splat296
  %383 = fadd <8 x double> %wide.load284.epil, %382
  %384 = getelementptr double, double* %.6.i1.i.us, i64 %356
  %385 = bitcast double* %384 to <8 x double>*
  store <8 x double> %383, <8 x double>* %385, align 8
  %index.next297.epil = add nuw i64 %index280.epil, 8
  %vec.ind.next282.epil = add <8 x i64> %vec.ind281.epil, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %lsr.iv.next758 = add nsw i64 %lsr.iv757, -8
  %epil.iter357.cmp.not = icmp eq i64 %lsr.iv.next758, 0
  br i1 %epil.iter357.cmp.not, label %middle.block270, label %vector.body279.epil, !llvm.loop !27

middle.block270:                                  ; preds = %vector.body279.epil, %middle.block270.unr-lcssa
  %386 = icmp eq i64 %9, %n.vec275
  br i1 %386, label %B202.B168.loopexit_crit_edge.us.us, label %B204.us.us.us.preheader299

B204.us.us.us.preheader299:                       ; preds = %vector.memcheck260, %B204.us.us.us.preheader243, %middle.block270
  %.495.0146.us.us.us.ph = phi i64 [ 1, %vector.memcheck260 ], [ 1, %B204.us.us.us.preheader243 ], [ %ind.end276, %middle.block270 ]
  %387 = sub i64 %2, %.495.0146.us.us.us.ph
  %388 = xor i64 %.495.0146.us.us.us.ph, -1
  %389 = add i64 %2, %388
  %xtraiter361 = and i64 %387, 7
  %lcmp.mod362.not = icmp eq i64 %xtraiter361, 0
  br i1 %lcmp.mod362.not, label %B204.us.us.us.prol.loopexit, label %B204.us.us.us.prol.preheader

B204.us.us.us.prol.preheader:                     ; preds = %B204.us.us.us.preheader299
  %390 = add i64 %.495.0146.us.us.us.ph, %lsr.iv759
  %scevgep761 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %390
  %391 = add i64 %.495.0146.us.us.us.ph, %lsr.iv763
  %scevgep765 = getelementptr double, double* %u.2.sroa.60.0152.us, i64 %391
  %scevgep770 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us.us.us.ph
  %scevgep775 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us.ph
  br label %B204.us.us.us.prol

B204.us.us.us.prol:                               ; preds = %B204.us.us.us.prol.preheader, %B404.us.us.us.prol
  %prol.iter = phi i64 [ %prol.iter.next, %B404.us.us.us.prol ], [ 0, %B204.us.us.us.prol.preheader ]
  %392 = icmp slt i64 %.374.0149.us.us, %.726
  %393 = add i64 %.495.0146.us.us.us.ph, %prol.iter
  %scevgep778 = getelementptr double, double* %scevgep775, i64 %prol.iter
  %.645.us.us.us.prol = load double, double* %scevgep778, align 8
  %scevgep766 = getelementptr double, double* %scevgep765, i64 %prol.iter
  %.708.us.us.us.prol = load double, double* %scevgep766, align 8
  br i1 %392, label %B286.us.us.us.prol, label %B356.us.us.us.prol

B286.us.us.us.prol:                               ; preds = %B204.us.us.us.prol
  %scevgep762 = getelementptr double, double* %scevgep761, i64 %prol.iter
  %.784.us.us.us.prol = load double, double* %scevgep762, align 8
  br label %B356.us.us.us.prol

B356.us.us.us.prol:                               ; preds = %B286.us.us.us.prol, %B204.us.us.us.prol
  %"$phi314.3.2.3.us.us.us.prol" = phi double [ %.784.us.us.us.prol, %B286.us.us.us.prol ], [ %.645.us.us.us.prol, %B204.us.us.us.prol ]
  %scevgep779 = getelementptr double, double* %scevgep775, i64 %prol.iter
  %scevgep780 = getelementptr double, double* %scevgep779, i64 -1
  %.858.us.us.us.prol = load double, double* %scevgep780, align 8
  %.878.us.us.us.prol = icmp slt i64 %393, %.876
  br i1 %.878.us.us.us.prol, label %B376.us.us.us.prol, label %B404.us.us.us.prol

B376.us.us.us.prol:                               ; preds = %B356.us.us.us.prol
  %scevgep776 = getelementptr double, double* %scevgep775, i64 %prol.iter
  %scevgep777 = getelementptr double, double* %scevgep776, i64 1
  %.934.us.us.us.prol = load double, double* %scevgep777, align 8
  br label %B404.us.us.us.prol

B404.us.us.us.prol:                               ; preds = %B376.us.us.us.prol, %B356.us.us.us.prol
  %"$phi404.3.2.3.us.us.us.prol" = phi double [ %.934.us.us.us.prol, %B376.us.us.us.prol ], [ %.645.us.us.us.prol, %B356.us.us.us.prol ]
  %.950.us.us.us.prol = fadd double %.708.us.us.us.prol, %"$phi314.3.2.3.us.us.us.prol"
  %.956.us.us.us.prol = fadd double %.950.us.us.us.prol, %.858.us.us.us.prol
  %.959.us.us.us.prol = fadd double %.956.us.us.us.prol, %"$phi404.3.2.3.us.us.us.prol"
  %.961.us.us.us.prol = fmul double %.645.us.us.us.prol, 4.000000e+00
  %.962.us.us.us.prol = fsub double %.959.us.us.us.prol, %.961.us.us.us.prol
  %.965.us.us.us.prol = fmul double %.645.us.us.us.prol, %.645.us.us.us.prol
  %.967.us.us.us.prol = fmul double %.645.us.us.us.prol, %.965.us.us.us.prol
  %.968.us.us.us.prol = fsub double %.962.us.us.us.prol, %.967.us.us.us.prol
  %.970.us.us.us.prol = fmul double %.968.us.us.us.prol, %arg.h
  %.972.us.us.us.prol = fadd double %.645.us.us.us.prol, %.970.us.us.us.prol
  %scevgep771 = getelementptr double, double* %scevgep770, i64 %prol.iter
  store double %.972.us.us.us.prol, double* %scevgep771, align 8
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter361, %prol.iter.next
  br i1 %prol.iter.cmp.not, label %B204.us.us.us.prol.loopexit.loopexit, label %B204.us.us.us.prol, !llvm.loop !28

B204.us.us.us.prol.loopexit.loopexit:             ; preds = %B404.us.us.us.prol
  %394 = add i64 %.495.0146.us.us.us.ph, %prol.iter.next
  br label %B204.us.us.us.prol.loopexit

B204.us.us.us.prol.loopexit:                      ; preds = %B204.us.us.us.prol.loopexit.loopexit, %B204.us.us.us.preheader299
  %.495.0146.us.us.us.unr = phi i64 [ %.495.0146.us.us.us.ph, %B204.us.us.us.preheader299 ], [ %394, %B204.us.us.us.prol.loopexit.loopexit ]
  %395 = icmp ult i64 %389, 7
  br i1 %395, label %B202.B168.loopexit_crit_edge.us.us, label %B204.us.us.us.preheader373

B204.us.us.us.preheader373:                       ; preds = %B204.us.us.us.prol.loopexit
  br label %B204.us.us.us

B204.us154.us:                                    ; preds = %B204.us154.us.preheader372, %B404.us187.us.7
  %.495.0146.us156.us = phi i64 [ %411, %B404.us187.us.7 ], [ %.495.0146.us156.us.unr, %B204.us154.us.preheader372 ]
  %396 = icmp slt i64 %.374.0149.us.us, %.726
  %scevgep992 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %.645.us164.us = load double, double* %scevgep992, align 8
  br i1 %396, label %B286.us166.us, label %B356.us177.us

B286.us166.us:                                    ; preds = %B204.us154.us
  %scevgep1036 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us156.us
  %scevgep1037 = getelementptr double, double* %scevgep1036, i64 -6
  %.784.us169.us = load double, double* %scevgep1037, align 8
  br label %B356.us177.us

B356.us177.us:                                    ; preds = %B286.us166.us, %B204.us154.us
  %"$phi314.3.2.3.us171.us" = phi double [ %.784.us169.us, %B286.us166.us ], [ %.645.us164.us, %B204.us154.us ]
  %scevgep995 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep996 = getelementptr double, double* %scevgep995, i64 -1
  %.858.us176.us = load double, double* %scevgep996, align 8
  %.878.us179.us = icmp slt i64 %.495.0146.us156.us, %.876
  br i1 %.878.us179.us, label %B376.us180.us, label %B404.us187.us

B376.us180.us:                                    ; preds = %B356.us177.us
  %scevgep1007 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1008 = getelementptr double, double* %scevgep1007, i64 1
  %.934.us186.us = load double, double* %scevgep1008, align 8
  br label %B404.us187.us

B404.us187.us:                                    ; preds = %B376.us180.us, %B356.us177.us
  %"$phi404.3.2.3.us188.us" = phi double [ %.934.us186.us, %B376.us180.us ], [ %.645.us164.us, %B356.us177.us ]
  %397 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us189.us = fadd double %.645.us164.us, %"$phi314.3.2.3.us171.us"
  %.956.us190.us = fadd double %.950.us189.us, %.858.us176.us
  %.959.us191.us = fadd double %.956.us190.us, %"$phi404.3.2.3.us188.us"
  %.961.us192.us = fmul double %.645.us164.us, 4.000000e+00
  %.962.us193.us = fsub double %.959.us191.us, %.961.us192.us
  %.965.us194.us = fmul double %.645.us164.us, %.645.us164.us
  %.967.us195.us = fmul double %.645.us164.us, %.965.us194.us
  %.968.us196.us = fsub double %.962.us193.us, %.967.us195.us
  %.970.us197.us = fmul double %.968.us196.us, %arg.h
  %.972.us198.us = fadd double %.645.us164.us, %.970.us197.us
  %scevgep1050 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us156.us
  store double %.972.us198.us, double* %scevgep1050, align 8
  %scevgep1005 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1006 = getelementptr double, double* %scevgep1005, i64 1
  %.645.us164.us.1 = load double, double* %scevgep1006, align 8
  br i1 %397, label %B286.us166.us.1, label %B356.us177.us.1

B286.us166.us.1:                                  ; preds = %B404.us187.us
  %scevgep1038 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us156.us
  %scevgep1039 = getelementptr double, double* %scevgep1038, i64 -5
  %.784.us169.us.1 = load double, double* %scevgep1039, align 8
  br label %B356.us177.us.1

B356.us177.us.1:                                  ; preds = %B286.us166.us.1, %B404.us187.us
  %"$phi314.3.2.3.us171.us.1" = phi double [ %.784.us169.us.1, %B286.us166.us.1 ], [ %.645.us164.us.1, %B404.us187.us ]
  %scevgep991 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %.858.us176.us.1 = load double, double* %scevgep991, align 8
  %398 = add i64 %.495.0146.us156.us, 1
  %.878.us179.us.1 = icmp slt i64 %398, %.876
  br i1 %.878.us179.us.1, label %B376.us180.us.1, label %B404.us187.us.1

B376.us180.us.1:                                  ; preds = %B356.us177.us.1
  %scevgep1013 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1014 = getelementptr double, double* %scevgep1013, i64 2
  %.934.us186.us.1 = load double, double* %scevgep1014, align 8
  br label %B404.us187.us.1

B404.us187.us.1:                                  ; preds = %B376.us180.us.1, %B356.us177.us.1
  %"$phi404.3.2.3.us188.us.1" = phi double [ %.934.us186.us.1, %B376.us180.us.1 ], [ %.645.us164.us.1, %B356.us177.us.1 ]
  %399 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us189.us.1 = fadd double %.645.us164.us.1, %"$phi314.3.2.3.us171.us.1"
  %.956.us190.us.1 = fadd double %.950.us189.us.1, %.858.us176.us.1
  %.959.us191.us.1 = fadd double %.956.us190.us.1, %"$phi404.3.2.3.us188.us.1"
  %.961.us192.us.1 = fmul double %.645.us164.us.1, 4.000000e+00
  %.962.us193.us.1 = fsub double %.959.us191.us.1, %.961.us192.us.1
  %.965.us194.us.1 = fmul double %.645.us164.us.1, %.645.us164.us.1
  %.967.us195.us.1 = fmul double %.645.us164.us.1, %.965.us194.us.1
  %.968.us196.us.1 = fsub double %.962.us193.us.1, %.967.us195.us.1
  %.970.us197.us.1 = fmul double %.968.us196.us.1, %arg.h
  %.972.us198.us.1 = fadd double %.645.us164.us.1, %.970.us197.us.1
  %scevgep1051 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us156.us
  %scevgep1052 = getelementptr double, double* %scevgep1051, i64 1
  store double %.972.us198.us.1, double* %scevgep1052, align 8
  %scevgep1011 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1012 = getelementptr double, double* %scevgep1011, i64 2
  %.645.us164.us.2 = load double, double* %scevgep1012, align 8
  br i1 %399, label %B286.us166.us.2, label %B356.us177.us.2

B286.us166.us.2:                                  ; preds = %B404.us187.us.1
  %scevgep1040 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us156.us
  %scevgep1041 = getelementptr double, double* %scevgep1040, i64 -4
  %.784.us169.us.2 = load double, double* %scevgep1041, align 8
  br label %B356.us177.us.2

B356.us177.us.2:                                  ; preds = %B286.us166.us.2, %B404.us187.us.1
  %"$phi314.3.2.3.us171.us.2" = phi double [ %.784.us169.us.2, %B286.us166.us.2 ], [ %.645.us164.us.2, %B404.us187.us.1 ]
  %scevgep1003 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1004 = getelementptr double, double* %scevgep1003, i64 1
  %.858.us176.us.2 = load double, double* %scevgep1004, align 8
  %400 = add i64 %398, 1
  %.878.us179.us.2 = icmp slt i64 %400, %.876
  br i1 %.878.us179.us.2, label %B376.us180.us.2, label %B404.us187.us.2

B376.us180.us.2:                                  ; preds = %B356.us177.us.2
  %scevgep1019 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1020 = getelementptr double, double* %scevgep1019, i64 3
  %.934.us186.us.2 = load double, double* %scevgep1020, align 8
  br label %B404.us187.us.2

B404.us187.us.2:                                  ; preds = %B376.us180.us.2, %B356.us177.us.2
  %"$phi404.3.2.3.us188.us.2" = phi double [ %.934.us186.us.2, %B376.us180.us.2 ], [ %.645.us164.us.2, %B356.us177.us.2 ]
  %401 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us189.us.2 = fadd double %.645.us164.us.2, %"$phi314.3.2.3.us171.us.2"
  %.956.us190.us.2 = fadd double %.950.us189.us.2, %.858.us176.us.2
  %.959.us191.us.2 = fadd double %.956.us190.us.2, %"$phi404.3.2.3.us188.us.2"
  %.961.us192.us.2 = fmul double %.645.us164.us.2, 4.000000e+00
  %.962.us193.us.2 = fsub double %.959.us191.us.2, %.961.us192.us.2
  %.965.us194.us.2 = fmul double %.645.us164.us.2, %.645.us164.us.2
  %.967.us195.us.2 = fmul double %.645.us164.us.2, %.965.us194.us.2
  %.968.us196.us.2 = fsub double %.962.us193.us.2, %.967.us195.us.2
  %.970.us197.us.2 = fmul double %.968.us196.us.2, %arg.h
  %.972.us198.us.2 = fadd double %.645.us164.us.2, %.970.us197.us.2
  %scevgep1053 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us156.us
  %scevgep1054 = getelementptr double, double* %scevgep1053, i64 2
  store double %.972.us198.us.2, double* %scevgep1054, align 8
  %scevgep1017 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1018 = getelementptr double, double* %scevgep1017, i64 3
  %.645.us164.us.3 = load double, double* %scevgep1018, align 8
  br i1 %401, label %B286.us166.us.3, label %B356.us177.us.3

B286.us166.us.3:                                  ; preds = %B404.us187.us.2
  %scevgep1042 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us156.us
  %scevgep1043 = getelementptr double, double* %scevgep1042, i64 -3
  %.784.us169.us.3 = load double, double* %scevgep1043, align 8
  br label %B356.us177.us.3

B356.us177.us.3:                                  ; preds = %B286.us166.us.3, %B404.us187.us.2
  %"$phi314.3.2.3.us171.us.3" = phi double [ %.784.us169.us.3, %B286.us166.us.3 ], [ %.645.us164.us.3, %B404.us187.us.2 ]
  %scevgep1009 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1010 = getelementptr double, double* %scevgep1009, i64 2
  %.858.us176.us.3 = load double, double* %scevgep1010, align 8
  %402 = add i64 %400, 1
  %.878.us179.us.3 = icmp slt i64 %402, %.876
  br i1 %.878.us179.us.3, label %B376.us180.us.3, label %B404.us187.us.3

B376.us180.us.3:                                  ; preds = %B356.us177.us.3
  %scevgep989 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep990 = getelementptr double, double* %scevgep989, i64 4
  %.934.us186.us.3 = load double, double* %scevgep990, align 8
  br label %B404.us187.us.3

B404.us187.us.3:                                  ; preds = %B376.us180.us.3, %B356.us177.us.3
  %"$phi404.3.2.3.us188.us.3" = phi double [ %.934.us186.us.3, %B376.us180.us.3 ], [ %.645.us164.us.3, %B356.us177.us.3 ]
  %403 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us189.us.3 = fadd double %.645.us164.us.3, %"$phi314.3.2.3.us171.us.3"
  %.956.us190.us.3 = fadd double %.950.us189.us.3, %.858.us176.us.3
  %.959.us191.us.3 = fadd double %.956.us190.us.3, %"$phi404.3.2.3.us188.us.3"
  %.961.us192.us.3 = fmul double %.645.us164.us.3, 4.000000e+00
  %.962.us193.us.3 = fsub double %.959.us191.us.3, %.961.us192.us.3
  %.965.us194.us.3 = fmul double %.645.us164.us.3, %.645.us164.us.3
  %.967.us195.us.3 = fmul double %.645.us164.us.3, %.965.us194.us.3
  %.968.us196.us.3 = fsub double %.962.us193.us.3, %.967.us195.us.3
  %.970.us197.us.3 = fmul double %.968.us196.us.3, %arg.h
  %.972.us198.us.3 = fadd double %.645.us164.us.3, %.970.us197.us.3
  %scevgep1055 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us156.us
  %scevgep1056 = getelementptr double, double* %scevgep1055, i64 3
  store double %.972.us198.us.3, double* %scevgep1056, align 8
  %scevgep987 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep988 = getelementptr double, double* %scevgep987, i64 4
  %.645.us164.us.4 = load double, double* %scevgep988, align 8
  br i1 %403, label %B286.us166.us.4, label %B356.us177.us.4

B286.us166.us.4:                                  ; preds = %B404.us187.us.3
  %scevgep1034 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us156.us
  %scevgep1035 = getelementptr double, double* %scevgep1034, i64 -2
  %.784.us169.us.4 = load double, double* %scevgep1035, align 8
  br label %B356.us177.us.4

B356.us177.us.4:                                  ; preds = %B286.us166.us.4, %B404.us187.us.3
  %"$phi314.3.2.3.us171.us.4" = phi double [ %.784.us169.us.4, %B286.us166.us.4 ], [ %.645.us164.us.4, %B404.us187.us.3 ]
  %scevgep1015 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1016 = getelementptr double, double* %scevgep1015, i64 3
  %.858.us176.us.4 = load double, double* %scevgep1016, align 8
  %404 = add i64 %402, 1
  %.878.us179.us.4 = icmp slt i64 %404, %.876
  br i1 %.878.us179.us.4, label %B376.us180.us.4, label %B404.us187.us.4

B376.us180.us.4:                                  ; preds = %B356.us177.us.4
  %scevgep1029 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1030 = getelementptr double, double* %scevgep1029, i64 5
  %.934.us186.us.4 = load double, double* %scevgep1030, align 8
  br label %B404.us187.us.4

B404.us187.us.4:                                  ; preds = %B376.us180.us.4, %B356.us177.us.4
  %"$phi404.3.2.3.us188.us.4" = phi double [ %.934.us186.us.4, %B376.us180.us.4 ], [ %.645.us164.us.4, %B356.us177.us.4 ]
  %405 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us189.us.4 = fadd double %.645.us164.us.4, %"$phi314.3.2.3.us171.us.4"
  %.956.us190.us.4 = fadd double %.950.us189.us.4, %.858.us176.us.4
  %.959.us191.us.4 = fadd double %.956.us190.us.4, %"$phi404.3.2.3.us188.us.4"
  %.961.us192.us.4 = fmul double %.645.us164.us.4, 4.000000e+00
  %.962.us193.us.4 = fsub double %.959.us191.us.4, %.961.us192.us.4
  %.965.us194.us.4 = fmul double %.645.us164.us.4, %.645.us164.us.4
  %.967.us195.us.4 = fmul double %.645.us164.us.4, %.965.us194.us.4
  %.968.us196.us.4 = fsub double %.962.us193.us.4, %.967.us195.us.4
  %.970.us197.us.4 = fmul double %.968.us196.us.4, %arg.h
  %.972.us198.us.4 = fadd double %.645.us164.us.4, %.970.us197.us.4
  %scevgep1048 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us156.us
  %scevgep1049 = getelementptr double, double* %scevgep1048, i64 4
  store double %.972.us198.us.4, double* %scevgep1049, align 8
  %scevgep1027 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1028 = getelementptr double, double* %scevgep1027, i64 5
  %.645.us164.us.5 = load double, double* %scevgep1028, align 8
  br i1 %405, label %B286.us166.us.5, label %B356.us177.us.5

B286.us166.us.5:                                  ; preds = %B404.us187.us.4
  %scevgep1044 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us156.us
  %scevgep1045 = getelementptr double, double* %scevgep1044, i64 -1
  %.784.us169.us.5 = load double, double* %scevgep1045, align 8
  br label %B356.us177.us.5

B356.us177.us.5:                                  ; preds = %B286.us166.us.5, %B404.us187.us.4
  %"$phi314.3.2.3.us171.us.5" = phi double [ %.784.us169.us.5, %B286.us166.us.5 ], [ %.645.us164.us.5, %B404.us187.us.4 ]
  %scevgep985 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep986 = getelementptr double, double* %scevgep985, i64 4
  %.858.us176.us.5 = load double, double* %scevgep986, align 8
  %406 = add i64 %404, 1
  %.878.us179.us.5 = icmp slt i64 %406, %.876
  br i1 %.878.us179.us.5, label %B376.us180.us.5, label %B404.us187.us.5

B376.us180.us.5:                                  ; preds = %B356.us177.us.5
  %scevgep1001 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1002 = getelementptr double, double* %scevgep1001, i64 6
  %.934.us186.us.5 = load double, double* %scevgep1002, align 8
  br label %B404.us187.us.5

B404.us187.us.5:                                  ; preds = %B376.us180.us.5, %B356.us177.us.5
  %"$phi404.3.2.3.us188.us.5" = phi double [ %.934.us186.us.5, %B376.us180.us.5 ], [ %.645.us164.us.5, %B356.us177.us.5 ]
  %407 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us189.us.5 = fadd double %.645.us164.us.5, %"$phi314.3.2.3.us171.us.5"
  %.956.us190.us.5 = fadd double %.950.us189.us.5, %.858.us176.us.5
  %.959.us191.us.5 = fadd double %.956.us190.us.5, %"$phi404.3.2.3.us188.us.5"
  %.961.us192.us.5 = fmul double %.645.us164.us.5, 4.000000e+00
  %.962.us193.us.5 = fsub double %.959.us191.us.5, %.961.us192.us.5
  %.965.us194.us.5 = fmul double %.645.us164.us.5, %.645.us164.us.5
  %.967.us195.us.5 = fmul double %.645.us164.us.5, %.965.us194.us.5
  %.968.us196.us.5 = fsub double %.962.us193.us.5, %.967.us195.us.5
  %.970.us197.us.5 = fmul double %.968.us196.us.5, %arg.h
  %.972.us198.us.5 = fadd double %.645.us164.us.5, %.970.us197.us.5
  %scevgep1057 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us156.us
  %scevgep1058 = getelementptr double, double* %scevgep1057, i64 5
  store double %.972.us198.us.5, double* %scevgep1058, align 8
  %scevgep999 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1000 = getelementptr double, double* %scevgep999, i64 6
  %.645.us164.us.6 = load double, double* %scevgep1000, align 8
  br i1 %407, label %B286.us166.us.6, label %B356.us177.us.6

B286.us166.us.6:                                  ; preds = %B404.us187.us.5
  %scevgep1031 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us156.us
  %.784.us169.us.6 = load double, double* %scevgep1031, align 8
  br label %B356.us177.us.6

B356.us177.us.6:                                  ; preds = %B286.us166.us.6, %B404.us187.us.5
  %"$phi314.3.2.3.us171.us.6" = phi double [ %.784.us169.us.6, %B286.us166.us.6 ], [ %.645.us164.us.6, %B404.us187.us.5 ]
  %scevgep1025 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1026 = getelementptr double, double* %scevgep1025, i64 5
  %.858.us176.us.6 = load double, double* %scevgep1026, align 8
  %408 = add i64 %406, 1
  %.878.us179.us.6 = icmp slt i64 %408, %.876
  br i1 %.878.us179.us.6, label %B376.us180.us.6, label %B404.us187.us.6

B376.us180.us.6:                                  ; preds = %B356.us177.us.6
  %scevgep1023 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1024 = getelementptr double, double* %scevgep1023, i64 7
  %.934.us186.us.6 = load double, double* %scevgep1024, align 8
  br label %B404.us187.us.6

B404.us187.us.6:                                  ; preds = %B376.us180.us.6, %B356.us177.us.6
  %"$phi404.3.2.3.us188.us.6" = phi double [ %.934.us186.us.6, %B376.us180.us.6 ], [ %.645.us164.us.6, %B356.us177.us.6 ]
  %409 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us189.us.6 = fadd double %.645.us164.us.6, %"$phi314.3.2.3.us171.us.6"
  %.956.us190.us.6 = fadd double %.950.us189.us.6, %.858.us176.us.6
  %.959.us191.us.6 = fadd double %.956.us190.us.6, %"$phi404.3.2.3.us188.us.6"
  %.961.us192.us.6 = fmul double %.645.us164.us.6, 4.000000e+00
  %.962.us193.us.6 = fsub double %.959.us191.us.6, %.961.us192.us.6
  %.965.us194.us.6 = fmul double %.645.us164.us.6, %.645.us164.us.6
  %.967.us195.us.6 = fmul double %.645.us164.us.6, %.965.us194.us.6
  %.968.us196.us.6 = fsub double %.962.us193.us.6, %.967.us195.us.6
  %.970.us197.us.6 = fmul double %.968.us196.us.6, %arg.h
  %.972.us198.us.6 = fadd double %.645.us164.us.6, %.970.us197.us.6
  %scevgep1059 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us156.us
  %scevgep1060 = getelementptr double, double* %scevgep1059, i64 6
  store double %.972.us198.us.6, double* %scevgep1060, align 8
  %scevgep1021 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep1022 = getelementptr double, double* %scevgep1021, i64 7
  %.645.us164.us.7 = load double, double* %scevgep1022, align 8
  br i1 %409, label %B286.us166.us.7, label %B356.us177.us.7

B286.us166.us.7:                                  ; preds = %B404.us187.us.6
  %scevgep1032 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us156.us
  %scevgep1033 = getelementptr double, double* %scevgep1032, i64 1
  %.784.us169.us.7 = load double, double* %scevgep1033, align 8
  br label %B356.us177.us.7

B356.us177.us.7:                                  ; preds = %B286.us166.us.7, %B404.us187.us.6
  %"$phi314.3.2.3.us171.us.7" = phi double [ %.784.us169.us.7, %B286.us166.us.7 ], [ %.645.us164.us.7, %B404.us187.us.6 ]
  %scevgep997 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep998 = getelementptr double, double* %scevgep997, i64 6
  %.858.us176.us.7 = load double, double* %scevgep998, align 8
  %410 = add i64 %408, 1
  %.878.us179.us.7 = icmp slt i64 %410, %.876
  br i1 %.878.us179.us.7, label %B376.us180.us.7, label %B404.us187.us.7

B376.us180.us.7:                                  ; preds = %B356.us177.us.7
  %scevgep993 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us156.us
  %scevgep994 = getelementptr double, double* %scevgep993, i64 8
  %.934.us186.us.7 = load double, double* %scevgep994, align 8
  br label %B404.us187.us.7

B404.us187.us.7:                                  ; preds = %B376.us180.us.7, %B356.us177.us.7
  %"$phi404.3.2.3.us188.us.7" = phi double [ %.934.us186.us.7, %B376.us180.us.7 ], [ %.645.us164.us.7, %B356.us177.us.7 ]
  %.950.us189.us.7 = fadd double %.645.us164.us.7, %"$phi314.3.2.3.us171.us.7"
  %.956.us190.us.7 = fadd double %.950.us189.us.7, %.858.us176.us.7
  %.959.us191.us.7 = fadd double %.956.us190.us.7, %"$phi404.3.2.3.us188.us.7"
  %.961.us192.us.7 = fmul double %.645.us164.us.7, 4.000000e+00
  %.962.us193.us.7 = fsub double %.959.us191.us.7, %.961.us192.us.7
  %.965.us194.us.7 = fmul double %.645.us164.us.7, %.645.us164.us.7
  %.967.us195.us.7 = fmul double %.645.us164.us.7, %.965.us194.us.7
  %.968.us196.us.7 = fsub double %.962.us193.us.7, %.967.us195.us.7
  %.970.us197.us.7 = fmul double %.968.us196.us.7, %arg.h
  %.972.us198.us.7 = fadd double %.645.us164.us.7, %.970.us197.us.7
  %scevgep1046 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us156.us
  %scevgep1047 = getelementptr double, double* %scevgep1046, i64 7
  store double %.972.us198.us.7, double* %scevgep1047, align 8
  %411 = add i64 %410, 1
  %exitcond222.not.7 = icmp eq i64 %411, %2
  br i1 %exitcond222.not.7, label %B202.B168.loopexit_crit_edge.us.us, label %B204.us154.us, !llvm.loop !29

B202.B168.loopexit_crit_edge.us.us:               ; preds = %B404.us.us.us.7, %B404.us187.us.7, %B204.us.us.us.prol.loopexit, %B204.us154.us.prol.loopexit, %middle.block270, %middle.block, %B404.us187.us.peel, %B404.us.us.us.peel
  %412 = bitcast double* %lsr.iv729 to i1*
  %413 = bitcast double* %lsr.iv702 to i1*
  %414 = bitcast double* %lsr.iv675 to i1*
  %415 = bitcast double* %lsr.iv601 to i1*
  %416 = bitcast double* %lsr.iv772 to i1*
  %417 = bitcast double* %lsr.iv767 to i1*
  %418 = bitcast double* %lsr.iv847 to i1*
  %419 = bitcast double* %lsr.iv828 to i1*
  %420 = bitcast double* %lsr.iv975 to i1*
  %exitcond226.not = icmp eq i64 %.443.us.us, %1
  %scevgep603 = getelementptr i1, i1* %415, i64 %6
  %421 = bitcast i1* %scevgep603 to double*
  %scevgep677 = getelementptr i1, i1* %414, i64 %6
  %422 = bitcast i1* %scevgep677 to double*
  %scevgep704 = getelementptr i1, i1* %413, i64 %6
  %423 = bitcast i1* %scevgep704 to double*
  %scevgep731 = getelementptr i1, i1* %412, i64 %6
  %424 = bitcast i1* %scevgep731 to double*
  %lsr.iv.next760 = add i64 %lsr.iv759, %arg.u0.5.1
  %lsr.iv.next764 = add i64 %lsr.iv763, %arg.u0.5.1
  %scevgep769 = getelementptr i1, i1* %417, i64 %6
  %425 = bitcast i1* %scevgep769 to double*
  %scevgep774 = getelementptr i1, i1* %416, i64 %6
  %426 = bitcast i1* %scevgep774 to double*
  %scevgep830 = getelementptr i1, i1* %419, i64 %6
  %427 = bitcast i1* %scevgep830 to double*
  %scevgep849 = getelementptr i1, i1* %418, i64 %6
  %428 = bitcast i1* %scevgep849 to double*
  %scevgep977 = getelementptr i1, i1* %420, i64 %6
  %429 = bitcast i1* %scevgep977 to double*
  br i1 %exitcond226.not, label %B168.B484_crit_edge.us, label %B170.endif.us.us

B204.us.us.us:                                    ; preds = %B204.us.us.us.preheader373, %B404.us.us.us.7
  %.495.0146.us.us.us = phi i64 [ %445, %B404.us.us.us.7 ], [ %.495.0146.us.us.us.unr, %B204.us.us.us.preheader373 ]
  %430 = icmp slt i64 %.374.0149.us.us, %.726
  %scevgep788 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %.645.us.us.us = load double, double* %scevgep788, align 8
  %scevgep853 = getelementptr double, double* %lsr.iv847, i64 %.495.0146.us.us.us
  %scevgep854 = getelementptr double, double* %scevgep853, i64 -7
  %.708.us.us.us = load double, double* %scevgep854, align 8
  br i1 %430, label %B286.us.us.us, label %B356.us.us.us

B286.us.us.us:                                    ; preds = %B204.us.us.us
  %scevgep836 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us.us.us
  %scevgep837 = getelementptr double, double* %scevgep836, i64 -6
  %.784.us.us.us = load double, double* %scevgep837, align 8
  br label %B356.us.us.us

B356.us.us.us:                                    ; preds = %B286.us.us.us, %B204.us.us.us
  %"$phi314.3.2.3.us.us.us" = phi double [ %.784.us.us.us, %B286.us.us.us ], [ %.645.us.us.us, %B204.us.us.us ]
  %scevgep791 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep792 = getelementptr double, double* %scevgep791, i64 -1
  %.858.us.us.us = load double, double* %scevgep792, align 8
  %.878.us.us.us = icmp slt i64 %.495.0146.us.us.us, %.876
  br i1 %.878.us.us.us, label %B376.us.us.us, label %B404.us.us.us

B376.us.us.us:                                    ; preds = %B356.us.us.us
  %scevgep803 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep804 = getelementptr double, double* %scevgep803, i64 1
  %.934.us.us.us = load double, double* %scevgep804, align 8
  br label %B404.us.us.us

B404.us.us.us:                                    ; preds = %B376.us.us.us, %B356.us.us.us
  %"$phi404.3.2.3.us.us.us" = phi double [ %.934.us.us.us, %B376.us.us.us ], [ %.645.us.us.us, %B356.us.us.us ]
  %431 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us.us.us = fadd double %.708.us.us.us, %"$phi314.3.2.3.us.us.us"
  %.956.us.us.us = fadd double %.950.us.us.us, %.858.us.us.us
  %.959.us.us.us = fadd double %.956.us.us.us, %"$phi404.3.2.3.us.us.us"
  %.961.us.us.us = fmul double %.645.us.us.us, 4.000000e+00
  %.962.us.us.us = fsub double %.959.us.us.us, %.961.us.us.us
  %.965.us.us.us = fmul double %.645.us.us.us, %.645.us.us.us
  %.967.us.us.us = fmul double %.645.us.us.us, %.965.us.us.us
  %.968.us.us.us = fsub double %.962.us.us.us, %.967.us.us.us
  %.970.us.us.us = fmul double %.968.us.us.us, %arg.h
  %.972.us.us.us = fadd double %.645.us.us.us, %.970.us.us.us
  %scevgep869 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us.us.us
  store double %.972.us.us.us, double* %scevgep869, align 8
  %scevgep801 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep802 = getelementptr double, double* %scevgep801, i64 1
  %.645.us.us.us.1 = load double, double* %scevgep802, align 8
  %scevgep855 = getelementptr double, double* %lsr.iv847, i64 %.495.0146.us.us.us
  %scevgep856 = getelementptr double, double* %scevgep855, i64 -6
  %.708.us.us.us.1 = load double, double* %scevgep856, align 8
  br i1 %431, label %B286.us.us.us.1, label %B356.us.us.us.1

B286.us.us.us.1:                                  ; preds = %B404.us.us.us
  %scevgep838 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us.us.us
  %scevgep839 = getelementptr double, double* %scevgep838, i64 -5
  %.784.us.us.us.1 = load double, double* %scevgep839, align 8
  br label %B356.us.us.us.1

B356.us.us.us.1:                                  ; preds = %B286.us.us.us.1, %B404.us.us.us
  %"$phi314.3.2.3.us.us.us.1" = phi double [ %.784.us.us.us.1, %B286.us.us.us.1 ], [ %.645.us.us.us.1, %B404.us.us.us ]
  %scevgep787 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %.858.us.us.us.1 = load double, double* %scevgep787, align 8
  %432 = add i64 %.495.0146.us.us.us, 1
  %.878.us.us.us.1 = icmp slt i64 %432, %.876
  br i1 %.878.us.us.us.1, label %B376.us.us.us.1, label %B404.us.us.us.1

B376.us.us.us.1:                                  ; preds = %B356.us.us.us.1
  %scevgep809 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep810 = getelementptr double, double* %scevgep809, i64 2
  %.934.us.us.us.1 = load double, double* %scevgep810, align 8
  br label %B404.us.us.us.1

B404.us.us.us.1:                                  ; preds = %B376.us.us.us.1, %B356.us.us.us.1
  %"$phi404.3.2.3.us.us.us.1" = phi double [ %.934.us.us.us.1, %B376.us.us.us.1 ], [ %.645.us.us.us.1, %B356.us.us.us.1 ]
  %433 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us.us.us.1 = fadd double %.708.us.us.us.1, %"$phi314.3.2.3.us.us.us.1"
  %.956.us.us.us.1 = fadd double %.950.us.us.us.1, %.858.us.us.us.1
  %.959.us.us.us.1 = fadd double %.956.us.us.us.1, %"$phi404.3.2.3.us.us.us.1"
  %.961.us.us.us.1 = fmul double %.645.us.us.us.1, 4.000000e+00
  %.962.us.us.us.1 = fsub double %.959.us.us.us.1, %.961.us.us.us.1
  %.965.us.us.us.1 = fmul double %.645.us.us.us.1, %.645.us.us.us.1
  %.967.us.us.us.1 = fmul double %.645.us.us.us.1, %.965.us.us.us.1
  %.968.us.us.us.1 = fsub double %.962.us.us.us.1, %.967.us.us.us.1
  %.970.us.us.us.1 = fmul double %.968.us.us.us.1, %arg.h
  %.972.us.us.us.1 = fadd double %.645.us.us.us.1, %.970.us.us.us.1
  %scevgep870 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us.us.us
  %scevgep871 = getelementptr double, double* %scevgep870, i64 1
  store double %.972.us.us.us.1, double* %scevgep871, align 8
  %scevgep807 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep808 = getelementptr double, double* %scevgep807, i64 2
  %.645.us.us.us.2 = load double, double* %scevgep808, align 8
  %scevgep857 = getelementptr double, double* %lsr.iv847, i64 %.495.0146.us.us.us
  %scevgep858 = getelementptr double, double* %scevgep857, i64 -5
  %.708.us.us.us.2 = load double, double* %scevgep858, align 8
  br i1 %433, label %B286.us.us.us.2, label %B356.us.us.us.2

B286.us.us.us.2:                                  ; preds = %B404.us.us.us.1
  %scevgep840 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us.us.us
  %scevgep841 = getelementptr double, double* %scevgep840, i64 -4
  %.784.us.us.us.2 = load double, double* %scevgep841, align 8
  br label %B356.us.us.us.2

B356.us.us.us.2:                                  ; preds = %B286.us.us.us.2, %B404.us.us.us.1
  %"$phi314.3.2.3.us.us.us.2" = phi double [ %.784.us.us.us.2, %B286.us.us.us.2 ], [ %.645.us.us.us.2, %B404.us.us.us.1 ]
  %scevgep799 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep800 = getelementptr double, double* %scevgep799, i64 1
  %.858.us.us.us.2 = load double, double* %scevgep800, align 8
  %434 = add i64 %432, 1
  %.878.us.us.us.2 = icmp slt i64 %434, %.876
  br i1 %.878.us.us.us.2, label %B376.us.us.us.2, label %B404.us.us.us.2

B376.us.us.us.2:                                  ; preds = %B356.us.us.us.2
  %scevgep815 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep816 = getelementptr double, double* %scevgep815, i64 3
  %.934.us.us.us.2 = load double, double* %scevgep816, align 8
  br label %B404.us.us.us.2

B404.us.us.us.2:                                  ; preds = %B376.us.us.us.2, %B356.us.us.us.2
  %"$phi404.3.2.3.us.us.us.2" = phi double [ %.934.us.us.us.2, %B376.us.us.us.2 ], [ %.645.us.us.us.2, %B356.us.us.us.2 ]
  %435 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us.us.us.2 = fadd double %.708.us.us.us.2, %"$phi314.3.2.3.us.us.us.2"
  %.956.us.us.us.2 = fadd double %.950.us.us.us.2, %.858.us.us.us.2
  %.959.us.us.us.2 = fadd double %.956.us.us.us.2, %"$phi404.3.2.3.us.us.us.2"
  %.961.us.us.us.2 = fmul double %.645.us.us.us.2, 4.000000e+00
  %.962.us.us.us.2 = fsub double %.959.us.us.us.2, %.961.us.us.us.2
  %.965.us.us.us.2 = fmul double %.645.us.us.us.2, %.645.us.us.us.2
  %.967.us.us.us.2 = fmul double %.645.us.us.us.2, %.965.us.us.us.2
  %.968.us.us.us.2 = fsub double %.962.us.us.us.2, %.967.us.us.us.2
  %.970.us.us.us.2 = fmul double %.968.us.us.us.2, %arg.h
  %.972.us.us.us.2 = fadd double %.645.us.us.us.2, %.970.us.us.us.2
  %scevgep872 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us.us.us
  %scevgep873 = getelementptr double, double* %scevgep872, i64 2
  store double %.972.us.us.us.2, double* %scevgep873, align 8
  %scevgep813 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep814 = getelementptr double, double* %scevgep813, i64 3
  %.645.us.us.us.3 = load double, double* %scevgep814, align 8
  %scevgep859 = getelementptr double, double* %lsr.iv847, i64 %.495.0146.us.us.us
  %scevgep860 = getelementptr double, double* %scevgep859, i64 -4
  %.708.us.us.us.3 = load double, double* %scevgep860, align 8
  br i1 %435, label %B286.us.us.us.3, label %B356.us.us.us.3

B286.us.us.us.3:                                  ; preds = %B404.us.us.us.2
  %scevgep842 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us.us.us
  %scevgep843 = getelementptr double, double* %scevgep842, i64 -3
  %.784.us.us.us.3 = load double, double* %scevgep843, align 8
  br label %B356.us.us.us.3

B356.us.us.us.3:                                  ; preds = %B286.us.us.us.3, %B404.us.us.us.2
  %"$phi314.3.2.3.us.us.us.3" = phi double [ %.784.us.us.us.3, %B286.us.us.us.3 ], [ %.645.us.us.us.3, %B404.us.us.us.2 ]
  %scevgep805 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep806 = getelementptr double, double* %scevgep805, i64 2
  %.858.us.us.us.3 = load double, double* %scevgep806, align 8
  %436 = add i64 %434, 1
  %.878.us.us.us.3 = icmp slt i64 %436, %.876
  br i1 %.878.us.us.us.3, label %B376.us.us.us.3, label %B404.us.us.us.3

B376.us.us.us.3:                                  ; preds = %B356.us.us.us.3
  %scevgep785 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep786 = getelementptr double, double* %scevgep785, i64 4
  %.934.us.us.us.3 = load double, double* %scevgep786, align 8
  br label %B404.us.us.us.3

B404.us.us.us.3:                                  ; preds = %B376.us.us.us.3, %B356.us.us.us.3
  %"$phi404.3.2.3.us.us.us.3" = phi double [ %.934.us.us.us.3, %B376.us.us.us.3 ], [ %.645.us.us.us.3, %B356.us.us.us.3 ]
  %437 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us.us.us.3 = fadd double %.708.us.us.us.3, %"$phi314.3.2.3.us.us.us.3"
  %.956.us.us.us.3 = fadd double %.950.us.us.us.3, %.858.us.us.us.3
  %.959.us.us.us.3 = fadd double %.956.us.us.us.3, %"$phi404.3.2.3.us.us.us.3"
  %.961.us.us.us.3 = fmul double %.645.us.us.us.3, 4.000000e+00
  %.962.us.us.us.3 = fsub double %.959.us.us.us.3, %.961.us.us.us.3
  %.965.us.us.us.3 = fmul double %.645.us.us.us.3, %.645.us.us.us.3
  %.967.us.us.us.3 = fmul double %.645.us.us.us.3, %.965.us.us.us.3
  %.968.us.us.us.3 = fsub double %.962.us.us.us.3, %.967.us.us.us.3
  %.970.us.us.us.3 = fmul double %.968.us.us.us.3, %arg.h
  %.972.us.us.us.3 = fadd double %.645.us.us.us.3, %.970.us.us.us.3
  %scevgep874 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us.us.us
  %scevgep875 = getelementptr double, double* %scevgep874, i64 3
  store double %.972.us.us.us.3, double* %scevgep875, align 8
  %scevgep783 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep784 = getelementptr double, double* %scevgep783, i64 4
  %.645.us.us.us.4 = load double, double* %scevgep784, align 8
  %scevgep851 = getelementptr double, double* %lsr.iv847, i64 %.495.0146.us.us.us
  %scevgep852 = getelementptr double, double* %scevgep851, i64 -3
  %.708.us.us.us.4 = load double, double* %scevgep852, align 8
  br i1 %437, label %B286.us.us.us.4, label %B356.us.us.us.4

B286.us.us.us.4:                                  ; preds = %B404.us.us.us.3
  %scevgep834 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us.us.us
  %scevgep835 = getelementptr double, double* %scevgep834, i64 -2
  %.784.us.us.us.4 = load double, double* %scevgep835, align 8
  br label %B356.us.us.us.4

B356.us.us.us.4:                                  ; preds = %B286.us.us.us.4, %B404.us.us.us.3
  %"$phi314.3.2.3.us.us.us.4" = phi double [ %.784.us.us.us.4, %B286.us.us.us.4 ], [ %.645.us.us.us.4, %B404.us.us.us.3 ]
  %scevgep811 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep812 = getelementptr double, double* %scevgep811, i64 3
  %.858.us.us.us.4 = load double, double* %scevgep812, align 8
  %438 = add i64 %436, 1
  %.878.us.us.us.4 = icmp slt i64 %438, %.876
  br i1 %.878.us.us.us.4, label %B376.us.us.us.4, label %B404.us.us.us.4

B376.us.us.us.4:                                  ; preds = %B356.us.us.us.4
  %scevgep825 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep826 = getelementptr double, double* %scevgep825, i64 5
  %.934.us.us.us.4 = load double, double* %scevgep826, align 8
  br label %B404.us.us.us.4

B404.us.us.us.4:                                  ; preds = %B376.us.us.us.4, %B356.us.us.us.4
  %"$phi404.3.2.3.us.us.us.4" = phi double [ %.934.us.us.us.4, %B376.us.us.us.4 ], [ %.645.us.us.us.4, %B356.us.us.us.4 ]
  %439 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us.us.us.4 = fadd double %.708.us.us.us.4, %"$phi314.3.2.3.us.us.us.4"
  %.956.us.us.us.4 = fadd double %.950.us.us.us.4, %.858.us.us.us.4
  %.959.us.us.us.4 = fadd double %.956.us.us.us.4, %"$phi404.3.2.3.us.us.us.4"
  %.961.us.us.us.4 = fmul double %.645.us.us.us.4, 4.000000e+00
  %.962.us.us.us.4 = fsub double %.959.us.us.us.4, %.961.us.us.us.4
  %.965.us.us.us.4 = fmul double %.645.us.us.us.4, %.645.us.us.us.4
  %.967.us.us.us.4 = fmul double %.645.us.us.us.4, %.965.us.us.us.4
  %.968.us.us.us.4 = fsub double %.962.us.us.us.4, %.967.us.us.us.4
  %.970.us.us.us.4 = fmul double %.968.us.us.us.4, %arg.h
  %.972.us.us.us.4 = fadd double %.645.us.us.us.4, %.970.us.us.us.4
  %scevgep867 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us.us.us
  %scevgep868 = getelementptr double, double* %scevgep867, i64 4
  store double %.972.us.us.us.4, double* %scevgep868, align 8
  %scevgep823 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep824 = getelementptr double, double* %scevgep823, i64 5
  %.645.us.us.us.5 = load double, double* %scevgep824, align 8
  %scevgep861 = getelementptr double, double* %lsr.iv847, i64 %.495.0146.us.us.us
  %scevgep862 = getelementptr double, double* %scevgep861, i64 -2
  %.708.us.us.us.5 = load double, double* %scevgep862, align 8
  br i1 %439, label %B286.us.us.us.5, label %B356.us.us.us.5

B286.us.us.us.5:                                  ; preds = %B404.us.us.us.4
  %scevgep844 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us.us.us
  %scevgep845 = getelementptr double, double* %scevgep844, i64 -1
  %.784.us.us.us.5 = load double, double* %scevgep845, align 8
  br label %B356.us.us.us.5

B356.us.us.us.5:                                  ; preds = %B286.us.us.us.5, %B404.us.us.us.4
  %"$phi314.3.2.3.us.us.us.5" = phi double [ %.784.us.us.us.5, %B286.us.us.us.5 ], [ %.645.us.us.us.5, %B404.us.us.us.4 ]
  %scevgep781 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep782 = getelementptr double, double* %scevgep781, i64 4
  %.858.us.us.us.5 = load double, double* %scevgep782, align 8
  %440 = add i64 %438, 1
  %.878.us.us.us.5 = icmp slt i64 %440, %.876
  br i1 %.878.us.us.us.5, label %B376.us.us.us.5, label %B404.us.us.us.5

B376.us.us.us.5:                                  ; preds = %B356.us.us.us.5
  %scevgep797 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep798 = getelementptr double, double* %scevgep797, i64 6
  %.934.us.us.us.5 = load double, double* %scevgep798, align 8
  br label %B404.us.us.us.5

B404.us.us.us.5:                                  ; preds = %B376.us.us.us.5, %B356.us.us.us.5
  %"$phi404.3.2.3.us.us.us.5" = phi double [ %.934.us.us.us.5, %B376.us.us.us.5 ], [ %.645.us.us.us.5, %B356.us.us.us.5 ]
  %441 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us.us.us.5 = fadd double %.708.us.us.us.5, %"$phi314.3.2.3.us.us.us.5"
  %.956.us.us.us.5 = fadd double %.950.us.us.us.5, %.858.us.us.us.5
  %.959.us.us.us.5 = fadd double %.956.us.us.us.5, %"$phi404.3.2.3.us.us.us.5"
  %.961.us.us.us.5 = fmul double %.645.us.us.us.5, 4.000000e+00
  %.962.us.us.us.5 = fsub double %.959.us.us.us.5, %.961.us.us.us.5
  %.965.us.us.us.5 = fmul double %.645.us.us.us.5, %.645.us.us.us.5
  %.967.us.us.us.5 = fmul double %.645.us.us.us.5, %.965.us.us.us.5
  %.968.us.us.us.5 = fsub double %.962.us.us.us.5, %.967.us.us.us.5
  %.970.us.us.us.5 = fmul double %.968.us.us.us.5, %arg.h
  %.972.us.us.us.5 = fadd double %.645.us.us.us.5, %.970.us.us.us.5
  %scevgep876 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us.us.us
  %scevgep877 = getelementptr double, double* %scevgep876, i64 5
  store double %.972.us.us.us.5, double* %scevgep877, align 8
  %scevgep795 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep796 = getelementptr double, double* %scevgep795, i64 6
  %.645.us.us.us.6 = load double, double* %scevgep796, align 8
  %scevgep863 = getelementptr double, double* %lsr.iv847, i64 %.495.0146.us.us.us
  %scevgep864 = getelementptr double, double* %scevgep863, i64 -1
  %.708.us.us.us.6 = load double, double* %scevgep864, align 8
  br i1 %441, label %B286.us.us.us.6, label %B356.us.us.us.6

B286.us.us.us.6:                                  ; preds = %B404.us.us.us.5
  %scevgep831 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us.us.us
  %.784.us.us.us.6 = load double, double* %scevgep831, align 8
  br label %B356.us.us.us.6

B356.us.us.us.6:                                  ; preds = %B286.us.us.us.6, %B404.us.us.us.5
  %"$phi314.3.2.3.us.us.us.6" = phi double [ %.784.us.us.us.6, %B286.us.us.us.6 ], [ %.645.us.us.us.6, %B404.us.us.us.5 ]
  %scevgep821 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep822 = getelementptr double, double* %scevgep821, i64 5
  %.858.us.us.us.6 = load double, double* %scevgep822, align 8
  %442 = add i64 %440, 1
  %.878.us.us.us.6 = icmp slt i64 %442, %.876
  br i1 %.878.us.us.us.6, label %B376.us.us.us.6, label %B404.us.us.us.6

B376.us.us.us.6:                                  ; preds = %B356.us.us.us.6
  %scevgep819 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep820 = getelementptr double, double* %scevgep819, i64 7
  %.934.us.us.us.6 = load double, double* %scevgep820, align 8
  br label %B404.us.us.us.6

B404.us.us.us.6:                                  ; preds = %B376.us.us.us.6, %B356.us.us.us.6
  %"$phi404.3.2.3.us.us.us.6" = phi double [ %.934.us.us.us.6, %B376.us.us.us.6 ], [ %.645.us.us.us.6, %B356.us.us.us.6 ]
  %443 = icmp slt i64 %.374.0149.us.us, %.726
  %.950.us.us.us.6 = fadd double %.708.us.us.us.6, %"$phi314.3.2.3.us.us.us.6"
  %.956.us.us.us.6 = fadd double %.950.us.us.us.6, %.858.us.us.us.6
  %.959.us.us.us.6 = fadd double %.956.us.us.us.6, %"$phi404.3.2.3.us.us.us.6"
  %.961.us.us.us.6 = fmul double %.645.us.us.us.6, 4.000000e+00
  %.962.us.us.us.6 = fsub double %.959.us.us.us.6, %.961.us.us.us.6
  %.965.us.us.us.6 = fmul double %.645.us.us.us.6, %.645.us.us.us.6
  %.967.us.us.us.6 = fmul double %.645.us.us.us.6, %.965.us.us.us.6
  %.968.us.us.us.6 = fsub double %.962.us.us.us.6, %.967.us.us.us.6
  %.970.us.us.us.6 = fmul double %.968.us.us.us.6, %arg.h
  %.972.us.us.us.6 = fadd double %.645.us.us.us.6, %.970.us.us.us.6
  %scevgep878 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us.us.us
  %scevgep879 = getelementptr double, double* %scevgep878, i64 6
  store double %.972.us.us.us.6, double* %scevgep879, align 8
  %scevgep817 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep818 = getelementptr double, double* %scevgep817, i64 7
  %.645.us.us.us.7 = load double, double* %scevgep818, align 8
  %scevgep850 = getelementptr double, double* %lsr.iv847, i64 %.495.0146.us.us.us
  %.708.us.us.us.7 = load double, double* %scevgep850, align 8
  br i1 %443, label %B286.us.us.us.7, label %B356.us.us.us.7

B286.us.us.us.7:                                  ; preds = %B404.us.us.us.6
  %scevgep832 = getelementptr double, double* %lsr.iv828, i64 %.495.0146.us.us.us
  %scevgep833 = getelementptr double, double* %scevgep832, i64 1
  %.784.us.us.us.7 = load double, double* %scevgep833, align 8
  br label %B356.us.us.us.7

B356.us.us.us.7:                                  ; preds = %B286.us.us.us.7, %B404.us.us.us.6
  %"$phi314.3.2.3.us.us.us.7" = phi double [ %.784.us.us.us.7, %B286.us.us.us.7 ], [ %.645.us.us.us.7, %B404.us.us.us.6 ]
  %scevgep793 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep794 = getelementptr double, double* %scevgep793, i64 6
  %.858.us.us.us.7 = load double, double* %scevgep794, align 8
  %444 = add i64 %442, 1
  %.878.us.us.us.7 = icmp slt i64 %444, %.876
  br i1 %.878.us.us.us.7, label %B376.us.us.us.7, label %B404.us.us.us.7

B376.us.us.us.7:                                  ; preds = %B356.us.us.us.7
  %scevgep789 = getelementptr double, double* %lsr.iv772, i64 %.495.0146.us.us.us
  %scevgep790 = getelementptr double, double* %scevgep789, i64 8
  %.934.us.us.us.7 = load double, double* %scevgep790, align 8
  br label %B404.us.us.us.7

B404.us.us.us.7:                                  ; preds = %B376.us.us.us.7, %B356.us.us.us.7
  %"$phi404.3.2.3.us.us.us.7" = phi double [ %.934.us.us.us.7, %B376.us.us.us.7 ], [ %.645.us.us.us.7, %B356.us.us.us.7 ]
  %.950.us.us.us.7 = fadd double %.708.us.us.us.7, %"$phi314.3.2.3.us.us.us.7"
  %.956.us.us.us.7 = fadd double %.950.us.us.us.7, %.858.us.us.us.7
  %.959.us.us.us.7 = fadd double %.956.us.us.us.7, %"$phi404.3.2.3.us.us.us.7"
  %.961.us.us.us.7 = fmul double %.645.us.us.us.7, 4.000000e+00
  %.962.us.us.us.7 = fsub double %.959.us.us.us.7, %.961.us.us.us.7
  %.965.us.us.us.7 = fmul double %.645.us.us.us.7, %.645.us.us.us.7
  %.967.us.us.us.7 = fmul double %.645.us.us.us.7, %.965.us.us.us.7
  %.968.us.us.us.7 = fsub double %.962.us.us.us.7, %.967.us.us.us.7
  %.970.us.us.us.7 = fmul double %.968.us.us.us.7, %arg.h
  %.972.us.us.us.7 = fadd double %.645.us.us.us.7, %.970.us.us.us.7
  %scevgep865 = getelementptr double, double* %lsr.iv767, i64 %.495.0146.us.us.us
  %scevgep866 = getelementptr double, double* %scevgep865, i64 7
  store double %.972.us.us.us.7, double* %scevgep866, align 8
  %445 = add i64 %444, 1
  %exitcond224.not.7 = icmp eq i64 %445, %2
  br i1 %exitcond224.not.7, label %B202.B168.loopexit_crit_edge.us.us, label %B204.us.us.us, !llvm.loop !30

B96.if:                                           ; preds = %B0.endif.i.us, %B0.endif.i.preheader, %B96.endif.endif, %B96.endif.endif.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B96.endif.endif:                                  ; preds = %B0.endif.i.preheader
  tail call void @NRT_incref(i8* nonnull %.7.i.i.i), !noalias !9
  %.7.i.i.i.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !13
  %.8.i.i.i.1 = icmp eq i8* %.7.i.i.i.1, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i), !noalias !9
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %.8.i.i.i.1, label %B96.if, label %B96.endif.endif.1, !prof !0

B96.endif.endif.1:                                ; preds = %B96.endif.endif
  tail call void @NRT_incref(i8* nonnull %.7.i.i.i.1), !noalias !9
  %.7.i.i.i.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !13
  %.8.i.i.i.2 = icmp eq i8* %.7.i.i.i.2, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i), !noalias !9
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  br i1 %.8.i.i.i.2, label %B96.if, label %B128.i.thread, !prof !0

B128.i.thread:                                    ; preds = %B96.endif.endif.1
  %.5.i.i.2 = getelementptr i8, i8* %.7.i.i.i.2, i64 24
  %446 = bitcast i8* %.5.i.i.2 to double**
  %.6.i1.i.2 = load double*, double** %446, align 8, !noalias !9
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.1), !noalias !9
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.1)
  br label %B150.i.1

B490.endif.endif.endif.endif.if:                  ; preds = %B150.i.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937169717568, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B490.endif.endif.endif.endif.endif:               ; preds = %B150.i.1
  %.1217 = extractvalue { i64, i1 } %.1216, 0
  %.7.i.i25 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1217, i32 32), !noalias !31
  %.8.i.i26 = icmp eq i8* %.7.i.i25, null
  br i1 %.8.i.i26, label %B490.endif.endif.endif.endif.endif.if, label %B490.endif.endif.endif.endif.endif.endif, !prof !0

B490.endif.endif.endif.endif.endif.if:            ; preds = %B490.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B490.endif.endif.endif.endif.endif.endif:         ; preds = %B490.endif.endif.endif.endif.endif
  %.5.i31 = getelementptr i8, i8* %.7.i.i25, i64 24
  %447 = bitcast i8* %.5.i31 to double**
  %.6.i32104 = load double*, double** %447, align 8
  %.130396 = icmp sgt i64 %arg.u0.5.0.fr, 0
  br i1 %.130396, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B490.endif.endif.endif.endif.endif.endif
  %.130687 = icmp sgt i64 %arg.u0.5.1, 0
  br i1 %.130687, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %448 = add i64 %arg.u0.5.1, -1
  %449 = icmp eq i64 %arg.u0.5.0.fr, 1
  br i1 %449, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter337 = and i64 %arg.u0.5.0.fr, -2
  %unroll_iter310 = and i64 %arg.u0.5.1, -8
  %xtraiter303.1 = and i64 %arg.u0.5.1, 7
  %unroll_iter310.1 = and i64 %arg.u0.5.1, -8
  %scevgep549 = getelementptr double, double* %.6.i32104, i64 7
  %450 = shl i64 %arg.u0.5.1, 4
  %451 = add i64 %arg.u0.5.1, 7
  %scevgep574 = getelementptr double, double* %.6.i32104, i64 %451
  %scevgep593 = getelementptr double, double* %.6.i32104, i64 %arg.u0.5.1
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us.1, %for.cond.1.preheader.us.preheader.new
  %lsr.iv594 = phi double* [ %488, %for.end.1.loopexit.us.1 ], [ %scevgep593, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv575 = phi double* [ %487, %for.end.1.loopexit.us.1 ], [ %scevgep574, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv568 = phi double* [ %486, %for.end.1.loopexit.us.1 ], [ %.6.i32104, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv550 = phi double* [ %485, %for.end.1.loopexit.us.1 ], [ %scevgep549, %for.cond.1.preheader.us.preheader.new ]
  %loop.index101.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1375.us.1, %for.end.1.loopexit.us.1 ]
  %.1299.0100.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1299.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1296.099.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1296.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1293.098.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1293.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1290.097.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %spec.select140.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %452 = icmp ult i64 %448, 7
  br i1 %452, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %loop.index.192.us = phi i64 [ %462, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %.1299.191.us = phi i64 [ %.1299.2.us.7, %for.body.1.us ], [ %.1299.0100.us, %for.body.1.us.preheader ]
  %.1296.190.us = phi i64 [ %.1296.2.us.7, %for.body.1.us ], [ %.1296.099.us, %for.body.1.us.preheader ]
  %.1293.189.us = phi i64 [ %.1293.2.us.7, %for.body.1.us ], [ %.1293.098.us, %for.body.1.us.preheader ]
  %.1290.188.us = phi i64 [ %spec.select140.us.7, %for.body.1.us ], [ %.1290.097.us, %for.body.1.us.preheader ]
  %453 = icmp ugt i64 %arg.u0.5.1, 1
  %454 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select140.us = select i1 %454, i64 %.1290.188.us, i64 %loop.index101.us
  %.1293.2.us = select i1 %453, i64 %loop.index.192.us, i64 %.1293.189.us
  %.1319.us = mul i64 %spec.select140.us, %arg.u0.5.1
  %.1322.us = add i64 %.1319.us, %.1293.2.us
  %.1323.us = getelementptr double, double* %.us-phi237, i64 %.1322.us
  %.1324.us = load double, double* %.1323.us, align 8
  %.1296.2.us = select i1 %454, i64 %.1296.190.us, i64 %loop.index101.us
  %.1299.2.us = select i1 %453, i64 %loop.index.192.us, i64 %.1299.191.us
  %.1336.us = mul i64 %.1296.2.us, %arg.u0.5.1
  %.1339.us = add i64 %.1336.us, %.1299.2.us
  %.1340.us = getelementptr double, double* %.us-phi237, i64 %.1339.us
  %.1341.us = load double, double* %.1340.us, align 8
  %.6.i33.us = fmul double %.1324.us, %.1341.us
  %scevgep566 = getelementptr double, double* %lsr.iv550, i64 %loop.index.192.us
  %scevgep567 = getelementptr double, double* %scevgep566, i64 -7
  store double %.6.i33.us, double* %scevgep567, align 8
  %spec.select140.us.1 = select i1 %454, i64 %.1290.188.us, i64 %loop.index101.us
  %455 = add i64 %loop.index.192.us, 1
  %.1293.2.us.1 = select i1 %453, i64 %455, i64 %.1293.189.us
  %.1319.us.1 = mul i64 %spec.select140.us.1, %arg.u0.5.1
  %.1322.us.1 = add i64 %.1319.us.1, %.1293.2.us.1
  %.1323.us.1 = getelementptr double, double* %.us-phi237, i64 %.1322.us.1
  %.1324.us.1 = load double, double* %.1323.us.1, align 8
  %.1296.2.us.1 = select i1 %454, i64 %.1296.190.us, i64 %loop.index101.us
  %.1299.2.us.1 = select i1 %453, i64 %455, i64 %.1299.191.us
  %.1336.us.1 = mul i64 %.1296.2.us.1, %arg.u0.5.1
  %.1339.us.1 = add i64 %.1336.us.1, %.1299.2.us.1
  %.1340.us.1 = getelementptr double, double* %.us-phi237, i64 %.1339.us.1
  %.1341.us.1 = load double, double* %.1340.us.1, align 8
  %.6.i33.us.1 = fmul double %.1324.us.1, %.1341.us.1
  %scevgep563 = getelementptr double, double* %lsr.iv550, i64 %loop.index.192.us
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -6
  store double %.6.i33.us.1, double* %scevgep564, align 8
  %spec.select140.us.2 = select i1 %454, i64 %.1290.188.us, i64 %loop.index101.us
  %456 = add i64 %455, 1
  %.1293.2.us.2 = select i1 %453, i64 %456, i64 %.1293.189.us
  %.1319.us.2 = mul i64 %spec.select140.us.2, %arg.u0.5.1
  %.1322.us.2 = add i64 %.1319.us.2, %.1293.2.us.2
  %.1323.us.2 = getelementptr double, double* %.us-phi237, i64 %.1322.us.2
  %.1324.us.2 = load double, double* %.1323.us.2, align 8
  %.1296.2.us.2 = select i1 %454, i64 %.1296.190.us, i64 %loop.index101.us
  %.1299.2.us.2 = select i1 %453, i64 %456, i64 %.1299.191.us
  %.1336.us.2 = mul i64 %.1296.2.us.2, %arg.u0.5.1
  %.1339.us.2 = add i64 %.1336.us.2, %.1299.2.us.2
  %.1340.us.2 = getelementptr double, double* %.us-phi237, i64 %.1339.us.2
  %.1341.us.2 = load double, double* %.1340.us.2, align 8
  %.6.i33.us.2 = fmul double %.1324.us.2, %.1341.us.2
  %scevgep561 = getelementptr double, double* %lsr.iv550, i64 %loop.index.192.us
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -5
  store double %.6.i33.us.2, double* %scevgep562, align 8
  %spec.select140.us.3 = select i1 %454, i64 %.1290.188.us, i64 %loop.index101.us
  %457 = add i64 %456, 1
  %.1293.2.us.3 = select i1 %453, i64 %457, i64 %.1293.189.us
  %.1319.us.3 = mul i64 %spec.select140.us.3, %arg.u0.5.1
  %.1322.us.3 = add i64 %.1319.us.3, %.1293.2.us.3
  %.1323.us.3 = getelementptr double, double* %.us-phi237, i64 %.1322.us.3
  %.1324.us.3 = load double, double* %.1323.us.3, align 8
  %.1296.2.us.3 = select i1 %454, i64 %.1296.190.us, i64 %loop.index101.us
  %.1299.2.us.3 = select i1 %453, i64 %457, i64 %.1299.191.us
  %.1336.us.3 = mul i64 %.1296.2.us.3, %arg.u0.5.1
  %.1339.us.3 = add i64 %.1336.us.3, %.1299.2.us.3
  %.1340.us.3 = getelementptr double, double* %.us-phi237, i64 %.1339.us.3
  %.1341.us.3 = load double, double* %.1340.us.3, align 8
  %.6.i33.us.3 = fmul double %.1324.us.3, %.1341.us.3
  %scevgep559 = getelementptr double, double* %lsr.iv550, i64 %loop.index.192.us
  %scevgep560 = getelementptr double, double* %scevgep559, i64 -4
  store double %.6.i33.us.3, double* %scevgep560, align 8
  %spec.select140.us.4 = select i1 %454, i64 %.1290.188.us, i64 %loop.index101.us
  %458 = add i64 %457, 1
  %.1293.2.us.4 = select i1 %453, i64 %458, i64 %.1293.189.us
  %.1319.us.4 = mul i64 %spec.select140.us.4, %arg.u0.5.1
  %.1322.us.4 = add i64 %.1319.us.4, %.1293.2.us.4
  %.1323.us.4 = getelementptr double, double* %.us-phi237, i64 %.1322.us.4
  %.1324.us.4 = load double, double* %.1323.us.4, align 8
  %.1296.2.us.4 = select i1 %454, i64 %.1296.190.us, i64 %loop.index101.us
  %.1299.2.us.4 = select i1 %453, i64 %458, i64 %.1299.191.us
  %.1336.us.4 = mul i64 %.1296.2.us.4, %arg.u0.5.1
  %.1339.us.4 = add i64 %.1336.us.4, %.1299.2.us.4
  %.1340.us.4 = getelementptr double, double* %.us-phi237, i64 %.1339.us.4
  %.1341.us.4 = load double, double* %.1340.us.4, align 8
  %.6.i33.us.4 = fmul double %.1324.us.4, %.1341.us.4
  %scevgep557 = getelementptr double, double* %lsr.iv550, i64 %loop.index.192.us
  %scevgep558 = getelementptr double, double* %scevgep557, i64 -3
  store double %.6.i33.us.4, double* %scevgep558, align 8
  %spec.select140.us.5 = select i1 %454, i64 %.1290.188.us, i64 %loop.index101.us
  %459 = add i64 %458, 1
  %.1293.2.us.5 = select i1 %453, i64 %459, i64 %.1293.189.us
  %.1319.us.5 = mul i64 %spec.select140.us.5, %arg.u0.5.1
  %.1322.us.5 = add i64 %.1319.us.5, %.1293.2.us.5
  %.1323.us.5 = getelementptr double, double* %.us-phi237, i64 %.1322.us.5
  %.1324.us.5 = load double, double* %.1323.us.5, align 8
  %.1296.2.us.5 = select i1 %454, i64 %.1296.190.us, i64 %loop.index101.us
  %.1299.2.us.5 = select i1 %453, i64 %459, i64 %.1299.191.us
  %.1336.us.5 = mul i64 %.1296.2.us.5, %arg.u0.5.1
  %.1339.us.5 = add i64 %.1336.us.5, %.1299.2.us.5
  %.1340.us.5 = getelementptr double, double* %.us-phi237, i64 %.1339.us.5
  %.1341.us.5 = load double, double* %.1340.us.5, align 8
  %.6.i33.us.5 = fmul double %.1324.us.5, %.1341.us.5
  %scevgep555 = getelementptr double, double* %lsr.iv550, i64 %loop.index.192.us
  %scevgep556 = getelementptr double, double* %scevgep555, i64 -2
  store double %.6.i33.us.5, double* %scevgep556, align 8
  %spec.select140.us.6 = select i1 %454, i64 %.1290.188.us, i64 %loop.index101.us
  %460 = add i64 %459, 1
  %.1293.2.us.6 = select i1 %453, i64 %460, i64 %.1293.189.us
  %.1319.us.6 = mul i64 %spec.select140.us.6, %arg.u0.5.1
  %.1322.us.6 = add i64 %.1319.us.6, %.1293.2.us.6
  %.1323.us.6 = getelementptr double, double* %.us-phi237, i64 %.1322.us.6
  %.1324.us.6 = load double, double* %.1323.us.6, align 8
  %.1296.2.us.6 = select i1 %454, i64 %.1296.190.us, i64 %loop.index101.us
  %.1299.2.us.6 = select i1 %453, i64 %460, i64 %.1299.191.us
  %.1336.us.6 = mul i64 %.1296.2.us.6, %arg.u0.5.1
  %.1339.us.6 = add i64 %.1336.us.6, %.1299.2.us.6
  %.1340.us.6 = getelementptr double, double* %.us-phi237, i64 %.1339.us.6
  %.1341.us.6 = load double, double* %.1340.us.6, align 8
  %.6.i33.us.6 = fmul double %.1324.us.6, %.1341.us.6
  %scevgep553 = getelementptr double, double* %lsr.iv550, i64 %loop.index.192.us
  %scevgep554 = getelementptr double, double* %scevgep553, i64 -1
  store double %.6.i33.us.6, double* %scevgep554, align 8
  %spec.select140.us.7 = select i1 %454, i64 %.1290.188.us, i64 %loop.index101.us
  %461 = add i64 %460, 1
  %.1293.2.us.7 = select i1 %453, i64 %461, i64 %.1293.189.us
  %.1319.us.7 = mul i64 %spec.select140.us.7, %arg.u0.5.1
  %.1322.us.7 = add i64 %.1319.us.7, %.1293.2.us.7
  %.1323.us.7 = getelementptr double, double* %.us-phi237, i64 %.1322.us.7
  %.1324.us.7 = load double, double* %.1323.us.7, align 8
  %.1296.2.us.7 = select i1 %454, i64 %.1296.190.us, i64 %loop.index101.us
  %.1299.2.us.7 = select i1 %453, i64 %461, i64 %.1299.191.us
  %.1336.us.7 = mul i64 %.1296.2.us.7, %arg.u0.5.1
  %.1339.us.7 = add i64 %.1336.us.7, %.1299.2.us.7
  %.1340.us.7 = getelementptr double, double* %.us-phi237, i64 %.1339.us.7
  %.1341.us.7 = load double, double* %.1340.us.7, align 8
  %.6.i33.us.7 = fmul double %.1324.us.7, %.1341.us.7
  %scevgep565 = getelementptr double, double* %lsr.iv550, i64 %loop.index.192.us
  store double %.6.i33.us.7, double* %scevgep565, align 8
  %.1373.us.7 = add nuw i64 %loop.index.192.us, 8
  %462 = add i64 %461, 1
  %niter311.ncmp.7 = icmp eq i64 %462, %unroll_iter310
  br i1 %niter311.ncmp.7, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %spec.select140.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select140.us.7, %for.body.1.us ]
  %.1293.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.1293.2.us.7, %for.body.1.us ]
  %.1296.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.1296.2.us.7, %for.body.1.us ]
  %.1299.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.1299.2.us.7, %for.body.1.us ]
  %loop.index.192.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %.1373.us.7, %for.body.1.us ]
  %.1299.191.us.unr = phi i64 [ %.1299.0100.us, %for.cond.1.preheader.us ], [ %.1299.2.us.7, %for.body.1.us ]
  %.1296.190.us.unr = phi i64 [ %.1296.099.us, %for.cond.1.preheader.us ], [ %.1296.2.us.7, %for.body.1.us ]
  %.1293.189.us.unr = phi i64 [ %.1293.098.us, %for.cond.1.preheader.us ], [ %.1293.2.us.7, %for.body.1.us ]
  %.1290.188.us.unr = phi i64 [ %.1290.097.us, %for.cond.1.preheader.us ], [ %spec.select140.us.7, %for.body.1.us ]
  %463 = and i64 %arg.u0.5.1, 7
  %464 = icmp eq i64 %463, 0
  br i1 %464, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv572 = phi i64 [ %xtraiter303.1, %for.body.1.us.epil.preheader ], [ %lsr.iv.next573, %for.body.1.us.epil ]
  %loop.index.192.us.epil = phi i64 [ %.1373.us.epil, %for.body.1.us.epil ], [ %loop.index.192.us.unr, %for.body.1.us.epil.preheader ]
  %.1299.191.us.epil = phi i64 [ %.1299.2.us.epil, %for.body.1.us.epil ], [ %.1299.191.us.unr, %for.body.1.us.epil.preheader ]
  %.1296.190.us.epil = phi i64 [ %.1296.2.us.epil, %for.body.1.us.epil ], [ %.1296.190.us.unr, %for.body.1.us.epil.preheader ]
  %.1293.189.us.epil = phi i64 [ %.1293.2.us.epil, %for.body.1.us.epil ], [ %.1293.189.us.unr, %for.body.1.us.epil.preheader ]
  %.1290.188.us.epil = phi i64 [ %spec.select140.us.epil, %for.body.1.us.epil ], [ %.1290.188.us.unr, %for.body.1.us.epil.preheader ]
  %465 = icmp ugt i64 %arg.u0.5.1, 1
  %466 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select140.us.epil = select i1 %466, i64 %.1290.188.us.epil, i64 %loop.index101.us
  %.1293.2.us.epil = select i1 %465, i64 %loop.index.192.us.epil, i64 %.1293.189.us.epil
  %.1319.us.epil = mul i64 %spec.select140.us.epil, %arg.u0.5.1
  %.1322.us.epil = add i64 %.1319.us.epil, %.1293.2.us.epil
  %.1323.us.epil = getelementptr double, double* %.us-phi237, i64 %.1322.us.epil
  %.1324.us.epil = load double, double* %.1323.us.epil, align 8
  %.1296.2.us.epil = select i1 %466, i64 %.1296.190.us.epil, i64 %loop.index101.us
  %.1299.2.us.epil = select i1 %465, i64 %loop.index.192.us.epil, i64 %.1299.191.us.epil
  %.1336.us.epil = mul i64 %.1296.2.us.epil, %arg.u0.5.1
  %.1339.us.epil = add i64 %.1336.us.epil, %.1299.2.us.epil
  %.1340.us.epil = getelementptr double, double* %.us-phi237, i64 %.1339.us.epil
  %.1341.us.epil = load double, double* %.1340.us.epil, align 8
  %.6.i33.us.epil = fmul double %.1324.us.epil, %.1341.us.epil
  %scevgep571 = getelementptr double, double* %lsr.iv568, i64 %loop.index.192.us.epil
  store double %.6.i33.us.epil, double* %scevgep571, align 8
  %.1373.us.epil = add nuw nsw i64 %loop.index.192.us.epil, 1
  %lsr.iv.next573 = add nsw i64 %lsr.iv572, -1
  %epil.iter304.cmp.not = icmp eq i64 %lsr.iv.next573, 0
  br i1 %epil.iter304.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !38

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select140.us.lcssa = phi i64 [ %spec.select140.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select140.us.epil, %for.body.1.us.epil ]
  %.1293.2.us.lcssa = phi i64 [ %.1293.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.1293.2.us.epil, %for.body.1.us.epil ]
  %.1296.2.us.lcssa = phi i64 [ %.1296.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.1296.2.us.epil, %for.body.1.us.epil ]
  %.1299.2.us.lcssa = phi i64 [ %.1299.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.1299.2.us.epil, %for.body.1.us.epil ]
  %467 = icmp ult i64 %448, 7
  %.1375.us = or i64 %loop.index101.us, 1
  br i1 %467, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.end.1.loopexit.us
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %loop.index.192.us.1 = phi i64 [ %477, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %.1299.191.us.1 = phi i64 [ %.1299.2.us.7.1, %for.body.1.us.1 ], [ %.1299.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.1296.190.us.1 = phi i64 [ %.1296.2.us.7.1, %for.body.1.us.1 ], [ %.1296.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.1293.189.us.1 = phi i64 [ %.1293.2.us.7.1, %for.body.1.us.1 ], [ %.1293.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.1290.188.us.1 = phi i64 [ %spec.select140.us.7.1, %for.body.1.us.1 ], [ %spec.select140.us.lcssa, %for.body.1.us.1.preheader ]
  %468 = icmp ugt i64 %arg.u0.5.1, 1
  %469 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select140.us.1339 = select i1 %469, i64 %.1290.188.us.1, i64 %.1375.us
  %.1293.2.us.1340 = select i1 %468, i64 %loop.index.192.us.1, i64 %.1293.189.us.1
  %.1319.us.1341 = mul i64 %spec.select140.us.1339, %arg.u0.5.1
  %.1322.us.1342 = add i64 %.1319.us.1341, %.1293.2.us.1340
  %.1323.us.1343 = getelementptr double, double* %.us-phi237, i64 %.1322.us.1342
  %.1324.us.1344 = load double, double* %.1323.us.1343, align 8
  %.1296.2.us.1345 = select i1 %469, i64 %.1296.190.us.1, i64 %.1375.us
  %.1299.2.us.1346 = select i1 %468, i64 %loop.index.192.us.1, i64 %.1299.191.us.1
  %.1336.us.1347 = mul i64 %.1296.2.us.1345, %arg.u0.5.1
  %.1339.us.1348 = add i64 %.1336.us.1347, %.1299.2.us.1346
  %.1340.us.1349 = getelementptr double, double* %.us-phi237, i64 %.1339.us.1348
  %.1341.us.1350 = load double, double* %.1340.us.1349, align 8
  %.6.i33.us.1351 = fmul double %.1324.us.1344, %.1341.us.1350
  %scevgep591 = getelementptr double, double* %lsr.iv575, i64 %loop.index.192.us.1
  %scevgep592 = getelementptr double, double* %scevgep591, i64 -7
  store double %.6.i33.us.1351, double* %scevgep592, align 8
  %spec.select140.us.1.1 = select i1 %469, i64 %.1290.188.us.1, i64 %.1375.us
  %470 = add i64 %loop.index.192.us.1, 1
  %.1293.2.us.1.1 = select i1 %468, i64 %470, i64 %.1293.189.us.1
  %.1319.us.1.1 = mul i64 %spec.select140.us.1.1, %arg.u0.5.1
  %.1322.us.1.1 = add i64 %.1319.us.1.1, %.1293.2.us.1.1
  %.1323.us.1.1 = getelementptr double, double* %.us-phi237, i64 %.1322.us.1.1
  %.1324.us.1.1 = load double, double* %.1323.us.1.1, align 8
  %.1296.2.us.1.1 = select i1 %469, i64 %.1296.190.us.1, i64 %.1375.us
  %.1299.2.us.1.1 = select i1 %468, i64 %470, i64 %.1299.191.us.1
  %.1336.us.1.1 = mul i64 %.1296.2.us.1.1, %arg.u0.5.1
  %.1339.us.1.1 = add i64 %.1336.us.1.1, %.1299.2.us.1.1
  %.1340.us.1.1 = getelementptr double, double* %.us-phi237, i64 %.1339.us.1.1
  %.1341.us.1.1 = load double, double* %.1340.us.1.1, align 8
  %.6.i33.us.1.1 = fmul double %.1324.us.1.1, %.1341.us.1.1
  %scevgep588 = getelementptr double, double* %lsr.iv575, i64 %loop.index.192.us.1
  %scevgep589 = getelementptr double, double* %scevgep588, i64 -6
  store double %.6.i33.us.1.1, double* %scevgep589, align 8
  %spec.select140.us.2.1 = select i1 %469, i64 %.1290.188.us.1, i64 %.1375.us
  %471 = add i64 %470, 1
  %.1293.2.us.2.1 = select i1 %468, i64 %471, i64 %.1293.189.us.1
  %.1319.us.2.1 = mul i64 %spec.select140.us.2.1, %arg.u0.5.1
  %.1322.us.2.1 = add i64 %.1319.us.2.1, %.1293.2.us.2.1
  %.1323.us.2.1 = getelementptr double, double* %.us-phi237, i64 %.1322.us.2.1
  %.1324.us.2.1 = load double, double* %.1323.us.2.1, align 8
  %.1296.2.us.2.1 = select i1 %469, i64 %.1296.190.us.1, i64 %.1375.us
  %.1299.2.us.2.1 = select i1 %468, i64 %471, i64 %.1299.191.us.1
  %.1336.us.2.1 = mul i64 %.1296.2.us.2.1, %arg.u0.5.1
  %.1339.us.2.1 = add i64 %.1336.us.2.1, %.1299.2.us.2.1
  %.1340.us.2.1 = getelementptr double, double* %.us-phi237, i64 %.1339.us.2.1
  %.1341.us.2.1 = load double, double* %.1340.us.2.1, align 8
  %.6.i33.us.2.1 = fmul double %.1324.us.2.1, %.1341.us.2.1
  %scevgep586 = getelementptr double, double* %lsr.iv575, i64 %loop.index.192.us.1
  %scevgep587 = getelementptr double, double* %scevgep586, i64 -5
  store double %.6.i33.us.2.1, double* %scevgep587, align 8
  %spec.select140.us.3.1 = select i1 %469, i64 %.1290.188.us.1, i64 %.1375.us
  %472 = add i64 %471, 1
  %.1293.2.us.3.1 = select i1 %468, i64 %472, i64 %.1293.189.us.1
  %.1319.us.3.1 = mul i64 %spec.select140.us.3.1, %arg.u0.5.1
  %.1322.us.3.1 = add i64 %.1319.us.3.1, %.1293.2.us.3.1
  %.1323.us.3.1 = getelementptr double, double* %.us-phi237, i64 %.1322.us.3.1
  %.1324.us.3.1 = load double, double* %.1323.us.3.1, align 8
  %.1296.2.us.3.1 = select i1 %469, i64 %.1296.190.us.1, i64 %.1375.us
  %.1299.2.us.3.1 = select i1 %468, i64 %472, i64 %.1299.191.us.1
  %.1336.us.3.1 = mul i64 %.1296.2.us.3.1, %arg.u0.5.1
  %.1339.us.3.1 = add i64 %.1336.us.3.1, %.1299.2.us.3.1
  %.1340.us.3.1 = getelementptr double, double* %.us-phi237, i64 %.1339.us.3.1
  %.1341.us.3.1 = load double, double* %.1340.us.3.1, align 8
  %.6.i33.us.3.1 = fmul double %.1324.us.3.1, %.1341.us.3.1
  %scevgep584 = getelementptr double, double* %lsr.iv575, i64 %loop.index.192.us.1
  %scevgep585 = getelementptr double, double* %scevgep584, i64 -4
  store double %.6.i33.us.3.1, double* %scevgep585, align 8
  %spec.select140.us.4.1 = select i1 %469, i64 %.1290.188.us.1, i64 %.1375.us
  %473 = add i64 %472, 1
  %.1293.2.us.4.1 = select i1 %468, i64 %473, i64 %.1293.189.us.1
  %.1319.us.4.1 = mul i64 %spec.select140.us.4.1, %arg.u0.5.1
  %.1322.us.4.1 = add i64 %.1319.us.4.1, %.1293.2.us.4.1
  %.1323.us.4.1 = getelementptr double, double* %.us-phi237, i64 %.1322.us.4.1
  %.1324.us.4.1 = load double, double* %.1323.us.4.1, align 8
  %.1296.2.us.4.1 = select i1 %469, i64 %.1296.190.us.1, i64 %.1375.us
  %.1299.2.us.4.1 = select i1 %468, i64 %473, i64 %.1299.191.us.1
  %.1336.us.4.1 = mul i64 %.1296.2.us.4.1, %arg.u0.5.1
  %.1339.us.4.1 = add i64 %.1336.us.4.1, %.1299.2.us.4.1
  %.1340.us.4.1 = getelementptr double, double* %.us-phi237, i64 %.1339.us.4.1
  %.1341.us.4.1 = load double, double* %.1340.us.4.1, align 8
  %.6.i33.us.4.1 = fmul double %.1324.us.4.1, %.1341.us.4.1
  %scevgep582 = getelementptr double, double* %lsr.iv575, i64 %loop.index.192.us.1
  %scevgep583 = getelementptr double, double* %scevgep582, i64 -3
  store double %.6.i33.us.4.1, double* %scevgep583, align 8
  %spec.select140.us.5.1 = select i1 %469, i64 %.1290.188.us.1, i64 %.1375.us
  %474 = add i64 %473, 1
  %.1293.2.us.5.1 = select i1 %468, i64 %474, i64 %.1293.189.us.1
  %.1319.us.5.1 = mul i64 %spec.select140.us.5.1, %arg.u0.5.1
  %.1322.us.5.1 = add i64 %.1319.us.5.1, %.1293.2.us.5.1
  %.1323.us.5.1 = getelementptr double, double* %.us-phi237, i64 %.1322.us.5.1
  %.1324.us.5.1 = load double, double* %.1323.us.5.1, align 8
  %.1296.2.us.5.1 = select i1 %469, i64 %.1296.190.us.1, i64 %.1375.us
  %.1299.2.us.5.1 = select i1 %468, i64 %474, i64 %.1299.191.us.1
  %.1336.us.5.1 = mul i64 %.1296.2.us.5.1, %arg.u0.5.1
  %.1339.us.5.1 = add i64 %.1336.us.5.1, %.1299.2.us.5.1
  %.1340.us.5.1 = getelementptr double, double* %.us-phi237, i64 %.1339.us.5.1
  %.1341.us.5.1 = load double, double* %.1340.us.5.1, align 8
  %.6.i33.us.5.1 = fmul double %.1324.us.5.1, %.1341.us.5.1
  %scevgep580 = getelementptr double, double* %lsr.iv575, i64 %loop.index.192.us.1
  %scevgep581 = getelementptr double, double* %scevgep580, i64 -2
  store double %.6.i33.us.5.1, double* %scevgep581, align 8
  %spec.select140.us.6.1 = select i1 %469, i64 %.1290.188.us.1, i64 %.1375.us
  %475 = add i64 %474, 1
  %.1293.2.us.6.1 = select i1 %468, i64 %475, i64 %.1293.189.us.1
  %.1319.us.6.1 = mul i64 %spec.select140.us.6.1, %arg.u0.5.1
  %.1322.us.6.1 = add i64 %.1319.us.6.1, %.1293.2.us.6.1
  %.1323.us.6.1 = getelementptr double, double* %.us-phi237, i64 %.1322.us.6.1
  %.1324.us.6.1 = load double, double* %.1323.us.6.1, align 8
  %.1296.2.us.6.1 = select i1 %469, i64 %.1296.190.us.1, i64 %.1375.us
  %.1299.2.us.6.1 = select i1 %468, i64 %475, i64 %.1299.191.us.1
  %.1336.us.6.1 = mul i64 %.1296.2.us.6.1, %arg.u0.5.1
  %.1339.us.6.1 = add i64 %.1336.us.6.1, %.1299.2.us.6.1
  %.1340.us.6.1 = getelementptr double, double* %.us-phi237, i64 %.1339.us.6.1
  %.1341.us.6.1 = load double, double* %.1340.us.6.1, align 8
  %.6.i33.us.6.1 = fmul double %.1324.us.6.1, %.1341.us.6.1
  %scevgep578 = getelementptr double, double* %lsr.iv575, i64 %loop.index.192.us.1
  %scevgep579 = getelementptr double, double* %scevgep578, i64 -1
  store double %.6.i33.us.6.1, double* %scevgep579, align 8
  %spec.select140.us.7.1 = select i1 %469, i64 %.1290.188.us.1, i64 %.1375.us
  %476 = add i64 %475, 1
  %.1293.2.us.7.1 = select i1 %468, i64 %476, i64 %.1293.189.us.1
  %.1319.us.7.1 = mul i64 %spec.select140.us.7.1, %arg.u0.5.1
  %.1322.us.7.1 = add i64 %.1319.us.7.1, %.1293.2.us.7.1
  %.1323.us.7.1 = getelementptr double, double* %.us-phi237, i64 %.1322.us.7.1
  %.1324.us.7.1 = load double, double* %.1323.us.7.1, align 8
  %.1296.2.us.7.1 = select i1 %469, i64 %.1296.190.us.1, i64 %.1375.us
  %.1299.2.us.7.1 = select i1 %468, i64 %476, i64 %.1299.191.us.1
  %.1336.us.7.1 = mul i64 %.1296.2.us.7.1, %arg.u0.5.1
  %.1339.us.7.1 = add i64 %.1336.us.7.1, %.1299.2.us.7.1
  %.1340.us.7.1 = getelementptr double, double* %.us-phi237, i64 %.1339.us.7.1
  %.1341.us.7.1 = load double, double* %.1340.us.7.1, align 8
  %.6.i33.us.7.1 = fmul double %.1324.us.7.1, %.1341.us.7.1
  %scevgep590 = getelementptr double, double* %lsr.iv575, i64 %loop.index.192.us.1
  store double %.6.i33.us.7.1, double* %scevgep590, align 8
  %.1373.us.7.1 = add nuw i64 %loop.index.192.us.1, 8
  %477 = add i64 %476, 1
  %niter311.ncmp.7.1 = icmp eq i64 %477, %unroll_iter310.1
  br i1 %niter311.ncmp.7.1, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1

for.end.1.loopexit.us.unr-lcssa.1:                ; preds = %for.body.1.us.1, %for.end.1.loopexit.us
  %spec.select140.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %spec.select140.us.7.1, %for.body.1.us.1 ]
  %.1293.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.1293.2.us.7.1, %for.body.1.us.1 ]
  %.1296.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.1296.2.us.7.1, %for.body.1.us.1 ]
  %.1299.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.1299.2.us.7.1, %for.body.1.us.1 ]
  %loop.index.192.us.unr.1 = phi i64 [ 0, %for.end.1.loopexit.us ], [ %.1373.us.7.1, %for.body.1.us.1 ]
  %.1299.191.us.unr.1 = phi i64 [ %.1299.2.us.lcssa, %for.end.1.loopexit.us ], [ %.1299.2.us.7.1, %for.body.1.us.1 ]
  %.1296.190.us.unr.1 = phi i64 [ %.1296.2.us.lcssa, %for.end.1.loopexit.us ], [ %.1296.2.us.7.1, %for.body.1.us.1 ]
  %.1293.189.us.unr.1 = phi i64 [ %.1293.2.us.lcssa, %for.end.1.loopexit.us ], [ %.1293.2.us.7.1, %for.body.1.us.1 ]
  %.1290.188.us.unr.1 = phi i64 [ %spec.select140.us.lcssa, %for.end.1.loopexit.us ], [ %spec.select140.us.7.1, %for.body.1.us.1 ]
  %478 = icmp eq i64 %xtraiter303.1, 0
  br i1 %478, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1.preheader

for.body.1.us.epil.1.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1
  br label %for.body.1.us.epil.1

for.body.1.us.epil.1:                             ; preds = %for.body.1.us.epil.1.preheader, %for.body.1.us.epil.1
  %lsr.iv598 = phi i64 [ %xtraiter303.1, %for.body.1.us.epil.1.preheader ], [ %lsr.iv.next599, %for.body.1.us.epil.1 ]
  %loop.index.192.us.epil.1 = phi i64 [ %.1373.us.epil.1, %for.body.1.us.epil.1 ], [ %loop.index.192.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1299.191.us.epil.1 = phi i64 [ %.1299.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.1299.191.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1296.190.us.epil.1 = phi i64 [ %.1296.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.1296.190.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1293.189.us.epil.1 = phi i64 [ %.1293.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.1293.189.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1290.188.us.epil.1 = phi i64 [ %spec.select140.us.epil.1, %for.body.1.us.epil.1 ], [ %.1290.188.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %479 = icmp ugt i64 %arg.u0.5.1, 1
  %480 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select140.us.epil.1 = select i1 %480, i64 %.1290.188.us.epil.1, i64 %.1375.us
  %.1293.2.us.epil.1 = select i1 %479, i64 %loop.index.192.us.epil.1, i64 %.1293.189.us.epil.1
  %.1319.us.epil.1 = mul i64 %spec.select140.us.epil.1, %arg.u0.5.1
  %.1322.us.epil.1 = add i64 %.1319.us.epil.1, %.1293.2.us.epil.1
  %.1323.us.epil.1 = getelementptr double, double* %.us-phi237, i64 %.1322.us.epil.1
  %.1324.us.epil.1 = load double, double* %.1323.us.epil.1, align 8
  %.1296.2.us.epil.1 = select i1 %480, i64 %.1296.190.us.epil.1, i64 %.1375.us
  %.1299.2.us.epil.1 = select i1 %479, i64 %loop.index.192.us.epil.1, i64 %.1299.191.us.epil.1
  %.1336.us.epil.1 = mul i64 %.1296.2.us.epil.1, %arg.u0.5.1
  %.1339.us.epil.1 = add i64 %.1336.us.epil.1, %.1299.2.us.epil.1
  %.1340.us.epil.1 = getelementptr double, double* %.us-phi237, i64 %.1339.us.epil.1
  %.1341.us.epil.1 = load double, double* %.1340.us.epil.1, align 8
  %.6.i33.us.epil.1 = fmul double %.1324.us.epil.1, %.1341.us.epil.1
  %scevgep597 = getelementptr double, double* %lsr.iv594, i64 %loop.index.192.us.epil.1
  store double %.6.i33.us.epil.1, double* %scevgep597, align 8
  %.1373.us.epil.1 = add nuw nsw i64 %loop.index.192.us.epil.1, 1
  %lsr.iv.next599 = add nsw i64 %lsr.iv598, -1
  %epil.iter304.cmp.1.not = icmp eq i64 %lsr.iv.next599, 0
  br i1 %epil.iter304.cmp.1.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1, !llvm.loop !38

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.epil.1, %for.end.1.loopexit.us.unr-lcssa.1
  %spec.select140.us.lcssa.1 = phi i64 [ %spec.select140.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %spec.select140.us.epil.1, %for.body.1.us.epil.1 ]
  %.1293.2.us.lcssa.1 = phi i64 [ %.1293.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.1293.2.us.epil.1, %for.body.1.us.epil.1 ]
  %.1296.2.us.lcssa.1 = phi i64 [ %.1296.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.1296.2.us.epil.1, %for.body.1.us.epil.1 ]
  %.1299.2.us.lcssa.1 = phi i64 [ %.1299.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.1299.2.us.epil.1, %for.body.1.us.epil.1 ]
  %481 = bitcast double* %lsr.iv550 to i1*
  %482 = bitcast double* %lsr.iv568 to i1*
  %483 = bitcast double* %lsr.iv575 to i1*
  %484 = bitcast double* %lsr.iv594 to i1*
  %.1375.us.1 = add nuw nsw i64 %loop.index101.us, 2
  %scevgep552 = getelementptr i1, i1* %481, i64 %450
  %485 = bitcast i1* %scevgep552 to double*
  %scevgep570 = getelementptr i1, i1* %482, i64 %450
  %486 = bitcast i1* %scevgep570 to double*
  %scevgep577 = getelementptr i1, i1* %483, i64 %450
  %487 = bitcast i1* %scevgep577 to double*
  %scevgep596 = getelementptr i1, i1* %484, i64 %450
  %488 = bitcast i1* %scevgep596 to double*
  %niter338.ncmp.1 = icmp eq i64 %.1375.us.1, %unroll_iter337
  br i1 %niter338.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1, %for.cond.1.preheader.us.preheader
  %loop.index101.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1375.us.1, %for.end.1.loopexit.us.1 ]
  %.1299.0100.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1299.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1296.099.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1296.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1293.098.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1293.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1290.097.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %spec.select140.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %489 = and i64 %arg.u0.5.0.fr, 1
  %lcmp.mod336.not = icmp eq i64 %489, 0
  br i1 %lcmp.mod336.not, label %for.end, label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.loopexit.unr-lcssa
  %.1367.us.epil = mul i64 %loop.index101.us.unr, %arg.u0.5.1
  %xtraiter303.epil = and i64 %arg.u0.5.1, 7
  %490 = icmp ult i64 %448, 7
  br i1 %490, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.cond.1.preheader.us.new.epil

for.cond.1.preheader.us.new.epil:                 ; preds = %for.cond.1.preheader.us.epil
  %unroll_iter310.epil = and i64 %arg.u0.5.1, -8
  %491 = add i64 %.1367.us.epil, 7
  %scevgep533 = getelementptr double, double* %.6.i32104, i64 %491
  br label %for.body.1.us.epil313

for.body.1.us.epil313:                            ; preds = %for.body.1.us.epil313, %for.cond.1.preheader.us.new.epil
  %loop.index.192.us.epil314 = phi i64 [ 0, %for.cond.1.preheader.us.new.epil ], [ %501, %for.body.1.us.epil313 ]
  %.1299.191.us.epil315 = phi i64 [ %.1299.0100.us.unr, %for.cond.1.preheader.us.new.epil ], [ %.1299.2.us.7.epil, %for.body.1.us.epil313 ]
  %.1296.190.us.epil316 = phi i64 [ %.1296.099.us.unr, %for.cond.1.preheader.us.new.epil ], [ %.1296.2.us.7.epil, %for.body.1.us.epil313 ]
  %.1293.189.us.epil317 = phi i64 [ %.1293.098.us.unr, %for.cond.1.preheader.us.new.epil ], [ %.1293.2.us.7.epil, %for.body.1.us.epil313 ]
  %.1290.188.us.epil318 = phi i64 [ %.1290.097.us.unr, %for.cond.1.preheader.us.new.epil ], [ %spec.select140.us.7.epil, %for.body.1.us.epil313 ]
  %492 = icmp ugt i64 %arg.u0.5.1, 1
  %493 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select140.us.epil319 = select i1 %493, i64 %.1290.188.us.epil318, i64 %loop.index101.us.unr
  %.1293.2.us.epil320 = select i1 %492, i64 %loop.index.192.us.epil314, i64 %.1293.189.us.epil317
  %.1319.us.epil321 = mul i64 %spec.select140.us.epil319, %arg.u0.5.1
  %.1322.us.epil322 = add i64 %.1319.us.epil321, %.1293.2.us.epil320
  %.1323.us.epil323 = getelementptr double, double* %.us-phi237, i64 %.1322.us.epil322
  %.1324.us.epil324 = load double, double* %.1323.us.epil323, align 8
  %.1296.2.us.epil325 = select i1 %493, i64 %.1296.190.us.epil316, i64 %loop.index101.us.unr
  %.1299.2.us.epil326 = select i1 %492, i64 %loop.index.192.us.epil314, i64 %.1299.191.us.epil315
  %.1336.us.epil327 = mul i64 %.1296.2.us.epil325, %arg.u0.5.1
  %.1339.us.epil328 = add i64 %.1336.us.epil327, %.1299.2.us.epil326
  %.1340.us.epil329 = getelementptr double, double* %.us-phi237, i64 %.1339.us.epil328
  %.1341.us.epil330 = load double, double* %.1340.us.epil329, align 8
  %.6.i33.us.epil331 = fmul double %.1324.us.epil324, %.1341.us.epil330
  %scevgep547 = getelementptr double, double* %scevgep533, i64 %loop.index.192.us.epil314
  %scevgep548 = getelementptr double, double* %scevgep547, i64 -7
  store double %.6.i33.us.epil331, double* %scevgep548, align 8
  %spec.select140.us.1.epil = select i1 %493, i64 %.1290.188.us.epil318, i64 %loop.index101.us.unr
  %494 = add i64 %loop.index.192.us.epil314, 1
  %.1293.2.us.1.epil = select i1 %492, i64 %494, i64 %.1293.189.us.epil317
  %.1319.us.1.epil = mul i64 %spec.select140.us.1.epil, %arg.u0.5.1
  %.1322.us.1.epil = add i64 %.1319.us.1.epil, %.1293.2.us.1.epil
  %.1323.us.1.epil = getelementptr double, double* %.us-phi237, i64 %.1322.us.1.epil
  %.1324.us.1.epil = load double, double* %.1323.us.1.epil, align 8
  %.1296.2.us.1.epil = select i1 %493, i64 %.1296.190.us.epil316, i64 %loop.index101.us.unr
  %.1299.2.us.1.epil = select i1 %492, i64 %494, i64 %.1299.191.us.epil315
  %.1336.us.1.epil = mul i64 %.1296.2.us.1.epil, %arg.u0.5.1
  %.1339.us.1.epil = add i64 %.1336.us.1.epil, %.1299.2.us.1.epil
  %.1340.us.1.epil = getelementptr double, double* %.us-phi237, i64 %.1339.us.1.epil
  %.1341.us.1.epil = load double, double* %.1340.us.1.epil, align 8
  %.6.i33.us.1.epil = fmul double %.1324.us.1.epil, %.1341.us.1.epil
  %scevgep544 = getelementptr double, double* %scevgep533, i64 %loop.index.192.us.epil314
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -6
  store double %.6.i33.us.1.epil, double* %scevgep545, align 8
  %spec.select140.us.2.epil = select i1 %493, i64 %.1290.188.us.epil318, i64 %loop.index101.us.unr
  %495 = add i64 %494, 1
  %.1293.2.us.2.epil = select i1 %492, i64 %495, i64 %.1293.189.us.epil317
  %.1319.us.2.epil = mul i64 %spec.select140.us.2.epil, %arg.u0.5.1
  %.1322.us.2.epil = add i64 %.1319.us.2.epil, %.1293.2.us.2.epil
  %.1323.us.2.epil = getelementptr double, double* %.us-phi237, i64 %.1322.us.2.epil
  %.1324.us.2.epil = load double, double* %.1323.us.2.epil, align 8
  %.1296.2.us.2.epil = select i1 %493, i64 %.1296.190.us.epil316, i64 %loop.index101.us.unr
  %.1299.2.us.2.epil = select i1 %492, i64 %495, i64 %.1299.191.us.epil315
  %.1336.us.2.epil = mul i64 %.1296.2.us.2.epil, %arg.u0.5.1
  %.1339.us.2.epil = add i64 %.1336.us.2.epil, %.1299.2.us.2.epil
  %.1340.us.2.epil = getelementptr double, double* %.us-phi237, i64 %.1339.us.2.epil
  %.1341.us.2.epil = load double, double* %.1340.us.2.epil, align 8
  %.6.i33.us.2.epil = fmul double %.1324.us.2.epil, %.1341.us.2.epil
  %scevgep542 = getelementptr double, double* %scevgep533, i64 %loop.index.192.us.epil314
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -5
  store double %.6.i33.us.2.epil, double* %scevgep543, align 8
  %spec.select140.us.3.epil = select i1 %493, i64 %.1290.188.us.epil318, i64 %loop.index101.us.unr
  %496 = add i64 %495, 1
  %.1293.2.us.3.epil = select i1 %492, i64 %496, i64 %.1293.189.us.epil317
  %.1319.us.3.epil = mul i64 %spec.select140.us.3.epil, %arg.u0.5.1
  %.1322.us.3.epil = add i64 %.1319.us.3.epil, %.1293.2.us.3.epil
  %.1323.us.3.epil = getelementptr double, double* %.us-phi237, i64 %.1322.us.3.epil
  %.1324.us.3.epil = load double, double* %.1323.us.3.epil, align 8
  %.1296.2.us.3.epil = select i1 %493, i64 %.1296.190.us.epil316, i64 %loop.index101.us.unr
  %.1299.2.us.3.epil = select i1 %492, i64 %496, i64 %.1299.191.us.epil315
  %.1336.us.3.epil = mul i64 %.1296.2.us.3.epil, %arg.u0.5.1
  %.1339.us.3.epil = add i64 %.1336.us.3.epil, %.1299.2.us.3.epil
  %.1340.us.3.epil = getelementptr double, double* %.us-phi237, i64 %.1339.us.3.epil
  %.1341.us.3.epil = load double, double* %.1340.us.3.epil, align 8
  %.6.i33.us.3.epil = fmul double %.1324.us.3.epil, %.1341.us.3.epil
  %scevgep540 = getelementptr double, double* %scevgep533, i64 %loop.index.192.us.epil314
  %scevgep541 = getelementptr double, double* %scevgep540, i64 -4
  store double %.6.i33.us.3.epil, double* %scevgep541, align 8
  %spec.select140.us.4.epil = select i1 %493, i64 %.1290.188.us.epil318, i64 %loop.index101.us.unr
  %497 = add i64 %496, 1
  %.1293.2.us.4.epil = select i1 %492, i64 %497, i64 %.1293.189.us.epil317
  %.1319.us.4.epil = mul i64 %spec.select140.us.4.epil, %arg.u0.5.1
  %.1322.us.4.epil = add i64 %.1319.us.4.epil, %.1293.2.us.4.epil
  %.1323.us.4.epil = getelementptr double, double* %.us-phi237, i64 %.1322.us.4.epil
  %.1324.us.4.epil = load double, double* %.1323.us.4.epil, align 8
  %.1296.2.us.4.epil = select i1 %493, i64 %.1296.190.us.epil316, i64 %loop.index101.us.unr
  %.1299.2.us.4.epil = select i1 %492, i64 %497, i64 %.1299.191.us.epil315
  %.1336.us.4.epil = mul i64 %.1296.2.us.4.epil, %arg.u0.5.1
  %.1339.us.4.epil = add i64 %.1336.us.4.epil, %.1299.2.us.4.epil
  %.1340.us.4.epil = getelementptr double, double* %.us-phi237, i64 %.1339.us.4.epil
  %.1341.us.4.epil = load double, double* %.1340.us.4.epil, align 8
  %.6.i33.us.4.epil = fmul double %.1324.us.4.epil, %.1341.us.4.epil
  %scevgep538 = getelementptr double, double* %scevgep533, i64 %loop.index.192.us.epil314
  %scevgep539 = getelementptr double, double* %scevgep538, i64 -3
  store double %.6.i33.us.4.epil, double* %scevgep539, align 8
  %spec.select140.us.5.epil = select i1 %493, i64 %.1290.188.us.epil318, i64 %loop.index101.us.unr
  %498 = add i64 %497, 1
  %.1293.2.us.5.epil = select i1 %492, i64 %498, i64 %.1293.189.us.epil317
  %.1319.us.5.epil = mul i64 %spec.select140.us.5.epil, %arg.u0.5.1
  %.1322.us.5.epil = add i64 %.1319.us.5.epil, %.1293.2.us.5.epil
  %.1323.us.5.epil = getelementptr double, double* %.us-phi237, i64 %.1322.us.5.epil
  %.1324.us.5.epil = load double, double* %.1323.us.5.epil, align 8
  %.1296.2.us.5.epil = select i1 %493, i64 %.1296.190.us.epil316, i64 %loop.index101.us.unr
  %.1299.2.us.5.epil = select i1 %492, i64 %498, i64 %.1299.191.us.epil315
  %.1336.us.5.epil = mul i64 %.1296.2.us.5.epil, %arg.u0.5.1
  %.1339.us.5.epil = add i64 %.1336.us.5.epil, %.1299.2.us.5.epil
  %.1340.us.5.epil = getelementptr double, double* %.us-phi237, i64 %.1339.us.5.epil
  %.1341.us.5.epil = load double, double* %.1340.us.5.epil, align 8
  %.6.i33.us.5.epil = fmul double %.1324.us.5.epil, %.1341.us.5.epil
  %scevgep536 = getelementptr double, double* %scevgep533, i64 %loop.index.192.us.epil314
  %scevgep537 = getelementptr double, double* %scevgep536, i64 -2
  store double %.6.i33.us.5.epil, double* %scevgep537, align 8
  %spec.select140.us.6.epil = select i1 %493, i64 %.1290.188.us.epil318, i64 %loop.index101.us.unr
  %499 = add i64 %498, 1
  %.1293.2.us.6.epil = select i1 %492, i64 %499, i64 %.1293.189.us.epil317
  %.1319.us.6.epil = mul i64 %spec.select140.us.6.epil, %arg.u0.5.1
  %.1322.us.6.epil = add i64 %.1319.us.6.epil, %.1293.2.us.6.epil
  %.1323.us.6.epil = getelementptr double, double* %.us-phi237, i64 %.1322.us.6.epil
  %.1324.us.6.epil = load double, double* %.1323.us.6.epil, align 8
  %.1296.2.us.6.epil = select i1 %493, i64 %.1296.190.us.epil316, i64 %loop.index101.us.unr
  %.1299.2.us.6.epil = select i1 %492, i64 %499, i64 %.1299.191.us.epil315
  %.1336.us.6.epil = mul i64 %.1296.2.us.6.epil, %arg.u0.5.1
  %.1339.us.6.epil = add i64 %.1336.us.6.epil, %.1299.2.us.6.epil
  %.1340.us.6.epil = getelementptr double, double* %.us-phi237, i64 %.1339.us.6.epil
  %.1341.us.6.epil = load double, double* %.1340.us.6.epil, align 8
  %.6.i33.us.6.epil = fmul double %.1324.us.6.epil, %.1341.us.6.epil
  %scevgep534 = getelementptr double, double* %scevgep533, i64 %loop.index.192.us.epil314
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -1
  store double %.6.i33.us.6.epil, double* %scevgep535, align 8
  %spec.select140.us.7.epil = select i1 %493, i64 %.1290.188.us.epil318, i64 %loop.index101.us.unr
  %500 = add i64 %499, 1
  %.1293.2.us.7.epil = select i1 %492, i64 %500, i64 %.1293.189.us.epil317
  %.1319.us.7.epil = mul i64 %spec.select140.us.7.epil, %arg.u0.5.1
  %.1322.us.7.epil = add i64 %.1319.us.7.epil, %.1293.2.us.7.epil
  %.1323.us.7.epil = getelementptr double, double* %.us-phi237, i64 %.1322.us.7.epil
  %.1324.us.7.epil = load double, double* %.1323.us.7.epil, align 8
  %.1296.2.us.7.epil = select i1 %493, i64 %.1296.190.us.epil316, i64 %loop.index101.us.unr
  %.1299.2.us.7.epil = select i1 %492, i64 %500, i64 %.1299.191.us.epil315
  %.1336.us.7.epil = mul i64 %.1296.2.us.7.epil, %arg.u0.5.1
  %.1339.us.7.epil = add i64 %.1336.us.7.epil, %.1299.2.us.7.epil
  %.1340.us.7.epil = getelementptr double, double* %.us-phi237, i64 %.1339.us.7.epil
  %.1341.us.7.epil = load double, double* %.1340.us.7.epil, align 8
  %.6.i33.us.7.epil = fmul double %.1324.us.7.epil, %.1341.us.7.epil
  %scevgep546 = getelementptr double, double* %scevgep533, i64 %loop.index.192.us.epil314
  store double %.6.i33.us.7.epil, double* %scevgep546, align 8
  %.1373.us.7.epil = add nuw i64 %loop.index.192.us.epil314, 8
  %501 = add i64 %500, 1
  %niter311.ncmp.7.epil = icmp eq i64 %501, %unroll_iter310.epil
  br i1 %niter311.ncmp.7.epil, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil313

for.end.1.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.1.us.epil313, %for.cond.1.preheader.us.epil
  %loop.index.192.us.unr.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %.1373.us.7.epil, %for.body.1.us.epil313 ]
  %.1299.191.us.unr.epil = phi i64 [ %.1299.0100.us.unr, %for.cond.1.preheader.us.epil ], [ %.1299.2.us.7.epil, %for.body.1.us.epil313 ]
  %.1296.190.us.unr.epil = phi i64 [ %.1296.099.us.unr, %for.cond.1.preheader.us.epil ], [ %.1296.2.us.7.epil, %for.body.1.us.epil313 ]
  %.1293.189.us.unr.epil = phi i64 [ %.1293.098.us.unr, %for.cond.1.preheader.us.epil ], [ %.1293.2.us.7.epil, %for.body.1.us.epil313 ]
  %.1290.188.us.unr.epil = phi i64 [ %.1290.097.us.unr, %for.cond.1.preheader.us.epil ], [ %spec.select140.us.7.epil, %for.body.1.us.epil313 ]
  %lcmp.mod305.epil.not = icmp eq i64 %xtraiter303.epil, 0
  br i1 %lcmp.mod305.epil.not, label %for.end, label %for.body.1.us.epil.epil.preheader

for.body.1.us.epil.epil.preheader:                ; preds = %for.end.1.loopexit.us.unr-lcssa.epil
  %scevgep529 = getelementptr double, double* %.6.i32104, i64 %.1367.us.epil
  br label %for.body.1.us.epil.epil

for.body.1.us.epil.epil:                          ; preds = %for.body.1.us.epil.epil.preheader, %for.body.1.us.epil.epil
  %lsr.iv531 = phi i64 [ %xtraiter303.epil, %for.body.1.us.epil.epil.preheader ], [ %lsr.iv.next532, %for.body.1.us.epil.epil ]
  %loop.index.192.us.epil.epil = phi i64 [ %.1373.us.epil.epil, %for.body.1.us.epil.epil ], [ %loop.index.192.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1299.191.us.epil.epil = phi i64 [ %.1299.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1299.191.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1296.190.us.epil.epil = phi i64 [ %.1296.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1296.190.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1293.189.us.epil.epil = phi i64 [ %.1293.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1293.189.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1290.188.us.epil.epil = phi i64 [ %spec.select140.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1290.188.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %502 = icmp ugt i64 %arg.u0.5.1, 1
  %503 = icmp eq i64 %arg.u0.5.0.fr, 1
  %spec.select140.us.epil.epil = select i1 %503, i64 %.1290.188.us.epil.epil, i64 %loop.index101.us.unr
  %.1293.2.us.epil.epil = select i1 %502, i64 %loop.index.192.us.epil.epil, i64 %.1293.189.us.epil.epil
  %.1319.us.epil.epil = mul i64 %spec.select140.us.epil.epil, %arg.u0.5.1
  %.1322.us.epil.epil = add i64 %.1319.us.epil.epil, %.1293.2.us.epil.epil
  %.1323.us.epil.epil = getelementptr double, double* %.us-phi237, i64 %.1322.us.epil.epil
  %.1324.us.epil.epil = load double, double* %.1323.us.epil.epil, align 8
  %.1296.2.us.epil.epil = select i1 %503, i64 %.1296.190.us.epil.epil, i64 %loop.index101.us.unr
  %.1299.2.us.epil.epil = select i1 %502, i64 %loop.index.192.us.epil.epil, i64 %.1299.191.us.epil.epil
  %.1336.us.epil.epil = mul i64 %.1296.2.us.epil.epil, %arg.u0.5.1
  %.1339.us.epil.epil = add i64 %.1336.us.epil.epil, %.1299.2.us.epil.epil
  %.1340.us.epil.epil = getelementptr double, double* %.us-phi237, i64 %.1339.us.epil.epil
  %.1341.us.epil.epil = load double, double* %.1340.us.epil.epil, align 8
  %.6.i33.us.epil.epil = fmul double %.1324.us.epil.epil, %.1341.us.epil.epil
  %scevgep530 = getelementptr double, double* %scevgep529, i64 %loop.index.192.us.epil.epil
  store double %.6.i33.us.epil.epil, double* %scevgep530, align 8
  %.1373.us.epil.epil = add nuw nsw i64 %loop.index.192.us.epil.epil, 1
  %lsr.iv.next532 = add nsw i64 %lsr.iv531, -1
  %epil.iter304.cmp.epil.not = icmp eq i64 %lsr.iv.next532, 0
  br i1 %epil.iter304.cmp.epil.not, label %for.end, label %for.body.1.us.epil.epil, !llvm.loop !38

for.end:                                          ; preds = %for.body.1.us.epil.epil, %for.end.loopexit.unr-lcssa, %for.end.1.loopexit.us.unr-lcssa.epil, %for.cond.1.preheader.preheader, %B490.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.us-phi212239)
  %.83.i = icmp eq i64 %.1212, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1212, i64 1)
  %504 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %505 = icmp ult i64 %504, 7
  br i1 %505, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %506 = add nsw i64 %unroll_iter.i, -8
  %507 = lshr exact i64 %506, 3
  %508 = add nuw nsw i64 %507, 1
  %xtraiter = and i64 %508, 7
  %509 = icmp ult i64 %506, 56
  br i1 %509, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %508, %const
  %scevgep399 = getelementptr double, double* %.6.i32104, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %510 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep375 = getelementptr double, double* %.6.i32104, i64 %510
  %511 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %512 = bitcast double* %scevgep375 to i8*
  %uglygep396 = getelementptr i8, i8* %512, i64 %lsr.iv
  %uglygep396397 = bitcast i8* %uglygep396 to double*
  %scevgep398 = getelementptr double, double* %uglygep396397, i64 -7
  %.265.i.epil = load double, double* %scevgep398, align 8, !noalias !39
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep393 = getelementptr i8, i8* %512, i64 %lsr.iv
  %uglygep393394 = bitcast i8* %uglygep393 to double*
  %scevgep395 = getelementptr double, double* %uglygep393394, i64 -6
  %.265.1.i.epil = load double, double* %scevgep395, align 8, !noalias !39
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep390 = getelementptr i8, i8* %512, i64 %lsr.iv
  %uglygep390391 = bitcast i8* %uglygep390 to double*
  %scevgep392 = getelementptr double, double* %uglygep390391, i64 -5
  %.265.2.i.epil = load double, double* %scevgep392, align 8, !noalias !39
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep387 = getelementptr i8, i8* %512, i64 %lsr.iv
  %uglygep387388 = bitcast i8* %uglygep387 to double*
  %scevgep389 = getelementptr double, double* %uglygep387388, i64 -4
  %.265.3.i.epil = load double, double* %scevgep389, align 8, !noalias !39
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep384 = getelementptr i8, i8* %512, i64 %lsr.iv
  %uglygep384385 = bitcast i8* %uglygep384 to double*
  %scevgep386 = getelementptr double, double* %uglygep384385, i64 -3
  %.265.4.i.epil = load double, double* %scevgep386, align 8, !noalias !39
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep381 = getelementptr i8, i8* %512, i64 %lsr.iv
  %uglygep381382 = bitcast i8* %uglygep381 to double*
  %scevgep383 = getelementptr double, double* %uglygep381382, i64 -2
  %.265.5.i.epil = load double, double* %scevgep383, align 8, !noalias !39
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep378 = getelementptr i8, i8* %512, i64 %lsr.iv
  %uglygep378379 = bitcast i8* %uglygep378 to double*
  %scevgep380 = getelementptr double, double* %uglygep378379, i64 -1
  %.265.6.i.epil = load double, double* %scevgep380, align 8, !noalias !39
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %512, i64 %lsr.iv
  %uglygep377 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep377, align 8, !noalias !39
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %511, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !42, !llvm.loop !43

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i35 = getelementptr double, double* %.6.i32104, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i35, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep, align 8, !noalias !39
  %.268.epil.i = fadd double %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !42, !llvm.loop !44

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv527 = phi i64 [ %lsr.iv.next528, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep525 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep526 = getelementptr double, double* %scevgep525, i64 -63
  %.265.i = load double, double* %scevgep526, align 8, !noalias !39
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep523 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep524 = getelementptr double, double* %scevgep523, i64 -62
  %.265.1.i = load double, double* %scevgep524, align 8, !noalias !39
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep521 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep522 = getelementptr double, double* %scevgep521, i64 -61
  %.265.2.i = load double, double* %scevgep522, align 8, !noalias !39
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep519 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep520 = getelementptr double, double* %scevgep519, i64 -60
  %.265.3.i = load double, double* %scevgep520, align 8, !noalias !39
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep517 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep518 = getelementptr double, double* %scevgep517, i64 -59
  %.265.4.i = load double, double* %scevgep518, align 8, !noalias !39
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep515 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep516 = getelementptr double, double* %scevgep515, i64 -58
  %.265.5.i = load double, double* %scevgep516, align 8, !noalias !39
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep513 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep514 = getelementptr double, double* %scevgep513, i64 -57
  %.265.6.i = load double, double* %scevgep514, align 8, !noalias !39
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep511 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep512 = getelementptr double, double* %scevgep511, i64 -56
  %.265.7.i = load double, double* %scevgep512, align 8, !noalias !39
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep480 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -55
  %.265.i.1 = load double, double* %scevgep481, align 8, !noalias !39
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep482 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -54
  %.265.1.i.1 = load double, double* %scevgep483, align 8, !noalias !39
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep484 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -53
  %.265.2.i.1 = load double, double* %scevgep485, align 8, !noalias !39
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep486 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -52
  %.265.3.i.1 = load double, double* %scevgep487, align 8, !noalias !39
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep488 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -51
  %.265.4.i.1 = load double, double* %scevgep489, align 8, !noalias !39
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep490 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -50
  %.265.5.i.1 = load double, double* %scevgep491, align 8, !noalias !39
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep492 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep493 = getelementptr double, double* %scevgep492, i64 -49
  %.265.6.i.1 = load double, double* %scevgep493, align 8, !noalias !39
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep494 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -48
  %.265.7.i.1 = load double, double* %scevgep495, align 8, !noalias !39
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep464 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -47
  %.265.i.2 = load double, double* %scevgep465, align 8, !noalias !39
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep466 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -46
  %.265.1.i.2 = load double, double* %scevgep467, align 8, !noalias !39
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep468 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -45
  %.265.2.i.2 = load double, double* %scevgep469, align 8, !noalias !39
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep470 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -44
  %.265.3.i.2 = load double, double* %scevgep471, align 8, !noalias !39
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep472 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -43
  %.265.4.i.2 = load double, double* %scevgep473, align 8, !noalias !39
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep474 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -42
  %.265.5.i.2 = load double, double* %scevgep475, align 8, !noalias !39
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep476 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -41
  %.265.6.i.2 = load double, double* %scevgep477, align 8, !noalias !39
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep478 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -40
  %.265.7.i.2 = load double, double* %scevgep479, align 8, !noalias !39
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep448 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -39
  %.265.i.3 = load double, double* %scevgep449, align 8, !noalias !39
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep450 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -38
  %.265.1.i.3 = load double, double* %scevgep451, align 8, !noalias !39
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep452 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -37
  %.265.2.i.3 = load double, double* %scevgep453, align 8, !noalias !39
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep454 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -36
  %.265.3.i.3 = load double, double* %scevgep455, align 8, !noalias !39
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep456 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep457 = getelementptr double, double* %scevgep456, i64 -35
  %.265.4.i.3 = load double, double* %scevgep457, align 8, !noalias !39
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep458 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -34
  %.265.5.i.3 = load double, double* %scevgep459, align 8, !noalias !39
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep460 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -33
  %.265.6.i.3 = load double, double* %scevgep461, align 8, !noalias !39
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep462 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -32
  %.265.7.i.3 = load double, double* %scevgep463, align 8, !noalias !39
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep432 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -31
  %.265.i.4 = load double, double* %scevgep433, align 8, !noalias !39
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep434 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -30
  %.265.1.i.4 = load double, double* %scevgep435, align 8, !noalias !39
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep436 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -29
  %.265.2.i.4 = load double, double* %scevgep437, align 8, !noalias !39
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep438 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -28
  %.265.3.i.4 = load double, double* %scevgep439, align 8, !noalias !39
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep440 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -27
  %.265.4.i.4 = load double, double* %scevgep441, align 8, !noalias !39
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep442 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -26
  %.265.5.i.4 = load double, double* %scevgep443, align 8, !noalias !39
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep444 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -25
  %.265.6.i.4 = load double, double* %scevgep445, align 8, !noalias !39
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep446 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -24
  %.265.7.i.4 = load double, double* %scevgep447, align 8, !noalias !39
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep416 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -23
  %.265.i.5 = load double, double* %scevgep417, align 8, !noalias !39
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep418 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -22
  %.265.1.i.5 = load double, double* %scevgep419, align 8, !noalias !39
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep420 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -21
  %.265.2.i.5 = load double, double* %scevgep421, align 8, !noalias !39
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep422 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -20
  %.265.3.i.5 = load double, double* %scevgep423, align 8, !noalias !39
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep424 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -19
  %.265.4.i.5 = load double, double* %scevgep425, align 8, !noalias !39
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep426 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -18
  %.265.5.i.5 = load double, double* %scevgep427, align 8, !noalias !39
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep428 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -17
  %.265.6.i.5 = load double, double* %scevgep429, align 8, !noalias !39
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep430 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -16
  %.265.7.i.5 = load double, double* %scevgep431, align 8, !noalias !39
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep400 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -15
  %.265.i.6 = load double, double* %scevgep401, align 8, !noalias !39
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep402 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -14
  %.265.1.i.6 = load double, double* %scevgep403, align 8, !noalias !39
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep404 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -13
  %.265.2.i.6 = load double, double* %scevgep405, align 8, !noalias !39
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep406 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -12
  %.265.3.i.6 = load double, double* %scevgep407, align 8, !noalias !39
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep408 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -11
  %.265.4.i.6 = load double, double* %scevgep409, align 8, !noalias !39
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep410 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -10
  %.265.5.i.6 = load double, double* %scevgep411, align 8, !noalias !39
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep412 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -9
  %.265.6.i.6 = load double, double* %scevgep413, align 8, !noalias !39
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep414 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -8
  %.265.7.i.6 = load double, double* %scevgep415, align 8, !noalias !39
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep496 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep497 = getelementptr double, double* %scevgep496, i64 -7
  %.265.i.7 = load double, double* %scevgep497, align 8, !noalias !39
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep498 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep499 = getelementptr double, double* %scevgep498, i64 -6
  %.265.1.i.7 = load double, double* %scevgep499, align 8, !noalias !39
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep500 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -5
  %.265.2.i.7 = load double, double* %scevgep501, align 8, !noalias !39
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep502 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -4
  %.265.3.i.7 = load double, double* %scevgep503, align 8, !noalias !39
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep504 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -3
  %.265.4.i.7 = load double, double* %scevgep505, align 8, !noalias !39
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep506 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -2
  %.265.5.i.7 = load double, double* %scevgep507, align 8, !noalias !39
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep508 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -1
  %.265.6.i.7 = load double, double* %scevgep509, align 8, !noalias !39
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep510 = getelementptr double, double* %scevgep399, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep510, align 8, !noalias !39
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next528 = add i64 %lsr.iv527, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next528, 0
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

define i8* @_ZN7cpython7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd", i64 0, i64 0))
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
  br i1 %.51.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !45

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.55, align 8
  %.63 = call i32 @_ZN7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.55, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 poison, i64 poison, double %.48) #3
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

define double @cfunc._ZN7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.12 = call i32 @_ZN7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, double %.2) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !45

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f45a92245d0>", i64 0, i64 0))
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

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>*, i32 immarg, <8 x i1>, <8 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #6

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly nocallback nofree nosync nounwind readonly willreturn }
attributes #6 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10, !12}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!13 = !{!14, !16, !17, !19, !10, !12}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.peeled.count", i32 1}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !24}
!26 = distinct !{!26, !21, !22}
!27 = distinct !{!27, !24}
!28 = distinct !{!28, !24}
!29 = distinct !{!29, !21, !22}
!30 = distinct !{!30, !21, !22}
!31 = !{!32, !34, !35, !37}
!32 = distinct !{!32, !33, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!34 = distinct !{!34, !33, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!35 = distinct !{!35, !36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!37 = distinct !{!37, !36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!38 = distinct !{!38, !24}
!39 = !{!40}
!40 = distinct !{!40, !41, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!42 = !{!"branch_weights", i32 1, i32 7}
!43 = distinct !{!43, !24}
!44 = distinct !{!44, !24}
!45 = !{!"branch_weights", i32 99, i32 1}
