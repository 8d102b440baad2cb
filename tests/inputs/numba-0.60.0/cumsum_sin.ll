; ModuleID = 'cumsum_sin'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140274508115840 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274508115840.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274508115840 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274508115840, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274508115840.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cumsum_sin = internal constant [11 x i8] c"cumsum_sin\00"
@_ZN08NumbaEnv7kernels10cumsum_sinB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f943423ca90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f943423ca90>\00"
@_ZN08NumbaEnv5numba2np9arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140274508115392 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140274508115392.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140274508115392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140274508115392, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274508115392.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140274510824640 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274510824640.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274510824640 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274510824640, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274510824640.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.140274514785920 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f94343337d0B3v43B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10cumsum_sinB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.16 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep286 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16 to i8**
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16, i64 0, i32 5, i64 0
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.16 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.22 = call i32 @_ZN5numba2np9arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.16, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.32.fca.0.load = load i8*, i8** %.fca.0.gep286, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274508115840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.118 = extractvalue { i64, i1 } %.117, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.118, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to double**
  %.6.i8 = load double*, double** %1, align 8
  %.1865 = icmp sgt i64 %.32.fca.5.0.load, 0
  br i1 %.1865, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %.188.not = icmp eq i64 %.32.fca.5.0.load, 1
  br i1 %.188.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %.32.fca.5.0.load, 4
  br i1 %min.iters.check, label %for.body.us.preheader24, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i8, i64 %.32.fca.5.0.load
  %scevgep22 = getelementptr double, double* %.32.fca.4.load, i64 %.32.fca.5.0.load
  %bound0 = icmp ult double* %.6.i8, %scevgep22
  %bound1 = icmp ult double* %.32.fca.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader24, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %.32.fca.5.0.load, -4
  %2 = add i64 %n.vec, -4
  %3 = lshr exact i64 %2, 2
  %4 = add nuw nsw i64 %3, 1
  %xtraiter28 = and i64 %4, 7
  %5 = icmp ult i64 %2, 28
  br i1 %5, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const285 = bitcast i64 9223372036854775800 to i64
  %unroll_iter31 = and i64 %4, %const285
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv283 = phi i64 [ %lsr.iv.next284, %vector.body ], [ %unroll_iter31, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %6 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr287 = getelementptr i8, i8* %6, i64 %sunkaddr
  %7 = bitcast i8* %sunkaddr287 to <4 x double>*
  %wide.load = load <4 x double>, <4 x double>* %7, align 8, !alias.scope !9
  %8 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load)
  %sunkaddr288 = mul i64 %index, 8
  %9 = bitcast double* %.6.i8 to i8*
  %sunkaddr289 = getelementptr i8, i8* %9, i64 %sunkaddr288
  %10 = bitcast i8* %sunkaddr289 to <4 x double>*
  store <4 x double> %8, <4 x double>* %10, align 8, !alias.scope !12, !noalias !9
  %sunkaddr290 = mul i64 %index, 8
  %11 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr291 = getelementptr i8, i8* %11, i64 %sunkaddr290
  %sunkaddr292 = getelementptr i8, i8* %sunkaddr291, i64 32
  %12 = bitcast i8* %sunkaddr292 to <4 x double>*
  %wide.load.1 = load <4 x double>, <4 x double>* %12, align 8, !alias.scope !9
  %13 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load.1)
  %sunkaddr293 = mul i64 %index, 8
  %14 = bitcast double* %.6.i8 to i8*
  %sunkaddr294 = getelementptr i8, i8* %14, i64 %sunkaddr293
  %sunkaddr295 = getelementptr i8, i8* %sunkaddr294, i64 32
  %15 = bitcast i8* %sunkaddr295 to <4 x double>*
  store <4 x double> %13, <4 x double>* %15, align 8, !alias.scope !12, !noalias !9
  %sunkaddr296 = mul i64 %index, 8
  %16 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr297 = getelementptr i8, i8* %16, i64 %sunkaddr296
  %sunkaddr298 = getelementptr i8, i8* %sunkaddr297, i64 64
  %17 = bitcast i8* %sunkaddr298 to <4 x double>*
  %wide.load.2 = load <4 x double>, <4 x double>* %17, align 8, !alias.scope !9
  %18 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load.2)
  %sunkaddr299 = mul i64 %index, 8
  %19 = bitcast double* %.6.i8 to i8*
  %sunkaddr300 = getelementptr i8, i8* %19, i64 %sunkaddr299
  %sunkaddr301 = getelementptr i8, i8* %sunkaddr300, i64 64
  %20 = bitcast i8* %sunkaddr301 to <4 x double>*
  store <4 x double> %18, <4 x double>* %20, align 8, !alias.scope !12, !noalias !9
  %sunkaddr302 = mul i64 %index, 8
  %21 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr303 = getelementptr i8, i8* %21, i64 %sunkaddr302
  %sunkaddr304 = getelementptr i8, i8* %sunkaddr303, i64 96
  %22 = bitcast i8* %sunkaddr304 to <4 x double>*
  %wide.load.3 = load <4 x double>, <4 x double>* %22, align 8, !alias.scope !9
  %23 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load.3)
  %sunkaddr305 = mul i64 %index, 8
  %24 = bitcast double* %.6.i8 to i8*
  %sunkaddr306 = getelementptr i8, i8* %24, i64 %sunkaddr305
  %sunkaddr307 = getelementptr i8, i8* %sunkaddr306, i64 96
  %25 = bitcast i8* %sunkaddr307 to <4 x double>*
  store <4 x double> %23, <4 x double>* %25, align 8, !alias.scope !12, !noalias !9
  %sunkaddr308 = mul i64 %index, 8
  %26 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr309 = getelementptr i8, i8* %26, i64 %sunkaddr308
  %sunkaddr310 = getelementptr i8, i8* %sunkaddr309, i64 128
  %27 = bitcast i8* %sunkaddr310 to <4 x double>*
  %wide.load.4 = load <4 x double>, <4 x double>* %27, align 8, !alias.scope !9
  %28 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load.4)
  %sunkaddr311 = mul i64 %index, 8
  %29 = bitcast double* %.6.i8 to i8*
  %sunkaddr312 = getelementptr i8, i8* %29, i64 %sunkaddr311
  %sunkaddr313 = getelementptr i8, i8* %sunkaddr312, i64 128
  %30 = bitcast i8* %sunkaddr313 to <4 x double>*
  store <4 x double> %28, <4 x double>* %30, align 8, !alias.scope !12, !noalias !9
  %sunkaddr314 = mul i64 %index, 8
  %31 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr315 = getelementptr i8, i8* %31, i64 %sunkaddr314
  %sunkaddr316 = getelementptr i8, i8* %sunkaddr315, i64 160
  %32 = bitcast i8* %sunkaddr316 to <4 x double>*
  %wide.load.5 = load <4 x double>, <4 x double>* %32, align 8, !alias.scope !9
  %33 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load.5)
  %sunkaddr317 = mul i64 %index, 8
  %34 = bitcast double* %.6.i8 to i8*
  %sunkaddr318 = getelementptr i8, i8* %34, i64 %sunkaddr317
  %sunkaddr319 = getelementptr i8, i8* %sunkaddr318, i64 160
  %35 = bitcast i8* %sunkaddr319 to <4 x double>*
  store <4 x double> %33, <4 x double>* %35, align 8, !alias.scope !12, !noalias !9
  %sunkaddr320 = mul i64 %index, 8
  %36 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr321 = getelementptr i8, i8* %36, i64 %sunkaddr320
  %sunkaddr322 = getelementptr i8, i8* %sunkaddr321, i64 192
  %37 = bitcast i8* %sunkaddr322 to <4 x double>*
  %wide.load.6 = load <4 x double>, <4 x double>* %37, align 8, !alias.scope !9
  %38 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load.6)
  %sunkaddr323 = mul i64 %index, 8
  %39 = bitcast double* %.6.i8 to i8*
  %sunkaddr324 = getelementptr i8, i8* %39, i64 %sunkaddr323
  %sunkaddr325 = getelementptr i8, i8* %sunkaddr324, i64 192
  %40 = bitcast i8* %sunkaddr325 to <4 x double>*
  store <4 x double> %38, <4 x double>* %40, align 8, !alias.scope !12, !noalias !9
  %sunkaddr326 = mul i64 %index, 8
  %41 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr327 = getelementptr i8, i8* %41, i64 %sunkaddr326
  %sunkaddr328 = getelementptr i8, i8* %sunkaddr327, i64 224
  %42 = bitcast i8* %sunkaddr328 to <4 x double>*
  %wide.load.7 = load <4 x double>, <4 x double>* %42, align 8, !alias.scope !9
  %43 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load.7)
  %sunkaddr329 = mul i64 %index, 8
  %44 = bitcast double* %.6.i8 to i8*
  %sunkaddr330 = getelementptr i8, i8* %44, i64 %sunkaddr329
  %sunkaddr331 = getelementptr i8, i8* %sunkaddr330, i64 224
  %45 = bitcast i8* %sunkaddr331 to <4 x double>*
  store <4 x double> %43, <4 x double>* %45, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 32
  %lsr.iv.next284 = add i64 %lsr.iv283, -8
  %niter32.ncmp.7 = icmp eq i64 %lsr.iv.next284, 0
  br i1 %niter32.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod30.not = icmp eq i64 %xtraiter28, 0
  br i1 %lcmp.mod30.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep225 = getelementptr double, double* %.6.i8, i64 %index.unr
  %scevgep231 = getelementptr double, double* %.32.fca.4.load, i64 %index.unr
  %46 = shl nuw nsw i64 %xtraiter28, 5
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv226 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next227, %vector.body.epil ]
  %47 = bitcast double* %scevgep231 to i8*
  %48 = bitcast double* %scevgep225 to i8*
  %uglygep233 = getelementptr i8, i8* %47, i64 %lsr.iv226
  %uglygep233234 = bitcast i8* %uglygep233 to <4 x double>*
  %wide.load.epil = load <4 x double>, <4 x double>* %uglygep233234, align 8, !alias.scope !9
  %49 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load.epil)
  %uglygep229 = getelementptr i8, i8* %48, i64 %lsr.iv226
  %uglygep229230 = bitcast i8* %uglygep229 to <4 x double>*
  store <4 x double> %49, <4 x double>* %uglygep229230, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next227 = add nuw nsw i64 %lsr.iv226, 32
  %epil.iter29.cmp.not = icmp eq i64 %46, %lsr.iv.next227
  br i1 %epil.iter29.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.32.fca.5.0.load, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader24

for.body.us.preheader24:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index7.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %50 = sub i64 %.32.fca.5.0.load, %loop.index7.us.ph
  %51 = xor i64 %loop.index7.us.ph, -1
  %52 = add i64 %.32.fca.5.0.load, %51
  %xtraiter26 = and i64 %50, 7
  %lcmp.mod27.not = icmp eq i64 %xtraiter26, 0
  br i1 %lcmp.mod27.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader24
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv223 = phi i64 [ %xtraiter26, %for.body.us.prol.preheader ], [ %lsr.iv.next224, %for.body.us.prol ]
  %loop.index7.us.prol = phi i64 [ %.225.us.prol, %for.body.us.prol ], [ %loop.index7.us.ph, %for.body.us.prol.preheader ]
  %scevgep222 = getelementptr double, double* %.32.fca.4.load, i64 %loop.index7.us.prol
  %.196.us.prol = load double, double* %scevgep222, align 8
  %.12.i.us.prol = tail call double @llvm.sin.f64(double %.196.us.prol) #5
  %scevgep221 = getelementptr double, double* %.6.i8, i64 %loop.index7.us.prol
  store double %.12.i.us.prol, double* %scevgep221, align 8
  %.225.us.prol = add i64 %loop.index7.us.prol, 1
  %lsr.iv.next224 = add nsw i64 %lsr.iv223, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next224, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader24
  %loop.index7.us.unr = phi i64 [ %loop.index7.us.ph, %for.body.us.preheader24 ], [ %.225.us.prol, %for.body.us.prol ]
  %53 = icmp ult i64 %52, 7
  br i1 %53, label %for.end, label %for.body.us.preheader33

for.body.us.preheader33:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader33, %for.body.us
  %loop.index7.us = phi i64 [ %.225.us.7, %for.body.us ], [ %loop.index7.us.unr, %for.body.us.preheader33 ]
  %sunkaddr332 = mul i64 %loop.index7.us, 8
  %54 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr333 = getelementptr i8, i8* %54, i64 %sunkaddr332
  %55 = bitcast i8* %sunkaddr333 to double*
  %.196.us = load double, double* %55, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.196.us) #5
  %sunkaddr334 = mul i64 %loop.index7.us, 8
  %56 = bitcast double* %.6.i8 to i8*
  %sunkaddr335 = getelementptr i8, i8* %56, i64 %sunkaddr334
  %57 = bitcast i8* %sunkaddr335 to double*
  store double %.12.i.us, double* %57, align 8
  %sunkaddr336 = mul i64 %loop.index7.us, 8
  %58 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr337 = getelementptr i8, i8* %58, i64 %sunkaddr336
  %sunkaddr338 = getelementptr i8, i8* %sunkaddr337, i64 8
  %59 = bitcast i8* %sunkaddr338 to double*
  %.196.us.1 = load double, double* %59, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.196.us.1) #5
  %sunkaddr339 = mul i64 %loop.index7.us, 8
  %60 = bitcast double* %.6.i8 to i8*
  %sunkaddr340 = getelementptr i8, i8* %60, i64 %sunkaddr339
  %sunkaddr341 = getelementptr i8, i8* %sunkaddr340, i64 8
  %61 = bitcast i8* %sunkaddr341 to double*
  store double %.12.i.us.1, double* %61, align 8
  %sunkaddr342 = mul i64 %loop.index7.us, 8
  %62 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr343 = getelementptr i8, i8* %62, i64 %sunkaddr342
  %sunkaddr344 = getelementptr i8, i8* %sunkaddr343, i64 16
  %63 = bitcast i8* %sunkaddr344 to double*
  %.196.us.2 = load double, double* %63, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.196.us.2) #5
  %sunkaddr345 = mul i64 %loop.index7.us, 8
  %64 = bitcast double* %.6.i8 to i8*
  %sunkaddr346 = getelementptr i8, i8* %64, i64 %sunkaddr345
  %sunkaddr347 = getelementptr i8, i8* %sunkaddr346, i64 16
  %65 = bitcast i8* %sunkaddr347 to double*
  store double %.12.i.us.2, double* %65, align 8
  %sunkaddr348 = mul i64 %loop.index7.us, 8
  %66 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr349 = getelementptr i8, i8* %66, i64 %sunkaddr348
  %sunkaddr350 = getelementptr i8, i8* %sunkaddr349, i64 24
  %67 = bitcast i8* %sunkaddr350 to double*
  %.196.us.3 = load double, double* %67, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.196.us.3) #5
  %sunkaddr351 = mul i64 %loop.index7.us, 8
  %68 = bitcast double* %.6.i8 to i8*
  %sunkaddr352 = getelementptr i8, i8* %68, i64 %sunkaddr351
  %sunkaddr353 = getelementptr i8, i8* %sunkaddr352, i64 24
  %69 = bitcast i8* %sunkaddr353 to double*
  store double %.12.i.us.3, double* %69, align 8
  %sunkaddr354 = mul i64 %loop.index7.us, 8
  %70 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr355 = getelementptr i8, i8* %70, i64 %sunkaddr354
  %sunkaddr356 = getelementptr i8, i8* %sunkaddr355, i64 32
  %71 = bitcast i8* %sunkaddr356 to double*
  %.196.us.4 = load double, double* %71, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.196.us.4) #5
  %sunkaddr357 = mul i64 %loop.index7.us, 8
  %72 = bitcast double* %.6.i8 to i8*
  %sunkaddr358 = getelementptr i8, i8* %72, i64 %sunkaddr357
  %sunkaddr359 = getelementptr i8, i8* %sunkaddr358, i64 32
  %73 = bitcast i8* %sunkaddr359 to double*
  store double %.12.i.us.4, double* %73, align 8
  %sunkaddr360 = mul i64 %loop.index7.us, 8
  %74 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr361 = getelementptr i8, i8* %74, i64 %sunkaddr360
  %sunkaddr362 = getelementptr i8, i8* %sunkaddr361, i64 40
  %75 = bitcast i8* %sunkaddr362 to double*
  %.196.us.5 = load double, double* %75, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.196.us.5) #5
  %sunkaddr363 = mul i64 %loop.index7.us, 8
  %76 = bitcast double* %.6.i8 to i8*
  %sunkaddr364 = getelementptr i8, i8* %76, i64 %sunkaddr363
  %sunkaddr365 = getelementptr i8, i8* %sunkaddr364, i64 40
  %77 = bitcast i8* %sunkaddr365 to double*
  store double %.12.i.us.5, double* %77, align 8
  %sunkaddr366 = mul i64 %loop.index7.us, 8
  %78 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr367 = getelementptr i8, i8* %78, i64 %sunkaddr366
  %sunkaddr368 = getelementptr i8, i8* %sunkaddr367, i64 48
  %79 = bitcast i8* %sunkaddr368 to double*
  %.196.us.6 = load double, double* %79, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.196.us.6) #5
  %sunkaddr369 = mul i64 %loop.index7.us, 8
  %80 = bitcast double* %.6.i8 to i8*
  %sunkaddr370 = getelementptr i8, i8* %80, i64 %sunkaddr369
  %sunkaddr371 = getelementptr i8, i8* %sunkaddr370, i64 48
  %81 = bitcast i8* %sunkaddr371 to double*
  store double %.12.i.us.6, double* %81, align 8
  %sunkaddr372 = mul i64 %loop.index7.us, 8
  %82 = bitcast double* %.32.fca.4.load to i8*
  %sunkaddr373 = getelementptr i8, i8* %82, i64 %sunkaddr372
  %sunkaddr374 = getelementptr i8, i8* %sunkaddr373, i64 56
  %83 = bitcast i8* %sunkaddr374 to double*
  %.196.us.7 = load double, double* %83, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.196.us.7) #5
  %sunkaddr375 = mul i64 %loop.index7.us, 8
  %84 = bitcast double* %.6.i8 to i8*
  %sunkaddr376 = getelementptr i8, i8* %84, i64 %sunkaddr375
  %sunkaddr377 = getelementptr i8, i8* %sunkaddr376, i64 56
  %85 = bitcast i8* %sunkaddr377 to double*
  store double %.12.i.us.7, double* %85, align 8
  %.225.us.7 = add nuw nsw i64 %loop.index7.us, 8
  %exitcond.not.7 = icmp eq i64 %.32.fca.5.0.load, %.225.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.end.thread:                                   ; preds = %for.body.preheader
  %.196 = load double, double* %.32.fca.4.load, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.196) #5
  store double %.12.i, double* %.6.i8, align 8
  tail call void @NRT_decref(i8* %.32.fca.0.load)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.32.fca.0.load)
  %.68.i = icmp eq i64 %.32.fca.5.0.load, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.32.fca.5.0.load, i64 1) #5
  %86 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %87 = icmp ult i64 %86, 7
  br i1 %87, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const
  %88 = add nsw i64 %unroll_iter.i, -8
  %89 = lshr exact i64 %88, 3
  %90 = add nuw nsw i64 %89, 1
  %xtraiter = and i64 %90, 7
  %91 = icmp ult i64 %88, 56
  br i1 %91, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %90, 4611686018427387896
  %scevgep59 = getelementptr double, double* %.6.i8, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %92 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep35 = getelementptr double, double* %.6.i8, i64 %92
  %93 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %94 = bitcast double* %scevgep35 to i8*
  %uglygep56 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep5657 = bitcast i8* %uglygep56 to double*
  %scevgep58 = getelementptr double, double* %uglygep5657, i64 -7
  %.236.i.epil = load double, double* %scevgep58, align 8, !noalias !20
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep53 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep5354 = bitcast i8* %uglygep53 to double*
  %scevgep55 = getelementptr double, double* %uglygep5354, i64 -6
  %.236.1.i.epil = load double, double* %scevgep55, align 8, !noalias !20
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep50 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep5051 = bitcast i8* %uglygep50 to double*
  %scevgep52 = getelementptr double, double* %uglygep5051, i64 -5
  %.236.2.i.epil = load double, double* %scevgep52, align 8, !noalias !20
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep47 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep4748 = bitcast i8* %uglygep47 to double*
  %scevgep49 = getelementptr double, double* %uglygep4748, i64 -4
  %.236.3.i.epil = load double, double* %scevgep49, align 8, !noalias !20
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep44 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep4445 = bitcast i8* %uglygep44 to double*
  %scevgep46 = getelementptr double, double* %uglygep4445, i64 -3
  %.236.4.i.epil = load double, double* %scevgep46, align 8, !noalias !20
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep41 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep4142 = bitcast i8* %uglygep41 to double*
  %scevgep43 = getelementptr double, double* %uglygep4142, i64 -2
  %.236.5.i.epil = load double, double* %scevgep43, align 8, !noalias !20
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep38 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep3839 = bitcast i8* %uglygep38 to double*
  %scevgep40 = getelementptr double, double* %uglygep3839, i64 -1
  %.236.6.i.epil = load double, double* %scevgep40, align 8, !noalias !20
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep37 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep37, align 8, !noalias !20
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %93, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !23, !llvm.loop !24

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i8, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep34 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep34, align 8, !noalias !20
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !23, !llvm.loop !25

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv187 = phi i64 [ %lsr.iv.next188, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep185 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -63
  %.236.i = load double, double* %scevgep186, align 8, !noalias !20
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep183 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -62
  %.236.1.i = load double, double* %scevgep184, align 8, !noalias !20
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep181 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -61
  %.236.2.i = load double, double* %scevgep182, align 8, !noalias !20
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep179 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -60
  %.236.3.i = load double, double* %scevgep180, align 8, !noalias !20
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep177 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -59
  %.236.4.i = load double, double* %scevgep178, align 8, !noalias !20
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep175 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -58
  %.236.5.i = load double, double* %scevgep176, align 8, !noalias !20
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep173 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -57
  %.236.6.i = load double, double* %scevgep174, align 8, !noalias !20
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep171 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -56
  %.236.7.i = load double, double* %scevgep172, align 8, !noalias !20
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep140 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -55
  %.236.i.1 = load double, double* %scevgep141, align 8, !noalias !20
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep142 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -54
  %.236.1.i.1 = load double, double* %scevgep143, align 8, !noalias !20
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep144 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -53
  %.236.2.i.1 = load double, double* %scevgep145, align 8, !noalias !20
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep146 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -52
  %.236.3.i.1 = load double, double* %scevgep147, align 8, !noalias !20
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep148 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -51
  %.236.4.i.1 = load double, double* %scevgep149, align 8, !noalias !20
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep150 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -50
  %.236.5.i.1 = load double, double* %scevgep151, align 8, !noalias !20
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep152 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -49
  %.236.6.i.1 = load double, double* %scevgep153, align 8, !noalias !20
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep154 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -48
  %.236.7.i.1 = load double, double* %scevgep155, align 8, !noalias !20
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep124 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -47
  %.236.i.2 = load double, double* %scevgep125, align 8, !noalias !20
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep126 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -46
  %.236.1.i.2 = load double, double* %scevgep127, align 8, !noalias !20
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep128 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -45
  %.236.2.i.2 = load double, double* %scevgep129, align 8, !noalias !20
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep130 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -44
  %.236.3.i.2 = load double, double* %scevgep131, align 8, !noalias !20
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep132 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -43
  %.236.4.i.2 = load double, double* %scevgep133, align 8, !noalias !20
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep134 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -42
  %.236.5.i.2 = load double, double* %scevgep135, align 8, !noalias !20
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep136 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -41
  %.236.6.i.2 = load double, double* %scevgep137, align 8, !noalias !20
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep138 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -40
  %.236.7.i.2 = load double, double* %scevgep139, align 8, !noalias !20
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep108 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -39
  %.236.i.3 = load double, double* %scevgep109, align 8, !noalias !20
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep110 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -38
  %.236.1.i.3 = load double, double* %scevgep111, align 8, !noalias !20
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep112 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -37
  %.236.2.i.3 = load double, double* %scevgep113, align 8, !noalias !20
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep114 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -36
  %.236.3.i.3 = load double, double* %scevgep115, align 8, !noalias !20
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep116 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -35
  %.236.4.i.3 = load double, double* %scevgep117, align 8, !noalias !20
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep118 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -34
  %.236.5.i.3 = load double, double* %scevgep119, align 8, !noalias !20
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep120 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -33
  %.236.6.i.3 = load double, double* %scevgep121, align 8, !noalias !20
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep122 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -32
  %.236.7.i.3 = load double, double* %scevgep123, align 8, !noalias !20
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep92 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -31
  %.236.i.4 = load double, double* %scevgep93, align 8, !noalias !20
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep94 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -30
  %.236.1.i.4 = load double, double* %scevgep95, align 8, !noalias !20
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep96 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -29
  %.236.2.i.4 = load double, double* %scevgep97, align 8, !noalias !20
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep98 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -28
  %.236.3.i.4 = load double, double* %scevgep99, align 8, !noalias !20
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep100 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -27
  %.236.4.i.4 = load double, double* %scevgep101, align 8, !noalias !20
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep102 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -26
  %.236.5.i.4 = load double, double* %scevgep103, align 8, !noalias !20
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep104 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -25
  %.236.6.i.4 = load double, double* %scevgep105, align 8, !noalias !20
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep106 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -24
  %.236.7.i.4 = load double, double* %scevgep107, align 8, !noalias !20
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep76 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -23
  %.236.i.5 = load double, double* %scevgep77, align 8, !noalias !20
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep78 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -22
  %.236.1.i.5 = load double, double* %scevgep79, align 8, !noalias !20
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep80 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -21
  %.236.2.i.5 = load double, double* %scevgep81, align 8, !noalias !20
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep82 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -20
  %.236.3.i.5 = load double, double* %scevgep83, align 8, !noalias !20
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep84 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -19
  %.236.4.i.5 = load double, double* %scevgep85, align 8, !noalias !20
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep86 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -18
  %.236.5.i.5 = load double, double* %scevgep87, align 8, !noalias !20
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep88 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -17
  %.236.6.i.5 = load double, double* %scevgep89, align 8, !noalias !20
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep90 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -16
  %.236.7.i.5 = load double, double* %scevgep91, align 8, !noalias !20
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep60 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep61 = getelementptr double, double* %scevgep60, i64 -15
  %.236.i.6 = load double, double* %scevgep61, align 8, !noalias !20
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep62 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep63 = getelementptr double, double* %scevgep62, i64 -14
  %.236.1.i.6 = load double, double* %scevgep63, align 8, !noalias !20
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep64 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep65 = getelementptr double, double* %scevgep64, i64 -13
  %.236.2.i.6 = load double, double* %scevgep65, align 8, !noalias !20
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep66 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep67 = getelementptr double, double* %scevgep66, i64 -12
  %.236.3.i.6 = load double, double* %scevgep67, align 8, !noalias !20
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep68 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep69 = getelementptr double, double* %scevgep68, i64 -11
  %.236.4.i.6 = load double, double* %scevgep69, align 8, !noalias !20
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep70 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep71 = getelementptr double, double* %scevgep70, i64 -10
  %.236.5.i.6 = load double, double* %scevgep71, align 8, !noalias !20
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep72 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep73 = getelementptr double, double* %scevgep72, i64 -9
  %.236.6.i.6 = load double, double* %scevgep73, align 8, !noalias !20
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep74 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep75 = getelementptr double, double* %scevgep74, i64 -8
  %.236.7.i.6 = load double, double* %scevgep75, align 8, !noalias !20
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep156 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -7
  %.236.i.7 = load double, double* %scevgep157, align 8, !noalias !20
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep158 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -6
  %.236.1.i.7 = load double, double* %scevgep159, align 8, !noalias !20
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep160 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -5
  %.236.2.i.7 = load double, double* %scevgep161, align 8, !noalias !20
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep162 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -4
  %.236.3.i.7 = load double, double* %scevgep163, align 8, !noalias !20
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep164 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -3
  %.236.4.i.7 = load double, double* %scevgep165, align 8, !noalias !20
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep166 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -2
  %.236.5.i.7 = load double, double* %scevgep167, align 8, !noalias !20
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep168 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -1
  %.236.6.i.7 = load double, double* %scevgep169, align 8, !noalias !20
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep170 = getelementptr double, double* %scevgep59, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep170, align 8, !noalias !20
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next188 = add i64 %lsr.iv187, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next188, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10cumsum_sinB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels10cumsum_sinB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([133 x i8], [133 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels10cumsum_sinB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #2
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

define double @cfunc._ZN7kernels10cumsum_sinB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
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
  %.9 = call i32 @_ZN7kernels10cumsum_sinB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #2
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f943423ca90>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np9arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !26
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit, !prof !0

_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit: ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %0, align 8, !noalias !36
  %.16133.not = icmp eq i64 %arg.a.2, 0
  br i1 %.16133.not, label %B134, label %B104.preheader, !prof !0

B104.preheader:                                   ; preds = %_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit
  %1 = add nsw i64 %arg.a.2, -1
  %xtraiter = and i64 %arg.a.2, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %B134.loopexit.unr-lcssa, label %B104.preheader.new

B104.preheader.new:                               ; preds = %B104.preheader
  %unroll_iter = and i64 %arg.a.2, -8
  %3 = add i64 %unroll_iter, -8
  %4 = lshr exact i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %xtraiter32 = and i64 %5, 7
  %6 = icmp ult i64 %3, 56
  br i1 %6, label %B134.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B104.preheader.new.new

B104.preheader.new.new:                           ; preds = %B104.preheader.new
  %unroll_iter41 = and i64 %5, 4611686018427387896
  %scevgep109 = getelementptr double, double* %arg.a.4, i64 63
  %scevgep237 = getelementptr double, double* %.6.i1.i, i64 63
  br label %B104

B104:                                             ; preds = %B104, %B104.preheader.new.new
  %lsr.iv365 = phi i64 [ %lsr.iv.next366, %B104 ], [ %unroll_iter41, %B104.preheader.new.new ]
  %c.2.036 = phi double [ 0.000000e+00, %B104.preheader.new.new ], [ %.225.7.7, %B104 ]
  %.74.035 = phi i64 [ 0, %B104.preheader.new.new ], [ %.171.7.7, %B104 ]
  %scevgep235 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -63
  %.168 = load double, double* %scevgep236, align 8
  %.225 = fadd double %c.2.036, %.168
  %scevgep363 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -63
  store double %.225, double* %scevgep364, align 8
  %scevgep233 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -62
  %.168.1 = load double, double* %scevgep234, align 8
  %.225.1 = fadd double %.225, %.168.1
  %scevgep361 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -62
  store double %.225.1, double* %scevgep362, align 8
  %scevgep231 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -61
  %.168.2 = load double, double* %scevgep232, align 8
  %.225.2 = fadd double %.225.1, %.168.2
  %scevgep359 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -61
  store double %.225.2, double* %scevgep360, align 8
  %scevgep229 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -60
  %.168.3 = load double, double* %scevgep230, align 8
  %.225.3 = fadd double %.225.2, %.168.3
  %scevgep357 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -60
  store double %.225.3, double* %scevgep358, align 8
  %scevgep227 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -59
  %.168.4 = load double, double* %scevgep228, align 8
  %.225.4 = fadd double %.225.3, %.168.4
  %scevgep355 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -59
  store double %.225.4, double* %scevgep356, align 8
  %scevgep225 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -58
  %.168.5 = load double, double* %scevgep226, align 8
  %.225.5 = fadd double %.225.4, %.168.5
  %scevgep353 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -58
  store double %.225.5, double* %scevgep354, align 8
  %scevgep223 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -57
  %.168.6 = load double, double* %scevgep224, align 8
  %.225.6 = fadd double %.225.5, %.168.6
  %scevgep351 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -57
  store double %.225.6, double* %scevgep352, align 8
  %scevgep221 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -56
  %.168.7 = load double, double* %scevgep222, align 8
  %.225.7 = fadd double %.225.6, %.168.7
  %scevgep349 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -56
  store double %.225.7, double* %scevgep350, align 8
  %scevgep190 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -55
  %.168.142 = load double, double* %scevgep191, align 8
  %.225.143 = fadd double %.225.7, %.168.142
  %scevgep318 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -55
  store double %.225.143, double* %scevgep319, align 8
  %scevgep192 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -54
  %.168.1.1 = load double, double* %scevgep193, align 8
  %.225.1.1 = fadd double %.225.143, %.168.1.1
  %scevgep320 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -54
  store double %.225.1.1, double* %scevgep321, align 8
  %scevgep194 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -53
  %.168.2.1 = load double, double* %scevgep195, align 8
  %.225.2.1 = fadd double %.225.1.1, %.168.2.1
  %scevgep322 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -53
  store double %.225.2.1, double* %scevgep323, align 8
  %scevgep196 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -52
  %.168.3.1 = load double, double* %scevgep197, align 8
  %.225.3.1 = fadd double %.225.2.1, %.168.3.1
  %scevgep324 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -52
  store double %.225.3.1, double* %scevgep325, align 8
  %scevgep198 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -51
  %.168.4.1 = load double, double* %scevgep199, align 8
  %.225.4.1 = fadd double %.225.3.1, %.168.4.1
  %scevgep326 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -51
  store double %.225.4.1, double* %scevgep327, align 8
  %scevgep200 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -50
  %.168.5.1 = load double, double* %scevgep201, align 8
  %.225.5.1 = fadd double %.225.4.1, %.168.5.1
  %scevgep328 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -50
  store double %.225.5.1, double* %scevgep329, align 8
  %scevgep202 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -49
  %.168.6.1 = load double, double* %scevgep203, align 8
  %.225.6.1 = fadd double %.225.5.1, %.168.6.1
  %scevgep330 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -49
  store double %.225.6.1, double* %scevgep331, align 8
  %scevgep204 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -48
  %.168.7.1 = load double, double* %scevgep205, align 8
  %.225.7.1 = fadd double %.225.6.1, %.168.7.1
  %scevgep332 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -48
  store double %.225.7.1, double* %scevgep333, align 8
  %scevgep174 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -47
  %.168.244 = load double, double* %scevgep175, align 8
  %.225.245 = fadd double %.225.7.1, %.168.244
  %scevgep302 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -47
  store double %.225.245, double* %scevgep303, align 8
  %scevgep176 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -46
  %.168.1.2 = load double, double* %scevgep177, align 8
  %.225.1.2 = fadd double %.225.245, %.168.1.2
  %scevgep304 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -46
  store double %.225.1.2, double* %scevgep305, align 8
  %scevgep178 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -45
  %.168.2.2 = load double, double* %scevgep179, align 8
  %.225.2.2 = fadd double %.225.1.2, %.168.2.2
  %scevgep306 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -45
  store double %.225.2.2, double* %scevgep307, align 8
  %scevgep180 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -44
  %.168.3.2 = load double, double* %scevgep181, align 8
  %.225.3.2 = fadd double %.225.2.2, %.168.3.2
  %scevgep308 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -44
  store double %.225.3.2, double* %scevgep309, align 8
  %scevgep182 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -43
  %.168.4.2 = load double, double* %scevgep183, align 8
  %.225.4.2 = fadd double %.225.3.2, %.168.4.2
  %scevgep310 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -43
  store double %.225.4.2, double* %scevgep311, align 8
  %scevgep184 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -42
  %.168.5.2 = load double, double* %scevgep185, align 8
  %.225.5.2 = fadd double %.225.4.2, %.168.5.2
  %scevgep312 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -42
  store double %.225.5.2, double* %scevgep313, align 8
  %scevgep186 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -41
  %.168.6.2 = load double, double* %scevgep187, align 8
  %.225.6.2 = fadd double %.225.5.2, %.168.6.2
  %scevgep314 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -41
  store double %.225.6.2, double* %scevgep315, align 8
  %scevgep188 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -40
  %.168.7.2 = load double, double* %scevgep189, align 8
  %.225.7.2 = fadd double %.225.6.2, %.168.7.2
  %scevgep316 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -40
  store double %.225.7.2, double* %scevgep317, align 8
  %scevgep158 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -39
  %.168.346 = load double, double* %scevgep159, align 8
  %.225.347 = fadd double %.225.7.2, %.168.346
  %scevgep286 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -39
  store double %.225.347, double* %scevgep287, align 8
  %scevgep160 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -38
  %.168.1.3 = load double, double* %scevgep161, align 8
  %.225.1.3 = fadd double %.225.347, %.168.1.3
  %scevgep288 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -38
  store double %.225.1.3, double* %scevgep289, align 8
  %scevgep162 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -37
  %.168.2.3 = load double, double* %scevgep163, align 8
  %.225.2.3 = fadd double %.225.1.3, %.168.2.3
  %scevgep290 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -37
  store double %.225.2.3, double* %scevgep291, align 8
  %scevgep164 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -36
  %.168.3.3 = load double, double* %scevgep165, align 8
  %.225.3.3 = fadd double %.225.2.3, %.168.3.3
  %scevgep292 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -36
  store double %.225.3.3, double* %scevgep293, align 8
  %scevgep166 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -35
  %.168.4.3 = load double, double* %scevgep167, align 8
  %.225.4.3 = fadd double %.225.3.3, %.168.4.3
  %scevgep294 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -35
  store double %.225.4.3, double* %scevgep295, align 8
  %scevgep168 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -34
  %.168.5.3 = load double, double* %scevgep169, align 8
  %.225.5.3 = fadd double %.225.4.3, %.168.5.3
  %scevgep296 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -34
  store double %.225.5.3, double* %scevgep297, align 8
  %scevgep170 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -33
  %.168.6.3 = load double, double* %scevgep171, align 8
  %.225.6.3 = fadd double %.225.5.3, %.168.6.3
  %scevgep298 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -33
  store double %.225.6.3, double* %scevgep299, align 8
  %scevgep172 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -32
  %.168.7.3 = load double, double* %scevgep173, align 8
  %.225.7.3 = fadd double %.225.6.3, %.168.7.3
  %scevgep300 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -32
  store double %.225.7.3, double* %scevgep301, align 8
  %scevgep142 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -31
  %.168.448 = load double, double* %scevgep143, align 8
  %.225.449 = fadd double %.225.7.3, %.168.448
  %scevgep270 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -31
  store double %.225.449, double* %scevgep271, align 8
  %scevgep144 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -30
  %.168.1.4 = load double, double* %scevgep145, align 8
  %.225.1.4 = fadd double %.225.449, %.168.1.4
  %scevgep272 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -30
  store double %.225.1.4, double* %scevgep273, align 8
  %scevgep146 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -29
  %.168.2.4 = load double, double* %scevgep147, align 8
  %.225.2.4 = fadd double %.225.1.4, %.168.2.4
  %scevgep274 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -29
  store double %.225.2.4, double* %scevgep275, align 8
  %scevgep148 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -28
  %.168.3.4 = load double, double* %scevgep149, align 8
  %.225.3.4 = fadd double %.225.2.4, %.168.3.4
  %scevgep276 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -28
  store double %.225.3.4, double* %scevgep277, align 8
  %scevgep150 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -27
  %.168.4.4 = load double, double* %scevgep151, align 8
  %.225.4.4 = fadd double %.225.3.4, %.168.4.4
  %scevgep278 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -27
  store double %.225.4.4, double* %scevgep279, align 8
  %scevgep152 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -26
  %.168.5.4 = load double, double* %scevgep153, align 8
  %.225.5.4 = fadd double %.225.4.4, %.168.5.4
  %scevgep280 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -26
  store double %.225.5.4, double* %scevgep281, align 8
  %scevgep154 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -25
  %.168.6.4 = load double, double* %scevgep155, align 8
  %.225.6.4 = fadd double %.225.5.4, %.168.6.4
  %scevgep282 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -25
  store double %.225.6.4, double* %scevgep283, align 8
  %scevgep156 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -24
  %.168.7.4 = load double, double* %scevgep157, align 8
  %.225.7.4 = fadd double %.225.6.4, %.168.7.4
  %scevgep284 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -24
  store double %.225.7.4, double* %scevgep285, align 8
  %scevgep126 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -23
  %.168.550 = load double, double* %scevgep127, align 8
  %.225.551 = fadd double %.225.7.4, %.168.550
  %scevgep254 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -23
  store double %.225.551, double* %scevgep255, align 8
  %scevgep128 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -22
  %.168.1.5 = load double, double* %scevgep129, align 8
  %.225.1.5 = fadd double %.225.551, %.168.1.5
  %scevgep256 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -22
  store double %.225.1.5, double* %scevgep257, align 8
  %scevgep130 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -21
  %.168.2.5 = load double, double* %scevgep131, align 8
  %.225.2.5 = fadd double %.225.1.5, %.168.2.5
  %scevgep258 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -21
  store double %.225.2.5, double* %scevgep259, align 8
  %scevgep132 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -20
  %.168.3.5 = load double, double* %scevgep133, align 8
  %.225.3.5 = fadd double %.225.2.5, %.168.3.5
  %scevgep260 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -20
  store double %.225.3.5, double* %scevgep261, align 8
  %scevgep134 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -19
  %.168.4.5 = load double, double* %scevgep135, align 8
  %.225.4.5 = fadd double %.225.3.5, %.168.4.5
  %scevgep262 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -19
  store double %.225.4.5, double* %scevgep263, align 8
  %scevgep136 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -18
  %.168.5.5 = load double, double* %scevgep137, align 8
  %.225.5.5 = fadd double %.225.4.5, %.168.5.5
  %scevgep264 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -18
  store double %.225.5.5, double* %scevgep265, align 8
  %scevgep138 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -17
  %.168.6.5 = load double, double* %scevgep139, align 8
  %.225.6.5 = fadd double %.225.5.5, %.168.6.5
  %scevgep266 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -17
  store double %.225.6.5, double* %scevgep267, align 8
  %scevgep140 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -16
  %.168.7.5 = load double, double* %scevgep141, align 8
  %.225.7.5 = fadd double %.225.6.5, %.168.7.5
  %scevgep268 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -16
  store double %.225.7.5, double* %scevgep269, align 8
  %scevgep110 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -15
  %.168.652 = load double, double* %scevgep111, align 8
  %.225.653 = fadd double %.225.7.5, %.168.652
  %scevgep238 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -15
  store double %.225.653, double* %scevgep239, align 8
  %scevgep112 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -14
  %.168.1.6 = load double, double* %scevgep113, align 8
  %.225.1.6 = fadd double %.225.653, %.168.1.6
  %scevgep240 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -14
  store double %.225.1.6, double* %scevgep241, align 8
  %scevgep114 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -13
  %.168.2.6 = load double, double* %scevgep115, align 8
  %.225.2.6 = fadd double %.225.1.6, %.168.2.6
  %scevgep242 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -13
  store double %.225.2.6, double* %scevgep243, align 8
  %scevgep116 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -12
  %.168.3.6 = load double, double* %scevgep117, align 8
  %.225.3.6 = fadd double %.225.2.6, %.168.3.6
  %scevgep244 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -12
  store double %.225.3.6, double* %scevgep245, align 8
  %scevgep118 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -11
  %.168.4.6 = load double, double* %scevgep119, align 8
  %.225.4.6 = fadd double %.225.3.6, %.168.4.6
  %scevgep246 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -11
  store double %.225.4.6, double* %scevgep247, align 8
  %scevgep120 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -10
  %.168.5.6 = load double, double* %scevgep121, align 8
  %.225.5.6 = fadd double %.225.4.6, %.168.5.6
  %scevgep248 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -10
  store double %.225.5.6, double* %scevgep249, align 8
  %scevgep122 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -9
  %.168.6.6 = load double, double* %scevgep123, align 8
  %.225.6.6 = fadd double %.225.5.6, %.168.6.6
  %scevgep250 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -9
  store double %.225.6.6, double* %scevgep251, align 8
  %scevgep124 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -8
  %.168.7.6 = load double, double* %scevgep125, align 8
  %.225.7.6 = fadd double %.225.6.6, %.168.7.6
  %scevgep252 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -8
  store double %.225.7.6, double* %scevgep253, align 8
  %scevgep206 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -7
  %.168.754 = load double, double* %scevgep207, align 8
  %.225.755 = fadd double %.225.7.6, %.168.754
  %scevgep334 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -7
  store double %.225.755, double* %scevgep335, align 8
  %scevgep208 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -6
  %.168.1.7 = load double, double* %scevgep209, align 8
  %.225.1.7 = fadd double %.225.755, %.168.1.7
  %scevgep336 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -6
  store double %.225.1.7, double* %scevgep337, align 8
  %scevgep210 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -5
  %.168.2.7 = load double, double* %scevgep211, align 8
  %.225.2.7 = fadd double %.225.1.7, %.168.2.7
  %scevgep338 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -5
  store double %.225.2.7, double* %scevgep339, align 8
  %scevgep212 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -4
  %.168.3.7 = load double, double* %scevgep213, align 8
  %.225.3.7 = fadd double %.225.2.7, %.168.3.7
  %scevgep340 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -4
  store double %.225.3.7, double* %scevgep341, align 8
  %scevgep214 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -3
  %.168.4.7 = load double, double* %scevgep215, align 8
  %.225.4.7 = fadd double %.225.3.7, %.168.4.7
  %scevgep342 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -3
  store double %.225.4.7, double* %scevgep343, align 8
  %scevgep216 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -2
  %.168.5.7 = load double, double* %scevgep217, align 8
  %.225.5.7 = fadd double %.225.4.7, %.168.5.7
  %scevgep344 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -2
  store double %.225.5.7, double* %scevgep345, align 8
  %scevgep218 = getelementptr double, double* %scevgep109, i64 %.74.035
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -1
  %.168.6.7 = load double, double* %scevgep219, align 8
  %.225.6.7 = fadd double %.225.5.7, %.168.6.7
  %scevgep346 = getelementptr double, double* %scevgep237, i64 %.74.035
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -1
  store double %.225.6.7, double* %scevgep347, align 8
  %.171.7.7 = add i64 %.74.035, 64
  %scevgep220 = getelementptr double, double* %scevgep109, i64 %.74.035
  %.168.7.7 = load double, double* %scevgep220, align 8
  %.225.7.7 = fadd double %.225.6.7, %.168.7.7
  %scevgep348 = getelementptr double, double* %scevgep237, i64 %.74.035
  store double %.225.7.7, double* %scevgep348, align 8
  %lsr.iv.next366 = add i64 %lsr.iv365, -8
  %niter.ncmp.756 = icmp eq i64 %lsr.iv.next366, 0
  br i1 %niter.ncmp.756, label %B134.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B104, !prof !0

common.ret:                                       ; preds = %B0.if, %B134
  %common.ret.op = phi i32 [ 0, %B134 ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B134.loopexit.unr-lcssa.loopexit.unr-lcssa:       ; preds = %B104, %B104.preheader.new
  %.225.7.lcssa.ph = phi double [ undef, %B104.preheader.new ], [ %.225.7.7, %B104 ]
  %c.2.036.unr38 = phi double [ 0.000000e+00, %B104.preheader.new ], [ %.225.7.7, %B104 ]
  %.74.035.unr39 = phi i64 [ 0, %B104.preheader.new ], [ %.171.7.7, %B104 ]
  %lcmp.mod.not57 = icmp eq i64 %xtraiter32, 0
  br i1 %lcmp.mod.not57, label %B134.loopexit.unr-lcssa, label %B104.epil33.preheader

B104.epil33.preheader:                            ; preds = %B134.loopexit.unr-lcssa.loopexit.unr-lcssa
  %7 = add nuw nsw i64 %.74.035.unr39, 7
  %scevgep60 = getelementptr double, double* %.6.i1.i, i64 %7
  %scevgep84 = getelementptr double, double* %arg.a.4, i64 %7
  %8 = shl nuw nsw i64 %xtraiter32, 6
  br label %B104.epil33

B104.epil33:                                      ; preds = %B104.epil33.preheader, %B104.epil33
  %lsr.iv = phi i64 [ 0, %B104.epil33.preheader ], [ %lsr.iv.next, %B104.epil33 ]
  %c.2.036.epil34 = phi double [ %.225.7.epil, %B104.epil33 ], [ %c.2.036.unr38, %B104.epil33.preheader ]
  %9 = bitcast double* %scevgep84 to i8*
  %10 = bitcast double* %scevgep60 to i8*
  %uglygep106 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep106107 = bitcast i8* %uglygep106 to double*
  %scevgep108 = getelementptr double, double* %uglygep106107, i64 -7
  %.168.epil35 = load double, double* %scevgep108, align 8
  %.225.epil36 = fadd double %c.2.036.epil34, %.168.epil35
  %uglygep81 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep8182 = bitcast i8* %uglygep81 to double*
  %scevgep83 = getelementptr double, double* %uglygep8182, i64 -7
  store double %.225.epil36, double* %scevgep83, align 8
  %uglygep103 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep103104 = bitcast i8* %uglygep103 to double*
  %scevgep105 = getelementptr double, double* %uglygep103104, i64 -6
  %.168.1.epil = load double, double* %scevgep105, align 8
  %.225.1.epil = fadd double %.225.epil36, %.168.1.epil
  %uglygep78 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep7879 = bitcast i8* %uglygep78 to double*
  %scevgep80 = getelementptr double, double* %uglygep7879, i64 -6
  store double %.225.1.epil, double* %scevgep80, align 8
  %uglygep100 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep100101 = bitcast i8* %uglygep100 to double*
  %scevgep102 = getelementptr double, double* %uglygep100101, i64 -5
  %.168.2.epil = load double, double* %scevgep102, align 8
  %.225.2.epil = fadd double %.225.1.epil, %.168.2.epil
  %uglygep75 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep7576 = bitcast i8* %uglygep75 to double*
  %scevgep77 = getelementptr double, double* %uglygep7576, i64 -5
  store double %.225.2.epil, double* %scevgep77, align 8
  %uglygep97 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep9798 = bitcast i8* %uglygep97 to double*
  %scevgep99 = getelementptr double, double* %uglygep9798, i64 -4
  %.168.3.epil = load double, double* %scevgep99, align 8
  %.225.3.epil = fadd double %.225.2.epil, %.168.3.epil
  %uglygep72 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep7273 = bitcast i8* %uglygep72 to double*
  %scevgep74 = getelementptr double, double* %uglygep7273, i64 -4
  store double %.225.3.epil, double* %scevgep74, align 8
  %uglygep94 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep9495 = bitcast i8* %uglygep94 to double*
  %scevgep96 = getelementptr double, double* %uglygep9495, i64 -3
  %.168.4.epil = load double, double* %scevgep96, align 8
  %.225.4.epil = fadd double %.225.3.epil, %.168.4.epil
  %uglygep69 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep6970 = bitcast i8* %uglygep69 to double*
  %scevgep71 = getelementptr double, double* %uglygep6970, i64 -3
  store double %.225.4.epil, double* %scevgep71, align 8
  %uglygep91 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep9192 = bitcast i8* %uglygep91 to double*
  %scevgep93 = getelementptr double, double* %uglygep9192, i64 -2
  %.168.5.epil = load double, double* %scevgep93, align 8
  %.225.5.epil = fadd double %.225.4.epil, %.168.5.epil
  %uglygep66 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep6667 = bitcast i8* %uglygep66 to double*
  %scevgep68 = getelementptr double, double* %uglygep6667, i64 -2
  store double %.225.5.epil, double* %scevgep68, align 8
  %uglygep88 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep8889 = bitcast i8* %uglygep88 to double*
  %scevgep90 = getelementptr double, double* %uglygep8889, i64 -1
  %.168.6.epil = load double, double* %scevgep90, align 8
  %.225.6.epil = fadd double %.225.5.epil, %.168.6.epil
  %uglygep63 = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep6364 = bitcast i8* %uglygep63 to double*
  %scevgep65 = getelementptr double, double* %uglygep6364, i64 -1
  store double %.225.6.epil, double* %scevgep65, align 8
  %uglygep86 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep8687 = bitcast i8* %uglygep86 to double*
  %.168.7.epil = load double, double* %uglygep8687, align 8
  %.225.7.epil = fadd double %.225.6.epil, %.168.7.epil
  %uglygep = getelementptr i8, i8* %10, i64 %lsr.iv
  %uglygep62 = bitcast i8* %uglygep to double*
  store double %.225.7.epil, double* %uglygep62, align 8
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter37.cmp.not = icmp eq i64 %8, %lsr.iv.next
  br i1 %epil.iter37.cmp.not, label %B134.loopexit.unr-lcssa, label %B104.epil33, !prof !23, !llvm.loop !37

B134.loopexit.unr-lcssa:                          ; preds = %B104.epil33, %B134.loopexit.unr-lcssa.loopexit.unr-lcssa, %B104.preheader
  %c.2.036.unr = phi double [ 0.000000e+00, %B104.preheader ], [ %.225.7.lcssa.ph, %B134.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.225.7.epil, %B104.epil33 ]
  %.74.035.unr = phi i64 [ 0, %B104.preheader ], [ %unroll_iter, %B134.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %B104.epil33 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B134, label %B104.epil.preheader

B104.epil.preheader:                              ; preds = %B134.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %.6.i1.i, i64 %.74.035.unr
  %scevgep38 = getelementptr double, double* %arg.a.4, i64 %.74.035.unr
  br label %B104.epil

B104.epil:                                        ; preds = %B104.epil, %B104.epil.preheader
  %c.2.036.epil = phi double [ %.225.epil, %B104.epil ], [ %c.2.036.unr, %B104.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B104.epil ], [ 0, %B104.epil.preheader ]
  %scevgep59 = getelementptr double, double* %scevgep38, i64 %epil.iter
  %.168.epil = load double, double* %scevgep59, align 8
  %.225.epil = fadd double %c.2.036.epil, %.168.epil
  %scevgep58 = getelementptr double, double* %scevgep, i64 %epil.iter
  store double %.225.epil, double* %scevgep58, align 8
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B134, label %B104.epil, !prof !23, !llvm.loop !38

B134:                                             ; preds = %B104.epil, %B134.loopexit.unr-lcssa, %_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit
  %retptr.repack117367 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack117367, align 8
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
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140274514785920, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140274510824640, %B0.endif.endif.i ], [ @.const.picklebuf.140274508115392, %entry ]
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

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
!26 = !{!27, !29, !30, !32, !33, !35}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!36 = !{!33, !35}
!37 = distinct !{!37, !17}
!38 = distinct !{!38, !17}
