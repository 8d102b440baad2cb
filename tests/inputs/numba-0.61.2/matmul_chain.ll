; ModuleID = 'matmul_chain'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140171273334208 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140171273334208.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140171273334208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140171273334208, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171273334208.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.matmul_chain = internal constant [13 x i8] c"matmul_chain\00"
@_ZN08NumbaEnv7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [165 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f7c2ac41f90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f7c2ac41f90>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140171274230784 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140171274230784.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140171274230784 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140171274230784, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274230784.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171274208832 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140171274208832.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140171274208832 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140171274208832, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274208832.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171274177344 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140171274177344.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140171274177344 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140171274177344, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274177344.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171274230720 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140171274230720.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140171274230720 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140171274230720, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274230720.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171275814400 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140171275814400.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140171275814400 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140171275814400, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171275814400.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171274177344.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140171274177344.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140171274177344.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140171274177344.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274177344.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140171276126848 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DA\02\87\94\87\94."
@.const.pickledata.140171276126848.sha1 = internal constant [20 x i8] c"K\07\97\95^\F7\FF\1E\9E\83`p\C4Ye\98&\1E\E2\7F"
@.const.picklebuf.140171276126848 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.140171276126848, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171276126848.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171274955072 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DD\02\87\94\87\94."
@.const.pickledata.140171274955072.sha1 = internal constant [20 x i8] c"[!l!\F8\B9B\C0\AA]\EC\ABQG\F0\D5\0Bf\80\1C"
@.const.picklebuf.140171274955072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.140171274955072, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274955072.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171275653056 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94MB\01\87\94\87\94."
@.const.pickledata.140171275653056.sha1 = internal constant [20 x i8] c"\02\A2,\87\97_\0ET\BCT~CX\FBj\0E\993`\91"
@.const.picklebuf.140171275653056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140171275653056, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171275653056.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140171274230784.31 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140171274230784.sha1.32 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140171274230784.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140171274230784.31, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274230784.sha1.32, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171274208832.29 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140171274208832.sha1.30 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140171274208832.12 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140171274208832.29, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274208832.sha1.30, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171274177344.27 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140171274177344.sha1.28 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140171274177344.13 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140171274177344.27, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274177344.sha1.28, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140171274230720.21 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140171274230720.sha1.22 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140171274230720.16 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140171274230720.21, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274230720.sha1.22, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171275814400.23 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140171275814400.sha1.24 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140171275814400.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140171275814400.23, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171275814400.sha1.24, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171274177344.6.25 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140171274177344.sha1.7.26 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140171274177344.5.14 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140171274177344.6.25, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274177344.sha1.7.26, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error.18" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140171271173376 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DA\02\87\94\87\94."
@.const.pickledata.140171271173376.sha1 = internal constant [20 x i8] c"K\07\97\95^\F7\FF\1E\9E\83`p\C4Ye\98&\1E\E2\7F"
@.const.picklebuf.140171271173376 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.140171271173376, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171271173376.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140171271263680 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DD\02\87\94\87\94."
@.const.pickledata.140171271263680.sha1 = internal constant [20 x i8] c"[!l!\F8\B9B\C0\AA]\EC\ABQG\F0\D5\0Bf\80\1C"
@.const.picklebuf.140171271263680 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.140171271263680, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171271263680.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140171275653056.19 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94MB\01\87\94\87\94."
@.const.pickledata.140171275653056.sha1.20 = internal constant [20 x i8] c"\02\A2,\87\97_\0ET\BCT~CX\FBj\0E\993`\91"
@.const.picklebuf.140171275653056.17 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140171275653056.19, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171275653056.sha1.20, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f7c2af5be10B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140171274177344.40 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140171274177344.sha1.41 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140171274177344.39 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140171274177344.40, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140171274177344.sha1.41, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* nocapture readnone %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, double* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1) local_unnamed_addr {
entry:
  %.40.i25 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i26 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.40.i = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.B.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.B.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i25, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i26, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, double* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1), !noalias !0
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  %.fca.0.gep17.i443 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8**
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
  %.62.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i443, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.129 = mul nsw i64 %arg.B.5.1, %arg.B.5.0
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %4)
  %5 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26, align 8, !noalias !4
  tail call void @NRT_incref(i8* %.62.fca.0.load.i), !noalias !4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %4, i8 0, i64 72, i1 false), !noalias !4
  %.52.i27 = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i25, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i26, i8* %.62.fca.0.load.i, i8* %.62.fca.1.load.i, i64 %.62.fca.2.load.i, i64 %.62.fca.3.load.i, double* %.62.fca.4.load.i, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %.62.fca.6.0.load.i, i64 %.62.fca.6.1.load.i, i8* %arg.B.0, i8* %arg.B.1, i64 %.129, i64 %arg.B.3, double* %arg.B.4, i64 %arg.B.5.1, i64 %arg.B.5.0, i64 %arg.B.6.1, i64 %arg.B.6.0), !noalias !4
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  switch i32 %.52.i27, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %entry
  %6 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  %7 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  %.60.i = icmp sgt i32 %.52.i, 0
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %.61 = select i1 %.60.i, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.61, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit: ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %8 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  %.60.i28 = icmp sgt i32 %.52.i27, 0
  %.53.i29 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26, align 8, !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %9)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.176 = select i1 %.60.i28, { i8*, i32, i8*, i8*, i32 }* %.53.i29, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit, %for.end.endif, %B0.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit ], [ %.52.i27, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit ], [ 1, %B0.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B128.i:                                           ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %10 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i26 to i8*
  %11 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8*
  %.fca.0.gep17.i33444 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25 to i8**
  %.fca.5.1.gep.i36 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i37 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 5, i64 0
  %.fca.4.gep.i38 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i25, i64 0, i32 4
  %.62.fca.5.1.load.i44 = load i64, i64* %.fca.5.1.gep.i36, align 8, !noalias !4
  %.62.fca.5.0.load.i45 = load i64, i64* %.fca.5.0.gep.i37, align 8, !noalias !4
  %.62.fca.4.load.i46 = load double*, double** %.fca.4.gep.i38, align 8, !noalias !4
  %.62.fca.0.load.i50 = load i8*, i8** %.fca.0.gep17.i33444, align 8, !noalias !4
  tail call void @NRT_decref(i8* %arg.B.0), !noalias !4
  tail call void @NRT_decref(i8* %.62.fca.0.load.i), !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %11)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10)
  tail call void @NRT_decref(i8* %arg.A.0)
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  tail call void @NRT_decref(i8* %arg.B.0)
  %.281 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i45, i64 %.62.fca.5.1.load.i44)
  %.282 = extractvalue { i64, i1 } %.281, 0
  %.283 = extractvalue { i64, i1 } %.281, 1
  %.286 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.282, i64 8)
  %.288 = extractvalue { i64, i1 } %.286, 1
  %.289 = or i1 %.283, %.288
  br i1 %.289, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.if:                    ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140171273334208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B128.i
  %.287 = extractvalue { i64, i1 } %.286, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.287, i32 32), !noalias !10
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140171274177344.39, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %12 = bitcast i8* %.5.i to double**
  %.6.i17 = load double*, double** %12, align 8
  %.36711 = icmp sgt i64 %.62.fca.5.0.load.i45, 0
  br i1 %.36711, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.3706 = icmp sgt i64 %.62.fca.5.1.load.i44, 0
  br i1 %.3706, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %13 = add i64 %.62.fca.5.1.load.i44, -1
  %14 = add i64 %.62.fca.5.0.load.i45, -1
  %xtraiter108 = and i64 %.62.fca.5.0.load.i45, 3
  %15 = icmp ult i64 %14, 3
  br i1 %15, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter125 = and i64 %.62.fca.5.0.load.i45, -4
  %unroll_iter106 = and i64 %.62.fca.5.1.load.i44, -8
  %unroll_iter106.1 = and i64 %.62.fca.5.1.load.i44, -8
  %unroll_iter106.2 = and i64 %.62.fca.5.1.load.i44, -8
  %xtraiter101.3 = and i64 %.62.fca.5.1.load.i44, 7
  %unroll_iter106.3 = and i64 %.62.fca.5.1.load.i44, -8
  %scevgep340 = getelementptr double, double* %.6.i17, i64 7
  %16 = shl i64 %.62.fca.5.1.load.i44, 5
  %17 = add i64 %.62.fca.5.1.load.i44, 7
  %scevgep365 = getelementptr double, double* %.6.i17, i64 %17
  %scevgep384 = getelementptr double, double* %.6.i17, i64 %.62.fca.5.1.load.i44
  %18 = shl i64 %.62.fca.5.1.load.i44, 1
  %19 = add i64 %18, 7
  %scevgep391 = getelementptr double, double* %.6.i17, i64 %19
  %scevgep410 = getelementptr double, double* %.6.i17, i64 %18
  %20 = mul i64 %.62.fca.5.1.load.i44, 3
  %21 = add i64 %20, 7
  %scevgep417 = getelementptr double, double* %.6.i17, i64 %21
  %scevgep436 = getelementptr double, double* %.6.i17, i64 %20
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader.new
  %lsr.iv437 = phi double* [ %96, %for.end.1.loopexit.us.3 ], [ %scevgep436, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv418 = phi double* [ %95, %for.end.1.loopexit.us.3 ], [ %scevgep417, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv411 = phi double* [ %94, %for.end.1.loopexit.us.3 ], [ %scevgep410, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv392 = phi double* [ %93, %for.end.1.loopexit.us.3 ], [ %scevgep391, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv385 = phi double* [ %92, %for.end.1.loopexit.us.3 ], [ %scevgep384, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv366 = phi double* [ %91, %for.end.1.loopexit.us.3 ], [ %scevgep365, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv359 = phi double* [ %90, %for.end.1.loopexit.us.3 ], [ %.6.i17, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv341 = phi double* [ %89, %for.end.1.loopexit.us.3 ], [ %scevgep340, %for.cond.1.preheader.us.preheader.new ]
  %loop.index14.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.422.us.3, %for.end.1.loopexit.us.3 ]
  %.363.013.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.363.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.360.012.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %spec.select.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %22 = icmp ult i64 %13, 7
  br i1 %22, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %loop.index.19.us = phi i64 [ %32, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %.363.18.us = phi i64 [ %.363.2.us.7, %for.body.1.us ], [ %.363.013.us, %for.body.1.us.preheader ]
  %.360.17.us = phi i64 [ %spec.select.us.7, %for.body.1.us ], [ %.360.012.us, %for.body.1.us.preheader ]
  %23 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %24 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us = select i1 %24, i64 %.360.17.us, i64 %loop.index14.us
  %.363.2.us = select i1 %23, i64 %loop.index.19.us, i64 %.363.18.us
  %.383.us = mul i64 %spec.select.us, %.62.fca.5.1.load.i44
  %.386.us = add i64 %.383.us, %.363.2.us
  %.387.us = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us
  %.388.us = load double, double* %.387.us, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.388.us)
  %scevgep357 = getelementptr double, double* %lsr.iv341, i64 %loop.index.19.us
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -7
  store double %.12.i.us, double* %scevgep358, align 8
  %spec.select.us.1 = select i1 %24, i64 %.360.17.us, i64 %loop.index14.us
  %25 = add i64 %loop.index.19.us, 1
  %.363.2.us.1 = select i1 %23, i64 %25, i64 %.363.18.us
  %.383.us.1 = mul i64 %spec.select.us.1, %.62.fca.5.1.load.i44
  %.386.us.1 = add i64 %.383.us.1, %.363.2.us.1
  %.387.us.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.1
  %.388.us.1 = load double, double* %.387.us.1, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.388.us.1)
  %scevgep354 = getelementptr double, double* %lsr.iv341, i64 %loop.index.19.us
  %scevgep355 = getelementptr double, double* %scevgep354, i64 -6
  store double %.12.i.us.1, double* %scevgep355, align 8
  %spec.select.us.2 = select i1 %24, i64 %.360.17.us, i64 %loop.index14.us
  %26 = add i64 %25, 1
  %.363.2.us.2 = select i1 %23, i64 %26, i64 %.363.18.us
  %.383.us.2 = mul i64 %spec.select.us.2, %.62.fca.5.1.load.i44
  %.386.us.2 = add i64 %.383.us.2, %.363.2.us.2
  %.387.us.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.2
  %.388.us.2 = load double, double* %.387.us.2, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.388.us.2)
  %scevgep352 = getelementptr double, double* %lsr.iv341, i64 %loop.index.19.us
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -5
  store double %.12.i.us.2, double* %scevgep353, align 8
  %spec.select.us.3 = select i1 %24, i64 %.360.17.us, i64 %loop.index14.us
  %27 = add i64 %26, 1
  %.363.2.us.3 = select i1 %23, i64 %27, i64 %.363.18.us
  %.383.us.3 = mul i64 %spec.select.us.3, %.62.fca.5.1.load.i44
  %.386.us.3 = add i64 %.383.us.3, %.363.2.us.3
  %.387.us.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.3
  %.388.us.3 = load double, double* %.387.us.3, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.388.us.3)
  %scevgep350 = getelementptr double, double* %lsr.iv341, i64 %loop.index.19.us
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -4
  store double %.12.i.us.3, double* %scevgep351, align 8
  %spec.select.us.4 = select i1 %24, i64 %.360.17.us, i64 %loop.index14.us
  %28 = add i64 %27, 1
  %.363.2.us.4 = select i1 %23, i64 %28, i64 %.363.18.us
  %.383.us.4 = mul i64 %spec.select.us.4, %.62.fca.5.1.load.i44
  %.386.us.4 = add i64 %.383.us.4, %.363.2.us.4
  %.387.us.4 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.4
  %.388.us.4 = load double, double* %.387.us.4, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.388.us.4)
  %scevgep348 = getelementptr double, double* %lsr.iv341, i64 %loop.index.19.us
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -3
  store double %.12.i.us.4, double* %scevgep349, align 8
  %spec.select.us.5 = select i1 %24, i64 %.360.17.us, i64 %loop.index14.us
  %29 = add i64 %28, 1
  %.363.2.us.5 = select i1 %23, i64 %29, i64 %.363.18.us
  %.383.us.5 = mul i64 %spec.select.us.5, %.62.fca.5.1.load.i44
  %.386.us.5 = add i64 %.383.us.5, %.363.2.us.5
  %.387.us.5 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.5
  %.388.us.5 = load double, double* %.387.us.5, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.388.us.5)
  %scevgep346 = getelementptr double, double* %lsr.iv341, i64 %loop.index.19.us
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -2
  store double %.12.i.us.5, double* %scevgep347, align 8
  %spec.select.us.6 = select i1 %24, i64 %.360.17.us, i64 %loop.index14.us
  %30 = add i64 %29, 1
  %.363.2.us.6 = select i1 %23, i64 %30, i64 %.363.18.us
  %.383.us.6 = mul i64 %spec.select.us.6, %.62.fca.5.1.load.i44
  %.386.us.6 = add i64 %.383.us.6, %.363.2.us.6
  %.387.us.6 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.6
  %.388.us.6 = load double, double* %.387.us.6, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.388.us.6)
  %scevgep344 = getelementptr double, double* %lsr.iv341, i64 %loop.index.19.us
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -1
  store double %.12.i.us.6, double* %scevgep345, align 8
  %spec.select.us.7 = select i1 %24, i64 %.360.17.us, i64 %loop.index14.us
  %31 = add i64 %30, 1
  %.363.2.us.7 = select i1 %23, i64 %31, i64 %.363.18.us
  %.383.us.7 = mul i64 %spec.select.us.7, %.62.fca.5.1.load.i44
  %.386.us.7 = add i64 %.383.us.7, %.363.2.us.7
  %.387.us.7 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.7
  %.388.us.7 = load double, double* %.387.us.7, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.388.us.7)
  %scevgep356 = getelementptr double, double* %lsr.iv341, i64 %loop.index.19.us
  store double %.12.i.us.7, double* %scevgep356, align 8
  %.420.us.7 = add nuw i64 %loop.index.19.us, 8
  %32 = add i64 %31, 1
  %niter107.ncmp.7 = icmp eq i64 %32, %unroll_iter106
  br i1 %niter107.ncmp.7, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %spec.select.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %.363.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.363.2.us.7, %for.body.1.us ]
  %loop.index.19.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %.420.us.7, %for.body.1.us ]
  %.363.18.us.unr = phi i64 [ %.363.013.us, %for.cond.1.preheader.us ], [ %.363.2.us.7, %for.body.1.us ]
  %.360.17.us.unr = phi i64 [ %.360.012.us, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %33 = and i64 %.62.fca.5.1.load.i44, 7
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv363 = phi i64 [ %xtraiter101.3, %for.body.1.us.epil.preheader ], [ %lsr.iv.next364, %for.body.1.us.epil ]
  %loop.index.19.us.epil = phi i64 [ %.420.us.epil, %for.body.1.us.epil ], [ %loop.index.19.us.unr, %for.body.1.us.epil.preheader ]
  %.363.18.us.epil = phi i64 [ %.363.2.us.epil, %for.body.1.us.epil ], [ %.363.18.us.unr, %for.body.1.us.epil.preheader ]
  %.360.17.us.epil = phi i64 [ %spec.select.us.epil, %for.body.1.us.epil ], [ %.360.17.us.unr, %for.body.1.us.epil.preheader ]
  %35 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %36 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil = select i1 %36, i64 %.360.17.us.epil, i64 %loop.index14.us
  %.363.2.us.epil = select i1 %35, i64 %loop.index.19.us.epil, i64 %.363.18.us.epil
  %.383.us.epil = mul i64 %spec.select.us.epil, %.62.fca.5.1.load.i44
  %.386.us.epil = add i64 %.383.us.epil, %.363.2.us.epil
  %.387.us.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.epil
  %.388.us.epil = load double, double* %.387.us.epil, align 8
  %.12.i.us.epil = tail call double @llvm.sin.f64(double %.388.us.epil)
  %scevgep362 = getelementptr double, double* %lsr.iv359, i64 %loop.index.19.us.epil
  store double %.12.i.us.epil, double* %scevgep362, align 8
  %.420.us.epil = add nuw nsw i64 %loop.index.19.us.epil, 1
  %lsr.iv.next364 = add nsw i64 %lsr.iv363, -1
  %epil.iter102.cmp.not = icmp eq i64 %lsr.iv.next364, 0
  br i1 %epil.iter102.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !17

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select.us.lcssa = phi i64 [ %spec.select.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select.us.epil, %for.body.1.us.epil ]
  %.363.2.us.lcssa = phi i64 [ %.363.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.363.2.us.epil, %for.body.1.us.epil ]
  %37 = icmp ult i64 %13, 7
  %.422.us = or i64 %loop.index14.us, 1
  br i1 %37, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.end.1.loopexit.us
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %loop.index.19.us.1 = phi i64 [ %47, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %.363.18.us.1 = phi i64 [ %.363.2.us.7.1, %for.body.1.us.1 ], [ %.363.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.360.17.us.1 = phi i64 [ %spec.select.us.7.1, %for.body.1.us.1 ], [ %spec.select.us.lcssa, %for.body.1.us.1.preheader ]
  %38 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %39 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.1127 = select i1 %39, i64 %.360.17.us.1, i64 %.422.us
  %.363.2.us.1128 = select i1 %38, i64 %loop.index.19.us.1, i64 %.363.18.us.1
  %.383.us.1129 = mul i64 %spec.select.us.1127, %.62.fca.5.1.load.i44
  %.386.us.1130 = add i64 %.383.us.1129, %.363.2.us.1128
  %.387.us.1131 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.1130
  %.388.us.1132 = load double, double* %.387.us.1131, align 8
  %.12.i.us.1133 = tail call double @llvm.sin.f64(double %.388.us.1132)
  %scevgep382 = getelementptr double, double* %lsr.iv366, i64 %loop.index.19.us.1
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -7
  store double %.12.i.us.1133, double* %scevgep383, align 8
  %spec.select.us.1.1 = select i1 %39, i64 %.360.17.us.1, i64 %.422.us
  %40 = add i64 %loop.index.19.us.1, 1
  %.363.2.us.1.1 = select i1 %38, i64 %40, i64 %.363.18.us.1
  %.383.us.1.1 = mul i64 %spec.select.us.1.1, %.62.fca.5.1.load.i44
  %.386.us.1.1 = add i64 %.383.us.1.1, %.363.2.us.1.1
  %.387.us.1.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.1.1
  %.388.us.1.1 = load double, double* %.387.us.1.1, align 8
  %.12.i.us.1.1 = tail call double @llvm.sin.f64(double %.388.us.1.1)
  %scevgep379 = getelementptr double, double* %lsr.iv366, i64 %loop.index.19.us.1
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -6
  store double %.12.i.us.1.1, double* %scevgep380, align 8
  %spec.select.us.2.1 = select i1 %39, i64 %.360.17.us.1, i64 %.422.us
  %41 = add i64 %40, 1
  %.363.2.us.2.1 = select i1 %38, i64 %41, i64 %.363.18.us.1
  %.383.us.2.1 = mul i64 %spec.select.us.2.1, %.62.fca.5.1.load.i44
  %.386.us.2.1 = add i64 %.383.us.2.1, %.363.2.us.2.1
  %.387.us.2.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.2.1
  %.388.us.2.1 = load double, double* %.387.us.2.1, align 8
  %.12.i.us.2.1 = tail call double @llvm.sin.f64(double %.388.us.2.1)
  %scevgep377 = getelementptr double, double* %lsr.iv366, i64 %loop.index.19.us.1
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -5
  store double %.12.i.us.2.1, double* %scevgep378, align 8
  %spec.select.us.3.1 = select i1 %39, i64 %.360.17.us.1, i64 %.422.us
  %42 = add i64 %41, 1
  %.363.2.us.3.1 = select i1 %38, i64 %42, i64 %.363.18.us.1
  %.383.us.3.1 = mul i64 %spec.select.us.3.1, %.62.fca.5.1.load.i44
  %.386.us.3.1 = add i64 %.383.us.3.1, %.363.2.us.3.1
  %.387.us.3.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.3.1
  %.388.us.3.1 = load double, double* %.387.us.3.1, align 8
  %.12.i.us.3.1 = tail call double @llvm.sin.f64(double %.388.us.3.1)
  %scevgep375 = getelementptr double, double* %lsr.iv366, i64 %loop.index.19.us.1
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -4
  store double %.12.i.us.3.1, double* %scevgep376, align 8
  %spec.select.us.4.1 = select i1 %39, i64 %.360.17.us.1, i64 %.422.us
  %43 = add i64 %42, 1
  %.363.2.us.4.1 = select i1 %38, i64 %43, i64 %.363.18.us.1
  %.383.us.4.1 = mul i64 %spec.select.us.4.1, %.62.fca.5.1.load.i44
  %.386.us.4.1 = add i64 %.383.us.4.1, %.363.2.us.4.1
  %.387.us.4.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.4.1
  %.388.us.4.1 = load double, double* %.387.us.4.1, align 8
  %.12.i.us.4.1 = tail call double @llvm.sin.f64(double %.388.us.4.1)
  %scevgep373 = getelementptr double, double* %lsr.iv366, i64 %loop.index.19.us.1
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -3
  store double %.12.i.us.4.1, double* %scevgep374, align 8
  %spec.select.us.5.1 = select i1 %39, i64 %.360.17.us.1, i64 %.422.us
  %44 = add i64 %43, 1
  %.363.2.us.5.1 = select i1 %38, i64 %44, i64 %.363.18.us.1
  %.383.us.5.1 = mul i64 %spec.select.us.5.1, %.62.fca.5.1.load.i44
  %.386.us.5.1 = add i64 %.383.us.5.1, %.363.2.us.5.1
  %.387.us.5.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.5.1
  %.388.us.5.1 = load double, double* %.387.us.5.1, align 8
  %.12.i.us.5.1 = tail call double @llvm.sin.f64(double %.388.us.5.1)
  %scevgep371 = getelementptr double, double* %lsr.iv366, i64 %loop.index.19.us.1
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -2
  store double %.12.i.us.5.1, double* %scevgep372, align 8
  %spec.select.us.6.1 = select i1 %39, i64 %.360.17.us.1, i64 %.422.us
  %45 = add i64 %44, 1
  %.363.2.us.6.1 = select i1 %38, i64 %45, i64 %.363.18.us.1
  %.383.us.6.1 = mul i64 %spec.select.us.6.1, %.62.fca.5.1.load.i44
  %.386.us.6.1 = add i64 %.383.us.6.1, %.363.2.us.6.1
  %.387.us.6.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.6.1
  %.388.us.6.1 = load double, double* %.387.us.6.1, align 8
  %.12.i.us.6.1 = tail call double @llvm.sin.f64(double %.388.us.6.1)
  %scevgep369 = getelementptr double, double* %lsr.iv366, i64 %loop.index.19.us.1
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -1
  store double %.12.i.us.6.1, double* %scevgep370, align 8
  %spec.select.us.7.1 = select i1 %39, i64 %.360.17.us.1, i64 %.422.us
  %46 = add i64 %45, 1
  %.363.2.us.7.1 = select i1 %38, i64 %46, i64 %.363.18.us.1
  %.383.us.7.1 = mul i64 %spec.select.us.7.1, %.62.fca.5.1.load.i44
  %.386.us.7.1 = add i64 %.383.us.7.1, %.363.2.us.7.1
  %.387.us.7.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.7.1
  %.388.us.7.1 = load double, double* %.387.us.7.1, align 8
  %.12.i.us.7.1 = tail call double @llvm.sin.f64(double %.388.us.7.1)
  %scevgep381 = getelementptr double, double* %lsr.iv366, i64 %loop.index.19.us.1
  store double %.12.i.us.7.1, double* %scevgep381, align 8
  %.420.us.7.1 = add nuw i64 %loop.index.19.us.1, 8
  %47 = add i64 %46, 1
  %niter107.ncmp.7.1 = icmp eq i64 %47, %unroll_iter106.1
  br i1 %niter107.ncmp.7.1, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1

for.end.1.loopexit.us.unr-lcssa.1:                ; preds = %for.body.1.us.1, %for.end.1.loopexit.us
  %spec.select.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %spec.select.us.7.1, %for.body.1.us.1 ]
  %.363.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.363.2.us.7.1, %for.body.1.us.1 ]
  %loop.index.19.us.unr.1 = phi i64 [ 0, %for.end.1.loopexit.us ], [ %.420.us.7.1, %for.body.1.us.1 ]
  %.363.18.us.unr.1 = phi i64 [ %.363.2.us.lcssa, %for.end.1.loopexit.us ], [ %.363.2.us.7.1, %for.body.1.us.1 ]
  %.360.17.us.unr.1 = phi i64 [ %spec.select.us.lcssa, %for.end.1.loopexit.us ], [ %spec.select.us.7.1, %for.body.1.us.1 ]
  %48 = and i64 %.62.fca.5.1.load.i44, 7
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1.preheader

for.body.1.us.epil.1.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1
  br label %for.body.1.us.epil.1

for.body.1.us.epil.1:                             ; preds = %for.body.1.us.epil.1.preheader, %for.body.1.us.epil.1
  %lsr.iv389 = phi i64 [ %xtraiter101.3, %for.body.1.us.epil.1.preheader ], [ %lsr.iv.next390, %for.body.1.us.epil.1 ]
  %loop.index.19.us.epil.1 = phi i64 [ %.420.us.epil.1, %for.body.1.us.epil.1 ], [ %loop.index.19.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.363.18.us.epil.1 = phi i64 [ %.363.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.363.18.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.360.17.us.epil.1 = phi i64 [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ], [ %.360.17.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %50 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %51 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil.1 = select i1 %51, i64 %.360.17.us.epil.1, i64 %.422.us
  %.363.2.us.epil.1 = select i1 %50, i64 %loop.index.19.us.epil.1, i64 %.363.18.us.epil.1
  %.383.us.epil.1 = mul i64 %spec.select.us.epil.1, %.62.fca.5.1.load.i44
  %.386.us.epil.1 = add i64 %.383.us.epil.1, %.363.2.us.epil.1
  %.387.us.epil.1 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.epil.1
  %.388.us.epil.1 = load double, double* %.387.us.epil.1, align 8
  %.12.i.us.epil.1 = tail call double @llvm.sin.f64(double %.388.us.epil.1)
  %scevgep388 = getelementptr double, double* %lsr.iv385, i64 %loop.index.19.us.epil.1
  store double %.12.i.us.epil.1, double* %scevgep388, align 8
  %.420.us.epil.1 = add nuw nsw i64 %loop.index.19.us.epil.1, 1
  %lsr.iv.next390 = add nsw i64 %lsr.iv389, -1
  %epil.iter102.cmp.1.not = icmp eq i64 %lsr.iv.next390, 0
  br i1 %epil.iter102.cmp.1.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1, !llvm.loop !17

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.epil.1, %for.end.1.loopexit.us.unr-lcssa.1
  %spec.select.us.lcssa.1 = phi i64 [ %spec.select.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ]
  %.363.2.us.lcssa.1 = phi i64 [ %.363.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.363.2.us.epil.1, %for.body.1.us.epil.1 ]
  %52 = icmp ult i64 %13, 7
  %.422.us.1 = or i64 %loop.index14.us, 2
  br i1 %52, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2.preheader

for.body.1.us.2.preheader:                        ; preds = %for.end.1.loopexit.us.1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader, %for.body.1.us.2
  %loop.index.19.us.2 = phi i64 [ %62, %for.body.1.us.2 ], [ 0, %for.body.1.us.2.preheader ]
  %.363.18.us.2 = phi i64 [ %.363.2.us.7.2, %for.body.1.us.2 ], [ %.363.2.us.lcssa.1, %for.body.1.us.2.preheader ]
  %.360.17.us.2 = phi i64 [ %spec.select.us.7.2, %for.body.1.us.2 ], [ %spec.select.us.lcssa.1, %for.body.1.us.2.preheader ]
  %53 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %54 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.2138 = select i1 %54, i64 %.360.17.us.2, i64 %.422.us.1
  %.363.2.us.2139 = select i1 %53, i64 %loop.index.19.us.2, i64 %.363.18.us.2
  %.383.us.2140 = mul i64 %spec.select.us.2138, %.62.fca.5.1.load.i44
  %.386.us.2141 = add i64 %.383.us.2140, %.363.2.us.2139
  %.387.us.2142 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.2141
  %.388.us.2143 = load double, double* %.387.us.2142, align 8
  %.12.i.us.2144 = tail call double @llvm.sin.f64(double %.388.us.2143)
  %scevgep408 = getelementptr double, double* %lsr.iv392, i64 %loop.index.19.us.2
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -7
  store double %.12.i.us.2144, double* %scevgep409, align 8
  %spec.select.us.1.2 = select i1 %54, i64 %.360.17.us.2, i64 %.422.us.1
  %55 = add i64 %loop.index.19.us.2, 1
  %.363.2.us.1.2 = select i1 %53, i64 %55, i64 %.363.18.us.2
  %.383.us.1.2 = mul i64 %spec.select.us.1.2, %.62.fca.5.1.load.i44
  %.386.us.1.2 = add i64 %.383.us.1.2, %.363.2.us.1.2
  %.387.us.1.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.1.2
  %.388.us.1.2 = load double, double* %.387.us.1.2, align 8
  %.12.i.us.1.2 = tail call double @llvm.sin.f64(double %.388.us.1.2)
  %scevgep405 = getelementptr double, double* %lsr.iv392, i64 %loop.index.19.us.2
  %scevgep406 = getelementptr double, double* %scevgep405, i64 -6
  store double %.12.i.us.1.2, double* %scevgep406, align 8
  %spec.select.us.2.2 = select i1 %54, i64 %.360.17.us.2, i64 %.422.us.1
  %56 = add i64 %55, 1
  %.363.2.us.2.2 = select i1 %53, i64 %56, i64 %.363.18.us.2
  %.383.us.2.2 = mul i64 %spec.select.us.2.2, %.62.fca.5.1.load.i44
  %.386.us.2.2 = add i64 %.383.us.2.2, %.363.2.us.2.2
  %.387.us.2.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.2.2
  %.388.us.2.2 = load double, double* %.387.us.2.2, align 8
  %.12.i.us.2.2 = tail call double @llvm.sin.f64(double %.388.us.2.2)
  %scevgep403 = getelementptr double, double* %lsr.iv392, i64 %loop.index.19.us.2
  %scevgep404 = getelementptr double, double* %scevgep403, i64 -5
  store double %.12.i.us.2.2, double* %scevgep404, align 8
  %spec.select.us.3.2 = select i1 %54, i64 %.360.17.us.2, i64 %.422.us.1
  %57 = add i64 %56, 1
  %.363.2.us.3.2 = select i1 %53, i64 %57, i64 %.363.18.us.2
  %.383.us.3.2 = mul i64 %spec.select.us.3.2, %.62.fca.5.1.load.i44
  %.386.us.3.2 = add i64 %.383.us.3.2, %.363.2.us.3.2
  %.387.us.3.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.3.2
  %.388.us.3.2 = load double, double* %.387.us.3.2, align 8
  %.12.i.us.3.2 = tail call double @llvm.sin.f64(double %.388.us.3.2)
  %scevgep401 = getelementptr double, double* %lsr.iv392, i64 %loop.index.19.us.2
  %scevgep402 = getelementptr double, double* %scevgep401, i64 -4
  store double %.12.i.us.3.2, double* %scevgep402, align 8
  %spec.select.us.4.2 = select i1 %54, i64 %.360.17.us.2, i64 %.422.us.1
  %58 = add i64 %57, 1
  %.363.2.us.4.2 = select i1 %53, i64 %58, i64 %.363.18.us.2
  %.383.us.4.2 = mul i64 %spec.select.us.4.2, %.62.fca.5.1.load.i44
  %.386.us.4.2 = add i64 %.383.us.4.2, %.363.2.us.4.2
  %.387.us.4.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.4.2
  %.388.us.4.2 = load double, double* %.387.us.4.2, align 8
  %.12.i.us.4.2 = tail call double @llvm.sin.f64(double %.388.us.4.2)
  %scevgep399 = getelementptr double, double* %lsr.iv392, i64 %loop.index.19.us.2
  %scevgep400 = getelementptr double, double* %scevgep399, i64 -3
  store double %.12.i.us.4.2, double* %scevgep400, align 8
  %spec.select.us.5.2 = select i1 %54, i64 %.360.17.us.2, i64 %.422.us.1
  %59 = add i64 %58, 1
  %.363.2.us.5.2 = select i1 %53, i64 %59, i64 %.363.18.us.2
  %.383.us.5.2 = mul i64 %spec.select.us.5.2, %.62.fca.5.1.load.i44
  %.386.us.5.2 = add i64 %.383.us.5.2, %.363.2.us.5.2
  %.387.us.5.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.5.2
  %.388.us.5.2 = load double, double* %.387.us.5.2, align 8
  %.12.i.us.5.2 = tail call double @llvm.sin.f64(double %.388.us.5.2)
  %scevgep397 = getelementptr double, double* %lsr.iv392, i64 %loop.index.19.us.2
  %scevgep398 = getelementptr double, double* %scevgep397, i64 -2
  store double %.12.i.us.5.2, double* %scevgep398, align 8
  %spec.select.us.6.2 = select i1 %54, i64 %.360.17.us.2, i64 %.422.us.1
  %60 = add i64 %59, 1
  %.363.2.us.6.2 = select i1 %53, i64 %60, i64 %.363.18.us.2
  %.383.us.6.2 = mul i64 %spec.select.us.6.2, %.62.fca.5.1.load.i44
  %.386.us.6.2 = add i64 %.383.us.6.2, %.363.2.us.6.2
  %.387.us.6.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.6.2
  %.388.us.6.2 = load double, double* %.387.us.6.2, align 8
  %.12.i.us.6.2 = tail call double @llvm.sin.f64(double %.388.us.6.2)
  %scevgep395 = getelementptr double, double* %lsr.iv392, i64 %loop.index.19.us.2
  %scevgep396 = getelementptr double, double* %scevgep395, i64 -1
  store double %.12.i.us.6.2, double* %scevgep396, align 8
  %spec.select.us.7.2 = select i1 %54, i64 %.360.17.us.2, i64 %.422.us.1
  %61 = add i64 %60, 1
  %.363.2.us.7.2 = select i1 %53, i64 %61, i64 %.363.18.us.2
  %.383.us.7.2 = mul i64 %spec.select.us.7.2, %.62.fca.5.1.load.i44
  %.386.us.7.2 = add i64 %.383.us.7.2, %.363.2.us.7.2
  %.387.us.7.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.7.2
  %.388.us.7.2 = load double, double* %.387.us.7.2, align 8
  %.12.i.us.7.2 = tail call double @llvm.sin.f64(double %.388.us.7.2)
  %scevgep407 = getelementptr double, double* %lsr.iv392, i64 %loop.index.19.us.2
  store double %.12.i.us.7.2, double* %scevgep407, align 8
  %.420.us.7.2 = add nuw i64 %loop.index.19.us.2, 8
  %62 = add i64 %61, 1
  %niter107.ncmp.7.2 = icmp eq i64 %62, %unroll_iter106.2
  br i1 %niter107.ncmp.7.2, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2

for.end.1.loopexit.us.unr-lcssa.2:                ; preds = %for.body.1.us.2, %for.end.1.loopexit.us.1
  %spec.select.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %spec.select.us.7.2, %for.body.1.us.2 ]
  %.363.2.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %.363.2.us.7.2, %for.body.1.us.2 ]
  %loop.index.19.us.unr.2 = phi i64 [ 0, %for.end.1.loopexit.us.1 ], [ %.420.us.7.2, %for.body.1.us.2 ]
  %.363.18.us.unr.2 = phi i64 [ %.363.2.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %.363.2.us.7.2, %for.body.1.us.2 ]
  %.360.17.us.unr.2 = phi i64 [ %spec.select.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %spec.select.us.7.2, %for.body.1.us.2 ]
  %63 = and i64 %.62.fca.5.1.load.i44, 7
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2.preheader

for.body.1.us.epil.2.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.2
  br label %for.body.1.us.epil.2

for.body.1.us.epil.2:                             ; preds = %for.body.1.us.epil.2.preheader, %for.body.1.us.epil.2
  %lsr.iv415 = phi i64 [ %xtraiter101.3, %for.body.1.us.epil.2.preheader ], [ %lsr.iv.next416, %for.body.1.us.epil.2 ]
  %loop.index.19.us.epil.2 = phi i64 [ %.420.us.epil.2, %for.body.1.us.epil.2 ], [ %loop.index.19.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.363.18.us.epil.2 = phi i64 [ %.363.2.us.epil.2, %for.body.1.us.epil.2 ], [ %.363.18.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.360.17.us.epil.2 = phi i64 [ %spec.select.us.epil.2, %for.body.1.us.epil.2 ], [ %.360.17.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %65 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %66 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil.2 = select i1 %66, i64 %.360.17.us.epil.2, i64 %.422.us.1
  %.363.2.us.epil.2 = select i1 %65, i64 %loop.index.19.us.epil.2, i64 %.363.18.us.epil.2
  %.383.us.epil.2 = mul i64 %spec.select.us.epil.2, %.62.fca.5.1.load.i44
  %.386.us.epil.2 = add i64 %.383.us.epil.2, %.363.2.us.epil.2
  %.387.us.epil.2 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.epil.2
  %.388.us.epil.2 = load double, double* %.387.us.epil.2, align 8
  %.12.i.us.epil.2 = tail call double @llvm.sin.f64(double %.388.us.epil.2)
  %scevgep414 = getelementptr double, double* %lsr.iv411, i64 %loop.index.19.us.epil.2
  store double %.12.i.us.epil.2, double* %scevgep414, align 8
  %.420.us.epil.2 = add nuw nsw i64 %loop.index.19.us.epil.2, 1
  %lsr.iv.next416 = add nsw i64 %lsr.iv415, -1
  %epil.iter102.cmp.2.not = icmp eq i64 %lsr.iv.next416, 0
  br i1 %epil.iter102.cmp.2.not, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2, !llvm.loop !17

for.end.1.loopexit.us.2:                          ; preds = %for.body.1.us.epil.2, %for.end.1.loopexit.us.unr-lcssa.2
  %spec.select.us.lcssa.2 = phi i64 [ %spec.select.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %spec.select.us.epil.2, %for.body.1.us.epil.2 ]
  %.363.2.us.lcssa.2 = phi i64 [ %.363.2.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %.363.2.us.epil.2, %for.body.1.us.epil.2 ]
  %67 = icmp ult i64 %13, 7
  %.422.us.2 = or i64 %loop.index14.us, 3
  br i1 %67, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3.preheader

for.body.1.us.3.preheader:                        ; preds = %for.end.1.loopexit.us.2
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader, %for.body.1.us.3
  %loop.index.19.us.3 = phi i64 [ %77, %for.body.1.us.3 ], [ 0, %for.body.1.us.3.preheader ]
  %.363.18.us.3 = phi i64 [ %.363.2.us.7.3, %for.body.1.us.3 ], [ %.363.2.us.lcssa.2, %for.body.1.us.3.preheader ]
  %.360.17.us.3 = phi i64 [ %spec.select.us.7.3, %for.body.1.us.3 ], [ %spec.select.us.lcssa.2, %for.body.1.us.3.preheader ]
  %68 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %69 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.3149 = select i1 %69, i64 %.360.17.us.3, i64 %.422.us.2
  %.363.2.us.3150 = select i1 %68, i64 %loop.index.19.us.3, i64 %.363.18.us.3
  %.383.us.3151 = mul i64 %spec.select.us.3149, %.62.fca.5.1.load.i44
  %.386.us.3152 = add i64 %.383.us.3151, %.363.2.us.3150
  %.387.us.3153 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.3152
  %.388.us.3154 = load double, double* %.387.us.3153, align 8
  %.12.i.us.3155 = tail call double @llvm.sin.f64(double %.388.us.3154)
  %scevgep434 = getelementptr double, double* %lsr.iv418, i64 %loop.index.19.us.3
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -7
  store double %.12.i.us.3155, double* %scevgep435, align 8
  %spec.select.us.1.3 = select i1 %69, i64 %.360.17.us.3, i64 %.422.us.2
  %70 = add i64 %loop.index.19.us.3, 1
  %.363.2.us.1.3 = select i1 %68, i64 %70, i64 %.363.18.us.3
  %.383.us.1.3 = mul i64 %spec.select.us.1.3, %.62.fca.5.1.load.i44
  %.386.us.1.3 = add i64 %.383.us.1.3, %.363.2.us.1.3
  %.387.us.1.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.1.3
  %.388.us.1.3 = load double, double* %.387.us.1.3, align 8
  %.12.i.us.1.3 = tail call double @llvm.sin.f64(double %.388.us.1.3)
  %scevgep431 = getelementptr double, double* %lsr.iv418, i64 %loop.index.19.us.3
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -6
  store double %.12.i.us.1.3, double* %scevgep432, align 8
  %spec.select.us.2.3 = select i1 %69, i64 %.360.17.us.3, i64 %.422.us.2
  %71 = add i64 %70, 1
  %.363.2.us.2.3 = select i1 %68, i64 %71, i64 %.363.18.us.3
  %.383.us.2.3 = mul i64 %spec.select.us.2.3, %.62.fca.5.1.load.i44
  %.386.us.2.3 = add i64 %.383.us.2.3, %.363.2.us.2.3
  %.387.us.2.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.2.3
  %.388.us.2.3 = load double, double* %.387.us.2.3, align 8
  %.12.i.us.2.3 = tail call double @llvm.sin.f64(double %.388.us.2.3)
  %scevgep429 = getelementptr double, double* %lsr.iv418, i64 %loop.index.19.us.3
  %scevgep430 = getelementptr double, double* %scevgep429, i64 -5
  store double %.12.i.us.2.3, double* %scevgep430, align 8
  %spec.select.us.3.3 = select i1 %69, i64 %.360.17.us.3, i64 %.422.us.2
  %72 = add i64 %71, 1
  %.363.2.us.3.3 = select i1 %68, i64 %72, i64 %.363.18.us.3
  %.383.us.3.3 = mul i64 %spec.select.us.3.3, %.62.fca.5.1.load.i44
  %.386.us.3.3 = add i64 %.383.us.3.3, %.363.2.us.3.3
  %.387.us.3.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.3.3
  %.388.us.3.3 = load double, double* %.387.us.3.3, align 8
  %.12.i.us.3.3 = tail call double @llvm.sin.f64(double %.388.us.3.3)
  %scevgep427 = getelementptr double, double* %lsr.iv418, i64 %loop.index.19.us.3
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -4
  store double %.12.i.us.3.3, double* %scevgep428, align 8
  %spec.select.us.4.3 = select i1 %69, i64 %.360.17.us.3, i64 %.422.us.2
  %73 = add i64 %72, 1
  %.363.2.us.4.3 = select i1 %68, i64 %73, i64 %.363.18.us.3
  %.383.us.4.3 = mul i64 %spec.select.us.4.3, %.62.fca.5.1.load.i44
  %.386.us.4.3 = add i64 %.383.us.4.3, %.363.2.us.4.3
  %.387.us.4.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.4.3
  %.388.us.4.3 = load double, double* %.387.us.4.3, align 8
  %.12.i.us.4.3 = tail call double @llvm.sin.f64(double %.388.us.4.3)
  %scevgep425 = getelementptr double, double* %lsr.iv418, i64 %loop.index.19.us.3
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -3
  store double %.12.i.us.4.3, double* %scevgep426, align 8
  %spec.select.us.5.3 = select i1 %69, i64 %.360.17.us.3, i64 %.422.us.2
  %74 = add i64 %73, 1
  %.363.2.us.5.3 = select i1 %68, i64 %74, i64 %.363.18.us.3
  %.383.us.5.3 = mul i64 %spec.select.us.5.3, %.62.fca.5.1.load.i44
  %.386.us.5.3 = add i64 %.383.us.5.3, %.363.2.us.5.3
  %.387.us.5.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.5.3
  %.388.us.5.3 = load double, double* %.387.us.5.3, align 8
  %.12.i.us.5.3 = tail call double @llvm.sin.f64(double %.388.us.5.3)
  %scevgep423 = getelementptr double, double* %lsr.iv418, i64 %loop.index.19.us.3
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -2
  store double %.12.i.us.5.3, double* %scevgep424, align 8
  %spec.select.us.6.3 = select i1 %69, i64 %.360.17.us.3, i64 %.422.us.2
  %75 = add i64 %74, 1
  %.363.2.us.6.3 = select i1 %68, i64 %75, i64 %.363.18.us.3
  %.383.us.6.3 = mul i64 %spec.select.us.6.3, %.62.fca.5.1.load.i44
  %.386.us.6.3 = add i64 %.383.us.6.3, %.363.2.us.6.3
  %.387.us.6.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.6.3
  %.388.us.6.3 = load double, double* %.387.us.6.3, align 8
  %.12.i.us.6.3 = tail call double @llvm.sin.f64(double %.388.us.6.3)
  %scevgep421 = getelementptr double, double* %lsr.iv418, i64 %loop.index.19.us.3
  %scevgep422 = getelementptr double, double* %scevgep421, i64 -1
  store double %.12.i.us.6.3, double* %scevgep422, align 8
  %spec.select.us.7.3 = select i1 %69, i64 %.360.17.us.3, i64 %.422.us.2
  %76 = add i64 %75, 1
  %.363.2.us.7.3 = select i1 %68, i64 %76, i64 %.363.18.us.3
  %.383.us.7.3 = mul i64 %spec.select.us.7.3, %.62.fca.5.1.load.i44
  %.386.us.7.3 = add i64 %.383.us.7.3, %.363.2.us.7.3
  %.387.us.7.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.7.3
  %.388.us.7.3 = load double, double* %.387.us.7.3, align 8
  %.12.i.us.7.3 = tail call double @llvm.sin.f64(double %.388.us.7.3)
  %scevgep433 = getelementptr double, double* %lsr.iv418, i64 %loop.index.19.us.3
  store double %.12.i.us.7.3, double* %scevgep433, align 8
  %.420.us.7.3 = add nuw i64 %loop.index.19.us.3, 8
  %77 = add i64 %76, 1
  %niter107.ncmp.7.3 = icmp eq i64 %77, %unroll_iter106.3
  br i1 %niter107.ncmp.7.3, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3

for.end.1.loopexit.us.unr-lcssa.3:                ; preds = %for.body.1.us.3, %for.end.1.loopexit.us.2
  %spec.select.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %spec.select.us.7.3, %for.body.1.us.3 ]
  %.363.2.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %.363.2.us.7.3, %for.body.1.us.3 ]
  %loop.index.19.us.unr.3 = phi i64 [ 0, %for.end.1.loopexit.us.2 ], [ %.420.us.7.3, %for.body.1.us.3 ]
  %.363.18.us.unr.3 = phi i64 [ %.363.2.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %.363.2.us.7.3, %for.body.1.us.3 ]
  %.360.17.us.unr.3 = phi i64 [ %spec.select.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %spec.select.us.7.3, %for.body.1.us.3 ]
  %78 = icmp eq i64 %xtraiter101.3, 0
  br i1 %78, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3.preheader

for.body.1.us.epil.3.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.3
  br label %for.body.1.us.epil.3

for.body.1.us.epil.3:                             ; preds = %for.body.1.us.epil.3.preheader, %for.body.1.us.epil.3
  %lsr.iv441 = phi i64 [ %xtraiter101.3, %for.body.1.us.epil.3.preheader ], [ %lsr.iv.next442, %for.body.1.us.epil.3 ]
  %loop.index.19.us.epil.3 = phi i64 [ %.420.us.epil.3, %for.body.1.us.epil.3 ], [ %loop.index.19.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.363.18.us.epil.3 = phi i64 [ %.363.2.us.epil.3, %for.body.1.us.epil.3 ], [ %.363.18.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.360.17.us.epil.3 = phi i64 [ %spec.select.us.epil.3, %for.body.1.us.epil.3 ], [ %.360.17.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %79 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %80 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil.3 = select i1 %80, i64 %.360.17.us.epil.3, i64 %.422.us.2
  %.363.2.us.epil.3 = select i1 %79, i64 %loop.index.19.us.epil.3, i64 %.363.18.us.epil.3
  %.383.us.epil.3 = mul i64 %spec.select.us.epil.3, %.62.fca.5.1.load.i44
  %.386.us.epil.3 = add i64 %.383.us.epil.3, %.363.2.us.epil.3
  %.387.us.epil.3 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.epil.3
  %.388.us.epil.3 = load double, double* %.387.us.epil.3, align 8
  %.12.i.us.epil.3 = tail call double @llvm.sin.f64(double %.388.us.epil.3)
  %scevgep440 = getelementptr double, double* %lsr.iv437, i64 %loop.index.19.us.epil.3
  store double %.12.i.us.epil.3, double* %scevgep440, align 8
  %.420.us.epil.3 = add nuw nsw i64 %loop.index.19.us.epil.3, 1
  %lsr.iv.next442 = add nsw i64 %lsr.iv441, -1
  %epil.iter102.cmp.3.not = icmp eq i64 %lsr.iv.next442, 0
  br i1 %epil.iter102.cmp.3.not, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3, !llvm.loop !17

for.end.1.loopexit.us.3:                          ; preds = %for.body.1.us.epil.3, %for.end.1.loopexit.us.unr-lcssa.3
  %spec.select.us.lcssa.3 = phi i64 [ %spec.select.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %spec.select.us.epil.3, %for.body.1.us.epil.3 ]
  %.363.2.us.lcssa.3 = phi i64 [ %.363.2.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %.363.2.us.epil.3, %for.body.1.us.epil.3 ]
  %81 = bitcast double* %lsr.iv341 to i1*
  %82 = bitcast double* %lsr.iv359 to i1*
  %83 = bitcast double* %lsr.iv366 to i1*
  %84 = bitcast double* %lsr.iv385 to i1*
  %85 = bitcast double* %lsr.iv392 to i1*
  %86 = bitcast double* %lsr.iv411 to i1*
  %87 = bitcast double* %lsr.iv418 to i1*
  %88 = bitcast double* %lsr.iv437 to i1*
  %.422.us.3 = add nuw nsw i64 %loop.index14.us, 4
  %scevgep343 = getelementptr i1, i1* %81, i64 %16
  %89 = bitcast i1* %scevgep343 to double*
  %scevgep361 = getelementptr i1, i1* %82, i64 %16
  %90 = bitcast i1* %scevgep361 to double*
  %scevgep368 = getelementptr i1, i1* %83, i64 %16
  %91 = bitcast i1* %scevgep368 to double*
  %scevgep387 = getelementptr i1, i1* %84, i64 %16
  %92 = bitcast i1* %scevgep387 to double*
  %scevgep394 = getelementptr i1, i1* %85, i64 %16
  %93 = bitcast i1* %scevgep394 to double*
  %scevgep413 = getelementptr i1, i1* %86, i64 %16
  %94 = bitcast i1* %scevgep413 to double*
  %scevgep420 = getelementptr i1, i1* %87, i64 %16
  %95 = bitcast i1* %scevgep420 to double*
  %scevgep439 = getelementptr i1, i1* %88, i64 %16
  %96 = bitcast i1* %scevgep439 to double*
  %niter126.ncmp.3 = icmp eq i64 %.422.us.3, %unroll_iter125
  br i1 %niter126.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader
  %loop.index14.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.422.us.3, %for.end.1.loopexit.us.3 ]
  %.363.013.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.363.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.360.012.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %spec.select.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %lcmp.mod124.not = icmp eq i64 %xtraiter108, 0
  br i1 %lcmp.mod124.not, label %for.end, label %for.cond.1.preheader.us.epil.preheader

for.cond.1.preheader.us.epil.preheader:           ; preds = %for.end.loopexit.unr-lcssa
  %xtraiter101.epil = and i64 %.62.fca.5.1.load.i44, 7
  %unroll_iter106.epil = and i64 %.62.fca.5.1.load.i44, -8
  %97 = mul i64 %loop.index14.us.unr, %.62.fca.5.1.load.i44
  %98 = add i64 %97, 7
  %scevgep314 = getelementptr double, double* %.6.i17, i64 %98
  %99 = shl i64 %.62.fca.5.1.load.i44, 3
  %scevgep333 = getelementptr double, double* %.6.i17, i64 %97
  br label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.1.loopexit.us.epil, %for.cond.1.preheader.us.epil.preheader
  %lsr.iv334 = phi double* [ %117, %for.end.1.loopexit.us.epil ], [ %scevgep333, %for.cond.1.preheader.us.epil.preheader ]
  %lsr.iv315 = phi double* [ %116, %for.end.1.loopexit.us.epil ], [ %scevgep314, %for.cond.1.preheader.us.epil.preheader ]
  %loop.index14.us.epil = phi i64 [ %.422.us.epil, %for.end.1.loopexit.us.epil ], [ %loop.index14.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.363.013.us.epil = phi i64 [ %.363.2.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.363.013.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.360.012.us.epil = phi i64 [ %spec.select.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.360.012.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %epil.iter123 = phi i64 [ %epil.iter123.next, %for.end.1.loopexit.us.epil ], [ 0, %for.cond.1.preheader.us.epil.preheader ]
  %100 = icmp ult i64 %13, 7
  br i1 %100, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil109.preheader

for.body.1.us.epil109.preheader:                  ; preds = %for.cond.1.preheader.us.epil
  br label %for.body.1.us.epil109

for.body.1.us.epil109:                            ; preds = %for.body.1.us.epil109.preheader, %for.body.1.us.epil109
  %loop.index.19.us.epil110 = phi i64 [ %110, %for.body.1.us.epil109 ], [ 0, %for.body.1.us.epil109.preheader ]
  %.363.18.us.epil111 = phi i64 [ %.363.2.us.7.epil, %for.body.1.us.epil109 ], [ %.363.013.us.epil, %for.body.1.us.epil109.preheader ]
  %.360.17.us.epil112 = phi i64 [ %spec.select.us.7.epil, %for.body.1.us.epil109 ], [ %.360.012.us.epil, %for.body.1.us.epil109.preheader ]
  %101 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %102 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil113 = select i1 %102, i64 %.360.17.us.epil112, i64 %loop.index14.us.epil
  %.363.2.us.epil114 = select i1 %101, i64 %loop.index.19.us.epil110, i64 %.363.18.us.epil111
  %.383.us.epil115 = mul i64 %spec.select.us.epil113, %.62.fca.5.1.load.i44
  %.386.us.epil116 = add i64 %.383.us.epil115, %.363.2.us.epil114
  %.387.us.epil117 = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.epil116
  %.388.us.epil118 = load double, double* %.387.us.epil117, align 8
  %.12.i.us.epil119 = tail call double @llvm.sin.f64(double %.388.us.epil118)
  %scevgep331 = getelementptr double, double* %lsr.iv315, i64 %loop.index.19.us.epil110
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -7
  store double %.12.i.us.epil119, double* %scevgep332, align 8
  %spec.select.us.1.epil = select i1 %102, i64 %.360.17.us.epil112, i64 %loop.index14.us.epil
  %103 = add i64 %loop.index.19.us.epil110, 1
  %.363.2.us.1.epil = select i1 %101, i64 %103, i64 %.363.18.us.epil111
  %.383.us.1.epil = mul i64 %spec.select.us.1.epil, %.62.fca.5.1.load.i44
  %.386.us.1.epil = add i64 %.383.us.1.epil, %.363.2.us.1.epil
  %.387.us.1.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.1.epil
  %.388.us.1.epil = load double, double* %.387.us.1.epil, align 8
  %.12.i.us.1.epil = tail call double @llvm.sin.f64(double %.388.us.1.epil)
  %scevgep328 = getelementptr double, double* %lsr.iv315, i64 %loop.index.19.us.epil110
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -6
  store double %.12.i.us.1.epil, double* %scevgep329, align 8
  %spec.select.us.2.epil = select i1 %102, i64 %.360.17.us.epil112, i64 %loop.index14.us.epil
  %104 = add i64 %103, 1
  %.363.2.us.2.epil = select i1 %101, i64 %104, i64 %.363.18.us.epil111
  %.383.us.2.epil = mul i64 %spec.select.us.2.epil, %.62.fca.5.1.load.i44
  %.386.us.2.epil = add i64 %.383.us.2.epil, %.363.2.us.2.epil
  %.387.us.2.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.2.epil
  %.388.us.2.epil = load double, double* %.387.us.2.epil, align 8
  %.12.i.us.2.epil = tail call double @llvm.sin.f64(double %.388.us.2.epil)
  %scevgep326 = getelementptr double, double* %lsr.iv315, i64 %loop.index.19.us.epil110
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -5
  store double %.12.i.us.2.epil, double* %scevgep327, align 8
  %spec.select.us.3.epil = select i1 %102, i64 %.360.17.us.epil112, i64 %loop.index14.us.epil
  %105 = add i64 %104, 1
  %.363.2.us.3.epil = select i1 %101, i64 %105, i64 %.363.18.us.epil111
  %.383.us.3.epil = mul i64 %spec.select.us.3.epil, %.62.fca.5.1.load.i44
  %.386.us.3.epil = add i64 %.383.us.3.epil, %.363.2.us.3.epil
  %.387.us.3.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.3.epil
  %.388.us.3.epil = load double, double* %.387.us.3.epil, align 8
  %.12.i.us.3.epil = tail call double @llvm.sin.f64(double %.388.us.3.epil)
  %scevgep324 = getelementptr double, double* %lsr.iv315, i64 %loop.index.19.us.epil110
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -4
  store double %.12.i.us.3.epil, double* %scevgep325, align 8
  %spec.select.us.4.epil = select i1 %102, i64 %.360.17.us.epil112, i64 %loop.index14.us.epil
  %106 = add i64 %105, 1
  %.363.2.us.4.epil = select i1 %101, i64 %106, i64 %.363.18.us.epil111
  %.383.us.4.epil = mul i64 %spec.select.us.4.epil, %.62.fca.5.1.load.i44
  %.386.us.4.epil = add i64 %.383.us.4.epil, %.363.2.us.4.epil
  %.387.us.4.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.4.epil
  %.388.us.4.epil = load double, double* %.387.us.4.epil, align 8
  %.12.i.us.4.epil = tail call double @llvm.sin.f64(double %.388.us.4.epil)
  %scevgep322 = getelementptr double, double* %lsr.iv315, i64 %loop.index.19.us.epil110
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -3
  store double %.12.i.us.4.epil, double* %scevgep323, align 8
  %spec.select.us.5.epil = select i1 %102, i64 %.360.17.us.epil112, i64 %loop.index14.us.epil
  %107 = add i64 %106, 1
  %.363.2.us.5.epil = select i1 %101, i64 %107, i64 %.363.18.us.epil111
  %.383.us.5.epil = mul i64 %spec.select.us.5.epil, %.62.fca.5.1.load.i44
  %.386.us.5.epil = add i64 %.383.us.5.epil, %.363.2.us.5.epil
  %.387.us.5.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.5.epil
  %.388.us.5.epil = load double, double* %.387.us.5.epil, align 8
  %.12.i.us.5.epil = tail call double @llvm.sin.f64(double %.388.us.5.epil)
  %scevgep320 = getelementptr double, double* %lsr.iv315, i64 %loop.index.19.us.epil110
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -2
  store double %.12.i.us.5.epil, double* %scevgep321, align 8
  %spec.select.us.6.epil = select i1 %102, i64 %.360.17.us.epil112, i64 %loop.index14.us.epil
  %108 = add i64 %107, 1
  %.363.2.us.6.epil = select i1 %101, i64 %108, i64 %.363.18.us.epil111
  %.383.us.6.epil = mul i64 %spec.select.us.6.epil, %.62.fca.5.1.load.i44
  %.386.us.6.epil = add i64 %.383.us.6.epil, %.363.2.us.6.epil
  %.387.us.6.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.6.epil
  %.388.us.6.epil = load double, double* %.387.us.6.epil, align 8
  %.12.i.us.6.epil = tail call double @llvm.sin.f64(double %.388.us.6.epil)
  %scevgep318 = getelementptr double, double* %lsr.iv315, i64 %loop.index.19.us.epil110
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -1
  store double %.12.i.us.6.epil, double* %scevgep319, align 8
  %spec.select.us.7.epil = select i1 %102, i64 %.360.17.us.epil112, i64 %loop.index14.us.epil
  %109 = add i64 %108, 1
  %.363.2.us.7.epil = select i1 %101, i64 %109, i64 %.363.18.us.epil111
  %.383.us.7.epil = mul i64 %spec.select.us.7.epil, %.62.fca.5.1.load.i44
  %.386.us.7.epil = add i64 %.383.us.7.epil, %.363.2.us.7.epil
  %.387.us.7.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.7.epil
  %.388.us.7.epil = load double, double* %.387.us.7.epil, align 8
  %.12.i.us.7.epil = tail call double @llvm.sin.f64(double %.388.us.7.epil)
  %scevgep330 = getelementptr double, double* %lsr.iv315, i64 %loop.index.19.us.epil110
  store double %.12.i.us.7.epil, double* %scevgep330, align 8
  %.420.us.7.epil = add nuw i64 %loop.index.19.us.epil110, 8
  %110 = add i64 %109, 1
  %niter107.ncmp.7.epil = icmp eq i64 %110, %unroll_iter106.epil
  br i1 %niter107.ncmp.7.epil, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil109

for.end.1.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.1.us.epil109, %for.cond.1.preheader.us.epil
  %spec.select.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %spec.select.us.7.epil, %for.body.1.us.epil109 ]
  %.363.2.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %.363.2.us.7.epil, %for.body.1.us.epil109 ]
  %loop.index.19.us.unr.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %.420.us.7.epil, %for.body.1.us.epil109 ]
  %.363.18.us.unr.epil = phi i64 [ %.363.013.us.epil, %for.cond.1.preheader.us.epil ], [ %.363.2.us.7.epil, %for.body.1.us.epil109 ]
  %.360.17.us.unr.epil = phi i64 [ %.360.012.us.epil, %for.cond.1.preheader.us.epil ], [ %spec.select.us.7.epil, %for.body.1.us.epil109 ]
  %111 = icmp eq i64 %xtraiter101.epil, 0
  br i1 %111, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil.preheader

for.body.1.us.epil.epil.preheader:                ; preds = %for.end.1.loopexit.us.unr-lcssa.epil
  br label %for.body.1.us.epil.epil

for.body.1.us.epil.epil:                          ; preds = %for.body.1.us.epil.epil.preheader, %for.body.1.us.epil.epil
  %lsr.iv338 = phi i64 [ %xtraiter101.epil, %for.body.1.us.epil.epil.preheader ], [ %lsr.iv.next339, %for.body.1.us.epil.epil ]
  %loop.index.19.us.epil.epil = phi i64 [ %.420.us.epil.epil, %for.body.1.us.epil.epil ], [ %loop.index.19.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.363.18.us.epil.epil = phi i64 [ %.363.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.363.18.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.360.17.us.epil.epil = phi i64 [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ], [ %.360.17.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %112 = icmp ugt i64 %.62.fca.5.1.load.i44, 1
  %113 = icmp eq i64 %.62.fca.5.0.load.i45, 1
  %spec.select.us.epil.epil = select i1 %113, i64 %.360.17.us.epil.epil, i64 %loop.index14.us.epil
  %.363.2.us.epil.epil = select i1 %112, i64 %loop.index.19.us.epil.epil, i64 %.363.18.us.epil.epil
  %.383.us.epil.epil = mul i64 %spec.select.us.epil.epil, %.62.fca.5.1.load.i44
  %.386.us.epil.epil = add i64 %.383.us.epil.epil, %.363.2.us.epil.epil
  %.387.us.epil.epil = getelementptr double, double* %.62.fca.4.load.i46, i64 %.386.us.epil.epil
  %.388.us.epil.epil = load double, double* %.387.us.epil.epil, align 8
  %.12.i.us.epil.epil = tail call double @llvm.sin.f64(double %.388.us.epil.epil)
  %scevgep337 = getelementptr double, double* %lsr.iv334, i64 %loop.index.19.us.epil.epil
  store double %.12.i.us.epil.epil, double* %scevgep337, align 8
  %.420.us.epil.epil = add nuw nsw i64 %loop.index.19.us.epil.epil, 1
  %lsr.iv.next339 = add nsw i64 %lsr.iv338, -1
  %epil.iter102.cmp.epil.not = icmp eq i64 %lsr.iv.next339, 0
  br i1 %epil.iter102.cmp.epil.not, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil, !llvm.loop !17

for.end.1.loopexit.us.epil:                       ; preds = %for.body.1.us.epil.epil, %for.end.1.loopexit.us.unr-lcssa.epil
  %spec.select.us.lcssa.epil = phi i64 [ %spec.select.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ]
  %.363.2.us.lcssa.epil = phi i64 [ %.363.2.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %.363.2.us.epil.epil, %for.body.1.us.epil.epil ]
  %114 = bitcast double* %lsr.iv315 to i1*
  %115 = bitcast double* %lsr.iv334 to i1*
  %.422.us.epil = add nuw nsw i64 %loop.index14.us.epil, 1
  %epil.iter123.next = add i64 %epil.iter123, 1
  %scevgep317 = getelementptr i1, i1* %114, i64 %99
  %116 = bitcast i1* %scevgep317 to double*
  %scevgep336 = getelementptr i1, i1* %115, i64 %99
  %117 = bitcast i1* %scevgep336 to double*
  %epil.iter123.cmp.not = icmp eq i64 %epil.iter123.next, %xtraiter108
  br i1 %epil.iter123.cmp.not, label %for.end, label %for.cond.1.preheader.us.epil, !llvm.loop !19

for.end:                                          ; preds = %for.end.1.loopexit.us.epil, %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.preheader, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.62.fca.0.load.i50)
  %.83.i = icmp eq i64 %.282, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !8

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.282, i64 1)
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
  %scevgep184 = getelementptr double, double* %.6.i17, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %124 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep160 = getelementptr double, double* %.6.i17, i64 %124
  %125 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %126 = bitcast double* %scevgep160 to i8*
  %uglygep181 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep181182 = bitcast i8* %uglygep181 to double*
  %scevgep183 = getelementptr double, double* %uglygep181182, i64 -7
  %.265.i.epil = load double, double* %scevgep183, align 8, !noalias !20
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep178 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep178179 = bitcast i8* %uglygep178 to double*
  %scevgep180 = getelementptr double, double* %uglygep178179, i64 -6
  %.265.1.i.epil = load double, double* %scevgep180, align 8, !noalias !20
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep175 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep175176 = bitcast i8* %uglygep175 to double*
  %scevgep177 = getelementptr double, double* %uglygep175176, i64 -5
  %.265.2.i.epil = load double, double* %scevgep177, align 8, !noalias !20
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep172 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep172173 = bitcast i8* %uglygep172 to double*
  %scevgep174 = getelementptr double, double* %uglygep172173, i64 -4
  %.265.3.i.epil = load double, double* %scevgep174, align 8, !noalias !20
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep169 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep169170 = bitcast i8* %uglygep169 to double*
  %scevgep171 = getelementptr double, double* %uglygep169170, i64 -3
  %.265.4.i.epil = load double, double* %scevgep171, align 8, !noalias !20
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep166 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep166167 = bitcast i8* %uglygep166 to double*
  %scevgep168 = getelementptr double, double* %uglygep166167, i64 -2
  %.265.5.i.epil = load double, double* %scevgep168, align 8, !noalias !20
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep163 = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep163164 = bitcast i8* %uglygep163 to double*
  %scevgep165 = getelementptr double, double* %uglygep163164, i64 -1
  %.265.6.i.epil = load double, double* %scevgep165, align 8, !noalias !20
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %126, i64 %lsr.iv
  %uglygep162 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep162, align 8, !noalias !20
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
  %lsr.iv312 = phi i64 [ %lsr.iv.next313, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep310 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -63
  %.265.i = load double, double* %scevgep311, align 8, !noalias !20
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep308 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -62
  %.265.1.i = load double, double* %scevgep309, align 8, !noalias !20
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep306 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -61
  %.265.2.i = load double, double* %scevgep307, align 8, !noalias !20
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep304 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -60
  %.265.3.i = load double, double* %scevgep305, align 8, !noalias !20
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep302 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -59
  %.265.4.i = load double, double* %scevgep303, align 8, !noalias !20
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep300 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -58
  %.265.5.i = load double, double* %scevgep301, align 8, !noalias !20
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep298 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -57
  %.265.6.i = load double, double* %scevgep299, align 8, !noalias !20
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep296 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -56
  %.265.7.i = load double, double* %scevgep297, align 8, !noalias !20
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep265 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep266 = getelementptr double, double* %scevgep265, i64 -55
  %.265.i.1 = load double, double* %scevgep266, align 8, !noalias !20
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep267 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep268 = getelementptr double, double* %scevgep267, i64 -54
  %.265.1.i.1 = load double, double* %scevgep268, align 8, !noalias !20
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep269 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -53
  %.265.2.i.1 = load double, double* %scevgep270, align 8, !noalias !20
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep271 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep272 = getelementptr double, double* %scevgep271, i64 -52
  %.265.3.i.1 = load double, double* %scevgep272, align 8, !noalias !20
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep273 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -51
  %.265.4.i.1 = load double, double* %scevgep274, align 8, !noalias !20
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep275 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep276 = getelementptr double, double* %scevgep275, i64 -50
  %.265.5.i.1 = load double, double* %scevgep276, align 8, !noalias !20
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep277 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep278 = getelementptr double, double* %scevgep277, i64 -49
  %.265.6.i.1 = load double, double* %scevgep278, align 8, !noalias !20
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep279 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep280 = getelementptr double, double* %scevgep279, i64 -48
  %.265.7.i.1 = load double, double* %scevgep280, align 8, !noalias !20
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep249 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -47
  %.265.i.2 = load double, double* %scevgep250, align 8, !noalias !20
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep251 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -46
  %.265.1.i.2 = load double, double* %scevgep252, align 8, !noalias !20
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep253 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -45
  %.265.2.i.2 = load double, double* %scevgep254, align 8, !noalias !20
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep255 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -44
  %.265.3.i.2 = load double, double* %scevgep256, align 8, !noalias !20
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep257 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep258 = getelementptr double, double* %scevgep257, i64 -43
  %.265.4.i.2 = load double, double* %scevgep258, align 8, !noalias !20
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep259 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -42
  %.265.5.i.2 = load double, double* %scevgep260, align 8, !noalias !20
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep261 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -41
  %.265.6.i.2 = load double, double* %scevgep262, align 8, !noalias !20
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep263 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -40
  %.265.7.i.2 = load double, double* %scevgep264, align 8, !noalias !20
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep233 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -39
  %.265.i.3 = load double, double* %scevgep234, align 8, !noalias !20
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep235 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -38
  %.265.1.i.3 = load double, double* %scevgep236, align 8, !noalias !20
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep237 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -37
  %.265.2.i.3 = load double, double* %scevgep238, align 8, !noalias !20
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep239 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -36
  %.265.3.i.3 = load double, double* %scevgep240, align 8, !noalias !20
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep241 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -35
  %.265.4.i.3 = load double, double* %scevgep242, align 8, !noalias !20
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep243 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -34
  %.265.5.i.3 = load double, double* %scevgep244, align 8, !noalias !20
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep245 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -33
  %.265.6.i.3 = load double, double* %scevgep246, align 8, !noalias !20
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep247 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -32
  %.265.7.i.3 = load double, double* %scevgep248, align 8, !noalias !20
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep217 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -31
  %.265.i.4 = load double, double* %scevgep218, align 8, !noalias !20
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep219 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -30
  %.265.1.i.4 = load double, double* %scevgep220, align 8, !noalias !20
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep221 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -29
  %.265.2.i.4 = load double, double* %scevgep222, align 8, !noalias !20
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep223 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -28
  %.265.3.i.4 = load double, double* %scevgep224, align 8, !noalias !20
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep225 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -27
  %.265.4.i.4 = load double, double* %scevgep226, align 8, !noalias !20
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep227 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -26
  %.265.5.i.4 = load double, double* %scevgep228, align 8, !noalias !20
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep229 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -25
  %.265.6.i.4 = load double, double* %scevgep230, align 8, !noalias !20
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep231 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -24
  %.265.7.i.4 = load double, double* %scevgep232, align 8, !noalias !20
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep201 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -23
  %.265.i.5 = load double, double* %scevgep202, align 8, !noalias !20
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep203 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -22
  %.265.1.i.5 = load double, double* %scevgep204, align 8, !noalias !20
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep205 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -21
  %.265.2.i.5 = load double, double* %scevgep206, align 8, !noalias !20
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep207 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -20
  %.265.3.i.5 = load double, double* %scevgep208, align 8, !noalias !20
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep209 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -19
  %.265.4.i.5 = load double, double* %scevgep210, align 8, !noalias !20
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep211 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -18
  %.265.5.i.5 = load double, double* %scevgep212, align 8, !noalias !20
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep213 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -17
  %.265.6.i.5 = load double, double* %scevgep214, align 8, !noalias !20
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep215 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -16
  %.265.7.i.5 = load double, double* %scevgep216, align 8, !noalias !20
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep185 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -15
  %.265.i.6 = load double, double* %scevgep186, align 8, !noalias !20
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep187 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -14
  %.265.1.i.6 = load double, double* %scevgep188, align 8, !noalias !20
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep189 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -13
  %.265.2.i.6 = load double, double* %scevgep190, align 8, !noalias !20
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep191 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -12
  %.265.3.i.6 = load double, double* %scevgep192, align 8, !noalias !20
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep193 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -11
  %.265.4.i.6 = load double, double* %scevgep194, align 8, !noalias !20
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep195 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -10
  %.265.5.i.6 = load double, double* %scevgep196, align 8, !noalias !20
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep197 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -9
  %.265.6.i.6 = load double, double* %scevgep198, align 8, !noalias !20
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep199 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -8
  %.265.7.i.6 = load double, double* %scevgep200, align 8, !noalias !20
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep281 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep282 = getelementptr double, double* %scevgep281, i64 -7
  %.265.i.7 = load double, double* %scevgep282, align 8, !noalias !20
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep283 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -6
  %.265.1.i.7 = load double, double* %scevgep284, align 8, !noalias !20
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep285 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -5
  %.265.2.i.7 = load double, double* %scevgep286, align 8, !noalias !20
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep287 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -4
  %.265.3.i.7 = load double, double* %scevgep288, align 8, !noalias !20
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep289 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -3
  %.265.4.i.7 = load double, double* %scevgep290, align 8, !noalias !20
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep291 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -2
  %.265.5.i.7 = load double, double* %scevgep292, align 8, !noalias !20
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep293 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -1
  %.265.6.i.7 = load double, double* %scevgep294, align 8, !noalias !20
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep295 = getelementptr double, double* %scevgep184, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep295, align 8, !noalias !20
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next313 = add i64 %lsr.iv312, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next313, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !8

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.matmul_chain, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.71 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !8

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.108, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([165 x i8], [165 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !8

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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !8

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr11 to i8**
  %.62.fca.1.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %24, i64 16
  %25 = bitcast i8* %sunkaddr12 to i64*
  %.62.fca.2.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr13 to double**
  %.62.fca.4.load = load double*, double** %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr14 to i64*
  %.62.fca.5.0.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %30, i64 48
  %31 = bitcast i8* %sunkaddr15 to i64*
  %.62.fca.5.1.load = load i64, i64* %31, align 8
  %32 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %32, i64 56
  %33 = bitcast i8* %sunkaddr16 to i64*
  %.62.fca.6.0.load = load i64, i64* %33, align 8
  %34 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %34, i64 64
  %35 = bitcast i8* %sunkaddr17 to i64*
  %.62.fca.6.1.load = load i64, i64* %35, align 8
  store double 0.000000e+00, double* %.71, align 8
  %.83 = call i32 @_ZN7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.71, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* %.62.fca.1.load, i64 %.62.fca.2.load, i64 8, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.5.1.load, i64 %.62.fca.6.0.load, i64 %.62.fca.6.1.load) #3
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
  br i1 %.129, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !8

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.142 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 2
  %.143 = call i8* @numba_unpickle(i8* %.118, i32 %.120, i8* %.142)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.145 = phi i8* [ %.133, %entry.endif.endif.endif.e...endif ], [ %.143, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.146.not = icmp eq i8* %.145, null
  br i1 %.146.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !8

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

define double @cfunc._ZN7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2) local_unnamed_addr {
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
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 5
  %.12 = extractvalue [2 x i64] %extracted.shape.1, 0
  %.13 = extractvalue [2 x i64] %extracted.shape.1, 1
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 6
  %.14 = extractvalue [2 x i64] %extracted.strides.1, 0
  %.15 = extractvalue [2 x i64] %extracted.strides.1, 1
  %.16 = call i32 @_ZN7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.12, i64 %.13, i64 %.14, i64 %.15) #3
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
  %.79 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f7c2ac41f90>", i64 0, i64 0))
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
  br i1 %.50, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !8

entry.if.if.else:                                 ; preds = %entry.if.if
  %.63 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 2
  %.64 = call i8* @numba_unpickle(i8* %.39, i32 %.41, i8* %.63)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.66 = phi i8* [ %.54, %entry.if.if.if.endif ], [ %.64, %entry.if.if.else ]
  %.67.not = icmp eq i8* %.66, null
  br i1 %.67.not, label %.31, label %entry.if.if.endif.if, !prof !8

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

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
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
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140171274230784, %B56 ], [ @.const.picklebuf.140171274208832, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.140171274177344, %B0.endif.endif.endif.endif.endif.i.i ]
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140171274177344.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.140171275814400, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.140171274230720, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %1, align 8, !noalias !54
  %2 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 8, double* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 8)
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
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
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140171276126848, %entry ], [ @.const.picklebuf.140171274955072, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140171275653056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140171275653056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140171275653056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
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
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !58
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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !71
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !8

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140171274230784.11, %B56 ], [ @.const.picklebuf.140171274208832.12, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.140171274177344.13, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !81
  %.32.i.i = shl nsw i64 %.51.i.i, 3
  %.33.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false), !noalias !82
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140171274177344.5.14, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.140171275814400.15, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.140171274230720.16, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %1, align 8, !noalias !85
  %2 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 8, double* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 8)
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
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
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140171271173376, %entry ], [ @.const.picklebuf.140171271263680, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140171275653056.17, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140171275653056.17, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140171275653056.17, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error.18", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.if.else.if:       ; preds = %B0.endif.endif.endif.endif.else.if.else
  call void @numba_gil_ensure(i32* nonnull %.259)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error.18", i64 0, i64 0))
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
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !57

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
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !57

B0.endif.endif.endif.endif.else.else.if.if:       ; preds = %B0.endif.endif.endif.endif.else.else.if
  call void @numba_gil_ensure(i32* nonnull %.281)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error.18", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.else.else.if:     ; preds = %B0.endif.endif.endif.endif.else.else.else
  call void @numba_gil_ensure(i32* nonnull %.301)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error.18", i64 0, i64 0))
  unreachable
}

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
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!4 = !{!5, !7}
!5 = distinct !{!5, !6, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE"}
!7 = distinct !{!7, !6, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %excinfo"}
!8 = !{!"branch_weights", i32 1, i32 99}
!9 = !{i1 true}
!10 = !{!11, !13, !14, !16}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !18}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!23 = !{!"branch_weights", i32 1, i32 7}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18}
!26 = !{!"branch_weights", i32 199, i32 9801}
!27 = !{!28, !30, !31, !33, !34, !36, !37, !39}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!40 = !{!41, !43, !44, !46, !47, !49}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!50 = !{!34, !36, !37, !39}
!51 = !{!52, !37, !39}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!54 = !{!47, !49}
!55 = !{!"branch_weights", i32 2126008812, i32 21474836}
!56 = !{!"branch_weights", i32 21474836, i32 2126008812}
!57 = !{!"branch_weights", i32 99, i32 1}
!58 = !{!59, !61, !62, !64, !65, !67, !68, !70}
!59 = distinct !{!59, !60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!60 = distinct !{!60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!61 = distinct !{!61, !60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!62 = distinct !{!62, !63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!64 = distinct !{!64, !63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!65 = distinct !{!65, !66, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!66 = distinct !{!66, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!67 = distinct !{!67, !66, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!68 = distinct !{!68, !69, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!69 = distinct !{!69, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!70 = distinct !{!70, !69, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!71 = !{!72, !74, !75, !77, !78, !80}
!72 = distinct !{!72, !73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!73 = distinct !{!73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!74 = distinct !{!74, !73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!75 = distinct !{!75, !76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!76 = distinct !{!76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!77 = distinct !{!77, !76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!81 = !{!65, !67, !68, !70}
!82 = !{!83, !68, !70}
!83 = distinct !{!83, !84, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!84 = distinct !{!84, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!85 = !{!78, !80}
