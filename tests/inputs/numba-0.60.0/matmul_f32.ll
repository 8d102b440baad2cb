; ModuleID = 'matmul_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140091489183808 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140091489183808.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140091489183808 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140091489183808, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091489183808.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.matmul_f32 = internal constant [11 x i8] c"matmul_f32\00"
@_ZN08NumbaEnv7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f69976d3950>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f69976d3950>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140091489510144 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140091489510144.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140091489510144 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140091489510144, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091489510144.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091489516544 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140091489516544.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140091489516544 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140091489516544, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091489516544.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091495663808 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140091495663808.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140091495663808 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140091495663808, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495663808.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140091491371200 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140091491371200.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140091491371200 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140091491371200, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091491371200.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091489515904 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140091489515904.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140091489515904 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140091489515904, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091489515904.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091495663808.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140091495663808.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140091495663808.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140091495663808.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495663808.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v31B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140091489516800 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\CF\02\87\94\87\94."
@.const.pickledata.140091489516800.sha1 = internal constant [20 x i8] c"v&Wh\08\C5S\CFy\BBhm\FEf\E8Z\84\9Bv\0F"
@.const.picklebuf.140091489516800 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.140091489516800, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091489516800.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091493210496 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\D2\02\87\94\87\94."
@.const.pickledata.140091493210496.sha1 = internal constant [20 x i8] c"\11\09\11\0C\DCo@\BA\19\EF\C4Q_\09\CAno\95\E0\C1"
@.const.picklebuf.140091493210496 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.140091493210496, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091493210496.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140091495439040 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140091495439040.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140091495439040 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140091495439040, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495439040.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f69976d2b90B3v32B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140091495663808.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140091495663808.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140091495663808.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140091495663808.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495663808.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v33B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* nocapture readnone %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, float* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1) local_unnamed_addr {
entry:
  %.40.i = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.B.0)
  %0 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.B.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.40.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, float* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1), !noalias !0
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE.exit [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE.exit: ; preds = %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.60 = icmp sgt i32 %.52.i, 0
  %.61 = select i1 %.60, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.61, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %entry, %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.fca.0.gep17.i863 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8**
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 4
  %.62.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !0
  %.62.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.62.fca.4.load.i = load float*, float** %.fca.4.gep.i, align 8, !noalias !0
  %.62.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i863, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.B.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  tail call void @NRT_decref(i8* %arg.B.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.168 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i)
  %.169 = extractvalue { i64, i1 } %.168, 0
  %.170 = extractvalue { i64, i1 } %.168, 1
  %.173 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.169, i64 4)
  %.175 = extractvalue { i64, i1 } %.173, 1
  %.176 = or i1 %.170, %.175
  br i1 %.176, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !4

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE.exit, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE.exit ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091489183808, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.174 = extractvalue { i64, i1 } %.173, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.174, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495663808.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to float**
  %.6.i20 = load float*, float** %6, align 8
  %.25413 = icmp sgt i64 %.62.fca.5.0.load.i, 0
  br i1 %.25413, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endif.endif
  %.2578 = icmp sgt i64 %.62.fca.5.1.load.i, 0
  br i1 %.2578, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %7 = add i64 %.62.fca.5.1.load.i, -64
  %8 = lshr i64 %7, 6
  %9 = add nuw nsw i64 %8, 1
  %n.vec124 = and i64 %.62.fca.5.1.load.i, -64
  %xtraiter140 = and i64 %9, 7
  %unroll_iter143 = and i64 %9, 576460752303423480
  %ind.escape133 = add i64 %n.vec124, -1
  %xtraiter145 = and i64 %.62.fca.5.1.load.i, 7
  %n.vec = and i64 %.62.fca.5.1.load.i, -64
  %ind.escape = add i64 %n.vec, -1
  %scevgep314 = getelementptr float, float* %.62.fca.4.load.i, i64 496
  %10 = shl i64 %.62.fca.5.1.load.i, 2
  %scevgep413 = getelementptr float, float* %.6.i20, i64 496
  %scevgep514 = getelementptr float, float* %.6.i20, i64 48
  %scevgep533 = getelementptr float, float* %.62.fca.4.load.i, i64 48
  %11 = shl nuw nsw i64 %xtraiter140, 8
  %12 = sub i64 0, %.62.fca.5.1.load.i
  %scevgep594 = getelementptr float, float* %.62.fca.4.load.i, i64 496
  %scevgep803 = getelementptr float, float* %.62.fca.4.load.i, i64 48
  %13 = shl nuw nsw i64 %xtraiter140, 8
  %14 = sub i64 0, %xtraiter145
  %scevgep830 = getelementptr float, float* %.62.fca.4.load.i, i64 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv554 = phi float* [ %.62.fca.4.load.i, %for.cond.1.preheader.us.preheader ], [ %31, %for.end.1.loopexit.us ]
  %lsr.iv550 = phi float* [ %.6.i20, %for.cond.1.preheader.us.preheader ], [ %30, %for.end.1.loopexit.us ]
  %lsr.iv534 = phi float* [ %scevgep533, %for.cond.1.preheader.us.preheader ], [ %29, %for.end.1.loopexit.us ]
  %lsr.iv515 = phi float* [ %scevgep514, %for.cond.1.preheader.us.preheader ], [ %28, %for.end.1.loopexit.us ]
  %lsr.iv414 = phi float* [ %scevgep413, %for.cond.1.preheader.us.preheader ], [ %27, %for.end.1.loopexit.us ]
  %lsr.iv315 = phi float* [ %scevgep314, %for.cond.1.preheader.us.preheader ], [ %26, %for.end.1.loopexit.us ]
  %loop.index16.us = phi i64 [ %.309.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.250.015.us = phi i64 [ %.250.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.247.014.us = phi i64 [ %spec.select.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %15 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %16 = mul i64 %.62.fca.5.1.load.i, %loop.index16.us
  %scevgep107 = getelementptr float, float* %.6.i20, i64 %16
  %17 = add i64 %.62.fca.5.1.load.i, %16
  %scevgep109 = getelementptr float, float* %.6.i20, i64 %17
  %scevgep111 = getelementptr float, float* %.62.fca.4.load.i, i64 %16
  %scevgep113 = getelementptr float, float* %.62.fca.4.load.i, i64 %17
  %18 = mul i64 %.62.fca.5.1.load.i, %loop.index16.us
  %scevgep = getelementptr float, float* %.6.i20, i64 %18
  %19 = add i64 %.62.fca.5.1.load.i, %18
  %scevgep98 = getelementptr float, float* %.6.i20, i64 %19
  %.301.us = mul i64 %loop.index16.us, %.62.fca.5.1.load.i
  br i1 %15, label %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us, label %for.body.1.preheader.split.us.us

for.end.1.loopexit.us:                            ; preds = %for.body.1.us39.us.prol.loopexit, %middle.block, %for.body.1.us.us.us, %for.body.1.us39.us, %for.body.1.us.us.us.prol.loopexit, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us, %middle.block118
  %spec.select.lcssa.us = phi i64 [ %loop.index16.us, %middle.block118 ], [ %.247.014.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %loop.index16.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index16.us, %for.body.1.us.us.us.prol.loopexit ], [ %.247.014.us, %for.body.1.us39.us ], [ %loop.index16.us, %for.body.1.us.us.us ], [ %.247.014.us, %middle.block ], [ %.247.014.us, %for.body.1.us39.us.prol.loopexit ]
  %.250.2.lcssa.us = phi i64 [ %ind.escape133, %middle.block118 ], [ %.250.015.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %.250.015.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index.111.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %lsr.iv.next829, %for.body.1.us39.us ], [ %lsr.iv.next561, %for.body.1.us.us.us ], [ %ind.escape, %middle.block ], [ %loop.index.111.us40.us.lcssa.unr, %for.body.1.us39.us.prol.loopexit ]
  %20 = bitcast float* %lsr.iv414 to i1*
  %21 = bitcast float* %lsr.iv315 to i1*
  %22 = bitcast float* %lsr.iv534 to i1*
  %23 = bitcast float* %lsr.iv515 to i1*
  %24 = bitcast float* %lsr.iv554 to i1*
  %25 = bitcast float* %lsr.iv550 to i1*
  %.309.us = add nuw nsw i64 %loop.index16.us, 1
  %scevgep317 = getelementptr i1, i1* %21, i64 %10
  %26 = bitcast i1* %scevgep317 to float*
  %scevgep416 = getelementptr i1, i1* %20, i64 %10
  %27 = bitcast i1* %scevgep416 to float*
  %scevgep517 = getelementptr i1, i1* %23, i64 %10
  %28 = bitcast i1* %scevgep517 to float*
  %scevgep536 = getelementptr i1, i1* %22, i64 %10
  %29 = bitcast i1* %scevgep536 to float*
  %scevgep552 = getelementptr i1, i1* %25, i64 %10
  %30 = bitcast i1* %scevgep552 to float*
  %scevgep556 = getelementptr i1, i1* %24, i64 %10
  %31 = bitcast i1* %scevgep556 to float*
  %exitcond88.not = icmp eq i64 %.309.us, %.62.fca.5.0.load.i
  br i1 %exitcond88.not, label %for.end, label %for.cond.1.preheader.us

for.body.1.preheader.split.us.us:                 ; preds = %for.cond.1.preheader.us
  %32 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %.270.us.us = mul i64 %loop.index16.us, %.62.fca.5.1.load.i
  br i1 %32, label %for.body.1.us.us.us.preheader, label %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us

for.body.1.us.us.us.preheader:                    ; preds = %for.body.1.preheader.split.us.us
  %33 = icmp ult i64 %.62.fca.5.1.load.i, 64
  br i1 %33, label %for.body.1.us.us.us.preheader136, label %vector.memcheck106

vector.memcheck106:                               ; preds = %for.body.1.us.us.us.preheader
  %bound0115 = icmp ult float* %scevgep107, %scevgep113
  %bound1116 = icmp ult float* %scevgep111, %scevgep109
  %found.conflict117 = and i1 %bound0115, %bound1116
  br i1 %found.conflict117, label %for.body.1.us.us.us.preheader136, label %vector.ph122

vector.ph122:                                     ; preds = %vector.memcheck106
  %34 = icmp ult i64 %7, 448
  br i1 %34, label %middle.block118.unr-lcssa, label %vector.body120.preheader

vector.body120.preheader:                         ; preds = %vector.ph122
  br label %vector.body120

vector.body120:                                   ; preds = %vector.body120.preheader, %vector.body120
  %lsr.iv512 = phi i64 [ %unroll_iter143, %vector.body120.preheader ], [ %lsr.iv.next513, %vector.body120 ]
  %index127 = phi i64 [ %index.next132.7, %vector.body120 ], [ 0, %vector.body120.preheader ]
  %scevgep401 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep401402 = bitcast float* %scevgep401 to <16 x float>*
  %scevgep403 = getelementptr <16 x float>, <16 x float>* %scevgep401402, i64 -31
  %wide.load128 = load <16 x float>, <16 x float>* %scevgep403, align 4, !alias.scope !13
  %scevgep410 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep410411 = bitcast float* %scevgep410 to <16 x float>*
  %scevgep412 = getelementptr <16 x float>, <16 x float>* %scevgep410411, i64 -30
  %wide.load129 = load <16 x float>, <16 x float>* %scevgep412, align 4, !alias.scope !13
  %scevgep407 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep407408 = bitcast float* %scevgep407 to <16 x float>*
  %scevgep409 = getelementptr <16 x float>, <16 x float>* %scevgep407408, i64 -29
  %wide.load130 = load <16 x float>, <16 x float>* %scevgep409, align 4, !alias.scope !13
  %scevgep404 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep404405 = bitcast float* %scevgep404 to <16 x float>*
  %scevgep406 = getelementptr <16 x float>, <16 x float>* %scevgep404405, i64 -28
  %wide.load131 = load <16 x float>, <16 x float>* %scevgep406, align 4, !alias.scope !13
  %35 = fmul <16 x float> %wide.load128, %wide.load128
  %36 = fmul <16 x float> %wide.load129, %wide.load129
  %37 = fmul <16 x float> %wide.load130, %wide.load130
  %38 = fmul <16 x float> %wide.load131, %wide.load131
  %scevgep500 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep500501 = bitcast float* %scevgep500 to <16 x float>*
  %scevgep502 = getelementptr <16 x float>, <16 x float>* %scevgep500501, i64 -31
  store <16 x float> %35, <16 x float>* %scevgep502, align 4, !alias.scope !16, !noalias !13
  %scevgep509 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep509510 = bitcast float* %scevgep509 to <16 x float>*
  %scevgep511 = getelementptr <16 x float>, <16 x float>* %scevgep509510, i64 -30
  store <16 x float> %36, <16 x float>* %scevgep511, align 4, !alias.scope !16, !noalias !13
  %scevgep506 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep506507 = bitcast float* %scevgep506 to <16 x float>*
  %scevgep508 = getelementptr <16 x float>, <16 x float>* %scevgep506507, i64 -29
  store <16 x float> %37, <16 x float>* %scevgep508, align 4, !alias.scope !16, !noalias !13
  %scevgep503 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep503504 = bitcast float* %scevgep503 to <16 x float>*
  %scevgep505 = getelementptr <16 x float>, <16 x float>* %scevgep503504, i64 -28
  store <16 x float> %38, <16 x float>* %scevgep505, align 4, !alias.scope !16, !noalias !13
  %scevgep387 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep387388 = bitcast float* %scevgep387 to <16 x float>*
  %scevgep389 = getelementptr <16 x float>, <16 x float>* %scevgep387388, i64 -27
  %wide.load128.1 = load <16 x float>, <16 x float>* %scevgep389, align 4, !alias.scope !13
  %scevgep384 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep384385 = bitcast float* %scevgep384 to <16 x float>*
  %scevgep386 = getelementptr <16 x float>, <16 x float>* %scevgep384385, i64 -26
  %wide.load129.1 = load <16 x float>, <16 x float>* %scevgep386, align 4, !alias.scope !13
  %scevgep381 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep381382 = bitcast float* %scevgep381 to <16 x float>*
  %scevgep383 = getelementptr <16 x float>, <16 x float>* %scevgep381382, i64 -25
  %wide.load130.1 = load <16 x float>, <16 x float>* %scevgep383, align 4, !alias.scope !13
  %scevgep378 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep378379 = bitcast float* %scevgep378 to <16 x float>*
  %scevgep380 = getelementptr <16 x float>, <16 x float>* %scevgep378379, i64 -24
  %wide.load131.1 = load <16 x float>, <16 x float>* %scevgep380, align 4, !alias.scope !13
  %39 = fmul <16 x float> %wide.load128.1, %wide.load128.1
  %40 = fmul <16 x float> %wide.load129.1, %wide.load129.1
  %41 = fmul <16 x float> %wide.load130.1, %wide.load130.1
  %42 = fmul <16 x float> %wide.load131.1, %wide.load131.1
  %scevgep486 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep486487 = bitcast float* %scevgep486 to <16 x float>*
  %scevgep488 = getelementptr <16 x float>, <16 x float>* %scevgep486487, i64 -27
  store <16 x float> %39, <16 x float>* %scevgep488, align 4, !alias.scope !16, !noalias !13
  %scevgep483 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep483484 = bitcast float* %scevgep483 to <16 x float>*
  %scevgep485 = getelementptr <16 x float>, <16 x float>* %scevgep483484, i64 -26
  store <16 x float> %40, <16 x float>* %scevgep485, align 4, !alias.scope !16, !noalias !13
  %scevgep480 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep480481 = bitcast float* %scevgep480 to <16 x float>*
  %scevgep482 = getelementptr <16 x float>, <16 x float>* %scevgep480481, i64 -25
  store <16 x float> %41, <16 x float>* %scevgep482, align 4, !alias.scope !16, !noalias !13
  %scevgep477 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep477478 = bitcast float* %scevgep477 to <16 x float>*
  %scevgep479 = getelementptr <16 x float>, <16 x float>* %scevgep477478, i64 -24
  store <16 x float> %42, <16 x float>* %scevgep479, align 4, !alias.scope !16, !noalias !13
  %scevgep375 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep375376 = bitcast float* %scevgep375 to <16 x float>*
  %scevgep377 = getelementptr <16 x float>, <16 x float>* %scevgep375376, i64 -23
  %wide.load128.2 = load <16 x float>, <16 x float>* %scevgep377, align 4, !alias.scope !13
  %scevgep372 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep372373 = bitcast float* %scevgep372 to <16 x float>*
  %scevgep374 = getelementptr <16 x float>, <16 x float>* %scevgep372373, i64 -22
  %wide.load129.2 = load <16 x float>, <16 x float>* %scevgep374, align 4, !alias.scope !13
  %scevgep369 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep369370 = bitcast float* %scevgep369 to <16 x float>*
  %scevgep371 = getelementptr <16 x float>, <16 x float>* %scevgep369370, i64 -21
  %wide.load130.2 = load <16 x float>, <16 x float>* %scevgep371, align 4, !alias.scope !13
  %scevgep366 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep366367 = bitcast float* %scevgep366 to <16 x float>*
  %scevgep368 = getelementptr <16 x float>, <16 x float>* %scevgep366367, i64 -20
  %wide.load131.2 = load <16 x float>, <16 x float>* %scevgep368, align 4, !alias.scope !13
  %43 = fmul <16 x float> %wide.load128.2, %wide.load128.2
  %44 = fmul <16 x float> %wide.load129.2, %wide.load129.2
  %45 = fmul <16 x float> %wide.load130.2, %wide.load130.2
  %46 = fmul <16 x float> %wide.load131.2, %wide.load131.2
  %scevgep474 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep474475 = bitcast float* %scevgep474 to <16 x float>*
  %scevgep476 = getelementptr <16 x float>, <16 x float>* %scevgep474475, i64 -23
  store <16 x float> %43, <16 x float>* %scevgep476, align 4, !alias.scope !16, !noalias !13
  %scevgep471 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep471472 = bitcast float* %scevgep471 to <16 x float>*
  %scevgep473 = getelementptr <16 x float>, <16 x float>* %scevgep471472, i64 -22
  store <16 x float> %44, <16 x float>* %scevgep473, align 4, !alias.scope !16, !noalias !13
  %scevgep468 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep468469 = bitcast float* %scevgep468 to <16 x float>*
  %scevgep470 = getelementptr <16 x float>, <16 x float>* %scevgep468469, i64 -21
  store <16 x float> %45, <16 x float>* %scevgep470, align 4, !alias.scope !16, !noalias !13
  %scevgep465 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep465466 = bitcast float* %scevgep465 to <16 x float>*
  %scevgep467 = getelementptr <16 x float>, <16 x float>* %scevgep465466, i64 -20
  store <16 x float> %46, <16 x float>* %scevgep467, align 4, !alias.scope !16, !noalias !13
  %scevgep363 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep363364 = bitcast float* %scevgep363 to <16 x float>*
  %scevgep365 = getelementptr <16 x float>, <16 x float>* %scevgep363364, i64 -19
  %wide.load128.3 = load <16 x float>, <16 x float>* %scevgep365, align 4, !alias.scope !13
  %scevgep360 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep360361 = bitcast float* %scevgep360 to <16 x float>*
  %scevgep362 = getelementptr <16 x float>, <16 x float>* %scevgep360361, i64 -18
  %wide.load129.3 = load <16 x float>, <16 x float>* %scevgep362, align 4, !alias.scope !13
  %scevgep357 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep357358 = bitcast float* %scevgep357 to <16 x float>*
  %scevgep359 = getelementptr <16 x float>, <16 x float>* %scevgep357358, i64 -17
  %wide.load130.3 = load <16 x float>, <16 x float>* %scevgep359, align 4, !alias.scope !13
  %scevgep354 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep354355 = bitcast float* %scevgep354 to <16 x float>*
  %scevgep356 = getelementptr <16 x float>, <16 x float>* %scevgep354355, i64 -16
  %wide.load131.3 = load <16 x float>, <16 x float>* %scevgep356, align 4, !alias.scope !13
  %47 = fmul <16 x float> %wide.load128.3, %wide.load128.3
  %48 = fmul <16 x float> %wide.load129.3, %wide.load129.3
  %49 = fmul <16 x float> %wide.load130.3, %wide.load130.3
  %50 = fmul <16 x float> %wide.load131.3, %wide.load131.3
  %scevgep462 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep462463 = bitcast float* %scevgep462 to <16 x float>*
  %scevgep464 = getelementptr <16 x float>, <16 x float>* %scevgep462463, i64 -19
  store <16 x float> %47, <16 x float>* %scevgep464, align 4, !alias.scope !16, !noalias !13
  %scevgep459 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep459460 = bitcast float* %scevgep459 to <16 x float>*
  %scevgep461 = getelementptr <16 x float>, <16 x float>* %scevgep459460, i64 -18
  store <16 x float> %48, <16 x float>* %scevgep461, align 4, !alias.scope !16, !noalias !13
  %scevgep456 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep456457 = bitcast float* %scevgep456 to <16 x float>*
  %scevgep458 = getelementptr <16 x float>, <16 x float>* %scevgep456457, i64 -17
  store <16 x float> %49, <16 x float>* %scevgep458, align 4, !alias.scope !16, !noalias !13
  %scevgep453 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep453454 = bitcast float* %scevgep453 to <16 x float>*
  %scevgep455 = getelementptr <16 x float>, <16 x float>* %scevgep453454, i64 -16
  store <16 x float> %50, <16 x float>* %scevgep455, align 4, !alias.scope !16, !noalias !13
  %scevgep351 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep351352 = bitcast float* %scevgep351 to <16 x float>*
  %scevgep353 = getelementptr <16 x float>, <16 x float>* %scevgep351352, i64 -15
  %wide.load128.4 = load <16 x float>, <16 x float>* %scevgep353, align 4, !alias.scope !13
  %scevgep348 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep348349 = bitcast float* %scevgep348 to <16 x float>*
  %scevgep350 = getelementptr <16 x float>, <16 x float>* %scevgep348349, i64 -14
  %wide.load129.4 = load <16 x float>, <16 x float>* %scevgep350, align 4, !alias.scope !13
  %scevgep345 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep345346 = bitcast float* %scevgep345 to <16 x float>*
  %scevgep347 = getelementptr <16 x float>, <16 x float>* %scevgep345346, i64 -13
  %wide.load130.4 = load <16 x float>, <16 x float>* %scevgep347, align 4, !alias.scope !13
  %scevgep342 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep342343 = bitcast float* %scevgep342 to <16 x float>*
  %scevgep344 = getelementptr <16 x float>, <16 x float>* %scevgep342343, i64 -12
  %wide.load131.4 = load <16 x float>, <16 x float>* %scevgep344, align 4, !alias.scope !13
  %51 = fmul <16 x float> %wide.load128.4, %wide.load128.4
  %52 = fmul <16 x float> %wide.load129.4, %wide.load129.4
  %53 = fmul <16 x float> %wide.load130.4, %wide.load130.4
  %54 = fmul <16 x float> %wide.load131.4, %wide.load131.4
  %scevgep450 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep450451 = bitcast float* %scevgep450 to <16 x float>*
  %scevgep452 = getelementptr <16 x float>, <16 x float>* %scevgep450451, i64 -15
  store <16 x float> %51, <16 x float>* %scevgep452, align 4, !alias.scope !16, !noalias !13
  %scevgep447 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep447448 = bitcast float* %scevgep447 to <16 x float>*
  %scevgep449 = getelementptr <16 x float>, <16 x float>* %scevgep447448, i64 -14
  store <16 x float> %52, <16 x float>* %scevgep449, align 4, !alias.scope !16, !noalias !13
  %scevgep444 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep444445 = bitcast float* %scevgep444 to <16 x float>*
  %scevgep446 = getelementptr <16 x float>, <16 x float>* %scevgep444445, i64 -13
  store <16 x float> %53, <16 x float>* %scevgep446, align 4, !alias.scope !16, !noalias !13
  %scevgep441 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep441442 = bitcast float* %scevgep441 to <16 x float>*
  %scevgep443 = getelementptr <16 x float>, <16 x float>* %scevgep441442, i64 -12
  store <16 x float> %54, <16 x float>* %scevgep443, align 4, !alias.scope !16, !noalias !13
  %scevgep339 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep339340 = bitcast float* %scevgep339 to <16 x float>*
  %scevgep341 = getelementptr <16 x float>, <16 x float>* %scevgep339340, i64 -11
  %wide.load128.5 = load <16 x float>, <16 x float>* %scevgep341, align 4, !alias.scope !13
  %scevgep336 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep336337 = bitcast float* %scevgep336 to <16 x float>*
  %scevgep338 = getelementptr <16 x float>, <16 x float>* %scevgep336337, i64 -10
  %wide.load129.5 = load <16 x float>, <16 x float>* %scevgep338, align 4, !alias.scope !13
  %scevgep333 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep333334 = bitcast float* %scevgep333 to <16 x float>*
  %scevgep335 = getelementptr <16 x float>, <16 x float>* %scevgep333334, i64 -9
  %wide.load130.5 = load <16 x float>, <16 x float>* %scevgep335, align 4, !alias.scope !13
  %scevgep330 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep330331 = bitcast float* %scevgep330 to <16 x float>*
  %scevgep332 = getelementptr <16 x float>, <16 x float>* %scevgep330331, i64 -8
  %wide.load131.5 = load <16 x float>, <16 x float>* %scevgep332, align 4, !alias.scope !13
  %55 = fmul <16 x float> %wide.load128.5, %wide.load128.5
  %56 = fmul <16 x float> %wide.load129.5, %wide.load129.5
  %57 = fmul <16 x float> %wide.load130.5, %wide.load130.5
  %58 = fmul <16 x float> %wide.load131.5, %wide.load131.5
  %scevgep438 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep438439 = bitcast float* %scevgep438 to <16 x float>*
  %scevgep440 = getelementptr <16 x float>, <16 x float>* %scevgep438439, i64 -11
  store <16 x float> %55, <16 x float>* %scevgep440, align 4, !alias.scope !16, !noalias !13
  %scevgep435 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep435436 = bitcast float* %scevgep435 to <16 x float>*
  %scevgep437 = getelementptr <16 x float>, <16 x float>* %scevgep435436, i64 -10
  store <16 x float> %56, <16 x float>* %scevgep437, align 4, !alias.scope !16, !noalias !13
  %scevgep432 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep432433 = bitcast float* %scevgep432 to <16 x float>*
  %scevgep434 = getelementptr <16 x float>, <16 x float>* %scevgep432433, i64 -9
  store <16 x float> %57, <16 x float>* %scevgep434, align 4, !alias.scope !16, !noalias !13
  %scevgep429 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep429430 = bitcast float* %scevgep429 to <16 x float>*
  %scevgep431 = getelementptr <16 x float>, <16 x float>* %scevgep429430, i64 -8
  store <16 x float> %58, <16 x float>* %scevgep431, align 4, !alias.scope !16, !noalias !13
  %scevgep327 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep327328 = bitcast float* %scevgep327 to <16 x float>*
  %scevgep329 = getelementptr <16 x float>, <16 x float>* %scevgep327328, i64 -7
  %wide.load128.6 = load <16 x float>, <16 x float>* %scevgep329, align 4, !alias.scope !13
  %scevgep324 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep324325 = bitcast float* %scevgep324 to <16 x float>*
  %scevgep326 = getelementptr <16 x float>, <16 x float>* %scevgep324325, i64 -6
  %wide.load129.6 = load <16 x float>, <16 x float>* %scevgep326, align 4, !alias.scope !13
  %scevgep321 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep321322 = bitcast float* %scevgep321 to <16 x float>*
  %scevgep323 = getelementptr <16 x float>, <16 x float>* %scevgep321322, i64 -5
  %wide.load130.6 = load <16 x float>, <16 x float>* %scevgep323, align 4, !alias.scope !13
  %scevgep318 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep318319 = bitcast float* %scevgep318 to <16 x float>*
  %scevgep320 = getelementptr <16 x float>, <16 x float>* %scevgep318319, i64 -4
  %wide.load131.6 = load <16 x float>, <16 x float>* %scevgep320, align 4, !alias.scope !13
  %59 = fmul <16 x float> %wide.load128.6, %wide.load128.6
  %60 = fmul <16 x float> %wide.load129.6, %wide.load129.6
  %61 = fmul <16 x float> %wide.load130.6, %wide.load130.6
  %62 = fmul <16 x float> %wide.load131.6, %wide.load131.6
  %scevgep426 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep426427 = bitcast float* %scevgep426 to <16 x float>*
  %scevgep428 = getelementptr <16 x float>, <16 x float>* %scevgep426427, i64 -7
  store <16 x float> %59, <16 x float>* %scevgep428, align 4, !alias.scope !16, !noalias !13
  %scevgep423 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep423424 = bitcast float* %scevgep423 to <16 x float>*
  %scevgep425 = getelementptr <16 x float>, <16 x float>* %scevgep423424, i64 -6
  store <16 x float> %60, <16 x float>* %scevgep425, align 4, !alias.scope !16, !noalias !13
  %scevgep420 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep420421 = bitcast float* %scevgep420 to <16 x float>*
  %scevgep422 = getelementptr <16 x float>, <16 x float>* %scevgep420421, i64 -5
  store <16 x float> %61, <16 x float>* %scevgep422, align 4, !alias.scope !16, !noalias !13
  %scevgep417 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep417418 = bitcast float* %scevgep417 to <16 x float>*
  %scevgep419 = getelementptr <16 x float>, <16 x float>* %scevgep417418, i64 -4
  store <16 x float> %62, <16 x float>* %scevgep419, align 4, !alias.scope !16, !noalias !13
  %scevgep398 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep398399 = bitcast float* %scevgep398 to <16 x float>*
  %scevgep400 = getelementptr <16 x float>, <16 x float>* %scevgep398399, i64 -3
  %wide.load128.7 = load <16 x float>, <16 x float>* %scevgep400, align 4, !alias.scope !13
  %scevgep395 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep395396 = bitcast float* %scevgep395 to <16 x float>*
  %scevgep397 = getelementptr <16 x float>, <16 x float>* %scevgep395396, i64 -2
  %wide.load129.7 = load <16 x float>, <16 x float>* %scevgep397, align 4, !alias.scope !13
  %scevgep392 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep392393 = bitcast float* %scevgep392 to <16 x float>*
  %scevgep394 = getelementptr <16 x float>, <16 x float>* %scevgep392393, i64 -1
  %wide.load130.7 = load <16 x float>, <16 x float>* %scevgep394, align 4, !alias.scope !13
  %scevgep390 = getelementptr float, float* %lsr.iv315, i64 %index127
  %scevgep390391 = bitcast float* %scevgep390 to <16 x float>*
  %wide.load131.7 = load <16 x float>, <16 x float>* %scevgep390391, align 4, !alias.scope !13
  %63 = fmul <16 x float> %wide.load128.7, %wide.load128.7
  %64 = fmul <16 x float> %wide.load129.7, %wide.load129.7
  %65 = fmul <16 x float> %wide.load130.7, %wide.load130.7
  %66 = fmul <16 x float> %wide.load131.7, %wide.load131.7
  %scevgep497 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep497498 = bitcast float* %scevgep497 to <16 x float>*
  %scevgep499 = getelementptr <16 x float>, <16 x float>* %scevgep497498, i64 -3
  store <16 x float> %63, <16 x float>* %scevgep499, align 4, !alias.scope !16, !noalias !13
  %scevgep494 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep494495 = bitcast float* %scevgep494 to <16 x float>*
  %scevgep496 = getelementptr <16 x float>, <16 x float>* %scevgep494495, i64 -2
  store <16 x float> %64, <16 x float>* %scevgep496, align 4, !alias.scope !16, !noalias !13
  %scevgep491 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep491492 = bitcast float* %scevgep491 to <16 x float>*
  %scevgep493 = getelementptr <16 x float>, <16 x float>* %scevgep491492, i64 -1
  store <16 x float> %65, <16 x float>* %scevgep493, align 4, !alias.scope !16, !noalias !13
  %scevgep489 = getelementptr float, float* %lsr.iv414, i64 %index127
  %scevgep489490 = bitcast float* %scevgep489 to <16 x float>*
  store <16 x float> %66, <16 x float>* %scevgep489490, align 4, !alias.scope !16, !noalias !13
  %index.next132.7 = add i64 %index127, 512
  %lsr.iv.next513 = add i64 %lsr.iv512, -8
  %niter144.ncmp.7 = icmp eq i64 %lsr.iv.next513, 0
  br i1 %niter144.ncmp.7, label %middle.block118.unr-lcssa, label %vector.body120, !llvm.loop !18

middle.block118.unr-lcssa:                        ; preds = %vector.body120, %vector.ph122
  %index127.unr = phi i64 [ 0, %vector.ph122 ], [ %index.next132.7, %vector.body120 ]
  %67 = icmp eq i64 %xtraiter140, 0
  br i1 %67, label %middle.block118, label %vector.body120.epil.preheader

vector.body120.epil.preheader:                    ; preds = %middle.block118.unr-lcssa
  %scevgep518 = getelementptr float, float* %lsr.iv515, i64 %index127.unr
  %scevgep537 = getelementptr float, float* %lsr.iv534, i64 %index127.unr
  br label %vector.body120.epil

vector.body120.epil:                              ; preds = %vector.body120.epil.preheader, %vector.body120.epil
  %lsr.iv519 = phi i64 [ 0, %vector.body120.epil.preheader ], [ %lsr.iv.next520, %vector.body120.epil ]
  %68 = bitcast float* %scevgep537 to i8*
  %69 = bitcast float* %scevgep518 to i8*
  %uglygep547 = getelementptr i8, i8* %68, i64 %lsr.iv519
  %uglygep547548 = bitcast i8* %uglygep547 to <16 x float>*
  %scevgep549 = getelementptr <16 x float>, <16 x float>* %uglygep547548, i64 -3
  %wide.load128.epil = load <16 x float>, <16 x float>* %scevgep549, align 4, !alias.scope !13
  %uglygep544 = getelementptr i8, i8* %68, i64 %lsr.iv519
  %uglygep544545 = bitcast i8* %uglygep544 to <16 x float>*
  %scevgep546 = getelementptr <16 x float>, <16 x float>* %uglygep544545, i64 -2
  %wide.load129.epil = load <16 x float>, <16 x float>* %scevgep546, align 4, !alias.scope !13
  %uglygep541 = getelementptr i8, i8* %68, i64 %lsr.iv519
  %uglygep541542 = bitcast i8* %uglygep541 to <16 x float>*
  %scevgep543 = getelementptr <16 x float>, <16 x float>* %uglygep541542, i64 -1
  %wide.load130.epil = load <16 x float>, <16 x float>* %scevgep543, align 4, !alias.scope !13
  %uglygep539 = getelementptr i8, i8* %68, i64 %lsr.iv519
  %uglygep539540 = bitcast i8* %uglygep539 to <16 x float>*
  %wide.load131.epil = load <16 x float>, <16 x float>* %uglygep539540, align 4, !alias.scope !13
  %70 = fmul <16 x float> %wide.load128.epil, %wide.load128.epil
  %71 = fmul <16 x float> %wide.load129.epil, %wide.load129.epil
  %72 = fmul <16 x float> %wide.load130.epil, %wide.load130.epil
  %73 = fmul <16 x float> %wide.load131.epil, %wide.load131.epil
  %uglygep530 = getelementptr i8, i8* %69, i64 %lsr.iv519
  %uglygep530531 = bitcast i8* %uglygep530 to <16 x float>*
  %scevgep532 = getelementptr <16 x float>, <16 x float>* %uglygep530531, i64 -3
  store <16 x float> %70, <16 x float>* %scevgep532, align 4, !alias.scope !16, !noalias !13
  %uglygep527 = getelementptr i8, i8* %69, i64 %lsr.iv519
  %uglygep527528 = bitcast i8* %uglygep527 to <16 x float>*
  %scevgep529 = getelementptr <16 x float>, <16 x float>* %uglygep527528, i64 -2
  store <16 x float> %71, <16 x float>* %scevgep529, align 4, !alias.scope !16, !noalias !13
  %uglygep524 = getelementptr i8, i8* %69, i64 %lsr.iv519
  %uglygep524525 = bitcast i8* %uglygep524 to <16 x float>*
  %scevgep526 = getelementptr <16 x float>, <16 x float>* %uglygep524525, i64 -1
  store <16 x float> %72, <16 x float>* %scevgep526, align 4, !alias.scope !16, !noalias !13
  %uglygep522 = getelementptr i8, i8* %69, i64 %lsr.iv519
  %uglygep522523 = bitcast i8* %uglygep522 to <16 x float>*
  store <16 x float> %73, <16 x float>* %uglygep522523, align 4, !alias.scope !16, !noalias !13
  %lsr.iv.next520 = add nuw nsw i64 %lsr.iv519, 256
  %epil.iter141.cmp.not = icmp eq i64 %11, %lsr.iv.next520
  br i1 %epil.iter141.cmp.not, label %middle.block118, label %vector.body120.epil, !llvm.loop !20

middle.block118:                                  ; preds = %vector.body120.epil, %middle.block118.unr-lcssa
  %74 = icmp eq i64 %.62.fca.5.1.load.i, %n.vec124
  br i1 %74, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader136

for.body.1.us.us.us.preheader136:                 ; preds = %vector.memcheck106, %for.body.1.us.us.us.preheader, %middle.block118
  %loop.index.111.us.us.us.ph = phi i64 [ 0, %vector.memcheck106 ], [ 0, %for.body.1.us.us.us.preheader ], [ %n.vec124, %middle.block118 ]
  %75 = icmp eq i64 %xtraiter145, 0
  %76 = xor i64 %loop.index.111.us.us.us.ph, -1
  %77 = add i64 %.62.fca.5.1.load.i, %76
  br i1 %75, label %for.body.1.us.us.us.prol.loopexit, label %for.body.1.us.us.us.prol.preheader

for.body.1.us.us.us.prol.preheader:               ; preds = %for.body.1.us.us.us.preheader136
  br label %for.body.1.us.us.us.prol

for.body.1.us.us.us.prol:                         ; preds = %for.body.1.us.us.us.prol.preheader, %for.body.1.us.us.us.prol
  %lsr.iv558 = phi i64 [ %xtraiter145, %for.body.1.us.us.us.prol.preheader ], [ %lsr.iv.next559, %for.body.1.us.us.us.prol ]
  %loop.index.111.us.us.us.prol = phi i64 [ %.307.us.us.us.prol, %for.body.1.us.us.us.prol ], [ %loop.index.111.us.us.us.ph, %for.body.1.us.us.us.prol.preheader ]
  %scevgep557 = getelementptr float, float* %lsr.iv554, i64 %loop.index.111.us.us.us.prol
  %.275.us.us.us.prol = load float, float* %scevgep557, align 4
  %.5.i1.us.us.us.prol = fmul float %.275.us.us.us.prol, %.275.us.us.us.prol
  %scevgep553 = getelementptr float, float* %lsr.iv550, i64 %loop.index.111.us.us.us.prol
  store float %.5.i1.us.us.us.prol, float* %scevgep553, align 4
  %.307.us.us.us.prol = add nuw i64 %loop.index.111.us.us.us.prol, 1
  %lsr.iv.next559 = add nsw i64 %lsr.iv558, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next559, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.us.us.prol.loopexit.loopexit, label %for.body.1.us.us.us.prol, !llvm.loop !22

for.body.1.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us.us.us.prol
  %78 = add i64 %.307.us.us.us.prol, -1
  br label %for.body.1.us.us.us.prol.loopexit

for.body.1.us.us.us.prol.loopexit:                ; preds = %for.body.1.us.us.us.prol.loopexit.loopexit, %for.body.1.us.us.us.preheader136
  %loop.index.111.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.1.us.us.us.preheader136 ], [ %78, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %loop.index.111.us.us.us.unr = phi i64 [ %loop.index.111.us.us.us.ph, %for.body.1.us.us.us.preheader136 ], [ %.307.us.us.us.prol, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %79 = icmp ult i64 %77, 7
  br i1 %79, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader156

for.body.1.us.us.us.preheader156:                 ; preds = %for.body.1.us.us.us.prol.loopexit
  %80 = add i64 %loop.index.111.us.us.us.unr, -1
  br label %for.body.1.us.us.us

for.body.1.preheader.for.body.1.preheader.split_crit_edge.us: ; preds = %for.cond.1.preheader.us
  %81 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %.270.us43.us = mul i64 %.247.014.us, %.62.fca.5.1.load.i
  br i1 %81, label %for.body.1.us39.us.preheader, label %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us

for.body.1.us39.us.preheader:                     ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %82 = icmp ult i64 %.62.fca.5.1.load.i, 64
  br i1 %82, label %for.body.1.us39.us.preheader134, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us39.us.preheader
  %83 = bitcast float* %scevgep to i8*
  %84 = bitcast float* %.62.fca.4.load.i to i8*
  %scevgep100 = getelementptr float, float* %.62.fca.4.load.i, i64 %.270.us43.us
  %85 = shl i64 %.247.014.us, 2
  %86 = add i64 %85, 4
  %87 = mul i64 %.62.fca.5.1.load.i, %86
  %uglygep = getelementptr i8, i8* %84, i64 %87
  %bound0 = icmp ugt i8* %uglygep, %83
  %bound1 = icmp ult float* %scevgep100, %scevgep98
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.us39.us.preheader134, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %88 = icmp ult i64 %7, 448
  br i1 %88, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep595 = getelementptr float, float* %scevgep594, i64 %.270.us43.us
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv786 = phi i64 [ %unroll_iter143, %vector.body.preheader ], [ %lsr.iv.next787, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep679 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep679680 = bitcast float* %scevgep679 to <16 x float>*
  %scevgep681 = getelementptr <16 x float>, <16 x float>* %scevgep679680, i64 -31
  %wide.load = load <16 x float>, <16 x float>* %scevgep681, align 4, !alias.scope !23
  %scevgep688 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep688689 = bitcast float* %scevgep688 to <16 x float>*
  %scevgep690 = getelementptr <16 x float>, <16 x float>* %scevgep688689, i64 -30
  %wide.load103 = load <16 x float>, <16 x float>* %scevgep690, align 4, !alias.scope !23
  %scevgep685 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep685686 = bitcast float* %scevgep685 to <16 x float>*
  %scevgep687 = getelementptr <16 x float>, <16 x float>* %scevgep685686, i64 -29
  %wide.load104 = load <16 x float>, <16 x float>* %scevgep687, align 4, !alias.scope !23
  %scevgep682 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep682683 = bitcast float* %scevgep682 to <16 x float>*
  %scevgep684 = getelementptr <16 x float>, <16 x float>* %scevgep682683, i64 -28
  %wide.load105 = load <16 x float>, <16 x float>* %scevgep684, align 4, !alias.scope !23
  %89 = fmul <16 x float> %wide.load, %wide.load
  %90 = fmul <16 x float> %wide.load103, %wide.load103
  %91 = fmul <16 x float> %wide.load104, %wide.load104
  %92 = fmul <16 x float> %wide.load105, %wide.load105
  %scevgep774 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep774775 = bitcast float* %scevgep774 to <16 x float>*
  %scevgep776 = getelementptr <16 x float>, <16 x float>* %scevgep774775, i64 -31
  store <16 x float> %89, <16 x float>* %scevgep776, align 4, !alias.scope !26, !noalias !23
  %scevgep783 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep783784 = bitcast float* %scevgep783 to <16 x float>*
  %scevgep785 = getelementptr <16 x float>, <16 x float>* %scevgep783784, i64 -30
  store <16 x float> %90, <16 x float>* %scevgep785, align 4, !alias.scope !26, !noalias !23
  %scevgep780 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep780781 = bitcast float* %scevgep780 to <16 x float>*
  %scevgep782 = getelementptr <16 x float>, <16 x float>* %scevgep780781, i64 -29
  store <16 x float> %91, <16 x float>* %scevgep782, align 4, !alias.scope !26, !noalias !23
  %scevgep777 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep777778 = bitcast float* %scevgep777 to <16 x float>*
  %scevgep779 = getelementptr <16 x float>, <16 x float>* %scevgep777778, i64 -28
  store <16 x float> %92, <16 x float>* %scevgep779, align 4, !alias.scope !26, !noalias !23
  %scevgep665 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep665666 = bitcast float* %scevgep665 to <16 x float>*
  %scevgep667 = getelementptr <16 x float>, <16 x float>* %scevgep665666, i64 -27
  %wide.load.1 = load <16 x float>, <16 x float>* %scevgep667, align 4, !alias.scope !23
  %scevgep662 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep662663 = bitcast float* %scevgep662 to <16 x float>*
  %scevgep664 = getelementptr <16 x float>, <16 x float>* %scevgep662663, i64 -26
  %wide.load103.1 = load <16 x float>, <16 x float>* %scevgep664, align 4, !alias.scope !23
  %scevgep659 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep659660 = bitcast float* %scevgep659 to <16 x float>*
  %scevgep661 = getelementptr <16 x float>, <16 x float>* %scevgep659660, i64 -25
  %wide.load104.1 = load <16 x float>, <16 x float>* %scevgep661, align 4, !alias.scope !23
  %scevgep656 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep656657 = bitcast float* %scevgep656 to <16 x float>*
  %scevgep658 = getelementptr <16 x float>, <16 x float>* %scevgep656657, i64 -24
  %wide.load105.1 = load <16 x float>, <16 x float>* %scevgep658, align 4, !alias.scope !23
  %93 = fmul <16 x float> %wide.load.1, %wide.load.1
  %94 = fmul <16 x float> %wide.load103.1, %wide.load103.1
  %95 = fmul <16 x float> %wide.load104.1, %wide.load104.1
  %96 = fmul <16 x float> %wide.load105.1, %wide.load105.1
  %scevgep760 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep760761 = bitcast float* %scevgep760 to <16 x float>*
  %scevgep762 = getelementptr <16 x float>, <16 x float>* %scevgep760761, i64 -27
  store <16 x float> %93, <16 x float>* %scevgep762, align 4, !alias.scope !26, !noalias !23
  %scevgep757 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep757758 = bitcast float* %scevgep757 to <16 x float>*
  %scevgep759 = getelementptr <16 x float>, <16 x float>* %scevgep757758, i64 -26
  store <16 x float> %94, <16 x float>* %scevgep759, align 4, !alias.scope !26, !noalias !23
  %scevgep754 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep754755 = bitcast float* %scevgep754 to <16 x float>*
  %scevgep756 = getelementptr <16 x float>, <16 x float>* %scevgep754755, i64 -25
  store <16 x float> %95, <16 x float>* %scevgep756, align 4, !alias.scope !26, !noalias !23
  %scevgep751 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep751752 = bitcast float* %scevgep751 to <16 x float>*
  %scevgep753 = getelementptr <16 x float>, <16 x float>* %scevgep751752, i64 -24
  store <16 x float> %96, <16 x float>* %scevgep753, align 4, !alias.scope !26, !noalias !23
  %scevgep653 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep653654 = bitcast float* %scevgep653 to <16 x float>*
  %scevgep655 = getelementptr <16 x float>, <16 x float>* %scevgep653654, i64 -23
  %wide.load.2 = load <16 x float>, <16 x float>* %scevgep655, align 4, !alias.scope !23
  %scevgep650 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep650651 = bitcast float* %scevgep650 to <16 x float>*
  %scevgep652 = getelementptr <16 x float>, <16 x float>* %scevgep650651, i64 -22
  %wide.load103.2 = load <16 x float>, <16 x float>* %scevgep652, align 4, !alias.scope !23
  %scevgep647 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep647648 = bitcast float* %scevgep647 to <16 x float>*
  %scevgep649 = getelementptr <16 x float>, <16 x float>* %scevgep647648, i64 -21
  %wide.load104.2 = load <16 x float>, <16 x float>* %scevgep649, align 4, !alias.scope !23
  %scevgep644 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep644645 = bitcast float* %scevgep644 to <16 x float>*
  %scevgep646 = getelementptr <16 x float>, <16 x float>* %scevgep644645, i64 -20
  %wide.load105.2 = load <16 x float>, <16 x float>* %scevgep646, align 4, !alias.scope !23
  %97 = fmul <16 x float> %wide.load.2, %wide.load.2
  %98 = fmul <16 x float> %wide.load103.2, %wide.load103.2
  %99 = fmul <16 x float> %wide.load104.2, %wide.load104.2
  %100 = fmul <16 x float> %wide.load105.2, %wide.load105.2
  %scevgep748 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep748749 = bitcast float* %scevgep748 to <16 x float>*
  %scevgep750 = getelementptr <16 x float>, <16 x float>* %scevgep748749, i64 -23
  store <16 x float> %97, <16 x float>* %scevgep750, align 4, !alias.scope !26, !noalias !23
  %scevgep745 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep745746 = bitcast float* %scevgep745 to <16 x float>*
  %scevgep747 = getelementptr <16 x float>, <16 x float>* %scevgep745746, i64 -22
  store <16 x float> %98, <16 x float>* %scevgep747, align 4, !alias.scope !26, !noalias !23
  %scevgep742 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep742743 = bitcast float* %scevgep742 to <16 x float>*
  %scevgep744 = getelementptr <16 x float>, <16 x float>* %scevgep742743, i64 -21
  store <16 x float> %99, <16 x float>* %scevgep744, align 4, !alias.scope !26, !noalias !23
  %scevgep739 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep739740 = bitcast float* %scevgep739 to <16 x float>*
  %scevgep741 = getelementptr <16 x float>, <16 x float>* %scevgep739740, i64 -20
  store <16 x float> %100, <16 x float>* %scevgep741, align 4, !alias.scope !26, !noalias !23
  %scevgep641 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep641642 = bitcast float* %scevgep641 to <16 x float>*
  %scevgep643 = getelementptr <16 x float>, <16 x float>* %scevgep641642, i64 -19
  %wide.load.3 = load <16 x float>, <16 x float>* %scevgep643, align 4, !alias.scope !23
  %scevgep638 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep638639 = bitcast float* %scevgep638 to <16 x float>*
  %scevgep640 = getelementptr <16 x float>, <16 x float>* %scevgep638639, i64 -18
  %wide.load103.3 = load <16 x float>, <16 x float>* %scevgep640, align 4, !alias.scope !23
  %scevgep635 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep635636 = bitcast float* %scevgep635 to <16 x float>*
  %scevgep637 = getelementptr <16 x float>, <16 x float>* %scevgep635636, i64 -17
  %wide.load104.3 = load <16 x float>, <16 x float>* %scevgep637, align 4, !alias.scope !23
  %scevgep632 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep632633 = bitcast float* %scevgep632 to <16 x float>*
  %scevgep634 = getelementptr <16 x float>, <16 x float>* %scevgep632633, i64 -16
  %wide.load105.3 = load <16 x float>, <16 x float>* %scevgep634, align 4, !alias.scope !23
  %101 = fmul <16 x float> %wide.load.3, %wide.load.3
  %102 = fmul <16 x float> %wide.load103.3, %wide.load103.3
  %103 = fmul <16 x float> %wide.load104.3, %wide.load104.3
  %104 = fmul <16 x float> %wide.load105.3, %wide.load105.3
  %scevgep736 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep736737 = bitcast float* %scevgep736 to <16 x float>*
  %scevgep738 = getelementptr <16 x float>, <16 x float>* %scevgep736737, i64 -19
  store <16 x float> %101, <16 x float>* %scevgep738, align 4, !alias.scope !26, !noalias !23
  %scevgep733 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep733734 = bitcast float* %scevgep733 to <16 x float>*
  %scevgep735 = getelementptr <16 x float>, <16 x float>* %scevgep733734, i64 -18
  store <16 x float> %102, <16 x float>* %scevgep735, align 4, !alias.scope !26, !noalias !23
  %scevgep730 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep730731 = bitcast float* %scevgep730 to <16 x float>*
  %scevgep732 = getelementptr <16 x float>, <16 x float>* %scevgep730731, i64 -17
  store <16 x float> %103, <16 x float>* %scevgep732, align 4, !alias.scope !26, !noalias !23
  %scevgep727 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep727728 = bitcast float* %scevgep727 to <16 x float>*
  %scevgep729 = getelementptr <16 x float>, <16 x float>* %scevgep727728, i64 -16
  store <16 x float> %104, <16 x float>* %scevgep729, align 4, !alias.scope !26, !noalias !23
  %scevgep629 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep629630 = bitcast float* %scevgep629 to <16 x float>*
  %scevgep631 = getelementptr <16 x float>, <16 x float>* %scevgep629630, i64 -15
  %wide.load.4 = load <16 x float>, <16 x float>* %scevgep631, align 4, !alias.scope !23
  %scevgep626 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep626627 = bitcast float* %scevgep626 to <16 x float>*
  %scevgep628 = getelementptr <16 x float>, <16 x float>* %scevgep626627, i64 -14
  %wide.load103.4 = load <16 x float>, <16 x float>* %scevgep628, align 4, !alias.scope !23
  %scevgep623 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep623624 = bitcast float* %scevgep623 to <16 x float>*
  %scevgep625 = getelementptr <16 x float>, <16 x float>* %scevgep623624, i64 -13
  %wide.load104.4 = load <16 x float>, <16 x float>* %scevgep625, align 4, !alias.scope !23
  %scevgep620 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep620621 = bitcast float* %scevgep620 to <16 x float>*
  %scevgep622 = getelementptr <16 x float>, <16 x float>* %scevgep620621, i64 -12
  %wide.load105.4 = load <16 x float>, <16 x float>* %scevgep622, align 4, !alias.scope !23
  %105 = fmul <16 x float> %wide.load.4, %wide.load.4
  %106 = fmul <16 x float> %wide.load103.4, %wide.load103.4
  %107 = fmul <16 x float> %wide.load104.4, %wide.load104.4
  %108 = fmul <16 x float> %wide.load105.4, %wide.load105.4
  %scevgep724 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep724725 = bitcast float* %scevgep724 to <16 x float>*
  %scevgep726 = getelementptr <16 x float>, <16 x float>* %scevgep724725, i64 -15
  store <16 x float> %105, <16 x float>* %scevgep726, align 4, !alias.scope !26, !noalias !23
  %scevgep721 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep721722 = bitcast float* %scevgep721 to <16 x float>*
  %scevgep723 = getelementptr <16 x float>, <16 x float>* %scevgep721722, i64 -14
  store <16 x float> %106, <16 x float>* %scevgep723, align 4, !alias.scope !26, !noalias !23
  %scevgep718 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep718719 = bitcast float* %scevgep718 to <16 x float>*
  %scevgep720 = getelementptr <16 x float>, <16 x float>* %scevgep718719, i64 -13
  store <16 x float> %107, <16 x float>* %scevgep720, align 4, !alias.scope !26, !noalias !23
  %scevgep715 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep715716 = bitcast float* %scevgep715 to <16 x float>*
  %scevgep717 = getelementptr <16 x float>, <16 x float>* %scevgep715716, i64 -12
  store <16 x float> %108, <16 x float>* %scevgep717, align 4, !alias.scope !26, !noalias !23
  %scevgep617 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep617618 = bitcast float* %scevgep617 to <16 x float>*
  %scevgep619 = getelementptr <16 x float>, <16 x float>* %scevgep617618, i64 -11
  %wide.load.5 = load <16 x float>, <16 x float>* %scevgep619, align 4, !alias.scope !23
  %scevgep614 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep614615 = bitcast float* %scevgep614 to <16 x float>*
  %scevgep616 = getelementptr <16 x float>, <16 x float>* %scevgep614615, i64 -10
  %wide.load103.5 = load <16 x float>, <16 x float>* %scevgep616, align 4, !alias.scope !23
  %scevgep611 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep611612 = bitcast float* %scevgep611 to <16 x float>*
  %scevgep613 = getelementptr <16 x float>, <16 x float>* %scevgep611612, i64 -9
  %wide.load104.5 = load <16 x float>, <16 x float>* %scevgep613, align 4, !alias.scope !23
  %scevgep608 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep608609 = bitcast float* %scevgep608 to <16 x float>*
  %scevgep610 = getelementptr <16 x float>, <16 x float>* %scevgep608609, i64 -8
  %wide.load105.5 = load <16 x float>, <16 x float>* %scevgep610, align 4, !alias.scope !23
  %109 = fmul <16 x float> %wide.load.5, %wide.load.5
  %110 = fmul <16 x float> %wide.load103.5, %wide.load103.5
  %111 = fmul <16 x float> %wide.load104.5, %wide.load104.5
  %112 = fmul <16 x float> %wide.load105.5, %wide.load105.5
  %scevgep712 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep712713 = bitcast float* %scevgep712 to <16 x float>*
  %scevgep714 = getelementptr <16 x float>, <16 x float>* %scevgep712713, i64 -11
  store <16 x float> %109, <16 x float>* %scevgep714, align 4, !alias.scope !26, !noalias !23
  %scevgep709 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep709710 = bitcast float* %scevgep709 to <16 x float>*
  %scevgep711 = getelementptr <16 x float>, <16 x float>* %scevgep709710, i64 -10
  store <16 x float> %110, <16 x float>* %scevgep711, align 4, !alias.scope !26, !noalias !23
  %scevgep706 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep706707 = bitcast float* %scevgep706 to <16 x float>*
  %scevgep708 = getelementptr <16 x float>, <16 x float>* %scevgep706707, i64 -9
  store <16 x float> %111, <16 x float>* %scevgep708, align 4, !alias.scope !26, !noalias !23
  %scevgep703 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep703704 = bitcast float* %scevgep703 to <16 x float>*
  %scevgep705 = getelementptr <16 x float>, <16 x float>* %scevgep703704, i64 -8
  store <16 x float> %112, <16 x float>* %scevgep705, align 4, !alias.scope !26, !noalias !23
  %scevgep605 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep605606 = bitcast float* %scevgep605 to <16 x float>*
  %scevgep607 = getelementptr <16 x float>, <16 x float>* %scevgep605606, i64 -7
  %wide.load.6 = load <16 x float>, <16 x float>* %scevgep607, align 4, !alias.scope !23
  %scevgep602 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep602603 = bitcast float* %scevgep602 to <16 x float>*
  %scevgep604 = getelementptr <16 x float>, <16 x float>* %scevgep602603, i64 -6
  %wide.load103.6 = load <16 x float>, <16 x float>* %scevgep604, align 4, !alias.scope !23
  %scevgep599 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep599600 = bitcast float* %scevgep599 to <16 x float>*
  %scevgep601 = getelementptr <16 x float>, <16 x float>* %scevgep599600, i64 -5
  %wide.load104.6 = load <16 x float>, <16 x float>* %scevgep601, align 4, !alias.scope !23
  %scevgep596 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep596597 = bitcast float* %scevgep596 to <16 x float>*
  %scevgep598 = getelementptr <16 x float>, <16 x float>* %scevgep596597, i64 -4
  %wide.load105.6 = load <16 x float>, <16 x float>* %scevgep598, align 4, !alias.scope !23
  %113 = fmul <16 x float> %wide.load.6, %wide.load.6
  %114 = fmul <16 x float> %wide.load103.6, %wide.load103.6
  %115 = fmul <16 x float> %wide.load104.6, %wide.load104.6
  %116 = fmul <16 x float> %wide.load105.6, %wide.load105.6
  %scevgep700 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep700701 = bitcast float* %scevgep700 to <16 x float>*
  %scevgep702 = getelementptr <16 x float>, <16 x float>* %scevgep700701, i64 -7
  store <16 x float> %113, <16 x float>* %scevgep702, align 4, !alias.scope !26, !noalias !23
  %scevgep697 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep697698 = bitcast float* %scevgep697 to <16 x float>*
  %scevgep699 = getelementptr <16 x float>, <16 x float>* %scevgep697698, i64 -6
  store <16 x float> %114, <16 x float>* %scevgep699, align 4, !alias.scope !26, !noalias !23
  %scevgep694 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep694695 = bitcast float* %scevgep694 to <16 x float>*
  %scevgep696 = getelementptr <16 x float>, <16 x float>* %scevgep694695, i64 -5
  store <16 x float> %115, <16 x float>* %scevgep696, align 4, !alias.scope !26, !noalias !23
  %scevgep691 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep691692 = bitcast float* %scevgep691 to <16 x float>*
  %scevgep693 = getelementptr <16 x float>, <16 x float>* %scevgep691692, i64 -4
  store <16 x float> %116, <16 x float>* %scevgep693, align 4, !alias.scope !26, !noalias !23
  %scevgep676 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep676677 = bitcast float* %scevgep676 to <16 x float>*
  %scevgep678 = getelementptr <16 x float>, <16 x float>* %scevgep676677, i64 -3
  %wide.load.7 = load <16 x float>, <16 x float>* %scevgep678, align 4, !alias.scope !23
  %scevgep673 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep673674 = bitcast float* %scevgep673 to <16 x float>*
  %scevgep675 = getelementptr <16 x float>, <16 x float>* %scevgep673674, i64 -2
  %wide.load103.7 = load <16 x float>, <16 x float>* %scevgep675, align 4, !alias.scope !23
  %scevgep670 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep670671 = bitcast float* %scevgep670 to <16 x float>*
  %scevgep672 = getelementptr <16 x float>, <16 x float>* %scevgep670671, i64 -1
  %wide.load104.7 = load <16 x float>, <16 x float>* %scevgep672, align 4, !alias.scope !23
  %scevgep668 = getelementptr float, float* %scevgep595, i64 %index
  %scevgep668669 = bitcast float* %scevgep668 to <16 x float>*
  %wide.load105.7 = load <16 x float>, <16 x float>* %scevgep668669, align 4, !alias.scope !23
  %117 = fmul <16 x float> %wide.load.7, %wide.load.7
  %118 = fmul <16 x float> %wide.load103.7, %wide.load103.7
  %119 = fmul <16 x float> %wide.load104.7, %wide.load104.7
  %120 = fmul <16 x float> %wide.load105.7, %wide.load105.7
  %scevgep771 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep771772 = bitcast float* %scevgep771 to <16 x float>*
  %scevgep773 = getelementptr <16 x float>, <16 x float>* %scevgep771772, i64 -3
  store <16 x float> %117, <16 x float>* %scevgep773, align 4, !alias.scope !26, !noalias !23
  %scevgep768 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep768769 = bitcast float* %scevgep768 to <16 x float>*
  %scevgep770 = getelementptr <16 x float>, <16 x float>* %scevgep768769, i64 -2
  store <16 x float> %118, <16 x float>* %scevgep770, align 4, !alias.scope !26, !noalias !23
  %scevgep765 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep765766 = bitcast float* %scevgep765 to <16 x float>*
  %scevgep767 = getelementptr <16 x float>, <16 x float>* %scevgep765766, i64 -1
  store <16 x float> %119, <16 x float>* %scevgep767, align 4, !alias.scope !26, !noalias !23
  %scevgep763 = getelementptr float, float* %lsr.iv414, i64 %index
  %scevgep763764 = bitcast float* %scevgep763 to <16 x float>*
  store <16 x float> %120, <16 x float>* %scevgep763764, align 4, !alias.scope !26, !noalias !23
  %index.next.7 = add i64 %index, 512
  %lsr.iv.next787 = add i64 %lsr.iv786, -8
  %niter151.ncmp.7 = icmp eq i64 %lsr.iv.next787, 0
  br i1 %niter151.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !28

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %121 = and i64 %9, 7
  %122 = icmp eq i64 %121, 0
  br i1 %122, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep788 = getelementptr float, float* %lsr.iv515, i64 %index.unr
  %123 = add i64 %index.unr, %.270.us43.us
  %scevgep804 = getelementptr float, float* %scevgep803, i64 %123
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv789 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next790, %vector.body.epil ]
  %124 = bitcast float* %scevgep804 to i8*
  %125 = bitcast float* %scevgep788 to i8*
  %uglygep814 = getelementptr i8, i8* %124, i64 %lsr.iv789
  %uglygep814815 = bitcast i8* %uglygep814 to <16 x float>*
  %scevgep816 = getelementptr <16 x float>, <16 x float>* %uglygep814815, i64 -3
  %wide.load.epil = load <16 x float>, <16 x float>* %scevgep816, align 4, !alias.scope !23
  %uglygep811 = getelementptr i8, i8* %124, i64 %lsr.iv789
  %uglygep811812 = bitcast i8* %uglygep811 to <16 x float>*
  %scevgep813 = getelementptr <16 x float>, <16 x float>* %uglygep811812, i64 -2
  %wide.load103.epil = load <16 x float>, <16 x float>* %scevgep813, align 4, !alias.scope !23
  %uglygep808 = getelementptr i8, i8* %124, i64 %lsr.iv789
  %uglygep808809 = bitcast i8* %uglygep808 to <16 x float>*
  %scevgep810 = getelementptr <16 x float>, <16 x float>* %uglygep808809, i64 -1
  %wide.load104.epil = load <16 x float>, <16 x float>* %scevgep810, align 4, !alias.scope !23
  %uglygep806 = getelementptr i8, i8* %124, i64 %lsr.iv789
  %uglygep806807 = bitcast i8* %uglygep806 to <16 x float>*
  %wide.load105.epil = load <16 x float>, <16 x float>* %uglygep806807, align 4, !alias.scope !23
  %126 = fmul <16 x float> %wide.load.epil, %wide.load.epil
  %127 = fmul <16 x float> %wide.load103.epil, %wide.load103.epil
  %128 = fmul <16 x float> %wide.load104.epil, %wide.load104.epil
  %129 = fmul <16 x float> %wide.load105.epil, %wide.load105.epil
  %uglygep800 = getelementptr i8, i8* %125, i64 %lsr.iv789
  %uglygep800801 = bitcast i8* %uglygep800 to <16 x float>*
  %scevgep802 = getelementptr <16 x float>, <16 x float>* %uglygep800801, i64 -3
  store <16 x float> %126, <16 x float>* %scevgep802, align 4, !alias.scope !26, !noalias !23
  %uglygep797 = getelementptr i8, i8* %125, i64 %lsr.iv789
  %uglygep797798 = bitcast i8* %uglygep797 to <16 x float>*
  %scevgep799 = getelementptr <16 x float>, <16 x float>* %uglygep797798, i64 -2
  store <16 x float> %127, <16 x float>* %scevgep799, align 4, !alias.scope !26, !noalias !23
  %uglygep794 = getelementptr i8, i8* %125, i64 %lsr.iv789
  %uglygep794795 = bitcast i8* %uglygep794 to <16 x float>*
  %scevgep796 = getelementptr <16 x float>, <16 x float>* %uglygep794795, i64 -1
  store <16 x float> %128, <16 x float>* %scevgep796, align 4, !alias.scope !26, !noalias !23
  %uglygep792 = getelementptr i8, i8* %125, i64 %lsr.iv789
  %uglygep792793 = bitcast i8* %uglygep792 to <16 x float>*
  store <16 x float> %129, <16 x float>* %uglygep792793, align 4, !alias.scope !26, !noalias !23
  %lsr.iv.next790 = add nuw nsw i64 %lsr.iv789, 256
  %epil.iter148.cmp.not = icmp eq i64 %13, %lsr.iv.next790
  br i1 %epil.iter148.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !29

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %130 = icmp eq i64 %.62.fca.5.1.load.i, %n.vec
  br i1 %130, label %for.end.1.loopexit.us, label %for.body.1.us39.us.preheader134

for.body.1.us39.us.preheader134:                  ; preds = %vector.memcheck, %for.body.1.us39.us.preheader, %middle.block
  %loop.index.111.us40.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us39.us.preheader ], [ %n.vec, %middle.block ]
  %131 = and i64 %.62.fca.5.1.load.i, 7
  %132 = icmp eq i64 %131, 0
  %133 = xor i64 %loop.index.111.us40.us.ph, -1
  %134 = add i64 %.62.fca.5.1.load.i, %133
  br i1 %132, label %for.body.1.us39.us.prol.loopexit, label %for.body.1.us39.us.prol.preheader

for.body.1.us39.us.prol.preheader:                ; preds = %for.body.1.us39.us.preheader134
  %135 = shl i64 %loop.index.111.us40.us.ph, 2
  %scevgep824 = getelementptr float, float* %.62.fca.4.load.i, i64 %.270.us43.us
  br label %for.body.1.us39.us.prol

for.body.1.us39.us.prol:                          ; preds = %for.body.1.us39.us.prol.preheader, %for.body.1.us39.us.prol
  %lsr.iv819 = phi i64 [ %135, %for.body.1.us39.us.prol.preheader ], [ %lsr.iv.next820, %for.body.1.us39.us.prol ]
  %lsr.iv817 = phi i64 [ 0, %for.body.1.us39.us.prol.preheader ], [ %lsr.iv.next818, %for.body.1.us39.us.prol ]
  %136 = bitcast float* %scevgep824 to i8*
  %137 = bitcast float* %lsr.iv550 to i8*
  %uglygep826 = getelementptr i8, i8* %136, i64 %lsr.iv819
  %uglygep826827 = bitcast i8* %uglygep826 to float*
  %.275.us46.us.prol = load float, float* %uglygep826827, align 4
  %.5.i1.us47.us.prol = fmul float %.275.us46.us.prol, %.275.us46.us.prol
  %uglygep822 = getelementptr i8, i8* %137, i64 %lsr.iv819
  %uglygep822823 = bitcast i8* %uglygep822 to float*
  store float %.5.i1.us47.us.prol, float* %uglygep822823, align 4
  %lsr.iv.next818 = add nsw i64 %lsr.iv817, -1
  %lsr.iv.next820 = add nuw nsw i64 %lsr.iv819, 4
  %prol.iter154.cmp.not = icmp eq i64 %14, %lsr.iv.next818
  br i1 %prol.iter154.cmp.not, label %for.body.1.us39.us.prol.loopexit.loopexit, label %for.body.1.us39.us.prol, !llvm.loop !30

for.body.1.us39.us.prol.loopexit.loopexit:        ; preds = %for.body.1.us39.us.prol
  %138 = add i64 %loop.index.111.us40.us.ph, -1
  %139 = sub i64 %138, %lsr.iv.next818
  %140 = sub i64 %loop.index.111.us40.us.ph, %lsr.iv.next818
  br label %for.body.1.us39.us.prol.loopexit

for.body.1.us39.us.prol.loopexit:                 ; preds = %for.body.1.us39.us.prol.loopexit.loopexit, %for.body.1.us39.us.preheader134
  %loop.index.111.us40.us.lcssa.unr = phi i64 [ undef, %for.body.1.us39.us.preheader134 ], [ %139, %for.body.1.us39.us.prol.loopexit.loopexit ]
  %loop.index.111.us40.us.unr = phi i64 [ %loop.index.111.us40.us.ph, %for.body.1.us39.us.preheader134 ], [ %140, %for.body.1.us39.us.prol.loopexit.loopexit ]
  %141 = icmp ult i64 %134, 7
  br i1 %141, label %for.end.1.loopexit.us, label %for.body.1.us39.us.preheader155

for.body.1.us39.us.preheader155:                  ; preds = %for.body.1.us39.us.prol.loopexit
  %142 = add i64 %loop.index.111.us40.us.unr, -1
  %scevgep831 = getelementptr float, float* %scevgep830, i64 %.270.us43.us
  br label %for.body.1.us39.us

for.body.1.us39.us:                               ; preds = %for.body.1.us39.us.preheader155, %for.body.1.us39.us
  %lsr.iv828 = phi i64 [ %142, %for.body.1.us39.us.preheader155 ], [ %lsr.iv.next829, %for.body.1.us39.us ]
  %scevgep845 = getelementptr float, float* %scevgep831, i64 %lsr.iv828
  %scevgep846 = getelementptr float, float* %scevgep845, i64 -6
  %.275.us46.us = load float, float* %scevgep846, align 4
  %.5.i1.us47.us = fmul float %.275.us46.us, %.275.us46.us
  %scevgep849 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv828
  %scevgep850 = getelementptr float, float* %scevgep849, i64 1
  store float %.5.i1.us47.us, float* %scevgep850, align 4
  %scevgep843 = getelementptr float, float* %scevgep831, i64 %lsr.iv828
  %scevgep844 = getelementptr float, float* %scevgep843, i64 -5
  %.275.us46.us.1 = load float, float* %scevgep844, align 4
  %.5.i1.us47.us.1 = fmul float %.275.us46.us.1, %.275.us46.us.1
  %scevgep855 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv828
  %scevgep856 = getelementptr float, float* %scevgep855, i64 2
  store float %.5.i1.us47.us.1, float* %scevgep856, align 4
  %scevgep841 = getelementptr float, float* %scevgep831, i64 %lsr.iv828
  %scevgep842 = getelementptr float, float* %scevgep841, i64 -4
  %.275.us46.us.2 = load float, float* %scevgep842, align 4
  %.5.i1.us47.us.2 = fmul float %.275.us46.us.2, %.275.us46.us.2
  %scevgep857 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv828
  %scevgep858 = getelementptr float, float* %scevgep857, i64 3
  store float %.5.i1.us47.us.2, float* %scevgep858, align 4
  %scevgep839 = getelementptr float, float* %scevgep831, i64 %lsr.iv828
  %scevgep840 = getelementptr float, float* %scevgep839, i64 -3
  %.275.us46.us.3 = load float, float* %scevgep840, align 4
  %.5.i1.us47.us.3 = fmul float %.275.us46.us.3, %.275.us46.us.3
  %scevgep859 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv828
  %scevgep860 = getelementptr float, float* %scevgep859, i64 4
  store float %.5.i1.us47.us.3, float* %scevgep860, align 4
  %scevgep837 = getelementptr float, float* %scevgep831, i64 %lsr.iv828
  %scevgep838 = getelementptr float, float* %scevgep837, i64 -2
  %.275.us46.us.4 = load float, float* %scevgep838, align 4
  %.5.i1.us47.us.4 = fmul float %.275.us46.us.4, %.275.us46.us.4
  %scevgep847 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv828
  %scevgep848 = getelementptr float, float* %scevgep847, i64 5
  store float %.5.i1.us47.us.4, float* %scevgep848, align 4
  %scevgep835 = getelementptr float, float* %scevgep831, i64 %lsr.iv828
  %scevgep836 = getelementptr float, float* %scevgep835, i64 -1
  %.275.us46.us.5 = load float, float* %scevgep836, align 4
  %.5.i1.us47.us.5 = fmul float %.275.us46.us.5, %.275.us46.us.5
  %scevgep861 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv828
  %scevgep862 = getelementptr float, float* %scevgep861, i64 6
  store float %.5.i1.us47.us.5, float* %scevgep862, align 4
  %scevgep834 = getelementptr float, float* %scevgep831, i64 %lsr.iv828
  %.275.us46.us.6 = load float, float* %scevgep834, align 4
  %.5.i1.us47.us.6 = fmul float %.275.us46.us.6, %.275.us46.us.6
  %scevgep853 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv828
  %scevgep854 = getelementptr float, float* %scevgep853, i64 7
  store float %.5.i1.us47.us.6, float* %scevgep854, align 4
  %scevgep832 = getelementptr float, float* %scevgep831, i64 %lsr.iv828
  %scevgep833 = getelementptr float, float* %scevgep832, i64 1
  %.275.us46.us.7 = load float, float* %scevgep833, align 4
  %.5.i1.us47.us.7 = fmul float %.275.us46.us.7, %.275.us46.us.7
  %scevgep851 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv828
  %scevgep852 = getelementptr float, float* %scevgep851, i64 8
  store float %.5.i1.us47.us.7, float* %scevgep852, align 4
  %lsr.iv.next829 = add i64 %lsr.iv828, 8
  %143 = add i64 %12, %lsr.iv.next829
  %exitcond85.not.7 = icmp eq i64 %143, -1
  br i1 %exitcond85.not.7, label %for.end.1.loopexit.us, label %for.body.1.us39.us, !llvm.loop !31

for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us: ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %.273.us55 = add i64 %.270.us43.us, %.250.015.us
  %.274.us56 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us55
  %.275.us57 = load float, float* %.274.us56, align 4
  %.5.i1.us58 = fmul float %.275.us57, %.275.us57
  %.305.us60 = getelementptr float, float* %.6.i20, i64 %.301.us
  store float %.5.i1.us58, float* %.305.us60, align 4
  br label %for.end.1.loopexit.us

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader156, %for.body.1.us.us.us
  %lsr.iv560 = phi i64 [ %80, %for.body.1.us.us.us.preheader156 ], [ %lsr.iv.next561, %for.body.1.us.us.us ]
  %scevgep580 = getelementptr float, float* %lsr.iv554, i64 %lsr.iv560
  %scevgep581 = getelementptr float, float* %scevgep580, i64 1
  %.275.us.us.us = load float, float* %scevgep581, align 4
  %.5.i1.us.us.us = fmul float %.275.us.us.us, %.275.us.us.us
  %scevgep564 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv560
  %scevgep565 = getelementptr float, float* %scevgep564, i64 1
  store float %.5.i1.us.us.us, float* %scevgep565, align 4
  %scevgep582 = getelementptr float, float* %lsr.iv554, i64 %lsr.iv560
  %scevgep583 = getelementptr float, float* %scevgep582, i64 2
  %.275.us.us.us.1 = load float, float* %scevgep583, align 4
  %.5.i1.us.us.us.1 = fmul float %.275.us.us.us.1, %.275.us.us.us.1
  %scevgep568 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv560
  %scevgep569 = getelementptr float, float* %scevgep568, i64 2
  store float %.5.i1.us.us.us.1, float* %scevgep569, align 4
  %scevgep584 = getelementptr float, float* %lsr.iv554, i64 %lsr.iv560
  %scevgep585 = getelementptr float, float* %scevgep584, i64 3
  %.275.us.us.us.2 = load float, float* %scevgep585, align 4
  %.5.i1.us.us.us.2 = fmul float %.275.us.us.us.2, %.275.us.us.us.2
  %scevgep570 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv560
  %scevgep571 = getelementptr float, float* %scevgep570, i64 3
  store float %.5.i1.us.us.us.2, float* %scevgep571, align 4
  %scevgep586 = getelementptr float, float* %lsr.iv554, i64 %lsr.iv560
  %scevgep587 = getelementptr float, float* %scevgep586, i64 4
  %.275.us.us.us.3 = load float, float* %scevgep587, align 4
  %.5.i1.us.us.us.3 = fmul float %.275.us.us.us.3, %.275.us.us.us.3
  %scevgep572 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv560
  %scevgep573 = getelementptr float, float* %scevgep572, i64 4
  store float %.5.i1.us.us.us.3, float* %scevgep573, align 4
  %scevgep588 = getelementptr float, float* %lsr.iv554, i64 %lsr.iv560
  %scevgep589 = getelementptr float, float* %scevgep588, i64 5
  %.275.us.us.us.4 = load float, float* %scevgep589, align 4
  %.5.i1.us.us.us.4 = fmul float %.275.us.us.us.4, %.275.us.us.us.4
  %scevgep562 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv560
  %scevgep563 = getelementptr float, float* %scevgep562, i64 5
  store float %.5.i1.us.us.us.4, float* %scevgep563, align 4
  %scevgep590 = getelementptr float, float* %lsr.iv554, i64 %lsr.iv560
  %scevgep591 = getelementptr float, float* %scevgep590, i64 6
  %.275.us.us.us.5 = load float, float* %scevgep591, align 4
  %.5.i1.us.us.us.5 = fmul float %.275.us.us.us.5, %.275.us.us.us.5
  %scevgep576 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv560
  %scevgep577 = getelementptr float, float* %scevgep576, i64 6
  store float %.5.i1.us.us.us.5, float* %scevgep577, align 4
  %scevgep592 = getelementptr float, float* %lsr.iv554, i64 %lsr.iv560
  %scevgep593 = getelementptr float, float* %scevgep592, i64 7
  %.275.us.us.us.6 = load float, float* %scevgep593, align 4
  %.5.i1.us.us.us.6 = fmul float %.275.us.us.us.6, %.275.us.us.us.6
  %scevgep574 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv560
  %scevgep575 = getelementptr float, float* %scevgep574, i64 7
  store float %.5.i1.us.us.us.6, float* %scevgep575, align 4
  %scevgep578 = getelementptr float, float* %lsr.iv554, i64 %lsr.iv560
  %scevgep579 = getelementptr float, float* %scevgep578, i64 8
  %.275.us.us.us.7 = load float, float* %scevgep579, align 4
  %.5.i1.us.us.us.7 = fmul float %.275.us.us.us.7, %.275.us.us.us.7
  %scevgep566 = getelementptr float, float* %lsr.iv550, i64 %lsr.iv560
  %scevgep567 = getelementptr float, float* %scevgep566, i64 8
  store float %.5.i1.us.us.us.7, float* %scevgep567, align 4
  %lsr.iv.next561 = add i64 %lsr.iv560, 8
  %144 = add i64 %12, %lsr.iv.next561
  %exitcond87.not.7 = icmp eq i64 %144, -1
  br i1 %exitcond87.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us.us, !llvm.loop !32

for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us: ; preds = %for.body.1.preheader.split.us.us
  %.273.us.us68 = add i64 %.270.us.us, %.250.015.us
  %.274.us.us69 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.us68
  %.275.us.us70 = load float, float* %.274.us.us69, align 4
  %.5.i1.us.us71 = fmul float %.275.us.us70, %.275.us.us70
  %.305.us.us73 = getelementptr float, float* %.6.i20, i64 %.301.us
  store float %.5.i1.us.us71, float* %.305.us.us73, align 4
  br label %for.end.1.loopexit.us

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  %.83.i = icmp eq i64 %.169, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !4

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.169, i64 1) #6
  %145 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %146 = icmp ult i64 %145, 7
  br i1 %146, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %147 = add nsw i64 %unroll_iter.i, -8
  %148 = lshr exact i64 %147, 3
  %149 = add nuw nsw i64 %148, 1
  %xtraiter = and i64 %149, 7
  %150 = icmp ult i64 %147, 56
  br i1 %150, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %149, 4611686018427387896
  %scevgep184 = getelementptr float, float* %.6.i20, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %151 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep159 = getelementptr float, float* %.6.i20, i64 %151
  %152 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi float [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %153 = bitcast float* %scevgep159 to i8*
  %uglygep181 = getelementptr i8, i8* %153, i64 %lsr.iv
  %uglygep181182 = bitcast i8* %uglygep181 to float*
  %scevgep183 = getelementptr float, float* %uglygep181182, i64 -7
  %.265.i.epil = load float, float* %scevgep183, align 4, !noalias !33
  %.268.i.epil = fadd float %c.2.07.i.epil, %.265.i.epil
  %uglygep178 = getelementptr i8, i8* %153, i64 %lsr.iv
  %uglygep178179 = bitcast i8* %uglygep178 to float*
  %scevgep180 = getelementptr float, float* %uglygep178179, i64 -6
  %.265.1.i.epil = load float, float* %scevgep180, align 4, !noalias !33
  %.268.1.i.epil = fadd float %.268.i.epil, %.265.1.i.epil
  %uglygep175 = getelementptr i8, i8* %153, i64 %lsr.iv
  %uglygep175176 = bitcast i8* %uglygep175 to float*
  %scevgep177 = getelementptr float, float* %uglygep175176, i64 -5
  %.265.2.i.epil = load float, float* %scevgep177, align 4, !noalias !33
  %.268.2.i.epil = fadd float %.268.1.i.epil, %.265.2.i.epil
  %uglygep172 = getelementptr i8, i8* %153, i64 %lsr.iv
  %uglygep172173 = bitcast i8* %uglygep172 to float*
  %scevgep174 = getelementptr float, float* %uglygep172173, i64 -4
  %.265.3.i.epil = load float, float* %scevgep174, align 4, !noalias !33
  %.268.3.i.epil = fadd float %.268.2.i.epil, %.265.3.i.epil
  %uglygep169 = getelementptr i8, i8* %153, i64 %lsr.iv
  %uglygep169170 = bitcast i8* %uglygep169 to float*
  %scevgep171 = getelementptr float, float* %uglygep169170, i64 -3
  %.265.4.i.epil = load float, float* %scevgep171, align 4, !noalias !33
  %.268.4.i.epil = fadd float %.268.3.i.epil, %.265.4.i.epil
  %uglygep166 = getelementptr i8, i8* %153, i64 %lsr.iv
  %uglygep166167 = bitcast i8* %uglygep166 to float*
  %scevgep168 = getelementptr float, float* %uglygep166167, i64 -2
  %.265.5.i.epil = load float, float* %scevgep168, align 4, !noalias !33
  %.268.5.i.epil = fadd float %.268.4.i.epil, %.265.5.i.epil
  %uglygep163 = getelementptr i8, i8* %153, i64 %lsr.iv
  %uglygep163164 = bitcast i8* %uglygep163 to float*
  %scevgep165 = getelementptr float, float* %uglygep163164, i64 -1
  %.265.6.i.epil = load float, float* %scevgep165, align 4, !noalias !33
  %.268.6.i.epil = fadd float %.268.5.i.epil, %.265.6.i.epil
  %uglygep161 = getelementptr i8, i8* %153, i64 %lsr.iv
  %uglygep161162 = bitcast i8* %uglygep161 to float*
  %.265.7.i.epil = load float, float* %uglygep161162, align 4, !noalias !33
  %.268.7.i.epil = fadd float %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %152, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !36, !llvm.loop !37

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr float, float* %.6.i20, i64 %.85.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi float [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep158 = getelementptr float, float* %scevgep.i3, i64 %epil.iter.i
  %.265.epil.i = load float, float* %scevgep158, align 4, !noalias !33
  %.268.epil.i = fadd float %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !36, !llvm.loop !38

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv312 = phi i64 [ %lsr.iv.next313, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep310 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep311 = getelementptr float, float* %scevgep310, i64 -63
  %.265.i = load float, float* %scevgep311, align 4, !noalias !33
  %.268.i = fadd float %c.2.07.i, %.265.i
  %scevgep308 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep309 = getelementptr float, float* %scevgep308, i64 -62
  %.265.1.i = load float, float* %scevgep309, align 4, !noalias !33
  %.268.1.i = fadd float %.268.i, %.265.1.i
  %scevgep306 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep307 = getelementptr float, float* %scevgep306, i64 -61
  %.265.2.i = load float, float* %scevgep307, align 4, !noalias !33
  %.268.2.i = fadd float %.268.1.i, %.265.2.i
  %scevgep304 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep305 = getelementptr float, float* %scevgep304, i64 -60
  %.265.3.i = load float, float* %scevgep305, align 4, !noalias !33
  %.268.3.i = fadd float %.268.2.i, %.265.3.i
  %scevgep302 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep303 = getelementptr float, float* %scevgep302, i64 -59
  %.265.4.i = load float, float* %scevgep303, align 4, !noalias !33
  %.268.4.i = fadd float %.268.3.i, %.265.4.i
  %scevgep300 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep301 = getelementptr float, float* %scevgep300, i64 -58
  %.265.5.i = load float, float* %scevgep301, align 4, !noalias !33
  %.268.5.i = fadd float %.268.4.i, %.265.5.i
  %scevgep298 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep299 = getelementptr float, float* %scevgep298, i64 -57
  %.265.6.i = load float, float* %scevgep299, align 4, !noalias !33
  %.268.6.i = fadd float %.268.5.i, %.265.6.i
  %scevgep296 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep297 = getelementptr float, float* %scevgep296, i64 -56
  %.265.7.i = load float, float* %scevgep297, align 4, !noalias !33
  %.268.7.i = fadd float %.268.6.i, %.265.7.i
  %scevgep265 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep266 = getelementptr float, float* %scevgep265, i64 -55
  %.265.i.1 = load float, float* %scevgep266, align 4, !noalias !33
  %.268.i.1 = fadd float %.268.7.i, %.265.i.1
  %scevgep267 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep268 = getelementptr float, float* %scevgep267, i64 -54
  %.265.1.i.1 = load float, float* %scevgep268, align 4, !noalias !33
  %.268.1.i.1 = fadd float %.268.i.1, %.265.1.i.1
  %scevgep269 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep270 = getelementptr float, float* %scevgep269, i64 -53
  %.265.2.i.1 = load float, float* %scevgep270, align 4, !noalias !33
  %.268.2.i.1 = fadd float %.268.1.i.1, %.265.2.i.1
  %scevgep271 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep272 = getelementptr float, float* %scevgep271, i64 -52
  %.265.3.i.1 = load float, float* %scevgep272, align 4, !noalias !33
  %.268.3.i.1 = fadd float %.268.2.i.1, %.265.3.i.1
  %scevgep273 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep274 = getelementptr float, float* %scevgep273, i64 -51
  %.265.4.i.1 = load float, float* %scevgep274, align 4, !noalias !33
  %.268.4.i.1 = fadd float %.268.3.i.1, %.265.4.i.1
  %scevgep275 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep276 = getelementptr float, float* %scevgep275, i64 -50
  %.265.5.i.1 = load float, float* %scevgep276, align 4, !noalias !33
  %.268.5.i.1 = fadd float %.268.4.i.1, %.265.5.i.1
  %scevgep277 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep278 = getelementptr float, float* %scevgep277, i64 -49
  %.265.6.i.1 = load float, float* %scevgep278, align 4, !noalias !33
  %.268.6.i.1 = fadd float %.268.5.i.1, %.265.6.i.1
  %scevgep279 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep280 = getelementptr float, float* %scevgep279, i64 -48
  %.265.7.i.1 = load float, float* %scevgep280, align 4, !noalias !33
  %.268.7.i.1 = fadd float %.268.6.i.1, %.265.7.i.1
  %scevgep249 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep250 = getelementptr float, float* %scevgep249, i64 -47
  %.265.i.2 = load float, float* %scevgep250, align 4, !noalias !33
  %.268.i.2 = fadd float %.268.7.i.1, %.265.i.2
  %scevgep251 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep252 = getelementptr float, float* %scevgep251, i64 -46
  %.265.1.i.2 = load float, float* %scevgep252, align 4, !noalias !33
  %.268.1.i.2 = fadd float %.268.i.2, %.265.1.i.2
  %scevgep253 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep254 = getelementptr float, float* %scevgep253, i64 -45
  %.265.2.i.2 = load float, float* %scevgep254, align 4, !noalias !33
  %.268.2.i.2 = fadd float %.268.1.i.2, %.265.2.i.2
  %scevgep255 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep256 = getelementptr float, float* %scevgep255, i64 -44
  %.265.3.i.2 = load float, float* %scevgep256, align 4, !noalias !33
  %.268.3.i.2 = fadd float %.268.2.i.2, %.265.3.i.2
  %scevgep257 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep258 = getelementptr float, float* %scevgep257, i64 -43
  %.265.4.i.2 = load float, float* %scevgep258, align 4, !noalias !33
  %.268.4.i.2 = fadd float %.268.3.i.2, %.265.4.i.2
  %scevgep259 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep260 = getelementptr float, float* %scevgep259, i64 -42
  %.265.5.i.2 = load float, float* %scevgep260, align 4, !noalias !33
  %.268.5.i.2 = fadd float %.268.4.i.2, %.265.5.i.2
  %scevgep261 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep262 = getelementptr float, float* %scevgep261, i64 -41
  %.265.6.i.2 = load float, float* %scevgep262, align 4, !noalias !33
  %.268.6.i.2 = fadd float %.268.5.i.2, %.265.6.i.2
  %scevgep263 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep264 = getelementptr float, float* %scevgep263, i64 -40
  %.265.7.i.2 = load float, float* %scevgep264, align 4, !noalias !33
  %.268.7.i.2 = fadd float %.268.6.i.2, %.265.7.i.2
  %scevgep233 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep234 = getelementptr float, float* %scevgep233, i64 -39
  %.265.i.3 = load float, float* %scevgep234, align 4, !noalias !33
  %.268.i.3 = fadd float %.268.7.i.2, %.265.i.3
  %scevgep235 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep236 = getelementptr float, float* %scevgep235, i64 -38
  %.265.1.i.3 = load float, float* %scevgep236, align 4, !noalias !33
  %.268.1.i.3 = fadd float %.268.i.3, %.265.1.i.3
  %scevgep237 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep238 = getelementptr float, float* %scevgep237, i64 -37
  %.265.2.i.3 = load float, float* %scevgep238, align 4, !noalias !33
  %.268.2.i.3 = fadd float %.268.1.i.3, %.265.2.i.3
  %scevgep239 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep240 = getelementptr float, float* %scevgep239, i64 -36
  %.265.3.i.3 = load float, float* %scevgep240, align 4, !noalias !33
  %.268.3.i.3 = fadd float %.268.2.i.3, %.265.3.i.3
  %scevgep241 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep242 = getelementptr float, float* %scevgep241, i64 -35
  %.265.4.i.3 = load float, float* %scevgep242, align 4, !noalias !33
  %.268.4.i.3 = fadd float %.268.3.i.3, %.265.4.i.3
  %scevgep243 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep244 = getelementptr float, float* %scevgep243, i64 -34
  %.265.5.i.3 = load float, float* %scevgep244, align 4, !noalias !33
  %.268.5.i.3 = fadd float %.268.4.i.3, %.265.5.i.3
  %scevgep245 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep246 = getelementptr float, float* %scevgep245, i64 -33
  %.265.6.i.3 = load float, float* %scevgep246, align 4, !noalias !33
  %.268.6.i.3 = fadd float %.268.5.i.3, %.265.6.i.3
  %scevgep247 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep248 = getelementptr float, float* %scevgep247, i64 -32
  %.265.7.i.3 = load float, float* %scevgep248, align 4, !noalias !33
  %.268.7.i.3 = fadd float %.268.6.i.3, %.265.7.i.3
  %scevgep217 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep218 = getelementptr float, float* %scevgep217, i64 -31
  %.265.i.4 = load float, float* %scevgep218, align 4, !noalias !33
  %.268.i.4 = fadd float %.268.7.i.3, %.265.i.4
  %scevgep219 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep220 = getelementptr float, float* %scevgep219, i64 -30
  %.265.1.i.4 = load float, float* %scevgep220, align 4, !noalias !33
  %.268.1.i.4 = fadd float %.268.i.4, %.265.1.i.4
  %scevgep221 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep222 = getelementptr float, float* %scevgep221, i64 -29
  %.265.2.i.4 = load float, float* %scevgep222, align 4, !noalias !33
  %.268.2.i.4 = fadd float %.268.1.i.4, %.265.2.i.4
  %scevgep223 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep224 = getelementptr float, float* %scevgep223, i64 -28
  %.265.3.i.4 = load float, float* %scevgep224, align 4, !noalias !33
  %.268.3.i.4 = fadd float %.268.2.i.4, %.265.3.i.4
  %scevgep225 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep226 = getelementptr float, float* %scevgep225, i64 -27
  %.265.4.i.4 = load float, float* %scevgep226, align 4, !noalias !33
  %.268.4.i.4 = fadd float %.268.3.i.4, %.265.4.i.4
  %scevgep227 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep228 = getelementptr float, float* %scevgep227, i64 -26
  %.265.5.i.4 = load float, float* %scevgep228, align 4, !noalias !33
  %.268.5.i.4 = fadd float %.268.4.i.4, %.265.5.i.4
  %scevgep229 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep230 = getelementptr float, float* %scevgep229, i64 -25
  %.265.6.i.4 = load float, float* %scevgep230, align 4, !noalias !33
  %.268.6.i.4 = fadd float %.268.5.i.4, %.265.6.i.4
  %scevgep231 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep232 = getelementptr float, float* %scevgep231, i64 -24
  %.265.7.i.4 = load float, float* %scevgep232, align 4, !noalias !33
  %.268.7.i.4 = fadd float %.268.6.i.4, %.265.7.i.4
  %scevgep201 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep202 = getelementptr float, float* %scevgep201, i64 -23
  %.265.i.5 = load float, float* %scevgep202, align 4, !noalias !33
  %.268.i.5 = fadd float %.268.7.i.4, %.265.i.5
  %scevgep203 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep204 = getelementptr float, float* %scevgep203, i64 -22
  %.265.1.i.5 = load float, float* %scevgep204, align 4, !noalias !33
  %.268.1.i.5 = fadd float %.268.i.5, %.265.1.i.5
  %scevgep205 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep206 = getelementptr float, float* %scevgep205, i64 -21
  %.265.2.i.5 = load float, float* %scevgep206, align 4, !noalias !33
  %.268.2.i.5 = fadd float %.268.1.i.5, %.265.2.i.5
  %scevgep207 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep208 = getelementptr float, float* %scevgep207, i64 -20
  %.265.3.i.5 = load float, float* %scevgep208, align 4, !noalias !33
  %.268.3.i.5 = fadd float %.268.2.i.5, %.265.3.i.5
  %scevgep209 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep210 = getelementptr float, float* %scevgep209, i64 -19
  %.265.4.i.5 = load float, float* %scevgep210, align 4, !noalias !33
  %.268.4.i.5 = fadd float %.268.3.i.5, %.265.4.i.5
  %scevgep211 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep212 = getelementptr float, float* %scevgep211, i64 -18
  %.265.5.i.5 = load float, float* %scevgep212, align 4, !noalias !33
  %.268.5.i.5 = fadd float %.268.4.i.5, %.265.5.i.5
  %scevgep213 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep214 = getelementptr float, float* %scevgep213, i64 -17
  %.265.6.i.5 = load float, float* %scevgep214, align 4, !noalias !33
  %.268.6.i.5 = fadd float %.268.5.i.5, %.265.6.i.5
  %scevgep215 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep216 = getelementptr float, float* %scevgep215, i64 -16
  %.265.7.i.5 = load float, float* %scevgep216, align 4, !noalias !33
  %.268.7.i.5 = fadd float %.268.6.i.5, %.265.7.i.5
  %scevgep185 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep186 = getelementptr float, float* %scevgep185, i64 -15
  %.265.i.6 = load float, float* %scevgep186, align 4, !noalias !33
  %.268.i.6 = fadd float %.268.7.i.5, %.265.i.6
  %scevgep187 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep188 = getelementptr float, float* %scevgep187, i64 -14
  %.265.1.i.6 = load float, float* %scevgep188, align 4, !noalias !33
  %.268.1.i.6 = fadd float %.268.i.6, %.265.1.i.6
  %scevgep189 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep190 = getelementptr float, float* %scevgep189, i64 -13
  %.265.2.i.6 = load float, float* %scevgep190, align 4, !noalias !33
  %.268.2.i.6 = fadd float %.268.1.i.6, %.265.2.i.6
  %scevgep191 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep192 = getelementptr float, float* %scevgep191, i64 -12
  %.265.3.i.6 = load float, float* %scevgep192, align 4, !noalias !33
  %.268.3.i.6 = fadd float %.268.2.i.6, %.265.3.i.6
  %scevgep193 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep194 = getelementptr float, float* %scevgep193, i64 -11
  %.265.4.i.6 = load float, float* %scevgep194, align 4, !noalias !33
  %.268.4.i.6 = fadd float %.268.3.i.6, %.265.4.i.6
  %scevgep195 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep196 = getelementptr float, float* %scevgep195, i64 -10
  %.265.5.i.6 = load float, float* %scevgep196, align 4, !noalias !33
  %.268.5.i.6 = fadd float %.268.4.i.6, %.265.5.i.6
  %scevgep197 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep198 = getelementptr float, float* %scevgep197, i64 -9
  %.265.6.i.6 = load float, float* %scevgep198, align 4, !noalias !33
  %.268.6.i.6 = fadd float %.268.5.i.6, %.265.6.i.6
  %scevgep199 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep200 = getelementptr float, float* %scevgep199, i64 -8
  %.265.7.i.6 = load float, float* %scevgep200, align 4, !noalias !33
  %.268.7.i.6 = fadd float %.268.6.i.6, %.265.7.i.6
  %scevgep281 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep282 = getelementptr float, float* %scevgep281, i64 -7
  %.265.i.7 = load float, float* %scevgep282, align 4, !noalias !33
  %.268.i.7 = fadd float %.268.7.i.6, %.265.i.7
  %scevgep283 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep284 = getelementptr float, float* %scevgep283, i64 -6
  %.265.1.i.7 = load float, float* %scevgep284, align 4, !noalias !33
  %.268.1.i.7 = fadd float %.268.i.7, %.265.1.i.7
  %scevgep285 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep286 = getelementptr float, float* %scevgep285, i64 -5
  %.265.2.i.7 = load float, float* %scevgep286, align 4, !noalias !33
  %.268.2.i.7 = fadd float %.268.1.i.7, %.265.2.i.7
  %scevgep287 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep288 = getelementptr float, float* %scevgep287, i64 -4
  %.265.3.i.7 = load float, float* %scevgep288, align 4, !noalias !33
  %.268.3.i.7 = fadd float %.268.2.i.7, %.265.3.i.7
  %scevgep289 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep290 = getelementptr float, float* %scevgep289, i64 -3
  %.265.4.i.7 = load float, float* %scevgep290, align 4, !noalias !33
  %.268.4.i.7 = fadd float %.268.3.i.7, %.265.4.i.7
  %scevgep291 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep292 = getelementptr float, float* %scevgep291, i64 -2
  %.265.5.i.7 = load float, float* %scevgep292, align 4, !noalias !33
  %.268.5.i.7 = fadd float %.268.4.i.7, %.265.5.i.7
  %scevgep293 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %scevgep294 = getelementptr float, float* %scevgep293, i64 -1
  %.265.6.i.7 = load float, float* %scevgep294, align 4, !noalias !33
  %.268.6.i.7 = fadd float %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep295 = getelementptr float, float* %scevgep184, i64 %.85.06.i
  %.265.7.i.7 = load float, float* %scevgep295, align 4, !noalias !33
  %.268.7.i.7 = fadd float %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next313 = add i64 %lsr.iv312, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next313, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !4

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.349 = fpext float %c.2.0.lcssa.i to double
  store double %.349, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.matmul_f32, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.71 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.108, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([164 x i8], [164 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 4
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !4

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr4 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr5 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr6 to float**
  %.37.fca.4.load = load float*, float** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %18, i8 0, i64 72, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr11 to i64*
  %.55 = load i64, i64* %20, align 8
  %.56 = icmp ne i64 %.55, 4
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr12 to i8**
  %.62.fca.1.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 16
  %25 = bitcast i8* %sunkaddr13 to i64*
  %.62.fca.2.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr14 to float**
  %.62.fca.4.load = load float*, float** %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr15 to i64*
  %.62.fca.5.0.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %30, i64 48
  %31 = bitcast i8* %sunkaddr16 to i64*
  %.62.fca.5.1.load = load i64, i64* %31, align 8
  %32 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %32, i64 56
  %33 = bitcast i8* %sunkaddr17 to i64*
  %.62.fca.6.0.load = load i64, i64* %33, align 8
  %34 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %34, i64 64
  %35 = bitcast i8* %sunkaddr18 to i64*
  %.62.fca.6.1.load = load i64, i64* %35, align 8
  store double 0.000000e+00, double* %.71, align 8
  %.83 = call i32 @_ZN7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(double* nonnull %.71, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 4, float* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* %.62.fca.1.load, i64 %.62.fca.2.load, i64 4, float* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.5.1.load, i64 %.62.fca.6.0.load, i64 %.62.fca.6.1.load) #3
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
  %36 = icmp sgt i32 %.83, 0
  br i1 %36, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

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
  br i1 %.129, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !4

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.142 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 2
  %.143 = call i8* @numba_unpickle(i8* %.118, i32 %.120, i8* %.142)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.145 = phi i8* [ %.133, %entry.endif.endif.endif.e...endif ], [ %.143, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.146.not = icmp eq i8* %.145, null
  br i1 %.146.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !4

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

define double @cfunc._ZN7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 6
  %.10 = extractvalue [2 x i64] %extracted.strides, 0
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 5
  %.12 = extractvalue [2 x i64] %extracted.shape.1, 0
  %.13 = extractvalue [2 x i64] %extracted.shape.1, 1
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 6
  %.14 = extractvalue [2 x i64] %extracted.strides.1, 0
  %.15 = extractvalue [2 x i64] %extracted.strides.1, 1
  %.16 = call i32 @_ZN7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, float* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, float* %extracted.data.1, i64 %.12, i64 %.13, i64 %.14, i64 %.15) #3
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
  %.79 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f69976d3950>", i64 0, i64 0))
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
  br i1 %.50, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.63 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 2
  %.64 = call i8* @numba_unpickle(i8* %.39, i32 %.41, i8* %.63)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.66 = phi i8* [ %.54, %entry.if.if.if.endif ], [ %.64, %entry.if.if.else ]
  %.67.not = icmp eq i8* %.66, null
  br i1 %.67.not, label %.31, label %entry.if.if.endif.if, !prof !4

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
entry:
  %.245 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
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
  br i1 %or.cond.i, label %B56.if, label %B0.endif.endif.endif.endif.i.i, !prof !39

B0.endif.endif.endif.endif.i.i:                   ; preds = %B56
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %.54.i.i = shl i64 %arg.b.5.1, 2
  %.55.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i.i, i64 4)
  %.57.i.i = extractvalue { i64, i1 } %.55.i.i, 1
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B56.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !4

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B0.endif.endif.endif.endif.i.i
  %.56.i.i = extractvalue { i64, i1 } %.55.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !40
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if, label %B56.endif, !prof !4

B112:                                             ; preds = %entry
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond, label %B112.if, label %B0.endif.endif.endif.endif.i, !prof !39

B0.endif.endif.endif.endif.i:                     ; preds = %B112
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.b.5.1, 2
  %.55.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i, i64 4)
  %.57.i = extractvalue { i64, i1 } %.55.i, 1
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B112.if, label %B0.endif.endif.endif.endif.endif.i, !prof !4

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = extractvalue { i64, i1 } %.55.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !53
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !4

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140091489510144, %B56 ], [ @.const.picklebuf.140091489516544, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.140091495663808, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to float**
  %.6.i1.i.i = load float*, float** %0, align 8, !noalias !63
  %.32.i.i = shl nsw i64 %.51.i.i, 2
  %.33.i.i = bitcast float* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false) #6, !noalias !64
  %retptr.repack196311 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i.i, i8** %retptr.repack196311, align 8
  %retptr.repack20 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack20, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.51.i.i, i64* %retptr.repack22, align 8
  %retptr.repack24 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack24, align 8
  %retptr.repack26 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %.6.i1.i.i, float** %retptr.repack26, align 8
  %retptr.repack28.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack28.repack, align 8
  %retptr.repack28.repack32 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.b.5.1, i64* %retptr.repack28.repack32, align 8
  %retptr.repack30.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.54.i.i, i64* %retptr.repack30.repack, align 8
  %retptr.repack30.repack34 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 4, i64* %retptr.repack30.repack34, align 8
  br label %common.ret

B112.if:                                          ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %B112
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140091495663808.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.140091489515904, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.140091491371200, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %1, align 8, !noalias !67
  %2 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 4, float* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 4)
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
  %3 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245 to i8**
  %sunkaddr = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 6, i64 1
  %.271.fca.6.1.load = load i64, i64* %sunkaddr, align 8
  %4 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 6, i64 0
  %.271.fca.6.0.load = load i64, i64* %4, align 8
  %sunkaddr65 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 5, i64 1
  %.271.fca.5.1.load = load i64, i64* %sunkaddr65, align 8
  %5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 5, i64 0
  %.271.fca.5.0.load = load i64, i64* %5, align 8
  %sunkaddr67 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 4
  %.271.fca.4.load = load float*, float** %sunkaddr67, align 8
  %sunkaddr68 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 3
  %.271.fca.3.load = load i64, i64* %sunkaddr68, align 8
  %sunkaddr69 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 2
  %.271.fca.2.load = load i64, i64* %sunkaddr69, align 8
  %sunkaddr70 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 1
  %.271.fca.1.load = load i8*, i8** %sunkaddr70, align 8
  %.271.fca.0.load = load i8*, i8** %3, align 8
  %retptr.repack7122 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.271.fca.0.load, i8** %retptr.repack7122, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* %.271.fca.1.load, i8** %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.271.fca.2.load, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 %.271.fca.3.load, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %.271.fca.4.load, float** %retptr.repack9, align 8
  %retptr.repack11.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.271.fca.5.0.load, i64* %retptr.repack11.repack, align 8
  %retptr.repack11.repack15 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %.271.fca.5.1.load, i64* %retptr.repack11.repack15, align 8
  %retptr.repack13.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.271.fca.6.0.load, i64* %retptr.repack13.repack, align 8
  %retptr.repack13.repack17 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, float* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, float* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, float* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
entry:
  %.239 = alloca i32, align 4
  store i32 0, i32* %.239, align 4
  %.245 = alloca float, align 4
  store float 0.000000e+00, float* %.245, align 4
  %.248 = alloca float, align 4
  store float 0.000000e+00, float* %.248, align 4
  %.259 = alloca i32, align 4
  store i32 0, i32* %.259, align 4
  %.267 = alloca float, align 4
  store float 0.000000e+00, float* %.267, align 4
  %.270 = alloca float, align 4
  store float 0.000000e+00, float* %.270, align 4
  %.281 = alloca i32, align 4
  store i32 0, i32* %.281, align 4
  %.287 = alloca float, align 4
  store float 0.000000e+00, float* %.287, align 4
  %.290 = alloca float, align 4
  store float 0.000000e+00, float* %.290, align 4
  %.301 = alloca i32, align 4
  store i32 0, i32* %.301, align 4
  tail call void @NRT_incref(i8* %arg.left.0)
  tail call void @NRT_incref(i8* %arg.right.0)
  tail call void @NRT_incref(i8* %arg.out.0)
  %.114.not.i = icmp eq i64 %arg.left.5.1, %arg.right.5.0
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !68

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !69

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140091489516800, %entry ], [ @.const.picklebuf.140091493210496, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495439040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495439040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495439040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.213 = icmp eq i64 %arg.left.5.1, 0
  %.214 = icmp eq i64 %arg.out.5.0, 0
  %.215 = icmp eq i64 %arg.out.5.1, 0
  %.216 = or i1 %.214, %.215
  %.217 = or i1 %.213, %.216
  br i1 %.217, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else, !prof !4

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.225 = mul i64 %arg.out.3, %arg.out.2
  %.226 = bitcast float* %arg.out.4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.226, i8 0, i64 %.225, i1 false)
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.else:                  ; preds = %B0.endif.endif.endif.endif
  %.230 = icmp eq i64 %arg.out.5.1, 1
  br i1 %.230, label %B0.endif.endif.endif.endif.else.if, label %B0.endif.endif.endif.endif.else.else

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.else.else.else, %B0.endif.endif.endif.endif.else.else.if, %B0.endif.endif.endif.endif.else.if.else, %B0.endif.endif.endif.endif.else.if.if, %B0.endif.endif.endif.endif.if
  %retptr.repack37111 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %arg.out.0, i8** %retptr.repack37111, align 8
  %retptr.repack12 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.out.1, i8** %retptr.repack12, align 8
  %retptr.repack14 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.out.2, i64* %retptr.repack14, align 8
  %retptr.repack16 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.out.3, i64* %retptr.repack16, align 8
  %retptr.repack18 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %arg.out.4, float** %retptr.repack18, align 8
  %retptr.repack20.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.out.5.0, i64* %retptr.repack20.repack, align 8
  %retptr.repack20.repack24 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.out.5.1, i64* %retptr.repack20.repack24, align 8
  %retptr.repack22.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %arg.out.6.0, i64* %retptr.repack22.repack, align 8
  %retptr.repack22.repack26 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
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
  %.233 = bitcast float* %arg.left.4 to i8*
  %.234 = bitcast float* %arg.right.4 to i8*
  %.235 = bitcast float* %arg.out.4 to i8*
  %.236 = tail call i32 @numba_xxdot(i8 115, i8 0, i64 %arg.left.5.1, i8* %.233, i8* %.234, i8* %.235)
  %.237.not = icmp eq i32 %.236, 0
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !70

B0.endif.endif.endif.endif.else.if.else:          ; preds = %B0.endif.endif.endif.endif.else.if
  store float 1.000000e+00, float* %.245, align 4
  store float 0.000000e+00, float* %.248, align 4
  %.251 = bitcast float* %.245 to i8*
  %.252 = bitcast float* %arg.left.4 to i8*
  %.253 = bitcast float* %arg.right.4 to i8*
  %.254 = bitcast float* %.248 to i8*
  %.255 = bitcast float* %arg.out.4 to i8*
  %.256 = call i32 @numba_xxgemv(i8 115, i8 116, i64 %arg.left.5.1, i64 %arg.out.5.0, i8* nonnull %.251, i8* %.252, i64 %arg.left.5.1, i8* %.253, i8* nonnull %.254, i8* %.255)
  %.257.not = icmp eq i32 %.256, 0
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !70

B0.endif.endif.endif.endif.else.if.if.if:         ; preds = %B0.endif.endif.endif.endif.else.if.if
  call void @numba_gil_ensure(i32* nonnull %.239)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.if.else.if:       ; preds = %B0.endif.endif.endif.endif.else.if.else
  call void @numba_gil_ensure(i32* nonnull %.259)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.else.if:          ; preds = %B0.endif.endif.endif.endif.else.else
  store float 1.000000e+00, float* %.267, align 4
  store float 0.000000e+00, float* %.270, align 4
  %.273 = bitcast float* %.267 to i8*
  %.274 = bitcast float* %arg.right.4 to i8*
  %.275 = bitcast float* %arg.left.4 to i8*
  %.276 = bitcast float* %.270 to i8*
  %.277 = bitcast float* %arg.out.4 to i8*
  %.278 = call i32 @numba_xxgemv(i8 115, i8 110, i64 %arg.out.5.1, i64 %arg.left.5.1, i8* nonnull %.273, i8* %.274, i64 %arg.out.5.1, i8* %.275, i8* nonnull %.276, i8* %.277)
  %.279.not = icmp eq i32 %.278, 0
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !70

B0.endif.endif.endif.endif.else.else.else:        ; preds = %B0.endif.endif.endif.endif.else.else
  store float 1.000000e+00, float* %.287, align 4
  store float 0.000000e+00, float* %.290, align 4
  %.293 = bitcast float* %arg.right.4 to i8*
  %.294 = bitcast float* %arg.left.4 to i8*
  %.295 = bitcast float* %arg.out.4 to i8*
  %.296 = bitcast float* %.287 to i8*
  %.297 = bitcast float* %.290 to i8*
  %.298 = call i32 @numba_xxgemm(i8 115, i8 110, i8 110, i64 %arg.out.5.1, i64 %arg.out.5.0, i64 %arg.left.5.1, i8* nonnull %.296, i8* %.293, i64 %arg.out.5.1, i8* %.294, i64 %arg.left.5.1, i8* nonnull %.297, i8* %.295, i64 %arg.out.5.1)
  %.299.not = icmp eq i32 %.298, 0
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !70

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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { noreturn }
attributes #5 = { argmemonly nofree nosync nounwind willreturn }
attributes #6 = { nounwind }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{i1 true}
!6 = !{!7, !9, !10, !12}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = !{!14}
!14 = distinct !{!14, !15}
!15 = distinct !{!15, !"LVerDomain"}
!16 = !{!17}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !21}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = distinct !{!28, !19}
!29 = distinct !{!29, !21}
!30 = distinct !{!30, !21}
!31 = distinct !{!31, !19}
!32 = distinct !{!32, !19}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v33B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v33B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE"}
!36 = !{!"branch_weights", i32 1, i32 7}
!37 = distinct !{!37, !21}
!38 = distinct !{!38, !21}
!39 = !{!"branch_weights", i32 199, i32 9801}
!40 = !{!41, !43, !44, !46, !47, !49, !50, !52}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!53 = !{!54, !56, !57, !59, !60, !62}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!57 = distinct !{!57, !58, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!59 = distinct !{!59, !58, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!60 = distinct !{!60, !61, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!62 = distinct !{!62, !61, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!63 = !{!47, !49, !50, !52}
!64 = !{!65, !50, !52}
!65 = distinct !{!65, !66, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!66 = distinct !{!66, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!67 = !{!60, !62}
!68 = !{!"branch_weights", i32 2126008812, i32 21474836}
!69 = !{!"branch_weights", i32 21474836, i32 2126008812}
!70 = !{!"branch_weights", i32 99, i32 1}
