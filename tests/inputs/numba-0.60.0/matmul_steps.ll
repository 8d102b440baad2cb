; ModuleID = 'matmul_steps'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140269856192000 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269856192000.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269856192000 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269856192000, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269856192000.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.matmul_steps = internal constant [13 x i8] c"matmul_steps\00"
@_ZN08NumbaEnv7kernels12matmul_stepsB4v144B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12matmul_stepsB4v144B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [167 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12matmul_stepsB4v144B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f931ea9ac50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f931ea9ac50>\00"
@.const.pickledata.140269930043392 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v145B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB4v146B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269928357120 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269928357120.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269928357120 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269928357120, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928357120.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269928394560 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269928394560.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269928394560 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269928394560, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928394560.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.15, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.16, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269928363840 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269928363840.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269928363840 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269928363840, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928363840.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269928353664 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269928353664.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269928353664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269928353664, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928353664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140269930043392.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB4v147B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB4v148B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269852685568 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\CF\02\87\94\87\94."
@.const.pickledata.140269852685568.sha1 = internal constant [20 x i8] c"v&Wh\08\C5S\CFy\BBhm\FEf\E8Z\84\9Bv\0F"
@.const.picklebuf.140269852685568 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.140269852685568, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269852685568.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269852678080.13 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\D2\02\87\94\87\94."
@.const.pickledata.140269852678080.sha1.14 = internal constant [20 x i8] c"\11\09\11\0C\DCo@\BA\19\EF\C4Q_\09\CAno\95\E0\C1"
@.const.picklebuf.140269852678080.12 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.140269852678080.13, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269852678080.sha1.14, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140269929217408 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140269929217408.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140269929217408 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140269929217408, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929217408.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f931eab23d0B4v149B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f931eab0d10B4v150B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12matmul_stepsB4v144B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.X0.0, i8* nocapture readnone %arg.X0.1, i64 %arg.X0.2, i64 %arg.X0.3, double* nocapture readonly %arg.X0.4, i64 %arg.X0.5.0, i64 %arg.X0.5.1, i64 %arg.X0.6.0, i64 %arg.X0.6.1) local_unnamed_addr {
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

B76:                                              ; preds = %B0.endif.endif.endif.endif, %for.end
  %X.2.sroa.0.0292 = phi i8* [ %.7.i.i, %B0.endif.endif.endif.endif ], [ %.7.i.i34, %for.end ]
  %X.2.sroa.20.0291 = phi i64 [ %.73, %B0.endif.endif.endif.endif ], [ %.409, %for.end ]
  %X.2.sroa.40.0290 = phi double* [ %.118, %B0.endif.endif.endif.endif ], [ %.6.i41130, %for.end ]
  %X.2.sroa.50.0289 = phi i64 [ %arg.X0.5.0, %B0.endif.endif.endif.endif ], [ %.62.fca.5.0.load.i, %for.end ]
  %X.2.sroa.60.0288 = phi i64 [ %arg.X0.5.1, %B0.endif.endif.endif.endif ], [ %.62.fca.5.1.load.i, %for.end ]
  %.251287 = phi i64 [ 3, %B0.endif.endif.endif.endif ], [ %.261, %for.end ]
  %0 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %X.2.sroa.70.0 = shl i64 %X.2.sroa.60.0288, 3
  %.261 = add nsw i64 %.251287, -1
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %1)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %X.2.sroa.0.0292), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %1, i8 0, i64 72, i1 false), !noalias !1
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB4v146B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %X.2.sroa.0.0292, i8* null, i64 %X.2.sroa.20.0291, i64 8, double* %X.2.sroa.40.0290, i64 %X.2.sroa.50.0289, i64 %X.2.sroa.60.0288, i64 %X.2.sroa.70.0, i64 8), !noalias !1
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v145B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %B128.i19
    i32 0, label %B128.i19
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v145B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %B76
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.312 = icmp sgt i32 %.52.i, 0
  %.313 = select i1 %.312, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.313, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %for.end
  tail call void @NRT_decref(i8* %arg.A.0)
  %.710 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i)
  %.711 = extractvalue { i64, i1 } %.710, 0
  %.712 = extractvalue { i64, i1 } %.710, 1
  %.715 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.711, i64 8)
  %.717 = extractvalue { i64, i1 } %.715, 1
  %.718 = or i1 %.712, %.717
  br i1 %.718, label %B126.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B126.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v145B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit, %B0.endif.if, %for.end.2.endif, %B126.endif.endif.endif.endif.if, %B76.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B76.endif.endif.endif.if ], [ 1, %B126.endif.endif.endif.endif.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B126.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.if ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v145B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269856192000, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %4 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %4, align 8
  %.118 = bitcast i8* %.6.i to double*
  %.146 = bitcast double* %arg.X0.4 to i8*
  %.147 = mul i64 %arg.X0.3, %arg.X0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.146, i64 %.147, i1 false)
  tail call void @NRT_decref(i8* %arg.X0.0)
  br label %B76

B128.i19:                                         ; preds = %B76, %B76
  %5 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8**
  %6 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %7 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr to i64*
  %.62.fca.5.1.load.i = load i64, i64* %9, align 8, !noalias !1
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr1441 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr1441 to i64*
  %.62.fca.5.0.load.i = load i64, i64* %11, align 8, !noalias !1
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %sunkaddr1442 = getelementptr inbounds i8, i8* %12, i64 32
  %13 = bitcast i8* %sunkaddr1442 to double**
  %.62.fca.4.load.i = load double*, double** %13, align 8, !noalias !1
  %.62.fca.0.load.i = load i8*, i8** %5, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %X.2.sroa.0.0292), !noalias !1
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

B76.endif.endif.endif.if:                         ; preds = %B128.i19
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269856192000, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B76.endif.endif.endif.endif:                      ; preds = %B128.i19
  %.414 = extractvalue { i64, i1 } %.413, 0
  %.7.i.i34 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.414, i32 32), !noalias !13
  %.8.i.i35 = icmp eq i8* %.7.i.i34, null
  br i1 %.8.i.i35, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.if:                   ; preds = %B76.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif:                ; preds = %B76.endif.endif.endif.endif
  %.5.i40 = getelementptr i8, i8* %.7.i.i34, i64 24
  %14 = bitcast i8* %.5.i40 to double**
  %.6.i41130 = load double*, double** %14, align 8
  %.494120 = icmp sgt i64 %.62.fca.5.0.load.i, 0
  br i1 %.494120, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B76.endif.endif.endif.endif.endif
  %.497114 = icmp sgt i64 %.62.fca.5.1.load.i, 0
  br i1 %.497114, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %15 = mul i64 %.62.fca.5.1.load.i, -1
  %16 = shl i64 %.62.fca.5.1.load.i, 3
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv1428 = phi double* [ %.62.fca.4.load.i, %for.cond.1.preheader.us.preheader ], [ %21, %for.end.1.loopexit.us ]
  %lsr.iv1423 = phi double* [ %.6.i41130, %for.cond.1.preheader.us.preheader ], [ %20, %for.end.1.loopexit.us ]
  %loop.index123.us = phi i64 [ %.549.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.490.0122.us = phi i64 [ %.490.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.487.0121.us = phi i64 [ %spec.select.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %17 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %.541.us = mul i64 %loop.index123.us, %.62.fca.5.1.load.i
  br i1 %17, label %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us, label %for.body.1.preheader.split.us.us

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.us.us, %for.body.1.us246.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us
  %spec.select.lcssa.us = phi i64 [ %.487.0121.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %loop.index123.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %.487.0121.us, %for.body.1.us246.us ], [ %loop.index123.us, %for.body.1.us.us.us ]
  %.490.2.lcssa.us = phi i64 [ %.490.0122.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %.490.0122.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %lsr.iv.next1434, %for.body.1.us246.us ], [ %lsr.iv.next1422, %for.body.1.us.us.us ]
  %18 = bitcast double* %lsr.iv1428 to i1*
  %19 = bitcast double* %lsr.iv1423 to i1*
  %.549.us = add nuw nsw i64 %loop.index123.us, 1
  %scevgep1425 = getelementptr i1, i1* %19, i64 %16
  %20 = bitcast i1* %scevgep1425 to double*
  %scevgep1430 = getelementptr i1, i1* %18, i64 %16
  %21 = bitcast i1* %scevgep1430 to double*
  %exitcond320.not = icmp eq i64 %.549.us, %.62.fca.5.0.load.i
  br i1 %exitcond320.not, label %for.end, label %for.cond.1.preheader.us

for.body.1.preheader.split.us.us:                 ; preds = %for.cond.1.preheader.us
  %22 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %.510.us.us = mul i64 %loop.index123.us, %.62.fca.5.1.load.i
  br i1 %22, label %for.body.1.us.us.us.preheader, label %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us

for.body.1.us.us.us.preheader:                    ; preds = %for.body.1.preheader.split.us.us
  br label %for.body.1.us.us.us

for.body.1.preheader.for.body.1.preheader.split_crit_edge.us: ; preds = %for.cond.1.preheader.us
  %23 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %.510.us250.us = mul i64 %.487.0121.us, %.62.fca.5.1.load.i
  br i1 %23, label %for.body.1.us246.us.preheader, label %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us

for.body.1.us246.us.preheader:                    ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %scevgep1437 = getelementptr double, double* %.62.fca.4.load.i, i64 %.510.us250.us
  br label %for.body.1.us246.us

for.body.1.us246.us:                              ; preds = %for.body.1.us246.us.preheader, %for.body.1.us246.us
  %lsr.iv1433 = phi i64 [ -1, %for.body.1.us246.us.preheader ], [ %lsr.iv.next1434, %for.body.1.us246.us ]
  %scevgep1438 = getelementptr double, double* %scevgep1437, i64 %lsr.iv1433
  %scevgep1439 = getelementptr double, double* %scevgep1438, i64 1
  %.515.us253.us = load double, double* %scevgep1439, align 8
  %.12.i.us254.us = tail call double @tanh(double %.515.us253.us) #8
  %scevgep1435 = getelementptr double, double* %lsr.iv1423, i64 %lsr.iv1433
  %scevgep1436 = getelementptr double, double* %scevgep1435, i64 1
  store double %.12.i.us254.us, double* %scevgep1436, align 8
  %lsr.iv.next1434 = add nsw i64 %lsr.iv1433, 1
  %24 = add i64 %15, %lsr.iv.next1434
  %exitcond317.not = icmp eq i64 %24, -1
  br i1 %exitcond317.not, label %for.end.1.loopexit.us, label %for.body.1.us246.us

for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us: ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %.513.us262 = add i64 %.510.us250.us, %.490.0122.us
  %.514.us263 = getelementptr double, double* %.62.fca.4.load.i, i64 %.513.us262
  %.515.us264 = load double, double* %.514.us263, align 8
  %.12.i.us265 = tail call double @tanh(double %.515.us264) #8
  %.545.us267 = getelementptr double, double* %.6.i41130, i64 %.541.us
  store double %.12.i.us265, double* %.545.us267, align 8
  br label %for.end.1.loopexit.us

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader, %for.body.1.us.us.us
  %lsr.iv1421 = phi i64 [ -1, %for.body.1.us.us.us.preheader ], [ %lsr.iv.next1422, %for.body.1.us.us.us ]
  %scevgep1431 = getelementptr double, double* %lsr.iv1428, i64 %lsr.iv1421
  %scevgep1432 = getelementptr double, double* %scevgep1431, i64 1
  %.515.us.us.us = load double, double* %scevgep1432, align 8
  %.12.i.us.us.us = tail call double @tanh(double %.515.us.us.us) #8
  %scevgep1426 = getelementptr double, double* %lsr.iv1423, i64 %lsr.iv1421
  %scevgep1427 = getelementptr double, double* %scevgep1426, i64 1
  store double %.12.i.us.us.us, double* %scevgep1427, align 8
  %lsr.iv.next1422 = add nsw i64 %lsr.iv1421, 1
  %25 = add i64 %15, %lsr.iv.next1422
  %exitcond319.not = icmp eq i64 %25, -1
  br i1 %exitcond319.not, label %for.end.1.loopexit.us, label %for.body.1.us.us.us

for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us: ; preds = %for.body.1.preheader.split.us.us
  %.513.us.us275 = add i64 %.510.us.us, %.490.0122.us
  %.514.us.us276 = getelementptr double, double* %.62.fca.4.load.i, i64 %.513.us.us275
  %.515.us.us277 = load double, double* %.514.us.us276, align 8
  %.12.i.us.us278 = tail call double @tanh(double %.515.us.us277) #8
  %.545.us.us280 = getelementptr double, double* %.6.i41130, i64 %.541.us
  store double %.12.i.us.us278, double* %.545.us.us280, align 8
  br label %for.end.1.loopexit.us

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B76.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  tail call void @NRT_decref(i8* nonnull %X.2.sroa.0.0292)
  %.252 = icmp ugt i64 %.251287, 1
  br i1 %.252, label %B76, label %B128.i

B126.endif.endif.endif.endif.if:                  ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269856192000, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B126.endif.endif.endif.endif.endif:               ; preds = %B128.i
  %.716 = extractvalue { i64, i1 } %.715, 0
  %.7.i.i28 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.716, i32 32), !noalias !20
  %.8.i.i29 = icmp eq i8* %.7.i.i28, null
  br i1 %.8.i.i29, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif, !prof !0

B126.endif.endif.endif.endif.endif.if:            ; preds = %B126.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B126.endif.endif.endif.endif.endif.endif:         ; preds = %B126.endif.endif.endif.endif.endif
  %.5.i26 = getelementptr i8, i8* %.7.i.i28, i64 24
  %26 = bitcast i8* %.5.i26 to double**
  %.6.i27129 = load double*, double** %26, align 8
  %.802107 = icmp sgt i64 %.62.fca.5.0.load.i, 0
  br i1 %.802107, label %for.cond.3.preheader.preheader, label %for.end.2

for.cond.3.preheader.preheader:                   ; preds = %B126.endif.endif.endif.endif.endif.endif
  %.80598 = icmp sgt i64 %.62.fca.5.1.load.i, 0
  br i1 %.80598, label %for.cond.3.preheader.us.preheader, label %for.end.2

for.cond.3.preheader.us.preheader:                ; preds = %for.cond.3.preheader.preheader
  %scevgep426 = getelementptr double, double* %.6.i41130, i64 %.62.fca.5.1.load.i
  %scevgep431 = getelementptr double, double* %.6.i41130, i64 %.62.fca.5.1.load.i
  %27 = add i64 %.62.fca.5.1.load.i, -1
  %28 = add i64 %.62.fca.5.1.load.i, -32
  %29 = lshr i64 %28, 5
  %30 = add nuw nsw i64 %29, 1
  %xtraiter541 = and i64 %.62.fca.5.1.load.i, 7
  %n.vec = and i64 %.62.fca.5.1.load.i, -32
  %xtraiter544 = and i64 %30, 7
  %unroll_iter547 = and i64 %30, 1152921504606846968
  %ind.escape = add i64 %n.vec, -1
  %n.vec447 = and i64 %.62.fca.5.1.load.i, -32
  %ind.escape460 = add i64 %n.vec447, -1
  %31 = shl i64 %.62.fca.5.1.load.i, 3
  %scevgep740 = getelementptr double, double* %.6.i41130, i64 248
  %scevgep936 = getelementptr double, double* %.6.i27129, i64 24
  %scevgep955 = getelementptr double, double* %.6.i41130, i64 24
  %32 = shl nuw nsw i64 %xtraiter544, 8
  %33 = mul i64 %.62.fca.5.1.load.i, -1
  %scevgep1029 = getelementptr double, double* %.6.i41130, i64 248
  %scevgep1126 = getelementptr double, double* %.6.i41130, i64 248
  %scevgep1335 = getelementptr double, double* %.6.i41130, i64 24
  %scevgep1349 = getelementptr double, double* %.6.i41130, i64 24
  %34 = shl nuw nsw i64 %xtraiter544, 8
  %scevgep1371 = getelementptr double, double* %.6.i41130, i64 7
  %scevgep1388 = getelementptr double, double* %.6.i41130, i64 7
  br label %for.cond.3.preheader.us

for.cond.3.preheader.us:                          ; preds = %for.cond.3.preheader.us.preheader, %for.end.3.loopexit.us
  %lsr.iv973 = phi double* [ %.6.i41130, %for.cond.3.preheader.us.preheader ], [ %55, %for.end.3.loopexit.us ]
  %lsr.iv956 = phi double* [ %scevgep955, %for.cond.3.preheader.us.preheader ], [ %54, %for.end.3.loopexit.us ]
  %lsr.iv937 = phi double* [ %scevgep936, %for.cond.3.preheader.us.preheader ], [ %53, %for.end.3.loopexit.us ]
  %lsr.iv741 = phi double* [ %scevgep740, %for.cond.3.preheader.us.preheader ], [ %52, %for.end.3.loopexit.us ]
  %lsr.iv721 = phi double* [ %.6.i27129, %for.cond.3.preheader.us.preheader ], [ %51, %for.end.3.loopexit.us ]
  %loop.index.2112.us = phi i64 [ %.874.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %.798.0111.us = phi i64 [ %.798.2.lcssa.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %.795.0110.us = phi i64 [ %.795.2.lcssa.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %.792.0109.us = phi i64 [ %.792.2.lcssa.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %.789.0108.us = phi i64 [ %spec.select152.lcssa.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %35 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %36 = mul i64 %.62.fca.5.1.load.i, %loop.index.2112.us
  %scevgep420 = getelementptr double, double* %.6.i27129, i64 %36
  %37 = add i64 %.62.fca.5.1.load.i, %36
  %scevgep422 = getelementptr double, double* %.6.i27129, i64 %37
  %38 = mul i64 %.62.fca.5.1.load.i, %loop.index.2112.us
  %scevgep = getelementptr double, double* %.6.i27129, i64 %38
  %39 = add i64 %.62.fca.5.1.load.i, %38
  %scevgep366 = getelementptr double, double* %.6.i27129, i64 %39
  %40 = mul i64 %.62.fca.5.1.load.i, %loop.index.2112.us
  %scevgep368 = getelementptr double, double* %.6.i41130, i64 %40
  %41 = add i64 %.62.fca.5.1.load.i, %40
  %scevgep370 = getelementptr double, double* %.6.i41130, i64 %41
  br i1 %35, label %for.body.3.preheader.for.body.3.preheader.split_crit_edge.us, label %for.body.3.preheader.split.us.us

for.body.3.us210:                                 ; preds = %for.body.3.us210.preheader, %for.body.3.us210
  %loop.index.3103.us211 = phi i64 [ %.872.us223.7, %for.body.3.us210 ], [ %loop.index.3103.us211.unr, %for.body.3.us210.preheader ]
  %sunkaddr1443 = mul i64 %.821.us213, 8
  %42 = bitcast double* %.6.i41130 to i8*
  %sunkaddr1444 = getelementptr i8, i8* %42, i64 %sunkaddr1443
  %43 = bitcast i8* %sunkaddr1444 to double*
  %.823.us215 = load double, double* %43, align 8
  %sunkaddr1445 = mul i64 %.838.us217, 8
  %44 = bitcast double* %.6.i41130 to i8*
  %sunkaddr1446 = getelementptr i8, i8* %44, i64 %sunkaddr1445
  %45 = bitcast i8* %sunkaddr1446 to double*
  %.840.us219 = load double, double* %45, align 8
  %.6.i1.us220 = fmul double %.823.us215, %.840.us219
  %scevgep1016 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us211
  store double %.6.i1.us220, double* %scevgep1016, align 8
  %.823.us215.1 = load double, double* %43, align 8
  %.840.us219.1 = load double, double* %45, align 8
  %.6.i1.us220.1 = fmul double %.823.us215.1, %.840.us219.1
  %scevgep1019 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us211
  %scevgep1020 = getelementptr double, double* %scevgep1019, i64 1
  store double %.6.i1.us220.1, double* %scevgep1020, align 8
  %.823.us215.2 = load double, double* %43, align 8
  %.840.us219.2 = load double, double* %45, align 8
  %.6.i1.us220.2 = fmul double %.823.us215.2, %.840.us219.2
  %scevgep1021 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us211
  %scevgep1022 = getelementptr double, double* %scevgep1021, i64 2
  store double %.6.i1.us220.2, double* %scevgep1022, align 8
  %.823.us215.3 = load double, double* %43, align 8
  %.840.us219.3 = load double, double* %45, align 8
  %.6.i1.us220.3 = fmul double %.823.us215.3, %.840.us219.3
  %scevgep1023 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us211
  %scevgep1024 = getelementptr double, double* %scevgep1023, i64 3
  store double %.6.i1.us220.3, double* %scevgep1024, align 8
  %.823.us215.4 = load double, double* %43, align 8
  %.840.us219.4 = load double, double* %45, align 8
  %.6.i1.us220.4 = fmul double %.823.us215.4, %.840.us219.4
  %scevgep1014 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us211
  %scevgep1015 = getelementptr double, double* %scevgep1014, i64 4
  store double %.6.i1.us220.4, double* %scevgep1015, align 8
  %.823.us215.5 = load double, double* %43, align 8
  %.840.us219.5 = load double, double* %45, align 8
  %.6.i1.us220.5 = fmul double %.823.us215.5, %.840.us219.5
  %scevgep1027 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us211
  %scevgep1028 = getelementptr double, double* %scevgep1027, i64 5
  store double %.6.i1.us220.5, double* %scevgep1028, align 8
  %.823.us215.6 = load double, double* %43, align 8
  %.840.us219.6 = load double, double* %45, align 8
  %.6.i1.us220.6 = fmul double %.823.us215.6, %.840.us219.6
  %scevgep1025 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us211
  %scevgep1026 = getelementptr double, double* %scevgep1025, i64 6
  store double %.6.i1.us220.6, double* %scevgep1026, align 8
  %.823.us215.7 = load double, double* %43, align 8
  %.840.us219.7 = load double, double* %45, align 8
  %.6.i1.us220.7 = fmul double %.823.us215.7, %.840.us219.7
  %scevgep1017 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us211
  %scevgep1018 = getelementptr double, double* %scevgep1017, i64 7
  store double %.6.i1.us220.7, double* %scevgep1018, align 8
  %.872.us223.7 = add nuw nsw i64 %loop.index.3103.us211, 8
  %exitcond.not.7 = icmp eq i64 %.62.fca.5.1.load.i, %.872.us223.7
  br i1 %exitcond.not.7, label %for.end.3.loopexit.us, label %for.body.3.us210, !llvm.loop !27

for.end.3.loopexit.us:                            ; preds = %for.body.3.us210.prol.loopexit, %for.body.3.us191.us.prol.loopexit, %middle.block441, %for.body.3.us.us229, %for.body.3.us.us.us, %for.body.3.us210, %for.body.3.us191.us, %for.body.3.us.us229.prol.loopexit, %for.body.3.us.us.us.prol.loopexit, %middle.block
  %spec.select152.lcssa.us = phi i64 [ %loop.index.2112.us, %middle.block ], [ %loop.index.2112.us, %for.body.3.us.us.us.prol.loopexit ], [ %loop.index.2112.us, %for.body.3.us.us229.prol.loopexit ], [ %.789.0108.us, %for.body.3.us191.us ], [ %.789.0108.us, %for.body.3.us210 ], [ %loop.index.2112.us, %for.body.3.us.us.us ], [ %loop.index.2112.us, %for.body.3.us.us229 ], [ %.789.0108.us, %middle.block441 ], [ %.789.0108.us, %for.body.3.us191.us.prol.loopexit ], [ %.789.0108.us, %for.body.3.us210.prol.loopexit ]
  %.792.2.lcssa.us = phi i64 [ %ind.escape, %middle.block ], [ %loop.index.3103.us.us.us.lcssa.unr, %for.body.3.us.us.us.prol.loopexit ], [ %.792.0109.us, %for.body.3.us.us229.prol.loopexit ], [ %lsr.iv.next1370, %for.body.3.us191.us ], [ %.792.0109.us, %for.body.3.us210 ], [ %lsr.iv.next980, %for.body.3.us.us.us ], [ %.792.0109.us, %for.body.3.us.us229 ], [ %ind.escape460, %middle.block441 ], [ %loop.index.3103.us192.us.lcssa.unr, %for.body.3.us191.us.prol.loopexit ], [ %.792.0109.us, %for.body.3.us210.prol.loopexit ]
  %.795.2.lcssa.us = phi i64 [ %loop.index.2112.us, %middle.block ], [ %loop.index.2112.us, %for.body.3.us.us.us.prol.loopexit ], [ %loop.index.2112.us, %for.body.3.us.us229.prol.loopexit ], [ %.795.0110.us, %for.body.3.us191.us ], [ %.795.0110.us, %for.body.3.us210 ], [ %loop.index.2112.us, %for.body.3.us.us.us ], [ %loop.index.2112.us, %for.body.3.us.us229 ], [ %.795.0110.us, %middle.block441 ], [ %.795.0110.us, %for.body.3.us191.us.prol.loopexit ], [ %.795.0110.us, %for.body.3.us210.prol.loopexit ]
  %.798.2.lcssa.us = phi i64 [ %ind.escape, %middle.block ], [ %loop.index.3103.us.us.us.lcssa.unr, %for.body.3.us.us.us.prol.loopexit ], [ %.798.0111.us, %for.body.3.us.us229.prol.loopexit ], [ %lsr.iv.next1370, %for.body.3.us191.us ], [ %.798.0111.us, %for.body.3.us210 ], [ %lsr.iv.next980, %for.body.3.us.us.us ], [ %.798.0111.us, %for.body.3.us.us229 ], [ %ind.escape460, %middle.block441 ], [ %loop.index.3103.us192.us.lcssa.unr, %for.body.3.us191.us.prol.loopexit ], [ %.798.0111.us, %for.body.3.us210.prol.loopexit ]
  %46 = bitcast double* %lsr.iv721 to i1*
  %47 = bitcast double* %lsr.iv741 to i1*
  %48 = bitcast double* %lsr.iv956 to i1*
  %49 = bitcast double* %lsr.iv937 to i1*
  %50 = bitcast double* %lsr.iv973 to i1*
  %.874.us = add nuw nsw i64 %loop.index.2112.us, 1
  %scevgep723 = getelementptr i1, i1* %46, i64 %31
  %51 = bitcast i1* %scevgep723 to double*
  %scevgep743 = getelementptr i1, i1* %47, i64 %31
  %52 = bitcast i1* %scevgep743 to double*
  %scevgep939 = getelementptr i1, i1* %49, i64 %31
  %53 = bitcast i1* %scevgep939 to double*
  %scevgep958 = getelementptr i1, i1* %48, i64 %31
  %54 = bitcast i1* %scevgep958 to double*
  %scevgep975 = getelementptr i1, i1* %50, i64 %31
  %55 = bitcast i1* %scevgep975 to double*
  %exitcond315.not = icmp eq i64 %.874.us, %.62.fca.5.0.load.i
  br i1 %exitcond315.not, label %for.end.2, label %for.cond.3.preheader.us

for.body.3.us.us229:                              ; preds = %for.body.3.us.us229.preheader, %for.body.3.us.us229
  %loop.index.3103.us.us230 = phi i64 [ %.872.us.us240.7, %for.body.3.us.us229 ], [ %loop.index.3103.us.us230.unr, %for.body.3.us.us229.preheader ]
  %sunkaddr1447 = mul i64 %.821.us.us231, 8
  %56 = bitcast double* %.6.i41130 to i8*
  %sunkaddr1448 = getelementptr i8, i8* %56, i64 %sunkaddr1447
  %57 = bitcast i8* %sunkaddr1448 to double*
  %.823.us.us233 = load double, double* %57, align 8
  %sunkaddr1449 = mul i64 %.838.us.us234, 8
  %58 = bitcast double* %.6.i41130 to i8*
  %sunkaddr1450 = getelementptr i8, i8* %58, i64 %sunkaddr1449
  %59 = bitcast i8* %sunkaddr1450 to double*
  %.840.us.us236 = load double, double* %59, align 8
  %.6.i1.us.us237 = fmul double %.823.us.us233, %.840.us.us236
  %scevgep727 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us.us230
  store double %.6.i1.us.us237, double* %scevgep727, align 8
  %.823.us.us233.1 = load double, double* %57, align 8
  %.840.us.us236.1 = load double, double* %59, align 8
  %.6.i1.us.us237.1 = fmul double %.823.us.us233.1, %.840.us.us236.1
  %scevgep730 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us.us230
  %scevgep731 = getelementptr double, double* %scevgep730, i64 1
  store double %.6.i1.us.us237.1, double* %scevgep731, align 8
  %.823.us.us233.2 = load double, double* %57, align 8
  %.840.us.us236.2 = load double, double* %59, align 8
  %.6.i1.us.us237.2 = fmul double %.823.us.us233.2, %.840.us.us236.2
  %scevgep732 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us.us230
  %scevgep733 = getelementptr double, double* %scevgep732, i64 2
  store double %.6.i1.us.us237.2, double* %scevgep733, align 8
  %.823.us.us233.3 = load double, double* %57, align 8
  %.840.us.us236.3 = load double, double* %59, align 8
  %.6.i1.us.us237.3 = fmul double %.823.us.us233.3, %.840.us.us236.3
  %scevgep734 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us.us230
  %scevgep735 = getelementptr double, double* %scevgep734, i64 3
  store double %.6.i1.us.us237.3, double* %scevgep735, align 8
  %.823.us.us233.4 = load double, double* %57, align 8
  %.840.us.us236.4 = load double, double* %59, align 8
  %.6.i1.us.us237.4 = fmul double %.823.us.us233.4, %.840.us.us236.4
  %scevgep725 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us.us230
  %scevgep726 = getelementptr double, double* %scevgep725, i64 4
  store double %.6.i1.us.us237.4, double* %scevgep726, align 8
  %.823.us.us233.5 = load double, double* %57, align 8
  %.840.us.us236.5 = load double, double* %59, align 8
  %.6.i1.us.us237.5 = fmul double %.823.us.us233.5, %.840.us.us236.5
  %scevgep738 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us.us230
  %scevgep739 = getelementptr double, double* %scevgep738, i64 5
  store double %.6.i1.us.us237.5, double* %scevgep739, align 8
  %.823.us.us233.6 = load double, double* %57, align 8
  %.840.us.us236.6 = load double, double* %59, align 8
  %.6.i1.us.us237.6 = fmul double %.823.us.us233.6, %.840.us.us236.6
  %scevgep736 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us.us230
  %scevgep737 = getelementptr double, double* %scevgep736, i64 6
  store double %.6.i1.us.us237.6, double* %scevgep737, align 8
  %.823.us.us233.7 = load double, double* %57, align 8
  %.840.us.us236.7 = load double, double* %59, align 8
  %.6.i1.us.us237.7 = fmul double %.823.us.us233.7, %.840.us.us236.7
  %scevgep728 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us.us230
  %scevgep729 = getelementptr double, double* %scevgep728, i64 7
  store double %.6.i1.us.us237.7, double* %scevgep729, align 8
  %.872.us.us240.7 = add nuw nsw i64 %loop.index.3103.us.us230, 8
  %exitcond313.not.7 = icmp eq i64 %.62.fca.5.1.load.i, %.872.us.us240.7
  br i1 %exitcond313.not.7, label %for.end.3.loopexit.us, label %for.body.3.us.us229, !llvm.loop !29

for.body.3.preheader.split.us.us:                 ; preds = %for.cond.3.preheader.us
  %60 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %.818.us.us = mul i64 %loop.index.2112.us, %.62.fca.5.1.load.i
  br i1 %60, label %for.body.3.us.us.us.preheader, label %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us

for.body.3.us.us.us.preheader:                    ; preds = %for.body.3.preheader.split.us.us
  %61 = icmp ult i64 %.62.fca.5.1.load.i, 32
  br i1 %61, label %for.body.3.us.us.us.preheader515, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.3.us.us.us.preheader
  %bound0 = icmp ult double* %scevgep, %scevgep370
  %bound1 = icmp ult double* %scevgep368, %scevgep366
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.3.us.us.us.preheader515, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %62 = icmp ult i64 %28, 224
  br i1 %62, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv934 = phi i64 [ %unroll_iter547, %vector.body.preheader ], [ %lsr.iv.next935, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep827 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep827828 = bitcast double* %scevgep827 to <8 x double>*
  %scevgep829 = getelementptr <8 x double>, <8 x double>* %scevgep827828, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep829, align 8, !alias.scope !30
  %scevgep836 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep836837 = bitcast double* %scevgep836 to <8 x double>*
  %scevgep838 = getelementptr <8 x double>, <8 x double>* %scevgep836837, i64 -30
  %wide.load372 = load <8 x double>, <8 x double>* %scevgep838, align 8, !alias.scope !30
  %scevgep833 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep833834 = bitcast double* %scevgep833 to <8 x double>*
  %scevgep835 = getelementptr <8 x double>, <8 x double>* %scevgep833834, i64 -29
  %wide.load373 = load <8 x double>, <8 x double>* %scevgep835, align 8, !alias.scope !30
  %scevgep830 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep830831 = bitcast double* %scevgep830 to <8 x double>*
  %scevgep832 = getelementptr <8 x double>, <8 x double>* %scevgep830831, i64 -28
  %wide.load374 = load <8 x double>, <8 x double>* %scevgep832, align 8, !alias.scope !30
  %63 = fmul <8 x double> %wide.load, %wide.load
  %64 = fmul <8 x double> %wide.load372, %wide.load372
  %65 = fmul <8 x double> %wide.load373, %wide.load373
  %66 = fmul <8 x double> %wide.load374, %wide.load374
  %scevgep923 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep923924 = bitcast double* %scevgep923 to <8 x double>*
  store <8 x double> %63, <8 x double>* %scevgep923924, align 8, !alias.scope !33, !noalias !30
  %scevgep931 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep931932 = bitcast double* %scevgep931 to <8 x double>*
  %scevgep933 = getelementptr <8 x double>, <8 x double>* %scevgep931932, i64 1
  store <8 x double> %64, <8 x double>* %scevgep933, align 8, !alias.scope !33, !noalias !30
  %scevgep928 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep928929 = bitcast double* %scevgep928 to <8 x double>*
  %scevgep930 = getelementptr <8 x double>, <8 x double>* %scevgep928929, i64 2
  store <8 x double> %65, <8 x double>* %scevgep930, align 8, !alias.scope !33, !noalias !30
  %scevgep925 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep925926 = bitcast double* %scevgep925 to <8 x double>*
  %scevgep927 = getelementptr <8 x double>, <8 x double>* %scevgep925926, i64 3
  store <8 x double> %66, <8 x double>* %scevgep927, align 8, !alias.scope !33, !noalias !30
  %scevgep813 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep813814 = bitcast double* %scevgep813 to <8 x double>*
  %scevgep815 = getelementptr <8 x double>, <8 x double>* %scevgep813814, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep815, align 8, !alias.scope !30
  %scevgep810 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep810811 = bitcast double* %scevgep810 to <8 x double>*
  %scevgep812 = getelementptr <8 x double>, <8 x double>* %scevgep810811, i64 -26
  %wide.load372.1 = load <8 x double>, <8 x double>* %scevgep812, align 8, !alias.scope !30
  %scevgep807 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep807808 = bitcast double* %scevgep807 to <8 x double>*
  %scevgep809 = getelementptr <8 x double>, <8 x double>* %scevgep807808, i64 -25
  %wide.load373.1 = load <8 x double>, <8 x double>* %scevgep809, align 8, !alias.scope !30
  %scevgep804 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep804805 = bitcast double* %scevgep804 to <8 x double>*
  %scevgep806 = getelementptr <8 x double>, <8 x double>* %scevgep804805, i64 -24
  %wide.load374.1 = load <8 x double>, <8 x double>* %scevgep806, align 8, !alias.scope !30
  %67 = fmul <8 x double> %wide.load.1, %wide.load.1
  %68 = fmul <8 x double> %wide.load372.1, %wide.load372.1
  %69 = fmul <8 x double> %wide.load373.1, %wide.load373.1
  %70 = fmul <8 x double> %wide.load374.1, %wide.load374.1
  %scevgep908 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep908909 = bitcast double* %scevgep908 to <8 x double>*
  %scevgep910 = getelementptr <8 x double>, <8 x double>* %scevgep908909, i64 4
  store <8 x double> %67, <8 x double>* %scevgep910, align 8, !alias.scope !33, !noalias !30
  %scevgep905 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep905906 = bitcast double* %scevgep905 to <8 x double>*
  %scevgep907 = getelementptr <8 x double>, <8 x double>* %scevgep905906, i64 5
  store <8 x double> %68, <8 x double>* %scevgep907, align 8, !alias.scope !33, !noalias !30
  %scevgep902 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep902903 = bitcast double* %scevgep902 to <8 x double>*
  %scevgep904 = getelementptr <8 x double>, <8 x double>* %scevgep902903, i64 6
  store <8 x double> %69, <8 x double>* %scevgep904, align 8, !alias.scope !33, !noalias !30
  %scevgep899 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep899900 = bitcast double* %scevgep899 to <8 x double>*
  %scevgep901 = getelementptr <8 x double>, <8 x double>* %scevgep899900, i64 7
  store <8 x double> %70, <8 x double>* %scevgep901, align 8, !alias.scope !33, !noalias !30
  %scevgep801 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep801802 = bitcast double* %scevgep801 to <8 x double>*
  %scevgep803 = getelementptr <8 x double>, <8 x double>* %scevgep801802, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep803, align 8, !alias.scope !30
  %scevgep798 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep798799 = bitcast double* %scevgep798 to <8 x double>*
  %scevgep800 = getelementptr <8 x double>, <8 x double>* %scevgep798799, i64 -22
  %wide.load372.2 = load <8 x double>, <8 x double>* %scevgep800, align 8, !alias.scope !30
  %scevgep795 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep795796 = bitcast double* %scevgep795 to <8 x double>*
  %scevgep797 = getelementptr <8 x double>, <8 x double>* %scevgep795796, i64 -21
  %wide.load373.2 = load <8 x double>, <8 x double>* %scevgep797, align 8, !alias.scope !30
  %scevgep792 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep792793 = bitcast double* %scevgep792 to <8 x double>*
  %scevgep794 = getelementptr <8 x double>, <8 x double>* %scevgep792793, i64 -20
  %wide.load374.2 = load <8 x double>, <8 x double>* %scevgep794, align 8, !alias.scope !30
  %71 = fmul <8 x double> %wide.load.2, %wide.load.2
  %72 = fmul <8 x double> %wide.load372.2, %wide.load372.2
  %73 = fmul <8 x double> %wide.load373.2, %wide.load373.2
  %74 = fmul <8 x double> %wide.load374.2, %wide.load374.2
  %scevgep896 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep896897 = bitcast double* %scevgep896 to <8 x double>*
  %scevgep898 = getelementptr <8 x double>, <8 x double>* %scevgep896897, i64 8
  store <8 x double> %71, <8 x double>* %scevgep898, align 8, !alias.scope !33, !noalias !30
  %scevgep893 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep893894 = bitcast double* %scevgep893 to <8 x double>*
  %scevgep895 = getelementptr <8 x double>, <8 x double>* %scevgep893894, i64 9
  store <8 x double> %72, <8 x double>* %scevgep895, align 8, !alias.scope !33, !noalias !30
  %scevgep890 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep890891 = bitcast double* %scevgep890 to <8 x double>*
  %scevgep892 = getelementptr <8 x double>, <8 x double>* %scevgep890891, i64 10
  store <8 x double> %73, <8 x double>* %scevgep892, align 8, !alias.scope !33, !noalias !30
  %scevgep887 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep887888 = bitcast double* %scevgep887 to <8 x double>*
  %scevgep889 = getelementptr <8 x double>, <8 x double>* %scevgep887888, i64 11
  store <8 x double> %74, <8 x double>* %scevgep889, align 8, !alias.scope !33, !noalias !30
  %scevgep789 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep789790 = bitcast double* %scevgep789 to <8 x double>*
  %scevgep791 = getelementptr <8 x double>, <8 x double>* %scevgep789790, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep791, align 8, !alias.scope !30
  %scevgep786 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep786787 = bitcast double* %scevgep786 to <8 x double>*
  %scevgep788 = getelementptr <8 x double>, <8 x double>* %scevgep786787, i64 -18
  %wide.load372.3 = load <8 x double>, <8 x double>* %scevgep788, align 8, !alias.scope !30
  %scevgep783 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep783784 = bitcast double* %scevgep783 to <8 x double>*
  %scevgep785 = getelementptr <8 x double>, <8 x double>* %scevgep783784, i64 -17
  %wide.load373.3 = load <8 x double>, <8 x double>* %scevgep785, align 8, !alias.scope !30
  %scevgep780 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep780781 = bitcast double* %scevgep780 to <8 x double>*
  %scevgep782 = getelementptr <8 x double>, <8 x double>* %scevgep780781, i64 -16
  %wide.load374.3 = load <8 x double>, <8 x double>* %scevgep782, align 8, !alias.scope !30
  %75 = fmul <8 x double> %wide.load.3, %wide.load.3
  %76 = fmul <8 x double> %wide.load372.3, %wide.load372.3
  %77 = fmul <8 x double> %wide.load373.3, %wide.load373.3
  %78 = fmul <8 x double> %wide.load374.3, %wide.load374.3
  %scevgep884 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep884885 = bitcast double* %scevgep884 to <8 x double>*
  %scevgep886 = getelementptr <8 x double>, <8 x double>* %scevgep884885, i64 12
  store <8 x double> %75, <8 x double>* %scevgep886, align 8, !alias.scope !33, !noalias !30
  %scevgep881 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep881882 = bitcast double* %scevgep881 to <8 x double>*
  %scevgep883 = getelementptr <8 x double>, <8 x double>* %scevgep881882, i64 13
  store <8 x double> %76, <8 x double>* %scevgep883, align 8, !alias.scope !33, !noalias !30
  %scevgep878 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep878879 = bitcast double* %scevgep878 to <8 x double>*
  %scevgep880 = getelementptr <8 x double>, <8 x double>* %scevgep878879, i64 14
  store <8 x double> %77, <8 x double>* %scevgep880, align 8, !alias.scope !33, !noalias !30
  %scevgep875 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep875876 = bitcast double* %scevgep875 to <8 x double>*
  %scevgep877 = getelementptr <8 x double>, <8 x double>* %scevgep875876, i64 15
  store <8 x double> %78, <8 x double>* %scevgep877, align 8, !alias.scope !33, !noalias !30
  %scevgep777 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep777778 = bitcast double* %scevgep777 to <8 x double>*
  %scevgep779 = getelementptr <8 x double>, <8 x double>* %scevgep777778, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep779, align 8, !alias.scope !30
  %scevgep774 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep774775 = bitcast double* %scevgep774 to <8 x double>*
  %scevgep776 = getelementptr <8 x double>, <8 x double>* %scevgep774775, i64 -14
  %wide.load372.4 = load <8 x double>, <8 x double>* %scevgep776, align 8, !alias.scope !30
  %scevgep771 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep771772 = bitcast double* %scevgep771 to <8 x double>*
  %scevgep773 = getelementptr <8 x double>, <8 x double>* %scevgep771772, i64 -13
  %wide.load373.4 = load <8 x double>, <8 x double>* %scevgep773, align 8, !alias.scope !30
  %scevgep768 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep768769 = bitcast double* %scevgep768 to <8 x double>*
  %scevgep770 = getelementptr <8 x double>, <8 x double>* %scevgep768769, i64 -12
  %wide.load374.4 = load <8 x double>, <8 x double>* %scevgep770, align 8, !alias.scope !30
  %79 = fmul <8 x double> %wide.load.4, %wide.load.4
  %80 = fmul <8 x double> %wide.load372.4, %wide.load372.4
  %81 = fmul <8 x double> %wide.load373.4, %wide.load373.4
  %82 = fmul <8 x double> %wide.load374.4, %wide.load374.4
  %scevgep872 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep872873 = bitcast double* %scevgep872 to <8 x double>*
  %scevgep874 = getelementptr <8 x double>, <8 x double>* %scevgep872873, i64 16
  store <8 x double> %79, <8 x double>* %scevgep874, align 8, !alias.scope !33, !noalias !30
  %scevgep869 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep869870 = bitcast double* %scevgep869 to <8 x double>*
  %scevgep871 = getelementptr <8 x double>, <8 x double>* %scevgep869870, i64 17
  store <8 x double> %80, <8 x double>* %scevgep871, align 8, !alias.scope !33, !noalias !30
  %scevgep866 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep866867 = bitcast double* %scevgep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %scevgep866867, i64 18
  store <8 x double> %81, <8 x double>* %scevgep868, align 8, !alias.scope !33, !noalias !30
  %scevgep863 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep863864 = bitcast double* %scevgep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %scevgep863864, i64 19
  store <8 x double> %82, <8 x double>* %scevgep865, align 8, !alias.scope !33, !noalias !30
  %scevgep765 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep765766 = bitcast double* %scevgep765 to <8 x double>*
  %scevgep767 = getelementptr <8 x double>, <8 x double>* %scevgep765766, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep767, align 8, !alias.scope !30
  %scevgep762 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep762763 = bitcast double* %scevgep762 to <8 x double>*
  %scevgep764 = getelementptr <8 x double>, <8 x double>* %scevgep762763, i64 -10
  %wide.load372.5 = load <8 x double>, <8 x double>* %scevgep764, align 8, !alias.scope !30
  %scevgep759 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep759760 = bitcast double* %scevgep759 to <8 x double>*
  %scevgep761 = getelementptr <8 x double>, <8 x double>* %scevgep759760, i64 -9
  %wide.load373.5 = load <8 x double>, <8 x double>* %scevgep761, align 8, !alias.scope !30
  %scevgep756 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep756757 = bitcast double* %scevgep756 to <8 x double>*
  %scevgep758 = getelementptr <8 x double>, <8 x double>* %scevgep756757, i64 -8
  %wide.load374.5 = load <8 x double>, <8 x double>* %scevgep758, align 8, !alias.scope !30
  %83 = fmul <8 x double> %wide.load.5, %wide.load.5
  %84 = fmul <8 x double> %wide.load372.5, %wide.load372.5
  %85 = fmul <8 x double> %wide.load373.5, %wide.load373.5
  %86 = fmul <8 x double> %wide.load374.5, %wide.load374.5
  %scevgep860 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep860861 = bitcast double* %scevgep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %scevgep860861, i64 20
  store <8 x double> %83, <8 x double>* %scevgep862, align 8, !alias.scope !33, !noalias !30
  %scevgep857 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep857858 = bitcast double* %scevgep857 to <8 x double>*
  %scevgep859 = getelementptr <8 x double>, <8 x double>* %scevgep857858, i64 21
  store <8 x double> %84, <8 x double>* %scevgep859, align 8, !alias.scope !33, !noalias !30
  %scevgep854 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep854855 = bitcast double* %scevgep854 to <8 x double>*
  %scevgep856 = getelementptr <8 x double>, <8 x double>* %scevgep854855, i64 22
  store <8 x double> %85, <8 x double>* %scevgep856, align 8, !alias.scope !33, !noalias !30
  %scevgep851 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep851852 = bitcast double* %scevgep851 to <8 x double>*
  %scevgep853 = getelementptr <8 x double>, <8 x double>* %scevgep851852, i64 23
  store <8 x double> %86, <8 x double>* %scevgep853, align 8, !alias.scope !33, !noalias !30
  %scevgep753 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep753754 = bitcast double* %scevgep753 to <8 x double>*
  %scevgep755 = getelementptr <8 x double>, <8 x double>* %scevgep753754, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep755, align 8, !alias.scope !30
  %scevgep750 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep750751 = bitcast double* %scevgep750 to <8 x double>*
  %scevgep752 = getelementptr <8 x double>, <8 x double>* %scevgep750751, i64 -6
  %wide.load372.6 = load <8 x double>, <8 x double>* %scevgep752, align 8, !alias.scope !30
  %scevgep747 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep747748 = bitcast double* %scevgep747 to <8 x double>*
  %scevgep749 = getelementptr <8 x double>, <8 x double>* %scevgep747748, i64 -5
  %wide.load373.6 = load <8 x double>, <8 x double>* %scevgep749, align 8, !alias.scope !30
  %scevgep744 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep744745 = bitcast double* %scevgep744 to <8 x double>*
  %scevgep746 = getelementptr <8 x double>, <8 x double>* %scevgep744745, i64 -4
  %wide.load374.6 = load <8 x double>, <8 x double>* %scevgep746, align 8, !alias.scope !30
  %87 = fmul <8 x double> %wide.load.6, %wide.load.6
  %88 = fmul <8 x double> %wide.load372.6, %wide.load372.6
  %89 = fmul <8 x double> %wide.load373.6, %wide.load373.6
  %90 = fmul <8 x double> %wide.load374.6, %wide.load374.6
  %scevgep848 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep848849 = bitcast double* %scevgep848 to <8 x double>*
  %scevgep850 = getelementptr <8 x double>, <8 x double>* %scevgep848849, i64 24
  store <8 x double> %87, <8 x double>* %scevgep850, align 8, !alias.scope !33, !noalias !30
  %scevgep845 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep845846 = bitcast double* %scevgep845 to <8 x double>*
  %scevgep847 = getelementptr <8 x double>, <8 x double>* %scevgep845846, i64 25
  store <8 x double> %88, <8 x double>* %scevgep847, align 8, !alias.scope !33, !noalias !30
  %scevgep842 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep842843 = bitcast double* %scevgep842 to <8 x double>*
  %scevgep844 = getelementptr <8 x double>, <8 x double>* %scevgep842843, i64 26
  store <8 x double> %89, <8 x double>* %scevgep844, align 8, !alias.scope !33, !noalias !30
  %scevgep839 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep839840 = bitcast double* %scevgep839 to <8 x double>*
  %scevgep841 = getelementptr <8 x double>, <8 x double>* %scevgep839840, i64 27
  store <8 x double> %90, <8 x double>* %scevgep841, align 8, !alias.scope !33, !noalias !30
  %scevgep824 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep824825 = bitcast double* %scevgep824 to <8 x double>*
  %scevgep826 = getelementptr <8 x double>, <8 x double>* %scevgep824825, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep826, align 8, !alias.scope !30
  %scevgep821 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep821822 = bitcast double* %scevgep821 to <8 x double>*
  %scevgep823 = getelementptr <8 x double>, <8 x double>* %scevgep821822, i64 -2
  %wide.load372.7 = load <8 x double>, <8 x double>* %scevgep823, align 8, !alias.scope !30
  %scevgep818 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep818819 = bitcast double* %scevgep818 to <8 x double>*
  %scevgep820 = getelementptr <8 x double>, <8 x double>* %scevgep818819, i64 -1
  %wide.load373.7 = load <8 x double>, <8 x double>* %scevgep820, align 8, !alias.scope !30
  %scevgep816 = getelementptr double, double* %lsr.iv741, i64 %index
  %scevgep816817 = bitcast double* %scevgep816 to <8 x double>*
  %wide.load374.7 = load <8 x double>, <8 x double>* %scevgep816817, align 8, !alias.scope !30
  %91 = fmul <8 x double> %wide.load.7, %wide.load.7
  %92 = fmul <8 x double> %wide.load372.7, %wide.load372.7
  %93 = fmul <8 x double> %wide.load373.7, %wide.load373.7
  %94 = fmul <8 x double> %wide.load374.7, %wide.load374.7
  %scevgep920 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep920921 = bitcast double* %scevgep920 to <8 x double>*
  %scevgep922 = getelementptr <8 x double>, <8 x double>* %scevgep920921, i64 28
  store <8 x double> %91, <8 x double>* %scevgep922, align 8, !alias.scope !33, !noalias !30
  %scevgep917 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep917918 = bitcast double* %scevgep917 to <8 x double>*
  %scevgep919 = getelementptr <8 x double>, <8 x double>* %scevgep917918, i64 29
  store <8 x double> %92, <8 x double>* %scevgep919, align 8, !alias.scope !33, !noalias !30
  %scevgep914 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep914915 = bitcast double* %scevgep914 to <8 x double>*
  %scevgep916 = getelementptr <8 x double>, <8 x double>* %scevgep914915, i64 30
  store <8 x double> %93, <8 x double>* %scevgep916, align 8, !alias.scope !33, !noalias !30
  %scevgep911 = getelementptr double, double* %lsr.iv721, i64 %index
  %scevgep911912 = bitcast double* %scevgep911 to <8 x double>*
  %scevgep913 = getelementptr <8 x double>, <8 x double>* %scevgep911912, i64 31
  store <8 x double> %94, <8 x double>* %scevgep913, align 8, !alias.scope !33, !noalias !30
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next935 = add i64 %lsr.iv934, -8
  %niter548.ncmp.7 = icmp eq i64 %lsr.iv.next935, 0
  br i1 %niter548.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !35

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %95 = icmp eq i64 %xtraiter544, 0
  br i1 %95, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep940 = getelementptr double, double* %lsr.iv937, i64 %index.unr
  %scevgep959 = getelementptr double, double* %lsr.iv956, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv941 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next942, %vector.body.epil ]
  %96 = bitcast double* %scevgep959 to i8*
  %97 = bitcast double* %scevgep940 to i8*
  %uglygep969 = getelementptr i8, i8* %96, i64 %lsr.iv941
  %uglygep969970 = bitcast i8* %uglygep969 to <8 x double>*
  %scevgep971 = getelementptr <8 x double>, <8 x double>* %uglygep969970, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep971, align 8, !alias.scope !30
  %uglygep966 = getelementptr i8, i8* %96, i64 %lsr.iv941
  %uglygep966967 = bitcast i8* %uglygep966 to <8 x double>*
  %scevgep968 = getelementptr <8 x double>, <8 x double>* %uglygep966967, i64 -2
  %wide.load372.epil = load <8 x double>, <8 x double>* %scevgep968, align 8, !alias.scope !30
  %uglygep963 = getelementptr i8, i8* %96, i64 %lsr.iv941
  %uglygep963964 = bitcast i8* %uglygep963 to <8 x double>*
  %scevgep965 = getelementptr <8 x double>, <8 x double>* %uglygep963964, i64 -1
  %wide.load373.epil = load <8 x double>, <8 x double>* %scevgep965, align 8, !alias.scope !30
  %uglygep961 = getelementptr i8, i8* %96, i64 %lsr.iv941
  %uglygep961962 = bitcast i8* %uglygep961 to <8 x double>*
  %wide.load374.epil = load <8 x double>, <8 x double>* %uglygep961962, align 8, !alias.scope !30
  %98 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %99 = fmul <8 x double> %wide.load372.epil, %wide.load372.epil
  %100 = fmul <8 x double> %wide.load373.epil, %wide.load373.epil
  %101 = fmul <8 x double> %wide.load374.epil, %wide.load374.epil
  %uglygep952 = getelementptr i8, i8* %97, i64 %lsr.iv941
  %uglygep952953 = bitcast i8* %uglygep952 to <8 x double>*
  %scevgep954 = getelementptr <8 x double>, <8 x double>* %uglygep952953, i64 -3
  store <8 x double> %98, <8 x double>* %scevgep954, align 8, !alias.scope !33, !noalias !30
  %uglygep949 = getelementptr i8, i8* %97, i64 %lsr.iv941
  %uglygep949950 = bitcast i8* %uglygep949 to <8 x double>*
  %scevgep951 = getelementptr <8 x double>, <8 x double>* %uglygep949950, i64 -2
  store <8 x double> %99, <8 x double>* %scevgep951, align 8, !alias.scope !33, !noalias !30
  %uglygep946 = getelementptr i8, i8* %97, i64 %lsr.iv941
  %uglygep946947 = bitcast i8* %uglygep946 to <8 x double>*
  %scevgep948 = getelementptr <8 x double>, <8 x double>* %uglygep946947, i64 -1
  store <8 x double> %100, <8 x double>* %scevgep948, align 8, !alias.scope !33, !noalias !30
  %uglygep944 = getelementptr i8, i8* %97, i64 %lsr.iv941
  %uglygep944945 = bitcast i8* %uglygep944 to <8 x double>*
  store <8 x double> %101, <8 x double>* %uglygep944945, align 8, !alias.scope !33, !noalias !30
  %lsr.iv.next942 = add nuw nsw i64 %lsr.iv941, 256
  %epil.iter545.cmp.not = icmp eq i64 %32, %lsr.iv.next942
  br i1 %epil.iter545.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !36

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %102 = icmp eq i64 %.62.fca.5.1.load.i, %n.vec
  br i1 %102, label %for.end.3.loopexit.us, label %for.body.3.us.us.us.preheader515

for.body.3.us.us.us.preheader515:                 ; preds = %vector.memcheck, %for.body.3.us.us.us.preheader, %middle.block
  %loop.index.3103.us.us.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.3.us.us.us.preheader ], [ %n.vec, %middle.block ]
  %103 = and i64 %.62.fca.5.1.load.i, 7
  %104 = icmp eq i64 %103, 0
  %105 = xor i64 %loop.index.3103.us.us.us.ph, -1
  %106 = add i64 %.62.fca.5.1.load.i, %105
  br i1 %104, label %for.body.3.us.us.us.prol.loopexit, label %for.body.3.us.us.us.prol.preheader

for.body.3.us.us.us.prol.preheader:               ; preds = %for.body.3.us.us.us.preheader515
  br label %for.body.3.us.us.us.prol

for.body.3.us.us.us.prol:                         ; preds = %for.body.3.us.us.us.prol.preheader, %for.body.3.us.us.us.prol
  %lsr.iv977 = phi i64 [ %xtraiter541, %for.body.3.us.us.us.prol.preheader ], [ %lsr.iv.next978, %for.body.3.us.us.us.prol ]
  %loop.index.3103.us.us.us.prol = phi i64 [ %.872.us.us.us.prol, %for.body.3.us.us.us.prol ], [ %loop.index.3103.us.us.us.ph, %for.body.3.us.us.us.prol.preheader ]
  %scevgep976 = getelementptr double, double* %lsr.iv973, i64 %loop.index.3103.us.us.us.prol
  %.823.us.us.us.prol = load double, double* %scevgep976, align 8
  %.6.i1.us.us.us.prol = fmul double %.823.us.us.us.prol, %.823.us.us.us.prol
  %scevgep972 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us.us.us.prol
  store double %.6.i1.us.us.us.prol, double* %scevgep972, align 8
  %.872.us.us.us.prol = add nuw i64 %loop.index.3103.us.us.us.prol, 1
  %lsr.iv.next978 = add nsw i64 %lsr.iv977, -1
  %prol.iter551.cmp.not = icmp eq i64 %lsr.iv.next978, 0
  br i1 %prol.iter551.cmp.not, label %for.body.3.us.us.us.prol.loopexit.loopexit, label %for.body.3.us.us.us.prol, !llvm.loop !38

for.body.3.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.3.us.us.us.prol
  %107 = add i64 %.872.us.us.us.prol, -1
  br label %for.body.3.us.us.us.prol.loopexit

for.body.3.us.us.us.prol.loopexit:                ; preds = %for.body.3.us.us.us.prol.loopexit.loopexit, %for.body.3.us.us.us.preheader515
  %loop.index.3103.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.3.us.us.us.preheader515 ], [ %107, %for.body.3.us.us.us.prol.loopexit.loopexit ]
  %loop.index.3103.us.us.us.unr = phi i64 [ %loop.index.3103.us.us.us.ph, %for.body.3.us.us.us.preheader515 ], [ %.872.us.us.us.prol, %for.body.3.us.us.us.prol.loopexit.loopexit ]
  %108 = icmp ult i64 %106, 7
  br i1 %108, label %for.end.3.loopexit.us, label %for.body.3.us.us.us.preheader562

for.body.3.us.us.us.preheader562:                 ; preds = %for.body.3.us.us.us.prol.loopexit
  %109 = add i64 %loop.index.3103.us.us.us.unr, -1
  br label %for.body.3.us.us.us

for.body.3.preheader.for.body.3.preheader.split_crit_edge.us: ; preds = %for.cond.3.preheader.us
  %110 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %.818.us196.us = mul i64 %.789.0108.us, %.62.fca.5.1.load.i
  br i1 %110, label %for.body.3.preheader.split.split.us.us, label %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us

for.body.3.us191.us:                              ; preds = %for.body.3.us191.us.preheader560, %for.body.3.us191.us
  %lsr.iv1369 = phi i64 [ %167, %for.body.3.us191.us.preheader560 ], [ %lsr.iv.next1370, %for.body.3.us191.us ]
  %scevgep1403 = getelementptr double, double* %scevgep1389, i64 %lsr.iv1369
  %scevgep1404 = getelementptr double, double* %scevgep1403, i64 -6
  %.823.us199.us = load double, double* %scevgep1404, align 8
  %scevgep1386 = getelementptr double, double* %scevgep1372, i64 %lsr.iv1369
  %scevgep1387 = getelementptr double, double* %scevgep1386, i64 -6
  %.840.us204.us = load double, double* %scevgep1387, align 8
  %.6.i1.us205.us = fmul double %.823.us199.us, %.840.us204.us
  %scevgep1407 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv1369
  %scevgep1408 = getelementptr double, double* %scevgep1407, i64 1
  store double %.6.i1.us205.us, double* %scevgep1408, align 8
  %scevgep1401 = getelementptr double, double* %scevgep1389, i64 %lsr.iv1369
  %scevgep1402 = getelementptr double, double* %scevgep1401, i64 -5
  %.823.us199.us.1 = load double, double* %scevgep1402, align 8
  %scevgep1384 = getelementptr double, double* %scevgep1372, i64 %lsr.iv1369
  %scevgep1385 = getelementptr double, double* %scevgep1384, i64 -5
  %.840.us204.us.1 = load double, double* %scevgep1385, align 8
  %.6.i1.us205.us.1 = fmul double %.823.us199.us.1, %.840.us204.us.1
  %scevgep1415 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv1369
  %scevgep1416 = getelementptr double, double* %scevgep1415, i64 2
  store double %.6.i1.us205.us.1, double* %scevgep1416, align 8
  %scevgep1399 = getelementptr double, double* %scevgep1389, i64 %lsr.iv1369
  %scevgep1400 = getelementptr double, double* %scevgep1399, i64 -4
  %.823.us199.us.2 = load double, double* %scevgep1400, align 8
  %scevgep1382 = getelementptr double, double* %scevgep1372, i64 %lsr.iv1369
  %scevgep1383 = getelementptr double, double* %scevgep1382, i64 -4
  %.840.us204.us.2 = load double, double* %scevgep1383, align 8
  %.6.i1.us205.us.2 = fmul double %.823.us199.us.2, %.840.us204.us.2
  %scevgep1417 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv1369
  %scevgep1418 = getelementptr double, double* %scevgep1417, i64 3
  store double %.6.i1.us205.us.2, double* %scevgep1418, align 8
  %scevgep1397 = getelementptr double, double* %scevgep1389, i64 %lsr.iv1369
  %scevgep1398 = getelementptr double, double* %scevgep1397, i64 -3
  %.823.us199.us.3 = load double, double* %scevgep1398, align 8
  %scevgep1380 = getelementptr double, double* %scevgep1372, i64 %lsr.iv1369
  %scevgep1381 = getelementptr double, double* %scevgep1380, i64 -3
  %.840.us204.us.3 = load double, double* %scevgep1381, align 8
  %.6.i1.us205.us.3 = fmul double %.823.us199.us.3, %.840.us204.us.3
  %scevgep1419 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv1369
  %scevgep1420 = getelementptr double, double* %scevgep1419, i64 4
  store double %.6.i1.us205.us.3, double* %scevgep1420, align 8
  %scevgep1395 = getelementptr double, double* %scevgep1389, i64 %lsr.iv1369
  %scevgep1396 = getelementptr double, double* %scevgep1395, i64 -2
  %.823.us199.us.4 = load double, double* %scevgep1396, align 8
  %scevgep1378 = getelementptr double, double* %scevgep1372, i64 %lsr.iv1369
  %scevgep1379 = getelementptr double, double* %scevgep1378, i64 -2
  %.840.us204.us.4 = load double, double* %scevgep1379, align 8
  %.6.i1.us205.us.4 = fmul double %.823.us199.us.4, %.840.us204.us.4
  %scevgep1405 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv1369
  %scevgep1406 = getelementptr double, double* %scevgep1405, i64 5
  store double %.6.i1.us205.us.4, double* %scevgep1406, align 8
  %scevgep1393 = getelementptr double, double* %scevgep1389, i64 %lsr.iv1369
  %scevgep1394 = getelementptr double, double* %scevgep1393, i64 -1
  %.823.us199.us.5 = load double, double* %scevgep1394, align 8
  %scevgep1376 = getelementptr double, double* %scevgep1372, i64 %lsr.iv1369
  %scevgep1377 = getelementptr double, double* %scevgep1376, i64 -1
  %.840.us204.us.5 = load double, double* %scevgep1377, align 8
  %.6.i1.us205.us.5 = fmul double %.823.us199.us.5, %.840.us204.us.5
  %scevgep1413 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv1369
  %scevgep1414 = getelementptr double, double* %scevgep1413, i64 6
  store double %.6.i1.us205.us.5, double* %scevgep1414, align 8
  %scevgep1392 = getelementptr double, double* %scevgep1389, i64 %lsr.iv1369
  %.823.us199.us.6 = load double, double* %scevgep1392, align 8
  %scevgep1375 = getelementptr double, double* %scevgep1372, i64 %lsr.iv1369
  %.840.us204.us.6 = load double, double* %scevgep1375, align 8
  %.6.i1.us205.us.6 = fmul double %.823.us199.us.6, %.840.us204.us.6
  %scevgep1411 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv1369
  %scevgep1412 = getelementptr double, double* %scevgep1411, i64 7
  store double %.6.i1.us205.us.6, double* %scevgep1412, align 8
  %scevgep1390 = getelementptr double, double* %scevgep1389, i64 %lsr.iv1369
  %scevgep1391 = getelementptr double, double* %scevgep1390, i64 1
  %.823.us199.us.7 = load double, double* %scevgep1391, align 8
  %scevgep1373 = getelementptr double, double* %scevgep1372, i64 %lsr.iv1369
  %scevgep1374 = getelementptr double, double* %scevgep1373, i64 1
  %.840.us204.us.7 = load double, double* %scevgep1374, align 8
  %.6.i1.us205.us.7 = fmul double %.823.us199.us.7, %.840.us204.us.7
  %scevgep1409 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv1369
  %scevgep1410 = getelementptr double, double* %scevgep1409, i64 8
  store double %.6.i1.us205.us.7, double* %scevgep1410, align 8
  %lsr.iv.next1370 = add i64 %lsr.iv1369, 8
  %111 = add i64 %33, %lsr.iv.next1370
  %exitcond312.not.7 = icmp eq i64 %111, -1
  br i1 %exitcond312.not.7, label %for.end.3.loopexit.us, label %for.body.3.us191.us, !llvm.loop !39

for.body.3.preheader.split.split.us.us:           ; preds = %for.body.3.preheader.for.body.3.preheader.split_crit_edge.us
  %112 = icmp ult i64 %.62.fca.5.1.load.i, 32
  %.835.us201.us = mul i64 %.795.0110.us, %.62.fca.5.1.load.i
  br i1 %112, label %for.body.3.us191.us.preheader, label %vector.memcheck419

vector.memcheck419:                               ; preds = %for.body.3.preheader.split.split.us.us
  %scevgep424 = getelementptr double, double* %.6.i41130, i64 %.835.us201.us
  %scevgep427 = getelementptr double, double* %scevgep426, i64 %.835.us201.us
  %scevgep429 = getelementptr double, double* %.6.i41130, i64 %.818.us196.us
  %scevgep432 = getelementptr double, double* %scevgep431, i64 %.818.us196.us
  %bound0434 = icmp ult double* %scevgep420, %scevgep427
  %bound1435 = icmp ult double* %scevgep424, %scevgep422
  %found.conflict436 = and i1 %bound0434, %bound1435
  %bound0437 = icmp ult double* %scevgep420, %scevgep432
  %bound1438 = icmp ult double* %scevgep429, %scevgep422
  %found.conflict439 = and i1 %bound0437, %bound1438
  %conflict.rdx440 = or i1 %found.conflict436, %found.conflict439
  br i1 %conflict.rdx440, label %for.body.3.us191.us.preheader, label %vector.ph445

vector.ph445:                                     ; preds = %vector.memcheck419
  %113 = icmp ult i64 %28, 224
  br i1 %113, label %middle.block441.unr-lcssa, label %vector.body443.preheader

vector.body443.preheader:                         ; preds = %vector.ph445
  %scevgep1030 = getelementptr double, double* %scevgep1029, i64 %.818.us196.us
  %scevgep1127 = getelementptr double, double* %scevgep1126, i64 %.835.us201.us
  br label %vector.body443

vector.body443:                                   ; preds = %vector.body443.preheader, %vector.body443
  %lsr.iv1318 = phi i64 [ %unroll_iter547, %vector.body443.preheader ], [ %lsr.iv.next1319, %vector.body443 ]
  %index450 = phi i64 [ %index.next459.7, %vector.body443 ], [ 0, %vector.body443.preheader ]
  %scevgep1114 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep11141115 = bitcast double* %scevgep1114 to <8 x double>*
  %scevgep1116 = getelementptr <8 x double>, <8 x double>* %scevgep11141115, i64 -31
  %wide.load451 = load <8 x double>, <8 x double>* %scevgep1116, align 8, !alias.scope !40
  %scevgep1123 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep11231124 = bitcast double* %scevgep1123 to <8 x double>*
  %scevgep1125 = getelementptr <8 x double>, <8 x double>* %scevgep11231124, i64 -30
  %wide.load452 = load <8 x double>, <8 x double>* %scevgep1125, align 8, !alias.scope !40
  %scevgep1120 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep11201121 = bitcast double* %scevgep1120 to <8 x double>*
  %scevgep1122 = getelementptr <8 x double>, <8 x double>* %scevgep11201121, i64 -29
  %wide.load453 = load <8 x double>, <8 x double>* %scevgep1122, align 8, !alias.scope !40
  %scevgep1117 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep11171118 = bitcast double* %scevgep1117 to <8 x double>*
  %scevgep1119 = getelementptr <8 x double>, <8 x double>* %scevgep11171118, i64 -28
  %wide.load454 = load <8 x double>, <8 x double>* %scevgep1119, align 8, !alias.scope !40
  %scevgep1211 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep12111212 = bitcast double* %scevgep1211 to <8 x double>*
  %scevgep1213 = getelementptr <8 x double>, <8 x double>* %scevgep12111212, i64 -31
  %wide.load455 = load <8 x double>, <8 x double>* %scevgep1213, align 8, !alias.scope !43
  %scevgep1220 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep12201221 = bitcast double* %scevgep1220 to <8 x double>*
  %scevgep1222 = getelementptr <8 x double>, <8 x double>* %scevgep12201221, i64 -30
  %wide.load456 = load <8 x double>, <8 x double>* %scevgep1222, align 8, !alias.scope !43
  %scevgep1217 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep12171218 = bitcast double* %scevgep1217 to <8 x double>*
  %scevgep1219 = getelementptr <8 x double>, <8 x double>* %scevgep12171218, i64 -29
  %wide.load457 = load <8 x double>, <8 x double>* %scevgep1219, align 8, !alias.scope !43
  %scevgep1214 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep12141215 = bitcast double* %scevgep1214 to <8 x double>*
  %scevgep1216 = getelementptr <8 x double>, <8 x double>* %scevgep12141215, i64 -28
  %wide.load458 = load <8 x double>, <8 x double>* %scevgep1216, align 8, !alias.scope !43
  %114 = fmul <8 x double> %wide.load451, %wide.load455
  %115 = fmul <8 x double> %wide.load452, %wide.load456
  %116 = fmul <8 x double> %wide.load453, %wide.load457
  %117 = fmul <8 x double> %wide.load454, %wide.load458
  %scevgep1307 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep13071308 = bitcast double* %scevgep1307 to <8 x double>*
  store <8 x double> %114, <8 x double>* %scevgep13071308, align 8, !alias.scope !45, !noalias !47
  %scevgep1315 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep13151316 = bitcast double* %scevgep1315 to <8 x double>*
  %scevgep1317 = getelementptr <8 x double>, <8 x double>* %scevgep13151316, i64 1
  store <8 x double> %115, <8 x double>* %scevgep1317, align 8, !alias.scope !45, !noalias !47
  %scevgep1312 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep13121313 = bitcast double* %scevgep1312 to <8 x double>*
  %scevgep1314 = getelementptr <8 x double>, <8 x double>* %scevgep13121313, i64 2
  store <8 x double> %116, <8 x double>* %scevgep1314, align 8, !alias.scope !45, !noalias !47
  %scevgep1309 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep13091310 = bitcast double* %scevgep1309 to <8 x double>*
  %scevgep1311 = getelementptr <8 x double>, <8 x double>* %scevgep13091310, i64 3
  store <8 x double> %117, <8 x double>* %scevgep1311, align 8, !alias.scope !45, !noalias !47
  %scevgep1100 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep11001101 = bitcast double* %scevgep1100 to <8 x double>*
  %scevgep1102 = getelementptr <8 x double>, <8 x double>* %scevgep11001101, i64 -27
  %wide.load451.1 = load <8 x double>, <8 x double>* %scevgep1102, align 8, !alias.scope !40
  %scevgep1097 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10971098 = bitcast double* %scevgep1097 to <8 x double>*
  %scevgep1099 = getelementptr <8 x double>, <8 x double>* %scevgep10971098, i64 -26
  %wide.load452.1 = load <8 x double>, <8 x double>* %scevgep1099, align 8, !alias.scope !40
  %scevgep1094 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10941095 = bitcast double* %scevgep1094 to <8 x double>*
  %scevgep1096 = getelementptr <8 x double>, <8 x double>* %scevgep10941095, i64 -25
  %wide.load453.1 = load <8 x double>, <8 x double>* %scevgep1096, align 8, !alias.scope !40
  %scevgep1091 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10911092 = bitcast double* %scevgep1091 to <8 x double>*
  %scevgep1093 = getelementptr <8 x double>, <8 x double>* %scevgep10911092, i64 -24
  %wide.load454.1 = load <8 x double>, <8 x double>* %scevgep1093, align 8, !alias.scope !40
  %scevgep1197 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11971198 = bitcast double* %scevgep1197 to <8 x double>*
  %scevgep1199 = getelementptr <8 x double>, <8 x double>* %scevgep11971198, i64 -27
  %wide.load455.1 = load <8 x double>, <8 x double>* %scevgep1199, align 8, !alias.scope !43
  %scevgep1194 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11941195 = bitcast double* %scevgep1194 to <8 x double>*
  %scevgep1196 = getelementptr <8 x double>, <8 x double>* %scevgep11941195, i64 -26
  %wide.load456.1 = load <8 x double>, <8 x double>* %scevgep1196, align 8, !alias.scope !43
  %scevgep1191 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11911192 = bitcast double* %scevgep1191 to <8 x double>*
  %scevgep1193 = getelementptr <8 x double>, <8 x double>* %scevgep11911192, i64 -25
  %wide.load457.1 = load <8 x double>, <8 x double>* %scevgep1193, align 8, !alias.scope !43
  %scevgep1188 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11881189 = bitcast double* %scevgep1188 to <8 x double>*
  %scevgep1190 = getelementptr <8 x double>, <8 x double>* %scevgep11881189, i64 -24
  %wide.load458.1 = load <8 x double>, <8 x double>* %scevgep1190, align 8, !alias.scope !43
  %118 = fmul <8 x double> %wide.load451.1, %wide.load455.1
  %119 = fmul <8 x double> %wide.load452.1, %wide.load456.1
  %120 = fmul <8 x double> %wide.load453.1, %wide.load457.1
  %121 = fmul <8 x double> %wide.load454.1, %wide.load458.1
  %scevgep1292 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12921293 = bitcast double* %scevgep1292 to <8 x double>*
  %scevgep1294 = getelementptr <8 x double>, <8 x double>* %scevgep12921293, i64 4
  store <8 x double> %118, <8 x double>* %scevgep1294, align 8, !alias.scope !45, !noalias !47
  %scevgep1289 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12891290 = bitcast double* %scevgep1289 to <8 x double>*
  %scevgep1291 = getelementptr <8 x double>, <8 x double>* %scevgep12891290, i64 5
  store <8 x double> %119, <8 x double>* %scevgep1291, align 8, !alias.scope !45, !noalias !47
  %scevgep1286 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12861287 = bitcast double* %scevgep1286 to <8 x double>*
  %scevgep1288 = getelementptr <8 x double>, <8 x double>* %scevgep12861287, i64 6
  store <8 x double> %120, <8 x double>* %scevgep1288, align 8, !alias.scope !45, !noalias !47
  %scevgep1283 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12831284 = bitcast double* %scevgep1283 to <8 x double>*
  %scevgep1285 = getelementptr <8 x double>, <8 x double>* %scevgep12831284, i64 7
  store <8 x double> %121, <8 x double>* %scevgep1285, align 8, !alias.scope !45, !noalias !47
  %scevgep1088 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10881089 = bitcast double* %scevgep1088 to <8 x double>*
  %scevgep1090 = getelementptr <8 x double>, <8 x double>* %scevgep10881089, i64 -23
  %wide.load451.2 = load <8 x double>, <8 x double>* %scevgep1090, align 8, !alias.scope !40
  %scevgep1085 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10851086 = bitcast double* %scevgep1085 to <8 x double>*
  %scevgep1087 = getelementptr <8 x double>, <8 x double>* %scevgep10851086, i64 -22
  %wide.load452.2 = load <8 x double>, <8 x double>* %scevgep1087, align 8, !alias.scope !40
  %scevgep1082 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10821083 = bitcast double* %scevgep1082 to <8 x double>*
  %scevgep1084 = getelementptr <8 x double>, <8 x double>* %scevgep10821083, i64 -21
  %wide.load453.2 = load <8 x double>, <8 x double>* %scevgep1084, align 8, !alias.scope !40
  %scevgep1079 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10791080 = bitcast double* %scevgep1079 to <8 x double>*
  %scevgep1081 = getelementptr <8 x double>, <8 x double>* %scevgep10791080, i64 -20
  %wide.load454.2 = load <8 x double>, <8 x double>* %scevgep1081, align 8, !alias.scope !40
  %scevgep1185 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11851186 = bitcast double* %scevgep1185 to <8 x double>*
  %scevgep1187 = getelementptr <8 x double>, <8 x double>* %scevgep11851186, i64 -23
  %wide.load455.2 = load <8 x double>, <8 x double>* %scevgep1187, align 8, !alias.scope !43
  %scevgep1182 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11821183 = bitcast double* %scevgep1182 to <8 x double>*
  %scevgep1184 = getelementptr <8 x double>, <8 x double>* %scevgep11821183, i64 -22
  %wide.load456.2 = load <8 x double>, <8 x double>* %scevgep1184, align 8, !alias.scope !43
  %scevgep1179 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11791180 = bitcast double* %scevgep1179 to <8 x double>*
  %scevgep1181 = getelementptr <8 x double>, <8 x double>* %scevgep11791180, i64 -21
  %wide.load457.2 = load <8 x double>, <8 x double>* %scevgep1181, align 8, !alias.scope !43
  %scevgep1176 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11761177 = bitcast double* %scevgep1176 to <8 x double>*
  %scevgep1178 = getelementptr <8 x double>, <8 x double>* %scevgep11761177, i64 -20
  %wide.load458.2 = load <8 x double>, <8 x double>* %scevgep1178, align 8, !alias.scope !43
  %122 = fmul <8 x double> %wide.load451.2, %wide.load455.2
  %123 = fmul <8 x double> %wide.load452.2, %wide.load456.2
  %124 = fmul <8 x double> %wide.load453.2, %wide.load457.2
  %125 = fmul <8 x double> %wide.load454.2, %wide.load458.2
  %scevgep1280 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12801281 = bitcast double* %scevgep1280 to <8 x double>*
  %scevgep1282 = getelementptr <8 x double>, <8 x double>* %scevgep12801281, i64 8
  store <8 x double> %122, <8 x double>* %scevgep1282, align 8, !alias.scope !45, !noalias !47
  %scevgep1277 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12771278 = bitcast double* %scevgep1277 to <8 x double>*
  %scevgep1279 = getelementptr <8 x double>, <8 x double>* %scevgep12771278, i64 9
  store <8 x double> %123, <8 x double>* %scevgep1279, align 8, !alias.scope !45, !noalias !47
  %scevgep1274 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12741275 = bitcast double* %scevgep1274 to <8 x double>*
  %scevgep1276 = getelementptr <8 x double>, <8 x double>* %scevgep12741275, i64 10
  store <8 x double> %124, <8 x double>* %scevgep1276, align 8, !alias.scope !45, !noalias !47
  %scevgep1271 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12711272 = bitcast double* %scevgep1271 to <8 x double>*
  %scevgep1273 = getelementptr <8 x double>, <8 x double>* %scevgep12711272, i64 11
  store <8 x double> %125, <8 x double>* %scevgep1273, align 8, !alias.scope !45, !noalias !47
  %scevgep1076 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10761077 = bitcast double* %scevgep1076 to <8 x double>*
  %scevgep1078 = getelementptr <8 x double>, <8 x double>* %scevgep10761077, i64 -19
  %wide.load451.3 = load <8 x double>, <8 x double>* %scevgep1078, align 8, !alias.scope !40
  %scevgep1073 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10731074 = bitcast double* %scevgep1073 to <8 x double>*
  %scevgep1075 = getelementptr <8 x double>, <8 x double>* %scevgep10731074, i64 -18
  %wide.load452.3 = load <8 x double>, <8 x double>* %scevgep1075, align 8, !alias.scope !40
  %scevgep1070 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10701071 = bitcast double* %scevgep1070 to <8 x double>*
  %scevgep1072 = getelementptr <8 x double>, <8 x double>* %scevgep10701071, i64 -17
  %wide.load453.3 = load <8 x double>, <8 x double>* %scevgep1072, align 8, !alias.scope !40
  %scevgep1067 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10671068 = bitcast double* %scevgep1067 to <8 x double>*
  %scevgep1069 = getelementptr <8 x double>, <8 x double>* %scevgep10671068, i64 -16
  %wide.load454.3 = load <8 x double>, <8 x double>* %scevgep1069, align 8, !alias.scope !40
  %scevgep1173 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11731174 = bitcast double* %scevgep1173 to <8 x double>*
  %scevgep1175 = getelementptr <8 x double>, <8 x double>* %scevgep11731174, i64 -19
  %wide.load455.3 = load <8 x double>, <8 x double>* %scevgep1175, align 8, !alias.scope !43
  %scevgep1170 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11701171 = bitcast double* %scevgep1170 to <8 x double>*
  %scevgep1172 = getelementptr <8 x double>, <8 x double>* %scevgep11701171, i64 -18
  %wide.load456.3 = load <8 x double>, <8 x double>* %scevgep1172, align 8, !alias.scope !43
  %scevgep1167 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11671168 = bitcast double* %scevgep1167 to <8 x double>*
  %scevgep1169 = getelementptr <8 x double>, <8 x double>* %scevgep11671168, i64 -17
  %wide.load457.3 = load <8 x double>, <8 x double>* %scevgep1169, align 8, !alias.scope !43
  %scevgep1164 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11641165 = bitcast double* %scevgep1164 to <8 x double>*
  %scevgep1166 = getelementptr <8 x double>, <8 x double>* %scevgep11641165, i64 -16
  %wide.load458.3 = load <8 x double>, <8 x double>* %scevgep1166, align 8, !alias.scope !43
  %126 = fmul <8 x double> %wide.load451.3, %wide.load455.3
  %127 = fmul <8 x double> %wide.load452.3, %wide.load456.3
  %128 = fmul <8 x double> %wide.load453.3, %wide.load457.3
  %129 = fmul <8 x double> %wide.load454.3, %wide.load458.3
  %scevgep1268 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12681269 = bitcast double* %scevgep1268 to <8 x double>*
  %scevgep1270 = getelementptr <8 x double>, <8 x double>* %scevgep12681269, i64 12
  store <8 x double> %126, <8 x double>* %scevgep1270, align 8, !alias.scope !45, !noalias !47
  %scevgep1265 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12651266 = bitcast double* %scevgep1265 to <8 x double>*
  %scevgep1267 = getelementptr <8 x double>, <8 x double>* %scevgep12651266, i64 13
  store <8 x double> %127, <8 x double>* %scevgep1267, align 8, !alias.scope !45, !noalias !47
  %scevgep1262 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12621263 = bitcast double* %scevgep1262 to <8 x double>*
  %scevgep1264 = getelementptr <8 x double>, <8 x double>* %scevgep12621263, i64 14
  store <8 x double> %128, <8 x double>* %scevgep1264, align 8, !alias.scope !45, !noalias !47
  %scevgep1259 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12591260 = bitcast double* %scevgep1259 to <8 x double>*
  %scevgep1261 = getelementptr <8 x double>, <8 x double>* %scevgep12591260, i64 15
  store <8 x double> %129, <8 x double>* %scevgep1261, align 8, !alias.scope !45, !noalias !47
  %scevgep1064 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10641065 = bitcast double* %scevgep1064 to <8 x double>*
  %scevgep1066 = getelementptr <8 x double>, <8 x double>* %scevgep10641065, i64 -15
  %wide.load451.4 = load <8 x double>, <8 x double>* %scevgep1066, align 8, !alias.scope !40
  %scevgep1061 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10611062 = bitcast double* %scevgep1061 to <8 x double>*
  %scevgep1063 = getelementptr <8 x double>, <8 x double>* %scevgep10611062, i64 -14
  %wide.load452.4 = load <8 x double>, <8 x double>* %scevgep1063, align 8, !alias.scope !40
  %scevgep1058 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10581059 = bitcast double* %scevgep1058 to <8 x double>*
  %scevgep1060 = getelementptr <8 x double>, <8 x double>* %scevgep10581059, i64 -13
  %wide.load453.4 = load <8 x double>, <8 x double>* %scevgep1060, align 8, !alias.scope !40
  %scevgep1055 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10551056 = bitcast double* %scevgep1055 to <8 x double>*
  %scevgep1057 = getelementptr <8 x double>, <8 x double>* %scevgep10551056, i64 -12
  %wide.load454.4 = load <8 x double>, <8 x double>* %scevgep1057, align 8, !alias.scope !40
  %scevgep1161 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11611162 = bitcast double* %scevgep1161 to <8 x double>*
  %scevgep1163 = getelementptr <8 x double>, <8 x double>* %scevgep11611162, i64 -15
  %wide.load455.4 = load <8 x double>, <8 x double>* %scevgep1163, align 8, !alias.scope !43
  %scevgep1158 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11581159 = bitcast double* %scevgep1158 to <8 x double>*
  %scevgep1160 = getelementptr <8 x double>, <8 x double>* %scevgep11581159, i64 -14
  %wide.load456.4 = load <8 x double>, <8 x double>* %scevgep1160, align 8, !alias.scope !43
  %scevgep1155 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11551156 = bitcast double* %scevgep1155 to <8 x double>*
  %scevgep1157 = getelementptr <8 x double>, <8 x double>* %scevgep11551156, i64 -13
  %wide.load457.4 = load <8 x double>, <8 x double>* %scevgep1157, align 8, !alias.scope !43
  %scevgep1152 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11521153 = bitcast double* %scevgep1152 to <8 x double>*
  %scevgep1154 = getelementptr <8 x double>, <8 x double>* %scevgep11521153, i64 -12
  %wide.load458.4 = load <8 x double>, <8 x double>* %scevgep1154, align 8, !alias.scope !43
  %130 = fmul <8 x double> %wide.load451.4, %wide.load455.4
  %131 = fmul <8 x double> %wide.load452.4, %wide.load456.4
  %132 = fmul <8 x double> %wide.load453.4, %wide.load457.4
  %133 = fmul <8 x double> %wide.load454.4, %wide.load458.4
  %scevgep1256 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12561257 = bitcast double* %scevgep1256 to <8 x double>*
  %scevgep1258 = getelementptr <8 x double>, <8 x double>* %scevgep12561257, i64 16
  store <8 x double> %130, <8 x double>* %scevgep1258, align 8, !alias.scope !45, !noalias !47
  %scevgep1253 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12531254 = bitcast double* %scevgep1253 to <8 x double>*
  %scevgep1255 = getelementptr <8 x double>, <8 x double>* %scevgep12531254, i64 17
  store <8 x double> %131, <8 x double>* %scevgep1255, align 8, !alias.scope !45, !noalias !47
  %scevgep1250 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12501251 = bitcast double* %scevgep1250 to <8 x double>*
  %scevgep1252 = getelementptr <8 x double>, <8 x double>* %scevgep12501251, i64 18
  store <8 x double> %132, <8 x double>* %scevgep1252, align 8, !alias.scope !45, !noalias !47
  %scevgep1247 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12471248 = bitcast double* %scevgep1247 to <8 x double>*
  %scevgep1249 = getelementptr <8 x double>, <8 x double>* %scevgep12471248, i64 19
  store <8 x double> %133, <8 x double>* %scevgep1249, align 8, !alias.scope !45, !noalias !47
  %scevgep1052 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10521053 = bitcast double* %scevgep1052 to <8 x double>*
  %scevgep1054 = getelementptr <8 x double>, <8 x double>* %scevgep10521053, i64 -11
  %wide.load451.5 = load <8 x double>, <8 x double>* %scevgep1054, align 8, !alias.scope !40
  %scevgep1049 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10491050 = bitcast double* %scevgep1049 to <8 x double>*
  %scevgep1051 = getelementptr <8 x double>, <8 x double>* %scevgep10491050, i64 -10
  %wide.load452.5 = load <8 x double>, <8 x double>* %scevgep1051, align 8, !alias.scope !40
  %scevgep1046 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10461047 = bitcast double* %scevgep1046 to <8 x double>*
  %scevgep1048 = getelementptr <8 x double>, <8 x double>* %scevgep10461047, i64 -9
  %wide.load453.5 = load <8 x double>, <8 x double>* %scevgep1048, align 8, !alias.scope !40
  %scevgep1043 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10431044 = bitcast double* %scevgep1043 to <8 x double>*
  %scevgep1045 = getelementptr <8 x double>, <8 x double>* %scevgep10431044, i64 -8
  %wide.load454.5 = load <8 x double>, <8 x double>* %scevgep1045, align 8, !alias.scope !40
  %scevgep1149 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11491150 = bitcast double* %scevgep1149 to <8 x double>*
  %scevgep1151 = getelementptr <8 x double>, <8 x double>* %scevgep11491150, i64 -11
  %wide.load455.5 = load <8 x double>, <8 x double>* %scevgep1151, align 8, !alias.scope !43
  %scevgep1146 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11461147 = bitcast double* %scevgep1146 to <8 x double>*
  %scevgep1148 = getelementptr <8 x double>, <8 x double>* %scevgep11461147, i64 -10
  %wide.load456.5 = load <8 x double>, <8 x double>* %scevgep1148, align 8, !alias.scope !43
  %scevgep1143 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11431144 = bitcast double* %scevgep1143 to <8 x double>*
  %scevgep1145 = getelementptr <8 x double>, <8 x double>* %scevgep11431144, i64 -9
  %wide.load457.5 = load <8 x double>, <8 x double>* %scevgep1145, align 8, !alias.scope !43
  %scevgep1140 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11401141 = bitcast double* %scevgep1140 to <8 x double>*
  %scevgep1142 = getelementptr <8 x double>, <8 x double>* %scevgep11401141, i64 -8
  %wide.load458.5 = load <8 x double>, <8 x double>* %scevgep1142, align 8, !alias.scope !43
  %134 = fmul <8 x double> %wide.load451.5, %wide.load455.5
  %135 = fmul <8 x double> %wide.load452.5, %wide.load456.5
  %136 = fmul <8 x double> %wide.load453.5, %wide.load457.5
  %137 = fmul <8 x double> %wide.load454.5, %wide.load458.5
  %scevgep1244 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12441245 = bitcast double* %scevgep1244 to <8 x double>*
  %scevgep1246 = getelementptr <8 x double>, <8 x double>* %scevgep12441245, i64 20
  store <8 x double> %134, <8 x double>* %scevgep1246, align 8, !alias.scope !45, !noalias !47
  %scevgep1241 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12411242 = bitcast double* %scevgep1241 to <8 x double>*
  %scevgep1243 = getelementptr <8 x double>, <8 x double>* %scevgep12411242, i64 21
  store <8 x double> %135, <8 x double>* %scevgep1243, align 8, !alias.scope !45, !noalias !47
  %scevgep1238 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12381239 = bitcast double* %scevgep1238 to <8 x double>*
  %scevgep1240 = getelementptr <8 x double>, <8 x double>* %scevgep12381239, i64 22
  store <8 x double> %136, <8 x double>* %scevgep1240, align 8, !alias.scope !45, !noalias !47
  %scevgep1235 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12351236 = bitcast double* %scevgep1235 to <8 x double>*
  %scevgep1237 = getelementptr <8 x double>, <8 x double>* %scevgep12351236, i64 23
  store <8 x double> %137, <8 x double>* %scevgep1237, align 8, !alias.scope !45, !noalias !47
  %scevgep1040 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10401041 = bitcast double* %scevgep1040 to <8 x double>*
  %scevgep1042 = getelementptr <8 x double>, <8 x double>* %scevgep10401041, i64 -7
  %wide.load451.6 = load <8 x double>, <8 x double>* %scevgep1042, align 8, !alias.scope !40
  %scevgep1037 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10371038 = bitcast double* %scevgep1037 to <8 x double>*
  %scevgep1039 = getelementptr <8 x double>, <8 x double>* %scevgep10371038, i64 -6
  %wide.load452.6 = load <8 x double>, <8 x double>* %scevgep1039, align 8, !alias.scope !40
  %scevgep1034 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10341035 = bitcast double* %scevgep1034 to <8 x double>*
  %scevgep1036 = getelementptr <8 x double>, <8 x double>* %scevgep10341035, i64 -5
  %wide.load453.6 = load <8 x double>, <8 x double>* %scevgep1036, align 8, !alias.scope !40
  %scevgep1031 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep10311032 = bitcast double* %scevgep1031 to <8 x double>*
  %scevgep1033 = getelementptr <8 x double>, <8 x double>* %scevgep10311032, i64 -4
  %wide.load454.6 = load <8 x double>, <8 x double>* %scevgep1033, align 8, !alias.scope !40
  %scevgep1137 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11371138 = bitcast double* %scevgep1137 to <8 x double>*
  %scevgep1139 = getelementptr <8 x double>, <8 x double>* %scevgep11371138, i64 -7
  %wide.load455.6 = load <8 x double>, <8 x double>* %scevgep1139, align 8, !alias.scope !43
  %scevgep1134 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11341135 = bitcast double* %scevgep1134 to <8 x double>*
  %scevgep1136 = getelementptr <8 x double>, <8 x double>* %scevgep11341135, i64 -6
  %wide.load456.6 = load <8 x double>, <8 x double>* %scevgep1136, align 8, !alias.scope !43
  %scevgep1131 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11311132 = bitcast double* %scevgep1131 to <8 x double>*
  %scevgep1133 = getelementptr <8 x double>, <8 x double>* %scevgep11311132, i64 -5
  %wide.load457.6 = load <8 x double>, <8 x double>* %scevgep1133, align 8, !alias.scope !43
  %scevgep1128 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep11281129 = bitcast double* %scevgep1128 to <8 x double>*
  %scevgep1130 = getelementptr <8 x double>, <8 x double>* %scevgep11281129, i64 -4
  %wide.load458.6 = load <8 x double>, <8 x double>* %scevgep1130, align 8, !alias.scope !43
  %138 = fmul <8 x double> %wide.load451.6, %wide.load455.6
  %139 = fmul <8 x double> %wide.load452.6, %wide.load456.6
  %140 = fmul <8 x double> %wide.load453.6, %wide.load457.6
  %141 = fmul <8 x double> %wide.load454.6, %wide.load458.6
  %scevgep1232 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12321233 = bitcast double* %scevgep1232 to <8 x double>*
  %scevgep1234 = getelementptr <8 x double>, <8 x double>* %scevgep12321233, i64 24
  store <8 x double> %138, <8 x double>* %scevgep1234, align 8, !alias.scope !45, !noalias !47
  %scevgep1229 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12291230 = bitcast double* %scevgep1229 to <8 x double>*
  %scevgep1231 = getelementptr <8 x double>, <8 x double>* %scevgep12291230, i64 25
  store <8 x double> %139, <8 x double>* %scevgep1231, align 8, !alias.scope !45, !noalias !47
  %scevgep1226 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12261227 = bitcast double* %scevgep1226 to <8 x double>*
  %scevgep1228 = getelementptr <8 x double>, <8 x double>* %scevgep12261227, i64 26
  store <8 x double> %140, <8 x double>* %scevgep1228, align 8, !alias.scope !45, !noalias !47
  %scevgep1223 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12231224 = bitcast double* %scevgep1223 to <8 x double>*
  %scevgep1225 = getelementptr <8 x double>, <8 x double>* %scevgep12231224, i64 27
  store <8 x double> %141, <8 x double>* %scevgep1225, align 8, !alias.scope !45, !noalias !47
  %scevgep1111 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep11111112 = bitcast double* %scevgep1111 to <8 x double>*
  %scevgep1113 = getelementptr <8 x double>, <8 x double>* %scevgep11111112, i64 -3
  %wide.load451.7 = load <8 x double>, <8 x double>* %scevgep1113, align 8, !alias.scope !40
  %scevgep1108 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep11081109 = bitcast double* %scevgep1108 to <8 x double>*
  %scevgep1110 = getelementptr <8 x double>, <8 x double>* %scevgep11081109, i64 -2
  %wide.load452.7 = load <8 x double>, <8 x double>* %scevgep1110, align 8, !alias.scope !40
  %scevgep1105 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep11051106 = bitcast double* %scevgep1105 to <8 x double>*
  %scevgep1107 = getelementptr <8 x double>, <8 x double>* %scevgep11051106, i64 -1
  %wide.load453.7 = load <8 x double>, <8 x double>* %scevgep1107, align 8, !alias.scope !40
  %scevgep1103 = getelementptr double, double* %scevgep1030, i64 %index450
  %scevgep11031104 = bitcast double* %scevgep1103 to <8 x double>*
  %wide.load454.7 = load <8 x double>, <8 x double>* %scevgep11031104, align 8, !alias.scope !40
  %scevgep1208 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep12081209 = bitcast double* %scevgep1208 to <8 x double>*
  %scevgep1210 = getelementptr <8 x double>, <8 x double>* %scevgep12081209, i64 -3
  %wide.load455.7 = load <8 x double>, <8 x double>* %scevgep1210, align 8, !alias.scope !43
  %scevgep1205 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep12051206 = bitcast double* %scevgep1205 to <8 x double>*
  %scevgep1207 = getelementptr <8 x double>, <8 x double>* %scevgep12051206, i64 -2
  %wide.load456.7 = load <8 x double>, <8 x double>* %scevgep1207, align 8, !alias.scope !43
  %scevgep1202 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep12021203 = bitcast double* %scevgep1202 to <8 x double>*
  %scevgep1204 = getelementptr <8 x double>, <8 x double>* %scevgep12021203, i64 -1
  %wide.load457.7 = load <8 x double>, <8 x double>* %scevgep1204, align 8, !alias.scope !43
  %scevgep1200 = getelementptr double, double* %scevgep1127, i64 %index450
  %scevgep12001201 = bitcast double* %scevgep1200 to <8 x double>*
  %wide.load458.7 = load <8 x double>, <8 x double>* %scevgep12001201, align 8, !alias.scope !43
  %142 = fmul <8 x double> %wide.load451.7, %wide.load455.7
  %143 = fmul <8 x double> %wide.load452.7, %wide.load456.7
  %144 = fmul <8 x double> %wide.load453.7, %wide.load457.7
  %145 = fmul <8 x double> %wide.load454.7, %wide.load458.7
  %scevgep1304 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep13041305 = bitcast double* %scevgep1304 to <8 x double>*
  %scevgep1306 = getelementptr <8 x double>, <8 x double>* %scevgep13041305, i64 28
  store <8 x double> %142, <8 x double>* %scevgep1306, align 8, !alias.scope !45, !noalias !47
  %scevgep1301 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep13011302 = bitcast double* %scevgep1301 to <8 x double>*
  %scevgep1303 = getelementptr <8 x double>, <8 x double>* %scevgep13011302, i64 29
  store <8 x double> %143, <8 x double>* %scevgep1303, align 8, !alias.scope !45, !noalias !47
  %scevgep1298 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12981299 = bitcast double* %scevgep1298 to <8 x double>*
  %scevgep1300 = getelementptr <8 x double>, <8 x double>* %scevgep12981299, i64 30
  store <8 x double> %144, <8 x double>* %scevgep1300, align 8, !alias.scope !45, !noalias !47
  %scevgep1295 = getelementptr double, double* %lsr.iv721, i64 %index450
  %scevgep12951296 = bitcast double* %scevgep1295 to <8 x double>*
  %scevgep1297 = getelementptr <8 x double>, <8 x double>* %scevgep12951296, i64 31
  store <8 x double> %145, <8 x double>* %scevgep1297, align 8, !alias.scope !45, !noalias !47
  %index.next459.7 = add i64 %index450, 256
  %lsr.iv.next1319 = add i64 %lsr.iv1318, -8
  %niter537.ncmp.7 = icmp eq i64 %lsr.iv.next1319, 0
  br i1 %niter537.ncmp.7, label %middle.block441.unr-lcssa, label %vector.body443, !llvm.loop !48

middle.block441.unr-lcssa:                        ; preds = %vector.body443, %vector.ph445
  %index450.unr = phi i64 [ 0, %vector.ph445 ], [ %index.next459.7, %vector.body443 ]
  %146 = and i64 %30, 7
  %147 = icmp eq i64 %146, 0
  br i1 %147, label %middle.block441, label %vector.body443.epil.preheader

vector.body443.epil.preheader:                    ; preds = %middle.block441.unr-lcssa
  %scevgep1320 = getelementptr double, double* %lsr.iv937, i64 %index450.unr
  %148 = add i64 %index450.unr, %.835.us201.us
  %scevgep1336 = getelementptr double, double* %scevgep1335, i64 %148
  %149 = add i64 %index450.unr, %.818.us196.us
  %scevgep1350 = getelementptr double, double* %scevgep1349, i64 %149
  br label %vector.body443.epil

vector.body443.epil:                              ; preds = %vector.body443.epil.preheader, %vector.body443.epil
  %lsr.iv1321 = phi i64 [ 0, %vector.body443.epil.preheader ], [ %lsr.iv.next1322, %vector.body443.epil ]
  %150 = bitcast double* %scevgep1350 to i8*
  %151 = bitcast double* %scevgep1336 to i8*
  %152 = bitcast double* %scevgep1320 to i8*
  %uglygep1360 = getelementptr i8, i8* %150, i64 %lsr.iv1321
  %uglygep13601361 = bitcast i8* %uglygep1360 to <8 x double>*
  %scevgep1362 = getelementptr <8 x double>, <8 x double>* %uglygep13601361, i64 -3
  %wide.load451.epil = load <8 x double>, <8 x double>* %scevgep1362, align 8, !alias.scope !40
  %uglygep1357 = getelementptr i8, i8* %150, i64 %lsr.iv1321
  %uglygep13571358 = bitcast i8* %uglygep1357 to <8 x double>*
  %scevgep1359 = getelementptr <8 x double>, <8 x double>* %uglygep13571358, i64 -2
  %wide.load452.epil = load <8 x double>, <8 x double>* %scevgep1359, align 8, !alias.scope !40
  %uglygep1354 = getelementptr i8, i8* %150, i64 %lsr.iv1321
  %uglygep13541355 = bitcast i8* %uglygep1354 to <8 x double>*
  %scevgep1356 = getelementptr <8 x double>, <8 x double>* %uglygep13541355, i64 -1
  %wide.load453.epil = load <8 x double>, <8 x double>* %scevgep1356, align 8, !alias.scope !40
  %uglygep1352 = getelementptr i8, i8* %150, i64 %lsr.iv1321
  %uglygep13521353 = bitcast i8* %uglygep1352 to <8 x double>*
  %wide.load454.epil = load <8 x double>, <8 x double>* %uglygep13521353, align 8, !alias.scope !40
  %uglygep1346 = getelementptr i8, i8* %151, i64 %lsr.iv1321
  %uglygep13461347 = bitcast i8* %uglygep1346 to <8 x double>*
  %scevgep1348 = getelementptr <8 x double>, <8 x double>* %uglygep13461347, i64 -3
  %wide.load455.epil = load <8 x double>, <8 x double>* %scevgep1348, align 8, !alias.scope !43
  %uglygep1343 = getelementptr i8, i8* %151, i64 %lsr.iv1321
  %uglygep13431344 = bitcast i8* %uglygep1343 to <8 x double>*
  %scevgep1345 = getelementptr <8 x double>, <8 x double>* %uglygep13431344, i64 -2
  %wide.load456.epil = load <8 x double>, <8 x double>* %scevgep1345, align 8, !alias.scope !43
  %uglygep1340 = getelementptr i8, i8* %151, i64 %lsr.iv1321
  %uglygep13401341 = bitcast i8* %uglygep1340 to <8 x double>*
  %scevgep1342 = getelementptr <8 x double>, <8 x double>* %uglygep13401341, i64 -1
  %wide.load457.epil = load <8 x double>, <8 x double>* %scevgep1342, align 8, !alias.scope !43
  %uglygep1338 = getelementptr i8, i8* %151, i64 %lsr.iv1321
  %uglygep13381339 = bitcast i8* %uglygep1338 to <8 x double>*
  %wide.load458.epil = load <8 x double>, <8 x double>* %uglygep13381339, align 8, !alias.scope !43
  %153 = fmul <8 x double> %wide.load451.epil, %wide.load455.epil
  %154 = fmul <8 x double> %wide.load452.epil, %wide.load456.epil
  %155 = fmul <8 x double> %wide.load453.epil, %wide.load457.epil
  %156 = fmul <8 x double> %wide.load454.epil, %wide.load458.epil
  %uglygep1332 = getelementptr i8, i8* %152, i64 %lsr.iv1321
  %uglygep13321333 = bitcast i8* %uglygep1332 to <8 x double>*
  %scevgep1334 = getelementptr <8 x double>, <8 x double>* %uglygep13321333, i64 -3
  store <8 x double> %153, <8 x double>* %scevgep1334, align 8, !alias.scope !45, !noalias !47
  %uglygep1329 = getelementptr i8, i8* %152, i64 %lsr.iv1321
  %uglygep13291330 = bitcast i8* %uglygep1329 to <8 x double>*
  %scevgep1331 = getelementptr <8 x double>, <8 x double>* %uglygep13291330, i64 -2
  store <8 x double> %154, <8 x double>* %scevgep1331, align 8, !alias.scope !45, !noalias !47
  %uglygep1326 = getelementptr i8, i8* %152, i64 %lsr.iv1321
  %uglygep13261327 = bitcast i8* %uglygep1326 to <8 x double>*
  %scevgep1328 = getelementptr <8 x double>, <8 x double>* %uglygep13261327, i64 -1
  store <8 x double> %155, <8 x double>* %scevgep1328, align 8, !alias.scope !45, !noalias !47
  %uglygep1324 = getelementptr i8, i8* %152, i64 %lsr.iv1321
  %uglygep13241325 = bitcast i8* %uglygep1324 to <8 x double>*
  store <8 x double> %156, <8 x double>* %uglygep13241325, align 8, !alias.scope !45, !noalias !47
  %lsr.iv.next1322 = add nuw nsw i64 %lsr.iv1321, 256
  %epil.iter534.cmp.not = icmp eq i64 %34, %lsr.iv.next1322
  br i1 %epil.iter534.cmp.not, label %middle.block441, label %vector.body443.epil, !llvm.loop !49

middle.block441:                                  ; preds = %vector.body443.epil, %middle.block441.unr-lcssa
  %157 = icmp eq i64 %.62.fca.5.1.load.i, %n.vec447
  br i1 %157, label %for.end.3.loopexit.us, label %for.body.3.us191.us.preheader

for.body.3.us191.us.preheader:                    ; preds = %vector.memcheck419, %for.body.3.preheader.split.split.us.us, %middle.block441
  %loop.index.3103.us192.us.ph = phi i64 [ 0, %vector.memcheck419 ], [ 0, %for.body.3.preheader.split.split.us.us ], [ %n.vec447, %middle.block441 ]
  %158 = and i64 %.62.fca.5.1.load.i, 7
  %159 = icmp eq i64 %158, 0
  %160 = xor i64 %loop.index.3103.us192.us.ph, -1
  %161 = add i64 %.62.fca.5.1.load.i, %160
  br i1 %159, label %for.body.3.us191.us.prol.loopexit, label %for.body.3.us191.us.prol.preheader

for.body.3.us191.us.prol.preheader:               ; preds = %for.body.3.us191.us.preheader
  %scevgep1363 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us192.us.ph
  %162 = add i64 %loop.index.3103.us192.us.ph, %.835.us201.us
  %scevgep1365 = getelementptr double, double* %.6.i41130, i64 %162
  %163 = add i64 %loop.index.3103.us192.us.ph, %.818.us196.us
  %scevgep1367 = getelementptr double, double* %.6.i41130, i64 %163
  br label %for.body.3.us191.us.prol

for.body.3.us191.us.prol:                         ; preds = %for.body.3.us191.us.prol.preheader, %for.body.3.us191.us.prol
  %prol.iter540 = phi i64 [ %prol.iter540.next, %for.body.3.us191.us.prol ], [ 0, %for.body.3.us191.us.prol.preheader ]
  %scevgep1368 = getelementptr double, double* %scevgep1367, i64 %prol.iter540
  %.823.us199.us.prol = load double, double* %scevgep1368, align 8
  %scevgep1366 = getelementptr double, double* %scevgep1365, i64 %prol.iter540
  %.840.us204.us.prol = load double, double* %scevgep1366, align 8
  %.6.i1.us205.us.prol = fmul double %.823.us199.us.prol, %.840.us204.us.prol
  %scevgep1364 = getelementptr double, double* %scevgep1363, i64 %prol.iter540
  store double %.6.i1.us205.us.prol, double* %scevgep1364, align 8
  %prol.iter540.next = add i64 %prol.iter540, 1
  %prol.iter540.cmp.not = icmp eq i64 %xtraiter541, %prol.iter540.next
  br i1 %prol.iter540.cmp.not, label %for.body.3.us191.us.prol.loopexit.loopexit, label %for.body.3.us191.us.prol, !llvm.loop !50

for.body.3.us191.us.prol.loopexit.loopexit:       ; preds = %for.body.3.us191.us.prol
  %164 = add i64 %loop.index.3103.us192.us.ph, %prol.iter540.next
  %165 = add i64 %164, -1
  br label %for.body.3.us191.us.prol.loopexit

for.body.3.us191.us.prol.loopexit:                ; preds = %for.body.3.us191.us.prol.loopexit.loopexit, %for.body.3.us191.us.preheader
  %loop.index.3103.us192.us.lcssa.unr = phi i64 [ undef, %for.body.3.us191.us.preheader ], [ %165, %for.body.3.us191.us.prol.loopexit.loopexit ]
  %loop.index.3103.us192.us.unr = phi i64 [ %loop.index.3103.us192.us.ph, %for.body.3.us191.us.preheader ], [ %164, %for.body.3.us191.us.prol.loopexit.loopexit ]
  %166 = icmp ult i64 %161, 7
  br i1 %166, label %for.end.3.loopexit.us, label %for.body.3.us191.us.preheader560

for.body.3.us191.us.preheader560:                 ; preds = %for.body.3.us191.us.prol.loopexit
  %167 = add i64 %loop.index.3103.us192.us.unr, -1
  %scevgep1372 = getelementptr double, double* %scevgep1371, i64 %.835.us201.us
  %scevgep1389 = getelementptr double, double* %scevgep1388, i64 %.818.us196.us
  br label %for.body.3.us191.us

for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us: ; preds = %for.body.3.preheader.for.body.3.preheader.split_crit_edge.us
  %168 = and i64 %.62.fca.5.1.load.i, 7
  %169 = icmp eq i64 %168, 0
  %.821.us213 = add i64 %.818.us196.us, %.792.0109.us
  %.835.us216 = mul nuw nsw i64 %.795.0110.us, %.62.fca.5.1.load.i
  %.838.us217 = add i64 %.835.us216, %.798.0111.us
  br i1 %169, label %for.body.3.us210.prol.loopexit, label %for.body.3.us210.prol.preheader

for.body.3.us210.prol.preheader:                  ; preds = %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us
  br label %for.body.3.us210.prol

for.body.3.us210.prol:                            ; preds = %for.body.3.us210.prol.preheader, %for.body.3.us210.prol
  %loop.index.3103.us211.prol = phi i64 [ %.872.us223.prol, %for.body.3.us210.prol ], [ 0, %for.body.3.us210.prol.preheader ]
  %sunkaddr1451 = mul i64 %.821.us213, 8
  %170 = bitcast double* %.6.i41130 to i8*
  %sunkaddr1452 = getelementptr i8, i8* %170, i64 %sunkaddr1451
  %171 = bitcast i8* %sunkaddr1452 to double*
  %.823.us215.prol = load double, double* %171, align 8
  %sunkaddr1453 = mul i64 %.838.us217, 8
  %172 = bitcast double* %.6.i41130 to i8*
  %sunkaddr1454 = getelementptr i8, i8* %172, i64 %sunkaddr1453
  %173 = bitcast i8* %sunkaddr1454 to double*
  %.840.us219.prol = load double, double* %173, align 8
  %.6.i1.us220.prol = fmul double %.823.us215.prol, %.840.us219.prol
  %scevgep1013 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us211.prol
  store double %.6.i1.us220.prol, double* %scevgep1013, align 8
  %.872.us223.prol = add nuw nsw i64 %loop.index.3103.us211.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter541, %.872.us223.prol
  br i1 %prol.iter.cmp.not, label %for.body.3.us210.prol.loopexit, label %for.body.3.us210.prol, !llvm.loop !51

for.body.3.us210.prol.loopexit:                   ; preds = %for.body.3.us210.prol, %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us
  %loop.index.3103.us211.unr = phi i64 [ 0, %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us ], [ %.872.us223.prol, %for.body.3.us210.prol ]
  %174 = icmp ult i64 %27, 7
  br i1 %174, label %for.end.3.loopexit.us, label %for.body.3.us210.preheader

for.body.3.us210.preheader:                       ; preds = %for.body.3.us210.prol.loopexit
  br label %for.body.3.us210

for.body.3.us.us.us:                              ; preds = %for.body.3.us.us.us.preheader562, %for.body.3.us.us.us
  %lsr.iv979 = phi i64 [ %109, %for.body.3.us.us.us.preheader562 ], [ %lsr.iv.next980, %for.body.3.us.us.us ]
  %scevgep999 = getelementptr double, double* %lsr.iv973, i64 %lsr.iv979
  %scevgep1000 = getelementptr double, double* %scevgep999, i64 1
  %.823.us.us.us = load double, double* %scevgep1000, align 8
  %.6.i1.us.us.us = fmul double %.823.us.us.us, %.823.us.us.us
  %scevgep983 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv979
  %scevgep984 = getelementptr double, double* %scevgep983, i64 1
  store double %.6.i1.us.us.us, double* %scevgep984, align 8
  %scevgep1001 = getelementptr double, double* %lsr.iv973, i64 %lsr.iv979
  %scevgep1002 = getelementptr double, double* %scevgep1001, i64 2
  %.823.us.us.us.1 = load double, double* %scevgep1002, align 8
  %.6.i1.us.us.us.1 = fmul double %.823.us.us.us.1, %.823.us.us.us.1
  %scevgep987 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv979
  %scevgep988 = getelementptr double, double* %scevgep987, i64 2
  store double %.6.i1.us.us.us.1, double* %scevgep988, align 8
  %scevgep1003 = getelementptr double, double* %lsr.iv973, i64 %lsr.iv979
  %scevgep1004 = getelementptr double, double* %scevgep1003, i64 3
  %.823.us.us.us.2 = load double, double* %scevgep1004, align 8
  %.6.i1.us.us.us.2 = fmul double %.823.us.us.us.2, %.823.us.us.us.2
  %scevgep989 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv979
  %scevgep990 = getelementptr double, double* %scevgep989, i64 3
  store double %.6.i1.us.us.us.2, double* %scevgep990, align 8
  %scevgep1005 = getelementptr double, double* %lsr.iv973, i64 %lsr.iv979
  %scevgep1006 = getelementptr double, double* %scevgep1005, i64 4
  %.823.us.us.us.3 = load double, double* %scevgep1006, align 8
  %.6.i1.us.us.us.3 = fmul double %.823.us.us.us.3, %.823.us.us.us.3
  %scevgep991 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv979
  %scevgep992 = getelementptr double, double* %scevgep991, i64 4
  store double %.6.i1.us.us.us.3, double* %scevgep992, align 8
  %scevgep1007 = getelementptr double, double* %lsr.iv973, i64 %lsr.iv979
  %scevgep1008 = getelementptr double, double* %scevgep1007, i64 5
  %.823.us.us.us.4 = load double, double* %scevgep1008, align 8
  %.6.i1.us.us.us.4 = fmul double %.823.us.us.us.4, %.823.us.us.us.4
  %scevgep981 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv979
  %scevgep982 = getelementptr double, double* %scevgep981, i64 5
  store double %.6.i1.us.us.us.4, double* %scevgep982, align 8
  %scevgep1009 = getelementptr double, double* %lsr.iv973, i64 %lsr.iv979
  %scevgep1010 = getelementptr double, double* %scevgep1009, i64 6
  %.823.us.us.us.5 = load double, double* %scevgep1010, align 8
  %.6.i1.us.us.us.5 = fmul double %.823.us.us.us.5, %.823.us.us.us.5
  %scevgep995 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv979
  %scevgep996 = getelementptr double, double* %scevgep995, i64 6
  store double %.6.i1.us.us.us.5, double* %scevgep996, align 8
  %scevgep1011 = getelementptr double, double* %lsr.iv973, i64 %lsr.iv979
  %scevgep1012 = getelementptr double, double* %scevgep1011, i64 7
  %.823.us.us.us.6 = load double, double* %scevgep1012, align 8
  %.6.i1.us.us.us.6 = fmul double %.823.us.us.us.6, %.823.us.us.us.6
  %scevgep993 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv979
  %scevgep994 = getelementptr double, double* %scevgep993, i64 7
  store double %.6.i1.us.us.us.6, double* %scevgep994, align 8
  %scevgep997 = getelementptr double, double* %lsr.iv973, i64 %lsr.iv979
  %scevgep998 = getelementptr double, double* %scevgep997, i64 8
  %.823.us.us.us.7 = load double, double* %scevgep998, align 8
  %.6.i1.us.us.us.7 = fmul double %.823.us.us.us.7, %.823.us.us.us.7
  %scevgep985 = getelementptr double, double* %lsr.iv721, i64 %lsr.iv979
  %scevgep986 = getelementptr double, double* %scevgep985, i64 8
  store double %.6.i1.us.us.us.7, double* %scevgep986, align 8
  %lsr.iv.next980 = add i64 %lsr.iv979, 8
  %175 = add i64 %33, %lsr.iv.next980
  %exitcond314.not.7 = icmp eq i64 %175, -1
  br i1 %exitcond314.not.7, label %for.end.3.loopexit.us, label %for.body.3.us.us.us, !llvm.loop !52

for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us: ; preds = %for.body.3.preheader.split.us.us
  %176 = icmp eq i64 %xtraiter541, 0
  %.821.us.us231 = add i64 %.818.us.us, %.792.0109.us
  %.838.us.us234 = add i64 %.818.us.us, %.798.0111.us
  br i1 %176, label %for.body.3.us.us229.prol.loopexit, label %for.body.3.us.us229.prol.preheader

for.body.3.us.us229.prol.preheader:               ; preds = %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us
  br label %for.body.3.us.us229.prol

for.body.3.us.us229.prol:                         ; preds = %for.body.3.us.us229.prol.preheader, %for.body.3.us.us229.prol
  %loop.index.3103.us.us230.prol = phi i64 [ %.872.us.us240.prol, %for.body.3.us.us229.prol ], [ 0, %for.body.3.us.us229.prol.preheader ]
  %sunkaddr1455 = mul i64 %.821.us.us231, 8
  %177 = bitcast double* %.6.i41130 to i8*
  %sunkaddr1456 = getelementptr i8, i8* %177, i64 %sunkaddr1455
  %178 = bitcast i8* %sunkaddr1456 to double*
  %.823.us.us233.prol = load double, double* %178, align 8
  %sunkaddr1457 = mul i64 %.838.us.us234, 8
  %179 = bitcast double* %.6.i41130 to i8*
  %sunkaddr1458 = getelementptr i8, i8* %179, i64 %sunkaddr1457
  %180 = bitcast i8* %sunkaddr1458 to double*
  %.840.us.us236.prol = load double, double* %180, align 8
  %.6.i1.us.us237.prol = fmul double %.823.us.us233.prol, %.840.us.us236.prol
  %scevgep724 = getelementptr double, double* %lsr.iv721, i64 %loop.index.3103.us.us230.prol
  store double %.6.i1.us.us237.prol, double* %scevgep724, align 8
  %.872.us.us240.prol = add nuw nsw i64 %loop.index.3103.us.us230.prol, 1
  %prol.iter543.cmp.not = icmp eq i64 %xtraiter541, %.872.us.us240.prol
  br i1 %prol.iter543.cmp.not, label %for.body.3.us.us229.prol.loopexit, label %for.body.3.us.us229.prol, !llvm.loop !53

for.body.3.us.us229.prol.loopexit:                ; preds = %for.body.3.us.us229.prol, %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us
  %loop.index.3103.us.us230.unr = phi i64 [ 0, %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us ], [ %.872.us.us240.prol, %for.body.3.us.us229.prol ]
  %181 = icmp ult i64 %27, 7
  br i1 %181, label %for.end.3.loopexit.us, label %for.body.3.us.us229.preheader

for.body.3.us.us229.preheader:                    ; preds = %for.body.3.us.us229.prol.loopexit
  br label %for.body.3.us.us229

for.end.2:                                        ; preds = %for.end.3.loopexit.us, %for.cond.3.preheader.preheader, %B126.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i34)
  %.83.i = icmp eq i64 %.711, 0
  br i1 %.83.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.711, i64 1) #8
  %182 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %183 = icmp ult i64 %182, 7
  br i1 %183, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %184 = add nsw i64 %unroll_iter.i, -8
  %185 = lshr exact i64 %184, 3
  %186 = add nuw nsw i64 %185, 1
  %xtraiter = and i64 %186, 7
  %187 = icmp ult i64 %184, 56
  br i1 %187, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %186, 4611686018427387896
  %scevgep591 = getelementptr double, double* %.6.i27129, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %188 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep567 = getelementptr double, double* %.6.i27129, i64 %188
  %189 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %190 = bitcast double* %scevgep567 to i8*
  %uglygep588 = getelementptr i8, i8* %190, i64 %lsr.iv
  %uglygep588589 = bitcast i8* %uglygep588 to double*
  %scevgep590 = getelementptr double, double* %uglygep588589, i64 -7
  %.265.i.epil = load double, double* %scevgep590, align 8, !noalias !54
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep585 = getelementptr i8, i8* %190, i64 %lsr.iv
  %uglygep585586 = bitcast i8* %uglygep585 to double*
  %scevgep587 = getelementptr double, double* %uglygep585586, i64 -6
  %.265.1.i.epil = load double, double* %scevgep587, align 8, !noalias !54
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep582 = getelementptr i8, i8* %190, i64 %lsr.iv
  %uglygep582583 = bitcast i8* %uglygep582 to double*
  %scevgep584 = getelementptr double, double* %uglygep582583, i64 -5
  %.265.2.i.epil = load double, double* %scevgep584, align 8, !noalias !54
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep579 = getelementptr i8, i8* %190, i64 %lsr.iv
  %uglygep579580 = bitcast i8* %uglygep579 to double*
  %scevgep581 = getelementptr double, double* %uglygep579580, i64 -4
  %.265.3.i.epil = load double, double* %scevgep581, align 8, !noalias !54
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep576 = getelementptr i8, i8* %190, i64 %lsr.iv
  %uglygep576577 = bitcast i8* %uglygep576 to double*
  %scevgep578 = getelementptr double, double* %uglygep576577, i64 -3
  %.265.4.i.epil = load double, double* %scevgep578, align 8, !noalias !54
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep573 = getelementptr i8, i8* %190, i64 %lsr.iv
  %uglygep573574 = bitcast i8* %uglygep573 to double*
  %scevgep575 = getelementptr double, double* %uglygep573574, i64 -2
  %.265.5.i.epil = load double, double* %scevgep575, align 8, !noalias !54
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep570 = getelementptr i8, i8* %190, i64 %lsr.iv
  %uglygep570571 = bitcast i8* %uglygep570 to double*
  %scevgep572 = getelementptr double, double* %uglygep570571, i64 -1
  %.265.6.i.epil = load double, double* %scevgep572, align 8, !noalias !54
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %190, i64 %lsr.iv
  %uglygep569 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep569, align 8, !noalias !54
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %189, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !57, !llvm.loop !58

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i27129, i64 %.85.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep566 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep566, align 8, !noalias !54
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !57, !llvm.loop !59

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv719 = phi i64 [ %lsr.iv.next720, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep717 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep718 = getelementptr double, double* %scevgep717, i64 -63
  %.265.i = load double, double* %scevgep718, align 8, !noalias !54
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep715 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep716 = getelementptr double, double* %scevgep715, i64 -62
  %.265.1.i = load double, double* %scevgep716, align 8, !noalias !54
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep713 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep714 = getelementptr double, double* %scevgep713, i64 -61
  %.265.2.i = load double, double* %scevgep714, align 8, !noalias !54
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep711 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep712 = getelementptr double, double* %scevgep711, i64 -60
  %.265.3.i = load double, double* %scevgep712, align 8, !noalias !54
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep709 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep710 = getelementptr double, double* %scevgep709, i64 -59
  %.265.4.i = load double, double* %scevgep710, align 8, !noalias !54
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep707 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep708 = getelementptr double, double* %scevgep707, i64 -58
  %.265.5.i = load double, double* %scevgep708, align 8, !noalias !54
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep705 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep706 = getelementptr double, double* %scevgep705, i64 -57
  %.265.6.i = load double, double* %scevgep706, align 8, !noalias !54
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep703 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep704 = getelementptr double, double* %scevgep703, i64 -56
  %.265.7.i = load double, double* %scevgep704, align 8, !noalias !54
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep672 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep673 = getelementptr double, double* %scevgep672, i64 -55
  %.265.i.1 = load double, double* %scevgep673, align 8, !noalias !54
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep674 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep675 = getelementptr double, double* %scevgep674, i64 -54
  %.265.1.i.1 = load double, double* %scevgep675, align 8, !noalias !54
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep676 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep677 = getelementptr double, double* %scevgep676, i64 -53
  %.265.2.i.1 = load double, double* %scevgep677, align 8, !noalias !54
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep678 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep679 = getelementptr double, double* %scevgep678, i64 -52
  %.265.3.i.1 = load double, double* %scevgep679, align 8, !noalias !54
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep680 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep681 = getelementptr double, double* %scevgep680, i64 -51
  %.265.4.i.1 = load double, double* %scevgep681, align 8, !noalias !54
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep682 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep683 = getelementptr double, double* %scevgep682, i64 -50
  %.265.5.i.1 = load double, double* %scevgep683, align 8, !noalias !54
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep684 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep685 = getelementptr double, double* %scevgep684, i64 -49
  %.265.6.i.1 = load double, double* %scevgep685, align 8, !noalias !54
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep686 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep687 = getelementptr double, double* %scevgep686, i64 -48
  %.265.7.i.1 = load double, double* %scevgep687, align 8, !noalias !54
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep656 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep657 = getelementptr double, double* %scevgep656, i64 -47
  %.265.i.2 = load double, double* %scevgep657, align 8, !noalias !54
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep658 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep659 = getelementptr double, double* %scevgep658, i64 -46
  %.265.1.i.2 = load double, double* %scevgep659, align 8, !noalias !54
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep660 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep661 = getelementptr double, double* %scevgep660, i64 -45
  %.265.2.i.2 = load double, double* %scevgep661, align 8, !noalias !54
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep662 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep663 = getelementptr double, double* %scevgep662, i64 -44
  %.265.3.i.2 = load double, double* %scevgep663, align 8, !noalias !54
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep664 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep665 = getelementptr double, double* %scevgep664, i64 -43
  %.265.4.i.2 = load double, double* %scevgep665, align 8, !noalias !54
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep666 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep667 = getelementptr double, double* %scevgep666, i64 -42
  %.265.5.i.2 = load double, double* %scevgep667, align 8, !noalias !54
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep668 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep669 = getelementptr double, double* %scevgep668, i64 -41
  %.265.6.i.2 = load double, double* %scevgep669, align 8, !noalias !54
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep670 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep671 = getelementptr double, double* %scevgep670, i64 -40
  %.265.7.i.2 = load double, double* %scevgep671, align 8, !noalias !54
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep640 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep641 = getelementptr double, double* %scevgep640, i64 -39
  %.265.i.3 = load double, double* %scevgep641, align 8, !noalias !54
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep642 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep643 = getelementptr double, double* %scevgep642, i64 -38
  %.265.1.i.3 = load double, double* %scevgep643, align 8, !noalias !54
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep644 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep645 = getelementptr double, double* %scevgep644, i64 -37
  %.265.2.i.3 = load double, double* %scevgep645, align 8, !noalias !54
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep646 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep647 = getelementptr double, double* %scevgep646, i64 -36
  %.265.3.i.3 = load double, double* %scevgep647, align 8, !noalias !54
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep648 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep649 = getelementptr double, double* %scevgep648, i64 -35
  %.265.4.i.3 = load double, double* %scevgep649, align 8, !noalias !54
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep650 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep651 = getelementptr double, double* %scevgep650, i64 -34
  %.265.5.i.3 = load double, double* %scevgep651, align 8, !noalias !54
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep652 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep653 = getelementptr double, double* %scevgep652, i64 -33
  %.265.6.i.3 = load double, double* %scevgep653, align 8, !noalias !54
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep654 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep655 = getelementptr double, double* %scevgep654, i64 -32
  %.265.7.i.3 = load double, double* %scevgep655, align 8, !noalias !54
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep624 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep625 = getelementptr double, double* %scevgep624, i64 -31
  %.265.i.4 = load double, double* %scevgep625, align 8, !noalias !54
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep626 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep627 = getelementptr double, double* %scevgep626, i64 -30
  %.265.1.i.4 = load double, double* %scevgep627, align 8, !noalias !54
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep628 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep629 = getelementptr double, double* %scevgep628, i64 -29
  %.265.2.i.4 = load double, double* %scevgep629, align 8, !noalias !54
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep630 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep631 = getelementptr double, double* %scevgep630, i64 -28
  %.265.3.i.4 = load double, double* %scevgep631, align 8, !noalias !54
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep632 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep633 = getelementptr double, double* %scevgep632, i64 -27
  %.265.4.i.4 = load double, double* %scevgep633, align 8, !noalias !54
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep634 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep635 = getelementptr double, double* %scevgep634, i64 -26
  %.265.5.i.4 = load double, double* %scevgep635, align 8, !noalias !54
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep636 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep637 = getelementptr double, double* %scevgep636, i64 -25
  %.265.6.i.4 = load double, double* %scevgep637, align 8, !noalias !54
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep638 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep639 = getelementptr double, double* %scevgep638, i64 -24
  %.265.7.i.4 = load double, double* %scevgep639, align 8, !noalias !54
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep608 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep609 = getelementptr double, double* %scevgep608, i64 -23
  %.265.i.5 = load double, double* %scevgep609, align 8, !noalias !54
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep610 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep611 = getelementptr double, double* %scevgep610, i64 -22
  %.265.1.i.5 = load double, double* %scevgep611, align 8, !noalias !54
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep612 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep613 = getelementptr double, double* %scevgep612, i64 -21
  %.265.2.i.5 = load double, double* %scevgep613, align 8, !noalias !54
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep614 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep615 = getelementptr double, double* %scevgep614, i64 -20
  %.265.3.i.5 = load double, double* %scevgep615, align 8, !noalias !54
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep616 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep617 = getelementptr double, double* %scevgep616, i64 -19
  %.265.4.i.5 = load double, double* %scevgep617, align 8, !noalias !54
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep618 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep619 = getelementptr double, double* %scevgep618, i64 -18
  %.265.5.i.5 = load double, double* %scevgep619, align 8, !noalias !54
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep620 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep621 = getelementptr double, double* %scevgep620, i64 -17
  %.265.6.i.5 = load double, double* %scevgep621, align 8, !noalias !54
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep622 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep623 = getelementptr double, double* %scevgep622, i64 -16
  %.265.7.i.5 = load double, double* %scevgep623, align 8, !noalias !54
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep592 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep593 = getelementptr double, double* %scevgep592, i64 -15
  %.265.i.6 = load double, double* %scevgep593, align 8, !noalias !54
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep594 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep595 = getelementptr double, double* %scevgep594, i64 -14
  %.265.1.i.6 = load double, double* %scevgep595, align 8, !noalias !54
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep596 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep597 = getelementptr double, double* %scevgep596, i64 -13
  %.265.2.i.6 = load double, double* %scevgep597, align 8, !noalias !54
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep598 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep599 = getelementptr double, double* %scevgep598, i64 -12
  %.265.3.i.6 = load double, double* %scevgep599, align 8, !noalias !54
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep600 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep601 = getelementptr double, double* %scevgep600, i64 -11
  %.265.4.i.6 = load double, double* %scevgep601, align 8, !noalias !54
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep602 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep603 = getelementptr double, double* %scevgep602, i64 -10
  %.265.5.i.6 = load double, double* %scevgep603, align 8, !noalias !54
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep604 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep605 = getelementptr double, double* %scevgep604, i64 -9
  %.265.6.i.6 = load double, double* %scevgep605, align 8, !noalias !54
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep606 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep607 = getelementptr double, double* %scevgep606, i64 -8
  %.265.7.i.6 = load double, double* %scevgep607, align 8, !noalias !54
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep688 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep689 = getelementptr double, double* %scevgep688, i64 -7
  %.265.i.7 = load double, double* %scevgep689, align 8, !noalias !54
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep690 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep691 = getelementptr double, double* %scevgep690, i64 -6
  %.265.1.i.7 = load double, double* %scevgep691, align 8, !noalias !54
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep692 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep693 = getelementptr double, double* %scevgep692, i64 -5
  %.265.2.i.7 = load double, double* %scevgep693, align 8, !noalias !54
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep694 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep695 = getelementptr double, double* %scevgep694, i64 -4
  %.265.3.i.7 = load double, double* %scevgep695, align 8, !noalias !54
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep696 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep697 = getelementptr double, double* %scevgep696, i64 -3
  %.265.4.i.7 = load double, double* %scevgep697, align 8, !noalias !54
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep698 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep699 = getelementptr double, double* %scevgep698, i64 -2
  %.265.5.i.7 = load double, double* %scevgep699, align 8, !noalias !54
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep700 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %scevgep701 = getelementptr double, double* %scevgep700, i64 -1
  %.265.6.i.7 = load double, double* %scevgep701, align 8, !noalias !54
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep702 = getelementptr double, double* %scevgep591, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep702, align 8, !noalias !54
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next720 = add i64 %lsr.iv719, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next720, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i28)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels12matmul_stepsB4v144B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels12matmul_stepsB4v144B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([167 x i8], [167 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12matmul_stepsB4v144B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr4 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr4 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr5 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr6 to double**
  %.37.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %18, i8 0, i64 72, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr11 to i64*
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
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 16
  %23 = bitcast i8* %sunkaddr12 to i64*
  %.62.fca.2.load = load i64, i64* %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 32
  %25 = bitcast i8* %sunkaddr13 to double**
  %.62.fca.4.load = load double*, double** %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %26, i64 40
  %27 = bitcast i8* %sunkaddr14 to i64*
  %.62.fca.5.0.load = load i64, i64* %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %28, i64 48
  %29 = bitcast i8* %sunkaddr15 to i64*
  %.62.fca.5.1.load = load i64, i64* %29, align 8
  store double 0.000000e+00, double* %.71, align 8
  %.83 = call i32 @_ZN7kernels12matmul_stepsB4v144B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.71, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* undef, i64 %.62.fca.2.load, i64 8, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.5.1.load, i64 undef, i64 undef) #4
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

define double @cfunc._ZN7kernels12matmul_stepsB4v144B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2) local_unnamed_addr {
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
  %.16 = call i32 @_ZN7kernels12matmul_stepsB4v144B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* undef, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.12, i64 %.13, i64 undef, i64 undef) #4
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
  %.79 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f931ea9ac50>", i64 0, i64 0))
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB4v146B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
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
  br i1 %or.cond.i, label %B56.if, label %B0.endif.endif.endif.endif.i.i, !prof !60

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
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !61
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if, label %B56.endif, !prof !0

B112:                                             ; preds = %entry
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond, label %B112.if, label %B0.endif.endif.endif.endif.i, !prof !60

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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !74
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !0

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269928357120, %B56 ], [ @.const.picklebuf.140269928394560, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.140269930043392.11, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !84
  %.32.i.i = shl nsw i64 %.51.i.i, 3
  %.33.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false) #8, !noalias !85
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269930043392.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.140269928353664, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.140269928363840, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %1, align 8, !noalias !88
  %2 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB4v147B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 8, double* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 8)
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB4v147B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
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
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !89

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !90

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269852685568, %entry ], [ @.const.picklebuf.140269852678080.12, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929217408, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929217408, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929217408, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !91

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
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !91

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
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !91

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
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !91

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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #7

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #7

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { noinline }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #7 = { argmemonly nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v145B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v145B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v145B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!5 = !{i1 true}
!6 = !{!7, !9, !10, !12}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = !{!14, !16, !17, !19}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = !{!21, !23, !24, !26}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = distinct !{!29, !28}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !28}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.unroll.disable"}
!38 = distinct !{!38, !37}
!39 = distinct !{!39, !28}
!40 = !{!41}
!41 = distinct !{!41, !42}
!42 = distinct !{!42, !"LVerDomain"}
!43 = !{!44}
!44 = distinct !{!44, !42}
!45 = !{!46}
!46 = distinct !{!46, !42}
!47 = !{!44, !41}
!48 = distinct !{!48, !28}
!49 = distinct !{!49, !37}
!50 = distinct !{!50, !37}
!51 = distinct !{!51, !37}
!52 = distinct !{!52, !28}
!53 = distinct !{!53, !37}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!57 = !{!"branch_weights", i32 1, i32 7}
!58 = distinct !{!58, !37}
!59 = distinct !{!59, !37}
!60 = !{!"branch_weights", i32 199, i32 9801}
!61 = !{!62, !64, !65, !67, !68, !70, !71, !73}
!62 = distinct !{!62, !63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!64 = distinct !{!64, !63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!65 = distinct !{!65, !66, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!66 = distinct !{!66, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!67 = distinct !{!67, !66, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!68 = distinct !{!68, !69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!69 = distinct !{!69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!70 = distinct !{!70, !69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!71 = distinct !{!71, !72, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!72 = distinct !{!72, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!73 = distinct !{!73, !72, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!74 = !{!75, !77, !78, !80, !81, !83}
!75 = distinct !{!75, !76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!76 = distinct !{!76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!77 = distinct !{!77, !76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!81 = distinct !{!81, !82, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!82 = distinct !{!82, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!83 = distinct !{!83, !82, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!84 = !{!68, !70, !71, !73}
!85 = !{!86, !71, !73}
!86 = distinct !{!86, !87, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!87 = distinct !{!87, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!88 = !{!81, !83}
!89 = !{!"branch_weights", i32 2126008812, i32 21474836}
!90 = !{!"branch_weights", i32 21474836, i32 2126008812}
!91 = !{!"branch_weights", i32 99, i32 1}
