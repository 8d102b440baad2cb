; ModuleID = 'heat_buffer'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.heat_buffer = internal constant [12 x i8] c"heat_buffer\00"
@_ZN08NumbaEnv7kernels11heat_bufferB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
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
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c4d5bd0B3v23B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels11heat_bufferB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.u0.0, ptr readnone captures(none) %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, ptr readonly captures(none) %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
B0:
  %const1067 = bitcast i64 -1152921504606846976 to i64
  %const1066 = bitcast i64 -2305843009213693952 to i64
  %arg.u0.5.1.fr = freeze i64 %arg.u0.5.1
  %arg.u0.5.0.fr = freeze i64 %arg.u0.5.0
  %.1384 = alloca double, align 8
  store double 0.000000e+00, ptr %.1384, align 8
  %excinfo.7 = alloca ptr, align 8
  store ptr null, ptr %excinfo.7, align 8
  tail call void @NRT_incref(ptr %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %0 = add i64 %.56, %const1067
  %.62 = icmp ult i64 %0, %const1066
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B490.sink.split:                                  ; preds = %B0.endif.i158, %B0.endif.i108
  %.7.i.i.i160.sink = phi ptr [ %.7.i.i.i110, %B0.endif.i108 ], [ %.7.i.i.i160, %B0.endif.i158 ]
  %.7.i.i.i135.sink = phi ptr [ %.7.i.i.i85, %B0.endif.i108 ], [ %.7.i.i.i135, %B0.endif.i158 ]
  %.7.i.i.i.sink = phi ptr [ %.7.i.i.i35, %B0.endif.i108 ], [ %.7.i.i.i, %B0.endif.i158 ]
  %.5.i.i163 = getelementptr i8, ptr %.7.i.i.i160.sink, i64 24
  %.6.i.i164 = load ptr, ptr %.5.i.i163, align 8, !noalias !1
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i135.sink), !noalias !1
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i.sink)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i135.sink)
  br label %B150.i.1

B150.i.1:                                         ; preds = %B168.B484_crit_edge.split.us.us.us, %B490.sink.split
  %u.2.sroa.60.0.lcssa = phi ptr [ %.6.i.i164, %B490.sink.split ], [ %.6.i.i64, %B168.B484_crit_edge.split.us.us.us ]
  %u.2.sroa.0.0.lcssa = phi ptr [ %.7.i.i.i160.sink, %B490.sink.split ], [ %.7.i.i.i60, %B168.B484_crit_edge.split.us.us.us ]
  %.1211 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr)
  %.1212 = extractvalue { i64, i1 } %.1211, 0
  %.1213 = extractvalue { i64, i1 } %.1211, 1
  %.1215 = shl i64 %arg.u0.5.1.fr, 3
  %1 = add i64 %.1212, %const1067
  %.1218 = icmp ult i64 %1, %const1066
  %.1219 = or i1 %.1213, %.1218
  br i1 %.1219, label %B490.endif.endif.endif.endif.if, label %B490.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.if.if, %for.end.endif, %B490.endif.endif.endif.endif.endif.if.if, %B490.endif.endif.endif.endif.if, %B96.if.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %B96.if.if ], [ %.1392, %for.end.if.if ], [ 1, %B490.endif.endif.endif.endif.endif.if.if ], [ 0, %for.end.endif ], [ 1, %B490.endif.endif.endif.endif.if ]
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
  %.430484 = icmp sgt i64 %arg.u0.5.0.fr, 0
  %.726 = add i64 %arg.u0.5.0.fr, -1
  %.876 = add i64 %arg.u0.5.1.fr, -1
  tail call void @NRT_decref(ptr %arg.u0.0)
  br i1 %.430484, label %B96.lr.ph.split.us, label %B0.endif.i25

B0.endif.i25:                                     ; preds = %B96.lr.ph
  tail call void @NRT_incref(ptr nonnull %.7.i.i), !noalias !10
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !14
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B96.if.if, label %B0.endif.i133, !prof !0

B96.lr.ph.split.us:                               ; preds = %B96.lr.ph
  %.551473 = icmp sgt i64 %arg.u0.5.1.fr, 0
  br i1 %.551473, label %B96.us.us.preheader374, label %B0.endif.i33

B0.endif.i33:                                     ; preds = %B96.lr.ph.split.us
  tail call void @NRT_incref(ptr nonnull %.7.i.i), !noalias !21
  %.7.i.i.i35 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !25
  %.8.i.i.i36 = icmp eq ptr %.7.i.i.i35, null
  br i1 %.8.i.i.i36, label %B96.if.if, label %B0.endif.i83, !prof !0

B96.us.us.preheader374:                           ; preds = %B96.lr.ph.split.us
  %2 = mul i64 %arg.u0.5.1.fr, %arg.u0.5.0.fr
  %3 = shl i64 %2, 3
  %4 = shl i64 %arg.u0.5.1.fr, 3
  %5 = shl i64 %arg.u0.5.0.fr, 3
  %6 = add i64 %5, 8
  %7 = mul i64 %arg.u0.5.1.fr, %6
  %8 = mul i64 %arg.u0.5.1.fr, %arg.u0.5.0.fr
  %9 = shl i64 %8, 3
  %10 = shl i64 %arg.u0.5.1.fr, 3
  %11 = shl i64 %arg.u0.5.0.fr, 3
  %12 = add i64 %11, 8
  %13 = mul i64 %arg.u0.5.1.fr, %12
  %14 = sub i64 8, %10
  %15 = mul i64 %arg.u0.5.1.fr, %.726
  %16 = shl i64 %15, 3
  %17 = mul i64 %arg.u0.5.1.fr, %arg.u0.5.0.fr
  %18 = shl i64 %17, 3
  %19 = shl i64 %arg.u0.5.1.fr, 3
  %20 = sub i64 8, %19
  %21 = mul i64 %arg.u0.5.1.fr, %.726
  %22 = shl i64 %21, 3
  %n.vec485 = and i64 %.876, -16
  %23 = or disjoint i64 %n.vec485, 1
  %broadcast.splatinsert486 = insertelement <8 x i64> poison, i64 %.876, i64 0
  %broadcast.splat487 = shufflevector <8 x i64> %broadcast.splatinsert486, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert488 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat489 = shufflevector <8 x double> %broadcast.splatinsert488, <8 x double> poison, <8 x i32> zeroinitializer
  %ind.end = or disjoint i64 %n.vec485, 1
  %n.vec509 = and i64 %.876, -4
  %24 = or disjoint i64 %n.vec509, 1
  %broadcast.splatinsert510 = insertelement <4 x i64> poison, i64 %.876, i64 0
  %broadcast.splat511 = shufflevector <4 x i64> %broadcast.splatinsert510, <4 x i64> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert512 = insertelement <4 x double> poison, double %arg.h, i64 0
  %broadcast.splat513 = shufflevector <4 x double> %broadcast.splatinsert512, <4 x double> poison, <4 x i32> zeroinitializer
  %n.vec442 = and i64 %.876, -8
  %25 = or disjoint i64 %n.vec442, 1
  %broadcast.splatinsert443 = insertelement <8 x i64> poison, i64 %.876, i64 0
  %broadcast.splat444 = shufflevector <8 x i64> %broadcast.splatinsert443, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert445 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat446 = shufflevector <8 x double> %broadcast.splatinsert445, <8 x double> poison, <8 x i32> zeroinitializer
  %n.vec = and i64 %.876, -8
  %26 = or disjoint i64 %n.vec, 1
  %broadcast.splatinsert407 = insertelement <8 x i64> poison, i64 %.876, i64 0
  %broadcast.splat408 = shufflevector <8 x i64> %broadcast.splatinsert407, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert409 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat410 = shufflevector <8 x double> %broadcast.splatinsert409, <8 x double> poison, <8 x i32> zeroinitializer
  %27 = mul i64 %arg.u0.5.1.fr, -8
  %28 = sub i64 8, %19
  %29 = add i64 %19, 8
  br label %B96.us.us

B96.us.us:                                        ; preds = %B96.us.us.preheader374, %B168.B484_crit_edge.split.us.us.us
  %u.2.sroa.0.0568.us.us = phi ptr [ %.7.i.i.i60, %B168.B484_crit_edge.split.us.us.us ], [ %.7.i.i, %B96.us.us.preheader374 ]
  %u.2.sroa.60.0564.us.us = phi ptr [ %.6.i.i64, %B168.B484_crit_edge.split.us.us.us ], [ %.6.i, %B96.us.us.preheader374 ]
  %.259541559.us.us = phi i64 [ %.269.us.us, %B168.B484_crit_edge.split.us.us.us ], [ 3, %B96.us.us.preheader374 ]
  %.269.us.us = add nsw i64 %.259541559.us.us, -1
  tail call void @NRT_incref(ptr nonnull %u.2.sroa.0.0568.us.us), !noalias !32
  %.7.i.i.i60 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !36
  %.8.i.i.i61 = icmp eq ptr %.7.i.i.i60, null
  br i1 %.8.i.i.i61, label %B96.if.if, label %B96.endif.endif.us.us, !prof !0

B96.endif.endif.us.us:                            ; preds = %B96.us.us
  %30 = icmp slt i64 %4, 0
  %31 = icmp slt i64 %10, 0
  %32 = icmp slt i64 %19, 0
  %.5.i.i63 = getelementptr i8, ptr %.7.i.i.i60, i64 24
  %.6.i.i64 = load ptr, ptr %.5.i.i63, align 8, !noalias !32
  tail call void @NRT_decref(ptr nonnull %u.2.sroa.0.0568.us.us), !noalias !32
  %scevgep = getelementptr i8, ptr %.6.i.i64, i64 8
  %scevgep397 = getelementptr i8, ptr %.6.i.i64, i64 %3
  %33 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %3
  %scevgep398 = getelementptr i8, ptr %33, i64 8
  %34 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %4
  %scevgep399 = getelementptr i8, ptr %34, i64 8
  %scevgep400 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %7
  %scevgep415 = getelementptr i8, ptr %.6.i.i64, i64 %9
  %35 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %9
  %scevgep416 = getelementptr i8, ptr %35, i64 8
  %36 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %10
  %scevgep417 = getelementptr i8, ptr %36, i64 8
  %scevgep418 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %13
  %scevgep419 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %14
  %scevgep420 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %16
  %scevgep463 = getelementptr i8, ptr %.6.i.i64, i64 8
  %scevgep464 = getelementptr i8, ptr %.6.i.i64, i64 %18
  %37 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %18
  %scevgep465 = getelementptr i8, ptr %37, i64 8
  %scevgep466 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %20
  %scevgep467 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %22
  %bound0468 = icmp ult ptr %scevgep463, %scevgep465
  %bound1469 = icmp ult ptr %u.2.sroa.60.0564.us.us, %scevgep464
  %found.conflict470 = and i1 %bound0468, %bound1469
  %bound0473 = icmp ult ptr %scevgep463, %scevgep467
  %bound1474 = icmp ult ptr %scevgep466, %scevgep464
  %found.conflict475 = and i1 %bound0473, %bound1474
  %38 = or i1 %found.conflict475, %32
  %conflict.rdx478 = or i1 %found.conflict470, %38
  %bound0421 = icmp ult ptr %scevgep, %scevgep416
  %bound1422 = icmp ult ptr %u.2.sroa.60.0564.us.us, %scevgep415
  %found.conflict423 = and i1 %bound0421, %bound1422
  %bound0426 = icmp ult ptr %scevgep, %scevgep418
  %bound1427 = icmp ult ptr %scevgep417, %scevgep415
  %found.conflict428 = and i1 %bound0426, %bound1427
  %39 = or i1 %found.conflict428, %31
  %conflict.rdx431 = or i1 %found.conflict423, %39
  %bound0432 = icmp ult ptr %scevgep, %scevgep420
  %bound1433 = icmp ult ptr %scevgep419, %scevgep415
  %found.conflict434 = and i1 %bound0432, %bound1433
  %conflict.rdx437 = or i1 %found.conflict434, %conflict.rdx431
  %bound0 = icmp ult ptr %scevgep, %scevgep398
  %bound1 = icmp ult ptr %u.2.sroa.60.0564.us.us, %scevgep397
  %found.conflict = and i1 %bound0, %bound1
  %bound0402 = icmp ult ptr %scevgep, %scevgep400
  %bound1403 = icmp ult ptr %scevgep399, %scevgep397
  %found.conflict404 = and i1 %bound0402, %bound1403
  %40 = or i1 %found.conflict404, %30
  %conflict.rdx = or i1 %found.conflict, %40
  %scevgep857 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 72
  %scevgep870 = getelementptr i8, ptr %.6.i.i64, i64 72
  %scevgep876 = getelementptr i8, ptr %.6.i.i64, i64 8
  %scevgep880 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 8
  %scevgep887 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %28
  %scevgep894 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %27
  %scevgep949 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %29
  %scevgep956 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %19
  br label %B170.endif.us.us.us

B170.endif.us.us.us:                              ; preds = %B202.B168.loopexit_crit_edge.us.us.us, %B96.endif.endif.us.us
  %lsr.iv957 = phi ptr [ %scevgep958, %B202.B168.loopexit_crit_edge.us.us.us ], [ %scevgep956, %B96.endif.endif.us.us ]
  %lsr.iv950 = phi ptr [ %scevgep951, %B202.B168.loopexit_crit_edge.us.us.us ], [ %scevgep949, %B96.endif.endif.us.us ]
  %lsr.iv900 = phi ptr [ %scevgep901, %B202.B168.loopexit_crit_edge.us.us.us ], [ %u.2.sroa.60.0564.us.us, %B96.endif.endif.us.us ]
  %lsr.iv895 = phi ptr [ %scevgep896, %B202.B168.loopexit_crit_edge.us.us.us ], [ %scevgep894, %B96.endif.endif.us.us ]
  %lsr.iv891 = phi ptr [ %scevgep892, %B202.B168.loopexit_crit_edge.us.us.us ], [ %.6.i.i64, %B96.endif.endif.us.us ]
  %lsr.iv888 = phi ptr [ %scevgep889, %B202.B168.loopexit_crit_edge.us.us.us ], [ %scevgep887, %B96.endif.endif.us.us ]
  %lsr.iv881 = phi ptr [ %scevgep882, %B202.B168.loopexit_crit_edge.us.us.us ], [ %scevgep880, %B96.endif.endif.us.us ]
  %lsr.iv877 = phi ptr [ %scevgep878, %B202.B168.loopexit_crit_edge.us.us.us ], [ %scevgep876, %B96.endif.endif.us.us ]
  %lsr.iv871 = phi ptr [ %scevgep872, %B202.B168.loopexit_crit_edge.us.us.us ], [ %scevgep870, %B96.endif.endif.us.us ]
  %lsr.iv858 = phi ptr [ %scevgep859, %B202.B168.loopexit_crit_edge.us.us.us ], [ %scevgep857, %B96.endif.endif.us.us ]
  %.436479485.us.us.us = phi i64 [ 0, %B96.endif.endif.us.us ], [ %.443.us.us.us, %B202.B168.loopexit_crit_edge.us.us.us ]
  %.443.us.us.us = add nuw nsw i64 %.436479485.us.us.us, 1
  %.640.us.us.us = mul i64 %.436479485.us.us.us, %arg.u0.5.1.fr
  %41 = getelementptr double, ptr %u.2.sroa.60.0564.us.us, i64 %.640.us.us.us
  %42 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %.436479485.us.us.us, i64 1)
  %math = extractvalue { i64, i1 } %42, 0
  %ov = extractvalue { i64, i1 } %42, 1
  %.703.us.us.us = mul i64 %math, %arg.u0.5.1.fr
  %.779.us.us.us = mul i64 %.443.us.us.us, %arg.u0.5.1.fr
  %.645.us500.us.us.peel = load double, ptr %41, align 8
  br i1 %ov, label %B204.us491.us.us.preheader, label %B204.us.us.us.us.preheader

B204.us491.us.us.preheader:                       ; preds = %B170.endif.us.us.us
  %43 = icmp slt i64 %.436479485.us.us.us, %.726
  br i1 %43, label %B286.us501.us.us.peel, label %B356.us510.us.us.peel

B286.us501.us.us.peel:                            ; preds = %B204.us491.us.us.preheader
  %sunkaddr = mul i64 %.779.us.us.us, 8
  %sunkaddr1068 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %sunkaddr
  %.784.us503.us.us.peel = load double, ptr %sunkaddr1068, align 8
  br label %B356.us510.us.us.peel

B356.us510.us.us.peel:                            ; preds = %B204.us491.us.us.preheader, %B286.us501.us.us.peel
  %"$phi314.3.2.3.us505.us.us.peel" = phi double [ %.784.us503.us.us.peel, %B286.us501.us.us.peel ], [ %.645.us500.us.us.peel, %B204.us491.us.us.preheader ]
  %44 = icmp eq i64 %arg.u0.5.1.fr, 1
  br i1 %44, label %B404.us518.us.us.peel, label %B376.us513.us.us.peel

B376.us513.us.us.peel:                            ; preds = %B356.us510.us.us.peel
  %sunkaddr1069 = mul i64 %.640.us.us.us, 8
  %sunkaddr1070 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %sunkaddr1069
  %sunkaddr1071 = getelementptr i8, ptr %sunkaddr1070, i64 8
  %.934.us517.us.us.peel = load double, ptr %sunkaddr1071, align 8
  br label %B404.us518.us.us.peel

B404.us518.us.us.peel:                            ; preds = %B376.us513.us.us.peel, %B356.us510.us.us.peel
  %"$phi404.3.2.3.us519.us.us.peel" = phi double [ %.934.us517.us.us.peel, %B376.us513.us.us.peel ], [ %.645.us500.us.us.peel, %B356.us510.us.us.peel ]
  %45 = icmp eq i64 %arg.u0.5.1.fr, 1
  %.950.us520.us.us.peel = fadd double %.645.us500.us.us.peel, %"$phi314.3.2.3.us505.us.us.peel"
  %.956.us521.us.us.peel = fadd double %.645.us500.us.us.peel, %.950.us520.us.us.peel
  %.959.us522.us.us.peel = fadd double %.956.us521.us.us.peel, %"$phi404.3.2.3.us519.us.us.peel"
  %.961.us523.us.us.peel = fmul double %.645.us500.us.us.peel, 4.000000e+00
  %.962.us524.us.us.peel = fsub double %.959.us522.us.us.peel, %.961.us523.us.us.peel
  %.965.us525.us.us.peel = fmul double %.645.us500.us.us.peel, %.645.us500.us.us.peel
  %.967.us526.us.us.peel = fmul double %.645.us500.us.us.peel, %.965.us525.us.us.peel
  %.968.us527.us.us.peel = fsub double %.962.us524.us.us.peel, %.967.us526.us.us.peel
  %.970.us528.us.us.peel = fmul double %arg.h, %.968.us527.us.us.peel
  %.972.us529.us.us.peel = fadd double %.645.us500.us.us.peel, %.970.us528.us.us.peel
  %sunkaddr1072 = mul i64 %.640.us.us.us, 8
  %sunkaddr1073 = getelementptr i8, ptr %.6.i.i64, i64 %sunkaddr1072
  store double %.972.us529.us.us.peel, ptr %sunkaddr1073, align 8
  br i1 %45, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us491.us.us.preheader392

B204.us491.us.us.preheader392:                    ; preds = %B404.us518.us.us.peel
  %46 = icmp ult i64 %.876, 8
  %brmerge = select i1 %46, i1 true, i1 %conflict.rdx
  br i1 %brmerge, label %B204.us491.us.us.preheader689, label %vector.ph

vector.ph:                                        ; preds = %B204.us491.us.us.preheader392
  %47 = icmp slt i64 %.436479485.us.us.us, %.726
  %broadcast.splatinsert = insertelement <8 x i1> poison, i1 %47, i64 0
  %broadcast.splat = shufflevector <8 x i1> %broadcast.splatinsert, <8 x i1> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv1012 = phi ptr [ %scevgep1013, %vector.body ], [ %lsr.iv881, %vector.ph ]
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %48 = icmp slt i64 %.436479485.us.us.us, %.726
  %wide.load = load <8 x double>, ptr %lsr.iv1012, align 8, !alias.scope !43
  %scevgep1016 = getelementptr i8, ptr %lsr.iv1012, i64 %19
  %wide.masked.load = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr align 8 %scevgep1016, <8 x i1> %broadcast.splat, <8 x double> poison), !alias.scope !46
  %predphi = select i1 %48, <8 x double> %wide.masked.load, <8 x double> %wide.load
  %scevgep1015 = getelementptr i8, ptr %lsr.iv1012, i64 -8
  %wide.load411 = load <8 x double>, ptr %scevgep1015, align 8, !alias.scope !43
  %49 = icmp slt <8 x i64> %vec.ind, %broadcast.splat408
  %scevgep1014 = getelementptr i8, ptr %lsr.iv1012, i64 8
  %predphi413 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr align 8 %scevgep1014, <8 x i1> %49, <8 x double> %wide.load)
  %50 = fadd <8 x double> %wide.load, %predphi
  %51 = fadd <8 x double> %50, %wide.load411
  %52 = fadd <8 x double> %51, %predphi413
  %53 = fmul <8 x double> %wide.load, splat (double 4.000000e+00)
  %54 = fsub <8 x double> %52, %53
  %55 = fmul <8 x double> %wide.load, %wide.load
  %56 = fmul <8 x double> %wide.load, %55
  %57 = fsub <8 x double> %54, %56
  %58 = fmul <8 x double> %broadcast.splat410, %57
  %59 = fadd <8 x double> %wide.load, %58
  %60 = shl i64 %index, 3
  %scevgep1017 = getelementptr i8, ptr %lsr.iv877, i64 %60
  store <8 x double> %59, ptr %scevgep1017, align 8, !alias.scope !48, !noalias !50
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add nuw nsw <8 x i64> %vec.ind, splat (i64 8)
  %scevgep1013 = getelementptr i8, ptr %lsr.iv1012, i64 64
  %61 = icmp eq i64 %n.vec442, %index.next
  br i1 %61, label %middle.block, label %vector.body, !llvm.loop !51

middle.block:                                     ; preds = %vector.body
  %62 = icmp eq i64 %.876, %n.vec
  br i1 %62, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us491.us.us.preheader689

B204.us491.us.us.preheader689:                    ; preds = %B204.us491.us.us.preheader392, %middle.block
  %.557472474.us493.us.us.ph = phi i64 [ %26, %middle.block ], [ 1, %B204.us491.us.us.preheader392 ]
  %63 = sub i64 %arg.u0.5.1.fr, %.557472474.us493.us.us.ph
  %xtraiter698 = and i64 %63, 3
  %lcmp.mod699.not = icmp eq i64 %xtraiter698, 0
  br i1 %lcmp.mod699.not, label %B204.us491.us.us.prol.loopexit, label %B204.us491.us.us.prol.preheader

B204.us491.us.us.prol.preheader:                  ; preds = %B204.us491.us.us.preheader689
  br label %B204.us491.us.us.prol

B204.us491.us.us.prol:                            ; preds = %B204.us491.us.us.prol.preheader, %B404.us518.us.us.prol
  %lsr.iv1020 = phi i64 [ %xtraiter698, %B204.us491.us.us.prol.preheader ], [ %lsr.iv.next1021, %B404.us518.us.us.prol ]
  %.557472474.us493.us.us.prol = phi i64 [ %.564.us495.us.us.prol, %B404.us518.us.us.prol ], [ %.557472474.us493.us.us.ph, %B204.us491.us.us.prol.preheader ]
  %64 = icmp slt i64 %.436479485.us.us.us, %.726
  %65 = shl i64 %.557472474.us493.us.us.prol, 3
  %scevgep1022 = getelementptr i8, ptr %lsr.iv900, i64 %65
  %.645.us500.us.us.prol = load double, ptr %scevgep1022, align 8
  br i1 %64, label %B286.us501.us.us.prol, label %B356.us510.us.us.prol

B286.us501.us.us.prol:                            ; preds = %B204.us491.us.us.prol
  %66 = shl i64 %.557472474.us493.us.us.prol, 3
  %scevgep1019 = getelementptr i8, ptr %lsr.iv957, i64 %66
  %.784.us503.us.us.prol = load double, ptr %scevgep1019, align 8
  br label %B356.us510.us.us.prol

B356.us510.us.us.prol:                            ; preds = %B286.us501.us.us.prol, %B204.us491.us.us.prol
  %"$phi314.3.2.3.us505.us.us.prol" = phi double [ %.784.us503.us.us.prol, %B286.us501.us.us.prol ], [ %.645.us500.us.us.prol, %B204.us491.us.us.prol ]
  %67 = shl i64 %.557472474.us493.us.us.prol, 3
  %scevgep1025 = getelementptr i8, ptr %lsr.iv900, i64 %67
  %scevgep1026 = getelementptr i8, ptr %scevgep1025, i64 -8
  %.858.us509.us.us.prol = load double, ptr %scevgep1026, align 8
  %.878.us512.us.us.prol = icmp slt i64 %.557472474.us493.us.us.prol, %.876
  br i1 %.878.us512.us.us.prol, label %B376.us513.us.us.prol, label %B404.us518.us.us.prol

B376.us513.us.us.prol:                            ; preds = %B356.us510.us.us.prol
  %68 = shl i64 %.557472474.us493.us.us.prol, 3
  %scevgep1023 = getelementptr i8, ptr %lsr.iv900, i64 %68
  %scevgep1024 = getelementptr i8, ptr %scevgep1023, i64 8
  %.934.us517.us.us.prol = load double, ptr %scevgep1024, align 8
  br label %B404.us518.us.us.prol

B404.us518.us.us.prol:                            ; preds = %B376.us513.us.us.prol, %B356.us510.us.us.prol
  %"$phi404.3.2.3.us519.us.us.prol" = phi double [ %.934.us517.us.us.prol, %B376.us513.us.us.prol ], [ %.645.us500.us.us.prol, %B356.us510.us.us.prol ]
  %.950.us520.us.us.prol = fadd double %.645.us500.us.us.prol, %"$phi314.3.2.3.us505.us.us.prol"
  %.956.us521.us.us.prol = fadd double %.950.us520.us.us.prol, %.858.us509.us.us.prol
  %.959.us522.us.us.prol = fadd double %.956.us521.us.us.prol, %"$phi404.3.2.3.us519.us.us.prol"
  %.961.us523.us.us.prol = fmul double %.645.us500.us.us.prol, 4.000000e+00
  %.962.us524.us.us.prol = fsub double %.959.us522.us.us.prol, %.961.us523.us.us.prol
  %.965.us525.us.us.prol = fmul double %.645.us500.us.us.prol, %.645.us500.us.us.prol
  %.967.us526.us.us.prol = fmul double %.645.us500.us.us.prol, %.965.us525.us.us.prol
  %.968.us527.us.us.prol = fsub double %.962.us524.us.us.prol, %.967.us526.us.us.prol
  %.970.us528.us.us.prol = fmul double %arg.h, %.968.us527.us.us.prol
  %.972.us529.us.us.prol = fadd double %.645.us500.us.us.prol, %.970.us528.us.us.prol
  %69 = shl i64 %.557472474.us493.us.us.prol, 3
  %scevgep1018 = getelementptr i8, ptr %lsr.iv891, i64 %69
  store double %.972.us529.us.us.prol, ptr %scevgep1018, align 8
  %lsr.iv.next1021 = add nsw i64 %lsr.iv1020, -1
  %.564.us495.us.us.prol = add nuw i64 %.557472474.us493.us.us.prol, 1
  %prol.iter700.cmp.not = icmp eq i64 %lsr.iv.next1021, 0
  br i1 %prol.iter700.cmp.not, label %B204.us491.us.us.prol.loopexit, label %B204.us491.us.us.prol, !llvm.loop !55

B204.us491.us.us.prol.loopexit:                   ; preds = %B404.us518.us.us.prol, %B204.us491.us.us.preheader689
  %.557472474.us493.us.us.unr = phi i64 [ %.557472474.us493.us.us.ph, %B204.us491.us.us.preheader689 ], [ %.564.us495.us.us.prol, %B404.us518.us.us.prol ]
  %70 = sub i64 %.557472474.us493.us.us.ph, %arg.u0.5.1.fr
  %71 = icmp ugt i64 %70, -4
  br i1 %71, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us491.us.us.preheader718

B204.us491.us.us.preheader718:                    ; preds = %B204.us491.us.us.prol.loopexit
  br label %B204.us491.us.us

B204.us.us.us.us.preheader:                       ; preds = %B170.endif.us.us.us
  %72 = icmp slt i64 %.436479485.us.us.us, %.726
  %sunkaddr1074 = mul i64 %.703.us.us.us, 8
  %sunkaddr1075 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %sunkaddr1074
  %.708.us.us.us.us.peel = load double, ptr %sunkaddr1075, align 8
  br i1 %72, label %B286.us.us.us.us.peel, label %B356.us.us.us.us.peel

B286.us.us.us.us.peel:                            ; preds = %B204.us.us.us.us.preheader
  %sunkaddr1076 = mul i64 %.779.us.us.us, 8
  %sunkaddr1077 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %sunkaddr1076
  %.784.us.us.us.us.peel = load double, ptr %sunkaddr1077, align 8
  br label %B356.us.us.us.us.peel

B356.us.us.us.us.peel:                            ; preds = %B204.us.us.us.us.preheader, %B286.us.us.us.us.peel
  %"$phi314.3.2.3.us.us.us.us.peel" = phi double [ %.784.us.us.us.us.peel, %B286.us.us.us.us.peel ], [ %.645.us500.us.us.peel, %B204.us.us.us.us.preheader ]
  %73 = icmp eq i64 %arg.u0.5.1.fr, 1
  br i1 %73, label %B404.us.us.us.us.peel, label %B376.us.us.us.us.peel

B376.us.us.us.us.peel:                            ; preds = %B356.us.us.us.us.peel
  %sunkaddr1078 = mul i64 %.640.us.us.us, 8
  %sunkaddr1079 = getelementptr i8, ptr %u.2.sroa.60.0564.us.us, i64 %sunkaddr1078
  %sunkaddr1080 = getelementptr i8, ptr %sunkaddr1079, i64 8
  %.934.us.us.us.us.peel = load double, ptr %sunkaddr1080, align 8
  br label %B404.us.us.us.us.peel

B404.us.us.us.us.peel:                            ; preds = %B376.us.us.us.us.peel, %B356.us.us.us.us.peel
  %"$phi404.3.2.3.us.us.us.us.peel" = phi double [ %.934.us.us.us.us.peel, %B376.us.us.us.us.peel ], [ %.645.us500.us.us.peel, %B356.us.us.us.us.peel ]
  %74 = icmp eq i64 %arg.u0.5.1.fr, 1
  %.950.us.us.us.us.peel = fadd double %.708.us.us.us.us.peel, %"$phi314.3.2.3.us.us.us.us.peel"
  %.956.us.us.us.us.peel = fadd double %.645.us500.us.us.peel, %.950.us.us.us.us.peel
  %.959.us.us.us.us.peel = fadd double %.956.us.us.us.us.peel, %"$phi404.3.2.3.us.us.us.us.peel"
  %.961.us.us.us.us.peel = fmul double %.645.us500.us.us.peel, 4.000000e+00
  %.962.us.us.us.us.peel = fsub double %.959.us.us.us.us.peel, %.961.us.us.us.us.peel
  %.965.us.us.us.us.peel = fmul double %.645.us500.us.us.peel, %.645.us500.us.us.peel
  %.967.us.us.us.us.peel = fmul double %.645.us500.us.us.peel, %.965.us.us.us.us.peel
  %.968.us.us.us.us.peel = fsub double %.962.us.us.us.us.peel, %.967.us.us.us.us.peel
  %.970.us.us.us.us.peel = fmul double %arg.h, %.968.us.us.us.us.peel
  %.972.us.us.us.us.peel = fadd double %.645.us500.us.us.peel, %.970.us.us.us.us.peel
  %sunkaddr1081 = mul i64 %.640.us.us.us, 8
  %sunkaddr1082 = getelementptr i8, ptr %.6.i.i64, i64 %sunkaddr1081
  store double %.972.us.us.us.us.peel, ptr %sunkaddr1082, align 8
  br i1 %74, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us.us.us.us.preheader365

B204.us.us.us.us.preheader365:                    ; preds = %B404.us.us.us.us.peel
  %75 = icmp slt i64 %.436479485.us.us.us, %.726
  br i1 %75, label %B204.us.us.us.us.us.preheader, label %iter.check

iter.check:                                       ; preds = %B204.us.us.us.us.preheader365
  %76 = icmp ult i64 %.876, 4
  %brmerge711 = select i1 %76, i1 true, i1 %conflict.rdx478
  br i1 %brmerge711, label %B204.us.us.us.us.preheader692, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %77 = icmp ult i64 %.876, 16
  br i1 %77, label %vec.epilog.ph, label %vector.body490.preheader

vector.body490.preheader:                         ; preds = %vector.main.loop.iter.check
  br label %vector.body490

vector.body490:                                   ; preds = %vector.body490.preheader, %vector.body490
  %lsr.iv860 = phi ptr [ %lsr.iv858, %vector.body490.preheader ], [ %scevgep861, %vector.body490 ]
  %index491 = phi i64 [ %index.next503, %vector.body490 ], [ 0, %vector.body490.preheader ]
  %vec.ind492 = phi <8 x i64> [ %vec.ind.next504, %vector.body490 ], [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.body490.preheader ]
  %step.add = add <8 x i64> %vec.ind492, splat (i64 8)
  %scevgep866 = getelementptr i8, ptr %lsr.iv860, i64 -64
  %wide.load493 = load <8 x double>, ptr %scevgep866, align 8, !alias.scope !57
  %wide.load494 = load <8 x double>, ptr %lsr.iv860, align 8, !alias.scope !57
  %scevgep868 = getelementptr i8, ptr %lsr.iv860, i64 %27
  %scevgep869 = getelementptr i8, ptr %scevgep868, i64 -64
  %scevgep867 = getelementptr i8, ptr %lsr.iv860, i64 %27
  %wide.load495 = load <8 x double>, ptr %scevgep869, align 8, !alias.scope !60
  %wide.load496 = load <8 x double>, ptr %scevgep867, align 8, !alias.scope !60
  %scevgep865 = getelementptr i8, ptr %lsr.iv860, i64 -72
  %scevgep863 = getelementptr i8, ptr %lsr.iv860, i64 -8
  %wide.load497 = load <8 x double>, ptr %scevgep865, align 8, !alias.scope !57
  %wide.load498 = load <8 x double>, ptr %scevgep863, align 8, !alias.scope !57
  %78 = icmp slt <8 x i64> %vec.ind492, %broadcast.splat487
  %79 = icmp slt <8 x i64> %step.add, %broadcast.splat487
  %scevgep864 = getelementptr i8, ptr %lsr.iv860, i64 -56
  %scevgep862 = getelementptr i8, ptr %lsr.iv860, i64 8
  %predphi501 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr align 8 %scevgep864, <8 x i1> %78, <8 x double> %wide.load493)
  %predphi502 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr align 8 %scevgep862, <8 x i1> %79, <8 x double> %wide.load494)
  %80 = fadd <8 x double> %wide.load495, %wide.load493
  %81 = fadd <8 x double> %wide.load496, %wide.load494
  %82 = fadd <8 x double> %80, %wide.load497
  %83 = fadd <8 x double> %81, %wide.load498
  %84 = fadd <8 x double> %82, %predphi501
  %85 = fadd <8 x double> %83, %predphi502
  %86 = fmul <8 x double> %wide.load493, splat (double 4.000000e+00)
  %87 = fmul <8 x double> %wide.load494, splat (double 4.000000e+00)
  %88 = fsub <8 x double> %84, %86
  %89 = fsub <8 x double> %85, %87
  %90 = fmul <8 x double> %wide.load493, %wide.load493
  %91 = fmul <8 x double> %wide.load494, %wide.load494
  %92 = fmul <8 x double> %wide.load493, %90
  %93 = fmul <8 x double> %wide.load494, %91
  %94 = fsub <8 x double> %88, %92
  %95 = fsub <8 x double> %89, %93
  %96 = fmul <8 x double> %broadcast.splat489, %94
  %97 = fmul <8 x double> %broadcast.splat489, %95
  %98 = fadd <8 x double> %wide.load493, %96
  %99 = fadd <8 x double> %wide.load494, %97
  %100 = shl i64 %index491, 3
  %scevgep874 = getelementptr i8, ptr %lsr.iv871, i64 %100
  %scevgep875 = getelementptr i8, ptr %scevgep874, i64 -64
  %101 = shl i64 %index491, 3
  %scevgep873 = getelementptr i8, ptr %lsr.iv871, i64 %101
  store <8 x double> %98, ptr %scevgep875, align 8, !alias.scope !62, !noalias !64
  store <8 x double> %99, ptr %scevgep873, align 8, !alias.scope !62, !noalias !64
  %index.next503 = add nuw i64 %index491, 16
  %vec.ind.next504 = add <8 x i64> %vec.ind492, splat (i64 16)
  %scevgep861 = getelementptr i8, ptr %lsr.iv860, i64 128
  %102 = icmp eq i64 %n.vec485, %index.next503
  br i1 %102, label %middle.block505, label %vector.body490, !llvm.loop !65

middle.block505:                                  ; preds = %vector.body490
  %103 = icmp eq i64 %.876, %n.vec485
  br i1 %103, label %B202.B168.loopexit_crit_edge.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block505
  %104 = and i64 %.876, 12
  %105 = icmp eq i64 %104, 0
  br i1 %105, label %B204.us.us.us.us.preheader692, label %vec.epilog.ph, !prof !66

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec485, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %bc.resume.val507 = phi i64 [ %23, %vec.epilog.iter.check ], [ 1, %vector.main.loop.iter.check ]
  %broadcast.splatinsert514 = insertelement <4 x i64> poison, i64 %bc.resume.val507, i64 0
  %broadcast.splat515 = shufflevector <4 x i64> %broadcast.splatinsert514, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction = add nuw nsw <4 x i64> %broadcast.splat515, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index516 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next524, %vec.epilog.vector.body ]
  %vec.ind517 = phi <4 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next525, %vec.epilog.vector.body ]
  %106 = shl i64 %index516, 3
  %scevgep883 = getelementptr i8, ptr %lsr.iv881, i64 %106
  %wide.load519 = load <4 x double>, ptr %scevgep883, align 8, !alias.scope !57
  %scevgep890 = getelementptr i8, ptr %lsr.iv888, i64 %106
  %wide.load520 = load <4 x double>, ptr %scevgep890, align 8, !alias.scope !60
  %scevgep884 = getelementptr i8, ptr %scevgep883, i64 -8
  %wide.load521 = load <4 x double>, ptr %scevgep884, align 8, !alias.scope !57
  %107 = icmp slt <4 x i64> %vec.ind517, %broadcast.splat511
  %108 = shl i64 %index516, 3
  %scevgep885 = getelementptr i8, ptr %lsr.iv881, i64 %108
  %scevgep886 = getelementptr i8, ptr %scevgep885, i64 8
  %predphi523 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %scevgep886, <4 x i1> %107, <4 x double> %wide.load519)
  %109 = fadd <4 x double> %wide.load520, %wide.load519
  %110 = fadd <4 x double> %109, %wide.load521
  %111 = fadd <4 x double> %110, %predphi523
  %112 = fmul <4 x double> %wide.load519, splat (double 4.000000e+00)
  %113 = fsub <4 x double> %111, %112
  %114 = fmul <4 x double> %wide.load519, %wide.load519
  %115 = fmul <4 x double> %wide.load519, %114
  %116 = fsub <4 x double> %113, %115
  %117 = fmul <4 x double> %broadcast.splat513, %116
  %118 = fadd <4 x double> %wide.load519, %117
  %119 = shl i64 %index516, 3
  %scevgep879 = getelementptr i8, ptr %lsr.iv877, i64 %119
  store <4 x double> %118, ptr %scevgep879, align 8, !alias.scope !62, !noalias !64
  %index.next524 = add nuw i64 %index516, 4
  %vec.ind.next525 = add nuw nsw <4 x i64> %vec.ind517, splat (i64 4)
  %120 = icmp eq i64 %n.vec509, %index.next524
  br i1 %120, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !67

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %121 = icmp eq i64 %.876, %n.vec509
  br i1 %121, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us.us.us.us.preheader692

B204.us.us.us.us.preheader692:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %.557472474.us.us.us.us.ph = phi i64 [ 1, %iter.check ], [ %24, %vec.epilog.middle.block ], [ %ind.end, %vec.epilog.iter.check ]
  %122 = sub i64 %arg.u0.5.1.fr, %.557472474.us.us.us.us.ph
  %xtraiter = and i64 %122, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B204.us.us.us.us.prol.loopexit, label %B204.us.us.us.us.prol.preheader

B204.us.us.us.us.prol.preheader:                  ; preds = %B204.us.us.us.us.preheader692
  br label %B204.us.us.us.us.prol

B204.us.us.us.us.prol:                            ; preds = %B204.us.us.us.us.prol.preheader, %B404.us.us.us.us.prol
  %lsr.iv898 = phi i64 [ %xtraiter, %B204.us.us.us.us.prol.preheader ], [ %lsr.iv.next899, %B404.us.us.us.us.prol ]
  %.557472474.us.us.us.us.prol = phi i64 [ %.564.us.us.us.us.prol, %B404.us.us.us.us.prol ], [ %.557472474.us.us.us.us.ph, %B204.us.us.us.us.prol.preheader ]
  %123 = shl i64 %.557472474.us.us.us.us.prol, 3
  %scevgep902 = getelementptr i8, ptr %lsr.iv900, i64 %123
  %.645.us.us.us.us.prol = load double, ptr %scevgep902, align 8
  %124 = shl i64 %.557472474.us.us.us.us.prol, 3
  %scevgep897 = getelementptr i8, ptr %lsr.iv895, i64 %124
  %.708.us.us.us.us.prol = load double, ptr %scevgep897, align 8
  %scevgep905 = getelementptr i8, ptr %lsr.iv900, i64 %124
  %scevgep906 = getelementptr i8, ptr %scevgep905, i64 -8
  %.858.us.us.us.us.prol = load double, ptr %scevgep906, align 8
  %.878.us.us.us.us.prol = icmp slt i64 %.557472474.us.us.us.us.prol, %.876
  br i1 %.878.us.us.us.us.prol, label %B376.us.us.us.us.prol, label %B404.us.us.us.us.prol

B376.us.us.us.us.prol:                            ; preds = %B204.us.us.us.us.prol
  %125 = shl i64 %.557472474.us.us.us.us.prol, 3
  %scevgep903 = getelementptr i8, ptr %lsr.iv900, i64 %125
  %scevgep904 = getelementptr i8, ptr %scevgep903, i64 8
  %.934.us.us.us.us.prol = load double, ptr %scevgep904, align 8
  br label %B404.us.us.us.us.prol

B404.us.us.us.us.prol:                            ; preds = %B376.us.us.us.us.prol, %B204.us.us.us.us.prol
  %"$phi404.3.2.3.us.us.us.us.prol" = phi double [ %.934.us.us.us.us.prol, %B376.us.us.us.us.prol ], [ %.645.us.us.us.us.prol, %B204.us.us.us.us.prol ]
  %.950.us.us.us.us.prol = fadd double %.708.us.us.us.us.prol, %.645.us.us.us.us.prol
  %.956.us.us.us.us.prol = fadd double %.950.us.us.us.us.prol, %.858.us.us.us.us.prol
  %.959.us.us.us.us.prol = fadd double %.956.us.us.us.us.prol, %"$phi404.3.2.3.us.us.us.us.prol"
  %.961.us.us.us.us.prol = fmul double %.645.us.us.us.us.prol, 4.000000e+00
  %.962.us.us.us.us.prol = fsub double %.959.us.us.us.us.prol, %.961.us.us.us.us.prol
  %.965.us.us.us.us.prol = fmul double %.645.us.us.us.us.prol, %.645.us.us.us.us.prol
  %.967.us.us.us.us.prol = fmul double %.645.us.us.us.us.prol, %.965.us.us.us.us.prol
  %.968.us.us.us.us.prol = fsub double %.962.us.us.us.us.prol, %.967.us.us.us.us.prol
  %.970.us.us.us.us.prol = fmul double %arg.h, %.968.us.us.us.us.prol
  %.972.us.us.us.us.prol = fadd double %.645.us.us.us.us.prol, %.970.us.us.us.us.prol
  %126 = shl i64 %.557472474.us.us.us.us.prol, 3
  %scevgep893 = getelementptr i8, ptr %lsr.iv891, i64 %126
  store double %.972.us.us.us.us.prol, ptr %scevgep893, align 8
  %lsr.iv.next899 = add nsw i64 %lsr.iv898, -1
  %.564.us.us.us.us.prol = add i64 %.557472474.us.us.us.us.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next899, 0
  br i1 %prol.iter.cmp.not, label %B204.us.us.us.us.prol.loopexit, label %B204.us.us.us.us.prol, !llvm.loop !68

B204.us.us.us.us.prol.loopexit:                   ; preds = %B404.us.us.us.us.prol, %B204.us.us.us.us.preheader692
  %.557472474.us.us.us.us.unr = phi i64 [ %.557472474.us.us.us.us.ph, %B204.us.us.us.us.preheader692 ], [ %.564.us.us.us.us.prol, %B404.us.us.us.us.prol ]
  %127 = sub i64 %.557472474.us.us.us.us.ph, %arg.u0.5.1.fr
  %128 = icmp ugt i64 %127, -4
  br i1 %128, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us.us.us.us.preheader721

B204.us.us.us.us.preheader721:                    ; preds = %B204.us.us.us.us.prol.loopexit
  br label %B204.us.us.us.us

B204.us.us.us.us.us.preheader:                    ; preds = %B204.us.us.us.us.preheader365
  %129 = icmp ult i64 %.876, 8
  %brmerge712 = select i1 %129, i1 true, i1 %conflict.rdx437
  br i1 %brmerge712, label %B204.us.us.us.us.us.preheader690, label %vector.body447.preheader

vector.body447.preheader:                         ; preds = %B204.us.us.us.us.us.preheader
  br label %vector.body447

vector.body447:                                   ; preds = %vector.body447.preheader, %vector.body447
  %index448 = phi i64 [ %index.next457, %vector.body447 ], [ 0, %vector.body447.preheader ]
  %vec.ind449 = phi <8 x i64> [ %vec.ind.next458, %vector.body447 ], [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.body447.preheader ]
  %130 = shl i64 %index448, 3
  %scevgep946 = getelementptr i8, ptr %lsr.iv900, i64 %130
  %scevgep947 = getelementptr i8, ptr %scevgep946, i64 8
  %wide.load451 = load <8 x double>, ptr %scevgep947, align 8, !alias.scope !69
  %scevgep948 = getelementptr i8, ptr %lsr.iv888, i64 %130
  %wide.load452 = load <8 x double>, ptr %scevgep948, align 8, !alias.scope !72
  %131 = shl i64 %index448, 3
  %scevgep952 = getelementptr i8, ptr %lsr.iv950, i64 %131
  %wide.load453 = load <8 x double>, ptr %scevgep952, align 8, !alias.scope !74
  %132 = shl i64 %index448, 3
  %scevgep945 = getelementptr i8, ptr %lsr.iv900, i64 %132
  %wide.load454 = load <8 x double>, ptr %scevgep945, align 8, !alias.scope !69
  %133 = icmp slt <8 x i64> %vec.ind449, %broadcast.splat444
  %134 = shl i64 %index448, 3
  %scevgep943 = getelementptr i8, ptr %lsr.iv900, i64 %134
  %scevgep944 = getelementptr i8, ptr %scevgep943, i64 16
  %predphi456 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr align 8 %scevgep944, <8 x i1> %133, <8 x double> %wide.load451)
  %135 = fadd <8 x double> %wide.load452, %wide.load453
  %136 = fadd <8 x double> %135, %wide.load454
  %137 = fadd <8 x double> %136, %predphi456
  %138 = fmul <8 x double> %wide.load451, splat (double 4.000000e+00)
  %139 = fsub <8 x double> %137, %138
  %140 = fmul <8 x double> %wide.load451, %wide.load451
  %141 = fmul <8 x double> %wide.load451, %140
  %142 = fsub <8 x double> %139, %141
  %143 = fmul <8 x double> %broadcast.splat446, %142
  %144 = fadd <8 x double> %wide.load451, %143
  %145 = shl i64 %index448, 3
  %scevgep953 = getelementptr i8, ptr %lsr.iv877, i64 %145
  store <8 x double> %144, ptr %scevgep953, align 8, !alias.scope !76, !noalias !78
  %index.next457 = add nuw i64 %index448, 8
  %vec.ind.next458 = add nuw nsw <8 x i64> %vec.ind449, splat (i64 8)
  %146 = icmp eq i64 %n.vec442, %index.next457
  br i1 %146, label %middle.block459, label %vector.body447, !llvm.loop !79

middle.block459:                                  ; preds = %vector.body447
  %147 = icmp eq i64 %.876, %n.vec442
  br i1 %147, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us.us.us.us.us.preheader690

B204.us.us.us.us.us.preheader690:                 ; preds = %B204.us.us.us.us.us.preheader, %middle.block459
  %.557472474.us.us.us.us.us.ph = phi i64 [ %25, %middle.block459 ], [ 1, %B204.us.us.us.us.us.preheader ]
  %148 = sub i64 %arg.u0.5.1.fr, %.557472474.us.us.us.us.us.ph
  %xtraiter695 = and i64 %148, 3
  %lcmp.mod696.not = icmp eq i64 %xtraiter695, 0
  br i1 %lcmp.mod696.not, label %B204.us.us.us.us.us.prol.loopexit, label %B204.us.us.us.us.us.prol.preheader

B204.us.us.us.us.us.prol.preheader:               ; preds = %B204.us.us.us.us.us.preheader690
  %149 = shl i64 %.557472474.us.us.us.us.us.ph, 3
  %scevgep954 = getelementptr i8, ptr %lsr.iv891, i64 %149
  %scevgep959 = getelementptr i8, ptr %lsr.iv957, i64 %149
  %scevgep961 = getelementptr i8, ptr %lsr.iv895, i64 %149
  %scevgep963 = getelementptr i8, ptr %lsr.iv900, i64 %149
  br label %B204.us.us.us.us.us.prol

B204.us.us.us.us.us.prol:                         ; preds = %B204.us.us.us.us.us.prol.preheader, %B404.us.us.us.us.us.prol
  %prol.iter697 = phi i64 [ %prol.iter697.next, %B404.us.us.us.us.us.prol ], [ 0, %B204.us.us.us.us.us.prol.preheader ]
  %150 = add i64 %.557472474.us.us.us.us.us.ph, %prol.iter697
  %151 = shl nuw nsw i64 %prol.iter697, 3
  %scevgep964 = getelementptr i8, ptr %scevgep963, i64 %151
  %.645.us.us.us.us.us.prol = load double, ptr %scevgep964, align 8
  %152 = shl nuw nsw i64 %prol.iter697, 3
  %scevgep962 = getelementptr i8, ptr %scevgep961, i64 %152
  %.708.us.us.us.us.us.prol = load double, ptr %scevgep962, align 8
  %153 = shl nuw nsw i64 %prol.iter697, 3
  %scevgep960 = getelementptr i8, ptr %scevgep959, i64 %153
  %.784.us.us.us.us.us.prol = load double, ptr %scevgep960, align 8
  %154 = shl nuw nsw i64 %prol.iter697, 3
  %scevgep967 = getelementptr i8, ptr %scevgep963, i64 %154
  %scevgep968 = getelementptr i8, ptr %scevgep967, i64 -8
  %.858.us.us.us.us.us.prol = load double, ptr %scevgep968, align 8
  %.878.us.us.us.us.us.prol = icmp slt i64 %150, %.876
  br i1 %.878.us.us.us.us.us.prol, label %B376.us.us.us.us.us.prol, label %B404.us.us.us.us.us.prol

B376.us.us.us.us.us.prol:                         ; preds = %B204.us.us.us.us.us.prol
  %155 = shl nuw nsw i64 %prol.iter697, 3
  %scevgep965 = getelementptr i8, ptr %scevgep963, i64 %155
  %scevgep966 = getelementptr i8, ptr %scevgep965, i64 8
  %.934.us.us.us.us.us.prol = load double, ptr %scevgep966, align 8
  br label %B404.us.us.us.us.us.prol

B404.us.us.us.us.us.prol:                         ; preds = %B376.us.us.us.us.us.prol, %B204.us.us.us.us.us.prol
  %"$phi404.3.2.3.us.us.us.us.us.prol" = phi double [ %.934.us.us.us.us.us.prol, %B376.us.us.us.us.us.prol ], [ %.645.us.us.us.us.us.prol, %B204.us.us.us.us.us.prol ]
  %.950.us.us.us.us.us.prol = fadd double %.708.us.us.us.us.us.prol, %.784.us.us.us.us.us.prol
  %.956.us.us.us.us.us.prol = fadd double %.950.us.us.us.us.us.prol, %.858.us.us.us.us.us.prol
  %.959.us.us.us.us.us.prol = fadd double %.956.us.us.us.us.us.prol, %"$phi404.3.2.3.us.us.us.us.us.prol"
  %.961.us.us.us.us.us.prol = fmul double %.645.us.us.us.us.us.prol, 4.000000e+00
  %.962.us.us.us.us.us.prol = fsub double %.959.us.us.us.us.us.prol, %.961.us.us.us.us.us.prol
  %.965.us.us.us.us.us.prol = fmul double %.645.us.us.us.us.us.prol, %.645.us.us.us.us.us.prol
  %.967.us.us.us.us.us.prol = fmul double %.645.us.us.us.us.us.prol, %.965.us.us.us.us.us.prol
  %.968.us.us.us.us.us.prol = fsub double %.962.us.us.us.us.us.prol, %.967.us.us.us.us.us.prol
  %.970.us.us.us.us.us.prol = fmul double %arg.h, %.968.us.us.us.us.us.prol
  %.972.us.us.us.us.us.prol = fadd double %.645.us.us.us.us.us.prol, %.970.us.us.us.us.us.prol
  %156 = shl nuw nsw i64 %prol.iter697, 3
  %scevgep955 = getelementptr i8, ptr %scevgep954, i64 %156
  store double %.972.us.us.us.us.us.prol, ptr %scevgep955, align 8
  %prol.iter697.next = add i64 %prol.iter697, 1
  %prol.iter697.cmp.not = icmp eq i64 %xtraiter695, %prol.iter697.next
  br i1 %prol.iter697.cmp.not, label %B204.us.us.us.us.us.prol.loopexit.loopexit, label %B204.us.us.us.us.us.prol, !llvm.loop !80

B204.us.us.us.us.us.prol.loopexit.loopexit:       ; preds = %B404.us.us.us.us.us.prol
  %157 = add i64 %.557472474.us.us.us.us.us.ph, %prol.iter697.next
  br label %B204.us.us.us.us.us.prol.loopexit

B204.us.us.us.us.us.prol.loopexit:                ; preds = %B204.us.us.us.us.us.prol.loopexit.loopexit, %B204.us.us.us.us.us.preheader690
  %.557472474.us.us.us.us.us.unr = phi i64 [ %.557472474.us.us.us.us.us.ph, %B204.us.us.us.us.us.preheader690 ], [ %157, %B204.us.us.us.us.us.prol.loopexit.loopexit ]
  %158 = sub i64 %.557472474.us.us.us.us.us.ph, %arg.u0.5.1.fr
  %159 = icmp ugt i64 %158, -4
  br i1 %159, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us.us.us.us.us.preheader719

B204.us.us.us.us.us.preheader719:                 ; preds = %B204.us.us.us.us.us.prol.loopexit
  br label %B204.us.us.us.us.us

B204.us.us.us.us.us:                              ; preds = %B204.us.us.us.us.us.preheader719, %B404.us.us.us.us.us.3
  %.557472474.us.us.us.us.us = phi i64 [ %180, %B404.us.us.us.us.us.3 ], [ %.557472474.us.us.us.us.us.unr, %B204.us.us.us.us.us.preheader719 ]
  %160 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep1000 = getelementptr i8, ptr %lsr.iv900, i64 %160
  %.645.us.us.us.us.us = load double, ptr %scevgep1000, align 8
  %161 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep980 = getelementptr i8, ptr %lsr.iv895, i64 %161
  %.708.us.us.us.us.us = load double, ptr %scevgep980, align 8
  %162 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep971 = getelementptr i8, ptr %lsr.iv957, i64 %162
  %.784.us.us.us.us.us = load double, ptr %scevgep971, align 8
  %scevgep998 = getelementptr i8, ptr %lsr.iv900, i64 %162
  %scevgep999 = getelementptr i8, ptr %scevgep998, i64 -8
  %.858.us.us.us.us.us = load double, ptr %scevgep999, align 8
  %.878.us.us.us.us.us = icmp slt i64 %.557472474.us.us.us.us.us, %.876
  br i1 %.878.us.us.us.us.us, label %B376.us.us.us.us.us, label %B404.us.us.us.us.us

B376.us.us.us.us.us:                              ; preds = %B204.us.us.us.us.us
  %163 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep1004 = getelementptr i8, ptr %lsr.iv900, i64 %163
  %scevgep1005 = getelementptr i8, ptr %scevgep1004, i64 8
  %.934.us.us.us.us.us = load double, ptr %scevgep1005, align 8
  br label %B404.us.us.us.us.us

B404.us.us.us.us.us:                              ; preds = %B376.us.us.us.us.us, %B204.us.us.us.us.us
  %"$phi404.3.2.3.us.us.us.us.us" = phi double [ %.934.us.us.us.us.us, %B376.us.us.us.us.us ], [ %.645.us.us.us.us.us, %B204.us.us.us.us.us ]
  %.950.us.us.us.us.us = fadd double %.708.us.us.us.us.us, %.784.us.us.us.us.us
  %.956.us.us.us.us.us = fadd double %.950.us.us.us.us.us, %.858.us.us.us.us.us
  %.959.us.us.us.us.us = fadd double %.956.us.us.us.us.us, %"$phi404.3.2.3.us.us.us.us.us"
  %.961.us.us.us.us.us = fmul double %.645.us.us.us.us.us, 4.000000e+00
  %.962.us.us.us.us.us = fsub double %.959.us.us.us.us.us, %.961.us.us.us.us.us
  %.965.us.us.us.us.us = fmul double %.645.us.us.us.us.us, %.645.us.us.us.us.us
  %.967.us.us.us.us.us = fmul double %.645.us.us.us.us.us, %.965.us.us.us.us.us
  %.968.us.us.us.us.us = fsub double %.962.us.us.us.us.us, %.967.us.us.us.us.us
  %.970.us.us.us.us.us = fmul double %arg.h, %.968.us.us.us.us.us
  %.972.us.us.us.us.us = fadd double %.645.us.us.us.us.us, %.970.us.us.us.us.us
  %164 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep985 = getelementptr i8, ptr %lsr.iv891, i64 %164
  store double %.972.us.us.us.us.us, ptr %scevgep985, align 8
  %scevgep1006 = getelementptr i8, ptr %lsr.iv900, i64 %164
  %scevgep1007 = getelementptr i8, ptr %scevgep1006, i64 8
  %.645.us.us.us.us.us.1 = load double, ptr %scevgep1007, align 8
  %165 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep981 = getelementptr i8, ptr %lsr.iv895, i64 %165
  %scevgep982 = getelementptr i8, ptr %scevgep981, i64 8
  %.708.us.us.us.us.us.1 = load double, ptr %scevgep982, align 8
  %166 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep972 = getelementptr i8, ptr %lsr.iv957, i64 %166
  %scevgep973 = getelementptr i8, ptr %scevgep972, i64 8
  %.784.us.us.us.us.us.1 = load double, ptr %scevgep973, align 8
  %scevgep1001 = getelementptr i8, ptr %lsr.iv900, i64 %166
  %.858.us.us.us.us.us.1 = load double, ptr %scevgep1001, align 8
  %167 = add i64 %.557472474.us.us.us.us.us, 1
  %.878.us.us.us.us.us.1 = icmp slt i64 %167, %.876
  br i1 %.878.us.us.us.us.us.1, label %B376.us.us.us.us.us.1, label %B404.us.us.us.us.us.1

B376.us.us.us.us.us.1:                            ; preds = %B404.us.us.us.us.us
  %168 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep994 = getelementptr i8, ptr %lsr.iv900, i64 %168
  %scevgep995 = getelementptr i8, ptr %scevgep994, i64 16
  %.934.us.us.us.us.us.1 = load double, ptr %scevgep995, align 8
  br label %B404.us.us.us.us.us.1

B404.us.us.us.us.us.1:                            ; preds = %B376.us.us.us.us.us.1, %B404.us.us.us.us.us
  %"$phi404.3.2.3.us.us.us.us.us.1" = phi double [ %.934.us.us.us.us.us.1, %B376.us.us.us.us.us.1 ], [ %.645.us.us.us.us.us.1, %B404.us.us.us.us.us ]
  %.950.us.us.us.us.us.1 = fadd double %.708.us.us.us.us.us.1, %.784.us.us.us.us.us.1
  %.956.us.us.us.us.us.1 = fadd double %.950.us.us.us.us.us.1, %.858.us.us.us.us.us.1
  %.959.us.us.us.us.us.1 = fadd double %.956.us.us.us.us.us.1, %"$phi404.3.2.3.us.us.us.us.us.1"
  %.961.us.us.us.us.us.1 = fmul double %.645.us.us.us.us.us.1, 4.000000e+00
  %.962.us.us.us.us.us.1 = fsub double %.959.us.us.us.us.us.1, %.961.us.us.us.us.us.1
  %.965.us.us.us.us.us.1 = fmul double %.645.us.us.us.us.us.1, %.645.us.us.us.us.us.1
  %.967.us.us.us.us.us.1 = fmul double %.645.us.us.us.us.us.1, %.965.us.us.us.us.us.1
  %.968.us.us.us.us.us.1 = fsub double %.962.us.us.us.us.us.1, %.967.us.us.us.us.us.1
  %.970.us.us.us.us.us.1 = fmul double %arg.h, %.968.us.us.us.us.us.1
  %.972.us.us.us.us.us.1 = fadd double %.645.us.us.us.us.us.1, %.970.us.us.us.us.us.1
  %169 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep988 = getelementptr i8, ptr %lsr.iv891, i64 %169
  %scevgep989 = getelementptr i8, ptr %scevgep988, i64 8
  store double %.972.us.us.us.us.us.1, ptr %scevgep989, align 8
  %scevgep992 = getelementptr i8, ptr %lsr.iv900, i64 %169
  %scevgep993 = getelementptr i8, ptr %scevgep992, i64 16
  %.645.us.us.us.us.us.2 = load double, ptr %scevgep993, align 8
  %170 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep978 = getelementptr i8, ptr %lsr.iv895, i64 %170
  %scevgep979 = getelementptr i8, ptr %scevgep978, i64 16
  %.708.us.us.us.us.us.2 = load double, ptr %scevgep979, align 8
  %171 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep969 = getelementptr i8, ptr %lsr.iv957, i64 %171
  %scevgep970 = getelementptr i8, ptr %scevgep969, i64 16
  %.784.us.us.us.us.us.2 = load double, ptr %scevgep970, align 8
  %scevgep1002 = getelementptr i8, ptr %lsr.iv900, i64 %171
  %scevgep1003 = getelementptr i8, ptr %scevgep1002, i64 8
  %.858.us.us.us.us.us.2 = load double, ptr %scevgep1003, align 8
  %172 = add i64 %167, 1
  %.878.us.us.us.us.us.2 = icmp slt i64 %172, %.876
  br i1 %.878.us.us.us.us.us.2, label %B376.us.us.us.us.us.2, label %B404.us.us.us.us.us.2

B376.us.us.us.us.us.2:                            ; preds = %B404.us.us.us.us.us.1
  %173 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep1010 = getelementptr i8, ptr %lsr.iv900, i64 %173
  %scevgep1011 = getelementptr i8, ptr %scevgep1010, i64 24
  %.934.us.us.us.us.us.2 = load double, ptr %scevgep1011, align 8
  br label %B404.us.us.us.us.us.2

B404.us.us.us.us.us.2:                            ; preds = %B376.us.us.us.us.us.2, %B404.us.us.us.us.us.1
  %"$phi404.3.2.3.us.us.us.us.us.2" = phi double [ %.934.us.us.us.us.us.2, %B376.us.us.us.us.us.2 ], [ %.645.us.us.us.us.us.2, %B404.us.us.us.us.us.1 ]
  %.950.us.us.us.us.us.2 = fadd double %.708.us.us.us.us.us.2, %.784.us.us.us.us.us.2
  %.956.us.us.us.us.us.2 = fadd double %.950.us.us.us.us.us.2, %.858.us.us.us.us.us.2
  %.959.us.us.us.us.us.2 = fadd double %.956.us.us.us.us.us.2, %"$phi404.3.2.3.us.us.us.us.us.2"
  %.961.us.us.us.us.us.2 = fmul double %.645.us.us.us.us.us.2, 4.000000e+00
  %.962.us.us.us.us.us.2 = fsub double %.959.us.us.us.us.us.2, %.961.us.us.us.us.us.2
  %.965.us.us.us.us.us.2 = fmul double %.645.us.us.us.us.us.2, %.645.us.us.us.us.us.2
  %.967.us.us.us.us.us.2 = fmul double %.645.us.us.us.us.us.2, %.965.us.us.us.us.us.2
  %.968.us.us.us.us.us.2 = fsub double %.962.us.us.us.us.us.2, %.967.us.us.us.us.us.2
  %.970.us.us.us.us.us.2 = fmul double %arg.h, %.968.us.us.us.us.us.2
  %.972.us.us.us.us.us.2 = fadd double %.645.us.us.us.us.us.2, %.970.us.us.us.us.us.2
  %174 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep983 = getelementptr i8, ptr %lsr.iv891, i64 %174
  %scevgep984 = getelementptr i8, ptr %scevgep983, i64 16
  store double %.972.us.us.us.us.us.2, ptr %scevgep984, align 8
  %scevgep1008 = getelementptr i8, ptr %lsr.iv900, i64 %174
  %scevgep1009 = getelementptr i8, ptr %scevgep1008, i64 24
  %.645.us.us.us.us.us.3 = load double, ptr %scevgep1009, align 8
  %175 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep976 = getelementptr i8, ptr %lsr.iv895, i64 %175
  %scevgep977 = getelementptr i8, ptr %scevgep976, i64 24
  %.708.us.us.us.us.us.3 = load double, ptr %scevgep977, align 8
  %176 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep974 = getelementptr i8, ptr %lsr.iv957, i64 %176
  %scevgep975 = getelementptr i8, ptr %scevgep974, i64 24
  %.784.us.us.us.us.us.3 = load double, ptr %scevgep975, align 8
  %scevgep990 = getelementptr i8, ptr %lsr.iv900, i64 %176
  %scevgep991 = getelementptr i8, ptr %scevgep990, i64 16
  %.858.us.us.us.us.us.3 = load double, ptr %scevgep991, align 8
  %177 = add i64 %172, 1
  %.878.us.us.us.us.us.3 = icmp slt i64 %177, %.876
  br i1 %.878.us.us.us.us.us.3, label %B376.us.us.us.us.us.3, label %B404.us.us.us.us.us.3

B376.us.us.us.us.us.3:                            ; preds = %B404.us.us.us.us.us.2
  %178 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep996 = getelementptr i8, ptr %lsr.iv900, i64 %178
  %scevgep997 = getelementptr i8, ptr %scevgep996, i64 32
  %.934.us.us.us.us.us.3 = load double, ptr %scevgep997, align 8
  br label %B404.us.us.us.us.us.3

B404.us.us.us.us.us.3:                            ; preds = %B376.us.us.us.us.us.3, %B404.us.us.us.us.us.2
  %"$phi404.3.2.3.us.us.us.us.us.3" = phi double [ %.934.us.us.us.us.us.3, %B376.us.us.us.us.us.3 ], [ %.645.us.us.us.us.us.3, %B404.us.us.us.us.us.2 ]
  %.950.us.us.us.us.us.3 = fadd double %.708.us.us.us.us.us.3, %.784.us.us.us.us.us.3
  %.956.us.us.us.us.us.3 = fadd double %.950.us.us.us.us.us.3, %.858.us.us.us.us.us.3
  %.959.us.us.us.us.us.3 = fadd double %.956.us.us.us.us.us.3, %"$phi404.3.2.3.us.us.us.us.us.3"
  %.961.us.us.us.us.us.3 = fmul double %.645.us.us.us.us.us.3, 4.000000e+00
  %.962.us.us.us.us.us.3 = fsub double %.959.us.us.us.us.us.3, %.961.us.us.us.us.us.3
  %.965.us.us.us.us.us.3 = fmul double %.645.us.us.us.us.us.3, %.645.us.us.us.us.us.3
  %.967.us.us.us.us.us.3 = fmul double %.645.us.us.us.us.us.3, %.965.us.us.us.us.us.3
  %.968.us.us.us.us.us.3 = fsub double %.962.us.us.us.us.us.3, %.967.us.us.us.us.us.3
  %.970.us.us.us.us.us.3 = fmul double %arg.h, %.968.us.us.us.us.us.3
  %.972.us.us.us.us.us.3 = fadd double %.645.us.us.us.us.us.3, %.970.us.us.us.us.us.3
  %179 = shl i64 %.557472474.us.us.us.us.us, 3
  %scevgep986 = getelementptr i8, ptr %lsr.iv891, i64 %179
  %scevgep987 = getelementptr i8, ptr %scevgep986, i64 24
  store double %.972.us.us.us.us.us.3, ptr %scevgep987, align 8
  %180 = add i64 %177, 1
  %exitcond739.not.us.3 = icmp eq i64 %arg.u0.5.1.fr, %180
  br i1 %exitcond739.not.us.3, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us.us.us.us.us, !llvm.loop !81

B204.us491.us.us:                                 ; preds = %B204.us491.us.us.preheader718, %B404.us518.us.us.3
  %.557472474.us493.us.us = phi i64 [ %205, %B404.us518.us.us.3 ], [ %.557472474.us493.us.us.unr, %B204.us491.us.us.preheader718 ]
  %181 = icmp slt i64 %.436479485.us.us.us, %.726
  %182 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1051 = getelementptr i8, ptr %lsr.iv900, i64 %182
  %.645.us500.us.us = load double, ptr %scevgep1051, align 8
  br i1 %181, label %B286.us501.us.us, label %B356.us510.us.us

B286.us501.us.us:                                 ; preds = %B204.us491.us.us
  %183 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1029 = getelementptr i8, ptr %lsr.iv957, i64 %183
  %.784.us503.us.us = load double, ptr %scevgep1029, align 8
  br label %B356.us510.us.us

B356.us510.us.us:                                 ; preds = %B286.us501.us.us, %B204.us491.us.us
  %"$phi314.3.2.3.us505.us.us" = phi double [ %.784.us503.us.us, %B286.us501.us.us ], [ %.645.us500.us.us, %B204.us491.us.us ]
  %184 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1049 = getelementptr i8, ptr %lsr.iv900, i64 %184
  %scevgep1050 = getelementptr i8, ptr %scevgep1049, i64 -8
  %.858.us509.us.us = load double, ptr %scevgep1050, align 8
  %.878.us512.us.us = icmp slt i64 %.557472474.us493.us.us, %.876
  br i1 %.878.us512.us.us, label %B376.us513.us.us, label %B404.us518.us.us

B376.us513.us.us:                                 ; preds = %B356.us510.us.us
  %185 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1055 = getelementptr i8, ptr %lsr.iv900, i64 %185
  %scevgep1056 = getelementptr i8, ptr %scevgep1055, i64 8
  %.934.us517.us.us = load double, ptr %scevgep1056, align 8
  br label %B404.us518.us.us

B404.us518.us.us:                                 ; preds = %B376.us513.us.us, %B356.us510.us.us
  %"$phi404.3.2.3.us519.us.us" = phi double [ %.934.us517.us.us, %B376.us513.us.us ], [ %.645.us500.us.us, %B356.us510.us.us ]
  %186 = icmp slt i64 %.436479485.us.us.us, %.726
  %.950.us520.us.us = fadd double %.645.us500.us.us, %"$phi314.3.2.3.us505.us.us"
  %.956.us521.us.us = fadd double %.950.us520.us.us, %.858.us509.us.us
  %.959.us522.us.us = fadd double %.956.us521.us.us, %"$phi404.3.2.3.us519.us.us"
  %.961.us523.us.us = fmul double %.645.us500.us.us, 4.000000e+00
  %.962.us524.us.us = fsub double %.959.us522.us.us, %.961.us523.us.us
  %.965.us525.us.us = fmul double %.645.us500.us.us, %.645.us500.us.us
  %.967.us526.us.us = fmul double %.645.us500.us.us, %.965.us525.us.us
  %.968.us527.us.us = fsub double %.962.us524.us.us, %.967.us526.us.us
  %.970.us528.us.us = fmul double %arg.h, %.968.us527.us.us
  %.972.us529.us.us = fadd double %.645.us500.us.us, %.970.us528.us.us
  %187 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1036 = getelementptr i8, ptr %lsr.iv891, i64 %187
  store double %.972.us529.us.us, ptr %scevgep1036, align 8
  %scevgep1057 = getelementptr i8, ptr %lsr.iv900, i64 %187
  %scevgep1058 = getelementptr i8, ptr %scevgep1057, i64 8
  %.645.us500.us.us.1 = load double, ptr %scevgep1058, align 8
  br i1 %186, label %B286.us501.us.us.1, label %B356.us510.us.us.1

B286.us501.us.us.1:                               ; preds = %B404.us518.us.us
  %188 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1030 = getelementptr i8, ptr %lsr.iv957, i64 %188
  %scevgep1031 = getelementptr i8, ptr %scevgep1030, i64 8
  %.784.us503.us.us.1 = load double, ptr %scevgep1031, align 8
  br label %B356.us510.us.us.1

B356.us510.us.us.1:                               ; preds = %B286.us501.us.us.1, %B404.us518.us.us
  %"$phi314.3.2.3.us505.us.us.1" = phi double [ %.784.us503.us.us.1, %B286.us501.us.us.1 ], [ %.645.us500.us.us.1, %B404.us518.us.us ]
  %189 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1052 = getelementptr i8, ptr %lsr.iv900, i64 %189
  %.858.us509.us.us.1 = load double, ptr %scevgep1052, align 8
  %190 = add i64 %.557472474.us493.us.us, 1
  %.878.us512.us.us.1 = icmp slt i64 %190, %.876
  br i1 %.878.us512.us.us.1, label %B376.us513.us.us.1, label %B404.us518.us.us.1

B376.us513.us.us.1:                               ; preds = %B356.us510.us.us.1
  %191 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1045 = getelementptr i8, ptr %lsr.iv900, i64 %191
  %scevgep1046 = getelementptr i8, ptr %scevgep1045, i64 16
  %.934.us517.us.us.1 = load double, ptr %scevgep1046, align 8
  br label %B404.us518.us.us.1

B404.us518.us.us.1:                               ; preds = %B376.us513.us.us.1, %B356.us510.us.us.1
  %"$phi404.3.2.3.us519.us.us.1" = phi double [ %.934.us517.us.us.1, %B376.us513.us.us.1 ], [ %.645.us500.us.us.1, %B356.us510.us.us.1 ]
  %192 = icmp slt i64 %.436479485.us.us.us, %.726
  %.950.us520.us.us.1 = fadd double %.645.us500.us.us.1, %"$phi314.3.2.3.us505.us.us.1"
  %.956.us521.us.us.1 = fadd double %.950.us520.us.us.1, %.858.us509.us.us.1
  %.959.us522.us.us.1 = fadd double %.956.us521.us.us.1, %"$phi404.3.2.3.us519.us.us.1"
  %.961.us523.us.us.1 = fmul double %.645.us500.us.us.1, 4.000000e+00
  %.962.us524.us.us.1 = fsub double %.959.us522.us.us.1, %.961.us523.us.us.1
  %.965.us525.us.us.1 = fmul double %.645.us500.us.us.1, %.645.us500.us.us.1
  %.967.us526.us.us.1 = fmul double %.645.us500.us.us.1, %.965.us525.us.us.1
  %.968.us527.us.us.1 = fsub double %.962.us524.us.us.1, %.967.us526.us.us.1
  %.970.us528.us.us.1 = fmul double %arg.h, %.968.us527.us.us.1
  %.972.us529.us.us.1 = fadd double %.645.us500.us.us.1, %.970.us528.us.us.1
  %193 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1039 = getelementptr i8, ptr %lsr.iv891, i64 %193
  %scevgep1040 = getelementptr i8, ptr %scevgep1039, i64 8
  store double %.972.us529.us.us.1, ptr %scevgep1040, align 8
  %scevgep1043 = getelementptr i8, ptr %lsr.iv900, i64 %193
  %scevgep1044 = getelementptr i8, ptr %scevgep1043, i64 16
  %.645.us500.us.us.2 = load double, ptr %scevgep1044, align 8
  br i1 %192, label %B286.us501.us.us.2, label %B356.us510.us.us.2

B286.us501.us.us.2:                               ; preds = %B404.us518.us.us.1
  %194 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1027 = getelementptr i8, ptr %lsr.iv957, i64 %194
  %scevgep1028 = getelementptr i8, ptr %scevgep1027, i64 16
  %.784.us503.us.us.2 = load double, ptr %scevgep1028, align 8
  br label %B356.us510.us.us.2

B356.us510.us.us.2:                               ; preds = %B286.us501.us.us.2, %B404.us518.us.us.1
  %"$phi314.3.2.3.us505.us.us.2" = phi double [ %.784.us503.us.us.2, %B286.us501.us.us.2 ], [ %.645.us500.us.us.2, %B404.us518.us.us.1 ]
  %195 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1053 = getelementptr i8, ptr %lsr.iv900, i64 %195
  %scevgep1054 = getelementptr i8, ptr %scevgep1053, i64 8
  %.858.us509.us.us.2 = load double, ptr %scevgep1054, align 8
  %196 = add i64 %190, 1
  %.878.us512.us.us.2 = icmp slt i64 %196, %.876
  br i1 %.878.us512.us.us.2, label %B376.us513.us.us.2, label %B404.us518.us.us.2

B376.us513.us.us.2:                               ; preds = %B356.us510.us.us.2
  %197 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1061 = getelementptr i8, ptr %lsr.iv900, i64 %197
  %scevgep1062 = getelementptr i8, ptr %scevgep1061, i64 24
  %.934.us517.us.us.2 = load double, ptr %scevgep1062, align 8
  br label %B404.us518.us.us.2

B404.us518.us.us.2:                               ; preds = %B376.us513.us.us.2, %B356.us510.us.us.2
  %"$phi404.3.2.3.us519.us.us.2" = phi double [ %.934.us517.us.us.2, %B376.us513.us.us.2 ], [ %.645.us500.us.us.2, %B356.us510.us.us.2 ]
  %198 = icmp slt i64 %.436479485.us.us.us, %.726
  %.950.us520.us.us.2 = fadd double %.645.us500.us.us.2, %"$phi314.3.2.3.us505.us.us.2"
  %.956.us521.us.us.2 = fadd double %.950.us520.us.us.2, %.858.us509.us.us.2
  %.959.us522.us.us.2 = fadd double %.956.us521.us.us.2, %"$phi404.3.2.3.us519.us.us.2"
  %.961.us523.us.us.2 = fmul double %.645.us500.us.us.2, 4.000000e+00
  %.962.us524.us.us.2 = fsub double %.959.us522.us.us.2, %.961.us523.us.us.2
  %.965.us525.us.us.2 = fmul double %.645.us500.us.us.2, %.645.us500.us.us.2
  %.967.us526.us.us.2 = fmul double %.645.us500.us.us.2, %.965.us525.us.us.2
  %.968.us527.us.us.2 = fsub double %.962.us524.us.us.2, %.967.us526.us.us.2
  %.970.us528.us.us.2 = fmul double %arg.h, %.968.us527.us.us.2
  %.972.us529.us.us.2 = fadd double %.645.us500.us.us.2, %.970.us528.us.us.2
  %199 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1034 = getelementptr i8, ptr %lsr.iv891, i64 %199
  %scevgep1035 = getelementptr i8, ptr %scevgep1034, i64 16
  store double %.972.us529.us.us.2, ptr %scevgep1035, align 8
  %scevgep1059 = getelementptr i8, ptr %lsr.iv900, i64 %199
  %scevgep1060 = getelementptr i8, ptr %scevgep1059, i64 24
  %.645.us500.us.us.3 = load double, ptr %scevgep1060, align 8
  br i1 %198, label %B286.us501.us.us.3, label %B356.us510.us.us.3

B286.us501.us.us.3:                               ; preds = %B404.us518.us.us.2
  %200 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1032 = getelementptr i8, ptr %lsr.iv957, i64 %200
  %scevgep1033 = getelementptr i8, ptr %scevgep1032, i64 24
  %.784.us503.us.us.3 = load double, ptr %scevgep1033, align 8
  br label %B356.us510.us.us.3

B356.us510.us.us.3:                               ; preds = %B286.us501.us.us.3, %B404.us518.us.us.2
  %"$phi314.3.2.3.us505.us.us.3" = phi double [ %.784.us503.us.us.3, %B286.us501.us.us.3 ], [ %.645.us500.us.us.3, %B404.us518.us.us.2 ]
  %201 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1041 = getelementptr i8, ptr %lsr.iv900, i64 %201
  %scevgep1042 = getelementptr i8, ptr %scevgep1041, i64 16
  %.858.us509.us.us.3 = load double, ptr %scevgep1042, align 8
  %202 = add i64 %196, 1
  %.878.us512.us.us.3 = icmp slt i64 %202, %.876
  br i1 %.878.us512.us.us.3, label %B376.us513.us.us.3, label %B404.us518.us.us.3

B376.us513.us.us.3:                               ; preds = %B356.us510.us.us.3
  %203 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1047 = getelementptr i8, ptr %lsr.iv900, i64 %203
  %scevgep1048 = getelementptr i8, ptr %scevgep1047, i64 32
  %.934.us517.us.us.3 = load double, ptr %scevgep1048, align 8
  br label %B404.us518.us.us.3

B404.us518.us.us.3:                               ; preds = %B376.us513.us.us.3, %B356.us510.us.us.3
  %"$phi404.3.2.3.us519.us.us.3" = phi double [ %.934.us517.us.us.3, %B376.us513.us.us.3 ], [ %.645.us500.us.us.3, %B356.us510.us.us.3 ]
  %.950.us520.us.us.3 = fadd double %.645.us500.us.us.3, %"$phi314.3.2.3.us505.us.us.3"
  %.956.us521.us.us.3 = fadd double %.950.us520.us.us.3, %.858.us509.us.us.3
  %.959.us522.us.us.3 = fadd double %.956.us521.us.us.3, %"$phi404.3.2.3.us519.us.us.3"
  %.961.us523.us.us.3 = fmul double %.645.us500.us.us.3, 4.000000e+00
  %.962.us524.us.us.3 = fsub double %.959.us522.us.us.3, %.961.us523.us.us.3
  %.965.us525.us.us.3 = fmul double %.645.us500.us.us.3, %.645.us500.us.us.3
  %.967.us526.us.us.3 = fmul double %.645.us500.us.us.3, %.965.us525.us.us.3
  %.968.us527.us.us.3 = fsub double %.962.us524.us.us.3, %.967.us526.us.us.3
  %.970.us528.us.us.3 = fmul double %arg.h, %.968.us527.us.us.3
  %.972.us529.us.us.3 = fadd double %.645.us500.us.us.3, %.970.us528.us.us.3
  %204 = shl i64 %.557472474.us493.us.us, 3
  %scevgep1037 = getelementptr i8, ptr %lsr.iv891, i64 %204
  %scevgep1038 = getelementptr i8, ptr %scevgep1037, i64 24
  store double %.972.us529.us.us.3, ptr %scevgep1038, align 8
  %205 = add i64 %202, 1
  %exitcond.not.3 = icmp eq i64 %arg.u0.5.1.fr, %205
  br i1 %exitcond.not.3, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us491.us.us, !llvm.loop !82

B202.B168.loopexit_crit_edge.us.us.us:            ; preds = %B404.us.us.us.us.3, %B404.us.us.us.us.us.3, %B404.us518.us.us.3, %B204.us.us.us.us.prol.loopexit, %B204.us.us.us.us.us.prol.loopexit, %B204.us491.us.us.prol.loopexit, %middle.block505, %vec.epilog.middle.block, %middle.block459, %middle.block, %B404.us518.us.us.peel, %B404.us.us.us.us.peel
  %scevgep859 = getelementptr i8, ptr %lsr.iv858, i64 %19
  %scevgep872 = getelementptr i8, ptr %lsr.iv871, i64 %19
  %scevgep878 = getelementptr i8, ptr %lsr.iv877, i64 %19
  %scevgep882 = getelementptr i8, ptr %lsr.iv881, i64 %19
  %scevgep889 = getelementptr i8, ptr %lsr.iv888, i64 %19
  %scevgep892 = getelementptr i8, ptr %lsr.iv891, i64 %19
  %scevgep896 = getelementptr i8, ptr %lsr.iv895, i64 %19
  %scevgep901 = getelementptr i8, ptr %lsr.iv900, i64 %19
  %scevgep951 = getelementptr i8, ptr %lsr.iv950, i64 %19
  %scevgep958 = getelementptr i8, ptr %lsr.iv957, i64 %19
  %exitcond741.not = icmp eq i64 %arg.u0.5.0.fr, %.443.us.us.us
  br i1 %exitcond741.not, label %B168.B484_crit_edge.split.us.us.us, label %B170.endif.us.us.us

B204.us.us.us.us:                                 ; preds = %B204.us.us.us.us.preheader721, %B404.us.us.us.us.3
  %.557472474.us.us.us.us = phi i64 [ %222, %B404.us.us.us.us.3 ], [ %.557472474.us.us.us.us.unr, %B204.us.us.us.us.preheader721 ]
  %206 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep931 = getelementptr i8, ptr %lsr.iv900, i64 %206
  %.645.us.us.us.us = load double, ptr %scevgep931, align 8
  %207 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep909 = getelementptr i8, ptr %lsr.iv895, i64 %207
  %.708.us.us.us.us = load double, ptr %scevgep909, align 8
  %scevgep929 = getelementptr i8, ptr %lsr.iv900, i64 %207
  %scevgep930 = getelementptr i8, ptr %scevgep929, i64 -8
  %.858.us.us.us.us = load double, ptr %scevgep930, align 8
  %.878.us.us.us.us = icmp slt i64 %.557472474.us.us.us.us, %.876
  br i1 %.878.us.us.us.us, label %B376.us.us.us.us, label %B404.us.us.us.us

B376.us.us.us.us:                                 ; preds = %B204.us.us.us.us
  %208 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep935 = getelementptr i8, ptr %lsr.iv900, i64 %208
  %scevgep936 = getelementptr i8, ptr %scevgep935, i64 8
  %.934.us.us.us.us = load double, ptr %scevgep936, align 8
  br label %B404.us.us.us.us

B404.us.us.us.us:                                 ; preds = %B376.us.us.us.us, %B204.us.us.us.us
  %"$phi404.3.2.3.us.us.us.us" = phi double [ %.934.us.us.us.us, %B376.us.us.us.us ], [ %.645.us.us.us.us, %B204.us.us.us.us ]
  %.950.us.us.us.us = fadd double %.708.us.us.us.us, %.645.us.us.us.us
  %.956.us.us.us.us = fadd double %.950.us.us.us.us, %.858.us.us.us.us
  %.959.us.us.us.us = fadd double %.956.us.us.us.us, %"$phi404.3.2.3.us.us.us.us"
  %.961.us.us.us.us = fmul double %.645.us.us.us.us, 4.000000e+00
  %.962.us.us.us.us = fsub double %.959.us.us.us.us, %.961.us.us.us.us
  %.965.us.us.us.us = fmul double %.645.us.us.us.us, %.645.us.us.us.us
  %.967.us.us.us.us = fmul double %.645.us.us.us.us, %.965.us.us.us.us
  %.968.us.us.us.us = fsub double %.962.us.us.us.us, %.967.us.us.us.us
  %.970.us.us.us.us = fmul double %arg.h, %.968.us.us.us.us
  %.972.us.us.us.us = fadd double %.645.us.us.us.us, %.970.us.us.us.us
  %209 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep916 = getelementptr i8, ptr %lsr.iv891, i64 %209
  store double %.972.us.us.us.us, ptr %scevgep916, align 8
  %scevgep937 = getelementptr i8, ptr %lsr.iv900, i64 %209
  %scevgep938 = getelementptr i8, ptr %scevgep937, i64 8
  %.645.us.us.us.us.1 = load double, ptr %scevgep938, align 8
  %210 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep910 = getelementptr i8, ptr %lsr.iv895, i64 %210
  %scevgep911 = getelementptr i8, ptr %scevgep910, i64 8
  %.708.us.us.us.us.1 = load double, ptr %scevgep911, align 8
  %scevgep932 = getelementptr i8, ptr %lsr.iv900, i64 %210
  %.858.us.us.us.us.1 = load double, ptr %scevgep932, align 8
  %211 = add i64 %.557472474.us.us.us.us, 1
  %.878.us.us.us.us.1 = icmp slt i64 %211, %.876
  br i1 %.878.us.us.us.us.1, label %B376.us.us.us.us.1, label %B404.us.us.us.us.1

B376.us.us.us.us.1:                               ; preds = %B404.us.us.us.us
  %212 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep925 = getelementptr i8, ptr %lsr.iv900, i64 %212
  %scevgep926 = getelementptr i8, ptr %scevgep925, i64 16
  %.934.us.us.us.us.1 = load double, ptr %scevgep926, align 8
  br label %B404.us.us.us.us.1

B404.us.us.us.us.1:                               ; preds = %B376.us.us.us.us.1, %B404.us.us.us.us
  %"$phi404.3.2.3.us.us.us.us.1" = phi double [ %.934.us.us.us.us.1, %B376.us.us.us.us.1 ], [ %.645.us.us.us.us.1, %B404.us.us.us.us ]
  %.950.us.us.us.us.1 = fadd double %.708.us.us.us.us.1, %.645.us.us.us.us.1
  %.956.us.us.us.us.1 = fadd double %.950.us.us.us.us.1, %.858.us.us.us.us.1
  %.959.us.us.us.us.1 = fadd double %.956.us.us.us.us.1, %"$phi404.3.2.3.us.us.us.us.1"
  %.961.us.us.us.us.1 = fmul double %.645.us.us.us.us.1, 4.000000e+00
  %.962.us.us.us.us.1 = fsub double %.959.us.us.us.us.1, %.961.us.us.us.us.1
  %.965.us.us.us.us.1 = fmul double %.645.us.us.us.us.1, %.645.us.us.us.us.1
  %.967.us.us.us.us.1 = fmul double %.645.us.us.us.us.1, %.965.us.us.us.us.1
  %.968.us.us.us.us.1 = fsub double %.962.us.us.us.us.1, %.967.us.us.us.us.1
  %.970.us.us.us.us.1 = fmul double %arg.h, %.968.us.us.us.us.1
  %.972.us.us.us.us.1 = fadd double %.645.us.us.us.us.1, %.970.us.us.us.us.1
  %213 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep919 = getelementptr i8, ptr %lsr.iv891, i64 %213
  %scevgep920 = getelementptr i8, ptr %scevgep919, i64 8
  store double %.972.us.us.us.us.1, ptr %scevgep920, align 8
  %scevgep923 = getelementptr i8, ptr %lsr.iv900, i64 %213
  %scevgep924 = getelementptr i8, ptr %scevgep923, i64 16
  %.645.us.us.us.us.2 = load double, ptr %scevgep924, align 8
  %214 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep907 = getelementptr i8, ptr %lsr.iv895, i64 %214
  %scevgep908 = getelementptr i8, ptr %scevgep907, i64 16
  %.708.us.us.us.us.2 = load double, ptr %scevgep908, align 8
  %scevgep933 = getelementptr i8, ptr %lsr.iv900, i64 %214
  %scevgep934 = getelementptr i8, ptr %scevgep933, i64 8
  %.858.us.us.us.us.2 = load double, ptr %scevgep934, align 8
  %215 = add i64 %211, 1
  %.878.us.us.us.us.2 = icmp slt i64 %215, %.876
  br i1 %.878.us.us.us.us.2, label %B376.us.us.us.us.2, label %B404.us.us.us.us.2

B376.us.us.us.us.2:                               ; preds = %B404.us.us.us.us.1
  %216 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep941 = getelementptr i8, ptr %lsr.iv900, i64 %216
  %scevgep942 = getelementptr i8, ptr %scevgep941, i64 24
  %.934.us.us.us.us.2 = load double, ptr %scevgep942, align 8
  br label %B404.us.us.us.us.2

B404.us.us.us.us.2:                               ; preds = %B376.us.us.us.us.2, %B404.us.us.us.us.1
  %"$phi404.3.2.3.us.us.us.us.2" = phi double [ %.934.us.us.us.us.2, %B376.us.us.us.us.2 ], [ %.645.us.us.us.us.2, %B404.us.us.us.us.1 ]
  %.950.us.us.us.us.2 = fadd double %.708.us.us.us.us.2, %.645.us.us.us.us.2
  %.956.us.us.us.us.2 = fadd double %.950.us.us.us.us.2, %.858.us.us.us.us.2
  %.959.us.us.us.us.2 = fadd double %.956.us.us.us.us.2, %"$phi404.3.2.3.us.us.us.us.2"
  %.961.us.us.us.us.2 = fmul double %.645.us.us.us.us.2, 4.000000e+00
  %.962.us.us.us.us.2 = fsub double %.959.us.us.us.us.2, %.961.us.us.us.us.2
  %.965.us.us.us.us.2 = fmul double %.645.us.us.us.us.2, %.645.us.us.us.us.2
  %.967.us.us.us.us.2 = fmul double %.645.us.us.us.us.2, %.965.us.us.us.us.2
  %.968.us.us.us.us.2 = fsub double %.962.us.us.us.us.2, %.967.us.us.us.us.2
  %.970.us.us.us.us.2 = fmul double %arg.h, %.968.us.us.us.us.2
  %.972.us.us.us.us.2 = fadd double %.645.us.us.us.us.2, %.970.us.us.us.us.2
  %217 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep914 = getelementptr i8, ptr %lsr.iv891, i64 %217
  %scevgep915 = getelementptr i8, ptr %scevgep914, i64 16
  store double %.972.us.us.us.us.2, ptr %scevgep915, align 8
  %scevgep939 = getelementptr i8, ptr %lsr.iv900, i64 %217
  %scevgep940 = getelementptr i8, ptr %scevgep939, i64 24
  %.645.us.us.us.us.3 = load double, ptr %scevgep940, align 8
  %218 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep912 = getelementptr i8, ptr %lsr.iv895, i64 %218
  %scevgep913 = getelementptr i8, ptr %scevgep912, i64 24
  %.708.us.us.us.us.3 = load double, ptr %scevgep913, align 8
  %scevgep921 = getelementptr i8, ptr %lsr.iv900, i64 %218
  %scevgep922 = getelementptr i8, ptr %scevgep921, i64 16
  %.858.us.us.us.us.3 = load double, ptr %scevgep922, align 8
  %219 = add i64 %215, 1
  %.878.us.us.us.us.3 = icmp slt i64 %219, %.876
  br i1 %.878.us.us.us.us.3, label %B376.us.us.us.us.3, label %B404.us.us.us.us.3

B376.us.us.us.us.3:                               ; preds = %B404.us.us.us.us.2
  %220 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep927 = getelementptr i8, ptr %lsr.iv900, i64 %220
  %scevgep928 = getelementptr i8, ptr %scevgep927, i64 32
  %.934.us.us.us.us.3 = load double, ptr %scevgep928, align 8
  br label %B404.us.us.us.us.3

B404.us.us.us.us.3:                               ; preds = %B376.us.us.us.us.3, %B404.us.us.us.us.2
  %"$phi404.3.2.3.us.us.us.us.3" = phi double [ %.934.us.us.us.us.3, %B376.us.us.us.us.3 ], [ %.645.us.us.us.us.3, %B404.us.us.us.us.2 ]
  %.950.us.us.us.us.3 = fadd double %.708.us.us.us.us.3, %.645.us.us.us.us.3
  %.956.us.us.us.us.3 = fadd double %.950.us.us.us.us.3, %.858.us.us.us.us.3
  %.959.us.us.us.us.3 = fadd double %.956.us.us.us.us.3, %"$phi404.3.2.3.us.us.us.us.3"
  %.961.us.us.us.us.3 = fmul double %.645.us.us.us.us.3, 4.000000e+00
  %.962.us.us.us.us.3 = fsub double %.959.us.us.us.us.3, %.961.us.us.us.us.3
  %.965.us.us.us.us.3 = fmul double %.645.us.us.us.us.3, %.645.us.us.us.us.3
  %.967.us.us.us.us.3 = fmul double %.645.us.us.us.us.3, %.965.us.us.us.us.3
  %.968.us.us.us.us.3 = fsub double %.962.us.us.us.us.3, %.967.us.us.us.us.3
  %.970.us.us.us.us.3 = fmul double %arg.h, %.968.us.us.us.us.3
  %.972.us.us.us.us.3 = fadd double %.645.us.us.us.us.3, %.970.us.us.us.us.3
  %221 = shl i64 %.557472474.us.us.us.us, 3
  %scevgep917 = getelementptr i8, ptr %lsr.iv891, i64 %221
  %scevgep918 = getelementptr i8, ptr %scevgep917, i64 24
  store double %.972.us.us.us.us.3, ptr %scevgep918, align 8
  %222 = add i64 %219, 1
  %exitcond739.not.3 = icmp eq i64 %arg.u0.5.1.fr, %222
  br i1 %exitcond739.not.3, label %B202.B168.loopexit_crit_edge.us.us.us, label %B204.us.us.us.us, !llvm.loop !83

B168.B484_crit_edge.split.us.us.us:               ; preds = %B202.B168.loopexit_crit_edge.us.us.us
  tail call void @NRT_decref(ptr nonnull %u.2.sroa.0.0568.us.us)
  %.260.us.us = icmp samesign ugt i64 %.259541559.us.us, 1
  br i1 %.260.us.us, label %B96.us.us, label %B150.i.1

B0.endif.i83:                                     ; preds = %B0.endif.i33
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i35), !noalias !84
  %.7.i.i.i85 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !88
  %.8.i.i.i86 = icmp eq ptr %.7.i.i.i85, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i), !noalias !21
  br i1 %.8.i.i.i86, label %B96.if.if.sink.split, label %B0.endif.i108, !prof !0

B0.endif.i108:                                    ; preds = %B0.endif.i83
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i85), !noalias !95
  %.7.i.i.i110 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !99
  %.8.i.i.i111 = icmp eq ptr %.7.i.i.i110, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i35), !noalias !84
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %.8.i.i.i111, label %B96.if.if.sink.split, label %B490.sink.split, !prof !0

B96.if.if.sink.split:                             ; preds = %B0.endif.i108, %B0.endif.i83, %B0.endif.i158, %B0.endif.i133
  %.7.i.i.i.sink388 = phi ptr [ %.7.i.i, %B0.endif.i133 ], [ %.7.i.i.i, %B0.endif.i158 ], [ %.7.i.i, %B0.endif.i83 ], [ %.7.i.i.i35, %B0.endif.i108 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i.sink388)
  br label %B96.if.if

B96.if.if:                                        ; preds = %B96.us.us, %B96.if.if.sink.split, %B0.endif.i33, %B0.endif.i25
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, ptr %excinfo, align 8
  br label %common.ret

B0.endif.i133:                                    ; preds = %B0.endif.i25
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i), !noalias !106
  %.7.i.i.i135 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !110
  %.8.i.i.i136 = icmp eq ptr %.7.i.i.i135, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i), !noalias !10
  br i1 %.8.i.i.i136, label %B96.if.if.sink.split, label %B0.endif.i158, !prof !0

B0.endif.i158:                                    ; preds = %B0.endif.i133
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i135), !noalias !117
  %.7.i.i.i160 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !121
  %.8.i.i.i161 = icmp eq ptr %.7.i.i.i160, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i), !noalias !106
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %.8.i.i.i161, label %B96.if.if.sink.split, label %B490.sink.split, !prof !0

B490.endif.endif.endif.endif.if:                  ; preds = %B150.i.1
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B490.endif.endif.endif.endif.endif:               ; preds = %B150.i.1
  %.1217 = shl nsw i64 %.1212, 3
  %.7.i.i197 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1217, i32 32), !noalias !128
  %.8.i.i198 = icmp eq ptr %.7.i.i197, null
  br i1 %.8.i.i198, label %B490.endif.endif.endif.endif.endif.if.if, label %B490.endif.endif.endif.endif.endif.endif, !prof !0

B490.endif.endif.endif.endif.endif.endif:         ; preds = %B490.endif.endif.endif.endif.endif
  %.5.i203 = getelementptr i8, ptr %.7.i.i197, i64 24
  %.6.i204 = load ptr, ptr %.5.i203, align 8
  %.1303662 = icmp sgt i64 %arg.u0.5.0.fr, 0
  br i1 %.1303662, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B490.endif.endif.endif.endif.endif.endif
  %.1306621 = icmp sgt i64 %arg.u0.5.1.fr, 0
  br i1 %.1306621, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.1308.not = icmp eq i64 %arg.u0.5.0.fr, 1
  br i1 %.1308.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %223 = icmp ugt i64 %arg.u0.5.1.fr, 1
  %224 = mul i64 %arg.u0.5.0.fr, %arg.u0.5.1.fr
  %225 = shl i64 %224, 3
  %scevgep640 = getelementptr i8, ptr %.6.i204, i64 %225
  br i1 %223, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %xtraiter701 = and i64 %arg.u0.5.0.fr, 3
  %226 = icmp ult i64 %arg.u0.5.0.fr, 4
  br i1 %226, label %iter.check611.epil.preheader, label %for.cond.1.preheader.us.us.preheader.new

for.cond.1.preheader.us.us.preheader.new:         ; preds = %for.cond.1.preheader.us.us.preheader
  %const1063 = bitcast i64 9223372036854775804 to i64
  %unroll_iter = and i64 %arg.u0.5.0.fr, %const1063
  %227 = mul i64 %arg.u0.5.1.fr, 24
  %scevgep841 = getelementptr i8, ptr %.6.i204, i64 %227
  %228 = shl i64 %arg.u0.5.1.fr, 5
  %scevgep845 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %227
  %229 = shl i64 %arg.u0.5.1.fr, 4
  %scevgep847 = getelementptr i8, ptr %.6.i204, i64 %229
  %scevgep849 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %229
  %230 = shl i64 %arg.u0.5.1.fr, 3
  %scevgep851 = getelementptr i8, ptr %.6.i204, i64 %230
  %scevgep853 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %230
  br label %iter.check611

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %const = bitcast i64 8070450532247928800 to i64
  %231 = mul i64 %arg.u0.5.1.fr, %arg.u0.5.0.fr
  %232 = shl i64 %231, 3
  %scevgep641 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %232
  %bound0642 = icmp ult ptr %.6.i204, %scevgep641
  %bound1643 = icmp ult ptr %u.2.sroa.60.0.lcssa, %scevgep640
  %found.conflict644 = and i1 %bound0642, %bound1643
  %233 = and i64 %arg.u0.5.1.fr, 1152921504606846976
  %234 = icmp ne i64 %233, 0
  %235 = or i1 %found.conflict644, %234
  %n.vec655 = and i64 %arg.u0.5.1.fr, %const
  %const_mat = add i64 %const, 28
  %n.vec671 = and i64 %arg.u0.5.1.fr, %const_mat
  %scevgep775 = getelementptr i8, ptr %.6.i204, i64 192
  %236 = shl i64 %arg.u0.5.1.fr, 3
  %scevgep785 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 192
  br label %iter.check650

iter.check650:                                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us
  %lsr.iv798 = phi ptr [ %u.2.sroa.60.0.lcssa, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep799, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv795 = phi ptr [ %.6.i204, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep796, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv786 = phi ptr [ %scevgep785, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep787, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv776 = phi ptr [ %scevgep775, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep777, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %loop.index667.us.us.us = phi i64 [ %.1375.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  %237 = icmp ult i64 %arg.u0.5.1.fr, 4
  %brmerge713 = select i1 %237, i1 true, i1 %235
  br i1 %brmerge713, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check652

vector.main.loop.iter.check652:                   ; preds = %iter.check650
  %238 = icmp ult i64 %arg.u0.5.1.fr, 32
  br i1 %238, label %vec.epilog.ph669, label %vector.body656.preheader

vector.body656.preheader:                         ; preds = %vector.main.loop.iter.check652
  br label %vector.body656

vector.body656:                                   ; preds = %vector.body656.preheader, %vector.body656
  %index657 = phi i64 [ %index.next662, %vector.body656 ], [ 0, %vector.body656.preheader ]
  %239 = shl i64 %index657, 3
  %scevgep793 = getelementptr i8, ptr %lsr.iv786, i64 %239
  %scevgep794 = getelementptr i8, ptr %scevgep793, i64 -192
  %240 = shl i64 %index657, 3
  %scevgep791 = getelementptr i8, ptr %lsr.iv786, i64 %240
  %scevgep792 = getelementptr i8, ptr %scevgep791, i64 -128
  %241 = shl i64 %index657, 3
  %scevgep789 = getelementptr i8, ptr %lsr.iv786, i64 %241
  %scevgep790 = getelementptr i8, ptr %scevgep789, i64 -64
  %242 = shl i64 %index657, 3
  %scevgep788 = getelementptr i8, ptr %lsr.iv786, i64 %242
  %wide.load658 = load <8 x double>, ptr %scevgep794, align 8, !alias.scope !135
  %wide.load659 = load <8 x double>, ptr %scevgep792, align 8, !alias.scope !135
  %wide.load660 = load <8 x double>, ptr %scevgep790, align 8, !alias.scope !135
  %wide.load661 = load <8 x double>, ptr %scevgep788, align 8, !alias.scope !135
  %243 = fmul <8 x double> %wide.load658, %wide.load658
  %244 = fmul <8 x double> %wide.load659, %wide.load659
  %245 = fmul <8 x double> %wide.load660, %wide.load660
  %246 = fmul <8 x double> %wide.load661, %wide.load661
  %247 = shl i64 %index657, 3
  %scevgep783 = getelementptr i8, ptr %lsr.iv776, i64 %247
  %scevgep784 = getelementptr i8, ptr %scevgep783, i64 -192
  %248 = shl i64 %index657, 3
  %scevgep781 = getelementptr i8, ptr %lsr.iv776, i64 %248
  %scevgep782 = getelementptr i8, ptr %scevgep781, i64 -128
  %249 = shl i64 %index657, 3
  %scevgep779 = getelementptr i8, ptr %lsr.iv776, i64 %249
  %scevgep780 = getelementptr i8, ptr %scevgep779, i64 -64
  %250 = shl i64 %index657, 3
  %scevgep778 = getelementptr i8, ptr %lsr.iv776, i64 %250
  store <8 x double> %243, ptr %scevgep784, align 8, !alias.scope !138, !noalias !135
  store <8 x double> %244, ptr %scevgep782, align 8, !alias.scope !138, !noalias !135
  store <8 x double> %245, ptr %scevgep780, align 8, !alias.scope !138, !noalias !135
  store <8 x double> %246, ptr %scevgep778, align 8, !alias.scope !138, !noalias !135
  %index.next662 = add nuw i64 %index657, 32
  %251 = icmp eq i64 %n.vec655, %index.next662
  br i1 %251, label %middle.block663, label %vector.body656, !llvm.loop !140

middle.block663:                                  ; preds = %vector.body656
  %252 = icmp eq i64 %arg.u0.5.1.fr, %n.vec655
  br i1 %252, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %vec.epilog.iter.check667

vec.epilog.iter.check667:                         ; preds = %middle.block663
  %253 = and i64 %arg.u0.5.1.fr, 28
  %254 = icmp eq i64 %253, 0
  br i1 %254, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph669, !prof !141

vec.epilog.ph669:                                 ; preds = %vector.main.loop.iter.check652, %vec.epilog.iter.check667
  %vec.epilog.resume.val665 = phi i64 [ %n.vec655, %vec.epilog.iter.check667 ], [ 0, %vector.main.loop.iter.check652 ]
  br label %vec.epilog.vector.body672

vec.epilog.vector.body672:                        ; preds = %vec.epilog.vector.body672, %vec.epilog.ph669
  %index673 = phi i64 [ %vec.epilog.resume.val665, %vec.epilog.ph669 ], [ %index.next675, %vec.epilog.vector.body672 ]
  %255 = shl i64 %index673, 3
  %scevgep800 = getelementptr i8, ptr %lsr.iv798, i64 %255
  %wide.load674 = load <4 x double>, ptr %scevgep800, align 8, !alias.scope !135
  %256 = fmul <4 x double> %wide.load674, %wide.load674
  %257 = shl i64 %index673, 3
  %scevgep797 = getelementptr i8, ptr %lsr.iv795, i64 %257
  store <4 x double> %256, ptr %scevgep797, align 8, !alias.scope !138, !noalias !135
  %index.next675 = add nuw i64 %index673, 4
  %258 = icmp eq i64 %n.vec671, %index.next675
  br i1 %258, label %vec.epilog.middle.block676, label %vec.epilog.vector.body672, !llvm.loop !142

vec.epilog.middle.block676:                       ; preds = %vec.epilog.vector.body672
  %259 = icmp eq i64 %arg.u0.5.1.fr, %n.vec671
  br i1 %259, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %vec.epilog.middle.block676, %vec.epilog.iter.check667, %iter.check650
  %loop.index.1626.us.us.us.us.us.ph = phi i64 [ 0, %iter.check650 ], [ %n.vec655, %vec.epilog.iter.check667 ], [ %n.vec671, %vec.epilog.middle.block676 ]
  %260 = sub nsw i64 %arg.u0.5.1.fr, %loop.index.1626.us.us.us.us.us.ph
  %xtraiter704 = and i64 %260, 7
  %lcmp.mod705.not = icmp eq i64 %xtraiter704, 0
  br i1 %lcmp.mod705.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv803 = phi i64 [ %xtraiter704, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next804, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.1626.us.us.us.us.us.prol = phi i64 [ %.1373.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.1626.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %261 = shl i64 %loop.index.1626.us.us.us.us.us.prol, 3
  %scevgep802 = getelementptr i8, ptr %lsr.iv798, i64 %261
  %.1324.us.us.us.us.us.prol = load double, ptr %scevgep802, align 8
  %.6.i205.prol = fmul double %.1324.us.us.us.us.us.prol, %.1324.us.us.us.us.us.prol
  %262 = shl i64 %loop.index.1626.us.us.us.us.us.prol, 3
  %scevgep801 = getelementptr i8, ptr %lsr.iv795, i64 %262
  store double %.6.i205.prol, ptr %scevgep801, align 8
  %.1373.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.1626.us.us.us.us.us.prol, 1
  %lsr.iv.next804 = add nsw i64 %lsr.iv803, -1
  %prol.iter706.cmp.not = icmp eq i64 %lsr.iv.next804, 0
  br i1 %prol.iter706.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !143

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.1626.us.us.us.us.us.unr = phi i64 [ %loop.index.1626.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %.1373.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %263 = sub nsw i64 %loop.index.1626.us.us.us.us.us.ph, %arg.u0.5.1.fr
  %264 = icmp ugt i64 %263, -8
  br i1 %264, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader715

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader715: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader715, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us
  %loop.index.1626.us.us.us.us.us = phi i64 [ %.1373.us.us.us.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us ], [ %loop.index.1626.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader715 ]
  %265 = shl i64 %loop.index.1626.us.us.us.us.us, 3
  %scevgep822 = getelementptr i8, ptr %lsr.iv798, i64 %265
  %.1324.us.us.us.us.us = load double, ptr %scevgep822, align 8
  %.6.i205 = fmul double %.1324.us.us.us.us.us, %.1324.us.us.us.us.us
  %266 = shl i64 %loop.index.1626.us.us.us.us.us, 3
  %scevgep807 = getelementptr i8, ptr %lsr.iv795, i64 %266
  store double %.6.i205, ptr %scevgep807, align 8
  %scevgep823 = getelementptr i8, ptr %lsr.iv798, i64 %266
  %scevgep824 = getelementptr i8, ptr %scevgep823, i64 8
  %.1324.us.us.us.us.us.1 = load double, ptr %scevgep824, align 8
  %.6.i205.1 = fmul double %.1324.us.us.us.us.us.1, %.1324.us.us.us.us.us.1
  %267 = shl i64 %loop.index.1626.us.us.us.us.us, 3
  %scevgep810 = getelementptr i8, ptr %lsr.iv795, i64 %267
  %scevgep811 = getelementptr i8, ptr %scevgep810, i64 8
  store double %.6.i205.1, ptr %scevgep811, align 8
  %scevgep825 = getelementptr i8, ptr %lsr.iv798, i64 %267
  %scevgep826 = getelementptr i8, ptr %scevgep825, i64 16
  %.1324.us.us.us.us.us.2 = load double, ptr %scevgep826, align 8
  %.6.i205.2 = fmul double %.1324.us.us.us.us.us.2, %.1324.us.us.us.us.us.2
  %268 = shl i64 %loop.index.1626.us.us.us.us.us, 3
  %scevgep812 = getelementptr i8, ptr %lsr.iv795, i64 %268
  %scevgep813 = getelementptr i8, ptr %scevgep812, i64 16
  store double %.6.i205.2, ptr %scevgep813, align 8
  %scevgep827 = getelementptr i8, ptr %lsr.iv798, i64 %268
  %scevgep828 = getelementptr i8, ptr %scevgep827, i64 24
  %.1324.us.us.us.us.us.3 = load double, ptr %scevgep828, align 8
  %.6.i205.3 = fmul double %.1324.us.us.us.us.us.3, %.1324.us.us.us.us.us.3
  %269 = shl i64 %loop.index.1626.us.us.us.us.us, 3
  %scevgep814 = getelementptr i8, ptr %lsr.iv795, i64 %269
  %scevgep815 = getelementptr i8, ptr %scevgep814, i64 24
  store double %.6.i205.3, ptr %scevgep815, align 8
  %scevgep829 = getelementptr i8, ptr %lsr.iv798, i64 %269
  %scevgep830 = getelementptr i8, ptr %scevgep829, i64 32
  %.1324.us.us.us.us.us.4 = load double, ptr %scevgep830, align 8
  %.6.i205.4 = fmul double %.1324.us.us.us.us.us.4, %.1324.us.us.us.us.us.4
  %270 = shl i64 %loop.index.1626.us.us.us.us.us, 3
  %scevgep805 = getelementptr i8, ptr %lsr.iv795, i64 %270
  %scevgep806 = getelementptr i8, ptr %scevgep805, i64 32
  store double %.6.i205.4, ptr %scevgep806, align 8
  %scevgep831 = getelementptr i8, ptr %lsr.iv798, i64 %270
  %scevgep832 = getelementptr i8, ptr %scevgep831, i64 40
  %.1324.us.us.us.us.us.5 = load double, ptr %scevgep832, align 8
  %.6.i205.5 = fmul double %.1324.us.us.us.us.us.5, %.1324.us.us.us.us.us.5
  %271 = shl i64 %loop.index.1626.us.us.us.us.us, 3
  %scevgep818 = getelementptr i8, ptr %lsr.iv795, i64 %271
  %scevgep819 = getelementptr i8, ptr %scevgep818, i64 40
  store double %.6.i205.5, ptr %scevgep819, align 8
  %scevgep833 = getelementptr i8, ptr %lsr.iv798, i64 %271
  %scevgep834 = getelementptr i8, ptr %scevgep833, i64 48
  %.1324.us.us.us.us.us.6 = load double, ptr %scevgep834, align 8
  %.6.i205.6 = fmul double %.1324.us.us.us.us.us.6, %.1324.us.us.us.us.us.6
  %272 = shl i64 %loop.index.1626.us.us.us.us.us, 3
  %scevgep816 = getelementptr i8, ptr %lsr.iv795, i64 %272
  %scevgep817 = getelementptr i8, ptr %scevgep816, i64 48
  store double %.6.i205.6, ptr %scevgep817, align 8
  %scevgep820 = getelementptr i8, ptr %lsr.iv798, i64 %272
  %scevgep821 = getelementptr i8, ptr %scevgep820, i64 56
  %.1324.us.us.us.us.us.7 = load double, ptr %scevgep821, align 8
  %.6.i205.7 = fmul double %.1324.us.us.us.us.us.7, %.1324.us.us.us.us.us.7
  %273 = shl i64 %loop.index.1626.us.us.us.us.us, 3
  %scevgep808 = getelementptr i8, ptr %lsr.iv795, i64 %273
  %scevgep809 = getelementptr i8, ptr %scevgep808, i64 56
  store double %.6.i205.7, ptr %scevgep809, align 8
  %.1373.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.1626.us.us.us.us.us, 8
  %exitcond748.not.7 = icmp eq i64 %arg.u0.5.1.fr, %.1373.us.us.us.us.us.7
  br i1 %exitcond748.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !144

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block676, %middle.block663
  %.1375.us.us.us = add nuw nsw i64 %loop.index667.us.us.us, 1
  %scevgep777 = getelementptr i8, ptr %lsr.iv776, i64 %236
  %scevgep787 = getelementptr i8, ptr %lsr.iv786, i64 %236
  %scevgep796 = getelementptr i8, ptr %lsr.iv795, i64 %236
  %scevgep799 = getelementptr i8, ptr %lsr.iv798, i64 %236
  %exitcond749.not = icmp eq i64 %.1375.us.us.us, %arg.u0.5.0.fr
  br i1 %exitcond749.not, label %for.end, label %iter.check650

iter.check611:                                    ; preds = %iter.check611, %for.cond.1.preheader.us.us.preheader.new
  %lsr.iv842 = phi i64 [ %lsr.iv.next843, %iter.check611 ], [ 0, %for.cond.1.preheader.us.us.preheader.new ]
  %loop.index667.us.us = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader.new ], [ %.1375.us.us.3, %iter.check611 ]
  %scevgep856 = getelementptr i8, ptr %.6.i204, i64 %lsr.iv842
  %scevgep855 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %lsr.iv842
  %.1324.us.us.us = load double, ptr %scevgep855, align 8
  %.6.i206 = fmul double %.1324.us.us.us, %.1324.us.us.us
  store double %.6.i206, ptr %scevgep856, align 8
  %scevgep852 = getelementptr i8, ptr %scevgep851, i64 %lsr.iv842
  %scevgep854 = getelementptr i8, ptr %scevgep853, i64 %lsr.iv842
  %.1324.us.us.us.1 = load double, ptr %scevgep854, align 8
  %.6.i206.1 = fmul double %.1324.us.us.us.1, %.1324.us.us.us.1
  store double %.6.i206.1, ptr %scevgep852, align 8
  %scevgep848 = getelementptr i8, ptr %scevgep847, i64 %lsr.iv842
  %scevgep850 = getelementptr i8, ptr %scevgep849, i64 %lsr.iv842
  %.1324.us.us.us.2 = load double, ptr %scevgep850, align 8
  %.6.i206.2 = fmul double %.1324.us.us.us.2, %.1324.us.us.us.2
  store double %.6.i206.2, ptr %scevgep848, align 8
  %scevgep844 = getelementptr i8, ptr %scevgep841, i64 %lsr.iv842
  %scevgep846 = getelementptr i8, ptr %scevgep845, i64 %lsr.iv842
  %.1324.us.us.us.3 = load double, ptr %scevgep846, align 8
  %.6.i206.3 = fmul double %.1324.us.us.us.3, %.1324.us.us.us.3
  store double %.6.i206.3, ptr %scevgep844, align 8
  %.1375.us.us.3 = add nuw nsw i64 %loop.index667.us.us, 4
  %lsr.iv.next843 = add i64 %lsr.iv842, %228
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.1375.us.us.3
  br i1 %niter.ncmp.3, label %for.end.loopexit688.unr-lcssa, label %iter.check611

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %274 = icmp ugt i64 %arg.u0.5.1.fr, 1
  br i1 %274, label %for.cond.1.preheader.us.us692.preheader, label %for.body.1.endif.endif.endif.endif.endif.us674

for.cond.1.preheader.us.us692.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %275 = ptrtoint ptr %.6.i204 to i64
  %276 = ptrtoint ptr %u.2.sroa.60.0.lcssa to i64
  %277 = sub i64 %275, %276
  %min.iters.check570 = icmp ult i64 %arg.u0.5.1.fr, 4
  %diff.check = icmp ult i64 %277, 256
  %or.cond = select i1 %min.iters.check570, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader, label %vector.main.loop.iter.check574

vector.main.loop.iter.check574:                   ; preds = %for.cond.1.preheader.us.us692.preheader
  %const1064 = bitcast i64 9223372036854775804 to i64
  %min.iters.check573 = icmp ult i64 %arg.u0.5.1.fr, 32
  br i1 %min.iters.check573, label %vec.epilog.ph591, label %vector.ph575

vector.ph575:                                     ; preds = %vector.main.loop.iter.check574
  %const_mat1065 = add i64 %const1064, -28
  %n.vec577 = and i64 %arg.u0.5.1.fr, %const_mat1065
  br label %vector.body578

vector.body578:                                   ; preds = %vector.body578, %vector.ph575
  %index579 = phi i64 [ 0, %vector.ph575 ], [ %index.next584, %vector.body578 ]
  %sunkaddr1083 = mul i64 %index579, 8
  %sunkaddr1084 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1083
  %wide.load580 = load <8 x double>, ptr %sunkaddr1084, align 8
  %sunkaddr1085 = mul i64 %index579, 8
  %sunkaddr1086 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1085
  %sunkaddr1087 = getelementptr i8, ptr %sunkaddr1086, i64 64
  %wide.load581 = load <8 x double>, ptr %sunkaddr1087, align 8
  %sunkaddr1088 = mul i64 %index579, 8
  %sunkaddr1089 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1088
  %sunkaddr1090 = getelementptr i8, ptr %sunkaddr1089, i64 128
  %wide.load582 = load <8 x double>, ptr %sunkaddr1090, align 8
  %sunkaddr1091 = mul i64 %index579, 8
  %sunkaddr1092 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1091
  %sunkaddr1093 = getelementptr i8, ptr %sunkaddr1092, i64 192
  %wide.load583 = load <8 x double>, ptr %sunkaddr1093, align 8
  %278 = fmul <8 x double> %wide.load580, %wide.load580
  %279 = fmul <8 x double> %wide.load581, %wide.load581
  %280 = fmul <8 x double> %wide.load582, %wide.load582
  %281 = fmul <8 x double> %wide.load583, %wide.load583
  %sunkaddr1094 = mul i64 %index579, 8
  %sunkaddr1095 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1094
  store <8 x double> %278, ptr %sunkaddr1095, align 8
  %sunkaddr1096 = mul i64 %index579, 8
  %sunkaddr1097 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1096
  %sunkaddr1098 = getelementptr i8, ptr %sunkaddr1097, i64 64
  store <8 x double> %279, ptr %sunkaddr1098, align 8
  %sunkaddr1099 = mul i64 %index579, 8
  %sunkaddr1100 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1099
  %sunkaddr1101 = getelementptr i8, ptr %sunkaddr1100, i64 128
  store <8 x double> %280, ptr %sunkaddr1101, align 8
  %sunkaddr1102 = mul i64 %index579, 8
  %sunkaddr1103 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1102
  %sunkaddr1104 = getelementptr i8, ptr %sunkaddr1103, i64 192
  store <8 x double> %281, ptr %sunkaddr1104, align 8
  %index.next584 = add nuw i64 %index579, 32
  %282 = icmp eq i64 %n.vec577, %index.next584
  br i1 %282, label %middle.block585, label %vector.body578, !llvm.loop !145

middle.block585:                                  ; preds = %vector.body578
  %cmp.n586 = icmp eq i64 %arg.u0.5.1.fr, %n.vec577
  br i1 %cmp.n586, label %for.end, label %vec.epilog.iter.check589

vec.epilog.iter.check589:                         ; preds = %middle.block585
  %283 = and i64 %arg.u0.5.1.fr, 28
  %min.epilog.iters.check590 = icmp eq i64 %283, 0
  br i1 %min.epilog.iters.check590, label %for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader, label %vec.epilog.ph591, !prof !141

vec.epilog.ph591:                                 ; preds = %vector.main.loop.iter.check574, %vec.epilog.iter.check589
  %vec.epilog.resume.val587 = phi i64 [ %n.vec577, %vec.epilog.iter.check589 ], [ 0, %vector.main.loop.iter.check574 ]
  %n.vec593 = and i64 %arg.u0.5.1.fr, %const1064
  br label %vec.epilog.vector.body594

vec.epilog.vector.body594:                        ; preds = %vec.epilog.vector.body594, %vec.epilog.ph591
  %index595 = phi i64 [ %vec.epilog.resume.val587, %vec.epilog.ph591 ], [ %index.next597, %vec.epilog.vector.body594 ]
  %284 = shl i64 %index595, 3
  %scevgep758 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %284
  %wide.load596 = load <4 x double>, ptr %scevgep758, align 8
  %285 = fmul <4 x double> %wide.load596, %wide.load596
  %286 = shl i64 %index595, 3
  %scevgep757 = getelementptr i8, ptr %.6.i204, i64 %286
  store <4 x double> %285, ptr %scevgep757, align 8
  %index.next597 = add nuw i64 %index595, 4
  %287 = icmp eq i64 %n.vec593, %index.next597
  br i1 %287, label %vec.epilog.middle.block598, label %vec.epilog.vector.body594, !llvm.loop !146

vec.epilog.middle.block598:                       ; preds = %vec.epilog.vector.body594
  %cmp.n599 = icmp eq i64 %arg.u0.5.1.fr, %n.vec593
  br i1 %cmp.n599, label %for.end, label %for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader: ; preds = %for.cond.1.preheader.us.us692.preheader, %vec.epilog.iter.check589, %vec.epilog.middle.block598
  %loop.index.1626.us637.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us692.preheader ], [ %n.vec593, %vec.epilog.middle.block598 ], [ %n.vec577, %vec.epilog.iter.check589 ]
  %288 = sub nsw i64 %arg.u0.5.1.fr, %loop.index.1626.us637.us.us.ph
  %xtraiter707 = and i64 %288, 7
  %lcmp.mod708.not = icmp eq i64 %xtraiter707, 0
  br i1 %lcmp.mod708.not, label %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter707, %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol ]
  %loop.index.1626.us637.us.us.prol = phi i64 [ %.1373.us643.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol ], [ %loop.index.1626.us637.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol.preheader ]
  %289 = shl i64 %loop.index.1626.us637.us.us.prol, 3
  %scevgep756 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %289
  %.1324.us647.us.us.prol = load double, ptr %scevgep756, align 8
  %.6.i207.prol = fmul double %.1324.us647.us.us.prol, %.1324.us647.us.us.prol
  %290 = shl i64 %loop.index.1626.us637.us.us.prol, 3
  %scevgep755 = getelementptr i8, ptr %.6.i204, i64 %290
  store double %.6.i207.prol, ptr %scevgep755, align 8
  %.1373.us643.us.us.prol = add nuw i64 %loop.index.1626.us637.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter709.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter709.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol, !llvm.loop !147

for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader
  %loop.index.1626.us637.us.us.unr = phi i64 [ %loop.index.1626.us637.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader ], [ %.1373.us643.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol ]
  %291 = sub nsw i64 %loop.index.1626.us637.us.us.ph, %arg.u0.5.1.fr
  %292 = icmp ugt i64 %291, -8
  br i1 %292, label %for.end, label %for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader714

for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader714: ; preds = %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us640.us.us

for.body.1.endif.endif.endif.endif.endif.us640.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader714, %for.body.1.endif.endif.endif.endif.endif.us640.us.us
  %loop.index.1626.us637.us.us = phi i64 [ %.1373.us643.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us640.us.us ], [ %loop.index.1626.us637.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us640.us.us.preheader714 ]
  %sunkaddr1105 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1106 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1105
  %.1324.us647.us.us = load double, ptr %sunkaddr1106, align 8
  %.6.i207 = fmul double %.1324.us647.us.us, %.1324.us647.us.us
  %sunkaddr1107 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1108 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1107
  store double %.6.i207, ptr %sunkaddr1108, align 8
  %sunkaddr1109 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1110 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1109
  %sunkaddr1111 = getelementptr i8, ptr %sunkaddr1110, i64 8
  %.1324.us647.us.us.1 = load double, ptr %sunkaddr1111, align 8
  %.6.i207.1 = fmul double %.1324.us647.us.us.1, %.1324.us647.us.us.1
  %sunkaddr1112 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1113 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1112
  %sunkaddr1114 = getelementptr i8, ptr %sunkaddr1113, i64 8
  store double %.6.i207.1, ptr %sunkaddr1114, align 8
  %sunkaddr1115 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1116 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1115
  %sunkaddr1117 = getelementptr i8, ptr %sunkaddr1116, i64 16
  %.1324.us647.us.us.2 = load double, ptr %sunkaddr1117, align 8
  %.6.i207.2 = fmul double %.1324.us647.us.us.2, %.1324.us647.us.us.2
  %sunkaddr1118 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1119 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1118
  %sunkaddr1120 = getelementptr i8, ptr %sunkaddr1119, i64 16
  store double %.6.i207.2, ptr %sunkaddr1120, align 8
  %sunkaddr1121 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1122 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1121
  %sunkaddr1123 = getelementptr i8, ptr %sunkaddr1122, i64 24
  %.1324.us647.us.us.3 = load double, ptr %sunkaddr1123, align 8
  %.6.i207.3 = fmul double %.1324.us647.us.us.3, %.1324.us647.us.us.3
  %sunkaddr1124 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1125 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1124
  %sunkaddr1126 = getelementptr i8, ptr %sunkaddr1125, i64 24
  store double %.6.i207.3, ptr %sunkaddr1126, align 8
  %sunkaddr1127 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1128 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1127
  %sunkaddr1129 = getelementptr i8, ptr %sunkaddr1128, i64 32
  %.1324.us647.us.us.4 = load double, ptr %sunkaddr1129, align 8
  %.6.i207.4 = fmul double %.1324.us647.us.us.4, %.1324.us647.us.us.4
  %sunkaddr1130 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1131 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1130
  %sunkaddr1132 = getelementptr i8, ptr %sunkaddr1131, i64 32
  store double %.6.i207.4, ptr %sunkaddr1132, align 8
  %sunkaddr1133 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1134 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1133
  %sunkaddr1135 = getelementptr i8, ptr %sunkaddr1134, i64 40
  %.1324.us647.us.us.5 = load double, ptr %sunkaddr1135, align 8
  %.6.i207.5 = fmul double %.1324.us647.us.us.5, %.1324.us647.us.us.5
  %sunkaddr1136 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1137 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1136
  %sunkaddr1138 = getelementptr i8, ptr %sunkaddr1137, i64 40
  store double %.6.i207.5, ptr %sunkaddr1138, align 8
  %sunkaddr1139 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1140 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1139
  %sunkaddr1141 = getelementptr i8, ptr %sunkaddr1140, i64 48
  %.1324.us647.us.us.6 = load double, ptr %sunkaddr1141, align 8
  %.6.i207.6 = fmul double %.1324.us647.us.us.6, %.1324.us647.us.us.6
  %sunkaddr1142 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1143 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1142
  %sunkaddr1144 = getelementptr i8, ptr %sunkaddr1143, i64 48
  store double %.6.i207.6, ptr %sunkaddr1144, align 8
  %sunkaddr1145 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1146 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %sunkaddr1145
  %sunkaddr1147 = getelementptr i8, ptr %sunkaddr1146, i64 56
  %.1324.us647.us.us.7 = load double, ptr %sunkaddr1147, align 8
  %.6.i207.7 = fmul double %.1324.us647.us.us.7, %.1324.us647.us.us.7
  %sunkaddr1148 = mul i64 %loop.index.1626.us637.us.us, 8
  %sunkaddr1149 = getelementptr i8, ptr %.6.i204, i64 %sunkaddr1148
  %sunkaddr1150 = getelementptr i8, ptr %sunkaddr1149, i64 56
  store double %.6.i207.7, ptr %sunkaddr1150, align 8
  %.1373.us643.us.us.7 = add nuw nsw i64 %loop.index.1626.us637.us.us, 8
  %exitcond744.not.7 = icmp eq i64 %arg.u0.5.1.fr, %.1373.us643.us.us.7
  br i1 %exitcond744.not.7, label %for.end, label %for.body.1.endif.endif.endif.endif.endif.us640.us.us, !llvm.loop !148

for.body.1.endif.endif.endif.endif.endif.us674:   ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.1324.us671 = load double, ptr %u.2.sroa.60.0.lcssa, align 8
  %.6.i208 = fmul double %.1324.us671, %.1324.us671
  store double %.6.i208, ptr %.6.i204, align 8
  br label %for.end

B490.endif.endif.endif.endif.endif.if.if:         ; preds = %B490.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.loopexit688.unr-lcssa:                    ; preds = %iter.check611
  %lcmp.mod702.not = icmp eq i64 %xtraiter701, 0
  br i1 %lcmp.mod702.not, label %for.end, label %iter.check611.epil.preheader

iter.check611.epil.preheader:                     ; preds = %for.end.loopexit688.unr-lcssa, %for.cond.1.preheader.us.us.preheader
  %loop.index667.us.us.epil.init = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader ], [ %.1375.us.us.3, %for.end.loopexit688.unr-lcssa ]
  %293 = mul i64 %arg.u0.5.1.fr, %loop.index667.us.us.epil.init
  %294 = shl i64 %293, 3
  %295 = shl i64 %arg.u0.5.1.fr, 3
  br label %iter.check611.epil

iter.check611.epil:                               ; preds = %iter.check611.epil, %iter.check611.epil.preheader
  %lsr.iv839 = phi i64 [ %lsr.iv.next840, %iter.check611.epil ], [ %xtraiter701, %iter.check611.epil.preheader ]
  %lsr.iv835 = phi i64 [ %lsr.iv.next836, %iter.check611.epil ], [ %294, %iter.check611.epil.preheader ]
  %scevgep838 = getelementptr i8, ptr %.6.i204, i64 %lsr.iv835
  %scevgep837 = getelementptr i8, ptr %u.2.sroa.60.0.lcssa, i64 %lsr.iv835
  %.1324.us.us.us.epil = load double, ptr %scevgep837, align 8
  %.6.i206.epil = fmul double %.1324.us.us.us.epil, %.1324.us.us.us.epil
  store double %.6.i206.epil, ptr %scevgep838, align 8
  %lsr.iv.next836 = add i64 %lsr.iv835, %295
  %lsr.iv.next840 = add nsw i64 %lsr.iv839, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next840, 0
  br i1 %epil.iter.cmp.not, label %for.end, label %iter.check611.epil, !llvm.loop !149

for.end:                                          ; preds = %iter.check611.epil, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, %for.body.1.endif.endif.endif.endif.endif.us640.us.us, %for.end.loopexit688.unr-lcssa, %middle.block585, %vec.epilog.middle.block598, %for.body.1.endif.endif.endif.endif.endif.us640.us.us.prol.loopexit, %for.body.1.endif.endif.endif.endif.endif.us674, %for.cond.1.preheader.lr.ph, %B490.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %u.2.sroa.0.0.lcssa)
  store double 0.000000e+00, ptr %.1384, align 8
  %.1392 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.1384, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i197, ptr null, i64 %.1212, i64 8, ptr %.6.i204, i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr, i64 %.1215, i64 8)
  %cond = icmp eq i32 %.1392, 0
  br i1 %cond, label %for.end.endif, label %for.end.if.if, !prof !150

for.end.endif:                                    ; preds = %for.end
  %.1402 = load double, ptr %.1384, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i197)
  store double %.1402, ptr %retptr, align 8
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

define ptr @_ZN7cpython7kernels11heat_bufferB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
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
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels11heat_bufferB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd")
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
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !151

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.53, align 8
  %.61 = call i32 @_ZN7kernels11heat_bufferB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr nonnull %.53, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 poison, i64 poison, double %.46) #4
  %.62 = load ptr, ptr %excinfo, align 8
  %.71 = load double, ptr %.53, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.61, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif, !prof !150

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

define double @cfunc._ZN7kernels11heat_bufferB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.12 = call i32 @_ZN7kernels11heat_bufferB3v21B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, double %.2) #4
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !150

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

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !152
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !152

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !153

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !154, !llvm.loop !155

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !154, !llvm.loop !155

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !157, !llvm.loop !158

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !160

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !161

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !162

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !163, !llvm.loop !164

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !165

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !166, !llvm.loop !167

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !169

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !154, !llvm.loop !155

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !170

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !161

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !171

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !154, !llvm.loop !155

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !154, !llvm.loop !155

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !154, !llvm.loop !155

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !154, !llvm.loop !155

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !154, !llvm.loop !155

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !154, !llvm.loop !155

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !154, !llvm.loop !155

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !154, !llvm.loop !155

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !172, !llvm.loop !173

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !162

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !163, !llvm.loop !175

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !165

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !166, !llvm.loop !176

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !169

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !154, !llvm.loop !155

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !162

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !163, !llvm.loop !177

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !165

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !166, !llvm.loop !178

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !169

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !154, !llvm.loop !155

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !179, !llvm.loop !180
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x double> @llvm.masked.load.v8f64.p0(ptr captures(none), <8 x i1>, <8 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x double> @llvm.masked.load.v4f64.p0(ptr captures(none), <4 x i1>, <4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #8

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = !{!11, !13}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!14 = !{!15, !17, !18, !20, !11, !13}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = !{!22, !24}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!25 = !{!26, !28, !29, !31, !22, !24}
!26 = distinct !{!26, !27, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!28 = distinct !{!28, !27, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!29 = distinct !{!29, !30, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!31 = distinct !{!31, !30, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!32 = !{!33, !35}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!36 = !{!37, !39, !40, !42, !33, !35}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!42 = distinct !{!42, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = !{!49}
!49 = distinct !{!49, !45}
!50 = !{!44, !47}
!51 = distinct !{!51, !52, !53, !54}
!52 = !{!"llvm.loop.peeled.count", i32 1}
!53 = !{!"llvm.loop.isvectorized", i32 1}
!54 = !{!"llvm.loop.unroll.runtime.disable"}
!55 = distinct !{!55, !56}
!56 = !{!"llvm.loop.unroll.disable"}
!57 = !{!58}
!58 = distinct !{!58, !59}
!59 = distinct !{!59, !"LVerDomain"}
!60 = !{!61}
!61 = distinct !{!61, !59}
!62 = !{!63}
!63 = distinct !{!63, !59}
!64 = !{!58, !61}
!65 = distinct !{!65, !52, !53, !54}
!66 = !{!"branch_weights", i32 4, i32 12}
!67 = distinct !{!67, !52, !53, !54}
!68 = distinct !{!68, !56}
!69 = !{!70}
!70 = distinct !{!70, !71}
!71 = distinct !{!71, !"LVerDomain"}
!72 = !{!73}
!73 = distinct !{!73, !71}
!74 = !{!75}
!75 = distinct !{!75, !71}
!76 = !{!77}
!77 = distinct !{!77, !71}
!78 = !{!70, !75, !73}
!79 = distinct !{!79, !52, !53, !54}
!80 = distinct !{!80, !56}
!81 = distinct !{!81, !52, !53}
!82 = distinct !{!82, !52, !53}
!83 = distinct !{!83, !52, !53}
!84 = !{!85, !87}
!85 = distinct !{!85, !86, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!86 = distinct !{!86, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!87 = distinct !{!87, !86, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!88 = !{!89, !91, !92, !94, !85, !87}
!89 = distinct !{!89, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!91 = distinct !{!91, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!92 = distinct !{!92, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!94 = distinct !{!94, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!95 = !{!96, !98}
!96 = distinct !{!96, !97, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!97 = distinct !{!97, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!98 = distinct !{!98, !97, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!99 = !{!100, !102, !103, !105, !96, !98}
!100 = distinct !{!100, !101, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!101 = distinct !{!101, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!102 = distinct !{!102, !101, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!103 = distinct !{!103, !104, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!104 = distinct !{!104, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!105 = distinct !{!105, !104, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!106 = !{!107, !109}
!107 = distinct !{!107, !108, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!108 = distinct !{!108, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!109 = distinct !{!109, !108, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!110 = !{!111, !113, !114, !116, !107, !109}
!111 = distinct !{!111, !112, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!112 = distinct !{!112, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!113 = distinct !{!113, !112, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!114 = distinct !{!114, !115, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!115 = distinct !{!115, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!116 = distinct !{!116, !115, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!117 = !{!118, !120}
!118 = distinct !{!118, !119, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!119 = distinct !{!119, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!120 = distinct !{!120, !119, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!121 = !{!122, !124, !125, !127, !118, !120}
!122 = distinct !{!122, !123, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!123 = distinct !{!123, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!124 = distinct !{!124, !123, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!125 = distinct !{!125, !126, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!126 = distinct !{!126, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!127 = distinct !{!127, !126, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!128 = !{!129, !131, !132, !134}
!129 = distinct !{!129, !130, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!130 = distinct !{!130, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!131 = distinct !{!131, !130, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!132 = distinct !{!132, !133, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!133 = distinct !{!133, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!134 = distinct !{!134, !133, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!135 = !{!136}
!136 = distinct !{!136, !137}
!137 = distinct !{!137, !"LVerDomain"}
!138 = !{!139}
!139 = distinct !{!139, !137}
!140 = distinct !{!140, !53, !54}
!141 = !{!"branch_weights", i32 4, i32 28}
!142 = distinct !{!142, !53, !54}
!143 = distinct !{!143, !56}
!144 = distinct !{!144, !53}
!145 = distinct !{!145, !53, !54}
!146 = distinct !{!146, !53, !54}
!147 = distinct !{!147, !56}
!148 = distinct !{!148, !53}
!149 = distinct !{!149, !56}
!150 = !{!"branch_weights", i32 49, i32 1}
!151 = !{!"branch_weights", i32 99, i32 1}
!152 = !{!"branch_weights", i32 16129, i32 255}
!153 = !{!"branch_weights", i32 553201332, i32 1594282316}
!154 = !{!"branch_weights", i32 542333185, i32 1605150463}
!155 = distinct !{!155, !156, !56}
!156 = !{!"llvm.loop.estimated_trip_count", i32 4}
!157 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!158 = distinct !{!158, !159, !56}
!159 = !{!"llvm.loop.estimated_trip_count", i32 2}
!160 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!161 = !{!"branch_weights", i32 146201250, i32 2001282398}
!162 = !{!"branch_weights", i32 127, i32 1}
!163 = !{!"branch_weights", i32 1, i32 1}
!164 = distinct !{!164, !56}
!165 = !{!"branch_weights", i32 1, i32 127}
!166 = !{!"branch_weights", i32 166258294, i32 1981225354}
!167 = distinct !{!167, !168}
!168 = !{!"llvm.loop.estimated_trip_count", i32 3}
!169 = !{!"branch_weights", i32 277993707, i32 1869489941}
!170 = !{!"branch_weights", i32 21522287, i32 2125961361}
!171 = !{!"branch_weights", i32 125941159, i32 2021542489}
!172 = !{!"branch_weights", i32 166258296, i32 1981225352}
!173 = distinct !{!173, !174}
!174 = !{!"llvm.loop.estimated_trip_count", i32 12}
!175 = distinct !{!175, !56}
!176 = distinct !{!176, !168}
!177 = distinct !{!177, !56}
!178 = distinct !{!178, !168}
!179 = !{!"branch_weights", i32 42828876, i32 2104654772}
!180 = distinct !{!180, !181}
!181 = !{!"llvm.loop.estimated_trip_count", i32 50}
