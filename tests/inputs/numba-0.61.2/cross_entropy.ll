; ModuleID = 'cross_entropy'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140610811780800 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140610811780800.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140610811780800 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140610811780800, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610811780800.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140610811780160 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.140610811780160.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.140610811780160 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.const.pickledata.140610811780160, i32 0, i32 0), i32 69, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610811780160.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cross_entropy = internal constant [14 x i8] c"cross_entropy\00"
@_ZN08NumbaEnv7kernels13cross_entropyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13cross_entropyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [167 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13cross_entropyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fe2819d6a10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fe2819d6a10>\00"
@_ZN08NumbaEnv5numba2np13old_arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140610818068736 = internal constant [157 x i8] c"\80\04\95\92\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CDzero-size array to reduction operation maximum which has no identity\94\85\94\8C\08impl_max\94\8C\19numba/np/old_arraymath.py\94M;\02\87\94\87\94."
@.const.pickledata.140610818068736.sha1 = internal constant [20 x i8] c"|\15\EA\D2V\A0\94\15)l^\F7-0\82\89Q\9F\9C\C6"
@.const.picklebuf.140610818068736 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([157 x i8], [157 x i8]* @.const.pickledata.140610818068736, i32 0, i32 0), i32 157, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610818068736.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140610816488960 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.140610816488960.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.140610816488960 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.140610816488960, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610816488960.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath14max_comparatorB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe2819de810B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140610814829056 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140610814829056.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140610814829056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140610814829056, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814829056.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels13cross_entropyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, i8* %arg.labels.0, i8* nocapture readnone %arg.labels.1, i64 %arg.labels.2, i64 %arg.labels.3, i64* nocapture readonly %arg.labels.4, i64 %arg.labels.5.0, i64 %arg.labels.6.0) local_unnamed_addr {
B0.endif:
  %.246 = alloca double, align 8
  %arg.X.5.1.fr = freeze i64 %arg.X.5.1
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.labels.0)
  %.13731.not = icmp slt i64 %arg.X.5.0, 1
  br i1 %.13731.not, label %B282, label %B62.lr.ph

B62.lr.ph:                                        ; preds = %B0.endif
  %.333 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.1.fr, i64 8)
  %.335 = extractvalue { i64, i1 } %.333, 1
  %.334 = extractvalue { i64, i1 } %.333, 0
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.X.5.1.fr, i64 1)
  %0 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  br i1 %.335, label %B62.us, label %B62.preheader, !prof !0

B62.preheader:                                    ; preds = %B62.lr.ph
  %1 = add i64 %arg.X.5.1.fr, -1
  %2 = add nsw i64 %unroll_iter.i, -8
  %3 = lshr exact i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter = and i64 %arg.X.5.1.fr, 7
  %unroll_iter = and i64 %arg.X.5.1.fr, -8
  %xtraiter44 = and i64 %4, 7
  %unroll_iter48 = and i64 %4, 4611686018427387896
  %5 = shl nuw nsw i64 %xtraiter44, 6
  br label %B62

B62.us:                                           ; preds = %B62.lr.ph
  tail call void @NRT_incref(i8* %arg.X.0)
  store double 0.000000e+00, double* %.246, align 8
  %.252.us = call i32 @_ZN5numba2np13old_arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.246, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.X.0, i8* %arg.X.1, i64 %arg.X.5.1.fr, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.1.fr, i64 %arg.X.6.1)
  switch i32 %.252.us, label %B62.if [
    i32 -2, label %B62.endif.endif.endif.if
    i32 0, label %B62.endif.endif.endif.if
  ]

B62:                                              ; preds = %B62.preheader, %for.end.1
  %loss.2.034 = phi double [ %.549, %for.end.1 ], [ 0.000000e+00, %B62.preheader ]
  %.79.032 = phi i64 [ %.150, %for.end.1 ], [ 0, %B62.preheader ]
  %.150 = add nuw nsw i64 %.79.032, 1
  %.212 = mul i64 %.79.032, %arg.X.5.1.fr
  %.214 = getelementptr double, double* %arg.X.4, i64 %.212
  tail call void @NRT_incref(i8* %arg.X.0)
  store double 0.000000e+00, double* %.246, align 8
  %.252 = call i32 @_ZN5numba2np13old_arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.246, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.X.0, i8* %arg.X.1, i64 %arg.X.5.1.fr, i64 %arg.X.3, double* %.214, i64 %arg.X.5.1.fr, i64 %arg.X.6.1)
  %.262 = load double, double* %.246, align 8
  switch i32 %.252, label %B62.if.loopexit [
    i32 -2, label %B62.endif.endif.endif.endif
    i32 0, label %B62.endif.endif.endif.endif
  ]

B282:                                             ; preds = %for.end.1, %B0.endif
  %loss.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.549, %for.end.1 ]
  tail call void @NRT_decref(i8* %arg.labels.0)
  tail call void @NRT_decref(i8* %arg.X.0)
  %.586 = icmp eq i64 %arg.X.5.0, 0
  br i1 %.586, label %B282.if, label %B282.endif, !prof !0

common.ret:                                       ; preds = %B62.endif.endif.endif.endif.if, %B62.if, %B282.endif, %B282.if, %B62.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B62.endif.endif.endif.if ], [ 1, %B282.if ], [ 0, %B282.endif ], [ 1, %B62.endif.endif.endif.endif.if ], [ %.us-phi, %B62.if ]
  ret i32 %common.ret.op

B62.if.loopexit:                                  ; preds = %B62
  br label %B62.if

B62.if:                                           ; preds = %B62.if.loopexit, %B62.us
  %.us-phi = phi i32 [ %.252.us, %B62.us ], [ %.252, %B62.if.loopexit ]
  %.260 = icmp sgt i32 %.us-phi, 0
  %.253 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.261 = select i1 %.260, { i8*, i32, i8*, i8*, i32 }* %.253, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.261, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif.endif.endif.if:                         ; preds = %B62.us, %B62.us
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610811780800, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B62.endif.endif.endif.endif:                      ; preds = %B62, %B62
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.334, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B62.endif.endif.endif.endif.if, label %B62.endif.endif.endif.endif.endif, !prof !0

B62.endif.endif.endif.endif.if:                   ; preds = %B62.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814829056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif.endif.endif.endif.endif:                ; preds = %B62.endif.endif.endif.endif
  %6 = icmp sgt i64 %arg.X.5.1.fr, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %7 = bitcast i8* %.5.i to double**
  %.6.i14 = load double*, double** %7, align 8
  br i1 %6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B62.endif.endif.endif.endif.endif
  %8 = icmp ult i64 %1, 7
  br i1 %8, label %for.end.loopexit.unr-lcssa, label %for.body.preheader52

for.body.preheader52:                             ; preds = %for.body.preheader
  br label %for.body

for.body:                                         ; preds = %for.body.preheader52, %for.body
  %loop.index12 = phi i64 [ %33, %for.body ], [ 0, %for.body.preheader52 ]
  %.398.011 = phi i64 [ %spec.select25.7, %for.body ], [ 0, %for.body.preheader52 ]
  %9 = icmp ugt i64 %arg.X.5.1.fr, 1
  %spec.select25 = select i1 %9, i64 %loop.index12, i64 %.398.011
  %.411 = getelementptr double, double* %.214, i64 %spec.select25
  %.412 = load double, double* %.411, align 8
  %.6.i3 = fsub double %.412, %.262
  %.14.i = tail call double @llvm.exp.f64(double %.6.i3)
  %sunkaddr = mul i64 %loop.index12, 8
  %10 = bitcast double* %.6.i14 to i8*
  %sunkaddr227 = getelementptr i8, i8* %10, i64 %sunkaddr
  %11 = bitcast i8* %sunkaddr227 to double*
  store double %.14.i, double* %11, align 8
  %12 = add i64 %loop.index12, 1
  %spec.select25.1 = select i1 %9, i64 %12, i64 %.398.011
  %.411.1 = getelementptr double, double* %.214, i64 %spec.select25.1
  %.412.1 = load double, double* %.411.1, align 8
  %.6.i3.1 = fsub double %.412.1, %.262
  %.14.i.1 = tail call double @llvm.exp.f64(double %.6.i3.1)
  %sunkaddr228 = mul i64 %loop.index12, 8
  %13 = bitcast double* %.6.i14 to i8*
  %sunkaddr229 = getelementptr i8, i8* %13, i64 %sunkaddr228
  %sunkaddr230 = getelementptr i8, i8* %sunkaddr229, i64 8
  %14 = bitcast i8* %sunkaddr230 to double*
  store double %.14.i.1, double* %14, align 8
  %15 = add i64 %12, 1
  %spec.select25.2 = select i1 %9, i64 %15, i64 %.398.011
  %.411.2 = getelementptr double, double* %.214, i64 %spec.select25.2
  %.412.2 = load double, double* %.411.2, align 8
  %.6.i3.2 = fsub double %.412.2, %.262
  %.14.i.2 = tail call double @llvm.exp.f64(double %.6.i3.2)
  %sunkaddr231 = mul i64 %loop.index12, 8
  %16 = bitcast double* %.6.i14 to i8*
  %sunkaddr232 = getelementptr i8, i8* %16, i64 %sunkaddr231
  %sunkaddr233 = getelementptr i8, i8* %sunkaddr232, i64 16
  %17 = bitcast i8* %sunkaddr233 to double*
  store double %.14.i.2, double* %17, align 8
  %18 = add i64 %15, 1
  %spec.select25.3 = select i1 %9, i64 %18, i64 %.398.011
  %.411.3 = getelementptr double, double* %.214, i64 %spec.select25.3
  %.412.3 = load double, double* %.411.3, align 8
  %.6.i3.3 = fsub double %.412.3, %.262
  %.14.i.3 = tail call double @llvm.exp.f64(double %.6.i3.3)
  %sunkaddr234 = mul i64 %loop.index12, 8
  %19 = bitcast double* %.6.i14 to i8*
  %sunkaddr235 = getelementptr i8, i8* %19, i64 %sunkaddr234
  %sunkaddr236 = getelementptr i8, i8* %sunkaddr235, i64 24
  %20 = bitcast i8* %sunkaddr236 to double*
  store double %.14.i.3, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select25.4 = select i1 %9, i64 %21, i64 %.398.011
  %.411.4 = getelementptr double, double* %.214, i64 %spec.select25.4
  %.412.4 = load double, double* %.411.4, align 8
  %.6.i3.4 = fsub double %.412.4, %.262
  %.14.i.4 = tail call double @llvm.exp.f64(double %.6.i3.4)
  %sunkaddr237 = mul i64 %loop.index12, 8
  %22 = bitcast double* %.6.i14 to i8*
  %sunkaddr238 = getelementptr i8, i8* %22, i64 %sunkaddr237
  %sunkaddr239 = getelementptr i8, i8* %sunkaddr238, i64 32
  %23 = bitcast i8* %sunkaddr239 to double*
  store double %.14.i.4, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select25.5 = select i1 %9, i64 %24, i64 %.398.011
  %.411.5 = getelementptr double, double* %.214, i64 %spec.select25.5
  %.412.5 = load double, double* %.411.5, align 8
  %.6.i3.5 = fsub double %.412.5, %.262
  %.14.i.5 = tail call double @llvm.exp.f64(double %.6.i3.5)
  %sunkaddr240 = mul i64 %loop.index12, 8
  %25 = bitcast double* %.6.i14 to i8*
  %sunkaddr241 = getelementptr i8, i8* %25, i64 %sunkaddr240
  %sunkaddr242 = getelementptr i8, i8* %sunkaddr241, i64 40
  %26 = bitcast i8* %sunkaddr242 to double*
  store double %.14.i.5, double* %26, align 8
  %27 = add i64 %24, 1
  %spec.select25.6 = select i1 %9, i64 %27, i64 %.398.011
  %.411.6 = getelementptr double, double* %.214, i64 %spec.select25.6
  %.412.6 = load double, double* %.411.6, align 8
  %.6.i3.6 = fsub double %.412.6, %.262
  %.14.i.6 = tail call double @llvm.exp.f64(double %.6.i3.6)
  %sunkaddr243 = mul i64 %loop.index12, 8
  %28 = bitcast double* %.6.i14 to i8*
  %sunkaddr244 = getelementptr i8, i8* %28, i64 %sunkaddr243
  %sunkaddr245 = getelementptr i8, i8* %sunkaddr244, i64 48
  %29 = bitcast i8* %sunkaddr245 to double*
  store double %.14.i.6, double* %29, align 8
  %30 = add i64 %27, 1
  %spec.select25.7 = select i1 %9, i64 %30, i64 %.398.011
  %.411.7 = getelementptr double, double* %.214, i64 %spec.select25.7
  %.412.7 = load double, double* %.411.7, align 8
  %.6.i3.7 = fsub double %.412.7, %.262
  %.14.i.7 = tail call double @llvm.exp.f64(double %.6.i3.7)
  %sunkaddr246 = mul i64 %loop.index12, 8
  %31 = bitcast double* %.6.i14 to i8*
  %sunkaddr247 = getelementptr i8, i8* %31, i64 %sunkaddr246
  %sunkaddr248 = getelementptr i8, i8* %sunkaddr247, i64 56
  %32 = bitcast i8* %sunkaddr248 to double*
  store double %.14.i.7, double* %32, align 8
  %.441.7 = add nuw i64 %loop.index12, 8
  %33 = add i64 %30, 1
  %niter.ncmp.7 = icmp eq i64 %33, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index12.unr = phi i64 [ 0, %for.body.preheader ], [ %.441.7, %for.body ]
  %.398.011.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select25.7, %for.body ]
  %34 = icmp eq i64 %xtraiter, 0
  br i1 %34, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv = phi i64 [ %xtraiter, %for.body.epil.preheader ], [ %lsr.iv.next, %for.body.epil ]
  %loop.index12.epil = phi i64 [ %.441.epil, %for.body.epil ], [ %loop.index12.unr, %for.body.epil.preheader ]
  %.398.011.epil = phi i64 [ %spec.select25.epil, %for.body.epil ], [ %.398.011.unr, %for.body.epil.preheader ]
  %35 = icmp ugt i64 %arg.X.5.1.fr, 1
  %spec.select25.epil = select i1 %35, i64 %loop.index12.epil, i64 %.398.011.epil
  %.411.epil = getelementptr double, double* %.214, i64 %spec.select25.epil
  %.412.epil = load double, double* %.411.epil, align 8
  %.6.i3.epil = fsub double %.412.epil, %.262
  %.14.i.epil = tail call double @llvm.exp.f64(double %.6.i3.epil)
  %scevgep68 = getelementptr double, double* %.6.i14, i64 %loop.index12.epil
  store double %.14.i.epil, double* %scevgep68, align 8
  %.441.epil = add nuw nsw i64 %loop.index12.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B62.endif.endif.endif.endif.endif
  %36 = icmp eq i64 %arg.X.5.1.fr, 0
  br i1 %36, label %for.end.1, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %37 = icmp ult i64 %0, 7
  br i1 %37, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %38 = icmp ult i64 %2, 56
  br i1 %38, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i.preheader

B50.endif.i.preheader:                            ; preds = %B50.endif.preheader.new.i
  %scevgep69 = getelementptr double, double* %.6.i14, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %39 = icmp eq i64 %xtraiter44, 0
  br i1 %39, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep199 = getelementptr double, double* %.6.i14, i64 7
  %scevgep200 = getelementptr double, double* %scevgep199, i64 %.70.05.i.unr
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv201 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next202, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %40 = bitcast double* %scevgep200 to i8*
  %uglygep223 = getelementptr i8, i8* %40, i64 %lsr.iv201
  %uglygep223224 = bitcast i8* %uglygep223 to double*
  %scevgep225 = getelementptr double, double* %uglygep223224, i64 -7
  %.236.i.epil = load double, double* %scevgep225, align 8, !noalias !11
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep220 = getelementptr i8, i8* %40, i64 %lsr.iv201
  %uglygep220221 = bitcast i8* %uglygep220 to double*
  %scevgep222 = getelementptr double, double* %uglygep220221, i64 -6
  %.236.1.i.epil = load double, double* %scevgep222, align 8, !noalias !11
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep217 = getelementptr i8, i8* %40, i64 %lsr.iv201
  %uglygep217218 = bitcast i8* %uglygep217 to double*
  %scevgep219 = getelementptr double, double* %uglygep217218, i64 -5
  %.236.2.i.epil = load double, double* %scevgep219, align 8, !noalias !11
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep214 = getelementptr i8, i8* %40, i64 %lsr.iv201
  %uglygep214215 = bitcast i8* %uglygep214 to double*
  %scevgep216 = getelementptr double, double* %uglygep214215, i64 -4
  %.236.3.i.epil = load double, double* %scevgep216, align 8, !noalias !11
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep211 = getelementptr i8, i8* %40, i64 %lsr.iv201
  %uglygep211212 = bitcast i8* %uglygep211 to double*
  %scevgep213 = getelementptr double, double* %uglygep211212, i64 -3
  %.236.4.i.epil = load double, double* %scevgep213, align 8, !noalias !11
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep208 = getelementptr i8, i8* %40, i64 %lsr.iv201
  %uglygep208209 = bitcast i8* %uglygep208 to double*
  %scevgep210 = getelementptr double, double* %uglygep208209, i64 -2
  %.236.5.i.epil = load double, double* %scevgep210, align 8, !noalias !11
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep205 = getelementptr i8, i8* %40, i64 %lsr.iv201
  %uglygep205206 = bitcast i8* %uglygep205 to double*
  %scevgep207 = getelementptr double, double* %uglygep205206, i64 -1
  %.236.6.i.epil = load double, double* %scevgep207, align 8, !noalias !11
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %40, i64 %lsr.iv201
  %uglygep204 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep204, align 8, !noalias !11
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next202 = add nuw nsw i64 %lsr.iv201, 64
  %epil.iter45.cmp.not = icmp eq i64 %5, %lsr.iv.next202
  br i1 %epil.iter45.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !14, !llvm.loop !15

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %41 = icmp eq i64 %xtraiter.i, 0
  br i1 %41, label %for.end.1, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i14, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep226 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep226, align 8, !noalias !11
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1, label %B50.endif.epil.i, !prof !14, !llvm.loop !16

B50.endif.i:                                      ; preds = %B50.endif.i.preheader, %B50.endif.i
  %lsr.iv197 = phi i64 [ %unroll_iter48, %B50.endif.i.preheader ], [ %lsr.iv.next198, %B50.endif.i ]
  %c.2.06.i = phi double [ %.239.7.i.7, %B50.endif.i ], [ 0.000000e+00, %B50.endif.i.preheader ]
  %.70.05.i = phi i64 [ %.182.7.i.7, %B50.endif.i ], [ 0, %B50.endif.i.preheader ]
  %scevgep195 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -63
  %.236.i = load double, double* %scevgep196, align 8, !noalias !11
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep193 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -62
  %.236.1.i = load double, double* %scevgep194, align 8, !noalias !11
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep191 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -61
  %.236.2.i = load double, double* %scevgep192, align 8, !noalias !11
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep189 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -60
  %.236.3.i = load double, double* %scevgep190, align 8, !noalias !11
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep187 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -59
  %.236.4.i = load double, double* %scevgep188, align 8, !noalias !11
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep185 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -58
  %.236.5.i = load double, double* %scevgep186, align 8, !noalias !11
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep183 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -57
  %.236.6.i = load double, double* %scevgep184, align 8, !noalias !11
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep181 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -56
  %.236.7.i = load double, double* %scevgep182, align 8, !noalias !11
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep150 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -55
  %.236.i.1 = load double, double* %scevgep151, align 8, !noalias !11
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep152 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -54
  %.236.1.i.1 = load double, double* %scevgep153, align 8, !noalias !11
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep154 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -53
  %.236.2.i.1 = load double, double* %scevgep155, align 8, !noalias !11
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep156 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -52
  %.236.3.i.1 = load double, double* %scevgep157, align 8, !noalias !11
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep158 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -51
  %.236.4.i.1 = load double, double* %scevgep159, align 8, !noalias !11
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep160 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -50
  %.236.5.i.1 = load double, double* %scevgep161, align 8, !noalias !11
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep162 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -49
  %.236.6.i.1 = load double, double* %scevgep163, align 8, !noalias !11
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep164 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -48
  %.236.7.i.1 = load double, double* %scevgep165, align 8, !noalias !11
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep134 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -47
  %.236.i.2 = load double, double* %scevgep135, align 8, !noalias !11
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep136 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -46
  %.236.1.i.2 = load double, double* %scevgep137, align 8, !noalias !11
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep138 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -45
  %.236.2.i.2 = load double, double* %scevgep139, align 8, !noalias !11
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep140 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -44
  %.236.3.i.2 = load double, double* %scevgep141, align 8, !noalias !11
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep142 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -43
  %.236.4.i.2 = load double, double* %scevgep143, align 8, !noalias !11
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep144 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -42
  %.236.5.i.2 = load double, double* %scevgep145, align 8, !noalias !11
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep146 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -41
  %.236.6.i.2 = load double, double* %scevgep147, align 8, !noalias !11
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep148 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -40
  %.236.7.i.2 = load double, double* %scevgep149, align 8, !noalias !11
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep118 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -39
  %.236.i.3 = load double, double* %scevgep119, align 8, !noalias !11
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep120 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -38
  %.236.1.i.3 = load double, double* %scevgep121, align 8, !noalias !11
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep122 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -37
  %.236.2.i.3 = load double, double* %scevgep123, align 8, !noalias !11
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep124 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -36
  %.236.3.i.3 = load double, double* %scevgep125, align 8, !noalias !11
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep126 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -35
  %.236.4.i.3 = load double, double* %scevgep127, align 8, !noalias !11
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep128 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -34
  %.236.5.i.3 = load double, double* %scevgep129, align 8, !noalias !11
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep130 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -33
  %.236.6.i.3 = load double, double* %scevgep131, align 8, !noalias !11
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep132 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -32
  %.236.7.i.3 = load double, double* %scevgep133, align 8, !noalias !11
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep102 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -31
  %.236.i.4 = load double, double* %scevgep103, align 8, !noalias !11
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep104 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -30
  %.236.1.i.4 = load double, double* %scevgep105, align 8, !noalias !11
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep106 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -29
  %.236.2.i.4 = load double, double* %scevgep107, align 8, !noalias !11
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep108 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -28
  %.236.3.i.4 = load double, double* %scevgep109, align 8, !noalias !11
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep110 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -27
  %.236.4.i.4 = load double, double* %scevgep111, align 8, !noalias !11
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep112 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -26
  %.236.5.i.4 = load double, double* %scevgep113, align 8, !noalias !11
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep114 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -25
  %.236.6.i.4 = load double, double* %scevgep115, align 8, !noalias !11
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep116 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -24
  %.236.7.i.4 = load double, double* %scevgep117, align 8, !noalias !11
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep86 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -23
  %.236.i.5 = load double, double* %scevgep87, align 8, !noalias !11
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep88 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -22
  %.236.1.i.5 = load double, double* %scevgep89, align 8, !noalias !11
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep90 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -21
  %.236.2.i.5 = load double, double* %scevgep91, align 8, !noalias !11
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep92 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -20
  %.236.3.i.5 = load double, double* %scevgep93, align 8, !noalias !11
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep94 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -19
  %.236.4.i.5 = load double, double* %scevgep95, align 8, !noalias !11
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep96 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -18
  %.236.5.i.5 = load double, double* %scevgep97, align 8, !noalias !11
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep98 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -17
  %.236.6.i.5 = load double, double* %scevgep99, align 8, !noalias !11
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep100 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -16
  %.236.7.i.5 = load double, double* %scevgep101, align 8, !noalias !11
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep70 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep71 = getelementptr double, double* %scevgep70, i64 -15
  %.236.i.6 = load double, double* %scevgep71, align 8, !noalias !11
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep72 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep73 = getelementptr double, double* %scevgep72, i64 -14
  %.236.1.i.6 = load double, double* %scevgep73, align 8, !noalias !11
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep74 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep75 = getelementptr double, double* %scevgep74, i64 -13
  %.236.2.i.6 = load double, double* %scevgep75, align 8, !noalias !11
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep76 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -12
  %.236.3.i.6 = load double, double* %scevgep77, align 8, !noalias !11
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep78 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -11
  %.236.4.i.6 = load double, double* %scevgep79, align 8, !noalias !11
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep80 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -10
  %.236.5.i.6 = load double, double* %scevgep81, align 8, !noalias !11
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep82 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -9
  %.236.6.i.6 = load double, double* %scevgep83, align 8, !noalias !11
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep84 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -8
  %.236.7.i.6 = load double, double* %scevgep85, align 8, !noalias !11
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep166 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -7
  %.236.i.7 = load double, double* %scevgep167, align 8, !noalias !11
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep168 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -6
  %.236.1.i.7 = load double, double* %scevgep169, align 8, !noalias !11
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep170 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -5
  %.236.2.i.7 = load double, double* %scevgep171, align 8, !noalias !11
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep172 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -4
  %.236.3.i.7 = load double, double* %scevgep173, align 8, !noalias !11
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep174 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -3
  %.236.4.i.7 = load double, double* %scevgep175, align 8, !noalias !11
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep176 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -2
  %.236.5.i.7 = load double, double* %scevgep177, align 8, !noalias !11
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep178 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -1
  %.236.6.i.7 = load double, double* %scevgep179, align 8, !noalias !11
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep180 = getelementptr double, double* %scevgep69, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep180, align 8, !noalias !11
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next198 = add i64 %lsr.iv197, -8
  %niter49.ncmp.7 = icmp eq i64 %lsr.iv.next198, 0
  br i1 %niter49.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1:                                        ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.479 = tail call double @llvm.log.f64(double %c.2.0.lcssa.i)
  %.484 = fadd double %.262, %.479
  %.513 = getelementptr i64, i64* %arg.labels.4, i64 %.79.032
  %.514 = load i64, i64* %.513, align 8
  %.527 = icmp slt i64 %.514, 0
  %.528 = select i1 %.527, i64 %arg.X.5.1.fr, i64 0
  %.529 = add i64 %.528, %.514
  %.542 = getelementptr double, double* %.214, i64 %.529
  %.543 = load double, double* %.542, align 8
  tail call void @NRT_decref(i8* %arg.X.0)
  %.547 = fsub double %.484, %.543
  %.549 = fadd double %loss.2.034, %.547
  %exitcond37.not = icmp eq i64 %.150, %arg.X.5.0
  br i1 %exitcond37.not, label %B282, label %B62

B282.if:                                          ; preds = %B282
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610811780160, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B282.endif:                                       ; preds = %B282
  %.585 = sitofp i64 %arg.X.5.0 to double
  %.593 = fdiv double %loss.2.0.lcssa, %.585
  store double %.593, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #0

define i8* @_ZN7cpython7kernels13cross_entropyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.cross_entropy, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels13cross_entropyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([167 x i8], [167 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13cross_entropyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr9 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr10 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr11 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %10, i64 48
  %11 = bitcast i8* %sunkaddr12 to i64*
  %.37.fca.5.1.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %12, i64 64
  %13 = bitcast i8* %sunkaddr13 to i64*
  %.37.fca.6.1.load = load i64, i64* %13, align 8
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.47 to i8*
  %14 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %14, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %15 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %15, i64 24
  %16 = bitcast i8* %sunkaddr14 to i64*
  %.55 = load i64, i64* %16, align 8
  %.56 = icmp ne i64 %.55, 8
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %17 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %18, i64 32
  %19 = bitcast i8* %sunkaddr15 to i64**
  %.62.fca.4.load = load i64*, i64** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %20, i64 40
  %21 = bitcast i8* %sunkaddr16 to i64*
  %.62.fca.5.0.load = load i64, i64* %21, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels13cross_entropyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 poison, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 poison, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* poison, i64 poison, i64 poison, i64* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 poison) #2
  %.80 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.87 = icmp sgt i32 %.79, 0
  %.88 = select i1 %.87, { i8*, i32, i8*, i8*, i32 }* %.80, { i8*, i32, i8*, i8*, i32 }* undef
  %.89 = load double, double* %.69, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.62.fca.0.load)
  switch i32 %.79, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %22 = icmp sgt i32 %.79, 0
  br i1 %22, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.102 = call i8* @PyFloat_FromDouble(double %.89)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.107 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 4
  %.109 = icmp sgt i32 %.108, 0
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 0
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 1
  br i1 %.109, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.79, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.115 = sext i32 %.114 to i64
  %.116 = call i8* @PyBytes_FromStringAndSize(i8* %.112, i64 %.115)
  %.117 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 2
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 3
  %.121 = bitcast i8* %.120 to i8* (i8*)*
  %.122 = call i8* %.121(i8* %.118)
  %.123 = icmp eq i8* %.122, null
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.127 = call i8* @numba_runtime_build_excinfo_struct(i8* %.116, i8* nonnull %.122)
  %.128 = bitcast { i8*, i32, i8*, i8*, i32 }* %.88 to i8*
  call void @NRT_Free(i8* nonnull %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.139)
  br label %common.ret

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels13cross_entropyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 6
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels13cross_entropyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 poison, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 %.11, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, i64* %extracted.data.1, i64 %.12, i64 poison) #2
  %.15 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.22 = icmp sgt i32 %.14, 0
  %.23 = select i1 %.22, { i8*, i32, i8*, i8*, i32 }* %.15, { i8*, i32, i8*, i8*, i32 }* undef
  %.24 = load double, double* %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, i32* %.26, align 4
  switch i32 %.14, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(i32* nonnull %.26)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fe2819d6a10>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.77)
  call void @Py_DecRef(i8* %.77)
  call void @numba_gil_release(i32* nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 0
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.14, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.29
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call i8* @PyBytes_FromStringAndSize(i8* %.37, i64 %.40)
  %.42 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 2
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 3
  %.46 = bitcast i8* %.45 to i8* (i8*)*
  %.47 = call i8* %.46(i8* %.43)
  %.48 = icmp eq i8* %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call i8* @numba_runtime_build_excinfo_struct(i8* %.41, i8* nonnull %.47)
  %.53 = bitcast { i8*, i32, i8*, i8*, i32 }* %.23 to i8*
  call void @NRT_Free(i8* nonnull %.53)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.64)
  br label %.29

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.29
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np13old_arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
entry:
  %.19.i.i = alloca { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, align 8
  %.23.i.i = alloca [1 x i64], align 8
  %.79.i.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.25 = icmp eq i64 %arg.a.2, 0
  br i1 %.25, label %B28, label %B58.endif.endif

common.ret:                                       ; preds = %end.endif.endif.if, %B300, %B262, %B188, %B28
  %common.ret.op = phi i32 [ 1, %B28 ], [ 0, %B188 ], [ 0, %B262 ], [ 0, %B300 ], [ 1, %end.endif.endif.if ]
  ret i32 %common.ret.op

B28:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610818068736, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B188:                                             ; preds = %for.body
  call void @NRT_decref(i8* %arg.a.0)
  store double %.119.i, double* %retptr, align 8
  br label %common.ret

B262:                                             ; preds = %B196.endif
  call void @NRT_decref(i8* %arg.a.0)
  store double %.434, double* %retptr, align 8
  br label %common.ret

B300:                                             ; preds = %B270.endif.endif, %B196.preheader
  %max_value.2.0.lcssa = phi double [ %.119.i, %B196.preheader ], [ %11, %B270.endif.endif ]
  call void @NRT_decref(i8* %arg.a.0)
  store double %max_value.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B58.endif.endif:                                  ; preds = %entry
  %0 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0), !noalias !17
  %1 = bitcast [1 x i64]* %.23.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1), !noalias !17
  %2 = bitcast [1 x i64]* %.79.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2), !noalias !17
  %.fca.2.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 2
  %.fca.3.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 3
  %.fca.4.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 4
  %.fca.0.gep1722.i9.i249 = bitcast [1 x i64]* %.23.i.i to i64*
  %.fca.0.gep23.i10.i2510 = bitcast [1 x i64]* %.79.i.i to i64*
  store i64 0, i64* %.fca.0.gep23.i10.i2510, align 8, !noalias !21
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store i64 1, i64* %.fca.2.gep.i.i, align 8, !noalias !21
  store i64 8, i64* %.fca.3.gep.i.i, align 8, !noalias !21
  store double* %arg.a.4, double** %.fca.4.gep.i.i, align 8, !noalias !21
  store i64 1, i64* %.fca.0.gep1722.i9.i249, align 8, !noalias !21
  %.82.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 5, i64 0
  %.84.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 6, i64 0
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, i64* nonnull %.82.i.i, i64* nonnull %.84.i.i, i64 1, i64* nonnull %.fca.0.gep1722.i9.i249, i64* nonnull %.fca.0.gep23.i10.i2510, i64 8, i32 0), !noalias !21
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if, label %for.body

end.endif.endif.if:                               ; preds = %B58.endif.endif
  %3 = bitcast [1 x i64]* %.79.i.i to i8*
  %4 = bitcast [1 x i64]* %.23.i.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %5), !noalias !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4), !noalias !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3), !noalias !17
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610816488960, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body:                                         ; preds = %B58.endif.endif
  %6 = bitcast [1 x i64]* %.79.i.i to i8*
  %7 = bitcast [1 x i64]* %.23.i.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %9, i64 32
  %10 = bitcast i8* %sunkaddr to double**
  %.101.i.i = load double*, double** %10, align 8, !noalias !21
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %8), !noalias !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7), !noalias !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6), !noalias !17
  %.119.i = load double, double* %.101.i.i, align 8, !noalias !17
  %.255 = fcmp ord double %.119.i, 0.000000e+00
  br i1 %.255, label %B196.preheader, label %B188

B196.preheader:                                   ; preds = %for.body
  %.183 = icmp sgt i64 %arg.a.2, 1
  br i1 %.183, label %B196.endif.preheader, label %B300, !prof !25

B196.endif.preheader:                             ; preds = %B196.preheader
  br label %B196.endif

B196.endif:                                       ; preds = %B196.endif.preheader, %B270.endif.endif
  %max_value.2.018 = phi double [ %11, %B270.endif.endif ], [ %.119.i, %B196.endif.preheader ]
  %.89.017 = phi i64 [ %.380, %B270.endif.endif ], [ 1, %B196.endif.preheader ]
  %scevgep8 = getelementptr double, double* %arg.a.4, i64 %.89.017
  %.434 = load double, double* %scevgep8, align 8
  %.447 = fcmp ord double %.434, 0.000000e+00
  br i1 %.447, label %B270.endif.endif, label %B262

B270.endif.endif:                                 ; preds = %B196.endif
  %.380 = add nuw nsw i64 %.89.017, 1
  %.6.i.inv = fcmp ogt double %.434, %max_value.2.018
  %11 = select i1 %.6.i.inv, double %.434, double %max_value.2.018
  %exitcond.not = icmp eq i64 %arg.a.2, %.380
  br i1 %exitcond.not, label %B300, label %B196.endif, !prof !0
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @numba_attempt_nocopy_reshape(i64, i64*, i64*, i64, i64*, i64*, i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!14 = !{!"branch_weights", i32 1, i32 7}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !20}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %excinfo"}
!21 = !{!22, !24, !18, !20}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
!25 = !{!"branch_weights", i32 99, i32 1}
