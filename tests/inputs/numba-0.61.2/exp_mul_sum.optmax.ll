; ModuleID = 'exp_mul_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139976445902656 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.139976445902656.sha1 = internal constant [20 x i8] c"\93;eT(\91\00\DCdB\A1-\B0\DA\07\E5q=\1F\DE"
@.const.picklebuf.139976445902656 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.139976445902656, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139976445902656.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139976315295552 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139976315295552.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139976315295552 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139976315295552, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139976315295552.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.exp_mul_sum = internal constant [12 x i8] c"exp_mul_sum\00"
@_ZN08NumbaEnv7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7f4ec6866150>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f4ec6866150>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4ec68647d0B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139976315355328 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139976315355328.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139976315355328 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139976315355328, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139976315355328.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* nocapture readnone %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* nocapture readonly %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
entry:
  %arg.y.5.0.fr = freeze i64 %arg.y.5.0
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  %.264 = alloca double, align 8
  %excinfo.5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.y.0)
  %.76.not.i = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.76.not.i, label %B0.endif.endif.endif.endif, label %B0.endif.endif

common.ret:                                       ; preds = %for.end.if, %B0.endif.endif.endif.endif.endif.if, %for.end.endif, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ %.270, %for.end.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %entry
  %.76.not.i1087 = icmp eq i64 %arg.y.5.0.fr, 1
  br i1 %.76.not.i1087, label %B0.endif.endif.endif.endif, label %B90.i12

B90.i12:                                          ; preds = %B0.endif.endif
  %.71.not.i9 = icmp eq i64 %arg.y.5.0.fr, %arg.x.5.0.fr
  br i1 %.71.not.i9, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.if

B0.endif.endif.endif.if:                          ; preds = %B90.i12
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139976445902656, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %entry, %B90.i12, %B0.endif.endif
  %.us-phi40 = phi i64 [ %arg.x.5.0.fr, %B0.endif.endif ], [ %arg.y.5.0.fr, %B90.i12 ], [ %arg.y.5.0.fr, %entry ]
  %.136 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.us-phi40, i64 8)
  %.138 = extractvalue { i64, i1 } %.136, 1
  br i1 %.138, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139976315295552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.137 = extractvalue { i64, i1 } %.136, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.137, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139976315355328, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i30 = load double*, double** %0, align 8
  %.20831 = icmp sgt i64 %.us-phi40, 0
  br i1 %.20831, label %for.body.endif.endif.endif.lr.ph, label %for.end

for.body.endif.endif.endif.lr.ph:                 ; preds = %B0.endif.endif.endif.endif.endif.endif
  %1 = add nsw i64 %.us-phi40, -1
  %xtraiter = and i64 %.us-phi40, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %for.end.loopexit.unr-lcssa, label %for.body.endif.endif.endif.lr.ph.new

for.body.endif.endif.endif.lr.ph.new:             ; preds = %for.body.endif.endif.endif.lr.ph
  %unroll_iter = and i64 %.us-phi40, -8
  %3 = add i64 %unroll_iter, -8
  %4 = lshr exact i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %xtraiter93 = and i64 %5, 3
  %6 = icmp ult i64 %3, 24
  br i1 %6, label %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.endif.endif.endif.lr.ph.new.new

for.body.endif.endif.endif.lr.ph.new.new:         ; preds = %for.body.endif.endif.endif.lr.ph.new
  %unroll_iter114 = and i64 %5, 4611686018427387900
  %scevgep149 = getelementptr double, double* %.6.i30, i64 31
  br label %for.body.endif.endif.endif

for.end.loopexit.unr-lcssa.loopexit.unr-lcssa:    ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.lr.ph.new
  %spec.select.7.lcssa.ph = phi i64 [ undef, %for.body.endif.endif.endif.lr.ph.new ], [ %spec.select.7.3, %for.body.endif.endif.endif ]
  %.204.1.7.lcssa.ph = phi i64 [ undef, %for.body.endif.endif.endif.lr.ph.new ], [ %.204.1.7.3, %for.body.endif.endif.endif ]
  %loop.index34.unr109 = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph.new ], [ %.256.7.3, %for.body.endif.endif.endif ]
  %.204.033.unr110 = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph.new ], [ %.204.1.7.3, %for.body.endif.endif.endif ]
  %.201.032.unr111 = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph.new ], [ %spec.select.7.3, %for.body.endif.endif.endif ]
  %lcmp.mod.not145 = icmp eq i64 %xtraiter93, 0
  br i1 %lcmp.mod.not145, label %for.end.loopexit.unr-lcssa, label %for.body.endif.endif.endif.epil94.preheader

for.body.endif.endif.endif.epil94.preheader:      ; preds = %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa
  br label %for.body.endif.endif.endif.epil94

for.body.endif.endif.endif.epil94:                ; preds = %for.body.endif.endif.endif.epil94.preheader, %for.body.endif.endif.endif.epil94
  %lsr.iv147 = phi i64 [ %xtraiter93, %for.body.endif.endif.endif.epil94.preheader ], [ %lsr.iv.next148, %for.body.endif.endif.endif.epil94 ]
  %loop.index34.epil95 = phi i64 [ %.256.7.epil, %for.body.endif.endif.endif.epil94 ], [ %loop.index34.unr109, %for.body.endif.endif.endif.epil94.preheader ]
  %.204.033.epil96 = phi i64 [ %.204.1.7.epil, %for.body.endif.endif.endif.epil94 ], [ %.204.033.unr110, %for.body.endif.endif.endif.epil94.preheader ]
  %.201.032.epil97 = phi i64 [ %spec.select.7.epil, %for.body.endif.endif.endif.epil94 ], [ %.201.032.unr111, %for.body.endif.endif.endif.epil94.preheader ]
  %7 = icmp ugt i64 %arg.y.5.0.fr, 1
  %8 = icmp ugt i64 %arg.x.5.0.fr, 1
  %spec.select.epil98 = select i1 %8, i64 %loop.index34.epil95, i64 %.201.032.epil97
  %.217.epil99 = getelementptr double, double* %arg.x.4, i64 %spec.select.epil98
  %.218.epil100 = load double, double* %.217.epil99, align 8
  %.204.1.epil101 = select i1 %7, i64 %loop.index34.epil95, i64 %.204.033.epil96
  %.226.epil102 = getelementptr double, double* %arg.y.4, i64 %.204.1.epil101
  %.227.epil103 = load double, double* %.226.epil102, align 8
  %.13.le.i.epil104 = tail call double @llvm.exp.f64(double %.218.epil100)
  %.18.i.epil105 = fmul double %.13.le.i.epil104, %.227.epil103
  %scevgep146 = getelementptr double, double* %.6.i30, i64 %loop.index34.epil95
  store double %.18.i.epil105, double* %scevgep146, align 8
  %.256.epil107 = or i64 %loop.index34.epil95, 1
  %spec.select.1.epil = select i1 %8, i64 %.256.epil107, i64 %.201.032.epil97
  %.217.1.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.1.epil
  %.218.1.epil = load double, double* %.217.1.epil, align 8
  %.204.1.1.epil = select i1 %7, i64 %.256.epil107, i64 %.204.033.epil96
  %.226.1.epil = getelementptr double, double* %arg.y.4, i64 %.204.1.1.epil
  %.227.1.epil = load double, double* %.226.1.epil, align 8
  %.13.le.i.1.epil = tail call double @llvm.exp.f64(double %.218.1.epil)
  %.18.i.1.epil = fmul double %.13.le.i.1.epil, %.227.1.epil
  %.254.1.epil = getelementptr double, double* %.6.i30, i64 %.256.epil107
  store double %.18.i.1.epil, double* %.254.1.epil, align 8
  %.256.1.epil = or i64 %loop.index34.epil95, 2
  %spec.select.2.epil = select i1 %8, i64 %.256.1.epil, i64 %.201.032.epil97
  %.217.2.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.2.epil
  %.218.2.epil = load double, double* %.217.2.epil, align 8
  %.204.1.2.epil = select i1 %7, i64 %.256.1.epil, i64 %.204.033.epil96
  %.226.2.epil = getelementptr double, double* %arg.y.4, i64 %.204.1.2.epil
  %.227.2.epil = load double, double* %.226.2.epil, align 8
  %.13.le.i.2.epil = tail call double @llvm.exp.f64(double %.218.2.epil)
  %.18.i.2.epil = fmul double %.13.le.i.2.epil, %.227.2.epil
  %.254.2.epil = getelementptr double, double* %.6.i30, i64 %.256.1.epil
  store double %.18.i.2.epil, double* %.254.2.epil, align 8
  %.256.2.epil = or i64 %loop.index34.epil95, 3
  %spec.select.3.epil = select i1 %8, i64 %.256.2.epil, i64 %.201.032.epil97
  %.217.3.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.3.epil
  %.218.3.epil = load double, double* %.217.3.epil, align 8
  %.204.1.3.epil = select i1 %7, i64 %.256.2.epil, i64 %.204.033.epil96
  %.226.3.epil = getelementptr double, double* %arg.y.4, i64 %.204.1.3.epil
  %.227.3.epil = load double, double* %.226.3.epil, align 8
  %.13.le.i.3.epil = tail call double @llvm.exp.f64(double %.218.3.epil)
  %.18.i.3.epil = fmul double %.13.le.i.3.epil, %.227.3.epil
  %.254.3.epil = getelementptr double, double* %.6.i30, i64 %.256.2.epil
  store double %.18.i.3.epil, double* %.254.3.epil, align 8
  %.256.3.epil = or i64 %loop.index34.epil95, 4
  %spec.select.4.epil = select i1 %8, i64 %.256.3.epil, i64 %.201.032.epil97
  %.217.4.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.4.epil
  %.218.4.epil = load double, double* %.217.4.epil, align 8
  %.204.1.4.epil = select i1 %7, i64 %.256.3.epil, i64 %.204.033.epil96
  %.226.4.epil = getelementptr double, double* %arg.y.4, i64 %.204.1.4.epil
  %.227.4.epil = load double, double* %.226.4.epil, align 8
  %.13.le.i.4.epil = tail call double @llvm.exp.f64(double %.218.4.epil)
  %.18.i.4.epil = fmul double %.13.le.i.4.epil, %.227.4.epil
  %.254.4.epil = getelementptr double, double* %.6.i30, i64 %.256.3.epil
  store double %.18.i.4.epil, double* %.254.4.epil, align 8
  %.256.4.epil = or i64 %loop.index34.epil95, 5
  %spec.select.5.epil = select i1 %8, i64 %.256.4.epil, i64 %.201.032.epil97
  %.217.5.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.5.epil
  %.218.5.epil = load double, double* %.217.5.epil, align 8
  %.204.1.5.epil = select i1 %7, i64 %.256.4.epil, i64 %.204.033.epil96
  %.226.5.epil = getelementptr double, double* %arg.y.4, i64 %.204.1.5.epil
  %.227.5.epil = load double, double* %.226.5.epil, align 8
  %.13.le.i.5.epil = tail call double @llvm.exp.f64(double %.218.5.epil)
  %.18.i.5.epil = fmul double %.13.le.i.5.epil, %.227.5.epil
  %.254.5.epil = getelementptr double, double* %.6.i30, i64 %.256.4.epil
  store double %.18.i.5.epil, double* %.254.5.epil, align 8
  %.256.5.epil = or i64 %loop.index34.epil95, 6
  %spec.select.6.epil = select i1 %8, i64 %.256.5.epil, i64 %.201.032.epil97
  %.217.6.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.6.epil
  %.218.6.epil = load double, double* %.217.6.epil, align 8
  %.204.1.6.epil = select i1 %7, i64 %.256.5.epil, i64 %.204.033.epil96
  %.226.6.epil = getelementptr double, double* %arg.y.4, i64 %.204.1.6.epil
  %.227.6.epil = load double, double* %.226.6.epil, align 8
  %.13.le.i.6.epil = tail call double @llvm.exp.f64(double %.218.6.epil)
  %.18.i.6.epil = fmul double %.13.le.i.6.epil, %.227.6.epil
  %.254.6.epil = getelementptr double, double* %.6.i30, i64 %.256.5.epil
  store double %.18.i.6.epil, double* %.254.6.epil, align 8
  %.256.6.epil = or i64 %loop.index34.epil95, 7
  %spec.select.7.epil = select i1 %8, i64 %.256.6.epil, i64 %.201.032.epil97
  %.217.7.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.7.epil
  %.218.7.epil = load double, double* %.217.7.epil, align 8
  %.204.1.7.epil = select i1 %7, i64 %.256.6.epil, i64 %.204.033.epil96
  %.226.7.epil = getelementptr double, double* %arg.y.4, i64 %.204.1.7.epil
  %.227.7.epil = load double, double* %.226.7.epil, align 8
  %.13.le.i.7.epil = tail call double @llvm.exp.f64(double %.218.7.epil)
  %.18.i.7.epil = fmul double %.13.le.i.7.epil, %.227.7.epil
  %.254.7.epil = getelementptr double, double* %.6.i30, i64 %.256.6.epil
  store double %.18.i.7.epil, double* %.254.7.epil, align 8
  %.256.7.epil = add nuw nsw i64 %loop.index34.epil95, 8
  %lsr.iv.next148 = add nsw i64 %lsr.iv147, -1
  %epil.iter108.cmp.not = icmp eq i64 %lsr.iv.next148, 0
  br i1 %epil.iter108.cmp.not, label %for.end.loopexit.unr-lcssa, label %for.body.endif.endif.endif.epil94, !llvm.loop !9

for.end.loopexit.unr-lcssa:                       ; preds = %for.body.endif.endif.endif.epil94, %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa, %for.body.endif.endif.endif.lr.ph
  %loop.index34.unr = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph ], [ %unroll_iter, %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.endif.endif.endif.epil94 ]
  %.204.033.unr = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph ], [ %.204.1.7.lcssa.ph, %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.204.1.7.epil, %for.body.endif.endif.endif.epil94 ]
  %.201.032.unr = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph ], [ %spec.select.7.lcssa.ph, %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %spec.select.7.epil, %for.body.endif.endif.endif.epil94 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.endif.endif.endif.epil.preheader

for.body.endif.endif.endif.epil.preheader:        ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.endif.endif.endif.epil

for.body.endif.endif.endif.epil:                  ; preds = %for.body.endif.endif.endif.epil.preheader, %for.body.endif.endif.endif.epil
  %lsr.iv = phi i64 [ %xtraiter, %for.body.endif.endif.endif.epil.preheader ], [ %lsr.iv.next, %for.body.endif.endif.endif.epil ]
  %loop.index34.epil = phi i64 [ %.256.epil, %for.body.endif.endif.endif.epil ], [ %loop.index34.unr, %for.body.endif.endif.endif.epil.preheader ]
  %.204.033.epil = phi i64 [ %.204.1.epil, %for.body.endif.endif.endif.epil ], [ %.204.033.unr, %for.body.endif.endif.endif.epil.preheader ]
  %.201.032.epil = phi i64 [ %spec.select.epil, %for.body.endif.endif.endif.epil ], [ %.201.032.unr, %for.body.endif.endif.endif.epil.preheader ]
  %9 = icmp ugt i64 %arg.y.5.0.fr, 1
  %10 = icmp ugt i64 %arg.x.5.0.fr, 1
  %spec.select.epil = select i1 %10, i64 %loop.index34.epil, i64 %.201.032.epil
  %.217.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.epil
  %.218.epil = load double, double* %.217.epil, align 8
  %.204.1.epil = select i1 %9, i64 %loop.index34.epil, i64 %.204.033.epil
  %.226.epil = getelementptr double, double* %arg.y.4, i64 %.204.1.epil
  %.227.epil = load double, double* %.226.epil, align 8
  %.13.le.i.epil = tail call double @llvm.exp.f64(double %.218.epil)
  %.18.i.epil = fmul double %.13.le.i.epil, %.227.epil
  %scevgep = getelementptr double, double* %.6.i30, i64 %loop.index34.epil
  store double %.18.i.epil, double* %scevgep, align 8
  %.256.epil = add nuw nsw i64 %loop.index34.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.endif.endif.endif.epil, !llvm.loop !11

for.end:                                          ; preds = %for.body.endif.endif.endif.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.y.0)
  tail call void @NRT_decref(i8* %arg.x.0)
  store double 0.000000e+00, double* %.264, align 8
  %.270 = call i32 @_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.264, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.5, i8* nonnull %.7.i.i, i8* null, i64 %.us-phi40, i64 8, double* %.6.i30, i64 %.us-phi40, i64 8)
  switch i32 %.270, label %for.end.if [
    i32 -2, label %for.end.endif
    i32 0, label %for.end.endif
  ]

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.lr.ph.new.new
  %lsr.iv213 = phi i64 [ %lsr.iv.next214, %for.body.endif.endif.endif ], [ %unroll_iter114, %for.body.endif.endif.endif.lr.ph.new.new ]
  %loop.index34 = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph.new.new ], [ %44, %for.body.endif.endif.endif ]
  %.204.033 = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph.new.new ], [ %.204.1.7.3, %for.body.endif.endif.endif ]
  %.201.032 = phi i64 [ 0, %for.body.endif.endif.endif.lr.ph.new.new ], [ %spec.select.7.3, %for.body.endif.endif.endif ]
  %11 = icmp ugt i64 %arg.y.5.0.fr, 1
  %12 = icmp ugt i64 %arg.x.5.0.fr, 1
  %spec.select = select i1 %12, i64 %loop.index34, i64 %.201.032
  %.217 = getelementptr double, double* %arg.x.4, i64 %spec.select
  %.218 = load double, double* %.217, align 8
  %.204.1 = select i1 %11, i64 %loop.index34, i64 %.204.033
  %.226 = getelementptr double, double* %arg.y.4, i64 %.204.1
  %.227 = load double, double* %.226, align 8
  %.13.le.i = tail call double @llvm.exp.f64(double %.218)
  %.18.i = fmul double %.13.le.i, %.227
  %scevgep211 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -31
  store double %.18.i, double* %scevgep212, align 8
  %13 = add i64 %loop.index34, 1
  %spec.select.1 = select i1 %12, i64 %13, i64 %.201.032
  %.217.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1
  %.218.1 = load double, double* %.217.1, align 8
  %.204.1.1 = select i1 %11, i64 %13, i64 %.204.033
  %.226.1 = getelementptr double, double* %arg.y.4, i64 %.204.1.1
  %.227.1 = load double, double* %.226.1, align 8
  %.13.le.i.1 = tail call double @llvm.exp.f64(double %.218.1)
  %.18.i.1 = fmul double %.13.le.i.1, %.227.1
  %scevgep207 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -30
  store double %.18.i.1, double* %scevgep208, align 8
  %14 = add i64 %13, 1
  %spec.select.2 = select i1 %12, i64 %14, i64 %.201.032
  %.217.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2
  %.218.2 = load double, double* %.217.2, align 8
  %.204.1.2 = select i1 %11, i64 %14, i64 %.204.033
  %.226.2 = getelementptr double, double* %arg.y.4, i64 %.204.1.2
  %.227.2 = load double, double* %.226.2, align 8
  %.13.le.i.2 = tail call double @llvm.exp.f64(double %.218.2)
  %.18.i.2 = fmul double %.13.le.i.2, %.227.2
  %scevgep205 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -29
  store double %.18.i.2, double* %scevgep206, align 8
  %15 = add i64 %14, 1
  %spec.select.3 = select i1 %12, i64 %15, i64 %.201.032
  %.217.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.3
  %.218.3 = load double, double* %.217.3, align 8
  %.204.1.3 = select i1 %11, i64 %15, i64 %.204.033
  %.226.3 = getelementptr double, double* %arg.y.4, i64 %.204.1.3
  %.227.3 = load double, double* %.226.3, align 8
  %.13.le.i.3 = tail call double @llvm.exp.f64(double %.218.3)
  %.18.i.3 = fmul double %.13.le.i.3, %.227.3
  %scevgep203 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -28
  store double %.18.i.3, double* %scevgep204, align 8
  %16 = add i64 %15, 1
  %spec.select.4 = select i1 %12, i64 %16, i64 %.201.032
  %.217.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.4
  %.218.4 = load double, double* %.217.4, align 8
  %.204.1.4 = select i1 %11, i64 %16, i64 %.204.033
  %.226.4 = getelementptr double, double* %arg.y.4, i64 %.204.1.4
  %.227.4 = load double, double* %.226.4, align 8
  %.13.le.i.4 = tail call double @llvm.exp.f64(double %.218.4)
  %.18.i.4 = fmul double %.13.le.i.4, %.227.4
  %scevgep201 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -27
  store double %.18.i.4, double* %scevgep202, align 8
  %17 = add i64 %16, 1
  %spec.select.5 = select i1 %12, i64 %17, i64 %.201.032
  %.217.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.5
  %.218.5 = load double, double* %.217.5, align 8
  %.204.1.5 = select i1 %11, i64 %17, i64 %.204.033
  %.226.5 = getelementptr double, double* %arg.y.4, i64 %.204.1.5
  %.227.5 = load double, double* %.226.5, align 8
  %.13.le.i.5 = tail call double @llvm.exp.f64(double %.218.5)
  %.18.i.5 = fmul double %.13.le.i.5, %.227.5
  %scevgep199 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -26
  store double %.18.i.5, double* %scevgep200, align 8
  %18 = add i64 %17, 1
  %spec.select.6 = select i1 %12, i64 %18, i64 %.201.032
  %.217.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.6
  %.218.6 = load double, double* %.217.6, align 8
  %.204.1.6 = select i1 %11, i64 %18, i64 %.204.033
  %.226.6 = getelementptr double, double* %arg.y.4, i64 %.204.1.6
  %.227.6 = load double, double* %.226.6, align 8
  %.13.le.i.6 = tail call double @llvm.exp.f64(double %.218.6)
  %.18.i.6 = fmul double %.13.le.i.6, %.227.6
  %scevgep197 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -25
  store double %.18.i.6, double* %scevgep198, align 8
  %19 = add i64 %18, 1
  %spec.select.7 = select i1 %12, i64 %19, i64 %.201.032
  %.217.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.7
  %.218.7 = load double, double* %.217.7, align 8
  %.204.1.7 = select i1 %11, i64 %19, i64 %.204.033
  %.226.7 = getelementptr double, double* %arg.y.4, i64 %.204.1.7
  %.227.7 = load double, double* %.226.7, align 8
  %.13.le.i.7 = tail call double @llvm.exp.f64(double %.218.7)
  %.18.i.7 = fmul double %.13.le.i.7, %.227.7
  %scevgep209 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -24
  store double %.18.i.7, double* %scevgep210, align 8
  %20 = add i64 %19, 1
  %spec.select.1115 = select i1 %12, i64 %20, i64 %.201.032
  %.217.1116 = getelementptr double, double* %arg.x.4, i64 %spec.select.1115
  %.218.1117 = load double, double* %.217.1116, align 8
  %.204.1.1118 = select i1 %11, i64 %20, i64 %.204.033
  %.226.1119 = getelementptr double, double* %arg.y.4, i64 %.204.1.1118
  %.227.1120 = load double, double* %.226.1119, align 8
  %.13.le.i.1121 = tail call double @llvm.exp.f64(double %.218.1117)
  %.18.i.1122 = fmul double %.13.le.i.1121, %.227.1120
  %scevgep180 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -23
  store double %.18.i.1122, double* %scevgep181, align 8
  %21 = add i64 %20, 1
  %spec.select.1.1 = select i1 %12, i64 %21, i64 %.201.032
  %.217.1.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.1
  %.218.1.1 = load double, double* %.217.1.1, align 8
  %.204.1.1.1 = select i1 %11, i64 %21, i64 %.204.033
  %.226.1.1 = getelementptr double, double* %arg.y.4, i64 %.204.1.1.1
  %.227.1.1 = load double, double* %.226.1.1, align 8
  %.13.le.i.1.1 = tail call double @llvm.exp.f64(double %.218.1.1)
  %.18.i.1.1 = fmul double %.13.le.i.1.1, %.227.1.1
  %scevgep178 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -22
  store double %.18.i.1.1, double* %scevgep179, align 8
  %22 = add i64 %21, 1
  %spec.select.2.1 = select i1 %12, i64 %22, i64 %.201.032
  %.217.2.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.1
  %.218.2.1 = load double, double* %.217.2.1, align 8
  %.204.1.2.1 = select i1 %11, i64 %22, i64 %.204.033
  %.226.2.1 = getelementptr double, double* %arg.y.4, i64 %.204.1.2.1
  %.227.2.1 = load double, double* %.226.2.1, align 8
  %.13.le.i.2.1 = tail call double @llvm.exp.f64(double %.218.2.1)
  %.18.i.2.1 = fmul double %.13.le.i.2.1, %.227.2.1
  %scevgep176 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -21
  store double %.18.i.2.1, double* %scevgep177, align 8
  %23 = add i64 %22, 1
  %spec.select.3.1 = select i1 %12, i64 %23, i64 %.201.032
  %.217.3.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.3.1
  %.218.3.1 = load double, double* %.217.3.1, align 8
  %.204.1.3.1 = select i1 %11, i64 %23, i64 %.204.033
  %.226.3.1 = getelementptr double, double* %arg.y.4, i64 %.204.1.3.1
  %.227.3.1 = load double, double* %.226.3.1, align 8
  %.13.le.i.3.1 = tail call double @llvm.exp.f64(double %.218.3.1)
  %.18.i.3.1 = fmul double %.13.le.i.3.1, %.227.3.1
  %scevgep174 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -20
  store double %.18.i.3.1, double* %scevgep175, align 8
  %24 = add i64 %23, 1
  %spec.select.4.1 = select i1 %12, i64 %24, i64 %.201.032
  %.217.4.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.4.1
  %.218.4.1 = load double, double* %.217.4.1, align 8
  %.204.1.4.1 = select i1 %11, i64 %24, i64 %.204.033
  %.226.4.1 = getelementptr double, double* %arg.y.4, i64 %.204.1.4.1
  %.227.4.1 = load double, double* %.226.4.1, align 8
  %.13.le.i.4.1 = tail call double @llvm.exp.f64(double %.218.4.1)
  %.18.i.4.1 = fmul double %.13.le.i.4.1, %.227.4.1
  %scevgep172 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -19
  store double %.18.i.4.1, double* %scevgep173, align 8
  %25 = add i64 %24, 1
  %spec.select.5.1 = select i1 %12, i64 %25, i64 %.201.032
  %.217.5.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.5.1
  %.218.5.1 = load double, double* %.217.5.1, align 8
  %.204.1.5.1 = select i1 %11, i64 %25, i64 %.204.033
  %.226.5.1 = getelementptr double, double* %arg.y.4, i64 %.204.1.5.1
  %.227.5.1 = load double, double* %.226.5.1, align 8
  %.13.le.i.5.1 = tail call double @llvm.exp.f64(double %.218.5.1)
  %.18.i.5.1 = fmul double %.13.le.i.5.1, %.227.5.1
  %scevgep170 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -18
  store double %.18.i.5.1, double* %scevgep171, align 8
  %26 = add i64 %25, 1
  %spec.select.6.1 = select i1 %12, i64 %26, i64 %.201.032
  %.217.6.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.6.1
  %.218.6.1 = load double, double* %.217.6.1, align 8
  %.204.1.6.1 = select i1 %11, i64 %26, i64 %.204.033
  %.226.6.1 = getelementptr double, double* %arg.y.4, i64 %.204.1.6.1
  %.227.6.1 = load double, double* %.226.6.1, align 8
  %.13.le.i.6.1 = tail call double @llvm.exp.f64(double %.218.6.1)
  %.18.i.6.1 = fmul double %.13.le.i.6.1, %.227.6.1
  %scevgep168 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -17
  store double %.18.i.6.1, double* %scevgep169, align 8
  %27 = add i64 %26, 1
  %spec.select.7.1 = select i1 %12, i64 %27, i64 %.201.032
  %.217.7.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.7.1
  %.218.7.1 = load double, double* %.217.7.1, align 8
  %.204.1.7.1 = select i1 %11, i64 %27, i64 %.204.033
  %.226.7.1 = getelementptr double, double* %arg.y.4, i64 %.204.1.7.1
  %.227.7.1 = load double, double* %.226.7.1, align 8
  %.13.le.i.7.1 = tail call double @llvm.exp.f64(double %.218.7.1)
  %.18.i.7.1 = fmul double %.13.le.i.7.1, %.227.7.1
  %scevgep166 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -16
  store double %.18.i.7.1, double* %scevgep167, align 8
  %28 = add i64 %27, 1
  %spec.select.2125 = select i1 %12, i64 %28, i64 %.201.032
  %.217.2126 = getelementptr double, double* %arg.x.4, i64 %spec.select.2125
  %.218.2127 = load double, double* %.217.2126, align 8
  %.204.1.2128 = select i1 %11, i64 %28, i64 %.204.033
  %.226.2129 = getelementptr double, double* %arg.y.4, i64 %.204.1.2128
  %.227.2130 = load double, double* %.226.2129, align 8
  %.13.le.i.2131 = tail call double @llvm.exp.f64(double %.218.2127)
  %.18.i.2132 = fmul double %.13.le.i.2131, %.227.2130
  %scevgep164 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -15
  store double %.18.i.2132, double* %scevgep165, align 8
  %29 = add i64 %28, 1
  %spec.select.1.2 = select i1 %12, i64 %29, i64 %.201.032
  %.217.1.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.2
  %.218.1.2 = load double, double* %.217.1.2, align 8
  %.204.1.1.2 = select i1 %11, i64 %29, i64 %.204.033
  %.226.1.2 = getelementptr double, double* %arg.y.4, i64 %.204.1.1.2
  %.227.1.2 = load double, double* %.226.1.2, align 8
  %.13.le.i.1.2 = tail call double @llvm.exp.f64(double %.218.1.2)
  %.18.i.1.2 = fmul double %.13.le.i.1.2, %.227.1.2
  %scevgep162 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -14
  store double %.18.i.1.2, double* %scevgep163, align 8
  %30 = add i64 %29, 1
  %spec.select.2.2 = select i1 %12, i64 %30, i64 %.201.032
  %.217.2.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.2
  %.218.2.2 = load double, double* %.217.2.2, align 8
  %.204.1.2.2 = select i1 %11, i64 %30, i64 %.204.033
  %.226.2.2 = getelementptr double, double* %arg.y.4, i64 %.204.1.2.2
  %.227.2.2 = load double, double* %.226.2.2, align 8
  %.13.le.i.2.2 = tail call double @llvm.exp.f64(double %.218.2.2)
  %.18.i.2.2 = fmul double %.13.le.i.2.2, %.227.2.2
  %scevgep160 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -13
  store double %.18.i.2.2, double* %scevgep161, align 8
  %31 = add i64 %30, 1
  %spec.select.3.2 = select i1 %12, i64 %31, i64 %.201.032
  %.217.3.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.3.2
  %.218.3.2 = load double, double* %.217.3.2, align 8
  %.204.1.3.2 = select i1 %11, i64 %31, i64 %.204.033
  %.226.3.2 = getelementptr double, double* %arg.y.4, i64 %.204.1.3.2
  %.227.3.2 = load double, double* %.226.3.2, align 8
  %.13.le.i.3.2 = tail call double @llvm.exp.f64(double %.218.3.2)
  %.18.i.3.2 = fmul double %.13.le.i.3.2, %.227.3.2
  %scevgep158 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -12
  store double %.18.i.3.2, double* %scevgep159, align 8
  %32 = add i64 %31, 1
  %spec.select.4.2 = select i1 %12, i64 %32, i64 %.201.032
  %.217.4.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.4.2
  %.218.4.2 = load double, double* %.217.4.2, align 8
  %.204.1.4.2 = select i1 %11, i64 %32, i64 %.204.033
  %.226.4.2 = getelementptr double, double* %arg.y.4, i64 %.204.1.4.2
  %.227.4.2 = load double, double* %.226.4.2, align 8
  %.13.le.i.4.2 = tail call double @llvm.exp.f64(double %.218.4.2)
  %.18.i.4.2 = fmul double %.13.le.i.4.2, %.227.4.2
  %scevgep156 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -11
  store double %.18.i.4.2, double* %scevgep157, align 8
  %33 = add i64 %32, 1
  %spec.select.5.2 = select i1 %12, i64 %33, i64 %.201.032
  %.217.5.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.5.2
  %.218.5.2 = load double, double* %.217.5.2, align 8
  %.204.1.5.2 = select i1 %11, i64 %33, i64 %.204.033
  %.226.5.2 = getelementptr double, double* %arg.y.4, i64 %.204.1.5.2
  %.227.5.2 = load double, double* %.226.5.2, align 8
  %.13.le.i.5.2 = tail call double @llvm.exp.f64(double %.218.5.2)
  %.18.i.5.2 = fmul double %.13.le.i.5.2, %.227.5.2
  %scevgep154 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -10
  store double %.18.i.5.2, double* %scevgep155, align 8
  %34 = add i64 %33, 1
  %spec.select.6.2 = select i1 %12, i64 %34, i64 %.201.032
  %.217.6.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.6.2
  %.218.6.2 = load double, double* %.217.6.2, align 8
  %.204.1.6.2 = select i1 %11, i64 %34, i64 %.204.033
  %.226.6.2 = getelementptr double, double* %arg.y.4, i64 %.204.1.6.2
  %.227.6.2 = load double, double* %.226.6.2, align 8
  %.13.le.i.6.2 = tail call double @llvm.exp.f64(double %.218.6.2)
  %.18.i.6.2 = fmul double %.13.le.i.6.2, %.227.6.2
  %scevgep152 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -9
  store double %.18.i.6.2, double* %scevgep153, align 8
  %35 = add i64 %34, 1
  %spec.select.7.2 = select i1 %12, i64 %35, i64 %.201.032
  %.217.7.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.7.2
  %.218.7.2 = load double, double* %.217.7.2, align 8
  %.204.1.7.2 = select i1 %11, i64 %35, i64 %.204.033
  %.226.7.2 = getelementptr double, double* %arg.y.4, i64 %.204.1.7.2
  %.227.7.2 = load double, double* %.226.7.2, align 8
  %.13.le.i.7.2 = tail call double @llvm.exp.f64(double %.218.7.2)
  %.18.i.7.2 = fmul double %.13.le.i.7.2, %.227.7.2
  %scevgep150 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -8
  store double %.18.i.7.2, double* %scevgep151, align 8
  %36 = add i64 %35, 1
  %spec.select.3135 = select i1 %12, i64 %36, i64 %.201.032
  %.217.3136 = getelementptr double, double* %arg.x.4, i64 %spec.select.3135
  %.218.3137 = load double, double* %.217.3136, align 8
  %.204.1.3138 = select i1 %11, i64 %36, i64 %.204.033
  %.226.3139 = getelementptr double, double* %arg.y.4, i64 %.204.1.3138
  %.227.3140 = load double, double* %.226.3139, align 8
  %.13.le.i.3141 = tail call double @llvm.exp.f64(double %.218.3137)
  %.18.i.3142 = fmul double %.13.le.i.3141, %.227.3140
  %scevgep195 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -7
  store double %.18.i.3142, double* %scevgep196, align 8
  %37 = add i64 %36, 1
  %spec.select.1.3 = select i1 %12, i64 %37, i64 %.201.032
  %.217.1.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.3
  %.218.1.3 = load double, double* %.217.1.3, align 8
  %.204.1.1.3 = select i1 %11, i64 %37, i64 %.204.033
  %.226.1.3 = getelementptr double, double* %arg.y.4, i64 %.204.1.1.3
  %.227.1.3 = load double, double* %.226.1.3, align 8
  %.13.le.i.1.3 = tail call double @llvm.exp.f64(double %.218.1.3)
  %.18.i.1.3 = fmul double %.13.le.i.1.3, %.227.1.3
  %scevgep182 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -6
  store double %.18.i.1.3, double* %scevgep183, align 8
  %38 = add i64 %37, 1
  %spec.select.2.3 = select i1 %12, i64 %38, i64 %.201.032
  %.217.2.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.3
  %.218.2.3 = load double, double* %.217.2.3, align 8
  %.204.1.2.3 = select i1 %11, i64 %38, i64 %.204.033
  %.226.2.3 = getelementptr double, double* %arg.y.4, i64 %.204.1.2.3
  %.227.2.3 = load double, double* %.226.2.3, align 8
  %.13.le.i.2.3 = tail call double @llvm.exp.f64(double %.218.2.3)
  %.18.i.2.3 = fmul double %.13.le.i.2.3, %.227.2.3
  %scevgep184 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -5
  store double %.18.i.2.3, double* %scevgep185, align 8
  %39 = add i64 %38, 1
  %spec.select.3.3 = select i1 %12, i64 %39, i64 %.201.032
  %.217.3.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.3.3
  %.218.3.3 = load double, double* %.217.3.3, align 8
  %.204.1.3.3 = select i1 %11, i64 %39, i64 %.204.033
  %.226.3.3 = getelementptr double, double* %arg.y.4, i64 %.204.1.3.3
  %.227.3.3 = load double, double* %.226.3.3, align 8
  %.13.le.i.3.3 = tail call double @llvm.exp.f64(double %.218.3.3)
  %.18.i.3.3 = fmul double %.13.le.i.3.3, %.227.3.3
  %scevgep186 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -4
  store double %.18.i.3.3, double* %scevgep187, align 8
  %40 = add i64 %39, 1
  %spec.select.4.3 = select i1 %12, i64 %40, i64 %.201.032
  %.217.4.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.4.3
  %.218.4.3 = load double, double* %.217.4.3, align 8
  %.204.1.4.3 = select i1 %11, i64 %40, i64 %.204.033
  %.226.4.3 = getelementptr double, double* %arg.y.4, i64 %.204.1.4.3
  %.227.4.3 = load double, double* %.226.4.3, align 8
  %.13.le.i.4.3 = tail call double @llvm.exp.f64(double %.218.4.3)
  %.18.i.4.3 = fmul double %.13.le.i.4.3, %.227.4.3
  %scevgep188 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -3
  store double %.18.i.4.3, double* %scevgep189, align 8
  %41 = add i64 %40, 1
  %spec.select.5.3 = select i1 %12, i64 %41, i64 %.201.032
  %.217.5.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.5.3
  %.218.5.3 = load double, double* %.217.5.3, align 8
  %.204.1.5.3 = select i1 %11, i64 %41, i64 %.204.033
  %.226.5.3 = getelementptr double, double* %arg.y.4, i64 %.204.1.5.3
  %.227.5.3 = load double, double* %.226.5.3, align 8
  %.13.le.i.5.3 = tail call double @llvm.exp.f64(double %.218.5.3)
  %.18.i.5.3 = fmul double %.13.le.i.5.3, %.227.5.3
  %scevgep190 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -2
  store double %.18.i.5.3, double* %scevgep191, align 8
  %42 = add i64 %41, 1
  %spec.select.6.3 = select i1 %12, i64 %42, i64 %.201.032
  %.217.6.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.6.3
  %.218.6.3 = load double, double* %.217.6.3, align 8
  %.204.1.6.3 = select i1 %11, i64 %42, i64 %.204.033
  %.226.6.3 = getelementptr double, double* %arg.y.4, i64 %.204.1.6.3
  %.227.6.3 = load double, double* %.226.6.3, align 8
  %.13.le.i.6.3 = tail call double @llvm.exp.f64(double %.218.6.3)
  %.18.i.6.3 = fmul double %.13.le.i.6.3, %.227.6.3
  %scevgep192 = getelementptr double, double* %scevgep149, i64 %loop.index34
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -1
  store double %.18.i.6.3, double* %scevgep193, align 8
  %43 = add i64 %42, 1
  %spec.select.7.3 = select i1 %12, i64 %43, i64 %.201.032
  %.217.7.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.7.3
  %.218.7.3 = load double, double* %.217.7.3, align 8
  %.204.1.7.3 = select i1 %11, i64 %43, i64 %.204.033
  %.226.7.3 = getelementptr double, double* %arg.y.4, i64 %.204.1.7.3
  %.227.7.3 = load double, double* %.226.7.3, align 8
  %.13.le.i.7.3 = tail call double @llvm.exp.f64(double %.218.7.3)
  %.18.i.7.3 = fmul double %.13.le.i.7.3, %.227.7.3
  %scevgep194 = getelementptr double, double* %scevgep149, i64 %loop.index34
  store double %.18.i.7.3, double* %scevgep194, align 8
  %.256.7.3 = add nuw i64 %loop.index34, 32
  %lsr.iv.next214 = add i64 %lsr.iv213, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next214, 0
  %44 = add i64 %43, 1
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.endif.endif.endif

for.end.if:                                       ; preds = %for.end
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif:                                    ; preds = %for.end, %for.end
  %.280 = load double, double* %.264, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %.280, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.exp_mul_sum, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([164 x i8], [164 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %2, align 8
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %3, i64 32
  %4 = bitcast i8* %sunkaddr9 to double**
  %.37.fca.4.load = load double*, double** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %5, i64 40
  %6 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.5.0.load = load i64, i64* %6, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %.48, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %7 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %7, i64 24
  %8 = bitcast i8* %sunkaddr11 to i64*
  %.53 = load i64, i64* %8, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %10, i64 32
  %11 = bitcast i8* %sunkaddr12 to double**
  %.60.fca.4.load = load double*, double** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %12, i64 40
  %13 = bitcast i8* %sunkaddr13 to i64*
  %.60.fca.5.0.load = load i64, i64* %13, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, i8* %.60.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
  %.76 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.83 = icmp sgt i32 %.75, 0
  %.84 = select i1 %.83, { i8*, i32, i8*, i8*, i32 }* %.76, { i8*, i32, i8*, i8*, i32 }* undef
  %.85 = load double, double* %.67, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.60.fca.0.load)
  switch i32 %.75, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %14 = icmp sgt i32 %.75, 0
  br i1 %14, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.96 = call i8* @PyFloat_FromDouble(double %.85)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.101 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.102 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 4
  %.103 = icmp sgt i32 %.102, 0
  %.106 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 0
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 1
  br i1 %.103, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.75, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.109 = sext i32 %.108 to i64
  %.110 = call i8* @PyBytes_FromStringAndSize(i8* %.106, i64 %.109)
  %.111 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 2
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 3
  %.115 = bitcast i8* %.114 to i8* (i8*)*
  %.116 = call i8* %.115(i8* %.112)
  %.117 = icmp eq i8* %.116, null
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 2
  %.131 = call i8* @numba_unpickle(i8* %.106, i32 %.108, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134.not = icmp eq i8* %.133, null
  br i1 %.134.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.121 = call i8* @numba_runtime_build_excinfo_struct(i8* %.110, i8* nonnull %.116)
  %.122 = bitcast { i8*, i32, i8*, i8*, i32 }* %.84 to i8*
  call void @NRT_Free(i8* nonnull %.122)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.133)
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

define double @cfunc._ZN7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels11exp_mul_sumB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 poison, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.10, i64 poison) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  switch i32 %.12, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f4ec6866150>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.75)
  call void @Py_DecRef(i8* %.75)
  call void @numba_gil_release(i32* nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.12, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.27
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call i8* @numba_runtime_build_excinfo_struct(i8* %.39, i8* nonnull %.45)
  %.51 = bitcast { i8*, i32, i8*, i8*, i32 }* %.21 to i8*
  call void @NRT_Free(i8* nonnull %.51)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.62)
  br label %.27

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.arr.0, i8* nocapture readnone %arg.arr.1, i64 %arg.arr.2, i64 %arg.arr.3, double* nocapture readonly %arg.arr.4, i64 %arg.arr.5.0, i64 %arg.arr.6.0) local_unnamed_addr #1 {
B0.endif:
  %.68.not = icmp eq i64 %arg.arr.2, 0
  br i1 %.68.not, label %common.ret, label %B50.endif.preheader, !prof !1

B50.endif.preheader:                              ; preds = %B0.endif
  %.18313 = icmp sgt i64 %arg.arr.2, 1
  br i1 %.18313, label %B52.endif.preheader, label %B52.endif.thread, !prof !12

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
  br i1 %epil.iter31.cmp.not, label %B52.endif.thread.loopexit.unr-lcssa.loopexit, label %B52.endif.epil23, !prof !13, !llvm.loop !14

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
  br i1 %epil.iter.cmp.not, label %B52.endif.thread.loopexit, label %B52.endif.epil, !prof !13, !llvm.loop !15

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
  br i1 %niter.ncmp.1, label %B52.endif.thread.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, label %B52.endif, !prof !1
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { nofree norecurse nosync nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }

!0 = !{i1 true}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !10}
!12 = !{!"branch_weights", i32 99, i32 1}
!13 = !{!"branch_weights", i32 1, i32 7}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
