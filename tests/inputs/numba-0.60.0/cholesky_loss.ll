; ModuleID = 'cholesky_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140269853989376 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269853989376.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269853989376 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269853989376, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269853989376.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cholesky_loss = internal constant [14 x i8] c"cholesky_loss\00"
@_ZN08NumbaEnv7kernels13cholesky_lossB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13cholesky_lossB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [136 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13cholesky_lossB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9323029b90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9323029b90>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269928357120 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269928357120.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269928357120 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269928357120, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928357120.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269928394560 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269928394560.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269928394560 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269928394560, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928394560.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269928363840 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269928363840.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269928363840 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269928363840, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928363840.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269928353664 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269928353664.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269928353664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269928353664, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928353664.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v50B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269928357120.15 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\CF\02\87\94\87\94."
@.const.pickledata.140269928357120.sha1.16 = internal constant [20 x i8] c"v&Wh\08\C5S\CFy\BBhm\FEf\E8Z\84\9Bv\0F"
@.const.picklebuf.140269928357120.12 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.140269928357120.15, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928357120.sha1.16, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269927760640 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\D2\02\87\94\87\94."
@.const.pickledata.140269927760640.sha1 = internal constant [20 x i8] c"\11\09\11\0C\DCo@\BA\19\EF\C4Q_\09\CAno\95\E0\C1"
@.const.picklebuf.140269927760640 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.140269927760640, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927760640.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140269929217408 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140269929217408.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140269929217408 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140269929217408, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929217408.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269924136320 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\E0\03\87\94\87\94."
@.const.pickledata.140269924136320.sha1 = internal constant [20 x i8] c"=\99vp\BD\C9\B2\05>&\0F\D6\BD\86O\DE\A4\E3\12;"
@.const.picklebuf.140269924136320 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140269924136320, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269924136320.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269927762496 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269927762496.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269927762496 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269927762496, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927762496.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269853992128 = internal constant [82 x i8] c"\80\04\95G\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\F1\03\87\94\87\94."
@.const.pickledata.140269853992128.sha1 = internal constant [20 x i8] c"\F5\E0\8B\D3n\C5\80\AD\12 \00\F6\04\99\9A\E5I\A9w\C3"
@.const.picklebuf.140269853992128 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([82 x i8], [82 x i8]* @.const.pickledata.140269853992128, i32 0, i32 0), i32 82, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269853992128.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269925139520 = internal constant [119 x i8] c"\80\04\95l\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C Matrix is not positive definite.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\F3\03\87\94\87\94."
@.const.pickledata.140269925139520.sha1 = internal constant [20 x i8] c"aM\0B\D9\FAx\9C\E7F\BFZ\9D\1F;\A8*\A2pZ\FD"
@.const.picklebuf.140269925139520 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([119 x i8], [119 x i8]* @.const.pickledata.140269925139520, i32 0, i32 0), i32 119, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925139520.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.140269930043392.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f93231ddc10B3v52B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140269930043392.21 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.22 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.20 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.21, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.22, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels13cholesky_lossB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1) local_unnamed_addr {
entry:
  %.40.i = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.393 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  %.74 = mul nsw i64 %arg.A.5.1, %arg.A.5.0
  tail call void @NRT_incref(i8* %arg.A.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.A.0, i8* %arg.A.1, i64 %.74, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.1, i64 %arg.A.5.0, i64 %arg.A.6.1, i64 %arg.A.6.0), !noalias !0
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.fca.0.gep17.i575 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8**
  %.fca.6.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 6, i64 1
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 6, i64 0
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 4
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 3
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 2
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 1
  %.62.fca.6.1.load.i = load i64, i64* %.fca.6.1.gep.i, align 8, !noalias !0
  %.62.fca.6.0.load.i = load i64, i64* %.fca.6.0.gep.i, align 8, !noalias !0
  %.62.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !0
  %.62.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.62.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !0
  %.62.fca.3.load.i = load i64, i64* %.fca.3.gep.i, align 8, !noalias !0
  %.62.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !0
  %.62.fca.1.load.i = load i8*, i8** %.fca.1.gep.i, align 8, !noalias !0
  %.62.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i575, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  tail call void @NRT_decref(i8* %arg.A.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.200.inv = icmp sgt i64 %arg.A.5.0, 0
  br i1 %.200.inv, label %B82.lr.ph, label %B122

B82.lr.ph:                                        ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit.thread
  %.333 = sitofp i64 %arg.A.5.0 to double
  %4 = add i64 %arg.A.5.0, -1
  %xtraiter163 = and i64 %arg.A.5.0, 7
  %5 = icmp ult i64 %4, 7
  br i1 %5, label %B122.loopexit.unr-lcssa, label %B82.lr.ph.new

B82.lr.ph.new:                                    ; preds = %B82.lr.ph
  %6 = shl i64 %.62.fca.5.1.load.i, 6
  %7 = add i64 %6, 64
  %8 = shl i64 %.62.fca.5.1.load.i, 3
  %9 = lshr i64 %arg.A.5.0, 3
  %10 = mul i64 %9, -8
  %11 = add i64 %8, 8
  br label %B82

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit: ; preds = %entry
  %12 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %13 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %13)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  %.115 = icmp sgt i32 %.52.i, 0
  %.116 = select i1 %.115, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.116, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B82:                                              ; preds = %B82, %B82.lr.ph.new
  %lsr.iv553 = phi double* [ %22, %B82 ], [ %.62.fca.4.load.i, %B82.lr.ph.new ]
  %lsr.iv551 = phi i64 [ %lsr.iv.next552, %B82 ], [ 3, %B82.lr.ph.new ]
  %lsr.iv553554 = bitcast double* %lsr.iv553 to i1*
  %lsr.iv553558 = bitcast double* %lsr.iv553 to i8*
  %.331 = load double, double* %lsr.iv553, align 8
  %.334 = fadd double %.331, %.333
  store double %.334, double* %lsr.iv553, align 8
  %uglygep559 = getelementptr i8, i8* %lsr.iv553558, i64 %11
  %sunkaddr581 = mul i64 %.62.fca.5.1.load.i, 8
  %14 = bitcast double* %lsr.iv553 to i8*
  %sunkaddr582 = getelementptr i8, i8* %14, i64 %sunkaddr581
  %sunkaddr583 = getelementptr i8, i8* %sunkaddr582, i64 8
  %15 = bitcast i8* %sunkaddr583 to double*
  %.331.1 = load double, double* %15, align 8
  %.334.1 = fadd double %.331.1, %.333
  store double %.334.1, double* %15, align 8
  %uglygep561 = getelementptr i8, i8* %uglygep559, i64 %11
  %sunkaddr584 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr585 = getelementptr i8, i8* %uglygep559, i64 %sunkaddr584
  %sunkaddr586 = getelementptr i8, i8* %sunkaddr585, i64 8
  %16 = bitcast i8* %sunkaddr586 to double*
  %.331.2 = load double, double* %16, align 8
  %.334.2 = fadd double %.331.2, %.333
  store double %.334.2, double* %16, align 8
  %uglygep563 = getelementptr i8, i8* %uglygep561, i64 %11
  %sunkaddr587 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr588 = getelementptr i8, i8* %uglygep561, i64 %sunkaddr587
  %sunkaddr589 = getelementptr i8, i8* %sunkaddr588, i64 8
  %17 = bitcast i8* %sunkaddr589 to double*
  %.331.3 = load double, double* %17, align 8
  %.334.3 = fadd double %.331.3, %.333
  store double %.334.3, double* %17, align 8
  %uglygep565 = getelementptr i8, i8* %uglygep563, i64 %11
  %sunkaddr590 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr591 = getelementptr i8, i8* %uglygep563, i64 %sunkaddr590
  %sunkaddr592 = getelementptr i8, i8* %sunkaddr591, i64 8
  %18 = bitcast i8* %sunkaddr592 to double*
  %.331.4 = load double, double* %18, align 8
  %.334.4 = fadd double %.331.4, %.333
  store double %.334.4, double* %18, align 8
  %uglygep567 = getelementptr i8, i8* %uglygep565, i64 %11
  %sunkaddr593 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr594 = getelementptr i8, i8* %uglygep565, i64 %sunkaddr593
  %sunkaddr595 = getelementptr i8, i8* %sunkaddr594, i64 8
  %19 = bitcast i8* %sunkaddr595 to double*
  %.331.5 = load double, double* %19, align 8
  %.334.5 = fadd double %.331.5, %.333
  store double %.334.5, double* %19, align 8
  %uglygep569 = getelementptr i8, i8* %uglygep567, i64 %11
  %sunkaddr596 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr597 = getelementptr i8, i8* %uglygep567, i64 %sunkaddr596
  %sunkaddr598 = getelementptr i8, i8* %sunkaddr597, i64 8
  %20 = bitcast i8* %sunkaddr598 to double*
  %.331.6 = load double, double* %20, align 8
  %.334.6 = fadd double %.331.6, %.333
  store double %.334.6, double* %20, align 8
  %sunkaddr = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr576 = getelementptr i8, i8* %uglygep569, i64 %sunkaddr
  %sunkaddr577 = getelementptr i8, i8* %sunkaddr576, i64 8
  %21 = bitcast i8* %sunkaddr577 to double*
  %.331.7 = load double, double* %21, align 8
  %.334.7 = fadd double %.331.7, %.333
  store double %.334.7, double* %21, align 8
  %lsr.iv.next552 = add nuw i64 %lsr.iv551, 8
  %scevgep555 = getelementptr i1, i1* %lsr.iv553554, i64 %7
  %22 = bitcast i1* %scevgep555 to double*
  %23 = add i64 %10, %lsr.iv.next552
  %niter167.ncmp.7 = icmp eq i64 %23, 3
  br i1 %niter167.ncmp.7, label %B122.loopexit.unr-lcssa.loopexit, label %B82

B122.loopexit.unr-lcssa.loopexit:                 ; preds = %B82
  %24 = add i64 %lsr.iv.next552, -3
  br label %B122.loopexit.unr-lcssa

B122.loopexit.unr-lcssa:                          ; preds = %B122.loopexit.unr-lcssa.loopexit, %B82.lr.ph
  %.186.091.unr = phi i64 [ 0, %B82.lr.ph ], [ %24, %B122.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod165.not = icmp eq i64 %xtraiter163, 0
  br i1 %lcmp.mod165.not, label %B122, label %B82.epil.preheader

B82.epil.preheader:                               ; preds = %B122.loopexit.unr-lcssa
  %25 = add i64 %.62.fca.5.1.load.i, 1
  %26 = mul i64 %.186.091.unr, %25
  %scevgep543 = getelementptr double, double* %.62.fca.4.load.i, i64 %26
  %27 = shl i64 %.62.fca.5.1.load.i, 3
  %28 = add i64 %27, 8
  br label %B82.epil

B82.epil:                                         ; preds = %B82.epil.preheader, %B82.epil
  %lsr.iv549 = phi i64 [ %xtraiter163, %B82.epil.preheader ], [ %lsr.iv.next550, %B82.epil ]
  %lsr.iv544 = phi double* [ %scevgep543, %B82.epil.preheader ], [ %29, %B82.epil ]
  %lsr.iv544545 = bitcast double* %lsr.iv544 to i1*
  %.331.epil = load double, double* %lsr.iv544, align 8
  %.334.epil = fadd double %.331.epil, %.333
  store double %.334.epil, double* %lsr.iv544, align 8
  %scevgep546 = getelementptr i1, i1* %lsr.iv544545, i64 %28
  %29 = bitcast i1* %scevgep546 to double*
  %lsr.iv.next550 = add nsw i64 %lsr.iv549, -1
  %epil.iter164.cmp.not = icmp eq i64 %lsr.iv.next550, 0
  br i1 %epil.iter164.cmp.not, label %B122, label %B82.epil, !llvm.loop !4

B122:                                             ; preds = %B82.epil, %B122.loopexit.unr-lcssa, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit.thread
  %30 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.393 to i8**
  %31 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.393 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %31, i8 0, i64 72, i1 false)
  %.401 = call i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.393, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.2, i8* %.62.fca.0.load.i, i8* %.62.fca.1.load.i, i64 %.62.fca.2.load.i, i64 %.62.fca.3.load.i, double* %.62.fca.4.load.i, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %.62.fca.6.0.load.i, i64 %.62.fca.6.1.load.i)
  %.411.fca.0.load = load i8*, i8** %30, align 8
  %32 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.393 to i8*
  %sunkaddr578 = getelementptr inbounds i8, i8* %32, i64 32
  %33 = bitcast i8* %sunkaddr578 to double**
  %.411.fca.4.load = load double*, double** %33, align 8
  %34 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.393 to i8*
  %sunkaddr579 = getelementptr inbounds i8, i8* %34, i64 40
  %35 = bitcast i8* %sunkaddr579 to i64*
  %.411.fca.5.0.load = load i64, i64* %35, align 8
  %36 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.393 to i8*
  %sunkaddr580 = getelementptr inbounds i8, i8* %36, i64 48
  %37 = bitcast i8* %sunkaddr580 to i64*
  %.411.fca.5.1.load = load i64, i64* %37, align 8
  switch i32 %.401, label %B122.if [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

common.ret:                                       ; preds = %B122.endif.endif.endif.endif.if, %B122.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit, %for.end.endif, %B122.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B122.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit ], [ %.401, %B122.if ], [ 1, %B122.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B122.if:                                          ; preds = %B122
  %.409 = icmp sgt i32 %.401, 0
  %.402 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.410 = select i1 %.409, { i8*, i32, i8*, i8*, i32 }* %.402, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.410, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %B122, %B122
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  %.512 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.411.fca.5.0.load, i64 %.411.fca.5.1.load)
  %.513 = extractvalue { i64, i1 } %.512, 0
  %.514 = extractvalue { i64, i1 } %.512, 1
  %.517 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.513, i64 8)
  %.519 = extractvalue { i64, i1 } %.517, 1
  %.520 = or i1 %.514, %.519
  br i1 %.520, label %B122.endif.endif.endif.if, label %B122.endif.endif.endif.endif, !prof !6

B122.endif.endif.endif.if:                        ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269853989376, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B122.endif.endif.endif.endif:                     ; preds = %B128.i
  %.518 = extractvalue { i64, i1 } %.517, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.518, i32 32), !noalias !8
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B122.endif.endif.endif.endif.if, label %B122.endif.endif.endif.endif.endif, !prof !6

B122.endif.endif.endif.endif.if:                  ; preds = %B122.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392.20, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B122.endif.endif.endif.endif.endif:               ; preds = %B122.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %38 = bitcast i8* %.5.i to double**
  %.6.i19 = load double*, double** %38, align 8
  %.59812 = icmp sgt i64 %.411.fca.5.0.load, 0
  br i1 %.59812, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B122.endif.endif.endif.endif.endif
  %.6017 = icmp sgt i64 %.411.fca.5.1.load, 0
  br i1 %.6017, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %const573 = bitcast i64 4611686018427387896 to i64
  %39 = add i64 %.411.fca.5.1.load, -8
  %40 = lshr i64 %39, 3
  %41 = add nuw nsw i64 %40, 1
  %n.vec135 = and i64 %.411.fca.5.1.load, -8
  %xtraiter148 = and i64 %41, 7
  %unroll_iter151 = and i64 %41, %const573
  %ind.escape141 = add i64 %n.vec135, -1
  %xtraiter153 = and i64 %.411.fca.5.1.load, 7
  %n.vec = and i64 %.411.fca.5.1.load, -8
  %ind.escape = add i64 %n.vec, -1
  %scevgep327 = getelementptr double, double* %.411.fca.4.load, i64 56
  %42 = shl i64 %.411.fca.5.1.load, 3
  %scevgep354 = getelementptr double, double* %.6.i19, i64 56
  %43 = shl nuw nsw i64 %xtraiter148, 6
  %44 = sub i64 0, %.411.fca.5.1.load
  %scevgep437 = getelementptr double, double* %.411.fca.4.load, i64 56
  %45 = shl nuw nsw i64 %xtraiter148, 6
  %46 = sub i64 0, %xtraiter153
  %scevgep510 = getelementptr double, double* %.411.fca.4.load, i64 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv392 = phi double* [ %.411.fca.4.load, %for.cond.1.preheader.us.preheader ], [ %59, %for.end.1.loopexit.us ]
  %lsr.iv383 = phi double* [ %.6.i19, %for.cond.1.preheader.us.preheader ], [ %58, %for.end.1.loopexit.us ]
  %lsr.iv355 = phi double* [ %scevgep354, %for.cond.1.preheader.us.preheader ], [ %57, %for.end.1.loopexit.us ]
  %lsr.iv328 = phi double* [ %scevgep327, %for.cond.1.preheader.us.preheader ], [ %56, %for.end.1.loopexit.us ]
  %loop.index15.us = phi i64 [ %.653.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.594.014.us = phi i64 [ %.594.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.591.013.us = phi i64 [ %spec.select29.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %47 = icmp eq i64 %.411.fca.5.0.load, 1
  %48 = mul i64 %.411.fca.5.1.load, %loop.index15.us
  %scevgep118 = getelementptr double, double* %.6.i19, i64 %48
  %49 = add i64 %.411.fca.5.1.load, %48
  %scevgep120 = getelementptr double, double* %.6.i19, i64 %49
  %scevgep122 = getelementptr double, double* %.411.fca.4.load, i64 %48
  %scevgep124 = getelementptr double, double* %.411.fca.4.load, i64 %49
  %50 = mul i64 %.411.fca.5.1.load, %loop.index15.us
  %scevgep = getelementptr double, double* %.6.i19, i64 %50
  %51 = add i64 %.411.fca.5.1.load, %50
  %scevgep112 = getelementptr double, double* %.6.i19, i64 %51
  %.645.us = mul i64 %loop.index15.us, %.411.fca.5.1.load
  br i1 %47, label %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us, label %for.body.1.preheader.split.us.us

for.end.1.loopexit.us:                            ; preds = %for.body.1.us50.us.prol.loopexit, %middle.block, %for.body.1.us.us.us, %for.body.1.us50.us, %for.body.1.us.us.us.prol.loopexit, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us, %middle.block129
  %spec.select29.lcssa.us = phi i64 [ %loop.index15.us, %middle.block129 ], [ %.591.013.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %loop.index15.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index15.us, %for.body.1.us.us.us.prol.loopexit ], [ %.591.013.us, %for.body.1.us50.us ], [ %loop.index15.us, %for.body.1.us.us.us ], [ %.591.013.us, %middle.block ], [ %.591.013.us, %for.body.1.us50.us.prol.loopexit ]
  %.594.2.lcssa.us = phi i64 [ %ind.escape141, %middle.block129 ], [ %.594.014.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %.594.014.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index.110.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %lsr.iv.next509, %for.body.1.us50.us ], [ %lsr.iv.next404, %for.body.1.us.us.us ], [ %ind.escape, %middle.block ], [ %loop.index.110.us51.us.lcssa.unr, %for.body.1.us50.us.prol.loopexit ]
  %52 = bitcast double* %lsr.iv355 to i1*
  %53 = bitcast double* %lsr.iv328 to i1*
  %54 = bitcast double* %lsr.iv392 to i1*
  %55 = bitcast double* %lsr.iv383 to i1*
  %.653.us = add nuw nsw i64 %loop.index15.us, 1
  %scevgep330 = getelementptr i1, i1* %53, i64 %42
  %56 = bitcast i1* %scevgep330 to double*
  %scevgep357 = getelementptr i1, i1* %52, i64 %42
  %57 = bitcast i1* %scevgep357 to double*
  %scevgep385 = getelementptr i1, i1* %55, i64 %42
  %58 = bitcast i1* %scevgep385 to double*
  %scevgep394 = getelementptr i1, i1* %54, i64 %42
  %59 = bitcast i1* %scevgep394 to double*
  %exitcond101.not = icmp eq i64 %.653.us, %.411.fca.5.0.load
  br i1 %exitcond101.not, label %for.end, label %for.cond.1.preheader.us

for.body.1.preheader.split.us.us:                 ; preds = %for.cond.1.preheader.us
  %60 = icmp ugt i64 %.411.fca.5.1.load, 1
  %.614.us.us = mul i64 %loop.index15.us, %.411.fca.5.1.load
  br i1 %60, label %for.body.1.us.us.us.preheader, label %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us

for.body.1.us.us.us.preheader:                    ; preds = %for.body.1.preheader.split.us.us
  %61 = icmp ult i64 %.411.fca.5.1.load, 8
  br i1 %61, label %for.body.1.us.us.us.preheader144, label %vector.memcheck117

vector.memcheck117:                               ; preds = %for.body.1.us.us.us.preheader
  %bound0126 = icmp ult double* %scevgep118, %scevgep124
  %bound1127 = icmp ult double* %scevgep122, %scevgep120
  %found.conflict128 = and i1 %bound0126, %bound1127
  br i1 %found.conflict128, label %for.body.1.us.us.us.preheader144, label %vector.ph133

vector.ph133:                                     ; preds = %vector.memcheck117
  %62 = icmp ult i64 %39, 56
  br i1 %62, label %middle.block129.unr-lcssa, label %vector.body131.preheader

vector.body131.preheader:                         ; preds = %vector.ph133
  br label %vector.body131

vector.body131:                                   ; preds = %vector.body131.preheader, %vector.body131
  %lsr.iv381 = phi i64 [ %unroll_iter151, %vector.body131.preheader ], [ %lsr.iv.next382, %vector.body131 ]
  %index138 = phi i64 [ %index.next140.7, %vector.body131 ], [ 0, %vector.body131.preheader ]
  %scevgep351 = getelementptr double, double* %lsr.iv328, i64 %index138
  %scevgep351352 = bitcast double* %scevgep351 to <8 x double>*
  %scevgep353 = getelementptr <8 x double>, <8 x double>* %scevgep351352, i64 -7
  %wide.load139 = load <8 x double>, <8 x double>* %scevgep353, align 8, !alias.scope !15
  %63 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load139)
  %scevgep378 = getelementptr double, double* %lsr.iv355, i64 %index138
  %scevgep378379 = bitcast double* %scevgep378 to <8 x double>*
  %scevgep380 = getelementptr <8 x double>, <8 x double>* %scevgep378379, i64 -7
  store <8 x double> %63, <8 x double>* %scevgep380, align 8, !alias.scope !18, !noalias !15
  %scevgep346 = getelementptr double, double* %lsr.iv328, i64 %index138
  %scevgep346347 = bitcast double* %scevgep346 to <8 x double>*
  %scevgep348 = getelementptr <8 x double>, <8 x double>* %scevgep346347, i64 -6
  %wide.load139.1 = load <8 x double>, <8 x double>* %scevgep348, align 8, !alias.scope !15
  %64 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load139.1)
  %scevgep373 = getelementptr double, double* %lsr.iv355, i64 %index138
  %scevgep373374 = bitcast double* %scevgep373 to <8 x double>*
  %scevgep375 = getelementptr <8 x double>, <8 x double>* %scevgep373374, i64 -6
  store <8 x double> %64, <8 x double>* %scevgep375, align 8, !alias.scope !18, !noalias !15
  %scevgep343 = getelementptr double, double* %lsr.iv328, i64 %index138
  %scevgep343344 = bitcast double* %scevgep343 to <8 x double>*
  %scevgep345 = getelementptr <8 x double>, <8 x double>* %scevgep343344, i64 -5
  %wide.load139.2 = load <8 x double>, <8 x double>* %scevgep345, align 8, !alias.scope !15
  %65 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load139.2)
  %scevgep370 = getelementptr double, double* %lsr.iv355, i64 %index138
  %scevgep370371 = bitcast double* %scevgep370 to <8 x double>*
  %scevgep372 = getelementptr <8 x double>, <8 x double>* %scevgep370371, i64 -5
  store <8 x double> %65, <8 x double>* %scevgep372, align 8, !alias.scope !18, !noalias !15
  %scevgep340 = getelementptr double, double* %lsr.iv328, i64 %index138
  %scevgep340341 = bitcast double* %scevgep340 to <8 x double>*
  %scevgep342 = getelementptr <8 x double>, <8 x double>* %scevgep340341, i64 -4
  %wide.load139.3 = load <8 x double>, <8 x double>* %scevgep342, align 8, !alias.scope !15
  %66 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load139.3)
  %scevgep367 = getelementptr double, double* %lsr.iv355, i64 %index138
  %scevgep367368 = bitcast double* %scevgep367 to <8 x double>*
  %scevgep369 = getelementptr <8 x double>, <8 x double>* %scevgep367368, i64 -4
  store <8 x double> %66, <8 x double>* %scevgep369, align 8, !alias.scope !18, !noalias !15
  %scevgep337 = getelementptr double, double* %lsr.iv328, i64 %index138
  %scevgep337338 = bitcast double* %scevgep337 to <8 x double>*
  %scevgep339 = getelementptr <8 x double>, <8 x double>* %scevgep337338, i64 -3
  %wide.load139.4 = load <8 x double>, <8 x double>* %scevgep339, align 8, !alias.scope !15
  %67 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load139.4)
  %scevgep364 = getelementptr double, double* %lsr.iv355, i64 %index138
  %scevgep364365 = bitcast double* %scevgep364 to <8 x double>*
  %scevgep366 = getelementptr <8 x double>, <8 x double>* %scevgep364365, i64 -3
  store <8 x double> %67, <8 x double>* %scevgep366, align 8, !alias.scope !18, !noalias !15
  %scevgep334 = getelementptr double, double* %lsr.iv328, i64 %index138
  %scevgep334335 = bitcast double* %scevgep334 to <8 x double>*
  %scevgep336 = getelementptr <8 x double>, <8 x double>* %scevgep334335, i64 -2
  %wide.load139.5 = load <8 x double>, <8 x double>* %scevgep336, align 8, !alias.scope !15
  %68 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load139.5)
  %scevgep361 = getelementptr double, double* %lsr.iv355, i64 %index138
  %scevgep361362 = bitcast double* %scevgep361 to <8 x double>*
  %scevgep363 = getelementptr <8 x double>, <8 x double>* %scevgep361362, i64 -2
  store <8 x double> %68, <8 x double>* %scevgep363, align 8, !alias.scope !18, !noalias !15
  %scevgep331 = getelementptr double, double* %lsr.iv328, i64 %index138
  %scevgep331332 = bitcast double* %scevgep331 to <8 x double>*
  %scevgep333 = getelementptr <8 x double>, <8 x double>* %scevgep331332, i64 -1
  %wide.load139.6 = load <8 x double>, <8 x double>* %scevgep333, align 8, !alias.scope !15
  %69 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load139.6)
  %scevgep358 = getelementptr double, double* %lsr.iv355, i64 %index138
  %scevgep358359 = bitcast double* %scevgep358 to <8 x double>*
  %scevgep360 = getelementptr <8 x double>, <8 x double>* %scevgep358359, i64 -1
  store <8 x double> %69, <8 x double>* %scevgep360, align 8, !alias.scope !18, !noalias !15
  %scevgep349 = getelementptr double, double* %lsr.iv328, i64 %index138
  %scevgep349350 = bitcast double* %scevgep349 to <8 x double>*
  %wide.load139.7 = load <8 x double>, <8 x double>* %scevgep349350, align 8, !alias.scope !15
  %70 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load139.7)
  %scevgep376 = getelementptr double, double* %lsr.iv355, i64 %index138
  %scevgep376377 = bitcast double* %scevgep376 to <8 x double>*
  store <8 x double> %70, <8 x double>* %scevgep376377, align 8, !alias.scope !18, !noalias !15
  %index.next140.7 = add i64 %index138, 64
  %lsr.iv.next382 = add i64 %lsr.iv381, -8
  %niter152.ncmp.7 = icmp eq i64 %lsr.iv.next382, 0
  br i1 %niter152.ncmp.7, label %middle.block129.unr-lcssa, label %vector.body131, !llvm.loop !20

middle.block129.unr-lcssa:                        ; preds = %vector.body131, %vector.ph133
  %index138.unr = phi i64 [ 0, %vector.ph133 ], [ %index.next140.7, %vector.body131 ]
  %71 = icmp eq i64 %xtraiter148, 0
  br i1 %71, label %middle.block129, label %vector.body131.epil.preheader

vector.body131.epil.preheader:                    ; preds = %middle.block129.unr-lcssa
  %scevgep386 = getelementptr double, double* %lsr.iv383, i64 %index138.unr
  %scevgep395 = getelementptr double, double* %lsr.iv392, i64 %index138.unr
  br label %vector.body131.epil

vector.body131.epil:                              ; preds = %vector.body131.epil.preheader, %vector.body131.epil
  %lsr.iv387 = phi i64 [ 0, %vector.body131.epil.preheader ], [ %lsr.iv.next388, %vector.body131.epil ]
  %72 = bitcast double* %scevgep395 to i8*
  %73 = bitcast double* %scevgep386 to i8*
  %uglygep397 = getelementptr i8, i8* %72, i64 %lsr.iv387
  %uglygep397398 = bitcast i8* %uglygep397 to <8 x double>*
  %wide.load139.epil = load <8 x double>, <8 x double>* %uglygep397398, align 8, !alias.scope !15
  %74 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load139.epil)
  %uglygep390 = getelementptr i8, i8* %73, i64 %lsr.iv387
  %uglygep390391 = bitcast i8* %uglygep390 to <8 x double>*
  store <8 x double> %74, <8 x double>* %uglygep390391, align 8, !alias.scope !18, !noalias !15
  %lsr.iv.next388 = add nuw nsw i64 %lsr.iv387, 64
  %epil.iter149.cmp.not = icmp eq i64 %43, %lsr.iv.next388
  br i1 %epil.iter149.cmp.not, label %middle.block129, label %vector.body131.epil, !llvm.loop !22

middle.block129:                                  ; preds = %vector.body131.epil, %middle.block129.unr-lcssa
  %75 = icmp eq i64 %.411.fca.5.1.load, %n.vec135
  br i1 %75, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader144

for.body.1.us.us.us.preheader144:                 ; preds = %vector.memcheck117, %for.body.1.us.us.us.preheader, %middle.block129
  %loop.index.110.us.us.us.ph = phi i64 [ 0, %vector.memcheck117 ], [ 0, %for.body.1.us.us.us.preheader ], [ %n.vec135, %middle.block129 ]
  %76 = icmp eq i64 %xtraiter153, 0
  %77 = xor i64 %loop.index.110.us.us.us.ph, -1
  %78 = add i64 %.411.fca.5.1.load, %77
  br i1 %76, label %for.body.1.us.us.us.prol.loopexit, label %for.body.1.us.us.us.prol.preheader

for.body.1.us.us.us.prol.preheader:               ; preds = %for.body.1.us.us.us.preheader144
  br label %for.body.1.us.us.us.prol

for.body.1.us.us.us.prol:                         ; preds = %for.body.1.us.us.us.prol.preheader, %for.body.1.us.us.us.prol
  %lsr.iv401 = phi i64 [ %xtraiter153, %for.body.1.us.us.us.prol.preheader ], [ %lsr.iv.next402, %for.body.1.us.us.us.prol ]
  %loop.index.110.us.us.us.prol = phi i64 [ %.651.us.us.us.prol, %for.body.1.us.us.us.prol ], [ %loop.index.110.us.us.us.ph, %for.body.1.us.us.us.prol.preheader ]
  %scevgep400 = getelementptr double, double* %lsr.iv392, i64 %loop.index.110.us.us.us.prol
  %.619.us.us.us.prol = load double, double* %scevgep400, align 8
  %.12.i.us.us.us.prol = tail call double @llvm.sin.f64(double %.619.us.us.us.prol) #8
  %scevgep399 = getelementptr double, double* %lsr.iv383, i64 %loop.index.110.us.us.us.prol
  store double %.12.i.us.us.us.prol, double* %scevgep399, align 8
  %.651.us.us.us.prol = add nuw i64 %loop.index.110.us.us.us.prol, 1
  %lsr.iv.next402 = add nsw i64 %lsr.iv401, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next402, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.us.us.prol.loopexit.loopexit, label %for.body.1.us.us.us.prol, !llvm.loop !23

for.body.1.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us.us.us.prol
  %79 = add i64 %.651.us.us.us.prol, -1
  br label %for.body.1.us.us.us.prol.loopexit

for.body.1.us.us.us.prol.loopexit:                ; preds = %for.body.1.us.us.us.prol.loopexit.loopexit, %for.body.1.us.us.us.preheader144
  %loop.index.110.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.1.us.us.us.preheader144 ], [ %79, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %loop.index.110.us.us.us.unr = phi i64 [ %loop.index.110.us.us.us.ph, %for.body.1.us.us.us.preheader144 ], [ %.651.us.us.us.prol, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %80 = icmp ult i64 %78, 7
  br i1 %80, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader169

for.body.1.us.us.us.preheader169:                 ; preds = %for.body.1.us.us.us.prol.loopexit
  %81 = add i64 %loop.index.110.us.us.us.unr, -1
  br label %for.body.1.us.us.us

for.body.1.preheader.for.body.1.preheader.split_crit_edge.us: ; preds = %for.cond.1.preheader.us
  %82 = icmp ugt i64 %.411.fca.5.1.load, 1
  %.614.us54.us = mul i64 %.591.013.us, %.411.fca.5.1.load
  br i1 %82, label %for.body.1.us50.us.preheader, label %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us

for.body.1.us50.us.preheader:                     ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %83 = icmp ult i64 %.411.fca.5.1.load, 8
  br i1 %83, label %for.body.1.us50.us.preheader142, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us50.us.preheader
  %84 = bitcast double* %scevgep to i8*
  %85 = bitcast double* %.411.fca.4.load to i8*
  %scevgep114 = getelementptr double, double* %.411.fca.4.load, i64 %.614.us54.us
  %86 = shl i64 %.591.013.us, 3
  %87 = add i64 %86, 8
  %88 = mul i64 %.411.fca.5.1.load, %87
  %uglygep = getelementptr i8, i8* %85, i64 %88
  %bound0 = icmp ugt i8* %uglygep, %84
  %bound1 = icmp ult double* %scevgep114, %scevgep112
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.us50.us.preheader142, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %89 = icmp ult i64 %39, 56
  br i1 %89, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep438 = getelementptr double, double* %scevgep437, i64 %.614.us54.us
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv485 = phi i64 [ %unroll_iter151, %vector.body.preheader ], [ %lsr.iv.next486, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep459 = getelementptr double, double* %scevgep438, i64 %index
  %scevgep459460 = bitcast double* %scevgep459 to <8 x double>*
  %scevgep461 = getelementptr <8 x double>, <8 x double>* %scevgep459460, i64 -7
  %wide.load = load <8 x double>, <8 x double>* %scevgep461, align 8, !alias.scope !24
  %90 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %scevgep482 = getelementptr double, double* %lsr.iv355, i64 %index
  %scevgep482483 = bitcast double* %scevgep482 to <8 x double>*
  %scevgep484 = getelementptr <8 x double>, <8 x double>* %scevgep482483, i64 -7
  store <8 x double> %90, <8 x double>* %scevgep484, align 8, !alias.scope !27, !noalias !24
  %scevgep454 = getelementptr double, double* %scevgep438, i64 %index
  %scevgep454455 = bitcast double* %scevgep454 to <8 x double>*
  %scevgep456 = getelementptr <8 x double>, <8 x double>* %scevgep454455, i64 -6
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep456, align 8, !alias.scope !24
  %91 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %scevgep477 = getelementptr double, double* %lsr.iv355, i64 %index
  %scevgep477478 = bitcast double* %scevgep477 to <8 x double>*
  %scevgep479 = getelementptr <8 x double>, <8 x double>* %scevgep477478, i64 -6
  store <8 x double> %91, <8 x double>* %scevgep479, align 8, !alias.scope !27, !noalias !24
  %scevgep451 = getelementptr double, double* %scevgep438, i64 %index
  %scevgep451452 = bitcast double* %scevgep451 to <8 x double>*
  %scevgep453 = getelementptr <8 x double>, <8 x double>* %scevgep451452, i64 -5
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep453, align 8, !alias.scope !24
  %92 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %scevgep474 = getelementptr double, double* %lsr.iv355, i64 %index
  %scevgep474475 = bitcast double* %scevgep474 to <8 x double>*
  %scevgep476 = getelementptr <8 x double>, <8 x double>* %scevgep474475, i64 -5
  store <8 x double> %92, <8 x double>* %scevgep476, align 8, !alias.scope !27, !noalias !24
  %scevgep448 = getelementptr double, double* %scevgep438, i64 %index
  %scevgep448449 = bitcast double* %scevgep448 to <8 x double>*
  %scevgep450 = getelementptr <8 x double>, <8 x double>* %scevgep448449, i64 -4
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep450, align 8, !alias.scope !24
  %93 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %scevgep471 = getelementptr double, double* %lsr.iv355, i64 %index
  %scevgep471472 = bitcast double* %scevgep471 to <8 x double>*
  %scevgep473 = getelementptr <8 x double>, <8 x double>* %scevgep471472, i64 -4
  store <8 x double> %93, <8 x double>* %scevgep473, align 8, !alias.scope !27, !noalias !24
  %scevgep445 = getelementptr double, double* %scevgep438, i64 %index
  %scevgep445446 = bitcast double* %scevgep445 to <8 x double>*
  %scevgep447 = getelementptr <8 x double>, <8 x double>* %scevgep445446, i64 -3
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep447, align 8, !alias.scope !24
  %94 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %scevgep468 = getelementptr double, double* %lsr.iv355, i64 %index
  %scevgep468469 = bitcast double* %scevgep468 to <8 x double>*
  %scevgep470 = getelementptr <8 x double>, <8 x double>* %scevgep468469, i64 -3
  store <8 x double> %94, <8 x double>* %scevgep470, align 8, !alias.scope !27, !noalias !24
  %scevgep442 = getelementptr double, double* %scevgep438, i64 %index
  %scevgep442443 = bitcast double* %scevgep442 to <8 x double>*
  %scevgep444 = getelementptr <8 x double>, <8 x double>* %scevgep442443, i64 -2
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep444, align 8, !alias.scope !24
  %95 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %scevgep465 = getelementptr double, double* %lsr.iv355, i64 %index
  %scevgep465466 = bitcast double* %scevgep465 to <8 x double>*
  %scevgep467 = getelementptr <8 x double>, <8 x double>* %scevgep465466, i64 -2
  store <8 x double> %95, <8 x double>* %scevgep467, align 8, !alias.scope !27, !noalias !24
  %scevgep439 = getelementptr double, double* %scevgep438, i64 %index
  %scevgep439440 = bitcast double* %scevgep439 to <8 x double>*
  %scevgep441 = getelementptr <8 x double>, <8 x double>* %scevgep439440, i64 -1
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep441, align 8, !alias.scope !24
  %96 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %scevgep462 = getelementptr double, double* %lsr.iv355, i64 %index
  %scevgep462463 = bitcast double* %scevgep462 to <8 x double>*
  %scevgep464 = getelementptr <8 x double>, <8 x double>* %scevgep462463, i64 -1
  store <8 x double> %96, <8 x double>* %scevgep464, align 8, !alias.scope !27, !noalias !24
  %scevgep457 = getelementptr double, double* %scevgep438, i64 %index
  %scevgep457458 = bitcast double* %scevgep457 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep457458, align 8, !alias.scope !24
  %97 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %scevgep480 = getelementptr double, double* %lsr.iv355, i64 %index
  %scevgep480481 = bitcast double* %scevgep480 to <8 x double>*
  store <8 x double> %97, <8 x double>* %scevgep480481, align 8, !alias.scope !27, !noalias !24
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next486 = add i64 %lsr.iv485, -8
  %niter159.ncmp.7 = icmp eq i64 %lsr.iv.next486, 0
  br i1 %niter159.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !29

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %98 = and i64 %41, 7
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep487 = getelementptr double, double* %lsr.iv383, i64 %index.unr
  %100 = add i64 %index.unr, %.614.us54.us
  %scevgep493 = getelementptr double, double* %.411.fca.4.load, i64 %100
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv488 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next489, %vector.body.epil ]
  %101 = bitcast double* %scevgep493 to i8*
  %102 = bitcast double* %scevgep487 to i8*
  %uglygep495 = getelementptr i8, i8* %101, i64 %lsr.iv488
  %uglygep495496 = bitcast i8* %uglygep495 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep495496, align 8, !alias.scope !24
  %103 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %uglygep491 = getelementptr i8, i8* %102, i64 %lsr.iv488
  %uglygep491492 = bitcast i8* %uglygep491 to <8 x double>*
  store <8 x double> %103, <8 x double>* %uglygep491492, align 8, !alias.scope !27, !noalias !24
  %lsr.iv.next489 = add nuw nsw i64 %lsr.iv488, 64
  %epil.iter156.cmp.not = icmp eq i64 %45, %lsr.iv.next489
  br i1 %epil.iter156.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !30

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %104 = icmp eq i64 %.411.fca.5.1.load, %n.vec
  br i1 %104, label %for.end.1.loopexit.us, label %for.body.1.us50.us.preheader142

for.body.1.us50.us.preheader142:                  ; preds = %vector.memcheck, %for.body.1.us50.us.preheader, %middle.block
  %loop.index.110.us51.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us50.us.preheader ], [ %n.vec, %middle.block ]
  %105 = and i64 %.411.fca.5.1.load, 7
  %106 = icmp eq i64 %105, 0
  %107 = xor i64 %loop.index.110.us51.us.ph, -1
  %108 = add i64 %.411.fca.5.1.load, %107
  br i1 %106, label %for.body.1.us50.us.prol.loopexit, label %for.body.1.us50.us.prol.preheader

for.body.1.us50.us.prol.preheader:                ; preds = %for.body.1.us50.us.preheader142
  %109 = shl i64 %loop.index.110.us51.us.ph, 3
  %scevgep504 = getelementptr double, double* %.411.fca.4.load, i64 %.614.us54.us
  br label %for.body.1.us50.us.prol

for.body.1.us50.us.prol:                          ; preds = %for.body.1.us50.us.prol.preheader, %for.body.1.us50.us.prol
  %lsr.iv499 = phi i64 [ %109, %for.body.1.us50.us.prol.preheader ], [ %lsr.iv.next500, %for.body.1.us50.us.prol ]
  %lsr.iv497 = phi i64 [ 0, %for.body.1.us50.us.prol.preheader ], [ %lsr.iv.next498, %for.body.1.us50.us.prol ]
  %110 = bitcast double* %scevgep504 to i8*
  %111 = bitcast double* %lsr.iv383 to i8*
  %uglygep506 = getelementptr i8, i8* %110, i64 %lsr.iv499
  %uglygep506507 = bitcast i8* %uglygep506 to double*
  %.619.us57.us.prol = load double, double* %uglygep506507, align 8
  %.12.i.us58.us.prol = tail call double @llvm.sin.f64(double %.619.us57.us.prol) #8
  %uglygep502 = getelementptr i8, i8* %111, i64 %lsr.iv499
  %uglygep502503 = bitcast i8* %uglygep502 to double*
  store double %.12.i.us58.us.prol, double* %uglygep502503, align 8
  %lsr.iv.next498 = add nsw i64 %lsr.iv497, -1
  %lsr.iv.next500 = add nuw nsw i64 %lsr.iv499, 8
  %prol.iter162.cmp.not = icmp eq i64 %46, %lsr.iv.next498
  br i1 %prol.iter162.cmp.not, label %for.body.1.us50.us.prol.loopexit.loopexit, label %for.body.1.us50.us.prol, !llvm.loop !31

for.body.1.us50.us.prol.loopexit.loopexit:        ; preds = %for.body.1.us50.us.prol
  %112 = add i64 %loop.index.110.us51.us.ph, -1
  %113 = sub i64 %112, %lsr.iv.next498
  %114 = sub i64 %loop.index.110.us51.us.ph, %lsr.iv.next498
  br label %for.body.1.us50.us.prol.loopexit

for.body.1.us50.us.prol.loopexit:                 ; preds = %for.body.1.us50.us.prol.loopexit.loopexit, %for.body.1.us50.us.preheader142
  %loop.index.110.us51.us.lcssa.unr = phi i64 [ undef, %for.body.1.us50.us.preheader142 ], [ %113, %for.body.1.us50.us.prol.loopexit.loopexit ]
  %loop.index.110.us51.us.unr = phi i64 [ %loop.index.110.us51.us.ph, %for.body.1.us50.us.preheader142 ], [ %114, %for.body.1.us50.us.prol.loopexit.loopexit ]
  %115 = icmp ult i64 %108, 7
  br i1 %115, label %for.end.1.loopexit.us, label %for.body.1.us50.us.preheader168

for.body.1.us50.us.preheader168:                  ; preds = %for.body.1.us50.us.prol.loopexit
  %116 = add i64 %loop.index.110.us51.us.unr, -1
  %scevgep511 = getelementptr double, double* %scevgep510, i64 %.614.us54.us
  br label %for.body.1.us50.us

for.body.1.us50.us:                               ; preds = %for.body.1.us50.us.preheader168, %for.body.1.us50.us
  %lsr.iv508 = phi i64 [ %116, %for.body.1.us50.us.preheader168 ], [ %lsr.iv.next509, %for.body.1.us50.us ]
  %scevgep525 = getelementptr double, double* %scevgep511, i64 %lsr.iv508
  %scevgep526 = getelementptr double, double* %scevgep525, i64 -6
  %.619.us57.us = load double, double* %scevgep526, align 8
  %.12.i.us58.us = tail call double @llvm.sin.f64(double %.619.us57.us) #8
  %scevgep529 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv508
  %scevgep530 = getelementptr double, double* %scevgep529, i64 1
  store double %.12.i.us58.us, double* %scevgep530, align 8
  %scevgep523 = getelementptr double, double* %scevgep511, i64 %lsr.iv508
  %scevgep524 = getelementptr double, double* %scevgep523, i64 -5
  %.619.us57.us.1 = load double, double* %scevgep524, align 8
  %.12.i.us58.us.1 = tail call double @llvm.sin.f64(double %.619.us57.us.1) #8
  %scevgep535 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv508
  %scevgep536 = getelementptr double, double* %scevgep535, i64 2
  store double %.12.i.us58.us.1, double* %scevgep536, align 8
  %scevgep521 = getelementptr double, double* %scevgep511, i64 %lsr.iv508
  %scevgep522 = getelementptr double, double* %scevgep521, i64 -4
  %.619.us57.us.2 = load double, double* %scevgep522, align 8
  %.12.i.us58.us.2 = tail call double @llvm.sin.f64(double %.619.us57.us.2) #8
  %scevgep537 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv508
  %scevgep538 = getelementptr double, double* %scevgep537, i64 3
  store double %.12.i.us58.us.2, double* %scevgep538, align 8
  %scevgep519 = getelementptr double, double* %scevgep511, i64 %lsr.iv508
  %scevgep520 = getelementptr double, double* %scevgep519, i64 -3
  %.619.us57.us.3 = load double, double* %scevgep520, align 8
  %.12.i.us58.us.3 = tail call double @llvm.sin.f64(double %.619.us57.us.3) #8
  %scevgep539 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv508
  %scevgep540 = getelementptr double, double* %scevgep539, i64 4
  store double %.12.i.us58.us.3, double* %scevgep540, align 8
  %scevgep517 = getelementptr double, double* %scevgep511, i64 %lsr.iv508
  %scevgep518 = getelementptr double, double* %scevgep517, i64 -2
  %.619.us57.us.4 = load double, double* %scevgep518, align 8
  %.12.i.us58.us.4 = tail call double @llvm.sin.f64(double %.619.us57.us.4) #8
  %scevgep527 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv508
  %scevgep528 = getelementptr double, double* %scevgep527, i64 5
  store double %.12.i.us58.us.4, double* %scevgep528, align 8
  %scevgep515 = getelementptr double, double* %scevgep511, i64 %lsr.iv508
  %scevgep516 = getelementptr double, double* %scevgep515, i64 -1
  %.619.us57.us.5 = load double, double* %scevgep516, align 8
  %.12.i.us58.us.5 = tail call double @llvm.sin.f64(double %.619.us57.us.5) #8
  %scevgep541 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv508
  %scevgep542 = getelementptr double, double* %scevgep541, i64 6
  store double %.12.i.us58.us.5, double* %scevgep542, align 8
  %scevgep514 = getelementptr double, double* %scevgep511, i64 %lsr.iv508
  %.619.us57.us.6 = load double, double* %scevgep514, align 8
  %.12.i.us58.us.6 = tail call double @llvm.sin.f64(double %.619.us57.us.6) #8
  %scevgep533 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv508
  %scevgep534 = getelementptr double, double* %scevgep533, i64 7
  store double %.12.i.us58.us.6, double* %scevgep534, align 8
  %scevgep512 = getelementptr double, double* %scevgep511, i64 %lsr.iv508
  %scevgep513 = getelementptr double, double* %scevgep512, i64 1
  %.619.us57.us.7 = load double, double* %scevgep513, align 8
  %.12.i.us58.us.7 = tail call double @llvm.sin.f64(double %.619.us57.us.7) #8
  %scevgep531 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv508
  %scevgep532 = getelementptr double, double* %scevgep531, i64 8
  store double %.12.i.us58.us.7, double* %scevgep532, align 8
  %lsr.iv.next509 = add i64 %lsr.iv508, 8
  %117 = add i64 %44, %lsr.iv.next509
  %exitcond98.not.7 = icmp eq i64 %117, -1
  br i1 %exitcond98.not.7, label %for.end.1.loopexit.us, label %for.body.1.us50.us, !llvm.loop !32

for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us: ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %.617.us66 = add i64 %.614.us54.us, %.594.014.us
  %.618.us67 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us66
  %.619.us68 = load double, double* %.618.us67, align 8
  %.12.i.us69 = tail call double @llvm.sin.f64(double %.619.us68) #8
  %.649.us71 = getelementptr double, double* %.6.i19, i64 %.645.us
  store double %.12.i.us69, double* %.649.us71, align 8
  br label %for.end.1.loopexit.us

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader169, %for.body.1.us.us.us
  %lsr.iv403 = phi i64 [ %81, %for.body.1.us.us.us.preheader169 ], [ %lsr.iv.next404, %for.body.1.us.us.us ]
  %scevgep423 = getelementptr double, double* %lsr.iv392, i64 %lsr.iv403
  %scevgep424 = getelementptr double, double* %scevgep423, i64 1
  %.619.us.us.us = load double, double* %scevgep424, align 8
  %.12.i.us.us.us = tail call double @llvm.sin.f64(double %.619.us.us.us) #8
  %scevgep407 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv403
  %scevgep408 = getelementptr double, double* %scevgep407, i64 1
  store double %.12.i.us.us.us, double* %scevgep408, align 8
  %scevgep425 = getelementptr double, double* %lsr.iv392, i64 %lsr.iv403
  %scevgep426 = getelementptr double, double* %scevgep425, i64 2
  %.619.us.us.us.1 = load double, double* %scevgep426, align 8
  %.12.i.us.us.us.1 = tail call double @llvm.sin.f64(double %.619.us.us.us.1) #8
  %scevgep411 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv403
  %scevgep412 = getelementptr double, double* %scevgep411, i64 2
  store double %.12.i.us.us.us.1, double* %scevgep412, align 8
  %scevgep427 = getelementptr double, double* %lsr.iv392, i64 %lsr.iv403
  %scevgep428 = getelementptr double, double* %scevgep427, i64 3
  %.619.us.us.us.2 = load double, double* %scevgep428, align 8
  %.12.i.us.us.us.2 = tail call double @llvm.sin.f64(double %.619.us.us.us.2) #8
  %scevgep413 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv403
  %scevgep414 = getelementptr double, double* %scevgep413, i64 3
  store double %.12.i.us.us.us.2, double* %scevgep414, align 8
  %scevgep429 = getelementptr double, double* %lsr.iv392, i64 %lsr.iv403
  %scevgep430 = getelementptr double, double* %scevgep429, i64 4
  %.619.us.us.us.3 = load double, double* %scevgep430, align 8
  %.12.i.us.us.us.3 = tail call double @llvm.sin.f64(double %.619.us.us.us.3) #8
  %scevgep415 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv403
  %scevgep416 = getelementptr double, double* %scevgep415, i64 4
  store double %.12.i.us.us.us.3, double* %scevgep416, align 8
  %scevgep431 = getelementptr double, double* %lsr.iv392, i64 %lsr.iv403
  %scevgep432 = getelementptr double, double* %scevgep431, i64 5
  %.619.us.us.us.4 = load double, double* %scevgep432, align 8
  %.12.i.us.us.us.4 = tail call double @llvm.sin.f64(double %.619.us.us.us.4) #8
  %scevgep405 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv403
  %scevgep406 = getelementptr double, double* %scevgep405, i64 5
  store double %.12.i.us.us.us.4, double* %scevgep406, align 8
  %scevgep433 = getelementptr double, double* %lsr.iv392, i64 %lsr.iv403
  %scevgep434 = getelementptr double, double* %scevgep433, i64 6
  %.619.us.us.us.5 = load double, double* %scevgep434, align 8
  %.12.i.us.us.us.5 = tail call double @llvm.sin.f64(double %.619.us.us.us.5) #8
  %scevgep419 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv403
  %scevgep420 = getelementptr double, double* %scevgep419, i64 6
  store double %.12.i.us.us.us.5, double* %scevgep420, align 8
  %scevgep435 = getelementptr double, double* %lsr.iv392, i64 %lsr.iv403
  %scevgep436 = getelementptr double, double* %scevgep435, i64 7
  %.619.us.us.us.6 = load double, double* %scevgep436, align 8
  %.12.i.us.us.us.6 = tail call double @llvm.sin.f64(double %.619.us.us.us.6) #8
  %scevgep417 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv403
  %scevgep418 = getelementptr double, double* %scevgep417, i64 7
  store double %.12.i.us.us.us.6, double* %scevgep418, align 8
  %scevgep421 = getelementptr double, double* %lsr.iv392, i64 %lsr.iv403
  %scevgep422 = getelementptr double, double* %scevgep421, i64 8
  %.619.us.us.us.7 = load double, double* %scevgep422, align 8
  %.12.i.us.us.us.7 = tail call double @llvm.sin.f64(double %.619.us.us.us.7) #8
  %scevgep409 = getelementptr double, double* %lsr.iv383, i64 %lsr.iv403
  %scevgep410 = getelementptr double, double* %scevgep409, i64 8
  store double %.12.i.us.us.us.7, double* %scevgep410, align 8
  %lsr.iv.next404 = add i64 %lsr.iv403, 8
  %118 = add i64 %44, %lsr.iv.next404
  %exitcond100.not.7 = icmp eq i64 %118, -1
  br i1 %exitcond100.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us.us, !llvm.loop !33

for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us: ; preds = %for.body.1.preheader.split.us.us
  %.617.us.us79 = add i64 %.614.us.us, %.594.014.us
  %.618.us.us80 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.us79
  %.619.us.us81 = load double, double* %.618.us.us80, align 8
  %.12.i.us.us82 = tail call double @llvm.sin.f64(double %.619.us.us81) #8
  %.649.us.us84 = getelementptr double, double* %.6.i19, i64 %.645.us
  store double %.12.i.us.us82, double* %.649.us.us84, align 8
  br label %for.end.1.loopexit.us

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B122.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.411.fca.0.load)
  %.83.i = icmp eq i64 %.513, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !6

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.513, i64 1) #8
  %119 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %120 = icmp ult i64 %119, 7
  br i1 %120, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %121 = add nsw i64 %unroll_iter.i, -8
  %122 = lshr exact i64 %121, 3
  %123 = add nuw nsw i64 %122, 1
  %xtraiter = and i64 %123, 7
  %124 = icmp ult i64 %121, 56
  br i1 %124, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %123, %const
  %scevgep197 = getelementptr double, double* %.6.i19, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %125 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep172 = getelementptr double, double* %.6.i19, i64 %125
  %126 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %127 = bitcast double* %scevgep172 to i8*
  %uglygep194 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep194195 = bitcast i8* %uglygep194 to double*
  %scevgep196 = getelementptr double, double* %uglygep194195, i64 -7
  %.265.i.epil = load double, double* %scevgep196, align 8, !noalias !34
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep191 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep191192 = bitcast i8* %uglygep191 to double*
  %scevgep193 = getelementptr double, double* %uglygep191192, i64 -6
  %.265.1.i.epil = load double, double* %scevgep193, align 8, !noalias !34
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep188 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep188189 = bitcast i8* %uglygep188 to double*
  %scevgep190 = getelementptr double, double* %uglygep188189, i64 -5
  %.265.2.i.epil = load double, double* %scevgep190, align 8, !noalias !34
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep185 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep185186 = bitcast i8* %uglygep185 to double*
  %scevgep187 = getelementptr double, double* %uglygep185186, i64 -4
  %.265.3.i.epil = load double, double* %scevgep187, align 8, !noalias !34
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep182 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep182183 = bitcast i8* %uglygep182 to double*
  %scevgep184 = getelementptr double, double* %uglygep182183, i64 -3
  %.265.4.i.epil = load double, double* %scevgep184, align 8, !noalias !34
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep179 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep179180 = bitcast i8* %uglygep179 to double*
  %scevgep181 = getelementptr double, double* %uglygep179180, i64 -2
  %.265.5.i.epil = load double, double* %scevgep181, align 8, !noalias !34
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep176 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep176177 = bitcast i8* %uglygep176 to double*
  %scevgep178 = getelementptr double, double* %uglygep176177, i64 -1
  %.265.6.i.epil = load double, double* %scevgep178, align 8, !noalias !34
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep174 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep174175 = bitcast i8* %uglygep174 to double*
  %.265.7.i.epil = load double, double* %uglygep174175, align 8, !noalias !34
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %126, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !37, !llvm.loop !38

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
  %scevgep171 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep171, align 8, !noalias !34
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !37, !llvm.loop !39

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv325 = phi i64 [ %lsr.iv.next326, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep323 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -63
  %.265.i = load double, double* %scevgep324, align 8, !noalias !34
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep321 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -62
  %.265.1.i = load double, double* %scevgep322, align 8, !noalias !34
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep319 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -61
  %.265.2.i = load double, double* %scevgep320, align 8, !noalias !34
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep317 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -60
  %.265.3.i = load double, double* %scevgep318, align 8, !noalias !34
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep315 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -59
  %.265.4.i = load double, double* %scevgep316, align 8, !noalias !34
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep313 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -58
  %.265.5.i = load double, double* %scevgep314, align 8, !noalias !34
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep311 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -57
  %.265.6.i = load double, double* %scevgep312, align 8, !noalias !34
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep309 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -56
  %.265.7.i = load double, double* %scevgep310, align 8, !noalias !34
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep278 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -55
  %.265.i.1 = load double, double* %scevgep279, align 8, !noalias !34
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep280 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -54
  %.265.1.i.1 = load double, double* %scevgep281, align 8, !noalias !34
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep282 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -53
  %.265.2.i.1 = load double, double* %scevgep283, align 8, !noalias !34
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep284 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -52
  %.265.3.i.1 = load double, double* %scevgep285, align 8, !noalias !34
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep286 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -51
  %.265.4.i.1 = load double, double* %scevgep287, align 8, !noalias !34
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep288 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -50
  %.265.5.i.1 = load double, double* %scevgep289, align 8, !noalias !34
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep290 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -49
  %.265.6.i.1 = load double, double* %scevgep291, align 8, !noalias !34
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep292 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -48
  %.265.7.i.1 = load double, double* %scevgep293, align 8, !noalias !34
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep262 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -47
  %.265.i.2 = load double, double* %scevgep263, align 8, !noalias !34
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep264 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -46
  %.265.1.i.2 = load double, double* %scevgep265, align 8, !noalias !34
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep266 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -45
  %.265.2.i.2 = load double, double* %scevgep267, align 8, !noalias !34
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep268 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -44
  %.265.3.i.2 = load double, double* %scevgep269, align 8, !noalias !34
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep270 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -43
  %.265.4.i.2 = load double, double* %scevgep271, align 8, !noalias !34
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep272 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -42
  %.265.5.i.2 = load double, double* %scevgep273, align 8, !noalias !34
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep274 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -41
  %.265.6.i.2 = load double, double* %scevgep275, align 8, !noalias !34
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep276 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -40
  %.265.7.i.2 = load double, double* %scevgep277, align 8, !noalias !34
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep246 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -39
  %.265.i.3 = load double, double* %scevgep247, align 8, !noalias !34
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep248 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -38
  %.265.1.i.3 = load double, double* %scevgep249, align 8, !noalias !34
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep250 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -37
  %.265.2.i.3 = load double, double* %scevgep251, align 8, !noalias !34
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep252 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -36
  %.265.3.i.3 = load double, double* %scevgep253, align 8, !noalias !34
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep254 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -35
  %.265.4.i.3 = load double, double* %scevgep255, align 8, !noalias !34
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep256 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -34
  %.265.5.i.3 = load double, double* %scevgep257, align 8, !noalias !34
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep258 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -33
  %.265.6.i.3 = load double, double* %scevgep259, align 8, !noalias !34
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep260 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -32
  %.265.7.i.3 = load double, double* %scevgep261, align 8, !noalias !34
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep230 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -31
  %.265.i.4 = load double, double* %scevgep231, align 8, !noalias !34
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep232 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -30
  %.265.1.i.4 = load double, double* %scevgep233, align 8, !noalias !34
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep234 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -29
  %.265.2.i.4 = load double, double* %scevgep235, align 8, !noalias !34
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep236 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -28
  %.265.3.i.4 = load double, double* %scevgep237, align 8, !noalias !34
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep238 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -27
  %.265.4.i.4 = load double, double* %scevgep239, align 8, !noalias !34
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep240 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -26
  %.265.5.i.4 = load double, double* %scevgep241, align 8, !noalias !34
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep242 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -25
  %.265.6.i.4 = load double, double* %scevgep243, align 8, !noalias !34
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep244 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -24
  %.265.7.i.4 = load double, double* %scevgep245, align 8, !noalias !34
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep214 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -23
  %.265.i.5 = load double, double* %scevgep215, align 8, !noalias !34
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep216 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -22
  %.265.1.i.5 = load double, double* %scevgep217, align 8, !noalias !34
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep218 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -21
  %.265.2.i.5 = load double, double* %scevgep219, align 8, !noalias !34
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep220 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -20
  %.265.3.i.5 = load double, double* %scevgep221, align 8, !noalias !34
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep222 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -19
  %.265.4.i.5 = load double, double* %scevgep223, align 8, !noalias !34
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep224 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -18
  %.265.5.i.5 = load double, double* %scevgep225, align 8, !noalias !34
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep226 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -17
  %.265.6.i.5 = load double, double* %scevgep227, align 8, !noalias !34
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep228 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -16
  %.265.7.i.5 = load double, double* %scevgep229, align 8, !noalias !34
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep198 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -15
  %.265.i.6 = load double, double* %scevgep199, align 8, !noalias !34
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep200 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -14
  %.265.1.i.6 = load double, double* %scevgep201, align 8, !noalias !34
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep202 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -13
  %.265.2.i.6 = load double, double* %scevgep203, align 8, !noalias !34
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep204 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -12
  %.265.3.i.6 = load double, double* %scevgep205, align 8, !noalias !34
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep206 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -11
  %.265.4.i.6 = load double, double* %scevgep207, align 8, !noalias !34
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep208 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -10
  %.265.5.i.6 = load double, double* %scevgep209, align 8, !noalias !34
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep210 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -9
  %.265.6.i.6 = load double, double* %scevgep211, align 8, !noalias !34
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep212 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -8
  %.265.7.i.6 = load double, double* %scevgep213, align 8, !noalias !34
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep294 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -7
  %.265.i.7 = load double, double* %scevgep295, align 8, !noalias !34
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep296 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -6
  %.265.1.i.7 = load double, double* %scevgep297, align 8, !noalias !34
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep298 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -5
  %.265.2.i.7 = load double, double* %scevgep299, align 8, !noalias !34
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep300 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -4
  %.265.3.i.7 = load double, double* %scevgep301, align 8, !noalias !34
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep302 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -3
  %.265.4.i.7 = load double, double* %scevgep303, align 8, !noalias !34
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep304 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -2
  %.265.5.i.7 = load double, double* %scevgep305, align 8, !noalias !34
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep306 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -1
  %.265.6.i.7 = load double, double* %scevgep307, align 8, !noalias !34
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep308 = getelementptr double, double* %scevgep197, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep308, align 8, !noalias !34
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next326 = add i64 %lsr.iv325, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next326, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !6

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels13cholesky_lossB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.cholesky_loss, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !6

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.73, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels13cholesky_lossB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !6

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([136 x i8], [136 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13cholesky_lossB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !6

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to double**
  %.36.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.36.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.36.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr9 to i64*
  %.36.fca.6.1.load = load i64, i64* %17, align 8
  store double 0.000000e+00, double* %.45, align 8
  %.53 = call i32 @_ZN7kernels13cholesky_lossB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 %.36.fca.6.0.load, i64 %.36.fca.6.1.load) #3
  %.54 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.61 = icmp sgt i32 %.53, 0
  %.62 = select i1 %.61, { i8*, i32, i8*, i8*, i32 }* %.54, { i8*, i32, i8*, i8*, i32 }* undef
  %.63 = load double, double* %.45, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.53, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %18 = icmp sgt i32 %.53, 0
  br i1 %18, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.73 = call i8* @PyFloat_FromDouble(double %.63)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.78 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 4
  %.80 = icmp sgt i32 %.79, 0
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 0
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 1
  br i1 %.80, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.53, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.86 = sext i32 %.85 to i64
  %.87 = call i8* @PyBytes_FromStringAndSize(i8* %.83, i64 %.86)
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.91 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 3
  %.92 = bitcast i8* %.91 to i8* (i8*)*
  %.93 = call i8* %.92(i8* %.89)
  %.94 = icmp eq i8* %.93, null
  br i1 %.94, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !6

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.107 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 2
  %.108 = call i8* @numba_unpickle(i8* %.83, i32 %.85, i8* %.107)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.110 = phi i8* [ %.98, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.108, %entry.endif.endif.endif.endif.endif.if.else ]
  %.111.not = icmp eq i8* %.110, null
  br i1 %.111.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !6

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.98 = call i8* @numba_runtime_build_excinfo_struct(i8* %.87, i8* nonnull %.93)
  %.99 = bitcast { i8*, i32, i8*, i8*, i32 }* %.62 to i8*
  call void @NRT_Free(i8* nonnull %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.110)
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

define double @cfunc._ZN7kernels13cholesky_lossB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 6
  %.9 = extractvalue [2 x i64] %extracted.strides, 0
  %.10 = extractvalue [2 x i64] %extracted.strides, 1
  %.11 = call i32 @_ZN7kernels13cholesky_lossB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #3
  %.12 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.19 = icmp sgt i32 %.11, 0
  %.20 = select i1 %.19, { i8*, i32, i8*, i8*, i32 }* %.12, { i8*, i32, i8*, i8*, i32 }* undef
  %.21 = load double, double* %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, i32* %.23, align 4
  switch i32 %.11, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(i32* nonnull %.23)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.74 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9323029b90>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.74)
  call void @Py_DecRef(i8* %.74)
  call void @numba_gil_release(i32* nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.29 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.30 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 0
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.11, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.26
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.37 = sext i32 %.36 to i64
  %.38 = call i8* @PyBytes_FromStringAndSize(i8* %.34, i64 %.37)
  %.39 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 2
  %.42 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 3
  %.43 = bitcast i8* %.42 to i8* (i8*)*
  %.44 = call i8* %.43(i8* %.40)
  %.45 = icmp eq i8* %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !6

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 2
  %.59 = call i8* @numba_unpickle(i8* %.34, i32 %.36, i8* %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi i8* [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq i8* %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !6

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.49 = call i8* @numba_runtime_build_excinfo_struct(i8* %.38, i8* nonnull %.44)
  %.50 = bitcast { i8*, i32, i8*, i8*, i32 }* %.20 to i8*
  call void @NRT_Free(i8* nonnull %.50)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.61)
  br label %.26

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.26

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.26
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !6

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
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
  br i1 %or.cond.i, label %B56.if, label %B0.endif.endif.endif.endif.i.i, !prof !40

B0.endif.endif.endif.endif.i.i:                   ; preds = %B56
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %.54.i.i = shl i64 %arg.b.5.1, 3
  %.55.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i.i, i64 8)
  %.57.i.i = extractvalue { i64, i1 } %.55.i.i, 1
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B56.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !6

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B0.endif.endif.endif.endif.i.i
  %.56.i.i = extractvalue { i64, i1 } %.55.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !41
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if, label %B56.endif, !prof !6

B112:                                             ; preds = %entry
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond, label %B112.if, label %B0.endif.endif.endif.endif.i, !prof !40

B0.endif.endif.endif.endif.i:                     ; preds = %B112
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.b.5.1, 3
  %.55.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i, i64 8)
  %.57.i = extractvalue { i64, i1 } %.55.i, 1
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B112.if, label %B0.endif.endif.endif.endif.endif.i, !prof !6

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = extractvalue { i64, i1 } %.55.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !54
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !6

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269928357120, %B56 ], [ @.const.picklebuf.140269928394560, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.140269930043392, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !64
  %.32.i.i = shl nsw i64 %.51.i.i, 3
  %.33.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false) #8, !noalias !65
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
  %.6.i1.i = load double*, double** %1, align 8, !noalias !68
  %2 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 8, double* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 8)
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !6

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !6

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
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
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !69

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !70

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269928357120.12, %entry ], [ @.const.picklebuf.140269927760640, %B86.i ]
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
  br i1 %.217, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else, !prof !6

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
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !71

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
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !71

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
  %.278 = call i32 @numba_xxgemv(i8 100, i8 116, i64 %arg.left.5.1, i64 %arg.out.5.1, i8* nonnull %.273, i8* %.274, i64 %arg.left.5.1, i8* %.275, i8* nonnull %.276, i8* %.277)
  %.279.not = icmp eq i32 %.278, 0
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !71

B0.endif.endif.endif.endif.else.else.else:        ; preds = %B0.endif.endif.endif.endif.else.else
  store double 1.000000e+00, double* %.287, align 8
  store double 0.000000e+00, double* %.290, align 8
  %.293 = bitcast double* %arg.right.4 to i8*
  %.294 = bitcast double* %arg.left.4 to i8*
  %.295 = bitcast double* %arg.out.4 to i8*
  %.296 = bitcast double* %.287 to i8*
  %.297 = bitcast double* %.290 to i8*
  %.298 = call i32 @numba_xxgemm(i8 100, i8 116, i8 110, i64 %arg.out.5.1, i64 %arg.out.5.0, i64 %arg.left.5.1, i8* nonnull %.296, i8* %.293, i64 %arg.left.5.1, i8* %.294, i64 %arg.left.5.1, i8* nonnull %.297, i8* %.295, i64 %arg.out.5.1)
  %.299.not = icmp eq i32 %.298, 0
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !71

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

define linkonce_odr i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B132.endif.if, %B132.if, %B412, %B296, %B252, %B184, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B184 ], [ 1, %B252 ], [ 1, %B296 ], [ 0, %B412 ], [ 1, %B132.if ], [ 1, %B132.endif.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269924136320, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B132:                                             ; preds = %entry
  %.109 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.0)
  %.110 = extractvalue { i64, i1 } %.109, 0
  %.111 = extractvalue { i64, i1 } %.109, 1
  %.113 = shl i64 %arg.a.5.0, 3
  %.114 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.110, i64 8)
  %.116 = extractvalue { i64, i1 } %.114, 1
  %.117 = or i1 %.111, %.116
  br i1 %.117, label %B132.if, label %B132.endif, !prof !6

B184:                                             ; preds = %B132.endif.endif
  %retptr.repack21261344 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack21261344, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack22, align 8
  %retptr.repack24 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.110, i64* %retptr.repack24, align 8
  %retptr.repack26 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack26, align 8
  %retptr.repack28 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  %0 = bitcast double** %retptr.repack28 to i8**
  store i8* %.6.i, i8** %0, align 8
  %retptr.repack30.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  %retptr.repack32.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  %1 = bitcast i64* %retptr.repack30.repack to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  store i64 %.113, i64* %retptr.repack32.repack, align 8
  %retptr.repack32.repack36 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 8, i64* %retptr.repack32.repack36, align 8
  br label %common.ret

B188:                                             ; preds = %B132.endif.endif
  %2 = bitcast i8* %.6.i to double*
  %.261 = tail call i32 @numba_xxpotrf(i8 100, i8 85, i64 %arg.a.5.0, double* %2, i64 %arg.a.5.0)
  %.268.not = icmp eq i32 %.261, 0
  br i1 %.268.not, label %B358.endif, label %B240

B240:                                             ; preds = %B188
  %.272 = icmp slt i32 %.261, 0
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %.272, label %B252, label %B296

B252:                                             ; preds = %B240
  %.285 = tail call i32 @numba_fatal_error()
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269853992128, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B296:                                             ; preds = %B240
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269925139520, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B412.loopexit.unr-lcssa:                          ; preds = %.723.if.1
  %3 = and i64 %spec.select, 1
  %lcmp.mod69.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod69.not, label %B412, label %B390.endif.else.endif.endif.endif.epil

B390.endif.else.endif.endif.endif.epil:           ; preds = %B390.endif.else.endif.endif.endif.preheader, %B412.loopexit.unr-lcssa
  %.339.053.unr14 = phi i64 [ %unroll_iter70, %B412.loopexit.unr-lcssa ], [ 0, %B390.endif.else.endif.endif.endif.preheader ]
  %smin61.epil = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053.unr14)
  %4 = add i64 %smin61.epil, -8
  %5 = lshr i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %.674.not.epil = icmp slt i64 %.339.053.unr14, %arg.a.5.0
  br i1 %.674.not.epil, label %B390.endif.endif.epil, label %B390.endif.else.endif.endif.endif.if.epil, !prof !71

B390.endif.else.endif.endif.endif.if.epil:        ; preds = %B390.endif.else.endif.endif.endif.epil
  br label %B390.endif.endif.epil

B390.endif.endif.epil:                            ; preds = %B390.endif.else.endif.endif.endif.if.epil, %B390.endif.else.endif.endif.endif.epil
  %.626.sroa.13.0.epil = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if.epil ], [ %.339.053.unr14, %B390.endif.else.endif.endif.endif.epil ]
  %.7542.not.epil = icmp sgt i64 %.626.sroa.13.0.epil, 0
  br i1 %.7542.not.epil, label %.723.endif.preheader.epil, label %B412, !prof !71

.723.endif.preheader.epil:                        ; preds = %B390.endif.endif.epil
  %min.iters.check.epil = icmp ugt i64 %smin61.epil, 7
  %ident.check.not.epil = icmp eq i64 %arg.a.5.0, 1
  %or.cond.epil = select i1 %min.iters.check.epil, i1 %ident.check.not.epil, i1 false
  br i1 %or.cond.epil, label %vector.ph.epil, label %.723.endif.preheader59.epil

vector.ph.epil:                                   ; preds = %.723.endif.preheader.epil
  %n.vec.epil = and i64 %smin61.epil, -8
  %xtraiter.epil = and i64 %6, 7
  %7 = icmp ult i64 %4, 56
  br i1 %7, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %const343 = bitcast i64 4611686018427387896 to i64
  %unroll_iter.epil = and i64 %6, %const343
  %8 = shl i64 %.339.053.unr14, 3
  %scevgep110 = getelementptr i8, i8* %.6.i, i64 %8
  %9 = add nsw i64 %unroll_iter.epil, -8
  %10 = shl i64 %9, 6
  %11 = add i64 %10, 512
  call void @llvm.memset.p0i8.i64(i8* align 8 %scevgep110, i8 0, i64 %11, i1 false)
  %12 = shl i64 %9, 3
  %13 = add i64 %12, 64
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %vector.ph.new.epil, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %13, %vector.ph.new.epil ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %14 = add i64 %index.unr.epil, %.339.053.unr14
  %15 = shl i64 %14, 3
  %scevgep103 = getelementptr i8, i8* %.6.i, i64 %15
  %16 = shl nuw nsw i64 %xtraiter.epil, 6
  call void @llvm.memset.p0i8.i64(i8* align 8 %scevgep103, i8 0, i64 %16, i1 false)
  br label %middle.block.epil

middle.block.epil:                                ; preds = %vector.body.epil.epil.preheader, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %smin61.epil, %n.vec.epil
  br i1 %cmp.n.epil, label %B412, label %.723.endif.preheader59.epil

.723.endif.preheader59.epil:                      ; preds = %middle.block.epil, %.723.endif.preheader.epil
  %.719.03.ph.epil = phi i64 [ 0, %.723.endif.preheader.epil ], [ %n.vec.epil, %middle.block.epil ]
  %17 = xor i64 %.719.03.ph.epil, -1
  %18 = add i64 %smin61.epil, %17
  %xtraiter62.epil = and i64 %smin61.epil, 7
  %lcmp.mod63.epil.not = icmp eq i64 %xtraiter62.epil, 0
  br i1 %lcmp.mod63.epil.not, label %.723.endif.prol.loopexit.epil, label %.723.endif.prol.epil.preheader

.723.endif.prol.epil.preheader:                   ; preds = %.723.endif.preheader59.epil
  %19 = mul i64 %.719.03.ph.epil, %arg.a.5.0
  %20 = add i64 %19, %.339.053.unr14
  %21 = shl i64 %20, 3
  %scevgep98 = getelementptr i8, i8* %.6.i, i64 %21
  br label %.723.endif.prol.epil

.723.endif.prol.epil:                             ; preds = %.723.endif.prol.epil, %.723.endif.prol.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %.723.endif.prol.epil ], [ %xtraiter62.epil, %.723.endif.prol.epil.preheader ]
  %lsr.iv99 = phi i8* [ %scevgep98, %.723.endif.prol.epil.preheader ], [ %scevgep1011, %.723.endif.prol.epil ]
  %lsr.iv99102 = bitcast i8* %lsr.iv99 to double*
  store double 0.000000e+00, double* %lsr.iv99102, align 8
  %scevgep1011 = getelementptr i8, i8* %lsr.iv99, i64 %.113
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %.723.endif.prol.loopexit.epil.loopexit, label %.723.endif.prol.epil, !prof !37, !llvm.loop !72

.723.endif.prol.loopexit.epil.loopexit:           ; preds = %.723.endif.prol.epil
  %22 = or i64 %.719.03.ph.epil, %xtraiter62.epil
  br label %.723.endif.prol.loopexit.epil

.723.endif.prol.loopexit.epil:                    ; preds = %.723.endif.prol.loopexit.epil.loopexit, %.723.endif.preheader59.epil
  %.719.03.unr.epil = phi i64 [ %.719.03.ph.epil, %.723.endif.preheader59.epil ], [ %22, %.723.endif.prol.loopexit.epil.loopexit ]
  %23 = icmp ult i64 %18, 7
  br i1 %23, label %B412, label %.723.endif.epil.preheader

.723.endif.epil.preheader:                        ; preds = %.723.endif.prol.loopexit.epil
  %24 = mul i64 %.719.03.unr.epil, %arg.a.5.0
  %25 = add i64 %24, %.339.053.unr14
  %26 = shl i64 %25, 3
  %scevgep = getelementptr i8, i8* %.6.i, i64 %26
  %27 = sub i64 %.719.03.unr.epil, %smin61.epil
  br label %.723.endif.epil

.723.endif.epil:                                  ; preds = %.723.endif.epil, %.723.endif.epil.preheader
  %lsr.iv34 = phi i64 [ %lsr.iv.next35, %.723.endif.epil ], [ %27, %.723.endif.epil.preheader ]
  %lsr.iv79 = phi i8* [ %scevgep, %.723.endif.epil.preheader ], [ %lsr.chain38, %.723.endif.epil ]
  %lsr.iv7982 = bitcast i8* %lsr.iv79 to double*
  store double 0.000000e+00, double* %lsr.iv7982, align 8
  %uglygep = getelementptr i8, i8* %lsr.iv79, i64 %.113
  %28 = bitcast i8* %uglygep to double*
  store double 0.000000e+00, double* %28, align 8
  %uglygep84 = getelementptr i8, i8* %uglygep, i64 %.113
  %29 = bitcast i8* %uglygep84 to double*
  store double 0.000000e+00, double* %29, align 8
  %uglygep86 = getelementptr i8, i8* %uglygep84, i64 %.113
  %30 = bitcast i8* %uglygep86 to double*
  store double 0.000000e+00, double* %30, align 8
  %uglygep88 = getelementptr i8, i8* %uglygep86, i64 %.113
  %31 = bitcast i8* %uglygep88 to double*
  store double 0.000000e+00, double* %31, align 8
  %uglygep90 = getelementptr i8, i8* %uglygep88, i64 %.113
  %32 = bitcast i8* %uglygep90 to double*
  store double 0.000000e+00, double* %32, align 8
  %uglygep92 = getelementptr i8, i8* %uglygep90, i64 %.113
  %33 = bitcast i8* %uglygep92 to double*
  store double 0.000000e+00, double* %33, align 8
  %sunkaddr262 = getelementptr i8, i8* %uglygep92, i64 %.113
  %34 = bitcast i8* %sunkaddr262 to double*
  store double 0.000000e+00, double* %34, align 8
  %lsr.iv.next35 = add i64 %lsr.iv34, 8
  %exitcond57.not.7.epil = icmp eq i64 %lsr.iv.next35, 0
  %uglygep36 = getelementptr i8, i8* %sunkaddr262, i64 %.113
  %uglygep3637 = bitcast i8* %uglygep36 to double*
  %lsr.chain38 = bitcast double* %uglygep3637 to i8*
  br i1 %exitcond57.not.7.epil, label %B412, label %.723.endif.epil, !prof !73, !llvm.loop !74

B412:                                             ; preds = %.723.endif.epil, %B358.endif, %.723.endif.prol.loopexit.epil, %middle.block.epil, %B390.endif.endif.epil, %B412.loopexit.unr-lcssa
  %retptr.repack263345 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack263345, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.110, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  %35 = bitcast double** %retptr.repack11 to i8**
  store i8* %.6.i, i8** %35, align 8
  %retptr.repack13.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack13.repack, align 8
  %retptr.repack13.repack17 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.a.5.0, i64* %retptr.repack13.repack17, align 8
  %retptr.repack15.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.113, i64* %retptr.repack15.repack, align 8
  %retptr.repack15.repack19 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 8, i64* %retptr.repack15.repack19, align 8
  br label %common.ret

B132.if:                                          ; preds = %B132
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269927762496, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B132.endif:                                       ; preds = %B132
  %.115 = extractvalue { i64, i1 } %.114, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.115, i32 32), !noalias !75
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B132.endif.if, label %B132.endif.endif, !prof !6

B132.endif.if:                                    ; preds = %B132.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %36 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %36, align 8
  %.181 = bitcast double* %arg.a.4 to i8*
  %.182 = mul i64 %arg.a.3, %arg.a.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.181, i64 %.182, i1 false)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.199 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.199, label %B184, label %B188

B358.endif:                                       ; preds = %B188
  %.353.inv = icmp sgt i64 %arg.a.5.0, 0
  %spec.select = select i1 %.353.inv, i64 %arg.a.5.0, i64 0
  br i1 %.353.inv, label %B390.endif.else.endif.endif.endif.preheader, label %B412

B390.endif.else.endif.endif.endif.preheader:      ; preds = %B358.endif
  %37 = icmp eq i64 %spec.select, 1
  br i1 %37, label %B390.endif.else.endif.endif.endif.epil, label %B390.endif.else.endif.endif.endif.preheader.new

B390.endif.else.endif.endif.endif.preheader.new:  ; preds = %B390.endif.else.endif.endif.endif.preheader
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter70 = and i64 %spec.select, 9223372036854775806
  %38 = shl i64 %arg.a.5.0, 9
  %39 = shl i64 %arg.a.5.0, 6
  %scevgep194 = getelementptr i8, i8* %.6.i, i64 8
  %40 = shl i64 %arg.a.5.0, 3
  br label %B390.endif.else.endif.endif.endif

B390.endif.endif:                                 ; preds = %B390.endif.else.endif.endif.endif.if, %B390.endif.else.endif.endif.endif
  %.626.sroa.13.0 = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if ], [ %.339.053, %B390.endif.else.endif.endif.endif ]
  %.7542.not = icmp sgt i64 %.626.sroa.13.0, 0
  br i1 %.7542.not, label %.723.endif.preheader, label %.723.if, !prof !71

.723.endif.preheader:                             ; preds = %B390.endif.endif
  %41 = icmp eq i64 %arg.a.5.0, 1
  %min.iters.check = icmp ugt i64 %smin, 7
  %or.cond = select i1 %min.iters.check, i1 %41, i1 false
  br i1 %or.cond, label %vector.ph, label %.723.endif.preheader59

vector.ph:                                        ; preds = %.723.endif.preheader
  %n.vec = and i64 %smin, -8
  %42 = icmp ult i64 %114, 56
  br i1 %42, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %43 = icmp ult i64 %109, 56
  br i1 %43, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body.preheader.new

vector.body.preheader.new:                        ; preds = %vector.body.preheader
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.body.preheader.new
  %lsr.iv40 = phi i64 [ %lsr.iv.next41, %vector.body ], [ %104, %vector.body.preheader.new ]
  %lsr.iv133 = phi i8* [ %lsr.iv131, %vector.body.preheader.new ], [ %lsr.chain157, %vector.body ]
  %index = phi i64 [ 0, %vector.body.preheader.new ], [ %index.next.7.7, %vector.body ]
  %lsr.iv133136 = bitcast i8* %lsr.iv133 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %lsr.iv133136, align 8
  %uglygep140 = getelementptr i8, i8* %lsr.iv133, i64 %39
  %uglygep140141 = bitcast i8* %uglygep140 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep140141, align 8
  %uglygep142 = getelementptr i8, i8* %uglygep140, i64 %39
  %uglygep142143 = bitcast i8* %uglygep142 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep142143, align 8
  %uglygep144 = getelementptr i8, i8* %uglygep142, i64 %39
  %uglygep144145 = bitcast i8* %uglygep144 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep144145, align 8
  %uglygep146 = getelementptr i8, i8* %uglygep144, i64 %39
  %uglygep146147 = bitcast i8* %uglygep146 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep146147, align 8
  %uglygep148 = getelementptr i8, i8* %uglygep146, i64 %39
  %uglygep148149 = bitcast i8* %uglygep148 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep148149, align 8
  %uglygep150 = getelementptr i8, i8* %uglygep148, i64 %39
  %uglygep150151 = bitcast i8* %uglygep150 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep150151, align 8
  %uglygep152 = getelementptr i8, i8* %uglygep150, i64 %39
  %uglygep152153 = bitcast i8* %uglygep152 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep152153, align 8
  %scevgep13510 = getelementptr i8, i8* %lsr.iv133, i64 %38
  %uglygep42 = getelementptr i8, i8* %uglygep152, i64 %39
  %uglygep4243 = bitcast i8* %uglygep42 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep4243, align 8
  %uglygep44 = getelementptr i8, i8* %uglygep42, i64 %39
  %uglygep4445 = bitcast i8* %uglygep44 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep4445, align 8
  %uglygep46 = getelementptr i8, i8* %uglygep44, i64 %39
  %uglygep4647 = bitcast i8* %uglygep46 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep4647, align 8
  %uglygep48 = getelementptr i8, i8* %uglygep46, i64 %39
  %uglygep4849 = bitcast i8* %uglygep48 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep4849, align 8
  %uglygep50 = getelementptr i8, i8* %uglygep48, i64 %39
  %uglygep5051 = bitcast i8* %uglygep50 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep5051, align 8
  %uglygep52 = getelementptr i8, i8* %uglygep50, i64 %39
  %uglygep5253 = bitcast i8* %uglygep52 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep5253, align 8
  %uglygep54 = getelementptr i8, i8* %uglygep52, i64 %39
  %uglygep5455 = bitcast i8* %uglygep54 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep5455, align 8
  %uglygep56 = getelementptr i8, i8* %uglygep54, i64 %39
  %uglygep5657 = bitcast i8* %uglygep56 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep5657, align 8
  %scevgep13510.1 = getelementptr i8, i8* %scevgep13510, i64 %38
  %uglygep58 = getelementptr i8, i8* %uglygep56, i64 %39
  %uglygep5859 = bitcast i8* %uglygep58 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep5859, align 8
  %uglygep60 = getelementptr i8, i8* %uglygep58, i64 %39
  %uglygep6061 = bitcast i8* %uglygep60 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep6061, align 8
  %uglygep62 = getelementptr i8, i8* %uglygep60, i64 %39
  %uglygep6263 = bitcast i8* %uglygep62 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep6263, align 8
  %uglygep64 = getelementptr i8, i8* %uglygep62, i64 %39
  %uglygep6465 = bitcast i8* %uglygep64 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep6465, align 8
  %uglygep66 = getelementptr i8, i8* %uglygep64, i64 %39
  %uglygep6667 = bitcast i8* %uglygep66 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep6667, align 8
  %uglygep68 = getelementptr i8, i8* %uglygep66, i64 %39
  %uglygep6869 = bitcast i8* %uglygep68 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep6869, align 8
  %uglygep70 = getelementptr i8, i8* %uglygep68, i64 %39
  %uglygep7071 = bitcast i8* %uglygep70 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep7071, align 8
  %uglygep72 = getelementptr i8, i8* %uglygep70, i64 %39
  %uglygep7273 = bitcast i8* %uglygep72 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep7273, align 8
  %scevgep13510.2 = getelementptr i8, i8* %scevgep13510.1, i64 %38
  %uglygep74 = getelementptr i8, i8* %uglygep72, i64 %39
  %uglygep7475 = bitcast i8* %uglygep74 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep7475, align 8
  %uglygep76 = getelementptr i8, i8* %uglygep74, i64 %39
  %uglygep7677 = bitcast i8* %uglygep76 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep7677, align 8
  %uglygep78 = getelementptr i8, i8* %uglygep76, i64 %39
  %uglygep7879 = bitcast i8* %uglygep78 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep7879, align 8
  %uglygep80 = getelementptr i8, i8* %uglygep78, i64 %39
  %uglygep8081 = bitcast i8* %uglygep80 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep8081, align 8
  %uglygep82 = getelementptr i8, i8* %uglygep80, i64 %39
  %uglygep8283 = bitcast i8* %uglygep82 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep8283, align 8
  %uglygep85 = getelementptr i8, i8* %uglygep82, i64 %39
  %uglygep8586 = bitcast i8* %uglygep85 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep8586, align 8
  %uglygep87 = getelementptr i8, i8* %uglygep85, i64 %39
  %uglygep8788 = bitcast i8* %uglygep87 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep8788, align 8
  %uglygep89 = getelementptr i8, i8* %uglygep87, i64 %39
  %uglygep8990 = bitcast i8* %uglygep89 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep8990, align 8
  %scevgep13510.3 = getelementptr i8, i8* %scevgep13510.2, i64 %38
  %uglygep91 = getelementptr i8, i8* %uglygep89, i64 %39
  %uglygep9192 = bitcast i8* %uglygep91 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep9192, align 8
  %uglygep93 = getelementptr i8, i8* %uglygep91, i64 %39
  %uglygep9394 = bitcast i8* %uglygep93 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep9394, align 8
  %uglygep95 = getelementptr i8, i8* %uglygep93, i64 %39
  %uglygep9596 = bitcast i8* %uglygep95 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep9596, align 8
  %uglygep97 = getelementptr i8, i8* %uglygep95, i64 %39
  %uglygep9798 = bitcast i8* %uglygep97 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep9798, align 8
  %uglygep99 = getelementptr i8, i8* %uglygep97, i64 %39
  %uglygep99100 = bitcast i8* %uglygep99 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep99100, align 8
  %uglygep101 = getelementptr i8, i8* %uglygep99, i64 %39
  %uglygep101102 = bitcast i8* %uglygep101 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep101102, align 8
  %uglygep103 = getelementptr i8, i8* %uglygep101, i64 %39
  %uglygep103104 = bitcast i8* %uglygep103 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep103104, align 8
  %uglygep105 = getelementptr i8, i8* %uglygep103, i64 %39
  %uglygep105106 = bitcast i8* %uglygep105 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep105106, align 8
  %scevgep13510.4 = getelementptr i8, i8* %scevgep13510.3, i64 %38
  %uglygep107 = getelementptr i8, i8* %uglygep105, i64 %39
  %uglygep107108 = bitcast i8* %uglygep107 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep107108, align 8
  %uglygep109 = getelementptr i8, i8* %uglygep107, i64 %39
  %uglygep109110 = bitcast i8* %uglygep109 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep109110, align 8
  %uglygep111 = getelementptr i8, i8* %uglygep109, i64 %39
  %uglygep111112 = bitcast i8* %uglygep111 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep111112, align 8
  %uglygep113 = getelementptr i8, i8* %uglygep111, i64 %39
  %uglygep113114 = bitcast i8* %uglygep113 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep113114, align 8
  %uglygep115 = getelementptr i8, i8* %uglygep113, i64 %39
  %uglygep115116 = bitcast i8* %uglygep115 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep115116, align 8
  %uglygep117 = getelementptr i8, i8* %uglygep115, i64 %39
  %uglygep117118 = bitcast i8* %uglygep117 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep117118, align 8
  %uglygep119 = getelementptr i8, i8* %uglygep117, i64 %39
  %uglygep119120 = bitcast i8* %uglygep119 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep119120, align 8
  %uglygep121 = getelementptr i8, i8* %uglygep119, i64 %39
  %uglygep121122 = bitcast i8* %uglygep121 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep121122, align 8
  %scevgep13510.5 = getelementptr i8, i8* %scevgep13510.4, i64 %38
  %uglygep123 = getelementptr i8, i8* %uglygep121, i64 %39
  %uglygep123124 = bitcast i8* %uglygep123 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep123124, align 8
  %uglygep125 = getelementptr i8, i8* %uglygep123, i64 %39
  %uglygep125126 = bitcast i8* %uglygep125 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep125126, align 8
  %uglygep127 = getelementptr i8, i8* %uglygep125, i64 %39
  %uglygep127128 = bitcast i8* %uglygep127 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep127128, align 8
  %uglygep129 = getelementptr i8, i8* %uglygep127, i64 %39
  %uglygep129130 = bitcast i8* %uglygep129 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep129130, align 8
  %uglygep131 = getelementptr i8, i8* %uglygep129, i64 %39
  %uglygep131132 = bitcast i8* %uglygep131 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep131132, align 8
  %uglygep133 = getelementptr i8, i8* %uglygep131, i64 %39
  %uglygep133134 = bitcast i8* %uglygep133 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep133134, align 8
  %uglygep135 = getelementptr i8, i8* %uglygep133, i64 %39
  %uglygep135136 = bitcast i8* %uglygep135 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep135136, align 8
  %uglygep137 = getelementptr i8, i8* %uglygep135, i64 %39
  %uglygep137138 = bitcast i8* %uglygep137 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep137138, align 8
  %scevgep13510.6 = getelementptr i8, i8* %scevgep13510.5, i64 %38
  %uglygep139 = getelementptr i8, i8* %uglygep137, i64 %39
  %uglygep139140 = bitcast i8* %uglygep139 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep139140, align 8
  %uglygep141 = getelementptr i8, i8* %uglygep139, i64 %39
  %uglygep141142 = bitcast i8* %uglygep141 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep141142, align 8
  %uglygep143 = getelementptr i8, i8* %uglygep141, i64 %39
  %uglygep143144 = bitcast i8* %uglygep143 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep143144, align 8
  %uglygep145 = getelementptr i8, i8* %uglygep143, i64 %39
  %uglygep145146 = bitcast i8* %uglygep145 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep145146, align 8
  %uglygep147 = getelementptr i8, i8* %uglygep145, i64 %39
  %uglygep147148 = bitcast i8* %uglygep147 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep147148, align 8
  %uglygep149 = getelementptr i8, i8* %uglygep147, i64 %39
  %uglygep149150 = bitcast i8* %uglygep149 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep149150, align 8
  %uglygep151 = getelementptr i8, i8* %uglygep149, i64 %39
  %uglygep151152 = bitcast i8* %uglygep151 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep151152, align 8
  %uglygep153 = getelementptr i8, i8* %uglygep151, i64 %39
  %uglygep153154 = bitcast i8* %uglygep153 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep153154, align 8
  %index.next.7.7 = add i64 %index, 512
  %scevgep13510.7 = getelementptr i8, i8* %scevgep13510.6, i64 %38
  %lsr.iv.next41 = add nsw i64 %lsr.iv40, -8
  %niter.ncmp.731 = icmp eq i64 %lsr.iv.next41, 0
  %uglygep155 = getelementptr i8, i8* %uglygep153, i64 %39
  %uglygep155156 = bitcast i8* %uglygep155 to <8 x double>*
  %lsr.chain157 = bitcast <8 x double>* %uglygep155156 to i8*
  br i1 %niter.ncmp.731, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !prof !82, !llvm.loop !83

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.body.preheader
  %index.next.7.lcssa.ph = phi i64 [ undef, %vector.body.preheader ], [ %index.next.7.7, %vector.body ]
  %lsr.iv133.unr = phi i8* [ %lsr.iv131, %vector.body.preheader ], [ %scevgep13510.7, %vector.body ]
  %index.unr25 = phi i64 [ 0, %vector.body.preheader ], [ %index.next.7.7, %vector.body ]
  %44 = and i64 %111, 7
  %lcmp.mod.not32 = icmp eq i64 %44, 0
  br i1 %lcmp.mod.not32, label %middle.block.unr-lcssa, label %vector.body.epil24.preheader

vector.body.epil24.preheader:                     ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  br label %vector.body.epil24

vector.body.epil24:                               ; preds = %vector.body.epil24.preheader, %vector.body.epil24
  %lsr.iv158 = phi i64 [ 0, %vector.body.epil24.preheader ], [ %lsr.iv.next159, %vector.body.epil24 ]
  %lsr.iv133.epil = phi i8* [ %lsr.chain163, %vector.body.epil24 ], [ %lsr.iv133.unr, %vector.body.epil24.preheader ]
  %lsr.iv133136.epil = bitcast i8* %lsr.iv133.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %lsr.iv133136.epil, align 8
  %uglygep140.epil = getelementptr i8, i8* %lsr.iv133.epil, i64 %39
  %uglygep140141.epil = bitcast i8* %uglygep140.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep140141.epil, align 8
  %uglygep142.epil = getelementptr i8, i8* %uglygep140.epil, i64 %39
  %uglygep142143.epil = bitcast i8* %uglygep142.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep142143.epil, align 8
  %uglygep144.epil = getelementptr i8, i8* %uglygep142.epil, i64 %39
  %uglygep144145.epil = bitcast i8* %uglygep144.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep144145.epil, align 8
  %uglygep146.epil = getelementptr i8, i8* %uglygep144.epil, i64 %39
  %uglygep146147.epil = bitcast i8* %uglygep146.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep146147.epil, align 8
  %uglygep148.epil = getelementptr i8, i8* %uglygep146.epil, i64 %39
  %uglygep148149.epil = bitcast i8* %uglygep148.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep148149.epil, align 8
  %uglygep150.epil = getelementptr i8, i8* %uglygep148.epil, i64 %39
  %uglygep150151.epil = bitcast i8* %uglygep150.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep150151.epil, align 8
  %uglygep152.epil = getelementptr i8, i8* %uglygep150.epil, i64 %39
  %uglygep152153.epil = bitcast i8* %uglygep152.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep152153.epil, align 8
  %lsr.iv.next159 = add nsw i64 %lsr.iv158, -64
  %45 = add i64 %94, %lsr.iv.next159
  %epil.iter.cmp.not33 = icmp eq i64 %45, 0
  %uglygep161 = getelementptr i8, i8* %uglygep152.epil, i64 %39
  %uglygep161162 = bitcast i8* %uglygep161 to <8 x double>*
  %lsr.chain163 = bitcast <8 x double>* %uglygep161162 to i8*
  br i1 %epil.iter.cmp.not33, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil24, !prof !37, !llvm.loop !84

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body.epil24
  %46 = sub i64 %index.unr25, %lsr.iv.next159
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %middle.block.unr-lcssa.loopexit.unr-lcssa, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %46, %middle.block.unr-lcssa.loopexit ]
  %47 = and i64 %116, 7
  %lcmp.mod.not = icmp eq i64 %47, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %48 = add i64 %index.unr, %.339.053
  %49 = shl i64 %48, 3
  %scevgep154 = getelementptr i8, i8* %.6.i, i64 %49
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv166 = phi i64 [ %math, %vector.body.epil ], [ %83, %vector.body.epil.preheader ]
  %lsr.iv155 = phi i8* [ %scevgep154, %vector.body.epil.preheader ], [ %scevgep15711, %vector.body.epil ]
  %lsr.iv155158 = bitcast i8* %lsr.iv155 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %lsr.iv155158, align 8
  %scevgep15711 = getelementptr i8, i8* %lsr.iv155, i64 %39
  %50 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv166, i64 1)
  %math = extractvalue { i64, i1 } %50, 0
  %ov = extractvalue { i64, i1 } %50, 1
  br i1 %ov, label %middle.block, label %vector.body.epil, !prof !37, !llvm.loop !85

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %smin, %n.vec
  br i1 %cmp.n, label %.723.if, label %.723.endif.preheader59

.723.endif.preheader59:                           ; preds = %middle.block, %.723.endif.preheader
  %.719.03.ph = phi i64 [ 0, %.723.endif.preheader ], [ %n.vec, %middle.block ]
  %51 = xor i64 %.719.03.ph, -1
  %52 = add i64 %smin, %51
  %53 = and i64 %smin, 7
  %lcmp.mod63.not = icmp eq i64 %53, 0
  br i1 %lcmp.mod63.not, label %.723.endif.prol.loopexit, label %.723.endif.prol.preheader

.723.endif.prol.preheader:                        ; preds = %.723.endif.preheader59
  %54 = mul i64 %.719.03.ph, %arg.a.5.0
  %55 = add i64 %54, %.339.053
  %56 = shl i64 %55, 3
  %scevgep164 = getelementptr i8, i8* %.6.i, i64 %56
  br label %.723.endif.prol

.723.endif.prol:                                  ; preds = %.723.endif.prol, %.723.endif.prol.preheader
  %lsr.iv169 = phi i64 [ %lsr.iv.next170, %.723.endif.prol ], [ %77, %.723.endif.prol.preheader ]
  %lsr.iv165 = phi i8* [ %scevgep164, %.723.endif.prol.preheader ], [ %scevgep1678, %.723.endif.prol ]
  %lsr.iv165168 = bitcast i8* %lsr.iv165 to double*
  store double 0.000000e+00, double* %lsr.iv165168, align 8
  %scevgep1678 = getelementptr i8, i8* %lsr.iv165, i64 %.113
  %lsr.iv.next170 = add nsw i64 %lsr.iv169, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next170, 0
  br i1 %prol.iter.cmp.not, label %.723.endif.prol.loopexit.loopexit, label %.723.endif.prol, !prof !37, !llvm.loop !72

.723.endif.prol.loopexit.loopexit:                ; preds = %.723.endif.prol
  %57 = or i64 %.719.03.ph, %113
  br label %.723.endif.prol.loopexit

.723.endif.prol.loopexit:                         ; preds = %.723.endif.prol.loopexit.loopexit, %.723.endif.preheader59
  %.719.03.unr = phi i64 [ %.719.03.ph, %.723.endif.preheader59 ], [ %57, %.723.endif.prol.loopexit.loopexit ]
  %58 = icmp ult i64 %52, 7
  br i1 %58, label %.723.if, label %.723.endif.preheader78

.723.endif.preheader78:                           ; preds = %.723.endif.prol.loopexit
  %59 = add i64 %.719.03.unr, 1
  %60 = mul i64 %59, %.113
  %scevgep171 = getelementptr i8, i8* %lsr.iv131, i64 %60
  %61 = mul i64 %40, %.719.03.unr
  %scevgep176 = getelementptr i8, i8* %lsr.iv131, i64 %61
  %62 = sub i64 %.719.03.unr, %smin179
  br label %.723.endif

B390.endif.else.endif.endif.endif:                ; preds = %.723.if.1, %B390.endif.else.endif.endif.endif.preheader.new
  %lsr.iv201 = phi i64 [ %lsr.iv.next202, %.723.if.1 ], [ 1, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv195 = phi i8* [ %scevgep196, %.723.if.1 ], [ %scevgep194, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv131 = phi i8* [ %scevgep132, %.723.if.1 ], [ %.6.i, %B390.endif.else.endif.endif.endif.preheader.new ]
  %.339.053 = phi i64 [ %.408.1, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %smin326 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv201)
  %smin318 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv201)
  %63 = trunc i64 %smin318 to i3
  %64 = zext i3 %63 to i64
  %smin315 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv201)
  %65 = add i64 %smin315, 56
  %66 = lshr i64 %65, 3
  %67 = trunc i64 %66 to i3
  %68 = add i3 %67, 1
  %69 = zext i3 %68 to i64
  %70 = mul nsw i64 %69, -1
  %smin195 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv201)
  %71 = add i64 %smin195, -8
  %72 = lshr i64 %71, 3
  %73 = add nuw nsw i64 %72, 1
  %74 = lshr i64 %73, 3
  %75 = mul nsw i64 %74, -8
  %smin179 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %smin168 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %76 = trunc i64 %smin168 to i3
  %77 = zext i3 %76 to i64
  %smin164 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %78 = add i64 %smin164, 56
  %79 = lshr i64 %78, 3
  %80 = trunc i64 %79 to i3
  %81 = add i3 %80, 1
  %82 = zext i3 %81 to i64
  %83 = mul nsw i64 %82, -1
  %smin160 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %84 = add i64 %smin160, -8
  %85 = lshr i64 %84, 3
  %86 = add nuw nsw i64 %85, 1
  %87 = lshr i64 %86, 3
  %88 = shl nuw nsw i64 %87, 3
  %89 = add nsw i64 %88, -8
  %90 = lshr i64 %89, 3
  %91 = trunc i64 %90 to i3
  %92 = add i3 %91, 1
  %93 = zext i3 %92 to i64
  %94 = shl nuw nsw i64 %93, 6
  %smin39 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %95 = add i64 %smin39, -8
  %96 = lshr i64 %95, 3
  %97 = add nuw nsw i64 %96, 1
  %98 = lshr i64 %97, 3
  %99 = shl nuw nsw i64 %98, 3
  %100 = add nsw i64 %99, -8
  %101 = lshr i64 %100, 3
  %102 = add nuw nsw i64 %101, 1
  %103 = lshr i64 %102, 3
  %104 = shl nuw nsw i64 %103, 3
  %smin23 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %105 = add i64 %smin23, -8
  %106 = lshr i64 %105, 3
  %107 = add nuw nsw i64 %106, 1
  %108 = and i64 %107, %const
  %109 = add nsw i64 %108, -8
  %110 = lshr exact i64 %109, 3
  %111 = add nuw nsw i64 %110, 1
  %smin21 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv201)
  %112 = and i64 %smin21, 7
  %smin = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %113 = and i64 %smin, 7
  %114 = add i64 %smin, -8
  %115 = lshr i64 %114, 3
  %116 = add nuw nsw i64 %115, 1
  %.408 = or i64 %.339.053, 1
  %.674.not = icmp slt i64 %.339.053, %arg.a.5.0
  br i1 %.674.not, label %B390.endif.endif, label %B390.endif.else.endif.endif.endif.if, !prof !71

B390.endif.else.endif.endif.endif.if:             ; preds = %B390.endif.else.endif.endif.endif
  br label %B390.endif.endif

.723.if:                                          ; preds = %.723.endif, %.723.endif.prol.loopexit, %middle.block, %B390.endif.endif
  %117 = icmp eq i64 %arg.a.5.0, 1
  %smin61.1 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.408)
  %118 = add i64 %smin61.1, -8
  %119 = lshr i64 %118, 3
  %120 = add nuw nsw i64 %119, 1
  %.408.1 = add nuw nsw i64 %.339.053, 2
  %min.iters.check.1 = icmp ugt i64 %smin61.1, 7
  %or.cond.1 = select i1 %min.iters.check.1, i1 %117, i1 false
  br i1 %or.cond.1, label %vector.ph.1, label %.723.endif.preheader59.1

vector.ph.1:                                      ; preds = %.723.if
  %n.vec.1 = and i64 %smin61.1, -8
  %121 = icmp ult i64 %118, 56
  br i1 %121, label %middle.block.unr-lcssa.1, label %vector.body.1.preheader

vector.body.1.preheader:                          ; preds = %vector.ph.1
  br label %vector.body.1

vector.body.1:                                    ; preds = %vector.body.1.preheader, %vector.body.1
  %lsr.iv196 = phi i64 [ %75, %vector.body.1.preheader ], [ %lsr.iv.next197, %vector.body.1 ]
  %lsr.iv197 = phi i8* [ %lsr.chain314, %vector.body.1 ], [ %lsr.iv195, %vector.body.1.preheader ]
  %index.1 = phi i64 [ %index.next.7.1.7, %vector.body.1 ], [ 0, %vector.body.1.preheader ]
  %lsr.iv197200 = bitcast i8* %lsr.iv197 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %lsr.iv197200, align 8
  %uglygep206 = getelementptr i8, i8* %lsr.iv197, i64 %39
  %uglygep206207 = bitcast i8* %uglygep206 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep206207, align 8
  %uglygep208 = getelementptr i8, i8* %uglygep206, i64 %39
  %uglygep208209 = bitcast i8* %uglygep208 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep208209, align 8
  %uglygep210 = getelementptr i8, i8* %uglygep208, i64 %39
  %uglygep210211 = bitcast i8* %uglygep210 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep210211, align 8
  %uglygep212 = getelementptr i8, i8* %uglygep210, i64 %39
  %uglygep212213 = bitcast i8* %uglygep212 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep212213, align 8
  %uglygep214 = getelementptr i8, i8* %uglygep212, i64 %39
  %uglygep214215 = bitcast i8* %uglygep214 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep214215, align 8
  %uglygep216 = getelementptr i8, i8* %uglygep214, i64 %39
  %uglygep216217 = bitcast i8* %uglygep216 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep216217, align 8
  %uglygep218 = getelementptr i8, i8* %uglygep216, i64 %39
  %uglygep218219 = bitcast i8* %uglygep218 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep218219, align 8
  %uglygep198 = getelementptr i8, i8* %uglygep218, i64 %39
  %uglygep198199 = bitcast i8* %uglygep198 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep198199, align 8
  %uglygep200 = getelementptr i8, i8* %uglygep198, i64 %39
  %uglygep200201 = bitcast i8* %uglygep200 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep200201, align 8
  %uglygep202 = getelementptr i8, i8* %uglygep200, i64 %39
  %uglygep202203 = bitcast i8* %uglygep202 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep202203, align 8
  %uglygep204 = getelementptr i8, i8* %uglygep202, i64 %39
  %uglygep204205 = bitcast i8* %uglygep204 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep204205, align 8
  %uglygep207 = getelementptr i8, i8* %uglygep204, i64 %39
  %uglygep207208 = bitcast i8* %uglygep207 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep207208, align 8
  %uglygep209 = getelementptr i8, i8* %uglygep207, i64 %39
  %uglygep209210 = bitcast i8* %uglygep209 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep209210, align 8
  %uglygep211 = getelementptr i8, i8* %uglygep209, i64 %39
  %uglygep211212 = bitcast i8* %uglygep211 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep211212, align 8
  %uglygep213 = getelementptr i8, i8* %uglygep211, i64 %39
  %uglygep213214 = bitcast i8* %uglygep213 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep213214, align 8
  %uglygep215 = getelementptr i8, i8* %uglygep213, i64 %39
  %uglygep215216 = bitcast i8* %uglygep215 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep215216, align 8
  %uglygep217 = getelementptr i8, i8* %uglygep215, i64 %39
  %uglygep217218 = bitcast i8* %uglygep217 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep217218, align 8
  %uglygep219 = getelementptr i8, i8* %uglygep217, i64 %39
  %uglygep219220 = bitcast i8* %uglygep219 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep219220, align 8
  %uglygep221 = getelementptr i8, i8* %uglygep219, i64 %39
  %uglygep221222 = bitcast i8* %uglygep221 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep221222, align 8
  %uglygep223 = getelementptr i8, i8* %uglygep221, i64 %39
  %uglygep223224 = bitcast i8* %uglygep223 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep223224, align 8
  %uglygep225 = getelementptr i8, i8* %uglygep223, i64 %39
  %uglygep225226 = bitcast i8* %uglygep225 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep225226, align 8
  %uglygep227 = getelementptr i8, i8* %uglygep225, i64 %39
  %uglygep227228 = bitcast i8* %uglygep227 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep227228, align 8
  %uglygep229 = getelementptr i8, i8* %uglygep227, i64 %39
  %uglygep229230 = bitcast i8* %uglygep229 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep229230, align 8
  %uglygep231 = getelementptr i8, i8* %uglygep229, i64 %39
  %uglygep231232 = bitcast i8* %uglygep231 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep231232, align 8
  %uglygep233 = getelementptr i8, i8* %uglygep231, i64 %39
  %uglygep233234 = bitcast i8* %uglygep233 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep233234, align 8
  %uglygep235 = getelementptr i8, i8* %uglygep233, i64 %39
  %uglygep235236 = bitcast i8* %uglygep235 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep235236, align 8
  %uglygep237 = getelementptr i8, i8* %uglygep235, i64 %39
  %uglygep237238 = bitcast i8* %uglygep237 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep237238, align 8
  %uglygep239 = getelementptr i8, i8* %uglygep237, i64 %39
  %uglygep239240 = bitcast i8* %uglygep239 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep239240, align 8
  %uglygep241 = getelementptr i8, i8* %uglygep239, i64 %39
  %uglygep241242 = bitcast i8* %uglygep241 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep241242, align 8
  %uglygep243 = getelementptr i8, i8* %uglygep241, i64 %39
  %uglygep243244 = bitcast i8* %uglygep243 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep243244, align 8
  %uglygep245 = getelementptr i8, i8* %uglygep243, i64 %39
  %uglygep245246 = bitcast i8* %uglygep245 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep245246, align 8
  %uglygep247 = getelementptr i8, i8* %uglygep245, i64 %39
  %uglygep247248 = bitcast i8* %uglygep247 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep247248, align 8
  %uglygep250 = getelementptr i8, i8* %uglygep247, i64 %39
  %uglygep250251 = bitcast i8* %uglygep250 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep250251, align 8
  %uglygep252 = getelementptr i8, i8* %uglygep250, i64 %39
  %uglygep252253 = bitcast i8* %uglygep252 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep252253, align 8
  %uglygep254 = getelementptr i8, i8* %uglygep252, i64 %39
  %uglygep254255 = bitcast i8* %uglygep254 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep254255, align 8
  %uglygep256 = getelementptr i8, i8* %uglygep254, i64 %39
  %uglygep256257 = bitcast i8* %uglygep256 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep256257, align 8
  %uglygep258 = getelementptr i8, i8* %uglygep256, i64 %39
  %uglygep258259 = bitcast i8* %uglygep258 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep258259, align 8
  %uglygep260 = getelementptr i8, i8* %uglygep258, i64 %39
  %uglygep260261 = bitcast i8* %uglygep260 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep260261, align 8
  %uglygep262 = getelementptr i8, i8* %uglygep260, i64 %39
  %uglygep262263 = bitcast i8* %uglygep262 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep262263, align 8
  %uglygep264 = getelementptr i8, i8* %uglygep262, i64 %39
  %uglygep264265 = bitcast i8* %uglygep264 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep264265, align 8
  %uglygep266 = getelementptr i8, i8* %uglygep264, i64 %39
  %uglygep266267 = bitcast i8* %uglygep266 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep266267, align 8
  %uglygep268 = getelementptr i8, i8* %uglygep266, i64 %39
  %uglygep268269 = bitcast i8* %uglygep268 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep268269, align 8
  %uglygep270 = getelementptr i8, i8* %uglygep268, i64 %39
  %uglygep270271 = bitcast i8* %uglygep270 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep270271, align 8
  %uglygep272 = getelementptr i8, i8* %uglygep270, i64 %39
  %uglygep272273 = bitcast i8* %uglygep272 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep272273, align 8
  %uglygep274 = getelementptr i8, i8* %uglygep272, i64 %39
  %uglygep274275 = bitcast i8* %uglygep274 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep274275, align 8
  %uglygep276 = getelementptr i8, i8* %uglygep274, i64 %39
  %uglygep276277 = bitcast i8* %uglygep276 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep276277, align 8
  %uglygep278 = getelementptr i8, i8* %uglygep276, i64 %39
  %uglygep278279 = bitcast i8* %uglygep278 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep278279, align 8
  %uglygep280 = getelementptr i8, i8* %uglygep278, i64 %39
  %uglygep280281 = bitcast i8* %uglygep280 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep280281, align 8
  %uglygep282 = getelementptr i8, i8* %uglygep280, i64 %39
  %uglygep282283 = bitcast i8* %uglygep282 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep282283, align 8
  %uglygep284 = getelementptr i8, i8* %uglygep282, i64 %39
  %uglygep284285 = bitcast i8* %uglygep284 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep284285, align 8
  %uglygep286 = getelementptr i8, i8* %uglygep284, i64 %39
  %uglygep286287 = bitcast i8* %uglygep286 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep286287, align 8
  %uglygep288 = getelementptr i8, i8* %uglygep286, i64 %39
  %uglygep288289 = bitcast i8* %uglygep288 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep288289, align 8
  %uglygep290 = getelementptr i8, i8* %uglygep288, i64 %39
  %uglygep290291 = bitcast i8* %uglygep290 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep290291, align 8
  %uglygep292 = getelementptr i8, i8* %uglygep290, i64 %39
  %uglygep292293 = bitcast i8* %uglygep292 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep292293, align 8
  %uglygep294 = getelementptr i8, i8* %uglygep292, i64 %39
  %uglygep294295 = bitcast i8* %uglygep294 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep294295, align 8
  %uglygep296 = getelementptr i8, i8* %uglygep294, i64 %39
  %uglygep296297 = bitcast i8* %uglygep296 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep296297, align 8
  %uglygep298 = getelementptr i8, i8* %uglygep296, i64 %39
  %uglygep298299 = bitcast i8* %uglygep298 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep298299, align 8
  %uglygep300 = getelementptr i8, i8* %uglygep298, i64 %39
  %uglygep300301 = bitcast i8* %uglygep300 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep300301, align 8
  %uglygep302 = getelementptr i8, i8* %uglygep300, i64 %39
  %uglygep302303 = bitcast i8* %uglygep302 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep302303, align 8
  %uglygep304 = getelementptr i8, i8* %uglygep302, i64 %39
  %uglygep304305 = bitcast i8* %uglygep304 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep304305, align 8
  %uglygep306 = getelementptr i8, i8* %uglygep304, i64 %39
  %uglygep306307 = bitcast i8* %uglygep306 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep306307, align 8
  %uglygep308 = getelementptr i8, i8* %uglygep306, i64 %39
  %uglygep308309 = bitcast i8* %uglygep308 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep308309, align 8
  %uglygep310 = getelementptr i8, i8* %uglygep308, i64 %39
  %uglygep310311 = bitcast i8* %uglygep310 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep310311, align 8
  %index.next.7.1.7 = add i64 %index.1, 512
  %lsr.iv.next197 = add nsw i64 %lsr.iv196, 64
  %niter.ncmp.7.1.7 = icmp eq i64 %lsr.iv.next197, 0
  %uglygep312 = getelementptr i8, i8* %uglygep310, i64 %39
  %uglygep312313 = bitcast i8* %uglygep312 to <8 x double>*
  %lsr.chain314 = bitcast <8 x double>* %uglygep312313 to i8*
  br i1 %niter.ncmp.7.1.7, label %middle.block.unr-lcssa.1, label %vector.body.1, !prof !82, !llvm.loop !83

middle.block.unr-lcssa.1:                         ; preds = %vector.body.1, %vector.ph.1
  %index.unr.1 = phi i64 [ 0, %vector.ph.1 ], [ %index.next.7.1.7, %vector.body.1 ]
  %122 = and i64 %120, 7
  %lcmp.mod.1.not = icmp eq i64 %122, 0
  br i1 %lcmp.mod.1.not, label %middle.block.1, label %vector.body.epil.1.preheader

vector.body.epil.1.preheader:                     ; preds = %middle.block.unr-lcssa.1
  %123 = add i64 %index.unr.1, %lsr.iv201
  %124 = shl i64 %123, 3
  %scevgep220 = getelementptr i8, i8* %.6.i, i64 %124
  br label %vector.body.epil.1

vector.body.epil.1:                               ; preds = %vector.body.epil.1, %vector.body.epil.1.preheader
  %lsr.iv316 = phi i64 [ %math346, %vector.body.epil.1 ], [ %70, %vector.body.epil.1.preheader ]
  %lsr.iv221 = phi i8* [ %scevgep220, %vector.body.epil.1.preheader ], [ %scevgep2237, %vector.body.epil.1 ]
  %lsr.iv221224 = bitcast i8* %lsr.iv221 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %lsr.iv221224, align 8
  %scevgep2237 = getelementptr i8, i8* %lsr.iv221, i64 %39
  %125 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv316, i64 1)
  %math346 = extractvalue { i64, i1 } %125, 0
  %ov347 = extractvalue { i64, i1 } %125, 1
  br i1 %ov347, label %middle.block.1, label %vector.body.epil.1, !prof !37, !llvm.loop !85

middle.block.1:                                   ; preds = %vector.body.epil.1, %middle.block.unr-lcssa.1
  %cmp.n.1 = icmp eq i64 %smin61.1, %n.vec.1
  br i1 %cmp.n.1, label %.723.if.1, label %.723.endif.preheader59.1

.723.endif.preheader59.1:                         ; preds = %middle.block.1, %.723.if
  %.719.03.ph.1 = phi i64 [ 0, %.723.if ], [ %n.vec.1, %middle.block.1 ]
  %126 = xor i64 %.719.03.ph.1, -1
  %127 = add i64 %smin61.1, %126
  %xtraiter62.1 = and i64 %smin61.1, 7
  %lcmp.mod63.1.not = icmp eq i64 %xtraiter62.1, 0
  br i1 %lcmp.mod63.1.not, label %.723.endif.prol.loopexit.1, label %.723.endif.prol.1.preheader

.723.endif.prol.1.preheader:                      ; preds = %.723.endif.preheader59.1
  %128 = mul i64 %.719.03.ph.1, %arg.a.5.0
  %129 = add i64 %128, %lsr.iv201
  %130 = shl i64 %129, 3
  %scevgep230 = getelementptr i8, i8* %.6.i, i64 %130
  br label %.723.endif.prol.1

.723.endif.prol.1:                                ; preds = %.723.endif.prol.1, %.723.endif.prol.1.preheader
  %lsr.iv319 = phi i64 [ %lsr.iv.next320, %.723.endif.prol.1 ], [ %64, %.723.endif.prol.1.preheader ]
  %lsr.iv231 = phi i8* [ %scevgep230, %.723.endif.prol.1.preheader ], [ %scevgep2335, %.723.endif.prol.1 ]
  %lsr.iv231234 = bitcast i8* %lsr.iv231 to double*
  store double 0.000000e+00, double* %lsr.iv231234, align 8
  %scevgep2335 = getelementptr i8, i8* %lsr.iv231, i64 %.113
  %lsr.iv.next320 = add nsw i64 %lsr.iv319, -1
  %prol.iter.cmp.1.not = icmp eq i64 %lsr.iv.next320, 0
  br i1 %prol.iter.cmp.1.not, label %.723.endif.prol.loopexit.1.loopexit, label %.723.endif.prol.1, !prof !37, !llvm.loop !72

.723.endif.prol.loopexit.1.loopexit:              ; preds = %.723.endif.prol.1
  %131 = or i64 %.719.03.ph.1, %112
  br label %.723.endif.prol.loopexit.1

.723.endif.prol.loopexit.1:                       ; preds = %.723.endif.prol.loopexit.1.loopexit, %.723.endif.preheader59.1
  %.719.03.unr.1 = phi i64 [ %.719.03.ph.1, %.723.endif.preheader59.1 ], [ %131, %.723.endif.prol.loopexit.1.loopexit ]
  %132 = icmp ult i64 %127, 7
  br i1 %132, label %.723.if.1, label %.723.endif.1.preheader

.723.endif.1.preheader:                           ; preds = %.723.endif.prol.loopexit.1
  %133 = mul i64 %.719.03.unr.1, %.113
  %scevgep321 = getelementptr i8, i8* %lsr.iv195, i64 %133
  %134 = sub i64 %.719.03.unr.1, %smin326
  br label %.723.endif.1

.723.endif.1:                                     ; preds = %.723.endif.1, %.723.endif.1.preheader
  %lsr.iv327 = phi i64 [ %lsr.iv.next328, %.723.endif.1 ], [ %134, %.723.endif.1.preheader ]
  %lsr.iv322 = phi i8* [ %135, %.723.endif.1 ], [ %scevgep321, %.723.endif.1.preheader ]
  %lsr.iv322323 = bitcast i8* %lsr.iv322 to i1*
  %lsr.iv322325 = bitcast i8* %lsr.iv322 to double*
  store double 0.000000e+00, double* %lsr.iv322325, align 8
  %uglygep329 = getelementptr i8, i8* %lsr.iv322, i64 %.113
  %uglygep329330 = bitcast i8* %uglygep329 to double*
  store double 0.000000e+00, double* %uglygep329330, align 8
  %uglygep331 = getelementptr i8, i8* %uglygep329, i64 %.113
  %uglygep331332 = bitcast i8* %uglygep331 to double*
  store double 0.000000e+00, double* %uglygep331332, align 8
  %uglygep333 = getelementptr i8, i8* %uglygep331, i64 %.113
  %uglygep333334 = bitcast i8* %uglygep333 to double*
  store double 0.000000e+00, double* %uglygep333334, align 8
  %uglygep335 = getelementptr i8, i8* %uglygep333, i64 %.113
  %uglygep335336 = bitcast i8* %uglygep335 to double*
  store double 0.000000e+00, double* %uglygep335336, align 8
  %uglygep337 = getelementptr i8, i8* %uglygep335, i64 %.113
  %uglygep337338 = bitcast i8* %uglygep337 to double*
  store double 0.000000e+00, double* %uglygep337338, align 8
  %uglygep339 = getelementptr i8, i8* %uglygep337, i64 %.113
  %uglygep339340 = bitcast i8* %uglygep339 to double*
  store double 0.000000e+00, double* %uglygep339340, align 8
  %uglygep341 = getelementptr i8, i8* %uglygep339, i64 %.113
  %uglygep341342 = bitcast i8* %uglygep341 to double*
  store double 0.000000e+00, double* %uglygep341342, align 8
  %scevgep324 = getelementptr i1, i1* %lsr.iv322323, i64 %39
  %135 = bitcast i1* %scevgep324 to i8*
  %lsr.iv.next328 = add i64 %lsr.iv327, 8
  %exitcond57.not.7.1 = icmp eq i64 %lsr.iv.next328, 0
  br i1 %exitcond57.not.7.1, label %.723.if.1, label %.723.endif.1, !prof !73, !llvm.loop !74

.723.if.1:                                        ; preds = %.723.endif.1, %.723.endif.prol.loopexit.1, %middle.block.1
  %scevgep132 = getelementptr i8, i8* %lsr.iv131, i64 16
  %scevgep196 = getelementptr i8, i8* %lsr.iv195, i64 16
  %lsr.iv.next202 = add nuw nsw i64 %lsr.iv201, 2
  %niter71.ncmp.1 = icmp eq i64 %.408.1, %unroll_iter70
  br i1 %niter71.ncmp.1, label %B412.loopexit.unr-lcssa, label %B390.endif.else.endif.endif.endif

.723.endif:                                       ; preds = %.723.endif, %.723.endif.preheader78
  %lsr.iv180 = phi i64 [ %lsr.iv.next181, %.723.endif ], [ %62, %.723.endif.preheader78 ]
  %lsr.iv172 = phi i64 [ %lsr.iv.next173, %.723.endif ], [ 0, %.723.endif.preheader78 ]
  %scevgep177 = getelementptr i8, i8* %scevgep176, i64 %lsr.iv172
  %scevgep177178 = bitcast i8* %scevgep177 to double*
  store double 0.000000e+00, double* %scevgep177178, align 8
  %scevgep174 = getelementptr i8, i8* %scevgep171, i64 %lsr.iv172
  %scevgep174175 = bitcast i8* %scevgep174 to double*
  store double 0.000000e+00, double* %scevgep174175, align 8
  %uglygep183 = getelementptr i8, i8* %scevgep174, i64 %.113
  %uglygep183184 = bitcast i8* %uglygep183 to double*
  store double 0.000000e+00, double* %uglygep183184, align 8
  %uglygep185 = getelementptr i8, i8* %uglygep183, i64 %.113
  %uglygep185186 = bitcast i8* %uglygep185 to double*
  store double 0.000000e+00, double* %uglygep185186, align 8
  %uglygep187 = getelementptr i8, i8* %uglygep185, i64 %.113
  %uglygep187188 = bitcast i8* %uglygep187 to double*
  store double 0.000000e+00, double* %uglygep187188, align 8
  %uglygep189 = getelementptr i8, i8* %uglygep187, i64 %.113
  %uglygep189190 = bitcast i8* %uglygep189 to double*
  store double 0.000000e+00, double* %uglygep189190, align 8
  %uglygep191 = getelementptr i8, i8* %uglygep189, i64 %.113
  %uglygep191192 = bitcast i8* %uglygep191 to double*
  store double 0.000000e+00, double* %uglygep191192, align 8
  %uglygep193 = getelementptr i8, i8* %uglygep191, i64 %.113
  %uglygep193194 = bitcast i8* %uglygep193 to double*
  store double 0.000000e+00, double* %uglygep193194, align 8
  %lsr.iv.next173 = add i64 %lsr.iv172, %39
  %lsr.iv.next181 = add i64 %lsr.iv180, 8
  %exitcond57.not.7 = icmp eq i64 %lsr.iv.next181, 0
  br i1 %exitcond57.not.7, label %.723.if, label %.723.endif, !prof !73, !llvm.loop !74
}

declare i32 @numba_xxpotrf(i8, i8, i64, double*, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #7

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { noreturn }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { argmemonly nofree nosync nounwind willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %excinfo"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"branch_weights", i32 1, i32 99}
!7 = !{i1 true}
!8 = !{!9, !11, !12, !14}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = distinct !{!22, !5}
!23 = distinct !{!23, !5}
!24 = !{!25}
!25 = distinct !{!25, !26}
!26 = distinct !{!26, !"LVerDomain"}
!27 = !{!28}
!28 = distinct !{!28, !26}
!29 = distinct !{!29, !21}
!30 = distinct !{!30, !5}
!31 = distinct !{!31, !5}
!32 = distinct !{!32, !21}
!33 = distinct !{!33, !21}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v53B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!37 = !{!"branch_weights", i32 1, i32 7}
!38 = distinct !{!38, !5}
!39 = distinct !{!39, !5}
!40 = !{!"branch_weights", i32 199, i32 9801}
!41 = !{!42, !44, !45, !47, !48, !50, !51, !53}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!54 = !{!55, !57, !58, !60, !61, !63}
!55 = distinct !{!55, !56, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!57 = distinct !{!57, !56, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!64 = !{!48, !50, !51, !53}
!65 = !{!66, !51, !53}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!68 = !{!61, !63}
!69 = !{!"branch_weights", i32 2126008812, i32 21474836}
!70 = !{!"branch_weights", i32 21474836, i32 2126008812}
!71 = !{!"branch_weights", i32 99, i32 1}
!72 = distinct !{!72, !5}
!73 = !{!"branch_weights", i32 1, i32 3}
!74 = distinct !{!74, !21}
!75 = !{!76, !78, !79, !81}
!76 = distinct !{!76, !77, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!78 = distinct !{!78, !77, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!79 = distinct !{!79, !80, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!80 = distinct !{!80, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!81 = distinct !{!81, !80, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!82 = !{!"branch_weights", i32 1, i32 11}
!83 = distinct !{!83, !21}
!84 = distinct !{!84, !5}
!85 = distinct !{!85, !5}
