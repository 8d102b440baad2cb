; ModuleID = 'matvec_tanh'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.matvec_tanh = internal constant [12 x i8] c"matvec_tanh\00"
@_ZN08NumbaEnv7kernels11matvec_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11matvec_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [165 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11matvec_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx39Function_28_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.6 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.7 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.6, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.7, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc84251a10B3v27B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels11matvec_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0:
  %.67.fca.5.0.load.fr = freeze i64 %arg.A.5.0
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.x.0)
  %.15.i.i = icmp slt i64 %.67.fca.5.0.load.fr, 0
  br i1 %.15.i.i, label %B0.if.if, label %B0.endif.endif.i.i, !prof !0

B0.endif.endif.i.i:                               ; preds = %B0
  %const = bitcast i64 1152921504606846968 to i64
  %const_mat = add i64 %const, 7
  %.31.i.i = icmp samesign ugt i64 %.67.fca.5.0.load.fr, %const_mat
  br i1 %.31.i.i, label %B0.if.if, label %B0.endif.endif.endif.i.i, !prof !0

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.30.i.i = shl nuw nsw i64 %.67.fca.5.0.load.fr, 3
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i.i, i32 32), !noalias !1
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B0.if.if, label %B0.endif.endif, !prof !0

B128.i:                                           ; preds = %B174.B118.loopexit_crit_edge.us, %B0.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  %.597 = shl nuw nsw i64 %.67.fca.5.0.load.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.597, i32 32), !noalias !14
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B248.endif.endif.endif.if.if, label %B248.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif, %B248.endif.endif.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 0, %for.end.endif ], [ 1, %B248.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B0
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.5, %B0.endif.endif.i.i ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.i.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !21
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.30.i.i, i1 false), !noalias !22
  %.190280.not = icmp eq i64 %.67.fca.5.0.load.fr, 0
  %.325269.not = icmp slt i64 %arg.A.5.1, 1
  %or.cond = select i1 %.190280.not, i1 true, i1 %.325269.not
  br i1 %or.cond, label %B128.i, label %B120.endif.us.preheader

B120.endif.us.preheader:                          ; preds = %B0.endif.endif
  %0 = add nsw i64 %arg.A.5.1, -1
  %xtraiter = and i64 %arg.A.5.1, 7
  %unroll_iter = and i64 %arg.A.5.1, 9223372036854775800
  %scevgep78 = getelementptr i8, ptr %arg.A.4, i64 56
  %1 = shl i64 %arg.A.5.1, 3
  br label %B120.endif.us

B120.endif.us:                                    ; preds = %B120.endif.us.preheader, %B174.B118.loopexit_crit_edge.us
  %lsr.iv114 = phi ptr [ %arg.A.4, %B120.endif.us.preheader ], [ %scevgep115, %B174.B118.loopexit_crit_edge.us ]
  %lsr.iv79 = phi ptr [ %scevgep78, %B120.endif.us.preheader ], [ %scevgep80, %B174.B118.loopexit_crit_edge.us ]
  %.196275281.us = phi i64 [ %.203.us, %B174.B118.loopexit_crit_edge.us ], [ 0, %B120.endif.us.preheader ]
  %2 = icmp ult i64 %0, 7
  %3 = getelementptr double, ptr %.6.i.i.i, i64 %.196275281.us
  %.392.promoted.us = load double, ptr %3, align 8
  br i1 %2, label %B176.us.epil.preheader, label %B176.us.preheader

B176.us.preheader:                                ; preds = %B120.endif.us
  br label %B176.us

B176.us:                                          ; preds = %B176.us.preheader, %B176.us
  %.393273.us = phi double [ %.480.us.7, %B176.us ], [ %.392.promoted.us, %B176.us.preheader ]
  %.331268270.us = phi i64 [ %.338.us.7, %B176.us ], [ 0, %B176.us.preheader ]
  %4 = shl i64 %.331268270.us, 3
  %scevgep94 = getelementptr i8, ptr %lsr.iv79, i64 %4
  %scevgep95 = getelementptr i8, ptr %scevgep94, i64 -56
  %.446.us = load double, ptr %scevgep95, align 8
  %sunkaddr = mul i64 %.331268270.us, 8
  %sunkaddr118 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.478.us = load double, ptr %sunkaddr118, align 8
  %.479.us = fmul double %.446.us, %.478.us
  %.480.us = fadd double %.393273.us, %.479.us
  %sunkaddr119 = mul i64 %.196275281.us, 8
  %sunkaddr120 = getelementptr i8, ptr %.6.i.i.i, i64 %sunkaddr119
  store double %.480.us, ptr %sunkaddr120, align 8
  %5 = shl i64 %.331268270.us, 3
  %scevgep92 = getelementptr i8, ptr %lsr.iv79, i64 %5
  %scevgep93 = getelementptr i8, ptr %scevgep92, i64 -48
  %.446.us.1 = load double, ptr %scevgep93, align 8
  %sunkaddr121 = mul i64 %.331268270.us, 8
  %sunkaddr122 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr121
  %sunkaddr123 = getelementptr i8, ptr %sunkaddr122, i64 8
  %.478.us.1 = load double, ptr %sunkaddr123, align 8
  %.479.us.1 = fmul double %.446.us.1, %.478.us.1
  %.480.us.1 = fadd double %.480.us, %.479.us.1
  store double %.480.us.1, ptr %sunkaddr120, align 8
  %6 = shl i64 %.331268270.us, 3
  %scevgep90 = getelementptr i8, ptr %lsr.iv79, i64 %6
  %scevgep91 = getelementptr i8, ptr %scevgep90, i64 -40
  %.446.us.2 = load double, ptr %scevgep91, align 8
  %sunkaddr124 = mul i64 %.331268270.us, 8
  %sunkaddr125 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr124
  %sunkaddr126 = getelementptr i8, ptr %sunkaddr125, i64 16
  %.478.us.2 = load double, ptr %sunkaddr126, align 8
  %.479.us.2 = fmul double %.446.us.2, %.478.us.2
  %.480.us.2 = fadd double %.480.us.1, %.479.us.2
  store double %.480.us.2, ptr %sunkaddr120, align 8
  %7 = shl i64 %.331268270.us, 3
  %scevgep88 = getelementptr i8, ptr %lsr.iv79, i64 %7
  %scevgep89 = getelementptr i8, ptr %scevgep88, i64 -32
  %.446.us.3 = load double, ptr %scevgep89, align 8
  %sunkaddr127 = mul i64 %.331268270.us, 8
  %sunkaddr128 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr127
  %sunkaddr129 = getelementptr i8, ptr %sunkaddr128, i64 24
  %.478.us.3 = load double, ptr %sunkaddr129, align 8
  %.479.us.3 = fmul double %.446.us.3, %.478.us.3
  %.480.us.3 = fadd double %.480.us.2, %.479.us.3
  store double %.480.us.3, ptr %sunkaddr120, align 8
  %8 = shl i64 %.331268270.us, 3
  %scevgep86 = getelementptr i8, ptr %lsr.iv79, i64 %8
  %scevgep87 = getelementptr i8, ptr %scevgep86, i64 -24
  %.446.us.4 = load double, ptr %scevgep87, align 8
  %sunkaddr130 = mul i64 %.331268270.us, 8
  %sunkaddr131 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr130
  %sunkaddr132 = getelementptr i8, ptr %sunkaddr131, i64 32
  %.478.us.4 = load double, ptr %sunkaddr132, align 8
  %.479.us.4 = fmul double %.446.us.4, %.478.us.4
  %.480.us.4 = fadd double %.480.us.3, %.479.us.4
  store double %.480.us.4, ptr %sunkaddr120, align 8
  %9 = shl i64 %.331268270.us, 3
  %scevgep84 = getelementptr i8, ptr %lsr.iv79, i64 %9
  %scevgep85 = getelementptr i8, ptr %scevgep84, i64 -16
  %.446.us.5 = load double, ptr %scevgep85, align 8
  %sunkaddr133 = mul i64 %.331268270.us, 8
  %sunkaddr134 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr133
  %sunkaddr135 = getelementptr i8, ptr %sunkaddr134, i64 40
  %.478.us.5 = load double, ptr %sunkaddr135, align 8
  %.479.us.5 = fmul double %.446.us.5, %.478.us.5
  %.480.us.5 = fadd double %.480.us.4, %.479.us.5
  store double %.480.us.5, ptr %sunkaddr120, align 8
  %10 = shl i64 %.331268270.us, 3
  %scevgep82 = getelementptr i8, ptr %lsr.iv79, i64 %10
  %scevgep83 = getelementptr i8, ptr %scevgep82, i64 -8
  %.446.us.6 = load double, ptr %scevgep83, align 8
  %sunkaddr136 = mul i64 %.331268270.us, 8
  %sunkaddr137 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, ptr %sunkaddr137, i64 48
  %.478.us.6 = load double, ptr %sunkaddr138, align 8
  %.479.us.6 = fmul double %.446.us.6, %.478.us.6
  %.480.us.6 = fadd double %.480.us.5, %.479.us.6
  store double %.480.us.6, ptr %sunkaddr120, align 8
  %.338.us.7 = add nuw i64 %.331268270.us, 8
  %11 = shl i64 %.331268270.us, 3
  %scevgep81 = getelementptr i8, ptr %lsr.iv79, i64 %11
  %.446.us.7 = load double, ptr %scevgep81, align 8
  %sunkaddr139 = mul i64 %.331268270.us, 8
  %sunkaddr140 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr139
  %sunkaddr141 = getelementptr i8, ptr %sunkaddr140, i64 56
  %.478.us.7 = load double, ptr %sunkaddr141, align 8
  %.479.us.7 = fmul double %.446.us.7, %.478.us.7
  %.480.us.7 = fadd double %.480.us.6, %.479.us.7
  store double %.480.us.7, ptr %sunkaddr120, align 8
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.338.us.7
  br i1 %niter.ncmp.7, label %B174.B118.loopexit_crit_edge.us.unr-lcssa, label %B176.us

B174.B118.loopexit_crit_edge.us.unr-lcssa:        ; preds = %B176.us
  %12 = icmp eq i64 %xtraiter, 0
  br i1 %12, label %B174.B118.loopexit_crit_edge.us, label %B176.us.epil.preheader

B176.us.epil.preheader:                           ; preds = %B174.B118.loopexit_crit_edge.us.unr-lcssa, %B120.endif.us
  %.393273.us.epil.init = phi double [ %.392.promoted.us, %B120.endif.us ], [ %.480.us.7, %B174.B118.loopexit_crit_edge.us.unr-lcssa ]
  %.331268270.us.epil.init = phi i64 [ 0, %B120.endif.us ], [ %.338.us.7, %B174.B118.loopexit_crit_edge.us.unr-lcssa ]
  %13 = shl i64 %.331268270.us.epil.init, 3
  %scevgep112 = getelementptr i8, ptr %arg.x.4, i64 %13
  %scevgep116 = getelementptr i8, ptr %lsr.iv114, i64 %13
  br label %B176.us.epil

B176.us.epil:                                     ; preds = %B176.us.epil, %B176.us.epil.preheader
  %.393273.us.epil = phi double [ %.393273.us.epil.init, %B176.us.epil.preheader ], [ %.480.us.epil, %B176.us.epil ]
  %epil.iter = phi i64 [ 0, %B176.us.epil.preheader ], [ %epil.iter.next, %B176.us.epil ]
  %14 = shl nuw nsw i64 %epil.iter, 3
  %scevgep117 = getelementptr i8, ptr %scevgep116, i64 %14
  %.446.us.epil = load double, ptr %scevgep117, align 8
  %15 = shl nuw nsw i64 %epil.iter, 3
  %scevgep113 = getelementptr i8, ptr %scevgep112, i64 %15
  %.478.us.epil = load double, ptr %scevgep113, align 8
  %.479.us.epil = fmul double %.446.us.epil, %.478.us.epil
  %.480.us.epil = fadd double %.393273.us.epil, %.479.us.epil
  %sunkaddr142 = mul i64 %.196275281.us, 8
  %sunkaddr143 = getelementptr i8, ptr %.6.i.i.i, i64 %sunkaddr142
  store double %.480.us.epil, ptr %sunkaddr143, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B174.B118.loopexit_crit_edge.us, label %B176.us.epil, !llvm.loop !25

B174.B118.loopexit_crit_edge.us:                  ; preds = %B176.us.epil, %B174.B118.loopexit_crit_edge.us.unr-lcssa
  %.203.us = add nuw nsw i64 %.196275281.us, 1
  %scevgep80 = getelementptr i8, ptr %lsr.iv79, i64 %1
  %scevgep115 = getelementptr i8, ptr %lsr.iv114, i64 %1
  %exitcond299.not = icmp eq i64 %.203.us, %.67.fca.5.0.load.fr
  br i1 %exitcond299.not, label %B128.i, label %B120.endif.us

B248.endif.endif.endif.endif:                     ; preds = %B128.i
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  switch i64 %.67.fca.5.0.load.fr, label %for.body.endif.endif.us.preheader [
    i64 0, label %for.end.thread26
    i64 1, label %for.body.endif.endif
  ]

for.end.thread26:                                 ; preds = %B248.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i.i)
  br label %for.end.endif

for.body.endif.endif.us.preheader:                ; preds = %B248.endif.endif.endif.endif
  %16 = ptrtoint ptr %.6.i.i.i to i64
  %.6.i29 = ptrtoint ptr %.6.i to i64
  %min.iters.check = icmp ult i64 %.67.fca.5.0.load.fr, 8
  %17 = sub i64 %.6.i29, %16
  %diff.check = icmp ult i64 %17, 64
  %or.cond31 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond31, label %for.body.endif.endif.us.preheader32, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %n.vec = and i64 %.67.fca.5.0.load.fr, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %18 = shl i64 %index, 3
  %scevgep77 = getelementptr i8, ptr %.6.i.i.i, i64 %18
  %wide.load = load <8 x double>, ptr %scevgep77, align 8
  %19 = tail call <8 x double> @llvm.tanh.v8f64(<8 x double> %wide.load)
  %20 = shl i64 %index, 3
  %scevgep76 = getelementptr i8, ptr %.6.i, i64 %20
  store <8 x double> %19, ptr %scevgep76, align 8
  %index.next = add nuw i64 %index, 8
  %21 = icmp eq i64 %n.vec, %index.next
  br i1 %21, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.67.fca.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader32

for.body.endif.endif.us.preheader32:              ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index292.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter34 = and i64 %.67.fca.5.0.load.fr, 7
  %lcmp.mod35.not = icmp eq i64 %xtraiter34, 0
  br i1 %lcmp.mod35.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader32
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv74 = phi i64 [ %xtraiter34, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next75, %for.body.endif.endif.us.prol ]
  %loop.index292.us.prol = phi i64 [ %.704.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index292.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %22 = shl nuw nsw i64 %loop.index292.us.prol, 3
  %scevgep73 = getelementptr i8, ptr %.6.i.i.i, i64 %22
  %.675.us.prol = load double, ptr %scevgep73, align 8
  %.12.i.prol = tail call double @tanh(double %.675.us.prol)
  %23 = shl nuw nsw i64 %loop.index292.us.prol, 3
  %scevgep72 = getelementptr i8, ptr %.6.i, i64 %23
  store double %.12.i.prol, ptr %scevgep72, align 8
  %.704.us.prol = add nuw nsw i64 %loop.index292.us.prol, 1
  %lsr.iv.next75 = add nsw i64 %lsr.iv74, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next75, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !30

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader32
  %loop.index292.us.unr = phi i64 [ %loop.index292.us.ph, %for.body.endif.endif.us.preheader32 ], [ %.704.us.prol, %for.body.endif.endif.us.prol ]
  %24 = sub nsw i64 %loop.index292.us.ph, %.67.fca.5.0.load.fr
  %25 = icmp ugt i64 %24, -8
  br i1 %25, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader39

for.body.endif.endif.us.preheader39:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader39, %for.body.endif.endif.us
  %loop.index292.us = phi i64 [ %.704.us.7, %for.body.endif.endif.us ], [ %loop.index292.us.unr, %for.body.endif.endif.us.preheader39 ]
  %sunkaddr144 = mul i64 %loop.index292.us, 8
  %sunkaddr145 = getelementptr i8, ptr %.6.i.i.i, i64 %sunkaddr144
  %.675.us = load double, ptr %sunkaddr145, align 8
  %.12.i = tail call double @tanh(double %.675.us)
  %sunkaddr146 = mul i64 %loop.index292.us, 8
  %sunkaddr147 = getelementptr i8, ptr %.6.i, i64 %sunkaddr146
  store double %.12.i, ptr %sunkaddr147, align 8
  %sunkaddr148 = mul i64 %loop.index292.us, 8
  %sunkaddr149 = getelementptr i8, ptr %.6.i.i.i, i64 %sunkaddr148
  %sunkaddr150 = getelementptr i8, ptr %sunkaddr149, i64 8
  %.675.us.1 = load double, ptr %sunkaddr150, align 8
  %.12.i.1 = tail call double @tanh(double %.675.us.1)
  %sunkaddr151 = mul i64 %loop.index292.us, 8
  %sunkaddr152 = getelementptr i8, ptr %.6.i, i64 %sunkaddr151
  %sunkaddr153 = getelementptr i8, ptr %sunkaddr152, i64 8
  store double %.12.i.1, ptr %sunkaddr153, align 8
  %sunkaddr154 = mul i64 %loop.index292.us, 8
  %sunkaddr155 = getelementptr i8, ptr %.6.i.i.i, i64 %sunkaddr154
  %sunkaddr156 = getelementptr i8, ptr %sunkaddr155, i64 16
  %.675.us.2 = load double, ptr %sunkaddr156, align 8
  %.12.i.2 = tail call double @tanh(double %.675.us.2)
  %sunkaddr157 = mul i64 %loop.index292.us, 8
  %sunkaddr158 = getelementptr i8, ptr %.6.i, i64 %sunkaddr157
  %sunkaddr159 = getelementptr i8, ptr %sunkaddr158, i64 16
  store double %.12.i.2, ptr %sunkaddr159, align 8
  %sunkaddr160 = mul i64 %loop.index292.us, 8
  %sunkaddr161 = getelementptr i8, ptr %.6.i.i.i, i64 %sunkaddr160
  %sunkaddr162 = getelementptr i8, ptr %sunkaddr161, i64 24
  %.675.us.3 = load double, ptr %sunkaddr162, align 8
  %.12.i.3 = tail call double @tanh(double %.675.us.3)
  %sunkaddr163 = mul i64 %loop.index292.us, 8
  %sunkaddr164 = getelementptr i8, ptr %.6.i, i64 %sunkaddr163
  %sunkaddr165 = getelementptr i8, ptr %sunkaddr164, i64 24
  store double %.12.i.3, ptr %sunkaddr165, align 8
  %sunkaddr166 = mul i64 %loop.index292.us, 8
  %sunkaddr167 = getelementptr i8, ptr %.6.i.i.i, i64 %sunkaddr166
  %sunkaddr168 = getelementptr i8, ptr %sunkaddr167, i64 32
  %.675.us.4 = load double, ptr %sunkaddr168, align 8
  %.12.i.4 = tail call double @tanh(double %.675.us.4)
  %sunkaddr169 = mul i64 %loop.index292.us, 8
  %sunkaddr170 = getelementptr i8, ptr %.6.i, i64 %sunkaddr169
  %sunkaddr171 = getelementptr i8, ptr %sunkaddr170, i64 32
  store double %.12.i.4, ptr %sunkaddr171, align 8
  %sunkaddr172 = mul i64 %loop.index292.us, 8
  %sunkaddr173 = getelementptr i8, ptr %.6.i.i.i, i64 %sunkaddr172
  %sunkaddr174 = getelementptr i8, ptr %sunkaddr173, i64 40
  %.675.us.5 = load double, ptr %sunkaddr174, align 8
  %.12.i.5 = tail call double @tanh(double %.675.us.5)
  %sunkaddr175 = mul i64 %loop.index292.us, 8
  %sunkaddr176 = getelementptr i8, ptr %.6.i, i64 %sunkaddr175
  %sunkaddr177 = getelementptr i8, ptr %sunkaddr176, i64 40
  store double %.12.i.5, ptr %sunkaddr177, align 8
  %sunkaddr178 = mul i64 %loop.index292.us, 8
  %sunkaddr179 = getelementptr i8, ptr %.6.i.i.i, i64 %sunkaddr178
  %sunkaddr180 = getelementptr i8, ptr %sunkaddr179, i64 48
  %.675.us.6 = load double, ptr %sunkaddr180, align 8
  %.12.i.6 = tail call double @tanh(double %.675.us.6)
  %sunkaddr181 = mul i64 %loop.index292.us, 8
  %sunkaddr182 = getelementptr i8, ptr %.6.i, i64 %sunkaddr181
  %sunkaddr183 = getelementptr i8, ptr %sunkaddr182, i64 48
  store double %.12.i.6, ptr %sunkaddr183, align 8
  %sunkaddr184 = mul i64 %loop.index292.us, 8
  %sunkaddr185 = getelementptr i8, ptr %.6.i.i.i, i64 %sunkaddr184
  %sunkaddr186 = getelementptr i8, ptr %sunkaddr185, i64 56
  %.675.us.7 = load double, ptr %sunkaddr186, align 8
  %.12.i.7 = tail call double @tanh(double %.675.us.7)
  %sunkaddr187 = mul i64 %loop.index292.us, 8
  %sunkaddr188 = getelementptr i8, ptr %.6.i, i64 %sunkaddr187
  %sunkaddr189 = getelementptr i8, ptr %sunkaddr188, i64 56
  store double %.12.i.7, ptr %sunkaddr189, align 8
  %.704.us.7 = add nuw nsw i64 %loop.index292.us, 8
  %exitcond301.not.7 = icmp eq i64 %.67.fca.5.0.load.fr, %.704.us.7
  br i1 %exitcond301.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !31

B248.endif.endif.endif.if.if:                     ; preds = %B128.i
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i.i)
  %xtraiter.i = and i64 %.67.fca.5.0.load.fr, 7
  %26 = icmp samesign ult i64 %.67.fca.5.0.load.fr, 8
  br i1 %26, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !32

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %.67.fca.5.0.load.fr, %const
  %27 = add nsw i64 %.67.fca.5.0.load.fr, -8
  %28 = lshr i64 %27, 3
  %29 = add nuw nsw i64 %28, 1
  %xtraiter36 = and i64 %29, 3
  %30 = and i64 %27, 24
  %lcmp.mod37.not = icmp eq i64 %30, 24
  br i1 %lcmp.mod37.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !33

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter36, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !34
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i10.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i10.prol, align 8, !noalias !34
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !34
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !34
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !34
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !34
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !34
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !34
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter38.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter38.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !37, !llvm.loop !38

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %31 = icmp ult i64 %27, 24
  br i1 %31, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !39

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !40

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %32 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %32
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !34
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !41, !llvm.loop !42

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !34
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i10 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i10, align 8, !noalias !34
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !34
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !34
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !34
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !34
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !34
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !34
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !34
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i10.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i10.1, align 8, !noalias !34
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !34
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !34
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !34
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !34
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !34
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !34
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !34
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i10.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i10.2, align 8, !noalias !34
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !34
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !34
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !34
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !34
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !34
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !34
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !34
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i10.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i10.3, align 8, !noalias !34
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !34
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !34
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !34
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !34
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !34
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !34
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !44, !llvm.loop !45

for.body.endif.endif:                             ; preds = %B248.endif.endif.endif.endif
  %.675 = load double, ptr %.6.i.i.i, align 8
  %.12.i8 = tail call double @tanh(double %.675)
  store double %.12.i8, ptr %.6.i, align 8
  br label %.89.endif.preheader.i

for.end.endif:                                    ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.thread26
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread26 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels11matvec_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.matvec_tanh, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels11matvec_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11matvec_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.5.1.load = load i64, ptr %sunkaddr3, align 8
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr4 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr4, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr5, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels11matvec_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 poison, i64 poison, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 poison, i64 poison) #2
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !47

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.100 = call ptr @PyFloat_FromDouble(double %.87)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.105 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 4
  %.107 = icmp sgt i32 %.106, 0
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 0
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 1
  br i1 %.107, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.113 = sext i32 %.112 to i64
  %.114 = call ptr @PyBytes_FromStringAndSize(ptr %.110, i64 %.113)
  %.115 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 2
  %.118 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 3
  %.120 = call ptr %.118(ptr %.116)
  %.121 = icmp eq ptr %.120, null
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.125 = call ptr @numba_runtime_build_excinfo_struct(ptr %.114, ptr nonnull %.120)
  call void @NRT_Free(ptr nonnull %.78)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.137)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels11matvec_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %.14 = call i32 @_ZN7kernels11matvec_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 poison, i64 poison) #2
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !47

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.77 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.77)
  call void @Py_DecRef(ptr %.77)
  call void @numba_gil_release(ptr nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.26)
  call void @PyErr_Clear()
  %.32 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call ptr @PyBytes_FromStringAndSize(ptr %.37, i64 %.40)
  %.42 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 2
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 3
  %.47 = call ptr %.45(ptr %.43)
  %.48 = icmp eq ptr %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call ptr @numba_runtime_build_excinfo_struct(ptr %.41, ptr nonnull %.47)
  call void @NRT_Free(ptr nonnull %.15)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.64)
  br label %.29
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.tanh.v8f64(<8 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7, !8, !10, !11, !13}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx39Function_28_3cclass_20_27float_27_3e_29: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx39Function_28_3cclass_20_27float_27_3e_29"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx39Function_28_3cclass_20_27float_27_3e_29: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!14 = !{!15, !17, !18, !20}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = !{!8, !10, !11, !13}
!22 = !{!23, !11, !13}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !28, !29}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !26}
!31 = distinct !{!31, !28}
!32 = !{!"branch_weights", i32 146201250, i32 2001282398}
!33 = !{!"branch_weights", i32 127, i32 1}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!37 = !{!"branch_weights", i32 1, i32 1}
!38 = distinct !{!38, !26}
!39 = !{!"branch_weights", i32 1, i32 127}
!40 = !{!"branch_weights", i32 277993707, i32 1869489941}
!41 = !{!"branch_weights", i32 542333185, i32 1605150463}
!42 = distinct !{!42, !43, !26}
!43 = !{!"llvm.loop.estimated_trip_count", i32 4}
!44 = !{!"branch_weights", i32 166258294, i32 1981225354}
!45 = distinct !{!45, !46}
!46 = !{!"llvm.loop.estimated_trip_count", i32 3}
!47 = !{!"branch_weights", i32 49, i32 1}
