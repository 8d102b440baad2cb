; ModuleID = 'cumsum_sin'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788184291840 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788184291840.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788184291840 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788184291840, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788184291840.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cumsum_sin = internal constant [11 x i8] c"cumsum_sin\00"
@_ZN08NumbaEnv7kernels10cumsum_sinB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f8f95e10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f8f95e10>\00"
@_ZN08NumbaEnv5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139788187057856 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139788187057856.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139788187057856 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139788187057856, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788187057856.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139788192549440 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788192549440.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788192549440 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788192549440, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788192549440.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.139788191441664 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f90b4490B3v44B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10cumsum_sinB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.16 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep194 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16 to i8**
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, i64 0, i32 5, i64 0
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.22 = call i32 @_ZN5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.16, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.32.fca.0.load = load i8*, i8** %.fca.0.gep194, align 8
  %.32.fca.4.load = load double*, double** %.fca.4.gep, align 8
  %.32.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
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
  tail call void @NRT_decref(i8* %arg.x.0)
  %.117 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.32.fca.5.0.load, i64 8)
  %.119 = extractvalue { i64, i1 } %.117, 1
  br i1 %.119, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %B0.if, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.22, %B0.if ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788184291840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.118 = extractvalue { i64, i1 } %.117, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.118, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to double**
  %.6.i7 = load double*, double** %1, align 8
  %.1864 = icmp sgt i64 %.32.fca.5.0.load, 0
  br i1 %.1864, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %2 = add i64 %.32.fca.5.0.load, -1
  %xtraiter16 = and i64 %.32.fca.5.0.load, 7
  %3 = icmp ult i64 %2, 7
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter19 = and i64 %.32.fca.5.0.load, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index6 = phi i64 [ 0, %for.body.preheader.new ], [ %28, %for.body ]
  %.182.05 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %4 = icmp eq i64 %.32.fca.5.0.load, 1
  %spec.select = select i1 %4, i64 %.182.05, i64 %loop.index6
  %.195 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select
  %.196 = load double, double* %.195, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.196)
  %sunkaddr = mul i64 %loop.index6, 8
  %5 = bitcast double* %.6.i7 to i8*
  %sunkaddr195 = getelementptr i8, i8* %5, i64 %sunkaddr
  %6 = bitcast i8* %sunkaddr195 to double*
  store double %.12.i, double* %6, align 8
  %7 = add i64 %loop.index6, 1
  %spec.select.1 = select i1 %4, i64 %.182.05, i64 %7
  %.195.1 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.1
  %.196.1 = load double, double* %.195.1, align 8
  %.12.i.1 = tail call double @llvm.sin.f64(double %.196.1)
  %sunkaddr196 = mul i64 %loop.index6, 8
  %8 = bitcast double* %.6.i7 to i8*
  %sunkaddr197 = getelementptr i8, i8* %8, i64 %sunkaddr196
  %sunkaddr198 = getelementptr i8, i8* %sunkaddr197, i64 8
  %9 = bitcast i8* %sunkaddr198 to double*
  store double %.12.i.1, double* %9, align 8
  %10 = add i64 %7, 1
  %spec.select.2 = select i1 %4, i64 %.182.05, i64 %10
  %.195.2 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.2
  %.196.2 = load double, double* %.195.2, align 8
  %.12.i.2 = tail call double @llvm.sin.f64(double %.196.2)
  %sunkaddr199 = mul i64 %loop.index6, 8
  %11 = bitcast double* %.6.i7 to i8*
  %sunkaddr200 = getelementptr i8, i8* %11, i64 %sunkaddr199
  %sunkaddr201 = getelementptr i8, i8* %sunkaddr200, i64 16
  %12 = bitcast i8* %sunkaddr201 to double*
  store double %.12.i.2, double* %12, align 8
  %13 = add i64 %10, 1
  %spec.select.3 = select i1 %4, i64 %.182.05, i64 %13
  %.195.3 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.3
  %.196.3 = load double, double* %.195.3, align 8
  %.12.i.3 = tail call double @llvm.sin.f64(double %.196.3)
  %sunkaddr202 = mul i64 %loop.index6, 8
  %14 = bitcast double* %.6.i7 to i8*
  %sunkaddr203 = getelementptr i8, i8* %14, i64 %sunkaddr202
  %sunkaddr204 = getelementptr i8, i8* %sunkaddr203, i64 24
  %15 = bitcast i8* %sunkaddr204 to double*
  store double %.12.i.3, double* %15, align 8
  %16 = add i64 %13, 1
  %spec.select.4 = select i1 %4, i64 %.182.05, i64 %16
  %.195.4 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.4
  %.196.4 = load double, double* %.195.4, align 8
  %.12.i.4 = tail call double @llvm.sin.f64(double %.196.4)
  %sunkaddr205 = mul i64 %loop.index6, 8
  %17 = bitcast double* %.6.i7 to i8*
  %sunkaddr206 = getelementptr i8, i8* %17, i64 %sunkaddr205
  %sunkaddr207 = getelementptr i8, i8* %sunkaddr206, i64 32
  %18 = bitcast i8* %sunkaddr207 to double*
  store double %.12.i.4, double* %18, align 8
  %19 = add i64 %16, 1
  %spec.select.5 = select i1 %4, i64 %.182.05, i64 %19
  %.195.5 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.5
  %.196.5 = load double, double* %.195.5, align 8
  %.12.i.5 = tail call double @llvm.sin.f64(double %.196.5)
  %sunkaddr208 = mul i64 %loop.index6, 8
  %20 = bitcast double* %.6.i7 to i8*
  %sunkaddr209 = getelementptr i8, i8* %20, i64 %sunkaddr208
  %sunkaddr210 = getelementptr i8, i8* %sunkaddr209, i64 40
  %21 = bitcast i8* %sunkaddr210 to double*
  store double %.12.i.5, double* %21, align 8
  %22 = add i64 %19, 1
  %spec.select.6 = select i1 %4, i64 %.182.05, i64 %22
  %.195.6 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.6
  %.196.6 = load double, double* %.195.6, align 8
  %.12.i.6 = tail call double @llvm.sin.f64(double %.196.6)
  %sunkaddr211 = mul i64 %loop.index6, 8
  %23 = bitcast double* %.6.i7 to i8*
  %sunkaddr212 = getelementptr i8, i8* %23, i64 %sunkaddr211
  %sunkaddr213 = getelementptr i8, i8* %sunkaddr212, i64 48
  %24 = bitcast i8* %sunkaddr213 to double*
  store double %.12.i.6, double* %24, align 8
  %25 = add i64 %22, 1
  %spec.select.7 = select i1 %4, i64 %.182.05, i64 %25
  %.195.7 = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.7
  %.196.7 = load double, double* %.195.7, align 8
  %.12.i.7 = tail call double @llvm.sin.f64(double %.196.7)
  %sunkaddr214 = mul i64 %loop.index6, 8
  %26 = bitcast double* %.6.i7 to i8*
  %sunkaddr215 = getelementptr i8, i8* %26, i64 %sunkaddr214
  %sunkaddr216 = getelementptr i8, i8* %sunkaddr215, i64 56
  %27 = bitcast i8* %sunkaddr216 to double*
  store double %.12.i.7, double* %27, align 8
  %.225.7 = add nuw i64 %loop.index6, 8
  %28 = add i64 %25, 1
  %niter20.ncmp.7 = icmp eq i64 %28, %unroll_iter19
  br i1 %niter20.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index6.unr = phi i64 [ 0, %for.body.preheader ], [ %.225.7, %for.body ]
  %.182.05.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod18.not = icmp eq i64 %xtraiter16, 0
  br i1 %lcmp.mod18.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv176 = phi i64 [ %xtraiter16, %for.body.epil.preheader ], [ %lsr.iv.next177, %for.body.epil ]
  %loop.index6.epil = phi i64 [ %.225.epil, %for.body.epil ], [ %loop.index6.unr, %for.body.epil.preheader ]
  %.182.05.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.182.05.unr, %for.body.epil.preheader ]
  %29 = icmp eq i64 %.32.fca.5.0.load, 1
  %spec.select.epil = select i1 %29, i64 %.182.05.epil, i64 %loop.index6.epil
  %.195.epil = getelementptr double, double* %.32.fca.4.load, i64 %spec.select.epil
  %.196.epil = load double, double* %.195.epil, align 8
  %.12.i.epil = tail call double @llvm.sin.f64(double %.196.epil)
  %scevgep175 = getelementptr double, double* %.6.i7, i64 %loop.index6.epil
  store double %.12.i.epil, double* %scevgep175, align 8
  %.225.epil = add nuw nsw i64 %loop.index6.epil, 1
  %lsr.iv.next177 = add nsw i64 %lsr.iv176, -1
  %epil.iter17.cmp.not = icmp eq i64 %lsr.iv.next177, 0
  br i1 %epil.iter17.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.32.fca.0.load)
  %.68.i = icmp eq i64 %.32.fca.5.0.load, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.32.fca.5.0.load, i64 1)
  %30 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %31 = icmp ult i64 %30, 7
  br i1 %31, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %32 = add nsw i64 %unroll_iter.i, -8
  %33 = lshr exact i64 %32, 3
  %34 = add nuw nsw i64 %33, 1
  %xtraiter = and i64 %34, 7
  %35 = icmp ult i64 %32, 56
  br i1 %35, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %34, 4611686018427387896
  %scevgep45 = getelementptr double, double* %.6.i7, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %36 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep21 = getelementptr double, double* %.6.i7, i64 %36
  %37 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %38 = bitcast double* %scevgep21 to i8*
  %uglygep42 = getelementptr i8, i8* %38, i64 %lsr.iv
  %uglygep4243 = bitcast i8* %uglygep42 to double*
  %scevgep44 = getelementptr double, double* %uglygep4243, i64 -7
  %.236.i.epil = load double, double* %scevgep44, align 8, !noalias !11
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep39 = getelementptr i8, i8* %38, i64 %lsr.iv
  %uglygep3940 = bitcast i8* %uglygep39 to double*
  %scevgep41 = getelementptr double, double* %uglygep3940, i64 -6
  %.236.1.i.epil = load double, double* %scevgep41, align 8, !noalias !11
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep36 = getelementptr i8, i8* %38, i64 %lsr.iv
  %uglygep3637 = bitcast i8* %uglygep36 to double*
  %scevgep38 = getelementptr double, double* %uglygep3637, i64 -5
  %.236.2.i.epil = load double, double* %scevgep38, align 8, !noalias !11
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep33 = getelementptr i8, i8* %38, i64 %lsr.iv
  %uglygep3334 = bitcast i8* %uglygep33 to double*
  %scevgep35 = getelementptr double, double* %uglygep3334, i64 -4
  %.236.3.i.epil = load double, double* %scevgep35, align 8, !noalias !11
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep30 = getelementptr i8, i8* %38, i64 %lsr.iv
  %uglygep3031 = bitcast i8* %uglygep30 to double*
  %scevgep32 = getelementptr double, double* %uglygep3031, i64 -3
  %.236.4.i.epil = load double, double* %scevgep32, align 8, !noalias !11
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep27 = getelementptr i8, i8* %38, i64 %lsr.iv
  %uglygep2728 = bitcast i8* %uglygep27 to double*
  %scevgep29 = getelementptr double, double* %uglygep2728, i64 -2
  %.236.5.i.epil = load double, double* %scevgep29, align 8, !noalias !11
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep24 = getelementptr i8, i8* %38, i64 %lsr.iv
  %uglygep2425 = bitcast i8* %uglygep24 to double*
  %scevgep26 = getelementptr double, double* %uglygep2425, i64 -1
  %.236.6.i.epil = load double, double* %scevgep26, align 8, !noalias !11
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %38, i64 %lsr.iv
  %uglygep23 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep23, align 8, !noalias !11
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %37, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !14, !llvm.loop !15

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i7, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !11
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !14, !llvm.loop !16

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv173 = phi i64 [ %lsr.iv.next174, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep171 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -63
  %.236.i = load double, double* %scevgep172, align 8, !noalias !11
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep169 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -62
  %.236.1.i = load double, double* %scevgep170, align 8, !noalias !11
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep167 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -61
  %.236.2.i = load double, double* %scevgep168, align 8, !noalias !11
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep165 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -60
  %.236.3.i = load double, double* %scevgep166, align 8, !noalias !11
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep163 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -59
  %.236.4.i = load double, double* %scevgep164, align 8, !noalias !11
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep161 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -58
  %.236.5.i = load double, double* %scevgep162, align 8, !noalias !11
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep159 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -57
  %.236.6.i = load double, double* %scevgep160, align 8, !noalias !11
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep157 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -56
  %.236.7.i = load double, double* %scevgep158, align 8, !noalias !11
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep126 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -55
  %.236.i.1 = load double, double* %scevgep127, align 8, !noalias !11
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep128 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -54
  %.236.1.i.1 = load double, double* %scevgep129, align 8, !noalias !11
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep130 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -53
  %.236.2.i.1 = load double, double* %scevgep131, align 8, !noalias !11
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep132 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -52
  %.236.3.i.1 = load double, double* %scevgep133, align 8, !noalias !11
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep134 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -51
  %.236.4.i.1 = load double, double* %scevgep135, align 8, !noalias !11
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep136 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -50
  %.236.5.i.1 = load double, double* %scevgep137, align 8, !noalias !11
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep138 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -49
  %.236.6.i.1 = load double, double* %scevgep139, align 8, !noalias !11
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep140 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -48
  %.236.7.i.1 = load double, double* %scevgep141, align 8, !noalias !11
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep110 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -47
  %.236.i.2 = load double, double* %scevgep111, align 8, !noalias !11
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep112 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -46
  %.236.1.i.2 = load double, double* %scevgep113, align 8, !noalias !11
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep114 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -45
  %.236.2.i.2 = load double, double* %scevgep115, align 8, !noalias !11
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep116 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -44
  %.236.3.i.2 = load double, double* %scevgep117, align 8, !noalias !11
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep118 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -43
  %.236.4.i.2 = load double, double* %scevgep119, align 8, !noalias !11
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep120 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -42
  %.236.5.i.2 = load double, double* %scevgep121, align 8, !noalias !11
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep122 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -41
  %.236.6.i.2 = load double, double* %scevgep123, align 8, !noalias !11
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep124 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -40
  %.236.7.i.2 = load double, double* %scevgep125, align 8, !noalias !11
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep94 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -39
  %.236.i.3 = load double, double* %scevgep95, align 8, !noalias !11
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep96 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -38
  %.236.1.i.3 = load double, double* %scevgep97, align 8, !noalias !11
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep98 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -37
  %.236.2.i.3 = load double, double* %scevgep99, align 8, !noalias !11
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep100 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -36
  %.236.3.i.3 = load double, double* %scevgep101, align 8, !noalias !11
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep102 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -35
  %.236.4.i.3 = load double, double* %scevgep103, align 8, !noalias !11
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep104 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -34
  %.236.5.i.3 = load double, double* %scevgep105, align 8, !noalias !11
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep106 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -33
  %.236.6.i.3 = load double, double* %scevgep107, align 8, !noalias !11
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep108 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -32
  %.236.7.i.3 = load double, double* %scevgep109, align 8, !noalias !11
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep78 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -31
  %.236.i.4 = load double, double* %scevgep79, align 8, !noalias !11
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep80 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -30
  %.236.1.i.4 = load double, double* %scevgep81, align 8, !noalias !11
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep82 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -29
  %.236.2.i.4 = load double, double* %scevgep83, align 8, !noalias !11
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep84 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -28
  %.236.3.i.4 = load double, double* %scevgep85, align 8, !noalias !11
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep86 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -27
  %.236.4.i.4 = load double, double* %scevgep87, align 8, !noalias !11
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep88 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -26
  %.236.5.i.4 = load double, double* %scevgep89, align 8, !noalias !11
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep90 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -25
  %.236.6.i.4 = load double, double* %scevgep91, align 8, !noalias !11
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep92 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -24
  %.236.7.i.4 = load double, double* %scevgep93, align 8, !noalias !11
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep62 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep63 = getelementptr double, double* %scevgep62, i64 -23
  %.236.i.5 = load double, double* %scevgep63, align 8, !noalias !11
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep64 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep65 = getelementptr double, double* %scevgep64, i64 -22
  %.236.1.i.5 = load double, double* %scevgep65, align 8, !noalias !11
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep66 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep67 = getelementptr double, double* %scevgep66, i64 -21
  %.236.2.i.5 = load double, double* %scevgep67, align 8, !noalias !11
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep68 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep69 = getelementptr double, double* %scevgep68, i64 -20
  %.236.3.i.5 = load double, double* %scevgep69, align 8, !noalias !11
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep70 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep71 = getelementptr double, double* %scevgep70, i64 -19
  %.236.4.i.5 = load double, double* %scevgep71, align 8, !noalias !11
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep72 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep73 = getelementptr double, double* %scevgep72, i64 -18
  %.236.5.i.5 = load double, double* %scevgep73, align 8, !noalias !11
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep74 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep75 = getelementptr double, double* %scevgep74, i64 -17
  %.236.6.i.5 = load double, double* %scevgep75, align 8, !noalias !11
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep76 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -16
  %.236.7.i.5 = load double, double* %scevgep77, align 8, !noalias !11
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep46 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep47 = getelementptr double, double* %scevgep46, i64 -15
  %.236.i.6 = load double, double* %scevgep47, align 8, !noalias !11
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep48 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep49 = getelementptr double, double* %scevgep48, i64 -14
  %.236.1.i.6 = load double, double* %scevgep49, align 8, !noalias !11
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep50 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep51 = getelementptr double, double* %scevgep50, i64 -13
  %.236.2.i.6 = load double, double* %scevgep51, align 8, !noalias !11
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep52 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep53 = getelementptr double, double* %scevgep52, i64 -12
  %.236.3.i.6 = load double, double* %scevgep53, align 8, !noalias !11
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep54 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep55 = getelementptr double, double* %scevgep54, i64 -11
  %.236.4.i.6 = load double, double* %scevgep55, align 8, !noalias !11
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep56 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep57 = getelementptr double, double* %scevgep56, i64 -10
  %.236.5.i.6 = load double, double* %scevgep57, align 8, !noalias !11
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep58 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep59 = getelementptr double, double* %scevgep58, i64 -9
  %.236.6.i.6 = load double, double* %scevgep59, align 8, !noalias !11
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep60 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep61 = getelementptr double, double* %scevgep60, i64 -8
  %.236.7.i.6 = load double, double* %scevgep61, align 8, !noalias !11
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep142 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -7
  %.236.i.7 = load double, double* %scevgep143, align 8, !noalias !11
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep144 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -6
  %.236.1.i.7 = load double, double* %scevgep145, align 8, !noalias !11
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep146 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -5
  %.236.2.i.7 = load double, double* %scevgep147, align 8, !noalias !11
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep148 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -4
  %.236.3.i.7 = load double, double* %scevgep149, align 8, !noalias !11
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep150 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -3
  %.236.4.i.7 = load double, double* %scevgep151, align 8, !noalias !11
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep152 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -2
  %.236.5.i.7 = load double, double* %scevgep153, align 8, !noalias !11
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep154 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -1
  %.236.6.i.7 = load double, double* %scevgep155, align 8, !noalias !11
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep156 = getelementptr double, double* %scevgep45, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep156, align 8, !noalias !11
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next174 = add i64 %lsr.iv173, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next174, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10cumsum_sinB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.cumsum_sin, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels10cumsum_sinB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([133 x i8], [133 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr2 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr4 to double**
  %.36.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.6.0.load = load i64, i64* %13, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels10cumsum_sinB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #2
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
  %14 = icmp sgt i32 %.49, 0
  br i1 %14, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

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

define double @cfunc._ZN7kernels10cumsum_sinB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
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
  %.9 = call i32 @_ZN7kernels10cumsum_sinB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #2
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f8f95e10>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !17
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit, !prof !0

_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit: ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %0, align 8, !noalias !27
  %.16133.not = icmp eq i64 %arg.a.2, 0
  br i1 %.16133.not, label %B134, label %B104.preheader, !prof !0

B104.preheader:                                   ; preds = %_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit
  %1 = add nsw i64 %arg.a.2, -1
  %xtraiter = and i64 %arg.a.2, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %B134.loopexit.unr-lcssa, label %B104.preheader.new

B104.preheader.new:                               ; preds = %B104.preheader
  %unroll_iter = and i64 %arg.a.2, -8
  %3 = add i64 %unroll_iter, -8
  %4 = lshr exact i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %xtraiter46 = and i64 %5, 7
  %6 = icmp ult i64 %3, 56
  br i1 %6, label %B134.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B104.preheader.new.new

B104.preheader.new.new:                           ; preds = %B104.preheader.new
  %unroll_iter55 = and i64 %5, 4611686018427387896
  %scevgep123 = getelementptr double, double* %arg.a.4, i64 63
  %scevgep251 = getelementptr double, double* %.6.i1.i, i64 63
  br label %B104

B104:                                             ; preds = %B104, %B104.preheader.new.new
  %lsr.iv379 = phi i64 [ %lsr.iv.next380, %B104 ], [ %unroll_iter55, %B104.preheader.new.new ]
  %c.2.036 = phi double [ 0.000000e+00, %B104.preheader.new.new ], [ %.225.7.7, %B104 ]
  %.74.035 = phi i64 [ 0, %B104.preheader.new.new ], [ %.171.7.7, %B104 ]
  %scevgep249 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -63
  %.168 = load double, double* %scevgep250, align 8
  %.225 = fadd double %c.2.036, %.168
  %scevgep377 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -63
  store double %.225, double* %scevgep378, align 8
  %scevgep247 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -62
  %.168.1 = load double, double* %scevgep248, align 8
  %.225.1 = fadd double %.225, %.168.1
  %scevgep375 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -62
  store double %.225.1, double* %scevgep376, align 8
  %scevgep245 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -61
  %.168.2 = load double, double* %scevgep246, align 8
  %.225.2 = fadd double %.225.1, %.168.2
  %scevgep373 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -61
  store double %.225.2, double* %scevgep374, align 8
  %scevgep243 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -60
  %.168.3 = load double, double* %scevgep244, align 8
  %.225.3 = fadd double %.225.2, %.168.3
  %scevgep371 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -60
  store double %.225.3, double* %scevgep372, align 8
  %scevgep241 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -59
  %.168.4 = load double, double* %scevgep242, align 8
  %.225.4 = fadd double %.225.3, %.168.4
  %scevgep369 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -59
  store double %.225.4, double* %scevgep370, align 8
  %scevgep239 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -58
  %.168.5 = load double, double* %scevgep240, align 8
  %.225.5 = fadd double %.225.4, %.168.5
  %scevgep367 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -58
  store double %.225.5, double* %scevgep368, align 8
  %scevgep237 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -57
  %.168.6 = load double, double* %scevgep238, align 8
  %.225.6 = fadd double %.225.5, %.168.6
  %scevgep365 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -57
  store double %.225.6, double* %scevgep366, align 8
  %scevgep235 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -56
  %.168.7 = load double, double* %scevgep236, align 8
  %.225.7 = fadd double %.225.6, %.168.7
  %scevgep363 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -56
  store double %.225.7, double* %scevgep364, align 8
  %scevgep204 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -55
  %.168.156 = load double, double* %scevgep205, align 8
  %.225.157 = fadd double %.225.7, %.168.156
  %scevgep332 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -55
  store double %.225.157, double* %scevgep333, align 8
  %scevgep206 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -54
  %.168.1.1 = load double, double* %scevgep207, align 8
  %.225.1.1 = fadd double %.225.157, %.168.1.1
  %scevgep334 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -54
  store double %.225.1.1, double* %scevgep335, align 8
  %scevgep208 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -53
  %.168.2.1 = load double, double* %scevgep209, align 8
  %.225.2.1 = fadd double %.225.1.1, %.168.2.1
  %scevgep336 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -53
  store double %.225.2.1, double* %scevgep337, align 8
  %scevgep210 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -52
  %.168.3.1 = load double, double* %scevgep211, align 8
  %.225.3.1 = fadd double %.225.2.1, %.168.3.1
  %scevgep338 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -52
  store double %.225.3.1, double* %scevgep339, align 8
  %scevgep212 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -51
  %.168.4.1 = load double, double* %scevgep213, align 8
  %.225.4.1 = fadd double %.225.3.1, %.168.4.1
  %scevgep340 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -51
  store double %.225.4.1, double* %scevgep341, align 8
  %scevgep214 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -50
  %.168.5.1 = load double, double* %scevgep215, align 8
  %.225.5.1 = fadd double %.225.4.1, %.168.5.1
  %scevgep342 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -50
  store double %.225.5.1, double* %scevgep343, align 8
  %scevgep216 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -49
  %.168.6.1 = load double, double* %scevgep217, align 8
  %.225.6.1 = fadd double %.225.5.1, %.168.6.1
  %scevgep344 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -49
  store double %.225.6.1, double* %scevgep345, align 8
  %scevgep218 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -48
  %.168.7.1 = load double, double* %scevgep219, align 8
  %.225.7.1 = fadd double %.225.6.1, %.168.7.1
  %scevgep346 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -48
  store double %.225.7.1, double* %scevgep347, align 8
  %scevgep188 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -47
  %.168.258 = load double, double* %scevgep189, align 8
  %.225.259 = fadd double %.225.7.1, %.168.258
  %scevgep316 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -47
  store double %.225.259, double* %scevgep317, align 8
  %scevgep190 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -46
  %.168.1.2 = load double, double* %scevgep191, align 8
  %.225.1.2 = fadd double %.225.259, %.168.1.2
  %scevgep318 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -46
  store double %.225.1.2, double* %scevgep319, align 8
  %scevgep192 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -45
  %.168.2.2 = load double, double* %scevgep193, align 8
  %.225.2.2 = fadd double %.225.1.2, %.168.2.2
  %scevgep320 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -45
  store double %.225.2.2, double* %scevgep321, align 8
  %scevgep194 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -44
  %.168.3.2 = load double, double* %scevgep195, align 8
  %.225.3.2 = fadd double %.225.2.2, %.168.3.2
  %scevgep322 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -44
  store double %.225.3.2, double* %scevgep323, align 8
  %scevgep196 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -43
  %.168.4.2 = load double, double* %scevgep197, align 8
  %.225.4.2 = fadd double %.225.3.2, %.168.4.2
  %scevgep324 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -43
  store double %.225.4.2, double* %scevgep325, align 8
  %scevgep198 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -42
  %.168.5.2 = load double, double* %scevgep199, align 8
  %.225.5.2 = fadd double %.225.4.2, %.168.5.2
  %scevgep326 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -42
  store double %.225.5.2, double* %scevgep327, align 8
  %scevgep200 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -41
  %.168.6.2 = load double, double* %scevgep201, align 8
  %.225.6.2 = fadd double %.225.5.2, %.168.6.2
  %scevgep328 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -41
  store double %.225.6.2, double* %scevgep329, align 8
  %scevgep202 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -40
  %.168.7.2 = load double, double* %scevgep203, align 8
  %.225.7.2 = fadd double %.225.6.2, %.168.7.2
  %scevgep330 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -40
  store double %.225.7.2, double* %scevgep331, align 8
  %scevgep172 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -39
  %.168.360 = load double, double* %scevgep173, align 8
  %.225.361 = fadd double %.225.7.2, %.168.360
  %scevgep300 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -39
  store double %.225.361, double* %scevgep301, align 8
  %scevgep174 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -38
  %.168.1.3 = load double, double* %scevgep175, align 8
  %.225.1.3 = fadd double %.225.361, %.168.1.3
  %scevgep302 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -38
  store double %.225.1.3, double* %scevgep303, align 8
  %scevgep176 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -37
  %.168.2.3 = load double, double* %scevgep177, align 8
  %.225.2.3 = fadd double %.225.1.3, %.168.2.3
  %scevgep304 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -37
  store double %.225.2.3, double* %scevgep305, align 8
  %scevgep178 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -36
  %.168.3.3 = load double, double* %scevgep179, align 8
  %.225.3.3 = fadd double %.225.2.3, %.168.3.3
  %scevgep306 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -36
  store double %.225.3.3, double* %scevgep307, align 8
  %scevgep180 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -35
  %.168.4.3 = load double, double* %scevgep181, align 8
  %.225.4.3 = fadd double %.225.3.3, %.168.4.3
  %scevgep308 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -35
  store double %.225.4.3, double* %scevgep309, align 8
  %scevgep182 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -34
  %.168.5.3 = load double, double* %scevgep183, align 8
  %.225.5.3 = fadd double %.225.4.3, %.168.5.3
  %scevgep310 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -34
  store double %.225.5.3, double* %scevgep311, align 8
  %scevgep184 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -33
  %.168.6.3 = load double, double* %scevgep185, align 8
  %.225.6.3 = fadd double %.225.5.3, %.168.6.3
  %scevgep312 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -33
  store double %.225.6.3, double* %scevgep313, align 8
  %scevgep186 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -32
  %.168.7.3 = load double, double* %scevgep187, align 8
  %.225.7.3 = fadd double %.225.6.3, %.168.7.3
  %scevgep314 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -32
  store double %.225.7.3, double* %scevgep315, align 8
  %scevgep156 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -31
  %.168.462 = load double, double* %scevgep157, align 8
  %.225.463 = fadd double %.225.7.3, %.168.462
  %scevgep284 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -31
  store double %.225.463, double* %scevgep285, align 8
  %scevgep158 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -30
  %.168.1.4 = load double, double* %scevgep159, align 8
  %.225.1.4 = fadd double %.225.463, %.168.1.4
  %scevgep286 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -30
  store double %.225.1.4, double* %scevgep287, align 8
  %scevgep160 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -29
  %.168.2.4 = load double, double* %scevgep161, align 8
  %.225.2.4 = fadd double %.225.1.4, %.168.2.4
  %scevgep288 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -29
  store double %.225.2.4, double* %scevgep289, align 8
  %scevgep162 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -28
  %.168.3.4 = load double, double* %scevgep163, align 8
  %.225.3.4 = fadd double %.225.2.4, %.168.3.4
  %scevgep290 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -28
  store double %.225.3.4, double* %scevgep291, align 8
  %scevgep164 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -27
  %.168.4.4 = load double, double* %scevgep165, align 8
  %.225.4.4 = fadd double %.225.3.4, %.168.4.4
  %scevgep292 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -27
  store double %.225.4.4, double* %scevgep293, align 8
  %scevgep166 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -26
  %.168.5.4 = load double, double* %scevgep167, align 8
  %.225.5.4 = fadd double %.225.4.4, %.168.5.4
  %scevgep294 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -26
  store double %.225.5.4, double* %scevgep295, align 8
  %scevgep168 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -25
  %.168.6.4 = load double, double* %scevgep169, align 8
  %.225.6.4 = fadd double %.225.5.4, %.168.6.4
  %scevgep296 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -25
  store double %.225.6.4, double* %scevgep297, align 8
  %scevgep170 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -24
  %.168.7.4 = load double, double* %scevgep171, align 8
  %.225.7.4 = fadd double %.225.6.4, %.168.7.4
  %scevgep298 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -24
  store double %.225.7.4, double* %scevgep299, align 8
  %scevgep140 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -23
  %.168.564 = load double, double* %scevgep141, align 8
  %.225.565 = fadd double %.225.7.4, %.168.564
  %scevgep268 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -23
  store double %.225.565, double* %scevgep269, align 8
  %scevgep142 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -22
  %.168.1.5 = load double, double* %scevgep143, align 8
  %.225.1.5 = fadd double %.225.565, %.168.1.5
  %scevgep270 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -22
  store double %.225.1.5, double* %scevgep271, align 8
  %scevgep144 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -21
  %.168.2.5 = load double, double* %scevgep145, align 8
  %.225.2.5 = fadd double %.225.1.5, %.168.2.5
  %scevgep272 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -21
  store double %.225.2.5, double* %scevgep273, align 8
  %scevgep146 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -20
  %.168.3.5 = load double, double* %scevgep147, align 8
  %.225.3.5 = fadd double %.225.2.5, %.168.3.5
  %scevgep274 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -20
  store double %.225.3.5, double* %scevgep275, align 8
  %scevgep148 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -19
  %.168.4.5 = load double, double* %scevgep149, align 8
  %.225.4.5 = fadd double %.225.3.5, %.168.4.5
  %scevgep276 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -19
  store double %.225.4.5, double* %scevgep277, align 8
  %scevgep150 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -18
  %.168.5.5 = load double, double* %scevgep151, align 8
  %.225.5.5 = fadd double %.225.4.5, %.168.5.5
  %scevgep278 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -18
  store double %.225.5.5, double* %scevgep279, align 8
  %scevgep152 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -17
  %.168.6.5 = load double, double* %scevgep153, align 8
  %.225.6.5 = fadd double %.225.5.5, %.168.6.5
  %scevgep280 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -17
  store double %.225.6.5, double* %scevgep281, align 8
  %scevgep154 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -16
  %.168.7.5 = load double, double* %scevgep155, align 8
  %.225.7.5 = fadd double %.225.6.5, %.168.7.5
  %scevgep282 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -16
  store double %.225.7.5, double* %scevgep283, align 8
  %scevgep124 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -15
  %.168.666 = load double, double* %scevgep125, align 8
  %.225.667 = fadd double %.225.7.5, %.168.666
  %scevgep252 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -15
  store double %.225.667, double* %scevgep253, align 8
  %scevgep126 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -14
  %.168.1.6 = load double, double* %scevgep127, align 8
  %.225.1.6 = fadd double %.225.667, %.168.1.6
  %scevgep254 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -14
  store double %.225.1.6, double* %scevgep255, align 8
  %scevgep128 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -13
  %.168.2.6 = load double, double* %scevgep129, align 8
  %.225.2.6 = fadd double %.225.1.6, %.168.2.6
  %scevgep256 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -13
  store double %.225.2.6, double* %scevgep257, align 8
  %scevgep130 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -12
  %.168.3.6 = load double, double* %scevgep131, align 8
  %.225.3.6 = fadd double %.225.2.6, %.168.3.6
  %scevgep258 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -12
  store double %.225.3.6, double* %scevgep259, align 8
  %scevgep132 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -11
  %.168.4.6 = load double, double* %scevgep133, align 8
  %.225.4.6 = fadd double %.225.3.6, %.168.4.6
  %scevgep260 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -11
  store double %.225.4.6, double* %scevgep261, align 8
  %scevgep134 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -10
  %.168.5.6 = load double, double* %scevgep135, align 8
  %.225.5.6 = fadd double %.225.4.6, %.168.5.6
  %scevgep262 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -10
  store double %.225.5.6, double* %scevgep263, align 8
  %scevgep136 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -9
  %.168.6.6 = load double, double* %scevgep137, align 8
  %.225.6.6 = fadd double %.225.5.6, %.168.6.6
  %scevgep264 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -9
  store double %.225.6.6, double* %scevgep265, align 8
  %scevgep138 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -8
  %.168.7.6 = load double, double* %scevgep139, align 8
  %.225.7.6 = fadd double %.225.6.6, %.168.7.6
  %scevgep266 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -8
  store double %.225.7.6, double* %scevgep267, align 8
  %scevgep220 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -7
  %.168.768 = load double, double* %scevgep221, align 8
  %.225.769 = fadd double %.225.7.6, %.168.768
  %scevgep348 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -7
  store double %.225.769, double* %scevgep349, align 8
  %scevgep222 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -6
  %.168.1.7 = load double, double* %scevgep223, align 8
  %.225.1.7 = fadd double %.225.769, %.168.1.7
  %scevgep350 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -6
  store double %.225.1.7, double* %scevgep351, align 8
  %scevgep224 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -5
  %.168.2.7 = load double, double* %scevgep225, align 8
  %.225.2.7 = fadd double %.225.1.7, %.168.2.7
  %scevgep352 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -5
  store double %.225.2.7, double* %scevgep353, align 8
  %scevgep226 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -4
  %.168.3.7 = load double, double* %scevgep227, align 8
  %.225.3.7 = fadd double %.225.2.7, %.168.3.7
  %scevgep354 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep355 = getelementptr double, double* %scevgep354, i64 -4
  store double %.225.3.7, double* %scevgep355, align 8
  %scevgep228 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -3
  %.168.4.7 = load double, double* %scevgep229, align 8
  %.225.4.7 = fadd double %.225.3.7, %.168.4.7
  %scevgep356 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep357 = getelementptr double, double* %scevgep356, i64 -3
  store double %.225.4.7, double* %scevgep357, align 8
  %scevgep230 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -2
  %.168.5.7 = load double, double* %scevgep231, align 8
  %.225.5.7 = fadd double %.225.4.7, %.168.5.7
  %scevgep358 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep359 = getelementptr double, double* %scevgep358, i64 -2
  store double %.225.5.7, double* %scevgep359, align 8
  %scevgep232 = getelementptr double, double* %scevgep123, i64 %.74.035
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -1
  %.168.6.7 = load double, double* %scevgep233, align 8
  %.225.6.7 = fadd double %.225.5.7, %.168.6.7
  %scevgep360 = getelementptr double, double* %scevgep251, i64 %.74.035
  %scevgep361 = getelementptr double, double* %scevgep360, i64 -1
  store double %.225.6.7, double* %scevgep361, align 8
  %.171.7.7 = add i64 %.74.035, 64
  %scevgep234 = getelementptr double, double* %scevgep123, i64 %.74.035
  %.168.7.7 = load double, double* %scevgep234, align 8
  %.225.7.7 = fadd double %.225.6.7, %.168.7.7
  %scevgep362 = getelementptr double, double* %scevgep251, i64 %.74.035
  store double %.225.7.7, double* %scevgep362, align 8
  %lsr.iv.next380 = add i64 %lsr.iv379, -8
  %niter.ncmp.770 = icmp eq i64 %lsr.iv.next380, 0
  br i1 %niter.ncmp.770, label %B134.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B104, !prof !0

common.ret:                                       ; preds = %B0.if, %B134
  %common.ret.op = phi i32 [ 0, %B134 ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B134.loopexit.unr-lcssa.loopexit.unr-lcssa:       ; preds = %B104, %B104.preheader.new
  %.225.7.lcssa.ph = phi double [ undef, %B104.preheader.new ], [ %.225.7.7, %B104 ]
  %c.2.036.unr52 = phi double [ 0.000000e+00, %B104.preheader.new ], [ %.225.7.7, %B104 ]
  %.74.035.unr53 = phi i64 [ 0, %B104.preheader.new ], [ %.171.7.7, %B104 ]
  %lcmp.mod.not71 = icmp eq i64 %xtraiter46, 0
  br i1 %lcmp.mod.not71, label %B134.loopexit.unr-lcssa, label %B104.epil47.preheader

B104.epil47.preheader:                            ; preds = %B134.loopexit.unr-lcssa.loopexit.unr-lcssa
  %7 = add nuw nsw i64 %.74.035.unr53, 7
  %scevgep74 = getelementptr double, double* %.6.i1.i, i64 %7
  %scevgep98 = getelementptr double, double* %arg.a.4, i64 %7
  %8 = shl nuw nsw i64 %xtraiter46, 6
  br label %B104.epil47

B104.epil47:                                      ; preds = %B104.epil47.preheader, %B104.epil47
  %lsr.iv = phi i64 [ 0, %B104.epil47.preheader ], [ %lsr.iv.next, %B104.epil47 ]
  %c.2.036.epil48 = phi double [ %.225.7.epil, %B104.epil47 ], [ %c.2.036.unr52, %B104.epil47.preheader ]
  %9 = bitcast double* %scevgep98 to i8*
  %10 = bitcast double* %scevgep74 to i8*
  %uglygep120 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep120121 = bitcast i8* %uglygep120 to double*
  %scevgep122 = getelementptr double, double* %uglygep120121, i64 -7
  %.168.epil49 = load double, double* %scevgep122, align 8
  %.225.epil50 = fadd double %c.2.036.epil48, %.168.epil49
  %uglygep95 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep9596 = bitcast i8* %uglygep95 to double*
  %scevgep97 = getelementptr double, double* %uglygep9596, i64 -7
  store double %.225.epil50, double* %scevgep97, align 8
  %uglygep117 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep117118 = bitcast i8* %uglygep117 to double*
  %scevgep119 = getelementptr double, double* %uglygep117118, i64 -6
  %.168.1.epil = load double, double* %scevgep119, align 8
  %.225.1.epil = fadd double %.225.epil50, %.168.1.epil
  %uglygep92 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep9293 = bitcast i8* %uglygep92 to double*
  %scevgep94 = getelementptr double, double* %uglygep9293, i64 -6
  store double %.225.1.epil, double* %scevgep94, align 8
  %uglygep114 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep114115 = bitcast i8* %uglygep114 to double*
  %scevgep116 = getelementptr double, double* %uglygep114115, i64 -5
  %.168.2.epil = load double, double* %scevgep116, align 8
  %.225.2.epil = fadd double %.225.1.epil, %.168.2.epil
  %uglygep89 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep8990 = bitcast i8* %uglygep89 to double*
  %scevgep91 = getelementptr double, double* %uglygep8990, i64 -5
  store double %.225.2.epil, double* %scevgep91, align 8
  %uglygep111 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep111112 = bitcast i8* %uglygep111 to double*
  %scevgep113 = getelementptr double, double* %uglygep111112, i64 -4
  %.168.3.epil = load double, double* %scevgep113, align 8
  %.225.3.epil = fadd double %.225.2.epil, %.168.3.epil
  %uglygep86 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep8687 = bitcast i8* %uglygep86 to double*
  %scevgep88 = getelementptr double, double* %uglygep8687, i64 -4
  store double %.225.3.epil, double* %scevgep88, align 8
  %uglygep108 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep108109 = bitcast i8* %uglygep108 to double*
  %scevgep110 = getelementptr double, double* %uglygep108109, i64 -3
  %.168.4.epil = load double, double* %scevgep110, align 8
  %.225.4.epil = fadd double %.225.3.epil, %.168.4.epil
  %uglygep83 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep8384 = bitcast i8* %uglygep83 to double*
  %scevgep85 = getelementptr double, double* %uglygep8384, i64 -3
  store double %.225.4.epil, double* %scevgep85, align 8
  %uglygep105 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep105106 = bitcast i8* %uglygep105 to double*
  %scevgep107 = getelementptr double, double* %uglygep105106, i64 -2
  %.168.5.epil = load double, double* %scevgep107, align 8
  %.225.5.epil = fadd double %.225.4.epil, %.168.5.epil
  %uglygep80 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep8081 = bitcast i8* %uglygep80 to double*
  %scevgep82 = getelementptr double, double* %uglygep8081, i64 -2
  store double %.225.5.epil, double* %scevgep82, align 8
  %uglygep102 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep102103 = bitcast i8* %uglygep102 to double*
  %scevgep104 = getelementptr double, double* %uglygep102103, i64 -1
  %.168.6.epil = load double, double* %scevgep104, align 8
  %.225.6.epil = fadd double %.225.5.epil, %.168.6.epil
  %uglygep77 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep7778 = bitcast i8* %uglygep77 to double*
  %scevgep79 = getelementptr double, double* %uglygep7778, i64 -1
  store double %.225.6.epil, double* %scevgep79, align 8
  %uglygep100 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep100101 = bitcast i8* %uglygep100 to double*
  %.168.7.epil = load double, double* %uglygep100101, align 8
  %.225.7.epil = fadd double %.225.6.epil, %.168.7.epil
  %uglygep = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep76 = bitcast i8* %uglygep to double*
  store double %.225.7.epil, double* %uglygep76, align 8
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter51.cmp.not = icmp eq i64 %8, %lsr.iv.next
  br i1 %epil.iter51.cmp.not, label %B134.loopexit.unr-lcssa, label %B104.epil47, !prof !14, !llvm.loop !28

B134.loopexit.unr-lcssa:                          ; preds = %B104.epil47, %B134.loopexit.unr-lcssa.loopexit.unr-lcssa, %B104.preheader
  %c.2.036.unr = phi double [ 0.000000e+00, %B104.preheader ], [ %.225.7.lcssa.ph, %B134.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.225.7.epil, %B104.epil47 ]
  %.74.035.unr = phi i64 [ 0, %B104.preheader ], [ %unroll_iter, %B134.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %B104.epil47 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B134, label %B104.epil.preheader

B104.epil.preheader:                              ; preds = %B134.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %.6.i1.i, i64 %.74.035.unr
  %scevgep38 = getelementptr double, double* %arg.a.4, i64 %.74.035.unr
  br label %B104.epil

B104.epil:                                        ; preds = %B104.epil, %B104.epil.preheader
  %c.2.036.epil = phi double [ %.225.epil, %B104.epil ], [ %c.2.036.unr, %B104.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B104.epil ], [ 0, %B104.epil.preheader ]
  %scevgep73 = getelementptr double, double* %scevgep38, i64 %epil.iter
  %.168.epil = load double, double* %scevgep73, align 8
  %.225.epil = fadd double %c.2.036.epil, %.168.epil
  %scevgep72 = getelementptr double, double* %scevgep, i64 %epil.iter
  store double %.225.epil, double* %scevgep72, align 8
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B134, label %B104.epil, !prof !14, !llvm.loop !29

B134:                                             ; preds = %B104.epil, %B134.loopexit.unr-lcssa, %_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit
  %retptr.repack117381 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack117381, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.a.2, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i1.i, double** %retptr.repack7, align 8
  %11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.2, i64* %11, align 8
  %12 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %12, align 8
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret

B0.if:                                            ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %entry
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139788191441664, %B0.endif.endif.endif.i ], [ @.const.picklebuf.139788192549440, %B0.endif.endif.i ], [ @.const.picklebuf.139788187057856, %entry ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!14 = !{!"branch_weights", i32 1, i32 7}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !20, !21, !23, !24, !26}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!27 = !{!24, !26}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
