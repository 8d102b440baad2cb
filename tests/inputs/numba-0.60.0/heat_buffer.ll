; ModuleID = 'heat_buffer'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139991983626880 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139991983626880.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139991983626880 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139991983626880, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139991983626880.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f526c75c550>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f526c75c550>\00"
@.const.pickledata.139991983626304 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139991983626304.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139991983626304 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139991983626304, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139991983626304.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139991983626304.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139991983626304.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139991983626304.9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139991983626304.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139991983626304.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f526c761d10B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.u0.0, i8* nocapture readnone %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, double* nocapture readonly %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %.60 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.56, i64 8)
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B532:                                             ; preds = %B202.B168.loopexit_crit_edge.us, %B96.endif.endif
  tail call void @NRT_incref(i8* nonnull %.7.i.i.i), !noalias !1
  %.7.i.i.i.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !5
  %.8.i.i.i.1 = icmp eq i8* %.7.i.i.i.1, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %.8.i.i.i.1, label %B96.if, label %B96.endif.endif.1, !prof !0

B96.endif.endif.1:                                ; preds = %B532
  %0 = icmp sgt i64 %arg.u0.5.1, 0
  %1 = icmp sgt i64 %arg.u0.5.0, 0
  %.5.i.i.1 = getelementptr i8, i8* %.7.i.i.i.1, i64 24
  %2 = bitcast i8* %.5.i.i.1 to double**
  %.6.i1.i.1 = load double*, double** %2, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i), !noalias !1
  %3 = select i1 %1, i1 %0, i1 false
  br i1 %3, label %B170.endif.us.1.preheader, label %B532.1

B170.endif.us.1.preheader:                        ; preds = %B96.endif.endif.1
  %4 = add nsw i64 %spec.select135, -1
  %xtraiter416 = and i64 %spec.select135, 7
  %unroll_iter419 = and i64 %spec.select135, %const
  %5 = shl i64 %arg.u0.5.1, 3
  br label %B170.endif.us.1

B170.endif.us.1:                                  ; preds = %B170.endif.us.1.preheader, %B202.B168.loopexit_crit_edge.us.1
  %lsr.iv1523 = phi i64 [ 1, %B170.endif.us.1.preheader ], [ %lsr.iv.next1524, %B202.B168.loopexit_crit_edge.us.1 ]
  %lsr.iv1473 = phi double* [ %.6.i1.i, %B170.endif.us.1.preheader ], [ %37, %B202.B168.loopexit_crit_edge.us.1 ]
  %lsr.iv1455 = phi double* [ %.6.i1.i.1, %B170.endif.us.1.preheader ], [ %36, %B202.B168.loopexit_crit_edge.us.1 ]
  %.374.0197.us.1 = phi i64 [ %.443.us.1, %B202.B168.loopexit_crit_edge.us.1 ], [ 0, %B170.endif.us.1.preheader ]
  %6 = icmp ult i64 %4, 7
  %smin1542 = call i64 @llvm.smin.i64(i64 %lsr.iv1523, i64 %.705)
  %umax1545 = call i64 @llvm.umax.i64(i64 %.374.0197.us.1, i64 1)
  %7 = add nsw i64 %umax1545, -1
  %8 = mul i64 %arg.u0.5.1, %7
  %umax1504 = call i64 @llvm.umax.i64(i64 %.374.0197.us.1, i64 1)
  %9 = add nsw i64 %umax1504, -1
  %10 = mul i64 %arg.u0.5.1, %9
  %scevgep1505 = getelementptr double, double* %.6.i1.i, i64 %10
  %.443.us.1 = add nuw nsw i64 %.374.0197.us.1, 1
  %umax1508 = call i64 @llvm.umax.i64(i64 %.374.0197.us.1, i64 1)
  %11 = add nsw i64 %umax1508, -1
  %12 = mul i64 %arg.u0.5.1, %11
  %scevgep1509 = getelementptr double, double* %.6.i1.i, i64 %12
  %smin1525 = call i64 @llvm.smin.i64(i64 %lsr.iv1523, i64 %.705)
  %.636.us.1 = mul i64 %.374.0197.us.1, %arg.u0.5.1
  %.706.us.1 = icmp slt i64 %.705, %.443.us.1
  %.707.us.1 = select i1 %.706.us.1, i64 %.705, i64 %.443.us.1
  %.732.us.1 = icmp slt i64 %.707.us.1, 0
  %.733.us.1 = select i1 %.732.us.1, i64 %arg.u0.5.0, i64 0
  %.764.us.1 = add i64 %.636.us.1, -1
  br i1 %6, label %B202.B168.loopexit_crit_edge.us.1.unr-lcssa, label %B204.us.1.preheader

B204.us.1.preheader:                              ; preds = %B170.endif.us.1
  %13 = add i64 %.733.us.1, %smin1525
  %14 = mul i64 %arg.u0.5.1, %13
  %scevgep1526 = getelementptr double, double* %.6.i1.i, i64 %14
  br label %B204.us.1

B204.us.1:                                        ; preds = %B204.us.1.preheader, %B204.us.1
  %lsr.iv1453 = phi i64 [ 4, %B204.us.1.preheader ], [ %lsr.iv.next1454, %B204.us.1 ]
  %.495.0194.us.1 = phi i64 [ %.564.us.1.7, %B204.us.1 ], [ 0, %B204.us.1.preheader ]
  %15 = add i64 %lsr.iv1453, -4
  %.564.us.1 = or i64 %.495.0194.us.1, 1
  %16 = add i64 %lsr.iv1453, -3
  %scevgep1502 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1503 = getelementptr double, double* %scevgep1502, i64 -4
  %.641.us.1 = load double, double* %scevgep1503, align 8
  %scevgep1521 = getelementptr double, double* %scevgep1509, i64 %lsr.iv1453
  %scevgep1522 = getelementptr double, double* %scevgep1521, i64 -4
  %.699.us.1 = load double, double* %scevgep1522, align 8
  %scevgep1540 = getelementptr double, double* %scevgep1526, i64 %lsr.iv1453
  %scevgep1541 = getelementptr double, double* %scevgep1540, i64 -4
  %.759.us.1 = load double, double* %scevgep1541, align 8
  %.not494 = icmp eq i64 %lsr.iv1453, 4
  %17 = select i1 %.not494, i64 1, i64 %15
  %.815.us.1 = add i64 %.764.us.1, %17
  %.816.us.1 = getelementptr double, double* %.6.i1.i, i64 %.815.us.1
  %.817.us.1 = load double, double* %.816.us.1, align 8
  %.823.us.1 = icmp slt i64 %.822, %.564.us.1
  %.824.us.1 = select i1 %.823.us.1, i64 %.822, i64 %16
  %.853.us.1 = icmp slt i64 %.824.us.1, 0
  %.854.us.1 = select i1 %.853.us.1, i64 %arg.u0.5.1, i64 0
  %.855.us.1 = add i64 %.824.us.1, %.636.us.1
  %.875.us.1 = add i64 %.855.us.1, %.854.us.1
  %.876.us.1 = getelementptr double, double* %.6.i1.i, i64 %.875.us.1
  %.877.us.1 = load double, double* %.876.us.1, align 8
  %.880.us.1 = fadd double %.699.us.1, %.759.us.1
  %.881.us.1 = fadd double %.880.us.1, %.817.us.1
  %.882.us.1 = fadd double %.881.us.1, %.877.us.1
  %.883.us.1 = fmul double %.641.us.1, 4.000000e+00
  %.884.us.1 = fsub double %.882.us.1, %.883.us.1
  %.885.us.1 = fmul double %.641.us.1, %.641.us.1
  %.886.us.1 = fmul double %.641.us.1, %.885.us.1
  %.887.us.1 = fsub double %.884.us.1, %.886.us.1
  %.889.us.1 = fmul double %.887.us.1, %arg.h
  %.890.us.1 = fadd double %.641.us.1, %.889.us.1
  %scevgep1471 = getelementptr double, double* %lsr.iv1455, i64 %lsr.iv1453
  %scevgep1472 = getelementptr double, double* %scevgep1471, i64 -4
  store double %.890.us.1, double* %scevgep1472, align 8
  %.564.us.1.1 = or i64 %.495.0194.us.1, 2
  %18 = add i64 %lsr.iv1453, -2
  %scevgep1494 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1495 = getelementptr double, double* %scevgep1494, i64 -3
  %.641.us.1.1 = load double, double* %scevgep1495, align 8
  %scevgep1517 = getelementptr double, double* %scevgep1509, i64 %lsr.iv1453
  %scevgep1518 = getelementptr double, double* %scevgep1517, i64 -3
  %.699.us.1.1 = load double, double* %scevgep1518, align 8
  %scevgep1536 = getelementptr double, double* %scevgep1526, i64 %lsr.iv1453
  %scevgep1537 = getelementptr double, double* %scevgep1536, i64 -3
  %.759.us.1.1 = load double, double* %scevgep1537, align 8
  %scevgep1500 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1501 = getelementptr double, double* %scevgep1500, i64 -4
  %.817.us.1.1 = load double, double* %scevgep1501, align 8
  %.823.us.1.1 = icmp slt i64 %.822, %.564.us.1.1
  %.824.us.1.1 = select i1 %.823.us.1.1, i64 %.822, i64 %18
  %.853.us.1.1 = icmp slt i64 %.824.us.1.1, 0
  %.854.us.1.1 = select i1 %.853.us.1.1, i64 %arg.u0.5.1, i64 0
  %.855.us.1.1 = add i64 %.824.us.1.1, %.636.us.1
  %.875.us.1.1 = add i64 %.855.us.1.1, %.854.us.1.1
  %.876.us.1.1 = getelementptr double, double* %.6.i1.i, i64 %.875.us.1.1
  %.877.us.1.1 = load double, double* %.876.us.1.1, align 8
  %.880.us.1.1 = fadd double %.699.us.1.1, %.759.us.1.1
  %.881.us.1.1 = fadd double %.880.us.1.1, %.817.us.1.1
  %.882.us.1.1 = fadd double %.881.us.1.1, %.877.us.1.1
  %.883.us.1.1 = fmul double %.641.us.1.1, 4.000000e+00
  %.884.us.1.1 = fsub double %.882.us.1.1, %.883.us.1.1
  %.885.us.1.1 = fmul double %.641.us.1.1, %.641.us.1.1
  %.886.us.1.1 = fmul double %.641.us.1.1, %.885.us.1.1
  %.887.us.1.1 = fsub double %.884.us.1.1, %.886.us.1.1
  %.889.us.1.1 = fmul double %.887.us.1.1, %arg.h
  %.890.us.1.1 = fadd double %.641.us.1.1, %.889.us.1.1
  %scevgep1467 = getelementptr double, double* %lsr.iv1455, i64 %lsr.iv1453
  %scevgep1468 = getelementptr double, double* %scevgep1467, i64 -3
  store double %.890.us.1.1, double* %scevgep1468, align 8
  %.564.us.1.2 = or i64 %.495.0194.us.1, 3
  %19 = add i64 %lsr.iv1453, -1
  %scevgep1490 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1491 = getelementptr double, double* %scevgep1490, i64 -2
  %.641.us.1.2 = load double, double* %scevgep1491, align 8
  %scevgep1515 = getelementptr double, double* %scevgep1509, i64 %lsr.iv1453
  %scevgep1516 = getelementptr double, double* %scevgep1515, i64 -2
  %.699.us.1.2 = load double, double* %scevgep1516, align 8
  %scevgep1534 = getelementptr double, double* %scevgep1526, i64 %lsr.iv1453
  %scevgep1535 = getelementptr double, double* %scevgep1534, i64 -2
  %.759.us.1.2 = load double, double* %scevgep1535, align 8
  %scevgep1492 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1493 = getelementptr double, double* %scevgep1492, i64 -3
  %.817.us.1.2 = load double, double* %scevgep1493, align 8
  %.823.us.1.2 = icmp slt i64 %.822, %.564.us.1.2
  %.824.us.1.2 = select i1 %.823.us.1.2, i64 %.822, i64 %19
  %.853.us.1.2 = icmp slt i64 %.824.us.1.2, 0
  %.854.us.1.2 = select i1 %.853.us.1.2, i64 %arg.u0.5.1, i64 0
  %.855.us.1.2 = add i64 %.824.us.1.2, %.636.us.1
  %.875.us.1.2 = add i64 %.855.us.1.2, %.854.us.1.2
  %.876.us.1.2 = getelementptr double, double* %.6.i1.i, i64 %.875.us.1.2
  %.877.us.1.2 = load double, double* %.876.us.1.2, align 8
  %.880.us.1.2 = fadd double %.699.us.1.2, %.759.us.1.2
  %.881.us.1.2 = fadd double %.880.us.1.2, %.817.us.1.2
  %.882.us.1.2 = fadd double %.881.us.1.2, %.877.us.1.2
  %.883.us.1.2 = fmul double %.641.us.1.2, 4.000000e+00
  %.884.us.1.2 = fsub double %.882.us.1.2, %.883.us.1.2
  %.885.us.1.2 = fmul double %.641.us.1.2, %.641.us.1.2
  %.886.us.1.2 = fmul double %.641.us.1.2, %.885.us.1.2
  %.887.us.1.2 = fsub double %.884.us.1.2, %.886.us.1.2
  %.889.us.1.2 = fmul double %.887.us.1.2, %arg.h
  %.890.us.1.2 = fadd double %.641.us.1.2, %.889.us.1.2
  %scevgep1465 = getelementptr double, double* %lsr.iv1455, i64 %lsr.iv1453
  %scevgep1466 = getelementptr double, double* %scevgep1465, i64 -2
  store double %.890.us.1.2, double* %scevgep1466, align 8
  %.564.us.1.3 = or i64 %.495.0194.us.1, 4
  %scevgep1486 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1487 = getelementptr double, double* %scevgep1486, i64 -1
  %.641.us.1.3 = load double, double* %scevgep1487, align 8
  %scevgep1513 = getelementptr double, double* %scevgep1509, i64 %lsr.iv1453
  %scevgep1514 = getelementptr double, double* %scevgep1513, i64 -1
  %.699.us.1.3 = load double, double* %scevgep1514, align 8
  %scevgep1532 = getelementptr double, double* %scevgep1526, i64 %lsr.iv1453
  %scevgep1533 = getelementptr double, double* %scevgep1532, i64 -1
  %.759.us.1.3 = load double, double* %scevgep1533, align 8
  %scevgep1488 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1489 = getelementptr double, double* %scevgep1488, i64 -2
  %.817.us.1.3 = load double, double* %scevgep1489, align 8
  %.823.us.1.3 = icmp slt i64 %.822, %.564.us.1.3
  %.824.us.1.3 = select i1 %.823.us.1.3, i64 %.822, i64 %lsr.iv1453
  %.853.us.1.3 = icmp slt i64 %.824.us.1.3, 0
  %.854.us.1.3 = select i1 %.853.us.1.3, i64 %arg.u0.5.1, i64 0
  %.855.us.1.3 = add i64 %.824.us.1.3, %.636.us.1
  %.875.us.1.3 = add i64 %.855.us.1.3, %.854.us.1.3
  %.876.us.1.3 = getelementptr double, double* %.6.i1.i, i64 %.875.us.1.3
  %.877.us.1.3 = load double, double* %.876.us.1.3, align 8
  %.880.us.1.3 = fadd double %.699.us.1.3, %.759.us.1.3
  %.881.us.1.3 = fadd double %.880.us.1.3, %.817.us.1.3
  %.882.us.1.3 = fadd double %.881.us.1.3, %.877.us.1.3
  %.883.us.1.3 = fmul double %.641.us.1.3, 4.000000e+00
  %.884.us.1.3 = fsub double %.882.us.1.3, %.883.us.1.3
  %.885.us.1.3 = fmul double %.641.us.1.3, %.641.us.1.3
  %.886.us.1.3 = fmul double %.641.us.1.3, %.885.us.1.3
  %.887.us.1.3 = fsub double %.884.us.1.3, %.886.us.1.3
  %.889.us.1.3 = fmul double %.887.us.1.3, %arg.h
  %.890.us.1.3 = fadd double %.641.us.1.3, %.889.us.1.3
  %scevgep1463 = getelementptr double, double* %lsr.iv1455, i64 %lsr.iv1453
  %scevgep1464 = getelementptr double, double* %scevgep1463, i64 -1
  store double %.890.us.1.3, double* %scevgep1464, align 8
  %.564.us.1.4 = or i64 %.495.0194.us.1, 5
  %20 = add i64 %lsr.iv1453, 1
  %scevgep1483 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %.641.us.1.4 = load double, double* %scevgep1483, align 8
  %scevgep1512 = getelementptr double, double* %scevgep1509, i64 %lsr.iv1453
  %.699.us.1.4 = load double, double* %scevgep1512, align 8
  %scevgep1531 = getelementptr double, double* %scevgep1526, i64 %lsr.iv1453
  %.759.us.1.4 = load double, double* %scevgep1531, align 8
  %scevgep1484 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1485 = getelementptr double, double* %scevgep1484, i64 -1
  %.817.us.1.4 = load double, double* %scevgep1485, align 8
  %.823.us.1.4 = icmp slt i64 %.822, %.564.us.1.4
  %.824.us.1.4 = select i1 %.823.us.1.4, i64 %.822, i64 %20
  %.853.us.1.4 = icmp slt i64 %.824.us.1.4, 0
  %.854.us.1.4 = select i1 %.853.us.1.4, i64 %arg.u0.5.1, i64 0
  %.855.us.1.4 = add i64 %.824.us.1.4, %.636.us.1
  %.875.us.1.4 = add i64 %.855.us.1.4, %.854.us.1.4
  %.876.us.1.4 = getelementptr double, double* %.6.i1.i, i64 %.875.us.1.4
  %.877.us.1.4 = load double, double* %.876.us.1.4, align 8
  %.880.us.1.4 = fadd double %.699.us.1.4, %.759.us.1.4
  %.881.us.1.4 = fadd double %.880.us.1.4, %.817.us.1.4
  %.882.us.1.4 = fadd double %.881.us.1.4, %.877.us.1.4
  %.883.us.1.4 = fmul double %.641.us.1.4, 4.000000e+00
  %.884.us.1.4 = fsub double %.882.us.1.4, %.883.us.1.4
  %.885.us.1.4 = fmul double %.641.us.1.4, %.641.us.1.4
  %.886.us.1.4 = fmul double %.641.us.1.4, %.885.us.1.4
  %.887.us.1.4 = fsub double %.884.us.1.4, %.886.us.1.4
  %.889.us.1.4 = fmul double %.887.us.1.4, %arg.h
  %.890.us.1.4 = fadd double %.641.us.1.4, %.889.us.1.4
  %scevgep1462 = getelementptr double, double* %lsr.iv1455, i64 %lsr.iv1453
  store double %.890.us.1.4, double* %scevgep1462, align 8
  %.564.us.1.5 = or i64 %.495.0194.us.1, 6
  %21 = add i64 %lsr.iv1453, 2
  %scevgep1480 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1481 = getelementptr double, double* %scevgep1480, i64 1
  %.641.us.1.5 = load double, double* %scevgep1481, align 8
  %scevgep1510 = getelementptr double, double* %scevgep1509, i64 %lsr.iv1453
  %scevgep1511 = getelementptr double, double* %scevgep1510, i64 1
  %.699.us.1.5 = load double, double* %scevgep1511, align 8
  %scevgep1529 = getelementptr double, double* %scevgep1526, i64 %lsr.iv1453
  %scevgep1530 = getelementptr double, double* %scevgep1529, i64 1
  %.759.us.1.5 = load double, double* %scevgep1530, align 8
  %scevgep1482 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %.817.us.1.5 = load double, double* %scevgep1482, align 8
  %.823.us.1.5 = icmp slt i64 %.822, %.564.us.1.5
  %.824.us.1.5 = select i1 %.823.us.1.5, i64 %.822, i64 %21
  %.853.us.1.5 = icmp slt i64 %.824.us.1.5, 0
  %.854.us.1.5 = select i1 %.853.us.1.5, i64 %arg.u0.5.1, i64 0
  %.855.us.1.5 = add i64 %.824.us.1.5, %.636.us.1
  %.875.us.1.5 = add i64 %.855.us.1.5, %.854.us.1.5
  %.876.us.1.5 = getelementptr double, double* %.6.i1.i, i64 %.875.us.1.5
  %.877.us.1.5 = load double, double* %.876.us.1.5, align 8
  %.880.us.1.5 = fadd double %.699.us.1.5, %.759.us.1.5
  %.881.us.1.5 = fadd double %.880.us.1.5, %.817.us.1.5
  %.882.us.1.5 = fadd double %.881.us.1.5, %.877.us.1.5
  %.883.us.1.5 = fmul double %.641.us.1.5, 4.000000e+00
  %.884.us.1.5 = fsub double %.882.us.1.5, %.883.us.1.5
  %.885.us.1.5 = fmul double %.641.us.1.5, %.641.us.1.5
  %.886.us.1.5 = fmul double %.641.us.1.5, %.885.us.1.5
  %.887.us.1.5 = fsub double %.884.us.1.5, %.886.us.1.5
  %.889.us.1.5 = fmul double %.887.us.1.5, %arg.h
  %.890.us.1.5 = fadd double %.641.us.1.5, %.889.us.1.5
  %scevgep1460 = getelementptr double, double* %lsr.iv1455, i64 %lsr.iv1453
  %scevgep1461 = getelementptr double, double* %scevgep1460, i64 1
  store double %.890.us.1.5, double* %scevgep1461, align 8
  %.564.us.1.6 = or i64 %.495.0194.us.1, 7
  %22 = add i64 %lsr.iv1453, 3
  %scevgep1476 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1477 = getelementptr double, double* %scevgep1476, i64 2
  %.641.us.1.6 = load double, double* %scevgep1477, align 8
  %scevgep1506 = getelementptr double, double* %scevgep1505, i64 %lsr.iv1453
  %scevgep1507 = getelementptr double, double* %scevgep1506, i64 2
  %.699.us.1.6 = load double, double* %scevgep1507, align 8
  %scevgep1527 = getelementptr double, double* %scevgep1526, i64 %lsr.iv1453
  %scevgep1528 = getelementptr double, double* %scevgep1527, i64 2
  %.759.us.1.6 = load double, double* %scevgep1528, align 8
  %scevgep1478 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1479 = getelementptr double, double* %scevgep1478, i64 1
  %.817.us.1.6 = load double, double* %scevgep1479, align 8
  %.823.us.1.6 = icmp slt i64 %.822, %.564.us.1.6
  %.824.us.1.6 = select i1 %.823.us.1.6, i64 %.822, i64 %22
  %.853.us.1.6 = icmp slt i64 %.824.us.1.6, 0
  %.854.us.1.6 = select i1 %.853.us.1.6, i64 %arg.u0.5.1, i64 0
  %.855.us.1.6 = add i64 %.824.us.1.6, %.636.us.1
  %.875.us.1.6 = add i64 %.855.us.1.6, %.854.us.1.6
  %.876.us.1.6 = getelementptr double, double* %.6.i1.i, i64 %.875.us.1.6
  %.877.us.1.6 = load double, double* %.876.us.1.6, align 8
  %.880.us.1.6 = fadd double %.699.us.1.6, %.759.us.1.6
  %.881.us.1.6 = fadd double %.880.us.1.6, %.817.us.1.6
  %.882.us.1.6 = fadd double %.881.us.1.6, %.877.us.1.6
  %.883.us.1.6 = fmul double %.641.us.1.6, 4.000000e+00
  %.884.us.1.6 = fsub double %.882.us.1.6, %.883.us.1.6
  %.885.us.1.6 = fmul double %.641.us.1.6, %.641.us.1.6
  %.886.us.1.6 = fmul double %.641.us.1.6, %.885.us.1.6
  %.887.us.1.6 = fsub double %.884.us.1.6, %.886.us.1.6
  %.889.us.1.6 = fmul double %.887.us.1.6, %arg.h
  %.890.us.1.6 = fadd double %.641.us.1.6, %.889.us.1.6
  %scevgep1458 = getelementptr double, double* %lsr.iv1455, i64 %lsr.iv1453
  %scevgep1459 = getelementptr double, double* %scevgep1458, i64 2
  store double %.890.us.1.6, double* %scevgep1459, align 8
  %.564.us.1.7 = add nuw nsw i64 %.495.0194.us.1, 8
  %23 = add i64 %lsr.iv1453, 4
  %scevgep1496 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1497 = getelementptr double, double* %scevgep1496, i64 3
  %.641.us.1.7 = load double, double* %scevgep1497, align 8
  %scevgep1519 = getelementptr double, double* %scevgep1509, i64 %lsr.iv1453
  %scevgep1520 = getelementptr double, double* %scevgep1519, i64 3
  %.699.us.1.7 = load double, double* %scevgep1520, align 8
  %scevgep1538 = getelementptr double, double* %scevgep1526, i64 %lsr.iv1453
  %scevgep1539 = getelementptr double, double* %scevgep1538, i64 3
  %.759.us.1.7 = load double, double* %scevgep1539, align 8
  %scevgep1498 = getelementptr double, double* %lsr.iv1473, i64 %lsr.iv1453
  %scevgep1499 = getelementptr double, double* %scevgep1498, i64 2
  %.817.us.1.7 = load double, double* %scevgep1499, align 8
  %.823.us.1.7 = icmp slt i64 %.822, %.564.us.1.7
  %.824.us.1.7 = select i1 %.823.us.1.7, i64 %.822, i64 %23
  %.853.us.1.7 = icmp slt i64 %.824.us.1.7, 0
  %.854.us.1.7 = select i1 %.853.us.1.7, i64 %arg.u0.5.1, i64 0
  %.855.us.1.7 = add i64 %.824.us.1.7, %.636.us.1
  %.875.us.1.7 = add i64 %.855.us.1.7, %.854.us.1.7
  %.876.us.1.7 = getelementptr double, double* %.6.i1.i, i64 %.875.us.1.7
  %.877.us.1.7 = load double, double* %.876.us.1.7, align 8
  %.880.us.1.7 = fadd double %.699.us.1.7, %.759.us.1.7
  %.881.us.1.7 = fadd double %.880.us.1.7, %.817.us.1.7
  %.882.us.1.7 = fadd double %.881.us.1.7, %.877.us.1.7
  %.883.us.1.7 = fmul double %.641.us.1.7, 4.000000e+00
  %.884.us.1.7 = fsub double %.882.us.1.7, %.883.us.1.7
  %.885.us.1.7 = fmul double %.641.us.1.7, %.641.us.1.7
  %.886.us.1.7 = fmul double %.641.us.1.7, %.885.us.1.7
  %.887.us.1.7 = fsub double %.884.us.1.7, %.886.us.1.7
  %.889.us.1.7 = fmul double %.887.us.1.7, %arg.h
  %.890.us.1.7 = fadd double %.641.us.1.7, %.889.us.1.7
  %scevgep1469 = getelementptr double, double* %lsr.iv1455, i64 %lsr.iv1453
  %scevgep1470 = getelementptr double, double* %scevgep1469, i64 3
  store double %.890.us.1.7, double* %scevgep1470, align 8
  %lsr.iv.next1454 = add nuw i64 %lsr.iv1453, 8
  %niter420.ncmp.7 = icmp eq i64 %.564.us.1.7, %unroll_iter419
  br i1 %niter420.ncmp.7, label %B202.B168.loopexit_crit_edge.us.1.unr-lcssa.loopexit, label %B204.us.1

B202.B168.loopexit_crit_edge.us.1.unr-lcssa.loopexit: ; preds = %B204.us.1
  %24 = add i64 %lsr.iv.next1454, -4
  br label %B202.B168.loopexit_crit_edge.us.1.unr-lcssa

B202.B168.loopexit_crit_edge.us.1.unr-lcssa:      ; preds = %B202.B168.loopexit_crit_edge.us.1.unr-lcssa.loopexit, %B170.endif.us.1
  %.495.0194.us.1.unr = phi i64 [ 0, %B170.endif.us.1 ], [ %24, %B202.B168.loopexit_crit_edge.us.1.unr-lcssa.loopexit ]
  %25 = icmp eq i64 %xtraiter416, 0
  br i1 %25, label %B202.B168.loopexit_crit_edge.us.1, label %B204.us.1.epil.preheader

B204.us.1.epil.preheader:                         ; preds = %B202.B168.loopexit_crit_edge.us.1.unr-lcssa
  %26 = add i64 %.733.us.1, %smin1542
  %27 = mul i64 %arg.u0.5.1, %26
  %28 = add i64 %.495.0194.us.1.unr, %27
  %scevgep1543 = getelementptr double, double* %.6.i1.i, i64 %28
  %29 = add i64 %.495.0194.us.1.unr, %8
  %scevgep1546 = getelementptr double, double* %.6.i1.i, i64 %29
  %scevgep1548 = getelementptr double, double* %lsr.iv1455, i64 %.495.0194.us.1.unr
  %scevgep1550 = getelementptr double, double* %lsr.iv1473, i64 %.495.0194.us.1.unr
  br label %B204.us.1.epil

B204.us.1.epil:                                   ; preds = %B204.us.1.epil.preheader, %B204.us.1.epil
  %epil.iter417 = phi i64 [ %epil.iter417.next, %B204.us.1.epil ], [ 0, %B204.us.1.epil.preheader ]
  %30 = add i64 %.495.0194.us.1.unr, %epil.iter417
  %31 = add i64 %30, 1
  %scevgep1551 = getelementptr double, double* %scevgep1550, i64 %epil.iter417
  %.641.us.1.epil = load double, double* %scevgep1551, align 8
  %scevgep1547 = getelementptr double, double* %scevgep1546, i64 %epil.iter417
  %.699.us.1.epil = load double, double* %scevgep1547, align 8
  %scevgep1544 = getelementptr double, double* %scevgep1543, i64 %epil.iter417
  %.759.us.1.epil = load double, double* %scevgep1544, align 8
  %32 = icmp ugt i64 %30, 1
  %33 = select i1 %32, i64 %30, i64 1
  %.815.us.1.epil = add i64 %.764.us.1, %33
  %.816.us.1.epil = getelementptr double, double* %.6.i1.i, i64 %.815.us.1.epil
  %.817.us.1.epil = load double, double* %.816.us.1.epil, align 8
  %.823.us.1.epil = icmp slt i64 %.822, %31
  %.824.us.1.epil = select i1 %.823.us.1.epil, i64 %.822, i64 %31
  %.853.us.1.epil = icmp slt i64 %.824.us.1.epil, 0
  %.854.us.1.epil = select i1 %.853.us.1.epil, i64 %arg.u0.5.1, i64 0
  %.855.us.1.epil = add i64 %.824.us.1.epil, %.636.us.1
  %.875.us.1.epil = add i64 %.855.us.1.epil, %.854.us.1.epil
  %.876.us.1.epil = getelementptr double, double* %.6.i1.i, i64 %.875.us.1.epil
  %.877.us.1.epil = load double, double* %.876.us.1.epil, align 8
  %.880.us.1.epil = fadd double %.699.us.1.epil, %.759.us.1.epil
  %.881.us.1.epil = fadd double %.880.us.1.epil, %.817.us.1.epil
  %.882.us.1.epil = fadd double %.881.us.1.epil, %.877.us.1.epil
  %.883.us.1.epil = fmul double %.641.us.1.epil, 4.000000e+00
  %.884.us.1.epil = fsub double %.882.us.1.epil, %.883.us.1.epil
  %.885.us.1.epil = fmul double %.641.us.1.epil, %.641.us.1.epil
  %.886.us.1.epil = fmul double %.641.us.1.epil, %.885.us.1.epil
  %.887.us.1.epil = fsub double %.884.us.1.epil, %.886.us.1.epil
  %.889.us.1.epil = fmul double %.887.us.1.epil, %arg.h
  %.890.us.1.epil = fadd double %.641.us.1.epil, %.889.us.1.epil
  %scevgep1549 = getelementptr double, double* %scevgep1548, i64 %epil.iter417
  store double %.890.us.1.epil, double* %scevgep1549, align 8
  %epil.iter417.next = add i64 %epil.iter417, 1
  %epil.iter417.cmp.not = icmp eq i64 %xtraiter416, %epil.iter417.next
  br i1 %epil.iter417.cmp.not, label %B202.B168.loopexit_crit_edge.us.1, label %B204.us.1.epil, !llvm.loop !12

B202.B168.loopexit_crit_edge.us.1:                ; preds = %B204.us.1.epil, %B202.B168.loopexit_crit_edge.us.1.unr-lcssa
  %34 = bitcast double* %lsr.iv1473 to i1*
  %35 = bitcast double* %lsr.iv1455 to i1*
  %scevgep1457 = getelementptr i1, i1* %35, i64 %5
  %36 = bitcast i1* %scevgep1457 to double*
  %scevgep1475 = getelementptr i1, i1* %34, i64 %5
  %37 = bitcast i1* %scevgep1475 to double*
  %lsr.iv.next1524 = add nuw i64 %lsr.iv1523, 1
  %exitcond214.1.not = icmp eq i64 %.443.us.1, %spec.select
  br i1 %exitcond214.1.not, label %B532.1, label %B170.endif.us.1

B532.1:                                           ; preds = %B202.B168.loopexit_crit_edge.us.1, %B96.endif.endif.1
  tail call void @NRT_incref(i8* nonnull %.7.i.i.i.1), !noalias !1
  %.7.i.i.i.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !5
  %.8.i.i.i.2 = icmp eq i8* %.7.i.i.i.2, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  br i1 %.8.i.i.i.2, label %B96.if, label %B96.endif.endif.2, !prof !0

B96.endif.endif.2:                                ; preds = %B532.1
  %38 = icmp sgt i64 %arg.u0.5.1, 0
  %39 = icmp sgt i64 %arg.u0.5.0, 0
  %.5.i.i.2 = getelementptr i8, i8* %.7.i.i.i.2, i64 24
  %40 = bitcast i8* %.5.i.i.2 to double**
  %.6.i1.i.2 = load double*, double** %40, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.1), !noalias !1
  %41 = select i1 %39, i1 %38, i1 false
  br i1 %41, label %B170.endif.us.2.preheader, label %B128.i.1

B170.endif.us.2.preheader:                        ; preds = %B96.endif.endif.2
  %42 = add nsw i64 %spec.select135, -1
  %xtraiter411 = and i64 %spec.select135, 7
  %unroll_iter414 = and i64 %spec.select135, %const
  %43 = shl i64 %arg.u0.5.1, 3
  br label %B170.endif.us.2

B170.endif.us.2:                                  ; preds = %B170.endif.us.2.preheader, %B202.B168.loopexit_crit_edge.us.2
  %lsr.iv1425 = phi i64 [ 1, %B170.endif.us.2.preheader ], [ %lsr.iv.next1426, %B202.B168.loopexit_crit_edge.us.2 ]
  %lsr.iv1376 = phi double* [ %.6.i1.i.1, %B170.endif.us.2.preheader ], [ %75, %B202.B168.loopexit_crit_edge.us.2 ]
  %lsr.iv1358 = phi double* [ %.6.i1.i.2, %B170.endif.us.2.preheader ], [ %74, %B202.B168.loopexit_crit_edge.us.2 ]
  %.374.0197.us.2 = phi i64 [ %.443.us.2, %B202.B168.loopexit_crit_edge.us.2 ], [ 0, %B170.endif.us.2.preheader ]
  %44 = icmp ult i64 %42, 7
  %smin1443 = call i64 @llvm.smin.i64(i64 %lsr.iv1425, i64 %.705)
  %umax1446 = call i64 @llvm.umax.i64(i64 %.374.0197.us.2, i64 1)
  %45 = add nsw i64 %umax1446, -1
  %46 = mul i64 %arg.u0.5.1, %45
  %umax = call i64 @llvm.umax.i64(i64 %.374.0197.us.2, i64 1)
  %47 = add nsw i64 %umax, -1
  %48 = mul i64 %arg.u0.5.1, %47
  %scevgep1407 = getelementptr double, double* %.6.i1.i.1, i64 %48
  %.443.us.2 = add nuw nsw i64 %.374.0197.us.2, 1
  %umax1410 = call i64 @llvm.umax.i64(i64 %.374.0197.us.2, i64 1)
  %49 = add nsw i64 %umax1410, -1
  %50 = mul i64 %arg.u0.5.1, %49
  %scevgep1411 = getelementptr double, double* %.6.i1.i.1, i64 %50
  %smin = call i64 @llvm.smin.i64(i64 %lsr.iv1425, i64 %.705)
  %.636.us.2 = mul i64 %.374.0197.us.2, %arg.u0.5.1
  %.706.us.2 = icmp slt i64 %.705, %.443.us.2
  %.707.us.2 = select i1 %.706.us.2, i64 %.705, i64 %.443.us.2
  %.732.us.2 = icmp slt i64 %.707.us.2, 0
  %.733.us.2 = select i1 %.732.us.2, i64 %arg.u0.5.0, i64 0
  %.764.us.2 = add i64 %.636.us.2, -1
  br i1 %44, label %B202.B168.loopexit_crit_edge.us.2.unr-lcssa, label %B204.us.2.preheader

B204.us.2.preheader:                              ; preds = %B170.endif.us.2
  %51 = add i64 %.733.us.2, %smin
  %52 = mul i64 %arg.u0.5.1, %51
  %scevgep1427 = getelementptr double, double* %.6.i1.i.1, i64 %52
  br label %B204.us.2

B204.us.2:                                        ; preds = %B204.us.2.preheader, %B204.us.2
  %lsr.iv1356 = phi i64 [ 4, %B204.us.2.preheader ], [ %lsr.iv.next1357, %B204.us.2 ]
  %.495.0194.us.2 = phi i64 [ %.564.us.2.7, %B204.us.2 ], [ 0, %B204.us.2.preheader ]
  %53 = add i64 %lsr.iv1356, -4
  %.564.us.2 = or i64 %.495.0194.us.2, 1
  %54 = add i64 %lsr.iv1356, -3
  %scevgep1405 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1406 = getelementptr double, double* %scevgep1405, i64 -4
  %.641.us.2 = load double, double* %scevgep1406, align 8
  %scevgep1423 = getelementptr double, double* %scevgep1411, i64 %lsr.iv1356
  %scevgep1424 = getelementptr double, double* %scevgep1423, i64 -4
  %.699.us.2 = load double, double* %scevgep1424, align 8
  %scevgep1441 = getelementptr double, double* %scevgep1427, i64 %lsr.iv1356
  %scevgep1442 = getelementptr double, double* %scevgep1441, i64 -4
  %.759.us.2 = load double, double* %scevgep1442, align 8
  %.not = icmp eq i64 %lsr.iv1356, 4
  %55 = select i1 %.not, i64 1, i64 %53
  %.815.us.2 = add i64 %.764.us.2, %55
  %.816.us.2 = getelementptr double, double* %.6.i1.i.1, i64 %.815.us.2
  %.817.us.2 = load double, double* %.816.us.2, align 8
  %.823.us.2 = icmp slt i64 %.822, %.564.us.2
  %.824.us.2 = select i1 %.823.us.2, i64 %.822, i64 %54
  %.853.us.2 = icmp slt i64 %.824.us.2, 0
  %.854.us.2 = select i1 %.853.us.2, i64 %arg.u0.5.1, i64 0
  %.855.us.2 = add i64 %.824.us.2, %.636.us.2
  %.875.us.2 = add i64 %.855.us.2, %.854.us.2
  %.876.us.2 = getelementptr double, double* %.6.i1.i.1, i64 %.875.us.2
  %.877.us.2 = load double, double* %.876.us.2, align 8
  %.880.us.2 = fadd double %.699.us.2, %.759.us.2
  %.881.us.2 = fadd double %.880.us.2, %.817.us.2
  %.882.us.2 = fadd double %.881.us.2, %.877.us.2
  %.883.us.2 = fmul double %.641.us.2, 4.000000e+00
  %.884.us.2 = fsub double %.882.us.2, %.883.us.2
  %.885.us.2 = fmul double %.641.us.2, %.641.us.2
  %.886.us.2 = fmul double %.641.us.2, %.885.us.2
  %.887.us.2 = fsub double %.884.us.2, %.886.us.2
  %.889.us.2 = fmul double %.887.us.2, %arg.h
  %.890.us.2 = fadd double %.641.us.2, %.889.us.2
  %scevgep1374 = getelementptr double, double* %lsr.iv1358, i64 %lsr.iv1356
  %scevgep1375 = getelementptr double, double* %scevgep1374, i64 -4
  store double %.890.us.2, double* %scevgep1375, align 8
  %.564.us.2.1 = or i64 %.495.0194.us.2, 2
  %56 = add i64 %lsr.iv1356, -2
  %scevgep1397 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1398 = getelementptr double, double* %scevgep1397, i64 -3
  %.641.us.2.1 = load double, double* %scevgep1398, align 8
  %scevgep1419 = getelementptr double, double* %scevgep1411, i64 %lsr.iv1356
  %scevgep1420 = getelementptr double, double* %scevgep1419, i64 -3
  %.699.us.2.1 = load double, double* %scevgep1420, align 8
  %scevgep1437 = getelementptr double, double* %scevgep1427, i64 %lsr.iv1356
  %scevgep1438 = getelementptr double, double* %scevgep1437, i64 -3
  %.759.us.2.1 = load double, double* %scevgep1438, align 8
  %scevgep1403 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1404 = getelementptr double, double* %scevgep1403, i64 -4
  %.817.us.2.1 = load double, double* %scevgep1404, align 8
  %.823.us.2.1 = icmp slt i64 %.822, %.564.us.2.1
  %.824.us.2.1 = select i1 %.823.us.2.1, i64 %.822, i64 %56
  %.853.us.2.1 = icmp slt i64 %.824.us.2.1, 0
  %.854.us.2.1 = select i1 %.853.us.2.1, i64 %arg.u0.5.1, i64 0
  %.855.us.2.1 = add i64 %.824.us.2.1, %.636.us.2
  %.875.us.2.1 = add i64 %.855.us.2.1, %.854.us.2.1
  %.876.us.2.1 = getelementptr double, double* %.6.i1.i.1, i64 %.875.us.2.1
  %.877.us.2.1 = load double, double* %.876.us.2.1, align 8
  %.880.us.2.1 = fadd double %.699.us.2.1, %.759.us.2.1
  %.881.us.2.1 = fadd double %.880.us.2.1, %.817.us.2.1
  %.882.us.2.1 = fadd double %.881.us.2.1, %.877.us.2.1
  %.883.us.2.1 = fmul double %.641.us.2.1, 4.000000e+00
  %.884.us.2.1 = fsub double %.882.us.2.1, %.883.us.2.1
  %.885.us.2.1 = fmul double %.641.us.2.1, %.641.us.2.1
  %.886.us.2.1 = fmul double %.641.us.2.1, %.885.us.2.1
  %.887.us.2.1 = fsub double %.884.us.2.1, %.886.us.2.1
  %.889.us.2.1 = fmul double %.887.us.2.1, %arg.h
  %.890.us.2.1 = fadd double %.641.us.2.1, %.889.us.2.1
  %scevgep1370 = getelementptr double, double* %lsr.iv1358, i64 %lsr.iv1356
  %scevgep1371 = getelementptr double, double* %scevgep1370, i64 -3
  store double %.890.us.2.1, double* %scevgep1371, align 8
  %.564.us.2.2 = or i64 %.495.0194.us.2, 3
  %57 = add i64 %lsr.iv1356, -1
  %scevgep1393 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1394 = getelementptr double, double* %scevgep1393, i64 -2
  %.641.us.2.2 = load double, double* %scevgep1394, align 8
  %scevgep1417 = getelementptr double, double* %scevgep1411, i64 %lsr.iv1356
  %scevgep1418 = getelementptr double, double* %scevgep1417, i64 -2
  %.699.us.2.2 = load double, double* %scevgep1418, align 8
  %scevgep1435 = getelementptr double, double* %scevgep1427, i64 %lsr.iv1356
  %scevgep1436 = getelementptr double, double* %scevgep1435, i64 -2
  %.759.us.2.2 = load double, double* %scevgep1436, align 8
  %scevgep1395 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1396 = getelementptr double, double* %scevgep1395, i64 -3
  %.817.us.2.2 = load double, double* %scevgep1396, align 8
  %.823.us.2.2 = icmp slt i64 %.822, %.564.us.2.2
  %.824.us.2.2 = select i1 %.823.us.2.2, i64 %.822, i64 %57
  %.853.us.2.2 = icmp slt i64 %.824.us.2.2, 0
  %.854.us.2.2 = select i1 %.853.us.2.2, i64 %arg.u0.5.1, i64 0
  %.855.us.2.2 = add i64 %.824.us.2.2, %.636.us.2
  %.875.us.2.2 = add i64 %.855.us.2.2, %.854.us.2.2
  %.876.us.2.2 = getelementptr double, double* %.6.i1.i.1, i64 %.875.us.2.2
  %.877.us.2.2 = load double, double* %.876.us.2.2, align 8
  %.880.us.2.2 = fadd double %.699.us.2.2, %.759.us.2.2
  %.881.us.2.2 = fadd double %.880.us.2.2, %.817.us.2.2
  %.882.us.2.2 = fadd double %.881.us.2.2, %.877.us.2.2
  %.883.us.2.2 = fmul double %.641.us.2.2, 4.000000e+00
  %.884.us.2.2 = fsub double %.882.us.2.2, %.883.us.2.2
  %.885.us.2.2 = fmul double %.641.us.2.2, %.641.us.2.2
  %.886.us.2.2 = fmul double %.641.us.2.2, %.885.us.2.2
  %.887.us.2.2 = fsub double %.884.us.2.2, %.886.us.2.2
  %.889.us.2.2 = fmul double %.887.us.2.2, %arg.h
  %.890.us.2.2 = fadd double %.641.us.2.2, %.889.us.2.2
  %scevgep1368 = getelementptr double, double* %lsr.iv1358, i64 %lsr.iv1356
  %scevgep1369 = getelementptr double, double* %scevgep1368, i64 -2
  store double %.890.us.2.2, double* %scevgep1369, align 8
  %.564.us.2.3 = or i64 %.495.0194.us.2, 4
  %scevgep1389 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1390 = getelementptr double, double* %scevgep1389, i64 -1
  %.641.us.2.3 = load double, double* %scevgep1390, align 8
  %scevgep1415 = getelementptr double, double* %scevgep1411, i64 %lsr.iv1356
  %scevgep1416 = getelementptr double, double* %scevgep1415, i64 -1
  %.699.us.2.3 = load double, double* %scevgep1416, align 8
  %scevgep1433 = getelementptr double, double* %scevgep1427, i64 %lsr.iv1356
  %scevgep1434 = getelementptr double, double* %scevgep1433, i64 -1
  %.759.us.2.3 = load double, double* %scevgep1434, align 8
  %scevgep1391 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1392 = getelementptr double, double* %scevgep1391, i64 -2
  %.817.us.2.3 = load double, double* %scevgep1392, align 8
  %.823.us.2.3 = icmp slt i64 %.822, %.564.us.2.3
  %.824.us.2.3 = select i1 %.823.us.2.3, i64 %.822, i64 %lsr.iv1356
  %.853.us.2.3 = icmp slt i64 %.824.us.2.3, 0
  %.854.us.2.3 = select i1 %.853.us.2.3, i64 %arg.u0.5.1, i64 0
  %.855.us.2.3 = add i64 %.824.us.2.3, %.636.us.2
  %.875.us.2.3 = add i64 %.855.us.2.3, %.854.us.2.3
  %.876.us.2.3 = getelementptr double, double* %.6.i1.i.1, i64 %.875.us.2.3
  %.877.us.2.3 = load double, double* %.876.us.2.3, align 8
  %.880.us.2.3 = fadd double %.699.us.2.3, %.759.us.2.3
  %.881.us.2.3 = fadd double %.880.us.2.3, %.817.us.2.3
  %.882.us.2.3 = fadd double %.881.us.2.3, %.877.us.2.3
  %.883.us.2.3 = fmul double %.641.us.2.3, 4.000000e+00
  %.884.us.2.3 = fsub double %.882.us.2.3, %.883.us.2.3
  %.885.us.2.3 = fmul double %.641.us.2.3, %.641.us.2.3
  %.886.us.2.3 = fmul double %.641.us.2.3, %.885.us.2.3
  %.887.us.2.3 = fsub double %.884.us.2.3, %.886.us.2.3
  %.889.us.2.3 = fmul double %.887.us.2.3, %arg.h
  %.890.us.2.3 = fadd double %.641.us.2.3, %.889.us.2.3
  %scevgep1366 = getelementptr double, double* %lsr.iv1358, i64 %lsr.iv1356
  %scevgep1367 = getelementptr double, double* %scevgep1366, i64 -1
  store double %.890.us.2.3, double* %scevgep1367, align 8
  %.564.us.2.4 = or i64 %.495.0194.us.2, 5
  %58 = add i64 %lsr.iv1356, 1
  %scevgep1386 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %.641.us.2.4 = load double, double* %scevgep1386, align 8
  %scevgep1414 = getelementptr double, double* %scevgep1411, i64 %lsr.iv1356
  %.699.us.2.4 = load double, double* %scevgep1414, align 8
  %scevgep1432 = getelementptr double, double* %scevgep1427, i64 %lsr.iv1356
  %.759.us.2.4 = load double, double* %scevgep1432, align 8
  %scevgep1387 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1388 = getelementptr double, double* %scevgep1387, i64 -1
  %.817.us.2.4 = load double, double* %scevgep1388, align 8
  %.823.us.2.4 = icmp slt i64 %.822, %.564.us.2.4
  %.824.us.2.4 = select i1 %.823.us.2.4, i64 %.822, i64 %58
  %.853.us.2.4 = icmp slt i64 %.824.us.2.4, 0
  %.854.us.2.4 = select i1 %.853.us.2.4, i64 %arg.u0.5.1, i64 0
  %.855.us.2.4 = add i64 %.824.us.2.4, %.636.us.2
  %.875.us.2.4 = add i64 %.855.us.2.4, %.854.us.2.4
  %.876.us.2.4 = getelementptr double, double* %.6.i1.i.1, i64 %.875.us.2.4
  %.877.us.2.4 = load double, double* %.876.us.2.4, align 8
  %.880.us.2.4 = fadd double %.699.us.2.4, %.759.us.2.4
  %.881.us.2.4 = fadd double %.880.us.2.4, %.817.us.2.4
  %.882.us.2.4 = fadd double %.881.us.2.4, %.877.us.2.4
  %.883.us.2.4 = fmul double %.641.us.2.4, 4.000000e+00
  %.884.us.2.4 = fsub double %.882.us.2.4, %.883.us.2.4
  %.885.us.2.4 = fmul double %.641.us.2.4, %.641.us.2.4
  %.886.us.2.4 = fmul double %.641.us.2.4, %.885.us.2.4
  %.887.us.2.4 = fsub double %.884.us.2.4, %.886.us.2.4
  %.889.us.2.4 = fmul double %.887.us.2.4, %arg.h
  %.890.us.2.4 = fadd double %.641.us.2.4, %.889.us.2.4
  %scevgep1365 = getelementptr double, double* %lsr.iv1358, i64 %lsr.iv1356
  store double %.890.us.2.4, double* %scevgep1365, align 8
  %.564.us.2.5 = or i64 %.495.0194.us.2, 6
  %59 = add i64 %lsr.iv1356, 2
  %scevgep1383 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1384 = getelementptr double, double* %scevgep1383, i64 1
  %.641.us.2.5 = load double, double* %scevgep1384, align 8
  %scevgep1412 = getelementptr double, double* %scevgep1411, i64 %lsr.iv1356
  %scevgep1413 = getelementptr double, double* %scevgep1412, i64 1
  %.699.us.2.5 = load double, double* %scevgep1413, align 8
  %scevgep1430 = getelementptr double, double* %scevgep1427, i64 %lsr.iv1356
  %scevgep1431 = getelementptr double, double* %scevgep1430, i64 1
  %.759.us.2.5 = load double, double* %scevgep1431, align 8
  %scevgep1385 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %.817.us.2.5 = load double, double* %scevgep1385, align 8
  %.823.us.2.5 = icmp slt i64 %.822, %.564.us.2.5
  %.824.us.2.5 = select i1 %.823.us.2.5, i64 %.822, i64 %59
  %.853.us.2.5 = icmp slt i64 %.824.us.2.5, 0
  %.854.us.2.5 = select i1 %.853.us.2.5, i64 %arg.u0.5.1, i64 0
  %.855.us.2.5 = add i64 %.824.us.2.5, %.636.us.2
  %.875.us.2.5 = add i64 %.855.us.2.5, %.854.us.2.5
  %.876.us.2.5 = getelementptr double, double* %.6.i1.i.1, i64 %.875.us.2.5
  %.877.us.2.5 = load double, double* %.876.us.2.5, align 8
  %.880.us.2.5 = fadd double %.699.us.2.5, %.759.us.2.5
  %.881.us.2.5 = fadd double %.880.us.2.5, %.817.us.2.5
  %.882.us.2.5 = fadd double %.881.us.2.5, %.877.us.2.5
  %.883.us.2.5 = fmul double %.641.us.2.5, 4.000000e+00
  %.884.us.2.5 = fsub double %.882.us.2.5, %.883.us.2.5
  %.885.us.2.5 = fmul double %.641.us.2.5, %.641.us.2.5
  %.886.us.2.5 = fmul double %.641.us.2.5, %.885.us.2.5
  %.887.us.2.5 = fsub double %.884.us.2.5, %.886.us.2.5
  %.889.us.2.5 = fmul double %.887.us.2.5, %arg.h
  %.890.us.2.5 = fadd double %.641.us.2.5, %.889.us.2.5
  %scevgep1363 = getelementptr double, double* %lsr.iv1358, i64 %lsr.iv1356
  %scevgep1364 = getelementptr double, double* %scevgep1363, i64 1
  store double %.890.us.2.5, double* %scevgep1364, align 8
  %.564.us.2.6 = or i64 %.495.0194.us.2, 7
  %60 = add i64 %lsr.iv1356, 3
  %scevgep1379 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1380 = getelementptr double, double* %scevgep1379, i64 2
  %.641.us.2.6 = load double, double* %scevgep1380, align 8
  %scevgep1408 = getelementptr double, double* %scevgep1407, i64 %lsr.iv1356
  %scevgep1409 = getelementptr double, double* %scevgep1408, i64 2
  %.699.us.2.6 = load double, double* %scevgep1409, align 8
  %scevgep1428 = getelementptr double, double* %scevgep1427, i64 %lsr.iv1356
  %scevgep1429 = getelementptr double, double* %scevgep1428, i64 2
  %.759.us.2.6 = load double, double* %scevgep1429, align 8
  %scevgep1381 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1382 = getelementptr double, double* %scevgep1381, i64 1
  %.817.us.2.6 = load double, double* %scevgep1382, align 8
  %.823.us.2.6 = icmp slt i64 %.822, %.564.us.2.6
  %.824.us.2.6 = select i1 %.823.us.2.6, i64 %.822, i64 %60
  %.853.us.2.6 = icmp slt i64 %.824.us.2.6, 0
  %.854.us.2.6 = select i1 %.853.us.2.6, i64 %arg.u0.5.1, i64 0
  %.855.us.2.6 = add i64 %.824.us.2.6, %.636.us.2
  %.875.us.2.6 = add i64 %.855.us.2.6, %.854.us.2.6
  %.876.us.2.6 = getelementptr double, double* %.6.i1.i.1, i64 %.875.us.2.6
  %.877.us.2.6 = load double, double* %.876.us.2.6, align 8
  %.880.us.2.6 = fadd double %.699.us.2.6, %.759.us.2.6
  %.881.us.2.6 = fadd double %.880.us.2.6, %.817.us.2.6
  %.882.us.2.6 = fadd double %.881.us.2.6, %.877.us.2.6
  %.883.us.2.6 = fmul double %.641.us.2.6, 4.000000e+00
  %.884.us.2.6 = fsub double %.882.us.2.6, %.883.us.2.6
  %.885.us.2.6 = fmul double %.641.us.2.6, %.641.us.2.6
  %.886.us.2.6 = fmul double %.641.us.2.6, %.885.us.2.6
  %.887.us.2.6 = fsub double %.884.us.2.6, %.886.us.2.6
  %.889.us.2.6 = fmul double %.887.us.2.6, %arg.h
  %.890.us.2.6 = fadd double %.641.us.2.6, %.889.us.2.6
  %scevgep1361 = getelementptr double, double* %lsr.iv1358, i64 %lsr.iv1356
  %scevgep1362 = getelementptr double, double* %scevgep1361, i64 2
  store double %.890.us.2.6, double* %scevgep1362, align 8
  %.564.us.2.7 = add nuw nsw i64 %.495.0194.us.2, 8
  %61 = add i64 %lsr.iv1356, 4
  %scevgep1399 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1400 = getelementptr double, double* %scevgep1399, i64 3
  %.641.us.2.7 = load double, double* %scevgep1400, align 8
  %scevgep1421 = getelementptr double, double* %scevgep1411, i64 %lsr.iv1356
  %scevgep1422 = getelementptr double, double* %scevgep1421, i64 3
  %.699.us.2.7 = load double, double* %scevgep1422, align 8
  %scevgep1439 = getelementptr double, double* %scevgep1427, i64 %lsr.iv1356
  %scevgep1440 = getelementptr double, double* %scevgep1439, i64 3
  %.759.us.2.7 = load double, double* %scevgep1440, align 8
  %scevgep1401 = getelementptr double, double* %lsr.iv1376, i64 %lsr.iv1356
  %scevgep1402 = getelementptr double, double* %scevgep1401, i64 2
  %.817.us.2.7 = load double, double* %scevgep1402, align 8
  %.823.us.2.7 = icmp slt i64 %.822, %.564.us.2.7
  %.824.us.2.7 = select i1 %.823.us.2.7, i64 %.822, i64 %61
  %.853.us.2.7 = icmp slt i64 %.824.us.2.7, 0
  %.854.us.2.7 = select i1 %.853.us.2.7, i64 %arg.u0.5.1, i64 0
  %.855.us.2.7 = add i64 %.824.us.2.7, %.636.us.2
  %.875.us.2.7 = add i64 %.855.us.2.7, %.854.us.2.7
  %.876.us.2.7 = getelementptr double, double* %.6.i1.i.1, i64 %.875.us.2.7
  %.877.us.2.7 = load double, double* %.876.us.2.7, align 8
  %.880.us.2.7 = fadd double %.699.us.2.7, %.759.us.2.7
  %.881.us.2.7 = fadd double %.880.us.2.7, %.817.us.2.7
  %.882.us.2.7 = fadd double %.881.us.2.7, %.877.us.2.7
  %.883.us.2.7 = fmul double %.641.us.2.7, 4.000000e+00
  %.884.us.2.7 = fsub double %.882.us.2.7, %.883.us.2.7
  %.885.us.2.7 = fmul double %.641.us.2.7, %.641.us.2.7
  %.886.us.2.7 = fmul double %.641.us.2.7, %.885.us.2.7
  %.887.us.2.7 = fsub double %.884.us.2.7, %.886.us.2.7
  %.889.us.2.7 = fmul double %.887.us.2.7, %arg.h
  %.890.us.2.7 = fadd double %.641.us.2.7, %.889.us.2.7
  %scevgep1372 = getelementptr double, double* %lsr.iv1358, i64 %lsr.iv1356
  %scevgep1373 = getelementptr double, double* %scevgep1372, i64 3
  store double %.890.us.2.7, double* %scevgep1373, align 8
  %lsr.iv.next1357 = add nuw i64 %lsr.iv1356, 8
  %niter415.ncmp.7 = icmp eq i64 %.564.us.2.7, %unroll_iter414
  br i1 %niter415.ncmp.7, label %B202.B168.loopexit_crit_edge.us.2.unr-lcssa.loopexit, label %B204.us.2

B202.B168.loopexit_crit_edge.us.2.unr-lcssa.loopexit: ; preds = %B204.us.2
  %62 = add i64 %lsr.iv.next1357, -4
  br label %B202.B168.loopexit_crit_edge.us.2.unr-lcssa

B202.B168.loopexit_crit_edge.us.2.unr-lcssa:      ; preds = %B202.B168.loopexit_crit_edge.us.2.unr-lcssa.loopexit, %B170.endif.us.2
  %.495.0194.us.2.unr = phi i64 [ 0, %B170.endif.us.2 ], [ %62, %B202.B168.loopexit_crit_edge.us.2.unr-lcssa.loopexit ]
  %63 = icmp eq i64 %xtraiter411, 0
  br i1 %63, label %B202.B168.loopexit_crit_edge.us.2, label %B204.us.2.epil.preheader

B204.us.2.epil.preheader:                         ; preds = %B202.B168.loopexit_crit_edge.us.2.unr-lcssa
  %64 = add i64 %.733.us.2, %smin1443
  %65 = mul i64 %arg.u0.5.1, %64
  %66 = add i64 %.495.0194.us.2.unr, %65
  %scevgep1444 = getelementptr double, double* %.6.i1.i.1, i64 %66
  %67 = add i64 %.495.0194.us.2.unr, %46
  %scevgep1447 = getelementptr double, double* %.6.i1.i.1, i64 %67
  %scevgep1449 = getelementptr double, double* %lsr.iv1358, i64 %.495.0194.us.2.unr
  %scevgep1451 = getelementptr double, double* %lsr.iv1376, i64 %.495.0194.us.2.unr
  br label %B204.us.2.epil

B204.us.2.epil:                                   ; preds = %B204.us.2.epil.preheader, %B204.us.2.epil
  %epil.iter412 = phi i64 [ %epil.iter412.next, %B204.us.2.epil ], [ 0, %B204.us.2.epil.preheader ]
  %68 = add i64 %.495.0194.us.2.unr, %epil.iter412
  %69 = add i64 %68, 1
  %scevgep1452 = getelementptr double, double* %scevgep1451, i64 %epil.iter412
  %.641.us.2.epil = load double, double* %scevgep1452, align 8
  %scevgep1448 = getelementptr double, double* %scevgep1447, i64 %epil.iter412
  %.699.us.2.epil = load double, double* %scevgep1448, align 8
  %scevgep1445 = getelementptr double, double* %scevgep1444, i64 %epil.iter412
  %.759.us.2.epil = load double, double* %scevgep1445, align 8
  %70 = icmp ugt i64 %68, 1
  %71 = select i1 %70, i64 %68, i64 1
  %.815.us.2.epil = add i64 %.764.us.2, %71
  %.816.us.2.epil = getelementptr double, double* %.6.i1.i.1, i64 %.815.us.2.epil
  %.817.us.2.epil = load double, double* %.816.us.2.epil, align 8
  %.823.us.2.epil = icmp slt i64 %.822, %69
  %.824.us.2.epil = select i1 %.823.us.2.epil, i64 %.822, i64 %69
  %.853.us.2.epil = icmp slt i64 %.824.us.2.epil, 0
  %.854.us.2.epil = select i1 %.853.us.2.epil, i64 %arg.u0.5.1, i64 0
  %.855.us.2.epil = add i64 %.824.us.2.epil, %.636.us.2
  %.875.us.2.epil = add i64 %.855.us.2.epil, %.854.us.2.epil
  %.876.us.2.epil = getelementptr double, double* %.6.i1.i.1, i64 %.875.us.2.epil
  %.877.us.2.epil = load double, double* %.876.us.2.epil, align 8
  %.880.us.2.epil = fadd double %.699.us.2.epil, %.759.us.2.epil
  %.881.us.2.epil = fadd double %.880.us.2.epil, %.817.us.2.epil
  %.882.us.2.epil = fadd double %.881.us.2.epil, %.877.us.2.epil
  %.883.us.2.epil = fmul double %.641.us.2.epil, 4.000000e+00
  %.884.us.2.epil = fsub double %.882.us.2.epil, %.883.us.2.epil
  %.885.us.2.epil = fmul double %.641.us.2.epil, %.641.us.2.epil
  %.886.us.2.epil = fmul double %.641.us.2.epil, %.885.us.2.epil
  %.887.us.2.epil = fsub double %.884.us.2.epil, %.886.us.2.epil
  %.889.us.2.epil = fmul double %.887.us.2.epil, %arg.h
  %.890.us.2.epil = fadd double %.641.us.2.epil, %.889.us.2.epil
  %scevgep1450 = getelementptr double, double* %scevgep1449, i64 %epil.iter412
  store double %.890.us.2.epil, double* %scevgep1450, align 8
  %epil.iter412.next = add i64 %epil.iter412, 1
  %epil.iter412.cmp.not = icmp eq i64 %xtraiter411, %epil.iter412.next
  br i1 %epil.iter412.cmp.not, label %B202.B168.loopexit_crit_edge.us.2, label %B204.us.2.epil, !llvm.loop !14

B202.B168.loopexit_crit_edge.us.2:                ; preds = %B204.us.2.epil, %B202.B168.loopexit_crit_edge.us.2.unr-lcssa
  %72 = bitcast double* %lsr.iv1376 to i1*
  %73 = bitcast double* %lsr.iv1358 to i1*
  %scevgep1360 = getelementptr i1, i1* %73, i64 %43
  %74 = bitcast i1* %scevgep1360 to double*
  %scevgep1378 = getelementptr i1, i1* %72, i64 %43
  %75 = bitcast i1* %scevgep1378 to double*
  %lsr.iv.next1426 = add nuw i64 %lsr.iv1425, 1
  %exitcond214.2.not = icmp eq i64 %.443.us.2, %spec.select
  br i1 %exitcond214.2.not, label %B128.i.1, label %B170.endif.us.2

B128.i.1:                                         ; preds = %B202.B168.loopexit_crit_edge.us.2, %B96.endif.endif.2
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.1)
  %.1124 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139991983626880, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !15
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !16
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139991983626304, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %76 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %76, align 8
  %.129 = bitcast double* %arg.u0.4 to i8*
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.129, i64 %.130, i1 false)
  %.388.inv = icmp sgt i64 %arg.u0.5.0, 0
  %spec.select = select i1 %.388.inv, i64 %arg.u0.5.0, i64 0
  %.509.inv = icmp sgt i64 %arg.u0.5.1, 0
  %spec.select135 = select i1 %.509.inv, i64 %arg.u0.5.1, i64 0
  %.705 = add i64 %arg.u0.5.0, -1
  %.822 = add nsw i64 %arg.u0.5.1, -1
  tail call void @NRT_incref(i8* nonnull %.7.i.i), !noalias !1
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !5
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  tail call void @NRT_decref(i8* %arg.u0.0)
  br i1 %.8.i.i.i, label %B96.if, label %B96.endif.endif, !prof !0

B96.if:                                           ; preds = %B532.1, %B532, %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139991983626304.9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B96.endif.endif:                                  ; preds = %B0.endif.endif.endif.endif
  %77 = icmp sgt i64 %arg.u0.5.1, 0
  %78 = icmp sgt i64 %arg.u0.5.0, 0
  %const = bitcast i64 9223372036854775800 to i64
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %79 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %79, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i), !noalias !1
  %80 = select i1 %78, i1 %77, i1 false
  br i1 %80, label %B170.endif.us.preheader, label %B532

B170.endif.us.preheader:                          ; preds = %B96.endif.endif
  %81 = add nsw i64 %spec.select135, -1
  %xtraiter421 = and i64 %spec.select135, 7
  %unroll_iter424 = and i64 %spec.select135, %const
  %82 = shl i64 %arg.u0.5.1, 3
  %83 = shl i64 %arg.u0.5.1, 3
  %84 = shl i64 %arg.u0.5.1, 3
  %85 = shl i64 %arg.u0.5.1, 3
  %86 = shl i64 %arg.u0.5.1, 3
  br label %B170.endif.us

B170.endif.us:                                    ; preds = %B170.endif.us.preheader, %B202.B168.loopexit_crit_edge.us
  %lsr.iv1645 = phi i64 [ 1, %B170.endif.us.preheader ], [ %lsr.iv.next1646, %B202.B168.loopexit_crit_edge.us ]
  %lsr.iv1572 = phi i8* [ %.6.i, %B170.endif.us.preheader ], [ %155, %B202.B168.loopexit_crit_edge.us ]
  %lsr.iv1554 = phi double* [ %.6.i1.i, %B170.endif.us.preheader ], [ %154, %B202.B168.loopexit_crit_edge.us ]
  %.374.0197.us = phi i64 [ %.443.us, %B202.B168.loopexit_crit_edge.us ], [ 0, %B170.endif.us.preheader ]
  %87 = icmp ult i64 %81, 7
  %smin1672 = call i64 @llvm.smin.i64(i64 %lsr.iv1645, i64 %.705)
  %umax1676 = call i64 @llvm.umax.i64(i64 %.374.0197.us, i64 1)
  %88 = add nsw i64 %umax1676, -1
  %89 = mul i64 %86, %88
  %umax1618 = call i64 @llvm.umax.i64(i64 %.374.0197.us, i64 1)
  %90 = add nsw i64 %umax1618, -1
  %91 = mul i64 %83, %90
  %scevgep1619 = getelementptr i8, i8* %.6.i, i64 %91
  %.443.us = add nuw nsw i64 %.374.0197.us, 1
  %umax1623 = call i64 @llvm.umax.i64(i64 %.374.0197.us, i64 1)
  %92 = add nsw i64 %umax1623, -1
  %93 = mul i64 %84, %92
  %scevgep1624 = getelementptr i8, i8* %.6.i, i64 %93
  %smin1647 = call i64 @llvm.smin.i64(i64 %lsr.iv1645, i64 %.705)
  %.636.us = mul i64 %.374.0197.us, %arg.u0.5.1
  %.706.us = icmp slt i64 %.705, %.443.us
  %.707.us = select i1 %.706.us, i64 %.705, i64 %.443.us
  %.732.us = icmp slt i64 %.707.us, 0
  %.733.us = select i1 %.732.us, i64 %arg.u0.5.0, i64 0
  %.764.us = add i64 %.636.us, -1
  br i1 %87, label %B202.B168.loopexit_crit_edge.us.unr-lcssa, label %B204.us.preheader

B204.us.preheader:                                ; preds = %B170.endif.us
  %94 = add i64 %.733.us, %smin1647
  %95 = mul i64 %85, %94
  %scevgep1648 = getelementptr i8, i8* %.6.i, i64 %95
  br label %B204.us

B204.us:                                          ; preds = %B204.us.preheader, %B204.us
  %lsr.iv1552 = phi i64 [ 4, %B204.us.preheader ], [ %lsr.iv.next1553, %B204.us ]
  %.495.0194.us = phi i64 [ %.564.us.7, %B204.us ], [ 0, %B204.us.preheader ]
  %96 = bitcast i8* %.6.i to double*
  %97 = add i64 %lsr.iv1552, -4
  %.564.us = or i64 %.495.0194.us, 1
  %98 = add i64 %lsr.iv1552, -3
  %99 = shl i64 %lsr.iv1552, 3
  %scevgep1615 = getelementptr i8, i8* %lsr.iv1572, i64 %99
  %scevgep16151616 = bitcast i8* %scevgep1615 to double*
  %scevgep1617 = getelementptr double, double* %scevgep16151616, i64 -4
  %.641.us = load double, double* %scevgep1617, align 8
  %100 = shl i64 %lsr.iv1552, 3
  %scevgep1642 = getelementptr i8, i8* %scevgep1624, i64 %100
  %scevgep16421643 = bitcast i8* %scevgep1642 to double*
  %scevgep1644 = getelementptr double, double* %scevgep16421643, i64 -4
  %.699.us = load double, double* %scevgep1644, align 8
  %101 = shl i64 %lsr.iv1552, 3
  %scevgep1669 = getelementptr i8, i8* %scevgep1648, i64 %101
  %scevgep16691670 = bitcast i8* %scevgep1669 to double*
  %scevgep1671 = getelementptr double, double* %scevgep16691670, i64 -4
  %.759.us = load double, double* %scevgep1671, align 8
  %.not495 = icmp eq i64 %lsr.iv1552, 4
  %102 = select i1 %.not495, i64 1, i64 %97
  %.815.us = add i64 %.764.us, %102
  %.816.us = getelementptr double, double* %96, i64 %.815.us
  %.817.us = load double, double* %.816.us, align 8
  %.823.us = icmp slt i64 %.822, %.564.us
  %.824.us = select i1 %.823.us, i64 %.822, i64 %98
  %.853.us = icmp slt i64 %.824.us, 0
  %.854.us = select i1 %.853.us, i64 %arg.u0.5.1, i64 0
  %.855.us = add i64 %.824.us, %.636.us
  %.875.us = add i64 %.855.us, %.854.us
  %.876.us = getelementptr double, double* %96, i64 %.875.us
  %.877.us = load double, double* %.876.us, align 8
  %.880.us = fadd double %.699.us, %.759.us
  %.881.us = fadd double %.880.us, %.817.us
  %.882.us = fadd double %.881.us, %.877.us
  %.883.us = fmul double %.641.us, 4.000000e+00
  %.884.us = fsub double %.882.us, %.883.us
  %.885.us = fmul double %.641.us, %.641.us
  %.886.us = fmul double %.641.us, %.885.us
  %.887.us = fsub double %.884.us, %.886.us
  %.889.us = fmul double %.887.us, %arg.h
  %.890.us = fadd double %.641.us, %.889.us
  %scevgep1570 = getelementptr double, double* %lsr.iv1554, i64 %lsr.iv1552
  %scevgep1571 = getelementptr double, double* %scevgep1570, i64 -4
  store double %.890.us, double* %scevgep1571, align 8
  %.564.us.1427 = or i64 %.495.0194.us, 2
  %103 = add i64 %lsr.iv1552, -2
  %104 = shl i64 %lsr.iv1552, 3
  %scevgep1603 = getelementptr i8, i8* %lsr.iv1572, i64 %104
  %scevgep16031604 = bitcast i8* %scevgep1603 to double*
  %scevgep1605 = getelementptr double, double* %scevgep16031604, i64 -3
  %.641.us.1430 = load double, double* %scevgep1605, align 8
  %105 = shl i64 %lsr.iv1552, 3
  %scevgep1636 = getelementptr i8, i8* %scevgep1624, i64 %105
  %scevgep16361637 = bitcast i8* %scevgep1636 to double*
  %scevgep1638 = getelementptr double, double* %scevgep16361637, i64 -3
  %.699.us.1433 = load double, double* %scevgep1638, align 8
  %106 = shl i64 %lsr.iv1552, 3
  %scevgep1663 = getelementptr i8, i8* %scevgep1648, i64 %106
  %scevgep16631664 = bitcast i8* %scevgep1663 to double*
  %scevgep1665 = getelementptr double, double* %scevgep16631664, i64 -3
  %.759.us.1436 = load double, double* %scevgep1665, align 8
  %107 = shl i64 %lsr.iv1552, 3
  %scevgep1612 = getelementptr i8, i8* %lsr.iv1572, i64 %107
  %scevgep16121613 = bitcast i8* %scevgep1612 to double*
  %scevgep1614 = getelementptr double, double* %scevgep16121613, i64 -4
  %.817.us.1439 = load double, double* %scevgep1614, align 8
  %.823.us.1440 = icmp slt i64 %.822, %.564.us.1427
  %.824.us.1441 = select i1 %.823.us.1440, i64 %.822, i64 %103
  %.853.us.1442 = icmp slt i64 %.824.us.1441, 0
  %.854.us.1443 = select i1 %.853.us.1442, i64 %arg.u0.5.1, i64 0
  %.855.us.1444 = add i64 %.824.us.1441, %.636.us
  %.875.us.1445 = add i64 %.855.us.1444, %.854.us.1443
  %.876.us.1446 = getelementptr double, double* %96, i64 %.875.us.1445
  %.877.us.1447 = load double, double* %.876.us.1446, align 8
  %.880.us.1448 = fadd double %.699.us.1433, %.759.us.1436
  %.881.us.1449 = fadd double %.880.us.1448, %.817.us.1439
  %.882.us.1450 = fadd double %.881.us.1449, %.877.us.1447
  %.883.us.1451 = fmul double %.641.us.1430, 4.000000e+00
  %.884.us.1452 = fsub double %.882.us.1450, %.883.us.1451
  %.885.us.1453 = fmul double %.641.us.1430, %.641.us.1430
  %.886.us.1454 = fmul double %.641.us.1430, %.885.us.1453
  %.887.us.1455 = fsub double %.884.us.1452, %.886.us.1454
  %.889.us.1456 = fmul double %.887.us.1455, %arg.h
  %.890.us.1457 = fadd double %.641.us.1430, %.889.us.1456
  %scevgep1566 = getelementptr double, double* %lsr.iv1554, i64 %lsr.iv1552
  %scevgep1567 = getelementptr double, double* %scevgep1566, i64 -3
  store double %.890.us.1457, double* %scevgep1567, align 8
  %.564.us.2461 = or i64 %.495.0194.us, 3
  %108 = add i64 %lsr.iv1552, -1
  %109 = shl i64 %lsr.iv1552, 3
  %scevgep1597 = getelementptr i8, i8* %lsr.iv1572, i64 %109
  %scevgep15971598 = bitcast i8* %scevgep1597 to double*
  %scevgep1599 = getelementptr double, double* %scevgep15971598, i64 -2
  %.641.us.2464 = load double, double* %scevgep1599, align 8
  %110 = shl i64 %lsr.iv1552, 3
  %scevgep1633 = getelementptr i8, i8* %scevgep1624, i64 %110
  %scevgep16331634 = bitcast i8* %scevgep1633 to double*
  %scevgep1635 = getelementptr double, double* %scevgep16331634, i64 -2
  %.699.us.2467 = load double, double* %scevgep1635, align 8
  %111 = shl i64 %lsr.iv1552, 3
  %scevgep1660 = getelementptr i8, i8* %scevgep1648, i64 %111
  %scevgep16601661 = bitcast i8* %scevgep1660 to double*
  %scevgep1662 = getelementptr double, double* %scevgep16601661, i64 -2
  %.759.us.2470 = load double, double* %scevgep1662, align 8
  %112 = shl i64 %lsr.iv1552, 3
  %scevgep1600 = getelementptr i8, i8* %lsr.iv1572, i64 %112
  %scevgep16001601 = bitcast i8* %scevgep1600 to double*
  %scevgep1602 = getelementptr double, double* %scevgep16001601, i64 -3
  %.817.us.2473 = load double, double* %scevgep1602, align 8
  %.823.us.2474 = icmp slt i64 %.822, %.564.us.2461
  %.824.us.2475 = select i1 %.823.us.2474, i64 %.822, i64 %108
  %.853.us.2476 = icmp slt i64 %.824.us.2475, 0
  %.854.us.2477 = select i1 %.853.us.2476, i64 %arg.u0.5.1, i64 0
  %.855.us.2478 = add i64 %.824.us.2475, %.636.us
  %.875.us.2479 = add i64 %.855.us.2478, %.854.us.2477
  %.876.us.2480 = getelementptr double, double* %96, i64 %.875.us.2479
  %.877.us.2481 = load double, double* %.876.us.2480, align 8
  %.880.us.2482 = fadd double %.699.us.2467, %.759.us.2470
  %.881.us.2483 = fadd double %.880.us.2482, %.817.us.2473
  %.882.us.2484 = fadd double %.881.us.2483, %.877.us.2481
  %.883.us.2485 = fmul double %.641.us.2464, 4.000000e+00
  %.884.us.2486 = fsub double %.882.us.2484, %.883.us.2485
  %.885.us.2487 = fmul double %.641.us.2464, %.641.us.2464
  %.886.us.2488 = fmul double %.641.us.2464, %.885.us.2487
  %.887.us.2489 = fsub double %.884.us.2486, %.886.us.2488
  %.889.us.2490 = fmul double %.887.us.2489, %arg.h
  %.890.us.2491 = fadd double %.641.us.2464, %.889.us.2490
  %scevgep1564 = getelementptr double, double* %lsr.iv1554, i64 %lsr.iv1552
  %scevgep1565 = getelementptr double, double* %scevgep1564, i64 -2
  store double %.890.us.2491, double* %scevgep1565, align 8
  %.564.us.3 = or i64 %.495.0194.us, 4
  %113 = shl i64 %lsr.iv1552, 3
  %scevgep1591 = getelementptr i8, i8* %lsr.iv1572, i64 %113
  %scevgep15911592 = bitcast i8* %scevgep1591 to double*
  %scevgep1593 = getelementptr double, double* %scevgep15911592, i64 -1
  %.641.us.3 = load double, double* %scevgep1593, align 8
  %114 = shl i64 %lsr.iv1552, 3
  %scevgep1630 = getelementptr i8, i8* %scevgep1624, i64 %114
  %scevgep16301631 = bitcast i8* %scevgep1630 to double*
  %scevgep1632 = getelementptr double, double* %scevgep16301631, i64 -1
  %.699.us.3 = load double, double* %scevgep1632, align 8
  %115 = shl i64 %lsr.iv1552, 3
  %scevgep1657 = getelementptr i8, i8* %scevgep1648, i64 %115
  %scevgep16571658 = bitcast i8* %scevgep1657 to double*
  %scevgep1659 = getelementptr double, double* %scevgep16571658, i64 -1
  %.759.us.3 = load double, double* %scevgep1659, align 8
  %116 = shl i64 %lsr.iv1552, 3
  %scevgep1594 = getelementptr i8, i8* %lsr.iv1572, i64 %116
  %scevgep15941595 = bitcast i8* %scevgep1594 to double*
  %scevgep1596 = getelementptr double, double* %scevgep15941595, i64 -2
  %.817.us.3 = load double, double* %scevgep1596, align 8
  %.823.us.3 = icmp slt i64 %.822, %.564.us.3
  %.824.us.3 = select i1 %.823.us.3, i64 %.822, i64 %lsr.iv1552
  %.853.us.3 = icmp slt i64 %.824.us.3, 0
  %.854.us.3 = select i1 %.853.us.3, i64 %arg.u0.5.1, i64 0
  %.855.us.3 = add i64 %.824.us.3, %.636.us
  %.875.us.3 = add i64 %.855.us.3, %.854.us.3
  %.876.us.3 = getelementptr double, double* %96, i64 %.875.us.3
  %.877.us.3 = load double, double* %.876.us.3, align 8
  %.880.us.3 = fadd double %.699.us.3, %.759.us.3
  %.881.us.3 = fadd double %.880.us.3, %.817.us.3
  %.882.us.3 = fadd double %.881.us.3, %.877.us.3
  %.883.us.3 = fmul double %.641.us.3, 4.000000e+00
  %.884.us.3 = fsub double %.882.us.3, %.883.us.3
  %.885.us.3 = fmul double %.641.us.3, %.641.us.3
  %.886.us.3 = fmul double %.641.us.3, %.885.us.3
  %.887.us.3 = fsub double %.884.us.3, %.886.us.3
  %.889.us.3 = fmul double %.887.us.3, %arg.h
  %.890.us.3 = fadd double %.641.us.3, %.889.us.3
  %scevgep1562 = getelementptr double, double* %lsr.iv1554, i64 %lsr.iv1552
  %scevgep1563 = getelementptr double, double* %scevgep1562, i64 -1
  store double %.890.us.3, double* %scevgep1563, align 8
  %.564.us.4 = or i64 %.495.0194.us, 5
  %117 = add i64 %lsr.iv1552, 1
  %118 = shl i64 %lsr.iv1552, 3
  %scevgep1586 = getelementptr i8, i8* %lsr.iv1572, i64 %118
  %scevgep15861587 = bitcast i8* %scevgep1586 to double*
  %.641.us.4 = load double, double* %scevgep15861587, align 8
  %scevgep1628 = getelementptr i8, i8* %scevgep1624, i64 %118
  %scevgep16281629 = bitcast i8* %scevgep1628 to double*
  %.699.us.4 = load double, double* %scevgep16281629, align 8
  %119 = shl i64 %lsr.iv1552, 3
  %scevgep1655 = getelementptr i8, i8* %scevgep1648, i64 %119
  %scevgep16551656 = bitcast i8* %scevgep1655 to double*
  %.759.us.4 = load double, double* %scevgep16551656, align 8
  %120 = shl i64 %lsr.iv1552, 3
  %scevgep1588 = getelementptr i8, i8* %lsr.iv1572, i64 %120
  %scevgep15881589 = bitcast i8* %scevgep1588 to double*
  %scevgep1590 = getelementptr double, double* %scevgep15881589, i64 -1
  %.817.us.4 = load double, double* %scevgep1590, align 8
  %.823.us.4 = icmp slt i64 %.822, %.564.us.4
  %.824.us.4 = select i1 %.823.us.4, i64 %.822, i64 %117
  %.853.us.4 = icmp slt i64 %.824.us.4, 0
  %.854.us.4 = select i1 %.853.us.4, i64 %arg.u0.5.1, i64 0
  %.855.us.4 = add i64 %.824.us.4, %.636.us
  %.875.us.4 = add i64 %.855.us.4, %.854.us.4
  %.876.us.4 = getelementptr double, double* %96, i64 %.875.us.4
  %.877.us.4 = load double, double* %.876.us.4, align 8
  %.880.us.4 = fadd double %.699.us.4, %.759.us.4
  %.881.us.4 = fadd double %.880.us.4, %.817.us.4
  %.882.us.4 = fadd double %.881.us.4, %.877.us.4
  %.883.us.4 = fmul double %.641.us.4, 4.000000e+00
  %.884.us.4 = fsub double %.882.us.4, %.883.us.4
  %.885.us.4 = fmul double %.641.us.4, %.641.us.4
  %.886.us.4 = fmul double %.641.us.4, %.885.us.4
  %.887.us.4 = fsub double %.884.us.4, %.886.us.4
  %.889.us.4 = fmul double %.887.us.4, %arg.h
  %.890.us.4 = fadd double %.641.us.4, %.889.us.4
  %scevgep1561 = getelementptr double, double* %lsr.iv1554, i64 %lsr.iv1552
  store double %.890.us.4, double* %scevgep1561, align 8
  %.564.us.5 = or i64 %.495.0194.us, 6
  %121 = add i64 %lsr.iv1552, 2
  %122 = shl i64 %lsr.iv1552, 3
  %scevgep1581 = getelementptr i8, i8* %lsr.iv1572, i64 %122
  %scevgep15811582 = bitcast i8* %scevgep1581 to double*
  %scevgep1583 = getelementptr double, double* %scevgep15811582, i64 1
  %.641.us.5 = load double, double* %scevgep1583, align 8
  %123 = shl i64 %lsr.iv1552, 3
  %scevgep1625 = getelementptr i8, i8* %scevgep1624, i64 %123
  %scevgep16251626 = bitcast i8* %scevgep1625 to double*
  %scevgep1627 = getelementptr double, double* %scevgep16251626, i64 1
  %.699.us.5 = load double, double* %scevgep1627, align 8
  %124 = shl i64 %lsr.iv1552, 3
  %scevgep1652 = getelementptr i8, i8* %scevgep1648, i64 %124
  %scevgep16521653 = bitcast i8* %scevgep1652 to double*
  %scevgep1654 = getelementptr double, double* %scevgep16521653, i64 1
  %.759.us.5 = load double, double* %scevgep1654, align 8
  %125 = shl i64 %lsr.iv1552, 3
  %scevgep1584 = getelementptr i8, i8* %lsr.iv1572, i64 %125
  %scevgep15841585 = bitcast i8* %scevgep1584 to double*
  %.817.us.5 = load double, double* %scevgep15841585, align 8
  %.823.us.5 = icmp slt i64 %.822, %.564.us.5
  %.824.us.5 = select i1 %.823.us.5, i64 %.822, i64 %121
  %.853.us.5 = icmp slt i64 %.824.us.5, 0
  %.854.us.5 = select i1 %.853.us.5, i64 %arg.u0.5.1, i64 0
  %.855.us.5 = add i64 %.824.us.5, %.636.us
  %.875.us.5 = add i64 %.855.us.5, %.854.us.5
  %.876.us.5 = getelementptr double, double* %96, i64 %.875.us.5
  %.877.us.5 = load double, double* %.876.us.5, align 8
  %.880.us.5 = fadd double %.699.us.5, %.759.us.5
  %.881.us.5 = fadd double %.880.us.5, %.817.us.5
  %.882.us.5 = fadd double %.881.us.5, %.877.us.5
  %.883.us.5 = fmul double %.641.us.5, 4.000000e+00
  %.884.us.5 = fsub double %.882.us.5, %.883.us.5
  %.885.us.5 = fmul double %.641.us.5, %.641.us.5
  %.886.us.5 = fmul double %.641.us.5, %.885.us.5
  %.887.us.5 = fsub double %.884.us.5, %.886.us.5
  %.889.us.5 = fmul double %.887.us.5, %arg.h
  %.890.us.5 = fadd double %.641.us.5, %.889.us.5
  %scevgep1559 = getelementptr double, double* %lsr.iv1554, i64 %lsr.iv1552
  %scevgep1560 = getelementptr double, double* %scevgep1559, i64 1
  store double %.890.us.5, double* %scevgep1560, align 8
  %.564.us.6 = or i64 %.495.0194.us, 7
  %126 = add i64 %lsr.iv1552, 3
  %127 = shl i64 %lsr.iv1552, 3
  %scevgep1575 = getelementptr i8, i8* %lsr.iv1572, i64 %127
  %scevgep15751576 = bitcast i8* %scevgep1575 to double*
  %scevgep1577 = getelementptr double, double* %scevgep15751576, i64 2
  %.641.us.6 = load double, double* %scevgep1577, align 8
  %128 = shl i64 %lsr.iv1552, 3
  %scevgep1620 = getelementptr i8, i8* %scevgep1619, i64 %128
  %scevgep16201621 = bitcast i8* %scevgep1620 to double*
  %scevgep1622 = getelementptr double, double* %scevgep16201621, i64 2
  %.699.us.6 = load double, double* %scevgep1622, align 8
  %129 = shl i64 %lsr.iv1552, 3
  %scevgep1649 = getelementptr i8, i8* %scevgep1648, i64 %129
  %scevgep16491650 = bitcast i8* %scevgep1649 to double*
  %scevgep1651 = getelementptr double, double* %scevgep16491650, i64 2
  %.759.us.6 = load double, double* %scevgep1651, align 8
  %130 = shl i64 %lsr.iv1552, 3
  %scevgep1578 = getelementptr i8, i8* %lsr.iv1572, i64 %130
  %scevgep15781579 = bitcast i8* %scevgep1578 to double*
  %scevgep1580 = getelementptr double, double* %scevgep15781579, i64 1
  %.817.us.6 = load double, double* %scevgep1580, align 8
  %.823.us.6 = icmp slt i64 %.822, %.564.us.6
  %.824.us.6 = select i1 %.823.us.6, i64 %.822, i64 %126
  %.853.us.6 = icmp slt i64 %.824.us.6, 0
  %.854.us.6 = select i1 %.853.us.6, i64 %arg.u0.5.1, i64 0
  %.855.us.6 = add i64 %.824.us.6, %.636.us
  %.875.us.6 = add i64 %.855.us.6, %.854.us.6
  %.876.us.6 = getelementptr double, double* %96, i64 %.875.us.6
  %.877.us.6 = load double, double* %.876.us.6, align 8
  %.880.us.6 = fadd double %.699.us.6, %.759.us.6
  %.881.us.6 = fadd double %.880.us.6, %.817.us.6
  %.882.us.6 = fadd double %.881.us.6, %.877.us.6
  %.883.us.6 = fmul double %.641.us.6, 4.000000e+00
  %.884.us.6 = fsub double %.882.us.6, %.883.us.6
  %.885.us.6 = fmul double %.641.us.6, %.641.us.6
  %.886.us.6 = fmul double %.641.us.6, %.885.us.6
  %.887.us.6 = fsub double %.884.us.6, %.886.us.6
  %.889.us.6 = fmul double %.887.us.6, %arg.h
  %.890.us.6 = fadd double %.641.us.6, %.889.us.6
  %scevgep1557 = getelementptr double, double* %lsr.iv1554, i64 %lsr.iv1552
  %scevgep1558 = getelementptr double, double* %scevgep1557, i64 2
  store double %.890.us.6, double* %scevgep1558, align 8
  %.564.us.7 = add nuw nsw i64 %.495.0194.us, 8
  %131 = add i64 %lsr.iv1552, 4
  %132 = shl i64 %lsr.iv1552, 3
  %scevgep1606 = getelementptr i8, i8* %lsr.iv1572, i64 %132
  %scevgep16061607 = bitcast i8* %scevgep1606 to double*
  %scevgep1608 = getelementptr double, double* %scevgep16061607, i64 3
  %.641.us.7 = load double, double* %scevgep1608, align 8
  %133 = shl i64 %lsr.iv1552, 3
  %scevgep1639 = getelementptr i8, i8* %scevgep1624, i64 %133
  %scevgep16391640 = bitcast i8* %scevgep1639 to double*
  %scevgep1641 = getelementptr double, double* %scevgep16391640, i64 3
  %.699.us.7 = load double, double* %scevgep1641, align 8
  %134 = shl i64 %lsr.iv1552, 3
  %scevgep1666 = getelementptr i8, i8* %scevgep1648, i64 %134
  %scevgep16661667 = bitcast i8* %scevgep1666 to double*
  %scevgep1668 = getelementptr double, double* %scevgep16661667, i64 3
  %.759.us.7 = load double, double* %scevgep1668, align 8
  %135 = shl i64 %lsr.iv1552, 3
  %scevgep1609 = getelementptr i8, i8* %lsr.iv1572, i64 %135
  %scevgep16091610 = bitcast i8* %scevgep1609 to double*
  %scevgep1611 = getelementptr double, double* %scevgep16091610, i64 2
  %.817.us.7 = load double, double* %scevgep1611, align 8
  %.823.us.7 = icmp slt i64 %.822, %.564.us.7
  %.824.us.7 = select i1 %.823.us.7, i64 %.822, i64 %131
  %.853.us.7 = icmp slt i64 %.824.us.7, 0
  %.854.us.7 = select i1 %.853.us.7, i64 %arg.u0.5.1, i64 0
  %.855.us.7 = add i64 %.824.us.7, %.636.us
  %.875.us.7 = add i64 %.855.us.7, %.854.us.7
  %.876.us.7 = getelementptr double, double* %96, i64 %.875.us.7
  %.877.us.7 = load double, double* %.876.us.7, align 8
  %.880.us.7 = fadd double %.699.us.7, %.759.us.7
  %.881.us.7 = fadd double %.880.us.7, %.817.us.7
  %.882.us.7 = fadd double %.881.us.7, %.877.us.7
  %.883.us.7 = fmul double %.641.us.7, 4.000000e+00
  %.884.us.7 = fsub double %.882.us.7, %.883.us.7
  %.885.us.7 = fmul double %.641.us.7, %.641.us.7
  %.886.us.7 = fmul double %.641.us.7, %.885.us.7
  %.887.us.7 = fsub double %.884.us.7, %.886.us.7
  %.889.us.7 = fmul double %.887.us.7, %arg.h
  %.890.us.7 = fadd double %.641.us.7, %.889.us.7
  %scevgep1568 = getelementptr double, double* %lsr.iv1554, i64 %lsr.iv1552
  %scevgep1569 = getelementptr double, double* %scevgep1568, i64 3
  store double %.890.us.7, double* %scevgep1569, align 8
  %lsr.iv.next1553 = add nuw i64 %lsr.iv1552, 8
  %niter425.ncmp.7 = icmp eq i64 %.564.us.7, %unroll_iter424
  br i1 %niter425.ncmp.7, label %B202.B168.loopexit_crit_edge.us.unr-lcssa.loopexit, label %B204.us

B202.B168.loopexit_crit_edge.us.unr-lcssa.loopexit: ; preds = %B204.us
  %136 = add i64 %lsr.iv.next1553, -4
  br label %B202.B168.loopexit_crit_edge.us.unr-lcssa

B202.B168.loopexit_crit_edge.us.unr-lcssa:        ; preds = %B202.B168.loopexit_crit_edge.us.unr-lcssa.loopexit, %B170.endif.us
  %.495.0194.us.unr = phi i64 [ 0, %B170.endif.us ], [ %136, %B202.B168.loopexit_crit_edge.us.unr-lcssa.loopexit ]
  %137 = icmp eq i64 %xtraiter421, 0
  br i1 %137, label %B202.B168.loopexit_crit_edge.us, label %B204.us.epil.preheader

B204.us.epil.preheader:                           ; preds = %B202.B168.loopexit_crit_edge.us.unr-lcssa
  %138 = add i64 %.733.us, %smin1672
  %139 = mul i64 %arg.u0.5.1, %138
  %140 = add i64 %.495.0194.us.unr, %139
  %141 = shl i64 %140, 3
  %scevgep1673 = getelementptr i8, i8* %.6.i, i64 %141
  %142 = shl i64 %.495.0194.us.unr, 3
  %143 = add i64 %89, %142
  %scevgep1677 = getelementptr i8, i8* %.6.i, i64 %143
  %scevgep1680 = getelementptr double, double* %lsr.iv1554, i64 %.495.0194.us.unr
  %scevgep1682 = getelementptr i8, i8* %lsr.iv1572, i64 %142
  br label %B204.us.epil

B204.us.epil:                                     ; preds = %B204.us.epil.preheader, %B204.us.epil
  %epil.iter422 = phi i64 [ %epil.iter422.next, %B204.us.epil ], [ 0, %B204.us.epil.preheader ]
  %144 = bitcast i8* %.6.i to double*
  %145 = add i64 %.495.0194.us.unr, %epil.iter422
  %146 = add i64 %145, 1
  %147 = shl nuw nsw i64 %epil.iter422, 3
  %scevgep1683 = getelementptr i8, i8* %scevgep1682, i64 %147
  %scevgep16831684 = bitcast i8* %scevgep1683 to double*
  %.641.us.epil = load double, double* %scevgep16831684, align 8
  %148 = shl nuw nsw i64 %epil.iter422, 3
  %scevgep1678 = getelementptr i8, i8* %scevgep1677, i64 %148
  %scevgep16781679 = bitcast i8* %scevgep1678 to double*
  %.699.us.epil = load double, double* %scevgep16781679, align 8
  %149 = shl nuw nsw i64 %epil.iter422, 3
  %scevgep1674 = getelementptr i8, i8* %scevgep1673, i64 %149
  %scevgep16741675 = bitcast i8* %scevgep1674 to double*
  %.759.us.epil = load double, double* %scevgep16741675, align 8
  %150 = icmp ugt i64 %145, 1
  %151 = select i1 %150, i64 %145, i64 1
  %.815.us.epil = add i64 %.764.us, %151
  %.816.us.epil = getelementptr double, double* %144, i64 %.815.us.epil
  %.817.us.epil = load double, double* %.816.us.epil, align 8
  %.823.us.epil = icmp slt i64 %.822, %146
  %.824.us.epil = select i1 %.823.us.epil, i64 %.822, i64 %146
  %.853.us.epil = icmp slt i64 %.824.us.epil, 0
  %.854.us.epil = select i1 %.853.us.epil, i64 %arg.u0.5.1, i64 0
  %.855.us.epil = add i64 %.824.us.epil, %.636.us
  %.875.us.epil = add i64 %.855.us.epil, %.854.us.epil
  %.876.us.epil = getelementptr double, double* %144, i64 %.875.us.epil
  %.877.us.epil = load double, double* %.876.us.epil, align 8
  %.880.us.epil = fadd double %.699.us.epil, %.759.us.epil
  %.881.us.epil = fadd double %.880.us.epil, %.817.us.epil
  %.882.us.epil = fadd double %.881.us.epil, %.877.us.epil
  %.883.us.epil = fmul double %.641.us.epil, 4.000000e+00
  %.884.us.epil = fsub double %.882.us.epil, %.883.us.epil
  %.885.us.epil = fmul double %.641.us.epil, %.641.us.epil
  %.886.us.epil = fmul double %.641.us.epil, %.885.us.epil
  %.887.us.epil = fsub double %.884.us.epil, %.886.us.epil
  %.889.us.epil = fmul double %.887.us.epil, %arg.h
  %.890.us.epil = fadd double %.641.us.epil, %.889.us.epil
  %scevgep1681 = getelementptr double, double* %scevgep1680, i64 %epil.iter422
  store double %.890.us.epil, double* %scevgep1681, align 8
  %epil.iter422.next = add i64 %epil.iter422, 1
  %epil.iter422.cmp.not = icmp eq i64 %xtraiter421, %epil.iter422.next
  br i1 %epil.iter422.cmp.not, label %B202.B168.loopexit_crit_edge.us, label %B204.us.epil, !llvm.loop !23

B202.B168.loopexit_crit_edge.us:                  ; preds = %B204.us.epil, %B202.B168.loopexit_crit_edge.us.unr-lcssa
  %152 = bitcast i8* %lsr.iv1572 to i1*
  %153 = bitcast double* %lsr.iv1554 to i1*
  %scevgep1556 = getelementptr i1, i1* %153, i64 %82
  %154 = bitcast i1* %scevgep1556 to double*
  %scevgep1574 = getelementptr i1, i1* %152, i64 %82
  %155 = bitcast i1* %scevgep1574 to i8*
  %lsr.iv.next1646 = add nuw i64 %lsr.iv1645, 1
  %exitcond214.not = icmp eq i64 %.443.us, %spec.select
  br i1 %exitcond214.not, label %B532, label %B170.endif.us

B538.endif.endif.endif.endif.if:                  ; preds = %B128.i.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139991983626880, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !15
  br label %common.ret

B538.endif.endif.endif.endif.endif:               ; preds = %B128.i.1
  %.1130 = extractvalue { i64, i1 } %.1129, 0
  %.7.i.i25 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1130, i32 32), !noalias !24
  %.8.i.i26 = icmp eq i8* %.7.i.i25, null
  br i1 %.8.i.i26, label %B538.endif.endif.endif.endif.endif.if, label %B538.endif.endif.endif.endif.endif.endif, !prof !0

B538.endif.endif.endif.endif.endif.if:            ; preds = %B538.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139991983626304, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B538.endif.endif.endif.endif.endif.endif:         ; preds = %B538.endif.endif.endif.endif.endif
  %.5.i31 = getelementptr i8, i8* %.7.i.i25, i64 24
  %156 = bitcast i8* %.5.i31 to double**
  %.6.i3297 = load double*, double** %156, align 8
  %.121688 = icmp sgt i64 %arg.u0.5.0, 0
  br i1 %.121688, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B538.endif.endif.endif.endif.endif.endif
  %.121979 = icmp sgt i64 %arg.u0.5.1, 0
  br i1 %.121979, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %scevgep295 = getelementptr double, double* %.6.i1.i.2, i64 %arg.u0.5.1
  %scevgep300 = getelementptr double, double* %.6.i1.i.2, i64 %arg.u0.5.1
  %157 = add i64 %arg.u0.5.1, -1
  %158 = add i64 %arg.u0.5.1, -32
  %159 = lshr i64 %158, 5
  %160 = add nuw nsw i64 %159, 1
  %xtraiter400 = and i64 %arg.u0.5.1, 7
  %n.vec = and i64 %arg.u0.5.1, -32
  %xtraiter403 = and i64 %160, 7
  %unroll_iter406 = and i64 %160, 1152921504606846968
  %ind.escape = add i64 %n.vec, -1
  %n.vec316 = and i64 %arg.u0.5.1, -32
  %ind.escape329 = add i64 %n.vec316, -1
  %161 = shl i64 %arg.u0.5.1, 3
  %scevgep675 = getelementptr double, double* %.6.i1.i.2, i64 248
  %scevgep871 = getelementptr double, double* %.6.i3297, i64 24
  %scevgep890 = getelementptr double, double* %.6.i1.i.2, i64 24
  %162 = shl nuw nsw i64 %xtraiter403, 8
  %163 = sub i64 0, %arg.u0.5.1
  %scevgep964 = getelementptr double, double* %.6.i1.i.2, i64 248
  %scevgep1061 = getelementptr double, double* %.6.i1.i.2, i64 248
  %scevgep1270 = getelementptr double, double* %.6.i1.i.2, i64 24
  %scevgep1284 = getelementptr double, double* %.6.i1.i.2, i64 24
  %164 = shl nuw nsw i64 %xtraiter403, 8
  %scevgep1306 = getelementptr double, double* %.6.i1.i.2, i64 7
  %scevgep1323 = getelementptr double, double* %.6.i1.i.2, i64 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv908 = phi double* [ %.6.i1.i.2, %for.cond.1.preheader.us.preheader ], [ %185, %for.end.1.loopexit.us ]
  %lsr.iv891 = phi double* [ %scevgep890, %for.cond.1.preheader.us.preheader ], [ %184, %for.end.1.loopexit.us ]
  %lsr.iv872 = phi double* [ %scevgep871, %for.cond.1.preheader.us.preheader ], [ %183, %for.end.1.loopexit.us ]
  %lsr.iv676 = phi double* [ %scevgep675, %for.cond.1.preheader.us.preheader ], [ %182, %for.end.1.loopexit.us ]
  %lsr.iv656 = phi double* [ %.6.i3297, %for.cond.1.preheader.us.preheader ], [ %181, %for.end.1.loopexit.us ]
  %loop.index93.us = phi i64 [ %.1288.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1212.092.us = phi i64 [ %.1212.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1209.091.us = phi i64 [ %.1209.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1206.090.us = phi i64 [ %.1206.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1203.089.us = phi i64 [ %spec.select133.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %165 = icmp eq i64 %arg.u0.5.0, 1
  %166 = mul i64 %loop.index93.us, %arg.u0.5.1
  %scevgep289 = getelementptr double, double* %.6.i3297, i64 %166
  %167 = add i64 %166, %arg.u0.5.1
  %scevgep291 = getelementptr double, double* %.6.i3297, i64 %167
  %168 = mul i64 %loop.index93.us, %arg.u0.5.1
  %scevgep = getelementptr double, double* %.6.i3297, i64 %168
  %169 = add i64 %168, %arg.u0.5.1
  %scevgep235 = getelementptr double, double* %.6.i3297, i64 %169
  %170 = mul i64 %loop.index93.us, %arg.u0.5.1
  %scevgep237 = getelementptr double, double* %.6.i1.i.2, i64 %170
  %171 = add i64 %170, %arg.u0.5.1
  %scevgep239 = getelementptr double, double* %.6.i1.i.2, i64 %171
  br i1 %165, label %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us, label %for.body.1.preheader.split.us.us

for.body.1.us157:                                 ; preds = %for.body.1.us157.preheader, %for.body.1.us157
  %loop.index.184.us158 = phi i64 [ %.1286.us170.7, %for.body.1.us157 ], [ %loop.index.184.us158.unr, %for.body.1.us157.preheader ]
  %sunkaddr = mul i64 %.1235.us160, 8
  %172 = bitcast double* %.6.i1.i.2 to i8*
  %sunkaddr1685 = getelementptr i8, i8* %172, i64 %sunkaddr
  %173 = bitcast i8* %sunkaddr1685 to double*
  %.1237.us162 = load double, double* %173, align 8
  %sunkaddr1686 = mul i64 %.1252.us164, 8
  %174 = bitcast double* %.6.i1.i.2 to i8*
  %sunkaddr1687 = getelementptr i8, i8* %174, i64 %sunkaddr1686
  %175 = bitcast i8* %sunkaddr1687 to double*
  %.1254.us166 = load double, double* %175, align 8
  %.6.i33.us167 = fmul double %.1237.us162, %.1254.us166
  %scevgep951 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us158
  store double %.6.i33.us167, double* %scevgep951, align 8
  %.1237.us162.1 = load double, double* %173, align 8
  %.1254.us166.1 = load double, double* %175, align 8
  %.6.i33.us167.1 = fmul double %.1237.us162.1, %.1254.us166.1
  %scevgep954 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us158
  %scevgep955 = getelementptr double, double* %scevgep954, i64 1
  store double %.6.i33.us167.1, double* %scevgep955, align 8
  %.1237.us162.2 = load double, double* %173, align 8
  %.1254.us166.2 = load double, double* %175, align 8
  %.6.i33.us167.2 = fmul double %.1237.us162.2, %.1254.us166.2
  %scevgep956 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us158
  %scevgep957 = getelementptr double, double* %scevgep956, i64 2
  store double %.6.i33.us167.2, double* %scevgep957, align 8
  %.1237.us162.3 = load double, double* %173, align 8
  %.1254.us166.3 = load double, double* %175, align 8
  %.6.i33.us167.3 = fmul double %.1237.us162.3, %.1254.us166.3
  %scevgep958 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us158
  %scevgep959 = getelementptr double, double* %scevgep958, i64 3
  store double %.6.i33.us167.3, double* %scevgep959, align 8
  %.1237.us162.4 = load double, double* %173, align 8
  %.1254.us166.4 = load double, double* %175, align 8
  %.6.i33.us167.4 = fmul double %.1237.us162.4, %.1254.us166.4
  %scevgep949 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us158
  %scevgep950 = getelementptr double, double* %scevgep949, i64 4
  store double %.6.i33.us167.4, double* %scevgep950, align 8
  %.1237.us162.5 = load double, double* %173, align 8
  %.1254.us166.5 = load double, double* %175, align 8
  %.6.i33.us167.5 = fmul double %.1237.us162.5, %.1254.us166.5
  %scevgep962 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us158
  %scevgep963 = getelementptr double, double* %scevgep962, i64 5
  store double %.6.i33.us167.5, double* %scevgep963, align 8
  %.1237.us162.6 = load double, double* %173, align 8
  %.1254.us166.6 = load double, double* %175, align 8
  %.6.i33.us167.6 = fmul double %.1237.us162.6, %.1254.us166.6
  %scevgep960 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us158
  %scevgep961 = getelementptr double, double* %scevgep960, i64 6
  store double %.6.i33.us167.6, double* %scevgep961, align 8
  %.1237.us162.7 = load double, double* %173, align 8
  %.1254.us166.7 = load double, double* %175, align 8
  %.6.i33.us167.7 = fmul double %.1237.us162.7, %.1254.us166.7
  %scevgep952 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us158
  %scevgep953 = getelementptr double, double* %scevgep952, i64 7
  store double %.6.i33.us167.7, double* %scevgep953, align 8
  %.1286.us170.7 = add nuw nsw i64 %loop.index.184.us158, 8
  %exitcond.not.7 = icmp eq i64 %arg.u0.5.1, %.1286.us170.7
  br i1 %exitcond.not.7, label %for.end.1.loopexit.us, label %for.body.1.us157, !llvm.loop !31

for.end.1.loopexit.us:                            ; preds = %for.body.1.us157.prol.loopexit, %for.body.1.us138.us.prol.loopexit, %middle.block310, %for.body.1.us.us176, %for.body.1.us.us.us, %for.body.1.us157, %for.body.1.us138.us, %for.body.1.us.us176.prol.loopexit, %for.body.1.us.us.us.prol.loopexit, %middle.block
  %spec.select133.lcssa.us = phi i64 [ %loop.index93.us, %middle.block ], [ %loop.index93.us, %for.body.1.us.us.us.prol.loopexit ], [ %loop.index93.us, %for.body.1.us.us176.prol.loopexit ], [ %.1203.089.us, %for.body.1.us138.us ], [ %.1203.089.us, %for.body.1.us157 ], [ %loop.index93.us, %for.body.1.us.us.us ], [ %loop.index93.us, %for.body.1.us.us176 ], [ %.1203.089.us, %middle.block310 ], [ %.1203.089.us, %for.body.1.us138.us.prol.loopexit ], [ %.1203.089.us, %for.body.1.us157.prol.loopexit ]
  %.1206.2.lcssa.us = phi i64 [ %ind.escape, %middle.block ], [ %loop.index.184.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %.1206.090.us, %for.body.1.us.us176.prol.loopexit ], [ %lsr.iv.next1305, %for.body.1.us138.us ], [ %.1206.090.us, %for.body.1.us157 ], [ %lsr.iv.next915, %for.body.1.us.us.us ], [ %.1206.090.us, %for.body.1.us.us176 ], [ %ind.escape329, %middle.block310 ], [ %loop.index.184.us139.us.lcssa.unr, %for.body.1.us138.us.prol.loopexit ], [ %.1206.090.us, %for.body.1.us157.prol.loopexit ]
  %.1209.2.lcssa.us = phi i64 [ %loop.index93.us, %middle.block ], [ %loop.index93.us, %for.body.1.us.us.us.prol.loopexit ], [ %loop.index93.us, %for.body.1.us.us176.prol.loopexit ], [ %.1209.091.us, %for.body.1.us138.us ], [ %.1209.091.us, %for.body.1.us157 ], [ %loop.index93.us, %for.body.1.us.us.us ], [ %loop.index93.us, %for.body.1.us.us176 ], [ %.1209.091.us, %middle.block310 ], [ %.1209.091.us, %for.body.1.us138.us.prol.loopexit ], [ %.1209.091.us, %for.body.1.us157.prol.loopexit ]
  %.1212.2.lcssa.us = phi i64 [ %ind.escape, %middle.block ], [ %loop.index.184.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %.1212.092.us, %for.body.1.us.us176.prol.loopexit ], [ %lsr.iv.next1305, %for.body.1.us138.us ], [ %.1212.092.us, %for.body.1.us157 ], [ %lsr.iv.next915, %for.body.1.us.us.us ], [ %.1212.092.us, %for.body.1.us.us176 ], [ %ind.escape329, %middle.block310 ], [ %loop.index.184.us139.us.lcssa.unr, %for.body.1.us138.us.prol.loopexit ], [ %.1212.092.us, %for.body.1.us157.prol.loopexit ]
  %176 = bitcast double* %lsr.iv656 to i1*
  %177 = bitcast double* %lsr.iv676 to i1*
  %178 = bitcast double* %lsr.iv891 to i1*
  %179 = bitcast double* %lsr.iv872 to i1*
  %180 = bitcast double* %lsr.iv908 to i1*
  %.1288.us = add nuw nsw i64 %loop.index93.us, 1
  %scevgep658 = getelementptr i1, i1* %176, i64 %161
  %181 = bitcast i1* %scevgep658 to double*
  %scevgep678 = getelementptr i1, i1* %177, i64 %161
  %182 = bitcast i1* %scevgep678 to double*
  %scevgep874 = getelementptr i1, i1* %179, i64 %161
  %183 = bitcast i1* %scevgep874 to double*
  %scevgep893 = getelementptr i1, i1* %178, i64 %161
  %184 = bitcast i1* %scevgep893 to double*
  %scevgep910 = getelementptr i1, i1* %180, i64 %161
  %185 = bitcast i1* %scevgep910 to double*
  %exitcond212.not = icmp eq i64 %.1288.us, %arg.u0.5.0
  br i1 %exitcond212.not, label %for.end, label %for.cond.1.preheader.us

for.body.1.us.us176:                              ; preds = %for.body.1.us.us176.preheader, %for.body.1.us.us176
  %loop.index.184.us.us177 = phi i64 [ %.1286.us.us187.7, %for.body.1.us.us176 ], [ %loop.index.184.us.us177.unr, %for.body.1.us.us176.preheader ]
  %sunkaddr1688 = mul i64 %.1235.us.us178, 8
  %186 = bitcast double* %.6.i1.i.2 to i8*
  %sunkaddr1689 = getelementptr i8, i8* %186, i64 %sunkaddr1688
  %187 = bitcast i8* %sunkaddr1689 to double*
  %.1237.us.us180 = load double, double* %187, align 8
  %sunkaddr1690 = mul i64 %.1252.us.us181, 8
  %188 = bitcast double* %.6.i1.i.2 to i8*
  %sunkaddr1691 = getelementptr i8, i8* %188, i64 %sunkaddr1690
  %189 = bitcast i8* %sunkaddr1691 to double*
  %.1254.us.us183 = load double, double* %189, align 8
  %.6.i33.us.us184 = fmul double %.1237.us.us180, %.1254.us.us183
  %scevgep662 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us.us177
  store double %.6.i33.us.us184, double* %scevgep662, align 8
  %.1237.us.us180.1 = load double, double* %187, align 8
  %.1254.us.us183.1 = load double, double* %189, align 8
  %.6.i33.us.us184.1 = fmul double %.1237.us.us180.1, %.1254.us.us183.1
  %scevgep665 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us.us177
  %scevgep666 = getelementptr double, double* %scevgep665, i64 1
  store double %.6.i33.us.us184.1, double* %scevgep666, align 8
  %.1237.us.us180.2 = load double, double* %187, align 8
  %.1254.us.us183.2 = load double, double* %189, align 8
  %.6.i33.us.us184.2 = fmul double %.1237.us.us180.2, %.1254.us.us183.2
  %scevgep667 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us.us177
  %scevgep668 = getelementptr double, double* %scevgep667, i64 2
  store double %.6.i33.us.us184.2, double* %scevgep668, align 8
  %.1237.us.us180.3 = load double, double* %187, align 8
  %.1254.us.us183.3 = load double, double* %189, align 8
  %.6.i33.us.us184.3 = fmul double %.1237.us.us180.3, %.1254.us.us183.3
  %scevgep669 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us.us177
  %scevgep670 = getelementptr double, double* %scevgep669, i64 3
  store double %.6.i33.us.us184.3, double* %scevgep670, align 8
  %.1237.us.us180.4 = load double, double* %187, align 8
  %.1254.us.us183.4 = load double, double* %189, align 8
  %.6.i33.us.us184.4 = fmul double %.1237.us.us180.4, %.1254.us.us183.4
  %scevgep660 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us.us177
  %scevgep661 = getelementptr double, double* %scevgep660, i64 4
  store double %.6.i33.us.us184.4, double* %scevgep661, align 8
  %.1237.us.us180.5 = load double, double* %187, align 8
  %.1254.us.us183.5 = load double, double* %189, align 8
  %.6.i33.us.us184.5 = fmul double %.1237.us.us180.5, %.1254.us.us183.5
  %scevgep673 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us.us177
  %scevgep674 = getelementptr double, double* %scevgep673, i64 5
  store double %.6.i33.us.us184.5, double* %scevgep674, align 8
  %.1237.us.us180.6 = load double, double* %187, align 8
  %.1254.us.us183.6 = load double, double* %189, align 8
  %.6.i33.us.us184.6 = fmul double %.1237.us.us180.6, %.1254.us.us183.6
  %scevgep671 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us.us177
  %scevgep672 = getelementptr double, double* %scevgep671, i64 6
  store double %.6.i33.us.us184.6, double* %scevgep672, align 8
  %.1237.us.us180.7 = load double, double* %187, align 8
  %.1254.us.us183.7 = load double, double* %189, align 8
  %.6.i33.us.us184.7 = fmul double %.1237.us.us180.7, %.1254.us.us183.7
  %scevgep663 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us.us177
  %scevgep664 = getelementptr double, double* %scevgep663, i64 7
  store double %.6.i33.us.us184.7, double* %scevgep664, align 8
  %.1286.us.us187.7 = add nuw nsw i64 %loop.index.184.us.us177, 8
  %exitcond210.not.7 = icmp eq i64 %arg.u0.5.1, %.1286.us.us187.7
  br i1 %exitcond210.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us176, !llvm.loop !33

for.body.1.preheader.split.us.us:                 ; preds = %for.cond.1.preheader.us
  %190 = icmp ugt i64 %arg.u0.5.1, 1
  %.1232.us.us = mul i64 %loop.index93.us, %arg.u0.5.1
  br i1 %190, label %for.body.1.us.us.us.preheader, label %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us

for.body.1.us.us.us.preheader:                    ; preds = %for.body.1.preheader.split.us.us
  %191 = icmp ult i64 %arg.u0.5.1, 32
  br i1 %191, label %for.body.1.us.us.us.preheader385, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us.us.us.preheader
  %bound0 = icmp ult double* %scevgep, %scevgep239
  %bound1 = icmp ult double* %scevgep237, %scevgep235
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.us.us.us.preheader385, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %192 = icmp ult i64 %158, 224
  br i1 %192, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv869 = phi i64 [ %unroll_iter406, %vector.body.preheader ], [ %lsr.iv.next870, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep762 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep762763 = bitcast double* %scevgep762 to <8 x double>*
  %scevgep764 = getelementptr <8 x double>, <8 x double>* %scevgep762763, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep764, align 8, !alias.scope !34
  %scevgep771 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep771772 = bitcast double* %scevgep771 to <8 x double>*
  %scevgep773 = getelementptr <8 x double>, <8 x double>* %scevgep771772, i64 -30
  %wide.load241 = load <8 x double>, <8 x double>* %scevgep773, align 8, !alias.scope !34
  %scevgep768 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep768769 = bitcast double* %scevgep768 to <8 x double>*
  %scevgep770 = getelementptr <8 x double>, <8 x double>* %scevgep768769, i64 -29
  %wide.load242 = load <8 x double>, <8 x double>* %scevgep770, align 8, !alias.scope !34
  %scevgep765 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep765766 = bitcast double* %scevgep765 to <8 x double>*
  %scevgep767 = getelementptr <8 x double>, <8 x double>* %scevgep765766, i64 -28
  %wide.load243 = load <8 x double>, <8 x double>* %scevgep767, align 8, !alias.scope !34
  %193 = fmul <8 x double> %wide.load, %wide.load
  %194 = fmul <8 x double> %wide.load241, %wide.load241
  %195 = fmul <8 x double> %wide.load242, %wide.load242
  %196 = fmul <8 x double> %wide.load243, %wide.load243
  %scevgep858 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep858859 = bitcast double* %scevgep858 to <8 x double>*
  store <8 x double> %193, <8 x double>* %scevgep858859, align 8, !alias.scope !37, !noalias !34
  %scevgep866 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep866867 = bitcast double* %scevgep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %scevgep866867, i64 1
  store <8 x double> %194, <8 x double>* %scevgep868, align 8, !alias.scope !37, !noalias !34
  %scevgep863 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep863864 = bitcast double* %scevgep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %scevgep863864, i64 2
  store <8 x double> %195, <8 x double>* %scevgep865, align 8, !alias.scope !37, !noalias !34
  %scevgep860 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep860861 = bitcast double* %scevgep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %scevgep860861, i64 3
  store <8 x double> %196, <8 x double>* %scevgep862, align 8, !alias.scope !37, !noalias !34
  %scevgep748 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep748749 = bitcast double* %scevgep748 to <8 x double>*
  %scevgep750 = getelementptr <8 x double>, <8 x double>* %scevgep748749, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep750, align 8, !alias.scope !34
  %scevgep745 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep745746 = bitcast double* %scevgep745 to <8 x double>*
  %scevgep747 = getelementptr <8 x double>, <8 x double>* %scevgep745746, i64 -26
  %wide.load241.1 = load <8 x double>, <8 x double>* %scevgep747, align 8, !alias.scope !34
  %scevgep742 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep742743 = bitcast double* %scevgep742 to <8 x double>*
  %scevgep744 = getelementptr <8 x double>, <8 x double>* %scevgep742743, i64 -25
  %wide.load242.1 = load <8 x double>, <8 x double>* %scevgep744, align 8, !alias.scope !34
  %scevgep739 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep739740 = bitcast double* %scevgep739 to <8 x double>*
  %scevgep741 = getelementptr <8 x double>, <8 x double>* %scevgep739740, i64 -24
  %wide.load243.1 = load <8 x double>, <8 x double>* %scevgep741, align 8, !alias.scope !34
  %197 = fmul <8 x double> %wide.load.1, %wide.load.1
  %198 = fmul <8 x double> %wide.load241.1, %wide.load241.1
  %199 = fmul <8 x double> %wide.load242.1, %wide.load242.1
  %200 = fmul <8 x double> %wide.load243.1, %wide.load243.1
  %scevgep843 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep843844 = bitcast double* %scevgep843 to <8 x double>*
  %scevgep845 = getelementptr <8 x double>, <8 x double>* %scevgep843844, i64 4
  store <8 x double> %197, <8 x double>* %scevgep845, align 8, !alias.scope !37, !noalias !34
  %scevgep840 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep840841 = bitcast double* %scevgep840 to <8 x double>*
  %scevgep842 = getelementptr <8 x double>, <8 x double>* %scevgep840841, i64 5
  store <8 x double> %198, <8 x double>* %scevgep842, align 8, !alias.scope !37, !noalias !34
  %scevgep837 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep837838 = bitcast double* %scevgep837 to <8 x double>*
  %scevgep839 = getelementptr <8 x double>, <8 x double>* %scevgep837838, i64 6
  store <8 x double> %199, <8 x double>* %scevgep839, align 8, !alias.scope !37, !noalias !34
  %scevgep834 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep834835 = bitcast double* %scevgep834 to <8 x double>*
  %scevgep836 = getelementptr <8 x double>, <8 x double>* %scevgep834835, i64 7
  store <8 x double> %200, <8 x double>* %scevgep836, align 8, !alias.scope !37, !noalias !34
  %scevgep736 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep736737 = bitcast double* %scevgep736 to <8 x double>*
  %scevgep738 = getelementptr <8 x double>, <8 x double>* %scevgep736737, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep738, align 8, !alias.scope !34
  %scevgep733 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep733734 = bitcast double* %scevgep733 to <8 x double>*
  %scevgep735 = getelementptr <8 x double>, <8 x double>* %scevgep733734, i64 -22
  %wide.load241.2 = load <8 x double>, <8 x double>* %scevgep735, align 8, !alias.scope !34
  %scevgep730 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep730731 = bitcast double* %scevgep730 to <8 x double>*
  %scevgep732 = getelementptr <8 x double>, <8 x double>* %scevgep730731, i64 -21
  %wide.load242.2 = load <8 x double>, <8 x double>* %scevgep732, align 8, !alias.scope !34
  %scevgep727 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep727728 = bitcast double* %scevgep727 to <8 x double>*
  %scevgep729 = getelementptr <8 x double>, <8 x double>* %scevgep727728, i64 -20
  %wide.load243.2 = load <8 x double>, <8 x double>* %scevgep729, align 8, !alias.scope !34
  %201 = fmul <8 x double> %wide.load.2, %wide.load.2
  %202 = fmul <8 x double> %wide.load241.2, %wide.load241.2
  %203 = fmul <8 x double> %wide.load242.2, %wide.load242.2
  %204 = fmul <8 x double> %wide.load243.2, %wide.load243.2
  %scevgep831 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep831832 = bitcast double* %scevgep831 to <8 x double>*
  %scevgep833 = getelementptr <8 x double>, <8 x double>* %scevgep831832, i64 8
  store <8 x double> %201, <8 x double>* %scevgep833, align 8, !alias.scope !37, !noalias !34
  %scevgep828 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep828829 = bitcast double* %scevgep828 to <8 x double>*
  %scevgep830 = getelementptr <8 x double>, <8 x double>* %scevgep828829, i64 9
  store <8 x double> %202, <8 x double>* %scevgep830, align 8, !alias.scope !37, !noalias !34
  %scevgep825 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep825826 = bitcast double* %scevgep825 to <8 x double>*
  %scevgep827 = getelementptr <8 x double>, <8 x double>* %scevgep825826, i64 10
  store <8 x double> %203, <8 x double>* %scevgep827, align 8, !alias.scope !37, !noalias !34
  %scevgep822 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep822823 = bitcast double* %scevgep822 to <8 x double>*
  %scevgep824 = getelementptr <8 x double>, <8 x double>* %scevgep822823, i64 11
  store <8 x double> %204, <8 x double>* %scevgep824, align 8, !alias.scope !37, !noalias !34
  %scevgep724 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep724725 = bitcast double* %scevgep724 to <8 x double>*
  %scevgep726 = getelementptr <8 x double>, <8 x double>* %scevgep724725, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep726, align 8, !alias.scope !34
  %scevgep721 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep721722 = bitcast double* %scevgep721 to <8 x double>*
  %scevgep723 = getelementptr <8 x double>, <8 x double>* %scevgep721722, i64 -18
  %wide.load241.3 = load <8 x double>, <8 x double>* %scevgep723, align 8, !alias.scope !34
  %scevgep718 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep718719 = bitcast double* %scevgep718 to <8 x double>*
  %scevgep720 = getelementptr <8 x double>, <8 x double>* %scevgep718719, i64 -17
  %wide.load242.3 = load <8 x double>, <8 x double>* %scevgep720, align 8, !alias.scope !34
  %scevgep715 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep715716 = bitcast double* %scevgep715 to <8 x double>*
  %scevgep717 = getelementptr <8 x double>, <8 x double>* %scevgep715716, i64 -16
  %wide.load243.3 = load <8 x double>, <8 x double>* %scevgep717, align 8, !alias.scope !34
  %205 = fmul <8 x double> %wide.load.3, %wide.load.3
  %206 = fmul <8 x double> %wide.load241.3, %wide.load241.3
  %207 = fmul <8 x double> %wide.load242.3, %wide.load242.3
  %208 = fmul <8 x double> %wide.load243.3, %wide.load243.3
  %scevgep819 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep819820 = bitcast double* %scevgep819 to <8 x double>*
  %scevgep821 = getelementptr <8 x double>, <8 x double>* %scevgep819820, i64 12
  store <8 x double> %205, <8 x double>* %scevgep821, align 8, !alias.scope !37, !noalias !34
  %scevgep816 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep816817 = bitcast double* %scevgep816 to <8 x double>*
  %scevgep818 = getelementptr <8 x double>, <8 x double>* %scevgep816817, i64 13
  store <8 x double> %206, <8 x double>* %scevgep818, align 8, !alias.scope !37, !noalias !34
  %scevgep813 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep813814 = bitcast double* %scevgep813 to <8 x double>*
  %scevgep815 = getelementptr <8 x double>, <8 x double>* %scevgep813814, i64 14
  store <8 x double> %207, <8 x double>* %scevgep815, align 8, !alias.scope !37, !noalias !34
  %scevgep810 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep810811 = bitcast double* %scevgep810 to <8 x double>*
  %scevgep812 = getelementptr <8 x double>, <8 x double>* %scevgep810811, i64 15
  store <8 x double> %208, <8 x double>* %scevgep812, align 8, !alias.scope !37, !noalias !34
  %scevgep712 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep712713 = bitcast double* %scevgep712 to <8 x double>*
  %scevgep714 = getelementptr <8 x double>, <8 x double>* %scevgep712713, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep714, align 8, !alias.scope !34
  %scevgep709 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep709710 = bitcast double* %scevgep709 to <8 x double>*
  %scevgep711 = getelementptr <8 x double>, <8 x double>* %scevgep709710, i64 -14
  %wide.load241.4 = load <8 x double>, <8 x double>* %scevgep711, align 8, !alias.scope !34
  %scevgep706 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep706707 = bitcast double* %scevgep706 to <8 x double>*
  %scevgep708 = getelementptr <8 x double>, <8 x double>* %scevgep706707, i64 -13
  %wide.load242.4 = load <8 x double>, <8 x double>* %scevgep708, align 8, !alias.scope !34
  %scevgep703 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep703704 = bitcast double* %scevgep703 to <8 x double>*
  %scevgep705 = getelementptr <8 x double>, <8 x double>* %scevgep703704, i64 -12
  %wide.load243.4 = load <8 x double>, <8 x double>* %scevgep705, align 8, !alias.scope !34
  %209 = fmul <8 x double> %wide.load.4, %wide.load.4
  %210 = fmul <8 x double> %wide.load241.4, %wide.load241.4
  %211 = fmul <8 x double> %wide.load242.4, %wide.load242.4
  %212 = fmul <8 x double> %wide.load243.4, %wide.load243.4
  %scevgep807 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep807808 = bitcast double* %scevgep807 to <8 x double>*
  %scevgep809 = getelementptr <8 x double>, <8 x double>* %scevgep807808, i64 16
  store <8 x double> %209, <8 x double>* %scevgep809, align 8, !alias.scope !37, !noalias !34
  %scevgep804 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep804805 = bitcast double* %scevgep804 to <8 x double>*
  %scevgep806 = getelementptr <8 x double>, <8 x double>* %scevgep804805, i64 17
  store <8 x double> %210, <8 x double>* %scevgep806, align 8, !alias.scope !37, !noalias !34
  %scevgep801 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep801802 = bitcast double* %scevgep801 to <8 x double>*
  %scevgep803 = getelementptr <8 x double>, <8 x double>* %scevgep801802, i64 18
  store <8 x double> %211, <8 x double>* %scevgep803, align 8, !alias.scope !37, !noalias !34
  %scevgep798 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep798799 = bitcast double* %scevgep798 to <8 x double>*
  %scevgep800 = getelementptr <8 x double>, <8 x double>* %scevgep798799, i64 19
  store <8 x double> %212, <8 x double>* %scevgep800, align 8, !alias.scope !37, !noalias !34
  %scevgep700 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep700701 = bitcast double* %scevgep700 to <8 x double>*
  %scevgep702 = getelementptr <8 x double>, <8 x double>* %scevgep700701, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep702, align 8, !alias.scope !34
  %scevgep697 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep697698 = bitcast double* %scevgep697 to <8 x double>*
  %scevgep699 = getelementptr <8 x double>, <8 x double>* %scevgep697698, i64 -10
  %wide.load241.5 = load <8 x double>, <8 x double>* %scevgep699, align 8, !alias.scope !34
  %scevgep694 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep694695 = bitcast double* %scevgep694 to <8 x double>*
  %scevgep696 = getelementptr <8 x double>, <8 x double>* %scevgep694695, i64 -9
  %wide.load242.5 = load <8 x double>, <8 x double>* %scevgep696, align 8, !alias.scope !34
  %scevgep691 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep691692 = bitcast double* %scevgep691 to <8 x double>*
  %scevgep693 = getelementptr <8 x double>, <8 x double>* %scevgep691692, i64 -8
  %wide.load243.5 = load <8 x double>, <8 x double>* %scevgep693, align 8, !alias.scope !34
  %213 = fmul <8 x double> %wide.load.5, %wide.load.5
  %214 = fmul <8 x double> %wide.load241.5, %wide.load241.5
  %215 = fmul <8 x double> %wide.load242.5, %wide.load242.5
  %216 = fmul <8 x double> %wide.load243.5, %wide.load243.5
  %scevgep795 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep795796 = bitcast double* %scevgep795 to <8 x double>*
  %scevgep797 = getelementptr <8 x double>, <8 x double>* %scevgep795796, i64 20
  store <8 x double> %213, <8 x double>* %scevgep797, align 8, !alias.scope !37, !noalias !34
  %scevgep792 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep792793 = bitcast double* %scevgep792 to <8 x double>*
  %scevgep794 = getelementptr <8 x double>, <8 x double>* %scevgep792793, i64 21
  store <8 x double> %214, <8 x double>* %scevgep794, align 8, !alias.scope !37, !noalias !34
  %scevgep789 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep789790 = bitcast double* %scevgep789 to <8 x double>*
  %scevgep791 = getelementptr <8 x double>, <8 x double>* %scevgep789790, i64 22
  store <8 x double> %215, <8 x double>* %scevgep791, align 8, !alias.scope !37, !noalias !34
  %scevgep786 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep786787 = bitcast double* %scevgep786 to <8 x double>*
  %scevgep788 = getelementptr <8 x double>, <8 x double>* %scevgep786787, i64 23
  store <8 x double> %216, <8 x double>* %scevgep788, align 8, !alias.scope !37, !noalias !34
  %scevgep688 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep688689 = bitcast double* %scevgep688 to <8 x double>*
  %scevgep690 = getelementptr <8 x double>, <8 x double>* %scevgep688689, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep690, align 8, !alias.scope !34
  %scevgep685 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep685686 = bitcast double* %scevgep685 to <8 x double>*
  %scevgep687 = getelementptr <8 x double>, <8 x double>* %scevgep685686, i64 -6
  %wide.load241.6 = load <8 x double>, <8 x double>* %scevgep687, align 8, !alias.scope !34
  %scevgep682 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep682683 = bitcast double* %scevgep682 to <8 x double>*
  %scevgep684 = getelementptr <8 x double>, <8 x double>* %scevgep682683, i64 -5
  %wide.load242.6 = load <8 x double>, <8 x double>* %scevgep684, align 8, !alias.scope !34
  %scevgep679 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep679680 = bitcast double* %scevgep679 to <8 x double>*
  %scevgep681 = getelementptr <8 x double>, <8 x double>* %scevgep679680, i64 -4
  %wide.load243.6 = load <8 x double>, <8 x double>* %scevgep681, align 8, !alias.scope !34
  %217 = fmul <8 x double> %wide.load.6, %wide.load.6
  %218 = fmul <8 x double> %wide.load241.6, %wide.load241.6
  %219 = fmul <8 x double> %wide.load242.6, %wide.load242.6
  %220 = fmul <8 x double> %wide.load243.6, %wide.load243.6
  %scevgep783 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep783784 = bitcast double* %scevgep783 to <8 x double>*
  %scevgep785 = getelementptr <8 x double>, <8 x double>* %scevgep783784, i64 24
  store <8 x double> %217, <8 x double>* %scevgep785, align 8, !alias.scope !37, !noalias !34
  %scevgep780 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep780781 = bitcast double* %scevgep780 to <8 x double>*
  %scevgep782 = getelementptr <8 x double>, <8 x double>* %scevgep780781, i64 25
  store <8 x double> %218, <8 x double>* %scevgep782, align 8, !alias.scope !37, !noalias !34
  %scevgep777 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep777778 = bitcast double* %scevgep777 to <8 x double>*
  %scevgep779 = getelementptr <8 x double>, <8 x double>* %scevgep777778, i64 26
  store <8 x double> %219, <8 x double>* %scevgep779, align 8, !alias.scope !37, !noalias !34
  %scevgep774 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep774775 = bitcast double* %scevgep774 to <8 x double>*
  %scevgep776 = getelementptr <8 x double>, <8 x double>* %scevgep774775, i64 27
  store <8 x double> %220, <8 x double>* %scevgep776, align 8, !alias.scope !37, !noalias !34
  %scevgep759 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep759760 = bitcast double* %scevgep759 to <8 x double>*
  %scevgep761 = getelementptr <8 x double>, <8 x double>* %scevgep759760, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep761, align 8, !alias.scope !34
  %scevgep756 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep756757 = bitcast double* %scevgep756 to <8 x double>*
  %scevgep758 = getelementptr <8 x double>, <8 x double>* %scevgep756757, i64 -2
  %wide.load241.7 = load <8 x double>, <8 x double>* %scevgep758, align 8, !alias.scope !34
  %scevgep753 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep753754 = bitcast double* %scevgep753 to <8 x double>*
  %scevgep755 = getelementptr <8 x double>, <8 x double>* %scevgep753754, i64 -1
  %wide.load242.7 = load <8 x double>, <8 x double>* %scevgep755, align 8, !alias.scope !34
  %scevgep751 = getelementptr double, double* %lsr.iv676, i64 %index
  %scevgep751752 = bitcast double* %scevgep751 to <8 x double>*
  %wide.load243.7 = load <8 x double>, <8 x double>* %scevgep751752, align 8, !alias.scope !34
  %221 = fmul <8 x double> %wide.load.7, %wide.load.7
  %222 = fmul <8 x double> %wide.load241.7, %wide.load241.7
  %223 = fmul <8 x double> %wide.load242.7, %wide.load242.7
  %224 = fmul <8 x double> %wide.load243.7, %wide.load243.7
  %scevgep855 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep855856 = bitcast double* %scevgep855 to <8 x double>*
  %scevgep857 = getelementptr <8 x double>, <8 x double>* %scevgep855856, i64 28
  store <8 x double> %221, <8 x double>* %scevgep857, align 8, !alias.scope !37, !noalias !34
  %scevgep852 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep852853 = bitcast double* %scevgep852 to <8 x double>*
  %scevgep854 = getelementptr <8 x double>, <8 x double>* %scevgep852853, i64 29
  store <8 x double> %222, <8 x double>* %scevgep854, align 8, !alias.scope !37, !noalias !34
  %scevgep849 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep849850 = bitcast double* %scevgep849 to <8 x double>*
  %scevgep851 = getelementptr <8 x double>, <8 x double>* %scevgep849850, i64 30
  store <8 x double> %223, <8 x double>* %scevgep851, align 8, !alias.scope !37, !noalias !34
  %scevgep846 = getelementptr double, double* %lsr.iv656, i64 %index
  %scevgep846847 = bitcast double* %scevgep846 to <8 x double>*
  %scevgep848 = getelementptr <8 x double>, <8 x double>* %scevgep846847, i64 31
  store <8 x double> %224, <8 x double>* %scevgep848, align 8, !alias.scope !37, !noalias !34
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next870 = add i64 %lsr.iv869, -8
  %niter407.ncmp.7 = icmp eq i64 %lsr.iv.next870, 0
  br i1 %niter407.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !39

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %225 = icmp eq i64 %xtraiter403, 0
  br i1 %225, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep875 = getelementptr double, double* %lsr.iv872, i64 %index.unr
  %scevgep894 = getelementptr double, double* %lsr.iv891, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv876 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next877, %vector.body.epil ]
  %226 = bitcast double* %scevgep894 to i8*
  %227 = bitcast double* %scevgep875 to i8*
  %uglygep904 = getelementptr i8, i8* %226, i64 %lsr.iv876
  %uglygep904905 = bitcast i8* %uglygep904 to <8 x double>*
  %scevgep906 = getelementptr <8 x double>, <8 x double>* %uglygep904905, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep906, align 8, !alias.scope !34
  %uglygep901 = getelementptr i8, i8* %226, i64 %lsr.iv876
  %uglygep901902 = bitcast i8* %uglygep901 to <8 x double>*
  %scevgep903 = getelementptr <8 x double>, <8 x double>* %uglygep901902, i64 -2
  %wide.load241.epil = load <8 x double>, <8 x double>* %scevgep903, align 8, !alias.scope !34
  %uglygep898 = getelementptr i8, i8* %226, i64 %lsr.iv876
  %uglygep898899 = bitcast i8* %uglygep898 to <8 x double>*
  %scevgep900 = getelementptr <8 x double>, <8 x double>* %uglygep898899, i64 -1
  %wide.load242.epil = load <8 x double>, <8 x double>* %scevgep900, align 8, !alias.scope !34
  %uglygep896 = getelementptr i8, i8* %226, i64 %lsr.iv876
  %uglygep896897 = bitcast i8* %uglygep896 to <8 x double>*
  %wide.load243.epil = load <8 x double>, <8 x double>* %uglygep896897, align 8, !alias.scope !34
  %228 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %229 = fmul <8 x double> %wide.load241.epil, %wide.load241.epil
  %230 = fmul <8 x double> %wide.load242.epil, %wide.load242.epil
  %231 = fmul <8 x double> %wide.load243.epil, %wide.load243.epil
  %uglygep887 = getelementptr i8, i8* %227, i64 %lsr.iv876
  %uglygep887888 = bitcast i8* %uglygep887 to <8 x double>*
  %scevgep889 = getelementptr <8 x double>, <8 x double>* %uglygep887888, i64 -3
  store <8 x double> %228, <8 x double>* %scevgep889, align 8, !alias.scope !37, !noalias !34
  %uglygep884 = getelementptr i8, i8* %227, i64 %lsr.iv876
  %uglygep884885 = bitcast i8* %uglygep884 to <8 x double>*
  %scevgep886 = getelementptr <8 x double>, <8 x double>* %uglygep884885, i64 -2
  store <8 x double> %229, <8 x double>* %scevgep886, align 8, !alias.scope !37, !noalias !34
  %uglygep881 = getelementptr i8, i8* %227, i64 %lsr.iv876
  %uglygep881882 = bitcast i8* %uglygep881 to <8 x double>*
  %scevgep883 = getelementptr <8 x double>, <8 x double>* %uglygep881882, i64 -1
  store <8 x double> %230, <8 x double>* %scevgep883, align 8, !alias.scope !37, !noalias !34
  %uglygep879 = getelementptr i8, i8* %227, i64 %lsr.iv876
  %uglygep879880 = bitcast i8* %uglygep879 to <8 x double>*
  store <8 x double> %231, <8 x double>* %uglygep879880, align 8, !alias.scope !37, !noalias !34
  %lsr.iv.next877 = add nuw nsw i64 %lsr.iv876, 256
  %epil.iter404.cmp.not = icmp eq i64 %162, %lsr.iv.next877
  br i1 %epil.iter404.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !40

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %232 = icmp eq i64 %n.vec, %arg.u0.5.1
  br i1 %232, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader385

for.body.1.us.us.us.preheader385:                 ; preds = %vector.memcheck, %for.body.1.us.us.us.preheader, %middle.block
  %loop.index.184.us.us.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us.us.us.preheader ], [ %n.vec, %middle.block ]
  %233 = and i64 %arg.u0.5.1, 7
  %234 = icmp eq i64 %233, 0
  %235 = xor i64 %loop.index.184.us.us.us.ph, -1
  %236 = add i64 %235, %arg.u0.5.1
  br i1 %234, label %for.body.1.us.us.us.prol.loopexit, label %for.body.1.us.us.us.prol.preheader

for.body.1.us.us.us.prol.preheader:               ; preds = %for.body.1.us.us.us.preheader385
  br label %for.body.1.us.us.us.prol

for.body.1.us.us.us.prol:                         ; preds = %for.body.1.us.us.us.prol.preheader, %for.body.1.us.us.us.prol
  %lsr.iv912 = phi i64 [ %xtraiter400, %for.body.1.us.us.us.prol.preheader ], [ %lsr.iv.next913, %for.body.1.us.us.us.prol ]
  %loop.index.184.us.us.us.prol = phi i64 [ %.1286.us.us.us.prol, %for.body.1.us.us.us.prol ], [ %loop.index.184.us.us.us.ph, %for.body.1.us.us.us.prol.preheader ]
  %scevgep911 = getelementptr double, double* %lsr.iv908, i64 %loop.index.184.us.us.us.prol
  %.1237.us.us.us.prol = load double, double* %scevgep911, align 8
  %.6.i33.us.us.us.prol = fmul double %.1237.us.us.us.prol, %.1237.us.us.us.prol
  %scevgep907 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us.us.us.prol
  store double %.6.i33.us.us.us.prol, double* %scevgep907, align 8
  %.1286.us.us.us.prol = add nuw i64 %loop.index.184.us.us.us.prol, 1
  %lsr.iv.next913 = add nsw i64 %lsr.iv912, -1
  %prol.iter410.cmp.not = icmp eq i64 %lsr.iv.next913, 0
  br i1 %prol.iter410.cmp.not, label %for.body.1.us.us.us.prol.loopexit.loopexit, label %for.body.1.us.us.us.prol, !llvm.loop !41

for.body.1.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us.us.us.prol
  %237 = add i64 %.1286.us.us.us.prol, -1
  br label %for.body.1.us.us.us.prol.loopexit

for.body.1.us.us.us.prol.loopexit:                ; preds = %for.body.1.us.us.us.prol.loopexit.loopexit, %for.body.1.us.us.us.preheader385
  %loop.index.184.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.1.us.us.us.preheader385 ], [ %237, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %loop.index.184.us.us.us.unr = phi i64 [ %loop.index.184.us.us.us.ph, %for.body.1.us.us.us.preheader385 ], [ %.1286.us.us.us.prol, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %238 = icmp ult i64 %236, 7
  br i1 %238, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader498

for.body.1.us.us.us.preheader498:                 ; preds = %for.body.1.us.us.us.prol.loopexit
  %239 = add i64 %loop.index.184.us.us.us.unr, -1
  br label %for.body.1.us.us.us

for.body.1.preheader.for.body.1.preheader.split_crit_edge.us: ; preds = %for.cond.1.preheader.us
  %240 = icmp ugt i64 %arg.u0.5.1, 1
  %.1232.us143.us = mul i64 %.1203.089.us, %arg.u0.5.1
  br i1 %240, label %for.body.1.preheader.split.split.us.us, label %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us

for.body.1.us138.us:                              ; preds = %for.body.1.us138.us.preheader496, %for.body.1.us138.us
  %lsr.iv1304 = phi i64 [ %297, %for.body.1.us138.us.preheader496 ], [ %lsr.iv.next1305, %for.body.1.us138.us ]
  %scevgep1338 = getelementptr double, double* %scevgep1324, i64 %lsr.iv1304
  %scevgep1339 = getelementptr double, double* %scevgep1338, i64 -6
  %.1237.us146.us = load double, double* %scevgep1339, align 8
  %scevgep1321 = getelementptr double, double* %scevgep1307, i64 %lsr.iv1304
  %scevgep1322 = getelementptr double, double* %scevgep1321, i64 -6
  %.1254.us151.us = load double, double* %scevgep1322, align 8
  %.6.i33.us152.us = fmul double %.1237.us146.us, %.1254.us151.us
  %scevgep1342 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv1304
  %scevgep1343 = getelementptr double, double* %scevgep1342, i64 1
  store double %.6.i33.us152.us, double* %scevgep1343, align 8
  %scevgep1336 = getelementptr double, double* %scevgep1324, i64 %lsr.iv1304
  %scevgep1337 = getelementptr double, double* %scevgep1336, i64 -5
  %.1237.us146.us.1 = load double, double* %scevgep1337, align 8
  %scevgep1319 = getelementptr double, double* %scevgep1307, i64 %lsr.iv1304
  %scevgep1320 = getelementptr double, double* %scevgep1319, i64 -5
  %.1254.us151.us.1 = load double, double* %scevgep1320, align 8
  %.6.i33.us152.us.1 = fmul double %.1237.us146.us.1, %.1254.us151.us.1
  %scevgep1350 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv1304
  %scevgep1351 = getelementptr double, double* %scevgep1350, i64 2
  store double %.6.i33.us152.us.1, double* %scevgep1351, align 8
  %scevgep1334 = getelementptr double, double* %scevgep1324, i64 %lsr.iv1304
  %scevgep1335 = getelementptr double, double* %scevgep1334, i64 -4
  %.1237.us146.us.2 = load double, double* %scevgep1335, align 8
  %scevgep1317 = getelementptr double, double* %scevgep1307, i64 %lsr.iv1304
  %scevgep1318 = getelementptr double, double* %scevgep1317, i64 -4
  %.1254.us151.us.2 = load double, double* %scevgep1318, align 8
  %.6.i33.us152.us.2 = fmul double %.1237.us146.us.2, %.1254.us151.us.2
  %scevgep1352 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv1304
  %scevgep1353 = getelementptr double, double* %scevgep1352, i64 3
  store double %.6.i33.us152.us.2, double* %scevgep1353, align 8
  %scevgep1332 = getelementptr double, double* %scevgep1324, i64 %lsr.iv1304
  %scevgep1333 = getelementptr double, double* %scevgep1332, i64 -3
  %.1237.us146.us.3 = load double, double* %scevgep1333, align 8
  %scevgep1315 = getelementptr double, double* %scevgep1307, i64 %lsr.iv1304
  %scevgep1316 = getelementptr double, double* %scevgep1315, i64 -3
  %.1254.us151.us.3 = load double, double* %scevgep1316, align 8
  %.6.i33.us152.us.3 = fmul double %.1237.us146.us.3, %.1254.us151.us.3
  %scevgep1354 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv1304
  %scevgep1355 = getelementptr double, double* %scevgep1354, i64 4
  store double %.6.i33.us152.us.3, double* %scevgep1355, align 8
  %scevgep1330 = getelementptr double, double* %scevgep1324, i64 %lsr.iv1304
  %scevgep1331 = getelementptr double, double* %scevgep1330, i64 -2
  %.1237.us146.us.4 = load double, double* %scevgep1331, align 8
  %scevgep1313 = getelementptr double, double* %scevgep1307, i64 %lsr.iv1304
  %scevgep1314 = getelementptr double, double* %scevgep1313, i64 -2
  %.1254.us151.us.4 = load double, double* %scevgep1314, align 8
  %.6.i33.us152.us.4 = fmul double %.1237.us146.us.4, %.1254.us151.us.4
  %scevgep1340 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv1304
  %scevgep1341 = getelementptr double, double* %scevgep1340, i64 5
  store double %.6.i33.us152.us.4, double* %scevgep1341, align 8
  %scevgep1328 = getelementptr double, double* %scevgep1324, i64 %lsr.iv1304
  %scevgep1329 = getelementptr double, double* %scevgep1328, i64 -1
  %.1237.us146.us.5 = load double, double* %scevgep1329, align 8
  %scevgep1311 = getelementptr double, double* %scevgep1307, i64 %lsr.iv1304
  %scevgep1312 = getelementptr double, double* %scevgep1311, i64 -1
  %.1254.us151.us.5 = load double, double* %scevgep1312, align 8
  %.6.i33.us152.us.5 = fmul double %.1237.us146.us.5, %.1254.us151.us.5
  %scevgep1348 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv1304
  %scevgep1349 = getelementptr double, double* %scevgep1348, i64 6
  store double %.6.i33.us152.us.5, double* %scevgep1349, align 8
  %scevgep1327 = getelementptr double, double* %scevgep1324, i64 %lsr.iv1304
  %.1237.us146.us.6 = load double, double* %scevgep1327, align 8
  %scevgep1310 = getelementptr double, double* %scevgep1307, i64 %lsr.iv1304
  %.1254.us151.us.6 = load double, double* %scevgep1310, align 8
  %.6.i33.us152.us.6 = fmul double %.1237.us146.us.6, %.1254.us151.us.6
  %scevgep1346 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv1304
  %scevgep1347 = getelementptr double, double* %scevgep1346, i64 7
  store double %.6.i33.us152.us.6, double* %scevgep1347, align 8
  %scevgep1325 = getelementptr double, double* %scevgep1324, i64 %lsr.iv1304
  %scevgep1326 = getelementptr double, double* %scevgep1325, i64 1
  %.1237.us146.us.7 = load double, double* %scevgep1326, align 8
  %scevgep1308 = getelementptr double, double* %scevgep1307, i64 %lsr.iv1304
  %scevgep1309 = getelementptr double, double* %scevgep1308, i64 1
  %.1254.us151.us.7 = load double, double* %scevgep1309, align 8
  %.6.i33.us152.us.7 = fmul double %.1237.us146.us.7, %.1254.us151.us.7
  %scevgep1344 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv1304
  %scevgep1345 = getelementptr double, double* %scevgep1344, i64 8
  store double %.6.i33.us152.us.7, double* %scevgep1345, align 8
  %lsr.iv.next1305 = add i64 %lsr.iv1304, 8
  %241 = add i64 %163, %lsr.iv.next1305
  %exitcond209.not.7 = icmp eq i64 %241, -1
  br i1 %exitcond209.not.7, label %for.end.1.loopexit.us, label %for.body.1.us138.us, !llvm.loop !42

for.body.1.preheader.split.split.us.us:           ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %242 = icmp ult i64 %arg.u0.5.1, 32
  %.1249.us148.us = mul i64 %.1209.091.us, %arg.u0.5.1
  br i1 %242, label %for.body.1.us138.us.preheader, label %vector.memcheck288

vector.memcheck288:                               ; preds = %for.body.1.preheader.split.split.us.us
  %scevgep293 = getelementptr double, double* %.6.i1.i.2, i64 %.1249.us148.us
  %scevgep296 = getelementptr double, double* %scevgep295, i64 %.1249.us148.us
  %scevgep298 = getelementptr double, double* %.6.i1.i.2, i64 %.1232.us143.us
  %scevgep301 = getelementptr double, double* %scevgep300, i64 %.1232.us143.us
  %bound0303 = icmp ult double* %scevgep289, %scevgep296
  %bound1304 = icmp ult double* %scevgep293, %scevgep291
  %found.conflict305 = and i1 %bound0303, %bound1304
  %bound0306 = icmp ult double* %scevgep289, %scevgep301
  %bound1307 = icmp ult double* %scevgep298, %scevgep291
  %found.conflict308 = and i1 %bound0306, %bound1307
  %conflict.rdx309 = or i1 %found.conflict305, %found.conflict308
  br i1 %conflict.rdx309, label %for.body.1.us138.us.preheader, label %vector.ph314

vector.ph314:                                     ; preds = %vector.memcheck288
  %243 = icmp ult i64 %158, 224
  br i1 %243, label %middle.block310.unr-lcssa, label %vector.body312.preheader

vector.body312.preheader:                         ; preds = %vector.ph314
  %scevgep965 = getelementptr double, double* %scevgep964, i64 %.1232.us143.us
  %scevgep1062 = getelementptr double, double* %scevgep1061, i64 %.1249.us148.us
  br label %vector.body312

vector.body312:                                   ; preds = %vector.body312.preheader, %vector.body312
  %lsr.iv1253 = phi i64 [ %unroll_iter406, %vector.body312.preheader ], [ %lsr.iv.next1254, %vector.body312 ]
  %index319 = phi i64 [ %index.next328.7, %vector.body312 ], [ 0, %vector.body312.preheader ]
  %scevgep1049 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10491050 = bitcast double* %scevgep1049 to <8 x double>*
  %scevgep1051 = getelementptr <8 x double>, <8 x double>* %scevgep10491050, i64 -31
  %wide.load320 = load <8 x double>, <8 x double>* %scevgep1051, align 8, !alias.scope !43
  %scevgep1058 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10581059 = bitcast double* %scevgep1058 to <8 x double>*
  %scevgep1060 = getelementptr <8 x double>, <8 x double>* %scevgep10581059, i64 -30
  %wide.load321 = load <8 x double>, <8 x double>* %scevgep1060, align 8, !alias.scope !43
  %scevgep1055 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10551056 = bitcast double* %scevgep1055 to <8 x double>*
  %scevgep1057 = getelementptr <8 x double>, <8 x double>* %scevgep10551056, i64 -29
  %wide.load322 = load <8 x double>, <8 x double>* %scevgep1057, align 8, !alias.scope !43
  %scevgep1052 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10521053 = bitcast double* %scevgep1052 to <8 x double>*
  %scevgep1054 = getelementptr <8 x double>, <8 x double>* %scevgep10521053, i64 -28
  %wide.load323 = load <8 x double>, <8 x double>* %scevgep1054, align 8, !alias.scope !43
  %scevgep1146 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11461147 = bitcast double* %scevgep1146 to <8 x double>*
  %scevgep1148 = getelementptr <8 x double>, <8 x double>* %scevgep11461147, i64 -31
  %wide.load324 = load <8 x double>, <8 x double>* %scevgep1148, align 8, !alias.scope !46
  %scevgep1155 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11551156 = bitcast double* %scevgep1155 to <8 x double>*
  %scevgep1157 = getelementptr <8 x double>, <8 x double>* %scevgep11551156, i64 -30
  %wide.load325 = load <8 x double>, <8 x double>* %scevgep1157, align 8, !alias.scope !46
  %scevgep1152 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11521153 = bitcast double* %scevgep1152 to <8 x double>*
  %scevgep1154 = getelementptr <8 x double>, <8 x double>* %scevgep11521153, i64 -29
  %wide.load326 = load <8 x double>, <8 x double>* %scevgep1154, align 8, !alias.scope !46
  %scevgep1149 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11491150 = bitcast double* %scevgep1149 to <8 x double>*
  %scevgep1151 = getelementptr <8 x double>, <8 x double>* %scevgep11491150, i64 -28
  %wide.load327 = load <8 x double>, <8 x double>* %scevgep1151, align 8, !alias.scope !46
  %244 = fmul <8 x double> %wide.load320, %wide.load324
  %245 = fmul <8 x double> %wide.load321, %wide.load325
  %246 = fmul <8 x double> %wide.load322, %wide.load326
  %247 = fmul <8 x double> %wide.load323, %wide.load327
  %scevgep1242 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12421243 = bitcast double* %scevgep1242 to <8 x double>*
  store <8 x double> %244, <8 x double>* %scevgep12421243, align 8, !alias.scope !48, !noalias !50
  %scevgep1250 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12501251 = bitcast double* %scevgep1250 to <8 x double>*
  %scevgep1252 = getelementptr <8 x double>, <8 x double>* %scevgep12501251, i64 1
  store <8 x double> %245, <8 x double>* %scevgep1252, align 8, !alias.scope !48, !noalias !50
  %scevgep1247 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12471248 = bitcast double* %scevgep1247 to <8 x double>*
  %scevgep1249 = getelementptr <8 x double>, <8 x double>* %scevgep12471248, i64 2
  store <8 x double> %246, <8 x double>* %scevgep1249, align 8, !alias.scope !48, !noalias !50
  %scevgep1244 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12441245 = bitcast double* %scevgep1244 to <8 x double>*
  %scevgep1246 = getelementptr <8 x double>, <8 x double>* %scevgep12441245, i64 3
  store <8 x double> %247, <8 x double>* %scevgep1246, align 8, !alias.scope !48, !noalias !50
  %scevgep1035 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10351036 = bitcast double* %scevgep1035 to <8 x double>*
  %scevgep1037 = getelementptr <8 x double>, <8 x double>* %scevgep10351036, i64 -27
  %wide.load320.1 = load <8 x double>, <8 x double>* %scevgep1037, align 8, !alias.scope !43
  %scevgep1032 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10321033 = bitcast double* %scevgep1032 to <8 x double>*
  %scevgep1034 = getelementptr <8 x double>, <8 x double>* %scevgep10321033, i64 -26
  %wide.load321.1 = load <8 x double>, <8 x double>* %scevgep1034, align 8, !alias.scope !43
  %scevgep1029 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10291030 = bitcast double* %scevgep1029 to <8 x double>*
  %scevgep1031 = getelementptr <8 x double>, <8 x double>* %scevgep10291030, i64 -25
  %wide.load322.1 = load <8 x double>, <8 x double>* %scevgep1031, align 8, !alias.scope !43
  %scevgep1026 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10261027 = bitcast double* %scevgep1026 to <8 x double>*
  %scevgep1028 = getelementptr <8 x double>, <8 x double>* %scevgep10261027, i64 -24
  %wide.load323.1 = load <8 x double>, <8 x double>* %scevgep1028, align 8, !alias.scope !43
  %scevgep1132 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11321133 = bitcast double* %scevgep1132 to <8 x double>*
  %scevgep1134 = getelementptr <8 x double>, <8 x double>* %scevgep11321133, i64 -27
  %wide.load324.1 = load <8 x double>, <8 x double>* %scevgep1134, align 8, !alias.scope !46
  %scevgep1129 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11291130 = bitcast double* %scevgep1129 to <8 x double>*
  %scevgep1131 = getelementptr <8 x double>, <8 x double>* %scevgep11291130, i64 -26
  %wide.load325.1 = load <8 x double>, <8 x double>* %scevgep1131, align 8, !alias.scope !46
  %scevgep1126 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11261127 = bitcast double* %scevgep1126 to <8 x double>*
  %scevgep1128 = getelementptr <8 x double>, <8 x double>* %scevgep11261127, i64 -25
  %wide.load326.1 = load <8 x double>, <8 x double>* %scevgep1128, align 8, !alias.scope !46
  %scevgep1123 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11231124 = bitcast double* %scevgep1123 to <8 x double>*
  %scevgep1125 = getelementptr <8 x double>, <8 x double>* %scevgep11231124, i64 -24
  %wide.load327.1 = load <8 x double>, <8 x double>* %scevgep1125, align 8, !alias.scope !46
  %248 = fmul <8 x double> %wide.load320.1, %wide.load324.1
  %249 = fmul <8 x double> %wide.load321.1, %wide.load325.1
  %250 = fmul <8 x double> %wide.load322.1, %wide.load326.1
  %251 = fmul <8 x double> %wide.load323.1, %wide.load327.1
  %scevgep1227 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12271228 = bitcast double* %scevgep1227 to <8 x double>*
  %scevgep1229 = getelementptr <8 x double>, <8 x double>* %scevgep12271228, i64 4
  store <8 x double> %248, <8 x double>* %scevgep1229, align 8, !alias.scope !48, !noalias !50
  %scevgep1224 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12241225 = bitcast double* %scevgep1224 to <8 x double>*
  %scevgep1226 = getelementptr <8 x double>, <8 x double>* %scevgep12241225, i64 5
  store <8 x double> %249, <8 x double>* %scevgep1226, align 8, !alias.scope !48, !noalias !50
  %scevgep1221 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12211222 = bitcast double* %scevgep1221 to <8 x double>*
  %scevgep1223 = getelementptr <8 x double>, <8 x double>* %scevgep12211222, i64 6
  store <8 x double> %250, <8 x double>* %scevgep1223, align 8, !alias.scope !48, !noalias !50
  %scevgep1218 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12181219 = bitcast double* %scevgep1218 to <8 x double>*
  %scevgep1220 = getelementptr <8 x double>, <8 x double>* %scevgep12181219, i64 7
  store <8 x double> %251, <8 x double>* %scevgep1220, align 8, !alias.scope !48, !noalias !50
  %scevgep1023 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10231024 = bitcast double* %scevgep1023 to <8 x double>*
  %scevgep1025 = getelementptr <8 x double>, <8 x double>* %scevgep10231024, i64 -23
  %wide.load320.2 = load <8 x double>, <8 x double>* %scevgep1025, align 8, !alias.scope !43
  %scevgep1020 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10201021 = bitcast double* %scevgep1020 to <8 x double>*
  %scevgep1022 = getelementptr <8 x double>, <8 x double>* %scevgep10201021, i64 -22
  %wide.load321.2 = load <8 x double>, <8 x double>* %scevgep1022, align 8, !alias.scope !43
  %scevgep1017 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10171018 = bitcast double* %scevgep1017 to <8 x double>*
  %scevgep1019 = getelementptr <8 x double>, <8 x double>* %scevgep10171018, i64 -21
  %wide.load322.2 = load <8 x double>, <8 x double>* %scevgep1019, align 8, !alias.scope !43
  %scevgep1014 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10141015 = bitcast double* %scevgep1014 to <8 x double>*
  %scevgep1016 = getelementptr <8 x double>, <8 x double>* %scevgep10141015, i64 -20
  %wide.load323.2 = load <8 x double>, <8 x double>* %scevgep1016, align 8, !alias.scope !43
  %scevgep1120 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11201121 = bitcast double* %scevgep1120 to <8 x double>*
  %scevgep1122 = getelementptr <8 x double>, <8 x double>* %scevgep11201121, i64 -23
  %wide.load324.2 = load <8 x double>, <8 x double>* %scevgep1122, align 8, !alias.scope !46
  %scevgep1117 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11171118 = bitcast double* %scevgep1117 to <8 x double>*
  %scevgep1119 = getelementptr <8 x double>, <8 x double>* %scevgep11171118, i64 -22
  %wide.load325.2 = load <8 x double>, <8 x double>* %scevgep1119, align 8, !alias.scope !46
  %scevgep1114 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11141115 = bitcast double* %scevgep1114 to <8 x double>*
  %scevgep1116 = getelementptr <8 x double>, <8 x double>* %scevgep11141115, i64 -21
  %wide.load326.2 = load <8 x double>, <8 x double>* %scevgep1116, align 8, !alias.scope !46
  %scevgep1111 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11111112 = bitcast double* %scevgep1111 to <8 x double>*
  %scevgep1113 = getelementptr <8 x double>, <8 x double>* %scevgep11111112, i64 -20
  %wide.load327.2 = load <8 x double>, <8 x double>* %scevgep1113, align 8, !alias.scope !46
  %252 = fmul <8 x double> %wide.load320.2, %wide.load324.2
  %253 = fmul <8 x double> %wide.load321.2, %wide.load325.2
  %254 = fmul <8 x double> %wide.load322.2, %wide.load326.2
  %255 = fmul <8 x double> %wide.load323.2, %wide.load327.2
  %scevgep1215 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12151216 = bitcast double* %scevgep1215 to <8 x double>*
  %scevgep1217 = getelementptr <8 x double>, <8 x double>* %scevgep12151216, i64 8
  store <8 x double> %252, <8 x double>* %scevgep1217, align 8, !alias.scope !48, !noalias !50
  %scevgep1212 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12121213 = bitcast double* %scevgep1212 to <8 x double>*
  %scevgep1214 = getelementptr <8 x double>, <8 x double>* %scevgep12121213, i64 9
  store <8 x double> %253, <8 x double>* %scevgep1214, align 8, !alias.scope !48, !noalias !50
  %scevgep1209 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12091210 = bitcast double* %scevgep1209 to <8 x double>*
  %scevgep1211 = getelementptr <8 x double>, <8 x double>* %scevgep12091210, i64 10
  store <8 x double> %254, <8 x double>* %scevgep1211, align 8, !alias.scope !48, !noalias !50
  %scevgep1206 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12061207 = bitcast double* %scevgep1206 to <8 x double>*
  %scevgep1208 = getelementptr <8 x double>, <8 x double>* %scevgep12061207, i64 11
  store <8 x double> %255, <8 x double>* %scevgep1208, align 8, !alias.scope !48, !noalias !50
  %scevgep1011 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10111012 = bitcast double* %scevgep1011 to <8 x double>*
  %scevgep1013 = getelementptr <8 x double>, <8 x double>* %scevgep10111012, i64 -19
  %wide.load320.3 = load <8 x double>, <8 x double>* %scevgep1013, align 8, !alias.scope !43
  %scevgep1008 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10081009 = bitcast double* %scevgep1008 to <8 x double>*
  %scevgep1010 = getelementptr <8 x double>, <8 x double>* %scevgep10081009, i64 -18
  %wide.load321.3 = load <8 x double>, <8 x double>* %scevgep1010, align 8, !alias.scope !43
  %scevgep1005 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10051006 = bitcast double* %scevgep1005 to <8 x double>*
  %scevgep1007 = getelementptr <8 x double>, <8 x double>* %scevgep10051006, i64 -17
  %wide.load322.3 = load <8 x double>, <8 x double>* %scevgep1007, align 8, !alias.scope !43
  %scevgep1002 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10021003 = bitcast double* %scevgep1002 to <8 x double>*
  %scevgep1004 = getelementptr <8 x double>, <8 x double>* %scevgep10021003, i64 -16
  %wide.load323.3 = load <8 x double>, <8 x double>* %scevgep1004, align 8, !alias.scope !43
  %scevgep1108 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11081109 = bitcast double* %scevgep1108 to <8 x double>*
  %scevgep1110 = getelementptr <8 x double>, <8 x double>* %scevgep11081109, i64 -19
  %wide.load324.3 = load <8 x double>, <8 x double>* %scevgep1110, align 8, !alias.scope !46
  %scevgep1105 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11051106 = bitcast double* %scevgep1105 to <8 x double>*
  %scevgep1107 = getelementptr <8 x double>, <8 x double>* %scevgep11051106, i64 -18
  %wide.load325.3 = load <8 x double>, <8 x double>* %scevgep1107, align 8, !alias.scope !46
  %scevgep1102 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11021103 = bitcast double* %scevgep1102 to <8 x double>*
  %scevgep1104 = getelementptr <8 x double>, <8 x double>* %scevgep11021103, i64 -17
  %wide.load326.3 = load <8 x double>, <8 x double>* %scevgep1104, align 8, !alias.scope !46
  %scevgep1099 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10991100 = bitcast double* %scevgep1099 to <8 x double>*
  %scevgep1101 = getelementptr <8 x double>, <8 x double>* %scevgep10991100, i64 -16
  %wide.load327.3 = load <8 x double>, <8 x double>* %scevgep1101, align 8, !alias.scope !46
  %256 = fmul <8 x double> %wide.load320.3, %wide.load324.3
  %257 = fmul <8 x double> %wide.load321.3, %wide.load325.3
  %258 = fmul <8 x double> %wide.load322.3, %wide.load326.3
  %259 = fmul <8 x double> %wide.load323.3, %wide.load327.3
  %scevgep1203 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12031204 = bitcast double* %scevgep1203 to <8 x double>*
  %scevgep1205 = getelementptr <8 x double>, <8 x double>* %scevgep12031204, i64 12
  store <8 x double> %256, <8 x double>* %scevgep1205, align 8, !alias.scope !48, !noalias !50
  %scevgep1200 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12001201 = bitcast double* %scevgep1200 to <8 x double>*
  %scevgep1202 = getelementptr <8 x double>, <8 x double>* %scevgep12001201, i64 13
  store <8 x double> %257, <8 x double>* %scevgep1202, align 8, !alias.scope !48, !noalias !50
  %scevgep1197 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11971198 = bitcast double* %scevgep1197 to <8 x double>*
  %scevgep1199 = getelementptr <8 x double>, <8 x double>* %scevgep11971198, i64 14
  store <8 x double> %258, <8 x double>* %scevgep1199, align 8, !alias.scope !48, !noalias !50
  %scevgep1194 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11941195 = bitcast double* %scevgep1194 to <8 x double>*
  %scevgep1196 = getelementptr <8 x double>, <8 x double>* %scevgep11941195, i64 15
  store <8 x double> %259, <8 x double>* %scevgep1196, align 8, !alias.scope !48, !noalias !50
  %scevgep999 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep9991000 = bitcast double* %scevgep999 to <8 x double>*
  %scevgep1001 = getelementptr <8 x double>, <8 x double>* %scevgep9991000, i64 -15
  %wide.load320.4 = load <8 x double>, <8 x double>* %scevgep1001, align 8, !alias.scope !43
  %scevgep996 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep996997 = bitcast double* %scevgep996 to <8 x double>*
  %scevgep998 = getelementptr <8 x double>, <8 x double>* %scevgep996997, i64 -14
  %wide.load321.4 = load <8 x double>, <8 x double>* %scevgep998, align 8, !alias.scope !43
  %scevgep993 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep993994 = bitcast double* %scevgep993 to <8 x double>*
  %scevgep995 = getelementptr <8 x double>, <8 x double>* %scevgep993994, i64 -13
  %wide.load322.4 = load <8 x double>, <8 x double>* %scevgep995, align 8, !alias.scope !43
  %scevgep990 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep990991 = bitcast double* %scevgep990 to <8 x double>*
  %scevgep992 = getelementptr <8 x double>, <8 x double>* %scevgep990991, i64 -12
  %wide.load323.4 = load <8 x double>, <8 x double>* %scevgep992, align 8, !alias.scope !43
  %scevgep1096 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10961097 = bitcast double* %scevgep1096 to <8 x double>*
  %scevgep1098 = getelementptr <8 x double>, <8 x double>* %scevgep10961097, i64 -15
  %wide.load324.4 = load <8 x double>, <8 x double>* %scevgep1098, align 8, !alias.scope !46
  %scevgep1093 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10931094 = bitcast double* %scevgep1093 to <8 x double>*
  %scevgep1095 = getelementptr <8 x double>, <8 x double>* %scevgep10931094, i64 -14
  %wide.load325.4 = load <8 x double>, <8 x double>* %scevgep1095, align 8, !alias.scope !46
  %scevgep1090 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10901091 = bitcast double* %scevgep1090 to <8 x double>*
  %scevgep1092 = getelementptr <8 x double>, <8 x double>* %scevgep10901091, i64 -13
  %wide.load326.4 = load <8 x double>, <8 x double>* %scevgep1092, align 8, !alias.scope !46
  %scevgep1087 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10871088 = bitcast double* %scevgep1087 to <8 x double>*
  %scevgep1089 = getelementptr <8 x double>, <8 x double>* %scevgep10871088, i64 -12
  %wide.load327.4 = load <8 x double>, <8 x double>* %scevgep1089, align 8, !alias.scope !46
  %260 = fmul <8 x double> %wide.load320.4, %wide.load324.4
  %261 = fmul <8 x double> %wide.load321.4, %wide.load325.4
  %262 = fmul <8 x double> %wide.load322.4, %wide.load326.4
  %263 = fmul <8 x double> %wide.load323.4, %wide.load327.4
  %scevgep1191 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11911192 = bitcast double* %scevgep1191 to <8 x double>*
  %scevgep1193 = getelementptr <8 x double>, <8 x double>* %scevgep11911192, i64 16
  store <8 x double> %260, <8 x double>* %scevgep1193, align 8, !alias.scope !48, !noalias !50
  %scevgep1188 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11881189 = bitcast double* %scevgep1188 to <8 x double>*
  %scevgep1190 = getelementptr <8 x double>, <8 x double>* %scevgep11881189, i64 17
  store <8 x double> %261, <8 x double>* %scevgep1190, align 8, !alias.scope !48, !noalias !50
  %scevgep1185 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11851186 = bitcast double* %scevgep1185 to <8 x double>*
  %scevgep1187 = getelementptr <8 x double>, <8 x double>* %scevgep11851186, i64 18
  store <8 x double> %262, <8 x double>* %scevgep1187, align 8, !alias.scope !48, !noalias !50
  %scevgep1182 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11821183 = bitcast double* %scevgep1182 to <8 x double>*
  %scevgep1184 = getelementptr <8 x double>, <8 x double>* %scevgep11821183, i64 19
  store <8 x double> %263, <8 x double>* %scevgep1184, align 8, !alias.scope !48, !noalias !50
  %scevgep987 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep987988 = bitcast double* %scevgep987 to <8 x double>*
  %scevgep989 = getelementptr <8 x double>, <8 x double>* %scevgep987988, i64 -11
  %wide.load320.5 = load <8 x double>, <8 x double>* %scevgep989, align 8, !alias.scope !43
  %scevgep984 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep984985 = bitcast double* %scevgep984 to <8 x double>*
  %scevgep986 = getelementptr <8 x double>, <8 x double>* %scevgep984985, i64 -10
  %wide.load321.5 = load <8 x double>, <8 x double>* %scevgep986, align 8, !alias.scope !43
  %scevgep981 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep981982 = bitcast double* %scevgep981 to <8 x double>*
  %scevgep983 = getelementptr <8 x double>, <8 x double>* %scevgep981982, i64 -9
  %wide.load322.5 = load <8 x double>, <8 x double>* %scevgep983, align 8, !alias.scope !43
  %scevgep978 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep978979 = bitcast double* %scevgep978 to <8 x double>*
  %scevgep980 = getelementptr <8 x double>, <8 x double>* %scevgep978979, i64 -8
  %wide.load323.5 = load <8 x double>, <8 x double>* %scevgep980, align 8, !alias.scope !43
  %scevgep1084 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10841085 = bitcast double* %scevgep1084 to <8 x double>*
  %scevgep1086 = getelementptr <8 x double>, <8 x double>* %scevgep10841085, i64 -11
  %wide.load324.5 = load <8 x double>, <8 x double>* %scevgep1086, align 8, !alias.scope !46
  %scevgep1081 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10811082 = bitcast double* %scevgep1081 to <8 x double>*
  %scevgep1083 = getelementptr <8 x double>, <8 x double>* %scevgep10811082, i64 -10
  %wide.load325.5 = load <8 x double>, <8 x double>* %scevgep1083, align 8, !alias.scope !46
  %scevgep1078 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10781079 = bitcast double* %scevgep1078 to <8 x double>*
  %scevgep1080 = getelementptr <8 x double>, <8 x double>* %scevgep10781079, i64 -9
  %wide.load326.5 = load <8 x double>, <8 x double>* %scevgep1080, align 8, !alias.scope !46
  %scevgep1075 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10751076 = bitcast double* %scevgep1075 to <8 x double>*
  %scevgep1077 = getelementptr <8 x double>, <8 x double>* %scevgep10751076, i64 -8
  %wide.load327.5 = load <8 x double>, <8 x double>* %scevgep1077, align 8, !alias.scope !46
  %264 = fmul <8 x double> %wide.load320.5, %wide.load324.5
  %265 = fmul <8 x double> %wide.load321.5, %wide.load325.5
  %266 = fmul <8 x double> %wide.load322.5, %wide.load326.5
  %267 = fmul <8 x double> %wide.load323.5, %wide.load327.5
  %scevgep1179 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11791180 = bitcast double* %scevgep1179 to <8 x double>*
  %scevgep1181 = getelementptr <8 x double>, <8 x double>* %scevgep11791180, i64 20
  store <8 x double> %264, <8 x double>* %scevgep1181, align 8, !alias.scope !48, !noalias !50
  %scevgep1176 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11761177 = bitcast double* %scevgep1176 to <8 x double>*
  %scevgep1178 = getelementptr <8 x double>, <8 x double>* %scevgep11761177, i64 21
  store <8 x double> %265, <8 x double>* %scevgep1178, align 8, !alias.scope !48, !noalias !50
  %scevgep1173 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11731174 = bitcast double* %scevgep1173 to <8 x double>*
  %scevgep1175 = getelementptr <8 x double>, <8 x double>* %scevgep11731174, i64 22
  store <8 x double> %266, <8 x double>* %scevgep1175, align 8, !alias.scope !48, !noalias !50
  %scevgep1170 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11701171 = bitcast double* %scevgep1170 to <8 x double>*
  %scevgep1172 = getelementptr <8 x double>, <8 x double>* %scevgep11701171, i64 23
  store <8 x double> %267, <8 x double>* %scevgep1172, align 8, !alias.scope !48, !noalias !50
  %scevgep975 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep975976 = bitcast double* %scevgep975 to <8 x double>*
  %scevgep977 = getelementptr <8 x double>, <8 x double>* %scevgep975976, i64 -7
  %wide.load320.6 = load <8 x double>, <8 x double>* %scevgep977, align 8, !alias.scope !43
  %scevgep972 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep972973 = bitcast double* %scevgep972 to <8 x double>*
  %scevgep974 = getelementptr <8 x double>, <8 x double>* %scevgep972973, i64 -6
  %wide.load321.6 = load <8 x double>, <8 x double>* %scevgep974, align 8, !alias.scope !43
  %scevgep969 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep969970 = bitcast double* %scevgep969 to <8 x double>*
  %scevgep971 = getelementptr <8 x double>, <8 x double>* %scevgep969970, i64 -5
  %wide.load322.6 = load <8 x double>, <8 x double>* %scevgep971, align 8, !alias.scope !43
  %scevgep966 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep966967 = bitcast double* %scevgep966 to <8 x double>*
  %scevgep968 = getelementptr <8 x double>, <8 x double>* %scevgep966967, i64 -4
  %wide.load323.6 = load <8 x double>, <8 x double>* %scevgep968, align 8, !alias.scope !43
  %scevgep1072 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10721073 = bitcast double* %scevgep1072 to <8 x double>*
  %scevgep1074 = getelementptr <8 x double>, <8 x double>* %scevgep10721073, i64 -7
  %wide.load324.6 = load <8 x double>, <8 x double>* %scevgep1074, align 8, !alias.scope !46
  %scevgep1069 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10691070 = bitcast double* %scevgep1069 to <8 x double>*
  %scevgep1071 = getelementptr <8 x double>, <8 x double>* %scevgep10691070, i64 -6
  %wide.load325.6 = load <8 x double>, <8 x double>* %scevgep1071, align 8, !alias.scope !46
  %scevgep1066 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10661067 = bitcast double* %scevgep1066 to <8 x double>*
  %scevgep1068 = getelementptr <8 x double>, <8 x double>* %scevgep10661067, i64 -5
  %wide.load326.6 = load <8 x double>, <8 x double>* %scevgep1068, align 8, !alias.scope !46
  %scevgep1063 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep10631064 = bitcast double* %scevgep1063 to <8 x double>*
  %scevgep1065 = getelementptr <8 x double>, <8 x double>* %scevgep10631064, i64 -4
  %wide.load327.6 = load <8 x double>, <8 x double>* %scevgep1065, align 8, !alias.scope !46
  %268 = fmul <8 x double> %wide.load320.6, %wide.load324.6
  %269 = fmul <8 x double> %wide.load321.6, %wide.load325.6
  %270 = fmul <8 x double> %wide.load322.6, %wide.load326.6
  %271 = fmul <8 x double> %wide.load323.6, %wide.load327.6
  %scevgep1167 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11671168 = bitcast double* %scevgep1167 to <8 x double>*
  %scevgep1169 = getelementptr <8 x double>, <8 x double>* %scevgep11671168, i64 24
  store <8 x double> %268, <8 x double>* %scevgep1169, align 8, !alias.scope !48, !noalias !50
  %scevgep1164 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11641165 = bitcast double* %scevgep1164 to <8 x double>*
  %scevgep1166 = getelementptr <8 x double>, <8 x double>* %scevgep11641165, i64 25
  store <8 x double> %269, <8 x double>* %scevgep1166, align 8, !alias.scope !48, !noalias !50
  %scevgep1161 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11611162 = bitcast double* %scevgep1161 to <8 x double>*
  %scevgep1163 = getelementptr <8 x double>, <8 x double>* %scevgep11611162, i64 26
  store <8 x double> %270, <8 x double>* %scevgep1163, align 8, !alias.scope !48, !noalias !50
  %scevgep1158 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep11581159 = bitcast double* %scevgep1158 to <8 x double>*
  %scevgep1160 = getelementptr <8 x double>, <8 x double>* %scevgep11581159, i64 27
  store <8 x double> %271, <8 x double>* %scevgep1160, align 8, !alias.scope !48, !noalias !50
  %scevgep1046 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10461047 = bitcast double* %scevgep1046 to <8 x double>*
  %scevgep1048 = getelementptr <8 x double>, <8 x double>* %scevgep10461047, i64 -3
  %wide.load320.7 = load <8 x double>, <8 x double>* %scevgep1048, align 8, !alias.scope !43
  %scevgep1043 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10431044 = bitcast double* %scevgep1043 to <8 x double>*
  %scevgep1045 = getelementptr <8 x double>, <8 x double>* %scevgep10431044, i64 -2
  %wide.load321.7 = load <8 x double>, <8 x double>* %scevgep1045, align 8, !alias.scope !43
  %scevgep1040 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10401041 = bitcast double* %scevgep1040 to <8 x double>*
  %scevgep1042 = getelementptr <8 x double>, <8 x double>* %scevgep10401041, i64 -1
  %wide.load322.7 = load <8 x double>, <8 x double>* %scevgep1042, align 8, !alias.scope !43
  %scevgep1038 = getelementptr double, double* %scevgep965, i64 %index319
  %scevgep10381039 = bitcast double* %scevgep1038 to <8 x double>*
  %wide.load323.7 = load <8 x double>, <8 x double>* %scevgep10381039, align 8, !alias.scope !43
  %scevgep1143 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11431144 = bitcast double* %scevgep1143 to <8 x double>*
  %scevgep1145 = getelementptr <8 x double>, <8 x double>* %scevgep11431144, i64 -3
  %wide.load324.7 = load <8 x double>, <8 x double>* %scevgep1145, align 8, !alias.scope !46
  %scevgep1140 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11401141 = bitcast double* %scevgep1140 to <8 x double>*
  %scevgep1142 = getelementptr <8 x double>, <8 x double>* %scevgep11401141, i64 -2
  %wide.load325.7 = load <8 x double>, <8 x double>* %scevgep1142, align 8, !alias.scope !46
  %scevgep1137 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11371138 = bitcast double* %scevgep1137 to <8 x double>*
  %scevgep1139 = getelementptr <8 x double>, <8 x double>* %scevgep11371138, i64 -1
  %wide.load326.7 = load <8 x double>, <8 x double>* %scevgep1139, align 8, !alias.scope !46
  %scevgep1135 = getelementptr double, double* %scevgep1062, i64 %index319
  %scevgep11351136 = bitcast double* %scevgep1135 to <8 x double>*
  %wide.load327.7 = load <8 x double>, <8 x double>* %scevgep11351136, align 8, !alias.scope !46
  %272 = fmul <8 x double> %wide.load320.7, %wide.load324.7
  %273 = fmul <8 x double> %wide.load321.7, %wide.load325.7
  %274 = fmul <8 x double> %wide.load322.7, %wide.load326.7
  %275 = fmul <8 x double> %wide.load323.7, %wide.load327.7
  %scevgep1239 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12391240 = bitcast double* %scevgep1239 to <8 x double>*
  %scevgep1241 = getelementptr <8 x double>, <8 x double>* %scevgep12391240, i64 28
  store <8 x double> %272, <8 x double>* %scevgep1241, align 8, !alias.scope !48, !noalias !50
  %scevgep1236 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12361237 = bitcast double* %scevgep1236 to <8 x double>*
  %scevgep1238 = getelementptr <8 x double>, <8 x double>* %scevgep12361237, i64 29
  store <8 x double> %273, <8 x double>* %scevgep1238, align 8, !alias.scope !48, !noalias !50
  %scevgep1233 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12331234 = bitcast double* %scevgep1233 to <8 x double>*
  %scevgep1235 = getelementptr <8 x double>, <8 x double>* %scevgep12331234, i64 30
  store <8 x double> %274, <8 x double>* %scevgep1235, align 8, !alias.scope !48, !noalias !50
  %scevgep1230 = getelementptr double, double* %lsr.iv656, i64 %index319
  %scevgep12301231 = bitcast double* %scevgep1230 to <8 x double>*
  %scevgep1232 = getelementptr <8 x double>, <8 x double>* %scevgep12301231, i64 31
  store <8 x double> %275, <8 x double>* %scevgep1232, align 8, !alias.scope !48, !noalias !50
  %index.next328.7 = add i64 %index319, 256
  %lsr.iv.next1254 = add i64 %lsr.iv1253, -8
  %niter396.ncmp.7 = icmp eq i64 %lsr.iv.next1254, 0
  br i1 %niter396.ncmp.7, label %middle.block310.unr-lcssa, label %vector.body312, !llvm.loop !51

middle.block310.unr-lcssa:                        ; preds = %vector.body312, %vector.ph314
  %index319.unr = phi i64 [ 0, %vector.ph314 ], [ %index.next328.7, %vector.body312 ]
  %276 = and i64 %160, 7
  %277 = icmp eq i64 %276, 0
  br i1 %277, label %middle.block310, label %vector.body312.epil.preheader

vector.body312.epil.preheader:                    ; preds = %middle.block310.unr-lcssa
  %scevgep1255 = getelementptr double, double* %lsr.iv872, i64 %index319.unr
  %278 = add i64 %index319.unr, %.1249.us148.us
  %scevgep1271 = getelementptr double, double* %scevgep1270, i64 %278
  %279 = add i64 %index319.unr, %.1232.us143.us
  %scevgep1285 = getelementptr double, double* %scevgep1284, i64 %279
  br label %vector.body312.epil

vector.body312.epil:                              ; preds = %vector.body312.epil.preheader, %vector.body312.epil
  %lsr.iv1256 = phi i64 [ 0, %vector.body312.epil.preheader ], [ %lsr.iv.next1257, %vector.body312.epil ]
  %280 = bitcast double* %scevgep1285 to i8*
  %281 = bitcast double* %scevgep1271 to i8*
  %282 = bitcast double* %scevgep1255 to i8*
  %uglygep1295 = getelementptr i8, i8* %280, i64 %lsr.iv1256
  %uglygep12951296 = bitcast i8* %uglygep1295 to <8 x double>*
  %scevgep1297 = getelementptr <8 x double>, <8 x double>* %uglygep12951296, i64 -3
  %wide.load320.epil = load <8 x double>, <8 x double>* %scevgep1297, align 8, !alias.scope !43
  %uglygep1292 = getelementptr i8, i8* %280, i64 %lsr.iv1256
  %uglygep12921293 = bitcast i8* %uglygep1292 to <8 x double>*
  %scevgep1294 = getelementptr <8 x double>, <8 x double>* %uglygep12921293, i64 -2
  %wide.load321.epil = load <8 x double>, <8 x double>* %scevgep1294, align 8, !alias.scope !43
  %uglygep1289 = getelementptr i8, i8* %280, i64 %lsr.iv1256
  %uglygep12891290 = bitcast i8* %uglygep1289 to <8 x double>*
  %scevgep1291 = getelementptr <8 x double>, <8 x double>* %uglygep12891290, i64 -1
  %wide.load322.epil = load <8 x double>, <8 x double>* %scevgep1291, align 8, !alias.scope !43
  %uglygep1287 = getelementptr i8, i8* %280, i64 %lsr.iv1256
  %uglygep12871288 = bitcast i8* %uglygep1287 to <8 x double>*
  %wide.load323.epil = load <8 x double>, <8 x double>* %uglygep12871288, align 8, !alias.scope !43
  %uglygep1281 = getelementptr i8, i8* %281, i64 %lsr.iv1256
  %uglygep12811282 = bitcast i8* %uglygep1281 to <8 x double>*
  %scevgep1283 = getelementptr <8 x double>, <8 x double>* %uglygep12811282, i64 -3
  %wide.load324.epil = load <8 x double>, <8 x double>* %scevgep1283, align 8, !alias.scope !46
  %uglygep1278 = getelementptr i8, i8* %281, i64 %lsr.iv1256
  %uglygep12781279 = bitcast i8* %uglygep1278 to <8 x double>*
  %scevgep1280 = getelementptr <8 x double>, <8 x double>* %uglygep12781279, i64 -2
  %wide.load325.epil = load <8 x double>, <8 x double>* %scevgep1280, align 8, !alias.scope !46
  %uglygep1275 = getelementptr i8, i8* %281, i64 %lsr.iv1256
  %uglygep12751276 = bitcast i8* %uglygep1275 to <8 x double>*
  %scevgep1277 = getelementptr <8 x double>, <8 x double>* %uglygep12751276, i64 -1
  %wide.load326.epil = load <8 x double>, <8 x double>* %scevgep1277, align 8, !alias.scope !46
  %uglygep1273 = getelementptr i8, i8* %281, i64 %lsr.iv1256
  %uglygep12731274 = bitcast i8* %uglygep1273 to <8 x double>*
  %wide.load327.epil = load <8 x double>, <8 x double>* %uglygep12731274, align 8, !alias.scope !46
  %283 = fmul <8 x double> %wide.load320.epil, %wide.load324.epil
  %284 = fmul <8 x double> %wide.load321.epil, %wide.load325.epil
  %285 = fmul <8 x double> %wide.load322.epil, %wide.load326.epil
  %286 = fmul <8 x double> %wide.load323.epil, %wide.load327.epil
  %uglygep1267 = getelementptr i8, i8* %282, i64 %lsr.iv1256
  %uglygep12671268 = bitcast i8* %uglygep1267 to <8 x double>*
  %scevgep1269 = getelementptr <8 x double>, <8 x double>* %uglygep12671268, i64 -3
  store <8 x double> %283, <8 x double>* %scevgep1269, align 8, !alias.scope !48, !noalias !50
  %uglygep1264 = getelementptr i8, i8* %282, i64 %lsr.iv1256
  %uglygep12641265 = bitcast i8* %uglygep1264 to <8 x double>*
  %scevgep1266 = getelementptr <8 x double>, <8 x double>* %uglygep12641265, i64 -2
  store <8 x double> %284, <8 x double>* %scevgep1266, align 8, !alias.scope !48, !noalias !50
  %uglygep1261 = getelementptr i8, i8* %282, i64 %lsr.iv1256
  %uglygep12611262 = bitcast i8* %uglygep1261 to <8 x double>*
  %scevgep1263 = getelementptr <8 x double>, <8 x double>* %uglygep12611262, i64 -1
  store <8 x double> %285, <8 x double>* %scevgep1263, align 8, !alias.scope !48, !noalias !50
  %uglygep1259 = getelementptr i8, i8* %282, i64 %lsr.iv1256
  %uglygep12591260 = bitcast i8* %uglygep1259 to <8 x double>*
  store <8 x double> %286, <8 x double>* %uglygep12591260, align 8, !alias.scope !48, !noalias !50
  %lsr.iv.next1257 = add nuw nsw i64 %lsr.iv1256, 256
  %epil.iter393.cmp.not = icmp eq i64 %164, %lsr.iv.next1257
  br i1 %epil.iter393.cmp.not, label %middle.block310, label %vector.body312.epil, !llvm.loop !52

middle.block310:                                  ; preds = %vector.body312.epil, %middle.block310.unr-lcssa
  %287 = icmp eq i64 %n.vec316, %arg.u0.5.1
  br i1 %287, label %for.end.1.loopexit.us, label %for.body.1.us138.us.preheader

for.body.1.us138.us.preheader:                    ; preds = %vector.memcheck288, %for.body.1.preheader.split.split.us.us, %middle.block310
  %loop.index.184.us139.us.ph = phi i64 [ 0, %vector.memcheck288 ], [ 0, %for.body.1.preheader.split.split.us.us ], [ %n.vec316, %middle.block310 ]
  %288 = and i64 %arg.u0.5.1, 7
  %289 = icmp eq i64 %288, 0
  %290 = xor i64 %loop.index.184.us139.us.ph, -1
  %291 = add i64 %290, %arg.u0.5.1
  br i1 %289, label %for.body.1.us138.us.prol.loopexit, label %for.body.1.us138.us.prol.preheader

for.body.1.us138.us.prol.preheader:               ; preds = %for.body.1.us138.us.preheader
  %scevgep1298 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us139.us.ph
  %292 = add i64 %loop.index.184.us139.us.ph, %.1249.us148.us
  %scevgep1300 = getelementptr double, double* %.6.i1.i.2, i64 %292
  %293 = add i64 %loop.index.184.us139.us.ph, %.1232.us143.us
  %scevgep1302 = getelementptr double, double* %.6.i1.i.2, i64 %293
  br label %for.body.1.us138.us.prol

for.body.1.us138.us.prol:                         ; preds = %for.body.1.us138.us.prol.preheader, %for.body.1.us138.us.prol
  %prol.iter399 = phi i64 [ %prol.iter399.next, %for.body.1.us138.us.prol ], [ 0, %for.body.1.us138.us.prol.preheader ]
  %scevgep1303 = getelementptr double, double* %scevgep1302, i64 %prol.iter399
  %.1237.us146.us.prol = load double, double* %scevgep1303, align 8
  %scevgep1301 = getelementptr double, double* %scevgep1300, i64 %prol.iter399
  %.1254.us151.us.prol = load double, double* %scevgep1301, align 8
  %.6.i33.us152.us.prol = fmul double %.1237.us146.us.prol, %.1254.us151.us.prol
  %scevgep1299 = getelementptr double, double* %scevgep1298, i64 %prol.iter399
  store double %.6.i33.us152.us.prol, double* %scevgep1299, align 8
  %prol.iter399.next = add i64 %prol.iter399, 1
  %prol.iter399.cmp.not = icmp eq i64 %xtraiter400, %prol.iter399.next
  br i1 %prol.iter399.cmp.not, label %for.body.1.us138.us.prol.loopexit.loopexit, label %for.body.1.us138.us.prol, !llvm.loop !53

for.body.1.us138.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us138.us.prol
  %294 = add i64 %loop.index.184.us139.us.ph, %prol.iter399.next
  %295 = add i64 %294, -1
  br label %for.body.1.us138.us.prol.loopexit

for.body.1.us138.us.prol.loopexit:                ; preds = %for.body.1.us138.us.prol.loopexit.loopexit, %for.body.1.us138.us.preheader
  %loop.index.184.us139.us.lcssa.unr = phi i64 [ undef, %for.body.1.us138.us.preheader ], [ %295, %for.body.1.us138.us.prol.loopexit.loopexit ]
  %loop.index.184.us139.us.unr = phi i64 [ %loop.index.184.us139.us.ph, %for.body.1.us138.us.preheader ], [ %294, %for.body.1.us138.us.prol.loopexit.loopexit ]
  %296 = icmp ult i64 %291, 7
  br i1 %296, label %for.end.1.loopexit.us, label %for.body.1.us138.us.preheader496

for.body.1.us138.us.preheader496:                 ; preds = %for.body.1.us138.us.prol.loopexit
  %297 = add i64 %loop.index.184.us139.us.unr, -1
  %scevgep1307 = getelementptr double, double* %scevgep1306, i64 %.1249.us148.us
  %scevgep1324 = getelementptr double, double* %scevgep1323, i64 %.1232.us143.us
  br label %for.body.1.us138.us

for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us: ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %298 = and i64 %arg.u0.5.1, 7
  %299 = icmp eq i64 %298, 0
  %.1235.us160 = add i64 %.1232.us143.us, %.1206.090.us
  %.1249.us163 = mul nuw nsw i64 %.1209.091.us, %arg.u0.5.1
  %.1252.us164 = add i64 %.1249.us163, %.1212.092.us
  br i1 %299, label %for.body.1.us157.prol.loopexit, label %for.body.1.us157.prol.preheader

for.body.1.us157.prol.preheader:                  ; preds = %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us
  br label %for.body.1.us157.prol

for.body.1.us157.prol:                            ; preds = %for.body.1.us157.prol.preheader, %for.body.1.us157.prol
  %loop.index.184.us158.prol = phi i64 [ %.1286.us170.prol, %for.body.1.us157.prol ], [ 0, %for.body.1.us157.prol.preheader ]
  %sunkaddr1692 = mul i64 %.1235.us160, 8
  %300 = bitcast double* %.6.i1.i.2 to i8*
  %sunkaddr1693 = getelementptr i8, i8* %300, i64 %sunkaddr1692
  %301 = bitcast i8* %sunkaddr1693 to double*
  %.1237.us162.prol = load double, double* %301, align 8
  %sunkaddr1694 = mul i64 %.1252.us164, 8
  %302 = bitcast double* %.6.i1.i.2 to i8*
  %sunkaddr1695 = getelementptr i8, i8* %302, i64 %sunkaddr1694
  %303 = bitcast i8* %sunkaddr1695 to double*
  %.1254.us166.prol = load double, double* %303, align 8
  %.6.i33.us167.prol = fmul double %.1237.us162.prol, %.1254.us166.prol
  %scevgep948 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us158.prol
  store double %.6.i33.us167.prol, double* %scevgep948, align 8
  %.1286.us170.prol = add nuw nsw i64 %loop.index.184.us158.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter400, %.1286.us170.prol
  br i1 %prol.iter.cmp.not, label %for.body.1.us157.prol.loopexit, label %for.body.1.us157.prol, !llvm.loop !54

for.body.1.us157.prol.loopexit:                   ; preds = %for.body.1.us157.prol, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us
  %loop.index.184.us158.unr = phi i64 [ 0, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %.1286.us170.prol, %for.body.1.us157.prol ]
  %304 = icmp ult i64 %157, 7
  br i1 %304, label %for.end.1.loopexit.us, label %for.body.1.us157.preheader

for.body.1.us157.preheader:                       ; preds = %for.body.1.us157.prol.loopexit
  br label %for.body.1.us157

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader498, %for.body.1.us.us.us
  %lsr.iv914 = phi i64 [ %239, %for.body.1.us.us.us.preheader498 ], [ %lsr.iv.next915, %for.body.1.us.us.us ]
  %scevgep934 = getelementptr double, double* %lsr.iv908, i64 %lsr.iv914
  %scevgep935 = getelementptr double, double* %scevgep934, i64 1
  %.1237.us.us.us = load double, double* %scevgep935, align 8
  %.6.i33.us.us.us = fmul double %.1237.us.us.us, %.1237.us.us.us
  %scevgep918 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv914
  %scevgep919 = getelementptr double, double* %scevgep918, i64 1
  store double %.6.i33.us.us.us, double* %scevgep919, align 8
  %scevgep936 = getelementptr double, double* %lsr.iv908, i64 %lsr.iv914
  %scevgep937 = getelementptr double, double* %scevgep936, i64 2
  %.1237.us.us.us.1 = load double, double* %scevgep937, align 8
  %.6.i33.us.us.us.1 = fmul double %.1237.us.us.us.1, %.1237.us.us.us.1
  %scevgep922 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv914
  %scevgep923 = getelementptr double, double* %scevgep922, i64 2
  store double %.6.i33.us.us.us.1, double* %scevgep923, align 8
  %scevgep938 = getelementptr double, double* %lsr.iv908, i64 %lsr.iv914
  %scevgep939 = getelementptr double, double* %scevgep938, i64 3
  %.1237.us.us.us.2 = load double, double* %scevgep939, align 8
  %.6.i33.us.us.us.2 = fmul double %.1237.us.us.us.2, %.1237.us.us.us.2
  %scevgep924 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv914
  %scevgep925 = getelementptr double, double* %scevgep924, i64 3
  store double %.6.i33.us.us.us.2, double* %scevgep925, align 8
  %scevgep940 = getelementptr double, double* %lsr.iv908, i64 %lsr.iv914
  %scevgep941 = getelementptr double, double* %scevgep940, i64 4
  %.1237.us.us.us.3 = load double, double* %scevgep941, align 8
  %.6.i33.us.us.us.3 = fmul double %.1237.us.us.us.3, %.1237.us.us.us.3
  %scevgep926 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv914
  %scevgep927 = getelementptr double, double* %scevgep926, i64 4
  store double %.6.i33.us.us.us.3, double* %scevgep927, align 8
  %scevgep942 = getelementptr double, double* %lsr.iv908, i64 %lsr.iv914
  %scevgep943 = getelementptr double, double* %scevgep942, i64 5
  %.1237.us.us.us.4 = load double, double* %scevgep943, align 8
  %.6.i33.us.us.us.4 = fmul double %.1237.us.us.us.4, %.1237.us.us.us.4
  %scevgep916 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv914
  %scevgep917 = getelementptr double, double* %scevgep916, i64 5
  store double %.6.i33.us.us.us.4, double* %scevgep917, align 8
  %scevgep944 = getelementptr double, double* %lsr.iv908, i64 %lsr.iv914
  %scevgep945 = getelementptr double, double* %scevgep944, i64 6
  %.1237.us.us.us.5 = load double, double* %scevgep945, align 8
  %.6.i33.us.us.us.5 = fmul double %.1237.us.us.us.5, %.1237.us.us.us.5
  %scevgep930 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv914
  %scevgep931 = getelementptr double, double* %scevgep930, i64 6
  store double %.6.i33.us.us.us.5, double* %scevgep931, align 8
  %scevgep946 = getelementptr double, double* %lsr.iv908, i64 %lsr.iv914
  %scevgep947 = getelementptr double, double* %scevgep946, i64 7
  %.1237.us.us.us.6 = load double, double* %scevgep947, align 8
  %.6.i33.us.us.us.6 = fmul double %.1237.us.us.us.6, %.1237.us.us.us.6
  %scevgep928 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv914
  %scevgep929 = getelementptr double, double* %scevgep928, i64 7
  store double %.6.i33.us.us.us.6, double* %scevgep929, align 8
  %scevgep932 = getelementptr double, double* %lsr.iv908, i64 %lsr.iv914
  %scevgep933 = getelementptr double, double* %scevgep932, i64 8
  %.1237.us.us.us.7 = load double, double* %scevgep933, align 8
  %.6.i33.us.us.us.7 = fmul double %.1237.us.us.us.7, %.1237.us.us.us.7
  %scevgep920 = getelementptr double, double* %lsr.iv656, i64 %lsr.iv914
  %scevgep921 = getelementptr double, double* %scevgep920, i64 8
  store double %.6.i33.us.us.us.7, double* %scevgep921, align 8
  %lsr.iv.next915 = add i64 %lsr.iv914, 8
  %305 = add i64 %163, %lsr.iv.next915
  %exitcond211.not.7 = icmp eq i64 %305, -1
  br i1 %exitcond211.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us.us, !llvm.loop !55

for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us: ; preds = %for.body.1.preheader.split.us.us
  %306 = icmp eq i64 %xtraiter400, 0
  %.1235.us.us178 = add i64 %.1232.us.us, %.1206.090.us
  %.1252.us.us181 = add i64 %.1232.us.us, %.1212.092.us
  br i1 %306, label %for.body.1.us.us176.prol.loopexit, label %for.body.1.us.us176.prol.preheader

for.body.1.us.us176.prol.preheader:               ; preds = %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us
  br label %for.body.1.us.us176.prol

for.body.1.us.us176.prol:                         ; preds = %for.body.1.us.us176.prol.preheader, %for.body.1.us.us176.prol
  %loop.index.184.us.us177.prol = phi i64 [ %.1286.us.us187.prol, %for.body.1.us.us176.prol ], [ 0, %for.body.1.us.us176.prol.preheader ]
  %sunkaddr1696 = mul i64 %.1235.us.us178, 8
  %307 = bitcast double* %.6.i1.i.2 to i8*
  %sunkaddr1697 = getelementptr i8, i8* %307, i64 %sunkaddr1696
  %308 = bitcast i8* %sunkaddr1697 to double*
  %.1237.us.us180.prol = load double, double* %308, align 8
  %sunkaddr1698 = mul i64 %.1252.us.us181, 8
  %309 = bitcast double* %.6.i1.i.2 to i8*
  %sunkaddr1699 = getelementptr i8, i8* %309, i64 %sunkaddr1698
  %310 = bitcast i8* %sunkaddr1699 to double*
  %.1254.us.us183.prol = load double, double* %310, align 8
  %.6.i33.us.us184.prol = fmul double %.1237.us.us180.prol, %.1254.us.us183.prol
  %scevgep659 = getelementptr double, double* %lsr.iv656, i64 %loop.index.184.us.us177.prol
  store double %.6.i33.us.us184.prol, double* %scevgep659, align 8
  %.1286.us.us187.prol = add nuw nsw i64 %loop.index.184.us.us177.prol, 1
  %prol.iter402.cmp.not = icmp eq i64 %xtraiter400, %.1286.us.us187.prol
  br i1 %prol.iter402.cmp.not, label %for.body.1.us.us176.prol.loopexit, label %for.body.1.us.us176.prol, !llvm.loop !56

for.body.1.us.us176.prol.loopexit:                ; preds = %for.body.1.us.us176.prol, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us
  %loop.index.184.us.us177.unr = phi i64 [ 0, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %.1286.us.us187.prol, %for.body.1.us.us176.prol ]
  %311 = icmp ult i64 %157, 7
  br i1 %311, label %for.end.1.loopexit.us, label %for.body.1.us.us176.preheader

for.body.1.us.us176.preheader:                    ; preds = %for.body.1.us.us176.prol.loopexit
  br label %for.body.1.us.us176

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B538.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i.2)
  %.83.i = icmp eq i64 %.1125, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1125, i64 1) #6
  %312 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %313 = icmp ult i64 %312, 7
  br i1 %313, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, %const
  %314 = add nsw i64 %unroll_iter.i, -8
  %315 = lshr exact i64 %314, 3
  %316 = add nuw nsw i64 %315, 1
  %xtraiter = and i64 %316, 7
  %317 = icmp ult i64 %314, 56
  br i1 %317, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %316, 4611686018427387896
  %scevgep526 = getelementptr double, double* %.6.i3297, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %318 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep502 = getelementptr double, double* %.6.i3297, i64 %318
  %319 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %320 = bitcast double* %scevgep502 to i8*
  %uglygep523 = getelementptr i8, i8* %320, i64 %lsr.iv
  %uglygep523524 = bitcast i8* %uglygep523 to double*
  %scevgep525 = getelementptr double, double* %uglygep523524, i64 -7
  %.265.i.epil = load double, double* %scevgep525, align 8, !noalias !57
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep520 = getelementptr i8, i8* %320, i64 %lsr.iv
  %uglygep520521 = bitcast i8* %uglygep520 to double*
  %scevgep522 = getelementptr double, double* %uglygep520521, i64 -6
  %.265.1.i.epil = load double, double* %scevgep522, align 8, !noalias !57
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep517 = getelementptr i8, i8* %320, i64 %lsr.iv
  %uglygep517518 = bitcast i8* %uglygep517 to double*
  %scevgep519 = getelementptr double, double* %uglygep517518, i64 -5
  %.265.2.i.epil = load double, double* %scevgep519, align 8, !noalias !57
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep514 = getelementptr i8, i8* %320, i64 %lsr.iv
  %uglygep514515 = bitcast i8* %uglygep514 to double*
  %scevgep516 = getelementptr double, double* %uglygep514515, i64 -4
  %.265.3.i.epil = load double, double* %scevgep516, align 8, !noalias !57
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep511 = getelementptr i8, i8* %320, i64 %lsr.iv
  %uglygep511512 = bitcast i8* %uglygep511 to double*
  %scevgep513 = getelementptr double, double* %uglygep511512, i64 -3
  %.265.4.i.epil = load double, double* %scevgep513, align 8, !noalias !57
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep508 = getelementptr i8, i8* %320, i64 %lsr.iv
  %uglygep508509 = bitcast i8* %uglygep508 to double*
  %scevgep510 = getelementptr double, double* %uglygep508509, i64 -2
  %.265.5.i.epil = load double, double* %scevgep510, align 8, !noalias !57
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep505 = getelementptr i8, i8* %320, i64 %lsr.iv
  %uglygep505506 = bitcast i8* %uglygep505 to double*
  %scevgep507 = getelementptr double, double* %uglygep505506, i64 -1
  %.265.6.i.epil = load double, double* %scevgep507, align 8, !noalias !57
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %320, i64 %lsr.iv
  %uglygep504 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep504, align 8, !noalias !57
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %319, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !60, !llvm.loop !61

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i35 = getelementptr double, double* %.6.i3297, i64 %.85.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep501 = getelementptr double, double* %scevgep.i35, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep501, align 8, !noalias !57
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !60, !llvm.loop !62

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv654 = phi i64 [ %lsr.iv.next655, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep652 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep653 = getelementptr double, double* %scevgep652, i64 -63
  %.265.i = load double, double* %scevgep653, align 8, !noalias !57
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep650 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep651 = getelementptr double, double* %scevgep650, i64 -62
  %.265.1.i = load double, double* %scevgep651, align 8, !noalias !57
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep648 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep649 = getelementptr double, double* %scevgep648, i64 -61
  %.265.2.i = load double, double* %scevgep649, align 8, !noalias !57
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep646 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep647 = getelementptr double, double* %scevgep646, i64 -60
  %.265.3.i = load double, double* %scevgep647, align 8, !noalias !57
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep644 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep645 = getelementptr double, double* %scevgep644, i64 -59
  %.265.4.i = load double, double* %scevgep645, align 8, !noalias !57
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep642 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep643 = getelementptr double, double* %scevgep642, i64 -58
  %.265.5.i = load double, double* %scevgep643, align 8, !noalias !57
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep640 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep641 = getelementptr double, double* %scevgep640, i64 -57
  %.265.6.i = load double, double* %scevgep641, align 8, !noalias !57
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep638 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep639 = getelementptr double, double* %scevgep638, i64 -56
  %.265.7.i = load double, double* %scevgep639, align 8, !noalias !57
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep607 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep608 = getelementptr double, double* %scevgep607, i64 -55
  %.265.i.1 = load double, double* %scevgep608, align 8, !noalias !57
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep609 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep610 = getelementptr double, double* %scevgep609, i64 -54
  %.265.1.i.1 = load double, double* %scevgep610, align 8, !noalias !57
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep611 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep612 = getelementptr double, double* %scevgep611, i64 -53
  %.265.2.i.1 = load double, double* %scevgep612, align 8, !noalias !57
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep613 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep614 = getelementptr double, double* %scevgep613, i64 -52
  %.265.3.i.1 = load double, double* %scevgep614, align 8, !noalias !57
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep615 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep616 = getelementptr double, double* %scevgep615, i64 -51
  %.265.4.i.1 = load double, double* %scevgep616, align 8, !noalias !57
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep617 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep618 = getelementptr double, double* %scevgep617, i64 -50
  %.265.5.i.1 = load double, double* %scevgep618, align 8, !noalias !57
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep619 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep620 = getelementptr double, double* %scevgep619, i64 -49
  %.265.6.i.1 = load double, double* %scevgep620, align 8, !noalias !57
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep621 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep622 = getelementptr double, double* %scevgep621, i64 -48
  %.265.7.i.1 = load double, double* %scevgep622, align 8, !noalias !57
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep591 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep592 = getelementptr double, double* %scevgep591, i64 -47
  %.265.i.2 = load double, double* %scevgep592, align 8, !noalias !57
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep593 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep594 = getelementptr double, double* %scevgep593, i64 -46
  %.265.1.i.2 = load double, double* %scevgep594, align 8, !noalias !57
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep595 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep596 = getelementptr double, double* %scevgep595, i64 -45
  %.265.2.i.2 = load double, double* %scevgep596, align 8, !noalias !57
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep597 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep598 = getelementptr double, double* %scevgep597, i64 -44
  %.265.3.i.2 = load double, double* %scevgep598, align 8, !noalias !57
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep599 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep600 = getelementptr double, double* %scevgep599, i64 -43
  %.265.4.i.2 = load double, double* %scevgep600, align 8, !noalias !57
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep601 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep602 = getelementptr double, double* %scevgep601, i64 -42
  %.265.5.i.2 = load double, double* %scevgep602, align 8, !noalias !57
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep603 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep604 = getelementptr double, double* %scevgep603, i64 -41
  %.265.6.i.2 = load double, double* %scevgep604, align 8, !noalias !57
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep605 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep606 = getelementptr double, double* %scevgep605, i64 -40
  %.265.7.i.2 = load double, double* %scevgep606, align 8, !noalias !57
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep575 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep576 = getelementptr double, double* %scevgep575, i64 -39
  %.265.i.3 = load double, double* %scevgep576, align 8, !noalias !57
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep577 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep578 = getelementptr double, double* %scevgep577, i64 -38
  %.265.1.i.3 = load double, double* %scevgep578, align 8, !noalias !57
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep579 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep580 = getelementptr double, double* %scevgep579, i64 -37
  %.265.2.i.3 = load double, double* %scevgep580, align 8, !noalias !57
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep581 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep582 = getelementptr double, double* %scevgep581, i64 -36
  %.265.3.i.3 = load double, double* %scevgep582, align 8, !noalias !57
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep583 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep584 = getelementptr double, double* %scevgep583, i64 -35
  %.265.4.i.3 = load double, double* %scevgep584, align 8, !noalias !57
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep585 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep586 = getelementptr double, double* %scevgep585, i64 -34
  %.265.5.i.3 = load double, double* %scevgep586, align 8, !noalias !57
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep587 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep588 = getelementptr double, double* %scevgep587, i64 -33
  %.265.6.i.3 = load double, double* %scevgep588, align 8, !noalias !57
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep589 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep590 = getelementptr double, double* %scevgep589, i64 -32
  %.265.7.i.3 = load double, double* %scevgep590, align 8, !noalias !57
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep559 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep560 = getelementptr double, double* %scevgep559, i64 -31
  %.265.i.4 = load double, double* %scevgep560, align 8, !noalias !57
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep561 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -30
  %.265.1.i.4 = load double, double* %scevgep562, align 8, !noalias !57
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep563 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -29
  %.265.2.i.4 = load double, double* %scevgep564, align 8, !noalias !57
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep565 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep566 = getelementptr double, double* %scevgep565, i64 -28
  %.265.3.i.4 = load double, double* %scevgep566, align 8, !noalias !57
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep567 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep568 = getelementptr double, double* %scevgep567, i64 -27
  %.265.4.i.4 = load double, double* %scevgep568, align 8, !noalias !57
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep569 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep570 = getelementptr double, double* %scevgep569, i64 -26
  %.265.5.i.4 = load double, double* %scevgep570, align 8, !noalias !57
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep571 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep572 = getelementptr double, double* %scevgep571, i64 -25
  %.265.6.i.4 = load double, double* %scevgep572, align 8, !noalias !57
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep573 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep574 = getelementptr double, double* %scevgep573, i64 -24
  %.265.7.i.4 = load double, double* %scevgep574, align 8, !noalias !57
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep543 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep544 = getelementptr double, double* %scevgep543, i64 -23
  %.265.i.5 = load double, double* %scevgep544, align 8, !noalias !57
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep545 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep546 = getelementptr double, double* %scevgep545, i64 -22
  %.265.1.i.5 = load double, double* %scevgep546, align 8, !noalias !57
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep547 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep548 = getelementptr double, double* %scevgep547, i64 -21
  %.265.2.i.5 = load double, double* %scevgep548, align 8, !noalias !57
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep549 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep550 = getelementptr double, double* %scevgep549, i64 -20
  %.265.3.i.5 = load double, double* %scevgep550, align 8, !noalias !57
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep551 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep552 = getelementptr double, double* %scevgep551, i64 -19
  %.265.4.i.5 = load double, double* %scevgep552, align 8, !noalias !57
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep553 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep554 = getelementptr double, double* %scevgep553, i64 -18
  %.265.5.i.5 = load double, double* %scevgep554, align 8, !noalias !57
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep555 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep556 = getelementptr double, double* %scevgep555, i64 -17
  %.265.6.i.5 = load double, double* %scevgep556, align 8, !noalias !57
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep557 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep558 = getelementptr double, double* %scevgep557, i64 -16
  %.265.7.i.5 = load double, double* %scevgep558, align 8, !noalias !57
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep527 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep528 = getelementptr double, double* %scevgep527, i64 -15
  %.265.i.6 = load double, double* %scevgep528, align 8, !noalias !57
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep529 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep530 = getelementptr double, double* %scevgep529, i64 -14
  %.265.1.i.6 = load double, double* %scevgep530, align 8, !noalias !57
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep531 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep532 = getelementptr double, double* %scevgep531, i64 -13
  %.265.2.i.6 = load double, double* %scevgep532, align 8, !noalias !57
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep533 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep534 = getelementptr double, double* %scevgep533, i64 -12
  %.265.3.i.6 = load double, double* %scevgep534, align 8, !noalias !57
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep535 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep536 = getelementptr double, double* %scevgep535, i64 -11
  %.265.4.i.6 = load double, double* %scevgep536, align 8, !noalias !57
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep537 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep538 = getelementptr double, double* %scevgep537, i64 -10
  %.265.5.i.6 = load double, double* %scevgep538, align 8, !noalias !57
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep539 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep540 = getelementptr double, double* %scevgep539, i64 -9
  %.265.6.i.6 = load double, double* %scevgep540, align 8, !noalias !57
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep541 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep542 = getelementptr double, double* %scevgep541, i64 -8
  %.265.7.i.6 = load double, double* %scevgep542, align 8, !noalias !57
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep623 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep624 = getelementptr double, double* %scevgep623, i64 -7
  %.265.i.7 = load double, double* %scevgep624, align 8, !noalias !57
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep625 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep626 = getelementptr double, double* %scevgep625, i64 -6
  %.265.1.i.7 = load double, double* %scevgep626, align 8, !noalias !57
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep627 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep628 = getelementptr double, double* %scevgep627, i64 -5
  %.265.2.i.7 = load double, double* %scevgep628, align 8, !noalias !57
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep629 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep630 = getelementptr double, double* %scevgep629, i64 -4
  %.265.3.i.7 = load double, double* %scevgep630, align 8, !noalias !57
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep631 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep632 = getelementptr double, double* %scevgep631, i64 -3
  %.265.4.i.7 = load double, double* %scevgep632, align 8, !noalias !57
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep633 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep634 = getelementptr double, double* %scevgep633, i64 -2
  %.265.5.i.7 = load double, double* %scevgep634, align 8, !noalias !57
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep635 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %scevgep636 = getelementptr double, double* %scevgep635, i64 -1
  %.265.6.i.7 = load double, double* %scevgep636, align 8, !noalias !57
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep637 = getelementptr double, double* %scevgep526, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep637, align 8, !noalias !57
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next655 = add i64 %lsr.iv654, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next655, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i25)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
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
  br i1 %.51.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !63

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.55, align 8
  %.63 = call i32 @_ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.55, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 undef, i64 undef, double %.48) #3
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
  %.12 = call i32 @_ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 undef, i64 undef, double %.2) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !63

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f526c75c550>", i64 0, i64 0))
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!5 = !{!6, !8, !9, !11, !2, !4}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !13}
!15 = !{i1 true}
!16 = !{!17, !19, !20, !22}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !13}
!24 = !{!25, !27, !28, !30}
!25 = distinct !{!25, !26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!26 = distinct !{!26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!27 = distinct !{!27, !26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.isvectorized", i32 1}
!33 = distinct !{!33, !32}
!34 = !{!35}
!35 = distinct !{!35, !36}
!36 = distinct !{!36, !"LVerDomain"}
!37 = !{!38}
!38 = distinct !{!38, !36}
!39 = distinct !{!39, !32}
!40 = distinct !{!40, !13}
!41 = distinct !{!41, !13}
!42 = distinct !{!42, !32}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = !{!49}
!49 = distinct !{!49, !45}
!50 = !{!47, !44}
!51 = distinct !{!51, !32}
!52 = distinct !{!52, !13}
!53 = distinct !{!53, !13}
!54 = distinct !{!54, !13}
!55 = distinct !{!55, !32}
!56 = distinct !{!56, !13}
!57 = !{!58}
!58 = distinct !{!58, !59, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!60 = !{!"branch_weights", i32 1, i32 7}
!61 = distinct !{!61, !13}
!62 = distinct !{!62, !13}
!63 = !{!"branch_weights", i32 99, i32 1}
