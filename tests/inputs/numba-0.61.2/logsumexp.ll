; ModuleID = 'logsumexp'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788188477184 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788188477184.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788188477184 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788188477184, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788188477184.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.logsumexp = internal constant [10 x i8] c"logsumexp\00"
@_ZN08NumbaEnv7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f9465ad0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f9465ad0>\00"
@_ZN08NumbaEnv5numba2np13old_arraymath7npy_max12_3clocals_3e8impl_maxB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139788187696064 = internal constant [157 x i8] c"\80\04\95\92\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CDzero-size array to reduction operation maximum which has no identity\94\85\94\8C\08impl_max\94\8C\19numba/np/old_arraymath.py\94M;\02\87\94\87\94."
@.const.pickledata.139788187696064.sha1 = internal constant [20 x i8] c"|\15\EA\D2V\A0\94\15)l^\F7-0\82\89Q\9F\9C\C6"
@.const.picklebuf.139788187696064 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([157 x i8], [157 x i8]* @.const.pickledata.139788187696064, i32 0, i32 0), i32 157, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788187696064.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139788189162176 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.139788189162176.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.139788189162176 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.139788189162176, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788189162176.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath14max_comparatorB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f9455b10B3v19B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.16 = alloca double, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  store double 0.000000e+00, double* %.16, align 8
  %.22 = call i32 @_ZN5numba2np13old_arraymath7npy_max12_3clocals_3e8impl_maxB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.16, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.32 = load double, double* %.16, align 8
  switch i32 %.22, label %B0.if [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

B0.if:                                            ; preds = %entry
  %.30 = icmp sgt i32 %.22, 0
  %.23 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.31 = select i1 %.30, { i8*, i32, i8*, i8*, i32 }* %.23, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.31, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %entry, %entry
  %.105 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.107 = extractvalue { i64, i1 } %.105, 1
  br i1 %.107, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %B0.if, %for.end.1, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.1 ], [ %.22, %B0.if ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788188477184, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.106 = extractvalue { i64, i1 } %.105, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.106, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i9 = load double*, double** %0, align 8
  %.1746 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.1746, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %1 = add i64 %arg.x.5.0, -1
  %xtraiter19 = and i64 %arg.x.5.0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter22 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index8 = phi i64 [ 0, %for.body.preheader.new ], [ %27, %for.body ]
  %.170.07 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select17.7, %for.body ]
  %3 = icmp eq i64 %arg.x.5.0, 1
  %spec.select17 = select i1 %3, i64 %.170.07, i64 %loop.index8
  %.183 = getelementptr double, double* %arg.x.4, i64 %spec.select17
  %.184 = load double, double* %.183, align 8
  %.6.i1 = fsub double %.184, %.32
  %.14.i = tail call double @llvm.exp.f64(double %.6.i1)
  %sunkaddr = mul i64 %loop.index8, 8
  %4 = bitcast double* %.6.i9 to i8*
  %sunkaddr197 = getelementptr i8, i8* %4, i64 %sunkaddr
  %5 = bitcast i8* %sunkaddr197 to double*
  store double %.14.i, double* %5, align 8
  %6 = add i64 %loop.index8, 1
  %spec.select17.1 = select i1 %3, i64 %.170.07, i64 %6
  %.183.1 = getelementptr double, double* %arg.x.4, i64 %spec.select17.1
  %.184.1 = load double, double* %.183.1, align 8
  %.6.i1.1 = fsub double %.184.1, %.32
  %.14.i.1 = tail call double @llvm.exp.f64(double %.6.i1.1)
  %sunkaddr198 = mul i64 %loop.index8, 8
  %7 = bitcast double* %.6.i9 to i8*
  %sunkaddr199 = getelementptr i8, i8* %7, i64 %sunkaddr198
  %sunkaddr200 = getelementptr i8, i8* %sunkaddr199, i64 8
  %8 = bitcast i8* %sunkaddr200 to double*
  store double %.14.i.1, double* %8, align 8
  %9 = add i64 %6, 1
  %spec.select17.2 = select i1 %3, i64 %.170.07, i64 %9
  %.183.2 = getelementptr double, double* %arg.x.4, i64 %spec.select17.2
  %.184.2 = load double, double* %.183.2, align 8
  %.6.i1.2 = fsub double %.184.2, %.32
  %.14.i.2 = tail call double @llvm.exp.f64(double %.6.i1.2)
  %sunkaddr201 = mul i64 %loop.index8, 8
  %10 = bitcast double* %.6.i9 to i8*
  %sunkaddr202 = getelementptr i8, i8* %10, i64 %sunkaddr201
  %sunkaddr203 = getelementptr i8, i8* %sunkaddr202, i64 16
  %11 = bitcast i8* %sunkaddr203 to double*
  store double %.14.i.2, double* %11, align 8
  %12 = add i64 %9, 1
  %spec.select17.3 = select i1 %3, i64 %.170.07, i64 %12
  %.183.3 = getelementptr double, double* %arg.x.4, i64 %spec.select17.3
  %.184.3 = load double, double* %.183.3, align 8
  %.6.i1.3 = fsub double %.184.3, %.32
  %.14.i.3 = tail call double @llvm.exp.f64(double %.6.i1.3)
  %sunkaddr204 = mul i64 %loop.index8, 8
  %13 = bitcast double* %.6.i9 to i8*
  %sunkaddr205 = getelementptr i8, i8* %13, i64 %sunkaddr204
  %sunkaddr206 = getelementptr i8, i8* %sunkaddr205, i64 24
  %14 = bitcast i8* %sunkaddr206 to double*
  store double %.14.i.3, double* %14, align 8
  %15 = add i64 %12, 1
  %spec.select17.4 = select i1 %3, i64 %.170.07, i64 %15
  %.183.4 = getelementptr double, double* %arg.x.4, i64 %spec.select17.4
  %.184.4 = load double, double* %.183.4, align 8
  %.6.i1.4 = fsub double %.184.4, %.32
  %.14.i.4 = tail call double @llvm.exp.f64(double %.6.i1.4)
  %sunkaddr207 = mul i64 %loop.index8, 8
  %16 = bitcast double* %.6.i9 to i8*
  %sunkaddr208 = getelementptr i8, i8* %16, i64 %sunkaddr207
  %sunkaddr209 = getelementptr i8, i8* %sunkaddr208, i64 32
  %17 = bitcast i8* %sunkaddr209 to double*
  store double %.14.i.4, double* %17, align 8
  %18 = add i64 %15, 1
  %spec.select17.5 = select i1 %3, i64 %.170.07, i64 %18
  %.183.5 = getelementptr double, double* %arg.x.4, i64 %spec.select17.5
  %.184.5 = load double, double* %.183.5, align 8
  %.6.i1.5 = fsub double %.184.5, %.32
  %.14.i.5 = tail call double @llvm.exp.f64(double %.6.i1.5)
  %sunkaddr210 = mul i64 %loop.index8, 8
  %19 = bitcast double* %.6.i9 to i8*
  %sunkaddr211 = getelementptr i8, i8* %19, i64 %sunkaddr210
  %sunkaddr212 = getelementptr i8, i8* %sunkaddr211, i64 40
  %20 = bitcast i8* %sunkaddr212 to double*
  store double %.14.i.5, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select17.6 = select i1 %3, i64 %.170.07, i64 %21
  %.183.6 = getelementptr double, double* %arg.x.4, i64 %spec.select17.6
  %.184.6 = load double, double* %.183.6, align 8
  %.6.i1.6 = fsub double %.184.6, %.32
  %.14.i.6 = tail call double @llvm.exp.f64(double %.6.i1.6)
  %sunkaddr213 = mul i64 %loop.index8, 8
  %22 = bitcast double* %.6.i9 to i8*
  %sunkaddr214 = getelementptr i8, i8* %22, i64 %sunkaddr213
  %sunkaddr215 = getelementptr i8, i8* %sunkaddr214, i64 48
  %23 = bitcast i8* %sunkaddr215 to double*
  store double %.14.i.6, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select17.7 = select i1 %3, i64 %.170.07, i64 %24
  %.183.7 = getelementptr double, double* %arg.x.4, i64 %spec.select17.7
  %.184.7 = load double, double* %.183.7, align 8
  %.6.i1.7 = fsub double %.184.7, %.32
  %.14.i.7 = tail call double @llvm.exp.f64(double %.6.i1.7)
  %sunkaddr216 = mul i64 %loop.index8, 8
  %25 = bitcast double* %.6.i9 to i8*
  %sunkaddr217 = getelementptr i8, i8* %25, i64 %sunkaddr216
  %sunkaddr218 = getelementptr i8, i8* %sunkaddr217, i64 56
  %26 = bitcast i8* %sunkaddr218 to double*
  store double %.14.i.7, double* %26, align 8
  %.213.7 = add nuw i64 %loop.index8, 8
  %27 = add i64 %24, 1
  %niter23.ncmp.7 = icmp eq i64 %27, %unroll_iter22
  br i1 %niter23.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index8.unr = phi i64 [ 0, %for.body.preheader ], [ %.213.7, %for.body ]
  %.170.07.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select17.7, %for.body ]
  %lcmp.mod21.not = icmp eq i64 %xtraiter19, 0
  br i1 %lcmp.mod21.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv179 = phi i64 [ %xtraiter19, %for.body.epil.preheader ], [ %lsr.iv.next180, %for.body.epil ]
  %loop.index8.epil = phi i64 [ %.213.epil, %for.body.epil ], [ %loop.index8.unr, %for.body.epil.preheader ]
  %.170.07.epil = phi i64 [ %spec.select17.epil, %for.body.epil ], [ %.170.07.unr, %for.body.epil.preheader ]
  %28 = icmp eq i64 %arg.x.5.0, 1
  %spec.select17.epil = select i1 %28, i64 %.170.07.epil, i64 %loop.index8.epil
  %.183.epil = getelementptr double, double* %arg.x.4, i64 %spec.select17.epil
  %.184.epil = load double, double* %.183.epil, align 8
  %.6.i1.epil = fsub double %.184.epil, %.32
  %.14.i.epil = tail call double @llvm.exp.f64(double %.6.i1.epil)
  %scevgep178 = getelementptr double, double* %.6.i9, i64 %loop.index8.epil
  store double %.14.i.epil, double* %scevgep178, align 8
  %.213.epil = add nuw nsw i64 %loop.index8.epil, 1
  %lsr.iv.next180 = add nsw i64 %lsr.iv179, -1
  %epil.iter20.cmp.not = icmp eq i64 %lsr.iv.next180, 0
  br i1 %epil.iter20.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.1, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1)
  %29 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %30 = icmp ult i64 %29, 7
  br i1 %30, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %31 = add nsw i64 %unroll_iter.i, -8
  %32 = lshr exact i64 %31, 3
  %33 = add nuw nsw i64 %32, 1
  %xtraiter = and i64 %33, 7
  %34 = icmp ult i64 %31, 56
  br i1 %34, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %33, 4611686018427387896
  %scevgep48 = getelementptr double, double* %.6.i9, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %35 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep24 = getelementptr double, double* %.6.i9, i64 %35
  %36 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %37 = bitcast double* %scevgep24 to i8*
  %uglygep45 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep4546 = bitcast i8* %uglygep45 to double*
  %scevgep47 = getelementptr double, double* %uglygep4546, i64 -7
  %.236.i.epil = load double, double* %scevgep47, align 8, !noalias !11
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep42 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep4243 = bitcast i8* %uglygep42 to double*
  %scevgep44 = getelementptr double, double* %uglygep4243, i64 -6
  %.236.1.i.epil = load double, double* %scevgep44, align 8, !noalias !11
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep39 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep3940 = bitcast i8* %uglygep39 to double*
  %scevgep41 = getelementptr double, double* %uglygep3940, i64 -5
  %.236.2.i.epil = load double, double* %scevgep41, align 8, !noalias !11
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep36 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep3637 = bitcast i8* %uglygep36 to double*
  %scevgep38 = getelementptr double, double* %uglygep3637, i64 -4
  %.236.3.i.epil = load double, double* %scevgep38, align 8, !noalias !11
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep33 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep3334 = bitcast i8* %uglygep33 to double*
  %scevgep35 = getelementptr double, double* %uglygep3334, i64 -3
  %.236.4.i.epil = load double, double* %scevgep35, align 8, !noalias !11
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep30 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep3031 = bitcast i8* %uglygep30 to double*
  %scevgep32 = getelementptr double, double* %uglygep3031, i64 -2
  %.236.5.i.epil = load double, double* %scevgep32, align 8, !noalias !11
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep27 = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep2728 = bitcast i8* %uglygep27 to double*
  %scevgep29 = getelementptr double, double* %uglygep2728, i64 -1
  %.236.6.i.epil = load double, double* %scevgep29, align 8, !noalias !11
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %37, i64 %lsr.iv
  %uglygep26 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep26, align 8, !noalias !11
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %36, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !14, !llvm.loop !15

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i9, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !11
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1, label %B50.endif.epil.i, !prof !14, !llvm.loop !16

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv176 = phi i64 [ %lsr.iv.next177, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep174 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -63
  %.236.i = load double, double* %scevgep175, align 8, !noalias !11
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep172 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -62
  %.236.1.i = load double, double* %scevgep173, align 8, !noalias !11
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep170 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -61
  %.236.2.i = load double, double* %scevgep171, align 8, !noalias !11
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep168 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -60
  %.236.3.i = load double, double* %scevgep169, align 8, !noalias !11
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep166 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -59
  %.236.4.i = load double, double* %scevgep167, align 8, !noalias !11
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep164 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -58
  %.236.5.i = load double, double* %scevgep165, align 8, !noalias !11
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep162 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -57
  %.236.6.i = load double, double* %scevgep163, align 8, !noalias !11
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep160 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -56
  %.236.7.i = load double, double* %scevgep161, align 8, !noalias !11
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep129 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -55
  %.236.i.1 = load double, double* %scevgep130, align 8, !noalias !11
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep131 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -54
  %.236.1.i.1 = load double, double* %scevgep132, align 8, !noalias !11
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep133 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -53
  %.236.2.i.1 = load double, double* %scevgep134, align 8, !noalias !11
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep135 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -52
  %.236.3.i.1 = load double, double* %scevgep136, align 8, !noalias !11
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep137 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -51
  %.236.4.i.1 = load double, double* %scevgep138, align 8, !noalias !11
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep139 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -50
  %.236.5.i.1 = load double, double* %scevgep140, align 8, !noalias !11
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep141 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -49
  %.236.6.i.1 = load double, double* %scevgep142, align 8, !noalias !11
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep143 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -48
  %.236.7.i.1 = load double, double* %scevgep144, align 8, !noalias !11
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep113 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -47
  %.236.i.2 = load double, double* %scevgep114, align 8, !noalias !11
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep115 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -46
  %.236.1.i.2 = load double, double* %scevgep116, align 8, !noalias !11
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep117 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -45
  %.236.2.i.2 = load double, double* %scevgep118, align 8, !noalias !11
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep119 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -44
  %.236.3.i.2 = load double, double* %scevgep120, align 8, !noalias !11
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep121 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -43
  %.236.4.i.2 = load double, double* %scevgep122, align 8, !noalias !11
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep123 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -42
  %.236.5.i.2 = load double, double* %scevgep124, align 8, !noalias !11
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep125 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -41
  %.236.6.i.2 = load double, double* %scevgep126, align 8, !noalias !11
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep127 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -40
  %.236.7.i.2 = load double, double* %scevgep128, align 8, !noalias !11
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep97 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep98 = getelementptr double, double* %scevgep97, i64 -39
  %.236.i.3 = load double, double* %scevgep98, align 8, !noalias !11
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep99 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep100 = getelementptr double, double* %scevgep99, i64 -38
  %.236.1.i.3 = load double, double* %scevgep100, align 8, !noalias !11
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep101 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep102 = getelementptr double, double* %scevgep101, i64 -37
  %.236.2.i.3 = load double, double* %scevgep102, align 8, !noalias !11
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep103 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -36
  %.236.3.i.3 = load double, double* %scevgep104, align 8, !noalias !11
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep105 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -35
  %.236.4.i.3 = load double, double* %scevgep106, align 8, !noalias !11
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep107 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep108 = getelementptr double, double* %scevgep107, i64 -34
  %.236.5.i.3 = load double, double* %scevgep108, align 8, !noalias !11
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep109 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep110 = getelementptr double, double* %scevgep109, i64 -33
  %.236.6.i.3 = load double, double* %scevgep110, align 8, !noalias !11
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep111 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -32
  %.236.7.i.3 = load double, double* %scevgep112, align 8, !noalias !11
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep81 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep82 = getelementptr double, double* %scevgep81, i64 -31
  %.236.i.4 = load double, double* %scevgep82, align 8, !noalias !11
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep83 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep84 = getelementptr double, double* %scevgep83, i64 -30
  %.236.1.i.4 = load double, double* %scevgep84, align 8, !noalias !11
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep85 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep86 = getelementptr double, double* %scevgep85, i64 -29
  %.236.2.i.4 = load double, double* %scevgep86, align 8, !noalias !11
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep87 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep88 = getelementptr double, double* %scevgep87, i64 -28
  %.236.3.i.4 = load double, double* %scevgep88, align 8, !noalias !11
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep89 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep90 = getelementptr double, double* %scevgep89, i64 -27
  %.236.4.i.4 = load double, double* %scevgep90, align 8, !noalias !11
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep91 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep92 = getelementptr double, double* %scevgep91, i64 -26
  %.236.5.i.4 = load double, double* %scevgep92, align 8, !noalias !11
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep93 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep94 = getelementptr double, double* %scevgep93, i64 -25
  %.236.6.i.4 = load double, double* %scevgep94, align 8, !noalias !11
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep95 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep96 = getelementptr double, double* %scevgep95, i64 -24
  %.236.7.i.4 = load double, double* %scevgep96, align 8, !noalias !11
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep65 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep66 = getelementptr double, double* %scevgep65, i64 -23
  %.236.i.5 = load double, double* %scevgep66, align 8, !noalias !11
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep67 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep68 = getelementptr double, double* %scevgep67, i64 -22
  %.236.1.i.5 = load double, double* %scevgep68, align 8, !noalias !11
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep69 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep70 = getelementptr double, double* %scevgep69, i64 -21
  %.236.2.i.5 = load double, double* %scevgep70, align 8, !noalias !11
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep71 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep72 = getelementptr double, double* %scevgep71, i64 -20
  %.236.3.i.5 = load double, double* %scevgep72, align 8, !noalias !11
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep73 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep74 = getelementptr double, double* %scevgep73, i64 -19
  %.236.4.i.5 = load double, double* %scevgep74, align 8, !noalias !11
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep75 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep76 = getelementptr double, double* %scevgep75, i64 -18
  %.236.5.i.5 = load double, double* %scevgep76, align 8, !noalias !11
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep77 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep78 = getelementptr double, double* %scevgep77, i64 -17
  %.236.6.i.5 = load double, double* %scevgep78, align 8, !noalias !11
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep79 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep80 = getelementptr double, double* %scevgep79, i64 -16
  %.236.7.i.5 = load double, double* %scevgep80, align 8, !noalias !11
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep49 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep50 = getelementptr double, double* %scevgep49, i64 -15
  %.236.i.6 = load double, double* %scevgep50, align 8, !noalias !11
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep51 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep52 = getelementptr double, double* %scevgep51, i64 -14
  %.236.1.i.6 = load double, double* %scevgep52, align 8, !noalias !11
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep53 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep54 = getelementptr double, double* %scevgep53, i64 -13
  %.236.2.i.6 = load double, double* %scevgep54, align 8, !noalias !11
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep55 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep56 = getelementptr double, double* %scevgep55, i64 -12
  %.236.3.i.6 = load double, double* %scevgep56, align 8, !noalias !11
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep57 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep58 = getelementptr double, double* %scevgep57, i64 -11
  %.236.4.i.6 = load double, double* %scevgep58, align 8, !noalias !11
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep59 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep60 = getelementptr double, double* %scevgep59, i64 -10
  %.236.5.i.6 = load double, double* %scevgep60, align 8, !noalias !11
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep61 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep62 = getelementptr double, double* %scevgep61, i64 -9
  %.236.6.i.6 = load double, double* %scevgep62, align 8, !noalias !11
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep63 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep64 = getelementptr double, double* %scevgep63, i64 -8
  %.236.7.i.6 = load double, double* %scevgep64, align 8, !noalias !11
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep145 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -7
  %.236.i.7 = load double, double* %scevgep146, align 8, !noalias !11
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep147 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -6
  %.236.1.i.7 = load double, double* %scevgep148, align 8, !noalias !11
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep149 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -5
  %.236.2.i.7 = load double, double* %scevgep150, align 8, !noalias !11
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep151 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -4
  %.236.3.i.7 = load double, double* %scevgep152, align 8, !noalias !11
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep153 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -3
  %.236.4.i.7 = load double, double* %scevgep154, align 8, !noalias !11
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep155 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -2
  %.236.5.i.7 = load double, double* %scevgep156, align 8, !noalias !11
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep157 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -1
  %.236.6.i.7 = load double, double* %scevgep158, align 8, !noalias !11
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep159 = getelementptr double, double* %scevgep48, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep159, align 8, !noalias !11
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next177 = add i64 %lsr.iv176, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next177, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1:                                        ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.254 = tail call double @llvm.log.f64(double %c.2.0.lcssa.i)
  %.259 = fadd double %.32, %.254
  store double %.259, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #0

define i8* @_ZN7cpython7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.logsumexp, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([131 x i8], [131 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #2
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

define double @cfunc._ZN7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
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
  %.9 = call i32 @_ZN7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #2
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f9465ad0>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np13old_arraymath7npy_max12_3clocals_3e8impl_maxB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788187696064, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788189162176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
!17 = !{!18, !20}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %excinfo"}
!21 = !{!22, !24, !18, !20}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
!25 = !{!"branch_weights", i32 99, i32 1}
