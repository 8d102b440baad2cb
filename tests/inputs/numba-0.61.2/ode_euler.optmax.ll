; ModuleID = 'ode_euler'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139976314698112 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139976314698112.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139976314698112 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139976314698112, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139976314698112.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.ode_euler = internal constant [10 x i8] c"ode_euler\00"
@_ZN08NumbaEnv7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f4ec69db490>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f4ec69db490>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139976315355328 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139976315355328.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139976315355328 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139976315355328, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139976315355328.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4ec6512950B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4ec6512a50B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4ec65126d0B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  %.966 = alloca double, align 8
  %arg.y0.5.0.fr = freeze i64 %arg.y0.5.0
  store double 0.000000e+00, double* %.966, align 8
  %excinfo.14 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.14, align 8
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0.fr, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

common.ret:                                       ; preds = %for.end.2.if, %B148.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.2.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ 1, %B148.endif.endif.endif.endif.endif.if ], [ %.972, %for.end.2.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139976314698112, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B150.i21.preheader, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139976315355328, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B150.i21.preheader:                               ; preds = %B0.endif
  %const = bitcast i64 4611686018427387900 to i64
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %0, align 8
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %1 = add nsw i64 %arg.y0.5.0.fr, -1
  %xtraiter354 = and i64 %arg.y0.5.0.fr, 7
  %unroll_iter357 = and i64 %arg.y0.5.0.fr, -8
  %.80 = bitcast i8* %.6.i to double*
  %2 = add i64 %unroll_iter357, -8
  %3 = lshr exact i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter430 = and i64 %4, 3
  %unroll_iter453 = and i64 %4, %const
  br label %B150.i21

B150.i21:                                         ; preds = %B150.i21.preheader, %for.end.1
  %y.2.sroa.0.0251 = phi i8* [ %.7.i.i102376380, %for.end.1 ], [ %.7.i.i, %B150.i21.preheader ]
  %y.2.sroa.48.0250 = phi double* [ %.6.i101162381, %for.end.1 ], [ %.80, %B150.i21.preheader ]
  %.151.0248 = phi i64 [ %.213, %for.end.1 ], [ 6, %B150.i21.preheader ]
  %.213 = add nsw i64 %.151.0248, -1
  %.7.i.i52 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i53 = icmp eq i8* %.7.i.i52, null
  br i1 %.8.i.i53, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.endif.if:             ; preds = %B150.i21
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139976315355328, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif:          ; preds = %B150.i21
  %5 = icmp sgt i64 %arg.y0.5.0.fr, 0
  %.5.i58 = getelementptr i8, i8* %.7.i.i52, i64 24
  %6 = bitcast i8* %.5.i58 to double**
  %.6.i59161 = load double*, double** %6, align 8
  br i1 %5, label %for.body.endif.endif.endif.lr.ph, label %for.end.endif.endif.endif.endif.endif.thread

for.body.endif.endif.endif.lr.ph:                 ; preds = %B76.endif.endif.endif.endif.endif.endif
  %7 = icmp ult i64 %1, 7
  br i1 %7, label %B150.i98.unr-lcssa, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %for.body.endif.endif.endif.lr.ph
  %8 = icmp ult i64 %2, 24
  br i1 %8, label %B150.i98.unr-lcssa.loopexit.unr-lcssa, label %for.body.endif.endif.endif.preheader544

for.body.endif.endif.endif.preheader544:          ; preds = %for.body.endif.endif.endif.preheader
  %scevgep614 = getelementptr double, double* %.6.i59161, i64 31
  br label %for.body.endif.endif.endif

B150.i98.unr-lcssa.loopexit.unr-lcssa:            ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.preheader
  %spec.select.7.lcssa.ph = phi i64 [ undef, %for.body.endif.endif.endif.preheader ], [ %spec.select.7.3, %for.body.endif.endif.endif ]
  %.418.1.7.lcssa.ph = phi i64 [ undef, %for.body.endif.endif.endif.preheader ], [ %.418.1.7.3, %for.body.endif.endif.endif ]
  %loop.index204.unr447 = phi i64 [ 0, %for.body.endif.endif.endif.preheader ], [ %.470.7.3, %for.body.endif.endif.endif ]
  %.418.0203.unr448 = phi i64 [ 0, %for.body.endif.endif.endif.preheader ], [ %.418.1.7.3, %for.body.endif.endif.endif ]
  %.415.0202.unr449 = phi i64 [ 0, %for.body.endif.endif.endif.preheader ], [ %spec.select.7.3, %for.body.endif.endif.endif ]
  %9 = icmp eq i64 %xtraiter430, 0
  br i1 %9, label %B150.i98.unr-lcssa, label %for.body.endif.endif.endif.epil431.preheader

for.body.endif.endif.endif.epil431.preheader:     ; preds = %B150.i98.unr-lcssa.loopexit.unr-lcssa
  br label %for.body.endif.endif.endif.epil431

for.body.endif.endif.endif.epil431:               ; preds = %for.body.endif.endif.endif.epil431.preheader, %for.body.endif.endif.endif.epil431
  %lsr.iv681 = phi i64 [ %xtraiter430, %for.body.endif.endif.endif.epil431.preheader ], [ %lsr.iv.next682, %for.body.endif.endif.endif.epil431 ]
  %loop.index204.epil432 = phi i64 [ %.470.7.epil, %for.body.endif.endif.endif.epil431 ], [ %loop.index204.unr447, %for.body.endif.endif.endif.epil431.preheader ]
  %.418.0203.epil433 = phi i64 [ %.418.1.7.epil, %for.body.endif.endif.endif.epil431 ], [ %.418.0203.unr448, %for.body.endif.endif.endif.epil431.preheader ]
  %.415.0202.epil434 = phi i64 [ %spec.select.7.epil, %for.body.endif.endif.endif.epil431 ], [ %.415.0202.unr449, %for.body.endif.endif.endif.epil431.preheader ]
  %10 = icmp eq i64 %arg.y0.5.0.fr, 1
  %spec.select.epil435 = select i1 %10, i64 %.415.0202.epil434, i64 %loop.index204.epil432
  %.431.epil436 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.epil435
  %.432.epil437 = load double, double* %.431.epil436, align 8
  %.418.1.epil438 = select i1 %10, i64 %.418.0203.epil433, i64 %loop.index204.epil432
  %.440.epil439 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.epil438
  %.441.epil440 = load double, double* %.440.epil439, align 8
  %.13.le.i.epil441 = tail call double @llvm.sin.f64(double %.432.epil437)
  %.18.i.epil442 = fmul double %.441.epil440, 5.000000e-01
  %.19.i.epil443 = fsub double %.13.le.i.epil441, %.18.i.epil442
  %scevgep680 = getelementptr double, double* %.6.i59161, i64 %loop.index204.epil432
  store double %.19.i.epil443, double* %scevgep680, align 8
  %.470.epil445 = or i64 %loop.index204.epil432, 1
  %spec.select.1.epil = select i1 %10, i64 %.415.0202.epil434, i64 %.470.epil445
  %.431.1.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.1.epil
  %.432.1.epil = load double, double* %.431.1.epil, align 8
  %.418.1.1.epil = select i1 %10, i64 %.418.0203.epil433, i64 %.470.epil445
  %.440.1.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.1.epil
  %.441.1.epil = load double, double* %.440.1.epil, align 8
  %.13.le.i.1.epil = tail call double @llvm.sin.f64(double %.432.1.epil)
  %.18.i.1.epil = fmul double %.441.1.epil, 5.000000e-01
  %.19.i.1.epil = fsub double %.13.le.i.1.epil, %.18.i.1.epil
  %.468.1.epil = getelementptr double, double* %.6.i59161, i64 %.470.epil445
  store double %.19.i.1.epil, double* %.468.1.epil, align 8
  %.470.1.epil = or i64 %loop.index204.epil432, 2
  %spec.select.2.epil = select i1 %10, i64 %.415.0202.epil434, i64 %.470.1.epil
  %.431.2.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.2.epil
  %.432.2.epil = load double, double* %.431.2.epil, align 8
  %.418.1.2.epil = select i1 %10, i64 %.418.0203.epil433, i64 %.470.1.epil
  %.440.2.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.2.epil
  %.441.2.epil = load double, double* %.440.2.epil, align 8
  %.13.le.i.2.epil = tail call double @llvm.sin.f64(double %.432.2.epil)
  %.18.i.2.epil = fmul double %.441.2.epil, 5.000000e-01
  %.19.i.2.epil = fsub double %.13.le.i.2.epil, %.18.i.2.epil
  %.468.2.epil = getelementptr double, double* %.6.i59161, i64 %.470.1.epil
  store double %.19.i.2.epil, double* %.468.2.epil, align 8
  %.470.2.epil = or i64 %loop.index204.epil432, 3
  %spec.select.3.epil = select i1 %10, i64 %.415.0202.epil434, i64 %.470.2.epil
  %.431.3.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.3.epil
  %.432.3.epil = load double, double* %.431.3.epil, align 8
  %.418.1.3.epil = select i1 %10, i64 %.418.0203.epil433, i64 %.470.2.epil
  %.440.3.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.3.epil
  %.441.3.epil = load double, double* %.440.3.epil, align 8
  %.13.le.i.3.epil = tail call double @llvm.sin.f64(double %.432.3.epil)
  %.18.i.3.epil = fmul double %.441.3.epil, 5.000000e-01
  %.19.i.3.epil = fsub double %.13.le.i.3.epil, %.18.i.3.epil
  %.468.3.epil = getelementptr double, double* %.6.i59161, i64 %.470.2.epil
  store double %.19.i.3.epil, double* %.468.3.epil, align 8
  %.470.3.epil = or i64 %loop.index204.epil432, 4
  %spec.select.4.epil = select i1 %10, i64 %.415.0202.epil434, i64 %.470.3.epil
  %.431.4.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.4.epil
  %.432.4.epil = load double, double* %.431.4.epil, align 8
  %.418.1.4.epil = select i1 %10, i64 %.418.0203.epil433, i64 %.470.3.epil
  %.440.4.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.4.epil
  %.441.4.epil = load double, double* %.440.4.epil, align 8
  %.13.le.i.4.epil = tail call double @llvm.sin.f64(double %.432.4.epil)
  %.18.i.4.epil = fmul double %.441.4.epil, 5.000000e-01
  %.19.i.4.epil = fsub double %.13.le.i.4.epil, %.18.i.4.epil
  %.468.4.epil = getelementptr double, double* %.6.i59161, i64 %.470.3.epil
  store double %.19.i.4.epil, double* %.468.4.epil, align 8
  %.470.4.epil = or i64 %loop.index204.epil432, 5
  %spec.select.5.epil = select i1 %10, i64 %.415.0202.epil434, i64 %.470.4.epil
  %.431.5.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.5.epil
  %.432.5.epil = load double, double* %.431.5.epil, align 8
  %.418.1.5.epil = select i1 %10, i64 %.418.0203.epil433, i64 %.470.4.epil
  %.440.5.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.5.epil
  %.441.5.epil = load double, double* %.440.5.epil, align 8
  %.13.le.i.5.epil = tail call double @llvm.sin.f64(double %.432.5.epil)
  %.18.i.5.epil = fmul double %.441.5.epil, 5.000000e-01
  %.19.i.5.epil = fsub double %.13.le.i.5.epil, %.18.i.5.epil
  %.468.5.epil = getelementptr double, double* %.6.i59161, i64 %.470.4.epil
  store double %.19.i.5.epil, double* %.468.5.epil, align 8
  %.470.5.epil = or i64 %loop.index204.epil432, 6
  %spec.select.6.epil = select i1 %10, i64 %.415.0202.epil434, i64 %.470.5.epil
  %.431.6.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.6.epil
  %.432.6.epil = load double, double* %.431.6.epil, align 8
  %.418.1.6.epil = select i1 %10, i64 %.418.0203.epil433, i64 %.470.5.epil
  %.440.6.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.6.epil
  %.441.6.epil = load double, double* %.440.6.epil, align 8
  %.13.le.i.6.epil = tail call double @llvm.sin.f64(double %.432.6.epil)
  %.18.i.6.epil = fmul double %.441.6.epil, 5.000000e-01
  %.19.i.6.epil = fsub double %.13.le.i.6.epil, %.18.i.6.epil
  %.468.6.epil = getelementptr double, double* %.6.i59161, i64 %.470.5.epil
  store double %.19.i.6.epil, double* %.468.6.epil, align 8
  %.470.6.epil = or i64 %loop.index204.epil432, 7
  %spec.select.7.epil = select i1 %10, i64 %.415.0202.epil434, i64 %.470.6.epil
  %.431.7.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.7.epil
  %.432.7.epil = load double, double* %.431.7.epil, align 8
  %.418.1.7.epil = select i1 %10, i64 %.418.0203.epil433, i64 %.470.6.epil
  %.440.7.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.7.epil
  %.441.7.epil = load double, double* %.440.7.epil, align 8
  %.13.le.i.7.epil = tail call double @llvm.sin.f64(double %.432.7.epil)
  %.18.i.7.epil = fmul double %.441.7.epil, 5.000000e-01
  %.19.i.7.epil = fsub double %.13.le.i.7.epil, %.18.i.7.epil
  %.468.7.epil = getelementptr double, double* %.6.i59161, i64 %.470.6.epil
  store double %.19.i.7.epil, double* %.468.7.epil, align 8
  %.470.7.epil = add nuw nsw i64 %loop.index204.epil432, 8
  %lsr.iv.next682 = add nsw i64 %lsr.iv681, -1
  %epil.iter446.cmp.not = icmp eq i64 %lsr.iv.next682, 0
  br i1 %epil.iter446.cmp.not, label %B150.i98.unr-lcssa, label %for.body.endif.endif.endif.epil431, !llvm.loop !16

B150.i98.unr-lcssa:                               ; preds = %for.body.endif.endif.endif.epil431, %B150.i98.unr-lcssa.loopexit.unr-lcssa, %for.body.endif.endif.endif.lr.ph
  %loop.index204.unr = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph ], [ %unroll_iter357, %B150.i98.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter357, %for.body.endif.endif.endif.epil431 ]
  %.418.0203.unr = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph ], [ %.418.1.7.lcssa.ph, %B150.i98.unr-lcssa.loopexit.unr-lcssa ], [ %.418.1.7.epil, %for.body.endif.endif.endif.epil431 ]
  %.415.0202.unr = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph ], [ %spec.select.7.lcssa.ph, %B150.i98.unr-lcssa.loopexit.unr-lcssa ], [ %spec.select.7.epil, %for.body.endif.endif.endif.epil431 ]
  %11 = icmp eq i64 %xtraiter354, 0
  br i1 %11, label %for.end.endif.endif.endif.endif.endif, label %for.body.endif.endif.endif.epil.preheader

for.body.endif.endif.endif.epil.preheader:        ; preds = %B150.i98.unr-lcssa
  br label %for.body.endif.endif.endif.epil

for.body.endif.endif.endif.epil:                  ; preds = %for.body.endif.endif.endif.epil.preheader, %for.body.endif.endif.endif.epil
  %lsr.iv684 = phi i64 [ %xtraiter354, %for.body.endif.endif.endif.epil.preheader ], [ %lsr.iv.next685, %for.body.endif.endif.endif.epil ]
  %loop.index204.epil = phi i64 [ %.470.epil, %for.body.endif.endif.endif.epil ], [ %loop.index204.unr, %for.body.endif.endif.endif.epil.preheader ]
  %.418.0203.epil = phi i64 [ %.418.1.epil, %for.body.endif.endif.endif.epil ], [ %.418.0203.unr, %for.body.endif.endif.endif.epil.preheader ]
  %.415.0202.epil = phi i64 [ %spec.select.epil, %for.body.endif.endif.endif.epil ], [ %.415.0202.unr, %for.body.endif.endif.endif.epil.preheader ]
  %12 = icmp eq i64 %arg.y0.5.0.fr, 1
  %spec.select.epil = select i1 %12, i64 %.415.0202.epil, i64 %loop.index204.epil
  %.431.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.epil
  %.432.epil = load double, double* %.431.epil, align 8
  %.418.1.epil = select i1 %12, i64 %.418.0203.epil, i64 %loop.index204.epil
  %.440.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.epil
  %.441.epil = load double, double* %.440.epil, align 8
  %.13.le.i.epil = tail call double @llvm.sin.f64(double %.432.epil)
  %.18.i.epil = fmul double %.441.epil, 5.000000e-01
  %.19.i.epil = fsub double %.13.le.i.epil, %.18.i.epil
  %scevgep683 = getelementptr double, double* %.6.i59161, i64 %loop.index204.epil
  store double %.19.i.epil, double* %scevgep683, align 8
  %.470.epil = add nuw nsw i64 %loop.index204.epil, 1
  %lsr.iv.next685 = add nsw i64 %lsr.iv684, -1
  %epil.iter355.cmp.not = icmp eq i64 %lsr.iv.next685, 0
  br i1 %epil.iter355.cmp.not, label %for.end.endif.endif.endif.endif.endif, label %for.body.endif.endif.endif.epil, !llvm.loop !18

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader544, %for.body.endif.endif.endif
  %lsr.iv678 = phi i64 [ %unroll_iter453, %for.body.endif.endif.endif.preheader544 ], [ %lsr.iv.next679, %for.body.endif.endif.endif ]
  %loop.index204 = phi i64 [ %45, %for.body.endif.endif.endif ], [ 0, %for.body.endif.endif.endif.preheader544 ]
  %.418.0203 = phi i64 [ %.418.1.7.3, %for.body.endif.endif.endif ], [ 0, %for.body.endif.endif.endif.preheader544 ]
  %.415.0202 = phi i64 [ %spec.select.7.3, %for.body.endif.endif.endif ], [ 0, %for.body.endif.endif.endif.preheader544 ]
  %13 = icmp eq i64 %arg.y0.5.0.fr, 1
  %spec.select = select i1 %13, i64 %.415.0202, i64 %loop.index204
  %.431 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select
  %.432 = load double, double* %.431, align 8
  %.418.1 = select i1 %13, i64 %.418.0203, i64 %loop.index204
  %.440 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1
  %.441 = load double, double* %.440, align 8
  %.13.le.i = tail call double @llvm.sin.f64(double %.432)
  %.18.i = fmul double %.441, 5.000000e-01
  %.19.i = fsub double %.13.le.i, %.18.i
  %scevgep676 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep677 = getelementptr double, double* %scevgep676, i64 -31
  store double %.19.i, double* %scevgep677, align 8
  %14 = add i64 %loop.index204, 1
  %spec.select.1 = select i1 %13, i64 %.415.0202, i64 %14
  %.431.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.1
  %.432.1 = load double, double* %.431.1, align 8
  %.418.1.1 = select i1 %13, i64 %.418.0203, i64 %14
  %.440.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.1
  %.441.1 = load double, double* %.440.1, align 8
  %.13.le.i.1 = tail call double @llvm.sin.f64(double %.432.1)
  %.18.i.1 = fmul double %.441.1, 5.000000e-01
  %.19.i.1 = fsub double %.13.le.i.1, %.18.i.1
  %scevgep672 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep673 = getelementptr double, double* %scevgep672, i64 -30
  store double %.19.i.1, double* %scevgep673, align 8
  %15 = add i64 %14, 1
  %spec.select.2 = select i1 %13, i64 %.415.0202, i64 %15
  %.431.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.2
  %.432.2 = load double, double* %.431.2, align 8
  %.418.1.2 = select i1 %13, i64 %.418.0203, i64 %15
  %.440.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.2
  %.441.2 = load double, double* %.440.2, align 8
  %.13.le.i.2 = tail call double @llvm.sin.f64(double %.432.2)
  %.18.i.2 = fmul double %.441.2, 5.000000e-01
  %.19.i.2 = fsub double %.13.le.i.2, %.18.i.2
  %scevgep670 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep671 = getelementptr double, double* %scevgep670, i64 -29
  store double %.19.i.2, double* %scevgep671, align 8
  %16 = add i64 %15, 1
  %spec.select.3 = select i1 %13, i64 %.415.0202, i64 %16
  %.431.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.3
  %.432.3 = load double, double* %.431.3, align 8
  %.418.1.3 = select i1 %13, i64 %.418.0203, i64 %16
  %.440.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.3
  %.441.3 = load double, double* %.440.3, align 8
  %.13.le.i.3 = tail call double @llvm.sin.f64(double %.432.3)
  %.18.i.3 = fmul double %.441.3, 5.000000e-01
  %.19.i.3 = fsub double %.13.le.i.3, %.18.i.3
  %scevgep668 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep669 = getelementptr double, double* %scevgep668, i64 -28
  store double %.19.i.3, double* %scevgep669, align 8
  %17 = add i64 %16, 1
  %spec.select.4 = select i1 %13, i64 %.415.0202, i64 %17
  %.431.4 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.4
  %.432.4 = load double, double* %.431.4, align 8
  %.418.1.4 = select i1 %13, i64 %.418.0203, i64 %17
  %.440.4 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.4
  %.441.4 = load double, double* %.440.4, align 8
  %.13.le.i.4 = tail call double @llvm.sin.f64(double %.432.4)
  %.18.i.4 = fmul double %.441.4, 5.000000e-01
  %.19.i.4 = fsub double %.13.le.i.4, %.18.i.4
  %scevgep666 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep667 = getelementptr double, double* %scevgep666, i64 -27
  store double %.19.i.4, double* %scevgep667, align 8
  %18 = add i64 %17, 1
  %spec.select.5 = select i1 %13, i64 %.415.0202, i64 %18
  %.431.5 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.5
  %.432.5 = load double, double* %.431.5, align 8
  %.418.1.5 = select i1 %13, i64 %.418.0203, i64 %18
  %.440.5 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.5
  %.441.5 = load double, double* %.440.5, align 8
  %.13.le.i.5 = tail call double @llvm.sin.f64(double %.432.5)
  %.18.i.5 = fmul double %.441.5, 5.000000e-01
  %.19.i.5 = fsub double %.13.le.i.5, %.18.i.5
  %scevgep664 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep665 = getelementptr double, double* %scevgep664, i64 -26
  store double %.19.i.5, double* %scevgep665, align 8
  %19 = add i64 %18, 1
  %spec.select.6 = select i1 %13, i64 %.415.0202, i64 %19
  %.431.6 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.6
  %.432.6 = load double, double* %.431.6, align 8
  %.418.1.6 = select i1 %13, i64 %.418.0203, i64 %19
  %.440.6 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.6
  %.441.6 = load double, double* %.440.6, align 8
  %.13.le.i.6 = tail call double @llvm.sin.f64(double %.432.6)
  %.18.i.6 = fmul double %.441.6, 5.000000e-01
  %.19.i.6 = fsub double %.13.le.i.6, %.18.i.6
  %scevgep662 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep663 = getelementptr double, double* %scevgep662, i64 -25
  store double %.19.i.6, double* %scevgep663, align 8
  %20 = add i64 %19, 1
  %spec.select.7 = select i1 %13, i64 %.415.0202, i64 %20
  %.431.7 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.7
  %.432.7 = load double, double* %.431.7, align 8
  %.418.1.7 = select i1 %13, i64 %.418.0203, i64 %20
  %.440.7 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.7
  %.441.7 = load double, double* %.440.7, align 8
  %.13.le.i.7 = tail call double @llvm.sin.f64(double %.432.7)
  %.18.i.7 = fmul double %.441.7, 5.000000e-01
  %.19.i.7 = fsub double %.13.le.i.7, %.18.i.7
  %scevgep674 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep675 = getelementptr double, double* %scevgep674, i64 -24
  store double %.19.i.7, double* %scevgep675, align 8
  %21 = add i64 %20, 1
  %spec.select.1455 = select i1 %13, i64 %.415.0202, i64 %21
  %.431.1456 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.1455
  %.432.1457 = load double, double* %.431.1456, align 8
  %.418.1.1458 = select i1 %13, i64 %.418.0203, i64 %21
  %.440.1459 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.1458
  %.441.1460 = load double, double* %.440.1459, align 8
  %.13.le.i.1461 = tail call double @llvm.sin.f64(double %.432.1457)
  %.18.i.1462 = fmul double %.441.1460, 5.000000e-01
  %.19.i.1463 = fsub double %.13.le.i.1461, %.18.i.1462
  %scevgep645 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep646 = getelementptr double, double* %scevgep645, i64 -23
  store double %.19.i.1463, double* %scevgep646, align 8
  %22 = add i64 %21, 1
  %spec.select.1.1 = select i1 %13, i64 %.415.0202, i64 %22
  %.431.1.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.1.1
  %.432.1.1 = load double, double* %.431.1.1, align 8
  %.418.1.1.1 = select i1 %13, i64 %.418.0203, i64 %22
  %.440.1.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.1.1
  %.441.1.1 = load double, double* %.440.1.1, align 8
  %.13.le.i.1.1 = tail call double @llvm.sin.f64(double %.432.1.1)
  %.18.i.1.1 = fmul double %.441.1.1, 5.000000e-01
  %.19.i.1.1 = fsub double %.13.le.i.1.1, %.18.i.1.1
  %scevgep643 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep644 = getelementptr double, double* %scevgep643, i64 -22
  store double %.19.i.1.1, double* %scevgep644, align 8
  %23 = add i64 %22, 1
  %spec.select.2.1 = select i1 %13, i64 %.415.0202, i64 %23
  %.431.2.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.2.1
  %.432.2.1 = load double, double* %.431.2.1, align 8
  %.418.1.2.1 = select i1 %13, i64 %.418.0203, i64 %23
  %.440.2.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.2.1
  %.441.2.1 = load double, double* %.440.2.1, align 8
  %.13.le.i.2.1 = tail call double @llvm.sin.f64(double %.432.2.1)
  %.18.i.2.1 = fmul double %.441.2.1, 5.000000e-01
  %.19.i.2.1 = fsub double %.13.le.i.2.1, %.18.i.2.1
  %scevgep641 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep642 = getelementptr double, double* %scevgep641, i64 -21
  store double %.19.i.2.1, double* %scevgep642, align 8
  %24 = add i64 %23, 1
  %spec.select.3.1 = select i1 %13, i64 %.415.0202, i64 %24
  %.431.3.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.3.1
  %.432.3.1 = load double, double* %.431.3.1, align 8
  %.418.1.3.1 = select i1 %13, i64 %.418.0203, i64 %24
  %.440.3.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.3.1
  %.441.3.1 = load double, double* %.440.3.1, align 8
  %.13.le.i.3.1 = tail call double @llvm.sin.f64(double %.432.3.1)
  %.18.i.3.1 = fmul double %.441.3.1, 5.000000e-01
  %.19.i.3.1 = fsub double %.13.le.i.3.1, %.18.i.3.1
  %scevgep639 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep640 = getelementptr double, double* %scevgep639, i64 -20
  store double %.19.i.3.1, double* %scevgep640, align 8
  %25 = add i64 %24, 1
  %spec.select.4.1 = select i1 %13, i64 %.415.0202, i64 %25
  %.431.4.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.4.1
  %.432.4.1 = load double, double* %.431.4.1, align 8
  %.418.1.4.1 = select i1 %13, i64 %.418.0203, i64 %25
  %.440.4.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.4.1
  %.441.4.1 = load double, double* %.440.4.1, align 8
  %.13.le.i.4.1 = tail call double @llvm.sin.f64(double %.432.4.1)
  %.18.i.4.1 = fmul double %.441.4.1, 5.000000e-01
  %.19.i.4.1 = fsub double %.13.le.i.4.1, %.18.i.4.1
  %scevgep637 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep638 = getelementptr double, double* %scevgep637, i64 -19
  store double %.19.i.4.1, double* %scevgep638, align 8
  %26 = add i64 %25, 1
  %spec.select.5.1 = select i1 %13, i64 %.415.0202, i64 %26
  %.431.5.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.5.1
  %.432.5.1 = load double, double* %.431.5.1, align 8
  %.418.1.5.1 = select i1 %13, i64 %.418.0203, i64 %26
  %.440.5.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.5.1
  %.441.5.1 = load double, double* %.440.5.1, align 8
  %.13.le.i.5.1 = tail call double @llvm.sin.f64(double %.432.5.1)
  %.18.i.5.1 = fmul double %.441.5.1, 5.000000e-01
  %.19.i.5.1 = fsub double %.13.le.i.5.1, %.18.i.5.1
  %scevgep635 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep636 = getelementptr double, double* %scevgep635, i64 -18
  store double %.19.i.5.1, double* %scevgep636, align 8
  %27 = add i64 %26, 1
  %spec.select.6.1 = select i1 %13, i64 %.415.0202, i64 %27
  %.431.6.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.6.1
  %.432.6.1 = load double, double* %.431.6.1, align 8
  %.418.1.6.1 = select i1 %13, i64 %.418.0203, i64 %27
  %.440.6.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.6.1
  %.441.6.1 = load double, double* %.440.6.1, align 8
  %.13.le.i.6.1 = tail call double @llvm.sin.f64(double %.432.6.1)
  %.18.i.6.1 = fmul double %.441.6.1, 5.000000e-01
  %.19.i.6.1 = fsub double %.13.le.i.6.1, %.18.i.6.1
  %scevgep633 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep634 = getelementptr double, double* %scevgep633, i64 -17
  store double %.19.i.6.1, double* %scevgep634, align 8
  %28 = add i64 %27, 1
  %spec.select.7.1 = select i1 %13, i64 %.415.0202, i64 %28
  %.431.7.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.7.1
  %.432.7.1 = load double, double* %.431.7.1, align 8
  %.418.1.7.1 = select i1 %13, i64 %.418.0203, i64 %28
  %.440.7.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.7.1
  %.441.7.1 = load double, double* %.440.7.1, align 8
  %.13.le.i.7.1 = tail call double @llvm.sin.f64(double %.432.7.1)
  %.18.i.7.1 = fmul double %.441.7.1, 5.000000e-01
  %.19.i.7.1 = fsub double %.13.le.i.7.1, %.18.i.7.1
  %scevgep631 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep632 = getelementptr double, double* %scevgep631, i64 -16
  store double %.19.i.7.1, double* %scevgep632, align 8
  %29 = add i64 %28, 1
  %spec.select.2466 = select i1 %13, i64 %.415.0202, i64 %29
  %.431.2467 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.2466
  %.432.2468 = load double, double* %.431.2467, align 8
  %.418.1.2469 = select i1 %13, i64 %.418.0203, i64 %29
  %.440.2470 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.2469
  %.441.2471 = load double, double* %.440.2470, align 8
  %.13.le.i.2472 = tail call double @llvm.sin.f64(double %.432.2468)
  %.18.i.2473 = fmul double %.441.2471, 5.000000e-01
  %.19.i.2474 = fsub double %.13.le.i.2472, %.18.i.2473
  %scevgep629 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep630 = getelementptr double, double* %scevgep629, i64 -15
  store double %.19.i.2474, double* %scevgep630, align 8
  %30 = add i64 %29, 1
  %spec.select.1.2 = select i1 %13, i64 %.415.0202, i64 %30
  %.431.1.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.1.2
  %.432.1.2 = load double, double* %.431.1.2, align 8
  %.418.1.1.2 = select i1 %13, i64 %.418.0203, i64 %30
  %.440.1.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.1.2
  %.441.1.2 = load double, double* %.440.1.2, align 8
  %.13.le.i.1.2 = tail call double @llvm.sin.f64(double %.432.1.2)
  %.18.i.1.2 = fmul double %.441.1.2, 5.000000e-01
  %.19.i.1.2 = fsub double %.13.le.i.1.2, %.18.i.1.2
  %scevgep627 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep628 = getelementptr double, double* %scevgep627, i64 -14
  store double %.19.i.1.2, double* %scevgep628, align 8
  %31 = add i64 %30, 1
  %spec.select.2.2 = select i1 %13, i64 %.415.0202, i64 %31
  %.431.2.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.2.2
  %.432.2.2 = load double, double* %.431.2.2, align 8
  %.418.1.2.2 = select i1 %13, i64 %.418.0203, i64 %31
  %.440.2.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.2.2
  %.441.2.2 = load double, double* %.440.2.2, align 8
  %.13.le.i.2.2 = tail call double @llvm.sin.f64(double %.432.2.2)
  %.18.i.2.2 = fmul double %.441.2.2, 5.000000e-01
  %.19.i.2.2 = fsub double %.13.le.i.2.2, %.18.i.2.2
  %scevgep625 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep626 = getelementptr double, double* %scevgep625, i64 -13
  store double %.19.i.2.2, double* %scevgep626, align 8
  %32 = add i64 %31, 1
  %spec.select.3.2 = select i1 %13, i64 %.415.0202, i64 %32
  %.431.3.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.3.2
  %.432.3.2 = load double, double* %.431.3.2, align 8
  %.418.1.3.2 = select i1 %13, i64 %.418.0203, i64 %32
  %.440.3.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.3.2
  %.441.3.2 = load double, double* %.440.3.2, align 8
  %.13.le.i.3.2 = tail call double @llvm.sin.f64(double %.432.3.2)
  %.18.i.3.2 = fmul double %.441.3.2, 5.000000e-01
  %.19.i.3.2 = fsub double %.13.le.i.3.2, %.18.i.3.2
  %scevgep623 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep624 = getelementptr double, double* %scevgep623, i64 -12
  store double %.19.i.3.2, double* %scevgep624, align 8
  %33 = add i64 %32, 1
  %spec.select.4.2 = select i1 %13, i64 %.415.0202, i64 %33
  %.431.4.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.4.2
  %.432.4.2 = load double, double* %.431.4.2, align 8
  %.418.1.4.2 = select i1 %13, i64 %.418.0203, i64 %33
  %.440.4.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.4.2
  %.441.4.2 = load double, double* %.440.4.2, align 8
  %.13.le.i.4.2 = tail call double @llvm.sin.f64(double %.432.4.2)
  %.18.i.4.2 = fmul double %.441.4.2, 5.000000e-01
  %.19.i.4.2 = fsub double %.13.le.i.4.2, %.18.i.4.2
  %scevgep621 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep622 = getelementptr double, double* %scevgep621, i64 -11
  store double %.19.i.4.2, double* %scevgep622, align 8
  %34 = add i64 %33, 1
  %spec.select.5.2 = select i1 %13, i64 %.415.0202, i64 %34
  %.431.5.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.5.2
  %.432.5.2 = load double, double* %.431.5.2, align 8
  %.418.1.5.2 = select i1 %13, i64 %.418.0203, i64 %34
  %.440.5.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.5.2
  %.441.5.2 = load double, double* %.440.5.2, align 8
  %.13.le.i.5.2 = tail call double @llvm.sin.f64(double %.432.5.2)
  %.18.i.5.2 = fmul double %.441.5.2, 5.000000e-01
  %.19.i.5.2 = fsub double %.13.le.i.5.2, %.18.i.5.2
  %scevgep619 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep620 = getelementptr double, double* %scevgep619, i64 -10
  store double %.19.i.5.2, double* %scevgep620, align 8
  %35 = add i64 %34, 1
  %spec.select.6.2 = select i1 %13, i64 %.415.0202, i64 %35
  %.431.6.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.6.2
  %.432.6.2 = load double, double* %.431.6.2, align 8
  %.418.1.6.2 = select i1 %13, i64 %.418.0203, i64 %35
  %.440.6.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.6.2
  %.441.6.2 = load double, double* %.440.6.2, align 8
  %.13.le.i.6.2 = tail call double @llvm.sin.f64(double %.432.6.2)
  %.18.i.6.2 = fmul double %.441.6.2, 5.000000e-01
  %.19.i.6.2 = fsub double %.13.le.i.6.2, %.18.i.6.2
  %scevgep617 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep618 = getelementptr double, double* %scevgep617, i64 -9
  store double %.19.i.6.2, double* %scevgep618, align 8
  %36 = add i64 %35, 1
  %spec.select.7.2 = select i1 %13, i64 %.415.0202, i64 %36
  %.431.7.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.7.2
  %.432.7.2 = load double, double* %.431.7.2, align 8
  %.418.1.7.2 = select i1 %13, i64 %.418.0203, i64 %36
  %.440.7.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.7.2
  %.441.7.2 = load double, double* %.440.7.2, align 8
  %.13.le.i.7.2 = tail call double @llvm.sin.f64(double %.432.7.2)
  %.18.i.7.2 = fmul double %.441.7.2, 5.000000e-01
  %.19.i.7.2 = fsub double %.13.le.i.7.2, %.18.i.7.2
  %scevgep615 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep616 = getelementptr double, double* %scevgep615, i64 -8
  store double %.19.i.7.2, double* %scevgep616, align 8
  %37 = add i64 %36, 1
  %spec.select.3477 = select i1 %13, i64 %.415.0202, i64 %37
  %.431.3478 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.3477
  %.432.3479 = load double, double* %.431.3478, align 8
  %.418.1.3480 = select i1 %13, i64 %.418.0203, i64 %37
  %.440.3481 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.3480
  %.441.3482 = load double, double* %.440.3481, align 8
  %.13.le.i.3483 = tail call double @llvm.sin.f64(double %.432.3479)
  %.18.i.3484 = fmul double %.441.3482, 5.000000e-01
  %.19.i.3485 = fsub double %.13.le.i.3483, %.18.i.3484
  %scevgep660 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep661 = getelementptr double, double* %scevgep660, i64 -7
  store double %.19.i.3485, double* %scevgep661, align 8
  %38 = add i64 %37, 1
  %spec.select.1.3 = select i1 %13, i64 %.415.0202, i64 %38
  %.431.1.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.1.3
  %.432.1.3 = load double, double* %.431.1.3, align 8
  %.418.1.1.3 = select i1 %13, i64 %.418.0203, i64 %38
  %.440.1.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.1.3
  %.441.1.3 = load double, double* %.440.1.3, align 8
  %.13.le.i.1.3 = tail call double @llvm.sin.f64(double %.432.1.3)
  %.18.i.1.3 = fmul double %.441.1.3, 5.000000e-01
  %.19.i.1.3 = fsub double %.13.le.i.1.3, %.18.i.1.3
  %scevgep647 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep648 = getelementptr double, double* %scevgep647, i64 -6
  store double %.19.i.1.3, double* %scevgep648, align 8
  %39 = add i64 %38, 1
  %spec.select.2.3 = select i1 %13, i64 %.415.0202, i64 %39
  %.431.2.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.2.3
  %.432.2.3 = load double, double* %.431.2.3, align 8
  %.418.1.2.3 = select i1 %13, i64 %.418.0203, i64 %39
  %.440.2.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.2.3
  %.441.2.3 = load double, double* %.440.2.3, align 8
  %.13.le.i.2.3 = tail call double @llvm.sin.f64(double %.432.2.3)
  %.18.i.2.3 = fmul double %.441.2.3, 5.000000e-01
  %.19.i.2.3 = fsub double %.13.le.i.2.3, %.18.i.2.3
  %scevgep649 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep650 = getelementptr double, double* %scevgep649, i64 -5
  store double %.19.i.2.3, double* %scevgep650, align 8
  %40 = add i64 %39, 1
  %spec.select.3.3 = select i1 %13, i64 %.415.0202, i64 %40
  %.431.3.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.3.3
  %.432.3.3 = load double, double* %.431.3.3, align 8
  %.418.1.3.3 = select i1 %13, i64 %.418.0203, i64 %40
  %.440.3.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.3.3
  %.441.3.3 = load double, double* %.440.3.3, align 8
  %.13.le.i.3.3 = tail call double @llvm.sin.f64(double %.432.3.3)
  %.18.i.3.3 = fmul double %.441.3.3, 5.000000e-01
  %.19.i.3.3 = fsub double %.13.le.i.3.3, %.18.i.3.3
  %scevgep651 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep652 = getelementptr double, double* %scevgep651, i64 -4
  store double %.19.i.3.3, double* %scevgep652, align 8
  %41 = add i64 %40, 1
  %spec.select.4.3 = select i1 %13, i64 %.415.0202, i64 %41
  %.431.4.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.4.3
  %.432.4.3 = load double, double* %.431.4.3, align 8
  %.418.1.4.3 = select i1 %13, i64 %.418.0203, i64 %41
  %.440.4.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.4.3
  %.441.4.3 = load double, double* %.440.4.3, align 8
  %.13.le.i.4.3 = tail call double @llvm.sin.f64(double %.432.4.3)
  %.18.i.4.3 = fmul double %.441.4.3, 5.000000e-01
  %.19.i.4.3 = fsub double %.13.le.i.4.3, %.18.i.4.3
  %scevgep653 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep654 = getelementptr double, double* %scevgep653, i64 -3
  store double %.19.i.4.3, double* %scevgep654, align 8
  %42 = add i64 %41, 1
  %spec.select.5.3 = select i1 %13, i64 %.415.0202, i64 %42
  %.431.5.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.5.3
  %.432.5.3 = load double, double* %.431.5.3, align 8
  %.418.1.5.3 = select i1 %13, i64 %.418.0203, i64 %42
  %.440.5.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.5.3
  %.441.5.3 = load double, double* %.440.5.3, align 8
  %.13.le.i.5.3 = tail call double @llvm.sin.f64(double %.432.5.3)
  %.18.i.5.3 = fmul double %.441.5.3, 5.000000e-01
  %.19.i.5.3 = fsub double %.13.le.i.5.3, %.18.i.5.3
  %scevgep655 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep656 = getelementptr double, double* %scevgep655, i64 -2
  store double %.19.i.5.3, double* %scevgep656, align 8
  %43 = add i64 %42, 1
  %spec.select.6.3 = select i1 %13, i64 %.415.0202, i64 %43
  %.431.6.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.6.3
  %.432.6.3 = load double, double* %.431.6.3, align 8
  %.418.1.6.3 = select i1 %13, i64 %.418.0203, i64 %43
  %.440.6.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.6.3
  %.441.6.3 = load double, double* %.440.6.3, align 8
  %.13.le.i.6.3 = tail call double @llvm.sin.f64(double %.432.6.3)
  %.18.i.6.3 = fmul double %.441.6.3, 5.000000e-01
  %.19.i.6.3 = fsub double %.13.le.i.6.3, %.18.i.6.3
  %scevgep657 = getelementptr double, double* %scevgep614, i64 %loop.index204
  %scevgep658 = getelementptr double, double* %scevgep657, i64 -1
  store double %.19.i.6.3, double* %scevgep658, align 8
  %44 = add i64 %43, 1
  %spec.select.7.3 = select i1 %13, i64 %.415.0202, i64 %44
  %.431.7.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %spec.select.7.3
  %.432.7.3 = load double, double* %.431.7.3, align 8
  %.418.1.7.3 = select i1 %13, i64 %.418.0203, i64 %44
  %.440.7.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.418.1.7.3
  %.441.7.3 = load double, double* %.440.7.3, align 8
  %.13.le.i.7.3 = tail call double @llvm.sin.f64(double %.432.7.3)
  %.18.i.7.3 = fmul double %.441.7.3, 5.000000e-01
  %.19.i.7.3 = fsub double %.13.le.i.7.3, %.18.i.7.3
  %scevgep659 = getelementptr double, double* %scevgep614, i64 %loop.index204
  store double %.19.i.7.3, double* %scevgep659, align 8
  %.470.7.3 = add nuw i64 %loop.index204, 32
  %lsr.iv.next679 = add i64 %lsr.iv678, -4
  %niter454.ncmp.3 = icmp eq i64 %lsr.iv.next679, 0
  %45 = add i64 %44, 1
  br i1 %niter454.ncmp.3, label %B150.i98.unr-lcssa.loopexit.unr-lcssa, label %for.body.endif.endif.endif

for.end.endif.endif.endif.endif.endif:            ; preds = %for.body.endif.endif.endif.epil, %B150.i98.unr-lcssa
  %.7.i.i102 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !19
  %.8.i.i103 = icmp eq i8* %.7.i.i102, null
  br i1 %.8.i.i103, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.thread:     ; preds = %B76.endif.endif.endif.endif.endif.endif
  %.7.i.i102374 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !19
  %.8.i.i103375 = icmp eq i8* %.7.i.i102374, null
  br i1 %.8.i.i103375, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.thread, !prof !0

for.end.endif.endif.endif.endif.endif.endif.thread: ; preds = %for.end.endif.endif.endif.endif.endif.thread
  %.5.i100378 = getelementptr i8, i8* %.7.i.i102374, i64 24
  %46 = bitcast i8* %.5.i100378 to double**
  %.6.i101162379 = load double*, double** %46, align 8
  br label %for.end.1

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif.thread, %for.end.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139976315355328, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %47 = icmp sgt i64 %arg.y0.5.0.fr, 0
  %.5.i100 = getelementptr i8, i8* %.7.i.i102, i64 24
  %48 = bitcast i8* %.5.i100 to double**
  %.6.i101162 = load double*, double** %48, align 8
  br i1 %47, label %for.body.1.endif.endif.endif.lr.ph, label %for.end.1

for.body.1.endif.endif.endif.lr.ph:               ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %49 = icmp ult i64 %1, 7
  br i1 %49, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif.preheader

for.body.1.endif.endif.endif.preheader:           ; preds = %for.body.1.endif.endif.endif.lr.ph
  %50 = icmp ult i64 %2, 24
  br i1 %50, label %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif.preheader543

for.body.1.endif.endif.endif.preheader543:        ; preds = %for.body.1.endif.endif.endif.preheader
  %scevgep686 = getelementptr double, double* %.6.i101162, i64 31
  br label %for.body.1.endif.endif.endif

for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa:  ; preds = %for.body.1.endif.endif.endif, %for.body.1.endif.endif.endif.preheader
  %spec.select1.7.lcssa.ph = phi i64 [ undef, %for.body.1.endif.endif.endif.preheader ], [ %spec.select1.7.3, %for.body.1.endif.endif.endif ]
  %.650.1.7.lcssa.ph = phi i64 [ undef, %for.body.1.endif.endif.endif.preheader ], [ %.650.1.7.3, %for.body.1.endif.endif.endif ]
  %loop.index.1213.unr505 = phi i64 [ 0, %for.body.1.endif.endif.endif.preheader ], [ %.702.7.3, %for.body.1.endif.endif.endif ]
  %.650.0212.unr506 = phi i64 [ 0, %for.body.1.endif.endif.endif.preheader ], [ %.650.1.7.3, %for.body.1.endif.endif.endif ]
  %.647.0211.unr507 = phi i64 [ 0, %for.body.1.endif.endif.endif.preheader ], [ %spec.select1.7.3, %for.body.1.endif.endif.endif ]
  %51 = and i64 %4, 3
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif.epil490.preheader

for.body.1.endif.endif.endif.epil490.preheader:   ; preds = %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa
  br label %for.body.1.endif.endif.endif.epil490

for.body.1.endif.endif.endif.epil490:             ; preds = %for.body.1.endif.endif.endif.epil490.preheader, %for.body.1.endif.endif.endif.epil490
  %lsr.iv753 = phi i64 [ %xtraiter430, %for.body.1.endif.endif.endif.epil490.preheader ], [ %lsr.iv.next754, %for.body.1.endif.endif.endif.epil490 ]
  %loop.index.1213.epil491 = phi i64 [ %.702.7.epil, %for.body.1.endif.endif.endif.epil490 ], [ %loop.index.1213.unr505, %for.body.1.endif.endif.endif.epil490.preheader ]
  %.650.0212.epil492 = phi i64 [ %.650.1.7.epil, %for.body.1.endif.endif.endif.epil490 ], [ %.650.0212.unr506, %for.body.1.endif.endif.endif.epil490.preheader ]
  %.647.0211.epil493 = phi i64 [ %spec.select1.7.epil, %for.body.1.endif.endif.endif.epil490 ], [ %.647.0211.unr507, %for.body.1.endif.endif.endif.epil490.preheader ]
  %53 = icmp eq i64 %arg.y0.5.0.fr, 1
  %spec.select1.epil494 = select i1 %53, i64 %.647.0211.epil493, i64 %loop.index.1213.epil491
  %.663.epil495 = getelementptr double, double* %.6.i59161, i64 %spec.select1.epil494
  %.664.epil496 = load double, double* %.663.epil495, align 8
  %.650.1.epil497 = select i1 %53, i64 %.650.0212.epil492, i64 %loop.index.1213.epil491
  %.672.epil498 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.epil497
  %.673.epil499 = load double, double* %.672.epil498, align 8
  %.7.i.epil500 = fmul double %.664.epil496, %arg.h
  %.8.i.epil501 = fadd double %.7.i.epil500, %.673.epil499
  %scevgep752 = getelementptr double, double* %.6.i101162, i64 %loop.index.1213.epil491
  store double %.8.i.epil501, double* %scevgep752, align 8
  %.702.epil503 = or i64 %loop.index.1213.epil491, 1
  %spec.select1.1.epil = select i1 %53, i64 %.647.0211.epil493, i64 %.702.epil503
  %.663.1.epil = getelementptr double, double* %.6.i59161, i64 %spec.select1.1.epil
  %.664.1.epil = load double, double* %.663.1.epil, align 8
  %.650.1.1.epil = select i1 %53, i64 %.650.0212.epil492, i64 %.702.epil503
  %.672.1.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.1.epil
  %.673.1.epil = load double, double* %.672.1.epil, align 8
  %.7.i.1.epil = fmul double %.664.1.epil, %arg.h
  %.8.i.1.epil = fadd double %.7.i.1.epil, %.673.1.epil
  %.700.1.epil = getelementptr double, double* %.6.i101162, i64 %.702.epil503
  store double %.8.i.1.epil, double* %.700.1.epil, align 8
  %.702.1.epil = or i64 %loop.index.1213.epil491, 2
  %spec.select1.2.epil = select i1 %53, i64 %.647.0211.epil493, i64 %.702.1.epil
  %.663.2.epil = getelementptr double, double* %.6.i59161, i64 %spec.select1.2.epil
  %.664.2.epil = load double, double* %.663.2.epil, align 8
  %.650.1.2.epil = select i1 %53, i64 %.650.0212.epil492, i64 %.702.1.epil
  %.672.2.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.2.epil
  %.673.2.epil = load double, double* %.672.2.epil, align 8
  %.7.i.2.epil = fmul double %.664.2.epil, %arg.h
  %.8.i.2.epil = fadd double %.7.i.2.epil, %.673.2.epil
  %.700.2.epil = getelementptr double, double* %.6.i101162, i64 %.702.1.epil
  store double %.8.i.2.epil, double* %.700.2.epil, align 8
  %.702.2.epil = or i64 %loop.index.1213.epil491, 3
  %spec.select1.3.epil = select i1 %53, i64 %.647.0211.epil493, i64 %.702.2.epil
  %.663.3.epil = getelementptr double, double* %.6.i59161, i64 %spec.select1.3.epil
  %.664.3.epil = load double, double* %.663.3.epil, align 8
  %.650.1.3.epil = select i1 %53, i64 %.650.0212.epil492, i64 %.702.2.epil
  %.672.3.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.3.epil
  %.673.3.epil = load double, double* %.672.3.epil, align 8
  %.7.i.3.epil = fmul double %.664.3.epil, %arg.h
  %.8.i.3.epil = fadd double %.7.i.3.epil, %.673.3.epil
  %.700.3.epil = getelementptr double, double* %.6.i101162, i64 %.702.2.epil
  store double %.8.i.3.epil, double* %.700.3.epil, align 8
  %.702.3.epil = or i64 %loop.index.1213.epil491, 4
  %spec.select1.4.epil = select i1 %53, i64 %.647.0211.epil493, i64 %.702.3.epil
  %.663.4.epil = getelementptr double, double* %.6.i59161, i64 %spec.select1.4.epil
  %.664.4.epil = load double, double* %.663.4.epil, align 8
  %.650.1.4.epil = select i1 %53, i64 %.650.0212.epil492, i64 %.702.3.epil
  %.672.4.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.4.epil
  %.673.4.epil = load double, double* %.672.4.epil, align 8
  %.7.i.4.epil = fmul double %.664.4.epil, %arg.h
  %.8.i.4.epil = fadd double %.7.i.4.epil, %.673.4.epil
  %.700.4.epil = getelementptr double, double* %.6.i101162, i64 %.702.3.epil
  store double %.8.i.4.epil, double* %.700.4.epil, align 8
  %.702.4.epil = or i64 %loop.index.1213.epil491, 5
  %spec.select1.5.epil = select i1 %53, i64 %.647.0211.epil493, i64 %.702.4.epil
  %.663.5.epil = getelementptr double, double* %.6.i59161, i64 %spec.select1.5.epil
  %.664.5.epil = load double, double* %.663.5.epil, align 8
  %.650.1.5.epil = select i1 %53, i64 %.650.0212.epil492, i64 %.702.4.epil
  %.672.5.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.5.epil
  %.673.5.epil = load double, double* %.672.5.epil, align 8
  %.7.i.5.epil = fmul double %.664.5.epil, %arg.h
  %.8.i.5.epil = fadd double %.7.i.5.epil, %.673.5.epil
  %.700.5.epil = getelementptr double, double* %.6.i101162, i64 %.702.4.epil
  store double %.8.i.5.epil, double* %.700.5.epil, align 8
  %.702.5.epil = or i64 %loop.index.1213.epil491, 6
  %spec.select1.6.epil = select i1 %53, i64 %.647.0211.epil493, i64 %.702.5.epil
  %.663.6.epil = getelementptr double, double* %.6.i59161, i64 %spec.select1.6.epil
  %.664.6.epil = load double, double* %.663.6.epil, align 8
  %.650.1.6.epil = select i1 %53, i64 %.650.0212.epil492, i64 %.702.5.epil
  %.672.6.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.6.epil
  %.673.6.epil = load double, double* %.672.6.epil, align 8
  %.7.i.6.epil = fmul double %.664.6.epil, %arg.h
  %.8.i.6.epil = fadd double %.7.i.6.epil, %.673.6.epil
  %.700.6.epil = getelementptr double, double* %.6.i101162, i64 %.702.5.epil
  store double %.8.i.6.epil, double* %.700.6.epil, align 8
  %.702.6.epil = or i64 %loop.index.1213.epil491, 7
  %spec.select1.7.epil = select i1 %53, i64 %.647.0211.epil493, i64 %.702.6.epil
  %.663.7.epil = getelementptr double, double* %.6.i59161, i64 %spec.select1.7.epil
  %.664.7.epil = load double, double* %.663.7.epil, align 8
  %.650.1.7.epil = select i1 %53, i64 %.650.0212.epil492, i64 %.702.6.epil
  %.672.7.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.7.epil
  %.673.7.epil = load double, double* %.672.7.epil, align 8
  %.7.i.7.epil = fmul double %.664.7.epil, %arg.h
  %.8.i.7.epil = fadd double %.7.i.7.epil, %.673.7.epil
  %.700.7.epil = getelementptr double, double* %.6.i101162, i64 %.702.6.epil
  store double %.8.i.7.epil, double* %.700.7.epil, align 8
  %.702.7.epil = add nuw nsw i64 %loop.index.1213.epil491, 8
  %lsr.iv.next754 = add nsw i64 %lsr.iv753, -1
  %epil.iter504.cmp.not = icmp eq i64 %lsr.iv.next754, 0
  br i1 %epil.iter504.cmp.not, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif.epil490, !llvm.loop !26

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1.endif.endif.endif.epil490, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa, %for.body.1.endif.endif.endif.lr.ph
  %loop.index.1213.unr = phi i64 [ 0, %for.body.1.endif.endif.endif.lr.ph ], [ %unroll_iter357, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter357, %for.body.1.endif.endif.endif.epil490 ]
  %.650.0212.unr = phi i64 [ 0, %for.body.1.endif.endif.endif.lr.ph ], [ %.650.1.7.lcssa.ph, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.650.1.7.epil, %for.body.1.endif.endif.endif.epil490 ]
  %.647.0211.unr = phi i64 [ 0, %for.body.1.endif.endif.endif.lr.ph ], [ %spec.select1.7.lcssa.ph, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %spec.select1.7.epil, %for.body.1.endif.endif.endif.epil490 ]
  %54 = icmp eq i64 %xtraiter354, 0
  br i1 %54, label %for.end.1, label %for.body.1.endif.endif.endif.epil.preheader

for.body.1.endif.endif.endif.epil.preheader:      ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.endif.endif.endif.epil

for.body.1.endif.endif.endif.epil:                ; preds = %for.body.1.endif.endif.endif.epil.preheader, %for.body.1.endif.endif.endif.epil
  %lsr.iv756 = phi i64 [ %xtraiter354, %for.body.1.endif.endif.endif.epil.preheader ], [ %lsr.iv.next757, %for.body.1.endif.endif.endif.epil ]
  %loop.index.1213.epil = phi i64 [ %.702.epil, %for.body.1.endif.endif.endif.epil ], [ %loop.index.1213.unr, %for.body.1.endif.endif.endif.epil.preheader ]
  %.650.0212.epil = phi i64 [ %.650.1.epil, %for.body.1.endif.endif.endif.epil ], [ %.650.0212.unr, %for.body.1.endif.endif.endif.epil.preheader ]
  %.647.0211.epil = phi i64 [ %spec.select1.epil, %for.body.1.endif.endif.endif.epil ], [ %.647.0211.unr, %for.body.1.endif.endif.endif.epil.preheader ]
  %55 = icmp eq i64 %arg.y0.5.0.fr, 1
  %spec.select1.epil = select i1 %55, i64 %.647.0211.epil, i64 %loop.index.1213.epil
  %.663.epil = getelementptr double, double* %.6.i59161, i64 %spec.select1.epil
  %.664.epil = load double, double* %.663.epil, align 8
  %.650.1.epil = select i1 %55, i64 %.650.0212.epil, i64 %loop.index.1213.epil
  %.672.epil = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.epil
  %.673.epil = load double, double* %.672.epil, align 8
  %.7.i.epil = fmul double %.664.epil, %arg.h
  %.8.i.epil = fadd double %.7.i.epil, %.673.epil
  %scevgep755 = getelementptr double, double* %.6.i101162, i64 %loop.index.1213.epil
  store double %.8.i.epil, double* %scevgep755, align 8
  %.702.epil = add nuw nsw i64 %loop.index.1213.epil, 1
  %lsr.iv.next757 = add nsw i64 %lsr.iv756, -1
  %epil.iter360.cmp.not = icmp eq i64 %lsr.iv.next757, 0
  br i1 %epil.iter360.cmp.not, label %for.end.1, label %for.body.1.endif.endif.endif.epil, !llvm.loop !27

for.end.1:                                        ; preds = %for.body.1.endif.endif.endif.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif, %for.end.endif.endif.endif.endif.endif.endif.thread
  %.6.i101162381 = phi double* [ %.6.i101162379, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.6.i101162, %for.end.endif.endif.endif.endif.endif.endif ], [ %.6.i101162, %for.end.1.loopexit.unr-lcssa ], [ %.6.i101162, %for.body.1.endif.endif.endif.epil ]
  %.7.i.i102376380 = phi i8* [ %.7.i.i102374, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.7.i.i102, %for.end.endif.endif.endif.endif.endif.endif ], [ %.7.i.i102, %for.end.1.loopexit.unr-lcssa ], [ %.7.i.i102, %for.body.1.endif.endif.endif.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i52)
  tail call void @NRT_decref(i8* nonnull %y.2.sroa.0.0251)
  %.204 = icmp ugt i64 %.151.0248, 1
  br i1 %.204, label %B150.i21, label %B148.endif.endif.endif.endif.endif

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.endif.preheader543, %for.body.1.endif.endif.endif
  %lsr.iv750 = phi i64 [ %unroll_iter453, %for.body.1.endif.endif.endif.preheader543 ], [ %lsr.iv.next751, %for.body.1.endif.endif.endif ]
  %loop.index.1213 = phi i64 [ %88, %for.body.1.endif.endif.endif ], [ 0, %for.body.1.endif.endif.endif.preheader543 ]
  %.650.0212 = phi i64 [ %.650.1.7.3, %for.body.1.endif.endif.endif ], [ 0, %for.body.1.endif.endif.endif.preheader543 ]
  %.647.0211 = phi i64 [ %spec.select1.7.3, %for.body.1.endif.endif.endif ], [ 0, %for.body.1.endif.endif.endif.preheader543 ]
  %56 = icmp eq i64 %arg.y0.5.0.fr, 1
  %spec.select1 = select i1 %56, i64 %.647.0211, i64 %loop.index.1213
  %.663 = getelementptr double, double* %.6.i59161, i64 %spec.select1
  %.664 = load double, double* %.663, align 8
  %.650.1 = select i1 %56, i64 %.650.0212, i64 %loop.index.1213
  %.672 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1
  %.673 = load double, double* %.672, align 8
  %.7.i = fmul double %.664, %arg.h
  %.8.i = fadd double %.7.i, %.673
  %scevgep748 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep749 = getelementptr double, double* %scevgep748, i64 -31
  store double %.8.i, double* %scevgep749, align 8
  %57 = add i64 %loop.index.1213, 1
  %spec.select1.1 = select i1 %56, i64 %.647.0211, i64 %57
  %.663.1 = getelementptr double, double* %.6.i59161, i64 %spec.select1.1
  %.664.1 = load double, double* %.663.1, align 8
  %.650.1.1 = select i1 %56, i64 %.650.0212, i64 %57
  %.672.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.1
  %.673.1 = load double, double* %.672.1, align 8
  %.7.i.1 = fmul double %.664.1, %arg.h
  %.8.i.1 = fadd double %.7.i.1, %.673.1
  %scevgep744 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep745 = getelementptr double, double* %scevgep744, i64 -30
  store double %.8.i.1, double* %scevgep745, align 8
  %58 = add i64 %57, 1
  %spec.select1.2 = select i1 %56, i64 %.647.0211, i64 %58
  %.663.2 = getelementptr double, double* %.6.i59161, i64 %spec.select1.2
  %.664.2 = load double, double* %.663.2, align 8
  %.650.1.2 = select i1 %56, i64 %.650.0212, i64 %58
  %.672.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.2
  %.673.2 = load double, double* %.672.2, align 8
  %.7.i.2 = fmul double %.664.2, %arg.h
  %.8.i.2 = fadd double %.7.i.2, %.673.2
  %scevgep742 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep743 = getelementptr double, double* %scevgep742, i64 -29
  store double %.8.i.2, double* %scevgep743, align 8
  %59 = add i64 %58, 1
  %spec.select1.3 = select i1 %56, i64 %.647.0211, i64 %59
  %.663.3 = getelementptr double, double* %.6.i59161, i64 %spec.select1.3
  %.664.3 = load double, double* %.663.3, align 8
  %.650.1.3 = select i1 %56, i64 %.650.0212, i64 %59
  %.672.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.3
  %.673.3 = load double, double* %.672.3, align 8
  %.7.i.3 = fmul double %.664.3, %arg.h
  %.8.i.3 = fadd double %.7.i.3, %.673.3
  %scevgep740 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep741 = getelementptr double, double* %scevgep740, i64 -28
  store double %.8.i.3, double* %scevgep741, align 8
  %60 = add i64 %59, 1
  %spec.select1.4 = select i1 %56, i64 %.647.0211, i64 %60
  %.663.4 = getelementptr double, double* %.6.i59161, i64 %spec.select1.4
  %.664.4 = load double, double* %.663.4, align 8
  %.650.1.4 = select i1 %56, i64 %.650.0212, i64 %60
  %.672.4 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.4
  %.673.4 = load double, double* %.672.4, align 8
  %.7.i.4 = fmul double %.664.4, %arg.h
  %.8.i.4 = fadd double %.7.i.4, %.673.4
  %scevgep738 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep739 = getelementptr double, double* %scevgep738, i64 -27
  store double %.8.i.4, double* %scevgep739, align 8
  %61 = add i64 %60, 1
  %spec.select1.5 = select i1 %56, i64 %.647.0211, i64 %61
  %.663.5 = getelementptr double, double* %.6.i59161, i64 %spec.select1.5
  %.664.5 = load double, double* %.663.5, align 8
  %.650.1.5 = select i1 %56, i64 %.650.0212, i64 %61
  %.672.5 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.5
  %.673.5 = load double, double* %.672.5, align 8
  %.7.i.5 = fmul double %.664.5, %arg.h
  %.8.i.5 = fadd double %.7.i.5, %.673.5
  %scevgep736 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep737 = getelementptr double, double* %scevgep736, i64 -26
  store double %.8.i.5, double* %scevgep737, align 8
  %62 = add i64 %61, 1
  %spec.select1.6 = select i1 %56, i64 %.647.0211, i64 %62
  %.663.6 = getelementptr double, double* %.6.i59161, i64 %spec.select1.6
  %.664.6 = load double, double* %.663.6, align 8
  %.650.1.6 = select i1 %56, i64 %.650.0212, i64 %62
  %.672.6 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.6
  %.673.6 = load double, double* %.672.6, align 8
  %.7.i.6 = fmul double %.664.6, %arg.h
  %.8.i.6 = fadd double %.7.i.6, %.673.6
  %scevgep734 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep735 = getelementptr double, double* %scevgep734, i64 -25
  store double %.8.i.6, double* %scevgep735, align 8
  %63 = add i64 %62, 1
  %spec.select1.7 = select i1 %56, i64 %.647.0211, i64 %63
  %.663.7 = getelementptr double, double* %.6.i59161, i64 %spec.select1.7
  %.664.7 = load double, double* %.663.7, align 8
  %.650.1.7 = select i1 %56, i64 %.650.0212, i64 %63
  %.672.7 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.7
  %.673.7 = load double, double* %.672.7, align 8
  %.7.i.7 = fmul double %.664.7, %arg.h
  %.8.i.7 = fadd double %.7.i.7, %.673.7
  %scevgep746 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep747 = getelementptr double, double* %scevgep746, i64 -24
  store double %.8.i.7, double* %scevgep747, align 8
  %64 = add i64 %63, 1
  %spec.select1.1513 = select i1 %56, i64 %.647.0211, i64 %64
  %.663.1514 = getelementptr double, double* %.6.i59161, i64 %spec.select1.1513
  %.664.1515 = load double, double* %.663.1514, align 8
  %.650.1.1516 = select i1 %56, i64 %.650.0212, i64 %64
  %.672.1517 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.1516
  %.673.1518 = load double, double* %.672.1517, align 8
  %.7.i.1519 = fmul double %.664.1515, %arg.h
  %.8.i.1520 = fadd double %.7.i.1519, %.673.1518
  %scevgep717 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep718 = getelementptr double, double* %scevgep717, i64 -23
  store double %.8.i.1520, double* %scevgep718, align 8
  %65 = add i64 %64, 1
  %spec.select1.1.1 = select i1 %56, i64 %.647.0211, i64 %65
  %.663.1.1 = getelementptr double, double* %.6.i59161, i64 %spec.select1.1.1
  %.664.1.1 = load double, double* %.663.1.1, align 8
  %.650.1.1.1 = select i1 %56, i64 %.650.0212, i64 %65
  %.672.1.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.1.1
  %.673.1.1 = load double, double* %.672.1.1, align 8
  %.7.i.1.1 = fmul double %.664.1.1, %arg.h
  %.8.i.1.1 = fadd double %.7.i.1.1, %.673.1.1
  %scevgep715 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep716 = getelementptr double, double* %scevgep715, i64 -22
  store double %.8.i.1.1, double* %scevgep716, align 8
  %66 = add i64 %65, 1
  %spec.select1.2.1 = select i1 %56, i64 %.647.0211, i64 %66
  %.663.2.1 = getelementptr double, double* %.6.i59161, i64 %spec.select1.2.1
  %.664.2.1 = load double, double* %.663.2.1, align 8
  %.650.1.2.1 = select i1 %56, i64 %.650.0212, i64 %66
  %.672.2.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.2.1
  %.673.2.1 = load double, double* %.672.2.1, align 8
  %.7.i.2.1 = fmul double %.664.2.1, %arg.h
  %.8.i.2.1 = fadd double %.7.i.2.1, %.673.2.1
  %scevgep713 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep714 = getelementptr double, double* %scevgep713, i64 -21
  store double %.8.i.2.1, double* %scevgep714, align 8
  %67 = add i64 %66, 1
  %spec.select1.3.1 = select i1 %56, i64 %.647.0211, i64 %67
  %.663.3.1 = getelementptr double, double* %.6.i59161, i64 %spec.select1.3.1
  %.664.3.1 = load double, double* %.663.3.1, align 8
  %.650.1.3.1 = select i1 %56, i64 %.650.0212, i64 %67
  %.672.3.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.3.1
  %.673.3.1 = load double, double* %.672.3.1, align 8
  %.7.i.3.1 = fmul double %.664.3.1, %arg.h
  %.8.i.3.1 = fadd double %.7.i.3.1, %.673.3.1
  %scevgep711 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep712 = getelementptr double, double* %scevgep711, i64 -20
  store double %.8.i.3.1, double* %scevgep712, align 8
  %68 = add i64 %67, 1
  %spec.select1.4.1 = select i1 %56, i64 %.647.0211, i64 %68
  %.663.4.1 = getelementptr double, double* %.6.i59161, i64 %spec.select1.4.1
  %.664.4.1 = load double, double* %.663.4.1, align 8
  %.650.1.4.1 = select i1 %56, i64 %.650.0212, i64 %68
  %.672.4.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.4.1
  %.673.4.1 = load double, double* %.672.4.1, align 8
  %.7.i.4.1 = fmul double %.664.4.1, %arg.h
  %.8.i.4.1 = fadd double %.7.i.4.1, %.673.4.1
  %scevgep709 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep710 = getelementptr double, double* %scevgep709, i64 -19
  store double %.8.i.4.1, double* %scevgep710, align 8
  %69 = add i64 %68, 1
  %spec.select1.5.1 = select i1 %56, i64 %.647.0211, i64 %69
  %.663.5.1 = getelementptr double, double* %.6.i59161, i64 %spec.select1.5.1
  %.664.5.1 = load double, double* %.663.5.1, align 8
  %.650.1.5.1 = select i1 %56, i64 %.650.0212, i64 %69
  %.672.5.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.5.1
  %.673.5.1 = load double, double* %.672.5.1, align 8
  %.7.i.5.1 = fmul double %.664.5.1, %arg.h
  %.8.i.5.1 = fadd double %.7.i.5.1, %.673.5.1
  %scevgep707 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep708 = getelementptr double, double* %scevgep707, i64 -18
  store double %.8.i.5.1, double* %scevgep708, align 8
  %70 = add i64 %69, 1
  %spec.select1.6.1 = select i1 %56, i64 %.647.0211, i64 %70
  %.663.6.1 = getelementptr double, double* %.6.i59161, i64 %spec.select1.6.1
  %.664.6.1 = load double, double* %.663.6.1, align 8
  %.650.1.6.1 = select i1 %56, i64 %.650.0212, i64 %70
  %.672.6.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.6.1
  %.673.6.1 = load double, double* %.672.6.1, align 8
  %.7.i.6.1 = fmul double %.664.6.1, %arg.h
  %.8.i.6.1 = fadd double %.7.i.6.1, %.673.6.1
  %scevgep705 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep706 = getelementptr double, double* %scevgep705, i64 -17
  store double %.8.i.6.1, double* %scevgep706, align 8
  %71 = add i64 %70, 1
  %spec.select1.7.1 = select i1 %56, i64 %.647.0211, i64 %71
  %.663.7.1 = getelementptr double, double* %.6.i59161, i64 %spec.select1.7.1
  %.664.7.1 = load double, double* %.663.7.1, align 8
  %.650.1.7.1 = select i1 %56, i64 %.650.0212, i64 %71
  %.672.7.1 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.7.1
  %.673.7.1 = load double, double* %.672.7.1, align 8
  %.7.i.7.1 = fmul double %.664.7.1, %arg.h
  %.8.i.7.1 = fadd double %.7.i.7.1, %.673.7.1
  %scevgep703 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep704 = getelementptr double, double* %scevgep703, i64 -16
  store double %.8.i.7.1, double* %scevgep704, align 8
  %72 = add i64 %71, 1
  %spec.select1.2523 = select i1 %56, i64 %.647.0211, i64 %72
  %.663.2524 = getelementptr double, double* %.6.i59161, i64 %spec.select1.2523
  %.664.2525 = load double, double* %.663.2524, align 8
  %.650.1.2526 = select i1 %56, i64 %.650.0212, i64 %72
  %.672.2527 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.2526
  %.673.2528 = load double, double* %.672.2527, align 8
  %.7.i.2529 = fmul double %.664.2525, %arg.h
  %.8.i.2530 = fadd double %.7.i.2529, %.673.2528
  %scevgep701 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep702 = getelementptr double, double* %scevgep701, i64 -15
  store double %.8.i.2530, double* %scevgep702, align 8
  %73 = add i64 %72, 1
  %spec.select1.1.2 = select i1 %56, i64 %.647.0211, i64 %73
  %.663.1.2 = getelementptr double, double* %.6.i59161, i64 %spec.select1.1.2
  %.664.1.2 = load double, double* %.663.1.2, align 8
  %.650.1.1.2 = select i1 %56, i64 %.650.0212, i64 %73
  %.672.1.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.1.2
  %.673.1.2 = load double, double* %.672.1.2, align 8
  %.7.i.1.2 = fmul double %.664.1.2, %arg.h
  %.8.i.1.2 = fadd double %.7.i.1.2, %.673.1.2
  %scevgep699 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep700 = getelementptr double, double* %scevgep699, i64 -14
  store double %.8.i.1.2, double* %scevgep700, align 8
  %74 = add i64 %73, 1
  %spec.select1.2.2 = select i1 %56, i64 %.647.0211, i64 %74
  %.663.2.2 = getelementptr double, double* %.6.i59161, i64 %spec.select1.2.2
  %.664.2.2 = load double, double* %.663.2.2, align 8
  %.650.1.2.2 = select i1 %56, i64 %.650.0212, i64 %74
  %.672.2.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.2.2
  %.673.2.2 = load double, double* %.672.2.2, align 8
  %.7.i.2.2 = fmul double %.664.2.2, %arg.h
  %.8.i.2.2 = fadd double %.7.i.2.2, %.673.2.2
  %scevgep697 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep698 = getelementptr double, double* %scevgep697, i64 -13
  store double %.8.i.2.2, double* %scevgep698, align 8
  %75 = add i64 %74, 1
  %spec.select1.3.2 = select i1 %56, i64 %.647.0211, i64 %75
  %.663.3.2 = getelementptr double, double* %.6.i59161, i64 %spec.select1.3.2
  %.664.3.2 = load double, double* %.663.3.2, align 8
  %.650.1.3.2 = select i1 %56, i64 %.650.0212, i64 %75
  %.672.3.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.3.2
  %.673.3.2 = load double, double* %.672.3.2, align 8
  %.7.i.3.2 = fmul double %.664.3.2, %arg.h
  %.8.i.3.2 = fadd double %.7.i.3.2, %.673.3.2
  %scevgep695 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep696 = getelementptr double, double* %scevgep695, i64 -12
  store double %.8.i.3.2, double* %scevgep696, align 8
  %76 = add i64 %75, 1
  %spec.select1.4.2 = select i1 %56, i64 %.647.0211, i64 %76
  %.663.4.2 = getelementptr double, double* %.6.i59161, i64 %spec.select1.4.2
  %.664.4.2 = load double, double* %.663.4.2, align 8
  %.650.1.4.2 = select i1 %56, i64 %.650.0212, i64 %76
  %.672.4.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.4.2
  %.673.4.2 = load double, double* %.672.4.2, align 8
  %.7.i.4.2 = fmul double %.664.4.2, %arg.h
  %.8.i.4.2 = fadd double %.7.i.4.2, %.673.4.2
  %scevgep693 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep694 = getelementptr double, double* %scevgep693, i64 -11
  store double %.8.i.4.2, double* %scevgep694, align 8
  %77 = add i64 %76, 1
  %spec.select1.5.2 = select i1 %56, i64 %.647.0211, i64 %77
  %.663.5.2 = getelementptr double, double* %.6.i59161, i64 %spec.select1.5.2
  %.664.5.2 = load double, double* %.663.5.2, align 8
  %.650.1.5.2 = select i1 %56, i64 %.650.0212, i64 %77
  %.672.5.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.5.2
  %.673.5.2 = load double, double* %.672.5.2, align 8
  %.7.i.5.2 = fmul double %.664.5.2, %arg.h
  %.8.i.5.2 = fadd double %.7.i.5.2, %.673.5.2
  %scevgep691 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep692 = getelementptr double, double* %scevgep691, i64 -10
  store double %.8.i.5.2, double* %scevgep692, align 8
  %78 = add i64 %77, 1
  %spec.select1.6.2 = select i1 %56, i64 %.647.0211, i64 %78
  %.663.6.2 = getelementptr double, double* %.6.i59161, i64 %spec.select1.6.2
  %.664.6.2 = load double, double* %.663.6.2, align 8
  %.650.1.6.2 = select i1 %56, i64 %.650.0212, i64 %78
  %.672.6.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.6.2
  %.673.6.2 = load double, double* %.672.6.2, align 8
  %.7.i.6.2 = fmul double %.664.6.2, %arg.h
  %.8.i.6.2 = fadd double %.7.i.6.2, %.673.6.2
  %scevgep689 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep690 = getelementptr double, double* %scevgep689, i64 -9
  store double %.8.i.6.2, double* %scevgep690, align 8
  %79 = add i64 %78, 1
  %spec.select1.7.2 = select i1 %56, i64 %.647.0211, i64 %79
  %.663.7.2 = getelementptr double, double* %.6.i59161, i64 %spec.select1.7.2
  %.664.7.2 = load double, double* %.663.7.2, align 8
  %.650.1.7.2 = select i1 %56, i64 %.650.0212, i64 %79
  %.672.7.2 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.7.2
  %.673.7.2 = load double, double* %.672.7.2, align 8
  %.7.i.7.2 = fmul double %.664.7.2, %arg.h
  %.8.i.7.2 = fadd double %.7.i.7.2, %.673.7.2
  %scevgep687 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep688 = getelementptr double, double* %scevgep687, i64 -8
  store double %.8.i.7.2, double* %scevgep688, align 8
  %80 = add i64 %79, 1
  %spec.select1.3533 = select i1 %56, i64 %.647.0211, i64 %80
  %.663.3534 = getelementptr double, double* %.6.i59161, i64 %spec.select1.3533
  %.664.3535 = load double, double* %.663.3534, align 8
  %.650.1.3536 = select i1 %56, i64 %.650.0212, i64 %80
  %.672.3537 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.3536
  %.673.3538 = load double, double* %.672.3537, align 8
  %.7.i.3539 = fmul double %.664.3535, %arg.h
  %.8.i.3540 = fadd double %.7.i.3539, %.673.3538
  %scevgep732 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep733 = getelementptr double, double* %scevgep732, i64 -7
  store double %.8.i.3540, double* %scevgep733, align 8
  %81 = add i64 %80, 1
  %spec.select1.1.3 = select i1 %56, i64 %.647.0211, i64 %81
  %.663.1.3 = getelementptr double, double* %.6.i59161, i64 %spec.select1.1.3
  %.664.1.3 = load double, double* %.663.1.3, align 8
  %.650.1.1.3 = select i1 %56, i64 %.650.0212, i64 %81
  %.672.1.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.1.3
  %.673.1.3 = load double, double* %.672.1.3, align 8
  %.7.i.1.3 = fmul double %.664.1.3, %arg.h
  %.8.i.1.3 = fadd double %.7.i.1.3, %.673.1.3
  %scevgep719 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep720 = getelementptr double, double* %scevgep719, i64 -6
  store double %.8.i.1.3, double* %scevgep720, align 8
  %82 = add i64 %81, 1
  %spec.select1.2.3 = select i1 %56, i64 %.647.0211, i64 %82
  %.663.2.3 = getelementptr double, double* %.6.i59161, i64 %spec.select1.2.3
  %.664.2.3 = load double, double* %.663.2.3, align 8
  %.650.1.2.3 = select i1 %56, i64 %.650.0212, i64 %82
  %.672.2.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.2.3
  %.673.2.3 = load double, double* %.672.2.3, align 8
  %.7.i.2.3 = fmul double %.664.2.3, %arg.h
  %.8.i.2.3 = fadd double %.7.i.2.3, %.673.2.3
  %scevgep721 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep722 = getelementptr double, double* %scevgep721, i64 -5
  store double %.8.i.2.3, double* %scevgep722, align 8
  %83 = add i64 %82, 1
  %spec.select1.3.3 = select i1 %56, i64 %.647.0211, i64 %83
  %.663.3.3 = getelementptr double, double* %.6.i59161, i64 %spec.select1.3.3
  %.664.3.3 = load double, double* %.663.3.3, align 8
  %.650.1.3.3 = select i1 %56, i64 %.650.0212, i64 %83
  %.672.3.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.3.3
  %.673.3.3 = load double, double* %.672.3.3, align 8
  %.7.i.3.3 = fmul double %.664.3.3, %arg.h
  %.8.i.3.3 = fadd double %.7.i.3.3, %.673.3.3
  %scevgep723 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep724 = getelementptr double, double* %scevgep723, i64 -4
  store double %.8.i.3.3, double* %scevgep724, align 8
  %84 = add i64 %83, 1
  %spec.select1.4.3 = select i1 %56, i64 %.647.0211, i64 %84
  %.663.4.3 = getelementptr double, double* %.6.i59161, i64 %spec.select1.4.3
  %.664.4.3 = load double, double* %.663.4.3, align 8
  %.650.1.4.3 = select i1 %56, i64 %.650.0212, i64 %84
  %.672.4.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.4.3
  %.673.4.3 = load double, double* %.672.4.3, align 8
  %.7.i.4.3 = fmul double %.664.4.3, %arg.h
  %.8.i.4.3 = fadd double %.7.i.4.3, %.673.4.3
  %scevgep725 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep726 = getelementptr double, double* %scevgep725, i64 -3
  store double %.8.i.4.3, double* %scevgep726, align 8
  %85 = add i64 %84, 1
  %spec.select1.5.3 = select i1 %56, i64 %.647.0211, i64 %85
  %.663.5.3 = getelementptr double, double* %.6.i59161, i64 %spec.select1.5.3
  %.664.5.3 = load double, double* %.663.5.3, align 8
  %.650.1.5.3 = select i1 %56, i64 %.650.0212, i64 %85
  %.672.5.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.5.3
  %.673.5.3 = load double, double* %.672.5.3, align 8
  %.7.i.5.3 = fmul double %.664.5.3, %arg.h
  %.8.i.5.3 = fadd double %.7.i.5.3, %.673.5.3
  %scevgep727 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep728 = getelementptr double, double* %scevgep727, i64 -2
  store double %.8.i.5.3, double* %scevgep728, align 8
  %86 = add i64 %85, 1
  %spec.select1.6.3 = select i1 %56, i64 %.647.0211, i64 %86
  %.663.6.3 = getelementptr double, double* %.6.i59161, i64 %spec.select1.6.3
  %.664.6.3 = load double, double* %.663.6.3, align 8
  %.650.1.6.3 = select i1 %56, i64 %.650.0212, i64 %86
  %.672.6.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.6.3
  %.673.6.3 = load double, double* %.672.6.3, align 8
  %.7.i.6.3 = fmul double %.664.6.3, %arg.h
  %.8.i.6.3 = fadd double %.7.i.6.3, %.673.6.3
  %scevgep729 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  %scevgep730 = getelementptr double, double* %scevgep729, i64 -1
  store double %.8.i.6.3, double* %scevgep730, align 8
  %87 = add i64 %86, 1
  %spec.select1.7.3 = select i1 %56, i64 %.647.0211, i64 %87
  %.663.7.3 = getelementptr double, double* %.6.i59161, i64 %spec.select1.7.3
  %.664.7.3 = load double, double* %.663.7.3, align 8
  %.650.1.7.3 = select i1 %56, i64 %.650.0212, i64 %87
  %.672.7.3 = getelementptr double, double* %y.2.sroa.48.0250, i64 %.650.1.7.3
  %.673.7.3 = load double, double* %.672.7.3, align 8
  %.7.i.7.3 = fmul double %.664.7.3, %arg.h
  %.8.i.7.3 = fadd double %.7.i.7.3, %.673.7.3
  %scevgep731 = getelementptr double, double* %scevgep686, i64 %loop.index.1213
  store double %.8.i.7.3, double* %scevgep731, align 8
  %.702.7.3 = add nuw i64 %loop.index.1213, 32
  %lsr.iv.next751 = add i64 %lsr.iv750, -4
  %niter512.ncmp.3 = icmp eq i64 %lsr.iv.next751, 0
  %88 = add i64 %87, 1
  br i1 %niter512.ncmp.3, label %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif

B148.endif.endif.endif.endif.endif:               ; preds = %for.end.1
  %.7.i.i46 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !28
  %.8.i.i47 = icmp eq i8* %.7.i.i46, null
  br i1 %.8.i.i47, label %B148.endif.endif.endif.endif.endif.if, label %B148.endif.endif.endif.endif.endif.endif, !prof !0

B148.endif.endif.endif.endif.endif.if:            ; preds = %B148.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139976315355328, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B148.endif.endif.endif.endif.endif.endif:         ; preds = %B148.endif.endif.endif.endif.endif
  %89 = icmp sgt i64 %arg.y0.5.0.fr, 0
  %.5.i44 = getelementptr i8, i8* %.7.i.i46, i64 24
  %90 = bitcast i8* %.5.i44 to double**
  %.6.i45160 = load double*, double** %90, align 8
  br i1 %89, label %for.body.2.endif.endif.endif.lr.ph, label %for.end.2

for.body.2.endif.endif.endif.lr.ph:               ; preds = %B148.endif.endif.endif.endif.endif.endif
  %91 = icmp ult i64 %1, 7
  br i1 %91, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.endif.endif.endif.preheader

for.body.2.endif.endif.endif.preheader:           ; preds = %for.body.2.endif.endif.endif.lr.ph
  %92 = add i64 %unroll_iter357, -8
  %93 = lshr exact i64 %92, 3
  %94 = add nuw nsw i64 %93, 1
  %xtraiter = and i64 %94, 3
  %95 = icmp ult i64 %92, 24
  br i1 %95, label %for.end.2.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.2.endif.endif.endif.preheader.new

for.body.2.endif.endif.endif.preheader.new:       ; preds = %for.body.2.endif.endif.endif.preheader
  %unroll_iter = and i64 %94, %const
  %scevgep548 = getelementptr double, double* %.6.i45160, i64 31
  br label %for.body.2.endif.endif.endif

for.end.2.loopexit.unr-lcssa.loopexit.unr-lcssa:  ; preds = %for.body.2.endif.endif.endif, %for.body.2.endif.endif.endif.preheader
  %spec.select2.7.lcssa.ph = phi i64 [ undef, %for.body.2.endif.endif.endif.preheader ], [ %spec.select2.7.3, %for.body.2.endif.endif.endif ]
  %.907.1.7.lcssa.ph = phi i64 [ undef, %for.body.2.endif.endif.endif.preheader ], [ %.907.1.7.3, %for.body.2.endif.endif.endif ]
  %loop.index.2190.unr397 = phi i64 [ 0, %for.body.2.endif.endif.endif.preheader ], [ %.959.7.3, %for.body.2.endif.endif.endif ]
  %.907.0189.unr398 = phi i64 [ 0, %for.body.2.endif.endif.endif.preheader ], [ %.907.1.7.3, %for.body.2.endif.endif.endif ]
  %.904.0188.unr399 = phi i64 [ 0, %for.body.2.endif.endif.endif.preheader ], [ %spec.select2.7.3, %for.body.2.endif.endif.endif ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.endif.endif.endif.epil383.preheader

for.body.2.endif.endif.endif.epil383.preheader:   ; preds = %for.end.2.loopexit.unr-lcssa.loopexit.unr-lcssa
  br label %for.body.2.endif.endif.endif.epil383

for.body.2.endif.endif.endif.epil383:             ; preds = %for.body.2.endif.endif.endif.epil383.preheader, %for.body.2.endif.endif.endif.epil383
  %lsr.iv546 = phi i64 [ %xtraiter, %for.body.2.endif.endif.endif.epil383.preheader ], [ %lsr.iv.next547, %for.body.2.endif.endif.endif.epil383 ]
  %loop.index.2190.epil384 = phi i64 [ %.959.7.epil, %for.body.2.endif.endif.endif.epil383 ], [ %loop.index.2190.unr397, %for.body.2.endif.endif.endif.epil383.preheader ]
  %.907.0189.epil385 = phi i64 [ %.907.1.7.epil, %for.body.2.endif.endif.endif.epil383 ], [ %.907.0189.unr398, %for.body.2.endif.endif.endif.epil383.preheader ]
  %.904.0188.epil386 = phi i64 [ %spec.select2.7.epil, %for.body.2.endif.endif.endif.epil383 ], [ %.904.0188.unr399, %for.body.2.endif.endif.endif.epil383.preheader ]
  %96 = icmp eq i64 %arg.y0.5.0.fr, 1
  %spec.select2.epil387 = select i1 %96, i64 %.904.0188.epil386, i64 %loop.index.2190.epil384
  %.920.epil388 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.epil387
  %.921.epil389 = load double, double* %.920.epil388, align 8
  %.907.1.epil390 = select i1 %96, i64 %.907.0189.epil385, i64 %loop.index.2190.epil384
  %.929.epil391 = getelementptr double, double* %.6.i101162381, i64 %.907.1.epil390
  %.930.epil392 = load double, double* %.929.epil391, align 8
  %.6.i43.epil393 = fmul double %.921.epil389, %.930.epil392
  %scevgep545 = getelementptr double, double* %.6.i45160, i64 %loop.index.2190.epil384
  store double %.6.i43.epil393, double* %scevgep545, align 8
  %.959.epil395 = or i64 %loop.index.2190.epil384, 1
  %spec.select2.1.epil = select i1 %96, i64 %.904.0188.epil386, i64 %.959.epil395
  %.920.1.epil = getelementptr double, double* %.6.i101162381, i64 %spec.select2.1.epil
  %.921.1.epil = load double, double* %.920.1.epil, align 8
  %.907.1.1.epil = select i1 %96, i64 %.907.0189.epil385, i64 %.959.epil395
  %.929.1.epil = getelementptr double, double* %.6.i101162381, i64 %.907.1.1.epil
  %.930.1.epil = load double, double* %.929.1.epil, align 8
  %.6.i43.1.epil = fmul double %.921.1.epil, %.930.1.epil
  %.957.1.epil = getelementptr double, double* %.6.i45160, i64 %.959.epil395
  store double %.6.i43.1.epil, double* %.957.1.epil, align 8
  %.959.1.epil = or i64 %loop.index.2190.epil384, 2
  %spec.select2.2.epil = select i1 %96, i64 %.904.0188.epil386, i64 %.959.1.epil
  %.920.2.epil = getelementptr double, double* %.6.i101162381, i64 %spec.select2.2.epil
  %.921.2.epil = load double, double* %.920.2.epil, align 8
  %.907.1.2.epil = select i1 %96, i64 %.907.0189.epil385, i64 %.959.1.epil
  %.929.2.epil = getelementptr double, double* %.6.i101162381, i64 %.907.1.2.epil
  %.930.2.epil = load double, double* %.929.2.epil, align 8
  %.6.i43.2.epil = fmul double %.921.2.epil, %.930.2.epil
  %.957.2.epil = getelementptr double, double* %.6.i45160, i64 %.959.1.epil
  store double %.6.i43.2.epil, double* %.957.2.epil, align 8
  %.959.2.epil = or i64 %loop.index.2190.epil384, 3
  %spec.select2.3.epil = select i1 %96, i64 %.904.0188.epil386, i64 %.959.2.epil
  %.920.3.epil = getelementptr double, double* %.6.i101162381, i64 %spec.select2.3.epil
  %.921.3.epil = load double, double* %.920.3.epil, align 8
  %.907.1.3.epil = select i1 %96, i64 %.907.0189.epil385, i64 %.959.2.epil
  %.929.3.epil = getelementptr double, double* %.6.i101162381, i64 %.907.1.3.epil
  %.930.3.epil = load double, double* %.929.3.epil, align 8
  %.6.i43.3.epil = fmul double %.921.3.epil, %.930.3.epil
  %.957.3.epil = getelementptr double, double* %.6.i45160, i64 %.959.2.epil
  store double %.6.i43.3.epil, double* %.957.3.epil, align 8
  %.959.3.epil = or i64 %loop.index.2190.epil384, 4
  %spec.select2.4.epil = select i1 %96, i64 %.904.0188.epil386, i64 %.959.3.epil
  %.920.4.epil = getelementptr double, double* %.6.i101162381, i64 %spec.select2.4.epil
  %.921.4.epil = load double, double* %.920.4.epil, align 8
  %.907.1.4.epil = select i1 %96, i64 %.907.0189.epil385, i64 %.959.3.epil
  %.929.4.epil = getelementptr double, double* %.6.i101162381, i64 %.907.1.4.epil
  %.930.4.epil = load double, double* %.929.4.epil, align 8
  %.6.i43.4.epil = fmul double %.921.4.epil, %.930.4.epil
  %.957.4.epil = getelementptr double, double* %.6.i45160, i64 %.959.3.epil
  store double %.6.i43.4.epil, double* %.957.4.epil, align 8
  %.959.4.epil = or i64 %loop.index.2190.epil384, 5
  %spec.select2.5.epil = select i1 %96, i64 %.904.0188.epil386, i64 %.959.4.epil
  %.920.5.epil = getelementptr double, double* %.6.i101162381, i64 %spec.select2.5.epil
  %.921.5.epil = load double, double* %.920.5.epil, align 8
  %.907.1.5.epil = select i1 %96, i64 %.907.0189.epil385, i64 %.959.4.epil
  %.929.5.epil = getelementptr double, double* %.6.i101162381, i64 %.907.1.5.epil
  %.930.5.epil = load double, double* %.929.5.epil, align 8
  %.6.i43.5.epil = fmul double %.921.5.epil, %.930.5.epil
  %.957.5.epil = getelementptr double, double* %.6.i45160, i64 %.959.4.epil
  store double %.6.i43.5.epil, double* %.957.5.epil, align 8
  %.959.5.epil = or i64 %loop.index.2190.epil384, 6
  %spec.select2.6.epil = select i1 %96, i64 %.904.0188.epil386, i64 %.959.5.epil
  %.920.6.epil = getelementptr double, double* %.6.i101162381, i64 %spec.select2.6.epil
  %.921.6.epil = load double, double* %.920.6.epil, align 8
  %.907.1.6.epil = select i1 %96, i64 %.907.0189.epil385, i64 %.959.5.epil
  %.929.6.epil = getelementptr double, double* %.6.i101162381, i64 %.907.1.6.epil
  %.930.6.epil = load double, double* %.929.6.epil, align 8
  %.6.i43.6.epil = fmul double %.921.6.epil, %.930.6.epil
  %.957.6.epil = getelementptr double, double* %.6.i45160, i64 %.959.5.epil
  store double %.6.i43.6.epil, double* %.957.6.epil, align 8
  %.959.6.epil = or i64 %loop.index.2190.epil384, 7
  %spec.select2.7.epil = select i1 %96, i64 %.904.0188.epil386, i64 %.959.6.epil
  %.920.7.epil = getelementptr double, double* %.6.i101162381, i64 %spec.select2.7.epil
  %.921.7.epil = load double, double* %.920.7.epil, align 8
  %.907.1.7.epil = select i1 %96, i64 %.907.0189.epil385, i64 %.959.6.epil
  %.929.7.epil = getelementptr double, double* %.6.i101162381, i64 %.907.1.7.epil
  %.930.7.epil = load double, double* %.929.7.epil, align 8
  %.6.i43.7.epil = fmul double %.921.7.epil, %.930.7.epil
  %.957.7.epil = getelementptr double, double* %.6.i45160, i64 %.959.6.epil
  store double %.6.i43.7.epil, double* %.957.7.epil, align 8
  %.959.7.epil = add nuw nsw i64 %loop.index.2190.epil384, 8
  %lsr.iv.next547 = add nsw i64 %lsr.iv546, -1
  %epil.iter396.cmp.not = icmp eq i64 %lsr.iv.next547, 0
  br i1 %epil.iter396.cmp.not, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.endif.endif.endif.epil383, !llvm.loop !35

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2.endif.endif.endif.epil383, %for.end.2.loopexit.unr-lcssa.loopexit.unr-lcssa, %for.body.2.endif.endif.endif.lr.ph
  %loop.index.2190.unr = phi i64 [ 0, %for.body.2.endif.endif.endif.lr.ph ], [ %unroll_iter357, %for.end.2.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter357, %for.body.2.endif.endif.endif.epil383 ]
  %.907.0189.unr = phi i64 [ 0, %for.body.2.endif.endif.endif.lr.ph ], [ %.907.1.7.lcssa.ph, %for.end.2.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.907.1.7.epil, %for.body.2.endif.endif.endif.epil383 ]
  %.904.0188.unr = phi i64 [ 0, %for.body.2.endif.endif.endif.lr.ph ], [ %spec.select2.7.lcssa.ph, %for.end.2.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %spec.select2.7.epil, %for.body.2.endif.endif.endif.epil383 ]
  %97 = icmp eq i64 %xtraiter354, 0
  br i1 %97, label %for.end.2, label %for.body.2.endif.endif.endif.epil.preheader

for.body.2.endif.endif.endif.epil.preheader:      ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.endif.endif.endif.epil

for.body.2.endif.endif.endif.epil:                ; preds = %for.body.2.endif.endif.endif.epil.preheader, %for.body.2.endif.endif.endif.epil
  %lsr.iv = phi i64 [ %xtraiter354, %for.body.2.endif.endif.endif.epil.preheader ], [ %lsr.iv.next, %for.body.2.endif.endif.endif.epil ]
  %loop.index.2190.epil = phi i64 [ %.959.epil, %for.body.2.endif.endif.endif.epil ], [ %loop.index.2190.unr, %for.body.2.endif.endif.endif.epil.preheader ]
  %.907.0189.epil = phi i64 [ %.907.1.epil, %for.body.2.endif.endif.endif.epil ], [ %.907.0189.unr, %for.body.2.endif.endif.endif.epil.preheader ]
  %.904.0188.epil = phi i64 [ %spec.select2.epil, %for.body.2.endif.endif.endif.epil ], [ %.904.0188.unr, %for.body.2.endif.endif.endif.epil.preheader ]
  %98 = icmp eq i64 %arg.y0.5.0.fr, 1
  %spec.select2.epil = select i1 %98, i64 %.904.0188.epil, i64 %loop.index.2190.epil
  %.920.epil = getelementptr double, double* %.6.i101162381, i64 %spec.select2.epil
  %.921.epil = load double, double* %.920.epil, align 8
  %.907.1.epil = select i1 %98, i64 %.907.0189.epil, i64 %loop.index.2190.epil
  %.929.epil = getelementptr double, double* %.6.i101162381, i64 %.907.1.epil
  %.930.epil = load double, double* %.929.epil, align 8
  %.6.i43.epil = fmul double %.921.epil, %.930.epil
  %scevgep = getelementptr double, double* %.6.i45160, i64 %loop.index.2190.epil
  store double %.6.i43.epil, double* %scevgep, align 8
  %.959.epil = add nuw nsw i64 %loop.index.2190.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end.2, label %for.body.2.endif.endif.endif.epil, !llvm.loop !36

for.end.2:                                        ; preds = %for.body.2.endif.endif.endif.epil, %for.end.2.loopexit.unr-lcssa, %B148.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i102376380)
  store double 0.000000e+00, double* %.966, align 8
  %.972 = call i32 @_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.966, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.14, i8* nonnull %.7.i.i46, i8* null, i64 %arg.y0.5.0.fr, i64 8, double* %.6.i45160, i64 %arg.y0.5.0.fr, i64 8)
  switch i32 %.972, label %for.end.2.if [
    i32 -2, label %for.end.2.endif
    i32 0, label %for.end.2.endif
  ]

for.body.2.endif.endif.endif:                     ; preds = %for.body.2.endif.endif.endif, %for.body.2.endif.endif.endif.preheader.new
  %lsr.iv612 = phi i64 [ %lsr.iv.next613, %for.body.2.endif.endif.endif ], [ %unroll_iter, %for.body.2.endif.endif.endif.preheader.new ]
  %loop.index.2190 = phi i64 [ 0, %for.body.2.endif.endif.endif.preheader.new ], [ %131, %for.body.2.endif.endif.endif ]
  %.907.0189 = phi i64 [ 0, %for.body.2.endif.endif.endif.preheader.new ], [ %.907.1.7.3, %for.body.2.endif.endif.endif ]
  %.904.0188 = phi i64 [ 0, %for.body.2.endif.endif.endif.preheader.new ], [ %spec.select2.7.3, %for.body.2.endif.endif.endif ]
  %99 = icmp eq i64 %arg.y0.5.0.fr, 1
  %spec.select2 = select i1 %99, i64 %.904.0188, i64 %loop.index.2190
  %.920 = getelementptr double, double* %.6.i101162381, i64 %spec.select2
  %.921 = load double, double* %.920, align 8
  %.907.1 = select i1 %99, i64 %.907.0189, i64 %loop.index.2190
  %.929 = getelementptr double, double* %.6.i101162381, i64 %.907.1
  %.930 = load double, double* %.929, align 8
  %.6.i43 = fmul double %.921, %.930
  %scevgep610 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep611 = getelementptr double, double* %scevgep610, i64 -31
  store double %.6.i43, double* %scevgep611, align 8
  %100 = add i64 %loop.index.2190, 1
  %spec.select2.1 = select i1 %99, i64 %.904.0188, i64 %100
  %.920.1 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.1
  %.921.1 = load double, double* %.920.1, align 8
  %.907.1.1 = select i1 %99, i64 %.907.0189, i64 %100
  %.929.1 = getelementptr double, double* %.6.i101162381, i64 %.907.1.1
  %.930.1 = load double, double* %.929.1, align 8
  %.6.i43.1 = fmul double %.921.1, %.930.1
  %scevgep606 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep607 = getelementptr double, double* %scevgep606, i64 -30
  store double %.6.i43.1, double* %scevgep607, align 8
  %101 = add i64 %100, 1
  %spec.select2.2 = select i1 %99, i64 %.904.0188, i64 %101
  %.920.2 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.2
  %.921.2 = load double, double* %.920.2, align 8
  %.907.1.2 = select i1 %99, i64 %.907.0189, i64 %101
  %.929.2 = getelementptr double, double* %.6.i101162381, i64 %.907.1.2
  %.930.2 = load double, double* %.929.2, align 8
  %.6.i43.2 = fmul double %.921.2, %.930.2
  %scevgep604 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep605 = getelementptr double, double* %scevgep604, i64 -29
  store double %.6.i43.2, double* %scevgep605, align 8
  %102 = add i64 %101, 1
  %spec.select2.3 = select i1 %99, i64 %.904.0188, i64 %102
  %.920.3 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.3
  %.921.3 = load double, double* %.920.3, align 8
  %.907.1.3 = select i1 %99, i64 %.907.0189, i64 %102
  %.929.3 = getelementptr double, double* %.6.i101162381, i64 %.907.1.3
  %.930.3 = load double, double* %.929.3, align 8
  %.6.i43.3 = fmul double %.921.3, %.930.3
  %scevgep602 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep603 = getelementptr double, double* %scevgep602, i64 -28
  store double %.6.i43.3, double* %scevgep603, align 8
  %103 = add i64 %102, 1
  %spec.select2.4 = select i1 %99, i64 %.904.0188, i64 %103
  %.920.4 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.4
  %.921.4 = load double, double* %.920.4, align 8
  %.907.1.4 = select i1 %99, i64 %.907.0189, i64 %103
  %.929.4 = getelementptr double, double* %.6.i101162381, i64 %.907.1.4
  %.930.4 = load double, double* %.929.4, align 8
  %.6.i43.4 = fmul double %.921.4, %.930.4
  %scevgep600 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep601 = getelementptr double, double* %scevgep600, i64 -27
  store double %.6.i43.4, double* %scevgep601, align 8
  %104 = add i64 %103, 1
  %spec.select2.5 = select i1 %99, i64 %.904.0188, i64 %104
  %.920.5 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.5
  %.921.5 = load double, double* %.920.5, align 8
  %.907.1.5 = select i1 %99, i64 %.907.0189, i64 %104
  %.929.5 = getelementptr double, double* %.6.i101162381, i64 %.907.1.5
  %.930.5 = load double, double* %.929.5, align 8
  %.6.i43.5 = fmul double %.921.5, %.930.5
  %scevgep598 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep599 = getelementptr double, double* %scevgep598, i64 -26
  store double %.6.i43.5, double* %scevgep599, align 8
  %105 = add i64 %104, 1
  %spec.select2.6 = select i1 %99, i64 %.904.0188, i64 %105
  %.920.6 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.6
  %.921.6 = load double, double* %.920.6, align 8
  %.907.1.6 = select i1 %99, i64 %.907.0189, i64 %105
  %.929.6 = getelementptr double, double* %.6.i101162381, i64 %.907.1.6
  %.930.6 = load double, double* %.929.6, align 8
  %.6.i43.6 = fmul double %.921.6, %.930.6
  %scevgep596 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep597 = getelementptr double, double* %scevgep596, i64 -25
  store double %.6.i43.6, double* %scevgep597, align 8
  %106 = add i64 %105, 1
  %spec.select2.7 = select i1 %99, i64 %.904.0188, i64 %106
  %.920.7 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.7
  %.921.7 = load double, double* %.920.7, align 8
  %.907.1.7 = select i1 %99, i64 %.907.0189, i64 %106
  %.929.7 = getelementptr double, double* %.6.i101162381, i64 %.907.1.7
  %.930.7 = load double, double* %.929.7, align 8
  %.6.i43.7 = fmul double %.921.7, %.930.7
  %scevgep608 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep609 = getelementptr double, double* %scevgep608, i64 -24
  store double %.6.i43.7, double* %scevgep609, align 8
  %107 = add i64 %106, 1
  %spec.select2.1402 = select i1 %99, i64 %.904.0188, i64 %107
  %.920.1403 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.1402
  %.921.1404 = load double, double* %.920.1403, align 8
  %.907.1.1405 = select i1 %99, i64 %.907.0189, i64 %107
  %.929.1406 = getelementptr double, double* %.6.i101162381, i64 %.907.1.1405
  %.930.1407 = load double, double* %.929.1406, align 8
  %.6.i43.1408 = fmul double %.921.1404, %.930.1407
  %scevgep579 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep580 = getelementptr double, double* %scevgep579, i64 -23
  store double %.6.i43.1408, double* %scevgep580, align 8
  %108 = add i64 %107, 1
  %spec.select2.1.1 = select i1 %99, i64 %.904.0188, i64 %108
  %.920.1.1 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.1.1
  %.921.1.1 = load double, double* %.920.1.1, align 8
  %.907.1.1.1 = select i1 %99, i64 %.907.0189, i64 %108
  %.929.1.1 = getelementptr double, double* %.6.i101162381, i64 %.907.1.1.1
  %.930.1.1 = load double, double* %.929.1.1, align 8
  %.6.i43.1.1 = fmul double %.921.1.1, %.930.1.1
  %scevgep577 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep578 = getelementptr double, double* %scevgep577, i64 -22
  store double %.6.i43.1.1, double* %scevgep578, align 8
  %109 = add i64 %108, 1
  %spec.select2.2.1 = select i1 %99, i64 %.904.0188, i64 %109
  %.920.2.1 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.2.1
  %.921.2.1 = load double, double* %.920.2.1, align 8
  %.907.1.2.1 = select i1 %99, i64 %.907.0189, i64 %109
  %.929.2.1 = getelementptr double, double* %.6.i101162381, i64 %.907.1.2.1
  %.930.2.1 = load double, double* %.929.2.1, align 8
  %.6.i43.2.1 = fmul double %.921.2.1, %.930.2.1
  %scevgep575 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep576 = getelementptr double, double* %scevgep575, i64 -21
  store double %.6.i43.2.1, double* %scevgep576, align 8
  %110 = add i64 %109, 1
  %spec.select2.3.1 = select i1 %99, i64 %.904.0188, i64 %110
  %.920.3.1 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.3.1
  %.921.3.1 = load double, double* %.920.3.1, align 8
  %.907.1.3.1 = select i1 %99, i64 %.907.0189, i64 %110
  %.929.3.1 = getelementptr double, double* %.6.i101162381, i64 %.907.1.3.1
  %.930.3.1 = load double, double* %.929.3.1, align 8
  %.6.i43.3.1 = fmul double %.921.3.1, %.930.3.1
  %scevgep573 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep574 = getelementptr double, double* %scevgep573, i64 -20
  store double %.6.i43.3.1, double* %scevgep574, align 8
  %111 = add i64 %110, 1
  %spec.select2.4.1 = select i1 %99, i64 %.904.0188, i64 %111
  %.920.4.1 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.4.1
  %.921.4.1 = load double, double* %.920.4.1, align 8
  %.907.1.4.1 = select i1 %99, i64 %.907.0189, i64 %111
  %.929.4.1 = getelementptr double, double* %.6.i101162381, i64 %.907.1.4.1
  %.930.4.1 = load double, double* %.929.4.1, align 8
  %.6.i43.4.1 = fmul double %.921.4.1, %.930.4.1
  %scevgep571 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep572 = getelementptr double, double* %scevgep571, i64 -19
  store double %.6.i43.4.1, double* %scevgep572, align 8
  %112 = add i64 %111, 1
  %spec.select2.5.1 = select i1 %99, i64 %.904.0188, i64 %112
  %.920.5.1 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.5.1
  %.921.5.1 = load double, double* %.920.5.1, align 8
  %.907.1.5.1 = select i1 %99, i64 %.907.0189, i64 %112
  %.929.5.1 = getelementptr double, double* %.6.i101162381, i64 %.907.1.5.1
  %.930.5.1 = load double, double* %.929.5.1, align 8
  %.6.i43.5.1 = fmul double %.921.5.1, %.930.5.1
  %scevgep569 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep570 = getelementptr double, double* %scevgep569, i64 -18
  store double %.6.i43.5.1, double* %scevgep570, align 8
  %113 = add i64 %112, 1
  %spec.select2.6.1 = select i1 %99, i64 %.904.0188, i64 %113
  %.920.6.1 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.6.1
  %.921.6.1 = load double, double* %.920.6.1, align 8
  %.907.1.6.1 = select i1 %99, i64 %.907.0189, i64 %113
  %.929.6.1 = getelementptr double, double* %.6.i101162381, i64 %.907.1.6.1
  %.930.6.1 = load double, double* %.929.6.1, align 8
  %.6.i43.6.1 = fmul double %.921.6.1, %.930.6.1
  %scevgep567 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep568 = getelementptr double, double* %scevgep567, i64 -17
  store double %.6.i43.6.1, double* %scevgep568, align 8
  %114 = add i64 %113, 1
  %spec.select2.7.1 = select i1 %99, i64 %.904.0188, i64 %114
  %.920.7.1 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.7.1
  %.921.7.1 = load double, double* %.920.7.1, align 8
  %.907.1.7.1 = select i1 %99, i64 %.907.0189, i64 %114
  %.929.7.1 = getelementptr double, double* %.6.i101162381, i64 %.907.1.7.1
  %.930.7.1 = load double, double* %.929.7.1, align 8
  %.6.i43.7.1 = fmul double %.921.7.1, %.930.7.1
  %scevgep565 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep566 = getelementptr double, double* %scevgep565, i64 -16
  store double %.6.i43.7.1, double* %scevgep566, align 8
  %115 = add i64 %114, 1
  %spec.select2.2411 = select i1 %99, i64 %.904.0188, i64 %115
  %.920.2412 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.2411
  %.921.2413 = load double, double* %.920.2412, align 8
  %.907.1.2414 = select i1 %99, i64 %.907.0189, i64 %115
  %.929.2415 = getelementptr double, double* %.6.i101162381, i64 %.907.1.2414
  %.930.2416 = load double, double* %.929.2415, align 8
  %.6.i43.2417 = fmul double %.921.2413, %.930.2416
  %scevgep563 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -15
  store double %.6.i43.2417, double* %scevgep564, align 8
  %116 = add i64 %115, 1
  %spec.select2.1.2 = select i1 %99, i64 %.904.0188, i64 %116
  %.920.1.2 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.1.2
  %.921.1.2 = load double, double* %.920.1.2, align 8
  %.907.1.1.2 = select i1 %99, i64 %.907.0189, i64 %116
  %.929.1.2 = getelementptr double, double* %.6.i101162381, i64 %.907.1.1.2
  %.930.1.2 = load double, double* %.929.1.2, align 8
  %.6.i43.1.2 = fmul double %.921.1.2, %.930.1.2
  %scevgep561 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -14
  store double %.6.i43.1.2, double* %scevgep562, align 8
  %117 = add i64 %116, 1
  %spec.select2.2.2 = select i1 %99, i64 %.904.0188, i64 %117
  %.920.2.2 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.2.2
  %.921.2.2 = load double, double* %.920.2.2, align 8
  %.907.1.2.2 = select i1 %99, i64 %.907.0189, i64 %117
  %.929.2.2 = getelementptr double, double* %.6.i101162381, i64 %.907.1.2.2
  %.930.2.2 = load double, double* %.929.2.2, align 8
  %.6.i43.2.2 = fmul double %.921.2.2, %.930.2.2
  %scevgep559 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep560 = getelementptr double, double* %scevgep559, i64 -13
  store double %.6.i43.2.2, double* %scevgep560, align 8
  %118 = add i64 %117, 1
  %spec.select2.3.2 = select i1 %99, i64 %.904.0188, i64 %118
  %.920.3.2 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.3.2
  %.921.3.2 = load double, double* %.920.3.2, align 8
  %.907.1.3.2 = select i1 %99, i64 %.907.0189, i64 %118
  %.929.3.2 = getelementptr double, double* %.6.i101162381, i64 %.907.1.3.2
  %.930.3.2 = load double, double* %.929.3.2, align 8
  %.6.i43.3.2 = fmul double %.921.3.2, %.930.3.2
  %scevgep557 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep558 = getelementptr double, double* %scevgep557, i64 -12
  store double %.6.i43.3.2, double* %scevgep558, align 8
  %119 = add i64 %118, 1
  %spec.select2.4.2 = select i1 %99, i64 %.904.0188, i64 %119
  %.920.4.2 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.4.2
  %.921.4.2 = load double, double* %.920.4.2, align 8
  %.907.1.4.2 = select i1 %99, i64 %.907.0189, i64 %119
  %.929.4.2 = getelementptr double, double* %.6.i101162381, i64 %.907.1.4.2
  %.930.4.2 = load double, double* %.929.4.2, align 8
  %.6.i43.4.2 = fmul double %.921.4.2, %.930.4.2
  %scevgep555 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep556 = getelementptr double, double* %scevgep555, i64 -11
  store double %.6.i43.4.2, double* %scevgep556, align 8
  %120 = add i64 %119, 1
  %spec.select2.5.2 = select i1 %99, i64 %.904.0188, i64 %120
  %.920.5.2 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.5.2
  %.921.5.2 = load double, double* %.920.5.2, align 8
  %.907.1.5.2 = select i1 %99, i64 %.907.0189, i64 %120
  %.929.5.2 = getelementptr double, double* %.6.i101162381, i64 %.907.1.5.2
  %.930.5.2 = load double, double* %.929.5.2, align 8
  %.6.i43.5.2 = fmul double %.921.5.2, %.930.5.2
  %scevgep553 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep554 = getelementptr double, double* %scevgep553, i64 -10
  store double %.6.i43.5.2, double* %scevgep554, align 8
  %121 = add i64 %120, 1
  %spec.select2.6.2 = select i1 %99, i64 %.904.0188, i64 %121
  %.920.6.2 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.6.2
  %.921.6.2 = load double, double* %.920.6.2, align 8
  %.907.1.6.2 = select i1 %99, i64 %.907.0189, i64 %121
  %.929.6.2 = getelementptr double, double* %.6.i101162381, i64 %.907.1.6.2
  %.930.6.2 = load double, double* %.929.6.2, align 8
  %.6.i43.6.2 = fmul double %.921.6.2, %.930.6.2
  %scevgep551 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep552 = getelementptr double, double* %scevgep551, i64 -9
  store double %.6.i43.6.2, double* %scevgep552, align 8
  %122 = add i64 %121, 1
  %spec.select2.7.2 = select i1 %99, i64 %.904.0188, i64 %122
  %.920.7.2 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.7.2
  %.921.7.2 = load double, double* %.920.7.2, align 8
  %.907.1.7.2 = select i1 %99, i64 %.907.0189, i64 %122
  %.929.7.2 = getelementptr double, double* %.6.i101162381, i64 %.907.1.7.2
  %.930.7.2 = load double, double* %.929.7.2, align 8
  %.6.i43.7.2 = fmul double %.921.7.2, %.930.7.2
  %scevgep549 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep550 = getelementptr double, double* %scevgep549, i64 -8
  store double %.6.i43.7.2, double* %scevgep550, align 8
  %123 = add i64 %122, 1
  %spec.select2.3420 = select i1 %99, i64 %.904.0188, i64 %123
  %.920.3421 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.3420
  %.921.3422 = load double, double* %.920.3421, align 8
  %.907.1.3423 = select i1 %99, i64 %.907.0189, i64 %123
  %.929.3424 = getelementptr double, double* %.6.i101162381, i64 %.907.1.3423
  %.930.3425 = load double, double* %.929.3424, align 8
  %.6.i43.3426 = fmul double %.921.3422, %.930.3425
  %scevgep594 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep595 = getelementptr double, double* %scevgep594, i64 -7
  store double %.6.i43.3426, double* %scevgep595, align 8
  %124 = add i64 %123, 1
  %spec.select2.1.3 = select i1 %99, i64 %.904.0188, i64 %124
  %.920.1.3 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.1.3
  %.921.1.3 = load double, double* %.920.1.3, align 8
  %.907.1.1.3 = select i1 %99, i64 %.907.0189, i64 %124
  %.929.1.3 = getelementptr double, double* %.6.i101162381, i64 %.907.1.1.3
  %.930.1.3 = load double, double* %.929.1.3, align 8
  %.6.i43.1.3 = fmul double %.921.1.3, %.930.1.3
  %scevgep581 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep582 = getelementptr double, double* %scevgep581, i64 -6
  store double %.6.i43.1.3, double* %scevgep582, align 8
  %125 = add i64 %124, 1
  %spec.select2.2.3 = select i1 %99, i64 %.904.0188, i64 %125
  %.920.2.3 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.2.3
  %.921.2.3 = load double, double* %.920.2.3, align 8
  %.907.1.2.3 = select i1 %99, i64 %.907.0189, i64 %125
  %.929.2.3 = getelementptr double, double* %.6.i101162381, i64 %.907.1.2.3
  %.930.2.3 = load double, double* %.929.2.3, align 8
  %.6.i43.2.3 = fmul double %.921.2.3, %.930.2.3
  %scevgep583 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep584 = getelementptr double, double* %scevgep583, i64 -5
  store double %.6.i43.2.3, double* %scevgep584, align 8
  %126 = add i64 %125, 1
  %spec.select2.3.3 = select i1 %99, i64 %.904.0188, i64 %126
  %.920.3.3 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.3.3
  %.921.3.3 = load double, double* %.920.3.3, align 8
  %.907.1.3.3 = select i1 %99, i64 %.907.0189, i64 %126
  %.929.3.3 = getelementptr double, double* %.6.i101162381, i64 %.907.1.3.3
  %.930.3.3 = load double, double* %.929.3.3, align 8
  %.6.i43.3.3 = fmul double %.921.3.3, %.930.3.3
  %scevgep585 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep586 = getelementptr double, double* %scevgep585, i64 -4
  store double %.6.i43.3.3, double* %scevgep586, align 8
  %127 = add i64 %126, 1
  %spec.select2.4.3 = select i1 %99, i64 %.904.0188, i64 %127
  %.920.4.3 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.4.3
  %.921.4.3 = load double, double* %.920.4.3, align 8
  %.907.1.4.3 = select i1 %99, i64 %.907.0189, i64 %127
  %.929.4.3 = getelementptr double, double* %.6.i101162381, i64 %.907.1.4.3
  %.930.4.3 = load double, double* %.929.4.3, align 8
  %.6.i43.4.3 = fmul double %.921.4.3, %.930.4.3
  %scevgep587 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep588 = getelementptr double, double* %scevgep587, i64 -3
  store double %.6.i43.4.3, double* %scevgep588, align 8
  %128 = add i64 %127, 1
  %spec.select2.5.3 = select i1 %99, i64 %.904.0188, i64 %128
  %.920.5.3 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.5.3
  %.921.5.3 = load double, double* %.920.5.3, align 8
  %.907.1.5.3 = select i1 %99, i64 %.907.0189, i64 %128
  %.929.5.3 = getelementptr double, double* %.6.i101162381, i64 %.907.1.5.3
  %.930.5.3 = load double, double* %.929.5.3, align 8
  %.6.i43.5.3 = fmul double %.921.5.3, %.930.5.3
  %scevgep589 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep590 = getelementptr double, double* %scevgep589, i64 -2
  store double %.6.i43.5.3, double* %scevgep590, align 8
  %129 = add i64 %128, 1
  %spec.select2.6.3 = select i1 %99, i64 %.904.0188, i64 %129
  %.920.6.3 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.6.3
  %.921.6.3 = load double, double* %.920.6.3, align 8
  %.907.1.6.3 = select i1 %99, i64 %.907.0189, i64 %129
  %.929.6.3 = getelementptr double, double* %.6.i101162381, i64 %.907.1.6.3
  %.930.6.3 = load double, double* %.929.6.3, align 8
  %.6.i43.6.3 = fmul double %.921.6.3, %.930.6.3
  %scevgep591 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  %scevgep592 = getelementptr double, double* %scevgep591, i64 -1
  store double %.6.i43.6.3, double* %scevgep592, align 8
  %130 = add i64 %129, 1
  %spec.select2.7.3 = select i1 %99, i64 %.904.0188, i64 %130
  %.920.7.3 = getelementptr double, double* %.6.i101162381, i64 %spec.select2.7.3
  %.921.7.3 = load double, double* %.920.7.3, align 8
  %.907.1.7.3 = select i1 %99, i64 %.907.0189, i64 %130
  %.929.7.3 = getelementptr double, double* %.6.i101162381, i64 %.907.1.7.3
  %.930.7.3 = load double, double* %.929.7.3, align 8
  %.6.i43.7.3 = fmul double %.921.7.3, %.930.7.3
  %scevgep593 = getelementptr double, double* %scevgep548, i64 %loop.index.2190
  store double %.6.i43.7.3, double* %scevgep593, align 8
  %.959.7.3 = add nuw i64 %loop.index.2190, 32
  %lsr.iv.next613 = add i64 %lsr.iv612, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next613, 0
  %131 = add i64 %130, 1
  br i1 %niter.ncmp.3, label %for.end.2.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.2.endif.endif.endif

for.end.2.if:                                     ; preds = %for.end.2
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.2.endif:                                  ; preds = %for.end.2, %for.end.2
  %.982 = load double, double* %.966, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i46)
  store double %.982, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.ode_euler, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.if.if ], [ %.77, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([131 x i8], [131 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %.25, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %0, i64 24
  %1 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %1, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %2, align 8
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %3, i64 16
  %4 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.2.load = load i64, i64* %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr9 to double**
  %.37.fca.4.load = load double*, double** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.5.0.load = load i64, i64* %8, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !37

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, double %.46) #4
  %.60 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.67 = icmp sgt i32 %.59, 0
  %.68 = select i1 %.67, { i8*, i32, i8*, i8*, i32 }* %.60, { i8*, i32, i8*, i8*, i32 }* undef
  %.69 = load double, double* %.53, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.59, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %9 = icmp sgt i32 %.59, 0
  br i1 %9, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %.77 = call i8* @PyFloat_FromDouble(double %.69)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 4
  %.84 = icmp sgt i32 %.83, 0
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 0
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 1
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  switch i32 %.59, label %entry.endif.endif.endif.e...endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.90 = sext i32 %.89 to i64
  %.91 = call i8* @PyBytes_FromStringAndSize(i8* %.87, i64 %.90)
  %.92 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 2
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 3
  %.96 = bitcast i8* %.95 to i8* (i8*)*
  %.97 = call i8* %.96(i8* %.93)
  %.98 = icmp eq i8* %.97, null
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.112 = call i8* @numba_unpickle(i8* %.87, i32 %.89, i8* %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi i8* [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115.not = icmp eq i8* %.114, null
  br i1 %.115.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.102 = call i8* @numba_runtime_build_excinfo_struct(i8* %.91, i8* nonnull %.97)
  %.103 = bitcast { i8*, i32, i8*, i8*, i32 }* %.68 to i8*
  call void @NRT_Free(i8* nonnull %.103)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.114)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels9ode_eulerB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 poison, double %.2) #4
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  switch i32 %.10, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f4ec69db490>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.10, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.25
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* nonnull %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.19 to i8*
  call void @NRT_Free(i8* nonnull %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.60)
  br label %.25

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.arr.0, i8* nocapture readnone %arg.arr.1, i64 %arg.arr.2, i64 %arg.arr.3, double* nocapture readonly %arg.arr.4, i64 %arg.arr.5.0, i64 %arg.arr.6.0) local_unnamed_addr #2 {
B0.endif:
  %.68.not = icmp eq i64 %arg.arr.2, 0
  br i1 %.68.not, label %common.ret, label %B50.endif.preheader, !prof !0

B50.endif.preheader:                              ; preds = %B0.endif
  %.18313 = icmp sgt i64 %arg.arr.2, 1
  br i1 %.18313, label %B52.endif.preheader, label %B52.endif.thread, !prof !37

B52.endif.preheader:                              ; preds = %B50.endif.preheader
  %0 = add nuw i64 %arg.arr.2, 7
  %1 = add nsw i64 %arg.arr.2, -2
  %xtraiter = and i64 %0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %B52.endif.thread.loopexit.unr-lcssa, label %B52.endif.preheader.new

B52.endif.preheader.new:                          ; preds = %B52.endif.preheader
  %3 = add nsw i64 %arg.arr.2, -9
  %4 = lshr i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %xtraiter22 = and i64 %5, 7
  %6 = icmp ult i64 %3, 56
  br i1 %6, label %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B52.endif.preheader.new.new

B52.endif.preheader.new.new:                      ; preds = %B52.endif.preheader.new
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter38 = and i64 %5, %const
  %7 = add nsw i64 %unroll_iter38, -8
  %8 = lshr exact i64 %7, 3
  %9 = add nuw nsw i64 %8, 1
  %10 = icmp eq i64 %7, 0
  br i1 %10, label %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B52.endif.preheader.new.new.new

B52.endif.preheader.new.new.new:                  ; preds = %B52.endif.preheader.new.new
  %const_mat = add i64 %const, 6
  %unroll_iter = and i64 %9, %const_mat
  br label %B52.endif

common.ret:                                       ; preds = %B52.endif.thread, %B0.endif
  %c.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.23912, %B52.endif.thread ]
  store double %c.2.0.lcssa, double* %retptr, align 8
  ret i32 0

B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %B52.endif
  %11 = add i64 %lsr.iv.next, -64
  br label %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa

B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, %B52.endif.preheader.new.new
  %.239.7.7.lcssa.ph = phi double [ undef, %B52.endif.preheader.new.new ], [ %.239.7.7.1, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.182.7.7.lcssa.ph = phi i64 [ undef, %B52.endif.preheader.new.new ], [ %11, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %scevgep86.lcssa.ph = phi double* [ undef, %B52.endif.preheader.new.new ], [ %scevgep86.1, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv85.unr = phi double* [ %arg.arr.4, %B52.endif.preheader.new.new ], [ %scevgep86.1, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.18216.unr21 = phi i64 [ 65, %B52.endif.preheader.new.new ], [ %lsr.iv.next, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %c.2.0914.unr22 = phi double [ 0.000000e+00, %B52.endif.preheader.new.new ], [ %.239.7.7.1, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %12 = and i64 %9, 1
  %lcmp.mod.not42 = icmp eq i64 %12, 0
  br i1 %lcmp.mod.not42, label %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B52.endif.epil3

B52.endif.epil3:                                  ; preds = %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.236.epil5 = load double, double* %lsr.iv85.unr, align 8
  %.239.epil6 = fadd double %c.2.0914.unr22, %.236.epil5
  %scevgep89.epil = getelementptr double, double* %lsr.iv85.unr, i64 1
  %.236.1.epil7 = load double, double* %scevgep89.epil, align 8
  %.239.1.epil8 = fadd double %.239.epil6, %.236.1.epil7
  %scevgep90.epil = getelementptr double, double* %lsr.iv85.unr, i64 2
  %.236.2.epil9 = load double, double* %scevgep90.epil, align 8
  %.239.2.epil10 = fadd double %.239.1.epil8, %.236.2.epil9
  %scevgep91.epil = getelementptr double, double* %lsr.iv85.unr, i64 3
  %.236.3.epil11 = load double, double* %scevgep91.epil, align 8
  %.239.3.epil12 = fadd double %.239.2.epil10, %.236.3.epil11
  %scevgep92.epil = getelementptr double, double* %lsr.iv85.unr, i64 4
  %.236.4.epil13 = load double, double* %scevgep92.epil, align 8
  %.239.4.epil14 = fadd double %.239.3.epil12, %.236.4.epil13
  %scevgep93.epil = getelementptr double, double* %lsr.iv85.unr, i64 5
  %.236.5.epil15 = load double, double* %scevgep93.epil, align 8
  %.239.5.epil16 = fadd double %.239.4.epil14, %.236.5.epil15
  %scevgep94.epil = getelementptr double, double* %lsr.iv85.unr, i64 6
  %.236.6.epil17 = load double, double* %scevgep94.epil, align 8
  %.239.6.epil18 = fadd double %.239.5.epil16, %.236.6.epil17
  %scevgep95.epil = getelementptr double, double* %lsr.iv85.unr, i64 7
  %.236.7.epil19 = load double, double* %scevgep95.epil, align 8
  %.239.7.epil20 = fadd double %.239.6.epil18, %.236.7.epil19
  %scevgep96.epil = getelementptr double, double* %lsr.iv85.unr, i64 8
  %.236.140.epil = load double, double* %scevgep96.epil, align 8
  %.239.141.epil = fadd double %.239.7.epil20, %.236.140.epil
  %scevgep97.epil = getelementptr double, double* %lsr.iv85.unr, i64 9
  %.236.1.1.epil = load double, double* %scevgep97.epil, align 8
  %.239.1.1.epil = fadd double %.239.141.epil, %.236.1.1.epil
  %scevgep98.epil = getelementptr double, double* %lsr.iv85.unr, i64 10
  %.236.2.1.epil = load double, double* %scevgep98.epil, align 8
  %.239.2.1.epil = fadd double %.239.1.1.epil, %.236.2.1.epil
  %scevgep99.epil = getelementptr double, double* %lsr.iv85.unr, i64 11
  %.236.3.1.epil = load double, double* %scevgep99.epil, align 8
  %.239.3.1.epil = fadd double %.239.2.1.epil, %.236.3.1.epil
  %scevgep100.epil = getelementptr double, double* %lsr.iv85.unr, i64 12
  %.236.4.1.epil = load double, double* %scevgep100.epil, align 8
  %.239.4.1.epil = fadd double %.239.3.1.epil, %.236.4.1.epil
  %scevgep101.epil = getelementptr double, double* %lsr.iv85.unr, i64 13
  %.236.5.1.epil = load double, double* %scevgep101.epil, align 8
  %.239.5.1.epil = fadd double %.239.4.1.epil, %.236.5.1.epil
  %scevgep102.epil = getelementptr double, double* %lsr.iv85.unr, i64 14
  %.236.6.1.epil = load double, double* %scevgep102.epil, align 8
  %.239.6.1.epil = fadd double %.239.5.1.epil, %.236.6.1.epil
  %scevgep103.epil = getelementptr double, double* %lsr.iv85.unr, i64 15
  %.236.7.1.epil = load double, double* %scevgep103.epil, align 8
  %.239.7.1.epil = fadd double %.239.6.1.epil, %.236.7.1.epil
  %scevgep104.epil = getelementptr double, double* %lsr.iv85.unr, i64 16
  %.236.244.epil = load double, double* %scevgep104.epil, align 8
  %.239.245.epil = fadd double %.239.7.1.epil, %.236.244.epil
  %scevgep105.epil = getelementptr double, double* %lsr.iv85.unr, i64 17
  %.236.1.2.epil = load double, double* %scevgep105.epil, align 8
  %.239.1.2.epil = fadd double %.239.245.epil, %.236.1.2.epil
  %scevgep106.epil = getelementptr double, double* %lsr.iv85.unr, i64 18
  %.236.2.2.epil = load double, double* %scevgep106.epil, align 8
  %.239.2.2.epil = fadd double %.239.1.2.epil, %.236.2.2.epil
  %scevgep107.epil = getelementptr double, double* %lsr.iv85.unr, i64 19
  %.236.3.2.epil = load double, double* %scevgep107.epil, align 8
  %.239.3.2.epil = fadd double %.239.2.2.epil, %.236.3.2.epil
  %scevgep108.epil = getelementptr double, double* %lsr.iv85.unr, i64 20
  %.236.4.2.epil = load double, double* %scevgep108.epil, align 8
  %.239.4.2.epil = fadd double %.239.3.2.epil, %.236.4.2.epil
  %scevgep109.epil = getelementptr double, double* %lsr.iv85.unr, i64 21
  %.236.5.2.epil = load double, double* %scevgep109.epil, align 8
  %.239.5.2.epil = fadd double %.239.4.2.epil, %.236.5.2.epil
  %scevgep110.epil = getelementptr double, double* %lsr.iv85.unr, i64 22
  %.236.6.2.epil = load double, double* %scevgep110.epil, align 8
  %.239.6.2.epil = fadd double %.239.5.2.epil, %.236.6.2.epil
  %scevgep111.epil = getelementptr double, double* %lsr.iv85.unr, i64 23
  %.236.7.2.epil = load double, double* %scevgep111.epil, align 8
  %.239.7.2.epil = fadd double %.239.6.2.epil, %.236.7.2.epil
  %scevgep112.epil = getelementptr double, double* %lsr.iv85.unr, i64 24
  %.236.348.epil = load double, double* %scevgep112.epil, align 8
  %.239.349.epil = fadd double %.239.7.2.epil, %.236.348.epil
  %scevgep113.epil = getelementptr double, double* %lsr.iv85.unr, i64 25
  %.236.1.3.epil = load double, double* %scevgep113.epil, align 8
  %.239.1.3.epil = fadd double %.239.349.epil, %.236.1.3.epil
  %scevgep114.epil = getelementptr double, double* %lsr.iv85.unr, i64 26
  %.236.2.3.epil = load double, double* %scevgep114.epil, align 8
  %.239.2.3.epil = fadd double %.239.1.3.epil, %.236.2.3.epil
  %scevgep115.epil = getelementptr double, double* %lsr.iv85.unr, i64 27
  %.236.3.3.epil = load double, double* %scevgep115.epil, align 8
  %.239.3.3.epil = fadd double %.239.2.3.epil, %.236.3.3.epil
  %scevgep116.epil = getelementptr double, double* %lsr.iv85.unr, i64 28
  %.236.4.3.epil = load double, double* %scevgep116.epil, align 8
  %.239.4.3.epil = fadd double %.239.3.3.epil, %.236.4.3.epil
  %scevgep117.epil = getelementptr double, double* %lsr.iv85.unr, i64 29
  %.236.5.3.epil = load double, double* %scevgep117.epil, align 8
  %.239.5.3.epil = fadd double %.239.4.3.epil, %.236.5.3.epil
  %scevgep118.epil = getelementptr double, double* %lsr.iv85.unr, i64 30
  %.236.6.3.epil = load double, double* %scevgep118.epil, align 8
  %.239.6.3.epil = fadd double %.239.5.3.epil, %.236.6.3.epil
  %scevgep119.epil = getelementptr double, double* %lsr.iv85.unr, i64 31
  %.236.7.3.epil = load double, double* %scevgep119.epil, align 8
  %.239.7.3.epil = fadd double %.239.6.3.epil, %.236.7.3.epil
  %scevgep120.epil = getelementptr double, double* %lsr.iv85.unr, i64 32
  %.236.452.epil = load double, double* %scevgep120.epil, align 8
  %.239.453.epil = fadd double %.239.7.3.epil, %.236.452.epil
  %scevgep121.epil = getelementptr double, double* %lsr.iv85.unr, i64 33
  %.236.1.4.epil = load double, double* %scevgep121.epil, align 8
  %.239.1.4.epil = fadd double %.239.453.epil, %.236.1.4.epil
  %scevgep122.epil = getelementptr double, double* %lsr.iv85.unr, i64 34
  %.236.2.4.epil = load double, double* %scevgep122.epil, align 8
  %.239.2.4.epil = fadd double %.239.1.4.epil, %.236.2.4.epil
  %scevgep123.epil = getelementptr double, double* %lsr.iv85.unr, i64 35
  %.236.3.4.epil = load double, double* %scevgep123.epil, align 8
  %.239.3.4.epil = fadd double %.239.2.4.epil, %.236.3.4.epil
  %scevgep124.epil = getelementptr double, double* %lsr.iv85.unr, i64 36
  %.236.4.4.epil = load double, double* %scevgep124.epil, align 8
  %.239.4.4.epil = fadd double %.239.3.4.epil, %.236.4.4.epil
  %scevgep125.epil = getelementptr double, double* %lsr.iv85.unr, i64 37
  %.236.5.4.epil = load double, double* %scevgep125.epil, align 8
  %.239.5.4.epil = fadd double %.239.4.4.epil, %.236.5.4.epil
  %scevgep126.epil = getelementptr double, double* %lsr.iv85.unr, i64 38
  %.236.6.4.epil = load double, double* %scevgep126.epil, align 8
  %.239.6.4.epil = fadd double %.239.5.4.epil, %.236.6.4.epil
  %scevgep127.epil = getelementptr double, double* %lsr.iv85.unr, i64 39
  %.236.7.4.epil = load double, double* %scevgep127.epil, align 8
  %.239.7.4.epil = fadd double %.239.6.4.epil, %.236.7.4.epil
  %scevgep128.epil = getelementptr double, double* %lsr.iv85.unr, i64 40
  %.236.556.epil = load double, double* %scevgep128.epil, align 8
  %.239.557.epil = fadd double %.239.7.4.epil, %.236.556.epil
  %scevgep129.epil = getelementptr double, double* %lsr.iv85.unr, i64 41
  %.236.1.5.epil = load double, double* %scevgep129.epil, align 8
  %.239.1.5.epil = fadd double %.239.557.epil, %.236.1.5.epil
  %scevgep130.epil = getelementptr double, double* %lsr.iv85.unr, i64 42
  %.236.2.5.epil = load double, double* %scevgep130.epil, align 8
  %.239.2.5.epil = fadd double %.239.1.5.epil, %.236.2.5.epil
  %scevgep131.epil = getelementptr double, double* %lsr.iv85.unr, i64 43
  %.236.3.5.epil = load double, double* %scevgep131.epil, align 8
  %.239.3.5.epil = fadd double %.239.2.5.epil, %.236.3.5.epil
  %scevgep132.epil = getelementptr double, double* %lsr.iv85.unr, i64 44
  %.236.4.5.epil = load double, double* %scevgep132.epil, align 8
  %.239.4.5.epil = fadd double %.239.3.5.epil, %.236.4.5.epil
  %scevgep133.epil = getelementptr double, double* %lsr.iv85.unr, i64 45
  %.236.5.5.epil = load double, double* %scevgep133.epil, align 8
  %.239.5.5.epil = fadd double %.239.4.5.epil, %.236.5.5.epil
  %scevgep134.epil = getelementptr double, double* %lsr.iv85.unr, i64 46
  %.236.6.5.epil = load double, double* %scevgep134.epil, align 8
  %.239.6.5.epil = fadd double %.239.5.5.epil, %.236.6.5.epil
  %scevgep135.epil = getelementptr double, double* %lsr.iv85.unr, i64 47
  %.236.7.5.epil = load double, double* %scevgep135.epil, align 8
  %.239.7.5.epil = fadd double %.239.6.5.epil, %.236.7.5.epil
  %scevgep136.epil = getelementptr double, double* %lsr.iv85.unr, i64 48
  %.236.660.epil = load double, double* %scevgep136.epil, align 8
  %.239.661.epil = fadd double %.239.7.5.epil, %.236.660.epil
  %scevgep137.epil = getelementptr double, double* %lsr.iv85.unr, i64 49
  %.236.1.6.epil = load double, double* %scevgep137.epil, align 8
  %.239.1.6.epil = fadd double %.239.661.epil, %.236.1.6.epil
  %scevgep138.epil = getelementptr double, double* %lsr.iv85.unr, i64 50
  %.236.2.6.epil = load double, double* %scevgep138.epil, align 8
  %.239.2.6.epil = fadd double %.239.1.6.epil, %.236.2.6.epil
  %scevgep139.epil = getelementptr double, double* %lsr.iv85.unr, i64 51
  %.236.3.6.epil = load double, double* %scevgep139.epil, align 8
  %.239.3.6.epil = fadd double %.239.2.6.epil, %.236.3.6.epil
  %scevgep140.epil = getelementptr double, double* %lsr.iv85.unr, i64 52
  %.236.4.6.epil = load double, double* %scevgep140.epil, align 8
  %.239.4.6.epil = fadd double %.239.3.6.epil, %.236.4.6.epil
  %scevgep141.epil = getelementptr double, double* %lsr.iv85.unr, i64 53
  %.236.5.6.epil = load double, double* %scevgep141.epil, align 8
  %.239.5.6.epil = fadd double %.239.4.6.epil, %.236.5.6.epil
  %scevgep142.epil = getelementptr double, double* %lsr.iv85.unr, i64 54
  %.236.6.6.epil = load double, double* %scevgep142.epil, align 8
  %.239.6.6.epil = fadd double %.239.5.6.epil, %.236.6.6.epil
  %scevgep143.epil = getelementptr double, double* %lsr.iv85.unr, i64 55
  %.236.7.6.epil = load double, double* %scevgep143.epil, align 8
  %.239.7.6.epil = fadd double %.239.6.6.epil, %.236.7.6.epil
  %scevgep144.epil = getelementptr double, double* %lsr.iv85.unr, i64 56
  %.236.764.epil = load double, double* %scevgep144.epil, align 8
  %.239.765.epil = fadd double %.239.7.6.epil, %.236.764.epil
  %scevgep145.epil = getelementptr double, double* %lsr.iv85.unr, i64 57
  %.236.1.7.epil = load double, double* %scevgep145.epil, align 8
  %.239.1.7.epil = fadd double %.239.765.epil, %.236.1.7.epil
  %scevgep146.epil = getelementptr double, double* %lsr.iv85.unr, i64 58
  %.236.2.7.epil = load double, double* %scevgep146.epil, align 8
  %.239.2.7.epil = fadd double %.239.1.7.epil, %.236.2.7.epil
  %scevgep147.epil = getelementptr double, double* %lsr.iv85.unr, i64 59
  %.236.3.7.epil = load double, double* %scevgep147.epil, align 8
  %.239.3.7.epil = fadd double %.239.2.7.epil, %.236.3.7.epil
  %scevgep148.epil = getelementptr double, double* %lsr.iv85.unr, i64 60
  %.236.4.7.epil = load double, double* %scevgep148.epil, align 8
  %.239.4.7.epil = fadd double %.239.3.7.epil, %.236.4.7.epil
  %scevgep149.epil = getelementptr double, double* %lsr.iv85.unr, i64 61
  %.236.5.7.epil = load double, double* %scevgep149.epil, align 8
  %.239.5.7.epil = fadd double %.239.4.7.epil, %.236.5.7.epil
  %scevgep150.epil = getelementptr double, double* %lsr.iv85.unr, i64 62
  %.236.6.7.epil = load double, double* %scevgep150.epil, align 8
  %.239.6.7.epil = fadd double %.239.5.7.epil, %.236.6.7.epil
  %scevgep151.epil = getelementptr double, double* %lsr.iv85.unr, i64 63
  %.236.7.7.epil = load double, double* %scevgep151.epil, align 8
  %.239.7.7.epil = fadd double %.239.6.7.epil, %.236.7.7.epil
  %scevgep86.epil = getelementptr double, double* %lsr.iv85.unr, i64 64
  br label %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa

B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %B52.endif.epil3, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, %B52.endif.preheader.new
  %.239.7.lcssa.ph = phi double [ undef, %B52.endif.preheader.new ], [ %.239.7.7.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.239.7.7.epil, %B52.endif.epil3 ]
  %.153.7.lcssa.ph = phi double* [ undef, %B52.endif.preheader.new ], [ %scevgep86.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %scevgep86.epil, %B52.endif.epil3 ]
  %.182.7.lcssa.ph = phi i64 [ undef, %B52.endif.preheader.new ], [ %.182.7.7.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.18216.unr21, %B52.endif.epil3 ]
  %.18216.unr32 = phi i64 [ 1, %B52.endif.preheader.new ], [ %.182.7.7.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.18216.unr21, %B52.endif.epil3 ]
  %.15315.unr33 = phi double* [ %arg.arr.4, %B52.endif.preheader.new ], [ %scevgep86.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %scevgep86.epil, %B52.endif.epil3 ]
  %c.2.0914.unr34 = phi double [ 0.000000e+00, %B52.endif.preheader.new ], [ %.239.7.7.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.239.7.7.epil, %B52.endif.epil3 ]
  %lcmp.mod.not68 = icmp eq i64 %xtraiter22, 0
  br i1 %lcmp.mod.not68, label %B52.endif.thread.loopexit.unr-lcssa, label %B52.endif.epil23.preheader

B52.endif.epil23.preheader:                       ; preds = %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa
  %13 = add i64 %.18216.unr32, 7
  %scevgep74 = getelementptr double, double* %arg.arr.4, i64 %13
  %14 = mul nsw i64 %xtraiter22, -8
  br label %B52.endif.epil23

B52.endif.epil23:                                 ; preds = %B52.endif.epil23, %B52.endif.epil23.preheader
  %lsr.iv75 = phi double* [ %scevgep74, %B52.endif.epil23.preheader ], [ %scevgep76, %B52.endif.epil23 ]
  %lsr.iv72 = phi i64 [ 0, %B52.endif.epil23.preheader ], [ %lsr.iv.next73, %B52.endif.epil23 ]
  %.15315.epil25 = phi double* [ %.15315.unr33, %B52.endif.epil23.preheader ], [ %lsr.iv75, %B52.endif.epil23 ]
  %c.2.0914.epil26 = phi double [ %c.2.0914.unr34, %B52.endif.epil23.preheader ], [ %.239.7.epil, %B52.endif.epil23 ]
  %.236.epil27 = load double, double* %.15315.epil25, align 8
  %.239.epil28 = fadd double %c.2.0914.epil26, %.236.epil27
  %scevgep55 = getelementptr double, double* %lsr.iv75, i64 -7
  %.236.1.epil = load double, double* %scevgep55, align 8
  %.239.1.epil = fadd double %.239.epil28, %.236.1.epil
  %scevgep54 = getelementptr double, double* %lsr.iv75, i64 -6
  %.236.2.epil = load double, double* %scevgep54, align 8
  %.239.2.epil = fadd double %.239.1.epil, %.236.2.epil
  %scevgep53 = getelementptr double, double* %lsr.iv75, i64 -5
  %.236.3.epil = load double, double* %scevgep53, align 8
  %.239.3.epil = fadd double %.239.2.epil, %.236.3.epil
  %scevgep52 = getelementptr double, double* %lsr.iv75, i64 -4
  %.236.4.epil = load double, double* %scevgep52, align 8
  %.239.4.epil = fadd double %.239.3.epil, %.236.4.epil
  %scevgep51 = getelementptr double, double* %lsr.iv75, i64 -3
  %.236.5.epil = load double, double* %scevgep51, align 8
  %.239.5.epil = fadd double %.239.4.epil, %.236.5.epil
  %scevgep50 = getelementptr double, double* %lsr.iv75, i64 -2
  %.236.6.epil = load double, double* %scevgep50, align 8
  %.239.6.epil = fadd double %.239.5.epil, %.236.6.epil
  %scevgep49 = getelementptr double, double* %lsr.iv75, i64 -1
  %.236.7.epil = load double, double* %scevgep49, align 8
  %.239.7.epil = fadd double %.239.6.epil, %.236.7.epil
  %lsr.iv.next73 = add nsw i64 %lsr.iv72, -8
  %scevgep76 = getelementptr double, double* %lsr.iv75, i64 8
  %epil.iter31.cmp.not = icmp eq i64 %14, %lsr.iv.next73
  br i1 %epil.iter31.cmp.not, label %B52.endif.thread.loopexit.unr-lcssa.loopexit, label %B52.endif.epil23, !prof !38, !llvm.loop !39

B52.endif.thread.loopexit.unr-lcssa.loopexit:     ; preds = %B52.endif.epil23
  %15 = sub i64 %.18216.unr32, %lsr.iv.next73
  %scevgep48 = getelementptr double, double* %scevgep76, i64 -8
  br label %B52.endif.thread.loopexit.unr-lcssa

B52.endif.thread.loopexit.unr-lcssa:              ; preds = %B52.endif.thread.loopexit.unr-lcssa.loopexit, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa, %B52.endif.preheader
  %.239.lcssa.ph = phi double [ undef, %B52.endif.preheader ], [ %.239.7.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.239.7.epil, %B52.endif.thread.loopexit.unr-lcssa.loopexit ]
  %.153.lcssa18.ph = phi double* [ undef, %B52.endif.preheader ], [ %.153.7.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %scevgep48, %B52.endif.thread.loopexit.unr-lcssa.loopexit ]
  %.18216.unr = phi i64 [ 1, %B52.endif.preheader ], [ %.182.7.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %15, %B52.endif.thread.loopexit.unr-lcssa.loopexit ]
  %.15315.unr = phi double* [ %arg.arr.4, %B52.endif.preheader ], [ %.153.7.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %scevgep48, %B52.endif.thread.loopexit.unr-lcssa.loopexit ]
  %c.2.0914.unr = phi double [ 0.000000e+00, %B52.endif.preheader ], [ %.239.7.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.239.7.epil, %B52.endif.thread.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B52.endif.thread, label %B52.endif.epil.preheader

B52.endif.epil.preheader:                         ; preds = %B52.endif.thread.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %arg.arr.4, i64 %.18216.unr
  %16 = shl nuw nsw i64 %xtraiter, 3
  br label %B52.endif.epil

B52.endif.epil:                                   ; preds = %B52.endif.epil, %B52.endif.epil.preheader
  %lsr.iv43 = phi i64 [ %lsr.iv.next44, %B52.endif.epil ], [ 0, %B52.endif.epil.preheader ]
  %lsr.iv = phi double* [ %scevgep, %B52.endif.epil.preheader ], [ %scevgep69, %B52.endif.epil ]
  %.15315.epil = phi double* [ %.15315.unr, %B52.endif.epil.preheader ], [ %lsr.iv, %B52.endif.epil ]
  %c.2.0914.epil = phi double [ %c.2.0914.unr, %B52.endif.epil.preheader ], [ %.239.epil, %B52.endif.epil ]
  %.236.epil = load double, double* %.15315.epil, align 8
  %.239.epil = fadd double %c.2.0914.epil, %.236.epil
  %scevgep69 = getelementptr double, double* %lsr.iv, i64 1
  %lsr.iv.next44 = add nsw i64 %lsr.iv43, -8
  %17 = add i64 %16, %lsr.iv.next44
  %epil.iter.cmp.not = icmp eq i64 %17, 0
  br i1 %epil.iter.cmp.not, label %B52.endif.thread.loopexit, label %B52.endif.epil, !prof !38, !llvm.loop !40

B52.endif.thread.loopexit:                        ; preds = %B52.endif.epil
  %18 = add i64 %.18216.unr, -1
  %scevgep45 = getelementptr double, double* %arg.arr.4, i64 %18
  %scevgep4546 = bitcast double* %scevgep45 to i8*
  %19 = mul i64 %lsr.iv.next44, -1
  %uglygep = getelementptr i8, i8* %scevgep4546, i64 %19
  %uglygep47 = bitcast i8* %uglygep to double*
  br label %B52.endif.thread

B52.endif.thread:                                 ; preds = %B52.endif.thread.loopexit, %B52.endif.thread.loopexit.unr-lcssa, %B50.endif.preheader
  %c.2.09.lcssa = phi double [ 0.000000e+00, %B50.endif.preheader ], [ %.239.lcssa.ph, %B52.endif.thread.loopexit.unr-lcssa ], [ %.239.epil, %B52.endif.thread.loopexit ]
  %.153.lcssa = phi double* [ %arg.arr.4, %B50.endif.preheader ], [ %.153.lcssa18.ph, %B52.endif.thread.loopexit.unr-lcssa ], [ %uglygep47, %B52.endif.thread.loopexit ]
  %.23611 = load double, double* %.153.lcssa, align 8
  %.23912 = fadd double %c.2.09.lcssa, %.23611
  br label %common.ret

B52.endif:                                        ; preds = %B52.endif, %B52.endif.preheader.new.new.new
  %lsr.iv57 = phi i64 [ %lsr.iv.next58, %B52.endif ], [ %unroll_iter, %B52.endif.preheader.new.new.new ]
  %lsr.iv56 = phi i64 [ %lsr.iv.next, %B52.endif ], [ 65, %B52.endif.preheader.new.new.new ]
  %lsr.iv85 = phi double* [ %arg.arr.4, %B52.endif.preheader.new.new.new ], [ %scevgep253, %B52.endif ]
  %c.2.0914 = phi double [ 0.000000e+00, %B52.endif.preheader.new.new.new ], [ %.239.7.7.1, %B52.endif ]
  %.236 = load double, double* %lsr.iv85, align 8
  %.239 = fadd double %c.2.0914, %.236
  %scevgep59 = getelementptr double, double* %lsr.iv85, i64 1
  %.236.1 = load double, double* %scevgep59, align 8
  %.239.1 = fadd double %.239, %.236.1
  %scevgep60 = getelementptr double, double* %lsr.iv85, i64 2
  %.236.2 = load double, double* %scevgep60, align 8
  %.239.2 = fadd double %.239.1, %.236.2
  %scevgep61 = getelementptr double, double* %lsr.iv85, i64 3
  %.236.3 = load double, double* %scevgep61, align 8
  %.239.3 = fadd double %.239.2, %.236.3
  %scevgep62 = getelementptr double, double* %lsr.iv85, i64 4
  %.236.4 = load double, double* %scevgep62, align 8
  %.239.4 = fadd double %.239.3, %.236.4
  %scevgep63 = getelementptr double, double* %lsr.iv85, i64 5
  %.236.5 = load double, double* %scevgep63, align 8
  %.239.5 = fadd double %.239.4, %.236.5
  %scevgep64 = getelementptr double, double* %lsr.iv85, i64 6
  %.236.6 = load double, double* %scevgep64, align 8
  %.239.6 = fadd double %.239.5, %.236.6
  %scevgep65 = getelementptr double, double* %lsr.iv85, i64 7
  %.236.7 = load double, double* %scevgep65, align 8
  %.239.7 = fadd double %.239.6, %.236.7
  %scevgep66 = getelementptr double, double* %lsr.iv85, i64 8
  %.236.140 = load double, double* %scevgep66, align 8
  %.239.141 = fadd double %.239.7, %.236.140
  %scevgep67 = getelementptr double, double* %lsr.iv85, i64 9
  %.236.1.1 = load double, double* %scevgep67, align 8
  %.239.1.1 = fadd double %.239.141, %.236.1.1
  %scevgep68 = getelementptr double, double* %lsr.iv85, i64 10
  %.236.2.1 = load double, double* %scevgep68, align 8
  %.239.2.1 = fadd double %.239.1.1, %.236.2.1
  %scevgep70 = getelementptr double, double* %lsr.iv85, i64 11
  %.236.3.1 = load double, double* %scevgep70, align 8
  %.239.3.1 = fadd double %.239.2.1, %.236.3.1
  %scevgep71 = getelementptr double, double* %lsr.iv85, i64 12
  %.236.4.1 = load double, double* %scevgep71, align 8
  %.239.4.1 = fadd double %.239.3.1, %.236.4.1
  %scevgep72 = getelementptr double, double* %lsr.iv85, i64 13
  %.236.5.1 = load double, double* %scevgep72, align 8
  %.239.5.1 = fadd double %.239.4.1, %.236.5.1
  %scevgep73 = getelementptr double, double* %lsr.iv85, i64 14
  %.236.6.1 = load double, double* %scevgep73, align 8
  %.239.6.1 = fadd double %.239.5.1, %.236.6.1
  %scevgep75 = getelementptr double, double* %lsr.iv85, i64 15
  %.236.7.1 = load double, double* %scevgep75, align 8
  %.239.7.1 = fadd double %.239.6.1, %.236.7.1
  %scevgep77 = getelementptr double, double* %lsr.iv85, i64 16
  %.236.244 = load double, double* %scevgep77, align 8
  %.239.245 = fadd double %.239.7.1, %.236.244
  %scevgep78 = getelementptr double, double* %lsr.iv85, i64 17
  %.236.1.2 = load double, double* %scevgep78, align 8
  %.239.1.2 = fadd double %.239.245, %.236.1.2
  %scevgep79 = getelementptr double, double* %lsr.iv85, i64 18
  %.236.2.2 = load double, double* %scevgep79, align 8
  %.239.2.2 = fadd double %.239.1.2, %.236.2.2
  %scevgep80 = getelementptr double, double* %lsr.iv85, i64 19
  %.236.3.2 = load double, double* %scevgep80, align 8
  %.239.3.2 = fadd double %.239.2.2, %.236.3.2
  %scevgep81 = getelementptr double, double* %lsr.iv85, i64 20
  %.236.4.2 = load double, double* %scevgep81, align 8
  %.239.4.2 = fadd double %.239.3.2, %.236.4.2
  %scevgep82 = getelementptr double, double* %lsr.iv85, i64 21
  %.236.5.2 = load double, double* %scevgep82, align 8
  %.239.5.2 = fadd double %.239.4.2, %.236.5.2
  %scevgep83 = getelementptr double, double* %lsr.iv85, i64 22
  %.236.6.2 = load double, double* %scevgep83, align 8
  %.239.6.2 = fadd double %.239.5.2, %.236.6.2
  %scevgep84 = getelementptr double, double* %lsr.iv85, i64 23
  %.236.7.2 = load double, double* %scevgep84, align 8
  %.239.7.2 = fadd double %.239.6.2, %.236.7.2
  %scevgep85 = getelementptr double, double* %lsr.iv85, i64 24
  %.236.348 = load double, double* %scevgep85, align 8
  %.239.349 = fadd double %.239.7.2, %.236.348
  %scevgep87 = getelementptr double, double* %lsr.iv85, i64 25
  %.236.1.3 = load double, double* %scevgep87, align 8
  %.239.1.3 = fadd double %.239.349, %.236.1.3
  %scevgep88 = getelementptr double, double* %lsr.iv85, i64 26
  %.236.2.3 = load double, double* %scevgep88, align 8
  %.239.2.3 = fadd double %.239.1.3, %.236.2.3
  %scevgep152 = getelementptr double, double* %lsr.iv85, i64 27
  %.236.3.3 = load double, double* %scevgep152, align 8
  %.239.3.3 = fadd double %.239.2.3, %.236.3.3
  %scevgep153 = getelementptr double, double* %lsr.iv85, i64 28
  %.236.4.3 = load double, double* %scevgep153, align 8
  %.239.4.3 = fadd double %.239.3.3, %.236.4.3
  %scevgep154 = getelementptr double, double* %lsr.iv85, i64 29
  %.236.5.3 = load double, double* %scevgep154, align 8
  %.239.5.3 = fadd double %.239.4.3, %.236.5.3
  %scevgep155 = getelementptr double, double* %lsr.iv85, i64 30
  %.236.6.3 = load double, double* %scevgep155, align 8
  %.239.6.3 = fadd double %.239.5.3, %.236.6.3
  %scevgep156 = getelementptr double, double* %lsr.iv85, i64 31
  %.236.7.3 = load double, double* %scevgep156, align 8
  %.239.7.3 = fadd double %.239.6.3, %.236.7.3
  %scevgep157 = getelementptr double, double* %lsr.iv85, i64 32
  %.236.452 = load double, double* %scevgep157, align 8
  %.239.453 = fadd double %.239.7.3, %.236.452
  %scevgep158 = getelementptr double, double* %lsr.iv85, i64 33
  %.236.1.4 = load double, double* %scevgep158, align 8
  %.239.1.4 = fadd double %.239.453, %.236.1.4
  %scevgep159 = getelementptr double, double* %lsr.iv85, i64 34
  %.236.2.4 = load double, double* %scevgep159, align 8
  %.239.2.4 = fadd double %.239.1.4, %.236.2.4
  %scevgep160 = getelementptr double, double* %lsr.iv85, i64 35
  %.236.3.4 = load double, double* %scevgep160, align 8
  %.239.3.4 = fadd double %.239.2.4, %.236.3.4
  %scevgep161 = getelementptr double, double* %lsr.iv85, i64 36
  %.236.4.4 = load double, double* %scevgep161, align 8
  %.239.4.4 = fadd double %.239.3.4, %.236.4.4
  %scevgep162 = getelementptr double, double* %lsr.iv85, i64 37
  %.236.5.4 = load double, double* %scevgep162, align 8
  %.239.5.4 = fadd double %.239.4.4, %.236.5.4
  %scevgep163 = getelementptr double, double* %lsr.iv85, i64 38
  %.236.6.4 = load double, double* %scevgep163, align 8
  %.239.6.4 = fadd double %.239.5.4, %.236.6.4
  %scevgep164 = getelementptr double, double* %lsr.iv85, i64 39
  %.236.7.4 = load double, double* %scevgep164, align 8
  %.239.7.4 = fadd double %.239.6.4, %.236.7.4
  %scevgep165 = getelementptr double, double* %lsr.iv85, i64 40
  %.236.556 = load double, double* %scevgep165, align 8
  %.239.557 = fadd double %.239.7.4, %.236.556
  %scevgep166 = getelementptr double, double* %lsr.iv85, i64 41
  %.236.1.5 = load double, double* %scevgep166, align 8
  %.239.1.5 = fadd double %.239.557, %.236.1.5
  %scevgep167 = getelementptr double, double* %lsr.iv85, i64 42
  %.236.2.5 = load double, double* %scevgep167, align 8
  %.239.2.5 = fadd double %.239.1.5, %.236.2.5
  %scevgep168 = getelementptr double, double* %lsr.iv85, i64 43
  %.236.3.5 = load double, double* %scevgep168, align 8
  %.239.3.5 = fadd double %.239.2.5, %.236.3.5
  %scevgep169 = getelementptr double, double* %lsr.iv85, i64 44
  %.236.4.5 = load double, double* %scevgep169, align 8
  %.239.4.5 = fadd double %.239.3.5, %.236.4.5
  %scevgep170 = getelementptr double, double* %lsr.iv85, i64 45
  %.236.5.5 = load double, double* %scevgep170, align 8
  %.239.5.5 = fadd double %.239.4.5, %.236.5.5
  %scevgep171 = getelementptr double, double* %lsr.iv85, i64 46
  %.236.6.5 = load double, double* %scevgep171, align 8
  %.239.6.5 = fadd double %.239.5.5, %.236.6.5
  %scevgep172 = getelementptr double, double* %lsr.iv85, i64 47
  %.236.7.5 = load double, double* %scevgep172, align 8
  %.239.7.5 = fadd double %.239.6.5, %.236.7.5
  %scevgep173 = getelementptr double, double* %lsr.iv85, i64 48
  %.236.660 = load double, double* %scevgep173, align 8
  %.239.661 = fadd double %.239.7.5, %.236.660
  %scevgep174 = getelementptr double, double* %lsr.iv85, i64 49
  %.236.1.6 = load double, double* %scevgep174, align 8
  %.239.1.6 = fadd double %.239.661, %.236.1.6
  %scevgep175 = getelementptr double, double* %lsr.iv85, i64 50
  %.236.2.6 = load double, double* %scevgep175, align 8
  %.239.2.6 = fadd double %.239.1.6, %.236.2.6
  %scevgep176 = getelementptr double, double* %lsr.iv85, i64 51
  %.236.3.6 = load double, double* %scevgep176, align 8
  %.239.3.6 = fadd double %.239.2.6, %.236.3.6
  %scevgep177 = getelementptr double, double* %lsr.iv85, i64 52
  %.236.4.6 = load double, double* %scevgep177, align 8
  %.239.4.6 = fadd double %.239.3.6, %.236.4.6
  %scevgep178 = getelementptr double, double* %lsr.iv85, i64 53
  %.236.5.6 = load double, double* %scevgep178, align 8
  %.239.5.6 = fadd double %.239.4.6, %.236.5.6
  %scevgep179 = getelementptr double, double* %lsr.iv85, i64 54
  %.236.6.6 = load double, double* %scevgep179, align 8
  %.239.6.6 = fadd double %.239.5.6, %.236.6.6
  %scevgep180 = getelementptr double, double* %lsr.iv85, i64 55
  %.236.7.6 = load double, double* %scevgep180, align 8
  %.239.7.6 = fadd double %.239.6.6, %.236.7.6
  %scevgep181 = getelementptr double, double* %lsr.iv85, i64 56
  %.236.764 = load double, double* %scevgep181, align 8
  %.239.765 = fadd double %.239.7.6, %.236.764
  %scevgep182 = getelementptr double, double* %lsr.iv85, i64 57
  %.236.1.7 = load double, double* %scevgep182, align 8
  %.239.1.7 = fadd double %.239.765, %.236.1.7
  %scevgep183 = getelementptr double, double* %lsr.iv85, i64 58
  %.236.2.7 = load double, double* %scevgep183, align 8
  %.239.2.7 = fadd double %.239.1.7, %.236.2.7
  %scevgep184 = getelementptr double, double* %lsr.iv85, i64 59
  %.236.3.7 = load double, double* %scevgep184, align 8
  %.239.3.7 = fadd double %.239.2.7, %.236.3.7
  %scevgep185 = getelementptr double, double* %lsr.iv85, i64 60
  %.236.4.7 = load double, double* %scevgep185, align 8
  %.239.4.7 = fadd double %.239.3.7, %.236.4.7
  %scevgep186 = getelementptr double, double* %lsr.iv85, i64 61
  %.236.5.7 = load double, double* %scevgep186, align 8
  %.239.5.7 = fadd double %.239.4.7, %.236.5.7
  %scevgep187 = getelementptr double, double* %lsr.iv85, i64 62
  %.236.6.7 = load double, double* %scevgep187, align 8
  %.239.6.7 = fadd double %.239.5.7, %.236.6.7
  %scevgep188 = getelementptr double, double* %lsr.iv85, i64 63
  %.236.7.7 = load double, double* %scevgep188, align 8
  %.239.7.7 = fadd double %.239.6.7, %.236.7.7
  %scevgep189 = getelementptr double, double* %lsr.iv85, i64 64
  %.236.126 = load double, double* %scevgep189, align 8
  %.239.127 = fadd double %.239.7.7, %.236.126
  %scevgep190 = getelementptr double, double* %lsr.iv85, i64 65
  %.236.1.128 = load double, double* %scevgep190, align 8
  %.239.1.129 = fadd double %.239.127, %.236.1.128
  %scevgep191 = getelementptr double, double* %lsr.iv85, i64 66
  %.236.2.130 = load double, double* %scevgep191, align 8
  %.239.2.131 = fadd double %.239.1.129, %.236.2.130
  %scevgep192 = getelementptr double, double* %lsr.iv85, i64 67
  %.236.3.132 = load double, double* %scevgep192, align 8
  %.239.3.133 = fadd double %.239.2.131, %.236.3.132
  %scevgep193 = getelementptr double, double* %lsr.iv85, i64 68
  %.236.4.134 = load double, double* %scevgep193, align 8
  %.239.4.135 = fadd double %.239.3.133, %.236.4.134
  %scevgep194 = getelementptr double, double* %lsr.iv85, i64 69
  %.236.5.136 = load double, double* %scevgep194, align 8
  %.239.5.137 = fadd double %.239.4.135, %.236.5.136
  %scevgep195 = getelementptr double, double* %lsr.iv85, i64 70
  %.236.6.138 = load double, double* %scevgep195, align 8
  %.239.6.139 = fadd double %.239.5.137, %.236.6.138
  %scevgep196 = getelementptr double, double* %lsr.iv85, i64 71
  %.236.7.140 = load double, double* %scevgep196, align 8
  %.239.7.141 = fadd double %.239.6.139, %.236.7.140
  %scevgep197 = getelementptr double, double* %lsr.iv85, i64 72
  %.236.140.1 = load double, double* %scevgep197, align 8
  %.239.141.1 = fadd double %.239.7.141, %.236.140.1
  %scevgep198 = getelementptr double, double* %lsr.iv85, i64 73
  %.236.1.1.1 = load double, double* %scevgep198, align 8
  %.239.1.1.1 = fadd double %.239.141.1, %.236.1.1.1
  %scevgep199 = getelementptr double, double* %lsr.iv85, i64 74
  %.236.2.1.1 = load double, double* %scevgep199, align 8
  %.239.2.1.1 = fadd double %.239.1.1.1, %.236.2.1.1
  %scevgep200 = getelementptr double, double* %lsr.iv85, i64 75
  %.236.3.1.1 = load double, double* %scevgep200, align 8
  %.239.3.1.1 = fadd double %.239.2.1.1, %.236.3.1.1
  %scevgep201 = getelementptr double, double* %lsr.iv85, i64 76
  %.236.4.1.1 = load double, double* %scevgep201, align 8
  %.239.4.1.1 = fadd double %.239.3.1.1, %.236.4.1.1
  %scevgep202 = getelementptr double, double* %lsr.iv85, i64 77
  %.236.5.1.1 = load double, double* %scevgep202, align 8
  %.239.5.1.1 = fadd double %.239.4.1.1, %.236.5.1.1
  %scevgep203 = getelementptr double, double* %lsr.iv85, i64 78
  %.236.6.1.1 = load double, double* %scevgep203, align 8
  %.239.6.1.1 = fadd double %.239.5.1.1, %.236.6.1.1
  %scevgep204 = getelementptr double, double* %lsr.iv85, i64 79
  %.236.7.1.1 = load double, double* %scevgep204, align 8
  %.239.7.1.1 = fadd double %.239.6.1.1, %.236.7.1.1
  %scevgep205 = getelementptr double, double* %lsr.iv85, i64 80
  %.236.244.1 = load double, double* %scevgep205, align 8
  %.239.245.1 = fadd double %.239.7.1.1, %.236.244.1
  %scevgep206 = getelementptr double, double* %lsr.iv85, i64 81
  %.236.1.2.1 = load double, double* %scevgep206, align 8
  %.239.1.2.1 = fadd double %.239.245.1, %.236.1.2.1
  %scevgep207 = getelementptr double, double* %lsr.iv85, i64 82
  %.236.2.2.1 = load double, double* %scevgep207, align 8
  %.239.2.2.1 = fadd double %.239.1.2.1, %.236.2.2.1
  %scevgep208 = getelementptr double, double* %lsr.iv85, i64 83
  %.236.3.2.1 = load double, double* %scevgep208, align 8
  %.239.3.2.1 = fadd double %.239.2.2.1, %.236.3.2.1
  %scevgep209 = getelementptr double, double* %lsr.iv85, i64 84
  %.236.4.2.1 = load double, double* %scevgep209, align 8
  %.239.4.2.1 = fadd double %.239.3.2.1, %.236.4.2.1
  %scevgep210 = getelementptr double, double* %lsr.iv85, i64 85
  %.236.5.2.1 = load double, double* %scevgep210, align 8
  %.239.5.2.1 = fadd double %.239.4.2.1, %.236.5.2.1
  %scevgep211 = getelementptr double, double* %lsr.iv85, i64 86
  %.236.6.2.1 = load double, double* %scevgep211, align 8
  %.239.6.2.1 = fadd double %.239.5.2.1, %.236.6.2.1
  %scevgep212 = getelementptr double, double* %lsr.iv85, i64 87
  %.236.7.2.1 = load double, double* %scevgep212, align 8
  %.239.7.2.1 = fadd double %.239.6.2.1, %.236.7.2.1
  %scevgep213 = getelementptr double, double* %lsr.iv85, i64 88
  %.236.348.1 = load double, double* %scevgep213, align 8
  %.239.349.1 = fadd double %.239.7.2.1, %.236.348.1
  %scevgep214 = getelementptr double, double* %lsr.iv85, i64 89
  %.236.1.3.1 = load double, double* %scevgep214, align 8
  %.239.1.3.1 = fadd double %.239.349.1, %.236.1.3.1
  %scevgep215 = getelementptr double, double* %lsr.iv85, i64 90
  %.236.2.3.1 = load double, double* %scevgep215, align 8
  %.239.2.3.1 = fadd double %.239.1.3.1, %.236.2.3.1
  %scevgep216 = getelementptr double, double* %lsr.iv85, i64 91
  %.236.3.3.1 = load double, double* %scevgep216, align 8
  %.239.3.3.1 = fadd double %.239.2.3.1, %.236.3.3.1
  %scevgep217 = getelementptr double, double* %lsr.iv85, i64 92
  %.236.4.3.1 = load double, double* %scevgep217, align 8
  %.239.4.3.1 = fadd double %.239.3.3.1, %.236.4.3.1
  %scevgep218 = getelementptr double, double* %lsr.iv85, i64 93
  %.236.5.3.1 = load double, double* %scevgep218, align 8
  %.239.5.3.1 = fadd double %.239.4.3.1, %.236.5.3.1
  %scevgep219 = getelementptr double, double* %lsr.iv85, i64 94
  %.236.6.3.1 = load double, double* %scevgep219, align 8
  %.239.6.3.1 = fadd double %.239.5.3.1, %.236.6.3.1
  %scevgep220 = getelementptr double, double* %lsr.iv85, i64 95
  %.236.7.3.1 = load double, double* %scevgep220, align 8
  %.239.7.3.1 = fadd double %.239.6.3.1, %.236.7.3.1
  %scevgep221 = getelementptr double, double* %lsr.iv85, i64 96
  %.236.452.1 = load double, double* %scevgep221, align 8
  %.239.453.1 = fadd double %.239.7.3.1, %.236.452.1
  %scevgep222 = getelementptr double, double* %lsr.iv85, i64 97
  %.236.1.4.1 = load double, double* %scevgep222, align 8
  %.239.1.4.1 = fadd double %.239.453.1, %.236.1.4.1
  %scevgep223 = getelementptr double, double* %lsr.iv85, i64 98
  %.236.2.4.1 = load double, double* %scevgep223, align 8
  %.239.2.4.1 = fadd double %.239.1.4.1, %.236.2.4.1
  %scevgep224 = getelementptr double, double* %lsr.iv85, i64 99
  %.236.3.4.1 = load double, double* %scevgep224, align 8
  %.239.3.4.1 = fadd double %.239.2.4.1, %.236.3.4.1
  %scevgep225 = getelementptr double, double* %lsr.iv85, i64 100
  %.236.4.4.1 = load double, double* %scevgep225, align 8
  %.239.4.4.1 = fadd double %.239.3.4.1, %.236.4.4.1
  %scevgep226 = getelementptr double, double* %lsr.iv85, i64 101
  %.236.5.4.1 = load double, double* %scevgep226, align 8
  %.239.5.4.1 = fadd double %.239.4.4.1, %.236.5.4.1
  %scevgep227 = getelementptr double, double* %lsr.iv85, i64 102
  %.236.6.4.1 = load double, double* %scevgep227, align 8
  %.239.6.4.1 = fadd double %.239.5.4.1, %.236.6.4.1
  %scevgep228 = getelementptr double, double* %lsr.iv85, i64 103
  %.236.7.4.1 = load double, double* %scevgep228, align 8
  %.239.7.4.1 = fadd double %.239.6.4.1, %.236.7.4.1
  %scevgep229 = getelementptr double, double* %lsr.iv85, i64 104
  %.236.556.1 = load double, double* %scevgep229, align 8
  %.239.557.1 = fadd double %.239.7.4.1, %.236.556.1
  %scevgep230 = getelementptr double, double* %lsr.iv85, i64 105
  %.236.1.5.1 = load double, double* %scevgep230, align 8
  %.239.1.5.1 = fadd double %.239.557.1, %.236.1.5.1
  %scevgep231 = getelementptr double, double* %lsr.iv85, i64 106
  %.236.2.5.1 = load double, double* %scevgep231, align 8
  %.239.2.5.1 = fadd double %.239.1.5.1, %.236.2.5.1
  %scevgep232 = getelementptr double, double* %lsr.iv85, i64 107
  %.236.3.5.1 = load double, double* %scevgep232, align 8
  %.239.3.5.1 = fadd double %.239.2.5.1, %.236.3.5.1
  %scevgep233 = getelementptr double, double* %lsr.iv85, i64 108
  %.236.4.5.1 = load double, double* %scevgep233, align 8
  %.239.4.5.1 = fadd double %.239.3.5.1, %.236.4.5.1
  %scevgep234 = getelementptr double, double* %lsr.iv85, i64 109
  %.236.5.5.1 = load double, double* %scevgep234, align 8
  %.239.5.5.1 = fadd double %.239.4.5.1, %.236.5.5.1
  %scevgep235 = getelementptr double, double* %lsr.iv85, i64 110
  %.236.6.5.1 = load double, double* %scevgep235, align 8
  %.239.6.5.1 = fadd double %.239.5.5.1, %.236.6.5.1
  %scevgep236 = getelementptr double, double* %lsr.iv85, i64 111
  %.236.7.5.1 = load double, double* %scevgep236, align 8
  %.239.7.5.1 = fadd double %.239.6.5.1, %.236.7.5.1
  %scevgep237 = getelementptr double, double* %lsr.iv85, i64 112
  %.236.660.1 = load double, double* %scevgep237, align 8
  %.239.661.1 = fadd double %.239.7.5.1, %.236.660.1
  %scevgep238 = getelementptr double, double* %lsr.iv85, i64 113
  %.236.1.6.1 = load double, double* %scevgep238, align 8
  %.239.1.6.1 = fadd double %.239.661.1, %.236.1.6.1
  %scevgep239 = getelementptr double, double* %lsr.iv85, i64 114
  %.236.2.6.1 = load double, double* %scevgep239, align 8
  %.239.2.6.1 = fadd double %.239.1.6.1, %.236.2.6.1
  %scevgep240 = getelementptr double, double* %lsr.iv85, i64 115
  %.236.3.6.1 = load double, double* %scevgep240, align 8
  %.239.3.6.1 = fadd double %.239.2.6.1, %.236.3.6.1
  %scevgep241 = getelementptr double, double* %lsr.iv85, i64 116
  %.236.4.6.1 = load double, double* %scevgep241, align 8
  %.239.4.6.1 = fadd double %.239.3.6.1, %.236.4.6.1
  %scevgep242 = getelementptr double, double* %lsr.iv85, i64 117
  %.236.5.6.1 = load double, double* %scevgep242, align 8
  %.239.5.6.1 = fadd double %.239.4.6.1, %.236.5.6.1
  %scevgep243 = getelementptr double, double* %lsr.iv85, i64 118
  %.236.6.6.1 = load double, double* %scevgep243, align 8
  %.239.6.6.1 = fadd double %.239.5.6.1, %.236.6.6.1
  %scevgep244 = getelementptr double, double* %lsr.iv85, i64 119
  %.236.7.6.1 = load double, double* %scevgep244, align 8
  %.239.7.6.1 = fadd double %.239.6.6.1, %.236.7.6.1
  %scevgep245 = getelementptr double, double* %lsr.iv85, i64 120
  %.236.764.1 = load double, double* %scevgep245, align 8
  %.239.765.1 = fadd double %.239.7.6.1, %.236.764.1
  %scevgep246 = getelementptr double, double* %lsr.iv85, i64 121
  %.236.1.7.1 = load double, double* %scevgep246, align 8
  %.239.1.7.1 = fadd double %.239.765.1, %.236.1.7.1
  %scevgep247 = getelementptr double, double* %lsr.iv85, i64 122
  %.236.2.7.1 = load double, double* %scevgep247, align 8
  %.239.2.7.1 = fadd double %.239.1.7.1, %.236.2.7.1
  %scevgep248 = getelementptr double, double* %lsr.iv85, i64 123
  %.236.3.7.1 = load double, double* %scevgep248, align 8
  %.239.3.7.1 = fadd double %.239.2.7.1, %.236.3.7.1
  %scevgep249 = getelementptr double, double* %lsr.iv85, i64 124
  %.236.4.7.1 = load double, double* %scevgep249, align 8
  %.239.4.7.1 = fadd double %.239.3.7.1, %.236.4.7.1
  %scevgep250 = getelementptr double, double* %lsr.iv85, i64 125
  %.236.5.7.1 = load double, double* %scevgep250, align 8
  %.239.5.7.1 = fadd double %.239.4.7.1, %.236.5.7.1
  %scevgep251 = getelementptr double, double* %lsr.iv85, i64 126
  %.236.6.7.1 = load double, double* %scevgep251, align 8
  %.239.6.7.1 = fadd double %.239.5.7.1, %.236.6.7.1
  %scevgep252 = getelementptr double, double* %lsr.iv85, i64 127
  %.236.7.7.1 = load double, double* %scevgep252, align 8
  %.239.7.7.1 = fadd double %.239.6.7.1, %.236.7.7.1
  %scevgep86.1 = getelementptr double, double* %lsr.iv85, i64 128
  %lsr.iv.next = add i64 %lsr.iv56, 128
  %lsr.iv.next58 = add i64 %lsr.iv57, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next58, 0
  %scevgep253 = getelementptr double, double* %lsr.iv85, i64 128
  br i1 %niter.ncmp.1, label %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, label %B52.endif, !prof !0
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #3 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { nofree norecurse nosync nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #4 = { noinline }
attributes #5 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17}
!28 = !{!29, !31, !32, !34}
!29 = distinct !{!29, !30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!31 = distinct !{!31, !30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!32 = distinct !{!32, !33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!34 = distinct !{!34, !33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!35 = distinct !{!35, !17}
!36 = distinct !{!36, !17}
!37 = !{!"branch_weights", i32 99, i32 1}
!38 = !{!"branch_weights", i32 1, i32 7}
!39 = distinct !{!39, !17}
!40 = distinct !{!40, !17}
