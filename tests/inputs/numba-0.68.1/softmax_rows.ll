; ModuleID = 'softmax_rows'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.softmax_rows = internal constant [13 x i8] c"softmax_rows\00"
@_ZN08NumbaEnv7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [165 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc84ab60d0B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc84ab5990B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc84ab4a90B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.X.0, ptr readnone captures(none) %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, ptr %arg.w.0, ptr readnone captures(none) %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, ptr readonly captures(none) %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
B0.endif:
  %.317 = alloca double, align 8
  %arg.X.5.1.fr = freeze i64 %arg.X.5.1
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.X.0)
  tail call void @NRT_incref(ptr %arg.w.0)
  %.137377.not = icmp slt i64 %arg.X.5.0, 1
  br i1 %.137377.not, label %B270, label %B62.lr.ph

B62.lr.ph:                                        ; preds = %B0.endif
  %const = bitcast i64 9223372036854775800 to i64
  %0 = add i64 %arg.X.5.1.fr, 1152921504606846976
  %.408 = shl nsw i64 %arg.X.5.1.fr, 3
  %unroll_iter.i = and i64 %arg.X.5.1.fr, %const
  %.76.i185 = icmp ne i64 %arg.w.5.0, 1
  %1 = mul i64 %arg.X.5.1.fr, -8
  %2 = add nsw i64 %unroll_iter.i, -8
  %3 = lshr i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %n.vec = and i64 %arg.X.5.1.fr, %const
  %xtraiter = and i64 %arg.X.5.1.fr, 7
  %xtraiter309 = and i64 %4, 3
  %5 = and i64 %2, 24
  %.608 = shl nsw i64 %arg.X.5.1.fr, 3
  %unroll_iter = and i64 %arg.X.5.1.fr, %const
  %.71.i184 = icmp ne i64 %arg.w.5.0, %arg.X.5.1.fr
  %or.cond.i186 = and i1 %.76.i185, %.71.i184
  %6 = shl i64 %arg.X.5.1.fr, 3
  br label %B62

B62:                                              ; preds = %B62.lr.ph, %for.end.2.endif
  %lsr.iv = phi ptr [ %arg.X.4, %B62.lr.ph ], [ %scevgep327, %for.end.2.endif ]
  %s.2.0380 = phi double [ 0.000000e+00, %B62.lr.ph ], [ %.982, %for.end.2.endif ]
  %.143356378 = phi i64 [ 0, %B62.lr.ph ], [ %.150, %for.end.2.endif ]
  %7 = ptrtoint ptr %arg.X.4 to i64
  %8 = mul i64 %1, %.143356378
  %9 = sub i64 %8, %7
  %.150 = add nuw nsw i64 %.143356378, 1
  %.212 = mul i64 %.143356378, %arg.X.5.1.fr
  %.214 = getelementptr double, ptr %arg.X.4, i64 %.212
  tail call void @NRT_incref(ptr %arg.X.0)
  tail call void @NRT_incref(ptr %arg.X.0)
  store double 0.000000e+00, ptr %.317, align 8
  %.323 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.317, ptr nonnull %excinfo.1, ptr %arg.X.0, ptr %arg.X.1, i64 %arg.X.5.1.fr, i64 %arg.X.3, ptr %.214, i64 %arg.X.5.1.fr, i64 %arg.X.6.1)
  %.333 = load double, ptr %.317, align 8
  %cond = icmp eq i32 %.323, 0
  br i1 %cond, label %B128.i, label %B62.if.if, !prof !0

common.ret:                                       ; preds = %for.end.1.endif.endif.endif.endif.endif.if.if, %for.end.1.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.if, %for.end.endif.endif.endif.endif.if.if, %B62.endif.endif.endif.endif.if.if, %B62.endif.endif.endif.if, %B62.if.if, %B270
  %common.ret.op = phi i32 [ 0, %B270 ], [ 1, %B62.if.if ], [ 1, %for.end.1.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 1, %B62.endif.endif.endif.if ], [ 1, %B62.endif.endif.endif.endif.if.if ], [ 1, %for.end.1.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B270:                                             ; preds = %for.end.2.endif, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.982, %for.end.2.endif ]
  tail call void @NRT_decref(ptr %arg.w.0)
  tail call void @NRT_decref(ptr %arg.X.0)
  store double %s.2.0.lcssa, ptr %retptr, align 8
  br label %common.ret

B128.i:                                           ; preds = %B62
  %10 = icmp ult i64 %0, 2305843009213693952
  tail call void @NRT_decref(ptr %arg.X.0)
  br i1 %10, label %B62.endif.endif.endif.endif, label %B62.endif.endif.endif.if, !prof !1

B62.if.if:                                        ; preds = %B62
  %.324 = load ptr, ptr %excinfo.1, align 8
  store ptr %.324, ptr %excinfo, align 8
  br label %common.ret

B62.endif.endif.endif.if:                         ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B62.endif.endif.endif.endif:                      ; preds = %B128.i
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.408, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B62.endif.endif.endif.endif.if.if, label %B62.endif.endif.endif.endif.endif, !prof !10

B62.endif.endif.endif.endif.endif:                ; preds = %B62.endif.endif.endif.endif
  %11 = icmp sgt i64 %arg.X.5.1.fr, 0
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  br i1 %11, label %for.body.lr.ph, label %for.end.thread263

for.end.thread263:                                ; preds = %B62.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.X.0)
  br label %for.end.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %B62.endif.endif.endif.endif.endif
  %12 = icmp ugt i64 %arg.X.5.1.fr, 1
  br i1 %12, label %for.body.endif.endif.us.preheader, label %for.body.endif.endif

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %13 = ptrtoint ptr %.6.i to i64
  %14 = icmp ult i64 %arg.X.5.1.fr, 8
  %15 = add i64 %9, %13
  %diff.check = icmp ult i64 %15, 64
  %or.cond = select i1 %14, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader308, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.333, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %16 = shl i64 %index, 3
  %scevgep328 = getelementptr i8, ptr %lsr.iv, i64 %16
  %wide.load = load <8 x double>, ptr %scevgep328, align 8
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
  br i1 %21, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader308

for.body.endif.endif.us.preheader308:             ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index327.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %22 = icmp eq i64 %xtraiter, 0
  br i1 %22, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader308
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv331 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next, %for.body.endif.endif.us.prol ]
  %loop.index327.us.prol = phi i64 [ %.515.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index327.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %23 = shl i64 %loop.index327.us.prol, 3
  %scevgep330 = getelementptr i8, ptr %lsr.iv, i64 %23
  %.486.us.prol = load double, ptr %scevgep330, align 8
  %.6.i123.prol = fsub double %.486.us.prol, %.333
  %.14.le.i.prol = tail call double @llvm.exp.f64(double %.6.i123.prol)
  %24 = shl i64 %loop.index327.us.prol, 3
  %scevgep329 = getelementptr i8, ptr %.6.i, i64 %24
  store double %.14.le.i.prol, ptr %scevgep329, align 8
  %.515.us.prol = add nuw nsw i64 %loop.index327.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv331, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !14

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader308
  %loop.index327.us.unr = phi i64 [ %loop.index327.us.ph, %for.body.endif.endif.us.preheader308 ], [ %.515.us.prol, %for.body.endif.endif.us.prol ]
  %25 = sub nsw i64 %loop.index327.us.ph, %arg.X.5.1.fr
  %26 = icmp ugt i64 %25, -8
  br i1 %26, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader326

for.body.endif.endif.us.preheader326:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader326, %for.body.endif.endif.us
  %loop.index327.us = phi i64 [ %.515.us.7, %for.body.endif.endif.us ], [ %loop.index327.us.unr, %for.body.endif.endif.us.preheader326 ]
  %27 = shl i64 %loop.index327.us, 3
  %scevgep350 = getelementptr i8, ptr %lsr.iv, i64 %27
  %.486.us = load double, ptr %scevgep350, align 8
  %.6.i123 = fsub double %.486.us, %.333
  %.14.le.i = tail call double @llvm.exp.f64(double %.6.i123)
  %28 = shl i64 %loop.index327.us, 3
  %sunkaddr = mul i64 %loop.index327.us, 8
  %sunkaddr407 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  store double %.14.le.i, ptr %sunkaddr407, align 8
  %scevgep353 = getelementptr i8, ptr %lsr.iv, i64 %28
  %scevgep354 = getelementptr i8, ptr %scevgep353, i64 8
  %.486.us.1 = load double, ptr %scevgep354, align 8
  %.6.i123.1 = fsub double %.486.us.1, %.333
  %.14.le.i.1 = tail call double @llvm.exp.f64(double %.6.i123.1)
  %29 = shl i64 %loop.index327.us, 3
  %sunkaddr408 = mul i64 %loop.index327.us, 8
  %sunkaddr409 = getelementptr i8, ptr %.6.i, i64 %sunkaddr408
  %sunkaddr410 = getelementptr i8, ptr %sunkaddr409, i64 8
  store double %.14.le.i.1, ptr %sunkaddr410, align 8
  %scevgep355 = getelementptr i8, ptr %lsr.iv, i64 %29
  %scevgep356 = getelementptr i8, ptr %scevgep355, i64 16
  %.486.us.2 = load double, ptr %scevgep356, align 8
  %.6.i123.2 = fsub double %.486.us.2, %.333
  %.14.le.i.2 = tail call double @llvm.exp.f64(double %.6.i123.2)
  %30 = shl i64 %loop.index327.us, 3
  %sunkaddr411 = mul i64 %loop.index327.us, 8
  %sunkaddr412 = getelementptr i8, ptr %.6.i, i64 %sunkaddr411
  %sunkaddr413 = getelementptr i8, ptr %sunkaddr412, i64 16
  store double %.14.le.i.2, ptr %sunkaddr413, align 8
  %scevgep357 = getelementptr i8, ptr %lsr.iv, i64 %30
  %scevgep358 = getelementptr i8, ptr %scevgep357, i64 24
  %.486.us.3 = load double, ptr %scevgep358, align 8
  %.6.i123.3 = fsub double %.486.us.3, %.333
  %.14.le.i.3 = tail call double @llvm.exp.f64(double %.6.i123.3)
  %31 = shl i64 %loop.index327.us, 3
  %sunkaddr414 = mul i64 %loop.index327.us, 8
  %sunkaddr415 = getelementptr i8, ptr %.6.i, i64 %sunkaddr414
  %sunkaddr416 = getelementptr i8, ptr %sunkaddr415, i64 24
  store double %.14.le.i.3, ptr %sunkaddr416, align 8
  %scevgep348 = getelementptr i8, ptr %lsr.iv, i64 %31
  %scevgep349 = getelementptr i8, ptr %scevgep348, i64 32
  %.486.us.4 = load double, ptr %scevgep349, align 8
  %.6.i123.4 = fsub double %.486.us.4, %.333
  %.14.le.i.4 = tail call double @llvm.exp.f64(double %.6.i123.4)
  %32 = shl i64 %loop.index327.us, 3
  %sunkaddr417 = mul i64 %loop.index327.us, 8
  %sunkaddr418 = getelementptr i8, ptr %.6.i, i64 %sunkaddr417
  %sunkaddr419 = getelementptr i8, ptr %sunkaddr418, i64 32
  store double %.14.le.i.4, ptr %sunkaddr419, align 8
  %scevgep361 = getelementptr i8, ptr %lsr.iv, i64 %32
  %scevgep362 = getelementptr i8, ptr %scevgep361, i64 40
  %.486.us.5 = load double, ptr %scevgep362, align 8
  %.6.i123.5 = fsub double %.486.us.5, %.333
  %.14.le.i.5 = tail call double @llvm.exp.f64(double %.6.i123.5)
  %33 = shl i64 %loop.index327.us, 3
  %sunkaddr420 = mul i64 %loop.index327.us, 8
  %sunkaddr421 = getelementptr i8, ptr %.6.i, i64 %sunkaddr420
  %sunkaddr422 = getelementptr i8, ptr %sunkaddr421, i64 40
  store double %.14.le.i.5, ptr %sunkaddr422, align 8
  %scevgep359 = getelementptr i8, ptr %lsr.iv, i64 %33
  %scevgep360 = getelementptr i8, ptr %scevgep359, i64 48
  %.486.us.6 = load double, ptr %scevgep360, align 8
  %.6.i123.6 = fsub double %.486.us.6, %.333
  %.14.le.i.6 = tail call double @llvm.exp.f64(double %.6.i123.6)
  %34 = shl i64 %loop.index327.us, 3
  %sunkaddr423 = mul i64 %loop.index327.us, 8
  %sunkaddr424 = getelementptr i8, ptr %.6.i, i64 %sunkaddr423
  %sunkaddr425 = getelementptr i8, ptr %sunkaddr424, i64 48
  store double %.14.le.i.6, ptr %sunkaddr425, align 8
  %scevgep351 = getelementptr i8, ptr %lsr.iv, i64 %34
  %scevgep352 = getelementptr i8, ptr %scevgep351, i64 56
  %.486.us.7 = load double, ptr %scevgep352, align 8
  %.6.i123.7 = fsub double %.486.us.7, %.333
  %.14.le.i.7 = tail call double @llvm.exp.f64(double %.6.i123.7)
  %sunkaddr426 = mul i64 %loop.index327.us, 8
  %sunkaddr427 = getelementptr i8, ptr %.6.i, i64 %sunkaddr426
  %sunkaddr428 = getelementptr i8, ptr %sunkaddr427, i64 56
  store double %.14.le.i.7, ptr %sunkaddr428, align 8
  %.515.us.7 = add nuw nsw i64 %loop.index327.us, 8
  %exitcond501.not.7 = icmp eq i64 %arg.X.5.1.fr, %.515.us.7
  br i1 %exitcond501.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !16

B62.endif.endif.endif.endif.if.if:                ; preds = %B62.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif
  %35 = icmp ult i64 %arg.X.5.1.fr, 8
  tail call void @NRT_decref(ptr %arg.X.0)
  br i1 %35, label %.89.endif.epil.preheader.i, label %.89.endif.i.preheader, !prof !17

.89.endif.i.preheader:                            ; preds = %.89.endif.preheader.i
  %36 = icmp eq i64 %5, 24
  br i1 %36, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !18

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.i.preheader
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv363 = phi i64 [ %xtraiter309, %.89.endif.i.prol.preheader ], [ %lsr.iv.next364, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !19
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i126.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i126.prol, align 8, !noalias !19
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
  %lsr.iv.next364 = add i64 %lsr.iv363, -1
  %prol.iter311.cmp.not = icmp eq i64 %lsr.iv.next364, 0
  br i1 %prol.iter311.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !22, !llvm.loop !23

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.i.preheader
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.i.preheader ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.i.preheader ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.i.preheader ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.i.preheader ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.i.preheader ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %37 = icmp ult i64 %2, 24
  br i1 %37, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader325, !prof !24

.89.endif.i.preheader325:                         ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %38 = and i64 %arg.X.5.1.fr, 7
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %for.end.endif.endif.endif.endif, label %.89.endif.epil.preheader.i, !prof !25

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %40 = shl i64 %epil.iter.i, 3
  %scevgep365 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %40
  %.106.epil.i = load double, ptr %scevgep365, align 8, !noalias !19
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif.endif.endif.endif, label %.89.endif.epil.i, !prof !26, !llvm.loop !27

.89.endif.i:                                      ; preds = %.89.endif.i.preheader325, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader325 ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader325 ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader325 ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !19
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i126 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i126, align 8, !noalias !19
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
  %.114.i126.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i126.1, align 8, !noalias !19
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
  %.114.i126.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i126.2, align 8, !noalias !19
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
  %.114.i126.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i126.3, align 8, !noalias !19
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
  %.486 = load double, ptr %.214, align 8
  %.6.i124 = fsub double %.486, %.333
  %.14.le.i125 = tail call double @llvm.exp.f64(double %.6.i124)
  store double %.14.le.i125, ptr %.6.i, align 8
  br label %.89.endif.preheader.i

for.end.endif.endif.endif.endif:                  ; preds = %.89.endif.epil.i, %for.end.thread263, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i293297 = phi double [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ 0.000000e+00, %for.end.thread263 ], [ %.108.epil.i, %.89.endif.epil.i ]
  %.7.i.i148 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.608, i32 32), !noalias !32
  %.8.i.i149 = icmp eq ptr %.7.i.i148, null
  br i1 %.8.i.i149, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !10

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %41 = icmp sgt i64 %arg.X.5.1.fr, 0
  %.5.i154 = getelementptr i8, ptr %.7.i.i148, i64 24
  %.6.i155 = load ptr, ptr %.5.i154, align 8
  br i1 %41, label %for.body.1.endif.endif.preheader, label %B128.i172.thread

for.body.1.endif.endif.preheader:                 ; preds = %for.end.endif.endif.endif.endif.endif
  %42 = icmp ult i64 %arg.X.5.1.fr, 8
  br i1 %42, label %for.body.1.endif.endif.epil.preheader, label %for.body.1.endif.endif.preheader324

for.body.1.endif.endif.preheader324:              ; preds = %for.body.1.endif.endif.preheader
  br label %for.body.1.endif.endif

B128.i172.thread:                                 ; preds = %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br label %B90.i183

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B128.i172.unr-lcssa:                              ; preds = %for.body.1.endif.endif
  %43 = and i64 %arg.X.5.1.fr, 7
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %B128.i172, label %for.body.1.endif.endif.epil.preheader

for.body.1.endif.endif.epil.preheader:            ; preds = %B128.i172.unr-lcssa, %for.body.1.endif.endif.preheader
  %loop.index.1330.epil.init = phi i64 [ 0, %for.body.1.endif.endif.preheader ], [ %.715.7, %B128.i172.unr-lcssa ]
  %.672.0329.epil.init = phi i64 [ 0, %for.body.1.endif.endif.preheader ], [ %spec.select203.7, %B128.i172.unr-lcssa ]
  br label %for.body.1.endif.endif.epil

for.body.1.endif.endif.epil:                      ; preds = %for.body.1.endif.endif.epil, %for.body.1.endif.endif.epil.preheader
  %lsr.iv383 = phi i64 [ %lsr.iv.next384, %for.body.1.endif.endif.epil ], [ %xtraiter, %for.body.1.endif.endif.epil.preheader ]
  %loop.index.1330.epil = phi i64 [ %.715.epil, %for.body.1.endif.endif.epil ], [ %loop.index.1330.epil.init, %for.body.1.endif.endif.epil.preheader ]
  %.672.0329.epil = phi i64 [ %spec.select203.epil, %for.body.1.endif.endif.epil ], [ %.672.0329.epil.init, %for.body.1.endif.endif.epil.preheader ]
  %45 = icmp ugt i64 %arg.X.5.1.fr, 1
  %spec.select203.epil = select i1 %45, i64 %loop.index.1330.epil, i64 %.672.0329.epil
  %.685.epil = getelementptr double, ptr %.6.i, i64 %spec.select203.epil
  %.686.epil = load double, ptr %.685.epil, align 8
  %.9.i.epil = fdiv double %.686.epil, %.72.0.lcssa.i293297
  %46 = shl i64 %loop.index.1330.epil, 3
  %scevgep382 = getelementptr i8, ptr %.6.i155, i64 %46
  store double %.9.i.epil, ptr %scevgep382, align 8
  %.715.epil = add nuw nsw i64 %loop.index.1330.epil, 1
  %lsr.iv.next384 = add nsw i64 %lsr.iv383, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next384, 0
  br i1 %epil.iter.cmp.not, label %B128.i172, label %for.body.1.endif.endif.epil, !llvm.loop !39

B128.i172:                                        ; preds = %for.body.1.endif.endif.epil, %B128.i172.unr-lcssa
  %47 = icmp eq i64 %arg.X.5.1.fr, 1
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %47, label %B128.i192, label %B90.i183

for.body.1.endif.endif:                           ; preds = %for.body.1.endif.endif.preheader324, %for.body.1.endif.endif
  %loop.index.1330 = phi i64 [ %56, %for.body.1.endif.endif ], [ 0, %for.body.1.endif.endif.preheader324 ]
  %.672.0329 = phi i64 [ %spec.select203.7, %for.body.1.endif.endif ], [ 0, %for.body.1.endif.endif.preheader324 ]
  %48 = icmp ugt i64 %arg.X.5.1.fr, 1
  %spec.select203 = select i1 %48, i64 %loop.index.1330, i64 %.672.0329
  %.685 = getelementptr double, ptr %.6.i, i64 %spec.select203
  %.686 = load double, ptr %.685, align 8
  %.9.i = fdiv double %.686, %.72.0.lcssa.i293297
  %sunkaddr429 = mul i64 %loop.index.1330, 8
  %sunkaddr430 = getelementptr i8, ptr %.6.i155, i64 %sunkaddr429
  store double %.9.i, ptr %sunkaddr430, align 8
  %49 = add i64 %loop.index.1330, 1
  %spec.select203.1 = select i1 %48, i64 %49, i64 %.672.0329
  %.685.1 = getelementptr double, ptr %.6.i, i64 %spec.select203.1
  %.686.1 = load double, ptr %.685.1, align 8
  %.9.i.1 = fdiv double %.686.1, %.72.0.lcssa.i293297
  %sunkaddr431 = mul i64 %loop.index.1330, 8
  %sunkaddr432 = getelementptr i8, ptr %.6.i155, i64 %sunkaddr431
  %sunkaddr433 = getelementptr i8, ptr %sunkaddr432, i64 8
  store double %.9.i.1, ptr %sunkaddr433, align 8
  %50 = add i64 %49, 1
  %spec.select203.2 = select i1 %48, i64 %50, i64 %.672.0329
  %.685.2 = getelementptr double, ptr %.6.i, i64 %spec.select203.2
  %.686.2 = load double, ptr %.685.2, align 8
  %.9.i.2 = fdiv double %.686.2, %.72.0.lcssa.i293297
  %sunkaddr434 = mul i64 %loop.index.1330, 8
  %sunkaddr435 = getelementptr i8, ptr %.6.i155, i64 %sunkaddr434
  %sunkaddr436 = getelementptr i8, ptr %sunkaddr435, i64 16
  store double %.9.i.2, ptr %sunkaddr436, align 8
  %51 = add i64 %50, 1
  %spec.select203.3 = select i1 %48, i64 %51, i64 %.672.0329
  %.685.3 = getelementptr double, ptr %.6.i, i64 %spec.select203.3
  %.686.3 = load double, ptr %.685.3, align 8
  %.9.i.3 = fdiv double %.686.3, %.72.0.lcssa.i293297
  %sunkaddr437 = mul i64 %loop.index.1330, 8
  %sunkaddr438 = getelementptr i8, ptr %.6.i155, i64 %sunkaddr437
  %sunkaddr439 = getelementptr i8, ptr %sunkaddr438, i64 24
  store double %.9.i.3, ptr %sunkaddr439, align 8
  %52 = add i64 %51, 1
  %spec.select203.4 = select i1 %48, i64 %52, i64 %.672.0329
  %.685.4 = getelementptr double, ptr %.6.i, i64 %spec.select203.4
  %.686.4 = load double, ptr %.685.4, align 8
  %.9.i.4 = fdiv double %.686.4, %.72.0.lcssa.i293297
  %sunkaddr440 = mul i64 %loop.index.1330, 8
  %sunkaddr441 = getelementptr i8, ptr %.6.i155, i64 %sunkaddr440
  %sunkaddr442 = getelementptr i8, ptr %sunkaddr441, i64 32
  store double %.9.i.4, ptr %sunkaddr442, align 8
  %53 = add i64 %52, 1
  %spec.select203.5 = select i1 %48, i64 %53, i64 %.672.0329
  %.685.5 = getelementptr double, ptr %.6.i, i64 %spec.select203.5
  %.686.5 = load double, ptr %.685.5, align 8
  %.9.i.5 = fdiv double %.686.5, %.72.0.lcssa.i293297
  %sunkaddr443 = mul i64 %loop.index.1330, 8
  %sunkaddr444 = getelementptr i8, ptr %.6.i155, i64 %sunkaddr443
  %sunkaddr445 = getelementptr i8, ptr %sunkaddr444, i64 40
  store double %.9.i.5, ptr %sunkaddr445, align 8
  %54 = add i64 %53, 1
  %spec.select203.6 = select i1 %48, i64 %54, i64 %.672.0329
  %.685.6 = getelementptr double, ptr %.6.i, i64 %spec.select203.6
  %.686.6 = load double, ptr %.685.6, align 8
  %.9.i.6 = fdiv double %.686.6, %.72.0.lcssa.i293297
  %sunkaddr446 = mul i64 %loop.index.1330, 8
  %sunkaddr447 = getelementptr i8, ptr %.6.i155, i64 %sunkaddr446
  %sunkaddr448 = getelementptr i8, ptr %sunkaddr447, i64 48
  store double %.9.i.6, ptr %sunkaddr448, align 8
  %55 = add i64 %54, 1
  %spec.select203.7 = select i1 %48, i64 %55, i64 %.672.0329
  %.685.7 = getelementptr double, ptr %.6.i, i64 %spec.select203.7
  %.686.7 = load double, ptr %.685.7, align 8
  %.9.i.7 = fdiv double %.686.7, %.72.0.lcssa.i293297
  %sunkaddr449 = mul i64 %loop.index.1330, 8
  %sunkaddr450 = getelementptr i8, ptr %.6.i155, i64 %sunkaddr449
  %sunkaddr451 = getelementptr i8, ptr %sunkaddr450, i64 56
  store double %.9.i.7, ptr %sunkaddr451, align 8
  %.715.7 = add nuw nsw i64 %loop.index.1330, 8
  %56 = add i64 %55, 1
  %niter.ncmp.7 = icmp eq i64 %56, %unroll_iter
  br i1 %niter.ncmp.7, label %B128.i172.unr-lcssa, label %for.body.1.endif.endif

B90.i183:                                         ; preds = %B128.i172.thread, %B128.i172
  br i1 %or.cond.i186, label %for.end.1.endif.endif.endif.if, label %B150.i187

B128.i192:                                        ; preds = %B128.i172
  %57 = icmp eq i64 %arg.w.5.0, 1
  br i1 %57, label %for.end.1.endif.endif.endif.endif.endif, label %B150.i187

B150.i187:                                        ; preds = %B128.i192, %B90.i183
  %dest_shape.2.1 = phi i64 [ %arg.X.5.1.fr, %B90.i183 ], [ %arg.w.5.0, %B128.i192 ]
  %58 = add i64 %dest_shape.2.1, -1152921504606846976
  %.829 = icmp ult i64 %58, -2305843009213693952
  br i1 %.829, label %for.end.1.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif, !prof !40

for.end.1.endif.endif.endif.if:                   ; preds = %B90.i183
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.1.endif.endif.endif.endif.if:             ; preds = %B150.i187
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif:          ; preds = %B128.i192, %B150.i187
  %dest_shape.2.1304 = phi i64 [ %dest_shape.2.1, %B150.i187 ], [ 1, %B128.i192 ]
  %.828 = shl nsw i64 %dest_shape.2.1304, 3
  %.7.i.i196 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.828, i32 32), !noalias !41
  %.8.i.i197 = icmp eq ptr %.7.i.i196, null
  br i1 %.8.i.i197, label %for.end.1.endif.endif.endif.endif.endif.if.if, label %for.end.1.endif.endif.endif.endif.endif.endif, !prof !10

for.end.1.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.1.endif.endif.endif.endif.endif
  %.5.i202 = getelementptr i8, ptr %.7.i.i196, i64 24
  %.6.i203 = load ptr, ptr %.5.i202, align 8
  %.899331 = icmp sgt i64 %dest_shape.2.1304, 0
  br i1 %.899331, label %for.body.2.lr.ph, label %for.end.2.thread

for.end.2.thread:                                 ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i148)
  br label %for.end.2.endif

for.body.2.lr.ph:                                 ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  %xtraiter315 = and i64 %dest_shape.2.1304, 7
  %59 = icmp ult i64 %dest_shape.2.1304, 8
  br i1 %59, label %for.body.2.endif.endif.endif.epil.preheader, label %for.body.2.lr.ph.new

for.body.2.lr.ph.new:                             ; preds = %for.body.2.lr.ph
  %unroll_iter319 = and i64 %dest_shape.2.1304, %const
  br label %for.body.2.endif.endif.endif

for.end.1.endif.endif.endif.endif.endif.if.if:    ; preds = %for.end.1.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.2.unr-lcssa:                              ; preds = %for.body.2.endif.endif.endif
  %lcmp.mod317.not = icmp eq i64 %xtraiter315, 0
  br i1 %lcmp.mod317.not, label %for.end.2, label %for.body.2.endif.endif.endif.epil.preheader

for.body.2.endif.endif.endif.epil.preheader:      ; preds = %for.end.2.unr-lcssa, %for.body.2.lr.ph
  %loop.index.2334.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %.947.7, %for.end.2.unr-lcssa ]
  %.895.0333.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %.895.1.7, %for.end.2.unr-lcssa ]
  %.892.0332.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %spec.select204.7, %for.end.2.unr-lcssa ]
  br label %for.body.2.endif.endif.endif.epil

for.body.2.endif.endif.endif.epil:                ; preds = %for.body.2.endif.endif.endif.epil, %for.body.2.endif.endif.endif.epil.preheader
  %lsr.iv402 = phi i64 [ %lsr.iv.next403, %for.body.2.endif.endif.endif.epil ], [ %xtraiter315, %for.body.2.endif.endif.endif.epil.preheader ]
  %loop.index.2334.epil = phi i64 [ %loop.index.2334.epil.init, %for.body.2.endif.endif.endif.epil.preheader ], [ %.947.epil, %for.body.2.endif.endif.endif.epil ]
  %.895.0333.epil = phi i64 [ %.895.0333.epil.init, %for.body.2.endif.endif.endif.epil.preheader ], [ %.895.1.epil, %for.body.2.endif.endif.endif.epil ]
  %.892.0332.epil = phi i64 [ %.892.0332.epil.init, %for.body.2.endif.endif.endif.epil.preheader ], [ %spec.select204.epil, %for.body.2.endif.endif.endif.epil ]
  %60 = icmp ugt i64 %arg.X.5.1.fr, 1
  %61 = icmp ugt i64 %arg.w.5.0, 1
  %spec.select204.epil = select i1 %60, i64 %loop.index.2334.epil, i64 %.892.0332.epil
  %.908.epil = getelementptr double, ptr %.6.i155, i64 %spec.select204.epil
  %.909.epil = load double, ptr %.908.epil, align 8
  %.895.1.epil = select i1 %61, i64 %loop.index.2334.epil, i64 %.895.0333.epil
  %.917.epil = getelementptr double, ptr %arg.w.4, i64 %.895.1.epil
  %.918.epil = load double, ptr %.917.epil, align 8
  %.6.i204.epil = fmul double %.909.epil, %.918.epil
  %62 = shl i64 %loop.index.2334.epil, 3
  %scevgep401 = getelementptr i8, ptr %.6.i203, i64 %62
  store double %.6.i204.epil, ptr %scevgep401, align 8
  %.947.epil = add nuw nsw i64 %loop.index.2334.epil, 1
  %lsr.iv.next403 = add nsw i64 %lsr.iv402, -1
  %epil.iter316.cmp.not = icmp eq i64 %lsr.iv.next403, 0
  br i1 %epil.iter316.cmp.not, label %for.end.2, label %for.body.2.endif.endif.endif.epil, !llvm.loop !48

for.end.2:                                        ; preds = %for.body.2.endif.endif.endif.epil, %for.end.2.unr-lcssa
  tail call void @NRT_decref(ptr nonnull %.7.i.i148)
  %63 = icmp samesign ult i64 %dest_shape.2.1304, 8
  br i1 %63, label %.89.endif.epil.preheader.i243, label %.89.endif.preheader.new.i209, !prof !17

.89.endif.preheader.new.i209:                     ; preds = %for.end.2
  %unroll_iter.i210 = and i64 %dest_shape.2.1304, %const
  %64 = add nsw i64 %dest_shape.2.1304, -8
  %65 = lshr i64 %64, 3
  %66 = add nuw nsw i64 %65, 1
  %xtraiter321 = and i64 %66, 3
  %67 = and i64 %64, 24
  %lcmp.mod322.not = icmp eq i64 %67, 24
  br i1 %lcmp.mod322.not, label %.89.endif.i211.prol.loopexit, label %.89.endif.i211.prol.preheader, !prof !18

.89.endif.i211.prol.preheader:                    ; preds = %.89.endif.preheader.new.i209
  br label %.89.endif.i211.prol

.89.endif.i211.prol:                              ; preds = %.89.endif.i211.prol.preheader, %.89.endif.i211.prol
  %lsr.iv404 = phi i64 [ %xtraiter321, %.89.endif.i211.prol.preheader ], [ %lsr.iv.next405, %.89.endif.i211.prol ]
  %lsr.iv.i212.prol = phi i64 [ %lsr.iv.next.i239.prol, %.89.endif.i211.prol ], [ %unroll_iter.i210, %.89.endif.i211.prol.preheader ]
  %.77.013.i213.prol = phi ptr [ %.114.7.i238.prol, %.89.endif.i211.prol ], [ %.6.i203, %.89.endif.i211.prol.preheader ]
  %.72.012.i214.prol = phi double [ %.108.7.i237.prol, %.89.endif.i211.prol ], [ 0.000000e+00, %.89.endif.i211.prol.preheader ]
  %.106.i215.prol = load double, ptr %.77.013.i213.prol, align 8, !noalias !49
  %.108.i216.prol = fadd double %.72.012.i214.prol, %.106.i215.prol
  %.114.i217.prol = getelementptr i8, ptr %.77.013.i213.prol, i64 8
  %.106.1.i218.prol = load double, ptr %.114.i217.prol, align 8, !noalias !49
  %.108.1.i219.prol = fadd double %.108.i216.prol, %.106.1.i218.prol
  %.114.1.i220.prol = getelementptr i8, ptr %.77.013.i213.prol, i64 16
  %.106.2.i221.prol = load double, ptr %.114.1.i220.prol, align 8, !noalias !49
  %.108.2.i222.prol = fadd double %.108.1.i219.prol, %.106.2.i221.prol
  %.114.2.i223.prol = getelementptr i8, ptr %.77.013.i213.prol, i64 24
  %.106.3.i224.prol = load double, ptr %.114.2.i223.prol, align 8, !noalias !49
  %.108.3.i225.prol = fadd double %.108.2.i222.prol, %.106.3.i224.prol
  %.114.3.i226.prol = getelementptr i8, ptr %.77.013.i213.prol, i64 32
  %.106.4.i227.prol = load double, ptr %.114.3.i226.prol, align 8, !noalias !49
  %.108.4.i228.prol = fadd double %.108.3.i225.prol, %.106.4.i227.prol
  %.114.4.i229.prol = getelementptr i8, ptr %.77.013.i213.prol, i64 40
  %.106.5.i230.prol = load double, ptr %.114.4.i229.prol, align 8, !noalias !49
  %.108.5.i231.prol = fadd double %.108.4.i228.prol, %.106.5.i230.prol
  %.114.5.i232.prol = getelementptr i8, ptr %.77.013.i213.prol, i64 48
  %.106.6.i233.prol = load double, ptr %.114.5.i232.prol, align 8, !noalias !49
  %.108.6.i234.prol = fadd double %.108.5.i231.prol, %.106.6.i233.prol
  %.114.6.i235.prol = getelementptr i8, ptr %.77.013.i213.prol, i64 56
  %.106.7.i236.prol = load double, ptr %.114.6.i235.prol, align 8, !noalias !49
  %.108.7.i237.prol = fadd double %.108.6.i234.prol, %.106.7.i236.prol
  %.114.7.i238.prol = getelementptr i8, ptr %.77.013.i213.prol, i64 64
  %lsr.iv.next.i239.prol = add i64 %lsr.iv.i212.prol, -8
  %lsr.iv.next405 = add i64 %lsr.iv404, -1
  %prol.iter323.cmp.not = icmp eq i64 %lsr.iv.next405, 0
  br i1 %prol.iter323.cmp.not, label %.89.endif.i211.prol.loopexit, label %.89.endif.i211.prol, !prof !22, !llvm.loop !52

.89.endif.i211.prol.loopexit:                     ; preds = %.89.endif.i211.prol, %.89.endif.preheader.new.i209
  %.108.7.i237.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i209 ], [ %.108.7.i237.prol, %.89.endif.i211.prol ]
  %.114.7.i238.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i209 ], [ %.114.7.i238.prol, %.89.endif.i211.prol ]
  %lsr.iv.i212.unr = phi i64 [ %unroll_iter.i210, %.89.endif.preheader.new.i209 ], [ %lsr.iv.next.i239.prol, %.89.endif.i211.prol ]
  %.77.013.i213.unr = phi ptr [ %.6.i203, %.89.endif.preheader.new.i209 ], [ %.114.7.i238.prol, %.89.endif.i211.prol ]
  %.72.012.i214.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i209 ], [ %.108.7.i237.prol, %.89.endif.i211.prol ]
  %68 = icmp ult i64 %64, 24
  br i1 %68, label %common.ret.loopexit.unr-lcssa.i241, label %.89.endif.i211.preheader, !prof !24

.89.endif.i211.preheader:                         ; preds = %.89.endif.i211.prol.loopexit
  br label %.89.endif.i211

common.ret.loopexit.unr-lcssa.i241:               ; preds = %.89.endif.i211, %.89.endif.i211.prol.loopexit
  %.108.7.i237.lcssa = phi double [ %.108.7.i237.lcssa.unr, %.89.endif.i211.prol.loopexit ], [ %.108.7.i237.3, %.89.endif.i211 ]
  %.114.7.i238.lcssa = phi ptr [ %.114.7.i238.lcssa.unr, %.89.endif.i211.prol.loopexit ], [ %.114.7.i238.3, %.89.endif.i211 ]
  %69 = and i64 %dest_shape.2.1304, 7
  %lcmp.mod.not.i242 = icmp eq i64 %69, 0
  br i1 %lcmp.mod.not.i242, label %for.end.2.endif, label %.89.endif.epil.preheader.i243, !prof !25

.89.endif.epil.preheader.i243:                    ; preds = %common.ret.loopexit.unr-lcssa.i241, %for.end.2
  %.77.013.epil.init.i244 = phi ptr [ %.6.i203, %for.end.2 ], [ %.114.7.i238.lcssa, %common.ret.loopexit.unr-lcssa.i241 ]
  %.72.012.epil.init.i245 = phi double [ 0.000000e+00, %for.end.2 ], [ %.108.7.i237.lcssa, %common.ret.loopexit.unr-lcssa.i241 ]
  br label %.89.endif.epil.i246

.89.endif.epil.i246:                              ; preds = %.89.endif.epil.i246, %.89.endif.epil.preheader.i243
  %.72.012.epil.i247 = phi double [ %.108.epil.i251, %.89.endif.epil.i246 ], [ %.72.012.epil.init.i245, %.89.endif.epil.preheader.i243 ]
  %epil.iter.i248 = phi i64 [ %epil.iter.next.i252, %.89.endif.epil.i246 ], [ 0, %.89.endif.epil.preheader.i243 ]
  %70 = shl i64 %epil.iter.i248, 3
  %scevgep406 = getelementptr i8, ptr %.77.013.epil.init.i244, i64 %70
  %.106.epil.i250 = load double, ptr %scevgep406, align 8, !noalias !49
  %.108.epil.i251 = fadd double %.72.012.epil.i247, %.106.epil.i250
  %epil.iter.next.i252 = add i64 %epil.iter.i248, 1
  %epil.iter.cmp.not.i253 = icmp eq i64 %xtraiter315, %epil.iter.next.i252
  br i1 %epil.iter.cmp.not.i253, label %for.end.2.endif, label %.89.endif.epil.i246, !prof !26, !llvm.loop !27

.89.endif.i211:                                   ; preds = %.89.endif.i211.preheader, %.89.endif.i211
  %lsr.iv.i212 = phi i64 [ %lsr.iv.next.i239.3, %.89.endif.i211 ], [ %lsr.iv.i212.unr, %.89.endif.i211.preheader ]
  %.77.013.i213 = phi ptr [ %.114.7.i238.3, %.89.endif.i211 ], [ %.77.013.i213.unr, %.89.endif.i211.preheader ]
  %.72.012.i214 = phi double [ %.108.7.i237.3, %.89.endif.i211 ], [ %.72.012.i214.unr, %.89.endif.i211.preheader ]
  %.106.i215 = load double, ptr %.77.013.i213, align 8, !noalias !49
  %.108.i216 = fadd double %.72.012.i214, %.106.i215
  %.114.i217 = getelementptr i8, ptr %.77.013.i213, i64 8
  %.106.1.i218 = load double, ptr %.114.i217, align 8, !noalias !49
  %.108.1.i219 = fadd double %.108.i216, %.106.1.i218
  %.114.1.i220 = getelementptr i8, ptr %.77.013.i213, i64 16
  %.106.2.i221 = load double, ptr %.114.1.i220, align 8, !noalias !49
  %.108.2.i222 = fadd double %.108.1.i219, %.106.2.i221
  %.114.2.i223 = getelementptr i8, ptr %.77.013.i213, i64 24
  %.106.3.i224 = load double, ptr %.114.2.i223, align 8, !noalias !49
  %.108.3.i225 = fadd double %.108.2.i222, %.106.3.i224
  %.114.3.i226 = getelementptr i8, ptr %.77.013.i213, i64 32
  %.106.4.i227 = load double, ptr %.114.3.i226, align 8, !noalias !49
  %.108.4.i228 = fadd double %.108.3.i225, %.106.4.i227
  %.114.4.i229 = getelementptr i8, ptr %.77.013.i213, i64 40
  %.106.5.i230 = load double, ptr %.114.4.i229, align 8, !noalias !49
  %.108.5.i231 = fadd double %.108.4.i228, %.106.5.i230
  %.114.5.i232 = getelementptr i8, ptr %.77.013.i213, i64 48
  %.106.6.i233 = load double, ptr %.114.5.i232, align 8, !noalias !49
  %.108.6.i234 = fadd double %.108.5.i231, %.106.6.i233
  %.114.6.i235 = getelementptr i8, ptr %.77.013.i213, i64 56
  %.106.7.i236 = load double, ptr %.114.6.i235, align 8, !noalias !49
  %.108.7.i237 = fadd double %.108.6.i234, %.106.7.i236
  %.114.7.i238 = getelementptr i8, ptr %.77.013.i213, i64 64
  %.106.i215.1 = load double, ptr %.114.7.i238, align 8, !noalias !49
  %.108.i216.1 = fadd double %.108.7.i237, %.106.i215.1
  %.114.i217.1 = getelementptr i8, ptr %.77.013.i213, i64 72
  %.106.1.i218.1 = load double, ptr %.114.i217.1, align 8, !noalias !49
  %.108.1.i219.1 = fadd double %.108.i216.1, %.106.1.i218.1
  %.114.1.i220.1 = getelementptr i8, ptr %.77.013.i213, i64 80
  %.106.2.i221.1 = load double, ptr %.114.1.i220.1, align 8, !noalias !49
  %.108.2.i222.1 = fadd double %.108.1.i219.1, %.106.2.i221.1
  %.114.2.i223.1 = getelementptr i8, ptr %.77.013.i213, i64 88
  %.106.3.i224.1 = load double, ptr %.114.2.i223.1, align 8, !noalias !49
  %.108.3.i225.1 = fadd double %.108.2.i222.1, %.106.3.i224.1
  %.114.3.i226.1 = getelementptr i8, ptr %.77.013.i213, i64 96
  %.106.4.i227.1 = load double, ptr %.114.3.i226.1, align 8, !noalias !49
  %.108.4.i228.1 = fadd double %.108.3.i225.1, %.106.4.i227.1
  %.114.4.i229.1 = getelementptr i8, ptr %.77.013.i213, i64 104
  %.106.5.i230.1 = load double, ptr %.114.4.i229.1, align 8, !noalias !49
  %.108.5.i231.1 = fadd double %.108.4.i228.1, %.106.5.i230.1
  %.114.5.i232.1 = getelementptr i8, ptr %.77.013.i213, i64 112
  %.106.6.i233.1 = load double, ptr %.114.5.i232.1, align 8, !noalias !49
  %.108.6.i234.1 = fadd double %.108.5.i231.1, %.106.6.i233.1
  %.114.6.i235.1 = getelementptr i8, ptr %.77.013.i213, i64 120
  %.106.7.i236.1 = load double, ptr %.114.6.i235.1, align 8, !noalias !49
  %.108.7.i237.1 = fadd double %.108.6.i234.1, %.106.7.i236.1
  %.114.7.i238.1 = getelementptr i8, ptr %.77.013.i213, i64 128
  %.106.i215.2 = load double, ptr %.114.7.i238.1, align 8, !noalias !49
  %.108.i216.2 = fadd double %.108.7.i237.1, %.106.i215.2
  %.114.i217.2 = getelementptr i8, ptr %.77.013.i213, i64 136
  %.106.1.i218.2 = load double, ptr %.114.i217.2, align 8, !noalias !49
  %.108.1.i219.2 = fadd double %.108.i216.2, %.106.1.i218.2
  %.114.1.i220.2 = getelementptr i8, ptr %.77.013.i213, i64 144
  %.106.2.i221.2 = load double, ptr %.114.1.i220.2, align 8, !noalias !49
  %.108.2.i222.2 = fadd double %.108.1.i219.2, %.106.2.i221.2
  %.114.2.i223.2 = getelementptr i8, ptr %.77.013.i213, i64 152
  %.106.3.i224.2 = load double, ptr %.114.2.i223.2, align 8, !noalias !49
  %.108.3.i225.2 = fadd double %.108.2.i222.2, %.106.3.i224.2
  %.114.3.i226.2 = getelementptr i8, ptr %.77.013.i213, i64 160
  %.106.4.i227.2 = load double, ptr %.114.3.i226.2, align 8, !noalias !49
  %.108.4.i228.2 = fadd double %.108.3.i225.2, %.106.4.i227.2
  %.114.4.i229.2 = getelementptr i8, ptr %.77.013.i213, i64 168
  %.106.5.i230.2 = load double, ptr %.114.4.i229.2, align 8, !noalias !49
  %.108.5.i231.2 = fadd double %.108.4.i228.2, %.106.5.i230.2
  %.114.5.i232.2 = getelementptr i8, ptr %.77.013.i213, i64 176
  %.106.6.i233.2 = load double, ptr %.114.5.i232.2, align 8, !noalias !49
  %.108.6.i234.2 = fadd double %.108.5.i231.2, %.106.6.i233.2
  %.114.6.i235.2 = getelementptr i8, ptr %.77.013.i213, i64 184
  %.106.7.i236.2 = load double, ptr %.114.6.i235.2, align 8, !noalias !49
  %.108.7.i237.2 = fadd double %.108.6.i234.2, %.106.7.i236.2
  %.114.7.i238.2 = getelementptr i8, ptr %.77.013.i213, i64 192
  %.106.i215.3 = load double, ptr %.114.7.i238.2, align 8, !noalias !49
  %.108.i216.3 = fadd double %.108.7.i237.2, %.106.i215.3
  %.114.i217.3 = getelementptr i8, ptr %.77.013.i213, i64 200
  %.106.1.i218.3 = load double, ptr %.114.i217.3, align 8, !noalias !49
  %.108.1.i219.3 = fadd double %.108.i216.3, %.106.1.i218.3
  %.114.1.i220.3 = getelementptr i8, ptr %.77.013.i213, i64 208
  %.106.2.i221.3 = load double, ptr %.114.1.i220.3, align 8, !noalias !49
  %.108.2.i222.3 = fadd double %.108.1.i219.3, %.106.2.i221.3
  %.114.2.i223.3 = getelementptr i8, ptr %.77.013.i213, i64 216
  %.106.3.i224.3 = load double, ptr %.114.2.i223.3, align 8, !noalias !49
  %.108.3.i225.3 = fadd double %.108.2.i222.3, %.106.3.i224.3
  %.114.3.i226.3 = getelementptr i8, ptr %.77.013.i213, i64 224
  %.106.4.i227.3 = load double, ptr %.114.3.i226.3, align 8, !noalias !49
  %.108.4.i228.3 = fadd double %.108.3.i225.3, %.106.4.i227.3
  %.114.4.i229.3 = getelementptr i8, ptr %.77.013.i213, i64 232
  %.106.5.i230.3 = load double, ptr %.114.4.i229.3, align 8, !noalias !49
  %.108.5.i231.3 = fadd double %.108.4.i228.3, %.106.5.i230.3
  %.114.5.i232.3 = getelementptr i8, ptr %.77.013.i213, i64 240
  %.106.6.i233.3 = load double, ptr %.114.5.i232.3, align 8, !noalias !49
  %.108.6.i234.3 = fadd double %.108.5.i231.3, %.106.6.i233.3
  %.114.6.i235.3 = getelementptr i8, ptr %.77.013.i213, i64 248
  %.106.7.i236.3 = load double, ptr %.114.6.i235.3, align 8, !noalias !49
  %.108.7.i237.3 = fadd double %.108.6.i234.3, %.106.7.i236.3
  %.114.7.i238.3 = getelementptr i8, ptr %.77.013.i213, i64 256
  %lsr.iv.next.i239.3 = add nsw i64 %lsr.iv.i212, -32
  %niter.ncmp.7.i240.3 = icmp eq i64 %lsr.iv.next.i239.3, 0
  br i1 %niter.ncmp.7.i240.3, label %common.ret.loopexit.unr-lcssa.i241, label %.89.endif.i211, !prof !29, !llvm.loop !53

for.body.2.endif.endif.endif:                     ; preds = %for.body.2.endif.endif.endif, %for.body.2.lr.ph.new
  %loop.index.2334 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %80, %for.body.2.endif.endif.endif ]
  %.895.0333 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %.895.1.7, %for.body.2.endif.endif.endif ]
  %.892.0332 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %spec.select204.7, %for.body.2.endif.endif.endif ]
  %71 = icmp ugt i64 %arg.X.5.1.fr, 1
  %72 = icmp ugt i64 %arg.w.5.0, 1
  %spec.select204 = select i1 %71, i64 %loop.index.2334, i64 %.892.0332
  %.908 = getelementptr double, ptr %.6.i155, i64 %spec.select204
  %.909 = load double, ptr %.908, align 8
  %.895.1 = select i1 %72, i64 %loop.index.2334, i64 %.895.0333
  %.917 = getelementptr double, ptr %arg.w.4, i64 %.895.1
  %.918 = load double, ptr %.917, align 8
  %.6.i204 = fmul double %.909, %.918
  %sunkaddr452 = mul i64 %loop.index.2334, 8
  %sunkaddr453 = getelementptr i8, ptr %.6.i203, i64 %sunkaddr452
  store double %.6.i204, ptr %sunkaddr453, align 8
  %73 = add i64 %loop.index.2334, 1
  %spec.select204.1 = select i1 %71, i64 %73, i64 %.892.0332
  %.908.1 = getelementptr double, ptr %.6.i155, i64 %spec.select204.1
  %.909.1 = load double, ptr %.908.1, align 8
  %.895.1.1 = select i1 %72, i64 %73, i64 %.895.0333
  %.917.1 = getelementptr double, ptr %arg.w.4, i64 %.895.1.1
  %.918.1 = load double, ptr %.917.1, align 8
  %.6.i204.1 = fmul double %.909.1, %.918.1
  %sunkaddr454 = mul i64 %loop.index.2334, 8
  %sunkaddr455 = getelementptr i8, ptr %.6.i203, i64 %sunkaddr454
  %sunkaddr456 = getelementptr i8, ptr %sunkaddr455, i64 8
  store double %.6.i204.1, ptr %sunkaddr456, align 8
  %74 = add i64 %73, 1
  %spec.select204.2 = select i1 %71, i64 %74, i64 %.892.0332
  %.908.2 = getelementptr double, ptr %.6.i155, i64 %spec.select204.2
  %.909.2 = load double, ptr %.908.2, align 8
  %.895.1.2 = select i1 %72, i64 %74, i64 %.895.0333
  %.917.2 = getelementptr double, ptr %arg.w.4, i64 %.895.1.2
  %.918.2 = load double, ptr %.917.2, align 8
  %.6.i204.2 = fmul double %.909.2, %.918.2
  %sunkaddr457 = mul i64 %loop.index.2334, 8
  %sunkaddr458 = getelementptr i8, ptr %.6.i203, i64 %sunkaddr457
  %sunkaddr459 = getelementptr i8, ptr %sunkaddr458, i64 16
  store double %.6.i204.2, ptr %sunkaddr459, align 8
  %75 = add i64 %74, 1
  %spec.select204.3 = select i1 %71, i64 %75, i64 %.892.0332
  %.908.3 = getelementptr double, ptr %.6.i155, i64 %spec.select204.3
  %.909.3 = load double, ptr %.908.3, align 8
  %.895.1.3 = select i1 %72, i64 %75, i64 %.895.0333
  %.917.3 = getelementptr double, ptr %arg.w.4, i64 %.895.1.3
  %.918.3 = load double, ptr %.917.3, align 8
  %.6.i204.3 = fmul double %.909.3, %.918.3
  %sunkaddr460 = mul i64 %loop.index.2334, 8
  %sunkaddr461 = getelementptr i8, ptr %.6.i203, i64 %sunkaddr460
  %sunkaddr462 = getelementptr i8, ptr %sunkaddr461, i64 24
  store double %.6.i204.3, ptr %sunkaddr462, align 8
  %76 = add i64 %75, 1
  %spec.select204.4 = select i1 %71, i64 %76, i64 %.892.0332
  %.908.4 = getelementptr double, ptr %.6.i155, i64 %spec.select204.4
  %.909.4 = load double, ptr %.908.4, align 8
  %.895.1.4 = select i1 %72, i64 %76, i64 %.895.0333
  %.917.4 = getelementptr double, ptr %arg.w.4, i64 %.895.1.4
  %.918.4 = load double, ptr %.917.4, align 8
  %.6.i204.4 = fmul double %.909.4, %.918.4
  %sunkaddr463 = mul i64 %loop.index.2334, 8
  %sunkaddr464 = getelementptr i8, ptr %.6.i203, i64 %sunkaddr463
  %sunkaddr465 = getelementptr i8, ptr %sunkaddr464, i64 32
  store double %.6.i204.4, ptr %sunkaddr465, align 8
  %77 = add i64 %76, 1
  %spec.select204.5 = select i1 %71, i64 %77, i64 %.892.0332
  %.908.5 = getelementptr double, ptr %.6.i155, i64 %spec.select204.5
  %.909.5 = load double, ptr %.908.5, align 8
  %.895.1.5 = select i1 %72, i64 %77, i64 %.895.0333
  %.917.5 = getelementptr double, ptr %arg.w.4, i64 %.895.1.5
  %.918.5 = load double, ptr %.917.5, align 8
  %.6.i204.5 = fmul double %.909.5, %.918.5
  %sunkaddr466 = mul i64 %loop.index.2334, 8
  %sunkaddr467 = getelementptr i8, ptr %.6.i203, i64 %sunkaddr466
  %sunkaddr468 = getelementptr i8, ptr %sunkaddr467, i64 40
  store double %.6.i204.5, ptr %sunkaddr468, align 8
  %78 = add i64 %77, 1
  %spec.select204.6 = select i1 %71, i64 %78, i64 %.892.0332
  %.908.6 = getelementptr double, ptr %.6.i155, i64 %spec.select204.6
  %.909.6 = load double, ptr %.908.6, align 8
  %.895.1.6 = select i1 %72, i64 %78, i64 %.895.0333
  %.917.6 = getelementptr double, ptr %arg.w.4, i64 %.895.1.6
  %.918.6 = load double, ptr %.917.6, align 8
  %.6.i204.6 = fmul double %.909.6, %.918.6
  %sunkaddr469 = mul i64 %loop.index.2334, 8
  %sunkaddr470 = getelementptr i8, ptr %.6.i203, i64 %sunkaddr469
  %sunkaddr471 = getelementptr i8, ptr %sunkaddr470, i64 48
  store double %.6.i204.6, ptr %sunkaddr471, align 8
  %79 = add i64 %78, 1
  %spec.select204.7 = select i1 %71, i64 %79, i64 %.892.0332
  %.908.7 = getelementptr double, ptr %.6.i155, i64 %spec.select204.7
  %.909.7 = load double, ptr %.908.7, align 8
  %.895.1.7 = select i1 %72, i64 %79, i64 %.895.0333
  %.917.7 = getelementptr double, ptr %arg.w.4, i64 %.895.1.7
  %.918.7 = load double, ptr %.917.7, align 8
  %.6.i204.7 = fmul double %.909.7, %.918.7
  %sunkaddr472 = mul i64 %loop.index.2334, 8
  %sunkaddr473 = getelementptr i8, ptr %.6.i203, i64 %sunkaddr472
  %sunkaddr474 = getelementptr i8, ptr %sunkaddr473, i64 56
  store double %.6.i204.7, ptr %sunkaddr474, align 8
  %.947.7 = add nuw nsw i64 %loop.index.2334, 8
  %80 = add i64 %79, 1
  %niter320.ncmp.7 = icmp eq i64 %80, %unroll_iter319
  br i1 %niter320.ncmp.7, label %for.end.2.unr-lcssa, label %for.body.2.endif.endif.endif

for.end.2.endif:                                  ; preds = %.89.endif.epil.i246, %common.ret.loopexit.unr-lcssa.i241, %for.end.2.thread
  %.72.0.lcssa.i206 = phi double [ 0.000000e+00, %for.end.2.thread ], [ %.108.7.i237.lcssa, %common.ret.loopexit.unr-lcssa.i241 ], [ %.108.epil.i251, %.89.endif.epil.i246 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i196)
  %.982 = fadd double %s.2.0380, %.72.0.lcssa.i206
  %scevgep327 = getelementptr i8, ptr %lsr.iv, i64 %6
  %exitcond504.not = icmp eq i64 %.150, %arg.X.5.0
  br i1 %exitcond504.not, label %B270, label %B62
}

define ptr @_ZN7cpython7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.softmax_rows, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !10

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !10

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
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !10

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr6 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr6, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !10

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr7, align 8
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 40
  %.60.fca.5.0.load = load i64, ptr %sunkaddr8, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 poison, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 poison, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #2
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
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !10

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !10

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
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 poison, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 poison) #2
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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !10

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !10

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
  store ptr @.const.picklebuf.e33162fb231ec6cfd11a46e4859cee2fea17b97d, ptr %excinfo, align 8, !numba_exception_output !2
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
  br i1 %exitcond.not, label %B300.critedge, label %B196.endif, !prof !54

B300.critedge:                                    ; preds = %B196.backedge, %B192
  %max_value.2.0.lcssa = phi double [ %.119.i, %B192 ], [ %max_value.2.0..434, %B196.backedge ]
  store double %max_value.2.0.lcssa, ptr %retptr, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B58.endif:                                        ; preds = %B0
  %.183 = icmp sgt i64 %arg.a.2, 1
  br i1 %.183, label %end, label %B58.endif.endif.endif, !prof !55

end:                                              ; preds = %B58.endif.endif.endif, %B58.endif
  %.89.0 = phi i64 [ 0, %B58.endif.endif.endif ], [ 1, %B58.endif ]
  call void @llvm.lifetime.start.p0(ptr nonnull %.19.i.i), !noalias !56
  call void @llvm.lifetime.start.p0(ptr nonnull %.23.i.i), !noalias !56
  call void @llvm.lifetime.start.p0(ptr nonnull %.79.i.i), !noalias !56
  %.fca.2.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 16
  %.fca.3.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 24
  %.fca.4.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 32
  store i64 0, ptr %.79.i.i, align 8, !noalias !60
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.19.i.i, i8 0, i64 16, i1 false)
  store i64 1, ptr %.fca.2.gep.i.i, align 8, !noalias !60
  store i64 8, ptr %.fca.3.gep.i.i, align 8, !noalias !60
  store ptr %arg.a.4, ptr %.fca.4.gep.i.i, align 8, !noalias !60
  store i64 1, ptr %.23.i.i, align 8, !noalias !60
  %.81.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 40
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, ptr nonnull %.81.i.i, ptr nonnull %.81.i.i, i64 1, ptr nonnull %.23.i.i, ptr nonnull %.79.i.i, i64 8, i32 0), !noalias !60
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if.if, label %end.endif.endif.endif

B58.endif.endif.endif:                            ; preds = %B58.endif
  br label %end

end.endif.endif.endif:                            ; preds = %end
  %sunkaddr = getelementptr inbounds i8, ptr %.19.i.i, i64 32
  %.101.i.i = load ptr, ptr %sunkaddr, align 8, !noalias !60
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !56
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !56
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !56
  %.119.i = load double, ptr %.101.i.i, align 8, !noalias !56
  %.255.le = fcmp uno double %.119.i, 0.000000e+00
  br i1 %.255.le, label %B188, label %B192

end.endif.endif.if.if:                            ; preds = %end
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !56
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !56
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !56
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
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !10

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.exp.v8f64(<8 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 -42949672, i32 42949672}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = !{!"branch_weights", i32 1, i32 99}
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
!32 = !{!33, !35, !36, !38}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = distinct !{!39, !15}
!40 = !{!"branch_weights", i32 28785418, i32 2118698230}
!41 = !{!42, !44, !45, !47}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !15}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!52 = distinct !{!52, !15}
!53 = distinct !{!53, !31}
!54 = !{!"branch_weights", i32 127, i32 12545}
!55 = !{!"branch_weights", i32 99, i32 1}
!56 = !{!57, !59}
!57 = distinct !{!57, !58, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29"}
!59 = distinct !{!59, !58, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %excinfo"}
!60 = !{!61, !63, !57, !59}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
