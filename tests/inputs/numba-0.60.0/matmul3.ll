; ModuleID = 'matmul3'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140214602541504 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140214602541504.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140214602541504 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140214602541504, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214602541504.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f86417258d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f86417258d0>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140214607371328 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140214607371328.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140214607371328 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140214607371328, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214607371328.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140214604553216 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140214604553216.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140214604553216 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140214604553216, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604553216.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140214604614400 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140214604614400.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140214604614400 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140214604614400, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604614400.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140214604877184 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140214604877184.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140214604877184 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140214604877184, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604877184.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140214604879616 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140214604879616.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140214604879616 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140214604879616, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604879616.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140214604614400.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140214604614400.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140214604614400.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140214604614400.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604614400.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140214604992448 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\CF\02\87\94\87\94."
@.const.pickledata.140214604992448.sha1 = internal constant [20 x i8] c"v&Wh\08\C5S\CFy\BBhm\FEf\E8Z\84\9Bv\0F"
@.const.picklebuf.140214604992448 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.140214604992448, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604992448.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140214604930432 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\D2\02\87\94\87\94."
@.const.pickledata.140214604930432.sha1 = internal constant [20 x i8] c"\11\09\11\0C\DCo@\BA\19\EF\C4Q_\09\CAno\95\E0\C1"
@.const.picklebuf.140214604930432 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.140214604930432, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604930432.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140214601435200 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140214601435200.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140214601435200 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140214601435200, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214601435200.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f8641724550B3v24B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140214604614400.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140214604614400.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140214604614400.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140214604614400.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604614400.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels7matmul3B3v14B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* nocapture readnone %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, double* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1, i8* %arg.D.0, i8* nocapture readnone %arg.D.1, i64 %arg.D.2, i64 %arg.D.3, double* %arg.D.4, i64 %arg.D.5.0, i64 %arg.D.5.1, i64 %arg.D.6.0, i64 %arg.D.6.1) local_unnamed_addr {
entry:
  %.40.i27 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i28 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.40.i = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.B.0)
  tail call void @NRT_incref(i8* %arg.D.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.B.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i27, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i28, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, double* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1), !noalias !0
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  %.fca.0.gep17.i584 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8**
  %.fca.6.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 6, i64 1
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 6, i64 0
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 4
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 3
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 2
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 1
  %.62.fca.6.1.load.i = load i64, i64* %.fca.6.1.gep.i, align 8, !noalias !0
  %.62.fca.6.0.load.i = load i64, i64* %.fca.6.0.gep.i, align 8, !noalias !0
  %.62.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !0
  %.62.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.62.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !0
  %.62.fca.3.load.i = load i64, i64* %.fca.3.gep.i, align 8, !noalias !0
  %.62.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !0
  %.62.fca.1.load.i = load i8*, i8** %.fca.1.gep.i, align 8, !noalias !0
  %.62.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i584, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %4)
  %5 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28, align 8, !noalias !4
  tail call void @NRT_incref(i8* %.62.fca.0.load.i), !noalias !4
  tail call void @NRT_incref(i8* %arg.D.0), !noalias !4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %4, i8 0, i64 72, i1 false), !noalias !4
  %.52.i29 = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i27, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i28, i8* %.62.fca.0.load.i, i8* %.62.fca.1.load.i, i64 %.62.fca.2.load.i, i64 %.62.fca.3.load.i, double* %.62.fca.4.load.i, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %.62.fca.6.0.load.i, i64 %.62.fca.6.1.load.i, i8* %arg.D.0, i8* %arg.D.1, i64 %arg.D.2, i64 %arg.D.3, double* %arg.D.4, i64 %arg.D.5.0, i64 %arg.D.5.1, i64 %arg.D.6.0, i64 %arg.D.6.1), !noalias !4
  tail call void @NRT_decref(i8* %arg.B.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.B.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  switch i32 %.52.i29, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit63 [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %entry
  %6 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  %7 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %.78 = icmp sgt i32 %.52.i, 0
  %.79 = select i1 %.78, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.79, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit63: ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %8 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  %.53.i31 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28, align 8, !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %9)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8)
  %.137 = icmp sgt i32 %.52.i29, 0
  %.138 = select i1 %.137, { i8*, i32, i8*, i8*, i32 }* %.53.i31, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.138, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit63, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit, %for.end.endif, %B0.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit ], [ %.52.i29, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit63 ], [ 1, %B0.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B128.i:                                           ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %10 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  %11 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  %.fca.0.gep17.i35585 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8**
  %.fca.5.1.gep.i38 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i39 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 5, i64 0
  %.fca.4.gep.i40 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 4
  %.62.fca.5.1.load.i46 = load i64, i64* %.fca.5.1.gep.i38, align 8, !noalias !4
  %.62.fca.5.0.load.i47 = load i64, i64* %.fca.5.0.gep.i39, align 8, !noalias !4
  %.62.fca.4.load.i48 = load double*, double** %.fca.4.gep.i40, align 8, !noalias !4
  %.62.fca.0.load.i52 = load i8*, i8** %.fca.0.gep17.i35585, align 8, !noalias !4
  tail call void @NRT_decref(i8* %arg.D.0), !noalias !4
  tail call void @NRT_decref(i8* %.62.fca.0.load.i), !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %11)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10)
  tail call void @NRT_decref(i8* %arg.D.0)
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  %.243 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i47, i64 %.62.fca.5.1.load.i46)
  %.244 = extractvalue { i64, i1 } %.243, 0
  %.245 = extractvalue { i64, i1 } %.243, 1
  %.248 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.244, i64 8)
  %.250 = extractvalue { i64, i1 } %.248, 1
  %.251 = or i1 %.245, %.250
  br i1 %.251, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.if:                    ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214602541504, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B128.i
  %.249 = extractvalue { i64, i1 } %.248, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.249, i32 32), !noalias !10
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214604614400.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %12 = bitcast i8* %.5.i to double**
  %.6.i19 = load double*, double** %12, align 8
  %.32912 = icmp sgt i64 %.62.fca.5.0.load.i47, 0
  br i1 %.32912, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.3327 = icmp sgt i64 %.62.fca.5.1.load.i46, 0
  br i1 %.3327, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %const583 = bitcast i64 4611686018427387896 to i64
  %13 = add i64 %.62.fca.5.1.load.i46, -8
  %14 = lshr i64 %13, 3
  %15 = add nuw nsw i64 %14, 1
  %n.vec180 = and i64 %.62.fca.5.1.load.i46, -8
  %xtraiter193 = and i64 %15, 7
  %unroll_iter196 = and i64 %15, %const583
  %ind.escape186 = add i64 %n.vec180, -1
  %xtraiter198 = and i64 %.62.fca.5.1.load.i46, 7
  %n.vec = and i64 %.62.fca.5.1.load.i46, -8
  %ind.escape = add i64 %n.vec, -1
  %scevgep367 = getelementptr double, double* %.62.fca.4.load.i48, i64 56
  %16 = shl i64 %.62.fca.5.1.load.i46, 3
  %scevgep394 = getelementptr double, double* %.6.i19, i64 56
  %17 = shl nuw nsw i64 %xtraiter193, 6
  %18 = sub i64 0, %.62.fca.5.1.load.i46
  %scevgep477 = getelementptr double, double* %.62.fca.4.load.i48, i64 56
  %19 = shl nuw nsw i64 %xtraiter193, 6
  %20 = sub i64 0, %xtraiter198
  %scevgep550 = getelementptr double, double* %.62.fca.4.load.i48, i64 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv432 = phi double* [ %.62.fca.4.load.i48, %for.cond.1.preheader.us.preheader ], [ %33, %for.end.1.loopexit.us ]
  %lsr.iv423 = phi double* [ %.6.i19, %for.cond.1.preheader.us.preheader ], [ %32, %for.end.1.loopexit.us ]
  %lsr.iv395 = phi double* [ %scevgep394, %for.cond.1.preheader.us.preheader ], [ %31, %for.end.1.loopexit.us ]
  %lsr.iv368 = phi double* [ %scevgep367, %for.cond.1.preheader.us.preheader ], [ %30, %for.end.1.loopexit.us ]
  %loop.index15.us = phi i64 [ %.384.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.325.014.us = phi i64 [ %.325.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.322.013.us = phi i64 [ %spec.select.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %21 = icmp eq i64 %.62.fca.5.0.load.i47, 1
  %22 = mul i64 %.62.fca.5.1.load.i46, %loop.index15.us
  %scevgep163 = getelementptr double, double* %.6.i19, i64 %22
  %23 = add i64 %.62.fca.5.1.load.i46, %22
  %scevgep165 = getelementptr double, double* %.6.i19, i64 %23
  %scevgep167 = getelementptr double, double* %.62.fca.4.load.i48, i64 %22
  %scevgep169 = getelementptr double, double* %.62.fca.4.load.i48, i64 %23
  %24 = mul i64 %.62.fca.5.1.load.i46, %loop.index15.us
  %scevgep = getelementptr double, double* %.6.i19, i64 %24
  %25 = add i64 %.62.fca.5.1.load.i46, %24
  %scevgep157 = getelementptr double, double* %.6.i19, i64 %25
  %.376.us = mul i64 %loop.index15.us, %.62.fca.5.1.load.i46
  br i1 %21, label %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us, label %for.body.1.preheader.split.us.us

for.end.1.loopexit.us:                            ; preds = %for.body.1.us98.us.prol.loopexit, %middle.block, %for.body.1.us.us.us, %for.body.1.us98.us, %for.body.1.us.us.us.prol.loopexit, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us, %middle.block174
  %spec.select.lcssa.us = phi i64 [ %loop.index15.us, %middle.block174 ], [ %.322.013.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %loop.index15.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index15.us, %for.body.1.us.us.us.prol.loopexit ], [ %.322.013.us, %for.body.1.us98.us ], [ %loop.index15.us, %for.body.1.us.us.us ], [ %.322.013.us, %middle.block ], [ %.322.013.us, %for.body.1.us98.us.prol.loopexit ]
  %.325.2.lcssa.us = phi i64 [ %ind.escape186, %middle.block174 ], [ %.325.014.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %.325.014.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index.110.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %lsr.iv.next549, %for.body.1.us98.us ], [ %lsr.iv.next444, %for.body.1.us.us.us ], [ %ind.escape, %middle.block ], [ %loop.index.110.us99.us.lcssa.unr, %for.body.1.us98.us.prol.loopexit ]
  %26 = bitcast double* %lsr.iv395 to i1*
  %27 = bitcast double* %lsr.iv368 to i1*
  %28 = bitcast double* %lsr.iv432 to i1*
  %29 = bitcast double* %lsr.iv423 to i1*
  %.384.us = add nuw nsw i64 %loop.index15.us, 1
  %scevgep370 = getelementptr i1, i1* %27, i64 %16
  %30 = bitcast i1* %scevgep370 to double*
  %scevgep397 = getelementptr i1, i1* %26, i64 %16
  %31 = bitcast i1* %scevgep397 to double*
  %scevgep425 = getelementptr i1, i1* %29, i64 %16
  %32 = bitcast i1* %scevgep425 to double*
  %scevgep434 = getelementptr i1, i1* %28, i64 %16
  %33 = bitcast i1* %scevgep434 to double*
  %exitcond147.not = icmp eq i64 %.384.us, %.62.fca.5.0.load.i47
  br i1 %exitcond147.not, label %for.end, label %for.cond.1.preheader.us

for.body.1.preheader.split.us.us:                 ; preds = %for.cond.1.preheader.us
  %34 = icmp ugt i64 %.62.fca.5.1.load.i46, 1
  %.345.us.us = mul i64 %loop.index15.us, %.62.fca.5.1.load.i46
  br i1 %34, label %for.body.1.us.us.us.preheader, label %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us

for.body.1.us.us.us.preheader:                    ; preds = %for.body.1.preheader.split.us.us
  %35 = icmp ult i64 %.62.fca.5.1.load.i46, 8
  br i1 %35, label %for.body.1.us.us.us.preheader189, label %vector.memcheck162

vector.memcheck162:                               ; preds = %for.body.1.us.us.us.preheader
  %bound0171 = icmp ult double* %scevgep163, %scevgep169
  %bound1172 = icmp ult double* %scevgep167, %scevgep165
  %found.conflict173 = and i1 %bound0171, %bound1172
  br i1 %found.conflict173, label %for.body.1.us.us.us.preheader189, label %vector.ph178

vector.ph178:                                     ; preds = %vector.memcheck162
  %36 = icmp ult i64 %13, 56
  br i1 %36, label %middle.block174.unr-lcssa, label %vector.body176.preheader

vector.body176.preheader:                         ; preds = %vector.ph178
  br label %vector.body176

vector.body176:                                   ; preds = %vector.body176.preheader, %vector.body176
  %lsr.iv421 = phi i64 [ %unroll_iter196, %vector.body176.preheader ], [ %lsr.iv.next422, %vector.body176 ]
  %index183 = phi i64 [ %index.next185.7, %vector.body176 ], [ 0, %vector.body176.preheader ]
  %scevgep391 = getelementptr double, double* %lsr.iv368, i64 %index183
  %scevgep391392 = bitcast double* %scevgep391 to <8 x double>*
  %scevgep393 = getelementptr <8 x double>, <8 x double>* %scevgep391392, i64 -7
  %wide.load184 = load <8 x double>, <8 x double>* %scevgep393, align 8, !alias.scope !17
  %37 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load184)
  %scevgep418 = getelementptr double, double* %lsr.iv395, i64 %index183
  %scevgep418419 = bitcast double* %scevgep418 to <8 x double>*
  %scevgep420 = getelementptr <8 x double>, <8 x double>* %scevgep418419, i64 -7
  store <8 x double> %37, <8 x double>* %scevgep420, align 8, !alias.scope !20, !noalias !17
  %scevgep386 = getelementptr double, double* %lsr.iv368, i64 %index183
  %scevgep386387 = bitcast double* %scevgep386 to <8 x double>*
  %scevgep388 = getelementptr <8 x double>, <8 x double>* %scevgep386387, i64 -6
  %wide.load184.1 = load <8 x double>, <8 x double>* %scevgep388, align 8, !alias.scope !17
  %38 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load184.1)
  %scevgep413 = getelementptr double, double* %lsr.iv395, i64 %index183
  %scevgep413414 = bitcast double* %scevgep413 to <8 x double>*
  %scevgep415 = getelementptr <8 x double>, <8 x double>* %scevgep413414, i64 -6
  store <8 x double> %38, <8 x double>* %scevgep415, align 8, !alias.scope !20, !noalias !17
  %scevgep383 = getelementptr double, double* %lsr.iv368, i64 %index183
  %scevgep383384 = bitcast double* %scevgep383 to <8 x double>*
  %scevgep385 = getelementptr <8 x double>, <8 x double>* %scevgep383384, i64 -5
  %wide.load184.2 = load <8 x double>, <8 x double>* %scevgep385, align 8, !alias.scope !17
  %39 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load184.2)
  %scevgep410 = getelementptr double, double* %lsr.iv395, i64 %index183
  %scevgep410411 = bitcast double* %scevgep410 to <8 x double>*
  %scevgep412 = getelementptr <8 x double>, <8 x double>* %scevgep410411, i64 -5
  store <8 x double> %39, <8 x double>* %scevgep412, align 8, !alias.scope !20, !noalias !17
  %scevgep380 = getelementptr double, double* %lsr.iv368, i64 %index183
  %scevgep380381 = bitcast double* %scevgep380 to <8 x double>*
  %scevgep382 = getelementptr <8 x double>, <8 x double>* %scevgep380381, i64 -4
  %wide.load184.3 = load <8 x double>, <8 x double>* %scevgep382, align 8, !alias.scope !17
  %40 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load184.3)
  %scevgep407 = getelementptr double, double* %lsr.iv395, i64 %index183
  %scevgep407408 = bitcast double* %scevgep407 to <8 x double>*
  %scevgep409 = getelementptr <8 x double>, <8 x double>* %scevgep407408, i64 -4
  store <8 x double> %40, <8 x double>* %scevgep409, align 8, !alias.scope !20, !noalias !17
  %scevgep377 = getelementptr double, double* %lsr.iv368, i64 %index183
  %scevgep377378 = bitcast double* %scevgep377 to <8 x double>*
  %scevgep379 = getelementptr <8 x double>, <8 x double>* %scevgep377378, i64 -3
  %wide.load184.4 = load <8 x double>, <8 x double>* %scevgep379, align 8, !alias.scope !17
  %41 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load184.4)
  %scevgep404 = getelementptr double, double* %lsr.iv395, i64 %index183
  %scevgep404405 = bitcast double* %scevgep404 to <8 x double>*
  %scevgep406 = getelementptr <8 x double>, <8 x double>* %scevgep404405, i64 -3
  store <8 x double> %41, <8 x double>* %scevgep406, align 8, !alias.scope !20, !noalias !17
  %scevgep374 = getelementptr double, double* %lsr.iv368, i64 %index183
  %scevgep374375 = bitcast double* %scevgep374 to <8 x double>*
  %scevgep376 = getelementptr <8 x double>, <8 x double>* %scevgep374375, i64 -2
  %wide.load184.5 = load <8 x double>, <8 x double>* %scevgep376, align 8, !alias.scope !17
  %42 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load184.5)
  %scevgep401 = getelementptr double, double* %lsr.iv395, i64 %index183
  %scevgep401402 = bitcast double* %scevgep401 to <8 x double>*
  %scevgep403 = getelementptr <8 x double>, <8 x double>* %scevgep401402, i64 -2
  store <8 x double> %42, <8 x double>* %scevgep403, align 8, !alias.scope !20, !noalias !17
  %scevgep371 = getelementptr double, double* %lsr.iv368, i64 %index183
  %scevgep371372 = bitcast double* %scevgep371 to <8 x double>*
  %scevgep373 = getelementptr <8 x double>, <8 x double>* %scevgep371372, i64 -1
  %wide.load184.6 = load <8 x double>, <8 x double>* %scevgep373, align 8, !alias.scope !17
  %43 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load184.6)
  %scevgep398 = getelementptr double, double* %lsr.iv395, i64 %index183
  %scevgep398399 = bitcast double* %scevgep398 to <8 x double>*
  %scevgep400 = getelementptr <8 x double>, <8 x double>* %scevgep398399, i64 -1
  store <8 x double> %43, <8 x double>* %scevgep400, align 8, !alias.scope !20, !noalias !17
  %scevgep389 = getelementptr double, double* %lsr.iv368, i64 %index183
  %scevgep389390 = bitcast double* %scevgep389 to <8 x double>*
  %wide.load184.7 = load <8 x double>, <8 x double>* %scevgep389390, align 8, !alias.scope !17
  %44 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load184.7)
  %scevgep416 = getelementptr double, double* %lsr.iv395, i64 %index183
  %scevgep416417 = bitcast double* %scevgep416 to <8 x double>*
  store <8 x double> %44, <8 x double>* %scevgep416417, align 8, !alias.scope !20, !noalias !17
  %index.next185.7 = add i64 %index183, 64
  %lsr.iv.next422 = add i64 %lsr.iv421, -8
  %niter197.ncmp.7 = icmp eq i64 %lsr.iv.next422, 0
  br i1 %niter197.ncmp.7, label %middle.block174.unr-lcssa, label %vector.body176, !llvm.loop !22

middle.block174.unr-lcssa:                        ; preds = %vector.body176, %vector.ph178
  %index183.unr = phi i64 [ 0, %vector.ph178 ], [ %index.next185.7, %vector.body176 ]
  %45 = icmp eq i64 %xtraiter193, 0
  br i1 %45, label %middle.block174, label %vector.body176.epil.preheader

vector.body176.epil.preheader:                    ; preds = %middle.block174.unr-lcssa
  %scevgep426 = getelementptr double, double* %lsr.iv423, i64 %index183.unr
  %scevgep435 = getelementptr double, double* %lsr.iv432, i64 %index183.unr
  br label %vector.body176.epil

vector.body176.epil:                              ; preds = %vector.body176.epil.preheader, %vector.body176.epil
  %lsr.iv427 = phi i64 [ 0, %vector.body176.epil.preheader ], [ %lsr.iv.next428, %vector.body176.epil ]
  %46 = bitcast double* %scevgep435 to i8*
  %47 = bitcast double* %scevgep426 to i8*
  %uglygep437 = getelementptr i8, i8* %46, i64 %lsr.iv427
  %uglygep437438 = bitcast i8* %uglygep437 to <8 x double>*
  %wide.load184.epil = load <8 x double>, <8 x double>* %uglygep437438, align 8, !alias.scope !17
  %48 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load184.epil)
  %uglygep430 = getelementptr i8, i8* %47, i64 %lsr.iv427
  %uglygep430431 = bitcast i8* %uglygep430 to <8 x double>*
  store <8 x double> %48, <8 x double>* %uglygep430431, align 8, !alias.scope !20, !noalias !17
  %lsr.iv.next428 = add nuw nsw i64 %lsr.iv427, 64
  %epil.iter194.cmp.not = icmp eq i64 %17, %lsr.iv.next428
  br i1 %epil.iter194.cmp.not, label %middle.block174, label %vector.body176.epil, !llvm.loop !24

middle.block174:                                  ; preds = %vector.body176.epil, %middle.block174.unr-lcssa
  %49 = icmp eq i64 %.62.fca.5.1.load.i46, %n.vec180
  br i1 %49, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader189

for.body.1.us.us.us.preheader189:                 ; preds = %vector.memcheck162, %for.body.1.us.us.us.preheader, %middle.block174
  %loop.index.110.us.us.us.ph = phi i64 [ 0, %vector.memcheck162 ], [ 0, %for.body.1.us.us.us.preheader ], [ %n.vec180, %middle.block174 ]
  %50 = icmp eq i64 %xtraiter198, 0
  %51 = xor i64 %loop.index.110.us.us.us.ph, -1
  %52 = add i64 %.62.fca.5.1.load.i46, %51
  br i1 %50, label %for.body.1.us.us.us.prol.loopexit, label %for.body.1.us.us.us.prol.preheader

for.body.1.us.us.us.prol.preheader:               ; preds = %for.body.1.us.us.us.preheader189
  br label %for.body.1.us.us.us.prol

for.body.1.us.us.us.prol:                         ; preds = %for.body.1.us.us.us.prol.preheader, %for.body.1.us.us.us.prol
  %lsr.iv441 = phi i64 [ %xtraiter198, %for.body.1.us.us.us.prol.preheader ], [ %lsr.iv.next442, %for.body.1.us.us.us.prol ]
  %loop.index.110.us.us.us.prol = phi i64 [ %.382.us.us.us.prol, %for.body.1.us.us.us.prol ], [ %loop.index.110.us.us.us.ph, %for.body.1.us.us.us.prol.preheader ]
  %scevgep440 = getelementptr double, double* %lsr.iv432, i64 %loop.index.110.us.us.us.prol
  %.350.us.us.us.prol = load double, double* %scevgep440, align 8
  %.12.i.us.us.us.prol = tail call double @llvm.sin.f64(double %.350.us.us.us.prol) #7
  %scevgep439 = getelementptr double, double* %lsr.iv423, i64 %loop.index.110.us.us.us.prol
  store double %.12.i.us.us.us.prol, double* %scevgep439, align 8
  %.382.us.us.us.prol = add nuw i64 %loop.index.110.us.us.us.prol, 1
  %lsr.iv.next442 = add nsw i64 %lsr.iv441, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next442, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.us.us.prol.loopexit.loopexit, label %for.body.1.us.us.us.prol, !llvm.loop !26

for.body.1.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us.us.us.prol
  %53 = add i64 %.382.us.us.us.prol, -1
  br label %for.body.1.us.us.us.prol.loopexit

for.body.1.us.us.us.prol.loopexit:                ; preds = %for.body.1.us.us.us.prol.loopexit.loopexit, %for.body.1.us.us.us.preheader189
  %loop.index.110.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.1.us.us.us.preheader189 ], [ %53, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %loop.index.110.us.us.us.unr = phi i64 [ %loop.index.110.us.us.us.ph, %for.body.1.us.us.us.preheader189 ], [ %.382.us.us.us.prol, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %54 = icmp ult i64 %52, 7
  br i1 %54, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader209

for.body.1.us.us.us.preheader209:                 ; preds = %for.body.1.us.us.us.prol.loopexit
  %55 = add i64 %loop.index.110.us.us.us.unr, -1
  br label %for.body.1.us.us.us

for.body.1.preheader.for.body.1.preheader.split_crit_edge.us: ; preds = %for.cond.1.preheader.us
  %56 = icmp ugt i64 %.62.fca.5.1.load.i46, 1
  %.345.us102.us = mul i64 %.322.013.us, %.62.fca.5.1.load.i46
  br i1 %56, label %for.body.1.us98.us.preheader, label %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us

for.body.1.us98.us.preheader:                     ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %57 = icmp ult i64 %.62.fca.5.1.load.i46, 8
  br i1 %57, label %for.body.1.us98.us.preheader187, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us98.us.preheader
  %58 = bitcast double* %scevgep to i8*
  %59 = bitcast double* %.62.fca.4.load.i48 to i8*
  %scevgep159 = getelementptr double, double* %.62.fca.4.load.i48, i64 %.345.us102.us
  %60 = shl i64 %.322.013.us, 3
  %61 = add i64 %60, 8
  %62 = mul i64 %.62.fca.5.1.load.i46, %61
  %uglygep = getelementptr i8, i8* %59, i64 %62
  %bound0 = icmp ugt i8* %uglygep, %58
  %bound1 = icmp ult double* %scevgep159, %scevgep157
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.us98.us.preheader187, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %63 = icmp ult i64 %13, 56
  br i1 %63, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep478 = getelementptr double, double* %scevgep477, i64 %.345.us102.us
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv525 = phi i64 [ %unroll_iter196, %vector.body.preheader ], [ %lsr.iv.next526, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep499 = getelementptr double, double* %scevgep478, i64 %index
  %scevgep499500 = bitcast double* %scevgep499 to <8 x double>*
  %scevgep501 = getelementptr <8 x double>, <8 x double>* %scevgep499500, i64 -7
  %wide.load = load <8 x double>, <8 x double>* %scevgep501, align 8, !alias.scope !27
  %64 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %scevgep522 = getelementptr double, double* %lsr.iv395, i64 %index
  %scevgep522523 = bitcast double* %scevgep522 to <8 x double>*
  %scevgep524 = getelementptr <8 x double>, <8 x double>* %scevgep522523, i64 -7
  store <8 x double> %64, <8 x double>* %scevgep524, align 8, !alias.scope !30, !noalias !27
  %scevgep494 = getelementptr double, double* %scevgep478, i64 %index
  %scevgep494495 = bitcast double* %scevgep494 to <8 x double>*
  %scevgep496 = getelementptr <8 x double>, <8 x double>* %scevgep494495, i64 -6
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep496, align 8, !alias.scope !27
  %65 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %scevgep517 = getelementptr double, double* %lsr.iv395, i64 %index
  %scevgep517518 = bitcast double* %scevgep517 to <8 x double>*
  %scevgep519 = getelementptr <8 x double>, <8 x double>* %scevgep517518, i64 -6
  store <8 x double> %65, <8 x double>* %scevgep519, align 8, !alias.scope !30, !noalias !27
  %scevgep491 = getelementptr double, double* %scevgep478, i64 %index
  %scevgep491492 = bitcast double* %scevgep491 to <8 x double>*
  %scevgep493 = getelementptr <8 x double>, <8 x double>* %scevgep491492, i64 -5
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep493, align 8, !alias.scope !27
  %66 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %scevgep514 = getelementptr double, double* %lsr.iv395, i64 %index
  %scevgep514515 = bitcast double* %scevgep514 to <8 x double>*
  %scevgep516 = getelementptr <8 x double>, <8 x double>* %scevgep514515, i64 -5
  store <8 x double> %66, <8 x double>* %scevgep516, align 8, !alias.scope !30, !noalias !27
  %scevgep488 = getelementptr double, double* %scevgep478, i64 %index
  %scevgep488489 = bitcast double* %scevgep488 to <8 x double>*
  %scevgep490 = getelementptr <8 x double>, <8 x double>* %scevgep488489, i64 -4
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep490, align 8, !alias.scope !27
  %67 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %scevgep511 = getelementptr double, double* %lsr.iv395, i64 %index
  %scevgep511512 = bitcast double* %scevgep511 to <8 x double>*
  %scevgep513 = getelementptr <8 x double>, <8 x double>* %scevgep511512, i64 -4
  store <8 x double> %67, <8 x double>* %scevgep513, align 8, !alias.scope !30, !noalias !27
  %scevgep485 = getelementptr double, double* %scevgep478, i64 %index
  %scevgep485486 = bitcast double* %scevgep485 to <8 x double>*
  %scevgep487 = getelementptr <8 x double>, <8 x double>* %scevgep485486, i64 -3
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep487, align 8, !alias.scope !27
  %68 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %scevgep508 = getelementptr double, double* %lsr.iv395, i64 %index
  %scevgep508509 = bitcast double* %scevgep508 to <8 x double>*
  %scevgep510 = getelementptr <8 x double>, <8 x double>* %scevgep508509, i64 -3
  store <8 x double> %68, <8 x double>* %scevgep510, align 8, !alias.scope !30, !noalias !27
  %scevgep482 = getelementptr double, double* %scevgep478, i64 %index
  %scevgep482483 = bitcast double* %scevgep482 to <8 x double>*
  %scevgep484 = getelementptr <8 x double>, <8 x double>* %scevgep482483, i64 -2
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep484, align 8, !alias.scope !27
  %69 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %scevgep505 = getelementptr double, double* %lsr.iv395, i64 %index
  %scevgep505506 = bitcast double* %scevgep505 to <8 x double>*
  %scevgep507 = getelementptr <8 x double>, <8 x double>* %scevgep505506, i64 -2
  store <8 x double> %69, <8 x double>* %scevgep507, align 8, !alias.scope !30, !noalias !27
  %scevgep479 = getelementptr double, double* %scevgep478, i64 %index
  %scevgep479480 = bitcast double* %scevgep479 to <8 x double>*
  %scevgep481 = getelementptr <8 x double>, <8 x double>* %scevgep479480, i64 -1
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep481, align 8, !alias.scope !27
  %70 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %scevgep502 = getelementptr double, double* %lsr.iv395, i64 %index
  %scevgep502503 = bitcast double* %scevgep502 to <8 x double>*
  %scevgep504 = getelementptr <8 x double>, <8 x double>* %scevgep502503, i64 -1
  store <8 x double> %70, <8 x double>* %scevgep504, align 8, !alias.scope !30, !noalias !27
  %scevgep497 = getelementptr double, double* %scevgep478, i64 %index
  %scevgep497498 = bitcast double* %scevgep497 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep497498, align 8, !alias.scope !27
  %71 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %scevgep520 = getelementptr double, double* %lsr.iv395, i64 %index
  %scevgep520521 = bitcast double* %scevgep520 to <8 x double>*
  store <8 x double> %71, <8 x double>* %scevgep520521, align 8, !alias.scope !30, !noalias !27
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next526 = add i64 %lsr.iv525, -8
  %niter204.ncmp.7 = icmp eq i64 %lsr.iv.next526, 0
  br i1 %niter204.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !32

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %72 = and i64 %15, 7
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep527 = getelementptr double, double* %lsr.iv423, i64 %index.unr
  %74 = add i64 %index.unr, %.345.us102.us
  %scevgep533 = getelementptr double, double* %.62.fca.4.load.i48, i64 %74
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv528 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next529, %vector.body.epil ]
  %75 = bitcast double* %scevgep533 to i8*
  %76 = bitcast double* %scevgep527 to i8*
  %uglygep535 = getelementptr i8, i8* %75, i64 %lsr.iv528
  %uglygep535536 = bitcast i8* %uglygep535 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep535536, align 8, !alias.scope !27
  %77 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %uglygep531 = getelementptr i8, i8* %76, i64 %lsr.iv528
  %uglygep531532 = bitcast i8* %uglygep531 to <8 x double>*
  store <8 x double> %77, <8 x double>* %uglygep531532, align 8, !alias.scope !30, !noalias !27
  %lsr.iv.next529 = add nuw nsw i64 %lsr.iv528, 64
  %epil.iter201.cmp.not = icmp eq i64 %19, %lsr.iv.next529
  br i1 %epil.iter201.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !33

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %78 = icmp eq i64 %.62.fca.5.1.load.i46, %n.vec
  br i1 %78, label %for.end.1.loopexit.us, label %for.body.1.us98.us.preheader187

for.body.1.us98.us.preheader187:                  ; preds = %vector.memcheck, %for.body.1.us98.us.preheader, %middle.block
  %loop.index.110.us99.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us98.us.preheader ], [ %n.vec, %middle.block ]
  %79 = and i64 %.62.fca.5.1.load.i46, 7
  %80 = icmp eq i64 %79, 0
  %81 = xor i64 %loop.index.110.us99.us.ph, -1
  %82 = add i64 %.62.fca.5.1.load.i46, %81
  br i1 %80, label %for.body.1.us98.us.prol.loopexit, label %for.body.1.us98.us.prol.preheader

for.body.1.us98.us.prol.preheader:                ; preds = %for.body.1.us98.us.preheader187
  %83 = shl i64 %loop.index.110.us99.us.ph, 3
  %scevgep544 = getelementptr double, double* %.62.fca.4.load.i48, i64 %.345.us102.us
  br label %for.body.1.us98.us.prol

for.body.1.us98.us.prol:                          ; preds = %for.body.1.us98.us.prol.preheader, %for.body.1.us98.us.prol
  %lsr.iv539 = phi i64 [ %83, %for.body.1.us98.us.prol.preheader ], [ %lsr.iv.next540, %for.body.1.us98.us.prol ]
  %lsr.iv537 = phi i64 [ 0, %for.body.1.us98.us.prol.preheader ], [ %lsr.iv.next538, %for.body.1.us98.us.prol ]
  %84 = bitcast double* %scevgep544 to i8*
  %85 = bitcast double* %lsr.iv423 to i8*
  %uglygep546 = getelementptr i8, i8* %84, i64 %lsr.iv539
  %uglygep546547 = bitcast i8* %uglygep546 to double*
  %.350.us105.us.prol = load double, double* %uglygep546547, align 8
  %.12.i.us106.us.prol = tail call double @llvm.sin.f64(double %.350.us105.us.prol) #7
  %uglygep542 = getelementptr i8, i8* %85, i64 %lsr.iv539
  %uglygep542543 = bitcast i8* %uglygep542 to double*
  store double %.12.i.us106.us.prol, double* %uglygep542543, align 8
  %lsr.iv.next538 = add nsw i64 %lsr.iv537, -1
  %lsr.iv.next540 = add nuw nsw i64 %lsr.iv539, 8
  %prol.iter207.cmp.not = icmp eq i64 %20, %lsr.iv.next538
  br i1 %prol.iter207.cmp.not, label %for.body.1.us98.us.prol.loopexit.loopexit, label %for.body.1.us98.us.prol, !llvm.loop !34

for.body.1.us98.us.prol.loopexit.loopexit:        ; preds = %for.body.1.us98.us.prol
  %86 = add i64 %loop.index.110.us99.us.ph, -1
  %87 = sub i64 %86, %lsr.iv.next538
  %88 = sub i64 %loop.index.110.us99.us.ph, %lsr.iv.next538
  br label %for.body.1.us98.us.prol.loopexit

for.body.1.us98.us.prol.loopexit:                 ; preds = %for.body.1.us98.us.prol.loopexit.loopexit, %for.body.1.us98.us.preheader187
  %loop.index.110.us99.us.lcssa.unr = phi i64 [ undef, %for.body.1.us98.us.preheader187 ], [ %87, %for.body.1.us98.us.prol.loopexit.loopexit ]
  %loop.index.110.us99.us.unr = phi i64 [ %loop.index.110.us99.us.ph, %for.body.1.us98.us.preheader187 ], [ %88, %for.body.1.us98.us.prol.loopexit.loopexit ]
  %89 = icmp ult i64 %82, 7
  br i1 %89, label %for.end.1.loopexit.us, label %for.body.1.us98.us.preheader208

for.body.1.us98.us.preheader208:                  ; preds = %for.body.1.us98.us.prol.loopexit
  %90 = add i64 %loop.index.110.us99.us.unr, -1
  %scevgep551 = getelementptr double, double* %scevgep550, i64 %.345.us102.us
  br label %for.body.1.us98.us

for.body.1.us98.us:                               ; preds = %for.body.1.us98.us.preheader208, %for.body.1.us98.us
  %lsr.iv548 = phi i64 [ %90, %for.body.1.us98.us.preheader208 ], [ %lsr.iv.next549, %for.body.1.us98.us ]
  %scevgep565 = getelementptr double, double* %scevgep551, i64 %lsr.iv548
  %scevgep566 = getelementptr double, double* %scevgep565, i64 -6
  %.350.us105.us = load double, double* %scevgep566, align 8
  %.12.i.us106.us = tail call double @llvm.sin.f64(double %.350.us105.us) #7
  %scevgep569 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv548
  %scevgep570 = getelementptr double, double* %scevgep569, i64 1
  store double %.12.i.us106.us, double* %scevgep570, align 8
  %scevgep563 = getelementptr double, double* %scevgep551, i64 %lsr.iv548
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -5
  %.350.us105.us.1 = load double, double* %scevgep564, align 8
  %.12.i.us106.us.1 = tail call double @llvm.sin.f64(double %.350.us105.us.1) #7
  %scevgep575 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv548
  %scevgep576 = getelementptr double, double* %scevgep575, i64 2
  store double %.12.i.us106.us.1, double* %scevgep576, align 8
  %scevgep561 = getelementptr double, double* %scevgep551, i64 %lsr.iv548
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -4
  %.350.us105.us.2 = load double, double* %scevgep562, align 8
  %.12.i.us106.us.2 = tail call double @llvm.sin.f64(double %.350.us105.us.2) #7
  %scevgep577 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv548
  %scevgep578 = getelementptr double, double* %scevgep577, i64 3
  store double %.12.i.us106.us.2, double* %scevgep578, align 8
  %scevgep559 = getelementptr double, double* %scevgep551, i64 %lsr.iv548
  %scevgep560 = getelementptr double, double* %scevgep559, i64 -3
  %.350.us105.us.3 = load double, double* %scevgep560, align 8
  %.12.i.us106.us.3 = tail call double @llvm.sin.f64(double %.350.us105.us.3) #7
  %scevgep579 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv548
  %scevgep580 = getelementptr double, double* %scevgep579, i64 4
  store double %.12.i.us106.us.3, double* %scevgep580, align 8
  %scevgep557 = getelementptr double, double* %scevgep551, i64 %lsr.iv548
  %scevgep558 = getelementptr double, double* %scevgep557, i64 -2
  %.350.us105.us.4 = load double, double* %scevgep558, align 8
  %.12.i.us106.us.4 = tail call double @llvm.sin.f64(double %.350.us105.us.4) #7
  %scevgep567 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv548
  %scevgep568 = getelementptr double, double* %scevgep567, i64 5
  store double %.12.i.us106.us.4, double* %scevgep568, align 8
  %scevgep555 = getelementptr double, double* %scevgep551, i64 %lsr.iv548
  %scevgep556 = getelementptr double, double* %scevgep555, i64 -1
  %.350.us105.us.5 = load double, double* %scevgep556, align 8
  %.12.i.us106.us.5 = tail call double @llvm.sin.f64(double %.350.us105.us.5) #7
  %scevgep581 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv548
  %scevgep582 = getelementptr double, double* %scevgep581, i64 6
  store double %.12.i.us106.us.5, double* %scevgep582, align 8
  %scevgep554 = getelementptr double, double* %scevgep551, i64 %lsr.iv548
  %.350.us105.us.6 = load double, double* %scevgep554, align 8
  %.12.i.us106.us.6 = tail call double @llvm.sin.f64(double %.350.us105.us.6) #7
  %scevgep573 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv548
  %scevgep574 = getelementptr double, double* %scevgep573, i64 7
  store double %.12.i.us106.us.6, double* %scevgep574, align 8
  %scevgep552 = getelementptr double, double* %scevgep551, i64 %lsr.iv548
  %scevgep553 = getelementptr double, double* %scevgep552, i64 1
  %.350.us105.us.7 = load double, double* %scevgep553, align 8
  %.12.i.us106.us.7 = tail call double @llvm.sin.f64(double %.350.us105.us.7) #7
  %scevgep571 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv548
  %scevgep572 = getelementptr double, double* %scevgep571, i64 8
  store double %.12.i.us106.us.7, double* %scevgep572, align 8
  %lsr.iv.next549 = add i64 %lsr.iv548, 8
  %91 = add i64 %18, %lsr.iv.next549
  %exitcond144.not.7 = icmp eq i64 %91, -1
  br i1 %exitcond144.not.7, label %for.end.1.loopexit.us, label %for.body.1.us98.us, !llvm.loop !35

for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us: ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %.348.us114 = add i64 %.345.us102.us, %.325.014.us
  %.349.us115 = getelementptr double, double* %.62.fca.4.load.i48, i64 %.348.us114
  %.350.us116 = load double, double* %.349.us115, align 8
  %.12.i.us117 = tail call double @llvm.sin.f64(double %.350.us116) #7
  %.380.us119 = getelementptr double, double* %.6.i19, i64 %.376.us
  store double %.12.i.us117, double* %.380.us119, align 8
  br label %for.end.1.loopexit.us

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader209, %for.body.1.us.us.us
  %lsr.iv443 = phi i64 [ %55, %for.body.1.us.us.us.preheader209 ], [ %lsr.iv.next444, %for.body.1.us.us.us ]
  %scevgep463 = getelementptr double, double* %lsr.iv432, i64 %lsr.iv443
  %scevgep464 = getelementptr double, double* %scevgep463, i64 1
  %.350.us.us.us = load double, double* %scevgep464, align 8
  %.12.i.us.us.us = tail call double @llvm.sin.f64(double %.350.us.us.us) #7
  %scevgep447 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv443
  %scevgep448 = getelementptr double, double* %scevgep447, i64 1
  store double %.12.i.us.us.us, double* %scevgep448, align 8
  %scevgep465 = getelementptr double, double* %lsr.iv432, i64 %lsr.iv443
  %scevgep466 = getelementptr double, double* %scevgep465, i64 2
  %.350.us.us.us.1 = load double, double* %scevgep466, align 8
  %.12.i.us.us.us.1 = tail call double @llvm.sin.f64(double %.350.us.us.us.1) #7
  %scevgep451 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv443
  %scevgep452 = getelementptr double, double* %scevgep451, i64 2
  store double %.12.i.us.us.us.1, double* %scevgep452, align 8
  %scevgep467 = getelementptr double, double* %lsr.iv432, i64 %lsr.iv443
  %scevgep468 = getelementptr double, double* %scevgep467, i64 3
  %.350.us.us.us.2 = load double, double* %scevgep468, align 8
  %.12.i.us.us.us.2 = tail call double @llvm.sin.f64(double %.350.us.us.us.2) #7
  %scevgep453 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv443
  %scevgep454 = getelementptr double, double* %scevgep453, i64 3
  store double %.12.i.us.us.us.2, double* %scevgep454, align 8
  %scevgep469 = getelementptr double, double* %lsr.iv432, i64 %lsr.iv443
  %scevgep470 = getelementptr double, double* %scevgep469, i64 4
  %.350.us.us.us.3 = load double, double* %scevgep470, align 8
  %.12.i.us.us.us.3 = tail call double @llvm.sin.f64(double %.350.us.us.us.3) #7
  %scevgep455 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv443
  %scevgep456 = getelementptr double, double* %scevgep455, i64 4
  store double %.12.i.us.us.us.3, double* %scevgep456, align 8
  %scevgep471 = getelementptr double, double* %lsr.iv432, i64 %lsr.iv443
  %scevgep472 = getelementptr double, double* %scevgep471, i64 5
  %.350.us.us.us.4 = load double, double* %scevgep472, align 8
  %.12.i.us.us.us.4 = tail call double @llvm.sin.f64(double %.350.us.us.us.4) #7
  %scevgep445 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv443
  %scevgep446 = getelementptr double, double* %scevgep445, i64 5
  store double %.12.i.us.us.us.4, double* %scevgep446, align 8
  %scevgep473 = getelementptr double, double* %lsr.iv432, i64 %lsr.iv443
  %scevgep474 = getelementptr double, double* %scevgep473, i64 6
  %.350.us.us.us.5 = load double, double* %scevgep474, align 8
  %.12.i.us.us.us.5 = tail call double @llvm.sin.f64(double %.350.us.us.us.5) #7
  %scevgep459 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv443
  %scevgep460 = getelementptr double, double* %scevgep459, i64 6
  store double %.12.i.us.us.us.5, double* %scevgep460, align 8
  %scevgep475 = getelementptr double, double* %lsr.iv432, i64 %lsr.iv443
  %scevgep476 = getelementptr double, double* %scevgep475, i64 7
  %.350.us.us.us.6 = load double, double* %scevgep476, align 8
  %.12.i.us.us.us.6 = tail call double @llvm.sin.f64(double %.350.us.us.us.6) #7
  %scevgep457 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv443
  %scevgep458 = getelementptr double, double* %scevgep457, i64 7
  store double %.12.i.us.us.us.6, double* %scevgep458, align 8
  %scevgep461 = getelementptr double, double* %lsr.iv432, i64 %lsr.iv443
  %scevgep462 = getelementptr double, double* %scevgep461, i64 8
  %.350.us.us.us.7 = load double, double* %scevgep462, align 8
  %.12.i.us.us.us.7 = tail call double @llvm.sin.f64(double %.350.us.us.us.7) #7
  %scevgep449 = getelementptr double, double* %lsr.iv423, i64 %lsr.iv443
  %scevgep450 = getelementptr double, double* %scevgep449, i64 8
  store double %.12.i.us.us.us.7, double* %scevgep450, align 8
  %lsr.iv.next444 = add i64 %lsr.iv443, 8
  %92 = add i64 %18, %lsr.iv.next444
  %exitcond146.not.7 = icmp eq i64 %92, -1
  br i1 %exitcond146.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us.us, !llvm.loop !36

for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us: ; preds = %for.body.1.preheader.split.us.us
  %.348.us.us127 = add i64 %.345.us.us, %.325.014.us
  %.349.us.us128 = getelementptr double, double* %.62.fca.4.load.i48, i64 %.348.us.us127
  %.350.us.us129 = load double, double* %.349.us.us128, align 8
  %.12.i.us.us130 = tail call double @llvm.sin.f64(double %.350.us.us129) #7
  %.380.us.us132 = getelementptr double, double* %.6.i19, i64 %.376.us
  store double %.12.i.us.us130, double* %.380.us.us132, align 8
  br label %for.end.1.loopexit.us

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.62.fca.0.load.i52)
  %.83.i = icmp eq i64 %.244, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !8

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.244, i64 1) #7
  %93 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %94 = icmp ult i64 %93, 7
  br i1 %94, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %95 = add nsw i64 %unroll_iter.i, -8
  %96 = lshr exact i64 %95, 3
  %97 = add nuw nsw i64 %96, 1
  %xtraiter = and i64 %97, 7
  %98 = icmp ult i64 %95, 56
  br i1 %98, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %97, %const
  %scevgep237 = getelementptr double, double* %.6.i19, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %99 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep212 = getelementptr double, double* %.6.i19, i64 %99
  %100 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %101 = bitcast double* %scevgep212 to i8*
  %uglygep234 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep234235 = bitcast i8* %uglygep234 to double*
  %scevgep236 = getelementptr double, double* %uglygep234235, i64 -7
  %.265.i.epil = load double, double* %scevgep236, align 8, !noalias !37
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep231 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep231232 = bitcast i8* %uglygep231 to double*
  %scevgep233 = getelementptr double, double* %uglygep231232, i64 -6
  %.265.1.i.epil = load double, double* %scevgep233, align 8, !noalias !37
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep228 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep228229 = bitcast i8* %uglygep228 to double*
  %scevgep230 = getelementptr double, double* %uglygep228229, i64 -5
  %.265.2.i.epil = load double, double* %scevgep230, align 8, !noalias !37
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep225 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep225226 = bitcast i8* %uglygep225 to double*
  %scevgep227 = getelementptr double, double* %uglygep225226, i64 -4
  %.265.3.i.epil = load double, double* %scevgep227, align 8, !noalias !37
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep222 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep222223 = bitcast i8* %uglygep222 to double*
  %scevgep224 = getelementptr double, double* %uglygep222223, i64 -3
  %.265.4.i.epil = load double, double* %scevgep224, align 8, !noalias !37
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep219 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep219220 = bitcast i8* %uglygep219 to double*
  %scevgep221 = getelementptr double, double* %uglygep219220, i64 -2
  %.265.5.i.epil = load double, double* %scevgep221, align 8, !noalias !37
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep216 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep216217 = bitcast i8* %uglygep216 to double*
  %scevgep218 = getelementptr double, double* %uglygep216217, i64 -1
  %.265.6.i.epil = load double, double* %scevgep218, align 8, !noalias !37
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep214 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep214215 = bitcast i8* %uglygep214 to double*
  %.265.7.i.epil = load double, double* %uglygep214215, align 8, !noalias !37
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %100, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !40, !llvm.loop !41

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i19, i64 %.85.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep211 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep211, align 8, !noalias !37
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !40, !llvm.loop !42

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv365 = phi i64 [ %lsr.iv.next366, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep363 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -63
  %.265.i = load double, double* %scevgep364, align 8, !noalias !37
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep361 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -62
  %.265.1.i = load double, double* %scevgep362, align 8, !noalias !37
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep359 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -61
  %.265.2.i = load double, double* %scevgep360, align 8, !noalias !37
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep357 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -60
  %.265.3.i = load double, double* %scevgep358, align 8, !noalias !37
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep355 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -59
  %.265.4.i = load double, double* %scevgep356, align 8, !noalias !37
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep353 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -58
  %.265.5.i = load double, double* %scevgep354, align 8, !noalias !37
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep351 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -57
  %.265.6.i = load double, double* %scevgep352, align 8, !noalias !37
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep349 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -56
  %.265.7.i = load double, double* %scevgep350, align 8, !noalias !37
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep318 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -55
  %.265.i.1 = load double, double* %scevgep319, align 8, !noalias !37
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep320 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -54
  %.265.1.i.1 = load double, double* %scevgep321, align 8, !noalias !37
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep322 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -53
  %.265.2.i.1 = load double, double* %scevgep323, align 8, !noalias !37
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep324 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -52
  %.265.3.i.1 = load double, double* %scevgep325, align 8, !noalias !37
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep326 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -51
  %.265.4.i.1 = load double, double* %scevgep327, align 8, !noalias !37
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep328 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -50
  %.265.5.i.1 = load double, double* %scevgep329, align 8, !noalias !37
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep330 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -49
  %.265.6.i.1 = load double, double* %scevgep331, align 8, !noalias !37
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep332 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -48
  %.265.7.i.1 = load double, double* %scevgep333, align 8, !noalias !37
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep302 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -47
  %.265.i.2 = load double, double* %scevgep303, align 8, !noalias !37
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep304 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -46
  %.265.1.i.2 = load double, double* %scevgep305, align 8, !noalias !37
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep306 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -45
  %.265.2.i.2 = load double, double* %scevgep307, align 8, !noalias !37
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep308 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -44
  %.265.3.i.2 = load double, double* %scevgep309, align 8, !noalias !37
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep310 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -43
  %.265.4.i.2 = load double, double* %scevgep311, align 8, !noalias !37
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep312 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -42
  %.265.5.i.2 = load double, double* %scevgep313, align 8, !noalias !37
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep314 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -41
  %.265.6.i.2 = load double, double* %scevgep315, align 8, !noalias !37
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep316 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -40
  %.265.7.i.2 = load double, double* %scevgep317, align 8, !noalias !37
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep286 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -39
  %.265.i.3 = load double, double* %scevgep287, align 8, !noalias !37
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep288 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -38
  %.265.1.i.3 = load double, double* %scevgep289, align 8, !noalias !37
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep290 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -37
  %.265.2.i.3 = load double, double* %scevgep291, align 8, !noalias !37
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep292 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -36
  %.265.3.i.3 = load double, double* %scevgep293, align 8, !noalias !37
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep294 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -35
  %.265.4.i.3 = load double, double* %scevgep295, align 8, !noalias !37
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep296 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -34
  %.265.5.i.3 = load double, double* %scevgep297, align 8, !noalias !37
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep298 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -33
  %.265.6.i.3 = load double, double* %scevgep299, align 8, !noalias !37
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep300 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -32
  %.265.7.i.3 = load double, double* %scevgep301, align 8, !noalias !37
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep270 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -31
  %.265.i.4 = load double, double* %scevgep271, align 8, !noalias !37
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep272 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -30
  %.265.1.i.4 = load double, double* %scevgep273, align 8, !noalias !37
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep274 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -29
  %.265.2.i.4 = load double, double* %scevgep275, align 8, !noalias !37
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep276 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -28
  %.265.3.i.4 = load double, double* %scevgep277, align 8, !noalias !37
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep278 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -27
  %.265.4.i.4 = load double, double* %scevgep279, align 8, !noalias !37
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep280 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -26
  %.265.5.i.4 = load double, double* %scevgep281, align 8, !noalias !37
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep282 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -25
  %.265.6.i.4 = load double, double* %scevgep283, align 8, !noalias !37
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep284 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -24
  %.265.7.i.4 = load double, double* %scevgep285, align 8, !noalias !37
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep254 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -23
  %.265.i.5 = load double, double* %scevgep255, align 8, !noalias !37
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep256 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -22
  %.265.1.i.5 = load double, double* %scevgep257, align 8, !noalias !37
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep258 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -21
  %.265.2.i.5 = load double, double* %scevgep259, align 8, !noalias !37
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep260 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -20
  %.265.3.i.5 = load double, double* %scevgep261, align 8, !noalias !37
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep262 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -19
  %.265.4.i.5 = load double, double* %scevgep263, align 8, !noalias !37
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep264 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -18
  %.265.5.i.5 = load double, double* %scevgep265, align 8, !noalias !37
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep266 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -17
  %.265.6.i.5 = load double, double* %scevgep267, align 8, !noalias !37
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep268 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -16
  %.265.7.i.5 = load double, double* %scevgep269, align 8, !noalias !37
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep238 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -15
  %.265.i.6 = load double, double* %scevgep239, align 8, !noalias !37
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep240 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -14
  %.265.1.i.6 = load double, double* %scevgep241, align 8, !noalias !37
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep242 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -13
  %.265.2.i.6 = load double, double* %scevgep243, align 8, !noalias !37
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep244 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -12
  %.265.3.i.6 = load double, double* %scevgep245, align 8, !noalias !37
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep246 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -11
  %.265.4.i.6 = load double, double* %scevgep247, align 8, !noalias !37
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep248 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -10
  %.265.5.i.6 = load double, double* %scevgep249, align 8, !noalias !37
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep250 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -9
  %.265.6.i.6 = load double, double* %scevgep251, align 8, !noalias !37
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep252 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -8
  %.265.7.i.6 = load double, double* %scevgep253, align 8, !noalias !37
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep334 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -7
  %.265.i.7 = load double, double* %scevgep335, align 8, !noalias !37
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep336 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -6
  %.265.1.i.7 = load double, double* %scevgep337, align 8, !noalias !37
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep338 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -5
  %.265.2.i.7 = load double, double* %scevgep339, align 8, !noalias !37
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep340 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -4
  %.265.3.i.7 = load double, double* %scevgep341, align 8, !noalias !37
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep342 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -3
  %.265.4.i.7 = load double, double* %scevgep343, align 8, !noalias !37
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep344 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -2
  %.265.5.i.7 = load double, double* %scevgep345, align 8, !noalias !37
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep346 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -1
  %.265.6.i.7 = load double, double* %scevgep347, align 8, !noalias !37
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep348 = getelementptr double, double* %scevgep237, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep348, align 8, !noalias !37
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next366 = add i64 %lsr.iv365, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next366, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !8

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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
  %sunkaddr5 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr5 to i8**
  %.38.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr6 to i64*
  %.38.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr7 to double**
  %.38.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr8 to i64*
  %.38.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr9 to i64*
  %.38.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr10 to i64*
  %.38.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr11 to i64*
  %.38.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.34, label %common.ret, label %entry.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.47 = load i8*, i8** %.6, align 8
  %.51 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %18, i8 0, i64 72, i1 false)
  %.52 = call i32 @NRT_adapt_ndarray_from_python(i8* %.47, i8* nonnull %.51)
  %19 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr12 to i64*
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
  %sunkaddr13 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr13 to i8**
  %.63.fca.1.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %24, i64 16
  %25 = bitcast i8* %sunkaddr14 to i64*
  %.63.fca.2.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr15 to double**
  %.63.fca.4.load = load double*, double** %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr16 to i64*
  %.63.fca.5.0.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %30, i64 48
  %31 = bitcast i8* %sunkaddr17 to i64*
  %.63.fca.5.1.load = load i64, i64* %31, align 8
  %32 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %32, i64 56
  %33 = bitcast i8* %sunkaddr18 to i64*
  %.63.fca.6.0.load = load i64, i64* %33, align 8
  %34 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %34, i64 64
  %35 = bitcast i8* %sunkaddr19 to i64*
  %.63.fca.6.1.load = load i64, i64* %35, align 8
  br i1 %.59, label %arg0.err, label %entry.endif.endif.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %.72 = load i8*, i8** %.7, align 8
  %.76 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %36 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %36, i8 0, i64 72, i1 false)
  %.77 = call i32 @NRT_adapt_ndarray_from_python(i8* %.72, i8* nonnull %.76)
  %37 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr20 = getelementptr inbounds i8, i8* %37, i64 24
  %38 = bitcast i8* %sunkaddr20 to i64*
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
  %sunkaddr21 = getelementptr inbounds i8, i8* %40, i64 8
  %41 = bitcast i8* %sunkaddr21 to i8**
  %.88.fca.1.load = load i8*, i8** %41, align 8
  %42 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr22 = getelementptr inbounds i8, i8* %42, i64 16
  %43 = bitcast i8* %sunkaddr22 to i64*
  %.88.fca.2.load = load i64, i64* %43, align 8
  %44 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr23 = getelementptr inbounds i8, i8* %44, i64 32
  %45 = bitcast i8* %sunkaddr23 to double**
  %.88.fca.4.load = load double*, double** %45, align 8
  %46 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr24 = getelementptr inbounds i8, i8* %46, i64 40
  %47 = bitcast i8* %sunkaddr24 to i64*
  %.88.fca.5.0.load = load i64, i64* %47, align 8
  %48 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr25 = getelementptr inbounds i8, i8* %48, i64 48
  %49 = bitcast i8* %sunkaddr25 to i64*
  %.88.fca.5.1.load = load i64, i64* %49, align 8
  %50 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr26 = getelementptr inbounds i8, i8* %50, i64 56
  %51 = bitcast i8* %sunkaddr26 to i64*
  %.88.fca.6.0.load = load i64, i64* %51, align 8
  %52 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.73 to i8*
  %sunkaddr27 = getelementptr inbounds i8, i8* %52, i64 64
  %53 = bitcast i8* %sunkaddr27 to i64*
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
  %.84 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f86417258d0>", i64 0, i64 0))
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
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
  br i1 %or.cond.i, label %B56.if, label %B0.endif.endif.endif.endif.i.i, !prof !43

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
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !44
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if, label %B56.endif, !prof !8

B112:                                             ; preds = %entry
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond, label %B112.if, label %B0.endif.endif.endif.endif.i, !prof !43

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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !57
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !8

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140214607371328, %B56 ], [ @.const.picklebuf.140214604553216, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.140214604614400, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !67
  %.32.i.i = shl nsw i64 %.51.i.i, 3
  %.33.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false) #7, !noalias !68
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140214604614400.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.140214604879616, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.140214604877184, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %1, align 8, !noalias !71
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
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !72

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !73

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140214604992448, %entry ], [ @.const.picklebuf.140214604930432, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214601435200, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214601435200, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214601435200, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !74

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
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !74

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
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !74

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
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !74

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
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #6

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { noreturn }
attributes #5 = { argmemonly nofree nosync nounwind willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

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
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !25}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !23}
!33 = distinct !{!33, !25}
!34 = distinct !{!34, !25}
!35 = distinct !{!35, !23}
!36 = distinct !{!36, !23}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!40 = !{!"branch_weights", i32 1, i32 7}
!41 = distinct !{!41, !25}
!42 = distinct !{!42, !25}
!43 = !{!"branch_weights", i32 199, i32 9801}
!44 = !{!45, !47, !48, !50, !51, !53, !54, !56}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!57 = !{!58, !60, !61, !63, !64, !66}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = distinct !{!64, !65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!65 = distinct !{!65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!66 = distinct !{!66, !65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!67 = !{!51, !53, !54, !56}
!68 = !{!69, !54, !56}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!71 = !{!64, !66}
!72 = !{!"branch_weights", i32 2126008812, i32 21474836}
!73 = !{!"branch_weights", i32 21474836, i32 2126008812}
!74 = !{!"branch_weights", i32 99, i32 1}
