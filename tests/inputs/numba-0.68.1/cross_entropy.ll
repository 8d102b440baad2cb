; ModuleID = 'cross_entropy'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366, i32 69, ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1, ptr null, i32 0 }
@.const.cross_entropy = internal constant [14 x i8] c"cross_entropy\00"
@_ZN08NumbaEnv7kernels13cross_entropyB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels13cross_entropyB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [167 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13cross_entropyB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.e33162fb231ec6cfd11a46e4859cee2fea17b97d = internal constant [153 x i8] c"\80\04\95\8E\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CDzero-size array to reduction operation maximum which has no identity\94\85\94\8C\08impl_max\94\8C\15numba/np/arraymath.py\94M?\04\87\94\87\94."
@.const.pickledata.e33162fb231ec6cfd11a46e4859cee2fea17b97d.sha1 = internal constant [20 x i8] c"\E31b\FB#\1E\C6\CF\D1\1AF\E4\85\9C\EE/\EA\17\B9}"
@.const.picklebuf.e33162fb231ec6cfd11a46e4859cee2fea17b97d = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.e33162fb231ec6cfd11a46e4859cee2fea17b97d, i32 153, ptr @.const.pickledata.e33162fb231ec6cfd11a46e4859cee2fea17b97d.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath14max_comparatorB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc8446f790B3v19B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels13cross_entropyB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.X.0, ptr readnone captures(none) %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, ptr %arg.labels.0, ptr readnone captures(none) %arg.labels.1, i64 %arg.labels.2, i64 %arg.labels.3, ptr readonly captures(none) %arg.labels.4, i64 %arg.labels.5.0, i64 %arg.labels.6.0) local_unnamed_addr {
B0.endif:
  %.246 = alloca double, align 8
  %arg.X.5.1.fr = freeze i64 %arg.X.5.1
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.X.0)
  tail call void @NRT_incref(ptr %arg.labels.0)
  %.137204.not = icmp slt i64 %arg.X.5.0, 1
  br i1 %.137204.not, label %B282, label %B62.lr.ph

B62.lr.ph:                                        ; preds = %B0.endif
  %const = bitcast i64 9223372036854775800 to i64
  %0 = add i64 %arg.X.5.1.fr, 1152921504606846976
  %.334 = shl nsw i64 %arg.X.5.1.fr, 3
  %unroll_iter.i = and i64 %arg.X.5.1.fr, %const
  %1 = mul i64 %arg.X.5.1.fr, -8
  %2 = add nsw i64 %unroll_iter.i, -8
  %3 = lshr i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %n.vec = and i64 %arg.X.5.1.fr, %const
  %xtraiter = and i64 %arg.X.5.1.fr, 7
  %xtraiter51 = and i64 %4, 3
  %5 = and i64 %2, 24
  %6 = shl i64 %arg.X.5.1.fr, 3
  br label %B62

B62:                                              ; preds = %B62.lr.ph, %for.end.endif
  %lsr.iv = phi ptr [ %arg.X.4, %B62.lr.ph ], [ %scevgep56, %for.end.endif ]
  %loss.2.0207 = phi double [ 0.000000e+00, %B62.lr.ph ], [ %.549, %for.end.endif ]
  %.143196205 = phi i64 [ 0, %B62.lr.ph ], [ %.150, %for.end.endif ]
  %7 = ptrtoint ptr %arg.X.4 to i64
  %8 = mul i64 %1, %.143196205
  %9 = sub i64 %8, %7
  %.150 = add nuw nsw i64 %.143196205, 1
  %.212 = mul i64 %.143196205, %arg.X.5.1.fr
  %.214 = getelementptr double, ptr %arg.X.4, i64 %.212
  tail call void @NRT_incref(ptr %arg.X.0)
  store double 0.000000e+00, ptr %.246, align 8
  %.252 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.246, ptr nonnull %excinfo.1, ptr %arg.X.0, ptr %arg.X.1, i64 %arg.X.5.1.fr, i64 %arg.X.3, ptr %.214, i64 %arg.X.5.1.fr, i64 %arg.X.6.1)
  %.262 = load double, ptr %.246, align 8
  %cond = icmp eq i32 %.252, 0
  br i1 %cond, label %B128.i, label %B62.if.if, !prof !0

B282:                                             ; preds = %for.end.endif, %B0.endif
  %loss.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.549, %for.end.endif ]
  tail call void @NRT_decref(ptr %arg.labels.0)
  tail call void @NRT_decref(ptr %arg.X.0)
  %.586 = icmp eq i64 %arg.X.5.0, 0
  br i1 %.586, label %B282.if, label %B282.endif, !prof !1

B128.i:                                           ; preds = %B62
  %10 = icmp ult i64 %0, 2305843009213693952
  br i1 %10, label %B62.endif.endif.endif.endif, label %B62.endif.endif.endif.if, !prof !2

common.ret:                                       ; preds = %B282.endif, %B282.if, %B62.endif.endif.endif.endif.if.if, %B62.endif.endif.endif.if, %B62.if.if
  %common.ret.op = phi i32 [ 1, %B62.if.if ], [ 0, %B282.endif ], [ 1, %B282.if ], [ 1, %B62.endif.endif.endif.if ], [ 1, %B62.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B62.if.if:                                        ; preds = %B62
  %.253 = load ptr, ptr %excinfo.1, align 8
  store ptr %.253, ptr %excinfo, align 8
  br label %common.ret

B62.endif.endif.endif.if:                         ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B62.endif.endif.endif.endif:                      ; preds = %B128.i
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.334, i32 32), !noalias !4
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B62.endif.endif.endif.endif.if.if, label %B62.endif.endif.endif.endif.endif, !prof !1

B62.endif.endif.endif.endif.endif:                ; preds = %B62.endif.endif.endif.endif
  %11 = icmp sgt i64 %arg.X.5.1.fr, 0
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  br i1 %11, label %for.body.lr.ph, label %for.end.endif

for.body.lr.ph:                                   ; preds = %B62.endif.endif.endif.endif.endif
  %12 = icmp ugt i64 %arg.X.5.1.fr, 1
  br i1 %12, label %for.body.endif.endif.us.preheader, label %for.body.endif.endif

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %13 = ptrtoint ptr %.6.i to i64
  %14 = icmp ult i64 %arg.X.5.1.fr, 8
  %15 = add i64 %9, %13
  %diff.check = icmp ult i64 %15, 64
  %or.cond = select i1 %14, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader50, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.262, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %16 = shl i64 %index, 3
  %scevgep57 = getelementptr i8, ptr %lsr.iv, i64 %16
  %wide.load = load <8 x double>, ptr %scevgep57, align 8
  %17 = fsub <8 x double> %wide.load, %broadcast.splat
  %18 = tail call <8 x double> @llvm.exp.v8f64(<8 x double> %17)
  %19 = shl i64 %index, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %19
  store <8 x double> %18, ptr %scevgep, align 8
  %index.next = add nuw i64 %index, 8
  %20 = icmp eq i64 %n.vec, %index.next
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %21 = icmp eq i64 %arg.X.5.1.fr, %n.vec
  br i1 %21, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader50

for.body.endif.endif.us.preheader50:              ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index186.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %22 = icmp eq i64 %xtraiter, 0
  br i1 %22, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader50
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv60 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next, %for.body.endif.endif.us.prol ]
  %loop.index186.us.prol = phi i64 [ %.441.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index186.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %23 = shl i64 %loop.index186.us.prol, 3
  %scevgep59 = getelementptr i8, ptr %lsr.iv, i64 %23
  %.412.us.prol = load double, ptr %scevgep59, align 8
  %.6.i26.prol = fsub double %.412.us.prol, %.262
  %.14.le.i.prol = tail call double @llvm.exp.f64(double %.6.i26.prol)
  %24 = shl i64 %loop.index186.us.prol, 3
  %scevgep58 = getelementptr i8, ptr %.6.i, i64 %24
  store double %.14.le.i.prol, ptr %scevgep58, align 8
  %.441.us.prol = add nuw nsw i64 %loop.index186.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv60, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !14

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader50
  %loop.index186.us.unr = phi i64 [ %loop.index186.us.ph, %for.body.endif.endif.us.preheader50 ], [ %.441.us.prol, %for.body.endif.endif.us.prol ]
  %25 = sub nsw i64 %loop.index186.us.ph, %arg.X.5.1.fr
  %26 = icmp ugt i64 %25, -8
  br i1 %26, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader55

for.body.endif.endif.us.preheader55:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader55, %for.body.endif.endif.us
  %loop.index186.us = phi i64 [ %.441.us.7, %for.body.endif.endif.us ], [ %loop.index186.us.unr, %for.body.endif.endif.us.preheader55 ]
  %27 = shl i64 %loop.index186.us, 3
  %scevgep79 = getelementptr i8, ptr %lsr.iv, i64 %27
  %.412.us = load double, ptr %scevgep79, align 8
  %.6.i26 = fsub double %.412.us, %.262
  %.14.le.i = tail call double @llvm.exp.f64(double %.6.i26)
  %28 = shl i64 %loop.index186.us, 3
  %sunkaddr = mul i64 %loop.index186.us, 8
  %sunkaddr95 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  store double %.14.le.i, ptr %sunkaddr95, align 8
  %scevgep82 = getelementptr i8, ptr %lsr.iv, i64 %28
  %scevgep83 = getelementptr i8, ptr %scevgep82, i64 8
  %.412.us.1 = load double, ptr %scevgep83, align 8
  %.6.i26.1 = fsub double %.412.us.1, %.262
  %.14.le.i.1 = tail call double @llvm.exp.f64(double %.6.i26.1)
  %29 = shl i64 %loop.index186.us, 3
  %sunkaddr96 = mul i64 %loop.index186.us, 8
  %sunkaddr97 = getelementptr i8, ptr %.6.i, i64 %sunkaddr96
  %sunkaddr98 = getelementptr i8, ptr %sunkaddr97, i64 8
  store double %.14.le.i.1, ptr %sunkaddr98, align 8
  %scevgep84 = getelementptr i8, ptr %lsr.iv, i64 %29
  %scevgep85 = getelementptr i8, ptr %scevgep84, i64 16
  %.412.us.2 = load double, ptr %scevgep85, align 8
  %.6.i26.2 = fsub double %.412.us.2, %.262
  %.14.le.i.2 = tail call double @llvm.exp.f64(double %.6.i26.2)
  %30 = shl i64 %loop.index186.us, 3
  %sunkaddr99 = mul i64 %loop.index186.us, 8
  %sunkaddr100 = getelementptr i8, ptr %.6.i, i64 %sunkaddr99
  %sunkaddr101 = getelementptr i8, ptr %sunkaddr100, i64 16
  store double %.14.le.i.2, ptr %sunkaddr101, align 8
  %scevgep86 = getelementptr i8, ptr %lsr.iv, i64 %30
  %scevgep87 = getelementptr i8, ptr %scevgep86, i64 24
  %.412.us.3 = load double, ptr %scevgep87, align 8
  %.6.i26.3 = fsub double %.412.us.3, %.262
  %.14.le.i.3 = tail call double @llvm.exp.f64(double %.6.i26.3)
  %31 = shl i64 %loop.index186.us, 3
  %sunkaddr102 = mul i64 %loop.index186.us, 8
  %sunkaddr103 = getelementptr i8, ptr %.6.i, i64 %sunkaddr102
  %sunkaddr104 = getelementptr i8, ptr %sunkaddr103, i64 24
  store double %.14.le.i.3, ptr %sunkaddr104, align 8
  %scevgep77 = getelementptr i8, ptr %lsr.iv, i64 %31
  %scevgep78 = getelementptr i8, ptr %scevgep77, i64 32
  %.412.us.4 = load double, ptr %scevgep78, align 8
  %.6.i26.4 = fsub double %.412.us.4, %.262
  %.14.le.i.4 = tail call double @llvm.exp.f64(double %.6.i26.4)
  %32 = shl i64 %loop.index186.us, 3
  %sunkaddr105 = mul i64 %loop.index186.us, 8
  %sunkaddr106 = getelementptr i8, ptr %.6.i, i64 %sunkaddr105
  %sunkaddr107 = getelementptr i8, ptr %sunkaddr106, i64 32
  store double %.14.le.i.4, ptr %sunkaddr107, align 8
  %scevgep90 = getelementptr i8, ptr %lsr.iv, i64 %32
  %scevgep91 = getelementptr i8, ptr %scevgep90, i64 40
  %.412.us.5 = load double, ptr %scevgep91, align 8
  %.6.i26.5 = fsub double %.412.us.5, %.262
  %.14.le.i.5 = tail call double @llvm.exp.f64(double %.6.i26.5)
  %33 = shl i64 %loop.index186.us, 3
  %sunkaddr108 = mul i64 %loop.index186.us, 8
  %sunkaddr109 = getelementptr i8, ptr %.6.i, i64 %sunkaddr108
  %sunkaddr110 = getelementptr i8, ptr %sunkaddr109, i64 40
  store double %.14.le.i.5, ptr %sunkaddr110, align 8
  %scevgep88 = getelementptr i8, ptr %lsr.iv, i64 %33
  %scevgep89 = getelementptr i8, ptr %scevgep88, i64 48
  %.412.us.6 = load double, ptr %scevgep89, align 8
  %.6.i26.6 = fsub double %.412.us.6, %.262
  %.14.le.i.6 = tail call double @llvm.exp.f64(double %.6.i26.6)
  %34 = shl i64 %loop.index186.us, 3
  %sunkaddr111 = mul i64 %loop.index186.us, 8
  %sunkaddr112 = getelementptr i8, ptr %.6.i, i64 %sunkaddr111
  %sunkaddr113 = getelementptr i8, ptr %sunkaddr112, i64 48
  store double %.14.le.i.6, ptr %sunkaddr113, align 8
  %scevgep80 = getelementptr i8, ptr %lsr.iv, i64 %34
  %scevgep81 = getelementptr i8, ptr %scevgep80, i64 56
  %.412.us.7 = load double, ptr %scevgep81, align 8
  %.6.i26.7 = fsub double %.412.us.7, %.262
  %.14.le.i.7 = tail call double @llvm.exp.f64(double %.6.i26.7)
  %sunkaddr114 = mul i64 %loop.index186.us, 8
  %sunkaddr115 = getelementptr i8, ptr %.6.i, i64 %sunkaddr114
  %sunkaddr116 = getelementptr i8, ptr %sunkaddr115, i64 56
  store double %.14.le.i.7, ptr %sunkaddr116, align 8
  %.441.us.7 = add nuw nsw i64 %loop.index186.us, 8
  %exitcond233.not.7 = icmp eq i64 %arg.X.5.1.fr, %.441.us.7
  br i1 %exitcond233.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !16

B62.endif.endif.endif.endif.if.if:                ; preds = %B62.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif
  %35 = icmp ult i64 %arg.X.5.1.fr, 8
  br i1 %35, label %.89.endif.epil.preheader.i, label %.89.endif.i.preheader, !prof !17

.89.endif.i.preheader:                            ; preds = %.89.endif.preheader.i
  %36 = icmp eq i64 %5, 24
  br i1 %36, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !18

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.i.preheader
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv92 = phi i64 [ %xtraiter51, %.89.endif.i.prol.preheader ], [ %lsr.iv.next93, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !19
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i29.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i29.prol, align 8, !noalias !19
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !19
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !19
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !19
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !19
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !19
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !19
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next93 = add i64 %lsr.iv92, -1
  %prol.iter53.cmp.not = icmp eq i64 %lsr.iv.next93, 0
  br i1 %prol.iter53.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !22, !llvm.loop !23

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.i.preheader
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.i.preheader ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.i.preheader ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.i.preheader ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.i.preheader ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.i.preheader ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %37 = icmp ult i64 %2, 24
  br i1 %37, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader54, !prof !24

.89.endif.i.preheader54:                          ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %38 = and i64 %arg.X.5.1.fr, 7
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !25

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %40 = shl i64 %epil.iter.i, 3
  %scevgep94 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %40
  %.106.epil.i = load double, ptr %scevgep94, align 8, !noalias !19
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !26, !llvm.loop !27

.89.endif.i:                                      ; preds = %.89.endif.i.preheader54, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader54 ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader54 ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader54 ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !19
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i29 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i29, align 8, !noalias !19
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !19
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !19
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !19
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !19
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !19
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !19
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !19
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i29.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i29.1, align 8, !noalias !19
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !19
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !19
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !19
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !19
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !19
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !19
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !19
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i29.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i29.2, align 8, !noalias !19
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !19
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !19
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !19
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !19
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !19
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !19
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !19
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i29.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i29.3, align 8, !noalias !19
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !19
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !19
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !19
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !19
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !19
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !19
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !29, !llvm.loop !30

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.412 = load double, ptr %.214, align 8
  %.6.i27 = fsub double %.412, %.262
  %.14.le.i28 = tail call double @llvm.exp.f64(double %.6.i27)
  store double %.14.le.i28, ptr %.6.i, align 8
  br label %.89.endif.preheader.i

for.end.endif:                                    ; preds = %.89.endif.epil.i, %B62.endif.endif.endif.endif.endif, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %B62.endif.endif.endif.endif.endif ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.479.le = tail call double @llvm.log.f64(double %.72.0.lcssa.i)
  %.484 = fadd double %.262, %.479.le
  %41 = getelementptr i64, ptr %arg.labels.4, i64 %.143196205
  %.514 = load i64, ptr %41, align 8
  %.527 = icmp slt i64 %.514, 0
  %.528 = select i1 %.527, i64 %arg.X.5.1.fr, i64 0
  %42 = getelementptr double, ptr %.214, i64 %.514
  %.542 = getelementptr double, ptr %42, i64 %.528
  %.543 = load double, ptr %.542, align 8
  tail call void @NRT_decref(ptr %arg.X.0)
  %.547 = fsub double %.484, %.543
  %.549 = fadd double %loss.2.0207, %.547
  %scevgep56 = getelementptr i8, ptr %lsr.iv, i64 %6
  %exitcond234.not = icmp eq i64 %.150, %arg.X.5.0
  br i1 %exitcond234.not, label %B282, label %B62

B282.if:                                          ; preds = %B282
  store ptr @.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B282.endif:                                       ; preds = %B282
  %.585 = sitofp i64 %arg.X.5.0 to double
  %.593 = fdiv double %loss.2.0.lcssa, %.585
  store double %.593, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #0

define ptr @_ZN7cpython7kernels13cross_entropyB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.cross_entropy, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels13cross_entropyB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels13cross_entropyB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 8
  %.35.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.5.1.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.20, i64 64
  %.35.fca.6.1.load = load i64, ptr %sunkaddr5, align 8
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr6 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr6, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr7, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels13cross_entropyB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 poison, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 poison, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 poison, i64 poison) #3
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !0

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
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels13cross_entropyB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 1
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 6
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %.14 = call i32 @_ZN7kernels13cross_entropyB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 poison, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 poison, i64 poison) #3
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !0

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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !1

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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.19.i.i = alloca { ptr, ptr, i64, i64, ptr, [0 x i64], [0 x i64] }, align 8
  %.23.i.i = alloca [1 x i64], align 8
  %.79.i.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.25 = icmp eq i64 %arg.a.2, 0
  br i1 %.25, label %B28, label %B58.endif

common.ret:                                       ; preds = %end.endif.endif.if.if, %B300.critedge, %B262, %B188, %B28
  %common.ret.op = phi i32 [ 1, %B28 ], [ 0, %B188 ], [ 0, %B262 ], [ 0, %B300.critedge ], [ 1, %end.endif.endif.if.if ]
  ret i32 %common.ret.op

B28:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.e33162fb231ec6cfd11a46e4859cee2fea17b97d, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B188:                                             ; preds = %end.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.119.i, ptr %retptr, align 8
  br label %common.ret

B192:                                             ; preds = %end.endif.endif.endif
  %0 = icmp sgt i64 %arg.a.2, 1
  br i1 %0, label %B196.endif.preheader, label %B300.critedge, !prof !18

B196.endif.preheader:                             ; preds = %B192
  br label %B196.endif

B262:                                             ; preds = %B196.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.434, ptr %retptr, align 8
  br label %common.ret

B196.backedge:                                    ; preds = %B196.endif
  %.380 = add nuw i64 %.380254258, 1
  %.6.i.inv = fcmp ogt double %.434, %max_value.2.0259
  %max_value.2.0..434 = select i1 %.6.i.inv, double %.434, double %max_value.2.0259
  %exitcond.not = icmp eq i64 %arg.a.2, %.380
  br i1 %exitcond.not, label %B300.critedge, label %B196.endif, !prof !32

B300.critedge:                                    ; preds = %B196.backedge, %B192
  %max_value.2.0.lcssa = phi double [ %.119.i, %B192 ], [ %max_value.2.0..434, %B196.backedge ]
  store double %max_value.2.0.lcssa, ptr %retptr, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B58.endif:                                        ; preds = %B0
  %.183 = icmp sgt i64 %arg.a.2, 1
  br i1 %.183, label %end, label %B58.endif.endif.endif, !prof !33

end:                                              ; preds = %B58.endif.endif.endif, %B58.endif
  %.89.0 = phi i64 [ 0, %B58.endif.endif.endif ], [ 1, %B58.endif ]
  call void @llvm.lifetime.start.p0(ptr nonnull %.19.i.i), !noalias !34
  call void @llvm.lifetime.start.p0(ptr nonnull %.23.i.i), !noalias !34
  call void @llvm.lifetime.start.p0(ptr nonnull %.79.i.i), !noalias !34
  %.fca.2.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 16
  %.fca.3.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 24
  %.fca.4.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 32
  store i64 0, ptr %.79.i.i, align 8, !noalias !38
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.19.i.i, i8 0, i64 16, i1 false)
  store i64 1, ptr %.fca.2.gep.i.i, align 8, !noalias !38
  store i64 8, ptr %.fca.3.gep.i.i, align 8, !noalias !38
  store ptr %arg.a.4, ptr %.fca.4.gep.i.i, align 8, !noalias !38
  store i64 1, ptr %.23.i.i, align 8, !noalias !38
  %.81.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 40
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, ptr nonnull %.81.i.i, ptr nonnull %.81.i.i, i64 1, ptr nonnull %.23.i.i, ptr nonnull %.79.i.i, i64 8, i32 0), !noalias !38
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if.if, label %end.endif.endif.endif

B58.endif.endif.endif:                            ; preds = %B58.endif
  br label %end

end.endif.endif.endif:                            ; preds = %end
  %sunkaddr = getelementptr inbounds i8, ptr %.19.i.i, i64 32
  %.101.i.i = load ptr, ptr %sunkaddr, align 8, !noalias !38
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !34
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !34
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !34
  %.119.i = load double, ptr %.101.i.i, align 8, !noalias !34
  %.255.le = fcmp uno double %.119.i, 0.000000e+00
  br i1 %.255.le, label %B188, label %B192

end.endif.endif.if.if:                            ; preds = %end
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !34
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !34
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !34
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8
  br label %common.ret

B196.endif:                                       ; preds = %B196.endif.preheader, %B196.backedge
  %max_value.2.0259 = phi double [ %max_value.2.0..434, %B196.backedge ], [ %.119.i, %B196.endif.preheader ]
  %.380254258 = phi i64 [ %.380, %B196.backedge ], [ %.89.0, %B196.endif.preheader ]
  %1 = shl i64 %.380254258, 3
  %scevgep = getelementptr i8, ptr %arg.a.4, i64 %1
  %.434 = load double, ptr %scevgep, align 8
  %.447.le = fcmp uno double %.434, 0.000000e+00
  br i1 %.447.le, label %B262, label %B196.backedge
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #0

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.exp.v8f64(<8 x double>) #6

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 -42949671, i32 42949671}
!3 = !{i1 true}
!4 = !{!5, !7, !8, !10}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !12}
!17 = !{!"branch_weights", i32 146201250, i32 2001282398}
!18 = !{!"branch_weights", i32 127, i32 1}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!22 = !{!"branch_weights", i32 1, i32 1}
!23 = distinct !{!23, !15}
!24 = !{!"branch_weights", i32 1, i32 127}
!25 = !{!"branch_weights", i32 277993707, i32 1869489941}
!26 = !{!"branch_weights", i32 542333185, i32 1605150463}
!27 = distinct !{!27, !28, !15}
!28 = !{!"llvm.loop.estimated_trip_count", i32 4}
!29 = !{!"branch_weights", i32 166258294, i32 1981225354}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.estimated_trip_count", i32 3}
!32 = !{!"branch_weights", i32 127, i32 12545}
!33 = !{!"branch_weights", i32 99, i32 1}
!34 = !{!35, !37}
!35 = distinct !{!35, !36, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29"}
!37 = distinct !{!37, !36, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %excinfo"}
!38 = !{!39, !41, !35, !37}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
