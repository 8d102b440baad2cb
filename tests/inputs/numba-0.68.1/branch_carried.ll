; ModuleID = 'branch_carried'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.branch_carried = internal constant [15 x i8] c"branch_carried\00"
@_ZN08NumbaEnv7kernels14branch_carriedB3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [138 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0bb3e790B3v25B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0bb3e550B3v26B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7feb0bb268d0B3v27B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels14branch_carriedB3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.y0.0, ptr readnone captures(none) %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, ptr readonly captures(none) %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
B0:
  %const459 = bitcast i64 -1152921504606846976 to i64
  %const458 = bitcast i64 -2305843009213693952 to i64
  %0 = freeze i64 %arg.y0.5.0
  tail call void @NRT_incref(ptr %arg.y0.0)
  %1 = add i64 %0, %const459
  %.43 = icmp ult i64 %1, %const458
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B76:                                              ; preds = %B76.lr.ph, %B223
  %.203339 = phi i64 [ 4, %B76.lr.ph ], [ %.213, %B223 ]
  %y.3.sroa.0.0338 = phi ptr [ %.7.i.i, %B76.lr.ph ], [ %.670.sink419, %B223 ]
  %y.3.sroa.72.0337 = phi ptr [ %.6.i, %B76.lr.ph ], [ %y.4.sroa.32.1, %B223 ]
  %y.3.sroa.90.0336 = phi i64 [ %0, %B76.lr.ph ], [ %y.4.sroa.40.1, %B223 ]
  %.213 = add nsw i64 %.203339, -1
  %.271 = load double, ptr %y.3.sroa.72.0337, align 8
  %.272 = fcmp ogt double %.271, 0.000000e+00
  br i1 %.272, label %B128.i, label %B128.i54

B128.i:                                           ; preds = %B76
  %2 = icmp eq i64 %y.3.sroa.90.0336, 1
  br i1 %2, label %B102.endif.endif.endif.endif.endif, label %B150.i89

B128.i54:                                         ; preds = %B76
  %3 = icmp eq i64 %y.3.sroa.90.0336, 1
  br i1 %3, label %B156.endif.endif.endif.endif.endif, label %B150.i117

B128.i74:                                         ; preds = %B223
  %.900 = shl nsw i64 %y.4.sroa.40.1, 3
  %.7.i.i158 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.900, i32 32), !noalias !1
  %.8.i.i159 = icmp eq ptr %.7.i.i158, null
  br i1 %.8.i.i159, label %B222.endif.endif.endif.endif.endif.if.if, label %B222.endif.endif.endif.endif.endif.endif, !prof !0

B223.loopexit303.unr-lcssa:                       ; preds = %for.body.1.endif.endif.endif
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B223, label %for.body.1.endif.endif.endif.epil.preheader

for.body.1.endif.endif.endif.epil.preheader:      ; preds = %B223.loopexit303.unr-lcssa, %for.body.1.endif.endif.endif.preheader
  %loop.index.1329.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.preheader ], [ %.766.7, %B223.loopexit303.unr-lcssa ]
  %4 = shl i64 %loop.index.1329.epil.init, 3
  %scevgep399 = getelementptr i8, ptr %.6.i133, i64 %4
  br label %for.body.1.endif.endif.endif.epil

for.body.1.endif.endif.endif.epil:                ; preds = %for.body.1.endif.endif.endif.epil, %for.body.1.endif.endif.endif.epil.preheader
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.1.endif.endif.endif.epil ], [ 0, %for.body.1.endif.endif.endif.epil.preheader ]
  %.728249.epil = load double, ptr %y.3.sroa.72.0337, align 8
  %.16.le.i134.epil = tail call double @llvm.cos.f64(double %.728249.epil)
  %.8.i135.epil = fmul double %.532, %.728249.epil
  %.21.i136.epil = fmul double %arg.h, %.16.le.i134.epil
  %.22.i137.epil = fadd double %.8.i135.epil, %.21.i136.epil
  %5 = shl nuw nsw i64 %epil.iter, 3
  %scevgep400 = getelementptr i8, ptr %scevgep399, i64 %5
  store double %.22.i137.epil, ptr %scevgep400, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B223, label %for.body.1.endif.endif.endif.epil, !llvm.loop !8

B223:                                             ; preds = %for.body.1.endif.endif.endif.us.prol.loopexit, %middle.block, %B156.endif.endif.endif.endif.endif.endif, %for.body.1.endif.endif.endif.epil, %for.body.1.endif.endif.endif.us, %B223.loopexit303.unr-lcssa, %for.end
  %y.3.sroa.0.0338.sink = phi ptr [ %.7.i.i98, %for.end ], [ %y.3.sroa.0.0338, %B156.endif.endif.endif.endif.endif.endif ], [ %y.3.sroa.0.0338, %for.body.1.endif.endif.endif.epil ], [ %y.3.sroa.0.0338, %middle.block ], [ %y.3.sroa.0.0338, %for.body.1.endif.endif.endif.us ], [ %y.3.sroa.0.0338, %B223.loopexit303.unr-lcssa ], [ %y.3.sroa.0.0338, %for.body.1.endif.endif.endif.us.prol.loopexit ]
  %.670.sink419 = phi ptr [ %.7.i.i98, %for.end ], [ %.7.i.i126, %B156.endif.endif.endif.endif.endif.endif ], [ %.7.i.i126, %for.body.1.endif.endif.endif.epil ], [ %.7.i.i126, %middle.block ], [ %.7.i.i126, %for.body.1.endif.endif.endif.us ], [ %.7.i.i126, %B223.loopexit303.unr-lcssa ], [ %.7.i.i126, %for.body.1.endif.endif.endif.us.prol.loopexit ]
  %y.4.sroa.40.1 = phi i64 [ %dest_shape.1216225, %for.end ], [ %dest_shape.1.1228, %B156.endif.endif.endif.endif.endif.endif ], [ %dest_shape.1.1228, %for.body.1.endif.endif.endif.epil ], [ %dest_shape.1.1228, %middle.block ], [ %dest_shape.1.1228, %for.body.1.endif.endif.endif.us ], [ %dest_shape.1.1228, %B223.loopexit303.unr-lcssa ], [ %dest_shape.1.1228, %for.body.1.endif.endif.endif.us.prol.loopexit ]
  %y.4.sroa.32.1 = phi ptr [ %.6.i105, %for.end ], [ %.6.i133, %B156.endif.endif.endif.endif.endif.endif ], [ %.6.i133, %for.body.1.endif.endif.endif.epil ], [ %.6.i133, %middle.block ], [ %.6.i133, %for.body.1.endif.endif.endif.us ], [ %.6.i133, %B223.loopexit303.unr-lcssa ], [ %.6.i133, %for.body.1.endif.endif.endif.us.prol.loopexit ]
  tail call void @NRT_decref(ptr nonnull %y.3.sroa.0.0338.sink)
  %.204 = icmp samesign ugt i64 %.203339, 1
  br i1 %.204, label %B76, label %B128.i74

common.ret:                                       ; preds = %for.end.2.endif, %B222.endif.endif.endif.endif.endif.if.if, %B156.endif.endif.endif.endif.endif.if.if, %B156.endif.endif.endif.endif.if, %B102.endif.endif.endif.endif.endif.if.if, %B102.endif.endif.endif.endif.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %B222.endif.endif.endif.endif.endif.if.if ], [ 1, %B156.endif.endif.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ 1, %B156.endif.endif.endif.endif.if ], [ 1, %B102.endif.endif.endif.endif.if ], [ 1, %B102.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !10
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.42 = shl nsw i64 %0, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !11
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
  %.532 = fsub double 1.000000e+00, %arg.h
  tail call void @NRT_decref(ptr %arg.y0.0)
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.532, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert237 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat238 = shufflevector <8 x double> %broadcast.splatinsert237, <8 x double> poison, <8 x i32> zeroinitializer
  br label %B76

B150.i89:                                         ; preds = %B128.i
  %6 = add i64 %y.3.sroa.90.0336, %const459
  %.387 = icmp ult i64 %6, %const458
  br i1 %.387, label %B102.endif.endif.endif.endif.if, label %B102.endif.endif.endif.endif.endif, !prof !18

B102.endif.endif.endif.endif.if:                  ; preds = %B150.i89
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !10
  br label %common.ret

B102.endif.endif.endif.endif.endif:               ; preds = %B128.i, %B150.i89
  %dest_shape.1216225 = phi i64 [ %y.3.sroa.90.0336, %B150.i89 ], [ 1, %B128.i ]
  %.386 = shl nsw i64 %dest_shape.1216225, 3
  %.7.i.i98 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.386, i32 32), !noalias !19
  %.8.i.i99 = icmp eq ptr %.7.i.i98, null
  br i1 %.8.i.i99, label %B102.endif.endif.endif.endif.endif.if.if, label %B102.endif.endif.endif.endif.endif.endif, !prof !0

B102.endif.endif.endif.endif.endif.endif:         ; preds = %B102.endif.endif.endif.endif.endif
  %.5.i104 = getelementptr i8, ptr %.7.i.i98, i64 24
  %.6.i105 = load ptr, ptr %.5.i104, align 8
  %.457330 = icmp sgt i64 %dest_shape.1216225, 0
  br i1 %.457330, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B102.endif.endif.endif.endif.endif.endif
  %xtraiter307 = and i64 %dest_shape.1216225, 7
  %7 = icmp ult i64 %dest_shape.1216225, 8
  br i1 %7, label %for.body.endif.endif.endif.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter311 = and i64 %dest_shape.1216225, %const
  br label %for.body.endif.endif.endif

B102.endif.endif.endif.endif.endif.if.if:         ; preds = %B102.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.loopexit.unr-lcssa:                       ; preds = %for.body.endif.endif.endif
  %lcmp.mod309.not = icmp eq i64 %xtraiter307, 0
  br i1 %lcmp.mod309.not, label %for.end, label %for.body.endif.endif.endif.epil.preheader

for.body.endif.endif.endif.epil.preheader:        ; preds = %for.end.loopexit.unr-lcssa, %for.body.lr.ph
  %loop.index333.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %.505.7, %for.end.loopexit.unr-lcssa ]
  %.453.0332.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %loop.index..453.0.7, %for.end.loopexit.unr-lcssa ]
  %.450.0331.epil.init = phi i64 [ 0, %for.body.lr.ph ], [ %loop.index..450.0.7, %for.end.loopexit.unr-lcssa ]
  br label %for.body.endif.endif.endif.epil

for.body.endif.endif.endif.epil:                  ; preds = %for.body.endif.endif.endif.epil, %for.body.endif.endif.endif.epil.preheader
  %lsr.iv455 = phi i64 [ %lsr.iv.next456, %for.body.endif.endif.endif.epil ], [ %xtraiter307, %for.body.endif.endif.endif.epil.preheader ]
  %loop.index333.epil = phi i64 [ %loop.index333.epil.init, %for.body.endif.endif.endif.epil.preheader ], [ %.505.epil, %for.body.endif.endif.endif.epil ]
  %.453.0332.epil = phi i64 [ %.453.0332.epil.init, %for.body.endif.endif.endif.epil.preheader ], [ %loop.index..453.0.epil, %for.body.endif.endif.endif.epil ]
  %.450.0331.epil = phi i64 [ %.450.0331.epil.init, %for.body.endif.endif.endif.epil.preheader ], [ %loop.index..450.0.epil, %for.body.endif.endif.endif.epil ]
  %8 = icmp ugt i64 %y.3.sroa.90.0336, 1
  %loop.index..450.0.epil = select i1 %8, i64 %loop.index333.epil, i64 %.450.0331.epil
  %loop.index..453.0.epil = select i1 %8, i64 %loop.index333.epil, i64 %.453.0332.epil
  %.467242.in.epil = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..450.0.epil
  %.467242.epil = load double, ptr %.467242.in.epil, align 8
  %.475.epil = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..453.0.epil
  %.476.epil = load double, ptr %.475.epil, align 8
  %.14.le.i.epil = tail call double @llvm.sin.f64(double %.476.epil)
  %.19.i.epil = fmul double %arg.h, %.14.le.i.epil
  %.20.i.epil = fadd double %.467242.epil, %.19.i.epil
  %9 = shl i64 %loop.index333.epil, 3
  %scevgep454 = getelementptr i8, ptr %.6.i105, i64 %9
  store double %.20.i.epil, ptr %scevgep454, align 8
  %.505.epil = add nuw nsw i64 %loop.index333.epil, 1
  %lsr.iv.next456 = add nsw i64 %lsr.iv455, -1
  %epil.iter308.cmp.not = icmp eq i64 %lsr.iv.next456, 0
  br i1 %epil.iter308.cmp.not, label %for.end, label %for.body.endif.endif.endif.epil, !llvm.loop !26

for.end:                                          ; preds = %for.body.endif.endif.endif.epil, %for.end.loopexit.unr-lcssa, %B102.endif.endif.endif.endif.endif.endif
  tail call void @NRT_incref(ptr nonnull %.7.i.i98)
  tail call void @NRT_decref(ptr nonnull %y.3.sroa.0.0338)
  br label %B223

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif, %for.body.lr.ph.new
  %loop.index333 = phi i64 [ 0, %for.body.lr.ph.new ], [ %18, %for.body.endif.endif.endif ]
  %.453.0332 = phi i64 [ 0, %for.body.lr.ph.new ], [ %loop.index..453.0.7, %for.body.endif.endif.endif ]
  %.450.0331 = phi i64 [ 0, %for.body.lr.ph.new ], [ %loop.index..450.0.7, %for.body.endif.endif.endif ]
  %10 = icmp ugt i64 %y.3.sroa.90.0336, 1
  %loop.index..450.0 = select i1 %10, i64 %loop.index333, i64 %.450.0331
  %loop.index..453.0 = select i1 %10, i64 %loop.index333, i64 %.453.0332
  %.467242.in = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..450.0
  %.467242 = load double, ptr %.467242.in, align 8
  %.475 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..453.0
  %.476 = load double, ptr %.475, align 8
  %.14.le.i = tail call double @llvm.sin.f64(double %.476)
  %.19.i = fmul double %arg.h, %.14.le.i
  %.20.i = fadd double %.467242, %.19.i
  %sunkaddr = mul i64 %loop.index333, 8
  %sunkaddr460 = getelementptr i8, ptr %.6.i105, i64 %sunkaddr
  store double %.20.i, ptr %sunkaddr460, align 8
  %11 = add i64 %loop.index333, 1
  %loop.index..450.0.1 = select i1 %10, i64 %11, i64 %.450.0331
  %loop.index..453.0.1 = select i1 %10, i64 %11, i64 %.453.0332
  %.467242.in.1 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..450.0.1
  %.467242.1 = load double, ptr %.467242.in.1, align 8
  %.475.1 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..453.0.1
  %.476.1 = load double, ptr %.475.1, align 8
  %.14.le.i.1 = tail call double @llvm.sin.f64(double %.476.1)
  %.19.i.1 = fmul double %arg.h, %.14.le.i.1
  %.20.i.1 = fadd double %.467242.1, %.19.i.1
  %sunkaddr461 = mul i64 %loop.index333, 8
  %sunkaddr462 = getelementptr i8, ptr %.6.i105, i64 %sunkaddr461
  %sunkaddr463 = getelementptr i8, ptr %sunkaddr462, i64 8
  store double %.20.i.1, ptr %sunkaddr463, align 8
  %12 = add i64 %11, 1
  %loop.index..450.0.2 = select i1 %10, i64 %12, i64 %.450.0331
  %loop.index..453.0.2 = select i1 %10, i64 %12, i64 %.453.0332
  %.467242.in.2 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..450.0.2
  %.467242.2 = load double, ptr %.467242.in.2, align 8
  %.475.2 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..453.0.2
  %.476.2 = load double, ptr %.475.2, align 8
  %.14.le.i.2 = tail call double @llvm.sin.f64(double %.476.2)
  %.19.i.2 = fmul double %arg.h, %.14.le.i.2
  %.20.i.2 = fadd double %.467242.2, %.19.i.2
  %sunkaddr464 = mul i64 %loop.index333, 8
  %sunkaddr465 = getelementptr i8, ptr %.6.i105, i64 %sunkaddr464
  %sunkaddr466 = getelementptr i8, ptr %sunkaddr465, i64 16
  store double %.20.i.2, ptr %sunkaddr466, align 8
  %13 = add i64 %12, 1
  %loop.index..450.0.3 = select i1 %10, i64 %13, i64 %.450.0331
  %loop.index..453.0.3 = select i1 %10, i64 %13, i64 %.453.0332
  %.467242.in.3 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..450.0.3
  %.467242.3 = load double, ptr %.467242.in.3, align 8
  %.475.3 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..453.0.3
  %.476.3 = load double, ptr %.475.3, align 8
  %.14.le.i.3 = tail call double @llvm.sin.f64(double %.476.3)
  %.19.i.3 = fmul double %arg.h, %.14.le.i.3
  %.20.i.3 = fadd double %.467242.3, %.19.i.3
  %sunkaddr467 = mul i64 %loop.index333, 8
  %sunkaddr468 = getelementptr i8, ptr %.6.i105, i64 %sunkaddr467
  %sunkaddr469 = getelementptr i8, ptr %sunkaddr468, i64 24
  store double %.20.i.3, ptr %sunkaddr469, align 8
  %14 = add i64 %13, 1
  %loop.index..450.0.4 = select i1 %10, i64 %14, i64 %.450.0331
  %loop.index..453.0.4 = select i1 %10, i64 %14, i64 %.453.0332
  %.467242.in.4 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..450.0.4
  %.467242.4 = load double, ptr %.467242.in.4, align 8
  %.475.4 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..453.0.4
  %.476.4 = load double, ptr %.475.4, align 8
  %.14.le.i.4 = tail call double @llvm.sin.f64(double %.476.4)
  %.19.i.4 = fmul double %arg.h, %.14.le.i.4
  %.20.i.4 = fadd double %.467242.4, %.19.i.4
  %sunkaddr470 = mul i64 %loop.index333, 8
  %sunkaddr471 = getelementptr i8, ptr %.6.i105, i64 %sunkaddr470
  %sunkaddr472 = getelementptr i8, ptr %sunkaddr471, i64 32
  store double %.20.i.4, ptr %sunkaddr472, align 8
  %15 = add i64 %14, 1
  %loop.index..450.0.5 = select i1 %10, i64 %15, i64 %.450.0331
  %loop.index..453.0.5 = select i1 %10, i64 %15, i64 %.453.0332
  %.467242.in.5 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..450.0.5
  %.467242.5 = load double, ptr %.467242.in.5, align 8
  %.475.5 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..453.0.5
  %.476.5 = load double, ptr %.475.5, align 8
  %.14.le.i.5 = tail call double @llvm.sin.f64(double %.476.5)
  %.19.i.5 = fmul double %arg.h, %.14.le.i.5
  %.20.i.5 = fadd double %.467242.5, %.19.i.5
  %sunkaddr473 = mul i64 %loop.index333, 8
  %sunkaddr474 = getelementptr i8, ptr %.6.i105, i64 %sunkaddr473
  %sunkaddr475 = getelementptr i8, ptr %sunkaddr474, i64 40
  store double %.20.i.5, ptr %sunkaddr475, align 8
  %16 = add i64 %15, 1
  %loop.index..450.0.6 = select i1 %10, i64 %16, i64 %.450.0331
  %loop.index..453.0.6 = select i1 %10, i64 %16, i64 %.453.0332
  %.467242.in.6 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..450.0.6
  %.467242.6 = load double, ptr %.467242.in.6, align 8
  %.475.6 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..453.0.6
  %.476.6 = load double, ptr %.475.6, align 8
  %.14.le.i.6 = tail call double @llvm.sin.f64(double %.476.6)
  %.19.i.6 = fmul double %arg.h, %.14.le.i.6
  %.20.i.6 = fadd double %.467242.6, %.19.i.6
  %sunkaddr476 = mul i64 %loop.index333, 8
  %sunkaddr477 = getelementptr i8, ptr %.6.i105, i64 %sunkaddr476
  %sunkaddr478 = getelementptr i8, ptr %sunkaddr477, i64 48
  store double %.20.i.6, ptr %sunkaddr478, align 8
  %17 = add i64 %16, 1
  %loop.index..450.0.7 = select i1 %10, i64 %17, i64 %.450.0331
  %loop.index..453.0.7 = select i1 %10, i64 %17, i64 %.453.0332
  %.467242.in.7 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..450.0.7
  %.467242.7 = load double, ptr %.467242.in.7, align 8
  %.475.7 = getelementptr double, ptr %y.3.sroa.72.0337, i64 %loop.index..453.0.7
  %.476.7 = load double, ptr %.475.7, align 8
  %.14.le.i.7 = tail call double @llvm.sin.f64(double %.476.7)
  %.19.i.7 = fmul double %arg.h, %.14.le.i.7
  %.20.i.7 = fadd double %.467242.7, %.19.i.7
  %sunkaddr479 = mul i64 %loop.index333, 8
  %sunkaddr480 = getelementptr i8, ptr %.6.i105, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, ptr %sunkaddr480, i64 56
  store double %.20.i.7, ptr %sunkaddr481, align 8
  %.505.7 = add nuw nsw i64 %loop.index333, 8
  %18 = add i64 %17, 1
  %niter312.ncmp.7 = icmp eq i64 %18, %unroll_iter311
  br i1 %niter312.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body.endif.endif.endif

B150.i117:                                        ; preds = %B128.i54
  %19 = add i64 %y.3.sroa.90.0336, %const459
  %.648 = icmp ult i64 %19, %const458
  br i1 %.648, label %B156.endif.endif.endif.endif.if, label %B156.endif.endif.endif.endif.endif, !prof !18

B156.endif.endif.endif.endif.if:                  ; preds = %B150.i117
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !10
  br label %common.ret

B156.endif.endif.endif.endif.endif:               ; preds = %B128.i54, %B150.i117
  %dest_shape.1.1228 = phi i64 [ %y.3.sroa.90.0336, %B150.i117 ], [ 1, %B128.i54 ]
  %.647 = shl nsw i64 %dest_shape.1.1228, 3
  %.7.i.i126 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.647, i32 32), !noalias !27
  %.8.i.i127 = icmp eq ptr %.7.i.i126, null
  br i1 %.8.i.i127, label %B156.endif.endif.endif.endif.endif.if.if, label %B156.endif.endif.endif.endif.endif.endif, !prof !0

B156.endif.endif.endif.endif.endif.endif:         ; preds = %B156.endif.endif.endif.endif.endif
  %.5.i132 = getelementptr i8, ptr %.7.i.i126, i64 24
  %.6.i133 = load ptr, ptr %.5.i132, align 8
  %.718326 = icmp sgt i64 %dest_shape.1.1228, 0
  br i1 %.718326, label %for.body.1.lr.ph, label %B223

for.body.1.lr.ph:                                 ; preds = %B156.endif.endif.endif.endif.endif.endif
  %.720 = icmp ugt i64 %y.3.sroa.90.0336, 1
  br i1 %.720, label %for.body.1.endif.endif.endif.us.preheader, label %for.body.1.endif.endif.endif.preheader

for.body.1.endif.endif.endif.preheader:           ; preds = %for.body.1.lr.ph
  %xtraiter = and i64 %dest_shape.1.1228, 7
  %20 = icmp ult i64 %dest_shape.1.1228, 8
  br i1 %20, label %for.body.1.endif.endif.endif.epil.preheader, label %for.body.1.endif.endif.endif.preheader.new

for.body.1.endif.endif.endif.preheader.new:       ; preds = %for.body.1.endif.endif.endif.preheader
  %unroll_iter = and i64 %dest_shape.1.1228, %const
  br label %for.body.1.endif.endif.endif

for.body.1.endif.endif.endif.us.preheader:        ; preds = %for.body.1.lr.ph
  %21 = ptrtoint ptr %.6.i133 to i64
  %22 = ptrtoint ptr %y.3.sroa.72.0337 to i64
  %min.iters.check = icmp ult i64 %dest_shape.1.1228, 8
  %23 = sub i64 %21, %22
  %diff.check = icmp ult i64 %23, 64
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.1.endif.endif.endif.us.preheader302, label %vector.ph

vector.ph:                                        ; preds = %for.body.1.endif.endif.endif.us.preheader
  %n.vec = and i64 %dest_shape.1.1228, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %24 = shl i64 %index, 3
  %scevgep402 = getelementptr i8, ptr %y.3.sroa.72.0337, i64 %24
  %wide.load = load <8 x double>, ptr %scevgep402, align 8
  %25 = tail call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load)
  %26 = fmul <8 x double> %broadcast.splat, %wide.load
  %27 = fmul <8 x double> %broadcast.splat238, %25
  %28 = fadd <8 x double> %26, %27
  %29 = shl i64 %index, 3
  %scevgep401 = getelementptr i8, ptr %.6.i133, i64 %29
  store <8 x double> %28, ptr %scevgep401, align 8
  %index.next = add nuw i64 %index, 8
  %30 = icmp eq i64 %n.vec, %index.next
  br i1 %30, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.1.1228, %n.vec
  br i1 %cmp.n, label %B223, label %for.body.1.endif.endif.endif.us.preheader302

for.body.1.endif.endif.endif.us.preheader302:     ; preds = %for.body.1.endif.endif.endif.us.preheader, %middle.block
  %loop.index.1329.us.ph = phi i64 [ 0, %for.body.1.endif.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter305 = and i64 %dest_shape.1.1228, 7
  %lcmp.mod306.not = icmp eq i64 %xtraiter305, 0
  br i1 %lcmp.mod306.not, label %for.body.1.endif.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.prol.preheader

for.body.1.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.1.endif.endif.endif.us.preheader302
  br label %for.body.1.endif.endif.endif.us.prol

for.body.1.endif.endif.endif.us.prol:             ; preds = %for.body.1.endif.endif.endif.us.prol.preheader, %for.body.1.endif.endif.endif.us.prol
  %lsr.iv405 = phi i64 [ %xtraiter305, %for.body.1.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next406, %for.body.1.endif.endif.endif.us.prol ]
  %loop.index.1329.us.prol = phi i64 [ %.766.us.prol, %for.body.1.endif.endif.endif.us.prol ], [ %loop.index.1329.us.ph, %for.body.1.endif.endif.endif.us.prol.preheader ]
  %31 = shl i64 %loop.index.1329.us.prol, 3
  %scevgep404 = getelementptr i8, ptr %y.3.sroa.72.0337, i64 %31
  %.728249.us.prol = load double, ptr %scevgep404, align 8
  %.16.le.i.prol = tail call double @llvm.cos.f64(double %.728249.us.prol)
  %.8.i.prol = fmul double %.532, %.728249.us.prol
  %.21.i.prol = fmul double %arg.h, %.16.le.i.prol
  %.22.i.prol = fadd double %.8.i.prol, %.21.i.prol
  %32 = shl i64 %loop.index.1329.us.prol, 3
  %scevgep403 = getelementptr i8, ptr %.6.i133, i64 %32
  store double %.22.i.prol, ptr %scevgep403, align 8
  %.766.us.prol = add nuw nsw i64 %loop.index.1329.us.prol, 1
  %lsr.iv.next406 = add nsw i64 %lsr.iv405, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next406, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.prol, !llvm.loop !37

for.body.1.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.1.endif.endif.endif.us.prol, %for.body.1.endif.endif.endif.us.preheader302
  %loop.index.1329.us.unr = phi i64 [ %loop.index.1329.us.ph, %for.body.1.endif.endif.endif.us.preheader302 ], [ %.766.us.prol, %for.body.1.endif.endif.endif.us.prol ]
  %33 = sub nsw i64 %loop.index.1329.us.ph, %dest_shape.1.1228
  %34 = icmp ugt i64 %33, -8
  br i1 %34, label %B223, label %for.body.1.endif.endif.endif.us.preheader327

for.body.1.endif.endif.endif.us.preheader327:     ; preds = %for.body.1.endif.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us

for.body.1.endif.endif.endif.us:                  ; preds = %for.body.1.endif.endif.endif.us.preheader327, %for.body.1.endif.endif.endif.us
  %loop.index.1329.us = phi i64 [ %.766.us.7, %for.body.1.endif.endif.endif.us ], [ %loop.index.1329.us.unr, %for.body.1.endif.endif.endif.us.preheader327 ]
  %sunkaddr482 = mul i64 %loop.index.1329.us, 8
  %sunkaddr483 = getelementptr i8, ptr %y.3.sroa.72.0337, i64 %sunkaddr482
  %.728249.us = load double, ptr %sunkaddr483, align 8
  %.16.le.i = tail call double @llvm.cos.f64(double %.728249.us)
  %.8.i = fmul double %.532, %.728249.us
  %.21.i = fmul double %arg.h, %.16.le.i
  %.22.i = fadd double %.8.i, %.21.i
  %35 = shl i64 %loop.index.1329.us, 3
  %scevgep421 = getelementptr i8, ptr %.6.i133, i64 %35
  store double %.22.i, ptr %scevgep421, align 8
  %sunkaddr484 = mul i64 %loop.index.1329.us, 8
  %sunkaddr485 = getelementptr i8, ptr %y.3.sroa.72.0337, i64 %sunkaddr484
  %sunkaddr486 = getelementptr i8, ptr %sunkaddr485, i64 8
  %.728249.us.1 = load double, ptr %sunkaddr486, align 8
  %.16.le.i.1 = tail call double @llvm.cos.f64(double %.728249.us.1)
  %.8.i.1 = fmul double %.532, %.728249.us.1
  %.21.i.1 = fmul double %arg.h, %.16.le.i.1
  %.22.i.1 = fadd double %.8.i.1, %.21.i.1
  %36 = shl i64 %loop.index.1329.us, 3
  %scevgep419 = getelementptr i8, ptr %.6.i133, i64 %36
  %scevgep420 = getelementptr i8, ptr %scevgep419, i64 8
  store double %.22.i.1, ptr %scevgep420, align 8
  %sunkaddr487 = mul i64 %loop.index.1329.us, 8
  %sunkaddr488 = getelementptr i8, ptr %y.3.sroa.72.0337, i64 %sunkaddr487
  %sunkaddr489 = getelementptr i8, ptr %sunkaddr488, i64 16
  %.728249.us.2 = load double, ptr %sunkaddr489, align 8
  %.16.le.i.2 = tail call double @llvm.cos.f64(double %.728249.us.2)
  %.8.i.2 = fmul double %.532, %.728249.us.2
  %.21.i.2 = fmul double %arg.h, %.16.le.i.2
  %.22.i.2 = fadd double %.8.i.2, %.21.i.2
  %37 = shl i64 %loop.index.1329.us, 3
  %scevgep417 = getelementptr i8, ptr %.6.i133, i64 %37
  %scevgep418 = getelementptr i8, ptr %scevgep417, i64 16
  store double %.22.i.2, ptr %scevgep418, align 8
  %sunkaddr490 = mul i64 %loop.index.1329.us, 8
  %sunkaddr491 = getelementptr i8, ptr %y.3.sroa.72.0337, i64 %sunkaddr490
  %sunkaddr492 = getelementptr i8, ptr %sunkaddr491, i64 24
  %.728249.us.3 = load double, ptr %sunkaddr492, align 8
  %.16.le.i.3 = tail call double @llvm.cos.f64(double %.728249.us.3)
  %.8.i.3 = fmul double %.532, %.728249.us.3
  %.21.i.3 = fmul double %arg.h, %.16.le.i.3
  %.22.i.3 = fadd double %.8.i.3, %.21.i.3
  %38 = shl i64 %loop.index.1329.us, 3
  %scevgep415 = getelementptr i8, ptr %.6.i133, i64 %38
  %scevgep416 = getelementptr i8, ptr %scevgep415, i64 24
  store double %.22.i.3, ptr %scevgep416, align 8
  %sunkaddr493 = mul i64 %loop.index.1329.us, 8
  %sunkaddr494 = getelementptr i8, ptr %y.3.sroa.72.0337, i64 %sunkaddr493
  %sunkaddr495 = getelementptr i8, ptr %sunkaddr494, i64 32
  %.728249.us.4 = load double, ptr %sunkaddr495, align 8
  %.16.le.i.4 = tail call double @llvm.cos.f64(double %.728249.us.4)
  %.8.i.4 = fmul double %.532, %.728249.us.4
  %.21.i.4 = fmul double %arg.h, %.16.le.i.4
  %.22.i.4 = fadd double %.8.i.4, %.21.i.4
  %39 = shl i64 %loop.index.1329.us, 3
  %scevgep413 = getelementptr i8, ptr %.6.i133, i64 %39
  %scevgep414 = getelementptr i8, ptr %scevgep413, i64 32
  store double %.22.i.4, ptr %scevgep414, align 8
  %sunkaddr496 = mul i64 %loop.index.1329.us, 8
  %sunkaddr497 = getelementptr i8, ptr %y.3.sroa.72.0337, i64 %sunkaddr496
  %sunkaddr498 = getelementptr i8, ptr %sunkaddr497, i64 40
  %.728249.us.5 = load double, ptr %sunkaddr498, align 8
  %.16.le.i.5 = tail call double @llvm.cos.f64(double %.728249.us.5)
  %.8.i.5 = fmul double %.532, %.728249.us.5
  %.21.i.5 = fmul double %arg.h, %.16.le.i.5
  %.22.i.5 = fadd double %.8.i.5, %.21.i.5
  %40 = shl i64 %loop.index.1329.us, 3
  %scevgep411 = getelementptr i8, ptr %.6.i133, i64 %40
  %scevgep412 = getelementptr i8, ptr %scevgep411, i64 40
  store double %.22.i.5, ptr %scevgep412, align 8
  %sunkaddr499 = mul i64 %loop.index.1329.us, 8
  %sunkaddr500 = getelementptr i8, ptr %y.3.sroa.72.0337, i64 %sunkaddr499
  %sunkaddr501 = getelementptr i8, ptr %sunkaddr500, i64 48
  %.728249.us.6 = load double, ptr %sunkaddr501, align 8
  %.16.le.i.6 = tail call double @llvm.cos.f64(double %.728249.us.6)
  %.8.i.6 = fmul double %.532, %.728249.us.6
  %.21.i.6 = fmul double %arg.h, %.16.le.i.6
  %.22.i.6 = fadd double %.8.i.6, %.21.i.6
  %41 = shl i64 %loop.index.1329.us, 3
  %scevgep409 = getelementptr i8, ptr %.6.i133, i64 %41
  %scevgep410 = getelementptr i8, ptr %scevgep409, i64 48
  store double %.22.i.6, ptr %scevgep410, align 8
  %sunkaddr502 = mul i64 %loop.index.1329.us, 8
  %sunkaddr503 = getelementptr i8, ptr %y.3.sroa.72.0337, i64 %sunkaddr502
  %sunkaddr504 = getelementptr i8, ptr %sunkaddr503, i64 56
  %.728249.us.7 = load double, ptr %sunkaddr504, align 8
  %.16.le.i.7 = tail call double @llvm.cos.f64(double %.728249.us.7)
  %.8.i.7 = fmul double %.532, %.728249.us.7
  %.21.i.7 = fmul double %arg.h, %.16.le.i.7
  %.22.i.7 = fadd double %.8.i.7, %.21.i.7
  %42 = shl i64 %loop.index.1329.us, 3
  %scevgep407 = getelementptr i8, ptr %.6.i133, i64 %42
  %scevgep408 = getelementptr i8, ptr %scevgep407, i64 56
  store double %.22.i.7, ptr %scevgep408, align 8
  %.766.us.7 = add nuw nsw i64 %loop.index.1329.us, 8
  %exitcond381.not.7 = icmp eq i64 %dest_shape.1.1228, %.766.us.7
  br i1 %exitcond381.not.7, label %B223, label %for.body.1.endif.endif.endif.us, !llvm.loop !38

B156.endif.endif.endif.endif.endif.if.if:         ; preds = %B156.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.endif, %for.body.1.endif.endif.endif.preheader.new
  %loop.index.1329 = phi i64 [ 0, %for.body.1.endif.endif.endif.preheader.new ], [ %.766.7, %for.body.1.endif.endif.endif ]
  %.728249 = load double, ptr %y.3.sroa.72.0337, align 8
  %.16.le.i134 = tail call double @llvm.cos.f64(double %.728249)
  %.8.i135 = fmul double %.532, %.728249
  %.21.i136 = fmul double %arg.h, %.16.le.i134
  %.22.i137 = fadd double %.8.i135, %.21.i136
  %43 = shl i64 %loop.index.1329, 3
  %scevgep398 = getelementptr i8, ptr %.6.i133, i64 %43
  store double %.22.i137, ptr %scevgep398, align 8
  %.728249.1 = load double, ptr %y.3.sroa.72.0337, align 8
  %.16.le.i134.1 = tail call double @llvm.cos.f64(double %.728249.1)
  %.8.i135.1 = fmul double %.532, %.728249.1
  %.21.i136.1 = fmul double %arg.h, %.16.le.i134.1
  %.22.i137.1 = fadd double %.8.i135.1, %.21.i136.1
  %44 = shl i64 %loop.index.1329, 3
  %scevgep396 = getelementptr i8, ptr %.6.i133, i64 %44
  %scevgep397 = getelementptr i8, ptr %scevgep396, i64 8
  store double %.22.i137.1, ptr %scevgep397, align 8
  %.728249.2 = load double, ptr %y.3.sroa.72.0337, align 8
  %.16.le.i134.2 = tail call double @llvm.cos.f64(double %.728249.2)
  %.8.i135.2 = fmul double %.532, %.728249.2
  %.21.i136.2 = fmul double %arg.h, %.16.le.i134.2
  %.22.i137.2 = fadd double %.8.i135.2, %.21.i136.2
  %45 = shl i64 %loop.index.1329, 3
  %scevgep394 = getelementptr i8, ptr %.6.i133, i64 %45
  %scevgep395 = getelementptr i8, ptr %scevgep394, i64 16
  store double %.22.i137.2, ptr %scevgep395, align 8
  %.728249.3 = load double, ptr %y.3.sroa.72.0337, align 8
  %.16.le.i134.3 = tail call double @llvm.cos.f64(double %.728249.3)
  %.8.i135.3 = fmul double %.532, %.728249.3
  %.21.i136.3 = fmul double %arg.h, %.16.le.i134.3
  %.22.i137.3 = fadd double %.8.i135.3, %.21.i136.3
  %46 = shl i64 %loop.index.1329, 3
  %scevgep392 = getelementptr i8, ptr %.6.i133, i64 %46
  %scevgep393 = getelementptr i8, ptr %scevgep392, i64 24
  store double %.22.i137.3, ptr %scevgep393, align 8
  %.728249.4 = load double, ptr %y.3.sroa.72.0337, align 8
  %.16.le.i134.4 = tail call double @llvm.cos.f64(double %.728249.4)
  %.8.i135.4 = fmul double %.532, %.728249.4
  %.21.i136.4 = fmul double %arg.h, %.16.le.i134.4
  %.22.i137.4 = fadd double %.8.i135.4, %.21.i136.4
  %47 = shl i64 %loop.index.1329, 3
  %scevgep390 = getelementptr i8, ptr %.6.i133, i64 %47
  %scevgep391 = getelementptr i8, ptr %scevgep390, i64 32
  store double %.22.i137.4, ptr %scevgep391, align 8
  %.728249.5 = load double, ptr %y.3.sroa.72.0337, align 8
  %.16.le.i134.5 = tail call double @llvm.cos.f64(double %.728249.5)
  %.8.i135.5 = fmul double %.532, %.728249.5
  %.21.i136.5 = fmul double %arg.h, %.16.le.i134.5
  %.22.i137.5 = fadd double %.8.i135.5, %.21.i136.5
  %48 = shl i64 %loop.index.1329, 3
  %scevgep388 = getelementptr i8, ptr %.6.i133, i64 %48
  %scevgep389 = getelementptr i8, ptr %scevgep388, i64 40
  store double %.22.i137.5, ptr %scevgep389, align 8
  %.728249.6 = load double, ptr %y.3.sroa.72.0337, align 8
  %.16.le.i134.6 = tail call double @llvm.cos.f64(double %.728249.6)
  %.8.i135.6 = fmul double %.532, %.728249.6
  %.21.i136.6 = fmul double %arg.h, %.16.le.i134.6
  %.22.i137.6 = fadd double %.8.i135.6, %.21.i136.6
  %49 = shl i64 %loop.index.1329, 3
  %scevgep386 = getelementptr i8, ptr %.6.i133, i64 %49
  %scevgep387 = getelementptr i8, ptr %scevgep386, i64 48
  store double %.22.i137.6, ptr %scevgep387, align 8
  %.728249.7 = load double, ptr %y.3.sroa.72.0337, align 8
  %.16.le.i134.7 = tail call double @llvm.cos.f64(double %.728249.7)
  %.8.i135.7 = fmul double %.532, %.728249.7
  %.21.i136.7 = fmul double %arg.h, %.16.le.i134.7
  %.22.i137.7 = fadd double %.8.i135.7, %.21.i136.7
  %50 = shl i64 %loop.index.1329, 3
  %scevgep384 = getelementptr i8, ptr %.6.i133, i64 %50
  %scevgep385 = getelementptr i8, ptr %scevgep384, i64 56
  store double %.22.i137.7, ptr %scevgep385, align 8
  %.766.7 = add nuw nsw i64 %loop.index.1329, 8
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.766.7
  br i1 %niter.ncmp.7, label %B223.loopexit303.unr-lcssa, label %for.body.1.endif.endif.endif

B222.endif.endif.endif.endif.endif.endif:         ; preds = %B128.i74
  %.5.i164 = getelementptr i8, ptr %.7.i.i158, i64 24
  %.6.i165 = load ptr, ptr %.5.i164, align 8
  %.971342 = icmp sgt i64 %y.4.sroa.40.1, 0
  br i1 %.971342, label %for.body.2.lr.ph, label %for.end.2.thread204

for.end.2.thread204:                              ; preds = %B222.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.670.sink419)
  br label %for.end.2.endif

for.body.2.lr.ph:                                 ; preds = %B222.endif.endif.endif.endif.endif.endif
  %.973.not = icmp eq i64 %y.4.sroa.40.1, 1
  br i1 %.973.not, label %for.body.2.endif.endif.endif.prol.preheader, label %iter.check270

for.body.2.endif.endif.endif.prol.preheader:      ; preds = %for.body.2.lr.ph
  br label %for.body.2.endif.endif.endif.prol

for.body.2.endif.endif.endif.prol:                ; preds = %for.body.2.endif.endif.endif.prol.preheader, %for.body.2.endif.endif.endif.prol
  %loop.index.2345.prol = phi i64 [ %.1019.prol, %for.body.2.endif.endif.endif.prol ], [ 0, %for.body.2.endif.endif.endif.prol.preheader ]
  %.981256.prol = load double, ptr %y.4.sroa.32.1, align 8
  %.6.i167.prol = fmul double %.981256.prol, %.981256.prol
  %51 = shl nuw nsw i64 %loop.index.2345.prol, 3
  %scevgep329 = getelementptr i8, ptr %.6.i165, i64 %51
  store double %.6.i167.prol, ptr %scevgep329, align 8
  %.1019.prol = add nuw nsw i64 %loop.index.2345.prol, 1
  %prol.iter320.cmp.not = icmp eq i64 %.1019.prol, 1
  br i1 %prol.iter320.cmp.not, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.prol, !llvm.loop !39

iter.check270:                                    ; preds = %for.body.2.lr.ph
  %52 = icmp ult i64 %y.4.sroa.40.1, 4
  %53 = ptrtoint ptr %.6.i165 to i64
  %54 = ptrtoint ptr %y.4.sroa.32.1 to i64
  %55 = sub i64 %53, %54
  %diff.check266 = icmp ult i64 %55, 256
  %or.cond299 = select i1 %52, i1 true, i1 %diff.check266
  br i1 %or.cond299, label %for.body.2.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check272

vector.main.loop.iter.check272:                   ; preds = %iter.check270
  %min.iters.check271 = icmp ult i64 %y.4.sroa.40.1, 32
  br i1 %min.iters.check271, label %vec.epilog.ph289, label %vector.ph273

vector.ph273:                                     ; preds = %vector.main.loop.iter.check272
  %const_mat = add i64 %const, -24
  %n.vec275 = and i64 %y.4.sroa.40.1, %const_mat
  br label %vector.body276

vector.body276:                                   ; preds = %vector.body276, %vector.ph273
  %index277 = phi i64 [ 0, %vector.ph273 ], [ %index.next282, %vector.body276 ]
  %sunkaddr505 = mul i64 %index277, 8
  %sunkaddr506 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr505
  %wide.load278 = load <8 x double>, ptr %sunkaddr506, align 8
  %sunkaddr507 = mul i64 %index277, 8
  %sunkaddr508 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr507
  %sunkaddr509 = getelementptr i8, ptr %sunkaddr508, i64 64
  %wide.load279 = load <8 x double>, ptr %sunkaddr509, align 8
  %sunkaddr510 = mul i64 %index277, 8
  %sunkaddr511 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr510
  %sunkaddr512 = getelementptr i8, ptr %sunkaddr511, i64 128
  %wide.load280 = load <8 x double>, ptr %sunkaddr512, align 8
  %sunkaddr513 = mul i64 %index277, 8
  %sunkaddr514 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr513
  %sunkaddr515 = getelementptr i8, ptr %sunkaddr514, i64 192
  %wide.load281 = load <8 x double>, ptr %sunkaddr515, align 8
  %56 = fmul <8 x double> %wide.load278, %wide.load278
  %57 = fmul <8 x double> %wide.load279, %wide.load279
  %58 = fmul <8 x double> %wide.load280, %wide.load280
  %59 = fmul <8 x double> %wide.load281, %wide.load281
  %sunkaddr516 = mul i64 %index277, 8
  %sunkaddr517 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr516
  store <8 x double> %56, ptr %sunkaddr517, align 8
  %sunkaddr518 = mul i64 %index277, 8
  %sunkaddr519 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr518
  %sunkaddr520 = getelementptr i8, ptr %sunkaddr519, i64 64
  store <8 x double> %57, ptr %sunkaddr520, align 8
  %sunkaddr521 = mul i64 %index277, 8
  %sunkaddr522 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr521
  %sunkaddr523 = getelementptr i8, ptr %sunkaddr522, i64 128
  store <8 x double> %58, ptr %sunkaddr523, align 8
  %sunkaddr524 = mul i64 %index277, 8
  %sunkaddr525 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr524
  %sunkaddr526 = getelementptr i8, ptr %sunkaddr525, i64 192
  store <8 x double> %59, ptr %sunkaddr526, align 8
  %index.next282 = add nuw i64 %index277, 32
  %60 = icmp eq i64 %n.vec275, %index.next282
  br i1 %60, label %middle.block283, label %vector.body276, !llvm.loop !40

middle.block283:                                  ; preds = %vector.body276
  %cmp.n284 = icmp eq i64 %y.4.sroa.40.1, %n.vec275
  br i1 %cmp.n284, label %.89.endif.preheader.i, label %vec.epilog.iter.check287

vec.epilog.iter.check287:                         ; preds = %middle.block283
  %61 = and i64 %y.4.sroa.40.1, 28
  %min.epilog.iters.check288 = icmp eq i64 %61, 0
  br i1 %min.epilog.iters.check288, label %for.body.2.endif.endif.endif.us.preheader, label %vec.epilog.ph289, !prof !41

vec.epilog.ph289:                                 ; preds = %vector.main.loop.iter.check272, %vec.epilog.iter.check287
  %vec.epilog.resume.val285 = phi i64 [ %n.vec275, %vec.epilog.iter.check287 ], [ 0, %vector.main.loop.iter.check272 ]
  %const_mat457 = add i64 %const, 4
  %n.vec291 = and i64 %y.4.sroa.40.1, %const_mat457
  br label %vec.epilog.vector.body292

vec.epilog.vector.body292:                        ; preds = %vec.epilog.vector.body292, %vec.epilog.ph289
  %index293 = phi i64 [ %vec.epilog.resume.val285, %vec.epilog.ph289 ], [ %index.next295, %vec.epilog.vector.body292 ]
  %62 = shl i64 %index293, 3
  %scevgep367 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %62
  %wide.load294 = load <4 x double>, ptr %scevgep367, align 8
  %63 = fmul <4 x double> %wide.load294, %wide.load294
  %64 = shl i64 %index293, 3
  %scevgep366 = getelementptr i8, ptr %.6.i165, i64 %64
  store <4 x double> %63, ptr %scevgep366, align 8
  %index.next295 = add nuw i64 %index293, 4
  %65 = icmp eq i64 %n.vec291, %index.next295
  br i1 %65, label %vec.epilog.middle.block296, label %vec.epilog.vector.body292, !llvm.loop !42

vec.epilog.middle.block296:                       ; preds = %vec.epilog.vector.body292
  %cmp.n297 = icmp eq i64 %y.4.sroa.40.1, %n.vec291
  br i1 %cmp.n297, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.us.preheader

for.body.2.endif.endif.endif.us.preheader:        ; preds = %iter.check270, %vec.epilog.iter.check287, %vec.epilog.middle.block296
  %loop.index.2345.us.ph = phi i64 [ 0, %iter.check270 ], [ %n.vec275, %vec.epilog.iter.check287 ], [ %n.vec291, %vec.epilog.middle.block296 ]
  %66 = sub nsw i64 %y.4.sroa.40.1, %loop.index.2345.us.ph
  %xtraiter314 = and i64 %66, 7
  %lcmp.mod315.not = icmp eq i64 %xtraiter314, 0
  br i1 %lcmp.mod315.not, label %for.body.2.endif.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.prol.preheader

for.body.2.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.2.endif.endif.endif.us.preheader
  br label %for.body.2.endif.endif.endif.us.prol

for.body.2.endif.endif.endif.us.prol:             ; preds = %for.body.2.endif.endif.endif.us.prol.preheader, %for.body.2.endif.endif.endif.us.prol
  %lsr.iv364 = phi i64 [ %xtraiter314, %for.body.2.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next365, %for.body.2.endif.endif.endif.us.prol ]
  %loop.index.2345.us.prol = phi i64 [ %.1019.us.prol, %for.body.2.endif.endif.endif.us.prol ], [ %loop.index.2345.us.ph, %for.body.2.endif.endif.endif.us.prol.preheader ]
  %67 = shl i64 %loop.index.2345.us.prol, 3
  %scevgep363 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %67
  %.981256.us.prol = load double, ptr %scevgep363, align 8
  %.6.i166.prol = fmul double %.981256.us.prol, %.981256.us.prol
  %68 = shl i64 %loop.index.2345.us.prol, 3
  %scevgep362 = getelementptr i8, ptr %.6.i165, i64 %68
  store double %.6.i166.prol, ptr %scevgep362, align 8
  %.1019.us.prol = add nuw i64 %loop.index.2345.us.prol, 1
  %lsr.iv.next365 = add nsw i64 %lsr.iv364, -1
  %prol.iter316.cmp.not = icmp eq i64 %lsr.iv.next365, 0
  br i1 %prol.iter316.cmp.not, label %for.body.2.endif.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.prol, !llvm.loop !43

for.body.2.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.2.endif.endif.endif.us.prol, %for.body.2.endif.endif.endif.us.preheader
  %loop.index.2345.us.unr = phi i64 [ %loop.index.2345.us.ph, %for.body.2.endif.endif.endif.us.preheader ], [ %.1019.us.prol, %for.body.2.endif.endif.endif.us.prol ]
  %69 = sub nsw i64 %loop.index.2345.us.ph, %y.4.sroa.40.1
  %70 = icmp ugt i64 %69, -8
  br i1 %70, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.us.preheader325

for.body.2.endif.endif.endif.us.preheader325:     ; preds = %for.body.2.endif.endif.endif.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us

for.body.2.endif.endif.endif.us:                  ; preds = %for.body.2.endif.endif.endif.us.preheader325, %for.body.2.endif.endif.endif.us
  %loop.index.2345.us = phi i64 [ %.1019.us.7, %for.body.2.endif.endif.endif.us ], [ %loop.index.2345.us.unr, %for.body.2.endif.endif.endif.us.preheader325 ]
  %sunkaddr527 = mul i64 %loop.index.2345.us, 8
  %sunkaddr528 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr527
  %.981256.us = load double, ptr %sunkaddr528, align 8
  %.6.i166 = fmul double %.981256.us, %.981256.us
  %sunkaddr529 = mul i64 %loop.index.2345.us, 8
  %sunkaddr530 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr529
  store double %.6.i166, ptr %sunkaddr530, align 8
  %sunkaddr531 = mul i64 %loop.index.2345.us, 8
  %sunkaddr532 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr531
  %sunkaddr533 = getelementptr i8, ptr %sunkaddr532, i64 8
  %.981256.us.1 = load double, ptr %sunkaddr533, align 8
  %.6.i166.1 = fmul double %.981256.us.1, %.981256.us.1
  %sunkaddr534 = mul i64 %loop.index.2345.us, 8
  %sunkaddr535 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr534
  %sunkaddr536 = getelementptr i8, ptr %sunkaddr535, i64 8
  store double %.6.i166.1, ptr %sunkaddr536, align 8
  %sunkaddr537 = mul i64 %loop.index.2345.us, 8
  %sunkaddr538 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr537
  %sunkaddr539 = getelementptr i8, ptr %sunkaddr538, i64 16
  %.981256.us.2 = load double, ptr %sunkaddr539, align 8
  %.6.i166.2 = fmul double %.981256.us.2, %.981256.us.2
  %sunkaddr540 = mul i64 %loop.index.2345.us, 8
  %sunkaddr541 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, ptr %sunkaddr541, i64 16
  store double %.6.i166.2, ptr %sunkaddr542, align 8
  %sunkaddr543 = mul i64 %loop.index.2345.us, 8
  %sunkaddr544 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr543
  %sunkaddr545 = getelementptr i8, ptr %sunkaddr544, i64 24
  %.981256.us.3 = load double, ptr %sunkaddr545, align 8
  %.6.i166.3 = fmul double %.981256.us.3, %.981256.us.3
  %sunkaddr546 = mul i64 %loop.index.2345.us, 8
  %sunkaddr547 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, ptr %sunkaddr547, i64 24
  store double %.6.i166.3, ptr %sunkaddr548, align 8
  %sunkaddr549 = mul i64 %loop.index.2345.us, 8
  %sunkaddr550 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr549
  %sunkaddr551 = getelementptr i8, ptr %sunkaddr550, i64 32
  %.981256.us.4 = load double, ptr %sunkaddr551, align 8
  %.6.i166.4 = fmul double %.981256.us.4, %.981256.us.4
  %sunkaddr552 = mul i64 %loop.index.2345.us, 8
  %sunkaddr553 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr552
  %sunkaddr554 = getelementptr i8, ptr %sunkaddr553, i64 32
  store double %.6.i166.4, ptr %sunkaddr554, align 8
  %sunkaddr555 = mul i64 %loop.index.2345.us, 8
  %sunkaddr556 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr555
  %sunkaddr557 = getelementptr i8, ptr %sunkaddr556, i64 40
  %.981256.us.5 = load double, ptr %sunkaddr557, align 8
  %.6.i166.5 = fmul double %.981256.us.5, %.981256.us.5
  %sunkaddr558 = mul i64 %loop.index.2345.us, 8
  %sunkaddr559 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr558
  %sunkaddr560 = getelementptr i8, ptr %sunkaddr559, i64 40
  store double %.6.i166.5, ptr %sunkaddr560, align 8
  %sunkaddr561 = mul i64 %loop.index.2345.us, 8
  %sunkaddr562 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr561
  %sunkaddr563 = getelementptr i8, ptr %sunkaddr562, i64 48
  %.981256.us.6 = load double, ptr %sunkaddr563, align 8
  %.6.i166.6 = fmul double %.981256.us.6, %.981256.us.6
  %sunkaddr564 = mul i64 %loop.index.2345.us, 8
  %sunkaddr565 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr564
  %sunkaddr566 = getelementptr i8, ptr %sunkaddr565, i64 48
  store double %.6.i166.6, ptr %sunkaddr566, align 8
  %sunkaddr567 = mul i64 %loop.index.2345.us, 8
  %sunkaddr568 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr567
  %sunkaddr569 = getelementptr i8, ptr %sunkaddr568, i64 56
  %.981256.us.7 = load double, ptr %sunkaddr569, align 8
  %.6.i166.7 = fmul double %.981256.us.7, %.981256.us.7
  %sunkaddr570 = mul i64 %loop.index.2345.us, 8
  %sunkaddr571 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr570
  %sunkaddr572 = getelementptr i8, ptr %sunkaddr571, i64 56
  store double %.6.i166.7, ptr %sunkaddr572, align 8
  %.1019.us.7 = add nuw nsw i64 %loop.index.2345.us, 8
  %exitcond384.not.7 = icmp eq i64 %y.4.sroa.40.1, %.1019.us.7
  br i1 %exitcond384.not.7, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.us, !llvm.loop !44

B222.endif.endif.endif.endif.endif.if.if:         ; preds = %B128.i74
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.2.endif.endif.endif.us, %for.body.2.endif.endif.endif.prol, %for.body.2.endif.endif.endif.us.prol.loopexit, %middle.block283, %vec.epilog.middle.block296
  tail call void @NRT_decref(ptr nonnull %.670.sink419)
  %xtraiter.i = and i64 %y.4.sroa.40.1, 7
  %71 = icmp samesign ult i64 %y.4.sroa.40.1, 8
  br i1 %71, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !45

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %y.4.sroa.40.1, %const
  %72 = add nsw i64 %y.4.sroa.40.1, -8
  %73 = lshr i64 %72, 3
  %74 = add nuw nsw i64 %73, 1
  %xtraiter321 = and i64 %74, 3
  %75 = and i64 %72, 24
  %lcmp.mod322.not = icmp eq i64 %75, 24
  br i1 %lcmp.mod322.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !46

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter321, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i165, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !47
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i168.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i168.prol, align 8, !noalias !47
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !47
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !47
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !47
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !47
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !47
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !47
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter323.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter323.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !50, !llvm.loop !51

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i165, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %76 = icmp ult i64 %72, 24
  br i1 %76, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !52

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %.89.endif.epil.preheader.i, !prof !53

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i165, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %77 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %77
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !47
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %.89.endif.epil.i, !prof !54, !llvm.loop !55

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !47
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i168 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i168, align 8, !noalias !47
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !47
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !47
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !47
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !47
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !47
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !47
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !47
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i168.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i168.1, align 8, !noalias !47
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !47
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !47
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !47
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !47
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !47
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !47
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !47
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i168.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i168.2, align 8, !noalias !47
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !47
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !47
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !47
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !47
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !47
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !47
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !47
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i168.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i168.3, align 8, !noalias !47
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !47
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !47
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !47
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !47
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !47
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !47
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !57, !llvm.loop !58

for.end.2.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2.thread204
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2.thread204 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i158)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels14branch_carriedB3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.branch_carried, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
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
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels14branch_carriedB3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd")
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
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !60

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.51, align 8
  %.57 = call i32 @_ZN7kernels14branch_carriedB3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.51, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, double %.44) #4
  %.58 = load ptr, ptr %excinfo, align 8
  %.67 = load double, ptr %.51, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.57, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.if, !prof !61

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

define double @cfunc._ZN7kernels14branch_carriedB3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.10 = call i32 @_ZN7kernels14branch_carriedB3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 poison, double %.2) #4
  %.11 = load ptr, ptr %excinfo, align 8
  %.20 = load double, ptr %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.10, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !61

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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #2

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
declare <8 x double> @llvm.cos.v8f64(<8 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{i1 true}
!11 = !{!12, !14, !15, !17}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = !{!"branch_weights", i32 43642408, i32 2103841240}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !9}
!27 = !{!28, !30, !31, !33}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = distinct !{!34, !35, !36}
!35 = !{!"llvm.loop.isvectorized", i32 1}
!36 = !{!"llvm.loop.unroll.runtime.disable"}
!37 = distinct !{!37, !9}
!38 = distinct !{!38, !35}
!39 = distinct !{!39, !9}
!40 = distinct !{!40, !35, !36}
!41 = !{!"branch_weights", i32 4, i32 28}
!42 = distinct !{!42, !35, !36}
!43 = distinct !{!43, !9}
!44 = distinct !{!44, !35}
!45 = !{!"branch_weights", i32 146201250, i32 2001282398}
!46 = !{!"branch_weights", i32 127, i32 1}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!50 = !{!"branch_weights", i32 1, i32 1}
!51 = distinct !{!51, !9}
!52 = !{!"branch_weights", i32 1, i32 127}
!53 = !{!"branch_weights", i32 277993707, i32 1869489941}
!54 = !{!"branch_weights", i32 542333185, i32 1605150463}
!55 = distinct !{!55, !56, !9}
!56 = !{!"llvm.loop.estimated_trip_count", i32 4}
!57 = !{!"branch_weights", i32 166258294, i32 1981225354}
!58 = distinct !{!58, !59}
!59 = !{!"llvm.loop.estimated_trip_count", i32 3}
!60 = !{!"branch_weights", i32 99, i32 1}
!61 = !{!"branch_weights", i32 49, i32 1}
