; ModuleID = 'cumsum_sin'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139698986659456 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139698986659456.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139698986659456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139698986659456, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139698986659456.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cumsum_sin = internal constant [11 x i8] c"cumsum_sin\00"
@_ZN08NumbaEnv7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [149 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f0e34613790>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f0e34613790>\00"
@_ZN08NumbaEnv5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139698987454272 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139698987454272.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139698987454272 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139698987454272, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139698987454272.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139698987454464 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139698987454464.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139698987454464 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139698987454464, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139698987454464.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.139698989406336 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139698989406336.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139698989406336 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139698989406336, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139698989406336.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f0e34768310B3v16B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139698989406336.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139698989406336.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139698989406336.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139698989406336.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139698989406336.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

; Function Attrs: noinline
define i32 @_ZN7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 !dbg !13 {
entry:
  call void @llvm.dbg.value(metadata i8* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  %.27 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep178 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.27 to i8**
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.27, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.27, i64 0, i32 5, i64 0
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  call void @llvm.dbg.value(metadata i8* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  %.227 = alloca double, align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  call void @llvm.dbg.value(metadata i8* %arg.x.0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* %arg.x.1, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 %arg.x.2, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 %arg.x.3, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* %arg.x.4, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 %arg.x.5.0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 %arg.x.6.0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.27 to i8*, !dbg !51
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false), !dbg !51
  %.33 = call i32 @_ZN5numba2np13old_arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.27, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0), !dbg !51
  %.43.fca.0.load = load i8*, i8** %.fca.0.gep178, align 8, !dbg !51
  %.43.fca.4.load = load double*, double** %.fca.4.gep, align 8, !dbg !51
  %.43.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8, !dbg !51
  switch i32 %.33, label %B0.if [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ], !dbg !51

B0.if:                                            ; preds = %entry
  %.41 = icmp sgt i32 %.33, 0, !dbg !51
  %.34 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8, !dbg !51
  %.42 = select i1 %.41, { i8*, i32, i8*, i8*, i32 }* %.34, { i8*, i32, i8*, i8*, i32 }* undef, !dbg !51
  store { i8*, i32, i8*, i8*, i32 }* %.42, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !51
  br label %common.ret, !dbg !51

B128.i:                                           ; preds = %entry, %entry
  call void @llvm.dbg.value(metadata i8* %.43.fca.0.load, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* %.43.fca.4.load, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 %.43.fca.5.0.load, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  %.147 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.43.fca.5.0.load, i64 8), !dbg !52
  %.149 = extractvalue { i64, i1 } %.147, 1, !dbg !52
  br i1 %.149, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !dbg !52, !prof !53

common.ret:                                       ; preds = %for.body.endif.if, %B0.endif.endif.endif.endif.if, %B0.if, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.33, %B0.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ %.231, %for.body.endif.if ]
  ret i32 %common.ret.op, !dbg !48

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139698986659456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !52, !numba_exception_output !54
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.148 = extractvalue { i64, i1 } %.147, 0, !dbg !52
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.148, i32 32), !dbg !55, !noalias !65
  %.8.i.i = icmp eq i8* %.7.i.i, null, !dbg !55
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !dbg !55, !prof !53

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139698989406336.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !52
  br label %common.ret, !dbg !52

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24, !dbg !52
  %1 = bitcast i8* %.5.i to double**, !dbg !52
  %.6.i7 = load double*, double** %1, align 8, !dbg !52
  %.2164 = icmp sgt i64 %.43.fca.5.0.load, 0, !dbg !52
  br i1 %.2164, label %for.body.preheader, label %for.end, !dbg !52

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  br label %for.body, !dbg !52

for.body:                                         ; preds = %for.body.preheader, %for.body.endif.endif
  %loop.index6 = phi i64 [ %.255, %for.body.endif.endif ], [ 0, %for.body.preheader ]
  %.212.05 = phi i64 [ %spec.select15, %for.body.endif.endif ], [ 0, %for.body.preheader ]
  %2 = icmp eq i64 %.43.fca.5.0.load, 1
  %spec.select15 = select i1 %2, i64 %.212.05, i64 %loop.index6, !dbg !52
  %.225 = getelementptr double, double* %.43.fca.4.load, i64 %spec.select15, !dbg !52
  %.226 = load double, double* %.225, align 8, !dbg !52
  store double 0.000000e+00, double* %.227, align 8, !dbg !52
  %.231 = call i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e34768310B3v16B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEd(double* nonnull %.227, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, double %.226), !dbg !52
  switch i32 %.231, label %for.body.endif.if [
    i32 -2, label %for.body.endif.endif
    i32 0, label %for.body.endif.endif
  ], !dbg !52

for.end:                                          ; preds = %for.body.endif.endif, %B0.endif.endif.endif.endif.endif
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !72, metadata !DIExpression()), !dbg !80
  %.69.i = icmp eq i64 %.43.fca.5.0.load, 0, !dbg !82
  br i1 %.69.i, label %for.end.endif, label %B50.endif.preheader.i, !dbg !82, !prof !53

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.43.fca.5.0.load, i64 1), !dbg !82
  %3 = add nsw i64 %smax.i, -1, !dbg !82
  %xtraiter.i = and i64 %smax.i, 7, !dbg !82
  %4 = icmp ult i64 %3, 7, !dbg !82
  br i1 %4, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i, !dbg !82

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800, !dbg !82
  %5 = add nsw i64 %unroll_iter.i, -8, !dbg !82
  %6 = lshr exact i64 %5, 3, !dbg !82
  %7 = add nuw nsw i64 %6, 1, !dbg !82
  %xtraiter = and i64 %7, 7, !dbg !82
  %8 = icmp ult i64 %5, 56, !dbg !82
  br i1 %8, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new, !dbg !82

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %7, 4611686018427387896, !dbg !82
  %scevgep47 = getelementptr double, double* %.6.i7, i64 63, !dbg !82
  br label %B50.endif.i, !dbg !82

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.240.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.240.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.240.7.i.7, %B50.endif.i ]
  %.71.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.183.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !82
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader, !dbg !82

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %9 = add nuw nsw i64 %.71.05.i.unr, 7, !dbg !82
  %scevgep23 = getelementptr double, double* %.6.i7, i64 %9, !dbg !82
  %10 = shl nuw nsw i64 %xtraiter, 6, !dbg !82
  br label %B50.endif.i.epil, !dbg !82

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.240.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %11 = bitcast double* %scevgep23 to i8*, !dbg !82
  call void @llvm.dbg.value(metadata double %c.2.06.i.epil, metadata !72, metadata !DIExpression()), !dbg !80
  %uglygep44 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !83
  %uglygep4445 = bitcast i8* %uglygep44 to double*, !dbg !83
  %scevgep46 = getelementptr double, double* %uglygep4445, i64 -7, !dbg !83
  %.237.i.epil = load double, double* %scevgep46, align 8, !dbg !83, !noalias !84
  %.240.i.epil = fadd double %c.2.06.i.epil, %.237.i.epil, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.i.epil, metadata !72, metadata !DIExpression()), !dbg !80
  %uglygep41 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !83
  %uglygep4142 = bitcast i8* %uglygep41 to double*, !dbg !83
  %scevgep43 = getelementptr double, double* %uglygep4142, i64 -6, !dbg !83
  %.237.1.i.epil = load double, double* %scevgep43, align 8, !dbg !83, !noalias !84
  %.240.1.i.epil = fadd double %.240.i.epil, %.237.1.i.epil, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.1.i.epil, metadata !72, metadata !DIExpression()), !dbg !80
  %uglygep38 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !83
  %uglygep3839 = bitcast i8* %uglygep38 to double*, !dbg !83
  %scevgep40 = getelementptr double, double* %uglygep3839, i64 -5, !dbg !83
  %.237.2.i.epil = load double, double* %scevgep40, align 8, !dbg !83, !noalias !84
  %.240.2.i.epil = fadd double %.240.1.i.epil, %.237.2.i.epil, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.2.i.epil, metadata !72, metadata !DIExpression()), !dbg !80
  %uglygep35 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !83
  %uglygep3536 = bitcast i8* %uglygep35 to double*, !dbg !83
  %scevgep37 = getelementptr double, double* %uglygep3536, i64 -4, !dbg !83
  %.237.3.i.epil = load double, double* %scevgep37, align 8, !dbg !83, !noalias !84
  %.240.3.i.epil = fadd double %.240.2.i.epil, %.237.3.i.epil, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.3.i.epil, metadata !72, metadata !DIExpression()), !dbg !80
  %uglygep32 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !83
  %uglygep3233 = bitcast i8* %uglygep32 to double*, !dbg !83
  %scevgep34 = getelementptr double, double* %uglygep3233, i64 -3, !dbg !83
  %.237.4.i.epil = load double, double* %scevgep34, align 8, !dbg !83, !noalias !84
  %.240.4.i.epil = fadd double %.240.3.i.epil, %.237.4.i.epil, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.4.i.epil, metadata !72, metadata !DIExpression()), !dbg !80
  %uglygep29 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !83
  %uglygep2930 = bitcast i8* %uglygep29 to double*, !dbg !83
  %scevgep31 = getelementptr double, double* %uglygep2930, i64 -2, !dbg !83
  %.237.5.i.epil = load double, double* %scevgep31, align 8, !dbg !83, !noalias !84
  %.240.5.i.epil = fadd double %.240.4.i.epil, %.237.5.i.epil, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.5.i.epil, metadata !72, metadata !DIExpression()), !dbg !80
  %uglygep26 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !83
  %uglygep2627 = bitcast i8* %uglygep26 to double*, !dbg !83
  %scevgep28 = getelementptr double, double* %uglygep2627, i64 -1, !dbg !83
  %.237.6.i.epil = load double, double* %scevgep28, align 8, !dbg !83, !noalias !84
  %.240.6.i.epil = fadd double %.240.5.i.epil, %.237.6.i.epil, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.6.i.epil, metadata !72, metadata !DIExpression()), !dbg !80
  %uglygep = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !83
  %uglygep25 = bitcast i8* %uglygep to double*, !dbg !83
  %.237.7.i.epil = load double, double* %uglygep25, align 8, !dbg !83, !noalias !84
  %.240.7.i.epil = fadd double %.240.6.i.epil, %.237.7.i.epil, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.7.i.epil, metadata !72, metadata !DIExpression()), !dbg !80
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64, !dbg !82
  %epil.iter.cmp.not = icmp eq i64 %10, %lsr.iv.next, !dbg !82
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !dbg !82, !prof !87, !llvm.loop !88

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.240.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.240.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.240.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.240.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.240.7.i.epil, %B50.endif.i.epil ]
  %.71.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0, !dbg !82
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i, !dbg !82

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i7, i64 %.71.05.unr.i, !dbg !82
  br label %B50.endif.epil.i, !dbg !82

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.240.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  call void @llvm.dbg.value(metadata double %c.2.06.epil.i, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i, !dbg !83
  %.237.epil.i = load double, double* %scevgep, align 8, !dbg !83, !noalias !84
  %.240.epil.i = fadd double %c.2.06.epil.i, %.237.epil.i, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.epil.i, metadata !72, metadata !DIExpression()), !dbg !80
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1, !dbg !82
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i, !dbg !82
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !dbg !82, !prof !87, !llvm.loop !90

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv175 = phi i64 [ %lsr.iv.next176, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.240.7.i.7, %B50.endif.i ]
  %.71.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.183.7.i.7, %B50.endif.i ]
  call void @llvm.dbg.value(metadata double %c.2.06.i, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep173 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -63, !dbg !83
  %.237.i = load double, double* %scevgep174, align 8, !dbg !83, !noalias !84
  %.240.i = fadd double %c.2.06.i, %.237.i, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.i, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep171 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -62, !dbg !83
  %.237.1.i = load double, double* %scevgep172, align 8, !dbg !83, !noalias !84
  %.240.1.i = fadd double %.240.i, %.237.1.i, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.1.i, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep169 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -61, !dbg !83
  %.237.2.i = load double, double* %scevgep170, align 8, !dbg !83, !noalias !84
  %.240.2.i = fadd double %.240.1.i, %.237.2.i, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.2.i, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep167 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -60, !dbg !83
  %.237.3.i = load double, double* %scevgep168, align 8, !dbg !83, !noalias !84
  %.240.3.i = fadd double %.240.2.i, %.237.3.i, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.3.i, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep165 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -59, !dbg !83
  %.237.4.i = load double, double* %scevgep166, align 8, !dbg !83, !noalias !84
  %.240.4.i = fadd double %.240.3.i, %.237.4.i, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.4.i, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep163 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -58, !dbg !83
  %.237.5.i = load double, double* %scevgep164, align 8, !dbg !83, !noalias !84
  %.240.5.i = fadd double %.240.4.i, %.237.5.i, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.5.i, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep161 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -57, !dbg !83
  %.237.6.i = load double, double* %scevgep162, align 8, !dbg !83, !noalias !84
  %.240.6.i = fadd double %.240.5.i, %.237.6.i, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.6.i, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep159 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -56, !dbg !83
  %.237.7.i = load double, double* %scevgep160, align 8, !dbg !83, !noalias !84
  %.240.7.i = fadd double %.240.6.i, %.237.7.i, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.7.i, metadata !72, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double %.240.7.i, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep128 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -55, !dbg !83
  %.237.i.1 = load double, double* %scevgep129, align 8, !dbg !83, !noalias !84
  %.240.i.1 = fadd double %.240.7.i, %.237.i.1, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.i.1, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep130 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -54, !dbg !83
  %.237.1.i.1 = load double, double* %scevgep131, align 8, !dbg !83, !noalias !84
  %.240.1.i.1 = fadd double %.240.i.1, %.237.1.i.1, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.1.i.1, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep132 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -53, !dbg !83
  %.237.2.i.1 = load double, double* %scevgep133, align 8, !dbg !83, !noalias !84
  %.240.2.i.1 = fadd double %.240.1.i.1, %.237.2.i.1, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.2.i.1, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep134 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -52, !dbg !83
  %.237.3.i.1 = load double, double* %scevgep135, align 8, !dbg !83, !noalias !84
  %.240.3.i.1 = fadd double %.240.2.i.1, %.237.3.i.1, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.3.i.1, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep136 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -51, !dbg !83
  %.237.4.i.1 = load double, double* %scevgep137, align 8, !dbg !83, !noalias !84
  %.240.4.i.1 = fadd double %.240.3.i.1, %.237.4.i.1, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.4.i.1, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep138 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -50, !dbg !83
  %.237.5.i.1 = load double, double* %scevgep139, align 8, !dbg !83, !noalias !84
  %.240.5.i.1 = fadd double %.240.4.i.1, %.237.5.i.1, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.5.i.1, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep140 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -49, !dbg !83
  %.237.6.i.1 = load double, double* %scevgep141, align 8, !dbg !83, !noalias !84
  %.240.6.i.1 = fadd double %.240.5.i.1, %.237.6.i.1, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.6.i.1, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep142 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -48, !dbg !83
  %.237.7.i.1 = load double, double* %scevgep143, align 8, !dbg !83, !noalias !84
  %.240.7.i.1 = fadd double %.240.6.i.1, %.237.7.i.1, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.7.i.1, metadata !72, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double %.240.7.i.1, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep112 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -47, !dbg !83
  %.237.i.2 = load double, double* %scevgep113, align 8, !dbg !83, !noalias !84
  %.240.i.2 = fadd double %.240.7.i.1, %.237.i.2, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.i.2, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep114 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -46, !dbg !83
  %.237.1.i.2 = load double, double* %scevgep115, align 8, !dbg !83, !noalias !84
  %.240.1.i.2 = fadd double %.240.i.2, %.237.1.i.2, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.1.i.2, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep116 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -45, !dbg !83
  %.237.2.i.2 = load double, double* %scevgep117, align 8, !dbg !83, !noalias !84
  %.240.2.i.2 = fadd double %.240.1.i.2, %.237.2.i.2, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.2.i.2, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep118 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -44, !dbg !83
  %.237.3.i.2 = load double, double* %scevgep119, align 8, !dbg !83, !noalias !84
  %.240.3.i.2 = fadd double %.240.2.i.2, %.237.3.i.2, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.3.i.2, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep120 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -43, !dbg !83
  %.237.4.i.2 = load double, double* %scevgep121, align 8, !dbg !83, !noalias !84
  %.240.4.i.2 = fadd double %.240.3.i.2, %.237.4.i.2, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.4.i.2, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep122 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -42, !dbg !83
  %.237.5.i.2 = load double, double* %scevgep123, align 8, !dbg !83, !noalias !84
  %.240.5.i.2 = fadd double %.240.4.i.2, %.237.5.i.2, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.5.i.2, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep124 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -41, !dbg !83
  %.237.6.i.2 = load double, double* %scevgep125, align 8, !dbg !83, !noalias !84
  %.240.6.i.2 = fadd double %.240.5.i.2, %.237.6.i.2, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.6.i.2, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep126 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -40, !dbg !83
  %.237.7.i.2 = load double, double* %scevgep127, align 8, !dbg !83, !noalias !84
  %.240.7.i.2 = fadd double %.240.6.i.2, %.237.7.i.2, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.7.i.2, metadata !72, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double %.240.7.i.2, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep96 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -39, !dbg !83
  %.237.i.3 = load double, double* %scevgep97, align 8, !dbg !83, !noalias !84
  %.240.i.3 = fadd double %.240.7.i.2, %.237.i.3, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.i.3, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep98 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -38, !dbg !83
  %.237.1.i.3 = load double, double* %scevgep99, align 8, !dbg !83, !noalias !84
  %.240.1.i.3 = fadd double %.240.i.3, %.237.1.i.3, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.1.i.3, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep100 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -37, !dbg !83
  %.237.2.i.3 = load double, double* %scevgep101, align 8, !dbg !83, !noalias !84
  %.240.2.i.3 = fadd double %.240.1.i.3, %.237.2.i.3, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.2.i.3, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep102 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -36, !dbg !83
  %.237.3.i.3 = load double, double* %scevgep103, align 8, !dbg !83, !noalias !84
  %.240.3.i.3 = fadd double %.240.2.i.3, %.237.3.i.3, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.3.i.3, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep104 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -35, !dbg !83
  %.237.4.i.3 = load double, double* %scevgep105, align 8, !dbg !83, !noalias !84
  %.240.4.i.3 = fadd double %.240.3.i.3, %.237.4.i.3, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.4.i.3, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep106 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -34, !dbg !83
  %.237.5.i.3 = load double, double* %scevgep107, align 8, !dbg !83, !noalias !84
  %.240.5.i.3 = fadd double %.240.4.i.3, %.237.5.i.3, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.5.i.3, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep108 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -33, !dbg !83
  %.237.6.i.3 = load double, double* %scevgep109, align 8, !dbg !83, !noalias !84
  %.240.6.i.3 = fadd double %.240.5.i.3, %.237.6.i.3, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.6.i.3, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep110 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -32, !dbg !83
  %.237.7.i.3 = load double, double* %scevgep111, align 8, !dbg !83, !noalias !84
  %.240.7.i.3 = fadd double %.240.6.i.3, %.237.7.i.3, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.7.i.3, metadata !72, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double %.240.7.i.3, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep80 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -31, !dbg !83
  %.237.i.4 = load double, double* %scevgep81, align 8, !dbg !83, !noalias !84
  %.240.i.4 = fadd double %.240.7.i.3, %.237.i.4, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.i.4, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep82 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -30, !dbg !83
  %.237.1.i.4 = load double, double* %scevgep83, align 8, !dbg !83, !noalias !84
  %.240.1.i.4 = fadd double %.240.i.4, %.237.1.i.4, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.1.i.4, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep84 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -29, !dbg !83
  %.237.2.i.4 = load double, double* %scevgep85, align 8, !dbg !83, !noalias !84
  %.240.2.i.4 = fadd double %.240.1.i.4, %.237.2.i.4, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.2.i.4, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep86 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -28, !dbg !83
  %.237.3.i.4 = load double, double* %scevgep87, align 8, !dbg !83, !noalias !84
  %.240.3.i.4 = fadd double %.240.2.i.4, %.237.3.i.4, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.3.i.4, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep88 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -27, !dbg !83
  %.237.4.i.4 = load double, double* %scevgep89, align 8, !dbg !83, !noalias !84
  %.240.4.i.4 = fadd double %.240.3.i.4, %.237.4.i.4, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.4.i.4, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep90 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -26, !dbg !83
  %.237.5.i.4 = load double, double* %scevgep91, align 8, !dbg !83, !noalias !84
  %.240.5.i.4 = fadd double %.240.4.i.4, %.237.5.i.4, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.5.i.4, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep92 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -25, !dbg !83
  %.237.6.i.4 = load double, double* %scevgep93, align 8, !dbg !83, !noalias !84
  %.240.6.i.4 = fadd double %.240.5.i.4, %.237.6.i.4, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.6.i.4, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep94 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -24, !dbg !83
  %.237.7.i.4 = load double, double* %scevgep95, align 8, !dbg !83, !noalias !84
  %.240.7.i.4 = fadd double %.240.6.i.4, %.237.7.i.4, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.7.i.4, metadata !72, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double %.240.7.i.4, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep64 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep65 = getelementptr double, double* %scevgep64, i64 -23, !dbg !83
  %.237.i.5 = load double, double* %scevgep65, align 8, !dbg !83, !noalias !84
  %.240.i.5 = fadd double %.240.7.i.4, %.237.i.5, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.i.5, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep66 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep67 = getelementptr double, double* %scevgep66, i64 -22, !dbg !83
  %.237.1.i.5 = load double, double* %scevgep67, align 8, !dbg !83, !noalias !84
  %.240.1.i.5 = fadd double %.240.i.5, %.237.1.i.5, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.1.i.5, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep68 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep69 = getelementptr double, double* %scevgep68, i64 -21, !dbg !83
  %.237.2.i.5 = load double, double* %scevgep69, align 8, !dbg !83, !noalias !84
  %.240.2.i.5 = fadd double %.240.1.i.5, %.237.2.i.5, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.2.i.5, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep70 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep71 = getelementptr double, double* %scevgep70, i64 -20, !dbg !83
  %.237.3.i.5 = load double, double* %scevgep71, align 8, !dbg !83, !noalias !84
  %.240.3.i.5 = fadd double %.240.2.i.5, %.237.3.i.5, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.3.i.5, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep72 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep73 = getelementptr double, double* %scevgep72, i64 -19, !dbg !83
  %.237.4.i.5 = load double, double* %scevgep73, align 8, !dbg !83, !noalias !84
  %.240.4.i.5 = fadd double %.240.3.i.5, %.237.4.i.5, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.4.i.5, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep74 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep75 = getelementptr double, double* %scevgep74, i64 -18, !dbg !83
  %.237.5.i.5 = load double, double* %scevgep75, align 8, !dbg !83, !noalias !84
  %.240.5.i.5 = fadd double %.240.4.i.5, %.237.5.i.5, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.5.i.5, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep76 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -17, !dbg !83
  %.237.6.i.5 = load double, double* %scevgep77, align 8, !dbg !83, !noalias !84
  %.240.6.i.5 = fadd double %.240.5.i.5, %.237.6.i.5, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.6.i.5, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep78 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -16, !dbg !83
  %.237.7.i.5 = load double, double* %scevgep79, align 8, !dbg !83, !noalias !84
  %.240.7.i.5 = fadd double %.240.6.i.5, %.237.7.i.5, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.7.i.5, metadata !72, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double %.240.7.i.5, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep48 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep49 = getelementptr double, double* %scevgep48, i64 -15, !dbg !83
  %.237.i.6 = load double, double* %scevgep49, align 8, !dbg !83, !noalias !84
  %.240.i.6 = fadd double %.240.7.i.5, %.237.i.6, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.i.6, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep50 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep51 = getelementptr double, double* %scevgep50, i64 -14, !dbg !83
  %.237.1.i.6 = load double, double* %scevgep51, align 8, !dbg !83, !noalias !84
  %.240.1.i.6 = fadd double %.240.i.6, %.237.1.i.6, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.1.i.6, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep52 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep53 = getelementptr double, double* %scevgep52, i64 -13, !dbg !83
  %.237.2.i.6 = load double, double* %scevgep53, align 8, !dbg !83, !noalias !84
  %.240.2.i.6 = fadd double %.240.1.i.6, %.237.2.i.6, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.2.i.6, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep54 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep55 = getelementptr double, double* %scevgep54, i64 -12, !dbg !83
  %.237.3.i.6 = load double, double* %scevgep55, align 8, !dbg !83, !noalias !84
  %.240.3.i.6 = fadd double %.240.2.i.6, %.237.3.i.6, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.3.i.6, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep56 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep57 = getelementptr double, double* %scevgep56, i64 -11, !dbg !83
  %.237.4.i.6 = load double, double* %scevgep57, align 8, !dbg !83, !noalias !84
  %.240.4.i.6 = fadd double %.240.3.i.6, %.237.4.i.6, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.4.i.6, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep58 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep59 = getelementptr double, double* %scevgep58, i64 -10, !dbg !83
  %.237.5.i.6 = load double, double* %scevgep59, align 8, !dbg !83, !noalias !84
  %.240.5.i.6 = fadd double %.240.4.i.6, %.237.5.i.6, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.5.i.6, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep60 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep61 = getelementptr double, double* %scevgep60, i64 -9, !dbg !83
  %.237.6.i.6 = load double, double* %scevgep61, align 8, !dbg !83, !noalias !84
  %.240.6.i.6 = fadd double %.240.5.i.6, %.237.6.i.6, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.6.i.6, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep62 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep63 = getelementptr double, double* %scevgep62, i64 -8, !dbg !83
  %.237.7.i.6 = load double, double* %scevgep63, align 8, !dbg !83, !noalias !84
  %.240.7.i.6 = fadd double %.240.6.i.6, %.237.7.i.6, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.7.i.6, metadata !72, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double %.240.7.i.6, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep144 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -7, !dbg !83
  %.237.i.7 = load double, double* %scevgep145, align 8, !dbg !83, !noalias !84
  %.240.i.7 = fadd double %.240.7.i.6, %.237.i.7, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.i.7, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep146 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -6, !dbg !83
  %.237.1.i.7 = load double, double* %scevgep147, align 8, !dbg !83, !noalias !84
  %.240.1.i.7 = fadd double %.240.i.7, %.237.1.i.7, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.1.i.7, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep148 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -5, !dbg !83
  %.237.2.i.7 = load double, double* %scevgep149, align 8, !dbg !83, !noalias !84
  %.240.2.i.7 = fadd double %.240.1.i.7, %.237.2.i.7, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.2.i.7, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep150 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -4, !dbg !83
  %.237.3.i.7 = load double, double* %scevgep151, align 8, !dbg !83, !noalias !84
  %.240.3.i.7 = fadd double %.240.2.i.7, %.237.3.i.7, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.3.i.7, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep152 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -3, !dbg !83
  %.237.4.i.7 = load double, double* %scevgep153, align 8, !dbg !83, !noalias !84
  %.240.4.i.7 = fadd double %.240.3.i.7, %.237.4.i.7, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.4.i.7, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep154 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -2, !dbg !83
  %.237.5.i.7 = load double, double* %scevgep155, align 8, !dbg !83, !noalias !84
  %.240.5.i.7 = fadd double %.240.4.i.7, %.237.5.i.7, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.5.i.7, metadata !72, metadata !DIExpression()), !dbg !80
  %scevgep156 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -1, !dbg !83
  %.237.6.i.7 = load double, double* %scevgep157, align 8, !dbg !83, !noalias !84
  %.240.6.i.7 = fadd double %.240.5.i.7, %.237.6.i.7, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.6.i.7, metadata !72, metadata !DIExpression()), !dbg !80
  %.183.7.i.7 = add i64 %.71.05.i, 64, !dbg !82
  %scevgep158 = getelementptr double, double* %scevgep47, i64 %.71.05.i, !dbg !83
  %.237.7.i.7 = load double, double* %scevgep158, align 8, !dbg !83, !noalias !84
  %.240.7.i.7 = fadd double %.240.6.i.7, %.237.7.i.7, !dbg !83
  call void @llvm.dbg.value(metadata double %.240.7.i.7, metadata !72, metadata !DIExpression()), !dbg !80
  %lsr.iv.next176 = add i64 %lsr.iv175, -8, !dbg !82
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next176, 0, !dbg !82
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !dbg !82, !prof !53

for.body.endif.if:                                ; preds = %for.body
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !52
  br label %common.ret, !dbg !52

for.body.endif.endif:                             ; preds = %for.body, %for.body
  %.241 = load double, double* %.227, align 8, !dbg !52
  %scevgep177 = getelementptr double, double* %.6.i7, i64 %loop.index6, !dbg !52
  store double %.241, double* %scevgep177, align 8, !dbg !52
  %.255 = add nuw nsw i64 %loop.index6, 1, !dbg !52
  %exitcond.not = icmp eq i64 %.43.fca.5.0.load, %.255, !dbg !52
  br i1 %exitcond.not, label %for.end, label %for.body, !dbg !52

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.240.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.240.epil.i, %B50.endif.epil.i ], !dbg !80
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !72, metadata !DIExpression()), !dbg !80
  tail call void @NRT_decref(i8* %arg.x.0)
  call void @llvm.dbg.value(metadata i8* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  tail call void @NRT_decref(i8* %.43.fca.0.load)
  call void @llvm.dbg.value(metadata i8* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8, !dbg !52
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define i8* @_ZN7cpython7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.cumsum_sin, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !53

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !53

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([149 x i8], [149 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !53

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
  %.49 = call i32 @_ZN7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #0
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
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !53

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !53

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

define double @cfunc._ZN7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
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
  %.9 = call i32 @_ZN7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #0
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f0e34613790>", i64 0, i64 0))
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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !53

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !53

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
  br i1 %.15.i, label %B0.if, label %B0.endif.endif.i, !prof !53

B0.endif.endif.i:                                 ; preds = %entry
  %.29.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.2, i64 8)
  %.31.i = extractvalue { i64, i1 } %.29.i, 1
  br i1 %.31.i, label %B0.if, label %B0.endif.endif.endif.i, !prof !53

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = extractvalue { i64, i1 } %.29.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !dbg !91, !noalias !98
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null, !dbg !91
  br i1 %.8.i.i.i, label %B0.if, label %_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit, !dbg !91, !prof !53

_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit: ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %0, align 8, !noalias !108
  %.16133.not = icmp eq i64 %arg.a.2, 0
  br i1 %.16133.not, label %B134, label %B104.preheader, !prof !53

B104.preheader:                                   ; preds = %_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit
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
  br i1 %niter.ncmp.770, label %B134.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B104, !prof !53

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
  br i1 %epil.iter51.cmp.not, label %B134.loopexit.unr-lcssa, label %B104.epil47, !prof !87, !llvm.loop !109

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
  br i1 %epil.iter.cmp.not, label %B134, label %B104.epil, !prof !87, !llvm.loop !110

B134:                                             ; preds = %B104.epil, %B134.loopexit.unr-lcssa, %_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29.exit
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
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139698989406336, %B0.endif.endif.endif.i ], [ @.const.picklebuf.139698987454464, %B0.endif.endif.i ], [ @.const.picklebuf.139698987454272, %entry ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !53

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !53

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !53

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree noinline nosync nounwind willreturn writeonly
define linkonce_odr i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e34768310B3v16B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, double %arg.c_1) local_unnamed_addr #3 !dbg !111 {
for.end:
  call void @llvm.dbg.value(metadata double %arg.c_1, metadata !117, metadata !DIExpression()), !dbg !118
  %.19 = tail call double @llvm.sin.f64(double %arg.c_1), !dbg !119
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !117, metadata !DIExpression()), !dbg !118
  store double %.19, double* %retptr, align 8, !dbg !119
  ret i32 0, !dbg !119
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree noinline nosync nounwind willreturn writeonly }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!0, !2, !4, !5, !7, !8, !10}
!llvm.module.flags = !{!11, !12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.py", directory: "tests/inputs")
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !3, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "arrayobj.py", directory: "numba/np")
!4 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!5 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !6, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!6 = !DIFile(filename: "npyimpl.py", directory: "numba/np")
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !3, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !9, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!9 = !DIFile(filename: "old_arraymath.py", directory: "numba/np")
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !3, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!11 = !{i32 2, !"Dwarf Version", i32 4}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = distinct !DISubprogram(name: "cumsum_sin", linkageName: "_ZN7kernels10cumsum_sinB3v13B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", scope: !1, file: !1, line: 159, type: !14, scopeLine: 159, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !18, !30}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !21, identifier: "{i8*, i32, i8*, i8*, i32}")
!21 = !{!22, !25, !27, !28, !29}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "<field 0>", baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "<field 1>", baseType: !26, size: 32, offset: 64)
!26 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "<field 2>", baseType: !23, size: 64, offset: 96)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "<field 3>", baseType: !23, size: 64, offset: 160)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "<field 4>", baseType: !26, size: 32, offset: 224)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !31, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!31 = !{!32, !33, !34, !36, !37, !40, !45}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "meminfo", baseType: !23, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "parent", baseType: !23, size: 64, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", baseType: !35, size: 64, offset: 128)
!35 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "itemsize", baseType: !35, size: 64, offset: 192)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "data", baseType: !38, size: 64, offset: 256)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "shape", baseType: !41, size: 64, offset: 320)
!41 = !DICompositeType(tag: DW_TAG_array_type, name: "UniTuple(int64 x 1) ([1 x i64])", baseType: !42, size: 64, elements: !43, identifier: "[1 x i64]")
!42 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_unsigned)
!43 = !{!44}
!44 = !DISubrange(count: 1)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "strides", baseType: !41, size: 64, offset: 384)
!46 = !DILocalVariable(name: "x", arg: 1, scope: !13, file: !1, line: 159, type: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !31, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!48 = !DILocation(line: 0, scope: !13)
!49 = !DILocalVariable(name: "c", scope: !13, file: !1, line: 160, type: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !31, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!51 = !DILocation(line: 160, column: 1, scope: !13)
!52 = !DILocation(line: 161, column: 1, scope: !13)
!53 = !{!"branch_weights", i32 1, i32 99}
!54 = !{i1 true}
!55 = !DILocation(line: 4333, column: 1, scope: !56, inlinedAt: !64)
!56 = distinct !DISubprogram(name: "_call_allocator", linkageName: "_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj", scope: !3, file: !3, line: 4331, type: !57, scopeLine: 4331, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!57 = !DISubroutineType(types: !58)
!58 = !{!59, !60, !23, !35, !63}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !21, identifier: "{i8*, i32, i8*, i8*, i32}")
!63 = !DIBasicType(name: "uint32", size: 32, encoding: DW_ATE_unsigned)
!64 = distinct !DILocation(line: 161, column: 1, scope: !13)
!65 = !{!66, !68, !69, !71}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!71 = distinct !{!71, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!72 = !DILocalVariable(name: "c$2", scope: !73, file: !9, line: 166, type: !39)
!73 = distinct !DISubprogram(name: "array_sum.<locals>.array_sum_impl", linkageName: "_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE", scope: !9, file: !9, line: 166, type: !74, scopeLine: 166, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8)
!74 = !DISubroutineType(types: !75)
!75 = !{!16, !76, !79}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !21, identifier: "{i8*, i32, i8*, i8*, i32}")
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !31, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!80 = !DILocation(line: 0, scope: !73, inlinedAt: !81)
!81 = distinct !DILocation(line: 161, column: 1, scope: !13)
!82 = !DILocation(line: 167, column: 1, scope: !73, inlinedAt: !81)
!83 = !DILocation(line: 168, column: 1, scope: !73, inlinedAt: !81)
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!86 = distinct !{!86, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!87 = !{!"branch_weights", i32 1, i32 7}
!88 = distinct !{!88, !89}
!89 = !{!"llvm.loop.unroll.disable"}
!90 = distinct !{!90, !89}
!91 = !DILocation(line: 4333, column: 1, scope: !92)
!92 = distinct !DISubprogram(name: "_call_allocator", linkageName: "_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj", scope: !3, file: !3, line: 4331, type: !93, scopeLine: 4331, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!93 = !DISubroutineType(types: !94)
!94 = !{!59, !95, !23, !35, !63}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !21, identifier: "{i8*, i32, i8*, i8*, i32}")
!98 = !{!99, !101, !102, !104, !105, !107}
!99 = distinct !{!99, !100, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!100 = distinct !{!100, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!101 = distinct !{!101, !100, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!102 = distinct !{!102, !103, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!103 = distinct !{!103, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!104 = distinct !{!104, !103, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!105 = distinct !{!105, !106, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!106 = distinct !{!106, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!107 = distinct !{!107, !106, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!108 = !{!105, !107}
!109 = distinct !{!109, !89}
!110 = distinct !{!110, !89}
!111 = distinct !DISubprogram(name: "__numba_array_expr_0x7f0e34768310", linkageName: "_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e34768310B3v16B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEd", scope: !1, file: !1, line: 2, type: !112, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !4)
!112 = !DISubroutineType(types: !113)
!113 = !{!16, !114, !39}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !21, identifier: "{i8*, i32, i8*, i8*, i32}")
!117 = !DILocalVariable(name: "c_1", arg: 1, scope: !111, file: !1, line: 2, type: !39)
!118 = !DILocation(line: 0, scope: !111)
!119 = !DILocation(line: 1, column: 1, scope: !111)
