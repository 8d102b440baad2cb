; ModuleID = 'logsumexp'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140274510746304 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274510746304.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274510746304 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274510746304, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274510746304.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f9434912750>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9434912750>\00"
@_ZN08NumbaEnv5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140274512827776 = internal constant [153 x i8] c"\80\04\95\8E\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CDzero-size array to reduction operation maximum which has no identity\94\85\94\8C\08impl_max\94\8C\15numba/np/arraymath.py\94M<\02\87\94\87\94."
@.const.pickledata.140274512827776.sha1 = internal constant [20 x i8] c"X\0C\97\C0;\9C\FD\EFL\0E'\A0*\FEW\99XUE\02"
@.const.picklebuf.140274512827776 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([153 x i8], [153 x i8]* @.const.pickledata.140274512827776, i32 0, i32 0), i32 153, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274512827776.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140274510676544 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.140274510676544.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.140274510676544 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.140274510676544, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274510676544.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath14max_comparatorB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f94346026d0B3v18B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9logsumexpB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.16 = alloca double, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  store double 0.000000e+00, double* %.16, align 8
  %.22 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.16, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274510746304, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.106 = extractvalue { i64, i1 } %.105, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.106, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i10 = load double*, double** %0, align 8
  %.1747 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.1747, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %.176.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.176.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 4
  br i1 %min.iters.check, label %for.body.us.preheader27, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i10, i64 %arg.x.5.0
  %scevgep25 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i10, %scevgep25
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader27, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -4
  %broadcast.splatinsert = insertelement <4 x double> poison, double %.32, i64 0
  %broadcast.splat = shufflevector <4 x double> %broadcast.splatinsert, <4 x double> poison, <4 x i32> zeroinitializer
  %1 = add i64 %n.vec, -4
  %2 = lshr exact i64 %1, 2
  %3 = add nuw nsw i64 %2, 1
  %xtraiter31 = and i64 %3, 7
  %4 = icmp ult i64 %1, 28
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const288 = bitcast i64 9223372036854775800 to i64
  %unroll_iter34 = and i64 %3, %const288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv286 = phi i64 [ %lsr.iv.next287, %vector.body ], [ %unroll_iter34, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %5 = bitcast double* %arg.x.4 to i8*
  %sunkaddr289 = getelementptr i8, i8* %5, i64 %sunkaddr
  %6 = bitcast i8* %sunkaddr289 to <4 x double>*
  %wide.load = load <4 x double>, <4 x double>* %6, align 8, !alias.scope !9
  %7 = fsub <4 x double> %wide.load, %broadcast.splat
  %8 = call <4 x double> @llvm.exp.v4f64(<4 x double> %7)
  %sunkaddr290 = mul i64 %index, 8
  %9 = bitcast double* %.6.i10 to i8*
  %sunkaddr291 = getelementptr i8, i8* %9, i64 %sunkaddr290
  %10 = bitcast i8* %sunkaddr291 to <4 x double>*
  store <4 x double> %8, <4 x double>* %10, align 8, !alias.scope !12, !noalias !9
  %sunkaddr292 = mul i64 %index, 8
  %11 = bitcast double* %arg.x.4 to i8*
  %sunkaddr293 = getelementptr i8, i8* %11, i64 %sunkaddr292
  %sunkaddr294 = getelementptr i8, i8* %sunkaddr293, i64 32
  %12 = bitcast i8* %sunkaddr294 to <4 x double>*
  %wide.load.1 = load <4 x double>, <4 x double>* %12, align 8, !alias.scope !9
  %13 = fsub <4 x double> %wide.load.1, %broadcast.splat
  %14 = call <4 x double> @llvm.exp.v4f64(<4 x double> %13)
  %sunkaddr295 = mul i64 %index, 8
  %15 = bitcast double* %.6.i10 to i8*
  %sunkaddr296 = getelementptr i8, i8* %15, i64 %sunkaddr295
  %sunkaddr297 = getelementptr i8, i8* %sunkaddr296, i64 32
  %16 = bitcast i8* %sunkaddr297 to <4 x double>*
  store <4 x double> %14, <4 x double>* %16, align 8, !alias.scope !12, !noalias !9
  %sunkaddr298 = mul i64 %index, 8
  %17 = bitcast double* %arg.x.4 to i8*
  %sunkaddr299 = getelementptr i8, i8* %17, i64 %sunkaddr298
  %sunkaddr300 = getelementptr i8, i8* %sunkaddr299, i64 64
  %18 = bitcast i8* %sunkaddr300 to <4 x double>*
  %wide.load.2 = load <4 x double>, <4 x double>* %18, align 8, !alias.scope !9
  %19 = fsub <4 x double> %wide.load.2, %broadcast.splat
  %20 = call <4 x double> @llvm.exp.v4f64(<4 x double> %19)
  %sunkaddr301 = mul i64 %index, 8
  %21 = bitcast double* %.6.i10 to i8*
  %sunkaddr302 = getelementptr i8, i8* %21, i64 %sunkaddr301
  %sunkaddr303 = getelementptr i8, i8* %sunkaddr302, i64 64
  %22 = bitcast i8* %sunkaddr303 to <4 x double>*
  store <4 x double> %20, <4 x double>* %22, align 8, !alias.scope !12, !noalias !9
  %sunkaddr304 = mul i64 %index, 8
  %23 = bitcast double* %arg.x.4 to i8*
  %sunkaddr305 = getelementptr i8, i8* %23, i64 %sunkaddr304
  %sunkaddr306 = getelementptr i8, i8* %sunkaddr305, i64 96
  %24 = bitcast i8* %sunkaddr306 to <4 x double>*
  %wide.load.3 = load <4 x double>, <4 x double>* %24, align 8, !alias.scope !9
  %25 = fsub <4 x double> %wide.load.3, %broadcast.splat
  %26 = call <4 x double> @llvm.exp.v4f64(<4 x double> %25)
  %sunkaddr307 = mul i64 %index, 8
  %27 = bitcast double* %.6.i10 to i8*
  %sunkaddr308 = getelementptr i8, i8* %27, i64 %sunkaddr307
  %sunkaddr309 = getelementptr i8, i8* %sunkaddr308, i64 96
  %28 = bitcast i8* %sunkaddr309 to <4 x double>*
  store <4 x double> %26, <4 x double>* %28, align 8, !alias.scope !12, !noalias !9
  %sunkaddr310 = mul i64 %index, 8
  %29 = bitcast double* %arg.x.4 to i8*
  %sunkaddr311 = getelementptr i8, i8* %29, i64 %sunkaddr310
  %sunkaddr312 = getelementptr i8, i8* %sunkaddr311, i64 128
  %30 = bitcast i8* %sunkaddr312 to <4 x double>*
  %wide.load.4 = load <4 x double>, <4 x double>* %30, align 8, !alias.scope !9
  %31 = fsub <4 x double> %wide.load.4, %broadcast.splat
  %32 = call <4 x double> @llvm.exp.v4f64(<4 x double> %31)
  %sunkaddr313 = mul i64 %index, 8
  %33 = bitcast double* %.6.i10 to i8*
  %sunkaddr314 = getelementptr i8, i8* %33, i64 %sunkaddr313
  %sunkaddr315 = getelementptr i8, i8* %sunkaddr314, i64 128
  %34 = bitcast i8* %sunkaddr315 to <4 x double>*
  store <4 x double> %32, <4 x double>* %34, align 8, !alias.scope !12, !noalias !9
  %sunkaddr316 = mul i64 %index, 8
  %35 = bitcast double* %arg.x.4 to i8*
  %sunkaddr317 = getelementptr i8, i8* %35, i64 %sunkaddr316
  %sunkaddr318 = getelementptr i8, i8* %sunkaddr317, i64 160
  %36 = bitcast i8* %sunkaddr318 to <4 x double>*
  %wide.load.5 = load <4 x double>, <4 x double>* %36, align 8, !alias.scope !9
  %37 = fsub <4 x double> %wide.load.5, %broadcast.splat
  %38 = call <4 x double> @llvm.exp.v4f64(<4 x double> %37)
  %sunkaddr319 = mul i64 %index, 8
  %39 = bitcast double* %.6.i10 to i8*
  %sunkaddr320 = getelementptr i8, i8* %39, i64 %sunkaddr319
  %sunkaddr321 = getelementptr i8, i8* %sunkaddr320, i64 160
  %40 = bitcast i8* %sunkaddr321 to <4 x double>*
  store <4 x double> %38, <4 x double>* %40, align 8, !alias.scope !12, !noalias !9
  %sunkaddr322 = mul i64 %index, 8
  %41 = bitcast double* %arg.x.4 to i8*
  %sunkaddr323 = getelementptr i8, i8* %41, i64 %sunkaddr322
  %sunkaddr324 = getelementptr i8, i8* %sunkaddr323, i64 192
  %42 = bitcast i8* %sunkaddr324 to <4 x double>*
  %wide.load.6 = load <4 x double>, <4 x double>* %42, align 8, !alias.scope !9
  %43 = fsub <4 x double> %wide.load.6, %broadcast.splat
  %44 = call <4 x double> @llvm.exp.v4f64(<4 x double> %43)
  %sunkaddr325 = mul i64 %index, 8
  %45 = bitcast double* %.6.i10 to i8*
  %sunkaddr326 = getelementptr i8, i8* %45, i64 %sunkaddr325
  %sunkaddr327 = getelementptr i8, i8* %sunkaddr326, i64 192
  %46 = bitcast i8* %sunkaddr327 to <4 x double>*
  store <4 x double> %44, <4 x double>* %46, align 8, !alias.scope !12, !noalias !9
  %sunkaddr328 = mul i64 %index, 8
  %47 = bitcast double* %arg.x.4 to i8*
  %sunkaddr329 = getelementptr i8, i8* %47, i64 %sunkaddr328
  %sunkaddr330 = getelementptr i8, i8* %sunkaddr329, i64 224
  %48 = bitcast i8* %sunkaddr330 to <4 x double>*
  %wide.load.7 = load <4 x double>, <4 x double>* %48, align 8, !alias.scope !9
  %49 = fsub <4 x double> %wide.load.7, %broadcast.splat
  %50 = call <4 x double> @llvm.exp.v4f64(<4 x double> %49)
  %sunkaddr331 = mul i64 %index, 8
  %51 = bitcast double* %.6.i10 to i8*
  %sunkaddr332 = getelementptr i8, i8* %51, i64 %sunkaddr331
  %sunkaddr333 = getelementptr i8, i8* %sunkaddr332, i64 224
  %52 = bitcast i8* %sunkaddr333 to <4 x double>*
  store <4 x double> %50, <4 x double>* %52, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 32
  %lsr.iv.next287 = add i64 %lsr.iv286, -8
  %niter35.ncmp.7 = icmp eq i64 %lsr.iv.next287, 0
  br i1 %niter35.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod33.not = icmp eq i64 %xtraiter31, 0
  br i1 %lcmp.mod33.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep228 = getelementptr double, double* %.6.i10, i64 %index.unr
  %scevgep234 = getelementptr double, double* %arg.x.4, i64 %index.unr
  %53 = shl nuw nsw i64 %xtraiter31, 5
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv229 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next230, %vector.body.epil ]
  %54 = bitcast double* %scevgep234 to i8*
  %55 = bitcast double* %scevgep228 to i8*
  %uglygep236 = getelementptr i8, i8* %54, i64 %lsr.iv229
  %uglygep236237 = bitcast i8* %uglygep236 to <4 x double>*
  %wide.load.epil = load <4 x double>, <4 x double>* %uglygep236237, align 8, !alias.scope !9
  %56 = fsub <4 x double> %wide.load.epil, %broadcast.splat
  %57 = call <4 x double> @llvm.exp.v4f64(<4 x double> %56)
  %uglygep232 = getelementptr i8, i8* %55, i64 %lsr.iv229
  %uglygep232233 = bitcast i8* %uglygep232 to <4 x double>*
  store <4 x double> %57, <4 x double>* %uglygep232233, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next230 = add nuw nsw i64 %lsr.iv229, 32
  %epil.iter32.cmp.not = icmp eq i64 %53, %lsr.iv.next230
  br i1 %epil.iter32.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader27

for.body.us.preheader27:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index9.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %58 = sub i64 %arg.x.5.0, %loop.index9.us.ph
  %59 = xor i64 %loop.index9.us.ph, -1
  %60 = add i64 %59, %arg.x.5.0
  %xtraiter29 = and i64 %58, 7
  %lcmp.mod30.not = icmp eq i64 %xtraiter29, 0
  br i1 %lcmp.mod30.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader27
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv226 = phi i64 [ %xtraiter29, %for.body.us.prol.preheader ], [ %lsr.iv.next227, %for.body.us.prol ]
  %loop.index9.us.prol = phi i64 [ %.213.us.prol, %for.body.us.prol ], [ %loop.index9.us.ph, %for.body.us.prol.preheader ]
  %scevgep225 = getelementptr double, double* %arg.x.4, i64 %loop.index9.us.prol
  %.184.us.prol = load double, double* %scevgep225, align 8
  %.6.i1.us.prol = fsub double %.184.us.prol, %.32
  %.14.i.us.prol = tail call double @llvm.exp.f64(double %.6.i1.us.prol) #6
  %scevgep224 = getelementptr double, double* %.6.i10, i64 %loop.index9.us.prol
  store double %.14.i.us.prol, double* %scevgep224, align 8
  %.213.us.prol = add i64 %loop.index9.us.prol, 1
  %lsr.iv.next227 = add nsw i64 %lsr.iv226, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next227, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader27
  %loop.index9.us.unr = phi i64 [ %loop.index9.us.ph, %for.body.us.preheader27 ], [ %.213.us.prol, %for.body.us.prol ]
  %61 = icmp ult i64 %60, 7
  br i1 %61, label %for.end, label %for.body.us.preheader36

for.body.us.preheader36:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader36, %for.body.us
  %loop.index9.us = phi i64 [ %.213.us.7, %for.body.us ], [ %loop.index9.us.unr, %for.body.us.preheader36 ]
  %sunkaddr334 = mul i64 %loop.index9.us, 8
  %62 = bitcast double* %arg.x.4 to i8*
  %sunkaddr335 = getelementptr i8, i8* %62, i64 %sunkaddr334
  %63 = bitcast i8* %sunkaddr335 to double*
  %.184.us = load double, double* %63, align 8
  %.6.i1.us = fsub double %.184.us, %.32
  %.14.i.us = tail call double @llvm.exp.f64(double %.6.i1.us) #6
  %sunkaddr336 = mul i64 %loop.index9.us, 8
  %64 = bitcast double* %.6.i10 to i8*
  %sunkaddr337 = getelementptr i8, i8* %64, i64 %sunkaddr336
  %65 = bitcast i8* %sunkaddr337 to double*
  store double %.14.i.us, double* %65, align 8
  %sunkaddr338 = mul i64 %loop.index9.us, 8
  %66 = bitcast double* %arg.x.4 to i8*
  %sunkaddr339 = getelementptr i8, i8* %66, i64 %sunkaddr338
  %sunkaddr340 = getelementptr i8, i8* %sunkaddr339, i64 8
  %67 = bitcast i8* %sunkaddr340 to double*
  %.184.us.1 = load double, double* %67, align 8
  %.6.i1.us.1 = fsub double %.184.us.1, %.32
  %.14.i.us.1 = tail call double @llvm.exp.f64(double %.6.i1.us.1) #6
  %sunkaddr341 = mul i64 %loop.index9.us, 8
  %68 = bitcast double* %.6.i10 to i8*
  %sunkaddr342 = getelementptr i8, i8* %68, i64 %sunkaddr341
  %sunkaddr343 = getelementptr i8, i8* %sunkaddr342, i64 8
  %69 = bitcast i8* %sunkaddr343 to double*
  store double %.14.i.us.1, double* %69, align 8
  %sunkaddr344 = mul i64 %loop.index9.us, 8
  %70 = bitcast double* %arg.x.4 to i8*
  %sunkaddr345 = getelementptr i8, i8* %70, i64 %sunkaddr344
  %sunkaddr346 = getelementptr i8, i8* %sunkaddr345, i64 16
  %71 = bitcast i8* %sunkaddr346 to double*
  %.184.us.2 = load double, double* %71, align 8
  %.6.i1.us.2 = fsub double %.184.us.2, %.32
  %.14.i.us.2 = tail call double @llvm.exp.f64(double %.6.i1.us.2) #6
  %sunkaddr347 = mul i64 %loop.index9.us, 8
  %72 = bitcast double* %.6.i10 to i8*
  %sunkaddr348 = getelementptr i8, i8* %72, i64 %sunkaddr347
  %sunkaddr349 = getelementptr i8, i8* %sunkaddr348, i64 16
  %73 = bitcast i8* %sunkaddr349 to double*
  store double %.14.i.us.2, double* %73, align 8
  %sunkaddr350 = mul i64 %loop.index9.us, 8
  %74 = bitcast double* %arg.x.4 to i8*
  %sunkaddr351 = getelementptr i8, i8* %74, i64 %sunkaddr350
  %sunkaddr352 = getelementptr i8, i8* %sunkaddr351, i64 24
  %75 = bitcast i8* %sunkaddr352 to double*
  %.184.us.3 = load double, double* %75, align 8
  %.6.i1.us.3 = fsub double %.184.us.3, %.32
  %.14.i.us.3 = tail call double @llvm.exp.f64(double %.6.i1.us.3) #6
  %sunkaddr353 = mul i64 %loop.index9.us, 8
  %76 = bitcast double* %.6.i10 to i8*
  %sunkaddr354 = getelementptr i8, i8* %76, i64 %sunkaddr353
  %sunkaddr355 = getelementptr i8, i8* %sunkaddr354, i64 24
  %77 = bitcast i8* %sunkaddr355 to double*
  store double %.14.i.us.3, double* %77, align 8
  %sunkaddr356 = mul i64 %loop.index9.us, 8
  %78 = bitcast double* %arg.x.4 to i8*
  %sunkaddr357 = getelementptr i8, i8* %78, i64 %sunkaddr356
  %sunkaddr358 = getelementptr i8, i8* %sunkaddr357, i64 32
  %79 = bitcast i8* %sunkaddr358 to double*
  %.184.us.4 = load double, double* %79, align 8
  %.6.i1.us.4 = fsub double %.184.us.4, %.32
  %.14.i.us.4 = tail call double @llvm.exp.f64(double %.6.i1.us.4) #6
  %sunkaddr359 = mul i64 %loop.index9.us, 8
  %80 = bitcast double* %.6.i10 to i8*
  %sunkaddr360 = getelementptr i8, i8* %80, i64 %sunkaddr359
  %sunkaddr361 = getelementptr i8, i8* %sunkaddr360, i64 32
  %81 = bitcast i8* %sunkaddr361 to double*
  store double %.14.i.us.4, double* %81, align 8
  %sunkaddr362 = mul i64 %loop.index9.us, 8
  %82 = bitcast double* %arg.x.4 to i8*
  %sunkaddr363 = getelementptr i8, i8* %82, i64 %sunkaddr362
  %sunkaddr364 = getelementptr i8, i8* %sunkaddr363, i64 40
  %83 = bitcast i8* %sunkaddr364 to double*
  %.184.us.5 = load double, double* %83, align 8
  %.6.i1.us.5 = fsub double %.184.us.5, %.32
  %.14.i.us.5 = tail call double @llvm.exp.f64(double %.6.i1.us.5) #6
  %sunkaddr365 = mul i64 %loop.index9.us, 8
  %84 = bitcast double* %.6.i10 to i8*
  %sunkaddr366 = getelementptr i8, i8* %84, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, i8* %sunkaddr366, i64 40
  %85 = bitcast i8* %sunkaddr367 to double*
  store double %.14.i.us.5, double* %85, align 8
  %sunkaddr368 = mul i64 %loop.index9.us, 8
  %86 = bitcast double* %arg.x.4 to i8*
  %sunkaddr369 = getelementptr i8, i8* %86, i64 %sunkaddr368
  %sunkaddr370 = getelementptr i8, i8* %sunkaddr369, i64 48
  %87 = bitcast i8* %sunkaddr370 to double*
  %.184.us.6 = load double, double* %87, align 8
  %.6.i1.us.6 = fsub double %.184.us.6, %.32
  %.14.i.us.6 = tail call double @llvm.exp.f64(double %.6.i1.us.6) #6
  %sunkaddr371 = mul i64 %loop.index9.us, 8
  %88 = bitcast double* %.6.i10 to i8*
  %sunkaddr372 = getelementptr i8, i8* %88, i64 %sunkaddr371
  %sunkaddr373 = getelementptr i8, i8* %sunkaddr372, i64 48
  %89 = bitcast i8* %sunkaddr373 to double*
  store double %.14.i.us.6, double* %89, align 8
  %sunkaddr374 = mul i64 %loop.index9.us, 8
  %90 = bitcast double* %arg.x.4 to i8*
  %sunkaddr375 = getelementptr i8, i8* %90, i64 %sunkaddr374
  %sunkaddr376 = getelementptr i8, i8* %sunkaddr375, i64 56
  %91 = bitcast i8* %sunkaddr376 to double*
  %.184.us.7 = load double, double* %91, align 8
  %.6.i1.us.7 = fsub double %.184.us.7, %.32
  %.14.i.us.7 = tail call double @llvm.exp.f64(double %.6.i1.us.7) #6
  %sunkaddr377 = mul i64 %loop.index9.us, 8
  %92 = bitcast double* %.6.i10 to i8*
  %sunkaddr378 = getelementptr i8, i8* %92, i64 %sunkaddr377
  %sunkaddr379 = getelementptr i8, i8* %sunkaddr378, i64 56
  %93 = bitcast i8* %sunkaddr379 to double*
  store double %.14.i.us.7, double* %93, align 8
  %.213.us.7 = add nuw nsw i64 %loop.index9.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.213.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.end.thread:                                   ; preds = %for.body.preheader
  %.184 = load double, double* %arg.x.4, align 8
  %.6.i1 = fsub double %.184, %.32
  %.14.i = tail call double @llvm.exp.f64(double %.6.i1) #6
  store double %.14.i, double* %.6.i10, align 8
  tail call void @NRT_decref(i8* %arg.x.0)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.1, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #6
  %94 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %95 = icmp ult i64 %94, 7
  br i1 %95, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const
  %96 = add nsw i64 %unroll_iter.i, -8
  %97 = lshr exact i64 %96, 3
  %98 = add nuw nsw i64 %97, 1
  %xtraiter = and i64 %98, 7
  %99 = icmp ult i64 %96, 56
  br i1 %99, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %98, 4611686018427387896
  %scevgep62 = getelementptr double, double* %.6.i10, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %100 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep38 = getelementptr double, double* %.6.i10, i64 %100
  %101 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %102 = bitcast double* %scevgep38 to i8*
  %uglygep59 = getelementptr i8, i8* %102, i64 %lsr.iv
  %uglygep5960 = bitcast i8* %uglygep59 to double*
  %scevgep61 = getelementptr double, double* %uglygep5960, i64 -7
  %.236.i.epil = load double, double* %scevgep61, align 8, !noalias !20
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep56 = getelementptr i8, i8* %102, i64 %lsr.iv
  %uglygep5657 = bitcast i8* %uglygep56 to double*
  %scevgep58 = getelementptr double, double* %uglygep5657, i64 -6
  %.236.1.i.epil = load double, double* %scevgep58, align 8, !noalias !20
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep53 = getelementptr i8, i8* %102, i64 %lsr.iv
  %uglygep5354 = bitcast i8* %uglygep53 to double*
  %scevgep55 = getelementptr double, double* %uglygep5354, i64 -5
  %.236.2.i.epil = load double, double* %scevgep55, align 8, !noalias !20
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep50 = getelementptr i8, i8* %102, i64 %lsr.iv
  %uglygep5051 = bitcast i8* %uglygep50 to double*
  %scevgep52 = getelementptr double, double* %uglygep5051, i64 -4
  %.236.3.i.epil = load double, double* %scevgep52, align 8, !noalias !20
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep47 = getelementptr i8, i8* %102, i64 %lsr.iv
  %uglygep4748 = bitcast i8* %uglygep47 to double*
  %scevgep49 = getelementptr double, double* %uglygep4748, i64 -3
  %.236.4.i.epil = load double, double* %scevgep49, align 8, !noalias !20
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep44 = getelementptr i8, i8* %102, i64 %lsr.iv
  %uglygep4445 = bitcast i8* %uglygep44 to double*
  %scevgep46 = getelementptr double, double* %uglygep4445, i64 -2
  %.236.5.i.epil = load double, double* %scevgep46, align 8, !noalias !20
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep41 = getelementptr i8, i8* %102, i64 %lsr.iv
  %uglygep4142 = bitcast i8* %uglygep41 to double*
  %scevgep43 = getelementptr double, double* %uglygep4142, i64 -1
  %.236.6.i.epil = load double, double* %scevgep43, align 8, !noalias !20
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %102, i64 %lsr.iv
  %uglygep40 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep40, align 8, !noalias !20
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %101, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !23, !llvm.loop !24

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i10, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep37 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep37, align 8, !noalias !20
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1, label %B50.endif.epil.i, !prof !23, !llvm.loop !25

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv190 = phi i64 [ %lsr.iv.next191, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep188 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -63
  %.236.i = load double, double* %scevgep189, align 8, !noalias !20
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep186 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -62
  %.236.1.i = load double, double* %scevgep187, align 8, !noalias !20
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep184 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -61
  %.236.2.i = load double, double* %scevgep185, align 8, !noalias !20
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep182 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -60
  %.236.3.i = load double, double* %scevgep183, align 8, !noalias !20
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep180 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -59
  %.236.4.i = load double, double* %scevgep181, align 8, !noalias !20
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep178 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -58
  %.236.5.i = load double, double* %scevgep179, align 8, !noalias !20
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep176 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -57
  %.236.6.i = load double, double* %scevgep177, align 8, !noalias !20
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep174 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -56
  %.236.7.i = load double, double* %scevgep175, align 8, !noalias !20
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep143 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -55
  %.236.i.1 = load double, double* %scevgep144, align 8, !noalias !20
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep145 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -54
  %.236.1.i.1 = load double, double* %scevgep146, align 8, !noalias !20
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep147 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -53
  %.236.2.i.1 = load double, double* %scevgep148, align 8, !noalias !20
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep149 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -52
  %.236.3.i.1 = load double, double* %scevgep150, align 8, !noalias !20
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep151 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -51
  %.236.4.i.1 = load double, double* %scevgep152, align 8, !noalias !20
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep153 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -50
  %.236.5.i.1 = load double, double* %scevgep154, align 8, !noalias !20
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep155 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -49
  %.236.6.i.1 = load double, double* %scevgep156, align 8, !noalias !20
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep157 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -48
  %.236.7.i.1 = load double, double* %scevgep158, align 8, !noalias !20
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep127 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -47
  %.236.i.2 = load double, double* %scevgep128, align 8, !noalias !20
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep129 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -46
  %.236.1.i.2 = load double, double* %scevgep130, align 8, !noalias !20
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep131 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -45
  %.236.2.i.2 = load double, double* %scevgep132, align 8, !noalias !20
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep133 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -44
  %.236.3.i.2 = load double, double* %scevgep134, align 8, !noalias !20
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep135 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -43
  %.236.4.i.2 = load double, double* %scevgep136, align 8, !noalias !20
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep137 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -42
  %.236.5.i.2 = load double, double* %scevgep138, align 8, !noalias !20
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep139 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -41
  %.236.6.i.2 = load double, double* %scevgep140, align 8, !noalias !20
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep141 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -40
  %.236.7.i.2 = load double, double* %scevgep142, align 8, !noalias !20
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep111 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -39
  %.236.i.3 = load double, double* %scevgep112, align 8, !noalias !20
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep113 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -38
  %.236.1.i.3 = load double, double* %scevgep114, align 8, !noalias !20
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep115 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -37
  %.236.2.i.3 = load double, double* %scevgep116, align 8, !noalias !20
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep117 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -36
  %.236.3.i.3 = load double, double* %scevgep118, align 8, !noalias !20
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep119 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -35
  %.236.4.i.3 = load double, double* %scevgep120, align 8, !noalias !20
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep121 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -34
  %.236.5.i.3 = load double, double* %scevgep122, align 8, !noalias !20
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep123 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -33
  %.236.6.i.3 = load double, double* %scevgep124, align 8, !noalias !20
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep125 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -32
  %.236.7.i.3 = load double, double* %scevgep126, align 8, !noalias !20
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep95 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep96 = getelementptr double, double* %scevgep95, i64 -31
  %.236.i.4 = load double, double* %scevgep96, align 8, !noalias !20
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep97 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep98 = getelementptr double, double* %scevgep97, i64 -30
  %.236.1.i.4 = load double, double* %scevgep98, align 8, !noalias !20
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep99 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep100 = getelementptr double, double* %scevgep99, i64 -29
  %.236.2.i.4 = load double, double* %scevgep100, align 8, !noalias !20
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep101 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep102 = getelementptr double, double* %scevgep101, i64 -28
  %.236.3.i.4 = load double, double* %scevgep102, align 8, !noalias !20
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep103 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -27
  %.236.4.i.4 = load double, double* %scevgep104, align 8, !noalias !20
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep105 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -26
  %.236.5.i.4 = load double, double* %scevgep106, align 8, !noalias !20
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep107 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep108 = getelementptr double, double* %scevgep107, i64 -25
  %.236.6.i.4 = load double, double* %scevgep108, align 8, !noalias !20
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep109 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep110 = getelementptr double, double* %scevgep109, i64 -24
  %.236.7.i.4 = load double, double* %scevgep110, align 8, !noalias !20
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep79 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep80 = getelementptr double, double* %scevgep79, i64 -23
  %.236.i.5 = load double, double* %scevgep80, align 8, !noalias !20
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep81 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep82 = getelementptr double, double* %scevgep81, i64 -22
  %.236.1.i.5 = load double, double* %scevgep82, align 8, !noalias !20
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep83 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep84 = getelementptr double, double* %scevgep83, i64 -21
  %.236.2.i.5 = load double, double* %scevgep84, align 8, !noalias !20
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep85 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep86 = getelementptr double, double* %scevgep85, i64 -20
  %.236.3.i.5 = load double, double* %scevgep86, align 8, !noalias !20
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep87 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep88 = getelementptr double, double* %scevgep87, i64 -19
  %.236.4.i.5 = load double, double* %scevgep88, align 8, !noalias !20
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep89 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep90 = getelementptr double, double* %scevgep89, i64 -18
  %.236.5.i.5 = load double, double* %scevgep90, align 8, !noalias !20
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep91 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep92 = getelementptr double, double* %scevgep91, i64 -17
  %.236.6.i.5 = load double, double* %scevgep92, align 8, !noalias !20
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep93 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep94 = getelementptr double, double* %scevgep93, i64 -16
  %.236.7.i.5 = load double, double* %scevgep94, align 8, !noalias !20
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep63 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep64 = getelementptr double, double* %scevgep63, i64 -15
  %.236.i.6 = load double, double* %scevgep64, align 8, !noalias !20
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep65 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep66 = getelementptr double, double* %scevgep65, i64 -14
  %.236.1.i.6 = load double, double* %scevgep66, align 8, !noalias !20
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep67 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep68 = getelementptr double, double* %scevgep67, i64 -13
  %.236.2.i.6 = load double, double* %scevgep68, align 8, !noalias !20
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep69 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep70 = getelementptr double, double* %scevgep69, i64 -12
  %.236.3.i.6 = load double, double* %scevgep70, align 8, !noalias !20
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep71 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep72 = getelementptr double, double* %scevgep71, i64 -11
  %.236.4.i.6 = load double, double* %scevgep72, align 8, !noalias !20
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep73 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep74 = getelementptr double, double* %scevgep73, i64 -10
  %.236.5.i.6 = load double, double* %scevgep74, align 8, !noalias !20
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep75 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep76 = getelementptr double, double* %scevgep75, i64 -9
  %.236.6.i.6 = load double, double* %scevgep76, align 8, !noalias !20
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep77 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep78 = getelementptr double, double* %scevgep77, i64 -8
  %.236.7.i.6 = load double, double* %scevgep78, align 8, !noalias !20
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep159 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -7
  %.236.i.7 = load double, double* %scevgep160, align 8, !noalias !20
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep161 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -6
  %.236.1.i.7 = load double, double* %scevgep162, align 8, !noalias !20
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep163 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -5
  %.236.2.i.7 = load double, double* %scevgep164, align 8, !noalias !20
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep165 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -4
  %.236.3.i.7 = load double, double* %scevgep166, align 8, !noalias !20
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep167 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -3
  %.236.4.i.7 = load double, double* %scevgep168, align 8, !noalias !20
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep169 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -2
  %.236.5.i.7 = load double, double* %scevgep170, align 8, !noalias !20
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep171 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -1
  %.236.6.i.7 = load double, double* %scevgep172, align 8, !noalias !20
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep173 = getelementptr double, double* %scevgep62, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep173, align 8, !noalias !20
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next191 = add i64 %lsr.iv190, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next191, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1:                                        ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.254 = tail call double @llvm.log.f64(double %c.2.0.lcssa.i)
  %.259 = fadd double %.32, %.254
  store double %.259, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to double**
  %.36.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9434912750>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274512827776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274510676544, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #5

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
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
!21 = distinct !{!21, !22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!23 = !{!"branch_weights", i32 1, i32 7}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = !{!27, !29}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx: %excinfo"}
!30 = !{!31, !33, !27, !29}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
!34 = !{!"branch_weights", i32 99, i32 1}
