; ModuleID = 'cholesky_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139721400515328 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139721400515328.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139721400515328 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139721400515328, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721400515328.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cholesky_loss = internal constant [14 x i8] c"cholesky_loss\00"
@_ZN08NumbaEnv7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f136c848b10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f136c848b10>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139721402640128 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139721402640128.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139721402640128 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139721402640128, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402640128.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721402640512 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139721402640512.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139721402640512 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139721402640512, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402640512.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721402515072 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139721402515072.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139721402515072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139721402515072, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402515072.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139721402639680 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139721402639680.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139721402639680 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139721402639680, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402639680.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721402075584 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139721402075584.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139721402075584 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139721402075584, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402075584.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721402515072.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139721402515072.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139721402515072.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139721402515072.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402515072.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139721404214208 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DA\02\87\94\87\94."
@.const.pickledata.139721404214208.sha1 = internal constant [20 x i8] c"K\07\97\95^\F7\FF\1E\9E\83`p\C4Ye\98&\1E\E2\7F"
@.const.picklebuf.139721404214208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.139721404214208, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721404214208.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721401988096 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DD\02\87\94\87\94."
@.const.pickledata.139721401988096.sha1 = internal constant [20 x i8] c"[!l!\F8\B9B\C0\AA]\EC\ABQG\F0\D5\0Bf\80\1C"
@.const.picklebuf.139721401988096 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.139721401988096, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721401988096.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.139721402292096 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94MB\01\87\94\87\94."
@.const.pickledata.139721402292096.sha1 = internal constant [20 x i8] c"\02\A2,\87\97_\0ET\BCT~CX\FBj\0E\993`\91"
@.const.picklebuf.139721402292096 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.139721402292096, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402292096.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139721400631680 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\EE\03\87\94\87\94."
@.const.pickledata.139721400631680.sha1 = internal constant [20 x i8] c"^V\03\DB\D2\05\07nO@\90\15\E3%\1F\1A/h\8A\89"
@.const.picklebuf.139721400631680 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139721400631680, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721400631680.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721402301376 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139721402301376.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139721402301376 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139721402301376, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402301376.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721401102208 = internal constant [82 x i8] c"\80\04\95G\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\FF\03\87\94\87\94."
@.const.pickledata.139721401102208.sha1 = internal constant [20 x i8] c"\952\12wq\B1J\88!\C5:\FD\C6I\D6\8E`I<\95"
@.const.picklebuf.139721401102208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([82 x i8], [82 x i8]* @.const.pickledata.139721401102208, i32 0, i32 0), i32 82, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721401102208.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721401103936 = internal constant [119 x i8] c"\80\04\95l\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C Matrix is not positive definite.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\01\04\87\94\87\94."
@.const.pickledata.139721401103936.sha1 = internal constant [20 x i8] c"\12\DC,\CD\E0Z\FD'P\AA\E0<\F5\86\0A\D4\D3\D0\9Ce"
@.const.picklebuf.139721401103936 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([119 x i8], [119 x i8]* @.const.pickledata.139721401103936, i32 0, i32 0), i32 119, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721401103936.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.139721402515072.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139721402515072.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139721402515072.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139721402515072.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402515072.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f136ca86510B3v14B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139721402515072.21 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139721402515072.sha1.22 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139721402515072.20 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139721402515072.21, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402515072.sha1.22, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1) local_unnamed_addr {
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
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.A.0, i8* %arg.A.1, i64 %.74, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.1, i64 %arg.A.5.0, i64 %arg.A.6.1, i64 %arg.A.6.0), !noalias !0
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.fca.0.gep17.i436 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8**
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
  %.62.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i436, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  tail call void @NRT_decref(i8* %arg.A.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.24248.not = icmp slt i64 %arg.A.5.0, 1
  br i1 %.24248.not, label %B122, label %B82.lr.ph

B82.lr.ph:                                        ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit.thread
  %.333 = sitofp i64 %arg.A.5.0 to double
  %4 = add i64 %arg.A.5.0, -1
  %xtraiter117 = and i64 %arg.A.5.0, 7
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

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit: ; preds = %entry
  %12 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %13 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.60.i = icmp sgt i32 %.52.i, 0
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %13)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  %.116 = select i1 %.60.i, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.116, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B82:                                              ; preds = %B82, %B82.lr.ph.new
  %lsr.iv415 = phi double* [ %22, %B82 ], [ %.62.fca.4.load.i, %B82.lr.ph.new ]
  %lsr.iv413 = phi i64 [ %lsr.iv.next414, %B82 ], [ 3, %B82.lr.ph.new ]
  %lsr.iv415416 = bitcast double* %lsr.iv415 to i1*
  %lsr.iv415420 = bitcast double* %lsr.iv415 to i8*
  %.331 = load double, double* %lsr.iv415, align 8
  %.334 = fadd double %.331, %.333
  store double %.334, double* %lsr.iv415, align 8
  %uglygep421 = getelementptr i8, i8* %lsr.iv415420, i64 %11
  %sunkaddr442 = mul i64 %.62.fca.5.1.load.i, 8
  %14 = bitcast double* %lsr.iv415 to i8*
  %sunkaddr443 = getelementptr i8, i8* %14, i64 %sunkaddr442
  %sunkaddr444 = getelementptr i8, i8* %sunkaddr443, i64 8
  %15 = bitcast i8* %sunkaddr444 to double*
  %.331.1 = load double, double* %15, align 8
  %.334.1 = fadd double %.331.1, %.333
  store double %.334.1, double* %15, align 8
  %uglygep423 = getelementptr i8, i8* %uglygep421, i64 %11
  %sunkaddr445 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr446 = getelementptr i8, i8* %uglygep421, i64 %sunkaddr445
  %sunkaddr447 = getelementptr i8, i8* %sunkaddr446, i64 8
  %16 = bitcast i8* %sunkaddr447 to double*
  %.331.2 = load double, double* %16, align 8
  %.334.2 = fadd double %.331.2, %.333
  store double %.334.2, double* %16, align 8
  %uglygep425 = getelementptr i8, i8* %uglygep423, i64 %11
  %sunkaddr448 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr449 = getelementptr i8, i8* %uglygep423, i64 %sunkaddr448
  %sunkaddr450 = getelementptr i8, i8* %sunkaddr449, i64 8
  %17 = bitcast i8* %sunkaddr450 to double*
  %.331.3 = load double, double* %17, align 8
  %.334.3 = fadd double %.331.3, %.333
  store double %.334.3, double* %17, align 8
  %uglygep427 = getelementptr i8, i8* %uglygep425, i64 %11
  %sunkaddr451 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr452 = getelementptr i8, i8* %uglygep425, i64 %sunkaddr451
  %sunkaddr453 = getelementptr i8, i8* %sunkaddr452, i64 8
  %18 = bitcast i8* %sunkaddr453 to double*
  %.331.4 = load double, double* %18, align 8
  %.334.4 = fadd double %.331.4, %.333
  store double %.334.4, double* %18, align 8
  %uglygep429 = getelementptr i8, i8* %uglygep427, i64 %11
  %sunkaddr454 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr455 = getelementptr i8, i8* %uglygep427, i64 %sunkaddr454
  %sunkaddr456 = getelementptr i8, i8* %sunkaddr455, i64 8
  %19 = bitcast i8* %sunkaddr456 to double*
  %.331.5 = load double, double* %19, align 8
  %.334.5 = fadd double %.331.5, %.333
  store double %.334.5, double* %19, align 8
  %uglygep431 = getelementptr i8, i8* %uglygep429, i64 %11
  %sunkaddr457 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr458 = getelementptr i8, i8* %uglygep429, i64 %sunkaddr457
  %sunkaddr459 = getelementptr i8, i8* %sunkaddr458, i64 8
  %20 = bitcast i8* %sunkaddr459 to double*
  %.331.6 = load double, double* %20, align 8
  %.334.6 = fadd double %.331.6, %.333
  store double %.334.6, double* %20, align 8
  %sunkaddr = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr437 = getelementptr i8, i8* %uglygep431, i64 %sunkaddr
  %sunkaddr438 = getelementptr i8, i8* %sunkaddr437, i64 8
  %21 = bitcast i8* %sunkaddr438 to double*
  %.331.7 = load double, double* %21, align 8
  %.334.7 = fadd double %.331.7, %.333
  store double %.334.7, double* %21, align 8
  %lsr.iv.next414 = add nuw i64 %lsr.iv413, 8
  %scevgep417 = getelementptr i1, i1* %lsr.iv415416, i64 %7
  %22 = bitcast i1* %scevgep417 to double*
  %23 = add i64 %10, %lsr.iv.next414
  %niter121.ncmp.7 = icmp eq i64 %23, 3
  br i1 %niter121.ncmp.7, label %B122.loopexit.unr-lcssa.loopexit, label %B82

B122.loopexit.unr-lcssa.loopexit:                 ; preds = %B82
  %24 = add i64 %lsr.iv.next414, -3
  br label %B122.loopexit.unr-lcssa

B122.loopexit.unr-lcssa:                          ; preds = %B122.loopexit.unr-lcssa.loopexit, %B82.lr.ph
  %.186.049.unr = phi i64 [ 0, %B82.lr.ph ], [ %24, %B122.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod119.not = icmp eq i64 %xtraiter117, 0
  br i1 %lcmp.mod119.not, label %B122, label %B82.epil.preheader

B82.epil.preheader:                               ; preds = %B122.loopexit.unr-lcssa
  %25 = add i64 %.62.fca.5.1.load.i, 1
  %26 = mul i64 %.186.049.unr, %25
  %scevgep405 = getelementptr double, double* %.62.fca.4.load.i, i64 %26
  %27 = shl i64 %.62.fca.5.1.load.i, 3
  %28 = add i64 %27, 8
  br label %B82.epil

B82.epil:                                         ; preds = %B82.epil.preheader, %B82.epil
  %lsr.iv411 = phi i64 [ %xtraiter117, %B82.epil.preheader ], [ %lsr.iv.next412, %B82.epil ]
  %lsr.iv406 = phi double* [ %scevgep405, %B82.epil.preheader ], [ %29, %B82.epil ]
  %lsr.iv406407 = bitcast double* %lsr.iv406 to i1*
  %.331.epil = load double, double* %lsr.iv406, align 8
  %.334.epil = fadd double %.331.epil, %.333
  store double %.334.epil, double* %lsr.iv406, align 8
  %scevgep408 = getelementptr i1, i1* %lsr.iv406407, i64 %28
  %29 = bitcast i1* %scevgep408 to double*
  %lsr.iv.next412 = add nsw i64 %lsr.iv411, -1
  %epil.iter118.cmp.not = icmp eq i64 %lsr.iv.next412, 0
  br i1 %epil.iter118.cmp.not, label %B122, label %B82.epil, !llvm.loop !4

B122:                                             ; preds = %B82.epil, %B122.loopexit.unr-lcssa, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit.thread
  %30 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.393 to i8**
  %31 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.393 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %31, i8 0, i64 72, i1 false)
  %.401 = call i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.393, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.2, i8* %.62.fca.0.load.i, i8* %.62.fca.1.load.i, i64 %.62.fca.2.load.i, i64 %.62.fca.3.load.i, double* %.62.fca.4.load.i, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %.62.fca.6.0.load.i, i64 %.62.fca.6.1.load.i)
  %.411.fca.0.load = load i8*, i8** %30, align 8
  %32 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.393 to i8*
  %sunkaddr439 = getelementptr inbounds i8, i8* %32, i64 32
  %33 = bitcast i8* %sunkaddr439 to double**
  %.411.fca.4.load = load double*, double** %33, align 8
  %34 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.393 to i8*
  %sunkaddr440 = getelementptr inbounds i8, i8* %34, i64 40
  %35 = bitcast i8* %sunkaddr440 to i64*
  %.411.fca.5.0.load = load i64, i64* %35, align 8
  %36 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.393 to i8*
  %sunkaddr441 = getelementptr inbounds i8, i8* %36, i64 48
  %37 = bitcast i8* %sunkaddr441 to i64*
  %.411.fca.5.1.load = load i64, i64* %37, align 8
  switch i32 %.401, label %B122.if [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

common.ret:                                       ; preds = %B122.endif.endif.endif.endif.if, %B122.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit, %for.end.endif, %B122.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B122.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit ], [ %.401, %B122.if ], [ 1, %B122.endif.endif.endif.endif.if ]
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721400515328, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B122.endif.endif.endif.endif:                     ; preds = %B128.i
  %.518 = extractvalue { i64, i1 } %.517, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.518, i32 32), !noalias !8
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B122.endif.endif.endif.endif.if, label %B122.endif.endif.endif.endif.endif, !prof !6

B122.endif.endif.endif.endif.if:                  ; preds = %B122.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721402515072.20, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B122.endif.endif.endif.endif.endif:               ; preds = %B122.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %38 = bitcast i8* %.5.i to double**
  %.6.i17 = load double*, double** %38, align 8
  %.59811 = icmp sgt i64 %.411.fca.5.0.load, 0
  br i1 %.59811, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B122.endif.endif.endif.endif.endif
  %.6016 = icmp sgt i64 %.411.fca.5.1.load, 0
  br i1 %.6016, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %39 = add i64 %.411.fca.5.1.load, -1
  %40 = add i64 %.411.fca.5.0.load, -1
  %xtraiter65 = and i64 %.411.fca.5.0.load, 3
  %41 = icmp ult i64 %40, 3
  br i1 %41, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter82 = and i64 %.411.fca.5.0.load, -4
  %unroll_iter63 = and i64 %.411.fca.5.1.load, -8
  %unroll_iter63.1 = and i64 %.411.fca.5.1.load, -8
  %unroll_iter63.2 = and i64 %.411.fca.5.1.load, -8
  %xtraiter58.3 = and i64 %.411.fca.5.1.load, 7
  %unroll_iter63.3 = and i64 %.411.fca.5.1.load, -8
  %scevgep302 = getelementptr double, double* %.6.i17, i64 7
  %42 = shl i64 %.411.fca.5.1.load, 5
  %43 = add i64 %.411.fca.5.1.load, 7
  %scevgep327 = getelementptr double, double* %.6.i17, i64 %43
  %scevgep346 = getelementptr double, double* %.6.i17, i64 %.411.fca.5.1.load
  %44 = shl i64 %.411.fca.5.1.load, 1
  %45 = add i64 %44, 7
  %scevgep353 = getelementptr double, double* %.6.i17, i64 %45
  %scevgep372 = getelementptr double, double* %.6.i17, i64 %44
  %46 = mul i64 %.411.fca.5.1.load, 3
  %47 = add i64 %46, 7
  %scevgep379 = getelementptr double, double* %.6.i17, i64 %47
  %scevgep398 = getelementptr double, double* %.6.i17, i64 %46
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader.new
  %lsr.iv399 = phi double* [ %122, %for.end.1.loopexit.us.3 ], [ %scevgep398, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv380 = phi double* [ %121, %for.end.1.loopexit.us.3 ], [ %scevgep379, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv373 = phi double* [ %120, %for.end.1.loopexit.us.3 ], [ %scevgep372, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv354 = phi double* [ %119, %for.end.1.loopexit.us.3 ], [ %scevgep353, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv347 = phi double* [ %118, %for.end.1.loopexit.us.3 ], [ %scevgep346, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv328 = phi double* [ %117, %for.end.1.loopexit.us.3 ], [ %scevgep327, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv321 = phi double* [ %116, %for.end.1.loopexit.us.3 ], [ %.6.i17, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv303 = phi double* [ %115, %for.end.1.loopexit.us.3 ], [ %scevgep302, %for.cond.1.preheader.us.preheader.new ]
  %loop.index14.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.653.us.3, %for.end.1.loopexit.us.3 ]
  %.594.013.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.594.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.591.012.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %spec.select27.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %48 = icmp ult i64 %39, 7
  br i1 %48, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %loop.index.19.us = phi i64 [ %58, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %.594.18.us = phi i64 [ %.594.2.us.7, %for.body.1.us ], [ %.594.013.us, %for.body.1.us.preheader ]
  %.591.17.us = phi i64 [ %spec.select27.us.7, %for.body.1.us ], [ %.591.012.us, %for.body.1.us.preheader ]
  %49 = icmp ugt i64 %.411.fca.5.1.load, 1
  %50 = icmp eq i64 %.411.fca.5.0.load, 1
  %spec.select27.us = select i1 %50, i64 %.591.17.us, i64 %loop.index14.us
  %.594.2.us = select i1 %49, i64 %loop.index.19.us, i64 %.594.18.us
  %.614.us = mul i64 %spec.select27.us, %.411.fca.5.1.load
  %.617.us = add i64 %.614.us, %.594.2.us
  %.618.us = getelementptr double, double* %.411.fca.4.load, i64 %.617.us
  %.619.us = load double, double* %.618.us, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.619.us)
  %scevgep319 = getelementptr double, double* %lsr.iv303, i64 %loop.index.19.us
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -7
  store double %.12.i.us, double* %scevgep320, align 8
  %spec.select27.us.1 = select i1 %50, i64 %.591.17.us, i64 %loop.index14.us
  %51 = add i64 %loop.index.19.us, 1
  %.594.2.us.1 = select i1 %49, i64 %51, i64 %.594.18.us
  %.614.us.1 = mul i64 %spec.select27.us.1, %.411.fca.5.1.load
  %.617.us.1 = add i64 %.614.us.1, %.594.2.us.1
  %.618.us.1 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.1
  %.619.us.1 = load double, double* %.618.us.1, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.619.us.1)
  %scevgep316 = getelementptr double, double* %lsr.iv303, i64 %loop.index.19.us
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -6
  store double %.12.i.us.1, double* %scevgep317, align 8
  %spec.select27.us.2 = select i1 %50, i64 %.591.17.us, i64 %loop.index14.us
  %52 = add i64 %51, 1
  %.594.2.us.2 = select i1 %49, i64 %52, i64 %.594.18.us
  %.614.us.2 = mul i64 %spec.select27.us.2, %.411.fca.5.1.load
  %.617.us.2 = add i64 %.614.us.2, %.594.2.us.2
  %.618.us.2 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.2
  %.619.us.2 = load double, double* %.618.us.2, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.619.us.2)
  %scevgep314 = getelementptr double, double* %lsr.iv303, i64 %loop.index.19.us
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -5
  store double %.12.i.us.2, double* %scevgep315, align 8
  %spec.select27.us.3 = select i1 %50, i64 %.591.17.us, i64 %loop.index14.us
  %53 = add i64 %52, 1
  %.594.2.us.3 = select i1 %49, i64 %53, i64 %.594.18.us
  %.614.us.3 = mul i64 %spec.select27.us.3, %.411.fca.5.1.load
  %.617.us.3 = add i64 %.614.us.3, %.594.2.us.3
  %.618.us.3 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.3
  %.619.us.3 = load double, double* %.618.us.3, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.619.us.3)
  %scevgep312 = getelementptr double, double* %lsr.iv303, i64 %loop.index.19.us
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -4
  store double %.12.i.us.3, double* %scevgep313, align 8
  %spec.select27.us.4 = select i1 %50, i64 %.591.17.us, i64 %loop.index14.us
  %54 = add i64 %53, 1
  %.594.2.us.4 = select i1 %49, i64 %54, i64 %.594.18.us
  %.614.us.4 = mul i64 %spec.select27.us.4, %.411.fca.5.1.load
  %.617.us.4 = add i64 %.614.us.4, %.594.2.us.4
  %.618.us.4 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.4
  %.619.us.4 = load double, double* %.618.us.4, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.619.us.4)
  %scevgep310 = getelementptr double, double* %lsr.iv303, i64 %loop.index.19.us
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -3
  store double %.12.i.us.4, double* %scevgep311, align 8
  %spec.select27.us.5 = select i1 %50, i64 %.591.17.us, i64 %loop.index14.us
  %55 = add i64 %54, 1
  %.594.2.us.5 = select i1 %49, i64 %55, i64 %.594.18.us
  %.614.us.5 = mul i64 %spec.select27.us.5, %.411.fca.5.1.load
  %.617.us.5 = add i64 %.614.us.5, %.594.2.us.5
  %.618.us.5 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.5
  %.619.us.5 = load double, double* %.618.us.5, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.619.us.5)
  %scevgep308 = getelementptr double, double* %lsr.iv303, i64 %loop.index.19.us
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -2
  store double %.12.i.us.5, double* %scevgep309, align 8
  %spec.select27.us.6 = select i1 %50, i64 %.591.17.us, i64 %loop.index14.us
  %56 = add i64 %55, 1
  %.594.2.us.6 = select i1 %49, i64 %56, i64 %.594.18.us
  %.614.us.6 = mul i64 %spec.select27.us.6, %.411.fca.5.1.load
  %.617.us.6 = add i64 %.614.us.6, %.594.2.us.6
  %.618.us.6 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.6
  %.619.us.6 = load double, double* %.618.us.6, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.619.us.6)
  %scevgep306 = getelementptr double, double* %lsr.iv303, i64 %loop.index.19.us
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -1
  store double %.12.i.us.6, double* %scevgep307, align 8
  %spec.select27.us.7 = select i1 %50, i64 %.591.17.us, i64 %loop.index14.us
  %57 = add i64 %56, 1
  %.594.2.us.7 = select i1 %49, i64 %57, i64 %.594.18.us
  %.614.us.7 = mul i64 %spec.select27.us.7, %.411.fca.5.1.load
  %.617.us.7 = add i64 %.614.us.7, %.594.2.us.7
  %.618.us.7 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.7
  %.619.us.7 = load double, double* %.618.us.7, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.619.us.7)
  %scevgep318 = getelementptr double, double* %lsr.iv303, i64 %loop.index.19.us
  store double %.12.i.us.7, double* %scevgep318, align 8
  %.651.us.7 = add nuw i64 %loop.index.19.us, 8
  %58 = add i64 %57, 1
  %niter64.ncmp.7 = icmp eq i64 %58, %unroll_iter63
  br i1 %niter64.ncmp.7, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %spec.select27.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select27.us.7, %for.body.1.us ]
  %.594.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.594.2.us.7, %for.body.1.us ]
  %loop.index.19.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %.651.us.7, %for.body.1.us ]
  %.594.18.us.unr = phi i64 [ %.594.013.us, %for.cond.1.preheader.us ], [ %.594.2.us.7, %for.body.1.us ]
  %.591.17.us.unr = phi i64 [ %.591.012.us, %for.cond.1.preheader.us ], [ %spec.select27.us.7, %for.body.1.us ]
  %59 = and i64 %.411.fca.5.1.load, 7
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv325 = phi i64 [ %xtraiter58.3, %for.body.1.us.epil.preheader ], [ %lsr.iv.next326, %for.body.1.us.epil ]
  %loop.index.19.us.epil = phi i64 [ %.651.us.epil, %for.body.1.us.epil ], [ %loop.index.19.us.unr, %for.body.1.us.epil.preheader ]
  %.594.18.us.epil = phi i64 [ %.594.2.us.epil, %for.body.1.us.epil ], [ %.594.18.us.unr, %for.body.1.us.epil.preheader ]
  %.591.17.us.epil = phi i64 [ %spec.select27.us.epil, %for.body.1.us.epil ], [ %.591.17.us.unr, %for.body.1.us.epil.preheader ]
  %61 = icmp ugt i64 %.411.fca.5.1.load, 1
  %62 = icmp eq i64 %.411.fca.5.0.load, 1
  %spec.select27.us.epil = select i1 %62, i64 %.591.17.us.epil, i64 %loop.index14.us
  %.594.2.us.epil = select i1 %61, i64 %loop.index.19.us.epil, i64 %.594.18.us.epil
  %.614.us.epil = mul i64 %spec.select27.us.epil, %.411.fca.5.1.load
  %.617.us.epil = add i64 %.614.us.epil, %.594.2.us.epil
  %.618.us.epil = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.epil
  %.619.us.epil = load double, double* %.618.us.epil, align 8
  %.12.i.us.epil = tail call double @llvm.sin.f64(double %.619.us.epil)
  %scevgep324 = getelementptr double, double* %lsr.iv321, i64 %loop.index.19.us.epil
  store double %.12.i.us.epil, double* %scevgep324, align 8
  %.651.us.epil = add nuw nsw i64 %loop.index.19.us.epil, 1
  %lsr.iv.next326 = add nsw i64 %lsr.iv325, -1
  %epil.iter59.cmp.not = icmp eq i64 %lsr.iv.next326, 0
  br i1 %epil.iter59.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !15

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select27.us.lcssa = phi i64 [ %spec.select27.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select27.us.epil, %for.body.1.us.epil ]
  %.594.2.us.lcssa = phi i64 [ %.594.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.594.2.us.epil, %for.body.1.us.epil ]
  %63 = icmp ult i64 %39, 7
  %.653.us = or i64 %loop.index14.us, 1
  br i1 %63, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.end.1.loopexit.us
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %loop.index.19.us.1 = phi i64 [ %73, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %.594.18.us.1 = phi i64 [ %.594.2.us.7.1, %for.body.1.us.1 ], [ %.594.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.591.17.us.1 = phi i64 [ %spec.select27.us.7.1, %for.body.1.us.1 ], [ %spec.select27.us.lcssa, %for.body.1.us.1.preheader ]
  %64 = icmp ugt i64 %.411.fca.5.1.load, 1
  %65 = icmp eq i64 %.411.fca.5.0.load, 1
  %spec.select27.us.184 = select i1 %65, i64 %.591.17.us.1, i64 %.653.us
  %.594.2.us.185 = select i1 %64, i64 %loop.index.19.us.1, i64 %.594.18.us.1
  %.614.us.186 = mul i64 %spec.select27.us.184, %.411.fca.5.1.load
  %.617.us.187 = add i64 %.614.us.186, %.594.2.us.185
  %.618.us.188 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.187
  %.619.us.189 = load double, double* %.618.us.188, align 8
  %.12.i.us.190 = tail call double @llvm.sin.f64(double %.619.us.189)
  %scevgep344 = getelementptr double, double* %lsr.iv328, i64 %loop.index.19.us.1
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -7
  store double %.12.i.us.190, double* %scevgep345, align 8
  %spec.select27.us.1.1 = select i1 %65, i64 %.591.17.us.1, i64 %.653.us
  %66 = add i64 %loop.index.19.us.1, 1
  %.594.2.us.1.1 = select i1 %64, i64 %66, i64 %.594.18.us.1
  %.614.us.1.1 = mul i64 %spec.select27.us.1.1, %.411.fca.5.1.load
  %.617.us.1.1 = add i64 %.614.us.1.1, %.594.2.us.1.1
  %.618.us.1.1 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.1.1
  %.619.us.1.1 = load double, double* %.618.us.1.1, align 8
  %.12.i.us.1.1 = tail call double @llvm.sin.f64(double %.619.us.1.1)
  %scevgep341 = getelementptr double, double* %lsr.iv328, i64 %loop.index.19.us.1
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -6
  store double %.12.i.us.1.1, double* %scevgep342, align 8
  %spec.select27.us.2.1 = select i1 %65, i64 %.591.17.us.1, i64 %.653.us
  %67 = add i64 %66, 1
  %.594.2.us.2.1 = select i1 %64, i64 %67, i64 %.594.18.us.1
  %.614.us.2.1 = mul i64 %spec.select27.us.2.1, %.411.fca.5.1.load
  %.617.us.2.1 = add i64 %.614.us.2.1, %.594.2.us.2.1
  %.618.us.2.1 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.2.1
  %.619.us.2.1 = load double, double* %.618.us.2.1, align 8
  %.12.i.us.2.1 = tail call double @llvm.sin.f64(double %.619.us.2.1)
  %scevgep339 = getelementptr double, double* %lsr.iv328, i64 %loop.index.19.us.1
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -5
  store double %.12.i.us.2.1, double* %scevgep340, align 8
  %spec.select27.us.3.1 = select i1 %65, i64 %.591.17.us.1, i64 %.653.us
  %68 = add i64 %67, 1
  %.594.2.us.3.1 = select i1 %64, i64 %68, i64 %.594.18.us.1
  %.614.us.3.1 = mul i64 %spec.select27.us.3.1, %.411.fca.5.1.load
  %.617.us.3.1 = add i64 %.614.us.3.1, %.594.2.us.3.1
  %.618.us.3.1 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.3.1
  %.619.us.3.1 = load double, double* %.618.us.3.1, align 8
  %.12.i.us.3.1 = tail call double @llvm.sin.f64(double %.619.us.3.1)
  %scevgep337 = getelementptr double, double* %lsr.iv328, i64 %loop.index.19.us.1
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -4
  store double %.12.i.us.3.1, double* %scevgep338, align 8
  %spec.select27.us.4.1 = select i1 %65, i64 %.591.17.us.1, i64 %.653.us
  %69 = add i64 %68, 1
  %.594.2.us.4.1 = select i1 %64, i64 %69, i64 %.594.18.us.1
  %.614.us.4.1 = mul i64 %spec.select27.us.4.1, %.411.fca.5.1.load
  %.617.us.4.1 = add i64 %.614.us.4.1, %.594.2.us.4.1
  %.618.us.4.1 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.4.1
  %.619.us.4.1 = load double, double* %.618.us.4.1, align 8
  %.12.i.us.4.1 = tail call double @llvm.sin.f64(double %.619.us.4.1)
  %scevgep335 = getelementptr double, double* %lsr.iv328, i64 %loop.index.19.us.1
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -3
  store double %.12.i.us.4.1, double* %scevgep336, align 8
  %spec.select27.us.5.1 = select i1 %65, i64 %.591.17.us.1, i64 %.653.us
  %70 = add i64 %69, 1
  %.594.2.us.5.1 = select i1 %64, i64 %70, i64 %.594.18.us.1
  %.614.us.5.1 = mul i64 %spec.select27.us.5.1, %.411.fca.5.1.load
  %.617.us.5.1 = add i64 %.614.us.5.1, %.594.2.us.5.1
  %.618.us.5.1 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.5.1
  %.619.us.5.1 = load double, double* %.618.us.5.1, align 8
  %.12.i.us.5.1 = tail call double @llvm.sin.f64(double %.619.us.5.1)
  %scevgep333 = getelementptr double, double* %lsr.iv328, i64 %loop.index.19.us.1
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -2
  store double %.12.i.us.5.1, double* %scevgep334, align 8
  %spec.select27.us.6.1 = select i1 %65, i64 %.591.17.us.1, i64 %.653.us
  %71 = add i64 %70, 1
  %.594.2.us.6.1 = select i1 %64, i64 %71, i64 %.594.18.us.1
  %.614.us.6.1 = mul i64 %spec.select27.us.6.1, %.411.fca.5.1.load
  %.617.us.6.1 = add i64 %.614.us.6.1, %.594.2.us.6.1
  %.618.us.6.1 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.6.1
  %.619.us.6.1 = load double, double* %.618.us.6.1, align 8
  %.12.i.us.6.1 = tail call double @llvm.sin.f64(double %.619.us.6.1)
  %scevgep331 = getelementptr double, double* %lsr.iv328, i64 %loop.index.19.us.1
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -1
  store double %.12.i.us.6.1, double* %scevgep332, align 8
  %spec.select27.us.7.1 = select i1 %65, i64 %.591.17.us.1, i64 %.653.us
  %72 = add i64 %71, 1
  %.594.2.us.7.1 = select i1 %64, i64 %72, i64 %.594.18.us.1
  %.614.us.7.1 = mul i64 %spec.select27.us.7.1, %.411.fca.5.1.load
  %.617.us.7.1 = add i64 %.614.us.7.1, %.594.2.us.7.1
  %.618.us.7.1 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.7.1
  %.619.us.7.1 = load double, double* %.618.us.7.1, align 8
  %.12.i.us.7.1 = tail call double @llvm.sin.f64(double %.619.us.7.1)
  %scevgep343 = getelementptr double, double* %lsr.iv328, i64 %loop.index.19.us.1
  store double %.12.i.us.7.1, double* %scevgep343, align 8
  %.651.us.7.1 = add nuw i64 %loop.index.19.us.1, 8
  %73 = add i64 %72, 1
  %niter64.ncmp.7.1 = icmp eq i64 %73, %unroll_iter63.1
  br i1 %niter64.ncmp.7.1, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1

for.end.1.loopexit.us.unr-lcssa.1:                ; preds = %for.body.1.us.1, %for.end.1.loopexit.us
  %spec.select27.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %spec.select27.us.7.1, %for.body.1.us.1 ]
  %.594.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.594.2.us.7.1, %for.body.1.us.1 ]
  %loop.index.19.us.unr.1 = phi i64 [ 0, %for.end.1.loopexit.us ], [ %.651.us.7.1, %for.body.1.us.1 ]
  %.594.18.us.unr.1 = phi i64 [ %.594.2.us.lcssa, %for.end.1.loopexit.us ], [ %.594.2.us.7.1, %for.body.1.us.1 ]
  %.591.17.us.unr.1 = phi i64 [ %spec.select27.us.lcssa, %for.end.1.loopexit.us ], [ %spec.select27.us.7.1, %for.body.1.us.1 ]
  %74 = and i64 %.411.fca.5.1.load, 7
  %75 = icmp eq i64 %74, 0
  br i1 %75, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1.preheader

for.body.1.us.epil.1.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1
  br label %for.body.1.us.epil.1

for.body.1.us.epil.1:                             ; preds = %for.body.1.us.epil.1.preheader, %for.body.1.us.epil.1
  %lsr.iv351 = phi i64 [ %xtraiter58.3, %for.body.1.us.epil.1.preheader ], [ %lsr.iv.next352, %for.body.1.us.epil.1 ]
  %loop.index.19.us.epil.1 = phi i64 [ %.651.us.epil.1, %for.body.1.us.epil.1 ], [ %loop.index.19.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.594.18.us.epil.1 = phi i64 [ %.594.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.594.18.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.591.17.us.epil.1 = phi i64 [ %spec.select27.us.epil.1, %for.body.1.us.epil.1 ], [ %.591.17.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %76 = icmp ugt i64 %.411.fca.5.1.load, 1
  %77 = icmp eq i64 %.411.fca.5.0.load, 1
  %spec.select27.us.epil.1 = select i1 %77, i64 %.591.17.us.epil.1, i64 %.653.us
  %.594.2.us.epil.1 = select i1 %76, i64 %loop.index.19.us.epil.1, i64 %.594.18.us.epil.1
  %.614.us.epil.1 = mul i64 %spec.select27.us.epil.1, %.411.fca.5.1.load
  %.617.us.epil.1 = add i64 %.614.us.epil.1, %.594.2.us.epil.1
  %.618.us.epil.1 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.epil.1
  %.619.us.epil.1 = load double, double* %.618.us.epil.1, align 8
  %.12.i.us.epil.1 = tail call double @llvm.sin.f64(double %.619.us.epil.1)
  %scevgep350 = getelementptr double, double* %lsr.iv347, i64 %loop.index.19.us.epil.1
  store double %.12.i.us.epil.1, double* %scevgep350, align 8
  %.651.us.epil.1 = add nuw nsw i64 %loop.index.19.us.epil.1, 1
  %lsr.iv.next352 = add nsw i64 %lsr.iv351, -1
  %epil.iter59.cmp.1.not = icmp eq i64 %lsr.iv.next352, 0
  br i1 %epil.iter59.cmp.1.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1, !llvm.loop !15

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.epil.1, %for.end.1.loopexit.us.unr-lcssa.1
  %spec.select27.us.lcssa.1 = phi i64 [ %spec.select27.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %spec.select27.us.epil.1, %for.body.1.us.epil.1 ]
  %.594.2.us.lcssa.1 = phi i64 [ %.594.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.594.2.us.epil.1, %for.body.1.us.epil.1 ]
  %78 = icmp ult i64 %39, 7
  %.653.us.1 = or i64 %loop.index14.us, 2
  br i1 %78, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2.preheader

for.body.1.us.2.preheader:                        ; preds = %for.end.1.loopexit.us.1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader, %for.body.1.us.2
  %loop.index.19.us.2 = phi i64 [ %88, %for.body.1.us.2 ], [ 0, %for.body.1.us.2.preheader ]
  %.594.18.us.2 = phi i64 [ %.594.2.us.7.2, %for.body.1.us.2 ], [ %.594.2.us.lcssa.1, %for.body.1.us.2.preheader ]
  %.591.17.us.2 = phi i64 [ %spec.select27.us.7.2, %for.body.1.us.2 ], [ %spec.select27.us.lcssa.1, %for.body.1.us.2.preheader ]
  %79 = icmp ugt i64 %.411.fca.5.1.load, 1
  %80 = icmp eq i64 %.411.fca.5.0.load, 1
  %spec.select27.us.295 = select i1 %80, i64 %.591.17.us.2, i64 %.653.us.1
  %.594.2.us.296 = select i1 %79, i64 %loop.index.19.us.2, i64 %.594.18.us.2
  %.614.us.297 = mul i64 %spec.select27.us.295, %.411.fca.5.1.load
  %.617.us.298 = add i64 %.614.us.297, %.594.2.us.296
  %.618.us.299 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.298
  %.619.us.2100 = load double, double* %.618.us.299, align 8
  %.12.i.us.2101 = tail call double @llvm.sin.f64(double %.619.us.2100)
  %scevgep370 = getelementptr double, double* %lsr.iv354, i64 %loop.index.19.us.2
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -7
  store double %.12.i.us.2101, double* %scevgep371, align 8
  %spec.select27.us.1.2 = select i1 %80, i64 %.591.17.us.2, i64 %.653.us.1
  %81 = add i64 %loop.index.19.us.2, 1
  %.594.2.us.1.2 = select i1 %79, i64 %81, i64 %.594.18.us.2
  %.614.us.1.2 = mul i64 %spec.select27.us.1.2, %.411.fca.5.1.load
  %.617.us.1.2 = add i64 %.614.us.1.2, %.594.2.us.1.2
  %.618.us.1.2 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.1.2
  %.619.us.1.2 = load double, double* %.618.us.1.2, align 8
  %.12.i.us.1.2 = tail call double @llvm.sin.f64(double %.619.us.1.2)
  %scevgep367 = getelementptr double, double* %lsr.iv354, i64 %loop.index.19.us.2
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -6
  store double %.12.i.us.1.2, double* %scevgep368, align 8
  %spec.select27.us.2.2 = select i1 %80, i64 %.591.17.us.2, i64 %.653.us.1
  %82 = add i64 %81, 1
  %.594.2.us.2.2 = select i1 %79, i64 %82, i64 %.594.18.us.2
  %.614.us.2.2 = mul i64 %spec.select27.us.2.2, %.411.fca.5.1.load
  %.617.us.2.2 = add i64 %.614.us.2.2, %.594.2.us.2.2
  %.618.us.2.2 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.2.2
  %.619.us.2.2 = load double, double* %.618.us.2.2, align 8
  %.12.i.us.2.2 = tail call double @llvm.sin.f64(double %.619.us.2.2)
  %scevgep365 = getelementptr double, double* %lsr.iv354, i64 %loop.index.19.us.2
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -5
  store double %.12.i.us.2.2, double* %scevgep366, align 8
  %spec.select27.us.3.2 = select i1 %80, i64 %.591.17.us.2, i64 %.653.us.1
  %83 = add i64 %82, 1
  %.594.2.us.3.2 = select i1 %79, i64 %83, i64 %.594.18.us.2
  %.614.us.3.2 = mul i64 %spec.select27.us.3.2, %.411.fca.5.1.load
  %.617.us.3.2 = add i64 %.614.us.3.2, %.594.2.us.3.2
  %.618.us.3.2 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.3.2
  %.619.us.3.2 = load double, double* %.618.us.3.2, align 8
  %.12.i.us.3.2 = tail call double @llvm.sin.f64(double %.619.us.3.2)
  %scevgep363 = getelementptr double, double* %lsr.iv354, i64 %loop.index.19.us.2
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -4
  store double %.12.i.us.3.2, double* %scevgep364, align 8
  %spec.select27.us.4.2 = select i1 %80, i64 %.591.17.us.2, i64 %.653.us.1
  %84 = add i64 %83, 1
  %.594.2.us.4.2 = select i1 %79, i64 %84, i64 %.594.18.us.2
  %.614.us.4.2 = mul i64 %spec.select27.us.4.2, %.411.fca.5.1.load
  %.617.us.4.2 = add i64 %.614.us.4.2, %.594.2.us.4.2
  %.618.us.4.2 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.4.2
  %.619.us.4.2 = load double, double* %.618.us.4.2, align 8
  %.12.i.us.4.2 = tail call double @llvm.sin.f64(double %.619.us.4.2)
  %scevgep361 = getelementptr double, double* %lsr.iv354, i64 %loop.index.19.us.2
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -3
  store double %.12.i.us.4.2, double* %scevgep362, align 8
  %spec.select27.us.5.2 = select i1 %80, i64 %.591.17.us.2, i64 %.653.us.1
  %85 = add i64 %84, 1
  %.594.2.us.5.2 = select i1 %79, i64 %85, i64 %.594.18.us.2
  %.614.us.5.2 = mul i64 %spec.select27.us.5.2, %.411.fca.5.1.load
  %.617.us.5.2 = add i64 %.614.us.5.2, %.594.2.us.5.2
  %.618.us.5.2 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.5.2
  %.619.us.5.2 = load double, double* %.618.us.5.2, align 8
  %.12.i.us.5.2 = tail call double @llvm.sin.f64(double %.619.us.5.2)
  %scevgep359 = getelementptr double, double* %lsr.iv354, i64 %loop.index.19.us.2
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -2
  store double %.12.i.us.5.2, double* %scevgep360, align 8
  %spec.select27.us.6.2 = select i1 %80, i64 %.591.17.us.2, i64 %.653.us.1
  %86 = add i64 %85, 1
  %.594.2.us.6.2 = select i1 %79, i64 %86, i64 %.594.18.us.2
  %.614.us.6.2 = mul i64 %spec.select27.us.6.2, %.411.fca.5.1.load
  %.617.us.6.2 = add i64 %.614.us.6.2, %.594.2.us.6.2
  %.618.us.6.2 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.6.2
  %.619.us.6.2 = load double, double* %.618.us.6.2, align 8
  %.12.i.us.6.2 = tail call double @llvm.sin.f64(double %.619.us.6.2)
  %scevgep357 = getelementptr double, double* %lsr.iv354, i64 %loop.index.19.us.2
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -1
  store double %.12.i.us.6.2, double* %scevgep358, align 8
  %spec.select27.us.7.2 = select i1 %80, i64 %.591.17.us.2, i64 %.653.us.1
  %87 = add i64 %86, 1
  %.594.2.us.7.2 = select i1 %79, i64 %87, i64 %.594.18.us.2
  %.614.us.7.2 = mul i64 %spec.select27.us.7.2, %.411.fca.5.1.load
  %.617.us.7.2 = add i64 %.614.us.7.2, %.594.2.us.7.2
  %.618.us.7.2 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.7.2
  %.619.us.7.2 = load double, double* %.618.us.7.2, align 8
  %.12.i.us.7.2 = tail call double @llvm.sin.f64(double %.619.us.7.2)
  %scevgep369 = getelementptr double, double* %lsr.iv354, i64 %loop.index.19.us.2
  store double %.12.i.us.7.2, double* %scevgep369, align 8
  %.651.us.7.2 = add nuw i64 %loop.index.19.us.2, 8
  %88 = add i64 %87, 1
  %niter64.ncmp.7.2 = icmp eq i64 %88, %unroll_iter63.2
  br i1 %niter64.ncmp.7.2, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2

for.end.1.loopexit.us.unr-lcssa.2:                ; preds = %for.body.1.us.2, %for.end.1.loopexit.us.1
  %spec.select27.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %spec.select27.us.7.2, %for.body.1.us.2 ]
  %.594.2.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %.594.2.us.7.2, %for.body.1.us.2 ]
  %loop.index.19.us.unr.2 = phi i64 [ 0, %for.end.1.loopexit.us.1 ], [ %.651.us.7.2, %for.body.1.us.2 ]
  %.594.18.us.unr.2 = phi i64 [ %.594.2.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %.594.2.us.7.2, %for.body.1.us.2 ]
  %.591.17.us.unr.2 = phi i64 [ %spec.select27.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %spec.select27.us.7.2, %for.body.1.us.2 ]
  %89 = and i64 %.411.fca.5.1.load, 7
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2.preheader

for.body.1.us.epil.2.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.2
  br label %for.body.1.us.epil.2

for.body.1.us.epil.2:                             ; preds = %for.body.1.us.epil.2.preheader, %for.body.1.us.epil.2
  %lsr.iv377 = phi i64 [ %xtraiter58.3, %for.body.1.us.epil.2.preheader ], [ %lsr.iv.next378, %for.body.1.us.epil.2 ]
  %loop.index.19.us.epil.2 = phi i64 [ %.651.us.epil.2, %for.body.1.us.epil.2 ], [ %loop.index.19.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.594.18.us.epil.2 = phi i64 [ %.594.2.us.epil.2, %for.body.1.us.epil.2 ], [ %.594.18.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.591.17.us.epil.2 = phi i64 [ %spec.select27.us.epil.2, %for.body.1.us.epil.2 ], [ %.591.17.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %91 = icmp ugt i64 %.411.fca.5.1.load, 1
  %92 = icmp eq i64 %.411.fca.5.0.load, 1
  %spec.select27.us.epil.2 = select i1 %92, i64 %.591.17.us.epil.2, i64 %.653.us.1
  %.594.2.us.epil.2 = select i1 %91, i64 %loop.index.19.us.epil.2, i64 %.594.18.us.epil.2
  %.614.us.epil.2 = mul i64 %spec.select27.us.epil.2, %.411.fca.5.1.load
  %.617.us.epil.2 = add i64 %.614.us.epil.2, %.594.2.us.epil.2
  %.618.us.epil.2 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.epil.2
  %.619.us.epil.2 = load double, double* %.618.us.epil.2, align 8
  %.12.i.us.epil.2 = tail call double @llvm.sin.f64(double %.619.us.epil.2)
  %scevgep376 = getelementptr double, double* %lsr.iv373, i64 %loop.index.19.us.epil.2
  store double %.12.i.us.epil.2, double* %scevgep376, align 8
  %.651.us.epil.2 = add nuw nsw i64 %loop.index.19.us.epil.2, 1
  %lsr.iv.next378 = add nsw i64 %lsr.iv377, -1
  %epil.iter59.cmp.2.not = icmp eq i64 %lsr.iv.next378, 0
  br i1 %epil.iter59.cmp.2.not, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2, !llvm.loop !15

for.end.1.loopexit.us.2:                          ; preds = %for.body.1.us.epil.2, %for.end.1.loopexit.us.unr-lcssa.2
  %spec.select27.us.lcssa.2 = phi i64 [ %spec.select27.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %spec.select27.us.epil.2, %for.body.1.us.epil.2 ]
  %.594.2.us.lcssa.2 = phi i64 [ %.594.2.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %.594.2.us.epil.2, %for.body.1.us.epil.2 ]
  %93 = icmp ult i64 %39, 7
  %.653.us.2 = or i64 %loop.index14.us, 3
  br i1 %93, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3.preheader

for.body.1.us.3.preheader:                        ; preds = %for.end.1.loopexit.us.2
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader, %for.body.1.us.3
  %loop.index.19.us.3 = phi i64 [ %103, %for.body.1.us.3 ], [ 0, %for.body.1.us.3.preheader ]
  %.594.18.us.3 = phi i64 [ %.594.2.us.7.3, %for.body.1.us.3 ], [ %.594.2.us.lcssa.2, %for.body.1.us.3.preheader ]
  %.591.17.us.3 = phi i64 [ %spec.select27.us.7.3, %for.body.1.us.3 ], [ %spec.select27.us.lcssa.2, %for.body.1.us.3.preheader ]
  %94 = icmp ugt i64 %.411.fca.5.1.load, 1
  %95 = icmp eq i64 %.411.fca.5.0.load, 1
  %spec.select27.us.3106 = select i1 %95, i64 %.591.17.us.3, i64 %.653.us.2
  %.594.2.us.3107 = select i1 %94, i64 %loop.index.19.us.3, i64 %.594.18.us.3
  %.614.us.3108 = mul i64 %spec.select27.us.3106, %.411.fca.5.1.load
  %.617.us.3109 = add i64 %.614.us.3108, %.594.2.us.3107
  %.618.us.3110 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.3109
  %.619.us.3111 = load double, double* %.618.us.3110, align 8
  %.12.i.us.3112 = tail call double @llvm.sin.f64(double %.619.us.3111)
  %scevgep396 = getelementptr double, double* %lsr.iv380, i64 %loop.index.19.us.3
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -7
  store double %.12.i.us.3112, double* %scevgep397, align 8
  %spec.select27.us.1.3 = select i1 %95, i64 %.591.17.us.3, i64 %.653.us.2
  %96 = add i64 %loop.index.19.us.3, 1
  %.594.2.us.1.3 = select i1 %94, i64 %96, i64 %.594.18.us.3
  %.614.us.1.3 = mul i64 %spec.select27.us.1.3, %.411.fca.5.1.load
  %.617.us.1.3 = add i64 %.614.us.1.3, %.594.2.us.1.3
  %.618.us.1.3 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.1.3
  %.619.us.1.3 = load double, double* %.618.us.1.3, align 8
  %.12.i.us.1.3 = tail call double @llvm.sin.f64(double %.619.us.1.3)
  %scevgep393 = getelementptr double, double* %lsr.iv380, i64 %loop.index.19.us.3
  %scevgep394 = getelementptr double, double* %scevgep393, i64 -6
  store double %.12.i.us.1.3, double* %scevgep394, align 8
  %spec.select27.us.2.3 = select i1 %95, i64 %.591.17.us.3, i64 %.653.us.2
  %97 = add i64 %96, 1
  %.594.2.us.2.3 = select i1 %94, i64 %97, i64 %.594.18.us.3
  %.614.us.2.3 = mul i64 %spec.select27.us.2.3, %.411.fca.5.1.load
  %.617.us.2.3 = add i64 %.614.us.2.3, %.594.2.us.2.3
  %.618.us.2.3 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.2.3
  %.619.us.2.3 = load double, double* %.618.us.2.3, align 8
  %.12.i.us.2.3 = tail call double @llvm.sin.f64(double %.619.us.2.3)
  %scevgep391 = getelementptr double, double* %lsr.iv380, i64 %loop.index.19.us.3
  %scevgep392 = getelementptr double, double* %scevgep391, i64 -5
  store double %.12.i.us.2.3, double* %scevgep392, align 8
  %spec.select27.us.3.3 = select i1 %95, i64 %.591.17.us.3, i64 %.653.us.2
  %98 = add i64 %97, 1
  %.594.2.us.3.3 = select i1 %94, i64 %98, i64 %.594.18.us.3
  %.614.us.3.3 = mul i64 %spec.select27.us.3.3, %.411.fca.5.1.load
  %.617.us.3.3 = add i64 %.614.us.3.3, %.594.2.us.3.3
  %.618.us.3.3 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.3.3
  %.619.us.3.3 = load double, double* %.618.us.3.3, align 8
  %.12.i.us.3.3 = tail call double @llvm.sin.f64(double %.619.us.3.3)
  %scevgep389 = getelementptr double, double* %lsr.iv380, i64 %loop.index.19.us.3
  %scevgep390 = getelementptr double, double* %scevgep389, i64 -4
  store double %.12.i.us.3.3, double* %scevgep390, align 8
  %spec.select27.us.4.3 = select i1 %95, i64 %.591.17.us.3, i64 %.653.us.2
  %99 = add i64 %98, 1
  %.594.2.us.4.3 = select i1 %94, i64 %99, i64 %.594.18.us.3
  %.614.us.4.3 = mul i64 %spec.select27.us.4.3, %.411.fca.5.1.load
  %.617.us.4.3 = add i64 %.614.us.4.3, %.594.2.us.4.3
  %.618.us.4.3 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.4.3
  %.619.us.4.3 = load double, double* %.618.us.4.3, align 8
  %.12.i.us.4.3 = tail call double @llvm.sin.f64(double %.619.us.4.3)
  %scevgep387 = getelementptr double, double* %lsr.iv380, i64 %loop.index.19.us.3
  %scevgep388 = getelementptr double, double* %scevgep387, i64 -3
  store double %.12.i.us.4.3, double* %scevgep388, align 8
  %spec.select27.us.5.3 = select i1 %95, i64 %.591.17.us.3, i64 %.653.us.2
  %100 = add i64 %99, 1
  %.594.2.us.5.3 = select i1 %94, i64 %100, i64 %.594.18.us.3
  %.614.us.5.3 = mul i64 %spec.select27.us.5.3, %.411.fca.5.1.load
  %.617.us.5.3 = add i64 %.614.us.5.3, %.594.2.us.5.3
  %.618.us.5.3 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.5.3
  %.619.us.5.3 = load double, double* %.618.us.5.3, align 8
  %.12.i.us.5.3 = tail call double @llvm.sin.f64(double %.619.us.5.3)
  %scevgep385 = getelementptr double, double* %lsr.iv380, i64 %loop.index.19.us.3
  %scevgep386 = getelementptr double, double* %scevgep385, i64 -2
  store double %.12.i.us.5.3, double* %scevgep386, align 8
  %spec.select27.us.6.3 = select i1 %95, i64 %.591.17.us.3, i64 %.653.us.2
  %101 = add i64 %100, 1
  %.594.2.us.6.3 = select i1 %94, i64 %101, i64 %.594.18.us.3
  %.614.us.6.3 = mul i64 %spec.select27.us.6.3, %.411.fca.5.1.load
  %.617.us.6.3 = add i64 %.614.us.6.3, %.594.2.us.6.3
  %.618.us.6.3 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.6.3
  %.619.us.6.3 = load double, double* %.618.us.6.3, align 8
  %.12.i.us.6.3 = tail call double @llvm.sin.f64(double %.619.us.6.3)
  %scevgep383 = getelementptr double, double* %lsr.iv380, i64 %loop.index.19.us.3
  %scevgep384 = getelementptr double, double* %scevgep383, i64 -1
  store double %.12.i.us.6.3, double* %scevgep384, align 8
  %spec.select27.us.7.3 = select i1 %95, i64 %.591.17.us.3, i64 %.653.us.2
  %102 = add i64 %101, 1
  %.594.2.us.7.3 = select i1 %94, i64 %102, i64 %.594.18.us.3
  %.614.us.7.3 = mul i64 %spec.select27.us.7.3, %.411.fca.5.1.load
  %.617.us.7.3 = add i64 %.614.us.7.3, %.594.2.us.7.3
  %.618.us.7.3 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.7.3
  %.619.us.7.3 = load double, double* %.618.us.7.3, align 8
  %.12.i.us.7.3 = tail call double @llvm.sin.f64(double %.619.us.7.3)
  %scevgep395 = getelementptr double, double* %lsr.iv380, i64 %loop.index.19.us.3
  store double %.12.i.us.7.3, double* %scevgep395, align 8
  %.651.us.7.3 = add nuw i64 %loop.index.19.us.3, 8
  %103 = add i64 %102, 1
  %niter64.ncmp.7.3 = icmp eq i64 %103, %unroll_iter63.3
  br i1 %niter64.ncmp.7.3, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3

for.end.1.loopexit.us.unr-lcssa.3:                ; preds = %for.body.1.us.3, %for.end.1.loopexit.us.2
  %spec.select27.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %spec.select27.us.7.3, %for.body.1.us.3 ]
  %.594.2.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %.594.2.us.7.3, %for.body.1.us.3 ]
  %loop.index.19.us.unr.3 = phi i64 [ 0, %for.end.1.loopexit.us.2 ], [ %.651.us.7.3, %for.body.1.us.3 ]
  %.594.18.us.unr.3 = phi i64 [ %.594.2.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %.594.2.us.7.3, %for.body.1.us.3 ]
  %.591.17.us.unr.3 = phi i64 [ %spec.select27.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %spec.select27.us.7.3, %for.body.1.us.3 ]
  %104 = icmp eq i64 %xtraiter58.3, 0
  br i1 %104, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3.preheader

for.body.1.us.epil.3.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.3
  br label %for.body.1.us.epil.3

for.body.1.us.epil.3:                             ; preds = %for.body.1.us.epil.3.preheader, %for.body.1.us.epil.3
  %lsr.iv403 = phi i64 [ %xtraiter58.3, %for.body.1.us.epil.3.preheader ], [ %lsr.iv.next404, %for.body.1.us.epil.3 ]
  %loop.index.19.us.epil.3 = phi i64 [ %.651.us.epil.3, %for.body.1.us.epil.3 ], [ %loop.index.19.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.594.18.us.epil.3 = phi i64 [ %.594.2.us.epil.3, %for.body.1.us.epil.3 ], [ %.594.18.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.591.17.us.epil.3 = phi i64 [ %spec.select27.us.epil.3, %for.body.1.us.epil.3 ], [ %.591.17.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %105 = icmp ugt i64 %.411.fca.5.1.load, 1
  %106 = icmp eq i64 %.411.fca.5.0.load, 1
  %spec.select27.us.epil.3 = select i1 %106, i64 %.591.17.us.epil.3, i64 %.653.us.2
  %.594.2.us.epil.3 = select i1 %105, i64 %loop.index.19.us.epil.3, i64 %.594.18.us.epil.3
  %.614.us.epil.3 = mul i64 %spec.select27.us.epil.3, %.411.fca.5.1.load
  %.617.us.epil.3 = add i64 %.614.us.epil.3, %.594.2.us.epil.3
  %.618.us.epil.3 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.epil.3
  %.619.us.epil.3 = load double, double* %.618.us.epil.3, align 8
  %.12.i.us.epil.3 = tail call double @llvm.sin.f64(double %.619.us.epil.3)
  %scevgep402 = getelementptr double, double* %lsr.iv399, i64 %loop.index.19.us.epil.3
  store double %.12.i.us.epil.3, double* %scevgep402, align 8
  %.651.us.epil.3 = add nuw nsw i64 %loop.index.19.us.epil.3, 1
  %lsr.iv.next404 = add nsw i64 %lsr.iv403, -1
  %epil.iter59.cmp.3.not = icmp eq i64 %lsr.iv.next404, 0
  br i1 %epil.iter59.cmp.3.not, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3, !llvm.loop !15

for.end.1.loopexit.us.3:                          ; preds = %for.body.1.us.epil.3, %for.end.1.loopexit.us.unr-lcssa.3
  %spec.select27.us.lcssa.3 = phi i64 [ %spec.select27.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %spec.select27.us.epil.3, %for.body.1.us.epil.3 ]
  %.594.2.us.lcssa.3 = phi i64 [ %.594.2.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %.594.2.us.epil.3, %for.body.1.us.epil.3 ]
  %107 = bitcast double* %lsr.iv303 to i1*
  %108 = bitcast double* %lsr.iv321 to i1*
  %109 = bitcast double* %lsr.iv328 to i1*
  %110 = bitcast double* %lsr.iv347 to i1*
  %111 = bitcast double* %lsr.iv354 to i1*
  %112 = bitcast double* %lsr.iv373 to i1*
  %113 = bitcast double* %lsr.iv380 to i1*
  %114 = bitcast double* %lsr.iv399 to i1*
  %.653.us.3 = add nuw nsw i64 %loop.index14.us, 4
  %scevgep305 = getelementptr i1, i1* %107, i64 %42
  %115 = bitcast i1* %scevgep305 to double*
  %scevgep323 = getelementptr i1, i1* %108, i64 %42
  %116 = bitcast i1* %scevgep323 to double*
  %scevgep330 = getelementptr i1, i1* %109, i64 %42
  %117 = bitcast i1* %scevgep330 to double*
  %scevgep349 = getelementptr i1, i1* %110, i64 %42
  %118 = bitcast i1* %scevgep349 to double*
  %scevgep356 = getelementptr i1, i1* %111, i64 %42
  %119 = bitcast i1* %scevgep356 to double*
  %scevgep375 = getelementptr i1, i1* %112, i64 %42
  %120 = bitcast i1* %scevgep375 to double*
  %scevgep382 = getelementptr i1, i1* %113, i64 %42
  %121 = bitcast i1* %scevgep382 to double*
  %scevgep401 = getelementptr i1, i1* %114, i64 %42
  %122 = bitcast i1* %scevgep401 to double*
  %niter83.ncmp.3 = icmp eq i64 %.653.us.3, %unroll_iter82
  br i1 %niter83.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader
  %loop.index14.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.653.us.3, %for.end.1.loopexit.us.3 ]
  %.594.013.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.594.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.591.012.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %spec.select27.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %lcmp.mod81.not = icmp eq i64 %xtraiter65, 0
  br i1 %lcmp.mod81.not, label %for.end, label %for.cond.1.preheader.us.epil.preheader

for.cond.1.preheader.us.epil.preheader:           ; preds = %for.end.loopexit.unr-lcssa
  %xtraiter58.epil = and i64 %.411.fca.5.1.load, 7
  %unroll_iter63.epil = and i64 %.411.fca.5.1.load, -8
  %123 = mul i64 %loop.index14.us.unr, %.411.fca.5.1.load
  %124 = add i64 %123, 7
  %scevgep276 = getelementptr double, double* %.6.i17, i64 %124
  %125 = shl i64 %.411.fca.5.1.load, 3
  %scevgep295 = getelementptr double, double* %.6.i17, i64 %123
  br label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.1.loopexit.us.epil, %for.cond.1.preheader.us.epil.preheader
  %lsr.iv296 = phi double* [ %143, %for.end.1.loopexit.us.epil ], [ %scevgep295, %for.cond.1.preheader.us.epil.preheader ]
  %lsr.iv277 = phi double* [ %142, %for.end.1.loopexit.us.epil ], [ %scevgep276, %for.cond.1.preheader.us.epil.preheader ]
  %loop.index14.us.epil = phi i64 [ %.653.us.epil, %for.end.1.loopexit.us.epil ], [ %loop.index14.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.594.013.us.epil = phi i64 [ %.594.2.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.594.013.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.591.012.us.epil = phi i64 [ %spec.select27.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.591.012.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %epil.iter80 = phi i64 [ %epil.iter80.next, %for.end.1.loopexit.us.epil ], [ 0, %for.cond.1.preheader.us.epil.preheader ]
  %126 = icmp ult i64 %39, 7
  br i1 %126, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil66.preheader

for.body.1.us.epil66.preheader:                   ; preds = %for.cond.1.preheader.us.epil
  br label %for.body.1.us.epil66

for.body.1.us.epil66:                             ; preds = %for.body.1.us.epil66.preheader, %for.body.1.us.epil66
  %loop.index.19.us.epil67 = phi i64 [ %136, %for.body.1.us.epil66 ], [ 0, %for.body.1.us.epil66.preheader ]
  %.594.18.us.epil68 = phi i64 [ %.594.2.us.7.epil, %for.body.1.us.epil66 ], [ %.594.013.us.epil, %for.body.1.us.epil66.preheader ]
  %.591.17.us.epil69 = phi i64 [ %spec.select27.us.7.epil, %for.body.1.us.epil66 ], [ %.591.012.us.epil, %for.body.1.us.epil66.preheader ]
  %127 = icmp ugt i64 %.411.fca.5.1.load, 1
  %128 = icmp eq i64 %.411.fca.5.0.load, 1
  %spec.select27.us.epil70 = select i1 %128, i64 %.591.17.us.epil69, i64 %loop.index14.us.epil
  %.594.2.us.epil71 = select i1 %127, i64 %loop.index.19.us.epil67, i64 %.594.18.us.epil68
  %.614.us.epil72 = mul i64 %spec.select27.us.epil70, %.411.fca.5.1.load
  %.617.us.epil73 = add i64 %.614.us.epil72, %.594.2.us.epil71
  %.618.us.epil74 = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.epil73
  %.619.us.epil75 = load double, double* %.618.us.epil74, align 8
  %.12.i.us.epil76 = tail call double @llvm.sin.f64(double %.619.us.epil75)
  %scevgep293 = getelementptr double, double* %lsr.iv277, i64 %loop.index.19.us.epil67
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -7
  store double %.12.i.us.epil76, double* %scevgep294, align 8
  %spec.select27.us.1.epil = select i1 %128, i64 %.591.17.us.epil69, i64 %loop.index14.us.epil
  %129 = add i64 %loop.index.19.us.epil67, 1
  %.594.2.us.1.epil = select i1 %127, i64 %129, i64 %.594.18.us.epil68
  %.614.us.1.epil = mul i64 %spec.select27.us.1.epil, %.411.fca.5.1.load
  %.617.us.1.epil = add i64 %.614.us.1.epil, %.594.2.us.1.epil
  %.618.us.1.epil = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.1.epil
  %.619.us.1.epil = load double, double* %.618.us.1.epil, align 8
  %.12.i.us.1.epil = tail call double @llvm.sin.f64(double %.619.us.1.epil)
  %scevgep290 = getelementptr double, double* %lsr.iv277, i64 %loop.index.19.us.epil67
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -6
  store double %.12.i.us.1.epil, double* %scevgep291, align 8
  %spec.select27.us.2.epil = select i1 %128, i64 %.591.17.us.epil69, i64 %loop.index14.us.epil
  %130 = add i64 %129, 1
  %.594.2.us.2.epil = select i1 %127, i64 %130, i64 %.594.18.us.epil68
  %.614.us.2.epil = mul i64 %spec.select27.us.2.epil, %.411.fca.5.1.load
  %.617.us.2.epil = add i64 %.614.us.2.epil, %.594.2.us.2.epil
  %.618.us.2.epil = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.2.epil
  %.619.us.2.epil = load double, double* %.618.us.2.epil, align 8
  %.12.i.us.2.epil = tail call double @llvm.sin.f64(double %.619.us.2.epil)
  %scevgep288 = getelementptr double, double* %lsr.iv277, i64 %loop.index.19.us.epil67
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -5
  store double %.12.i.us.2.epil, double* %scevgep289, align 8
  %spec.select27.us.3.epil = select i1 %128, i64 %.591.17.us.epil69, i64 %loop.index14.us.epil
  %131 = add i64 %130, 1
  %.594.2.us.3.epil = select i1 %127, i64 %131, i64 %.594.18.us.epil68
  %.614.us.3.epil = mul i64 %spec.select27.us.3.epil, %.411.fca.5.1.load
  %.617.us.3.epil = add i64 %.614.us.3.epil, %.594.2.us.3.epil
  %.618.us.3.epil = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.3.epil
  %.619.us.3.epil = load double, double* %.618.us.3.epil, align 8
  %.12.i.us.3.epil = tail call double @llvm.sin.f64(double %.619.us.3.epil)
  %scevgep286 = getelementptr double, double* %lsr.iv277, i64 %loop.index.19.us.epil67
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -4
  store double %.12.i.us.3.epil, double* %scevgep287, align 8
  %spec.select27.us.4.epil = select i1 %128, i64 %.591.17.us.epil69, i64 %loop.index14.us.epil
  %132 = add i64 %131, 1
  %.594.2.us.4.epil = select i1 %127, i64 %132, i64 %.594.18.us.epil68
  %.614.us.4.epil = mul i64 %spec.select27.us.4.epil, %.411.fca.5.1.load
  %.617.us.4.epil = add i64 %.614.us.4.epil, %.594.2.us.4.epil
  %.618.us.4.epil = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.4.epil
  %.619.us.4.epil = load double, double* %.618.us.4.epil, align 8
  %.12.i.us.4.epil = tail call double @llvm.sin.f64(double %.619.us.4.epil)
  %scevgep284 = getelementptr double, double* %lsr.iv277, i64 %loop.index.19.us.epil67
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -3
  store double %.12.i.us.4.epil, double* %scevgep285, align 8
  %spec.select27.us.5.epil = select i1 %128, i64 %.591.17.us.epil69, i64 %loop.index14.us.epil
  %133 = add i64 %132, 1
  %.594.2.us.5.epil = select i1 %127, i64 %133, i64 %.594.18.us.epil68
  %.614.us.5.epil = mul i64 %spec.select27.us.5.epil, %.411.fca.5.1.load
  %.617.us.5.epil = add i64 %.614.us.5.epil, %.594.2.us.5.epil
  %.618.us.5.epil = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.5.epil
  %.619.us.5.epil = load double, double* %.618.us.5.epil, align 8
  %.12.i.us.5.epil = tail call double @llvm.sin.f64(double %.619.us.5.epil)
  %scevgep282 = getelementptr double, double* %lsr.iv277, i64 %loop.index.19.us.epil67
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -2
  store double %.12.i.us.5.epil, double* %scevgep283, align 8
  %spec.select27.us.6.epil = select i1 %128, i64 %.591.17.us.epil69, i64 %loop.index14.us.epil
  %134 = add i64 %133, 1
  %.594.2.us.6.epil = select i1 %127, i64 %134, i64 %.594.18.us.epil68
  %.614.us.6.epil = mul i64 %spec.select27.us.6.epil, %.411.fca.5.1.load
  %.617.us.6.epil = add i64 %.614.us.6.epil, %.594.2.us.6.epil
  %.618.us.6.epil = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.6.epil
  %.619.us.6.epil = load double, double* %.618.us.6.epil, align 8
  %.12.i.us.6.epil = tail call double @llvm.sin.f64(double %.619.us.6.epil)
  %scevgep280 = getelementptr double, double* %lsr.iv277, i64 %loop.index.19.us.epil67
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -1
  store double %.12.i.us.6.epil, double* %scevgep281, align 8
  %spec.select27.us.7.epil = select i1 %128, i64 %.591.17.us.epil69, i64 %loop.index14.us.epil
  %135 = add i64 %134, 1
  %.594.2.us.7.epil = select i1 %127, i64 %135, i64 %.594.18.us.epil68
  %.614.us.7.epil = mul i64 %spec.select27.us.7.epil, %.411.fca.5.1.load
  %.617.us.7.epil = add i64 %.614.us.7.epil, %.594.2.us.7.epil
  %.618.us.7.epil = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.7.epil
  %.619.us.7.epil = load double, double* %.618.us.7.epil, align 8
  %.12.i.us.7.epil = tail call double @llvm.sin.f64(double %.619.us.7.epil)
  %scevgep292 = getelementptr double, double* %lsr.iv277, i64 %loop.index.19.us.epil67
  store double %.12.i.us.7.epil, double* %scevgep292, align 8
  %.651.us.7.epil = add nuw i64 %loop.index.19.us.epil67, 8
  %136 = add i64 %135, 1
  %niter64.ncmp.7.epil = icmp eq i64 %136, %unroll_iter63.epil
  br i1 %niter64.ncmp.7.epil, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil66

for.end.1.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.1.us.epil66, %for.cond.1.preheader.us.epil
  %spec.select27.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %spec.select27.us.7.epil, %for.body.1.us.epil66 ]
  %.594.2.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %.594.2.us.7.epil, %for.body.1.us.epil66 ]
  %loop.index.19.us.unr.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %.651.us.7.epil, %for.body.1.us.epil66 ]
  %.594.18.us.unr.epil = phi i64 [ %.594.013.us.epil, %for.cond.1.preheader.us.epil ], [ %.594.2.us.7.epil, %for.body.1.us.epil66 ]
  %.591.17.us.unr.epil = phi i64 [ %.591.012.us.epil, %for.cond.1.preheader.us.epil ], [ %spec.select27.us.7.epil, %for.body.1.us.epil66 ]
  %137 = icmp eq i64 %xtraiter58.epil, 0
  br i1 %137, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil.preheader

for.body.1.us.epil.epil.preheader:                ; preds = %for.end.1.loopexit.us.unr-lcssa.epil
  br label %for.body.1.us.epil.epil

for.body.1.us.epil.epil:                          ; preds = %for.body.1.us.epil.epil.preheader, %for.body.1.us.epil.epil
  %lsr.iv300 = phi i64 [ %xtraiter58.epil, %for.body.1.us.epil.epil.preheader ], [ %lsr.iv.next301, %for.body.1.us.epil.epil ]
  %loop.index.19.us.epil.epil = phi i64 [ %.651.us.epil.epil, %for.body.1.us.epil.epil ], [ %loop.index.19.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.594.18.us.epil.epil = phi i64 [ %.594.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.594.18.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.591.17.us.epil.epil = phi i64 [ %spec.select27.us.epil.epil, %for.body.1.us.epil.epil ], [ %.591.17.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %138 = icmp ugt i64 %.411.fca.5.1.load, 1
  %139 = icmp eq i64 %.411.fca.5.0.load, 1
  %spec.select27.us.epil.epil = select i1 %139, i64 %.591.17.us.epil.epil, i64 %loop.index14.us.epil
  %.594.2.us.epil.epil = select i1 %138, i64 %loop.index.19.us.epil.epil, i64 %.594.18.us.epil.epil
  %.614.us.epil.epil = mul i64 %spec.select27.us.epil.epil, %.411.fca.5.1.load
  %.617.us.epil.epil = add i64 %.614.us.epil.epil, %.594.2.us.epil.epil
  %.618.us.epil.epil = getelementptr double, double* %.411.fca.4.load, i64 %.617.us.epil.epil
  %.619.us.epil.epil = load double, double* %.618.us.epil.epil, align 8
  %.12.i.us.epil.epil = tail call double @llvm.sin.f64(double %.619.us.epil.epil)
  %scevgep299 = getelementptr double, double* %lsr.iv296, i64 %loop.index.19.us.epil.epil
  store double %.12.i.us.epil.epil, double* %scevgep299, align 8
  %.651.us.epil.epil = add nuw nsw i64 %loop.index.19.us.epil.epil, 1
  %lsr.iv.next301 = add nsw i64 %lsr.iv300, -1
  %epil.iter59.cmp.epil.not = icmp eq i64 %lsr.iv.next301, 0
  br i1 %epil.iter59.cmp.epil.not, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil, !llvm.loop !15

for.end.1.loopexit.us.epil:                       ; preds = %for.body.1.us.epil.epil, %for.end.1.loopexit.us.unr-lcssa.epil
  %spec.select27.us.lcssa.epil = phi i64 [ %spec.select27.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %spec.select27.us.epil.epil, %for.body.1.us.epil.epil ]
  %.594.2.us.lcssa.epil = phi i64 [ %.594.2.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %.594.2.us.epil.epil, %for.body.1.us.epil.epil ]
  %140 = bitcast double* %lsr.iv277 to i1*
  %141 = bitcast double* %lsr.iv296 to i1*
  %.653.us.epil = add nuw nsw i64 %loop.index14.us.epil, 1
  %epil.iter80.next = add i64 %epil.iter80, 1
  %scevgep279 = getelementptr i1, i1* %140, i64 %125
  %142 = bitcast i1* %scevgep279 to double*
  %scevgep298 = getelementptr i1, i1* %141, i64 %125
  %143 = bitcast i1* %scevgep298 to double*
  %epil.iter80.cmp.not = icmp eq i64 %epil.iter80.next, %xtraiter65
  br i1 %epil.iter80.cmp.not, label %for.end, label %for.cond.1.preheader.us.epil, !llvm.loop !16

for.end:                                          ; preds = %for.end.1.loopexit.us.epil, %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.preheader, %B122.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.411.fca.0.load)
  %.83.i = icmp eq i64 %.513, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !6

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.513, i64 1)
  %144 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %145 = icmp ult i64 %144, 7
  br i1 %145, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %146 = add nsw i64 %unroll_iter.i, -8
  %147 = lshr exact i64 %146, 3
  %148 = add nuw nsw i64 %147, 1
  %xtraiter = and i64 %148, 7
  %149 = icmp ult i64 %146, 56
  br i1 %149, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %148, 4611686018427387896
  %scevgep146 = getelementptr double, double* %.6.i17, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %150 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep122 = getelementptr double, double* %.6.i17, i64 %150
  %151 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %152 = bitcast double* %scevgep122 to i8*
  %uglygep143 = getelementptr i8, i8* %152, i64 %lsr.iv
  %uglygep143144 = bitcast i8* %uglygep143 to double*
  %scevgep145 = getelementptr double, double* %uglygep143144, i64 -7
  %.265.i.epil = load double, double* %scevgep145, align 8, !noalias !17
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep140 = getelementptr i8, i8* %152, i64 %lsr.iv
  %uglygep140141 = bitcast i8* %uglygep140 to double*
  %scevgep142 = getelementptr double, double* %uglygep140141, i64 -6
  %.265.1.i.epil = load double, double* %scevgep142, align 8, !noalias !17
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep137 = getelementptr i8, i8* %152, i64 %lsr.iv
  %uglygep137138 = bitcast i8* %uglygep137 to double*
  %scevgep139 = getelementptr double, double* %uglygep137138, i64 -5
  %.265.2.i.epil = load double, double* %scevgep139, align 8, !noalias !17
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep134 = getelementptr i8, i8* %152, i64 %lsr.iv
  %uglygep134135 = bitcast i8* %uglygep134 to double*
  %scevgep136 = getelementptr double, double* %uglygep134135, i64 -4
  %.265.3.i.epil = load double, double* %scevgep136, align 8, !noalias !17
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep131 = getelementptr i8, i8* %152, i64 %lsr.iv
  %uglygep131132 = bitcast i8* %uglygep131 to double*
  %scevgep133 = getelementptr double, double* %uglygep131132, i64 -3
  %.265.4.i.epil = load double, double* %scevgep133, align 8, !noalias !17
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep128 = getelementptr i8, i8* %152, i64 %lsr.iv
  %uglygep128129 = bitcast i8* %uglygep128 to double*
  %scevgep130 = getelementptr double, double* %uglygep128129, i64 -2
  %.265.5.i.epil = load double, double* %scevgep130, align 8, !noalias !17
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep125 = getelementptr i8, i8* %152, i64 %lsr.iv
  %uglygep125126 = bitcast i8* %uglygep125 to double*
  %scevgep127 = getelementptr double, double* %uglygep125126, i64 -1
  %.265.6.i.epil = load double, double* %scevgep127, align 8, !noalias !17
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %152, i64 %lsr.iv
  %uglygep124 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep124, align 8, !noalias !17
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %151, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !20, !llvm.loop !21

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
  %.265.epil.i = load double, double* %scevgep, align 8, !noalias !17
  %.268.epil.i = fadd double %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !20, !llvm.loop !22

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv274 = phi i64 [ %lsr.iv.next275, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep272 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -63
  %.265.i = load double, double* %scevgep273, align 8, !noalias !17
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep270 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -62
  %.265.1.i = load double, double* %scevgep271, align 8, !noalias !17
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep268 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -61
  %.265.2.i = load double, double* %scevgep269, align 8, !noalias !17
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep266 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -60
  %.265.3.i = load double, double* %scevgep267, align 8, !noalias !17
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep264 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -59
  %.265.4.i = load double, double* %scevgep265, align 8, !noalias !17
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep262 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -58
  %.265.5.i = load double, double* %scevgep263, align 8, !noalias !17
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep260 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -57
  %.265.6.i = load double, double* %scevgep261, align 8, !noalias !17
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep258 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -56
  %.265.7.i = load double, double* %scevgep259, align 8, !noalias !17
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep227 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -55
  %.265.i.1 = load double, double* %scevgep228, align 8, !noalias !17
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep229 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -54
  %.265.1.i.1 = load double, double* %scevgep230, align 8, !noalias !17
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep231 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -53
  %.265.2.i.1 = load double, double* %scevgep232, align 8, !noalias !17
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep233 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -52
  %.265.3.i.1 = load double, double* %scevgep234, align 8, !noalias !17
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep235 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -51
  %.265.4.i.1 = load double, double* %scevgep236, align 8, !noalias !17
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep237 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -50
  %.265.5.i.1 = load double, double* %scevgep238, align 8, !noalias !17
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep239 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -49
  %.265.6.i.1 = load double, double* %scevgep240, align 8, !noalias !17
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep241 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -48
  %.265.7.i.1 = load double, double* %scevgep242, align 8, !noalias !17
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep211 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -47
  %.265.i.2 = load double, double* %scevgep212, align 8, !noalias !17
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep213 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -46
  %.265.1.i.2 = load double, double* %scevgep214, align 8, !noalias !17
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep215 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -45
  %.265.2.i.2 = load double, double* %scevgep216, align 8, !noalias !17
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep217 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -44
  %.265.3.i.2 = load double, double* %scevgep218, align 8, !noalias !17
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep219 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -43
  %.265.4.i.2 = load double, double* %scevgep220, align 8, !noalias !17
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep221 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -42
  %.265.5.i.2 = load double, double* %scevgep222, align 8, !noalias !17
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep223 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -41
  %.265.6.i.2 = load double, double* %scevgep224, align 8, !noalias !17
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep225 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -40
  %.265.7.i.2 = load double, double* %scevgep226, align 8, !noalias !17
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep195 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -39
  %.265.i.3 = load double, double* %scevgep196, align 8, !noalias !17
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep197 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -38
  %.265.1.i.3 = load double, double* %scevgep198, align 8, !noalias !17
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep199 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -37
  %.265.2.i.3 = load double, double* %scevgep200, align 8, !noalias !17
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep201 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -36
  %.265.3.i.3 = load double, double* %scevgep202, align 8, !noalias !17
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep203 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -35
  %.265.4.i.3 = load double, double* %scevgep204, align 8, !noalias !17
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep205 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -34
  %.265.5.i.3 = load double, double* %scevgep206, align 8, !noalias !17
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep207 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -33
  %.265.6.i.3 = load double, double* %scevgep208, align 8, !noalias !17
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep209 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -32
  %.265.7.i.3 = load double, double* %scevgep210, align 8, !noalias !17
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep179 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -31
  %.265.i.4 = load double, double* %scevgep180, align 8, !noalias !17
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep181 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -30
  %.265.1.i.4 = load double, double* %scevgep182, align 8, !noalias !17
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep183 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -29
  %.265.2.i.4 = load double, double* %scevgep184, align 8, !noalias !17
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep185 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -28
  %.265.3.i.4 = load double, double* %scevgep186, align 8, !noalias !17
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep187 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -27
  %.265.4.i.4 = load double, double* %scevgep188, align 8, !noalias !17
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep189 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -26
  %.265.5.i.4 = load double, double* %scevgep190, align 8, !noalias !17
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep191 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -25
  %.265.6.i.4 = load double, double* %scevgep192, align 8, !noalias !17
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep193 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -24
  %.265.7.i.4 = load double, double* %scevgep194, align 8, !noalias !17
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep163 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -23
  %.265.i.5 = load double, double* %scevgep164, align 8, !noalias !17
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep165 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -22
  %.265.1.i.5 = load double, double* %scevgep166, align 8, !noalias !17
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep167 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -21
  %.265.2.i.5 = load double, double* %scevgep168, align 8, !noalias !17
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep169 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -20
  %.265.3.i.5 = load double, double* %scevgep170, align 8, !noalias !17
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep171 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -19
  %.265.4.i.5 = load double, double* %scevgep172, align 8, !noalias !17
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep173 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -18
  %.265.5.i.5 = load double, double* %scevgep174, align 8, !noalias !17
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep175 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -17
  %.265.6.i.5 = load double, double* %scevgep176, align 8, !noalias !17
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep177 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -16
  %.265.7.i.5 = load double, double* %scevgep178, align 8, !noalias !17
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep147 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -15
  %.265.i.6 = load double, double* %scevgep148, align 8, !noalias !17
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep149 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -14
  %.265.1.i.6 = load double, double* %scevgep150, align 8, !noalias !17
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep151 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -13
  %.265.2.i.6 = load double, double* %scevgep152, align 8, !noalias !17
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep153 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -12
  %.265.3.i.6 = load double, double* %scevgep154, align 8, !noalias !17
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep155 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -11
  %.265.4.i.6 = load double, double* %scevgep156, align 8, !noalias !17
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep157 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -10
  %.265.5.i.6 = load double, double* %scevgep158, align 8, !noalias !17
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep159 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -9
  %.265.6.i.6 = load double, double* %scevgep160, align 8, !noalias !17
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep161 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -8
  %.265.7.i.6 = load double, double* %scevgep162, align 8, !noalias !17
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep243 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -7
  %.265.i.7 = load double, double* %scevgep244, align 8, !noalias !17
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep245 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -6
  %.265.1.i.7 = load double, double* %scevgep246, align 8, !noalias !17
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep247 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -5
  %.265.2.i.7 = load double, double* %scevgep248, align 8, !noalias !17
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep249 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -4
  %.265.3.i.7 = load double, double* %scevgep250, align 8, !noalias !17
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep251 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -3
  %.265.4.i.7 = load double, double* %scevgep252, align 8, !noalias !17
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep253 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -2
  %.265.5.i.7 = load double, double* %scevgep254, align 8, !noalias !17
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep255 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -1
  %.265.6.i.7 = load double, double* %scevgep256, align 8, !noalias !17
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep257 = getelementptr double, double* %scevgep146, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep257, align 8, !noalias !17
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next275 = add i64 %lsr.iv274, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next275, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !6

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !6

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr2 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr4 to double**
  %.36.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr7 to i64*
  %.36.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr8 to i64*
  %.36.fca.6.1.load = load i64, i64* %17, align 8
  store double 0.000000e+00, double* %.45, align 8
  %.53 = call i32 @_ZN7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 %.36.fca.6.0.load, i64 %.36.fca.6.1.load) #3
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

define double @cfunc._ZN7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
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
  %.11 = call i32 @_ZN7kernels13cholesky_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #3
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
  %.74 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f136c848b10>", i64 0, i64 0))
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

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
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
  br i1 %or.cond.i, label %B56.if, label %B0.endif.endif.endif.endif.i.i, !prof !23

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
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !24
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if, label %B56.endif, !prof !6

B112:                                             ; preds = %entry
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond, label %B112.if, label %B0.endif.endif.endif.endif.i, !prof !23

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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !37
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !6

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139721402640128, %B56 ], [ @.const.picklebuf.139721402640512, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.139721402515072, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !47
  %.32.i.i = shl nsw i64 %.51.i.i, 3
  %.33.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false), !noalias !48
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139721402515072.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.139721402075584, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.139721402639680, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %1, align 8, !noalias !51
  %2 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 8, double* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 8)
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
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
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !52

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !53

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139721404214208, %entry ], [ @.const.picklebuf.139721401988096, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721402292096, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721402292096, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721402292096, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !54

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
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !54

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
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !54

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
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !54

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

define linkonce_odr i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B132.endif.if, %B132.if, %B412, %B296, %B252, %B184, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B184 ], [ 1, %B252 ], [ 1, %B296 ], [ 0, %B412 ], [ 1, %B132.if ], [ 1, %B132.endif.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721400631680, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
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
  %retptr.repack21262345 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack21262345, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721401102208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B296:                                             ; preds = %B240
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721401103936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B412.loopexit.unr-lcssa:                          ; preds = %.723.if.1
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod70.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod70.not, label %B412, label %B390.endif.else.endif.endif.endif.epil

B390.endif.else.endif.endif.endif.epil:           ; preds = %B390.endif.else.endif.endif.endif.preheader, %B412.loopexit.unr-lcssa
  %.339.054.unr14 = phi i64 [ %unroll_iter71, %B412.loopexit.unr-lcssa ], [ 0, %B390.endif.else.endif.endif.endif.preheader ]
  %smin62.epil = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054.unr14)
  %4 = add i64 %smin62.epil, -8
  %5 = lshr i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %.674.not.epil = icmp slt i64 %.339.054.unr14, %arg.a.5.0
  br i1 %.674.not.epil, label %B390.endif.endif.epil, label %B390.endif.else.endif.endif.endif.if.epil, !prof !54

B390.endif.else.endif.endif.endif.if.epil:        ; preds = %B390.endif.else.endif.endif.endif.epil
  br label %B390.endif.endif.epil

B390.endif.endif.epil:                            ; preds = %B390.endif.else.endif.endif.endif.if.epil, %B390.endif.else.endif.endif.endif.epil
  %.626.sroa.13.0.epil = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if.epil ], [ %.339.054.unr14, %B390.endif.else.endif.endif.endif.epil ]
  %.7542.not.epil = icmp sgt i64 %.626.sroa.13.0.epil, 0
  br i1 %.7542.not.epil, label %.723.endif.preheader.epil, label %B412, !prof !54

.723.endif.preheader.epil:                        ; preds = %B390.endif.endif.epil
  %7 = icmp eq i64 %arg.a.5.0, 1
  %min.iters.check.epil = icmp ugt i64 %smin62.epil, 7
  %or.cond.epil = select i1 %min.iters.check.epil, i1 %7, i1 false
  br i1 %or.cond.epil, label %vector.ph.epil, label %.723.endif.preheader60.epil

vector.ph.epil:                                   ; preds = %.723.endif.preheader.epil
  %n.vec.epil = and i64 %smin62.epil, -8
  %xtraiter.epil = and i64 %6, 7
  %8 = icmp ult i64 %4, 56
  br i1 %8, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %unroll_iter.epil = and i64 %6, 4611686018427387896
  %9 = shl i64 %.339.054.unr14, 3
  %scevgep111 = getelementptr i8, i8* %.6.i, i64 %9
  %10 = add nsw i64 %unroll_iter.epil, -8
  %11 = shl i64 %10, 6
  %12 = add i64 %11, 512
  call void @llvm.memset.p0i8.i64(i8* align 8 %scevgep111, i8 0, i64 %12, i1 false)
  %13 = shl i64 %10, 3
  %14 = add i64 %13, 64
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %vector.ph.new.epil, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %14, %vector.ph.new.epil ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %15 = add i64 %index.unr.epil, %.339.054.unr14
  %16 = shl i64 %15, 3
  %scevgep104 = getelementptr i8, i8* %.6.i, i64 %16
  %17 = shl nuw nsw i64 %xtraiter.epil, 6
  call void @llvm.memset.p0i8.i64(i8* align 8 %scevgep104, i8 0, i64 %17, i1 false)
  br label %middle.block.epil

middle.block.epil:                                ; preds = %vector.body.epil.epil.preheader, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %smin62.epil, %n.vec.epil
  br i1 %cmp.n.epil, label %B412, label %.723.endif.preheader60.epil

.723.endif.preheader60.epil:                      ; preds = %middle.block.epil, %.723.endif.preheader.epil
  %.719.03.ph.epil = phi i64 [ 0, %.723.endif.preheader.epil ], [ %n.vec.epil, %middle.block.epil ]
  %18 = xor i64 %.719.03.ph.epil, -1
  %19 = add i64 %smin62.epil, %18
  %xtraiter63.epil = and i64 %smin62.epil, 7
  %lcmp.mod64.epil.not = icmp eq i64 %xtraiter63.epil, 0
  br i1 %lcmp.mod64.epil.not, label %.723.endif.prol.loopexit.epil, label %.723.endif.prol.epil.preheader

.723.endif.prol.epil.preheader:                   ; preds = %.723.endif.preheader60.epil
  %20 = mul i64 %.719.03.ph.epil, %arg.a.5.0
  %21 = add i64 %20, %.339.054.unr14
  %22 = shl i64 %21, 3
  %scevgep99 = getelementptr i8, i8* %.6.i, i64 %22
  br label %.723.endif.prol.epil

.723.endif.prol.epil:                             ; preds = %.723.endif.prol.epil, %.723.endif.prol.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %.723.endif.prol.epil ], [ %xtraiter63.epil, %.723.endif.prol.epil.preheader ]
  %lsr.iv100 = phi i8* [ %scevgep99, %.723.endif.prol.epil.preheader ], [ %scevgep1021, %.723.endif.prol.epil ]
  %lsr.iv100103 = bitcast i8* %lsr.iv100 to double*
  store double 0.000000e+00, double* %lsr.iv100103, align 8
  %scevgep1021 = getelementptr i8, i8* %lsr.iv100, i64 %.113
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %.723.endif.prol.loopexit.epil.loopexit, label %.723.endif.prol.epil, !prof !20, !llvm.loop !55

.723.endif.prol.loopexit.epil.loopexit:           ; preds = %.723.endif.prol.epil
  %23 = or i64 %.719.03.ph.epil, %xtraiter63.epil
  br label %.723.endif.prol.loopexit.epil

.723.endif.prol.loopexit.epil:                    ; preds = %.723.endif.prol.loopexit.epil.loopexit, %.723.endif.preheader60.epil
  %.719.03.unr.epil = phi i64 [ %.719.03.ph.epil, %.723.endif.preheader60.epil ], [ %23, %.723.endif.prol.loopexit.epil.loopexit ]
  %24 = icmp ult i64 %19, 7
  br i1 %24, label %B412, label %.723.endif.epil.preheader

.723.endif.epil.preheader:                        ; preds = %.723.endif.prol.loopexit.epil
  %25 = mul i64 %.719.03.unr.epil, %arg.a.5.0
  %26 = add i64 %25, %.339.054.unr14
  %27 = shl i64 %26, 3
  %scevgep = getelementptr i8, i8* %.6.i, i64 %27
  %28 = sub i64 %.719.03.unr.epil, %smin62.epil
  br label %.723.endif.epil

.723.endif.epil:                                  ; preds = %.723.endif.epil, %.723.endif.epil.preheader
  %lsr.iv31 = phi i64 [ %lsr.iv.next32, %.723.endif.epil ], [ %28, %.723.endif.epil.preheader ]
  %lsr.iv80 = phi i8* [ %scevgep, %.723.endif.epil.preheader ], [ %lsr.chain35, %.723.endif.epil ]
  %lsr.iv8083 = bitcast i8* %lsr.iv80 to double*
  store double 0.000000e+00, double* %lsr.iv8083, align 8
  %uglygep = getelementptr i8, i8* %lsr.iv80, i64 %.113
  %29 = bitcast i8* %uglygep to double*
  store double 0.000000e+00, double* %29, align 8
  %uglygep85 = getelementptr i8, i8* %uglygep, i64 %.113
  %30 = bitcast i8* %uglygep85 to double*
  store double 0.000000e+00, double* %30, align 8
  %uglygep87 = getelementptr i8, i8* %uglygep85, i64 %.113
  %31 = bitcast i8* %uglygep87 to double*
  store double 0.000000e+00, double* %31, align 8
  %uglygep89 = getelementptr i8, i8* %uglygep87, i64 %.113
  %32 = bitcast i8* %uglygep89 to double*
  store double 0.000000e+00, double* %32, align 8
  %uglygep91 = getelementptr i8, i8* %uglygep89, i64 %.113
  %33 = bitcast i8* %uglygep91 to double*
  store double 0.000000e+00, double* %33, align 8
  %uglygep93 = getelementptr i8, i8* %uglygep91, i64 %.113
  %34 = bitcast i8* %uglygep93 to double*
  store double 0.000000e+00, double* %34, align 8
  %sunkaddr263 = getelementptr i8, i8* %uglygep93, i64 %.113
  %35 = bitcast i8* %sunkaddr263 to double*
  store double 0.000000e+00, double* %35, align 8
  %lsr.iv.next32 = add i64 %lsr.iv31, 8
  %exitcond58.not.7.epil = icmp eq i64 %lsr.iv.next32, 0
  %uglygep33 = getelementptr i8, i8* %sunkaddr263, i64 %.113
  %uglygep3334 = bitcast i8* %uglygep33 to double*
  %lsr.chain35 = bitcast double* %uglygep3334 to i8*
  br i1 %exitcond58.not.7.epil, label %B412, label %.723.endif.epil, !prof !56, !llvm.loop !57

B412:                                             ; preds = %.723.endif.epil, %B358.endif, %.723.endif.prol.loopexit.epil, %middle.block.epil, %B390.endif.endif.epil, %B412.loopexit.unr-lcssa
  %retptr.repack264346 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack264346, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.110, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  %36 = bitcast double** %retptr.repack11 to i8**
  store i8* %.6.i, i8** %36, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721402301376, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B132.endif:                                       ; preds = %B132
  %.115 = extractvalue { i64, i1 } %.114, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.115, i32 32), !noalias !59
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B132.endif.if, label %B132.endif.endif, !prof !6

B132.endif.if:                                    ; preds = %B132.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721402515072.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %37 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %37, align 8
  %.181 = bitcast double* %arg.a.4 to i8*
  %.182 = mul i64 %arg.a.3, %arg.a.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.181, i64 %.182, i1 false)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.199 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.199, label %B184, label %B188

B358.endif:                                       ; preds = %B188
  %.39553.not = icmp slt i64 %arg.a.5.0, 1
  br i1 %.39553.not, label %B412, label %B390.endif.else.endif.endif.endif.preheader

B390.endif.else.endif.endif.endif.preheader:      ; preds = %B358.endif
  %38 = icmp eq i64 %arg.a.5.0, 1
  br i1 %38, label %B390.endif.else.endif.endif.endif.epil, label %B390.endif.else.endif.endif.endif.preheader.new

B390.endif.else.endif.endif.endif.preheader.new:  ; preds = %B390.endif.else.endif.endif.endif.preheader
  %unroll_iter71 = and i64 %arg.a.5.0, -2
  %39 = shl i64 %arg.a.5.0, 6
  %40 = shl i64 %arg.a.5.0, 3
  %41 = shl i64 %arg.a.5.0, 3
  %42 = shl i64 %arg.a.5.0, 4
  %43 = shl i64 %arg.a.5.0, 3
  %44 = shl i64 %arg.a.5.0, 3
  %45 = shl i64 %arg.a.5.0, 9
  br label %B390.endif.else.endif.endif.endif

B390.endif.endif:                                 ; preds = %B390.endif.else.endif.endif.endif.if, %B390.endif.else.endif.endif.endif
  %.626.sroa.13.0 = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if ], [ %.339.054, %B390.endif.else.endif.endif.endif ]
  %.7542.not = icmp sgt i64 %.626.sroa.13.0, 0
  br i1 %.7542.not, label %.723.endif.preheader60, label %.723.if, !prof !54

.723.endif.preheader60:                           ; preds = %B390.endif.endif
  %46 = add i64 %smin, -1
  %47 = and i64 %smin, 7
  %lcmp.mod64.not = icmp eq i64 %47, 0
  br i1 %lcmp.mod64.not, label %.723.endif.prol.loopexit, label %.723.endif.prol.preheader

.723.endif.prol.preheader:                        ; preds = %.723.endif.preheader60
  %48 = shl i64 %.339.054, 3
  %scevgep165 = getelementptr i8, i8* %.6.i, i64 %48
  br label %.723.endif.prol

.723.endif.prol:                                  ; preds = %.723.endif.prol, %.723.endif.prol.preheader
  %lsr.iv37 = phi i64 [ %lsr.iv.next38, %.723.endif.prol ], [ %94, %.723.endif.prol.preheader ]
  %lsr.iv166 = phi i8* [ %scevgep165, %.723.endif.prol.preheader ], [ %scevgep1688, %.723.endif.prol ]
  %lsr.iv166169 = bitcast i8* %lsr.iv166 to double*
  store double 0.000000e+00, double* %lsr.iv166169, align 8
  %scevgep1688 = getelementptr i8, i8* %lsr.iv166, i64 %.113
  %lsr.iv.next38 = add nsw i64 %lsr.iv37, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next38, 0
  br i1 %prol.iter.cmp.not, label %.723.endif.prol.loopexit, label %.723.endif.prol, !prof !20, !llvm.loop !55

.723.endif.prol.loopexit:                         ; preds = %.723.endif.prol, %.723.endif.preheader60
  %.719.03.unr = phi i64 [ 0, %.723.endif.preheader60 ], [ %103, %.723.endif.prol ]
  %49 = icmp ult i64 %46, 7
  br i1 %49, label %.723.if, label %.723.endif.preheader79

.723.endif.preheader79:                           ; preds = %.723.endif.prol.loopexit
  %50 = sub i64 %smin, %.719.03.unr
  %xtraiter = and i64 %101, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.723.endif.prol.loopexit20, label %.723.endif.prol22.preheader

.723.endif.prol22.preheader:                      ; preds = %.723.endif.preheader79
  br label %.723.endif.prol22

.723.endif.prol22:                                ; preds = %.723.endif.prol22.preheader, %.723.endif.prol22
  %lsr.iv44 = phi i64 [ 0, %.723.endif.prol22.preheader ], [ %lsr.iv.next45, %.723.endif.prol22 ]
  %lsr.iv174.prol = phi i8* [ %scevgep1769.prol, %.723.endif.prol22 ], [ %.6.i, %.723.endif.prol22.preheader ]
  %sunkaddr = mul i64 %84, 8
  %sunkaddr347 = getelementptr i8, i8* %lsr.iv174.prol, i64 %sunkaddr
  %51 = bitcast i8* %sunkaddr347 to double*
  store double 0.000000e+00, double* %51, align 8
  %scevgep40 = getelementptr i8, i8* %lsr.iv174.prol, i64 %82
  %scevgep4041 = bitcast i8* %scevgep40 to double*
  store double 0.000000e+00, double* %scevgep4041, align 8
  %uglygep47 = getelementptr i8, i8* %scevgep40, i64 %.113
  %uglygep4748 = bitcast i8* %uglygep47 to double*
  store double 0.000000e+00, double* %uglygep4748, align 8
  %uglygep49 = getelementptr i8, i8* %uglygep47, i64 %.113
  %uglygep4950 = bitcast i8* %uglygep49 to double*
  store double 0.000000e+00, double* %uglygep4950, align 8
  %uglygep51 = getelementptr i8, i8* %uglygep49, i64 %.113
  %uglygep5152 = bitcast i8* %uglygep51 to double*
  store double 0.000000e+00, double* %uglygep5152, align 8
  %uglygep53 = getelementptr i8, i8* %uglygep51, i64 %.113
  %uglygep5354 = bitcast i8* %uglygep53 to double*
  store double 0.000000e+00, double* %uglygep5354, align 8
  %uglygep55 = getelementptr i8, i8* %uglygep53, i64 %.113
  %uglygep5556 = bitcast i8* %uglygep55 to double*
  store double 0.000000e+00, double* %uglygep5556, align 8
  %uglygep57 = getelementptr i8, i8* %uglygep55, i64 %.113
  %uglygep5758 = bitcast i8* %uglygep57 to double*
  store double 0.000000e+00, double* %uglygep5758, align 8
  %scevgep1769.prol = getelementptr i8, i8* %lsr.iv174.prol, i64 %39
  %lsr.iv.next45 = add nuw nsw i64 %lsr.iv44, 8
  %prol.iter.cmp.not29 = icmp eq i64 %90, %lsr.iv.next45
  br i1 %prol.iter.cmp.not29, label %.723.endif.prol.loopexit20.loopexit, label %.723.endif.prol22, !prof !20, !llvm.loop !66

.723.endif.prol.loopexit20.loopexit:              ; preds = %.723.endif.prol22
  %52 = sub i64 %92, %lsr.iv.next45
  br label %.723.endif.prol.loopexit20

.723.endif.prol.loopexit20:                       ; preds = %.723.endif.prol.loopexit20.loopexit, %.723.endif.preheader79
  %lsr.iv174.unr = phi i8* [ %.6.i, %.723.endif.preheader79 ], [ %scevgep1769.prol, %.723.endif.prol.loopexit20.loopexit ]
  %lsr.iv172.unr = phi i64 [ %50, %.723.endif.preheader79 ], [ %52, %.723.endif.prol.loopexit20.loopexit ]
  %53 = icmp ult i64 %99, 56
  br i1 %53, label %.723.if, label %.723.endif.preheader

.723.endif.preheader:                             ; preds = %.723.endif.prol.loopexit20
  br label %.723.endif

B390.endif.else.endif.endif.endif:                ; preds = %.723.if.1, %B390.endif.else.endif.endif.endif.preheader.new
  %indvar = phi i64 [ %indvar.next, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv241 = phi i64 [ %lsr.iv.next242, %.723.if.1 ], [ 8, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv202 = phi i64 [ %lsr.iv.next203, %.723.if.1 ], [ 1, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv179 = phi i64 [ %lsr.iv.next180, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %.339.054 = phi i64 [ %.408.1, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %smin212 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %54 = trunc i64 %smin212 to i3
  %55 = zext i3 %54 to i64
  %56 = mul i64 %44, %55
  %smin191 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %57 = trunc i64 %smin191 to i3
  %58 = zext i3 %57 to i64
  %59 = mul i64 %43, %58
  %scevgep192 = getelementptr i8, i8* %.6.i, i64 %59
  %smin197 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %60 = add i64 %smin197, -8
  %61 = lshr i64 %60, 3
  %62 = trunc i64 %61 to i3
  %63 = add i3 %62, 1
  %64 = zext i3 %63 to i64
  %65 = shl nuw nsw i64 %64, 3
  %66 = lshr i64 %smin191, 3
  %67 = shl nuw i64 %66, 3
  %smin188 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %68 = trunc i64 %smin188 to i3
  %69 = zext i3 %68 to i64
  %smin59 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %70 = trunc i64 %smin59 to i3
  %71 = zext i3 %70 to i64
  %72 = add nuw nsw i64 %71, 1
  %73 = mul i64 %41, %72
  %74 = add i64 %lsr.iv179, %73
  %75 = mul i64 %arg.a.5.0, %71
  %76 = add i64 %.339.054, %75
  %77 = shl i64 %76, 3
  %smin39 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %78 = trunc i64 %smin39 to i3
  %79 = zext i3 %78 to i64
  %80 = add nuw nsw i64 %79, 1
  %81 = mul i64 %40, %80
  %82 = add i64 %lsr.iv179, %81
  %83 = mul i64 %arg.a.5.0, %79
  %84 = add i64 %.339.054, %83
  %smin46 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %85 = add i64 %smin46, -8
  %86 = lshr i64 %85, 3
  %87 = trunc i64 %86 to i3
  %88 = add i3 %87, 1
  %89 = zext i3 %88 to i64
  %90 = shl nuw nsw i64 %89, 3
  %91 = lshr i64 %smin39, 3
  %92 = shl nuw i64 %91, 3
  %smin36 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %93 = trunc i64 %smin36 to i3
  %94 = zext i3 %93 to i64
  %smin25 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %95 = add i64 %smin25, -8
  %96 = lshr i64 %95, 3
  %97 = add nuw nsw i64 %96, 1
  %98 = shl i64 %indvar, 1
  %smin21 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %98)
  %99 = add i64 %smin21, -8
  %100 = lshr i64 %99, 3
  %101 = add nuw nsw i64 %100, 1
  %smin18 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %102 = and i64 %smin18, 7
  %smin = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %103 = and i64 %smin, 7
  %.408 = or i64 %.339.054, 1
  %.674.not = icmp slt i64 %.339.054, %arg.a.5.0
  br i1 %.674.not, label %B390.endif.endif, label %B390.endif.else.endif.endif.endif.if, !prof !54

B390.endif.else.endif.endif.endif.if:             ; preds = %B390.endif.else.endif.endif.endif
  br label %B390.endif.endif

.723.if:                                          ; preds = %.723.endif, %.723.endif.prol.loopexit20, %.723.endif.prol.loopexit, %B390.endif.endif
  %smin62.1 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.408)
  %.408.1 = add nuw nsw i64 %.339.054, 2
  %104 = add i64 %smin62.1, -1
  %xtraiter63.1 = and i64 %smin62.1, 7
  %lcmp.mod64.1.not = icmp eq i64 %xtraiter63.1, 0
  br i1 %lcmp.mod64.1.not, label %.723.endif.prol.loopexit.1, label %.723.endif.prol.1.preheader

.723.endif.prol.1.preheader:                      ; preds = %.723.if
  %105 = shl i64 %lsr.iv202, 3
  %scevgep231 = getelementptr i8, i8* %.6.i, i64 %105
  br label %.723.endif.prol.1

.723.endif.prol.1:                                ; preds = %.723.endif.prol.1, %.723.endif.prol.1.preheader
  %lsr.iv189 = phi i64 [ %lsr.iv.next190, %.723.endif.prol.1 ], [ %69, %.723.endif.prol.1.preheader ]
  %lsr.iv232 = phi i8* [ %scevgep231, %.723.endif.prol.1.preheader ], [ %scevgep2345, %.723.endif.prol.1 ]
  %lsr.iv232235 = bitcast i8* %lsr.iv232 to double*
  store double 0.000000e+00, double* %lsr.iv232235, align 8
  %scevgep2345 = getelementptr i8, i8* %lsr.iv232, i64 %.113
  %lsr.iv.next190 = add nsw i64 %lsr.iv189, -1
  %prol.iter.cmp.1.not = icmp eq i64 %lsr.iv.next190, 0
  br i1 %prol.iter.cmp.1.not, label %.723.endif.prol.loopexit.1, label %.723.endif.prol.1, !prof !20, !llvm.loop !55

.723.endif.prol.loopexit.1:                       ; preds = %.723.endif.prol.1, %.723.if
  %.719.03.unr.1 = phi i64 [ 0, %.723.if ], [ %102, %.723.endif.prol.1 ]
  %106 = icmp ult i64 %104, 7
  br i1 %106, label %.723.if.1, label %.723.endif.1.preheader

.723.endif.1.preheader:                           ; preds = %.723.endif.prol.loopexit.1
  %107 = sub i64 %smin18, %.719.03.unr.1
  %xtraiter26 = and i64 %97, 7
  %lcmp.mod27.not = icmp eq i64 %xtraiter26, 0
  br i1 %lcmp.mod27.not, label %.723.endif.1.prol.loopexit, label %.723.endif.1.prol.preheader

.723.endif.1.prol.preheader:                      ; preds = %.723.endif.1.preheader
  br label %.723.endif.1.prol

.723.endif.1.prol:                                ; preds = %.723.endif.1.prol.preheader, %.723.endif.1.prol
  %lsr.iv195 = phi i64 [ 0, %.723.endif.1.prol.preheader ], [ %lsr.iv.next196, %.723.endif.1.prol ]
  %lsr.iv243.prol = phi i64 [ %lsr.iv.next244.prol, %.723.endif.1.prol ], [ %lsr.iv241, %.723.endif.1.prol.preheader ]
  %scevgep193 = getelementptr i8, i8* %scevgep192, i64 %lsr.iv243.prol
  %scevgep193194 = bitcast i8* %scevgep193 to double*
  store double 0.000000e+00, double* %scevgep193194, align 8
  %uglygep198 = getelementptr i8, i8* %scevgep193, i64 %.113
  %uglygep198199 = bitcast i8* %uglygep198 to double*
  store double 0.000000e+00, double* %uglygep198199, align 8
  %uglygep200 = getelementptr i8, i8* %uglygep198, i64 %.113
  %uglygep200201 = bitcast i8* %uglygep200 to double*
  store double 0.000000e+00, double* %uglygep200201, align 8
  %uglygep202 = getelementptr i8, i8* %uglygep200, i64 %.113
  %uglygep202203 = bitcast i8* %uglygep202 to double*
  store double 0.000000e+00, double* %uglygep202203, align 8
  %uglygep204 = getelementptr i8, i8* %uglygep202, i64 %.113
  %uglygep204205 = bitcast i8* %uglygep204 to double*
  store double 0.000000e+00, double* %uglygep204205, align 8
  %uglygep206 = getelementptr i8, i8* %uglygep204, i64 %.113
  %uglygep206207 = bitcast i8* %uglygep206 to double*
  store double 0.000000e+00, double* %uglygep206207, align 8
  %uglygep208 = getelementptr i8, i8* %uglygep206, i64 %.113
  %uglygep208209 = bitcast i8* %uglygep208 to double*
  store double 0.000000e+00, double* %uglygep208209, align 8
  %uglygep210 = getelementptr i8, i8* %uglygep208, i64 %.113
  %uglygep210211 = bitcast i8* %uglygep210 to double*
  store double 0.000000e+00, double* %uglygep210211, align 8
  %lsr.iv.next244.prol = add i64 %lsr.iv243.prol, %39
  %lsr.iv.next196 = add nuw nsw i64 %lsr.iv195, 8
  %prol.iter28.cmp.not = icmp eq i64 %65, %lsr.iv.next196
  br i1 %prol.iter28.cmp.not, label %.723.endif.1.prol.loopexit.loopexit, label %.723.endif.1.prol, !prof !20, !llvm.loop !67

.723.endif.1.prol.loopexit.loopexit:              ; preds = %.723.endif.1.prol
  %108 = sub i64 %67, %lsr.iv.next196
  br label %.723.endif.1.prol.loopexit

.723.endif.1.prol.loopexit:                       ; preds = %.723.endif.1.prol.loopexit.loopexit, %.723.endif.1.preheader
  %lsr.iv243.unr = phi i64 [ %lsr.iv241, %.723.endif.1.preheader ], [ %lsr.iv.next244.prol, %.723.endif.1.prol.loopexit.loopexit ]
  %lsr.iv238.unr = phi i64 [ %107, %.723.endif.1.preheader ], [ %108, %.723.endif.1.prol.loopexit.loopexit ]
  %109 = icmp ult i64 %95, 56
  br i1 %109, label %.723.if.1, label %.723.endif.1.preheader30

.723.endif.1.preheader30:                         ; preds = %.723.endif.1.prol.loopexit
  %110 = add i64 %lsr.iv243.unr, %56
  %scevgep213 = getelementptr i8, i8* %.6.i, i64 %110
  br label %.723.endif.1

.723.endif.1:                                     ; preds = %.723.endif.1.preheader30, %.723.endif.1
  %lsr.iv214 = phi i8* [ %scevgep213, %.723.endif.1.preheader30 ], [ %111, %.723.endif.1 ]
  %lsr.iv238 = phi i64 [ %lsr.iv.next239.7, %.723.endif.1 ], [ %lsr.iv238.unr, %.723.endif.1.preheader30 ]
  %lsr.iv214215 = bitcast i8* %lsr.iv214 to i1*
  %lsr.iv214217 = bitcast i8* %lsr.iv214 to double*
  store double 0.000000e+00, double* %lsr.iv214217, align 8
  %uglygep218 = getelementptr i8, i8* %lsr.iv214, i64 %.113
  %uglygep218219 = bitcast i8* %uglygep218 to double*
  store double 0.000000e+00, double* %uglygep218219, align 8
  %uglygep220 = getelementptr i8, i8* %uglygep218, i64 %.113
  %uglygep220221 = bitcast i8* %uglygep220 to double*
  store double 0.000000e+00, double* %uglygep220221, align 8
  %uglygep222 = getelementptr i8, i8* %uglygep220, i64 %.113
  %uglygep222223 = bitcast i8* %uglygep222 to double*
  store double 0.000000e+00, double* %uglygep222223, align 8
  %uglygep224 = getelementptr i8, i8* %uglygep222, i64 %.113
  %uglygep224225 = bitcast i8* %uglygep224 to double*
  store double 0.000000e+00, double* %uglygep224225, align 8
  %uglygep226 = getelementptr i8, i8* %uglygep224, i64 %.113
  %uglygep226227 = bitcast i8* %uglygep226 to double*
  store double 0.000000e+00, double* %uglygep226227, align 8
  %uglygep228 = getelementptr i8, i8* %uglygep226, i64 %.113
  %uglygep228229 = bitcast i8* %uglygep228 to double*
  store double 0.000000e+00, double* %uglygep228229, align 8
  %uglygep230 = getelementptr i8, i8* %uglygep228, i64 %.113
  %uglygep230231 = bitcast i8* %uglygep230 to double*
  store double 0.000000e+00, double* %uglygep230231, align 8
  %uglygep232 = getelementptr i8, i8* %uglygep230, i64 %.113
  %uglygep232233 = bitcast i8* %uglygep232 to double*
  store double 0.000000e+00, double* %uglygep232233, align 8
  %uglygep234 = getelementptr i8, i8* %uglygep232, i64 %.113
  %uglygep234235 = bitcast i8* %uglygep234 to double*
  store double 0.000000e+00, double* %uglygep234235, align 8
  %uglygep236 = getelementptr i8, i8* %uglygep234, i64 %.113
  %uglygep236237 = bitcast i8* %uglygep236 to double*
  store double 0.000000e+00, double* %uglygep236237, align 8
  %uglygep238 = getelementptr i8, i8* %uglygep236, i64 %.113
  %uglygep238239 = bitcast i8* %uglygep238 to double*
  store double 0.000000e+00, double* %uglygep238239, align 8
  %uglygep240 = getelementptr i8, i8* %uglygep238, i64 %.113
  %uglygep240241 = bitcast i8* %uglygep240 to double*
  store double 0.000000e+00, double* %uglygep240241, align 8
  %uglygep242 = getelementptr i8, i8* %uglygep240, i64 %.113
  %uglygep242243 = bitcast i8* %uglygep242 to double*
  store double 0.000000e+00, double* %uglygep242243, align 8
  %uglygep244 = getelementptr i8, i8* %uglygep242, i64 %.113
  %uglygep244245 = bitcast i8* %uglygep244 to double*
  store double 0.000000e+00, double* %uglygep244245, align 8
  %uglygep246 = getelementptr i8, i8* %uglygep244, i64 %.113
  %uglygep246247 = bitcast i8* %uglygep246 to double*
  store double 0.000000e+00, double* %uglygep246247, align 8
  %uglygep248 = getelementptr i8, i8* %uglygep246, i64 %.113
  %uglygep248249 = bitcast i8* %uglygep248 to double*
  store double 0.000000e+00, double* %uglygep248249, align 8
  %uglygep251 = getelementptr i8, i8* %uglygep248, i64 %.113
  %uglygep251252 = bitcast i8* %uglygep251 to double*
  store double 0.000000e+00, double* %uglygep251252, align 8
  %uglygep253 = getelementptr i8, i8* %uglygep251, i64 %.113
  %uglygep253254 = bitcast i8* %uglygep253 to double*
  store double 0.000000e+00, double* %uglygep253254, align 8
  %uglygep255 = getelementptr i8, i8* %uglygep253, i64 %.113
  %uglygep255256 = bitcast i8* %uglygep255 to double*
  store double 0.000000e+00, double* %uglygep255256, align 8
  %uglygep257 = getelementptr i8, i8* %uglygep255, i64 %.113
  %uglygep257258 = bitcast i8* %uglygep257 to double*
  store double 0.000000e+00, double* %uglygep257258, align 8
  %uglygep259 = getelementptr i8, i8* %uglygep257, i64 %.113
  %uglygep259260 = bitcast i8* %uglygep259 to double*
  store double 0.000000e+00, double* %uglygep259260, align 8
  %uglygep261 = getelementptr i8, i8* %uglygep259, i64 %.113
  %uglygep261262 = bitcast i8* %uglygep261 to double*
  store double 0.000000e+00, double* %uglygep261262, align 8
  %uglygep263 = getelementptr i8, i8* %uglygep261, i64 %.113
  %uglygep263264 = bitcast i8* %uglygep263 to double*
  store double 0.000000e+00, double* %uglygep263264, align 8
  %uglygep265 = getelementptr i8, i8* %uglygep263, i64 %.113
  %uglygep265266 = bitcast i8* %uglygep265 to double*
  store double 0.000000e+00, double* %uglygep265266, align 8
  %uglygep267 = getelementptr i8, i8* %uglygep265, i64 %.113
  %uglygep267268 = bitcast i8* %uglygep267 to double*
  store double 0.000000e+00, double* %uglygep267268, align 8
  %uglygep269 = getelementptr i8, i8* %uglygep267, i64 %.113
  %uglygep269270 = bitcast i8* %uglygep269 to double*
  store double 0.000000e+00, double* %uglygep269270, align 8
  %uglygep271 = getelementptr i8, i8* %uglygep269, i64 %.113
  %uglygep271272 = bitcast i8* %uglygep271 to double*
  store double 0.000000e+00, double* %uglygep271272, align 8
  %uglygep273 = getelementptr i8, i8* %uglygep271, i64 %.113
  %uglygep273274 = bitcast i8* %uglygep273 to double*
  store double 0.000000e+00, double* %uglygep273274, align 8
  %uglygep275 = getelementptr i8, i8* %uglygep273, i64 %.113
  %uglygep275276 = bitcast i8* %uglygep275 to double*
  store double 0.000000e+00, double* %uglygep275276, align 8
  %uglygep277 = getelementptr i8, i8* %uglygep275, i64 %.113
  %uglygep277278 = bitcast i8* %uglygep277 to double*
  store double 0.000000e+00, double* %uglygep277278, align 8
  %uglygep279 = getelementptr i8, i8* %uglygep277, i64 %.113
  %uglygep279280 = bitcast i8* %uglygep279 to double*
  store double 0.000000e+00, double* %uglygep279280, align 8
  %uglygep281 = getelementptr i8, i8* %uglygep279, i64 %.113
  %uglygep281282 = bitcast i8* %uglygep281 to double*
  store double 0.000000e+00, double* %uglygep281282, align 8
  %uglygep283 = getelementptr i8, i8* %uglygep281, i64 %.113
  %uglygep283284 = bitcast i8* %uglygep283 to double*
  store double 0.000000e+00, double* %uglygep283284, align 8
  %uglygep285 = getelementptr i8, i8* %uglygep283, i64 %.113
  %uglygep285286 = bitcast i8* %uglygep285 to double*
  store double 0.000000e+00, double* %uglygep285286, align 8
  %uglygep287 = getelementptr i8, i8* %uglygep285, i64 %.113
  %uglygep287288 = bitcast i8* %uglygep287 to double*
  store double 0.000000e+00, double* %uglygep287288, align 8
  %uglygep289 = getelementptr i8, i8* %uglygep287, i64 %.113
  %uglygep289290 = bitcast i8* %uglygep289 to double*
  store double 0.000000e+00, double* %uglygep289290, align 8
  %uglygep291 = getelementptr i8, i8* %uglygep289, i64 %.113
  %uglygep291292 = bitcast i8* %uglygep291 to double*
  store double 0.000000e+00, double* %uglygep291292, align 8
  %uglygep293 = getelementptr i8, i8* %uglygep291, i64 %.113
  %uglygep293294 = bitcast i8* %uglygep293 to double*
  store double 0.000000e+00, double* %uglygep293294, align 8
  %uglygep295 = getelementptr i8, i8* %uglygep293, i64 %.113
  %uglygep295296 = bitcast i8* %uglygep295 to double*
  store double 0.000000e+00, double* %uglygep295296, align 8
  %uglygep297 = getelementptr i8, i8* %uglygep295, i64 %.113
  %uglygep297298 = bitcast i8* %uglygep297 to double*
  store double 0.000000e+00, double* %uglygep297298, align 8
  %uglygep299 = getelementptr i8, i8* %uglygep297, i64 %.113
  %uglygep299300 = bitcast i8* %uglygep299 to double*
  store double 0.000000e+00, double* %uglygep299300, align 8
  %uglygep301 = getelementptr i8, i8* %uglygep299, i64 %.113
  %uglygep301302 = bitcast i8* %uglygep301 to double*
  store double 0.000000e+00, double* %uglygep301302, align 8
  %uglygep303 = getelementptr i8, i8* %uglygep301, i64 %.113
  %uglygep303304 = bitcast i8* %uglygep303 to double*
  store double 0.000000e+00, double* %uglygep303304, align 8
  %uglygep305 = getelementptr i8, i8* %uglygep303, i64 %.113
  %uglygep305306 = bitcast i8* %uglygep305 to double*
  store double 0.000000e+00, double* %uglygep305306, align 8
  %uglygep307 = getelementptr i8, i8* %uglygep305, i64 %.113
  %uglygep307308 = bitcast i8* %uglygep307 to double*
  store double 0.000000e+00, double* %uglygep307308, align 8
  %uglygep309 = getelementptr i8, i8* %uglygep307, i64 %.113
  %uglygep309310 = bitcast i8* %uglygep309 to double*
  store double 0.000000e+00, double* %uglygep309310, align 8
  %uglygep311 = getelementptr i8, i8* %uglygep309, i64 %.113
  %uglygep311312 = bitcast i8* %uglygep311 to double*
  store double 0.000000e+00, double* %uglygep311312, align 8
  %uglygep313 = getelementptr i8, i8* %uglygep311, i64 %.113
  %uglygep313314 = bitcast i8* %uglygep313 to double*
  store double 0.000000e+00, double* %uglygep313314, align 8
  %uglygep315 = getelementptr i8, i8* %uglygep313, i64 %.113
  %uglygep315316 = bitcast i8* %uglygep315 to double*
  store double 0.000000e+00, double* %uglygep315316, align 8
  %uglygep317 = getelementptr i8, i8* %uglygep315, i64 %.113
  %uglygep317318 = bitcast i8* %uglygep317 to double*
  store double 0.000000e+00, double* %uglygep317318, align 8
  %uglygep319 = getelementptr i8, i8* %uglygep317, i64 %.113
  %uglygep319320 = bitcast i8* %uglygep319 to double*
  store double 0.000000e+00, double* %uglygep319320, align 8
  %uglygep321 = getelementptr i8, i8* %uglygep319, i64 %.113
  %uglygep321322 = bitcast i8* %uglygep321 to double*
  store double 0.000000e+00, double* %uglygep321322, align 8
  %uglygep323 = getelementptr i8, i8* %uglygep321, i64 %.113
  %uglygep323324 = bitcast i8* %uglygep323 to double*
  store double 0.000000e+00, double* %uglygep323324, align 8
  %uglygep325 = getelementptr i8, i8* %uglygep323, i64 %.113
  %uglygep325326 = bitcast i8* %uglygep325 to double*
  store double 0.000000e+00, double* %uglygep325326, align 8
  %uglygep327 = getelementptr i8, i8* %uglygep325, i64 %.113
  %uglygep327328 = bitcast i8* %uglygep327 to double*
  store double 0.000000e+00, double* %uglygep327328, align 8
  %uglygep329 = getelementptr i8, i8* %uglygep327, i64 %.113
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
  %uglygep343 = getelementptr i8, i8* %uglygep341, i64 %.113
  %uglygep343344 = bitcast i8* %uglygep343 to double*
  store double 0.000000e+00, double* %uglygep343344, align 8
  %lsr.iv.next239.7 = add i64 %lsr.iv238, -64
  %scevgep216 = getelementptr i1, i1* %lsr.iv214215, i64 %45
  %111 = bitcast i1* %scevgep216 to i8*
  %exitcond58.not.7.1.7 = icmp eq i64 %lsr.iv.next239.7, 0
  br i1 %exitcond58.not.7.1.7, label %.723.if.1, label %.723.endif.1, !prof !56, !llvm.loop !57

.723.if.1:                                        ; preds = %.723.endif.1, %.723.endif.1.prol.loopexit, %.723.endif.prol.loopexit.1
  %lsr.iv.next180 = add i64 %lsr.iv179, 16
  %lsr.iv.next203 = add nuw nsw i64 %lsr.iv202, 2
  %lsr.iv.next242 = add i64 %lsr.iv241, 16
  %indvar.next = add i64 %indvar, 1
  %niter72.ncmp.1 = icmp eq i64 %.408.1, %unroll_iter71
  br i1 %niter72.ncmp.1, label %B412.loopexit.unr-lcssa, label %B390.endif.else.endif.endif.endif

.723.endif:                                       ; preds = %.723.endif.preheader, %.723.endif
  %lsr.iv174 = phi i8* [ %scevgep1769.7, %.723.endif ], [ %lsr.iv174.unr, %.723.endif.preheader ]
  %lsr.iv172 = phi i64 [ %lsr.iv.next173.7, %.723.endif ], [ %lsr.iv172.unr, %.723.endif.preheader ]
  %scevgep62 = getelementptr i8, i8* %lsr.iv174, i64 %77
  %scevgep6263 = bitcast i8* %scevgep62 to double*
  store double 0.000000e+00, double* %scevgep6263, align 8
  %scevgep60 = getelementptr i8, i8* %lsr.iv174, i64 %74
  %scevgep6061 = bitcast i8* %scevgep60 to double*
  store double 0.000000e+00, double* %scevgep6061, align 8
  %uglygep78 = getelementptr i8, i8* %scevgep60, i64 %.113
  %uglygep7879 = bitcast i8* %uglygep78 to double*
  store double 0.000000e+00, double* %uglygep7879, align 8
  %uglygep80 = getelementptr i8, i8* %uglygep78, i64 %.113
  %uglygep8081 = bitcast i8* %uglygep80 to double*
  store double 0.000000e+00, double* %uglygep8081, align 8
  %uglygep82 = getelementptr i8, i8* %uglygep80, i64 %.113
  %uglygep8283 = bitcast i8* %uglygep82 to double*
  store double 0.000000e+00, double* %uglygep8283, align 8
  %uglygep84 = getelementptr i8, i8* %uglygep82, i64 %.113
  %uglygep8485 = bitcast i8* %uglygep84 to double*
  store double 0.000000e+00, double* %uglygep8485, align 8
  %uglygep86 = getelementptr i8, i8* %uglygep84, i64 %.113
  %uglygep8687 = bitcast i8* %uglygep86 to double*
  store double 0.000000e+00, double* %uglygep8687, align 8
  %uglygep88 = getelementptr i8, i8* %uglygep86, i64 %.113
  %uglygep8889 = bitcast i8* %uglygep88 to double*
  store double 0.000000e+00, double* %uglygep8889, align 8
  %scevgep1769 = getelementptr i8, i8* %lsr.iv174, i64 %39
  %uglygep64 = getelementptr i8, i8* %scevgep62, i64 %39
  %uglygep6465 = bitcast i8* %uglygep64 to double*
  store double 0.000000e+00, double* %uglygep6465, align 8
  %uglygep90 = getelementptr i8, i8* %uglygep88, i64 %42
  %uglygep9091 = bitcast i8* %uglygep90 to double*
  store double 0.000000e+00, double* %uglygep9091, align 8
  %uglygep92 = getelementptr i8, i8* %uglygep90, i64 %.113
  %uglygep9293 = bitcast i8* %uglygep92 to double*
  store double 0.000000e+00, double* %uglygep9293, align 8
  %uglygep94 = getelementptr i8, i8* %uglygep92, i64 %.113
  %uglygep9495 = bitcast i8* %uglygep94 to double*
  store double 0.000000e+00, double* %uglygep9495, align 8
  %uglygep96 = getelementptr i8, i8* %uglygep94, i64 %.113
  %uglygep9697 = bitcast i8* %uglygep96 to double*
  store double 0.000000e+00, double* %uglygep9697, align 8
  %uglygep98 = getelementptr i8, i8* %uglygep96, i64 %.113
  %uglygep9899 = bitcast i8* %uglygep98 to double*
  store double 0.000000e+00, double* %uglygep9899, align 8
  %uglygep100 = getelementptr i8, i8* %uglygep98, i64 %.113
  %uglygep100101 = bitcast i8* %uglygep100 to double*
  store double 0.000000e+00, double* %uglygep100101, align 8
  %uglygep102 = getelementptr i8, i8* %uglygep100, i64 %.113
  %uglygep102103 = bitcast i8* %uglygep102 to double*
  store double 0.000000e+00, double* %uglygep102103, align 8
  %scevgep1769.1 = getelementptr i8, i8* %scevgep1769, i64 %39
  %uglygep66 = getelementptr i8, i8* %uglygep64, i64 %39
  %uglygep6667 = bitcast i8* %uglygep66 to double*
  store double 0.000000e+00, double* %uglygep6667, align 8
  %uglygep104 = getelementptr i8, i8* %uglygep102, i64 %42
  %uglygep104105 = bitcast i8* %uglygep104 to double*
  store double 0.000000e+00, double* %uglygep104105, align 8
  %uglygep106 = getelementptr i8, i8* %uglygep104, i64 %.113
  %uglygep106107 = bitcast i8* %uglygep106 to double*
  store double 0.000000e+00, double* %uglygep106107, align 8
  %uglygep108 = getelementptr i8, i8* %uglygep106, i64 %.113
  %uglygep108109 = bitcast i8* %uglygep108 to double*
  store double 0.000000e+00, double* %uglygep108109, align 8
  %uglygep110 = getelementptr i8, i8* %uglygep108, i64 %.113
  %uglygep110111 = bitcast i8* %uglygep110 to double*
  store double 0.000000e+00, double* %uglygep110111, align 8
  %uglygep112 = getelementptr i8, i8* %uglygep110, i64 %.113
  %uglygep112113 = bitcast i8* %uglygep112 to double*
  store double 0.000000e+00, double* %uglygep112113, align 8
  %uglygep114 = getelementptr i8, i8* %uglygep112, i64 %.113
  %uglygep114115 = bitcast i8* %uglygep114 to double*
  store double 0.000000e+00, double* %uglygep114115, align 8
  %uglygep116 = getelementptr i8, i8* %uglygep114, i64 %.113
  %uglygep116117 = bitcast i8* %uglygep116 to double*
  store double 0.000000e+00, double* %uglygep116117, align 8
  %scevgep1769.2 = getelementptr i8, i8* %scevgep1769.1, i64 %39
  %uglygep68 = getelementptr i8, i8* %uglygep66, i64 %39
  %uglygep6869 = bitcast i8* %uglygep68 to double*
  store double 0.000000e+00, double* %uglygep6869, align 8
  %uglygep118 = getelementptr i8, i8* %uglygep116, i64 %42
  %uglygep118119 = bitcast i8* %uglygep118 to double*
  store double 0.000000e+00, double* %uglygep118119, align 8
  %uglygep120 = getelementptr i8, i8* %uglygep118, i64 %.113
  %uglygep120121 = bitcast i8* %uglygep120 to double*
  store double 0.000000e+00, double* %uglygep120121, align 8
  %uglygep122 = getelementptr i8, i8* %uglygep120, i64 %.113
  %uglygep122123 = bitcast i8* %uglygep122 to double*
  store double 0.000000e+00, double* %uglygep122123, align 8
  %uglygep124 = getelementptr i8, i8* %uglygep122, i64 %.113
  %uglygep124125 = bitcast i8* %uglygep124 to double*
  store double 0.000000e+00, double* %uglygep124125, align 8
  %uglygep126 = getelementptr i8, i8* %uglygep124, i64 %.113
  %uglygep126127 = bitcast i8* %uglygep126 to double*
  store double 0.000000e+00, double* %uglygep126127, align 8
  %uglygep128 = getelementptr i8, i8* %uglygep126, i64 %.113
  %uglygep128129 = bitcast i8* %uglygep128 to double*
  store double 0.000000e+00, double* %uglygep128129, align 8
  %uglygep130 = getelementptr i8, i8* %uglygep128, i64 %.113
  %uglygep130131 = bitcast i8* %uglygep130 to double*
  store double 0.000000e+00, double* %uglygep130131, align 8
  %scevgep1769.3 = getelementptr i8, i8* %scevgep1769.2, i64 %39
  %uglygep70 = getelementptr i8, i8* %uglygep68, i64 %39
  %uglygep7071 = bitcast i8* %uglygep70 to double*
  store double 0.000000e+00, double* %uglygep7071, align 8
  %uglygep132 = getelementptr i8, i8* %uglygep130, i64 %42
  %uglygep132133 = bitcast i8* %uglygep132 to double*
  store double 0.000000e+00, double* %uglygep132133, align 8
  %uglygep134 = getelementptr i8, i8* %uglygep132, i64 %.113
  %uglygep134135 = bitcast i8* %uglygep134 to double*
  store double 0.000000e+00, double* %uglygep134135, align 8
  %uglygep136 = getelementptr i8, i8* %uglygep134, i64 %.113
  %uglygep136137 = bitcast i8* %uglygep136 to double*
  store double 0.000000e+00, double* %uglygep136137, align 8
  %uglygep138 = getelementptr i8, i8* %uglygep136, i64 %.113
  %uglygep138139 = bitcast i8* %uglygep138 to double*
  store double 0.000000e+00, double* %uglygep138139, align 8
  %uglygep140 = getelementptr i8, i8* %uglygep138, i64 %.113
  %uglygep140141 = bitcast i8* %uglygep140 to double*
  store double 0.000000e+00, double* %uglygep140141, align 8
  %uglygep142 = getelementptr i8, i8* %uglygep140, i64 %.113
  %uglygep142143 = bitcast i8* %uglygep142 to double*
  store double 0.000000e+00, double* %uglygep142143, align 8
  %uglygep144 = getelementptr i8, i8* %uglygep142, i64 %.113
  %uglygep144145 = bitcast i8* %uglygep144 to double*
  store double 0.000000e+00, double* %uglygep144145, align 8
  %scevgep1769.4 = getelementptr i8, i8* %scevgep1769.3, i64 %39
  %uglygep72 = getelementptr i8, i8* %uglygep70, i64 %39
  %uglygep7273 = bitcast i8* %uglygep72 to double*
  store double 0.000000e+00, double* %uglygep7273, align 8
  %uglygep146 = getelementptr i8, i8* %uglygep144, i64 %42
  %uglygep146147 = bitcast i8* %uglygep146 to double*
  store double 0.000000e+00, double* %uglygep146147, align 8
  %uglygep148 = getelementptr i8, i8* %uglygep146, i64 %.113
  %uglygep148149 = bitcast i8* %uglygep148 to double*
  store double 0.000000e+00, double* %uglygep148149, align 8
  %uglygep150 = getelementptr i8, i8* %uglygep148, i64 %.113
  %uglygep150151 = bitcast i8* %uglygep150 to double*
  store double 0.000000e+00, double* %uglygep150151, align 8
  %uglygep152 = getelementptr i8, i8* %uglygep150, i64 %.113
  %uglygep152153 = bitcast i8* %uglygep152 to double*
  store double 0.000000e+00, double* %uglygep152153, align 8
  %uglygep154 = getelementptr i8, i8* %uglygep152, i64 %.113
  %uglygep154155 = bitcast i8* %uglygep154 to double*
  store double 0.000000e+00, double* %uglygep154155, align 8
  %uglygep156 = getelementptr i8, i8* %uglygep154, i64 %.113
  %uglygep156157 = bitcast i8* %uglygep156 to double*
  store double 0.000000e+00, double* %uglygep156157, align 8
  %uglygep158 = getelementptr i8, i8* %uglygep156, i64 %.113
  %uglygep158159 = bitcast i8* %uglygep158 to double*
  store double 0.000000e+00, double* %uglygep158159, align 8
  %scevgep1769.5 = getelementptr i8, i8* %scevgep1769.4, i64 %39
  %uglygep74 = getelementptr i8, i8* %uglygep72, i64 %39
  %uglygep7475 = bitcast i8* %uglygep74 to double*
  store double 0.000000e+00, double* %uglygep7475, align 8
  %uglygep160 = getelementptr i8, i8* %uglygep158, i64 %42
  %uglygep160161 = bitcast i8* %uglygep160 to double*
  store double 0.000000e+00, double* %uglygep160161, align 8
  %uglygep162 = getelementptr i8, i8* %uglygep160, i64 %.113
  %uglygep162163 = bitcast i8* %uglygep162 to double*
  store double 0.000000e+00, double* %uglygep162163, align 8
  %uglygep164 = getelementptr i8, i8* %uglygep162, i64 %.113
  %uglygep164165 = bitcast i8* %uglygep164 to double*
  store double 0.000000e+00, double* %uglygep164165, align 8
  %uglygep166 = getelementptr i8, i8* %uglygep164, i64 %.113
  %uglygep166167 = bitcast i8* %uglygep166 to double*
  store double 0.000000e+00, double* %uglygep166167, align 8
  %uglygep168 = getelementptr i8, i8* %uglygep166, i64 %.113
  %uglygep168169 = bitcast i8* %uglygep168 to double*
  store double 0.000000e+00, double* %uglygep168169, align 8
  %uglygep170 = getelementptr i8, i8* %uglygep168, i64 %.113
  %uglygep170171 = bitcast i8* %uglygep170 to double*
  store double 0.000000e+00, double* %uglygep170171, align 8
  %uglygep172 = getelementptr i8, i8* %uglygep170, i64 %.113
  %uglygep172173 = bitcast i8* %uglygep172 to double*
  store double 0.000000e+00, double* %uglygep172173, align 8
  %scevgep1769.6 = getelementptr i8, i8* %scevgep1769.5, i64 %39
  %uglygep76 = getelementptr i8, i8* %uglygep74, i64 %39
  %uglygep7677 = bitcast i8* %uglygep76 to double*
  store double 0.000000e+00, double* %uglygep7677, align 8
  %uglygep174 = getelementptr i8, i8* %uglygep172, i64 %42
  %uglygep174175 = bitcast i8* %uglygep174 to double*
  store double 0.000000e+00, double* %uglygep174175, align 8
  %uglygep176 = getelementptr i8, i8* %uglygep174, i64 %.113
  %uglygep176177 = bitcast i8* %uglygep176 to double*
  store double 0.000000e+00, double* %uglygep176177, align 8
  %uglygep178 = getelementptr i8, i8* %uglygep176, i64 %.113
  %uglygep178179 = bitcast i8* %uglygep178 to double*
  store double 0.000000e+00, double* %uglygep178179, align 8
  %uglygep180 = getelementptr i8, i8* %uglygep178, i64 %.113
  %uglygep180181 = bitcast i8* %uglygep180 to double*
  store double 0.000000e+00, double* %uglygep180181, align 8
  %uglygep182 = getelementptr i8, i8* %uglygep180, i64 %.113
  %uglygep182183 = bitcast i8* %uglygep182 to double*
  store double 0.000000e+00, double* %uglygep182183, align 8
  %uglygep184 = getelementptr i8, i8* %uglygep182, i64 %.113
  %uglygep184185 = bitcast i8* %uglygep184 to double*
  store double 0.000000e+00, double* %uglygep184185, align 8
  %uglygep186 = getelementptr i8, i8* %uglygep184, i64 %.113
  %uglygep186187 = bitcast i8* %uglygep186 to double*
  store double 0.000000e+00, double* %uglygep186187, align 8
  %lsr.iv.next173.7 = add i64 %lsr.iv172, -64
  %scevgep1769.7 = getelementptr i8, i8* %scevgep1769.6, i64 %39
  %exitcond58.not.7.7 = icmp eq i64 %lsr.iv.next173.7, 0
  br i1 %exitcond58.not.7.7, label %.723.if, label %.723.endif, !prof !56, !llvm.loop !57
}

declare i32 @numba_xxpotrf(i8, i8, i64, double*, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #6

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { noreturn }
attributes #5 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { argmemonly nocallback nofree nosync nounwind willreturn }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %excinfo"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"branch_weights", i32 1, i32 99}
!7 = !{i1 true}
!8 = !{!9, !11, !12, !14}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = distinct !{!15, !5}
!16 = distinct !{!16, !5}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!20 = !{!"branch_weights", i32 1, i32 7}
!21 = distinct !{!21, !5}
!22 = distinct !{!22, !5}
!23 = !{!"branch_weights", i32 199, i32 9801}
!24 = !{!25, !27, !28, !30, !31, !33, !34, !36}
!25 = distinct !{!25, !26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!26 = distinct !{!26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!27 = distinct !{!27, !26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!37 = !{!38, !40, !41, !43, !44, !46}
!38 = distinct !{!38, !39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!40 = distinct !{!40, !39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!47 = !{!31, !33, !34, !36}
!48 = !{!49, !34, !36}
!49 = distinct !{!49, !50, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!51 = !{!44, !46}
!52 = !{!"branch_weights", i32 2126008812, i32 21474836}
!53 = !{!"branch_weights", i32 21474836, i32 2126008812}
!54 = !{!"branch_weights", i32 99, i32 1}
!55 = distinct !{!55, !5}
!56 = !{!"branch_weights", i32 1, i32 3}
!57 = distinct !{!57, !58}
!58 = !{!"llvm.loop.isvectorized", i32 1}
!59 = !{!60, !62, !63, !65}
!60 = distinct !{!60, !61, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!62 = distinct !{!62, !61, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!66 = distinct !{!66, !5}
!67 = distinct !{!67, !5}
