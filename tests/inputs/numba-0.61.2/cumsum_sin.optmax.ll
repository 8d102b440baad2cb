; ModuleID = 'cumsum_sin'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139976311375808 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139976311375808.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139976311375808 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139976311375808, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139976311375808.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cumsum_sin = internal constant [11 x i8] c"cumsum_sin\00"
@_ZN08NumbaEnv7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f4ec64c6f90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f4ec64c6f90>\00"
@_ZN08NumbaEnv5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139976312596032 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139976312596032.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139976312596032 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139976312596032, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139976312596032.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139976312601216 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139976312601216.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139976312601216 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139976312601216, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139976312601216.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.139976315355328 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139976315355328.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139976315355328 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139976315355328, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139976315355328.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4ec6855b90B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139976315355328.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139976315355328.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139976315355328.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139976315355328.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139976315355328.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.16 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep228 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16 to i8**
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, i64 0, i32 4
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.230 = alloca double, align 8
  %excinfo.5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.22 = call i32 @_ZN5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.16, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.32.fca.0.load = load i8*, i8** %.fca.0.gep228, align 8
  %.32.fca.4.load = load double*, double** %.fca.4.gep, align 8
  switch i32 %.22, label %B0.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

B0.if:                                            ; preds = %entry
  %.30 = icmp sgt i32 %.22, 0
  %.23 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.31 = select i1 %.30, { i8*, i32, i8*, i8*, i32 }* %.23, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.31, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry, %entry
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, i64 0, i32 5, i64 0
  %.32.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
  %.32.fca.5.0.load.fr = freeze i64 %.32.fca.5.0.load
  tail call void @NRT_decref(i8* %arg.x.0)
  %.117 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.32.fca.5.0.load.fr, i64 8)
  %.119 = extractvalue { i64, i1 } %.117, 1
  br i1 %.119, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.if, %B0.endif.endif.endif.endif.if, %B0.if, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.22, %B0.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ %.236, %for.end.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139976311375808, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.118 = extractvalue { i64, i1 } %.117, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.118, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139976315355328.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to double**
  %.6.i8 = load double*, double** %1, align 8
  %.1869 = icmp sgt i64 %.32.fca.5.0.load.fr, 0
  br i1 %.1869, label %for.body.endif.endif.lr.ph, label %for.end

for.body.endif.endif.lr.ph:                       ; preds = %B0.endif.endif.endif.endif.endif
  %2 = add nsw i64 %.32.fca.5.0.load.fr, -1
  %xtraiter = and i64 %.32.fca.5.0.load.fr, 7
  %3 = icmp ult i64 %2, 7
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.endif.endif.lr.ph.new

for.body.endif.endif.lr.ph.new:                   ; preds = %for.body.endif.endif.lr.ph
  %unroll_iter = and i64 %.32.fca.5.0.load.fr, -8
  %4 = add i64 %unroll_iter, -8
  %5 = lshr exact i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %xtraiter36 = and i64 %6, 7
  %7 = icmp ult i64 %4, 56
  br i1 %7, label %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.endif.endif.lr.ph.new.new

for.body.endif.endif.lr.ph.new.new:               ; preds = %for.body.endif.endif.lr.ph.new
  %unroll_iter50 = and i64 %6, 4611686018427387896
  %scevgep98 = getelementptr double, double* %.6.i8, i64 63
  br label %for.body.endif.endif

for.end.loopexit.unr-lcssa.loopexit.unr-lcssa:    ; preds = %for.body.endif.endif, %for.body.endif.endif.lr.ph.new
  %spec.select.7.lcssa.ph = phi i64 [ undef, %for.body.endif.endif.lr.ph.new ], [ %spec.select.7.7, %for.body.endif.endif ]
  %loop.index11.unr47 = phi i64 [ 0, %for.body.endif.endif.lr.ph.new ], [ %.225.7.7, %for.body.endif.endif ]
  %.182.010.unr48 = phi i64 [ 0, %for.body.endif.endif.lr.ph.new ], [ %spec.select.7.7, %for.body.endif.endif ]
  %lcmp.mod.not94 = icmp eq i64 %xtraiter36, 0
  br i1 %lcmp.mod.not94, label %for.end.loopexit.unr-lcssa, label %for.body.endif.endif.epil37.preheader

for.body.endif.endif.epil37.preheader:            ; preds = %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa
  br label %for.body.endif.endif.epil37

for.body.endif.endif.epil37:                      ; preds = %for.body.endif.endif.epil37.preheader, %for.body.endif.endif.epil37
  %lsr.iv96 = phi i64 [ %xtraiter36, %for.body.endif.endif.epil37.preheader ], [ %lsr.iv.next97, %for.body.endif.endif.epil37 ]
  %loop.index11.epil38 = phi i64 [ %.225.7.epil, %for.body.endif.endif.epil37 ], [ %loop.index11.unr47, %for.body.endif.endif.epil37.preheader ]
  %.182.010.epil39 = phi i64 [ %spec.select.7.epil, %for.body.endif.endif.epil37 ], [ %.182.010.unr48, %for.body.endif.endif.epil37.preheader ]
  %8 = icmp eq i64 %.32.fca.5.0.load.fr, 1
  %spec.select.epil40 = select i1 %8, i64 %.182.010.epil39, i64 %loop.index11.epil38
  %.195.epil41 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.epil40
  %.196.epil42 = load double, double* %.195.epil41, align 8
  %.12.le.i.epil43 = tail call double @llvm.sin.f64(double %.196.epil42)
  %scevgep95 = getelementptr double, double* %.6.i8, i64 %loop.index11.epil38
  store double %.12.le.i.epil43, double* %scevgep95, align 8
  %.225.epil45 = or i64 %loop.index11.epil38, 1
  %spec.select.1.epil = select i1 %8, i64 %.182.010.epil39, i64 %.225.epil45
  %.195.1.epil = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.1.epil
  %.196.1.epil = load double, double* %.195.1.epil, align 8
  %.12.le.i.1.epil = tail call double @llvm.sin.f64(double %.196.1.epil)
  %.223.1.epil = getelementptr double, double* %.6.i8, i64 %.225.epil45
  store double %.12.le.i.1.epil, double* %.223.1.epil, align 8
  %.225.1.epil = or i64 %loop.index11.epil38, 2
  %spec.select.2.epil = select i1 %8, i64 %.182.010.epil39, i64 %.225.1.epil
  %.195.2.epil = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.2.epil
  %.196.2.epil = load double, double* %.195.2.epil, align 8
  %.12.le.i.2.epil = tail call double @llvm.sin.f64(double %.196.2.epil)
  %.223.2.epil = getelementptr double, double* %.6.i8, i64 %.225.1.epil
  store double %.12.le.i.2.epil, double* %.223.2.epil, align 8
  %.225.2.epil = or i64 %loop.index11.epil38, 3
  %spec.select.3.epil = select i1 %8, i64 %.182.010.epil39, i64 %.225.2.epil
  %.195.3.epil = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.3.epil
  %.196.3.epil = load double, double* %.195.3.epil, align 8
  %.12.le.i.3.epil = tail call double @llvm.sin.f64(double %.196.3.epil)
  %.223.3.epil = getelementptr double, double* %.6.i8, i64 %.225.2.epil
  store double %.12.le.i.3.epil, double* %.223.3.epil, align 8
  %.225.3.epil = or i64 %loop.index11.epil38, 4
  %spec.select.4.epil = select i1 %8, i64 %.182.010.epil39, i64 %.225.3.epil
  %.195.4.epil = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.4.epil
  %.196.4.epil = load double, double* %.195.4.epil, align 8
  %.12.le.i.4.epil = tail call double @llvm.sin.f64(double %.196.4.epil)
  %.223.4.epil = getelementptr double, double* %.6.i8, i64 %.225.3.epil
  store double %.12.le.i.4.epil, double* %.223.4.epil, align 8
  %.225.4.epil = or i64 %loop.index11.epil38, 5
  %spec.select.5.epil = select i1 %8, i64 %.182.010.epil39, i64 %.225.4.epil
  %.195.5.epil = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.5.epil
  %.196.5.epil = load double, double* %.195.5.epil, align 8
  %.12.le.i.5.epil = tail call double @llvm.sin.f64(double %.196.5.epil)
  %.223.5.epil = getelementptr double, double* %.6.i8, i64 %.225.4.epil
  store double %.12.le.i.5.epil, double* %.223.5.epil, align 8
  %.225.5.epil = or i64 %loop.index11.epil38, 6
  %spec.select.6.epil = select i1 %8, i64 %.182.010.epil39, i64 %.225.5.epil
  %.195.6.epil = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.6.epil
  %.196.6.epil = load double, double* %.195.6.epil, align 8
  %.12.le.i.6.epil = tail call double @llvm.sin.f64(double %.196.6.epil)
  %.223.6.epil = getelementptr double, double* %.6.i8, i64 %.225.5.epil
  store double %.12.le.i.6.epil, double* %.223.6.epil, align 8
  %.225.6.epil = or i64 %loop.index11.epil38, 7
  %spec.select.7.epil = select i1 %8, i64 %.182.010.epil39, i64 %.225.6.epil
  %.195.7.epil = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.7.epil
  %.196.7.epil = load double, double* %.195.7.epil, align 8
  %.12.le.i.7.epil = tail call double @llvm.sin.f64(double %.196.7.epil)
  %.223.7.epil = getelementptr double, double* %.6.i8, i64 %.225.6.epil
  store double %.12.le.i.7.epil, double* %.223.7.epil, align 8
  %.225.7.epil = add nuw nsw i64 %loop.index11.epil38, 8
  %lsr.iv.next97 = add nsw i64 %lsr.iv96, -1
  %epil.iter46.cmp.not = icmp eq i64 %lsr.iv.next97, 0
  br i1 %epil.iter46.cmp.not, label %for.end.loopexit.unr-lcssa, label %for.body.endif.endif.epil37, !llvm.loop !9

for.end.loopexit.unr-lcssa:                       ; preds = %for.body.endif.endif.epil37, %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa, %for.body.endif.endif.lr.ph
  %loop.index11.unr = phi i64 [ 0, %for.body.endif.endif.lr.ph ], [ %unroll_iter, %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.endif.endif.epil37 ]
  %.182.010.unr = phi i64 [ 0, %for.body.endif.endif.lr.ph ], [ %spec.select.7.lcssa.ph, %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %spec.select.7.epil, %for.body.endif.endif.epil37 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.endif.endif.epil.preheader

for.body.endif.endif.epil.preheader:              ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.endif.endif.epil

for.body.endif.endif.epil:                        ; preds = %for.body.endif.endif.epil.preheader, %for.body.endif.endif.epil
  %lsr.iv = phi i64 [ %xtraiter, %for.body.endif.endif.epil.preheader ], [ %lsr.iv.next, %for.body.endif.endif.epil ]
  %loop.index11.epil = phi i64 [ %.225.epil, %for.body.endif.endif.epil ], [ %loop.index11.unr, %for.body.endif.endif.epil.preheader ]
  %.182.010.epil = phi i64 [ %spec.select.epil, %for.body.endif.endif.epil ], [ %.182.010.unr, %for.body.endif.endif.epil.preheader ]
  %9 = icmp eq i64 %.32.fca.5.0.load.fr, 1
  %spec.select.epil = select i1 %9, i64 %.182.010.epil, i64 %loop.index11.epil
  %.195.epil = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.epil
  %.196.epil = load double, double* %.195.epil, align 8
  %.12.le.i.epil = tail call double @llvm.sin.f64(double %.196.epil)
  %scevgep = getelementptr double, double* %.6.i8, i64 %loop.index11.epil
  store double %.12.le.i.epil, double* %scevgep, align 8
  %.225.epil = add nuw nsw i64 %loop.index11.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.endif.endif.epil, !llvm.loop !11

for.end:                                          ; preds = %for.body.endif.endif.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.32.fca.0.load)
  store double 0.000000e+00, double* %.230, align 8
  %.236 = call i32 @_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.230, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.5, i8* nonnull %.7.i.i, i8* null, i64 %.32.fca.5.0.load.fr, i64 8, double* %.6.i8, i64 %.32.fca.5.0.load.fr, i64 8)
  switch i32 %.236, label %for.end.if [
    i32 -2, label %for.end.endif
    i32 0, label %for.end.endif
  ]

for.body.endif.endif:                             ; preds = %for.body.endif.endif, %for.body.endif.endif.lr.ph.new.new
  %lsr.iv226 = phi i64 [ %lsr.iv.next227, %for.body.endif.endif ], [ %unroll_iter50, %for.body.endif.endif.lr.ph.new.new ]
  %loop.index11 = phi i64 [ 0, %for.body.endif.endif.lr.ph.new.new ], [ %74, %for.body.endif.endif ]
  %.182.010 = phi i64 [ 0, %for.body.endif.endif.lr.ph.new.new ], [ %spec.select.7.7, %for.body.endif.endif ]
  %10 = icmp eq i64 %.32.fca.5.0.load.fr, 1
  %spec.select = select i1 %10, i64 %.182.010, i64 %loop.index11
  %.195 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select
  %.196 = load double, double* %.195, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.196)
  %scevgep224 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -63
  store double %.12.le.i, double* %scevgep225, align 8
  %11 = add i64 %loop.index11, 1
  %spec.select.1 = select i1 %10, i64 %.182.010, i64 %11
  %.195.1 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.1
  %.196.1 = load double, double* %.195.1, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.196.1)
  %scevgep220 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -62
  store double %.12.le.i.1, double* %scevgep221, align 8
  %12 = add i64 %11, 1
  %spec.select.2 = select i1 %10, i64 %.182.010, i64 %12
  %.195.2 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.2
  %.196.2 = load double, double* %.195.2, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.196.2)
  %scevgep218 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -61
  store double %.12.le.i.2, double* %scevgep219, align 8
  %13 = add i64 %12, 1
  %spec.select.3 = select i1 %10, i64 %.182.010, i64 %13
  %.195.3 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.3
  %.196.3 = load double, double* %.195.3, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.196.3)
  %scevgep216 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -60
  store double %.12.le.i.3, double* %scevgep217, align 8
  %14 = add i64 %13, 1
  %spec.select.4 = select i1 %10, i64 %.182.010, i64 %14
  %.195.4 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.4
  %.196.4 = load double, double* %.195.4, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.196.4)
  %scevgep214 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -59
  store double %.12.le.i.4, double* %scevgep215, align 8
  %15 = add i64 %14, 1
  %spec.select.5 = select i1 %10, i64 %.182.010, i64 %15
  %.195.5 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.5
  %.196.5 = load double, double* %.195.5, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.196.5)
  %scevgep212 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -58
  store double %.12.le.i.5, double* %scevgep213, align 8
  %16 = add i64 %15, 1
  %spec.select.6 = select i1 %10, i64 %.182.010, i64 %16
  %.195.6 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.6
  %.196.6 = load double, double* %.195.6, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.196.6)
  %scevgep210 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -57
  store double %.12.le.i.6, double* %scevgep211, align 8
  %17 = add i64 %16, 1
  %spec.select.7 = select i1 %10, i64 %.182.010, i64 %17
  %.195.7 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.7
  %.196.7 = load double, double* %.195.7, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.196.7)
  %scevgep222 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -56
  store double %.12.le.i.7, double* %scevgep223, align 8
  %18 = add i64 %17, 1
  %spec.select.151 = select i1 %10, i64 %.182.010, i64 %18
  %.195.152 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.151
  %.196.153 = load double, double* %.195.152, align 8
  %.12.le.i.154 = tail call double @llvm.sin.f64(double %.196.153)
  %scevgep193 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -55
  store double %.12.le.i.154, double* %scevgep194, align 8
  %19 = add i64 %18, 1
  %spec.select.1.1 = select i1 %10, i64 %.182.010, i64 %19
  %.195.1.1 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.1.1
  %.196.1.1 = load double, double* %.195.1.1, align 8
  %.12.le.i.1.1 = tail call double @llvm.sin.f64(double %.196.1.1)
  %scevgep191 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -54
  store double %.12.le.i.1.1, double* %scevgep192, align 8
  %20 = add i64 %19, 1
  %spec.select.2.1 = select i1 %10, i64 %.182.010, i64 %20
  %.195.2.1 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.2.1
  %.196.2.1 = load double, double* %.195.2.1, align 8
  %.12.le.i.2.1 = tail call double @llvm.sin.f64(double %.196.2.1)
  %scevgep189 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -53
  store double %.12.le.i.2.1, double* %scevgep190, align 8
  %21 = add i64 %20, 1
  %spec.select.3.1 = select i1 %10, i64 %.182.010, i64 %21
  %.195.3.1 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.3.1
  %.196.3.1 = load double, double* %.195.3.1, align 8
  %.12.le.i.3.1 = tail call double @llvm.sin.f64(double %.196.3.1)
  %scevgep187 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -52
  store double %.12.le.i.3.1, double* %scevgep188, align 8
  %22 = add i64 %21, 1
  %spec.select.4.1 = select i1 %10, i64 %.182.010, i64 %22
  %.195.4.1 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.4.1
  %.196.4.1 = load double, double* %.195.4.1, align 8
  %.12.le.i.4.1 = tail call double @llvm.sin.f64(double %.196.4.1)
  %scevgep185 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -51
  store double %.12.le.i.4.1, double* %scevgep186, align 8
  %23 = add i64 %22, 1
  %spec.select.5.1 = select i1 %10, i64 %.182.010, i64 %23
  %.195.5.1 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.5.1
  %.196.5.1 = load double, double* %.195.5.1, align 8
  %.12.le.i.5.1 = tail call double @llvm.sin.f64(double %.196.5.1)
  %scevgep183 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -50
  store double %.12.le.i.5.1, double* %scevgep184, align 8
  %24 = add i64 %23, 1
  %spec.select.6.1 = select i1 %10, i64 %.182.010, i64 %24
  %.195.6.1 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.6.1
  %.196.6.1 = load double, double* %.195.6.1, align 8
  %.12.le.i.6.1 = tail call double @llvm.sin.f64(double %.196.6.1)
  %scevgep181 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -49
  store double %.12.le.i.6.1, double* %scevgep182, align 8
  %25 = add i64 %24, 1
  %spec.select.7.1 = select i1 %10, i64 %.182.010, i64 %25
  %.195.7.1 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.7.1
  %.196.7.1 = load double, double* %.195.7.1, align 8
  %.12.le.i.7.1 = tail call double @llvm.sin.f64(double %.196.7.1)
  %scevgep179 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -48
  store double %.12.le.i.7.1, double* %scevgep180, align 8
  %26 = add i64 %25, 1
  %spec.select.257 = select i1 %10, i64 %.182.010, i64 %26
  %.195.258 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.257
  %.196.259 = load double, double* %.195.258, align 8
  %.12.le.i.260 = tail call double @llvm.sin.f64(double %.196.259)
  %scevgep177 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -47
  store double %.12.le.i.260, double* %scevgep178, align 8
  %27 = add i64 %26, 1
  %spec.select.1.2 = select i1 %10, i64 %.182.010, i64 %27
  %.195.1.2 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.1.2
  %.196.1.2 = load double, double* %.195.1.2, align 8
  %.12.le.i.1.2 = tail call double @llvm.sin.f64(double %.196.1.2)
  %scevgep175 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -46
  store double %.12.le.i.1.2, double* %scevgep176, align 8
  %28 = add i64 %27, 1
  %spec.select.2.2 = select i1 %10, i64 %.182.010, i64 %28
  %.195.2.2 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.2.2
  %.196.2.2 = load double, double* %.195.2.2, align 8
  %.12.le.i.2.2 = tail call double @llvm.sin.f64(double %.196.2.2)
  %scevgep173 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -45
  store double %.12.le.i.2.2, double* %scevgep174, align 8
  %29 = add i64 %28, 1
  %spec.select.3.2 = select i1 %10, i64 %.182.010, i64 %29
  %.195.3.2 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.3.2
  %.196.3.2 = load double, double* %.195.3.2, align 8
  %.12.le.i.3.2 = tail call double @llvm.sin.f64(double %.196.3.2)
  %scevgep171 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -44
  store double %.12.le.i.3.2, double* %scevgep172, align 8
  %30 = add i64 %29, 1
  %spec.select.4.2 = select i1 %10, i64 %.182.010, i64 %30
  %.195.4.2 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.4.2
  %.196.4.2 = load double, double* %.195.4.2, align 8
  %.12.le.i.4.2 = tail call double @llvm.sin.f64(double %.196.4.2)
  %scevgep169 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -43
  store double %.12.le.i.4.2, double* %scevgep170, align 8
  %31 = add i64 %30, 1
  %spec.select.5.2 = select i1 %10, i64 %.182.010, i64 %31
  %.195.5.2 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.5.2
  %.196.5.2 = load double, double* %.195.5.2, align 8
  %.12.le.i.5.2 = tail call double @llvm.sin.f64(double %.196.5.2)
  %scevgep167 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -42
  store double %.12.le.i.5.2, double* %scevgep168, align 8
  %32 = add i64 %31, 1
  %spec.select.6.2 = select i1 %10, i64 %.182.010, i64 %32
  %.195.6.2 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.6.2
  %.196.6.2 = load double, double* %.195.6.2, align 8
  %.12.le.i.6.2 = tail call double @llvm.sin.f64(double %.196.6.2)
  %scevgep165 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -41
  store double %.12.le.i.6.2, double* %scevgep166, align 8
  %33 = add i64 %32, 1
  %spec.select.7.2 = select i1 %10, i64 %.182.010, i64 %33
  %.195.7.2 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.7.2
  %.196.7.2 = load double, double* %.195.7.2, align 8
  %.12.le.i.7.2 = tail call double @llvm.sin.f64(double %.196.7.2)
  %scevgep163 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -40
  store double %.12.le.i.7.2, double* %scevgep164, align 8
  %34 = add i64 %33, 1
  %spec.select.363 = select i1 %10, i64 %.182.010, i64 %34
  %.195.364 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.363
  %.196.365 = load double, double* %.195.364, align 8
  %.12.le.i.366 = tail call double @llvm.sin.f64(double %.196.365)
  %scevgep161 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -39
  store double %.12.le.i.366, double* %scevgep162, align 8
  %35 = add i64 %34, 1
  %spec.select.1.3 = select i1 %10, i64 %.182.010, i64 %35
  %.195.1.3 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.1.3
  %.196.1.3 = load double, double* %.195.1.3, align 8
  %.12.le.i.1.3 = tail call double @llvm.sin.f64(double %.196.1.3)
  %scevgep159 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -38
  store double %.12.le.i.1.3, double* %scevgep160, align 8
  %36 = add i64 %35, 1
  %spec.select.2.3 = select i1 %10, i64 %.182.010, i64 %36
  %.195.2.3 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.2.3
  %.196.2.3 = load double, double* %.195.2.3, align 8
  %.12.le.i.2.3 = tail call double @llvm.sin.f64(double %.196.2.3)
  %scevgep157 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -37
  store double %.12.le.i.2.3, double* %scevgep158, align 8
  %37 = add i64 %36, 1
  %spec.select.3.3 = select i1 %10, i64 %.182.010, i64 %37
  %.195.3.3 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.3.3
  %.196.3.3 = load double, double* %.195.3.3, align 8
  %.12.le.i.3.3 = tail call double @llvm.sin.f64(double %.196.3.3)
  %scevgep155 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -36
  store double %.12.le.i.3.3, double* %scevgep156, align 8
  %38 = add i64 %37, 1
  %spec.select.4.3 = select i1 %10, i64 %.182.010, i64 %38
  %.195.4.3 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.4.3
  %.196.4.3 = load double, double* %.195.4.3, align 8
  %.12.le.i.4.3 = tail call double @llvm.sin.f64(double %.196.4.3)
  %scevgep153 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -35
  store double %.12.le.i.4.3, double* %scevgep154, align 8
  %39 = add i64 %38, 1
  %spec.select.5.3 = select i1 %10, i64 %.182.010, i64 %39
  %.195.5.3 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.5.3
  %.196.5.3 = load double, double* %.195.5.3, align 8
  %.12.le.i.5.3 = tail call double @llvm.sin.f64(double %.196.5.3)
  %scevgep151 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -34
  store double %.12.le.i.5.3, double* %scevgep152, align 8
  %40 = add i64 %39, 1
  %spec.select.6.3 = select i1 %10, i64 %.182.010, i64 %40
  %.195.6.3 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.6.3
  %.196.6.3 = load double, double* %.195.6.3, align 8
  %.12.le.i.6.3 = tail call double @llvm.sin.f64(double %.196.6.3)
  %scevgep149 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -33
  store double %.12.le.i.6.3, double* %scevgep150, align 8
  %41 = add i64 %40, 1
  %spec.select.7.3 = select i1 %10, i64 %.182.010, i64 %41
  %.195.7.3 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.7.3
  %.196.7.3 = load double, double* %.195.7.3, align 8
  %.12.le.i.7.3 = tail call double @llvm.sin.f64(double %.196.7.3)
  %scevgep147 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -32
  store double %.12.le.i.7.3, double* %scevgep148, align 8
  %42 = add i64 %41, 1
  %spec.select.469 = select i1 %10, i64 %.182.010, i64 %42
  %.195.470 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.469
  %.196.471 = load double, double* %.195.470, align 8
  %.12.le.i.472 = tail call double @llvm.sin.f64(double %.196.471)
  %scevgep145 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -31
  store double %.12.le.i.472, double* %scevgep146, align 8
  %43 = add i64 %42, 1
  %spec.select.1.4 = select i1 %10, i64 %.182.010, i64 %43
  %.195.1.4 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.1.4
  %.196.1.4 = load double, double* %.195.1.4, align 8
  %.12.le.i.1.4 = tail call double @llvm.sin.f64(double %.196.1.4)
  %scevgep143 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -30
  store double %.12.le.i.1.4, double* %scevgep144, align 8
  %44 = add i64 %43, 1
  %spec.select.2.4 = select i1 %10, i64 %.182.010, i64 %44
  %.195.2.4 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.2.4
  %.196.2.4 = load double, double* %.195.2.4, align 8
  %.12.le.i.2.4 = tail call double @llvm.sin.f64(double %.196.2.4)
  %scevgep141 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -29
  store double %.12.le.i.2.4, double* %scevgep142, align 8
  %45 = add i64 %44, 1
  %spec.select.3.4 = select i1 %10, i64 %.182.010, i64 %45
  %.195.3.4 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.3.4
  %.196.3.4 = load double, double* %.195.3.4, align 8
  %.12.le.i.3.4 = tail call double @llvm.sin.f64(double %.196.3.4)
  %scevgep139 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -28
  store double %.12.le.i.3.4, double* %scevgep140, align 8
  %46 = add i64 %45, 1
  %spec.select.4.4 = select i1 %10, i64 %.182.010, i64 %46
  %.195.4.4 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.4.4
  %.196.4.4 = load double, double* %.195.4.4, align 8
  %.12.le.i.4.4 = tail call double @llvm.sin.f64(double %.196.4.4)
  %scevgep137 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -27
  store double %.12.le.i.4.4, double* %scevgep138, align 8
  %47 = add i64 %46, 1
  %spec.select.5.4 = select i1 %10, i64 %.182.010, i64 %47
  %.195.5.4 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.5.4
  %.196.5.4 = load double, double* %.195.5.4, align 8
  %.12.le.i.5.4 = tail call double @llvm.sin.f64(double %.196.5.4)
  %scevgep135 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -26
  store double %.12.le.i.5.4, double* %scevgep136, align 8
  %48 = add i64 %47, 1
  %spec.select.6.4 = select i1 %10, i64 %.182.010, i64 %48
  %.195.6.4 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.6.4
  %.196.6.4 = load double, double* %.195.6.4, align 8
  %.12.le.i.6.4 = tail call double @llvm.sin.f64(double %.196.6.4)
  %scevgep133 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -25
  store double %.12.le.i.6.4, double* %scevgep134, align 8
  %49 = add i64 %48, 1
  %spec.select.7.4 = select i1 %10, i64 %.182.010, i64 %49
  %.195.7.4 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.7.4
  %.196.7.4 = load double, double* %.195.7.4, align 8
  %.12.le.i.7.4 = tail call double @llvm.sin.f64(double %.196.7.4)
  %scevgep131 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -24
  store double %.12.le.i.7.4, double* %scevgep132, align 8
  %50 = add i64 %49, 1
  %spec.select.575 = select i1 %10, i64 %.182.010, i64 %50
  %.195.576 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.575
  %.196.577 = load double, double* %.195.576, align 8
  %.12.le.i.578 = tail call double @llvm.sin.f64(double %.196.577)
  %scevgep129 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -23
  store double %.12.le.i.578, double* %scevgep130, align 8
  %51 = add i64 %50, 1
  %spec.select.1.5 = select i1 %10, i64 %.182.010, i64 %51
  %.195.1.5 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.1.5
  %.196.1.5 = load double, double* %.195.1.5, align 8
  %.12.le.i.1.5 = tail call double @llvm.sin.f64(double %.196.1.5)
  %scevgep127 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -22
  store double %.12.le.i.1.5, double* %scevgep128, align 8
  %52 = add i64 %51, 1
  %spec.select.2.5 = select i1 %10, i64 %.182.010, i64 %52
  %.195.2.5 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.2.5
  %.196.2.5 = load double, double* %.195.2.5, align 8
  %.12.le.i.2.5 = tail call double @llvm.sin.f64(double %.196.2.5)
  %scevgep125 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -21
  store double %.12.le.i.2.5, double* %scevgep126, align 8
  %53 = add i64 %52, 1
  %spec.select.3.5 = select i1 %10, i64 %.182.010, i64 %53
  %.195.3.5 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.3.5
  %.196.3.5 = load double, double* %.195.3.5, align 8
  %.12.le.i.3.5 = tail call double @llvm.sin.f64(double %.196.3.5)
  %scevgep123 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -20
  store double %.12.le.i.3.5, double* %scevgep124, align 8
  %54 = add i64 %53, 1
  %spec.select.4.5 = select i1 %10, i64 %.182.010, i64 %54
  %.195.4.5 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.4.5
  %.196.4.5 = load double, double* %.195.4.5, align 8
  %.12.le.i.4.5 = tail call double @llvm.sin.f64(double %.196.4.5)
  %scevgep121 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -19
  store double %.12.le.i.4.5, double* %scevgep122, align 8
  %55 = add i64 %54, 1
  %spec.select.5.5 = select i1 %10, i64 %.182.010, i64 %55
  %.195.5.5 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.5.5
  %.196.5.5 = load double, double* %.195.5.5, align 8
  %.12.le.i.5.5 = tail call double @llvm.sin.f64(double %.196.5.5)
  %scevgep119 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -18
  store double %.12.le.i.5.5, double* %scevgep120, align 8
  %56 = add i64 %55, 1
  %spec.select.6.5 = select i1 %10, i64 %.182.010, i64 %56
  %.195.6.5 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.6.5
  %.196.6.5 = load double, double* %.195.6.5, align 8
  %.12.le.i.6.5 = tail call double @llvm.sin.f64(double %.196.6.5)
  %scevgep117 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -17
  store double %.12.le.i.6.5, double* %scevgep118, align 8
  %57 = add i64 %56, 1
  %spec.select.7.5 = select i1 %10, i64 %.182.010, i64 %57
  %.195.7.5 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.7.5
  %.196.7.5 = load double, double* %.195.7.5, align 8
  %.12.le.i.7.5 = tail call double @llvm.sin.f64(double %.196.7.5)
  %scevgep115 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -16
  store double %.12.le.i.7.5, double* %scevgep116, align 8
  %58 = add i64 %57, 1
  %spec.select.681 = select i1 %10, i64 %.182.010, i64 %58
  %.195.682 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.681
  %.196.683 = load double, double* %.195.682, align 8
  %.12.le.i.684 = tail call double @llvm.sin.f64(double %.196.683)
  %scevgep113 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -15
  store double %.12.le.i.684, double* %scevgep114, align 8
  %59 = add i64 %58, 1
  %spec.select.1.6 = select i1 %10, i64 %.182.010, i64 %59
  %.195.1.6 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.1.6
  %.196.1.6 = load double, double* %.195.1.6, align 8
  %.12.le.i.1.6 = tail call double @llvm.sin.f64(double %.196.1.6)
  %scevgep111 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -14
  store double %.12.le.i.1.6, double* %scevgep112, align 8
  %60 = add i64 %59, 1
  %spec.select.2.6 = select i1 %10, i64 %.182.010, i64 %60
  %.195.2.6 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.2.6
  %.196.2.6 = load double, double* %.195.2.6, align 8
  %.12.le.i.2.6 = tail call double @llvm.sin.f64(double %.196.2.6)
  %scevgep109 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep110 = getelementptr double, double* %scevgep109, i64 -13
  store double %.12.le.i.2.6, double* %scevgep110, align 8
  %61 = add i64 %60, 1
  %spec.select.3.6 = select i1 %10, i64 %.182.010, i64 %61
  %.195.3.6 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.3.6
  %.196.3.6 = load double, double* %.195.3.6, align 8
  %.12.le.i.3.6 = tail call double @llvm.sin.f64(double %.196.3.6)
  %scevgep107 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep108 = getelementptr double, double* %scevgep107, i64 -12
  store double %.12.le.i.3.6, double* %scevgep108, align 8
  %62 = add i64 %61, 1
  %spec.select.4.6 = select i1 %10, i64 %.182.010, i64 %62
  %.195.4.6 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.4.6
  %.196.4.6 = load double, double* %.195.4.6, align 8
  %.12.le.i.4.6 = tail call double @llvm.sin.f64(double %.196.4.6)
  %scevgep105 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -11
  store double %.12.le.i.4.6, double* %scevgep106, align 8
  %63 = add i64 %62, 1
  %spec.select.5.6 = select i1 %10, i64 %.182.010, i64 %63
  %.195.5.6 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.5.6
  %.196.5.6 = load double, double* %.195.5.6, align 8
  %.12.le.i.5.6 = tail call double @llvm.sin.f64(double %.196.5.6)
  %scevgep103 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -10
  store double %.12.le.i.5.6, double* %scevgep104, align 8
  %64 = add i64 %63, 1
  %spec.select.6.6 = select i1 %10, i64 %.182.010, i64 %64
  %.195.6.6 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.6.6
  %.196.6.6 = load double, double* %.195.6.6, align 8
  %.12.le.i.6.6 = tail call double @llvm.sin.f64(double %.196.6.6)
  %scevgep101 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep102 = getelementptr double, double* %scevgep101, i64 -9
  store double %.12.le.i.6.6, double* %scevgep102, align 8
  %65 = add i64 %64, 1
  %spec.select.7.6 = select i1 %10, i64 %.182.010, i64 %65
  %.195.7.6 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.7.6
  %.196.7.6 = load double, double* %.195.7.6, align 8
  %.12.le.i.7.6 = tail call double @llvm.sin.f64(double %.196.7.6)
  %scevgep99 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep100 = getelementptr double, double* %scevgep99, i64 -8
  store double %.12.le.i.7.6, double* %scevgep100, align 8
  %66 = add i64 %65, 1
  %spec.select.787 = select i1 %10, i64 %.182.010, i64 %66
  %.195.788 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.787
  %.196.789 = load double, double* %.195.788, align 8
  %.12.le.i.790 = tail call double @llvm.sin.f64(double %.196.789)
  %scevgep208 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -7
  store double %.12.le.i.790, double* %scevgep209, align 8
  %67 = add i64 %66, 1
  %spec.select.1.7 = select i1 %10, i64 %.182.010, i64 %67
  %.195.1.7 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.1.7
  %.196.1.7 = load double, double* %.195.1.7, align 8
  %.12.le.i.1.7 = tail call double @llvm.sin.f64(double %.196.1.7)
  %scevgep195 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -6
  store double %.12.le.i.1.7, double* %scevgep196, align 8
  %68 = add i64 %67, 1
  %spec.select.2.7 = select i1 %10, i64 %.182.010, i64 %68
  %.195.2.7 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.2.7
  %.196.2.7 = load double, double* %.195.2.7, align 8
  %.12.le.i.2.7 = tail call double @llvm.sin.f64(double %.196.2.7)
  %scevgep197 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -5
  store double %.12.le.i.2.7, double* %scevgep198, align 8
  %69 = add i64 %68, 1
  %spec.select.3.7 = select i1 %10, i64 %.182.010, i64 %69
  %.195.3.7 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.3.7
  %.196.3.7 = load double, double* %.195.3.7, align 8
  %.12.le.i.3.7 = tail call double @llvm.sin.f64(double %.196.3.7)
  %scevgep199 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -4
  store double %.12.le.i.3.7, double* %scevgep200, align 8
  %70 = add i64 %69, 1
  %spec.select.4.7 = select i1 %10, i64 %.182.010, i64 %70
  %.195.4.7 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.4.7
  %.196.4.7 = load double, double* %.195.4.7, align 8
  %.12.le.i.4.7 = tail call double @llvm.sin.f64(double %.196.4.7)
  %scevgep201 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -3
  store double %.12.le.i.4.7, double* %scevgep202, align 8
  %71 = add i64 %70, 1
  %spec.select.5.7 = select i1 %10, i64 %.182.010, i64 %71
  %.195.5.7 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.5.7
  %.196.5.7 = load double, double* %.195.5.7, align 8
  %.12.le.i.5.7 = tail call double @llvm.sin.f64(double %.196.5.7)
  %scevgep203 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -2
  store double %.12.le.i.5.7, double* %scevgep204, align 8
  %72 = add i64 %71, 1
  %spec.select.6.7 = select i1 %10, i64 %.182.010, i64 %72
  %.195.6.7 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.6.7
  %.196.6.7 = load double, double* %.195.6.7, align 8
  %.12.le.i.6.7 = tail call double @llvm.sin.f64(double %.196.6.7)
  %scevgep205 = getelementptr double, double* %scevgep98, i64 %loop.index11
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -1
  store double %.12.le.i.6.7, double* %scevgep206, align 8
  %73 = add i64 %72, 1
  %spec.select.7.7 = select i1 %10, i64 %.182.010, i64 %73
  %.195.7.7 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.7.7
  %.196.7.7 = load double, double* %.195.7.7, align 8
  %.12.le.i.7.7 = tail call double @llvm.sin.f64(double %.196.7.7)
  %scevgep207 = getelementptr double, double* %scevgep98, i64 %loop.index11
  store double %.12.le.i.7.7, double* %scevgep207, align 8
  %.225.7.7 = add nuw i64 %loop.index11, 64
  %lsr.iv.next227 = add i64 %lsr.iv226, -8
  %niter.ncmp.793 = icmp eq i64 %lsr.iv.next227, 0
  %74 = add i64 %73, 1
  br i1 %niter.ncmp.793, label %for.end.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.endif.endif

for.end.if:                                       ; preds = %for.end
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif:                                    ; preds = %for.end, %for.end
  %.246 = load double, double* %.230, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %.246, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.cumsum_sin, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([133 x i8], [133 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %.24, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %0, i64 24
  %1 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %1, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %2, align 8
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %3, i64 8
  %4 = bitcast i8* %sunkaddr2 to i8**
  %.36.fca.1.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %5, i64 16
  %6 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.2.load = load i64, i64* %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %7, i64 32
  %8 = bitcast i8* %sunkaddr4 to double**
  %.36.fca.4.load = load double*, double** %8, align 8
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %9, i64 40
  %10 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %10, align 8
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %11, i64 48
  %12 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.6.0.load = load i64, i64* %12, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %13 = icmp sgt i32 %.49, 0
  br i1 %13, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 0
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 1
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call i8* @numba_runtime_build_excinfo_struct(i8* %.81, i8* nonnull %.87)
  %.93 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.104)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
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

define double @cfunc._ZN7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN7kernels10cumsum_sinB3v13B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  switch i32 %.9, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f4ec64c6f90>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.15.i = icmp slt i64 %arg.a.2, 0
  br i1 %.15.i, label %B0.if, label %B0.endif.endif.i, !prof !0

B0.endif.endif.i:                                 ; preds = %entry
  %.29.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.2, i64 8)
  %.31.i = extractvalue { i64, i1 } %.29.i, 1
  br i1 %.31.i, label %B0.if, label %B0.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = extractvalue { i64, i1 } %.29.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !12
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif, !prof !0

B104:                                             ; preds = %B104.preheader.new.new, %B104
  %lsr.iv = phi i64 [ %12, %B104.preheader.new.new ], [ %lsr.iv.next, %B104 ]
  %c.2.034 = phi double [ %.225.7.7, %B104 ], [ 0.000000e+00, %B104.preheader.new.new ]
  %.96.033 = phi i64 [ %.137.7.7, %B104 ], [ 0, %B104.preheader.new.new ]
  %scevgep495 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -63
  %.168 = load double, double* %scevgep496, align 8
  %.225 = fadd double %c.2.034, %.168
  %scevgep368 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep369 = getelementptr double, double* %scevgep368, i64 -63
  store double %.225, double* %scevgep369, align 8
  %scevgep493 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep494 = getelementptr double, double* %scevgep493, i64 -62
  %.168.1 = load double, double* %scevgep494, align 8
  %.225.1 = fadd double %.225, %.168.1
  %scevgep366 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep367 = getelementptr double, double* %scevgep366, i64 -62
  store double %.225.1, double* %scevgep367, align 8
  %scevgep491 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -61
  %.168.2 = load double, double* %scevgep492, align 8
  %.225.2 = fadd double %.225.1, %.168.2
  %scevgep364 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -61
  store double %.225.2, double* %scevgep365, align 8
  %scevgep489 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -60
  %.168.3 = load double, double* %scevgep490, align 8
  %.225.3 = fadd double %.225.2, %.168.3
  %scevgep362 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep363 = getelementptr double, double* %scevgep362, i64 -60
  store double %.225.3, double* %scevgep363, align 8
  %scevgep487 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -59
  %.168.4 = load double, double* %scevgep488, align 8
  %.225.4 = fadd double %.225.3, %.168.4
  %scevgep360 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep361 = getelementptr double, double* %scevgep360, i64 -59
  store double %.225.4, double* %scevgep361, align 8
  %scevgep485 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep486 = getelementptr double, double* %scevgep485, i64 -58
  %.168.5 = load double, double* %scevgep486, align 8
  %.225.5 = fadd double %.225.4, %.168.5
  %scevgep358 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep359 = getelementptr double, double* %scevgep358, i64 -58
  store double %.225.5, double* %scevgep359, align 8
  %scevgep483 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -57
  %.168.6 = load double, double* %scevgep484, align 8
  %.225.6 = fadd double %.225.5, %.168.6
  %scevgep356 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep357 = getelementptr double, double* %scevgep356, i64 -57
  store double %.225.6, double* %scevgep357, align 8
  %scevgep481 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep482 = getelementptr double, double* %scevgep481, i64 -56
  %.168.7 = load double, double* %scevgep482, align 8
  %.225.7 = fadd double %.225.6, %.168.7
  %scevgep354 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep355 = getelementptr double, double* %scevgep354, i64 -56
  store double %.225.7, double* %scevgep355, align 8
  %scevgep479 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep480 = getelementptr double, double* %scevgep479, i64 -55
  %.168.152 = load double, double* %scevgep480, align 8
  %.225.153 = fadd double %.225.7, %.168.152
  %scevgep352 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -55
  store double %.225.153, double* %scevgep353, align 8
  %scevgep477 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep478 = getelementptr double, double* %scevgep477, i64 -54
  %.168.1.1 = load double, double* %scevgep478, align 8
  %.225.1.1 = fadd double %.225.153, %.168.1.1
  %scevgep350 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -54
  store double %.225.1.1, double* %scevgep351, align 8
  %scevgep475 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -53
  %.168.2.1 = load double, double* %scevgep476, align 8
  %.225.2.1 = fadd double %.225.1.1, %.168.2.1
  %scevgep348 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -53
  store double %.225.2.1, double* %scevgep349, align 8
  %scevgep473 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep474 = getelementptr double, double* %scevgep473, i64 -52
  %.168.3.1 = load double, double* %scevgep474, align 8
  %.225.3.1 = fadd double %.225.2.1, %.168.3.1
  %scevgep344 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep346 = getelementptr double, double* %scevgep344, i64 -52
  store double %.225.3.1, double* %scevgep346, align 8
  %scevgep471 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep472 = getelementptr double, double* %scevgep471, i64 -51
  %.168.4.1 = load double, double* %scevgep472, align 8
  %.225.4.1 = fadd double %.225.3.1, %.168.4.1
  %scevgep340 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep342 = getelementptr double, double* %scevgep340, i64 -51
  store double %.225.4.1, double* %scevgep342, align 8
  %scevgep469 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep470 = getelementptr double, double* %scevgep469, i64 -50
  %.168.5.1 = load double, double* %scevgep470, align 8
  %.225.5.1 = fadd double %.225.4.1, %.168.5.1
  %scevgep336 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep338 = getelementptr double, double* %scevgep336, i64 -50
  store double %.225.5.1, double* %scevgep338, align 8
  %scevgep467 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep468 = getelementptr double, double* %scevgep467, i64 -49
  %.168.6.1 = load double, double* %scevgep468, align 8
  %.225.6.1 = fadd double %.225.5.1, %.168.6.1
  %scevgep332 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep334 = getelementptr double, double* %scevgep332, i64 -49
  store double %.225.6.1, double* %scevgep334, align 8
  %scevgep465 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep466 = getelementptr double, double* %scevgep465, i64 -48
  %.168.7.1 = load double, double* %scevgep466, align 8
  %.225.7.1 = fadd double %.225.6.1, %.168.7.1
  %scevgep327 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep330 = getelementptr double, double* %scevgep327, i64 -48
  store double %.225.7.1, double* %scevgep330, align 8
  %scevgep463 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep464 = getelementptr double, double* %scevgep463, i64 -47
  %.168.257 = load double, double* %scevgep464, align 8
  %.225.258 = fadd double %.225.7.1, %.168.257
  %scevgep323 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep325 = getelementptr double, double* %scevgep323, i64 -47
  store double %.225.258, double* %scevgep325, align 8
  %scevgep461 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -46
  %.168.1.2 = load double, double* %scevgep462, align 8
  %.225.1.2 = fadd double %.225.258, %.168.1.2
  %scevgep319 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep321 = getelementptr double, double* %scevgep319, i64 -46
  store double %.225.1.2, double* %scevgep321, align 8
  %scevgep459 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -45
  %.168.2.2 = load double, double* %scevgep460, align 8
  %.225.2.2 = fadd double %.225.1.2, %.168.2.2
  %scevgep315 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep317 = getelementptr double, double* %scevgep315, i64 -45
  store double %.225.2.2, double* %scevgep317, align 8
  %scevgep457 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -44
  %.168.3.2 = load double, double* %scevgep458, align 8
  %.225.3.2 = fadd double %.225.2.2, %.168.3.2
  %scevgep311 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep313 = getelementptr double, double* %scevgep311, i64 -44
  store double %.225.3.2, double* %scevgep313, align 8
  %scevgep455 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -43
  %.168.4.2 = load double, double* %scevgep456, align 8
  %.225.4.2 = fadd double %.225.3.2, %.168.4.2
  %scevgep307 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep309 = getelementptr double, double* %scevgep307, i64 -43
  store double %.225.4.2, double* %scevgep309, align 8
  %scevgep453 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -42
  %.168.5.2 = load double, double* %scevgep454, align 8
  %.225.5.2 = fadd double %.225.4.2, %.168.5.2
  %scevgep303 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep305 = getelementptr double, double* %scevgep303, i64 -42
  store double %.225.5.2, double* %scevgep305, align 8
  %scevgep451 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -41
  %.168.6.2 = load double, double* %scevgep452, align 8
  %.225.6.2 = fadd double %.225.5.2, %.168.6.2
  %scevgep299 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep301 = getelementptr double, double* %scevgep299, i64 -41
  store double %.225.6.2, double* %scevgep301, align 8
  %scevgep449 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -40
  %.168.7.2 = load double, double* %scevgep450, align 8
  %.225.7.2 = fadd double %.225.6.2, %.168.7.2
  %scevgep295 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep297 = getelementptr double, double* %scevgep295, i64 -40
  store double %.225.7.2, double* %scevgep297, align 8
  %scevgep447 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -39
  %.168.362 = load double, double* %scevgep448, align 8
  %.225.363 = fadd double %.225.7.2, %.168.362
  %scevgep291 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep293 = getelementptr double, double* %scevgep291, i64 -39
  store double %.225.363, double* %scevgep293, align 8
  %scevgep445 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep446 = getelementptr double, double* %scevgep445, i64 -38
  %.168.1.3 = load double, double* %scevgep446, align 8
  %.225.1.3 = fadd double %.225.363, %.168.1.3
  %scevgep287 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep289 = getelementptr double, double* %scevgep287, i64 -38
  store double %.225.1.3, double* %scevgep289, align 8
  %scevgep443 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep444 = getelementptr double, double* %scevgep443, i64 -37
  %.168.2.3 = load double, double* %scevgep444, align 8
  %.225.2.3 = fadd double %.225.1.3, %.168.2.3
  %scevgep283 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep285 = getelementptr double, double* %scevgep283, i64 -37
  store double %.225.2.3, double* %scevgep285, align 8
  %scevgep441 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep442 = getelementptr double, double* %scevgep441, i64 -36
  %.168.3.3 = load double, double* %scevgep442, align 8
  %.225.3.3 = fadd double %.225.2.3, %.168.3.3
  %scevgep279 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep281 = getelementptr double, double* %scevgep279, i64 -36
  store double %.225.3.3, double* %scevgep281, align 8
  %scevgep439 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -35
  %.168.4.3 = load double, double* %scevgep440, align 8
  %.225.4.3 = fadd double %.225.3.3, %.168.4.3
  %scevgep275 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep277 = getelementptr double, double* %scevgep275, i64 -35
  store double %.225.4.3, double* %scevgep277, align 8
  %scevgep437 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep438 = getelementptr double, double* %scevgep437, i64 -34
  %.168.5.3 = load double, double* %scevgep438, align 8
  %.225.5.3 = fadd double %.225.4.3, %.168.5.3
  %scevgep271 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep273 = getelementptr double, double* %scevgep271, i64 -34
  store double %.225.5.3, double* %scevgep273, align 8
  %scevgep435 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep436 = getelementptr double, double* %scevgep435, i64 -33
  %.168.6.3 = load double, double* %scevgep436, align 8
  %.225.6.3 = fadd double %.225.5.3, %.168.6.3
  %scevgep267 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep269 = getelementptr double, double* %scevgep267, i64 -33
  store double %.225.6.3, double* %scevgep269, align 8
  %scevgep433 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep434 = getelementptr double, double* %scevgep433, i64 -32
  %.168.7.3 = load double, double* %scevgep434, align 8
  %.225.7.3 = fadd double %.225.6.3, %.168.7.3
  %scevgep263 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep265 = getelementptr double, double* %scevgep263, i64 -32
  store double %.225.7.3, double* %scevgep265, align 8
  %scevgep431 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -31
  %.168.467 = load double, double* %scevgep432, align 8
  %.225.468 = fadd double %.225.7.3, %.168.467
  %scevgep259 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep261 = getelementptr double, double* %scevgep259, i64 -31
  store double %.225.468, double* %scevgep261, align 8
  %scevgep429 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep430 = getelementptr double, double* %scevgep429, i64 -30
  %.168.1.4 = load double, double* %scevgep430, align 8
  %.225.1.4 = fadd double %.225.468, %.168.1.4
  %scevgep255 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep257 = getelementptr double, double* %scevgep255, i64 -30
  store double %.225.1.4, double* %scevgep257, align 8
  %scevgep427 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -29
  %.168.2.4 = load double, double* %scevgep428, align 8
  %.225.2.4 = fadd double %.225.1.4, %.168.2.4
  %scevgep251 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep253 = getelementptr double, double* %scevgep251, i64 -29
  store double %.225.2.4, double* %scevgep253, align 8
  %scevgep425 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -28
  %.168.3.4 = load double, double* %scevgep426, align 8
  %.225.3.4 = fadd double %.225.2.4, %.168.3.4
  %scevgep247 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep249 = getelementptr double, double* %scevgep247, i64 -28
  store double %.225.3.4, double* %scevgep249, align 8
  %scevgep423 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -27
  %.168.4.4 = load double, double* %scevgep424, align 8
  %.225.4.4 = fadd double %.225.3.4, %.168.4.4
  %scevgep243 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep245 = getelementptr double, double* %scevgep243, i64 -27
  store double %.225.4.4, double* %scevgep245, align 8
  %scevgep421 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep422 = getelementptr double, double* %scevgep421, i64 -26
  %.168.5.4 = load double, double* %scevgep422, align 8
  %.225.5.4 = fadd double %.225.4.4, %.168.5.4
  %scevgep239 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep241 = getelementptr double, double* %scevgep239, i64 -26
  store double %.225.5.4, double* %scevgep241, align 8
  %scevgep419 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep420 = getelementptr double, double* %scevgep419, i64 -25
  %.168.6.4 = load double, double* %scevgep420, align 8
  %.225.6.4 = fadd double %.225.5.4, %.168.6.4
  %scevgep235 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep237 = getelementptr double, double* %scevgep235, i64 -25
  store double %.225.6.4, double* %scevgep237, align 8
  %scevgep417 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep418 = getelementptr double, double* %scevgep417, i64 -24
  %.168.7.4 = load double, double* %scevgep418, align 8
  %.225.7.4 = fadd double %.225.6.4, %.168.7.4
  %scevgep231 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep233 = getelementptr double, double* %scevgep231, i64 -24
  store double %.225.7.4, double* %scevgep233, align 8
  %scevgep415 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep416 = getelementptr double, double* %scevgep415, i64 -23
  %.168.572 = load double, double* %scevgep416, align 8
  %.225.573 = fadd double %.225.7.4, %.168.572
  %scevgep227 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep229 = getelementptr double, double* %scevgep227, i64 -23
  store double %.225.573, double* %scevgep229, align 8
  %scevgep413 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep414 = getelementptr double, double* %scevgep413, i64 -22
  %.168.1.5 = load double, double* %scevgep414, align 8
  %.225.1.5 = fadd double %.225.573, %.168.1.5
  %scevgep223 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep225 = getelementptr double, double* %scevgep223, i64 -22
  store double %.225.1.5, double* %scevgep225, align 8
  %scevgep411 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep412 = getelementptr double, double* %scevgep411, i64 -21
  %.168.2.5 = load double, double* %scevgep412, align 8
  %.225.2.5 = fadd double %.225.1.5, %.168.2.5
  %scevgep218 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep221 = getelementptr double, double* %scevgep218, i64 -21
  store double %.225.2.5, double* %scevgep221, align 8
  %scevgep409 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep410 = getelementptr double, double* %scevgep409, i64 -20
  %.168.3.5 = load double, double* %scevgep410, align 8
  %.225.3.5 = fadd double %.225.2.5, %.168.3.5
  %scevgep214 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep216 = getelementptr double, double* %scevgep214, i64 -20
  store double %.225.3.5, double* %scevgep216, align 8
  %scevgep407 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep408 = getelementptr double, double* %scevgep407, i64 -19
  %.168.4.5 = load double, double* %scevgep408, align 8
  %.225.4.5 = fadd double %.225.3.5, %.168.4.5
  %scevgep210 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep212 = getelementptr double, double* %scevgep210, i64 -19
  store double %.225.4.5, double* %scevgep212, align 8
  %scevgep405 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep406 = getelementptr double, double* %scevgep405, i64 -18
  %.168.5.5 = load double, double* %scevgep406, align 8
  %.225.5.5 = fadd double %.225.4.5, %.168.5.5
  %scevgep206 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep208 = getelementptr double, double* %scevgep206, i64 -18
  store double %.225.5.5, double* %scevgep208, align 8
  %scevgep403 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep404 = getelementptr double, double* %scevgep403, i64 -17
  %.168.6.5 = load double, double* %scevgep404, align 8
  %.225.6.5 = fadd double %.225.5.5, %.168.6.5
  %scevgep202 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep204 = getelementptr double, double* %scevgep202, i64 -17
  store double %.225.6.5, double* %scevgep204, align 8
  %scevgep401 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep402 = getelementptr double, double* %scevgep401, i64 -16
  %.168.7.5 = load double, double* %scevgep402, align 8
  %.225.7.5 = fadd double %.225.6.5, %.168.7.5
  %scevgep197 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep199 = getelementptr double, double* %scevgep197, i64 -16
  store double %.225.7.5, double* %scevgep199, align 8
  %scevgep399 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep400 = getelementptr double, double* %scevgep399, i64 -15
  %.168.677 = load double, double* %scevgep400, align 8
  %.225.678 = fadd double %.225.7.5, %.168.677
  %scevgep193 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep195 = getelementptr double, double* %scevgep193, i64 -15
  store double %.225.678, double* %scevgep195, align 8
  %scevgep397 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep398 = getelementptr double, double* %scevgep397, i64 -14
  %.168.1.6 = load double, double* %scevgep398, align 8
  %.225.1.6 = fadd double %.225.678, %.168.1.6
  %scevgep189 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep191 = getelementptr double, double* %scevgep189, i64 -14
  store double %.225.1.6, double* %scevgep191, align 8
  %scevgep395 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep396 = getelementptr double, double* %scevgep395, i64 -13
  %.168.2.6 = load double, double* %scevgep396, align 8
  %.225.2.6 = fadd double %.225.1.6, %.168.2.6
  %scevgep185 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep187 = getelementptr double, double* %scevgep185, i64 -13
  store double %.225.2.6, double* %scevgep187, align 8
  %scevgep393 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep394 = getelementptr double, double* %scevgep393, i64 -12
  %.168.3.6 = load double, double* %scevgep394, align 8
  %.225.3.6 = fadd double %.225.2.6, %.168.3.6
  %scevgep181 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep183 = getelementptr double, double* %scevgep181, i64 -12
  store double %.225.3.6, double* %scevgep183, align 8
  %scevgep391 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep392 = getelementptr double, double* %scevgep391, i64 -11
  %.168.4.6 = load double, double* %scevgep392, align 8
  %.225.4.6 = fadd double %.225.3.6, %.168.4.6
  %scevgep177 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep179 = getelementptr double, double* %scevgep177, i64 -11
  store double %.225.4.6, double* %scevgep179, align 8
  %scevgep389 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep390 = getelementptr double, double* %scevgep389, i64 -10
  %.168.5.6 = load double, double* %scevgep390, align 8
  %.225.5.6 = fadd double %.225.4.6, %.168.5.6
  %scevgep173 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep175 = getelementptr double, double* %scevgep173, i64 -10
  store double %.225.5.6, double* %scevgep175, align 8
  %scevgep387 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep388 = getelementptr double, double* %scevgep387, i64 -9
  %.168.6.6 = load double, double* %scevgep388, align 8
  %.225.6.6 = fadd double %.225.5.6, %.168.6.6
  %scevgep169 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep171 = getelementptr double, double* %scevgep169, i64 -9
  store double %.225.6.6, double* %scevgep171, align 8
  %scevgep385 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep386 = getelementptr double, double* %scevgep385, i64 -8
  %.168.7.6 = load double, double* %scevgep386, align 8
  %.225.7.6 = fadd double %.225.6.6, %.168.7.6
  %scevgep165 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep167 = getelementptr double, double* %scevgep165, i64 -8
  store double %.225.7.6, double* %scevgep167, align 8
  %scevgep383 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep384 = getelementptr double, double* %scevgep383, i64 -7
  %.168.782 = load double, double* %scevgep384, align 8
  %.225.783 = fadd double %.225.7.6, %.168.782
  %scevgep161 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep163 = getelementptr double, double* %scevgep161, i64 -7
  store double %.225.783, double* %scevgep163, align 8
  %scevgep381 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -6
  %.168.1.7 = load double, double* %scevgep382, align 8
  %.225.1.7 = fadd double %.225.783, %.168.1.7
  %scevgep157 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep159 = getelementptr double, double* %scevgep157, i64 -6
  store double %.225.1.7, double* %scevgep159, align 8
  %scevgep379 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -5
  %.168.2.7 = load double, double* %scevgep380, align 8
  %.225.2.7 = fadd double %.225.1.7, %.168.2.7
  %scevgep153 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep155 = getelementptr double, double* %scevgep153, i64 -5
  store double %.225.2.7, double* %scevgep155, align 8
  %scevgep377 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -4
  %.168.3.7 = load double, double* %scevgep378, align 8
  %.225.3.7 = fadd double %.225.2.7, %.168.3.7
  %scevgep149 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep151 = getelementptr double, double* %scevgep149, i64 -4
  store double %.225.3.7, double* %scevgep151, align 8
  %scevgep375 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -3
  %.168.4.7 = load double, double* %scevgep376, align 8
  %.225.4.7 = fadd double %.225.3.7, %.168.4.7
  %scevgep145 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep147 = getelementptr double, double* %scevgep145, i64 -3
  store double %.225.4.7, double* %scevgep147, align 8
  %scevgep373 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -2
  %.168.5.7 = load double, double* %scevgep374, align 8
  %.225.5.7 = fadd double %.225.4.7, %.168.5.7
  %scevgep141 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep143 = getelementptr double, double* %scevgep141, i64 -2
  store double %.225.5.7, double* %scevgep143, align 8
  %scevgep371 = getelementptr double, double* %scevgep220, i64 %.96.033
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -1
  %.168.6.7 = load double, double* %scevgep372, align 8
  %.225.6.7 = fadd double %.225.5.7, %.168.6.7
  %scevgep137 = getelementptr double, double* %scevgep92, i64 %.96.033
  %scevgep139 = getelementptr double, double* %scevgep137, i64 -1
  store double %.225.6.7, double* %scevgep139, align 8
  %.137.7.7 = add i64 %.96.033, 64
  %scevgep497 = getelementptr double, double* %scevgep220, i64 %.96.033
  %.168.7.7 = load double, double* %scevgep497, align 8
  %.225.7.7 = fadd double %.225.6.7, %.168.7.7
  %scevgep370 = getelementptr double, double* %scevgep92, i64 %.96.033
  store double %.225.7.7, double* %scevgep370, align 8
  %lsr.iv.next = add i64 %lsr.iv, 8
  %niter.ncmp.785 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.785, label %B134.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B104, !prof !0

common.ret:                                       ; preds = %B0.if, %B134
  %common.ret.op = phi i32 [ 0, %B134 ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B134.loopexit.unr-lcssa.loopexit.unr-lcssa:       ; preds = %B104, %B104.preheader.new
  %.225.7.lcssa.ph = phi double [ undef, %B104.preheader.new ], [ %.225.7.7, %B104 ]
  %c.2.034.unr46 = phi double [ 0.000000e+00, %B104.preheader.new ], [ %.225.7.7, %B104 ]
  %.96.033.unr47 = phi i64 [ 0, %B104.preheader.new ], [ %.137.7.7, %B104 ]
  %lcmp.mod.not86 = icmp eq i64 %xtraiter36, 0
  br i1 %lcmp.mod.not86, label %B134.loopexit.unr-lcssa, label %B104.epil37.preheader

B104.epil37.preheader:                            ; preds = %B134.loopexit.unr-lcssa.loopexit.unr-lcssa
  %0 = sub i64 0, %xtraiter36
  br label %B104.epil37

B104.epil37:                                      ; preds = %B104.epil37.preheader, %B104.epil37
  %lsr.iv130 = phi i64 [ %0, %B104.epil37.preheader ], [ %math, %B104.epil37 ]
  %c.2.034.epil38 = phi double [ %.225.7.epil, %B104.epil37 ], [ %c.2.034.unr46, %B104.epil37.preheader ]
  %.96.033.epil39 = phi i64 [ %.137.7.epil, %B104.epil37 ], [ %.96.033.unr47, %B104.epil37.preheader ]
  %.137.epil40 = or i64 %.96.033.epil39, 1
  %scevgep135 = getelementptr double, double* %arg.a.4, i64 %.96.033.epil39
  %.168.epil42 = load double, double* %scevgep135, align 8
  %.225.epil43 = fadd double %c.2.034.epil38, %.168.epil42
  %scevgep133 = getelementptr double, double* %.6.i.i30, i64 %.96.033.epil39
  store double %.225.epil43, double* %scevgep133, align 8
  %.137.1.epil = or i64 %.96.033.epil39, 2
  %.167.1.epil = getelementptr double, double* %arg.a.4, i64 %.137.epil40
  %.168.1.epil = load double, double* %.167.1.epil, align 8
  %.225.1.epil = fadd double %.225.epil43, %.168.1.epil
  %.256.1.epil = getelementptr double, double* %.6.i.i30, i64 %.137.epil40
  store double %.225.1.epil, double* %.256.1.epil, align 8
  %.137.2.epil = or i64 %.96.033.epil39, 3
  %.167.2.epil = getelementptr double, double* %arg.a.4, i64 %.137.1.epil
  %.168.2.epil = load double, double* %.167.2.epil, align 8
  %.225.2.epil = fadd double %.225.1.epil, %.168.2.epil
  %.256.2.epil = getelementptr double, double* %.6.i.i30, i64 %.137.1.epil
  store double %.225.2.epil, double* %.256.2.epil, align 8
  %.137.3.epil = or i64 %.96.033.epil39, 4
  %.167.3.epil = getelementptr double, double* %arg.a.4, i64 %.137.2.epil
  %.168.3.epil = load double, double* %.167.3.epil, align 8
  %.225.3.epil = fadd double %.225.2.epil, %.168.3.epil
  %.256.3.epil = getelementptr double, double* %.6.i.i30, i64 %.137.2.epil
  store double %.225.3.epil, double* %.256.3.epil, align 8
  %.137.4.epil = or i64 %.96.033.epil39, 5
  %.167.4.epil = getelementptr double, double* %arg.a.4, i64 %.137.3.epil
  %.168.4.epil = load double, double* %.167.4.epil, align 8
  %.225.4.epil = fadd double %.225.3.epil, %.168.4.epil
  %.256.4.epil = getelementptr double, double* %.6.i.i30, i64 %.137.3.epil
  store double %.225.4.epil, double* %.256.4.epil, align 8
  %.137.5.epil = or i64 %.96.033.epil39, 6
  %.167.5.epil = getelementptr double, double* %arg.a.4, i64 %.137.4.epil
  %.168.5.epil = load double, double* %.167.5.epil, align 8
  %.225.5.epil = fadd double %.225.4.epil, %.168.5.epil
  %.256.5.epil = getelementptr double, double* %.6.i.i30, i64 %.137.4.epil
  store double %.225.5.epil, double* %.256.5.epil, align 8
  %.137.6.epil = or i64 %.96.033.epil39, 7
  %.167.6.epil = getelementptr double, double* %arg.a.4, i64 %.137.5.epil
  %.168.6.epil = load double, double* %.167.6.epil, align 8
  %.225.6.epil = fadd double %.225.5.epil, %.168.6.epil
  %.256.6.epil = getelementptr double, double* %.6.i.i30, i64 %.137.5.epil
  store double %.225.6.epil, double* %.256.6.epil, align 8
  %.137.7.epil = add nuw nsw i64 %.96.033.epil39, 8
  %.167.7.epil = getelementptr double, double* %arg.a.4, i64 %.137.6.epil
  %.168.7.epil = load double, double* %.167.7.epil, align 8
  %.225.7.epil = fadd double %.225.6.epil, %.168.7.epil
  %.256.7.epil = getelementptr double, double* %.6.i.i30, i64 %.137.6.epil
  store double %.225.7.epil, double* %.256.7.epil, align 8
  %1 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv130, i64 1)
  %math = extractvalue { i64, i1 } %1, 0
  %ov = extractvalue { i64, i1 } %1, 1
  br i1 %ov, label %B134.loopexit.unr-lcssa, label %B104.epil37, !prof !22, !llvm.loop !23

B134.loopexit.unr-lcssa:                          ; preds = %B104.epil37, %B104.preheader, %B134.loopexit.unr-lcssa.loopexit.unr-lcssa
  %c.2.034.unr = phi double [ 0.000000e+00, %B104.preheader ], [ %.225.7.lcssa.ph, %B134.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.225.7.epil, %B104.epil37 ]
  %.96.033.unr = phi i64 [ 0, %B104.preheader ], [ %unroll_iter, %B134.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %B104.epil37 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B134, label %B104.epil.preheader

B104.epil.preheader:                              ; preds = %B134.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %.6.i.i30, i64 %.96.033.unr
  %scevgep88 = getelementptr double, double* %arg.a.4, i64 %.96.033.unr
  br label %B104.epil

B104.epil:                                        ; preds = %B104.epil, %B104.epil.preheader
  %c.2.034.epil = phi double [ %.225.epil, %B104.epil ], [ %c.2.034.unr, %B104.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B104.epil ], [ 0, %B104.epil.preheader ]
  %scevgep129 = getelementptr double, double* %scevgep88, i64 %epil.iter
  %.168.epil = load double, double* %scevgep129, align 8
  %.225.epil = fadd double %c.2.034.epil, %.168.epil
  %scevgep127 = getelementptr double, double* %scevgep, i64 %epil.iter
  store double %.225.epil, double* %scevgep127, align 8
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B134, label %B104.epil, !prof !22, !llvm.loop !24

B134:                                             ; preds = %B104.epil, %B0.endif, %B134.loopexit.unr-lcssa
  %retptr.repack350498 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack350498, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.a.2, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i.i30, double** %retptr.repack7, align 8
  %2 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.2, i64* %2, align 8
  %3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %3, align 8
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret

B0.if:                                            ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %entry
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139976315355328, %B0.endif.endif.endif.i ], [ @.const.picklebuf.139976312601216, %B0.endif.endif.i ], [ @.const.picklebuf.139976312596032, %entry ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %4 = bitcast i8* %.5.i.i to double**
  %.6.i.i30 = load double*, double** %4, align 8, !noalias !25
  %.16131.not = icmp eq i64 %arg.a.2, 0
  br i1 %.16131.not, label %B134, label %B104.preheader, !prof !0

B104.preheader:                                   ; preds = %B0.endif
  %5 = add nsw i64 %arg.a.2, -1
  %xtraiter = and i64 %arg.a.2, 7
  %6 = icmp ult i64 %5, 7
  br i1 %6, label %B134.loopexit.unr-lcssa, label %B104.preheader.new

B104.preheader.new:                               ; preds = %B104.preheader
  %unroll_iter = and i64 %arg.a.2, -8
  %7 = add nsw i64 %unroll_iter, -8
  %8 = lshr exact i64 %7, 3
  %9 = add i64 %8, 1
  %xtraiter36 = and i64 %9, 7
  %10 = icmp ult i64 %7, 56
  br i1 %10, label %B134.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B104.preheader.new.new

B104.preheader.new.new:                           ; preds = %B104.preheader.new
  %scevgep92 = getelementptr double, double* %.6.i.i30, i64 63
  %scevgep220 = getelementptr double, double* %arg.a.4, i64 63
  %11 = lshr i64 %9, 3
  %12 = mul nsw i64 %11, -8
  br label %B104
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

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

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

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.arr.0, i8* nocapture readnone %arg.arr.1, i64 %arg.arr.2, i64 %arg.arr.3, double* nocapture readonly %arg.arr.4, i64 %arg.arr.5.0, i64 %arg.arr.6.0) local_unnamed_addr #3 {
B0.endif:
  %.68.not = icmp eq i64 %arg.arr.2, 0
  br i1 %.68.not, label %common.ret, label %B50.endif.preheader, !prof !0

B50.endif.preheader:                              ; preds = %B0.endif
  %.18313 = icmp sgt i64 %arg.arr.2, 1
  br i1 %.18313, label %B52.endif.preheader, label %B52.endif.thread, !prof !26

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
  br i1 %epil.iter31.cmp.not, label %B52.endif.thread.loopexit.unr-lcssa.loopexit, label %B52.endif.epil23, !prof !22, !llvm.loop !27

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
  br i1 %epil.iter.cmp.not, label %B52.endif.thread.loopexit, label %B52.endif.epil, !prof !22, !llvm.loop !28

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

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #5

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { nofree norecurse nosync nounwind }
attributes #4 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
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
!12 = !{!13, !15, !16, !18, !19, !21}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!22 = !{!"branch_weights", i32 1, i32 7}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = !{!19, !21}
!26 = !{!"branch_weights", i32 99, i32 1}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
