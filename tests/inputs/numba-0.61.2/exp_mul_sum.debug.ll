; ModuleID = 'exp_mul_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139698990626560 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.139698990626560.sha1 = internal constant [20 x i8] c"\93;eT(\91\00\DCdB\A1-\B0\DA\07\E5q=\1F\DE"
@.const.picklebuf.139698990626560 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.139698990626560, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139698990626560.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139698990641664 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139698990641664.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139698990641664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139698990641664, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139698990641664.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.exp_mul_sum = internal constant [12 x i8] c"exp_mul_sum\00"
@_ZN08NumbaEnv7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [180 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7f0e34da1450>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f0e34da1450>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f0e34da1d90B2v3B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139698989406336 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139698989406336.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139698989406336 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139698989406336, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139698989406336.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

; Function Attrs: noinline
define i32 @_ZN7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* nocapture readnone %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* nocapture readonly %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr #0 !dbg !12 {
entry:
  call void @llvm.dbg.value(metadata i8* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  %.250 = alloca double, align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  call void @llvm.dbg.value(metadata i8* %arg.x.0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* poison, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 poison, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 poison, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* %arg.x.4, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 %arg.x.5.0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 undef, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  tail call void @NRT_incref(i8* %arg.y.0)
  call void @llvm.dbg.value(metadata i8* %arg.y.0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* poison, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 poison, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 poison, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* %arg.y.4, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 %arg.y.5.0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 undef, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64* null, metadata !62, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !63, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64* null, metadata !64, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !67, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !68, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 1, metadata !51, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64* undef, metadata !62, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 1, metadata !63, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64* undef, metadata !64, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !63, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !67, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !68, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata !DIArgList(i64 0, i64 1, i64 1), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_consts, 18446744073709551615, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 %arg.x.5.0, metadata !68, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 1, metadata !69, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !60
  %.110.not.i = icmp eq i64 %arg.x.5.0, 1, !dbg !70
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !68, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata !DIArgList(i64 0, i64 1, i64 1), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_consts, 1, DW_OP_consts, 18446744073709551615, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !60
  call void @llvm.dbg.value(metadata !DIArgList(i64 0, i64 1, i64 1), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_consts, 1, DW_OP_consts, 18446744073709551615, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !60
  call void @llvm.dbg.value(metadata i64 0, metadata !68, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 1, metadata !51, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64* undef, metadata !62, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64* undef, metadata !64, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !63, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !67, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata !DIArgList(i64 0, i64 1, i64 1), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_consts, 18446744073709551615, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %arg.y.5.0, metadata !68, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %arg.x.5.0, metadata !69, metadata !DIExpression()), !dbg !71
  br i1 %.110.not.i, label %B0.endif.endif.endif.endif, label %B90.i12, !dbg !73

common.ret:                                       ; preds = %for.body.endif.endif.if, %B0.endif.endif.endif.endif.endif.if, %for.end.endif, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ %.254, %for.body.endif.endif.if ]
  ret i32 %common.ret.op, !dbg !74

B90.i12:                                          ; preds = %entry
  %.80.not.i9 = icmp eq i64 %arg.x.5.0, %arg.y.5.0, !dbg !75
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !71
  %.85.not.i10 = icmp eq i64 %arg.y.5.0, 1, !dbg !75
  %or.cond.i11 = or i1 %.85.not.i10, %.80.not.i9, !dbg !75
  call void @llvm.dbg.value(metadata i64 0, metadata !68, metadata !DIExpression()), !dbg !71
  br i1 %or.cond.i11, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.if, !dbg !75

B0.endif.endif.endif.if:                          ; preds = %B90.i12
  call void @llvm.dbg.value(metadata i64* null, metadata !62, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !51, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64* null, metadata !64, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !67, metadata !DIExpression()), !dbg !71
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139698990626560, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !74, !numba_exception_output !76
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %entry, %B90.i12
  %dest_shape.1 = phi i64 [ %arg.x.5.0, %B90.i12 ], [ %arg.y.5.0, %entry ], !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !68, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata !DIArgList(i64 0, i64 1, i64 1), metadata !66, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_consts, 1, DW_OP_consts, 18446744073709551615, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !71
  call void @llvm.dbg.value(metadata !DIArgList(i64 0, i64 1, i64 1), metadata !67, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_consts, 1, DW_OP_consts, 18446744073709551615, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !71
  %.158 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1, i64 8), !dbg !74
  %.160 = extractvalue { i64, i1 } %.158, 1, !dbg !74
  br i1 %.160, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !dbg !74, !prof !77

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139698990641664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !74, !numba_exception_output !76
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.159 = extractvalue { i64, i1 } %.158, 0, !dbg !74
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.159, i32 32), !dbg !78, !noalias !88
  %.8.i.i = icmp eq i8* %.7.i.i, null, !dbg !78
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !dbg !78, !prof !77

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139698989406336, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !74
  br label %common.ret, !dbg !74

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24, !dbg !74
  %0 = bitcast i8* %.5.i to double**, !dbg !74
  %.6.i30 = load double*, double** %0, align 8, !dbg !74
  %.23026 = icmp sgt i64 %dest_shape.1, 0, !dbg !74
  br i1 %.23026, label %for.body.preheader, label %for.end, !dbg !74

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif
  br label %for.body, !dbg !74

for.body:                                         ; preds = %for.body.preheader, %for.body.endif.endif.endif
  %loop.index29 = phi i64 [ %.278, %for.body.endif.endif.endif ], [ 0, %for.body.preheader ]
  %.226.028 = phi i64 [ %.226.1, %for.body.endif.endif.endif ], [ 0, %for.body.preheader ]
  %.223.027 = phi i64 [ %spec.select40, %for.body.endif.endif.endif ], [ 0, %for.body.preheader ]
  %1 = icmp ugt i64 %arg.y.5.0, 1
  %2 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select40 = select i1 %2, i64 %loop.index29, i64 %.223.027, !dbg !74
  %.239 = getelementptr double, double* %arg.x.4, i64 %spec.select40, !dbg !74
  %.240 = load double, double* %.239, align 8, !dbg !74
  %.226.1 = select i1 %1, i64 %loop.index29, i64 %.226.028, !dbg !74
  %.248 = getelementptr double, double* %arg.y.4, i64 %.226.1, !dbg !74
  %.249 = load double, double* %.248, align 8, !dbg !74
  store double 0.000000e+00, double* %.250, align 8, !dbg !74
  %.254 = call i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e34da1d90B2v3B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd(double* nonnull %.250, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, double %.240, double %.249), !dbg !74
  switch i32 %.254, label %for.body.endif.endif.if [
    i32 -2, label %for.body.endif.endif.endif
    i32 0, label %for.body.endif.endif.endif
  ], !dbg !74

for.end:                                          ; preds = %for.body.endif.endif.endif, %B0.endif.endif.endif.endif.endif.endif
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !95, metadata !DIExpression()), !dbg !103
  %.69.i = icmp eq i64 %dest_shape.1, 0, !dbg !105
  br i1 %.69.i, label %for.end.endif, label %B50.endif.preheader.i, !dbg !105, !prof !77

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.1, i64 1), !dbg !105
  %3 = add nsw i64 %smax.i, -1, !dbg !105
  %xtraiter.i = and i64 %smax.i, 7, !dbg !105
  %4 = icmp ult i64 %3, 7, !dbg !105
  br i1 %4, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i, !dbg !105

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800, !dbg !105
  %5 = add nsw i64 %unroll_iter.i, -8, !dbg !105
  %6 = lshr exact i64 %5, 3, !dbg !105
  %7 = add nuw nsw i64 %6, 1, !dbg !105
  %xtraiter = and i64 %7, 7, !dbg !105
  %8 = icmp ult i64 %5, 56, !dbg !105
  br i1 %8, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new, !dbg !105

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %7, 4611686018427387896, !dbg !105
  %scevgep72 = getelementptr double, double* %.6.i30, i64 63, !dbg !105
  br label %B50.endif.i, !dbg !105

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.240.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.240.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.240.7.i.7, %B50.endif.i ]
  %.71.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.183.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !105
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader, !dbg !105

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %9 = add nuw nsw i64 %.71.05.i.unr, 7, !dbg !105
  %scevgep48 = getelementptr double, double* %.6.i30, i64 %9, !dbg !105
  %10 = shl nuw nsw i64 %xtraiter, 6, !dbg !105
  br label %B50.endif.i.epil, !dbg !105

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.240.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %11 = bitcast double* %scevgep48 to i8*, !dbg !105
  call void @llvm.dbg.value(metadata double %c.2.06.i.epil, metadata !95, metadata !DIExpression()), !dbg !103
  %uglygep69 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !106
  %uglygep6970 = bitcast i8* %uglygep69 to double*, !dbg !106
  %scevgep71 = getelementptr double, double* %uglygep6970, i64 -7, !dbg !106
  %.237.i.epil = load double, double* %scevgep71, align 8, !dbg !106, !noalias !107
  %.240.i.epil = fadd double %c.2.06.i.epil, %.237.i.epil, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.i.epil, metadata !95, metadata !DIExpression()), !dbg !103
  %uglygep66 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !106
  %uglygep6667 = bitcast i8* %uglygep66 to double*, !dbg !106
  %scevgep68 = getelementptr double, double* %uglygep6667, i64 -6, !dbg !106
  %.237.1.i.epil = load double, double* %scevgep68, align 8, !dbg !106, !noalias !107
  %.240.1.i.epil = fadd double %.240.i.epil, %.237.1.i.epil, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.1.i.epil, metadata !95, metadata !DIExpression()), !dbg !103
  %uglygep63 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !106
  %uglygep6364 = bitcast i8* %uglygep63 to double*, !dbg !106
  %scevgep65 = getelementptr double, double* %uglygep6364, i64 -5, !dbg !106
  %.237.2.i.epil = load double, double* %scevgep65, align 8, !dbg !106, !noalias !107
  %.240.2.i.epil = fadd double %.240.1.i.epil, %.237.2.i.epil, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.2.i.epil, metadata !95, metadata !DIExpression()), !dbg !103
  %uglygep60 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !106
  %uglygep6061 = bitcast i8* %uglygep60 to double*, !dbg !106
  %scevgep62 = getelementptr double, double* %uglygep6061, i64 -4, !dbg !106
  %.237.3.i.epil = load double, double* %scevgep62, align 8, !dbg !106, !noalias !107
  %.240.3.i.epil = fadd double %.240.2.i.epil, %.237.3.i.epil, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.3.i.epil, metadata !95, metadata !DIExpression()), !dbg !103
  %uglygep57 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !106
  %uglygep5758 = bitcast i8* %uglygep57 to double*, !dbg !106
  %scevgep59 = getelementptr double, double* %uglygep5758, i64 -3, !dbg !106
  %.237.4.i.epil = load double, double* %scevgep59, align 8, !dbg !106, !noalias !107
  %.240.4.i.epil = fadd double %.240.3.i.epil, %.237.4.i.epil, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.4.i.epil, metadata !95, metadata !DIExpression()), !dbg !103
  %uglygep54 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !106
  %uglygep5455 = bitcast i8* %uglygep54 to double*, !dbg !106
  %scevgep56 = getelementptr double, double* %uglygep5455, i64 -2, !dbg !106
  %.237.5.i.epil = load double, double* %scevgep56, align 8, !dbg !106, !noalias !107
  %.240.5.i.epil = fadd double %.240.4.i.epil, %.237.5.i.epil, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.5.i.epil, metadata !95, metadata !DIExpression()), !dbg !103
  %uglygep51 = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !106
  %uglygep5152 = bitcast i8* %uglygep51 to double*, !dbg !106
  %scevgep53 = getelementptr double, double* %uglygep5152, i64 -1, !dbg !106
  %.237.6.i.epil = load double, double* %scevgep53, align 8, !dbg !106, !noalias !107
  %.240.6.i.epil = fadd double %.240.5.i.epil, %.237.6.i.epil, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.6.i.epil, metadata !95, metadata !DIExpression()), !dbg !103
  %uglygep = getelementptr i8, i8* %11, i64 %lsr.iv, !dbg !106
  %uglygep50 = bitcast i8* %uglygep to double*, !dbg !106
  %.237.7.i.epil = load double, double* %uglygep50, align 8, !dbg !106, !noalias !107
  %.240.7.i.epil = fadd double %.240.6.i.epil, %.237.7.i.epil, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.7.i.epil, metadata !95, metadata !DIExpression()), !dbg !103
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64, !dbg !105
  %epil.iter.cmp.not = icmp eq i64 %10, %lsr.iv.next, !dbg !105
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !dbg !105, !prof !110, !llvm.loop !111

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.240.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.240.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.240.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.240.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.240.7.i.epil, %B50.endif.i.epil ]
  %.71.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0, !dbg !105
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i, !dbg !105

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i23 = getelementptr double, double* %.6.i30, i64 %.71.05.unr.i, !dbg !105
  br label %B50.endif.epil.i, !dbg !105

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.240.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  call void @llvm.dbg.value(metadata double %c.2.06.epil.i, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep = getelementptr double, double* %scevgep.i23, i64 %epil.iter.i, !dbg !106
  %.237.epil.i = load double, double* %scevgep, align 8, !dbg !106, !noalias !107
  %.240.epil.i = fadd double %c.2.06.epil.i, %.237.epil.i, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.epil.i, metadata !95, metadata !DIExpression()), !dbg !103
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1, !dbg !105
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i, !dbg !105
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !dbg !105, !prof !110, !llvm.loop !113

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv200 = phi i64 [ %lsr.iv.next201, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.240.7.i.7, %B50.endif.i ]
  %.71.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.183.7.i.7, %B50.endif.i ]
  call void @llvm.dbg.value(metadata double %c.2.06.i, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep198 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -63, !dbg !106
  %.237.i = load double, double* %scevgep199, align 8, !dbg !106, !noalias !107
  %.240.i = fadd double %c.2.06.i, %.237.i, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.i, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep196 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -62, !dbg !106
  %.237.1.i = load double, double* %scevgep197, align 8, !dbg !106, !noalias !107
  %.240.1.i = fadd double %.240.i, %.237.1.i, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.1.i, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep194 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -61, !dbg !106
  %.237.2.i = load double, double* %scevgep195, align 8, !dbg !106, !noalias !107
  %.240.2.i = fadd double %.240.1.i, %.237.2.i, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.2.i, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep192 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -60, !dbg !106
  %.237.3.i = load double, double* %scevgep193, align 8, !dbg !106, !noalias !107
  %.240.3.i = fadd double %.240.2.i, %.237.3.i, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.3.i, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep190 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -59, !dbg !106
  %.237.4.i = load double, double* %scevgep191, align 8, !dbg !106, !noalias !107
  %.240.4.i = fadd double %.240.3.i, %.237.4.i, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.4.i, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep188 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -58, !dbg !106
  %.237.5.i = load double, double* %scevgep189, align 8, !dbg !106, !noalias !107
  %.240.5.i = fadd double %.240.4.i, %.237.5.i, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.5.i, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep186 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -57, !dbg !106
  %.237.6.i = load double, double* %scevgep187, align 8, !dbg !106, !noalias !107
  %.240.6.i = fadd double %.240.5.i, %.237.6.i, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.6.i, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep184 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -56, !dbg !106
  %.237.7.i = load double, double* %scevgep185, align 8, !dbg !106, !noalias !107
  %.240.7.i = fadd double %.240.6.i, %.237.7.i, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.7.i, metadata !95, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %.240.7.i, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep153 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -55, !dbg !106
  %.237.i.1 = load double, double* %scevgep154, align 8, !dbg !106, !noalias !107
  %.240.i.1 = fadd double %.240.7.i, %.237.i.1, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.i.1, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep155 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -54, !dbg !106
  %.237.1.i.1 = load double, double* %scevgep156, align 8, !dbg !106, !noalias !107
  %.240.1.i.1 = fadd double %.240.i.1, %.237.1.i.1, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.1.i.1, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep157 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -53, !dbg !106
  %.237.2.i.1 = load double, double* %scevgep158, align 8, !dbg !106, !noalias !107
  %.240.2.i.1 = fadd double %.240.1.i.1, %.237.2.i.1, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.2.i.1, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep159 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -52, !dbg !106
  %.237.3.i.1 = load double, double* %scevgep160, align 8, !dbg !106, !noalias !107
  %.240.3.i.1 = fadd double %.240.2.i.1, %.237.3.i.1, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.3.i.1, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep161 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -51, !dbg !106
  %.237.4.i.1 = load double, double* %scevgep162, align 8, !dbg !106, !noalias !107
  %.240.4.i.1 = fadd double %.240.3.i.1, %.237.4.i.1, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.4.i.1, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep163 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -50, !dbg !106
  %.237.5.i.1 = load double, double* %scevgep164, align 8, !dbg !106, !noalias !107
  %.240.5.i.1 = fadd double %.240.4.i.1, %.237.5.i.1, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.5.i.1, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep165 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -49, !dbg !106
  %.237.6.i.1 = load double, double* %scevgep166, align 8, !dbg !106, !noalias !107
  %.240.6.i.1 = fadd double %.240.5.i.1, %.237.6.i.1, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.6.i.1, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep167 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -48, !dbg !106
  %.237.7.i.1 = load double, double* %scevgep168, align 8, !dbg !106, !noalias !107
  %.240.7.i.1 = fadd double %.240.6.i.1, %.237.7.i.1, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.7.i.1, metadata !95, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %.240.7.i.1, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep137 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -47, !dbg !106
  %.237.i.2 = load double, double* %scevgep138, align 8, !dbg !106, !noalias !107
  %.240.i.2 = fadd double %.240.7.i.1, %.237.i.2, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.i.2, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep139 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -46, !dbg !106
  %.237.1.i.2 = load double, double* %scevgep140, align 8, !dbg !106, !noalias !107
  %.240.1.i.2 = fadd double %.240.i.2, %.237.1.i.2, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.1.i.2, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep141 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -45, !dbg !106
  %.237.2.i.2 = load double, double* %scevgep142, align 8, !dbg !106, !noalias !107
  %.240.2.i.2 = fadd double %.240.1.i.2, %.237.2.i.2, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.2.i.2, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep143 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -44, !dbg !106
  %.237.3.i.2 = load double, double* %scevgep144, align 8, !dbg !106, !noalias !107
  %.240.3.i.2 = fadd double %.240.2.i.2, %.237.3.i.2, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.3.i.2, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep145 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -43, !dbg !106
  %.237.4.i.2 = load double, double* %scevgep146, align 8, !dbg !106, !noalias !107
  %.240.4.i.2 = fadd double %.240.3.i.2, %.237.4.i.2, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.4.i.2, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep147 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -42, !dbg !106
  %.237.5.i.2 = load double, double* %scevgep148, align 8, !dbg !106, !noalias !107
  %.240.5.i.2 = fadd double %.240.4.i.2, %.237.5.i.2, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.5.i.2, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep149 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -41, !dbg !106
  %.237.6.i.2 = load double, double* %scevgep150, align 8, !dbg !106, !noalias !107
  %.240.6.i.2 = fadd double %.240.5.i.2, %.237.6.i.2, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.6.i.2, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep151 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -40, !dbg !106
  %.237.7.i.2 = load double, double* %scevgep152, align 8, !dbg !106, !noalias !107
  %.240.7.i.2 = fadd double %.240.6.i.2, %.237.7.i.2, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.7.i.2, metadata !95, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %.240.7.i.2, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep121 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -39, !dbg !106
  %.237.i.3 = load double, double* %scevgep122, align 8, !dbg !106, !noalias !107
  %.240.i.3 = fadd double %.240.7.i.2, %.237.i.3, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.i.3, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep123 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -38, !dbg !106
  %.237.1.i.3 = load double, double* %scevgep124, align 8, !dbg !106, !noalias !107
  %.240.1.i.3 = fadd double %.240.i.3, %.237.1.i.3, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.1.i.3, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep125 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -37, !dbg !106
  %.237.2.i.3 = load double, double* %scevgep126, align 8, !dbg !106, !noalias !107
  %.240.2.i.3 = fadd double %.240.1.i.3, %.237.2.i.3, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.2.i.3, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep127 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -36, !dbg !106
  %.237.3.i.3 = load double, double* %scevgep128, align 8, !dbg !106, !noalias !107
  %.240.3.i.3 = fadd double %.240.2.i.3, %.237.3.i.3, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.3.i.3, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep129 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -35, !dbg !106
  %.237.4.i.3 = load double, double* %scevgep130, align 8, !dbg !106, !noalias !107
  %.240.4.i.3 = fadd double %.240.3.i.3, %.237.4.i.3, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.4.i.3, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep131 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -34, !dbg !106
  %.237.5.i.3 = load double, double* %scevgep132, align 8, !dbg !106, !noalias !107
  %.240.5.i.3 = fadd double %.240.4.i.3, %.237.5.i.3, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.5.i.3, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep133 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -33, !dbg !106
  %.237.6.i.3 = load double, double* %scevgep134, align 8, !dbg !106, !noalias !107
  %.240.6.i.3 = fadd double %.240.5.i.3, %.237.6.i.3, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.6.i.3, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep135 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -32, !dbg !106
  %.237.7.i.3 = load double, double* %scevgep136, align 8, !dbg !106, !noalias !107
  %.240.7.i.3 = fadd double %.240.6.i.3, %.237.7.i.3, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.7.i.3, metadata !95, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %.240.7.i.3, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep105 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -31, !dbg !106
  %.237.i.4 = load double, double* %scevgep106, align 8, !dbg !106, !noalias !107
  %.240.i.4 = fadd double %.240.7.i.3, %.237.i.4, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.i.4, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep107 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep108 = getelementptr double, double* %scevgep107, i64 -30, !dbg !106
  %.237.1.i.4 = load double, double* %scevgep108, align 8, !dbg !106, !noalias !107
  %.240.1.i.4 = fadd double %.240.i.4, %.237.1.i.4, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.1.i.4, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep109 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep110 = getelementptr double, double* %scevgep109, i64 -29, !dbg !106
  %.237.2.i.4 = load double, double* %scevgep110, align 8, !dbg !106, !noalias !107
  %.240.2.i.4 = fadd double %.240.1.i.4, %.237.2.i.4, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.2.i.4, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep111 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -28, !dbg !106
  %.237.3.i.4 = load double, double* %scevgep112, align 8, !dbg !106, !noalias !107
  %.240.3.i.4 = fadd double %.240.2.i.4, %.237.3.i.4, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.3.i.4, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep113 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -27, !dbg !106
  %.237.4.i.4 = load double, double* %scevgep114, align 8, !dbg !106, !noalias !107
  %.240.4.i.4 = fadd double %.240.3.i.4, %.237.4.i.4, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.4.i.4, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep115 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -26, !dbg !106
  %.237.5.i.4 = load double, double* %scevgep116, align 8, !dbg !106, !noalias !107
  %.240.5.i.4 = fadd double %.240.4.i.4, %.237.5.i.4, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.5.i.4, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep117 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -25, !dbg !106
  %.237.6.i.4 = load double, double* %scevgep118, align 8, !dbg !106, !noalias !107
  %.240.6.i.4 = fadd double %.240.5.i.4, %.237.6.i.4, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.6.i.4, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep119 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -24, !dbg !106
  %.237.7.i.4 = load double, double* %scevgep120, align 8, !dbg !106, !noalias !107
  %.240.7.i.4 = fadd double %.240.6.i.4, %.237.7.i.4, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.7.i.4, metadata !95, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %.240.7.i.4, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep89 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep90 = getelementptr double, double* %scevgep89, i64 -23, !dbg !106
  %.237.i.5 = load double, double* %scevgep90, align 8, !dbg !106, !noalias !107
  %.240.i.5 = fadd double %.240.7.i.4, %.237.i.5, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.i.5, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep91 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep92 = getelementptr double, double* %scevgep91, i64 -22, !dbg !106
  %.237.1.i.5 = load double, double* %scevgep92, align 8, !dbg !106, !noalias !107
  %.240.1.i.5 = fadd double %.240.i.5, %.237.1.i.5, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.1.i.5, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep93 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep94 = getelementptr double, double* %scevgep93, i64 -21, !dbg !106
  %.237.2.i.5 = load double, double* %scevgep94, align 8, !dbg !106, !noalias !107
  %.240.2.i.5 = fadd double %.240.1.i.5, %.237.2.i.5, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.2.i.5, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep95 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep96 = getelementptr double, double* %scevgep95, i64 -20, !dbg !106
  %.237.3.i.5 = load double, double* %scevgep96, align 8, !dbg !106, !noalias !107
  %.240.3.i.5 = fadd double %.240.2.i.5, %.237.3.i.5, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.3.i.5, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep97 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep98 = getelementptr double, double* %scevgep97, i64 -19, !dbg !106
  %.237.4.i.5 = load double, double* %scevgep98, align 8, !dbg !106, !noalias !107
  %.240.4.i.5 = fadd double %.240.3.i.5, %.237.4.i.5, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.4.i.5, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep99 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep100 = getelementptr double, double* %scevgep99, i64 -18, !dbg !106
  %.237.5.i.5 = load double, double* %scevgep100, align 8, !dbg !106, !noalias !107
  %.240.5.i.5 = fadd double %.240.4.i.5, %.237.5.i.5, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.5.i.5, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep101 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep102 = getelementptr double, double* %scevgep101, i64 -17, !dbg !106
  %.237.6.i.5 = load double, double* %scevgep102, align 8, !dbg !106, !noalias !107
  %.240.6.i.5 = fadd double %.240.5.i.5, %.237.6.i.5, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.6.i.5, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep103 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -16, !dbg !106
  %.237.7.i.5 = load double, double* %scevgep104, align 8, !dbg !106, !noalias !107
  %.240.7.i.5 = fadd double %.240.6.i.5, %.237.7.i.5, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.7.i.5, metadata !95, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %.240.7.i.5, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep73 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep74 = getelementptr double, double* %scevgep73, i64 -15, !dbg !106
  %.237.i.6 = load double, double* %scevgep74, align 8, !dbg !106, !noalias !107
  %.240.i.6 = fadd double %.240.7.i.5, %.237.i.6, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.i.6, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep75 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep76 = getelementptr double, double* %scevgep75, i64 -14, !dbg !106
  %.237.1.i.6 = load double, double* %scevgep76, align 8, !dbg !106, !noalias !107
  %.240.1.i.6 = fadd double %.240.i.6, %.237.1.i.6, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.1.i.6, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep77 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep78 = getelementptr double, double* %scevgep77, i64 -13, !dbg !106
  %.237.2.i.6 = load double, double* %scevgep78, align 8, !dbg !106, !noalias !107
  %.240.2.i.6 = fadd double %.240.1.i.6, %.237.2.i.6, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.2.i.6, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep79 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep80 = getelementptr double, double* %scevgep79, i64 -12, !dbg !106
  %.237.3.i.6 = load double, double* %scevgep80, align 8, !dbg !106, !noalias !107
  %.240.3.i.6 = fadd double %.240.2.i.6, %.237.3.i.6, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.3.i.6, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep81 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep82 = getelementptr double, double* %scevgep81, i64 -11, !dbg !106
  %.237.4.i.6 = load double, double* %scevgep82, align 8, !dbg !106, !noalias !107
  %.240.4.i.6 = fadd double %.240.3.i.6, %.237.4.i.6, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.4.i.6, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep83 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep84 = getelementptr double, double* %scevgep83, i64 -10, !dbg !106
  %.237.5.i.6 = load double, double* %scevgep84, align 8, !dbg !106, !noalias !107
  %.240.5.i.6 = fadd double %.240.4.i.6, %.237.5.i.6, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.5.i.6, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep85 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep86 = getelementptr double, double* %scevgep85, i64 -9, !dbg !106
  %.237.6.i.6 = load double, double* %scevgep86, align 8, !dbg !106, !noalias !107
  %.240.6.i.6 = fadd double %.240.5.i.6, %.237.6.i.6, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.6.i.6, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep87 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep88 = getelementptr double, double* %scevgep87, i64 -8, !dbg !106
  %.237.7.i.6 = load double, double* %scevgep88, align 8, !dbg !106, !noalias !107
  %.240.7.i.6 = fadd double %.240.6.i.6, %.237.7.i.6, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.7.i.6, metadata !95, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %.240.7.i.6, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep169 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -7, !dbg !106
  %.237.i.7 = load double, double* %scevgep170, align 8, !dbg !106, !noalias !107
  %.240.i.7 = fadd double %.240.7.i.6, %.237.i.7, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.i.7, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep171 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -6, !dbg !106
  %.237.1.i.7 = load double, double* %scevgep172, align 8, !dbg !106, !noalias !107
  %.240.1.i.7 = fadd double %.240.i.7, %.237.1.i.7, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.1.i.7, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep173 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -5, !dbg !106
  %.237.2.i.7 = load double, double* %scevgep174, align 8, !dbg !106, !noalias !107
  %.240.2.i.7 = fadd double %.240.1.i.7, %.237.2.i.7, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.2.i.7, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep175 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -4, !dbg !106
  %.237.3.i.7 = load double, double* %scevgep176, align 8, !dbg !106, !noalias !107
  %.240.3.i.7 = fadd double %.240.2.i.7, %.237.3.i.7, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.3.i.7, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep177 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -3, !dbg !106
  %.237.4.i.7 = load double, double* %scevgep178, align 8, !dbg !106, !noalias !107
  %.240.4.i.7 = fadd double %.240.3.i.7, %.237.4.i.7, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.4.i.7, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep179 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -2, !dbg !106
  %.237.5.i.7 = load double, double* %scevgep180, align 8, !dbg !106, !noalias !107
  %.240.5.i.7 = fadd double %.240.4.i.7, %.237.5.i.7, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.5.i.7, metadata !95, metadata !DIExpression()), !dbg !103
  %scevgep181 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -1, !dbg !106
  %.237.6.i.7 = load double, double* %scevgep182, align 8, !dbg !106, !noalias !107
  %.240.6.i.7 = fadd double %.240.5.i.7, %.237.6.i.7, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.6.i.7, metadata !95, metadata !DIExpression()), !dbg !103
  %.183.7.i.7 = add i64 %.71.05.i, 64, !dbg !105
  %scevgep183 = getelementptr double, double* %scevgep72, i64 %.71.05.i, !dbg !106
  %.237.7.i.7 = load double, double* %scevgep183, align 8, !dbg !106, !noalias !107
  %.240.7.i.7 = fadd double %.240.6.i.7, %.237.7.i.7, !dbg !106
  call void @llvm.dbg.value(metadata double %.240.7.i.7, metadata !95, metadata !DIExpression()), !dbg !103
  %lsr.iv.next201 = add i64 %lsr.iv200, -8, !dbg !105
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next201, 0, !dbg !105
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !dbg !105, !prof !77

for.body.endif.endif.if:                          ; preds = %for.body
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !74
  br label %common.ret, !dbg !74

for.body.endif.endif.endif:                       ; preds = %for.body, %for.body
  %.264 = load double, double* %.250, align 8, !dbg !74
  %scevgep202 = getelementptr double, double* %.6.i30, i64 %loop.index29, !dbg !74
  store double %.264, double* %scevgep202, align 8, !dbg !74
  %.278 = add nuw nsw i64 %loop.index29, 1, !dbg !74
  %exitcond.not = icmp eq i64 %dest_shape.1, %.278, !dbg !74
  br i1 %exitcond.not, label %for.end, label %for.body, !dbg !74

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.240.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.240.epil.i, %B50.endif.epil.i ], !dbg !103
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !95, metadata !DIExpression()), !dbg !103
  tail call void @NRT_decref(i8* %arg.y.0)
  call void @llvm.dbg.value(metadata i8* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* null, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  tail call void @NRT_decref(i8* %arg.x.0)
  call void @llvm.dbg.value(metadata i8* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i8* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata double* null, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !48
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8, !dbg !74
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define i8* @_ZN7cpython7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  br i1 %.8, label %common.ret, label %entry.endif, !prof !77

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !77

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([180 x i8], [180 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !77

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr6 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %8, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %9, i64 24
  %10 = bitcast i8* %sunkaddr8 to i64*
  %.53 = load i64, i64* %10, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !77

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %12, i64 32
  %13 = bitcast i8* %sunkaddr9 to double**
  %.60.fca.4.load = load double*, double** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %14, i64 40
  %15 = bitcast i8* %sunkaddr10 to i64*
  %.60.fca.5.0.load = load i64, i64* %15, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, i8* %.60.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #0
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
  %16 = icmp sgt i32 %.75, 0
  br i1 %16, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

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
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !77

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 2
  %.131 = call i8* @numba_unpickle(i8* %.106, i32 %.108, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134.not = icmp eq i8* %.133, null
  br i1 %.134.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !77

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

define double @cfunc._ZN7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.12 = call i32 @_ZN7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 poison, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.10, i64 poison) #0
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
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f0e34da1450>", i64 0, i64 0))
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
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !77

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !77

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

; Function Attrs: argmemonly mustprogress nofree noinline nosync nounwind willreturn writeonly
define linkonce_odr i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e34da1d90B2v3B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, double %arg.x_1, double %arg.y_1) local_unnamed_addr #2 !dbg !114 {
for.end:
  call void @llvm.dbg.value(metadata double %arg.x_1, metadata !120, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double %arg.y_1, metadata !122, metadata !DIExpression()), !dbg !121
  %.23 = tail call double @llvm.exp.f64(double %arg.x_1), !dbg !123
  %.33 = fmul double %.23, %arg.y_1, !dbg !123
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !120, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !122, metadata !DIExpression()), !dbg !121
  store double %.33, double* %retptr, align 8, !dbg !123
  ret i32 0, !dbg !123
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #1

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !77

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !77

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !77

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree noinline nosync nounwind willreturn writeonly }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!0, !2, !3, !5, !7, !9}
!llvm.module.flags = !{!10, !11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.py", directory: "tests/inputs")
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!3 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !4, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "npyimpl.py", directory: "numba/np")
!5 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !6, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!6 = !DIFile(filename: "arrayobj.py", directory: "numba/np")
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !8, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!8 = !DIFile(filename: "old_arraymath.py", directory: "numba/np")
!9 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !6, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!10 = !{i32 2, !"Dwarf Version", i32 4}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = distinct !DISubprogram(name: "exp_mul_sum", linkageName: "_ZN7kernels11exp_mul_sumB2v2B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", scope: !1, file: !1, line: 58, type: !13, scopeLine: 58, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !17, !29, !45}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !20, identifier: "{i8*, i32, i8*, i8*, i32}")
!20 = !{!21, !24, !26, !27, !28}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "<field 0>", baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "<field 1>", baseType: !25, size: 32, offset: 64)
!25 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "<field 2>", baseType: !22, size: 64, offset: 96)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "<field 3>", baseType: !22, size: 64, offset: 160)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "<field 4>", baseType: !25, size: 32, offset: 224)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !30, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!30 = !{!31, !32, !33, !35, !36, !39, !44}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "meminfo", baseType: !22, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "parent", baseType: !22, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", baseType: !34, size: 64, offset: 128)
!34 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "itemsize", baseType: !34, size: 64, offset: 192)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "data", baseType: !37, size: 64, offset: 256)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "shape", baseType: !40, size: 64, offset: 320)
!40 = !DICompositeType(tag: DW_TAG_array_type, name: "UniTuple(int64 x 1) ([1 x i64])", baseType: !41, size: 64, elements: !42, identifier: "[1 x i64]")
!41 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_unsigned)
!42 = !{!43}
!43 = !DISubrange(count: 1)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "strides", baseType: !40, size: 64, offset: 384)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !30, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!46 = !DILocalVariable(name: "x", arg: 1, scope: !12, file: !1, line: 58, type: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !30, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!48 = !DILocation(line: 0, scope: !12)
!49 = !DILocalVariable(name: "y", arg: 2, scope: !12, file: !1, line: 58, type: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !30, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!51 = !DILocalVariable(name: "src_ndim", arg: 1, scope: !52, file: !4, line: 338, type: !34)
!52 = distinct !DISubprogram(name: "_broadcast_onto", linkageName: "_ZN5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a", scope: !4, file: !4, line: 338, type: !53, scopeLine: 338, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !56, !34, !59, !34, !59}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !20, identifier: "{i8*, i32, i8*, i8*, i32}")
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!60 = !DILocation(line: 0, scope: !52, inlinedAt: !61)
!61 = distinct !DILocation(line: 59, column: 1, scope: !12)
!62 = !DILocalVariable(name: "src_shape", arg: 2, scope: !52, file: !4, line: 338, type: !59)
!63 = !DILocalVariable(name: "dest_ndim", arg: 3, scope: !52, file: !4, line: 338, type: !34)
!64 = !DILocalVariable(name: "dest_shape", arg: 4, scope: !52, file: !4, line: 338, type: !59)
!65 = !DILocalVariable(name: "src_index$2", scope: !52, file: !4, line: 357, type: !34)
!66 = !DILocalVariable(name: "dest_index$3", scope: !52, file: !4, line: 358, type: !34)
!67 = !DILocalVariable(name: "dest_index$2", scope: !52, file: !4, line: 358, type: !34)
!68 = !DILocalVariable(name: "src_dim_size", scope: !52, file: !4, line: 360, type: !34)
!69 = !DILocalVariable(name: "dest_dim_size", scope: !52, file: !4, line: 361, type: !34)
!70 = !DILocation(line: 370, column: 1, scope: !52, inlinedAt: !61)
!71 = !DILocation(line: 0, scope: !52, inlinedAt: !72)
!72 = distinct !DILocation(line: 59, column: 1, scope: !12)
!73 = !DILocation(line: 364, column: 1, scope: !52, inlinedAt: !72)
!74 = !DILocation(line: 59, column: 1, scope: !12)
!75 = !DILocation(line: 368, column: 1, scope: !52, inlinedAt: !72)
!76 = !{i1 true}
!77 = !{!"branch_weights", i32 1, i32 99}
!78 = !DILocation(line: 4333, column: 1, scope: !79, inlinedAt: !87)
!79 = distinct !DISubprogram(name: "_call_allocator", linkageName: "_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj", scope: !6, file: !6, line: 4331, type: !80, scopeLine: 4331, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!80 = !DISubroutineType(types: !81)
!81 = !{!82, !83, !22, !34, !86}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !20, identifier: "{i8*, i32, i8*, i8*, i32}")
!86 = !DIBasicType(name: "uint32", size: 32, encoding: DW_ATE_unsigned)
!87 = distinct !DILocation(line: 59, column: 1, scope: !12)
!88 = !{!89, !91, !92, !94}
!89 = distinct !{!89, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!91 = distinct !{!91, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!92 = distinct !{!92, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!94 = distinct !{!94, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!95 = !DILocalVariable(name: "c$2", scope: !96, file: !8, line: 166, type: !38)
!96 = distinct !DISubprogram(name: "array_sum.<locals>.array_sum_impl", linkageName: "_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE", scope: !8, file: !8, line: 166, type: !97, scopeLine: 166, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!97 = !DISubroutineType(types: !98)
!98 = !{!15, !99, !102}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !20, identifier: "{i8*, i32, i8*, i8*, i32}")
!102 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !30, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!103 = !DILocation(line: 0, scope: !96, inlinedAt: !104)
!104 = distinct !DILocation(line: 59, column: 1, scope: !12)
!105 = !DILocation(line: 167, column: 1, scope: !96, inlinedAt: !104)
!106 = !DILocation(line: 168, column: 1, scope: !96, inlinedAt: !104)
!107 = !{!108}
!108 = distinct !{!108, !109, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!109 = distinct !{!109, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!110 = !{!"branch_weights", i32 1, i32 7}
!111 = distinct !{!111, !112}
!112 = !{!"llvm.loop.unroll.disable"}
!113 = distinct !{!113, !112}
!114 = distinct !DISubprogram(name: "__numba_array_expr_0x7f0e34da1d90", linkageName: "_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e34da1d90B2v3B74c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEdd", scope: !1, file: !1, line: 2, type: !115, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!115 = !DISubroutineType(types: !116)
!116 = !{!15, !117, !38, !38}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !20, identifier: "{i8*, i32, i8*, i8*, i32}")
!120 = !DILocalVariable(name: "x_1", arg: 1, scope: !114, file: !1, line: 2, type: !38)
!121 = !DILocation(line: 0, scope: !114)
!122 = !DILocalVariable(name: "y_1", arg: 2, scope: !114, file: !1, line: 2, type: !38)
!123 = !DILocation(line: 1, column: 1, scope: !114)
