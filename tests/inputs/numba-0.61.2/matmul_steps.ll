; ModuleID = 'matmul_steps'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139770205262976 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139770205262976.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139770205262976 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139770205262976, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770205262976.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.matmul_steps = internal constant [13 x i8] c"matmul_steps\00"
@_ZN08NumbaEnv7kernels12matmul_stepsB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12matmul_stepsB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12matmul_stepsB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f1ec941b790>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f1ec941b790>\00"
@.const.pickledata.139770208649984 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139770208649984.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139770208649984 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139770208649984, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770208649984.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139770204354240 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139770204354240.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139770204354240 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139770204354240, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770204354240.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139770204353728 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139770204353728.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139770204353728 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139770204353728, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770204353728.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139770208649984.18 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139770208649984.sha1.19 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139770208649984.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139770208649984.18, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770208649984.sha1.19, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139770205269824 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139770205269824.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139770205269824 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139770205269824, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770205269824.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139770205263488 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139770205263488.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139770205263488 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139770205263488, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770205263488.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139770208649984.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139770208649984.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139770208649984.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139770208649984.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770208649984.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139770203806208.16 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DA\02\87\94\87\94."
@.const.pickledata.139770203806208.sha1.17 = internal constant [20 x i8] c"K\07\97\95^\F7\FF\1E\9E\83`p\C4Ye\98&\1E\E2\7F"
@.const.picklebuf.139770203806208.12 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.139770203806208.16, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770203806208.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139770205262976.14 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DD\02\87\94\87\94."
@.const.pickledata.139770205262976.sha1.15 = internal constant [20 x i8] c"[!l!\F8\B9B\C0\AA]\EC\ABQG\F0\D5\0Bf\80\1C"
@.const.picklebuf.139770205262976.13 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.139770205262976.14, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770205262976.sha1.15, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.139770210177856 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94MB\01\87\94\87\94."
@.const.pickledata.139770210177856.sha1 = internal constant [20 x i8] c"\02\A2,\87\97_\0ET\BCT~CX\FBj\0E\993`\91"
@.const.picklebuf.139770210177856 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.139770210177856, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770210177856.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1ec9418550B3v27B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1ec99ef6d0B3v28B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v29B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v30B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12matmul_stepsB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.X0.0, i8* nocapture readnone %arg.X0.1, i64 %arg.X0.2, i64 %arg.X0.3, double* nocapture readonly %arg.X0.4, i64 %arg.X0.5.0, i64 %arg.X0.5.1, i64 %arg.X0.6.0, i64 %arg.X0.6.1) local_unnamed_addr {
entry:
  %.40.i = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.X0.0)
  %.72 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X0.5.0, i64 %arg.X0.5.1)
  %.73 = extractvalue { i64, i1 } %.72, 0
  %.74 = extractvalue { i64, i1 } %.72, 1
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.73, i64 8)
  %.79 = extractvalue { i64, i1 } %.77, 1
  %.80 = or i1 %.74, %.79
  br i1 %.80, label %B0.if, label %B0.endif, !prof !0

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %for.end.1, %for.end, %B0.endif.endif.endif.endif
  %.52.i.lcssa = phi i32 [ %.52.i, %B0.endif.endif.endif.endif ], [ %.52.i.1, %for.end ], [ %.52.i.2, %for.end.1 ]
  %0 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.60.i = icmp sgt i32 %.52.i.lcssa, 0
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %1)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0)
  %.313 = select i1 %.60.i, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.313, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B126.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit, %B0.endif.if, %for.end.2.endif, %B126.endif.endif.endif.endif.if, %B76.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B76.endif.endif.endif.if ], [ 1, %B126.endif.endif.endif.endif.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B126.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.if ], [ %.52.i.lcssa, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770205262976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770208649984, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %2 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %2, align 8
  %.146 = bitcast double* %arg.X0.4 to i8*
  %.147 = mul i64 %arg.X0.3, %arg.X0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.146, i64 %.147, i1 false)
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %.118 = bitcast i8* %.6.i to double*
  %X.2.sroa.70.0 = shl i64 %arg.X0.5.1, 3
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %.7.i.i), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %3, i8 0, i64 72, i1 false), !noalias !1
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i, i8* null, i64 %.73, i64 8, double* %.118, i64 %arg.X0.5.0, i64 %arg.X0.5.1, i64 %X.2.sroa.70.0, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %arg.X0.0)
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %B128.i18
    i32 0, label %B128.i18
  ]

B128.i18:                                         ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.endif.endif
  %5 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8**
  %6 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %7 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr to i64*
  %.62.fca.5.1.load.i = load i64, i64* %9, align 8, !noalias !1
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr541 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr541 to i64*
  %.62.fca.5.0.load.i = load i64, i64* %11, align 8, !noalias !1
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr542 = getelementptr inbounds i8, i8* %12, i64 32
  %13 = bitcast i8* %sunkaddr542 to double**
  %.62.fca.4.load.i = load double*, double** %13, align 8, !noalias !1
  %.62.fca.0.load.i = load i8*, i8** %5, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %.408 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i)
  %.409 = extractvalue { i64, i1 } %.408, 0
  %.410 = extractvalue { i64, i1 } %.408, 1
  %.413 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.409, i64 8)
  %.415 = extractvalue { i64, i1 } %.413, 1
  %.416 = or i1 %.410, %.415
  br i1 %.416, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.if:                         ; preds = %B128.i18.2, %B128.i18.1, %B128.i18
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770205262976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B76.endif.endif.endif.endif:                      ; preds = %B128.i18
  %.414 = extractvalue { i64, i1 } %.413, 0
  %.7.i.i33 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.414, i32 32), !noalias !13
  %.8.i.i34 = icmp eq i8* %.7.i.i33, null
  br i1 %.8.i.i34, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.if:                   ; preds = %B76.endif.endif.endif.endif.2, %B76.endif.endif.endif.endif.1, %B76.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770208649984, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif:                ; preds = %B76.endif.endif.endif.endif
  %.5.i39 = getelementptr i8, i8* %.7.i.i33, i64 24
  %14 = bitcast i8* %.5.i39 to double**
  %.6.i40127 = load double*, double** %14, align 8
  %.494118 = icmp sgt i64 %.62.fca.5.0.load.i, 0
  br i1 %.494118, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B76.endif.endif.endif.endif.endif
  %.497112 = icmp sgt i64 %.62.fca.5.1.load.i, 0
  br i1 %.497112, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %15 = shl i64 %.62.fca.5.1.load.i, 3
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv536 = phi double* [ %.6.i40127, %for.cond.1.preheader.us.preheader ], [ %19, %for.end.1.loopexit.us ]
  %loop.index121.us = phi i64 [ %.549.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.490.0120.us = phi i64 [ %.490.2.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.487.0119.us = phi i64 [ %spec.select.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.cond.1.preheader.us, %for.body.1.us
  %loop.index.1115.us = phi i64 [ %.547.us, %for.body.1.us ], [ 0, %for.cond.1.preheader.us ]
  %.490.1114.us = phi i64 [ %.490.2.us, %for.body.1.us ], [ %.490.0120.us, %for.cond.1.preheader.us ]
  %.487.1113.us = phi i64 [ %spec.select.us, %for.body.1.us ], [ %.487.0119.us, %for.cond.1.preheader.us ]
  %16 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %17 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us = select i1 %17, i64 %.487.1113.us, i64 %loop.index121.us
  %.490.2.us = select i1 %16, i64 %loop.index.1115.us, i64 %.490.1114.us
  %.510.us = mul i64 %spec.select.us, %.62.fca.5.1.load.i
  %.513.us = add i64 %.510.us, %.490.2.us
  %.514.us = getelementptr double, double* %.62.fca.4.load.i, i64 %.513.us
  %.515.us = load double, double* %.514.us, align 8
  %.12.i.us = tail call double @tanh(double %.515.us)
  %scevgep539 = getelementptr double, double* %lsr.iv536, i64 %loop.index.1115.us
  store double %.12.i.us, double* %scevgep539, align 8
  %.547.us = add nuw nsw i64 %loop.index.1115.us, 1
  %exitcond208.not = icmp eq i64 %.62.fca.5.1.load.i, %.547.us
  br i1 %exitcond208.not, label %for.end.1.loopexit.us, label %for.body.1.us

for.end.1.loopexit.us:                            ; preds = %for.body.1.us
  %18 = bitcast double* %lsr.iv536 to i1*
  %.549.us = add nuw nsw i64 %loop.index121.us, 1
  %scevgep538 = getelementptr i1, i1* %18, i64 %15
  %19 = bitcast i1* %scevgep538 to double*
  %exitcond209.not = icmp eq i64 %.549.us, %.62.fca.5.0.load.i
  br i1 %exitcond209.not, label %for.end, label %for.cond.1.preheader.us

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B76.endif.endif.endif.endif.endif
  %20 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %21 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %X.2.sroa.70.0.1 = shl i64 %.62.fca.5.1.load.i, 3
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %21)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %.7.i.i33), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %21, i8 0, i64 72, i1 false), !noalias !1
  %.52.i.1 = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i33, i8* null, i64 %.409, i64 8, double* %.6.i40127, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %X.2.sroa.70.0.1, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  switch i32 %.52.i.1, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %B128.i18.1
    i32 0, label %B128.i18.1
  ]

B128.i18.1:                                       ; preds = %for.end, %for.end
  %22 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8**
  %23 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %25 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr543 = getelementptr inbounds i8, i8* %25, i64 48
  %26 = bitcast i8* %sunkaddr543 to i64*
  %.62.fca.5.1.load.i.1 = load i64, i64* %26, align 8, !noalias !1
  %27 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr544 = getelementptr inbounds i8, i8* %27, i64 40
  %28 = bitcast i8* %sunkaddr544 to i64*
  %.62.fca.5.0.load.i.1 = load i64, i64* %28, align 8, !noalias !1
  %29 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr545 = getelementptr inbounds i8, i8* %29, i64 32
  %30 = bitcast i8* %sunkaddr545 to double**
  %.62.fca.4.load.i.1 = load double*, double** %30, align 8, !noalias !1
  %.62.fca.0.load.i.1 = load i8*, i8** %22, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i33), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %24)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23)
  %.408.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i.1, i64 %.62.fca.5.1.load.i.1)
  %.409.1 = extractvalue { i64, i1 } %.408.1, 0
  %.410.1 = extractvalue { i64, i1 } %.408.1, 1
  %.413.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.409.1, i64 8)
  %.415.1 = extractvalue { i64, i1 } %.413.1, 1
  %.416.1 = or i1 %.410.1, %.415.1
  br i1 %.416.1, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.1:                    ; preds = %B128.i18.1
  %.414.1 = extractvalue { i64, i1 } %.413.1, 0
  %.7.i.i33.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.414.1, i32 32), !noalias !13
  %.8.i.i34.1 = icmp eq i8* %.7.i.i33.1, null
  br i1 %.8.i.i34.1, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.endif.1:              ; preds = %B76.endif.endif.endif.endif.1
  %.5.i39.1 = getelementptr i8, i8* %.7.i.i33.1, i64 24
  %31 = bitcast i8* %.5.i39.1 to double**
  %.6.i40127.1 = load double*, double** %31, align 8
  %.494118.1 = icmp sgt i64 %.62.fca.5.0.load.i.1, 0
  br i1 %.494118.1, label %for.cond.1.preheader.preheader.1, label %for.end.1

for.cond.1.preheader.preheader.1:                 ; preds = %B76.endif.endif.endif.endif.endif.1
  %.497112.1 = icmp sgt i64 %.62.fca.5.1.load.i.1, 0
  br i1 %.497112.1, label %for.cond.1.preheader.us.1.preheader, label %for.end.1

for.cond.1.preheader.us.1.preheader:              ; preds = %for.cond.1.preheader.preheader.1
  %32 = shl i64 %.62.fca.5.1.load.i.1, 3
  br label %for.cond.1.preheader.us.1

for.cond.1.preheader.us.1:                        ; preds = %for.cond.1.preheader.us.1.preheader, %for.end.1.loopexit.us.1
  %lsr.iv532 = phi double* [ %.6.i40127.1, %for.cond.1.preheader.us.1.preheader ], [ %36, %for.end.1.loopexit.us.1 ]
  %loop.index121.us.1 = phi i64 [ %.549.us.1, %for.end.1.loopexit.us.1 ], [ 0, %for.cond.1.preheader.us.1.preheader ]
  %.490.0120.us.1 = phi i64 [ %.490.2.us.1, %for.end.1.loopexit.us.1 ], [ 0, %for.cond.1.preheader.us.1.preheader ]
  %.487.0119.us.1 = phi i64 [ %spec.select.us.1, %for.end.1.loopexit.us.1 ], [ 0, %for.cond.1.preheader.us.1.preheader ]
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1, %for.cond.1.preheader.us.1
  %loop.index.1115.us.1 = phi i64 [ %.547.us.1, %for.body.1.us.1 ], [ 0, %for.cond.1.preheader.us.1 ]
  %.490.1114.us.1 = phi i64 [ %.490.2.us.1, %for.body.1.us.1 ], [ %.490.0120.us.1, %for.cond.1.preheader.us.1 ]
  %.487.1113.us.1 = phi i64 [ %spec.select.us.1, %for.body.1.us.1 ], [ %.487.0119.us.1, %for.cond.1.preheader.us.1 ]
  %33 = icmp ugt i64 %.62.fca.5.1.load.i.1, 1
  %34 = icmp eq i64 %.62.fca.5.0.load.i.1, 1
  %spec.select.us.1 = select i1 %34, i64 %.487.1113.us.1, i64 %loop.index121.us.1
  %.490.2.us.1 = select i1 %33, i64 %loop.index.1115.us.1, i64 %.490.1114.us.1
  %.510.us.1 = mul i64 %spec.select.us.1, %.62.fca.5.1.load.i.1
  %.513.us.1 = add i64 %.510.us.1, %.490.2.us.1
  %.514.us.1 = getelementptr double, double* %.62.fca.4.load.i.1, i64 %.513.us.1
  %.515.us.1 = load double, double* %.514.us.1, align 8
  %.12.i.us.1 = tail call double @tanh(double %.515.us.1)
  %scevgep535 = getelementptr double, double* %lsr.iv532, i64 %loop.index.1115.us.1
  store double %.12.i.us.1, double* %scevgep535, align 8
  %.547.us.1 = add nuw nsw i64 %loop.index.1115.us.1, 1
  %exitcond208.not.1 = icmp eq i64 %.62.fca.5.1.load.i.1, %.547.us.1
  br i1 %exitcond208.not.1, label %for.end.1.loopexit.us.1, label %for.body.1.us.1

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.1
  %35 = bitcast double* %lsr.iv532 to i1*
  %.549.us.1 = add nuw nsw i64 %loop.index121.us.1, 1
  %scevgep534 = getelementptr i1, i1* %35, i64 %32
  %36 = bitcast i1* %scevgep534 to double*
  %exitcond209.not.1 = icmp eq i64 %.549.us.1, %.62.fca.5.0.load.i.1
  br i1 %exitcond209.not.1, label %for.end.1, label %for.cond.1.preheader.us.1

for.end.1:                                        ; preds = %for.end.1.loopexit.us.1, %for.cond.1.preheader.preheader.1, %B76.endif.endif.endif.endif.endif.1
  %37 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %38 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %X.2.sroa.70.0.2 = shl i64 %.62.fca.5.1.load.i.1, 3
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %38)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %37)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %.7.i.i33.1), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %38, i8 0, i64 72, i1 false), !noalias !1
  %.52.i.2 = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i33.1, i8* null, i64 %.409.1, i64 8, double* %.6.i40127.1, i64 %.62.fca.5.0.load.i.1, i64 %.62.fca.5.1.load.i.1, i64 %X.2.sroa.70.0.2, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %.62.fca.0.load.i.1)
  tail call void @NRT_decref(i8* nonnull %.7.i.i33)
  switch i32 %.52.i.2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %B128.i18.2
    i32 0, label %B128.i18.2
  ]

B128.i18.2:                                       ; preds = %for.end.1, %for.end.1
  %39 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8**
  %40 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %41 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %42 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr546 = getelementptr inbounds i8, i8* %42, i64 48
  %43 = bitcast i8* %sunkaddr546 to i64*
  %.62.fca.5.1.load.i.2 = load i64, i64* %43, align 8, !noalias !1
  %44 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr547 = getelementptr inbounds i8, i8* %44, i64 40
  %45 = bitcast i8* %sunkaddr547 to i64*
  %.62.fca.5.0.load.i.2 = load i64, i64* %45, align 8, !noalias !1
  %46 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr548 = getelementptr inbounds i8, i8* %46, i64 32
  %47 = bitcast i8* %sunkaddr548 to double**
  %.62.fca.4.load.i.2 = load double*, double** %47, align 8, !noalias !1
  %.62.fca.0.load.i.2 = load i8*, i8** %39, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i33.1), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %41)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %40)
  %.408.2 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i.2, i64 %.62.fca.5.1.load.i.2)
  %.409.2 = extractvalue { i64, i1 } %.408.2, 0
  %.410.2 = extractvalue { i64, i1 } %.408.2, 1
  %.413.2 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.409.2, i64 8)
  %.415.2 = extractvalue { i64, i1 } %.413.2, 1
  %.416.2 = or i1 %.410.2, %.415.2
  br i1 %.416.2, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif.2, !prof !0

B76.endif.endif.endif.endif.2:                    ; preds = %B128.i18.2
  %.414.2 = extractvalue { i64, i1 } %.413.2, 0
  %.7.i.i33.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.414.2, i32 32), !noalias !13
  %.8.i.i34.2 = icmp eq i8* %.7.i.i33.2, null
  br i1 %.8.i.i34.2, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.2, !prof !0

B76.endif.endif.endif.endif.endif.2:              ; preds = %B76.endif.endif.endif.endif.2
  %.5.i39.2 = getelementptr i8, i8* %.7.i.i33.2, i64 24
  %48 = bitcast i8* %.5.i39.2 to double**
  %.6.i40127.2 = load double*, double** %48, align 8
  %.494118.2 = icmp sgt i64 %.62.fca.5.0.load.i.2, 0
  br i1 %.494118.2, label %for.cond.1.preheader.preheader.2, label %for.end.2302

for.cond.1.preheader.preheader.2:                 ; preds = %B76.endif.endif.endif.endif.endif.2
  %.497112.2 = icmp sgt i64 %.62.fca.5.1.load.i.2, 0
  br i1 %.497112.2, label %for.cond.1.preheader.us.2.preheader, label %for.end.2302

for.cond.1.preheader.us.2.preheader:              ; preds = %for.cond.1.preheader.preheader.2
  %49 = shl i64 %.62.fca.5.1.load.i.2, 3
  br label %for.cond.1.preheader.us.2

for.cond.1.preheader.us.2:                        ; preds = %for.cond.1.preheader.us.2.preheader, %for.end.1.loopexit.us.2
  %lsr.iv528 = phi double* [ %.6.i40127.2, %for.cond.1.preheader.us.2.preheader ], [ %53, %for.end.1.loopexit.us.2 ]
  %loop.index121.us.2 = phi i64 [ %.549.us.2, %for.end.1.loopexit.us.2 ], [ 0, %for.cond.1.preheader.us.2.preheader ]
  %.490.0120.us.2 = phi i64 [ %.490.2.us.2, %for.end.1.loopexit.us.2 ], [ 0, %for.cond.1.preheader.us.2.preheader ]
  %.487.0119.us.2 = phi i64 [ %spec.select.us.2, %for.end.1.loopexit.us.2 ], [ 0, %for.cond.1.preheader.us.2.preheader ]
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2, %for.cond.1.preheader.us.2
  %loop.index.1115.us.2 = phi i64 [ %.547.us.2, %for.body.1.us.2 ], [ 0, %for.cond.1.preheader.us.2 ]
  %.490.1114.us.2 = phi i64 [ %.490.2.us.2, %for.body.1.us.2 ], [ %.490.0120.us.2, %for.cond.1.preheader.us.2 ]
  %.487.1113.us.2 = phi i64 [ %spec.select.us.2, %for.body.1.us.2 ], [ %.487.0119.us.2, %for.cond.1.preheader.us.2 ]
  %50 = icmp ugt i64 %.62.fca.5.1.load.i.2, 1
  %51 = icmp eq i64 %.62.fca.5.0.load.i.2, 1
  %spec.select.us.2 = select i1 %51, i64 %.487.1113.us.2, i64 %loop.index121.us.2
  %.490.2.us.2 = select i1 %50, i64 %loop.index.1115.us.2, i64 %.490.1114.us.2
  %.510.us.2 = mul i64 %spec.select.us.2, %.62.fca.5.1.load.i.2
  %.513.us.2 = add i64 %.510.us.2, %.490.2.us.2
  %.514.us.2 = getelementptr double, double* %.62.fca.4.load.i.2, i64 %.513.us.2
  %.515.us.2 = load double, double* %.514.us.2, align 8
  %.12.i.us.2 = tail call double @tanh(double %.515.us.2)
  %scevgep531 = getelementptr double, double* %lsr.iv528, i64 %loop.index.1115.us.2
  store double %.12.i.us.2, double* %scevgep531, align 8
  %.547.us.2 = add nuw nsw i64 %loop.index.1115.us.2, 1
  %exitcond208.not.2 = icmp eq i64 %.62.fca.5.1.load.i.2, %.547.us.2
  br i1 %exitcond208.not.2, label %for.end.1.loopexit.us.2, label %for.body.1.us.2

for.end.1.loopexit.us.2:                          ; preds = %for.body.1.us.2
  %52 = bitcast double* %lsr.iv528 to i1*
  %.549.us.2 = add nuw nsw i64 %loop.index121.us.2, 1
  %scevgep530 = getelementptr i1, i1* %52, i64 %49
  %53 = bitcast i1* %scevgep530 to double*
  %exitcond209.not.2 = icmp eq i64 %.549.us.2, %.62.fca.5.0.load.i.2
  br i1 %exitcond209.not.2, label %for.end.2302, label %for.cond.1.preheader.us.2

for.end.2302:                                     ; preds = %for.end.1.loopexit.us.2, %for.cond.1.preheader.preheader.2, %B76.endif.endif.endif.endif.endif.2
  tail call void @NRT_decref(i8* %.62.fca.0.load.i.2)
  tail call void @NRT_decref(i8* nonnull %.7.i.i33.1)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.710 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i.2, i64 %.62.fca.5.1.load.i.2)
  %.711 = extractvalue { i64, i1 } %.710, 0
  %.712 = extractvalue { i64, i1 } %.710, 1
  %.715 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.711, i64 8)
  %.717 = extractvalue { i64, i1 } %.715, 1
  %.718 = or i1 %.712, %.717
  br i1 %.718, label %B126.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif, !prof !0

B126.endif.endif.endif.endif.if:                  ; preds = %for.end.2302
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770205262976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B126.endif.endif.endif.endif.endif:               ; preds = %for.end.2302
  %.716 = extractvalue { i64, i1 } %.715, 0
  %.7.i.i27 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.716, i32 32), !noalias !20
  %.8.i.i28 = icmp eq i8* %.7.i.i27, null
  br i1 %.8.i.i28, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif, !prof !0

B126.endif.endif.endif.endif.endif.if:            ; preds = %B126.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770208649984, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B126.endif.endif.endif.endif.endif.endif:         ; preds = %B126.endif.endif.endif.endif.endif
  %.5.i25 = getelementptr i8, i8* %.7.i.i27, i64 24
  %54 = bitcast i8* %.5.i25 to double**
  %.6.i26126 = load double*, double** %54, align 8
  %.802106 = icmp sgt i64 %.62.fca.5.0.load.i.2, 0
  br i1 %.802106, label %for.cond.3.preheader.preheader, label %for.end.2

for.cond.3.preheader.preheader:                   ; preds = %B126.endif.endif.endif.endif.endif.endif
  %.80597 = icmp sgt i64 %.62.fca.5.1.load.i.2, 0
  br i1 %.80597, label %for.cond.3.preheader.us.preheader, label %for.end.2

for.cond.3.preheader.us.preheader:                ; preds = %for.cond.3.preheader.preheader
  %55 = add i64 %.62.fca.5.1.load.i.2, -1
  %56 = icmp eq i64 %.62.fca.5.0.load.i.2, 1
  br i1 %56, label %for.end.2.loopexit.unr-lcssa, label %for.cond.3.preheader.us.preheader.new

for.cond.3.preheader.us.preheader.new:            ; preds = %for.cond.3.preheader.us.preheader
  %unroll_iter283 = and i64 %.62.fca.5.0.load.i.2, -2
  %unroll_iter256 = and i64 %.62.fca.5.1.load.i.2, -8
  %xtraiter249.1 = and i64 %.62.fca.5.1.load.i.2, 7
  %unroll_iter256.1 = and i64 %.62.fca.5.1.load.i.2, -8
  %scevgep477 = getelementptr double, double* %.6.i26126, i64 7
  %57 = shl i64 %.62.fca.5.1.load.i.2, 4
  %58 = add i64 %.62.fca.5.1.load.i.2, 7
  %scevgep502 = getelementptr double, double* %.6.i26126, i64 %58
  %scevgep521 = getelementptr double, double* %.6.i26126, i64 %.62.fca.5.1.load.i.2
  br label %for.cond.3.preheader.us

for.cond.3.preheader.us:                          ; preds = %for.end.3.loopexit.us.1, %for.cond.3.preheader.us.preheader.new
  %lsr.iv522 = phi double* [ %95, %for.end.3.loopexit.us.1 ], [ %scevgep521, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv503 = phi double* [ %94, %for.end.3.loopexit.us.1 ], [ %scevgep502, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv496 = phi double* [ %93, %for.end.3.loopexit.us.1 ], [ %.6.i26126, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv478 = phi double* [ %92, %for.end.3.loopexit.us.1 ], [ %scevgep477, %for.cond.3.preheader.us.preheader.new ]
  %loop.index.2111.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %.874.us.1, %for.end.3.loopexit.us.1 ]
  %.798.0110.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %.798.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.795.0109.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %.795.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.792.0108.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %.792.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.789.0107.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %spec.select149.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %59 = icmp ult i64 %55, 7
  br i1 %59, label %for.end.3.loopexit.us.unr-lcssa, label %for.body.3.us.preheader

for.body.3.us.preheader:                          ; preds = %for.cond.3.preheader.us
  br label %for.body.3.us

for.body.3.us:                                    ; preds = %for.body.3.us.preheader, %for.body.3.us
  %loop.index.3102.us = phi i64 [ %69, %for.body.3.us ], [ 0, %for.body.3.us.preheader ]
  %.798.1101.us = phi i64 [ %.798.2.us.7, %for.body.3.us ], [ %.798.0110.us, %for.body.3.us.preheader ]
  %.795.1100.us = phi i64 [ %.795.2.us.7, %for.body.3.us ], [ %.795.0109.us, %for.body.3.us.preheader ]
  %.792.199.us = phi i64 [ %.792.2.us.7, %for.body.3.us ], [ %.792.0108.us, %for.body.3.us.preheader ]
  %.789.198.us = phi i64 [ %spec.select149.us.7, %for.body.3.us ], [ %.789.0107.us, %for.body.3.us.preheader ]
  %60 = icmp ugt i64 %.62.fca.5.1.load.i.2, 1
  %61 = icmp eq i64 %.62.fca.5.0.load.i.2, 1
  %spec.select149.us = select i1 %61, i64 %.789.198.us, i64 %loop.index.2111.us
  %.792.2.us = select i1 %60, i64 %loop.index.3102.us, i64 %.792.199.us
  %.818.us = mul i64 %spec.select149.us, %.62.fca.5.1.load.i.2
  %.821.us = add i64 %.818.us, %.792.2.us
  %.822.us = getelementptr double, double* %.6.i40127.2, i64 %.821.us
  %.823.us = load double, double* %.822.us, align 8
  %.795.2.us = select i1 %61, i64 %.795.1100.us, i64 %loop.index.2111.us
  %.798.2.us = select i1 %60, i64 %loop.index.3102.us, i64 %.798.1101.us
  %.835.us = mul i64 %.795.2.us, %.62.fca.5.1.load.i.2
  %.838.us = add i64 %.835.us, %.798.2.us
  %.839.us = getelementptr double, double* %.6.i40127.2, i64 %.838.us
  %.840.us = load double, double* %.839.us, align 8
  %.6.i1.us = fmul double %.823.us, %.840.us
  %scevgep494 = getelementptr double, double* %lsr.iv478, i64 %loop.index.3102.us
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -7
  store double %.6.i1.us, double* %scevgep495, align 8
  %spec.select149.us.1 = select i1 %61, i64 %.789.198.us, i64 %loop.index.2111.us
  %62 = add i64 %loop.index.3102.us, 1
  %.792.2.us.1 = select i1 %60, i64 %62, i64 %.792.199.us
  %.818.us.1 = mul i64 %spec.select149.us.1, %.62.fca.5.1.load.i.2
  %.821.us.1 = add i64 %.818.us.1, %.792.2.us.1
  %.822.us.1 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.1
  %.823.us.1 = load double, double* %.822.us.1, align 8
  %.795.2.us.1 = select i1 %61, i64 %.795.1100.us, i64 %loop.index.2111.us
  %.798.2.us.1 = select i1 %60, i64 %62, i64 %.798.1101.us
  %.835.us.1 = mul i64 %.795.2.us.1, %.62.fca.5.1.load.i.2
  %.838.us.1 = add i64 %.835.us.1, %.798.2.us.1
  %.839.us.1 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.1
  %.840.us.1 = load double, double* %.839.us.1, align 8
  %.6.i1.us.1 = fmul double %.823.us.1, %.840.us.1
  %scevgep491 = getelementptr double, double* %lsr.iv478, i64 %loop.index.3102.us
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -6
  store double %.6.i1.us.1, double* %scevgep492, align 8
  %spec.select149.us.2 = select i1 %61, i64 %.789.198.us, i64 %loop.index.2111.us
  %63 = add i64 %62, 1
  %.792.2.us.2 = select i1 %60, i64 %63, i64 %.792.199.us
  %.818.us.2 = mul i64 %spec.select149.us.2, %.62.fca.5.1.load.i.2
  %.821.us.2 = add i64 %.818.us.2, %.792.2.us.2
  %.822.us.2 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.2
  %.823.us.2 = load double, double* %.822.us.2, align 8
  %.795.2.us.2 = select i1 %61, i64 %.795.1100.us, i64 %loop.index.2111.us
  %.798.2.us.2 = select i1 %60, i64 %63, i64 %.798.1101.us
  %.835.us.2 = mul i64 %.795.2.us.2, %.62.fca.5.1.load.i.2
  %.838.us.2 = add i64 %.835.us.2, %.798.2.us.2
  %.839.us.2 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.2
  %.840.us.2 = load double, double* %.839.us.2, align 8
  %.6.i1.us.2 = fmul double %.823.us.2, %.840.us.2
  %scevgep489 = getelementptr double, double* %lsr.iv478, i64 %loop.index.3102.us
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -5
  store double %.6.i1.us.2, double* %scevgep490, align 8
  %spec.select149.us.3 = select i1 %61, i64 %.789.198.us, i64 %loop.index.2111.us
  %64 = add i64 %63, 1
  %.792.2.us.3 = select i1 %60, i64 %64, i64 %.792.199.us
  %.818.us.3 = mul i64 %spec.select149.us.3, %.62.fca.5.1.load.i.2
  %.821.us.3 = add i64 %.818.us.3, %.792.2.us.3
  %.822.us.3 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.3
  %.823.us.3 = load double, double* %.822.us.3, align 8
  %.795.2.us.3 = select i1 %61, i64 %.795.1100.us, i64 %loop.index.2111.us
  %.798.2.us.3 = select i1 %60, i64 %64, i64 %.798.1101.us
  %.835.us.3 = mul i64 %.795.2.us.3, %.62.fca.5.1.load.i.2
  %.838.us.3 = add i64 %.835.us.3, %.798.2.us.3
  %.839.us.3 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.3
  %.840.us.3 = load double, double* %.839.us.3, align 8
  %.6.i1.us.3 = fmul double %.823.us.3, %.840.us.3
  %scevgep487 = getelementptr double, double* %lsr.iv478, i64 %loop.index.3102.us
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -4
  store double %.6.i1.us.3, double* %scevgep488, align 8
  %spec.select149.us.4 = select i1 %61, i64 %.789.198.us, i64 %loop.index.2111.us
  %65 = add i64 %64, 1
  %.792.2.us.4 = select i1 %60, i64 %65, i64 %.792.199.us
  %.818.us.4 = mul i64 %spec.select149.us.4, %.62.fca.5.1.load.i.2
  %.821.us.4 = add i64 %.818.us.4, %.792.2.us.4
  %.822.us.4 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.4
  %.823.us.4 = load double, double* %.822.us.4, align 8
  %.795.2.us.4 = select i1 %61, i64 %.795.1100.us, i64 %loop.index.2111.us
  %.798.2.us.4 = select i1 %60, i64 %65, i64 %.798.1101.us
  %.835.us.4 = mul i64 %.795.2.us.4, %.62.fca.5.1.load.i.2
  %.838.us.4 = add i64 %.835.us.4, %.798.2.us.4
  %.839.us.4 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.4
  %.840.us.4 = load double, double* %.839.us.4, align 8
  %.6.i1.us.4 = fmul double %.823.us.4, %.840.us.4
  %scevgep485 = getelementptr double, double* %lsr.iv478, i64 %loop.index.3102.us
  %scevgep486 = getelementptr double, double* %scevgep485, i64 -3
  store double %.6.i1.us.4, double* %scevgep486, align 8
  %spec.select149.us.5 = select i1 %61, i64 %.789.198.us, i64 %loop.index.2111.us
  %66 = add i64 %65, 1
  %.792.2.us.5 = select i1 %60, i64 %66, i64 %.792.199.us
  %.818.us.5 = mul i64 %spec.select149.us.5, %.62.fca.5.1.load.i.2
  %.821.us.5 = add i64 %.818.us.5, %.792.2.us.5
  %.822.us.5 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.5
  %.823.us.5 = load double, double* %.822.us.5, align 8
  %.795.2.us.5 = select i1 %61, i64 %.795.1100.us, i64 %loop.index.2111.us
  %.798.2.us.5 = select i1 %60, i64 %66, i64 %.798.1101.us
  %.835.us.5 = mul i64 %.795.2.us.5, %.62.fca.5.1.load.i.2
  %.838.us.5 = add i64 %.835.us.5, %.798.2.us.5
  %.839.us.5 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.5
  %.840.us.5 = load double, double* %.839.us.5, align 8
  %.6.i1.us.5 = fmul double %.823.us.5, %.840.us.5
  %scevgep483 = getelementptr double, double* %lsr.iv478, i64 %loop.index.3102.us
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -2
  store double %.6.i1.us.5, double* %scevgep484, align 8
  %spec.select149.us.6 = select i1 %61, i64 %.789.198.us, i64 %loop.index.2111.us
  %67 = add i64 %66, 1
  %.792.2.us.6 = select i1 %60, i64 %67, i64 %.792.199.us
  %.818.us.6 = mul i64 %spec.select149.us.6, %.62.fca.5.1.load.i.2
  %.821.us.6 = add i64 %.818.us.6, %.792.2.us.6
  %.822.us.6 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.6
  %.823.us.6 = load double, double* %.822.us.6, align 8
  %.795.2.us.6 = select i1 %61, i64 %.795.1100.us, i64 %loop.index.2111.us
  %.798.2.us.6 = select i1 %60, i64 %67, i64 %.798.1101.us
  %.835.us.6 = mul i64 %.795.2.us.6, %.62.fca.5.1.load.i.2
  %.838.us.6 = add i64 %.835.us.6, %.798.2.us.6
  %.839.us.6 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.6
  %.840.us.6 = load double, double* %.839.us.6, align 8
  %.6.i1.us.6 = fmul double %.823.us.6, %.840.us.6
  %scevgep481 = getelementptr double, double* %lsr.iv478, i64 %loop.index.3102.us
  %scevgep482 = getelementptr double, double* %scevgep481, i64 -1
  store double %.6.i1.us.6, double* %scevgep482, align 8
  %spec.select149.us.7 = select i1 %61, i64 %.789.198.us, i64 %loop.index.2111.us
  %68 = add i64 %67, 1
  %.792.2.us.7 = select i1 %60, i64 %68, i64 %.792.199.us
  %.818.us.7 = mul i64 %spec.select149.us.7, %.62.fca.5.1.load.i.2
  %.821.us.7 = add i64 %.818.us.7, %.792.2.us.7
  %.822.us.7 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.7
  %.823.us.7 = load double, double* %.822.us.7, align 8
  %.795.2.us.7 = select i1 %61, i64 %.795.1100.us, i64 %loop.index.2111.us
  %.798.2.us.7 = select i1 %60, i64 %68, i64 %.798.1101.us
  %.835.us.7 = mul i64 %.795.2.us.7, %.62.fca.5.1.load.i.2
  %.838.us.7 = add i64 %.835.us.7, %.798.2.us.7
  %.839.us.7 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.7
  %.840.us.7 = load double, double* %.839.us.7, align 8
  %.6.i1.us.7 = fmul double %.823.us.7, %.840.us.7
  %scevgep493 = getelementptr double, double* %lsr.iv478, i64 %loop.index.3102.us
  store double %.6.i1.us.7, double* %scevgep493, align 8
  %.872.us.7 = add nuw i64 %loop.index.3102.us, 8
  %69 = add i64 %68, 1
  %niter257.ncmp.7 = icmp eq i64 %69, %unroll_iter256
  br i1 %niter257.ncmp.7, label %for.end.3.loopexit.us.unr-lcssa, label %for.body.3.us

for.end.3.loopexit.us.unr-lcssa:                  ; preds = %for.body.3.us, %for.cond.3.preheader.us
  %spec.select149.us.lcssa.ph = phi i64 [ undef, %for.cond.3.preheader.us ], [ %spec.select149.us.7, %for.body.3.us ]
  %.792.2.us.lcssa.ph = phi i64 [ undef, %for.cond.3.preheader.us ], [ %.792.2.us.7, %for.body.3.us ]
  %.795.2.us.lcssa.ph = phi i64 [ undef, %for.cond.3.preheader.us ], [ %.795.2.us.7, %for.body.3.us ]
  %.798.2.us.lcssa.ph = phi i64 [ undef, %for.cond.3.preheader.us ], [ %.798.2.us.7, %for.body.3.us ]
  %loop.index.3102.us.unr = phi i64 [ 0, %for.cond.3.preheader.us ], [ %.872.us.7, %for.body.3.us ]
  %.798.1101.us.unr = phi i64 [ %.798.0110.us, %for.cond.3.preheader.us ], [ %.798.2.us.7, %for.body.3.us ]
  %.795.1100.us.unr = phi i64 [ %.795.0109.us, %for.cond.3.preheader.us ], [ %.795.2.us.7, %for.body.3.us ]
  %.792.199.us.unr = phi i64 [ %.792.0108.us, %for.cond.3.preheader.us ], [ %.792.2.us.7, %for.body.3.us ]
  %.789.198.us.unr = phi i64 [ %.789.0107.us, %for.cond.3.preheader.us ], [ %spec.select149.us.7, %for.body.3.us ]
  %70 = and i64 %.62.fca.5.1.load.i.2, 7
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %for.end.3.loopexit.us, label %for.body.3.us.epil.preheader

for.body.3.us.epil.preheader:                     ; preds = %for.end.3.loopexit.us.unr-lcssa
  br label %for.body.3.us.epil

for.body.3.us.epil:                               ; preds = %for.body.3.us.epil.preheader, %for.body.3.us.epil
  %lsr.iv500 = phi i64 [ %xtraiter249.1, %for.body.3.us.epil.preheader ], [ %lsr.iv.next501, %for.body.3.us.epil ]
  %loop.index.3102.us.epil = phi i64 [ %.872.us.epil, %for.body.3.us.epil ], [ %loop.index.3102.us.unr, %for.body.3.us.epil.preheader ]
  %.798.1101.us.epil = phi i64 [ %.798.2.us.epil, %for.body.3.us.epil ], [ %.798.1101.us.unr, %for.body.3.us.epil.preheader ]
  %.795.1100.us.epil = phi i64 [ %.795.2.us.epil, %for.body.3.us.epil ], [ %.795.1100.us.unr, %for.body.3.us.epil.preheader ]
  %.792.199.us.epil = phi i64 [ %.792.2.us.epil, %for.body.3.us.epil ], [ %.792.199.us.unr, %for.body.3.us.epil.preheader ]
  %.789.198.us.epil = phi i64 [ %spec.select149.us.epil, %for.body.3.us.epil ], [ %.789.198.us.unr, %for.body.3.us.epil.preheader ]
  %72 = icmp ugt i64 %.62.fca.5.1.load.i.2, 1
  %73 = icmp eq i64 %.62.fca.5.0.load.i.2, 1
  %spec.select149.us.epil = select i1 %73, i64 %.789.198.us.epil, i64 %loop.index.2111.us
  %.792.2.us.epil = select i1 %72, i64 %loop.index.3102.us.epil, i64 %.792.199.us.epil
  %.818.us.epil = mul i64 %spec.select149.us.epil, %.62.fca.5.1.load.i.2
  %.821.us.epil = add i64 %.818.us.epil, %.792.2.us.epil
  %.822.us.epil = getelementptr double, double* %.6.i40127.2, i64 %.821.us.epil
  %.823.us.epil = load double, double* %.822.us.epil, align 8
  %.795.2.us.epil = select i1 %73, i64 %.795.1100.us.epil, i64 %loop.index.2111.us
  %.798.2.us.epil = select i1 %72, i64 %loop.index.3102.us.epil, i64 %.798.1101.us.epil
  %.835.us.epil = mul i64 %.795.2.us.epil, %.62.fca.5.1.load.i.2
  %.838.us.epil = add i64 %.835.us.epil, %.798.2.us.epil
  %.839.us.epil = getelementptr double, double* %.6.i40127.2, i64 %.838.us.epil
  %.840.us.epil = load double, double* %.839.us.epil, align 8
  %.6.i1.us.epil = fmul double %.823.us.epil, %.840.us.epil
  %scevgep499 = getelementptr double, double* %lsr.iv496, i64 %loop.index.3102.us.epil
  store double %.6.i1.us.epil, double* %scevgep499, align 8
  %.872.us.epil = add nuw nsw i64 %loop.index.3102.us.epil, 1
  %lsr.iv.next501 = add nsw i64 %lsr.iv500, -1
  %epil.iter250.cmp.not = icmp eq i64 %lsr.iv.next501, 0
  br i1 %epil.iter250.cmp.not, label %for.end.3.loopexit.us, label %for.body.3.us.epil, !llvm.loop !27

for.end.3.loopexit.us:                            ; preds = %for.body.3.us.epil, %for.end.3.loopexit.us.unr-lcssa
  %spec.select149.us.lcssa = phi i64 [ %spec.select149.us.lcssa.ph, %for.end.3.loopexit.us.unr-lcssa ], [ %spec.select149.us.epil, %for.body.3.us.epil ]
  %.792.2.us.lcssa = phi i64 [ %.792.2.us.lcssa.ph, %for.end.3.loopexit.us.unr-lcssa ], [ %.792.2.us.epil, %for.body.3.us.epil ]
  %.795.2.us.lcssa = phi i64 [ %.795.2.us.lcssa.ph, %for.end.3.loopexit.us.unr-lcssa ], [ %.795.2.us.epil, %for.body.3.us.epil ]
  %.798.2.us.lcssa = phi i64 [ %.798.2.us.lcssa.ph, %for.end.3.loopexit.us.unr-lcssa ], [ %.798.2.us.epil, %for.body.3.us.epil ]
  %74 = icmp ult i64 %55, 7
  %.874.us = or i64 %loop.index.2111.us, 1
  br i1 %74, label %for.end.3.loopexit.us.unr-lcssa.1, label %for.body.3.us.1.preheader

for.body.3.us.1.preheader:                        ; preds = %for.end.3.loopexit.us
  br label %for.body.3.us.1

for.body.3.us.1:                                  ; preds = %for.body.3.us.1.preheader, %for.body.3.us.1
  %loop.index.3102.us.1 = phi i64 [ %84, %for.body.3.us.1 ], [ 0, %for.body.3.us.1.preheader ]
  %.798.1101.us.1 = phi i64 [ %.798.2.us.7.1, %for.body.3.us.1 ], [ %.798.2.us.lcssa, %for.body.3.us.1.preheader ]
  %.795.1100.us.1 = phi i64 [ %.795.2.us.7.1, %for.body.3.us.1 ], [ %.795.2.us.lcssa, %for.body.3.us.1.preheader ]
  %.792.199.us.1 = phi i64 [ %.792.2.us.7.1, %for.body.3.us.1 ], [ %.792.2.us.lcssa, %for.body.3.us.1.preheader ]
  %.789.198.us.1 = phi i64 [ %spec.select149.us.7.1, %for.body.3.us.1 ], [ %spec.select149.us.lcssa, %for.body.3.us.1.preheader ]
  %75 = icmp ugt i64 %.62.fca.5.1.load.i.2, 1
  %76 = icmp eq i64 %.62.fca.5.0.load.i.2, 1
  %spec.select149.us.1285 = select i1 %76, i64 %.789.198.us.1, i64 %.874.us
  %.792.2.us.1286 = select i1 %75, i64 %loop.index.3102.us.1, i64 %.792.199.us.1
  %.818.us.1287 = mul i64 %spec.select149.us.1285, %.62.fca.5.1.load.i.2
  %.821.us.1288 = add i64 %.818.us.1287, %.792.2.us.1286
  %.822.us.1289 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.1288
  %.823.us.1290 = load double, double* %.822.us.1289, align 8
  %.795.2.us.1291 = select i1 %76, i64 %.795.1100.us.1, i64 %.874.us
  %.798.2.us.1292 = select i1 %75, i64 %loop.index.3102.us.1, i64 %.798.1101.us.1
  %.835.us.1293 = mul i64 %.795.2.us.1291, %.62.fca.5.1.load.i.2
  %.838.us.1294 = add i64 %.835.us.1293, %.798.2.us.1292
  %.839.us.1295 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.1294
  %.840.us.1296 = load double, double* %.839.us.1295, align 8
  %.6.i1.us.1297 = fmul double %.823.us.1290, %.840.us.1296
  %scevgep519 = getelementptr double, double* %lsr.iv503, i64 %loop.index.3102.us.1
  %scevgep520 = getelementptr double, double* %scevgep519, i64 -7
  store double %.6.i1.us.1297, double* %scevgep520, align 8
  %spec.select149.us.1.1 = select i1 %76, i64 %.789.198.us.1, i64 %.874.us
  %77 = add i64 %loop.index.3102.us.1, 1
  %.792.2.us.1.1 = select i1 %75, i64 %77, i64 %.792.199.us.1
  %.818.us.1.1 = mul i64 %spec.select149.us.1.1, %.62.fca.5.1.load.i.2
  %.821.us.1.1 = add i64 %.818.us.1.1, %.792.2.us.1.1
  %.822.us.1.1 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.1.1
  %.823.us.1.1 = load double, double* %.822.us.1.1, align 8
  %.795.2.us.1.1 = select i1 %76, i64 %.795.1100.us.1, i64 %.874.us
  %.798.2.us.1.1 = select i1 %75, i64 %77, i64 %.798.1101.us.1
  %.835.us.1.1 = mul i64 %.795.2.us.1.1, %.62.fca.5.1.load.i.2
  %.838.us.1.1 = add i64 %.835.us.1.1, %.798.2.us.1.1
  %.839.us.1.1 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.1.1
  %.840.us.1.1 = load double, double* %.839.us.1.1, align 8
  %.6.i1.us.1.1 = fmul double %.823.us.1.1, %.840.us.1.1
  %scevgep516 = getelementptr double, double* %lsr.iv503, i64 %loop.index.3102.us.1
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -6
  store double %.6.i1.us.1.1, double* %scevgep517, align 8
  %spec.select149.us.2.1 = select i1 %76, i64 %.789.198.us.1, i64 %.874.us
  %78 = add i64 %77, 1
  %.792.2.us.2.1 = select i1 %75, i64 %78, i64 %.792.199.us.1
  %.818.us.2.1 = mul i64 %spec.select149.us.2.1, %.62.fca.5.1.load.i.2
  %.821.us.2.1 = add i64 %.818.us.2.1, %.792.2.us.2.1
  %.822.us.2.1 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.2.1
  %.823.us.2.1 = load double, double* %.822.us.2.1, align 8
  %.795.2.us.2.1 = select i1 %76, i64 %.795.1100.us.1, i64 %.874.us
  %.798.2.us.2.1 = select i1 %75, i64 %78, i64 %.798.1101.us.1
  %.835.us.2.1 = mul i64 %.795.2.us.2.1, %.62.fca.5.1.load.i.2
  %.838.us.2.1 = add i64 %.835.us.2.1, %.798.2.us.2.1
  %.839.us.2.1 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.2.1
  %.840.us.2.1 = load double, double* %.839.us.2.1, align 8
  %.6.i1.us.2.1 = fmul double %.823.us.2.1, %.840.us.2.1
  %scevgep514 = getelementptr double, double* %lsr.iv503, i64 %loop.index.3102.us.1
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -5
  store double %.6.i1.us.2.1, double* %scevgep515, align 8
  %spec.select149.us.3.1 = select i1 %76, i64 %.789.198.us.1, i64 %.874.us
  %79 = add i64 %78, 1
  %.792.2.us.3.1 = select i1 %75, i64 %79, i64 %.792.199.us.1
  %.818.us.3.1 = mul i64 %spec.select149.us.3.1, %.62.fca.5.1.load.i.2
  %.821.us.3.1 = add i64 %.818.us.3.1, %.792.2.us.3.1
  %.822.us.3.1 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.3.1
  %.823.us.3.1 = load double, double* %.822.us.3.1, align 8
  %.795.2.us.3.1 = select i1 %76, i64 %.795.1100.us.1, i64 %.874.us
  %.798.2.us.3.1 = select i1 %75, i64 %79, i64 %.798.1101.us.1
  %.835.us.3.1 = mul i64 %.795.2.us.3.1, %.62.fca.5.1.load.i.2
  %.838.us.3.1 = add i64 %.835.us.3.1, %.798.2.us.3.1
  %.839.us.3.1 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.3.1
  %.840.us.3.1 = load double, double* %.839.us.3.1, align 8
  %.6.i1.us.3.1 = fmul double %.823.us.3.1, %.840.us.3.1
  %scevgep512 = getelementptr double, double* %lsr.iv503, i64 %loop.index.3102.us.1
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -4
  store double %.6.i1.us.3.1, double* %scevgep513, align 8
  %spec.select149.us.4.1 = select i1 %76, i64 %.789.198.us.1, i64 %.874.us
  %80 = add i64 %79, 1
  %.792.2.us.4.1 = select i1 %75, i64 %80, i64 %.792.199.us.1
  %.818.us.4.1 = mul i64 %spec.select149.us.4.1, %.62.fca.5.1.load.i.2
  %.821.us.4.1 = add i64 %.818.us.4.1, %.792.2.us.4.1
  %.822.us.4.1 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.4.1
  %.823.us.4.1 = load double, double* %.822.us.4.1, align 8
  %.795.2.us.4.1 = select i1 %76, i64 %.795.1100.us.1, i64 %.874.us
  %.798.2.us.4.1 = select i1 %75, i64 %80, i64 %.798.1101.us.1
  %.835.us.4.1 = mul i64 %.795.2.us.4.1, %.62.fca.5.1.load.i.2
  %.838.us.4.1 = add i64 %.835.us.4.1, %.798.2.us.4.1
  %.839.us.4.1 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.4.1
  %.840.us.4.1 = load double, double* %.839.us.4.1, align 8
  %.6.i1.us.4.1 = fmul double %.823.us.4.1, %.840.us.4.1
  %scevgep510 = getelementptr double, double* %lsr.iv503, i64 %loop.index.3102.us.1
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -3
  store double %.6.i1.us.4.1, double* %scevgep511, align 8
  %spec.select149.us.5.1 = select i1 %76, i64 %.789.198.us.1, i64 %.874.us
  %81 = add i64 %80, 1
  %.792.2.us.5.1 = select i1 %75, i64 %81, i64 %.792.199.us.1
  %.818.us.5.1 = mul i64 %spec.select149.us.5.1, %.62.fca.5.1.load.i.2
  %.821.us.5.1 = add i64 %.818.us.5.1, %.792.2.us.5.1
  %.822.us.5.1 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.5.1
  %.823.us.5.1 = load double, double* %.822.us.5.1, align 8
  %.795.2.us.5.1 = select i1 %76, i64 %.795.1100.us.1, i64 %.874.us
  %.798.2.us.5.1 = select i1 %75, i64 %81, i64 %.798.1101.us.1
  %.835.us.5.1 = mul i64 %.795.2.us.5.1, %.62.fca.5.1.load.i.2
  %.838.us.5.1 = add i64 %.835.us.5.1, %.798.2.us.5.1
  %.839.us.5.1 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.5.1
  %.840.us.5.1 = load double, double* %.839.us.5.1, align 8
  %.6.i1.us.5.1 = fmul double %.823.us.5.1, %.840.us.5.1
  %scevgep508 = getelementptr double, double* %lsr.iv503, i64 %loop.index.3102.us.1
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -2
  store double %.6.i1.us.5.1, double* %scevgep509, align 8
  %spec.select149.us.6.1 = select i1 %76, i64 %.789.198.us.1, i64 %.874.us
  %82 = add i64 %81, 1
  %.792.2.us.6.1 = select i1 %75, i64 %82, i64 %.792.199.us.1
  %.818.us.6.1 = mul i64 %spec.select149.us.6.1, %.62.fca.5.1.load.i.2
  %.821.us.6.1 = add i64 %.818.us.6.1, %.792.2.us.6.1
  %.822.us.6.1 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.6.1
  %.823.us.6.1 = load double, double* %.822.us.6.1, align 8
  %.795.2.us.6.1 = select i1 %76, i64 %.795.1100.us.1, i64 %.874.us
  %.798.2.us.6.1 = select i1 %75, i64 %82, i64 %.798.1101.us.1
  %.835.us.6.1 = mul i64 %.795.2.us.6.1, %.62.fca.5.1.load.i.2
  %.838.us.6.1 = add i64 %.835.us.6.1, %.798.2.us.6.1
  %.839.us.6.1 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.6.1
  %.840.us.6.1 = load double, double* %.839.us.6.1, align 8
  %.6.i1.us.6.1 = fmul double %.823.us.6.1, %.840.us.6.1
  %scevgep506 = getelementptr double, double* %lsr.iv503, i64 %loop.index.3102.us.1
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -1
  store double %.6.i1.us.6.1, double* %scevgep507, align 8
  %spec.select149.us.7.1 = select i1 %76, i64 %.789.198.us.1, i64 %.874.us
  %83 = add i64 %82, 1
  %.792.2.us.7.1 = select i1 %75, i64 %83, i64 %.792.199.us.1
  %.818.us.7.1 = mul i64 %spec.select149.us.7.1, %.62.fca.5.1.load.i.2
  %.821.us.7.1 = add i64 %.818.us.7.1, %.792.2.us.7.1
  %.822.us.7.1 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.7.1
  %.823.us.7.1 = load double, double* %.822.us.7.1, align 8
  %.795.2.us.7.1 = select i1 %76, i64 %.795.1100.us.1, i64 %.874.us
  %.798.2.us.7.1 = select i1 %75, i64 %83, i64 %.798.1101.us.1
  %.835.us.7.1 = mul i64 %.795.2.us.7.1, %.62.fca.5.1.load.i.2
  %.838.us.7.1 = add i64 %.835.us.7.1, %.798.2.us.7.1
  %.839.us.7.1 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.7.1
  %.840.us.7.1 = load double, double* %.839.us.7.1, align 8
  %.6.i1.us.7.1 = fmul double %.823.us.7.1, %.840.us.7.1
  %scevgep518 = getelementptr double, double* %lsr.iv503, i64 %loop.index.3102.us.1
  store double %.6.i1.us.7.1, double* %scevgep518, align 8
  %.872.us.7.1 = add nuw i64 %loop.index.3102.us.1, 8
  %84 = add i64 %83, 1
  %niter257.ncmp.7.1 = icmp eq i64 %84, %unroll_iter256.1
  br i1 %niter257.ncmp.7.1, label %for.end.3.loopexit.us.unr-lcssa.1, label %for.body.3.us.1

for.end.3.loopexit.us.unr-lcssa.1:                ; preds = %for.body.3.us.1, %for.end.3.loopexit.us
  %spec.select149.us.lcssa.ph.1 = phi i64 [ undef, %for.end.3.loopexit.us ], [ %spec.select149.us.7.1, %for.body.3.us.1 ]
  %.792.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.3.loopexit.us ], [ %.792.2.us.7.1, %for.body.3.us.1 ]
  %.795.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.3.loopexit.us ], [ %.795.2.us.7.1, %for.body.3.us.1 ]
  %.798.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.3.loopexit.us ], [ %.798.2.us.7.1, %for.body.3.us.1 ]
  %loop.index.3102.us.unr.1 = phi i64 [ 0, %for.end.3.loopexit.us ], [ %.872.us.7.1, %for.body.3.us.1 ]
  %.798.1101.us.unr.1 = phi i64 [ %.798.2.us.lcssa, %for.end.3.loopexit.us ], [ %.798.2.us.7.1, %for.body.3.us.1 ]
  %.795.1100.us.unr.1 = phi i64 [ %.795.2.us.lcssa, %for.end.3.loopexit.us ], [ %.795.2.us.7.1, %for.body.3.us.1 ]
  %.792.199.us.unr.1 = phi i64 [ %.792.2.us.lcssa, %for.end.3.loopexit.us ], [ %.792.2.us.7.1, %for.body.3.us.1 ]
  %.789.198.us.unr.1 = phi i64 [ %spec.select149.us.lcssa, %for.end.3.loopexit.us ], [ %spec.select149.us.7.1, %for.body.3.us.1 ]
  %85 = icmp eq i64 %xtraiter249.1, 0
  br i1 %85, label %for.end.3.loopexit.us.1, label %for.body.3.us.epil.1.preheader

for.body.3.us.epil.1.preheader:                   ; preds = %for.end.3.loopexit.us.unr-lcssa.1
  br label %for.body.3.us.epil.1

for.body.3.us.epil.1:                             ; preds = %for.body.3.us.epil.1.preheader, %for.body.3.us.epil.1
  %lsr.iv526 = phi i64 [ %xtraiter249.1, %for.body.3.us.epil.1.preheader ], [ %lsr.iv.next527, %for.body.3.us.epil.1 ]
  %loop.index.3102.us.epil.1 = phi i64 [ %.872.us.epil.1, %for.body.3.us.epil.1 ], [ %loop.index.3102.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %.798.1101.us.epil.1 = phi i64 [ %.798.2.us.epil.1, %for.body.3.us.epil.1 ], [ %.798.1101.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %.795.1100.us.epil.1 = phi i64 [ %.795.2.us.epil.1, %for.body.3.us.epil.1 ], [ %.795.1100.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %.792.199.us.epil.1 = phi i64 [ %.792.2.us.epil.1, %for.body.3.us.epil.1 ], [ %.792.199.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %.789.198.us.epil.1 = phi i64 [ %spec.select149.us.epil.1, %for.body.3.us.epil.1 ], [ %.789.198.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %86 = icmp ugt i64 %.62.fca.5.1.load.i.2, 1
  %87 = icmp eq i64 %.62.fca.5.0.load.i.2, 1
  %spec.select149.us.epil.1 = select i1 %87, i64 %.789.198.us.epil.1, i64 %.874.us
  %.792.2.us.epil.1 = select i1 %86, i64 %loop.index.3102.us.epil.1, i64 %.792.199.us.epil.1
  %.818.us.epil.1 = mul i64 %spec.select149.us.epil.1, %.62.fca.5.1.load.i.2
  %.821.us.epil.1 = add i64 %.818.us.epil.1, %.792.2.us.epil.1
  %.822.us.epil.1 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.epil.1
  %.823.us.epil.1 = load double, double* %.822.us.epil.1, align 8
  %.795.2.us.epil.1 = select i1 %87, i64 %.795.1100.us.epil.1, i64 %.874.us
  %.798.2.us.epil.1 = select i1 %86, i64 %loop.index.3102.us.epil.1, i64 %.798.1101.us.epil.1
  %.835.us.epil.1 = mul i64 %.795.2.us.epil.1, %.62.fca.5.1.load.i.2
  %.838.us.epil.1 = add i64 %.835.us.epil.1, %.798.2.us.epil.1
  %.839.us.epil.1 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.epil.1
  %.840.us.epil.1 = load double, double* %.839.us.epil.1, align 8
  %.6.i1.us.epil.1 = fmul double %.823.us.epil.1, %.840.us.epil.1
  %scevgep525 = getelementptr double, double* %lsr.iv522, i64 %loop.index.3102.us.epil.1
  store double %.6.i1.us.epil.1, double* %scevgep525, align 8
  %.872.us.epil.1 = add nuw nsw i64 %loop.index.3102.us.epil.1, 1
  %lsr.iv.next527 = add nsw i64 %lsr.iv526, -1
  %epil.iter250.cmp.1.not = icmp eq i64 %lsr.iv.next527, 0
  br i1 %epil.iter250.cmp.1.not, label %for.end.3.loopexit.us.1, label %for.body.3.us.epil.1, !llvm.loop !27

for.end.3.loopexit.us.1:                          ; preds = %for.body.3.us.epil.1, %for.end.3.loopexit.us.unr-lcssa.1
  %spec.select149.us.lcssa.1 = phi i64 [ %spec.select149.us.lcssa.ph.1, %for.end.3.loopexit.us.unr-lcssa.1 ], [ %spec.select149.us.epil.1, %for.body.3.us.epil.1 ]
  %.792.2.us.lcssa.1 = phi i64 [ %.792.2.us.lcssa.ph.1, %for.end.3.loopexit.us.unr-lcssa.1 ], [ %.792.2.us.epil.1, %for.body.3.us.epil.1 ]
  %.795.2.us.lcssa.1 = phi i64 [ %.795.2.us.lcssa.ph.1, %for.end.3.loopexit.us.unr-lcssa.1 ], [ %.795.2.us.epil.1, %for.body.3.us.epil.1 ]
  %.798.2.us.lcssa.1 = phi i64 [ %.798.2.us.lcssa.ph.1, %for.end.3.loopexit.us.unr-lcssa.1 ], [ %.798.2.us.epil.1, %for.body.3.us.epil.1 ]
  %88 = bitcast double* %lsr.iv478 to i1*
  %89 = bitcast double* %lsr.iv496 to i1*
  %90 = bitcast double* %lsr.iv503 to i1*
  %91 = bitcast double* %lsr.iv522 to i1*
  %.874.us.1 = add nuw nsw i64 %loop.index.2111.us, 2
  %scevgep480 = getelementptr i1, i1* %88, i64 %57
  %92 = bitcast i1* %scevgep480 to double*
  %scevgep498 = getelementptr i1, i1* %89, i64 %57
  %93 = bitcast i1* %scevgep498 to double*
  %scevgep505 = getelementptr i1, i1* %90, i64 %57
  %94 = bitcast i1* %scevgep505 to double*
  %scevgep524 = getelementptr i1, i1* %91, i64 %57
  %95 = bitcast i1* %scevgep524 to double*
  %niter284.ncmp.1 = icmp eq i64 %.874.us.1, %unroll_iter283
  br i1 %niter284.ncmp.1, label %for.end.2.loopexit.unr-lcssa, label %for.cond.3.preheader.us

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.end.3.loopexit.us.1, %for.cond.3.preheader.us.preheader
  %loop.index.2111.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %.874.us.1, %for.end.3.loopexit.us.1 ]
  %.798.0110.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %.798.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.795.0109.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %.795.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.792.0108.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %.792.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.789.0107.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %spec.select149.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %96 = and i64 %.62.fca.5.0.load.i.2, 1
  %lcmp.mod282.not = icmp eq i64 %96, 0
  br i1 %lcmp.mod282.not, label %for.end.2, label %for.cond.3.preheader.us.epil

for.cond.3.preheader.us.epil:                     ; preds = %for.end.2.loopexit.unr-lcssa
  %.866.us.epil = mul i64 %loop.index.2111.us.unr, %.62.fca.5.1.load.i.2
  %xtraiter249.epil = and i64 %.62.fca.5.1.load.i.2, 7
  %97 = icmp ult i64 %55, 7
  br i1 %97, label %for.end.3.loopexit.us.unr-lcssa.epil, label %for.cond.3.preheader.us.new.epil

for.cond.3.preheader.us.new.epil:                 ; preds = %for.cond.3.preheader.us.epil
  %unroll_iter256.epil = and i64 %.62.fca.5.1.load.i.2, -8
  %98 = add i64 %.866.us.epil, 7
  %scevgep461 = getelementptr double, double* %.6.i26126, i64 %98
  br label %for.body.3.us.epil259

for.body.3.us.epil259:                            ; preds = %for.body.3.us.epil259, %for.cond.3.preheader.us.new.epil
  %loop.index.3102.us.epil260 = phi i64 [ 0, %for.cond.3.preheader.us.new.epil ], [ %108, %for.body.3.us.epil259 ]
  %.798.1101.us.epil261 = phi i64 [ %.798.0110.us.unr, %for.cond.3.preheader.us.new.epil ], [ %.798.2.us.7.epil, %for.body.3.us.epil259 ]
  %.795.1100.us.epil262 = phi i64 [ %.795.0109.us.unr, %for.cond.3.preheader.us.new.epil ], [ %.795.2.us.7.epil, %for.body.3.us.epil259 ]
  %.792.199.us.epil263 = phi i64 [ %.792.0108.us.unr, %for.cond.3.preheader.us.new.epil ], [ %.792.2.us.7.epil, %for.body.3.us.epil259 ]
  %.789.198.us.epil264 = phi i64 [ %.789.0107.us.unr, %for.cond.3.preheader.us.new.epil ], [ %spec.select149.us.7.epil, %for.body.3.us.epil259 ]
  %99 = icmp ugt i64 %.62.fca.5.1.load.i.2, 1
  %100 = icmp eq i64 %.62.fca.5.0.load.i.2, 1
  %spec.select149.us.epil265 = select i1 %100, i64 %.789.198.us.epil264, i64 %loop.index.2111.us.unr
  %.792.2.us.epil266 = select i1 %99, i64 %loop.index.3102.us.epil260, i64 %.792.199.us.epil263
  %.818.us.epil267 = mul i64 %spec.select149.us.epil265, %.62.fca.5.1.load.i.2
  %.821.us.epil268 = add i64 %.818.us.epil267, %.792.2.us.epil266
  %.822.us.epil269 = getelementptr double, double* %.6.i40127.2, i64 %.821.us.epil268
  %.823.us.epil270 = load double, double* %.822.us.epil269, align 8
  %.795.2.us.epil271 = select i1 %100, i64 %.795.1100.us.epil262, i64 %loop.index.2111.us.unr
  %.798.2.us.epil272 = select i1 %99, i64 %loop.index.3102.us.epil260, i64 %.798.1101.us.epil261
  %.835.us.epil273 = mul i64 %.795.2.us.epil271, %.62.fca.5.1.load.i.2
  %.838.us.epil274 = add i64 %.835.us.epil273, %.798.2.us.epil272
  %.839.us.epil275 = getelementptr double, double* %.6.i40127.2, i64 %.838.us.epil274
  %.840.us.epil276 = load double, double* %.839.us.epil275, align 8
  %.6.i1.us.epil277 = fmul double %.823.us.epil270, %.840.us.epil276
  %scevgep475 = getelementptr double, double* %scevgep461, i64 %loop.index.3102.us.epil260
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -7
  store double %.6.i1.us.epil277, double* %scevgep476, align 8
  %spec.select149.us.1.epil = select i1 %100, i64 %.789.198.us.epil264, i64 %loop.index.2111.us.unr
  %101 = add i64 %loop.index.3102.us.epil260, 1
  %.792.2.us.1.epil = select i1 %99, i64 %101, i64 %.792.199.us.epil263
  %.818.us.1.epil = mul i64 %spec.select149.us.1.epil, %.62.fca.5.1.load.i.2
  %.821.us.1.epil = add i64 %.818.us.1.epil, %.792.2.us.1.epil
  %.822.us.1.epil = getelementptr double, double* %.6.i40127.2, i64 %.821.us.1.epil
  %.823.us.1.epil = load double, double* %.822.us.1.epil, align 8
  %.795.2.us.1.epil = select i1 %100, i64 %.795.1100.us.epil262, i64 %loop.index.2111.us.unr
  %.798.2.us.1.epil = select i1 %99, i64 %101, i64 %.798.1101.us.epil261
  %.835.us.1.epil = mul i64 %.795.2.us.1.epil, %.62.fca.5.1.load.i.2
  %.838.us.1.epil = add i64 %.835.us.1.epil, %.798.2.us.1.epil
  %.839.us.1.epil = getelementptr double, double* %.6.i40127.2, i64 %.838.us.1.epil
  %.840.us.1.epil = load double, double* %.839.us.1.epil, align 8
  %.6.i1.us.1.epil = fmul double %.823.us.1.epil, %.840.us.1.epil
  %scevgep472 = getelementptr double, double* %scevgep461, i64 %loop.index.3102.us.epil260
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -6
  store double %.6.i1.us.1.epil, double* %scevgep473, align 8
  %spec.select149.us.2.epil = select i1 %100, i64 %.789.198.us.epil264, i64 %loop.index.2111.us.unr
  %102 = add i64 %101, 1
  %.792.2.us.2.epil = select i1 %99, i64 %102, i64 %.792.199.us.epil263
  %.818.us.2.epil = mul i64 %spec.select149.us.2.epil, %.62.fca.5.1.load.i.2
  %.821.us.2.epil = add i64 %.818.us.2.epil, %.792.2.us.2.epil
  %.822.us.2.epil = getelementptr double, double* %.6.i40127.2, i64 %.821.us.2.epil
  %.823.us.2.epil = load double, double* %.822.us.2.epil, align 8
  %.795.2.us.2.epil = select i1 %100, i64 %.795.1100.us.epil262, i64 %loop.index.2111.us.unr
  %.798.2.us.2.epil = select i1 %99, i64 %102, i64 %.798.1101.us.epil261
  %.835.us.2.epil = mul i64 %.795.2.us.2.epil, %.62.fca.5.1.load.i.2
  %.838.us.2.epil = add i64 %.835.us.2.epil, %.798.2.us.2.epil
  %.839.us.2.epil = getelementptr double, double* %.6.i40127.2, i64 %.838.us.2.epil
  %.840.us.2.epil = load double, double* %.839.us.2.epil, align 8
  %.6.i1.us.2.epil = fmul double %.823.us.2.epil, %.840.us.2.epil
  %scevgep470 = getelementptr double, double* %scevgep461, i64 %loop.index.3102.us.epil260
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -5
  store double %.6.i1.us.2.epil, double* %scevgep471, align 8
  %spec.select149.us.3.epil = select i1 %100, i64 %.789.198.us.epil264, i64 %loop.index.2111.us.unr
  %103 = add i64 %102, 1
  %.792.2.us.3.epil = select i1 %99, i64 %103, i64 %.792.199.us.epil263
  %.818.us.3.epil = mul i64 %spec.select149.us.3.epil, %.62.fca.5.1.load.i.2
  %.821.us.3.epil = add i64 %.818.us.3.epil, %.792.2.us.3.epil
  %.822.us.3.epil = getelementptr double, double* %.6.i40127.2, i64 %.821.us.3.epil
  %.823.us.3.epil = load double, double* %.822.us.3.epil, align 8
  %.795.2.us.3.epil = select i1 %100, i64 %.795.1100.us.epil262, i64 %loop.index.2111.us.unr
  %.798.2.us.3.epil = select i1 %99, i64 %103, i64 %.798.1101.us.epil261
  %.835.us.3.epil = mul i64 %.795.2.us.3.epil, %.62.fca.5.1.load.i.2
  %.838.us.3.epil = add i64 %.835.us.3.epil, %.798.2.us.3.epil
  %.839.us.3.epil = getelementptr double, double* %.6.i40127.2, i64 %.838.us.3.epil
  %.840.us.3.epil = load double, double* %.839.us.3.epil, align 8
  %.6.i1.us.3.epil = fmul double %.823.us.3.epil, %.840.us.3.epil
  %scevgep468 = getelementptr double, double* %scevgep461, i64 %loop.index.3102.us.epil260
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -4
  store double %.6.i1.us.3.epil, double* %scevgep469, align 8
  %spec.select149.us.4.epil = select i1 %100, i64 %.789.198.us.epil264, i64 %loop.index.2111.us.unr
  %104 = add i64 %103, 1
  %.792.2.us.4.epil = select i1 %99, i64 %104, i64 %.792.199.us.epil263
  %.818.us.4.epil = mul i64 %spec.select149.us.4.epil, %.62.fca.5.1.load.i.2
  %.821.us.4.epil = add i64 %.818.us.4.epil, %.792.2.us.4.epil
  %.822.us.4.epil = getelementptr double, double* %.6.i40127.2, i64 %.821.us.4.epil
  %.823.us.4.epil = load double, double* %.822.us.4.epil, align 8
  %.795.2.us.4.epil = select i1 %100, i64 %.795.1100.us.epil262, i64 %loop.index.2111.us.unr
  %.798.2.us.4.epil = select i1 %99, i64 %104, i64 %.798.1101.us.epil261
  %.835.us.4.epil = mul i64 %.795.2.us.4.epil, %.62.fca.5.1.load.i.2
  %.838.us.4.epil = add i64 %.835.us.4.epil, %.798.2.us.4.epil
  %.839.us.4.epil = getelementptr double, double* %.6.i40127.2, i64 %.838.us.4.epil
  %.840.us.4.epil = load double, double* %.839.us.4.epil, align 8
  %.6.i1.us.4.epil = fmul double %.823.us.4.epil, %.840.us.4.epil
  %scevgep466 = getelementptr double, double* %scevgep461, i64 %loop.index.3102.us.epil260
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -3
  store double %.6.i1.us.4.epil, double* %scevgep467, align 8
  %spec.select149.us.5.epil = select i1 %100, i64 %.789.198.us.epil264, i64 %loop.index.2111.us.unr
  %105 = add i64 %104, 1
  %.792.2.us.5.epil = select i1 %99, i64 %105, i64 %.792.199.us.epil263
  %.818.us.5.epil = mul i64 %spec.select149.us.5.epil, %.62.fca.5.1.load.i.2
  %.821.us.5.epil = add i64 %.818.us.5.epil, %.792.2.us.5.epil
  %.822.us.5.epil = getelementptr double, double* %.6.i40127.2, i64 %.821.us.5.epil
  %.823.us.5.epil = load double, double* %.822.us.5.epil, align 8
  %.795.2.us.5.epil = select i1 %100, i64 %.795.1100.us.epil262, i64 %loop.index.2111.us.unr
  %.798.2.us.5.epil = select i1 %99, i64 %105, i64 %.798.1101.us.epil261
  %.835.us.5.epil = mul i64 %.795.2.us.5.epil, %.62.fca.5.1.load.i.2
  %.838.us.5.epil = add i64 %.835.us.5.epil, %.798.2.us.5.epil
  %.839.us.5.epil = getelementptr double, double* %.6.i40127.2, i64 %.838.us.5.epil
  %.840.us.5.epil = load double, double* %.839.us.5.epil, align 8
  %.6.i1.us.5.epil = fmul double %.823.us.5.epil, %.840.us.5.epil
  %scevgep464 = getelementptr double, double* %scevgep461, i64 %loop.index.3102.us.epil260
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -2
  store double %.6.i1.us.5.epil, double* %scevgep465, align 8
  %spec.select149.us.6.epil = select i1 %100, i64 %.789.198.us.epil264, i64 %loop.index.2111.us.unr
  %106 = add i64 %105, 1
  %.792.2.us.6.epil = select i1 %99, i64 %106, i64 %.792.199.us.epil263
  %.818.us.6.epil = mul i64 %spec.select149.us.6.epil, %.62.fca.5.1.load.i.2
  %.821.us.6.epil = add i64 %.818.us.6.epil, %.792.2.us.6.epil
  %.822.us.6.epil = getelementptr double, double* %.6.i40127.2, i64 %.821.us.6.epil
  %.823.us.6.epil = load double, double* %.822.us.6.epil, align 8
  %.795.2.us.6.epil = select i1 %100, i64 %.795.1100.us.epil262, i64 %loop.index.2111.us.unr
  %.798.2.us.6.epil = select i1 %99, i64 %106, i64 %.798.1101.us.epil261
  %.835.us.6.epil = mul i64 %.795.2.us.6.epil, %.62.fca.5.1.load.i.2
  %.838.us.6.epil = add i64 %.835.us.6.epil, %.798.2.us.6.epil
  %.839.us.6.epil = getelementptr double, double* %.6.i40127.2, i64 %.838.us.6.epil
  %.840.us.6.epil = load double, double* %.839.us.6.epil, align 8
  %.6.i1.us.6.epil = fmul double %.823.us.6.epil, %.840.us.6.epil
  %scevgep462 = getelementptr double, double* %scevgep461, i64 %loop.index.3102.us.epil260
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -1
  store double %.6.i1.us.6.epil, double* %scevgep463, align 8
  %spec.select149.us.7.epil = select i1 %100, i64 %.789.198.us.epil264, i64 %loop.index.2111.us.unr
  %107 = add i64 %106, 1
  %.792.2.us.7.epil = select i1 %99, i64 %107, i64 %.792.199.us.epil263
  %.818.us.7.epil = mul i64 %spec.select149.us.7.epil, %.62.fca.5.1.load.i.2
  %.821.us.7.epil = add i64 %.818.us.7.epil, %.792.2.us.7.epil
  %.822.us.7.epil = getelementptr double, double* %.6.i40127.2, i64 %.821.us.7.epil
  %.823.us.7.epil = load double, double* %.822.us.7.epil, align 8
  %.795.2.us.7.epil = select i1 %100, i64 %.795.1100.us.epil262, i64 %loop.index.2111.us.unr
  %.798.2.us.7.epil = select i1 %99, i64 %107, i64 %.798.1101.us.epil261
  %.835.us.7.epil = mul i64 %.795.2.us.7.epil, %.62.fca.5.1.load.i.2
  %.838.us.7.epil = add i64 %.835.us.7.epil, %.798.2.us.7.epil
  %.839.us.7.epil = getelementptr double, double* %.6.i40127.2, i64 %.838.us.7.epil
  %.840.us.7.epil = load double, double* %.839.us.7.epil, align 8
  %.6.i1.us.7.epil = fmul double %.823.us.7.epil, %.840.us.7.epil
  %scevgep474 = getelementptr double, double* %scevgep461, i64 %loop.index.3102.us.epil260
  store double %.6.i1.us.7.epil, double* %scevgep474, align 8
  %.872.us.7.epil = add nuw i64 %loop.index.3102.us.epil260, 8
  %108 = add i64 %107, 1
  %niter257.ncmp.7.epil = icmp eq i64 %108, %unroll_iter256.epil
  br i1 %niter257.ncmp.7.epil, label %for.end.3.loopexit.us.unr-lcssa.epil, label %for.body.3.us.epil259

for.end.3.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.3.us.epil259, %for.cond.3.preheader.us.epil
  %loop.index.3102.us.unr.epil = phi i64 [ 0, %for.cond.3.preheader.us.epil ], [ %.872.us.7.epil, %for.body.3.us.epil259 ]
  %.798.1101.us.unr.epil = phi i64 [ %.798.0110.us.unr, %for.cond.3.preheader.us.epil ], [ %.798.2.us.7.epil, %for.body.3.us.epil259 ]
  %.795.1100.us.unr.epil = phi i64 [ %.795.0109.us.unr, %for.cond.3.preheader.us.epil ], [ %.795.2.us.7.epil, %for.body.3.us.epil259 ]
  %.792.199.us.unr.epil = phi i64 [ %.792.0108.us.unr, %for.cond.3.preheader.us.epil ], [ %.792.2.us.7.epil, %for.body.3.us.epil259 ]
  %.789.198.us.unr.epil = phi i64 [ %.789.0107.us.unr, %for.cond.3.preheader.us.epil ], [ %spec.select149.us.7.epil, %for.body.3.us.epil259 ]
  %lcmp.mod251.epil.not = icmp eq i64 %xtraiter249.epil, 0
  br i1 %lcmp.mod251.epil.not, label %for.end.2, label %for.body.3.us.epil.epil.preheader

for.body.3.us.epil.epil.preheader:                ; preds = %for.end.3.loopexit.us.unr-lcssa.epil
  %scevgep457 = getelementptr double, double* %.6.i26126, i64 %.866.us.epil
  br label %for.body.3.us.epil.epil

for.body.3.us.epil.epil:                          ; preds = %for.body.3.us.epil.epil.preheader, %for.body.3.us.epil.epil
  %lsr.iv459 = phi i64 [ %xtraiter249.epil, %for.body.3.us.epil.epil.preheader ], [ %lsr.iv.next460, %for.body.3.us.epil.epil ]
  %loop.index.3102.us.epil.epil = phi i64 [ %.872.us.epil.epil, %for.body.3.us.epil.epil ], [ %loop.index.3102.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %.798.1101.us.epil.epil = phi i64 [ %.798.2.us.epil.epil, %for.body.3.us.epil.epil ], [ %.798.1101.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %.795.1100.us.epil.epil = phi i64 [ %.795.2.us.epil.epil, %for.body.3.us.epil.epil ], [ %.795.1100.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %.792.199.us.epil.epil = phi i64 [ %.792.2.us.epil.epil, %for.body.3.us.epil.epil ], [ %.792.199.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %.789.198.us.epil.epil = phi i64 [ %spec.select149.us.epil.epil, %for.body.3.us.epil.epil ], [ %.789.198.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %109 = icmp ugt i64 %.62.fca.5.1.load.i.2, 1
  %110 = icmp eq i64 %.62.fca.5.0.load.i.2, 1
  %spec.select149.us.epil.epil = select i1 %110, i64 %.789.198.us.epil.epil, i64 %loop.index.2111.us.unr
  %.792.2.us.epil.epil = select i1 %109, i64 %loop.index.3102.us.epil.epil, i64 %.792.199.us.epil.epil
  %.818.us.epil.epil = mul i64 %spec.select149.us.epil.epil, %.62.fca.5.1.load.i.2
  %.821.us.epil.epil = add i64 %.818.us.epil.epil, %.792.2.us.epil.epil
  %.822.us.epil.epil = getelementptr double, double* %.6.i40127.2, i64 %.821.us.epil.epil
  %.823.us.epil.epil = load double, double* %.822.us.epil.epil, align 8
  %.795.2.us.epil.epil = select i1 %110, i64 %.795.1100.us.epil.epil, i64 %loop.index.2111.us.unr
  %.798.2.us.epil.epil = select i1 %109, i64 %loop.index.3102.us.epil.epil, i64 %.798.1101.us.epil.epil
  %.835.us.epil.epil = mul i64 %.795.2.us.epil.epil, %.62.fca.5.1.load.i.2
  %.838.us.epil.epil = add i64 %.835.us.epil.epil, %.798.2.us.epil.epil
  %.839.us.epil.epil = getelementptr double, double* %.6.i40127.2, i64 %.838.us.epil.epil
  %.840.us.epil.epil = load double, double* %.839.us.epil.epil, align 8
  %.6.i1.us.epil.epil = fmul double %.823.us.epil.epil, %.840.us.epil.epil
  %scevgep458 = getelementptr double, double* %scevgep457, i64 %loop.index.3102.us.epil.epil
  store double %.6.i1.us.epil.epil, double* %scevgep458, align 8
  %.872.us.epil.epil = add nuw nsw i64 %loop.index.3102.us.epil.epil, 1
  %lsr.iv.next460 = add nsw i64 %lsr.iv459, -1
  %epil.iter250.cmp.epil.not = icmp eq i64 %lsr.iv.next460, 0
  br i1 %epil.iter250.cmp.epil.not, label %for.end.2, label %for.body.3.us.epil.epil, !llvm.loop !27

for.end.2:                                        ; preds = %for.body.3.us.epil.epil, %for.end.2.loopexit.unr-lcssa, %for.end.3.loopexit.us.unr-lcssa.epil, %for.cond.3.preheader.preheader, %B126.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i33.2)
  %.83.i = icmp eq i64 %.711, 0
  br i1 %.83.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.711, i64 1)
  %111 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %112 = icmp ult i64 %111, 7
  br i1 %112, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %113 = add nsw i64 %unroll_iter.i, -8
  %114 = lshr exact i64 %113, 3
  %115 = add nuw nsw i64 %114, 1
  %xtraiter = and i64 %115, 7
  %116 = icmp ult i64 %113, 56
  br i1 %116, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %115, 4611686018427387896
  %scevgep327 = getelementptr double, double* %.6.i26126, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %117 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep303 = getelementptr double, double* %.6.i26126, i64 %117
  %118 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %119 = bitcast double* %scevgep303 to i8*
  %uglygep324 = getelementptr i8, i8* %119, i64 %lsr.iv
  %uglygep324325 = bitcast i8* %uglygep324 to double*
  %scevgep326 = getelementptr double, double* %uglygep324325, i64 -7
  %.265.i.epil = load double, double* %scevgep326, align 8, !noalias !29
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep321 = getelementptr i8, i8* %119, i64 %lsr.iv
  %uglygep321322 = bitcast i8* %uglygep321 to double*
  %scevgep323 = getelementptr double, double* %uglygep321322, i64 -6
  %.265.1.i.epil = load double, double* %scevgep323, align 8, !noalias !29
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep318 = getelementptr i8, i8* %119, i64 %lsr.iv
  %uglygep318319 = bitcast i8* %uglygep318 to double*
  %scevgep320 = getelementptr double, double* %uglygep318319, i64 -5
  %.265.2.i.epil = load double, double* %scevgep320, align 8, !noalias !29
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep315 = getelementptr i8, i8* %119, i64 %lsr.iv
  %uglygep315316 = bitcast i8* %uglygep315 to double*
  %scevgep317 = getelementptr double, double* %uglygep315316, i64 -4
  %.265.3.i.epil = load double, double* %scevgep317, align 8, !noalias !29
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep312 = getelementptr i8, i8* %119, i64 %lsr.iv
  %uglygep312313 = bitcast i8* %uglygep312 to double*
  %scevgep314 = getelementptr double, double* %uglygep312313, i64 -3
  %.265.4.i.epil = load double, double* %scevgep314, align 8, !noalias !29
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep309 = getelementptr i8, i8* %119, i64 %lsr.iv
  %uglygep309310 = bitcast i8* %uglygep309 to double*
  %scevgep311 = getelementptr double, double* %uglygep309310, i64 -2
  %.265.5.i.epil = load double, double* %scevgep311, align 8, !noalias !29
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep306 = getelementptr i8, i8* %119, i64 %lsr.iv
  %uglygep306307 = bitcast i8* %uglygep306 to double*
  %scevgep308 = getelementptr double, double* %uglygep306307, i64 -1
  %.265.6.i.epil = load double, double* %scevgep308, align 8, !noalias !29
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %119, i64 %lsr.iv
  %uglygep305 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep305, align 8, !noalias !29
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %118, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !32, !llvm.loop !33

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i26126, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep, align 8, !noalias !29
  %.268.epil.i = fadd double %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !32, !llvm.loop !34

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv455 = phi i64 [ %lsr.iv.next456, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep453 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -63
  %.265.i = load double, double* %scevgep454, align 8, !noalias !29
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep451 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -62
  %.265.1.i = load double, double* %scevgep452, align 8, !noalias !29
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep449 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -61
  %.265.2.i = load double, double* %scevgep450, align 8, !noalias !29
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep447 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -60
  %.265.3.i = load double, double* %scevgep448, align 8, !noalias !29
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep445 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep446 = getelementptr double, double* %scevgep445, i64 -59
  %.265.4.i = load double, double* %scevgep446, align 8, !noalias !29
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep443 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep444 = getelementptr double, double* %scevgep443, i64 -58
  %.265.5.i = load double, double* %scevgep444, align 8, !noalias !29
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep441 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep442 = getelementptr double, double* %scevgep441, i64 -57
  %.265.6.i = load double, double* %scevgep442, align 8, !noalias !29
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep439 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -56
  %.265.7.i = load double, double* %scevgep440, align 8, !noalias !29
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep408 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -55
  %.265.i.1 = load double, double* %scevgep409, align 8, !noalias !29
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep410 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -54
  %.265.1.i.1 = load double, double* %scevgep411, align 8, !noalias !29
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep412 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -53
  %.265.2.i.1 = load double, double* %scevgep413, align 8, !noalias !29
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep414 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -52
  %.265.3.i.1 = load double, double* %scevgep415, align 8, !noalias !29
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep416 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -51
  %.265.4.i.1 = load double, double* %scevgep417, align 8, !noalias !29
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep418 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -50
  %.265.5.i.1 = load double, double* %scevgep419, align 8, !noalias !29
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep420 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -49
  %.265.6.i.1 = load double, double* %scevgep421, align 8, !noalias !29
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep422 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -48
  %.265.7.i.1 = load double, double* %scevgep423, align 8, !noalias !29
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep392 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep393 = getelementptr double, double* %scevgep392, i64 -47
  %.265.i.2 = load double, double* %scevgep393, align 8, !noalias !29
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep394 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep395 = getelementptr double, double* %scevgep394, i64 -46
  %.265.1.i.2 = load double, double* %scevgep395, align 8, !noalias !29
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep396 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -45
  %.265.2.i.2 = load double, double* %scevgep397, align 8, !noalias !29
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep398 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -44
  %.265.3.i.2 = load double, double* %scevgep399, align 8, !noalias !29
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep400 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -43
  %.265.4.i.2 = load double, double* %scevgep401, align 8, !noalias !29
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep402 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -42
  %.265.5.i.2 = load double, double* %scevgep403, align 8, !noalias !29
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep404 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -41
  %.265.6.i.2 = load double, double* %scevgep405, align 8, !noalias !29
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep406 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -40
  %.265.7.i.2 = load double, double* %scevgep407, align 8, !noalias !29
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep376 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep377 = getelementptr double, double* %scevgep376, i64 -39
  %.265.i.3 = load double, double* %scevgep377, align 8, !noalias !29
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep378 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -38
  %.265.1.i.3 = load double, double* %scevgep379, align 8, !noalias !29
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep380 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -37
  %.265.2.i.3 = load double, double* %scevgep381, align 8, !noalias !29
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep382 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -36
  %.265.3.i.3 = load double, double* %scevgep383, align 8, !noalias !29
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep384 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -35
  %.265.4.i.3 = load double, double* %scevgep385, align 8, !noalias !29
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep386 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -34
  %.265.5.i.3 = load double, double* %scevgep387, align 8, !noalias !29
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep388 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep389 = getelementptr double, double* %scevgep388, i64 -33
  %.265.6.i.3 = load double, double* %scevgep389, align 8, !noalias !29
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep390 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep391 = getelementptr double, double* %scevgep390, i64 -32
  %.265.7.i.3 = load double, double* %scevgep391, align 8, !noalias !29
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep360 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep361 = getelementptr double, double* %scevgep360, i64 -31
  %.265.i.4 = load double, double* %scevgep361, align 8, !noalias !29
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep362 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep363 = getelementptr double, double* %scevgep362, i64 -30
  %.265.1.i.4 = load double, double* %scevgep363, align 8, !noalias !29
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep364 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -29
  %.265.2.i.4 = load double, double* %scevgep365, align 8, !noalias !29
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep366 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep367 = getelementptr double, double* %scevgep366, i64 -28
  %.265.3.i.4 = load double, double* %scevgep367, align 8, !noalias !29
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep368 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep369 = getelementptr double, double* %scevgep368, i64 -27
  %.265.4.i.4 = load double, double* %scevgep369, align 8, !noalias !29
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep370 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -26
  %.265.5.i.4 = load double, double* %scevgep371, align 8, !noalias !29
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep372 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep373 = getelementptr double, double* %scevgep372, i64 -25
  %.265.6.i.4 = load double, double* %scevgep373, align 8, !noalias !29
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep374 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep375 = getelementptr double, double* %scevgep374, i64 -24
  %.265.7.i.4 = load double, double* %scevgep375, align 8, !noalias !29
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep344 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -23
  %.265.i.5 = load double, double* %scevgep345, align 8, !noalias !29
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep346 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -22
  %.265.1.i.5 = load double, double* %scevgep347, align 8, !noalias !29
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep348 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -21
  %.265.2.i.5 = load double, double* %scevgep349, align 8, !noalias !29
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep350 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -20
  %.265.3.i.5 = load double, double* %scevgep351, align 8, !noalias !29
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep352 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -19
  %.265.4.i.5 = load double, double* %scevgep353, align 8, !noalias !29
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep354 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep355 = getelementptr double, double* %scevgep354, i64 -18
  %.265.5.i.5 = load double, double* %scevgep355, align 8, !noalias !29
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep356 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep357 = getelementptr double, double* %scevgep356, i64 -17
  %.265.6.i.5 = load double, double* %scevgep357, align 8, !noalias !29
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep358 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep359 = getelementptr double, double* %scevgep358, i64 -16
  %.265.7.i.5 = load double, double* %scevgep359, align 8, !noalias !29
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep328 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -15
  %.265.i.6 = load double, double* %scevgep329, align 8, !noalias !29
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep330 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -14
  %.265.1.i.6 = load double, double* %scevgep331, align 8, !noalias !29
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep332 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -13
  %.265.2.i.6 = load double, double* %scevgep333, align 8, !noalias !29
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep334 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -12
  %.265.3.i.6 = load double, double* %scevgep335, align 8, !noalias !29
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep336 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -11
  %.265.4.i.6 = load double, double* %scevgep337, align 8, !noalias !29
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep338 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -10
  %.265.5.i.6 = load double, double* %scevgep339, align 8, !noalias !29
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep340 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -9
  %.265.6.i.6 = load double, double* %scevgep341, align 8, !noalias !29
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep342 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -8
  %.265.7.i.6 = load double, double* %scevgep343, align 8, !noalias !29
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep424 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -7
  %.265.i.7 = load double, double* %scevgep425, align 8, !noalias !29
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep426 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -6
  %.265.1.i.7 = load double, double* %scevgep427, align 8, !noalias !29
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep428 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -5
  %.265.2.i.7 = load double, double* %scevgep429, align 8, !noalias !29
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep430 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -4
  %.265.3.i.7 = load double, double* %scevgep431, align 8, !noalias !29
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep432 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -3
  %.265.4.i.7 = load double, double* %scevgep433, align 8, !noalias !29
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep434 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -2
  %.265.5.i.7 = load double, double* %scevgep435, align 8, !noalias !29
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep436 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -1
  %.265.6.i.7 = load double, double* %scevgep437, align 8, !noalias !29
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep438 = getelementptr double, double* %scevgep327, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep438, align 8, !noalias !29
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next456 = add i64 %lsr.iv455, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next456, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i27)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels12matmul_stepsB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.matmul_steps, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.71 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.108, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels12matmul_stepsB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([166 x i8], [166 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12matmul_stepsB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to double**
  %.37.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %18, i8 0, i64 72, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr10 to i64*
  %.55 = load i64, i64* %20, align 8
  %.56 = icmp ne i64 %.55, 8
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %22, i64 16
  %23 = bitcast i8* %sunkaddr11 to i64*
  %.62.fca.2.load = load i64, i64* %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %24, i64 32
  %25 = bitcast i8* %sunkaddr12 to double**
  %.62.fca.4.load = load double*, double** %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %26, i64 40
  %27 = bitcast i8* %sunkaddr13 to i64*
  %.62.fca.5.0.load = load i64, i64* %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %28, i64 48
  %29 = bitcast i8* %sunkaddr14 to i64*
  %.62.fca.5.1.load = load i64, i64* %29, align 8
  store double 0.000000e+00, double* %.71, align 8
  %.83 = call i32 @_ZN7kernels12matmul_stepsB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.71, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* poison, i64 %.62.fca.2.load, i64 8, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.5.1.load, i64 poison, i64 poison) #4
  %.84 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.91 = icmp sgt i32 %.83, 0
  %.92 = select i1 %.91, { i8*, i32, i8*, i8*, i32 }* %.84, { i8*, i32, i8*, i8*, i32 }* undef
  %.93 = load double, double* %.71, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.62.fca.0.load)
  switch i32 %.83, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %30 = icmp sgt i32 %.83, 0
  br i1 %30, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.108 = call i8* @PyFloat_FromDouble(double %.93)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.113 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.92, align 8
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 4
  %.115 = icmp sgt i32 %.114, 0
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 0
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 1
  br i1 %.115, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.83, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.121 = sext i32 %.120 to i64
  %.122 = call i8* @PyBytes_FromStringAndSize(i8* %.118, i64 %.121)
  %.123 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.92, align 8
  %.124 = extractvalue { i8*, i32, i8*, i8*, i32 } %.123, 2
  %.126 = extractvalue { i8*, i32, i8*, i8*, i32 } %.123, 3
  %.127 = bitcast i8* %.126 to i8* (i8*)*
  %.128 = call i8* %.127(i8* %.124)
  %.129 = icmp eq i8* %.128, null
  br i1 %.129, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.142 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 2
  %.143 = call i8* @numba_unpickle(i8* %.118, i32 %.120, i8* %.142)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.145 = phi i8* [ %.133, %entry.endif.endif.endif.e...endif ], [ %.143, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.146.not = icmp eq i8* %.145, null
  br i1 %.146.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.133 = call i8* @numba_runtime_build_excinfo_struct(i8* %.122, i8* nonnull %.128)
  %.134 = bitcast { i8*, i32, i8*, i8*, i32 }* %.92 to i8*
  call void @NRT_Free(i8* nonnull %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.145)
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

define double @cfunc._ZN7kernels12matmul_stepsB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 6
  %.10 = extractvalue [2 x i64] %extracted.strides, 0
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 0
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 5
  %.12 = extractvalue [2 x i64] %extracted.shape.1, 0
  %.13 = extractvalue [2 x i64] %extracted.shape.1, 1
  %.16 = call i32 @_ZN7kernels12matmul_stepsB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* poison, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.12, i64 %.13, i64 poison, i64 poison) #4
  %.17 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.24 = icmp sgt i32 %.16, 0
  %.25 = select i1 %.24, { i8*, i32, i8*, i8*, i32 }* %.17, { i8*, i32, i8*, i8*, i32 }* undef
  %.26 = load double, double* %.4, align 8
  %.28 = alloca i32, align 4
  store i32 0, i32* %.28, align 4
  switch i32 %.16, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.16, 0
  call void @numba_gil_ensure(i32* nonnull %.28)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.31, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.26, %.31 ], [ %.26, %entry ], [ %.26, %entry ]
  ret double %common.ret.op

.31:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.79 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f1ec941b790>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.79)
  call void @Py_DecRef(i8* %.79)
  call void @numba_gil_release(i32* nonnull %.28)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.34 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.25, align 8
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 4
  %.36 = icmp sgt i32 %.35, 0
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 0
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 1
  br i1 %.36, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.16, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.31
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.42 = sext i32 %.41 to i64
  %.43 = call i8* @PyBytes_FromStringAndSize(i8* %.39, i64 %.42)
  %.44 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.25, align 8
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.44, 2
  %.47 = extractvalue { i8*, i32, i8*, i8*, i32 } %.44, 3
  %.48 = bitcast i8* %.47 to i8* (i8*)*
  %.49 = call i8* %.48(i8* %.45)
  %.50 = icmp eq i8* %.49, null
  br i1 %.50, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.63 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 2
  %.64 = call i8* @numba_unpickle(i8* %.39, i32 %.41, i8* %.63)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.66 = phi i8* [ %.54, %entry.if.if.if.endif ], [ %.64, %entry.if.if.else ]
  %.67.not = icmp eq i8* %.66, null
  br i1 %.67.not, label %.31, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.54 = call i8* @numba_runtime_build_excinfo_struct(i8* %.43, i8* nonnull %.49)
  %.55 = bitcast { i8*, i32, i8*, i8*, i32 }* %.25 to i8*
  call void @NRT_Free(i8* nonnull %.55)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.66)
  br label %.31

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.31

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.31
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
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

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
entry:
  %.245 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %.90 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.90, label %B56, label %B112

B56:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.29.i.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond.i = select i1 %.29.i.i, i1 true, i1 %.36.i.i
  br i1 %or.cond.i, label %B56.if, label %B0.endif.endif.endif.endif.i.i, !prof !35

B0.endif.endif.endif.endif.i.i:                   ; preds = %B56
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %.54.i.i = shl i64 %arg.b.5.1, 3
  %.55.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i.i, i64 8)
  %.57.i.i = extractvalue { i64, i1 } %.55.i.i, 1
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B56.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !0

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B0.endif.endif.endif.endif.i.i
  %.56.i.i = extractvalue { i64, i1 } %.55.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !36
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if, label %B56.endif, !prof !0

B112:                                             ; preds = %entry
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond, label %B112.if, label %B0.endif.endif.endif.endif.i, !prof !35

B0.endif.endif.endif.endif.i:                     ; preds = %B112
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.b.5.1, 3
  %.55.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i, i64 8)
  %.57.i = extractvalue { i64, i1 } %.55.i, 1
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B112.if, label %B0.endif.endif.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = extractvalue { i64, i1 } %.55.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !49
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !0

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139770204354240, %B56 ], [ @.const.picklebuf.139770204353728, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.139770208649984.11, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !59
  %.32.i.i = shl nsw i64 %.51.i.i, 3
  %.33.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false), !noalias !60
  %retptr.repack196311 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i.i, i8** %retptr.repack196311, align 8
  %retptr.repack20 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack20, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.51.i.i, i64* %retptr.repack22, align 8
  %retptr.repack24 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack24, align 8
  %retptr.repack26 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i1.i.i, double** %retptr.repack26, align 8
  %retptr.repack28.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack28.repack, align 8
  %retptr.repack28.repack32 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.b.5.1, i64* %retptr.repack28.repack32, align 8
  %retptr.repack30.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.54.i.i, i64* %retptr.repack30.repack, align 8
  %retptr.repack30.repack34 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 8, i64* %retptr.repack30.repack34, align 8
  br label %common.ret

B112.if:                                          ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %B112
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139770208649984.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.139770205263488, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.139770205269824, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %1, align 8, !noalias !63
  %2 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 8, double* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 8)
  switch i32 %.261, label %B112.endif.if [
    i32 -2, label %B112.endif.endif
    i32 0, label %B112.endif.endif
  ]

B112.endif.if:                                    ; preds = %B112.endif
  %.269 = icmp sgt i32 %.261, 0
  %.262 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.270 = select i1 %.269, { i8*, i32, i8*, i8*, i32 }* %.262, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.270, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif.endif:                                 ; preds = %B112.endif, %B112.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245 to i8**
  %sunkaddr = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 6, i64 1
  %.271.fca.6.1.load = load i64, i64* %sunkaddr, align 8
  %4 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 6, i64 0
  %.271.fca.6.0.load = load i64, i64* %4, align 8
  %sunkaddr65 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 5, i64 1
  %.271.fca.5.1.load = load i64, i64* %sunkaddr65, align 8
  %5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 5, i64 0
  %.271.fca.5.0.load = load i64, i64* %5, align 8
  %sunkaddr67 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 4
  %.271.fca.4.load = load double*, double** %sunkaddr67, align 8
  %sunkaddr68 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 3
  %.271.fca.3.load = load i64, i64* %sunkaddr68, align 8
  %sunkaddr69 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 2
  %.271.fca.2.load = load i64, i64* %sunkaddr69, align 8
  %sunkaddr70 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 1
  %.271.fca.1.load = load i8*, i8** %sunkaddr70, align 8
  %.271.fca.0.load = load i8*, i8** %3, align 8
  %retptr.repack7122 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.271.fca.0.load, i8** %retptr.repack7122, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* %.271.fca.1.load, i8** %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.271.fca.2.load, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 %.271.fca.3.load, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %.271.fca.4.load, double** %retptr.repack9, align 8
  %retptr.repack11.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.271.fca.5.0.load, i64* %retptr.repack11.repack, align 8
  %retptr.repack11.repack15 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %.271.fca.5.1.load, i64* %retptr.repack11.repack15, align 8
  %retptr.repack13.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.271.fca.6.0.load, i64* %retptr.repack13.repack, align 8
  %retptr.repack13.repack17 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.271.fca.6.1.load, i64* %retptr.repack13.repack17, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #4 {
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
entry:
  %.239 = alloca i32, align 4
  store i32 0, i32* %.239, align 4
  %.245 = alloca double, align 8
  store double 0.000000e+00, double* %.245, align 8
  %.248 = alloca double, align 8
  store double 0.000000e+00, double* %.248, align 8
  %.259 = alloca i32, align 4
  store i32 0, i32* %.259, align 4
  %.267 = alloca double, align 8
  store double 0.000000e+00, double* %.267, align 8
  %.270 = alloca double, align 8
  store double 0.000000e+00, double* %.270, align 8
  %.281 = alloca i32, align 4
  store i32 0, i32* %.281, align 4
  %.287 = alloca double, align 8
  store double 0.000000e+00, double* %.287, align 8
  %.290 = alloca double, align 8
  store double 0.000000e+00, double* %.290, align 8
  %.301 = alloca i32, align 4
  store i32 0, i32* %.301, align 4
  tail call void @NRT_incref(i8* %arg.left.0)
  tail call void @NRT_incref(i8* %arg.right.0)
  tail call void @NRT_incref(i8* %arg.out.0)
  %.114.not.i = icmp eq i64 %arg.left.5.1, %arg.right.5.0
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !64

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !65

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139770203806208.12, %entry ], [ @.const.picklebuf.139770205262976.13, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770210177856, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770210177856, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770210177856, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.213 = icmp eq i64 %arg.left.5.1, 0
  %.214 = icmp eq i64 %arg.out.5.0, 0
  %.215 = icmp eq i64 %arg.out.5.1, 0
  %.216 = or i1 %.214, %.215
  %.217 = or i1 %.213, %.216
  br i1 %.217, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.225 = mul i64 %arg.out.3, %arg.out.2
  %.226 = bitcast double* %arg.out.4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.226, i8 0, i64 %.225, i1 false)
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.else:                  ; preds = %B0.endif.endif.endif.endif
  %.230 = icmp eq i64 %arg.out.5.1, 1
  br i1 %.230, label %B0.endif.endif.endif.endif.else.if, label %B0.endif.endif.endif.endif.else.else

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.else.else.else, %B0.endif.endif.endif.endif.else.else.if, %B0.endif.endif.endif.endif.else.if.else, %B0.endif.endif.endif.endif.else.if.if, %B0.endif.endif.endif.endif.if
  %retptr.repack37111 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %arg.out.0, i8** %retptr.repack37111, align 8
  %retptr.repack12 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.out.1, i8** %retptr.repack12, align 8
  %retptr.repack14 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.out.2, i64* %retptr.repack14, align 8
  %retptr.repack16 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.out.3, i64* %retptr.repack16, align 8
  %retptr.repack18 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %arg.out.4, double** %retptr.repack18, align 8
  %retptr.repack20.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.out.5.0, i64* %retptr.repack20.repack, align 8
  %retptr.repack20.repack24 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.out.5.1, i64* %retptr.repack20.repack24, align 8
  %retptr.repack22.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %arg.out.6.0, i64* %retptr.repack22.repack, align 8
  %retptr.repack22.repack26 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %arg.out.6.1, i64* %retptr.repack22.repack26, align 8
  call void @NRT_decref(i8* %arg.right.0)
  call void @NRT_decref(i8* %arg.left.0)
  br label %common.ret

B0.endif.endif.endif.endif.else.if:               ; preds = %B0.endif.endif.endif.endif.else
  %0 = icmp eq i64 %arg.out.5.0, 1
  br i1 %0, label %B0.endif.endif.endif.endif.else.if.if, label %B0.endif.endif.endif.endif.else.if.else

B0.endif.endif.endif.endif.else.else:             ; preds = %B0.endif.endif.endif.endif.else
  %1 = icmp eq i64 %arg.out.5.0, 1
  br i1 %1, label %B0.endif.endif.endif.endif.else.else.if, label %B0.endif.endif.endif.endif.else.else.else

B0.endif.endif.endif.endif.else.if.if:            ; preds = %B0.endif.endif.endif.endif.else.if
  %.233 = bitcast double* %arg.left.4 to i8*
  %.234 = bitcast double* %arg.right.4 to i8*
  %.235 = bitcast double* %arg.out.4 to i8*
  %.236 = tail call i32 @numba_xxdot(i8 100, i8 0, i64 %arg.left.5.1, i8* %.233, i8* %.234, i8* %.235)
  %.237.not = icmp eq i32 %.236, 0
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !66

B0.endif.endif.endif.endif.else.if.else:          ; preds = %B0.endif.endif.endif.endif.else.if
  store double 1.000000e+00, double* %.245, align 8
  store double 0.000000e+00, double* %.248, align 8
  %.251 = bitcast double* %.245 to i8*
  %.252 = bitcast double* %arg.left.4 to i8*
  %.253 = bitcast double* %arg.right.4 to i8*
  %.254 = bitcast double* %.248 to i8*
  %.255 = bitcast double* %arg.out.4 to i8*
  %.256 = call i32 @numba_xxgemv(i8 100, i8 116, i64 %arg.left.5.1, i64 %arg.out.5.0, i8* nonnull %.251, i8* %.252, i64 %arg.left.5.1, i8* %.253, i8* nonnull %.254, i8* %.255)
  %.257.not = icmp eq i32 %.256, 0
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !66

B0.endif.endif.endif.endif.else.if.if.if:         ; preds = %B0.endif.endif.endif.endif.else.if.if
  call void @numba_gil_ensure(i32* nonnull %.239)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.if.else.if:       ; preds = %B0.endif.endif.endif.endif.else.if.else
  call void @numba_gil_ensure(i32* nonnull %.259)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.else.if:          ; preds = %B0.endif.endif.endif.endif.else.else
  store double 1.000000e+00, double* %.267, align 8
  store double 0.000000e+00, double* %.270, align 8
  %.273 = bitcast double* %.267 to i8*
  %.274 = bitcast double* %arg.right.4 to i8*
  %.275 = bitcast double* %arg.left.4 to i8*
  %.276 = bitcast double* %.270 to i8*
  %.277 = bitcast double* %arg.out.4 to i8*
  %.278 = call i32 @numba_xxgemv(i8 100, i8 110, i64 %arg.out.5.1, i64 %arg.left.5.1, i8* nonnull %.273, i8* %.274, i64 %arg.out.5.1, i8* %.275, i8* nonnull %.276, i8* %.277)
  %.279.not = icmp eq i32 %.278, 0
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !66

B0.endif.endif.endif.endif.else.else.else:        ; preds = %B0.endif.endif.endif.endif.else.else
  store double 1.000000e+00, double* %.287, align 8
  store double 0.000000e+00, double* %.290, align 8
  %.293 = bitcast double* %arg.right.4 to i8*
  %.294 = bitcast double* %arg.left.4 to i8*
  %.295 = bitcast double* %arg.out.4 to i8*
  %.296 = bitcast double* %.287 to i8*
  %.297 = bitcast double* %.290 to i8*
  %.298 = call i32 @numba_xxgemm(i8 100, i8 110, i8 110, i64 %arg.out.5.1, i64 %arg.out.5.0, i64 %arg.left.5.1, i8* nonnull %.296, i8* %.293, i64 %arg.out.5.1, i8* %.294, i64 %arg.left.5.1, i8* nonnull %.297, i8* %.295, i64 %arg.out.5.1)
  %.299.not = icmp eq i32 %.298, 0
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !66

B0.endif.endif.endif.endif.else.else.if.if:       ; preds = %B0.endif.endif.endif.endif.else.else.if
  call void @numba_gil_ensure(i32* nonnull %.281)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.else.else.if:     ; preds = %B0.endif.endif.endif.endif.else.else.else
  call void @numba_gil_ensure(i32* nonnull %.301)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable
}

declare i32 @numba_xxdot(i8, i8, i64, i8*, i8*, i8*) local_unnamed_addr

declare i32 @numba_xxgemv(i8, i8, i64, i64, i8*, i8*, i64, i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: noreturn
declare void @Py_FatalError(i8*) local_unnamed_addr #5

declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, i8*, i8*, i64, i8*, i64, i8*, i8*, i64) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @tanh(double) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #7

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #7

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #4 = { noinline }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #7 = { argmemonly nocallback nofree nosync nounwind willreturn }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!5 = !{i1 true}
!6 = !{!7, !9, !10, !12}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = !{!14, !16, !17, !19}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = !{!21, !23, !24, !26}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v29B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v29B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!32 = !{!"branch_weights", i32 1, i32 7}
!33 = distinct !{!33, !28}
!34 = distinct !{!34, !28}
!35 = !{!"branch_weights", i32 199, i32 9801}
!36 = !{!37, !39, !40, !42, !43, !45, !46, !48}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!42 = distinct !{!42, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!43 = distinct !{!43, !44, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!45 = distinct !{!45, !44, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!46 = distinct !{!46, !47, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!48 = distinct !{!48, !47, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!49 = !{!50, !52, !53, !55, !56, !58}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = distinct !{!53, !54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!55 = distinct !{!55, !54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!56 = distinct !{!56, !57, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!57 = distinct !{!57, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!58 = distinct !{!58, !57, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!59 = !{!43, !45, !46, !48}
!60 = !{!61, !46, !48}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!63 = !{!56, !58}
!64 = !{!"branch_weights", i32 2126008812, i32 21474836}
!65 = !{!"branch_weights", i32 21474836, i32 2126008812}
!66 = !{!"branch_weights", i32 99, i32 1}
