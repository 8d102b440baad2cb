; ModuleID = 'cross_entropy'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139915723626880 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139915723626880.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139915723626880 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139915723626880, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915723626880.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139915724430464 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.139915724430464.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.139915724430464 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.const.pickledata.139915724430464, i32 0, i32 0), i32 69, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915724430464.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cross_entropy = internal constant [14 x i8] c"cross_entropy\00"
@_ZN08NumbaEnv7kernels13cross_entropyB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13cross_entropyB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [167 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13cross_entropyB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f40aaf8fbd0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f40aaf8fbd0>\00"
@_ZN08NumbaEnv5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139915727235776 = internal constant [153 x i8] c"\80\04\95\8E\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CDzero-size array to reduction operation maximum which has no identity\94\85\94\8C\08impl_max\94\8C\15numba/np/arraymath.py\94M<\02\87\94\87\94."
@.const.pickledata.139915727235776.sha1 = internal constant [20 x i8] c"X\0C\97\C0;\9C\FD\EFL\0E'\A0*\FEW\99XUE\02"
@.const.picklebuf.139915727235776 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([153 x i8], [153 x i8]* @.const.pickledata.139915727235776, i32 0, i32 0), i32 153, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915727235776.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139915729688192 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.139915729688192.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.139915729688192 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.139915729688192, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915729688192.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath14max_comparatorB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f40aaf7d790B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139915729697280 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139915729697280.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139915729697280 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139915729697280, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915729697280.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels13cross_entropyB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, i8* %arg.labels.0, i8* nocapture readnone %arg.labels.1, i64 %arg.labels.2, i64 %arg.labels.3, i64* nocapture readonly %arg.labels.4, i64 %arg.labels.5.0, i64 %arg.labels.6.0) local_unnamed_addr {
B0.endif:
  %.246 = alloca double, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.labels.0)
  %.93.inv = icmp sgt i64 %arg.X.5.0, 0
  br i1 %.93.inv, label %B62.lr.ph, label %B282

B62.lr.ph:                                        ; preds = %B0.endif
  %.333 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.1, i64 8)
  %.335 = extractvalue { i64, i1 } %.333, 1
  %.334 = extractvalue { i64, i1 } %.333, 0
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.X.5.1, i64 1) #6
  %0 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  br i1 %.335, label %B62.us, label %B62.preheader, !prof !0

B62.preheader:                                    ; preds = %B62.lr.ph
  %const = bitcast i64 4611686018427387896 to i64
  %1 = add i64 %arg.X.5.1, -8
  %2 = lshr i64 %1, 3
  %3 = add nuw nsw i64 %2, 1
  %4 = add nsw i64 %unroll_iter.i, -8
  %5 = lshr exact i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %n.vec = and i64 %arg.X.5.1, -8
  %xtraiter = and i64 %3, 7
  %unroll_iter = and i64 %3, %const
  %xtraiter73 = and i64 %arg.X.5.1, 7
  %xtraiter75 = and i64 %6, 7
  %unroll_iter79 = and i64 %6, %const
  %scevgep85 = getelementptr double, double* %arg.X.4, i64 56
  %7 = shl i64 %arg.X.5.1, 3
  %8 = shl nuw nsw i64 %xtraiter, 6
  %9 = shl nuw nsw i64 %xtraiter75, 6
  br label %B62

B62.us:                                           ; preds = %B62.lr.ph
  tail call void @NRT_incref(i8* %arg.X.0)
  store double 0.000000e+00, double* %.246, align 8
  %.252.us = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.246, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.X.0, i8* %arg.X.1, i64 %arg.X.5.1, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.1, i64 %arg.X.6.1)
  switch i32 %.252.us, label %B62.if [
    i32 -2, label %B62.endif.endif.endif.if
    i32 0, label %B62.endif.endif.endif.if
  ]

B62:                                              ; preds = %B62.preheader, %for.end.1
  %lsr.iv141 = phi double* [ %arg.X.4, %B62.preheader ], [ %84, %for.end.1 ]
  %lsr.iv = phi double* [ %scevgep85, %B62.preheader ], [ %83, %for.end.1 ]
  %loss.2.034 = phi double [ %.549, %for.end.1 ], [ 0.000000e+00, %B62.preheader ]
  %.79.032 = phi i64 [ %.150, %for.end.1 ], [ 0, %B62.preheader ]
  %10 = mul i64 %.79.032, %arg.X.5.1
  %scevgep63 = getelementptr double, double* %arg.X.4, i64 %10
  %11 = add i64 %10, %arg.X.5.1
  %scevgep65 = getelementptr double, double* %arg.X.4, i64 %11
  %.150 = add nuw nsw i64 %.79.032, 1
  %.212 = mul i64 %.79.032, %arg.X.5.1
  %.214 = getelementptr double, double* %arg.X.4, i64 %.212
  tail call void @NRT_incref(i8* %arg.X.0)
  store double 0.000000e+00, double* %.246, align 8
  %.252 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.246, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.X.0, i8* %arg.X.1, i64 %arg.X.5.1, i64 %arg.X.3, double* %.214, i64 %arg.X.5.1, i64 %arg.X.6.1)
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
  %common.ret.op = phi i32 [ 1, %B62.endif.endif.endif.if ], [ 1, %B282.if ], [ 0, %B282.endif ], [ 1, %B62.endif.endif.endif.endif.if ], [ %.252.lcssa, %B62.if ]
  ret i32 %common.ret.op

B62.if.loopexit:                                  ; preds = %B62
  br label %B62.if

B62.if:                                           ; preds = %B62.if.loopexit, %B62.us
  %.252.lcssa = phi i32 [ %.252.us, %B62.us ], [ %.252, %B62.if.loopexit ]
  %.260 = icmp sgt i32 %.252.lcssa, 0
  %.253 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.261 = select i1 %.260, { i8*, i32, i8*, i8*, i32 }* %.253, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.261, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif.endif.endif.if:                         ; preds = %B62.us, %B62.us
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915723626880, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B62.endif.endif.endif.endif:                      ; preds = %B62, %B62
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.334, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B62.endif.endif.endif.endif.if, label %B62.endif.endif.endif.endif.endif, !prof !0

B62.endif.endif.endif.endif.if:                   ; preds = %B62.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729697280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif.endif.endif.endif.endif:                ; preds = %B62.endif.endif.endif.endif
  %12 = icmp sgt i64 %arg.X.5.1, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %13 = bitcast i8* %.5.i to double**
  %.6.i15 = load double*, double** %13, align 8
  br i1 %12, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B62.endif.endif.endif.endif.endif
  %14 = icmp ugt i64 %arg.X.5.1, 1
  br i1 %14, label %for.body.us.preheader, label %for.body

for.body.us.preheader:                            ; preds = %for.body.preheader
  %15 = icmp ult i64 %arg.X.5.1, 8
  br i1 %15, label %for.body.us.preheader67, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i15, i64 %arg.X.5.1
  %bound0 = icmp ult double* %.6.i15, %scevgep65
  %bound1 = icmp ult double* %scevgep63, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader67, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %16 = icmp ult i64 %1, 56
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.262, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br i1 %16, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv135 = phi i64 [ %unroll_iter, %vector.body.preheader ], [ %lsr.iv.next, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep108 = getelementptr double, double* %lsr.iv, i64 %index
  %scevgep108109 = bitcast double* %scevgep108 to <8 x double>*
  %scevgep110 = getelementptr <8 x double>, <8 x double>* %scevgep108109, i64 -7
  %wide.load = load <8 x double>, <8 x double>* %scevgep110, align 8, !alias.scope !9
  %17 = fsub <8 x double> %wide.load, %broadcast.splat
  %18 = call <8 x double> @llvm.exp.v8f64(<8 x double> %17)
  %sunkaddr = mul i64 %index, 8
  %19 = bitcast double* %.6.i15 to i8*
  %sunkaddr342 = getelementptr i8, i8* %19, i64 %sunkaddr
  %20 = bitcast i8* %sunkaddr342 to <8 x double>*
  store <8 x double> %18, <8 x double>* %20, align 8, !alias.scope !12, !noalias !9
  %scevgep103 = getelementptr double, double* %lsr.iv, i64 %index
  %scevgep103104 = bitcast double* %scevgep103 to <8 x double>*
  %scevgep105 = getelementptr <8 x double>, <8 x double>* %scevgep103104, i64 -6
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep105, align 8, !alias.scope !9
  %21 = fsub <8 x double> %wide.load.1, %broadcast.splat
  %22 = call <8 x double> @llvm.exp.v8f64(<8 x double> %21)
  %sunkaddr343 = mul i64 %index, 8
  %23 = bitcast double* %.6.i15 to i8*
  %sunkaddr344 = getelementptr i8, i8* %23, i64 %sunkaddr343
  %sunkaddr345 = getelementptr i8, i8* %sunkaddr344, i64 64
  %24 = bitcast i8* %sunkaddr345 to <8 x double>*
  store <8 x double> %22, <8 x double>* %24, align 8, !alias.scope !12, !noalias !9
  %scevgep100 = getelementptr double, double* %lsr.iv, i64 %index
  %scevgep100101 = bitcast double* %scevgep100 to <8 x double>*
  %scevgep102 = getelementptr <8 x double>, <8 x double>* %scevgep100101, i64 -5
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep102, align 8, !alias.scope !9
  %25 = fsub <8 x double> %wide.load.2, %broadcast.splat
  %26 = call <8 x double> @llvm.exp.v8f64(<8 x double> %25)
  %sunkaddr346 = mul i64 %index, 8
  %27 = bitcast double* %.6.i15 to i8*
  %sunkaddr347 = getelementptr i8, i8* %27, i64 %sunkaddr346
  %sunkaddr348 = getelementptr i8, i8* %sunkaddr347, i64 128
  %28 = bitcast i8* %sunkaddr348 to <8 x double>*
  store <8 x double> %26, <8 x double>* %28, align 8, !alias.scope !12, !noalias !9
  %scevgep97 = getelementptr double, double* %lsr.iv, i64 %index
  %scevgep9798 = bitcast double* %scevgep97 to <8 x double>*
  %scevgep99 = getelementptr <8 x double>, <8 x double>* %scevgep9798, i64 -4
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep99, align 8, !alias.scope !9
  %29 = fsub <8 x double> %wide.load.3, %broadcast.splat
  %30 = call <8 x double> @llvm.exp.v8f64(<8 x double> %29)
  %sunkaddr349 = mul i64 %index, 8
  %31 = bitcast double* %.6.i15 to i8*
  %sunkaddr350 = getelementptr i8, i8* %31, i64 %sunkaddr349
  %sunkaddr351 = getelementptr i8, i8* %sunkaddr350, i64 192
  %32 = bitcast i8* %sunkaddr351 to <8 x double>*
  store <8 x double> %30, <8 x double>* %32, align 8, !alias.scope !12, !noalias !9
  %scevgep94 = getelementptr double, double* %lsr.iv, i64 %index
  %scevgep9495 = bitcast double* %scevgep94 to <8 x double>*
  %scevgep96 = getelementptr <8 x double>, <8 x double>* %scevgep9495, i64 -3
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep96, align 8, !alias.scope !9
  %33 = fsub <8 x double> %wide.load.4, %broadcast.splat
  %34 = call <8 x double> @llvm.exp.v8f64(<8 x double> %33)
  %sunkaddr352 = mul i64 %index, 8
  %35 = bitcast double* %.6.i15 to i8*
  %sunkaddr353 = getelementptr i8, i8* %35, i64 %sunkaddr352
  %sunkaddr354 = getelementptr i8, i8* %sunkaddr353, i64 256
  %36 = bitcast i8* %sunkaddr354 to <8 x double>*
  store <8 x double> %34, <8 x double>* %36, align 8, !alias.scope !12, !noalias !9
  %scevgep91 = getelementptr double, double* %lsr.iv, i64 %index
  %scevgep9192 = bitcast double* %scevgep91 to <8 x double>*
  %scevgep93 = getelementptr <8 x double>, <8 x double>* %scevgep9192, i64 -2
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep93, align 8, !alias.scope !9
  %37 = fsub <8 x double> %wide.load.5, %broadcast.splat
  %38 = call <8 x double> @llvm.exp.v8f64(<8 x double> %37)
  %sunkaddr355 = mul i64 %index, 8
  %39 = bitcast double* %.6.i15 to i8*
  %sunkaddr356 = getelementptr i8, i8* %39, i64 %sunkaddr355
  %sunkaddr357 = getelementptr i8, i8* %sunkaddr356, i64 320
  %40 = bitcast i8* %sunkaddr357 to <8 x double>*
  store <8 x double> %38, <8 x double>* %40, align 8, !alias.scope !12, !noalias !9
  %scevgep88 = getelementptr double, double* %lsr.iv, i64 %index
  %scevgep8889 = bitcast double* %scevgep88 to <8 x double>*
  %scevgep90 = getelementptr <8 x double>, <8 x double>* %scevgep8889, i64 -1
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep90, align 8, !alias.scope !9
  %41 = fsub <8 x double> %wide.load.6, %broadcast.splat
  %42 = call <8 x double> @llvm.exp.v8f64(<8 x double> %41)
  %sunkaddr358 = mul i64 %index, 8
  %43 = bitcast double* %.6.i15 to i8*
  %sunkaddr359 = getelementptr i8, i8* %43, i64 %sunkaddr358
  %sunkaddr360 = getelementptr i8, i8* %sunkaddr359, i64 384
  %44 = bitcast i8* %sunkaddr360 to <8 x double>*
  store <8 x double> %42, <8 x double>* %44, align 8, !alias.scope !12, !noalias !9
  %scevgep106 = getelementptr double, double* %lsr.iv, i64 %index
  %scevgep106107 = bitcast double* %scevgep106 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep106107, align 8, !alias.scope !9
  %45 = fsub <8 x double> %wide.load.7, %broadcast.splat
  %46 = call <8 x double> @llvm.exp.v8f64(<8 x double> %45)
  %sunkaddr361 = mul i64 %index, 8
  %47 = bitcast double* %.6.i15 to i8*
  %sunkaddr362 = getelementptr i8, i8* %47, i64 %sunkaddr361
  %sunkaddr363 = getelementptr i8, i8* %sunkaddr362, i64 448
  %48 = bitcast i8* %sunkaddr363 to <8 x double>*
  store <8 x double> %46, <8 x double>* %48, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next = add i64 %lsr.iv135, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %49 = icmp eq i64 %xtraiter, 0
  br i1 %49, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep136 = getelementptr double, double* %.6.i15, i64 %index.unr
  %scevgep144 = getelementptr double, double* %lsr.iv141, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv137 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next138, %vector.body.epil ]
  %50 = bitcast double* %scevgep144 to i8*
  %51 = bitcast double* %scevgep136 to i8*
  %uglygep146 = getelementptr i8, i8* %50, i64 %lsr.iv137
  %uglygep146147 = bitcast i8* %uglygep146 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep146147, align 8, !alias.scope !9
  %52 = fsub <8 x double> %wide.load.epil, %broadcast.splat
  %53 = call <8 x double> @llvm.exp.v8f64(<8 x double> %52)
  %uglygep = getelementptr i8, i8* %51, i64 %lsr.iv137
  %uglygep140 = bitcast i8* %uglygep to <8 x double>*
  store <8 x double> %53, <8 x double>* %uglygep140, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next138 = add nuw nsw i64 %lsr.iv137, 64
  %epil.iter.cmp.not = icmp eq i64 %8, %lsr.iv.next138
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %54 = icmp eq i64 %n.vec, %arg.X.5.1
  br i1 %54, label %for.end, label %for.body.us.preheader67

for.body.us.preheader67:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index13.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %55 = icmp eq i64 %xtraiter73, 0
  %56 = xor i64 %loop.index13.us.ph, -1
  %57 = add i64 %56, %arg.X.5.1
  br i1 %55, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader67
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv150 = phi i64 [ %xtraiter73, %for.body.us.prol.preheader ], [ %lsr.iv.next151, %for.body.us.prol ]
  %loop.index13.us.prol = phi i64 [ %.441.us.prol, %for.body.us.prol ], [ %loop.index13.us.ph, %for.body.us.prol.preheader ]
  %scevgep149 = getelementptr double, double* %lsr.iv141, i64 %loop.index13.us.prol
  %.412.us.prol = load double, double* %scevgep149, align 8
  %.6.i4.us.prol = fsub double %.412.us.prol, %.262
  %.14.i.us.prol = tail call double @llvm.exp.f64(double %.6.i4.us.prol) #6
  %scevgep148 = getelementptr double, double* %.6.i15, i64 %loop.index13.us.prol
  store double %.14.i.us.prol, double* %scevgep148, align 8
  %.441.us.prol = add nuw i64 %loop.index13.us.prol, 1
  %lsr.iv.next151 = add nsw i64 %lsr.iv150, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next151, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader67
  %loop.index13.us.unr = phi i64 [ %loop.index13.us.ph, %for.body.us.preheader67 ], [ %.441.us.prol, %for.body.us.prol ]
  %58 = icmp ult i64 %57, 7
  br i1 %58, label %for.end, label %for.body.us.preheader84

for.body.us.preheader84:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader84, %for.body.us
  %loop.index13.us = phi i64 [ %.441.us.7, %for.body.us ], [ %loop.index13.us.unr, %for.body.us.preheader84 ]
  %scevgep170 = getelementptr double, double* %lsr.iv141, i64 %loop.index13.us
  %.412.us = load double, double* %scevgep170, align 8
  %.6.i4.us = fsub double %.412.us, %.262
  %.14.i.us = tail call double @llvm.exp.f64(double %.6.i4.us) #6
  %sunkaddr364 = mul i64 %loop.index13.us, 8
  %59 = bitcast double* %.6.i15 to i8*
  %sunkaddr365 = getelementptr i8, i8* %59, i64 %sunkaddr364
  %60 = bitcast i8* %sunkaddr365 to double*
  store double %.14.i.us, double* %60, align 8
  %scevgep173 = getelementptr double, double* %lsr.iv141, i64 %loop.index13.us
  %scevgep174 = getelementptr double, double* %scevgep173, i64 1
  %.412.us.1 = load double, double* %scevgep174, align 8
  %.6.i4.us.1 = fsub double %.412.us.1, %.262
  %.14.i.us.1 = tail call double @llvm.exp.f64(double %.6.i4.us.1) #6
  %sunkaddr366 = mul i64 %loop.index13.us, 8
  %61 = bitcast double* %.6.i15 to i8*
  %sunkaddr367 = getelementptr i8, i8* %61, i64 %sunkaddr366
  %sunkaddr368 = getelementptr i8, i8* %sunkaddr367, i64 8
  %62 = bitcast i8* %sunkaddr368 to double*
  store double %.14.i.us.1, double* %62, align 8
  %scevgep175 = getelementptr double, double* %lsr.iv141, i64 %loop.index13.us
  %scevgep176 = getelementptr double, double* %scevgep175, i64 2
  %.412.us.2 = load double, double* %scevgep176, align 8
  %.6.i4.us.2 = fsub double %.412.us.2, %.262
  %.14.i.us.2 = tail call double @llvm.exp.f64(double %.6.i4.us.2) #6
  %sunkaddr369 = mul i64 %loop.index13.us, 8
  %63 = bitcast double* %.6.i15 to i8*
  %sunkaddr370 = getelementptr i8, i8* %63, i64 %sunkaddr369
  %sunkaddr371 = getelementptr i8, i8* %sunkaddr370, i64 16
  %64 = bitcast i8* %sunkaddr371 to double*
  store double %.14.i.us.2, double* %64, align 8
  %scevgep177 = getelementptr double, double* %lsr.iv141, i64 %loop.index13.us
  %scevgep178 = getelementptr double, double* %scevgep177, i64 3
  %.412.us.3 = load double, double* %scevgep178, align 8
  %.6.i4.us.3 = fsub double %.412.us.3, %.262
  %.14.i.us.3 = tail call double @llvm.exp.f64(double %.6.i4.us.3) #6
  %sunkaddr372 = mul i64 %loop.index13.us, 8
  %65 = bitcast double* %.6.i15 to i8*
  %sunkaddr373 = getelementptr i8, i8* %65, i64 %sunkaddr372
  %sunkaddr374 = getelementptr i8, i8* %sunkaddr373, i64 24
  %66 = bitcast i8* %sunkaddr374 to double*
  store double %.14.i.us.3, double* %66, align 8
  %scevgep168 = getelementptr double, double* %lsr.iv141, i64 %loop.index13.us
  %scevgep169 = getelementptr double, double* %scevgep168, i64 4
  %.412.us.4 = load double, double* %scevgep169, align 8
  %.6.i4.us.4 = fsub double %.412.us.4, %.262
  %.14.i.us.4 = tail call double @llvm.exp.f64(double %.6.i4.us.4) #6
  %sunkaddr375 = mul i64 %loop.index13.us, 8
  %67 = bitcast double* %.6.i15 to i8*
  %sunkaddr376 = getelementptr i8, i8* %67, i64 %sunkaddr375
  %sunkaddr377 = getelementptr i8, i8* %sunkaddr376, i64 32
  %68 = bitcast i8* %sunkaddr377 to double*
  store double %.14.i.us.4, double* %68, align 8
  %scevgep181 = getelementptr double, double* %lsr.iv141, i64 %loop.index13.us
  %scevgep182 = getelementptr double, double* %scevgep181, i64 5
  %.412.us.5 = load double, double* %scevgep182, align 8
  %.6.i4.us.5 = fsub double %.412.us.5, %.262
  %.14.i.us.5 = tail call double @llvm.exp.f64(double %.6.i4.us.5) #6
  %sunkaddr378 = mul i64 %loop.index13.us, 8
  %69 = bitcast double* %.6.i15 to i8*
  %sunkaddr379 = getelementptr i8, i8* %69, i64 %sunkaddr378
  %sunkaddr380 = getelementptr i8, i8* %sunkaddr379, i64 40
  %70 = bitcast i8* %sunkaddr380 to double*
  store double %.14.i.us.5, double* %70, align 8
  %scevgep179 = getelementptr double, double* %lsr.iv141, i64 %loop.index13.us
  %scevgep180 = getelementptr double, double* %scevgep179, i64 6
  %.412.us.6 = load double, double* %scevgep180, align 8
  %.6.i4.us.6 = fsub double %.412.us.6, %.262
  %.14.i.us.6 = tail call double @llvm.exp.f64(double %.6.i4.us.6) #6
  %sunkaddr381 = mul i64 %loop.index13.us, 8
  %71 = bitcast double* %.6.i15 to i8*
  %sunkaddr382 = getelementptr i8, i8* %71, i64 %sunkaddr381
  %sunkaddr383 = getelementptr i8, i8* %sunkaddr382, i64 48
  %72 = bitcast i8* %sunkaddr383 to double*
  store double %.14.i.us.6, double* %72, align 8
  %scevgep171 = getelementptr double, double* %lsr.iv141, i64 %loop.index13.us
  %scevgep172 = getelementptr double, double* %scevgep171, i64 7
  %.412.us.7 = load double, double* %scevgep172, align 8
  %.6.i4.us.7 = fsub double %.412.us.7, %.262
  %.14.i.us.7 = tail call double @llvm.exp.f64(double %.6.i4.us.7) #6
  %sunkaddr384 = mul i64 %loop.index13.us, 8
  %73 = bitcast double* %.6.i15 to i8*
  %sunkaddr385 = getelementptr i8, i8* %73, i64 %sunkaddr384
  %sunkaddr386 = getelementptr i8, i8* %sunkaddr385, i64 56
  %74 = bitcast i8* %sunkaddr386 to double*
  store double %.14.i.us.7, double* %74, align 8
  %.441.us.7 = add nuw nsw i64 %loop.index13.us, 8
  %exitcond50.not.7 = icmp eq i64 %arg.X.5.1, %.441.us.7
  br i1 %exitcond50.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.body:                                         ; preds = %for.body.preheader
  %.412 = load double, double* %.214, align 8
  %.6.i4 = fsub double %.412, %.262
  %.14.i = tail call double @llvm.exp.f64(double %.6.i4) #6
  store double %.14.i, double* %.6.i15, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %for.body, %middle.block, %B62.endif.endif.endif.endif.endif
  %75 = icmp eq i64 %arg.X.5.1, 0
  br i1 %75, label %for.end.1, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %76 = icmp ult i64 %0, 7
  br i1 %76, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %77 = icmp ult i64 %4, 56
  br i1 %77, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i.preheader

B50.endif.i.preheader:                            ; preds = %B50.endif.preheader.new.i
  %scevgep183 = getelementptr double, double* %.6.i15, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %78 = icmp eq i64 %xtraiter75, 0
  br i1 %78, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep313 = getelementptr double, double* %.6.i15, i64 7
  %scevgep314 = getelementptr double, double* %scevgep313, i64 %.70.06.i.unr
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv315 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next316, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %79 = bitcast double* %scevgep314 to i8*
  %uglygep338 = getelementptr i8, i8* %79, i64 %lsr.iv315
  %uglygep338339 = bitcast i8* %uglygep338 to double*
  %scevgep340 = getelementptr double, double* %uglygep338339, i64 -7
  %.236.i.epil = load double, double* %scevgep340, align 8, !noalias !20
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep335 = getelementptr i8, i8* %79, i64 %lsr.iv315
  %uglygep335336 = bitcast i8* %uglygep335 to double*
  %scevgep337 = getelementptr double, double* %uglygep335336, i64 -6
  %.236.1.i.epil = load double, double* %scevgep337, align 8, !noalias !20
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep332 = getelementptr i8, i8* %79, i64 %lsr.iv315
  %uglygep332333 = bitcast i8* %uglygep332 to double*
  %scevgep334 = getelementptr double, double* %uglygep332333, i64 -5
  %.236.2.i.epil = load double, double* %scevgep334, align 8, !noalias !20
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep329 = getelementptr i8, i8* %79, i64 %lsr.iv315
  %uglygep329330 = bitcast i8* %uglygep329 to double*
  %scevgep331 = getelementptr double, double* %uglygep329330, i64 -4
  %.236.3.i.epil = load double, double* %scevgep331, align 8, !noalias !20
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep326 = getelementptr i8, i8* %79, i64 %lsr.iv315
  %uglygep326327 = bitcast i8* %uglygep326 to double*
  %scevgep328 = getelementptr double, double* %uglygep326327, i64 -3
  %.236.4.i.epil = load double, double* %scevgep328, align 8, !noalias !20
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep323 = getelementptr i8, i8* %79, i64 %lsr.iv315
  %uglygep323324 = bitcast i8* %uglygep323 to double*
  %scevgep325 = getelementptr double, double* %uglygep323324, i64 -2
  %.236.5.i.epil = load double, double* %scevgep325, align 8, !noalias !20
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep320 = getelementptr i8, i8* %79, i64 %lsr.iv315
  %uglygep320321 = bitcast i8* %uglygep320 to double*
  %scevgep322 = getelementptr double, double* %uglygep320321, i64 -1
  %.236.6.i.epil = load double, double* %scevgep322, align 8, !noalias !20
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep318 = getelementptr i8, i8* %79, i64 %lsr.iv315
  %uglygep318319 = bitcast i8* %uglygep318 to double*
  %.236.7.i.epil = load double, double* %uglygep318319, align 8, !noalias !20
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next316 = add nuw nsw i64 %lsr.iv315, 64
  %epil.iter76.cmp.not = icmp eq i64 %9, %lsr.iv.next316
  br i1 %epil.iter76.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !23, !llvm.loop !24

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %80 = icmp eq i64 %xtraiter.i, 0
  br i1 %80, label %for.end.1, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i15, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep341 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep341, align 8, !noalias !20
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1, label %B50.endif.epil.i, !prof !23, !llvm.loop !25

B50.endif.i:                                      ; preds = %B50.endif.i.preheader, %B50.endif.i
  %lsr.iv311 = phi i64 [ %unroll_iter79, %B50.endif.i.preheader ], [ %lsr.iv.next312, %B50.endif.i ]
  %c.2.07.i = phi double [ %.239.7.i.7, %B50.endif.i ], [ 0.000000e+00, %B50.endif.i.preheader ]
  %.70.06.i = phi i64 [ %.182.7.i.7, %B50.endif.i ], [ 0, %B50.endif.i.preheader ]
  %scevgep309 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -63
  %.236.i = load double, double* %scevgep310, align 8, !noalias !20
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep307 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -62
  %.236.1.i = load double, double* %scevgep308, align 8, !noalias !20
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep305 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -61
  %.236.2.i = load double, double* %scevgep306, align 8, !noalias !20
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep303 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -60
  %.236.3.i = load double, double* %scevgep304, align 8, !noalias !20
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep301 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -59
  %.236.4.i = load double, double* %scevgep302, align 8, !noalias !20
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep299 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -58
  %.236.5.i = load double, double* %scevgep300, align 8, !noalias !20
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep297 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -57
  %.236.6.i = load double, double* %scevgep298, align 8, !noalias !20
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep295 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -56
  %.236.7.i = load double, double* %scevgep296, align 8, !noalias !20
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep264 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -55
  %.236.i.1 = load double, double* %scevgep265, align 8, !noalias !20
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep266 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -54
  %.236.1.i.1 = load double, double* %scevgep267, align 8, !noalias !20
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep268 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -53
  %.236.2.i.1 = load double, double* %scevgep269, align 8, !noalias !20
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep270 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -52
  %.236.3.i.1 = load double, double* %scevgep271, align 8, !noalias !20
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep272 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -51
  %.236.4.i.1 = load double, double* %scevgep273, align 8, !noalias !20
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep274 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -50
  %.236.5.i.1 = load double, double* %scevgep275, align 8, !noalias !20
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep276 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -49
  %.236.6.i.1 = load double, double* %scevgep277, align 8, !noalias !20
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep278 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -48
  %.236.7.i.1 = load double, double* %scevgep279, align 8, !noalias !20
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep248 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -47
  %.236.i.2 = load double, double* %scevgep249, align 8, !noalias !20
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep250 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -46
  %.236.1.i.2 = load double, double* %scevgep251, align 8, !noalias !20
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep252 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -45
  %.236.2.i.2 = load double, double* %scevgep253, align 8, !noalias !20
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep254 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -44
  %.236.3.i.2 = load double, double* %scevgep255, align 8, !noalias !20
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep256 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -43
  %.236.4.i.2 = load double, double* %scevgep257, align 8, !noalias !20
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep258 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -42
  %.236.5.i.2 = load double, double* %scevgep259, align 8, !noalias !20
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep260 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -41
  %.236.6.i.2 = load double, double* %scevgep261, align 8, !noalias !20
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep262 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -40
  %.236.7.i.2 = load double, double* %scevgep263, align 8, !noalias !20
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep232 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -39
  %.236.i.3 = load double, double* %scevgep233, align 8, !noalias !20
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep234 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -38
  %.236.1.i.3 = load double, double* %scevgep235, align 8, !noalias !20
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep236 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -37
  %.236.2.i.3 = load double, double* %scevgep237, align 8, !noalias !20
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep238 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -36
  %.236.3.i.3 = load double, double* %scevgep239, align 8, !noalias !20
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep240 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -35
  %.236.4.i.3 = load double, double* %scevgep241, align 8, !noalias !20
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep242 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -34
  %.236.5.i.3 = load double, double* %scevgep243, align 8, !noalias !20
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep244 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -33
  %.236.6.i.3 = load double, double* %scevgep245, align 8, !noalias !20
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep246 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -32
  %.236.7.i.3 = load double, double* %scevgep247, align 8, !noalias !20
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep216 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -31
  %.236.i.4 = load double, double* %scevgep217, align 8, !noalias !20
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep218 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -30
  %.236.1.i.4 = load double, double* %scevgep219, align 8, !noalias !20
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep220 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -29
  %.236.2.i.4 = load double, double* %scevgep221, align 8, !noalias !20
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep222 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -28
  %.236.3.i.4 = load double, double* %scevgep223, align 8, !noalias !20
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep224 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -27
  %.236.4.i.4 = load double, double* %scevgep225, align 8, !noalias !20
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep226 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -26
  %.236.5.i.4 = load double, double* %scevgep227, align 8, !noalias !20
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep228 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -25
  %.236.6.i.4 = load double, double* %scevgep229, align 8, !noalias !20
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep230 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -24
  %.236.7.i.4 = load double, double* %scevgep231, align 8, !noalias !20
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep200 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -23
  %.236.i.5 = load double, double* %scevgep201, align 8, !noalias !20
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep202 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -22
  %.236.1.i.5 = load double, double* %scevgep203, align 8, !noalias !20
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep204 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -21
  %.236.2.i.5 = load double, double* %scevgep205, align 8, !noalias !20
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep206 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -20
  %.236.3.i.5 = load double, double* %scevgep207, align 8, !noalias !20
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep208 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -19
  %.236.4.i.5 = load double, double* %scevgep209, align 8, !noalias !20
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep210 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -18
  %.236.5.i.5 = load double, double* %scevgep211, align 8, !noalias !20
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep212 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -17
  %.236.6.i.5 = load double, double* %scevgep213, align 8, !noalias !20
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep214 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -16
  %.236.7.i.5 = load double, double* %scevgep215, align 8, !noalias !20
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep184 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -15
  %.236.i.6 = load double, double* %scevgep185, align 8, !noalias !20
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep186 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -14
  %.236.1.i.6 = load double, double* %scevgep187, align 8, !noalias !20
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep188 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -13
  %.236.2.i.6 = load double, double* %scevgep189, align 8, !noalias !20
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep190 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -12
  %.236.3.i.6 = load double, double* %scevgep191, align 8, !noalias !20
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep192 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -11
  %.236.4.i.6 = load double, double* %scevgep193, align 8, !noalias !20
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep194 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -10
  %.236.5.i.6 = load double, double* %scevgep195, align 8, !noalias !20
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep196 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -9
  %.236.6.i.6 = load double, double* %scevgep197, align 8, !noalias !20
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep198 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -8
  %.236.7.i.6 = load double, double* %scevgep199, align 8, !noalias !20
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep280 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -7
  %.236.i.7 = load double, double* %scevgep281, align 8, !noalias !20
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep282 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -6
  %.236.1.i.7 = load double, double* %scevgep283, align 8, !noalias !20
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep284 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -5
  %.236.2.i.7 = load double, double* %scevgep285, align 8, !noalias !20
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep286 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -4
  %.236.3.i.7 = load double, double* %scevgep287, align 8, !noalias !20
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep288 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -3
  %.236.4.i.7 = load double, double* %scevgep289, align 8, !noalias !20
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep290 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -2
  %.236.5.i.7 = load double, double* %scevgep291, align 8, !noalias !20
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep292 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -1
  %.236.6.i.7 = load double, double* %scevgep293, align 8, !noalias !20
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep294 = getelementptr double, double* %scevgep183, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep294, align 8, !noalias !20
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next312 = add i64 %lsr.iv311, -8
  %niter80.ncmp.7 = icmp eq i64 %lsr.iv.next312, 0
  br i1 %niter80.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1:                                        ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %81 = bitcast double* %lsr.iv to i1*
  %82 = bitcast double* %lsr.iv141 to i1*
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.479 = tail call double @llvm.log.f64(double %c.2.0.lcssa.i)
  %.484 = fadd double %.262, %.479
  %.513 = getelementptr i64, i64* %arg.labels.4, i64 %.79.032
  %.514 = load i64, i64* %.513, align 8
  %.527 = icmp slt i64 %.514, 0
  %.528 = select i1 %.527, i64 %arg.X.5.1, i64 0
  %.529 = add i64 %.528, %.514
  %.542 = getelementptr double, double* %.214, i64 %.529
  %.543 = load double, double* %.542, align 8
  tail call void @NRT_decref(i8* %arg.X.0)
  %.547 = fsub double %.484, %.543
  %.549 = fadd double %loss.2.034, %.547
  %scevgep87 = getelementptr i1, i1* %81, i64 %7
  %83 = bitcast i1* %scevgep87 to double*
  %scevgep143 = getelementptr i1, i1* %82, i64 %7
  %84 = bitcast i1* %scevgep143 to double*
  %exitcond51.not = icmp eq i64 %.150, %arg.X.5.0
  br i1 %exitcond51.not, label %B282, label %B62

B282.if:                                          ; preds = %B282
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915724430464, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B282.endif:                                       ; preds = %B282
  %.585 = sitofp i64 %arg.X.5.0 to double
  %.593 = fdiv double %loss.2.0.lcssa, %.585
  store double %.593, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #0

define i8* @_ZN7cpython7kernels13cross_entropyB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels13cross_entropyB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([167 x i8], [167 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13cross_entropyB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr10 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr10 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr11 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr12 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %10, i64 48
  %11 = bitcast i8* %sunkaddr13 to i64*
  %.37.fca.5.1.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %12, i64 64
  %13 = bitcast i8* %sunkaddr14 to i64*
  %.37.fca.6.1.load = load i64, i64* %13, align 8
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.47 to i8*
  %14 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %14, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %15 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %15, i64 24
  %16 = bitcast i8* %sunkaddr15 to i64*
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
  %sunkaddr16 = getelementptr inbounds i8, i8* %18, i64 32
  %19 = bitcast i8* %sunkaddr16 to i64**
  %.62.fca.4.load = load i64*, i64** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %20, i64 40
  %21 = bitcast i8* %sunkaddr17 to i64*
  %.62.fca.5.0.load = load i64, i64* %21, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels13cross_entropyB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 undef, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 undef, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* undef, i64 undef, i64 undef, i64* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 undef) #2
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

define double @cfunc._ZN7kernels13cross_entropyB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels13cross_entropyB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 undef, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 undef, i64 %.11, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, i64* %extracted.data.1, i64 %.12, i64 undef) #2
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f40aaf8fbd0>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915727235776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
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
  %max_value.2.0.lcssa = phi double [ %.119.i, %B196.preheader ], [ %12, %B270.endif.endif ]
  call void @NRT_decref(i8* %arg.a.0)
  store double %max_value.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B58.endif.endif:                                  ; preds = %entry
  %0 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0), !noalias !26
  %1 = bitcast [1 x i64]* %.23.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1), !noalias !26
  %2 = bitcast [1 x i64]* %.79.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2), !noalias !26
  %.fca.2.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 2
  %.fca.3.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 3
  %.fca.4.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 4
  %.fca.0.gep1722.i9.i379 = bitcast [1 x i64]* %.23.i.i to i64*
  %.fca.0.gep23.i10.i3810 = bitcast [1 x i64]* %.79.i.i to i64*
  store i64 0, i64* %.fca.0.gep23.i10.i3810, align 8, !noalias !30
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store i64 1, i64* %.fca.2.gep.i.i, align 8, !noalias !30
  store i64 8, i64* %.fca.3.gep.i.i, align 8, !noalias !30
  store double* %arg.a.4, double** %.fca.4.gep.i.i, align 8, !noalias !30
  store i64 1, i64* %.fca.0.gep1722.i9.i379, align 8, !noalias !30
  %.82.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 5, i64 0
  %.84.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 6, i64 0
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, i64* nonnull %.82.i.i, i64* nonnull %.84.i.i, i64 1, i64* nonnull %.fca.0.gep1722.i9.i379, i64* nonnull %.fca.0.gep23.i10.i3810, i64 8, i32 0), !noalias !30
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if, label %for.body

end.endif.endif.if:                               ; preds = %B58.endif.endif
  %3 = bitcast [1 x i64]* %.79.i.i to i8*
  %4 = bitcast [1 x i64]* %.23.i.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %5), !noalias !26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4), !noalias !26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3), !noalias !26
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729688192, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body:                                         ; preds = %B58.endif.endif
  %6 = bitcast [1 x i64]* %.79.i.i to i8*
  %7 = bitcast [1 x i64]* %.23.i.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %9, i64 32
  %10 = bitcast i8* %sunkaddr to double**
  %.101.i.i = load double*, double** %10, align 8, !noalias !30
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %8), !noalias !26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7), !noalias !26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6), !noalias !26
  %.119.i = load double, double* %.101.i.i, align 8, !noalias !26
  %.255 = fcmp ord double %.119.i, 0.000000e+00
  br i1 %.255, label %B196.preheader, label %B188

B196.preheader:                                   ; preds = %for.body
  %11 = icmp sgt i64 %arg.a.2, 1
  br i1 %11, label %B196.endif.preheader, label %B300, !prof !34

B196.endif.preheader:                             ; preds = %B196.preheader
  br label %B196.endif

B196.endif:                                       ; preds = %B196.endif.preheader, %B270.endif.endif
  %max_value.2.031 = phi double [ %12, %B270.endif.endif ], [ %.119.i, %B196.endif.preheader ]
  %.89.030 = phi i64 [ %.380, %B270.endif.endif ], [ 1, %B196.endif.preheader ]
  %scevgep8 = getelementptr double, double* %arg.a.4, i64 %.89.030
  %.380 = add nuw nsw i64 %.89.030, 1
  %.434 = load double, double* %scevgep8, align 8
  %.447 = fcmp ord double %.434, 0.000000e+00
  br i1 %.447, label %B270.endif.endif, label %B262

B270.endif.endif:                                 ; preds = %B196.endif
  %.6.i.inv = fcmp ogt double %.434, %max_value.2.031
  %12 = select i1 %.6.i.inv, double %.434, double %max_value.2.031
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @numba_attempt_nocopy_reshape(i64, i64*, i64*, i64, i64*, i64*, i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.exp.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !15}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!23 = !{!"branch_weights", i32 1, i32 7}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = !{!27, !29}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx: %excinfo"}
!30 = !{!31, !33, !27, !29}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
!34 = !{!"branch_weights", i32 99, i32 1}
