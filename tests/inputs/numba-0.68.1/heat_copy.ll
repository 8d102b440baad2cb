; ModuleID = 'heat_copy'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.heat_copy = internal constant [10 x i8] c"heat_copy\00"
@_ZN08NumbaEnv7kernels9heat_copyB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9heat_copyB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9heat_copyB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
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
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c02a090B3v20B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels9heat_copyB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.u0.0, ptr readnone captures(none) %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, ptr readonly captures(none) %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
B0:
  %const931 = bitcast i64 -1152921504606846976 to i64
  %const930 = bitcast i64 -2305843009213693952 to i64
  %arg.u0.5.1.fr = freeze i64 %arg.u0.5.1
  %arg.u0.5.0.fr = freeze i64 %arg.u0.5.0
  %.1459 = alloca double, align 8
  store double 0.000000e+00, ptr %.1459, align 8
  %excinfo.7 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %0 = add i64 %.56, %const931
  %.62 = icmp ult i64 %0, %const930
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B466.sink.split:                                  ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit80, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit64
  %.339.0 = phi ptr [ %.7.i.i59, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit64 ], [ %.7.i.i75, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit80 ]
  %.363.1.sink = phi ptr [ %.6.i58, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit64 ], [ %.6.i74, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit80 ]
  %.353.1.sink699 = phi ptr [ %.7.i.i51, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit64 ], [ %.7.i.i67, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit80 ]
  %.5.i = getelementptr i8, ptr %.339.0, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %.363.1.sink, i64 %u.2.sroa.34.0.reass, i1 false)
  tail call void @NRT_decref(ptr nonnull %.353.1.sink699)
  br label %B150.i.1

B150.i.1:                                         ; preds = %B218.B176.loopexit_crit_edge.us.us.us.2, %B466.sink.split
  %.353.2.sink698 = phi ptr [ %.339.0, %B466.sink.split ], [ %.7.i.i41, %B218.B176.loopexit_crit_edge.us.us.us.2 ]
  %.353.1.sink = phi ptr [ %.353.1.sink699, %B466.sink.split ], [ %.7.i.i33, %B218.B176.loopexit_crit_edge.us.us.us.2 ]
  %u.2.sroa.68.0.lcssa = phi ptr [ %.6.i, %B466.sink.split ], [ %.6.i48, %B218.B176.loopexit_crit_edge.us.us.us.2 ]
  tail call void @NRT_decref(ptr %.353.1.sink)
  %.1286 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr)
  %.1287 = extractvalue { i64, i1 } %.1286, 0
  %.1288 = extractvalue { i64, i1 } %.1286, 1
  %.1290 = shl i64 %arg.u0.5.1.fr, 3
  %1 = add i64 %.1287, %const931
  %.1293 = icmp ult i64 %1, %const930
  %.1294 = or i1 %.1288, %.1293
  br i1 %.1294, label %B466.endif.endif.endif.endif.if, label %B466.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.if.if, %for.end.endif, %B466.endif.endif.endif.endif.endif.if.if, %B466.endif.endif.endif.endif.if, %B96.endif.if.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ %.1467, %for.end.if.if ], [ 1, %B96.endif.if.if ], [ 0, %for.end.endif ], [ 1, %B466.endif.endif.endif.endif.if ], [ 1, %B466.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.61 = shl nsw i64 %.56, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B96.lr.ph.split, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B96.lr.ph.split:                                  ; preds = %B0.endif
  %.5.i23 = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i24 = load ptr, ptr %.5.i23, align 8
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i24, ptr align 1 %arg.u0.4, i64 %.130, i1 false)
  tail call void @NRT_incref(ptr nonnull %.7.i.i)
  %factor.op.mul = shl i64 %arg.u0.5.0.fr, 3
  %u.2.sroa.34.0.reass = mul i64 %factor.op.mul, %arg.u0.5.1.fr
  %.451 = add i64 %arg.u0.5.0.fr, -2
  %..451 = tail call i64 @llvm.smax.i64(i64 %.451, i64 0)
  %.573 = add i64 %arg.u0.5.1.fr, -2
  %..573 = tail call i64 @llvm.smax.i64(i64 %.573, i64 0)
  %.7.i.i25 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !9
  %.8.i.i26 = icmp eq ptr %.7.i.i25, null
  br i1 %.8.i.i26, label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit30.thread, label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit30, !prof !0

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit30: ; preds = %B96.lr.ph.split
  %.494461 = icmp sgt i64 %.451, 0
  tail call void @NRT_decref(ptr %arg.u0.0)
  br i1 %.494461, label %B96.lr.ph.split.split.us, label %B96.endif.endif.endif

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit30.thread: ; preds = %B96.lr.ph.split
  tail call void @NRT_decref(ptr %arg.u0.0)
  br label %B96.endif.if.if

B96.lr.ph.split.split.us:                         ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit30
  %.616451 = icmp sgt i64 %.573, 0
  %.5.i31 = getelementptr i8, ptr %.7.i.i25, i64 24
  %.6.i32 = load ptr, ptr %.5.i31, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i32, ptr align 1 %.6.i24, i64 %u.2.sroa.34.0.reass, i1 false)
  br i1 %.616451, label %B96.endif.endif.endif.us.us, label %B96.endif.endif.endif.us

B96.endif.endif.endif.us.us:                      ; preds = %B96.lr.ph.split.split.us
  %const929 = bitcast i64 9223372036854775800 to i64
  %const = bitcast i64 2305843009213693951 to i64
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %2 = shl i64 %arg.u0.5.1.fr, 3
  %3 = getelementptr i8, ptr %.6.i32, i64 %2
  %scevgep = getelementptr i8, ptr %3, i64 8
  %4 = mul i64 %arg.u0.5.1.fr, %..451
  %5 = shl i64 %..573, 3
  %6 = add i64 %4, %..573
  %7 = shl i64 %6, 3
  %8 = getelementptr i8, ptr %.6.i32, i64 %7
  %scevgep189 = getelementptr i8, ptr %8, i64 8
  %scevgep190 = getelementptr i8, ptr %.6.i24, i64 %2
  %9 = getelementptr i8, ptr %.6.i24, i64 %7
  %scevgep191 = getelementptr i8, ptr %9, i64 16
  %10 = shl i64 %arg.u0.5.1.fr, 4
  %11 = getelementptr i8, ptr %.6.i24, i64 %10
  %scevgep192 = getelementptr i8, ptr %11, i64 8
  %12 = shl i64 %..451, 3
  %13 = add i64 %12, 8
  %14 = mul i64 %arg.u0.5.1.fr, %13
  %15 = getelementptr i8, ptr %.6.i24, i64 %14
  %16 = getelementptr i8, ptr %15, i64 %5
  %scevgep193 = getelementptr i8, ptr %16, i64 8
  %scevgep194 = getelementptr i8, ptr %.6.i24, i64 8
  %17 = add nuw i64 %..451, %const
  %18 = mul i64 %arg.u0.5.1.fr, %17
  %19 = add i64 %18, %..573
  %20 = shl i64 %19, 3
  %21 = getelementptr i8, ptr %.6.i24, i64 %20
  %scevgep195 = getelementptr i8, ptr %21, i64 8
  %22 = add nuw i64 %..573, 1
  %bound0 = icmp ult ptr %scevgep, %scevgep191
  %bound1 = icmp ult ptr %scevgep190, %scevgep189
  %found.conflict = and i1 %bound0, %bound1
  %bound0197 = icmp ult ptr %scevgep, %scevgep193
  %bound1198 = icmp ult ptr %scevgep192, %scevgep189
  %found.conflict199 = and i1 %bound0197, %bound1198
  %stride.check200 = icmp slt i64 %2, 0
  %23 = or i1 %found.conflict199, %stride.check200
  %conflict.rdx = or i1 %found.conflict, %23
  %bound0202 = icmp ult ptr %scevgep, %scevgep195
  %bound1203 = icmp ult ptr %scevgep194, %scevgep189
  %found.conflict204 = and i1 %bound0202, %bound1203
  %conflict.rdx207 = or i1 %found.conflict204, %conflict.rdx
  %n.vec = and i64 %..573, %const929
  %24 = or disjoint i64 %n.vec, 1
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %25 = add i64 %2, 8
  %scevgep833 = getelementptr i8, ptr %.6.i32, i64 %25
  %26 = add i64 %2, 16
  %scevgep837 = getelementptr i8, ptr %.6.i24, i64 %26
  %27 = shl i64 %arg.u0.5.1.fr, 4
  %28 = add nuw nsw i64 %27, 8
  %scevgep849 = getelementptr i8, ptr %.6.i24, i64 %28
  %scevgep853 = getelementptr i8, ptr %.6.i24, i64 %27
  %29 = add i64 %..573, 1
  %30 = add i64 %arg.u0.5.1.fr, 3
  %31 = add i64 %27, 24
  %scevgep896 = getelementptr i8, ptr %.6.i24, i64 %31
  br label %B178.endif.us.us.us

B178.endif.us.us.us:                              ; preds = %B218.B176.loopexit_crit_edge.us.us.us, %B96.endif.endif.endif.us.us
  %lsr.iv897 = phi ptr [ %scevgep898, %B218.B176.loopexit_crit_edge.us.us.us ], [ %scevgep896, %B96.endif.endif.endif.us.us ]
  %lsr.iv872 = phi i64 [ %lsr.iv.next873, %B218.B176.loopexit_crit_edge.us.us.us ], [ %30, %B96.endif.endif.endif.us.us ]
  %lsr.iv860 = phi i64 [ %lsr.iv.next861, %B218.B176.loopexit_crit_edge.us.us.us ], [ %arg.u0.5.1.fr, %B96.endif.endif.endif.us.us ]
  %lsr.iv854 = phi ptr [ %scevgep855, %B218.B176.loopexit_crit_edge.us.us.us ], [ %scevgep853, %B96.endif.endif.endif.us.us ]
  %lsr.iv850 = phi ptr [ %scevgep851, %B218.B176.loopexit_crit_edge.us.us.us ], [ %scevgep849, %B96.endif.endif.endif.us.us ]
  %lsr.iv845 = phi ptr [ %scevgep846, %B218.B176.loopexit_crit_edge.us.us.us ], [ %.6.i24, %B96.endif.endif.endif.us.us ]
  %lsr.iv838 = phi ptr [ %scevgep839, %B218.B176.loopexit_crit_edge.us.us.us ], [ %scevgep837, %B96.endif.endif.endif.us.us ]
  %lsr.iv834 = phi ptr [ %scevgep835, %B218.B176.loopexit_crit_edge.us.us.us ], [ %scevgep833, %B96.endif.endif.endif.us.us ]
  %.500456462.us.us.us = phi i64 [ 1, %B96.endif.endif.endif.us.us ], [ %.766.us.us.us, %B218.B176.loopexit_crit_edge.us.us.us ]
  %32 = icmp slt i64 %.573, 8
  %.766.us.us.us = add nuw i64 %.500456462.us.us.us, 1
  %brmerge = select i1 %32, i1 true, i1 %conflict.rdx207
  br i1 %brmerge, label %B220.us.us.us.preheader, label %vector.body.preheader

vector.body.preheader:                            ; preds = %B178.endif.us.us.us
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %33 = shl i64 %index, 3
  %scevgep840 = getelementptr i8, ptr %lsr.iv838, i64 %33
  %scevgep841 = getelementptr i8, ptr %scevgep840, i64 -8
  %wide.load = load <8 x double>, ptr %scevgep841, align 8, !alias.scope !16
  %scevgep847 = getelementptr i8, ptr %lsr.iv845, i64 %33
  %scevgep848 = getelementptr i8, ptr %scevgep847, i64 8
  %wide.load208 = load <8 x double>, ptr %scevgep848, align 8, !alias.scope !19
  %34 = shl i64 %index, 3
  %scevgep852 = getelementptr i8, ptr %lsr.iv850, i64 %34
  %wide.load209 = load <8 x double>, ptr %scevgep852, align 8, !alias.scope !21
  %35 = fadd <8 x double> %wide.load208, %wide.load209
  %36 = shl i64 %index, 3
  %scevgep843 = getelementptr i8, ptr %lsr.iv838, i64 %36
  %scevgep844 = getelementptr i8, ptr %scevgep843, i64 -16
  %wide.load210 = load <8 x double>, ptr %scevgep844, align 8, !alias.scope !16
  %37 = fadd <8 x double> %35, %wide.load210
  %38 = shl i64 %index, 3
  %scevgep842 = getelementptr i8, ptr %lsr.iv838, i64 %38
  %wide.load211 = load <8 x double>, ptr %scevgep842, align 8, !alias.scope !16
  %39 = fadd <8 x double> %37, %wide.load211
  %40 = fmul <8 x double> %wide.load, splat (double 4.000000e+00)
  %41 = fsub <8 x double> %39, %40
  %42 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %43 = fadd <8 x double> %42, %41
  %44 = fmul <8 x double> %broadcast.splat, %43
  %45 = fadd <8 x double> %wide.load, %44
  %46 = shl i64 %index, 3
  %scevgep836 = getelementptr i8, ptr %lsr.iv834, i64 %46
  store <8 x double> %45, ptr %scevgep836, align 8, !alias.scope !23, !noalias !25
  %index.next = add nuw i64 %index, 8
  %47 = icmp eq i64 %n.vec, %index.next
  br i1 %47, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %48 = icmp eq i64 %.573, %n.vec
  br i1 %48, label %B218.B176.loopexit_crit_edge.us.us.us, label %B220.us.us.us.preheader

B220.us.us.us.preheader:                          ; preds = %B178.endif.us.us.us, %middle.block
  %.622450452.us.us.us.ph = phi i64 [ %24, %middle.block ], [ 1, %B178.endif.us.us.us ]
  %49 = sub i64 %22, %.622450452.us.us.us.ph
  %50 = sub i64 %..573, %.622450452.us.us.us.ph
  %xtraiter = and i64 %49, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B220.us.us.us.prol.loopexit, label %B220.us.us.us.prol.preheader

B220.us.us.us.prol.preheader:                     ; preds = %B220.us.us.us.preheader
  %51 = shl i64 %.622450452.us.us.us.ph, 3
  %scevgep856 = getelementptr i8, ptr %lsr.iv854, i64 %51
  %scevgep858 = getelementptr i8, ptr %lsr.iv845, i64 %51
  %52 = add i64 %.622450452.us.us.us.ph, %lsr.iv860
  %53 = shl i64 %52, 3
  %scevgep862 = getelementptr i8, ptr %.6.i32, i64 %53
  %scevgep864 = getelementptr i8, ptr %.6.i24, i64 %53
  br label %B220.us.us.us.prol

B220.us.us.us.prol:                               ; preds = %B220.us.us.us.prol.preheader, %B220.us.us.us.prol
  %prol.iter = phi i64 [ %prol.iter.next, %B220.us.us.us.prol ], [ 0, %B220.us.us.us.prol.preheader ]
  %54 = shl nuw nsw i64 %prol.iter, 3
  %scevgep865 = getelementptr i8, ptr %scevgep864, i64 %54
  %.706.us.us.us.prol = load double, ptr %scevgep865, align 8
  %55 = shl nuw nsw i64 %prol.iter, 3
  %scevgep859 = getelementptr i8, ptr %scevgep858, i64 %55
  %.762.us.us.us.prol = load double, ptr %scevgep859, align 8
  %56 = shl nuw nsw i64 %prol.iter, 3
  %scevgep857 = getelementptr i8, ptr %scevgep856, i64 %56
  %.818.us.us.us.prol = load double, ptr %scevgep857, align 8
  %.821.us.us.us.prol = fadd double %.762.us.us.us.prol, %.818.us.us.us.prol
  %57 = shl nuw nsw i64 %prol.iter, 3
  %scevgep868 = getelementptr i8, ptr %scevgep864, i64 %57
  %scevgep869 = getelementptr i8, ptr %scevgep868, i64 -8
  %.875.us.us.us.prol = load double, ptr %scevgep869, align 8
  %.878.us.us.us.prol = fadd double %.821.us.us.us.prol, %.875.us.us.us.prol
  %58 = shl nuw nsw i64 %prol.iter, 3
  %scevgep866 = getelementptr i8, ptr %scevgep864, i64 %58
  %scevgep867 = getelementptr i8, ptr %scevgep866, i64 8
  %.932.us.us.us.prol = load double, ptr %scevgep867, align 8
  %.935.us.us.us.prol = fadd double %.878.us.us.us.prol, %.932.us.us.us.prol
  %.991.us.us.us.prol = fmul double %.706.us.us.us.prol, 4.000000e+00
  %.992.us.us.us.prol = fsub double %.935.us.us.us.prol, %.991.us.us.us.prol
  %.1048.us.us.us.prol = tail call double @llvm.sin.f64(double %.706.us.us.us.prol)
  %.1049.us.us.us.prol = fadd double %.1048.us.us.us.prol, %.992.us.us.us.prol
  %.1051.us.us.us.prol = fmul double %arg.h, %.1049.us.us.us.prol
  %.1052.us.us.us.prol = fadd double %.706.us.us.us.prol, %.1051.us.us.us.prol
  %59 = shl nuw nsw i64 %prol.iter, 3
  %scevgep863 = getelementptr i8, ptr %scevgep862, i64 %59
  store double %.1052.us.us.us.prol, ptr %scevgep863, align 8
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter, %prol.iter.next
  br i1 %prol.iter.cmp.not, label %B220.us.us.us.prol.loopexit.loopexit, label %B220.us.us.us.prol, !llvm.loop !29

B220.us.us.us.prol.loopexit.loopexit:             ; preds = %B220.us.us.us.prol
  %60 = add i64 %.622450452.us.us.us.ph, %prol.iter.next
  br label %B220.us.us.us.prol.loopexit

B220.us.us.us.prol.loopexit:                      ; preds = %B220.us.us.us.prol.loopexit.loopexit, %B220.us.us.us.preheader
  %.622450452.us.us.us.unr = phi i64 [ %.622450452.us.us.us.ph, %B220.us.us.us.preheader ], [ %60, %B220.us.us.us.prol.loopexit.loopexit ]
  %61 = icmp ult i64 %50, 3
  br i1 %61, label %B218.B176.loopexit_crit_edge.us.us.us, label %B220.us.us.us.preheader522

B220.us.us.us.preheader522:                       ; preds = %B220.us.us.us.prol.loopexit
  %62 = sub i64 %29, %.622450452.us.us.us.unr
  %63 = add i64 %.622450452.us.us.us.unr, %lsr.iv872
  %64 = shl i64 %63, 3
  %scevgep874 = getelementptr i8, ptr %.6.i24, i64 %64
  %65 = shl i64 %.622450452.us.us.us.unr, 3
  %scevgep888 = getelementptr i8, ptr %lsr.iv838, i64 %65
  %scevgep899 = getelementptr i8, ptr %lsr.iv897, i64 %65
  %scevgep907 = getelementptr i8, ptr %lsr.iv845, i64 %65
  %scevgep915 = getelementptr i8, ptr %.6.i32, i64 %64
  br label %B220.us.us.us

B220.us.us.us:                                    ; preds = %B220.us.us.us.preheader522, %B220.us.us.us
  %lsr.iv870 = phi i64 [ 0, %B220.us.us.us.preheader522 ], [ %lsr.iv.next871, %B220.us.us.us ]
  %66 = shl i64 %lsr.iv870, 3
  %scevgep876 = getelementptr i8, ptr %scevgep874, i64 %66
  %scevgep877 = getelementptr i8, ptr %scevgep876, i64 -24
  %.706.us.us.us = load double, ptr %scevgep877, align 8
  %scevgep910 = getelementptr i8, ptr %scevgep907, i64 %66
  %.762.us.us.us = load double, ptr %scevgep910, align 8
  %67 = shl i64 %lsr.iv870, 3
  %scevgep901 = getelementptr i8, ptr %scevgep899, i64 %67
  %scevgep902 = getelementptr i8, ptr %scevgep901, i64 -24
  %.818.us.us.us = load double, ptr %scevgep902, align 8
  %.821.us.us.us = fadd double %.762.us.us.us, %.818.us.us.us
  %68 = shl i64 %lsr.iv870, 3
  %scevgep880 = getelementptr i8, ptr %scevgep874, i64 %68
  %scevgep881 = getelementptr i8, ptr %scevgep880, i64 -32
  %.875.us.us.us = load double, ptr %scevgep881, align 8
  %.878.us.us.us = fadd double %.821.us.us.us, %.875.us.us.us
  %scevgep893 = getelementptr i8, ptr %scevgep888, i64 %68
  %scevgep894 = getelementptr i8, ptr %scevgep893, i64 -8
  %.932.us.us.us = load double, ptr %scevgep894, align 8
  %.935.us.us.us = fadd double %.878.us.us.us, %.932.us.us.us
  %.991.us.us.us = fmul double %.706.us.us.us, 4.000000e+00
  %.992.us.us.us = fsub double %.935.us.us.us, %.991.us.us.us
  %.1048.us.us.us = tail call double @llvm.sin.f64(double %.706.us.us.us)
  %.1049.us.us.us = fadd double %.1048.us.us.us, %.992.us.us.us
  %.1051.us.us.us = fmul double %arg.h, %.1049.us.us.us
  %.1052.us.us.us = fadd double %.706.us.us.us, %.1051.us.us.us
  %69 = shl i64 %lsr.iv870, 3
  %scevgep917 = getelementptr i8, ptr %scevgep915, i64 %69
  %scevgep918 = getelementptr i8, ptr %scevgep917, i64 -24
  store double %.1052.us.us.us, ptr %scevgep918, align 8
  %70 = shl i64 %lsr.iv870, 3
  %scevgep878 = getelementptr i8, ptr %scevgep874, i64 %70
  %scevgep879 = getelementptr i8, ptr %scevgep878, i64 -16
  %.706.us.us.us.1458 = load double, ptr %scevgep879, align 8
  %scevgep911 = getelementptr i8, ptr %scevgep907, i64 %70
  %scevgep912 = getelementptr i8, ptr %scevgep911, i64 8
  %.762.us.us.us.1460 = load double, ptr %scevgep912, align 8
  %71 = shl i64 %lsr.iv870, 3
  %scevgep903 = getelementptr i8, ptr %scevgep899, i64 %71
  %scevgep904 = getelementptr i8, ptr %scevgep903, i64 -16
  %.818.us.us.us.1462 = load double, ptr %scevgep904, align 8
  %.821.us.us.us.1463 = fadd double %.762.us.us.us.1460, %.818.us.us.us.1462
  %72 = shl i64 %lsr.iv870, 3
  %scevgep882 = getelementptr i8, ptr %scevgep874, i64 %72
  %scevgep883 = getelementptr i8, ptr %scevgep882, i64 -24
  %.875.us.us.us.1464 = load double, ptr %scevgep883, align 8
  %.878.us.us.us.1465 = fadd double %.821.us.us.us.1463, %.875.us.us.us.1464
  %scevgep890 = getelementptr i8, ptr %scevgep888, i64 %72
  %.932.us.us.us.1466 = load double, ptr %scevgep890, align 8
  %.935.us.us.us.1467 = fadd double %.878.us.us.us.1465, %.932.us.us.us.1466
  %.991.us.us.us.1468 = fmul double %.706.us.us.us.1458, 4.000000e+00
  %.992.us.us.us.1469 = fsub double %.935.us.us.us.1467, %.991.us.us.us.1468
  %.1048.us.us.us.1470 = tail call double @llvm.sin.f64(double %.706.us.us.us.1458)
  %.1049.us.us.us.1471 = fadd double %.1048.us.us.us.1470, %.992.us.us.us.1469
  %.1051.us.us.us.1472 = fmul double %arg.h, %.1049.us.us.us.1471
  %.1052.us.us.us.1473 = fadd double %.706.us.us.us.1458, %.1051.us.us.us.1472
  %73 = shl i64 %lsr.iv870, 3
  %scevgep919 = getelementptr i8, ptr %scevgep915, i64 %73
  %scevgep920 = getelementptr i8, ptr %scevgep919, i64 -16
  store double %.1052.us.us.us.1473, ptr %scevgep920, align 8
  %74 = shl i64 %lsr.iv870, 3
  %scevgep886 = getelementptr i8, ptr %scevgep874, i64 %74
  %scevgep887 = getelementptr i8, ptr %scevgep886, i64 -8
  %.706.us.us.us.2480 = load double, ptr %scevgep887, align 8
  %scevgep913 = getelementptr i8, ptr %scevgep907, i64 %74
  %scevgep914 = getelementptr i8, ptr %scevgep913, i64 16
  %.762.us.us.us.2482 = load double, ptr %scevgep914, align 8
  %75 = shl i64 %lsr.iv870, 3
  %scevgep905 = getelementptr i8, ptr %scevgep899, i64 %75
  %scevgep906 = getelementptr i8, ptr %scevgep905, i64 -8
  %.818.us.us.us.2484 = load double, ptr %scevgep906, align 8
  %.821.us.us.us.2485 = fadd double %.762.us.us.us.2482, %.818.us.us.us.2484
  %76 = shl i64 %lsr.iv870, 3
  %scevgep891 = getelementptr i8, ptr %scevgep888, i64 %76
  %scevgep892 = getelementptr i8, ptr %scevgep891, i64 -8
  %.875.us.us.us.2486 = load double, ptr %scevgep892, align 8
  %.878.us.us.us.2487 = fadd double %.821.us.us.us.2485, %.875.us.us.us.2486
  %scevgep895 = getelementptr i8, ptr %scevgep891, i64 8
  %.932.us.us.us.2488 = load double, ptr %scevgep895, align 8
  %.935.us.us.us.2489 = fadd double %.878.us.us.us.2487, %.932.us.us.us.2488
  %.991.us.us.us.2490 = fmul double %.706.us.us.us.2480, 4.000000e+00
  %.992.us.us.us.2491 = fsub double %.935.us.us.us.2489, %.991.us.us.us.2490
  %.1048.us.us.us.2492 = tail call double @llvm.sin.f64(double %.706.us.us.us.2480)
  %.1049.us.us.us.2493 = fadd double %.1048.us.us.us.2492, %.992.us.us.us.2491
  %.1051.us.us.us.2494 = fmul double %arg.h, %.1049.us.us.us.2493
  %.1052.us.us.us.2495 = fadd double %.706.us.us.us.2480, %.1051.us.us.us.2494
  %77 = shl i64 %lsr.iv870, 3
  %scevgep921 = getelementptr i8, ptr %scevgep915, i64 %77
  %scevgep922 = getelementptr i8, ptr %scevgep921, i64 -8
  store double %.1052.us.us.us.2495, ptr %scevgep922, align 8
  %78 = shl i64 %lsr.iv870, 3
  %scevgep875 = getelementptr i8, ptr %scevgep874, i64 %78
  %.706.us.us.us.3 = load double, ptr %scevgep875, align 8
  %scevgep908 = getelementptr i8, ptr %scevgep907, i64 %78
  %scevgep909 = getelementptr i8, ptr %scevgep908, i64 24
  %.762.us.us.us.3 = load double, ptr %scevgep909, align 8
  %scevgep900 = getelementptr i8, ptr %scevgep899, i64 %78
  %.818.us.us.us.3 = load double, ptr %scevgep900, align 8
  %.821.us.us.us.3 = fadd double %.762.us.us.us.3, %.818.us.us.us.3
  %79 = shl i64 %lsr.iv870, 3
  %scevgep889 = getelementptr i8, ptr %scevgep888, i64 %79
  %.875.us.us.us.3 = load double, ptr %scevgep889, align 8
  %.878.us.us.us.3 = fadd double %.821.us.us.us.3, %.875.us.us.us.3
  %80 = shl i64 %lsr.iv870, 3
  %scevgep884 = getelementptr i8, ptr %scevgep874, i64 %80
  %scevgep885 = getelementptr i8, ptr %scevgep884, i64 8
  %.932.us.us.us.3 = load double, ptr %scevgep885, align 8
  %.935.us.us.us.3 = fadd double %.878.us.us.us.3, %.932.us.us.us.3
  %.991.us.us.us.3 = fmul double %.706.us.us.us.3, 4.000000e+00
  %.992.us.us.us.3 = fsub double %.935.us.us.us.3, %.991.us.us.us.3
  %.1048.us.us.us.3 = tail call double @llvm.sin.f64(double %.706.us.us.us.3)
  %.1049.us.us.us.3 = fadd double %.1048.us.us.us.3, %.992.us.us.us.3
  %.1051.us.us.us.3 = fmul double %arg.h, %.1049.us.us.us.3
  %.1052.us.us.us.3 = fadd double %.706.us.us.us.3, %.1051.us.us.us.3
  %81 = shl i64 %lsr.iv870, 3
  %scevgep916 = getelementptr i8, ptr %scevgep915, i64 %81
  store double %.1052.us.us.us.3, ptr %scevgep916, align 8
  %lsr.iv.next871 = add i64 %lsr.iv870, 4
  %exitcond.not.3 = icmp eq i64 %62, %lsr.iv.next871
  br i1 %exitcond.not.3, label %B218.B176.loopexit_crit_edge.us.us.us, label %B220.us.us.us, !llvm.loop !31

B218.B176.loopexit_crit_edge.us.us.us:            ; preds = %B220.us.us.us, %B220.us.us.us.prol.loopexit, %middle.block
  %scevgep835 = getelementptr i8, ptr %lsr.iv834, i64 %2
  %scevgep839 = getelementptr i8, ptr %lsr.iv838, i64 %2
  %scevgep846 = getelementptr i8, ptr %lsr.iv845, i64 %2
  %scevgep851 = getelementptr i8, ptr %lsr.iv850, i64 %2
  %scevgep855 = getelementptr i8, ptr %lsr.iv854, i64 %2
  %lsr.iv.next861 = add i64 %lsr.iv860, %arg.u0.5.1.fr
  %lsr.iv.next873 = add i64 %lsr.iv872, %arg.u0.5.1.fr
  %scevgep898 = getelementptr i8, ptr %lsr.iv897, i64 %2
  %exitcond676.not = icmp eq i64 %.500456462.us.us.us, %..451
  br i1 %exitcond676.not, label %B176.B460_crit_edge.split.us.us.us, label %B178.endif.us.us.us

B176.B460_crit_edge.split.us.us.us:               ; preds = %B218.B176.loopexit_crit_edge.us.us.us
  tail call void @NRT_incref(ptr nonnull %.7.i.i25)
  %.7.i.i33 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !32
  %.8.i.i34 = icmp eq ptr %.7.i.i33, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %.8.i.i34, label %B96.endif.if.if, label %B96.endif.endif.endif.us.us.1, !prof !0

B96.endif.endif.endif.us.us.1:                    ; preds = %B176.B460_crit_edge.split.us.us.us
  %.5.i39 = getelementptr i8, ptr %.7.i.i33, i64 24
  %.6.i40 = load ptr, ptr %.5.i39, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i40, ptr nonnull align 1 %.6.i32, i64 %u.2.sroa.34.0.reass, i1 false)
  tail call void @NRT_decref(ptr nonnull %.7.i.i25)
  %82 = shl i64 %arg.u0.5.1.fr, 3
  %83 = getelementptr i8, ptr %.6.i40, i64 %82
  %scevgep213 = getelementptr i8, ptr %83, i64 8
  %84 = mul i64 %arg.u0.5.1.fr, %..451
  %85 = shl i64 %..573, 3
  %86 = add i64 %84, %..573
  %87 = shl i64 %86, 3
  %88 = getelementptr i8, ptr %.6.i40, i64 %87
  %scevgep214 = getelementptr i8, ptr %88, i64 8
  %scevgep215 = getelementptr i8, ptr %.6.i32, i64 %82
  %89 = getelementptr i8, ptr %.6.i32, i64 %87
  %scevgep216 = getelementptr i8, ptr %89, i64 16
  %90 = shl i64 %arg.u0.5.1.fr, 4
  %91 = getelementptr i8, ptr %.6.i32, i64 %90
  %scevgep217 = getelementptr i8, ptr %91, i64 8
  %92 = shl i64 %..451, 3
  %93 = add i64 %92, 8
  %94 = mul i64 %arg.u0.5.1.fr, %93
  %95 = getelementptr i8, ptr %.6.i32, i64 %94
  %96 = getelementptr i8, ptr %95, i64 %85
  %scevgep218 = getelementptr i8, ptr %96, i64 8
  %scevgep219 = getelementptr i8, ptr %.6.i32, i64 8
  %97 = add nuw i64 %..451, %const
  %98 = mul i64 %arg.u0.5.1.fr, %97
  %99 = add i64 %98, %..573
  %100 = shl i64 %99, 3
  %101 = getelementptr i8, ptr %.6.i32, i64 %100
  %scevgep220 = getelementptr i8, ptr %101, i64 8
  %102 = add nuw i64 %..573, 1
  %bound0221 = icmp ult ptr %scevgep213, %scevgep216
  %bound1222 = icmp ult ptr %scevgep215, %scevgep214
  %found.conflict223 = and i1 %bound0221, %bound1222
  %bound0226 = icmp ult ptr %scevgep213, %scevgep218
  %bound1227 = icmp ult ptr %scevgep217, %scevgep214
  %found.conflict228 = and i1 %bound0226, %bound1227
  %stride.check229 = icmp slt i64 %82, 0
  %103 = or i1 %found.conflict228, %stride.check229
  %conflict.rdx231 = or i1 %found.conflict223, %103
  %bound0232 = icmp ult ptr %scevgep213, %scevgep220
  %bound1233 = icmp ult ptr %scevgep219, %scevgep214
  %found.conflict234 = and i1 %bound0232, %bound1233
  %conflict.rdx237 = or i1 %found.conflict234, %conflict.rdx231
  %n.vec242 = and i64 %..573, %const929
  %104 = or disjoint i64 %n.vec242, 1
  %broadcast.splatinsert243 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat244 = shufflevector <8 x double> %broadcast.splatinsert243, <8 x double> poison, <8 x i32> zeroinitializer
  %105 = add i64 %82, 8
  %scevgep745 = getelementptr i8, ptr %.6.i40, i64 %105
  %106 = add i64 %82, 16
  %scevgep749 = getelementptr i8, ptr %.6.i32, i64 %106
  %107 = shl i64 %arg.u0.5.1.fr, 4
  %108 = add nuw nsw i64 %107, 8
  %scevgep761 = getelementptr i8, ptr %.6.i32, i64 %108
  %scevgep765 = getelementptr i8, ptr %.6.i32, i64 %107
  %109 = add i64 %..573, 1
  %110 = add i64 %arg.u0.5.1.fr, 3
  %111 = add i64 %107, 24
  %scevgep806 = getelementptr i8, ptr %.6.i32, i64 %111
  br label %B178.endif.us.us.us.1

B178.endif.us.us.us.1:                            ; preds = %B218.B176.loopexit_crit_edge.us.us.us.1, %B96.endif.endif.endif.us.us.1
  %lsr.iv807 = phi ptr [ %scevgep808, %B218.B176.loopexit_crit_edge.us.us.us.1 ], [ %scevgep806, %B96.endif.endif.endif.us.us.1 ]
  %lsr.iv784 = phi i64 [ %lsr.iv.next785, %B218.B176.loopexit_crit_edge.us.us.us.1 ], [ %110, %B96.endif.endif.endif.us.us.1 ]
  %lsr.iv772 = phi i64 [ %lsr.iv.next773, %B218.B176.loopexit_crit_edge.us.us.us.1 ], [ %arg.u0.5.1.fr, %B96.endif.endif.endif.us.us.1 ]
  %lsr.iv766 = phi ptr [ %scevgep767, %B218.B176.loopexit_crit_edge.us.us.us.1 ], [ %scevgep765, %B96.endif.endif.endif.us.us.1 ]
  %lsr.iv762 = phi ptr [ %scevgep763, %B218.B176.loopexit_crit_edge.us.us.us.1 ], [ %scevgep761, %B96.endif.endif.endif.us.us.1 ]
  %lsr.iv757 = phi ptr [ %scevgep758, %B218.B176.loopexit_crit_edge.us.us.us.1 ], [ %.6.i32, %B96.endif.endif.endif.us.us.1 ]
  %lsr.iv750 = phi ptr [ %scevgep751, %B218.B176.loopexit_crit_edge.us.us.us.1 ], [ %scevgep749, %B96.endif.endif.endif.us.us.1 ]
  %lsr.iv746 = phi ptr [ %scevgep747, %B218.B176.loopexit_crit_edge.us.us.us.1 ], [ %scevgep745, %B96.endif.endif.endif.us.us.1 ]
  %.500456462.us.us.us.1 = phi i64 [ 1, %B96.endif.endif.endif.us.us.1 ], [ %.766.us.us.us.1, %B218.B176.loopexit_crit_edge.us.us.us.1 ]
  %112 = icmp slt i64 %.573, 8
  %.766.us.us.us.1 = add nuw i64 %.500456462.us.us.us.1, 1
  %brmerge513 = select i1 %112, i1 true, i1 %conflict.rdx237
  br i1 %brmerge513, label %B220.us.us.us.1.preheader, label %vector.body245.preheader

vector.body245.preheader:                         ; preds = %B178.endif.us.us.us.1
  br label %vector.body245

vector.body245:                                   ; preds = %vector.body245.preheader, %vector.body245
  %index246 = phi i64 [ %index.next253, %vector.body245 ], [ 0, %vector.body245.preheader ]
  %113 = shl i64 %index246, 3
  %scevgep752 = getelementptr i8, ptr %lsr.iv750, i64 %113
  %scevgep753 = getelementptr i8, ptr %scevgep752, i64 -8
  %wide.load248 = load <8 x double>, ptr %scevgep753, align 8, !alias.scope !39
  %scevgep759 = getelementptr i8, ptr %lsr.iv757, i64 %113
  %scevgep760 = getelementptr i8, ptr %scevgep759, i64 8
  %wide.load249 = load <8 x double>, ptr %scevgep760, align 8, !alias.scope !42
  %114 = shl i64 %index246, 3
  %scevgep764 = getelementptr i8, ptr %lsr.iv762, i64 %114
  %wide.load250 = load <8 x double>, ptr %scevgep764, align 8, !alias.scope !44
  %115 = fadd <8 x double> %wide.load249, %wide.load250
  %116 = shl i64 %index246, 3
  %scevgep755 = getelementptr i8, ptr %lsr.iv750, i64 %116
  %scevgep756 = getelementptr i8, ptr %scevgep755, i64 -16
  %wide.load251 = load <8 x double>, ptr %scevgep756, align 8, !alias.scope !39
  %117 = fadd <8 x double> %115, %wide.load251
  %118 = shl i64 %index246, 3
  %scevgep754 = getelementptr i8, ptr %lsr.iv750, i64 %118
  %wide.load252 = load <8 x double>, ptr %scevgep754, align 8, !alias.scope !39
  %119 = fadd <8 x double> %117, %wide.load252
  %120 = fmul <8 x double> %wide.load248, splat (double 4.000000e+00)
  %121 = fsub <8 x double> %119, %120
  %122 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load248)
  %123 = fadd <8 x double> %122, %121
  %124 = fmul <8 x double> %broadcast.splat244, %123
  %125 = fadd <8 x double> %wide.load248, %124
  %126 = shl i64 %index246, 3
  %scevgep748 = getelementptr i8, ptr %lsr.iv746, i64 %126
  store <8 x double> %125, ptr %scevgep748, align 8, !alias.scope !46, !noalias !48
  %index.next253 = add nuw i64 %index246, 8
  %127 = icmp eq i64 %n.vec242, %index.next253
  br i1 %127, label %middle.block254, label %vector.body245, !llvm.loop !49

middle.block254:                                  ; preds = %vector.body245
  %128 = icmp eq i64 %.573, %n.vec242
  br i1 %128, label %B218.B176.loopexit_crit_edge.us.us.us.1, label %B220.us.us.us.1.preheader

B220.us.us.us.1.preheader:                        ; preds = %B178.endif.us.us.us.1, %middle.block254
  %.622450452.us.us.us.1.ph = phi i64 [ %104, %middle.block254 ], [ 1, %B178.endif.us.us.us.1 ]
  %129 = sub i64 %102, %.622450452.us.us.us.1.ph
  %130 = sub i64 %..573, %.622450452.us.us.us.1.ph
  %xtraiter498 = and i64 %129, 3
  %lcmp.mod499.not = icmp eq i64 %xtraiter498, 0
  br i1 %lcmp.mod499.not, label %B220.us.us.us.1.prol.loopexit, label %B220.us.us.us.1.prol.preheader

B220.us.us.us.1.prol.preheader:                   ; preds = %B220.us.us.us.1.preheader
  %131 = shl i64 %.622450452.us.us.us.1.ph, 3
  %scevgep768 = getelementptr i8, ptr %lsr.iv766, i64 %131
  %scevgep770 = getelementptr i8, ptr %lsr.iv757, i64 %131
  %132 = add i64 %.622450452.us.us.us.1.ph, %lsr.iv772
  %133 = shl i64 %132, 3
  %scevgep774 = getelementptr i8, ptr %.6.i40, i64 %133
  %scevgep776 = getelementptr i8, ptr %.6.i32, i64 %133
  br label %B220.us.us.us.1.prol

B220.us.us.us.1.prol:                             ; preds = %B220.us.us.us.1.prol.preheader, %B220.us.us.us.1.prol
  %prol.iter500 = phi i64 [ %prol.iter500.next, %B220.us.us.us.1.prol ], [ 0, %B220.us.us.us.1.prol.preheader ]
  %134 = shl nuw nsw i64 %prol.iter500, 3
  %scevgep777 = getelementptr i8, ptr %scevgep776, i64 %134
  %.706.us.us.us.1.prol = load double, ptr %scevgep777, align 8
  %135 = shl nuw nsw i64 %prol.iter500, 3
  %scevgep771 = getelementptr i8, ptr %scevgep770, i64 %135
  %.762.us.us.us.1.prol = load double, ptr %scevgep771, align 8
  %136 = shl nuw nsw i64 %prol.iter500, 3
  %scevgep769 = getelementptr i8, ptr %scevgep768, i64 %136
  %.818.us.us.us.1.prol = load double, ptr %scevgep769, align 8
  %.821.us.us.us.1.prol = fadd double %.762.us.us.us.1.prol, %.818.us.us.us.1.prol
  %137 = shl nuw nsw i64 %prol.iter500, 3
  %scevgep780 = getelementptr i8, ptr %scevgep776, i64 %137
  %scevgep781 = getelementptr i8, ptr %scevgep780, i64 -8
  %.875.us.us.us.1.prol = load double, ptr %scevgep781, align 8
  %.878.us.us.us.1.prol = fadd double %.821.us.us.us.1.prol, %.875.us.us.us.1.prol
  %138 = shl nuw nsw i64 %prol.iter500, 3
  %scevgep778 = getelementptr i8, ptr %scevgep776, i64 %138
  %scevgep779 = getelementptr i8, ptr %scevgep778, i64 8
  %.932.us.us.us.1.prol = load double, ptr %scevgep779, align 8
  %.935.us.us.us.1.prol = fadd double %.878.us.us.us.1.prol, %.932.us.us.us.1.prol
  %.991.us.us.us.1.prol = fmul double %.706.us.us.us.1.prol, 4.000000e+00
  %.992.us.us.us.1.prol = fsub double %.935.us.us.us.1.prol, %.991.us.us.us.1.prol
  %.1048.us.us.us.1.prol = tail call double @llvm.sin.f64(double %.706.us.us.us.1.prol)
  %.1049.us.us.us.1.prol = fadd double %.1048.us.us.us.1.prol, %.992.us.us.us.1.prol
  %.1051.us.us.us.1.prol = fmul double %arg.h, %.1049.us.us.us.1.prol
  %.1052.us.us.us.1.prol = fadd double %.706.us.us.us.1.prol, %.1051.us.us.us.1.prol
  %139 = shl nuw nsw i64 %prol.iter500, 3
  %scevgep775 = getelementptr i8, ptr %scevgep774, i64 %139
  store double %.1052.us.us.us.1.prol, ptr %scevgep775, align 8
  %prol.iter500.next = add i64 %prol.iter500, 1
  %prol.iter500.cmp.not = icmp eq i64 %xtraiter498, %prol.iter500.next
  br i1 %prol.iter500.cmp.not, label %B220.us.us.us.1.prol.loopexit.loopexit, label %B220.us.us.us.1.prol, !llvm.loop !50

B220.us.us.us.1.prol.loopexit.loopexit:           ; preds = %B220.us.us.us.1.prol
  %140 = add i64 %.622450452.us.us.us.1.ph, %prol.iter500.next
  br label %B220.us.us.us.1.prol.loopexit

B220.us.us.us.1.prol.loopexit:                    ; preds = %B220.us.us.us.1.prol.loopexit.loopexit, %B220.us.us.us.1.preheader
  %.622450452.us.us.us.1.unr = phi i64 [ %.622450452.us.us.us.1.ph, %B220.us.us.us.1.preheader ], [ %140, %B220.us.us.us.1.prol.loopexit.loopexit ]
  %141 = icmp ult i64 %130, 3
  br i1 %141, label %B218.B176.loopexit_crit_edge.us.us.us.1, label %B220.us.us.us.1.preheader521

B220.us.us.us.1.preheader521:                     ; preds = %B220.us.us.us.1.prol.loopexit
  %142 = sub i64 %109, %.622450452.us.us.us.1.unr
  %143 = add i64 %.622450452.us.us.us.1.unr, %lsr.iv784
  %144 = shl i64 %143, 3
  %scevgep786 = getelementptr i8, ptr %.6.i32, i64 %144
  %145 = shl i64 %.622450452.us.us.us.1.unr, 3
  %scevgep794 = getelementptr i8, ptr %lsr.iv750, i64 %145
  %scevgep809 = getelementptr i8, ptr %lsr.iv807, i64 %145
  %scevgep817 = getelementptr i8, ptr %lsr.iv757, i64 %145
  %scevgep825 = getelementptr i8, ptr %.6.i40, i64 %144
  br label %B220.us.us.us.1

B220.us.us.us.1:                                  ; preds = %B220.us.us.us.1.preheader521, %B220.us.us.us.1
  %lsr.iv782 = phi i64 [ 0, %B220.us.us.us.1.preheader521 ], [ %lsr.iv.next783, %B220.us.us.us.1 ]
  %146 = shl i64 %lsr.iv782, 3
  %scevgep788 = getelementptr i8, ptr %scevgep786, i64 %146
  %scevgep789 = getelementptr i8, ptr %scevgep788, i64 -24
  %.706.us.us.us.1 = load double, ptr %scevgep789, align 8
  %scevgep820 = getelementptr i8, ptr %scevgep817, i64 %146
  %.762.us.us.us.1 = load double, ptr %scevgep820, align 8
  %147 = shl i64 %lsr.iv782, 3
  %scevgep811 = getelementptr i8, ptr %scevgep809, i64 %147
  %scevgep812 = getelementptr i8, ptr %scevgep811, i64 -24
  %.818.us.us.us.1 = load double, ptr %scevgep812, align 8
  %.821.us.us.us.1 = fadd double %.762.us.us.us.1, %.818.us.us.us.1
  %148 = shl i64 %lsr.iv782, 3
  %scevgep797 = getelementptr i8, ptr %scevgep794, i64 %148
  %scevgep798 = getelementptr i8, ptr %scevgep797, i64 -24
  %.875.us.us.us.1 = load double, ptr %scevgep798, align 8
  %.878.us.us.us.1 = fadd double %.821.us.us.us.1, %.875.us.us.us.1
  %scevgep804 = getelementptr i8, ptr %scevgep797, i64 -8
  %.932.us.us.us.1 = load double, ptr %scevgep804, align 8
  %.935.us.us.us.1 = fadd double %.878.us.us.us.1, %.932.us.us.us.1
  %.991.us.us.us.1 = fmul double %.706.us.us.us.1, 4.000000e+00
  %.992.us.us.us.1 = fsub double %.935.us.us.us.1, %.991.us.us.us.1
  %.1048.us.us.us.1 = tail call double @llvm.sin.f64(double %.706.us.us.us.1)
  %.1049.us.us.us.1 = fadd double %.1048.us.us.us.1, %.992.us.us.us.1
  %.1051.us.us.us.1 = fmul double %arg.h, %.1049.us.us.us.1
  %.1052.us.us.us.1 = fadd double %.706.us.us.us.1, %.1051.us.us.us.1
  %149 = shl i64 %lsr.iv782, 3
  %scevgep827 = getelementptr i8, ptr %scevgep825, i64 %149
  %scevgep828 = getelementptr i8, ptr %scevgep827, i64 -24
  store double %.1052.us.us.us.1, ptr %scevgep828, align 8
  %150 = shl i64 %lsr.iv782, 3
  %scevgep790 = getelementptr i8, ptr %scevgep786, i64 %150
  %scevgep791 = getelementptr i8, ptr %scevgep790, i64 -16
  %.706.us.us.us.1.1 = load double, ptr %scevgep791, align 8
  %scevgep821 = getelementptr i8, ptr %scevgep817, i64 %150
  %scevgep822 = getelementptr i8, ptr %scevgep821, i64 8
  %.762.us.us.us.1.1 = load double, ptr %scevgep822, align 8
  %151 = shl i64 %lsr.iv782, 3
  %scevgep813 = getelementptr i8, ptr %scevgep809, i64 %151
  %scevgep814 = getelementptr i8, ptr %scevgep813, i64 -16
  %.818.us.us.us.1.1 = load double, ptr %scevgep814, align 8
  %.821.us.us.us.1.1 = fadd double %.762.us.us.us.1.1, %.818.us.us.us.1.1
  %152 = shl i64 %lsr.iv782, 3
  %scevgep799 = getelementptr i8, ptr %scevgep794, i64 %152
  %scevgep800 = getelementptr i8, ptr %scevgep799, i64 -16
  %.875.us.us.us.1.1 = load double, ptr %scevgep800, align 8
  %.878.us.us.us.1.1 = fadd double %.821.us.us.us.1.1, %.875.us.us.us.1.1
  %153 = shl i64 %lsr.iv782, 3
  %scevgep796 = getelementptr i8, ptr %scevgep794, i64 %153
  %.932.us.us.us.1.1 = load double, ptr %scevgep796, align 8
  %.935.us.us.us.1.1 = fadd double %.878.us.us.us.1.1, %.932.us.us.us.1.1
  %.991.us.us.us.1.1 = fmul double %.706.us.us.us.1.1, 4.000000e+00
  %.992.us.us.us.1.1 = fsub double %.935.us.us.us.1.1, %.991.us.us.us.1.1
  %.1048.us.us.us.1.1 = tail call double @llvm.sin.f64(double %.706.us.us.us.1.1)
  %.1049.us.us.us.1.1 = fadd double %.1048.us.us.us.1.1, %.992.us.us.us.1.1
  %.1051.us.us.us.1.1 = fmul double %arg.h, %.1049.us.us.us.1.1
  %.1052.us.us.us.1.1 = fadd double %.706.us.us.us.1.1, %.1051.us.us.us.1.1
  %154 = shl i64 %lsr.iv782, 3
  %scevgep829 = getelementptr i8, ptr %scevgep825, i64 %154
  %scevgep830 = getelementptr i8, ptr %scevgep829, i64 -16
  store double %.1052.us.us.us.1.1, ptr %scevgep830, align 8
  %155 = shl i64 %lsr.iv782, 3
  %scevgep792 = getelementptr i8, ptr %scevgep786, i64 %155
  %scevgep793 = getelementptr i8, ptr %scevgep792, i64 -8
  %.706.us.us.us.1.2 = load double, ptr %scevgep793, align 8
  %scevgep823 = getelementptr i8, ptr %scevgep817, i64 %155
  %scevgep824 = getelementptr i8, ptr %scevgep823, i64 16
  %.762.us.us.us.1.2 = load double, ptr %scevgep824, align 8
  %156 = shl i64 %lsr.iv782, 3
  %scevgep815 = getelementptr i8, ptr %scevgep809, i64 %156
  %scevgep816 = getelementptr i8, ptr %scevgep815, i64 -8
  %.818.us.us.us.1.2 = load double, ptr %scevgep816, align 8
  %.821.us.us.us.1.2 = fadd double %.762.us.us.us.1.2, %.818.us.us.us.1.2
  %157 = shl i64 %lsr.iv782, 3
  %scevgep802 = getelementptr i8, ptr %scevgep794, i64 %157
  %scevgep803 = getelementptr i8, ptr %scevgep802, i64 -8
  %.875.us.us.us.1.2 = load double, ptr %scevgep803, align 8
  %.878.us.us.us.1.2 = fadd double %.821.us.us.us.1.2, %.875.us.us.us.1.2
  %scevgep805 = getelementptr i8, ptr %scevgep802, i64 8
  %.932.us.us.us.1.2 = load double, ptr %scevgep805, align 8
  %.935.us.us.us.1.2 = fadd double %.878.us.us.us.1.2, %.932.us.us.us.1.2
  %.991.us.us.us.1.2 = fmul double %.706.us.us.us.1.2, 4.000000e+00
  %.992.us.us.us.1.2 = fsub double %.935.us.us.us.1.2, %.991.us.us.us.1.2
  %.1048.us.us.us.1.2 = tail call double @llvm.sin.f64(double %.706.us.us.us.1.2)
  %.1049.us.us.us.1.2 = fadd double %.1048.us.us.us.1.2, %.992.us.us.us.1.2
  %.1051.us.us.us.1.2 = fmul double %arg.h, %.1049.us.us.us.1.2
  %.1052.us.us.us.1.2 = fadd double %.706.us.us.us.1.2, %.1051.us.us.us.1.2
  %158 = shl i64 %lsr.iv782, 3
  %scevgep831 = getelementptr i8, ptr %scevgep825, i64 %158
  %scevgep832 = getelementptr i8, ptr %scevgep831, i64 -8
  store double %.1052.us.us.us.1.2, ptr %scevgep832, align 8
  %159 = shl i64 %lsr.iv782, 3
  %scevgep787 = getelementptr i8, ptr %scevgep786, i64 %159
  %.706.us.us.us.1.3 = load double, ptr %scevgep787, align 8
  %scevgep818 = getelementptr i8, ptr %scevgep817, i64 %159
  %scevgep819 = getelementptr i8, ptr %scevgep818, i64 24
  %.762.us.us.us.1.3 = load double, ptr %scevgep819, align 8
  %scevgep810 = getelementptr i8, ptr %scevgep809, i64 %159
  %.818.us.us.us.1.3 = load double, ptr %scevgep810, align 8
  %.821.us.us.us.1.3 = fadd double %.762.us.us.us.1.3, %.818.us.us.us.1.3
  %160 = shl i64 %lsr.iv782, 3
  %scevgep795 = getelementptr i8, ptr %scevgep794, i64 %160
  %.875.us.us.us.1.3 = load double, ptr %scevgep795, align 8
  %.878.us.us.us.1.3 = fadd double %.821.us.us.us.1.3, %.875.us.us.us.1.3
  %scevgep801 = getelementptr i8, ptr %scevgep795, i64 16
  %.932.us.us.us.1.3 = load double, ptr %scevgep801, align 8
  %.935.us.us.us.1.3 = fadd double %.878.us.us.us.1.3, %.932.us.us.us.1.3
  %.991.us.us.us.1.3 = fmul double %.706.us.us.us.1.3, 4.000000e+00
  %.992.us.us.us.1.3 = fsub double %.935.us.us.us.1.3, %.991.us.us.us.1.3
  %.1048.us.us.us.1.3 = tail call double @llvm.sin.f64(double %.706.us.us.us.1.3)
  %.1049.us.us.us.1.3 = fadd double %.1048.us.us.us.1.3, %.992.us.us.us.1.3
  %.1051.us.us.us.1.3 = fmul double %arg.h, %.1049.us.us.us.1.3
  %.1052.us.us.us.1.3 = fadd double %.706.us.us.us.1.3, %.1051.us.us.us.1.3
  %161 = shl i64 %lsr.iv782, 3
  %scevgep826 = getelementptr i8, ptr %scevgep825, i64 %161
  store double %.1052.us.us.us.1.3, ptr %scevgep826, align 8
  %lsr.iv.next783 = add i64 %lsr.iv782, 4
  %exitcond.1.not.3 = icmp eq i64 %142, %lsr.iv.next783
  br i1 %exitcond.1.not.3, label %B218.B176.loopexit_crit_edge.us.us.us.1, label %B220.us.us.us.1, !llvm.loop !51

B218.B176.loopexit_crit_edge.us.us.us.1:          ; preds = %B220.us.us.us.1, %B220.us.us.us.1.prol.loopexit, %middle.block254
  %scevgep747 = getelementptr i8, ptr %lsr.iv746, i64 %82
  %scevgep751 = getelementptr i8, ptr %lsr.iv750, i64 %82
  %scevgep758 = getelementptr i8, ptr %lsr.iv757, i64 %82
  %scevgep763 = getelementptr i8, ptr %lsr.iv762, i64 %82
  %scevgep767 = getelementptr i8, ptr %lsr.iv766, i64 %82
  %lsr.iv.next773 = add i64 %lsr.iv772, %arg.u0.5.1.fr
  %lsr.iv.next785 = add i64 %lsr.iv784, %arg.u0.5.1.fr
  %scevgep808 = getelementptr i8, ptr %lsr.iv807, i64 %82
  %exitcond676.1.not = icmp eq i64 %.500456462.us.us.us.1, %..451
  br i1 %exitcond676.1.not, label %B176.B460_crit_edge.split.us.us.us.1, label %B178.endif.us.us.us.1

B176.B460_crit_edge.split.us.us.us.1:             ; preds = %B218.B176.loopexit_crit_edge.us.us.us.1
  tail call void @NRT_incref(ptr nonnull %.7.i.i33)
  %.7.i.i41 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !52
  %.8.i.i42 = icmp eq ptr %.7.i.i41, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i25)
  br i1 %.8.i.i42, label %B96.endif.if.if, label %B96.endif.endif.endif.us.us.2, !prof !0

B96.endif.endif.endif.us.us.2:                    ; preds = %B176.B460_crit_edge.split.us.us.us.1
  %.5.i47 = getelementptr i8, ptr %.7.i.i41, i64 24
  %.6.i48 = load ptr, ptr %.5.i47, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i48, ptr nonnull align 1 %.6.i40, i64 %u.2.sroa.34.0.reass, i1 false)
  tail call void @NRT_decref(ptr nonnull %.7.i.i33)
  %162 = shl i64 %arg.u0.5.1.fr, 3
  %163 = getelementptr i8, ptr %.6.i48, i64 %162
  %scevgep258 = getelementptr i8, ptr %163, i64 8
  %164 = mul i64 %arg.u0.5.1.fr, %..451
  %165 = shl i64 %..573, 3
  %166 = add i64 %164, %..573
  %167 = shl i64 %166, 3
  %168 = getelementptr i8, ptr %.6.i48, i64 %167
  %scevgep259 = getelementptr i8, ptr %168, i64 8
  %scevgep260 = getelementptr i8, ptr %.6.i40, i64 %162
  %169 = getelementptr i8, ptr %.6.i40, i64 %167
  %scevgep261 = getelementptr i8, ptr %169, i64 16
  %170 = shl i64 %arg.u0.5.1.fr, 4
  %171 = getelementptr i8, ptr %.6.i40, i64 %170
  %scevgep262 = getelementptr i8, ptr %171, i64 8
  %172 = shl i64 %..451, 3
  %173 = add i64 %172, 8
  %174 = mul i64 %arg.u0.5.1.fr, %173
  %175 = getelementptr i8, ptr %.6.i40, i64 %174
  %176 = getelementptr i8, ptr %175, i64 %165
  %scevgep263 = getelementptr i8, ptr %176, i64 8
  %scevgep264 = getelementptr i8, ptr %.6.i40, i64 8
  %177 = add nuw i64 %..451, %const
  %178 = mul i64 %arg.u0.5.1.fr, %177
  %179 = add i64 %178, %..573
  %180 = shl i64 %179, 3
  %181 = getelementptr i8, ptr %.6.i40, i64 %180
  %scevgep265 = getelementptr i8, ptr %181, i64 8
  %182 = add nuw i64 %..573, 1
  %bound0266 = icmp ult ptr %scevgep258, %scevgep261
  %bound1267 = icmp ult ptr %scevgep260, %scevgep259
  %found.conflict268 = and i1 %bound0266, %bound1267
  %bound0271 = icmp ult ptr %scevgep258, %scevgep263
  %bound1272 = icmp ult ptr %scevgep262, %scevgep259
  %found.conflict273 = and i1 %bound0271, %bound1272
  %stride.check274 = icmp slt i64 %162, 0
  %183 = or i1 %found.conflict273, %stride.check274
  %conflict.rdx276 = or i1 %found.conflict268, %183
  %bound0277 = icmp ult ptr %scevgep258, %scevgep265
  %bound1278 = icmp ult ptr %scevgep264, %scevgep259
  %found.conflict279 = and i1 %bound0277, %bound1278
  %conflict.rdx282 = or i1 %found.conflict279, %conflict.rdx276
  %n.vec287 = and i64 %..573, %const929
  %184 = or disjoint i64 %n.vec287, 1
  %broadcast.splatinsert288 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat289 = shufflevector <8 x double> %broadcast.splatinsert288, <8 x double> poison, <8 x i32> zeroinitializer
  %185 = add i64 %162, 8
  %scevgep657 = getelementptr i8, ptr %.6.i48, i64 %185
  %186 = add i64 %162, 16
  %scevgep661 = getelementptr i8, ptr %.6.i40, i64 %186
  %187 = shl i64 %arg.u0.5.1.fr, 4
  %188 = add nuw nsw i64 %187, 8
  %scevgep673 = getelementptr i8, ptr %.6.i40, i64 %188
  %scevgep677 = getelementptr i8, ptr %.6.i40, i64 %187
  %189 = add i64 %..573, 1
  %190 = add i64 %arg.u0.5.1.fr, 3
  %191 = add i64 %187, 24
  %scevgep718 = getelementptr i8, ptr %.6.i40, i64 %191
  br label %B178.endif.us.us.us.2

B178.endif.us.us.us.2:                            ; preds = %B218.B176.loopexit_crit_edge.us.us.us.2, %B96.endif.endif.endif.us.us.2
  %lsr.iv719 = phi ptr [ %scevgep720, %B218.B176.loopexit_crit_edge.us.us.us.2 ], [ %scevgep718, %B96.endif.endif.endif.us.us.2 ]
  %lsr.iv696 = phi i64 [ %lsr.iv.next697, %B218.B176.loopexit_crit_edge.us.us.us.2 ], [ %190, %B96.endif.endif.endif.us.us.2 ]
  %lsr.iv684 = phi i64 [ %lsr.iv.next685, %B218.B176.loopexit_crit_edge.us.us.us.2 ], [ %arg.u0.5.1.fr, %B96.endif.endif.endif.us.us.2 ]
  %lsr.iv678 = phi ptr [ %scevgep679, %B218.B176.loopexit_crit_edge.us.us.us.2 ], [ %scevgep677, %B96.endif.endif.endif.us.us.2 ]
  %lsr.iv674 = phi ptr [ %scevgep675, %B218.B176.loopexit_crit_edge.us.us.us.2 ], [ %scevgep673, %B96.endif.endif.endif.us.us.2 ]
  %lsr.iv669 = phi ptr [ %scevgep670, %B218.B176.loopexit_crit_edge.us.us.us.2 ], [ %.6.i40, %B96.endif.endif.endif.us.us.2 ]
  %lsr.iv662 = phi ptr [ %scevgep663, %B218.B176.loopexit_crit_edge.us.us.us.2 ], [ %scevgep661, %B96.endif.endif.endif.us.us.2 ]
  %lsr.iv658 = phi ptr [ %scevgep659, %B218.B176.loopexit_crit_edge.us.us.us.2 ], [ %scevgep657, %B96.endif.endif.endif.us.us.2 ]
  %.500456462.us.us.us.2 = phi i64 [ 1, %B96.endif.endif.endif.us.us.2 ], [ %.766.us.us.us.2, %B218.B176.loopexit_crit_edge.us.us.us.2 ]
  %192 = icmp slt i64 %.573, 8
  %.766.us.us.us.2 = add nuw i64 %.500456462.us.us.us.2, 1
  %brmerge514 = select i1 %192, i1 true, i1 %conflict.rdx282
  br i1 %brmerge514, label %B220.us.us.us.2.preheader, label %vector.body290.preheader

vector.body290.preheader:                         ; preds = %B178.endif.us.us.us.2
  br label %vector.body290

vector.body290:                                   ; preds = %vector.body290.preheader, %vector.body290
  %index291 = phi i64 [ %index.next298, %vector.body290 ], [ 0, %vector.body290.preheader ]
  %193 = shl i64 %index291, 3
  %scevgep664 = getelementptr i8, ptr %lsr.iv662, i64 %193
  %scevgep665 = getelementptr i8, ptr %scevgep664, i64 -8
  %wide.load293 = load <8 x double>, ptr %scevgep665, align 8, !alias.scope !59
  %scevgep671 = getelementptr i8, ptr %lsr.iv669, i64 %193
  %scevgep672 = getelementptr i8, ptr %scevgep671, i64 8
  %wide.load294 = load <8 x double>, ptr %scevgep672, align 8, !alias.scope !62
  %194 = shl i64 %index291, 3
  %scevgep676 = getelementptr i8, ptr %lsr.iv674, i64 %194
  %wide.load295 = load <8 x double>, ptr %scevgep676, align 8, !alias.scope !64
  %195 = fadd <8 x double> %wide.load294, %wide.load295
  %196 = shl i64 %index291, 3
  %scevgep667 = getelementptr i8, ptr %lsr.iv662, i64 %196
  %scevgep668 = getelementptr i8, ptr %scevgep667, i64 -16
  %wide.load296 = load <8 x double>, ptr %scevgep668, align 8, !alias.scope !59
  %197 = fadd <8 x double> %195, %wide.load296
  %198 = shl i64 %index291, 3
  %scevgep666 = getelementptr i8, ptr %lsr.iv662, i64 %198
  %wide.load297 = load <8 x double>, ptr %scevgep666, align 8, !alias.scope !59
  %199 = fadd <8 x double> %197, %wide.load297
  %200 = fmul <8 x double> %wide.load293, splat (double 4.000000e+00)
  %201 = fsub <8 x double> %199, %200
  %202 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load293)
  %203 = fadd <8 x double> %202, %201
  %204 = fmul <8 x double> %broadcast.splat289, %203
  %205 = fadd <8 x double> %wide.load293, %204
  %206 = shl i64 %index291, 3
  %scevgep660 = getelementptr i8, ptr %lsr.iv658, i64 %206
  store <8 x double> %205, ptr %scevgep660, align 8, !alias.scope !66, !noalias !68
  %index.next298 = add nuw i64 %index291, 8
  %207 = icmp eq i64 %n.vec287, %index.next298
  br i1 %207, label %middle.block299, label %vector.body290, !llvm.loop !69

middle.block299:                                  ; preds = %vector.body290
  %208 = icmp eq i64 %.573, %n.vec287
  br i1 %208, label %B218.B176.loopexit_crit_edge.us.us.us.2, label %B220.us.us.us.2.preheader

B220.us.us.us.2.preheader:                        ; preds = %B178.endif.us.us.us.2, %middle.block299
  %.622450452.us.us.us.2.ph = phi i64 [ %184, %middle.block299 ], [ 1, %B178.endif.us.us.us.2 ]
  %209 = sub i64 %182, %.622450452.us.us.us.2.ph
  %210 = sub i64 %..573, %.622450452.us.us.us.2.ph
  %xtraiter501 = and i64 %209, 3
  %lcmp.mod502.not = icmp eq i64 %xtraiter501, 0
  br i1 %lcmp.mod502.not, label %B220.us.us.us.2.prol.loopexit, label %B220.us.us.us.2.prol.preheader

B220.us.us.us.2.prol.preheader:                   ; preds = %B220.us.us.us.2.preheader
  %211 = shl i64 %.622450452.us.us.us.2.ph, 3
  %scevgep680 = getelementptr i8, ptr %lsr.iv678, i64 %211
  %scevgep682 = getelementptr i8, ptr %lsr.iv669, i64 %211
  %212 = add i64 %.622450452.us.us.us.2.ph, %lsr.iv684
  %213 = shl i64 %212, 3
  %scevgep686 = getelementptr i8, ptr %.6.i48, i64 %213
  %scevgep688 = getelementptr i8, ptr %.6.i40, i64 %213
  br label %B220.us.us.us.2.prol

B220.us.us.us.2.prol:                             ; preds = %B220.us.us.us.2.prol.preheader, %B220.us.us.us.2.prol
  %prol.iter503 = phi i64 [ %prol.iter503.next, %B220.us.us.us.2.prol ], [ 0, %B220.us.us.us.2.prol.preheader ]
  %214 = shl nuw nsw i64 %prol.iter503, 3
  %scevgep689 = getelementptr i8, ptr %scevgep688, i64 %214
  %.706.us.us.us.2.prol = load double, ptr %scevgep689, align 8
  %215 = shl nuw nsw i64 %prol.iter503, 3
  %scevgep683 = getelementptr i8, ptr %scevgep682, i64 %215
  %.762.us.us.us.2.prol = load double, ptr %scevgep683, align 8
  %216 = shl nuw nsw i64 %prol.iter503, 3
  %scevgep681 = getelementptr i8, ptr %scevgep680, i64 %216
  %.818.us.us.us.2.prol = load double, ptr %scevgep681, align 8
  %.821.us.us.us.2.prol = fadd double %.762.us.us.us.2.prol, %.818.us.us.us.2.prol
  %217 = shl nuw nsw i64 %prol.iter503, 3
  %scevgep692 = getelementptr i8, ptr %scevgep688, i64 %217
  %scevgep693 = getelementptr i8, ptr %scevgep692, i64 -8
  %.875.us.us.us.2.prol = load double, ptr %scevgep693, align 8
  %.878.us.us.us.2.prol = fadd double %.821.us.us.us.2.prol, %.875.us.us.us.2.prol
  %218 = shl nuw nsw i64 %prol.iter503, 3
  %scevgep690 = getelementptr i8, ptr %scevgep688, i64 %218
  %scevgep691 = getelementptr i8, ptr %scevgep690, i64 8
  %.932.us.us.us.2.prol = load double, ptr %scevgep691, align 8
  %.935.us.us.us.2.prol = fadd double %.878.us.us.us.2.prol, %.932.us.us.us.2.prol
  %.991.us.us.us.2.prol = fmul double %.706.us.us.us.2.prol, 4.000000e+00
  %.992.us.us.us.2.prol = fsub double %.935.us.us.us.2.prol, %.991.us.us.us.2.prol
  %.1048.us.us.us.2.prol = tail call double @llvm.sin.f64(double %.706.us.us.us.2.prol)
  %.1049.us.us.us.2.prol = fadd double %.1048.us.us.us.2.prol, %.992.us.us.us.2.prol
  %.1051.us.us.us.2.prol = fmul double %arg.h, %.1049.us.us.us.2.prol
  %.1052.us.us.us.2.prol = fadd double %.706.us.us.us.2.prol, %.1051.us.us.us.2.prol
  %219 = shl nuw nsw i64 %prol.iter503, 3
  %scevgep687 = getelementptr i8, ptr %scevgep686, i64 %219
  store double %.1052.us.us.us.2.prol, ptr %scevgep687, align 8
  %prol.iter503.next = add i64 %prol.iter503, 1
  %prol.iter503.cmp.not = icmp eq i64 %xtraiter501, %prol.iter503.next
  br i1 %prol.iter503.cmp.not, label %B220.us.us.us.2.prol.loopexit.loopexit, label %B220.us.us.us.2.prol, !llvm.loop !70

B220.us.us.us.2.prol.loopexit.loopexit:           ; preds = %B220.us.us.us.2.prol
  %220 = add i64 %.622450452.us.us.us.2.ph, %prol.iter503.next
  br label %B220.us.us.us.2.prol.loopexit

B220.us.us.us.2.prol.loopexit:                    ; preds = %B220.us.us.us.2.prol.loopexit.loopexit, %B220.us.us.us.2.preheader
  %.622450452.us.us.us.2.unr = phi i64 [ %.622450452.us.us.us.2.ph, %B220.us.us.us.2.preheader ], [ %220, %B220.us.us.us.2.prol.loopexit.loopexit ]
  %221 = icmp ult i64 %210, 3
  br i1 %221, label %B218.B176.loopexit_crit_edge.us.us.us.2, label %B220.us.us.us.2.preheader520

B220.us.us.us.2.preheader520:                     ; preds = %B220.us.us.us.2.prol.loopexit
  %222 = sub i64 %189, %.622450452.us.us.us.2.unr
  %223 = add i64 %.622450452.us.us.us.2.unr, %lsr.iv696
  %224 = shl i64 %223, 3
  %scevgep698 = getelementptr i8, ptr %.6.i40, i64 %224
  %225 = shl i64 %.622450452.us.us.us.2.unr, 3
  %scevgep706 = getelementptr i8, ptr %lsr.iv662, i64 %225
  %scevgep721 = getelementptr i8, ptr %lsr.iv719, i64 %225
  %scevgep729 = getelementptr i8, ptr %lsr.iv669, i64 %225
  %scevgep737 = getelementptr i8, ptr %.6.i48, i64 %224
  br label %B220.us.us.us.2

B220.us.us.us.2:                                  ; preds = %B220.us.us.us.2.preheader520, %B220.us.us.us.2
  %lsr.iv694 = phi i64 [ 0, %B220.us.us.us.2.preheader520 ], [ %lsr.iv.next695, %B220.us.us.us.2 ]
  %226 = shl i64 %lsr.iv694, 3
  %scevgep700 = getelementptr i8, ptr %scevgep698, i64 %226
  %scevgep701 = getelementptr i8, ptr %scevgep700, i64 -24
  %.706.us.us.us.2 = load double, ptr %scevgep701, align 8
  %scevgep732 = getelementptr i8, ptr %scevgep729, i64 %226
  %.762.us.us.us.2 = load double, ptr %scevgep732, align 8
  %227 = shl i64 %lsr.iv694, 3
  %scevgep723 = getelementptr i8, ptr %scevgep721, i64 %227
  %scevgep724 = getelementptr i8, ptr %scevgep723, i64 -24
  %.818.us.us.us.2 = load double, ptr %scevgep724, align 8
  %.821.us.us.us.2 = fadd double %.762.us.us.us.2, %.818.us.us.us.2
  %228 = shl i64 %lsr.iv694, 3
  %scevgep709 = getelementptr i8, ptr %scevgep706, i64 %228
  %scevgep710 = getelementptr i8, ptr %scevgep709, i64 -24
  %.875.us.us.us.2 = load double, ptr %scevgep710, align 8
  %.878.us.us.us.2 = fadd double %.821.us.us.us.2, %.875.us.us.us.2
  %scevgep716 = getelementptr i8, ptr %scevgep709, i64 -8
  %.932.us.us.us.2 = load double, ptr %scevgep716, align 8
  %.935.us.us.us.2 = fadd double %.878.us.us.us.2, %.932.us.us.us.2
  %.991.us.us.us.2 = fmul double %.706.us.us.us.2, 4.000000e+00
  %.992.us.us.us.2 = fsub double %.935.us.us.us.2, %.991.us.us.us.2
  %.1048.us.us.us.2 = tail call double @llvm.sin.f64(double %.706.us.us.us.2)
  %.1049.us.us.us.2 = fadd double %.1048.us.us.us.2, %.992.us.us.us.2
  %.1051.us.us.us.2 = fmul double %arg.h, %.1049.us.us.us.2
  %.1052.us.us.us.2 = fadd double %.706.us.us.us.2, %.1051.us.us.us.2
  %229 = shl i64 %lsr.iv694, 3
  %scevgep739 = getelementptr i8, ptr %scevgep737, i64 %229
  %scevgep740 = getelementptr i8, ptr %scevgep739, i64 -24
  store double %.1052.us.us.us.2, ptr %scevgep740, align 8
  %230 = shl i64 %lsr.iv694, 3
  %scevgep702 = getelementptr i8, ptr %scevgep698, i64 %230
  %scevgep703 = getelementptr i8, ptr %scevgep702, i64 -16
  %.706.us.us.us.2.1 = load double, ptr %scevgep703, align 8
  %scevgep733 = getelementptr i8, ptr %scevgep729, i64 %230
  %scevgep734 = getelementptr i8, ptr %scevgep733, i64 8
  %.762.us.us.us.2.1 = load double, ptr %scevgep734, align 8
  %231 = shl i64 %lsr.iv694, 3
  %scevgep725 = getelementptr i8, ptr %scevgep721, i64 %231
  %scevgep726 = getelementptr i8, ptr %scevgep725, i64 -16
  %.818.us.us.us.2.1 = load double, ptr %scevgep726, align 8
  %.821.us.us.us.2.1 = fadd double %.762.us.us.us.2.1, %.818.us.us.us.2.1
  %232 = shl i64 %lsr.iv694, 3
  %scevgep711 = getelementptr i8, ptr %scevgep706, i64 %232
  %scevgep712 = getelementptr i8, ptr %scevgep711, i64 -16
  %.875.us.us.us.2.1 = load double, ptr %scevgep712, align 8
  %.878.us.us.us.2.1 = fadd double %.821.us.us.us.2.1, %.875.us.us.us.2.1
  %233 = shl i64 %lsr.iv694, 3
  %scevgep708 = getelementptr i8, ptr %scevgep706, i64 %233
  %.932.us.us.us.2.1 = load double, ptr %scevgep708, align 8
  %.935.us.us.us.2.1 = fadd double %.878.us.us.us.2.1, %.932.us.us.us.2.1
  %.991.us.us.us.2.1 = fmul double %.706.us.us.us.2.1, 4.000000e+00
  %.992.us.us.us.2.1 = fsub double %.935.us.us.us.2.1, %.991.us.us.us.2.1
  %.1048.us.us.us.2.1 = tail call double @llvm.sin.f64(double %.706.us.us.us.2.1)
  %.1049.us.us.us.2.1 = fadd double %.1048.us.us.us.2.1, %.992.us.us.us.2.1
  %.1051.us.us.us.2.1 = fmul double %arg.h, %.1049.us.us.us.2.1
  %.1052.us.us.us.2.1 = fadd double %.706.us.us.us.2.1, %.1051.us.us.us.2.1
  %234 = shl i64 %lsr.iv694, 3
  %scevgep741 = getelementptr i8, ptr %scevgep737, i64 %234
  %scevgep742 = getelementptr i8, ptr %scevgep741, i64 -16
  store double %.1052.us.us.us.2.1, ptr %scevgep742, align 8
  %235 = shl i64 %lsr.iv694, 3
  %scevgep704 = getelementptr i8, ptr %scevgep698, i64 %235
  %scevgep705 = getelementptr i8, ptr %scevgep704, i64 -8
  %.706.us.us.us.2.2 = load double, ptr %scevgep705, align 8
  %scevgep735 = getelementptr i8, ptr %scevgep729, i64 %235
  %scevgep736 = getelementptr i8, ptr %scevgep735, i64 16
  %.762.us.us.us.2.2 = load double, ptr %scevgep736, align 8
  %236 = shl i64 %lsr.iv694, 3
  %scevgep727 = getelementptr i8, ptr %scevgep721, i64 %236
  %scevgep728 = getelementptr i8, ptr %scevgep727, i64 -8
  %.818.us.us.us.2.2 = load double, ptr %scevgep728, align 8
  %.821.us.us.us.2.2 = fadd double %.762.us.us.us.2.2, %.818.us.us.us.2.2
  %237 = shl i64 %lsr.iv694, 3
  %scevgep714 = getelementptr i8, ptr %scevgep706, i64 %237
  %scevgep715 = getelementptr i8, ptr %scevgep714, i64 -8
  %.875.us.us.us.2.2 = load double, ptr %scevgep715, align 8
  %.878.us.us.us.2.2 = fadd double %.821.us.us.us.2.2, %.875.us.us.us.2.2
  %scevgep717 = getelementptr i8, ptr %scevgep714, i64 8
  %.932.us.us.us.2.2 = load double, ptr %scevgep717, align 8
  %.935.us.us.us.2.2 = fadd double %.878.us.us.us.2.2, %.932.us.us.us.2.2
  %.991.us.us.us.2.2 = fmul double %.706.us.us.us.2.2, 4.000000e+00
  %.992.us.us.us.2.2 = fsub double %.935.us.us.us.2.2, %.991.us.us.us.2.2
  %.1048.us.us.us.2.2 = tail call double @llvm.sin.f64(double %.706.us.us.us.2.2)
  %.1049.us.us.us.2.2 = fadd double %.1048.us.us.us.2.2, %.992.us.us.us.2.2
  %.1051.us.us.us.2.2 = fmul double %arg.h, %.1049.us.us.us.2.2
  %.1052.us.us.us.2.2 = fadd double %.706.us.us.us.2.2, %.1051.us.us.us.2.2
  %238 = shl i64 %lsr.iv694, 3
  %scevgep743 = getelementptr i8, ptr %scevgep737, i64 %238
  %scevgep744 = getelementptr i8, ptr %scevgep743, i64 -8
  store double %.1052.us.us.us.2.2, ptr %scevgep744, align 8
  %239 = shl i64 %lsr.iv694, 3
  %scevgep699 = getelementptr i8, ptr %scevgep698, i64 %239
  %.706.us.us.us.2.3 = load double, ptr %scevgep699, align 8
  %scevgep730 = getelementptr i8, ptr %scevgep729, i64 %239
  %scevgep731 = getelementptr i8, ptr %scevgep730, i64 24
  %.762.us.us.us.2.3 = load double, ptr %scevgep731, align 8
  %scevgep722 = getelementptr i8, ptr %scevgep721, i64 %239
  %.818.us.us.us.2.3 = load double, ptr %scevgep722, align 8
  %.821.us.us.us.2.3 = fadd double %.762.us.us.us.2.3, %.818.us.us.us.2.3
  %240 = shl i64 %lsr.iv694, 3
  %scevgep707 = getelementptr i8, ptr %scevgep706, i64 %240
  %.875.us.us.us.2.3 = load double, ptr %scevgep707, align 8
  %.878.us.us.us.2.3 = fadd double %.821.us.us.us.2.3, %.875.us.us.us.2.3
  %scevgep713 = getelementptr i8, ptr %scevgep707, i64 16
  %.932.us.us.us.2.3 = load double, ptr %scevgep713, align 8
  %.935.us.us.us.2.3 = fadd double %.878.us.us.us.2.3, %.932.us.us.us.2.3
  %.991.us.us.us.2.3 = fmul double %.706.us.us.us.2.3, 4.000000e+00
  %.992.us.us.us.2.3 = fsub double %.935.us.us.us.2.3, %.991.us.us.us.2.3
  %.1048.us.us.us.2.3 = tail call double @llvm.sin.f64(double %.706.us.us.us.2.3)
  %.1049.us.us.us.2.3 = fadd double %.1048.us.us.us.2.3, %.992.us.us.us.2.3
  %.1051.us.us.us.2.3 = fmul double %arg.h, %.1049.us.us.us.2.3
  %.1052.us.us.us.2.3 = fadd double %.706.us.us.us.2.3, %.1051.us.us.us.2.3
  %241 = shl i64 %lsr.iv694, 3
  %scevgep738 = getelementptr i8, ptr %scevgep737, i64 %241
  store double %.1052.us.us.us.2.3, ptr %scevgep738, align 8
  %lsr.iv.next695 = add i64 %lsr.iv694, 4
  %exitcond.2.not.3 = icmp eq i64 %222, %lsr.iv.next695
  br i1 %exitcond.2.not.3, label %B218.B176.loopexit_crit_edge.us.us.us.2, label %B220.us.us.us.2, !llvm.loop !71

B218.B176.loopexit_crit_edge.us.us.us.2:          ; preds = %B220.us.us.us.2, %B220.us.us.us.2.prol.loopexit, %middle.block299
  %scevgep659 = getelementptr i8, ptr %lsr.iv658, i64 %162
  %scevgep663 = getelementptr i8, ptr %lsr.iv662, i64 %162
  %scevgep670 = getelementptr i8, ptr %lsr.iv669, i64 %162
  %scevgep675 = getelementptr i8, ptr %lsr.iv674, i64 %162
  %scevgep679 = getelementptr i8, ptr %lsr.iv678, i64 %162
  %lsr.iv.next685 = add i64 %lsr.iv684, %arg.u0.5.1.fr
  %lsr.iv.next697 = add i64 %lsr.iv696, %arg.u0.5.1.fr
  %scevgep720 = getelementptr i8, ptr %lsr.iv719, i64 %162
  %exitcond676.2.not = icmp eq i64 %.500456462.us.us.us.2, %..451
  br i1 %exitcond676.2.not, label %B150.i.1, label %B178.endif.us.us.us.2

B96.endif.endif.endif.us:                         ; preds = %B96.lr.ph.split.split.us
  tail call void @NRT_incref(ptr nonnull %.7.i.i25)
  %.7.i.i51 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !72
  %.8.i.i52.not = icmp eq ptr %.7.i.i51, null
  br i1 %.8.i.i52.not, label %B0.if.if.i55, label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit56, !prof !0

B0.if.if.i55:                                     ; preds = %B96.endif.endif.endif.us
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit56

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit56: ; preds = %B96.endif.endif.endif.us, %B0.if.if.i55
  %excinfo.2.4 = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.if.if.i55 ], [ null, %B96.endif.endif.endif.us ]
  %242 = icmp eq ptr %.7.i.i51, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %242, label %B96.endif.if.if, label %B96.endif.endif.endif.us.1, !prof !79

B96.endif.endif.endif.us.1:                       ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit56
  %.5.i57 = getelementptr i8, ptr %.7.i.i51, i64 24
  %.6.i58 = load ptr, ptr %.5.i57, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i58, ptr align 1 %.6.i32, i64 %u.2.sroa.34.0.reass, i1 false)
  tail call void @NRT_incref(ptr nonnull %.7.i.i51)
  %.7.i.i59 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !80
  %.8.i.i60.not = icmp eq ptr %.7.i.i59, null
  br i1 %.8.i.i60.not, label %B0.if.if.i63, label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit64, !prof !0

B0.if.if.i63:                                     ; preds = %B96.endif.endif.endif.us.1
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit64

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit64: ; preds = %B96.endif.endif.endif.us.1, %B0.if.if.i63
  %excinfo.2.5 = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.if.if.i63 ], [ %excinfo.2.4, %B96.endif.endif.endif.us.1 ]
  %243 = icmp eq ptr %.7.i.i59, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i25)
  tail call void @NRT_decref(ptr nonnull %.7.i.i25)
  br i1 %243, label %B96.endif.if.if, label %B466.sink.split, !prof !79

B96.endif.if.if:                                  ; preds = %B176.B460_crit_edge.split.us.us.us.1, %B176.B460_crit_edge.split.us.us.us, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit30.thread, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit80, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit72, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit64, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit56
  %excinfo.2.0 = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B176.B460_crit_edge.split.us.us.us ], [ %excinfo.2.7, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit80 ], [ %excinfo.2.6, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit72 ], [ %excinfo.2.5, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit64 ], [ %excinfo.2.4, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit56 ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit30.thread ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B176.B460_crit_edge.split.us.us.us.1 ]
  store ptr %excinfo.2.0, ptr %excinfo, align 8
  br label %common.ret

B96.endif.endif.endif:                            ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit30
  %.5.i65 = getelementptr i8, ptr %.7.i.i25, i64 24
  %.6.i66 = load ptr, ptr %.5.i65, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i66, ptr align 1 %.6.i24, i64 %u.2.sroa.34.0.reass, i1 false)
  tail call void @NRT_incref(ptr nonnull %.7.i.i25)
  %.7.i.i67 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !87
  %.8.i.i68.not = icmp eq ptr %.7.i.i67, null
  br i1 %.8.i.i68.not, label %B0.if.if.i71, label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit72, !prof !0

B0.if.if.i71:                                     ; preds = %B96.endif.endif.endif
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit72

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit72: ; preds = %B96.endif.endif.endif, %B0.if.if.i71
  %excinfo.2.6 = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.if.if.i71 ], [ null, %B96.endif.endif.endif ]
  %244 = icmp eq ptr %.7.i.i67, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %244, label %B96.endif.if.if, label %B96.endif.endif.endif.1, !prof !79

B96.endif.endif.endif.1:                          ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit72
  %.5.i73 = getelementptr i8, ptr %.7.i.i67, i64 24
  %.6.i74 = load ptr, ptr %.5.i73, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i74, ptr align 1 %.6.i66, i64 %u.2.sroa.34.0.reass, i1 false)
  tail call void @NRT_incref(ptr nonnull %.7.i.i67)
  %.7.i.i75 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !94
  %.8.i.i76.not = icmp eq ptr %.7.i.i75, null
  br i1 %.8.i.i76.not, label %B0.if.if.i79, label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit80, !prof !0

B0.if.if.i79:                                     ; preds = %B96.endif.endif.endif.1
  br label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit80

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit80: ; preds = %B96.endif.endif.endif.1, %B0.if.if.i79
  %excinfo.2.7 = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.if.if.i79 ], [ %excinfo.2.6, %B96.endif.endif.endif.1 ]
  %245 = icmp eq ptr %.7.i.i75, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i25)
  tail call void @NRT_decref(ptr nonnull %.7.i.i25)
  br i1 %245, label %B96.endif.if.if, label %B466.sink.split, !prof !79

B466.endif.endif.endif.endif.if:                  ; preds = %B150.i.1
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B466.endif.endif.endif.endif.endif:               ; preds = %B150.i.1
  %.1292 = shl nsw i64 %.1287, 3
  %.7.i.i101 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1292, i32 32), !noalias !101
  %.8.i.i102 = icmp eq ptr %.7.i.i101, null
  br i1 %.8.i.i102, label %B466.endif.endif.endif.endif.endif.if.if, label %B466.endif.endif.endif.endif.endif.endif, !prof !0

B466.endif.endif.endif.endif.endif.endif:         ; preds = %B466.endif.endif.endif.endif.endif
  %.5.i107 = getelementptr i8, ptr %.7.i.i101, i64 24
  %.6.i108 = load ptr, ptr %.5.i107, align 8
  %.1378603 = icmp sgt i64 %arg.u0.5.0.fr, 0
  br i1 %.1378603, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B466.endif.endif.endif.endif.endif.endif
  %.1381562 = icmp sgt i64 %arg.u0.5.1.fr, 0
  br i1 %.1381562, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.1383.not = icmp eq i64 %arg.u0.5.0.fr, 1
  br i1 %.1383.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %246 = icmp ugt i64 %arg.u0.5.1.fr, 1
  %247 = mul i64 %arg.u0.5.0.fr, %arg.u0.5.1.fr
  %248 = shl i64 %247, 3
  %scevgep405 = getelementptr i8, ptr %.6.i108, i64 %248
  br i1 %246, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %xtraiter504 = and i64 %arg.u0.5.0.fr, 3
  %249 = icmp ult i64 %arg.u0.5.0.fr, 4
  br i1 %249, label %iter.check376.epil.preheader, label %for.cond.1.preheader.us.us.preheader.new

for.cond.1.preheader.us.us.preheader.new:         ; preds = %for.cond.1.preheader.us.us.preheader
  %const924 = bitcast i64 9223372036854775800 to i64
  %const_mat925 = add i64 %const924, 4
  %unroll_iter = and i64 %arg.u0.5.0.fr, %const_mat925
  %250 = mul i64 %arg.u0.5.1.fr, 24
  %scevgep641 = getelementptr i8, ptr %.6.i108, i64 %250
  %251 = shl i64 %arg.u0.5.1.fr, 5
  %scevgep645 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %250
  %252 = shl i64 %arg.u0.5.1.fr, 4
  %scevgep647 = getelementptr i8, ptr %.6.i108, i64 %252
  %scevgep649 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %252
  %253 = shl i64 %arg.u0.5.1.fr, 3
  %scevgep651 = getelementptr i8, ptr %.6.i108, i64 %253
  %scevgep653 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %253
  br label %iter.check376

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %const923 = bitcast i64 8070450532247928800 to i64
  %254 = mul i64 %arg.u0.5.1.fr, %arg.u0.5.0.fr
  %255 = shl i64 %254, 3
  %scevgep406 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %255
  %bound0407 = icmp ult ptr %.6.i108, %scevgep406
  %bound1408 = icmp ult ptr %u.2.sroa.68.0.lcssa, %scevgep405
  %found.conflict409 = and i1 %bound0407, %bound1408
  %256 = and i64 %arg.u0.5.1.fr, 1152921504606846976
  %257 = icmp ne i64 %256, 0
  %258 = or i1 %found.conflict409, %257
  %n.vec420 = and i64 %arg.u0.5.1.fr, %const923
  %const_mat = add i64 %const923, 28
  %n.vec436 = and i64 %arg.u0.5.1.fr, %const_mat
  %scevgep575 = getelementptr i8, ptr %.6.i108, i64 192
  %259 = shl i64 %arg.u0.5.1.fr, 3
  %scevgep585 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 192
  br label %iter.check415

iter.check415:                                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us
  %lsr.iv598 = phi ptr [ %u.2.sroa.68.0.lcssa, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep599, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv595 = phi ptr [ %.6.i108, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep596, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv586 = phi ptr [ %scevgep585, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep587, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv576 = phi ptr [ %scevgep575, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep577, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %loop.index608.us.us.us = phi i64 [ %.1450.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  %260 = icmp ult i64 %arg.u0.5.1.fr, 4
  %brmerge515 = select i1 %260, i1 true, i1 %258
  br i1 %brmerge515, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check417

vector.main.loop.iter.check417:                   ; preds = %iter.check415
  %261 = icmp ult i64 %arg.u0.5.1.fr, 32
  br i1 %261, label %vec.epilog.ph434, label %vector.body421.preheader

vector.body421.preheader:                         ; preds = %vector.main.loop.iter.check417
  br label %vector.body421

vector.body421:                                   ; preds = %vector.body421.preheader, %vector.body421
  %index422 = phi i64 [ %index.next427, %vector.body421 ], [ 0, %vector.body421.preheader ]
  %262 = shl i64 %index422, 3
  %scevgep593 = getelementptr i8, ptr %lsr.iv586, i64 %262
  %scevgep594 = getelementptr i8, ptr %scevgep593, i64 -192
  %263 = shl i64 %index422, 3
  %scevgep591 = getelementptr i8, ptr %lsr.iv586, i64 %263
  %scevgep592 = getelementptr i8, ptr %scevgep591, i64 -128
  %264 = shl i64 %index422, 3
  %scevgep589 = getelementptr i8, ptr %lsr.iv586, i64 %264
  %scevgep590 = getelementptr i8, ptr %scevgep589, i64 -64
  %265 = shl i64 %index422, 3
  %scevgep588 = getelementptr i8, ptr %lsr.iv586, i64 %265
  %wide.load423 = load <8 x double>, ptr %scevgep594, align 8, !alias.scope !108
  %wide.load424 = load <8 x double>, ptr %scevgep592, align 8, !alias.scope !108
  %wide.load425 = load <8 x double>, ptr %scevgep590, align 8, !alias.scope !108
  %wide.load426 = load <8 x double>, ptr %scevgep588, align 8, !alias.scope !108
  %266 = fmul <8 x double> %wide.load423, %wide.load423
  %267 = fmul <8 x double> %wide.load424, %wide.load424
  %268 = fmul <8 x double> %wide.load425, %wide.load425
  %269 = fmul <8 x double> %wide.load426, %wide.load426
  %270 = shl i64 %index422, 3
  %scevgep583 = getelementptr i8, ptr %lsr.iv576, i64 %270
  %scevgep584 = getelementptr i8, ptr %scevgep583, i64 -192
  %271 = shl i64 %index422, 3
  %scevgep581 = getelementptr i8, ptr %lsr.iv576, i64 %271
  %scevgep582 = getelementptr i8, ptr %scevgep581, i64 -128
  %272 = shl i64 %index422, 3
  %scevgep579 = getelementptr i8, ptr %lsr.iv576, i64 %272
  %scevgep580 = getelementptr i8, ptr %scevgep579, i64 -64
  %273 = shl i64 %index422, 3
  %scevgep578 = getelementptr i8, ptr %lsr.iv576, i64 %273
  store <8 x double> %266, ptr %scevgep584, align 8, !alias.scope !111, !noalias !108
  store <8 x double> %267, ptr %scevgep582, align 8, !alias.scope !111, !noalias !108
  store <8 x double> %268, ptr %scevgep580, align 8, !alias.scope !111, !noalias !108
  store <8 x double> %269, ptr %scevgep578, align 8, !alias.scope !111, !noalias !108
  %index.next427 = add nuw i64 %index422, 32
  %274 = icmp eq i64 %n.vec420, %index.next427
  br i1 %274, label %middle.block428, label %vector.body421, !llvm.loop !113

middle.block428:                                  ; preds = %vector.body421
  %275 = icmp eq i64 %arg.u0.5.1.fr, %n.vec420
  br i1 %275, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %vec.epilog.iter.check432

vec.epilog.iter.check432:                         ; preds = %middle.block428
  %276 = and i64 %arg.u0.5.1.fr, 28
  %277 = icmp eq i64 %276, 0
  br i1 %277, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph434, !prof !114

vec.epilog.ph434:                                 ; preds = %vector.main.loop.iter.check417, %vec.epilog.iter.check432
  %vec.epilog.resume.val430 = phi i64 [ %n.vec420, %vec.epilog.iter.check432 ], [ 0, %vector.main.loop.iter.check417 ]
  br label %vec.epilog.vector.body437

vec.epilog.vector.body437:                        ; preds = %vec.epilog.vector.body437, %vec.epilog.ph434
  %index438 = phi i64 [ %vec.epilog.resume.val430, %vec.epilog.ph434 ], [ %index.next440, %vec.epilog.vector.body437 ]
  %278 = shl i64 %index438, 3
  %scevgep600 = getelementptr i8, ptr %lsr.iv598, i64 %278
  %wide.load439 = load <4 x double>, ptr %scevgep600, align 8, !alias.scope !108
  %279 = fmul <4 x double> %wide.load439, %wide.load439
  %280 = shl i64 %index438, 3
  %scevgep597 = getelementptr i8, ptr %lsr.iv595, i64 %280
  store <4 x double> %279, ptr %scevgep597, align 8, !alias.scope !111, !noalias !108
  %index.next440 = add nuw i64 %index438, 4
  %281 = icmp eq i64 %n.vec436, %index.next440
  br i1 %281, label %vec.epilog.middle.block441, label %vec.epilog.vector.body437, !llvm.loop !115

vec.epilog.middle.block441:                       ; preds = %vec.epilog.vector.body437
  %282 = icmp eq i64 %arg.u0.5.1.fr, %n.vec436
  br i1 %282, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %vec.epilog.middle.block441, %vec.epilog.iter.check432, %iter.check415
  %loop.index.1567.us.us.us.us.us.ph = phi i64 [ 0, %iter.check415 ], [ %n.vec420, %vec.epilog.iter.check432 ], [ %n.vec436, %vec.epilog.middle.block441 ]
  %283 = sub nsw i64 %arg.u0.5.1.fr, %loop.index.1567.us.us.us.us.us.ph
  %xtraiter507 = and i64 %283, 7
  %lcmp.mod508.not = icmp eq i64 %xtraiter507, 0
  br i1 %lcmp.mod508.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv603 = phi i64 [ %xtraiter507, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next604, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.1567.us.us.us.us.us.prol = phi i64 [ %.1448.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.1567.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %284 = shl i64 %loop.index.1567.us.us.us.us.us.prol, 3
  %scevgep602 = getelementptr i8, ptr %lsr.iv598, i64 %284
  %.1399.us.us.us.us.us.prol = load double, ptr %scevgep602, align 8
  %.6.i109.prol = fmul double %.1399.us.us.us.us.us.prol, %.1399.us.us.us.us.us.prol
  %285 = shl i64 %loop.index.1567.us.us.us.us.us.prol, 3
  %scevgep601 = getelementptr i8, ptr %lsr.iv595, i64 %285
  store double %.6.i109.prol, ptr %scevgep601, align 8
  %.1448.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.1567.us.us.us.us.us.prol, 1
  %lsr.iv.next604 = add nsw i64 %lsr.iv603, -1
  %prol.iter509.cmp.not = icmp eq i64 %lsr.iv.next604, 0
  br i1 %prol.iter509.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !116

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.1567.us.us.us.us.us.unr = phi i64 [ %loop.index.1567.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %.1448.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %286 = sub nsw i64 %loop.index.1567.us.us.us.us.us.ph, %arg.u0.5.1.fr
  %287 = icmp ugt i64 %286, -8
  br i1 %287, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader517

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader517: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader517, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us
  %loop.index.1567.us.us.us.us.us = phi i64 [ %.1448.us.us.us.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us ], [ %loop.index.1567.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader517 ]
  %288 = shl i64 %loop.index.1567.us.us.us.us.us, 3
  %scevgep622 = getelementptr i8, ptr %lsr.iv598, i64 %288
  %.1399.us.us.us.us.us = load double, ptr %scevgep622, align 8
  %.6.i109 = fmul double %.1399.us.us.us.us.us, %.1399.us.us.us.us.us
  %289 = shl i64 %loop.index.1567.us.us.us.us.us, 3
  %scevgep607 = getelementptr i8, ptr %lsr.iv595, i64 %289
  store double %.6.i109, ptr %scevgep607, align 8
  %scevgep623 = getelementptr i8, ptr %lsr.iv598, i64 %289
  %scevgep624 = getelementptr i8, ptr %scevgep623, i64 8
  %.1399.us.us.us.us.us.1 = load double, ptr %scevgep624, align 8
  %.6.i109.1 = fmul double %.1399.us.us.us.us.us.1, %.1399.us.us.us.us.us.1
  %290 = shl i64 %loop.index.1567.us.us.us.us.us, 3
  %scevgep610 = getelementptr i8, ptr %lsr.iv595, i64 %290
  %scevgep611 = getelementptr i8, ptr %scevgep610, i64 8
  store double %.6.i109.1, ptr %scevgep611, align 8
  %scevgep625 = getelementptr i8, ptr %lsr.iv598, i64 %290
  %scevgep626 = getelementptr i8, ptr %scevgep625, i64 16
  %.1399.us.us.us.us.us.2 = load double, ptr %scevgep626, align 8
  %.6.i109.2 = fmul double %.1399.us.us.us.us.us.2, %.1399.us.us.us.us.us.2
  %291 = shl i64 %loop.index.1567.us.us.us.us.us, 3
  %scevgep612 = getelementptr i8, ptr %lsr.iv595, i64 %291
  %scevgep613 = getelementptr i8, ptr %scevgep612, i64 16
  store double %.6.i109.2, ptr %scevgep613, align 8
  %scevgep627 = getelementptr i8, ptr %lsr.iv598, i64 %291
  %scevgep628 = getelementptr i8, ptr %scevgep627, i64 24
  %.1399.us.us.us.us.us.3 = load double, ptr %scevgep628, align 8
  %.6.i109.3 = fmul double %.1399.us.us.us.us.us.3, %.1399.us.us.us.us.us.3
  %292 = shl i64 %loop.index.1567.us.us.us.us.us, 3
  %scevgep614 = getelementptr i8, ptr %lsr.iv595, i64 %292
  %scevgep615 = getelementptr i8, ptr %scevgep614, i64 24
  store double %.6.i109.3, ptr %scevgep615, align 8
  %scevgep629 = getelementptr i8, ptr %lsr.iv598, i64 %292
  %scevgep630 = getelementptr i8, ptr %scevgep629, i64 32
  %.1399.us.us.us.us.us.4 = load double, ptr %scevgep630, align 8
  %.6.i109.4 = fmul double %.1399.us.us.us.us.us.4, %.1399.us.us.us.us.us.4
  %293 = shl i64 %loop.index.1567.us.us.us.us.us, 3
  %scevgep605 = getelementptr i8, ptr %lsr.iv595, i64 %293
  %scevgep606 = getelementptr i8, ptr %scevgep605, i64 32
  store double %.6.i109.4, ptr %scevgep606, align 8
  %scevgep631 = getelementptr i8, ptr %lsr.iv598, i64 %293
  %scevgep632 = getelementptr i8, ptr %scevgep631, i64 40
  %.1399.us.us.us.us.us.5 = load double, ptr %scevgep632, align 8
  %.6.i109.5 = fmul double %.1399.us.us.us.us.us.5, %.1399.us.us.us.us.us.5
  %294 = shl i64 %loop.index.1567.us.us.us.us.us, 3
  %scevgep618 = getelementptr i8, ptr %lsr.iv595, i64 %294
  %scevgep619 = getelementptr i8, ptr %scevgep618, i64 40
  store double %.6.i109.5, ptr %scevgep619, align 8
  %scevgep633 = getelementptr i8, ptr %lsr.iv598, i64 %294
  %scevgep634 = getelementptr i8, ptr %scevgep633, i64 48
  %.1399.us.us.us.us.us.6 = load double, ptr %scevgep634, align 8
  %.6.i109.6 = fmul double %.1399.us.us.us.us.us.6, %.1399.us.us.us.us.us.6
  %295 = shl i64 %loop.index.1567.us.us.us.us.us, 3
  %scevgep616 = getelementptr i8, ptr %lsr.iv595, i64 %295
  %scevgep617 = getelementptr i8, ptr %scevgep616, i64 48
  store double %.6.i109.6, ptr %scevgep617, align 8
  %scevgep620 = getelementptr i8, ptr %lsr.iv598, i64 %295
  %scevgep621 = getelementptr i8, ptr %scevgep620, i64 56
  %.1399.us.us.us.us.us.7 = load double, ptr %scevgep621, align 8
  %.6.i109.7 = fmul double %.1399.us.us.us.us.us.7, %.1399.us.us.us.us.us.7
  %296 = shl i64 %loop.index.1567.us.us.us.us.us, 3
  %scevgep608 = getelementptr i8, ptr %lsr.iv595, i64 %296
  %scevgep609 = getelementptr i8, ptr %scevgep608, i64 56
  store double %.6.i109.7, ptr %scevgep609, align 8
  %.1448.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.1567.us.us.us.us.us, 8
  %exitcond683.not.7 = icmp eq i64 %arg.u0.5.1.fr, %.1448.us.us.us.us.us.7
  br i1 %exitcond683.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !117

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block441, %middle.block428
  %.1450.us.us.us = add nuw nsw i64 %loop.index608.us.us.us, 1
  %scevgep577 = getelementptr i8, ptr %lsr.iv576, i64 %259
  %scevgep587 = getelementptr i8, ptr %lsr.iv586, i64 %259
  %scevgep596 = getelementptr i8, ptr %lsr.iv595, i64 %259
  %scevgep599 = getelementptr i8, ptr %lsr.iv598, i64 %259
  %exitcond684.not = icmp eq i64 %.1450.us.us.us, %arg.u0.5.0.fr
  br i1 %exitcond684.not, label %for.end, label %iter.check415

iter.check376:                                    ; preds = %iter.check376, %for.cond.1.preheader.us.us.preheader.new
  %lsr.iv642 = phi i64 [ %lsr.iv.next643, %iter.check376 ], [ 0, %for.cond.1.preheader.us.us.preheader.new ]
  %loop.index608.us.us = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader.new ], [ %.1450.us.us.3, %iter.check376 ]
  %scevgep656 = getelementptr i8, ptr %.6.i108, i64 %lsr.iv642
  %scevgep655 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %lsr.iv642
  %.1399.us.us.us = load double, ptr %scevgep655, align 8
  %.6.i110 = fmul double %.1399.us.us.us, %.1399.us.us.us
  store double %.6.i110, ptr %scevgep656, align 8
  %scevgep652 = getelementptr i8, ptr %scevgep651, i64 %lsr.iv642
  %scevgep654 = getelementptr i8, ptr %scevgep653, i64 %lsr.iv642
  %.1399.us.us.us.1 = load double, ptr %scevgep654, align 8
  %.6.i110.1 = fmul double %.1399.us.us.us.1, %.1399.us.us.us.1
  store double %.6.i110.1, ptr %scevgep652, align 8
  %scevgep648 = getelementptr i8, ptr %scevgep647, i64 %lsr.iv642
  %scevgep650 = getelementptr i8, ptr %scevgep649, i64 %lsr.iv642
  %.1399.us.us.us.2 = load double, ptr %scevgep650, align 8
  %.6.i110.2 = fmul double %.1399.us.us.us.2, %.1399.us.us.us.2
  store double %.6.i110.2, ptr %scevgep648, align 8
  %scevgep644 = getelementptr i8, ptr %scevgep641, i64 %lsr.iv642
  %scevgep646 = getelementptr i8, ptr %scevgep645, i64 %lsr.iv642
  %.1399.us.us.us.3 = load double, ptr %scevgep646, align 8
  %.6.i110.3 = fmul double %.1399.us.us.us.3, %.1399.us.us.us.3
  store double %.6.i110.3, ptr %scevgep644, align 8
  %.1450.us.us.3 = add nuw nsw i64 %loop.index608.us.us, 4
  %lsr.iv.next643 = add i64 %lsr.iv642, %251
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.1450.us.us.3
  br i1 %niter.ncmp.3, label %for.end.loopexit453.unr-lcssa, label %iter.check376

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %297 = icmp ugt i64 %arg.u0.5.1.fr, 1
  br i1 %297, label %for.cond.1.preheader.us.us633.preheader, label %for.body.1.endif.endif.endif.endif.endif.us615

for.cond.1.preheader.us.us633.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %298 = ptrtoint ptr %.6.i108 to i64
  %299 = ptrtoint ptr %u.2.sroa.68.0.lcssa to i64
  %300 = sub i64 %298, %299
  %min.iters.check335 = icmp ult i64 %arg.u0.5.1.fr, 4
  %diff.check = icmp ult i64 %300, 256
  %or.cond = select i1 %min.iters.check335, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader, label %vector.main.loop.iter.check339

vector.main.loop.iter.check339:                   ; preds = %for.cond.1.preheader.us.us633.preheader
  %const926 = bitcast i64 9223372036854775800 to i64
  %min.iters.check338 = icmp ult i64 %arg.u0.5.1.fr, 32
  br i1 %min.iters.check338, label %vec.epilog.ph356, label %vector.ph340

vector.ph340:                                     ; preds = %vector.main.loop.iter.check339
  %const_mat927 = add i64 %const926, -24
  %n.vec342 = and i64 %arg.u0.5.1.fr, %const_mat927
  br label %vector.body343

vector.body343:                                   ; preds = %vector.body343, %vector.ph340
  %index344 = phi i64 [ 0, %vector.ph340 ], [ %index.next349, %vector.body343 ]
  %sunkaddr = mul i64 %index344, 8
  %sunkaddr932 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr
  %wide.load345 = load <8 x double>, ptr %sunkaddr932, align 8
  %sunkaddr933 = mul i64 %index344, 8
  %sunkaddr934 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr933
  %sunkaddr935 = getelementptr i8, ptr %sunkaddr934, i64 64
  %wide.load346 = load <8 x double>, ptr %sunkaddr935, align 8
  %sunkaddr936 = mul i64 %index344, 8
  %sunkaddr937 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr936
  %sunkaddr938 = getelementptr i8, ptr %sunkaddr937, i64 128
  %wide.load347 = load <8 x double>, ptr %sunkaddr938, align 8
  %sunkaddr939 = mul i64 %index344, 8
  %sunkaddr940 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr939
  %sunkaddr941 = getelementptr i8, ptr %sunkaddr940, i64 192
  %wide.load348 = load <8 x double>, ptr %sunkaddr941, align 8
  %301 = fmul <8 x double> %wide.load345, %wide.load345
  %302 = fmul <8 x double> %wide.load346, %wide.load346
  %303 = fmul <8 x double> %wide.load347, %wide.load347
  %304 = fmul <8 x double> %wide.load348, %wide.load348
  %sunkaddr942 = mul i64 %index344, 8
  %sunkaddr943 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr942
  store <8 x double> %301, ptr %sunkaddr943, align 8
  %sunkaddr944 = mul i64 %index344, 8
  %sunkaddr945 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr944
  %sunkaddr946 = getelementptr i8, ptr %sunkaddr945, i64 64
  store <8 x double> %302, ptr %sunkaddr946, align 8
  %sunkaddr947 = mul i64 %index344, 8
  %sunkaddr948 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr947
  %sunkaddr949 = getelementptr i8, ptr %sunkaddr948, i64 128
  store <8 x double> %303, ptr %sunkaddr949, align 8
  %sunkaddr950 = mul i64 %index344, 8
  %sunkaddr951 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr950
  %sunkaddr952 = getelementptr i8, ptr %sunkaddr951, i64 192
  store <8 x double> %304, ptr %sunkaddr952, align 8
  %index.next349 = add nuw i64 %index344, 32
  %305 = icmp eq i64 %n.vec342, %index.next349
  br i1 %305, label %middle.block350, label %vector.body343, !llvm.loop !118

middle.block350:                                  ; preds = %vector.body343
  %cmp.n351 = icmp eq i64 %arg.u0.5.1.fr, %n.vec342
  br i1 %cmp.n351, label %for.end, label %vec.epilog.iter.check354

vec.epilog.iter.check354:                         ; preds = %middle.block350
  %306 = and i64 %arg.u0.5.1.fr, 28
  %min.epilog.iters.check355 = icmp eq i64 %306, 0
  br i1 %min.epilog.iters.check355, label %for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader, label %vec.epilog.ph356, !prof !114

vec.epilog.ph356:                                 ; preds = %vector.main.loop.iter.check339, %vec.epilog.iter.check354
  %vec.epilog.resume.val352 = phi i64 [ %n.vec342, %vec.epilog.iter.check354 ], [ 0, %vector.main.loop.iter.check339 ]
  %const_mat928 = add i64 %const926, 4
  %n.vec358 = and i64 %arg.u0.5.1.fr, %const_mat928
  br label %vec.epilog.vector.body359

vec.epilog.vector.body359:                        ; preds = %vec.epilog.vector.body359, %vec.epilog.ph356
  %index360 = phi i64 [ %vec.epilog.resume.val352, %vec.epilog.ph356 ], [ %index.next362, %vec.epilog.vector.body359 ]
  %307 = shl i64 %index360, 3
  %scevgep558 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %307
  %wide.load361 = load <4 x double>, ptr %scevgep558, align 8
  %308 = fmul <4 x double> %wide.load361, %wide.load361
  %309 = shl i64 %index360, 3
  %scevgep557 = getelementptr i8, ptr %.6.i108, i64 %309
  store <4 x double> %308, ptr %scevgep557, align 8
  %index.next362 = add nuw i64 %index360, 4
  %310 = icmp eq i64 %n.vec358, %index.next362
  br i1 %310, label %vec.epilog.middle.block363, label %vec.epilog.vector.body359, !llvm.loop !119

vec.epilog.middle.block363:                       ; preds = %vec.epilog.vector.body359
  %cmp.n364 = icmp eq i64 %arg.u0.5.1.fr, %n.vec358
  br i1 %cmp.n364, label %for.end, label %for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader: ; preds = %for.cond.1.preheader.us.us633.preheader, %vec.epilog.iter.check354, %vec.epilog.middle.block363
  %loop.index.1567.us578.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us633.preheader ], [ %n.vec358, %vec.epilog.middle.block363 ], [ %n.vec342, %vec.epilog.iter.check354 ]
  %311 = sub nsw i64 %arg.u0.5.1.fr, %loop.index.1567.us578.us.us.ph
  %xtraiter510 = and i64 %311, 7
  %lcmp.mod511.not = icmp eq i64 %xtraiter510, 0
  br i1 %lcmp.mod511.not, label %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter510, %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol ]
  %loop.index.1567.us578.us.us.prol = phi i64 [ %.1448.us584.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol ], [ %loop.index.1567.us578.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol.preheader ]
  %312 = shl i64 %loop.index.1567.us578.us.us.prol, 3
  %scevgep556 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %312
  %.1399.us588.us.us.prol = load double, ptr %scevgep556, align 8
  %.6.i111.prol = fmul double %.1399.us588.us.us.prol, %.1399.us588.us.us.prol
  %313 = shl i64 %loop.index.1567.us578.us.us.prol, 3
  %scevgep555 = getelementptr i8, ptr %.6.i108, i64 %313
  store double %.6.i111.prol, ptr %scevgep555, align 8
  %.1448.us584.us.us.prol = add nuw i64 %loop.index.1567.us578.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter512.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter512.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol, !llvm.loop !120

for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader
  %loop.index.1567.us578.us.us.unr = phi i64 [ %loop.index.1567.us578.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader ], [ %.1448.us584.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol ]
  %314 = sub nsw i64 %loop.index.1567.us578.us.us.ph, %arg.u0.5.1.fr
  %315 = icmp ugt i64 %314, -8
  br i1 %315, label %for.end, label %for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader516

for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader516: ; preds = %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us581.us.us

for.body.1.endif.endif.endif.endif.endif.us581.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader516, %for.body.1.endif.endif.endif.endif.endif.us581.us.us
  %loop.index.1567.us578.us.us = phi i64 [ %.1448.us584.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us581.us.us ], [ %loop.index.1567.us578.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us581.us.us.preheader516 ]
  %sunkaddr953 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr954 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr953
  %.1399.us588.us.us = load double, ptr %sunkaddr954, align 8
  %.6.i111 = fmul double %.1399.us588.us.us, %.1399.us588.us.us
  %sunkaddr955 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr956 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr955
  store double %.6.i111, ptr %sunkaddr956, align 8
  %sunkaddr957 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr958 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr957
  %sunkaddr959 = getelementptr i8, ptr %sunkaddr958, i64 8
  %.1399.us588.us.us.1 = load double, ptr %sunkaddr959, align 8
  %.6.i111.1 = fmul double %.1399.us588.us.us.1, %.1399.us588.us.us.1
  %sunkaddr960 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr961 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr960
  %sunkaddr962 = getelementptr i8, ptr %sunkaddr961, i64 8
  store double %.6.i111.1, ptr %sunkaddr962, align 8
  %sunkaddr963 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr964 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr963
  %sunkaddr965 = getelementptr i8, ptr %sunkaddr964, i64 16
  %.1399.us588.us.us.2 = load double, ptr %sunkaddr965, align 8
  %.6.i111.2 = fmul double %.1399.us588.us.us.2, %.1399.us588.us.us.2
  %sunkaddr966 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr967 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr966
  %sunkaddr968 = getelementptr i8, ptr %sunkaddr967, i64 16
  store double %.6.i111.2, ptr %sunkaddr968, align 8
  %sunkaddr969 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr970 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr969
  %sunkaddr971 = getelementptr i8, ptr %sunkaddr970, i64 24
  %.1399.us588.us.us.3 = load double, ptr %sunkaddr971, align 8
  %.6.i111.3 = fmul double %.1399.us588.us.us.3, %.1399.us588.us.us.3
  %sunkaddr972 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr973 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr972
  %sunkaddr974 = getelementptr i8, ptr %sunkaddr973, i64 24
  store double %.6.i111.3, ptr %sunkaddr974, align 8
  %sunkaddr975 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr976 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr975
  %sunkaddr977 = getelementptr i8, ptr %sunkaddr976, i64 32
  %.1399.us588.us.us.4 = load double, ptr %sunkaddr977, align 8
  %.6.i111.4 = fmul double %.1399.us588.us.us.4, %.1399.us588.us.us.4
  %sunkaddr978 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr979 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr978
  %sunkaddr980 = getelementptr i8, ptr %sunkaddr979, i64 32
  store double %.6.i111.4, ptr %sunkaddr980, align 8
  %sunkaddr981 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr982 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr981
  %sunkaddr983 = getelementptr i8, ptr %sunkaddr982, i64 40
  %.1399.us588.us.us.5 = load double, ptr %sunkaddr983, align 8
  %.6.i111.5 = fmul double %.1399.us588.us.us.5, %.1399.us588.us.us.5
  %sunkaddr984 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr985 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr984
  %sunkaddr986 = getelementptr i8, ptr %sunkaddr985, i64 40
  store double %.6.i111.5, ptr %sunkaddr986, align 8
  %sunkaddr987 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr988 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr987
  %sunkaddr989 = getelementptr i8, ptr %sunkaddr988, i64 48
  %.1399.us588.us.us.6 = load double, ptr %sunkaddr989, align 8
  %.6.i111.6 = fmul double %.1399.us588.us.us.6, %.1399.us588.us.us.6
  %sunkaddr990 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr991 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr990
  %sunkaddr992 = getelementptr i8, ptr %sunkaddr991, i64 48
  store double %.6.i111.6, ptr %sunkaddr992, align 8
  %sunkaddr993 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr994 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %sunkaddr993
  %sunkaddr995 = getelementptr i8, ptr %sunkaddr994, i64 56
  %.1399.us588.us.us.7 = load double, ptr %sunkaddr995, align 8
  %.6.i111.7 = fmul double %.1399.us588.us.us.7, %.1399.us588.us.us.7
  %sunkaddr996 = mul i64 %loop.index.1567.us578.us.us, 8
  %sunkaddr997 = getelementptr i8, ptr %.6.i108, i64 %sunkaddr996
  %sunkaddr998 = getelementptr i8, ptr %sunkaddr997, i64 56
  store double %.6.i111.7, ptr %sunkaddr998, align 8
  %.1448.us584.us.us.7 = add nuw nsw i64 %loop.index.1567.us578.us.us, 8
  %exitcond679.not.7 = icmp eq i64 %arg.u0.5.1.fr, %.1448.us584.us.us.7
  br i1 %exitcond679.not.7, label %for.end, label %for.body.1.endif.endif.endif.endif.endif.us581.us.us, !llvm.loop !121

for.body.1.endif.endif.endif.endif.endif.us615:   ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.1399.us612 = load double, ptr %u.2.sroa.68.0.lcssa, align 8
  %.6.i112 = fmul double %.1399.us612, %.1399.us612
  store double %.6.i112, ptr %.6.i108, align 8
  br label %for.end

B466.endif.endif.endif.endif.endif.if.if:         ; preds = %B466.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.loopexit453.unr-lcssa:                    ; preds = %iter.check376
  %lcmp.mod505.not = icmp eq i64 %xtraiter504, 0
  br i1 %lcmp.mod505.not, label %for.end, label %iter.check376.epil.preheader

iter.check376.epil.preheader:                     ; preds = %for.end.loopexit453.unr-lcssa, %for.cond.1.preheader.us.us.preheader
  %loop.index608.us.us.epil.init = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader ], [ %.1450.us.us.3, %for.end.loopexit453.unr-lcssa ]
  %316 = mul i64 %arg.u0.5.1.fr, %loop.index608.us.us.epil.init
  %317 = shl i64 %316, 3
  %318 = shl i64 %arg.u0.5.1.fr, 3
  br label %iter.check376.epil

iter.check376.epil:                               ; preds = %iter.check376.epil, %iter.check376.epil.preheader
  %lsr.iv639 = phi i64 [ %lsr.iv.next640, %iter.check376.epil ], [ %xtraiter504, %iter.check376.epil.preheader ]
  %lsr.iv635 = phi i64 [ %lsr.iv.next636, %iter.check376.epil ], [ %317, %iter.check376.epil.preheader ]
  %scevgep638 = getelementptr i8, ptr %.6.i108, i64 %lsr.iv635
  %scevgep637 = getelementptr i8, ptr %u.2.sroa.68.0.lcssa, i64 %lsr.iv635
  %.1399.us.us.us.epil = load double, ptr %scevgep637, align 8
  %.6.i110.epil = fmul double %.1399.us.us.us.epil, %.1399.us.us.us.epil
  store double %.6.i110.epil, ptr %scevgep638, align 8
  %lsr.iv.next636 = add i64 %lsr.iv635, %318
  %lsr.iv.next640 = add nsw i64 %lsr.iv639, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next640, 0
  br i1 %epil.iter.cmp.not, label %for.end, label %iter.check376.epil, !llvm.loop !122

for.end:                                          ; preds = %iter.check376.epil, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, %for.body.1.endif.endif.endif.endif.endif.us581.us.us, %for.end.loopexit453.unr-lcssa, %middle.block350, %vec.epilog.middle.block363, %for.body.1.endif.endif.endif.endif.endif.us581.us.us.prol.loopexit, %for.body.1.endif.endif.endif.endif.endif.us615, %for.cond.1.preheader.lr.ph, %B466.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.353.2.sink698)
  store double 0.000000e+00, ptr %.1459, align 8
  %.1467 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.1459, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i101, ptr null, i64 %.1287, i64 8, ptr %.6.i108, i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr, i64 %.1290, i64 8)
  %cond = icmp eq i32 %.1467, 0
  br i1 %cond, label %for.end.endif, label %for.end.if.if, !prof !123

for.end.endif:                                    ; preds = %for.end
  %.1477 = load double, ptr %.1459, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i101)
  store double %.1477, ptr %retptr, align 8
  br label %common.ret

for.end.if.if:                                    ; preds = %for.end
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #0

define ptr @_ZN7cpython7kernels9heat_copyB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.heat_copy, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
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
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels9heat_copyB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9heat_copyB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd")
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
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !124

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.53, align 8
  %.61 = call i32 @_ZN7kernels9heat_copyB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr nonnull %.53, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 poison, i64 poison, double %.46) #4
  %.62 = load ptr, ptr %excinfo, align 8
  %.71 = load double, ptr %.53, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.61, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif, !prof !123

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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

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

define double @cfunc._ZN7kernels9heat_copyB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.12 = call i32 @_ZN7kernels9heat_copyB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, double %.2) #4
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !123

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

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !125
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !125

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !126

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !127, !llvm.loop !128

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !127, !llvm.loop !128

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !130, !llvm.loop !131

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !133

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !134

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !135

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !136, !llvm.loop !137

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !138

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !139, !llvm.loop !140

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !142

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !127, !llvm.loop !128

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !143

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !134

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !144

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !127, !llvm.loop !128

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !127, !llvm.loop !128

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !127, !llvm.loop !128

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !127, !llvm.loop !128

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !127, !llvm.loop !128

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !127, !llvm.loop !128

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !127, !llvm.loop !128

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !127, !llvm.loop !128

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !145, !llvm.loop !146

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !135

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !136, !llvm.loop !148

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !138

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !139, !llvm.loop !149

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !142

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !127, !llvm.loop !128

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !135

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !136, !llvm.loop !150

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !138

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !139, !llvm.loop !151

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !142

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !127, !llvm.loop !128

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !152, !llvm.loop !153
}

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = !{!22}
!22 = distinct !{!22, !18}
!23 = !{!24}
!24 = distinct !{!24, !18}
!25 = !{!17, !22, !20}
!26 = distinct !{!26, !27, !28}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = !{!"llvm.loop.unroll.runtime.disable"}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !27}
!32 = !{!33, !35, !36, !38}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = !{!40}
!40 = distinct !{!40, !41}
!41 = distinct !{!41, !"LVerDomain"}
!42 = !{!43}
!43 = distinct !{!43, !41}
!44 = !{!45}
!45 = distinct !{!45, !41}
!46 = !{!47}
!47 = distinct !{!47, !41}
!48 = !{!40, !45, !43}
!49 = distinct !{!49, !27, !28}
!50 = distinct !{!50, !30}
!51 = distinct !{!51, !27}
!52 = !{!53, !55, !56, !58}
!53 = distinct !{!53, !54, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!55 = distinct !{!55, !54, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!56 = distinct !{!56, !57, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!57 = distinct !{!57, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!58 = distinct !{!58, !57, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!59 = !{!60}
!60 = distinct !{!60, !61}
!61 = distinct !{!61, !"LVerDomain"}
!62 = !{!63}
!63 = distinct !{!63, !61}
!64 = !{!65}
!65 = distinct !{!65, !61}
!66 = !{!67}
!67 = distinct !{!67, !61}
!68 = !{!60, !65, !63}
!69 = distinct !{!69, !27, !28}
!70 = distinct !{!70, !30}
!71 = distinct !{!71, !27}
!72 = !{!73, !75, !76, !78}
!73 = distinct !{!73, !74, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!74 = distinct !{!74, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!75 = distinct !{!75, !74, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!76 = distinct !{!76, !77, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!78 = distinct !{!78, !77, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!79 = !{!"branch_weights", i32 1, i32 49}
!80 = !{!81, !83, !84, !86}
!81 = distinct !{!81, !82, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!82 = distinct !{!82, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!83 = distinct !{!83, !82, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!84 = distinct !{!84, !85, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!86 = distinct !{!86, !85, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!87 = !{!88, !90, !91, !93}
!88 = distinct !{!88, !89, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!89 = distinct !{!89, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!90 = distinct !{!90, !89, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!91 = distinct !{!91, !92, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!92 = distinct !{!92, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!93 = distinct !{!93, !92, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!94 = !{!95, !97, !98, !100}
!95 = distinct !{!95, !96, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!96 = distinct !{!96, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!97 = distinct !{!97, !96, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!98 = distinct !{!98, !99, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!99 = distinct !{!99, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!100 = distinct !{!100, !99, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!101 = !{!102, !104, !105, !107}
!102 = distinct !{!102, !103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!103 = distinct !{!103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!104 = distinct !{!104, !103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!105 = distinct !{!105, !106, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!106 = distinct !{!106, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!107 = distinct !{!107, !106, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!108 = !{!109}
!109 = distinct !{!109, !110}
!110 = distinct !{!110, !"LVerDomain"}
!111 = !{!112}
!112 = distinct !{!112, !110}
!113 = distinct !{!113, !27, !28}
!114 = !{!"branch_weights", i32 4, i32 28}
!115 = distinct !{!115, !27, !28}
!116 = distinct !{!116, !30}
!117 = distinct !{!117, !27}
!118 = distinct !{!118, !27, !28}
!119 = distinct !{!119, !27, !28}
!120 = distinct !{!120, !30}
!121 = distinct !{!121, !27}
!122 = distinct !{!122, !30}
!123 = !{!"branch_weights", i32 49, i32 1}
!124 = !{!"branch_weights", i32 99, i32 1}
!125 = !{!"branch_weights", i32 16129, i32 255}
!126 = !{!"branch_weights", i32 553201332, i32 1594282316}
!127 = !{!"branch_weights", i32 542333185, i32 1605150463}
!128 = distinct !{!128, !129, !30}
!129 = !{!"llvm.loop.estimated_trip_count", i32 4}
!130 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!131 = distinct !{!131, !132, !30}
!132 = !{!"llvm.loop.estimated_trip_count", i32 2}
!133 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!134 = !{!"branch_weights", i32 146201250, i32 2001282398}
!135 = !{!"branch_weights", i32 127, i32 1}
!136 = !{!"branch_weights", i32 1, i32 1}
!137 = distinct !{!137, !30}
!138 = !{!"branch_weights", i32 1, i32 127}
!139 = !{!"branch_weights", i32 166258294, i32 1981225354}
!140 = distinct !{!140, !141}
!141 = !{!"llvm.loop.estimated_trip_count", i32 3}
!142 = !{!"branch_weights", i32 277993707, i32 1869489941}
!143 = !{!"branch_weights", i32 21522287, i32 2125961361}
!144 = !{!"branch_weights", i32 125941159, i32 2021542489}
!145 = !{!"branch_weights", i32 166258296, i32 1981225352}
!146 = distinct !{!146, !147}
!147 = !{!"llvm.loop.estimated_trip_count", i32 12}
!148 = distinct !{!148, !30}
!149 = distinct !{!149, !141}
!150 = distinct !{!150, !30}
!151 = distinct !{!151, !141}
!152 = !{!"branch_weights", i32 42828876, i32 2104654772}
!153 = distinct !{!153, !154}
!154 = !{!"llvm.loop.estimated_trip_count", i32 50}
