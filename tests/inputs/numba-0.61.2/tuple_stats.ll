; ModuleID = 'tuple_stats'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139772866562688 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139772866562688.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139772866562688 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139772866562688, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139772866562688.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.tuple_stats = internal constant [12 x i8] c"tuple_stats\00"
@_ZN08NumbaEnv7kernels11tuple_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11tuple_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11tuple_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f1f68555050>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f1f68555050>\00"
@.const.pickledata.139772864863488 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139772864863488.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139772864863488 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139772864863488, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139772864863488.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv7kernels6_statsB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_TypeError = external global i8
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1f67f59750B3v44B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@.const.pickledata.139772874610176 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139772874610176.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139772874610176 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139772874610176, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139772874610176.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1f68556410B3v45B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139772874610176.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139772874610176.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139772874610176.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139772874610176.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139772874610176.sha1.17, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN7kernels11tuple_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.17 = alloca [2 x double], align 8
  %.fca.0.gep2930 = bitcast [2 x double]* %.17 to double*
  %.fca.1.gep30 = getelementptr inbounds [2 x double], [2 x double]* %.17, i64 0, i64 1
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.226 = alloca [2 x double], align 8
  %excinfo.5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %0 = bitcast [2 x double]* %.17 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.23 = call i32 @_ZN7kernels6_statsB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* nonnull %.17, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.33.fca.0.load = load double, double* %.fca.0.gep2930, align 8
  %.33.fca.1.load = load double, double* %.fca.1.gep30, align 8
  switch i32 %.23, label %B0.if [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

B0.if:                                            ; preds = %entry
  %.31 = icmp sgt i32 %.23, 0
  %.24 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.32 = select i1 %.31, { i8*, i32, i8*, i8*, i32 }* %.24, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.32, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %entry, %entry
  %.113 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.115 = extractvalue { i64, i1 } %.113, 1
  br i1 %.115, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.if, %B0.endif.endif.endif.endif.if, %B0.if, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.23, %B0.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ %.232, %for.end.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772866562688, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.114 = extractvalue { i64, i1 } %.113, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.114, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772874610176.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to double**
  %.6.i5 = load double*, double** %1, align 8
  %.1822 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.1822, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %2 = add i64 %arg.x.5.0, -1
  %xtraiter = and i64 %arg.x.5.0, 7
  %3 = icmp ult i64 %2, 7
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index4 = phi i64 [ 0, %for.body.preheader.new ], [ %28, %for.body ]
  %.178.03 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select13.7, %for.body ]
  %4 = icmp eq i64 %arg.x.5.0, 1
  %spec.select13 = select i1 %4, i64 %.178.03, i64 %loop.index4
  %.191 = getelementptr double, double* %arg.x.4, i64 %spec.select13
  %.192 = load double, double* %.191, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.192)
  %sunkaddr = mul i64 %loop.index4, 8
  %5 = bitcast double* %.6.i5 to i8*
  %sunkaddr32 = getelementptr i8, i8* %5, i64 %sunkaddr
  %6 = bitcast i8* %sunkaddr32 to double*
  store double %.12.i, double* %6, align 8
  %7 = add i64 %loop.index4, 1
  %spec.select13.1 = select i1 %4, i64 %.178.03, i64 %7
  %.191.1 = getelementptr double, double* %arg.x.4, i64 %spec.select13.1
  %.192.1 = load double, double* %.191.1, align 8
  %.12.i.1 = tail call double @llvm.sin.f64(double %.192.1)
  %sunkaddr33 = mul i64 %loop.index4, 8
  %8 = bitcast double* %.6.i5 to i8*
  %sunkaddr34 = getelementptr i8, i8* %8, i64 %sunkaddr33
  %sunkaddr35 = getelementptr i8, i8* %sunkaddr34, i64 8
  %9 = bitcast i8* %sunkaddr35 to double*
  store double %.12.i.1, double* %9, align 8
  %10 = add i64 %7, 1
  %spec.select13.2 = select i1 %4, i64 %.178.03, i64 %10
  %.191.2 = getelementptr double, double* %arg.x.4, i64 %spec.select13.2
  %.192.2 = load double, double* %.191.2, align 8
  %.12.i.2 = tail call double @llvm.sin.f64(double %.192.2)
  %sunkaddr36 = mul i64 %loop.index4, 8
  %11 = bitcast double* %.6.i5 to i8*
  %sunkaddr37 = getelementptr i8, i8* %11, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, i8* %sunkaddr37, i64 16
  %12 = bitcast i8* %sunkaddr38 to double*
  store double %.12.i.2, double* %12, align 8
  %13 = add i64 %10, 1
  %spec.select13.3 = select i1 %4, i64 %.178.03, i64 %13
  %.191.3 = getelementptr double, double* %arg.x.4, i64 %spec.select13.3
  %.192.3 = load double, double* %.191.3, align 8
  %.12.i.3 = tail call double @llvm.sin.f64(double %.192.3)
  %sunkaddr39 = mul i64 %loop.index4, 8
  %14 = bitcast double* %.6.i5 to i8*
  %sunkaddr40 = getelementptr i8, i8* %14, i64 %sunkaddr39
  %sunkaddr41 = getelementptr i8, i8* %sunkaddr40, i64 24
  %15 = bitcast i8* %sunkaddr41 to double*
  store double %.12.i.3, double* %15, align 8
  %16 = add i64 %13, 1
  %spec.select13.4 = select i1 %4, i64 %.178.03, i64 %16
  %.191.4 = getelementptr double, double* %arg.x.4, i64 %spec.select13.4
  %.192.4 = load double, double* %.191.4, align 8
  %.12.i.4 = tail call double @llvm.sin.f64(double %.192.4)
  %sunkaddr42 = mul i64 %loop.index4, 8
  %17 = bitcast double* %.6.i5 to i8*
  %sunkaddr43 = getelementptr i8, i8* %17, i64 %sunkaddr42
  %sunkaddr44 = getelementptr i8, i8* %sunkaddr43, i64 32
  %18 = bitcast i8* %sunkaddr44 to double*
  store double %.12.i.4, double* %18, align 8
  %19 = add i64 %16, 1
  %spec.select13.5 = select i1 %4, i64 %.178.03, i64 %19
  %.191.5 = getelementptr double, double* %arg.x.4, i64 %spec.select13.5
  %.192.5 = load double, double* %.191.5, align 8
  %.12.i.5 = tail call double @llvm.sin.f64(double %.192.5)
  %sunkaddr45 = mul i64 %loop.index4, 8
  %20 = bitcast double* %.6.i5 to i8*
  %sunkaddr46 = getelementptr i8, i8* %20, i64 %sunkaddr45
  %sunkaddr47 = getelementptr i8, i8* %sunkaddr46, i64 40
  %21 = bitcast i8* %sunkaddr47 to double*
  store double %.12.i.5, double* %21, align 8
  %22 = add i64 %19, 1
  %spec.select13.6 = select i1 %4, i64 %.178.03, i64 %22
  %.191.6 = getelementptr double, double* %arg.x.4, i64 %spec.select13.6
  %.192.6 = load double, double* %.191.6, align 8
  %.12.i.6 = tail call double @llvm.sin.f64(double %.192.6)
  %sunkaddr48 = mul i64 %loop.index4, 8
  %23 = bitcast double* %.6.i5 to i8*
  %sunkaddr49 = getelementptr i8, i8* %23, i64 %sunkaddr48
  %sunkaddr50 = getelementptr i8, i8* %sunkaddr49, i64 48
  %24 = bitcast i8* %sunkaddr50 to double*
  store double %.12.i.6, double* %24, align 8
  %25 = add i64 %22, 1
  %spec.select13.7 = select i1 %4, i64 %.178.03, i64 %25
  %.191.7 = getelementptr double, double* %arg.x.4, i64 %spec.select13.7
  %.192.7 = load double, double* %.191.7, align 8
  %.12.i.7 = tail call double @llvm.sin.f64(double %.192.7)
  %sunkaddr51 = mul i64 %loop.index4, 8
  %26 = bitcast double* %.6.i5 to i8*
  %sunkaddr52 = getelementptr i8, i8* %26, i64 %sunkaddr51
  %sunkaddr53 = getelementptr i8, i8* %sunkaddr52, i64 56
  %27 = bitcast i8* %sunkaddr53 to double*
  store double %.12.i.7, double* %27, align 8
  %.221.7 = add nuw i64 %loop.index4, 8
  %28 = add i64 %25, 1
  %niter.ncmp.7 = icmp eq i64 %28, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index4.unr = phi i64 [ 0, %for.body.preheader ], [ %.221.7, %for.body ]
  %.178.03.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select13.7, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv = phi i64 [ %xtraiter, %for.body.epil.preheader ], [ %lsr.iv.next, %for.body.epil ]
  %loop.index4.epil = phi i64 [ %.221.epil, %for.body.epil ], [ %loop.index4.unr, %for.body.epil.preheader ]
  %.178.03.epil = phi i64 [ %spec.select13.epil, %for.body.epil ], [ %.178.03.unr, %for.body.epil.preheader ]
  %29 = icmp eq i64 %arg.x.5.0, 1
  %spec.select13.epil = select i1 %29, i64 %.178.03.epil, i64 %loop.index4.epil
  %.191.epil = getelementptr double, double* %arg.x.4, i64 %spec.select13.epil
  %.192.epil = load double, double* %.191.epil, align 8
  %.12.i.epil = tail call double @llvm.sin.f64(double %.192.epil)
  %scevgep = getelementptr double, double* %.6.i5, i64 %loop.index4.epil
  store double %.12.i.epil, double* %scevgep, align 8
  %.221.epil = add nuw nsw i64 %loop.index4.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  %30 = bitcast [2 x double]* %.226 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %30, i8 0, i64 16, i1 false)
  %.232 = call i32 @_ZN7kernels6_statsB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* nonnull %.226, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.5, i8* nonnull %.7.i.i, i8* null, i64 %arg.x.5.0, i64 8, double* %.6.i5, i64 %arg.x.5.0, i64 8)
  switch i32 %.232, label %for.end.if [
    i32 -2, label %for.end.endif
    i32 0, label %for.end.endif
  ]

for.end.if:                                       ; preds = %for.end
  %.240 = icmp sgt i32 %.232, 0
  %.233 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.241 = select i1 %.240, { i8*, i32, i8*, i8*, i32 }* %.233, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.241, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif:                                    ; preds = %for.end, %for.end
  %31 = bitcast [2 x double]* %.226 to double*
  %32 = bitcast [2 x double]* %.226 to i8*
  %sunkaddr54 = getelementptr inbounds i8, i8* %32, i64 8
  %33 = bitcast i8* %sunkaddr54 to double*
  %.242.fca.1.load = load double, double* %33, align 8
  %.242.fca.0.load = load double, double* %31, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.263 = fmul double %.33.fca.0.load, %.33.fca.1.load
  %.264 = fadd double %.263, %.242.fca.0.load
  %.265 = fsub double %.264, %.242.fca.1.load
  store double %.265, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels11tuple_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.tuple_stats, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels11tuple_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11tuple_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels11tuple_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #2
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

define double @cfunc._ZN7kernels11tuple_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
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
  %.9 = call i32 @_ZN7kernels11tuple_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #2
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f1f68555050>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN7kernels6_statsB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.v.0, i8* nocapture readnone %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, double* nocapture readonly %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.v.0)
  %.68.i = icmp eq i64 %arg.v.2, 0
  br i1 %.68.i, label %B128.i, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %entry
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.v.2, i64 1)
  %0 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const963 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const963
  %2 = add nsw i64 %unroll_iter.i, -8
  %3 = lshr exact i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter84 = and i64 %4, 7
  %5 = icmp ult i64 %2, 56
  br i1 %5, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter88 = and i64 %4, %const
  %6 = shl i64 %unroll_iter88, 3
  %7 = add nsw i64 %unroll_iter88, -8
  %8 = lshr exact i64 %7, 3
  %9 = add nuw nsw i64 %8, 1
  %10 = icmp eq i64 %7, 0
  br i1 %10, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new.new

B50.endif.preheader.new.i.new.new:                ; preds = %B50.endif.preheader.new.i.new
  %const_mat = add i64 %const, 6
  %unroll_iter292 = and i64 %9, %const_mat
  %scevgep702 = getelementptr double, double* %arg.v.4, i64 127
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %.239.7.i.7.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7.1, %B50.endif.i ]
  %c.2.06.i.unr288 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7.1, %B50.endif.i ]
  %.70.05.i.unr289 = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7.1, %B50.endif.i ]
  %11 = and i64 %9, 1
  %lcmp.mod290.not = icmp eq i64 %11, 0
  br i1 %lcmp.mod290.not, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i.epil269

B50.endif.i.epil269:                              ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa
  %scevgep418.epil = getelementptr double, double* %arg.v.4, i64 %.70.05.i.unr289
  %.236.i.epil271 = load double, double* %scevgep418.epil, align 8, !noalias !11
  %.239.i.epil272 = fadd double %c.2.06.i.unr288, %.236.i.epil271
  %sunkaddr = mul i64 %.70.05.i.unr289, 8
  %12 = bitcast double* %arg.v.4 to i8*
  %sunkaddr965 = getelementptr i8, i8* %12, i64 %sunkaddr
  %sunkaddr966 = getelementptr i8, i8* %sunkaddr965, i64 8
  %13 = bitcast i8* %sunkaddr966 to double*
  %.236.1.i.epil273 = load double, double* %13, align 8, !noalias !11
  %.239.1.i.epil274 = fadd double %.239.i.epil272, %.236.1.i.epil273
  %sunkaddr967 = mul i64 %.70.05.i.unr289, 8
  %14 = bitcast double* %arg.v.4 to i8*
  %sunkaddr968 = getelementptr i8, i8* %14, i64 %sunkaddr967
  %sunkaddr969 = getelementptr i8, i8* %sunkaddr968, i64 16
  %15 = bitcast i8* %sunkaddr969 to double*
  %.236.2.i.epil275 = load double, double* %15, align 8, !noalias !11
  %.239.2.i.epil276 = fadd double %.239.1.i.epil274, %.236.2.i.epil275
  %sunkaddr970 = mul i64 %.70.05.i.unr289, 8
  %16 = bitcast double* %arg.v.4 to i8*
  %sunkaddr971 = getelementptr i8, i8* %16, i64 %sunkaddr970
  %sunkaddr972 = getelementptr i8, i8* %sunkaddr971, i64 24
  %17 = bitcast i8* %sunkaddr972 to double*
  %.236.3.i.epil277 = load double, double* %17, align 8, !noalias !11
  %.239.3.i.epil278 = fadd double %.239.2.i.epil276, %.236.3.i.epil277
  %sunkaddr973 = mul i64 %.70.05.i.unr289, 8
  %18 = bitcast double* %arg.v.4 to i8*
  %sunkaddr974 = getelementptr i8, i8* %18, i64 %sunkaddr973
  %sunkaddr975 = getelementptr i8, i8* %sunkaddr974, i64 32
  %19 = bitcast i8* %sunkaddr975 to double*
  %.236.4.i.epil279 = load double, double* %19, align 8, !noalias !11
  %.239.4.i.epil280 = fadd double %.239.3.i.epil278, %.236.4.i.epil279
  %sunkaddr976 = mul i64 %.70.05.i.unr289, 8
  %20 = bitcast double* %arg.v.4 to i8*
  %sunkaddr977 = getelementptr i8, i8* %20, i64 %sunkaddr976
  %sunkaddr978 = getelementptr i8, i8* %sunkaddr977, i64 40
  %21 = bitcast i8* %sunkaddr978 to double*
  %.236.5.i.epil281 = load double, double* %21, align 8, !noalias !11
  %.239.5.i.epil282 = fadd double %.239.4.i.epil280, %.236.5.i.epil281
  %sunkaddr979 = mul i64 %.70.05.i.unr289, 8
  %22 = bitcast double* %arg.v.4 to i8*
  %sunkaddr980 = getelementptr i8, i8* %22, i64 %sunkaddr979
  %sunkaddr981 = getelementptr i8, i8* %sunkaddr980, i64 48
  %23 = bitcast i8* %sunkaddr981 to double*
  %.236.6.i.epil283 = load double, double* %23, align 8, !noalias !11
  %.239.6.i.epil284 = fadd double %.239.5.i.epil282, %.236.6.i.epil283
  %sunkaddr982 = mul i64 %.70.05.i.unr289, 8
  %24 = bitcast double* %arg.v.4 to i8*
  %sunkaddr983 = getelementptr i8, i8* %24, i64 %sunkaddr982
  %sunkaddr984 = getelementptr i8, i8* %sunkaddr983, i64 56
  %25 = bitcast i8* %sunkaddr984 to double*
  %.236.7.i.epil285 = load double, double* %25, align 8, !noalias !11
  %.239.7.i.epil286 = fadd double %.239.6.i.epil284, %.236.7.i.epil285
  %sunkaddr985 = mul i64 %.70.05.i.unr289, 8
  %26 = bitcast double* %arg.v.4 to i8*
  %sunkaddr986 = getelementptr i8, i8* %26, i64 %sunkaddr985
  %sunkaddr987 = getelementptr i8, i8* %sunkaddr986, i64 64
  %27 = bitcast i8* %sunkaddr987 to double*
  %.236.i.1.epil = load double, double* %27, align 8, !noalias !11
  %.239.i.1.epil = fadd double %.239.7.i.epil286, %.236.i.1.epil
  %sunkaddr988 = mul i64 %.70.05.i.unr289, 8
  %28 = bitcast double* %arg.v.4 to i8*
  %sunkaddr989 = getelementptr i8, i8* %28, i64 %sunkaddr988
  %sunkaddr990 = getelementptr i8, i8* %sunkaddr989, i64 72
  %29 = bitcast i8* %sunkaddr990 to double*
  %.236.1.i.1.epil = load double, double* %29, align 8, !noalias !11
  %.239.1.i.1.epil = fadd double %.239.i.1.epil, %.236.1.i.1.epil
  %sunkaddr991 = mul i64 %.70.05.i.unr289, 8
  %30 = bitcast double* %arg.v.4 to i8*
  %sunkaddr992 = getelementptr i8, i8* %30, i64 %sunkaddr991
  %sunkaddr993 = getelementptr i8, i8* %sunkaddr992, i64 80
  %31 = bitcast i8* %sunkaddr993 to double*
  %.236.2.i.1.epil = load double, double* %31, align 8, !noalias !11
  %.239.2.i.1.epil = fadd double %.239.1.i.1.epil, %.236.2.i.1.epil
  %sunkaddr994 = mul i64 %.70.05.i.unr289, 8
  %32 = bitcast double* %arg.v.4 to i8*
  %sunkaddr995 = getelementptr i8, i8* %32, i64 %sunkaddr994
  %sunkaddr996 = getelementptr i8, i8* %sunkaddr995, i64 88
  %33 = bitcast i8* %sunkaddr996 to double*
  %.236.3.i.1.epil = load double, double* %33, align 8, !noalias !11
  %.239.3.i.1.epil = fadd double %.239.2.i.1.epil, %.236.3.i.1.epil
  %sunkaddr997 = mul i64 %.70.05.i.unr289, 8
  %34 = bitcast double* %arg.v.4 to i8*
  %sunkaddr998 = getelementptr i8, i8* %34, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, i8* %sunkaddr998, i64 96
  %35 = bitcast i8* %sunkaddr999 to double*
  %.236.4.i.1.epil = load double, double* %35, align 8, !noalias !11
  %.239.4.i.1.epil = fadd double %.239.3.i.1.epil, %.236.4.i.1.epil
  %sunkaddr1000 = mul i64 %.70.05.i.unr289, 8
  %36 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1001 = getelementptr i8, i8* %36, i64 %sunkaddr1000
  %sunkaddr1002 = getelementptr i8, i8* %sunkaddr1001, i64 104
  %37 = bitcast i8* %sunkaddr1002 to double*
  %.236.5.i.1.epil = load double, double* %37, align 8, !noalias !11
  %.239.5.i.1.epil = fadd double %.239.4.i.1.epil, %.236.5.i.1.epil
  %sunkaddr1003 = mul i64 %.70.05.i.unr289, 8
  %38 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1004 = getelementptr i8, i8* %38, i64 %sunkaddr1003
  %sunkaddr1005 = getelementptr i8, i8* %sunkaddr1004, i64 112
  %39 = bitcast i8* %sunkaddr1005 to double*
  %.236.6.i.1.epil = load double, double* %39, align 8, !noalias !11
  %.239.6.i.1.epil = fadd double %.239.5.i.1.epil, %.236.6.i.1.epil
  %sunkaddr1006 = mul i64 %.70.05.i.unr289, 8
  %40 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1007 = getelementptr i8, i8* %40, i64 %sunkaddr1006
  %sunkaddr1008 = getelementptr i8, i8* %sunkaddr1007, i64 120
  %41 = bitcast i8* %sunkaddr1008 to double*
  %.236.7.i.1.epil = load double, double* %41, align 8, !noalias !11
  %.239.7.i.1.epil = fadd double %.239.6.i.1.epil, %.236.7.i.1.epil
  %sunkaddr1009 = mul i64 %.70.05.i.unr289, 8
  %42 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1010 = getelementptr i8, i8* %42, i64 %sunkaddr1009
  %sunkaddr1011 = getelementptr i8, i8* %sunkaddr1010, i64 128
  %43 = bitcast i8* %sunkaddr1011 to double*
  %.236.i.2.epil = load double, double* %43, align 8, !noalias !11
  %.239.i.2.epil = fadd double %.239.7.i.1.epil, %.236.i.2.epil
  %sunkaddr1012 = mul i64 %.70.05.i.unr289, 8
  %44 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1013 = getelementptr i8, i8* %44, i64 %sunkaddr1012
  %sunkaddr1014 = getelementptr i8, i8* %sunkaddr1013, i64 136
  %45 = bitcast i8* %sunkaddr1014 to double*
  %.236.1.i.2.epil = load double, double* %45, align 8, !noalias !11
  %.239.1.i.2.epil = fadd double %.239.i.2.epil, %.236.1.i.2.epil
  %sunkaddr1015 = mul i64 %.70.05.i.unr289, 8
  %46 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1016 = getelementptr i8, i8* %46, i64 %sunkaddr1015
  %sunkaddr1017 = getelementptr i8, i8* %sunkaddr1016, i64 144
  %47 = bitcast i8* %sunkaddr1017 to double*
  %.236.2.i.2.epil = load double, double* %47, align 8, !noalias !11
  %.239.2.i.2.epil = fadd double %.239.1.i.2.epil, %.236.2.i.2.epil
  %sunkaddr1018 = mul i64 %.70.05.i.unr289, 8
  %48 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1019 = getelementptr i8, i8* %48, i64 %sunkaddr1018
  %sunkaddr1020 = getelementptr i8, i8* %sunkaddr1019, i64 152
  %49 = bitcast i8* %sunkaddr1020 to double*
  %.236.3.i.2.epil = load double, double* %49, align 8, !noalias !11
  %.239.3.i.2.epil = fadd double %.239.2.i.2.epil, %.236.3.i.2.epil
  %sunkaddr1021 = mul i64 %.70.05.i.unr289, 8
  %50 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1022 = getelementptr i8, i8* %50, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, i8* %sunkaddr1022, i64 160
  %51 = bitcast i8* %sunkaddr1023 to double*
  %.236.4.i.2.epil = load double, double* %51, align 8, !noalias !11
  %.239.4.i.2.epil = fadd double %.239.3.i.2.epil, %.236.4.i.2.epil
  %sunkaddr1024 = mul i64 %.70.05.i.unr289, 8
  %52 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1025 = getelementptr i8, i8* %52, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, i8* %sunkaddr1025, i64 168
  %53 = bitcast i8* %sunkaddr1026 to double*
  %.236.5.i.2.epil = load double, double* %53, align 8, !noalias !11
  %.239.5.i.2.epil = fadd double %.239.4.i.2.epil, %.236.5.i.2.epil
  %sunkaddr1027 = mul i64 %.70.05.i.unr289, 8
  %54 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1028 = getelementptr i8, i8* %54, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, i8* %sunkaddr1028, i64 176
  %55 = bitcast i8* %sunkaddr1029 to double*
  %.236.6.i.2.epil = load double, double* %55, align 8, !noalias !11
  %.239.6.i.2.epil = fadd double %.239.5.i.2.epil, %.236.6.i.2.epil
  %sunkaddr1030 = mul i64 %.70.05.i.unr289, 8
  %56 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1031 = getelementptr i8, i8* %56, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, i8* %sunkaddr1031, i64 184
  %57 = bitcast i8* %sunkaddr1032 to double*
  %.236.7.i.2.epil = load double, double* %57, align 8, !noalias !11
  %.239.7.i.2.epil = fadd double %.239.6.i.2.epil, %.236.7.i.2.epil
  %sunkaddr1033 = mul i64 %.70.05.i.unr289, 8
  %58 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1034 = getelementptr i8, i8* %58, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, i8* %sunkaddr1034, i64 192
  %59 = bitcast i8* %sunkaddr1035 to double*
  %.236.i.3.epil = load double, double* %59, align 8, !noalias !11
  %.239.i.3.epil = fadd double %.239.7.i.2.epil, %.236.i.3.epil
  %sunkaddr1036 = mul i64 %.70.05.i.unr289, 8
  %60 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1037 = getelementptr i8, i8* %60, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, i8* %sunkaddr1037, i64 200
  %61 = bitcast i8* %sunkaddr1038 to double*
  %.236.1.i.3.epil = load double, double* %61, align 8, !noalias !11
  %.239.1.i.3.epil = fadd double %.239.i.3.epil, %.236.1.i.3.epil
  %sunkaddr1039 = mul i64 %.70.05.i.unr289, 8
  %62 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1040 = getelementptr i8, i8* %62, i64 %sunkaddr1039
  %sunkaddr1041 = getelementptr i8, i8* %sunkaddr1040, i64 208
  %63 = bitcast i8* %sunkaddr1041 to double*
  %.236.2.i.3.epil = load double, double* %63, align 8, !noalias !11
  %.239.2.i.3.epil = fadd double %.239.1.i.3.epil, %.236.2.i.3.epil
  %sunkaddr1042 = mul i64 %.70.05.i.unr289, 8
  %64 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1043 = getelementptr i8, i8* %64, i64 %sunkaddr1042
  %sunkaddr1044 = getelementptr i8, i8* %sunkaddr1043, i64 216
  %65 = bitcast i8* %sunkaddr1044 to double*
  %.236.3.i.3.epil = load double, double* %65, align 8, !noalias !11
  %.239.3.i.3.epil = fadd double %.239.2.i.3.epil, %.236.3.i.3.epil
  %sunkaddr1045 = mul i64 %.70.05.i.unr289, 8
  %66 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1046 = getelementptr i8, i8* %66, i64 %sunkaddr1045
  %sunkaddr1047 = getelementptr i8, i8* %sunkaddr1046, i64 224
  %67 = bitcast i8* %sunkaddr1047 to double*
  %.236.4.i.3.epil = load double, double* %67, align 8, !noalias !11
  %.239.4.i.3.epil = fadd double %.239.3.i.3.epil, %.236.4.i.3.epil
  %sunkaddr1048 = mul i64 %.70.05.i.unr289, 8
  %68 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1049 = getelementptr i8, i8* %68, i64 %sunkaddr1048
  %sunkaddr1050 = getelementptr i8, i8* %sunkaddr1049, i64 232
  %69 = bitcast i8* %sunkaddr1050 to double*
  %.236.5.i.3.epil = load double, double* %69, align 8, !noalias !11
  %.239.5.i.3.epil = fadd double %.239.4.i.3.epil, %.236.5.i.3.epil
  %sunkaddr1051 = mul i64 %.70.05.i.unr289, 8
  %70 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1052 = getelementptr i8, i8* %70, i64 %sunkaddr1051
  %sunkaddr1053 = getelementptr i8, i8* %sunkaddr1052, i64 240
  %71 = bitcast i8* %sunkaddr1053 to double*
  %.236.6.i.3.epil = load double, double* %71, align 8, !noalias !11
  %.239.6.i.3.epil = fadd double %.239.5.i.3.epil, %.236.6.i.3.epil
  %sunkaddr1054 = mul i64 %.70.05.i.unr289, 8
  %72 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1055 = getelementptr i8, i8* %72, i64 %sunkaddr1054
  %sunkaddr1056 = getelementptr i8, i8* %sunkaddr1055, i64 248
  %73 = bitcast i8* %sunkaddr1056 to double*
  %.236.7.i.3.epil = load double, double* %73, align 8, !noalias !11
  %.239.7.i.3.epil = fadd double %.239.6.i.3.epil, %.236.7.i.3.epil
  %sunkaddr1057 = mul i64 %.70.05.i.unr289, 8
  %74 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1058 = getelementptr i8, i8* %74, i64 %sunkaddr1057
  %sunkaddr1059 = getelementptr i8, i8* %sunkaddr1058, i64 256
  %75 = bitcast i8* %sunkaddr1059 to double*
  %.236.i.4.epil = load double, double* %75, align 8, !noalias !11
  %.239.i.4.epil = fadd double %.239.7.i.3.epil, %.236.i.4.epil
  %sunkaddr1060 = mul i64 %.70.05.i.unr289, 8
  %76 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1061 = getelementptr i8, i8* %76, i64 %sunkaddr1060
  %sunkaddr1062 = getelementptr i8, i8* %sunkaddr1061, i64 264
  %77 = bitcast i8* %sunkaddr1062 to double*
  %.236.1.i.4.epil = load double, double* %77, align 8, !noalias !11
  %.239.1.i.4.epil = fadd double %.239.i.4.epil, %.236.1.i.4.epil
  %sunkaddr1063 = mul i64 %.70.05.i.unr289, 8
  %78 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1064 = getelementptr i8, i8* %78, i64 %sunkaddr1063
  %sunkaddr1065 = getelementptr i8, i8* %sunkaddr1064, i64 272
  %79 = bitcast i8* %sunkaddr1065 to double*
  %.236.2.i.4.epil = load double, double* %79, align 8, !noalias !11
  %.239.2.i.4.epil = fadd double %.239.1.i.4.epil, %.236.2.i.4.epil
  %sunkaddr1066 = mul i64 %.70.05.i.unr289, 8
  %80 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1067 = getelementptr i8, i8* %80, i64 %sunkaddr1066
  %sunkaddr1068 = getelementptr i8, i8* %sunkaddr1067, i64 280
  %81 = bitcast i8* %sunkaddr1068 to double*
  %.236.3.i.4.epil = load double, double* %81, align 8, !noalias !11
  %.239.3.i.4.epil = fadd double %.239.2.i.4.epil, %.236.3.i.4.epil
  %sunkaddr1069 = mul i64 %.70.05.i.unr289, 8
  %82 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1070 = getelementptr i8, i8* %82, i64 %sunkaddr1069
  %sunkaddr1071 = getelementptr i8, i8* %sunkaddr1070, i64 288
  %83 = bitcast i8* %sunkaddr1071 to double*
  %.236.4.i.4.epil = load double, double* %83, align 8, !noalias !11
  %.239.4.i.4.epil = fadd double %.239.3.i.4.epil, %.236.4.i.4.epil
  %sunkaddr1072 = mul i64 %.70.05.i.unr289, 8
  %84 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1073 = getelementptr i8, i8* %84, i64 %sunkaddr1072
  %sunkaddr1074 = getelementptr i8, i8* %sunkaddr1073, i64 296
  %85 = bitcast i8* %sunkaddr1074 to double*
  %.236.5.i.4.epil = load double, double* %85, align 8, !noalias !11
  %.239.5.i.4.epil = fadd double %.239.4.i.4.epil, %.236.5.i.4.epil
  %sunkaddr1075 = mul i64 %.70.05.i.unr289, 8
  %86 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1076 = getelementptr i8, i8* %86, i64 %sunkaddr1075
  %sunkaddr1077 = getelementptr i8, i8* %sunkaddr1076, i64 304
  %87 = bitcast i8* %sunkaddr1077 to double*
  %.236.6.i.4.epil = load double, double* %87, align 8, !noalias !11
  %.239.6.i.4.epil = fadd double %.239.5.i.4.epil, %.236.6.i.4.epil
  %sunkaddr1078 = mul i64 %.70.05.i.unr289, 8
  %88 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1079 = getelementptr i8, i8* %88, i64 %sunkaddr1078
  %sunkaddr1080 = getelementptr i8, i8* %sunkaddr1079, i64 312
  %89 = bitcast i8* %sunkaddr1080 to double*
  %.236.7.i.4.epil = load double, double* %89, align 8, !noalias !11
  %.239.7.i.4.epil = fadd double %.239.6.i.4.epil, %.236.7.i.4.epil
  %sunkaddr1081 = mul i64 %.70.05.i.unr289, 8
  %90 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1082 = getelementptr i8, i8* %90, i64 %sunkaddr1081
  %sunkaddr1083 = getelementptr i8, i8* %sunkaddr1082, i64 320
  %91 = bitcast i8* %sunkaddr1083 to double*
  %.236.i.5.epil = load double, double* %91, align 8, !noalias !11
  %.239.i.5.epil = fadd double %.239.7.i.4.epil, %.236.i.5.epil
  %sunkaddr1084 = mul i64 %.70.05.i.unr289, 8
  %92 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1085 = getelementptr i8, i8* %92, i64 %sunkaddr1084
  %sunkaddr1086 = getelementptr i8, i8* %sunkaddr1085, i64 328
  %93 = bitcast i8* %sunkaddr1086 to double*
  %.236.1.i.5.epil = load double, double* %93, align 8, !noalias !11
  %.239.1.i.5.epil = fadd double %.239.i.5.epil, %.236.1.i.5.epil
  %sunkaddr1087 = mul i64 %.70.05.i.unr289, 8
  %94 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1088 = getelementptr i8, i8* %94, i64 %sunkaddr1087
  %sunkaddr1089 = getelementptr i8, i8* %sunkaddr1088, i64 336
  %95 = bitcast i8* %sunkaddr1089 to double*
  %.236.2.i.5.epil = load double, double* %95, align 8, !noalias !11
  %.239.2.i.5.epil = fadd double %.239.1.i.5.epil, %.236.2.i.5.epil
  %sunkaddr1090 = mul i64 %.70.05.i.unr289, 8
  %96 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1091 = getelementptr i8, i8* %96, i64 %sunkaddr1090
  %sunkaddr1092 = getelementptr i8, i8* %sunkaddr1091, i64 344
  %97 = bitcast i8* %sunkaddr1092 to double*
  %.236.3.i.5.epil = load double, double* %97, align 8, !noalias !11
  %.239.3.i.5.epil = fadd double %.239.2.i.5.epil, %.236.3.i.5.epil
  %sunkaddr1093 = mul i64 %.70.05.i.unr289, 8
  %98 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1094 = getelementptr i8, i8* %98, i64 %sunkaddr1093
  %sunkaddr1095 = getelementptr i8, i8* %sunkaddr1094, i64 352
  %99 = bitcast i8* %sunkaddr1095 to double*
  %.236.4.i.5.epil = load double, double* %99, align 8, !noalias !11
  %.239.4.i.5.epil = fadd double %.239.3.i.5.epil, %.236.4.i.5.epil
  %sunkaddr1096 = mul i64 %.70.05.i.unr289, 8
  %100 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1097 = getelementptr i8, i8* %100, i64 %sunkaddr1096
  %sunkaddr1098 = getelementptr i8, i8* %sunkaddr1097, i64 360
  %101 = bitcast i8* %sunkaddr1098 to double*
  %.236.5.i.5.epil = load double, double* %101, align 8, !noalias !11
  %.239.5.i.5.epil = fadd double %.239.4.i.5.epil, %.236.5.i.5.epil
  %sunkaddr1099 = mul i64 %.70.05.i.unr289, 8
  %102 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1100 = getelementptr i8, i8* %102, i64 %sunkaddr1099
  %sunkaddr1101 = getelementptr i8, i8* %sunkaddr1100, i64 368
  %103 = bitcast i8* %sunkaddr1101 to double*
  %.236.6.i.5.epil = load double, double* %103, align 8, !noalias !11
  %.239.6.i.5.epil = fadd double %.239.5.i.5.epil, %.236.6.i.5.epil
  %sunkaddr1102 = mul i64 %.70.05.i.unr289, 8
  %104 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1103 = getelementptr i8, i8* %104, i64 %sunkaddr1102
  %sunkaddr1104 = getelementptr i8, i8* %sunkaddr1103, i64 376
  %105 = bitcast i8* %sunkaddr1104 to double*
  %.236.7.i.5.epil = load double, double* %105, align 8, !noalias !11
  %.239.7.i.5.epil = fadd double %.239.6.i.5.epil, %.236.7.i.5.epil
  %sunkaddr1105 = mul i64 %.70.05.i.unr289, 8
  %106 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1106 = getelementptr i8, i8* %106, i64 %sunkaddr1105
  %sunkaddr1107 = getelementptr i8, i8* %sunkaddr1106, i64 384
  %107 = bitcast i8* %sunkaddr1107 to double*
  %.236.i.6.epil = load double, double* %107, align 8, !noalias !11
  %.239.i.6.epil = fadd double %.239.7.i.5.epil, %.236.i.6.epil
  %sunkaddr1108 = mul i64 %.70.05.i.unr289, 8
  %108 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1109 = getelementptr i8, i8* %108, i64 %sunkaddr1108
  %sunkaddr1110 = getelementptr i8, i8* %sunkaddr1109, i64 392
  %109 = bitcast i8* %sunkaddr1110 to double*
  %.236.1.i.6.epil = load double, double* %109, align 8, !noalias !11
  %.239.1.i.6.epil = fadd double %.239.i.6.epil, %.236.1.i.6.epil
  %sunkaddr1111 = mul i64 %.70.05.i.unr289, 8
  %110 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1112 = getelementptr i8, i8* %110, i64 %sunkaddr1111
  %sunkaddr1113 = getelementptr i8, i8* %sunkaddr1112, i64 400
  %111 = bitcast i8* %sunkaddr1113 to double*
  %.236.2.i.6.epil = load double, double* %111, align 8, !noalias !11
  %.239.2.i.6.epil = fadd double %.239.1.i.6.epil, %.236.2.i.6.epil
  %sunkaddr1114 = mul i64 %.70.05.i.unr289, 8
  %112 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1115 = getelementptr i8, i8* %112, i64 %sunkaddr1114
  %sunkaddr1116 = getelementptr i8, i8* %sunkaddr1115, i64 408
  %113 = bitcast i8* %sunkaddr1116 to double*
  %.236.3.i.6.epil = load double, double* %113, align 8, !noalias !11
  %.239.3.i.6.epil = fadd double %.239.2.i.6.epil, %.236.3.i.6.epil
  %sunkaddr1117 = mul i64 %.70.05.i.unr289, 8
  %114 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1118 = getelementptr i8, i8* %114, i64 %sunkaddr1117
  %sunkaddr1119 = getelementptr i8, i8* %sunkaddr1118, i64 416
  %115 = bitcast i8* %sunkaddr1119 to double*
  %.236.4.i.6.epil = load double, double* %115, align 8, !noalias !11
  %.239.4.i.6.epil = fadd double %.239.3.i.6.epil, %.236.4.i.6.epil
  %sunkaddr1120 = mul i64 %.70.05.i.unr289, 8
  %116 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1121 = getelementptr i8, i8* %116, i64 %sunkaddr1120
  %sunkaddr1122 = getelementptr i8, i8* %sunkaddr1121, i64 424
  %117 = bitcast i8* %sunkaddr1122 to double*
  %.236.5.i.6.epil = load double, double* %117, align 8, !noalias !11
  %.239.5.i.6.epil = fadd double %.239.4.i.6.epil, %.236.5.i.6.epil
  %sunkaddr1123 = mul i64 %.70.05.i.unr289, 8
  %118 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1124 = getelementptr i8, i8* %118, i64 %sunkaddr1123
  %sunkaddr1125 = getelementptr i8, i8* %sunkaddr1124, i64 432
  %119 = bitcast i8* %sunkaddr1125 to double*
  %.236.6.i.6.epil = load double, double* %119, align 8, !noalias !11
  %.239.6.i.6.epil = fadd double %.239.5.i.6.epil, %.236.6.i.6.epil
  %sunkaddr1126 = mul i64 %.70.05.i.unr289, 8
  %120 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1127 = getelementptr i8, i8* %120, i64 %sunkaddr1126
  %sunkaddr1128 = getelementptr i8, i8* %sunkaddr1127, i64 440
  %121 = bitcast i8* %sunkaddr1128 to double*
  %.236.7.i.6.epil = load double, double* %121, align 8, !noalias !11
  %.239.7.i.6.epil = fadd double %.239.6.i.6.epil, %.236.7.i.6.epil
  %sunkaddr1129 = mul i64 %.70.05.i.unr289, 8
  %122 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1130 = getelementptr i8, i8* %122, i64 %sunkaddr1129
  %sunkaddr1131 = getelementptr i8, i8* %sunkaddr1130, i64 448
  %123 = bitcast i8* %sunkaddr1131 to double*
  %.236.i.7.epil = load double, double* %123, align 8, !noalias !11
  %.239.i.7.epil = fadd double %.239.7.i.6.epil, %.236.i.7.epil
  %sunkaddr1132 = mul i64 %.70.05.i.unr289, 8
  %124 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1133 = getelementptr i8, i8* %124, i64 %sunkaddr1132
  %sunkaddr1134 = getelementptr i8, i8* %sunkaddr1133, i64 456
  %125 = bitcast i8* %sunkaddr1134 to double*
  %.236.1.i.7.epil = load double, double* %125, align 8, !noalias !11
  %.239.1.i.7.epil = fadd double %.239.i.7.epil, %.236.1.i.7.epil
  %sunkaddr1135 = mul i64 %.70.05.i.unr289, 8
  %126 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1136 = getelementptr i8, i8* %126, i64 %sunkaddr1135
  %sunkaddr1137 = getelementptr i8, i8* %sunkaddr1136, i64 464
  %127 = bitcast i8* %sunkaddr1137 to double*
  %.236.2.i.7.epil = load double, double* %127, align 8, !noalias !11
  %.239.2.i.7.epil = fadd double %.239.1.i.7.epil, %.236.2.i.7.epil
  %sunkaddr1138 = mul i64 %.70.05.i.unr289, 8
  %128 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1139 = getelementptr i8, i8* %128, i64 %sunkaddr1138
  %sunkaddr1140 = getelementptr i8, i8* %sunkaddr1139, i64 472
  %129 = bitcast i8* %sunkaddr1140 to double*
  %.236.3.i.7.epil = load double, double* %129, align 8, !noalias !11
  %.239.3.i.7.epil = fadd double %.239.2.i.7.epil, %.236.3.i.7.epil
  %sunkaddr1141 = mul i64 %.70.05.i.unr289, 8
  %130 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1142 = getelementptr i8, i8* %130, i64 %sunkaddr1141
  %sunkaddr1143 = getelementptr i8, i8* %sunkaddr1142, i64 480
  %131 = bitcast i8* %sunkaddr1143 to double*
  %.236.4.i.7.epil = load double, double* %131, align 8, !noalias !11
  %.239.4.i.7.epil = fadd double %.239.3.i.7.epil, %.236.4.i.7.epil
  %sunkaddr1144 = mul i64 %.70.05.i.unr289, 8
  %132 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1145 = getelementptr i8, i8* %132, i64 %sunkaddr1144
  %sunkaddr1146 = getelementptr i8, i8* %sunkaddr1145, i64 488
  %133 = bitcast i8* %sunkaddr1146 to double*
  %.236.5.i.7.epil = load double, double* %133, align 8, !noalias !11
  %.239.5.i.7.epil = fadd double %.239.4.i.7.epil, %.236.5.i.7.epil
  %sunkaddr1147 = mul i64 %.70.05.i.unr289, 8
  %134 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1148 = getelementptr i8, i8* %134, i64 %sunkaddr1147
  %sunkaddr1149 = getelementptr i8, i8* %sunkaddr1148, i64 496
  %135 = bitcast i8* %sunkaddr1149 to double*
  %.236.6.i.7.epil = load double, double* %135, align 8, !noalias !11
  %.239.6.i.7.epil = fadd double %.239.5.i.7.epil, %.236.6.i.7.epil
  %sunkaddr1150 = mul i64 %.70.05.i.unr289, 8
  %136 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1151 = getelementptr i8, i8* %136, i64 %sunkaddr1150
  %sunkaddr1152 = getelementptr i8, i8* %sunkaddr1151, i64 504
  %137 = bitcast i8* %sunkaddr1152 to double*
  %.236.7.i.7.epil = load double, double* %137, align 8, !noalias !11
  %.239.7.i.7.epil = fadd double %.239.6.i.7.epil, %.236.7.i.7.epil
  br label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i.epil269, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.239.7.i.7.epil, %B50.endif.i.epil269 ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.239.7.i.7.epil, %B50.endif.i.epil269 ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %6, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %6, %B50.endif.i.epil269 ]
  %lcmp.mod86.not = icmp eq i64 %xtraiter84, 0
  br i1 %lcmp.mod86.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %138 = or i64 %.70.05.i.unr, 7
  %scevgep264 = getelementptr double, double* %arg.v.4, i64 %138
  %139 = shl i64 %xtraiter84, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil, %B50.endif.i.epil.preheader
  %lsr.iv265 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next266, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %140 = bitcast double* %scevgep264 to i8*
  %uglygep697 = getelementptr i8, i8* %140, i64 %lsr.iv265
  %uglygep697698 = bitcast i8* %uglygep697 to double*
  %scevgep699 = getelementptr double, double* %uglygep697698, i64 -7
  %.236.i.epil = load double, double* %scevgep699, align 8, !noalias !11
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep694 = getelementptr i8, i8* %140, i64 %lsr.iv265
  %uglygep694695 = bitcast i8* %uglygep694 to double*
  %scevgep696 = getelementptr double, double* %uglygep694695, i64 -6
  %.236.1.i.epil = load double, double* %scevgep696, align 8, !noalias !11
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep691 = getelementptr i8, i8* %140, i64 %lsr.iv265
  %uglygep691692 = bitcast i8* %uglygep691 to double*
  %scevgep693 = getelementptr double, double* %uglygep691692, i64 -5
  %.236.2.i.epil = load double, double* %scevgep693, align 8, !noalias !11
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep688 = getelementptr i8, i8* %140, i64 %lsr.iv265
  %uglygep688689 = bitcast i8* %uglygep688 to double*
  %scevgep690 = getelementptr double, double* %uglygep688689, i64 -4
  %.236.3.i.epil = load double, double* %scevgep690, align 8, !noalias !11
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep685 = getelementptr i8, i8* %140, i64 %lsr.iv265
  %uglygep685686 = bitcast i8* %uglygep685 to double*
  %scevgep687 = getelementptr double, double* %uglygep685686, i64 -3
  %.236.4.i.epil = load double, double* %scevgep687, align 8, !noalias !11
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep682 = getelementptr i8, i8* %140, i64 %lsr.iv265
  %uglygep682683 = bitcast i8* %uglygep682 to double*
  %scevgep684 = getelementptr double, double* %uglygep682683, i64 -2
  %.236.5.i.epil = load double, double* %scevgep684, align 8, !noalias !11
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep = getelementptr i8, i8* %140, i64 %lsr.iv265
  %uglygep680 = bitcast i8* %uglygep to double*
  %scevgep681 = getelementptr double, double* %uglygep680, i64 -1
  %.236.6.i.epil = load double, double* %scevgep681, align 8, !noalias !11
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep700 = getelementptr i8, i8* %140, i64 %lsr.iv265
  %uglygep700701 = bitcast i8* %uglygep700 to double*
  %.236.7.i.epil = load double, double* %uglygep700701, align 8, !noalias !11
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next266 = add nuw nsw i64 %lsr.iv265, 64
  %epil.iter85.cmp.not = icmp eq i64 %139, %lsr.iv.next266
  br i1 %epil.iter85.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !14, !llvm.loop !15

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %arg.v.4, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep678 = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep678, align 8, !noalias !11
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i, label %B50.endif.epil.i, !prof !14, !llvm.loop !16

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new.new
  %lsr.iv958 = phi i64 [ %lsr.iv.next959, %B50.endif.i ], [ %unroll_iter292, %B50.endif.preheader.new.i.new.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new.new ], [ %.239.7.i.7.1, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new.new ], [ %.182.7.i.7.1, %B50.endif.i ]
  %scevgep954 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep955 = getelementptr double, double* %scevgep954, i64 -127
  %.236.i = load double, double* %scevgep955, align 8, !noalias !11
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep952 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep953 = getelementptr double, double* %scevgep952, i64 -126
  %.236.1.i = load double, double* %scevgep953, align 8, !noalias !11
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep950 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep951 = getelementptr double, double* %scevgep950, i64 -125
  %.236.2.i = load double, double* %scevgep951, align 8, !noalias !11
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep948 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep949 = getelementptr double, double* %scevgep948, i64 -124
  %.236.3.i = load double, double* %scevgep949, align 8, !noalias !11
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep946 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep947 = getelementptr double, double* %scevgep946, i64 -123
  %.236.4.i = load double, double* %scevgep947, align 8, !noalias !11
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep944 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep945 = getelementptr double, double* %scevgep944, i64 -122
  %.236.5.i = load double, double* %scevgep945, align 8, !noalias !11
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep942 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep943 = getelementptr double, double* %scevgep942, i64 -121
  %.236.6.i = load double, double* %scevgep943, align 8, !noalias !11
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep940 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep941 = getelementptr double, double* %scevgep940, i64 -120
  %.236.7.i = load double, double* %scevgep941, align 8, !noalias !11
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep938 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep939 = getelementptr double, double* %scevgep938, i64 -119
  %.236.i.1 = load double, double* %scevgep939, align 8, !noalias !11
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep936 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep937 = getelementptr double, double* %scevgep936, i64 -118
  %.236.1.i.1 = load double, double* %scevgep937, align 8, !noalias !11
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep934 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep935 = getelementptr double, double* %scevgep934, i64 -117
  %.236.2.i.1 = load double, double* %scevgep935, align 8, !noalias !11
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep932 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep933 = getelementptr double, double* %scevgep932, i64 -116
  %.236.3.i.1 = load double, double* %scevgep933, align 8, !noalias !11
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep930 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep931 = getelementptr double, double* %scevgep930, i64 -115
  %.236.4.i.1 = load double, double* %scevgep931, align 8, !noalias !11
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep928 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep929 = getelementptr double, double* %scevgep928, i64 -114
  %.236.5.i.1 = load double, double* %scevgep929, align 8, !noalias !11
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep926 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep927 = getelementptr double, double* %scevgep926, i64 -113
  %.236.6.i.1 = load double, double* %scevgep927, align 8, !noalias !11
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep924 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep925 = getelementptr double, double* %scevgep924, i64 -112
  %.236.7.i.1 = load double, double* %scevgep925, align 8, !noalias !11
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep922 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep923 = getelementptr double, double* %scevgep922, i64 -111
  %.236.i.2 = load double, double* %scevgep923, align 8, !noalias !11
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep920 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep921 = getelementptr double, double* %scevgep920, i64 -110
  %.236.1.i.2 = load double, double* %scevgep921, align 8, !noalias !11
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep918 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep919 = getelementptr double, double* %scevgep918, i64 -109
  %.236.2.i.2 = load double, double* %scevgep919, align 8, !noalias !11
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep916 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep917 = getelementptr double, double* %scevgep916, i64 -108
  %.236.3.i.2 = load double, double* %scevgep917, align 8, !noalias !11
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep914 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep915 = getelementptr double, double* %scevgep914, i64 -107
  %.236.4.i.2 = load double, double* %scevgep915, align 8, !noalias !11
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep912 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep913 = getelementptr double, double* %scevgep912, i64 -106
  %.236.5.i.2 = load double, double* %scevgep913, align 8, !noalias !11
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep910 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep911 = getelementptr double, double* %scevgep910, i64 -105
  %.236.6.i.2 = load double, double* %scevgep911, align 8, !noalias !11
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep908 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep909 = getelementptr double, double* %scevgep908, i64 -104
  %.236.7.i.2 = load double, double* %scevgep909, align 8, !noalias !11
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep906 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep907 = getelementptr double, double* %scevgep906, i64 -103
  %.236.i.3 = load double, double* %scevgep907, align 8, !noalias !11
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep904 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep905 = getelementptr double, double* %scevgep904, i64 -102
  %.236.1.i.3 = load double, double* %scevgep905, align 8, !noalias !11
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep902 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep903 = getelementptr double, double* %scevgep902, i64 -101
  %.236.2.i.3 = load double, double* %scevgep903, align 8, !noalias !11
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep900 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep901 = getelementptr double, double* %scevgep900, i64 -100
  %.236.3.i.3 = load double, double* %scevgep901, align 8, !noalias !11
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep898 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep899 = getelementptr double, double* %scevgep898, i64 -99
  %.236.4.i.3 = load double, double* %scevgep899, align 8, !noalias !11
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep896 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep897 = getelementptr double, double* %scevgep896, i64 -98
  %.236.5.i.3 = load double, double* %scevgep897, align 8, !noalias !11
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep894 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep895 = getelementptr double, double* %scevgep894, i64 -97
  %.236.6.i.3 = load double, double* %scevgep895, align 8, !noalias !11
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep892 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep893 = getelementptr double, double* %scevgep892, i64 -96
  %.236.7.i.3 = load double, double* %scevgep893, align 8, !noalias !11
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep890 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep891 = getelementptr double, double* %scevgep890, i64 -95
  %.236.i.4 = load double, double* %scevgep891, align 8, !noalias !11
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep888 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep889 = getelementptr double, double* %scevgep888, i64 -94
  %.236.1.i.4 = load double, double* %scevgep889, align 8, !noalias !11
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep886 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep887 = getelementptr double, double* %scevgep886, i64 -93
  %.236.2.i.4 = load double, double* %scevgep887, align 8, !noalias !11
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep884 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep885 = getelementptr double, double* %scevgep884, i64 -92
  %.236.3.i.4 = load double, double* %scevgep885, align 8, !noalias !11
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep882 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep883 = getelementptr double, double* %scevgep882, i64 -91
  %.236.4.i.4 = load double, double* %scevgep883, align 8, !noalias !11
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep880 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep881 = getelementptr double, double* %scevgep880, i64 -90
  %.236.5.i.4 = load double, double* %scevgep881, align 8, !noalias !11
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep878 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep879 = getelementptr double, double* %scevgep878, i64 -89
  %.236.6.i.4 = load double, double* %scevgep879, align 8, !noalias !11
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep876 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep877 = getelementptr double, double* %scevgep876, i64 -88
  %.236.7.i.4 = load double, double* %scevgep877, align 8, !noalias !11
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep874 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep875 = getelementptr double, double* %scevgep874, i64 -87
  %.236.i.5 = load double, double* %scevgep875, align 8, !noalias !11
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep872 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep873 = getelementptr double, double* %scevgep872, i64 -86
  %.236.1.i.5 = load double, double* %scevgep873, align 8, !noalias !11
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep870 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep871 = getelementptr double, double* %scevgep870, i64 -85
  %.236.2.i.5 = load double, double* %scevgep871, align 8, !noalias !11
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep868 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep869 = getelementptr double, double* %scevgep868, i64 -84
  %.236.3.i.5 = load double, double* %scevgep869, align 8, !noalias !11
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep866 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep867 = getelementptr double, double* %scevgep866, i64 -83
  %.236.4.i.5 = load double, double* %scevgep867, align 8, !noalias !11
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep864 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep865 = getelementptr double, double* %scevgep864, i64 -82
  %.236.5.i.5 = load double, double* %scevgep865, align 8, !noalias !11
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep862 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep863 = getelementptr double, double* %scevgep862, i64 -81
  %.236.6.i.5 = load double, double* %scevgep863, align 8, !noalias !11
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep860 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep861 = getelementptr double, double* %scevgep860, i64 -80
  %.236.7.i.5 = load double, double* %scevgep861, align 8, !noalias !11
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep858 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep859 = getelementptr double, double* %scevgep858, i64 -79
  %.236.i.6 = load double, double* %scevgep859, align 8, !noalias !11
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep856 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep857 = getelementptr double, double* %scevgep856, i64 -78
  %.236.1.i.6 = load double, double* %scevgep857, align 8, !noalias !11
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep854 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep855 = getelementptr double, double* %scevgep854, i64 -77
  %.236.2.i.6 = load double, double* %scevgep855, align 8, !noalias !11
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep852 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep853 = getelementptr double, double* %scevgep852, i64 -76
  %.236.3.i.6 = load double, double* %scevgep853, align 8, !noalias !11
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep850 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep851 = getelementptr double, double* %scevgep850, i64 -75
  %.236.4.i.6 = load double, double* %scevgep851, align 8, !noalias !11
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep848 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep849 = getelementptr double, double* %scevgep848, i64 -74
  %.236.5.i.6 = load double, double* %scevgep849, align 8, !noalias !11
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep846 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep847 = getelementptr double, double* %scevgep846, i64 -73
  %.236.6.i.6 = load double, double* %scevgep847, align 8, !noalias !11
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep844 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep845 = getelementptr double, double* %scevgep844, i64 -72
  %.236.7.i.6 = load double, double* %scevgep845, align 8, !noalias !11
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep842 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep843 = getelementptr double, double* %scevgep842, i64 -71
  %.236.i.7 = load double, double* %scevgep843, align 8, !noalias !11
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep840 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep841 = getelementptr double, double* %scevgep840, i64 -70
  %.236.1.i.7 = load double, double* %scevgep841, align 8, !noalias !11
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep838 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep839 = getelementptr double, double* %scevgep838, i64 -69
  %.236.2.i.7 = load double, double* %scevgep839, align 8, !noalias !11
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep836 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep837 = getelementptr double, double* %scevgep836, i64 -68
  %.236.3.i.7 = load double, double* %scevgep837, align 8, !noalias !11
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep834 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep835 = getelementptr double, double* %scevgep834, i64 -67
  %.236.4.i.7 = load double, double* %scevgep835, align 8, !noalias !11
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep832 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep833 = getelementptr double, double* %scevgep832, i64 -66
  %.236.5.i.7 = load double, double* %scevgep833, align 8, !noalias !11
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep830 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep831 = getelementptr double, double* %scevgep830, i64 -65
  %.236.6.i.7 = load double, double* %scevgep831, align 8, !noalias !11
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %scevgep956 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep957 = getelementptr double, double* %scevgep956, i64 -64
  %.236.7.i.7 = load double, double* %scevgep957, align 8, !noalias !11
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %scevgep703 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep704 = getelementptr double, double* %scevgep703, i64 -63
  %.236.i.1294 = load double, double* %scevgep704, align 8, !noalias !11
  %.239.i.1295 = fadd double %.239.7.i.7, %.236.i.1294
  %scevgep705 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep706 = getelementptr double, double* %scevgep705, i64 -62
  %.236.1.i.1296 = load double, double* %scevgep706, align 8, !noalias !11
  %.239.1.i.1297 = fadd double %.239.i.1295, %.236.1.i.1296
  %scevgep707 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep708 = getelementptr double, double* %scevgep707, i64 -61
  %.236.2.i.1298 = load double, double* %scevgep708, align 8, !noalias !11
  %.239.2.i.1299 = fadd double %.239.1.i.1297, %.236.2.i.1298
  %scevgep709 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep710 = getelementptr double, double* %scevgep709, i64 -60
  %.236.3.i.1300 = load double, double* %scevgep710, align 8, !noalias !11
  %.239.3.i.1301 = fadd double %.239.2.i.1299, %.236.3.i.1300
  %scevgep711 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep712 = getelementptr double, double* %scevgep711, i64 -59
  %.236.4.i.1302 = load double, double* %scevgep712, align 8, !noalias !11
  %.239.4.i.1303 = fadd double %.239.3.i.1301, %.236.4.i.1302
  %scevgep713 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep714 = getelementptr double, double* %scevgep713, i64 -58
  %.236.5.i.1304 = load double, double* %scevgep714, align 8, !noalias !11
  %.239.5.i.1305 = fadd double %.239.4.i.1303, %.236.5.i.1304
  %scevgep715 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep716 = getelementptr double, double* %scevgep715, i64 -57
  %.236.6.i.1306 = load double, double* %scevgep716, align 8, !noalias !11
  %.239.6.i.1307 = fadd double %.239.5.i.1305, %.236.6.i.1306
  %scevgep717 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep718 = getelementptr double, double* %scevgep717, i64 -56
  %.236.7.i.1308 = load double, double* %scevgep718, align 8, !noalias !11
  %.239.7.i.1309 = fadd double %.239.6.i.1307, %.236.7.i.1308
  %scevgep719 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep720 = getelementptr double, double* %scevgep719, i64 -55
  %.236.i.1.1 = load double, double* %scevgep720, align 8, !noalias !11
  %.239.i.1.1 = fadd double %.239.7.i.1309, %.236.i.1.1
  %scevgep721 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep722 = getelementptr double, double* %scevgep721, i64 -54
  %.236.1.i.1.1 = load double, double* %scevgep722, align 8, !noalias !11
  %.239.1.i.1.1 = fadd double %.239.i.1.1, %.236.1.i.1.1
  %scevgep723 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep724 = getelementptr double, double* %scevgep723, i64 -53
  %.236.2.i.1.1 = load double, double* %scevgep724, align 8, !noalias !11
  %.239.2.i.1.1 = fadd double %.239.1.i.1.1, %.236.2.i.1.1
  %scevgep725 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep726 = getelementptr double, double* %scevgep725, i64 -52
  %.236.3.i.1.1 = load double, double* %scevgep726, align 8, !noalias !11
  %.239.3.i.1.1 = fadd double %.239.2.i.1.1, %.236.3.i.1.1
  %scevgep727 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep728 = getelementptr double, double* %scevgep727, i64 -51
  %.236.4.i.1.1 = load double, double* %scevgep728, align 8, !noalias !11
  %.239.4.i.1.1 = fadd double %.239.3.i.1.1, %.236.4.i.1.1
  %scevgep729 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep730 = getelementptr double, double* %scevgep729, i64 -50
  %.236.5.i.1.1 = load double, double* %scevgep730, align 8, !noalias !11
  %.239.5.i.1.1 = fadd double %.239.4.i.1.1, %.236.5.i.1.1
  %scevgep731 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep732 = getelementptr double, double* %scevgep731, i64 -49
  %.236.6.i.1.1 = load double, double* %scevgep732, align 8, !noalias !11
  %.239.6.i.1.1 = fadd double %.239.5.i.1.1, %.236.6.i.1.1
  %scevgep733 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep734 = getelementptr double, double* %scevgep733, i64 -48
  %.236.7.i.1.1 = load double, double* %scevgep734, align 8, !noalias !11
  %.239.7.i.1.1 = fadd double %.239.6.i.1.1, %.236.7.i.1.1
  %scevgep735 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep736 = getelementptr double, double* %scevgep735, i64 -47
  %.236.i.2.1 = load double, double* %scevgep736, align 8, !noalias !11
  %.239.i.2.1 = fadd double %.239.7.i.1.1, %.236.i.2.1
  %scevgep737 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep738 = getelementptr double, double* %scevgep737, i64 -46
  %.236.1.i.2.1 = load double, double* %scevgep738, align 8, !noalias !11
  %.239.1.i.2.1 = fadd double %.239.i.2.1, %.236.1.i.2.1
  %scevgep739 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep740 = getelementptr double, double* %scevgep739, i64 -45
  %.236.2.i.2.1 = load double, double* %scevgep740, align 8, !noalias !11
  %.239.2.i.2.1 = fadd double %.239.1.i.2.1, %.236.2.i.2.1
  %scevgep741 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep742 = getelementptr double, double* %scevgep741, i64 -44
  %.236.3.i.2.1 = load double, double* %scevgep742, align 8, !noalias !11
  %.239.3.i.2.1 = fadd double %.239.2.i.2.1, %.236.3.i.2.1
  %scevgep743 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep744 = getelementptr double, double* %scevgep743, i64 -43
  %.236.4.i.2.1 = load double, double* %scevgep744, align 8, !noalias !11
  %.239.4.i.2.1 = fadd double %.239.3.i.2.1, %.236.4.i.2.1
  %scevgep745 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep746 = getelementptr double, double* %scevgep745, i64 -42
  %.236.5.i.2.1 = load double, double* %scevgep746, align 8, !noalias !11
  %.239.5.i.2.1 = fadd double %.239.4.i.2.1, %.236.5.i.2.1
  %scevgep747 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep748 = getelementptr double, double* %scevgep747, i64 -41
  %.236.6.i.2.1 = load double, double* %scevgep748, align 8, !noalias !11
  %.239.6.i.2.1 = fadd double %.239.5.i.2.1, %.236.6.i.2.1
  %scevgep749 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep750 = getelementptr double, double* %scevgep749, i64 -40
  %.236.7.i.2.1 = load double, double* %scevgep750, align 8, !noalias !11
  %.239.7.i.2.1 = fadd double %.239.6.i.2.1, %.236.7.i.2.1
  %scevgep751 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep752 = getelementptr double, double* %scevgep751, i64 -39
  %.236.i.3.1 = load double, double* %scevgep752, align 8, !noalias !11
  %.239.i.3.1 = fadd double %.239.7.i.2.1, %.236.i.3.1
  %scevgep753 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep754 = getelementptr double, double* %scevgep753, i64 -38
  %.236.1.i.3.1 = load double, double* %scevgep754, align 8, !noalias !11
  %.239.1.i.3.1 = fadd double %.239.i.3.1, %.236.1.i.3.1
  %scevgep755 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep756 = getelementptr double, double* %scevgep755, i64 -37
  %.236.2.i.3.1 = load double, double* %scevgep756, align 8, !noalias !11
  %.239.2.i.3.1 = fadd double %.239.1.i.3.1, %.236.2.i.3.1
  %scevgep757 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep758 = getelementptr double, double* %scevgep757, i64 -36
  %.236.3.i.3.1 = load double, double* %scevgep758, align 8, !noalias !11
  %.239.3.i.3.1 = fadd double %.239.2.i.3.1, %.236.3.i.3.1
  %scevgep759 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep760 = getelementptr double, double* %scevgep759, i64 -35
  %.236.4.i.3.1 = load double, double* %scevgep760, align 8, !noalias !11
  %.239.4.i.3.1 = fadd double %.239.3.i.3.1, %.236.4.i.3.1
  %scevgep761 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep762 = getelementptr double, double* %scevgep761, i64 -34
  %.236.5.i.3.1 = load double, double* %scevgep762, align 8, !noalias !11
  %.239.5.i.3.1 = fadd double %.239.4.i.3.1, %.236.5.i.3.1
  %scevgep763 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep764 = getelementptr double, double* %scevgep763, i64 -33
  %.236.6.i.3.1 = load double, double* %scevgep764, align 8, !noalias !11
  %.239.6.i.3.1 = fadd double %.239.5.i.3.1, %.236.6.i.3.1
  %scevgep765 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep766 = getelementptr double, double* %scevgep765, i64 -32
  %.236.7.i.3.1 = load double, double* %scevgep766, align 8, !noalias !11
  %.239.7.i.3.1 = fadd double %.239.6.i.3.1, %.236.7.i.3.1
  %scevgep767 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep768 = getelementptr double, double* %scevgep767, i64 -31
  %.236.i.4.1 = load double, double* %scevgep768, align 8, !noalias !11
  %.239.i.4.1 = fadd double %.239.7.i.3.1, %.236.i.4.1
  %scevgep769 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep770 = getelementptr double, double* %scevgep769, i64 -30
  %.236.1.i.4.1 = load double, double* %scevgep770, align 8, !noalias !11
  %.239.1.i.4.1 = fadd double %.239.i.4.1, %.236.1.i.4.1
  %scevgep771 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep772 = getelementptr double, double* %scevgep771, i64 -29
  %.236.2.i.4.1 = load double, double* %scevgep772, align 8, !noalias !11
  %.239.2.i.4.1 = fadd double %.239.1.i.4.1, %.236.2.i.4.1
  %scevgep773 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep774 = getelementptr double, double* %scevgep773, i64 -28
  %.236.3.i.4.1 = load double, double* %scevgep774, align 8, !noalias !11
  %.239.3.i.4.1 = fadd double %.239.2.i.4.1, %.236.3.i.4.1
  %scevgep775 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep776 = getelementptr double, double* %scevgep775, i64 -27
  %.236.4.i.4.1 = load double, double* %scevgep776, align 8, !noalias !11
  %.239.4.i.4.1 = fadd double %.239.3.i.4.1, %.236.4.i.4.1
  %scevgep777 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep778 = getelementptr double, double* %scevgep777, i64 -26
  %.236.5.i.4.1 = load double, double* %scevgep778, align 8, !noalias !11
  %.239.5.i.4.1 = fadd double %.239.4.i.4.1, %.236.5.i.4.1
  %scevgep779 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep780 = getelementptr double, double* %scevgep779, i64 -25
  %.236.6.i.4.1 = load double, double* %scevgep780, align 8, !noalias !11
  %.239.6.i.4.1 = fadd double %.239.5.i.4.1, %.236.6.i.4.1
  %scevgep781 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep782 = getelementptr double, double* %scevgep781, i64 -24
  %.236.7.i.4.1 = load double, double* %scevgep782, align 8, !noalias !11
  %.239.7.i.4.1 = fadd double %.239.6.i.4.1, %.236.7.i.4.1
  %scevgep783 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep784 = getelementptr double, double* %scevgep783, i64 -23
  %.236.i.5.1 = load double, double* %scevgep784, align 8, !noalias !11
  %.239.i.5.1 = fadd double %.239.7.i.4.1, %.236.i.5.1
  %scevgep785 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep786 = getelementptr double, double* %scevgep785, i64 -22
  %.236.1.i.5.1 = load double, double* %scevgep786, align 8, !noalias !11
  %.239.1.i.5.1 = fadd double %.239.i.5.1, %.236.1.i.5.1
  %scevgep787 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep788 = getelementptr double, double* %scevgep787, i64 -21
  %.236.2.i.5.1 = load double, double* %scevgep788, align 8, !noalias !11
  %.239.2.i.5.1 = fadd double %.239.1.i.5.1, %.236.2.i.5.1
  %scevgep789 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep790 = getelementptr double, double* %scevgep789, i64 -20
  %.236.3.i.5.1 = load double, double* %scevgep790, align 8, !noalias !11
  %.239.3.i.5.1 = fadd double %.239.2.i.5.1, %.236.3.i.5.1
  %scevgep791 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep792 = getelementptr double, double* %scevgep791, i64 -19
  %.236.4.i.5.1 = load double, double* %scevgep792, align 8, !noalias !11
  %.239.4.i.5.1 = fadd double %.239.3.i.5.1, %.236.4.i.5.1
  %scevgep793 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep794 = getelementptr double, double* %scevgep793, i64 -18
  %.236.5.i.5.1 = load double, double* %scevgep794, align 8, !noalias !11
  %.239.5.i.5.1 = fadd double %.239.4.i.5.1, %.236.5.i.5.1
  %scevgep795 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep796 = getelementptr double, double* %scevgep795, i64 -17
  %.236.6.i.5.1 = load double, double* %scevgep796, align 8, !noalias !11
  %.239.6.i.5.1 = fadd double %.239.5.i.5.1, %.236.6.i.5.1
  %scevgep797 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep798 = getelementptr double, double* %scevgep797, i64 -16
  %.236.7.i.5.1 = load double, double* %scevgep798, align 8, !noalias !11
  %.239.7.i.5.1 = fadd double %.239.6.i.5.1, %.236.7.i.5.1
  %scevgep799 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep800 = getelementptr double, double* %scevgep799, i64 -15
  %.236.i.6.1 = load double, double* %scevgep800, align 8, !noalias !11
  %.239.i.6.1 = fadd double %.239.7.i.5.1, %.236.i.6.1
  %scevgep801 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep802 = getelementptr double, double* %scevgep801, i64 -14
  %.236.1.i.6.1 = load double, double* %scevgep802, align 8, !noalias !11
  %.239.1.i.6.1 = fadd double %.239.i.6.1, %.236.1.i.6.1
  %scevgep803 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep804 = getelementptr double, double* %scevgep803, i64 -13
  %.236.2.i.6.1 = load double, double* %scevgep804, align 8, !noalias !11
  %.239.2.i.6.1 = fadd double %.239.1.i.6.1, %.236.2.i.6.1
  %scevgep805 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep806 = getelementptr double, double* %scevgep805, i64 -12
  %.236.3.i.6.1 = load double, double* %scevgep806, align 8, !noalias !11
  %.239.3.i.6.1 = fadd double %.239.2.i.6.1, %.236.3.i.6.1
  %scevgep807 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep808 = getelementptr double, double* %scevgep807, i64 -11
  %.236.4.i.6.1 = load double, double* %scevgep808, align 8, !noalias !11
  %.239.4.i.6.1 = fadd double %.239.3.i.6.1, %.236.4.i.6.1
  %scevgep809 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep810 = getelementptr double, double* %scevgep809, i64 -10
  %.236.5.i.6.1 = load double, double* %scevgep810, align 8, !noalias !11
  %.239.5.i.6.1 = fadd double %.239.4.i.6.1, %.236.5.i.6.1
  %scevgep811 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep812 = getelementptr double, double* %scevgep811, i64 -9
  %.236.6.i.6.1 = load double, double* %scevgep812, align 8, !noalias !11
  %.239.6.i.6.1 = fadd double %.239.5.i.6.1, %.236.6.i.6.1
  %scevgep813 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep814 = getelementptr double, double* %scevgep813, i64 -8
  %.236.7.i.6.1 = load double, double* %scevgep814, align 8, !noalias !11
  %.239.7.i.6.1 = fadd double %.239.6.i.6.1, %.236.7.i.6.1
  %scevgep815 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep816 = getelementptr double, double* %scevgep815, i64 -7
  %.236.i.7.1 = load double, double* %scevgep816, align 8, !noalias !11
  %.239.i.7.1 = fadd double %.239.7.i.6.1, %.236.i.7.1
  %scevgep817 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep818 = getelementptr double, double* %scevgep817, i64 -6
  %.236.1.i.7.1 = load double, double* %scevgep818, align 8, !noalias !11
  %.239.1.i.7.1 = fadd double %.239.i.7.1, %.236.1.i.7.1
  %scevgep819 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep820 = getelementptr double, double* %scevgep819, i64 -5
  %.236.2.i.7.1 = load double, double* %scevgep820, align 8, !noalias !11
  %.239.2.i.7.1 = fadd double %.239.1.i.7.1, %.236.2.i.7.1
  %scevgep821 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep822 = getelementptr double, double* %scevgep821, i64 -4
  %.236.3.i.7.1 = load double, double* %scevgep822, align 8, !noalias !11
  %.239.3.i.7.1 = fadd double %.239.2.i.7.1, %.236.3.i.7.1
  %scevgep823 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep824 = getelementptr double, double* %scevgep823, i64 -3
  %.236.4.i.7.1 = load double, double* %scevgep824, align 8, !noalias !11
  %.239.4.i.7.1 = fadd double %.239.3.i.7.1, %.236.4.i.7.1
  %scevgep825 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep826 = getelementptr double, double* %scevgep825, i64 -2
  %.236.5.i.7.1 = load double, double* %scevgep826, align 8, !noalias !11
  %.239.5.i.7.1 = fadd double %.239.4.i.7.1, %.236.5.i.7.1
  %scevgep827 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %scevgep828 = getelementptr double, double* %scevgep827, i64 -1
  %.236.6.i.7.1 = load double, double* %scevgep828, align 8, !noalias !11
  %.239.6.i.7.1 = fadd double %.239.5.i.7.1, %.236.6.i.7.1
  %.182.7.i.7.1 = add i64 %.70.05.i, 128
  %scevgep829 = getelementptr double, double* %scevgep702, i64 %.70.05.i
  %.236.7.i.7.1 = load double, double* %scevgep829, align 8, !noalias !11
  %.239.7.i.7.1 = fadd double %.239.6.i.7.1, %.236.7.i.7.1
  %lsr.iv.next959 = add i64 %lsr.iv958, -2
  %niter293.ncmp.1 = icmp eq i64 %lsr.iv.next959, 0
  br i1 %niter293.ncmp.1, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

B128.i:                                           ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %entry
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %entry ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %.109 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.v.5.0, i64 8)
  %.111 = extractvalue { i64, i1 } %.109, 1
  br i1 %.111, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772864863488, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.110 = extractvalue { i64, i1 } %.109, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.110, i32 32), !noalias !17
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772874610176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i2 = getelementptr i8, i8* %.7.i.i, i64 24
  %141 = bitcast i8* %.5.i2 to double**
  %.6.i67 = load double*, double** %141, align 8
  %.17864 = icmp sgt i64 %arg.v.5.0, 0
  br i1 %.17864, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %142 = add nsw i64 %arg.v.5.0, -1
  %xtraiter79 = and i64 %arg.v.5.0, 7
  %143 = icmp ult i64 %142, 7
  br i1 %143, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter82 = and i64 %arg.v.5.0, -8
  %sunkaddr426156158 = getelementptr double, double* %.6.i67, i64 1
  %sunkaddr429159161 = getelementptr double, double* %.6.i67, i64 2
  %sunkaddr432162164 = getelementptr double, double* %.6.i67, i64 3
  %sunkaddr435165167 = getelementptr double, double* %.6.i67, i64 4
  %sunkaddr438168170 = getelementptr double, double* %.6.i67, i64 5
  %sunkaddr441171173 = getelementptr double, double* %.6.i67, i64 6
  %sunkaddr444174176 = getelementptr double, double* %.6.i67, i64 7
  %144 = add i64 %unroll_iter82, -8
  %145 = lshr exact i64 %144, 3
  %146 = add nuw nsw i64 %145, 1
  %min.iters.check = icmp ult i64 %144, 184
  br i1 %min.iters.check, label %for.body.preheader220, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader.new
  %147 = bitcast double* %.6.i67 to i8*
  %sunkaddr444174176181 = bitcast double* %sunkaddr444174176 to i8*
  %sunkaddr441171173177 = bitcast double* %sunkaddr441171173 to i8*
  %sunkaddr438168170185 = bitcast double* %sunkaddr438168170 to i8*
  %sunkaddr435165167189 = bitcast double* %sunkaddr435165167 to i8*
  %sunkaddr432162164193 = bitcast double* %sunkaddr432162164 to i8*
  %sunkaddr429159161197 = bitcast double* %sunkaddr429159161 to i8*
  %sunkaddr426156158201 = bitcast double* %sunkaddr426156158 to i8*
  %148 = add i64 %unroll_iter82, -8
  %149 = lshr exact i64 %148, 3
  %mul = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %149, i64 64)
  %mul.result = extractvalue { i64, i1 } %mul, 0
  %mul.overflow = extractvalue { i64, i1 } %mul, 1
  %150 = getelementptr i8, i8* %sunkaddr441171173177, i64 %mul.result
  %151 = icmp ult i8* %150, %sunkaddr441171173177
  %152 = or i1 %151, %mul.overflow
  %mul178 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %149, i64 64)
  %mul.result179 = extractvalue { i64, i1 } %mul178, 0
  %mul.overflow180 = extractvalue { i64, i1 } %mul178, 1
  %153 = getelementptr i8, i8* %sunkaddr444174176181, i64 %mul.result179
  %154 = icmp ult i8* %153, %sunkaddr444174176181
  %155 = or i1 %154, %mul.overflow180
  %mul182 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %149, i64 64)
  %mul.result183 = extractvalue { i64, i1 } %mul182, 0
  %mul.overflow184 = extractvalue { i64, i1 } %mul182, 1
  %156 = getelementptr i8, i8* %sunkaddr438168170185, i64 %mul.result183
  %157 = icmp ult i8* %156, %sunkaddr438168170185
  %158 = or i1 %157, %mul.overflow184
  %mul186 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %149, i64 64)
  %mul.result187 = extractvalue { i64, i1 } %mul186, 0
  %mul.overflow188 = extractvalue { i64, i1 } %mul186, 1
  %159 = getelementptr i8, i8* %sunkaddr435165167189, i64 %mul.result187
  %160 = icmp ult i8* %159, %sunkaddr435165167189
  %161 = or i1 %160, %mul.overflow188
  %mul190 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %149, i64 64)
  %mul.result191 = extractvalue { i64, i1 } %mul190, 0
  %mul.overflow192 = extractvalue { i64, i1 } %mul190, 1
  %162 = getelementptr i8, i8* %sunkaddr432162164193, i64 %mul.result191
  %163 = icmp ult i8* %162, %sunkaddr432162164193
  %164 = or i1 %163, %mul.overflow192
  %mul194 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %149, i64 64)
  %mul.result195 = extractvalue { i64, i1 } %mul194, 0
  %mul.overflow196 = extractvalue { i64, i1 } %mul194, 1
  %165 = getelementptr i8, i8* %sunkaddr429159161197, i64 %mul.result195
  %166 = icmp ult i8* %165, %sunkaddr429159161197
  %167 = or i1 %166, %mul.overflow196
  %mul198 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %149, i64 64)
  %mul.result199 = extractvalue { i64, i1 } %mul198, 0
  %mul.overflow200 = extractvalue { i64, i1 } %mul198, 1
  %168 = getelementptr i8, i8* %sunkaddr426156158201, i64 %mul.result199
  %169 = icmp ult i8* %168, %sunkaddr426156158201
  %170 = or i1 %169, %mul.overflow200
  %mul202 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %149, i64 64)
  %mul.result203 = extractvalue { i64, i1 } %mul202, 0
  %mul.overflow204 = extractvalue { i64, i1 } %mul202, 1
  %171 = getelementptr i8, i8* %147, i64 %mul.result203
  %172 = icmp ult i8* %171, %147
  %173 = or i1 %172, %mul.overflow204
  %174 = or i1 %152, %155
  %175 = or i1 %174, %158
  %176 = or i1 %175, %161
  %177 = or i1 %176, %164
  %178 = or i1 %177, %167
  %179 = or i1 %178, %170
  %180 = or i1 %179, %173
  br i1 %180, label %for.body.preheader220, label %vector.memcheck

vector.memcheck:                                  ; preds = %vector.scevcheck
  %scevgep207 = getelementptr double, double* %.6.i67, i64 %unroll_iter82
  %scevgep211 = getelementptr double, double* %arg.v.4, i64 %unroll_iter82
  %bound0 = icmp ult double* %.6.i67, %scevgep211
  %bound1 = icmp ugt double* %scevgep207, %arg.v.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.preheader220, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %const962 = bitcast i64 4611686018427387896 to i64
  %n.vec = and i64 %146, %const962
  %ind.end = shl i64 %n.vec, 3
  %181 = add nsw i64 %n.vec, -8
  %182 = lshr exact i64 %181, 3
  %183 = add nuw nsw i64 %182, 1
  %xtraiter262 = and i64 %183, 7
  %184 = icmp ult i64 %181, 56
  br i1 %184, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter265 = and i64 %183, %const962
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv676 = phi i64 [ %lsr.iv.next677, %vector.body ], [ %unroll_iter265, %vector.ph.new ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 8, i64 16, i64 24, i64 32, i64 40, i64 48, i64 56>, %vector.ph.new ], [ %vec.ind.next.7, %vector.body ]
  %185 = getelementptr double, double* %arg.v.4, <8 x i64> %vec.ind
  %wide.masked.gather = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %185, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %186 = fmul <8 x double> %wide.masked.gather, %wide.masked.gather
  %187 = getelementptr double, double* %.6.i67, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %186, <8 x double*> %187, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %188 = or <8 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %189 = getelementptr double, double* %arg.v.4, <8 x i64> %188
  %wide.masked.gather213 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %189, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %190 = fmul <8 x double> %wide.masked.gather213, %wide.masked.gather213
  %191 = getelementptr double, double* %sunkaddr426156158, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %190, <8 x double*> %191, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %192 = or <8 x i64> %vec.ind, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %193 = getelementptr double, double* %arg.v.4, <8 x i64> %192
  %wide.masked.gather214 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %193, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %194 = fmul <8 x double> %wide.masked.gather214, %wide.masked.gather214
  %195 = getelementptr double, double* %sunkaddr429159161, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %194, <8 x double*> %195, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %196 = or <8 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %197 = getelementptr double, double* %arg.v.4, <8 x i64> %196
  %wide.masked.gather215 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %197, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %198 = fmul <8 x double> %wide.masked.gather215, %wide.masked.gather215
  %199 = getelementptr double, double* %sunkaddr432162164, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %198, <8 x double*> %199, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %200 = or <8 x i64> %vec.ind, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %201 = getelementptr double, double* %arg.v.4, <8 x i64> %200
  %wide.masked.gather216 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %201, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %202 = fmul <8 x double> %wide.masked.gather216, %wide.masked.gather216
  %203 = getelementptr double, double* %sunkaddr435165167, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %202, <8 x double*> %203, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %204 = or <8 x i64> %vec.ind, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %205 = getelementptr double, double* %arg.v.4, <8 x i64> %204
  %wide.masked.gather217 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %205, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %206 = fmul <8 x double> %wide.masked.gather217, %wide.masked.gather217
  %207 = getelementptr double, double* %sunkaddr438168170, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %206, <8 x double*> %207, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %208 = or <8 x i64> %vec.ind, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %209 = getelementptr double, double* %arg.v.4, <8 x i64> %208
  %wide.masked.gather218 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %209, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %210 = fmul <8 x double> %wide.masked.gather218, %wide.masked.gather218
  %211 = getelementptr double, double* %sunkaddr441171173, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %210, <8 x double*> %211, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %212 = or <8 x i64> %vec.ind, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %213 = getelementptr double, double* %arg.v.4, <8 x i64> %212
  %wide.masked.gather219 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %213, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %214 = fmul <8 x double> %wide.masked.gather219, %wide.masked.gather219
  %215 = getelementptr double, double* %sunkaddr444174176, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %214, <8 x double*> %215, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %216 = getelementptr double, double* %arg.v.4, <8 x i64> %vec.ind.next
  %wide.masked.gather.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %216, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %217 = fmul <8 x double> %wide.masked.gather.1, %wide.masked.gather.1
  %218 = getelementptr double, double* %.6.i67, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %217, <8 x double*> %218, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %219 = or <8 x i64> %vec.ind.next, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %220 = getelementptr double, double* %arg.v.4, <8 x i64> %219
  %wide.masked.gather213.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %220, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %221 = fmul <8 x double> %wide.masked.gather213.1, %wide.masked.gather213.1
  %222 = getelementptr double, double* %sunkaddr426156158, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %221, <8 x double*> %222, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %223 = or <8 x i64> %vec.ind.next, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %224 = getelementptr double, double* %arg.v.4, <8 x i64> %223
  %wide.masked.gather214.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %224, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %225 = fmul <8 x double> %wide.masked.gather214.1, %wide.masked.gather214.1
  %226 = getelementptr double, double* %sunkaddr429159161, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %225, <8 x double*> %226, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %227 = or <8 x i64> %vec.ind.next, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %228 = getelementptr double, double* %arg.v.4, <8 x i64> %227
  %wide.masked.gather215.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %228, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %229 = fmul <8 x double> %wide.masked.gather215.1, %wide.masked.gather215.1
  %230 = getelementptr double, double* %sunkaddr432162164, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %229, <8 x double*> %230, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %231 = or <8 x i64> %vec.ind.next, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %232 = getelementptr double, double* %arg.v.4, <8 x i64> %231
  %wide.masked.gather216.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %232, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %233 = fmul <8 x double> %wide.masked.gather216.1, %wide.masked.gather216.1
  %234 = getelementptr double, double* %sunkaddr435165167, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %233, <8 x double*> %234, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %235 = or <8 x i64> %vec.ind.next, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %236 = getelementptr double, double* %arg.v.4, <8 x i64> %235
  %wide.masked.gather217.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %236, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %237 = fmul <8 x double> %wide.masked.gather217.1, %wide.masked.gather217.1
  %238 = getelementptr double, double* %sunkaddr438168170, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %237, <8 x double*> %238, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %239 = or <8 x i64> %vec.ind.next, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %240 = getelementptr double, double* %arg.v.4, <8 x i64> %239
  %wide.masked.gather218.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %240, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %241 = fmul <8 x double> %wide.masked.gather218.1, %wide.masked.gather218.1
  %242 = getelementptr double, double* %sunkaddr441171173, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %241, <8 x double*> %242, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %243 = or <8 x i64> %vec.ind.next, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %244 = getelementptr double, double* %arg.v.4, <8 x i64> %243
  %wide.masked.gather219.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %244, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %245 = fmul <8 x double> %wide.masked.gather219.1, %wide.masked.gather219.1
  %246 = getelementptr double, double* %sunkaddr444174176, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %245, <8 x double*> %246, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %vec.ind.next.1 = add <8 x i64> %vec.ind, <i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128>
  %247 = getelementptr double, double* %arg.v.4, <8 x i64> %vec.ind.next.1
  %wide.masked.gather.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %247, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %248 = fmul <8 x double> %wide.masked.gather.2, %wide.masked.gather.2
  %249 = getelementptr double, double* %.6.i67, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %248, <8 x double*> %249, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %250 = or <8 x i64> %vec.ind.next.1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %251 = getelementptr double, double* %arg.v.4, <8 x i64> %250
  %wide.masked.gather213.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %251, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %252 = fmul <8 x double> %wide.masked.gather213.2, %wide.masked.gather213.2
  %253 = getelementptr double, double* %sunkaddr426156158, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %252, <8 x double*> %253, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %254 = or <8 x i64> %vec.ind.next.1, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %255 = getelementptr double, double* %arg.v.4, <8 x i64> %254
  %wide.masked.gather214.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %255, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %256 = fmul <8 x double> %wide.masked.gather214.2, %wide.masked.gather214.2
  %257 = getelementptr double, double* %sunkaddr429159161, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %256, <8 x double*> %257, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %258 = or <8 x i64> %vec.ind.next.1, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %259 = getelementptr double, double* %arg.v.4, <8 x i64> %258
  %wide.masked.gather215.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %259, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %260 = fmul <8 x double> %wide.masked.gather215.2, %wide.masked.gather215.2
  %261 = getelementptr double, double* %sunkaddr432162164, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %260, <8 x double*> %261, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %262 = or <8 x i64> %vec.ind.next.1, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %263 = getelementptr double, double* %arg.v.4, <8 x i64> %262
  %wide.masked.gather216.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %263, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %264 = fmul <8 x double> %wide.masked.gather216.2, %wide.masked.gather216.2
  %265 = getelementptr double, double* %sunkaddr435165167, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %264, <8 x double*> %265, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %266 = or <8 x i64> %vec.ind.next.1, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %267 = getelementptr double, double* %arg.v.4, <8 x i64> %266
  %wide.masked.gather217.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %267, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %268 = fmul <8 x double> %wide.masked.gather217.2, %wide.masked.gather217.2
  %269 = getelementptr double, double* %sunkaddr438168170, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %268, <8 x double*> %269, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %270 = or <8 x i64> %vec.ind.next.1, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %271 = getelementptr double, double* %arg.v.4, <8 x i64> %270
  %wide.masked.gather218.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %271, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %272 = fmul <8 x double> %wide.masked.gather218.2, %wide.masked.gather218.2
  %273 = getelementptr double, double* %sunkaddr441171173, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %272, <8 x double*> %273, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %274 = or <8 x i64> %vec.ind.next.1, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %275 = getelementptr double, double* %arg.v.4, <8 x i64> %274
  %wide.masked.gather219.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %275, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %276 = fmul <8 x double> %wide.masked.gather219.2, %wide.masked.gather219.2
  %277 = getelementptr double, double* %sunkaddr444174176, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %276, <8 x double*> %277, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %vec.ind.next.2 = add <8 x i64> %vec.ind, <i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192>
  %278 = getelementptr double, double* %arg.v.4, <8 x i64> %vec.ind.next.2
  %wide.masked.gather.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %278, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %279 = fmul <8 x double> %wide.masked.gather.3, %wide.masked.gather.3
  %280 = getelementptr double, double* %.6.i67, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %279, <8 x double*> %280, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %281 = or <8 x i64> %vec.ind.next.2, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %282 = getelementptr double, double* %arg.v.4, <8 x i64> %281
  %wide.masked.gather213.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %282, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %283 = fmul <8 x double> %wide.masked.gather213.3, %wide.masked.gather213.3
  %284 = getelementptr double, double* %sunkaddr426156158, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %283, <8 x double*> %284, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %285 = or <8 x i64> %vec.ind.next.2, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %286 = getelementptr double, double* %arg.v.4, <8 x i64> %285
  %wide.masked.gather214.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %286, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %287 = fmul <8 x double> %wide.masked.gather214.3, %wide.masked.gather214.3
  %288 = getelementptr double, double* %sunkaddr429159161, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %287, <8 x double*> %288, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %289 = or <8 x i64> %vec.ind.next.2, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %290 = getelementptr double, double* %arg.v.4, <8 x i64> %289
  %wide.masked.gather215.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %290, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %291 = fmul <8 x double> %wide.masked.gather215.3, %wide.masked.gather215.3
  %292 = getelementptr double, double* %sunkaddr432162164, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %291, <8 x double*> %292, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %293 = or <8 x i64> %vec.ind.next.2, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %294 = getelementptr double, double* %arg.v.4, <8 x i64> %293
  %wide.masked.gather216.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %294, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %295 = fmul <8 x double> %wide.masked.gather216.3, %wide.masked.gather216.3
  %296 = getelementptr double, double* %sunkaddr435165167, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %295, <8 x double*> %296, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %297 = or <8 x i64> %vec.ind.next.2, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %298 = getelementptr double, double* %arg.v.4, <8 x i64> %297
  %wide.masked.gather217.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %298, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %299 = fmul <8 x double> %wide.masked.gather217.3, %wide.masked.gather217.3
  %300 = getelementptr double, double* %sunkaddr438168170, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %299, <8 x double*> %300, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %301 = or <8 x i64> %vec.ind.next.2, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %302 = getelementptr double, double* %arg.v.4, <8 x i64> %301
  %wide.masked.gather218.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %302, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %303 = fmul <8 x double> %wide.masked.gather218.3, %wide.masked.gather218.3
  %304 = getelementptr double, double* %sunkaddr441171173, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %303, <8 x double*> %304, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %305 = or <8 x i64> %vec.ind.next.2, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %306 = getelementptr double, double* %arg.v.4, <8 x i64> %305
  %wide.masked.gather219.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %306, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %307 = fmul <8 x double> %wide.masked.gather219.3, %wide.masked.gather219.3
  %308 = getelementptr double, double* %sunkaddr444174176, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %307, <8 x double*> %308, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %vec.ind.next.3 = add <8 x i64> %vec.ind, <i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256>
  %309 = getelementptr double, double* %arg.v.4, <8 x i64> %vec.ind.next.3
  %wide.masked.gather.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %309, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %310 = fmul <8 x double> %wide.masked.gather.4, %wide.masked.gather.4
  %311 = getelementptr double, double* %.6.i67, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %310, <8 x double*> %311, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %312 = or <8 x i64> %vec.ind.next.3, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %313 = getelementptr double, double* %arg.v.4, <8 x i64> %312
  %wide.masked.gather213.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %313, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %314 = fmul <8 x double> %wide.masked.gather213.4, %wide.masked.gather213.4
  %315 = getelementptr double, double* %sunkaddr426156158, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %314, <8 x double*> %315, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %316 = or <8 x i64> %vec.ind.next.3, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %317 = getelementptr double, double* %arg.v.4, <8 x i64> %316
  %wide.masked.gather214.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %317, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %318 = fmul <8 x double> %wide.masked.gather214.4, %wide.masked.gather214.4
  %319 = getelementptr double, double* %sunkaddr429159161, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %318, <8 x double*> %319, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %320 = or <8 x i64> %vec.ind.next.3, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %321 = getelementptr double, double* %arg.v.4, <8 x i64> %320
  %wide.masked.gather215.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %321, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %322 = fmul <8 x double> %wide.masked.gather215.4, %wide.masked.gather215.4
  %323 = getelementptr double, double* %sunkaddr432162164, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %322, <8 x double*> %323, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %324 = or <8 x i64> %vec.ind.next.3, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %325 = getelementptr double, double* %arg.v.4, <8 x i64> %324
  %wide.masked.gather216.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %325, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %326 = fmul <8 x double> %wide.masked.gather216.4, %wide.masked.gather216.4
  %327 = getelementptr double, double* %sunkaddr435165167, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %326, <8 x double*> %327, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %328 = or <8 x i64> %vec.ind.next.3, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %329 = getelementptr double, double* %arg.v.4, <8 x i64> %328
  %wide.masked.gather217.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %329, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %330 = fmul <8 x double> %wide.masked.gather217.4, %wide.masked.gather217.4
  %331 = getelementptr double, double* %sunkaddr438168170, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %330, <8 x double*> %331, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %332 = or <8 x i64> %vec.ind.next.3, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %333 = getelementptr double, double* %arg.v.4, <8 x i64> %332
  %wide.masked.gather218.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %333, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %334 = fmul <8 x double> %wide.masked.gather218.4, %wide.masked.gather218.4
  %335 = getelementptr double, double* %sunkaddr441171173, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %334, <8 x double*> %335, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %336 = or <8 x i64> %vec.ind.next.3, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %337 = getelementptr double, double* %arg.v.4, <8 x i64> %336
  %wide.masked.gather219.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %337, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %338 = fmul <8 x double> %wide.masked.gather219.4, %wide.masked.gather219.4
  %339 = getelementptr double, double* %sunkaddr444174176, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %338, <8 x double*> %339, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %vec.ind.next.4 = add <8 x i64> %vec.ind, <i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320>
  %340 = getelementptr double, double* %arg.v.4, <8 x i64> %vec.ind.next.4
  %wide.masked.gather.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %340, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %341 = fmul <8 x double> %wide.masked.gather.5, %wide.masked.gather.5
  %342 = getelementptr double, double* %.6.i67, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %341, <8 x double*> %342, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %343 = or <8 x i64> %vec.ind.next.4, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %344 = getelementptr double, double* %arg.v.4, <8 x i64> %343
  %wide.masked.gather213.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %344, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %345 = fmul <8 x double> %wide.masked.gather213.5, %wide.masked.gather213.5
  %346 = getelementptr double, double* %sunkaddr426156158, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %345, <8 x double*> %346, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %347 = or <8 x i64> %vec.ind.next.4, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %348 = getelementptr double, double* %arg.v.4, <8 x i64> %347
  %wide.masked.gather214.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %348, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %349 = fmul <8 x double> %wide.masked.gather214.5, %wide.masked.gather214.5
  %350 = getelementptr double, double* %sunkaddr429159161, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %349, <8 x double*> %350, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %351 = or <8 x i64> %vec.ind.next.4, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %352 = getelementptr double, double* %arg.v.4, <8 x i64> %351
  %wide.masked.gather215.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %352, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %353 = fmul <8 x double> %wide.masked.gather215.5, %wide.masked.gather215.5
  %354 = getelementptr double, double* %sunkaddr432162164, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %353, <8 x double*> %354, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %355 = or <8 x i64> %vec.ind.next.4, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %356 = getelementptr double, double* %arg.v.4, <8 x i64> %355
  %wide.masked.gather216.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %356, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %357 = fmul <8 x double> %wide.masked.gather216.5, %wide.masked.gather216.5
  %358 = getelementptr double, double* %sunkaddr435165167, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %357, <8 x double*> %358, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %359 = or <8 x i64> %vec.ind.next.4, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %360 = getelementptr double, double* %arg.v.4, <8 x i64> %359
  %wide.masked.gather217.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %360, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %361 = fmul <8 x double> %wide.masked.gather217.5, %wide.masked.gather217.5
  %362 = getelementptr double, double* %sunkaddr438168170, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %361, <8 x double*> %362, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %363 = or <8 x i64> %vec.ind.next.4, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %364 = getelementptr double, double* %arg.v.4, <8 x i64> %363
  %wide.masked.gather218.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %364, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %365 = fmul <8 x double> %wide.masked.gather218.5, %wide.masked.gather218.5
  %366 = getelementptr double, double* %sunkaddr441171173, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %365, <8 x double*> %366, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %367 = or <8 x i64> %vec.ind.next.4, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %368 = getelementptr double, double* %arg.v.4, <8 x i64> %367
  %wide.masked.gather219.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %368, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %369 = fmul <8 x double> %wide.masked.gather219.5, %wide.masked.gather219.5
  %370 = getelementptr double, double* %sunkaddr444174176, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %369, <8 x double*> %370, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %vec.ind.next.5 = add <8 x i64> %vec.ind, <i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384>
  %371 = getelementptr double, double* %arg.v.4, <8 x i64> %vec.ind.next.5
  %wide.masked.gather.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %371, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %372 = fmul <8 x double> %wide.masked.gather.6, %wide.masked.gather.6
  %373 = getelementptr double, double* %.6.i67, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %372, <8 x double*> %373, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %374 = or <8 x i64> %vec.ind.next.5, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %375 = getelementptr double, double* %arg.v.4, <8 x i64> %374
  %wide.masked.gather213.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %375, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %376 = fmul <8 x double> %wide.masked.gather213.6, %wide.masked.gather213.6
  %377 = getelementptr double, double* %sunkaddr426156158, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %376, <8 x double*> %377, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %378 = or <8 x i64> %vec.ind.next.5, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %379 = getelementptr double, double* %arg.v.4, <8 x i64> %378
  %wide.masked.gather214.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %379, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %380 = fmul <8 x double> %wide.masked.gather214.6, %wide.masked.gather214.6
  %381 = getelementptr double, double* %sunkaddr429159161, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %380, <8 x double*> %381, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %382 = or <8 x i64> %vec.ind.next.5, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %383 = getelementptr double, double* %arg.v.4, <8 x i64> %382
  %wide.masked.gather215.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %383, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %384 = fmul <8 x double> %wide.masked.gather215.6, %wide.masked.gather215.6
  %385 = getelementptr double, double* %sunkaddr432162164, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %384, <8 x double*> %385, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %386 = or <8 x i64> %vec.ind.next.5, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %387 = getelementptr double, double* %arg.v.4, <8 x i64> %386
  %wide.masked.gather216.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %387, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %388 = fmul <8 x double> %wide.masked.gather216.6, %wide.masked.gather216.6
  %389 = getelementptr double, double* %sunkaddr435165167, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %388, <8 x double*> %389, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %390 = or <8 x i64> %vec.ind.next.5, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %391 = getelementptr double, double* %arg.v.4, <8 x i64> %390
  %wide.masked.gather217.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %391, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %392 = fmul <8 x double> %wide.masked.gather217.6, %wide.masked.gather217.6
  %393 = getelementptr double, double* %sunkaddr438168170, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %392, <8 x double*> %393, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %394 = or <8 x i64> %vec.ind.next.5, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %395 = getelementptr double, double* %arg.v.4, <8 x i64> %394
  %wide.masked.gather218.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %395, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %396 = fmul <8 x double> %wide.masked.gather218.6, %wide.masked.gather218.6
  %397 = getelementptr double, double* %sunkaddr441171173, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %396, <8 x double*> %397, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %398 = or <8 x i64> %vec.ind.next.5, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %399 = getelementptr double, double* %arg.v.4, <8 x i64> %398
  %wide.masked.gather219.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %399, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %400 = fmul <8 x double> %wide.masked.gather219.6, %wide.masked.gather219.6
  %401 = getelementptr double, double* %sunkaddr444174176, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %400, <8 x double*> %401, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %vec.ind.next.6 = add <8 x i64> %vec.ind, <i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448>
  %402 = getelementptr double, double* %arg.v.4, <8 x i64> %vec.ind.next.6
  %wide.masked.gather.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %402, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %403 = fmul <8 x double> %wide.masked.gather.7, %wide.masked.gather.7
  %404 = getelementptr double, double* %.6.i67, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %403, <8 x double*> %404, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %405 = or <8 x i64> %vec.ind.next.6, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %406 = getelementptr double, double* %arg.v.4, <8 x i64> %405
  %wide.masked.gather213.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %406, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %407 = fmul <8 x double> %wide.masked.gather213.7, %wide.masked.gather213.7
  %408 = getelementptr double, double* %sunkaddr426156158, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %407, <8 x double*> %408, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %409 = or <8 x i64> %vec.ind.next.6, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %410 = getelementptr double, double* %arg.v.4, <8 x i64> %409
  %wide.masked.gather214.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %410, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %411 = fmul <8 x double> %wide.masked.gather214.7, %wide.masked.gather214.7
  %412 = getelementptr double, double* %sunkaddr429159161, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %411, <8 x double*> %412, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %413 = or <8 x i64> %vec.ind.next.6, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %414 = getelementptr double, double* %arg.v.4, <8 x i64> %413
  %wide.masked.gather215.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %414, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %415 = fmul <8 x double> %wide.masked.gather215.7, %wide.masked.gather215.7
  %416 = getelementptr double, double* %sunkaddr432162164, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %415, <8 x double*> %416, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %417 = or <8 x i64> %vec.ind.next.6, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %418 = getelementptr double, double* %arg.v.4, <8 x i64> %417
  %wide.masked.gather216.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %418, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %419 = fmul <8 x double> %wide.masked.gather216.7, %wide.masked.gather216.7
  %420 = getelementptr double, double* %sunkaddr435165167, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %419, <8 x double*> %420, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %421 = or <8 x i64> %vec.ind.next.6, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %422 = getelementptr double, double* %arg.v.4, <8 x i64> %421
  %wide.masked.gather217.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %422, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %423 = fmul <8 x double> %wide.masked.gather217.7, %wide.masked.gather217.7
  %424 = getelementptr double, double* %sunkaddr438168170, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %423, <8 x double*> %424, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %425 = or <8 x i64> %vec.ind.next.6, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %426 = getelementptr double, double* %arg.v.4, <8 x i64> %425
  %wide.masked.gather218.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %426, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %427 = fmul <8 x double> %wide.masked.gather218.7, %wide.masked.gather218.7
  %428 = getelementptr double, double* %sunkaddr441171173, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %427, <8 x double*> %428, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %429 = or <8 x i64> %vec.ind.next.6, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %430 = getelementptr double, double* %arg.v.4, <8 x i64> %429
  %wide.masked.gather219.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %430, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %431 = fmul <8 x double> %wide.masked.gather219.7, %wide.masked.gather219.7
  %432 = getelementptr double, double* %sunkaddr444174176, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %431, <8 x double*> %432, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %vec.ind.next.7 = add <8 x i64> %vec.ind, <i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512>
  %lsr.iv.next677 = add i64 %lsr.iv676, -8
  %niter266.ncmp.7 = icmp eq i64 %lsr.iv.next677, 0
  br i1 %niter266.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !29

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa221.ph = phi <8 x i64> [ undef, %vector.ph ], [ %429, %vector.body ]
  %vec.ind.unr = phi <8 x i64> [ <i64 0, i64 8, i64 16, i64 24, i64 32, i64 40, i64 48, i64 56>, %vector.ph ], [ %vec.ind.next.7, %vector.body ]
  %lcmp.mod263.not = icmp eq i64 %xtraiter262, 0
  br i1 %lcmp.mod263.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv674 = phi i64 [ %xtraiter262, %vector.body.epil.preheader ], [ %lsr.iv.next675, %vector.body.epil ]
  %vec.ind.epil = phi <8 x i64> [ %vec.ind.next.epil, %vector.body.epil ], [ %vec.ind.unr, %vector.body.epil.preheader ]
  %433 = getelementptr double, double* %arg.v.4, <8 x i64> %vec.ind.epil
  %wide.masked.gather.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %433, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %434 = fmul <8 x double> %wide.masked.gather.epil, %wide.masked.gather.epil
  %435 = getelementptr double, double* %.6.i67, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %434, <8 x double*> %435, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %436 = or <8 x i64> %vec.ind.epil, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %437 = getelementptr double, double* %arg.v.4, <8 x i64> %436
  %wide.masked.gather213.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %437, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %438 = fmul <8 x double> %wide.masked.gather213.epil, %wide.masked.gather213.epil
  %439 = getelementptr double, double* %sunkaddr426156158, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %438, <8 x double*> %439, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %440 = or <8 x i64> %vec.ind.epil, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %441 = getelementptr double, double* %arg.v.4, <8 x i64> %440
  %wide.masked.gather214.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %441, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %442 = fmul <8 x double> %wide.masked.gather214.epil, %wide.masked.gather214.epil
  %443 = getelementptr double, double* %sunkaddr429159161, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %442, <8 x double*> %443, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %444 = or <8 x i64> %vec.ind.epil, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %445 = getelementptr double, double* %arg.v.4, <8 x i64> %444
  %wide.masked.gather215.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %445, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %446 = fmul <8 x double> %wide.masked.gather215.epil, %wide.masked.gather215.epil
  %447 = getelementptr double, double* %sunkaddr432162164, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %446, <8 x double*> %447, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %448 = or <8 x i64> %vec.ind.epil, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %449 = getelementptr double, double* %arg.v.4, <8 x i64> %448
  %wide.masked.gather216.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %449, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %450 = fmul <8 x double> %wide.masked.gather216.epil, %wide.masked.gather216.epil
  %451 = getelementptr double, double* %sunkaddr435165167, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %450, <8 x double*> %451, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %452 = or <8 x i64> %vec.ind.epil, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %453 = getelementptr double, double* %arg.v.4, <8 x i64> %452
  %wide.masked.gather217.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %453, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %454 = fmul <8 x double> %wide.masked.gather217.epil, %wide.masked.gather217.epil
  %455 = getelementptr double, double* %sunkaddr438168170, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %454, <8 x double*> %455, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %456 = or <8 x i64> %vec.ind.epil, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %457 = getelementptr double, double* %arg.v.4, <8 x i64> %456
  %wide.masked.gather218.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %457, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %458 = fmul <8 x double> %wide.masked.gather218.epil, %wide.masked.gather218.epil
  %459 = getelementptr double, double* %sunkaddr441171173, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %458, <8 x double*> %459, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %460 = or <8 x i64> %vec.ind.epil, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %461 = getelementptr double, double* %arg.v.4, <8 x i64> %460
  %wide.masked.gather219.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %461, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !24
  %462 = fmul <8 x double> %wide.masked.gather219.epil, %wide.masked.gather219.epil
  %463 = getelementptr double, double* %sunkaddr444174176, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %462, <8 x double*> %463, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !27, !noalias !24
  %vec.ind.next.epil = add <8 x i64> %vec.ind.epil, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %lsr.iv.next675 = add nsw i64 %lsr.iv674, -1
  %epil.iter.cmp.not311 = icmp eq i64 %lsr.iv.next675, 0
  br i1 %epil.iter.cmp.not311, label %middle.block, label %vector.body.epil, !llvm.loop !31

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa221 = phi <8 x i64> [ %.lcssa221.ph, %middle.block.unr-lcssa ], [ %460, %vector.body.epil ]
  %464 = extractelement <8 x i64> %.lcssa221, i64 7
  %cmp.n = icmp eq i64 %146, %n.vec
  br i1 %cmp.n, label %for.end.loopexit.unr-lcssa, label %for.body.preheader220

for.body.preheader220:                            ; preds = %vector.memcheck, %vector.scevcheck, %for.body.preheader.new, %middle.block
  %loop.index66.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %vector.scevcheck ], [ 0, %for.body.preheader.new ], [ %ind.end, %middle.block ]
  %465 = add i64 %loop.index66.ph, -1
  %466 = lshr i64 %arg.v.5.0, 3
  %467 = mul i64 %466, -8
  br label %for.body

for.body:                                         ; preds = %for.body.preheader220, %for.body
  %lsr.iv642 = phi i64 [ %465, %for.body.preheader220 ], [ %lsr.iv.next643, %for.body ]
  %sunkaddr1153 = mul i64 %lsr.iv642, 8
  %468 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1154 = getelementptr i8, i8* %468, i64 %sunkaddr1153
  %sunkaddr1155 = getelementptr i8, i8* %sunkaddr1154, i64 8
  %469 = bitcast i8* %sunkaddr1155 to double*
  %.188 = load double, double* %469, align 8
  %.5.i = fmul double %.188, %.188
  %scevgep672 = getelementptr double, double* %sunkaddr444174176, i64 %lsr.iv642
  %scevgep673 = getelementptr double, double* %scevgep672, i64 -6
  store double %.5.i, double* %scevgep673, align 8
  %sunkaddr1156 = mul i64 %lsr.iv642, 8
  %470 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1157 = getelementptr i8, i8* %470, i64 %sunkaddr1156
  %sunkaddr1158 = getelementptr i8, i8* %sunkaddr1157, i64 16
  %471 = bitcast i8* %sunkaddr1158 to double*
  %.188.1 = load double, double* %471, align 8
  %.5.i.1 = fmul double %.188.1, %.188.1
  %scevgep670 = getelementptr double, double* %sunkaddr444174176, i64 %lsr.iv642
  %scevgep671 = getelementptr double, double* %scevgep670, i64 -5
  store double %.5.i.1, double* %scevgep671, align 8
  %sunkaddr1159 = mul i64 %lsr.iv642, 8
  %472 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1160 = getelementptr i8, i8* %472, i64 %sunkaddr1159
  %sunkaddr1161 = getelementptr i8, i8* %sunkaddr1160, i64 24
  %473 = bitcast i8* %sunkaddr1161 to double*
  %.188.2 = load double, double* %473, align 8
  %.5.i.2 = fmul double %.188.2, %.188.2
  %scevgep668 = getelementptr double, double* %sunkaddr444174176, i64 %lsr.iv642
  %scevgep669 = getelementptr double, double* %scevgep668, i64 -4
  store double %.5.i.2, double* %scevgep669, align 8
  %sunkaddr1162 = mul i64 %lsr.iv642, 8
  %474 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1163 = getelementptr i8, i8* %474, i64 %sunkaddr1162
  %sunkaddr1164 = getelementptr i8, i8* %sunkaddr1163, i64 32
  %475 = bitcast i8* %sunkaddr1164 to double*
  %.188.3 = load double, double* %475, align 8
  %.5.i.3 = fmul double %.188.3, %.188.3
  %scevgep666 = getelementptr double, double* %sunkaddr444174176, i64 %lsr.iv642
  %scevgep667 = getelementptr double, double* %scevgep666, i64 -3
  store double %.5.i.3, double* %scevgep667, align 8
  %sunkaddr1165 = mul i64 %lsr.iv642, 8
  %476 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1166 = getelementptr i8, i8* %476, i64 %sunkaddr1165
  %sunkaddr1167 = getelementptr i8, i8* %sunkaddr1166, i64 40
  %477 = bitcast i8* %sunkaddr1167 to double*
  %.188.4 = load double, double* %477, align 8
  %.5.i.4 = fmul double %.188.4, %.188.4
  %scevgep664 = getelementptr double, double* %sunkaddr444174176, i64 %lsr.iv642
  %scevgep665 = getelementptr double, double* %scevgep664, i64 -2
  store double %.5.i.4, double* %scevgep665, align 8
  %sunkaddr1168 = mul i64 %lsr.iv642, 8
  %478 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1169 = getelementptr i8, i8* %478, i64 %sunkaddr1168
  %sunkaddr1170 = getelementptr i8, i8* %sunkaddr1169, i64 48
  %479 = bitcast i8* %sunkaddr1170 to double*
  %.188.5 = load double, double* %479, align 8
  %.5.i.5 = fmul double %.188.5, %.188.5
  %scevgep662 = getelementptr double, double* %sunkaddr444174176, i64 %lsr.iv642
  %scevgep663 = getelementptr double, double* %scevgep662, i64 -1
  store double %.5.i.5, double* %scevgep663, align 8
  %sunkaddr1171 = mul i64 %lsr.iv642, 8
  %480 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1172 = getelementptr i8, i8* %480, i64 %sunkaddr1171
  %sunkaddr1173 = getelementptr i8, i8* %sunkaddr1172, i64 56
  %481 = bitcast i8* %sunkaddr1173 to double*
  %.188.6 = load double, double* %481, align 8
  %.5.i.6 = fmul double %.188.6, %.188.6
  %scevgep661 = getelementptr double, double* %sunkaddr444174176, i64 %lsr.iv642
  store double %.5.i.6, double* %scevgep661, align 8
  %sunkaddr1174 = mul i64 %lsr.iv642, 8
  %482 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1175 = getelementptr i8, i8* %482, i64 %sunkaddr1174
  %sunkaddr1176 = getelementptr i8, i8* %sunkaddr1175, i64 64
  %483 = bitcast i8* %sunkaddr1176 to double*
  %.188.7 = load double, double* %483, align 8
  %.5.i.7 = fmul double %.188.7, %.188.7
  %scevgep659 = getelementptr double, double* %sunkaddr444174176, i64 %lsr.iv642
  %scevgep660 = getelementptr double, double* %scevgep659, i64 1
  store double %.5.i.7, double* %scevgep660, align 8
  %lsr.iv.next643 = add i64 %lsr.iv642, 8
  %484 = add i64 %467, %lsr.iv.next643
  %niter83.ncmp.7 = icmp eq i64 %484, -1
  br i1 %niter83.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !32

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %middle.block, %for.body.preheader
  %loop.index66.unr = phi i64 [ 0, %for.body.preheader ], [ %unroll_iter82, %middle.block ], [ %unroll_iter82, %for.body ]
  %.174.065.unr = phi i64 [ 0, %for.body.preheader ], [ %464, %middle.block ], [ %lsr.iv.next643, %for.body ]
  %lcmp.mod81.not = icmp eq i64 %xtraiter79, 0
  br i1 %lcmp.mod81.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv245 = phi i64 [ %lsr.iv.next246, %for.body.epil ], [ %xtraiter79, %for.body.epil.preheader ]
  %loop.index66.epil = phi i64 [ %.217.epil, %for.body.epil ], [ %loop.index66.unr, %for.body.epil.preheader ]
  %.174.065.epil = phi i64 [ %spec.select77.epil, %for.body.epil ], [ %.174.065.unr, %for.body.epil.preheader ]
  %485 = icmp eq i64 %arg.v.5.0, 1
  %spec.select77.epil = select i1 %485, i64 %.174.065.epil, i64 %loop.index66.epil
  %.187.epil = getelementptr double, double* %arg.v.4, i64 %spec.select77.epil
  %.188.epil = load double, double* %.187.epil, align 8
  %.5.i.epil = fmul double %.188.epil, %.188.epil
  %scevgep640 = getelementptr double, double* %.6.i67, i64 %loop.index66.epil
  store double %.5.i.epil, double* %scevgep640, align 8
  %.217.epil = add nuw nsw i64 %loop.index66.epil, 1
  %lsr.iv.next246 = add nsw i64 %lsr.iv245, -1
  %epil.iter80.cmp.not = icmp eq i64 %lsr.iv.next246, 0
  br i1 %epil.iter80.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !33

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  %.68.i3 = icmp eq i64 %arg.v.5.0, 0
  br i1 %.68.i3, label %for.end.endif, label %B50.endif.preheader.i7, !prof !0

B50.endif.preheader.i7:                           ; preds = %for.end
  %smax.i5 = tail call i64 @llvm.smax.i64(i64 %arg.v.5.0, i64 1)
  %486 = add nsw i64 %smax.i5, -1
  %xtraiter.i6 = and i64 %smax.i5, 7
  %487 = icmp ult i64 %486, 7
  br i1 %487, label %common.ret.loopexit.unr-lcssa.i14, label %B50.endif.preheader.new.i9

B50.endif.preheader.new.i9:                       ; preds = %B50.endif.preheader.i7
  %const964 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i8 = and i64 %smax.i5, %const964
  %488 = add nsw i64 %unroll_iter.i8, -8
  %489 = lshr exact i64 %488, 3
  %490 = add nuw nsw i64 %489, 1
  %xtraiter = and i64 %490, 7
  %491 = icmp ult i64 %488, 56
  br i1 %491, label %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa, label %B50.endif.preheader.new.i9.new

B50.endif.preheader.new.i9.new:                   ; preds = %B50.endif.preheader.new.i9
  %const960 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %490, %const960
  %492 = add nsw i64 %unroll_iter, -8
  %493 = lshr exact i64 %492, 3
  %494 = add nuw nsw i64 %493, 1
  %495 = icmp eq i64 %492, 0
  br i1 %495, label %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B50.endif.preheader.new.i9.new.new

B50.endif.preheader.new.i9.new.new:               ; preds = %B50.endif.preheader.new.i9.new
  %const_mat961 = add i64 %const960, 6
  %unroll_iter245 = and i64 %494, %const_mat961
  %scevgep344 = getelementptr double, double* %.6.i67, i64 127
  br label %B50.endif.i61

common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %B50.endif.i61, %B50.endif.preheader.new.i9.new
  %.239.7.i59.7.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i9.new ], [ %.239.7.i59.7.1, %B50.endif.i61 ]
  %c.2.06.i26.unr242 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i9.new ], [ %.239.7.i59.7.1, %B50.endif.i61 ]
  %.70.05.i27.unr243 = phi i64 [ 0, %B50.endif.preheader.new.i9.new ], [ %.182.7.i55.7.1, %B50.endif.i61 ]
  %496 = and i64 %494, 1
  %lcmp.mod.not310 = icmp eq i64 %496, 0
  br i1 %lcmp.mod.not310, label %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit, label %B50.endif.i61.epil224

B50.endif.i61.epil224:                            ; preds = %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit.unr-lcssa
  %scevgep241.epil = getelementptr double, double* %.6.i67, i64 %.70.05.i27.unr243
  %.236.i29.epil226 = load double, double* %scevgep241.epil, align 8, !noalias !34
  %.239.i30.epil227 = fadd double %c.2.06.i26.unr242, %.236.i29.epil226
  %sunkaddr1177 = mul i64 %.70.05.i27.unr243, 8
  %497 = bitcast double* %.6.i67 to i8*
  %sunkaddr1178 = getelementptr i8, i8* %497, i64 %sunkaddr1177
  %sunkaddr1179 = getelementptr i8, i8* %sunkaddr1178, i64 8
  %498 = bitcast i8* %sunkaddr1179 to double*
  %.236.1.i33.epil228 = load double, double* %498, align 8, !noalias !34
  %.239.1.i34.epil229 = fadd double %.239.i30.epil227, %.236.1.i33.epil228
  %sunkaddr1180 = mul i64 %.70.05.i27.unr243, 8
  %499 = bitcast double* %.6.i67 to i8*
  %sunkaddr1181 = getelementptr i8, i8* %499, i64 %sunkaddr1180
  %sunkaddr1182 = getelementptr i8, i8* %sunkaddr1181, i64 16
  %500 = bitcast i8* %sunkaddr1182 to double*
  %.236.2.i37.epil230 = load double, double* %500, align 8, !noalias !34
  %.239.2.i38.epil231 = fadd double %.239.1.i34.epil229, %.236.2.i37.epil230
  %sunkaddr1183 = mul i64 %.70.05.i27.unr243, 8
  %501 = bitcast double* %.6.i67 to i8*
  %sunkaddr1184 = getelementptr i8, i8* %501, i64 %sunkaddr1183
  %sunkaddr1185 = getelementptr i8, i8* %sunkaddr1184, i64 24
  %502 = bitcast i8* %sunkaddr1185 to double*
  %.236.3.i41.epil232 = load double, double* %502, align 8, !noalias !34
  %.239.3.i42.epil233 = fadd double %.239.2.i38.epil231, %.236.3.i41.epil232
  %sunkaddr1186 = mul i64 %.70.05.i27.unr243, 8
  %503 = bitcast double* %.6.i67 to i8*
  %sunkaddr1187 = getelementptr i8, i8* %503, i64 %sunkaddr1186
  %sunkaddr1188 = getelementptr i8, i8* %sunkaddr1187, i64 32
  %504 = bitcast i8* %sunkaddr1188 to double*
  %.236.4.i45.epil234 = load double, double* %504, align 8, !noalias !34
  %.239.4.i46.epil235 = fadd double %.239.3.i42.epil233, %.236.4.i45.epil234
  %sunkaddr1189 = mul i64 %.70.05.i27.unr243, 8
  %505 = bitcast double* %.6.i67 to i8*
  %sunkaddr1190 = getelementptr i8, i8* %505, i64 %sunkaddr1189
  %sunkaddr1191 = getelementptr i8, i8* %sunkaddr1190, i64 40
  %506 = bitcast i8* %sunkaddr1191 to double*
  %.236.5.i49.epil236 = load double, double* %506, align 8, !noalias !34
  %.239.5.i50.epil237 = fadd double %.239.4.i46.epil235, %.236.5.i49.epil236
  %sunkaddr1192 = mul i64 %.70.05.i27.unr243, 8
  %507 = bitcast double* %.6.i67 to i8*
  %sunkaddr1193 = getelementptr i8, i8* %507, i64 %sunkaddr1192
  %sunkaddr1194 = getelementptr i8, i8* %sunkaddr1193, i64 48
  %508 = bitcast i8* %sunkaddr1194 to double*
  %.236.6.i53.epil238 = load double, double* %508, align 8, !noalias !34
  %.239.6.i54.epil239 = fadd double %.239.5.i50.epil237, %.236.6.i53.epil238
  %sunkaddr1195 = mul i64 %.70.05.i27.unr243, 8
  %509 = bitcast double* %.6.i67 to i8*
  %sunkaddr1196 = getelementptr i8, i8* %509, i64 %sunkaddr1195
  %sunkaddr1197 = getelementptr i8, i8* %sunkaddr1196, i64 56
  %510 = bitcast i8* %sunkaddr1197 to double*
  %.236.7.i58.epil240 = load double, double* %510, align 8, !noalias !34
  %.239.7.i59.epil241 = fadd double %.239.6.i54.epil239, %.236.7.i58.epil240
  %sunkaddr1198 = mul i64 %.70.05.i27.unr243, 8
  %511 = bitcast double* %.6.i67 to i8*
  %sunkaddr1199 = getelementptr i8, i8* %511, i64 %sunkaddr1198
  %sunkaddr1200 = getelementptr i8, i8* %sunkaddr1199, i64 64
  %512 = bitcast i8* %sunkaddr1200 to double*
  %.236.i29.1.epil = load double, double* %512, align 8, !noalias !34
  %.239.i30.1.epil = fadd double %.239.7.i59.epil241, %.236.i29.1.epil
  %sunkaddr1201 = mul i64 %.70.05.i27.unr243, 8
  %513 = bitcast double* %.6.i67 to i8*
  %sunkaddr1202 = getelementptr i8, i8* %513, i64 %sunkaddr1201
  %sunkaddr1203 = getelementptr i8, i8* %sunkaddr1202, i64 72
  %514 = bitcast i8* %sunkaddr1203 to double*
  %.236.1.i33.1.epil = load double, double* %514, align 8, !noalias !34
  %.239.1.i34.1.epil = fadd double %.239.i30.1.epil, %.236.1.i33.1.epil
  %sunkaddr1204 = mul i64 %.70.05.i27.unr243, 8
  %515 = bitcast double* %.6.i67 to i8*
  %sunkaddr1205 = getelementptr i8, i8* %515, i64 %sunkaddr1204
  %sunkaddr1206 = getelementptr i8, i8* %sunkaddr1205, i64 80
  %516 = bitcast i8* %sunkaddr1206 to double*
  %.236.2.i37.1.epil = load double, double* %516, align 8, !noalias !34
  %.239.2.i38.1.epil = fadd double %.239.1.i34.1.epil, %.236.2.i37.1.epil
  %sunkaddr1207 = mul i64 %.70.05.i27.unr243, 8
  %517 = bitcast double* %.6.i67 to i8*
  %sunkaddr1208 = getelementptr i8, i8* %517, i64 %sunkaddr1207
  %sunkaddr1209 = getelementptr i8, i8* %sunkaddr1208, i64 88
  %518 = bitcast i8* %sunkaddr1209 to double*
  %.236.3.i41.1.epil = load double, double* %518, align 8, !noalias !34
  %.239.3.i42.1.epil = fadd double %.239.2.i38.1.epil, %.236.3.i41.1.epil
  %sunkaddr1210 = mul i64 %.70.05.i27.unr243, 8
  %519 = bitcast double* %.6.i67 to i8*
  %sunkaddr1211 = getelementptr i8, i8* %519, i64 %sunkaddr1210
  %sunkaddr1212 = getelementptr i8, i8* %sunkaddr1211, i64 96
  %520 = bitcast i8* %sunkaddr1212 to double*
  %.236.4.i45.1.epil = load double, double* %520, align 8, !noalias !34
  %.239.4.i46.1.epil = fadd double %.239.3.i42.1.epil, %.236.4.i45.1.epil
  %sunkaddr1213 = mul i64 %.70.05.i27.unr243, 8
  %521 = bitcast double* %.6.i67 to i8*
  %sunkaddr1214 = getelementptr i8, i8* %521, i64 %sunkaddr1213
  %sunkaddr1215 = getelementptr i8, i8* %sunkaddr1214, i64 104
  %522 = bitcast i8* %sunkaddr1215 to double*
  %.236.5.i49.1.epil = load double, double* %522, align 8, !noalias !34
  %.239.5.i50.1.epil = fadd double %.239.4.i46.1.epil, %.236.5.i49.1.epil
  %sunkaddr1216 = mul i64 %.70.05.i27.unr243, 8
  %523 = bitcast double* %.6.i67 to i8*
  %sunkaddr1217 = getelementptr i8, i8* %523, i64 %sunkaddr1216
  %sunkaddr1218 = getelementptr i8, i8* %sunkaddr1217, i64 112
  %524 = bitcast i8* %sunkaddr1218 to double*
  %.236.6.i53.1.epil = load double, double* %524, align 8, !noalias !34
  %.239.6.i54.1.epil = fadd double %.239.5.i50.1.epil, %.236.6.i53.1.epil
  %sunkaddr1219 = mul i64 %.70.05.i27.unr243, 8
  %525 = bitcast double* %.6.i67 to i8*
  %sunkaddr1220 = getelementptr i8, i8* %525, i64 %sunkaddr1219
  %sunkaddr1221 = getelementptr i8, i8* %sunkaddr1220, i64 120
  %526 = bitcast i8* %sunkaddr1221 to double*
  %.236.7.i58.1.epil = load double, double* %526, align 8, !noalias !34
  %.239.7.i59.1.epil = fadd double %.239.6.i54.1.epil, %.236.7.i58.1.epil
  %sunkaddr1222 = mul i64 %.70.05.i27.unr243, 8
  %527 = bitcast double* %.6.i67 to i8*
  %sunkaddr1223 = getelementptr i8, i8* %527, i64 %sunkaddr1222
  %sunkaddr1224 = getelementptr i8, i8* %sunkaddr1223, i64 128
  %528 = bitcast i8* %sunkaddr1224 to double*
  %.236.i29.2.epil = load double, double* %528, align 8, !noalias !34
  %.239.i30.2.epil = fadd double %.239.7.i59.1.epil, %.236.i29.2.epil
  %sunkaddr1225 = mul i64 %.70.05.i27.unr243, 8
  %529 = bitcast double* %.6.i67 to i8*
  %sunkaddr1226 = getelementptr i8, i8* %529, i64 %sunkaddr1225
  %sunkaddr1227 = getelementptr i8, i8* %sunkaddr1226, i64 136
  %530 = bitcast i8* %sunkaddr1227 to double*
  %.236.1.i33.2.epil = load double, double* %530, align 8, !noalias !34
  %.239.1.i34.2.epil = fadd double %.239.i30.2.epil, %.236.1.i33.2.epil
  %sunkaddr1228 = mul i64 %.70.05.i27.unr243, 8
  %531 = bitcast double* %.6.i67 to i8*
  %sunkaddr1229 = getelementptr i8, i8* %531, i64 %sunkaddr1228
  %sunkaddr1230 = getelementptr i8, i8* %sunkaddr1229, i64 144
  %532 = bitcast i8* %sunkaddr1230 to double*
  %.236.2.i37.2.epil = load double, double* %532, align 8, !noalias !34
  %.239.2.i38.2.epil = fadd double %.239.1.i34.2.epil, %.236.2.i37.2.epil
  %sunkaddr1231 = mul i64 %.70.05.i27.unr243, 8
  %533 = bitcast double* %.6.i67 to i8*
  %sunkaddr1232 = getelementptr i8, i8* %533, i64 %sunkaddr1231
  %sunkaddr1233 = getelementptr i8, i8* %sunkaddr1232, i64 152
  %534 = bitcast i8* %sunkaddr1233 to double*
  %.236.3.i41.2.epil = load double, double* %534, align 8, !noalias !34
  %.239.3.i42.2.epil = fadd double %.239.2.i38.2.epil, %.236.3.i41.2.epil
  %sunkaddr1234 = mul i64 %.70.05.i27.unr243, 8
  %535 = bitcast double* %.6.i67 to i8*
  %sunkaddr1235 = getelementptr i8, i8* %535, i64 %sunkaddr1234
  %sunkaddr1236 = getelementptr i8, i8* %sunkaddr1235, i64 160
  %536 = bitcast i8* %sunkaddr1236 to double*
  %.236.4.i45.2.epil = load double, double* %536, align 8, !noalias !34
  %.239.4.i46.2.epil = fadd double %.239.3.i42.2.epil, %.236.4.i45.2.epil
  %sunkaddr1237 = mul i64 %.70.05.i27.unr243, 8
  %537 = bitcast double* %.6.i67 to i8*
  %sunkaddr1238 = getelementptr i8, i8* %537, i64 %sunkaddr1237
  %sunkaddr1239 = getelementptr i8, i8* %sunkaddr1238, i64 168
  %538 = bitcast i8* %sunkaddr1239 to double*
  %.236.5.i49.2.epil = load double, double* %538, align 8, !noalias !34
  %.239.5.i50.2.epil = fadd double %.239.4.i46.2.epil, %.236.5.i49.2.epil
  %sunkaddr1240 = mul i64 %.70.05.i27.unr243, 8
  %539 = bitcast double* %.6.i67 to i8*
  %sunkaddr1241 = getelementptr i8, i8* %539, i64 %sunkaddr1240
  %sunkaddr1242 = getelementptr i8, i8* %sunkaddr1241, i64 176
  %540 = bitcast i8* %sunkaddr1242 to double*
  %.236.6.i53.2.epil = load double, double* %540, align 8, !noalias !34
  %.239.6.i54.2.epil = fadd double %.239.5.i50.2.epil, %.236.6.i53.2.epil
  %sunkaddr1243 = mul i64 %.70.05.i27.unr243, 8
  %541 = bitcast double* %.6.i67 to i8*
  %sunkaddr1244 = getelementptr i8, i8* %541, i64 %sunkaddr1243
  %sunkaddr1245 = getelementptr i8, i8* %sunkaddr1244, i64 184
  %542 = bitcast i8* %sunkaddr1245 to double*
  %.236.7.i58.2.epil = load double, double* %542, align 8, !noalias !34
  %.239.7.i59.2.epil = fadd double %.239.6.i54.2.epil, %.236.7.i58.2.epil
  %sunkaddr1246 = mul i64 %.70.05.i27.unr243, 8
  %543 = bitcast double* %.6.i67 to i8*
  %sunkaddr1247 = getelementptr i8, i8* %543, i64 %sunkaddr1246
  %sunkaddr1248 = getelementptr i8, i8* %sunkaddr1247, i64 192
  %544 = bitcast i8* %sunkaddr1248 to double*
  %.236.i29.3.epil = load double, double* %544, align 8, !noalias !34
  %.239.i30.3.epil = fadd double %.239.7.i59.2.epil, %.236.i29.3.epil
  %sunkaddr1249 = mul i64 %.70.05.i27.unr243, 8
  %545 = bitcast double* %.6.i67 to i8*
  %sunkaddr1250 = getelementptr i8, i8* %545, i64 %sunkaddr1249
  %sunkaddr1251 = getelementptr i8, i8* %sunkaddr1250, i64 200
  %546 = bitcast i8* %sunkaddr1251 to double*
  %.236.1.i33.3.epil = load double, double* %546, align 8, !noalias !34
  %.239.1.i34.3.epil = fadd double %.239.i30.3.epil, %.236.1.i33.3.epil
  %sunkaddr1252 = mul i64 %.70.05.i27.unr243, 8
  %547 = bitcast double* %.6.i67 to i8*
  %sunkaddr1253 = getelementptr i8, i8* %547, i64 %sunkaddr1252
  %sunkaddr1254 = getelementptr i8, i8* %sunkaddr1253, i64 208
  %548 = bitcast i8* %sunkaddr1254 to double*
  %.236.2.i37.3.epil = load double, double* %548, align 8, !noalias !34
  %.239.2.i38.3.epil = fadd double %.239.1.i34.3.epil, %.236.2.i37.3.epil
  %sunkaddr1255 = mul i64 %.70.05.i27.unr243, 8
  %549 = bitcast double* %.6.i67 to i8*
  %sunkaddr1256 = getelementptr i8, i8* %549, i64 %sunkaddr1255
  %sunkaddr1257 = getelementptr i8, i8* %sunkaddr1256, i64 216
  %550 = bitcast i8* %sunkaddr1257 to double*
  %.236.3.i41.3.epil = load double, double* %550, align 8, !noalias !34
  %.239.3.i42.3.epil = fadd double %.239.2.i38.3.epil, %.236.3.i41.3.epil
  %sunkaddr1258 = mul i64 %.70.05.i27.unr243, 8
  %551 = bitcast double* %.6.i67 to i8*
  %sunkaddr1259 = getelementptr i8, i8* %551, i64 %sunkaddr1258
  %sunkaddr1260 = getelementptr i8, i8* %sunkaddr1259, i64 224
  %552 = bitcast i8* %sunkaddr1260 to double*
  %.236.4.i45.3.epil = load double, double* %552, align 8, !noalias !34
  %.239.4.i46.3.epil = fadd double %.239.3.i42.3.epil, %.236.4.i45.3.epil
  %sunkaddr1261 = mul i64 %.70.05.i27.unr243, 8
  %553 = bitcast double* %.6.i67 to i8*
  %sunkaddr1262 = getelementptr i8, i8* %553, i64 %sunkaddr1261
  %sunkaddr1263 = getelementptr i8, i8* %sunkaddr1262, i64 232
  %554 = bitcast i8* %sunkaddr1263 to double*
  %.236.5.i49.3.epil = load double, double* %554, align 8, !noalias !34
  %.239.5.i50.3.epil = fadd double %.239.4.i46.3.epil, %.236.5.i49.3.epil
  %sunkaddr1264 = mul i64 %.70.05.i27.unr243, 8
  %555 = bitcast double* %.6.i67 to i8*
  %sunkaddr1265 = getelementptr i8, i8* %555, i64 %sunkaddr1264
  %sunkaddr1266 = getelementptr i8, i8* %sunkaddr1265, i64 240
  %556 = bitcast i8* %sunkaddr1266 to double*
  %.236.6.i53.3.epil = load double, double* %556, align 8, !noalias !34
  %.239.6.i54.3.epil = fadd double %.239.5.i50.3.epil, %.236.6.i53.3.epil
  %sunkaddr1267 = mul i64 %.70.05.i27.unr243, 8
  %557 = bitcast double* %.6.i67 to i8*
  %sunkaddr1268 = getelementptr i8, i8* %557, i64 %sunkaddr1267
  %sunkaddr1269 = getelementptr i8, i8* %sunkaddr1268, i64 248
  %558 = bitcast i8* %sunkaddr1269 to double*
  %.236.7.i58.3.epil = load double, double* %558, align 8, !noalias !34
  %.239.7.i59.3.epil = fadd double %.239.6.i54.3.epil, %.236.7.i58.3.epil
  %sunkaddr1270 = mul i64 %.70.05.i27.unr243, 8
  %559 = bitcast double* %.6.i67 to i8*
  %sunkaddr1271 = getelementptr i8, i8* %559, i64 %sunkaddr1270
  %sunkaddr1272 = getelementptr i8, i8* %sunkaddr1271, i64 256
  %560 = bitcast i8* %sunkaddr1272 to double*
  %.236.i29.4.epil = load double, double* %560, align 8, !noalias !34
  %.239.i30.4.epil = fadd double %.239.7.i59.3.epil, %.236.i29.4.epil
  %sunkaddr1273 = mul i64 %.70.05.i27.unr243, 8
  %561 = bitcast double* %.6.i67 to i8*
  %sunkaddr1274 = getelementptr i8, i8* %561, i64 %sunkaddr1273
  %sunkaddr1275 = getelementptr i8, i8* %sunkaddr1274, i64 264
  %562 = bitcast i8* %sunkaddr1275 to double*
  %.236.1.i33.4.epil = load double, double* %562, align 8, !noalias !34
  %.239.1.i34.4.epil = fadd double %.239.i30.4.epil, %.236.1.i33.4.epil
  %sunkaddr1276 = mul i64 %.70.05.i27.unr243, 8
  %563 = bitcast double* %.6.i67 to i8*
  %sunkaddr1277 = getelementptr i8, i8* %563, i64 %sunkaddr1276
  %sunkaddr1278 = getelementptr i8, i8* %sunkaddr1277, i64 272
  %564 = bitcast i8* %sunkaddr1278 to double*
  %.236.2.i37.4.epil = load double, double* %564, align 8, !noalias !34
  %.239.2.i38.4.epil = fadd double %.239.1.i34.4.epil, %.236.2.i37.4.epil
  %sunkaddr1279 = mul i64 %.70.05.i27.unr243, 8
  %565 = bitcast double* %.6.i67 to i8*
  %sunkaddr1280 = getelementptr i8, i8* %565, i64 %sunkaddr1279
  %sunkaddr1281 = getelementptr i8, i8* %sunkaddr1280, i64 280
  %566 = bitcast i8* %sunkaddr1281 to double*
  %.236.3.i41.4.epil = load double, double* %566, align 8, !noalias !34
  %.239.3.i42.4.epil = fadd double %.239.2.i38.4.epil, %.236.3.i41.4.epil
  %sunkaddr1282 = mul i64 %.70.05.i27.unr243, 8
  %567 = bitcast double* %.6.i67 to i8*
  %sunkaddr1283 = getelementptr i8, i8* %567, i64 %sunkaddr1282
  %sunkaddr1284 = getelementptr i8, i8* %sunkaddr1283, i64 288
  %568 = bitcast i8* %sunkaddr1284 to double*
  %.236.4.i45.4.epil = load double, double* %568, align 8, !noalias !34
  %.239.4.i46.4.epil = fadd double %.239.3.i42.4.epil, %.236.4.i45.4.epil
  %sunkaddr1285 = mul i64 %.70.05.i27.unr243, 8
  %569 = bitcast double* %.6.i67 to i8*
  %sunkaddr1286 = getelementptr i8, i8* %569, i64 %sunkaddr1285
  %sunkaddr1287 = getelementptr i8, i8* %sunkaddr1286, i64 296
  %570 = bitcast i8* %sunkaddr1287 to double*
  %.236.5.i49.4.epil = load double, double* %570, align 8, !noalias !34
  %.239.5.i50.4.epil = fadd double %.239.4.i46.4.epil, %.236.5.i49.4.epil
  %sunkaddr1288 = mul i64 %.70.05.i27.unr243, 8
  %571 = bitcast double* %.6.i67 to i8*
  %sunkaddr1289 = getelementptr i8, i8* %571, i64 %sunkaddr1288
  %sunkaddr1290 = getelementptr i8, i8* %sunkaddr1289, i64 304
  %572 = bitcast i8* %sunkaddr1290 to double*
  %.236.6.i53.4.epil = load double, double* %572, align 8, !noalias !34
  %.239.6.i54.4.epil = fadd double %.239.5.i50.4.epil, %.236.6.i53.4.epil
  %sunkaddr1291 = mul i64 %.70.05.i27.unr243, 8
  %573 = bitcast double* %.6.i67 to i8*
  %sunkaddr1292 = getelementptr i8, i8* %573, i64 %sunkaddr1291
  %sunkaddr1293 = getelementptr i8, i8* %sunkaddr1292, i64 312
  %574 = bitcast i8* %sunkaddr1293 to double*
  %.236.7.i58.4.epil = load double, double* %574, align 8, !noalias !34
  %.239.7.i59.4.epil = fadd double %.239.6.i54.4.epil, %.236.7.i58.4.epil
  %sunkaddr1294 = mul i64 %.70.05.i27.unr243, 8
  %575 = bitcast double* %.6.i67 to i8*
  %sunkaddr1295 = getelementptr i8, i8* %575, i64 %sunkaddr1294
  %sunkaddr1296 = getelementptr i8, i8* %sunkaddr1295, i64 320
  %576 = bitcast i8* %sunkaddr1296 to double*
  %.236.i29.5.epil = load double, double* %576, align 8, !noalias !34
  %.239.i30.5.epil = fadd double %.239.7.i59.4.epil, %.236.i29.5.epil
  %sunkaddr1297 = mul i64 %.70.05.i27.unr243, 8
  %577 = bitcast double* %.6.i67 to i8*
  %sunkaddr1298 = getelementptr i8, i8* %577, i64 %sunkaddr1297
  %sunkaddr1299 = getelementptr i8, i8* %sunkaddr1298, i64 328
  %578 = bitcast i8* %sunkaddr1299 to double*
  %.236.1.i33.5.epil = load double, double* %578, align 8, !noalias !34
  %.239.1.i34.5.epil = fadd double %.239.i30.5.epil, %.236.1.i33.5.epil
  %sunkaddr1300 = mul i64 %.70.05.i27.unr243, 8
  %579 = bitcast double* %.6.i67 to i8*
  %sunkaddr1301 = getelementptr i8, i8* %579, i64 %sunkaddr1300
  %sunkaddr1302 = getelementptr i8, i8* %sunkaddr1301, i64 336
  %580 = bitcast i8* %sunkaddr1302 to double*
  %.236.2.i37.5.epil = load double, double* %580, align 8, !noalias !34
  %.239.2.i38.5.epil = fadd double %.239.1.i34.5.epil, %.236.2.i37.5.epil
  %sunkaddr1303 = mul i64 %.70.05.i27.unr243, 8
  %581 = bitcast double* %.6.i67 to i8*
  %sunkaddr1304 = getelementptr i8, i8* %581, i64 %sunkaddr1303
  %sunkaddr1305 = getelementptr i8, i8* %sunkaddr1304, i64 344
  %582 = bitcast i8* %sunkaddr1305 to double*
  %.236.3.i41.5.epil = load double, double* %582, align 8, !noalias !34
  %.239.3.i42.5.epil = fadd double %.239.2.i38.5.epil, %.236.3.i41.5.epil
  %sunkaddr1306 = mul i64 %.70.05.i27.unr243, 8
  %583 = bitcast double* %.6.i67 to i8*
  %sunkaddr1307 = getelementptr i8, i8* %583, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, i8* %sunkaddr1307, i64 352
  %584 = bitcast i8* %sunkaddr1308 to double*
  %.236.4.i45.5.epil = load double, double* %584, align 8, !noalias !34
  %.239.4.i46.5.epil = fadd double %.239.3.i42.5.epil, %.236.4.i45.5.epil
  %sunkaddr1309 = mul i64 %.70.05.i27.unr243, 8
  %585 = bitcast double* %.6.i67 to i8*
  %sunkaddr1310 = getelementptr i8, i8* %585, i64 %sunkaddr1309
  %sunkaddr1311 = getelementptr i8, i8* %sunkaddr1310, i64 360
  %586 = bitcast i8* %sunkaddr1311 to double*
  %.236.5.i49.5.epil = load double, double* %586, align 8, !noalias !34
  %.239.5.i50.5.epil = fadd double %.239.4.i46.5.epil, %.236.5.i49.5.epil
  %sunkaddr1312 = mul i64 %.70.05.i27.unr243, 8
  %587 = bitcast double* %.6.i67 to i8*
  %sunkaddr1313 = getelementptr i8, i8* %587, i64 %sunkaddr1312
  %sunkaddr1314 = getelementptr i8, i8* %sunkaddr1313, i64 368
  %588 = bitcast i8* %sunkaddr1314 to double*
  %.236.6.i53.5.epil = load double, double* %588, align 8, !noalias !34
  %.239.6.i54.5.epil = fadd double %.239.5.i50.5.epil, %.236.6.i53.5.epil
  %sunkaddr1315 = mul i64 %.70.05.i27.unr243, 8
  %589 = bitcast double* %.6.i67 to i8*
  %sunkaddr1316 = getelementptr i8, i8* %589, i64 %sunkaddr1315
  %sunkaddr1317 = getelementptr i8, i8* %sunkaddr1316, i64 376
  %590 = bitcast i8* %sunkaddr1317 to double*
  %.236.7.i58.5.epil = load double, double* %590, align 8, !noalias !34
  %.239.7.i59.5.epil = fadd double %.239.6.i54.5.epil, %.236.7.i58.5.epil
  %sunkaddr1318 = mul i64 %.70.05.i27.unr243, 8
  %591 = bitcast double* %.6.i67 to i8*
  %sunkaddr1319 = getelementptr i8, i8* %591, i64 %sunkaddr1318
  %sunkaddr1320 = getelementptr i8, i8* %sunkaddr1319, i64 384
  %592 = bitcast i8* %sunkaddr1320 to double*
  %.236.i29.6.epil = load double, double* %592, align 8, !noalias !34
  %.239.i30.6.epil = fadd double %.239.7.i59.5.epil, %.236.i29.6.epil
  %sunkaddr1321 = mul i64 %.70.05.i27.unr243, 8
  %593 = bitcast double* %.6.i67 to i8*
  %sunkaddr1322 = getelementptr i8, i8* %593, i64 %sunkaddr1321
  %sunkaddr1323 = getelementptr i8, i8* %sunkaddr1322, i64 392
  %594 = bitcast i8* %sunkaddr1323 to double*
  %.236.1.i33.6.epil = load double, double* %594, align 8, !noalias !34
  %.239.1.i34.6.epil = fadd double %.239.i30.6.epil, %.236.1.i33.6.epil
  %sunkaddr1324 = mul i64 %.70.05.i27.unr243, 8
  %595 = bitcast double* %.6.i67 to i8*
  %sunkaddr1325 = getelementptr i8, i8* %595, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, i8* %sunkaddr1325, i64 400
  %596 = bitcast i8* %sunkaddr1326 to double*
  %.236.2.i37.6.epil = load double, double* %596, align 8, !noalias !34
  %.239.2.i38.6.epil = fadd double %.239.1.i34.6.epil, %.236.2.i37.6.epil
  %sunkaddr1327 = mul i64 %.70.05.i27.unr243, 8
  %597 = bitcast double* %.6.i67 to i8*
  %sunkaddr1328 = getelementptr i8, i8* %597, i64 %sunkaddr1327
  %sunkaddr1329 = getelementptr i8, i8* %sunkaddr1328, i64 408
  %598 = bitcast i8* %sunkaddr1329 to double*
  %.236.3.i41.6.epil = load double, double* %598, align 8, !noalias !34
  %.239.3.i42.6.epil = fadd double %.239.2.i38.6.epil, %.236.3.i41.6.epil
  %sunkaddr1330 = mul i64 %.70.05.i27.unr243, 8
  %599 = bitcast double* %.6.i67 to i8*
  %sunkaddr1331 = getelementptr i8, i8* %599, i64 %sunkaddr1330
  %sunkaddr1332 = getelementptr i8, i8* %sunkaddr1331, i64 416
  %600 = bitcast i8* %sunkaddr1332 to double*
  %.236.4.i45.6.epil = load double, double* %600, align 8, !noalias !34
  %.239.4.i46.6.epil = fadd double %.239.3.i42.6.epil, %.236.4.i45.6.epil
  %sunkaddr1333 = mul i64 %.70.05.i27.unr243, 8
  %601 = bitcast double* %.6.i67 to i8*
  %sunkaddr1334 = getelementptr i8, i8* %601, i64 %sunkaddr1333
  %sunkaddr1335 = getelementptr i8, i8* %sunkaddr1334, i64 424
  %602 = bitcast i8* %sunkaddr1335 to double*
  %.236.5.i49.6.epil = load double, double* %602, align 8, !noalias !34
  %.239.5.i50.6.epil = fadd double %.239.4.i46.6.epil, %.236.5.i49.6.epil
  %sunkaddr1336 = mul i64 %.70.05.i27.unr243, 8
  %603 = bitcast double* %.6.i67 to i8*
  %sunkaddr1337 = getelementptr i8, i8* %603, i64 %sunkaddr1336
  %sunkaddr1338 = getelementptr i8, i8* %sunkaddr1337, i64 432
  %604 = bitcast i8* %sunkaddr1338 to double*
  %.236.6.i53.6.epil = load double, double* %604, align 8, !noalias !34
  %.239.6.i54.6.epil = fadd double %.239.5.i50.6.epil, %.236.6.i53.6.epil
  %sunkaddr1339 = mul i64 %.70.05.i27.unr243, 8
  %605 = bitcast double* %.6.i67 to i8*
  %sunkaddr1340 = getelementptr i8, i8* %605, i64 %sunkaddr1339
  %sunkaddr1341 = getelementptr i8, i8* %sunkaddr1340, i64 440
  %606 = bitcast i8* %sunkaddr1341 to double*
  %.236.7.i58.6.epil = load double, double* %606, align 8, !noalias !34
  %.239.7.i59.6.epil = fadd double %.239.6.i54.6.epil, %.236.7.i58.6.epil
  %sunkaddr1342 = mul i64 %.70.05.i27.unr243, 8
  %607 = bitcast double* %.6.i67 to i8*
  %sunkaddr1343 = getelementptr i8, i8* %607, i64 %sunkaddr1342
  %sunkaddr1344 = getelementptr i8, i8* %sunkaddr1343, i64 448
  %608 = bitcast i8* %sunkaddr1344 to double*
  %.236.i29.7.epil = load double, double* %608, align 8, !noalias !34
  %.239.i30.7.epil = fadd double %.239.7.i59.6.epil, %.236.i29.7.epil
  %sunkaddr1345 = mul i64 %.70.05.i27.unr243, 8
  %609 = bitcast double* %.6.i67 to i8*
  %sunkaddr1346 = getelementptr i8, i8* %609, i64 %sunkaddr1345
  %sunkaddr1347 = getelementptr i8, i8* %sunkaddr1346, i64 456
  %610 = bitcast i8* %sunkaddr1347 to double*
  %.236.1.i33.7.epil = load double, double* %610, align 8, !noalias !34
  %.239.1.i34.7.epil = fadd double %.239.i30.7.epil, %.236.1.i33.7.epil
  %sunkaddr1348 = mul i64 %.70.05.i27.unr243, 8
  %611 = bitcast double* %.6.i67 to i8*
  %sunkaddr1349 = getelementptr i8, i8* %611, i64 %sunkaddr1348
  %sunkaddr1350 = getelementptr i8, i8* %sunkaddr1349, i64 464
  %612 = bitcast i8* %sunkaddr1350 to double*
  %.236.2.i37.7.epil = load double, double* %612, align 8, !noalias !34
  %.239.2.i38.7.epil = fadd double %.239.1.i34.7.epil, %.236.2.i37.7.epil
  %sunkaddr1351 = mul i64 %.70.05.i27.unr243, 8
  %613 = bitcast double* %.6.i67 to i8*
  %sunkaddr1352 = getelementptr i8, i8* %613, i64 %sunkaddr1351
  %sunkaddr1353 = getelementptr i8, i8* %sunkaddr1352, i64 472
  %614 = bitcast i8* %sunkaddr1353 to double*
  %.236.3.i41.7.epil = load double, double* %614, align 8, !noalias !34
  %.239.3.i42.7.epil = fadd double %.239.2.i38.7.epil, %.236.3.i41.7.epil
  %sunkaddr1354 = mul i64 %.70.05.i27.unr243, 8
  %615 = bitcast double* %.6.i67 to i8*
  %sunkaddr1355 = getelementptr i8, i8* %615, i64 %sunkaddr1354
  %sunkaddr1356 = getelementptr i8, i8* %sunkaddr1355, i64 480
  %616 = bitcast i8* %sunkaddr1356 to double*
  %.236.4.i45.7.epil = load double, double* %616, align 8, !noalias !34
  %.239.4.i46.7.epil = fadd double %.239.3.i42.7.epil, %.236.4.i45.7.epil
  %sunkaddr1357 = mul i64 %.70.05.i27.unr243, 8
  %617 = bitcast double* %.6.i67 to i8*
  %sunkaddr1358 = getelementptr i8, i8* %617, i64 %sunkaddr1357
  %sunkaddr1359 = getelementptr i8, i8* %sunkaddr1358, i64 488
  %618 = bitcast i8* %sunkaddr1359 to double*
  %.236.5.i49.7.epil = load double, double* %618, align 8, !noalias !34
  %.239.5.i50.7.epil = fadd double %.239.4.i46.7.epil, %.236.5.i49.7.epil
  %sunkaddr1360 = mul i64 %.70.05.i27.unr243, 8
  %619 = bitcast double* %.6.i67 to i8*
  %sunkaddr1361 = getelementptr i8, i8* %619, i64 %sunkaddr1360
  %sunkaddr1362 = getelementptr i8, i8* %sunkaddr1361, i64 496
  %620 = bitcast i8* %sunkaddr1362 to double*
  %.236.6.i53.7.epil = load double, double* %620, align 8, !noalias !34
  %.239.6.i54.7.epil = fadd double %.239.5.i50.7.epil, %.236.6.i53.7.epil
  %sunkaddr1363 = mul i64 %.70.05.i27.unr243, 8
  %621 = bitcast double* %.6.i67 to i8*
  %sunkaddr1364 = getelementptr i8, i8* %621, i64 %sunkaddr1363
  %sunkaddr1365 = getelementptr i8, i8* %sunkaddr1364, i64 504
  %622 = bitcast i8* %sunkaddr1365 to double*
  %.236.7.i58.7.epil = load double, double* %622, align 8, !noalias !34
  %.239.7.i59.7.epil = fadd double %.239.6.i54.7.epil, %.236.7.i58.7.epil
  br label %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit

common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit: ; preds = %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit.unr-lcssa, %B50.endif.i61.epil224
  %.239.7.i59.7.lcssa = phi double [ %.239.7.i59.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.239.7.i59.7.epil, %B50.endif.i61.epil224 ]
  %623 = shl i64 %unroll_iter, 3
  %phi.bo = or i64 %623, 7
  br label %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa

common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa: ; preds = %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit, %B50.endif.preheader.new.i9
  %.239.7.i59.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i9 ], [ %.239.7.i59.7.lcssa, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit ]
  %c.2.06.i26.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i9 ], [ %.239.7.i59.7.lcssa, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit ]
  %.70.05.i27.unr = phi i64 [ 7, %B50.endif.preheader.new.i9 ], [ %phi.bo, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i14, label %B50.endif.i61.epil.preheader

B50.endif.i61.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa
  %scevgep90 = getelementptr double, double* %.6.i67, i64 %.70.05.i27.unr
  %624 = shl i64 %xtraiter, 6
  br label %B50.endif.i61.epil

B50.endif.i61.epil:                               ; preds = %B50.endif.i61.epil, %B50.endif.i61.epil.preheader
  %lsr.iv = phi i64 [ 0, %B50.endif.i61.epil.preheader ], [ %lsr.iv.next, %B50.endif.i61.epil ]
  %c.2.06.i26.epil = phi double [ %c.2.06.i26.unr, %B50.endif.i61.epil.preheader ], [ %.239.7.i59.epil, %B50.endif.i61.epil ]
  %625 = bitcast double* %scevgep90 to i8*
  %uglygep337 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep337338 = bitcast i8* %uglygep337 to double*
  %scevgep340 = getelementptr double, double* %uglygep337338, i64 -7
  %.236.i29.epil = load double, double* %scevgep340, align 8, !noalias !34
  %.239.i30.epil = fadd double %c.2.06.i26.epil, %.236.i29.epil
  %uglygep333 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep333334 = bitcast i8* %uglygep333 to double*
  %scevgep336 = getelementptr double, double* %uglygep333334, i64 -6
  %.236.1.i33.epil = load double, double* %scevgep336, align 8, !noalias !34
  %.239.1.i34.epil = fadd double %.239.i30.epil, %.236.1.i33.epil
  %uglygep329 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep329330 = bitcast i8* %uglygep329 to double*
  %scevgep332 = getelementptr double, double* %uglygep329330, i64 -5
  %.236.2.i37.epil = load double, double* %scevgep332, align 8, !noalias !34
  %.239.2.i38.epil = fadd double %.239.1.i34.epil, %.236.2.i37.epil
  %uglygep325 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep325326 = bitcast i8* %uglygep325 to double*
  %scevgep328 = getelementptr double, double* %uglygep325326, i64 -4
  %.236.3.i41.epil = load double, double* %scevgep328, align 8, !noalias !34
  %.239.3.i42.epil = fadd double %.239.2.i38.epil, %.236.3.i41.epil
  %uglygep321 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep321322 = bitcast i8* %uglygep321 to double*
  %scevgep324 = getelementptr double, double* %uglygep321322, i64 -3
  %.236.4.i45.epil = load double, double* %scevgep324, align 8, !noalias !34
  %.239.4.i46.epil = fadd double %.239.3.i42.epil, %.236.4.i45.epil
  %uglygep318 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep318319 = bitcast i8* %uglygep318 to double*
  %scevgep320 = getelementptr double, double* %uglygep318319, i64 -2
  %.236.5.i49.epil = load double, double* %scevgep320, align 8, !noalias !34
  %.239.5.i50.epil = fadd double %.239.4.i46.epil, %.236.5.i49.epil
  %uglygep316 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep316317 = bitcast i8* %uglygep316 to double*
  %scevgep = getelementptr double, double* %uglygep316317, i64 -1
  %.236.6.i53.epil = load double, double* %scevgep, align 8, !noalias !34
  %.239.6.i54.epil = fadd double %.239.5.i50.epil, %.236.6.i53.epil
  %uglygep341 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep341342 = bitcast i8* %uglygep341 to double*
  %.236.7.i58.epil = load double, double* %uglygep341342, align 8, !noalias !34
  %.239.7.i59.epil = fadd double %.239.6.i54.epil, %.236.7.i58.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %624, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i14, label %B50.endif.i61.epil, !prof !14, !llvm.loop !37

common.ret.loopexit.unr-lcssa.i14:                ; preds = %B50.endif.i61.epil, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa, %B50.endif.preheader.i7
  %.239.lcssa.ph.i10 = phi double [ undef, %B50.endif.preheader.i7 ], [ %.239.7.i59.lcssa.ph, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa ], [ %.239.7.i59.epil, %B50.endif.i61.epil ]
  %c.2.06.unr.i11 = phi double [ 0.000000e+00, %B50.endif.preheader.i7 ], [ %.239.7.i59.lcssa.ph, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa ], [ %.239.7.i59.epil, %B50.endif.i61.epil ]
  %.70.05.unr.i12 = phi i64 [ 0, %B50.endif.preheader.i7 ], [ %unroll_iter.i8, %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa ], [ %unroll_iter.i8, %B50.endif.i61.epil ]
  %lcmp.mod.not.i13 = icmp eq i64 %xtraiter.i6, 0
  br i1 %lcmp.mod.not.i13, label %for.end.endif, label %B50.endif.epil.preheader.i16

B50.endif.epil.preheader.i16:                     ; preds = %common.ret.loopexit.unr-lcssa.i14
  %scevgep.i15 = getelementptr double, double* %.6.i67, i64 %.70.05.unr.i12
  br label %B50.endif.epil.i24

B50.endif.epil.i24:                               ; preds = %B50.endif.epil.i24, %B50.endif.epil.preheader.i16
  %c.2.06.epil.i17 = phi double [ %.239.epil.i21, %B50.endif.epil.i24 ], [ %c.2.06.unr.i11, %B50.endif.epil.preheader.i16 ]
  %epil.iter.i18 = phi i64 [ %epil.iter.next.i22, %B50.endif.epil.i24 ], [ 0, %B50.endif.epil.preheader.i16 ]
  %scevgep314 = getelementptr double, double* %scevgep.i15, i64 %epil.iter.i18
  %.236.epil.i20 = load double, double* %scevgep314, align 8, !noalias !34
  %.239.epil.i21 = fadd double %c.2.06.epil.i17, %.236.epil.i20
  %epil.iter.next.i22 = add nuw nsw i64 %epil.iter.i18, 1
  %epil.iter.cmp.not.i23 = icmp eq i64 %xtraiter.i6, %epil.iter.next.i22
  br i1 %epil.iter.cmp.not.i23, label %for.end.endif, label %B50.endif.epil.i24, !prof !14, !llvm.loop !16

B50.endif.i61:                                    ; preds = %B50.endif.i61, %B50.endif.preheader.new.i9.new.new
  %lsr.iv638 = phi i64 [ %lsr.iv.next639, %B50.endif.i61 ], [ %unroll_iter245, %B50.endif.preheader.new.i9.new.new ]
  %c.2.06.i26 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i9.new.new ], [ %.239.7.i59.7.1, %B50.endif.i61 ]
  %.70.05.i27 = phi i64 [ 0, %B50.endif.preheader.new.i9.new.new ], [ %.182.7.i55.7.1, %B50.endif.i61 ]
  %scevgep634 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep635 = getelementptr double, double* %scevgep634, i64 -127
  %.236.i29 = load double, double* %scevgep635, align 8, !noalias !34
  %.239.i30 = fadd double %c.2.06.i26, %.236.i29
  %scevgep632 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep633 = getelementptr double, double* %scevgep632, i64 -126
  %.236.1.i33 = load double, double* %scevgep633, align 8, !noalias !34
  %.239.1.i34 = fadd double %.239.i30, %.236.1.i33
  %scevgep630 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep631 = getelementptr double, double* %scevgep630, i64 -125
  %.236.2.i37 = load double, double* %scevgep631, align 8, !noalias !34
  %.239.2.i38 = fadd double %.239.1.i34, %.236.2.i37
  %scevgep628 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep629 = getelementptr double, double* %scevgep628, i64 -124
  %.236.3.i41 = load double, double* %scevgep629, align 8, !noalias !34
  %.239.3.i42 = fadd double %.239.2.i38, %.236.3.i41
  %scevgep626 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep627 = getelementptr double, double* %scevgep626, i64 -123
  %.236.4.i45 = load double, double* %scevgep627, align 8, !noalias !34
  %.239.4.i46 = fadd double %.239.3.i42, %.236.4.i45
  %scevgep624 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep625 = getelementptr double, double* %scevgep624, i64 -122
  %.236.5.i49 = load double, double* %scevgep625, align 8, !noalias !34
  %.239.5.i50 = fadd double %.239.4.i46, %.236.5.i49
  %scevgep622 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep623 = getelementptr double, double* %scevgep622, i64 -121
  %.236.6.i53 = load double, double* %scevgep623, align 8, !noalias !34
  %.239.6.i54 = fadd double %.239.5.i50, %.236.6.i53
  %scevgep620 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep621 = getelementptr double, double* %scevgep620, i64 -120
  %.236.7.i58 = load double, double* %scevgep621, align 8, !noalias !34
  %.239.7.i59 = fadd double %.239.6.i54, %.236.7.i58
  %scevgep618 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep619 = getelementptr double, double* %scevgep618, i64 -119
  %.236.i29.1 = load double, double* %scevgep619, align 8, !noalias !34
  %.239.i30.1 = fadd double %.239.7.i59, %.236.i29.1
  %scevgep616 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep617 = getelementptr double, double* %scevgep616, i64 -118
  %.236.1.i33.1 = load double, double* %scevgep617, align 8, !noalias !34
  %.239.1.i34.1 = fadd double %.239.i30.1, %.236.1.i33.1
  %scevgep614 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep615 = getelementptr double, double* %scevgep614, i64 -117
  %.236.2.i37.1 = load double, double* %scevgep615, align 8, !noalias !34
  %.239.2.i38.1 = fadd double %.239.1.i34.1, %.236.2.i37.1
  %scevgep612 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep613 = getelementptr double, double* %scevgep612, i64 -116
  %.236.3.i41.1 = load double, double* %scevgep613, align 8, !noalias !34
  %.239.3.i42.1 = fadd double %.239.2.i38.1, %.236.3.i41.1
  %scevgep610 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep611 = getelementptr double, double* %scevgep610, i64 -115
  %.236.4.i45.1 = load double, double* %scevgep611, align 8, !noalias !34
  %.239.4.i46.1 = fadd double %.239.3.i42.1, %.236.4.i45.1
  %scevgep608 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep609 = getelementptr double, double* %scevgep608, i64 -114
  %.236.5.i49.1 = load double, double* %scevgep609, align 8, !noalias !34
  %.239.5.i50.1 = fadd double %.239.4.i46.1, %.236.5.i49.1
  %scevgep606 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep607 = getelementptr double, double* %scevgep606, i64 -113
  %.236.6.i53.1 = load double, double* %scevgep607, align 8, !noalias !34
  %.239.6.i54.1 = fadd double %.239.5.i50.1, %.236.6.i53.1
  %scevgep604 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep605 = getelementptr double, double* %scevgep604, i64 -112
  %.236.7.i58.1 = load double, double* %scevgep605, align 8, !noalias !34
  %.239.7.i59.1 = fadd double %.239.6.i54.1, %.236.7.i58.1
  %scevgep602 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep603 = getelementptr double, double* %scevgep602, i64 -111
  %.236.i29.2 = load double, double* %scevgep603, align 8, !noalias !34
  %.239.i30.2 = fadd double %.239.7.i59.1, %.236.i29.2
  %scevgep600 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep601 = getelementptr double, double* %scevgep600, i64 -110
  %.236.1.i33.2 = load double, double* %scevgep601, align 8, !noalias !34
  %.239.1.i34.2 = fadd double %.239.i30.2, %.236.1.i33.2
  %scevgep598 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep599 = getelementptr double, double* %scevgep598, i64 -109
  %.236.2.i37.2 = load double, double* %scevgep599, align 8, !noalias !34
  %.239.2.i38.2 = fadd double %.239.1.i34.2, %.236.2.i37.2
  %scevgep596 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep597 = getelementptr double, double* %scevgep596, i64 -108
  %.236.3.i41.2 = load double, double* %scevgep597, align 8, !noalias !34
  %.239.3.i42.2 = fadd double %.239.2.i38.2, %.236.3.i41.2
  %scevgep594 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep595 = getelementptr double, double* %scevgep594, i64 -107
  %.236.4.i45.2 = load double, double* %scevgep595, align 8, !noalias !34
  %.239.4.i46.2 = fadd double %.239.3.i42.2, %.236.4.i45.2
  %scevgep592 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep593 = getelementptr double, double* %scevgep592, i64 -106
  %.236.5.i49.2 = load double, double* %scevgep593, align 8, !noalias !34
  %.239.5.i50.2 = fadd double %.239.4.i46.2, %.236.5.i49.2
  %scevgep590 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep591 = getelementptr double, double* %scevgep590, i64 -105
  %.236.6.i53.2 = load double, double* %scevgep591, align 8, !noalias !34
  %.239.6.i54.2 = fadd double %.239.5.i50.2, %.236.6.i53.2
  %scevgep588 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep589 = getelementptr double, double* %scevgep588, i64 -104
  %.236.7.i58.2 = load double, double* %scevgep589, align 8, !noalias !34
  %.239.7.i59.2 = fadd double %.239.6.i54.2, %.236.7.i58.2
  %scevgep586 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep587 = getelementptr double, double* %scevgep586, i64 -103
  %.236.i29.3 = load double, double* %scevgep587, align 8, !noalias !34
  %.239.i30.3 = fadd double %.239.7.i59.2, %.236.i29.3
  %scevgep584 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep585 = getelementptr double, double* %scevgep584, i64 -102
  %.236.1.i33.3 = load double, double* %scevgep585, align 8, !noalias !34
  %.239.1.i34.3 = fadd double %.239.i30.3, %.236.1.i33.3
  %scevgep582 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep583 = getelementptr double, double* %scevgep582, i64 -101
  %.236.2.i37.3 = load double, double* %scevgep583, align 8, !noalias !34
  %.239.2.i38.3 = fadd double %.239.1.i34.3, %.236.2.i37.3
  %scevgep580 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep581 = getelementptr double, double* %scevgep580, i64 -100
  %.236.3.i41.3 = load double, double* %scevgep581, align 8, !noalias !34
  %.239.3.i42.3 = fadd double %.239.2.i38.3, %.236.3.i41.3
  %scevgep578 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep579 = getelementptr double, double* %scevgep578, i64 -99
  %.236.4.i45.3 = load double, double* %scevgep579, align 8, !noalias !34
  %.239.4.i46.3 = fadd double %.239.3.i42.3, %.236.4.i45.3
  %scevgep576 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep577 = getelementptr double, double* %scevgep576, i64 -98
  %.236.5.i49.3 = load double, double* %scevgep577, align 8, !noalias !34
  %.239.5.i50.3 = fadd double %.239.4.i46.3, %.236.5.i49.3
  %scevgep574 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep575 = getelementptr double, double* %scevgep574, i64 -97
  %.236.6.i53.3 = load double, double* %scevgep575, align 8, !noalias !34
  %.239.6.i54.3 = fadd double %.239.5.i50.3, %.236.6.i53.3
  %scevgep572 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep573 = getelementptr double, double* %scevgep572, i64 -96
  %.236.7.i58.3 = load double, double* %scevgep573, align 8, !noalias !34
  %.239.7.i59.3 = fadd double %.239.6.i54.3, %.236.7.i58.3
  %scevgep570 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep571 = getelementptr double, double* %scevgep570, i64 -95
  %.236.i29.4 = load double, double* %scevgep571, align 8, !noalias !34
  %.239.i30.4 = fadd double %.239.7.i59.3, %.236.i29.4
  %scevgep568 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep569 = getelementptr double, double* %scevgep568, i64 -94
  %.236.1.i33.4 = load double, double* %scevgep569, align 8, !noalias !34
  %.239.1.i34.4 = fadd double %.239.i30.4, %.236.1.i33.4
  %scevgep566 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep567 = getelementptr double, double* %scevgep566, i64 -93
  %.236.2.i37.4 = load double, double* %scevgep567, align 8, !noalias !34
  %.239.2.i38.4 = fadd double %.239.1.i34.4, %.236.2.i37.4
  %scevgep564 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep565 = getelementptr double, double* %scevgep564, i64 -92
  %.236.3.i41.4 = load double, double* %scevgep565, align 8, !noalias !34
  %.239.3.i42.4 = fadd double %.239.2.i38.4, %.236.3.i41.4
  %scevgep562 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -91
  %.236.4.i45.4 = load double, double* %scevgep563, align 8, !noalias !34
  %.239.4.i46.4 = fadd double %.239.3.i42.4, %.236.4.i45.4
  %scevgep560 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep561 = getelementptr double, double* %scevgep560, i64 -90
  %.236.5.i49.4 = load double, double* %scevgep561, align 8, !noalias !34
  %.239.5.i50.4 = fadd double %.239.4.i46.4, %.236.5.i49.4
  %scevgep558 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -89
  %.236.6.i53.4 = load double, double* %scevgep559, align 8, !noalias !34
  %.239.6.i54.4 = fadd double %.239.5.i50.4, %.236.6.i53.4
  %scevgep556 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -88
  %.236.7.i58.4 = load double, double* %scevgep557, align 8, !noalias !34
  %.239.7.i59.4 = fadd double %.239.6.i54.4, %.236.7.i58.4
  %scevgep554 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -87
  %.236.i29.5 = load double, double* %scevgep555, align 8, !noalias !34
  %.239.i30.5 = fadd double %.239.7.i59.4, %.236.i29.5
  %scevgep552 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -86
  %.236.1.i33.5 = load double, double* %scevgep553, align 8, !noalias !34
  %.239.1.i34.5 = fadd double %.239.i30.5, %.236.1.i33.5
  %scevgep550 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -85
  %.236.2.i37.5 = load double, double* %scevgep551, align 8, !noalias !34
  %.239.2.i38.5 = fadd double %.239.1.i34.5, %.236.2.i37.5
  %scevgep548 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -84
  %.236.3.i41.5 = load double, double* %scevgep549, align 8, !noalias !34
  %.239.3.i42.5 = fadd double %.239.2.i38.5, %.236.3.i41.5
  %scevgep546 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -83
  %.236.4.i45.5 = load double, double* %scevgep547, align 8, !noalias !34
  %.239.4.i46.5 = fadd double %.239.3.i42.5, %.236.4.i45.5
  %scevgep544 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -82
  %.236.5.i49.5 = load double, double* %scevgep545, align 8, !noalias !34
  %.239.5.i50.5 = fadd double %.239.4.i46.5, %.236.5.i49.5
  %scevgep542 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -81
  %.236.6.i53.5 = load double, double* %scevgep543, align 8, !noalias !34
  %.239.6.i54.5 = fadd double %.239.5.i50.5, %.236.6.i53.5
  %scevgep540 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep541 = getelementptr double, double* %scevgep540, i64 -80
  %.236.7.i58.5 = load double, double* %scevgep541, align 8, !noalias !34
  %.239.7.i59.5 = fadd double %.239.6.i54.5, %.236.7.i58.5
  %scevgep538 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep539 = getelementptr double, double* %scevgep538, i64 -79
  %.236.i29.6 = load double, double* %scevgep539, align 8, !noalias !34
  %.239.i30.6 = fadd double %.239.7.i59.5, %.236.i29.6
  %scevgep536 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep537 = getelementptr double, double* %scevgep536, i64 -78
  %.236.1.i33.6 = load double, double* %scevgep537, align 8, !noalias !34
  %.239.1.i34.6 = fadd double %.239.i30.6, %.236.1.i33.6
  %scevgep534 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -77
  %.236.2.i37.6 = load double, double* %scevgep535, align 8, !noalias !34
  %.239.2.i38.6 = fadd double %.239.1.i34.6, %.236.2.i37.6
  %scevgep532 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep533 = getelementptr double, double* %scevgep532, i64 -76
  %.236.3.i41.6 = load double, double* %scevgep533, align 8, !noalias !34
  %.239.3.i42.6 = fadd double %.239.2.i38.6, %.236.3.i41.6
  %scevgep530 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep531 = getelementptr double, double* %scevgep530, i64 -75
  %.236.4.i45.6 = load double, double* %scevgep531, align 8, !noalias !34
  %.239.4.i46.6 = fadd double %.239.3.i42.6, %.236.4.i45.6
  %scevgep528 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep529 = getelementptr double, double* %scevgep528, i64 -74
  %.236.5.i49.6 = load double, double* %scevgep529, align 8, !noalias !34
  %.239.5.i50.6 = fadd double %.239.4.i46.6, %.236.5.i49.6
  %scevgep526 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -73
  %.236.6.i53.6 = load double, double* %scevgep527, align 8, !noalias !34
  %.239.6.i54.6 = fadd double %.239.5.i50.6, %.236.6.i53.6
  %scevgep524 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -72
  %.236.7.i58.6 = load double, double* %scevgep525, align 8, !noalias !34
  %.239.7.i59.6 = fadd double %.239.6.i54.6, %.236.7.i58.6
  %scevgep522 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -71
  %.236.i29.7 = load double, double* %scevgep523, align 8, !noalias !34
  %.239.i30.7 = fadd double %.239.7.i59.6, %.236.i29.7
  %scevgep520 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -70
  %.236.1.i33.7 = load double, double* %scevgep521, align 8, !noalias !34
  %.239.1.i34.7 = fadd double %.239.i30.7, %.236.1.i33.7
  %scevgep518 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -69
  %.236.2.i37.7 = load double, double* %scevgep519, align 8, !noalias !34
  %.239.2.i38.7 = fadd double %.239.1.i34.7, %.236.2.i37.7
  %scevgep516 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -68
  %.236.3.i41.7 = load double, double* %scevgep517, align 8, !noalias !34
  %.239.3.i42.7 = fadd double %.239.2.i38.7, %.236.3.i41.7
  %scevgep514 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -67
  %.236.4.i45.7 = load double, double* %scevgep515, align 8, !noalias !34
  %.239.4.i46.7 = fadd double %.239.3.i42.7, %.236.4.i45.7
  %scevgep512 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -66
  %.236.5.i49.7 = load double, double* %scevgep513, align 8, !noalias !34
  %.239.5.i50.7 = fadd double %.239.4.i46.7, %.236.5.i49.7
  %scevgep510 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -65
  %.236.6.i53.7 = load double, double* %scevgep511, align 8, !noalias !34
  %.239.6.i54.7 = fadd double %.239.5.i50.7, %.236.6.i53.7
  %scevgep636 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep637 = getelementptr double, double* %scevgep636, i64 -64
  %.236.7.i58.7 = load double, double* %scevgep637, align 8, !noalias !34
  %.239.7.i59.7 = fadd double %.239.6.i54.7, %.236.7.i58.7
  %scevgep346 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep348 = getelementptr double, double* %scevgep346, i64 -63
  %.236.i29.1246 = load double, double* %scevgep348, align 8, !noalias !34
  %.239.i30.1247 = fadd double %.239.7.i59.7, %.236.i29.1246
  %scevgep350 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep352 = getelementptr double, double* %scevgep350, i64 -62
  %.236.1.i33.1248 = load double, double* %scevgep352, align 8, !noalias !34
  %.239.1.i34.1249 = fadd double %.239.i30.1247, %.236.1.i33.1248
  %scevgep354 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep356 = getelementptr double, double* %scevgep354, i64 -61
  %.236.2.i37.1250 = load double, double* %scevgep356, align 8, !noalias !34
  %.239.2.i38.1251 = fadd double %.239.1.i34.1249, %.236.2.i37.1250
  %scevgep358 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep360 = getelementptr double, double* %scevgep358, i64 -60
  %.236.3.i41.1252 = load double, double* %scevgep360, align 8, !noalias !34
  %.239.3.i42.1253 = fadd double %.239.2.i38.1251, %.236.3.i41.1252
  %scevgep362 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep364 = getelementptr double, double* %scevgep362, i64 -59
  %.236.4.i45.1254 = load double, double* %scevgep364, align 8, !noalias !34
  %.239.4.i46.1255 = fadd double %.239.3.i42.1253, %.236.4.i45.1254
  %scevgep366 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep368 = getelementptr double, double* %scevgep366, i64 -58
  %.236.5.i49.1256 = load double, double* %scevgep368, align 8, !noalias !34
  %.239.5.i50.1257 = fadd double %.239.4.i46.1255, %.236.5.i49.1256
  %scevgep370 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep372 = getelementptr double, double* %scevgep370, i64 -57
  %.236.6.i53.1258 = load double, double* %scevgep372, align 8, !noalias !34
  %.239.6.i54.1259 = fadd double %.239.5.i50.1257, %.236.6.i53.1258
  %scevgep374 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep376 = getelementptr double, double* %scevgep374, i64 -56
  %.236.7.i58.1260 = load double, double* %scevgep376, align 8, !noalias !34
  %.239.7.i59.1261 = fadd double %.239.6.i54.1259, %.236.7.i58.1260
  %scevgep378 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep380 = getelementptr double, double* %scevgep378, i64 -55
  %.236.i29.1.1 = load double, double* %scevgep380, align 8, !noalias !34
  %.239.i30.1.1 = fadd double %.239.7.i59.1261, %.236.i29.1.1
  %scevgep382 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep384 = getelementptr double, double* %scevgep382, i64 -54
  %.236.1.i33.1.1 = load double, double* %scevgep384, align 8, !noalias !34
  %.239.1.i34.1.1 = fadd double %.239.i30.1.1, %.236.1.i33.1.1
  %scevgep386 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep388 = getelementptr double, double* %scevgep386, i64 -53
  %.236.2.i37.1.1 = load double, double* %scevgep388, align 8, !noalias !34
  %.239.2.i38.1.1 = fadd double %.239.1.i34.1.1, %.236.2.i37.1.1
  %scevgep390 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep392 = getelementptr double, double* %scevgep390, i64 -52
  %.236.3.i41.1.1 = load double, double* %scevgep392, align 8, !noalias !34
  %.239.3.i42.1.1 = fadd double %.239.2.i38.1.1, %.236.3.i41.1.1
  %scevgep394 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep396 = getelementptr double, double* %scevgep394, i64 -51
  %.236.4.i45.1.1 = load double, double* %scevgep396, align 8, !noalias !34
  %.239.4.i46.1.1 = fadd double %.239.3.i42.1.1, %.236.4.i45.1.1
  %scevgep398 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep400 = getelementptr double, double* %scevgep398, i64 -50
  %.236.5.i49.1.1 = load double, double* %scevgep400, align 8, !noalias !34
  %.239.5.i50.1.1 = fadd double %.239.4.i46.1.1, %.236.5.i49.1.1
  %scevgep403 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep405 = getelementptr double, double* %scevgep403, i64 -49
  %.236.6.i53.1.1 = load double, double* %scevgep405, align 8, !noalias !34
  %.239.6.i54.1.1 = fadd double %.239.5.i50.1.1, %.236.6.i53.1.1
  %scevgep407 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep409 = getelementptr double, double* %scevgep407, i64 -48
  %.236.7.i58.1.1 = load double, double* %scevgep409, align 8, !noalias !34
  %.239.7.i59.1.1 = fadd double %.239.6.i54.1.1, %.236.7.i58.1.1
  %scevgep411 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep413 = getelementptr double, double* %scevgep411, i64 -47
  %.236.i29.2.1 = load double, double* %scevgep413, align 8, !noalias !34
  %.239.i30.2.1 = fadd double %.239.7.i59.1.1, %.236.i29.2.1
  %scevgep415 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep417 = getelementptr double, double* %scevgep415, i64 -46
  %.236.1.i33.2.1 = load double, double* %scevgep417, align 8, !noalias !34
  %.239.1.i34.2.1 = fadd double %.239.i30.2.1, %.236.1.i33.2.1
  %scevgep419 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep420 = getelementptr double, double* %scevgep419, i64 -45
  %.236.2.i37.2.1 = load double, double* %scevgep420, align 8, !noalias !34
  %.239.2.i38.2.1 = fadd double %.239.1.i34.2.1, %.236.2.i37.2.1
  %scevgep421 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep422 = getelementptr double, double* %scevgep421, i64 -44
  %.236.3.i41.2.1 = load double, double* %scevgep422, align 8, !noalias !34
  %.239.3.i42.2.1 = fadd double %.239.2.i38.2.1, %.236.3.i41.2.1
  %scevgep423 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -43
  %.236.4.i45.2.1 = load double, double* %scevgep424, align 8, !noalias !34
  %.239.4.i46.2.1 = fadd double %.239.3.i42.2.1, %.236.4.i45.2.1
  %scevgep425 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -42
  %.236.5.i49.2.1 = load double, double* %scevgep426, align 8, !noalias !34
  %.239.5.i50.2.1 = fadd double %.239.4.i46.2.1, %.236.5.i49.2.1
  %scevgep427 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -41
  %.236.6.i53.2.1 = load double, double* %scevgep428, align 8, !noalias !34
  %.239.6.i54.2.1 = fadd double %.239.5.i50.2.1, %.236.6.i53.2.1
  %scevgep429 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep430 = getelementptr double, double* %scevgep429, i64 -40
  %.236.7.i58.2.1 = load double, double* %scevgep430, align 8, !noalias !34
  %.239.7.i59.2.1 = fadd double %.239.6.i54.2.1, %.236.7.i58.2.1
  %scevgep431 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -39
  %.236.i29.3.1 = load double, double* %scevgep432, align 8, !noalias !34
  %.239.i30.3.1 = fadd double %.239.7.i59.2.1, %.236.i29.3.1
  %scevgep433 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep434 = getelementptr double, double* %scevgep433, i64 -38
  %.236.1.i33.3.1 = load double, double* %scevgep434, align 8, !noalias !34
  %.239.1.i34.3.1 = fadd double %.239.i30.3.1, %.236.1.i33.3.1
  %scevgep435 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep436 = getelementptr double, double* %scevgep435, i64 -37
  %.236.2.i37.3.1 = load double, double* %scevgep436, align 8, !noalias !34
  %.239.2.i38.3.1 = fadd double %.239.1.i34.3.1, %.236.2.i37.3.1
  %scevgep437 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep438 = getelementptr double, double* %scevgep437, i64 -36
  %.236.3.i41.3.1 = load double, double* %scevgep438, align 8, !noalias !34
  %.239.3.i42.3.1 = fadd double %.239.2.i38.3.1, %.236.3.i41.3.1
  %scevgep439 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -35
  %.236.4.i45.3.1 = load double, double* %scevgep440, align 8, !noalias !34
  %.239.4.i46.3.1 = fadd double %.239.3.i42.3.1, %.236.4.i45.3.1
  %scevgep441 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep442 = getelementptr double, double* %scevgep441, i64 -34
  %.236.5.i49.3.1 = load double, double* %scevgep442, align 8, !noalias !34
  %.239.5.i50.3.1 = fadd double %.239.4.i46.3.1, %.236.5.i49.3.1
  %scevgep443 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep444 = getelementptr double, double* %scevgep443, i64 -33
  %.236.6.i53.3.1 = load double, double* %scevgep444, align 8, !noalias !34
  %.239.6.i54.3.1 = fadd double %.239.5.i50.3.1, %.236.6.i53.3.1
  %scevgep445 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep446 = getelementptr double, double* %scevgep445, i64 -32
  %.236.7.i58.3.1 = load double, double* %scevgep446, align 8, !noalias !34
  %.239.7.i59.3.1 = fadd double %.239.6.i54.3.1, %.236.7.i58.3.1
  %scevgep447 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -31
  %.236.i29.4.1 = load double, double* %scevgep448, align 8, !noalias !34
  %.239.i30.4.1 = fadd double %.239.7.i59.3.1, %.236.i29.4.1
  %scevgep449 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -30
  %.236.1.i33.4.1 = load double, double* %scevgep450, align 8, !noalias !34
  %.239.1.i34.4.1 = fadd double %.239.i30.4.1, %.236.1.i33.4.1
  %scevgep451 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -29
  %.236.2.i37.4.1 = load double, double* %scevgep452, align 8, !noalias !34
  %.239.2.i38.4.1 = fadd double %.239.1.i34.4.1, %.236.2.i37.4.1
  %scevgep453 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -28
  %.236.3.i41.4.1 = load double, double* %scevgep454, align 8, !noalias !34
  %.239.3.i42.4.1 = fadd double %.239.2.i38.4.1, %.236.3.i41.4.1
  %scevgep455 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -27
  %.236.4.i45.4.1 = load double, double* %scevgep456, align 8, !noalias !34
  %.239.4.i46.4.1 = fadd double %.239.3.i42.4.1, %.236.4.i45.4.1
  %scevgep457 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -26
  %.236.5.i49.4.1 = load double, double* %scevgep458, align 8, !noalias !34
  %.239.5.i50.4.1 = fadd double %.239.4.i46.4.1, %.236.5.i49.4.1
  %scevgep459 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -25
  %.236.6.i53.4.1 = load double, double* %scevgep460, align 8, !noalias !34
  %.239.6.i54.4.1 = fadd double %.239.5.i50.4.1, %.236.6.i53.4.1
  %scevgep461 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -24
  %.236.7.i58.4.1 = load double, double* %scevgep462, align 8, !noalias !34
  %.239.7.i59.4.1 = fadd double %.239.6.i54.4.1, %.236.7.i58.4.1
  %scevgep463 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep464 = getelementptr double, double* %scevgep463, i64 -23
  %.236.i29.5.1 = load double, double* %scevgep464, align 8, !noalias !34
  %.239.i30.5.1 = fadd double %.239.7.i59.4.1, %.236.i29.5.1
  %scevgep465 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep466 = getelementptr double, double* %scevgep465, i64 -22
  %.236.1.i33.5.1 = load double, double* %scevgep466, align 8, !noalias !34
  %.239.1.i34.5.1 = fadd double %.239.i30.5.1, %.236.1.i33.5.1
  %scevgep467 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep468 = getelementptr double, double* %scevgep467, i64 -21
  %.236.2.i37.5.1 = load double, double* %scevgep468, align 8, !noalias !34
  %.239.2.i38.5.1 = fadd double %.239.1.i34.5.1, %.236.2.i37.5.1
  %scevgep469 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep470 = getelementptr double, double* %scevgep469, i64 -20
  %.236.3.i41.5.1 = load double, double* %scevgep470, align 8, !noalias !34
  %.239.3.i42.5.1 = fadd double %.239.2.i38.5.1, %.236.3.i41.5.1
  %scevgep471 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep472 = getelementptr double, double* %scevgep471, i64 -19
  %.236.4.i45.5.1 = load double, double* %scevgep472, align 8, !noalias !34
  %.239.4.i46.5.1 = fadd double %.239.3.i42.5.1, %.236.4.i45.5.1
  %scevgep473 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep474 = getelementptr double, double* %scevgep473, i64 -18
  %.236.5.i49.5.1 = load double, double* %scevgep474, align 8, !noalias !34
  %.239.5.i50.5.1 = fadd double %.239.4.i46.5.1, %.236.5.i49.5.1
  %scevgep475 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -17
  %.236.6.i53.5.1 = load double, double* %scevgep476, align 8, !noalias !34
  %.239.6.i54.5.1 = fadd double %.239.5.i50.5.1, %.236.6.i53.5.1
  %scevgep477 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep478 = getelementptr double, double* %scevgep477, i64 -16
  %.236.7.i58.5.1 = load double, double* %scevgep478, align 8, !noalias !34
  %.239.7.i59.5.1 = fadd double %.239.6.i54.5.1, %.236.7.i58.5.1
  %scevgep479 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep480 = getelementptr double, double* %scevgep479, i64 -15
  %.236.i29.6.1 = load double, double* %scevgep480, align 8, !noalias !34
  %.239.i30.6.1 = fadd double %.239.7.i59.5.1, %.236.i29.6.1
  %scevgep481 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep482 = getelementptr double, double* %scevgep481, i64 -14
  %.236.1.i33.6.1 = load double, double* %scevgep482, align 8, !noalias !34
  %.239.1.i34.6.1 = fadd double %.239.i30.6.1, %.236.1.i33.6.1
  %scevgep483 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -13
  %.236.2.i37.6.1 = load double, double* %scevgep484, align 8, !noalias !34
  %.239.2.i38.6.1 = fadd double %.239.1.i34.6.1, %.236.2.i37.6.1
  %scevgep485 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep486 = getelementptr double, double* %scevgep485, i64 -12
  %.236.3.i41.6.1 = load double, double* %scevgep486, align 8, !noalias !34
  %.239.3.i42.6.1 = fadd double %.239.2.i38.6.1, %.236.3.i41.6.1
  %scevgep487 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -11
  %.236.4.i45.6.1 = load double, double* %scevgep488, align 8, !noalias !34
  %.239.4.i46.6.1 = fadd double %.239.3.i42.6.1, %.236.4.i45.6.1
  %scevgep489 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -10
  %.236.5.i49.6.1 = load double, double* %scevgep490, align 8, !noalias !34
  %.239.5.i50.6.1 = fadd double %.239.4.i46.6.1, %.236.5.i49.6.1
  %scevgep491 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -9
  %.236.6.i53.6.1 = load double, double* %scevgep492, align 8, !noalias !34
  %.239.6.i54.6.1 = fadd double %.239.5.i50.6.1, %.236.6.i53.6.1
  %scevgep493 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep494 = getelementptr double, double* %scevgep493, i64 -8
  %.236.7.i58.6.1 = load double, double* %scevgep494, align 8, !noalias !34
  %.239.7.i59.6.1 = fadd double %.239.6.i54.6.1, %.236.7.i58.6.1
  %scevgep495 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -7
  %.236.i29.7.1 = load double, double* %scevgep496, align 8, !noalias !34
  %.239.i30.7.1 = fadd double %.239.7.i59.6.1, %.236.i29.7.1
  %scevgep497 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -6
  %.236.1.i33.7.1 = load double, double* %scevgep498, align 8, !noalias !34
  %.239.1.i34.7.1 = fadd double %.239.i30.7.1, %.236.1.i33.7.1
  %scevgep499 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep500 = getelementptr double, double* %scevgep499, i64 -5
  %.236.2.i37.7.1 = load double, double* %scevgep500, align 8, !noalias !34
  %.239.2.i38.7.1 = fadd double %.239.1.i34.7.1, %.236.2.i37.7.1
  %scevgep501 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep502 = getelementptr double, double* %scevgep501, i64 -4
  %.236.3.i41.7.1 = load double, double* %scevgep502, align 8, !noalias !34
  %.239.3.i42.7.1 = fadd double %.239.2.i38.7.1, %.236.3.i41.7.1
  %scevgep503 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep504 = getelementptr double, double* %scevgep503, i64 -3
  %.236.4.i45.7.1 = load double, double* %scevgep504, align 8, !noalias !34
  %.239.4.i46.7.1 = fadd double %.239.3.i42.7.1, %.236.4.i45.7.1
  %scevgep505 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep506 = getelementptr double, double* %scevgep505, i64 -2
  %.236.5.i49.7.1 = load double, double* %scevgep506, align 8, !noalias !34
  %.239.5.i50.7.1 = fadd double %.239.4.i46.7.1, %.236.5.i49.7.1
  %scevgep507 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %scevgep508 = getelementptr double, double* %scevgep507, i64 -1
  %.236.6.i53.7.1 = load double, double* %scevgep508, align 8, !noalias !34
  %.239.6.i54.7.1 = fadd double %.239.5.i50.7.1, %.236.6.i53.7.1
  %.182.7.i55.7.1 = add i64 %.70.05.i27, 128
  %scevgep509 = getelementptr double, double* %scevgep344, i64 %.70.05.i27
  %.236.7.i58.7.1 = load double, double* %scevgep509, align 8, !noalias !34
  %.239.7.i59.7.1 = fadd double %.239.6.i54.7.1, %.236.7.i58.7.1
  %lsr.iv.next639 = add i64 %lsr.iv638, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next639, 0
  br i1 %niter.ncmp.1, label %common.ret.loopexit.unr-lcssa.i14.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B50.endif.i61, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i24, %common.ret.loopexit.unr-lcssa.i14, %for.end
  %c.2.0.lcssa.i25 = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i10, %common.ret.loopexit.unr-lcssa.i14 ], [ %.239.epil.i21, %B50.endif.epil.i24 ]
  tail call void @NRT_decref(i8* %arg.v.0)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %retptr.repack4461366 = bitcast [2 x double]* %retptr to double*
  store double %c.2.0.lcssa.i, double* %retptr.repack4461366, align 8
  %retptr.repack68 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double %c.2.0.lcssa.i25, double* %retptr.repack68, align 8
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

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

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*>, i32 immarg, <8 x i1>, <8 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double>, <8 x double*>, i32 immarg, <8 x i1>) #6

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #4 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nocallback nofree nosync nounwind readonly willreturn }
attributes #6 = { nocallback nofree nosync nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!14 = !{!"branch_weights", i32 1, i32 7}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !20, !21, !23}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = !{!25}
!25 = distinct !{!25, !26}
!26 = distinct !{!26, !"LVerDomain"}
!27 = !{!28}
!28 = distinct !{!28, !26}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.isvectorized", i32 1}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !10}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!37 = distinct !{!37, !10}
