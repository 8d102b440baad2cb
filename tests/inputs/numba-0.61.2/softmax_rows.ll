; ModuleID = 'softmax_rows'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140610814925952 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140610814925952.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140610814925952 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140610814925952, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814925952.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140610814739456 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140610814739456.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140610814739456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140610814739456, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814739456.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.softmax_rows = internal constant [13 x i8] c"softmax_rows\00"
@_ZN08NumbaEnv7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [165 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fe281903bd0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fe281903bd0>\00"
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe281d60750B2v9B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140610814829056 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140610814829056.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140610814829056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140610814829056, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814829056.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe281d609d0B3v14B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe281d63e50B3v15B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, i8* %arg.w.0, i8* nocapture readnone %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, double* nocapture readonly %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
B0.endif:
  %.317 = alloca double, align 8
  %arg.X.5.1.fr = freeze i64 %arg.X.5.1
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.w.0)
  %.137218.not = icmp slt i64 %arg.X.5.0, 1
  br i1 %.137218.not, label %B270, label %B62.lr.ph

B62.lr.ph:                                        ; preds = %B0.endif
  %const653 = bitcast i64 9223372036854775800 to i64
  %.407 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.1.fr, i64 8)
  %.409 = extractvalue { i64, i1 } %.407, 1
  %.408 = extractvalue { i64, i1 } %.407, 0
  %smax.i6 = tail call i64 @llvm.smax.i64(i64 %arg.X.5.1.fr, i64 1)
  %0 = add nsw i64 %smax.i6, -1
  %xtraiter.i7 = and i64 %smax.i6, 7
  %unroll_iter.i9 = and i64 %smax.i6, %const653
  br i1 %.409, label %B62.us, label %B62.preheader, !prof !0

B62.preheader:                                    ; preds = %B62.lr.ph
  %const = bitcast i64 4611686018427387896 to i64
  %.76.not.i82 = icmp eq i64 %arg.w.5.0, 1
  %.71.not.i81 = icmp eq i64 %arg.X.5.1.fr, %arg.w.5.0
  %or.cond.i83 = or i1 %.76.not.i82, %.71.not.i81
  %.101.not.i = icmp eq i64 %arg.X.5.1.fr, 1
  %brmerge = select i1 %.101.not.i, i1 true, i1 %or.cond.i83
  %spec.select203.mux = select i1 %.101.not.i, i64 %arg.w.5.0, i64 %arg.X.5.1.fr
  %.827 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %spec.select203.mux, i64 8)
  %.829 = extractvalue { i64, i1 } %.827, 1
  %.828 = extractvalue { i64, i1 } %.827, 0
  %smax.i = tail call i64 @llvm.smax.i64(i64 %spec.select203.mux, i64 1)
  %1 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %unroll_iter.i = and i64 %smax.i, %const653
  %2 = add i64 %arg.X.5.1.fr, -1
  %3 = add nsw i64 %unroll_iter.i9, -8
  %4 = lshr exact i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %6 = add i64 %spec.select203.mux, -1
  %7 = add nsw i64 %unroll_iter.i, -8
  %8 = lshr exact i64 %7, 3
  %9 = add nuw nsw i64 %8, 1
  %xtraiter = and i64 %arg.X.5.1.fr, 7
  %unroll_iter = and i64 %arg.X.5.1.fr, -8
  %xtraiter251 = and i64 %5, 7
  %unroll_iter255 = and i64 %5, %const
  %unroll_iter260 = and i64 %arg.X.5.1.fr, -8
  %xtraiter262 = and i64 %spec.select203.mux, 7
  %unroll_iter265 = and i64 %spec.select203.mux, -8
  %xtraiter267 = and i64 %9, 7
  %unroll_iter271 = and i64 %9, %const
  %10 = shl nuw nsw i64 %xtraiter251, 6
  %11 = shl nuw nsw i64 %xtraiter267, 6
  br label %B62

B62.us:                                           ; preds = %B62.lr.ph
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.X.0)
  store double 0.000000e+00, double* %.317, align 8
  %.323.us = call i32 @_ZN5numba2np13old_arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.317, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.X.0, i8* %arg.X.1, i64 %arg.X.5.1.fr, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.1.fr, i64 %arg.X.6.1)
  switch i32 %.323.us, label %B62.if [
    i32 -2, label %B62.endif.us
    i32 0, label %B62.endif.us
  ]

B62.endif.us:                                     ; preds = %B62.us, %B62.us
  tail call void @NRT_decref(i8* %arg.X.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814925952, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B62:                                              ; preds = %B62.preheader, %for.end.2.endif
  %s.2.0221 = phi double [ %.982, %for.end.2.endif ], [ 0.000000e+00, %B62.preheader ]
  %.79.0219 = phi i64 [ %.150, %for.end.2.endif ], [ 0, %B62.preheader ]
  %.150 = add nuw nsw i64 %.79.0219, 1
  %.212 = mul i64 %.79.0219, %arg.X.5.1.fr
  %.214 = getelementptr double, double* %arg.X.4, i64 %.212
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.X.0)
  store double 0.000000e+00, double* %.317, align 8
  %.323 = call i32 @_ZN5numba2np13old_arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.317, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.X.0, i8* %arg.X.1, i64 %arg.X.5.1.fr, i64 %arg.X.3, double* %.214, i64 %arg.X.5.1.fr, i64 %arg.X.6.1)
  %.333 = load double, double* %.317, align 8
  switch i32 %.323, label %B62.if.loopexit [
    i32 -2, label %B62.endif
    i32 0, label %B62.endif
  ]

common.ret:                                       ; preds = %for.end.1.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.if, %B62.endif.endif.endif.endif.if, %B62.if, %for.end.1.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.if, %B62.endif.us, %B270
  %common.ret.op = phi i32 [ 0, %B270 ], [ 1, %B62.endif.us ], [ 1, %for.end.1.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ], [ 1, %B62.endif.endif.endif.endif.if ], [ %.us-phi, %B62.if ]
  ret i32 %common.ret.op

B270:                                             ; preds = %for.end.2.endif, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.982, %for.end.2.endif ]
  tail call void @NRT_decref(i8* %arg.w.0)
  tail call void @NRT_decref(i8* %arg.X.0)
  store double %s.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B62.if.loopexit:                                  ; preds = %B62
  br label %B62.if

B62.if:                                           ; preds = %B62.if.loopexit, %B62.us
  %.us-phi = phi i32 [ %.323.us, %B62.us ], [ %.323, %B62.if.loopexit ]
  %.331 = icmp sgt i32 %.us-phi, 0
  %.324 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.332 = select i1 %.331, { i8*, i32, i8*, i8*, i32 }* %.324, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.332, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif:                                        ; preds = %B62, %B62
  tail call void @NRT_decref(i8* %arg.X.0)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.408, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B62.endif.endif.endif.endif.if, label %B62.endif.endif.endif.endif.endif, !prof !0

B62.endif.endif.endif.endif.if:                   ; preds = %B62.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814829056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif.endif.endif.endif.endif:                ; preds = %B62.endif
  %12 = icmp sgt i64 %arg.X.5.1.fr, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %13 = bitcast i8* %.5.i to double**
  %.6.i172 = load double*, double** %13, align 8
  br i1 %12, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B62.endif.endif.endif.endif.endif
  %14 = icmp ult i64 %2, 7
  br i1 %14, label %for.end.loopexit.unr-lcssa, label %for.body.preheader281

for.body.preheader281:                            ; preds = %for.body.preheader
  br label %for.body

for.body:                                         ; preds = %for.body.preheader281, %for.body
  %loop.index164 = phi i64 [ %39, %for.body ], [ 0, %for.body.preheader281 ]
  %.472.0163 = phi i64 [ %spec.select200.7, %for.body ], [ 0, %for.body.preheader281 ]
  %15 = icmp ugt i64 %arg.X.5.1.fr, 1
  %spec.select200 = select i1 %15, i64 %loop.index164, i64 %.472.0163
  %.485 = getelementptr double, double* %.214, i64 %spec.select200
  %.486 = load double, double* %.485, align 8
  %.6.i72 = fsub double %.486, %.333
  %.14.i = tail call double @llvm.exp.f64(double %.6.i72)
  %sunkaddr = mul i64 %loop.index164, 8
  %16 = bitcast double* %.6.i172 to i8*
  %sunkaddr654 = getelementptr i8, i8* %16, i64 %sunkaddr
  %17 = bitcast i8* %sunkaddr654 to double*
  store double %.14.i, double* %17, align 8
  %18 = add i64 %loop.index164, 1
  %spec.select200.1 = select i1 %15, i64 %18, i64 %.472.0163
  %.485.1 = getelementptr double, double* %.214, i64 %spec.select200.1
  %.486.1 = load double, double* %.485.1, align 8
  %.6.i72.1 = fsub double %.486.1, %.333
  %.14.i.1 = tail call double @llvm.exp.f64(double %.6.i72.1)
  %sunkaddr655 = mul i64 %loop.index164, 8
  %19 = bitcast double* %.6.i172 to i8*
  %sunkaddr656 = getelementptr i8, i8* %19, i64 %sunkaddr655
  %sunkaddr657 = getelementptr i8, i8* %sunkaddr656, i64 8
  %20 = bitcast i8* %sunkaddr657 to double*
  store double %.14.i.1, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select200.2 = select i1 %15, i64 %21, i64 %.472.0163
  %.485.2 = getelementptr double, double* %.214, i64 %spec.select200.2
  %.486.2 = load double, double* %.485.2, align 8
  %.6.i72.2 = fsub double %.486.2, %.333
  %.14.i.2 = tail call double @llvm.exp.f64(double %.6.i72.2)
  %sunkaddr658 = mul i64 %loop.index164, 8
  %22 = bitcast double* %.6.i172 to i8*
  %sunkaddr659 = getelementptr i8, i8* %22, i64 %sunkaddr658
  %sunkaddr660 = getelementptr i8, i8* %sunkaddr659, i64 16
  %23 = bitcast i8* %sunkaddr660 to double*
  store double %.14.i.2, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select200.3 = select i1 %15, i64 %24, i64 %.472.0163
  %.485.3 = getelementptr double, double* %.214, i64 %spec.select200.3
  %.486.3 = load double, double* %.485.3, align 8
  %.6.i72.3 = fsub double %.486.3, %.333
  %.14.i.3 = tail call double @llvm.exp.f64(double %.6.i72.3)
  %sunkaddr661 = mul i64 %loop.index164, 8
  %25 = bitcast double* %.6.i172 to i8*
  %sunkaddr662 = getelementptr i8, i8* %25, i64 %sunkaddr661
  %sunkaddr663 = getelementptr i8, i8* %sunkaddr662, i64 24
  %26 = bitcast i8* %sunkaddr663 to double*
  store double %.14.i.3, double* %26, align 8
  %27 = add i64 %24, 1
  %spec.select200.4 = select i1 %15, i64 %27, i64 %.472.0163
  %.485.4 = getelementptr double, double* %.214, i64 %spec.select200.4
  %.486.4 = load double, double* %.485.4, align 8
  %.6.i72.4 = fsub double %.486.4, %.333
  %.14.i.4 = tail call double @llvm.exp.f64(double %.6.i72.4)
  %sunkaddr664 = mul i64 %loop.index164, 8
  %28 = bitcast double* %.6.i172 to i8*
  %sunkaddr665 = getelementptr i8, i8* %28, i64 %sunkaddr664
  %sunkaddr666 = getelementptr i8, i8* %sunkaddr665, i64 32
  %29 = bitcast i8* %sunkaddr666 to double*
  store double %.14.i.4, double* %29, align 8
  %30 = add i64 %27, 1
  %spec.select200.5 = select i1 %15, i64 %30, i64 %.472.0163
  %.485.5 = getelementptr double, double* %.214, i64 %spec.select200.5
  %.486.5 = load double, double* %.485.5, align 8
  %.6.i72.5 = fsub double %.486.5, %.333
  %.14.i.5 = tail call double @llvm.exp.f64(double %.6.i72.5)
  %sunkaddr667 = mul i64 %loop.index164, 8
  %31 = bitcast double* %.6.i172 to i8*
  %sunkaddr668 = getelementptr i8, i8* %31, i64 %sunkaddr667
  %sunkaddr669 = getelementptr i8, i8* %sunkaddr668, i64 40
  %32 = bitcast i8* %sunkaddr669 to double*
  store double %.14.i.5, double* %32, align 8
  %33 = add i64 %30, 1
  %spec.select200.6 = select i1 %15, i64 %33, i64 %.472.0163
  %.485.6 = getelementptr double, double* %.214, i64 %spec.select200.6
  %.486.6 = load double, double* %.485.6, align 8
  %.6.i72.6 = fsub double %.486.6, %.333
  %.14.i.6 = tail call double @llvm.exp.f64(double %.6.i72.6)
  %sunkaddr670 = mul i64 %loop.index164, 8
  %34 = bitcast double* %.6.i172 to i8*
  %sunkaddr671 = getelementptr i8, i8* %34, i64 %sunkaddr670
  %sunkaddr672 = getelementptr i8, i8* %sunkaddr671, i64 48
  %35 = bitcast i8* %sunkaddr672 to double*
  store double %.14.i.6, double* %35, align 8
  %36 = add i64 %33, 1
  %spec.select200.7 = select i1 %15, i64 %36, i64 %.472.0163
  %.485.7 = getelementptr double, double* %.214, i64 %spec.select200.7
  %.486.7 = load double, double* %.485.7, align 8
  %.6.i72.7 = fsub double %.486.7, %.333
  %.14.i.7 = tail call double @llvm.exp.f64(double %.6.i72.7)
  %sunkaddr673 = mul i64 %loop.index164, 8
  %37 = bitcast double* %.6.i172 to i8*
  %sunkaddr674 = getelementptr i8, i8* %37, i64 %sunkaddr673
  %sunkaddr675 = getelementptr i8, i8* %sunkaddr674, i64 56
  %38 = bitcast i8* %sunkaddr675 to double*
  store double %.14.i.7, double* %38, align 8
  %.515.7 = add nuw i64 %loop.index164, 8
  %39 = add i64 %36, 1
  %niter.ncmp.7 = icmp eq i64 %39, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index164.unr = phi i64 [ 0, %for.body.preheader ], [ %.515.7, %for.body ]
  %.472.0163.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select200.7, %for.body ]
  %40 = icmp eq i64 %xtraiter, 0
  br i1 %40, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv = phi i64 [ %xtraiter, %for.body.epil.preheader ], [ %lsr.iv.next, %for.body.epil ]
  %loop.index164.epil = phi i64 [ %.515.epil, %for.body.epil ], [ %loop.index164.unr, %for.body.epil.preheader ]
  %.472.0163.epil = phi i64 [ %spec.select200.epil, %for.body.epil ], [ %.472.0163.unr, %for.body.epil.preheader ]
  %41 = icmp ugt i64 %arg.X.5.1.fr, 1
  %spec.select200.epil = select i1 %41, i64 %loop.index164.epil, i64 %.472.0163.epil
  %.485.epil = getelementptr double, double* %.214, i64 %spec.select200.epil
  %.486.epil = load double, double* %.485.epil, align 8
  %.6.i72.epil = fsub double %.486.epil, %.333
  %.14.i.epil = tail call double @llvm.exp.f64(double %.6.i72.epil)
  %scevgep297 = getelementptr double, double* %.6.i172, i64 %loop.index164.epil
  store double %.14.i.epil, double* %scevgep297, align 8
  %.515.epil = add nuw nsw i64 %loop.index164.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B62.endif.endif.endif.endif.endif
  %42 = icmp eq i64 %arg.X.5.1.fr, 0
  tail call void @NRT_decref(i8* %arg.X.0)
  br i1 %42, label %for.end.endif.endif.endif.endif, label %B50.endif.preheader.i8, !prof !0

B50.endif.preheader.i8:                           ; preds = %for.end
  %43 = icmp ult i64 %0, 7
  br i1 %43, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.preheader.new.i10

B50.endif.preheader.new.i10:                      ; preds = %B50.endif.preheader.i8
  %44 = icmp ult i64 %3, 56
  br i1 %44, label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, label %B50.endif.i62.preheader

B50.endif.i62.preheader:                          ; preds = %B50.endif.preheader.new.i10
  %scevgep298 = getelementptr double, double* %.6.i172, i64 63
  br label %B50.endif.i62

common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa: ; preds = %B50.endif.i62, %B50.endif.preheader.new.i10
  %.239.7.i60.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i10 ], [ %.239.7.i60.7, %B50.endif.i62 ]
  %c.2.06.i27.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i10 ], [ %.239.7.i60.7, %B50.endif.i62 ]
  %.70.05.i28.unr = phi i64 [ 0, %B50.endif.preheader.new.i10 ], [ %.182.7.i56.7, %B50.endif.i62 ]
  %45 = icmp eq i64 %xtraiter251, 0
  br i1 %45, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.i62.epil.preheader

B50.endif.i62.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa
  %scevgep428 = getelementptr double, double* %.6.i172, i64 7
  %scevgep429 = getelementptr double, double* %scevgep428, i64 %.70.05.i28.unr
  br label %B50.endif.i62.epil

B50.endif.i62.epil:                               ; preds = %B50.endif.i62.epil.preheader, %B50.endif.i62.epil
  %lsr.iv430 = phi i64 [ 0, %B50.endif.i62.epil.preheader ], [ %lsr.iv.next431, %B50.endif.i62.epil ]
  %c.2.06.i27.epil = phi double [ %.239.7.i60.epil, %B50.endif.i62.epil ], [ %c.2.06.i27.unr, %B50.endif.i62.epil.preheader ]
  %46 = bitcast double* %scevgep429 to i8*
  %uglygep452 = getelementptr i8, i8* %46, i64 %lsr.iv430
  %uglygep452453 = bitcast i8* %uglygep452 to double*
  %scevgep454 = getelementptr double, double* %uglygep452453, i64 -7
  %.236.i30.epil = load double, double* %scevgep454, align 8, !noalias !11
  %.239.i31.epil = fadd double %c.2.06.i27.epil, %.236.i30.epil
  %uglygep449 = getelementptr i8, i8* %46, i64 %lsr.iv430
  %uglygep449450 = bitcast i8* %uglygep449 to double*
  %scevgep451 = getelementptr double, double* %uglygep449450, i64 -6
  %.236.1.i34.epil = load double, double* %scevgep451, align 8, !noalias !11
  %.239.1.i35.epil = fadd double %.239.i31.epil, %.236.1.i34.epil
  %uglygep446 = getelementptr i8, i8* %46, i64 %lsr.iv430
  %uglygep446447 = bitcast i8* %uglygep446 to double*
  %scevgep448 = getelementptr double, double* %uglygep446447, i64 -5
  %.236.2.i38.epil = load double, double* %scevgep448, align 8, !noalias !11
  %.239.2.i39.epil = fadd double %.239.1.i35.epil, %.236.2.i38.epil
  %uglygep443 = getelementptr i8, i8* %46, i64 %lsr.iv430
  %uglygep443444 = bitcast i8* %uglygep443 to double*
  %scevgep445 = getelementptr double, double* %uglygep443444, i64 -4
  %.236.3.i42.epil = load double, double* %scevgep445, align 8, !noalias !11
  %.239.3.i43.epil = fadd double %.239.2.i39.epil, %.236.3.i42.epil
  %uglygep440 = getelementptr i8, i8* %46, i64 %lsr.iv430
  %uglygep440441 = bitcast i8* %uglygep440 to double*
  %scevgep442 = getelementptr double, double* %uglygep440441, i64 -3
  %.236.4.i46.epil = load double, double* %scevgep442, align 8, !noalias !11
  %.239.4.i47.epil = fadd double %.239.3.i43.epil, %.236.4.i46.epil
  %uglygep437 = getelementptr i8, i8* %46, i64 %lsr.iv430
  %uglygep437438 = bitcast i8* %uglygep437 to double*
  %scevgep439 = getelementptr double, double* %uglygep437438, i64 -2
  %.236.5.i50.epil = load double, double* %scevgep439, align 8, !noalias !11
  %.239.5.i51.epil = fadd double %.239.4.i47.epil, %.236.5.i50.epil
  %uglygep434 = getelementptr i8, i8* %46, i64 %lsr.iv430
  %uglygep434435 = bitcast i8* %uglygep434 to double*
  %scevgep436 = getelementptr double, double* %uglygep434435, i64 -1
  %.236.6.i54.epil = load double, double* %scevgep436, align 8, !noalias !11
  %.239.6.i55.epil = fadd double %.239.5.i51.epil, %.236.6.i54.epil
  %uglygep = getelementptr i8, i8* %46, i64 %lsr.iv430
  %uglygep433 = bitcast i8* %uglygep to double*
  %.236.7.i59.epil = load double, double* %uglygep433, align 8, !noalias !11
  %.239.7.i60.epil = fadd double %.239.6.i55.epil, %.236.7.i59.epil
  %lsr.iv.next431 = add nuw nsw i64 %lsr.iv430, 64
  %epil.iter252.cmp.not = icmp eq i64 %10, %lsr.iv.next431
  br i1 %epil.iter252.cmp.not, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.i62.epil, !prof !14, !llvm.loop !15

common.ret.loopexit.unr-lcssa.i15:                ; preds = %B50.endif.i62.epil, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, %B50.endif.preheader.i8
  %.239.lcssa.ph.i11 = phi double [ undef, %B50.endif.preheader.i8 ], [ %.239.7.i60.lcssa.ph, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %.239.7.i60.epil, %B50.endif.i62.epil ]
  %c.2.06.unr.i12 = phi double [ 0.000000e+00, %B50.endif.preheader.i8 ], [ %.239.7.i60.lcssa.ph, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %.239.7.i60.epil, %B50.endif.i62.epil ]
  %.70.05.unr.i13 = phi i64 [ 0, %B50.endif.preheader.i8 ], [ %unroll_iter.i9, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %unroll_iter.i9, %B50.endif.i62.epil ]
  %47 = icmp eq i64 %xtraiter.i7, 0
  br i1 %47, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.preheader.i17

B50.endif.epil.preheader.i17:                     ; preds = %common.ret.loopexit.unr-lcssa.i15
  %scevgep.i16 = getelementptr double, double* %.6.i172, i64 %.70.05.unr.i13
  br label %B50.endif.epil.i25

B50.endif.epil.i25:                               ; preds = %B50.endif.epil.i25, %B50.endif.epil.preheader.i17
  %c.2.06.epil.i18 = phi double [ %.239.epil.i22, %B50.endif.epil.i25 ], [ %c.2.06.unr.i12, %B50.endif.epil.preheader.i17 ]
  %epil.iter.i19 = phi i64 [ %epil.iter.next.i23, %B50.endif.epil.i25 ], [ 0, %B50.endif.epil.preheader.i17 ]
  %scevgep455 = getelementptr double, double* %scevgep.i16, i64 %epil.iter.i19
  %.236.epil.i21 = load double, double* %scevgep455, align 8, !noalias !11
  %.239.epil.i22 = fadd double %c.2.06.epil.i18, %.236.epil.i21
  %epil.iter.next.i23 = add nuw nsw i64 %epil.iter.i19, 1
  %epil.iter.cmp.not.i24 = icmp eq i64 %xtraiter.i7, %epil.iter.next.i23
  br i1 %epil.iter.cmp.not.i24, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.i25, !prof !14, !llvm.loop !16

B50.endif.i62:                                    ; preds = %B50.endif.i62.preheader, %B50.endif.i62
  %lsr.iv426 = phi i64 [ %unroll_iter255, %B50.endif.i62.preheader ], [ %lsr.iv.next427, %B50.endif.i62 ]
  %c.2.06.i27 = phi double [ %.239.7.i60.7, %B50.endif.i62 ], [ 0.000000e+00, %B50.endif.i62.preheader ]
  %.70.05.i28 = phi i64 [ %.182.7.i56.7, %B50.endif.i62 ], [ 0, %B50.endif.i62.preheader ]
  %scevgep424 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -63
  %.236.i30 = load double, double* %scevgep425, align 8, !noalias !11
  %.239.i31 = fadd double %c.2.06.i27, %.236.i30
  %scevgep422 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -62
  %.236.1.i34 = load double, double* %scevgep423, align 8, !noalias !11
  %.239.1.i35 = fadd double %.239.i31, %.236.1.i34
  %scevgep420 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -61
  %.236.2.i38 = load double, double* %scevgep421, align 8, !noalias !11
  %.239.2.i39 = fadd double %.239.1.i35, %.236.2.i38
  %scevgep418 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -60
  %.236.3.i42 = load double, double* %scevgep419, align 8, !noalias !11
  %.239.3.i43 = fadd double %.239.2.i39, %.236.3.i42
  %scevgep416 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -59
  %.236.4.i46 = load double, double* %scevgep417, align 8, !noalias !11
  %.239.4.i47 = fadd double %.239.3.i43, %.236.4.i46
  %scevgep414 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -58
  %.236.5.i50 = load double, double* %scevgep415, align 8, !noalias !11
  %.239.5.i51 = fadd double %.239.4.i47, %.236.5.i50
  %scevgep412 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -57
  %.236.6.i54 = load double, double* %scevgep413, align 8, !noalias !11
  %.239.6.i55 = fadd double %.239.5.i51, %.236.6.i54
  %scevgep410 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -56
  %.236.7.i59 = load double, double* %scevgep411, align 8, !noalias !11
  %.239.7.i60 = fadd double %.239.6.i55, %.236.7.i59
  %scevgep379 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -55
  %.236.i30.1 = load double, double* %scevgep380, align 8, !noalias !11
  %.239.i31.1 = fadd double %.239.7.i60, %.236.i30.1
  %scevgep381 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -54
  %.236.1.i34.1 = load double, double* %scevgep382, align 8, !noalias !11
  %.239.1.i35.1 = fadd double %.239.i31.1, %.236.1.i34.1
  %scevgep383 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep384 = getelementptr double, double* %scevgep383, i64 -53
  %.236.2.i38.1 = load double, double* %scevgep384, align 8, !noalias !11
  %.239.2.i39.1 = fadd double %.239.1.i35.1, %.236.2.i38.1
  %scevgep385 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep386 = getelementptr double, double* %scevgep385, i64 -52
  %.236.3.i42.1 = load double, double* %scevgep386, align 8, !noalias !11
  %.239.3.i43.1 = fadd double %.239.2.i39.1, %.236.3.i42.1
  %scevgep387 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep388 = getelementptr double, double* %scevgep387, i64 -51
  %.236.4.i46.1 = load double, double* %scevgep388, align 8, !noalias !11
  %.239.4.i47.1 = fadd double %.239.3.i43.1, %.236.4.i46.1
  %scevgep389 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep390 = getelementptr double, double* %scevgep389, i64 -50
  %.236.5.i50.1 = load double, double* %scevgep390, align 8, !noalias !11
  %.239.5.i51.1 = fadd double %.239.4.i47.1, %.236.5.i50.1
  %scevgep391 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep392 = getelementptr double, double* %scevgep391, i64 -49
  %.236.6.i54.1 = load double, double* %scevgep392, align 8, !noalias !11
  %.239.6.i55.1 = fadd double %.239.5.i51.1, %.236.6.i54.1
  %scevgep393 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep394 = getelementptr double, double* %scevgep393, i64 -48
  %.236.7.i59.1 = load double, double* %scevgep394, align 8, !noalias !11
  %.239.7.i60.1 = fadd double %.239.6.i55.1, %.236.7.i59.1
  %scevgep363 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -47
  %.236.i30.2 = load double, double* %scevgep364, align 8, !noalias !11
  %.239.i31.2 = fadd double %.239.7.i60.1, %.236.i30.2
  %scevgep365 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -46
  %.236.1.i34.2 = load double, double* %scevgep366, align 8, !noalias !11
  %.239.1.i35.2 = fadd double %.239.i31.2, %.236.1.i34.2
  %scevgep367 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -45
  %.236.2.i38.2 = load double, double* %scevgep368, align 8, !noalias !11
  %.239.2.i39.2 = fadd double %.239.1.i35.2, %.236.2.i38.2
  %scevgep369 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -44
  %.236.3.i42.2 = load double, double* %scevgep370, align 8, !noalias !11
  %.239.3.i43.2 = fadd double %.239.2.i39.2, %.236.3.i42.2
  %scevgep371 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -43
  %.236.4.i46.2 = load double, double* %scevgep372, align 8, !noalias !11
  %.239.4.i47.2 = fadd double %.239.3.i43.2, %.236.4.i46.2
  %scevgep373 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -42
  %.236.5.i50.2 = load double, double* %scevgep374, align 8, !noalias !11
  %.239.5.i51.2 = fadd double %.239.4.i47.2, %.236.5.i50.2
  %scevgep375 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -41
  %.236.6.i54.2 = load double, double* %scevgep376, align 8, !noalias !11
  %.239.6.i55.2 = fadd double %.239.5.i51.2, %.236.6.i54.2
  %scevgep377 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -40
  %.236.7.i59.2 = load double, double* %scevgep378, align 8, !noalias !11
  %.239.7.i60.2 = fadd double %.239.6.i55.2, %.236.7.i59.2
  %scevgep347 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -39
  %.236.i30.3 = load double, double* %scevgep348, align 8, !noalias !11
  %.239.i31.3 = fadd double %.239.7.i60.2, %.236.i30.3
  %scevgep349 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -38
  %.236.1.i34.3 = load double, double* %scevgep350, align 8, !noalias !11
  %.239.1.i35.3 = fadd double %.239.i31.3, %.236.1.i34.3
  %scevgep351 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -37
  %.236.2.i38.3 = load double, double* %scevgep352, align 8, !noalias !11
  %.239.2.i39.3 = fadd double %.239.1.i35.3, %.236.2.i38.3
  %scevgep353 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -36
  %.236.3.i42.3 = load double, double* %scevgep354, align 8, !noalias !11
  %.239.3.i43.3 = fadd double %.239.2.i39.3, %.236.3.i42.3
  %scevgep355 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -35
  %.236.4.i46.3 = load double, double* %scevgep356, align 8, !noalias !11
  %.239.4.i47.3 = fadd double %.239.3.i43.3, %.236.4.i46.3
  %scevgep357 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -34
  %.236.5.i50.3 = load double, double* %scevgep358, align 8, !noalias !11
  %.239.5.i51.3 = fadd double %.239.4.i47.3, %.236.5.i50.3
  %scevgep359 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -33
  %.236.6.i54.3 = load double, double* %scevgep360, align 8, !noalias !11
  %.239.6.i55.3 = fadd double %.239.5.i51.3, %.236.6.i54.3
  %scevgep361 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -32
  %.236.7.i59.3 = load double, double* %scevgep362, align 8, !noalias !11
  %.239.7.i60.3 = fadd double %.239.6.i55.3, %.236.7.i59.3
  %scevgep331 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -31
  %.236.i30.4 = load double, double* %scevgep332, align 8, !noalias !11
  %.239.i31.4 = fadd double %.239.7.i60.3, %.236.i30.4
  %scevgep333 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -30
  %.236.1.i34.4 = load double, double* %scevgep334, align 8, !noalias !11
  %.239.1.i35.4 = fadd double %.239.i31.4, %.236.1.i34.4
  %scevgep335 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -29
  %.236.2.i38.4 = load double, double* %scevgep336, align 8, !noalias !11
  %.239.2.i39.4 = fadd double %.239.1.i35.4, %.236.2.i38.4
  %scevgep337 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -28
  %.236.3.i42.4 = load double, double* %scevgep338, align 8, !noalias !11
  %.239.3.i43.4 = fadd double %.239.2.i39.4, %.236.3.i42.4
  %scevgep339 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -27
  %.236.4.i46.4 = load double, double* %scevgep340, align 8, !noalias !11
  %.239.4.i47.4 = fadd double %.239.3.i43.4, %.236.4.i46.4
  %scevgep341 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -26
  %.236.5.i50.4 = load double, double* %scevgep342, align 8, !noalias !11
  %.239.5.i51.4 = fadd double %.239.4.i47.4, %.236.5.i50.4
  %scevgep343 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -25
  %.236.6.i54.4 = load double, double* %scevgep344, align 8, !noalias !11
  %.239.6.i55.4 = fadd double %.239.5.i51.4, %.236.6.i54.4
  %scevgep345 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -24
  %.236.7.i59.4 = load double, double* %scevgep346, align 8, !noalias !11
  %.239.7.i60.4 = fadd double %.239.6.i55.4, %.236.7.i59.4
  %scevgep315 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -23
  %.236.i30.5 = load double, double* %scevgep316, align 8, !noalias !11
  %.239.i31.5 = fadd double %.239.7.i60.4, %.236.i30.5
  %scevgep317 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -22
  %.236.1.i34.5 = load double, double* %scevgep318, align 8, !noalias !11
  %.239.1.i35.5 = fadd double %.239.i31.5, %.236.1.i34.5
  %scevgep319 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -21
  %.236.2.i38.5 = load double, double* %scevgep320, align 8, !noalias !11
  %.239.2.i39.5 = fadd double %.239.1.i35.5, %.236.2.i38.5
  %scevgep321 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -20
  %.236.3.i42.5 = load double, double* %scevgep322, align 8, !noalias !11
  %.239.3.i43.5 = fadd double %.239.2.i39.5, %.236.3.i42.5
  %scevgep323 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -19
  %.236.4.i46.5 = load double, double* %scevgep324, align 8, !noalias !11
  %.239.4.i47.5 = fadd double %.239.3.i43.5, %.236.4.i46.5
  %scevgep325 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -18
  %.236.5.i50.5 = load double, double* %scevgep326, align 8, !noalias !11
  %.239.5.i51.5 = fadd double %.239.4.i47.5, %.236.5.i50.5
  %scevgep327 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -17
  %.236.6.i54.5 = load double, double* %scevgep328, align 8, !noalias !11
  %.239.6.i55.5 = fadd double %.239.5.i51.5, %.236.6.i54.5
  %scevgep329 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -16
  %.236.7.i59.5 = load double, double* %scevgep330, align 8, !noalias !11
  %.239.7.i60.5 = fadd double %.239.6.i55.5, %.236.7.i59.5
  %scevgep299 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -15
  %.236.i30.6 = load double, double* %scevgep300, align 8, !noalias !11
  %.239.i31.6 = fadd double %.239.7.i60.5, %.236.i30.6
  %scevgep301 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -14
  %.236.1.i34.6 = load double, double* %scevgep302, align 8, !noalias !11
  %.239.1.i35.6 = fadd double %.239.i31.6, %.236.1.i34.6
  %scevgep303 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -13
  %.236.2.i38.6 = load double, double* %scevgep304, align 8, !noalias !11
  %.239.2.i39.6 = fadd double %.239.1.i35.6, %.236.2.i38.6
  %scevgep305 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -12
  %.236.3.i42.6 = load double, double* %scevgep306, align 8, !noalias !11
  %.239.3.i43.6 = fadd double %.239.2.i39.6, %.236.3.i42.6
  %scevgep307 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -11
  %.236.4.i46.6 = load double, double* %scevgep308, align 8, !noalias !11
  %.239.4.i47.6 = fadd double %.239.3.i43.6, %.236.4.i46.6
  %scevgep309 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -10
  %.236.5.i50.6 = load double, double* %scevgep310, align 8, !noalias !11
  %.239.5.i51.6 = fadd double %.239.4.i47.6, %.236.5.i50.6
  %scevgep311 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -9
  %.236.6.i54.6 = load double, double* %scevgep312, align 8, !noalias !11
  %.239.6.i55.6 = fadd double %.239.5.i51.6, %.236.6.i54.6
  %scevgep313 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -8
  %.236.7.i59.6 = load double, double* %scevgep314, align 8, !noalias !11
  %.239.7.i60.6 = fadd double %.239.6.i55.6, %.236.7.i59.6
  %scevgep395 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep396 = getelementptr double, double* %scevgep395, i64 -7
  %.236.i30.7 = load double, double* %scevgep396, align 8, !noalias !11
  %.239.i31.7 = fadd double %.239.7.i60.6, %.236.i30.7
  %scevgep397 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep398 = getelementptr double, double* %scevgep397, i64 -6
  %.236.1.i34.7 = load double, double* %scevgep398, align 8, !noalias !11
  %.239.1.i35.7 = fadd double %.239.i31.7, %.236.1.i34.7
  %scevgep399 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep400 = getelementptr double, double* %scevgep399, i64 -5
  %.236.2.i38.7 = load double, double* %scevgep400, align 8, !noalias !11
  %.239.2.i39.7 = fadd double %.239.1.i35.7, %.236.2.i38.7
  %scevgep401 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep402 = getelementptr double, double* %scevgep401, i64 -4
  %.236.3.i42.7 = load double, double* %scevgep402, align 8, !noalias !11
  %.239.3.i43.7 = fadd double %.239.2.i39.7, %.236.3.i42.7
  %scevgep403 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep404 = getelementptr double, double* %scevgep403, i64 -3
  %.236.4.i46.7 = load double, double* %scevgep404, align 8, !noalias !11
  %.239.4.i47.7 = fadd double %.239.3.i43.7, %.236.4.i46.7
  %scevgep405 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep406 = getelementptr double, double* %scevgep405, i64 -2
  %.236.5.i50.7 = load double, double* %scevgep406, align 8, !noalias !11
  %.239.5.i51.7 = fadd double %.239.4.i47.7, %.236.5.i50.7
  %scevgep407 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %scevgep408 = getelementptr double, double* %scevgep407, i64 -1
  %.236.6.i54.7 = load double, double* %scevgep408, align 8, !noalias !11
  %.239.6.i55.7 = fadd double %.239.5.i51.7, %.236.6.i54.7
  %.182.7.i56.7 = add i64 %.70.05.i28, 64
  %scevgep409 = getelementptr double, double* %scevgep298, i64 %.70.05.i28
  %.236.7.i59.7 = load double, double* %scevgep409, align 8, !noalias !11
  %.239.7.i60.7 = fadd double %.239.6.i55.7, %.236.7.i59.7
  %lsr.iv.next427 = add i64 %lsr.iv426, -8
  %niter256.ncmp.7 = icmp eq i64 %lsr.iv.next427, 0
  br i1 %niter256.ncmp.7, label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, label %B50.endif.i62, !prof !0

for.end.endif.endif.endif.endif:                  ; preds = %B50.endif.epil.i25, %for.end, %common.ret.loopexit.unr-lcssa.i15
  %c.2.0.lcssa.i26 = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i11, %common.ret.loopexit.unr-lcssa.i15 ], [ %.239.epil.i22, %B50.endif.epil.i25 ]
  %.7.i.i138 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.408, i32 32), !noalias !17
  %.8.i.i139 = icmp eq i8* %.7.i.i138, null
  br i1 %.8.i.i139, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814829056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %48 = icmp sgt i64 %arg.X.5.1.fr, 0
  %.5.i136 = getelementptr i8, i8* %.7.i.i138, i64 24
  %49 = bitcast i8* %.5.i136 to double**
  %.6.i137173 = load double*, double** %49, align 8
  br i1 %48, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %50 = icmp ult i64 %2, 7
  br i1 %50, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader280

for.body.1.preheader280:                          ; preds = %for.body.1.preheader
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1.preheader280, %for.body.1
  %loop.index.1167 = phi i64 [ %75, %for.body.1 ], [ 0, %for.body.1.preheader280 ]
  %.672.0166 = phi i64 [ %spec.select202.7, %for.body.1 ], [ 0, %for.body.1.preheader280 ]
  %51 = icmp ugt i64 %arg.X.5.1.fr, 1
  %spec.select202 = select i1 %51, i64 %loop.index.1167, i64 %.672.0166
  %.685 = getelementptr double, double* %.6.i172, i64 %spec.select202
  %.686 = load double, double* %.685, align 8
  %.9.i = fdiv double %.686, %c.2.0.lcssa.i26
  %sunkaddr676 = mul i64 %loop.index.1167, 8
  %52 = bitcast double* %.6.i137173 to i8*
  %sunkaddr677 = getelementptr i8, i8* %52, i64 %sunkaddr676
  %53 = bitcast i8* %sunkaddr677 to double*
  store double %.9.i, double* %53, align 8
  %54 = add i64 %loop.index.1167, 1
  %spec.select202.1 = select i1 %51, i64 %54, i64 %.672.0166
  %.685.1 = getelementptr double, double* %.6.i172, i64 %spec.select202.1
  %.686.1 = load double, double* %.685.1, align 8
  %.9.i.1 = fdiv double %.686.1, %c.2.0.lcssa.i26
  %sunkaddr678 = mul i64 %loop.index.1167, 8
  %55 = bitcast double* %.6.i137173 to i8*
  %sunkaddr679 = getelementptr i8, i8* %55, i64 %sunkaddr678
  %sunkaddr680 = getelementptr i8, i8* %sunkaddr679, i64 8
  %56 = bitcast i8* %sunkaddr680 to double*
  store double %.9.i.1, double* %56, align 8
  %57 = add i64 %54, 1
  %spec.select202.2 = select i1 %51, i64 %57, i64 %.672.0166
  %.685.2 = getelementptr double, double* %.6.i172, i64 %spec.select202.2
  %.686.2 = load double, double* %.685.2, align 8
  %.9.i.2 = fdiv double %.686.2, %c.2.0.lcssa.i26
  %sunkaddr681 = mul i64 %loop.index.1167, 8
  %58 = bitcast double* %.6.i137173 to i8*
  %sunkaddr682 = getelementptr i8, i8* %58, i64 %sunkaddr681
  %sunkaddr683 = getelementptr i8, i8* %sunkaddr682, i64 16
  %59 = bitcast i8* %sunkaddr683 to double*
  store double %.9.i.2, double* %59, align 8
  %60 = add i64 %57, 1
  %spec.select202.3 = select i1 %51, i64 %60, i64 %.672.0166
  %.685.3 = getelementptr double, double* %.6.i172, i64 %spec.select202.3
  %.686.3 = load double, double* %.685.3, align 8
  %.9.i.3 = fdiv double %.686.3, %c.2.0.lcssa.i26
  %sunkaddr684 = mul i64 %loop.index.1167, 8
  %61 = bitcast double* %.6.i137173 to i8*
  %sunkaddr685 = getelementptr i8, i8* %61, i64 %sunkaddr684
  %sunkaddr686 = getelementptr i8, i8* %sunkaddr685, i64 24
  %62 = bitcast i8* %sunkaddr686 to double*
  store double %.9.i.3, double* %62, align 8
  %63 = add i64 %60, 1
  %spec.select202.4 = select i1 %51, i64 %63, i64 %.672.0166
  %.685.4 = getelementptr double, double* %.6.i172, i64 %spec.select202.4
  %.686.4 = load double, double* %.685.4, align 8
  %.9.i.4 = fdiv double %.686.4, %c.2.0.lcssa.i26
  %sunkaddr687 = mul i64 %loop.index.1167, 8
  %64 = bitcast double* %.6.i137173 to i8*
  %sunkaddr688 = getelementptr i8, i8* %64, i64 %sunkaddr687
  %sunkaddr689 = getelementptr i8, i8* %sunkaddr688, i64 32
  %65 = bitcast i8* %sunkaddr689 to double*
  store double %.9.i.4, double* %65, align 8
  %66 = add i64 %63, 1
  %spec.select202.5 = select i1 %51, i64 %66, i64 %.672.0166
  %.685.5 = getelementptr double, double* %.6.i172, i64 %spec.select202.5
  %.686.5 = load double, double* %.685.5, align 8
  %.9.i.5 = fdiv double %.686.5, %c.2.0.lcssa.i26
  %sunkaddr690 = mul i64 %loop.index.1167, 8
  %67 = bitcast double* %.6.i137173 to i8*
  %sunkaddr691 = getelementptr i8, i8* %67, i64 %sunkaddr690
  %sunkaddr692 = getelementptr i8, i8* %sunkaddr691, i64 40
  %68 = bitcast i8* %sunkaddr692 to double*
  store double %.9.i.5, double* %68, align 8
  %69 = add i64 %66, 1
  %spec.select202.6 = select i1 %51, i64 %69, i64 %.672.0166
  %.685.6 = getelementptr double, double* %.6.i172, i64 %spec.select202.6
  %.686.6 = load double, double* %.685.6, align 8
  %.9.i.6 = fdiv double %.686.6, %c.2.0.lcssa.i26
  %sunkaddr693 = mul i64 %loop.index.1167, 8
  %70 = bitcast double* %.6.i137173 to i8*
  %sunkaddr694 = getelementptr i8, i8* %70, i64 %sunkaddr693
  %sunkaddr695 = getelementptr i8, i8* %sunkaddr694, i64 48
  %71 = bitcast i8* %sunkaddr695 to double*
  store double %.9.i.6, double* %71, align 8
  %72 = add i64 %69, 1
  %spec.select202.7 = select i1 %51, i64 %72, i64 %.672.0166
  %.685.7 = getelementptr double, double* %.6.i172, i64 %spec.select202.7
  %.686.7 = load double, double* %.685.7, align 8
  %.9.i.7 = fdiv double %.686.7, %c.2.0.lcssa.i26
  %sunkaddr696 = mul i64 %loop.index.1167, 8
  %73 = bitcast double* %.6.i137173 to i8*
  %sunkaddr697 = getelementptr i8, i8* %73, i64 %sunkaddr696
  %sunkaddr698 = getelementptr i8, i8* %sunkaddr697, i64 56
  %74 = bitcast i8* %sunkaddr698 to double*
  store double %.9.i.7, double* %74, align 8
  %.715.7 = add nuw i64 %loop.index.1167, 8
  %75 = add i64 %72, 1
  %niter261.ncmp.7 = icmp eq i64 %75, %unroll_iter260
  br i1 %niter261.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1167.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.715.7, %for.body.1 ]
  %.672.0166.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select202.7, %for.body.1 ]
  %76 = and i64 %arg.X.5.1.fr, 7
  %77 = icmp eq i64 %76, 0
  br i1 %77, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv473 = phi i64 [ %xtraiter, %for.body.1.epil.preheader ], [ %lsr.iv.next474, %for.body.1.epil ]
  %loop.index.1167.epil = phi i64 [ %.715.epil, %for.body.1.epil ], [ %loop.index.1167.unr, %for.body.1.epil.preheader ]
  %.672.0166.epil = phi i64 [ %spec.select202.epil, %for.body.1.epil ], [ %.672.0166.unr, %for.body.1.epil.preheader ]
  %78 = icmp ugt i64 %arg.X.5.1.fr, 1
  %spec.select202.epil = select i1 %78, i64 %loop.index.1167.epil, i64 %.672.0166.epil
  %.685.epil = getelementptr double, double* %.6.i172, i64 %spec.select202.epil
  %.686.epil = load double, double* %.685.epil, align 8
  %.9.i.epil = fdiv double %.686.epil, %c.2.0.lcssa.i26
  %scevgep472 = getelementptr double, double* %.6.i137173, i64 %loop.index.1167.epil
  store double %.9.i.epil, double* %scevgep472, align 8
  %.715.epil = add nuw nsw i64 %loop.index.1167.epil, 1
  %lsr.iv.next474 = add nsw i64 %lsr.iv473, -1
  %epil.iter258.cmp.not = icmp eq i64 %lsr.iv.next474, 0
  br i1 %epil.iter258.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !24

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %brmerge, label %for.end.1.endif.endif.endif.endif, label %for.end.1.endif.endif.endif.if

for.end.1.endif.endif.endif.if:                   ; preds = %for.end.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814739456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.1.endif.endif.endif.endif:                ; preds = %for.end.1
  br i1 %.829, label %for.end.1.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif, !prof !0

for.end.1.endif.endif.endif.endif.if:             ; preds = %for.end.1.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814925952, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif:          ; preds = %for.end.1.endif.endif.endif.endif
  %.7.i.i66 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.828, i32 32), !noalias !25
  %.8.i.i67 = icmp eq i8* %.7.i.i66, null
  br i1 %.8.i.i67, label %for.end.1.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif.endif, !prof !0

for.end.1.endif.endif.endif.endif.endif.if:       ; preds = %for.end.1.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814829056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.1.endif.endif.endif.endif.endif
  %79 = icmp sgt i64 %spec.select203.mux, 0
  %.5.i64 = getelementptr i8, i8* %.7.i.i66, i64 24
  %80 = bitcast i8* %.5.i64 to double**
  %.6.i65174 = load double*, double** %80, align 8
  br i1 %79, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  %81 = icmp ult i64 %6, 7
  br i1 %81, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader279

for.body.2.preheader279:                          ; preds = %for.body.2.preheader
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2.preheader279, %for.body.2
  %loop.index.2171 = phi i64 [ %107, %for.body.2 ], [ 0, %for.body.2.preheader279 ]
  %.895.0170 = phi i64 [ %.895.1.7, %for.body.2 ], [ 0, %for.body.2.preheader279 ]
  %.892.0169 = phi i64 [ %spec.select204.7, %for.body.2 ], [ 0, %for.body.2.preheader279 ]
  %82 = icmp ugt i64 %arg.w.5.0, 1
  %83 = icmp ugt i64 %arg.X.5.1.fr, 1
  %spec.select204 = select i1 %83, i64 %loop.index.2171, i64 %.892.0169
  %.908 = getelementptr double, double* %.6.i137173, i64 %spec.select204
  %.909 = load double, double* %.908, align 8
  %.895.1 = select i1 %82, i64 %loop.index.2171, i64 %.895.0170
  %.917 = getelementptr double, double* %arg.w.4, i64 %.895.1
  %.918 = load double, double* %.917, align 8
  %.6.i1 = fmul double %.909, %.918
  %sunkaddr699 = mul i64 %loop.index.2171, 8
  %84 = bitcast double* %.6.i65174 to i8*
  %sunkaddr700 = getelementptr i8, i8* %84, i64 %sunkaddr699
  %85 = bitcast i8* %sunkaddr700 to double*
  store double %.6.i1, double* %85, align 8
  %86 = add i64 %loop.index.2171, 1
  %spec.select204.1 = select i1 %83, i64 %86, i64 %.892.0169
  %.908.1 = getelementptr double, double* %.6.i137173, i64 %spec.select204.1
  %.909.1 = load double, double* %.908.1, align 8
  %.895.1.1 = select i1 %82, i64 %86, i64 %.895.0170
  %.917.1 = getelementptr double, double* %arg.w.4, i64 %.895.1.1
  %.918.1 = load double, double* %.917.1, align 8
  %.6.i1.1 = fmul double %.909.1, %.918.1
  %sunkaddr701 = mul i64 %loop.index.2171, 8
  %87 = bitcast double* %.6.i65174 to i8*
  %sunkaddr702 = getelementptr i8, i8* %87, i64 %sunkaddr701
  %sunkaddr703 = getelementptr i8, i8* %sunkaddr702, i64 8
  %88 = bitcast i8* %sunkaddr703 to double*
  store double %.6.i1.1, double* %88, align 8
  %89 = add i64 %86, 1
  %spec.select204.2 = select i1 %83, i64 %89, i64 %.892.0169
  %.908.2 = getelementptr double, double* %.6.i137173, i64 %spec.select204.2
  %.909.2 = load double, double* %.908.2, align 8
  %.895.1.2 = select i1 %82, i64 %89, i64 %.895.0170
  %.917.2 = getelementptr double, double* %arg.w.4, i64 %.895.1.2
  %.918.2 = load double, double* %.917.2, align 8
  %.6.i1.2 = fmul double %.909.2, %.918.2
  %sunkaddr704 = mul i64 %loop.index.2171, 8
  %90 = bitcast double* %.6.i65174 to i8*
  %sunkaddr705 = getelementptr i8, i8* %90, i64 %sunkaddr704
  %sunkaddr706 = getelementptr i8, i8* %sunkaddr705, i64 16
  %91 = bitcast i8* %sunkaddr706 to double*
  store double %.6.i1.2, double* %91, align 8
  %92 = add i64 %89, 1
  %spec.select204.3 = select i1 %83, i64 %92, i64 %.892.0169
  %.908.3 = getelementptr double, double* %.6.i137173, i64 %spec.select204.3
  %.909.3 = load double, double* %.908.3, align 8
  %.895.1.3 = select i1 %82, i64 %92, i64 %.895.0170
  %.917.3 = getelementptr double, double* %arg.w.4, i64 %.895.1.3
  %.918.3 = load double, double* %.917.3, align 8
  %.6.i1.3 = fmul double %.909.3, %.918.3
  %sunkaddr707 = mul i64 %loop.index.2171, 8
  %93 = bitcast double* %.6.i65174 to i8*
  %sunkaddr708 = getelementptr i8, i8* %93, i64 %sunkaddr707
  %sunkaddr709 = getelementptr i8, i8* %sunkaddr708, i64 24
  %94 = bitcast i8* %sunkaddr709 to double*
  store double %.6.i1.3, double* %94, align 8
  %95 = add i64 %92, 1
  %spec.select204.4 = select i1 %83, i64 %95, i64 %.892.0169
  %.908.4 = getelementptr double, double* %.6.i137173, i64 %spec.select204.4
  %.909.4 = load double, double* %.908.4, align 8
  %.895.1.4 = select i1 %82, i64 %95, i64 %.895.0170
  %.917.4 = getelementptr double, double* %arg.w.4, i64 %.895.1.4
  %.918.4 = load double, double* %.917.4, align 8
  %.6.i1.4 = fmul double %.909.4, %.918.4
  %sunkaddr710 = mul i64 %loop.index.2171, 8
  %96 = bitcast double* %.6.i65174 to i8*
  %sunkaddr711 = getelementptr i8, i8* %96, i64 %sunkaddr710
  %sunkaddr712 = getelementptr i8, i8* %sunkaddr711, i64 32
  %97 = bitcast i8* %sunkaddr712 to double*
  store double %.6.i1.4, double* %97, align 8
  %98 = add i64 %95, 1
  %spec.select204.5 = select i1 %83, i64 %98, i64 %.892.0169
  %.908.5 = getelementptr double, double* %.6.i137173, i64 %spec.select204.5
  %.909.5 = load double, double* %.908.5, align 8
  %.895.1.5 = select i1 %82, i64 %98, i64 %.895.0170
  %.917.5 = getelementptr double, double* %arg.w.4, i64 %.895.1.5
  %.918.5 = load double, double* %.917.5, align 8
  %.6.i1.5 = fmul double %.909.5, %.918.5
  %sunkaddr713 = mul i64 %loop.index.2171, 8
  %99 = bitcast double* %.6.i65174 to i8*
  %sunkaddr714 = getelementptr i8, i8* %99, i64 %sunkaddr713
  %sunkaddr715 = getelementptr i8, i8* %sunkaddr714, i64 40
  %100 = bitcast i8* %sunkaddr715 to double*
  store double %.6.i1.5, double* %100, align 8
  %101 = add i64 %98, 1
  %spec.select204.6 = select i1 %83, i64 %101, i64 %.892.0169
  %.908.6 = getelementptr double, double* %.6.i137173, i64 %spec.select204.6
  %.909.6 = load double, double* %.908.6, align 8
  %.895.1.6 = select i1 %82, i64 %101, i64 %.895.0170
  %.917.6 = getelementptr double, double* %arg.w.4, i64 %.895.1.6
  %.918.6 = load double, double* %.917.6, align 8
  %.6.i1.6 = fmul double %.909.6, %.918.6
  %sunkaddr716 = mul i64 %loop.index.2171, 8
  %102 = bitcast double* %.6.i65174 to i8*
  %sunkaddr717 = getelementptr i8, i8* %102, i64 %sunkaddr716
  %sunkaddr718 = getelementptr i8, i8* %sunkaddr717, i64 48
  %103 = bitcast i8* %sunkaddr718 to double*
  store double %.6.i1.6, double* %103, align 8
  %104 = add i64 %101, 1
  %spec.select204.7 = select i1 %83, i64 %104, i64 %.892.0169
  %.908.7 = getelementptr double, double* %.6.i137173, i64 %spec.select204.7
  %.909.7 = load double, double* %.908.7, align 8
  %.895.1.7 = select i1 %82, i64 %104, i64 %.895.0170
  %.917.7 = getelementptr double, double* %arg.w.4, i64 %.895.1.7
  %.918.7 = load double, double* %.917.7, align 8
  %.6.i1.7 = fmul double %.909.7, %.918.7
  %sunkaddr719 = mul i64 %loop.index.2171, 8
  %105 = bitcast double* %.6.i65174 to i8*
  %sunkaddr720 = getelementptr i8, i8* %105, i64 %sunkaddr719
  %sunkaddr721 = getelementptr i8, i8* %sunkaddr720, i64 56
  %106 = bitcast i8* %sunkaddr721 to double*
  store double %.6.i1.7, double* %106, align 8
  %.947.7 = add nuw i64 %loop.index.2171, 8
  %107 = add i64 %104, 1
  %niter266.ncmp.7 = icmp eq i64 %107, %unroll_iter265
  br i1 %niter266.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.2171.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.947.7, %for.body.2 ]
  %.895.0170.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.895.1.7, %for.body.2 ]
  %.892.0169.unr = phi i64 [ 0, %for.body.2.preheader ], [ %spec.select204.7, %for.body.2 ]
  %108 = icmp eq i64 %xtraiter262, 0
  br i1 %108, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv492 = phi i64 [ %xtraiter262, %for.body.2.epil.preheader ], [ %lsr.iv.next493, %for.body.2.epil ]
  %loop.index.2171.epil = phi i64 [ %.947.epil, %for.body.2.epil ], [ %loop.index.2171.unr, %for.body.2.epil.preheader ]
  %.895.0170.epil = phi i64 [ %.895.1.epil, %for.body.2.epil ], [ %.895.0170.unr, %for.body.2.epil.preheader ]
  %.892.0169.epil = phi i64 [ %spec.select204.epil, %for.body.2.epil ], [ %.892.0169.unr, %for.body.2.epil.preheader ]
  %109 = icmp ugt i64 %arg.w.5.0, 1
  %110 = icmp ugt i64 %arg.X.5.1.fr, 1
  %spec.select204.epil = select i1 %110, i64 %loop.index.2171.epil, i64 %.892.0169.epil
  %.908.epil = getelementptr double, double* %.6.i137173, i64 %spec.select204.epil
  %.909.epil = load double, double* %.908.epil, align 8
  %.895.1.epil = select i1 %109, i64 %loop.index.2171.epil, i64 %.895.0170.epil
  %.917.epil = getelementptr double, double* %arg.w.4, i64 %.895.1.epil
  %.918.epil = load double, double* %.917.epil, align 8
  %.6.i1.epil = fmul double %.909.epil, %.918.epil
  %scevgep491 = getelementptr double, double* %.6.i65174, i64 %loop.index.2171.epil
  store double %.6.i1.epil, double* %scevgep491, align 8
  %.947.epil = add nuw nsw i64 %loop.index.2171.epil, 1
  %lsr.iv.next493 = add nsw i64 %lsr.iv492, -1
  %epil.iter263.cmp.not = icmp eq i64 %lsr.iv.next493, 0
  br i1 %epil.iter263.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !32

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %for.end.1.endif.endif.endif.endif.endif.endif
  %111 = icmp eq i64 %spec.select203.mux, 0
  tail call void @NRT_decref(i8* nonnull %.7.i.i138)
  br i1 %111, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %112 = icmp ult i64 %1, 7
  br i1 %112, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %113 = icmp ult i64 %7, 56
  br i1 %113, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i.preheader

B50.endif.i.preheader:                            ; preds = %B50.endif.preheader.new.i
  %scevgep494 = getelementptr double, double* %.6.i65174, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %114 = icmp eq i64 %xtraiter267, 0
  br i1 %114, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep624 = getelementptr double, double* %.6.i65174, i64 7
  %scevgep625 = getelementptr double, double* %scevgep624, i64 %.70.05.i.unr
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv626 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next627, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %115 = bitcast double* %scevgep625 to i8*
  %uglygep649 = getelementptr i8, i8* %115, i64 %lsr.iv626
  %uglygep649650 = bitcast i8* %uglygep649 to double*
  %scevgep651 = getelementptr double, double* %uglygep649650, i64 -7
  %.236.i.epil = load double, double* %scevgep651, align 8, !noalias !33
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep646 = getelementptr i8, i8* %115, i64 %lsr.iv626
  %uglygep646647 = bitcast i8* %uglygep646 to double*
  %scevgep648 = getelementptr double, double* %uglygep646647, i64 -6
  %.236.1.i.epil = load double, double* %scevgep648, align 8, !noalias !33
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep643 = getelementptr i8, i8* %115, i64 %lsr.iv626
  %uglygep643644 = bitcast i8* %uglygep643 to double*
  %scevgep645 = getelementptr double, double* %uglygep643644, i64 -5
  %.236.2.i.epil = load double, double* %scevgep645, align 8, !noalias !33
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep640 = getelementptr i8, i8* %115, i64 %lsr.iv626
  %uglygep640641 = bitcast i8* %uglygep640 to double*
  %scevgep642 = getelementptr double, double* %uglygep640641, i64 -4
  %.236.3.i.epil = load double, double* %scevgep642, align 8, !noalias !33
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep637 = getelementptr i8, i8* %115, i64 %lsr.iv626
  %uglygep637638 = bitcast i8* %uglygep637 to double*
  %scevgep639 = getelementptr double, double* %uglygep637638, i64 -3
  %.236.4.i.epil = load double, double* %scevgep639, align 8, !noalias !33
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep634 = getelementptr i8, i8* %115, i64 %lsr.iv626
  %uglygep634635 = bitcast i8* %uglygep634 to double*
  %scevgep636 = getelementptr double, double* %uglygep634635, i64 -2
  %.236.5.i.epil = load double, double* %scevgep636, align 8, !noalias !33
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep631 = getelementptr i8, i8* %115, i64 %lsr.iv626
  %uglygep631632 = bitcast i8* %uglygep631 to double*
  %scevgep633 = getelementptr double, double* %uglygep631632, i64 -1
  %.236.6.i.epil = load double, double* %scevgep633, align 8, !noalias !33
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep629 = getelementptr i8, i8* %115, i64 %lsr.iv626
  %uglygep629630 = bitcast i8* %uglygep629 to double*
  %.236.7.i.epil = load double, double* %uglygep629630, align 8, !noalias !33
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next627 = add nuw nsw i64 %lsr.iv626, 64
  %epil.iter268.cmp.not = icmp eq i64 %11, %lsr.iv.next627
  br i1 %epil.iter268.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !14, !llvm.loop !36

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %116 = icmp eq i64 %xtraiter.i, 0
  br i1 %116, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i65174, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep652 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep652, align 8, !noalias !33
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !14, !llvm.loop !16

B50.endif.i:                                      ; preds = %B50.endif.i.preheader, %B50.endif.i
  %lsr.iv622 = phi i64 [ %unroll_iter271, %B50.endif.i.preheader ], [ %lsr.iv.next623, %B50.endif.i ]
  %c.2.06.i = phi double [ %.239.7.i.7, %B50.endif.i ], [ 0.000000e+00, %B50.endif.i.preheader ]
  %.70.05.i = phi i64 [ %.182.7.i.7, %B50.endif.i ], [ 0, %B50.endif.i.preheader ]
  %scevgep620 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep621 = getelementptr double, double* %scevgep620, i64 -63
  %.236.i = load double, double* %scevgep621, align 8, !noalias !33
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep618 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep619 = getelementptr double, double* %scevgep618, i64 -62
  %.236.1.i = load double, double* %scevgep619, align 8, !noalias !33
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep616 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep617 = getelementptr double, double* %scevgep616, i64 -61
  %.236.2.i = load double, double* %scevgep617, align 8, !noalias !33
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep614 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep615 = getelementptr double, double* %scevgep614, i64 -60
  %.236.3.i = load double, double* %scevgep615, align 8, !noalias !33
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep612 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep613 = getelementptr double, double* %scevgep612, i64 -59
  %.236.4.i = load double, double* %scevgep613, align 8, !noalias !33
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep610 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep611 = getelementptr double, double* %scevgep610, i64 -58
  %.236.5.i = load double, double* %scevgep611, align 8, !noalias !33
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep608 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep609 = getelementptr double, double* %scevgep608, i64 -57
  %.236.6.i = load double, double* %scevgep609, align 8, !noalias !33
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep606 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep607 = getelementptr double, double* %scevgep606, i64 -56
  %.236.7.i = load double, double* %scevgep607, align 8, !noalias !33
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep575 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep576 = getelementptr double, double* %scevgep575, i64 -55
  %.236.i.1 = load double, double* %scevgep576, align 8, !noalias !33
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep577 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep578 = getelementptr double, double* %scevgep577, i64 -54
  %.236.1.i.1 = load double, double* %scevgep578, align 8, !noalias !33
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep579 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep580 = getelementptr double, double* %scevgep579, i64 -53
  %.236.2.i.1 = load double, double* %scevgep580, align 8, !noalias !33
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep581 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep582 = getelementptr double, double* %scevgep581, i64 -52
  %.236.3.i.1 = load double, double* %scevgep582, align 8, !noalias !33
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep583 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep584 = getelementptr double, double* %scevgep583, i64 -51
  %.236.4.i.1 = load double, double* %scevgep584, align 8, !noalias !33
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep585 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep586 = getelementptr double, double* %scevgep585, i64 -50
  %.236.5.i.1 = load double, double* %scevgep586, align 8, !noalias !33
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep587 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep588 = getelementptr double, double* %scevgep587, i64 -49
  %.236.6.i.1 = load double, double* %scevgep588, align 8, !noalias !33
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep589 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep590 = getelementptr double, double* %scevgep589, i64 -48
  %.236.7.i.1 = load double, double* %scevgep590, align 8, !noalias !33
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep559 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep560 = getelementptr double, double* %scevgep559, i64 -47
  %.236.i.2 = load double, double* %scevgep560, align 8, !noalias !33
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep561 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -46
  %.236.1.i.2 = load double, double* %scevgep562, align 8, !noalias !33
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep563 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -45
  %.236.2.i.2 = load double, double* %scevgep564, align 8, !noalias !33
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep565 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep566 = getelementptr double, double* %scevgep565, i64 -44
  %.236.3.i.2 = load double, double* %scevgep566, align 8, !noalias !33
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep567 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep568 = getelementptr double, double* %scevgep567, i64 -43
  %.236.4.i.2 = load double, double* %scevgep568, align 8, !noalias !33
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep569 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep570 = getelementptr double, double* %scevgep569, i64 -42
  %.236.5.i.2 = load double, double* %scevgep570, align 8, !noalias !33
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep571 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep572 = getelementptr double, double* %scevgep571, i64 -41
  %.236.6.i.2 = load double, double* %scevgep572, align 8, !noalias !33
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep573 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep574 = getelementptr double, double* %scevgep573, i64 -40
  %.236.7.i.2 = load double, double* %scevgep574, align 8, !noalias !33
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep543 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep544 = getelementptr double, double* %scevgep543, i64 -39
  %.236.i.3 = load double, double* %scevgep544, align 8, !noalias !33
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep545 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep546 = getelementptr double, double* %scevgep545, i64 -38
  %.236.1.i.3 = load double, double* %scevgep546, align 8, !noalias !33
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep547 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep548 = getelementptr double, double* %scevgep547, i64 -37
  %.236.2.i.3 = load double, double* %scevgep548, align 8, !noalias !33
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep549 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep550 = getelementptr double, double* %scevgep549, i64 -36
  %.236.3.i.3 = load double, double* %scevgep550, align 8, !noalias !33
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep551 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep552 = getelementptr double, double* %scevgep551, i64 -35
  %.236.4.i.3 = load double, double* %scevgep552, align 8, !noalias !33
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep553 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep554 = getelementptr double, double* %scevgep553, i64 -34
  %.236.5.i.3 = load double, double* %scevgep554, align 8, !noalias !33
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep555 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep556 = getelementptr double, double* %scevgep555, i64 -33
  %.236.6.i.3 = load double, double* %scevgep556, align 8, !noalias !33
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep557 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep558 = getelementptr double, double* %scevgep557, i64 -32
  %.236.7.i.3 = load double, double* %scevgep558, align 8, !noalias !33
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep527 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep528 = getelementptr double, double* %scevgep527, i64 -31
  %.236.i.4 = load double, double* %scevgep528, align 8, !noalias !33
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep529 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep530 = getelementptr double, double* %scevgep529, i64 -30
  %.236.1.i.4 = load double, double* %scevgep530, align 8, !noalias !33
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep531 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep532 = getelementptr double, double* %scevgep531, i64 -29
  %.236.2.i.4 = load double, double* %scevgep532, align 8, !noalias !33
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep533 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep534 = getelementptr double, double* %scevgep533, i64 -28
  %.236.3.i.4 = load double, double* %scevgep534, align 8, !noalias !33
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep535 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep536 = getelementptr double, double* %scevgep535, i64 -27
  %.236.4.i.4 = load double, double* %scevgep536, align 8, !noalias !33
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep537 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep538 = getelementptr double, double* %scevgep537, i64 -26
  %.236.5.i.4 = load double, double* %scevgep538, align 8, !noalias !33
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep539 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep540 = getelementptr double, double* %scevgep539, i64 -25
  %.236.6.i.4 = load double, double* %scevgep540, align 8, !noalias !33
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep541 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep542 = getelementptr double, double* %scevgep541, i64 -24
  %.236.7.i.4 = load double, double* %scevgep542, align 8, !noalias !33
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep511 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep512 = getelementptr double, double* %scevgep511, i64 -23
  %.236.i.5 = load double, double* %scevgep512, align 8, !noalias !33
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep513 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep514 = getelementptr double, double* %scevgep513, i64 -22
  %.236.1.i.5 = load double, double* %scevgep514, align 8, !noalias !33
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep515 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep516 = getelementptr double, double* %scevgep515, i64 -21
  %.236.2.i.5 = load double, double* %scevgep516, align 8, !noalias !33
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep517 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep518 = getelementptr double, double* %scevgep517, i64 -20
  %.236.3.i.5 = load double, double* %scevgep518, align 8, !noalias !33
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep519 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep520 = getelementptr double, double* %scevgep519, i64 -19
  %.236.4.i.5 = load double, double* %scevgep520, align 8, !noalias !33
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep521 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep522 = getelementptr double, double* %scevgep521, i64 -18
  %.236.5.i.5 = load double, double* %scevgep522, align 8, !noalias !33
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep523 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep524 = getelementptr double, double* %scevgep523, i64 -17
  %.236.6.i.5 = load double, double* %scevgep524, align 8, !noalias !33
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep525 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep526 = getelementptr double, double* %scevgep525, i64 -16
  %.236.7.i.5 = load double, double* %scevgep526, align 8, !noalias !33
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep495 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -15
  %.236.i.6 = load double, double* %scevgep496, align 8, !noalias !33
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep497 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -14
  %.236.1.i.6 = load double, double* %scevgep498, align 8, !noalias !33
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep499 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep500 = getelementptr double, double* %scevgep499, i64 -13
  %.236.2.i.6 = load double, double* %scevgep500, align 8, !noalias !33
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep501 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep502 = getelementptr double, double* %scevgep501, i64 -12
  %.236.3.i.6 = load double, double* %scevgep502, align 8, !noalias !33
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep503 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep504 = getelementptr double, double* %scevgep503, i64 -11
  %.236.4.i.6 = load double, double* %scevgep504, align 8, !noalias !33
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep505 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep506 = getelementptr double, double* %scevgep505, i64 -10
  %.236.5.i.6 = load double, double* %scevgep506, align 8, !noalias !33
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep507 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep508 = getelementptr double, double* %scevgep507, i64 -9
  %.236.6.i.6 = load double, double* %scevgep508, align 8, !noalias !33
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep509 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep510 = getelementptr double, double* %scevgep509, i64 -8
  %.236.7.i.6 = load double, double* %scevgep510, align 8, !noalias !33
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep591 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep592 = getelementptr double, double* %scevgep591, i64 -7
  %.236.i.7 = load double, double* %scevgep592, align 8, !noalias !33
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep593 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep594 = getelementptr double, double* %scevgep593, i64 -6
  %.236.1.i.7 = load double, double* %scevgep594, align 8, !noalias !33
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep595 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep596 = getelementptr double, double* %scevgep595, i64 -5
  %.236.2.i.7 = load double, double* %scevgep596, align 8, !noalias !33
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep597 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep598 = getelementptr double, double* %scevgep597, i64 -4
  %.236.3.i.7 = load double, double* %scevgep598, align 8, !noalias !33
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep599 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep600 = getelementptr double, double* %scevgep599, i64 -3
  %.236.4.i.7 = load double, double* %scevgep600, align 8, !noalias !33
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep601 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep602 = getelementptr double, double* %scevgep601, i64 -2
  %.236.5.i.7 = load double, double* %scevgep602, align 8, !noalias !33
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep603 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %scevgep604 = getelementptr double, double* %scevgep603, i64 -1
  %.236.6.i.7 = load double, double* %scevgep604, align 8, !noalias !33
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep605 = getelementptr double, double* %scevgep494, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep605, align 8, !noalias !33
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next623 = add i64 %lsr.iv622, -8
  %niter272.ncmp.7 = icmp eq i64 %lsr.iv.next623, 0
  br i1 %niter272.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i66)
  %.982 = fadd double %s.2.0221, %c.2.0.lcssa.i
  %exitcond230.not = icmp eq i64 %.150, %arg.X.5.0
  br i1 %exitcond230.not, label %B270, label %B62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.softmax_rows, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([165 x i8], [165 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %14, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %15 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
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
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %18, i64 32
  %19 = bitcast i8* %sunkaddr15 to double**
  %.62.fca.4.load = load double*, double** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %20, i64 40
  %21 = bitcast i8* %sunkaddr16 to i64*
  %.62.fca.5.0.load = load i64, i64* %21, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 poison, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 poison, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 poison) #2
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

define double @cfunc._ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 poison, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 %.11, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.12, i64 poison) #2
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fe281903bd0>", i64 0, i64 0))
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
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0), !noalias !37
  %1 = bitcast [1 x i64]* %.23.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1), !noalias !37
  %2 = bitcast [1 x i64]* %.79.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2), !noalias !37
  %.fca.2.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 2
  %.fca.3.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 3
  %.fca.4.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 4
  %.fca.0.gep1722.i9.i249 = bitcast [1 x i64]* %.23.i.i to i64*
  %.fca.0.gep23.i10.i2510 = bitcast [1 x i64]* %.79.i.i to i64*
  store i64 0, i64* %.fca.0.gep23.i10.i2510, align 8, !noalias !41
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store i64 1, i64* %.fca.2.gep.i.i, align 8, !noalias !41
  store i64 8, i64* %.fca.3.gep.i.i, align 8, !noalias !41
  store double* %arg.a.4, double** %.fca.4.gep.i.i, align 8, !noalias !41
  store i64 1, i64* %.fca.0.gep1722.i9.i249, align 8, !noalias !41
  %.82.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 5, i64 0
  %.84.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 6, i64 0
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, i64* nonnull %.82.i.i, i64* nonnull %.84.i.i, i64 1, i64* nonnull %.fca.0.gep1722.i9.i249, i64* nonnull %.fca.0.gep23.i10.i2510, i64 8, i32 0), !noalias !41
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if, label %for.body

end.endif.endif.if:                               ; preds = %B58.endif.endif
  %3 = bitcast [1 x i64]* %.79.i.i to i8*
  %4 = bitcast [1 x i64]* %.23.i.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %5), !noalias !37
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4), !noalias !37
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3), !noalias !37
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610816488960, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body:                                         ; preds = %B58.endif.endif
  %6 = bitcast [1 x i64]* %.79.i.i to i8*
  %7 = bitcast [1 x i64]* %.23.i.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %9, i64 32
  %10 = bitcast i8* %sunkaddr to double**
  %.101.i.i = load double*, double** %10, align 8, !noalias !41
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %8), !noalias !37
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7), !noalias !37
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6), !noalias !37
  %.119.i = load double, double* %.101.i.i, align 8, !noalias !37
  %.255 = fcmp ord double %.119.i, 0.000000e+00
  br i1 %.255, label %B196.preheader, label %B188

B196.preheader:                                   ; preds = %for.body
  %.183 = icmp sgt i64 %arg.a.2, 1
  br i1 %.183, label %B196.endif.preheader, label %B300, !prof !45

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
!17 = !{!18, !20, !21, !23}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !10}
!25 = !{!26, !28, !29, !31}
!26 = distinct !{!26, !27, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!28 = distinct !{!28, !27, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!29 = distinct !{!29, !30, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!31 = distinct !{!31, !30, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!32 = distinct !{!32, !10}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!36 = distinct !{!36, !10}
!37 = !{!38, !40}
!38 = distinct !{!38, !39, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29"}
!40 = distinct !{!40, !39, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %excinfo"}
!41 = !{!42, !44, !38, !40}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
!45 = !{!"branch_weights", i32 99, i32 1}
