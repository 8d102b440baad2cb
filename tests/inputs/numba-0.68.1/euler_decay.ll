; ModuleID = 'euler_decay'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.euler_decay = internal constant [12 x i8] c"euler_decay\00"
@_ZN08NumbaEnv7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe926c37150B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.y0.0, ptr readnone captures(none) %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, ptr readonly captures(none) %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
B0:
  %const321 = bitcast i64 -1152921504606846976 to i64
  %const320 = bitcast i64 -2305843009213693952 to i64
  tail call void @NRT_incref(ptr %arg.y0.0)
  %0 = add i64 %arg.y0.5.0, %const321
  %.43 = icmp ult i64 %0, %const320
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B128.i:                                           ; preds = %for.end.thread, %for.end, %B76.preheader
  %y.2.sroa.0.0222 = phi ptr [ %.7.i.i, %B76.preheader ], [ %.7.i.i84, %for.end ], [ %.7.i.i84, %for.end.thread ]
  %y.2.sroa.44.0221 = phi ptr [ %.6.i, %B76.preheader ], [ %.6.i91, %for.end ], [ %.6.i91, %for.end.thread ]
  %y.2.sroa.55.0220 = phi i64 [ %arg.y0.5.0, %B76.preheader ], [ %dest_shape.2144, %for.end ], [ %dest_shape.2144, %for.end.thread ]
  %.203197219 = phi i64 [ 3, %B76.preheader ], [ %.213, %for.end ], [ %.213, %for.end.thread ]
  %.213 = add nsw i64 %.203197219, -1
  %.101.not.i = icmp eq i64 %y.2.sroa.55.0220, 1
  br i1 %.101.not.i, label %B76.endif.endif.endif.endif.endif.endif.endif, label %B150.i75

.89.endif.preheader.i:                            ; preds = %for.end
  %xtraiter.i = and i64 %dest_shape.2144, 7
  %1 = icmp samesign ult i64 %dest_shape.2144, 8
  br i1 %1, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !1

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %dest_shape.2144, %const_mat
  %2 = add nsw i64 %dest_shape.2144, -8
  %3 = lshr i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter222 = and i64 %4, 3
  %5 = and i64 %2, 24
  %lcmp.mod223.not = icmp eq i64 %5, 24
  br i1 %lcmp.mod223.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !2

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter222, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i91, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !3
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i42.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i42.prol, align 8, !noalias !3
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !3
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !3
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !3
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !3
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !3
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !3
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter224.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter224.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !6, !llvm.loop !7

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i91, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %6 = icmp ult i64 %2, 24
  br i1 %6, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !9

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B104.endif, label %.89.endif.epil.preheader.i, !prof !10

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i91, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %7 = shl i64 %epil.iter.i, 3
  %scevgep235 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %7
  %.106.epil.i = load double, ptr %scevgep235, align 8, !noalias !3
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B104.endif, label %.89.endif.epil.i, !prof !11, !llvm.loop !12

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !3
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i42 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i42, align 8, !noalias !3
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !3
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !3
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !3
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !3
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !3
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !3
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !3
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i42.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i42.1, align 8, !noalias !3
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !3
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !3
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !3
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !3
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !3
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !3
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !3
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i42.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i42.2, align 8, !noalias !3
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !3
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !3
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !3
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !3
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !3
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !3
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !3
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i42.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i42.3, align 8, !noalias !3
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !3
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !3
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !3
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !3
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !3
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !3
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !14, !llvm.loop !15

common.ret:                                       ; preds = %B104.endif, %B76.endif.endif.endif.endif.endif.endif.endif.if.if, %B76.endif.endif.endif.endif.endif.endif.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %B76.endif.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 0, %B104.endif ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !17
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.42 = shl nsw i64 %arg.y0.5.0, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B76.preheader, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B76.preheader:                                    ; preds = %B0.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.y0.4, i64 %.107, i1 false)
  tail call void @NRT_decref(ptr %arg.y0.0)
  %broadcast.splatinsert185 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat186 = shufflevector <8 x double> %broadcast.splatinsert185, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert201 = insertelement <4 x double> poison, double %arg.h, i64 0
  %broadcast.splat202 = shufflevector <4 x double> %broadcast.splatinsert201, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert169 = insertelement <4 x double> poison, double %arg.h, i64 0
  %broadcast.splat170 = shufflevector <4 x double> %broadcast.splatinsert169, <4 x double> poison, <4 x i32> zeroinitializer
  br label %B128.i

B150.i75:                                         ; preds = %B128.i
  %8 = add i64 %y.2.sroa.55.0220, %const321
  %.403 = icmp ult i64 %8, %const320
  br i1 %.403, label %B76.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif, !prof !25

B76.endif.endif.endif.endif.endif.endif.if:       ; preds = %B150.i75
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !17
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B128.i, %B150.i75
  %dest_shape.2144 = phi i64 [ %y.2.sroa.55.0220, %B150.i75 ], [ 1, %B128.i ]
  %.402 = shl nsw i64 %dest_shape.2144, 3
  %.7.i.i84 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.402, i32 32), !noalias !26
  %.8.i.i85 = icmp eq ptr %.7.i.i84, null
  br i1 %.8.i.i85, label %B76.endif.endif.endif.endif.endif.endif.endif.if.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif
  %.5.i90 = getelementptr i8, ptr %.7.i.i84, i64 24
  %.6.i91 = load ptr, ptr %.5.i90, align 8
  %.476192 = icmp sgt i64 %dest_shape.2144, 0
  br i1 %.476192, label %for.body.lr.ph, label %for.end.thread

for.body.lr.ph:                                   ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif
  %.478 = icmp ugt i64 %y.2.sroa.55.0220, 1
  br i1 %.478, label %iter.check, label %iter.check179

iter.check179:                                    ; preds = %for.body.lr.ph
  %9 = icmp ult i64 %dest_shape.2144, 4
  br i1 %9, label %for.body.endif.endif.endif.endif.preheader, label %vector.memcheck175

vector.memcheck175:                               ; preds = %iter.check179
  %10 = shl i64 %dest_shape.2144, 3
  %scevgep = getelementptr i8, ptr %.6.i91, i64 %10
  %scevgep176 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 8
  %bound0 = icmp ult ptr %.6.i91, %scevgep176
  %bound1 = icmp ult ptr %y.2.sroa.44.0221, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.endif.endif.endif.endif.preheader, label %vector.main.loop.iter.check181

vector.main.loop.iter.check181:                   ; preds = %vector.memcheck175
  %min.iters.check180 = icmp ult i64 %dest_shape.2144, 32
  br i1 %min.iters.check180, label %vec.epilog.ph198, label %vector.ph182

vector.ph182:                                     ; preds = %vector.main.loop.iter.check181
  %n.vec184 = and i64 %dest_shape.2144, %const
  %11 = load double, ptr %y.2.sroa.44.0221, align 8, !alias.scope !33
  %broadcast.splatinsert187 = insertelement <8 x double> poison, double %11, i64 0
  %broadcast.splat188 = shufflevector <8 x double> %broadcast.splatinsert187, <8 x double> poison, <8 x i32> zeroinitializer
  %12 = fneg <8 x double> %broadcast.splat188
  %13 = fmul <8 x double> %broadcast.splat188, %12
  %14 = fmul <8 x double> %broadcast.splat186, %13
  %15 = fadd <8 x double> %broadcast.splat188, %14
  br label %vector.body189

vector.body189:                                   ; preds = %vector.body189, %vector.ph182
  %index190 = phi i64 [ 0, %vector.ph182 ], [ %index.next191, %vector.body189 ]
  %sunkaddr = mul i64 %index190, 8
  %sunkaddr322 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr
  store <8 x double> %15, ptr %sunkaddr322, align 8, !alias.scope !36, !noalias !33
  %sunkaddr323 = mul i64 %index190, 8
  %sunkaddr324 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr323
  %sunkaddr325 = getelementptr i8, ptr %sunkaddr324, i64 64
  store <8 x double> %15, ptr %sunkaddr325, align 8, !alias.scope !36, !noalias !33
  %sunkaddr326 = mul i64 %index190, 8
  %sunkaddr327 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr326
  %sunkaddr328 = getelementptr i8, ptr %sunkaddr327, i64 128
  store <8 x double> %15, ptr %sunkaddr328, align 8, !alias.scope !36, !noalias !33
  %sunkaddr329 = mul i64 %index190, 8
  %sunkaddr330 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr329
  %sunkaddr331 = getelementptr i8, ptr %sunkaddr330, i64 192
  store <8 x double> %15, ptr %sunkaddr331, align 8, !alias.scope !36, !noalias !33
  %index.next191 = add nuw i64 %index190, 32
  %16 = icmp eq i64 %n.vec184, %index.next191
  br i1 %16, label %middle.block192, label %vector.body189, !llvm.loop !38

middle.block192:                                  ; preds = %vector.body189
  %cmp.n193 = icmp eq i64 %dest_shape.2144, %n.vec184
  br i1 %cmp.n193, label %for.end, label %vec.epilog.iter.check196

vec.epilog.iter.check196:                         ; preds = %middle.block192
  %17 = and i64 %dest_shape.2144, 28
  %min.epilog.iters.check197 = icmp eq i64 %17, 0
  br i1 %min.epilog.iters.check197, label %for.body.endif.endif.endif.endif.preheader, label %vec.epilog.ph198, !prof !41

vec.epilog.ph198:                                 ; preds = %vector.main.loop.iter.check181, %vec.epilog.iter.check196
  %vec.epilog.resume.val194 = phi i64 [ %n.vec184, %vec.epilog.iter.check196 ], [ 0, %vector.main.loop.iter.check181 ]
  %const_mat318 = add i64 %const, 28
  %n.vec200 = and i64 %dest_shape.2144, %const_mat318
  %18 = load double, ptr %y.2.sroa.44.0221, align 8, !alias.scope !33
  %broadcast.splatinsert203 = insertelement <4 x double> poison, double %18, i64 0
  %broadcast.splat204 = shufflevector <4 x double> %broadcast.splatinsert203, <4 x double> poison, <4 x i32> zeroinitializer
  %19 = fneg <4 x double> %broadcast.splat204
  %20 = fmul <4 x double> %broadcast.splat204, %19
  %21 = fmul <4 x double> %broadcast.splat202, %20
  %22 = fadd <4 x double> %broadcast.splat204, %21
  br label %vec.epilog.vector.body205

vec.epilog.vector.body205:                        ; preds = %vec.epilog.vector.body205, %vec.epilog.ph198
  %index206 = phi i64 [ %vec.epilog.resume.val194, %vec.epilog.ph198 ], [ %index.next207, %vec.epilog.vector.body205 ]
  %23 = shl i64 %index206, 3
  %scevgep244 = getelementptr i8, ptr %.6.i91, i64 %23
  store <4 x double> %22, ptr %scevgep244, align 8, !alias.scope !36, !noalias !33
  %index.next207 = add nuw i64 %index206, 4
  %24 = icmp eq i64 %n.vec200, %index.next207
  br i1 %24, label %vec.epilog.middle.block208, label %vec.epilog.vector.body205, !llvm.loop !42

vec.epilog.middle.block208:                       ; preds = %vec.epilog.vector.body205
  %cmp.n209 = icmp eq i64 %dest_shape.2144, %n.vec200
  br i1 %cmp.n209, label %for.end, label %for.body.endif.endif.endif.endif.preheader

for.body.endif.endif.endif.endif.preheader:       ; preds = %vector.memcheck175, %iter.check179, %vec.epilog.iter.check196, %vec.epilog.middle.block208
  %loop.index196.ph = phi i64 [ 0, %iter.check179 ], [ 0, %vector.memcheck175 ], [ %n.vec184, %vec.epilog.iter.check196 ], [ %n.vec200, %vec.epilog.middle.block208 ]
  %25 = sub nsw i64 %dest_shape.2144, %loop.index196.ph
  %xtraiter = and i64 %25, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.endif.prol.preheader:  ; preds = %for.body.endif.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.endif.prol

for.body.endif.endif.endif.endif.prol:            ; preds = %for.body.endif.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.endif.prol
  %lsr.iv246 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.endif.prol.preheader ], [ %lsr.iv.next247, %for.body.endif.endif.endif.endif.prol ]
  %loop.index196.prol = phi i64 [ %.533.prol, %for.body.endif.endif.endif.endif.prol ], [ %loop.index196.ph, %for.body.endif.endif.endif.endif.prol.preheader ]
  %.486.prol = load double, ptr %y.2.sroa.44.0221, align 8
  %.8.i92.prol = fneg double %.486.prol
  %.9.i93.prol = fmul double %.486.prol, %.8.i92.prol
  %.10.i94.prol = fmul double %arg.h, %.9.i93.prol
  %.11.i95.prol = fadd double %.486.prol, %.10.i94.prol
  %26 = shl i64 %loop.index196.prol, 3
  %scevgep245 = getelementptr i8, ptr %.6.i91, i64 %26
  store double %.11.i95.prol, ptr %scevgep245, align 8
  %.533.prol = add nuw i64 %loop.index196.prol, 1
  %lsr.iv.next247 = add nsw i64 %lsr.iv246, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next247, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.endif.prol, !llvm.loop !43

for.body.endif.endif.endif.endif.prol.loopexit:   ; preds = %for.body.endif.endif.endif.endif.prol, %for.body.endif.endif.endif.endif.preheader
  %loop.index196.unr = phi i64 [ %loop.index196.ph, %for.body.endif.endif.endif.endif.preheader ], [ %.533.prol, %for.body.endif.endif.endif.endif.prol ]
  %27 = sub nsw i64 %loop.index196.ph, %dest_shape.2144
  %28 = icmp ugt i64 %27, -8
  br i1 %28, label %for.end, label %for.body.endif.endif.endif.endif.preheader232

for.body.endif.endif.endif.endif.preheader232:    ; preds = %for.body.endif.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif.endif

iter.check:                                       ; preds = %for.body.lr.ph
  %29 = icmp ult i64 %dest_shape.2144, 4
  %30 = ptrtoint ptr %.6.i91 to i64
  %31 = ptrtoint ptr %y.2.sroa.44.0221 to i64
  %32 = sub i64 %30, %31
  %diff.check = icmp ult i64 %32, 256
  %or.cond = select i1 %29, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check163 = icmp ult i64 %dest_shape.2144, 32
  br i1 %min.iters.check163, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.2144, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr332 = mul i64 %index, 8
  %sunkaddr333 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr332
  %wide.load = load <8 x double>, ptr %sunkaddr333, align 8
  %sunkaddr334 = mul i64 %index, 8
  %sunkaddr335 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr334
  %sunkaddr336 = getelementptr i8, ptr %sunkaddr335, i64 64
  %wide.load164 = load <8 x double>, ptr %sunkaddr336, align 8
  %sunkaddr337 = mul i64 %index, 8
  %sunkaddr338 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr337
  %sunkaddr339 = getelementptr i8, ptr %sunkaddr338, i64 128
  %wide.load165 = load <8 x double>, ptr %sunkaddr339, align 8
  %sunkaddr340 = mul i64 %index, 8
  %sunkaddr341 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr340
  %sunkaddr342 = getelementptr i8, ptr %sunkaddr341, i64 192
  %wide.load166 = load <8 x double>, ptr %sunkaddr342, align 8
  %33 = fneg <8 x double> %wide.load
  %34 = fneg <8 x double> %wide.load164
  %35 = fneg <8 x double> %wide.load165
  %36 = fneg <8 x double> %wide.load166
  %37 = fmul <8 x double> %wide.load, %33
  %38 = fmul <8 x double> %wide.load164, %34
  %39 = fmul <8 x double> %wide.load165, %35
  %40 = fmul <8 x double> %wide.load166, %36
  %41 = fmul <8 x double> %broadcast.splat, %37
  %42 = fmul <8 x double> %broadcast.splat, %38
  %43 = fmul <8 x double> %broadcast.splat, %39
  %44 = fmul <8 x double> %broadcast.splat, %40
  %45 = fadd <8 x double> %wide.load, %41
  %46 = fadd <8 x double> %wide.load164, %42
  %47 = fadd <8 x double> %wide.load165, %43
  %48 = fadd <8 x double> %wide.load166, %44
  %sunkaddr343 = mul i64 %index, 8
  %sunkaddr344 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr343
  store <8 x double> %45, ptr %sunkaddr344, align 8
  %sunkaddr345 = mul i64 %index, 8
  %sunkaddr346 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr345
  %sunkaddr347 = getelementptr i8, ptr %sunkaddr346, i64 64
  store <8 x double> %46, ptr %sunkaddr347, align 8
  %sunkaddr348 = mul i64 %index, 8
  %sunkaddr349 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr348
  %sunkaddr350 = getelementptr i8, ptr %sunkaddr349, i64 128
  store <8 x double> %47, ptr %sunkaddr350, align 8
  %sunkaddr351 = mul i64 %index, 8
  %sunkaddr352 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr351
  %sunkaddr353 = getelementptr i8, ptr %sunkaddr352, i64 192
  store <8 x double> %48, ptr %sunkaddr353, align 8
  %index.next = add nuw i64 %index, 32
  %49 = icmp eq i64 %n.vec, %index.next
  br i1 %49, label %middle.block, label %vector.body, !llvm.loop !44

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.2144, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %50 = and i64 %dest_shape.2144, 28
  %min.epilog.iters.check = icmp eq i64 %50, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.endif.us.preheader, label %vec.epilog.ph, !prof !41

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat319 = add i64 %const, 28
  %n.vec168 = and i64 %dest_shape.2144, %const_mat319
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index171 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next173, %vec.epilog.vector.body ]
  %51 = shl i64 %index171, 3
  %scevgep281 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %51
  %wide.load172 = load <4 x double>, ptr %scevgep281, align 8
  %52 = fneg <4 x double> %wide.load172
  %53 = fmul <4 x double> %wide.load172, %52
  %54 = fmul <4 x double> %broadcast.splat170, %53
  %55 = fadd <4 x double> %wide.load172, %54
  %56 = shl i64 %index171, 3
  %scevgep280 = getelementptr i8, ptr %.6.i91, i64 %56
  store <4 x double> %55, ptr %scevgep280, align 8
  %index.next173 = add nuw i64 %index171, 4
  %57 = icmp eq i64 %n.vec168, %index.next173
  br i1 %57, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !45

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n174 = icmp eq i64 %dest_shape.2144, %n.vec168
  br i1 %cmp.n174, label %for.end, label %for.body.endif.endif.endif.endif.us.preheader

for.body.endif.endif.endif.endif.us.preheader:    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index196.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec168, %vec.epilog.middle.block ]
  %58 = sub nsw i64 %dest_shape.2144, %loop.index196.us.ph
  %xtraiter219 = and i64 %58, 7
  %lcmp.mod220.not = icmp eq i64 %xtraiter219, 0
  br i1 %lcmp.mod220.not, label %for.body.endif.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.endif.us.prol.preheader: ; preds = %for.body.endif.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.endif.us.prol

for.body.endif.endif.endif.endif.us.prol:         ; preds = %for.body.endif.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.endif.us.prol
  %lsr.iv284 = phi i64 [ %xtraiter219, %for.body.endif.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next285, %for.body.endif.endif.endif.endif.us.prol ]
  %loop.index196.us.prol = phi i64 [ %.533.us.prol, %for.body.endif.endif.endif.endif.us.prol ], [ %loop.index196.us.ph, %for.body.endif.endif.endif.endif.us.prol.preheader ]
  %59 = shl i64 %loop.index196.us.prol, 3
  %scevgep283 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %59
  %.486126.us.prol = load double, ptr %scevgep283, align 8
  %.8.i.prol = fneg double %.486126.us.prol
  %.9.i.prol = fmul double %.486126.us.prol, %.8.i.prol
  %.10.i.prol = fmul double %arg.h, %.9.i.prol
  %.11.i.prol = fadd double %.486126.us.prol, %.10.i.prol
  %60 = shl i64 %loop.index196.us.prol, 3
  %scevgep282 = getelementptr i8, ptr %.6.i91, i64 %60
  store double %.11.i.prol, ptr %scevgep282, align 8
  %.533.us.prol = add nuw i64 %loop.index196.us.prol, 1
  %lsr.iv.next285 = add nsw i64 %lsr.iv284, -1
  %prol.iter221.cmp.not = icmp eq i64 %lsr.iv.next285, 0
  br i1 %prol.iter221.cmp.not, label %for.body.endif.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.endif.us.prol, !llvm.loop !46

for.body.endif.endif.endif.endif.us.prol.loopexit: ; preds = %for.body.endif.endif.endif.endif.us.prol, %for.body.endif.endif.endif.endif.us.preheader
  %loop.index196.us.unr = phi i64 [ %loop.index196.us.ph, %for.body.endif.endif.endif.endif.us.preheader ], [ %.533.us.prol, %for.body.endif.endif.endif.endif.us.prol ]
  %61 = sub nsw i64 %loop.index196.us.ph, %dest_shape.2144
  %62 = icmp ugt i64 %61, -8
  br i1 %62, label %for.end, label %for.body.endif.endif.endif.endif.us.preheader231

for.body.endif.endif.endif.endif.us.preheader231: ; preds = %for.body.endif.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.endif.us

for.body.endif.endif.endif.endif.us:              ; preds = %for.body.endif.endif.endif.endif.us.preheader231, %for.body.endif.endif.endif.endif.us
  %loop.index196.us = phi i64 [ %.533.us.7, %for.body.endif.endif.endif.endif.us ], [ %loop.index196.us.unr, %for.body.endif.endif.endif.endif.us.preheader231 ]
  %sunkaddr354 = mul i64 %loop.index196.us, 8
  %sunkaddr355 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr354
  %.486126.us = load double, ptr %sunkaddr355, align 8
  %.8.i = fneg double %.486126.us
  %.9.i = fmul double %.486126.us, %.8.i
  %.10.i = fmul double %arg.h, %.9.i
  %.11.i = fadd double %.486126.us, %.10.i
  %sunkaddr356 = mul i64 %loop.index196.us, 8
  %sunkaddr357 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr356
  store double %.11.i, ptr %sunkaddr357, align 8
  %sunkaddr358 = mul i64 %loop.index196.us, 8
  %sunkaddr359 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr358
  %sunkaddr360 = getelementptr i8, ptr %sunkaddr359, i64 8
  %.486126.us.1 = load double, ptr %sunkaddr360, align 8
  %.8.i.1 = fneg double %.486126.us.1
  %.9.i.1 = fmul double %.486126.us.1, %.8.i.1
  %.10.i.1 = fmul double %arg.h, %.9.i.1
  %.11.i.1 = fadd double %.486126.us.1, %.10.i.1
  %sunkaddr361 = mul i64 %loop.index196.us, 8
  %sunkaddr362 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr361
  %sunkaddr363 = getelementptr i8, ptr %sunkaddr362, i64 8
  store double %.11.i.1, ptr %sunkaddr363, align 8
  %sunkaddr364 = mul i64 %loop.index196.us, 8
  %sunkaddr365 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr364
  %sunkaddr366 = getelementptr i8, ptr %sunkaddr365, i64 16
  %.486126.us.2 = load double, ptr %sunkaddr366, align 8
  %.8.i.2 = fneg double %.486126.us.2
  %.9.i.2 = fmul double %.486126.us.2, %.8.i.2
  %.10.i.2 = fmul double %arg.h, %.9.i.2
  %.11.i.2 = fadd double %.486126.us.2, %.10.i.2
  %sunkaddr367 = mul i64 %loop.index196.us, 8
  %sunkaddr368 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr367
  %sunkaddr369 = getelementptr i8, ptr %sunkaddr368, i64 16
  store double %.11.i.2, ptr %sunkaddr369, align 8
  %sunkaddr370 = mul i64 %loop.index196.us, 8
  %sunkaddr371 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr370
  %sunkaddr372 = getelementptr i8, ptr %sunkaddr371, i64 24
  %.486126.us.3 = load double, ptr %sunkaddr372, align 8
  %.8.i.3 = fneg double %.486126.us.3
  %.9.i.3 = fmul double %.486126.us.3, %.8.i.3
  %.10.i.3 = fmul double %arg.h, %.9.i.3
  %.11.i.3 = fadd double %.486126.us.3, %.10.i.3
  %sunkaddr373 = mul i64 %loop.index196.us, 8
  %sunkaddr374 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr373
  %sunkaddr375 = getelementptr i8, ptr %sunkaddr374, i64 24
  store double %.11.i.3, ptr %sunkaddr375, align 8
  %sunkaddr376 = mul i64 %loop.index196.us, 8
  %sunkaddr377 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr376
  %sunkaddr378 = getelementptr i8, ptr %sunkaddr377, i64 32
  %.486126.us.4 = load double, ptr %sunkaddr378, align 8
  %.8.i.4 = fneg double %.486126.us.4
  %.9.i.4 = fmul double %.486126.us.4, %.8.i.4
  %.10.i.4 = fmul double %arg.h, %.9.i.4
  %.11.i.4 = fadd double %.486126.us.4, %.10.i.4
  %sunkaddr379 = mul i64 %loop.index196.us, 8
  %sunkaddr380 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr379
  %sunkaddr381 = getelementptr i8, ptr %sunkaddr380, i64 32
  store double %.11.i.4, ptr %sunkaddr381, align 8
  %sunkaddr382 = mul i64 %loop.index196.us, 8
  %sunkaddr383 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr382
  %sunkaddr384 = getelementptr i8, ptr %sunkaddr383, i64 40
  %.486126.us.5 = load double, ptr %sunkaddr384, align 8
  %.8.i.5 = fneg double %.486126.us.5
  %.9.i.5 = fmul double %.486126.us.5, %.8.i.5
  %.10.i.5 = fmul double %arg.h, %.9.i.5
  %.11.i.5 = fadd double %.486126.us.5, %.10.i.5
  %sunkaddr385 = mul i64 %loop.index196.us, 8
  %sunkaddr386 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr385
  %sunkaddr387 = getelementptr i8, ptr %sunkaddr386, i64 40
  store double %.11.i.5, ptr %sunkaddr387, align 8
  %sunkaddr388 = mul i64 %loop.index196.us, 8
  %sunkaddr389 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr388
  %sunkaddr390 = getelementptr i8, ptr %sunkaddr389, i64 48
  %.486126.us.6 = load double, ptr %sunkaddr390, align 8
  %.8.i.6 = fneg double %.486126.us.6
  %.9.i.6 = fmul double %.486126.us.6, %.8.i.6
  %.10.i.6 = fmul double %arg.h, %.9.i.6
  %.11.i.6 = fadd double %.486126.us.6, %.10.i.6
  %sunkaddr391 = mul i64 %loop.index196.us, 8
  %sunkaddr392 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr391
  %sunkaddr393 = getelementptr i8, ptr %sunkaddr392, i64 48
  store double %.11.i.6, ptr %sunkaddr393, align 8
  %sunkaddr394 = mul i64 %loop.index196.us, 8
  %sunkaddr395 = getelementptr i8, ptr %y.2.sroa.44.0221, i64 %sunkaddr394
  %sunkaddr396 = getelementptr i8, ptr %sunkaddr395, i64 56
  %.486126.us.7 = load double, ptr %sunkaddr396, align 8
  %.8.i.7 = fneg double %.486126.us.7
  %.9.i.7 = fmul double %.486126.us.7, %.8.i.7
  %.10.i.7 = fmul double %arg.h, %.9.i.7
  %.11.i.7 = fadd double %.486126.us.7, %.10.i.7
  %sunkaddr397 = mul i64 %loop.index196.us, 8
  %sunkaddr398 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr397
  %sunkaddr399 = getelementptr i8, ptr %sunkaddr398, i64 56
  store double %.11.i.7, ptr %sunkaddr399, align 8
  %.533.us.7 = add nuw nsw i64 %loop.index196.us, 8
  %exitcond266.not.7 = icmp eq i64 %dest_shape.2144, %.533.us.7
  br i1 %exitcond266.not.7, label %for.end, label %for.body.endif.endif.endif.endif.us, !llvm.loop !47

B76.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.endif.endif, %for.body.endif.endif.endif.endif.us, %for.body.endif.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.endif.us.prol.loopexit, %middle.block192, %vec.epilog.middle.block208, %middle.block, %vec.epilog.middle.block
  %.204 = icmp samesign ugt i64 %.203197219, 1
  tail call void @NRT_decref(ptr nonnull %y.2.sroa.0.0222)
  br i1 %.204, label %B128.i, label %.89.endif.preheader.i

for.end.thread:                                   ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif
  %.20496 = icmp samesign ugt i64 %.203197219, 1
  tail call void @NRT_decref(ptr nonnull %y.2.sroa.0.0222)
  br i1 %.20496, label %B128.i, label %B104.endif

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif.endif.preheader232, %for.body.endif.endif.endif.endif
  %loop.index196 = phi i64 [ %.533.7, %for.body.endif.endif.endif.endif ], [ %loop.index196.unr, %for.body.endif.endif.endif.endif.preheader232 ]
  %.486 = load double, ptr %y.2.sroa.44.0221, align 8
  %.8.i92 = fneg double %.486
  %.9.i93 = fmul double %.486, %.8.i92
  %.10.i94 = fmul double %arg.h, %.9.i93
  %.11.i95 = fadd double %.486, %.10.i94
  %sunkaddr400 = mul i64 %loop.index196, 8
  %sunkaddr401 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr400
  store double %.11.i95, ptr %sunkaddr401, align 8
  %.486.1 = load double, ptr %y.2.sroa.44.0221, align 8
  %.8.i92.1 = fneg double %.486.1
  %.9.i93.1 = fmul double %.486.1, %.8.i92.1
  %.10.i94.1 = fmul double %arg.h, %.9.i93.1
  %.11.i95.1 = fadd double %.486.1, %.10.i94.1
  %sunkaddr402 = mul i64 %loop.index196, 8
  %sunkaddr403 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr402
  %sunkaddr404 = getelementptr i8, ptr %sunkaddr403, i64 8
  store double %.11.i95.1, ptr %sunkaddr404, align 8
  %.486.2 = load double, ptr %y.2.sroa.44.0221, align 8
  %.8.i92.2 = fneg double %.486.2
  %.9.i93.2 = fmul double %.486.2, %.8.i92.2
  %.10.i94.2 = fmul double %arg.h, %.9.i93.2
  %.11.i95.2 = fadd double %.486.2, %.10.i94.2
  %sunkaddr405 = mul i64 %loop.index196, 8
  %sunkaddr406 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr405
  %sunkaddr407 = getelementptr i8, ptr %sunkaddr406, i64 16
  store double %.11.i95.2, ptr %sunkaddr407, align 8
  %.486.3 = load double, ptr %y.2.sroa.44.0221, align 8
  %.8.i92.3 = fneg double %.486.3
  %.9.i93.3 = fmul double %.486.3, %.8.i92.3
  %.10.i94.3 = fmul double %arg.h, %.9.i93.3
  %.11.i95.3 = fadd double %.486.3, %.10.i94.3
  %sunkaddr408 = mul i64 %loop.index196, 8
  %sunkaddr409 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr408
  %sunkaddr410 = getelementptr i8, ptr %sunkaddr409, i64 24
  store double %.11.i95.3, ptr %sunkaddr410, align 8
  %.486.4 = load double, ptr %y.2.sroa.44.0221, align 8
  %.8.i92.4 = fneg double %.486.4
  %.9.i93.4 = fmul double %.486.4, %.8.i92.4
  %.10.i94.4 = fmul double %arg.h, %.9.i93.4
  %.11.i95.4 = fadd double %.486.4, %.10.i94.4
  %sunkaddr411 = mul i64 %loop.index196, 8
  %sunkaddr412 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr411
  %sunkaddr413 = getelementptr i8, ptr %sunkaddr412, i64 32
  store double %.11.i95.4, ptr %sunkaddr413, align 8
  %.486.5 = load double, ptr %y.2.sroa.44.0221, align 8
  %.8.i92.5 = fneg double %.486.5
  %.9.i93.5 = fmul double %.486.5, %.8.i92.5
  %.10.i94.5 = fmul double %arg.h, %.9.i93.5
  %.11.i95.5 = fadd double %.486.5, %.10.i94.5
  %sunkaddr414 = mul i64 %loop.index196, 8
  %sunkaddr415 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr414
  %sunkaddr416 = getelementptr i8, ptr %sunkaddr415, i64 40
  store double %.11.i95.5, ptr %sunkaddr416, align 8
  %.486.6 = load double, ptr %y.2.sroa.44.0221, align 8
  %.8.i92.6 = fneg double %.486.6
  %.9.i93.6 = fmul double %.486.6, %.8.i92.6
  %.10.i94.6 = fmul double %arg.h, %.9.i93.6
  %.11.i95.6 = fadd double %.486.6, %.10.i94.6
  %sunkaddr417 = mul i64 %loop.index196, 8
  %sunkaddr418 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr417
  %sunkaddr419 = getelementptr i8, ptr %sunkaddr418, i64 48
  store double %.11.i95.6, ptr %sunkaddr419, align 8
  %.486.7 = load double, ptr %y.2.sroa.44.0221, align 8
  %.8.i92.7 = fneg double %.486.7
  %.9.i93.7 = fmul double %.486.7, %.8.i92.7
  %.10.i94.7 = fmul double %arg.h, %.9.i93.7
  %.11.i95.7 = fadd double %.486.7, %.10.i94.7
  %sunkaddr420 = mul i64 %loop.index196, 8
  %sunkaddr421 = getelementptr i8, ptr %.6.i91, i64 %sunkaddr420
  %sunkaddr422 = getelementptr i8, ptr %sunkaddr421, i64 56
  store double %.11.i95.7, ptr %sunkaddr422, align 8
  %.533.7 = add nuw nsw i64 %loop.index196, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.2144, %.533.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.endif.endif.endif.endif, !llvm.loop !48

B104.endif:                                       ; preds = %for.end.thread, %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ 0.000000e+00, %for.end.thread ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i84)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.euler_decay, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.51 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %arg0.err, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ %.75, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd")
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
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !49

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.51, align 8
  %.57 = call i32 @_ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.51, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, double %.44) #3
  %.58 = load ptr, ptr %excinfo, align 8
  %.67 = load double, ptr %.51, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.57, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.if, !prof !50

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %.75 = call ptr @PyFloat_FromDouble(double %.67)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 4
  %.82 = icmp sgt i32 %.81, 0
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 0
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 1
  br i1 %.82, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

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

define double @cfunc._ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.10 = call i32 @_ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 poison, double %.2) #3
  %.11 = load ptr, ptr %excinfo, align 8
  %.20 = load double, ptr %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.10, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !50

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.73 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.73)
  call void @Py_DecRef(ptr %.73)
  call void @numba_gil_release(ptr nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.22)
  call void @PyErr_Clear()
  %.28 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.29 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

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
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 146201250, i32 2001282398}
!2 = !{!"branch_weights", i32 127, i32 1}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!6 = !{!"branch_weights", i32 1, i32 1}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = !{!"branch_weights", i32 1, i32 127}
!10 = !{!"branch_weights", i32 277993707, i32 1869489941}
!11 = !{!"branch_weights", i32 542333185, i32 1605150463}
!12 = distinct !{!12, !13, !8}
!13 = !{!"llvm.loop.estimated_trip_count", i32 4}
!14 = !{!"branch_weights", i32 166258294, i32 1981225354}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.estimated_trip_count", i32 3}
!17 = !{i1 true}
!18 = !{!19, !21, !22, !24}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = !{!"branch_weights", i32 43994274, i32 2103489374}
!26 = !{!27, !29, !30, !32}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = !{!34}
!34 = distinct !{!34, !35}
!35 = distinct !{!35, !"LVerDomain"}
!36 = !{!37}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !39, !40}
!39 = !{!"llvm.loop.isvectorized", i32 1}
!40 = !{!"llvm.loop.unroll.runtime.disable"}
!41 = !{!"branch_weights", i32 4, i32 28}
!42 = distinct !{!42, !39, !40}
!43 = distinct !{!43, !8}
!44 = distinct !{!44, !39, !40}
!45 = distinct !{!45, !39, !40}
!46 = distinct !{!46, !8}
!47 = distinct !{!47, !39}
!48 = distinct !{!48, !39}
!49 = !{!"branch_weights", i32 99, i32 1}
!50 = !{!"branch_weights", i32 49, i32 1}
