; ModuleID = 'heat_buffer'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.heat_buffer = internal constant [12 x i8] c"heat_buffer\00"
@_ZN08NumbaEnv7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_max12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbaad9f8610B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.u0.0, ptr readnone captures(none) %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, ptr readonly captures(none) %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
B0:
  %const951 = bitcast i64 -1152921504606846976 to i64
  %const950 = bitcast i64 -2305843009213693952 to i64
  %arg.u0.5.1.fr = freeze i64 %arg.u0.5.1
  %arg.u0.5.0.fr = freeze i64 %arg.u0.5.0
  %.1401 = alloca double, align 8
  store double 0.000000e+00, ptr %.1401, align 8
  %excinfo.11 = alloca ptr, align 8
  store ptr null, ptr %excinfo.11, align 8
  tail call void @NRT_incref(ptr %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %0 = add i64 %.56, %const951
  %.62 = icmp ult i64 %0, %const950
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B538.sink.split:                                  ; preds = %B0.endif.i188, %B0.endif.i138
  %.7.i.i.i190.sink = phi ptr [ %.7.i.i.i140, %B0.endif.i138 ], [ %.7.i.i.i190, %B0.endif.i188 ]
  %.7.i.i.i165.sink = phi ptr [ %.7.i.i.i115, %B0.endif.i138 ], [ %.7.i.i.i165, %B0.endif.i188 ]
  %.7.i.i.i.sink = phi ptr [ %.7.i.i.i87, %B0.endif.i138 ], [ %.7.i.i.i, %B0.endif.i188 ]
  %.5.i.i193 = getelementptr i8, ptr %.7.i.i.i190.sink, i64 24
  %.6.i.i194 = load ptr, ptr %.5.i.i193, align 8, !noalias !1
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i165.sink), !noalias !1
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i.sink)
  br label %B128.i

B128.i:                                           ; preds = %B202.B168.loopexit_crit_edge.us.us.us.2, %B538.sink.split
  %.317.fca.0.load.1.sink.sink = phi ptr [ %.7.i.i.i165.sink, %B538.sink.split ], [ %.7.i.i.i87.1, %B202.B168.loopexit_crit_edge.us.us.us.2 ]
  %u.2.sroa.60.0.lcssa = phi ptr [ %.6.i.i194, %B538.sink.split ], [ %.6.i.i91.2, %B202.B168.loopexit_crit_edge.us.us.us.2 ]
  %u.2.sroa.0.0.lcssa = phi ptr [ %.7.i.i.i190.sink, %B538.sink.split ], [ %.7.i.i.i87.2, %B202.B168.loopexit_crit_edge.us.us.us.2 ]
  tail call void @NRT_decref(ptr nonnull %.317.fca.0.load.1.sink.sink)
  %.1228 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr)
  %.1229 = extractvalue { i64, i1 } %.1228, 0
  %.1230 = extractvalue { i64, i1 } %.1228, 1
  %.1232 = shl i64 %arg.u0.5.1.fr, 3
  %1 = add i64 %.1229, %const951
  %.1235 = icmp ult i64 %1, %const950
  %.1236 = or i1 %.1230, %.1235
  br i1 %.1236, label %B538.endif.endif.endif.endif.if, label %B538.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.if.if, %for.end.endif, %B538.endif.endif.endif.endif.endif.if.if, %B538.endif.endif.endif.endif.if, %B96.if.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %B96.if.if ], [ %.1409, %for.end.if.if ], [ 0, %for.end.endif ], [ 1, %B538.endif.endif.endif.endif.if ], [ 1, %B538.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.61 = shl nsw i64 %.56, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B96.lr.ph, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B96.lr.ph:                                        ; preds = %B0.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.u0.4, i64 %.130, i1 false)
  %.430517 = icmp sgt i64 %arg.u0.5.0.fr, 0
  %.731 = add i64 %arg.u0.5.0.fr, -1
  %.900 = add i64 %arg.u0.5.1.fr, -1
  tail call void @NRT_decref(ptr %arg.u0.0)
  br i1 %.430517, label %B96.lr.ph.split.us, label %B0.endif.i52

B0.endif.i52:                                     ; preds = %B96.lr.ph
  tail call void @NRT_incref(ptr nonnull %.7.i.i), !noalias !10
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !14
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B96.if.if, label %B0.endif.i163, !prof !0

B96.lr.ph.split.us:                               ; preds = %B96.lr.ph
  %.551498 = icmp sgt i64 %arg.u0.5.1.fr, 0
  tail call void @NRT_incref(ptr nonnull %.7.i.i), !noalias !1
  %.7.i.i.i87 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  br i1 %.551498, label %B96.us.us.preheader397, label %B0.endif.i60

B96.us.us.preheader397:                           ; preds = %B96.lr.ph.split.us
  %2 = icmp eq ptr %.7.i.i.i87, null
  br i1 %2, label %B96.if.if, label %B96.endif.endif.us.us, !prof !0

B0.endif.i60:                                     ; preds = %B96.lr.ph.split.us
  %3 = icmp eq ptr %.7.i.i.i87, null
  br i1 %3, label %B96.if.if, label %B0.endif.i113, !prof !0

B96.endif.endif.us.us:                            ; preds = %B96.us.us.preheader397
  %.5.i.i90 = getelementptr i8, ptr %.7.i.i.i87, i64 24
  %.6.i.i91 = load ptr, ptr %.5.i.i90, align 8, !noalias !21
  tail call void @NRT_decref(ptr nonnull %.7.i.i), !noalias !21
  %.13.i106.peel = tail call i64 @llvm.smin.i64(i64 %.900, i64 1)
  %4 = add nsw i64 %arg.u0.5.1.fr, -2
  %xtraiter = and i64 %.900, 3
  %5 = shl i64 %arg.u0.5.1.fr, 3
  %6 = shl i64 %arg.u0.5.1.fr, 3
  %7 = shl i64 %arg.u0.5.1.fr, 3
  %8 = shl i64 %arg.u0.5.1.fr, 3
  %9 = lshr i64 %.900, 2
  %10 = mul i64 %9, -4
  %11 = shl i64 %arg.u0.5.1.fr, 3
  %12 = shl i64 %arg.u0.5.1.fr, 3
  br label %B170.endif.us.us.us

B170.endif.us.us.us:                              ; preds = %B202.B168.loopexit_crit_edge.us.us.us, %B96.endif.endif.us.us
  %lsr.iv917 = phi ptr [ %scevgep918, %B202.B168.loopexit_crit_edge.us.us.us ], [ %.6.i, %B96.endif.endif.us.us ]
  %lsr.iv893 = phi i64 [ %lsr.iv.next894, %B202.B168.loopexit_crit_edge.us.us.us ], [ 1, %B96.endif.endif.us.us ]
  %lsr.iv883 = phi ptr [ %scevgep884, %B202.B168.loopexit_crit_edge.us.us.us ], [ %.6.i.i91, %B96.endif.endif.us.us ]
  %.436506518.us.us.us = phi i64 [ 0, %B96.endif.endif.us.us ], [ %.443.us.us.us, %B202.B168.loopexit_crit_edge.us.us.us ]
  %13 = icmp eq i64 %arg.u0.5.1.fr, 1
  %smin937 = call i64 @llvm.smin.i64(i64 %lsr.iv893, i64 %.731)
  %14 = mul i64 %11, %smin937
  %smax940 = call i64 @llvm.smax.i64(i64 %.436506518.us.us.us, i64 1)
  %15 = add nsw i64 %smax940, -1
  %16 = mul i64 %12, %15
  %smin895 = call i64 @llvm.smin.i64(i64 %lsr.iv893, i64 %.731)
  %17 = mul i64 %6, %smin895
  %scevgep896 = getelementptr i8, ptr %.6.i, i64 %17
  %smax905 = call i64 @llvm.smax.i64(i64 %.436506518.us.us.us, i64 1)
  %18 = add nsw i64 %smax905, -1
  %19 = mul i64 %7, %18
  %scevgep906 = getelementptr i8, ptr %.6.i, i64 %19
  %.443.us.us.us = add nuw nsw i64 %.436506518.us.us.us, 1
  %smax909 = call i64 @llvm.smax.i64(i64 %.436506518.us.us.us, i64 1)
  %20 = add nsw i64 %smax909, -1
  %21 = mul i64 %8, %20
  %scevgep910 = getelementptr i8, ptr %.6.i, i64 %21
  %.636.us.us.us = mul i64 %.436506518.us.us.us, %arg.u0.5.1.fr
  %22 = getelementptr double, ptr %.6.i, i64 %.636.us.us.us
  %23 = getelementptr double, ptr %.6.i.i91, i64 %.636.us.us.us
  %24 = tail call i64 @llvm.smax.i64(i64 %.436506518.us.us.us, i64 1)
  %.13.i = add nsw i64 %24, -1
  %.720.us.us.us = mul i64 %.13.i, %arg.u0.5.1.fr
  %25 = getelementptr double, ptr %.6.i, i64 %.720.us.us.us
  %.13.i104 = tail call i64 @llvm.smin.i64(i64 %.731, i64 %.443.us.us.us)
  %.806.us.us.us = mul i64 %.13.i104, %arg.u0.5.1.fr
  %26 = getelementptr double, ptr %.6.i, i64 %.806.us.us.us
  %.641.us.us.us.peel = load double, ptr %22, align 8
  %.725.us.us.us.peel = load double, ptr %25, align 8
  %.811.us.us.us.peel = load double, ptr %26, align 8
  %27 = getelementptr double, ptr %22, i64 %.13.i106.peel
  %.981.us.us.us.peel = load double, ptr %27, align 8
  %.984.us.us.us.peel = fadd double %.725.us.us.us.peel, %.811.us.us.us.peel
  %.985.us.us.us.peel = fadd double %.984.us.us.us.peel, %.641.us.us.us.peel
  %.986.us.us.us.peel = fadd double %.985.us.us.us.peel, %.981.us.us.us.peel
  %.987.us.us.us.peel = fmul double %.641.us.us.us.peel, 4.000000e+00
  %.988.us.us.us.peel = fsub double %.986.us.us.us.peel, %.987.us.us.us.peel
  %.989.us.us.us.peel = fmul double %.641.us.us.us.peel, %.641.us.us.us.peel
  %.990.us.us.us.peel = fmul double %.641.us.us.us.peel, %.989.us.us.us.peel
  %.991.us.us.us.peel = fsub double %.988.us.us.us.peel, %.990.us.us.us.peel
  %.993.us.us.us.peel = fmul double %arg.h, %.991.us.us.us.peel
  %.994.us.us.us.peel = fadd double %.641.us.us.us.peel, %.993.us.us.us.peel
  store double %.994.us.us.us.peel, ptr %23, align 8
  br i1 %13, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.endif.endif.endif.endif.us.us.us.preheader

B204.endif.endif.endif.endif.us.us.us.preheader:  ; preds = %B170.endif.us.us.us
  %28 = icmp ult i64 %4, 3
  br i1 %28, label %B204.endif.endif.endif.endif.us.us.us.epil.preheader, label %B204.endif.endif.endif.endif.us.us.us.preheader617

B204.endif.endif.endif.endif.us.us.us.preheader617: ; preds = %B204.endif.endif.endif.endif.us.us.us.preheader
  br label %B204.endif.endif.endif.endif.us.us.us

B204.endif.endif.endif.endif.us.us.us:            ; preds = %B204.endif.endif.endif.endif.us.us.us.preheader617, %B204.endif.endif.endif.endif.us.us.us
  %lsr.iv881 = phi i64 [ 5, %B204.endif.endif.endif.endif.us.us.us.preheader617 ], [ %lsr.iv.next882, %B204.endif.endif.endif.endif.us.us.us ]
  %29 = add i64 %lsr.iv881, -3
  %30 = shl i64 %lsr.iv881, 3
  %scevgep929 = getelementptr i8, ptr %lsr.iv917, i64 %30
  %scevgep930 = getelementptr i8, ptr %scevgep929, i64 -32
  %.641.us.us.us = load double, ptr %scevgep930, align 8
  %31 = shl i64 %lsr.iv881, 3
  %scevgep913 = getelementptr i8, ptr %scevgep910, i64 %31
  %scevgep914 = getelementptr i8, ptr %scevgep913, i64 -32
  %.725.us.us.us = load double, ptr %scevgep914, align 8
  %32 = shl i64 %lsr.iv881, 3
  %scevgep901 = getelementptr i8, ptr %scevgep896, i64 %32
  %scevgep902 = getelementptr i8, ptr %scevgep901, i64 -32
  %.811.us.us.us = load double, ptr %scevgep902, align 8
  %scevgep927 = getelementptr i8, ptr %lsr.iv917, i64 %32
  %scevgep928 = getelementptr i8, ptr %scevgep927, i64 -40
  %.895.us.us.us = load double, ptr %scevgep928, align 8
  %.13.i106 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %29)
  %33 = getelementptr double, ptr %22, i64 %.13.i106
  %.981.us.us.us = load double, ptr %33, align 8
  %.984.us.us.us = fadd double %.725.us.us.us, %.811.us.us.us
  %.985.us.us.us = fadd double %.984.us.us.us, %.895.us.us.us
  %.986.us.us.us = fadd double %.985.us.us.us, %.981.us.us.us
  %.987.us.us.us = fmul double %.641.us.us.us, 4.000000e+00
  %.988.us.us.us = fsub double %.986.us.us.us, %.987.us.us.us
  %.989.us.us.us = fmul double %.641.us.us.us, %.641.us.us.us
  %.990.us.us.us = fmul double %.641.us.us.us, %.989.us.us.us
  %.991.us.us.us = fsub double %.988.us.us.us, %.990.us.us.us
  %.993.us.us.us = fmul double %arg.h, %.991.us.us.us
  %.994.us.us.us = fadd double %.641.us.us.us, %.993.us.us.us
  %34 = shl i64 %lsr.iv881, 3
  %scevgep889 = getelementptr i8, ptr %lsr.iv883, i64 %34
  %scevgep890 = getelementptr i8, ptr %scevgep889, i64 -32
  store double %.994.us.us.us, ptr %scevgep890, align 8
  %35 = add i64 %lsr.iv881, -2
  %scevgep933 = getelementptr i8, ptr %lsr.iv917, i64 %34
  %scevgep934 = getelementptr i8, ptr %scevgep933, i64 -24
  %.641.us.us.us.1545 = load double, ptr %scevgep934, align 8
  %36 = shl i64 %lsr.iv881, 3
  %scevgep915 = getelementptr i8, ptr %scevgep910, i64 %36
  %scevgep916 = getelementptr i8, ptr %scevgep915, i64 -24
  %.725.us.us.us.1547 = load double, ptr %scevgep916, align 8
  %37 = shl i64 %lsr.iv881, 3
  %scevgep903 = getelementptr i8, ptr %scevgep896, i64 %37
  %scevgep904 = getelementptr i8, ptr %scevgep903, i64 -24
  %.811.us.us.us.1549 = load double, ptr %scevgep904, align 8
  %scevgep931 = getelementptr i8, ptr %lsr.iv917, i64 %37
  %scevgep932 = getelementptr i8, ptr %scevgep931, i64 -32
  %.895.us.us.us.1550 = load double, ptr %scevgep932, align 8
  %.13.i106.1551 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %35)
  %38 = getelementptr double, ptr %22, i64 %.13.i106.1551
  %.981.us.us.us.1552 = load double, ptr %38, align 8
  %.984.us.us.us.1553 = fadd double %.725.us.us.us.1547, %.811.us.us.us.1549
  %.985.us.us.us.1554 = fadd double %.984.us.us.us.1553, %.895.us.us.us.1550
  %.986.us.us.us.1555 = fadd double %.985.us.us.us.1554, %.981.us.us.us.1552
  %.987.us.us.us.1556 = fmul double %.641.us.us.us.1545, 4.000000e+00
  %.988.us.us.us.1557 = fsub double %.986.us.us.us.1555, %.987.us.us.us.1556
  %.989.us.us.us.1558 = fmul double %.641.us.us.us.1545, %.641.us.us.us.1545
  %.990.us.us.us.1559 = fmul double %.641.us.us.us.1545, %.989.us.us.us.1558
  %.991.us.us.us.1560 = fsub double %.988.us.us.us.1557, %.990.us.us.us.1559
  %.993.us.us.us.1561 = fmul double %arg.h, %.991.us.us.us.1560
  %.994.us.us.us.1562 = fadd double %.641.us.us.us.1545, %.993.us.us.us.1561
  %39 = shl i64 %lsr.iv881, 3
  %scevgep891 = getelementptr i8, ptr %lsr.iv883, i64 %39
  %scevgep892 = getelementptr i8, ptr %scevgep891, i64 -24
  store double %.994.us.us.us.1562, ptr %scevgep892, align 8
  %40 = add i64 %lsr.iv881, -1
  %scevgep925 = getelementptr i8, ptr %lsr.iv917, i64 %39
  %scevgep926 = getelementptr i8, ptr %scevgep925, i64 -16
  %.641.us.us.us.2568 = load double, ptr %scevgep926, align 8
  %41 = shl i64 %lsr.iv881, 3
  %scevgep911 = getelementptr i8, ptr %scevgep910, i64 %41
  %scevgep912 = getelementptr i8, ptr %scevgep911, i64 -16
  %.725.us.us.us.2570 = load double, ptr %scevgep912, align 8
  %42 = shl i64 %lsr.iv881, 3
  %scevgep899 = getelementptr i8, ptr %scevgep896, i64 %42
  %scevgep900 = getelementptr i8, ptr %scevgep899, i64 -16
  %.811.us.us.us.2572 = load double, ptr %scevgep900, align 8
  %scevgep923 = getelementptr i8, ptr %lsr.iv917, i64 %42
  %scevgep924 = getelementptr i8, ptr %scevgep923, i64 -24
  %.895.us.us.us.2573 = load double, ptr %scevgep924, align 8
  %.13.i106.2574 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %40)
  %43 = getelementptr double, ptr %22, i64 %.13.i106.2574
  %.981.us.us.us.2575 = load double, ptr %43, align 8
  %.984.us.us.us.2576 = fadd double %.725.us.us.us.2570, %.811.us.us.us.2572
  %.985.us.us.us.2577 = fadd double %.984.us.us.us.2576, %.895.us.us.us.2573
  %.986.us.us.us.2578 = fadd double %.985.us.us.us.2577, %.981.us.us.us.2575
  %.987.us.us.us.2579 = fmul double %.641.us.us.us.2568, 4.000000e+00
  %.988.us.us.us.2580 = fsub double %.986.us.us.us.2578, %.987.us.us.us.2579
  %.989.us.us.us.2581 = fmul double %.641.us.us.us.2568, %.641.us.us.us.2568
  %.990.us.us.us.2582 = fmul double %.641.us.us.us.2568, %.989.us.us.us.2581
  %.991.us.us.us.2583 = fsub double %.988.us.us.us.2580, %.990.us.us.us.2582
  %.993.us.us.us.2584 = fmul double %arg.h, %.991.us.us.us.2583
  %.994.us.us.us.2585 = fadd double %.641.us.us.us.2568, %.993.us.us.us.2584
  %44 = shl i64 %lsr.iv881, 3
  %scevgep887 = getelementptr i8, ptr %lsr.iv883, i64 %44
  %scevgep888 = getelementptr i8, ptr %scevgep887, i64 -16
  store double %.994.us.us.us.2585, ptr %scevgep888, align 8
  %scevgep921 = getelementptr i8, ptr %lsr.iv917, i64 %44
  %scevgep922 = getelementptr i8, ptr %scevgep921, i64 -8
  %.641.us.us.us.3 = load double, ptr %scevgep922, align 8
  %45 = shl i64 %lsr.iv881, 3
  %scevgep907 = getelementptr i8, ptr %scevgep906, i64 %45
  %scevgep908 = getelementptr i8, ptr %scevgep907, i64 -8
  %.725.us.us.us.3 = load double, ptr %scevgep908, align 8
  %46 = shl i64 %lsr.iv881, 3
  %scevgep897 = getelementptr i8, ptr %scevgep896, i64 %46
  %scevgep898 = getelementptr i8, ptr %scevgep897, i64 -8
  %.811.us.us.us.3 = load double, ptr %scevgep898, align 8
  %scevgep919 = getelementptr i8, ptr %lsr.iv917, i64 %46
  %scevgep920 = getelementptr i8, ptr %scevgep919, i64 -16
  %.895.us.us.us.3 = load double, ptr %scevgep920, align 8
  %.13.i106.3 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %lsr.iv881)
  %47 = getelementptr double, ptr %22, i64 %.13.i106.3
  %.981.us.us.us.3 = load double, ptr %47, align 8
  %.984.us.us.us.3 = fadd double %.725.us.us.us.3, %.811.us.us.us.3
  %.985.us.us.us.3 = fadd double %.984.us.us.us.3, %.895.us.us.us.3
  %.986.us.us.us.3 = fadd double %.985.us.us.us.3, %.981.us.us.us.3
  %.987.us.us.us.3 = fmul double %.641.us.us.us.3, 4.000000e+00
  %.988.us.us.us.3 = fsub double %.986.us.us.us.3, %.987.us.us.us.3
  %.989.us.us.us.3 = fmul double %.641.us.us.us.3, %.641.us.us.us.3
  %.990.us.us.us.3 = fmul double %.641.us.us.us.3, %.989.us.us.us.3
  %.991.us.us.us.3 = fsub double %.988.us.us.us.3, %.990.us.us.us.3
  %.993.us.us.us.3 = fmul double %arg.h, %.991.us.us.us.3
  %.994.us.us.us.3 = fadd double %.641.us.us.us.3, %.993.us.us.us.3
  %48 = shl i64 %lsr.iv881, 3
  %scevgep885 = getelementptr i8, ptr %lsr.iv883, i64 %48
  %scevgep886 = getelementptr i8, ptr %scevgep885, i64 -8
  store double %.994.us.us.us.3, ptr %scevgep886, align 8
  %lsr.iv.next882 = add nuw i64 %lsr.iv881, 4
  %49 = add i64 %10, %lsr.iv.next882
  %niter.ncmp.3 = icmp eq i64 %49, 5
  br i1 %niter.ncmp.3, label %B202.B168.loopexit_crit_edge.us.us.us.loopexit.unr-lcssa, label %B204.endif.endif.endif.endif.us.us.us, !llvm.loop !25

B202.B168.loopexit_crit_edge.us.us.us.loopexit.unr-lcssa: ; preds = %B204.endif.endif.endif.endif.us.us.us
  %50 = icmp eq i64 %xtraiter, 0
  %51 = add i64 %lsr.iv.next882, -4
  br i1 %50, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.endif.endif.endif.endif.us.us.us.epil.preheader

B204.endif.endif.endif.endif.us.us.us.epil.preheader: ; preds = %B202.B168.loopexit_crit_edge.us.us.us.loopexit.unr-lcssa, %B204.endif.endif.endif.endif.us.us.us.preheader
  %.557494499.us.us.us.epil.init = phi i64 [ 1, %B204.endif.endif.endif.endif.us.us.us.preheader ], [ %51, %B202.B168.loopexit_crit_edge.us.us.us.loopexit.unr-lcssa ]
  %52 = shl i64 %.557494499.us.us.us.epil.init, 3
  %scevgep935 = getelementptr i8, ptr %lsr.iv883, i64 %52
  %53 = add i64 %14, %52
  %scevgep938 = getelementptr i8, ptr %.6.i, i64 %53
  %54 = add i64 %16, %52
  %scevgep941 = getelementptr i8, ptr %.6.i, i64 %54
  %scevgep943 = getelementptr i8, ptr %lsr.iv917, i64 %52
  %55 = add nuw nsw i64 %.557494499.us.us.us.epil.init, 1
  br label %B204.endif.endif.endif.endif.us.us.us.epil

B204.endif.endif.endif.endif.us.us.us.epil:       ; preds = %B204.endif.endif.endif.endif.us.us.us.epil, %B204.endif.endif.endif.endif.us.us.us.epil.preheader
  %epil.iter = phi i64 [ %epil.iter.next, %B204.endif.endif.endif.endif.us.us.us.epil ], [ 0, %B204.endif.endif.endif.endif.us.us.us.epil.preheader ]
  %56 = add i64 %55, %epil.iter
  %57 = shl nuw nsw i64 %epil.iter, 3
  %scevgep944 = getelementptr i8, ptr %scevgep943, i64 %57
  %.641.us.us.us.epil = load double, ptr %scevgep944, align 8
  %58 = shl nuw nsw i64 %epil.iter, 3
  %scevgep942 = getelementptr i8, ptr %scevgep941, i64 %58
  %.725.us.us.us.epil = load double, ptr %scevgep942, align 8
  %59 = shl nuw nsw i64 %epil.iter, 3
  %scevgep939 = getelementptr i8, ptr %scevgep938, i64 %59
  %.811.us.us.us.epil = load double, ptr %scevgep939, align 8
  %60 = shl nuw nsw i64 %epil.iter, 3
  %scevgep945 = getelementptr i8, ptr %scevgep943, i64 %60
  %scevgep946 = getelementptr i8, ptr %scevgep945, i64 -8
  %.895.us.us.us.epil = load double, ptr %scevgep946, align 8
  %.13.i106.epil = tail call i64 @llvm.smin.i64(i64 %.900, i64 %56)
  %61 = getelementptr double, ptr %22, i64 %.13.i106.epil
  %.981.us.us.us.epil = load double, ptr %61, align 8
  %.984.us.us.us.epil = fadd double %.725.us.us.us.epil, %.811.us.us.us.epil
  %.985.us.us.us.epil = fadd double %.984.us.us.us.epil, %.895.us.us.us.epil
  %.986.us.us.us.epil = fadd double %.985.us.us.us.epil, %.981.us.us.us.epil
  %.987.us.us.us.epil = fmul double %.641.us.us.us.epil, 4.000000e+00
  %.988.us.us.us.epil = fsub double %.986.us.us.us.epil, %.987.us.us.us.epil
  %.989.us.us.us.epil = fmul double %.641.us.us.us.epil, %.641.us.us.us.epil
  %.990.us.us.us.epil = fmul double %.641.us.us.us.epil, %.989.us.us.us.epil
  %.991.us.us.us.epil = fsub double %.988.us.us.us.epil, %.990.us.us.us.epil
  %.993.us.us.us.epil = fmul double %arg.h, %.991.us.us.us.epil
  %.994.us.us.us.epil = fadd double %.641.us.us.us.epil, %.993.us.us.us.epil
  %62 = shl nuw nsw i64 %epil.iter, 3
  %scevgep936 = getelementptr i8, ptr %scevgep935, i64 %62
  store double %.994.us.us.us.epil, ptr %scevgep936, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.endif.endif.endif.endif.us.us.us.epil, !llvm.loop !27

B202.B168.loopexit_crit_edge.us.us.us:            ; preds = %B204.endif.endif.endif.endif.us.us.us.epil, %B202.B168.loopexit_crit_edge.us.us.us.loopexit.unr-lcssa, %B170.endif.us.us.us
  %scevgep884 = getelementptr i8, ptr %lsr.iv883, i64 %5
  %lsr.iv.next894 = add nuw i64 %lsr.iv893, 1
  %scevgep918 = getelementptr i8, ptr %lsr.iv917, i64 %5
  %exitcond917.not = icmp eq i64 %arg.u0.5.0.fr, %.443.us.us.us
  br i1 %exitcond917.not, label %B168.B532_crit_edge.split.us.us.us, label %B170.endif.us.us.us

B168.B532_crit_edge.split.us.us.us:               ; preds = %B202.B168.loopexit_crit_edge.us.us.us
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i87), !noalias !21
  %.7.i.i.i87.1 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !29
  %.8.i.i.i88.1 = icmp eq ptr %.7.i.i.i87.1, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %.8.i.i.i88.1, label %B96.if.if, label %B96.endif.endif.us.us.1, !prof !0

B96.endif.endif.us.us.1:                          ; preds = %B168.B532_crit_edge.split.us.us.us
  %.5.i.i90.1 = getelementptr i8, ptr %.7.i.i.i87.1, i64 24
  %.6.i.i91.1 = load ptr, ptr %.5.i.i90.1, align 8, !noalias !21
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i87), !noalias !21
  %xtraiter588 = and i64 %.900, 3
  %63 = shl i64 %arg.u0.5.1.fr, 3
  %64 = shl i64 %arg.u0.5.1.fr, 3
  %65 = shl i64 %arg.u0.5.1.fr, 3
  %66 = shl i64 %arg.u0.5.1.fr, 3
  %67 = lshr i64 %.900, 2
  %68 = mul i64 %67, -4
  %69 = shl i64 %arg.u0.5.1.fr, 3
  %70 = shl i64 %arg.u0.5.1.fr, 3
  br label %B170.endif.us.us.us.1

B170.endif.us.us.us.1:                            ; preds = %B202.B168.loopexit_crit_edge.us.us.us.1, %B96.endif.endif.us.us.1
  %lsr.iv851 = phi ptr [ %scevgep852, %B202.B168.loopexit_crit_edge.us.us.us.1 ], [ %.6.i.i91, %B96.endif.endif.us.us.1 ]
  %lsr.iv827 = phi i64 [ %lsr.iv.next828, %B202.B168.loopexit_crit_edge.us.us.us.1 ], [ 1, %B96.endif.endif.us.us.1 ]
  %lsr.iv817 = phi ptr [ %scevgep818, %B202.B168.loopexit_crit_edge.us.us.us.1 ], [ %.6.i.i91.1, %B96.endif.endif.us.us.1 ]
  %.436506518.us.us.us.1 = phi i64 [ 0, %B96.endif.endif.us.us.1 ], [ %.443.us.us.us.1, %B202.B168.loopexit_crit_edge.us.us.us.1 ]
  %71 = icmp eq i64 %arg.u0.5.1.fr, 1
  %smin871 = call i64 @llvm.smin.i64(i64 %lsr.iv827, i64 %.731)
  %72 = mul i64 %69, %smin871
  %smax874 = call i64 @llvm.smax.i64(i64 %.436506518.us.us.us.1, i64 1)
  %73 = add nsw i64 %smax874, -1
  %74 = mul i64 %70, %73
  %smin829 = call i64 @llvm.smin.i64(i64 %lsr.iv827, i64 %.731)
  %75 = mul i64 %64, %smin829
  %scevgep830 = getelementptr i8, ptr %.6.i.i91, i64 %75
  %smax839 = call i64 @llvm.smax.i64(i64 %.436506518.us.us.us.1, i64 1)
  %76 = add nsw i64 %smax839, -1
  %77 = mul i64 %65, %76
  %scevgep840 = getelementptr i8, ptr %.6.i.i91, i64 %77
  %.443.us.us.us.1 = add nuw nsw i64 %.436506518.us.us.us.1, 1
  %smax843 = call i64 @llvm.smax.i64(i64 %.436506518.us.us.us.1, i64 1)
  %78 = add nsw i64 %smax843, -1
  %79 = mul i64 %66, %78
  %scevgep844 = getelementptr i8, ptr %.6.i.i91, i64 %79
  %.636.us.us.us.1 = mul i64 %.436506518.us.us.us.1, %arg.u0.5.1.fr
  %80 = getelementptr double, ptr %.6.i.i91, i64 %.636.us.us.us.1
  %81 = getelementptr double, ptr %.6.i.i91.1, i64 %.636.us.us.us.1
  %82 = tail call i64 @llvm.smax.i64(i64 %.436506518.us.us.us.1, i64 1)
  %.13.i.1 = add nsw i64 %82, -1
  %.720.us.us.us.1 = mul i64 %.13.i.1, %arg.u0.5.1.fr
  %83 = getelementptr double, ptr %.6.i.i91, i64 %.720.us.us.us.1
  %.13.i104.1 = tail call i64 @llvm.smin.i64(i64 %.731, i64 %.443.us.us.us.1)
  %.806.us.us.us.1 = mul i64 %.13.i104.1, %arg.u0.5.1.fr
  %84 = getelementptr double, ptr %.6.i.i91, i64 %.806.us.us.us.1
  %.641.us.us.us.peel.1 = load double, ptr %80, align 8
  %.725.us.us.us.peel.1 = load double, ptr %83, align 8
  %.811.us.us.us.peel.1 = load double, ptr %84, align 8
  %85 = getelementptr double, ptr %80, i64 %.13.i106.peel
  %.981.us.us.us.peel.1 = load double, ptr %85, align 8
  %.984.us.us.us.peel.1 = fadd double %.725.us.us.us.peel.1, %.811.us.us.us.peel.1
  %.985.us.us.us.peel.1 = fadd double %.984.us.us.us.peel.1, %.641.us.us.us.peel.1
  %.986.us.us.us.peel.1 = fadd double %.985.us.us.us.peel.1, %.981.us.us.us.peel.1
  %.987.us.us.us.peel.1 = fmul double %.641.us.us.us.peel.1, 4.000000e+00
  %.988.us.us.us.peel.1 = fsub double %.986.us.us.us.peel.1, %.987.us.us.us.peel.1
  %.989.us.us.us.peel.1 = fmul double %.641.us.us.us.peel.1, %.641.us.us.us.peel.1
  %.990.us.us.us.peel.1 = fmul double %.641.us.us.us.peel.1, %.989.us.us.us.peel.1
  %.991.us.us.us.peel.1 = fsub double %.988.us.us.us.peel.1, %.990.us.us.us.peel.1
  %.993.us.us.us.peel.1 = fmul double %arg.h, %.991.us.us.us.peel.1
  %.994.us.us.us.peel.1 = fadd double %.641.us.us.us.peel.1, %.993.us.us.us.peel.1
  store double %.994.us.us.us.peel.1, ptr %81, align 8
  br i1 %71, label %B202.B168.loopexit_crit_edge.us.us.us.1, label %B204.endif.endif.endif.endif.us.us.us.1.preheader

B204.endif.endif.endif.endif.us.us.us.1.preheader: ; preds = %B170.endif.us.us.us.1
  %86 = icmp ult i64 %4, 3
  br i1 %86, label %B204.endif.endif.endif.endif.us.us.us.1.epil.preheader, label %B204.endif.endif.endif.endif.us.us.us.1.preheader616

B204.endif.endif.endif.endif.us.us.us.1.preheader616: ; preds = %B204.endif.endif.endif.endif.us.us.us.1.preheader
  br label %B204.endif.endif.endif.endif.us.us.us.1

B204.endif.endif.endif.endif.us.us.us.1:          ; preds = %B204.endif.endif.endif.endif.us.us.us.1.preheader616, %B204.endif.endif.endif.endif.us.us.us.1
  %lsr.iv815 = phi i64 [ 5, %B204.endif.endif.endif.endif.us.us.us.1.preheader616 ], [ %lsr.iv.next816, %B204.endif.endif.endif.endif.us.us.us.1 ]
  %87 = add i64 %lsr.iv815, -3
  %88 = shl i64 %lsr.iv815, 3
  %scevgep863 = getelementptr i8, ptr %lsr.iv851, i64 %88
  %scevgep864 = getelementptr i8, ptr %scevgep863, i64 -32
  %.641.us.us.us.1 = load double, ptr %scevgep864, align 8
  %89 = shl i64 %lsr.iv815, 3
  %scevgep847 = getelementptr i8, ptr %scevgep844, i64 %89
  %scevgep848 = getelementptr i8, ptr %scevgep847, i64 -32
  %.725.us.us.us.1 = load double, ptr %scevgep848, align 8
  %90 = shl i64 %lsr.iv815, 3
  %scevgep835 = getelementptr i8, ptr %scevgep830, i64 %90
  %scevgep836 = getelementptr i8, ptr %scevgep835, i64 -32
  %.811.us.us.us.1 = load double, ptr %scevgep836, align 8
  %scevgep861 = getelementptr i8, ptr %lsr.iv851, i64 %90
  %scevgep862 = getelementptr i8, ptr %scevgep861, i64 -40
  %.895.us.us.us.1 = load double, ptr %scevgep862, align 8
  %.13.i106.1 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %87)
  %91 = getelementptr double, ptr %80, i64 %.13.i106.1
  %.981.us.us.us.1 = load double, ptr %91, align 8
  %.984.us.us.us.1 = fadd double %.725.us.us.us.1, %.811.us.us.us.1
  %.985.us.us.us.1 = fadd double %.984.us.us.us.1, %.895.us.us.us.1
  %.986.us.us.us.1 = fadd double %.985.us.us.us.1, %.981.us.us.us.1
  %.987.us.us.us.1 = fmul double %.641.us.us.us.1, 4.000000e+00
  %.988.us.us.us.1 = fsub double %.986.us.us.us.1, %.987.us.us.us.1
  %.989.us.us.us.1 = fmul double %.641.us.us.us.1, %.641.us.us.us.1
  %.990.us.us.us.1 = fmul double %.641.us.us.us.1, %.989.us.us.us.1
  %.991.us.us.us.1 = fsub double %.988.us.us.us.1, %.990.us.us.us.1
  %.993.us.us.us.1 = fmul double %arg.h, %.991.us.us.us.1
  %.994.us.us.us.1 = fadd double %.641.us.us.us.1, %.993.us.us.us.1
  %92 = shl i64 %lsr.iv815, 3
  %scevgep823 = getelementptr i8, ptr %lsr.iv817, i64 %92
  %scevgep824 = getelementptr i8, ptr %scevgep823, i64 -32
  store double %.994.us.us.us.1, ptr %scevgep824, align 8
  %93 = add i64 %lsr.iv815, -2
  %scevgep867 = getelementptr i8, ptr %lsr.iv851, i64 %92
  %scevgep868 = getelementptr i8, ptr %scevgep867, i64 -24
  %.641.us.us.us.1.1 = load double, ptr %scevgep868, align 8
  %94 = shl i64 %lsr.iv815, 3
  %scevgep849 = getelementptr i8, ptr %scevgep844, i64 %94
  %scevgep850 = getelementptr i8, ptr %scevgep849, i64 -24
  %.725.us.us.us.1.1 = load double, ptr %scevgep850, align 8
  %95 = shl i64 %lsr.iv815, 3
  %scevgep837 = getelementptr i8, ptr %scevgep830, i64 %95
  %scevgep838 = getelementptr i8, ptr %scevgep837, i64 -24
  %.811.us.us.us.1.1 = load double, ptr %scevgep838, align 8
  %scevgep865 = getelementptr i8, ptr %lsr.iv851, i64 %95
  %scevgep866 = getelementptr i8, ptr %scevgep865, i64 -32
  %.895.us.us.us.1.1 = load double, ptr %scevgep866, align 8
  %.13.i106.1.1 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %93)
  %96 = getelementptr double, ptr %80, i64 %.13.i106.1.1
  %.981.us.us.us.1.1 = load double, ptr %96, align 8
  %.984.us.us.us.1.1 = fadd double %.725.us.us.us.1.1, %.811.us.us.us.1.1
  %.985.us.us.us.1.1 = fadd double %.984.us.us.us.1.1, %.895.us.us.us.1.1
  %.986.us.us.us.1.1 = fadd double %.985.us.us.us.1.1, %.981.us.us.us.1.1
  %.987.us.us.us.1.1 = fmul double %.641.us.us.us.1.1, 4.000000e+00
  %.988.us.us.us.1.1 = fsub double %.986.us.us.us.1.1, %.987.us.us.us.1.1
  %.989.us.us.us.1.1 = fmul double %.641.us.us.us.1.1, %.641.us.us.us.1.1
  %.990.us.us.us.1.1 = fmul double %.641.us.us.us.1.1, %.989.us.us.us.1.1
  %.991.us.us.us.1.1 = fsub double %.988.us.us.us.1.1, %.990.us.us.us.1.1
  %.993.us.us.us.1.1 = fmul double %arg.h, %.991.us.us.us.1.1
  %.994.us.us.us.1.1 = fadd double %.641.us.us.us.1.1, %.993.us.us.us.1.1
  %97 = shl i64 %lsr.iv815, 3
  %scevgep825 = getelementptr i8, ptr %lsr.iv817, i64 %97
  %scevgep826 = getelementptr i8, ptr %scevgep825, i64 -24
  store double %.994.us.us.us.1.1, ptr %scevgep826, align 8
  %98 = add i64 %lsr.iv815, -1
  %scevgep859 = getelementptr i8, ptr %lsr.iv851, i64 %97
  %scevgep860 = getelementptr i8, ptr %scevgep859, i64 -16
  %.641.us.us.us.1.2 = load double, ptr %scevgep860, align 8
  %99 = shl i64 %lsr.iv815, 3
  %scevgep845 = getelementptr i8, ptr %scevgep844, i64 %99
  %scevgep846 = getelementptr i8, ptr %scevgep845, i64 -16
  %.725.us.us.us.1.2 = load double, ptr %scevgep846, align 8
  %100 = shl i64 %lsr.iv815, 3
  %scevgep833 = getelementptr i8, ptr %scevgep830, i64 %100
  %scevgep834 = getelementptr i8, ptr %scevgep833, i64 -16
  %.811.us.us.us.1.2 = load double, ptr %scevgep834, align 8
  %scevgep857 = getelementptr i8, ptr %lsr.iv851, i64 %100
  %scevgep858 = getelementptr i8, ptr %scevgep857, i64 -24
  %.895.us.us.us.1.2 = load double, ptr %scevgep858, align 8
  %.13.i106.1.2 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %98)
  %101 = getelementptr double, ptr %80, i64 %.13.i106.1.2
  %.981.us.us.us.1.2 = load double, ptr %101, align 8
  %.984.us.us.us.1.2 = fadd double %.725.us.us.us.1.2, %.811.us.us.us.1.2
  %.985.us.us.us.1.2 = fadd double %.984.us.us.us.1.2, %.895.us.us.us.1.2
  %.986.us.us.us.1.2 = fadd double %.985.us.us.us.1.2, %.981.us.us.us.1.2
  %.987.us.us.us.1.2 = fmul double %.641.us.us.us.1.2, 4.000000e+00
  %.988.us.us.us.1.2 = fsub double %.986.us.us.us.1.2, %.987.us.us.us.1.2
  %.989.us.us.us.1.2 = fmul double %.641.us.us.us.1.2, %.641.us.us.us.1.2
  %.990.us.us.us.1.2 = fmul double %.641.us.us.us.1.2, %.989.us.us.us.1.2
  %.991.us.us.us.1.2 = fsub double %.988.us.us.us.1.2, %.990.us.us.us.1.2
  %.993.us.us.us.1.2 = fmul double %arg.h, %.991.us.us.us.1.2
  %.994.us.us.us.1.2 = fadd double %.641.us.us.us.1.2, %.993.us.us.us.1.2
  %102 = shl i64 %lsr.iv815, 3
  %scevgep821 = getelementptr i8, ptr %lsr.iv817, i64 %102
  %scevgep822 = getelementptr i8, ptr %scevgep821, i64 -16
  store double %.994.us.us.us.1.2, ptr %scevgep822, align 8
  %scevgep855 = getelementptr i8, ptr %lsr.iv851, i64 %102
  %scevgep856 = getelementptr i8, ptr %scevgep855, i64 -8
  %.641.us.us.us.1.3 = load double, ptr %scevgep856, align 8
  %103 = shl i64 %lsr.iv815, 3
  %scevgep841 = getelementptr i8, ptr %scevgep840, i64 %103
  %scevgep842 = getelementptr i8, ptr %scevgep841, i64 -8
  %.725.us.us.us.1.3 = load double, ptr %scevgep842, align 8
  %104 = shl i64 %lsr.iv815, 3
  %scevgep831 = getelementptr i8, ptr %scevgep830, i64 %104
  %scevgep832 = getelementptr i8, ptr %scevgep831, i64 -8
  %.811.us.us.us.1.3 = load double, ptr %scevgep832, align 8
  %scevgep853 = getelementptr i8, ptr %lsr.iv851, i64 %104
  %scevgep854 = getelementptr i8, ptr %scevgep853, i64 -16
  %.895.us.us.us.1.3 = load double, ptr %scevgep854, align 8
  %.13.i106.1.3 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %lsr.iv815)
  %105 = getelementptr double, ptr %80, i64 %.13.i106.1.3
  %.981.us.us.us.1.3 = load double, ptr %105, align 8
  %.984.us.us.us.1.3 = fadd double %.725.us.us.us.1.3, %.811.us.us.us.1.3
  %.985.us.us.us.1.3 = fadd double %.984.us.us.us.1.3, %.895.us.us.us.1.3
  %.986.us.us.us.1.3 = fadd double %.985.us.us.us.1.3, %.981.us.us.us.1.3
  %.987.us.us.us.1.3 = fmul double %.641.us.us.us.1.3, 4.000000e+00
  %.988.us.us.us.1.3 = fsub double %.986.us.us.us.1.3, %.987.us.us.us.1.3
  %.989.us.us.us.1.3 = fmul double %.641.us.us.us.1.3, %.641.us.us.us.1.3
  %.990.us.us.us.1.3 = fmul double %.641.us.us.us.1.3, %.989.us.us.us.1.3
  %.991.us.us.us.1.3 = fsub double %.988.us.us.us.1.3, %.990.us.us.us.1.3
  %.993.us.us.us.1.3 = fmul double %arg.h, %.991.us.us.us.1.3
  %.994.us.us.us.1.3 = fadd double %.641.us.us.us.1.3, %.993.us.us.us.1.3
  %106 = shl i64 %lsr.iv815, 3
  %scevgep819 = getelementptr i8, ptr %lsr.iv817, i64 %106
  %scevgep820 = getelementptr i8, ptr %scevgep819, i64 -8
  store double %.994.us.us.us.1.3, ptr %scevgep820, align 8
  %lsr.iv.next816 = add nuw i64 %lsr.iv815, 4
  %107 = add i64 %68, %lsr.iv.next816
  %niter593.ncmp.3 = icmp eq i64 %107, 5
  br i1 %niter593.ncmp.3, label %B202.B168.loopexit_crit_edge.us.us.us.1.loopexit.unr-lcssa, label %B204.endif.endif.endif.endif.us.us.us.1, !llvm.loop !25

B202.B168.loopexit_crit_edge.us.us.us.1.loopexit.unr-lcssa: ; preds = %B204.endif.endif.endif.endif.us.us.us.1
  %108 = icmp eq i64 %xtraiter588, 0
  %109 = add i64 %lsr.iv.next816, -4
  br i1 %108, label %B202.B168.loopexit_crit_edge.us.us.us.1, label %B204.endif.endif.endif.endif.us.us.us.1.epil.preheader

B204.endif.endif.endif.endif.us.us.us.1.epil.preheader: ; preds = %B202.B168.loopexit_crit_edge.us.us.us.1.loopexit.unr-lcssa, %B204.endif.endif.endif.endif.us.us.us.1.preheader
  %.557494499.us.us.us.1.epil.init = phi i64 [ 1, %B204.endif.endif.endif.endif.us.us.us.1.preheader ], [ %109, %B202.B168.loopexit_crit_edge.us.us.us.1.loopexit.unr-lcssa ]
  %110 = shl i64 %.557494499.us.us.us.1.epil.init, 3
  %scevgep869 = getelementptr i8, ptr %lsr.iv817, i64 %110
  %111 = add i64 %72, %110
  %scevgep872 = getelementptr i8, ptr %.6.i.i91, i64 %111
  %112 = add i64 %74, %110
  %scevgep875 = getelementptr i8, ptr %.6.i.i91, i64 %112
  %scevgep877 = getelementptr i8, ptr %lsr.iv851, i64 %110
  %113 = add nuw nsw i64 %.557494499.us.us.us.1.epil.init, 1
  br label %B204.endif.endif.endif.endif.us.us.us.1.epil

B204.endif.endif.endif.endif.us.us.us.1.epil:     ; preds = %B204.endif.endif.endif.endif.us.us.us.1.epil, %B204.endif.endif.endif.endif.us.us.us.1.epil.preheader
  %epil.iter589 = phi i64 [ %epil.iter589.next, %B204.endif.endif.endif.endif.us.us.us.1.epil ], [ 0, %B204.endif.endif.endif.endif.us.us.us.1.epil.preheader ]
  %114 = add i64 %113, %epil.iter589
  %115 = shl nuw nsw i64 %epil.iter589, 3
  %scevgep878 = getelementptr i8, ptr %scevgep877, i64 %115
  %.641.us.us.us.1.epil = load double, ptr %scevgep878, align 8
  %116 = shl nuw nsw i64 %epil.iter589, 3
  %scevgep876 = getelementptr i8, ptr %scevgep875, i64 %116
  %.725.us.us.us.1.epil = load double, ptr %scevgep876, align 8
  %117 = shl nuw nsw i64 %epil.iter589, 3
  %scevgep873 = getelementptr i8, ptr %scevgep872, i64 %117
  %.811.us.us.us.1.epil = load double, ptr %scevgep873, align 8
  %118 = shl nuw nsw i64 %epil.iter589, 3
  %scevgep879 = getelementptr i8, ptr %scevgep877, i64 %118
  %scevgep880 = getelementptr i8, ptr %scevgep879, i64 -8
  %.895.us.us.us.1.epil = load double, ptr %scevgep880, align 8
  %.13.i106.1.epil = tail call i64 @llvm.smin.i64(i64 %.900, i64 %114)
  %119 = getelementptr double, ptr %80, i64 %.13.i106.1.epil
  %.981.us.us.us.1.epil = load double, ptr %119, align 8
  %.984.us.us.us.1.epil = fadd double %.725.us.us.us.1.epil, %.811.us.us.us.1.epil
  %.985.us.us.us.1.epil = fadd double %.984.us.us.us.1.epil, %.895.us.us.us.1.epil
  %.986.us.us.us.1.epil = fadd double %.985.us.us.us.1.epil, %.981.us.us.us.1.epil
  %.987.us.us.us.1.epil = fmul double %.641.us.us.us.1.epil, 4.000000e+00
  %.988.us.us.us.1.epil = fsub double %.986.us.us.us.1.epil, %.987.us.us.us.1.epil
  %.989.us.us.us.1.epil = fmul double %.641.us.us.us.1.epil, %.641.us.us.us.1.epil
  %.990.us.us.us.1.epil = fmul double %.641.us.us.us.1.epil, %.989.us.us.us.1.epil
  %.991.us.us.us.1.epil = fsub double %.988.us.us.us.1.epil, %.990.us.us.us.1.epil
  %.993.us.us.us.1.epil = fmul double %arg.h, %.991.us.us.us.1.epil
  %.994.us.us.us.1.epil = fadd double %.641.us.us.us.1.epil, %.993.us.us.us.1.epil
  %120 = shl nuw nsw i64 %epil.iter589, 3
  %scevgep870 = getelementptr i8, ptr %scevgep869, i64 %120
  store double %.994.us.us.us.1.epil, ptr %scevgep870, align 8
  %epil.iter589.next = add i64 %epil.iter589, 1
  %epil.iter589.cmp.not = icmp eq i64 %xtraiter588, %epil.iter589.next
  br i1 %epil.iter589.cmp.not, label %B202.B168.loopexit_crit_edge.us.us.us.1, label %B204.endif.endif.endif.endif.us.us.us.1.epil, !llvm.loop !36

B202.B168.loopexit_crit_edge.us.us.us.1:          ; preds = %B204.endif.endif.endif.endif.us.us.us.1.epil, %B202.B168.loopexit_crit_edge.us.us.us.1.loopexit.unr-lcssa, %B170.endif.us.us.us.1
  %scevgep818 = getelementptr i8, ptr %lsr.iv817, i64 %63
  %lsr.iv.next828 = add nuw i64 %lsr.iv827, 1
  %scevgep852 = getelementptr i8, ptr %lsr.iv851, i64 %63
  %exitcond917.not.1 = icmp eq i64 %arg.u0.5.0.fr, %.443.us.us.us.1
  br i1 %exitcond917.not.1, label %B168.B532_crit_edge.split.us.us.us.1, label %B170.endif.us.us.us.1

B168.B532_crit_edge.split.us.us.us.1:             ; preds = %B202.B168.loopexit_crit_edge.us.us.us.1
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i87.1), !noalias !21
  %.7.i.i.i87.2 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !29
  %.8.i.i.i88.2 = icmp eq ptr %.7.i.i.i87.2, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i87)
  br i1 %.8.i.i.i88.2, label %B96.if.if, label %B96.endif.endif.us.us.2, !prof !0

B96.endif.endif.us.us.2:                          ; preds = %B168.B532_crit_edge.split.us.us.us.1
  %.5.i.i90.2 = getelementptr i8, ptr %.7.i.i.i87.2, i64 24
  %.6.i.i91.2 = load ptr, ptr %.5.i.i90.2, align 8, !noalias !21
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i87.1), !noalias !21
  %xtraiter594 = and i64 %.900, 3
  %121 = shl i64 %arg.u0.5.1.fr, 3
  %122 = shl i64 %arg.u0.5.1.fr, 3
  %123 = shl i64 %arg.u0.5.1.fr, 3
  %124 = shl i64 %arg.u0.5.1.fr, 3
  %125 = lshr i64 %.900, 2
  %126 = mul i64 %125, -4
  %127 = shl i64 %arg.u0.5.1.fr, 3
  %128 = shl i64 %arg.u0.5.1.fr, 3
  br label %B170.endif.us.us.us.2

B170.endif.us.us.us.2:                            ; preds = %B202.B168.loopexit_crit_edge.us.us.us.2, %B96.endif.endif.us.us.2
  %lsr.iv785 = phi ptr [ %scevgep786, %B202.B168.loopexit_crit_edge.us.us.us.2 ], [ %.6.i.i91.1, %B96.endif.endif.us.us.2 ]
  %lsr.iv763 = phi i64 [ %lsr.iv.next764, %B202.B168.loopexit_crit_edge.us.us.us.2 ], [ 1, %B96.endif.endif.us.us.2 ]
  %lsr.iv753 = phi ptr [ %scevgep754, %B202.B168.loopexit_crit_edge.us.us.us.2 ], [ %.6.i.i91.2, %B96.endif.endif.us.us.2 ]
  %.436506518.us.us.us.2 = phi i64 [ 0, %B96.endif.endif.us.us.2 ], [ %.443.us.us.us.2, %B202.B168.loopexit_crit_edge.us.us.us.2 ]
  %129 = icmp eq i64 %arg.u0.5.1.fr, 1
  %smin805 = call i64 @llvm.smin.i64(i64 %lsr.iv763, i64 %.731)
  %130 = mul i64 %127, %smin805
  %smax808 = call i64 @llvm.smax.i64(i64 %.436506518.us.us.us.2, i64 1)
  %131 = add nsw i64 %smax808, -1
  %132 = mul i64 %128, %131
  %smin = call i64 @llvm.smin.i64(i64 %lsr.iv763, i64 %.731)
  %133 = mul i64 %122, %smin
  %scevgep765 = getelementptr i8, ptr %.6.i.i91.1, i64 %133
  %smax = call i64 @llvm.smax.i64(i64 %.436506518.us.us.us.2, i64 1)
  %134 = add nsw i64 %smax, -1
  %135 = mul i64 %123, %134
  %scevgep774 = getelementptr i8, ptr %.6.i.i91.1, i64 %135
  %.443.us.us.us.2 = add nuw nsw i64 %.436506518.us.us.us.2, 1
  %smax777 = call i64 @llvm.smax.i64(i64 %.436506518.us.us.us.2, i64 1)
  %136 = add nsw i64 %smax777, -1
  %137 = mul i64 %124, %136
  %scevgep778 = getelementptr i8, ptr %.6.i.i91.1, i64 %137
  %.636.us.us.us.2 = mul i64 %.436506518.us.us.us.2, %arg.u0.5.1.fr
  %138 = getelementptr double, ptr %.6.i.i91.1, i64 %.636.us.us.us.2
  %139 = getelementptr double, ptr %.6.i.i91.2, i64 %.636.us.us.us.2
  %140 = tail call i64 @llvm.smax.i64(i64 %.436506518.us.us.us.2, i64 1)
  %.13.i.2 = add nsw i64 %140, -1
  %.720.us.us.us.2 = mul i64 %.13.i.2, %arg.u0.5.1.fr
  %141 = getelementptr double, ptr %.6.i.i91.1, i64 %.720.us.us.us.2
  %.13.i104.2 = tail call i64 @llvm.smin.i64(i64 %.731, i64 %.443.us.us.us.2)
  %.806.us.us.us.2 = mul i64 %.13.i104.2, %arg.u0.5.1.fr
  %142 = getelementptr double, ptr %.6.i.i91.1, i64 %.806.us.us.us.2
  %.641.us.us.us.peel.2 = load double, ptr %138, align 8
  %.725.us.us.us.peel.2 = load double, ptr %141, align 8
  %.811.us.us.us.peel.2 = load double, ptr %142, align 8
  %143 = getelementptr double, ptr %138, i64 %.13.i106.peel
  %.981.us.us.us.peel.2 = load double, ptr %143, align 8
  %.984.us.us.us.peel.2 = fadd double %.725.us.us.us.peel.2, %.811.us.us.us.peel.2
  %.985.us.us.us.peel.2 = fadd double %.984.us.us.us.peel.2, %.641.us.us.us.peel.2
  %.986.us.us.us.peel.2 = fadd double %.985.us.us.us.peel.2, %.981.us.us.us.peel.2
  %.987.us.us.us.peel.2 = fmul double %.641.us.us.us.peel.2, 4.000000e+00
  %.988.us.us.us.peel.2 = fsub double %.986.us.us.us.peel.2, %.987.us.us.us.peel.2
  %.989.us.us.us.peel.2 = fmul double %.641.us.us.us.peel.2, %.641.us.us.us.peel.2
  %.990.us.us.us.peel.2 = fmul double %.641.us.us.us.peel.2, %.989.us.us.us.peel.2
  %.991.us.us.us.peel.2 = fsub double %.988.us.us.us.peel.2, %.990.us.us.us.peel.2
  %.993.us.us.us.peel.2 = fmul double %arg.h, %.991.us.us.us.peel.2
  %.994.us.us.us.peel.2 = fadd double %.641.us.us.us.peel.2, %.993.us.us.us.peel.2
  store double %.994.us.us.us.peel.2, ptr %139, align 8
  br i1 %129, label %B202.B168.loopexit_crit_edge.us.us.us.2, label %B204.endif.endif.endif.endif.us.us.us.2.preheader

B204.endif.endif.endif.endif.us.us.us.2.preheader: ; preds = %B170.endif.us.us.us.2
  %144 = icmp ult i64 %4, 3
  br i1 %144, label %B204.endif.endif.endif.endif.us.us.us.2.epil.preheader, label %B204.endif.endif.endif.endif.us.us.us.2.preheader615

B204.endif.endif.endif.endif.us.us.us.2.preheader615: ; preds = %B204.endif.endif.endif.endif.us.us.us.2.preheader
  br label %B204.endif.endif.endif.endif.us.us.us.2

B204.endif.endif.endif.endif.us.us.us.2:          ; preds = %B204.endif.endif.endif.endif.us.us.us.2.preheader615, %B204.endif.endif.endif.endif.us.us.us.2
  %lsr.iv751 = phi i64 [ 5, %B204.endif.endif.endif.endif.us.us.us.2.preheader615 ], [ %lsr.iv.next752, %B204.endif.endif.endif.endif.us.us.us.2 ]
  %145 = add i64 %lsr.iv751, -3
  %146 = shl i64 %lsr.iv751, 3
  %scevgep797 = getelementptr i8, ptr %lsr.iv785, i64 %146
  %scevgep798 = getelementptr i8, ptr %scevgep797, i64 -32
  %.641.us.us.us.2 = load double, ptr %scevgep798, align 8
  %147 = shl i64 %lsr.iv751, 3
  %scevgep781 = getelementptr i8, ptr %scevgep778, i64 %147
  %scevgep782 = getelementptr i8, ptr %scevgep781, i64 -32
  %.725.us.us.us.2 = load double, ptr %scevgep782, align 8
  %148 = shl i64 %lsr.iv751, 3
  %scevgep770 = getelementptr i8, ptr %scevgep765, i64 %148
  %scevgep771 = getelementptr i8, ptr %scevgep770, i64 -32
  %.811.us.us.us.2 = load double, ptr %scevgep771, align 8
  %scevgep795 = getelementptr i8, ptr %lsr.iv785, i64 %148
  %scevgep796 = getelementptr i8, ptr %scevgep795, i64 -40
  %.895.us.us.us.2 = load double, ptr %scevgep796, align 8
  %.13.i106.2 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %145)
  %149 = getelementptr double, ptr %138, i64 %.13.i106.2
  %.981.us.us.us.2 = load double, ptr %149, align 8
  %.984.us.us.us.2 = fadd double %.725.us.us.us.2, %.811.us.us.us.2
  %.985.us.us.us.2 = fadd double %.984.us.us.us.2, %.895.us.us.us.2
  %.986.us.us.us.2 = fadd double %.985.us.us.us.2, %.981.us.us.us.2
  %.987.us.us.us.2 = fmul double %.641.us.us.us.2, 4.000000e+00
  %.988.us.us.us.2 = fsub double %.986.us.us.us.2, %.987.us.us.us.2
  %.989.us.us.us.2 = fmul double %.641.us.us.us.2, %.641.us.us.us.2
  %.990.us.us.us.2 = fmul double %.641.us.us.us.2, %.989.us.us.us.2
  %.991.us.us.us.2 = fsub double %.988.us.us.us.2, %.990.us.us.us.2
  %.993.us.us.us.2 = fmul double %arg.h, %.991.us.us.us.2
  %.994.us.us.us.2 = fadd double %.641.us.us.us.2, %.993.us.us.us.2
  %150 = shl i64 %lsr.iv751, 3
  %scevgep759 = getelementptr i8, ptr %lsr.iv753, i64 %150
  %scevgep760 = getelementptr i8, ptr %scevgep759, i64 -32
  store double %.994.us.us.us.2, ptr %scevgep760, align 8
  %151 = add i64 %lsr.iv751, -2
  %scevgep801 = getelementptr i8, ptr %lsr.iv785, i64 %150
  %scevgep802 = getelementptr i8, ptr %scevgep801, i64 -24
  %.641.us.us.us.2.1 = load double, ptr %scevgep802, align 8
  %152 = shl i64 %lsr.iv751, 3
  %scevgep783 = getelementptr i8, ptr %scevgep778, i64 %152
  %scevgep784 = getelementptr i8, ptr %scevgep783, i64 -24
  %.725.us.us.us.2.1 = load double, ptr %scevgep784, align 8
  %153 = shl i64 %lsr.iv751, 3
  %scevgep772 = getelementptr i8, ptr %scevgep765, i64 %153
  %scevgep773 = getelementptr i8, ptr %scevgep772, i64 -24
  %.811.us.us.us.2.1 = load double, ptr %scevgep773, align 8
  %scevgep799 = getelementptr i8, ptr %lsr.iv785, i64 %153
  %scevgep800 = getelementptr i8, ptr %scevgep799, i64 -32
  %.895.us.us.us.2.1 = load double, ptr %scevgep800, align 8
  %.13.i106.2.1 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %151)
  %154 = getelementptr double, ptr %138, i64 %.13.i106.2.1
  %.981.us.us.us.2.1 = load double, ptr %154, align 8
  %.984.us.us.us.2.1 = fadd double %.725.us.us.us.2.1, %.811.us.us.us.2.1
  %.985.us.us.us.2.1 = fadd double %.984.us.us.us.2.1, %.895.us.us.us.2.1
  %.986.us.us.us.2.1 = fadd double %.985.us.us.us.2.1, %.981.us.us.us.2.1
  %.987.us.us.us.2.1 = fmul double %.641.us.us.us.2.1, 4.000000e+00
  %.988.us.us.us.2.1 = fsub double %.986.us.us.us.2.1, %.987.us.us.us.2.1
  %.989.us.us.us.2.1 = fmul double %.641.us.us.us.2.1, %.641.us.us.us.2.1
  %.990.us.us.us.2.1 = fmul double %.641.us.us.us.2.1, %.989.us.us.us.2.1
  %.991.us.us.us.2.1 = fsub double %.988.us.us.us.2.1, %.990.us.us.us.2.1
  %.993.us.us.us.2.1 = fmul double %arg.h, %.991.us.us.us.2.1
  %.994.us.us.us.2.1 = fadd double %.641.us.us.us.2.1, %.993.us.us.us.2.1
  %155 = shl i64 %lsr.iv751, 3
  %scevgep761 = getelementptr i8, ptr %lsr.iv753, i64 %155
  %scevgep762 = getelementptr i8, ptr %scevgep761, i64 -24
  store double %.994.us.us.us.2.1, ptr %scevgep762, align 8
  %156 = add i64 %lsr.iv751, -1
  %scevgep793 = getelementptr i8, ptr %lsr.iv785, i64 %155
  %scevgep794 = getelementptr i8, ptr %scevgep793, i64 -16
  %.641.us.us.us.2.2 = load double, ptr %scevgep794, align 8
  %157 = shl i64 %lsr.iv751, 3
  %scevgep779 = getelementptr i8, ptr %scevgep778, i64 %157
  %scevgep780 = getelementptr i8, ptr %scevgep779, i64 -16
  %.725.us.us.us.2.2 = load double, ptr %scevgep780, align 8
  %158 = shl i64 %lsr.iv751, 3
  %scevgep768 = getelementptr i8, ptr %scevgep765, i64 %158
  %scevgep769 = getelementptr i8, ptr %scevgep768, i64 -16
  %.811.us.us.us.2.2 = load double, ptr %scevgep769, align 8
  %scevgep791 = getelementptr i8, ptr %lsr.iv785, i64 %158
  %scevgep792 = getelementptr i8, ptr %scevgep791, i64 -24
  %.895.us.us.us.2.2 = load double, ptr %scevgep792, align 8
  %.13.i106.2.2 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %156)
  %159 = getelementptr double, ptr %138, i64 %.13.i106.2.2
  %.981.us.us.us.2.2 = load double, ptr %159, align 8
  %.984.us.us.us.2.2 = fadd double %.725.us.us.us.2.2, %.811.us.us.us.2.2
  %.985.us.us.us.2.2 = fadd double %.984.us.us.us.2.2, %.895.us.us.us.2.2
  %.986.us.us.us.2.2 = fadd double %.985.us.us.us.2.2, %.981.us.us.us.2.2
  %.987.us.us.us.2.2 = fmul double %.641.us.us.us.2.2, 4.000000e+00
  %.988.us.us.us.2.2 = fsub double %.986.us.us.us.2.2, %.987.us.us.us.2.2
  %.989.us.us.us.2.2 = fmul double %.641.us.us.us.2.2, %.641.us.us.us.2.2
  %.990.us.us.us.2.2 = fmul double %.641.us.us.us.2.2, %.989.us.us.us.2.2
  %.991.us.us.us.2.2 = fsub double %.988.us.us.us.2.2, %.990.us.us.us.2.2
  %.993.us.us.us.2.2 = fmul double %arg.h, %.991.us.us.us.2.2
  %.994.us.us.us.2.2 = fadd double %.641.us.us.us.2.2, %.993.us.us.us.2.2
  %160 = shl i64 %lsr.iv751, 3
  %scevgep757 = getelementptr i8, ptr %lsr.iv753, i64 %160
  %scevgep758 = getelementptr i8, ptr %scevgep757, i64 -16
  store double %.994.us.us.us.2.2, ptr %scevgep758, align 8
  %scevgep789 = getelementptr i8, ptr %lsr.iv785, i64 %160
  %scevgep790 = getelementptr i8, ptr %scevgep789, i64 -8
  %.641.us.us.us.2.3 = load double, ptr %scevgep790, align 8
  %161 = shl i64 %lsr.iv751, 3
  %scevgep775 = getelementptr i8, ptr %scevgep774, i64 %161
  %scevgep776 = getelementptr i8, ptr %scevgep775, i64 -8
  %.725.us.us.us.2.3 = load double, ptr %scevgep776, align 8
  %162 = shl i64 %lsr.iv751, 3
  %scevgep766 = getelementptr i8, ptr %scevgep765, i64 %162
  %scevgep767 = getelementptr i8, ptr %scevgep766, i64 -8
  %.811.us.us.us.2.3 = load double, ptr %scevgep767, align 8
  %scevgep787 = getelementptr i8, ptr %lsr.iv785, i64 %162
  %scevgep788 = getelementptr i8, ptr %scevgep787, i64 -16
  %.895.us.us.us.2.3 = load double, ptr %scevgep788, align 8
  %.13.i106.2.3 = tail call i64 @llvm.smin.i64(i64 %.900, i64 %lsr.iv751)
  %163 = getelementptr double, ptr %138, i64 %.13.i106.2.3
  %.981.us.us.us.2.3 = load double, ptr %163, align 8
  %.984.us.us.us.2.3 = fadd double %.725.us.us.us.2.3, %.811.us.us.us.2.3
  %.985.us.us.us.2.3 = fadd double %.984.us.us.us.2.3, %.895.us.us.us.2.3
  %.986.us.us.us.2.3 = fadd double %.985.us.us.us.2.3, %.981.us.us.us.2.3
  %.987.us.us.us.2.3 = fmul double %.641.us.us.us.2.3, 4.000000e+00
  %.988.us.us.us.2.3 = fsub double %.986.us.us.us.2.3, %.987.us.us.us.2.3
  %.989.us.us.us.2.3 = fmul double %.641.us.us.us.2.3, %.641.us.us.us.2.3
  %.990.us.us.us.2.3 = fmul double %.641.us.us.us.2.3, %.989.us.us.us.2.3
  %.991.us.us.us.2.3 = fsub double %.988.us.us.us.2.3, %.990.us.us.us.2.3
  %.993.us.us.us.2.3 = fmul double %arg.h, %.991.us.us.us.2.3
  %.994.us.us.us.2.3 = fadd double %.641.us.us.us.2.3, %.993.us.us.us.2.3
  %164 = shl i64 %lsr.iv751, 3
  %scevgep755 = getelementptr i8, ptr %lsr.iv753, i64 %164
  %scevgep756 = getelementptr i8, ptr %scevgep755, i64 -8
  store double %.994.us.us.us.2.3, ptr %scevgep756, align 8
  %lsr.iv.next752 = add nuw i64 %lsr.iv751, 4
  %165 = add i64 %126, %lsr.iv.next752
  %niter599.ncmp.3 = icmp eq i64 %165, 5
  br i1 %niter599.ncmp.3, label %B202.B168.loopexit_crit_edge.us.us.us.2.loopexit.unr-lcssa, label %B204.endif.endif.endif.endif.us.us.us.2, !llvm.loop !25

B202.B168.loopexit_crit_edge.us.us.us.2.loopexit.unr-lcssa: ; preds = %B204.endif.endif.endif.endif.us.us.us.2
  %166 = icmp eq i64 %xtraiter594, 0
  %167 = add i64 %lsr.iv.next752, -4
  br i1 %166, label %B202.B168.loopexit_crit_edge.us.us.us.2, label %B204.endif.endif.endif.endif.us.us.us.2.epil.preheader

B204.endif.endif.endif.endif.us.us.us.2.epil.preheader: ; preds = %B202.B168.loopexit_crit_edge.us.us.us.2.loopexit.unr-lcssa, %B204.endif.endif.endif.endif.us.us.us.2.preheader
  %.557494499.us.us.us.2.epil.init = phi i64 [ 1, %B204.endif.endif.endif.endif.us.us.us.2.preheader ], [ %167, %B202.B168.loopexit_crit_edge.us.us.us.2.loopexit.unr-lcssa ]
  %168 = shl i64 %.557494499.us.us.us.2.epil.init, 3
  %scevgep803 = getelementptr i8, ptr %lsr.iv753, i64 %168
  %169 = add i64 %130, %168
  %scevgep806 = getelementptr i8, ptr %.6.i.i91.1, i64 %169
  %170 = add i64 %132, %168
  %scevgep809 = getelementptr i8, ptr %.6.i.i91.1, i64 %170
  %scevgep811 = getelementptr i8, ptr %lsr.iv785, i64 %168
  %171 = add nuw nsw i64 %.557494499.us.us.us.2.epil.init, 1
  br label %B204.endif.endif.endif.endif.us.us.us.2.epil

B204.endif.endif.endif.endif.us.us.us.2.epil:     ; preds = %B204.endif.endif.endif.endif.us.us.us.2.epil, %B204.endif.endif.endif.endif.us.us.us.2.epil.preheader
  %epil.iter595 = phi i64 [ %epil.iter595.next, %B204.endif.endif.endif.endif.us.us.us.2.epil ], [ 0, %B204.endif.endif.endif.endif.us.us.us.2.epil.preheader ]
  %172 = add i64 %171, %epil.iter595
  %173 = shl nuw nsw i64 %epil.iter595, 3
  %scevgep812 = getelementptr i8, ptr %scevgep811, i64 %173
  %.641.us.us.us.2.epil = load double, ptr %scevgep812, align 8
  %174 = shl nuw nsw i64 %epil.iter595, 3
  %scevgep810 = getelementptr i8, ptr %scevgep809, i64 %174
  %.725.us.us.us.2.epil = load double, ptr %scevgep810, align 8
  %175 = shl nuw nsw i64 %epil.iter595, 3
  %scevgep807 = getelementptr i8, ptr %scevgep806, i64 %175
  %.811.us.us.us.2.epil = load double, ptr %scevgep807, align 8
  %176 = shl nuw nsw i64 %epil.iter595, 3
  %scevgep813 = getelementptr i8, ptr %scevgep811, i64 %176
  %scevgep814 = getelementptr i8, ptr %scevgep813, i64 -8
  %.895.us.us.us.2.epil = load double, ptr %scevgep814, align 8
  %.13.i106.2.epil = tail call i64 @llvm.smin.i64(i64 %.900, i64 %172)
  %177 = getelementptr double, ptr %138, i64 %.13.i106.2.epil
  %.981.us.us.us.2.epil = load double, ptr %177, align 8
  %.984.us.us.us.2.epil = fadd double %.725.us.us.us.2.epil, %.811.us.us.us.2.epil
  %.985.us.us.us.2.epil = fadd double %.984.us.us.us.2.epil, %.895.us.us.us.2.epil
  %.986.us.us.us.2.epil = fadd double %.985.us.us.us.2.epil, %.981.us.us.us.2.epil
  %.987.us.us.us.2.epil = fmul double %.641.us.us.us.2.epil, 4.000000e+00
  %.988.us.us.us.2.epil = fsub double %.986.us.us.us.2.epil, %.987.us.us.us.2.epil
  %.989.us.us.us.2.epil = fmul double %.641.us.us.us.2.epil, %.641.us.us.us.2.epil
  %.990.us.us.us.2.epil = fmul double %.641.us.us.us.2.epil, %.989.us.us.us.2.epil
  %.991.us.us.us.2.epil = fsub double %.988.us.us.us.2.epil, %.990.us.us.us.2.epil
  %.993.us.us.us.2.epil = fmul double %arg.h, %.991.us.us.us.2.epil
  %.994.us.us.us.2.epil = fadd double %.641.us.us.us.2.epil, %.993.us.us.us.2.epil
  %178 = shl nuw nsw i64 %epil.iter595, 3
  %scevgep804 = getelementptr i8, ptr %scevgep803, i64 %178
  store double %.994.us.us.us.2.epil, ptr %scevgep804, align 8
  %epil.iter595.next = add i64 %epil.iter595, 1
  %epil.iter595.cmp.not = icmp eq i64 %xtraiter594, %epil.iter595.next
  br i1 %epil.iter595.cmp.not, label %B202.B168.loopexit_crit_edge.us.us.us.2, label %B204.endif.endif.endif.endif.us.us.us.2.epil, !llvm.loop !37

B202.B168.loopexit_crit_edge.us.us.us.2:          ; preds = %B204.endif.endif.endif.endif.us.us.us.2.epil, %B202.B168.loopexit_crit_edge.us.us.us.2.loopexit.unr-lcssa, %B170.endif.us.us.us.2
  %scevgep754 = getelementptr i8, ptr %lsr.iv753, i64 %121
  %lsr.iv.next764 = add nuw i64 %lsr.iv763, 1
  %scevgep786 = getelementptr i8, ptr %lsr.iv785, i64 %121
  %exitcond917.not.2 = icmp eq i64 %arg.u0.5.0.fr, %.443.us.us.us.2
  br i1 %exitcond917.not.2, label %B128.i, label %B170.endif.us.us.us.2

B0.endif.i113:                                    ; preds = %B0.endif.i60
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i87), !noalias !38
  %.7.i.i.i115 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !42
  %.8.i.i.i116 = icmp eq ptr %.7.i.i.i115, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i), !noalias !49
  br i1 %.8.i.i.i116, label %B96.if.if.sink.split, label %B0.endif.i138, !prof !0

B0.endif.i138:                                    ; preds = %B0.endif.i113
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i115), !noalias !53
  %.7.i.i.i140 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !57
  %.8.i.i.i141 = icmp eq ptr %.7.i.i.i140, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i87), !noalias !38
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %.8.i.i.i141, label %B96.if.if.sink.split, label %B538.sink.split, !prof !0

B96.if.if.sink.split:                             ; preds = %B0.endif.i138, %B0.endif.i113, %B0.endif.i188, %B0.endif.i163
  %.7.i.i.i.sink409 = phi ptr [ %.7.i.i, %B0.endif.i163 ], [ %.7.i.i.i, %B0.endif.i188 ], [ %.7.i.i, %B0.endif.i113 ], [ %.7.i.i.i87, %B0.endif.i138 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i.sink409)
  br label %B96.if.if

B96.if.if:                                        ; preds = %B96.if.if.sink.split, %B96.us.us.preheader397, %B168.B532_crit_edge.split.us.us.us, %B168.B532_crit_edge.split.us.us.us.1, %B0.endif.i60, %B0.endif.i52
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, ptr %excinfo, align 8
  br label %common.ret

B0.endif.i163:                                    ; preds = %B0.endif.i52
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i), !noalias !64
  %.7.i.i.i165 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !68
  %.8.i.i.i166 = icmp eq ptr %.7.i.i.i165, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i), !noalias !10
  br i1 %.8.i.i.i166, label %B96.if.if.sink.split, label %B0.endif.i188, !prof !0

B0.endif.i188:                                    ; preds = %B0.endif.i163
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i165), !noalias !75
  %.7.i.i.i190 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !79
  %.8.i.i.i191 = icmp eq ptr %.7.i.i.i190, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i), !noalias !64
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %.8.i.i.i191, label %B96.if.if.sink.split, label %B538.sink.split, !prof !0

B538.endif.endif.endif.endif.if:                  ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B538.endif.endif.endif.endif.endif:               ; preds = %B128.i
  %.1234 = shl nsw i64 %.1229, 3
  %.7.i.i227 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1234, i32 32), !noalias !86
  %.8.i.i228 = icmp eq ptr %.7.i.i227, null
  br i1 %.8.i.i228, label %B538.endif.endif.endif.endif.endif.if.if, label %B538.endif.endif.endif.endif.endif.endif, !prof !0

B538.endif.endif.endif.endif.endif.endif:         ; preds = %B538.endif.endif.endif.endif.endif
  %.5.i233 = getelementptr i8, ptr %.7.i.i227, i64 24
  %.6.i234 = load ptr, ptr %.5.i233, align 8
  %.1320780 = icmp sgt i64 %arg.u0.5.0.fr, 0
  br i1 %.1320780, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B538.endif.endif.endif.endif.endif.endif
  %.1323739 = icmp sgt i64 %arg.u0.5.1.fr, 0
  br i1 %.1323739, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.1325.not = icmp eq i64 %arg.u0.5.0.fr, 1
  br i1 %.1325.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %179 = icmp ugt i64 %arg.u0.5.1.fr, 1
  %180 = mul i64 %arg.u0.5.0.fr, %arg.u0.5.1.fr
  %181 = shl i64 %180, 3
  %scevgep493 = getelementptr i8, ptr %.6.i234, i64 %181
  br i1 %179, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %xtraiter600 = and i64 %arg.u0.5.0.fr, 3
  %182 = icmp ult i64 %arg.u0.5.0.fr, 4
  br i1 %182, label %iter.check464.epil.preheader, label %for.cond.1.preheader.us.us.preheader.new

for.cond.1.preheader.us.us.preheader.new:         ; preds = %for.cond.1.preheader.us.us.preheader
  %const947 = bitcast i64 9223372036854775804 to i64
  %unroll_iter604 = and i64 %arg.u0.5.0.fr, %const947
  %183 = mul i64 %arg.u0.5.1.fr, 24
  %scevgep735 = getelementptr i8, ptr %.6.i234, i64 %183
  %184 = shl i64 %arg.u0.5.1.fr, 5
  %scevgep739 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %183
  %185 = shl i64 %arg.u0.5.1.fr, 4
  %scevgep741 = getelementptr i8, ptr %.6.i234, i64 %185
  %scevgep743 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %185
  %186 = shl i64 %arg.u0.5.1.fr, 3
  %scevgep745 = getelementptr i8, ptr %.6.i234, i64 %186
  %scevgep747 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %186
  br label %iter.check464

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %const = bitcast i64 8070450532247928800 to i64
  %187 = mul i64 %arg.u0.5.1.fr, %arg.u0.5.0.fr
  %188 = shl i64 %187, 3
  %scevgep494 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %188
  %bound0495 = icmp ult ptr %.6.i234, %scevgep494
  %bound1496 = icmp ult ptr %u.2.sroa.60.0.lcssa, %scevgep493
  %found.conflict497 = and i1 %bound0495, %bound1496
  %189 = and i64 %arg.u0.5.1.fr, 1152921504606846976
  %190 = icmp ne i64 %189, 0
  %191 = or i1 %found.conflict497, %190
  %n.vec507 = and i64 %arg.u0.5.1.fr, %const
  %const_mat = add i64 %const, 28
  %n.vec523 = and i64 %arg.u0.5.1.fr, %const_mat
  %scevgep669 = getelementptr i8, ptr %.6.i234, i64 192
  %192 = shl i64 %arg.u0.5.1.fr, 3
  %scevgep679 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 192
  br label %iter.check502

iter.check502:                                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us
  %lsr.iv692 = phi ptr [ %u.2.sroa.60.0.lcssa, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep693, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv689 = phi ptr [ %.6.i234, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep690, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv680 = phi ptr [ %scevgep679, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep681, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv670 = phi ptr [ %scevgep669, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep671, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %loop.index785.us.us.us = phi i64 [ %.1392.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  %193 = icmp ult i64 %arg.u0.5.1.fr, 4
  %brmerge = select i1 %193, i1 true, i1 %191
  br i1 %brmerge, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check504

vector.main.loop.iter.check504:                   ; preds = %iter.check502
  %194 = icmp ult i64 %arg.u0.5.1.fr, 32
  br i1 %194, label %vec.epilog.ph521, label %vector.body508.preheader

vector.body508.preheader:                         ; preds = %vector.main.loop.iter.check504
  br label %vector.body508

vector.body508:                                   ; preds = %vector.body508.preheader, %vector.body508
  %index509 = phi i64 [ %index.next514, %vector.body508 ], [ 0, %vector.body508.preheader ]
  %195 = shl i64 %index509, 3
  %scevgep687 = getelementptr i8, ptr %lsr.iv680, i64 %195
  %scevgep688 = getelementptr i8, ptr %scevgep687, i64 -192
  %196 = shl i64 %index509, 3
  %scevgep685 = getelementptr i8, ptr %lsr.iv680, i64 %196
  %scevgep686 = getelementptr i8, ptr %scevgep685, i64 -128
  %197 = shl i64 %index509, 3
  %scevgep683 = getelementptr i8, ptr %lsr.iv680, i64 %197
  %scevgep684 = getelementptr i8, ptr %scevgep683, i64 -64
  %198 = shl i64 %index509, 3
  %scevgep682 = getelementptr i8, ptr %lsr.iv680, i64 %198
  %wide.load510 = load <8 x double>, ptr %scevgep688, align 8, !alias.scope !93
  %wide.load511 = load <8 x double>, ptr %scevgep686, align 8, !alias.scope !93
  %wide.load512 = load <8 x double>, ptr %scevgep684, align 8, !alias.scope !93
  %wide.load513 = load <8 x double>, ptr %scevgep682, align 8, !alias.scope !93
  %199 = fmul <8 x double> %wide.load510, %wide.load510
  %200 = fmul <8 x double> %wide.load511, %wide.load511
  %201 = fmul <8 x double> %wide.load512, %wide.load512
  %202 = fmul <8 x double> %wide.load513, %wide.load513
  %203 = shl i64 %index509, 3
  %scevgep677 = getelementptr i8, ptr %lsr.iv670, i64 %203
  %scevgep678 = getelementptr i8, ptr %scevgep677, i64 -192
  %204 = shl i64 %index509, 3
  %scevgep675 = getelementptr i8, ptr %lsr.iv670, i64 %204
  %scevgep676 = getelementptr i8, ptr %scevgep675, i64 -128
  %205 = shl i64 %index509, 3
  %scevgep673 = getelementptr i8, ptr %lsr.iv670, i64 %205
  %scevgep674 = getelementptr i8, ptr %scevgep673, i64 -64
  %206 = shl i64 %index509, 3
  %scevgep672 = getelementptr i8, ptr %lsr.iv670, i64 %206
  store <8 x double> %199, ptr %scevgep678, align 8, !alias.scope !96, !noalias !93
  store <8 x double> %200, ptr %scevgep676, align 8, !alias.scope !96, !noalias !93
  store <8 x double> %201, ptr %scevgep674, align 8, !alias.scope !96, !noalias !93
  store <8 x double> %202, ptr %scevgep672, align 8, !alias.scope !96, !noalias !93
  %index.next514 = add nuw i64 %index509, 32
  %207 = icmp eq i64 %n.vec507, %index.next514
  br i1 %207, label %middle.block515, label %vector.body508, !llvm.loop !98

middle.block515:                                  ; preds = %vector.body508
  %208 = icmp eq i64 %arg.u0.5.1.fr, %n.vec507
  br i1 %208, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %vec.epilog.iter.check519

vec.epilog.iter.check519:                         ; preds = %middle.block515
  %209 = and i64 %arg.u0.5.1.fr, 28
  %210 = icmp eq i64 %209, 0
  br i1 %210, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph521, !prof !101

vec.epilog.ph521:                                 ; preds = %vector.main.loop.iter.check504, %vec.epilog.iter.check519
  %vec.epilog.resume.val517 = phi i64 [ %n.vec507, %vec.epilog.iter.check519 ], [ 0, %vector.main.loop.iter.check504 ]
  br label %vec.epilog.vector.body524

vec.epilog.vector.body524:                        ; preds = %vec.epilog.vector.body524, %vec.epilog.ph521
  %index525 = phi i64 [ %vec.epilog.resume.val517, %vec.epilog.ph521 ], [ %index.next527, %vec.epilog.vector.body524 ]
  %211 = shl i64 %index525, 3
  %scevgep694 = getelementptr i8, ptr %lsr.iv692, i64 %211
  %wide.load526 = load <4 x double>, ptr %scevgep694, align 8, !alias.scope !93
  %212 = fmul <4 x double> %wide.load526, %wide.load526
  %213 = shl i64 %index525, 3
  %scevgep691 = getelementptr i8, ptr %lsr.iv689, i64 %213
  store <4 x double> %212, ptr %scevgep691, align 8, !alias.scope !96, !noalias !93
  %index.next527 = add nuw i64 %index525, 4
  %214 = icmp eq i64 %n.vec523, %index.next527
  br i1 %214, label %vec.epilog.middle.block528, label %vec.epilog.vector.body524, !llvm.loop !102

vec.epilog.middle.block528:                       ; preds = %vec.epilog.vector.body524
  %215 = icmp eq i64 %arg.u0.5.1.fr, %n.vec523
  br i1 %215, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %vec.epilog.middle.block528, %vec.epilog.iter.check519, %iter.check502
  %loop.index.1744.us.us.us.us.us.ph = phi i64 [ 0, %iter.check502 ], [ %n.vec507, %vec.epilog.iter.check519 ], [ %n.vec523, %vec.epilog.middle.block528 ]
  %216 = sub nsw i64 %arg.u0.5.1.fr, %loop.index.1744.us.us.us.us.us.ph
  %xtraiter606 = and i64 %216, 7
  %lcmp.mod607.not = icmp eq i64 %xtraiter606, 0
  br i1 %lcmp.mod607.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv697 = phi i64 [ %xtraiter606, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next698, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.1744.us.us.us.us.us.prol = phi i64 [ %.1390.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.1744.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %217 = shl i64 %loop.index.1744.us.us.us.us.us.prol, 3
  %scevgep696 = getelementptr i8, ptr %lsr.iv692, i64 %217
  %.1341.us.us.us.us.us.prol = load double, ptr %scevgep696, align 8
  %.6.i235.prol = fmul double %.1341.us.us.us.us.us.prol, %.1341.us.us.us.us.us.prol
  %218 = shl i64 %loop.index.1744.us.us.us.us.us.prol, 3
  %scevgep695 = getelementptr i8, ptr %lsr.iv689, i64 %218
  store double %.6.i235.prol, ptr %scevgep695, align 8
  %.1390.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.1744.us.us.us.us.us.prol, 1
  %lsr.iv.next698 = add nsw i64 %lsr.iv697, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next698, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !103

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.1744.us.us.us.us.us.unr = phi i64 [ %loop.index.1744.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %.1390.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %219 = sub nsw i64 %loop.index.1744.us.us.us.us.us.ph, %arg.u0.5.1.fr
  %220 = icmp ugt i64 %219, -8
  br i1 %220, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader612

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader612: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader612, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us
  %loop.index.1744.us.us.us.us.us = phi i64 [ %.1390.us.us.us.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us ], [ %loop.index.1744.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader612 ]
  %221 = shl i64 %loop.index.1744.us.us.us.us.us, 3
  %scevgep716 = getelementptr i8, ptr %lsr.iv692, i64 %221
  %.1341.us.us.us.us.us = load double, ptr %scevgep716, align 8
  %.6.i235 = fmul double %.1341.us.us.us.us.us, %.1341.us.us.us.us.us
  %222 = shl i64 %loop.index.1744.us.us.us.us.us, 3
  %scevgep701 = getelementptr i8, ptr %lsr.iv689, i64 %222
  store double %.6.i235, ptr %scevgep701, align 8
  %scevgep717 = getelementptr i8, ptr %lsr.iv692, i64 %222
  %scevgep718 = getelementptr i8, ptr %scevgep717, i64 8
  %.1341.us.us.us.us.us.1 = load double, ptr %scevgep718, align 8
  %.6.i235.1 = fmul double %.1341.us.us.us.us.us.1, %.1341.us.us.us.us.us.1
  %223 = shl i64 %loop.index.1744.us.us.us.us.us, 3
  %scevgep704 = getelementptr i8, ptr %lsr.iv689, i64 %223
  %scevgep705 = getelementptr i8, ptr %scevgep704, i64 8
  store double %.6.i235.1, ptr %scevgep705, align 8
  %scevgep719 = getelementptr i8, ptr %lsr.iv692, i64 %223
  %scevgep720 = getelementptr i8, ptr %scevgep719, i64 16
  %.1341.us.us.us.us.us.2 = load double, ptr %scevgep720, align 8
  %.6.i235.2 = fmul double %.1341.us.us.us.us.us.2, %.1341.us.us.us.us.us.2
  %224 = shl i64 %loop.index.1744.us.us.us.us.us, 3
  %scevgep706 = getelementptr i8, ptr %lsr.iv689, i64 %224
  %scevgep707 = getelementptr i8, ptr %scevgep706, i64 16
  store double %.6.i235.2, ptr %scevgep707, align 8
  %scevgep721 = getelementptr i8, ptr %lsr.iv692, i64 %224
  %scevgep722 = getelementptr i8, ptr %scevgep721, i64 24
  %.1341.us.us.us.us.us.3 = load double, ptr %scevgep722, align 8
  %.6.i235.3 = fmul double %.1341.us.us.us.us.us.3, %.1341.us.us.us.us.us.3
  %225 = shl i64 %loop.index.1744.us.us.us.us.us, 3
  %scevgep708 = getelementptr i8, ptr %lsr.iv689, i64 %225
  %scevgep709 = getelementptr i8, ptr %scevgep708, i64 24
  store double %.6.i235.3, ptr %scevgep709, align 8
  %scevgep723 = getelementptr i8, ptr %lsr.iv692, i64 %225
  %scevgep724 = getelementptr i8, ptr %scevgep723, i64 32
  %.1341.us.us.us.us.us.4 = load double, ptr %scevgep724, align 8
  %.6.i235.4 = fmul double %.1341.us.us.us.us.us.4, %.1341.us.us.us.us.us.4
  %226 = shl i64 %loop.index.1744.us.us.us.us.us, 3
  %scevgep699 = getelementptr i8, ptr %lsr.iv689, i64 %226
  %scevgep700 = getelementptr i8, ptr %scevgep699, i64 32
  store double %.6.i235.4, ptr %scevgep700, align 8
  %scevgep725 = getelementptr i8, ptr %lsr.iv692, i64 %226
  %scevgep726 = getelementptr i8, ptr %scevgep725, i64 40
  %.1341.us.us.us.us.us.5 = load double, ptr %scevgep726, align 8
  %.6.i235.5 = fmul double %.1341.us.us.us.us.us.5, %.1341.us.us.us.us.us.5
  %227 = shl i64 %loop.index.1744.us.us.us.us.us, 3
  %scevgep712 = getelementptr i8, ptr %lsr.iv689, i64 %227
  %scevgep713 = getelementptr i8, ptr %scevgep712, i64 40
  store double %.6.i235.5, ptr %scevgep713, align 8
  %scevgep727 = getelementptr i8, ptr %lsr.iv692, i64 %227
  %scevgep728 = getelementptr i8, ptr %scevgep727, i64 48
  %.1341.us.us.us.us.us.6 = load double, ptr %scevgep728, align 8
  %.6.i235.6 = fmul double %.1341.us.us.us.us.us.6, %.1341.us.us.us.us.us.6
  %228 = shl i64 %loop.index.1744.us.us.us.us.us, 3
  %scevgep710 = getelementptr i8, ptr %lsr.iv689, i64 %228
  %scevgep711 = getelementptr i8, ptr %scevgep710, i64 48
  store double %.6.i235.6, ptr %scevgep711, align 8
  %scevgep714 = getelementptr i8, ptr %lsr.iv692, i64 %228
  %scevgep715 = getelementptr i8, ptr %scevgep714, i64 56
  %.1341.us.us.us.us.us.7 = load double, ptr %scevgep715, align 8
  %.6.i235.7 = fmul double %.1341.us.us.us.us.us.7, %.1341.us.us.us.us.us.7
  %229 = shl i64 %loop.index.1744.us.us.us.us.us, 3
  %scevgep702 = getelementptr i8, ptr %lsr.iv689, i64 %229
  %scevgep703 = getelementptr i8, ptr %scevgep702, i64 56
  store double %.6.i235.7, ptr %scevgep703, align 8
  %.1390.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.1744.us.us.us.us.us, 8
  %exitcond924.not.7 = icmp eq i64 %arg.u0.5.1.fr, %.1390.us.us.us.us.us.7
  br i1 %exitcond924.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !104

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block528, %middle.block515
  %.1392.us.us.us = add nuw nsw i64 %loop.index785.us.us.us, 1
  %scevgep671 = getelementptr i8, ptr %lsr.iv670, i64 %192
  %scevgep681 = getelementptr i8, ptr %lsr.iv680, i64 %192
  %scevgep690 = getelementptr i8, ptr %lsr.iv689, i64 %192
  %scevgep693 = getelementptr i8, ptr %lsr.iv692, i64 %192
  %exitcond925.not = icmp eq i64 %.1392.us.us.us, %arg.u0.5.0.fr
  br i1 %exitcond925.not, label %for.end, label %iter.check502

iter.check464:                                    ; preds = %iter.check464, %for.cond.1.preheader.us.us.preheader.new
  %lsr.iv736 = phi i64 [ %lsr.iv.next737, %iter.check464 ], [ 0, %for.cond.1.preheader.us.us.preheader.new ]
  %loop.index785.us.us = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader.new ], [ %.1392.us.us.3, %iter.check464 ]
  %scevgep750 = getelementptr i8, ptr %.6.i234, i64 %lsr.iv736
  %scevgep749 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %lsr.iv736
  %.1341.us.us.us = load double, ptr %scevgep749, align 8
  %.6.i236 = fmul double %.1341.us.us.us, %.1341.us.us.us
  store double %.6.i236, ptr %scevgep750, align 8
  %scevgep746 = getelementptr i8, ptr %scevgep745, i64 %lsr.iv736
  %scevgep748 = getelementptr i8, ptr %scevgep747, i64 %lsr.iv736
  %.1341.us.us.us.1 = load double, ptr %scevgep748, align 8
  %.6.i236.1 = fmul double %.1341.us.us.us.1, %.1341.us.us.us.1
  store double %.6.i236.1, ptr %scevgep746, align 8
  %scevgep742 = getelementptr i8, ptr %scevgep741, i64 %lsr.iv736
  %scevgep744 = getelementptr i8, ptr %scevgep743, i64 %lsr.iv736
  %.1341.us.us.us.2 = load double, ptr %scevgep744, align 8
  %.6.i236.2 = fmul double %.1341.us.us.us.2, %.1341.us.us.us.2
  store double %.6.i236.2, ptr %scevgep742, align 8
  %scevgep738 = getelementptr i8, ptr %scevgep735, i64 %lsr.iv736
  %scevgep740 = getelementptr i8, ptr %scevgep739, i64 %lsr.iv736
  %.1341.us.us.us.3 = load double, ptr %scevgep740, align 8
  %.6.i236.3 = fmul double %.1341.us.us.us.3, %.1341.us.us.us.3
  store double %.6.i236.3, ptr %scevgep738, align 8
  %.1392.us.us.3 = add nuw nsw i64 %loop.index785.us.us, 4
  %lsr.iv.next737 = add i64 %lsr.iv736, %184
  %niter605.ncmp.3 = icmp eq i64 %unroll_iter604, %.1392.us.us.3
  br i1 %niter605.ncmp.3, label %for.end.loopexit540.unr-lcssa, label %iter.check464

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %230 = icmp ugt i64 %arg.u0.5.1.fr, 1
  br i1 %230, label %for.cond.1.preheader.us.us810.preheader, label %for.body.1.endif.endif.endif.endif.endif.us792

for.cond.1.preheader.us.us810.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %231 = ptrtoint ptr %.6.i234 to i64
  %232 = ptrtoint ptr %u.2.sroa.60.0.lcssa to i64
  %233 = sub i64 %231, %232
  %min.iters.check425 = icmp ult i64 %arg.u0.5.1.fr, 4
  %diff.check = icmp ult i64 %233, 256
  %or.cond = select i1 %min.iters.check425, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader, label %vector.main.loop.iter.check429

vector.main.loop.iter.check429:                   ; preds = %for.cond.1.preheader.us.us810.preheader
  %const948 = bitcast i64 9223372036854775804 to i64
  %min.iters.check428 = icmp ult i64 %arg.u0.5.1.fr, 32
  br i1 %min.iters.check428, label %vec.epilog.ph445, label %vector.ph430

vector.ph430:                                     ; preds = %vector.main.loop.iter.check429
  %const_mat949 = add i64 %const948, -28
  %n.vec432 = and i64 %arg.u0.5.1.fr, %const_mat949
  br label %vector.body433

vector.body433:                                   ; preds = %vector.body433, %vector.ph430
  %index434 = phi i64 [ 0, %vector.ph430 ], [ %index.next438, %vector.body433 ]
  %sunkaddr = mul i64 %index434, 8
  %sunkaddr952 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr
  %wide.load = load <8 x double>, ptr %sunkaddr952, align 8
  %sunkaddr953 = mul i64 %index434, 8
  %sunkaddr954 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr953
  %sunkaddr955 = getelementptr i8, ptr %sunkaddr954, i64 64
  %wide.load435 = load <8 x double>, ptr %sunkaddr955, align 8
  %sunkaddr956 = mul i64 %index434, 8
  %sunkaddr957 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr956
  %sunkaddr958 = getelementptr i8, ptr %sunkaddr957, i64 128
  %wide.load436 = load <8 x double>, ptr %sunkaddr958, align 8
  %sunkaddr959 = mul i64 %index434, 8
  %sunkaddr960 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr959
  %sunkaddr961 = getelementptr i8, ptr %sunkaddr960, i64 192
  %wide.load437 = load <8 x double>, ptr %sunkaddr961, align 8
  %234 = fmul <8 x double> %wide.load, %wide.load
  %235 = fmul <8 x double> %wide.load435, %wide.load435
  %236 = fmul <8 x double> %wide.load436, %wide.load436
  %237 = fmul <8 x double> %wide.load437, %wide.load437
  %sunkaddr962 = mul i64 %index434, 8
  %sunkaddr963 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr962
  store <8 x double> %234, ptr %sunkaddr963, align 8
  %sunkaddr964 = mul i64 %index434, 8
  %sunkaddr965 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr964
  %sunkaddr966 = getelementptr i8, ptr %sunkaddr965, i64 64
  store <8 x double> %235, ptr %sunkaddr966, align 8
  %sunkaddr967 = mul i64 %index434, 8
  %sunkaddr968 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr967
  %sunkaddr969 = getelementptr i8, ptr %sunkaddr968, i64 128
  store <8 x double> %236, ptr %sunkaddr969, align 8
  %sunkaddr970 = mul i64 %index434, 8
  %sunkaddr971 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr970
  %sunkaddr972 = getelementptr i8, ptr %sunkaddr971, i64 192
  store <8 x double> %237, ptr %sunkaddr972, align 8
  %index.next438 = add nuw i64 %index434, 32
  %238 = icmp eq i64 %n.vec432, %index.next438
  br i1 %238, label %middle.block439, label %vector.body433, !llvm.loop !105

middle.block439:                                  ; preds = %vector.body433
  %cmp.n440 = icmp eq i64 %arg.u0.5.1.fr, %n.vec432
  br i1 %cmp.n440, label %for.end, label %vec.epilog.iter.check443

vec.epilog.iter.check443:                         ; preds = %middle.block439
  %239 = and i64 %arg.u0.5.1.fr, 28
  %min.epilog.iters.check444 = icmp eq i64 %239, 0
  br i1 %min.epilog.iters.check444, label %for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader, label %vec.epilog.ph445, !prof !101

vec.epilog.ph445:                                 ; preds = %vector.main.loop.iter.check429, %vec.epilog.iter.check443
  %vec.epilog.resume.val441 = phi i64 [ %n.vec432, %vec.epilog.iter.check443 ], [ 0, %vector.main.loop.iter.check429 ]
  %n.vec447 = and i64 %arg.u0.5.1.fr, %const948
  br label %vec.epilog.vector.body448

vec.epilog.vector.body448:                        ; preds = %vec.epilog.vector.body448, %vec.epilog.ph445
  %index449 = phi i64 [ %vec.epilog.resume.val441, %vec.epilog.ph445 ], [ %index.next451, %vec.epilog.vector.body448 ]
  %240 = shl i64 %index449, 3
  %scevgep652 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %240
  %wide.load450 = load <4 x double>, ptr %scevgep652, align 8
  %241 = fmul <4 x double> %wide.load450, %wide.load450
  %242 = shl i64 %index449, 3
  %scevgep651 = getelementptr i8, ptr %.6.i234, i64 %242
  store <4 x double> %241, ptr %scevgep651, align 8
  %index.next451 = add nuw i64 %index449, 4
  %243 = icmp eq i64 %n.vec447, %index.next451
  br i1 %243, label %vec.epilog.middle.block452, label %vec.epilog.vector.body448, !llvm.loop !106

vec.epilog.middle.block452:                       ; preds = %vec.epilog.vector.body448
  %cmp.n453 = icmp eq i64 %arg.u0.5.1.fr, %n.vec447
  br i1 %cmp.n453, label %for.end, label %for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader: ; preds = %for.cond.1.preheader.us.us810.preheader, %vec.epilog.iter.check443, %vec.epilog.middle.block452
  %loop.index.1744.us755.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us810.preheader ], [ %n.vec447, %vec.epilog.middle.block452 ], [ %n.vec432, %vec.epilog.iter.check443 ]
  %244 = sub nsw i64 %arg.u0.5.1.fr, %loop.index.1744.us755.us.us.ph
  %xtraiter608 = and i64 %244, 7
  %lcmp.mod609.not = icmp eq i64 %xtraiter608, 0
  br i1 %lcmp.mod609.not, label %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter608, %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol ]
  %loop.index.1744.us755.us.us.prol = phi i64 [ %.1390.us761.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol ], [ %loop.index.1744.us755.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol.preheader ]
  %245 = shl i64 %loop.index.1744.us755.us.us.prol, 3
  %scevgep650 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %245
  %.1341.us765.us.us.prol = load double, ptr %scevgep650, align 8
  %.6.i237.prol = fmul double %.1341.us765.us.us.prol, %.1341.us765.us.us.prol
  %246 = shl i64 %loop.index.1744.us755.us.us.prol, 3
  %scevgep649 = getelementptr i8, ptr %.6.i234, i64 %246
  store double %.6.i237.prol, ptr %scevgep649, align 8
  %.1390.us761.us.us.prol = add nuw i64 %loop.index.1744.us755.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter610.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter610.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol, !llvm.loop !107

for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader
  %loop.index.1744.us755.us.us.unr = phi i64 [ %loop.index.1744.us755.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader ], [ %.1390.us761.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol ]
  %247 = sub nsw i64 %loop.index.1744.us755.us.us.ph, %arg.u0.5.1.fr
  %248 = icmp ugt i64 %247, -8
  br i1 %248, label %for.end, label %for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader611

for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader611: ; preds = %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us758.us.us

for.body.1.endif.endif.endif.endif.endif.us758.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader611, %for.body.1.endif.endif.endif.endif.endif.us758.us.us
  %loop.index.1744.us755.us.us = phi i64 [ %.1390.us761.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us758.us.us ], [ %loop.index.1744.us755.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us758.us.us.preheader611 ]
  %sunkaddr973 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr974 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr973
  %.1341.us765.us.us = load double, ptr %sunkaddr974, align 8
  %.6.i237 = fmul double %.1341.us765.us.us, %.1341.us765.us.us
  %sunkaddr975 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr976 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr975
  store double %.6.i237, ptr %sunkaddr976, align 8
  %sunkaddr977 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr978 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr977
  %sunkaddr979 = getelementptr i8, ptr %sunkaddr978, i64 8
  %.1341.us765.us.us.1 = load double, ptr %sunkaddr979, align 8
  %.6.i237.1 = fmul double %.1341.us765.us.us.1, %.1341.us765.us.us.1
  %sunkaddr980 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr981 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr980
  %sunkaddr982 = getelementptr i8, ptr %sunkaddr981, i64 8
  store double %.6.i237.1, ptr %sunkaddr982, align 8
  %sunkaddr983 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr984 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr983
  %sunkaddr985 = getelementptr i8, ptr %sunkaddr984, i64 16
  %.1341.us765.us.us.2 = load double, ptr %sunkaddr985, align 8
  %.6.i237.2 = fmul double %.1341.us765.us.us.2, %.1341.us765.us.us.2
  %sunkaddr986 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr987 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr986
  %sunkaddr988 = getelementptr i8, ptr %sunkaddr987, i64 16
  store double %.6.i237.2, ptr %sunkaddr988, align 8
  %sunkaddr989 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr990 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr989
  %sunkaddr991 = getelementptr i8, ptr %sunkaddr990, i64 24
  %.1341.us765.us.us.3 = load double, ptr %sunkaddr991, align 8
  %.6.i237.3 = fmul double %.1341.us765.us.us.3, %.1341.us765.us.us.3
  %sunkaddr992 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr993 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr992
  %sunkaddr994 = getelementptr i8, ptr %sunkaddr993, i64 24
  store double %.6.i237.3, ptr %sunkaddr994, align 8
  %sunkaddr995 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr996 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr995
  %sunkaddr997 = getelementptr i8, ptr %sunkaddr996, i64 32
  %.1341.us765.us.us.4 = load double, ptr %sunkaddr997, align 8
  %.6.i237.4 = fmul double %.1341.us765.us.us.4, %.1341.us765.us.us.4
  %sunkaddr998 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr999 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr998
  %sunkaddr1000 = getelementptr i8, ptr %sunkaddr999, i64 32
  store double %.6.i237.4, ptr %sunkaddr1000, align 8
  %sunkaddr1001 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr1002 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1001
  %sunkaddr1003 = getelementptr i8, ptr %sunkaddr1002, i64 40
  %.1341.us765.us.us.5 = load double, ptr %sunkaddr1003, align 8
  %.6.i237.5 = fmul double %.1341.us765.us.us.5, %.1341.us765.us.us.5
  %sunkaddr1004 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr1005 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr1004
  %sunkaddr1006 = getelementptr i8, ptr %sunkaddr1005, i64 40
  store double %.6.i237.5, ptr %sunkaddr1006, align 8
  %sunkaddr1007 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr1008 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1007
  %sunkaddr1009 = getelementptr i8, ptr %sunkaddr1008, i64 48
  %.1341.us765.us.us.6 = load double, ptr %sunkaddr1009, align 8
  %.6.i237.6 = fmul double %.1341.us765.us.us.6, %.1341.us765.us.us.6
  %sunkaddr1010 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr1011 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr1010
  %sunkaddr1012 = getelementptr i8, ptr %sunkaddr1011, i64 48
  store double %.6.i237.6, ptr %sunkaddr1012, align 8
  %sunkaddr1013 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr1014 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1013
  %sunkaddr1015 = getelementptr i8, ptr %sunkaddr1014, i64 56
  %.1341.us765.us.us.7 = load double, ptr %sunkaddr1015, align 8
  %.6.i237.7 = fmul double %.1341.us765.us.us.7, %.1341.us765.us.us.7
  %sunkaddr1016 = mul i64 %loop.index.1744.us755.us.us, 8
  %sunkaddr1017 = getelementptr i8, ptr %.6.i234, i64 %sunkaddr1016
  %sunkaddr1018 = getelementptr i8, ptr %sunkaddr1017, i64 56
  store double %.6.i237.7, ptr %sunkaddr1018, align 8
  %.1390.us761.us.us.7 = add nuw nsw i64 %loop.index.1744.us755.us.us, 8
  %exitcond920.not.7 = icmp eq i64 %arg.u0.5.1.fr, %.1390.us761.us.us.7
  br i1 %exitcond920.not.7, label %for.end, label %for.body.1.endif.endif.endif.endif.endif.us758.us.us, !llvm.loop !108

for.body.1.endif.endif.endif.endif.endif.us792:   ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.1341.us789 = load double, ptr %u.2.sroa.60.0.lcssa, align 8
  %.6.i238 = fmul double %.1341.us789, %.1341.us789
  store double %.6.i238, ptr %.6.i234, align 8
  br label %for.end

B538.endif.endif.endif.endif.endif.if.if:         ; preds = %B538.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.loopexit540.unr-lcssa:                    ; preds = %iter.check464
  %lcmp.mod602.not = icmp eq i64 %xtraiter600, 0
  br i1 %lcmp.mod602.not, label %for.end, label %iter.check464.epil.preheader

iter.check464.epil.preheader:                     ; preds = %for.end.loopexit540.unr-lcssa, %for.cond.1.preheader.us.us.preheader
  %loop.index785.us.us.epil.init = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader ], [ %.1392.us.us.3, %for.end.loopexit540.unr-lcssa ]
  %249 = mul i64 %arg.u0.5.1.fr, %loop.index785.us.us.epil.init
  %250 = shl i64 %249, 3
  %251 = shl i64 %arg.u0.5.1.fr, 3
  br label %iter.check464.epil

iter.check464.epil:                               ; preds = %iter.check464.epil, %iter.check464.epil.preheader
  %lsr.iv733 = phi i64 [ %lsr.iv.next734, %iter.check464.epil ], [ %xtraiter600, %iter.check464.epil.preheader ]
  %lsr.iv729 = phi i64 [ %lsr.iv.next730, %iter.check464.epil ], [ %250, %iter.check464.epil.preheader ]
  %scevgep732 = getelementptr i8, ptr %.6.i234, i64 %lsr.iv729
  %scevgep731 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %lsr.iv729
  %.1341.us.us.us.epil = load double, ptr %scevgep731, align 8
  %.6.i236.epil = fmul double %.1341.us.us.us.epil, %.1341.us.us.us.epil
  store double %.6.i236.epil, ptr %scevgep732, align 8
  %lsr.iv.next730 = add i64 %lsr.iv729, %251
  %lsr.iv.next734 = add nsw i64 %lsr.iv733, -1
  %epil.iter601.cmp.not = icmp eq i64 %lsr.iv.next734, 0
  br i1 %epil.iter601.cmp.not, label %for.end, label %iter.check464.epil, !llvm.loop !109

for.end:                                          ; preds = %iter.check464.epil, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, %for.body.1.endif.endif.endif.endif.endif.us758.us.us, %for.end.loopexit540.unr-lcssa, %middle.block439, %vec.epilog.middle.block452, %for.body.1.endif.endif.endif.endif.endif.us758.us.us.prol.loopexit, %for.body.1.endif.endif.endif.endif.endif.us792, %for.cond.1.preheader.lr.ph, %B538.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %u.2.sroa.0.0.lcssa)
  store double 0.000000e+00, ptr %.1401, align 8
  %.1409 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.1401, ptr nonnull %excinfo.11, ptr nonnull %.7.i.i227, ptr null, i64 %.1229, i64 8, ptr %.6.i234, i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr, i64 %.1232, i64 8)
  %cond = icmp eq i32 %.1409, 0
  br i1 %cond, label %for.end.endif, label %for.end.if.if, !prof !110

for.end.endif:                                    ; preds = %for.end
  %.1419 = load double, ptr %.1401, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i227)
  store double %.1419, ptr %retptr, align 8
  br label %common.ret

for.end.if.if:                                    ; preds = %for.end
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

define ptr @_ZN7cpython7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.heat_buffer, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %arg0.err, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if ], [ %.81, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.e...endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.20, i8 0, i64 72, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 16
  %.35.fca.2.load = load i64, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.5.1.load = load i64, ptr %sunkaddr4, align 8
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  %.45 = call ptr @PyNumber_Float(ptr %.44)
  %.46 = call double @PyFloat_AsDouble(ptr %.45)
  call void @Py_DecRef(ptr %.45)
  %.48 = call ptr @PyErr_Occurred()
  %.49.not = icmp eq ptr %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !111

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.53, align 8
  %.61 = call i32 @_ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr nonnull %.53, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 poison, i64 poison, double %.46) #4
  %.62 = load ptr, ptr %excinfo, align 8
  %.71 = load double, ptr %.53, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.61, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif, !prof !110

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %.69 = icmp sgt i32 %.61, 0
  br i1 %.69, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %.81 = call ptr @PyFloat_FromDouble(double %.71)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.86 = load { ptr, i32, ptr, ptr, i32 }, ptr %.62, align 8
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 4
  %.88 = icmp sgt i32 %.87, 0
  %.91 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 0
  %.93 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 1
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  switch i32 %.61, label %entry.endif.endif.endif.e...endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.94 = sext i32 %.93 to i64
  %.95 = call ptr @PyBytes_FromStringAndSize(ptr %.91, i64 %.94)
  %.96 = load { ptr, i32, ptr, ptr, i32 }, ptr %.62, align 8
  %.97 = extractvalue { ptr, i32, ptr, ptr, i32 } %.96, 2
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.96, 3
  %.101 = call ptr %.99(ptr %.97)
  %.102 = icmp eq ptr %.101, null
  br i1 %.102, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.115 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 2
  %.116 = call ptr @numba_unpickle(ptr %.91, i32 %.93, ptr %.115)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.118 = phi ptr [ %.106, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.116, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.119.not = icmp eq ptr %.118, null
  br i1 %.119.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.106 = call ptr @numba_runtime_build_excinfo_struct(ptr %.95, ptr nonnull %.101)
  call void @NRT_Free(ptr nonnull %.62)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.118)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %.12 = call i32 @_ZN7kernels11heat_bufferB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, double %.2) #4
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !110

entry.if:                                         ; preds = %entry
  %.20 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(ptr nonnull %.24)
  br i1 %.20, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.75 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.75)
  call void @Py_DecRef(ptr %.75)
  call void @numba_gil_release(ptr nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.31 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.12, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.27
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call ptr @PyBytes_FromStringAndSize(ptr %.35, i64 %.38)
  %.40 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 2
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 3
  %.45 = call ptr %.43(ptr %.41)
  %.46 = icmp eq ptr %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call ptr @numba_runtime_build_excinfo_struct(ptr %.39, ptr nonnull %.45)
  call void @NRT_Free(ptr nonnull %.13)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.62)
  br label %.27

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.27
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !112
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !112

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !113

.115.preheader.us.us.epil.preheader:              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, %.115.preheader.us.us.preheader
  %.85.025.us.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %.80.024.us.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %scevgep69 = getelementptr i8, ptr %.85.025.us.us.epil.init, i64 %arg.a.6.0
  %0 = shl i64 %arg.a.6.0, 1
  br label %.115.preheader.us.us.epil

.115.preheader.us.us.epil:                        ; preds = %.115..116_crit_edge.us.1.loopexit.us.epil, %.115.preheader.us.us.epil.preheader
  %lsr.iv70 = phi ptr [ %scevgep71, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %scevgep69, %.115.preheader.us.us.epil.preheader ]
  %.85.025.us.us.epil = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.85.025.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %.80.024.us.us.epil = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.80.024.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %epil.iter56 = phi i64 [ %epil.iter56.next, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ 0, %.115.preheader.us.us.epil.preheader ]
  br label %.115.endif.us.epil.us.epil

.115.endif.us.epil.us.epil:                       ; preds = %.115.endif.us.epil.us.epil, %.115.preheader.us.us.epil
  %.80.118.us.epil.us.epil = phi double [ %.80.024.us.us.epil, %.115.preheader.us.us.epil ], [ %.148.us.epil.us.epil, %.115.endif.us.epil.us.epil ]
  %epil.iter.us.epil = phi i64 [ 0, %.115.preheader.us.us.epil ], [ %epil.iter.next.us.epil, %.115.endif.us.epil.us.epil ]
  %1 = shl i64 %epil.iter.us.epil, 3
  %scevgep68 = getelementptr i8, ptr %.85.025.us.us.epil, i64 %1
  %.146.us.epil.us.epil = load double, ptr %scevgep68, align 8
  %.148.us.epil.us.epil = fadd double %.80.118.us.epil.us.epil, %.146.us.epil.us.epil
  %epil.iter.next.us.epil = add nuw nsw i64 %epil.iter.us.epil, 1
  %epil.iter.cmp.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.us.epil
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.us.epil:                   ; preds = %.115.endif.us.epil.us.epil
  %scevgep.us.epil = getelementptr i8, ptr %.85.025.us.us.epil, i64 %11
  %.141.us.us.epil = getelementptr i8, ptr %scevgep.us.epil, i64 %.137.neg.us
  %.163.us.us.epil = getelementptr i8, ptr %.141.us.us.epil, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.epil

.115.endif.us.epil.1.us.epil:                     ; preds = %.115.endif.us.epil.1.us.epil, %.115..116_crit_edge.us.us.epil
  %.80.118.us.epil.1.us.epil = phi double [ %.148.us.epil.us.epil, %.115..116_crit_edge.us.us.epil ], [ %.148.us.epil.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %epil.iter.1.us.epil = phi i64 [ 0, %.115..116_crit_edge.us.us.epil ], [ %epil.iter.next.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %2 = shl i64 %epil.iter.1.us.epil, 3
  %scevgep72 = getelementptr i8, ptr %lsr.iv70, i64 %2
  %.146.us.epil.1.us.epil = load double, ptr %scevgep72, align 8
  %.148.us.epil.1.us.epil = fadd double %.80.118.us.epil.1.us.epil, %.146.us.epil.1.us.epil
  %epil.iter.next.1.us.epil = add nuw nsw i64 %epil.iter.1.us.epil, 1
  %epil.iter.cmp.1.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.1.us.epil
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !117, !llvm.loop !118

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !120

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !121

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !122

.115.endif.us.epil4.prol.preheader:               ; preds = %.115.preheader.us.new.epil
  br label %.115.endif.us.epil4.prol

.115.endif.us.epil4.prol:                         ; preds = %.115.endif.us.epil4.prol.preheader, %.115.endif.us.epil4.prol
  %lsr.iv67 = phi i64 [ %xtraiter62, %.115.endif.us.epil4.prol.preheader ], [ %lsr.iv.next, %.115.endif.us.epil4.prol ]
  %lsr.iv.prol = phi i64 [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ], [ %unroll_iter.epil, %.115.endif.us.epil4.prol.preheader ]
  %.85.119.us.epil6.prol = phi ptr [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.85.025.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.80.118.us.epil7.prol = phi double [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.80.024.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.146.us.epil8.prol = load double, ptr %.85.119.us.epil6.prol, align 8
  %.148.us.epil9.prol = fadd double %.80.118.us.epil7.prol, %.146.us.epil8.prol
  %.154.us.epil10.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 8
  %.146.us.1.epil.prol = load double, ptr %.154.us.epil10.prol, align 8
  %.148.us.1.epil.prol = fadd double %.148.us.epil9.prol, %.146.us.1.epil.prol
  %.154.us.1.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 16
  %.146.us.2.epil.prol = load double, ptr %.154.us.1.epil.prol, align 8
  %.148.us.2.epil.prol = fadd double %.148.us.1.epil.prol, %.146.us.2.epil.prol
  %.154.us.2.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 24
  %.146.us.3.epil.prol = load double, ptr %.154.us.2.epil.prol, align 8
  %.148.us.3.epil.prol = fadd double %.148.us.2.epil.prol, %.146.us.3.epil.prol
  %.154.us.3.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 32
  %.146.us.4.epil.prol = load double, ptr %.154.us.3.epil.prol, align 8
  %.148.us.4.epil.prol = fadd double %.148.us.3.epil.prol, %.146.us.4.epil.prol
  %.154.us.4.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 40
  %.146.us.5.epil.prol = load double, ptr %.154.us.4.epil.prol, align 8
  %.148.us.5.epil.prol = fadd double %.148.us.4.epil.prol, %.146.us.5.epil.prol
  %.154.us.5.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 48
  %.146.us.6.epil.prol = load double, ptr %.154.us.5.epil.prol, align 8
  %.148.us.6.epil.prol = fadd double %.148.us.5.epil.prol, %.146.us.6.epil.prol
  %.154.us.6.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 56
  %.146.us.7.epil.prol = load double, ptr %.154.us.6.epil.prol, align 8
  %.148.us.7.epil.prol = fadd double %.148.us.6.epil.prol, %.146.us.7.epil.prol
  %.154.us.7.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 64
  %lsr.iv.next.prol = add i64 %lsr.iv.prol, -8
  %lsr.iv.next = add i64 %lsr.iv67, -1
  %prol.iter64.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !123, !llvm.loop !124

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !125

.115.endif.us.epil4.preheader:                    ; preds = %.115.endif.us.epil4.prol.loopexit
  br label %.115.endif.us.epil4

.115.endif.us.epil4:                              ; preds = %.115.endif.us.epil4.preheader, %.115.endif.us.epil4
  %lsr.iv = phi i64 [ %lsr.iv.next.3, %.115.endif.us.epil4 ], [ %lsr.iv.unr, %.115.endif.us.epil4.preheader ]
  %.85.119.us.epil6 = phi ptr [ %.154.us.7.epil.3, %.115.endif.us.epil4 ], [ %.85.119.us.epil6.unr, %.115.endif.us.epil4.preheader ]
  %.80.118.us.epil7 = phi double [ %.148.us.7.epil.3, %.115.endif.us.epil4 ], [ %.80.118.us.epil7.unr, %.115.endif.us.epil4.preheader ]
  %.146.us.epil8 = load double, ptr %.85.119.us.epil6, align 8
  %.148.us.epil9 = fadd double %.80.118.us.epil7, %.146.us.epil8
  %.154.us.epil10 = getelementptr i8, ptr %.85.119.us.epil6, i64 8
  %.146.us.1.epil = load double, ptr %.154.us.epil10, align 8
  %.148.us.1.epil = fadd double %.148.us.epil9, %.146.us.1.epil
  %.154.us.1.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 16
  %.146.us.2.epil = load double, ptr %.154.us.1.epil, align 8
  %.148.us.2.epil = fadd double %.148.us.1.epil, %.146.us.2.epil
  %.154.us.2.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 24
  %.146.us.3.epil = load double, ptr %.154.us.2.epil, align 8
  %.148.us.3.epil = fadd double %.148.us.2.epil, %.146.us.3.epil
  %.154.us.3.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 32
  %.146.us.4.epil = load double, ptr %.154.us.3.epil, align 8
  %.148.us.4.epil = fadd double %.148.us.3.epil, %.146.us.4.epil
  %.154.us.4.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 40
  %.146.us.5.epil = load double, ptr %.154.us.4.epil, align 8
  %.148.us.5.epil = fadd double %.148.us.4.epil, %.146.us.5.epil
  %.154.us.5.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 48
  %.146.us.6.epil = load double, ptr %.154.us.5.epil, align 8
  %.148.us.6.epil = fadd double %.148.us.5.epil, %.146.us.6.epil
  %.154.us.6.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 56
  %.146.us.7.epil = load double, ptr %.154.us.6.epil, align 8
  %.148.us.7.epil = fadd double %.148.us.6.epil, %.146.us.7.epil
  %.154.us.7.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 64
  %.146.us.epil8.1 = load double, ptr %.154.us.7.epil, align 8
  %.148.us.epil9.1 = fadd double %.148.us.7.epil, %.146.us.epil8.1
  %.154.us.epil10.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 72
  %.146.us.1.epil.1 = load double, ptr %.154.us.epil10.1, align 8
  %.148.us.1.epil.1 = fadd double %.148.us.epil9.1, %.146.us.1.epil.1
  %.154.us.1.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 80
  %.146.us.2.epil.1 = load double, ptr %.154.us.1.epil.1, align 8
  %.148.us.2.epil.1 = fadd double %.148.us.1.epil.1, %.146.us.2.epil.1
  %.154.us.2.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 88
  %.146.us.3.epil.1 = load double, ptr %.154.us.2.epil.1, align 8
  %.148.us.3.epil.1 = fadd double %.148.us.2.epil.1, %.146.us.3.epil.1
  %.154.us.3.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 96
  %.146.us.4.epil.1 = load double, ptr %.154.us.3.epil.1, align 8
  %.148.us.4.epil.1 = fadd double %.148.us.3.epil.1, %.146.us.4.epil.1
  %.154.us.4.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 104
  %.146.us.5.epil.1 = load double, ptr %.154.us.4.epil.1, align 8
  %.148.us.5.epil.1 = fadd double %.148.us.4.epil.1, %.146.us.5.epil.1
  %.154.us.5.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 112
  %.146.us.6.epil.1 = load double, ptr %.154.us.5.epil.1, align 8
  %.148.us.6.epil.1 = fadd double %.148.us.5.epil.1, %.146.us.6.epil.1
  %.154.us.6.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 120
  %.146.us.7.epil.1 = load double, ptr %.154.us.6.epil.1, align 8
  %.148.us.7.epil.1 = fadd double %.148.us.6.epil.1, %.146.us.7.epil.1
  %.154.us.7.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 128
  %.146.us.epil8.2 = load double, ptr %.154.us.7.epil.1, align 8
  %.148.us.epil9.2 = fadd double %.148.us.7.epil.1, %.146.us.epil8.2
  %.154.us.epil10.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 136
  %.146.us.1.epil.2 = load double, ptr %.154.us.epil10.2, align 8
  %.148.us.1.epil.2 = fadd double %.148.us.epil9.2, %.146.us.1.epil.2
  %.154.us.1.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 144
  %.146.us.2.epil.2 = load double, ptr %.154.us.1.epil.2, align 8
  %.148.us.2.epil.2 = fadd double %.148.us.1.epil.2, %.146.us.2.epil.2
  %.154.us.2.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 152
  %.146.us.3.epil.2 = load double, ptr %.154.us.2.epil.2, align 8
  %.148.us.3.epil.2 = fadd double %.148.us.2.epil.2, %.146.us.3.epil.2
  %.154.us.3.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 160
  %.146.us.4.epil.2 = load double, ptr %.154.us.3.epil.2, align 8
  %.148.us.4.epil.2 = fadd double %.148.us.3.epil.2, %.146.us.4.epil.2
  %.154.us.4.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 168
  %.146.us.5.epil.2 = load double, ptr %.154.us.4.epil.2, align 8
  %.148.us.5.epil.2 = fadd double %.148.us.4.epil.2, %.146.us.5.epil.2
  %.154.us.5.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 176
  %.146.us.6.epil.2 = load double, ptr %.154.us.5.epil.2, align 8
  %.148.us.6.epil.2 = fadd double %.148.us.5.epil.2, %.146.us.6.epil.2
  %.154.us.6.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 184
  %.146.us.7.epil.2 = load double, ptr %.154.us.6.epil.2, align 8
  %.148.us.7.epil.2 = fadd double %.148.us.6.epil.2, %.146.us.7.epil.2
  %.154.us.7.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 192
  %.146.us.epil8.3 = load double, ptr %.154.us.7.epil.2, align 8
  %.148.us.epil9.3 = fadd double %.148.us.7.epil.2, %.146.us.epil8.3
  %.154.us.epil10.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 200
  %.146.us.1.epil.3 = load double, ptr %.154.us.epil10.3, align 8
  %.148.us.1.epil.3 = fadd double %.148.us.epil9.3, %.146.us.1.epil.3
  %.154.us.1.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 208
  %.146.us.2.epil.3 = load double, ptr %.154.us.1.epil.3, align 8
  %.148.us.2.epil.3 = fadd double %.148.us.1.epil.3, %.146.us.2.epil.3
  %.154.us.2.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 216
  %.146.us.3.epil.3 = load double, ptr %.154.us.2.epil.3, align 8
  %.148.us.3.epil.3 = fadd double %.148.us.2.epil.3, %.146.us.3.epil.3
  %.154.us.3.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 224
  %.146.us.4.epil.3 = load double, ptr %.154.us.3.epil.3, align 8
  %.148.us.4.epil.3 = fadd double %.148.us.3.epil.3, %.146.us.4.epil.3
  %.154.us.4.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 232
  %.146.us.5.epil.3 = load double, ptr %.154.us.4.epil.3, align 8
  %.148.us.5.epil.3 = fadd double %.148.us.4.epil.3, %.146.us.5.epil.3
  %.154.us.5.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 240
  %.146.us.6.epil.3 = load double, ptr %.154.us.5.epil.3, align 8
  %.148.us.6.epil.3 = fadd double %.148.us.5.epil.3, %.146.us.6.epil.3
  %.154.us.6.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 248
  %.146.us.7.epil.3 = load double, ptr %.154.us.6.epil.3, align 8
  %.148.us.7.epil.3 = fadd double %.148.us.6.epil.3, %.146.us.7.epil.3
  %.154.us.7.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 256
  %lsr.iv.next.3 = add i64 %lsr.iv, -32
  %niter.ncmp.7.epil.3 = icmp eq i64 %lsr.iv.next.3, 0
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !126, !llvm.loop !127

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !129

.115.endif.us.epil.preheader.epil:                ; preds = %.115..116_crit_edge.us.unr-lcssa.epil, %.115.preheader.us.epil.preheader
  %.85.119.us.epil.init.epil = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.154.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  %.80.118.us.epil.init.epil = phi double [ %.80.024.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  br label %.115.endif.us.epil.epil

.115.endif.us.epil.epil:                          ; preds = %.115.endif.us.epil.epil, %.115.endif.us.epil.preheader.epil
  %.80.118.us.epil.epil = phi double [ %.80.118.us.epil.init.epil, %.115.endif.us.epil.preheader.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  %epil.iter.epil = phi i64 [ 0, %.115.endif.us.epil.preheader.epil ], [ %epil.iter.next.epil, %.115.endif.us.epil.epil ]
  %10 = shl i64 %epil.iter.epil, 3
  %scevgep = getelementptr i8, ptr %.85.119.us.epil.init.epil, i64 %10
  %.146.us.epil.epil = load double, ptr %scevgep, align 8
  %.148.us.epil.epil = fadd double %.80.118.us.epil.epil, %.146.us.epil.epil
  %epil.iter.next.epil = add i64 %epil.iter.epil, 1
  %epil.iter.cmp.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, %epil.iter.next.epil
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !114, !llvm.loop !115

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !130

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !121

.115.preheader.us.preheader15:                    ; preds = %.115.preheader.us.preheader.new
  %14 = add nsw i64 %arg.a.5.1, -8
  %15 = lshr i64 %14, 3
  %16 = add nuw nsw i64 %15, 1
  %xtraiter17 = and i64 %16, 3
  %17 = shl nuw nsw i64 %xtraiter17, 3
  %18 = shl nuw nsw i64 %xtraiter17, 3
  br label %.115.preheader.us

.115.preheader.us.us.preheader:                   ; preds = %.115.preheader.us.preheader.new
  %19 = add nsw i64 %arg.a.5.0, -2
  %20 = lshr i64 %19, 1
  %21 = add nuw i64 %20, 1
  %xtraiter55 = and i64 %21, 3
  %22 = icmp ult i64 %19, 6
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !131

.115.preheader.us.us.preheader.new:               ; preds = %.115.preheader.us.us.preheader
  %unroll_iter61 = and i64 %21, -4
  %scevgep74 = getelementptr i8, ptr %arg.a.4, i64 %arg.a.6.0
  %23 = shl i64 %arg.a.6.0, 3
  %24 = shl i64 %arg.a.6.0, 1
  %scevgep78 = getelementptr i8, ptr %arg.a.4, i64 %24
  %25 = mul i64 %arg.a.6.0, 3
  %scevgep82 = getelementptr i8, ptr %arg.a.4, i64 %25
  %26 = shl i64 %arg.a.6.0, 2
  %scevgep86 = getelementptr i8, ptr %arg.a.4, i64 %26
  %27 = mul i64 %arg.a.6.0, 5
  %scevgep90 = getelementptr i8, ptr %arg.a.4, i64 %27
  %28 = mul i64 %arg.a.6.0, 6
  %scevgep94 = getelementptr i8, ptr %arg.a.4, i64 %28
  %29 = mul i64 %arg.a.6.0, 7
  %scevgep98 = getelementptr i8, ptr %arg.a.4, i64 %29
  br label %.115.preheader.us.us

.115.preheader.us.us:                             ; preds = %.115..116_crit_edge.us.1.loopexit.us.3, %.115.preheader.us.us.preheader.new
  %lsr.iv99 = phi ptr [ %scevgep100, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep98, %.115.preheader.us.us.preheader.new ]
  %lsr.iv95 = phi ptr [ %scevgep96, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep94, %.115.preheader.us.us.preheader.new ]
  %lsr.iv91 = phi ptr [ %scevgep92, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep90, %.115.preheader.us.us.preheader.new ]
  %lsr.iv87 = phi ptr [ %scevgep88, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep86, %.115.preheader.us.us.preheader.new ]
  %lsr.iv83 = phi ptr [ %scevgep84, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep82, %.115.preheader.us.us.preheader.new ]
  %lsr.iv79 = phi ptr [ %scevgep80, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep78, %.115.preheader.us.us.preheader.new ]
  %lsr.iv75 = phi ptr [ %scevgep76, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep74, %.115.preheader.us.us.preheader.new ]
  %.85.025.us.us = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader.new ], [ %.163.us.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %.80.024.us.us = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader.new ], [ %.148.us.epil.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %niter = phi i64 [ 0, %.115.preheader.us.us.preheader.new ], [ %niter.next.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  br label %.115.endif.us.epil.us

.115.endif.us.epil.us:                            ; preds = %.115.endif.us.epil.us, %.115.preheader.us.us
  %.80.118.us.epil.us = phi double [ %.80.024.us.us, %.115.preheader.us.us ], [ %.148.us.epil.us, %.115.endif.us.epil.us ]
  %epil.iter.us = phi i64 [ 0, %.115.preheader.us.us ], [ %epil.iter.next.us, %.115.endif.us.epil.us ]
  %30 = shl nuw nsw i64 %epil.iter.us, 3
  %scevgep73 = getelementptr i8, ptr %.85.025.us.us, i64 %30
  %.146.us.epil.us = load double, ptr %scevgep73, align 8
  %.148.us.epil.us = fadd double %.80.118.us.epil.us, %.146.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.us:                        ; preds = %.115.endif.us.epil.us
  %scevgep.us = getelementptr i8, ptr %.85.025.us.us, i64 %11
  %.141.us.us = getelementptr i8, ptr %scevgep.us, i64 %.137.neg.us
  %.163.us.us = getelementptr i8, ptr %.141.us.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us

.115.endif.us.epil.1.us:                          ; preds = %.115.endif.us.epil.1.us, %.115..116_crit_edge.us.us
  %.80.118.us.epil.1.us = phi double [ %.148.us.epil.us, %.115..116_crit_edge.us.us ], [ %.148.us.epil.1.us, %.115.endif.us.epil.1.us ]
  %epil.iter.1.us = phi i64 [ 0, %.115..116_crit_edge.us.us ], [ %epil.iter.next.1.us, %.115.endif.us.epil.1.us ]
  %31 = shl nuw nsw i64 %epil.iter.1.us, 3
  %scevgep77 = getelementptr i8, ptr %lsr.iv75, i64 %31
  %.146.us.epil.1.us = load double, ptr %scevgep77, align 8
  %.148.us.epil.1.us = fadd double %.80.118.us.epil.1.us, %.146.us.epil.1.us
  %epil.iter.next.1.us = add nuw nsw i64 %epil.iter.1.us, 1
  %epil.iter.cmp.1.not.us = icmp eq i64 %xtraiter, %epil.iter.next.1.us
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.1.loopexit.us:             ; preds = %.115.endif.us.epil.1.us
  %scevgep.1.us = getelementptr i8, ptr %.163.us.us, i64 %11
  %.141.us.1.us = getelementptr i8, ptr %scevgep.1.us, i64 %.137.neg.us
  %.163.us.1.us = getelementptr i8, ptr %.141.us.1.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.1

.115.endif.us.epil.us.1:                          ; preds = %.115.endif.us.epil.us.1, %.115..116_crit_edge.us.1.loopexit.us
  %.80.118.us.epil.us.1 = phi double [ %.148.us.epil.1.us, %.115..116_crit_edge.us.1.loopexit.us ], [ %.148.us.epil.us.1, %.115.endif.us.epil.us.1 ]
  %epil.iter.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us ], [ %epil.iter.next.us.1, %.115.endif.us.epil.us.1 ]
  %32 = shl nuw nsw i64 %epil.iter.us.1, 3
  %scevgep81 = getelementptr i8, ptr %lsr.iv79, i64 %32
  %.146.us.epil.us.1 = load double, ptr %scevgep81, align 8
  %.148.us.epil.us.1 = fadd double %.80.118.us.epil.us.1, %.146.us.epil.us.1
  %epil.iter.next.us.1 = add nuw nsw i64 %epil.iter.us.1, 1
  %epil.iter.cmp.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.us.1
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.us.1:                      ; preds = %.115.endif.us.epil.us.1
  %scevgep.us.1 = getelementptr i8, ptr %.163.us.1.us, i64 %11
  %.141.us.us.1 = getelementptr i8, ptr %scevgep.us.1, i64 %.137.neg.us
  %.163.us.us.1 = getelementptr i8, ptr %.141.us.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.1

.115.endif.us.epil.1.us.1:                        ; preds = %.115.endif.us.epil.1.us.1, %.115..116_crit_edge.us.us.1
  %.80.118.us.epil.1.us.1 = phi double [ %.148.us.epil.us.1, %.115..116_crit_edge.us.us.1 ], [ %.148.us.epil.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %epil.iter.1.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.us.1 ], [ %epil.iter.next.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %33 = shl nuw nsw i64 %epil.iter.1.us.1, 3
  %scevgep85 = getelementptr i8, ptr %lsr.iv83, i64 %33
  %.146.us.epil.1.us.1 = load double, ptr %scevgep85, align 8
  %.148.us.epil.1.us.1 = fadd double %.80.118.us.epil.1.us.1, %.146.us.epil.1.us.1
  %epil.iter.next.1.us.1 = add nuw nsw i64 %epil.iter.1.us.1, 1
  %epil.iter.cmp.1.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.1
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.1.loopexit.us.1:           ; preds = %.115.endif.us.epil.1.us.1
  %scevgep.1.us.1 = getelementptr i8, ptr %.163.us.us.1, i64 %11
  %.141.us.1.us.1 = getelementptr i8, ptr %scevgep.1.us.1, i64 %.137.neg.us
  %.163.us.1.us.1 = getelementptr i8, ptr %.141.us.1.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.2

.115.endif.us.epil.us.2:                          ; preds = %.115.endif.us.epil.us.2, %.115..116_crit_edge.us.1.loopexit.us.1
  %.80.118.us.epil.us.2 = phi double [ %.148.us.epil.1.us.1, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %.148.us.epil.us.2, %.115.endif.us.epil.us.2 ]
  %epil.iter.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %epil.iter.next.us.2, %.115.endif.us.epil.us.2 ]
  %34 = shl nuw nsw i64 %epil.iter.us.2, 3
  %scevgep89 = getelementptr i8, ptr %lsr.iv87, i64 %34
  %.146.us.epil.us.2 = load double, ptr %scevgep89, align 8
  %.148.us.epil.us.2 = fadd double %.80.118.us.epil.us.2, %.146.us.epil.us.2
  %epil.iter.next.us.2 = add nuw nsw i64 %epil.iter.us.2, 1
  %epil.iter.cmp.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.us.2
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.us.2:                      ; preds = %.115.endif.us.epil.us.2
  %scevgep.us.2 = getelementptr i8, ptr %.163.us.1.us.1, i64 %11
  %.141.us.us.2 = getelementptr i8, ptr %scevgep.us.2, i64 %.137.neg.us
  %.163.us.us.2 = getelementptr i8, ptr %.141.us.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.2

.115.endif.us.epil.1.us.2:                        ; preds = %.115.endif.us.epil.1.us.2, %.115..116_crit_edge.us.us.2
  %.80.118.us.epil.1.us.2 = phi double [ %.148.us.epil.us.2, %.115..116_crit_edge.us.us.2 ], [ %.148.us.epil.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %epil.iter.1.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.us.2 ], [ %epil.iter.next.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %35 = shl nuw nsw i64 %epil.iter.1.us.2, 3
  %scevgep93 = getelementptr i8, ptr %lsr.iv91, i64 %35
  %.146.us.epil.1.us.2 = load double, ptr %scevgep93, align 8
  %.148.us.epil.1.us.2 = fadd double %.80.118.us.epil.1.us.2, %.146.us.epil.1.us.2
  %epil.iter.next.1.us.2 = add nuw nsw i64 %epil.iter.1.us.2, 1
  %epil.iter.cmp.1.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.2
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.1.loopexit.us.2:           ; preds = %.115.endif.us.epil.1.us.2
  %scevgep.1.us.2 = getelementptr i8, ptr %.163.us.us.2, i64 %11
  %.141.us.1.us.2 = getelementptr i8, ptr %scevgep.1.us.2, i64 %.137.neg.us
  %.163.us.1.us.2 = getelementptr i8, ptr %.141.us.1.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.3

.115.endif.us.epil.us.3:                          ; preds = %.115.endif.us.epil.us.3, %.115..116_crit_edge.us.1.loopexit.us.2
  %.80.118.us.epil.us.3 = phi double [ %.148.us.epil.1.us.2, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %.148.us.epil.us.3, %.115.endif.us.epil.us.3 ]
  %epil.iter.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %epil.iter.next.us.3, %.115.endif.us.epil.us.3 ]
  %36 = shl nuw nsw i64 %epil.iter.us.3, 3
  %scevgep97 = getelementptr i8, ptr %lsr.iv95, i64 %36
  %.146.us.epil.us.3 = load double, ptr %scevgep97, align 8
  %.148.us.epil.us.3 = fadd double %.80.118.us.epil.us.3, %.146.us.epil.us.3
  %epil.iter.next.us.3 = add nuw nsw i64 %epil.iter.us.3, 1
  %epil.iter.cmp.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.us.3
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.us.3:                      ; preds = %.115.endif.us.epil.us.3
  %scevgep.us.3 = getelementptr i8, ptr %.163.us.1.us.2, i64 %11
  %.141.us.us.3 = getelementptr i8, ptr %scevgep.us.3, i64 %.137.neg.us
  %.163.us.us.3 = getelementptr i8, ptr %.141.us.us.3, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.3

.115.endif.us.epil.1.us.3:                        ; preds = %.115.endif.us.epil.1.us.3, %.115..116_crit_edge.us.us.3
  %.80.118.us.epil.1.us.3 = phi double [ %.148.us.epil.us.3, %.115..116_crit_edge.us.us.3 ], [ %.148.us.epil.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %epil.iter.1.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.us.3 ], [ %epil.iter.next.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %37 = shl nuw nsw i64 %epil.iter.1.us.3, 3
  %scevgep101 = getelementptr i8, ptr %lsr.iv99, i64 %37
  %.146.us.epil.1.us.3 = load double, ptr %scevgep101, align 8
  %.148.us.epil.1.us.3 = fadd double %.80.118.us.epil.1.us.3, %.146.us.epil.1.us.3
  %epil.iter.next.1.us.3 = add nuw nsw i64 %epil.iter.1.us.3, 1
  %epil.iter.cmp.1.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.3
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.1.loopexit.us.3:           ; preds = %.115.endif.us.epil.1.us.3
  %scevgep.1.us.3 = getelementptr i8, ptr %.163.us.us.3, i64 %11
  %.141.us.1.us.3 = getelementptr i8, ptr %scevgep.1.us.3, i64 %.137.neg.us
  %.163.us.1.us.3 = getelementptr i8, ptr %.141.us.1.us.3, i64 %arg.a.6.0
  %niter.next.3 = add i64 %niter, 4
  %scevgep76 = getelementptr i8, ptr %lsr.iv75, i64 %23
  %scevgep80 = getelementptr i8, ptr %lsr.iv79, i64 %23
  %scevgep84 = getelementptr i8, ptr %lsr.iv83, i64 %23
  %scevgep88 = getelementptr i8, ptr %lsr.iv87, i64 %23
  %scevgep92 = getelementptr i8, ptr %lsr.iv91, i64 %23
  %scevgep96 = getelementptr i8, ptr %lsr.iv95, i64 %23
  %scevgep100 = getelementptr i8, ptr %lsr.iv99, i64 %23
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter61
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !132, !llvm.loop !133

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !122

.115.endif.us.prol.preheader:                     ; preds = %.115.preheader.us
  br label %.115.endif.us.prol

.115.endif.us.prol:                               ; preds = %.115.endif.us.prol.preheader, %.115.endif.us.prol
  %lsr.iv102 = phi i64 [ 0, %.115.endif.us.prol.preheader ], [ %lsr.iv.next103, %.115.endif.us.prol ]
  %.85.119.us.prol = phi ptr [ %.154.us.7.prol, %.115.endif.us.prol ], [ %.85.025.us, %.115.endif.us.prol.preheader ]
  %.80.118.us.prol = phi double [ %.148.us.7.prol, %.115.endif.us.prol ], [ %.80.024.us, %.115.endif.us.prol.preheader ]
  %.146.us.prol = load double, ptr %.85.119.us.prol, align 8
  %.148.us.prol = fadd double %.80.118.us.prol, %.146.us.prol
  %.154.us.prol = getelementptr i8, ptr %.85.119.us.prol, i64 8
  %.146.us.1.prol = load double, ptr %.154.us.prol, align 8
  %.148.us.1.prol = fadd double %.148.us.prol, %.146.us.1.prol
  %.154.us.1.prol = getelementptr i8, ptr %.85.119.us.prol, i64 16
  %.146.us.2.prol = load double, ptr %.154.us.1.prol, align 8
  %.148.us.2.prol = fadd double %.148.us.1.prol, %.146.us.2.prol
  %.154.us.2.prol = getelementptr i8, ptr %.85.119.us.prol, i64 24
  %.146.us.3.prol = load double, ptr %.154.us.2.prol, align 8
  %.148.us.3.prol = fadd double %.148.us.2.prol, %.146.us.3.prol
  %.154.us.3.prol = getelementptr i8, ptr %.85.119.us.prol, i64 32
  %.146.us.4.prol = load double, ptr %.154.us.3.prol, align 8
  %.148.us.4.prol = fadd double %.148.us.3.prol, %.146.us.4.prol
  %.154.us.4.prol = getelementptr i8, ptr %.85.119.us.prol, i64 40
  %.146.us.5.prol = load double, ptr %.154.us.4.prol, align 8
  %.148.us.5.prol = fadd double %.148.us.4.prol, %.146.us.5.prol
  %.154.us.5.prol = getelementptr i8, ptr %.85.119.us.prol, i64 48
  %.146.us.6.prol = load double, ptr %.154.us.5.prol, align 8
  %.148.us.6.prol = fadd double %.148.us.5.prol, %.146.us.6.prol
  %.154.us.6.prol = getelementptr i8, ptr %.85.119.us.prol, i64 56
  %.146.us.7.prol = load double, ptr %.154.us.6.prol, align 8
  %.148.us.7.prol = fadd double %.148.us.6.prol, %.146.us.7.prol
  %.154.us.7.prol = getelementptr i8, ptr %.85.119.us.prol, i64 64
  %lsr.iv.next103 = add nuw nsw i64 %lsr.iv102, 8
  %prol.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next103
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !123, !llvm.loop !135

.115.endif.us.prol.loopexit.loopexit:             ; preds = %.115.endif.us.prol
  %39 = sub i64 %unroll_iter, %lsr.iv.next103
  br label %.115.endif.us.prol.loopexit

.115.endif.us.prol.loopexit:                      ; preds = %.115.endif.us.prol.loopexit.loopexit, %.115.preheader.us
  %.148.us.7.lcssa.unr = phi double [ poison, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.154.us.7.lcssa.unr = phi ptr [ poison, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %lsr.iv21.unr = phi i64 [ %unroll_iter, %.115.preheader.us ], [ %39, %.115.endif.us.prol.loopexit.loopexit ]
  %.85.119.us.unr = phi ptr [ %.85.025.us, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.80.118.us.unr = phi double [ %.80.024.us, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %40 = icmp ult i64 %14, 24
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !125

.115.endif.us.preheader:                          ; preds = %.115.endif.us.prol.loopexit
  br label %.115.endif.us

.115.endif.us:                                    ; preds = %.115.endif.us.preheader, %.115.endif.us
  %lsr.iv21 = phi i64 [ %lsr.iv.next22.3, %.115.endif.us ], [ %lsr.iv21.unr, %.115.endif.us.preheader ]
  %.85.119.us = phi ptr [ %.154.us.7.3, %.115.endif.us ], [ %.85.119.us.unr, %.115.endif.us.preheader ]
  %.80.118.us = phi double [ %.148.us.7.3, %.115.endif.us ], [ %.80.118.us.unr, %.115.endif.us.preheader ]
  %.146.us = load double, ptr %.85.119.us, align 8
  %.148.us = fadd double %.80.118.us, %.146.us
  %.154.us = getelementptr i8, ptr %.85.119.us, i64 8
  %.146.us.1 = load double, ptr %.154.us, align 8
  %.148.us.1 = fadd double %.148.us, %.146.us.1
  %.154.us.1 = getelementptr i8, ptr %.85.119.us, i64 16
  %.146.us.2 = load double, ptr %.154.us.1, align 8
  %.148.us.2 = fadd double %.148.us.1, %.146.us.2
  %.154.us.2 = getelementptr i8, ptr %.85.119.us, i64 24
  %.146.us.3 = load double, ptr %.154.us.2, align 8
  %.148.us.3 = fadd double %.148.us.2, %.146.us.3
  %.154.us.3 = getelementptr i8, ptr %.85.119.us, i64 32
  %.146.us.4 = load double, ptr %.154.us.3, align 8
  %.148.us.4 = fadd double %.148.us.3, %.146.us.4
  %.154.us.4 = getelementptr i8, ptr %.85.119.us, i64 40
  %.146.us.5 = load double, ptr %.154.us.4, align 8
  %.148.us.5 = fadd double %.148.us.4, %.146.us.5
  %.154.us.5 = getelementptr i8, ptr %.85.119.us, i64 48
  %.146.us.6 = load double, ptr %.154.us.5, align 8
  %.148.us.6 = fadd double %.148.us.5, %.146.us.6
  %.154.us.6 = getelementptr i8, ptr %.85.119.us, i64 56
  %.146.us.7 = load double, ptr %.154.us.6, align 8
  %.148.us.7 = fadd double %.148.us.6, %.146.us.7
  %.154.us.7 = getelementptr i8, ptr %.85.119.us, i64 64
  %.146.us.120 = load double, ptr %.154.us.7, align 8
  %.148.us.121 = fadd double %.148.us.7, %.146.us.120
  %.154.us.122 = getelementptr i8, ptr %.85.119.us, i64 72
  %.146.us.1.123 = load double, ptr %.154.us.122, align 8
  %.148.us.1.124 = fadd double %.148.us.121, %.146.us.1.123
  %.154.us.1.125 = getelementptr i8, ptr %.85.119.us, i64 80
  %.146.us.2.126 = load double, ptr %.154.us.1.125, align 8
  %.148.us.2.127 = fadd double %.148.us.1.124, %.146.us.2.126
  %.154.us.2.128 = getelementptr i8, ptr %.85.119.us, i64 88
  %.146.us.3.129 = load double, ptr %.154.us.2.128, align 8
  %.148.us.3.130 = fadd double %.148.us.2.127, %.146.us.3.129
  %.154.us.3.131 = getelementptr i8, ptr %.85.119.us, i64 96
  %.146.us.4.132 = load double, ptr %.154.us.3.131, align 8
  %.148.us.4.133 = fadd double %.148.us.3.130, %.146.us.4.132
  %.154.us.4.134 = getelementptr i8, ptr %.85.119.us, i64 104
  %.146.us.5.135 = load double, ptr %.154.us.4.134, align 8
  %.148.us.5.136 = fadd double %.148.us.4.133, %.146.us.5.135
  %.154.us.5.137 = getelementptr i8, ptr %.85.119.us, i64 112
  %.146.us.6.138 = load double, ptr %.154.us.5.137, align 8
  %.148.us.6.139 = fadd double %.148.us.5.136, %.146.us.6.138
  %.154.us.6.140 = getelementptr i8, ptr %.85.119.us, i64 120
  %.146.us.7.141 = load double, ptr %.154.us.6.140, align 8
  %.148.us.7.142 = fadd double %.148.us.6.139, %.146.us.7.141
  %.154.us.7.143 = getelementptr i8, ptr %.85.119.us, i64 128
  %.146.us.246 = load double, ptr %.154.us.7.143, align 8
  %.148.us.247 = fadd double %.148.us.7.142, %.146.us.246
  %.154.us.248 = getelementptr i8, ptr %.85.119.us, i64 136
  %.146.us.1.2 = load double, ptr %.154.us.248, align 8
  %.148.us.1.2 = fadd double %.148.us.247, %.146.us.1.2
  %.154.us.1.2 = getelementptr i8, ptr %.85.119.us, i64 144
  %.146.us.2.2 = load double, ptr %.154.us.1.2, align 8
  %.148.us.2.2 = fadd double %.148.us.1.2, %.146.us.2.2
  %.154.us.2.2 = getelementptr i8, ptr %.85.119.us, i64 152
  %.146.us.3.2 = load double, ptr %.154.us.2.2, align 8
  %.148.us.3.2 = fadd double %.148.us.2.2, %.146.us.3.2
  %.154.us.3.2 = getelementptr i8, ptr %.85.119.us, i64 160
  %.146.us.4.2 = load double, ptr %.154.us.3.2, align 8
  %.148.us.4.2 = fadd double %.148.us.3.2, %.146.us.4.2
  %.154.us.4.2 = getelementptr i8, ptr %.85.119.us, i64 168
  %.146.us.5.2 = load double, ptr %.154.us.4.2, align 8
  %.148.us.5.2 = fadd double %.148.us.4.2, %.146.us.5.2
  %.154.us.5.2 = getelementptr i8, ptr %.85.119.us, i64 176
  %.146.us.6.2 = load double, ptr %.154.us.5.2, align 8
  %.148.us.6.2 = fadd double %.148.us.5.2, %.146.us.6.2
  %.154.us.6.2 = getelementptr i8, ptr %.85.119.us, i64 184
  %.146.us.7.2 = load double, ptr %.154.us.6.2, align 8
  %.148.us.7.2 = fadd double %.148.us.6.2, %.146.us.7.2
  %.154.us.7.2 = getelementptr i8, ptr %.85.119.us, i64 192
  %.146.us.349 = load double, ptr %.154.us.7.2, align 8
  %.148.us.350 = fadd double %.148.us.7.2, %.146.us.349
  %.154.us.351 = getelementptr i8, ptr %.85.119.us, i64 200
  %.146.us.1.3 = load double, ptr %.154.us.351, align 8
  %.148.us.1.3 = fadd double %.148.us.350, %.146.us.1.3
  %.154.us.1.3 = getelementptr i8, ptr %.85.119.us, i64 208
  %.146.us.2.3 = load double, ptr %.154.us.1.3, align 8
  %.148.us.2.3 = fadd double %.148.us.1.3, %.146.us.2.3
  %.154.us.2.3 = getelementptr i8, ptr %.85.119.us, i64 216
  %.146.us.3.3 = load double, ptr %.154.us.2.3, align 8
  %.148.us.3.3 = fadd double %.148.us.2.3, %.146.us.3.3
  %.154.us.3.3 = getelementptr i8, ptr %.85.119.us, i64 224
  %.146.us.4.3 = load double, ptr %.154.us.3.3, align 8
  %.148.us.4.3 = fadd double %.148.us.3.3, %.146.us.4.3
  %.154.us.4.3 = getelementptr i8, ptr %.85.119.us, i64 232
  %.146.us.5.3 = load double, ptr %.154.us.4.3, align 8
  %.148.us.5.3 = fadd double %.148.us.4.3, %.146.us.5.3
  %.154.us.5.3 = getelementptr i8, ptr %.85.119.us, i64 240
  %.146.us.6.3 = load double, ptr %.154.us.5.3, align 8
  %.148.us.6.3 = fadd double %.148.us.5.3, %.146.us.6.3
  %.154.us.6.3 = getelementptr i8, ptr %.85.119.us, i64 248
  %.146.us.7.3 = load double, ptr %.154.us.6.3, align 8
  %.148.us.7.3 = fadd double %.148.us.6.3, %.146.us.7.3
  %.154.us.7.3 = getelementptr i8, ptr %.85.119.us, i64 256
  %lsr.iv.next22.3 = add nsw i64 %lsr.iv21, -32
  %niter.ncmp.7.3 = icmp eq i64 %lsr.iv.next22.3, 0
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !126, !llvm.loop !136

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !129

.115.endif.us.epil.preheader:                     ; preds = %.115..116_crit_edge.us.unr-lcssa
  br label %.115.endif.us.epil

.115.endif.us.epil:                               ; preds = %.115.endif.us.epil.preheader, %.115.endif.us.epil
  %.80.118.us.epil = phi double [ %.148.us.epil, %.115.endif.us.epil ], [ %.148.us.7.lcssa, %.115.endif.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.115.endif.us.epil ], [ 0, %.115.endif.us.epil.preheader ]
  %42 = shl nuw nsw i64 %epil.iter, 3
  %scevgep104 = getelementptr i8, ptr %.154.us.7.lcssa, i64 %42
  %.146.us.epil = load double, ptr %scevgep104, align 8
  %.148.us.epil = fadd double %.80.118.us.epil, %.146.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !114, !llvm.loop !115

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !122

.115.endif.us.1.prol.preheader:                   ; preds = %.115.endif.us.1.preheader
  br label %.115.endif.us.1.prol

.115.endif.us.1.prol:                             ; preds = %.115.endif.us.1.prol.preheader, %.115.endif.us.1.prol
  %lsr.iv105 = phi i64 [ 0, %.115.endif.us.1.prol.preheader ], [ %lsr.iv.next106, %.115.endif.us.1.prol ]
  %.85.119.us.1.prol = phi ptr [ %.154.us.7.1.prol, %.115.endif.us.1.prol ], [ %.163.us7, %.115.endif.us.1.prol.preheader ]
  %.80.118.us.1.prol = phi double [ %.148.us.7.1.prol, %.115.endif.us.1.prol ], [ %.148.us.lcssa5, %.115.endif.us.1.prol.preheader ]
  %.146.us.117.prol = load double, ptr %.85.119.us.1.prol, align 8
  %.148.us.118.prol = fadd double %.80.118.us.1.prol, %.146.us.117.prol
  %.154.us.119.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 8
  %.146.us.1.1.prol = load double, ptr %.154.us.119.prol, align 8
  %.148.us.1.1.prol = fadd double %.148.us.118.prol, %.146.us.1.1.prol
  %.154.us.1.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 16
  %.146.us.2.1.prol = load double, ptr %.154.us.1.1.prol, align 8
  %.148.us.2.1.prol = fadd double %.148.us.1.1.prol, %.146.us.2.1.prol
  %.154.us.2.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 24
  %.146.us.3.1.prol = load double, ptr %.154.us.2.1.prol, align 8
  %.148.us.3.1.prol = fadd double %.148.us.2.1.prol, %.146.us.3.1.prol
  %.154.us.3.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 32
  %.146.us.4.1.prol = load double, ptr %.154.us.3.1.prol, align 8
  %.148.us.4.1.prol = fadd double %.148.us.3.1.prol, %.146.us.4.1.prol
  %.154.us.4.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 40
  %.146.us.5.1.prol = load double, ptr %.154.us.4.1.prol, align 8
  %.148.us.5.1.prol = fadd double %.148.us.4.1.prol, %.146.us.5.1.prol
  %.154.us.5.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 48
  %.146.us.6.1.prol = load double, ptr %.154.us.5.1.prol, align 8
  %.148.us.6.1.prol = fadd double %.148.us.5.1.prol, %.146.us.6.1.prol
  %.154.us.6.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 56
  %.146.us.7.1.prol = load double, ptr %.154.us.6.1.prol, align 8
  %.148.us.7.1.prol = fadd double %.148.us.6.1.prol, %.146.us.7.1.prol
  %.154.us.7.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 64
  %lsr.iv.next106 = add nuw nsw i64 %lsr.iv105, 8
  %prol.iter54.cmp.not = icmp eq i64 %18, %lsr.iv.next106
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !123, !llvm.loop !137

.115.endif.us.1.prol.loopexit.loopexit:           ; preds = %.115.endif.us.1.prol
  %45 = sub i64 %unroll_iter, %lsr.iv.next106
  br label %.115.endif.us.1.prol.loopexit

.115.endif.us.1.prol.loopexit:                    ; preds = %.115.endif.us.1.prol.loopexit.loopexit, %.115.endif.us.1.preheader
  %.148.us.7.1.lcssa.unr = phi double [ poison, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.154.us.7.1.lcssa.unr = phi ptr [ poison, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %lsr.iv24.unr = phi i64 [ %unroll_iter, %.115.endif.us.1.preheader ], [ %45, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.85.119.us.1.unr = phi ptr [ %.163.us7, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.80.118.us.1.unr = phi double [ %.148.us.lcssa5, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %46 = icmp ult i64 %14, 24
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !125

.115.endif.us.1.preheader65:                      ; preds = %.115.endif.us.1.prol.loopexit
  br label %.115.endif.us.1

.115.endif.us.1:                                  ; preds = %.115.endif.us.1.preheader65, %.115.endif.us.1
  %lsr.iv24 = phi i64 [ %lsr.iv.next25.3, %.115.endif.us.1 ], [ %lsr.iv24.unr, %.115.endif.us.1.preheader65 ]
  %.85.119.us.1 = phi ptr [ %.154.us.7.1.3, %.115.endif.us.1 ], [ %.85.119.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.80.118.us.1 = phi double [ %.148.us.7.1.3, %.115.endif.us.1 ], [ %.80.118.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.146.us.117 = load double, ptr %.85.119.us.1, align 8
  %.148.us.118 = fadd double %.80.118.us.1, %.146.us.117
  %.154.us.119 = getelementptr i8, ptr %.85.119.us.1, i64 8
  %.146.us.1.1 = load double, ptr %.154.us.119, align 8
  %.148.us.1.1 = fadd double %.148.us.118, %.146.us.1.1
  %.154.us.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 16
  %.146.us.2.1 = load double, ptr %.154.us.1.1, align 8
  %.148.us.2.1 = fadd double %.148.us.1.1, %.146.us.2.1
  %.154.us.2.1 = getelementptr i8, ptr %.85.119.us.1, i64 24
  %.146.us.3.1 = load double, ptr %.154.us.2.1, align 8
  %.148.us.3.1 = fadd double %.148.us.2.1, %.146.us.3.1
  %.154.us.3.1 = getelementptr i8, ptr %.85.119.us.1, i64 32
  %.146.us.4.1 = load double, ptr %.154.us.3.1, align 8
  %.148.us.4.1 = fadd double %.148.us.3.1, %.146.us.4.1
  %.154.us.4.1 = getelementptr i8, ptr %.85.119.us.1, i64 40
  %.146.us.5.1 = load double, ptr %.154.us.4.1, align 8
  %.148.us.5.1 = fadd double %.148.us.4.1, %.146.us.5.1
  %.154.us.5.1 = getelementptr i8, ptr %.85.119.us.1, i64 48
  %.146.us.6.1 = load double, ptr %.154.us.5.1, align 8
  %.148.us.6.1 = fadd double %.148.us.5.1, %.146.us.6.1
  %.154.us.6.1 = getelementptr i8, ptr %.85.119.us.1, i64 56
  %.146.us.7.1 = load double, ptr %.154.us.6.1, align 8
  %.148.us.7.1 = fadd double %.148.us.6.1, %.146.us.7.1
  %.154.us.7.1 = getelementptr i8, ptr %.85.119.us.1, i64 64
  %.146.us.117.1 = load double, ptr %.154.us.7.1, align 8
  %.148.us.118.1 = fadd double %.148.us.7.1, %.146.us.117.1
  %.154.us.119.1 = getelementptr i8, ptr %.85.119.us.1, i64 72
  %.146.us.1.1.1 = load double, ptr %.154.us.119.1, align 8
  %.148.us.1.1.1 = fadd double %.148.us.118.1, %.146.us.1.1.1
  %.154.us.1.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 80
  %.146.us.2.1.1 = load double, ptr %.154.us.1.1.1, align 8
  %.148.us.2.1.1 = fadd double %.148.us.1.1.1, %.146.us.2.1.1
  %.154.us.2.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 88
  %.146.us.3.1.1 = load double, ptr %.154.us.2.1.1, align 8
  %.148.us.3.1.1 = fadd double %.148.us.2.1.1, %.146.us.3.1.1
  %.154.us.3.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 96
  %.146.us.4.1.1 = load double, ptr %.154.us.3.1.1, align 8
  %.148.us.4.1.1 = fadd double %.148.us.3.1.1, %.146.us.4.1.1
  %.154.us.4.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 104
  %.146.us.5.1.1 = load double, ptr %.154.us.4.1.1, align 8
  %.148.us.5.1.1 = fadd double %.148.us.4.1.1, %.146.us.5.1.1
  %.154.us.5.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 112
  %.146.us.6.1.1 = load double, ptr %.154.us.5.1.1, align 8
  %.148.us.6.1.1 = fadd double %.148.us.5.1.1, %.146.us.6.1.1
  %.154.us.6.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 120
  %.146.us.7.1.1 = load double, ptr %.154.us.6.1.1, align 8
  %.148.us.7.1.1 = fadd double %.148.us.6.1.1, %.146.us.7.1.1
  %.154.us.7.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 128
  %.146.us.117.2 = load double, ptr %.154.us.7.1.1, align 8
  %.148.us.118.2 = fadd double %.148.us.7.1.1, %.146.us.117.2
  %.154.us.119.2 = getelementptr i8, ptr %.85.119.us.1, i64 136
  %.146.us.1.1.2 = load double, ptr %.154.us.119.2, align 8
  %.148.us.1.1.2 = fadd double %.148.us.118.2, %.146.us.1.1.2
  %.154.us.1.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 144
  %.146.us.2.1.2 = load double, ptr %.154.us.1.1.2, align 8
  %.148.us.2.1.2 = fadd double %.148.us.1.1.2, %.146.us.2.1.2
  %.154.us.2.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 152
  %.146.us.3.1.2 = load double, ptr %.154.us.2.1.2, align 8
  %.148.us.3.1.2 = fadd double %.148.us.2.1.2, %.146.us.3.1.2
  %.154.us.3.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 160
  %.146.us.4.1.2 = load double, ptr %.154.us.3.1.2, align 8
  %.148.us.4.1.2 = fadd double %.148.us.3.1.2, %.146.us.4.1.2
  %.154.us.4.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 168
  %.146.us.5.1.2 = load double, ptr %.154.us.4.1.2, align 8
  %.148.us.5.1.2 = fadd double %.148.us.4.1.2, %.146.us.5.1.2
  %.154.us.5.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 176
  %.146.us.6.1.2 = load double, ptr %.154.us.5.1.2, align 8
  %.148.us.6.1.2 = fadd double %.148.us.5.1.2, %.146.us.6.1.2
  %.154.us.6.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 184
  %.146.us.7.1.2 = load double, ptr %.154.us.6.1.2, align 8
  %.148.us.7.1.2 = fadd double %.148.us.6.1.2, %.146.us.7.1.2
  %.154.us.7.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 192
  %.146.us.117.3 = load double, ptr %.154.us.7.1.2, align 8
  %.148.us.118.3 = fadd double %.148.us.7.1.2, %.146.us.117.3
  %.154.us.119.3 = getelementptr i8, ptr %.85.119.us.1, i64 200
  %.146.us.1.1.3 = load double, ptr %.154.us.119.3, align 8
  %.148.us.1.1.3 = fadd double %.148.us.118.3, %.146.us.1.1.3
  %.154.us.1.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 208
  %.146.us.2.1.3 = load double, ptr %.154.us.1.1.3, align 8
  %.148.us.2.1.3 = fadd double %.148.us.1.1.3, %.146.us.2.1.3
  %.154.us.2.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 216
  %.146.us.3.1.3 = load double, ptr %.154.us.2.1.3, align 8
  %.148.us.3.1.3 = fadd double %.148.us.2.1.3, %.146.us.3.1.3
  %.154.us.3.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 224
  %.146.us.4.1.3 = load double, ptr %.154.us.3.1.3, align 8
  %.148.us.4.1.3 = fadd double %.148.us.3.1.3, %.146.us.4.1.3
  %.154.us.4.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 232
  %.146.us.5.1.3 = load double, ptr %.154.us.4.1.3, align 8
  %.148.us.5.1.3 = fadd double %.148.us.4.1.3, %.146.us.5.1.3
  %.154.us.5.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 240
  %.146.us.6.1.3 = load double, ptr %.154.us.5.1.3, align 8
  %.148.us.6.1.3 = fadd double %.148.us.5.1.3, %.146.us.6.1.3
  %.154.us.6.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 248
  %.146.us.7.1.3 = load double, ptr %.154.us.6.1.3, align 8
  %.148.us.7.1.3 = fadd double %.148.us.6.1.3, %.146.us.7.1.3
  %.154.us.7.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 256
  %lsr.iv.next25.3 = add nsw i64 %lsr.iv24, -32
  %niter.ncmp.7.1.3 = icmp eq i64 %lsr.iv.next25.3, 0
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !126, !llvm.loop !138

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !129

.115.endif.us.epil.1.preheader:                   ; preds = %.115..116_crit_edge.us.unr-lcssa.1
  br label %.115.endif.us.epil.1

.115.endif.us.epil.1:                             ; preds = %.115.endif.us.epil.1.preheader, %.115.endif.us.epil.1
  %.80.118.us.epil.1 = phi double [ %.148.us.epil.1, %.115.endif.us.epil.1 ], [ %.148.us.7.1.lcssa, %.115.endif.us.epil.1.preheader ]
  %epil.iter.1 = phi i64 [ %epil.iter.next.1, %.115.endif.us.epil.1 ], [ 0, %.115.endif.us.epil.1.preheader ]
  %48 = shl nuw nsw i64 %epil.iter.1, 3
  %scevgep107 = getelementptr i8, ptr %.154.us.7.1.lcssa, i64 %48
  %.146.us.epil.1 = load double, ptr %scevgep107, align 8
  %.148.us.epil.1 = fadd double %.80.118.us.epil.1, %.146.us.epil.1
  %epil.iter.next.1 = add nuw nsw i64 %epil.iter.1, 1
  %epil.iter.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter.next.1
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !114, !llvm.loop !115

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !139, !llvm.loop !140
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = !{!11, !13}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!14 = !{!15, !17, !18, !20, !11, !13}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = !{!22, !24}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.peeled.count", i32 1}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !{!30, !32, !33, !35, !22, !24}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!36 = distinct !{!36, !28}
!37 = distinct !{!37, !28}
!38 = !{!39, !41}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!42 = !{!43, !45, !46, !48, !39, !41}
!43 = distinct !{!43, !44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!45 = distinct !{!45, !44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!46 = distinct !{!46, !47, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!48 = distinct !{!48, !47, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!49 = !{!50, !52}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!53 = !{!54, !56}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!57 = !{!58, !60, !61, !63, !54, !56}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = !{!65, !67}
!65 = distinct !{!65, !66, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!66 = distinct !{!66, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!67 = distinct !{!67, !66, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!68 = !{!69, !71, !72, !74, !65, !67}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!71 = distinct !{!71, !70, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!72 = distinct !{!72, !73, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!73 = distinct !{!73, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!74 = distinct !{!74, !73, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!75 = !{!76, !78}
!76 = distinct !{!76, !77, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!78 = distinct !{!78, !77, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!79 = !{!80, !82, !83, !85, !76, !78}
!80 = distinct !{!80, !81, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!81 = distinct !{!81, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!82 = distinct !{!82, !81, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!83 = distinct !{!83, !84, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!84 = distinct !{!84, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!85 = distinct !{!85, !84, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!86 = !{!87, !89, !90, !92}
!87 = distinct !{!87, !88, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!88 = distinct !{!88, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!89 = distinct !{!89, !88, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!90 = distinct !{!90, !91, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!91 = distinct !{!91, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!92 = distinct !{!92, !91, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!93 = !{!94}
!94 = distinct !{!94, !95}
!95 = distinct !{!95, !"LVerDomain"}
!96 = !{!97}
!97 = distinct !{!97, !95}
!98 = distinct !{!98, !99, !100}
!99 = !{!"llvm.loop.isvectorized", i32 1}
!100 = !{!"llvm.loop.unroll.runtime.disable"}
!101 = !{!"branch_weights", i32 4, i32 28}
!102 = distinct !{!102, !99, !100}
!103 = distinct !{!103, !28}
!104 = distinct !{!104, !99}
!105 = distinct !{!105, !99, !100}
!106 = distinct !{!106, !99, !100}
!107 = distinct !{!107, !28}
!108 = distinct !{!108, !99}
!109 = distinct !{!109, !28}
!110 = !{!"branch_weights", i32 49, i32 1}
!111 = !{!"branch_weights", i32 99, i32 1}
!112 = !{!"branch_weights", i32 16129, i32 255}
!113 = !{!"branch_weights", i32 553201332, i32 1594282316}
!114 = !{!"branch_weights", i32 542333185, i32 1605150463}
!115 = distinct !{!115, !116, !28}
!116 = !{!"llvm.loop.estimated_trip_count", i32 4}
!117 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!118 = distinct !{!118, !119, !28}
!119 = !{!"llvm.loop.estimated_trip_count", i32 2}
!120 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!121 = !{!"branch_weights", i32 146201250, i32 2001282398}
!122 = !{!"branch_weights", i32 127, i32 1}
!123 = !{!"branch_weights", i32 1, i32 1}
!124 = distinct !{!124, !28}
!125 = !{!"branch_weights", i32 1, i32 127}
!126 = !{!"branch_weights", i32 166258294, i32 1981225354}
!127 = distinct !{!127, !128}
!128 = !{!"llvm.loop.estimated_trip_count", i32 3}
!129 = !{!"branch_weights", i32 277993707, i32 1869489941}
!130 = !{!"branch_weights", i32 21522287, i32 2125961361}
!131 = !{!"branch_weights", i32 125941159, i32 2021542489}
!132 = !{!"branch_weights", i32 166258296, i32 1981225352}
!133 = distinct !{!133, !134}
!134 = !{!"llvm.loop.estimated_trip_count", i32 12}
!135 = distinct !{!135, !28}
!136 = distinct !{!136, !128}
!137 = distinct !{!137, !28}
!138 = distinct !{!138, !128}
!139 = !{!"branch_weights", i32 42828876, i32 2104654772}
!140 = distinct !{!140, !141}
!141 = !{!"llvm.loop.estimated_trip_count", i32 50}
