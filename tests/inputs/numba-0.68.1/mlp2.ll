; ModuleID = 'mlp2'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.mlp2 = internal constant [5 x i8] c"mlp2\00"
@_ZN08NumbaEnv7kernels4mlp2B3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels4mlp2B3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [188 x i8] c"missing Environment: _ZN08NumbaEnv7kernels4mlp2B3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.6 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.7 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.6, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.7, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc84319790B3v22B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN7kernels4mlp2B3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.W1.0, ptr readnone captures(none) %arg.W1.1, i64 %arg.W1.2, i64 %arg.W1.3, ptr readonly captures(none) %arg.W1.4, i64 %arg.W1.5.0, i64 %arg.W1.5.1, i64 %arg.W1.6.0, i64 %arg.W1.6.1, ptr %arg.W2.0, ptr readnone captures(none) %arg.W2.1, i64 %arg.W2.2, i64 %arg.W2.3, ptr readonly captures(none) %arg.W2.4, i64 %arg.W2.5.0, i64 %arg.W2.5.1, i64 %arg.W2.6.0, i64 %arg.W2.6.1, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0:
  %.87.fca.5.0.load.fr = freeze i64 %arg.W1.5.0
  tail call void @NRT_incref(ptr %arg.W1.0)
  tail call void @NRT_incref(ptr %arg.W2.0)
  tail call void @NRT_incref(ptr %arg.x.0)
  %.14.i = icmp slt i64 %.87.fca.5.0.load.fr, 0
  br i1 %.14.i, label %B0.if.if, label %B0.endif.endif.i, !prof !0

B0.endif.endif.i:                                 ; preds = %B0
  %const = bitcast i64 1152921504606846968 to i64
  %const_mat = add i64 %const, 7
  %.30.i = icmp samesign ugt i64 %.87.fca.5.0.load.fr, %const_mat
  br i1 %.30.i, label %B0.if.if, label %B0.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.29.i = shl nuw nsw i64 %.87.fca.5.0.load.fr, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.29.i, i32 32), !noalias !1
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B0.endif.endif, !prof !0

B128.i:                                           ; preds = %B178.B228_crit_edge.us, %B0.endif.endif, %B120.endif.preheader
  tail call void @NRT_decref(ptr %arg.x.0)
  tail call void @NRT_decref(ptr %arg.W1.0)
  %.591 = shl nuw nsw i64 %.87.fca.5.0.load.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.591, i32 32), !noalias !11
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B240.endif.endif.endif.if.if, label %B240.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B240.endif.endif.endif.if.if, %B0.if.if, %B494
  %common.ret.op = phi i32 [ 0, %B494 ], [ 1, %B0.if.if ], [ 1, %B240.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B494:                                             ; preds = %B396.B446_crit_edge.us, %for.end.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %for.end.endif ], [ %.1082.us, %B396.B446_crit_edge.us ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  tail call void @NRT_decref(ptr %arg.W2.0)
  store double %s.2.0.lcssa, ptr %retptr, align 8
  br label %common.ret

B0.if.if:                                         ; preds = %B0.endif.endif.i, %B0, %B0.endif.endif.endif.i
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.5, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !18
  %.210427.not = icmp eq i64 %.87.fca.5.0.load.fr, 0
  br i1 %.210427.not, label %B128.i, label %B120.endif.lr.ph

B120.endif.lr.ph:                                 ; preds = %B0.endif.endif
  %.344415.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.344415.not, label %B120.endif.preheader, label %B120.endif.us.preheader

B120.endif.us.preheader:                          ; preds = %B120.endif.lr.ph
  %xtraiter = and i64 %arg.x.5.0, 7
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775800
  %scevgep121 = getelementptr i8, ptr %arg.W1.4, i64 56
  %0 = shl i64 %arg.W1.5.1, 3
  br label %B120.endif.us

B120.endif.preheader:                             ; preds = %B120.endif.lr.ph
  tail call void @llvm.memset.p0.i64(ptr align 8 %.6.i.i, i8 0, i64 %.29.i, i1 false)
  br label %B128.i

B120.endif.us:                                    ; preds = %B120.endif.us.preheader, %B178.B228_crit_edge.us
  %lsr.iv157 = phi ptr [ %arg.W1.4, %B120.endif.us.preheader ], [ %scevgep158, %B178.B228_crit_edge.us ]
  %lsr.iv122 = phi ptr [ %scevgep121, %B120.endif.us.preheader ], [ %scevgep123, %B178.B228_crit_edge.us ]
  %.216422428.us = phi i64 [ %.223.us, %B178.B228_crit_edge.us ], [ 0, %B120.endif.us.preheader ]
  %1 = icmp ult i64 %arg.x.5.0, 8
  br i1 %1, label %B180.us.epil.preheader, label %B180.us.preheader

B180.us.preheader:                                ; preds = %B120.endif.us
  br label %B180.us

B180.us:                                          ; preds = %B180.us.preheader, %B180.us
  %acc.4.1418.us = phi double [ %.469.us.7, %B180.us ], [ 0.000000e+00, %B180.us.preheader ]
  %.350414416.us = phi i64 [ %.357.us.7, %B180.us ], [ 0, %B180.us.preheader ]
  %2 = shl i64 %.350414416.us, 3
  %scevgep137 = getelementptr i8, ptr %lsr.iv122, i64 %2
  %scevgep138 = getelementptr i8, ptr %scevgep137, i64 -56
  %.434.us = load double, ptr %scevgep138, align 8
  %sunkaddr = mul i64 %.350414416.us, 8
  %sunkaddr161 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.466.us = load double, ptr %sunkaddr161, align 8
  %.467.us = fmul double %.434.us, %.466.us
  %.469.us = fadd double %acc.4.1418.us, %.467.us
  %3 = shl i64 %.350414416.us, 3
  %scevgep135 = getelementptr i8, ptr %lsr.iv122, i64 %3
  %scevgep136 = getelementptr i8, ptr %scevgep135, i64 -48
  %.434.us.1 = load double, ptr %scevgep136, align 8
  %sunkaddr162 = mul i64 %.350414416.us, 8
  %sunkaddr163 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr162
  %sunkaddr164 = getelementptr i8, ptr %sunkaddr163, i64 8
  %.466.us.1 = load double, ptr %sunkaddr164, align 8
  %.467.us.1 = fmul double %.434.us.1, %.466.us.1
  %.469.us.1 = fadd double %.469.us, %.467.us.1
  %4 = shl i64 %.350414416.us, 3
  %scevgep133 = getelementptr i8, ptr %lsr.iv122, i64 %4
  %scevgep134 = getelementptr i8, ptr %scevgep133, i64 -40
  %.434.us.2 = load double, ptr %scevgep134, align 8
  %sunkaddr165 = mul i64 %.350414416.us, 8
  %sunkaddr166 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr165
  %sunkaddr167 = getelementptr i8, ptr %sunkaddr166, i64 16
  %.466.us.2 = load double, ptr %sunkaddr167, align 8
  %.467.us.2 = fmul double %.434.us.2, %.466.us.2
  %.469.us.2 = fadd double %.469.us.1, %.467.us.2
  %5 = shl i64 %.350414416.us, 3
  %scevgep131 = getelementptr i8, ptr %lsr.iv122, i64 %5
  %scevgep132 = getelementptr i8, ptr %scevgep131, i64 -32
  %.434.us.3 = load double, ptr %scevgep132, align 8
  %sunkaddr168 = mul i64 %.350414416.us, 8
  %sunkaddr169 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr168
  %sunkaddr170 = getelementptr i8, ptr %sunkaddr169, i64 24
  %.466.us.3 = load double, ptr %sunkaddr170, align 8
  %.467.us.3 = fmul double %.434.us.3, %.466.us.3
  %.469.us.3 = fadd double %.469.us.2, %.467.us.3
  %6 = shl i64 %.350414416.us, 3
  %scevgep129 = getelementptr i8, ptr %lsr.iv122, i64 %6
  %scevgep130 = getelementptr i8, ptr %scevgep129, i64 -24
  %.434.us.4 = load double, ptr %scevgep130, align 8
  %sunkaddr171 = mul i64 %.350414416.us, 8
  %sunkaddr172 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr171
  %sunkaddr173 = getelementptr i8, ptr %sunkaddr172, i64 32
  %.466.us.4 = load double, ptr %sunkaddr173, align 8
  %.467.us.4 = fmul double %.434.us.4, %.466.us.4
  %.469.us.4 = fadd double %.469.us.3, %.467.us.4
  %7 = shl i64 %.350414416.us, 3
  %scevgep127 = getelementptr i8, ptr %lsr.iv122, i64 %7
  %scevgep128 = getelementptr i8, ptr %scevgep127, i64 -16
  %.434.us.5 = load double, ptr %scevgep128, align 8
  %sunkaddr174 = mul i64 %.350414416.us, 8
  %sunkaddr175 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr174
  %sunkaddr176 = getelementptr i8, ptr %sunkaddr175, i64 40
  %.466.us.5 = load double, ptr %sunkaddr176, align 8
  %.467.us.5 = fmul double %.434.us.5, %.466.us.5
  %.469.us.5 = fadd double %.469.us.4, %.467.us.5
  %8 = shl i64 %.350414416.us, 3
  %scevgep125 = getelementptr i8, ptr %lsr.iv122, i64 %8
  %scevgep126 = getelementptr i8, ptr %scevgep125, i64 -8
  %.434.us.6 = load double, ptr %scevgep126, align 8
  %sunkaddr177 = mul i64 %.350414416.us, 8
  %sunkaddr178 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr177
  %sunkaddr179 = getelementptr i8, ptr %sunkaddr178, i64 48
  %.466.us.6 = load double, ptr %sunkaddr179, align 8
  %.467.us.6 = fmul double %.434.us.6, %.466.us.6
  %.469.us.6 = fadd double %.469.us.5, %.467.us.6
  %.357.us.7 = add nuw nsw i64 %.350414416.us, 8
  %9 = shl i64 %.350414416.us, 3
  %scevgep124 = getelementptr i8, ptr %lsr.iv122, i64 %9
  %.434.us.7 = load double, ptr %scevgep124, align 8
  %sunkaddr180 = mul i64 %.350414416.us, 8
  %sunkaddr181 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr180
  %sunkaddr182 = getelementptr i8, ptr %sunkaddr181, i64 56
  %.466.us.7 = load double, ptr %sunkaddr182, align 8
  %.467.us.7 = fmul double %.434.us.7, %.466.us.7
  %.469.us.7 = fadd double %.469.us.6, %.467.us.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.357.us.7
  br i1 %niter.ncmp.7, label %B178.B228_crit_edge.us.unr-lcssa, label %B180.us

B178.B228_crit_edge.us.unr-lcssa:                 ; preds = %B180.us
  %10 = icmp eq i64 %xtraiter, 0
  br i1 %10, label %B178.B228_crit_edge.us, label %B180.us.epil.preheader

B180.us.epil.preheader:                           ; preds = %B178.B228_crit_edge.us.unr-lcssa, %B120.endif.us
  %acc.4.1418.us.epil.init = phi double [ 0.000000e+00, %B120.endif.us ], [ %.469.us.7, %B178.B228_crit_edge.us.unr-lcssa ]
  %.350414416.us.epil.init = phi i64 [ 0, %B120.endif.us ], [ %.357.us.7, %B178.B228_crit_edge.us.unr-lcssa ]
  %11 = shl i64 %.350414416.us.epil.init, 3
  %scevgep155 = getelementptr i8, ptr %arg.x.4, i64 %11
  %scevgep159 = getelementptr i8, ptr %lsr.iv157, i64 %11
  br label %B180.us.epil

B180.us.epil:                                     ; preds = %B180.us.epil, %B180.us.epil.preheader
  %acc.4.1418.us.epil = phi double [ %acc.4.1418.us.epil.init, %B180.us.epil.preheader ], [ %.469.us.epil, %B180.us.epil ]
  %epil.iter = phi i64 [ 0, %B180.us.epil.preheader ], [ %epil.iter.next, %B180.us.epil ]
  %12 = shl nuw nsw i64 %epil.iter, 3
  %scevgep160 = getelementptr i8, ptr %scevgep159, i64 %12
  %.434.us.epil = load double, ptr %scevgep160, align 8
  %13 = shl nuw nsw i64 %epil.iter, 3
  %scevgep156 = getelementptr i8, ptr %scevgep155, i64 %13
  %.466.us.epil = load double, ptr %scevgep156, align 8
  %.467.us.epil = fmul double %.434.us.epil, %.466.us.epil
  %.469.us.epil = fadd double %acc.4.1418.us.epil, %.467.us.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B178.B228_crit_edge.us, label %B180.us.epil, !llvm.loop !19

B178.B228_crit_edge.us:                           ; preds = %B180.us.epil, %B178.B228_crit_edge.us.unr-lcssa
  %.469.us.lcssa = phi double [ %.469.us.7, %B178.B228_crit_edge.us.unr-lcssa ], [ %.469.us.epil, %B180.us.epil ]
  %.223.us = add nuw nsw i64 %.216422428.us, 1
  %14 = getelementptr double, ptr %.6.i.i, i64 %.216422428.us
  store double %.469.us.lcssa, ptr %14, align 8
  %scevgep123 = getelementptr i8, ptr %lsr.iv122, i64 %0
  %scevgep158 = getelementptr i8, ptr %lsr.iv157, i64 %0
  %exitcond476.not = icmp eq i64 %.223.us, %.87.fca.5.0.load.fr
  br i1 %exitcond476.not, label %B128.i, label %B120.endif.us

B240.endif.endif.endif.endif:                     ; preds = %B128.i
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  switch i64 %.87.fca.5.0.load.fr, label %for.body.endif.endif.us.preheader [
    i64 0, label %for.end.endif
    i64 1, label %for.body.endif.endif
  ]

for.body.endif.endif.us.preheader:                ; preds = %B240.endif.endif.endif.endif
  %15 = ptrtoint ptr %.6.i.i to i64
  %.6.i30 = ptrtoint ptr %.6.i to i64
  %min.iters.check = icmp ult i64 %.87.fca.5.0.load.fr, 8
  %16 = sub i64 %.6.i30, %15
  %diff.check = icmp ult i64 %16, 64
  %or.cond32 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond32, label %for.body.endif.endif.us.preheader33, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %n.vec = and i64 %.87.fca.5.0.load.fr, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %17 = shl i64 %index, 3
  %scevgep120 = getelementptr i8, ptr %.6.i.i, i64 %17
  %wide.load = load <8 x double>, ptr %scevgep120, align 8
  %18 = tail call <8 x double> @llvm.tanh.v8f64(<8 x double> %wide.load)
  %19 = shl i64 %index, 3
  %scevgep119 = getelementptr i8, ptr %.6.i, i64 %19
  store <8 x double> %18, ptr %scevgep119, align 8
  %index.next = add nuw i64 %index, 8
  %20 = icmp eq i64 %n.vec, %index.next
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.87.fca.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %for.end.endif, label %for.body.endif.endif.us.preheader33

for.body.endif.endif.us.preheader33:              ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index439.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter36 = and i64 %.87.fca.5.0.load.fr, 7
  %lcmp.mod37.not = icmp eq i64 %xtraiter36, 0
  br i1 %lcmp.mod37.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader33
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv118 = phi i64 [ %xtraiter36, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next, %for.body.endif.endif.us.prol ]
  %loop.index439.us.prol = phi i64 [ %.698.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index439.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %21 = shl nuw nsw i64 %loop.index439.us.prol, 3
  %scevgep117 = getelementptr i8, ptr %.6.i.i, i64 %21
  %.669.us.prol = load double, ptr %scevgep117, align 8
  %.12.i.prol = tail call double @tanh(double %.669.us.prol)
  %22 = shl nuw nsw i64 %loop.index439.us.prol, 3
  %scevgep116 = getelementptr i8, ptr %.6.i, i64 %22
  store double %.12.i.prol, ptr %scevgep116, align 8
  %.698.us.prol = add nuw nsw i64 %loop.index439.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv118, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !24

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader33
  %loop.index439.us.unr = phi i64 [ %loop.index439.us.ph, %for.body.endif.endif.us.preheader33 ], [ %.698.us.prol, %for.body.endif.endif.us.prol ]
  %23 = sub nsw i64 %loop.index439.us.ph, %.87.fca.5.0.load.fr
  %24 = icmp ugt i64 %23, -8
  br i1 %24, label %for.end.endif, label %for.body.endif.endif.us.preheader45

for.body.endif.endif.us.preheader45:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader45, %for.body.endif.endif.us
  %loop.index439.us = phi i64 [ %.698.us.7, %for.body.endif.endif.us ], [ %loop.index439.us.unr, %for.body.endif.endif.us.preheader45 ]
  %sunkaddr183 = mul i64 %loop.index439.us, 8
  %sunkaddr184 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr183
  %.669.us = load double, ptr %sunkaddr184, align 8
  %.12.i = tail call double @tanh(double %.669.us)
  %sunkaddr185 = mul i64 %loop.index439.us, 8
  %sunkaddr186 = getelementptr i8, ptr %.6.i, i64 %sunkaddr185
  store double %.12.i, ptr %sunkaddr186, align 8
  %sunkaddr187 = mul i64 %loop.index439.us, 8
  %sunkaddr188 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr187
  %sunkaddr189 = getelementptr i8, ptr %sunkaddr188, i64 8
  %.669.us.1 = load double, ptr %sunkaddr189, align 8
  %.12.i.1 = tail call double @tanh(double %.669.us.1)
  %sunkaddr190 = mul i64 %loop.index439.us, 8
  %sunkaddr191 = getelementptr i8, ptr %.6.i, i64 %sunkaddr190
  %sunkaddr192 = getelementptr i8, ptr %sunkaddr191, i64 8
  store double %.12.i.1, ptr %sunkaddr192, align 8
  %sunkaddr193 = mul i64 %loop.index439.us, 8
  %sunkaddr194 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr193
  %sunkaddr195 = getelementptr i8, ptr %sunkaddr194, i64 16
  %.669.us.2 = load double, ptr %sunkaddr195, align 8
  %.12.i.2 = tail call double @tanh(double %.669.us.2)
  %sunkaddr196 = mul i64 %loop.index439.us, 8
  %sunkaddr197 = getelementptr i8, ptr %.6.i, i64 %sunkaddr196
  %sunkaddr198 = getelementptr i8, ptr %sunkaddr197, i64 16
  store double %.12.i.2, ptr %sunkaddr198, align 8
  %sunkaddr199 = mul i64 %loop.index439.us, 8
  %sunkaddr200 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr199
  %sunkaddr201 = getelementptr i8, ptr %sunkaddr200, i64 24
  %.669.us.3 = load double, ptr %sunkaddr201, align 8
  %.12.i.3 = tail call double @tanh(double %.669.us.3)
  %sunkaddr202 = mul i64 %loop.index439.us, 8
  %sunkaddr203 = getelementptr i8, ptr %.6.i, i64 %sunkaddr202
  %sunkaddr204 = getelementptr i8, ptr %sunkaddr203, i64 24
  store double %.12.i.3, ptr %sunkaddr204, align 8
  %sunkaddr205 = mul i64 %loop.index439.us, 8
  %sunkaddr206 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr205
  %sunkaddr207 = getelementptr i8, ptr %sunkaddr206, i64 32
  %.669.us.4 = load double, ptr %sunkaddr207, align 8
  %.12.i.4 = tail call double @tanh(double %.669.us.4)
  %sunkaddr208 = mul i64 %loop.index439.us, 8
  %sunkaddr209 = getelementptr i8, ptr %.6.i, i64 %sunkaddr208
  %sunkaddr210 = getelementptr i8, ptr %sunkaddr209, i64 32
  store double %.12.i.4, ptr %sunkaddr210, align 8
  %sunkaddr211 = mul i64 %loop.index439.us, 8
  %sunkaddr212 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr211
  %sunkaddr213 = getelementptr i8, ptr %sunkaddr212, i64 40
  %.669.us.5 = load double, ptr %sunkaddr213, align 8
  %.12.i.5 = tail call double @tanh(double %.669.us.5)
  %sunkaddr214 = mul i64 %loop.index439.us, 8
  %sunkaddr215 = getelementptr i8, ptr %.6.i, i64 %sunkaddr214
  %sunkaddr216 = getelementptr i8, ptr %sunkaddr215, i64 40
  store double %.12.i.5, ptr %sunkaddr216, align 8
  %sunkaddr217 = mul i64 %loop.index439.us, 8
  %sunkaddr218 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr217
  %sunkaddr219 = getelementptr i8, ptr %sunkaddr218, i64 48
  %.669.us.6 = load double, ptr %sunkaddr219, align 8
  %.12.i.6 = tail call double @tanh(double %.669.us.6)
  %sunkaddr220 = mul i64 %loop.index439.us, 8
  %sunkaddr221 = getelementptr i8, ptr %.6.i, i64 %sunkaddr220
  %sunkaddr222 = getelementptr i8, ptr %sunkaddr221, i64 48
  store double %.12.i.6, ptr %sunkaddr222, align 8
  %sunkaddr223 = mul i64 %loop.index439.us, 8
  %sunkaddr224 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr223
  %sunkaddr225 = getelementptr i8, ptr %sunkaddr224, i64 56
  %.669.us.7 = load double, ptr %sunkaddr225, align 8
  %.12.i.7 = tail call double @tanh(double %.669.us.7)
  %sunkaddr226 = mul i64 %loop.index439.us, 8
  %sunkaddr227 = getelementptr i8, ptr %.6.i, i64 %sunkaddr226
  %sunkaddr228 = getelementptr i8, ptr %sunkaddr227, i64 56
  store double %.12.i.7, ptr %sunkaddr228, align 8
  %.698.us.7 = add nuw nsw i64 %loop.index439.us, 8
  %exitcond479.not.7 = icmp eq i64 %.87.fca.5.0.load.fr, %.698.us.7
  br i1 %exitcond479.not.7, label %for.end.endif, label %for.body.endif.endif.us, !llvm.loop !25

B240.endif.endif.endif.if.if:                     ; preds = %B128.i
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, ptr %excinfo, align 8
  br label %common.ret

for.body.endif.endif:                             ; preds = %B240.endif.endif.endif.endif
  %.669 = load double, ptr %.6.i.i, align 8
  %.12.i8 = tail call double @tanh(double %.669)
  store double %.12.i8, ptr %.6.i, align 8
  br label %for.end.endif

for.end.endif:                                    ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %B240.endif.endif.endif.endif, %for.body.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  %.808455.not = icmp slt i64 %arg.W2.5.0, 1
  %.942443.not = icmp eq i64 %.87.fca.5.0.load.fr, 0
  %or.cond = or i1 %.808455.not, %.942443.not
  br i1 %or.cond, label %B494, label %B338.endif.us.preheader

B338.endif.us.preheader:                          ; preds = %for.end.endif
  %25 = add nsw i64 %.87.fca.5.0.load.fr, -1
  %xtraiter38 = and i64 %.87.fca.5.0.load.fr, 7
  %unroll_iter43 = and i64 %.87.fca.5.0.load.fr, %const
  %scevgep = getelementptr i8, ptr %arg.W2.4, i64 56
  %26 = shl i64 %arg.W2.5.1, 3
  br label %B338.endif.us

B338.endif.us:                                    ; preds = %B338.endif.us.preheader, %B396.B446_crit_edge.us
  %lsr.iv80 = phi ptr [ %arg.W2.4, %B338.endif.us.preheader ], [ %scevgep81, %B396.B446_crit_edge.us ]
  %lsr.iv = phi ptr [ %scevgep, %B338.endif.us.preheader ], [ %scevgep46, %B396.B446_crit_edge.us ]
  %s.2.0458.us = phi double [ %.1082.us, %B396.B446_crit_edge.us ], [ 0.000000e+00, %B338.endif.us.preheader ]
  %.814450456.us = phi i64 [ %.821.us, %B396.B446_crit_edge.us ], [ 0, %B338.endif.us.preheader ]
  %27 = icmp ult i64 %25, 7
  br i1 %27, label %B398.us.epil.preheader, label %B398.us.preheader

B398.us.preheader:                                ; preds = %B338.endif.us
  br label %B398.us

B398.us:                                          ; preds = %B398.us.preheader, %B398.us
  %acc.5.1446.us = phi double [ %.1067.us.7, %B398.us ], [ 0.000000e+00, %B398.us.preheader ]
  %.948442444.us = phi i64 [ %.955.us.7, %B398.us ], [ 0, %B398.us.preheader ]
  %28 = shl i64 %.948442444.us, 3
  %scevgep60 = getelementptr i8, ptr %lsr.iv, i64 %28
  %scevgep61 = getelementptr i8, ptr %scevgep60, i64 -56
  %.1032.us = load double, ptr %scevgep61, align 8
  %sunkaddr229 = mul i64 %.948442444.us, 8
  %sunkaddr230 = getelementptr i8, ptr %.6.i, i64 %sunkaddr229
  %.1064.us = load double, ptr %sunkaddr230, align 8
  %.1065.us = fmul double %.1032.us, %.1064.us
  %.1067.us = fadd double %acc.5.1446.us, %.1065.us
  %29 = shl i64 %.948442444.us, 3
  %scevgep58 = getelementptr i8, ptr %lsr.iv, i64 %29
  %scevgep59 = getelementptr i8, ptr %scevgep58, i64 -48
  %.1032.us.1 = load double, ptr %scevgep59, align 8
  %sunkaddr231 = mul i64 %.948442444.us, 8
  %sunkaddr232 = getelementptr i8, ptr %.6.i, i64 %sunkaddr231
  %sunkaddr233 = getelementptr i8, ptr %sunkaddr232, i64 8
  %.1064.us.1 = load double, ptr %sunkaddr233, align 8
  %.1065.us.1 = fmul double %.1032.us.1, %.1064.us.1
  %.1067.us.1 = fadd double %.1067.us, %.1065.us.1
  %30 = shl i64 %.948442444.us, 3
  %scevgep56 = getelementptr i8, ptr %lsr.iv, i64 %30
  %scevgep57 = getelementptr i8, ptr %scevgep56, i64 -40
  %.1032.us.2 = load double, ptr %scevgep57, align 8
  %sunkaddr234 = mul i64 %.948442444.us, 8
  %sunkaddr235 = getelementptr i8, ptr %.6.i, i64 %sunkaddr234
  %sunkaddr236 = getelementptr i8, ptr %sunkaddr235, i64 16
  %.1064.us.2 = load double, ptr %sunkaddr236, align 8
  %.1065.us.2 = fmul double %.1032.us.2, %.1064.us.2
  %.1067.us.2 = fadd double %.1067.us.1, %.1065.us.2
  %31 = shl i64 %.948442444.us, 3
  %scevgep54 = getelementptr i8, ptr %lsr.iv, i64 %31
  %scevgep55 = getelementptr i8, ptr %scevgep54, i64 -32
  %.1032.us.3 = load double, ptr %scevgep55, align 8
  %sunkaddr237 = mul i64 %.948442444.us, 8
  %sunkaddr238 = getelementptr i8, ptr %.6.i, i64 %sunkaddr237
  %sunkaddr239 = getelementptr i8, ptr %sunkaddr238, i64 24
  %.1064.us.3 = load double, ptr %sunkaddr239, align 8
  %.1065.us.3 = fmul double %.1032.us.3, %.1064.us.3
  %.1067.us.3 = fadd double %.1067.us.2, %.1065.us.3
  %32 = shl i64 %.948442444.us, 3
  %scevgep52 = getelementptr i8, ptr %lsr.iv, i64 %32
  %scevgep53 = getelementptr i8, ptr %scevgep52, i64 -24
  %.1032.us.4 = load double, ptr %scevgep53, align 8
  %sunkaddr240 = mul i64 %.948442444.us, 8
  %sunkaddr241 = getelementptr i8, ptr %.6.i, i64 %sunkaddr240
  %sunkaddr242 = getelementptr i8, ptr %sunkaddr241, i64 32
  %.1064.us.4 = load double, ptr %sunkaddr242, align 8
  %.1065.us.4 = fmul double %.1032.us.4, %.1064.us.4
  %.1067.us.4 = fadd double %.1067.us.3, %.1065.us.4
  %33 = shl i64 %.948442444.us, 3
  %scevgep50 = getelementptr i8, ptr %lsr.iv, i64 %33
  %scevgep51 = getelementptr i8, ptr %scevgep50, i64 -16
  %.1032.us.5 = load double, ptr %scevgep51, align 8
  %sunkaddr243 = mul i64 %.948442444.us, 8
  %sunkaddr244 = getelementptr i8, ptr %.6.i, i64 %sunkaddr243
  %sunkaddr245 = getelementptr i8, ptr %sunkaddr244, i64 40
  %.1064.us.5 = load double, ptr %sunkaddr245, align 8
  %.1065.us.5 = fmul double %.1032.us.5, %.1064.us.5
  %.1067.us.5 = fadd double %.1067.us.4, %.1065.us.5
  %34 = shl i64 %.948442444.us, 3
  %scevgep48 = getelementptr i8, ptr %lsr.iv, i64 %34
  %scevgep49 = getelementptr i8, ptr %scevgep48, i64 -8
  %.1032.us.6 = load double, ptr %scevgep49, align 8
  %sunkaddr246 = mul i64 %.948442444.us, 8
  %sunkaddr247 = getelementptr i8, ptr %.6.i, i64 %sunkaddr246
  %sunkaddr248 = getelementptr i8, ptr %sunkaddr247, i64 48
  %.1064.us.6 = load double, ptr %sunkaddr248, align 8
  %.1065.us.6 = fmul double %.1032.us.6, %.1064.us.6
  %.1067.us.6 = fadd double %.1067.us.5, %.1065.us.6
  %.955.us.7 = add nuw i64 %.948442444.us, 8
  %35 = shl i64 %.948442444.us, 3
  %scevgep47 = getelementptr i8, ptr %lsr.iv, i64 %35
  %.1032.us.7 = load double, ptr %scevgep47, align 8
  %sunkaddr249 = mul i64 %.948442444.us, 8
  %sunkaddr250 = getelementptr i8, ptr %.6.i, i64 %sunkaddr249
  %sunkaddr251 = getelementptr i8, ptr %sunkaddr250, i64 56
  %.1064.us.7 = load double, ptr %sunkaddr251, align 8
  %.1065.us.7 = fmul double %.1032.us.7, %.1064.us.7
  %.1067.us.7 = fadd double %.1067.us.6, %.1065.us.7
  %niter44.ncmp.7 = icmp eq i64 %unroll_iter43, %.955.us.7
  br i1 %niter44.ncmp.7, label %B396.B446_crit_edge.us.unr-lcssa, label %B398.us

B396.B446_crit_edge.us.unr-lcssa:                 ; preds = %B398.us
  %36 = icmp eq i64 %xtraiter38, 0
  br i1 %36, label %B396.B446_crit_edge.us, label %B398.us.epil.preheader

B398.us.epil.preheader:                           ; preds = %B396.B446_crit_edge.us.unr-lcssa, %B338.endif.us
  %acc.5.1446.us.epil.init = phi double [ 0.000000e+00, %B338.endif.us ], [ %.1067.us.7, %B396.B446_crit_edge.us.unr-lcssa ]
  %.948442444.us.epil.init = phi i64 [ 0, %B338.endif.us ], [ %.955.us.7, %B396.B446_crit_edge.us.unr-lcssa ]
  %37 = shl i64 %.948442444.us.epil.init, 3
  %scevgep78 = getelementptr i8, ptr %.6.i, i64 %37
  %scevgep82 = getelementptr i8, ptr %lsr.iv80, i64 %37
  br label %B398.us.epil

B398.us.epil:                                     ; preds = %B398.us.epil, %B398.us.epil.preheader
  %acc.5.1446.us.epil = phi double [ %acc.5.1446.us.epil.init, %B398.us.epil.preheader ], [ %.1067.us.epil, %B398.us.epil ]
  %epil.iter39 = phi i64 [ 0, %B398.us.epil.preheader ], [ %epil.iter39.next, %B398.us.epil ]
  %38 = shl nuw nsw i64 %epil.iter39, 3
  %scevgep83 = getelementptr i8, ptr %scevgep82, i64 %38
  %.1032.us.epil = load double, ptr %scevgep83, align 8
  %39 = shl nuw nsw i64 %epil.iter39, 3
  %scevgep79 = getelementptr i8, ptr %scevgep78, i64 %39
  %.1064.us.epil = load double, ptr %scevgep79, align 8
  %.1065.us.epil = fmul double %.1032.us.epil, %.1064.us.epil
  %.1067.us.epil = fadd double %acc.5.1446.us.epil, %.1065.us.epil
  %epil.iter39.next = add i64 %epil.iter39, 1
  %epil.iter39.cmp.not = icmp eq i64 %xtraiter38, %epil.iter39.next
  br i1 %epil.iter39.cmp.not, label %B396.B446_crit_edge.us, label %B398.us.epil, !llvm.loop !26

B396.B446_crit_edge.us:                           ; preds = %B398.us.epil, %B396.B446_crit_edge.us.unr-lcssa
  %.1067.us.lcssa = phi double [ %.1067.us.7, %B396.B446_crit_edge.us.unr-lcssa ], [ %.1067.us.epil, %B398.us.epil ]
  %.821.us = add nuw nsw i64 %.814450456.us, 1
  %.1078.us = tail call double @tanh(double %.1067.us.lcssa)
  %.1082.us = fadd double %s.2.0458.us, %.1078.us
  %scevgep46 = getelementptr i8, ptr %lsr.iv, i64 %26
  %scevgep81 = getelementptr i8, ptr %lsr.iv80, i64 %26
  %exitcond481.not = icmp eq i64 %arg.W2.5.0, %.821.us
  br i1 %exitcond481.not, label %B494, label %B338.endif.us
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #1

define ptr @_ZN7cpython7kernels4mlp2B3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = alloca ptr, align 8
  %.8 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.mlp2, i64 3, i64 3, ptr nonnull %.5, ptr nonnull %.6, ptr nonnull %.7)
  %.9 = icmp eq i32 %.8, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.46 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.71 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.93 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.9, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.e...endif.if.endif.if, %entry.endif.endif.endif.e...endif.if.endif, %arg0.err, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...endif.if.if.if, %entry.endif.endif.endif.e...if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...endif.if.endif ], [ %.135, %entry.endif.endif.endif.e...if.endif ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.13 = load ptr, ptr @_ZN08NumbaEnv7kernels4mlp2B3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.13, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels4mlp2B3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.21, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(ptr %.20, ptr nonnull %.21)
  %sunkaddr = getelementptr inbounds i8, ptr %.21, i64 24
  %.29 = load i64, ptr %sunkaddr, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.36.fca.0.load = load ptr, ptr %.21, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.21, i64 32
  %.36.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.21, i64 40
  %.36.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.21, i64 48
  %.36.fca.5.1.load = load i64, ptr %sunkaddr3, align 8
  br i1 %.32, label %common.ret, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.45 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.46, i8 0, i64 72, i1 false)
  %.50 = call i32 @NRT_adapt_ndarray_from_python(ptr %.45, ptr nonnull %.46)
  %sunkaddr4 = getelementptr inbounds i8, ptr %.46, i64 24
  %.54 = load i64, ptr %sunkaddr4, align 8
  %.55 = icmp ne i64 %.54, 8
  %.56 = icmp ne i32 %.50, 0
  %.57 = or i1 %.56, %.55
  br i1 %.57, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !0

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if
  call void @NRT_decref(ptr %.36.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.61.fca.0.load = load ptr, ptr %.46, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.46, i64 32
  %.61.fca.4.load = load ptr, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.46, i64 40
  %.61.fca.5.0.load = load i64, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.46, i64 48
  %.61.fca.5.1.load = load i64, ptr %sunkaddr7, align 8
  br i1 %.57, label %arg0.err, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %.70 = load ptr, ptr %.7, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.71, i8 0, i64 56, i1 false)
  %.75 = call i32 @NRT_adapt_ndarray_from_python(ptr %.70, ptr nonnull %.71)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.71, i64 24
  %.79 = load i64, ptr %sunkaddr8, align 8
  %.80 = icmp ne i64 %.79, 8
  %.81 = icmp ne i32 %.75, 0
  %.82 = or i1 %.81, %.80
  br i1 %.82, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.61.fca.0.load)
  br label %arg0.err

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.86.fca.0.load = load ptr, ptr %.71, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.71, i64 32
  %.86.fca.4.load = load ptr, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.71, i64 40
  %.86.fca.5.0.load = load i64, ptr %sunkaddr10, align 8
  store double 0.000000e+00, ptr %.93, align 8
  %.107 = call i32 @_ZN7kernels4mlp2B3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.93, ptr nonnull %excinfo, ptr %.36.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 poison, i64 poison, ptr %.61.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.61.fca.4.load, i64 %.61.fca.5.0.load, i64 %.61.fca.5.1.load, i64 poison, i64 poison, ptr %.86.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.86.fca.4.load, i64 %.86.fca.5.0.load, i64 poison) #3
  %.108 = load ptr, ptr %excinfo, align 8
  %.117 = load double, ptr %.93, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  call void @NRT_decref(ptr %.61.fca.0.load)
  call void @NRT_decref(ptr %.86.fca.0.load)
  %cond = icmp eq i32 %.107, 0
  br i1 %cond, label %entry.endif.endif.endif.e...if.endif, label %entry.endif.endif.endif.e...endif.if, !prof !27

entry.endif.endif.endif.e...if.endif:             ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  %.135 = call ptr @PyFloat_FromDouble(double %.117)
  br label %common.ret

entry.endif.endif.endif.e...endif.if:             ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.140 = load { ptr, i32, ptr, ptr, i32 }, ptr %.108, align 8
  %.141 = extractvalue { ptr, i32, ptr, ptr, i32 } %.140, 4
  %.142 = icmp sgt i32 %.141, 0
  %.145 = extractvalue { ptr, i32, ptr, ptr, i32 } %.140, 0
  %.147 = extractvalue { ptr, i32, ptr, ptr, i32 } %.140, 1
  br i1 %.142, label %entry.endif.endif.endif.e...endif.if.if, label %entry.endif.endif.endif.e...endif.if.else

entry.endif.endif.endif.e...endif.if.if:          ; preds = %entry.endif.endif.endif.e...endif.if
  %.148 = sext i32 %.147 to i64
  %.149 = call ptr @PyBytes_FromStringAndSize(ptr %.145, i64 %.148)
  %.150 = load { ptr, i32, ptr, ptr, i32 }, ptr %.108, align 8
  %.151 = extractvalue { ptr, i32, ptr, ptr, i32 } %.150, 2
  %.153 = extractvalue { ptr, i32, ptr, ptr, i32 } %.150, 3
  %.155 = call ptr %.153(ptr %.151)
  %.156 = icmp eq ptr %.155, null
  br i1 %.156, label %entry.endif.endif.endif.e...endif.if.if.if, label %entry.endif.endif.endif.e...endif.if.if.endif, !prof !0

entry.endif.endif.endif.e...endif.if.else:        ; preds = %entry.endif.endif.endif.e...endif.if
  %.169 = extractvalue { ptr, i32, ptr, ptr, i32 } %.140, 2
  %.170 = call ptr @numba_unpickle(ptr %.145, i32 %.147, ptr %.169)
  br label %entry.endif.endif.endif.e...endif.if.endif

entry.endif.endif.endif.e...endif.if.endif:       ; preds = %entry.endif.endif.endif.e...endif.if.if.endif, %entry.endif.endif.endif.e...endif.if.else
  %.172 = phi ptr [ %.160, %entry.endif.endif.endif.e...endif.if.if.endif ], [ %.170, %entry.endif.endif.endif.e...endif.if.else ]
  %.173.not = icmp eq ptr %.172, null
  br i1 %.173.not, label %common.ret, label %entry.endif.endif.endif.e...endif.if.endif.if, !prof !0

entry.endif.endif.endif.e...endif.if.if.if:       ; preds = %entry.endif.endif.endif.e...endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif.if.if.endif:    ; preds = %entry.endif.endif.endif.e...endif.if.if
  %.160 = call ptr @numba_runtime_build_excinfo_struct(ptr %.149, ptr nonnull %.155)
  call void @NRT_Free(ptr nonnull %.108)
  br label %entry.endif.endif.endif.e...endif.if.endif

entry.endif.endif.endif.e...endif.if.endif.if:    ; preds = %entry.endif.endif.endif.e...endif.if.endif
  call void @numba_do_raise(ptr nonnull %.172)
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

define double @cfunc._ZN7kernels4mlp2B3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.3) local_unnamed_addr {
entry:
  %.5 = alloca double, align 8
  store double 0.000000e+00, ptr %.5, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.9 = extractvalue [2 x i64] %extracted.shape, 0
  %.10 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 5
  %.13 = extractvalue [2 x i64] %extracted.shape.1, 0
  %.14 = extractvalue [2 x i64] %extracted.shape.1, 1
  %extracted.meminfo.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.3, 0
  %extracted.data.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.3, 4
  %extracted.shape.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.3, 5
  %.17 = extractvalue [1 x i64] %extracted.shape.2, 0
  %.19 = call i32 @_ZN7kernels4mlp2B3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.5, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.9, i64 %.10, i64 poison, i64 poison, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.13, i64 %.14, i64 poison, i64 poison, ptr %extracted.meminfo.2, ptr poison, i64 poison, i64 poison, ptr %extracted.data.2, i64 %.17, i64 poison) #3
  %.20 = load ptr, ptr %excinfo, align 8
  %.29 = load double, ptr %.5, align 8
  %.31 = alloca i32, align 4
  store i32 0, ptr %.31, align 4
  %cond = icmp eq i32 %.19, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !27

common.ret:                                       ; preds = %entry, %.34, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.29, %.34 ], [ %.29, %entry ]
  ret double %common.ret.op

.34:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.82 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.82)
  call void @Py_DecRef(ptr %.82)
  call void @numba_gil_release(ptr nonnull %.31)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.31)
  call void @PyErr_Clear()
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.20, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 4
  %.39 = icmp sgt i32 %.38, 0
  %.42 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 0
  %.44 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 1
  br i1 %.39, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.45 = sext i32 %.44 to i64
  %.46 = call ptr @PyBytes_FromStringAndSize(ptr %.42, i64 %.45)
  %.47 = load { ptr, i32, ptr, ptr, i32 }, ptr %.20, align 8
  %.48 = extractvalue { ptr, i32, ptr, ptr, i32 } %.47, 2
  %.50 = extractvalue { ptr, i32, ptr, ptr, i32 } %.47, 3
  %.52 = call ptr %.50(ptr %.48)
  %.53 = icmp eq ptr %.52, null
  br i1 %.53, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.66 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.67 = call ptr @numba_unpickle(ptr %.42, i32 %.44, ptr %.66)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.69 = phi ptr [ %.57, %entry.if.if.if.endif ], [ %.67, %entry.if.if.else ]
  %.70.not = icmp eq ptr %.69, null
  br i1 %.70.not, label %.34, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.57 = call ptr @numba_runtime_build_excinfo_struct(ptr %.46, ptr nonnull %.52)
  call void @NRT_Free(ptr nonnull %.20)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.69)
  br label %.34
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.tanh.v8f64(<8 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7, !8, !10}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!11 = !{!12, !14, !15, !17}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = !{!8, !10}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !22}
!26 = distinct !{!26, !20}
!27 = !{!"branch_weights", i32 49, i32 1}
