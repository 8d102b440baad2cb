; ModuleID = 'matmul3'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139899921592960 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139899921592960.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139899921592960 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139899921592960, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899921592960.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.matmul3 = internal constant [8 x i8] c"matmul3\00"
@_ZN08NumbaEnv7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [191 x i8] c"missing Environment: _ZN08NumbaEnv7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f3cfd29d690>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f3cfd29d690>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139899924170048 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139899924170048.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139899924170048 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139899924170048, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899924170048.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139899924171456 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139899924171456.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139899924171456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139899924171456, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899924171456.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139899926694848 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139899926694848.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139899926694848 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139899926694848, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899926694848.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139899924125248 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139899924125248.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139899924125248 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139899924125248, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899924125248.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139899924128000 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139899924128000.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139899924128000 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139899924128000, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899924128000.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139899926694848.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139899926694848.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139899926694848.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139899926694848.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899926694848.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139899923325952 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DA\02\87\94\87\94."
@.const.pickledata.139899923325952.sha1 = internal constant [20 x i8] c"K\07\97\95^\F7\FF\1E\9E\83`p\C4Ye\98&\1E\E2\7F"
@.const.picklebuf.139899923325952 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.139899923325952, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899923325952.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139899922840448 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DD\02\87\94\87\94."
@.const.pickledata.139899922840448.sha1 = internal constant [20 x i8] c"[!l!\F8\B9B\C0\AA]\EC\ABQG\F0\D5\0Bf\80\1C"
@.const.picklebuf.139899922840448 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.139899922840448, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899922840448.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.139899922884160 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94MB\01\87\94\87\94."
@.const.pickledata.139899922884160.sha1 = internal constant [20 x i8] c"\02\A2,\87\97_\0ET\BCT~CX\FBj\0E\993`\91"
@.const.picklebuf.139899922884160 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.139899922884160, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899922884160.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f3cfd29c350B3v24B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139899926694848.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139899926694848.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139899926694848.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139899926694848.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899926694848.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* nocapture readnone %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, double* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1, i8* %arg.D.0, i8* nocapture readnone %arg.D.1, i64 %arg.D.2, i64 %arg.D.3, double* %arg.D.4, i64 %arg.D.5.0, i64 %arg.D.5.1, i64 %arg.D.6.0, i64 %arg.D.6.1) local_unnamed_addr {
entry:
  %.40.i25 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i26 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.40.i = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.B.0)
  tail call void @NRT_incref(i8* %arg.D.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.B.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i25, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i26, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, double* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1), !noalias !0
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  %.fca.0.gep17.i444 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8**
  %.fca.6.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 6, i64 1
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 6, i64 0
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 4
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 3
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 2
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 1
  %.62.fca.6.1.load.i = load i64, i64* %.fca.6.1.gep.i, align 8, !noalias !0
  %.62.fca.6.0.load.i = load i64, i64* %.fca.6.0.gep.i, align 8, !noalias !0
  %.62.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !0
  %.62.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.62.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !0
  %.62.fca.3.load.i = load i64, i64* %.fca.3.gep.i, align 8, !noalias !0
  %.62.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !0
  %.62.fca.1.load.i = load i8*, i8** %.fca.1.gep.i, align 8, !noalias !0
  %.62.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i444, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %4)
  %5 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26, align 8, !noalias !4
  tail call void @NRT_incref(i8* %.62.fca.0.load.i), !noalias !4
  tail call void @NRT_incref(i8* %arg.D.0), !noalias !4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %4, i8 0, i64 72, i1 false), !noalias !4
  %.52.i27 = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i25, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i26, i8* %.62.fca.0.load.i, i8* %.62.fca.1.load.i, i64 %.62.fca.2.load.i, i64 %.62.fca.3.load.i, double* %.62.fca.4.load.i, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %.62.fca.6.0.load.i, i64 %.62.fca.6.1.load.i, i8* %arg.D.0, i8* %arg.D.1, i64 %arg.D.2, i64 %arg.D.3, double* %arg.D.4, i64 %arg.D.5.0, i64 %arg.D.5.1, i64 %arg.D.6.0, i64 %arg.D.6.1), !noalias !4
  tail call void @NRT_decref(i8* %arg.B.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.B.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  switch i32 %.52.i27, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit61 [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %entry
  %6 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  %7 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  %.60.i = icmp sgt i32 %.52.i, 0
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %.79 = select i1 %.60.i, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.79, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit61: ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %8 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  %.60.i28 = icmp sgt i32 %.52.i27, 0
  %.53.i29 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26, align 8, !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %9)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8)
  %.138 = select i1 %.60.i28, { i8*, i32, i8*, i8*, i32 }* %.53.i29, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.138, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit61, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit, %for.end.endif, %B0.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit ], [ %.52.i27, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit61 ], [ 1, %B0.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B128.i:                                           ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %10 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  %11 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  %.fca.0.gep17.i33445 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8**
  %.fca.5.1.gep.i36 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i37 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 5, i64 0
  %.fca.4.gep.i38 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 4
  %.62.fca.5.1.load.i44 = load i64, i64* %.fca.5.1.gep.i36, align 8, !noalias !4
  %.62.fca.5.0.load.i45 = load i64, i64* %.fca.5.0.gep.i37, align 8, !noalias !4
  %.62.fca.4.load.i46 = load double*, double** %.fca.4.gep.i38, align 8, !noalias !4
  %.62.fca.0.load.i50 = load i8*, i8** %.fca.0.gep17.i33445, align 8, !noalias !4
  tail call void @NRT_decref(i8* %arg.D.0), !noalias !4
  tail call void @NRT_decref(i8* %.62.fca.0.load.i), !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %11)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10)
  tail call void @NRT_decref(i8* %arg.D.0)
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  %.243 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i45, i64 %.62.fca.5.1.load.i44)
  %.244 = extractvalue { i64, i1 } %.243, 0
  %.245 = extractvalue { i64, i1 } %.243, 1
  %.248 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.244, i64 8)
  %.250 = extractvalue { i64, i1 } %.248, 1
  %.251 = or i1 %.245, %.250
  br i1 %.251, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.if:                    ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899921592960, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B128.i
  %.249 = extractvalue { i64, i1 } %.248, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.249, i32 32), !noalias !10
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899926694848.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %12 = bitcast i8* %.5.i to double**
  %.6.i17 = load double*, double** %12, align 8
  %.32911 = icmp sgt i64 %.62.fca.5.0.load.i45, 0
  br i1 %.32911, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.3326 = icmp sgt i64 %.62.fca.5.1.load.i44, 0
  br i1 %.3326, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %13 = add i64 %.62.fca.5.1.load.i44, -1
  %14 = add i64 %.62.fca.5.0.load.i45, -1
  %xtraiter109 = and i64 %.62.fca.5.0.load.i45, 3
  %15 = icmp ult i64 %14, 3
  br i1 %15, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter126 = and i64 %.62.fca.5.0.load.i45, -4
  %unroll_iter107 = and i64 %.62.fca.5.1.load.i44, -8
  %unroll_iter107.1 = and i64 %.62.fca.5.1.load.i44, -8
  %unroll_iter107.2 = and i64 %.62.fca.5.1.load.i44, -8
  %xtraiter102.3 = and i64 %.62.fca.5.1.load.i44, 7
  %unroll_iter107.3 = and i64 %.62.fca.5.1.load.i44, -8
  %scevgep341 = getelementptr double, double* %.6.i17, i64 7
  %16 = shl i64 %.62.fca.5.1.load.i44, 5
  %17 = add i64 %.62.fca.5.1.load.i44, 7
  %scevgep366 = getelementptr double, double* %.6.i17, i64 %17
  %scevgep385 = getelementptr double, double* %.6.i17, i64 %.62.fca.5.1.load.i44
  %18 = shl i64 %.62.fca.5.1.load.i44, 1
  %19 = add i64 %18, 7
  %scevgep392 = getelementptr double, double* %.6.i17, i64 %19
  %scevgep411 = getelementptr double, double* %.6.i17, i64 %18
  %20 = mul i64 %.62.fca.5.1.load.i44, 3
  %21 = add i64 %20, 7
  %scevgep418 = getelementptr double, double* %.6.i17, i64 %21
  %scevgep437 = getelementptr double, double* %.6.i17, i64 %20
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader.new
  %lsr.iv438 = phi double* [ %96, %for.end.1.loopexit.us.3 ], [ %scevgep437, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv419 = phi double* [ %95, %for.end.1.loopexit.us.3 ], [ %scevgep418, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv412 = phi double* [ %94, %for.end.1.loopexit.us.3 ], [ %scevgep411, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv393 = phi double* [ %93, %for.end.1.loopexit.us.3 ], [ %scevgep392, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv386 = phi double* [ %92, %for.end.1.loopexit.us.3 ], [ %scevgep385, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv367 = phi double* [ %91, %for.end.1.loopexit.us.3 ], [ %scevgep366, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv360 = phi double* [ %90, %for.end.1.loopexit.us.3 ], [ %.6.i17, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv342 = phi double* [ %89, %for.end.1.loopexit.us.3 ], [ %scevgep341, %for.cond.1.preheader.us.preheader.new ]
  %loop.index14.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.384.us.3, %for.end.1.loopexit.us.3 ]
  %.325.013.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.325.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.322.012.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %spec.select.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %22 = icmp ult i64 %13, 7
  br i1 %22, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %loop.index.19.us = phi i64 [ %32, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %.325.18.us = phi i64 [ %.325.2.us.7, %for.body.1.us ], [ %.325.013.us, %for.body.1.us.preheader ]
  %.322.17.us = phi i64 [ %spec.select.us.7, %for.body.1.us ], [ %.322.012.us, %for.body.1.us.preheader ]
  %23 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %24 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us = select i1 %24, i64 %.322.17.us, i64 %loop.index14.us
  %.325.2.us = select i1 %23, i64 %loop.index.19.us, i64 %.325.18.us
  %.345.us = mul i64 %spec.select.us, %.62.fca.5.1.load.i44
  %.348.us = add i64 %.345.us, %.325.2.us
  %.349.us = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us
  %.350.us = load double, double* %.349.us, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.350.us)
  %scevgep358 = getelementptr double, double* %lsr.iv342, i64 %loop.index.19.us
  %scevgep359 = getelementptr double, double* %scevgep358, i64 -7
  store double %.12.i.us, double* %scevgep359, align 8
  %spec.select.us.1 = select i1 %24, i64 %.322.17.us, i64 %loop.index14.us
  %25 = add i64 %loop.index.19.us, 1
  %.325.2.us.1 = select i1 %23, i64 %25, i64 %.325.18.us
  %.345.us.1 = mul i64 %spec.select.us.1, %.62.fca.5.1.load.i44
  %.348.us.1 = add i64 %.345.us.1, %.325.2.us.1
  %.349.us.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.1
  %.350.us.1 = load double, double* %.349.us.1, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.350.us.1)
  %scevgep355 = getelementptr double, double* %lsr.iv342, i64 %loop.index.19.us
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -6
  store double %.12.i.us.1, double* %scevgep356, align 8
  %spec.select.us.2 = select i1 %24, i64 %.322.17.us, i64 %loop.index14.us
  %26 = add i64 %25, 1
  %.325.2.us.2 = select i1 %23, i64 %26, i64 %.325.18.us
  %.345.us.2 = mul i64 %spec.select.us.2, %.62.fca.5.1.load.i44
  %.348.us.2 = add i64 %.345.us.2, %.325.2.us.2
  %.349.us.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.2
  %.350.us.2 = load double, double* %.349.us.2, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.350.us.2)
  %scevgep353 = getelementptr double, double* %lsr.iv342, i64 %loop.index.19.us
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -5
  store double %.12.i.us.2, double* %scevgep354, align 8
  %spec.select.us.3 = select i1 %24, i64 %.322.17.us, i64 %loop.index14.us
  %27 = add i64 %26, 1
  %.325.2.us.3 = select i1 %23, i64 %27, i64 %.325.18.us
  %.345.us.3 = mul i64 %spec.select.us.3, %.62.fca.5.1.load.i44
  %.348.us.3 = add i64 %.345.us.3, %.325.2.us.3
  %.349.us.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.3
  %.350.us.3 = load double, double* %.349.us.3, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.350.us.3)
  %scevgep351 = getelementptr double, double* %lsr.iv342, i64 %loop.index.19.us
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -4
  store double %.12.i.us.3, double* %scevgep352, align 8
  %spec.select.us.4 = select i1 %24, i64 %.322.17.us, i64 %loop.index14.us
  %28 = add i64 %27, 1
  %.325.2.us.4 = select i1 %23, i64 %28, i64 %.325.18.us
  %.345.us.4 = mul i64 %spec.select.us.4, %.62.fca.5.1.load.i44
  %.348.us.4 = add i64 %.345.us.4, %.325.2.us.4
  %.349.us.4 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.4
  %.350.us.4 = load double, double* %.349.us.4, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.350.us.4)
  %scevgep349 = getelementptr double, double* %lsr.iv342, i64 %loop.index.19.us
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -3
  store double %.12.i.us.4, double* %scevgep350, align 8
  %spec.select.us.5 = select i1 %24, i64 %.322.17.us, i64 %loop.index14.us
  %29 = add i64 %28, 1
  %.325.2.us.5 = select i1 %23, i64 %29, i64 %.325.18.us
  %.345.us.5 = mul i64 %spec.select.us.5, %.62.fca.5.1.load.i44
  %.348.us.5 = add i64 %.345.us.5, %.325.2.us.5
  %.349.us.5 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.5
  %.350.us.5 = load double, double* %.349.us.5, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.350.us.5)
  %scevgep347 = getelementptr double, double* %lsr.iv342, i64 %loop.index.19.us
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -2
  store double %.12.i.us.5, double* %scevgep348, align 8
  %spec.select.us.6 = select i1 %24, i64 %.322.17.us, i64 %loop.index14.us
  %30 = add i64 %29, 1
  %.325.2.us.6 = select i1 %23, i64 %30, i64 %.325.18.us
  %.345.us.6 = mul i64 %spec.select.us.6, %.62.fca.5.1.load.i44
  %.348.us.6 = add i64 %.345.us.6, %.325.2.us.6
  %.349.us.6 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.6
  %.350.us.6 = load double, double* %.349.us.6, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.350.us.6)
  %scevgep345 = getelementptr double, double* %lsr.iv342, i64 %loop.index.19.us
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -1
  store double %.12.i.us.6, double* %scevgep346, align 8
  %spec.select.us.7 = select i1 %24, i64 %.322.17.us, i64 %loop.index14.us
  %31 = add i64 %30, 1
  %.325.2.us.7 = select i1 %23, i64 %31, i64 %.325.18.us
  %.345.us.7 = mul i64 %spec.select.us.7, %.62.fca.5.1.load.i44
  %.348.us.7 = add i64 %.345.us.7, %.325.2.us.7
  %.349.us.7 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.7
  %.350.us.7 = load double, double* %.349.us.7, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.350.us.7)
  %scevgep357 = getelementptr double, double* %lsr.iv342, i64 %loop.index.19.us
  store double %.12.i.us.7, double* %scevgep357, align 8
  %.382.us.7 = add nuw i64 %loop.index.19.us, 8
  %32 = add i64 %31, 1
  %niter108.ncmp.7 = icmp eq i64 %32, %unroll_iter107
  br i1 %niter108.ncmp.7, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %spec.select.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %.325.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.325.2.us.7, %for.body.1.us ]
  %loop.index.19.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %.382.us.7, %for.body.1.us ]
  %.325.18.us.unr = phi i64 [ %.325.013.us, %for.cond.1.preheader.us ], [ %.325.2.us.7, %for.body.1.us ]
  %.322.17.us.unr = phi i64 [ %.322.012.us, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %33 = and i64 %.62.fca.5.1.load.i44, 7
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv364 = phi i64 [ %xtraiter102.3, %for.body.1.us.epil.preheader ], [ %lsr.iv.next365, %for.body.1.us.epil ]
  %loop.index.19.us.epil = phi i64 [ %.382.us.epil, %for.body.1.us.epil ], [ %loop.index.19.us.unr, %for.body.1.us.epil.preheader ]
  %.325.18.us.epil = phi i64 [ %.325.2.us.epil, %for.body.1.us.epil ], [ %.325.18.us.unr, %for.body.1.us.epil.preheader ]
  %.322.17.us.epil = phi i64 [ %spec.select.us.epil, %for.body.1.us.epil ], [ %.322.17.us.unr, %for.body.1.us.epil.preheader ]
  %35 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %36 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil = select i1 %36, i64 %.322.17.us.epil, i64 %loop.index14.us
  %.325.2.us.epil = select i1 %35, i64 %loop.index.19.us.epil, i64 %.325.18.us.epil
  %.345.us.epil = mul i64 %spec.select.us.epil, %.62.fca.5.1.load.i44
  %.348.us.epil = add i64 %.345.us.epil, %.325.2.us.epil
  %.349.us.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.epil
  %.350.us.epil = load double, double* %.349.us.epil, align 8
  %.12.i.us.epil = tail call double @llvm.sin.f64(double %.350.us.epil)
  %scevgep363 = getelementptr double, double* %lsr.iv360, i64 %loop.index.19.us.epil
  store double %.12.i.us.epil, double* %scevgep363, align 8
  %.382.us.epil = add nuw nsw i64 %loop.index.19.us.epil, 1
  %lsr.iv.next365 = add nsw i64 %lsr.iv364, -1
  %epil.iter103.cmp.not = icmp eq i64 %lsr.iv.next365, 0
  br i1 %epil.iter103.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !17

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select.us.lcssa = phi i64 [ %spec.select.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select.us.epil, %for.body.1.us.epil ]
  %.325.2.us.lcssa = phi i64 [ %.325.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.325.2.us.epil, %for.body.1.us.epil ]
  %37 = icmp ult i64 %13, 7
  %.384.us = or i64 %loop.index14.us, 1
  br i1 %37, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.end.1.loopexit.us
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %loop.index.19.us.1 = phi i64 [ %47, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %.325.18.us.1 = phi i64 [ %.325.2.us.7.1, %for.body.1.us.1 ], [ %.325.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.322.17.us.1 = phi i64 [ %spec.select.us.7.1, %for.body.1.us.1 ], [ %spec.select.us.lcssa, %for.body.1.us.1.preheader ]
  %38 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %39 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.1128 = select i1 %39, i64 %.322.17.us.1, i64 %.384.us
  %.325.2.us.1129 = select i1 %38, i64 %loop.index.19.us.1, i64 %.325.18.us.1
  %.345.us.1130 = mul i64 %spec.select.us.1128, %.62.fca.5.1.load.i44
  %.348.us.1131 = add i64 %.345.us.1130, %.325.2.us.1129
  %.349.us.1132 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.1131
  %.350.us.1133 = load double, double* %.349.us.1132, align 8
  %.12.i.us.1134 = tail call double @llvm.sin.f64(double %.350.us.1133)
  %scevgep383 = getelementptr double, double* %lsr.iv367, i64 %loop.index.19.us.1
  %scevgep384 = getelementptr double, double* %scevgep383, i64 -7
  store double %.12.i.us.1134, double* %scevgep384, align 8
  %spec.select.us.1.1 = select i1 %39, i64 %.322.17.us.1, i64 %.384.us
  %40 = add i64 %loop.index.19.us.1, 1
  %.325.2.us.1.1 = select i1 %38, i64 %40, i64 %.325.18.us.1
  %.345.us.1.1 = mul i64 %spec.select.us.1.1, %.62.fca.5.1.load.i44
  %.348.us.1.1 = add i64 %.345.us.1.1, %.325.2.us.1.1
  %.349.us.1.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.1.1
  %.350.us.1.1 = load double, double* %.349.us.1.1, align 8
  %.12.i.us.1.1 = tail call double @llvm.sin.f64(double %.350.us.1.1)
  %scevgep380 = getelementptr double, double* %lsr.iv367, i64 %loop.index.19.us.1
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -6
  store double %.12.i.us.1.1, double* %scevgep381, align 8
  %spec.select.us.2.1 = select i1 %39, i64 %.322.17.us.1, i64 %.384.us
  %41 = add i64 %40, 1
  %.325.2.us.2.1 = select i1 %38, i64 %41, i64 %.325.18.us.1
  %.345.us.2.1 = mul i64 %spec.select.us.2.1, %.62.fca.5.1.load.i44
  %.348.us.2.1 = add i64 %.345.us.2.1, %.325.2.us.2.1
  %.349.us.2.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.2.1
  %.350.us.2.1 = load double, double* %.349.us.2.1, align 8
  %.12.i.us.2.1 = tail call double @llvm.sin.f64(double %.350.us.2.1)
  %scevgep378 = getelementptr double, double* %lsr.iv367, i64 %loop.index.19.us.1
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -5
  store double %.12.i.us.2.1, double* %scevgep379, align 8
  %spec.select.us.3.1 = select i1 %39, i64 %.322.17.us.1, i64 %.384.us
  %42 = add i64 %41, 1
  %.325.2.us.3.1 = select i1 %38, i64 %42, i64 %.325.18.us.1
  %.345.us.3.1 = mul i64 %spec.select.us.3.1, %.62.fca.5.1.load.i44
  %.348.us.3.1 = add i64 %.345.us.3.1, %.325.2.us.3.1
  %.349.us.3.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.3.1
  %.350.us.3.1 = load double, double* %.349.us.3.1, align 8
  %.12.i.us.3.1 = tail call double @llvm.sin.f64(double %.350.us.3.1)
  %scevgep376 = getelementptr double, double* %lsr.iv367, i64 %loop.index.19.us.1
  %scevgep377 = getelementptr double, double* %scevgep376, i64 -4
  store double %.12.i.us.3.1, double* %scevgep377, align 8
  %spec.select.us.4.1 = select i1 %39, i64 %.322.17.us.1, i64 %.384.us
  %43 = add i64 %42, 1
  %.325.2.us.4.1 = select i1 %38, i64 %43, i64 %.325.18.us.1
  %.345.us.4.1 = mul i64 %spec.select.us.4.1, %.62.fca.5.1.load.i44
  %.348.us.4.1 = add i64 %.345.us.4.1, %.325.2.us.4.1
  %.349.us.4.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.4.1
  %.350.us.4.1 = load double, double* %.349.us.4.1, align 8
  %.12.i.us.4.1 = tail call double @llvm.sin.f64(double %.350.us.4.1)
  %scevgep374 = getelementptr double, double* %lsr.iv367, i64 %loop.index.19.us.1
  %scevgep375 = getelementptr double, double* %scevgep374, i64 -3
  store double %.12.i.us.4.1, double* %scevgep375, align 8
  %spec.select.us.5.1 = select i1 %39, i64 %.322.17.us.1, i64 %.384.us
  %44 = add i64 %43, 1
  %.325.2.us.5.1 = select i1 %38, i64 %44, i64 %.325.18.us.1
  %.345.us.5.1 = mul i64 %spec.select.us.5.1, %.62.fca.5.1.load.i44
  %.348.us.5.1 = add i64 %.345.us.5.1, %.325.2.us.5.1
  %.349.us.5.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.5.1
  %.350.us.5.1 = load double, double* %.349.us.5.1, align 8
  %.12.i.us.5.1 = tail call double @llvm.sin.f64(double %.350.us.5.1)
  %scevgep372 = getelementptr double, double* %lsr.iv367, i64 %loop.index.19.us.1
  %scevgep373 = getelementptr double, double* %scevgep372, i64 -2
  store double %.12.i.us.5.1, double* %scevgep373, align 8
  %spec.select.us.6.1 = select i1 %39, i64 %.322.17.us.1, i64 %.384.us
  %45 = add i64 %44, 1
  %.325.2.us.6.1 = select i1 %38, i64 %45, i64 %.325.18.us.1
  %.345.us.6.1 = mul i64 %spec.select.us.6.1, %.62.fca.5.1.load.i44
  %.348.us.6.1 = add i64 %.345.us.6.1, %.325.2.us.6.1
  %.349.us.6.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.6.1
  %.350.us.6.1 = load double, double* %.349.us.6.1, align 8
  %.12.i.us.6.1 = tail call double @llvm.sin.f64(double %.350.us.6.1)
  %scevgep370 = getelementptr double, double* %lsr.iv367, i64 %loop.index.19.us.1
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -1
  store double %.12.i.us.6.1, double* %scevgep371, align 8
  %spec.select.us.7.1 = select i1 %39, i64 %.322.17.us.1, i64 %.384.us
  %46 = add i64 %45, 1
  %.325.2.us.7.1 = select i1 %38, i64 %46, i64 %.325.18.us.1
  %.345.us.7.1 = mul i64 %spec.select.us.7.1, %.62.fca.5.1.load.i44
  %.348.us.7.1 = add i64 %.345.us.7.1, %.325.2.us.7.1
  %.349.us.7.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.7.1
  %.350.us.7.1 = load double, double* %.349.us.7.1, align 8
  %.12.i.us.7.1 = tail call double @llvm.sin.f64(double %.350.us.7.1)
  %scevgep382 = getelementptr double, double* %lsr.iv367, i64 %loop.index.19.us.1
  store double %.12.i.us.7.1, double* %scevgep382, align 8
  %.382.us.7.1 = add nuw i64 %loop.index.19.us.1, 8
  %47 = add i64 %46, 1
  %niter108.ncmp.7.1 = icmp eq i64 %47, %unroll_iter107.1
  br i1 %niter108.ncmp.7.1, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1

for.end.1.loopexit.us.unr-lcssa.1:                ; preds = %for.body.1.us.1, %for.end.1.loopexit.us
  %spec.select.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %spec.select.us.7.1, %for.body.1.us.1 ]
  %.325.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.325.2.us.7.1, %for.body.1.us.1 ]
  %loop.index.19.us.unr.1 = phi i64 [ 0, %for.end.1.loopexit.us ], [ %.382.us.7.1, %for.body.1.us.1 ]
  %.325.18.us.unr.1 = phi i64 [ %.325.2.us.lcssa, %for.end.1.loopexit.us ], [ %.325.2.us.7.1, %for.body.1.us.1 ]
  %.322.17.us.unr.1 = phi i64 [ %spec.select.us.lcssa, %for.end.1.loopexit.us ], [ %spec.select.us.7.1, %for.body.1.us.1 ]
  %48 = and i64 %.62.fca.5.1.load.i44, 7
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1.preheader

for.body.1.us.epil.1.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1
  br label %for.body.1.us.epil.1

for.body.1.us.epil.1:                             ; preds = %for.body.1.us.epil.1.preheader, %for.body.1.us.epil.1
  %lsr.iv390 = phi i64 [ %xtraiter102.3, %for.body.1.us.epil.1.preheader ], [ %lsr.iv.next391, %for.body.1.us.epil.1 ]
  %loop.index.19.us.epil.1 = phi i64 [ %.382.us.epil.1, %for.body.1.us.epil.1 ], [ %loop.index.19.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.325.18.us.epil.1 = phi i64 [ %.325.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.325.18.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.322.17.us.epil.1 = phi i64 [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ], [ %.322.17.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %50 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %51 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil.1 = select i1 %51, i64 %.322.17.us.epil.1, i64 %.384.us
  %.325.2.us.epil.1 = select i1 %50, i64 %loop.index.19.us.epil.1, i64 %.325.18.us.epil.1
  %.345.us.epil.1 = mul i64 %spec.select.us.epil.1, %.62.fca.5.1.load.i44
  %.348.us.epil.1 = add i64 %.345.us.epil.1, %.325.2.us.epil.1
  %.349.us.epil.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.epil.1
  %.350.us.epil.1 = load double, double* %.349.us.epil.1, align 8
  %.12.i.us.epil.1 = tail call double @llvm.sin.f64(double %.350.us.epil.1)
  %scevgep389 = getelementptr double, double* %lsr.iv386, i64 %loop.index.19.us.epil.1
  store double %.12.i.us.epil.1, double* %scevgep389, align 8
  %.382.us.epil.1 = add nuw nsw i64 %loop.index.19.us.epil.1, 1
  %lsr.iv.next391 = add nsw i64 %lsr.iv390, -1
  %epil.iter103.cmp.1.not = icmp eq i64 %lsr.iv.next391, 0
  br i1 %epil.iter103.cmp.1.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1, !llvm.loop !17

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.epil.1, %for.end.1.loopexit.us.unr-lcssa.1
  %spec.select.us.lcssa.1 = phi i64 [ %spec.select.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ]
  %.325.2.us.lcssa.1 = phi i64 [ %.325.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.325.2.us.epil.1, %for.body.1.us.epil.1 ]
  %52 = icmp ult i64 %13, 7
  %.384.us.1 = or i64 %loop.index14.us, 2
  br i1 %52, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2.preheader

for.body.1.us.2.preheader:                        ; preds = %for.end.1.loopexit.us.1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader, %for.body.1.us.2
  %loop.index.19.us.2 = phi i64 [ %62, %for.body.1.us.2 ], [ 0, %for.body.1.us.2.preheader ]
  %.325.18.us.2 = phi i64 [ %.325.2.us.7.2, %for.body.1.us.2 ], [ %.325.2.us.lcssa.1, %for.body.1.us.2.preheader ]
  %.322.17.us.2 = phi i64 [ %spec.select.us.7.2, %for.body.1.us.2 ], [ %spec.select.us.lcssa.1, %for.body.1.us.2.preheader ]
  %53 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %54 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.2139 = select i1 %54, i64 %.322.17.us.2, i64 %.384.us.1
  %.325.2.us.2140 = select i1 %53, i64 %loop.index.19.us.2, i64 %.325.18.us.2
  %.345.us.2141 = mul i64 %spec.select.us.2139, %.62.fca.5.1.load.i44
  %.348.us.2142 = add i64 %.345.us.2141, %.325.2.us.2140
  %.349.us.2143 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.2142
  %.350.us.2144 = load double, double* %.349.us.2143, align 8
  %.12.i.us.2145 = tail call double @llvm.sin.f64(double %.350.us.2144)
  %scevgep409 = getelementptr double, double* %lsr.iv393, i64 %loop.index.19.us.2
  %scevgep410 = getelementptr double, double* %scevgep409, i64 -7
  store double %.12.i.us.2145, double* %scevgep410, align 8
  %spec.select.us.1.2 = select i1 %54, i64 %.322.17.us.2, i64 %.384.us.1
  %55 = add i64 %loop.index.19.us.2, 1
  %.325.2.us.1.2 = select i1 %53, i64 %55, i64 %.325.18.us.2
  %.345.us.1.2 = mul i64 %spec.select.us.1.2, %.62.fca.5.1.load.i44
  %.348.us.1.2 = add i64 %.345.us.1.2, %.325.2.us.1.2
  %.349.us.1.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.1.2
  %.350.us.1.2 = load double, double* %.349.us.1.2, align 8
  %.12.i.us.1.2 = tail call double @llvm.sin.f64(double %.350.us.1.2)
  %scevgep406 = getelementptr double, double* %lsr.iv393, i64 %loop.index.19.us.2
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -6
  store double %.12.i.us.1.2, double* %scevgep407, align 8
  %spec.select.us.2.2 = select i1 %54, i64 %.322.17.us.2, i64 %.384.us.1
  %56 = add i64 %55, 1
  %.325.2.us.2.2 = select i1 %53, i64 %56, i64 %.325.18.us.2
  %.345.us.2.2 = mul i64 %spec.select.us.2.2, %.62.fca.5.1.load.i44
  %.348.us.2.2 = add i64 %.345.us.2.2, %.325.2.us.2.2
  %.349.us.2.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.2.2
  %.350.us.2.2 = load double, double* %.349.us.2.2, align 8
  %.12.i.us.2.2 = tail call double @llvm.sin.f64(double %.350.us.2.2)
  %scevgep404 = getelementptr double, double* %lsr.iv393, i64 %loop.index.19.us.2
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -5
  store double %.12.i.us.2.2, double* %scevgep405, align 8
  %spec.select.us.3.2 = select i1 %54, i64 %.322.17.us.2, i64 %.384.us.1
  %57 = add i64 %56, 1
  %.325.2.us.3.2 = select i1 %53, i64 %57, i64 %.325.18.us.2
  %.345.us.3.2 = mul i64 %spec.select.us.3.2, %.62.fca.5.1.load.i44
  %.348.us.3.2 = add i64 %.345.us.3.2, %.325.2.us.3.2
  %.349.us.3.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.3.2
  %.350.us.3.2 = load double, double* %.349.us.3.2, align 8
  %.12.i.us.3.2 = tail call double @llvm.sin.f64(double %.350.us.3.2)
  %scevgep402 = getelementptr double, double* %lsr.iv393, i64 %loop.index.19.us.2
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -4
  store double %.12.i.us.3.2, double* %scevgep403, align 8
  %spec.select.us.4.2 = select i1 %54, i64 %.322.17.us.2, i64 %.384.us.1
  %58 = add i64 %57, 1
  %.325.2.us.4.2 = select i1 %53, i64 %58, i64 %.325.18.us.2
  %.345.us.4.2 = mul i64 %spec.select.us.4.2, %.62.fca.5.1.load.i44
  %.348.us.4.2 = add i64 %.345.us.4.2, %.325.2.us.4.2
  %.349.us.4.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.4.2
  %.350.us.4.2 = load double, double* %.349.us.4.2, align 8
  %.12.i.us.4.2 = tail call double @llvm.sin.f64(double %.350.us.4.2)
  %scevgep400 = getelementptr double, double* %lsr.iv393, i64 %loop.index.19.us.2
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -3
  store double %.12.i.us.4.2, double* %scevgep401, align 8
  %spec.select.us.5.2 = select i1 %54, i64 %.322.17.us.2, i64 %.384.us.1
  %59 = add i64 %58, 1
  %.325.2.us.5.2 = select i1 %53, i64 %59, i64 %.325.18.us.2
  %.345.us.5.2 = mul i64 %spec.select.us.5.2, %.62.fca.5.1.load.i44
  %.348.us.5.2 = add i64 %.345.us.5.2, %.325.2.us.5.2
  %.349.us.5.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.5.2
  %.350.us.5.2 = load double, double* %.349.us.5.2, align 8
  %.12.i.us.5.2 = tail call double @llvm.sin.f64(double %.350.us.5.2)
  %scevgep398 = getelementptr double, double* %lsr.iv393, i64 %loop.index.19.us.2
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -2
  store double %.12.i.us.5.2, double* %scevgep399, align 8
  %spec.select.us.6.2 = select i1 %54, i64 %.322.17.us.2, i64 %.384.us.1
  %60 = add i64 %59, 1
  %.325.2.us.6.2 = select i1 %53, i64 %60, i64 %.325.18.us.2
  %.345.us.6.2 = mul i64 %spec.select.us.6.2, %.62.fca.5.1.load.i44
  %.348.us.6.2 = add i64 %.345.us.6.2, %.325.2.us.6.2
  %.349.us.6.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.6.2
  %.350.us.6.2 = load double, double* %.349.us.6.2, align 8
  %.12.i.us.6.2 = tail call double @llvm.sin.f64(double %.350.us.6.2)
  %scevgep396 = getelementptr double, double* %lsr.iv393, i64 %loop.index.19.us.2
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -1
  store double %.12.i.us.6.2, double* %scevgep397, align 8
  %spec.select.us.7.2 = select i1 %54, i64 %.322.17.us.2, i64 %.384.us.1
  %61 = add i64 %60, 1
  %.325.2.us.7.2 = select i1 %53, i64 %61, i64 %.325.18.us.2
  %.345.us.7.2 = mul i64 %spec.select.us.7.2, %.62.fca.5.1.load.i44
  %.348.us.7.2 = add i64 %.345.us.7.2, %.325.2.us.7.2
  %.349.us.7.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.7.2
  %.350.us.7.2 = load double, double* %.349.us.7.2, align 8
  %.12.i.us.7.2 = tail call double @llvm.sin.f64(double %.350.us.7.2)
  %scevgep408 = getelementptr double, double* %lsr.iv393, i64 %loop.index.19.us.2
  store double %.12.i.us.7.2, double* %scevgep408, align 8
  %.382.us.7.2 = add nuw i64 %loop.index.19.us.2, 8
  %62 = add i64 %61, 1
  %niter108.ncmp.7.2 = icmp eq i64 %62, %unroll_iter107.2
  br i1 %niter108.ncmp.7.2, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2

for.end.1.loopexit.us.unr-lcssa.2:                ; preds = %for.body.1.us.2, %for.end.1.loopexit.us.1
  %spec.select.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %spec.select.us.7.2, %for.body.1.us.2 ]
  %.325.2.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %.325.2.us.7.2, %for.body.1.us.2 ]
  %loop.index.19.us.unr.2 = phi i64 [ 0, %for.end.1.loopexit.us.1 ], [ %.382.us.7.2, %for.body.1.us.2 ]
  %.325.18.us.unr.2 = phi i64 [ %.325.2.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %.325.2.us.7.2, %for.body.1.us.2 ]
  %.322.17.us.unr.2 = phi i64 [ %spec.select.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %spec.select.us.7.2, %for.body.1.us.2 ]
  %63 = and i64 %.62.fca.5.1.load.i44, 7
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2.preheader

for.body.1.us.epil.2.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.2
  br label %for.body.1.us.epil.2

for.body.1.us.epil.2:                             ; preds = %for.body.1.us.epil.2.preheader, %for.body.1.us.epil.2
  %lsr.iv416 = phi i64 [ %xtraiter102.3, %for.body.1.us.epil.2.preheader ], [ %lsr.iv.next417, %for.body.1.us.epil.2 ]
  %loop.index.19.us.epil.2 = phi i64 [ %.382.us.epil.2, %for.body.1.us.epil.2 ], [ %loop.index.19.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.325.18.us.epil.2 = phi i64 [ %.325.2.us.epil.2, %for.body.1.us.epil.2 ], [ %.325.18.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.322.17.us.epil.2 = phi i64 [ %spec.select.us.epil.2, %for.body.1.us.epil.2 ], [ %.322.17.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %65 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %66 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil.2 = select i1 %66, i64 %.322.17.us.epil.2, i64 %.384.us.1
  %.325.2.us.epil.2 = select i1 %65, i64 %loop.index.19.us.epil.2, i64 %.325.18.us.epil.2
  %.345.us.epil.2 = mul i64 %spec.select.us.epil.2, %.62.fca.5.1.load.i44
  %.348.us.epil.2 = add i64 %.345.us.epil.2, %.325.2.us.epil.2
  %.349.us.epil.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.epil.2
  %.350.us.epil.2 = load double, double* %.349.us.epil.2, align 8
  %.12.i.us.epil.2 = tail call double @llvm.sin.f64(double %.350.us.epil.2)
  %scevgep415 = getelementptr double, double* %lsr.iv412, i64 %loop.index.19.us.epil.2
  store double %.12.i.us.epil.2, double* %scevgep415, align 8
  %.382.us.epil.2 = add nuw nsw i64 %loop.index.19.us.epil.2, 1
  %lsr.iv.next417 = add nsw i64 %lsr.iv416, -1
  %epil.iter103.cmp.2.not = icmp eq i64 %lsr.iv.next417, 0
  br i1 %epil.iter103.cmp.2.not, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2, !llvm.loop !17

for.end.1.loopexit.us.2:                          ; preds = %for.body.1.us.epil.2, %for.end.1.loopexit.us.unr-lcssa.2
  %spec.select.us.lcssa.2 = phi i64 [ %spec.select.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %spec.select.us.epil.2, %for.body.1.us.epil.2 ]
  %.325.2.us.lcssa.2 = phi i64 [ %.325.2.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %.325.2.us.epil.2, %for.body.1.us.epil.2 ]
  %67 = icmp ult i64 %13, 7
  %.384.us.2 = or i64 %loop.index14.us, 3
  br i1 %67, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3.preheader

for.body.1.us.3.preheader:                        ; preds = %for.end.1.loopexit.us.2
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader, %for.body.1.us.3
  %loop.index.19.us.3 = phi i64 [ %77, %for.body.1.us.3 ], [ 0, %for.body.1.us.3.preheader ]
  %.325.18.us.3 = phi i64 [ %.325.2.us.7.3, %for.body.1.us.3 ], [ %.325.2.us.lcssa.2, %for.body.1.us.3.preheader ]
  %.322.17.us.3 = phi i64 [ %spec.select.us.7.3, %for.body.1.us.3 ], [ %spec.select.us.lcssa.2, %for.body.1.us.3.preheader ]
  %68 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %69 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.3150 = select i1 %69, i64 %.322.17.us.3, i64 %.384.us.2
  %.325.2.us.3151 = select i1 %68, i64 %loop.index.19.us.3, i64 %.325.18.us.3
  %.345.us.3152 = mul i64 %spec.select.us.3150, %.62.fca.5.1.load.i44
  %.348.us.3153 = add i64 %.345.us.3152, %.325.2.us.3151
  %.349.us.3154 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.3153
  %.350.us.3155 = load double, double* %.349.us.3154, align 8
  %.12.i.us.3156 = tail call double @llvm.sin.f64(double %.350.us.3155)
  %scevgep435 = getelementptr double, double* %lsr.iv419, i64 %loop.index.19.us.3
  %scevgep436 = getelementptr double, double* %scevgep435, i64 -7
  store double %.12.i.us.3156, double* %scevgep436, align 8
  %spec.select.us.1.3 = select i1 %69, i64 %.322.17.us.3, i64 %.384.us.2
  %70 = add i64 %loop.index.19.us.3, 1
  %.325.2.us.1.3 = select i1 %68, i64 %70, i64 %.325.18.us.3
  %.345.us.1.3 = mul i64 %spec.select.us.1.3, %.62.fca.5.1.load.i44
  %.348.us.1.3 = add i64 %.345.us.1.3, %.325.2.us.1.3
  %.349.us.1.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.1.3
  %.350.us.1.3 = load double, double* %.349.us.1.3, align 8
  %.12.i.us.1.3 = tail call double @llvm.sin.f64(double %.350.us.1.3)
  %scevgep432 = getelementptr double, double* %lsr.iv419, i64 %loop.index.19.us.3
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -6
  store double %.12.i.us.1.3, double* %scevgep433, align 8
  %spec.select.us.2.3 = select i1 %69, i64 %.322.17.us.3, i64 %.384.us.2
  %71 = add i64 %70, 1
  %.325.2.us.2.3 = select i1 %68, i64 %71, i64 %.325.18.us.3
  %.345.us.2.3 = mul i64 %spec.select.us.2.3, %.62.fca.5.1.load.i44
  %.348.us.2.3 = add i64 %.345.us.2.3, %.325.2.us.2.3
  %.349.us.2.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.2.3
  %.350.us.2.3 = load double, double* %.349.us.2.3, align 8
  %.12.i.us.2.3 = tail call double @llvm.sin.f64(double %.350.us.2.3)
  %scevgep430 = getelementptr double, double* %lsr.iv419, i64 %loop.index.19.us.3
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -5
  store double %.12.i.us.2.3, double* %scevgep431, align 8
  %spec.select.us.3.3 = select i1 %69, i64 %.322.17.us.3, i64 %.384.us.2
  %72 = add i64 %71, 1
  %.325.2.us.3.3 = select i1 %68, i64 %72, i64 %.325.18.us.3
  %.345.us.3.3 = mul i64 %spec.select.us.3.3, %.62.fca.5.1.load.i44
  %.348.us.3.3 = add i64 %.345.us.3.3, %.325.2.us.3.3
  %.349.us.3.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.3.3
  %.350.us.3.3 = load double, double* %.349.us.3.3, align 8
  %.12.i.us.3.3 = tail call double @llvm.sin.f64(double %.350.us.3.3)
  %scevgep428 = getelementptr double, double* %lsr.iv419, i64 %loop.index.19.us.3
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -4
  store double %.12.i.us.3.3, double* %scevgep429, align 8
  %spec.select.us.4.3 = select i1 %69, i64 %.322.17.us.3, i64 %.384.us.2
  %73 = add i64 %72, 1
  %.325.2.us.4.3 = select i1 %68, i64 %73, i64 %.325.18.us.3
  %.345.us.4.3 = mul i64 %spec.select.us.4.3, %.62.fca.5.1.load.i44
  %.348.us.4.3 = add i64 %.345.us.4.3, %.325.2.us.4.3
  %.349.us.4.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.4.3
  %.350.us.4.3 = load double, double* %.349.us.4.3, align 8
  %.12.i.us.4.3 = tail call double @llvm.sin.f64(double %.350.us.4.3)
  %scevgep426 = getelementptr double, double* %lsr.iv419, i64 %loop.index.19.us.3
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -3
  store double %.12.i.us.4.3, double* %scevgep427, align 8
  %spec.select.us.5.3 = select i1 %69, i64 %.322.17.us.3, i64 %.384.us.2
  %74 = add i64 %73, 1
  %.325.2.us.5.3 = select i1 %68, i64 %74, i64 %.325.18.us.3
  %.345.us.5.3 = mul i64 %spec.select.us.5.3, %.62.fca.5.1.load.i44
  %.348.us.5.3 = add i64 %.345.us.5.3, %.325.2.us.5.3
  %.349.us.5.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.5.3
  %.350.us.5.3 = load double, double* %.349.us.5.3, align 8
  %.12.i.us.5.3 = tail call double @llvm.sin.f64(double %.350.us.5.3)
  %scevgep424 = getelementptr double, double* %lsr.iv419, i64 %loop.index.19.us.3
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -2
  store double %.12.i.us.5.3, double* %scevgep425, align 8
  %spec.select.us.6.3 = select i1 %69, i64 %.322.17.us.3, i64 %.384.us.2
  %75 = add i64 %74, 1
  %.325.2.us.6.3 = select i1 %68, i64 %75, i64 %.325.18.us.3
  %.345.us.6.3 = mul i64 %spec.select.us.6.3, %.62.fca.5.1.load.i44
  %.348.us.6.3 = add i64 %.345.us.6.3, %.325.2.us.6.3
  %.349.us.6.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.6.3
  %.350.us.6.3 = load double, double* %.349.us.6.3, align 8
  %.12.i.us.6.3 = tail call double @llvm.sin.f64(double %.350.us.6.3)
  %scevgep422 = getelementptr double, double* %lsr.iv419, i64 %loop.index.19.us.3
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -1
  store double %.12.i.us.6.3, double* %scevgep423, align 8
  %spec.select.us.7.3 = select i1 %69, i64 %.322.17.us.3, i64 %.384.us.2
  %76 = add i64 %75, 1
  %.325.2.us.7.3 = select i1 %68, i64 %76, i64 %.325.18.us.3
  %.345.us.7.3 = mul i64 %spec.select.us.7.3, %.62.fca.5.1.load.i44
  %.348.us.7.3 = add i64 %.345.us.7.3, %.325.2.us.7.3
  %.349.us.7.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.7.3
  %.350.us.7.3 = load double, double* %.349.us.7.3, align 8
  %.12.i.us.7.3 = tail call double @llvm.sin.f64(double %.350.us.7.3)
  %scevgep434 = getelementptr double, double* %lsr.iv419, i64 %loop.index.19.us.3
  store double %.12.i.us.7.3, double* %scevgep434, align 8
  %.382.us.7.3 = add nuw i64 %loop.index.19.us.3, 8
  %77 = add i64 %76, 1
  %niter108.ncmp.7.3 = icmp eq i64 %77, %unroll_iter107.3
  br i1 %niter108.ncmp.7.3, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3

for.end.1.loopexit.us.unr-lcssa.3:                ; preds = %for.body.1.us.3, %for.end.1.loopexit.us.2
  %spec.select.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %spec.select.us.7.3, %for.body.1.us.3 ]
  %.325.2.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %.325.2.us.7.3, %for.body.1.us.3 ]
  %loop.index.19.us.unr.3 = phi i64 [ 0, %for.end.1.loopexit.us.2 ], [ %.382.us.7.3, %for.body.1.us.3 ]
  %.325.18.us.unr.3 = phi i64 [ %.325.2.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %.325.2.us.7.3, %for.body.1.us.3 ]
  %.322.17.us.unr.3 = phi i64 [ %spec.select.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %spec.select.us.7.3, %for.body.1.us.3 ]
  %78 = icmp eq i64 %xtraiter102.3, 0
  br i1 %78, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3.preheader

for.body.1.us.epil.3.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.3
  br label %for.body.1.us.epil.3

for.body.1.us.epil.3:                             ; preds = %for.body.1.us.epil.3.preheader, %for.body.1.us.epil.3
  %lsr.iv442 = phi i64 [ %xtraiter102.3, %for.body.1.us.epil.3.preheader ], [ %lsr.iv.next443, %for.body.1.us.epil.3 ]
  %loop.index.19.us.epil.3 = phi i64 [ %.382.us.epil.3, %for.body.1.us.epil.3 ], [ %loop.index.19.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.325.18.us.epil.3 = phi i64 [ %.325.2.us.epil.3, %for.body.1.us.epil.3 ], [ %.325.18.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.322.17.us.epil.3 = phi i64 [ %spec.select.us.epil.3, %for.body.1.us.epil.3 ], [ %.322.17.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %79 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %80 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil.3 = select i1 %80, i64 %.322.17.us.epil.3, i64 %.384.us.2
  %.325.2.us.epil.3 = select i1 %79, i64 %loop.index.19.us.epil.3, i64 %.325.18.us.epil.3
  %.345.us.epil.3 = mul i64 %spec.select.us.epil.3, %.62.fca.5.1.load.i44
  %.348.us.epil.3 = add i64 %.345.us.epil.3, %.325.2.us.epil.3
  %.349.us.epil.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.epil.3
  %.350.us.epil.3 = load double, double* %.349.us.epil.3, align 8
  %.12.i.us.epil.3 = tail call double @llvm.sin.f64(double %.350.us.epil.3)
  %scevgep441 = getelementptr double, double* %lsr.iv438, i64 %loop.index.19.us.epil.3
  store double %.12.i.us.epil.3, double* %scevgep441, align 8
  %.382.us.epil.3 = add nuw nsw i64 %loop.index.19.us.epil.3, 1
  %lsr.iv.next443 = add nsw i64 %lsr.iv442, -1
  %epil.iter103.cmp.3.not = icmp eq i64 %lsr.iv.next443, 0
  br i1 %epil.iter103.cmp.3.not, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3, !llvm.loop !17

for.end.1.loopexit.us.3:                          ; preds = %for.body.1.us.epil.3, %for.end.1.loopexit.us.unr-lcssa.3
  %spec.select.us.lcssa.3 = phi i64 [ %spec.select.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %spec.select.us.epil.3, %for.body.1.us.epil.3 ]
  %.325.2.us.lcssa.3 = phi i64 [ %.325.2.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %.325.2.us.epil.3, %for.body.1.us.epil.3 ]
  %81 = bitcast double* %lsr.iv342 to i1*
  %82 = bitcast double* %lsr.iv360 to i1*
  %83 = bitcast double* %lsr.iv367 to i1*
  %84 = bitcast double* %lsr.iv386 to i1*
  %85 = bitcast double* %lsr.iv393 to i1*
  %86 = bitcast double* %lsr.iv412 to i1*
  %87 = bitcast double* %lsr.iv419 to i1*
  %88 = bitcast double* %lsr.iv438 to i1*
  %.384.us.3 = add nuw nsw i64 %loop.index14.us, 4
  %scevgep344 = getelementptr i1, i1* %81, i64 %16
  %89 = bitcast i1* %scevgep344 to double*
  %scevgep362 = getelementptr i1, i1* %82, i64 %16
  %90 = bitcast i1* %scevgep362 to double*
  %scevgep369 = getelementptr i1, i1* %83, i64 %16
  %91 = bitcast i1* %scevgep369 to double*
  %scevgep388 = getelementptr i1, i1* %84, i64 %16
  %92 = bitcast i1* %scevgep388 to double*
  %scevgep395 = getelementptr i1, i1* %85, i64 %16
  %93 = bitcast i1* %scevgep395 to double*
  %scevgep414 = getelementptr i1, i1* %86, i64 %16
  %94 = bitcast i1* %scevgep414 to double*
  %scevgep421 = getelementptr i1, i1* %87, i64 %16
  %95 = bitcast i1* %scevgep421 to double*
  %scevgep440 = getelementptr i1, i1* %88, i64 %16
  %96 = bitcast i1* %scevgep440 to double*
  %niter127.ncmp.3 = icmp eq i64 %.384.us.3, %unroll_iter126
  br i1 %niter127.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader
  %loop.index14.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.384.us.3, %for.end.1.loopexit.us.3 ]
  %.325.013.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.325.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.322.012.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %spec.select.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %lcmp.mod125.not = icmp eq i64 %xtraiter109, 0
  br i1 %lcmp.mod125.not, label %for.end, label %for.cond.1.preheader.us.epil.preheader

for.cond.1.preheader.us.epil.preheader:           ; preds = %for.end.loopexit.unr-lcssa
  %xtraiter102.epil = and i64 %.62.fca.5.1.load.i44, 7
  %unroll_iter107.epil = and i64 %.62.fca.5.1.load.i44, -8
  %97 = mul i64 %loop.index14.us.unr, %.62.fca.5.1.load.i44
  %98 = add i64 %97, 7
  %scevgep315 = getelementptr double, double* %.6.i17, i64 %98
  %99 = shl i64 %.62.fca.5.1.load.i44, 3
  %scevgep334 = getelementptr double, double* %.6.i17, i64 %97
  br label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.1.loopexit.us.epil, %for.cond.1.preheader.us.epil.preheader
  %lsr.iv335 = phi double* [ %117, %for.end.1.loopexit.us.epil ], [ %scevgep334, %for.cond.1.preheader.us.epil.preheader ]
  %lsr.iv316 = phi double* [ %116, %for.end.1.loopexit.us.epil ], [ %scevgep315, %for.cond.1.preheader.us.epil.preheader ]
  %loop.index14.us.epil = phi i64 [ %.384.us.epil, %for.end.1.loopexit.us.epil ], [ %loop.index14.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.325.013.us.epil = phi i64 [ %.325.2.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.325.013.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.322.012.us.epil = phi i64 [ %spec.select.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.322.012.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %epil.iter124 = phi i64 [ %epil.iter124.next, %for.end.1.loopexit.us.epil ], [ 0, %for.cond.1.preheader.us.epil.preheader ]
  %100 = icmp ult i64 %13, 7
  br i1 %100, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil110.preheader

for.body.1.us.epil110.preheader:                  ; preds = %for.cond.1.preheader.us.epil
  br label %for.body.1.us.epil110

for.body.1.us.epil110:                            ; preds = %for.body.1.us.epil110.preheader, %for.body.1.us.epil110
  %loop.index.19.us.epil111 = phi i64 [ %110, %for.body.1.us.epil110 ], [ 0, %for.body.1.us.epil110.preheader ]
  %.325.18.us.epil112 = phi i64 [ %.325.2.us.7.epil, %for.body.1.us.epil110 ], [ %.325.013.us.epil, %for.body.1.us.epil110.preheader ]
  %.322.17.us.epil113 = phi i64 [ %spec.select.us.7.epil, %for.body.1.us.epil110 ], [ %.322.012.us.epil, %for.body.1.us.epil110.preheader ]
  %101 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %102 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil114 = select i1 %102, i64 %.322.17.us.epil113, i64 %loop.index14.us.epil
  %.325.2.us.epil115 = select i1 %101, i64 %loop.index.19.us.epil111, i64 %.325.18.us.epil112
  %.345.us.epil116 = mul i64 %spec.select.us.epil114, %.62.fca.5.1.load.i44
  %.348.us.epil117 = add i64 %.345.us.epil116, %.325.2.us.epil115
  %.349.us.epil118 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.epil117
  %.350.us.epil119 = load double, double* %.349.us.epil118, align 8
  %.12.i.us.epil120 = tail call double @llvm.sin.f64(double %.350.us.epil119)
  %scevgep332 = getelementptr double, double* %lsr.iv316, i64 %loop.index.19.us.epil111
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -7
  store double %.12.i.us.epil120, double* %scevgep333, align 8
  %spec.select.us.1.epil = select i1 %102, i64 %.322.17.us.epil113, i64 %loop.index14.us.epil
  %103 = add i64 %loop.index.19.us.epil111, 1
  %.325.2.us.1.epil = select i1 %101, i64 %103, i64 %.325.18.us.epil112
  %.345.us.1.epil = mul i64 %spec.select.us.1.epil, %.62.fca.5.1.load.i44
  %.348.us.1.epil = add i64 %.345.us.1.epil, %.325.2.us.1.epil
  %.349.us.1.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.1.epil
  %.350.us.1.epil = load double, double* %.349.us.1.epil, align 8
  %.12.i.us.1.epil = tail call double @llvm.sin.f64(double %.350.us.1.epil)
  %scevgep329 = getelementptr double, double* %lsr.iv316, i64 %loop.index.19.us.epil111
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -6
  store double %.12.i.us.1.epil, double* %scevgep330, align 8
  %spec.select.us.2.epil = select i1 %102, i64 %.322.17.us.epil113, i64 %loop.index14.us.epil
  %104 = add i64 %103, 1
  %.325.2.us.2.epil = select i1 %101, i64 %104, i64 %.325.18.us.epil112
  %.345.us.2.epil = mul i64 %spec.select.us.2.epil, %.62.fca.5.1.load.i44
  %.348.us.2.epil = add i64 %.345.us.2.epil, %.325.2.us.2.epil
  %.349.us.2.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.2.epil
  %.350.us.2.epil = load double, double* %.349.us.2.epil, align 8
  %.12.i.us.2.epil = tail call double @llvm.sin.f64(double %.350.us.2.epil)
  %scevgep327 = getelementptr double, double* %lsr.iv316, i64 %loop.index.19.us.epil111
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -5
  store double %.12.i.us.2.epil, double* %scevgep328, align 8
  %spec.select.us.3.epil = select i1 %102, i64 %.322.17.us.epil113, i64 %loop.index14.us.epil
  %105 = add i64 %104, 1
  %.325.2.us.3.epil = select i1 %101, i64 %105, i64 %.325.18.us.epil112
  %.345.us.3.epil = mul i64 %spec.select.us.3.epil, %.62.fca.5.1.load.i44
  %.348.us.3.epil = add i64 %.345.us.3.epil, %.325.2.us.3.epil
  %.349.us.3.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.3.epil
  %.350.us.3.epil = load double, double* %.349.us.3.epil, align 8
  %.12.i.us.3.epil = tail call double @llvm.sin.f64(double %.350.us.3.epil)
  %scevgep325 = getelementptr double, double* %lsr.iv316, i64 %loop.index.19.us.epil111
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -4
  store double %.12.i.us.3.epil, double* %scevgep326, align 8
  %spec.select.us.4.epil = select i1 %102, i64 %.322.17.us.epil113, i64 %loop.index14.us.epil
  %106 = add i64 %105, 1
  %.325.2.us.4.epil = select i1 %101, i64 %106, i64 %.325.18.us.epil112
  %.345.us.4.epil = mul i64 %spec.select.us.4.epil, %.62.fca.5.1.load.i44
  %.348.us.4.epil = add i64 %.345.us.4.epil, %.325.2.us.4.epil
  %.349.us.4.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.4.epil
  %.350.us.4.epil = load double, double* %.349.us.4.epil, align 8
  %.12.i.us.4.epil = tail call double @llvm.sin.f64(double %.350.us.4.epil)
  %scevgep323 = getelementptr double, double* %lsr.iv316, i64 %loop.index.19.us.epil111
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -3
  store double %.12.i.us.4.epil, double* %scevgep324, align 8
  %spec.select.us.5.epil = select i1 %102, i64 %.322.17.us.epil113, i64 %loop.index14.us.epil
  %107 = add i64 %106, 1
  %.325.2.us.5.epil = select i1 %101, i64 %107, i64 %.325.18.us.epil112
  %.345.us.5.epil = mul i64 %spec.select.us.5.epil, %.62.fca.5.1.load.i44
  %.348.us.5.epil = add i64 %.345.us.5.epil, %.325.2.us.5.epil
  %.349.us.5.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.5.epil
  %.350.us.5.epil = load double, double* %.349.us.5.epil, align 8
  %.12.i.us.5.epil = tail call double @llvm.sin.f64(double %.350.us.5.epil)
  %scevgep321 = getelementptr double, double* %lsr.iv316, i64 %loop.index.19.us.epil111
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -2
  store double %.12.i.us.5.epil, double* %scevgep322, align 8
  %spec.select.us.6.epil = select i1 %102, i64 %.322.17.us.epil113, i64 %loop.index14.us.epil
  %108 = add i64 %107, 1
  %.325.2.us.6.epil = select i1 %101, i64 %108, i64 %.325.18.us.epil112
  %.345.us.6.epil = mul i64 %spec.select.us.6.epil, %.62.fca.5.1.load.i44
  %.348.us.6.epil = add i64 %.345.us.6.epil, %.325.2.us.6.epil
  %.349.us.6.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.6.epil
  %.350.us.6.epil = load double, double* %.349.us.6.epil, align 8
  %.12.i.us.6.epil = tail call double @llvm.sin.f64(double %.350.us.6.epil)
  %scevgep319 = getelementptr double, double* %lsr.iv316, i64 %loop.index.19.us.epil111
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -1
  store double %.12.i.us.6.epil, double* %scevgep320, align 8
  %spec.select.us.7.epil = select i1 %102, i64 %.322.17.us.epil113, i64 %loop.index14.us.epil
  %109 = add i64 %108, 1
  %.325.2.us.7.epil = select i1 %101, i64 %109, i64 %.325.18.us.epil112
  %.345.us.7.epil = mul i64 %spec.select.us.7.epil, %.62.fca.5.1.load.i44
  %.348.us.7.epil = add i64 %.345.us.7.epil, %.325.2.us.7.epil
  %.349.us.7.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.7.epil
  %.350.us.7.epil = load double, double* %.349.us.7.epil, align 8
  %.12.i.us.7.epil = tail call double @llvm.sin.f64(double %.350.us.7.epil)
  %scevgep331 = getelementptr double, double* %lsr.iv316, i64 %loop.index.19.us.epil111
  store double %.12.i.us.7.epil, double* %scevgep331, align 8
  %.382.us.7.epil = add nuw i64 %loop.index.19.us.epil111, 8
  %110 = add i64 %109, 1
  %niter108.ncmp.7.epil = icmp eq i64 %110, %unroll_iter107.epil
  br i1 %niter108.ncmp.7.epil, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil110

for.end.1.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.1.us.epil110, %for.cond.1.preheader.us.epil
  %spec.select.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %spec.select.us.7.epil, %for.body.1.us.epil110 ]
  %.325.2.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %.325.2.us.7.epil, %for.body.1.us.epil110 ]
  %loop.index.19.us.unr.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %.382.us.7.epil, %for.body.1.us.epil110 ]
  %.325.18.us.unr.epil = phi i64 [ %.325.013.us.epil, %for.cond.1.preheader.us.epil ], [ %.325.2.us.7.epil, %for.body.1.us.epil110 ]
  %.322.17.us.unr.epil = phi i64 [ %.322.012.us.epil, %for.cond.1.preheader.us.epil ], [ %spec.select.us.7.epil, %for.body.1.us.epil110 ]
  %111 = icmp eq i64 %xtraiter102.epil, 0
  br i1 %111, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil.preheader

for.body.1.us.epil.epil.preheader:                ; preds = %for.end.1.loopexit.us.unr-lcssa.epil
  br label %for.body.1.us.epil.epil

for.body.1.us.epil.epil:                          ; preds = %for.body.1.us.epil.epil.preheader, %for.body.1.us.epil.epil
  %lsr.iv339 = phi i64 [ %xtraiter102.epil, %for.body.1.us.epil.epil.preheader ], [ %lsr.iv.next340, %for.body.1.us.epil.epil ]
  %loop.index.19.us.epil.epil = phi i64 [ %.382.us.epil.epil, %for.body.1.us.epil.epil ], [ %loop.index.19.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.325.18.us.epil.epil = phi i64 [ %.325.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.325.18.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.322.17.us.epil.epil = phi i64 [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ], [ %.322.17.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %112 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %113 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil.epil = select i1 %113, i64 %.322.17.us.epil.epil, i64 %loop.index14.us.epil
  %.325.2.us.epil.epil = select i1 %112, i64 %loop.index.19.us.epil.epil, i64 %.325.18.us.epil.epil
  %.345.us.epil.epil = mul i64 %spec.select.us.epil.epil, %.62.fca.5.1.load.i44
  %.348.us.epil.epil = add i64 %.345.us.epil.epil, %.325.2.us.epil.epil
  %.349.us.epil.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.348.us.epil.epil
  %.350.us.epil.epil = load double, double* %.349.us.epil.epil, align 8
  %.12.i.us.epil.epil = tail call double @llvm.sin.f64(double %.350.us.epil.epil)
  %scevgep338 = getelementptr double, double* %lsr.iv335, i64 %loop.index.19.us.epil.epil
  store double %.12.i.us.epil.epil, double* %scevgep338, align 8
  %.382.us.epil.epil = add nuw nsw i64 %loop.index.19.us.epil.epil, 1
  %lsr.iv.next340 = add nsw i64 %lsr.iv339, -1
  %epil.iter103.cmp.epil.not = icmp eq i64 %lsr.iv.next340, 0
  br i1 %epil.iter103.cmp.epil.not, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil, !llvm.loop !17

for.end.1.loopexit.us.epil:                       ; preds = %for.body.1.us.epil.epil, %for.end.1.loopexit.us.unr-lcssa.epil
  %spec.select.us.lcssa.epil = phi i64 [ %spec.select.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ]
  %.325.2.us.lcssa.epil = phi i64 [ %.325.2.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %.325.2.us.epil.epil, %for.body.1.us.epil.epil ]
  %114 = bitcast double* %lsr.iv316 to i1*
  %115 = bitcast double* %lsr.iv335 to i1*
  %.384.us.epil = add nuw nsw i64 %loop.index14.us.epil, 1
  %epil.iter124.next = add i64 %epil.iter124, 1
  %scevgep318 = getelementptr i1, i1* %114, i64 %99
  %116 = bitcast i1* %scevgep318 to double*
  %scevgep337 = getelementptr i1, i1* %115, i64 %99
  %117 = bitcast i1* %scevgep337 to double*
  %epil.iter124.cmp.not = icmp eq i64 %epil.iter124.next, %xtraiter109
  br i1 %epil.iter124.cmp.not, label %for.end, label %for.cond.1.preheader.us.epil, !llvm.loop !19

for.end:                                          ; preds = %for.end.1.loopexit.us.epil, %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.preheader, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.62.fca.0.load.i50)
  %.83.i = icmp eq i64 %.244, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !8

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.244, i64 1)
  %118 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %119 = icmp ult i64 %118, 7
  br i1 %119, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %120 = add nsw i64 %unroll_iter.i, -8
  %121 = lshr exact i64 %120, 3
  %122 = add nuw nsw i64 %121, 1
  %xtraiter = and i64 %122, 7
  %123 = icmp ult i64 %120, 56
  br i1 %123, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %122, 4611686018427387896
  %scevgep185 = getelementptr double, double* %.6.i17, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %124 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep161 = getelementptr double, double* %.6.i17, i64 %124
  %125 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %126 = bitcast double* %scevgep161 to i8*
  %uglygep182 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep182183 = bitcast i8* %uglygep182 to double*
  %scevgep184 = getelementptr double, double* %uglygep182183, i64 -7
  %.265.i.epil = load double, double* %scevgep184, align 8, !noalias !20
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep179 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep179180 = bitcast i8* %uglygep179 to double*
  %scevgep181 = getelementptr double, double* %uglygep179180, i64 -6
  %.265.1.i.epil = load double, double* %scevgep181, align 8, !noalias !20
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep176 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep176177 = bitcast i8* %uglygep176 to double*
  %scevgep178 = getelementptr double, double* %uglygep176177, i64 -5
  %.265.2.i.epil = load double, double* %scevgep178, align 8, !noalias !20
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep173 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep173174 = bitcast i8* %uglygep173 to double*
  %scevgep175 = getelementptr double, double* %uglygep173174, i64 -4
  %.265.3.i.epil = load double, double* %scevgep175, align 8, !noalias !20
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep170 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep170171 = bitcast i8* %uglygep170 to double*
  %scevgep172 = getelementptr double, double* %uglygep170171, i64 -3
  %.265.4.i.epil = load double, double* %scevgep172, align 8, !noalias !20
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep167 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep167168 = bitcast i8* %uglygep167 to double*
  %scevgep169 = getelementptr double, double* %uglygep167168, i64 -2
  %.265.5.i.epil = load double, double* %scevgep169, align 8, !noalias !20
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep164 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep164165 = bitcast i8* %uglygep164 to double*
  %scevgep166 = getelementptr double, double* %uglygep164165, i64 -1
  %.265.6.i.epil = load double, double* %scevgep166, align 8, !noalias !20
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep163 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep163, align 8, !noalias !20
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %125, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !23, !llvm.loop !24

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i17, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep, align 8, !noalias !20
  %.268.epil.i = fadd double %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !23, !llvm.loop !25

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv313 = phi i64 [ %lsr.iv.next314, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep311 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -63
  %.265.i = load double, double* %scevgep312, align 8, !noalias !20
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep309 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -62
  %.265.1.i = load double, double* %scevgep310, align 8, !noalias !20
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep307 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -61
  %.265.2.i = load double, double* %scevgep308, align 8, !noalias !20
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep305 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -60
  %.265.3.i = load double, double* %scevgep306, align 8, !noalias !20
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep303 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -59
  %.265.4.i = load double, double* %scevgep304, align 8, !noalias !20
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep301 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -58
  %.265.5.i = load double, double* %scevgep302, align 8, !noalias !20
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep299 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -57
  %.265.6.i = load double, double* %scevgep300, align 8, !noalias !20
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep297 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -56
  %.265.7.i = load double, double* %scevgep298, align 8, !noalias !20
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep266 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -55
  %.265.i.1 = load double, double* %scevgep267, align 8, !noalias !20
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep268 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -54
  %.265.1.i.1 = load double, double* %scevgep269, align 8, !noalias !20
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep270 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -53
  %.265.2.i.1 = load double, double* %scevgep271, align 8, !noalias !20
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep272 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -52
  %.265.3.i.1 = load double, double* %scevgep273, align 8, !noalias !20
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep274 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -51
  %.265.4.i.1 = load double, double* %scevgep275, align 8, !noalias !20
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep276 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -50
  %.265.5.i.1 = load double, double* %scevgep277, align 8, !noalias !20
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep278 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -49
  %.265.6.i.1 = load double, double* %scevgep279, align 8, !noalias !20
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep280 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -48
  %.265.7.i.1 = load double, double* %scevgep281, align 8, !noalias !20
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep250 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -47
  %.265.i.2 = load double, double* %scevgep251, align 8, !noalias !20
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep252 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -46
  %.265.1.i.2 = load double, double* %scevgep253, align 8, !noalias !20
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep254 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -45
  %.265.2.i.2 = load double, double* %scevgep255, align 8, !noalias !20
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep256 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -44
  %.265.3.i.2 = load double, double* %scevgep257, align 8, !noalias !20
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep258 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -43
  %.265.4.i.2 = load double, double* %scevgep259, align 8, !noalias !20
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep260 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -42
  %.265.5.i.2 = load double, double* %scevgep261, align 8, !noalias !20
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep262 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -41
  %.265.6.i.2 = load double, double* %scevgep263, align 8, !noalias !20
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep264 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -40
  %.265.7.i.2 = load double, double* %scevgep265, align 8, !noalias !20
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep234 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -39
  %.265.i.3 = load double, double* %scevgep235, align 8, !noalias !20
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep236 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -38
  %.265.1.i.3 = load double, double* %scevgep237, align 8, !noalias !20
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep238 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -37
  %.265.2.i.3 = load double, double* %scevgep239, align 8, !noalias !20
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep240 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -36
  %.265.3.i.3 = load double, double* %scevgep241, align 8, !noalias !20
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep242 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -35
  %.265.4.i.3 = load double, double* %scevgep243, align 8, !noalias !20
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep244 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -34
  %.265.5.i.3 = load double, double* %scevgep245, align 8, !noalias !20
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep246 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -33
  %.265.6.i.3 = load double, double* %scevgep247, align 8, !noalias !20
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep248 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -32
  %.265.7.i.3 = load double, double* %scevgep249, align 8, !noalias !20
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep218 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -31
  %.265.i.4 = load double, double* %scevgep219, align 8, !noalias !20
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep220 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -30
  %.265.1.i.4 = load double, double* %scevgep221, align 8, !noalias !20
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep222 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -29
  %.265.2.i.4 = load double, double* %scevgep223, align 8, !noalias !20
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep224 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -28
  %.265.3.i.4 = load double, double* %scevgep225, align 8, !noalias !20
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep226 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -27
  %.265.4.i.4 = load double, double* %scevgep227, align 8, !noalias !20
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep228 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -26
  %.265.5.i.4 = load double, double* %scevgep229, align 8, !noalias !20
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep230 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -25
  %.265.6.i.4 = load double, double* %scevgep231, align 8, !noalias !20
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep232 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -24
  %.265.7.i.4 = load double, double* %scevgep233, align 8, !noalias !20
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep202 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -23
  %.265.i.5 = load double, double* %scevgep203, align 8, !noalias !20
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep204 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -22
  %.265.1.i.5 = load double, double* %scevgep205, align 8, !noalias !20
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep206 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -21
  %.265.2.i.5 = load double, double* %scevgep207, align 8, !noalias !20
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep208 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -20
  %.265.3.i.5 = load double, double* %scevgep209, align 8, !noalias !20
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep210 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -19
  %.265.4.i.5 = load double, double* %scevgep211, align 8, !noalias !20
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep212 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -18
  %.265.5.i.5 = load double, double* %scevgep213, align 8, !noalias !20
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep214 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -17
  %.265.6.i.5 = load double, double* %scevgep215, align 8, !noalias !20
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep216 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -16
  %.265.7.i.5 = load double, double* %scevgep217, align 8, !noalias !20
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep186 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -15
  %.265.i.6 = load double, double* %scevgep187, align 8, !noalias !20
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep188 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -14
  %.265.1.i.6 = load double, double* %scevgep189, align 8, !noalias !20
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep190 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -13
  %.265.2.i.6 = load double, double* %scevgep191, align 8, !noalias !20
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep192 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -12
  %.265.3.i.6 = load double, double* %scevgep193, align 8, !noalias !20
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep194 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -11
  %.265.4.i.6 = load double, double* %scevgep195, align 8, !noalias !20
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep196 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -10
  %.265.5.i.6 = load double, double* %scevgep197, align 8, !noalias !20
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep198 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -9
  %.265.6.i.6 = load double, double* %scevgep199, align 8, !noalias !20
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep200 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -8
  %.265.7.i.6 = load double, double* %scevgep201, align 8, !noalias !20
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep282 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -7
  %.265.i.7 = load double, double* %scevgep283, align 8, !noalias !20
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep284 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -6
  %.265.1.i.7 = load double, double* %scevgep285, align 8, !noalias !20
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep286 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -5
  %.265.2.i.7 = load double, double* %scevgep287, align 8, !noalias !20
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep288 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -4
  %.265.3.i.7 = load double, double* %scevgep289, align 8, !noalias !20
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep290 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -3
  %.265.4.i.7 = load double, double* %scevgep291, align 8, !noalias !20
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep292 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -2
  %.265.5.i.7 = load double, double* %scevgep293, align 8, !noalias !20
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep294 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -1
  %.265.6.i.7 = load double, double* %scevgep295, align 8, !noalias !20
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep296 = getelementptr double, double* %scevgep185, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep296, align 8, !noalias !20
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next314 = add i64 %lsr.iv313, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next314, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !8

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = alloca i8*, align 8
  %.8 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.const.matmul3, i64 0, i64 0), i64 3, i64 3, i8** nonnull %.5, i8** nonnull %.6, i8** nonnull %.7)
  %.9 = icmp eq i32 %.8, 0
  %.23 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.48 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.73 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.97 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.9, label %common.ret, label %entry.endif, !prof !8

common.ret:                                       ; preds = %entry.endif.endif.endif.e...endif.endif, %entry.endif.endif.endif.e...endif.if.endif, %entry.endif.endif.endif.e...endif.if.endif.if, %entry.endif.endif.endif.e...endif.endif.if, %entry.endif.endif.endif.e...endif.endif.endif.endif, %entry.endif.endif.endif, %arg0.err, %entry, %entry.endif.endif.endif.e...endif.if.if.if, %entry.endif.endif.endif.e...if.endif, %entry.endif.endif.endif.e...if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.e...if.if ], [ %.143, %entry.endif.endif.endif.e...if.endif ], [ null, %entry.endif.endif.endif.e...endif.if.if.if ], [ null, %entry ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.if.endif.if ], [ null, %entry.endif.endif.endif.e...endif.if.endif ], [ null, %entry.endif.endif.endif.e...endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.13 = load i8*, i8** @_ZN08NumbaEnv7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.18 = icmp eq i8* %.13, null
  br i1 %.18, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([191 x i8], [191 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.22 = load i8*, i8** %.5, align 8
  %.26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.27 = call i32 @NRT_adapt_ndarray_from_python(i8* %.22, i8* nonnull %.26)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.31 = load i64, i64* %2, align 8
  %.32 = icmp ne i64 %.31, 8
  %.33 = icmp ne i32 %.27, 0
  %.34 = or i1 %.33, %.32
  br i1 %.34, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !8

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8**
  %.38.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr4 to i8**
  %.38.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr5 to i64*
  %.38.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr6 to double**
  %.38.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr7 to i64*
  %.38.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr8 to i64*
  %.38.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.38.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr10 to i64*
  %.38.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.34, label %common.ret, label %entry.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.47 = load i8*, i8** %.6, align 8
  %.51 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %18, i8 0, i64 72, i1 false)
  %.52 = call i32 @NRT_adapt_ndarray_from_python(i8* %.47, i8* nonnull %.51)
  %19 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr11 to i64*
  %.56 = load i64, i64* %20, align 8
  %.57 = icmp ne i64 %.56, 8
  %.58 = icmp ne i32 %.52, 0
  %.59 = or i1 %.58, %.57
  br i1 %.59, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !8

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if
  call void @NRT_decref(i8* %.38.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8**
  %.63.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr12 to i8**
  %.63.fca.1.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 16
  %25 = bitcast i8* %sunkaddr13 to i64*
  %.63.fca.2.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr14 to double**
  %.63.fca.4.load = load double*, double** %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr15 to i64*
  %.63.fca.5.0.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %30, i64 48
  %31 = bitcast i8* %sunkaddr16 to i64*
  %.63.fca.5.1.load = load i64, i64* %31, align 8
  %32 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %32, i64 56
  %33 = bitcast i8* %sunkaddr17 to i64*
  %.63.fca.6.0.load = load i64, i64* %33, align 8
  %34 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %34, i64 64
  %35 = bitcast i8* %sunkaddr18 to i64*
  %.63.fca.6.1.load = load i64, i64* %35, align 8
  br i1 %.59, label %arg0.err, label %entry.endif.endif.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %.72 = load i8*, i8** %.7, align 8
  %.76 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %36 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %36, i8 0, i64 72, i1 false)
  %.77 = call i32 @NRT_adapt_ndarray_from_python(i8* %.72, i8* nonnull %.76)
  %37 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %37, i64 24
  %38 = bitcast i8* %sunkaddr19 to i64*
  %.81 = load i64, i64* %38, align 8
  %.82 = icmp ne i64 %.81, 8
  %.83 = icmp ne i32 %.77, 0
  %.84 = or i1 %.83, %.82
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.63.fca.0.load)
  br label %arg0.err

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %39 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8**
  %.88.fca.0.load = load i8*, i8** %39, align 8
  %40 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr20 = getelementptr inbounds i8, i8* %40, i64 8
  %41 = bitcast i8* %sunkaddr20 to i8**
  %.88.fca.1.load = load i8*, i8** %41, align 8
  %42 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr21 = getelementptr inbounds i8, i8* %42, i64 16
  %43 = bitcast i8* %sunkaddr21 to i64*
  %.88.fca.2.load = load i64, i64* %43, align 8
  %44 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr22 = getelementptr inbounds i8, i8* %44, i64 32
  %45 = bitcast i8* %sunkaddr22 to double**
  %.88.fca.4.load = load double*, double** %45, align 8
  %46 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr23 = getelementptr inbounds i8, i8* %46, i64 40
  %47 = bitcast i8* %sunkaddr23 to i64*
  %.88.fca.5.0.load = load i64, i64* %47, align 8
  %48 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr24 = getelementptr inbounds i8, i8* %48, i64 48
  %49 = bitcast i8* %sunkaddr24 to i64*
  %.88.fca.5.1.load = load i64, i64* %49, align 8
  %50 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr25 = getelementptr inbounds i8, i8* %50, i64 56
  %51 = bitcast i8* %sunkaddr25 to i64*
  %.88.fca.6.0.load = load i64, i64* %51, align 8
  %52 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr26 = getelementptr inbounds i8, i8* %52, i64 64
  %53 = bitcast i8* %sunkaddr26 to i64*
  %.88.fca.6.1.load = load i64, i64* %53, align 8
  store double 0.000000e+00, double* %.97, align 8
  %.113 = call i32 @_ZN7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.97, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.38.fca.0.load, i8* %.38.fca.1.load, i64 %.38.fca.2.load, i64 8, double* %.38.fca.4.load, i64 %.38.fca.5.0.load, i64 %.38.fca.5.1.load, i64 %.38.fca.6.0.load, i64 %.38.fca.6.1.load, i8* %.63.fca.0.load, i8* %.63.fca.1.load, i64 %.63.fca.2.load, i64 8, double* %.63.fca.4.load, i64 %.63.fca.5.0.load, i64 %.63.fca.5.1.load, i64 %.63.fca.6.0.load, i64 %.63.fca.6.1.load, i8* %.88.fca.0.load, i8* %.88.fca.1.load, i64 %.88.fca.2.load, i64 8, double* %.88.fca.4.load, i64 %.88.fca.5.0.load, i64 %.88.fca.5.1.load, i64 %.88.fca.6.0.load, i64 %.88.fca.6.1.load) #3
  %.114 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.121 = icmp sgt i32 %.113, 0
  %.122 = select i1 %.121, { i8*, i32, i8*, i8*, i32 }* %.114, { i8*, i32, i8*, i8*, i32 }* undef
  %.123 = load double, double* %.97, align 8
  call void @NRT_decref(i8* %.38.fca.0.load)
  call void @NRT_decref(i8* %.63.fca.0.load)
  call void @NRT_decref(i8* %.88.fca.0.load)
  switch i32 %.113, label %entry.endif.endif.endif.e...endif [
    i32 -2, label %entry.endif.endif.endif.e...if.if
    i32 0, label %entry.endif.endif.endif.e...if.endif
  ]

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  %54 = icmp sgt i32 %.113, 0
  br i1 %54, label %entry.endif.endif.endif.e...endif.if, label %entry.endif.endif.endif.e...endif.endif

entry.endif.endif.endif.e...if.if:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.e...if.endif:             ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  %.143 = call i8* @PyFloat_FromDouble(double %.123)
  br label %common.ret

entry.endif.endif.endif.e...endif.if:             ; preds = %entry.endif.endif.endif.e...endif
  call void @PyErr_Clear()
  %.148 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.122, align 8
  %.149 = extractvalue { i8*, i32, i8*, i8*, i32 } %.148, 4
  %.150 = icmp sgt i32 %.149, 0
  %.153 = extractvalue { i8*, i32, i8*, i8*, i32 } %.148, 0
  %.155 = extractvalue { i8*, i32, i8*, i8*, i32 } %.148, 1
  br i1 %.150, label %entry.endif.endif.endif.e...endif.if.if, label %entry.endif.endif.endif.e...endif.if.else

entry.endif.endif.endif.e...endif.endif:          ; preds = %entry.endif.endif.endif.e...endif
  switch i32 %.113, label %entry.endif.endif.endif.e...endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.e...endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.e...endif.if.if:          ; preds = %entry.endif.endif.endif.e...endif.if
  %.156 = sext i32 %.155 to i64
  %.157 = call i8* @PyBytes_FromStringAndSize(i8* %.153, i64 %.156)
  %.158 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.122, align 8
  %.159 = extractvalue { i8*, i32, i8*, i8*, i32 } %.158, 2
  %.161 = extractvalue { i8*, i32, i8*, i8*, i32 } %.158, 3
  %.162 = bitcast i8* %.161 to i8* (i8*)*
  %.163 = call i8* %.162(i8* %.159)
  %.164 = icmp eq i8* %.163, null
  br i1 %.164, label %entry.endif.endif.endif.e...endif.if.if.if, label %entry.endif.endif.endif.e...endif.if.if.endif, !prof !8

entry.endif.endif.endif.e...endif.if.else:        ; preds = %entry.endif.endif.endif.e...endif.if
  %.177 = extractvalue { i8*, i32, i8*, i8*, i32 } %.148, 2
  %.178 = call i8* @numba_unpickle(i8* %.153, i32 %.155, i8* %.177)
  br label %entry.endif.endif.endif.e...endif.if.endif

entry.endif.endif.endif.e...endif.if.endif:       ; preds = %entry.endif.endif.endif.e...endif.if.if.endif, %entry.endif.endif.endif.e...endif.if.else
  %.180 = phi i8* [ %.168, %entry.endif.endif.endif.e...endif.if.if.endif ], [ %.178, %entry.endif.endif.endif.e...endif.if.else ]
  %.181.not = icmp eq i8* %.180, null
  br i1 %.181.not, label %common.ret, label %entry.endif.endif.endif.e...endif.if.endif.if, !prof !8

entry.endif.endif.endif.e...endif.if.if.if:       ; preds = %entry.endif.endif.endif.e...endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif.if.if.endif:    ; preds = %entry.endif.endif.endif.e...endif.if.if
  %.168 = call i8* @numba_runtime_build_excinfo_struct(i8* %.157, i8* nonnull %.163)
  %.169 = bitcast { i8*, i32, i8*, i8*, i32 }* %.122 to i8*
  call void @NRT_Free(i8* nonnull %.169)
  br label %entry.endif.endif.endif.e...endif.if.endif

entry.endif.endif.endif.e...endif.if.endif.if:    ; preds = %entry.endif.endif.endif.e...endif.if.endif
  call void @numba_do_raise(i8* nonnull %.180)
  br label %common.ret

entry.endif.endif.endif.e...endif.endif.if:       ; preds = %entry.endif.endif.endif.e...endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.e...endif.endif
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

define double @cfunc._ZN7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.3) local_unnamed_addr {
entry:
  %.5 = alloca double, align 8
  store double 0.000000e+00, double* %.5, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.9 = extractvalue [2 x i64] %extracted.shape, 0
  %.10 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 6
  %.11 = extractvalue [2 x i64] %extracted.strides, 0
  %.12 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 5
  %.13 = extractvalue [2 x i64] %extracted.shape.1, 0
  %.14 = extractvalue [2 x i64] %extracted.shape.1, 1
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 6
  %.15 = extractvalue [2 x i64] %extracted.strides.1, 0
  %.16 = extractvalue [2 x i64] %extracted.strides.1, 1
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.3, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.3, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.3, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.3, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.3, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.3, 5
  %.17 = extractvalue [2 x i64] %extracted.shape.2, 0
  %.18 = extractvalue [2 x i64] %extracted.shape.2, 1
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.3, 6
  %.19 = extractvalue [2 x i64] %extracted.strides.2, 0
  %.20 = extractvalue [2 x i64] %extracted.strides.2, 1
  %.21 = call i32 @_ZN7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.5, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.9, i64 %.10, i64 %.11, i64 %.12, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.13, i64 %.14, i64 %.15, i64 %.16, i8* %extracted.meminfo.2, i8* %extracted.parent.2, i64 %extracted.nitems.2, i64 %extracted.itemsize.2, double* %extracted.data.2, i64 %.17, i64 %.18, i64 %.19, i64 %.20) #3
  %.22 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.29 = icmp sgt i32 %.21, 0
  %.30 = select i1 %.29, { i8*, i32, i8*, i8*, i32 }* %.22, { i8*, i32, i8*, i8*, i32 }* undef
  %.31 = load double, double* %.5, align 8
  %.33 = alloca i32, align 4
  store i32 0, i32* %.33, align 4
  switch i32 %.21, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.21, 0
  call void @numba_gil_ensure(i32* nonnull %.33)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.36, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.31, %.36 ], [ %.31, %entry ], [ %.31, %entry ]
  ret double %common.ret.op

.36:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.84 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f3cfd29d690>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.84)
  call void @Py_DecRef(i8* %.84)
  call void @numba_gil_release(i32* nonnull %.33)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.39 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.30, align 8
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 4
  %.41 = icmp sgt i32 %.40, 0
  %.44 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 0
  %.46 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 1
  br i1 %.41, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.21, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.36
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.47 = sext i32 %.46 to i64
  %.48 = call i8* @PyBytes_FromStringAndSize(i8* %.44, i64 %.47)
  %.49 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.30, align 8
  %.50 = extractvalue { i8*, i32, i8*, i8*, i32 } %.49, 2
  %.52 = extractvalue { i8*, i32, i8*, i8*, i32 } %.49, 3
  %.53 = bitcast i8* %.52 to i8* (i8*)*
  %.54 = call i8* %.53(i8* %.50)
  %.55 = icmp eq i8* %.54, null
  br i1 %.55, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !8

entry.if.if.else:                                 ; preds = %entry.if.if
  %.68 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 2
  %.69 = call i8* @numba_unpickle(i8* %.44, i32 %.46, i8* %.68)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.71 = phi i8* [ %.59, %entry.if.if.if.endif ], [ %.69, %entry.if.if.else ]
  %.72.not = icmp eq i8* %.71, null
  br i1 %.72.not, label %.36, label %entry.if.if.endif.if, !prof !8

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.59 = call i8* @numba_runtime_build_excinfo_struct(i8* %.48, i8* nonnull %.54)
  %.60 = bitcast { i8*, i32, i8*, i8*, i32 }* %.30 to i8*
  call void @NRT_Free(i8* nonnull %.60)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.71)
  br label %.36

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.36

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.36
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !8

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
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
  br i1 %or.cond.i, label %B56.if, label %B0.endif.endif.endif.endif.i.i, !prof !26

B0.endif.endif.endif.endif.i.i:                   ; preds = %B56
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %.54.i.i = shl i64 %arg.b.5.1, 3
  %.55.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i.i, i64 8)
  %.57.i.i = extractvalue { i64, i1 } %.55.i.i, 1
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B56.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !8

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B0.endif.endif.endif.endif.i.i
  %.56.i.i = extractvalue { i64, i1 } %.55.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !27
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if, label %B56.endif, !prof !8

B112:                                             ; preds = %entry
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond, label %B112.if, label %B0.endif.endif.endif.endif.i, !prof !26

B0.endif.endif.endif.endif.i:                     ; preds = %B112
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.b.5.1, 3
  %.55.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i, i64 8)
  %.57.i = extractvalue { i64, i1 } %.55.i, 1
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B112.if, label %B0.endif.endif.endif.endif.endif.i, !prof !8

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = extractvalue { i64, i1 } %.55.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !40
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !8

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139899924170048, %B56 ], [ @.const.picklebuf.139899924171456, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.139899926694848, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !50
  %.32.i.i = shl nsw i64 %.51.i.i, 3
  %.33.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false), !noalias !51
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139899926694848.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.139899924128000, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.139899924125248, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %1, align 8, !noalias !54
  %2 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 8, double* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 8)
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !8

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !8

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
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
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !55

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !56

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139899923325952, %entry ], [ @.const.picklebuf.139899922840448, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899922884160, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899922884160, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899922884160, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.213 = icmp eq i64 %arg.left.5.1, 0
  %.214 = icmp eq i64 %arg.out.5.0, 0
  %.215 = icmp eq i64 %arg.out.5.1, 0
  %.216 = or i1 %.214, %.215
  %.217 = or i1 %.213, %.216
  br i1 %.217, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else, !prof !8

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
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !57

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
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !57

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
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !57

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
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !57

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
declare void @Py_FatalError(i8*) local_unnamed_addr #4

declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, i8*, i8*, i64, i8*, i64, i8*, i8*, i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { noreturn }
attributes #5 = { argmemonly nocallback nofree nosync nounwind willreturn }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!4 = !{!5, !7}
!5 = distinct !{!5, !6, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE"}
!7 = distinct !{!7, !6, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!8 = !{!"branch_weights", i32 1, i32 99}
!9 = !{i1 true}
!10 = !{!11, !13, !14, !16}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !18}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!23 = !{!"branch_weights", i32 1, i32 7}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18}
!26 = !{!"branch_weights", i32 199, i32 9801}
!27 = !{!28, !30, !31, !33, !34, !36, !37, !39}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!40 = !{!41, !43, !44, !46, !47, !49}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!50 = !{!34, !36, !37, !39}
!51 = !{!52, !37, !39}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!54 = !{!47, !49}
!55 = !{!"branch_weights", i32 2126008812, i32 21474836}
!56 = !{!"branch_weights", i32 21474836, i32 2126008812}
!57 = !{!"branch_weights", i32 99, i32 1}
