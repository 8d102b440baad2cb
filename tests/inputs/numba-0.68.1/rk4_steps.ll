; ModuleID = 'rk4_steps'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.rk4_steps = internal constant [10 x i8] c"rk4_steps\00"
@_ZN08NumbaEnv7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c375a90B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c3746d0B2v9B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c375b10B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c375390B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c3751d0B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c375350B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c374590B3v14B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c374310B3v15B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0c374790B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.y0.0, ptr readnone captures(none) %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, ptr readonly captures(none) %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
B0:
  %const1645 = bitcast i64 -1152921504606846976 to i64
  %const1644 = bitcast i64 -2305843009213693952 to i64
  %.2374 = alloca double, align 8
  %arg.y0.5.0.fr = freeze i64 %arg.y0.5.0
  store double 0.000000e+00, ptr %.2374, align 8
  %excinfo.38 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.y0.0)
  %0 = add i64 %arg.y0.5.0.fr, %const1645
  %.43 = icmp ult i64 %0, %const1644
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B128.i:                                           ; preds = %for.end.7, %B76.lr.ph
  %y.2.sroa.0.01407 = phi ptr [ %.7.i.i, %B76.lr.ph ], [ %.7.i.i1106, %for.end.7 ]
  %y.2.sroa.60.01406 = phi ptr [ %.6.i, %B76.lr.ph ], [ %.6.i1113, %for.end.7 ]
  %y.2.sroa.75.01405 = phi i64 [ %arg.y0.5.0.fr, %B76.lr.ph ], [ %y.2.sroa.75.0.lcssa.fr1330, %for.end.7 ]
  %.20312901404 = phi i64 [ 3, %B76.lr.ph ], [ %.213, %for.end.7 ]
  %.213 = add nsw i64 %.20312901404, -1
  %.351 = shl nsw i64 %y.2.sroa.75.01405, 3
  %.7.i.i759 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.351, i32 32), !noalias !1
  %.8.i.i760 = icmp eq ptr %.7.i.i759, null
  br i1 %.8.i.i760, label %B76.endif.endif.endif.endif.endif.if.if, label %B76.endif.endif.endif.endif.endif.endif, !prof !0

B128.i735:                                        ; preds = %for.end.7
  %.2248 = shl nsw i64 %y.2.sroa.75.0.lcssa.fr1330, 3
  %.7.i.i1134 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.2248, i32 32), !noalias !8
  %.8.i.i1135 = icmp eq ptr %.7.i.i1134, null
  br i1 %.8.i.i1135, label %B400.endif.endif.endif.endif.endif.if.if, label %B400.endif.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.8.if.if, %for.end.8.endif, %B400.endif.endif.endif.endif.endif.if.if, %for.end.6.endif.endif.end...endif.1.if.if, %for.end.6.endif.endif.end...if.1, %for.end.5.endif.endif.endif.if.if, %for.end.4.endif.endif.endif.endif.endif.if.if, %for.end.3.endif.endif.endif.if.if, %for.end.2.endif.endif.endif.endif.endif.if.if, %for.end.1.endif.endif.endif.if.if, %for.end.endif.endif.endif.endif.endif.if.if, %B76.endif.endif.endif.endif.endif.if.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ %.2380, %for.end.8.if.if ], [ 1, %for.end.1.endif.endif.endif.if.if ], [ 0, %for.end.8.endif ], [ 1, %for.end.6.endif.endif.end...if.1 ], [ 1, %for.end.6.endif.endif.end...endif.1.if.if ], [ 1, %B76.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if.if ], [ 1, %B400.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.4.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.5.endif.endif.endif.if.if ], [ 1, %for.end.3.endif.endif.endif.if.if ], [ 1, %for.end.2.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !15
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.42 = shl nsw i64 %arg.y0.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !16
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B76.lr.ph, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B76.lr.ph:                                        ; preds = %B0.endif
  %const = bitcast i64 9223372036854775800 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.y0.4, i64 %.107, i1 false)
  %.473 = fmul double %arg.h, 5.000000e-01
  %.1694 = fdiv double %arg.h, 6.000000e+00
  tail call void @NRT_decref(ptr %arg.y0.0)
  br label %B128.i

B76.endif.endif.endif.endif.endif.endif:          ; preds = %B128.i
  %.5.i765 = getelementptr i8, ptr %.7.i.i759, i64 24
  %.6.i766 = load ptr, ptr %.5.i765, align 8
  %.4221258 = icmp sgt i64 %y.2.sroa.75.01405, 0
  br i1 %.4221258, label %for.body.lr.ph, label %for.end.endif.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %B76.endif.endif.endif.endif.endif.endif
  %1 = add nsw i64 %y.2.sroa.75.01405, -1
  %xtraiter = and i64 %y.2.sroa.75.01405, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %for.body.endif.endif.endif.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %y.2.sroa.75.01405, %const
  br label %for.body.endif.endif.endif

B76.endif.endif.endif.endif.endif.if.if:          ; preds = %B128.i
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B128.i783.unr-lcssa:                              ; preds = %for.body.endif.endif.endif
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end.endif.endif.endif.endif.endif, label %for.body.endif.endif.endif.epil.preheader

for.body.endif.endif.endif.epil.preheader:        ; preds = %B128.i783.unr-lcssa, %for.body.lr.ph
  %loop.index1261.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %.470.7, %B128.i783.unr-lcssa ]
  %.418.01260.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %loop.index..418.0.7, %B128.i783.unr-lcssa ]
  %.415.01259.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %loop.index..415.0.7, %B128.i783.unr-lcssa ]
  br label %for.body.endif.endif.endif.epil

for.body.endif.endif.endif.epil:                  ; preds = %for.body.endif.endif.endif.epil, %for.body.endif.endif.endif.epil.preheader
  %lsr.iv1515 = phi i64 [ %lsr.iv.next1516, %for.body.endif.endif.endif.epil ], [ %xtraiter, %for.body.endif.endif.endif.epil.preheader ]
  %loop.index1261.epil = phi i64 [ %loop.index1261.epil.init, %for.body.endif.endif.endif.epil.preheader ], [ %.470.epil, %for.body.endif.endif.endif.epil ]
  %.418.01260.epil = phi i64 [ %.418.01260.epil.init, %for.body.endif.endif.endif.epil.preheader ], [ %loop.index..418.0.epil, %for.body.endif.endif.endif.epil ]
  %.415.01259.epil = phi i64 [ %.415.01259.epil.init, %for.body.endif.endif.endif.epil.preheader ], [ %loop.index..415.0.epil, %for.body.endif.endif.endif.epil ]
  %3 = icmp eq i64 %y.2.sroa.75.01405, 1
  %loop.index..415.0.epil = select i1 %3, i64 %.415.01259.epil, i64 %loop.index1261.epil
  %loop.index..418.0.epil = select i1 %3, i64 %.418.01260.epil, i64 %loop.index1261.epil
  %.432398.in.epil = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..415.0.epil
  %.432398.epil = load double, ptr %.432398.in.epil, align 8
  %.440.epil = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..418.0.epil
  %.441.epil = load double, ptr %.440.epil, align 8
  %.13.le.i.epil = tail call double @llvm.sin.f64(double %.432398.epil)
  %.18.i.epil = fmul double %.441.epil, 5.000000e-01
  %.19.i.epil = fsub double %.13.le.i.epil, %.18.i.epil
  %4 = shl i64 %loop.index1261.epil, 3
  %scevgep1514 = getelementptr i8, ptr %.6.i766, i64 %4
  store double %.19.i.epil, ptr %scevgep1514, align 8
  %.470.epil = add nuw nsw i64 %loop.index1261.epil, 1
  %lsr.iv.next1516 = add nsw i64 %lsr.iv1515, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next1516, 0
  br i1 %epil.iter.cmp.not, label %for.end.endif.endif.endif.endif.endif, label %for.body.endif.endif.endif.epil, !llvm.loop !23

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif, %for.body.lr.ph.new
  %loop.index1261 = phi i64 [ 0, %for.body.lr.ph.new ], [ %13, %for.body.endif.endif.endif ]
  %.418.01260 = phi i64 [ 0, %for.body.lr.ph.new ], [ %loop.index..418.0.7, %for.body.endif.endif.endif ]
  %.415.01259 = phi i64 [ 0, %for.body.lr.ph.new ], [ %loop.index..415.0.7, %for.body.endif.endif.endif ]
  %5 = icmp eq i64 %y.2.sroa.75.01405, 1
  %loop.index..415.0 = select i1 %5, i64 %.415.01259, i64 %loop.index1261
  %loop.index..418.0 = select i1 %5, i64 %.418.01260, i64 %loop.index1261
  %.432398.in = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..415.0
  %.432398 = load double, ptr %.432398.in, align 8
  %.440 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..418.0
  %.441 = load double, ptr %.440, align 8
  %.13.le.i = tail call double @llvm.sin.f64(double %.432398)
  %.18.i = fmul double %.441, 5.000000e-01
  %.19.i = fsub double %.13.le.i, %.18.i
  %sunkaddr = mul i64 %loop.index1261, 8
  %sunkaddr1646 = getelementptr i8, ptr %.6.i766, i64 %sunkaddr
  store double %.19.i, ptr %sunkaddr1646, align 8
  %6 = add i64 %loop.index1261, 1
  %loop.index..415.0.1 = select i1 %5, i64 %.415.01259, i64 %6
  %loop.index..418.0.1 = select i1 %5, i64 %.418.01260, i64 %6
  %.432398.in.1 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..415.0.1
  %.432398.1 = load double, ptr %.432398.in.1, align 8
  %.440.1 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..418.0.1
  %.441.1 = load double, ptr %.440.1, align 8
  %.13.le.i.1 = tail call double @llvm.sin.f64(double %.432398.1)
  %.18.i.1 = fmul double %.441.1, 5.000000e-01
  %.19.i.1 = fsub double %.13.le.i.1, %.18.i.1
  %sunkaddr1647 = mul i64 %loop.index1261, 8
  %sunkaddr1648 = getelementptr i8, ptr %.6.i766, i64 %sunkaddr1647
  %sunkaddr1649 = getelementptr i8, ptr %sunkaddr1648, i64 8
  store double %.19.i.1, ptr %sunkaddr1649, align 8
  %7 = add i64 %6, 1
  %loop.index..415.0.2 = select i1 %5, i64 %.415.01259, i64 %7
  %loop.index..418.0.2 = select i1 %5, i64 %.418.01260, i64 %7
  %.432398.in.2 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..415.0.2
  %.432398.2 = load double, ptr %.432398.in.2, align 8
  %.440.2 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..418.0.2
  %.441.2 = load double, ptr %.440.2, align 8
  %.13.le.i.2 = tail call double @llvm.sin.f64(double %.432398.2)
  %.18.i.2 = fmul double %.441.2, 5.000000e-01
  %.19.i.2 = fsub double %.13.le.i.2, %.18.i.2
  %sunkaddr1650 = mul i64 %loop.index1261, 8
  %sunkaddr1651 = getelementptr i8, ptr %.6.i766, i64 %sunkaddr1650
  %sunkaddr1652 = getelementptr i8, ptr %sunkaddr1651, i64 16
  store double %.19.i.2, ptr %sunkaddr1652, align 8
  %8 = add i64 %7, 1
  %loop.index..415.0.3 = select i1 %5, i64 %.415.01259, i64 %8
  %loop.index..418.0.3 = select i1 %5, i64 %.418.01260, i64 %8
  %.432398.in.3 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..415.0.3
  %.432398.3 = load double, ptr %.432398.in.3, align 8
  %.440.3 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..418.0.3
  %.441.3 = load double, ptr %.440.3, align 8
  %.13.le.i.3 = tail call double @llvm.sin.f64(double %.432398.3)
  %.18.i.3 = fmul double %.441.3, 5.000000e-01
  %.19.i.3 = fsub double %.13.le.i.3, %.18.i.3
  %sunkaddr1653 = mul i64 %loop.index1261, 8
  %sunkaddr1654 = getelementptr i8, ptr %.6.i766, i64 %sunkaddr1653
  %sunkaddr1655 = getelementptr i8, ptr %sunkaddr1654, i64 24
  store double %.19.i.3, ptr %sunkaddr1655, align 8
  %9 = add i64 %8, 1
  %loop.index..415.0.4 = select i1 %5, i64 %.415.01259, i64 %9
  %loop.index..418.0.4 = select i1 %5, i64 %.418.01260, i64 %9
  %.432398.in.4 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..415.0.4
  %.432398.4 = load double, ptr %.432398.in.4, align 8
  %.440.4 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..418.0.4
  %.441.4 = load double, ptr %.440.4, align 8
  %.13.le.i.4 = tail call double @llvm.sin.f64(double %.432398.4)
  %.18.i.4 = fmul double %.441.4, 5.000000e-01
  %.19.i.4 = fsub double %.13.le.i.4, %.18.i.4
  %sunkaddr1656 = mul i64 %loop.index1261, 8
  %sunkaddr1657 = getelementptr i8, ptr %.6.i766, i64 %sunkaddr1656
  %sunkaddr1658 = getelementptr i8, ptr %sunkaddr1657, i64 32
  store double %.19.i.4, ptr %sunkaddr1658, align 8
  %10 = add i64 %9, 1
  %loop.index..415.0.5 = select i1 %5, i64 %.415.01259, i64 %10
  %loop.index..418.0.5 = select i1 %5, i64 %.418.01260, i64 %10
  %.432398.in.5 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..415.0.5
  %.432398.5 = load double, ptr %.432398.in.5, align 8
  %.440.5 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..418.0.5
  %.441.5 = load double, ptr %.440.5, align 8
  %.13.le.i.5 = tail call double @llvm.sin.f64(double %.432398.5)
  %.18.i.5 = fmul double %.441.5, 5.000000e-01
  %.19.i.5 = fsub double %.13.le.i.5, %.18.i.5
  %sunkaddr1659 = mul i64 %loop.index1261, 8
  %sunkaddr1660 = getelementptr i8, ptr %.6.i766, i64 %sunkaddr1659
  %sunkaddr1661 = getelementptr i8, ptr %sunkaddr1660, i64 40
  store double %.19.i.5, ptr %sunkaddr1661, align 8
  %11 = add i64 %10, 1
  %loop.index..415.0.6 = select i1 %5, i64 %.415.01259, i64 %11
  %loop.index..418.0.6 = select i1 %5, i64 %.418.01260, i64 %11
  %.432398.in.6 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..415.0.6
  %.432398.6 = load double, ptr %.432398.in.6, align 8
  %.440.6 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..418.0.6
  %.441.6 = load double, ptr %.440.6, align 8
  %.13.le.i.6 = tail call double @llvm.sin.f64(double %.432398.6)
  %.18.i.6 = fmul double %.441.6, 5.000000e-01
  %.19.i.6 = fsub double %.13.le.i.6, %.18.i.6
  %sunkaddr1662 = mul i64 %loop.index1261, 8
  %sunkaddr1663 = getelementptr i8, ptr %.6.i766, i64 %sunkaddr1662
  %sunkaddr1664 = getelementptr i8, ptr %sunkaddr1663, i64 48
  store double %.19.i.6, ptr %sunkaddr1664, align 8
  %12 = add i64 %11, 1
  %loop.index..415.0.7 = select i1 %5, i64 %.415.01259, i64 %12
  %loop.index..418.0.7 = select i1 %5, i64 %.418.01260, i64 %12
  %.432398.in.7 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..415.0.7
  %.432398.7 = load double, ptr %.432398.in.7, align 8
  %.440.7 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %loop.index..418.0.7
  %.441.7 = load double, ptr %.440.7, align 8
  %.13.le.i.7 = tail call double @llvm.sin.f64(double %.432398.7)
  %.18.i.7 = fmul double %.441.7, 5.000000e-01
  %.19.i.7 = fsub double %.13.le.i.7, %.18.i.7
  %sunkaddr1665 = mul i64 %loop.index1261, 8
  %sunkaddr1666 = getelementptr i8, ptr %.6.i766, i64 %sunkaddr1665
  %sunkaddr1667 = getelementptr i8, ptr %sunkaddr1666, i64 56
  store double %.19.i.7, ptr %sunkaddr1667, align 8
  %.470.7 = add nuw i64 %loop.index1261, 8
  %13 = add i64 %12, 1
  %niter.ncmp.7 = icmp eq i64 %13, %unroll_iter
  br i1 %niter.ncmp.7, label %B128.i783.unr-lcssa, label %for.body.endif.endif.endif

for.end.endif.endif.endif.endif.endif:            ; preds = %for.body.endif.endif.endif.epil, %B128.i783.unr-lcssa, %B76.endif.endif.endif.endif.endif.endif
  %.584 = shl nsw i64 %y.2.sroa.75.01405, 3
  %.7.i.i807 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.584, i32 32), !noalias !25
  %.8.i.i808 = icmp eq ptr %.7.i.i807, null
  br i1 %.8.i.i808, label %for.end.endif.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.5.i813 = getelementptr i8, ptr %.7.i.i807, i64 24
  %.6.i814 = load ptr, ptr %.5.i813, align 8
  %.6551262 = icmp sgt i64 %y.2.sroa.75.01405, 0
  br i1 %.6551262, label %for.body.1.lr.ph, label %for.end.1.endif.endif.endif

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %14 = add nsw i64 %y.2.sroa.75.01405, -1
  %xtraiter1392 = and i64 %y.2.sroa.75.01405, 7
  %15 = icmp ult i64 %14, 7
  br i1 %15, label %for.body.1.endif.endif.endif.epil.preheader, label %for.body.1.lr.ph.new

for.body.1.lr.ph.new:                             ; preds = %for.body.1.lr.ph
  %unroll_iter1396 = and i64 %y.2.sroa.75.01405, %const
  br label %for.body.1.endif.endif.endif

for.end.endif.endif.endif.endif.endif.if.if:      ; preds = %for.end.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.endif, %for.body.1.lr.ph.new
  %loop.index.11265 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %25, %for.body.1.endif.endif.endif ]
  %.651.01264 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %.651.1.7, %for.body.1.endif.endif.endif ]
  %.648.01263 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %spec.select.7, %for.body.1.endif.endif.endif ]
  %16 = icmp eq i64 %y.2.sroa.75.01405, 1
  %17 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select = select i1 %17, i64 %.648.01263, i64 %loop.index.11265
  %.664 = getelementptr double, ptr %.6.i766, i64 %spec.select
  %.665 = load double, ptr %.664, align 8
  %.651.1 = select i1 %16, i64 %.651.01264, i64 %loop.index.11265
  %.673 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.651.1
  %.674 = load double, ptr %.673, align 8
  %.7.i = fmul double %.473, %.665
  %.8.i = fadd double %.674, %.7.i
  %sunkaddr1668 = mul i64 %loop.index.11265, 8
  %sunkaddr1669 = getelementptr i8, ptr %.6.i814, i64 %sunkaddr1668
  store double %.8.i, ptr %sunkaddr1669, align 8
  %18 = add i64 %loop.index.11265, 1
  %spec.select.1 = select i1 %17, i64 %.648.01263, i64 %18
  %.664.1 = getelementptr double, ptr %.6.i766, i64 %spec.select.1
  %.665.1 = load double, ptr %.664.1, align 8
  %.651.1.1 = select i1 %16, i64 %.651.01264, i64 %18
  %.673.1 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.651.1.1
  %.674.1 = load double, ptr %.673.1, align 8
  %.7.i.1 = fmul double %.473, %.665.1
  %.8.i.1 = fadd double %.674.1, %.7.i.1
  %sunkaddr1670 = mul i64 %loop.index.11265, 8
  %sunkaddr1671 = getelementptr i8, ptr %.6.i814, i64 %sunkaddr1670
  %sunkaddr1672 = getelementptr i8, ptr %sunkaddr1671, i64 8
  store double %.8.i.1, ptr %sunkaddr1672, align 8
  %19 = add i64 %18, 1
  %spec.select.2 = select i1 %17, i64 %.648.01263, i64 %19
  %.664.2 = getelementptr double, ptr %.6.i766, i64 %spec.select.2
  %.665.2 = load double, ptr %.664.2, align 8
  %.651.1.2 = select i1 %16, i64 %.651.01264, i64 %19
  %.673.2 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.651.1.2
  %.674.2 = load double, ptr %.673.2, align 8
  %.7.i.2 = fmul double %.473, %.665.2
  %.8.i.2 = fadd double %.674.2, %.7.i.2
  %sunkaddr1673 = mul i64 %loop.index.11265, 8
  %sunkaddr1674 = getelementptr i8, ptr %.6.i814, i64 %sunkaddr1673
  %sunkaddr1675 = getelementptr i8, ptr %sunkaddr1674, i64 16
  store double %.8.i.2, ptr %sunkaddr1675, align 8
  %20 = add i64 %19, 1
  %spec.select.3 = select i1 %17, i64 %.648.01263, i64 %20
  %.664.3 = getelementptr double, ptr %.6.i766, i64 %spec.select.3
  %.665.3 = load double, ptr %.664.3, align 8
  %.651.1.3 = select i1 %16, i64 %.651.01264, i64 %20
  %.673.3 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.651.1.3
  %.674.3 = load double, ptr %.673.3, align 8
  %.7.i.3 = fmul double %.473, %.665.3
  %.8.i.3 = fadd double %.674.3, %.7.i.3
  %sunkaddr1676 = mul i64 %loop.index.11265, 8
  %sunkaddr1677 = getelementptr i8, ptr %.6.i814, i64 %sunkaddr1676
  %sunkaddr1678 = getelementptr i8, ptr %sunkaddr1677, i64 24
  store double %.8.i.3, ptr %sunkaddr1678, align 8
  %21 = add i64 %20, 1
  %spec.select.4 = select i1 %17, i64 %.648.01263, i64 %21
  %.664.4 = getelementptr double, ptr %.6.i766, i64 %spec.select.4
  %.665.4 = load double, ptr %.664.4, align 8
  %.651.1.4 = select i1 %16, i64 %.651.01264, i64 %21
  %.673.4 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.651.1.4
  %.674.4 = load double, ptr %.673.4, align 8
  %.7.i.4 = fmul double %.473, %.665.4
  %.8.i.4 = fadd double %.674.4, %.7.i.4
  %sunkaddr1679 = mul i64 %loop.index.11265, 8
  %sunkaddr1680 = getelementptr i8, ptr %.6.i814, i64 %sunkaddr1679
  %sunkaddr1681 = getelementptr i8, ptr %sunkaddr1680, i64 32
  store double %.8.i.4, ptr %sunkaddr1681, align 8
  %22 = add i64 %21, 1
  %spec.select.5 = select i1 %17, i64 %.648.01263, i64 %22
  %.664.5 = getelementptr double, ptr %.6.i766, i64 %spec.select.5
  %.665.5 = load double, ptr %.664.5, align 8
  %.651.1.5 = select i1 %16, i64 %.651.01264, i64 %22
  %.673.5 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.651.1.5
  %.674.5 = load double, ptr %.673.5, align 8
  %.7.i.5 = fmul double %.473, %.665.5
  %.8.i.5 = fadd double %.674.5, %.7.i.5
  %sunkaddr1682 = mul i64 %loop.index.11265, 8
  %sunkaddr1683 = getelementptr i8, ptr %.6.i814, i64 %sunkaddr1682
  %sunkaddr1684 = getelementptr i8, ptr %sunkaddr1683, i64 40
  store double %.8.i.5, ptr %sunkaddr1684, align 8
  %23 = add i64 %22, 1
  %spec.select.6 = select i1 %17, i64 %.648.01263, i64 %23
  %.664.6 = getelementptr double, ptr %.6.i766, i64 %spec.select.6
  %.665.6 = load double, ptr %.664.6, align 8
  %.651.1.6 = select i1 %16, i64 %.651.01264, i64 %23
  %.673.6 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.651.1.6
  %.674.6 = load double, ptr %.673.6, align 8
  %.7.i.6 = fmul double %.473, %.665.6
  %.8.i.6 = fadd double %.674.6, %.7.i.6
  %sunkaddr1685 = mul i64 %loop.index.11265, 8
  %sunkaddr1686 = getelementptr i8, ptr %.6.i814, i64 %sunkaddr1685
  %sunkaddr1687 = getelementptr i8, ptr %sunkaddr1686, i64 48
  store double %.8.i.6, ptr %sunkaddr1687, align 8
  %24 = add i64 %23, 1
  %spec.select.7 = select i1 %17, i64 %.648.01263, i64 %24
  %.664.7 = getelementptr double, ptr %.6.i766, i64 %spec.select.7
  %.665.7 = load double, ptr %.664.7, align 8
  %.651.1.7 = select i1 %16, i64 %.651.01264, i64 %24
  %.673.7 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.651.1.7
  %.674.7 = load double, ptr %.673.7, align 8
  %.7.i.7 = fmul double %.473, %.665.7
  %.8.i.7 = fadd double %.674.7, %.7.i.7
  %sunkaddr1688 = mul i64 %loop.index.11265, 8
  %sunkaddr1689 = getelementptr i8, ptr %.6.i814, i64 %sunkaddr1688
  %sunkaddr1690 = getelementptr i8, ptr %sunkaddr1689, i64 56
  store double %.8.i.7, ptr %sunkaddr1690, align 8
  %.703.7 = add nuw i64 %loop.index.11265, 8
  %25 = add i64 %24, 1
  %niter1397.ncmp.7 = icmp eq i64 %25, %unroll_iter1396
  br i1 %niter1397.ncmp.7, label %for.end.1.endif.endif.endif.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif

for.end.1.endif.endif.endif.loopexit.unr-lcssa:   ; preds = %for.body.1.endif.endif.endif
  %lcmp.mod1394.not = icmp eq i64 %xtraiter1392, 0
  br i1 %lcmp.mod1394.not, label %for.end.1.endif.endif.endif, label %for.body.1.endif.endif.endif.epil.preheader

for.body.1.endif.endif.endif.epil.preheader:      ; preds = %for.end.1.endif.endif.endif.loopexit.unr-lcssa, %for.body.1.lr.ph
  %loop.index.11265.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %.703.7, %for.end.1.endif.endif.endif.loopexit.unr-lcssa ]
  %.651.01264.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %.651.1.7, %for.end.1.endif.endif.endif.loopexit.unr-lcssa ]
  %.648.01263.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %spec.select.7, %for.end.1.endif.endif.endif.loopexit.unr-lcssa ]
  br label %for.body.1.endif.endif.endif.epil

for.body.1.endif.endif.endif.epil:                ; preds = %for.body.1.endif.endif.endif.epil, %for.body.1.endif.endif.endif.epil.preheader
  %lsr.iv1534 = phi i64 [ %lsr.iv.next1535, %for.body.1.endif.endif.endif.epil ], [ %xtraiter1392, %for.body.1.endif.endif.endif.epil.preheader ]
  %loop.index.11265.epil = phi i64 [ %loop.index.11265.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %.703.epil, %for.body.1.endif.endif.endif.epil ]
  %.651.01264.epil = phi i64 [ %.651.01264.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %.651.1.epil, %for.body.1.endif.endif.endif.epil ]
  %.648.01263.epil = phi i64 [ %.648.01263.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %spec.select.epil, %for.body.1.endif.endif.endif.epil ]
  %26 = icmp eq i64 %y.2.sroa.75.01405, 1
  %27 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select.epil = select i1 %27, i64 %.648.01263.epil, i64 %loop.index.11265.epil
  %.664.epil = getelementptr double, ptr %.6.i766, i64 %spec.select.epil
  %.665.epil = load double, ptr %.664.epil, align 8
  %.651.1.epil = select i1 %26, i64 %.651.01264.epil, i64 %loop.index.11265.epil
  %.673.epil = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.651.1.epil
  %.674.epil = load double, ptr %.673.epil, align 8
  %.7.i.epil = fmul double %.473, %.665.epil
  %.8.i.epil = fadd double %.674.epil, %.7.i.epil
  %28 = shl i64 %loop.index.11265.epil, 3
  %scevgep1533 = getelementptr i8, ptr %.6.i814, i64 %28
  store double %.8.i.epil, ptr %scevgep1533, align 8
  %.703.epil = add nuw nsw i64 %loop.index.11265.epil, 1
  %lsr.iv.next1535 = add nsw i64 %lsr.iv1534, -1
  %epil.iter1393.cmp.not = icmp eq i64 %lsr.iv.next1535, 0
  br i1 %epil.iter1393.cmp.not, label %for.end.1.endif.endif.endif, label %for.body.1.endif.endif.endif.epil, !llvm.loop !32

for.end.1.endif.endif.endif:                      ; preds = %for.body.1.endif.endif.endif.epil, %for.end.1.endif.endif.endif.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif
  %.765 = shl nsw i64 %y.2.sroa.75.01405, 3
  %.7.i.i835 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.765, i32 32), !noalias !33
  %.8.i.i836 = icmp eq ptr %.7.i.i835, null
  br i1 %.8.i.i836, label %for.end.1.endif.endif.endif.if.if, label %for.end.1.endif.endif.endif.endif, !prof !0

for.end.1.endif.endif.endif.endif:                ; preds = %for.end.1.endif.endif.endif
  %.5.i841 = getelementptr i8, ptr %.7.i.i835, i64 24
  %.6.i842 = load ptr, ptr %.5.i841, align 8
  %.8331266 = icmp sgt i64 %y.2.sroa.75.01405, 0
  br i1 %.8331266, label %for.body.2.lr.ph, label %B128.i860.thread

B128.i860.thread:                                 ; preds = %for.end.1.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i807)
  br label %for.end.2.endif.endif.endif.endif.endif

for.body.2.lr.ph:                                 ; preds = %for.end.1.endif.endif.endif.endif
  %29 = add nsw i64 %y.2.sroa.75.01405, -1
  %xtraiter1398 = and i64 %y.2.sroa.75.01405, 7
  %30 = icmp ult i64 %29, 7
  br i1 %30, label %for.body.2.endif.endif.epil.preheader, label %for.body.2.lr.ph.new

for.body.2.lr.ph.new:                             ; preds = %for.body.2.lr.ph
  %unroll_iter1402 = and i64 %y.2.sroa.75.01405, %const
  br label %for.body.2.endif.endif

for.end.1.endif.endif.endif.if.if:                ; preds = %for.end.1.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B128.i860.unr-lcssa:                              ; preds = %for.body.2.endif.endif
  %lcmp.mod1400.not = icmp eq i64 %xtraiter1398, 0
  br i1 %lcmp.mod1400.not, label %B128.i860, label %for.body.2.endif.endif.epil.preheader

for.body.2.endif.endif.epil.preheader:            ; preds = %B128.i860.unr-lcssa, %for.body.2.lr.ph
  %loop.index.21268.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %.872.7, %B128.i860.unr-lcssa ]
  %.829.01267.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %spec.select417.7, %B128.i860.unr-lcssa ]
  br label %for.body.2.endif.endif.epil

for.body.2.endif.endif.epil:                      ; preds = %for.body.2.endif.endif.epil, %for.body.2.endif.endif.epil.preheader
  %lsr.iv1553 = phi i64 [ %lsr.iv.next1554, %for.body.2.endif.endif.epil ], [ %xtraiter1398, %for.body.2.endif.endif.epil.preheader ]
  %loop.index.21268.epil = phi i64 [ %loop.index.21268.epil.init, %for.body.2.endif.endif.epil.preheader ], [ %.872.epil, %for.body.2.endif.endif.epil ]
  %.829.01267.epil = phi i64 [ %.829.01267.epil.init, %for.body.2.endif.endif.epil.preheader ], [ %spec.select417.epil, %for.body.2.endif.endif.epil ]
  %31 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select417.epil = select i1 %31, i64 %.829.01267.epil, i64 %loop.index.21268.epil
  %.842.epil = getelementptr double, ptr %.6.i814, i64 %spec.select417.epil
  %.843.epil = load double, ptr %.842.epil, align 8
  %.12.le.i.epil = tail call double @llvm.sin.f64(double %.843.epil)
  %.17.i.epil = fmul double %.843.epil, 5.000000e-01
  %.18.i843.epil = fsub double %.12.le.i.epil, %.17.i.epil
  %32 = shl i64 %loop.index.21268.epil, 3
  %scevgep1552 = getelementptr i8, ptr %.6.i842, i64 %32
  store double %.18.i843.epil, ptr %scevgep1552, align 8
  %.872.epil = add nuw nsw i64 %loop.index.21268.epil, 1
  %lsr.iv.next1554 = add nsw i64 %lsr.iv1553, -1
  %epil.iter1399.cmp.not = icmp eq i64 %lsr.iv.next1554, 0
  br i1 %epil.iter1399.cmp.not, label %B128.i860, label %for.body.2.endif.endif.epil, !llvm.loop !40

B128.i860:                                        ; preds = %for.body.2.endif.endif.epil, %B128.i860.unr-lcssa
  tail call void @NRT_decref(ptr nonnull %.7.i.i807)
  br label %for.end.2.endif.endif.endif.endif.endif

for.body.2.endif.endif:                           ; preds = %for.body.2.endif.endif, %for.body.2.lr.ph.new
  %loop.index.21268 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %41, %for.body.2.endif.endif ]
  %.829.01267 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %spec.select417.7, %for.body.2.endif.endif ]
  %33 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select417 = select i1 %33, i64 %.829.01267, i64 %loop.index.21268
  %.842 = getelementptr double, ptr %.6.i814, i64 %spec.select417
  %.843 = load double, ptr %.842, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.843)
  %.17.i = fmul double %.843, 5.000000e-01
  %.18.i843 = fsub double %.12.le.i, %.17.i
  %sunkaddr1691 = mul i64 %loop.index.21268, 8
  %sunkaddr1692 = getelementptr i8, ptr %.6.i842, i64 %sunkaddr1691
  store double %.18.i843, ptr %sunkaddr1692, align 8
  %34 = add i64 %loop.index.21268, 1
  %spec.select417.1 = select i1 %33, i64 %.829.01267, i64 %34
  %.842.1 = getelementptr double, ptr %.6.i814, i64 %spec.select417.1
  %.843.1 = load double, ptr %.842.1, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.843.1)
  %.17.i.1 = fmul double %.843.1, 5.000000e-01
  %.18.i843.1 = fsub double %.12.le.i.1, %.17.i.1
  %sunkaddr1693 = mul i64 %loop.index.21268, 8
  %sunkaddr1694 = getelementptr i8, ptr %.6.i842, i64 %sunkaddr1693
  %sunkaddr1695 = getelementptr i8, ptr %sunkaddr1694, i64 8
  store double %.18.i843.1, ptr %sunkaddr1695, align 8
  %35 = add i64 %34, 1
  %spec.select417.2 = select i1 %33, i64 %.829.01267, i64 %35
  %.842.2 = getelementptr double, ptr %.6.i814, i64 %spec.select417.2
  %.843.2 = load double, ptr %.842.2, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.843.2)
  %.17.i.2 = fmul double %.843.2, 5.000000e-01
  %.18.i843.2 = fsub double %.12.le.i.2, %.17.i.2
  %sunkaddr1696 = mul i64 %loop.index.21268, 8
  %sunkaddr1697 = getelementptr i8, ptr %.6.i842, i64 %sunkaddr1696
  %sunkaddr1698 = getelementptr i8, ptr %sunkaddr1697, i64 16
  store double %.18.i843.2, ptr %sunkaddr1698, align 8
  %36 = add i64 %35, 1
  %spec.select417.3 = select i1 %33, i64 %.829.01267, i64 %36
  %.842.3 = getelementptr double, ptr %.6.i814, i64 %spec.select417.3
  %.843.3 = load double, ptr %.842.3, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.843.3)
  %.17.i.3 = fmul double %.843.3, 5.000000e-01
  %.18.i843.3 = fsub double %.12.le.i.3, %.17.i.3
  %sunkaddr1699 = mul i64 %loop.index.21268, 8
  %sunkaddr1700 = getelementptr i8, ptr %.6.i842, i64 %sunkaddr1699
  %sunkaddr1701 = getelementptr i8, ptr %sunkaddr1700, i64 24
  store double %.18.i843.3, ptr %sunkaddr1701, align 8
  %37 = add i64 %36, 1
  %spec.select417.4 = select i1 %33, i64 %.829.01267, i64 %37
  %.842.4 = getelementptr double, ptr %.6.i814, i64 %spec.select417.4
  %.843.4 = load double, ptr %.842.4, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.843.4)
  %.17.i.4 = fmul double %.843.4, 5.000000e-01
  %.18.i843.4 = fsub double %.12.le.i.4, %.17.i.4
  %sunkaddr1702 = mul i64 %loop.index.21268, 8
  %sunkaddr1703 = getelementptr i8, ptr %.6.i842, i64 %sunkaddr1702
  %sunkaddr1704 = getelementptr i8, ptr %sunkaddr1703, i64 32
  store double %.18.i843.4, ptr %sunkaddr1704, align 8
  %38 = add i64 %37, 1
  %spec.select417.5 = select i1 %33, i64 %.829.01267, i64 %38
  %.842.5 = getelementptr double, ptr %.6.i814, i64 %spec.select417.5
  %.843.5 = load double, ptr %.842.5, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.843.5)
  %.17.i.5 = fmul double %.843.5, 5.000000e-01
  %.18.i843.5 = fsub double %.12.le.i.5, %.17.i.5
  %sunkaddr1705 = mul i64 %loop.index.21268, 8
  %sunkaddr1706 = getelementptr i8, ptr %.6.i842, i64 %sunkaddr1705
  %sunkaddr1707 = getelementptr i8, ptr %sunkaddr1706, i64 40
  store double %.18.i843.5, ptr %sunkaddr1707, align 8
  %39 = add i64 %38, 1
  %spec.select417.6 = select i1 %33, i64 %.829.01267, i64 %39
  %.842.6 = getelementptr double, ptr %.6.i814, i64 %spec.select417.6
  %.843.6 = load double, ptr %.842.6, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.843.6)
  %.17.i.6 = fmul double %.843.6, 5.000000e-01
  %.18.i843.6 = fsub double %.12.le.i.6, %.17.i.6
  %sunkaddr1708 = mul i64 %loop.index.21268, 8
  %sunkaddr1709 = getelementptr i8, ptr %.6.i842, i64 %sunkaddr1708
  %sunkaddr1710 = getelementptr i8, ptr %sunkaddr1709, i64 48
  store double %.18.i843.6, ptr %sunkaddr1710, align 8
  %40 = add i64 %39, 1
  %spec.select417.7 = select i1 %33, i64 %.829.01267, i64 %40
  %.842.7 = getelementptr double, ptr %.6.i814, i64 %spec.select417.7
  %.843.7 = load double, ptr %.842.7, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.843.7)
  %.17.i.7 = fmul double %.843.7, 5.000000e-01
  %.18.i843.7 = fsub double %.12.le.i.7, %.17.i.7
  %sunkaddr1711 = mul i64 %loop.index.21268, 8
  %sunkaddr1712 = getelementptr i8, ptr %.6.i842, i64 %sunkaddr1711
  %sunkaddr1713 = getelementptr i8, ptr %sunkaddr1712, i64 56
  store double %.18.i843.7, ptr %sunkaddr1713, align 8
  %.872.7 = add nuw i64 %loop.index.21268, 8
  %41 = add i64 %40, 1
  %niter1403.ncmp.7 = icmp eq i64 %41, %unroll_iter1402
  br i1 %niter1403.ncmp.7, label %B128.i860.unr-lcssa, label %for.body.2.endif.endif

for.end.2.endif.endif.endif.endif.endif:          ; preds = %B128.i860, %B128.i860.thread
  %.989 = shl nsw i64 %y.2.sroa.75.01405, 3
  %.7.i.i884 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.989, i32 32), !noalias !41
  %.8.i.i885 = icmp eq ptr %.7.i.i884, null
  br i1 %.8.i.i885, label %for.end.2.endif.endif.endif.endif.endif.if.if, label %for.end.2.endif.endif.endif.endif.endif.endif, !prof !0

for.end.2.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.2.endif.endif.endif.endif.endif
  %.5.i890 = getelementptr i8, ptr %.7.i.i884, i64 24
  %.6.i891 = load ptr, ptr %.5.i890, align 8
  %.10601269 = icmp sgt i64 %y.2.sroa.75.01405, 0
  br i1 %.10601269, label %for.body.3.lr.ph, label %for.end.3.endif.endif.endif

for.body.3.lr.ph:                                 ; preds = %for.end.2.endif.endif.endif.endif.endif.endif
  %42 = add nsw i64 %y.2.sroa.75.01405, -1
  %xtraiter1404 = and i64 %y.2.sroa.75.01405, 7
  %43 = icmp ult i64 %42, 7
  br i1 %43, label %for.body.3.endif.endif.endif.epil.preheader, label %for.body.3.lr.ph.new

for.body.3.lr.ph.new:                             ; preds = %for.body.3.lr.ph
  %unroll_iter1408 = and i64 %y.2.sroa.75.01405, %const
  br label %for.body.3.endif.endif.endif

for.end.2.endif.endif.endif.endif.endif.if.if:    ; preds = %for.end.2.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.3.endif.endif.endif:                     ; preds = %for.body.3.endif.endif.endif, %for.body.3.lr.ph.new
  %loop.index.31272 = phi i64 [ 0, %for.body.3.lr.ph.new ], [ %53, %for.body.3.endif.endif.endif ]
  %.1056.01271 = phi i64 [ 0, %for.body.3.lr.ph.new ], [ %.1056.1.7, %for.body.3.endif.endif.endif ]
  %.1053.01270 = phi i64 [ 0, %for.body.3.lr.ph.new ], [ %spec.select418.7, %for.body.3.endif.endif.endif ]
  %44 = icmp eq i64 %y.2.sroa.75.01405, 1
  %45 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select418 = select i1 %45, i64 %.1053.01270, i64 %loop.index.31272
  %.1069 = getelementptr double, ptr %.6.i842, i64 %spec.select418
  %.1070 = load double, ptr %.1069, align 8
  %.1056.1 = select i1 %44, i64 %.1056.01271, i64 %loop.index.31272
  %.1078 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1056.1
  %.1079 = load double, ptr %.1078, align 8
  %.7.i892 = fmul double %.473, %.1070
  %.8.i893 = fadd double %.1079, %.7.i892
  %sunkaddr1714 = mul i64 %loop.index.31272, 8
  %sunkaddr1715 = getelementptr i8, ptr %.6.i891, i64 %sunkaddr1714
  store double %.8.i893, ptr %sunkaddr1715, align 8
  %46 = add i64 %loop.index.31272, 1
  %spec.select418.1 = select i1 %45, i64 %.1053.01270, i64 %46
  %.1069.1 = getelementptr double, ptr %.6.i842, i64 %spec.select418.1
  %.1070.1 = load double, ptr %.1069.1, align 8
  %.1056.1.1 = select i1 %44, i64 %.1056.01271, i64 %46
  %.1078.1 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1056.1.1
  %.1079.1 = load double, ptr %.1078.1, align 8
  %.7.i892.1 = fmul double %.473, %.1070.1
  %.8.i893.1 = fadd double %.1079.1, %.7.i892.1
  %sunkaddr1716 = mul i64 %loop.index.31272, 8
  %sunkaddr1717 = getelementptr i8, ptr %.6.i891, i64 %sunkaddr1716
  %sunkaddr1718 = getelementptr i8, ptr %sunkaddr1717, i64 8
  store double %.8.i893.1, ptr %sunkaddr1718, align 8
  %47 = add i64 %46, 1
  %spec.select418.2 = select i1 %45, i64 %.1053.01270, i64 %47
  %.1069.2 = getelementptr double, ptr %.6.i842, i64 %spec.select418.2
  %.1070.2 = load double, ptr %.1069.2, align 8
  %.1056.1.2 = select i1 %44, i64 %.1056.01271, i64 %47
  %.1078.2 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1056.1.2
  %.1079.2 = load double, ptr %.1078.2, align 8
  %.7.i892.2 = fmul double %.473, %.1070.2
  %.8.i893.2 = fadd double %.1079.2, %.7.i892.2
  %sunkaddr1719 = mul i64 %loop.index.31272, 8
  %sunkaddr1720 = getelementptr i8, ptr %.6.i891, i64 %sunkaddr1719
  %sunkaddr1721 = getelementptr i8, ptr %sunkaddr1720, i64 16
  store double %.8.i893.2, ptr %sunkaddr1721, align 8
  %48 = add i64 %47, 1
  %spec.select418.3 = select i1 %45, i64 %.1053.01270, i64 %48
  %.1069.3 = getelementptr double, ptr %.6.i842, i64 %spec.select418.3
  %.1070.3 = load double, ptr %.1069.3, align 8
  %.1056.1.3 = select i1 %44, i64 %.1056.01271, i64 %48
  %.1078.3 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1056.1.3
  %.1079.3 = load double, ptr %.1078.3, align 8
  %.7.i892.3 = fmul double %.473, %.1070.3
  %.8.i893.3 = fadd double %.1079.3, %.7.i892.3
  %sunkaddr1722 = mul i64 %loop.index.31272, 8
  %sunkaddr1723 = getelementptr i8, ptr %.6.i891, i64 %sunkaddr1722
  %sunkaddr1724 = getelementptr i8, ptr %sunkaddr1723, i64 24
  store double %.8.i893.3, ptr %sunkaddr1724, align 8
  %49 = add i64 %48, 1
  %spec.select418.4 = select i1 %45, i64 %.1053.01270, i64 %49
  %.1069.4 = getelementptr double, ptr %.6.i842, i64 %spec.select418.4
  %.1070.4 = load double, ptr %.1069.4, align 8
  %.1056.1.4 = select i1 %44, i64 %.1056.01271, i64 %49
  %.1078.4 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1056.1.4
  %.1079.4 = load double, ptr %.1078.4, align 8
  %.7.i892.4 = fmul double %.473, %.1070.4
  %.8.i893.4 = fadd double %.1079.4, %.7.i892.4
  %sunkaddr1725 = mul i64 %loop.index.31272, 8
  %sunkaddr1726 = getelementptr i8, ptr %.6.i891, i64 %sunkaddr1725
  %sunkaddr1727 = getelementptr i8, ptr %sunkaddr1726, i64 32
  store double %.8.i893.4, ptr %sunkaddr1727, align 8
  %50 = add i64 %49, 1
  %spec.select418.5 = select i1 %45, i64 %.1053.01270, i64 %50
  %.1069.5 = getelementptr double, ptr %.6.i842, i64 %spec.select418.5
  %.1070.5 = load double, ptr %.1069.5, align 8
  %.1056.1.5 = select i1 %44, i64 %.1056.01271, i64 %50
  %.1078.5 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1056.1.5
  %.1079.5 = load double, ptr %.1078.5, align 8
  %.7.i892.5 = fmul double %.473, %.1070.5
  %.8.i893.5 = fadd double %.1079.5, %.7.i892.5
  %sunkaddr1728 = mul i64 %loop.index.31272, 8
  %sunkaddr1729 = getelementptr i8, ptr %.6.i891, i64 %sunkaddr1728
  %sunkaddr1730 = getelementptr i8, ptr %sunkaddr1729, i64 40
  store double %.8.i893.5, ptr %sunkaddr1730, align 8
  %51 = add i64 %50, 1
  %spec.select418.6 = select i1 %45, i64 %.1053.01270, i64 %51
  %.1069.6 = getelementptr double, ptr %.6.i842, i64 %spec.select418.6
  %.1070.6 = load double, ptr %.1069.6, align 8
  %.1056.1.6 = select i1 %44, i64 %.1056.01271, i64 %51
  %.1078.6 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1056.1.6
  %.1079.6 = load double, ptr %.1078.6, align 8
  %.7.i892.6 = fmul double %.473, %.1070.6
  %.8.i893.6 = fadd double %.1079.6, %.7.i892.6
  %sunkaddr1731 = mul i64 %loop.index.31272, 8
  %sunkaddr1732 = getelementptr i8, ptr %.6.i891, i64 %sunkaddr1731
  %sunkaddr1733 = getelementptr i8, ptr %sunkaddr1732, i64 48
  store double %.8.i893.6, ptr %sunkaddr1733, align 8
  %52 = add i64 %51, 1
  %spec.select418.7 = select i1 %45, i64 %.1053.01270, i64 %52
  %.1069.7 = getelementptr double, ptr %.6.i842, i64 %spec.select418.7
  %.1070.7 = load double, ptr %.1069.7, align 8
  %.1056.1.7 = select i1 %44, i64 %.1056.01271, i64 %52
  %.1078.7 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1056.1.7
  %.1079.7 = load double, ptr %.1078.7, align 8
  %.7.i892.7 = fmul double %.473, %.1070.7
  %.8.i893.7 = fadd double %.1079.7, %.7.i892.7
  %sunkaddr1734 = mul i64 %loop.index.31272, 8
  %sunkaddr1735 = getelementptr i8, ptr %.6.i891, i64 %sunkaddr1734
  %sunkaddr1736 = getelementptr i8, ptr %sunkaddr1735, i64 56
  store double %.8.i893.7, ptr %sunkaddr1736, align 8
  %.1108.7 = add nuw i64 %loop.index.31272, 8
  %53 = add i64 %52, 1
  %niter1409.ncmp.7 = icmp eq i64 %53, %unroll_iter1408
  br i1 %niter1409.ncmp.7, label %for.end.3.endif.endif.endif.loopexit.unr-lcssa, label %for.body.3.endif.endif.endif

for.end.3.endif.endif.endif.loopexit.unr-lcssa:   ; preds = %for.body.3.endif.endif.endif
  %lcmp.mod1406.not = icmp eq i64 %xtraiter1404, 0
  br i1 %lcmp.mod1406.not, label %for.end.3.endif.endif.endif, label %for.body.3.endif.endif.endif.epil.preheader

for.body.3.endif.endif.endif.epil.preheader:      ; preds = %for.end.3.endif.endif.endif.loopexit.unr-lcssa, %for.body.3.lr.ph
  %loop.index.31272.epil.init = phi i64 [ 0, %for.body.3.lr.ph ], [ %.1108.7, %for.end.3.endif.endif.endif.loopexit.unr-lcssa ]
  %.1056.01271.epil.init = phi i64 [ 0, %for.body.3.lr.ph ], [ %.1056.1.7, %for.end.3.endif.endif.endif.loopexit.unr-lcssa ]
  %.1053.01270.epil.init = phi i64 [ 0, %for.body.3.lr.ph ], [ %spec.select418.7, %for.end.3.endif.endif.endif.loopexit.unr-lcssa ]
  br label %for.body.3.endif.endif.endif.epil

for.body.3.endif.endif.endif.epil:                ; preds = %for.body.3.endif.endif.endif.epil, %for.body.3.endif.endif.endif.epil.preheader
  %lsr.iv1572 = phi i64 [ %lsr.iv.next1573, %for.body.3.endif.endif.endif.epil ], [ %xtraiter1404, %for.body.3.endif.endif.endif.epil.preheader ]
  %loop.index.31272.epil = phi i64 [ %loop.index.31272.epil.init, %for.body.3.endif.endif.endif.epil.preheader ], [ %.1108.epil, %for.body.3.endif.endif.endif.epil ]
  %.1056.01271.epil = phi i64 [ %.1056.01271.epil.init, %for.body.3.endif.endif.endif.epil.preheader ], [ %.1056.1.epil, %for.body.3.endif.endif.endif.epil ]
  %.1053.01270.epil = phi i64 [ %.1053.01270.epil.init, %for.body.3.endif.endif.endif.epil.preheader ], [ %spec.select418.epil, %for.body.3.endif.endif.endif.epil ]
  %54 = icmp eq i64 %y.2.sroa.75.01405, 1
  %55 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select418.epil = select i1 %55, i64 %.1053.01270.epil, i64 %loop.index.31272.epil
  %.1069.epil = getelementptr double, ptr %.6.i842, i64 %spec.select418.epil
  %.1070.epil = load double, ptr %.1069.epil, align 8
  %.1056.1.epil = select i1 %54, i64 %.1056.01271.epil, i64 %loop.index.31272.epil
  %.1078.epil = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1056.1.epil
  %.1079.epil = load double, ptr %.1078.epil, align 8
  %.7.i892.epil = fmul double %.473, %.1070.epil
  %.8.i893.epil = fadd double %.1079.epil, %.7.i892.epil
  %56 = shl i64 %loop.index.31272.epil, 3
  %scevgep1571 = getelementptr i8, ptr %.6.i891, i64 %56
  store double %.8.i893.epil, ptr %scevgep1571, align 8
  %.1108.epil = add nuw nsw i64 %loop.index.31272.epil, 1
  %lsr.iv.next1573 = add nsw i64 %lsr.iv1572, -1
  %epil.iter1405.cmp.not = icmp eq i64 %lsr.iv.next1573, 0
  br i1 %epil.iter1405.cmp.not, label %for.end.3.endif.endif.endif, label %for.body.3.endif.endif.endif.epil, !llvm.loop !48

for.end.3.endif.endif.endif:                      ; preds = %for.body.3.endif.endif.endif.epil, %for.end.3.endif.endif.endif.loopexit.unr-lcssa, %for.end.2.endif.endif.endif.endif.endif.endif
  %.1170 = shl nsw i64 %y.2.sroa.75.01405, 3
  %.7.i.i914 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1170, i32 32), !noalias !49
  %.8.i.i915 = icmp eq ptr %.7.i.i914, null
  br i1 %.8.i.i915, label %for.end.3.endif.endif.endif.if.if, label %for.end.3.endif.endif.endif.endif, !prof !0

for.end.3.endif.endif.endif.endif:                ; preds = %for.end.3.endif.endif.endif
  %.5.i920 = getelementptr i8, ptr %.7.i.i914, i64 24
  %.6.i921 = load ptr, ptr %.5.i920, align 8
  %.12381273 = icmp sgt i64 %y.2.sroa.75.01405, 0
  br i1 %.12381273, label %for.body.4.lr.ph, label %B128.i941.thread

B128.i941.thread:                                 ; preds = %for.end.3.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i884)
  br label %for.end.4.endif.endif.endif.endif.endif

for.body.4.lr.ph:                                 ; preds = %for.end.3.endif.endif.endif.endif
  %57 = add nsw i64 %y.2.sroa.75.01405, -1
  %xtraiter1410 = and i64 %y.2.sroa.75.01405, 7
  %58 = icmp ult i64 %57, 7
  br i1 %58, label %for.body.4.endif.endif.epil.preheader, label %for.body.4.lr.ph.new

for.body.4.lr.ph.new:                             ; preds = %for.body.4.lr.ph
  %unroll_iter1414 = and i64 %y.2.sroa.75.01405, %const
  br label %for.body.4.endif.endif

for.end.3.endif.endif.endif.if.if:                ; preds = %for.end.3.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B128.i941.unr-lcssa:                              ; preds = %for.body.4.endif.endif
  %lcmp.mod1412.not = icmp eq i64 %xtraiter1410, 0
  br i1 %lcmp.mod1412.not, label %B128.i941, label %for.body.4.endif.endif.epil.preheader

for.body.4.endif.endif.epil.preheader:            ; preds = %B128.i941.unr-lcssa, %for.body.4.lr.ph
  %loop.index.41275.epil.init = phi i64 [ 0, %for.body.4.lr.ph ], [ %.1277.7, %B128.i941.unr-lcssa ]
  %.1234.01274.epil.init = phi i64 [ 0, %for.body.4.lr.ph ], [ %spec.select419.7, %B128.i941.unr-lcssa ]
  br label %for.body.4.endif.endif.epil

for.body.4.endif.endif.epil:                      ; preds = %for.body.4.endif.endif.epil, %for.body.4.endif.endif.epil.preheader
  %lsr.iv1591 = phi i64 [ %lsr.iv.next1592, %for.body.4.endif.endif.epil ], [ %xtraiter1410, %for.body.4.endif.endif.epil.preheader ]
  %loop.index.41275.epil = phi i64 [ %loop.index.41275.epil.init, %for.body.4.endif.endif.epil.preheader ], [ %.1277.epil, %for.body.4.endif.endif.epil ]
  %.1234.01274.epil = phi i64 [ %.1234.01274.epil.init, %for.body.4.endif.endif.epil.preheader ], [ %spec.select419.epil, %for.body.4.endif.endif.epil ]
  %59 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select419.epil = select i1 %59, i64 %.1234.01274.epil, i64 %loop.index.41275.epil
  %.1247.epil = getelementptr double, ptr %.6.i891, i64 %spec.select419.epil
  %.1248.epil = load double, ptr %.1247.epil, align 8
  %.12.le.i922.epil = tail call double @llvm.sin.f64(double %.1248.epil)
  %.17.i923.epil = fmul double %.1248.epil, 5.000000e-01
  %.18.i924.epil = fsub double %.12.le.i922.epil, %.17.i923.epil
  %60 = shl i64 %loop.index.41275.epil, 3
  %scevgep1590 = getelementptr i8, ptr %.6.i921, i64 %60
  store double %.18.i924.epil, ptr %scevgep1590, align 8
  %.1277.epil = add nuw nsw i64 %loop.index.41275.epil, 1
  %lsr.iv.next1592 = add nsw i64 %lsr.iv1591, -1
  %epil.iter1411.cmp.not = icmp eq i64 %lsr.iv.next1592, 0
  br i1 %epil.iter1411.cmp.not, label %B128.i941, label %for.body.4.endif.endif.epil, !llvm.loop !56

B128.i941:                                        ; preds = %for.body.4.endif.endif.epil, %B128.i941.unr-lcssa
  tail call void @NRT_decref(ptr nonnull %.7.i.i884)
  br label %for.end.4.endif.endif.endif.endif.endif

for.body.4.endif.endif:                           ; preds = %for.body.4.endif.endif, %for.body.4.lr.ph.new
  %loop.index.41275 = phi i64 [ 0, %for.body.4.lr.ph.new ], [ %69, %for.body.4.endif.endif ]
  %.1234.01274 = phi i64 [ 0, %for.body.4.lr.ph.new ], [ %spec.select419.7, %for.body.4.endif.endif ]
  %61 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select419 = select i1 %61, i64 %.1234.01274, i64 %loop.index.41275
  %.1247 = getelementptr double, ptr %.6.i891, i64 %spec.select419
  %.1248 = load double, ptr %.1247, align 8
  %.12.le.i922 = tail call double @llvm.sin.f64(double %.1248)
  %.17.i923 = fmul double %.1248, 5.000000e-01
  %.18.i924 = fsub double %.12.le.i922, %.17.i923
  %sunkaddr1737 = mul i64 %loop.index.41275, 8
  %sunkaddr1738 = getelementptr i8, ptr %.6.i921, i64 %sunkaddr1737
  store double %.18.i924, ptr %sunkaddr1738, align 8
  %62 = add i64 %loop.index.41275, 1
  %spec.select419.1 = select i1 %61, i64 %.1234.01274, i64 %62
  %.1247.1 = getelementptr double, ptr %.6.i891, i64 %spec.select419.1
  %.1248.1 = load double, ptr %.1247.1, align 8
  %.12.le.i922.1 = tail call double @llvm.sin.f64(double %.1248.1)
  %.17.i923.1 = fmul double %.1248.1, 5.000000e-01
  %.18.i924.1 = fsub double %.12.le.i922.1, %.17.i923.1
  %sunkaddr1739 = mul i64 %loop.index.41275, 8
  %sunkaddr1740 = getelementptr i8, ptr %.6.i921, i64 %sunkaddr1739
  %sunkaddr1741 = getelementptr i8, ptr %sunkaddr1740, i64 8
  store double %.18.i924.1, ptr %sunkaddr1741, align 8
  %63 = add i64 %62, 1
  %spec.select419.2 = select i1 %61, i64 %.1234.01274, i64 %63
  %.1247.2 = getelementptr double, ptr %.6.i891, i64 %spec.select419.2
  %.1248.2 = load double, ptr %.1247.2, align 8
  %.12.le.i922.2 = tail call double @llvm.sin.f64(double %.1248.2)
  %.17.i923.2 = fmul double %.1248.2, 5.000000e-01
  %.18.i924.2 = fsub double %.12.le.i922.2, %.17.i923.2
  %sunkaddr1742 = mul i64 %loop.index.41275, 8
  %sunkaddr1743 = getelementptr i8, ptr %.6.i921, i64 %sunkaddr1742
  %sunkaddr1744 = getelementptr i8, ptr %sunkaddr1743, i64 16
  store double %.18.i924.2, ptr %sunkaddr1744, align 8
  %64 = add i64 %63, 1
  %spec.select419.3 = select i1 %61, i64 %.1234.01274, i64 %64
  %.1247.3 = getelementptr double, ptr %.6.i891, i64 %spec.select419.3
  %.1248.3 = load double, ptr %.1247.3, align 8
  %.12.le.i922.3 = tail call double @llvm.sin.f64(double %.1248.3)
  %.17.i923.3 = fmul double %.1248.3, 5.000000e-01
  %.18.i924.3 = fsub double %.12.le.i922.3, %.17.i923.3
  %sunkaddr1745 = mul i64 %loop.index.41275, 8
  %sunkaddr1746 = getelementptr i8, ptr %.6.i921, i64 %sunkaddr1745
  %sunkaddr1747 = getelementptr i8, ptr %sunkaddr1746, i64 24
  store double %.18.i924.3, ptr %sunkaddr1747, align 8
  %65 = add i64 %64, 1
  %spec.select419.4 = select i1 %61, i64 %.1234.01274, i64 %65
  %.1247.4 = getelementptr double, ptr %.6.i891, i64 %spec.select419.4
  %.1248.4 = load double, ptr %.1247.4, align 8
  %.12.le.i922.4 = tail call double @llvm.sin.f64(double %.1248.4)
  %.17.i923.4 = fmul double %.1248.4, 5.000000e-01
  %.18.i924.4 = fsub double %.12.le.i922.4, %.17.i923.4
  %sunkaddr1748 = mul i64 %loop.index.41275, 8
  %sunkaddr1749 = getelementptr i8, ptr %.6.i921, i64 %sunkaddr1748
  %sunkaddr1750 = getelementptr i8, ptr %sunkaddr1749, i64 32
  store double %.18.i924.4, ptr %sunkaddr1750, align 8
  %66 = add i64 %65, 1
  %spec.select419.5 = select i1 %61, i64 %.1234.01274, i64 %66
  %.1247.5 = getelementptr double, ptr %.6.i891, i64 %spec.select419.5
  %.1248.5 = load double, ptr %.1247.5, align 8
  %.12.le.i922.5 = tail call double @llvm.sin.f64(double %.1248.5)
  %.17.i923.5 = fmul double %.1248.5, 5.000000e-01
  %.18.i924.5 = fsub double %.12.le.i922.5, %.17.i923.5
  %sunkaddr1751 = mul i64 %loop.index.41275, 8
  %sunkaddr1752 = getelementptr i8, ptr %.6.i921, i64 %sunkaddr1751
  %sunkaddr1753 = getelementptr i8, ptr %sunkaddr1752, i64 40
  store double %.18.i924.5, ptr %sunkaddr1753, align 8
  %67 = add i64 %66, 1
  %spec.select419.6 = select i1 %61, i64 %.1234.01274, i64 %67
  %.1247.6 = getelementptr double, ptr %.6.i891, i64 %spec.select419.6
  %.1248.6 = load double, ptr %.1247.6, align 8
  %.12.le.i922.6 = tail call double @llvm.sin.f64(double %.1248.6)
  %.17.i923.6 = fmul double %.1248.6, 5.000000e-01
  %.18.i924.6 = fsub double %.12.le.i922.6, %.17.i923.6
  %sunkaddr1754 = mul i64 %loop.index.41275, 8
  %sunkaddr1755 = getelementptr i8, ptr %.6.i921, i64 %sunkaddr1754
  %sunkaddr1756 = getelementptr i8, ptr %sunkaddr1755, i64 48
  store double %.18.i924.6, ptr %sunkaddr1756, align 8
  %68 = add i64 %67, 1
  %spec.select419.7 = select i1 %61, i64 %.1234.01274, i64 %68
  %.1247.7 = getelementptr double, ptr %.6.i891, i64 %spec.select419.7
  %.1248.7 = load double, ptr %.1247.7, align 8
  %.12.le.i922.7 = tail call double @llvm.sin.f64(double %.1248.7)
  %.17.i923.7 = fmul double %.1248.7, 5.000000e-01
  %.18.i924.7 = fsub double %.12.le.i922.7, %.17.i923.7
  %sunkaddr1757 = mul i64 %loop.index.41275, 8
  %sunkaddr1758 = getelementptr i8, ptr %.6.i921, i64 %sunkaddr1757
  %sunkaddr1759 = getelementptr i8, ptr %sunkaddr1758, i64 56
  store double %.18.i924.7, ptr %sunkaddr1759, align 8
  %.1277.7 = add nuw i64 %loop.index.41275, 8
  %69 = add i64 %68, 1
  %niter1415.ncmp.7 = icmp eq i64 %69, %unroll_iter1414
  br i1 %niter1415.ncmp.7, label %B128.i941.unr-lcssa, label %for.body.4.endif.endif

for.end.4.endif.endif.endif.endif.endif:          ; preds = %B128.i941, %B128.i941.thread
  %.1393 = shl nsw i64 %y.2.sroa.75.01405, 3
  %.7.i.i965 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1393, i32 32), !noalias !57
  %.8.i.i966 = icmp eq ptr %.7.i.i965, null
  br i1 %.8.i.i966, label %for.end.4.endif.endif.endif.endif.endif.if.if, label %for.end.4.endif.endif.endif.endif.endif.endif, !prof !0

for.end.4.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.4.endif.endif.endif.endif.endif
  %.5.i971 = getelementptr i8, ptr %.7.i.i965, i64 24
  %.6.i972 = load ptr, ptr %.5.i971, align 8
  %.14641276 = icmp sgt i64 %y.2.sroa.75.01405, 0
  br i1 %.14641276, label %for.body.5.lr.ph, label %for.end.5.endif.endif.endif

for.body.5.lr.ph:                                 ; preds = %for.end.4.endif.endif.endif.endif.endif.endif
  %70 = add nsw i64 %y.2.sroa.75.01405, -1
  %xtraiter1416 = and i64 %y.2.sroa.75.01405, 7
  %71 = icmp ult i64 %70, 7
  br i1 %71, label %for.body.5.endif.endif.endif.epil.preheader, label %for.body.5.lr.ph.new

for.body.5.lr.ph.new:                             ; preds = %for.body.5.lr.ph
  %unroll_iter1420 = and i64 %y.2.sroa.75.01405, %const
  br label %for.body.5.endif.endif.endif

for.end.4.endif.endif.endif.endif.endif.if.if:    ; preds = %for.end.4.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.5.endif.endif.endif:                     ; preds = %for.body.5.endif.endif.endif, %for.body.5.lr.ph.new
  %loop.index.51279 = phi i64 [ 0, %for.body.5.lr.ph.new ], [ %81, %for.body.5.endif.endif.endif ]
  %.1460.01278 = phi i64 [ 0, %for.body.5.lr.ph.new ], [ %.1460.1.7, %for.body.5.endif.endif.endif ]
  %.1457.01277 = phi i64 [ 0, %for.body.5.lr.ph.new ], [ %spec.select420.7, %for.body.5.endif.endif.endif ]
  %72 = icmp eq i64 %y.2.sroa.75.01405, 1
  %73 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select420 = select i1 %73, i64 %.1457.01277, i64 %loop.index.51279
  %.1473 = getelementptr double, ptr %.6.i921, i64 %spec.select420
  %.1474 = load double, ptr %.1473, align 8
  %.1460.1 = select i1 %72, i64 %.1460.01278, i64 %loop.index.51279
  %.1482 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1460.1
  %.1483 = load double, ptr %.1482, align 8
  %.7.i973 = fmul double %arg.h, %.1474
  %.8.i974 = fadd double %.1483, %.7.i973
  %sunkaddr1760 = mul i64 %loop.index.51279, 8
  %sunkaddr1761 = getelementptr i8, ptr %.6.i972, i64 %sunkaddr1760
  store double %.8.i974, ptr %sunkaddr1761, align 8
  %74 = add i64 %loop.index.51279, 1
  %spec.select420.1 = select i1 %73, i64 %.1457.01277, i64 %74
  %.1473.1 = getelementptr double, ptr %.6.i921, i64 %spec.select420.1
  %.1474.1 = load double, ptr %.1473.1, align 8
  %.1460.1.1 = select i1 %72, i64 %.1460.01278, i64 %74
  %.1482.1 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1460.1.1
  %.1483.1 = load double, ptr %.1482.1, align 8
  %.7.i973.1 = fmul double %arg.h, %.1474.1
  %.8.i974.1 = fadd double %.1483.1, %.7.i973.1
  %sunkaddr1762 = mul i64 %loop.index.51279, 8
  %sunkaddr1763 = getelementptr i8, ptr %.6.i972, i64 %sunkaddr1762
  %sunkaddr1764 = getelementptr i8, ptr %sunkaddr1763, i64 8
  store double %.8.i974.1, ptr %sunkaddr1764, align 8
  %75 = add i64 %74, 1
  %spec.select420.2 = select i1 %73, i64 %.1457.01277, i64 %75
  %.1473.2 = getelementptr double, ptr %.6.i921, i64 %spec.select420.2
  %.1474.2 = load double, ptr %.1473.2, align 8
  %.1460.1.2 = select i1 %72, i64 %.1460.01278, i64 %75
  %.1482.2 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1460.1.2
  %.1483.2 = load double, ptr %.1482.2, align 8
  %.7.i973.2 = fmul double %arg.h, %.1474.2
  %.8.i974.2 = fadd double %.1483.2, %.7.i973.2
  %sunkaddr1765 = mul i64 %loop.index.51279, 8
  %sunkaddr1766 = getelementptr i8, ptr %.6.i972, i64 %sunkaddr1765
  %sunkaddr1767 = getelementptr i8, ptr %sunkaddr1766, i64 16
  store double %.8.i974.2, ptr %sunkaddr1767, align 8
  %76 = add i64 %75, 1
  %spec.select420.3 = select i1 %73, i64 %.1457.01277, i64 %76
  %.1473.3 = getelementptr double, ptr %.6.i921, i64 %spec.select420.3
  %.1474.3 = load double, ptr %.1473.3, align 8
  %.1460.1.3 = select i1 %72, i64 %.1460.01278, i64 %76
  %.1482.3 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1460.1.3
  %.1483.3 = load double, ptr %.1482.3, align 8
  %.7.i973.3 = fmul double %arg.h, %.1474.3
  %.8.i974.3 = fadd double %.1483.3, %.7.i973.3
  %sunkaddr1768 = mul i64 %loop.index.51279, 8
  %sunkaddr1769 = getelementptr i8, ptr %.6.i972, i64 %sunkaddr1768
  %sunkaddr1770 = getelementptr i8, ptr %sunkaddr1769, i64 24
  store double %.8.i974.3, ptr %sunkaddr1770, align 8
  %77 = add i64 %76, 1
  %spec.select420.4 = select i1 %73, i64 %.1457.01277, i64 %77
  %.1473.4 = getelementptr double, ptr %.6.i921, i64 %spec.select420.4
  %.1474.4 = load double, ptr %.1473.4, align 8
  %.1460.1.4 = select i1 %72, i64 %.1460.01278, i64 %77
  %.1482.4 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1460.1.4
  %.1483.4 = load double, ptr %.1482.4, align 8
  %.7.i973.4 = fmul double %arg.h, %.1474.4
  %.8.i974.4 = fadd double %.1483.4, %.7.i973.4
  %sunkaddr1771 = mul i64 %loop.index.51279, 8
  %sunkaddr1772 = getelementptr i8, ptr %.6.i972, i64 %sunkaddr1771
  %sunkaddr1773 = getelementptr i8, ptr %sunkaddr1772, i64 32
  store double %.8.i974.4, ptr %sunkaddr1773, align 8
  %78 = add i64 %77, 1
  %spec.select420.5 = select i1 %73, i64 %.1457.01277, i64 %78
  %.1473.5 = getelementptr double, ptr %.6.i921, i64 %spec.select420.5
  %.1474.5 = load double, ptr %.1473.5, align 8
  %.1460.1.5 = select i1 %72, i64 %.1460.01278, i64 %78
  %.1482.5 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1460.1.5
  %.1483.5 = load double, ptr %.1482.5, align 8
  %.7.i973.5 = fmul double %arg.h, %.1474.5
  %.8.i974.5 = fadd double %.1483.5, %.7.i973.5
  %sunkaddr1774 = mul i64 %loop.index.51279, 8
  %sunkaddr1775 = getelementptr i8, ptr %.6.i972, i64 %sunkaddr1774
  %sunkaddr1776 = getelementptr i8, ptr %sunkaddr1775, i64 40
  store double %.8.i974.5, ptr %sunkaddr1776, align 8
  %79 = add i64 %78, 1
  %spec.select420.6 = select i1 %73, i64 %.1457.01277, i64 %79
  %.1473.6 = getelementptr double, ptr %.6.i921, i64 %spec.select420.6
  %.1474.6 = load double, ptr %.1473.6, align 8
  %.1460.1.6 = select i1 %72, i64 %.1460.01278, i64 %79
  %.1482.6 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1460.1.6
  %.1483.6 = load double, ptr %.1482.6, align 8
  %.7.i973.6 = fmul double %arg.h, %.1474.6
  %.8.i974.6 = fadd double %.1483.6, %.7.i973.6
  %sunkaddr1777 = mul i64 %loop.index.51279, 8
  %sunkaddr1778 = getelementptr i8, ptr %.6.i972, i64 %sunkaddr1777
  %sunkaddr1779 = getelementptr i8, ptr %sunkaddr1778, i64 48
  store double %.8.i974.6, ptr %sunkaddr1779, align 8
  %80 = add i64 %79, 1
  %spec.select420.7 = select i1 %73, i64 %.1457.01277, i64 %80
  %.1473.7 = getelementptr double, ptr %.6.i921, i64 %spec.select420.7
  %.1474.7 = load double, ptr %.1473.7, align 8
  %.1460.1.7 = select i1 %72, i64 %.1460.01278, i64 %80
  %.1482.7 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1460.1.7
  %.1483.7 = load double, ptr %.1482.7, align 8
  %.7.i973.7 = fmul double %arg.h, %.1474.7
  %.8.i974.7 = fadd double %.1483.7, %.7.i973.7
  %sunkaddr1780 = mul i64 %loop.index.51279, 8
  %sunkaddr1781 = getelementptr i8, ptr %.6.i972, i64 %sunkaddr1780
  %sunkaddr1782 = getelementptr i8, ptr %sunkaddr1781, i64 56
  store double %.8.i974.7, ptr %sunkaddr1782, align 8
  %.1512.7 = add nuw i64 %loop.index.51279, 8
  %81 = add i64 %80, 1
  %niter1421.ncmp.7 = icmp eq i64 %81, %unroll_iter1420
  br i1 %niter1421.ncmp.7, label %for.end.5.endif.endif.endif.loopexit.unr-lcssa, label %for.body.5.endif.endif.endif

for.end.5.endif.endif.endif.loopexit.unr-lcssa:   ; preds = %for.body.5.endif.endif.endif
  %lcmp.mod1418.not = icmp eq i64 %xtraiter1416, 0
  br i1 %lcmp.mod1418.not, label %for.end.5.endif.endif.endif, label %for.body.5.endif.endif.endif.epil.preheader

for.body.5.endif.endif.endif.epil.preheader:      ; preds = %for.end.5.endif.endif.endif.loopexit.unr-lcssa, %for.body.5.lr.ph
  %loop.index.51279.epil.init = phi i64 [ 0, %for.body.5.lr.ph ], [ %.1512.7, %for.end.5.endif.endif.endif.loopexit.unr-lcssa ]
  %.1460.01278.epil.init = phi i64 [ 0, %for.body.5.lr.ph ], [ %.1460.1.7, %for.end.5.endif.endif.endif.loopexit.unr-lcssa ]
  %.1457.01277.epil.init = phi i64 [ 0, %for.body.5.lr.ph ], [ %spec.select420.7, %for.end.5.endif.endif.endif.loopexit.unr-lcssa ]
  br label %for.body.5.endif.endif.endif.epil

for.body.5.endif.endif.endif.epil:                ; preds = %for.body.5.endif.endif.endif.epil, %for.body.5.endif.endif.endif.epil.preheader
  %lsr.iv1610 = phi i64 [ %lsr.iv.next1611, %for.body.5.endif.endif.endif.epil ], [ %xtraiter1416, %for.body.5.endif.endif.endif.epil.preheader ]
  %loop.index.51279.epil = phi i64 [ %loop.index.51279.epil.init, %for.body.5.endif.endif.endif.epil.preheader ], [ %.1512.epil, %for.body.5.endif.endif.endif.epil ]
  %.1460.01278.epil = phi i64 [ %.1460.01278.epil.init, %for.body.5.endif.endif.endif.epil.preheader ], [ %.1460.1.epil, %for.body.5.endif.endif.endif.epil ]
  %.1457.01277.epil = phi i64 [ %.1457.01277.epil.init, %for.body.5.endif.endif.endif.epil.preheader ], [ %spec.select420.epil, %for.body.5.endif.endif.endif.epil ]
  %82 = icmp eq i64 %y.2.sroa.75.01405, 1
  %83 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select420.epil = select i1 %83, i64 %.1457.01277.epil, i64 %loop.index.51279.epil
  %.1473.epil = getelementptr double, ptr %.6.i921, i64 %spec.select420.epil
  %.1474.epil = load double, ptr %.1473.epil, align 8
  %.1460.1.epil = select i1 %82, i64 %.1460.01278.epil, i64 %loop.index.51279.epil
  %.1482.epil = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.1460.1.epil
  %.1483.epil = load double, ptr %.1482.epil, align 8
  %.7.i973.epil = fmul double %arg.h, %.1474.epil
  %.8.i974.epil = fadd double %.1483.epil, %.7.i973.epil
  %84 = shl i64 %loop.index.51279.epil, 3
  %scevgep1609 = getelementptr i8, ptr %.6.i972, i64 %84
  store double %.8.i974.epil, ptr %scevgep1609, align 8
  %.1512.epil = add nuw nsw i64 %loop.index.51279.epil, 1
  %lsr.iv.next1611 = add nsw i64 %lsr.iv1610, -1
  %epil.iter1417.cmp.not = icmp eq i64 %lsr.iv.next1611, 0
  br i1 %epil.iter1417.cmp.not, label %for.end.5.endif.endif.endif, label %for.body.5.endif.endif.endif.epil, !llvm.loop !64

for.end.5.endif.endif.endif:                      ; preds = %for.body.5.endif.endif.endif.epil, %for.end.5.endif.endif.endif.loopexit.unr-lcssa, %for.end.4.endif.endif.endif.endif.endif.endif
  %.1574 = shl nsw i64 %y.2.sroa.75.01405, 3
  %.7.i.i995 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1574, i32 32), !noalias !65
  %.8.i.i996 = icmp eq ptr %.7.i.i995, null
  br i1 %.8.i.i996, label %for.end.5.endif.endif.endif.if.if, label %for.end.5.endif.endif.endif.endif, !prof !0

for.end.5.endif.endif.endif.endif:                ; preds = %for.end.5.endif.endif.endif
  %.5.i1001 = getelementptr i8, ptr %.7.i.i995, i64 24
  %.6.i1002 = load ptr, ptr %.5.i1001, align 8
  %.16421280 = icmp sgt i64 %y.2.sroa.75.01405, 0
  br i1 %.16421280, label %for.body.6.lr.ph, label %B128.i1022

for.body.6.lr.ph:                                 ; preds = %for.end.5.endif.endif.endif.endif
  %85 = add nsw i64 %y.2.sroa.75.01405, -1
  %xtraiter1422 = and i64 %y.2.sroa.75.01405, 7
  %86 = icmp ult i64 %85, 7
  br i1 %86, label %for.body.6.endif.endif.epil.preheader, label %for.body.6.lr.ph.new

for.body.6.lr.ph.new:                             ; preds = %for.body.6.lr.ph
  %unroll_iter1426 = and i64 %y.2.sroa.75.01405, %const
  br label %for.body.6.endif.endif

for.end.5.endif.endif.endif.if.if:                ; preds = %for.end.5.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.6.endif.endif:                           ; preds = %for.body.6.endif.endif, %for.body.6.lr.ph.new
  %loop.index.61282 = phi i64 [ 0, %for.body.6.lr.ph.new ], [ %95, %for.body.6.endif.endif ]
  %.1638.01281 = phi i64 [ 0, %for.body.6.lr.ph.new ], [ %spec.select421.7, %for.body.6.endif.endif ]
  %87 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select421 = select i1 %87, i64 %.1638.01281, i64 %loop.index.61282
  %.1651 = getelementptr double, ptr %.6.i972, i64 %spec.select421
  %.1652 = load double, ptr %.1651, align 8
  %.12.le.i1003 = tail call double @llvm.sin.f64(double %.1652)
  %.17.i1004 = fmul double %.1652, 5.000000e-01
  %.18.i1005 = fsub double %.12.le.i1003, %.17.i1004
  %sunkaddr1783 = mul i64 %loop.index.61282, 8
  %sunkaddr1784 = getelementptr i8, ptr %.6.i1002, i64 %sunkaddr1783
  store double %.18.i1005, ptr %sunkaddr1784, align 8
  %88 = add i64 %loop.index.61282, 1
  %spec.select421.1 = select i1 %87, i64 %.1638.01281, i64 %88
  %.1651.1 = getelementptr double, ptr %.6.i972, i64 %spec.select421.1
  %.1652.1 = load double, ptr %.1651.1, align 8
  %.12.le.i1003.1 = tail call double @llvm.sin.f64(double %.1652.1)
  %.17.i1004.1 = fmul double %.1652.1, 5.000000e-01
  %.18.i1005.1 = fsub double %.12.le.i1003.1, %.17.i1004.1
  %sunkaddr1785 = mul i64 %loop.index.61282, 8
  %sunkaddr1786 = getelementptr i8, ptr %.6.i1002, i64 %sunkaddr1785
  %sunkaddr1787 = getelementptr i8, ptr %sunkaddr1786, i64 8
  store double %.18.i1005.1, ptr %sunkaddr1787, align 8
  %89 = add i64 %88, 1
  %spec.select421.2 = select i1 %87, i64 %.1638.01281, i64 %89
  %.1651.2 = getelementptr double, ptr %.6.i972, i64 %spec.select421.2
  %.1652.2 = load double, ptr %.1651.2, align 8
  %.12.le.i1003.2 = tail call double @llvm.sin.f64(double %.1652.2)
  %.17.i1004.2 = fmul double %.1652.2, 5.000000e-01
  %.18.i1005.2 = fsub double %.12.le.i1003.2, %.17.i1004.2
  %sunkaddr1788 = mul i64 %loop.index.61282, 8
  %sunkaddr1789 = getelementptr i8, ptr %.6.i1002, i64 %sunkaddr1788
  %sunkaddr1790 = getelementptr i8, ptr %sunkaddr1789, i64 16
  store double %.18.i1005.2, ptr %sunkaddr1790, align 8
  %90 = add i64 %89, 1
  %spec.select421.3 = select i1 %87, i64 %.1638.01281, i64 %90
  %.1651.3 = getelementptr double, ptr %.6.i972, i64 %spec.select421.3
  %.1652.3 = load double, ptr %.1651.3, align 8
  %.12.le.i1003.3 = tail call double @llvm.sin.f64(double %.1652.3)
  %.17.i1004.3 = fmul double %.1652.3, 5.000000e-01
  %.18.i1005.3 = fsub double %.12.le.i1003.3, %.17.i1004.3
  %sunkaddr1791 = mul i64 %loop.index.61282, 8
  %sunkaddr1792 = getelementptr i8, ptr %.6.i1002, i64 %sunkaddr1791
  %sunkaddr1793 = getelementptr i8, ptr %sunkaddr1792, i64 24
  store double %.18.i1005.3, ptr %sunkaddr1793, align 8
  %91 = add i64 %90, 1
  %spec.select421.4 = select i1 %87, i64 %.1638.01281, i64 %91
  %.1651.4 = getelementptr double, ptr %.6.i972, i64 %spec.select421.4
  %.1652.4 = load double, ptr %.1651.4, align 8
  %.12.le.i1003.4 = tail call double @llvm.sin.f64(double %.1652.4)
  %.17.i1004.4 = fmul double %.1652.4, 5.000000e-01
  %.18.i1005.4 = fsub double %.12.le.i1003.4, %.17.i1004.4
  %sunkaddr1794 = mul i64 %loop.index.61282, 8
  %sunkaddr1795 = getelementptr i8, ptr %.6.i1002, i64 %sunkaddr1794
  %sunkaddr1796 = getelementptr i8, ptr %sunkaddr1795, i64 32
  store double %.18.i1005.4, ptr %sunkaddr1796, align 8
  %92 = add i64 %91, 1
  %spec.select421.5 = select i1 %87, i64 %.1638.01281, i64 %92
  %.1651.5 = getelementptr double, ptr %.6.i972, i64 %spec.select421.5
  %.1652.5 = load double, ptr %.1651.5, align 8
  %.12.le.i1003.5 = tail call double @llvm.sin.f64(double %.1652.5)
  %.17.i1004.5 = fmul double %.1652.5, 5.000000e-01
  %.18.i1005.5 = fsub double %.12.le.i1003.5, %.17.i1004.5
  %sunkaddr1797 = mul i64 %loop.index.61282, 8
  %sunkaddr1798 = getelementptr i8, ptr %.6.i1002, i64 %sunkaddr1797
  %sunkaddr1799 = getelementptr i8, ptr %sunkaddr1798, i64 40
  store double %.18.i1005.5, ptr %sunkaddr1799, align 8
  %93 = add i64 %92, 1
  %spec.select421.6 = select i1 %87, i64 %.1638.01281, i64 %93
  %.1651.6 = getelementptr double, ptr %.6.i972, i64 %spec.select421.6
  %.1652.6 = load double, ptr %.1651.6, align 8
  %.12.le.i1003.6 = tail call double @llvm.sin.f64(double %.1652.6)
  %.17.i1004.6 = fmul double %.1652.6, 5.000000e-01
  %.18.i1005.6 = fsub double %.12.le.i1003.6, %.17.i1004.6
  %sunkaddr1800 = mul i64 %loop.index.61282, 8
  %sunkaddr1801 = getelementptr i8, ptr %.6.i1002, i64 %sunkaddr1800
  %sunkaddr1802 = getelementptr i8, ptr %sunkaddr1801, i64 48
  store double %.18.i1005.6, ptr %sunkaddr1802, align 8
  %94 = add i64 %93, 1
  %spec.select421.7 = select i1 %87, i64 %.1638.01281, i64 %94
  %.1651.7 = getelementptr double, ptr %.6.i972, i64 %spec.select421.7
  %.1652.7 = load double, ptr %.1651.7, align 8
  %.12.le.i1003.7 = tail call double @llvm.sin.f64(double %.1652.7)
  %.17.i1004.7 = fmul double %.1652.7, 5.000000e-01
  %.18.i1005.7 = fsub double %.12.le.i1003.7, %.17.i1004.7
  %sunkaddr1803 = mul i64 %loop.index.61282, 8
  %sunkaddr1804 = getelementptr i8, ptr %.6.i1002, i64 %sunkaddr1803
  %sunkaddr1805 = getelementptr i8, ptr %sunkaddr1804, i64 56
  store double %.18.i1005.7, ptr %sunkaddr1805, align 8
  %.1681.7 = add nuw i64 %loop.index.61282, 8
  %95 = add i64 %94, 1
  %niter1427.ncmp.7 = icmp eq i64 %95, %unroll_iter1426
  br i1 %niter1427.ncmp.7, label %B128.i1022.loopexit.unr-lcssa, label %for.body.6.endif.endif

B128.i1022.loopexit.unr-lcssa:                    ; preds = %for.body.6.endif.endif
  %lcmp.mod1424.not = icmp eq i64 %xtraiter1422, 0
  br i1 %lcmp.mod1424.not, label %B128.i1022, label %for.body.6.endif.endif.epil.preheader

for.body.6.endif.endif.epil.preheader:            ; preds = %B128.i1022.loopexit.unr-lcssa, %for.body.6.lr.ph
  %loop.index.61282.epil.init = phi i64 [ 0, %for.body.6.lr.ph ], [ %.1681.7, %B128.i1022.loopexit.unr-lcssa ]
  %.1638.01281.epil.init = phi i64 [ 0, %for.body.6.lr.ph ], [ %spec.select421.7, %B128.i1022.loopexit.unr-lcssa ]
  br label %for.body.6.endif.endif.epil

for.body.6.endif.endif.epil:                      ; preds = %for.body.6.endif.endif.epil, %for.body.6.endif.endif.epil.preheader
  %lsr.iv1629 = phi i64 [ %lsr.iv.next1630, %for.body.6.endif.endif.epil ], [ %xtraiter1422, %for.body.6.endif.endif.epil.preheader ]
  %loop.index.61282.epil = phi i64 [ %loop.index.61282.epil.init, %for.body.6.endif.endif.epil.preheader ], [ %.1681.epil, %for.body.6.endif.endif.epil ]
  %.1638.01281.epil = phi i64 [ %.1638.01281.epil.init, %for.body.6.endif.endif.epil.preheader ], [ %spec.select421.epil, %for.body.6.endif.endif.epil ]
  %96 = icmp eq i64 %y.2.sroa.75.01405, 1
  %spec.select421.epil = select i1 %96, i64 %.1638.01281.epil, i64 %loop.index.61282.epil
  %.1651.epil = getelementptr double, ptr %.6.i972, i64 %spec.select421.epil
  %.1652.epil = load double, ptr %.1651.epil, align 8
  %.12.le.i1003.epil = tail call double @llvm.sin.f64(double %.1652.epil)
  %.17.i1004.epil = fmul double %.1652.epil, 5.000000e-01
  %.18.i1005.epil = fsub double %.12.le.i1003.epil, %.17.i1004.epil
  %97 = shl i64 %loop.index.61282.epil, 3
  %scevgep1628 = getelementptr i8, ptr %.6.i1002, i64 %97
  store double %.18.i1005.epil, ptr %scevgep1628, align 8
  %.1681.epil = add nuw nsw i64 %loop.index.61282.epil, 1
  %lsr.iv.next1630 = add nsw i64 %lsr.iv1629, -1
  %epil.iter1423.cmp.not = icmp eq i64 %lsr.iv.next1630, 0
  br i1 %epil.iter1423.cmp.not, label %B128.i1022, label %for.body.6.endif.endif.epil, !llvm.loop !72

B128.i1022:                                       ; preds = %for.body.6.endif.endif.epil, %B128.i1022.loopexit.unr-lcssa, %for.end.5.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i965)
  %.101.not.i1023 = icmp eq i64 %y.2.sroa.75.01405, 1
  br i1 %.101.not.i1023, label %for.end.6.endif.endif.end...endif.1, label %B150.i1097

B150.i1097:                                       ; preds = %B128.i1022
  %98 = add i64 %y.2.sroa.75.01405, %const1645
  %.1947 = icmp ult i64 %98, %const1644
  br i1 %.1947, label %for.end.6.endif.endif.end...if.1, label %for.end.6.endif.endif.end...endif.1, !prof !73

for.end.6.endif.endif.end...if.1:                 ; preds = %B150.i1097
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !15
  br label %common.ret

for.end.6.endif.endif.end...endif.1:              ; preds = %B128.i1022, %B150.i1097
  %y.2.sroa.75.0.lcssa.fr1330 = phi i64 [ %y.2.sroa.75.01405, %B150.i1097 ], [ 1, %B128.i1022 ]
  %.1946 = shl nsw i64 %y.2.sroa.75.0.lcssa.fr1330, 3
  %.7.i.i1106 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1946, i32 32), !noalias !74
  %.8.i.i1107 = icmp eq ptr %.7.i.i1106, null
  br i1 %.8.i.i1107, label %for.end.6.endif.endif.end...endif.1.if.if, label %for.end.6.endif.endif.end...endif.1.endif, !prof !0

for.end.6.endif.endif.end...endif.1.endif:        ; preds = %for.end.6.endif.endif.end...endif.1
  %.5.i1112 = getelementptr i8, ptr %.7.i.i1106, i64 24
  %.6.i1113 = load ptr, ptr %.5.i1112, align 8
  %.20261283 = icmp sgt i64 %y.2.sroa.75.0.lcssa.fr1330, 0
  br i1 %.20261283, label %for.body.7.lr.ph, label %for.end.7

for.body.7.lr.ph:                                 ; preds = %for.end.6.endif.endif.end...endif.1.endif
  %xtraiter1428 = and i64 %y.2.sroa.75.0.lcssa.fr1330, 3
  %99 = icmp ult i64 %y.2.sroa.75.0.lcssa.fr1330, 4
  br i1 %99, label %for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader, label %for.body.7.lr.ph.new

for.body.7.lr.ph.new:                             ; preds = %for.body.7.lr.ph
  %const_mat1642 = add i64 %const, 4
  %unroll_iter1432 = and i64 %y.2.sroa.75.0.lcssa.fr1330, %const_mat1642
  br label %for.body.7.endif.endif.endif.endif.endif.endif

for.end.6.endif.endif.end...endif.1.if.if:        ; preds = %for.end.6.endif.endif.end...endif.1
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.7.loopexit.unr-lcssa:                     ; preds = %for.body.7.endif.endif.endif.endif.endif.endif
  %lcmp.mod1430.not = icmp eq i64 %xtraiter1428, 0
  br i1 %lcmp.mod1430.not, label %for.end.7, label %for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader

for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader: ; preds = %for.end.7.loopexit.unr-lcssa, %for.body.7.lr.ph
  %loop.index.71289.epil.init = phi i64 [ 0, %for.body.7.lr.ph ], [ %.2101.3, %for.end.7.loopexit.unr-lcssa ]
  %.2022.01288.epil.init = phi i64 [ 0, %for.body.7.lr.ph ], [ %.2022.1.3, %for.end.7.loopexit.unr-lcssa ]
  %.2019.01287.epil.init = phi i64 [ 0, %for.body.7.lr.ph ], [ %.2019.1.3, %for.end.7.loopexit.unr-lcssa ]
  %.2016.01286.epil.init = phi i64 [ 0, %for.body.7.lr.ph ], [ %.2016.1.3, %for.end.7.loopexit.unr-lcssa ]
  %.2013.01285.epil.init = phi i64 [ 0, %for.body.7.lr.ph ], [ %.2013.1.3, %for.end.7.loopexit.unr-lcssa ]
  %.2010.01284.epil.init = phi i64 [ 0, %for.body.7.lr.ph ], [ %spec.select422.3, %for.end.7.loopexit.unr-lcssa ]
  br label %for.body.7.endif.endif.endif.endif.endif.endif.epil

for.body.7.endif.endif.endif.endif.endif.endif.epil: ; preds = %for.body.7.endif.endif.endif.endif.endif.endif.epil, %for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader
  %lsr.iv1640 = phi i64 [ %lsr.iv.next1641, %for.body.7.endif.endif.endif.endif.endif.endif.epil ], [ %xtraiter1428, %for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader ]
  %loop.index.71289.epil = phi i64 [ %loop.index.71289.epil.init, %for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader ], [ %.2101.epil, %for.body.7.endif.endif.endif.endif.endif.endif.epil ]
  %.2022.01288.epil = phi i64 [ %.2022.01288.epil.init, %for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader ], [ %.2022.1.epil, %for.body.7.endif.endif.endif.endif.endif.endif.epil ]
  %.2019.01287.epil = phi i64 [ %.2019.01287.epil.init, %for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader ], [ %.2019.1.epil, %for.body.7.endif.endif.endif.endif.endif.endif.epil ]
  %.2016.01286.epil = phi i64 [ %.2016.01286.epil.init, %for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader ], [ %.2016.1.epil, %for.body.7.endif.endif.endif.endif.endif.endif.epil ]
  %.2013.01285.epil = phi i64 [ %.2013.01285.epil.init, %for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader ], [ %.2013.1.epil, %for.body.7.endif.endif.endif.endif.endif.endif.epil ]
  %.2010.01284.epil = phi i64 [ %.2010.01284.epil.init, %for.body.7.endif.endif.endif.endif.endif.endif.epil.preheader ], [ %spec.select422.epil, %for.body.7.endif.endif.endif.endif.endif.endif.epil ]
  %100 = icmp ugt i64 %y.2.sroa.75.01405, 1
  %101 = icmp ugt i64 %y.2.sroa.75.01405, 1
  %102 = icmp ugt i64 %y.2.sroa.75.01405, 1
  %103 = icmp ugt i64 %y.2.sroa.75.01405, 1
  %104 = icmp ugt i64 %y.2.sroa.75.01405, 1
  %spec.select422.epil = select i1 %104, i64 %loop.index.71289.epil, i64 %.2010.01284.epil
  %.2035.epil = getelementptr double, ptr %.6.i766, i64 %spec.select422.epil
  %.2036.epil = load double, ptr %.2035.epil, align 8
  %.2013.1.epil = select i1 %103, i64 %loop.index.71289.epil, i64 %.2013.01285.epil
  %.2044.epil = getelementptr double, ptr %.6.i842, i64 %.2013.1.epil
  %.2045.epil = load double, ptr %.2044.epil, align 8
  %.2016.1.epil = select i1 %102, i64 %loop.index.71289.epil, i64 %.2016.01286.epil
  %.2053.epil = getelementptr double, ptr %.6.i921, i64 %.2016.1.epil
  %.2054.epil = load double, ptr %.2053.epil, align 8
  %.2019.1.epil = select i1 %101, i64 %loop.index.71289.epil, i64 %.2019.01287.epil
  %.2062.epil = getelementptr double, ptr %.6.i1002, i64 %.2019.1.epil
  %.2063.epil = load double, ptr %.2062.epil, align 8
  %.2022.1.epil = select i1 %100, i64 %loop.index.71289.epil, i64 %.2022.01288.epil
  %.2071.epil = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.2022.1.epil
  %.2072.epil = load double, ptr %.2071.epil, align 8
  %.10.i.epil = fmul double %.2045.epil, 2.000000e+00
  %.11.i.epil = fadd double %.2036.epil, %.10.i.epil
  %.12.i.epil = fmul double %.2054.epil, 2.000000e+00
  %.13.i.epil = fadd double %.11.i.epil, %.12.i.epil
  %.14.i.epil = fadd double %.2063.epil, %.13.i.epil
  %.15.i.epil = fmul double %.1694, %.14.i.epil
  %.16.i.epil = fadd double %.2072.epil, %.15.i.epil
  %105 = shl i64 %loop.index.71289.epil, 3
  %scevgep1639 = getelementptr i8, ptr %.6.i1113, i64 %105
  store double %.16.i.epil, ptr %scevgep1639, align 8
  %.2101.epil = add nuw nsw i64 %loop.index.71289.epil, 1
  %lsr.iv.next1641 = add nsw i64 %lsr.iv1640, -1
  %epil.iter1429.cmp.not = icmp eq i64 %lsr.iv.next1641, 0
  br i1 %epil.iter1429.cmp.not, label %for.end.7, label %for.body.7.endif.endif.endif.endif.endif.endif.epil, !llvm.loop !81

for.end.7:                                        ; preds = %for.body.7.endif.endif.endif.endif.endif.endif.epil, %for.end.7.loopexit.unr-lcssa, %for.end.6.endif.endif.end...endif.1.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i995)
  tail call void @NRT_decref(ptr nonnull %.7.i.i914)
  tail call void @NRT_decref(ptr nonnull %.7.i.i835)
  tail call void @NRT_decref(ptr nonnull %.7.i.i759)
  tail call void @NRT_decref(ptr nonnull %y.2.sroa.0.01407)
  %.204 = icmp samesign ugt i64 %.20312901404, 1
  br i1 %.204, label %B128.i, label %B128.i735

for.body.7.endif.endif.endif.endif.endif.endif:   ; preds = %for.body.7.endif.endif.endif.endif.endif.endif, %for.body.7.lr.ph.new
  %loop.index.71289 = phi i64 [ 0, %for.body.7.lr.ph.new ], [ %114, %for.body.7.endif.endif.endif.endif.endif.endif ]
  %.2022.01288 = phi i64 [ 0, %for.body.7.lr.ph.new ], [ %.2022.1.3, %for.body.7.endif.endif.endif.endif.endif.endif ]
  %.2019.01287 = phi i64 [ 0, %for.body.7.lr.ph.new ], [ %.2019.1.3, %for.body.7.endif.endif.endif.endif.endif.endif ]
  %.2016.01286 = phi i64 [ 0, %for.body.7.lr.ph.new ], [ %.2016.1.3, %for.body.7.endif.endif.endif.endif.endif.endif ]
  %.2013.01285 = phi i64 [ 0, %for.body.7.lr.ph.new ], [ %.2013.1.3, %for.body.7.endif.endif.endif.endif.endif.endif ]
  %.2010.01284 = phi i64 [ 0, %for.body.7.lr.ph.new ], [ %spec.select422.3, %for.body.7.endif.endif.endif.endif.endif.endif ]
  %106 = icmp ugt i64 %y.2.sroa.75.01405, 1
  %107 = icmp ugt i64 %y.2.sroa.75.01405, 1
  %108 = icmp ugt i64 %y.2.sroa.75.01405, 1
  %109 = icmp ugt i64 %y.2.sroa.75.01405, 1
  %110 = icmp ugt i64 %y.2.sroa.75.01405, 1
  %spec.select422 = select i1 %110, i64 %loop.index.71289, i64 %.2010.01284
  %.2035 = getelementptr double, ptr %.6.i766, i64 %spec.select422
  %.2036 = load double, ptr %.2035, align 8
  %.2013.1 = select i1 %109, i64 %loop.index.71289, i64 %.2013.01285
  %.2044 = getelementptr double, ptr %.6.i842, i64 %.2013.1
  %.2045 = load double, ptr %.2044, align 8
  %.2016.1 = select i1 %108, i64 %loop.index.71289, i64 %.2016.01286
  %.2053 = getelementptr double, ptr %.6.i921, i64 %.2016.1
  %.2054 = load double, ptr %.2053, align 8
  %.2019.1 = select i1 %107, i64 %loop.index.71289, i64 %.2019.01287
  %.2062 = getelementptr double, ptr %.6.i1002, i64 %.2019.1
  %.2063 = load double, ptr %.2062, align 8
  %.2022.1 = select i1 %106, i64 %loop.index.71289, i64 %.2022.01288
  %.2071 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.2022.1
  %.2072 = load double, ptr %.2071, align 8
  %.10.i = fmul double %.2045, 2.000000e+00
  %.11.i = fadd double %.2036, %.10.i
  %.12.i = fmul double %.2054, 2.000000e+00
  %.13.i = fadd double %.11.i, %.12.i
  %.14.i = fadd double %.2063, %.13.i
  %.15.i = fmul double %.1694, %.14.i
  %.16.i = fadd double %.2072, %.15.i
  %sunkaddr1806 = mul i64 %loop.index.71289, 8
  %sunkaddr1807 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1806
  store double %.16.i, ptr %sunkaddr1807, align 8
  %111 = add i64 %loop.index.71289, 1
  %spec.select422.1 = select i1 %110, i64 %111, i64 %.2010.01284
  %.2035.1 = getelementptr double, ptr %.6.i766, i64 %spec.select422.1
  %.2036.1 = load double, ptr %.2035.1, align 8
  %.2013.1.1 = select i1 %109, i64 %111, i64 %.2013.01285
  %.2044.1 = getelementptr double, ptr %.6.i842, i64 %.2013.1.1
  %.2045.1 = load double, ptr %.2044.1, align 8
  %.2016.1.1 = select i1 %108, i64 %111, i64 %.2016.01286
  %.2053.1 = getelementptr double, ptr %.6.i921, i64 %.2016.1.1
  %.2054.1 = load double, ptr %.2053.1, align 8
  %.2019.1.1 = select i1 %107, i64 %111, i64 %.2019.01287
  %.2062.1 = getelementptr double, ptr %.6.i1002, i64 %.2019.1.1
  %.2063.1 = load double, ptr %.2062.1, align 8
  %.2022.1.1 = select i1 %106, i64 %111, i64 %.2022.01288
  %.2071.1 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.2022.1.1
  %.2072.1 = load double, ptr %.2071.1, align 8
  %.10.i.1 = fmul double %.2045.1, 2.000000e+00
  %.11.i.1 = fadd double %.2036.1, %.10.i.1
  %.12.i.1 = fmul double %.2054.1, 2.000000e+00
  %.13.i.1 = fadd double %.11.i.1, %.12.i.1
  %.14.i.1 = fadd double %.2063.1, %.13.i.1
  %.15.i.1 = fmul double %.1694, %.14.i.1
  %.16.i.1 = fadd double %.2072.1, %.15.i.1
  %sunkaddr1808 = mul i64 %loop.index.71289, 8
  %sunkaddr1809 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1808
  %sunkaddr1810 = getelementptr i8, ptr %sunkaddr1809, i64 8
  store double %.16.i.1, ptr %sunkaddr1810, align 8
  %112 = add i64 %111, 1
  %spec.select422.2 = select i1 %110, i64 %112, i64 %.2010.01284
  %.2035.2 = getelementptr double, ptr %.6.i766, i64 %spec.select422.2
  %.2036.2 = load double, ptr %.2035.2, align 8
  %.2013.1.2 = select i1 %109, i64 %112, i64 %.2013.01285
  %.2044.2 = getelementptr double, ptr %.6.i842, i64 %.2013.1.2
  %.2045.2 = load double, ptr %.2044.2, align 8
  %.2016.1.2 = select i1 %108, i64 %112, i64 %.2016.01286
  %.2053.2 = getelementptr double, ptr %.6.i921, i64 %.2016.1.2
  %.2054.2 = load double, ptr %.2053.2, align 8
  %.2019.1.2 = select i1 %107, i64 %112, i64 %.2019.01287
  %.2062.2 = getelementptr double, ptr %.6.i1002, i64 %.2019.1.2
  %.2063.2 = load double, ptr %.2062.2, align 8
  %.2022.1.2 = select i1 %106, i64 %112, i64 %.2022.01288
  %.2071.2 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.2022.1.2
  %.2072.2 = load double, ptr %.2071.2, align 8
  %.10.i.2 = fmul double %.2045.2, 2.000000e+00
  %.11.i.2 = fadd double %.2036.2, %.10.i.2
  %.12.i.2 = fmul double %.2054.2, 2.000000e+00
  %.13.i.2 = fadd double %.11.i.2, %.12.i.2
  %.14.i.2 = fadd double %.2063.2, %.13.i.2
  %.15.i.2 = fmul double %.1694, %.14.i.2
  %.16.i.2 = fadd double %.2072.2, %.15.i.2
  %sunkaddr1811 = mul i64 %loop.index.71289, 8
  %sunkaddr1812 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1811
  %sunkaddr1813 = getelementptr i8, ptr %sunkaddr1812, i64 16
  store double %.16.i.2, ptr %sunkaddr1813, align 8
  %113 = add i64 %112, 1
  %spec.select422.3 = select i1 %110, i64 %113, i64 %.2010.01284
  %.2035.3 = getelementptr double, ptr %.6.i766, i64 %spec.select422.3
  %.2036.3 = load double, ptr %.2035.3, align 8
  %.2013.1.3 = select i1 %109, i64 %113, i64 %.2013.01285
  %.2044.3 = getelementptr double, ptr %.6.i842, i64 %.2013.1.3
  %.2045.3 = load double, ptr %.2044.3, align 8
  %.2016.1.3 = select i1 %108, i64 %113, i64 %.2016.01286
  %.2053.3 = getelementptr double, ptr %.6.i921, i64 %.2016.1.3
  %.2054.3 = load double, ptr %.2053.3, align 8
  %.2019.1.3 = select i1 %107, i64 %113, i64 %.2019.01287
  %.2062.3 = getelementptr double, ptr %.6.i1002, i64 %.2019.1.3
  %.2063.3 = load double, ptr %.2062.3, align 8
  %.2022.1.3 = select i1 %106, i64 %113, i64 %.2022.01288
  %.2071.3 = getelementptr double, ptr %y.2.sroa.60.01406, i64 %.2022.1.3
  %.2072.3 = load double, ptr %.2071.3, align 8
  %.10.i.3 = fmul double %.2045.3, 2.000000e+00
  %.11.i.3 = fadd double %.2036.3, %.10.i.3
  %.12.i.3 = fmul double %.2054.3, 2.000000e+00
  %.13.i.3 = fadd double %.11.i.3, %.12.i.3
  %.14.i.3 = fadd double %.2063.3, %.13.i.3
  %.15.i.3 = fmul double %.1694, %.14.i.3
  %.16.i.3 = fadd double %.2072.3, %.15.i.3
  %sunkaddr1814 = mul i64 %loop.index.71289, 8
  %sunkaddr1815 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1814
  %sunkaddr1816 = getelementptr i8, ptr %sunkaddr1815, i64 24
  store double %.16.i.3, ptr %sunkaddr1816, align 8
  %.2101.3 = add nuw nsw i64 %loop.index.71289, 4
  %114 = add i64 %113, 1
  %niter1433.ncmp.3 = icmp eq i64 %114, %unroll_iter1432
  br i1 %niter1433.ncmp.3, label %for.end.7.loopexit.unr-lcssa, label %for.body.7.endif.endif.endif.endif.endif.endif

B400.endif.endif.endif.endif.endif.endif:         ; preds = %B128.i735
  %.5.i1140 = getelementptr i8, ptr %.7.i.i1134, i64 24
  %.6.i1141 = load ptr, ptr %.5.i1140, align 8
  %.23191412 = icmp sgt i64 %y.2.sroa.75.0.lcssa.fr1330, 0
  br i1 %.23191412, label %for.body.8.lr.ph, label %for.end.8

for.body.8.lr.ph:                                 ; preds = %B400.endif.endif.endif.endif.endif.endif
  %.2321.not = icmp eq i64 %y.2.sroa.75.0.lcssa.fr1330, 1
  br i1 %.2321.not, label %for.body.8.endif.endif.endif.prol.preheader, label %iter.check1357

for.body.8.endif.endif.endif.prol.preheader:      ; preds = %for.body.8.lr.ph
  br label %for.body.8.endif.endif.endif.prol

for.body.8.endif.endif.endif.prol:                ; preds = %for.body.8.endif.endif.endif.prol.preheader, %for.body.8.endif.endif.endif.prol
  %loop.index.81415.prol = phi i64 [ %.2367.prol, %for.body.8.endif.endif.endif.prol ], [ 0, %for.body.8.endif.endif.endif.prol.preheader ]
  %.2329405.prol = load double, ptr %.6.i1113, align 8
  %.6.i1143.prol = fmul double %.2329405.prol, %.2329405.prol
  %115 = shl nuw nsw i64 %loop.index.81415.prol, 3
  %scevgep = getelementptr i8, ptr %.6.i1141, i64 %115
  store double %.6.i1143.prol, ptr %scevgep, align 8
  %.2367.prol = add nuw nsw i64 %loop.index.81415.prol, 1
  %prol.iter1440.cmp.not = icmp eq i64 %.2367.prol, 1
  br i1 %prol.iter1440.cmp.not, label %for.end.8, label %for.body.8.endif.endif.endif.prol, !llvm.loop !82

iter.check1357:                                   ; preds = %for.body.8.lr.ph
  %116 = icmp ult i64 %y.2.sroa.75.0.lcssa.fr1330, 4
  %117 = ptrtoint ptr %.6.i1141 to i64
  %118 = ptrtoint ptr %.6.i1113 to i64
  %119 = sub i64 %117, %118
  %diff.check = icmp ult i64 %119, 256
  %or.cond = select i1 %116, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.8.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check1359

vector.main.loop.iter.check1359:                  ; preds = %iter.check1357
  %min.iters.check1358 = icmp ult i64 %y.2.sroa.75.0.lcssa.fr1330, 32
  br i1 %min.iters.check1358, label %vec.epilog.ph1375, label %vector.ph1360

vector.ph1360:                                    ; preds = %vector.main.loop.iter.check1359
  %const_mat = add i64 %const, -24
  %n.vec1362 = and i64 %y.2.sroa.75.0.lcssa.fr1330, %const_mat
  br label %vector.body1363

vector.body1363:                                  ; preds = %vector.body1363, %vector.ph1360
  %index1364 = phi i64 [ 0, %vector.ph1360 ], [ %index.next1368, %vector.body1363 ]
  %sunkaddr1817 = mul i64 %index1364, 8
  %sunkaddr1818 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1817
  %wide.load = load <8 x double>, ptr %sunkaddr1818, align 8
  %sunkaddr1819 = mul i64 %index1364, 8
  %sunkaddr1820 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1819
  %sunkaddr1821 = getelementptr i8, ptr %sunkaddr1820, i64 64
  %wide.load1365 = load <8 x double>, ptr %sunkaddr1821, align 8
  %sunkaddr1822 = mul i64 %index1364, 8
  %sunkaddr1823 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1822
  %sunkaddr1824 = getelementptr i8, ptr %sunkaddr1823, i64 128
  %wide.load1366 = load <8 x double>, ptr %sunkaddr1824, align 8
  %sunkaddr1825 = mul i64 %index1364, 8
  %sunkaddr1826 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1825
  %sunkaddr1827 = getelementptr i8, ptr %sunkaddr1826, i64 192
  %wide.load1367 = load <8 x double>, ptr %sunkaddr1827, align 8
  %120 = fmul <8 x double> %wide.load, %wide.load
  %121 = fmul <8 x double> %wide.load1365, %wide.load1365
  %122 = fmul <8 x double> %wide.load1366, %wide.load1366
  %123 = fmul <8 x double> %wide.load1367, %wide.load1367
  %sunkaddr1828 = mul i64 %index1364, 8
  %sunkaddr1829 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1828
  store <8 x double> %120, ptr %sunkaddr1829, align 8
  %sunkaddr1830 = mul i64 %index1364, 8
  %sunkaddr1831 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1830
  %sunkaddr1832 = getelementptr i8, ptr %sunkaddr1831, i64 64
  store <8 x double> %121, ptr %sunkaddr1832, align 8
  %sunkaddr1833 = mul i64 %index1364, 8
  %sunkaddr1834 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1833
  %sunkaddr1835 = getelementptr i8, ptr %sunkaddr1834, i64 128
  store <8 x double> %122, ptr %sunkaddr1835, align 8
  %sunkaddr1836 = mul i64 %index1364, 8
  %sunkaddr1837 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1836
  %sunkaddr1838 = getelementptr i8, ptr %sunkaddr1837, i64 192
  store <8 x double> %123, ptr %sunkaddr1838, align 8
  %index.next1368 = add nuw i64 %index1364, 32
  %124 = icmp eq i64 %n.vec1362, %index.next1368
  br i1 %124, label %middle.block1369, label %vector.body1363, !llvm.loop !83

middle.block1369:                                 ; preds = %vector.body1363
  %cmp.n1370 = icmp eq i64 %y.2.sroa.75.0.lcssa.fr1330, %n.vec1362
  br i1 %cmp.n1370, label %for.end.8, label %vec.epilog.iter.check1373

vec.epilog.iter.check1373:                        ; preds = %middle.block1369
  %125 = and i64 %y.2.sroa.75.0.lcssa.fr1330, 28
  %min.epilog.iters.check1374 = icmp eq i64 %125, 0
  br i1 %min.epilog.iters.check1374, label %for.body.8.endif.endif.endif.us.preheader, label %vec.epilog.ph1375, !prof !86

vec.epilog.ph1375:                                ; preds = %vector.main.loop.iter.check1359, %vec.epilog.iter.check1373
  %vec.epilog.resume.val1371 = phi i64 [ %n.vec1362, %vec.epilog.iter.check1373 ], [ 0, %vector.main.loop.iter.check1359 ]
  %const_mat1643 = add i64 %const, 4
  %n.vec1377 = and i64 %y.2.sroa.75.0.lcssa.fr1330, %const_mat1643
  br label %vec.epilog.vector.body1378

vec.epilog.vector.body1378:                       ; preds = %vec.epilog.vector.body1378, %vec.epilog.ph1375
  %index1379 = phi i64 [ %vec.epilog.resume.val1371, %vec.epilog.ph1375 ], [ %index.next1381, %vec.epilog.vector.body1378 ]
  %126 = shl i64 %index1379, 3
  %scevgep1481 = getelementptr i8, ptr %.6.i1113, i64 %126
  %wide.load1380 = load <4 x double>, ptr %scevgep1481, align 8
  %127 = fmul <4 x double> %wide.load1380, %wide.load1380
  %128 = shl i64 %index1379, 3
  %scevgep1480 = getelementptr i8, ptr %.6.i1141, i64 %128
  store <4 x double> %127, ptr %scevgep1480, align 8
  %index.next1381 = add nuw i64 %index1379, 4
  %129 = icmp eq i64 %n.vec1377, %index.next1381
  br i1 %129, label %vec.epilog.middle.block1382, label %vec.epilog.vector.body1378, !llvm.loop !87

vec.epilog.middle.block1382:                      ; preds = %vec.epilog.vector.body1378
  %cmp.n1383 = icmp eq i64 %y.2.sroa.75.0.lcssa.fr1330, %n.vec1377
  br i1 %cmp.n1383, label %for.end.8, label %for.body.8.endif.endif.endif.us.preheader

for.body.8.endif.endif.endif.us.preheader:        ; preds = %iter.check1357, %vec.epilog.iter.check1373, %vec.epilog.middle.block1382
  %loop.index.81415.us.ph = phi i64 [ 0, %iter.check1357 ], [ %n.vec1362, %vec.epilog.iter.check1373 ], [ %n.vec1377, %vec.epilog.middle.block1382 ]
  %130 = sub nsw i64 %y.2.sroa.75.0.lcssa.fr1330, %loop.index.81415.us.ph
  %xtraiter1435 = and i64 %130, 7
  %lcmp.mod1436.not = icmp eq i64 %xtraiter1435, 0
  br i1 %lcmp.mod1436.not, label %for.body.8.endif.endif.endif.us.prol.loopexit, label %for.body.8.endif.endif.endif.us.prol.preheader

for.body.8.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.8.endif.endif.endif.us.preheader
  br label %for.body.8.endif.endif.endif.us.prol

for.body.8.endif.endif.endif.us.prol:             ; preds = %for.body.8.endif.endif.endif.us.prol.preheader, %for.body.8.endif.endif.endif.us.prol
  %lsr.iv = phi i64 [ %xtraiter1435, %for.body.8.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next, %for.body.8.endif.endif.endif.us.prol ]
  %loop.index.81415.us.prol = phi i64 [ %.2367.us.prol, %for.body.8.endif.endif.endif.us.prol ], [ %loop.index.81415.us.ph, %for.body.8.endif.endif.endif.us.prol.preheader ]
  %131 = shl i64 %loop.index.81415.us.prol, 3
  %scevgep1479 = getelementptr i8, ptr %.6.i1113, i64 %131
  %.2329405.us.prol = load double, ptr %scevgep1479, align 8
  %.6.i1142.prol = fmul double %.2329405.us.prol, %.2329405.us.prol
  %132 = shl i64 %loop.index.81415.us.prol, 3
  %scevgep1478 = getelementptr i8, ptr %.6.i1141, i64 %132
  store double %.6.i1142.prol, ptr %scevgep1478, align 8
  %.2367.us.prol = add nuw i64 %loop.index.81415.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.8.endif.endif.endif.us.prol.loopexit, label %for.body.8.endif.endif.endif.us.prol, !llvm.loop !88

for.body.8.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.8.endif.endif.endif.us.prol, %for.body.8.endif.endif.endif.us.preheader
  %loop.index.81415.us.unr = phi i64 [ %loop.index.81415.us.ph, %for.body.8.endif.endif.endif.us.preheader ], [ %.2367.us.prol, %for.body.8.endif.endif.endif.us.prol ]
  %133 = sub nsw i64 %loop.index.81415.us.ph, %y.2.sroa.75.0.lcssa.fr1330
  %134 = icmp ugt i64 %133, -8
  br i1 %134, label %for.end.8, label %for.body.8.endif.endif.endif.us.preheader1444

for.body.8.endif.endif.endif.us.preheader1444:    ; preds = %for.body.8.endif.endif.endif.us.prol.loopexit
  br label %for.body.8.endif.endif.endif.us

for.body.8.endif.endif.endif.us:                  ; preds = %for.body.8.endif.endif.endif.us.preheader1444, %for.body.8.endif.endif.endif.us
  %loop.index.81415.us = phi i64 [ %.2367.us.7, %for.body.8.endif.endif.endif.us ], [ %loop.index.81415.us.unr, %for.body.8.endif.endif.endif.us.preheader1444 ]
  %sunkaddr1839 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1840 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1839
  %.2329405.us = load double, ptr %sunkaddr1840, align 8
  %.6.i1142 = fmul double %.2329405.us, %.2329405.us
  %sunkaddr1841 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1842 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1841
  store double %.6.i1142, ptr %sunkaddr1842, align 8
  %sunkaddr1843 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1844 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1843
  %sunkaddr1845 = getelementptr i8, ptr %sunkaddr1844, i64 8
  %.2329405.us.1 = load double, ptr %sunkaddr1845, align 8
  %.6.i1142.1 = fmul double %.2329405.us.1, %.2329405.us.1
  %sunkaddr1846 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1847 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1846
  %sunkaddr1848 = getelementptr i8, ptr %sunkaddr1847, i64 8
  store double %.6.i1142.1, ptr %sunkaddr1848, align 8
  %sunkaddr1849 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1850 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1849
  %sunkaddr1851 = getelementptr i8, ptr %sunkaddr1850, i64 16
  %.2329405.us.2 = load double, ptr %sunkaddr1851, align 8
  %.6.i1142.2 = fmul double %.2329405.us.2, %.2329405.us.2
  %sunkaddr1852 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1853 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1852
  %sunkaddr1854 = getelementptr i8, ptr %sunkaddr1853, i64 16
  store double %.6.i1142.2, ptr %sunkaddr1854, align 8
  %sunkaddr1855 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1856 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1855
  %sunkaddr1857 = getelementptr i8, ptr %sunkaddr1856, i64 24
  %.2329405.us.3 = load double, ptr %sunkaddr1857, align 8
  %.6.i1142.3 = fmul double %.2329405.us.3, %.2329405.us.3
  %sunkaddr1858 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1859 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1858
  %sunkaddr1860 = getelementptr i8, ptr %sunkaddr1859, i64 24
  store double %.6.i1142.3, ptr %sunkaddr1860, align 8
  %sunkaddr1861 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1862 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1861
  %sunkaddr1863 = getelementptr i8, ptr %sunkaddr1862, i64 32
  %.2329405.us.4 = load double, ptr %sunkaddr1863, align 8
  %.6.i1142.4 = fmul double %.2329405.us.4, %.2329405.us.4
  %sunkaddr1864 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1865 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1864
  %sunkaddr1866 = getelementptr i8, ptr %sunkaddr1865, i64 32
  store double %.6.i1142.4, ptr %sunkaddr1866, align 8
  %sunkaddr1867 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1868 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1867
  %sunkaddr1869 = getelementptr i8, ptr %sunkaddr1868, i64 40
  %.2329405.us.5 = load double, ptr %sunkaddr1869, align 8
  %.6.i1142.5 = fmul double %.2329405.us.5, %.2329405.us.5
  %sunkaddr1870 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1871 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1870
  %sunkaddr1872 = getelementptr i8, ptr %sunkaddr1871, i64 40
  store double %.6.i1142.5, ptr %sunkaddr1872, align 8
  %sunkaddr1873 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1874 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1873
  %sunkaddr1875 = getelementptr i8, ptr %sunkaddr1874, i64 48
  %.2329405.us.6 = load double, ptr %sunkaddr1875, align 8
  %.6.i1142.6 = fmul double %.2329405.us.6, %.2329405.us.6
  %sunkaddr1876 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1877 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1876
  %sunkaddr1878 = getelementptr i8, ptr %sunkaddr1877, i64 48
  store double %.6.i1142.6, ptr %sunkaddr1878, align 8
  %sunkaddr1879 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1880 = getelementptr i8, ptr %.6.i1113, i64 %sunkaddr1879
  %sunkaddr1881 = getelementptr i8, ptr %sunkaddr1880, i64 56
  %.2329405.us.7 = load double, ptr %sunkaddr1881, align 8
  %.6.i1142.7 = fmul double %.2329405.us.7, %.2329405.us.7
  %sunkaddr1882 = mul i64 %loop.index.81415.us, 8
  %sunkaddr1883 = getelementptr i8, ptr %.6.i1141, i64 %sunkaddr1882
  %sunkaddr1884 = getelementptr i8, ptr %sunkaddr1883, i64 56
  store double %.6.i1142.7, ptr %sunkaddr1884, align 8
  %.2367.us.7 = add nuw nsw i64 %loop.index.81415.us, 8
  %exitcond2133.not.7 = icmp eq i64 %y.2.sroa.75.0.lcssa.fr1330, %.2367.us.7
  br i1 %exitcond2133.not.7, label %for.end.8, label %for.body.8.endif.endif.endif.us, !llvm.loop !89

B400.endif.endif.endif.endif.endif.if.if:         ; preds = %B128.i735
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.8:                                        ; preds = %for.body.8.endif.endif.endif.us, %for.body.8.endif.endif.endif.prol, %for.body.8.endif.endif.endif.us.prol.loopexit, %middle.block1369, %vec.epilog.middle.block1382, %B400.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i1106)
  store double 0.000000e+00, ptr %.2374, align 8
  %.2380 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.2374, ptr nonnull %excinfo.38, ptr nonnull %.7.i.i1134, ptr null, i64 %y.2.sroa.75.0.lcssa.fr1330, i64 8, ptr %.6.i1141, i64 %y.2.sroa.75.0.lcssa.fr1330, i64 8)
  %cond = icmp eq i32 %.2380, 0
  br i1 %cond, label %for.end.8.endif, label %for.end.8.if.if, !prof !90

for.end.8.endif:                                  ; preds = %for.end.8
  %.2390 = load double, ptr %.2374, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i1134)
  store double %.2390, ptr %retptr, align 8
  br label %common.ret

for.end.8.if.if:                                  ; preds = %for.end.8
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.rk4_steps, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.51 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %arg0.err, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if ], [ %.75, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.e...endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.20, i8 0, i64 56, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 16
  %.35.fca.2.load = load i64, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr3, align 8
  %.42 = load ptr, ptr %.6, align 8
  %.43 = call ptr @PyNumber_Float(ptr %.42)
  %.44 = call double @PyFloat_AsDouble(ptr %.43)
  call void @Py_DecRef(ptr %.43)
  %.46 = call ptr @PyErr_Occurred()
  %.47.not = icmp eq ptr %.46, null
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !91

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.51, align 8
  %.57 = call i32 @_ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.51, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, double %.44) #4
  %.58 = load ptr, ptr %excinfo, align 8
  %.67 = load double, ptr %.51, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.57, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif, !prof !90

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %.65 = icmp sgt i32 %.57, 0
  br i1 %.65, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %.75 = call ptr @PyFloat_FromDouble(double %.67)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 4
  %.82 = icmp sgt i32 %.81, 0
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 0
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 1
  br i1 %.82, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  switch i32 %.57, label %entry.endif.endif.endif.e...endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.88 = sext i32 %.87 to i64
  %.89 = call ptr @PyBytes_FromStringAndSize(ptr %.85, i64 %.88)
  %.90 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.91 = extractvalue { ptr, i32, ptr, ptr, i32 } %.90, 2
  %.93 = extractvalue { ptr, i32, ptr, ptr, i32 } %.90, 3
  %.95 = call ptr %.93(ptr %.91)
  %.96 = icmp eq ptr %.95, null
  br i1 %.96, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.109 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.110 = call ptr @numba_unpickle(ptr %.85, i32 %.87, ptr %.109)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.112 = phi ptr [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.110, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.113.not = icmp eq ptr %.112, null
  br i1 %.113.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.100 = call ptr @numba_runtime_build_excinfo_struct(ptr %.89, ptr nonnull %.95)
  call void @NRT_Free(ptr nonnull %.58)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.112)
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
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

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

define double @cfunc._ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 poison, double %.2) #4
  %.11 = load ptr, ptr %excinfo, align 8
  %.20 = load double, ptr %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.10, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !90

entry.if:                                         ; preds = %entry
  %.18 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(ptr nonnull %.22)
  br i1 %.18, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.73 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.73)
  call void @Py_DecRef(ptr %.73)
  call void @numba_gil_release(ptr nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.29 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.10, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.25
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call ptr @PyBytes_FromStringAndSize(ptr %.33, i64 %.36)
  %.38 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 2
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 3
  %.43 = call ptr %.41(ptr %.39)
  %.44 = icmp eq ptr %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 2
  %.58 = call ptr @numba_unpickle(ptr %.33, i32 %.35, ptr %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi ptr [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq ptr %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call ptr @numba_runtime_build_excinfo_struct(ptr %.37, ptr nonnull %.43)
  call void @NRT_Free(ptr nonnull %.11)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.60)
  br label %.25

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.25
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0.endif.endif:
  %.94.not11 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.94.not11, label %.89.endif.preheader, label %common.ret, !prof !92

.89.endif.preheader:                              ; preds = %B0.endif.endif
  %xtraiter = and i64 %arg.a.5.0, 7
  %0 = icmp samesign ult i64 %arg.a.5.0, 8
  br i1 %0, label %.89.endif.epil.preheader, label %.89.endif.preheader.new, !prof !93

.89.endif.preheader.new:                          ; preds = %.89.endif.preheader
  %unroll_iter = and i64 %arg.a.5.0, 9223372036854775800
  %1 = add nsw i64 %arg.a.5.0, -8
  %2 = lshr i64 %1, 3
  %3 = add nuw nsw i64 %2, 1
  %xtraiter1 = and i64 %3, 3
  %4 = and i64 %1, 24
  %lcmp.mod.not11 = icmp eq i64 %4, 24
  br i1 %lcmp.mod.not11, label %.89.endif.prol.loopexit, label %.89.endif.prol.preheader, !prof !92

.89.endif.prol.preheader:                         ; preds = %.89.endif.preheader.new
  br label %.89.endif.prol

.89.endif.prol:                                   ; preds = %.89.endif.prol.preheader, %.89.endif.prol
  %lsr.iv14 = phi i64 [ %xtraiter1, %.89.endif.prol.preheader ], [ %lsr.iv.next, %.89.endif.prol ]
  %lsr.iv.prol = phi i64 [ %lsr.iv.next.prol, %.89.endif.prol ], [ %unroll_iter, %.89.endif.prol.preheader ]
  %.77.013.prol = phi ptr [ %.114.7.prol, %.89.endif.prol ], [ %arg.a.4, %.89.endif.prol.preheader ]
  %.72.012.prol = phi double [ %.108.7.prol, %.89.endif.prol ], [ 0.000000e+00, %.89.endif.prol.preheader ]
  %.106.prol = load double, ptr %.77.013.prol, align 8
  %.108.prol = fadd double %.72.012.prol, %.106.prol
  %.114.prol = getelementptr i8, ptr %.77.013.prol, i64 8
  %.106.1.prol = load double, ptr %.114.prol, align 8
  %.108.1.prol = fadd double %.108.prol, %.106.1.prol
  %.114.1.prol = getelementptr i8, ptr %.77.013.prol, i64 16
  %.106.2.prol = load double, ptr %.114.1.prol, align 8
  %.108.2.prol = fadd double %.108.1.prol, %.106.2.prol
  %.114.2.prol = getelementptr i8, ptr %.77.013.prol, i64 24
  %.106.3.prol = load double, ptr %.114.2.prol, align 8
  %.108.3.prol = fadd double %.108.2.prol, %.106.3.prol
  %.114.3.prol = getelementptr i8, ptr %.77.013.prol, i64 32
  %.106.4.prol = load double, ptr %.114.3.prol, align 8
  %.108.4.prol = fadd double %.108.3.prol, %.106.4.prol
  %.114.4.prol = getelementptr i8, ptr %.77.013.prol, i64 40
  %.106.5.prol = load double, ptr %.114.4.prol, align 8
  %.108.5.prol = fadd double %.108.4.prol, %.106.5.prol
  %.114.5.prol = getelementptr i8, ptr %.77.013.prol, i64 48
  %.106.6.prol = load double, ptr %.114.5.prol, align 8
  %.108.6.prol = fadd double %.108.5.prol, %.106.6.prol
  %.114.6.prol = getelementptr i8, ptr %.77.013.prol, i64 56
  %.106.7.prol = load double, ptr %.114.6.prol, align 8
  %.108.7.prol = fadd double %.108.6.prol, %.106.7.prol
  %.114.7.prol = getelementptr i8, ptr %.77.013.prol, i64 64
  %lsr.iv.next.prol = add i64 %lsr.iv.prol, -8
  %lsr.iv.next = add i64 %lsr.iv14, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %.89.endif.prol.loopexit, label %.89.endif.prol, !prof !94, !llvm.loop !95

.89.endif.prol.loopexit:                          ; preds = %.89.endif.prol, %.89.endif.preheader.new
  %.108.7.lcssa.unr = phi double [ poison, %.89.endif.preheader.new ], [ %.108.7.prol, %.89.endif.prol ]
  %.114.7.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new ], [ %.114.7.prol, %.89.endif.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter, %.89.endif.preheader.new ], [ %lsr.iv.next.prol, %.89.endif.prol ]
  %.77.013.unr = phi ptr [ %arg.a.4, %.89.endif.preheader.new ], [ %.114.7.prol, %.89.endif.prol ]
  %.72.012.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new ], [ %.108.7.prol, %.89.endif.prol ]
  %5 = icmp ult i64 %1, 24
  br i1 %5, label %common.ret.loopexit.unr-lcssa, label %.89.endif.preheader12, !prof !96

.89.endif.preheader12:                            ; preds = %.89.endif.prol.loopexit
  br label %.89.endif

common.ret.loopexit.unr-lcssa:                    ; preds = %.89.endif, %.89.endif.prol.loopexit
  %.108.7.lcssa = phi double [ %.108.7.lcssa.unr, %.89.endif.prol.loopexit ], [ %.108.7.3, %.89.endif ]
  %.114.7.lcssa = phi ptr [ %.114.7.lcssa.unr, %.89.endif.prol.loopexit ], [ %.114.7.3, %.89.endif ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %.89.endif.epil.preheader, !prof !97

.89.endif.epil.preheader:                         ; preds = %common.ret.loopexit.unr-lcssa, %.89.endif.preheader
  %.77.013.epil.init = phi ptr [ %arg.a.4, %.89.endif.preheader ], [ %.114.7.lcssa, %common.ret.loopexit.unr-lcssa ]
  %.72.012.epil.init = phi double [ 0.000000e+00, %.89.endif.preheader ], [ %.108.7.lcssa, %common.ret.loopexit.unr-lcssa ]
  br label %.89.endif.epil

.89.endif.epil:                                   ; preds = %.89.endif.epil, %.89.endif.epil.preheader
  %.72.012.epil = phi double [ %.108.epil, %.89.endif.epil ], [ %.72.012.epil.init, %.89.endif.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.89.endif.epil ], [ 0, %.89.endif.epil.preheader ]
  %6 = shl i64 %epil.iter, 3
  %scevgep13 = getelementptr i8, ptr %.77.013.epil.init, i64 %6
  %.106.epil = load double, ptr %scevgep13, align 8
  %.108.epil = fadd double %.72.012.epil, %.106.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %common.ret, label %.89.endif.epil, !prof !98, !llvm.loop !99

common.ret:                                       ; preds = %.89.endif.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.72.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.108.7.lcssa, %common.ret.loopexit.unr-lcssa ], [ %.108.epil, %.89.endif.epil ]
  store double %.72.0.lcssa, ptr %retptr, align 8
  ret i32 0

.89.endif:                                        ; preds = %.89.endif.preheader12, %.89.endif
  %lsr.iv = phi i64 [ %lsr.iv.next.3, %.89.endif ], [ %lsr.iv.unr, %.89.endif.preheader12 ]
  %.77.013 = phi ptr [ %.114.7.3, %.89.endif ], [ %.77.013.unr, %.89.endif.preheader12 ]
  %.72.012 = phi double [ %.108.7.3, %.89.endif ], [ %.72.012.unr, %.89.endif.preheader12 ]
  %.106 = load double, ptr %.77.013, align 8
  %.108 = fadd double %.72.012, %.106
  %.114 = getelementptr i8, ptr %.77.013, i64 8
  %.106.1 = load double, ptr %.114, align 8
  %.108.1 = fadd double %.108, %.106.1
  %.114.1 = getelementptr i8, ptr %.77.013, i64 16
  %.106.2 = load double, ptr %.114.1, align 8
  %.108.2 = fadd double %.108.1, %.106.2
  %.114.2 = getelementptr i8, ptr %.77.013, i64 24
  %.106.3 = load double, ptr %.114.2, align 8
  %.108.3 = fadd double %.108.2, %.106.3
  %.114.3 = getelementptr i8, ptr %.77.013, i64 32
  %.106.4 = load double, ptr %.114.3, align 8
  %.108.4 = fadd double %.108.3, %.106.4
  %.114.4 = getelementptr i8, ptr %.77.013, i64 40
  %.106.5 = load double, ptr %.114.4, align 8
  %.108.5 = fadd double %.108.4, %.106.5
  %.114.5 = getelementptr i8, ptr %.77.013, i64 48
  %.106.6 = load double, ptr %.114.5, align 8
  %.108.6 = fadd double %.108.5, %.106.6
  %.114.6 = getelementptr i8, ptr %.77.013, i64 56
  %.106.7 = load double, ptr %.114.6, align 8
  %.108.7 = fadd double %.108.6, %.106.7
  %.114.7 = getelementptr i8, ptr %.77.013, i64 64
  %.106.12 = load double, ptr %.114.7, align 8
  %.108.13 = fadd double %.108.7, %.106.12
  %.114.14 = getelementptr i8, ptr %.77.013, i64 72
  %.106.1.1 = load double, ptr %.114.14, align 8
  %.108.1.1 = fadd double %.108.13, %.106.1.1
  %.114.1.1 = getelementptr i8, ptr %.77.013, i64 80
  %.106.2.1 = load double, ptr %.114.1.1, align 8
  %.108.2.1 = fadd double %.108.1.1, %.106.2.1
  %.114.2.1 = getelementptr i8, ptr %.77.013, i64 88
  %.106.3.1 = load double, ptr %.114.2.1, align 8
  %.108.3.1 = fadd double %.108.2.1, %.106.3.1
  %.114.3.1 = getelementptr i8, ptr %.77.013, i64 96
  %.106.4.1 = load double, ptr %.114.3.1, align 8
  %.108.4.1 = fadd double %.108.3.1, %.106.4.1
  %.114.4.1 = getelementptr i8, ptr %.77.013, i64 104
  %.106.5.1 = load double, ptr %.114.4.1, align 8
  %.108.5.1 = fadd double %.108.4.1, %.106.5.1
  %.114.5.1 = getelementptr i8, ptr %.77.013, i64 112
  %.106.6.1 = load double, ptr %.114.5.1, align 8
  %.108.6.1 = fadd double %.108.5.1, %.106.6.1
  %.114.6.1 = getelementptr i8, ptr %.77.013, i64 120
  %.106.7.1 = load double, ptr %.114.6.1, align 8
  %.108.7.1 = fadd double %.108.6.1, %.106.7.1
  %.114.7.1 = getelementptr i8, ptr %.77.013, i64 128
  %.106.25 = load double, ptr %.114.7.1, align 8
  %.108.26 = fadd double %.108.7.1, %.106.25
  %.114.27 = getelementptr i8, ptr %.77.013, i64 136
  %.106.1.2 = load double, ptr %.114.27, align 8
  %.108.1.2 = fadd double %.108.26, %.106.1.2
  %.114.1.2 = getelementptr i8, ptr %.77.013, i64 144
  %.106.2.2 = load double, ptr %.114.1.2, align 8
  %.108.2.2 = fadd double %.108.1.2, %.106.2.2
  %.114.2.2 = getelementptr i8, ptr %.77.013, i64 152
  %.106.3.2 = load double, ptr %.114.2.2, align 8
  %.108.3.2 = fadd double %.108.2.2, %.106.3.2
  %.114.3.2 = getelementptr i8, ptr %.77.013, i64 160
  %.106.4.2 = load double, ptr %.114.3.2, align 8
  %.108.4.2 = fadd double %.108.3.2, %.106.4.2
  %.114.4.2 = getelementptr i8, ptr %.77.013, i64 168
  %.106.5.2 = load double, ptr %.114.4.2, align 8
  %.108.5.2 = fadd double %.108.4.2, %.106.5.2
  %.114.5.2 = getelementptr i8, ptr %.77.013, i64 176
  %.106.6.2 = load double, ptr %.114.5.2, align 8
  %.108.6.2 = fadd double %.108.5.2, %.106.6.2
  %.114.6.2 = getelementptr i8, ptr %.77.013, i64 184
  %.106.7.2 = load double, ptr %.114.6.2, align 8
  %.108.7.2 = fadd double %.108.6.2, %.106.7.2
  %.114.7.2 = getelementptr i8, ptr %.77.013, i64 192
  %.106.38 = load double, ptr %.114.7.2, align 8
  %.108.39 = fadd double %.108.7.2, %.106.38
  %.114.310 = getelementptr i8, ptr %.77.013, i64 200
  %.106.1.3 = load double, ptr %.114.310, align 8
  %.108.1.3 = fadd double %.108.39, %.106.1.3
  %.114.1.3 = getelementptr i8, ptr %.77.013, i64 208
  %.106.2.3 = load double, ptr %.114.1.3, align 8
  %.108.2.3 = fadd double %.108.1.3, %.106.2.3
  %.114.2.3 = getelementptr i8, ptr %.77.013, i64 216
  %.106.3.3 = load double, ptr %.114.2.3, align 8
  %.108.3.3 = fadd double %.108.2.3, %.106.3.3
  %.114.3.3 = getelementptr i8, ptr %.77.013, i64 224
  %.106.4.3 = load double, ptr %.114.3.3, align 8
  %.108.4.3 = fadd double %.108.3.3, %.106.4.3
  %.114.4.3 = getelementptr i8, ptr %.77.013, i64 232
  %.106.5.3 = load double, ptr %.114.4.3, align 8
  %.108.5.3 = fadd double %.108.4.3, %.106.5.3
  %.114.5.3 = getelementptr i8, ptr %.77.013, i64 240
  %.106.6.3 = load double, ptr %.114.5.3, align 8
  %.108.6.3 = fadd double %.108.5.3, %.106.6.3
  %.114.6.3 = getelementptr i8, ptr %.77.013, i64 248
  %.106.7.3 = load double, ptr %.114.6.3, align 8
  %.108.7.3 = fadd double %.108.6.3, %.106.7.3
  %.114.7.3 = getelementptr i8, ptr %.77.013, i64 256
  %lsr.iv.next.3 = add nsw i64 %lsr.iv, -32
  %niter.ncmp.7.3 = icmp eq i64 %lsr.iv.next.3, 0
  br i1 %niter.ncmp.7.3, label %common.ret.loopexit.unr-lcssa, label %.89.endif, !prof !101, !llvm.loop !102
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{!9, !11, !12, !14}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = !{i1 true}
!16 = !{!17, !19, !20, !22}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = !{!26, !28, !29, !31}
!26 = distinct !{!26, !27, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!28 = distinct !{!28, !27, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!29 = distinct !{!29, !30, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!31 = distinct !{!31, !30, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!32 = distinct !{!32, !24}
!33 = !{!34, !36, !37, !39}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !24}
!41 = !{!42, !44, !45, !47}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !24}
!49 = !{!50, !52, !53, !55}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = distinct !{!53, !54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!55 = distinct !{!55, !54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!56 = distinct !{!56, !24}
!57 = !{!58, !60, !61, !63}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = distinct !{!64, !24}
!65 = !{!66, !68, !69, !71}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!71 = distinct !{!71, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!72 = distinct !{!72, !24}
!73 = !{!"branch_weights", i32 28785418, i32 2118698230}
!74 = !{!75, !77, !78, !80}
!75 = distinct !{!75, !76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!76 = distinct !{!76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!77 = distinct !{!77, !76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!81 = distinct !{!81, !24}
!82 = distinct !{!82, !24}
!83 = distinct !{!83, !84, !85}
!84 = !{!"llvm.loop.isvectorized", i32 1}
!85 = !{!"llvm.loop.unroll.runtime.disable"}
!86 = !{!"branch_weights", i32 4, i32 28}
!87 = distinct !{!87, !84, !85}
!88 = distinct !{!88, !24}
!89 = distinct !{!89, !84}
!90 = !{!"branch_weights", i32 49, i32 1}
!91 = !{!"branch_weights", i32 99, i32 1}
!92 = !{!"branch_weights", i32 127, i32 1}
!93 = !{!"branch_weights", i32 146201250, i32 2001282398}
!94 = !{!"branch_weights", i32 1, i32 1}
!95 = distinct !{!95, !24}
!96 = !{!"branch_weights", i32 1, i32 127}
!97 = !{!"branch_weights", i32 277993707, i32 1869489941}
!98 = !{!"branch_weights", i32 542333185, i32 1605150463}
!99 = distinct !{!99, !100, !24}
!100 = !{!"llvm.loop.estimated_trip_count", i32 4}
!101 = !{!"branch_weights", i32 166258294, i32 1981225354}
!102 = distinct !{!102, !103}
!103 = !{!"llvm.loop.estimated_trip_count", i32 3}
