; ModuleID = 'softmax_rows'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139915726643904 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139915726643904.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139915726643904 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139915726643904, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915726643904.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139915727779968 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139915727779968.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.139915727779968 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139915727779968, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915727779968.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f40ab133890>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f40ab133890>\00"
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f40ab5eec50B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139915729697280 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139915729697280.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139915729697280 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139915729697280, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915729697280.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f40ab5ec690B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f40ab5ed010B3v14B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, i8* %arg.w.0, i8* nocapture readnone %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, double* nocapture readonly %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
B0.endif:
  %.317 = alloca double, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.w.0)
  %.93.inv = icmp sgt i64 %arg.X.5.0, 0
  br i1 %.93.inv, label %B62.lr.ph, label %B270

B62.lr.ph:                                        ; preds = %B0.endif
  %const2106 = bitcast i64 9223372036854775800 to i64
  %const = bitcast i64 4611686018427387896 to i64
  %.101.not.i = icmp eq i64 %arg.X.5.1, 1
  %.407 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.1, i64 8)
  %.409 = extractvalue { i64, i1 } %.407, 1
  %.408 = extractvalue { i64, i1 } %.407, 0
  %smax.i7 = tail call i64 @llvm.smax.i64(i64 %arg.X.5.1, i64 1) #6
  %0 = add nsw i64 %smax.i7, -1
  %xtraiter.i8 = and i64 %smax.i7, 7
  %unroll_iter.i10 = and i64 %smax.i7, %const2106
  %.71.not.i82 = icmp eq i64 %arg.X.5.1, %arg.w.5.0
  %.76.not.i83 = icmp eq i64 %arg.w.5.0, 1
  %or.cond.i84 = or i1 %.76.not.i83, %.71.not.i82
  %brmerge = select i1 %.101.not.i, i1 true, i1 %or.cond.i84
  %spec.select204.mux = select i1 %.101.not.i, i64 %arg.w.5.0, i64 %arg.X.5.1
  %.827 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %spec.select204.mux, i64 8)
  %.829 = extractvalue { i64, i1 } %.827, 1
  %.828 = extractvalue { i64, i1 } %.827, 0
  %smax.i = tail call i64 @llvm.smax.i64(i64 %spec.select204.mux, i64 1) #6
  %1 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %unroll_iter.i = and i64 %smax.i, %const2106
  %scevgep289 = getelementptr double, double* %arg.w.4, i64 %spec.select204.mux
  %scevgep306 = getelementptr double, double* %arg.w.4, i64 1
  %scevgep341 = getelementptr double, double* %arg.w.4, i64 %spec.select204.mux
  %scevgep378 = getelementptr double, double* %arg.w.4, i64 1
  %2 = add i64 %arg.X.5.1, -8
  %3 = lshr i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %5 = add nsw i64 %unroll_iter.i10, -8
  %6 = lshr exact i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %8 = add i64 %spec.select204.mux, -32
  %9 = lshr i64 %8, 5
  %10 = add nuw nsw i64 %9, 1
  %11 = add nsw i64 %unroll_iter.i, -8
  %12 = lshr exact i64 %11, 3
  %13 = add nuw nsw i64 %12, 1
  %n.vec453 = and i64 %arg.X.5.1, -8
  %xtraiter = and i64 %4, 7
  %unroll_iter = and i64 %4, %const
  %xtraiter484 = and i64 %arg.X.5.1, 7
  %xtraiter486 = and i64 %7, 7
  %unroll_iter490 = and i64 %7, %const
  %n.vec429 = and i64 %arg.X.5.1, -8
  %n.vec393 = and i64 %spec.select204.mux, -32
  %xtraiter500 = and i64 %10, 7
  %unroll_iter503 = and i64 %10, 1152921504606846968
  %xtraiter505 = and i64 %spec.select204.mux, 7
  %n.vec356 = and i64 %spec.select204.mux, -32
  %n.vec321 = and i64 %spec.select204.mux, -32
  %n.vec = and i64 %spec.select204.mux, -32
  %xtraiter532 = and i64 %13, 7
  %unroll_iter536 = and i64 %13, %const
  %scevgep554 = getelementptr double, double* %arg.X.4, i64 56
  %14 = shl i64 %arg.X.5.1, 3
  %15 = shl nuw nsw i64 %xtraiter, 6
  %16 = shl nuw nsw i64 %xtraiter486, 6
  %17 = shl nuw nsw i64 %xtraiter, 6
  %18 = shl nuw nsw i64 %xtraiter500, 8
  %scevgep1040 = getelementptr double, double* %arg.w.4, i64 248
  %scevgep1250 = getelementptr double, double* %arg.w.4, i64 24
  %19 = shl nuw nsw i64 %xtraiter500, 8
  %20 = shl nuw nsw i64 %xtraiter500, 8
  %scevgep1656 = getelementptr double, double* %arg.w.4, i64 248
  %scevgep1866 = getelementptr double, double* %arg.w.4, i64 24
  %21 = shl nuw nsw i64 %xtraiter500, 8
  %22 = shl nuw nsw i64 %xtraiter532, 6
  br label %B62

B62:                                              ; preds = %B62.lr.ph, %for.end.2.endif
  %lsr.iv610 = phi double* [ %arg.X.4, %B62.lr.ph ], [ %604, %for.end.2.endif ]
  %lsr.iv = phi double* [ %scevgep554, %B62.lr.ph ], [ %603, %for.end.2.endif ]
  %s.2.0232 = phi double [ 0.000000e+00, %B62.lr.ph ], [ %.982, %for.end.2.endif ]
  %.79.0230 = phi i64 [ 0, %B62.lr.ph ], [ %.150, %for.end.2.endif ]
  %23 = mul i64 %.79.0230, %arg.X.5.1
  %scevgep440 = getelementptr double, double* %arg.X.4, i64 %23
  %24 = add i64 %23, %arg.X.5.1
  %scevgep442 = getelementptr double, double* %arg.X.4, i64 %24
  %.150 = add nuw nsw i64 %.79.0230, 1
  %.212 = mul i64 %.79.0230, %arg.X.5.1
  %.214 = getelementptr double, double* %arg.X.4, i64 %.212
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.X.0)
  store double 0.000000e+00, double* %.317, align 8
  %.323 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.317, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.X.0, i8* %arg.X.1, i64 %arg.X.5.1, i64 %arg.X.3, double* %.214, i64 %arg.X.5.1, i64 %arg.X.6.1)
  %.333 = load double, double* %.317, align 8
  switch i32 %.323, label %B62.if [
    i32 -2, label %B62.endif
    i32 0, label %B62.endif
  ]

common.ret:                                       ; preds = %for.end.1.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.if, %B62.endif.endif.endif.endif.if, %B62.if, %for.end.1.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.if, %B62.endif.endif.endif.if, %B270
  %common.ret.op = phi i32 [ 0, %B270 ], [ 1, %B62.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ], [ 1, %B62.endif.endif.endif.endif.if ], [ %.323, %B62.if ]
  ret i32 %common.ret.op

B270:                                             ; preds = %for.end.2.endif, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.982, %for.end.2.endif ]
  tail call void @NRT_decref(i8* %arg.w.0)
  tail call void @NRT_decref(i8* %arg.X.0)
  store double %s.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B62.if:                                           ; preds = %B62
  %.331 = icmp sgt i32 %.323, 0
  %.324 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.332 = select i1 %.331, { i8*, i32, i8*, i8*, i32 }* %.324, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.332, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif:                                        ; preds = %B62, %B62
  tail call void @NRT_decref(i8* %arg.X.0)
  br i1 %.409, label %B62.endif.endif.endif.if, label %B62.endif.endif.endif.endif, !prof !0

B62.endif.endif.endif.if:                         ; preds = %B62.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915726643904, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B62.endif.endif.endif.endif:                      ; preds = %B62.endif
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.408, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B62.endif.endif.endif.endif.if, label %B62.endif.endif.endif.endif.endif, !prof !0

B62.endif.endif.endif.endif.if:                   ; preds = %B62.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729697280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif.endif.endif.endif.endif:                ; preds = %B62.endif.endif.endif.endif
  %25 = icmp sgt i64 %arg.X.5.1, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %26 = bitcast i8* %.5.i to double**
  %.6.i173 = load double*, double** %26, align 8
  br i1 %25, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B62.endif.endif.endif.endif.endif
  %27 = icmp ugt i64 %arg.X.5.1, 1
  br i1 %27, label %for.body.us.preheader, label %for.body

for.body.us.preheader:                            ; preds = %for.body.preheader
  %28 = icmp ult i64 %arg.X.5.1, 8
  br i1 %28, label %for.body.us.preheader474, label %vector.memcheck437

vector.memcheck437:                               ; preds = %for.body.us.preheader
  %scevgep438 = getelementptr double, double* %.6.i173, i64 %arg.X.5.1
  %bound0444 = icmp ult double* %.6.i173, %scevgep442
  %bound1445 = icmp ult double* %scevgep440, %scevgep438
  %found.conflict446 = and i1 %bound0444, %bound1445
  br i1 %found.conflict446, label %for.body.us.preheader474, label %vector.ph451

vector.ph451:                                     ; preds = %vector.memcheck437
  %29 = icmp ult i64 %2, 56
  %broadcast.splatinsert458 = insertelement <8 x double> poison, double %.333, i64 0
  %broadcast.splat459 = shufflevector <8 x double> %broadcast.splatinsert458, <8 x double> poison, <8 x i32> zeroinitializer
  br i1 %29, label %middle.block447.unr-lcssa, label %vector.body449.preheader

vector.body449.preheader:                         ; preds = %vector.ph451
  br label %vector.body449

vector.body449:                                   ; preds = %vector.body449.preheader, %vector.body449
  %lsr.iv604 = phi i64 [ %unroll_iter, %vector.body449.preheader ], [ %lsr.iv.next, %vector.body449 ]
  %index456 = phi i64 [ %index.next460.7, %vector.body449 ], [ 0, %vector.body449.preheader ]
  %scevgep577 = getelementptr double, double* %lsr.iv, i64 %index456
  %scevgep577578 = bitcast double* %scevgep577 to <8 x double>*
  %scevgep579 = getelementptr <8 x double>, <8 x double>* %scevgep577578, i64 -7
  %wide.load457 = load <8 x double>, <8 x double>* %scevgep579, align 8, !alias.scope !9
  %30 = fsub <8 x double> %wide.load457, %broadcast.splat459
  %31 = call <8 x double> @llvm.exp.v8f64(<8 x double> %30)
  %sunkaddr = mul i64 %index456, 8
  %32 = bitcast double* %.6.i173 to i8*
  %sunkaddr2107 = getelementptr i8, i8* %32, i64 %sunkaddr
  %33 = bitcast i8* %sunkaddr2107 to <8 x double>*
  store <8 x double> %31, <8 x double>* %33, align 8, !alias.scope !12, !noalias !9
  %scevgep572 = getelementptr double, double* %lsr.iv, i64 %index456
  %scevgep572573 = bitcast double* %scevgep572 to <8 x double>*
  %scevgep574 = getelementptr <8 x double>, <8 x double>* %scevgep572573, i64 -6
  %wide.load457.1 = load <8 x double>, <8 x double>* %scevgep574, align 8, !alias.scope !9
  %34 = fsub <8 x double> %wide.load457.1, %broadcast.splat459
  %35 = call <8 x double> @llvm.exp.v8f64(<8 x double> %34)
  %sunkaddr2108 = mul i64 %index456, 8
  %36 = bitcast double* %.6.i173 to i8*
  %sunkaddr2109 = getelementptr i8, i8* %36, i64 %sunkaddr2108
  %sunkaddr2110 = getelementptr i8, i8* %sunkaddr2109, i64 64
  %37 = bitcast i8* %sunkaddr2110 to <8 x double>*
  store <8 x double> %35, <8 x double>* %37, align 8, !alias.scope !12, !noalias !9
  %scevgep569 = getelementptr double, double* %lsr.iv, i64 %index456
  %scevgep569570 = bitcast double* %scevgep569 to <8 x double>*
  %scevgep571 = getelementptr <8 x double>, <8 x double>* %scevgep569570, i64 -5
  %wide.load457.2 = load <8 x double>, <8 x double>* %scevgep571, align 8, !alias.scope !9
  %38 = fsub <8 x double> %wide.load457.2, %broadcast.splat459
  %39 = call <8 x double> @llvm.exp.v8f64(<8 x double> %38)
  %sunkaddr2111 = mul i64 %index456, 8
  %40 = bitcast double* %.6.i173 to i8*
  %sunkaddr2112 = getelementptr i8, i8* %40, i64 %sunkaddr2111
  %sunkaddr2113 = getelementptr i8, i8* %sunkaddr2112, i64 128
  %41 = bitcast i8* %sunkaddr2113 to <8 x double>*
  store <8 x double> %39, <8 x double>* %41, align 8, !alias.scope !12, !noalias !9
  %scevgep566 = getelementptr double, double* %lsr.iv, i64 %index456
  %scevgep566567 = bitcast double* %scevgep566 to <8 x double>*
  %scevgep568 = getelementptr <8 x double>, <8 x double>* %scevgep566567, i64 -4
  %wide.load457.3 = load <8 x double>, <8 x double>* %scevgep568, align 8, !alias.scope !9
  %42 = fsub <8 x double> %wide.load457.3, %broadcast.splat459
  %43 = call <8 x double> @llvm.exp.v8f64(<8 x double> %42)
  %sunkaddr2114 = mul i64 %index456, 8
  %44 = bitcast double* %.6.i173 to i8*
  %sunkaddr2115 = getelementptr i8, i8* %44, i64 %sunkaddr2114
  %sunkaddr2116 = getelementptr i8, i8* %sunkaddr2115, i64 192
  %45 = bitcast i8* %sunkaddr2116 to <8 x double>*
  store <8 x double> %43, <8 x double>* %45, align 8, !alias.scope !12, !noalias !9
  %scevgep563 = getelementptr double, double* %lsr.iv, i64 %index456
  %scevgep563564 = bitcast double* %scevgep563 to <8 x double>*
  %scevgep565 = getelementptr <8 x double>, <8 x double>* %scevgep563564, i64 -3
  %wide.load457.4 = load <8 x double>, <8 x double>* %scevgep565, align 8, !alias.scope !9
  %46 = fsub <8 x double> %wide.load457.4, %broadcast.splat459
  %47 = call <8 x double> @llvm.exp.v8f64(<8 x double> %46)
  %sunkaddr2117 = mul i64 %index456, 8
  %48 = bitcast double* %.6.i173 to i8*
  %sunkaddr2118 = getelementptr i8, i8* %48, i64 %sunkaddr2117
  %sunkaddr2119 = getelementptr i8, i8* %sunkaddr2118, i64 256
  %49 = bitcast i8* %sunkaddr2119 to <8 x double>*
  store <8 x double> %47, <8 x double>* %49, align 8, !alias.scope !12, !noalias !9
  %scevgep560 = getelementptr double, double* %lsr.iv, i64 %index456
  %scevgep560561 = bitcast double* %scevgep560 to <8 x double>*
  %scevgep562 = getelementptr <8 x double>, <8 x double>* %scevgep560561, i64 -2
  %wide.load457.5 = load <8 x double>, <8 x double>* %scevgep562, align 8, !alias.scope !9
  %50 = fsub <8 x double> %wide.load457.5, %broadcast.splat459
  %51 = call <8 x double> @llvm.exp.v8f64(<8 x double> %50)
  %sunkaddr2120 = mul i64 %index456, 8
  %52 = bitcast double* %.6.i173 to i8*
  %sunkaddr2121 = getelementptr i8, i8* %52, i64 %sunkaddr2120
  %sunkaddr2122 = getelementptr i8, i8* %sunkaddr2121, i64 320
  %53 = bitcast i8* %sunkaddr2122 to <8 x double>*
  store <8 x double> %51, <8 x double>* %53, align 8, !alias.scope !12, !noalias !9
  %scevgep557 = getelementptr double, double* %lsr.iv, i64 %index456
  %scevgep557558 = bitcast double* %scevgep557 to <8 x double>*
  %scevgep559 = getelementptr <8 x double>, <8 x double>* %scevgep557558, i64 -1
  %wide.load457.6 = load <8 x double>, <8 x double>* %scevgep559, align 8, !alias.scope !9
  %54 = fsub <8 x double> %wide.load457.6, %broadcast.splat459
  %55 = call <8 x double> @llvm.exp.v8f64(<8 x double> %54)
  %sunkaddr2123 = mul i64 %index456, 8
  %56 = bitcast double* %.6.i173 to i8*
  %sunkaddr2124 = getelementptr i8, i8* %56, i64 %sunkaddr2123
  %sunkaddr2125 = getelementptr i8, i8* %sunkaddr2124, i64 384
  %57 = bitcast i8* %sunkaddr2125 to <8 x double>*
  store <8 x double> %55, <8 x double>* %57, align 8, !alias.scope !12, !noalias !9
  %scevgep575 = getelementptr double, double* %lsr.iv, i64 %index456
  %scevgep575576 = bitcast double* %scevgep575 to <8 x double>*
  %wide.load457.7 = load <8 x double>, <8 x double>* %scevgep575576, align 8, !alias.scope !9
  %58 = fsub <8 x double> %wide.load457.7, %broadcast.splat459
  %59 = call <8 x double> @llvm.exp.v8f64(<8 x double> %58)
  %sunkaddr2126 = mul i64 %index456, 8
  %60 = bitcast double* %.6.i173 to i8*
  %sunkaddr2127 = getelementptr i8, i8* %60, i64 %sunkaddr2126
  %sunkaddr2128 = getelementptr i8, i8* %sunkaddr2127, i64 448
  %61 = bitcast i8* %sunkaddr2128 to <8 x double>*
  store <8 x double> %59, <8 x double>* %61, align 8, !alias.scope !12, !noalias !9
  %index.next460.7 = add i64 %index456, 64
  %lsr.iv.next = add i64 %lsr.iv604, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7, label %middle.block447.unr-lcssa, label %vector.body449, !llvm.loop !14

middle.block447.unr-lcssa:                        ; preds = %vector.body449, %vector.ph451
  %index456.unr = phi i64 [ 0, %vector.ph451 ], [ %index.next460.7, %vector.body449 ]
  %62 = icmp eq i64 %xtraiter, 0
  br i1 %62, label %middle.block447, label %vector.body449.epil.preheader

vector.body449.epil.preheader:                    ; preds = %middle.block447.unr-lcssa
  %scevgep605 = getelementptr double, double* %.6.i173, i64 %index456.unr
  %scevgep613 = getelementptr double, double* %lsr.iv610, i64 %index456.unr
  br label %vector.body449.epil

vector.body449.epil:                              ; preds = %vector.body449.epil.preheader, %vector.body449.epil
  %lsr.iv606 = phi i64 [ 0, %vector.body449.epil.preheader ], [ %lsr.iv.next607, %vector.body449.epil ]
  %63 = bitcast double* %scevgep613 to i8*
  %64 = bitcast double* %scevgep605 to i8*
  %uglygep615 = getelementptr i8, i8* %63, i64 %lsr.iv606
  %uglygep615616 = bitcast i8* %uglygep615 to <8 x double>*
  %wide.load457.epil = load <8 x double>, <8 x double>* %uglygep615616, align 8, !alias.scope !9
  %65 = fsub <8 x double> %wide.load457.epil, %broadcast.splat459
  %66 = call <8 x double> @llvm.exp.v8f64(<8 x double> %65)
  %uglygep = getelementptr i8, i8* %64, i64 %lsr.iv606
  %uglygep609 = bitcast i8* %uglygep to <8 x double>*
  store <8 x double> %66, <8 x double>* %uglygep609, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next607 = add nuw nsw i64 %lsr.iv606, 64
  %epil.iter.cmp.not = icmp eq i64 %15, %lsr.iv.next607
  br i1 %epil.iter.cmp.not, label %middle.block447, label %vector.body449.epil, !llvm.loop !16

middle.block447:                                  ; preds = %vector.body449.epil, %middle.block447.unr-lcssa
  %67 = icmp eq i64 %n.vec453, %arg.X.5.1
  br i1 %67, label %for.end, label %for.body.us.preheader474

for.body.us.preheader474:                         ; preds = %vector.memcheck437, %for.body.us.preheader, %middle.block447
  %loop.index165.us.ph = phi i64 [ 0, %vector.memcheck437 ], [ 0, %for.body.us.preheader ], [ %n.vec453, %middle.block447 ]
  %68 = icmp eq i64 %xtraiter484, 0
  %69 = xor i64 %loop.index165.us.ph, -1
  %70 = add i64 %69, %arg.X.5.1
  br i1 %68, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader474
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv619 = phi i64 [ %xtraiter484, %for.body.us.prol.preheader ], [ %lsr.iv.next620, %for.body.us.prol ]
  %loop.index165.us.prol = phi i64 [ %.515.us.prol, %for.body.us.prol ], [ %loop.index165.us.ph, %for.body.us.prol.preheader ]
  %scevgep618 = getelementptr double, double* %lsr.iv610, i64 %loop.index165.us.prol
  %.486.us.prol = load double, double* %scevgep618, align 8
  %.6.i73.us.prol = fsub double %.486.us.prol, %.333
  %.14.i.us.prol = tail call double @llvm.exp.f64(double %.6.i73.us.prol) #6
  %scevgep617 = getelementptr double, double* %.6.i173, i64 %loop.index165.us.prol
  store double %.14.i.us.prol, double* %scevgep617, align 8
  %.515.us.prol = add nuw i64 %loop.index165.us.prol, 1
  %lsr.iv.next620 = add nsw i64 %lsr.iv619, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next620, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader474
  %loop.index165.us.unr = phi i64 [ %loop.index165.us.ph, %for.body.us.preheader474 ], [ %.515.us.prol, %for.body.us.prol ]
  %71 = icmp ult i64 %70, 7
  br i1 %71, label %for.end, label %for.body.us.preheader553

for.body.us.preheader553:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader553, %for.body.us
  %loop.index165.us = phi i64 [ %.515.us.7, %for.body.us ], [ %loop.index165.us.unr, %for.body.us.preheader553 ]
  %scevgep639 = getelementptr double, double* %lsr.iv610, i64 %loop.index165.us
  %.486.us = load double, double* %scevgep639, align 8
  %.6.i73.us = fsub double %.486.us, %.333
  %.14.i.us = tail call double @llvm.exp.f64(double %.6.i73.us) #6
  %sunkaddr2129 = mul i64 %loop.index165.us, 8
  %72 = bitcast double* %.6.i173 to i8*
  %sunkaddr2130 = getelementptr i8, i8* %72, i64 %sunkaddr2129
  %73 = bitcast i8* %sunkaddr2130 to double*
  store double %.14.i.us, double* %73, align 8
  %scevgep642 = getelementptr double, double* %lsr.iv610, i64 %loop.index165.us
  %scevgep643 = getelementptr double, double* %scevgep642, i64 1
  %.486.us.1 = load double, double* %scevgep643, align 8
  %.6.i73.us.1 = fsub double %.486.us.1, %.333
  %.14.i.us.1 = tail call double @llvm.exp.f64(double %.6.i73.us.1) #6
  %sunkaddr2131 = mul i64 %loop.index165.us, 8
  %74 = bitcast double* %.6.i173 to i8*
  %sunkaddr2132 = getelementptr i8, i8* %74, i64 %sunkaddr2131
  %sunkaddr2133 = getelementptr i8, i8* %sunkaddr2132, i64 8
  %75 = bitcast i8* %sunkaddr2133 to double*
  store double %.14.i.us.1, double* %75, align 8
  %scevgep644 = getelementptr double, double* %lsr.iv610, i64 %loop.index165.us
  %scevgep645 = getelementptr double, double* %scevgep644, i64 2
  %.486.us.2 = load double, double* %scevgep645, align 8
  %.6.i73.us.2 = fsub double %.486.us.2, %.333
  %.14.i.us.2 = tail call double @llvm.exp.f64(double %.6.i73.us.2) #6
  %sunkaddr2134 = mul i64 %loop.index165.us, 8
  %76 = bitcast double* %.6.i173 to i8*
  %sunkaddr2135 = getelementptr i8, i8* %76, i64 %sunkaddr2134
  %sunkaddr2136 = getelementptr i8, i8* %sunkaddr2135, i64 16
  %77 = bitcast i8* %sunkaddr2136 to double*
  store double %.14.i.us.2, double* %77, align 8
  %scevgep646 = getelementptr double, double* %lsr.iv610, i64 %loop.index165.us
  %scevgep647 = getelementptr double, double* %scevgep646, i64 3
  %.486.us.3 = load double, double* %scevgep647, align 8
  %.6.i73.us.3 = fsub double %.486.us.3, %.333
  %.14.i.us.3 = tail call double @llvm.exp.f64(double %.6.i73.us.3) #6
  %sunkaddr2137 = mul i64 %loop.index165.us, 8
  %78 = bitcast double* %.6.i173 to i8*
  %sunkaddr2138 = getelementptr i8, i8* %78, i64 %sunkaddr2137
  %sunkaddr2139 = getelementptr i8, i8* %sunkaddr2138, i64 24
  %79 = bitcast i8* %sunkaddr2139 to double*
  store double %.14.i.us.3, double* %79, align 8
  %scevgep637 = getelementptr double, double* %lsr.iv610, i64 %loop.index165.us
  %scevgep638 = getelementptr double, double* %scevgep637, i64 4
  %.486.us.4 = load double, double* %scevgep638, align 8
  %.6.i73.us.4 = fsub double %.486.us.4, %.333
  %.14.i.us.4 = tail call double @llvm.exp.f64(double %.6.i73.us.4) #6
  %sunkaddr2140 = mul i64 %loop.index165.us, 8
  %80 = bitcast double* %.6.i173 to i8*
  %sunkaddr2141 = getelementptr i8, i8* %80, i64 %sunkaddr2140
  %sunkaddr2142 = getelementptr i8, i8* %sunkaddr2141, i64 32
  %81 = bitcast i8* %sunkaddr2142 to double*
  store double %.14.i.us.4, double* %81, align 8
  %scevgep650 = getelementptr double, double* %lsr.iv610, i64 %loop.index165.us
  %scevgep651 = getelementptr double, double* %scevgep650, i64 5
  %.486.us.5 = load double, double* %scevgep651, align 8
  %.6.i73.us.5 = fsub double %.486.us.5, %.333
  %.14.i.us.5 = tail call double @llvm.exp.f64(double %.6.i73.us.5) #6
  %sunkaddr2143 = mul i64 %loop.index165.us, 8
  %82 = bitcast double* %.6.i173 to i8*
  %sunkaddr2144 = getelementptr i8, i8* %82, i64 %sunkaddr2143
  %sunkaddr2145 = getelementptr i8, i8* %sunkaddr2144, i64 40
  %83 = bitcast i8* %sunkaddr2145 to double*
  store double %.14.i.us.5, double* %83, align 8
  %scevgep648 = getelementptr double, double* %lsr.iv610, i64 %loop.index165.us
  %scevgep649 = getelementptr double, double* %scevgep648, i64 6
  %.486.us.6 = load double, double* %scevgep649, align 8
  %.6.i73.us.6 = fsub double %.486.us.6, %.333
  %.14.i.us.6 = tail call double @llvm.exp.f64(double %.6.i73.us.6) #6
  %sunkaddr2146 = mul i64 %loop.index165.us, 8
  %84 = bitcast double* %.6.i173 to i8*
  %sunkaddr2147 = getelementptr i8, i8* %84, i64 %sunkaddr2146
  %sunkaddr2148 = getelementptr i8, i8* %sunkaddr2147, i64 48
  %85 = bitcast i8* %sunkaddr2148 to double*
  store double %.14.i.us.6, double* %85, align 8
  %scevgep640 = getelementptr double, double* %lsr.iv610, i64 %loop.index165.us
  %scevgep641 = getelementptr double, double* %scevgep640, i64 7
  %.486.us.7 = load double, double* %scevgep641, align 8
  %.6.i73.us.7 = fsub double %.486.us.7, %.333
  %.14.i.us.7 = tail call double @llvm.exp.f64(double %.6.i73.us.7) #6
  %sunkaddr2149 = mul i64 %loop.index165.us, 8
  %86 = bitcast double* %.6.i173 to i8*
  %sunkaddr2150 = getelementptr i8, i8* %86, i64 %sunkaddr2149
  %sunkaddr2151 = getelementptr i8, i8* %sunkaddr2150, i64 56
  %87 = bitcast i8* %sunkaddr2151 to double*
  store double %.14.i.us.7, double* %87, align 8
  %.515.us.7 = add nuw nsw i64 %loop.index165.us, 8
  %exitcond248.not.7 = icmp eq i64 %arg.X.5.1, %.515.us.7
  br i1 %exitcond248.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.body:                                         ; preds = %for.body.preheader
  %.486 = load double, double* %.214, align 8
  %.6.i73 = fsub double %.486, %.333
  %.14.i = tail call double @llvm.exp.f64(double %.6.i73) #6
  store double %.14.i, double* %.6.i173, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %for.body, %middle.block447, %B62.endif.endif.endif.endif.endif
  %88 = icmp eq i64 %arg.X.5.1, 0
  tail call void @NRT_decref(i8* %arg.X.0)
  br i1 %88, label %for.end.endif.endif.endif.endif, label %B50.endif.preheader.i9, !prof !0

B50.endif.preheader.i9:                           ; preds = %for.end
  %89 = icmp ult i64 %0, 7
  br i1 %89, label %common.ret.loopexit.unr-lcssa.i16, label %B50.endif.preheader.new.i11

B50.endif.preheader.new.i11:                      ; preds = %B50.endif.preheader.i9
  %90 = icmp ult i64 %5, 56
  br i1 %90, label %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa, label %B50.endif.i63.preheader

B50.endif.i63.preheader:                          ; preds = %B50.endif.preheader.new.i11
  %scevgep652 = getelementptr double, double* %.6.i173, i64 63
  br label %B50.endif.i63

common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa: ; preds = %B50.endif.i63, %B50.endif.preheader.new.i11
  %.239.7.i61.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i11 ], [ %.239.7.i61.7, %B50.endif.i63 ]
  %c.2.07.i28.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i11 ], [ %.239.7.i61.7, %B50.endif.i63 ]
  %.70.06.i29.unr = phi i64 [ 0, %B50.endif.preheader.new.i11 ], [ %.182.7.i57.7, %B50.endif.i63 ]
  %91 = icmp eq i64 %xtraiter486, 0
  br i1 %91, label %common.ret.loopexit.unr-lcssa.i16, label %B50.endif.i63.epil.preheader

B50.endif.i63.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa
  %scevgep782 = getelementptr double, double* %.6.i173, i64 7
  %scevgep783 = getelementptr double, double* %scevgep782, i64 %.70.06.i29.unr
  br label %B50.endif.i63.epil

B50.endif.i63.epil:                               ; preds = %B50.endif.i63.epil.preheader, %B50.endif.i63.epil
  %lsr.iv784 = phi i64 [ 0, %B50.endif.i63.epil.preheader ], [ %lsr.iv.next785, %B50.endif.i63.epil ]
  %c.2.07.i28.epil = phi double [ %.239.7.i61.epil, %B50.endif.i63.epil ], [ %c.2.07.i28.unr, %B50.endif.i63.epil.preheader ]
  %92 = bitcast double* %scevgep783 to i8*
  %uglygep807 = getelementptr i8, i8* %92, i64 %lsr.iv784
  %uglygep807808 = bitcast i8* %uglygep807 to double*
  %scevgep809 = getelementptr double, double* %uglygep807808, i64 -7
  %.236.i31.epil = load double, double* %scevgep809, align 8, !noalias !20
  %.239.i32.epil = fadd double %c.2.07.i28.epil, %.236.i31.epil
  %uglygep804 = getelementptr i8, i8* %92, i64 %lsr.iv784
  %uglygep804805 = bitcast i8* %uglygep804 to double*
  %scevgep806 = getelementptr double, double* %uglygep804805, i64 -6
  %.236.1.i35.epil = load double, double* %scevgep806, align 8, !noalias !20
  %.239.1.i36.epil = fadd double %.239.i32.epil, %.236.1.i35.epil
  %uglygep801 = getelementptr i8, i8* %92, i64 %lsr.iv784
  %uglygep801802 = bitcast i8* %uglygep801 to double*
  %scevgep803 = getelementptr double, double* %uglygep801802, i64 -5
  %.236.2.i39.epil = load double, double* %scevgep803, align 8, !noalias !20
  %.239.2.i40.epil = fadd double %.239.1.i36.epil, %.236.2.i39.epil
  %uglygep798 = getelementptr i8, i8* %92, i64 %lsr.iv784
  %uglygep798799 = bitcast i8* %uglygep798 to double*
  %scevgep800 = getelementptr double, double* %uglygep798799, i64 -4
  %.236.3.i43.epil = load double, double* %scevgep800, align 8, !noalias !20
  %.239.3.i44.epil = fadd double %.239.2.i40.epil, %.236.3.i43.epil
  %uglygep795 = getelementptr i8, i8* %92, i64 %lsr.iv784
  %uglygep795796 = bitcast i8* %uglygep795 to double*
  %scevgep797 = getelementptr double, double* %uglygep795796, i64 -3
  %.236.4.i47.epil = load double, double* %scevgep797, align 8, !noalias !20
  %.239.4.i48.epil = fadd double %.239.3.i44.epil, %.236.4.i47.epil
  %uglygep792 = getelementptr i8, i8* %92, i64 %lsr.iv784
  %uglygep792793 = bitcast i8* %uglygep792 to double*
  %scevgep794 = getelementptr double, double* %uglygep792793, i64 -2
  %.236.5.i51.epil = load double, double* %scevgep794, align 8, !noalias !20
  %.239.5.i52.epil = fadd double %.239.4.i48.epil, %.236.5.i51.epil
  %uglygep789 = getelementptr i8, i8* %92, i64 %lsr.iv784
  %uglygep789790 = bitcast i8* %uglygep789 to double*
  %scevgep791 = getelementptr double, double* %uglygep789790, i64 -1
  %.236.6.i55.epil = load double, double* %scevgep791, align 8, !noalias !20
  %.239.6.i56.epil = fadd double %.239.5.i52.epil, %.236.6.i55.epil
  %uglygep787 = getelementptr i8, i8* %92, i64 %lsr.iv784
  %uglygep787788 = bitcast i8* %uglygep787 to double*
  %.236.7.i60.epil = load double, double* %uglygep787788, align 8, !noalias !20
  %.239.7.i61.epil = fadd double %.239.6.i56.epil, %.236.7.i60.epil
  %lsr.iv.next785 = add nuw nsw i64 %lsr.iv784, 64
  %epil.iter487.cmp.not = icmp eq i64 %16, %lsr.iv.next785
  br i1 %epil.iter487.cmp.not, label %common.ret.loopexit.unr-lcssa.i16, label %B50.endif.i63.epil, !prof !23, !llvm.loop !24

common.ret.loopexit.unr-lcssa.i16:                ; preds = %B50.endif.i63.epil, %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa, %B50.endif.preheader.i9
  %.239.lcssa.ph.i12 = phi double [ undef, %B50.endif.preheader.i9 ], [ %.239.7.i61.lcssa.ph, %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa ], [ %.239.7.i61.epil, %B50.endif.i63.epil ]
  %c.2.07.unr.i13 = phi double [ 0.000000e+00, %B50.endif.preheader.i9 ], [ %.239.7.i61.lcssa.ph, %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa ], [ %.239.7.i61.epil, %B50.endif.i63.epil ]
  %.70.06.unr.i14 = phi i64 [ 0, %B50.endif.preheader.i9 ], [ %unroll_iter.i10, %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa ], [ %unroll_iter.i10, %B50.endif.i63.epil ]
  %93 = icmp eq i64 %xtraiter.i8, 0
  br i1 %93, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.preheader.i18

B50.endif.epil.preheader.i18:                     ; preds = %common.ret.loopexit.unr-lcssa.i16
  %scevgep.i17 = getelementptr double, double* %.6.i173, i64 %.70.06.unr.i14
  br label %B50.endif.epil.i26

B50.endif.epil.i26:                               ; preds = %B50.endif.epil.i26, %B50.endif.epil.preheader.i18
  %c.2.07.epil.i19 = phi double [ %.239.epil.i23, %B50.endif.epil.i26 ], [ %c.2.07.unr.i13, %B50.endif.epil.preheader.i18 ]
  %epil.iter.i20 = phi i64 [ %epil.iter.next.i24, %B50.endif.epil.i26 ], [ 0, %B50.endif.epil.preheader.i18 ]
  %scevgep810 = getelementptr double, double* %scevgep.i17, i64 %epil.iter.i20
  %.236.epil.i22 = load double, double* %scevgep810, align 8, !noalias !20
  %.239.epil.i23 = fadd double %c.2.07.epil.i19, %.236.epil.i22
  %epil.iter.next.i24 = add nuw nsw i64 %epil.iter.i20, 1
  %epil.iter.cmp.not.i25 = icmp eq i64 %xtraiter.i8, %epil.iter.next.i24
  br i1 %epil.iter.cmp.not.i25, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.i26, !prof !23, !llvm.loop !25

B50.endif.i63:                                    ; preds = %B50.endif.i63.preheader, %B50.endif.i63
  %lsr.iv780 = phi i64 [ %unroll_iter490, %B50.endif.i63.preheader ], [ %lsr.iv.next781, %B50.endif.i63 ]
  %c.2.07.i28 = phi double [ %.239.7.i61.7, %B50.endif.i63 ], [ 0.000000e+00, %B50.endif.i63.preheader ]
  %.70.06.i29 = phi i64 [ %.182.7.i57.7, %B50.endif.i63 ], [ 0, %B50.endif.i63.preheader ]
  %scevgep778 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep779 = getelementptr double, double* %scevgep778, i64 -63
  %.236.i31 = load double, double* %scevgep779, align 8, !noalias !20
  %.239.i32 = fadd double %c.2.07.i28, %.236.i31
  %scevgep776 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep777 = getelementptr double, double* %scevgep776, i64 -62
  %.236.1.i35 = load double, double* %scevgep777, align 8, !noalias !20
  %.239.1.i36 = fadd double %.239.i32, %.236.1.i35
  %scevgep774 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep775 = getelementptr double, double* %scevgep774, i64 -61
  %.236.2.i39 = load double, double* %scevgep775, align 8, !noalias !20
  %.239.2.i40 = fadd double %.239.1.i36, %.236.2.i39
  %scevgep772 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep773 = getelementptr double, double* %scevgep772, i64 -60
  %.236.3.i43 = load double, double* %scevgep773, align 8, !noalias !20
  %.239.3.i44 = fadd double %.239.2.i40, %.236.3.i43
  %scevgep770 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep771 = getelementptr double, double* %scevgep770, i64 -59
  %.236.4.i47 = load double, double* %scevgep771, align 8, !noalias !20
  %.239.4.i48 = fadd double %.239.3.i44, %.236.4.i47
  %scevgep768 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep769 = getelementptr double, double* %scevgep768, i64 -58
  %.236.5.i51 = load double, double* %scevgep769, align 8, !noalias !20
  %.239.5.i52 = fadd double %.239.4.i48, %.236.5.i51
  %scevgep766 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep767 = getelementptr double, double* %scevgep766, i64 -57
  %.236.6.i55 = load double, double* %scevgep767, align 8, !noalias !20
  %.239.6.i56 = fadd double %.239.5.i52, %.236.6.i55
  %scevgep764 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep765 = getelementptr double, double* %scevgep764, i64 -56
  %.236.7.i60 = load double, double* %scevgep765, align 8, !noalias !20
  %.239.7.i61 = fadd double %.239.6.i56, %.236.7.i60
  %scevgep733 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep734 = getelementptr double, double* %scevgep733, i64 -55
  %.236.i31.1 = load double, double* %scevgep734, align 8, !noalias !20
  %.239.i32.1 = fadd double %.239.7.i61, %.236.i31.1
  %scevgep735 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep736 = getelementptr double, double* %scevgep735, i64 -54
  %.236.1.i35.1 = load double, double* %scevgep736, align 8, !noalias !20
  %.239.1.i36.1 = fadd double %.239.i32.1, %.236.1.i35.1
  %scevgep737 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep738 = getelementptr double, double* %scevgep737, i64 -53
  %.236.2.i39.1 = load double, double* %scevgep738, align 8, !noalias !20
  %.239.2.i40.1 = fadd double %.239.1.i36.1, %.236.2.i39.1
  %scevgep739 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep740 = getelementptr double, double* %scevgep739, i64 -52
  %.236.3.i43.1 = load double, double* %scevgep740, align 8, !noalias !20
  %.239.3.i44.1 = fadd double %.239.2.i40.1, %.236.3.i43.1
  %scevgep741 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep742 = getelementptr double, double* %scevgep741, i64 -51
  %.236.4.i47.1 = load double, double* %scevgep742, align 8, !noalias !20
  %.239.4.i48.1 = fadd double %.239.3.i44.1, %.236.4.i47.1
  %scevgep743 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep744 = getelementptr double, double* %scevgep743, i64 -50
  %.236.5.i51.1 = load double, double* %scevgep744, align 8, !noalias !20
  %.239.5.i52.1 = fadd double %.239.4.i48.1, %.236.5.i51.1
  %scevgep745 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep746 = getelementptr double, double* %scevgep745, i64 -49
  %.236.6.i55.1 = load double, double* %scevgep746, align 8, !noalias !20
  %.239.6.i56.1 = fadd double %.239.5.i52.1, %.236.6.i55.1
  %scevgep747 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep748 = getelementptr double, double* %scevgep747, i64 -48
  %.236.7.i60.1 = load double, double* %scevgep748, align 8, !noalias !20
  %.239.7.i61.1 = fadd double %.239.6.i56.1, %.236.7.i60.1
  %scevgep717 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep718 = getelementptr double, double* %scevgep717, i64 -47
  %.236.i31.2 = load double, double* %scevgep718, align 8, !noalias !20
  %.239.i32.2 = fadd double %.239.7.i61.1, %.236.i31.2
  %scevgep719 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep720 = getelementptr double, double* %scevgep719, i64 -46
  %.236.1.i35.2 = load double, double* %scevgep720, align 8, !noalias !20
  %.239.1.i36.2 = fadd double %.239.i32.2, %.236.1.i35.2
  %scevgep721 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep722 = getelementptr double, double* %scevgep721, i64 -45
  %.236.2.i39.2 = load double, double* %scevgep722, align 8, !noalias !20
  %.239.2.i40.2 = fadd double %.239.1.i36.2, %.236.2.i39.2
  %scevgep723 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep724 = getelementptr double, double* %scevgep723, i64 -44
  %.236.3.i43.2 = load double, double* %scevgep724, align 8, !noalias !20
  %.239.3.i44.2 = fadd double %.239.2.i40.2, %.236.3.i43.2
  %scevgep725 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep726 = getelementptr double, double* %scevgep725, i64 -43
  %.236.4.i47.2 = load double, double* %scevgep726, align 8, !noalias !20
  %.239.4.i48.2 = fadd double %.239.3.i44.2, %.236.4.i47.2
  %scevgep727 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep728 = getelementptr double, double* %scevgep727, i64 -42
  %.236.5.i51.2 = load double, double* %scevgep728, align 8, !noalias !20
  %.239.5.i52.2 = fadd double %.239.4.i48.2, %.236.5.i51.2
  %scevgep729 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep730 = getelementptr double, double* %scevgep729, i64 -41
  %.236.6.i55.2 = load double, double* %scevgep730, align 8, !noalias !20
  %.239.6.i56.2 = fadd double %.239.5.i52.2, %.236.6.i55.2
  %scevgep731 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep732 = getelementptr double, double* %scevgep731, i64 -40
  %.236.7.i60.2 = load double, double* %scevgep732, align 8, !noalias !20
  %.239.7.i61.2 = fadd double %.239.6.i56.2, %.236.7.i60.2
  %scevgep701 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep702 = getelementptr double, double* %scevgep701, i64 -39
  %.236.i31.3 = load double, double* %scevgep702, align 8, !noalias !20
  %.239.i32.3 = fadd double %.239.7.i61.2, %.236.i31.3
  %scevgep703 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep704 = getelementptr double, double* %scevgep703, i64 -38
  %.236.1.i35.3 = load double, double* %scevgep704, align 8, !noalias !20
  %.239.1.i36.3 = fadd double %.239.i32.3, %.236.1.i35.3
  %scevgep705 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep706 = getelementptr double, double* %scevgep705, i64 -37
  %.236.2.i39.3 = load double, double* %scevgep706, align 8, !noalias !20
  %.239.2.i40.3 = fadd double %.239.1.i36.3, %.236.2.i39.3
  %scevgep707 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep708 = getelementptr double, double* %scevgep707, i64 -36
  %.236.3.i43.3 = load double, double* %scevgep708, align 8, !noalias !20
  %.239.3.i44.3 = fadd double %.239.2.i40.3, %.236.3.i43.3
  %scevgep709 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep710 = getelementptr double, double* %scevgep709, i64 -35
  %.236.4.i47.3 = load double, double* %scevgep710, align 8, !noalias !20
  %.239.4.i48.3 = fadd double %.239.3.i44.3, %.236.4.i47.3
  %scevgep711 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep712 = getelementptr double, double* %scevgep711, i64 -34
  %.236.5.i51.3 = load double, double* %scevgep712, align 8, !noalias !20
  %.239.5.i52.3 = fadd double %.239.4.i48.3, %.236.5.i51.3
  %scevgep713 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep714 = getelementptr double, double* %scevgep713, i64 -33
  %.236.6.i55.3 = load double, double* %scevgep714, align 8, !noalias !20
  %.239.6.i56.3 = fadd double %.239.5.i52.3, %.236.6.i55.3
  %scevgep715 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep716 = getelementptr double, double* %scevgep715, i64 -32
  %.236.7.i60.3 = load double, double* %scevgep716, align 8, !noalias !20
  %.239.7.i61.3 = fadd double %.239.6.i56.3, %.236.7.i60.3
  %scevgep685 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep686 = getelementptr double, double* %scevgep685, i64 -31
  %.236.i31.4 = load double, double* %scevgep686, align 8, !noalias !20
  %.239.i32.4 = fadd double %.239.7.i61.3, %.236.i31.4
  %scevgep687 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep688 = getelementptr double, double* %scevgep687, i64 -30
  %.236.1.i35.4 = load double, double* %scevgep688, align 8, !noalias !20
  %.239.1.i36.4 = fadd double %.239.i32.4, %.236.1.i35.4
  %scevgep689 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep690 = getelementptr double, double* %scevgep689, i64 -29
  %.236.2.i39.4 = load double, double* %scevgep690, align 8, !noalias !20
  %.239.2.i40.4 = fadd double %.239.1.i36.4, %.236.2.i39.4
  %scevgep691 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep692 = getelementptr double, double* %scevgep691, i64 -28
  %.236.3.i43.4 = load double, double* %scevgep692, align 8, !noalias !20
  %.239.3.i44.4 = fadd double %.239.2.i40.4, %.236.3.i43.4
  %scevgep693 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep694 = getelementptr double, double* %scevgep693, i64 -27
  %.236.4.i47.4 = load double, double* %scevgep694, align 8, !noalias !20
  %.239.4.i48.4 = fadd double %.239.3.i44.4, %.236.4.i47.4
  %scevgep695 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep696 = getelementptr double, double* %scevgep695, i64 -26
  %.236.5.i51.4 = load double, double* %scevgep696, align 8, !noalias !20
  %.239.5.i52.4 = fadd double %.239.4.i48.4, %.236.5.i51.4
  %scevgep697 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep698 = getelementptr double, double* %scevgep697, i64 -25
  %.236.6.i55.4 = load double, double* %scevgep698, align 8, !noalias !20
  %.239.6.i56.4 = fadd double %.239.5.i52.4, %.236.6.i55.4
  %scevgep699 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep700 = getelementptr double, double* %scevgep699, i64 -24
  %.236.7.i60.4 = load double, double* %scevgep700, align 8, !noalias !20
  %.239.7.i61.4 = fadd double %.239.6.i56.4, %.236.7.i60.4
  %scevgep669 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep670 = getelementptr double, double* %scevgep669, i64 -23
  %.236.i31.5 = load double, double* %scevgep670, align 8, !noalias !20
  %.239.i32.5 = fadd double %.239.7.i61.4, %.236.i31.5
  %scevgep671 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep672 = getelementptr double, double* %scevgep671, i64 -22
  %.236.1.i35.5 = load double, double* %scevgep672, align 8, !noalias !20
  %.239.1.i36.5 = fadd double %.239.i32.5, %.236.1.i35.5
  %scevgep673 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep674 = getelementptr double, double* %scevgep673, i64 -21
  %.236.2.i39.5 = load double, double* %scevgep674, align 8, !noalias !20
  %.239.2.i40.5 = fadd double %.239.1.i36.5, %.236.2.i39.5
  %scevgep675 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep676 = getelementptr double, double* %scevgep675, i64 -20
  %.236.3.i43.5 = load double, double* %scevgep676, align 8, !noalias !20
  %.239.3.i44.5 = fadd double %.239.2.i40.5, %.236.3.i43.5
  %scevgep677 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep678 = getelementptr double, double* %scevgep677, i64 -19
  %.236.4.i47.5 = load double, double* %scevgep678, align 8, !noalias !20
  %.239.4.i48.5 = fadd double %.239.3.i44.5, %.236.4.i47.5
  %scevgep679 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep680 = getelementptr double, double* %scevgep679, i64 -18
  %.236.5.i51.5 = load double, double* %scevgep680, align 8, !noalias !20
  %.239.5.i52.5 = fadd double %.239.4.i48.5, %.236.5.i51.5
  %scevgep681 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep682 = getelementptr double, double* %scevgep681, i64 -17
  %.236.6.i55.5 = load double, double* %scevgep682, align 8, !noalias !20
  %.239.6.i56.5 = fadd double %.239.5.i52.5, %.236.6.i55.5
  %scevgep683 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep684 = getelementptr double, double* %scevgep683, i64 -16
  %.236.7.i60.5 = load double, double* %scevgep684, align 8, !noalias !20
  %.239.7.i61.5 = fadd double %.239.6.i56.5, %.236.7.i60.5
  %scevgep653 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep654 = getelementptr double, double* %scevgep653, i64 -15
  %.236.i31.6 = load double, double* %scevgep654, align 8, !noalias !20
  %.239.i32.6 = fadd double %.239.7.i61.5, %.236.i31.6
  %scevgep655 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep656 = getelementptr double, double* %scevgep655, i64 -14
  %.236.1.i35.6 = load double, double* %scevgep656, align 8, !noalias !20
  %.239.1.i36.6 = fadd double %.239.i32.6, %.236.1.i35.6
  %scevgep657 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep658 = getelementptr double, double* %scevgep657, i64 -13
  %.236.2.i39.6 = load double, double* %scevgep658, align 8, !noalias !20
  %.239.2.i40.6 = fadd double %.239.1.i36.6, %.236.2.i39.6
  %scevgep659 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep660 = getelementptr double, double* %scevgep659, i64 -12
  %.236.3.i43.6 = load double, double* %scevgep660, align 8, !noalias !20
  %.239.3.i44.6 = fadd double %.239.2.i40.6, %.236.3.i43.6
  %scevgep661 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep662 = getelementptr double, double* %scevgep661, i64 -11
  %.236.4.i47.6 = load double, double* %scevgep662, align 8, !noalias !20
  %.239.4.i48.6 = fadd double %.239.3.i44.6, %.236.4.i47.6
  %scevgep663 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep664 = getelementptr double, double* %scevgep663, i64 -10
  %.236.5.i51.6 = load double, double* %scevgep664, align 8, !noalias !20
  %.239.5.i52.6 = fadd double %.239.4.i48.6, %.236.5.i51.6
  %scevgep665 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep666 = getelementptr double, double* %scevgep665, i64 -9
  %.236.6.i55.6 = load double, double* %scevgep666, align 8, !noalias !20
  %.239.6.i56.6 = fadd double %.239.5.i52.6, %.236.6.i55.6
  %scevgep667 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep668 = getelementptr double, double* %scevgep667, i64 -8
  %.236.7.i60.6 = load double, double* %scevgep668, align 8, !noalias !20
  %.239.7.i61.6 = fadd double %.239.6.i56.6, %.236.7.i60.6
  %scevgep749 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep750 = getelementptr double, double* %scevgep749, i64 -7
  %.236.i31.7 = load double, double* %scevgep750, align 8, !noalias !20
  %.239.i32.7 = fadd double %.239.7.i61.6, %.236.i31.7
  %scevgep751 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep752 = getelementptr double, double* %scevgep751, i64 -6
  %.236.1.i35.7 = load double, double* %scevgep752, align 8, !noalias !20
  %.239.1.i36.7 = fadd double %.239.i32.7, %.236.1.i35.7
  %scevgep753 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep754 = getelementptr double, double* %scevgep753, i64 -5
  %.236.2.i39.7 = load double, double* %scevgep754, align 8, !noalias !20
  %.239.2.i40.7 = fadd double %.239.1.i36.7, %.236.2.i39.7
  %scevgep755 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep756 = getelementptr double, double* %scevgep755, i64 -4
  %.236.3.i43.7 = load double, double* %scevgep756, align 8, !noalias !20
  %.239.3.i44.7 = fadd double %.239.2.i40.7, %.236.3.i43.7
  %scevgep757 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep758 = getelementptr double, double* %scevgep757, i64 -3
  %.236.4.i47.7 = load double, double* %scevgep758, align 8, !noalias !20
  %.239.4.i48.7 = fadd double %.239.3.i44.7, %.236.4.i47.7
  %scevgep759 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep760 = getelementptr double, double* %scevgep759, i64 -2
  %.236.5.i51.7 = load double, double* %scevgep760, align 8, !noalias !20
  %.239.5.i52.7 = fadd double %.239.4.i48.7, %.236.5.i51.7
  %scevgep761 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %scevgep762 = getelementptr double, double* %scevgep761, i64 -1
  %.236.6.i55.7 = load double, double* %scevgep762, align 8, !noalias !20
  %.239.6.i56.7 = fadd double %.239.5.i52.7, %.236.6.i55.7
  %.182.7.i57.7 = add i64 %.70.06.i29, 64
  %scevgep763 = getelementptr double, double* %scevgep652, i64 %.70.06.i29
  %.236.7.i60.7 = load double, double* %scevgep763, align 8, !noalias !20
  %.239.7.i61.7 = fadd double %.239.6.i56.7, %.236.7.i60.7
  %lsr.iv.next781 = add i64 %lsr.iv780, -8
  %niter491.ncmp.7 = icmp eq i64 %lsr.iv.next781, 0
  br i1 %niter491.ncmp.7, label %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa, label %B50.endif.i63, !prof !0

for.end.endif.endif.endif.endif:                  ; preds = %B50.endif.epil.i26, %for.end, %common.ret.loopexit.unr-lcssa.i16
  %c.2.0.lcssa.i27 = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i12, %common.ret.loopexit.unr-lcssa.i16 ], [ %.239.epil.i23, %B50.endif.epil.i26 ]
  %.7.i.i139 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.408, i32 32), !noalias !26
  %.8.i.i140 = icmp eq i8* %.7.i.i139, null
  br i1 %.8.i.i140, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729697280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %94 = icmp sgt i64 %arg.X.5.1, 0
  %.5.i137 = getelementptr i8, i8* %.7.i.i139, i64 24
  %95 = bitcast i8* %.5.i137 to double**
  %.6.i138174 = load double*, double** %95, align 8
  br i1 %94, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %96 = icmp ugt i64 %arg.X.5.1, 1
  br i1 %96, label %for.body.1.us.preheader, label %for.body.1

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %97 = icmp ult i64 %arg.X.5.1, 8
  br i1 %97, label %for.body.1.us.preheader471, label %vector.memcheck414

vector.memcheck414:                               ; preds = %for.body.1.us.preheader
  %scevgep415 = getelementptr double, double* %.6.i138174, i64 %arg.X.5.1
  %scevgep418 = getelementptr double, double* %.6.i173, i64 %arg.X.5.1
  %bound0420 = icmp ult double* %.6.i138174, %scevgep418
  %bound1421 = icmp ult double* %.6.i173, %scevgep415
  %found.conflict422 = and i1 %bound0420, %bound1421
  br i1 %found.conflict422, label %for.body.1.us.preheader471, label %vector.ph427

vector.ph427:                                     ; preds = %vector.memcheck414
  %98 = icmp ult i64 %2, 56
  %broadcast.splatinsert434 = insertelement <8 x double> poison, double %c.2.0.lcssa.i27, i64 0
  %broadcast.splat435 = shufflevector <8 x double> %broadcast.splatinsert434, <8 x double> poison, <8 x i32> zeroinitializer
  br i1 %98, label %middle.block423.unr-lcssa, label %vector.body425.preheader

vector.body425.preheader:                         ; preds = %vector.ph427
  br label %vector.body425

vector.body425:                                   ; preds = %vector.body425.preheader, %vector.body425
  %lsr.iv859 = phi i64 [ %unroll_iter, %vector.body425.preheader ], [ %lsr.iv.next860, %vector.body425 ]
  %index432 = phi i64 [ %index.next436.7, %vector.body425 ], [ 0, %vector.body425.preheader ]
  %sunkaddr2152 = mul i64 %index432, 8
  %99 = bitcast double* %.6.i173 to i8*
  %sunkaddr2153 = getelementptr i8, i8* %99, i64 %sunkaddr2152
  %100 = bitcast i8* %sunkaddr2153 to <8 x double>*
  %wide.load433 = load <8 x double>, <8 x double>* %100, align 8, !alias.scope !33
  %101 = fdiv <8 x double> %wide.load433, %broadcast.splat435
  %sunkaddr2154 = mul i64 %index432, 8
  %102 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2155 = getelementptr i8, i8* %102, i64 %sunkaddr2154
  %103 = bitcast i8* %sunkaddr2155 to <8 x double>*
  store <8 x double> %101, <8 x double>* %103, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2156 = mul i64 %index432, 8
  %104 = bitcast double* %.6.i173 to i8*
  %sunkaddr2157 = getelementptr i8, i8* %104, i64 %sunkaddr2156
  %sunkaddr2158 = getelementptr i8, i8* %sunkaddr2157, i64 64
  %105 = bitcast i8* %sunkaddr2158 to <8 x double>*
  %wide.load433.1 = load <8 x double>, <8 x double>* %105, align 8, !alias.scope !33
  %106 = fdiv <8 x double> %wide.load433.1, %broadcast.splat435
  %sunkaddr2159 = mul i64 %index432, 8
  %107 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2160 = getelementptr i8, i8* %107, i64 %sunkaddr2159
  %sunkaddr2161 = getelementptr i8, i8* %sunkaddr2160, i64 64
  %108 = bitcast i8* %sunkaddr2161 to <8 x double>*
  store <8 x double> %106, <8 x double>* %108, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2162 = mul i64 %index432, 8
  %109 = bitcast double* %.6.i173 to i8*
  %sunkaddr2163 = getelementptr i8, i8* %109, i64 %sunkaddr2162
  %sunkaddr2164 = getelementptr i8, i8* %sunkaddr2163, i64 128
  %110 = bitcast i8* %sunkaddr2164 to <8 x double>*
  %wide.load433.2 = load <8 x double>, <8 x double>* %110, align 8, !alias.scope !33
  %111 = fdiv <8 x double> %wide.load433.2, %broadcast.splat435
  %sunkaddr2165 = mul i64 %index432, 8
  %112 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2166 = getelementptr i8, i8* %112, i64 %sunkaddr2165
  %sunkaddr2167 = getelementptr i8, i8* %sunkaddr2166, i64 128
  %113 = bitcast i8* %sunkaddr2167 to <8 x double>*
  store <8 x double> %111, <8 x double>* %113, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2168 = mul i64 %index432, 8
  %114 = bitcast double* %.6.i173 to i8*
  %sunkaddr2169 = getelementptr i8, i8* %114, i64 %sunkaddr2168
  %sunkaddr2170 = getelementptr i8, i8* %sunkaddr2169, i64 192
  %115 = bitcast i8* %sunkaddr2170 to <8 x double>*
  %wide.load433.3 = load <8 x double>, <8 x double>* %115, align 8, !alias.scope !33
  %116 = fdiv <8 x double> %wide.load433.3, %broadcast.splat435
  %sunkaddr2171 = mul i64 %index432, 8
  %117 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2172 = getelementptr i8, i8* %117, i64 %sunkaddr2171
  %sunkaddr2173 = getelementptr i8, i8* %sunkaddr2172, i64 192
  %118 = bitcast i8* %sunkaddr2173 to <8 x double>*
  store <8 x double> %116, <8 x double>* %118, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2174 = mul i64 %index432, 8
  %119 = bitcast double* %.6.i173 to i8*
  %sunkaddr2175 = getelementptr i8, i8* %119, i64 %sunkaddr2174
  %sunkaddr2176 = getelementptr i8, i8* %sunkaddr2175, i64 256
  %120 = bitcast i8* %sunkaddr2176 to <8 x double>*
  %wide.load433.4 = load <8 x double>, <8 x double>* %120, align 8, !alias.scope !33
  %121 = fdiv <8 x double> %wide.load433.4, %broadcast.splat435
  %sunkaddr2177 = mul i64 %index432, 8
  %122 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2178 = getelementptr i8, i8* %122, i64 %sunkaddr2177
  %sunkaddr2179 = getelementptr i8, i8* %sunkaddr2178, i64 256
  %123 = bitcast i8* %sunkaddr2179 to <8 x double>*
  store <8 x double> %121, <8 x double>* %123, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2180 = mul i64 %index432, 8
  %124 = bitcast double* %.6.i173 to i8*
  %sunkaddr2181 = getelementptr i8, i8* %124, i64 %sunkaddr2180
  %sunkaddr2182 = getelementptr i8, i8* %sunkaddr2181, i64 320
  %125 = bitcast i8* %sunkaddr2182 to <8 x double>*
  %wide.load433.5 = load <8 x double>, <8 x double>* %125, align 8, !alias.scope !33
  %126 = fdiv <8 x double> %wide.load433.5, %broadcast.splat435
  %sunkaddr2183 = mul i64 %index432, 8
  %127 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2184 = getelementptr i8, i8* %127, i64 %sunkaddr2183
  %sunkaddr2185 = getelementptr i8, i8* %sunkaddr2184, i64 320
  %128 = bitcast i8* %sunkaddr2185 to <8 x double>*
  store <8 x double> %126, <8 x double>* %128, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2186 = mul i64 %index432, 8
  %129 = bitcast double* %.6.i173 to i8*
  %sunkaddr2187 = getelementptr i8, i8* %129, i64 %sunkaddr2186
  %sunkaddr2188 = getelementptr i8, i8* %sunkaddr2187, i64 384
  %130 = bitcast i8* %sunkaddr2188 to <8 x double>*
  %wide.load433.6 = load <8 x double>, <8 x double>* %130, align 8, !alias.scope !33
  %131 = fdiv <8 x double> %wide.load433.6, %broadcast.splat435
  %sunkaddr2189 = mul i64 %index432, 8
  %132 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2190 = getelementptr i8, i8* %132, i64 %sunkaddr2189
  %sunkaddr2191 = getelementptr i8, i8* %sunkaddr2190, i64 384
  %133 = bitcast i8* %sunkaddr2191 to <8 x double>*
  store <8 x double> %131, <8 x double>* %133, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2192 = mul i64 %index432, 8
  %134 = bitcast double* %.6.i173 to i8*
  %sunkaddr2193 = getelementptr i8, i8* %134, i64 %sunkaddr2192
  %sunkaddr2194 = getelementptr i8, i8* %sunkaddr2193, i64 448
  %135 = bitcast i8* %sunkaddr2194 to <8 x double>*
  %wide.load433.7 = load <8 x double>, <8 x double>* %135, align 8, !alias.scope !33
  %136 = fdiv <8 x double> %wide.load433.7, %broadcast.splat435
  %sunkaddr2195 = mul i64 %index432, 8
  %137 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2196 = getelementptr i8, i8* %137, i64 %sunkaddr2195
  %sunkaddr2197 = getelementptr i8, i8* %sunkaddr2196, i64 448
  %138 = bitcast i8* %sunkaddr2197 to <8 x double>*
  store <8 x double> %136, <8 x double>* %138, align 8, !alias.scope !36, !noalias !33
  %index.next436.7 = add i64 %index432, 64
  %lsr.iv.next860 = add i64 %lsr.iv859, -8
  %niter496.ncmp.7 = icmp eq i64 %lsr.iv.next860, 0
  br i1 %niter496.ncmp.7, label %middle.block423.unr-lcssa, label %vector.body425, !llvm.loop !38

middle.block423.unr-lcssa:                        ; preds = %vector.body425, %vector.ph427
  %index432.unr = phi i64 [ 0, %vector.ph427 ], [ %index.next436.7, %vector.body425 ]
  %139 = and i64 %4, 7
  %140 = icmp eq i64 %139, 0
  br i1 %140, label %middle.block423, label %vector.body425.epil.preheader

vector.body425.epil.preheader:                    ; preds = %middle.block423.unr-lcssa
  %scevgep861 = getelementptr double, double* %.6.i138174, i64 %index432.unr
  %scevgep867 = getelementptr double, double* %.6.i173, i64 %index432.unr
  br label %vector.body425.epil

vector.body425.epil:                              ; preds = %vector.body425.epil.preheader, %vector.body425.epil
  %lsr.iv862 = phi i64 [ 0, %vector.body425.epil.preheader ], [ %lsr.iv.next863, %vector.body425.epil ]
  %141 = bitcast double* %scevgep867 to i8*
  %142 = bitcast double* %scevgep861 to i8*
  %uglygep869 = getelementptr i8, i8* %141, i64 %lsr.iv862
  %uglygep869870 = bitcast i8* %uglygep869 to <8 x double>*
  %wide.load433.epil = load <8 x double>, <8 x double>* %uglygep869870, align 8, !alias.scope !33
  %143 = fdiv <8 x double> %wide.load433.epil, %broadcast.splat435
  %uglygep865 = getelementptr i8, i8* %142, i64 %lsr.iv862
  %uglygep865866 = bitcast i8* %uglygep865 to <8 x double>*
  store <8 x double> %143, <8 x double>* %uglygep865866, align 8, !alias.scope !36, !noalias !33
  %lsr.iv.next863 = add nuw nsw i64 %lsr.iv862, 64
  %epil.iter493.cmp.not = icmp eq i64 %17, %lsr.iv.next863
  br i1 %epil.iter493.cmp.not, label %middle.block423, label %vector.body425.epil, !llvm.loop !39

middle.block423:                                  ; preds = %vector.body425.epil, %middle.block423.unr-lcssa
  %144 = icmp eq i64 %n.vec429, %arg.X.5.1
  br i1 %144, label %for.end.1, label %for.body.1.us.preheader471

for.body.1.us.preheader471:                       ; preds = %vector.memcheck414, %for.body.1.us.preheader, %middle.block423
  %loop.index.1168.us.ph = phi i64 [ 0, %vector.memcheck414 ], [ 0, %for.body.1.us.preheader ], [ %n.vec429, %middle.block423 ]
  %145 = and i64 %arg.X.5.1, 7
  %146 = icmp eq i64 %145, 0
  %147 = xor i64 %loop.index.1168.us.ph, -1
  %148 = add i64 %147, %arg.X.5.1
  br i1 %146, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader471
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv873 = phi i64 [ %xtraiter484, %for.body.1.us.prol.preheader ], [ %lsr.iv.next874, %for.body.1.us.prol ]
  %loop.index.1168.us.prol = phi i64 [ %.715.us.prol, %for.body.1.us.prol ], [ %loop.index.1168.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep872 = getelementptr double, double* %.6.i173, i64 %loop.index.1168.us.prol
  %.686.us.prol = load double, double* %scevgep872, align 8
  %.9.i.us.prol = fdiv double %.686.us.prol, %c.2.0.lcssa.i27
  %scevgep871 = getelementptr double, double* %.6.i138174, i64 %loop.index.1168.us.prol
  store double %.9.i.us.prol, double* %scevgep871, align 8
  %.715.us.prol = add nuw i64 %loop.index.1168.us.prol, 1
  %lsr.iv.next874 = add nsw i64 %lsr.iv873, -1
  %prol.iter499.cmp.not = icmp eq i64 %lsr.iv.next874, 0
  br i1 %prol.iter499.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !40

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader471
  %loop.index.1168.us.unr = phi i64 [ %loop.index.1168.us.ph, %for.body.1.us.preheader471 ], [ %.715.us.prol, %for.body.1.us.prol ]
  %149 = icmp ult i64 %148, 7
  br i1 %149, label %for.end.1, label %for.body.1.us.preheader552

for.body.1.us.preheader552:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader552, %for.body.1.us
  %loop.index.1168.us = phi i64 [ %.715.us.7, %for.body.1.us ], [ %loop.index.1168.us.unr, %for.body.1.us.preheader552 ]
  %sunkaddr2198 = mul i64 %loop.index.1168.us, 8
  %150 = bitcast double* %.6.i173 to i8*
  %sunkaddr2199 = getelementptr i8, i8* %150, i64 %sunkaddr2198
  %151 = bitcast i8* %sunkaddr2199 to double*
  %.686.us = load double, double* %151, align 8
  %.9.i.us = fdiv double %.686.us, %c.2.0.lcssa.i27
  %sunkaddr2200 = mul i64 %loop.index.1168.us, 8
  %152 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2201 = getelementptr i8, i8* %152, i64 %sunkaddr2200
  %153 = bitcast i8* %sunkaddr2201 to double*
  store double %.9.i.us, double* %153, align 8
  %sunkaddr2202 = mul i64 %loop.index.1168.us, 8
  %154 = bitcast double* %.6.i173 to i8*
  %sunkaddr2203 = getelementptr i8, i8* %154, i64 %sunkaddr2202
  %sunkaddr2204 = getelementptr i8, i8* %sunkaddr2203, i64 8
  %155 = bitcast i8* %sunkaddr2204 to double*
  %.686.us.1 = load double, double* %155, align 8
  %.9.i.us.1 = fdiv double %.686.us.1, %c.2.0.lcssa.i27
  %sunkaddr2205 = mul i64 %loop.index.1168.us, 8
  %156 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2206 = getelementptr i8, i8* %156, i64 %sunkaddr2205
  %sunkaddr2207 = getelementptr i8, i8* %sunkaddr2206, i64 8
  %157 = bitcast i8* %sunkaddr2207 to double*
  store double %.9.i.us.1, double* %157, align 8
  %sunkaddr2208 = mul i64 %loop.index.1168.us, 8
  %158 = bitcast double* %.6.i173 to i8*
  %sunkaddr2209 = getelementptr i8, i8* %158, i64 %sunkaddr2208
  %sunkaddr2210 = getelementptr i8, i8* %sunkaddr2209, i64 16
  %159 = bitcast i8* %sunkaddr2210 to double*
  %.686.us.2 = load double, double* %159, align 8
  %.9.i.us.2 = fdiv double %.686.us.2, %c.2.0.lcssa.i27
  %sunkaddr2211 = mul i64 %loop.index.1168.us, 8
  %160 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2212 = getelementptr i8, i8* %160, i64 %sunkaddr2211
  %sunkaddr2213 = getelementptr i8, i8* %sunkaddr2212, i64 16
  %161 = bitcast i8* %sunkaddr2213 to double*
  store double %.9.i.us.2, double* %161, align 8
  %sunkaddr2214 = mul i64 %loop.index.1168.us, 8
  %162 = bitcast double* %.6.i173 to i8*
  %sunkaddr2215 = getelementptr i8, i8* %162, i64 %sunkaddr2214
  %sunkaddr2216 = getelementptr i8, i8* %sunkaddr2215, i64 24
  %163 = bitcast i8* %sunkaddr2216 to double*
  %.686.us.3 = load double, double* %163, align 8
  %.9.i.us.3 = fdiv double %.686.us.3, %c.2.0.lcssa.i27
  %sunkaddr2217 = mul i64 %loop.index.1168.us, 8
  %164 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2218 = getelementptr i8, i8* %164, i64 %sunkaddr2217
  %sunkaddr2219 = getelementptr i8, i8* %sunkaddr2218, i64 24
  %165 = bitcast i8* %sunkaddr2219 to double*
  store double %.9.i.us.3, double* %165, align 8
  %sunkaddr2220 = mul i64 %loop.index.1168.us, 8
  %166 = bitcast double* %.6.i173 to i8*
  %sunkaddr2221 = getelementptr i8, i8* %166, i64 %sunkaddr2220
  %sunkaddr2222 = getelementptr i8, i8* %sunkaddr2221, i64 32
  %167 = bitcast i8* %sunkaddr2222 to double*
  %.686.us.4 = load double, double* %167, align 8
  %.9.i.us.4 = fdiv double %.686.us.4, %c.2.0.lcssa.i27
  %sunkaddr2223 = mul i64 %loop.index.1168.us, 8
  %168 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2224 = getelementptr i8, i8* %168, i64 %sunkaddr2223
  %sunkaddr2225 = getelementptr i8, i8* %sunkaddr2224, i64 32
  %169 = bitcast i8* %sunkaddr2225 to double*
  store double %.9.i.us.4, double* %169, align 8
  %sunkaddr2226 = mul i64 %loop.index.1168.us, 8
  %170 = bitcast double* %.6.i173 to i8*
  %sunkaddr2227 = getelementptr i8, i8* %170, i64 %sunkaddr2226
  %sunkaddr2228 = getelementptr i8, i8* %sunkaddr2227, i64 40
  %171 = bitcast i8* %sunkaddr2228 to double*
  %.686.us.5 = load double, double* %171, align 8
  %.9.i.us.5 = fdiv double %.686.us.5, %c.2.0.lcssa.i27
  %sunkaddr2229 = mul i64 %loop.index.1168.us, 8
  %172 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2230 = getelementptr i8, i8* %172, i64 %sunkaddr2229
  %sunkaddr2231 = getelementptr i8, i8* %sunkaddr2230, i64 40
  %173 = bitcast i8* %sunkaddr2231 to double*
  store double %.9.i.us.5, double* %173, align 8
  %sunkaddr2232 = mul i64 %loop.index.1168.us, 8
  %174 = bitcast double* %.6.i173 to i8*
  %sunkaddr2233 = getelementptr i8, i8* %174, i64 %sunkaddr2232
  %sunkaddr2234 = getelementptr i8, i8* %sunkaddr2233, i64 48
  %175 = bitcast i8* %sunkaddr2234 to double*
  %.686.us.6 = load double, double* %175, align 8
  %.9.i.us.6 = fdiv double %.686.us.6, %c.2.0.lcssa.i27
  %sunkaddr2235 = mul i64 %loop.index.1168.us, 8
  %176 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2236 = getelementptr i8, i8* %176, i64 %sunkaddr2235
  %sunkaddr2237 = getelementptr i8, i8* %sunkaddr2236, i64 48
  %177 = bitcast i8* %sunkaddr2237 to double*
  store double %.9.i.us.6, double* %177, align 8
  %sunkaddr2238 = mul i64 %loop.index.1168.us, 8
  %178 = bitcast double* %.6.i173 to i8*
  %sunkaddr2239 = getelementptr i8, i8* %178, i64 %sunkaddr2238
  %sunkaddr2240 = getelementptr i8, i8* %sunkaddr2239, i64 56
  %179 = bitcast i8* %sunkaddr2240 to double*
  %.686.us.7 = load double, double* %179, align 8
  %.9.i.us.7 = fdiv double %.686.us.7, %c.2.0.lcssa.i27
  %sunkaddr2241 = mul i64 %loop.index.1168.us, 8
  %180 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2242 = getelementptr i8, i8* %180, i64 %sunkaddr2241
  %sunkaddr2243 = getelementptr i8, i8* %sunkaddr2242, i64 56
  %181 = bitcast i8* %sunkaddr2243 to double*
  store double %.9.i.us.7, double* %181, align 8
  %.715.us.7 = add nuw nsw i64 %loop.index.1168.us, 8
  %exitcond250.not.7 = icmp eq i64 %arg.X.5.1, %.715.us.7
  br i1 %exitcond250.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !41

for.body.1:                                       ; preds = %for.body.1.preheader
  %.686 = load double, double* %.6.i173, align 8
  %.9.i = fdiv double %.686, %c.2.0.lcssa.i27
  store double %.9.i, double* %.6.i138174, align 8
  br label %for.end.1

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %for.body.1, %middle.block423, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %brmerge, label %for.end.1.endif.endif.endif.endif, label %for.end.1.endif.endif.endif.if

for.end.1.endif.endif.endif.if:                   ; preds = %for.end.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915727779968, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.1.endif.endif.endif.endif:                ; preds = %for.end.1
  br i1 %.829, label %for.end.1.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif, !prof !0

for.end.1.endif.endif.endif.endif.if:             ; preds = %for.end.1.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915726643904, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif:          ; preds = %for.end.1.endif.endif.endif.endif
  %.7.i.i67 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.828, i32 32), !noalias !42
  %.8.i.i68 = icmp eq i8* %.7.i.i67, null
  br i1 %.8.i.i68, label %for.end.1.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif.endif, !prof !0

for.end.1.endif.endif.endif.endif.endif.if:       ; preds = %for.end.1.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729697280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.1.endif.endif.endif.endif.endif
  %182 = icmp sgt i64 %spec.select204.mux, 0
  %.5.i65 = getelementptr i8, i8* %.7.i.i67, i64 24
  %183 = bitcast i8* %.5.i65 to double**
  %.6.i66175 = load double*, double** %183, align 8
  br i1 %182, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  %184 = icmp ugt i64 %arg.X.5.1, 1
  br i1 %184, label %for.body.2.preheader.split.us, label %for.body.2.preheader.split

for.body.2.preheader.split.us:                    ; preds = %for.body.2.preheader
  %185 = icmp ugt i64 %arg.w.5.0, 1
  br i1 %185, label %for.body.2.us.us.preheader, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader.split.us
  %186 = icmp ult i64 %spec.select204.mux, 32
  br i1 %186, label %for.body.2.us.preheader465, label %vector.memcheck301

vector.memcheck301:                               ; preds = %for.body.2.us.preheader
  %scevgep302 = getelementptr double, double* %.6.i66175, i64 %spec.select204.mux
  %scevgep304 = getelementptr double, double* %.6.i138174, i64 %spec.select204.mux
  %bound0308 = icmp ult double* %.6.i66175, %scevgep304
  %bound1309 = icmp ult double* %.6.i138174, %scevgep302
  %found.conflict310 = and i1 %bound0308, %bound1309
  %bound0311 = icmp ult double* %.6.i66175, %scevgep306
  %bound1312 = icmp ugt double* %scevgep302, %arg.w.4
  %found.conflict313 = and i1 %bound0311, %bound1312
  %conflict.rdx314 = or i1 %found.conflict310, %found.conflict313
  br i1 %conflict.rdx314, label %for.body.2.us.preheader465, label %vector.ph319

vector.ph319:                                     ; preds = %vector.memcheck301
  %187 = icmp ult i64 %8, 224
  br i1 %187, label %middle.block315.unr-lcssa, label %vector.ph319.new

vector.ph319.new:                                 ; preds = %vector.ph319
  %188 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert = insertelement <8 x double> poison, double %188, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert329 = insertelement <8 x double> poison, double %188, i64 0
  %broadcast.splat330 = shufflevector <8 x double> %broadcast.splatinsert329, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert331 = insertelement <8 x double> poison, double %188, i64 0
  %broadcast.splat332 = shufflevector <8 x double> %broadcast.splatinsert331, <8 x double> poison, <8 x i32> zeroinitializer
  %189 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert333 = insertelement <8 x double> poison, double %189, i64 0
  %broadcast.splat334 = shufflevector <8 x double> %broadcast.splatinsert333, <8 x double> poison, <8 x i32> zeroinitializer
  %190 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert.1 = insertelement <8 x double> poison, double %190, i64 0
  %broadcast.splat.1 = shufflevector <8 x double> %broadcast.splatinsert.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert329.1 = insertelement <8 x double> poison, double %190, i64 0
  %broadcast.splat330.1 = shufflevector <8 x double> %broadcast.splatinsert329.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert331.1 = insertelement <8 x double> poison, double %190, i64 0
  %broadcast.splat332.1 = shufflevector <8 x double> %broadcast.splatinsert331.1, <8 x double> poison, <8 x i32> zeroinitializer
  %191 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert333.1 = insertelement <8 x double> poison, double %191, i64 0
  %broadcast.splat334.1 = shufflevector <8 x double> %broadcast.splatinsert333.1, <8 x double> poison, <8 x i32> zeroinitializer
  %192 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert.2 = insertelement <8 x double> poison, double %192, i64 0
  %broadcast.splat.2 = shufflevector <8 x double> %broadcast.splatinsert.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert329.2 = insertelement <8 x double> poison, double %192, i64 0
  %broadcast.splat330.2 = shufflevector <8 x double> %broadcast.splatinsert329.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert331.2 = insertelement <8 x double> poison, double %192, i64 0
  %broadcast.splat332.2 = shufflevector <8 x double> %broadcast.splatinsert331.2, <8 x double> poison, <8 x i32> zeroinitializer
  %193 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert333.2 = insertelement <8 x double> poison, double %193, i64 0
  %broadcast.splat334.2 = shufflevector <8 x double> %broadcast.splatinsert333.2, <8 x double> poison, <8 x i32> zeroinitializer
  %194 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert.3 = insertelement <8 x double> poison, double %194, i64 0
  %broadcast.splat.3 = shufflevector <8 x double> %broadcast.splatinsert.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert329.3 = insertelement <8 x double> poison, double %194, i64 0
  %broadcast.splat330.3 = shufflevector <8 x double> %broadcast.splatinsert329.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert331.3 = insertelement <8 x double> poison, double %194, i64 0
  %broadcast.splat332.3 = shufflevector <8 x double> %broadcast.splatinsert331.3, <8 x double> poison, <8 x i32> zeroinitializer
  %195 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert333.3 = insertelement <8 x double> poison, double %195, i64 0
  %broadcast.splat334.3 = shufflevector <8 x double> %broadcast.splatinsert333.3, <8 x double> poison, <8 x i32> zeroinitializer
  %196 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert.4 = insertelement <8 x double> poison, double %196, i64 0
  %broadcast.splat.4 = shufflevector <8 x double> %broadcast.splatinsert.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert329.4 = insertelement <8 x double> poison, double %196, i64 0
  %broadcast.splat330.4 = shufflevector <8 x double> %broadcast.splatinsert329.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert331.4 = insertelement <8 x double> poison, double %196, i64 0
  %broadcast.splat332.4 = shufflevector <8 x double> %broadcast.splatinsert331.4, <8 x double> poison, <8 x i32> zeroinitializer
  %197 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert333.4 = insertelement <8 x double> poison, double %197, i64 0
  %broadcast.splat334.4 = shufflevector <8 x double> %broadcast.splatinsert333.4, <8 x double> poison, <8 x i32> zeroinitializer
  %198 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert.5 = insertelement <8 x double> poison, double %198, i64 0
  %broadcast.splat.5 = shufflevector <8 x double> %broadcast.splatinsert.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert329.5 = insertelement <8 x double> poison, double %198, i64 0
  %broadcast.splat330.5 = shufflevector <8 x double> %broadcast.splatinsert329.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert331.5 = insertelement <8 x double> poison, double %198, i64 0
  %broadcast.splat332.5 = shufflevector <8 x double> %broadcast.splatinsert331.5, <8 x double> poison, <8 x i32> zeroinitializer
  %199 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert333.5 = insertelement <8 x double> poison, double %199, i64 0
  %broadcast.splat334.5 = shufflevector <8 x double> %broadcast.splatinsert333.5, <8 x double> poison, <8 x i32> zeroinitializer
  %200 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert.6 = insertelement <8 x double> poison, double %200, i64 0
  %broadcast.splat.6 = shufflevector <8 x double> %broadcast.splatinsert.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert329.6 = insertelement <8 x double> poison, double %200, i64 0
  %broadcast.splat330.6 = shufflevector <8 x double> %broadcast.splatinsert329.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert331.6 = insertelement <8 x double> poison, double %200, i64 0
  %broadcast.splat332.6 = shufflevector <8 x double> %broadcast.splatinsert331.6, <8 x double> poison, <8 x i32> zeroinitializer
  %201 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert333.6 = insertelement <8 x double> poison, double %201, i64 0
  %broadcast.splat334.6 = shufflevector <8 x double> %broadcast.splatinsert333.6, <8 x double> poison, <8 x i32> zeroinitializer
  %202 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert.7 = insertelement <8 x double> poison, double %202, i64 0
  %broadcast.splat.7 = shufflevector <8 x double> %broadcast.splatinsert.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert329.7 = insertelement <8 x double> poison, double %202, i64 0
  %broadcast.splat330.7 = shufflevector <8 x double> %broadcast.splatinsert329.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert331.7 = insertelement <8 x double> poison, double %202, i64 0
  %broadcast.splat332.7 = shufflevector <8 x double> %broadcast.splatinsert331.7, <8 x double> poison, <8 x i32> zeroinitializer
  %203 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert333.7 = insertelement <8 x double> poison, double %203, i64 0
  %broadcast.splat334.7 = shufflevector <8 x double> %broadcast.splatinsert333.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1300 = getelementptr double, double* %.6.i138174, i64 248
  %scevgep1396 = getelementptr double, double* %.6.i66175, i64 248
  br label %vector.body317

vector.body317:                                   ; preds = %vector.body317, %vector.ph319.new
  %lsr.iv1492 = phi i64 [ %lsr.iv.next1493, %vector.body317 ], [ %unroll_iter503, %vector.ph319.new ]
  %index324 = phi i64 [ 0, %vector.ph319.new ], [ %index.next335.7, %vector.body317 ]
  %scevgep1384 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13841385 = bitcast double* %scevgep1384 to <8 x double>*
  %scevgep1386 = getelementptr <8 x double>, <8 x double>* %scevgep13841385, i64 -31
  %wide.load325 = load <8 x double>, <8 x double>* %scevgep1386, align 8, !alias.scope !52
  %scevgep1393 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13931394 = bitcast double* %scevgep1393 to <8 x double>*
  %scevgep1395 = getelementptr <8 x double>, <8 x double>* %scevgep13931394, i64 -30
  %wide.load326 = load <8 x double>, <8 x double>* %scevgep1395, align 8, !alias.scope !52
  %scevgep1390 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13901391 = bitcast double* %scevgep1390 to <8 x double>*
  %scevgep1392 = getelementptr <8 x double>, <8 x double>* %scevgep13901391, i64 -29
  %wide.load327 = load <8 x double>, <8 x double>* %scevgep1392, align 8, !alias.scope !52
  %scevgep1387 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13871388 = bitcast double* %scevgep1387 to <8 x double>*
  %scevgep1389 = getelementptr <8 x double>, <8 x double>* %scevgep13871388, i64 -28
  %wide.load328 = load <8 x double>, <8 x double>* %scevgep1389, align 8, !alias.scope !52
  %204 = fmul <8 x double> %wide.load325, %broadcast.splat
  %205 = fmul <8 x double> %wide.load326, %broadcast.splat330
  %206 = fmul <8 x double> %wide.load327, %broadcast.splat332
  %207 = fmul <8 x double> %wide.load328, %broadcast.splat334
  %scevgep1480 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14801481 = bitcast double* %scevgep1480 to <8 x double>*
  %scevgep1482 = getelementptr <8 x double>, <8 x double>* %scevgep14801481, i64 -31
  store <8 x double> %204, <8 x double>* %scevgep1482, align 8, !alias.scope !54, !noalias !56
  %scevgep1489 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14891490 = bitcast double* %scevgep1489 to <8 x double>*
  %scevgep1491 = getelementptr <8 x double>, <8 x double>* %scevgep14891490, i64 -30
  store <8 x double> %205, <8 x double>* %scevgep1491, align 8, !alias.scope !54, !noalias !56
  %scevgep1486 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14861487 = bitcast double* %scevgep1486 to <8 x double>*
  %scevgep1488 = getelementptr <8 x double>, <8 x double>* %scevgep14861487, i64 -29
  store <8 x double> %206, <8 x double>* %scevgep1488, align 8, !alias.scope !54, !noalias !56
  %scevgep1483 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14831484 = bitcast double* %scevgep1483 to <8 x double>*
  %scevgep1485 = getelementptr <8 x double>, <8 x double>* %scevgep14831484, i64 -28
  store <8 x double> %207, <8 x double>* %scevgep1485, align 8, !alias.scope !54, !noalias !56
  %scevgep1370 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13701371 = bitcast double* %scevgep1370 to <8 x double>*
  %scevgep1372 = getelementptr <8 x double>, <8 x double>* %scevgep13701371, i64 -27
  %wide.load325.1 = load <8 x double>, <8 x double>* %scevgep1372, align 8, !alias.scope !52
  %scevgep1367 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13671368 = bitcast double* %scevgep1367 to <8 x double>*
  %scevgep1369 = getelementptr <8 x double>, <8 x double>* %scevgep13671368, i64 -26
  %wide.load326.1 = load <8 x double>, <8 x double>* %scevgep1369, align 8, !alias.scope !52
  %scevgep1364 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13641365 = bitcast double* %scevgep1364 to <8 x double>*
  %scevgep1366 = getelementptr <8 x double>, <8 x double>* %scevgep13641365, i64 -25
  %wide.load327.1 = load <8 x double>, <8 x double>* %scevgep1366, align 8, !alias.scope !52
  %scevgep1361 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13611362 = bitcast double* %scevgep1361 to <8 x double>*
  %scevgep1363 = getelementptr <8 x double>, <8 x double>* %scevgep13611362, i64 -24
  %wide.load328.1 = load <8 x double>, <8 x double>* %scevgep1363, align 8, !alias.scope !52
  %208 = fmul <8 x double> %wide.load325.1, %broadcast.splat.1
  %209 = fmul <8 x double> %wide.load326.1, %broadcast.splat330.1
  %210 = fmul <8 x double> %wide.load327.1, %broadcast.splat332.1
  %211 = fmul <8 x double> %wide.load328.1, %broadcast.splat334.1
  %scevgep1466 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14661467 = bitcast double* %scevgep1466 to <8 x double>*
  %scevgep1468 = getelementptr <8 x double>, <8 x double>* %scevgep14661467, i64 -27
  store <8 x double> %208, <8 x double>* %scevgep1468, align 8, !alias.scope !54, !noalias !56
  %scevgep1463 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14631464 = bitcast double* %scevgep1463 to <8 x double>*
  %scevgep1465 = getelementptr <8 x double>, <8 x double>* %scevgep14631464, i64 -26
  store <8 x double> %209, <8 x double>* %scevgep1465, align 8, !alias.scope !54, !noalias !56
  %scevgep1460 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14601461 = bitcast double* %scevgep1460 to <8 x double>*
  %scevgep1462 = getelementptr <8 x double>, <8 x double>* %scevgep14601461, i64 -25
  store <8 x double> %210, <8 x double>* %scevgep1462, align 8, !alias.scope !54, !noalias !56
  %scevgep1457 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14571458 = bitcast double* %scevgep1457 to <8 x double>*
  %scevgep1459 = getelementptr <8 x double>, <8 x double>* %scevgep14571458, i64 -24
  store <8 x double> %211, <8 x double>* %scevgep1459, align 8, !alias.scope !54, !noalias !56
  %scevgep1358 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13581359 = bitcast double* %scevgep1358 to <8 x double>*
  %scevgep1360 = getelementptr <8 x double>, <8 x double>* %scevgep13581359, i64 -23
  %wide.load325.2 = load <8 x double>, <8 x double>* %scevgep1360, align 8, !alias.scope !52
  %scevgep1355 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13551356 = bitcast double* %scevgep1355 to <8 x double>*
  %scevgep1357 = getelementptr <8 x double>, <8 x double>* %scevgep13551356, i64 -22
  %wide.load326.2 = load <8 x double>, <8 x double>* %scevgep1357, align 8, !alias.scope !52
  %scevgep1352 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13521353 = bitcast double* %scevgep1352 to <8 x double>*
  %scevgep1354 = getelementptr <8 x double>, <8 x double>* %scevgep13521353, i64 -21
  %wide.load327.2 = load <8 x double>, <8 x double>* %scevgep1354, align 8, !alias.scope !52
  %scevgep1349 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13491350 = bitcast double* %scevgep1349 to <8 x double>*
  %scevgep1351 = getelementptr <8 x double>, <8 x double>* %scevgep13491350, i64 -20
  %wide.load328.2 = load <8 x double>, <8 x double>* %scevgep1351, align 8, !alias.scope !52
  %212 = fmul <8 x double> %wide.load325.2, %broadcast.splat.2
  %213 = fmul <8 x double> %wide.load326.2, %broadcast.splat330.2
  %214 = fmul <8 x double> %wide.load327.2, %broadcast.splat332.2
  %215 = fmul <8 x double> %wide.load328.2, %broadcast.splat334.2
  %scevgep1454 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14541455 = bitcast double* %scevgep1454 to <8 x double>*
  %scevgep1456 = getelementptr <8 x double>, <8 x double>* %scevgep14541455, i64 -23
  store <8 x double> %212, <8 x double>* %scevgep1456, align 8, !alias.scope !54, !noalias !56
  %scevgep1451 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14511452 = bitcast double* %scevgep1451 to <8 x double>*
  %scevgep1453 = getelementptr <8 x double>, <8 x double>* %scevgep14511452, i64 -22
  store <8 x double> %213, <8 x double>* %scevgep1453, align 8, !alias.scope !54, !noalias !56
  %scevgep1448 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14481449 = bitcast double* %scevgep1448 to <8 x double>*
  %scevgep1450 = getelementptr <8 x double>, <8 x double>* %scevgep14481449, i64 -21
  store <8 x double> %214, <8 x double>* %scevgep1450, align 8, !alias.scope !54, !noalias !56
  %scevgep1445 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14451446 = bitcast double* %scevgep1445 to <8 x double>*
  %scevgep1447 = getelementptr <8 x double>, <8 x double>* %scevgep14451446, i64 -20
  store <8 x double> %215, <8 x double>* %scevgep1447, align 8, !alias.scope !54, !noalias !56
  %scevgep1346 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13461347 = bitcast double* %scevgep1346 to <8 x double>*
  %scevgep1348 = getelementptr <8 x double>, <8 x double>* %scevgep13461347, i64 -19
  %wide.load325.3 = load <8 x double>, <8 x double>* %scevgep1348, align 8, !alias.scope !52
  %scevgep1343 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13431344 = bitcast double* %scevgep1343 to <8 x double>*
  %scevgep1345 = getelementptr <8 x double>, <8 x double>* %scevgep13431344, i64 -18
  %wide.load326.3 = load <8 x double>, <8 x double>* %scevgep1345, align 8, !alias.scope !52
  %scevgep1340 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13401341 = bitcast double* %scevgep1340 to <8 x double>*
  %scevgep1342 = getelementptr <8 x double>, <8 x double>* %scevgep13401341, i64 -17
  %wide.load327.3 = load <8 x double>, <8 x double>* %scevgep1342, align 8, !alias.scope !52
  %scevgep1337 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13371338 = bitcast double* %scevgep1337 to <8 x double>*
  %scevgep1339 = getelementptr <8 x double>, <8 x double>* %scevgep13371338, i64 -16
  %wide.load328.3 = load <8 x double>, <8 x double>* %scevgep1339, align 8, !alias.scope !52
  %216 = fmul <8 x double> %wide.load325.3, %broadcast.splat.3
  %217 = fmul <8 x double> %wide.load326.3, %broadcast.splat330.3
  %218 = fmul <8 x double> %wide.load327.3, %broadcast.splat332.3
  %219 = fmul <8 x double> %wide.load328.3, %broadcast.splat334.3
  %scevgep1442 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14421443 = bitcast double* %scevgep1442 to <8 x double>*
  %scevgep1444 = getelementptr <8 x double>, <8 x double>* %scevgep14421443, i64 -19
  store <8 x double> %216, <8 x double>* %scevgep1444, align 8, !alias.scope !54, !noalias !56
  %scevgep1439 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14391440 = bitcast double* %scevgep1439 to <8 x double>*
  %scevgep1441 = getelementptr <8 x double>, <8 x double>* %scevgep14391440, i64 -18
  store <8 x double> %217, <8 x double>* %scevgep1441, align 8, !alias.scope !54, !noalias !56
  %scevgep1436 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14361437 = bitcast double* %scevgep1436 to <8 x double>*
  %scevgep1438 = getelementptr <8 x double>, <8 x double>* %scevgep14361437, i64 -17
  store <8 x double> %218, <8 x double>* %scevgep1438, align 8, !alias.scope !54, !noalias !56
  %scevgep1433 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14331434 = bitcast double* %scevgep1433 to <8 x double>*
  %scevgep1435 = getelementptr <8 x double>, <8 x double>* %scevgep14331434, i64 -16
  store <8 x double> %219, <8 x double>* %scevgep1435, align 8, !alias.scope !54, !noalias !56
  %scevgep1334 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13341335 = bitcast double* %scevgep1334 to <8 x double>*
  %scevgep1336 = getelementptr <8 x double>, <8 x double>* %scevgep13341335, i64 -15
  %wide.load325.4 = load <8 x double>, <8 x double>* %scevgep1336, align 8, !alias.scope !52
  %scevgep1331 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13311332 = bitcast double* %scevgep1331 to <8 x double>*
  %scevgep1333 = getelementptr <8 x double>, <8 x double>* %scevgep13311332, i64 -14
  %wide.load326.4 = load <8 x double>, <8 x double>* %scevgep1333, align 8, !alias.scope !52
  %scevgep1328 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13281329 = bitcast double* %scevgep1328 to <8 x double>*
  %scevgep1330 = getelementptr <8 x double>, <8 x double>* %scevgep13281329, i64 -13
  %wide.load327.4 = load <8 x double>, <8 x double>* %scevgep1330, align 8, !alias.scope !52
  %scevgep1325 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13251326 = bitcast double* %scevgep1325 to <8 x double>*
  %scevgep1327 = getelementptr <8 x double>, <8 x double>* %scevgep13251326, i64 -12
  %wide.load328.4 = load <8 x double>, <8 x double>* %scevgep1327, align 8, !alias.scope !52
  %220 = fmul <8 x double> %wide.load325.4, %broadcast.splat.4
  %221 = fmul <8 x double> %wide.load326.4, %broadcast.splat330.4
  %222 = fmul <8 x double> %wide.load327.4, %broadcast.splat332.4
  %223 = fmul <8 x double> %wide.load328.4, %broadcast.splat334.4
  %scevgep1430 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14301431 = bitcast double* %scevgep1430 to <8 x double>*
  %scevgep1432 = getelementptr <8 x double>, <8 x double>* %scevgep14301431, i64 -15
  store <8 x double> %220, <8 x double>* %scevgep1432, align 8, !alias.scope !54, !noalias !56
  %scevgep1427 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14271428 = bitcast double* %scevgep1427 to <8 x double>*
  %scevgep1429 = getelementptr <8 x double>, <8 x double>* %scevgep14271428, i64 -14
  store <8 x double> %221, <8 x double>* %scevgep1429, align 8, !alias.scope !54, !noalias !56
  %scevgep1424 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14241425 = bitcast double* %scevgep1424 to <8 x double>*
  %scevgep1426 = getelementptr <8 x double>, <8 x double>* %scevgep14241425, i64 -13
  store <8 x double> %222, <8 x double>* %scevgep1426, align 8, !alias.scope !54, !noalias !56
  %scevgep1421 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14211422 = bitcast double* %scevgep1421 to <8 x double>*
  %scevgep1423 = getelementptr <8 x double>, <8 x double>* %scevgep14211422, i64 -12
  store <8 x double> %223, <8 x double>* %scevgep1423, align 8, !alias.scope !54, !noalias !56
  %scevgep1322 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13221323 = bitcast double* %scevgep1322 to <8 x double>*
  %scevgep1324 = getelementptr <8 x double>, <8 x double>* %scevgep13221323, i64 -11
  %wide.load325.5 = load <8 x double>, <8 x double>* %scevgep1324, align 8, !alias.scope !52
  %scevgep1319 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13191320 = bitcast double* %scevgep1319 to <8 x double>*
  %scevgep1321 = getelementptr <8 x double>, <8 x double>* %scevgep13191320, i64 -10
  %wide.load326.5 = load <8 x double>, <8 x double>* %scevgep1321, align 8, !alias.scope !52
  %scevgep1316 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13161317 = bitcast double* %scevgep1316 to <8 x double>*
  %scevgep1318 = getelementptr <8 x double>, <8 x double>* %scevgep13161317, i64 -9
  %wide.load327.5 = load <8 x double>, <8 x double>* %scevgep1318, align 8, !alias.scope !52
  %scevgep1313 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13131314 = bitcast double* %scevgep1313 to <8 x double>*
  %scevgep1315 = getelementptr <8 x double>, <8 x double>* %scevgep13131314, i64 -8
  %wide.load328.5 = load <8 x double>, <8 x double>* %scevgep1315, align 8, !alias.scope !52
  %224 = fmul <8 x double> %wide.load325.5, %broadcast.splat.5
  %225 = fmul <8 x double> %wide.load326.5, %broadcast.splat330.5
  %226 = fmul <8 x double> %wide.load327.5, %broadcast.splat332.5
  %227 = fmul <8 x double> %wide.load328.5, %broadcast.splat334.5
  %scevgep1418 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14181419 = bitcast double* %scevgep1418 to <8 x double>*
  %scevgep1420 = getelementptr <8 x double>, <8 x double>* %scevgep14181419, i64 -11
  store <8 x double> %224, <8 x double>* %scevgep1420, align 8, !alias.scope !54, !noalias !56
  %scevgep1415 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14151416 = bitcast double* %scevgep1415 to <8 x double>*
  %scevgep1417 = getelementptr <8 x double>, <8 x double>* %scevgep14151416, i64 -10
  store <8 x double> %225, <8 x double>* %scevgep1417, align 8, !alias.scope !54, !noalias !56
  %scevgep1412 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14121413 = bitcast double* %scevgep1412 to <8 x double>*
  %scevgep1414 = getelementptr <8 x double>, <8 x double>* %scevgep14121413, i64 -9
  store <8 x double> %226, <8 x double>* %scevgep1414, align 8, !alias.scope !54, !noalias !56
  %scevgep1409 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14091410 = bitcast double* %scevgep1409 to <8 x double>*
  %scevgep1411 = getelementptr <8 x double>, <8 x double>* %scevgep14091410, i64 -8
  store <8 x double> %227, <8 x double>* %scevgep1411, align 8, !alias.scope !54, !noalias !56
  %scevgep1310 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13101311 = bitcast double* %scevgep1310 to <8 x double>*
  %scevgep1312 = getelementptr <8 x double>, <8 x double>* %scevgep13101311, i64 -7
  %wide.load325.6 = load <8 x double>, <8 x double>* %scevgep1312, align 8, !alias.scope !52
  %scevgep1307 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13071308 = bitcast double* %scevgep1307 to <8 x double>*
  %scevgep1309 = getelementptr <8 x double>, <8 x double>* %scevgep13071308, i64 -6
  %wide.load326.6 = load <8 x double>, <8 x double>* %scevgep1309, align 8, !alias.scope !52
  %scevgep1304 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13041305 = bitcast double* %scevgep1304 to <8 x double>*
  %scevgep1306 = getelementptr <8 x double>, <8 x double>* %scevgep13041305, i64 -5
  %wide.load327.6 = load <8 x double>, <8 x double>* %scevgep1306, align 8, !alias.scope !52
  %scevgep1301 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13011302 = bitcast double* %scevgep1301 to <8 x double>*
  %scevgep1303 = getelementptr <8 x double>, <8 x double>* %scevgep13011302, i64 -4
  %wide.load328.6 = load <8 x double>, <8 x double>* %scevgep1303, align 8, !alias.scope !52
  %228 = fmul <8 x double> %wide.load325.6, %broadcast.splat.6
  %229 = fmul <8 x double> %wide.load326.6, %broadcast.splat330.6
  %230 = fmul <8 x double> %wide.load327.6, %broadcast.splat332.6
  %231 = fmul <8 x double> %wide.load328.6, %broadcast.splat334.6
  %scevgep1406 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14061407 = bitcast double* %scevgep1406 to <8 x double>*
  %scevgep1408 = getelementptr <8 x double>, <8 x double>* %scevgep14061407, i64 -7
  store <8 x double> %228, <8 x double>* %scevgep1408, align 8, !alias.scope !54, !noalias !56
  %scevgep1403 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14031404 = bitcast double* %scevgep1403 to <8 x double>*
  %scevgep1405 = getelementptr <8 x double>, <8 x double>* %scevgep14031404, i64 -6
  store <8 x double> %229, <8 x double>* %scevgep1405, align 8, !alias.scope !54, !noalias !56
  %scevgep1400 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14001401 = bitcast double* %scevgep1400 to <8 x double>*
  %scevgep1402 = getelementptr <8 x double>, <8 x double>* %scevgep14001401, i64 -5
  store <8 x double> %230, <8 x double>* %scevgep1402, align 8, !alias.scope !54, !noalias !56
  %scevgep1397 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep13971398 = bitcast double* %scevgep1397 to <8 x double>*
  %scevgep1399 = getelementptr <8 x double>, <8 x double>* %scevgep13971398, i64 -4
  store <8 x double> %231, <8 x double>* %scevgep1399, align 8, !alias.scope !54, !noalias !56
  %scevgep1381 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13811382 = bitcast double* %scevgep1381 to <8 x double>*
  %scevgep1383 = getelementptr <8 x double>, <8 x double>* %scevgep13811382, i64 -3
  %wide.load325.7 = load <8 x double>, <8 x double>* %scevgep1383, align 8, !alias.scope !52
  %scevgep1378 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13781379 = bitcast double* %scevgep1378 to <8 x double>*
  %scevgep1380 = getelementptr <8 x double>, <8 x double>* %scevgep13781379, i64 -2
  %wide.load326.7 = load <8 x double>, <8 x double>* %scevgep1380, align 8, !alias.scope !52
  %scevgep1375 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13751376 = bitcast double* %scevgep1375 to <8 x double>*
  %scevgep1377 = getelementptr <8 x double>, <8 x double>* %scevgep13751376, i64 -1
  %wide.load327.7 = load <8 x double>, <8 x double>* %scevgep1377, align 8, !alias.scope !52
  %scevgep1373 = getelementptr double, double* %scevgep1300, i64 %index324
  %scevgep13731374 = bitcast double* %scevgep1373 to <8 x double>*
  %wide.load328.7 = load <8 x double>, <8 x double>* %scevgep13731374, align 8, !alias.scope !52
  %232 = fmul <8 x double> %wide.load325.7, %broadcast.splat.7
  %233 = fmul <8 x double> %wide.load326.7, %broadcast.splat330.7
  %234 = fmul <8 x double> %wide.load327.7, %broadcast.splat332.7
  %235 = fmul <8 x double> %wide.load328.7, %broadcast.splat334.7
  %scevgep1477 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14771478 = bitcast double* %scevgep1477 to <8 x double>*
  %scevgep1479 = getelementptr <8 x double>, <8 x double>* %scevgep14771478, i64 -3
  store <8 x double> %232, <8 x double>* %scevgep1479, align 8, !alias.scope !54, !noalias !56
  %scevgep1474 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14741475 = bitcast double* %scevgep1474 to <8 x double>*
  %scevgep1476 = getelementptr <8 x double>, <8 x double>* %scevgep14741475, i64 -2
  store <8 x double> %233, <8 x double>* %scevgep1476, align 8, !alias.scope !54, !noalias !56
  %scevgep1471 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14711472 = bitcast double* %scevgep1471 to <8 x double>*
  %scevgep1473 = getelementptr <8 x double>, <8 x double>* %scevgep14711472, i64 -1
  store <8 x double> %234, <8 x double>* %scevgep1473, align 8, !alias.scope !54, !noalias !56
  %scevgep1469 = getelementptr double, double* %scevgep1396, i64 %index324
  %scevgep14691470 = bitcast double* %scevgep1469 to <8 x double>*
  store <8 x double> %235, <8 x double>* %scevgep14691470, align 8, !alias.scope !54, !noalias !56
  %index.next335.7 = add i64 %index324, 256
  %lsr.iv.next1493 = add i64 %lsr.iv1492, -8
  %niter520.ncmp.7 = icmp eq i64 %lsr.iv.next1493, 0
  br i1 %niter520.ncmp.7, label %middle.block315.unr-lcssa, label %vector.body317, !llvm.loop !57

middle.block315.unr-lcssa:                        ; preds = %vector.body317, %vector.ph319
  %index324.unr = phi i64 [ 0, %vector.ph319 ], [ %index.next335.7, %vector.body317 ]
  %236 = and i64 %10, 7
  %237 = icmp eq i64 %236, 0
  br i1 %237, label %middle.block315, label %vector.body317.epil.preheader

vector.body317.epil.preheader:                    ; preds = %middle.block315.unr-lcssa
  %238 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert.epil = insertelement <8 x double> poison, double %238, i64 0
  %broadcast.splat.epil = shufflevector <8 x double> %broadcast.splatinsert.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert329.epil = insertelement <8 x double> poison, double %238, i64 0
  %broadcast.splat330.epil = shufflevector <8 x double> %broadcast.splatinsert329.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert331.epil = insertelement <8 x double> poison, double %238, i64 0
  %broadcast.splat332.epil = shufflevector <8 x double> %broadcast.splatinsert331.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %239 = load double, double* %arg.w.4, align 8, !alias.scope !49
  %broadcast.splatinsert333.epil = insertelement <8 x double> poison, double %239, i64 0
  %broadcast.splat334.epil = shufflevector <8 x double> %broadcast.splatinsert333.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1494 = getelementptr double, double* %.6.i66175, i64 24
  %scevgep1495 = getelementptr double, double* %scevgep1494, i64 %index324.unr
  %scevgep1510 = getelementptr double, double* %.6.i138174, i64 24
  %scevgep1511 = getelementptr double, double* %scevgep1510, i64 %index324.unr
  br label %vector.body317.epil

vector.body317.epil:                              ; preds = %vector.body317.epil, %vector.body317.epil.preheader
  %lsr.iv1496 = phi i64 [ %lsr.iv.next1497, %vector.body317.epil ], [ 0, %vector.body317.epil.preheader ]
  %240 = bitcast double* %scevgep1511 to i8*
  %241 = bitcast double* %scevgep1495 to i8*
  %uglygep1521 = getelementptr i8, i8* %240, i64 %lsr.iv1496
  %uglygep15211522 = bitcast i8* %uglygep1521 to <8 x double>*
  %scevgep1523 = getelementptr <8 x double>, <8 x double>* %uglygep15211522, i64 -3
  %wide.load325.epil = load <8 x double>, <8 x double>* %scevgep1523, align 8, !alias.scope !52
  %uglygep1518 = getelementptr i8, i8* %240, i64 %lsr.iv1496
  %uglygep15181519 = bitcast i8* %uglygep1518 to <8 x double>*
  %scevgep1520 = getelementptr <8 x double>, <8 x double>* %uglygep15181519, i64 -2
  %wide.load326.epil = load <8 x double>, <8 x double>* %scevgep1520, align 8, !alias.scope !52
  %uglygep1515 = getelementptr i8, i8* %240, i64 %lsr.iv1496
  %uglygep15151516 = bitcast i8* %uglygep1515 to <8 x double>*
  %scevgep1517 = getelementptr <8 x double>, <8 x double>* %uglygep15151516, i64 -1
  %wide.load327.epil = load <8 x double>, <8 x double>* %scevgep1517, align 8, !alias.scope !52
  %uglygep1513 = getelementptr i8, i8* %240, i64 %lsr.iv1496
  %uglygep15131514 = bitcast i8* %uglygep1513 to <8 x double>*
  %wide.load328.epil = load <8 x double>, <8 x double>* %uglygep15131514, align 8, !alias.scope !52
  %242 = fmul <8 x double> %wide.load325.epil, %broadcast.splat.epil
  %243 = fmul <8 x double> %wide.load326.epil, %broadcast.splat330.epil
  %244 = fmul <8 x double> %wide.load327.epil, %broadcast.splat332.epil
  %245 = fmul <8 x double> %wide.load328.epil, %broadcast.splat334.epil
  %uglygep1507 = getelementptr i8, i8* %241, i64 %lsr.iv1496
  %uglygep15071508 = bitcast i8* %uglygep1507 to <8 x double>*
  %scevgep1509 = getelementptr <8 x double>, <8 x double>* %uglygep15071508, i64 -3
  store <8 x double> %242, <8 x double>* %scevgep1509, align 8, !alias.scope !54, !noalias !56
  %uglygep1504 = getelementptr i8, i8* %241, i64 %lsr.iv1496
  %uglygep15041505 = bitcast i8* %uglygep1504 to <8 x double>*
  %scevgep1506 = getelementptr <8 x double>, <8 x double>* %uglygep15041505, i64 -2
  store <8 x double> %243, <8 x double>* %scevgep1506, align 8, !alias.scope !54, !noalias !56
  %uglygep1501 = getelementptr i8, i8* %241, i64 %lsr.iv1496
  %uglygep15011502 = bitcast i8* %uglygep1501 to <8 x double>*
  %scevgep1503 = getelementptr <8 x double>, <8 x double>* %uglygep15011502, i64 -1
  store <8 x double> %244, <8 x double>* %scevgep1503, align 8, !alias.scope !54, !noalias !56
  %uglygep1499 = getelementptr i8, i8* %241, i64 %lsr.iv1496
  %uglygep14991500 = bitcast i8* %uglygep1499 to <8 x double>*
  store <8 x double> %245, <8 x double>* %uglygep14991500, align 8, !alias.scope !54, !noalias !56
  %lsr.iv.next1497 = add nuw nsw i64 %lsr.iv1496, 256
  %epil.iter517.cmp.not = icmp eq i64 %20, %lsr.iv.next1497
  br i1 %epil.iter517.cmp.not, label %middle.block315, label %vector.body317.epil, !llvm.loop !58

middle.block315:                                  ; preds = %vector.body317.epil, %middle.block315.unr-lcssa
  %246 = icmp eq i64 %spec.select204.mux, %n.vec321
  br i1 %246, label %for.end.2, label %for.body.2.us.preheader465

for.body.2.us.preheader465:                       ; preds = %vector.memcheck301, %for.body.2.us.preheader, %middle.block315
  %loop.index.2172.us.ph = phi i64 [ 0, %vector.memcheck301 ], [ 0, %for.body.2.us.preheader ], [ %n.vec321, %middle.block315 ]
  %247 = and i64 %spec.select204.mux, 7
  %248 = icmp eq i64 %247, 0
  %249 = xor i64 %loop.index.2172.us.ph, -1
  %250 = add i64 %spec.select204.mux, %249
  br i1 %248, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader465
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv1526 = phi i64 [ %xtraiter505, %for.body.2.us.prol.preheader ], [ %lsr.iv.next1527, %for.body.2.us.prol ]
  %loop.index.2172.us.prol = phi i64 [ %.947.us.prol, %for.body.2.us.prol ], [ %loop.index.2172.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep1525 = getelementptr double, double* %.6.i138174, i64 %loop.index.2172.us.prol
  %.909.us.prol = load double, double* %scevgep1525, align 8
  %.918.us.prol = load double, double* %arg.w.4, align 8
  %.6.i1.us.prol = fmul double %.909.us.prol, %.918.us.prol
  %scevgep1524 = getelementptr double, double* %.6.i66175, i64 %loop.index.2172.us.prol
  store double %.6.i1.us.prol, double* %scevgep1524, align 8
  %.947.us.prol = add nuw i64 %loop.index.2172.us.prol, 1
  %lsr.iv.next1527 = add nsw i64 %lsr.iv1526, -1
  %prol.iter523.cmp.not = icmp eq i64 %lsr.iv.next1527, 0
  br i1 %prol.iter523.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !59

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader465
  %loop.index.2172.us.unr = phi i64 [ %loop.index.2172.us.ph, %for.body.2.us.preheader465 ], [ %.947.us.prol, %for.body.2.us.prol ]
  %251 = icmp ult i64 %250, 7
  br i1 %251, label %for.end.2, label %for.body.2.us.preheader546

for.body.2.us.preheader546:                       ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us.us.preheader:                       ; preds = %for.body.2.preheader.split.us
  %252 = icmp ult i64 %spec.select204.mux, 32
  br i1 %252, label %for.body.2.us.us.preheader464, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.2.us.us.preheader
  %scevgep = getelementptr double, double* %.6.i66175, i64 %spec.select204.mux
  %scevgep286 = getelementptr double, double* %.6.i138174, i64 %spec.select204.mux
  %bound0 = icmp ult double* %.6.i66175, %scevgep286
  %bound1 = icmp ult double* %.6.i138174, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0291 = icmp ult double* %.6.i66175, %scevgep289
  %bound1292 = icmp ugt double* %scevgep, %arg.w.4
  %found.conflict293 = and i1 %bound0291, %bound1292
  %conflict.rdx = or i1 %found.conflict, %found.conflict293
  br i1 %conflict.rdx, label %for.body.2.us.us.preheader464, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %253 = icmp ult i64 %8, 224
  br i1 %253, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep1560 = getelementptr double, double* %.6.i138174, i64 248
  %scevgep1752 = getelementptr double, double* %.6.i66175, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv1848 = phi i64 [ %unroll_iter503, %vector.body.preheader ], [ %lsr.iv.next1849, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep1644 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16441645 = bitcast double* %scevgep1644 to <8 x double>*
  %scevgep1646 = getelementptr <8 x double>, <8 x double>* %scevgep16441645, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep1646, align 8, !alias.scope !60
  %scevgep1653 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16531654 = bitcast double* %scevgep1653 to <8 x double>*
  %scevgep1655 = getelementptr <8 x double>, <8 x double>* %scevgep16531654, i64 -30
  %wide.load294 = load <8 x double>, <8 x double>* %scevgep1655, align 8, !alias.scope !60
  %scevgep1650 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16501651 = bitcast double* %scevgep1650 to <8 x double>*
  %scevgep1652 = getelementptr <8 x double>, <8 x double>* %scevgep16501651, i64 -29
  %wide.load295 = load <8 x double>, <8 x double>* %scevgep1652, align 8, !alias.scope !60
  %scevgep1647 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16471648 = bitcast double* %scevgep1647 to <8 x double>*
  %scevgep1649 = getelementptr <8 x double>, <8 x double>* %scevgep16471648, i64 -28
  %wide.load296 = load <8 x double>, <8 x double>* %scevgep1649, align 8, !alias.scope !60
  %scevgep1740 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17401741 = bitcast double* %scevgep1740 to <8 x double>*
  %scevgep1742 = getelementptr <8 x double>, <8 x double>* %scevgep17401741, i64 -31
  %wide.load297 = load <8 x double>, <8 x double>* %scevgep1742, align 8, !alias.scope !63
  %scevgep1749 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17491750 = bitcast double* %scevgep1749 to <8 x double>*
  %scevgep1751 = getelementptr <8 x double>, <8 x double>* %scevgep17491750, i64 -30
  %wide.load298 = load <8 x double>, <8 x double>* %scevgep1751, align 8, !alias.scope !63
  %scevgep1746 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17461747 = bitcast double* %scevgep1746 to <8 x double>*
  %scevgep1748 = getelementptr <8 x double>, <8 x double>* %scevgep17461747, i64 -29
  %wide.load299 = load <8 x double>, <8 x double>* %scevgep1748, align 8, !alias.scope !63
  %scevgep1743 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17431744 = bitcast double* %scevgep1743 to <8 x double>*
  %scevgep1745 = getelementptr <8 x double>, <8 x double>* %scevgep17431744, i64 -28
  %wide.load300 = load <8 x double>, <8 x double>* %scevgep1745, align 8, !alias.scope !63
  %254 = fmul <8 x double> %wide.load, %wide.load297
  %255 = fmul <8 x double> %wide.load294, %wide.load298
  %256 = fmul <8 x double> %wide.load295, %wide.load299
  %257 = fmul <8 x double> %wide.load296, %wide.load300
  %scevgep1836 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18361837 = bitcast double* %scevgep1836 to <8 x double>*
  %scevgep1838 = getelementptr <8 x double>, <8 x double>* %scevgep18361837, i64 -31
  store <8 x double> %254, <8 x double>* %scevgep1838, align 8, !alias.scope !65, !noalias !67
  %scevgep1845 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18451846 = bitcast double* %scevgep1845 to <8 x double>*
  %scevgep1847 = getelementptr <8 x double>, <8 x double>* %scevgep18451846, i64 -30
  store <8 x double> %255, <8 x double>* %scevgep1847, align 8, !alias.scope !65, !noalias !67
  %scevgep1842 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18421843 = bitcast double* %scevgep1842 to <8 x double>*
  %scevgep1844 = getelementptr <8 x double>, <8 x double>* %scevgep18421843, i64 -29
  store <8 x double> %256, <8 x double>* %scevgep1844, align 8, !alias.scope !65, !noalias !67
  %scevgep1839 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18391840 = bitcast double* %scevgep1839 to <8 x double>*
  %scevgep1841 = getelementptr <8 x double>, <8 x double>* %scevgep18391840, i64 -28
  store <8 x double> %257, <8 x double>* %scevgep1841, align 8, !alias.scope !65, !noalias !67
  %scevgep1630 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16301631 = bitcast double* %scevgep1630 to <8 x double>*
  %scevgep1632 = getelementptr <8 x double>, <8 x double>* %scevgep16301631, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep1632, align 8, !alias.scope !60
  %scevgep1627 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16271628 = bitcast double* %scevgep1627 to <8 x double>*
  %scevgep1629 = getelementptr <8 x double>, <8 x double>* %scevgep16271628, i64 -26
  %wide.load294.1 = load <8 x double>, <8 x double>* %scevgep1629, align 8, !alias.scope !60
  %scevgep1624 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16241625 = bitcast double* %scevgep1624 to <8 x double>*
  %scevgep1626 = getelementptr <8 x double>, <8 x double>* %scevgep16241625, i64 -25
  %wide.load295.1 = load <8 x double>, <8 x double>* %scevgep1626, align 8, !alias.scope !60
  %scevgep1621 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16211622 = bitcast double* %scevgep1621 to <8 x double>*
  %scevgep1623 = getelementptr <8 x double>, <8 x double>* %scevgep16211622, i64 -24
  %wide.load296.1 = load <8 x double>, <8 x double>* %scevgep1623, align 8, !alias.scope !60
  %scevgep1726 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17261727 = bitcast double* %scevgep1726 to <8 x double>*
  %scevgep1728 = getelementptr <8 x double>, <8 x double>* %scevgep17261727, i64 -27
  %wide.load297.1 = load <8 x double>, <8 x double>* %scevgep1728, align 8, !alias.scope !63
  %scevgep1723 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17231724 = bitcast double* %scevgep1723 to <8 x double>*
  %scevgep1725 = getelementptr <8 x double>, <8 x double>* %scevgep17231724, i64 -26
  %wide.load298.1 = load <8 x double>, <8 x double>* %scevgep1725, align 8, !alias.scope !63
  %scevgep1720 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17201721 = bitcast double* %scevgep1720 to <8 x double>*
  %scevgep1722 = getelementptr <8 x double>, <8 x double>* %scevgep17201721, i64 -25
  %wide.load299.1 = load <8 x double>, <8 x double>* %scevgep1722, align 8, !alias.scope !63
  %scevgep1717 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17171718 = bitcast double* %scevgep1717 to <8 x double>*
  %scevgep1719 = getelementptr <8 x double>, <8 x double>* %scevgep17171718, i64 -24
  %wide.load300.1 = load <8 x double>, <8 x double>* %scevgep1719, align 8, !alias.scope !63
  %258 = fmul <8 x double> %wide.load.1, %wide.load297.1
  %259 = fmul <8 x double> %wide.load294.1, %wide.load298.1
  %260 = fmul <8 x double> %wide.load295.1, %wide.load299.1
  %261 = fmul <8 x double> %wide.load296.1, %wide.load300.1
  %scevgep1822 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18221823 = bitcast double* %scevgep1822 to <8 x double>*
  %scevgep1824 = getelementptr <8 x double>, <8 x double>* %scevgep18221823, i64 -27
  store <8 x double> %258, <8 x double>* %scevgep1824, align 8, !alias.scope !65, !noalias !67
  %scevgep1819 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18191820 = bitcast double* %scevgep1819 to <8 x double>*
  %scevgep1821 = getelementptr <8 x double>, <8 x double>* %scevgep18191820, i64 -26
  store <8 x double> %259, <8 x double>* %scevgep1821, align 8, !alias.scope !65, !noalias !67
  %scevgep1816 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18161817 = bitcast double* %scevgep1816 to <8 x double>*
  %scevgep1818 = getelementptr <8 x double>, <8 x double>* %scevgep18161817, i64 -25
  store <8 x double> %260, <8 x double>* %scevgep1818, align 8, !alias.scope !65, !noalias !67
  %scevgep1813 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18131814 = bitcast double* %scevgep1813 to <8 x double>*
  %scevgep1815 = getelementptr <8 x double>, <8 x double>* %scevgep18131814, i64 -24
  store <8 x double> %261, <8 x double>* %scevgep1815, align 8, !alias.scope !65, !noalias !67
  %scevgep1618 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16181619 = bitcast double* %scevgep1618 to <8 x double>*
  %scevgep1620 = getelementptr <8 x double>, <8 x double>* %scevgep16181619, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep1620, align 8, !alias.scope !60
  %scevgep1615 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16151616 = bitcast double* %scevgep1615 to <8 x double>*
  %scevgep1617 = getelementptr <8 x double>, <8 x double>* %scevgep16151616, i64 -22
  %wide.load294.2 = load <8 x double>, <8 x double>* %scevgep1617, align 8, !alias.scope !60
  %scevgep1612 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16121613 = bitcast double* %scevgep1612 to <8 x double>*
  %scevgep1614 = getelementptr <8 x double>, <8 x double>* %scevgep16121613, i64 -21
  %wide.load295.2 = load <8 x double>, <8 x double>* %scevgep1614, align 8, !alias.scope !60
  %scevgep1609 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16091610 = bitcast double* %scevgep1609 to <8 x double>*
  %scevgep1611 = getelementptr <8 x double>, <8 x double>* %scevgep16091610, i64 -20
  %wide.load296.2 = load <8 x double>, <8 x double>* %scevgep1611, align 8, !alias.scope !60
  %scevgep1714 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17141715 = bitcast double* %scevgep1714 to <8 x double>*
  %scevgep1716 = getelementptr <8 x double>, <8 x double>* %scevgep17141715, i64 -23
  %wide.load297.2 = load <8 x double>, <8 x double>* %scevgep1716, align 8, !alias.scope !63
  %scevgep1711 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17111712 = bitcast double* %scevgep1711 to <8 x double>*
  %scevgep1713 = getelementptr <8 x double>, <8 x double>* %scevgep17111712, i64 -22
  %wide.load298.2 = load <8 x double>, <8 x double>* %scevgep1713, align 8, !alias.scope !63
  %scevgep1708 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17081709 = bitcast double* %scevgep1708 to <8 x double>*
  %scevgep1710 = getelementptr <8 x double>, <8 x double>* %scevgep17081709, i64 -21
  %wide.load299.2 = load <8 x double>, <8 x double>* %scevgep1710, align 8, !alias.scope !63
  %scevgep1705 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17051706 = bitcast double* %scevgep1705 to <8 x double>*
  %scevgep1707 = getelementptr <8 x double>, <8 x double>* %scevgep17051706, i64 -20
  %wide.load300.2 = load <8 x double>, <8 x double>* %scevgep1707, align 8, !alias.scope !63
  %262 = fmul <8 x double> %wide.load.2, %wide.load297.2
  %263 = fmul <8 x double> %wide.load294.2, %wide.load298.2
  %264 = fmul <8 x double> %wide.load295.2, %wide.load299.2
  %265 = fmul <8 x double> %wide.load296.2, %wide.load300.2
  %scevgep1810 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18101811 = bitcast double* %scevgep1810 to <8 x double>*
  %scevgep1812 = getelementptr <8 x double>, <8 x double>* %scevgep18101811, i64 -23
  store <8 x double> %262, <8 x double>* %scevgep1812, align 8, !alias.scope !65, !noalias !67
  %scevgep1807 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18071808 = bitcast double* %scevgep1807 to <8 x double>*
  %scevgep1809 = getelementptr <8 x double>, <8 x double>* %scevgep18071808, i64 -22
  store <8 x double> %263, <8 x double>* %scevgep1809, align 8, !alias.scope !65, !noalias !67
  %scevgep1804 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18041805 = bitcast double* %scevgep1804 to <8 x double>*
  %scevgep1806 = getelementptr <8 x double>, <8 x double>* %scevgep18041805, i64 -21
  store <8 x double> %264, <8 x double>* %scevgep1806, align 8, !alias.scope !65, !noalias !67
  %scevgep1801 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18011802 = bitcast double* %scevgep1801 to <8 x double>*
  %scevgep1803 = getelementptr <8 x double>, <8 x double>* %scevgep18011802, i64 -20
  store <8 x double> %265, <8 x double>* %scevgep1803, align 8, !alias.scope !65, !noalias !67
  %scevgep1606 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16061607 = bitcast double* %scevgep1606 to <8 x double>*
  %scevgep1608 = getelementptr <8 x double>, <8 x double>* %scevgep16061607, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep1608, align 8, !alias.scope !60
  %scevgep1603 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16031604 = bitcast double* %scevgep1603 to <8 x double>*
  %scevgep1605 = getelementptr <8 x double>, <8 x double>* %scevgep16031604, i64 -18
  %wide.load294.3 = load <8 x double>, <8 x double>* %scevgep1605, align 8, !alias.scope !60
  %scevgep1600 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16001601 = bitcast double* %scevgep1600 to <8 x double>*
  %scevgep1602 = getelementptr <8 x double>, <8 x double>* %scevgep16001601, i64 -17
  %wide.load295.3 = load <8 x double>, <8 x double>* %scevgep1602, align 8, !alias.scope !60
  %scevgep1597 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15971598 = bitcast double* %scevgep1597 to <8 x double>*
  %scevgep1599 = getelementptr <8 x double>, <8 x double>* %scevgep15971598, i64 -16
  %wide.load296.3 = load <8 x double>, <8 x double>* %scevgep1599, align 8, !alias.scope !60
  %scevgep1702 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17021703 = bitcast double* %scevgep1702 to <8 x double>*
  %scevgep1704 = getelementptr <8 x double>, <8 x double>* %scevgep17021703, i64 -19
  %wide.load297.3 = load <8 x double>, <8 x double>* %scevgep1704, align 8, !alias.scope !63
  %scevgep1699 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16991700 = bitcast double* %scevgep1699 to <8 x double>*
  %scevgep1701 = getelementptr <8 x double>, <8 x double>* %scevgep16991700, i64 -18
  %wide.load298.3 = load <8 x double>, <8 x double>* %scevgep1701, align 8, !alias.scope !63
  %scevgep1696 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16961697 = bitcast double* %scevgep1696 to <8 x double>*
  %scevgep1698 = getelementptr <8 x double>, <8 x double>* %scevgep16961697, i64 -17
  %wide.load299.3 = load <8 x double>, <8 x double>* %scevgep1698, align 8, !alias.scope !63
  %scevgep1693 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16931694 = bitcast double* %scevgep1693 to <8 x double>*
  %scevgep1695 = getelementptr <8 x double>, <8 x double>* %scevgep16931694, i64 -16
  %wide.load300.3 = load <8 x double>, <8 x double>* %scevgep1695, align 8, !alias.scope !63
  %266 = fmul <8 x double> %wide.load.3, %wide.load297.3
  %267 = fmul <8 x double> %wide.load294.3, %wide.load298.3
  %268 = fmul <8 x double> %wide.load295.3, %wide.load299.3
  %269 = fmul <8 x double> %wide.load296.3, %wide.load300.3
  %scevgep1798 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17981799 = bitcast double* %scevgep1798 to <8 x double>*
  %scevgep1800 = getelementptr <8 x double>, <8 x double>* %scevgep17981799, i64 -19
  store <8 x double> %266, <8 x double>* %scevgep1800, align 8, !alias.scope !65, !noalias !67
  %scevgep1795 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17951796 = bitcast double* %scevgep1795 to <8 x double>*
  %scevgep1797 = getelementptr <8 x double>, <8 x double>* %scevgep17951796, i64 -18
  store <8 x double> %267, <8 x double>* %scevgep1797, align 8, !alias.scope !65, !noalias !67
  %scevgep1792 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17921793 = bitcast double* %scevgep1792 to <8 x double>*
  %scevgep1794 = getelementptr <8 x double>, <8 x double>* %scevgep17921793, i64 -17
  store <8 x double> %268, <8 x double>* %scevgep1794, align 8, !alias.scope !65, !noalias !67
  %scevgep1789 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17891790 = bitcast double* %scevgep1789 to <8 x double>*
  %scevgep1791 = getelementptr <8 x double>, <8 x double>* %scevgep17891790, i64 -16
  store <8 x double> %269, <8 x double>* %scevgep1791, align 8, !alias.scope !65, !noalias !67
  %scevgep1594 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15941595 = bitcast double* %scevgep1594 to <8 x double>*
  %scevgep1596 = getelementptr <8 x double>, <8 x double>* %scevgep15941595, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep1596, align 8, !alias.scope !60
  %scevgep1591 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15911592 = bitcast double* %scevgep1591 to <8 x double>*
  %scevgep1593 = getelementptr <8 x double>, <8 x double>* %scevgep15911592, i64 -14
  %wide.load294.4 = load <8 x double>, <8 x double>* %scevgep1593, align 8, !alias.scope !60
  %scevgep1588 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15881589 = bitcast double* %scevgep1588 to <8 x double>*
  %scevgep1590 = getelementptr <8 x double>, <8 x double>* %scevgep15881589, i64 -13
  %wide.load295.4 = load <8 x double>, <8 x double>* %scevgep1590, align 8, !alias.scope !60
  %scevgep1585 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15851586 = bitcast double* %scevgep1585 to <8 x double>*
  %scevgep1587 = getelementptr <8 x double>, <8 x double>* %scevgep15851586, i64 -12
  %wide.load296.4 = load <8 x double>, <8 x double>* %scevgep1587, align 8, !alias.scope !60
  %scevgep1690 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16901691 = bitcast double* %scevgep1690 to <8 x double>*
  %scevgep1692 = getelementptr <8 x double>, <8 x double>* %scevgep16901691, i64 -15
  %wide.load297.4 = load <8 x double>, <8 x double>* %scevgep1692, align 8, !alias.scope !63
  %scevgep1687 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16871688 = bitcast double* %scevgep1687 to <8 x double>*
  %scevgep1689 = getelementptr <8 x double>, <8 x double>* %scevgep16871688, i64 -14
  %wide.load298.4 = load <8 x double>, <8 x double>* %scevgep1689, align 8, !alias.scope !63
  %scevgep1684 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16841685 = bitcast double* %scevgep1684 to <8 x double>*
  %scevgep1686 = getelementptr <8 x double>, <8 x double>* %scevgep16841685, i64 -13
  %wide.load299.4 = load <8 x double>, <8 x double>* %scevgep1686, align 8, !alias.scope !63
  %scevgep1681 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16811682 = bitcast double* %scevgep1681 to <8 x double>*
  %scevgep1683 = getelementptr <8 x double>, <8 x double>* %scevgep16811682, i64 -12
  %wide.load300.4 = load <8 x double>, <8 x double>* %scevgep1683, align 8, !alias.scope !63
  %270 = fmul <8 x double> %wide.load.4, %wide.load297.4
  %271 = fmul <8 x double> %wide.load294.4, %wide.load298.4
  %272 = fmul <8 x double> %wide.load295.4, %wide.load299.4
  %273 = fmul <8 x double> %wide.load296.4, %wide.load300.4
  %scevgep1786 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17861787 = bitcast double* %scevgep1786 to <8 x double>*
  %scevgep1788 = getelementptr <8 x double>, <8 x double>* %scevgep17861787, i64 -15
  store <8 x double> %270, <8 x double>* %scevgep1788, align 8, !alias.scope !65, !noalias !67
  %scevgep1783 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17831784 = bitcast double* %scevgep1783 to <8 x double>*
  %scevgep1785 = getelementptr <8 x double>, <8 x double>* %scevgep17831784, i64 -14
  store <8 x double> %271, <8 x double>* %scevgep1785, align 8, !alias.scope !65, !noalias !67
  %scevgep1780 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17801781 = bitcast double* %scevgep1780 to <8 x double>*
  %scevgep1782 = getelementptr <8 x double>, <8 x double>* %scevgep17801781, i64 -13
  store <8 x double> %272, <8 x double>* %scevgep1782, align 8, !alias.scope !65, !noalias !67
  %scevgep1777 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17771778 = bitcast double* %scevgep1777 to <8 x double>*
  %scevgep1779 = getelementptr <8 x double>, <8 x double>* %scevgep17771778, i64 -12
  store <8 x double> %273, <8 x double>* %scevgep1779, align 8, !alias.scope !65, !noalias !67
  %scevgep1582 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15821583 = bitcast double* %scevgep1582 to <8 x double>*
  %scevgep1584 = getelementptr <8 x double>, <8 x double>* %scevgep15821583, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep1584, align 8, !alias.scope !60
  %scevgep1579 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15791580 = bitcast double* %scevgep1579 to <8 x double>*
  %scevgep1581 = getelementptr <8 x double>, <8 x double>* %scevgep15791580, i64 -10
  %wide.load294.5 = load <8 x double>, <8 x double>* %scevgep1581, align 8, !alias.scope !60
  %scevgep1576 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15761577 = bitcast double* %scevgep1576 to <8 x double>*
  %scevgep1578 = getelementptr <8 x double>, <8 x double>* %scevgep15761577, i64 -9
  %wide.load295.5 = load <8 x double>, <8 x double>* %scevgep1578, align 8, !alias.scope !60
  %scevgep1573 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15731574 = bitcast double* %scevgep1573 to <8 x double>*
  %scevgep1575 = getelementptr <8 x double>, <8 x double>* %scevgep15731574, i64 -8
  %wide.load296.5 = load <8 x double>, <8 x double>* %scevgep1575, align 8, !alias.scope !60
  %scevgep1678 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16781679 = bitcast double* %scevgep1678 to <8 x double>*
  %scevgep1680 = getelementptr <8 x double>, <8 x double>* %scevgep16781679, i64 -11
  %wide.load297.5 = load <8 x double>, <8 x double>* %scevgep1680, align 8, !alias.scope !63
  %scevgep1675 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16751676 = bitcast double* %scevgep1675 to <8 x double>*
  %scevgep1677 = getelementptr <8 x double>, <8 x double>* %scevgep16751676, i64 -10
  %wide.load298.5 = load <8 x double>, <8 x double>* %scevgep1677, align 8, !alias.scope !63
  %scevgep1672 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16721673 = bitcast double* %scevgep1672 to <8 x double>*
  %scevgep1674 = getelementptr <8 x double>, <8 x double>* %scevgep16721673, i64 -9
  %wide.load299.5 = load <8 x double>, <8 x double>* %scevgep1674, align 8, !alias.scope !63
  %scevgep1669 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16691670 = bitcast double* %scevgep1669 to <8 x double>*
  %scevgep1671 = getelementptr <8 x double>, <8 x double>* %scevgep16691670, i64 -8
  %wide.load300.5 = load <8 x double>, <8 x double>* %scevgep1671, align 8, !alias.scope !63
  %274 = fmul <8 x double> %wide.load.5, %wide.load297.5
  %275 = fmul <8 x double> %wide.load294.5, %wide.load298.5
  %276 = fmul <8 x double> %wide.load295.5, %wide.load299.5
  %277 = fmul <8 x double> %wide.load296.5, %wide.load300.5
  %scevgep1774 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17741775 = bitcast double* %scevgep1774 to <8 x double>*
  %scevgep1776 = getelementptr <8 x double>, <8 x double>* %scevgep17741775, i64 -11
  store <8 x double> %274, <8 x double>* %scevgep1776, align 8, !alias.scope !65, !noalias !67
  %scevgep1771 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17711772 = bitcast double* %scevgep1771 to <8 x double>*
  %scevgep1773 = getelementptr <8 x double>, <8 x double>* %scevgep17711772, i64 -10
  store <8 x double> %275, <8 x double>* %scevgep1773, align 8, !alias.scope !65, !noalias !67
  %scevgep1768 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17681769 = bitcast double* %scevgep1768 to <8 x double>*
  %scevgep1770 = getelementptr <8 x double>, <8 x double>* %scevgep17681769, i64 -9
  store <8 x double> %276, <8 x double>* %scevgep1770, align 8, !alias.scope !65, !noalias !67
  %scevgep1765 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17651766 = bitcast double* %scevgep1765 to <8 x double>*
  %scevgep1767 = getelementptr <8 x double>, <8 x double>* %scevgep17651766, i64 -8
  store <8 x double> %277, <8 x double>* %scevgep1767, align 8, !alias.scope !65, !noalias !67
  %scevgep1570 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15701571 = bitcast double* %scevgep1570 to <8 x double>*
  %scevgep1572 = getelementptr <8 x double>, <8 x double>* %scevgep15701571, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep1572, align 8, !alias.scope !60
  %scevgep1567 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15671568 = bitcast double* %scevgep1567 to <8 x double>*
  %scevgep1569 = getelementptr <8 x double>, <8 x double>* %scevgep15671568, i64 -6
  %wide.load294.6 = load <8 x double>, <8 x double>* %scevgep1569, align 8, !alias.scope !60
  %scevgep1564 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15641565 = bitcast double* %scevgep1564 to <8 x double>*
  %scevgep1566 = getelementptr <8 x double>, <8 x double>* %scevgep15641565, i64 -5
  %wide.load295.6 = load <8 x double>, <8 x double>* %scevgep1566, align 8, !alias.scope !60
  %scevgep1561 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep15611562 = bitcast double* %scevgep1561 to <8 x double>*
  %scevgep1563 = getelementptr <8 x double>, <8 x double>* %scevgep15611562, i64 -4
  %wide.load296.6 = load <8 x double>, <8 x double>* %scevgep1563, align 8, !alias.scope !60
  %scevgep1666 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16661667 = bitcast double* %scevgep1666 to <8 x double>*
  %scevgep1668 = getelementptr <8 x double>, <8 x double>* %scevgep16661667, i64 -7
  %wide.load297.6 = load <8 x double>, <8 x double>* %scevgep1668, align 8, !alias.scope !63
  %scevgep1663 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16631664 = bitcast double* %scevgep1663 to <8 x double>*
  %scevgep1665 = getelementptr <8 x double>, <8 x double>* %scevgep16631664, i64 -6
  %wide.load298.6 = load <8 x double>, <8 x double>* %scevgep1665, align 8, !alias.scope !63
  %scevgep1660 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16601661 = bitcast double* %scevgep1660 to <8 x double>*
  %scevgep1662 = getelementptr <8 x double>, <8 x double>* %scevgep16601661, i64 -5
  %wide.load299.6 = load <8 x double>, <8 x double>* %scevgep1662, align 8, !alias.scope !63
  %scevgep1657 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep16571658 = bitcast double* %scevgep1657 to <8 x double>*
  %scevgep1659 = getelementptr <8 x double>, <8 x double>* %scevgep16571658, i64 -4
  %wide.load300.6 = load <8 x double>, <8 x double>* %scevgep1659, align 8, !alias.scope !63
  %278 = fmul <8 x double> %wide.load.6, %wide.load297.6
  %279 = fmul <8 x double> %wide.load294.6, %wide.load298.6
  %280 = fmul <8 x double> %wide.load295.6, %wide.load299.6
  %281 = fmul <8 x double> %wide.load296.6, %wide.load300.6
  %scevgep1762 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17621763 = bitcast double* %scevgep1762 to <8 x double>*
  %scevgep1764 = getelementptr <8 x double>, <8 x double>* %scevgep17621763, i64 -7
  store <8 x double> %278, <8 x double>* %scevgep1764, align 8, !alias.scope !65, !noalias !67
  %scevgep1759 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17591760 = bitcast double* %scevgep1759 to <8 x double>*
  %scevgep1761 = getelementptr <8 x double>, <8 x double>* %scevgep17591760, i64 -6
  store <8 x double> %279, <8 x double>* %scevgep1761, align 8, !alias.scope !65, !noalias !67
  %scevgep1756 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17561757 = bitcast double* %scevgep1756 to <8 x double>*
  %scevgep1758 = getelementptr <8 x double>, <8 x double>* %scevgep17561757, i64 -5
  store <8 x double> %280, <8 x double>* %scevgep1758, align 8, !alias.scope !65, !noalias !67
  %scevgep1753 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep17531754 = bitcast double* %scevgep1753 to <8 x double>*
  %scevgep1755 = getelementptr <8 x double>, <8 x double>* %scevgep17531754, i64 -4
  store <8 x double> %281, <8 x double>* %scevgep1755, align 8, !alias.scope !65, !noalias !67
  %scevgep1641 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16411642 = bitcast double* %scevgep1641 to <8 x double>*
  %scevgep1643 = getelementptr <8 x double>, <8 x double>* %scevgep16411642, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep1643, align 8, !alias.scope !60
  %scevgep1638 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16381639 = bitcast double* %scevgep1638 to <8 x double>*
  %scevgep1640 = getelementptr <8 x double>, <8 x double>* %scevgep16381639, i64 -2
  %wide.load294.7 = load <8 x double>, <8 x double>* %scevgep1640, align 8, !alias.scope !60
  %scevgep1635 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16351636 = bitcast double* %scevgep1635 to <8 x double>*
  %scevgep1637 = getelementptr <8 x double>, <8 x double>* %scevgep16351636, i64 -1
  %wide.load295.7 = load <8 x double>, <8 x double>* %scevgep1637, align 8, !alias.scope !60
  %scevgep1633 = getelementptr double, double* %scevgep1560, i64 %index
  %scevgep16331634 = bitcast double* %scevgep1633 to <8 x double>*
  %wide.load296.7 = load <8 x double>, <8 x double>* %scevgep16331634, align 8, !alias.scope !60
  %scevgep1737 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17371738 = bitcast double* %scevgep1737 to <8 x double>*
  %scevgep1739 = getelementptr <8 x double>, <8 x double>* %scevgep17371738, i64 -3
  %wide.load297.7 = load <8 x double>, <8 x double>* %scevgep1739, align 8, !alias.scope !63
  %scevgep1734 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17341735 = bitcast double* %scevgep1734 to <8 x double>*
  %scevgep1736 = getelementptr <8 x double>, <8 x double>* %scevgep17341735, i64 -2
  %wide.load298.7 = load <8 x double>, <8 x double>* %scevgep1736, align 8, !alias.scope !63
  %scevgep1731 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17311732 = bitcast double* %scevgep1731 to <8 x double>*
  %scevgep1733 = getelementptr <8 x double>, <8 x double>* %scevgep17311732, i64 -1
  %wide.load299.7 = load <8 x double>, <8 x double>* %scevgep1733, align 8, !alias.scope !63
  %scevgep1729 = getelementptr double, double* %scevgep1656, i64 %index
  %scevgep17291730 = bitcast double* %scevgep1729 to <8 x double>*
  %wide.load300.7 = load <8 x double>, <8 x double>* %scevgep17291730, align 8, !alias.scope !63
  %282 = fmul <8 x double> %wide.load.7, %wide.load297.7
  %283 = fmul <8 x double> %wide.load294.7, %wide.load298.7
  %284 = fmul <8 x double> %wide.load295.7, %wide.load299.7
  %285 = fmul <8 x double> %wide.load296.7, %wide.load300.7
  %scevgep1833 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18331834 = bitcast double* %scevgep1833 to <8 x double>*
  %scevgep1835 = getelementptr <8 x double>, <8 x double>* %scevgep18331834, i64 -3
  store <8 x double> %282, <8 x double>* %scevgep1835, align 8, !alias.scope !65, !noalias !67
  %scevgep1830 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18301831 = bitcast double* %scevgep1830 to <8 x double>*
  %scevgep1832 = getelementptr <8 x double>, <8 x double>* %scevgep18301831, i64 -2
  store <8 x double> %283, <8 x double>* %scevgep1832, align 8, !alias.scope !65, !noalias !67
  %scevgep1827 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18271828 = bitcast double* %scevgep1827 to <8 x double>*
  %scevgep1829 = getelementptr <8 x double>, <8 x double>* %scevgep18271828, i64 -1
  store <8 x double> %284, <8 x double>* %scevgep1829, align 8, !alias.scope !65, !noalias !67
  %scevgep1825 = getelementptr double, double* %scevgep1752, i64 %index
  %scevgep18251826 = bitcast double* %scevgep1825 to <8 x double>*
  store <8 x double> %285, <8 x double>* %scevgep18251826, align 8, !alias.scope !65, !noalias !67
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next1849 = add i64 %lsr.iv1848, -8
  %niter528.ncmp.7 = icmp eq i64 %lsr.iv.next1849, 0
  br i1 %niter528.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !68

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %286 = and i64 %10, 7
  %287 = icmp eq i64 %286, 0
  br i1 %287, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep1850 = getelementptr double, double* %.6.i66175, i64 24
  %scevgep1851 = getelementptr double, double* %scevgep1850, i64 %index.unr
  %scevgep1867 = getelementptr double, double* %scevgep1866, i64 %index.unr
  %scevgep1880 = getelementptr double, double* %.6.i138174, i64 24
  %scevgep1881 = getelementptr double, double* %scevgep1880, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1852 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next1853, %vector.body.epil ]
  %288 = bitcast double* %scevgep1881 to i8*
  %289 = bitcast double* %scevgep1867 to i8*
  %290 = bitcast double* %scevgep1851 to i8*
  %uglygep1891 = getelementptr i8, i8* %288, i64 %lsr.iv1852
  %uglygep18911892 = bitcast i8* %uglygep1891 to <8 x double>*
  %scevgep1893 = getelementptr <8 x double>, <8 x double>* %uglygep18911892, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep1893, align 8, !alias.scope !60
  %uglygep1888 = getelementptr i8, i8* %288, i64 %lsr.iv1852
  %uglygep18881889 = bitcast i8* %uglygep1888 to <8 x double>*
  %scevgep1890 = getelementptr <8 x double>, <8 x double>* %uglygep18881889, i64 -2
  %wide.load294.epil = load <8 x double>, <8 x double>* %scevgep1890, align 8, !alias.scope !60
  %uglygep1885 = getelementptr i8, i8* %288, i64 %lsr.iv1852
  %uglygep18851886 = bitcast i8* %uglygep1885 to <8 x double>*
  %scevgep1887 = getelementptr <8 x double>, <8 x double>* %uglygep18851886, i64 -1
  %wide.load295.epil = load <8 x double>, <8 x double>* %scevgep1887, align 8, !alias.scope !60
  %uglygep1883 = getelementptr i8, i8* %288, i64 %lsr.iv1852
  %uglygep18831884 = bitcast i8* %uglygep1883 to <8 x double>*
  %wide.load296.epil = load <8 x double>, <8 x double>* %uglygep18831884, align 8, !alias.scope !60
  %uglygep1877 = getelementptr i8, i8* %289, i64 %lsr.iv1852
  %uglygep18771878 = bitcast i8* %uglygep1877 to <8 x double>*
  %scevgep1879 = getelementptr <8 x double>, <8 x double>* %uglygep18771878, i64 -3
  %wide.load297.epil = load <8 x double>, <8 x double>* %scevgep1879, align 8, !alias.scope !63
  %uglygep1874 = getelementptr i8, i8* %289, i64 %lsr.iv1852
  %uglygep18741875 = bitcast i8* %uglygep1874 to <8 x double>*
  %scevgep1876 = getelementptr <8 x double>, <8 x double>* %uglygep18741875, i64 -2
  %wide.load298.epil = load <8 x double>, <8 x double>* %scevgep1876, align 8, !alias.scope !63
  %uglygep1871 = getelementptr i8, i8* %289, i64 %lsr.iv1852
  %uglygep18711872 = bitcast i8* %uglygep1871 to <8 x double>*
  %scevgep1873 = getelementptr <8 x double>, <8 x double>* %uglygep18711872, i64 -1
  %wide.load299.epil = load <8 x double>, <8 x double>* %scevgep1873, align 8, !alias.scope !63
  %uglygep1869 = getelementptr i8, i8* %289, i64 %lsr.iv1852
  %uglygep18691870 = bitcast i8* %uglygep1869 to <8 x double>*
  %wide.load300.epil = load <8 x double>, <8 x double>* %uglygep18691870, align 8, !alias.scope !63
  %291 = fmul <8 x double> %wide.load.epil, %wide.load297.epil
  %292 = fmul <8 x double> %wide.load294.epil, %wide.load298.epil
  %293 = fmul <8 x double> %wide.load295.epil, %wide.load299.epil
  %294 = fmul <8 x double> %wide.load296.epil, %wide.load300.epil
  %uglygep1863 = getelementptr i8, i8* %290, i64 %lsr.iv1852
  %uglygep18631864 = bitcast i8* %uglygep1863 to <8 x double>*
  %scevgep1865 = getelementptr <8 x double>, <8 x double>* %uglygep18631864, i64 -3
  store <8 x double> %291, <8 x double>* %scevgep1865, align 8, !alias.scope !65, !noalias !67
  %uglygep1860 = getelementptr i8, i8* %290, i64 %lsr.iv1852
  %uglygep18601861 = bitcast i8* %uglygep1860 to <8 x double>*
  %scevgep1862 = getelementptr <8 x double>, <8 x double>* %uglygep18601861, i64 -2
  store <8 x double> %292, <8 x double>* %scevgep1862, align 8, !alias.scope !65, !noalias !67
  %uglygep1857 = getelementptr i8, i8* %290, i64 %lsr.iv1852
  %uglygep18571858 = bitcast i8* %uglygep1857 to <8 x double>*
  %scevgep1859 = getelementptr <8 x double>, <8 x double>* %uglygep18571858, i64 -1
  store <8 x double> %293, <8 x double>* %scevgep1859, align 8, !alias.scope !65, !noalias !67
  %uglygep1855 = getelementptr i8, i8* %290, i64 %lsr.iv1852
  %uglygep18551856 = bitcast i8* %uglygep1855 to <8 x double>*
  store <8 x double> %294, <8 x double>* %uglygep18551856, align 8, !alias.scope !65, !noalias !67
  %lsr.iv.next1853 = add nuw nsw i64 %lsr.iv1852, 256
  %epil.iter525.cmp.not = icmp eq i64 %21, %lsr.iv.next1853
  br i1 %epil.iter525.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !69

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %295 = icmp eq i64 %spec.select204.mux, %n.vec
  br i1 %295, label %for.end.2, label %for.body.2.us.us.preheader464

for.body.2.us.us.preheader464:                    ; preds = %vector.memcheck, %for.body.2.us.us.preheader, %middle.block
  %loop.index.2172.us.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.2.us.us.preheader ], [ %n.vec, %middle.block ]
  %296 = and i64 %spec.select204.mux, 7
  %297 = icmp eq i64 %296, 0
  %298 = xor i64 %loop.index.2172.us.us.ph, -1
  %299 = add i64 %spec.select204.mux, %298
  br i1 %297, label %for.body.2.us.us.prol.loopexit, label %for.body.2.us.us.prol.preheader

for.body.2.us.us.prol.preheader:                  ; preds = %for.body.2.us.us.preheader464
  br label %for.body.2.us.us.prol

for.body.2.us.us.prol:                            ; preds = %for.body.2.us.us.prol.preheader, %for.body.2.us.us.prol
  %lsr.iv1897 = phi i64 [ %xtraiter505, %for.body.2.us.us.prol.preheader ], [ %lsr.iv.next1898, %for.body.2.us.us.prol ]
  %loop.index.2172.us.us.prol = phi i64 [ %.947.us.us.prol, %for.body.2.us.us.prol ], [ %loop.index.2172.us.us.ph, %for.body.2.us.us.prol.preheader ]
  %scevgep1896 = getelementptr double, double* %.6.i138174, i64 %loop.index.2172.us.us.prol
  %.909.us.us.prol = load double, double* %scevgep1896, align 8
  %scevgep1895 = getelementptr double, double* %arg.w.4, i64 %loop.index.2172.us.us.prol
  %.918.us.us.prol = load double, double* %scevgep1895, align 8
  %.6.i1.us.us.prol = fmul double %.909.us.us.prol, %.918.us.us.prol
  %scevgep1894 = getelementptr double, double* %.6.i66175, i64 %loop.index.2172.us.us.prol
  store double %.6.i1.us.us.prol, double* %scevgep1894, align 8
  %.947.us.us.prol = add nuw i64 %loop.index.2172.us.us.prol, 1
  %lsr.iv.next1898 = add nsw i64 %lsr.iv1897, -1
  %prol.iter531.cmp.not = icmp eq i64 %lsr.iv.next1898, 0
  br i1 %prol.iter531.cmp.not, label %for.body.2.us.us.prol.loopexit, label %for.body.2.us.us.prol, !llvm.loop !70

for.body.2.us.us.prol.loopexit:                   ; preds = %for.body.2.us.us.prol, %for.body.2.us.us.preheader464
  %loop.index.2172.us.us.unr = phi i64 [ %loop.index.2172.us.us.ph, %for.body.2.us.us.preheader464 ], [ %.947.us.us.prol, %for.body.2.us.us.prol ]
  %300 = icmp ult i64 %299, 7
  br i1 %300, label %for.end.2, label %for.body.2.us.us.preheader545

for.body.2.us.us.preheader545:                    ; preds = %for.body.2.us.us.prol.loopexit
  br label %for.body.2.us.us

for.body.2.us.us:                                 ; preds = %for.body.2.us.us.preheader545, %for.body.2.us.us
  %loop.index.2172.us.us = phi i64 [ %.947.us.us.7, %for.body.2.us.us ], [ %loop.index.2172.us.us.unr, %for.body.2.us.us.preheader545 ]
  %sunkaddr2244 = mul i64 %loop.index.2172.us.us, 8
  %301 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2245 = getelementptr i8, i8* %301, i64 %sunkaddr2244
  %302 = bitcast i8* %sunkaddr2245 to double*
  %.909.us.us = load double, double* %302, align 8
  %sunkaddr2246 = mul i64 %loop.index.2172.us.us, 8
  %303 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2247 = getelementptr i8, i8* %303, i64 %sunkaddr2246
  %304 = bitcast i8* %sunkaddr2247 to double*
  %.918.us.us = load double, double* %304, align 8
  %.6.i1.us.us = fmul double %.909.us.us, %.918.us.us
  %sunkaddr2248 = mul i64 %loop.index.2172.us.us, 8
  %305 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2249 = getelementptr i8, i8* %305, i64 %sunkaddr2248
  %306 = bitcast i8* %sunkaddr2249 to double*
  store double %.6.i1.us.us, double* %306, align 8
  %sunkaddr2250 = mul i64 %loop.index.2172.us.us, 8
  %307 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2251 = getelementptr i8, i8* %307, i64 %sunkaddr2250
  %sunkaddr2252 = getelementptr i8, i8* %sunkaddr2251, i64 8
  %308 = bitcast i8* %sunkaddr2252 to double*
  %.909.us.us.1 = load double, double* %308, align 8
  %sunkaddr2253 = mul i64 %loop.index.2172.us.us, 8
  %309 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2254 = getelementptr i8, i8* %309, i64 %sunkaddr2253
  %sunkaddr2255 = getelementptr i8, i8* %sunkaddr2254, i64 8
  %310 = bitcast i8* %sunkaddr2255 to double*
  %.918.us.us.1 = load double, double* %310, align 8
  %.6.i1.us.us.1 = fmul double %.909.us.us.1, %.918.us.us.1
  %sunkaddr2256 = mul i64 %loop.index.2172.us.us, 8
  %311 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2257 = getelementptr i8, i8* %311, i64 %sunkaddr2256
  %sunkaddr2258 = getelementptr i8, i8* %sunkaddr2257, i64 8
  %312 = bitcast i8* %sunkaddr2258 to double*
  store double %.6.i1.us.us.1, double* %312, align 8
  %sunkaddr2259 = mul i64 %loop.index.2172.us.us, 8
  %313 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2260 = getelementptr i8, i8* %313, i64 %sunkaddr2259
  %sunkaddr2261 = getelementptr i8, i8* %sunkaddr2260, i64 16
  %314 = bitcast i8* %sunkaddr2261 to double*
  %.909.us.us.2 = load double, double* %314, align 8
  %sunkaddr2262 = mul i64 %loop.index.2172.us.us, 8
  %315 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2263 = getelementptr i8, i8* %315, i64 %sunkaddr2262
  %sunkaddr2264 = getelementptr i8, i8* %sunkaddr2263, i64 16
  %316 = bitcast i8* %sunkaddr2264 to double*
  %.918.us.us.2 = load double, double* %316, align 8
  %.6.i1.us.us.2 = fmul double %.909.us.us.2, %.918.us.us.2
  %sunkaddr2265 = mul i64 %loop.index.2172.us.us, 8
  %317 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2266 = getelementptr i8, i8* %317, i64 %sunkaddr2265
  %sunkaddr2267 = getelementptr i8, i8* %sunkaddr2266, i64 16
  %318 = bitcast i8* %sunkaddr2267 to double*
  store double %.6.i1.us.us.2, double* %318, align 8
  %sunkaddr2268 = mul i64 %loop.index.2172.us.us, 8
  %319 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2269 = getelementptr i8, i8* %319, i64 %sunkaddr2268
  %sunkaddr2270 = getelementptr i8, i8* %sunkaddr2269, i64 24
  %320 = bitcast i8* %sunkaddr2270 to double*
  %.909.us.us.3 = load double, double* %320, align 8
  %sunkaddr2271 = mul i64 %loop.index.2172.us.us, 8
  %321 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2272 = getelementptr i8, i8* %321, i64 %sunkaddr2271
  %sunkaddr2273 = getelementptr i8, i8* %sunkaddr2272, i64 24
  %322 = bitcast i8* %sunkaddr2273 to double*
  %.918.us.us.3 = load double, double* %322, align 8
  %.6.i1.us.us.3 = fmul double %.909.us.us.3, %.918.us.us.3
  %sunkaddr2274 = mul i64 %loop.index.2172.us.us, 8
  %323 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2275 = getelementptr i8, i8* %323, i64 %sunkaddr2274
  %sunkaddr2276 = getelementptr i8, i8* %sunkaddr2275, i64 24
  %324 = bitcast i8* %sunkaddr2276 to double*
  store double %.6.i1.us.us.3, double* %324, align 8
  %sunkaddr2277 = mul i64 %loop.index.2172.us.us, 8
  %325 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2278 = getelementptr i8, i8* %325, i64 %sunkaddr2277
  %sunkaddr2279 = getelementptr i8, i8* %sunkaddr2278, i64 32
  %326 = bitcast i8* %sunkaddr2279 to double*
  %.909.us.us.4 = load double, double* %326, align 8
  %sunkaddr2280 = mul i64 %loop.index.2172.us.us, 8
  %327 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2281 = getelementptr i8, i8* %327, i64 %sunkaddr2280
  %sunkaddr2282 = getelementptr i8, i8* %sunkaddr2281, i64 32
  %328 = bitcast i8* %sunkaddr2282 to double*
  %.918.us.us.4 = load double, double* %328, align 8
  %.6.i1.us.us.4 = fmul double %.909.us.us.4, %.918.us.us.4
  %sunkaddr2283 = mul i64 %loop.index.2172.us.us, 8
  %329 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2284 = getelementptr i8, i8* %329, i64 %sunkaddr2283
  %sunkaddr2285 = getelementptr i8, i8* %sunkaddr2284, i64 32
  %330 = bitcast i8* %sunkaddr2285 to double*
  store double %.6.i1.us.us.4, double* %330, align 8
  %sunkaddr2286 = mul i64 %loop.index.2172.us.us, 8
  %331 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2287 = getelementptr i8, i8* %331, i64 %sunkaddr2286
  %sunkaddr2288 = getelementptr i8, i8* %sunkaddr2287, i64 40
  %332 = bitcast i8* %sunkaddr2288 to double*
  %.909.us.us.5 = load double, double* %332, align 8
  %sunkaddr2289 = mul i64 %loop.index.2172.us.us, 8
  %333 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2290 = getelementptr i8, i8* %333, i64 %sunkaddr2289
  %sunkaddr2291 = getelementptr i8, i8* %sunkaddr2290, i64 40
  %334 = bitcast i8* %sunkaddr2291 to double*
  %.918.us.us.5 = load double, double* %334, align 8
  %.6.i1.us.us.5 = fmul double %.909.us.us.5, %.918.us.us.5
  %sunkaddr2292 = mul i64 %loop.index.2172.us.us, 8
  %335 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2293 = getelementptr i8, i8* %335, i64 %sunkaddr2292
  %sunkaddr2294 = getelementptr i8, i8* %sunkaddr2293, i64 40
  %336 = bitcast i8* %sunkaddr2294 to double*
  store double %.6.i1.us.us.5, double* %336, align 8
  %sunkaddr2295 = mul i64 %loop.index.2172.us.us, 8
  %337 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2296 = getelementptr i8, i8* %337, i64 %sunkaddr2295
  %sunkaddr2297 = getelementptr i8, i8* %sunkaddr2296, i64 48
  %338 = bitcast i8* %sunkaddr2297 to double*
  %.909.us.us.6 = load double, double* %338, align 8
  %sunkaddr2298 = mul i64 %loop.index.2172.us.us, 8
  %339 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2299 = getelementptr i8, i8* %339, i64 %sunkaddr2298
  %sunkaddr2300 = getelementptr i8, i8* %sunkaddr2299, i64 48
  %340 = bitcast i8* %sunkaddr2300 to double*
  %.918.us.us.6 = load double, double* %340, align 8
  %.6.i1.us.us.6 = fmul double %.909.us.us.6, %.918.us.us.6
  %sunkaddr2301 = mul i64 %loop.index.2172.us.us, 8
  %341 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2302 = getelementptr i8, i8* %341, i64 %sunkaddr2301
  %sunkaddr2303 = getelementptr i8, i8* %sunkaddr2302, i64 48
  %342 = bitcast i8* %sunkaddr2303 to double*
  store double %.6.i1.us.us.6, double* %342, align 8
  %sunkaddr2304 = mul i64 %loop.index.2172.us.us, 8
  %343 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2305 = getelementptr i8, i8* %343, i64 %sunkaddr2304
  %sunkaddr2306 = getelementptr i8, i8* %sunkaddr2305, i64 56
  %344 = bitcast i8* %sunkaddr2306 to double*
  %.909.us.us.7 = load double, double* %344, align 8
  %sunkaddr2307 = mul i64 %loop.index.2172.us.us, 8
  %345 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2308 = getelementptr i8, i8* %345, i64 %sunkaddr2307
  %sunkaddr2309 = getelementptr i8, i8* %sunkaddr2308, i64 56
  %346 = bitcast i8* %sunkaddr2309 to double*
  %.918.us.us.7 = load double, double* %346, align 8
  %.6.i1.us.us.7 = fmul double %.909.us.us.7, %.918.us.us.7
  %sunkaddr2310 = mul i64 %loop.index.2172.us.us, 8
  %347 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2311 = getelementptr i8, i8* %347, i64 %sunkaddr2310
  %sunkaddr2312 = getelementptr i8, i8* %sunkaddr2311, i64 56
  %348 = bitcast i8* %sunkaddr2312 to double*
  store double %.6.i1.us.us.7, double* %348, align 8
  %.947.us.us.7 = add nuw nsw i64 %loop.index.2172.us.us, 8
  %exitcond254.not.7 = icmp eq i64 %spec.select204.mux, %.947.us.us.7
  br i1 %exitcond254.not.7, label %for.end.2, label %for.body.2.us.us, !llvm.loop !71

for.body.2.us:                                    ; preds = %for.body.2.us.preheader546, %for.body.2.us
  %loop.index.2172.us = phi i64 [ %.947.us.7, %for.body.2.us ], [ %loop.index.2172.us.unr, %for.body.2.us.preheader546 ]
  %sunkaddr2313 = mul i64 %loop.index.2172.us, 8
  %349 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2314 = getelementptr i8, i8* %349, i64 %sunkaddr2313
  %350 = bitcast i8* %sunkaddr2314 to double*
  %.909.us = load double, double* %350, align 8
  %.918.us = load double, double* %arg.w.4, align 8
  %.6.i1.us = fmul double %.909.us, %.918.us
  %sunkaddr2315 = mul i64 %loop.index.2172.us, 8
  %351 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2316 = getelementptr i8, i8* %351, i64 %sunkaddr2315
  %352 = bitcast i8* %sunkaddr2316 to double*
  store double %.6.i1.us, double* %352, align 8
  %sunkaddr2317 = mul i64 %loop.index.2172.us, 8
  %353 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2318 = getelementptr i8, i8* %353, i64 %sunkaddr2317
  %sunkaddr2319 = getelementptr i8, i8* %sunkaddr2318, i64 8
  %354 = bitcast i8* %sunkaddr2319 to double*
  %.909.us.1 = load double, double* %354, align 8
  %.918.us.1 = load double, double* %arg.w.4, align 8
  %.6.i1.us.1 = fmul double %.909.us.1, %.918.us.1
  %sunkaddr2320 = mul i64 %loop.index.2172.us, 8
  %355 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2321 = getelementptr i8, i8* %355, i64 %sunkaddr2320
  %sunkaddr2322 = getelementptr i8, i8* %sunkaddr2321, i64 8
  %356 = bitcast i8* %sunkaddr2322 to double*
  store double %.6.i1.us.1, double* %356, align 8
  %sunkaddr2323 = mul i64 %loop.index.2172.us, 8
  %357 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2324 = getelementptr i8, i8* %357, i64 %sunkaddr2323
  %sunkaddr2325 = getelementptr i8, i8* %sunkaddr2324, i64 16
  %358 = bitcast i8* %sunkaddr2325 to double*
  %.909.us.2 = load double, double* %358, align 8
  %.918.us.2 = load double, double* %arg.w.4, align 8
  %.6.i1.us.2 = fmul double %.909.us.2, %.918.us.2
  %sunkaddr2326 = mul i64 %loop.index.2172.us, 8
  %359 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2327 = getelementptr i8, i8* %359, i64 %sunkaddr2326
  %sunkaddr2328 = getelementptr i8, i8* %sunkaddr2327, i64 16
  %360 = bitcast i8* %sunkaddr2328 to double*
  store double %.6.i1.us.2, double* %360, align 8
  %sunkaddr2329 = mul i64 %loop.index.2172.us, 8
  %361 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2330 = getelementptr i8, i8* %361, i64 %sunkaddr2329
  %sunkaddr2331 = getelementptr i8, i8* %sunkaddr2330, i64 24
  %362 = bitcast i8* %sunkaddr2331 to double*
  %.909.us.3 = load double, double* %362, align 8
  %.918.us.3 = load double, double* %arg.w.4, align 8
  %.6.i1.us.3 = fmul double %.909.us.3, %.918.us.3
  %sunkaddr2332 = mul i64 %loop.index.2172.us, 8
  %363 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2333 = getelementptr i8, i8* %363, i64 %sunkaddr2332
  %sunkaddr2334 = getelementptr i8, i8* %sunkaddr2333, i64 24
  %364 = bitcast i8* %sunkaddr2334 to double*
  store double %.6.i1.us.3, double* %364, align 8
  %sunkaddr2335 = mul i64 %loop.index.2172.us, 8
  %365 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2336 = getelementptr i8, i8* %365, i64 %sunkaddr2335
  %sunkaddr2337 = getelementptr i8, i8* %sunkaddr2336, i64 32
  %366 = bitcast i8* %sunkaddr2337 to double*
  %.909.us.4 = load double, double* %366, align 8
  %.918.us.4 = load double, double* %arg.w.4, align 8
  %.6.i1.us.4 = fmul double %.909.us.4, %.918.us.4
  %sunkaddr2338 = mul i64 %loop.index.2172.us, 8
  %367 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2339 = getelementptr i8, i8* %367, i64 %sunkaddr2338
  %sunkaddr2340 = getelementptr i8, i8* %sunkaddr2339, i64 32
  %368 = bitcast i8* %sunkaddr2340 to double*
  store double %.6.i1.us.4, double* %368, align 8
  %sunkaddr2341 = mul i64 %loop.index.2172.us, 8
  %369 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2342 = getelementptr i8, i8* %369, i64 %sunkaddr2341
  %sunkaddr2343 = getelementptr i8, i8* %sunkaddr2342, i64 40
  %370 = bitcast i8* %sunkaddr2343 to double*
  %.909.us.5 = load double, double* %370, align 8
  %.918.us.5 = load double, double* %arg.w.4, align 8
  %.6.i1.us.5 = fmul double %.909.us.5, %.918.us.5
  %sunkaddr2344 = mul i64 %loop.index.2172.us, 8
  %371 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2345 = getelementptr i8, i8* %371, i64 %sunkaddr2344
  %sunkaddr2346 = getelementptr i8, i8* %sunkaddr2345, i64 40
  %372 = bitcast i8* %sunkaddr2346 to double*
  store double %.6.i1.us.5, double* %372, align 8
  %sunkaddr2347 = mul i64 %loop.index.2172.us, 8
  %373 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2348 = getelementptr i8, i8* %373, i64 %sunkaddr2347
  %sunkaddr2349 = getelementptr i8, i8* %sunkaddr2348, i64 48
  %374 = bitcast i8* %sunkaddr2349 to double*
  %.909.us.6 = load double, double* %374, align 8
  %.918.us.6 = load double, double* %arg.w.4, align 8
  %.6.i1.us.6 = fmul double %.909.us.6, %.918.us.6
  %sunkaddr2350 = mul i64 %loop.index.2172.us, 8
  %375 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2351 = getelementptr i8, i8* %375, i64 %sunkaddr2350
  %sunkaddr2352 = getelementptr i8, i8* %sunkaddr2351, i64 48
  %376 = bitcast i8* %sunkaddr2352 to double*
  store double %.6.i1.us.6, double* %376, align 8
  %sunkaddr2353 = mul i64 %loop.index.2172.us, 8
  %377 = bitcast double* %.6.i138174 to i8*
  %sunkaddr2354 = getelementptr i8, i8* %377, i64 %sunkaddr2353
  %sunkaddr2355 = getelementptr i8, i8* %sunkaddr2354, i64 56
  %378 = bitcast i8* %sunkaddr2355 to double*
  %.909.us.7 = load double, double* %378, align 8
  %.918.us.7 = load double, double* %arg.w.4, align 8
  %.6.i1.us.7 = fmul double %.909.us.7, %.918.us.7
  %sunkaddr2356 = mul i64 %loop.index.2172.us, 8
  %379 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2357 = getelementptr i8, i8* %379, i64 %sunkaddr2356
  %sunkaddr2358 = getelementptr i8, i8* %sunkaddr2357, i64 56
  %380 = bitcast i8* %sunkaddr2358 to double*
  store double %.6.i1.us.7, double* %380, align 8
  %.947.us.7 = add nuw nsw i64 %loop.index.2172.us, 8
  %exitcond253.not.7 = icmp eq i64 %spec.select204.mux, %.947.us.7
  br i1 %exitcond253.not.7, label %for.end.2, label %for.body.2.us, !llvm.loop !72

for.body.2.preheader.split:                       ; preds = %for.body.2.preheader
  %381 = icmp ugt i64 %arg.w.5.0, 1
  br i1 %381, label %for.body.2.us219.preheader, label %for.body.2.preheader270

for.body.2.preheader270:                          ; preds = %for.body.2.preheader.split
  %382 = icmp ult i64 %spec.select204.mux, 32
  br i1 %382, label %for.body.2.preheader469, label %vector.memcheck373

vector.memcheck373:                               ; preds = %for.body.2.preheader270
  %scevgep374 = getelementptr double, double* %.6.i66175, i64 %spec.select204.mux
  %scevgep376 = getelementptr double, double* %.6.i138174, i64 1
  %bound0380 = icmp ult double* %.6.i66175, %scevgep376
  %bound1381 = icmp ult double* %.6.i138174, %scevgep374
  %found.conflict382 = and i1 %bound0380, %bound1381
  %bound0383 = icmp ult double* %.6.i66175, %scevgep378
  %bound1384 = icmp ugt double* %scevgep374, %arg.w.4
  %found.conflict385 = and i1 %bound0383, %bound1384
  %conflict.rdx386 = or i1 %found.conflict382, %found.conflict385
  br i1 %conflict.rdx386, label %for.body.2.preheader469, label %vector.ph391

vector.ph391:                                     ; preds = %vector.memcheck373
  %383 = icmp ult i64 %8, 224
  br i1 %383, label %middle.block387.unr-lcssa, label %vector.ph391.new

vector.ph391.new:                                 ; preds = %vector.ph391
  %384 = load double, double* %.6.i138174, align 8, !alias.scope !73
  %385 = load double, double* %arg.w.4, align 8, !alias.scope !76
  %.scalar = fmul double %384, %385
  %386 = insertelement <8 x double> poison, double %.scalar, i64 0
  %387 = shufflevector <8 x double> %386, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar461 = fmul double %384, %385
  %388 = insertelement <8 x double> poison, double %.scalar461, i64 0
  %389 = shufflevector <8 x double> %388, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar462 = fmul double %384, %385
  %390 = insertelement <8 x double> poison, double %.scalar462, i64 0
  %391 = shufflevector <8 x double> %390, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar463 = fmul double %384, %385
  %392 = insertelement <8 x double> poison, double %.scalar463, i64 0
  %393 = shufflevector <8 x double> %392, <8 x double> poison, <8 x i32> zeroinitializer
  %394 = load double, double* %.6.i138174, align 8, !alias.scope !73
  %395 = load double, double* %arg.w.4, align 8, !alias.scope !76
  %.scalar.1 = fmul double %394, %395
  %396 = insertelement <8 x double> poison, double %.scalar.1, i64 0
  %397 = shufflevector <8 x double> %396, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar461.1 = fmul double %394, %395
  %398 = insertelement <8 x double> poison, double %.scalar461.1, i64 0
  %399 = shufflevector <8 x double> %398, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar462.1 = fmul double %394, %395
  %400 = insertelement <8 x double> poison, double %.scalar462.1, i64 0
  %401 = shufflevector <8 x double> %400, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar463.1 = fmul double %394, %395
  %402 = insertelement <8 x double> poison, double %.scalar463.1, i64 0
  %403 = shufflevector <8 x double> %402, <8 x double> poison, <8 x i32> zeroinitializer
  %404 = load double, double* %.6.i138174, align 8, !alias.scope !73
  %405 = load double, double* %arg.w.4, align 8, !alias.scope !76
  %.scalar.2 = fmul double %404, %405
  %406 = insertelement <8 x double> poison, double %.scalar.2, i64 0
  %407 = shufflevector <8 x double> %406, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar461.2 = fmul double %404, %405
  %408 = insertelement <8 x double> poison, double %.scalar461.2, i64 0
  %409 = shufflevector <8 x double> %408, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar462.2 = fmul double %404, %405
  %410 = insertelement <8 x double> poison, double %.scalar462.2, i64 0
  %411 = shufflevector <8 x double> %410, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar463.2 = fmul double %404, %405
  %412 = insertelement <8 x double> poison, double %.scalar463.2, i64 0
  %413 = shufflevector <8 x double> %412, <8 x double> poison, <8 x i32> zeroinitializer
  %414 = load double, double* %.6.i138174, align 8, !alias.scope !73
  %415 = load double, double* %arg.w.4, align 8, !alias.scope !76
  %.scalar.3 = fmul double %414, %415
  %416 = insertelement <8 x double> poison, double %.scalar.3, i64 0
  %417 = shufflevector <8 x double> %416, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar461.3 = fmul double %414, %415
  %418 = insertelement <8 x double> poison, double %.scalar461.3, i64 0
  %419 = shufflevector <8 x double> %418, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar462.3 = fmul double %414, %415
  %420 = insertelement <8 x double> poison, double %.scalar462.3, i64 0
  %421 = shufflevector <8 x double> %420, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar463.3 = fmul double %414, %415
  %422 = insertelement <8 x double> poison, double %.scalar463.3, i64 0
  %423 = shufflevector <8 x double> %422, <8 x double> poison, <8 x i32> zeroinitializer
  %424 = load double, double* %.6.i138174, align 8, !alias.scope !73
  %425 = load double, double* %arg.w.4, align 8, !alias.scope !76
  %.scalar.4 = fmul double %424, %425
  %426 = insertelement <8 x double> poison, double %.scalar.4, i64 0
  %427 = shufflevector <8 x double> %426, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar461.4 = fmul double %424, %425
  %428 = insertelement <8 x double> poison, double %.scalar461.4, i64 0
  %429 = shufflevector <8 x double> %428, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar462.4 = fmul double %424, %425
  %430 = insertelement <8 x double> poison, double %.scalar462.4, i64 0
  %431 = shufflevector <8 x double> %430, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar463.4 = fmul double %424, %425
  %432 = insertelement <8 x double> poison, double %.scalar463.4, i64 0
  %433 = shufflevector <8 x double> %432, <8 x double> poison, <8 x i32> zeroinitializer
  %434 = load double, double* %.6.i138174, align 8, !alias.scope !73
  %435 = load double, double* %arg.w.4, align 8, !alias.scope !76
  %.scalar.5 = fmul double %434, %435
  %436 = insertelement <8 x double> poison, double %.scalar.5, i64 0
  %437 = shufflevector <8 x double> %436, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar461.5 = fmul double %434, %435
  %438 = insertelement <8 x double> poison, double %.scalar461.5, i64 0
  %439 = shufflevector <8 x double> %438, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar462.5 = fmul double %434, %435
  %440 = insertelement <8 x double> poison, double %.scalar462.5, i64 0
  %441 = shufflevector <8 x double> %440, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar463.5 = fmul double %434, %435
  %442 = insertelement <8 x double> poison, double %.scalar463.5, i64 0
  %443 = shufflevector <8 x double> %442, <8 x double> poison, <8 x i32> zeroinitializer
  %444 = load double, double* %.6.i138174, align 8, !alias.scope !73
  %445 = load double, double* %arg.w.4, align 8, !alias.scope !76
  %.scalar.6 = fmul double %444, %445
  %446 = insertelement <8 x double> poison, double %.scalar.6, i64 0
  %447 = shufflevector <8 x double> %446, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar461.6 = fmul double %444, %445
  %448 = insertelement <8 x double> poison, double %.scalar461.6, i64 0
  %449 = shufflevector <8 x double> %448, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar462.6 = fmul double %444, %445
  %450 = insertelement <8 x double> poison, double %.scalar462.6, i64 0
  %451 = shufflevector <8 x double> %450, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar463.6 = fmul double %444, %445
  %452 = insertelement <8 x double> poison, double %.scalar463.6, i64 0
  %453 = shufflevector <8 x double> %452, <8 x double> poison, <8 x i32> zeroinitializer
  %454 = load double, double* %.6.i138174, align 8, !alias.scope !73
  %455 = load double, double* %arg.w.4, align 8, !alias.scope !76
  %.scalar.7 = fmul double %454, %455
  %456 = insertelement <8 x double> poison, double %.scalar.7, i64 0
  %457 = shufflevector <8 x double> %456, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar461.7 = fmul double %454, %455
  %458 = insertelement <8 x double> poison, double %.scalar461.7, i64 0
  %459 = shufflevector <8 x double> %458, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar462.7 = fmul double %454, %455
  %460 = insertelement <8 x double> poison, double %.scalar462.7, i64 0
  %461 = shufflevector <8 x double> %460, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar463.7 = fmul double %454, %455
  %462 = insertelement <8 x double> poison, double %.scalar463.7, i64 0
  %463 = shufflevector <8 x double> %462, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep907 = getelementptr double, double* %.6.i66175, i64 248
  br label %vector.body389

vector.body389:                                   ; preds = %vector.body389, %vector.ph391.new
  %lsr.iv1003 = phi i64 [ %lsr.iv.next1004, %vector.body389 ], [ %unroll_iter503, %vector.ph391.new ]
  %index396 = phi i64 [ 0, %vector.ph391.new ], [ %index.next413.7, %vector.body389 ]
  %scevgep991 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep991992 = bitcast double* %scevgep991 to <8 x double>*
  %scevgep993 = getelementptr <8 x double>, <8 x double>* %scevgep991992, i64 -31
  store <8 x double> %387, <8 x double>* %scevgep993, align 8, !alias.scope !78, !noalias !80
  %scevgep1000 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep10001001 = bitcast double* %scevgep1000 to <8 x double>*
  %scevgep1002 = getelementptr <8 x double>, <8 x double>* %scevgep10001001, i64 -30
  store <8 x double> %389, <8 x double>* %scevgep1002, align 8, !alias.scope !78, !noalias !80
  %scevgep997 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep997998 = bitcast double* %scevgep997 to <8 x double>*
  %scevgep999 = getelementptr <8 x double>, <8 x double>* %scevgep997998, i64 -29
  store <8 x double> %391, <8 x double>* %scevgep999, align 8, !alias.scope !78, !noalias !80
  %scevgep994 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep994995 = bitcast double* %scevgep994 to <8 x double>*
  %scevgep996 = getelementptr <8 x double>, <8 x double>* %scevgep994995, i64 -28
  store <8 x double> %393, <8 x double>* %scevgep996, align 8, !alias.scope !78, !noalias !80
  %scevgep977 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep977978 = bitcast double* %scevgep977 to <8 x double>*
  %scevgep979 = getelementptr <8 x double>, <8 x double>* %scevgep977978, i64 -27
  store <8 x double> %397, <8 x double>* %scevgep979, align 8, !alias.scope !78, !noalias !80
  %scevgep974 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep974975 = bitcast double* %scevgep974 to <8 x double>*
  %scevgep976 = getelementptr <8 x double>, <8 x double>* %scevgep974975, i64 -26
  store <8 x double> %399, <8 x double>* %scevgep976, align 8, !alias.scope !78, !noalias !80
  %scevgep971 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep971972 = bitcast double* %scevgep971 to <8 x double>*
  %scevgep973 = getelementptr <8 x double>, <8 x double>* %scevgep971972, i64 -25
  store <8 x double> %401, <8 x double>* %scevgep973, align 8, !alias.scope !78, !noalias !80
  %scevgep968 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep968969 = bitcast double* %scevgep968 to <8 x double>*
  %scevgep970 = getelementptr <8 x double>, <8 x double>* %scevgep968969, i64 -24
  store <8 x double> %403, <8 x double>* %scevgep970, align 8, !alias.scope !78, !noalias !80
  %scevgep965 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep965966 = bitcast double* %scevgep965 to <8 x double>*
  %scevgep967 = getelementptr <8 x double>, <8 x double>* %scevgep965966, i64 -23
  store <8 x double> %407, <8 x double>* %scevgep967, align 8, !alias.scope !78, !noalias !80
  %scevgep962 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep962963 = bitcast double* %scevgep962 to <8 x double>*
  %scevgep964 = getelementptr <8 x double>, <8 x double>* %scevgep962963, i64 -22
  store <8 x double> %409, <8 x double>* %scevgep964, align 8, !alias.scope !78, !noalias !80
  %scevgep959 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep959960 = bitcast double* %scevgep959 to <8 x double>*
  %scevgep961 = getelementptr <8 x double>, <8 x double>* %scevgep959960, i64 -21
  store <8 x double> %411, <8 x double>* %scevgep961, align 8, !alias.scope !78, !noalias !80
  %scevgep956 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep956957 = bitcast double* %scevgep956 to <8 x double>*
  %scevgep958 = getelementptr <8 x double>, <8 x double>* %scevgep956957, i64 -20
  store <8 x double> %413, <8 x double>* %scevgep958, align 8, !alias.scope !78, !noalias !80
  %scevgep953 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep953954 = bitcast double* %scevgep953 to <8 x double>*
  %scevgep955 = getelementptr <8 x double>, <8 x double>* %scevgep953954, i64 -19
  store <8 x double> %417, <8 x double>* %scevgep955, align 8, !alias.scope !78, !noalias !80
  %scevgep950 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep950951 = bitcast double* %scevgep950 to <8 x double>*
  %scevgep952 = getelementptr <8 x double>, <8 x double>* %scevgep950951, i64 -18
  store <8 x double> %419, <8 x double>* %scevgep952, align 8, !alias.scope !78, !noalias !80
  %scevgep947 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep947948 = bitcast double* %scevgep947 to <8 x double>*
  %scevgep949 = getelementptr <8 x double>, <8 x double>* %scevgep947948, i64 -17
  store <8 x double> %421, <8 x double>* %scevgep949, align 8, !alias.scope !78, !noalias !80
  %scevgep944 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep944945 = bitcast double* %scevgep944 to <8 x double>*
  %scevgep946 = getelementptr <8 x double>, <8 x double>* %scevgep944945, i64 -16
  store <8 x double> %423, <8 x double>* %scevgep946, align 8, !alias.scope !78, !noalias !80
  %scevgep941 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep941942 = bitcast double* %scevgep941 to <8 x double>*
  %scevgep943 = getelementptr <8 x double>, <8 x double>* %scevgep941942, i64 -15
  store <8 x double> %427, <8 x double>* %scevgep943, align 8, !alias.scope !78, !noalias !80
  %scevgep938 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep938939 = bitcast double* %scevgep938 to <8 x double>*
  %scevgep940 = getelementptr <8 x double>, <8 x double>* %scevgep938939, i64 -14
  store <8 x double> %429, <8 x double>* %scevgep940, align 8, !alias.scope !78, !noalias !80
  %scevgep935 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep935936 = bitcast double* %scevgep935 to <8 x double>*
  %scevgep937 = getelementptr <8 x double>, <8 x double>* %scevgep935936, i64 -13
  store <8 x double> %431, <8 x double>* %scevgep937, align 8, !alias.scope !78, !noalias !80
  %scevgep932 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep932933 = bitcast double* %scevgep932 to <8 x double>*
  %scevgep934 = getelementptr <8 x double>, <8 x double>* %scevgep932933, i64 -12
  store <8 x double> %433, <8 x double>* %scevgep934, align 8, !alias.scope !78, !noalias !80
  %scevgep929 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep929930 = bitcast double* %scevgep929 to <8 x double>*
  %scevgep931 = getelementptr <8 x double>, <8 x double>* %scevgep929930, i64 -11
  store <8 x double> %437, <8 x double>* %scevgep931, align 8, !alias.scope !78, !noalias !80
  %scevgep926 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep926927 = bitcast double* %scevgep926 to <8 x double>*
  %scevgep928 = getelementptr <8 x double>, <8 x double>* %scevgep926927, i64 -10
  store <8 x double> %439, <8 x double>* %scevgep928, align 8, !alias.scope !78, !noalias !80
  %scevgep923 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep923924 = bitcast double* %scevgep923 to <8 x double>*
  %scevgep925 = getelementptr <8 x double>, <8 x double>* %scevgep923924, i64 -9
  store <8 x double> %441, <8 x double>* %scevgep925, align 8, !alias.scope !78, !noalias !80
  %scevgep920 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep920921 = bitcast double* %scevgep920 to <8 x double>*
  %scevgep922 = getelementptr <8 x double>, <8 x double>* %scevgep920921, i64 -8
  store <8 x double> %443, <8 x double>* %scevgep922, align 8, !alias.scope !78, !noalias !80
  %scevgep917 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep917918 = bitcast double* %scevgep917 to <8 x double>*
  %scevgep919 = getelementptr <8 x double>, <8 x double>* %scevgep917918, i64 -7
  store <8 x double> %447, <8 x double>* %scevgep919, align 8, !alias.scope !78, !noalias !80
  %scevgep914 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep914915 = bitcast double* %scevgep914 to <8 x double>*
  %scevgep916 = getelementptr <8 x double>, <8 x double>* %scevgep914915, i64 -6
  store <8 x double> %449, <8 x double>* %scevgep916, align 8, !alias.scope !78, !noalias !80
  %scevgep911 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep911912 = bitcast double* %scevgep911 to <8 x double>*
  %scevgep913 = getelementptr <8 x double>, <8 x double>* %scevgep911912, i64 -5
  store <8 x double> %451, <8 x double>* %scevgep913, align 8, !alias.scope !78, !noalias !80
  %scevgep908 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep908909 = bitcast double* %scevgep908 to <8 x double>*
  %scevgep910 = getelementptr <8 x double>, <8 x double>* %scevgep908909, i64 -4
  store <8 x double> %453, <8 x double>* %scevgep910, align 8, !alias.scope !78, !noalias !80
  %scevgep988 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep988989 = bitcast double* %scevgep988 to <8 x double>*
  %scevgep990 = getelementptr <8 x double>, <8 x double>* %scevgep988989, i64 -3
  store <8 x double> %457, <8 x double>* %scevgep990, align 8, !alias.scope !78, !noalias !80
  %scevgep985 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep985986 = bitcast double* %scevgep985 to <8 x double>*
  %scevgep987 = getelementptr <8 x double>, <8 x double>* %scevgep985986, i64 -2
  store <8 x double> %459, <8 x double>* %scevgep987, align 8, !alias.scope !78, !noalias !80
  %scevgep982 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep982983 = bitcast double* %scevgep982 to <8 x double>*
  %scevgep984 = getelementptr <8 x double>, <8 x double>* %scevgep982983, i64 -1
  store <8 x double> %461, <8 x double>* %scevgep984, align 8, !alias.scope !78, !noalias !80
  %scevgep980 = getelementptr double, double* %scevgep907, i64 %index396
  %scevgep980981 = bitcast double* %scevgep980 to <8 x double>*
  store <8 x double> %463, <8 x double>* %scevgep980981, align 8, !alias.scope !78, !noalias !80
  %index.next413.7 = add i64 %index396, 256
  %lsr.iv.next1004 = add i64 %lsr.iv1003, -8
  %niter504.ncmp.7 = icmp eq i64 %lsr.iv.next1004, 0
  br i1 %niter504.ncmp.7, label %middle.block387.unr-lcssa, label %vector.body389, !llvm.loop !81

middle.block387.unr-lcssa:                        ; preds = %vector.body389, %vector.ph391
  %index396.unr = phi i64 [ 0, %vector.ph391 ], [ %index.next413.7, %vector.body389 ]
  %464 = icmp eq i64 %xtraiter500, 0
  br i1 %464, label %middle.block387, label %vector.body389.epil.preheader

vector.body389.epil.preheader:                    ; preds = %middle.block387.unr-lcssa
  %465 = load double, double* %.6.i138174, align 8, !alias.scope !73
  %466 = load double, double* %arg.w.4, align 8, !alias.scope !76
  %.scalar.epil = fmul double %465, %466
  %467 = insertelement <8 x double> poison, double %.scalar.epil, i64 0
  %468 = shufflevector <8 x double> %467, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar461.epil = fmul double %465, %466
  %469 = insertelement <8 x double> poison, double %.scalar461.epil, i64 0
  %470 = shufflevector <8 x double> %469, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar462.epil = fmul double %465, %466
  %471 = insertelement <8 x double> poison, double %.scalar462.epil, i64 0
  %472 = shufflevector <8 x double> %471, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar463.epil = fmul double %465, %466
  %473 = insertelement <8 x double> poison, double %.scalar463.epil, i64 0
  %474 = shufflevector <8 x double> %473, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1005 = getelementptr double, double* %.6.i66175, i64 24
  %scevgep1006 = getelementptr double, double* %scevgep1005, i64 %index396.unr
  br label %vector.body389.epil

vector.body389.epil:                              ; preds = %vector.body389.epil, %vector.body389.epil.preheader
  %lsr.iv1007 = phi i64 [ %lsr.iv.next1008, %vector.body389.epil ], [ 0, %vector.body389.epil.preheader ]
  %475 = bitcast double* %scevgep1006 to i8*
  %uglygep1018 = getelementptr i8, i8* %475, i64 %lsr.iv1007
  %uglygep10181019 = bitcast i8* %uglygep1018 to <8 x double>*
  %scevgep1020 = getelementptr <8 x double>, <8 x double>* %uglygep10181019, i64 -3
  store <8 x double> %468, <8 x double>* %scevgep1020, align 8, !alias.scope !78, !noalias !80
  %uglygep1015 = getelementptr i8, i8* %475, i64 %lsr.iv1007
  %uglygep10151016 = bitcast i8* %uglygep1015 to <8 x double>*
  %scevgep1017 = getelementptr <8 x double>, <8 x double>* %uglygep10151016, i64 -2
  store <8 x double> %470, <8 x double>* %scevgep1017, align 8, !alias.scope !78, !noalias !80
  %uglygep1012 = getelementptr i8, i8* %475, i64 %lsr.iv1007
  %uglygep10121013 = bitcast i8* %uglygep1012 to <8 x double>*
  %scevgep1014 = getelementptr <8 x double>, <8 x double>* %uglygep10121013, i64 -1
  store <8 x double> %472, <8 x double>* %scevgep1014, align 8, !alias.scope !78, !noalias !80
  %uglygep1010 = getelementptr i8, i8* %475, i64 %lsr.iv1007
  %uglygep10101011 = bitcast i8* %uglygep1010 to <8 x double>*
  store <8 x double> %474, <8 x double>* %uglygep10101011, align 8, !alias.scope !78, !noalias !80
  %lsr.iv.next1008 = add nuw nsw i64 %lsr.iv1007, 256
  %epil.iter501.cmp.not = icmp eq i64 %18, %lsr.iv.next1008
  br i1 %epil.iter501.cmp.not, label %middle.block387, label %vector.body389.epil, !llvm.loop !82

middle.block387:                                  ; preds = %vector.body389.epil, %middle.block387.unr-lcssa
  %476 = icmp eq i64 %spec.select204.mux, %n.vec393
  br i1 %476, label %for.end.2, label %for.body.2.preheader469

for.body.2.preheader469:                          ; preds = %vector.memcheck373, %for.body.2.preheader270, %middle.block387
  %loop.index.2172.ph = phi i64 [ 0, %vector.memcheck373 ], [ 0, %for.body.2.preheader270 ], [ %n.vec393, %middle.block387 ]
  %477 = icmp eq i64 %xtraiter505, 0
  %478 = xor i64 %loop.index.2172.ph, -1
  %479 = add i64 %spec.select204.mux, %478
  br i1 %477, label %for.body.2.prol.loopexit, label %for.body.2.prol.preheader

for.body.2.prol.preheader:                        ; preds = %for.body.2.preheader469
  br label %for.body.2.prol

for.body.2.prol:                                  ; preds = %for.body.2.prol.preheader, %for.body.2.prol
  %lsr.iv1022 = phi i64 [ %xtraiter505, %for.body.2.prol.preheader ], [ %lsr.iv.next1023, %for.body.2.prol ]
  %loop.index.2172.prol = phi i64 [ %.947.prol, %for.body.2.prol ], [ %loop.index.2172.ph, %for.body.2.prol.preheader ]
  %.909.prol = load double, double* %.6.i138174, align 8
  %.918.prol = load double, double* %arg.w.4, align 8
  %.6.i1.prol = fmul double %.909.prol, %.918.prol
  %scevgep1021 = getelementptr double, double* %.6.i66175, i64 %loop.index.2172.prol
  store double %.6.i1.prol, double* %scevgep1021, align 8
  %.947.prol = add nuw i64 %loop.index.2172.prol, 1
  %lsr.iv.next1023 = add nsw i64 %lsr.iv1022, -1
  %prol.iter507.cmp.not = icmp eq i64 %lsr.iv.next1023, 0
  br i1 %prol.iter507.cmp.not, label %for.body.2.prol.loopexit, label %for.body.2.prol, !llvm.loop !83

for.body.2.prol.loopexit:                         ; preds = %for.body.2.prol, %for.body.2.preheader469
  %loop.index.2172.unr = phi i64 [ %loop.index.2172.ph, %for.body.2.preheader469 ], [ %.947.prol, %for.body.2.prol ]
  %480 = icmp ult i64 %479, 7
  br i1 %480, label %for.end.2, label %for.body.2.preheader550

for.body.2.preheader550:                          ; preds = %for.body.2.prol.loopexit
  br label %for.body.2

for.body.2.us219.preheader:                       ; preds = %for.body.2.preheader.split
  %481 = icmp ult i64 %spec.select204.mux, 32
  br i1 %481, label %for.body.2.us219.preheader467, label %vector.memcheck336

vector.memcheck336:                               ; preds = %for.body.2.us219.preheader
  %scevgep337 = getelementptr double, double* %.6.i66175, i64 %spec.select204.mux
  %scevgep339 = getelementptr double, double* %.6.i138174, i64 1
  %bound0343 = icmp ult double* %.6.i66175, %scevgep339
  %bound1344 = icmp ult double* %.6.i138174, %scevgep337
  %found.conflict345 = and i1 %bound0343, %bound1344
  %bound0346 = icmp ult double* %.6.i66175, %scevgep341
  %bound1347 = icmp ugt double* %scevgep337, %arg.w.4
  %found.conflict348 = and i1 %bound0346, %bound1347
  %conflict.rdx349 = or i1 %found.conflict345, %found.conflict348
  br i1 %conflict.rdx349, label %for.body.2.us219.preheader467, label %vector.ph354

vector.ph354:                                     ; preds = %vector.memcheck336
  %482 = icmp ult i64 %8, 224
  br i1 %482, label %middle.block350.unr-lcssa, label %vector.ph354.new

vector.ph354.new:                                 ; preds = %vector.ph354
  %483 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert364 = insertelement <8 x double> poison, double %483, i64 0
  %broadcast.splat365 = shufflevector <8 x double> %broadcast.splatinsert364, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert366 = insertelement <8 x double> poison, double %483, i64 0
  %broadcast.splat367 = shufflevector <8 x double> %broadcast.splatinsert366, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert368 = insertelement <8 x double> poison, double %483, i64 0
  %broadcast.splat369 = shufflevector <8 x double> %broadcast.splatinsert368, <8 x double> poison, <8 x i32> zeroinitializer
  %484 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert370 = insertelement <8 x double> poison, double %484, i64 0
  %broadcast.splat371 = shufflevector <8 x double> %broadcast.splatinsert370, <8 x double> poison, <8 x i32> zeroinitializer
  %485 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert364.1 = insertelement <8 x double> poison, double %485, i64 0
  %broadcast.splat365.1 = shufflevector <8 x double> %broadcast.splatinsert364.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert366.1 = insertelement <8 x double> poison, double %485, i64 0
  %broadcast.splat367.1 = shufflevector <8 x double> %broadcast.splatinsert366.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert368.1 = insertelement <8 x double> poison, double %485, i64 0
  %broadcast.splat369.1 = shufflevector <8 x double> %broadcast.splatinsert368.1, <8 x double> poison, <8 x i32> zeroinitializer
  %486 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert370.1 = insertelement <8 x double> poison, double %486, i64 0
  %broadcast.splat371.1 = shufflevector <8 x double> %broadcast.splatinsert370.1, <8 x double> poison, <8 x i32> zeroinitializer
  %487 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert364.2 = insertelement <8 x double> poison, double %487, i64 0
  %broadcast.splat365.2 = shufflevector <8 x double> %broadcast.splatinsert364.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert366.2 = insertelement <8 x double> poison, double %487, i64 0
  %broadcast.splat367.2 = shufflevector <8 x double> %broadcast.splatinsert366.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert368.2 = insertelement <8 x double> poison, double %487, i64 0
  %broadcast.splat369.2 = shufflevector <8 x double> %broadcast.splatinsert368.2, <8 x double> poison, <8 x i32> zeroinitializer
  %488 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert370.2 = insertelement <8 x double> poison, double %488, i64 0
  %broadcast.splat371.2 = shufflevector <8 x double> %broadcast.splatinsert370.2, <8 x double> poison, <8 x i32> zeroinitializer
  %489 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert364.3 = insertelement <8 x double> poison, double %489, i64 0
  %broadcast.splat365.3 = shufflevector <8 x double> %broadcast.splatinsert364.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert366.3 = insertelement <8 x double> poison, double %489, i64 0
  %broadcast.splat367.3 = shufflevector <8 x double> %broadcast.splatinsert366.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert368.3 = insertelement <8 x double> poison, double %489, i64 0
  %broadcast.splat369.3 = shufflevector <8 x double> %broadcast.splatinsert368.3, <8 x double> poison, <8 x i32> zeroinitializer
  %490 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert370.3 = insertelement <8 x double> poison, double %490, i64 0
  %broadcast.splat371.3 = shufflevector <8 x double> %broadcast.splatinsert370.3, <8 x double> poison, <8 x i32> zeroinitializer
  %491 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert364.4 = insertelement <8 x double> poison, double %491, i64 0
  %broadcast.splat365.4 = shufflevector <8 x double> %broadcast.splatinsert364.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert366.4 = insertelement <8 x double> poison, double %491, i64 0
  %broadcast.splat367.4 = shufflevector <8 x double> %broadcast.splatinsert366.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert368.4 = insertelement <8 x double> poison, double %491, i64 0
  %broadcast.splat369.4 = shufflevector <8 x double> %broadcast.splatinsert368.4, <8 x double> poison, <8 x i32> zeroinitializer
  %492 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert370.4 = insertelement <8 x double> poison, double %492, i64 0
  %broadcast.splat371.4 = shufflevector <8 x double> %broadcast.splatinsert370.4, <8 x double> poison, <8 x i32> zeroinitializer
  %493 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert364.5 = insertelement <8 x double> poison, double %493, i64 0
  %broadcast.splat365.5 = shufflevector <8 x double> %broadcast.splatinsert364.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert366.5 = insertelement <8 x double> poison, double %493, i64 0
  %broadcast.splat367.5 = shufflevector <8 x double> %broadcast.splatinsert366.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert368.5 = insertelement <8 x double> poison, double %493, i64 0
  %broadcast.splat369.5 = shufflevector <8 x double> %broadcast.splatinsert368.5, <8 x double> poison, <8 x i32> zeroinitializer
  %494 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert370.5 = insertelement <8 x double> poison, double %494, i64 0
  %broadcast.splat371.5 = shufflevector <8 x double> %broadcast.splatinsert370.5, <8 x double> poison, <8 x i32> zeroinitializer
  %495 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert364.6 = insertelement <8 x double> poison, double %495, i64 0
  %broadcast.splat365.6 = shufflevector <8 x double> %broadcast.splatinsert364.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert366.6 = insertelement <8 x double> poison, double %495, i64 0
  %broadcast.splat367.6 = shufflevector <8 x double> %broadcast.splatinsert366.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert368.6 = insertelement <8 x double> poison, double %495, i64 0
  %broadcast.splat369.6 = shufflevector <8 x double> %broadcast.splatinsert368.6, <8 x double> poison, <8 x i32> zeroinitializer
  %496 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert370.6 = insertelement <8 x double> poison, double %496, i64 0
  %broadcast.splat371.6 = shufflevector <8 x double> %broadcast.splatinsert370.6, <8 x double> poison, <8 x i32> zeroinitializer
  %497 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert364.7 = insertelement <8 x double> poison, double %497, i64 0
  %broadcast.splat365.7 = shufflevector <8 x double> %broadcast.splatinsert364.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert366.7 = insertelement <8 x double> poison, double %497, i64 0
  %broadcast.splat367.7 = shufflevector <8 x double> %broadcast.splatinsert366.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert368.7 = insertelement <8 x double> poison, double %497, i64 0
  %broadcast.splat369.7 = shufflevector <8 x double> %broadcast.splatinsert368.7, <8 x double> poison, <8 x i32> zeroinitializer
  %498 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert370.7 = insertelement <8 x double> poison, double %498, i64 0
  %broadcast.splat371.7 = shufflevector <8 x double> %broadcast.splatinsert370.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1136 = getelementptr double, double* %.6.i66175, i64 248
  br label %vector.body352

vector.body352:                                   ; preds = %vector.body352, %vector.ph354.new
  %lsr.iv1232 = phi i64 [ %lsr.iv.next1233, %vector.body352 ], [ %unroll_iter503, %vector.ph354.new ]
  %index359 = phi i64 [ 0, %vector.ph354.new ], [ %index.next372.7, %vector.body352 ]
  %scevgep1124 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11241125 = bitcast double* %scevgep1124 to <8 x double>*
  %scevgep1126 = getelementptr <8 x double>, <8 x double>* %scevgep11241125, i64 -31
  %wide.load360 = load <8 x double>, <8 x double>* %scevgep1126, align 8, !alias.scope !87
  %scevgep1133 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11331134 = bitcast double* %scevgep1133 to <8 x double>*
  %scevgep1135 = getelementptr <8 x double>, <8 x double>* %scevgep11331134, i64 -30
  %wide.load361 = load <8 x double>, <8 x double>* %scevgep1135, align 8, !alias.scope !87
  %scevgep1130 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11301131 = bitcast double* %scevgep1130 to <8 x double>*
  %scevgep1132 = getelementptr <8 x double>, <8 x double>* %scevgep11301131, i64 -29
  %wide.load362 = load <8 x double>, <8 x double>* %scevgep1132, align 8, !alias.scope !87
  %scevgep1127 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11271128 = bitcast double* %scevgep1127 to <8 x double>*
  %scevgep1129 = getelementptr <8 x double>, <8 x double>* %scevgep11271128, i64 -28
  %wide.load363 = load <8 x double>, <8 x double>* %scevgep1129, align 8, !alias.scope !87
  %499 = fmul <8 x double> %broadcast.splat365, %wide.load360
  %500 = fmul <8 x double> %broadcast.splat367, %wide.load361
  %501 = fmul <8 x double> %broadcast.splat369, %wide.load362
  %502 = fmul <8 x double> %broadcast.splat371, %wide.load363
  %scevgep1220 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12201221 = bitcast double* %scevgep1220 to <8 x double>*
  %scevgep1222 = getelementptr <8 x double>, <8 x double>* %scevgep12201221, i64 -31
  store <8 x double> %499, <8 x double>* %scevgep1222, align 8, !alias.scope !89, !noalias !91
  %scevgep1229 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12291230 = bitcast double* %scevgep1229 to <8 x double>*
  %scevgep1231 = getelementptr <8 x double>, <8 x double>* %scevgep12291230, i64 -30
  store <8 x double> %500, <8 x double>* %scevgep1231, align 8, !alias.scope !89, !noalias !91
  %scevgep1226 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12261227 = bitcast double* %scevgep1226 to <8 x double>*
  %scevgep1228 = getelementptr <8 x double>, <8 x double>* %scevgep12261227, i64 -29
  store <8 x double> %501, <8 x double>* %scevgep1228, align 8, !alias.scope !89, !noalias !91
  %scevgep1223 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12231224 = bitcast double* %scevgep1223 to <8 x double>*
  %scevgep1225 = getelementptr <8 x double>, <8 x double>* %scevgep12231224, i64 -28
  store <8 x double> %502, <8 x double>* %scevgep1225, align 8, !alias.scope !89, !noalias !91
  %scevgep1110 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11101111 = bitcast double* %scevgep1110 to <8 x double>*
  %scevgep1112 = getelementptr <8 x double>, <8 x double>* %scevgep11101111, i64 -27
  %wide.load360.1 = load <8 x double>, <8 x double>* %scevgep1112, align 8, !alias.scope !87
  %scevgep1107 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11071108 = bitcast double* %scevgep1107 to <8 x double>*
  %scevgep1109 = getelementptr <8 x double>, <8 x double>* %scevgep11071108, i64 -26
  %wide.load361.1 = load <8 x double>, <8 x double>* %scevgep1109, align 8, !alias.scope !87
  %scevgep1104 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11041105 = bitcast double* %scevgep1104 to <8 x double>*
  %scevgep1106 = getelementptr <8 x double>, <8 x double>* %scevgep11041105, i64 -25
  %wide.load362.1 = load <8 x double>, <8 x double>* %scevgep1106, align 8, !alias.scope !87
  %scevgep1101 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11011102 = bitcast double* %scevgep1101 to <8 x double>*
  %scevgep1103 = getelementptr <8 x double>, <8 x double>* %scevgep11011102, i64 -24
  %wide.load363.1 = load <8 x double>, <8 x double>* %scevgep1103, align 8, !alias.scope !87
  %503 = fmul <8 x double> %broadcast.splat365.1, %wide.load360.1
  %504 = fmul <8 x double> %broadcast.splat367.1, %wide.load361.1
  %505 = fmul <8 x double> %broadcast.splat369.1, %wide.load362.1
  %506 = fmul <8 x double> %broadcast.splat371.1, %wide.load363.1
  %scevgep1206 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12061207 = bitcast double* %scevgep1206 to <8 x double>*
  %scevgep1208 = getelementptr <8 x double>, <8 x double>* %scevgep12061207, i64 -27
  store <8 x double> %503, <8 x double>* %scevgep1208, align 8, !alias.scope !89, !noalias !91
  %scevgep1203 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12031204 = bitcast double* %scevgep1203 to <8 x double>*
  %scevgep1205 = getelementptr <8 x double>, <8 x double>* %scevgep12031204, i64 -26
  store <8 x double> %504, <8 x double>* %scevgep1205, align 8, !alias.scope !89, !noalias !91
  %scevgep1200 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12001201 = bitcast double* %scevgep1200 to <8 x double>*
  %scevgep1202 = getelementptr <8 x double>, <8 x double>* %scevgep12001201, i64 -25
  store <8 x double> %505, <8 x double>* %scevgep1202, align 8, !alias.scope !89, !noalias !91
  %scevgep1197 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11971198 = bitcast double* %scevgep1197 to <8 x double>*
  %scevgep1199 = getelementptr <8 x double>, <8 x double>* %scevgep11971198, i64 -24
  store <8 x double> %506, <8 x double>* %scevgep1199, align 8, !alias.scope !89, !noalias !91
  %scevgep1098 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10981099 = bitcast double* %scevgep1098 to <8 x double>*
  %scevgep1100 = getelementptr <8 x double>, <8 x double>* %scevgep10981099, i64 -23
  %wide.load360.2 = load <8 x double>, <8 x double>* %scevgep1100, align 8, !alias.scope !87
  %scevgep1095 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10951096 = bitcast double* %scevgep1095 to <8 x double>*
  %scevgep1097 = getelementptr <8 x double>, <8 x double>* %scevgep10951096, i64 -22
  %wide.load361.2 = load <8 x double>, <8 x double>* %scevgep1097, align 8, !alias.scope !87
  %scevgep1092 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10921093 = bitcast double* %scevgep1092 to <8 x double>*
  %scevgep1094 = getelementptr <8 x double>, <8 x double>* %scevgep10921093, i64 -21
  %wide.load362.2 = load <8 x double>, <8 x double>* %scevgep1094, align 8, !alias.scope !87
  %scevgep1089 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10891090 = bitcast double* %scevgep1089 to <8 x double>*
  %scevgep1091 = getelementptr <8 x double>, <8 x double>* %scevgep10891090, i64 -20
  %wide.load363.2 = load <8 x double>, <8 x double>* %scevgep1091, align 8, !alias.scope !87
  %507 = fmul <8 x double> %broadcast.splat365.2, %wide.load360.2
  %508 = fmul <8 x double> %broadcast.splat367.2, %wide.load361.2
  %509 = fmul <8 x double> %broadcast.splat369.2, %wide.load362.2
  %510 = fmul <8 x double> %broadcast.splat371.2, %wide.load363.2
  %scevgep1194 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11941195 = bitcast double* %scevgep1194 to <8 x double>*
  %scevgep1196 = getelementptr <8 x double>, <8 x double>* %scevgep11941195, i64 -23
  store <8 x double> %507, <8 x double>* %scevgep1196, align 8, !alias.scope !89, !noalias !91
  %scevgep1191 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11911192 = bitcast double* %scevgep1191 to <8 x double>*
  %scevgep1193 = getelementptr <8 x double>, <8 x double>* %scevgep11911192, i64 -22
  store <8 x double> %508, <8 x double>* %scevgep1193, align 8, !alias.scope !89, !noalias !91
  %scevgep1188 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11881189 = bitcast double* %scevgep1188 to <8 x double>*
  %scevgep1190 = getelementptr <8 x double>, <8 x double>* %scevgep11881189, i64 -21
  store <8 x double> %509, <8 x double>* %scevgep1190, align 8, !alias.scope !89, !noalias !91
  %scevgep1185 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11851186 = bitcast double* %scevgep1185 to <8 x double>*
  %scevgep1187 = getelementptr <8 x double>, <8 x double>* %scevgep11851186, i64 -20
  store <8 x double> %510, <8 x double>* %scevgep1187, align 8, !alias.scope !89, !noalias !91
  %scevgep1086 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10861087 = bitcast double* %scevgep1086 to <8 x double>*
  %scevgep1088 = getelementptr <8 x double>, <8 x double>* %scevgep10861087, i64 -19
  %wide.load360.3 = load <8 x double>, <8 x double>* %scevgep1088, align 8, !alias.scope !87
  %scevgep1083 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10831084 = bitcast double* %scevgep1083 to <8 x double>*
  %scevgep1085 = getelementptr <8 x double>, <8 x double>* %scevgep10831084, i64 -18
  %wide.load361.3 = load <8 x double>, <8 x double>* %scevgep1085, align 8, !alias.scope !87
  %scevgep1080 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10801081 = bitcast double* %scevgep1080 to <8 x double>*
  %scevgep1082 = getelementptr <8 x double>, <8 x double>* %scevgep10801081, i64 -17
  %wide.load362.3 = load <8 x double>, <8 x double>* %scevgep1082, align 8, !alias.scope !87
  %scevgep1077 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10771078 = bitcast double* %scevgep1077 to <8 x double>*
  %scevgep1079 = getelementptr <8 x double>, <8 x double>* %scevgep10771078, i64 -16
  %wide.load363.3 = load <8 x double>, <8 x double>* %scevgep1079, align 8, !alias.scope !87
  %511 = fmul <8 x double> %broadcast.splat365.3, %wide.load360.3
  %512 = fmul <8 x double> %broadcast.splat367.3, %wide.load361.3
  %513 = fmul <8 x double> %broadcast.splat369.3, %wide.load362.3
  %514 = fmul <8 x double> %broadcast.splat371.3, %wide.load363.3
  %scevgep1182 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11821183 = bitcast double* %scevgep1182 to <8 x double>*
  %scevgep1184 = getelementptr <8 x double>, <8 x double>* %scevgep11821183, i64 -19
  store <8 x double> %511, <8 x double>* %scevgep1184, align 8, !alias.scope !89, !noalias !91
  %scevgep1179 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11791180 = bitcast double* %scevgep1179 to <8 x double>*
  %scevgep1181 = getelementptr <8 x double>, <8 x double>* %scevgep11791180, i64 -18
  store <8 x double> %512, <8 x double>* %scevgep1181, align 8, !alias.scope !89, !noalias !91
  %scevgep1176 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11761177 = bitcast double* %scevgep1176 to <8 x double>*
  %scevgep1178 = getelementptr <8 x double>, <8 x double>* %scevgep11761177, i64 -17
  store <8 x double> %513, <8 x double>* %scevgep1178, align 8, !alias.scope !89, !noalias !91
  %scevgep1173 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11731174 = bitcast double* %scevgep1173 to <8 x double>*
  %scevgep1175 = getelementptr <8 x double>, <8 x double>* %scevgep11731174, i64 -16
  store <8 x double> %514, <8 x double>* %scevgep1175, align 8, !alias.scope !89, !noalias !91
  %scevgep1074 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10741075 = bitcast double* %scevgep1074 to <8 x double>*
  %scevgep1076 = getelementptr <8 x double>, <8 x double>* %scevgep10741075, i64 -15
  %wide.load360.4 = load <8 x double>, <8 x double>* %scevgep1076, align 8, !alias.scope !87
  %scevgep1071 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10711072 = bitcast double* %scevgep1071 to <8 x double>*
  %scevgep1073 = getelementptr <8 x double>, <8 x double>* %scevgep10711072, i64 -14
  %wide.load361.4 = load <8 x double>, <8 x double>* %scevgep1073, align 8, !alias.scope !87
  %scevgep1068 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10681069 = bitcast double* %scevgep1068 to <8 x double>*
  %scevgep1070 = getelementptr <8 x double>, <8 x double>* %scevgep10681069, i64 -13
  %wide.load362.4 = load <8 x double>, <8 x double>* %scevgep1070, align 8, !alias.scope !87
  %scevgep1065 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10651066 = bitcast double* %scevgep1065 to <8 x double>*
  %scevgep1067 = getelementptr <8 x double>, <8 x double>* %scevgep10651066, i64 -12
  %wide.load363.4 = load <8 x double>, <8 x double>* %scevgep1067, align 8, !alias.scope !87
  %515 = fmul <8 x double> %broadcast.splat365.4, %wide.load360.4
  %516 = fmul <8 x double> %broadcast.splat367.4, %wide.load361.4
  %517 = fmul <8 x double> %broadcast.splat369.4, %wide.load362.4
  %518 = fmul <8 x double> %broadcast.splat371.4, %wide.load363.4
  %scevgep1170 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11701171 = bitcast double* %scevgep1170 to <8 x double>*
  %scevgep1172 = getelementptr <8 x double>, <8 x double>* %scevgep11701171, i64 -15
  store <8 x double> %515, <8 x double>* %scevgep1172, align 8, !alias.scope !89, !noalias !91
  %scevgep1167 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11671168 = bitcast double* %scevgep1167 to <8 x double>*
  %scevgep1169 = getelementptr <8 x double>, <8 x double>* %scevgep11671168, i64 -14
  store <8 x double> %516, <8 x double>* %scevgep1169, align 8, !alias.scope !89, !noalias !91
  %scevgep1164 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11641165 = bitcast double* %scevgep1164 to <8 x double>*
  %scevgep1166 = getelementptr <8 x double>, <8 x double>* %scevgep11641165, i64 -13
  store <8 x double> %517, <8 x double>* %scevgep1166, align 8, !alias.scope !89, !noalias !91
  %scevgep1161 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11611162 = bitcast double* %scevgep1161 to <8 x double>*
  %scevgep1163 = getelementptr <8 x double>, <8 x double>* %scevgep11611162, i64 -12
  store <8 x double> %518, <8 x double>* %scevgep1163, align 8, !alias.scope !89, !noalias !91
  %scevgep1062 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10621063 = bitcast double* %scevgep1062 to <8 x double>*
  %scevgep1064 = getelementptr <8 x double>, <8 x double>* %scevgep10621063, i64 -11
  %wide.load360.5 = load <8 x double>, <8 x double>* %scevgep1064, align 8, !alias.scope !87
  %scevgep1059 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10591060 = bitcast double* %scevgep1059 to <8 x double>*
  %scevgep1061 = getelementptr <8 x double>, <8 x double>* %scevgep10591060, i64 -10
  %wide.load361.5 = load <8 x double>, <8 x double>* %scevgep1061, align 8, !alias.scope !87
  %scevgep1056 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10561057 = bitcast double* %scevgep1056 to <8 x double>*
  %scevgep1058 = getelementptr <8 x double>, <8 x double>* %scevgep10561057, i64 -9
  %wide.load362.5 = load <8 x double>, <8 x double>* %scevgep1058, align 8, !alias.scope !87
  %scevgep1053 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10531054 = bitcast double* %scevgep1053 to <8 x double>*
  %scevgep1055 = getelementptr <8 x double>, <8 x double>* %scevgep10531054, i64 -8
  %wide.load363.5 = load <8 x double>, <8 x double>* %scevgep1055, align 8, !alias.scope !87
  %519 = fmul <8 x double> %broadcast.splat365.5, %wide.load360.5
  %520 = fmul <8 x double> %broadcast.splat367.5, %wide.load361.5
  %521 = fmul <8 x double> %broadcast.splat369.5, %wide.load362.5
  %522 = fmul <8 x double> %broadcast.splat371.5, %wide.load363.5
  %scevgep1158 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11581159 = bitcast double* %scevgep1158 to <8 x double>*
  %scevgep1160 = getelementptr <8 x double>, <8 x double>* %scevgep11581159, i64 -11
  store <8 x double> %519, <8 x double>* %scevgep1160, align 8, !alias.scope !89, !noalias !91
  %scevgep1155 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11551156 = bitcast double* %scevgep1155 to <8 x double>*
  %scevgep1157 = getelementptr <8 x double>, <8 x double>* %scevgep11551156, i64 -10
  store <8 x double> %520, <8 x double>* %scevgep1157, align 8, !alias.scope !89, !noalias !91
  %scevgep1152 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11521153 = bitcast double* %scevgep1152 to <8 x double>*
  %scevgep1154 = getelementptr <8 x double>, <8 x double>* %scevgep11521153, i64 -9
  store <8 x double> %521, <8 x double>* %scevgep1154, align 8, !alias.scope !89, !noalias !91
  %scevgep1149 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11491150 = bitcast double* %scevgep1149 to <8 x double>*
  %scevgep1151 = getelementptr <8 x double>, <8 x double>* %scevgep11491150, i64 -8
  store <8 x double> %522, <8 x double>* %scevgep1151, align 8, !alias.scope !89, !noalias !91
  %scevgep1050 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10501051 = bitcast double* %scevgep1050 to <8 x double>*
  %scevgep1052 = getelementptr <8 x double>, <8 x double>* %scevgep10501051, i64 -7
  %wide.load360.6 = load <8 x double>, <8 x double>* %scevgep1052, align 8, !alias.scope !87
  %scevgep1047 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10471048 = bitcast double* %scevgep1047 to <8 x double>*
  %scevgep1049 = getelementptr <8 x double>, <8 x double>* %scevgep10471048, i64 -6
  %wide.load361.6 = load <8 x double>, <8 x double>* %scevgep1049, align 8, !alias.scope !87
  %scevgep1044 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10441045 = bitcast double* %scevgep1044 to <8 x double>*
  %scevgep1046 = getelementptr <8 x double>, <8 x double>* %scevgep10441045, i64 -5
  %wide.load362.6 = load <8 x double>, <8 x double>* %scevgep1046, align 8, !alias.scope !87
  %scevgep1041 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep10411042 = bitcast double* %scevgep1041 to <8 x double>*
  %scevgep1043 = getelementptr <8 x double>, <8 x double>* %scevgep10411042, i64 -4
  %wide.load363.6 = load <8 x double>, <8 x double>* %scevgep1043, align 8, !alias.scope !87
  %523 = fmul <8 x double> %broadcast.splat365.6, %wide.load360.6
  %524 = fmul <8 x double> %broadcast.splat367.6, %wide.load361.6
  %525 = fmul <8 x double> %broadcast.splat369.6, %wide.load362.6
  %526 = fmul <8 x double> %broadcast.splat371.6, %wide.load363.6
  %scevgep1146 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11461147 = bitcast double* %scevgep1146 to <8 x double>*
  %scevgep1148 = getelementptr <8 x double>, <8 x double>* %scevgep11461147, i64 -7
  store <8 x double> %523, <8 x double>* %scevgep1148, align 8, !alias.scope !89, !noalias !91
  %scevgep1143 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11431144 = bitcast double* %scevgep1143 to <8 x double>*
  %scevgep1145 = getelementptr <8 x double>, <8 x double>* %scevgep11431144, i64 -6
  store <8 x double> %524, <8 x double>* %scevgep1145, align 8, !alias.scope !89, !noalias !91
  %scevgep1140 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11401141 = bitcast double* %scevgep1140 to <8 x double>*
  %scevgep1142 = getelementptr <8 x double>, <8 x double>* %scevgep11401141, i64 -5
  store <8 x double> %525, <8 x double>* %scevgep1142, align 8, !alias.scope !89, !noalias !91
  %scevgep1137 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep11371138 = bitcast double* %scevgep1137 to <8 x double>*
  %scevgep1139 = getelementptr <8 x double>, <8 x double>* %scevgep11371138, i64 -4
  store <8 x double> %526, <8 x double>* %scevgep1139, align 8, !alias.scope !89, !noalias !91
  %scevgep1121 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11211122 = bitcast double* %scevgep1121 to <8 x double>*
  %scevgep1123 = getelementptr <8 x double>, <8 x double>* %scevgep11211122, i64 -3
  %wide.load360.7 = load <8 x double>, <8 x double>* %scevgep1123, align 8, !alias.scope !87
  %scevgep1118 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11181119 = bitcast double* %scevgep1118 to <8 x double>*
  %scevgep1120 = getelementptr <8 x double>, <8 x double>* %scevgep11181119, i64 -2
  %wide.load361.7 = load <8 x double>, <8 x double>* %scevgep1120, align 8, !alias.scope !87
  %scevgep1115 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11151116 = bitcast double* %scevgep1115 to <8 x double>*
  %scevgep1117 = getelementptr <8 x double>, <8 x double>* %scevgep11151116, i64 -1
  %wide.load362.7 = load <8 x double>, <8 x double>* %scevgep1117, align 8, !alias.scope !87
  %scevgep1113 = getelementptr double, double* %scevgep1040, i64 %index359
  %scevgep11131114 = bitcast double* %scevgep1113 to <8 x double>*
  %wide.load363.7 = load <8 x double>, <8 x double>* %scevgep11131114, align 8, !alias.scope !87
  %527 = fmul <8 x double> %broadcast.splat365.7, %wide.load360.7
  %528 = fmul <8 x double> %broadcast.splat367.7, %wide.load361.7
  %529 = fmul <8 x double> %broadcast.splat369.7, %wide.load362.7
  %530 = fmul <8 x double> %broadcast.splat371.7, %wide.load363.7
  %scevgep1217 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12171218 = bitcast double* %scevgep1217 to <8 x double>*
  %scevgep1219 = getelementptr <8 x double>, <8 x double>* %scevgep12171218, i64 -3
  store <8 x double> %527, <8 x double>* %scevgep1219, align 8, !alias.scope !89, !noalias !91
  %scevgep1214 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12141215 = bitcast double* %scevgep1214 to <8 x double>*
  %scevgep1216 = getelementptr <8 x double>, <8 x double>* %scevgep12141215, i64 -2
  store <8 x double> %528, <8 x double>* %scevgep1216, align 8, !alias.scope !89, !noalias !91
  %scevgep1211 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12111212 = bitcast double* %scevgep1211 to <8 x double>*
  %scevgep1213 = getelementptr <8 x double>, <8 x double>* %scevgep12111212, i64 -1
  store <8 x double> %529, <8 x double>* %scevgep1213, align 8, !alias.scope !89, !noalias !91
  %scevgep1209 = getelementptr double, double* %scevgep1136, i64 %index359
  %scevgep12091210 = bitcast double* %scevgep1209 to <8 x double>*
  store <8 x double> %530, <8 x double>* %scevgep12091210, align 8, !alias.scope !89, !noalias !91
  %index.next372.7 = add i64 %index359, 256
  %lsr.iv.next1233 = add i64 %lsr.iv1232, -8
  %niter512.ncmp.7 = icmp eq i64 %lsr.iv.next1233, 0
  br i1 %niter512.ncmp.7, label %middle.block350.unr-lcssa, label %vector.body352, !llvm.loop !92

middle.block350.unr-lcssa:                        ; preds = %vector.body352, %vector.ph354
  %index359.unr = phi i64 [ 0, %vector.ph354 ], [ %index.next372.7, %vector.body352 ]
  %531 = and i64 %10, 7
  %532 = icmp eq i64 %531, 0
  br i1 %532, label %middle.block350, label %vector.body352.epil.preheader

vector.body352.epil.preheader:                    ; preds = %middle.block350.unr-lcssa
  %533 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert364.epil = insertelement <8 x double> poison, double %533, i64 0
  %broadcast.splat365.epil = shufflevector <8 x double> %broadcast.splatinsert364.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert366.epil = insertelement <8 x double> poison, double %533, i64 0
  %broadcast.splat367.epil = shufflevector <8 x double> %broadcast.splatinsert366.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert368.epil = insertelement <8 x double> poison, double %533, i64 0
  %broadcast.splat369.epil = shufflevector <8 x double> %broadcast.splatinsert368.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %534 = load double, double* %.6.i138174, align 8, !alias.scope !84
  %broadcast.splatinsert370.epil = insertelement <8 x double> poison, double %534, i64 0
  %broadcast.splat371.epil = shufflevector <8 x double> %broadcast.splatinsert370.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1234 = getelementptr double, double* %.6.i66175, i64 24
  %scevgep1235 = getelementptr double, double* %scevgep1234, i64 %index359.unr
  %scevgep1251 = getelementptr double, double* %scevgep1250, i64 %index359.unr
  br label %vector.body352.epil

vector.body352.epil:                              ; preds = %vector.body352.epil, %vector.body352.epil.preheader
  %lsr.iv1236 = phi i64 [ %lsr.iv.next1237, %vector.body352.epil ], [ 0, %vector.body352.epil.preheader ]
  %535 = bitcast double* %scevgep1251 to i8*
  %536 = bitcast double* %scevgep1235 to i8*
  %uglygep1261 = getelementptr i8, i8* %535, i64 %lsr.iv1236
  %uglygep12611262 = bitcast i8* %uglygep1261 to <8 x double>*
  %scevgep1263 = getelementptr <8 x double>, <8 x double>* %uglygep12611262, i64 -3
  %wide.load360.epil = load <8 x double>, <8 x double>* %scevgep1263, align 8, !alias.scope !87
  %uglygep1258 = getelementptr i8, i8* %535, i64 %lsr.iv1236
  %uglygep12581259 = bitcast i8* %uglygep1258 to <8 x double>*
  %scevgep1260 = getelementptr <8 x double>, <8 x double>* %uglygep12581259, i64 -2
  %wide.load361.epil = load <8 x double>, <8 x double>* %scevgep1260, align 8, !alias.scope !87
  %uglygep1255 = getelementptr i8, i8* %535, i64 %lsr.iv1236
  %uglygep12551256 = bitcast i8* %uglygep1255 to <8 x double>*
  %scevgep1257 = getelementptr <8 x double>, <8 x double>* %uglygep12551256, i64 -1
  %wide.load362.epil = load <8 x double>, <8 x double>* %scevgep1257, align 8, !alias.scope !87
  %uglygep1253 = getelementptr i8, i8* %535, i64 %lsr.iv1236
  %uglygep12531254 = bitcast i8* %uglygep1253 to <8 x double>*
  %wide.load363.epil = load <8 x double>, <8 x double>* %uglygep12531254, align 8, !alias.scope !87
  %537 = fmul <8 x double> %broadcast.splat365.epil, %wide.load360.epil
  %538 = fmul <8 x double> %broadcast.splat367.epil, %wide.load361.epil
  %539 = fmul <8 x double> %broadcast.splat369.epil, %wide.load362.epil
  %540 = fmul <8 x double> %broadcast.splat371.epil, %wide.load363.epil
  %uglygep1247 = getelementptr i8, i8* %536, i64 %lsr.iv1236
  %uglygep12471248 = bitcast i8* %uglygep1247 to <8 x double>*
  %scevgep1249 = getelementptr <8 x double>, <8 x double>* %uglygep12471248, i64 -3
  store <8 x double> %537, <8 x double>* %scevgep1249, align 8, !alias.scope !89, !noalias !91
  %uglygep1244 = getelementptr i8, i8* %536, i64 %lsr.iv1236
  %uglygep12441245 = bitcast i8* %uglygep1244 to <8 x double>*
  %scevgep1246 = getelementptr <8 x double>, <8 x double>* %uglygep12441245, i64 -2
  store <8 x double> %538, <8 x double>* %scevgep1246, align 8, !alias.scope !89, !noalias !91
  %uglygep1241 = getelementptr i8, i8* %536, i64 %lsr.iv1236
  %uglygep12411242 = bitcast i8* %uglygep1241 to <8 x double>*
  %scevgep1243 = getelementptr <8 x double>, <8 x double>* %uglygep12411242, i64 -1
  store <8 x double> %539, <8 x double>* %scevgep1243, align 8, !alias.scope !89, !noalias !91
  %uglygep1239 = getelementptr i8, i8* %536, i64 %lsr.iv1236
  %uglygep12391240 = bitcast i8* %uglygep1239 to <8 x double>*
  store <8 x double> %540, <8 x double>* %uglygep12391240, align 8, !alias.scope !89, !noalias !91
  %lsr.iv.next1237 = add nuw nsw i64 %lsr.iv1236, 256
  %epil.iter509.cmp.not = icmp eq i64 %19, %lsr.iv.next1237
  br i1 %epil.iter509.cmp.not, label %middle.block350, label %vector.body352.epil, !llvm.loop !93

middle.block350:                                  ; preds = %vector.body352.epil, %middle.block350.unr-lcssa
  %541 = icmp eq i64 %spec.select204.mux, %n.vec356
  br i1 %541, label %for.end.2, label %for.body.2.us219.preheader467

for.body.2.us219.preheader467:                    ; preds = %vector.memcheck336, %for.body.2.us219.preheader, %middle.block350
  %loop.index.2172.us220.ph = phi i64 [ 0, %vector.memcheck336 ], [ 0, %for.body.2.us219.preheader ], [ %n.vec356, %middle.block350 ]
  %542 = and i64 %spec.select204.mux, 7
  %543 = icmp eq i64 %542, 0
  %544 = xor i64 %loop.index.2172.us220.ph, -1
  %545 = add i64 %spec.select204.mux, %544
  br i1 %543, label %for.body.2.us219.prol.loopexit, label %for.body.2.us219.prol.preheader

for.body.2.us219.prol.preheader:                  ; preds = %for.body.2.us219.preheader467
  br label %for.body.2.us219.prol

for.body.2.us219.prol:                            ; preds = %for.body.2.us219.prol.preheader, %for.body.2.us219.prol
  %lsr.iv1266 = phi i64 [ %xtraiter505, %for.body.2.us219.prol.preheader ], [ %lsr.iv.next1267, %for.body.2.us219.prol ]
  %loop.index.2172.us220.prol = phi i64 [ %.947.us228.prol, %for.body.2.us219.prol ], [ %loop.index.2172.us220.ph, %for.body.2.us219.prol.preheader ]
  %.909.us222.prol = load double, double* %.6.i138174, align 8
  %scevgep1265 = getelementptr double, double* %arg.w.4, i64 %loop.index.2172.us220.prol
  %.918.us225.prol = load double, double* %scevgep1265, align 8
  %.6.i1.us226.prol = fmul double %.909.us222.prol, %.918.us225.prol
  %scevgep1264 = getelementptr double, double* %.6.i66175, i64 %loop.index.2172.us220.prol
  store double %.6.i1.us226.prol, double* %scevgep1264, align 8
  %.947.us228.prol = add nuw i64 %loop.index.2172.us220.prol, 1
  %lsr.iv.next1267 = add nsw i64 %lsr.iv1266, -1
  %prol.iter515.cmp.not = icmp eq i64 %lsr.iv.next1267, 0
  br i1 %prol.iter515.cmp.not, label %for.body.2.us219.prol.loopexit, label %for.body.2.us219.prol, !llvm.loop !94

for.body.2.us219.prol.loopexit:                   ; preds = %for.body.2.us219.prol, %for.body.2.us219.preheader467
  %loop.index.2172.us220.unr = phi i64 [ %loop.index.2172.us220.ph, %for.body.2.us219.preheader467 ], [ %.947.us228.prol, %for.body.2.us219.prol ]
  %546 = icmp ult i64 %545, 7
  br i1 %546, label %for.end.2, label %for.body.2.us219.preheader548

for.body.2.us219.preheader548:                    ; preds = %for.body.2.us219.prol.loopexit
  br label %for.body.2.us219

for.body.2.us219:                                 ; preds = %for.body.2.us219.preheader548, %for.body.2.us219
  %loop.index.2172.us220 = phi i64 [ %.947.us228.7, %for.body.2.us219 ], [ %loop.index.2172.us220.unr, %for.body.2.us219.preheader548 ]
  %.909.us222 = load double, double* %.6.i138174, align 8
  %sunkaddr2359 = mul i64 %loop.index.2172.us220, 8
  %547 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2360 = getelementptr i8, i8* %547, i64 %sunkaddr2359
  %548 = bitcast i8* %sunkaddr2360 to double*
  %.918.us225 = load double, double* %548, align 8
  %.6.i1.us226 = fmul double %.909.us222, %.918.us225
  %sunkaddr2361 = mul i64 %loop.index.2172.us220, 8
  %549 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2362 = getelementptr i8, i8* %549, i64 %sunkaddr2361
  %550 = bitcast i8* %sunkaddr2362 to double*
  store double %.6.i1.us226, double* %550, align 8
  %.909.us222.1 = load double, double* %.6.i138174, align 8
  %sunkaddr2363 = mul i64 %loop.index.2172.us220, 8
  %551 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2364 = getelementptr i8, i8* %551, i64 %sunkaddr2363
  %sunkaddr2365 = getelementptr i8, i8* %sunkaddr2364, i64 8
  %552 = bitcast i8* %sunkaddr2365 to double*
  %.918.us225.1 = load double, double* %552, align 8
  %.6.i1.us226.1 = fmul double %.909.us222.1, %.918.us225.1
  %sunkaddr2366 = mul i64 %loop.index.2172.us220, 8
  %553 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2367 = getelementptr i8, i8* %553, i64 %sunkaddr2366
  %sunkaddr2368 = getelementptr i8, i8* %sunkaddr2367, i64 8
  %554 = bitcast i8* %sunkaddr2368 to double*
  store double %.6.i1.us226.1, double* %554, align 8
  %.909.us222.2 = load double, double* %.6.i138174, align 8
  %sunkaddr2369 = mul i64 %loop.index.2172.us220, 8
  %555 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2370 = getelementptr i8, i8* %555, i64 %sunkaddr2369
  %sunkaddr2371 = getelementptr i8, i8* %sunkaddr2370, i64 16
  %556 = bitcast i8* %sunkaddr2371 to double*
  %.918.us225.2 = load double, double* %556, align 8
  %.6.i1.us226.2 = fmul double %.909.us222.2, %.918.us225.2
  %sunkaddr2372 = mul i64 %loop.index.2172.us220, 8
  %557 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2373 = getelementptr i8, i8* %557, i64 %sunkaddr2372
  %sunkaddr2374 = getelementptr i8, i8* %sunkaddr2373, i64 16
  %558 = bitcast i8* %sunkaddr2374 to double*
  store double %.6.i1.us226.2, double* %558, align 8
  %.909.us222.3 = load double, double* %.6.i138174, align 8
  %sunkaddr2375 = mul i64 %loop.index.2172.us220, 8
  %559 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2376 = getelementptr i8, i8* %559, i64 %sunkaddr2375
  %sunkaddr2377 = getelementptr i8, i8* %sunkaddr2376, i64 24
  %560 = bitcast i8* %sunkaddr2377 to double*
  %.918.us225.3 = load double, double* %560, align 8
  %.6.i1.us226.3 = fmul double %.909.us222.3, %.918.us225.3
  %sunkaddr2378 = mul i64 %loop.index.2172.us220, 8
  %561 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2379 = getelementptr i8, i8* %561, i64 %sunkaddr2378
  %sunkaddr2380 = getelementptr i8, i8* %sunkaddr2379, i64 24
  %562 = bitcast i8* %sunkaddr2380 to double*
  store double %.6.i1.us226.3, double* %562, align 8
  %.909.us222.4 = load double, double* %.6.i138174, align 8
  %sunkaddr2381 = mul i64 %loop.index.2172.us220, 8
  %563 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2382 = getelementptr i8, i8* %563, i64 %sunkaddr2381
  %sunkaddr2383 = getelementptr i8, i8* %sunkaddr2382, i64 32
  %564 = bitcast i8* %sunkaddr2383 to double*
  %.918.us225.4 = load double, double* %564, align 8
  %.6.i1.us226.4 = fmul double %.909.us222.4, %.918.us225.4
  %sunkaddr2384 = mul i64 %loop.index.2172.us220, 8
  %565 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2385 = getelementptr i8, i8* %565, i64 %sunkaddr2384
  %sunkaddr2386 = getelementptr i8, i8* %sunkaddr2385, i64 32
  %566 = bitcast i8* %sunkaddr2386 to double*
  store double %.6.i1.us226.4, double* %566, align 8
  %.909.us222.5 = load double, double* %.6.i138174, align 8
  %sunkaddr2387 = mul i64 %loop.index.2172.us220, 8
  %567 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2388 = getelementptr i8, i8* %567, i64 %sunkaddr2387
  %sunkaddr2389 = getelementptr i8, i8* %sunkaddr2388, i64 40
  %568 = bitcast i8* %sunkaddr2389 to double*
  %.918.us225.5 = load double, double* %568, align 8
  %.6.i1.us226.5 = fmul double %.909.us222.5, %.918.us225.5
  %sunkaddr2390 = mul i64 %loop.index.2172.us220, 8
  %569 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2391 = getelementptr i8, i8* %569, i64 %sunkaddr2390
  %sunkaddr2392 = getelementptr i8, i8* %sunkaddr2391, i64 40
  %570 = bitcast i8* %sunkaddr2392 to double*
  store double %.6.i1.us226.5, double* %570, align 8
  %.909.us222.6 = load double, double* %.6.i138174, align 8
  %sunkaddr2393 = mul i64 %loop.index.2172.us220, 8
  %571 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2394 = getelementptr i8, i8* %571, i64 %sunkaddr2393
  %sunkaddr2395 = getelementptr i8, i8* %sunkaddr2394, i64 48
  %572 = bitcast i8* %sunkaddr2395 to double*
  %.918.us225.6 = load double, double* %572, align 8
  %.6.i1.us226.6 = fmul double %.909.us222.6, %.918.us225.6
  %sunkaddr2396 = mul i64 %loop.index.2172.us220, 8
  %573 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2397 = getelementptr i8, i8* %573, i64 %sunkaddr2396
  %sunkaddr2398 = getelementptr i8, i8* %sunkaddr2397, i64 48
  %574 = bitcast i8* %sunkaddr2398 to double*
  store double %.6.i1.us226.6, double* %574, align 8
  %.909.us222.7 = load double, double* %.6.i138174, align 8
  %sunkaddr2399 = mul i64 %loop.index.2172.us220, 8
  %575 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2400 = getelementptr i8, i8* %575, i64 %sunkaddr2399
  %sunkaddr2401 = getelementptr i8, i8* %sunkaddr2400, i64 56
  %576 = bitcast i8* %sunkaddr2401 to double*
  %.918.us225.7 = load double, double* %576, align 8
  %.6.i1.us226.7 = fmul double %.909.us222.7, %.918.us225.7
  %sunkaddr2402 = mul i64 %loop.index.2172.us220, 8
  %577 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2403 = getelementptr i8, i8* %577, i64 %sunkaddr2402
  %sunkaddr2404 = getelementptr i8, i8* %sunkaddr2403, i64 56
  %578 = bitcast i8* %sunkaddr2404 to double*
  store double %.6.i1.us226.7, double* %578, align 8
  %.947.us228.7 = add nuw nsw i64 %loop.index.2172.us220, 8
  %exitcond252.not.7 = icmp eq i64 %spec.select204.mux, %.947.us228.7
  br i1 %exitcond252.not.7, label %for.end.2, label %for.body.2.us219, !llvm.loop !95

for.body.2:                                       ; preds = %for.body.2.preheader550, %for.body.2
  %loop.index.2172 = phi i64 [ %.947.7, %for.body.2 ], [ %loop.index.2172.unr, %for.body.2.preheader550 ]
  %.909 = load double, double* %.6.i138174, align 8
  %.918 = load double, double* %arg.w.4, align 8
  %.6.i1 = fmul double %.909, %.918
  %sunkaddr2405 = mul i64 %loop.index.2172, 8
  %579 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2406 = getelementptr i8, i8* %579, i64 %sunkaddr2405
  %580 = bitcast i8* %sunkaddr2406 to double*
  store double %.6.i1, double* %580, align 8
  %.909.1 = load double, double* %.6.i138174, align 8
  %.918.1 = load double, double* %arg.w.4, align 8
  %.6.i1.1 = fmul double %.909.1, %.918.1
  %sunkaddr2407 = mul i64 %loop.index.2172, 8
  %581 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2408 = getelementptr i8, i8* %581, i64 %sunkaddr2407
  %sunkaddr2409 = getelementptr i8, i8* %sunkaddr2408, i64 8
  %582 = bitcast i8* %sunkaddr2409 to double*
  store double %.6.i1.1, double* %582, align 8
  %.909.2 = load double, double* %.6.i138174, align 8
  %.918.2 = load double, double* %arg.w.4, align 8
  %.6.i1.2 = fmul double %.909.2, %.918.2
  %sunkaddr2410 = mul i64 %loop.index.2172, 8
  %583 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2411 = getelementptr i8, i8* %583, i64 %sunkaddr2410
  %sunkaddr2412 = getelementptr i8, i8* %sunkaddr2411, i64 16
  %584 = bitcast i8* %sunkaddr2412 to double*
  store double %.6.i1.2, double* %584, align 8
  %.909.3 = load double, double* %.6.i138174, align 8
  %.918.3 = load double, double* %arg.w.4, align 8
  %.6.i1.3 = fmul double %.909.3, %.918.3
  %sunkaddr2413 = mul i64 %loop.index.2172, 8
  %585 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2414 = getelementptr i8, i8* %585, i64 %sunkaddr2413
  %sunkaddr2415 = getelementptr i8, i8* %sunkaddr2414, i64 24
  %586 = bitcast i8* %sunkaddr2415 to double*
  store double %.6.i1.3, double* %586, align 8
  %.909.4 = load double, double* %.6.i138174, align 8
  %.918.4 = load double, double* %arg.w.4, align 8
  %.6.i1.4 = fmul double %.909.4, %.918.4
  %sunkaddr2416 = mul i64 %loop.index.2172, 8
  %587 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2417 = getelementptr i8, i8* %587, i64 %sunkaddr2416
  %sunkaddr2418 = getelementptr i8, i8* %sunkaddr2417, i64 32
  %588 = bitcast i8* %sunkaddr2418 to double*
  store double %.6.i1.4, double* %588, align 8
  %.909.5 = load double, double* %.6.i138174, align 8
  %.918.5 = load double, double* %arg.w.4, align 8
  %.6.i1.5 = fmul double %.909.5, %.918.5
  %sunkaddr2419 = mul i64 %loop.index.2172, 8
  %589 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2420 = getelementptr i8, i8* %589, i64 %sunkaddr2419
  %sunkaddr2421 = getelementptr i8, i8* %sunkaddr2420, i64 40
  %590 = bitcast i8* %sunkaddr2421 to double*
  store double %.6.i1.5, double* %590, align 8
  %.909.6 = load double, double* %.6.i138174, align 8
  %.918.6 = load double, double* %arg.w.4, align 8
  %.6.i1.6 = fmul double %.909.6, %.918.6
  %sunkaddr2422 = mul i64 %loop.index.2172, 8
  %591 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2423 = getelementptr i8, i8* %591, i64 %sunkaddr2422
  %sunkaddr2424 = getelementptr i8, i8* %sunkaddr2423, i64 48
  %592 = bitcast i8* %sunkaddr2424 to double*
  store double %.6.i1.6, double* %592, align 8
  %.909.7 = load double, double* %.6.i138174, align 8
  %.918.7 = load double, double* %arg.w.4, align 8
  %.6.i1.7 = fmul double %.909.7, %.918.7
  %sunkaddr2425 = mul i64 %loop.index.2172, 8
  %593 = bitcast double* %.6.i66175 to i8*
  %sunkaddr2426 = getelementptr i8, i8* %593, i64 %sunkaddr2425
  %sunkaddr2427 = getelementptr i8, i8* %sunkaddr2426, i64 56
  %594 = bitcast i8* %sunkaddr2427 to double*
  store double %.6.i1.7, double* %594, align 8
  %.947.7 = add nuw nsw i64 %loop.index.2172, 8
  %exitcond251.not.7 = icmp eq i64 %spec.select204.mux, %.947.7
  br i1 %exitcond251.not.7, label %for.end.2, label %for.body.2, !llvm.loop !96

for.end.2:                                        ; preds = %for.body.2, %for.body.2.us219, %for.body.2.us, %for.body.2.us.us, %for.body.2.prol.loopexit, %for.body.2.us219.prol.loopexit, %for.body.2.us.prol.loopexit, %for.body.2.us.us.prol.loopexit, %middle.block387, %middle.block350, %middle.block315, %middle.block, %for.end.1.endif.endif.endif.endif.endif.endif
  %595 = icmp eq i64 %spec.select204.mux, 0
  tail call void @NRT_decref(i8* nonnull %.7.i.i139)
  br i1 %595, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %596 = icmp ult i64 %1, 7
  br i1 %596, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %597 = icmp ult i64 %11, 56
  br i1 %597, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i.preheader

B50.endif.i.preheader:                            ; preds = %B50.endif.preheader.new.i
  %scevgep1947 = getelementptr double, double* %.6.i66175, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %598 = icmp eq i64 %xtraiter532, 0
  br i1 %598, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep2077 = getelementptr double, double* %.6.i66175, i64 7
  %scevgep2078 = getelementptr double, double* %scevgep2077, i64 %.70.06.i.unr
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv2079 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next2080, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %599 = bitcast double* %scevgep2078 to i8*
  %uglygep2102 = getelementptr i8, i8* %599, i64 %lsr.iv2079
  %uglygep21022103 = bitcast i8* %uglygep2102 to double*
  %scevgep2104 = getelementptr double, double* %uglygep21022103, i64 -7
  %.236.i.epil = load double, double* %scevgep2104, align 8, !noalias !97
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep2099 = getelementptr i8, i8* %599, i64 %lsr.iv2079
  %uglygep20992100 = bitcast i8* %uglygep2099 to double*
  %scevgep2101 = getelementptr double, double* %uglygep20992100, i64 -6
  %.236.1.i.epil = load double, double* %scevgep2101, align 8, !noalias !97
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep2096 = getelementptr i8, i8* %599, i64 %lsr.iv2079
  %uglygep20962097 = bitcast i8* %uglygep2096 to double*
  %scevgep2098 = getelementptr double, double* %uglygep20962097, i64 -5
  %.236.2.i.epil = load double, double* %scevgep2098, align 8, !noalias !97
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep2093 = getelementptr i8, i8* %599, i64 %lsr.iv2079
  %uglygep20932094 = bitcast i8* %uglygep2093 to double*
  %scevgep2095 = getelementptr double, double* %uglygep20932094, i64 -4
  %.236.3.i.epil = load double, double* %scevgep2095, align 8, !noalias !97
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep2090 = getelementptr i8, i8* %599, i64 %lsr.iv2079
  %uglygep20902091 = bitcast i8* %uglygep2090 to double*
  %scevgep2092 = getelementptr double, double* %uglygep20902091, i64 -3
  %.236.4.i.epil = load double, double* %scevgep2092, align 8, !noalias !97
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep2087 = getelementptr i8, i8* %599, i64 %lsr.iv2079
  %uglygep20872088 = bitcast i8* %uglygep2087 to double*
  %scevgep2089 = getelementptr double, double* %uglygep20872088, i64 -2
  %.236.5.i.epil = load double, double* %scevgep2089, align 8, !noalias !97
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep2084 = getelementptr i8, i8* %599, i64 %lsr.iv2079
  %uglygep20842085 = bitcast i8* %uglygep2084 to double*
  %scevgep2086 = getelementptr double, double* %uglygep20842085, i64 -1
  %.236.6.i.epil = load double, double* %scevgep2086, align 8, !noalias !97
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep2082 = getelementptr i8, i8* %599, i64 %lsr.iv2079
  %uglygep20822083 = bitcast i8* %uglygep2082 to double*
  %.236.7.i.epil = load double, double* %uglygep20822083, align 8, !noalias !97
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next2080 = add nuw nsw i64 %lsr.iv2079, 64
  %epil.iter533.cmp.not = icmp eq i64 %22, %lsr.iv.next2080
  br i1 %epil.iter533.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !23, !llvm.loop !100

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %600 = icmp eq i64 %xtraiter.i, 0
  br i1 %600, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i66175, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep2105 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep2105, align 8, !noalias !97
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !23, !llvm.loop !25

B50.endif.i:                                      ; preds = %B50.endif.i.preheader, %B50.endif.i
  %lsr.iv2075 = phi i64 [ %unroll_iter536, %B50.endif.i.preheader ], [ %lsr.iv.next2076, %B50.endif.i ]
  %c.2.07.i = phi double [ %.239.7.i.7, %B50.endif.i ], [ 0.000000e+00, %B50.endif.i.preheader ]
  %.70.06.i = phi i64 [ %.182.7.i.7, %B50.endif.i ], [ 0, %B50.endif.i.preheader ]
  %scevgep2073 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2074 = getelementptr double, double* %scevgep2073, i64 -63
  %.236.i = load double, double* %scevgep2074, align 8, !noalias !97
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep2071 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2072 = getelementptr double, double* %scevgep2071, i64 -62
  %.236.1.i = load double, double* %scevgep2072, align 8, !noalias !97
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep2069 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2070 = getelementptr double, double* %scevgep2069, i64 -61
  %.236.2.i = load double, double* %scevgep2070, align 8, !noalias !97
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep2067 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2068 = getelementptr double, double* %scevgep2067, i64 -60
  %.236.3.i = load double, double* %scevgep2068, align 8, !noalias !97
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep2065 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2066 = getelementptr double, double* %scevgep2065, i64 -59
  %.236.4.i = load double, double* %scevgep2066, align 8, !noalias !97
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep2063 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2064 = getelementptr double, double* %scevgep2063, i64 -58
  %.236.5.i = load double, double* %scevgep2064, align 8, !noalias !97
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep2061 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2062 = getelementptr double, double* %scevgep2061, i64 -57
  %.236.6.i = load double, double* %scevgep2062, align 8, !noalias !97
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep2059 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2060 = getelementptr double, double* %scevgep2059, i64 -56
  %.236.7.i = load double, double* %scevgep2060, align 8, !noalias !97
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep2028 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2029 = getelementptr double, double* %scevgep2028, i64 -55
  %.236.i.1 = load double, double* %scevgep2029, align 8, !noalias !97
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep2030 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2031 = getelementptr double, double* %scevgep2030, i64 -54
  %.236.1.i.1 = load double, double* %scevgep2031, align 8, !noalias !97
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep2032 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2033 = getelementptr double, double* %scevgep2032, i64 -53
  %.236.2.i.1 = load double, double* %scevgep2033, align 8, !noalias !97
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep2034 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2035 = getelementptr double, double* %scevgep2034, i64 -52
  %.236.3.i.1 = load double, double* %scevgep2035, align 8, !noalias !97
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep2036 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2037 = getelementptr double, double* %scevgep2036, i64 -51
  %.236.4.i.1 = load double, double* %scevgep2037, align 8, !noalias !97
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep2038 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2039 = getelementptr double, double* %scevgep2038, i64 -50
  %.236.5.i.1 = load double, double* %scevgep2039, align 8, !noalias !97
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep2040 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2041 = getelementptr double, double* %scevgep2040, i64 -49
  %.236.6.i.1 = load double, double* %scevgep2041, align 8, !noalias !97
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep2042 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2043 = getelementptr double, double* %scevgep2042, i64 -48
  %.236.7.i.1 = load double, double* %scevgep2043, align 8, !noalias !97
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep2012 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2013 = getelementptr double, double* %scevgep2012, i64 -47
  %.236.i.2 = load double, double* %scevgep2013, align 8, !noalias !97
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep2014 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2015 = getelementptr double, double* %scevgep2014, i64 -46
  %.236.1.i.2 = load double, double* %scevgep2015, align 8, !noalias !97
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep2016 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2017 = getelementptr double, double* %scevgep2016, i64 -45
  %.236.2.i.2 = load double, double* %scevgep2017, align 8, !noalias !97
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep2018 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2019 = getelementptr double, double* %scevgep2018, i64 -44
  %.236.3.i.2 = load double, double* %scevgep2019, align 8, !noalias !97
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep2020 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2021 = getelementptr double, double* %scevgep2020, i64 -43
  %.236.4.i.2 = load double, double* %scevgep2021, align 8, !noalias !97
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep2022 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2023 = getelementptr double, double* %scevgep2022, i64 -42
  %.236.5.i.2 = load double, double* %scevgep2023, align 8, !noalias !97
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep2024 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2025 = getelementptr double, double* %scevgep2024, i64 -41
  %.236.6.i.2 = load double, double* %scevgep2025, align 8, !noalias !97
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep2026 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2027 = getelementptr double, double* %scevgep2026, i64 -40
  %.236.7.i.2 = load double, double* %scevgep2027, align 8, !noalias !97
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep1996 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1997 = getelementptr double, double* %scevgep1996, i64 -39
  %.236.i.3 = load double, double* %scevgep1997, align 8, !noalias !97
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep1998 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1999 = getelementptr double, double* %scevgep1998, i64 -38
  %.236.1.i.3 = load double, double* %scevgep1999, align 8, !noalias !97
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep2000 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2001 = getelementptr double, double* %scevgep2000, i64 -37
  %.236.2.i.3 = load double, double* %scevgep2001, align 8, !noalias !97
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep2002 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2003 = getelementptr double, double* %scevgep2002, i64 -36
  %.236.3.i.3 = load double, double* %scevgep2003, align 8, !noalias !97
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep2004 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2005 = getelementptr double, double* %scevgep2004, i64 -35
  %.236.4.i.3 = load double, double* %scevgep2005, align 8, !noalias !97
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep2006 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2007 = getelementptr double, double* %scevgep2006, i64 -34
  %.236.5.i.3 = load double, double* %scevgep2007, align 8, !noalias !97
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep2008 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2009 = getelementptr double, double* %scevgep2008, i64 -33
  %.236.6.i.3 = load double, double* %scevgep2009, align 8, !noalias !97
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep2010 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2011 = getelementptr double, double* %scevgep2010, i64 -32
  %.236.7.i.3 = load double, double* %scevgep2011, align 8, !noalias !97
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep1980 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1981 = getelementptr double, double* %scevgep1980, i64 -31
  %.236.i.4 = load double, double* %scevgep1981, align 8, !noalias !97
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep1982 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1983 = getelementptr double, double* %scevgep1982, i64 -30
  %.236.1.i.4 = load double, double* %scevgep1983, align 8, !noalias !97
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep1984 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1985 = getelementptr double, double* %scevgep1984, i64 -29
  %.236.2.i.4 = load double, double* %scevgep1985, align 8, !noalias !97
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep1986 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1987 = getelementptr double, double* %scevgep1986, i64 -28
  %.236.3.i.4 = load double, double* %scevgep1987, align 8, !noalias !97
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep1988 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1989 = getelementptr double, double* %scevgep1988, i64 -27
  %.236.4.i.4 = load double, double* %scevgep1989, align 8, !noalias !97
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep1990 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1991 = getelementptr double, double* %scevgep1990, i64 -26
  %.236.5.i.4 = load double, double* %scevgep1991, align 8, !noalias !97
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep1992 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1993 = getelementptr double, double* %scevgep1992, i64 -25
  %.236.6.i.4 = load double, double* %scevgep1993, align 8, !noalias !97
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep1994 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1995 = getelementptr double, double* %scevgep1994, i64 -24
  %.236.7.i.4 = load double, double* %scevgep1995, align 8, !noalias !97
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep1964 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1965 = getelementptr double, double* %scevgep1964, i64 -23
  %.236.i.5 = load double, double* %scevgep1965, align 8, !noalias !97
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep1966 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1967 = getelementptr double, double* %scevgep1966, i64 -22
  %.236.1.i.5 = load double, double* %scevgep1967, align 8, !noalias !97
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep1968 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1969 = getelementptr double, double* %scevgep1968, i64 -21
  %.236.2.i.5 = load double, double* %scevgep1969, align 8, !noalias !97
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep1970 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1971 = getelementptr double, double* %scevgep1970, i64 -20
  %.236.3.i.5 = load double, double* %scevgep1971, align 8, !noalias !97
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep1972 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1973 = getelementptr double, double* %scevgep1972, i64 -19
  %.236.4.i.5 = load double, double* %scevgep1973, align 8, !noalias !97
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep1974 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1975 = getelementptr double, double* %scevgep1974, i64 -18
  %.236.5.i.5 = load double, double* %scevgep1975, align 8, !noalias !97
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep1976 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1977 = getelementptr double, double* %scevgep1976, i64 -17
  %.236.6.i.5 = load double, double* %scevgep1977, align 8, !noalias !97
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep1978 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1979 = getelementptr double, double* %scevgep1978, i64 -16
  %.236.7.i.5 = load double, double* %scevgep1979, align 8, !noalias !97
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep1948 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1949 = getelementptr double, double* %scevgep1948, i64 -15
  %.236.i.6 = load double, double* %scevgep1949, align 8, !noalias !97
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep1950 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1951 = getelementptr double, double* %scevgep1950, i64 -14
  %.236.1.i.6 = load double, double* %scevgep1951, align 8, !noalias !97
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep1952 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1953 = getelementptr double, double* %scevgep1952, i64 -13
  %.236.2.i.6 = load double, double* %scevgep1953, align 8, !noalias !97
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep1954 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1955 = getelementptr double, double* %scevgep1954, i64 -12
  %.236.3.i.6 = load double, double* %scevgep1955, align 8, !noalias !97
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep1956 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1957 = getelementptr double, double* %scevgep1956, i64 -11
  %.236.4.i.6 = load double, double* %scevgep1957, align 8, !noalias !97
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep1958 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1959 = getelementptr double, double* %scevgep1958, i64 -10
  %.236.5.i.6 = load double, double* %scevgep1959, align 8, !noalias !97
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep1960 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1961 = getelementptr double, double* %scevgep1960, i64 -9
  %.236.6.i.6 = load double, double* %scevgep1961, align 8, !noalias !97
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep1962 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep1963 = getelementptr double, double* %scevgep1962, i64 -8
  %.236.7.i.6 = load double, double* %scevgep1963, align 8, !noalias !97
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep2044 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2045 = getelementptr double, double* %scevgep2044, i64 -7
  %.236.i.7 = load double, double* %scevgep2045, align 8, !noalias !97
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep2046 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2047 = getelementptr double, double* %scevgep2046, i64 -6
  %.236.1.i.7 = load double, double* %scevgep2047, align 8, !noalias !97
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep2048 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2049 = getelementptr double, double* %scevgep2048, i64 -5
  %.236.2.i.7 = load double, double* %scevgep2049, align 8, !noalias !97
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep2050 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2051 = getelementptr double, double* %scevgep2050, i64 -4
  %.236.3.i.7 = load double, double* %scevgep2051, align 8, !noalias !97
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep2052 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2053 = getelementptr double, double* %scevgep2052, i64 -3
  %.236.4.i.7 = load double, double* %scevgep2053, align 8, !noalias !97
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep2054 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2055 = getelementptr double, double* %scevgep2054, i64 -2
  %.236.5.i.7 = load double, double* %scevgep2055, align 8, !noalias !97
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep2056 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %scevgep2057 = getelementptr double, double* %scevgep2056, i64 -1
  %.236.6.i.7 = load double, double* %scevgep2057, align 8, !noalias !97
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep2058 = getelementptr double, double* %scevgep1947, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep2058, align 8, !noalias !97
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next2076 = add i64 %lsr.iv2075, -8
  %niter537.ncmp.7 = icmp eq i64 %lsr.iv.next2076, 0
  br i1 %niter537.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %601 = bitcast double* %lsr.iv to i1*
  %602 = bitcast double* %lsr.iv610 to i1*
  tail call void @NRT_decref(i8* nonnull %.7.i.i67)
  %.982 = fadd double %s.2.0232, %c.2.0.lcssa.i
  %scevgep556 = getelementptr i1, i1* %601, i64 %14
  %603 = bitcast i1* %scevgep556 to double*
  %scevgep612 = getelementptr i1, i1* %602, i64 %14
  %604 = bitcast i1* %scevgep612 to double*
  %exitcond255.not = icmp eq i64 %.150, %arg.X.5.0
  br i1 %exitcond255.not, label %B270, label %B62
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %14, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %15 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
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
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %18, i64 32
  %19 = bitcast i8* %sunkaddr16 to double**
  %.62.fca.4.load = load double*, double** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %20, i64 40
  %21 = bitcast i8* %sunkaddr17 to i64*
  %.62.fca.5.0.load = load i64, i64* %21, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 undef, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 undef, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 undef) #2
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
  %.14 = call i32 @_ZN7kernels12softmax_rowsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 undef, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 undef, i64 %.11, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.12, i64 undef) #2
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f40ab133890>", i64 0, i64 0))
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
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0), !noalias !101
  %1 = bitcast [1 x i64]* %.23.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1), !noalias !101
  %2 = bitcast [1 x i64]* %.79.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2), !noalias !101
  %.fca.2.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 2
  %.fca.3.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 3
  %.fca.4.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 4
  %.fca.0.gep1722.i9.i379 = bitcast [1 x i64]* %.23.i.i to i64*
  %.fca.0.gep23.i10.i3810 = bitcast [1 x i64]* %.79.i.i to i64*
  store i64 0, i64* %.fca.0.gep23.i10.i3810, align 8, !noalias !105
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store i64 1, i64* %.fca.2.gep.i.i, align 8, !noalias !105
  store i64 8, i64* %.fca.3.gep.i.i, align 8, !noalias !105
  store double* %arg.a.4, double** %.fca.4.gep.i.i, align 8, !noalias !105
  store i64 1, i64* %.fca.0.gep1722.i9.i379, align 8, !noalias !105
  %.82.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 5, i64 0
  %.84.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 6, i64 0
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, i64* nonnull %.82.i.i, i64* nonnull %.84.i.i, i64 1, i64* nonnull %.fca.0.gep1722.i9.i379, i64* nonnull %.fca.0.gep23.i10.i3810, i64 8, i32 0), !noalias !105
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if, label %for.body

end.endif.endif.if:                               ; preds = %B58.endif.endif
  %3 = bitcast [1 x i64]* %.79.i.i to i8*
  %4 = bitcast [1 x i64]* %.23.i.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %5), !noalias !101
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4), !noalias !101
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3), !noalias !101
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729688192, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body:                                         ; preds = %B58.endif.endif
  %6 = bitcast [1 x i64]* %.79.i.i to i8*
  %7 = bitcast [1 x i64]* %.23.i.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %9, i64 32
  %10 = bitcast i8* %sunkaddr to double**
  %.101.i.i = load double*, double** %10, align 8, !noalias !105
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %8), !noalias !101
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7), !noalias !101
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6), !noalias !101
  %.119.i = load double, double* %.101.i.i, align 8, !noalias !101
  %.255 = fcmp ord double %.119.i, 0.000000e+00
  br i1 %.255, label %B196.preheader, label %B188

B196.preheader:                                   ; preds = %for.body
  %11 = icmp sgt i64 %arg.a.2, 1
  br i1 %11, label %B196.endif.preheader, label %B300, !prof !109

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
!26 = !{!27, !29, !30, !32}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = !{!34}
!34 = distinct !{!34, !35}
!35 = distinct !{!35, !"LVerDomain"}
!36 = !{!37}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !17}
!40 = distinct !{!40, !17}
!41 = distinct !{!41, !15}
!42 = !{!43, !45, !46, !48}
!43 = distinct !{!43, !44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!45 = distinct !{!45, !44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!46 = distinct !{!46, !47, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!48 = distinct !{!48, !47, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!49 = !{!50}
!50 = distinct !{!50, !51}
!51 = distinct !{!51, !"LVerDomain"}
!52 = !{!53}
!53 = distinct !{!53, !51}
!54 = !{!55}
!55 = distinct !{!55, !51}
!56 = !{!53, !50}
!57 = distinct !{!57, !15}
!58 = distinct !{!58, !17}
!59 = distinct !{!59, !17}
!60 = !{!61}
!61 = distinct !{!61, !62}
!62 = distinct !{!62, !"LVerDomain"}
!63 = !{!64}
!64 = distinct !{!64, !62}
!65 = !{!66}
!66 = distinct !{!66, !62}
!67 = !{!61, !64}
!68 = distinct !{!68, !15}
!69 = distinct !{!69, !17}
!70 = distinct !{!70, !17}
!71 = distinct !{!71, !15}
!72 = distinct !{!72, !15}
!73 = !{!74}
!74 = distinct !{!74, !75}
!75 = distinct !{!75, !"LVerDomain"}
!76 = !{!77}
!77 = distinct !{!77, !75}
!78 = !{!79}
!79 = distinct !{!79, !75}
!80 = !{!74, !77}
!81 = distinct !{!81, !15}
!82 = distinct !{!82, !17}
!83 = distinct !{!83, !17}
!84 = !{!85}
!85 = distinct !{!85, !86}
!86 = distinct !{!86, !"LVerDomain"}
!87 = !{!88}
!88 = distinct !{!88, !86}
!89 = !{!90}
!90 = distinct !{!90, !86}
!91 = !{!85, !88}
!92 = distinct !{!92, !15}
!93 = distinct !{!93, !17}
!94 = distinct !{!94, !17}
!95 = distinct !{!95, !15}
!96 = distinct !{!96, !15}
!97 = !{!98}
!98 = distinct !{!98, !99, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!99 = distinct !{!99, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!100 = distinct !{!100, !17}
!101 = !{!102, !104}
!102 = distinct !{!102, !103, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx: %retptr"}
!103 = distinct !{!103, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx"}
!104 = distinct !{!104, !103, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx: %excinfo"}
!105 = !{!106, !108, !102, !104}
!106 = distinct !{!106, !107, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!107 = distinct !{!107, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!108 = distinct !{!108, !107, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
!109 = !{!"branch_weights", i32 99, i32 1}
