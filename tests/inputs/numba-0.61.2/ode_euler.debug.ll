; ModuleID = 'ode_euler'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139698988923456 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139698988923456.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139698988923456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139698988923456, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139698988923456.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.ode_euler = internal constant [10 x i8] c"ode_euler\00"
@_ZN08NumbaEnv7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [147 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7f0e349c3dd0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f0e349c3dd0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139698989406336 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139698989406336.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139698989406336 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139698989406336, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139698989406336.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2990B3v10B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2a90B3v11B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2850B3v12B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

; Function Attrs: noinline
define i32 @_ZN7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr #0 !dbg !14 {
entry:
  call void @llvm.dbg.value(metadata i8* null, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !50, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !55, metadata !DIExpression()), !dbg !49
  %.523 = alloca double, align 8
  store double 0.000000e+00, double* %.523, align 8
  %excinfo.5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  call void @llvm.dbg.value(metadata i8* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  %.763 = alloca double, align 8
  store double 0.000000e+00, double* %.763, align 8
  %excinfo.9 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.9, align 8
  call void @llvm.dbg.value(metadata i8* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  %.1060 = alloca double, align 8
  store double 0.000000e+00, double* %.1060, align 8
  %excinfo.13 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.13, align 8
  tail call void @NRT_incref(i8* %arg.y0.0)
  call void @llvm.dbg.value(metadata i8* %arg.y0.0, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* poison, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.2, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.3, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* %arg.y0.4, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 undef, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double %arg.h, metadata !50, metadata !DIExpression()), !dbg !49
  tail call void @NRT_incref(i8* %arg.y0.0), !dbg !60
  %.50 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8), !dbg !60
  %.52 = extractvalue { i64, i1 } %.50, 1, !dbg !60
  br i1 %.52, label %B0.if, label %B0.endif, !dbg !60, !prof !61

B76:                                              ; preds = %B76.preheader, %for.end.1
  %y.2.sroa.0.0259 = phi i8* [ %.7.i.i124270274, %for.end.1 ], [ %.7.i.i, %B76.preheader ]
  %y.2.sroa.48.0258 = phi double* [ %.6.i131191275, %for.end.1 ], [ %.89, %B76.preheader ]
  %.253257 = phi i64 [ %.263, %for.end.1 ], [ 6, %B76.preheader ]
  call void @llvm.dbg.value(metadata i8* %y.2.sroa.0.0259, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* %y.2.sroa.48.0258, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  %.263 = add nsw i64 %.253257, -1, !dbg !62
  call void @llvm.dbg.value(metadata i64 undef, metadata !55, metadata !DIExpression()), !dbg !49
  %.7.i.i53 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.51, i32 32), !dbg !63, !noalias !73
  %.8.i.i54 = icmp eq i8* %.7.i.i53, null, !dbg !63
  br i1 %.8.i.i54, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif, !dbg !63, !prof !61

common.ret:                                       ; preds = %for.body.2.endif.endif.if, %B148.endif.endif.endif.endif.endif.if, %for.body.1.endif.endif.if, %for.end.endif.endif.endif.endif.endif.if, %for.body.endif.endif.if, %B76.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.2.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B148.endif.endif.endif.endif.endif.if ], [ %.1064, %for.body.2.endif.endif.if ], [ %.767, %for.body.1.endif.endif.if ], [ %.527, %for.body.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op, !dbg !49

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139698988923456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !60, !numba_exception_output !80
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.51 = extractvalue { i64, i1 } %.50, 0, !dbg !60
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.51, i32 32), !dbg !81, !noalias !83
  %.8.i.i = icmp eq i8* %.7.i.i, null, !dbg !81
  br i1 %.8.i.i, label %B0.endif.if, label %B76.preheader, !dbg !81, !prof !61

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139698989406336, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !60
  br label %common.ret, !dbg !60

B76.preheader:                                    ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24, !dbg !60
  %0 = bitcast i8* %.5.i to i8**, !dbg !60
  %.6.i = load i8*, i8** %0, align 8, !dbg !60
  %.115 = bitcast double* %arg.y0.4 to i8*, !dbg !60
  %.116 = mul i64 %arg.y0.3, %arg.y0.2, !dbg !60
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.115, i64 %.116, i1 false), !dbg !60
  call void @llvm.dbg.value(metadata i8* %.7.i.i, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* %.6.i, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* %.7.i.i, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* %.6.i, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  tail call void @NRT_decref(i8* %arg.y0.0)
  call void @llvm.dbg.value(metadata i8* null, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  tail call void @NRT_decref(i8* %arg.y0.0)
  call void @llvm.dbg.value(metadata i8* null, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !55, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i8* %.7.i.i, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* %.6.i, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  %.89 = bitcast i8* %.6.i to double*, !dbg !60
  call void @llvm.dbg.value(metadata double* %.89, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* %.89, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  br label %B76, !dbg !63

B76.endif.endif.endif.endif.endif.if:             ; preds = %B76
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139698989406336, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !90
  br label %common.ret, !dbg !90

B76.endif.endif.endif.endif.endif.endif:          ; preds = %B76
  %1 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i59 = getelementptr i8, i8* %.7.i.i53, i64 24, !dbg !90
  %2 = bitcast i8* %.5.i59 to double**, !dbg !90
  %.6.i60190 = load double*, double** %2, align 8, !dbg !90
  br i1 %1, label %for.body.preheader, label %for.end.endif.endif.endif.endif.endif.thread, !dbg !90

for.body.preheader:                               ; preds = %B76.endif.endif.endif.endif.endif.endif
  br label %for.body, !dbg !90

for.body:                                         ; preds = %for.body.preheader, %for.body.endif.endif.endif
  %loop.index184 = phi i64 [ %.551, %for.body.endif.endif.endif ], [ 0, %for.body.preheader ]
  %.499.0183 = phi i64 [ %loop.index184..499.0183, %for.body.endif.endif.endif ], [ 0, %for.body.preheader ]
  %.496.0182 = phi i64 [ %loop.index184..496.0182, %for.body.endif.endif.endif ], [ 0, %for.body.preheader ]
  %3 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..496.0182 = select i1 %3, i64 %loop.index184, i64 %.496.0182, !dbg !90
  %loop.index184..499.0183 = select i1 %3, i64 %loop.index184, i64 %.499.0183, !dbg !90
  %.513211.in = getelementptr double, double* %y.2.sroa.48.0258, i64 %loop.index184..496.0182, !dbg !90
  %.513211 = load double, double* %.513211.in, align 8, !dbg !90
  %.521 = getelementptr double, double* %y.2.sroa.48.0258, i64 %loop.index184..499.0183, !dbg !90
  %.522 = load double, double* %.521, align 8, !dbg !90
  store double 0.000000e+00, double* %.523, align 8, !dbg !90
  %.527 = call i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2990B3v10B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd(double* nonnull %.523, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.5, double %.513211, double %.522), !dbg !90
  switch i32 %.527, label %for.body.endif.endif.if [
    i32 -2, label %for.body.endif.endif.endif
    i32 0, label %for.body.endif.endif.endif
  ], !dbg !90

for.body.endif.endif.if:                          ; preds = %for.body
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !90
  br label %common.ret, !dbg !90

for.body.endif.endif.endif:                       ; preds = %for.body, %for.body
  %.537 = load double, double* %.523, align 8, !dbg !90
  %scevgep444 = getelementptr double, double* %.6.i60190, i64 %loop.index184, !dbg !90
  store double %.537, double* %scevgep444, align 8, !dbg !90
  %.551 = add nuw nsw i64 %loop.index184, 1, !dbg !90
  %exitcond266.not = icmp eq i64 %arg.y0.5.0, %.551, !dbg !90
  br i1 %exitcond266.not, label %for.end.endif.endif.endif.endif.endif, label %for.body, !dbg !90

for.end.endif.endif.endif.endif.endif:            ; preds = %for.body.endif.endif.endif
  call void @llvm.dbg.value(metadata i8* %.7.i.i53, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* %.6.i60190, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  %.7.i.i124 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.51, i32 32), !dbg !91, !noalias !93
  call void @llvm.dbg.value(metadata i8* %.7.i.i124, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* %.7.i.i124, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  %.8.i.i125 = icmp eq i8* %.7.i.i124, null, !dbg !91
  br i1 %.8.i.i125, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !dbg !91, !prof !61

for.end.endif.endif.endif.endif.endif.thread:     ; preds = %B76.endif.endif.endif.endif.endif.endif
  call void @llvm.dbg.value(metadata i8* %.7.i.i53, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* %.6.i60190, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  %.7.i.i124268 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.51, i32 32), !dbg !91, !noalias !93
  %.8.i.i125269 = icmp eq i8* %.7.i.i124268, null, !dbg !91
  br i1 %.8.i.i125269, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.thread, !dbg !91, !prof !61

for.end.endif.endif.endif.endif.endif.endif.thread: ; preds = %for.end.endif.endif.endif.endif.endif.thread
  %.5.i130272 = getelementptr i8, i8* %.7.i.i124268, i64 24, !dbg !100
  %4 = bitcast i8* %.5.i130272 to double**, !dbg !100
  %.6.i131191273 = load double*, double** %4, align 8, !dbg !100
  br label %for.end.1, !dbg !100

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif.thread, %for.end.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139698989406336, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !100
  br label %common.ret, !dbg !100

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %5 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i130 = getelementptr i8, i8* %.7.i.i124, i64 24, !dbg !100
  %6 = bitcast i8* %.5.i130 to double**, !dbg !100
  %.6.i131191 = load double*, double** %6, align 8, !dbg !100
  call void @llvm.dbg.value(metadata double* %.6.i131191, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* %.6.i131191, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  br i1 %5, label %for.body.1.preheader, label %for.end.1, !dbg !100

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif.endif
  br label %for.body.1, !dbg !100

for.body.1:                                       ; preds = %for.body.1.preheader, %for.body.1.endif.endif.endif
  %loop.index.1188 = phi i64 [ %.791, %for.body.1.endif.endif.endif ], [ 0, %for.body.1.preheader ]
  %.739.0187 = phi i64 [ %.739.1, %for.body.1.endif.endif.endif ], [ 0, %for.body.1.preheader ]
  %.736.0186 = phi i64 [ %spec.select242, %for.body.1.endif.endif.endif ], [ 0, %for.body.1.preheader ]
  %7 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242 = select i1 %7, i64 %loop.index.1188, i64 %.736.0186, !dbg !100
  %.752 = getelementptr double, double* %.6.i60190, i64 %spec.select242, !dbg !100
  %.753 = load double, double* %.752, align 8, !dbg !100
  %.739.1 = select i1 %7, i64 %loop.index.1188, i64 %.739.0187, !dbg !100
  %.761 = getelementptr double, double* %y.2.sroa.48.0258, i64 %.739.1, !dbg !100
  %.762 = load double, double* %.761, align 8, !dbg !100
  store double 0.000000e+00, double* %.763, align 8, !dbg !100
  %.767 = call i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2a90B3v11B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEddd(double* nonnull %.763, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.9, double %arg.h, double %.753, double %.762), !dbg !100
  switch i32 %.767, label %for.body.1.endif.endif.if [
    i32 -2, label %for.body.1.endif.endif.endif
    i32 0, label %for.body.1.endif.endif.endif
  ], !dbg !100

for.end.1:                                        ; preds = %for.body.1.endif.endif.endif, %for.end.endif.endif.endif.endif.endif.endif, %for.end.endif.endif.endif.endif.endif.endif.thread
  %.6.i131191275 = phi double* [ %.6.i131191273, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.6.i131191, %for.end.endif.endif.endif.endif.endif.endif ], [ %.6.i131191, %for.body.1.endif.endif.endif ]
  %.7.i.i124270274 = phi i8* [ %.7.i.i124268, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.7.i.i124, %for.end.endif.endif.endif.endif.endif.endif ], [ %.7.i.i124, %for.body.1.endif.endif.endif ]
  call void @llvm.dbg.value(metadata i8* null, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !55, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  tail call void @NRT_decref(i8* nonnull %y.2.sroa.0.0259)
  tail call void @NRT_decref(i8* nonnull %.7.i.i53)
  call void @llvm.dbg.value(metadata i8* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 undef, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 %arg.y0.5.0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 8, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  %.254 = icmp ugt i64 %.253257, 1, !dbg !62
  br i1 %.254, label %B76, label %B148.endif.endif.endif.endif.endif, !dbg !62

for.body.1.endif.endif.if:                        ; preds = %for.body.1
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !100
  br label %common.ret, !dbg !100

for.body.1.endif.endif.endif:                     ; preds = %for.body.1, %for.body.1
  %.777 = load double, double* %.763, align 8, !dbg !100
  %scevgep445 = getelementptr double, double* %.6.i131191, i64 %loop.index.1188, !dbg !100
  store double %.777, double* %scevgep445, align 8, !dbg !100
  %.791 = add nuw nsw i64 %loop.index.1188, 1, !dbg !100
  %exitcond267.not = icmp eq i64 %arg.y0.5.0, %.791, !dbg !100
  br i1 %exitcond267.not, label %for.end.1, label %for.body.1, !dbg !100

B148.endif.endif.endif.endif.endif:               ; preds = %for.end.1
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !50, metadata !DIExpression()), !dbg !49
  %.7.i.i47 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.51, i32 32), !dbg !101, !noalias !103
  %.8.i.i48 = icmp eq i8* %.7.i.i47, null, !dbg !101
  br i1 %.8.i.i48, label %B148.endif.endif.endif.endif.endif.if, label %B148.endif.endif.endif.endif.endif.endif, !dbg !101, !prof !61

B148.endif.endif.endif.endif.endif.if:            ; preds = %B148.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139698989406336, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !110
  br label %common.ret, !dbg !110

B148.endif.endif.endif.endif.endif.endif:         ; preds = %B148.endif.endif.endif.endif.endif
  %8 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i45 = getelementptr i8, i8* %.7.i.i47, i64 24, !dbg !110
  %9 = bitcast i8* %.5.i45 to double**, !dbg !110
  %.6.i46189 = load double*, double** %9, align 8, !dbg !110
  br i1 %8, label %for.body.2.preheader, label %for.end.2, !dbg !110

for.body.2.preheader:                             ; preds = %B148.endif.endif.endif.endif.endif.endif
  br label %for.body.2, !dbg !110

for.body.2:                                       ; preds = %for.body.2.preheader, %for.body.2.endif.endif.endif
  %loop.index.2180 = phi i64 [ %.1088, %for.body.2.endif.endif.endif ], [ 0, %for.body.2.preheader ]
  %.1036.0179 = phi i64 [ %loop.index.2180..1036.0179, %for.body.2.endif.endif.endif ], [ 0, %for.body.2.preheader ]
  %.1033.0178 = phi i64 [ %loop.index.2180..1033.0178, %for.body.2.endif.endif.endif ], [ 0, %for.body.2.preheader ]
  %10 = icmp eq i64 %arg.y0.5.0, 1
  %loop.index.2180..1033.0178 = select i1 %10, i64 %.1033.0178, i64 %loop.index.2180, !dbg !110
  %loop.index.2180..1036.0179 = select i1 %10, i64 %.1036.0179, i64 %loop.index.2180, !dbg !110
  %.1050236.in = getelementptr double, double* %.6.i131191275, i64 %loop.index.2180..1033.0178, !dbg !110
  %.1050236 = load double, double* %.1050236.in, align 8, !dbg !110
  %.1058 = getelementptr double, double* %.6.i131191275, i64 %loop.index.2180..1036.0179, !dbg !110
  %.1059 = load double, double* %.1058, align 8, !dbg !110
  store double 0.000000e+00, double* %.1060, align 8, !dbg !110
  %.1064 = call i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2850B3v12B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd(double* nonnull %.1060, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.13, double %.1050236, double %.1059), !dbg !110
  switch i32 %.1064, label %for.body.2.endif.endif.if [
    i32 -2, label %for.body.2.endif.endif.endif
    i32 0, label %for.body.2.endif.endif.endif
  ], !dbg !110

for.end.2:                                        ; preds = %for.body.2.endif.endif.endif, %B148.endif.endif.endif.endif.endif.endif
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !111, metadata !DIExpression()), !dbg !119
  %.69.i = icmp eq i64 %arg.y0.5.0, 0, !dbg !121
  br i1 %.69.i, label %for.end.2.endif, label %B50.endif.preheader.i, !dbg !121, !prof !61

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1), !dbg !121
  %11 = add nsw i64 %smax.i, -1, !dbg !121
  %xtraiter.i = and i64 %smax.i, 7, !dbg !121
  %12 = icmp ult i64 %11, 7, !dbg !121
  br i1 %12, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i, !dbg !121

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800, !dbg !121
  %13 = add nsw i64 %unroll_iter.i, -8, !dbg !121
  %14 = lshr exact i64 %13, 3, !dbg !121
  %15 = add nuw nsw i64 %14, 1, !dbg !121
  %xtraiter = and i64 %15, 7, !dbg !121
  %16 = icmp ult i64 %13, 56, !dbg !121
  br i1 %16, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new, !dbg !121

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %15, 4611686018427387896, !dbg !121
  %scevgep313 = getelementptr double, double* %.6.i46189, i64 63, !dbg !121
  br label %B50.endif.i, !dbg !121

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.240.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.240.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.240.7.i.7, %B50.endif.i ]
  %.71.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.183.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !121
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader, !dbg !121

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %17 = add nuw nsw i64 %.71.05.i.unr, 7, !dbg !121
  %scevgep289 = getelementptr double, double* %.6.i46189, i64 %17, !dbg !121
  %18 = shl nuw nsw i64 %xtraiter, 6, !dbg !121
  br label %B50.endif.i.epil, !dbg !121

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.240.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %19 = bitcast double* %scevgep289 to i8*, !dbg !121
  call void @llvm.dbg.value(metadata double %c.2.06.i.epil, metadata !111, metadata !DIExpression()), !dbg !119
  %uglygep310 = getelementptr i8, i8* %19, i64 %lsr.iv, !dbg !122
  %uglygep310311 = bitcast i8* %uglygep310 to double*, !dbg !122
  %scevgep312 = getelementptr double, double* %uglygep310311, i64 -7, !dbg !122
  %.237.i.epil = load double, double* %scevgep312, align 8, !dbg !122, !noalias !123
  %.240.i.epil = fadd double %c.2.06.i.epil, %.237.i.epil, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.i.epil, metadata !111, metadata !DIExpression()), !dbg !119
  %uglygep307 = getelementptr i8, i8* %19, i64 %lsr.iv, !dbg !122
  %uglygep307308 = bitcast i8* %uglygep307 to double*, !dbg !122
  %scevgep309 = getelementptr double, double* %uglygep307308, i64 -6, !dbg !122
  %.237.1.i.epil = load double, double* %scevgep309, align 8, !dbg !122, !noalias !123
  %.240.1.i.epil = fadd double %.240.i.epil, %.237.1.i.epil, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.1.i.epil, metadata !111, metadata !DIExpression()), !dbg !119
  %uglygep304 = getelementptr i8, i8* %19, i64 %lsr.iv, !dbg !122
  %uglygep304305 = bitcast i8* %uglygep304 to double*, !dbg !122
  %scevgep306 = getelementptr double, double* %uglygep304305, i64 -5, !dbg !122
  %.237.2.i.epil = load double, double* %scevgep306, align 8, !dbg !122, !noalias !123
  %.240.2.i.epil = fadd double %.240.1.i.epil, %.237.2.i.epil, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.2.i.epil, metadata !111, metadata !DIExpression()), !dbg !119
  %uglygep301 = getelementptr i8, i8* %19, i64 %lsr.iv, !dbg !122
  %uglygep301302 = bitcast i8* %uglygep301 to double*, !dbg !122
  %scevgep303 = getelementptr double, double* %uglygep301302, i64 -4, !dbg !122
  %.237.3.i.epil = load double, double* %scevgep303, align 8, !dbg !122, !noalias !123
  %.240.3.i.epil = fadd double %.240.2.i.epil, %.237.3.i.epil, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.3.i.epil, metadata !111, metadata !DIExpression()), !dbg !119
  %uglygep298 = getelementptr i8, i8* %19, i64 %lsr.iv, !dbg !122
  %uglygep298299 = bitcast i8* %uglygep298 to double*, !dbg !122
  %scevgep300 = getelementptr double, double* %uglygep298299, i64 -3, !dbg !122
  %.237.4.i.epil = load double, double* %scevgep300, align 8, !dbg !122, !noalias !123
  %.240.4.i.epil = fadd double %.240.3.i.epil, %.237.4.i.epil, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.4.i.epil, metadata !111, metadata !DIExpression()), !dbg !119
  %uglygep295 = getelementptr i8, i8* %19, i64 %lsr.iv, !dbg !122
  %uglygep295296 = bitcast i8* %uglygep295 to double*, !dbg !122
  %scevgep297 = getelementptr double, double* %uglygep295296, i64 -2, !dbg !122
  %.237.5.i.epil = load double, double* %scevgep297, align 8, !dbg !122, !noalias !123
  %.240.5.i.epil = fadd double %.240.4.i.epil, %.237.5.i.epil, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.5.i.epil, metadata !111, metadata !DIExpression()), !dbg !119
  %uglygep292 = getelementptr i8, i8* %19, i64 %lsr.iv, !dbg !122
  %uglygep292293 = bitcast i8* %uglygep292 to double*, !dbg !122
  %scevgep294 = getelementptr double, double* %uglygep292293, i64 -1, !dbg !122
  %.237.6.i.epil = load double, double* %scevgep294, align 8, !dbg !122, !noalias !123
  %.240.6.i.epil = fadd double %.240.5.i.epil, %.237.6.i.epil, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.6.i.epil, metadata !111, metadata !DIExpression()), !dbg !119
  %uglygep = getelementptr i8, i8* %19, i64 %lsr.iv, !dbg !122
  %uglygep291 = bitcast i8* %uglygep to double*, !dbg !122
  %.237.7.i.epil = load double, double* %uglygep291, align 8, !dbg !122, !noalias !123
  %.240.7.i.epil = fadd double %.240.6.i.epil, %.237.7.i.epil, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.7.i.epil, metadata !111, metadata !DIExpression()), !dbg !119
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64, !dbg !121
  %epil.iter.cmp.not = icmp eq i64 %18, %lsr.iv.next, !dbg !121
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !dbg !121, !prof !126, !llvm.loop !127

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.240.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.240.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.240.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.240.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.240.7.i.epil, %B50.endif.i.epil ]
  %.71.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0, !dbg !121
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i, !dbg !121

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i44 = getelementptr double, double* %.6.i46189, i64 %.71.05.unr.i, !dbg !121
  br label %B50.endif.epil.i, !dbg !121

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.240.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  call void @llvm.dbg.value(metadata double %c.2.06.epil.i, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep = getelementptr double, double* %scevgep.i44, i64 %epil.iter.i, !dbg !122
  %.237.epil.i = load double, double* %scevgep, align 8, !dbg !122, !noalias !123
  %.240.epil.i = fadd double %c.2.06.epil.i, %.237.epil.i, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.epil.i, metadata !111, metadata !DIExpression()), !dbg !119
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1, !dbg !121
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i, !dbg !121
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !dbg !121, !prof !126, !llvm.loop !129

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv441 = phi i64 [ %lsr.iv.next442, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.240.7.i.7, %B50.endif.i ]
  %.71.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.183.7.i.7, %B50.endif.i ]
  call void @llvm.dbg.value(metadata double %c.2.06.i, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep439 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -63, !dbg !122
  %.237.i = load double, double* %scevgep440, align 8, !dbg !122, !noalias !123
  %.240.i = fadd double %c.2.06.i, %.237.i, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.i, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep437 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep438 = getelementptr double, double* %scevgep437, i64 -62, !dbg !122
  %.237.1.i = load double, double* %scevgep438, align 8, !dbg !122, !noalias !123
  %.240.1.i = fadd double %.240.i, %.237.1.i, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.1.i, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep435 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep436 = getelementptr double, double* %scevgep435, i64 -61, !dbg !122
  %.237.2.i = load double, double* %scevgep436, align 8, !dbg !122, !noalias !123
  %.240.2.i = fadd double %.240.1.i, %.237.2.i, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.2.i, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep433 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep434 = getelementptr double, double* %scevgep433, i64 -60, !dbg !122
  %.237.3.i = load double, double* %scevgep434, align 8, !dbg !122, !noalias !123
  %.240.3.i = fadd double %.240.2.i, %.237.3.i, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.3.i, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep431 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -59, !dbg !122
  %.237.4.i = load double, double* %scevgep432, align 8, !dbg !122, !noalias !123
  %.240.4.i = fadd double %.240.3.i, %.237.4.i, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.4.i, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep429 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep430 = getelementptr double, double* %scevgep429, i64 -58, !dbg !122
  %.237.5.i = load double, double* %scevgep430, align 8, !dbg !122, !noalias !123
  %.240.5.i = fadd double %.240.4.i, %.237.5.i, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.5.i, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep427 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -57, !dbg !122
  %.237.6.i = load double, double* %scevgep428, align 8, !dbg !122, !noalias !123
  %.240.6.i = fadd double %.240.5.i, %.237.6.i, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.6.i, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep425 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -56, !dbg !122
  %.237.7.i = load double, double* %scevgep426, align 8, !dbg !122, !noalias !123
  %.240.7.i = fadd double %.240.6.i, %.237.7.i, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.7.i, metadata !111, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %.240.7.i, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep394 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep395 = getelementptr double, double* %scevgep394, i64 -55, !dbg !122
  %.237.i.1 = load double, double* %scevgep395, align 8, !dbg !122, !noalias !123
  %.240.i.1 = fadd double %.240.7.i, %.237.i.1, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.i.1, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep396 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -54, !dbg !122
  %.237.1.i.1 = load double, double* %scevgep397, align 8, !dbg !122, !noalias !123
  %.240.1.i.1 = fadd double %.240.i.1, %.237.1.i.1, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.1.i.1, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep398 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -53, !dbg !122
  %.237.2.i.1 = load double, double* %scevgep399, align 8, !dbg !122, !noalias !123
  %.240.2.i.1 = fadd double %.240.1.i.1, %.237.2.i.1, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.2.i.1, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep400 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -52, !dbg !122
  %.237.3.i.1 = load double, double* %scevgep401, align 8, !dbg !122, !noalias !123
  %.240.3.i.1 = fadd double %.240.2.i.1, %.237.3.i.1, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.3.i.1, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep402 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -51, !dbg !122
  %.237.4.i.1 = load double, double* %scevgep403, align 8, !dbg !122, !noalias !123
  %.240.4.i.1 = fadd double %.240.3.i.1, %.237.4.i.1, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.4.i.1, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep404 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -50, !dbg !122
  %.237.5.i.1 = load double, double* %scevgep405, align 8, !dbg !122, !noalias !123
  %.240.5.i.1 = fadd double %.240.4.i.1, %.237.5.i.1, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.5.i.1, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep406 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -49, !dbg !122
  %.237.6.i.1 = load double, double* %scevgep407, align 8, !dbg !122, !noalias !123
  %.240.6.i.1 = fadd double %.240.5.i.1, %.237.6.i.1, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.6.i.1, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep408 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -48, !dbg !122
  %.237.7.i.1 = load double, double* %scevgep409, align 8, !dbg !122, !noalias !123
  %.240.7.i.1 = fadd double %.240.6.i.1, %.237.7.i.1, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.7.i.1, metadata !111, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %.240.7.i.1, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep378 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -47, !dbg !122
  %.237.i.2 = load double, double* %scevgep379, align 8, !dbg !122, !noalias !123
  %.240.i.2 = fadd double %.240.7.i.1, %.237.i.2, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.i.2, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep380 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -46, !dbg !122
  %.237.1.i.2 = load double, double* %scevgep381, align 8, !dbg !122, !noalias !123
  %.240.1.i.2 = fadd double %.240.i.2, %.237.1.i.2, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.1.i.2, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep382 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -45, !dbg !122
  %.237.2.i.2 = load double, double* %scevgep383, align 8, !dbg !122, !noalias !123
  %.240.2.i.2 = fadd double %.240.1.i.2, %.237.2.i.2, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.2.i.2, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep384 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -44, !dbg !122
  %.237.3.i.2 = load double, double* %scevgep385, align 8, !dbg !122, !noalias !123
  %.240.3.i.2 = fadd double %.240.2.i.2, %.237.3.i.2, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.3.i.2, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep386 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -43, !dbg !122
  %.237.4.i.2 = load double, double* %scevgep387, align 8, !dbg !122, !noalias !123
  %.240.4.i.2 = fadd double %.240.3.i.2, %.237.4.i.2, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.4.i.2, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep388 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep389 = getelementptr double, double* %scevgep388, i64 -42, !dbg !122
  %.237.5.i.2 = load double, double* %scevgep389, align 8, !dbg !122, !noalias !123
  %.240.5.i.2 = fadd double %.240.4.i.2, %.237.5.i.2, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.5.i.2, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep390 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep391 = getelementptr double, double* %scevgep390, i64 -41, !dbg !122
  %.237.6.i.2 = load double, double* %scevgep391, align 8, !dbg !122, !noalias !123
  %.240.6.i.2 = fadd double %.240.5.i.2, %.237.6.i.2, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.6.i.2, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep392 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep393 = getelementptr double, double* %scevgep392, i64 -40, !dbg !122
  %.237.7.i.2 = load double, double* %scevgep393, align 8, !dbg !122, !noalias !123
  %.240.7.i.2 = fadd double %.240.6.i.2, %.237.7.i.2, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.7.i.2, metadata !111, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %.240.7.i.2, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep362 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep363 = getelementptr double, double* %scevgep362, i64 -39, !dbg !122
  %.237.i.3 = load double, double* %scevgep363, align 8, !dbg !122, !noalias !123
  %.240.i.3 = fadd double %.240.7.i.2, %.237.i.3, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.i.3, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep364 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -38, !dbg !122
  %.237.1.i.3 = load double, double* %scevgep365, align 8, !dbg !122, !noalias !123
  %.240.1.i.3 = fadd double %.240.i.3, %.237.1.i.3, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.1.i.3, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep366 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep367 = getelementptr double, double* %scevgep366, i64 -37, !dbg !122
  %.237.2.i.3 = load double, double* %scevgep367, align 8, !dbg !122, !noalias !123
  %.240.2.i.3 = fadd double %.240.1.i.3, %.237.2.i.3, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.2.i.3, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep368 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep369 = getelementptr double, double* %scevgep368, i64 -36, !dbg !122
  %.237.3.i.3 = load double, double* %scevgep369, align 8, !dbg !122, !noalias !123
  %.240.3.i.3 = fadd double %.240.2.i.3, %.237.3.i.3, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.3.i.3, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep370 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -35, !dbg !122
  %.237.4.i.3 = load double, double* %scevgep371, align 8, !dbg !122, !noalias !123
  %.240.4.i.3 = fadd double %.240.3.i.3, %.237.4.i.3, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.4.i.3, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep372 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep373 = getelementptr double, double* %scevgep372, i64 -34, !dbg !122
  %.237.5.i.3 = load double, double* %scevgep373, align 8, !dbg !122, !noalias !123
  %.240.5.i.3 = fadd double %.240.4.i.3, %.237.5.i.3, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.5.i.3, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep374 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep375 = getelementptr double, double* %scevgep374, i64 -33, !dbg !122
  %.237.6.i.3 = load double, double* %scevgep375, align 8, !dbg !122, !noalias !123
  %.240.6.i.3 = fadd double %.240.5.i.3, %.237.6.i.3, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.6.i.3, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep376 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep377 = getelementptr double, double* %scevgep376, i64 -32, !dbg !122
  %.237.7.i.3 = load double, double* %scevgep377, align 8, !dbg !122, !noalias !123
  %.240.7.i.3 = fadd double %.240.6.i.3, %.237.7.i.3, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.7.i.3, metadata !111, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %.240.7.i.3, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep346 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -31, !dbg !122
  %.237.i.4 = load double, double* %scevgep347, align 8, !dbg !122, !noalias !123
  %.240.i.4 = fadd double %.240.7.i.3, %.237.i.4, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.i.4, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep348 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -30, !dbg !122
  %.237.1.i.4 = load double, double* %scevgep349, align 8, !dbg !122, !noalias !123
  %.240.1.i.4 = fadd double %.240.i.4, %.237.1.i.4, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.1.i.4, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep350 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -29, !dbg !122
  %.237.2.i.4 = load double, double* %scevgep351, align 8, !dbg !122, !noalias !123
  %.240.2.i.4 = fadd double %.240.1.i.4, %.237.2.i.4, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.2.i.4, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep352 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -28, !dbg !122
  %.237.3.i.4 = load double, double* %scevgep353, align 8, !dbg !122, !noalias !123
  %.240.3.i.4 = fadd double %.240.2.i.4, %.237.3.i.4, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.3.i.4, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep354 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep355 = getelementptr double, double* %scevgep354, i64 -27, !dbg !122
  %.237.4.i.4 = load double, double* %scevgep355, align 8, !dbg !122, !noalias !123
  %.240.4.i.4 = fadd double %.240.3.i.4, %.237.4.i.4, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.4.i.4, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep356 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep357 = getelementptr double, double* %scevgep356, i64 -26, !dbg !122
  %.237.5.i.4 = load double, double* %scevgep357, align 8, !dbg !122, !noalias !123
  %.240.5.i.4 = fadd double %.240.4.i.4, %.237.5.i.4, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.5.i.4, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep358 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep359 = getelementptr double, double* %scevgep358, i64 -25, !dbg !122
  %.237.6.i.4 = load double, double* %scevgep359, align 8, !dbg !122, !noalias !123
  %.240.6.i.4 = fadd double %.240.5.i.4, %.237.6.i.4, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.6.i.4, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep360 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep361 = getelementptr double, double* %scevgep360, i64 -24, !dbg !122
  %.237.7.i.4 = load double, double* %scevgep361, align 8, !dbg !122, !noalias !123
  %.240.7.i.4 = fadd double %.240.6.i.4, %.237.7.i.4, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.7.i.4, metadata !111, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %.240.7.i.4, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep330 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -23, !dbg !122
  %.237.i.5 = load double, double* %scevgep331, align 8, !dbg !122, !noalias !123
  %.240.i.5 = fadd double %.240.7.i.4, %.237.i.5, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.i.5, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep332 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -22, !dbg !122
  %.237.1.i.5 = load double, double* %scevgep333, align 8, !dbg !122, !noalias !123
  %.240.1.i.5 = fadd double %.240.i.5, %.237.1.i.5, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.1.i.5, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep334 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -21, !dbg !122
  %.237.2.i.5 = load double, double* %scevgep335, align 8, !dbg !122, !noalias !123
  %.240.2.i.5 = fadd double %.240.1.i.5, %.237.2.i.5, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.2.i.5, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep336 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -20, !dbg !122
  %.237.3.i.5 = load double, double* %scevgep337, align 8, !dbg !122, !noalias !123
  %.240.3.i.5 = fadd double %.240.2.i.5, %.237.3.i.5, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.3.i.5, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep338 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -19, !dbg !122
  %.237.4.i.5 = load double, double* %scevgep339, align 8, !dbg !122, !noalias !123
  %.240.4.i.5 = fadd double %.240.3.i.5, %.237.4.i.5, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.4.i.5, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep340 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -18, !dbg !122
  %.237.5.i.5 = load double, double* %scevgep341, align 8, !dbg !122, !noalias !123
  %.240.5.i.5 = fadd double %.240.4.i.5, %.237.5.i.5, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.5.i.5, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep342 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -17, !dbg !122
  %.237.6.i.5 = load double, double* %scevgep343, align 8, !dbg !122, !noalias !123
  %.240.6.i.5 = fadd double %.240.5.i.5, %.237.6.i.5, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.6.i.5, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep344 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -16, !dbg !122
  %.237.7.i.5 = load double, double* %scevgep345, align 8, !dbg !122, !noalias !123
  %.240.7.i.5 = fadd double %.240.6.i.5, %.237.7.i.5, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.7.i.5, metadata !111, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %.240.7.i.5, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep314 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -15, !dbg !122
  %.237.i.6 = load double, double* %scevgep315, align 8, !dbg !122, !noalias !123
  %.240.i.6 = fadd double %.240.7.i.5, %.237.i.6, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.i.6, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep316 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -14, !dbg !122
  %.237.1.i.6 = load double, double* %scevgep317, align 8, !dbg !122, !noalias !123
  %.240.1.i.6 = fadd double %.240.i.6, %.237.1.i.6, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.1.i.6, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep318 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -13, !dbg !122
  %.237.2.i.6 = load double, double* %scevgep319, align 8, !dbg !122, !noalias !123
  %.240.2.i.6 = fadd double %.240.1.i.6, %.237.2.i.6, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.2.i.6, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep320 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -12, !dbg !122
  %.237.3.i.6 = load double, double* %scevgep321, align 8, !dbg !122, !noalias !123
  %.240.3.i.6 = fadd double %.240.2.i.6, %.237.3.i.6, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.3.i.6, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep322 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -11, !dbg !122
  %.237.4.i.6 = load double, double* %scevgep323, align 8, !dbg !122, !noalias !123
  %.240.4.i.6 = fadd double %.240.3.i.6, %.237.4.i.6, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.4.i.6, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep324 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -10, !dbg !122
  %.237.5.i.6 = load double, double* %scevgep325, align 8, !dbg !122, !noalias !123
  %.240.5.i.6 = fadd double %.240.4.i.6, %.237.5.i.6, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.5.i.6, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep326 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -9, !dbg !122
  %.237.6.i.6 = load double, double* %scevgep327, align 8, !dbg !122, !noalias !123
  %.240.6.i.6 = fadd double %.240.5.i.6, %.237.6.i.6, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.6.i.6, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep328 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -8, !dbg !122
  %.237.7.i.6 = load double, double* %scevgep329, align 8, !dbg !122, !noalias !123
  %.240.7.i.6 = fadd double %.240.6.i.6, %.237.7.i.6, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.7.i.6, metadata !111, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double %.240.7.i.6, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep410 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -7, !dbg !122
  %.237.i.7 = load double, double* %scevgep411, align 8, !dbg !122, !noalias !123
  %.240.i.7 = fadd double %.240.7.i.6, %.237.i.7, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.i.7, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep412 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -6, !dbg !122
  %.237.1.i.7 = load double, double* %scevgep413, align 8, !dbg !122, !noalias !123
  %.240.1.i.7 = fadd double %.240.i.7, %.237.1.i.7, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.1.i.7, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep414 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -5, !dbg !122
  %.237.2.i.7 = load double, double* %scevgep415, align 8, !dbg !122, !noalias !123
  %.240.2.i.7 = fadd double %.240.1.i.7, %.237.2.i.7, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.2.i.7, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep416 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -4, !dbg !122
  %.237.3.i.7 = load double, double* %scevgep417, align 8, !dbg !122, !noalias !123
  %.240.3.i.7 = fadd double %.240.2.i.7, %.237.3.i.7, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.3.i.7, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep418 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -3, !dbg !122
  %.237.4.i.7 = load double, double* %scevgep419, align 8, !dbg !122, !noalias !123
  %.240.4.i.7 = fadd double %.240.3.i.7, %.237.4.i.7, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.4.i.7, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep420 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -2, !dbg !122
  %.237.5.i.7 = load double, double* %scevgep421, align 8, !dbg !122, !noalias !123
  %.240.5.i.7 = fadd double %.240.4.i.7, %.237.5.i.7, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.5.i.7, metadata !111, metadata !DIExpression()), !dbg !119
  %scevgep422 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -1, !dbg !122
  %.237.6.i.7 = load double, double* %scevgep423, align 8, !dbg !122, !noalias !123
  %.240.6.i.7 = fadd double %.240.5.i.7, %.237.6.i.7, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.6.i.7, metadata !111, metadata !DIExpression()), !dbg !119
  %.183.7.i.7 = add i64 %.71.05.i, 64, !dbg !121
  %scevgep424 = getelementptr double, double* %scevgep313, i64 %.71.05.i, !dbg !122
  %.237.7.i.7 = load double, double* %scevgep424, align 8, !dbg !122, !noalias !123
  %.240.7.i.7 = fadd double %.240.6.i.7, %.237.7.i.7, !dbg !122
  call void @llvm.dbg.value(metadata double %.240.7.i.7, metadata !111, metadata !DIExpression()), !dbg !119
  %lsr.iv.next442 = add i64 %lsr.iv441, -8, !dbg !121
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next442, 0, !dbg !121
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !dbg !121, !prof !61

for.body.2.endif.endif.if:                        ; preds = %for.body.2
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !110
  br label %common.ret, !dbg !110

for.body.2.endif.endif.endif:                     ; preds = %for.body.2, %for.body.2
  %.1074 = load double, double* %.1060, align 8, !dbg !110
  %scevgep443 = getelementptr double, double* %.6.i46189, i64 %loop.index.2180, !dbg !110
  store double %.1074, double* %scevgep443, align 8, !dbg !110
  %.1088 = add nuw nsw i64 %loop.index.2180, 1, !dbg !110
  %exitcond.not = icmp eq i64 %arg.y0.5.0, %.1088, !dbg !110
  br i1 %exitcond.not, label %for.end.2, label %for.body.2, !dbg !110

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.240.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.240.epil.i, %B50.endif.epil.i ], !dbg !119
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !111, metadata !DIExpression()), !dbg !119
  tail call void @NRT_decref(i8* nonnull %.7.i.i124270274)
  call void @llvm.dbg.value(metadata i8* null, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i8* null, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !49
  call void @llvm.dbg.value(metadata double* null, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !49
  call void @llvm.dbg.value(metadata i64 0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !49
  tail call void @NRT_decref(i8* nonnull %.7.i.i47)
  store double %c.2.0.lcssa.i, double* %retptr, align 8, !dbg !110
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

define i8* @_ZN7cpython7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.ode_euler, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !61

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.if.if ], [ %.77, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !61

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([147 x i8], [147 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !61

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !130

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, double %.46) #0
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
  %10 = icmp sgt i32 %.59, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

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
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !61

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.112 = call i8* @numba_unpickle(i8* %.87, i32 %.89, i8* %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi i8* [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115.not = icmp eq i8* %.114, null
  br i1 %.115.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !61

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

define double @cfunc._ZN7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.10 = call i32 @_ZN7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 poison, double %.2) #0
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
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f0e349c3dd0>", i64 0, i64 0))
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
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !61

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !61

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

; Function Attrs: argmemonly mustprogress nofree noinline nosync nounwind willreturn writeonly
define linkonce_odr i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2990B3v10B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, double %arg.y_2_1, double %arg.y_2_2) local_unnamed_addr #3 !dbg !131 {
for.end:
  call void @llvm.dbg.value(metadata double %arg.y_2_1, metadata !137, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata double %arg.y_2_2, metadata !139, metadata !DIExpression()), !dbg !138
  %.23 = tail call double @llvm.sin.f64(double %arg.y_2_1), !dbg !140
  %.36 = fmul double %arg.y_2_2, 5.000000e-01, !dbg !140
  %.42 = fsub double %.23, %.36, !dbg !140
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !137, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !139, metadata !DIExpression()), !dbg !138
  store double %.42, double* %retptr, align 8, !dbg !140
  ret i32 0, !dbg !140
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #1

; Function Attrs: argmemonly mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly
define linkonce_odr i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2a90B3v11B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEddd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, double %arg.h_1, double %arg.k_1, double %arg.y_2_3) local_unnamed_addr #4 !dbg !141 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !147, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !149, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !150, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double %arg.h_1, metadata !147, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double %arg.k_1, metadata !149, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double %arg.y_2_3, metadata !150, metadata !DIExpression()), !dbg !148
  %.18 = fmul double %arg.h_1, %arg.k_1, !dbg !151
  %.24 = fadd double %.18, %arg.y_2_3, !dbg !151
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !149, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !147, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !150, metadata !DIExpression()), !dbg !148
  store double %.24, double* %retptr, align 8, !dbg !151
  ret i32 0, !dbg !151
}

; Function Attrs: argmemonly mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly
define linkonce_odr i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2850B3v12B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, double %arg.y_2_4, double %arg.y_2_5) local_unnamed_addr #4 !dbg !152 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !158, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !160, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata double %arg.y_2_4, metadata !158, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata double %arg.y_2_5, metadata !160, metadata !DIExpression()), !dbg !159
  %.14 = fmul double %arg.y_2_4, %arg.y_2_5, !dbg !161
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !160, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !158, metadata !DIExpression()), !dbg !159
  store double %.14, double* %retptr, align 8, !dbg !161
  ret i32 0, !dbg !161
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #5 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !61

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !61

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !61

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { noinline }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree noinline nosync nounwind willreturn writeonly }
attributes #4 = { argmemonly mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #6 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!0, !2, !4, !5, !7, !8, !9, !11}
!llvm.module.flags = !{!12, !13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.py", directory: "tests/inputs")
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !3, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "arrayobj.py", directory: "numba/np")
!4 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!5 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !6, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!6 = !DIFile(filename: "npyimpl.py", directory: "numba/np")
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!9 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !10, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!10 = !DIFile(filename: "old_arraymath.py", directory: "numba/np")
!11 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !3, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!12 = !{i32 2, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = distinct !DISubprogram(name: "ode_euler", linkageName: "_ZN7kernels9ode_eulerB2v9B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedEd", scope: !1, file: !1, line: 113, type: !15, scopeLine: 113, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !19, !31, !40}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !22, identifier: "{i8*, i32, i8*, i8*, i32}")
!22 = !{!23, !26, !28, !29, !30}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "<field 0>", baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "<field 1>", baseType: !27, size: 32, offset: 64)
!27 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_unsigned)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "<field 2>", baseType: !24, size: 64, offset: 96)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "<field 3>", baseType: !24, size: 64, offset: 160)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "<field 4>", baseType: !27, size: 32, offset: 224)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !32, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!32 = !{!33, !34, !35, !37, !38, !41, !46}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "meminfo", baseType: !24, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "parent", baseType: !24, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", baseType: !36, size: 64, offset: 128)
!36 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "itemsize", baseType: !36, size: 64, offset: 192)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "data", baseType: !39, size: 64, offset: 256)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "shape", baseType: !42, size: 64, offset: 320)
!42 = !DICompositeType(tag: DW_TAG_array_type, name: "UniTuple(int64 x 1) ([1 x i64])", baseType: !43, size: 64, elements: !44, identifier: "[1 x i64]")
!43 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_unsigned)
!44 = !{!45}
!45 = !DISubrange(count: 1)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "strides", baseType: !42, size: 64, offset: 384)
!47 = !DILocalVariable(name: "y0", arg: 1, scope: !14, file: !1, line: 113, type: !48)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !32, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!49 = !DILocation(line: 0, scope: !14)
!50 = !DILocalVariable(name: "h", arg: 2, scope: !14, file: !1, line: 113, type: !40)
!51 = !DILocalVariable(name: "y", scope: !14, file: !1, line: 114, type: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !32, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!53 = !DILocalVariable(name: "y$2", scope: !14, file: !1, line: 114, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !32, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!55 = !DILocalVariable(name: "_", scope: !14, file: !1, line: 115, type: !36)
!56 = !DILocalVariable(name: "k", scope: !14, file: !1, line: 116, type: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !32, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!58 = !DILocalVariable(name: "y$1", scope: !14, file: !1, line: 117, type: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !32, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!60 = !DILocation(line: 114, column: 1, scope: !14)
!61 = !{!"branch_weights", i32 1, i32 99}
!62 = !DILocation(line: 115, column: 1, scope: !14)
!63 = !DILocation(line: 4333, column: 1, scope: !64, inlinedAt: !72)
!64 = distinct !DISubprogram(name: "_call_allocator", linkageName: "_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj", scope: !3, file: !3, line: 4331, type: !65, scopeLine: 4331, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !68, !24, !36, !71}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !22, identifier: "{i8*, i32, i8*, i8*, i32}")
!71 = !DIBasicType(name: "uint32", size: 32, encoding: DW_ATE_unsigned)
!72 = distinct !DILocation(line: 116, column: 1, scope: !14)
!73 = !{!74, !76, !77, !79}
!74 = distinct !{!74, !75, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!76 = distinct !{!76, !75, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!77 = distinct !{!77, !78, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!78 = distinct !{!78, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!79 = distinct !{!79, !78, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!80 = !{i1 true}
!81 = !DILocation(line: 4333, column: 1, scope: !64, inlinedAt: !82)
!82 = distinct !DILocation(line: 114, column: 1, scope: !14)
!83 = !{!84, !86, !87, !89}
!84 = distinct !{!84, !85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!86 = distinct !{!86, !85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!87 = distinct !{!87, !88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!88 = distinct !{!88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!89 = distinct !{!89, !88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!90 = !DILocation(line: 116, column: 1, scope: !14)
!91 = !DILocation(line: 4333, column: 1, scope: !64, inlinedAt: !92)
!92 = distinct !DILocation(line: 117, column: 1, scope: !14)
!93 = !{!94, !96, !97, !99}
!94 = distinct !{!94, !95, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!95 = distinct !{!95, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!96 = distinct !{!96, !95, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!97 = distinct !{!97, !98, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!98 = distinct !{!98, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!99 = distinct !{!99, !98, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!100 = !DILocation(line: 117, column: 1, scope: !14)
!101 = !DILocation(line: 4333, column: 1, scope: !64, inlinedAt: !102)
!102 = distinct !DILocation(line: 118, column: 1, scope: !14)
!103 = !{!104, !106, !107, !109}
!104 = distinct !{!104, !105, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!105 = distinct !{!105, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!106 = distinct !{!106, !105, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!107 = distinct !{!107, !108, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!108 = distinct !{!108, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!109 = distinct !{!109, !108, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!110 = !DILocation(line: 118, column: 1, scope: !14)
!111 = !DILocalVariable(name: "c$2", scope: !112, file: !10, line: 166, type: !40)
!112 = distinct !DISubprogram(name: "array_sum.<locals>.array_sum_impl", linkageName: "_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE", scope: !10, file: !10, line: 166, type: !113, scopeLine: 166, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!113 = !DISubroutineType(types: !114)
!114 = !{!17, !115, !118}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !22, identifier: "{i8*, i32, i8*, i8*, i32}")
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !32, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!119 = !DILocation(line: 0, scope: !112, inlinedAt: !120)
!120 = distinct !DILocation(line: 118, column: 1, scope: !14)
!121 = !DILocation(line: 167, column: 1, scope: !112, inlinedAt: !120)
!122 = !DILocation(line: 168, column: 1, scope: !112, inlinedAt: !120)
!123 = !{!124}
!124 = distinct !{!124, !125, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!125 = distinct !{!125, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!126 = !{!"branch_weights", i32 1, i32 7}
!127 = distinct !{!127, !128}
!128 = !{!"llvm.loop.unroll.disable"}
!129 = distinct !{!129, !128}
!130 = !{!"branch_weights", i32 99, i32 1}
!131 = distinct !DISubprogram(name: "__numba_array_expr_0x7f0e349c2990", linkageName: "_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2990B3v10B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd", scope: !1, file: !1, line: 2, type: !132, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !4)
!132 = !DISubroutineType(types: !133)
!133 = !{!17, !134, !40, !40}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !22, identifier: "{i8*, i32, i8*, i8*, i32}")
!137 = !DILocalVariable(name: "y_2_1", arg: 1, scope: !131, file: !1, line: 2, type: !40)
!138 = !DILocation(line: 0, scope: !131)
!139 = !DILocalVariable(name: "y_2_2", arg: 2, scope: !131, file: !1, line: 2, type: !40)
!140 = !DILocation(line: 1, column: 1, scope: !131)
!141 = distinct !DISubprogram(name: "__numba_array_expr_0x7f0e349c2a90", linkageName: "_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2a90B3v11B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEddd", scope: !1, file: !1, line: 2, type: !142, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!142 = !DISubroutineType(types: !143)
!143 = !{!17, !144, !40, !40, !40}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !22, identifier: "{i8*, i32, i8*, i8*, i32}")
!147 = !DILocalVariable(name: "h_1", arg: 1, scope: !141, file: !1, line: 2, type: !40)
!148 = !DILocation(line: 0, scope: !141)
!149 = !DILocalVariable(name: "k_1", arg: 2, scope: !141, file: !1, line: 2, type: !40)
!150 = !DILocalVariable(name: "y_2_3", arg: 3, scope: !141, file: !1, line: 2, type: !40)
!151 = !DILocation(line: 1, column: 1, scope: !141)
!152 = distinct !DISubprogram(name: "__numba_array_expr_0x7f0e349c2850", linkageName: "_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e349c2850B3v12B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd", scope: !1, file: !1, line: 2, type: !153, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8)
!153 = !DISubroutineType(types: !154)
!154 = !{!17, !155, !40, !40}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !22, identifier: "{i8*, i32, i8*, i8*, i32}")
!158 = !DILocalVariable(name: "y_2_4", arg: 1, scope: !152, file: !1, line: 2, type: !40)
!159 = !DILocation(line: 0, scope: !152)
!160 = !DILocalVariable(name: "y_2_5", arg: 2, scope: !152, file: !1, line: 2, type: !40)
!161 = !DILocation(line: 1, column: 1, scope: !152)
