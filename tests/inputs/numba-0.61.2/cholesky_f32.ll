; ModuleID = 'cholesky_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140568127834560 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140568127834560.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140568127834560 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140568127834560, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568127834560.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cholesky_f32 = internal constant [13 x i8] c"cholesky_f32\00"
@_ZN08NumbaEnv7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [165 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fd891474350>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fd891474350>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140568131958144 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140568131958144.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140568131958144 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140568131958144, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131958144.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568131958528 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140568131958528.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140568131958528 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140568131958528, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131958528.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568131929408 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140568131929408.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140568131929408 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140568131929408, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131929408.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140568131957696 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140568131957696.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140568131957696 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140568131957696, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131957696.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568131390656 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140568131390656.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140568131390656 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140568131390656, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131390656.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568131929408.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140568131929408.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140568131929408.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140568131929408.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131929408.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140568133515456 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DA\02\87\94\87\94."
@.const.pickledata.140568133515456.sha1 = internal constant [20 x i8] c"K\07\97\95^\F7\FF\1E\9E\83`p\C4Ye\98&\1E\E2\7F"
@.const.picklebuf.140568133515456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.140568133515456, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568133515456.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568131286528 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DD\02\87\94\87\94."
@.const.pickledata.140568131286528.sha1 = internal constant [20 x i8] c"[!l!\F8\B9B\C0\AA]\EC\ABQG\F0\D5\0Bf\80\1C"
@.const.picklebuf.140568131286528 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.140568131286528, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131286528.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568129720832 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94MB\01\87\94\87\94."
@.const.pickledata.140568129720832.sha1 = internal constant [20 x i8] c"\02\A2,\87\97_\0ET\BCT~CX\FBj\0E\993`\91"
@.const.picklebuf.140568129720832 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140568129720832, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568129720832.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140568129947520 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\EE\03\87\94\87\94."
@.const.pickledata.140568129947520.sha1 = internal constant [20 x i8] c"^V\03\DB\D2\05\07nO@\90\15\E3%\1F\1A/h\8A\89"
@.const.picklebuf.140568129947520 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140568129947520, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568129947520.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568129718784 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140568129718784.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140568129718784 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140568129718784, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568129718784.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568130435968 = internal constant [82 x i8] c"\80\04\95G\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\FF\03\87\94\87\94."
@.const.pickledata.140568130435968.sha1 = internal constant [20 x i8] c"\952\12wq\B1J\88!\C5:\FD\C6I\D6\8E`I<\95"
@.const.picklebuf.140568130435968 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([82 x i8], [82 x i8]* @.const.pickledata.140568130435968, i32 0, i32 0), i32 82, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568130435968.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568130436352 = internal constant [119 x i8] c"\80\04\95l\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C Matrix is not positive definite.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\01\04\87\94\87\94."
@.const.pickledata.140568130436352.sha1 = internal constant [20 x i8] c"\12\DC,\CD\E0Z\FD'P\AA\E0<\F5\86\0A\D4\D3\D0\9Ce"
@.const.picklebuf.140568130436352 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([119 x i8], [119 x i8]* @.const.pickledata.140568130436352, i32 0, i32 0), i32 119, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568130436352.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568131929408.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140568131929408.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140568131929408.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140568131929408.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131929408.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140568129655808 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140568129655808.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140568129655808 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140568129655808, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568129655808.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568127608000 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140568127608000.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140568127608000 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140568127608000, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568127608000.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568131929408.24 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140568131929408.sha1.25 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140568131929408.16 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140568131929408.24, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131929408.sha1.25, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140568130436736 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140568130436736.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140568130436736 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140568130436736, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568130436736.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568131837952 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140568131837952.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140568131837952 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140568131837952, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131837952.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568131929408.6.22 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140568131929408.sha1.7.23 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140568131929408.5.17 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140568131929408.6.22, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131929408.sha1.7.23, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error.19" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140568128112576 = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94M\82\02\87\94\87\94."
@.const.pickledata.140568128112576.sha1 = internal constant [20 x i8] c"\A9\AA\D7\9FJ\FEY'\E8\B7r\E9\94I\D8\1B\C0\F0\0A\A8"
@.const.picklebuf.140568128112576 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([152 x i8], [152 x i8]* @.const.pickledata.140568128112576, i32 0, i32 0), i32 152, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568128112576.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140568129666240 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94M\85\02\87\94\87\94."
@.const.pickledata.140568129666240.sha1 = internal constant [20 x i8] c";A\C0U\F9\8Ci\9FT\95c|\16X\E2\92\1D\14\C3}"
@.const.picklebuf.140568129666240 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([163 x i8], [163 x i8]* @.const.pickledata.140568129666240, i32 0, i32 0), i32 163, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568129666240.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140568129720832.20 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94MB\01\87\94\87\94."
@.const.pickledata.140568129720832.sha1.21 = internal constant [20 x i8] c"\02\A2,\87\97_\0ET\BCT~CX\FBj\0E\993`\91"
@.const.picklebuf.140568129720832.18 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140568129720832.20, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568129720832.sha1.21, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fd89146ead0B3v22B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140568131929408.33 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140568131929408.sha1.34 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140568131929408.32 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140568131929408.33, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140568131929408.sha1.34, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.40.i = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %0 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }*
  %.34.i = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i18 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.409 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %1 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %1, i8 0, i64 72, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %.88 = mul nsw i64 %arg.A.5.1, %arg.A.5.0
  tail call void @NRT_incref(i8* %arg.A.0)
  %2 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %2)
  %3 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i18, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.40.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i18, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.A.0, i8* %arg.A.1, i64 %.88, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.1, i64 %arg.A.5.0, i64 %arg.A.6.1, i64 %arg.A.6.0), !noalias !0
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i18 to i8*
  %5 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.fca.0.gep17.i284 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8**
  %.fca.6.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 6, i64 1
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 6, i64 0
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 4
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 3
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 2
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 1
  %.62.fca.6.1.load.i = load i64, i64* %.fca.6.1.gep.i, align 8, !noalias !0
  %.62.fca.6.0.load.i = load i64, i64* %.fca.6.0.gep.i, align 8, !noalias !0
  %.62.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !0
  %.62.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.62.fca.4.load.i = load float*, float** %.fca.4.gep.i, align 8, !noalias !0
  %.62.fca.3.load.i = load i64, i64* %.fca.3.gep.i, align 8, !noalias !0
  %.62.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !0
  %.62.fca.1.load.i = load i8*, i8** %.fca.1.gep.i, align 8, !noalias !0
  %.62.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i284, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  tail call void @NRT_decref(i8* %arg.A.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.25665.not = icmp slt i64 %arg.A.5.0, 1
  br i1 %.25665.not, label %B122, label %B82.lr.ph

B82.lr.ph:                                        ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit.thread
  %.348 = sitofp i64 %arg.A.5.0 to double
  %6 = add i64 %arg.A.5.0, -1
  %xtraiter75 = and i64 %arg.A.5.0, 7
  %7 = icmp ult i64 %6, 7
  br i1 %7, label %B122.loopexit.unr-lcssa, label %B82.lr.ph.new

B82.lr.ph.new:                                    ; preds = %B82.lr.ph
  %8 = shl i64 %.62.fca.5.1.load.i, 5
  %9 = add i64 %8, 32
  %10 = lshr i64 %arg.A.5.0, 3
  %11 = mul i64 %10, -8
  %12 = shl i64 %.62.fca.5.1.load.i, 2
  %13 = add i64 %12, 4
  br label %B82

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit: ; preds = %entry
  %14 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i18 to i8*
  %15 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.60.i = icmp sgt i32 %.52.i, 0
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i18, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %15)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14)
  %.130 = select i1 %.60.i, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.130, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B82:                                              ; preds = %B82, %B82.lr.ph.new
  %lsr.iv263 = phi float* [ %25, %B82 ], [ %.62.fca.4.load.i, %B82.lr.ph.new ]
  %lsr.iv261 = phi i64 [ %lsr.iv.next262, %B82 ], [ 3, %B82.lr.ph.new ]
  %lsr.iv263264 = bitcast float* %lsr.iv263 to i1*
  %lsr.iv263268 = bitcast float* %lsr.iv263 to i8*
  %.345 = load float, float* %lsr.iv263, align 4
  %.347 = fpext float %.345 to double
  %.349 = fadd double %.348, %.347
  %.397 = fptrunc double %.349 to float
  store float %.397, float* %lsr.iv263, align 4
  %uglygep269 = getelementptr i8, i8* %lsr.iv263268, i64 %13
  %sunkaddr322 = mul i64 %.62.fca.5.1.load.i, 4
  %16 = bitcast float* %lsr.iv263 to i8*
  %sunkaddr323 = getelementptr i8, i8* %16, i64 %sunkaddr322
  %sunkaddr324 = getelementptr i8, i8* %sunkaddr323, i64 4
  %17 = bitcast i8* %sunkaddr324 to float*
  %.345.1 = load float, float* %17, align 4
  %.347.1 = fpext float %.345.1 to double
  %.349.1 = fadd double %.348, %.347.1
  %.397.1 = fptrunc double %.349.1 to float
  store float %.397.1, float* %17, align 4
  %uglygep271 = getelementptr i8, i8* %uglygep269, i64 %13
  %sunkaddr325 = mul i64 %.62.fca.5.1.load.i, 8
  %18 = bitcast float* %lsr.iv263 to i8*
  %sunkaddr326 = getelementptr i8, i8* %18, i64 %sunkaddr325
  %sunkaddr327 = getelementptr i8, i8* %sunkaddr326, i64 8
  %19 = bitcast i8* %sunkaddr327 to float*
  %.345.2 = load float, float* %19, align 4
  %.347.2 = fpext float %.345.2 to double
  %.349.2 = fadd double %.348, %.347.2
  %.397.2 = fptrunc double %.349.2 to float
  store float %.397.2, float* %19, align 4
  %uglygep273 = getelementptr i8, i8* %uglygep271, i64 %13
  %sunkaddr328 = mul i64 %.62.fca.5.1.load.i, 4
  %sunkaddr329 = getelementptr i8, i8* %uglygep271, i64 %sunkaddr328
  %sunkaddr330 = getelementptr i8, i8* %sunkaddr329, i64 4
  %20 = bitcast i8* %sunkaddr330 to float*
  %.345.3 = load float, float* %20, align 4
  %.347.3 = fpext float %.345.3 to double
  %.349.3 = fadd double %.348, %.347.3
  %.397.3 = fptrunc double %.349.3 to float
  store float %.397.3, float* %20, align 4
  %uglygep275 = getelementptr i8, i8* %uglygep273, i64 %13
  %sunkaddr331 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr332 = getelementptr i8, i8* %uglygep271, i64 %sunkaddr331
  %sunkaddr333 = getelementptr i8, i8* %sunkaddr332, i64 8
  %21 = bitcast i8* %sunkaddr333 to float*
  %.345.4 = load float, float* %21, align 4
  %.347.4 = fpext float %.345.4 to double
  %.349.4 = fadd double %.348, %.347.4
  %.397.4 = fptrunc double %.349.4 to float
  store float %.397.4, float* %21, align 4
  %uglygep277 = getelementptr i8, i8* %uglygep275, i64 %13
  %sunkaddr334 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr335 = getelementptr i8, i8* %uglygep273, i64 %sunkaddr334
  %sunkaddr336 = getelementptr i8, i8* %sunkaddr335, i64 8
  %22 = bitcast i8* %sunkaddr336 to float*
  %.345.5 = load float, float* %22, align 4
  %.347.5 = fpext float %.345.5 to double
  %.349.5 = fadd double %.348, %.347.5
  %.397.5 = fptrunc double %.349.5 to float
  store float %.397.5, float* %22, align 4
  %sunkaddr = mul i64 %.62.fca.5.1.load.i, 4
  %sunkaddr285 = getelementptr i8, i8* %uglygep277, i64 %sunkaddr
  %sunkaddr286 = getelementptr i8, i8* %sunkaddr285, i64 4
  %23 = bitcast i8* %sunkaddr286 to float*
  %.345.6 = load float, float* %23, align 4
  %.347.6 = fpext float %.345.6 to double
  %.349.6 = fadd double %.348, %.347.6
  %.397.6 = fptrunc double %.349.6 to float
  store float %.397.6, float* %23, align 4
  %sunkaddr287 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr288 = getelementptr i8, i8* %uglygep277, i64 %sunkaddr287
  %sunkaddr289 = getelementptr i8, i8* %sunkaddr288, i64 8
  %24 = bitcast i8* %sunkaddr289 to float*
  %.345.7 = load float, float* %24, align 4
  %.347.7 = fpext float %.345.7 to double
  %.349.7 = fadd double %.348, %.347.7
  %.397.7 = fptrunc double %.349.7 to float
  store float %.397.7, float* %24, align 4
  %lsr.iv.next262 = add nuw i64 %lsr.iv261, 8
  %scevgep265 = getelementptr i1, i1* %lsr.iv263264, i64 %9
  %25 = bitcast i1* %scevgep265 to float*
  %26 = add i64 %11, %lsr.iv.next262
  %niter79.ncmp.7 = icmp eq i64 %26, 3
  br i1 %niter79.ncmp.7, label %B122.loopexit.unr-lcssa.loopexit, label %B82

B122.loopexit.unr-lcssa.loopexit:                 ; preds = %B82
  %27 = add i64 %lsr.iv.next262, -3
  br label %B122.loopexit.unr-lcssa

B122.loopexit.unr-lcssa:                          ; preds = %B122.loopexit.unr-lcssa.loopexit, %B82.lr.ph
  %.200.066.unr = phi i64 [ 0, %B82.lr.ph ], [ %27, %B122.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod77.not = icmp eq i64 %xtraiter75, 0
  br i1 %lcmp.mod77.not, label %B122, label %B82.epil.preheader

B82.epil.preheader:                               ; preds = %B122.loopexit.unr-lcssa
  %28 = add i64 %.62.fca.5.1.load.i, 1
  %29 = mul i64 %.200.066.unr, %28
  %scevgep253 = getelementptr float, float* %.62.fca.4.load.i, i64 %29
  %30 = shl i64 %.62.fca.5.1.load.i, 2
  %31 = add i64 %30, 4
  br label %B82.epil

B82.epil:                                         ; preds = %B82.epil.preheader, %B82.epil
  %lsr.iv259 = phi i64 [ %xtraiter75, %B82.epil.preheader ], [ %lsr.iv.next260, %B82.epil ]
  %lsr.iv254 = phi float* [ %scevgep253, %B82.epil.preheader ], [ %32, %B82.epil ]
  %lsr.iv254255 = bitcast float* %lsr.iv254 to i1*
  %.345.epil = load float, float* %lsr.iv254, align 4
  %.347.epil = fpext float %.345.epil to double
  %.349.epil = fadd double %.348, %.347.epil
  %.397.epil = fptrunc double %.349.epil to float
  store float %.397.epil, float* %lsr.iv254, align 4
  %scevgep256 = getelementptr i1, i1* %lsr.iv254255, i64 %31
  %32 = bitcast i1* %scevgep256 to float*
  %lsr.iv.next260 = add nsw i64 %lsr.iv259, -1
  %epil.iter76.cmp.not = icmp eq i64 %lsr.iv.next260, 0
  br i1 %epil.iter76.cmp.not, label %B122, label %B82.epil, !llvm.loop !4

B122:                                             ; preds = %B82.epil, %B122.loopexit.unr-lcssa, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit.thread
  %33 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8**
  %34 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %34, i8 0, i64 72, i1 false)
  %.417 = call i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.409, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.2, i8* %.62.fca.0.load.i, i8* %.62.fca.1.load.i, i64 %.62.fca.2.load.i, i64 %.62.fca.3.load.i, float* %.62.fca.4.load.i, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %.62.fca.6.0.load.i, i64 %.62.fca.6.1.load.i)
  %.427.fca.0.load = load i8*, i8** %33, align 8
  switch i32 %.417, label %B122.if [
    i32 -2, label %B122.endif
    i32 0, label %B122.endif
  ]

common.ret:                                       ; preds = %B122.endif.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit, %B122.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit, %for.end.endif, %B122.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B122.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit ], [ %.417, %B122.if ], [ %.44.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit ], [ 1, %B122.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B122.if:                                          ; preds = %B122
  %.425 = icmp sgt i32 %.417, 0
  %.418 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.426 = select i1 %.425, { i8*, i32, i8*, i8*, i32 }* %.418, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.426, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B122.endif:                                       ; preds = %B122, %B122
  %35 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr290 = getelementptr inbounds i8, i8* %35, i64 64
  %36 = bitcast i8* %sunkaddr290 to i64*
  %.427.fca.6.1.load = load i64, i64* %36, align 8
  %37 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr291 = getelementptr inbounds i8, i8* %37, i64 56
  %38 = bitcast i8* %sunkaddr291 to i64*
  %.427.fca.6.0.load = load i64, i64* %38, align 8
  %39 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr292 = getelementptr inbounds i8, i8* %39, i64 48
  %40 = bitcast i8* %sunkaddr292 to i64*
  %.427.fca.5.1.load = load i64, i64* %40, align 8
  %41 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr293 = getelementptr inbounds i8, i8* %41, i64 40
  %42 = bitcast i8* %sunkaddr293 to i64*
  %.427.fca.5.0.load = load i64, i64* %42, align 8
  %43 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr294 = getelementptr inbounds i8, i8* %43, i64 32
  %44 = bitcast i8* %sunkaddr294 to float**
  %.427.fca.4.load = load float*, float** %44, align 8
  %45 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr295 = getelementptr inbounds i8, i8* %45, i64 24
  %46 = bitcast i8* %sunkaddr295 to i64*
  %.427.fca.3.load = load i64, i64* %46, align 8
  %47 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr296 = getelementptr inbounds i8, i8* %47, i64 16
  %48 = bitcast i8* %sunkaddr296 to i64*
  %.427.fca.2.load = load i64, i64* %48, align 8
  %49 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr297 = getelementptr inbounds i8, i8* %49, i64 8
  %50 = bitcast i8* %sunkaddr297 to i8**
  %.427.fca.1.load = load i8*, i8** %50, align 8
  %51 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %51)
  %52 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %52)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i18, align 8, !noalias !6
  tail call void @NRT_incref(i8* %.427.fca.0.load), !noalias !6
  tail call void @NRT_incref(i8* %arg.b.0), !noalias !6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %51, i8 0, i64 56, i1 false), !noalias !6
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %0, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i18, i8* %.427.fca.0.load, i8* %.427.fca.1.load, i64 %.427.fca.2.load, i64 %.427.fca.3.load, float* %.427.fca.4.load, i64 %.427.fca.5.0.load, i64 %.427.fca.5.1.load, i64 %.427.fca.6.0.load, i64 %.427.fca.6.1.load, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0), !noalias !6
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  switch i32 %.44.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread: ; preds = %B122.endif, %B122.endif
  %53 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i18 to i8*
  %54 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0 to i8*
  %.fca.0.gep13.i298 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0 to i8**
  %.fca.5.0.gep.i24 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0, i64 0, i32 5, i64 0
  %.fca.4.gep.i25 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0, i64 0, i32 4
  %.54.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i24, align 8, !noalias !6
  %.54.fca.4.load.i = load float*, float** %.fca.4.gep.i25, align 8, !noalias !6
  %.54.fca.0.load.i = load i8*, i8** %.fca.0.gep13.i298, align 8, !noalias !6
  tail call void @NRT_decref(i8* %arg.b.0), !noalias !6
  tail call void @NRT_decref(i8* %.427.fca.0.load), !noalias !6
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %54)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53)
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %.427.fca.0.load)
  %.570 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i, i64 4)
  %.572 = extractvalue { i64, i1 } %.570, 1
  br i1 %.572, label %B122.endif.endif.endif.endif.if, label %B122.endif.endif.endif.endif.endif, !prof !10

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit: ; preds = %B122.endif
  %55 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i18 to i8*
  %56 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0 to i8*
  %.52.i19 = icmp sgt i32 %.44.i, 0
  %.45.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i18, align 8, !noalias !6
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %56)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %55)
  %.479 = select i1 %.52.i19, { i8*, i32, i8*, i8*, i32 }* %.45.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.479, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B122.endif.endif.endif.endif.if:                  ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568127834560, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B122.endif.endif.endif.endif.endif:               ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  %.571 = extractvalue { i64, i1 } %.570, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.571, i32 32), !noalias !12
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B122.endif.endif.endif.endif.endif.if, label %B122.endif.endif.endif.endif.endif.endif, !prof !10

B122.endif.endif.endif.endif.endif.if:            ; preds = %B122.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568131929408.32, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B122.endif.endif.endif.endif.endif.endif:         ; preds = %B122.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %57 = bitcast i8* %.5.i to float**
  %.6.i7 = load float*, float** %57, align 8
  %.6394 = icmp sgt i64 %.54.fca.5.0.load.i, 0
  br i1 %.6394, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B122.endif.endif.endif.endif.endif.endif
  %58 = add i64 %.54.fca.5.0.load.i, -1
  %xtraiter70 = and i64 %.54.fca.5.0.load.i, 7
  %59 = icmp ult i64 %58, 7
  br i1 %59, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter73 = and i64 %.54.fca.5.0.load.i, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index6 = phi i64 [ 0, %for.body.preheader.new ], [ %84, %for.body ]
  %.635.05 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select17.7, %for.body ]
  %60 = icmp eq i64 %.54.fca.5.0.load.i, 1
  %spec.select17 = select i1 %60, i64 %.635.05, i64 %loop.index6
  %.648 = getelementptr float, float* %.54.fca.4.load.i, i64 %spec.select17
  %.649 = load float, float* %.648, align 4
  %.12.i = tail call float @llvm.sin.f32(float %.649)
  %sunkaddr299 = mul i64 %loop.index6, 4
  %61 = bitcast float* %.6.i7 to i8*
  %sunkaddr300 = getelementptr i8, i8* %61, i64 %sunkaddr299
  %62 = bitcast i8* %sunkaddr300 to float*
  store float %.12.i, float* %62, align 4
  %63 = add i64 %loop.index6, 1
  %spec.select17.1 = select i1 %60, i64 %.635.05, i64 %63
  %.648.1 = getelementptr float, float* %.54.fca.4.load.i, i64 %spec.select17.1
  %.649.1 = load float, float* %.648.1, align 4
  %.12.i.1 = tail call float @llvm.sin.f32(float %.649.1)
  %sunkaddr301 = mul i64 %loop.index6, 4
  %64 = bitcast float* %.6.i7 to i8*
  %sunkaddr302 = getelementptr i8, i8* %64, i64 %sunkaddr301
  %sunkaddr303 = getelementptr i8, i8* %sunkaddr302, i64 4
  %65 = bitcast i8* %sunkaddr303 to float*
  store float %.12.i.1, float* %65, align 4
  %66 = add i64 %63, 1
  %spec.select17.2 = select i1 %60, i64 %.635.05, i64 %66
  %.648.2 = getelementptr float, float* %.54.fca.4.load.i, i64 %spec.select17.2
  %.649.2 = load float, float* %.648.2, align 4
  %.12.i.2 = tail call float @llvm.sin.f32(float %.649.2)
  %sunkaddr304 = mul i64 %loop.index6, 4
  %67 = bitcast float* %.6.i7 to i8*
  %sunkaddr305 = getelementptr i8, i8* %67, i64 %sunkaddr304
  %sunkaddr306 = getelementptr i8, i8* %sunkaddr305, i64 8
  %68 = bitcast i8* %sunkaddr306 to float*
  store float %.12.i.2, float* %68, align 4
  %69 = add i64 %66, 1
  %spec.select17.3 = select i1 %60, i64 %.635.05, i64 %69
  %.648.3 = getelementptr float, float* %.54.fca.4.load.i, i64 %spec.select17.3
  %.649.3 = load float, float* %.648.3, align 4
  %.12.i.3 = tail call float @llvm.sin.f32(float %.649.3)
  %sunkaddr307 = mul i64 %loop.index6, 4
  %70 = bitcast float* %.6.i7 to i8*
  %sunkaddr308 = getelementptr i8, i8* %70, i64 %sunkaddr307
  %sunkaddr309 = getelementptr i8, i8* %sunkaddr308, i64 12
  %71 = bitcast i8* %sunkaddr309 to float*
  store float %.12.i.3, float* %71, align 4
  %72 = add i64 %69, 1
  %spec.select17.4 = select i1 %60, i64 %.635.05, i64 %72
  %.648.4 = getelementptr float, float* %.54.fca.4.load.i, i64 %spec.select17.4
  %.649.4 = load float, float* %.648.4, align 4
  %.12.i.4 = tail call float @llvm.sin.f32(float %.649.4)
  %sunkaddr310 = mul i64 %loop.index6, 4
  %73 = bitcast float* %.6.i7 to i8*
  %sunkaddr311 = getelementptr i8, i8* %73, i64 %sunkaddr310
  %sunkaddr312 = getelementptr i8, i8* %sunkaddr311, i64 16
  %74 = bitcast i8* %sunkaddr312 to float*
  store float %.12.i.4, float* %74, align 4
  %75 = add i64 %72, 1
  %spec.select17.5 = select i1 %60, i64 %.635.05, i64 %75
  %.648.5 = getelementptr float, float* %.54.fca.4.load.i, i64 %spec.select17.5
  %.649.5 = load float, float* %.648.5, align 4
  %.12.i.5 = tail call float @llvm.sin.f32(float %.649.5)
  %sunkaddr313 = mul i64 %loop.index6, 4
  %76 = bitcast float* %.6.i7 to i8*
  %sunkaddr314 = getelementptr i8, i8* %76, i64 %sunkaddr313
  %sunkaddr315 = getelementptr i8, i8* %sunkaddr314, i64 20
  %77 = bitcast i8* %sunkaddr315 to float*
  store float %.12.i.5, float* %77, align 4
  %78 = add i64 %75, 1
  %spec.select17.6 = select i1 %60, i64 %.635.05, i64 %78
  %.648.6 = getelementptr float, float* %.54.fca.4.load.i, i64 %spec.select17.6
  %.649.6 = load float, float* %.648.6, align 4
  %.12.i.6 = tail call float @llvm.sin.f32(float %.649.6)
  %sunkaddr316 = mul i64 %loop.index6, 4
  %79 = bitcast float* %.6.i7 to i8*
  %sunkaddr317 = getelementptr i8, i8* %79, i64 %sunkaddr316
  %sunkaddr318 = getelementptr i8, i8* %sunkaddr317, i64 24
  %80 = bitcast i8* %sunkaddr318 to float*
  store float %.12.i.6, float* %80, align 4
  %81 = add i64 %78, 1
  %spec.select17.7 = select i1 %60, i64 %.635.05, i64 %81
  %.648.7 = getelementptr float, float* %.54.fca.4.load.i, i64 %spec.select17.7
  %.649.7 = load float, float* %.648.7, align 4
  %.12.i.7 = tail call float @llvm.sin.f32(float %.649.7)
  %sunkaddr319 = mul i64 %loop.index6, 4
  %82 = bitcast float* %.6.i7 to i8*
  %sunkaddr320 = getelementptr i8, i8* %82, i64 %sunkaddr319
  %sunkaddr321 = getelementptr i8, i8* %sunkaddr320, i64 28
  %83 = bitcast i8* %sunkaddr321 to float*
  store float %.12.i.7, float* %83, align 4
  %.678.7 = add nuw i64 %loop.index6, 8
  %84 = add i64 %81, 1
  %niter74.ncmp.7 = icmp eq i64 %84, %unroll_iter73
  br i1 %niter74.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index6.unr = phi i64 [ 0, %for.body.preheader ], [ %.678.7, %for.body ]
  %.635.05.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select17.7, %for.body ]
  %lcmp.mod72.not = icmp eq i64 %xtraiter70, 0
  br i1 %lcmp.mod72.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv235 = phi i64 [ %xtraiter70, %for.body.epil.preheader ], [ %lsr.iv.next236, %for.body.epil ]
  %loop.index6.epil = phi i64 [ %.678.epil, %for.body.epil ], [ %loop.index6.unr, %for.body.epil.preheader ]
  %.635.05.epil = phi i64 [ %spec.select17.epil, %for.body.epil ], [ %.635.05.unr, %for.body.epil.preheader ]
  %85 = icmp eq i64 %.54.fca.5.0.load.i, 1
  %spec.select17.epil = select i1 %85, i64 %.635.05.epil, i64 %loop.index6.epil
  %.648.epil = getelementptr float, float* %.54.fca.4.load.i, i64 %spec.select17.epil
  %.649.epil = load float, float* %.648.epil, align 4
  %.12.i.epil = tail call float @llvm.sin.f32(float %.649.epil)
  %scevgep234 = getelementptr float, float* %.6.i7, i64 %loop.index6.epil
  store float %.12.i.epil, float* %scevgep234, align 4
  %.678.epil = add nuw nsw i64 %loop.index6.epil, 1
  %lsr.iv.next236 = add nsw i64 %lsr.iv235, -1
  %epil.iter71.cmp.not = icmp eq i64 %lsr.iv.next236, 0
  br i1 %epil.iter71.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !19

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B122.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  %.68.i = icmp eq i64 %.54.fca.5.0.load.i, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !10

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.54.fca.5.0.load.i, i64 1)
  %86 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %87 = icmp ult i64 %86, 7
  br i1 %87, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %88 = add nsw i64 %unroll_iter.i, -8
  %89 = lshr exact i64 %88, 3
  %90 = add nuw nsw i64 %89, 1
  %xtraiter = and i64 %90, 7
  %91 = icmp ult i64 %88, 56
  br i1 %91, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %90, 4611686018427387896
  %scevgep104 = getelementptr float, float* %.6.i7, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %92 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep80 = getelementptr float, float* %.6.i7, i64 %92
  %93 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi float [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %94 = bitcast float* %scevgep80 to i8*
  %uglygep101 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep101102 = bitcast i8* %uglygep101 to float*
  %scevgep103 = getelementptr float, float* %uglygep101102, i64 -7
  %.236.i.epil = load float, float* %scevgep103, align 4, !noalias !20
  %.239.i.epil = fadd float %c.2.06.i.epil, %.236.i.epil
  %uglygep98 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep9899 = bitcast i8* %uglygep98 to float*
  %scevgep100 = getelementptr float, float* %uglygep9899, i64 -6
  %.236.1.i.epil = load float, float* %scevgep100, align 4, !noalias !20
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep95 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep9596 = bitcast i8* %uglygep95 to float*
  %scevgep97 = getelementptr float, float* %uglygep9596, i64 -5
  %.236.2.i.epil = load float, float* %scevgep97, align 4, !noalias !20
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep92 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep9293 = bitcast i8* %uglygep92 to float*
  %scevgep94 = getelementptr float, float* %uglygep9293, i64 -4
  %.236.3.i.epil = load float, float* %scevgep94, align 4, !noalias !20
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep89 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep8990 = bitcast i8* %uglygep89 to float*
  %scevgep91 = getelementptr float, float* %uglygep8990, i64 -3
  %.236.4.i.epil = load float, float* %scevgep91, align 4, !noalias !20
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep86 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep8687 = bitcast i8* %uglygep86 to float*
  %scevgep88 = getelementptr float, float* %uglygep8687, i64 -2
  %.236.5.i.epil = load float, float* %scevgep88, align 4, !noalias !20
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep83 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep8384 = bitcast i8* %uglygep83 to float*
  %scevgep85 = getelementptr float, float* %uglygep8384, i64 -1
  %.236.6.i.epil = load float, float* %scevgep85, align 4, !noalias !20
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep82 = bitcast i8* %uglygep to float*
  %.236.7.i.epil = load float, float* %uglygep82, align 4, !noalias !20
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %93, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !23, !llvm.loop !24

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr float, float* %.6.i7, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi float [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr float, float* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load float, float* %scevgep, align 4, !noalias !20
  %.239.epil.i = fadd float %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !23, !llvm.loop !25

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv232 = phi i64 [ %lsr.iv.next233, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep230 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep231 = getelementptr float, float* %scevgep230, i64 -63
  %.236.i = load float, float* %scevgep231, align 4, !noalias !20
  %.239.i = fadd float %c.2.06.i, %.236.i
  %scevgep228 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep229 = getelementptr float, float* %scevgep228, i64 -62
  %.236.1.i = load float, float* %scevgep229, align 4, !noalias !20
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep226 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep227 = getelementptr float, float* %scevgep226, i64 -61
  %.236.2.i = load float, float* %scevgep227, align 4, !noalias !20
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep224 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep225 = getelementptr float, float* %scevgep224, i64 -60
  %.236.3.i = load float, float* %scevgep225, align 4, !noalias !20
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep222 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep223 = getelementptr float, float* %scevgep222, i64 -59
  %.236.4.i = load float, float* %scevgep223, align 4, !noalias !20
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep220 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep221 = getelementptr float, float* %scevgep220, i64 -58
  %.236.5.i = load float, float* %scevgep221, align 4, !noalias !20
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep218 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep219 = getelementptr float, float* %scevgep218, i64 -57
  %.236.6.i = load float, float* %scevgep219, align 4, !noalias !20
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep216 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep217 = getelementptr float, float* %scevgep216, i64 -56
  %.236.7.i = load float, float* %scevgep217, align 4, !noalias !20
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep185 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep186 = getelementptr float, float* %scevgep185, i64 -55
  %.236.i.1 = load float, float* %scevgep186, align 4, !noalias !20
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep187 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep188 = getelementptr float, float* %scevgep187, i64 -54
  %.236.1.i.1 = load float, float* %scevgep188, align 4, !noalias !20
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep189 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep190 = getelementptr float, float* %scevgep189, i64 -53
  %.236.2.i.1 = load float, float* %scevgep190, align 4, !noalias !20
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep191 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep192 = getelementptr float, float* %scevgep191, i64 -52
  %.236.3.i.1 = load float, float* %scevgep192, align 4, !noalias !20
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep193 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep194 = getelementptr float, float* %scevgep193, i64 -51
  %.236.4.i.1 = load float, float* %scevgep194, align 4, !noalias !20
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep195 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep196 = getelementptr float, float* %scevgep195, i64 -50
  %.236.5.i.1 = load float, float* %scevgep196, align 4, !noalias !20
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep197 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep198 = getelementptr float, float* %scevgep197, i64 -49
  %.236.6.i.1 = load float, float* %scevgep198, align 4, !noalias !20
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep199 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep200 = getelementptr float, float* %scevgep199, i64 -48
  %.236.7.i.1 = load float, float* %scevgep200, align 4, !noalias !20
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep169 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep170 = getelementptr float, float* %scevgep169, i64 -47
  %.236.i.2 = load float, float* %scevgep170, align 4, !noalias !20
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep171 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep172 = getelementptr float, float* %scevgep171, i64 -46
  %.236.1.i.2 = load float, float* %scevgep172, align 4, !noalias !20
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep173 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep174 = getelementptr float, float* %scevgep173, i64 -45
  %.236.2.i.2 = load float, float* %scevgep174, align 4, !noalias !20
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep175 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep176 = getelementptr float, float* %scevgep175, i64 -44
  %.236.3.i.2 = load float, float* %scevgep176, align 4, !noalias !20
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep177 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep178 = getelementptr float, float* %scevgep177, i64 -43
  %.236.4.i.2 = load float, float* %scevgep178, align 4, !noalias !20
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep179 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep180 = getelementptr float, float* %scevgep179, i64 -42
  %.236.5.i.2 = load float, float* %scevgep180, align 4, !noalias !20
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep181 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep182 = getelementptr float, float* %scevgep181, i64 -41
  %.236.6.i.2 = load float, float* %scevgep182, align 4, !noalias !20
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep183 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep184 = getelementptr float, float* %scevgep183, i64 -40
  %.236.7.i.2 = load float, float* %scevgep184, align 4, !noalias !20
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep153 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep154 = getelementptr float, float* %scevgep153, i64 -39
  %.236.i.3 = load float, float* %scevgep154, align 4, !noalias !20
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep155 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep156 = getelementptr float, float* %scevgep155, i64 -38
  %.236.1.i.3 = load float, float* %scevgep156, align 4, !noalias !20
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep157 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep158 = getelementptr float, float* %scevgep157, i64 -37
  %.236.2.i.3 = load float, float* %scevgep158, align 4, !noalias !20
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep159 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep160 = getelementptr float, float* %scevgep159, i64 -36
  %.236.3.i.3 = load float, float* %scevgep160, align 4, !noalias !20
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep161 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep162 = getelementptr float, float* %scevgep161, i64 -35
  %.236.4.i.3 = load float, float* %scevgep162, align 4, !noalias !20
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep163 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep164 = getelementptr float, float* %scevgep163, i64 -34
  %.236.5.i.3 = load float, float* %scevgep164, align 4, !noalias !20
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep165 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep166 = getelementptr float, float* %scevgep165, i64 -33
  %.236.6.i.3 = load float, float* %scevgep166, align 4, !noalias !20
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep167 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep168 = getelementptr float, float* %scevgep167, i64 -32
  %.236.7.i.3 = load float, float* %scevgep168, align 4, !noalias !20
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep137 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep138 = getelementptr float, float* %scevgep137, i64 -31
  %.236.i.4 = load float, float* %scevgep138, align 4, !noalias !20
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep139 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep140 = getelementptr float, float* %scevgep139, i64 -30
  %.236.1.i.4 = load float, float* %scevgep140, align 4, !noalias !20
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep141 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep142 = getelementptr float, float* %scevgep141, i64 -29
  %.236.2.i.4 = load float, float* %scevgep142, align 4, !noalias !20
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep143 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep144 = getelementptr float, float* %scevgep143, i64 -28
  %.236.3.i.4 = load float, float* %scevgep144, align 4, !noalias !20
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep145 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep146 = getelementptr float, float* %scevgep145, i64 -27
  %.236.4.i.4 = load float, float* %scevgep146, align 4, !noalias !20
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep147 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep148 = getelementptr float, float* %scevgep147, i64 -26
  %.236.5.i.4 = load float, float* %scevgep148, align 4, !noalias !20
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep149 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep150 = getelementptr float, float* %scevgep149, i64 -25
  %.236.6.i.4 = load float, float* %scevgep150, align 4, !noalias !20
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep151 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep152 = getelementptr float, float* %scevgep151, i64 -24
  %.236.7.i.4 = load float, float* %scevgep152, align 4, !noalias !20
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep121 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep122 = getelementptr float, float* %scevgep121, i64 -23
  %.236.i.5 = load float, float* %scevgep122, align 4, !noalias !20
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep123 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep124 = getelementptr float, float* %scevgep123, i64 -22
  %.236.1.i.5 = load float, float* %scevgep124, align 4, !noalias !20
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep125 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep126 = getelementptr float, float* %scevgep125, i64 -21
  %.236.2.i.5 = load float, float* %scevgep126, align 4, !noalias !20
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep127 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep128 = getelementptr float, float* %scevgep127, i64 -20
  %.236.3.i.5 = load float, float* %scevgep128, align 4, !noalias !20
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep129 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep130 = getelementptr float, float* %scevgep129, i64 -19
  %.236.4.i.5 = load float, float* %scevgep130, align 4, !noalias !20
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep131 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep132 = getelementptr float, float* %scevgep131, i64 -18
  %.236.5.i.5 = load float, float* %scevgep132, align 4, !noalias !20
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep133 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep134 = getelementptr float, float* %scevgep133, i64 -17
  %.236.6.i.5 = load float, float* %scevgep134, align 4, !noalias !20
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep135 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep136 = getelementptr float, float* %scevgep135, i64 -16
  %.236.7.i.5 = load float, float* %scevgep136, align 4, !noalias !20
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep105 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep106 = getelementptr float, float* %scevgep105, i64 -15
  %.236.i.6 = load float, float* %scevgep106, align 4, !noalias !20
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep107 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep108 = getelementptr float, float* %scevgep107, i64 -14
  %.236.1.i.6 = load float, float* %scevgep108, align 4, !noalias !20
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep109 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep110 = getelementptr float, float* %scevgep109, i64 -13
  %.236.2.i.6 = load float, float* %scevgep110, align 4, !noalias !20
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep111 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep112 = getelementptr float, float* %scevgep111, i64 -12
  %.236.3.i.6 = load float, float* %scevgep112, align 4, !noalias !20
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep113 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep114 = getelementptr float, float* %scevgep113, i64 -11
  %.236.4.i.6 = load float, float* %scevgep114, align 4, !noalias !20
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep115 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep116 = getelementptr float, float* %scevgep115, i64 -10
  %.236.5.i.6 = load float, float* %scevgep116, align 4, !noalias !20
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep117 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep118 = getelementptr float, float* %scevgep117, i64 -9
  %.236.6.i.6 = load float, float* %scevgep118, align 4, !noalias !20
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep119 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep120 = getelementptr float, float* %scevgep119, i64 -8
  %.236.7.i.6 = load float, float* %scevgep120, align 4, !noalias !20
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep201 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep202 = getelementptr float, float* %scevgep201, i64 -7
  %.236.i.7 = load float, float* %scevgep202, align 4, !noalias !20
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep203 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep204 = getelementptr float, float* %scevgep203, i64 -6
  %.236.1.i.7 = load float, float* %scevgep204, align 4, !noalias !20
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep205 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep206 = getelementptr float, float* %scevgep205, i64 -5
  %.236.2.i.7 = load float, float* %scevgep206, align 4, !noalias !20
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep207 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep208 = getelementptr float, float* %scevgep207, i64 -4
  %.236.3.i.7 = load float, float* %scevgep208, align 4, !noalias !20
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep209 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep210 = getelementptr float, float* %scevgep209, i64 -3
  %.236.4.i.7 = load float, float* %scevgep210, align 4, !noalias !20
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep211 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep212 = getelementptr float, float* %scevgep211, i64 -2
  %.236.5.i.7 = load float, float* %scevgep212, align 4, !noalias !20
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep213 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %scevgep214 = getelementptr float, float* %scevgep213, i64 -1
  %.236.6.i.7 = load float, float* %scevgep214, align 4, !noalias !20
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep215 = getelementptr float, float* %scevgep104, i64 %.70.05.i
  %.236.7.i.7 = load float, float* %scevgep215, align 4, !noalias !20
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next233 = add i64 %lsr.iv232, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next233, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !10

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.712 = fpext float %c.2.0.lcssa.i to double
  store double %.712, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.cholesky_f32, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !10

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([165 x i8], [165 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !10

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to float**
  %.37.fca.4.load = load float*, float** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !10

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %18, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr10 to i64*
  %.55 = load i64, i64* %20, align 8
  %.56 = icmp ne i64 %.55, 4
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !10

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr11 to i8**
  %.62.fca.1.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %24, i64 16
  %25 = bitcast i8* %sunkaddr12 to i64*
  %.62.fca.2.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr13 to float**
  %.62.fca.4.load = load float*, float** %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr14 to i64*
  %.62.fca.5.0.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %30, i64 48
  %31 = bitcast i8* %sunkaddr15 to i64*
  %.62.fca.6.0.load = load i64, i64* %31, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 4, float* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* %.62.fca.1.load, i64 %.62.fca.2.load, i64 4, float* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.6.0.load) #3
  %.80 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.87 = icmp sgt i32 %.79, 0
  %.88 = select i1 %.87, { i8*, i32, i8*, i8*, i32 }* %.80, { i8*, i32, i8*, i8*, i32 }* undef
  %.89 = load double, double* %.69, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.62.fca.0.load)
  switch i32 %.79, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %32 = icmp sgt i32 %.79, 0
  br i1 %32, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.102 = call i8* @PyFloat_FromDouble(double %.89)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.107 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 4
  %.109 = icmp sgt i32 %.108, 0
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 0
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 1
  br i1 %.109, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.79, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.115 = sext i32 %.114 to i64
  %.116 = call i8* @PyBytes_FromStringAndSize(i8* %.112, i64 %.115)
  %.117 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 2
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 3
  %.121 = bitcast i8* %.120 to i8* (i8*)*
  %.122 = call i8* %.121(i8* %.118)
  %.123 = icmp eq i8* %.122, null
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !10

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !10

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.127 = call i8* @numba_runtime_build_excinfo_struct(i8* %.116, i8* nonnull %.122)
  %.128 = bitcast { i8*, i32, i8*, i8*, i32 }* %.88 to i8*
  call void @NRT_Free(i8* nonnull %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.139)
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

define double @cfunc._ZN7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 6
  %.13 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.14 = call i32 @_ZN7kernels12cholesky_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, float* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, float* %extracted.data.1, i64 %.12, i64 %.13) #3
  %.15 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.22 = icmp sgt i32 %.14, 0
  %.23 = select i1 %.22, { i8*, i32, i8*, i8*, i32 }* %.15, { i8*, i32, i8*, i8*, i32 }* undef
  %.24 = load double, double* %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, i32* %.26, align 4
  switch i32 %.14, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(i32* nonnull %.26)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fd891474350>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.77)
  call void @Py_DecRef(i8* %.77)
  call void @numba_gil_release(i32* nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 0
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.14, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.29
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call i8* @PyBytes_FromStringAndSize(i8* %.37, i64 %.40)
  %.42 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 2
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 3
  %.46 = bitcast i8* %.45 to i8* (i8*)*
  %.47 = call i8* %.46(i8* %.43)
  %.48 = icmp eq i8* %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !10

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !10

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call i8* @numba_runtime_build_excinfo_struct(i8* %.41, i8* nonnull %.47)
  %.53 = bitcast { i8*, i32, i8*, i8*, i32 }* %.23 to i8*
  call void @NRT_Free(i8* nonnull %.53)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.64)
  br label %.29

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.29
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
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
  br i1 %or.cond.i, label %B56.if, label %B0.endif.endif.endif.endif.i.i, !prof !26

B0.endif.endif.endif.endif.i.i:                   ; preds = %B56
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %.54.i.i = shl i64 %arg.b.5.1, 2
  %.55.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i.i, i64 4)
  %.57.i.i = extractvalue { i64, i1 } %.55.i.i, 1
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B56.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !10

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B0.endif.endif.endif.endif.i.i
  %.56.i.i = extractvalue { i64, i1 } %.55.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !27
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if, label %B56.endif, !prof !10

B112:                                             ; preds = %entry
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond, label %B112.if, label %B0.endif.endif.endif.endif.i, !prof !26

B0.endif.endif.endif.endif.i:                     ; preds = %B112
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.b.5.1, 2
  %.55.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i, i64 4)
  %.57.i = extractvalue { i64, i1 } %.55.i, 1
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B112.if, label %B0.endif.endif.endif.endif.endif.i, !prof !10

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = extractvalue { i64, i1 } %.55.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !40
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !10

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140568131958144, %B56 ], [ @.const.picklebuf.140568131958528, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.140568131929408, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to float**
  %.6.i1.i.i = load float*, float** %0, align 8, !noalias !50
  %.32.i.i = shl nsw i64 %.51.i.i, 2
  %.33.i.i = bitcast float* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false), !noalias !51
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140568131929408.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.140568131390656, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.140568131957696, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %1, align 8, !noalias !54
  %2 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 4, float* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 4)
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !10

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, float* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, float* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, float* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
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
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !55

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !56

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140568133515456, %entry ], [ @.const.picklebuf.140568131286528, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568129720832, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568129720832, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568129720832, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.213 = icmp eq i64 %arg.left.5.1, 0
  %.214 = icmp eq i64 %arg.out.5.0, 0
  %.215 = icmp eq i64 %arg.out.5.1, 0
  %.216 = or i1 %.214, %.215
  %.217 = or i1 %.213, %.216
  br i1 %.217, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else, !prof !10

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
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !57

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
  store float 1.000000e+00, float* %.267, align 4
  store float 0.000000e+00, float* %.270, align 4
  %.273 = bitcast float* %.267 to i8*
  %.274 = bitcast float* %arg.right.4 to i8*
  %.275 = bitcast float* %arg.left.4 to i8*
  %.276 = bitcast float* %.270 to i8*
  %.277 = bitcast float* %arg.out.4 to i8*
  %.278 = call i32 @numba_xxgemv(i8 115, i8 116, i64 %arg.left.5.1, i64 %arg.out.5.1, i8* nonnull %.273, i8* %.274, i64 %arg.left.5.1, i8* %.275, i8* nonnull %.276, i8* %.277)
  %.279.not = icmp eq i32 %.278, 0
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !57

B0.endif.endif.endif.endif.else.else.else:        ; preds = %B0.endif.endif.endif.endif.else.else
  store float 1.000000e+00, float* %.287, align 4
  store float 0.000000e+00, float* %.290, align 4
  %.293 = bitcast float* %arg.right.4 to i8*
  %.294 = bitcast float* %arg.left.4 to i8*
  %.295 = bitcast float* %arg.out.4 to i8*
  %.296 = bitcast float* %.287 to i8*
  %.297 = bitcast float* %.290 to i8*
  %.298 = call i32 @numba_xxgemm(i8 115, i8 116, i8 110, i64 %arg.out.5.1, i64 %arg.out.5.0, i64 %arg.left.5.1, i8* nonnull %.296, i8* %.293, i64 %arg.left.5.1, i8* %.294, i64 %arg.left.5.1, i8* nonnull %.297, i8* %.295, i64 %arg.out.5.1)
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

define linkonce_odr i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B132.endif.if, %B132.if, %B412, %B296, %B252, %B184, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B184 ], [ 1, %B252 ], [ 1, %B296 ], [ 0, %B412 ], [ 1, %B132.if ], [ 1, %B132.endif.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568129947520, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B132:                                             ; preds = %entry
  %.109 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.0)
  %.110 = extractvalue { i64, i1 } %.109, 0
  %.111 = extractvalue { i64, i1 } %.109, 1
  %.113 = shl i64 %arg.a.5.0, 2
  %.114 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.110, i64 4)
  %.116 = extractvalue { i64, i1 } %.114, 1
  %.117 = or i1 %.111, %.116
  br i1 %.117, label %B132.if, label %B132.endif, !prof !10

B184:                                             ; preds = %B132.endif.endif
  %retptr.repack21290351 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack21290351, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack22, align 8
  %retptr.repack24 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.110, i64* %retptr.repack24, align 8
  %retptr.repack26 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack26, align 8
  %retptr.repack28 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  %0 = bitcast float** %retptr.repack28 to i8**
  store i8* %.6.i, i8** %0, align 8
  %retptr.repack30.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  %retptr.repack32.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  %1 = bitcast i64* %retptr.repack30.repack to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  store i64 %.113, i64* %retptr.repack32.repack, align 8
  %retptr.repack32.repack36 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 4, i64* %retptr.repack32.repack36, align 8
  br label %common.ret

B188:                                             ; preds = %B132.endif.endif
  %2 = bitcast i8* %.6.i to float*
  %.261 = tail call i32 @numba_xxpotrf(i8 115, i8 85, i64 %arg.a.5.0, float* %2, i64 %arg.a.5.0)
  %.268.not = icmp eq i32 %.261, 0
  br i1 %.268.not, label %B358.endif, label %B240

B240:                                             ; preds = %B188
  %.272 = icmp slt i32 %.261, 0
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %.272, label %B252, label %B296

B252:                                             ; preds = %B240
  %.285 = tail call i32 @numba_fatal_error()
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568130435968, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B296:                                             ; preds = %B240
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568130436352, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B412.loopexit.unr-lcssa:                          ; preds = %.723.if.1
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod75.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod75.not, label %B412, label %B390.endif.else.endif.endif.endif.epil

B390.endif.else.endif.endif.endif.epil:           ; preds = %B390.endif.else.endif.endif.endif.preheader, %B412.loopexit.unr-lcssa
  %.339.054.unr17 = phi i64 [ %unroll_iter76, %B412.loopexit.unr-lcssa ], [ 0, %B390.endif.else.endif.endif.endif.preheader ]
  %smin67.epil = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054.unr17)
  %4 = add i64 %smin67.epil, -16
  %5 = lshr i64 %4, 4
  %6 = add nuw nsw i64 %5, 1
  %.674.not.epil = icmp slt i64 %.339.054.unr17, %arg.a.5.0
  br i1 %.674.not.epil, label %B390.endif.endif.epil, label %B390.endif.else.endif.endif.endif.if.epil, !prof !57

B390.endif.else.endif.endif.endif.if.epil:        ; preds = %B390.endif.else.endif.endif.endif.epil
  br label %B390.endif.endif.epil

B390.endif.endif.epil:                            ; preds = %B390.endif.else.endif.endif.endif.if.epil, %B390.endif.else.endif.endif.endif.epil
  %.626.sroa.13.0.epil = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if.epil ], [ %.339.054.unr17, %B390.endif.else.endif.endif.endif.epil ]
  %.7542.not.epil = icmp sgt i64 %.626.sroa.13.0.epil, 0
  br i1 %.7542.not.epil, label %iter.check.epil, label %B412, !prof !57

iter.check.epil:                                  ; preds = %B390.endif.endif.epil
  %7 = icmp eq i64 %arg.a.5.0, 1
  %min.iters.check.epil = icmp ugt i64 %smin67.epil, 7
  %or.cond.epil = select i1 %min.iters.check.epil, i1 %7, i1 false
  br i1 %or.cond.epil, label %vector.main.loop.iter.check.epil, label %.723.endif.preheader.epil

vector.main.loop.iter.check.epil:                 ; preds = %iter.check.epil
  %min.iters.check60.epil = icmp ult i64 %smin67.epil, 16
  br i1 %min.iters.check60.epil, label %vec.epilog.ph.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %vector.main.loop.iter.check.epil
  %n.vec.epil = and i64 %smin67.epil, -16
  %xtraiter.epil = and i64 %6, 7
  %8 = icmp ult i64 %4, 112
  br i1 %8, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %unroll_iter.epil = and i64 %6, 2305843009213693944
  %9 = shl i64 %.339.054.unr17, 2
  %scevgep123 = getelementptr i8, i8* %.6.i, i64 %9
  %10 = add nsw i64 %unroll_iter.epil, -8
  %11 = shl i64 %10, 6
  %12 = add i64 %11, 512
  call void @llvm.memset.p0i8.i64(i8* align 4 %scevgep123, i8 0, i64 %12, i1 false)
  %13 = shl i64 %10, 4
  %14 = add i64 %13, 128
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %vector.ph.new.epil, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %14, %vector.ph.new.epil ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %15 = add i64 %index.unr.epil, %.339.054.unr17
  %16 = shl i64 %15, 2
  %scevgep116 = getelementptr i8, i8* %.6.i, i64 %16
  %17 = shl nuw nsw i64 %xtraiter.epil, 6
  call void @llvm.memset.p0i8.i64(i8* align 4 %scevgep116, i8 0, i64 %17, i1 false)
  br label %middle.block.epil

middle.block.epil:                                ; preds = %vector.body.epil.epil.preheader, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %smin67.epil, %n.vec.epil
  br i1 %cmp.n.epil, label %B412, label %vec.epilog.iter.check.epil

vec.epilog.iter.check.epil:                       ; preds = %middle.block.epil
  %n.vec.remaining.epil = and i64 %smin67.epil, 8
  %min.epilog.iters.check.not.not.epil = icmp eq i64 %n.vec.remaining.epil, 0
  br i1 %min.epilog.iters.check.not.not.epil, label %.723.endif.preheader.epil, label %vec.epilog.ph.epil

vec.epilog.ph.epil:                               ; preds = %vec.epilog.iter.check.epil, %vector.main.loop.iter.check.epil
  %vec.epilog.resume.val.epil = phi i64 [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ 0, %vector.main.loop.iter.check.epil ]
  %n.vec62.epil = and i64 %smin67.epil, -8
  %18 = add i64 %vec.epilog.resume.val.epil, %.339.054.unr17
  %19 = shl i64 %18, 2
  %scevgep111 = getelementptr i8, i8* %.6.i, i64 %19
  %20 = add i64 %n.vec62.epil, 4611686018427387896
  %21 = sub i64 %20, %vec.epilog.resume.val.epil
  %22 = shl i64 %21, 2
  %23 = add i64 %22, 32
  call void @llvm.memset.p0i8.i64(i8* align 4 %scevgep111, i8 0, i64 %23, i1 false)
  %cmp.n63.epil = icmp eq i64 %smin67.epil, %n.vec62.epil
  br i1 %cmp.n63.epil, label %B412, label %.723.endif.preheader.epil

.723.endif.preheader.epil:                        ; preds = %vec.epilog.ph.epil, %vec.epilog.iter.check.epil, %iter.check.epil
  %.719.03.ph.epil = phi i64 [ 0, %iter.check.epil ], [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ %n.vec62.epil, %vec.epilog.ph.epil ]
  %24 = xor i64 %.719.03.ph.epil, -1
  %25 = add i64 %smin67.epil, %24
  %xtraiter68.epil = and i64 %smin67.epil, 7
  %lcmp.mod69.epil.not = icmp eq i64 %xtraiter68.epil, 0
  br i1 %lcmp.mod69.epil.not, label %.723.endif.prol.loopexit.epil, label %.723.endif.prol.epil.preheader

.723.endif.prol.epil.preheader:                   ; preds = %.723.endif.preheader.epil
  %26 = mul i64 %.719.03.ph.epil, %arg.a.5.0
  %27 = add i64 %26, %.339.054.unr17
  %28 = shl i64 %27, 2
  %scevgep104 = getelementptr i8, i8* %.6.i, i64 %28
  br label %.723.endif.prol.epil

.723.endif.prol.epil:                             ; preds = %.723.endif.prol.epil, %.723.endif.prol.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %.723.endif.prol.epil ], [ %xtraiter68.epil, %.723.endif.prol.epil.preheader ]
  %lsr.iv105 = phi i8* [ %scevgep104, %.723.endif.prol.epil.preheader ], [ %scevgep1071, %.723.endif.prol.epil ]
  %lsr.iv105108 = bitcast i8* %lsr.iv105 to float*
  store float 0.000000e+00, float* %lsr.iv105108, align 4
  %scevgep1071 = getelementptr i8, i8* %lsr.iv105, i64 %.113
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %.723.endif.prol.loopexit.epil.loopexit, label %.723.endif.prol.epil, !prof !23, !llvm.loop !58

.723.endif.prol.loopexit.epil.loopexit:           ; preds = %.723.endif.prol.epil
  %29 = or i64 %.719.03.ph.epil, %xtraiter68.epil
  br label %.723.endif.prol.loopexit.epil

.723.endif.prol.loopexit.epil:                    ; preds = %.723.endif.prol.loopexit.epil.loopexit, %.723.endif.preheader.epil
  %.719.03.unr.epil = phi i64 [ %.719.03.ph.epil, %.723.endif.preheader.epil ], [ %29, %.723.endif.prol.loopexit.epil.loopexit ]
  %30 = icmp ult i64 %25, 7
  br i1 %30, label %B412, label %.723.endif.epil.preheader

.723.endif.epil.preheader:                        ; preds = %.723.endif.prol.loopexit.epil
  %31 = mul i64 %.719.03.unr.epil, %arg.a.5.0
  %32 = add i64 %31, %.339.054.unr17
  %33 = shl i64 %32, 2
  %scevgep = getelementptr i8, i8* %.6.i, i64 %33
  %34 = sub i64 %.719.03.unr.epil, %smin67.epil
  br label %.723.endif.epil

.723.endif.epil:                                  ; preds = %.723.endif.epil, %.723.endif.epil.preheader
  %lsr.iv36 = phi i64 [ %lsr.iv.next37, %.723.endif.epil ], [ %34, %.723.endif.epil.preheader ]
  %lsr.iv85 = phi i8* [ %scevgep, %.723.endif.epil.preheader ], [ %lsr.chain42, %.723.endif.epil ]
  %lsr.iv8588 = bitcast i8* %lsr.iv85 to float*
  store float 0.000000e+00, float* %lsr.iv8588, align 4
  %uglygep = getelementptr i8, i8* %lsr.iv85, i64 %.113
  %35 = bitcast i8* %uglygep to float*
  store float 0.000000e+00, float* %35, align 4
  %uglygep90 = getelementptr i8, i8* %uglygep, i64 %.113
  %uglygep9038 = bitcast i8* %uglygep90 to float*
  store float 0.000000e+00, float* %uglygep9038, align 4
  %uglygep92 = getelementptr i8, i8* %uglygep90, i64 %.113
  %36 = bitcast i8* %uglygep92 to float*
  store float 0.000000e+00, float* %36, align 4
  %uglygep94 = getelementptr i8, i8* %uglygep92, i64 %.113
  %uglygep9439 = bitcast i8* %uglygep94 to float*
  store float 0.000000e+00, float* %uglygep9439, align 4
  %uglygep96 = getelementptr i8, i8* %uglygep94, i64 %.113
  %37 = bitcast i8* %uglygep96 to float*
  store float 0.000000e+00, float* %37, align 4
  %uglygep98 = getelementptr i8, i8* %uglygep96, i64 %.113
  %38 = bitcast i8* %uglygep98 to float*
  store float 0.000000e+00, float* %38, align 4
  %sunkaddr291 = getelementptr i8, i8* %uglygep98, i64 %.113
  %39 = bitcast i8* %sunkaddr291 to float*
  store float 0.000000e+00, float* %39, align 4
  %lsr.iv.next37 = add i64 %lsr.iv36, 8
  %exitcond58.not.7.epil = icmp eq i64 %lsr.iv.next37, 0
  %uglygep40 = getelementptr i8, i8* %sunkaddr291, i64 %.113
  %uglygep4041 = bitcast i8* %uglygep40 to float*
  %lsr.chain42 = bitcast float* %uglygep4041 to i8*
  br i1 %exitcond58.not.7.epil, label %B412, label %.723.endif.epil, !prof !59, !llvm.loop !60

B412:                                             ; preds = %.723.endif.epil, %B358.endif, %.723.endif.prol.loopexit.epil, %vec.epilog.ph.epil, %middle.block.epil, %B390.endif.endif.epil, %B412.loopexit.unr-lcssa
  %retptr.repack292352 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack292352, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.110, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  %40 = bitcast float** %retptr.repack11 to i8**
  store i8* %.6.i, i8** %40, align 8
  %retptr.repack13.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack13.repack, align 8
  %retptr.repack13.repack17 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.a.5.0, i64* %retptr.repack13.repack17, align 8
  %retptr.repack15.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.113, i64* %retptr.repack15.repack, align 8
  %retptr.repack15.repack19 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 4, i64* %retptr.repack15.repack19, align 8
  br label %common.ret

B132.if:                                          ; preds = %B132
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568129718784, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B132.endif:                                       ; preds = %B132
  %.115 = extractvalue { i64, i1 } %.114, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.115, i32 32), !noalias !62
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B132.endif.if, label %B132.endif.endif, !prof !10

B132.endif.if:                                    ; preds = %B132.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568131929408.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %41 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %41, align 8
  %.181 = bitcast float* %arg.a.4 to i8*
  %.182 = mul i64 %arg.a.3, %arg.a.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.181, i64 %.182, i1 false)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.199 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.199, label %B184, label %B188

B358.endif:                                       ; preds = %B188
  %.39553.not = icmp slt i64 %arg.a.5.0, 1
  br i1 %.39553.not, label %B412, label %B390.endif.else.endif.endif.endif.preheader

B390.endif.else.endif.endif.endif.preheader:      ; preds = %B358.endif
  %42 = icmp eq i64 %arg.a.5.0, 1
  br i1 %42, label %B390.endif.else.endif.endif.endif.epil, label %B390.endif.else.endif.endif.endif.preheader.new

B390.endif.else.endif.endif.endif.preheader.new:  ; preds = %B390.endif.else.endif.endif.endif.preheader
  %unroll_iter76 = and i64 %arg.a.5.0, -2
  %43 = shl i64 %arg.a.5.0, 5
  %44 = shl i64 %arg.a.5.0, 2
  %45 = shl i64 %arg.a.5.0, 2
  %46 = shl i64 %arg.a.5.0, 3
  %47 = shl i64 %arg.a.5.0, 2
  %48 = shl i64 %arg.a.5.0, 2
  %49 = shl i64 %arg.a.5.0, 8
  br label %B390.endif.else.endif.endif.endif

B390.endif.endif:                                 ; preds = %B390.endif.else.endif.endif.endif.if, %B390.endif.else.endif.endif.endif
  %.626.sroa.13.0 = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if ], [ %.339.054, %B390.endif.else.endif.endif.endif ]
  %.7542.not = icmp sgt i64 %.626.sroa.13.0, 0
  br i1 %.7542.not, label %.723.endif.preheader, label %.723.if, !prof !57

.723.endif.preheader:                             ; preds = %B390.endif.endif
  %50 = add i64 %smin, -1
  %51 = and i64 %smin, 7
  %lcmp.mod69.not = icmp eq i64 %51, 0
  br i1 %lcmp.mod69.not, label %.723.endif.prol.loopexit, label %.723.endif.prol.preheader

.723.endif.prol.preheader:                        ; preds = %.723.endif.preheader
  %52 = shl i64 %.339.054, 2
  %scevgep185 = getelementptr i8, i8* %.6.i, i64 %52
  br label %.723.endif.prol

.723.endif.prol:                                  ; preds = %.723.endif.prol, %.723.endif.prol.preheader
  %lsr.iv44 = phi i64 [ %lsr.iv.next45, %.723.endif.prol ], [ %98, %.723.endif.prol.preheader ]
  %lsr.iv186 = phi i8* [ %scevgep185, %.723.endif.prol.preheader ], [ %scevgep18810, %.723.endif.prol ]
  %lsr.iv186189 = bitcast i8* %lsr.iv186 to float*
  store float 0.000000e+00, float* %lsr.iv186189, align 4
  %scevgep18810 = getelementptr i8, i8* %lsr.iv186, i64 %.113
  %lsr.iv.next45 = add nsw i64 %lsr.iv44, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next45, 0
  br i1 %prol.iter.cmp.not, label %.723.endif.prol.loopexit, label %.723.endif.prol, !prof !23, !llvm.loop !58

.723.endif.prol.loopexit:                         ; preds = %.723.endif.prol, %.723.endif.preheader
  %.719.03.unr = phi i64 [ 0, %.723.endif.preheader ], [ %107, %.723.endif.prol ]
  %53 = icmp ult i64 %50, 7
  br i1 %53, label %.723.if, label %.723.endif.preheader84

.723.endif.preheader84:                           ; preds = %.723.endif.prol.loopexit
  %54 = sub i64 %smin, %.719.03.unr
  %xtraiter = and i64 %105, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.723.endif.prol.loopexit24, label %.723.endif.prol26.preheader

.723.endif.prol26.preheader:                      ; preds = %.723.endif.preheader84
  br label %.723.endif.prol26

.723.endif.prol26:                                ; preds = %.723.endif.prol26.preheader, %.723.endif.prol26
  %lsr.iv51 = phi i64 [ 0, %.723.endif.prol26.preheader ], [ %lsr.iv.next52, %.723.endif.prol26 ]
  %lsr.iv194.prol = phi i8* [ %scevgep19611.prol, %.723.endif.prol26 ], [ %.6.i, %.723.endif.prol26.preheader ]
  %sunkaddr = mul i64 %88, 4
  %sunkaddr353 = getelementptr i8, i8* %lsr.iv194.prol, i64 %sunkaddr
  %55 = bitcast i8* %sunkaddr353 to float*
  store float 0.000000e+00, float* %55, align 4
  %scevgep47 = getelementptr i8, i8* %lsr.iv194.prol, i64 %86
  %scevgep4748 = bitcast i8* %scevgep47 to float*
  store float 0.000000e+00, float* %scevgep4748, align 4
  %uglygep54 = getelementptr i8, i8* %scevgep47, i64 %.113
  %uglygep5455 = bitcast i8* %uglygep54 to float*
  store float 0.000000e+00, float* %uglygep5455, align 4
  %uglygep56 = getelementptr i8, i8* %uglygep54, i64 %.113
  %uglygep5657 = bitcast i8* %uglygep56 to float*
  store float 0.000000e+00, float* %uglygep5657, align 4
  %uglygep58 = getelementptr i8, i8* %uglygep56, i64 %.113
  %uglygep5859 = bitcast i8* %uglygep58 to float*
  store float 0.000000e+00, float* %uglygep5859, align 4
  %uglygep60 = getelementptr i8, i8* %uglygep58, i64 %.113
  %uglygep6061 = bitcast i8* %uglygep60 to float*
  store float 0.000000e+00, float* %uglygep6061, align 4
  %uglygep62 = getelementptr i8, i8* %uglygep60, i64 %.113
  %uglygep6263 = bitcast i8* %uglygep62 to float*
  store float 0.000000e+00, float* %uglygep6263, align 4
  %uglygep64 = getelementptr i8, i8* %uglygep62, i64 %.113
  %uglygep6465 = bitcast i8* %uglygep64 to float*
  store float 0.000000e+00, float* %uglygep6465, align 4
  %scevgep19611.prol = getelementptr i8, i8* %lsr.iv194.prol, i64 %43
  %lsr.iv.next52 = add nuw nsw i64 %lsr.iv51, 8
  %prol.iter.cmp.not33 = icmp eq i64 %94, %lsr.iv.next52
  br i1 %prol.iter.cmp.not33, label %.723.endif.prol.loopexit24.loopexit, label %.723.endif.prol26, !prof !23, !llvm.loop !69

.723.endif.prol.loopexit24.loopexit:              ; preds = %.723.endif.prol26
  %56 = sub i64 %96, %lsr.iv.next52
  br label %.723.endif.prol.loopexit24

.723.endif.prol.loopexit24:                       ; preds = %.723.endif.prol.loopexit24.loopexit, %.723.endif.preheader84
  %lsr.iv194.unr = phi i8* [ %.6.i, %.723.endif.preheader84 ], [ %scevgep19611.prol, %.723.endif.prol.loopexit24.loopexit ]
  %lsr.iv192.unr = phi i64 [ %54, %.723.endif.preheader84 ], [ %56, %.723.endif.prol.loopexit24.loopexit ]
  %57 = icmp ult i64 %103, 56
  br i1 %57, label %.723.if, label %.723.endif.preheader35

.723.endif.preheader35:                           ; preds = %.723.endif.prol.loopexit24
  br label %.723.endif

B390.endif.else.endif.endif.endif:                ; preds = %.723.if.1, %B390.endif.else.endif.endif.endif.preheader.new
  %indvar = phi i64 [ %indvar.next, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv269 = phi i64 [ %lsr.iv.next270, %.723.if.1 ], [ 4, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv222 = phi i64 [ %lsr.iv.next223, %.723.if.1 ], [ 1, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv199 = phi i64 [ %lsr.iv.next200, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %.339.054 = phi i64 [ %.408.1, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %smin219 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %58 = trunc i64 %smin219 to i3
  %59 = zext i3 %58 to i64
  %60 = mul i64 %48, %59
  %smin198 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %61 = trunc i64 %smin198 to i3
  %62 = zext i3 %61 to i64
  %63 = mul i64 %47, %62
  %scevgep199 = getelementptr i8, i8* %.6.i, i64 %63
  %smin204 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %64 = add i64 %smin204, -8
  %65 = lshr i64 %64, 3
  %66 = trunc i64 %65 to i3
  %67 = add i3 %66, 1
  %68 = zext i3 %67 to i64
  %69 = shl nuw nsw i64 %68, 3
  %70 = lshr i64 %smin198, 3
  %71 = shl nuw i64 %70, 3
  %smin195 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %72 = trunc i64 %smin195 to i3
  %73 = zext i3 %72 to i64
  %smin66 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %74 = trunc i64 %smin66 to i3
  %75 = zext i3 %74 to i64
  %76 = add nuw nsw i64 %75, 1
  %77 = mul i64 %45, %76
  %78 = add i64 %lsr.iv199, %77
  %79 = mul i64 %arg.a.5.0, %75
  %80 = add i64 %.339.054, %79
  %81 = shl i64 %80, 2
  %smin46 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %82 = trunc i64 %smin46 to i3
  %83 = zext i3 %82 to i64
  %84 = add nuw nsw i64 %83, 1
  %85 = mul i64 %44, %84
  %86 = add i64 %lsr.iv199, %85
  %87 = mul i64 %arg.a.5.0, %83
  %88 = add i64 %.339.054, %87
  %smin53 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %89 = add i64 %smin53, -8
  %90 = lshr i64 %89, 3
  %91 = trunc i64 %90 to i3
  %92 = add i3 %91, 1
  %93 = zext i3 %92 to i64
  %94 = shl nuw nsw i64 %93, 3
  %95 = lshr i64 %smin46, 3
  %96 = shl nuw i64 %95, 3
  %smin43 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %97 = trunc i64 %smin43 to i3
  %98 = zext i3 %97 to i64
  %smin29 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %99 = add i64 %smin29, -8
  %100 = lshr i64 %99, 3
  %101 = add nuw nsw i64 %100, 1
  %102 = shl i64 %indvar, 1
  %smin25 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %102)
  %103 = add i64 %smin25, -8
  %104 = lshr i64 %103, 3
  %105 = add nuw nsw i64 %104, 1
  %smin22 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %106 = and i64 %smin22, 7
  %smin = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %107 = and i64 %smin, 7
  %.408 = or i64 %.339.054, 1
  %.674.not = icmp slt i64 %.339.054, %arg.a.5.0
  br i1 %.674.not, label %B390.endif.endif, label %B390.endif.else.endif.endif.endif.if, !prof !57

B390.endif.else.endif.endif.endif.if:             ; preds = %B390.endif.else.endif.endif.endif
  br label %B390.endif.endif

.723.if:                                          ; preds = %.723.endif, %.723.endif.prol.loopexit24, %.723.endif.prol.loopexit, %B390.endif.endif
  %smin67.1 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.408)
  %.408.1 = add nuw nsw i64 %.339.054, 2
  %108 = add i64 %smin67.1, -1
  %xtraiter68.1 = and i64 %smin67.1, 7
  %lcmp.mod69.1.not = icmp eq i64 %xtraiter68.1, 0
  br i1 %lcmp.mod69.1.not, label %.723.endif.prol.loopexit.1, label %.723.endif.prol.1.preheader

.723.endif.prol.1.preheader:                      ; preds = %.723.if
  %109 = shl i64 %lsr.iv222, 2
  %scevgep259 = getelementptr i8, i8* %.6.i, i64 %109
  br label %.723.endif.prol.1

.723.endif.prol.1:                                ; preds = %.723.endif.prol.1, %.723.endif.prol.1.preheader
  %lsr.iv196 = phi i64 [ %lsr.iv.next197, %.723.endif.prol.1 ], [ %73, %.723.endif.prol.1.preheader ]
  %lsr.iv260 = phi i8* [ %scevgep259, %.723.endif.prol.1.preheader ], [ %scevgep2626, %.723.endif.prol.1 ]
  %lsr.iv260263 = bitcast i8* %lsr.iv260 to float*
  store float 0.000000e+00, float* %lsr.iv260263, align 4
  %scevgep2626 = getelementptr i8, i8* %lsr.iv260, i64 %.113
  %lsr.iv.next197 = add nsw i64 %lsr.iv196, -1
  %prol.iter.cmp.1.not = icmp eq i64 %lsr.iv.next197, 0
  br i1 %prol.iter.cmp.1.not, label %.723.endif.prol.loopexit.1, label %.723.endif.prol.1, !prof !23, !llvm.loop !58

.723.endif.prol.loopexit.1:                       ; preds = %.723.endif.prol.1, %.723.if
  %.719.03.unr.1 = phi i64 [ 0, %.723.if ], [ %106, %.723.endif.prol.1 ]
  %110 = icmp ult i64 %108, 7
  br i1 %110, label %.723.if.1, label %.723.endif.1.preheader

.723.endif.1.preheader:                           ; preds = %.723.endif.prol.loopexit.1
  %111 = sub i64 %smin22, %.719.03.unr.1
  %xtraiter30 = and i64 %101, 7
  %lcmp.mod31.not = icmp eq i64 %xtraiter30, 0
  br i1 %lcmp.mod31.not, label %.723.endif.1.prol.loopexit, label %.723.endif.1.prol.preheader

.723.endif.1.prol.preheader:                      ; preds = %.723.endif.1.preheader
  br label %.723.endif.1.prol

.723.endif.1.prol:                                ; preds = %.723.endif.1.prol.preheader, %.723.endif.1.prol
  %lsr.iv202 = phi i64 [ 0, %.723.endif.1.prol.preheader ], [ %lsr.iv.next203, %.723.endif.1.prol ]
  %lsr.iv271.prol = phi i64 [ %lsr.iv.next272.prol, %.723.endif.1.prol ], [ %lsr.iv269, %.723.endif.1.prol.preheader ]
  %scevgep200 = getelementptr i8, i8* %scevgep199, i64 %lsr.iv271.prol
  %scevgep200201 = bitcast i8* %scevgep200 to float*
  store float 0.000000e+00, float* %scevgep200201, align 4
  %uglygep205 = getelementptr i8, i8* %scevgep200, i64 %.113
  %uglygep205206 = bitcast i8* %uglygep205 to float*
  store float 0.000000e+00, float* %uglygep205206, align 4
  %uglygep207 = getelementptr i8, i8* %uglygep205, i64 %.113
  %uglygep207208 = bitcast i8* %uglygep207 to float*
  store float 0.000000e+00, float* %uglygep207208, align 4
  %uglygep209 = getelementptr i8, i8* %uglygep207, i64 %.113
  %uglygep209210 = bitcast i8* %uglygep209 to float*
  store float 0.000000e+00, float* %uglygep209210, align 4
  %uglygep211 = getelementptr i8, i8* %uglygep209, i64 %.113
  %uglygep211212 = bitcast i8* %uglygep211 to float*
  store float 0.000000e+00, float* %uglygep211212, align 4
  %uglygep213 = getelementptr i8, i8* %uglygep211, i64 %.113
  %uglygep213214 = bitcast i8* %uglygep213 to float*
  store float 0.000000e+00, float* %uglygep213214, align 4
  %uglygep215 = getelementptr i8, i8* %uglygep213, i64 %.113
  %uglygep215216 = bitcast i8* %uglygep215 to float*
  store float 0.000000e+00, float* %uglygep215216, align 4
  %uglygep217 = getelementptr i8, i8* %uglygep215, i64 %.113
  %uglygep217218 = bitcast i8* %uglygep217 to float*
  store float 0.000000e+00, float* %uglygep217218, align 4
  %lsr.iv.next272.prol = add i64 %lsr.iv271.prol, %43
  %lsr.iv.next203 = add nuw nsw i64 %lsr.iv202, 8
  %prol.iter32.cmp.not = icmp eq i64 %69, %lsr.iv.next203
  br i1 %prol.iter32.cmp.not, label %.723.endif.1.prol.loopexit.loopexit, label %.723.endif.1.prol, !prof !23, !llvm.loop !70

.723.endif.1.prol.loopexit.loopexit:              ; preds = %.723.endif.1.prol
  %112 = sub i64 %71, %lsr.iv.next203
  br label %.723.endif.1.prol.loopexit

.723.endif.1.prol.loopexit:                       ; preds = %.723.endif.1.prol.loopexit.loopexit, %.723.endif.1.preheader
  %lsr.iv271.unr = phi i64 [ %lsr.iv269, %.723.endif.1.preheader ], [ %lsr.iv.next272.prol, %.723.endif.1.prol.loopexit.loopexit ]
  %lsr.iv266.unr = phi i64 [ %111, %.723.endif.1.preheader ], [ %112, %.723.endif.1.prol.loopexit.loopexit ]
  %113 = icmp ult i64 %99, 56
  br i1 %113, label %.723.if.1, label %.723.endif.1.preheader34

.723.endif.1.preheader34:                         ; preds = %.723.endif.1.prol.loopexit
  %114 = add i64 %lsr.iv271.unr, %60
  %scevgep220 = getelementptr i8, i8* %.6.i, i64 %114
  br label %.723.endif.1

.723.endif.1:                                     ; preds = %.723.endif.1.preheader34, %.723.endif.1
  %lsr.iv221 = phi i8* [ %scevgep220, %.723.endif.1.preheader34 ], [ %115, %.723.endif.1 ]
  %lsr.iv266 = phi i64 [ %lsr.iv.next267.7, %.723.endif.1 ], [ %lsr.iv266.unr, %.723.endif.1.preheader34 ]
  %lsr.iv221222 = bitcast i8* %lsr.iv221 to i1*
  %lsr.iv221224 = bitcast i8* %lsr.iv221 to float*
  store float 0.000000e+00, float* %lsr.iv221224, align 4
  %uglygep225 = getelementptr i8, i8* %lsr.iv221, i64 %.113
  %uglygep225226 = bitcast i8* %uglygep225 to float*
  store float 0.000000e+00, float* %uglygep225226, align 4
  %uglygep227 = getelementptr i8, i8* %uglygep225, i64 %.113
  %uglygep227228 = bitcast i8* %uglygep227 to float*
  store float 0.000000e+00, float* %uglygep227228, align 4
  %uglygep229 = getelementptr i8, i8* %uglygep227, i64 %.113
  %uglygep229230 = bitcast i8* %uglygep229 to float*
  store float 0.000000e+00, float* %uglygep229230, align 4
  %uglygep231 = getelementptr i8, i8* %uglygep229, i64 %.113
  %uglygep231232 = bitcast i8* %uglygep231 to float*
  store float 0.000000e+00, float* %uglygep231232, align 4
  %uglygep233 = getelementptr i8, i8* %uglygep231, i64 %.113
  %uglygep233234 = bitcast i8* %uglygep233 to float*
  store float 0.000000e+00, float* %uglygep233234, align 4
  %uglygep235 = getelementptr i8, i8* %uglygep233, i64 %.113
  %uglygep235236 = bitcast i8* %uglygep235 to float*
  store float 0.000000e+00, float* %uglygep235236, align 4
  %uglygep237 = getelementptr i8, i8* %uglygep235, i64 %.113
  %uglygep237238 = bitcast i8* %uglygep237 to float*
  store float 0.000000e+00, float* %uglygep237238, align 4
  %uglygep239 = getelementptr i8, i8* %uglygep237, i64 %.113
  %uglygep239240 = bitcast i8* %uglygep239 to float*
  store float 0.000000e+00, float* %uglygep239240, align 4
  %uglygep241 = getelementptr i8, i8* %uglygep239, i64 %.113
  %uglygep241242 = bitcast i8* %uglygep241 to float*
  store float 0.000000e+00, float* %uglygep241242, align 4
  %uglygep243 = getelementptr i8, i8* %uglygep241, i64 %.113
  %uglygep243244 = bitcast i8* %uglygep243 to float*
  store float 0.000000e+00, float* %uglygep243244, align 4
  %uglygep245 = getelementptr i8, i8* %uglygep243, i64 %.113
  %uglygep245246 = bitcast i8* %uglygep245 to float*
  store float 0.000000e+00, float* %uglygep245246, align 4
  %uglygep247 = getelementptr i8, i8* %uglygep245, i64 %.113
  %uglygep247248 = bitcast i8* %uglygep247 to float*
  store float 0.000000e+00, float* %uglygep247248, align 4
  %uglygep249 = getelementptr i8, i8* %uglygep247, i64 %.113
  %uglygep249250 = bitcast i8* %uglygep249 to float*
  store float 0.000000e+00, float* %uglygep249250, align 4
  %uglygep251 = getelementptr i8, i8* %uglygep249, i64 %.113
  %uglygep251252 = bitcast i8* %uglygep251 to float*
  store float 0.000000e+00, float* %uglygep251252, align 4
  %uglygep253 = getelementptr i8, i8* %uglygep251, i64 %.113
  %uglygep253254 = bitcast i8* %uglygep253 to float*
  store float 0.000000e+00, float* %uglygep253254, align 4
  %uglygep255 = getelementptr i8, i8* %uglygep253, i64 %.113
  %uglygep255256 = bitcast i8* %uglygep255 to float*
  store float 0.000000e+00, float* %uglygep255256, align 4
  %uglygep257 = getelementptr i8, i8* %uglygep255, i64 %.113
  %uglygep257258 = bitcast i8* %uglygep257 to float*
  store float 0.000000e+00, float* %uglygep257258, align 4
  %uglygep259 = getelementptr i8, i8* %uglygep257, i64 %.113
  %uglygep259260 = bitcast i8* %uglygep259 to float*
  store float 0.000000e+00, float* %uglygep259260, align 4
  %uglygep261 = getelementptr i8, i8* %uglygep259, i64 %.113
  %uglygep261262 = bitcast i8* %uglygep261 to float*
  store float 0.000000e+00, float* %uglygep261262, align 4
  %uglygep263 = getelementptr i8, i8* %uglygep261, i64 %.113
  %uglygep263264 = bitcast i8* %uglygep263 to float*
  store float 0.000000e+00, float* %uglygep263264, align 4
  %uglygep265 = getelementptr i8, i8* %uglygep263, i64 %.113
  %uglygep265266 = bitcast i8* %uglygep265 to float*
  store float 0.000000e+00, float* %uglygep265266, align 4
  %uglygep267 = getelementptr i8, i8* %uglygep265, i64 %.113
  %uglygep267268 = bitcast i8* %uglygep267 to float*
  store float 0.000000e+00, float* %uglygep267268, align 4
  %uglygep269 = getelementptr i8, i8* %uglygep267, i64 %.113
  %uglygep269270 = bitcast i8* %uglygep269 to float*
  store float 0.000000e+00, float* %uglygep269270, align 4
  %uglygep271 = getelementptr i8, i8* %uglygep269, i64 %.113
  %uglygep271272 = bitcast i8* %uglygep271 to float*
  store float 0.000000e+00, float* %uglygep271272, align 4
  %uglygep273 = getelementptr i8, i8* %uglygep271, i64 %.113
  %uglygep273274 = bitcast i8* %uglygep273 to float*
  store float 0.000000e+00, float* %uglygep273274, align 4
  %uglygep275 = getelementptr i8, i8* %uglygep273, i64 %.113
  %uglygep275276 = bitcast i8* %uglygep275 to float*
  store float 0.000000e+00, float* %uglygep275276, align 4
  %uglygep277 = getelementptr i8, i8* %uglygep275, i64 %.113
  %uglygep277278 = bitcast i8* %uglygep277 to float*
  store float 0.000000e+00, float* %uglygep277278, align 4
  %uglygep279 = getelementptr i8, i8* %uglygep277, i64 %.113
  %uglygep279280 = bitcast i8* %uglygep279 to float*
  store float 0.000000e+00, float* %uglygep279280, align 4
  %uglygep281 = getelementptr i8, i8* %uglygep279, i64 %.113
  %uglygep281282 = bitcast i8* %uglygep281 to float*
  store float 0.000000e+00, float* %uglygep281282, align 4
  %uglygep283 = getelementptr i8, i8* %uglygep281, i64 %.113
  %uglygep283284 = bitcast i8* %uglygep283 to float*
  store float 0.000000e+00, float* %uglygep283284, align 4
  %uglygep285 = getelementptr i8, i8* %uglygep283, i64 %.113
  %uglygep285286 = bitcast i8* %uglygep285 to float*
  store float 0.000000e+00, float* %uglygep285286, align 4
  %uglygep287 = getelementptr i8, i8* %uglygep285, i64 %.113
  %uglygep287288 = bitcast i8* %uglygep287 to float*
  store float 0.000000e+00, float* %uglygep287288, align 4
  %uglygep289 = getelementptr i8, i8* %uglygep287, i64 %.113
  %uglygep289290 = bitcast i8* %uglygep289 to float*
  store float 0.000000e+00, float* %uglygep289290, align 4
  %uglygep291 = getelementptr i8, i8* %uglygep289, i64 %.113
  %uglygep291292 = bitcast i8* %uglygep291 to float*
  store float 0.000000e+00, float* %uglygep291292, align 4
  %uglygep293 = getelementptr i8, i8* %uglygep291, i64 %.113
  %uglygep293294 = bitcast i8* %uglygep293 to float*
  store float 0.000000e+00, float* %uglygep293294, align 4
  %uglygep295 = getelementptr i8, i8* %uglygep293, i64 %.113
  %uglygep295296 = bitcast i8* %uglygep295 to float*
  store float 0.000000e+00, float* %uglygep295296, align 4
  %uglygep297 = getelementptr i8, i8* %uglygep295, i64 %.113
  %uglygep297298 = bitcast i8* %uglygep297 to float*
  store float 0.000000e+00, float* %uglygep297298, align 4
  %uglygep299 = getelementptr i8, i8* %uglygep297, i64 %.113
  %uglygep299300 = bitcast i8* %uglygep299 to float*
  store float 0.000000e+00, float* %uglygep299300, align 4
  %uglygep301 = getelementptr i8, i8* %uglygep299, i64 %.113
  %uglygep301302 = bitcast i8* %uglygep301 to float*
  store float 0.000000e+00, float* %uglygep301302, align 4
  %uglygep303 = getelementptr i8, i8* %uglygep301, i64 %.113
  %uglygep303304 = bitcast i8* %uglygep303 to float*
  store float 0.000000e+00, float* %uglygep303304, align 4
  %uglygep305 = getelementptr i8, i8* %uglygep303, i64 %.113
  %uglygep305306 = bitcast i8* %uglygep305 to float*
  store float 0.000000e+00, float* %uglygep305306, align 4
  %uglygep307 = getelementptr i8, i8* %uglygep305, i64 %.113
  %uglygep307308 = bitcast i8* %uglygep307 to float*
  store float 0.000000e+00, float* %uglygep307308, align 4
  %uglygep309 = getelementptr i8, i8* %uglygep307, i64 %.113
  %uglygep309310 = bitcast i8* %uglygep309 to float*
  store float 0.000000e+00, float* %uglygep309310, align 4
  %uglygep311 = getelementptr i8, i8* %uglygep309, i64 %.113
  %uglygep311312 = bitcast i8* %uglygep311 to float*
  store float 0.000000e+00, float* %uglygep311312, align 4
  %uglygep313 = getelementptr i8, i8* %uglygep311, i64 %.113
  %uglygep313314 = bitcast i8* %uglygep313 to float*
  store float 0.000000e+00, float* %uglygep313314, align 4
  %uglygep315 = getelementptr i8, i8* %uglygep313, i64 %.113
  %uglygep315316 = bitcast i8* %uglygep315 to float*
  store float 0.000000e+00, float* %uglygep315316, align 4
  %uglygep317 = getelementptr i8, i8* %uglygep315, i64 %.113
  %uglygep317318 = bitcast i8* %uglygep317 to float*
  store float 0.000000e+00, float* %uglygep317318, align 4
  %uglygep319 = getelementptr i8, i8* %uglygep317, i64 %.113
  %uglygep319320 = bitcast i8* %uglygep319 to float*
  store float 0.000000e+00, float* %uglygep319320, align 4
  %uglygep321 = getelementptr i8, i8* %uglygep319, i64 %.113
  %uglygep321322 = bitcast i8* %uglygep321 to float*
  store float 0.000000e+00, float* %uglygep321322, align 4
  %uglygep323 = getelementptr i8, i8* %uglygep321, i64 %.113
  %uglygep323324 = bitcast i8* %uglygep323 to float*
  store float 0.000000e+00, float* %uglygep323324, align 4
  %uglygep325 = getelementptr i8, i8* %uglygep323, i64 %.113
  %uglygep325326 = bitcast i8* %uglygep325 to float*
  store float 0.000000e+00, float* %uglygep325326, align 4
  %uglygep327 = getelementptr i8, i8* %uglygep325, i64 %.113
  %uglygep327328 = bitcast i8* %uglygep327 to float*
  store float 0.000000e+00, float* %uglygep327328, align 4
  %uglygep329 = getelementptr i8, i8* %uglygep327, i64 %.113
  %uglygep329330 = bitcast i8* %uglygep329 to float*
  store float 0.000000e+00, float* %uglygep329330, align 4
  %uglygep331 = getelementptr i8, i8* %uglygep329, i64 %.113
  %uglygep331332 = bitcast i8* %uglygep331 to float*
  store float 0.000000e+00, float* %uglygep331332, align 4
  %uglygep333 = getelementptr i8, i8* %uglygep331, i64 %.113
  %uglygep333334 = bitcast i8* %uglygep333 to float*
  store float 0.000000e+00, float* %uglygep333334, align 4
  %uglygep335 = getelementptr i8, i8* %uglygep333, i64 %.113
  %uglygep335336 = bitcast i8* %uglygep335 to float*
  store float 0.000000e+00, float* %uglygep335336, align 4
  %uglygep337 = getelementptr i8, i8* %uglygep335, i64 %.113
  %uglygep337338 = bitcast i8* %uglygep337 to float*
  store float 0.000000e+00, float* %uglygep337338, align 4
  %uglygep339 = getelementptr i8, i8* %uglygep337, i64 %.113
  %uglygep339340 = bitcast i8* %uglygep339 to float*
  store float 0.000000e+00, float* %uglygep339340, align 4
  %uglygep341 = getelementptr i8, i8* %uglygep339, i64 %.113
  %uglygep341342 = bitcast i8* %uglygep341 to float*
  store float 0.000000e+00, float* %uglygep341342, align 4
  %uglygep343 = getelementptr i8, i8* %uglygep341, i64 %.113
  %uglygep343344 = bitcast i8* %uglygep343 to float*
  store float 0.000000e+00, float* %uglygep343344, align 4
  %uglygep345 = getelementptr i8, i8* %uglygep343, i64 %.113
  %uglygep345346 = bitcast i8* %uglygep345 to float*
  store float 0.000000e+00, float* %uglygep345346, align 4
  %uglygep347 = getelementptr i8, i8* %uglygep345, i64 %.113
  %uglygep347348 = bitcast i8* %uglygep347 to float*
  store float 0.000000e+00, float* %uglygep347348, align 4
  %uglygep349 = getelementptr i8, i8* %uglygep347, i64 %.113
  %uglygep349350 = bitcast i8* %uglygep349 to float*
  store float 0.000000e+00, float* %uglygep349350, align 4
  %lsr.iv.next267.7 = add i64 %lsr.iv266, -64
  %scevgep223 = getelementptr i1, i1* %lsr.iv221222, i64 %49
  %115 = bitcast i1* %scevgep223 to i8*
  %exitcond58.not.7.1.7 = icmp eq i64 %lsr.iv.next267.7, 0
  br i1 %exitcond58.not.7.1.7, label %.723.if.1, label %.723.endif.1, !prof !59, !llvm.loop !60

.723.if.1:                                        ; preds = %.723.endif.1, %.723.endif.1.prol.loopexit, %.723.endif.prol.loopexit.1
  %lsr.iv.next200 = add i64 %lsr.iv199, 8
  %lsr.iv.next223 = add nuw nsw i64 %lsr.iv222, 2
  %lsr.iv.next270 = add i64 %lsr.iv269, 8
  %indvar.next = add i64 %indvar, 1
  %niter77.ncmp.1 = icmp eq i64 %.408.1, %unroll_iter76
  br i1 %niter77.ncmp.1, label %B412.loopexit.unr-lcssa, label %B390.endif.else.endif.endif.endif

.723.endif:                                       ; preds = %.723.endif.preheader35, %.723.endif
  %lsr.iv194 = phi i8* [ %scevgep19611.7, %.723.endif ], [ %lsr.iv194.unr, %.723.endif.preheader35 ]
  %lsr.iv192 = phi i64 [ %lsr.iv.next193.7, %.723.endif ], [ %lsr.iv192.unr, %.723.endif.preheader35 ]
  %scevgep69 = getelementptr i8, i8* %lsr.iv194, i64 %81
  %scevgep6970 = bitcast i8* %scevgep69 to float*
  store float 0.000000e+00, float* %scevgep6970, align 4
  %scevgep67 = getelementptr i8, i8* %lsr.iv194, i64 %78
  %scevgep6768 = bitcast i8* %scevgep67 to float*
  store float 0.000000e+00, float* %scevgep6768, align 4
  %uglygep85 = getelementptr i8, i8* %scevgep67, i64 %.113
  %uglygep8586 = bitcast i8* %uglygep85 to float*
  store float 0.000000e+00, float* %uglygep8586, align 4
  %uglygep87 = getelementptr i8, i8* %uglygep85, i64 %.113
  %uglygep8788 = bitcast i8* %uglygep87 to float*
  store float 0.000000e+00, float* %uglygep8788, align 4
  %uglygep89 = getelementptr i8, i8* %uglygep87, i64 %.113
  %uglygep8990 = bitcast i8* %uglygep89 to float*
  store float 0.000000e+00, float* %uglygep8990, align 4
  %uglygep91 = getelementptr i8, i8* %uglygep89, i64 %.113
  %uglygep9192 = bitcast i8* %uglygep91 to float*
  store float 0.000000e+00, float* %uglygep9192, align 4
  %uglygep93 = getelementptr i8, i8* %uglygep91, i64 %.113
  %uglygep9394 = bitcast i8* %uglygep93 to float*
  store float 0.000000e+00, float* %uglygep9394, align 4
  %uglygep95 = getelementptr i8, i8* %uglygep93, i64 %.113
  %uglygep9596 = bitcast i8* %uglygep95 to float*
  store float 0.000000e+00, float* %uglygep9596, align 4
  %scevgep19611 = getelementptr i8, i8* %lsr.iv194, i64 %43
  %uglygep71 = getelementptr i8, i8* %scevgep69, i64 %43
  %uglygep7172 = bitcast i8* %uglygep71 to float*
  store float 0.000000e+00, float* %uglygep7172, align 4
  %uglygep97 = getelementptr i8, i8* %uglygep95, i64 %46
  %uglygep9798 = bitcast i8* %uglygep97 to float*
  store float 0.000000e+00, float* %uglygep9798, align 4
  %uglygep99 = getelementptr i8, i8* %uglygep97, i64 %.113
  %uglygep99100 = bitcast i8* %uglygep99 to float*
  store float 0.000000e+00, float* %uglygep99100, align 4
  %uglygep101 = getelementptr i8, i8* %uglygep99, i64 %.113
  %uglygep101102 = bitcast i8* %uglygep101 to float*
  store float 0.000000e+00, float* %uglygep101102, align 4
  %uglygep103 = getelementptr i8, i8* %uglygep101, i64 %.113
  %uglygep103104 = bitcast i8* %uglygep103 to float*
  store float 0.000000e+00, float* %uglygep103104, align 4
  %uglygep105 = getelementptr i8, i8* %uglygep103, i64 %.113
  %uglygep105106 = bitcast i8* %uglygep105 to float*
  store float 0.000000e+00, float* %uglygep105106, align 4
  %uglygep107 = getelementptr i8, i8* %uglygep105, i64 %.113
  %uglygep107108 = bitcast i8* %uglygep107 to float*
  store float 0.000000e+00, float* %uglygep107108, align 4
  %uglygep109 = getelementptr i8, i8* %uglygep107, i64 %.113
  %uglygep109110 = bitcast i8* %uglygep109 to float*
  store float 0.000000e+00, float* %uglygep109110, align 4
  %scevgep19611.1 = getelementptr i8, i8* %scevgep19611, i64 %43
  %uglygep73 = getelementptr i8, i8* %uglygep71, i64 %43
  %uglygep7374 = bitcast i8* %uglygep73 to float*
  store float 0.000000e+00, float* %uglygep7374, align 4
  %uglygep111 = getelementptr i8, i8* %uglygep109, i64 %46
  %uglygep111112 = bitcast i8* %uglygep111 to float*
  store float 0.000000e+00, float* %uglygep111112, align 4
  %uglygep113 = getelementptr i8, i8* %uglygep111, i64 %.113
  %uglygep113114 = bitcast i8* %uglygep113 to float*
  store float 0.000000e+00, float* %uglygep113114, align 4
  %uglygep115 = getelementptr i8, i8* %uglygep113, i64 %.113
  %uglygep115116 = bitcast i8* %uglygep115 to float*
  store float 0.000000e+00, float* %uglygep115116, align 4
  %uglygep117 = getelementptr i8, i8* %uglygep115, i64 %.113
  %uglygep117118 = bitcast i8* %uglygep117 to float*
  store float 0.000000e+00, float* %uglygep117118, align 4
  %uglygep119 = getelementptr i8, i8* %uglygep117, i64 %.113
  %uglygep119120 = bitcast i8* %uglygep119 to float*
  store float 0.000000e+00, float* %uglygep119120, align 4
  %uglygep121 = getelementptr i8, i8* %uglygep119, i64 %.113
  %uglygep121122 = bitcast i8* %uglygep121 to float*
  store float 0.000000e+00, float* %uglygep121122, align 4
  %uglygep123 = getelementptr i8, i8* %uglygep121, i64 %.113
  %uglygep123124 = bitcast i8* %uglygep123 to float*
  store float 0.000000e+00, float* %uglygep123124, align 4
  %scevgep19611.2 = getelementptr i8, i8* %scevgep19611.1, i64 %43
  %uglygep75 = getelementptr i8, i8* %uglygep73, i64 %43
  %uglygep7576 = bitcast i8* %uglygep75 to float*
  store float 0.000000e+00, float* %uglygep7576, align 4
  %uglygep125 = getelementptr i8, i8* %uglygep123, i64 %46
  %uglygep125126 = bitcast i8* %uglygep125 to float*
  store float 0.000000e+00, float* %uglygep125126, align 4
  %uglygep127 = getelementptr i8, i8* %uglygep125, i64 %.113
  %uglygep127128 = bitcast i8* %uglygep127 to float*
  store float 0.000000e+00, float* %uglygep127128, align 4
  %uglygep129 = getelementptr i8, i8* %uglygep127, i64 %.113
  %uglygep129130 = bitcast i8* %uglygep129 to float*
  store float 0.000000e+00, float* %uglygep129130, align 4
  %uglygep131 = getelementptr i8, i8* %uglygep129, i64 %.113
  %uglygep131132 = bitcast i8* %uglygep131 to float*
  store float 0.000000e+00, float* %uglygep131132, align 4
  %uglygep133 = getelementptr i8, i8* %uglygep131, i64 %.113
  %uglygep133134 = bitcast i8* %uglygep133 to float*
  store float 0.000000e+00, float* %uglygep133134, align 4
  %uglygep135 = getelementptr i8, i8* %uglygep133, i64 %.113
  %uglygep135136 = bitcast i8* %uglygep135 to float*
  store float 0.000000e+00, float* %uglygep135136, align 4
  %uglygep137 = getelementptr i8, i8* %uglygep135, i64 %.113
  %uglygep137138 = bitcast i8* %uglygep137 to float*
  store float 0.000000e+00, float* %uglygep137138, align 4
  %scevgep19611.3 = getelementptr i8, i8* %scevgep19611.2, i64 %43
  %uglygep77 = getelementptr i8, i8* %uglygep75, i64 %43
  %uglygep7778 = bitcast i8* %uglygep77 to float*
  store float 0.000000e+00, float* %uglygep7778, align 4
  %uglygep139 = getelementptr i8, i8* %uglygep137, i64 %46
  %uglygep139140 = bitcast i8* %uglygep139 to float*
  store float 0.000000e+00, float* %uglygep139140, align 4
  %uglygep141 = getelementptr i8, i8* %uglygep139, i64 %.113
  %uglygep141142 = bitcast i8* %uglygep141 to float*
  store float 0.000000e+00, float* %uglygep141142, align 4
  %uglygep143 = getelementptr i8, i8* %uglygep141, i64 %.113
  %uglygep143144 = bitcast i8* %uglygep143 to float*
  store float 0.000000e+00, float* %uglygep143144, align 4
  %uglygep145 = getelementptr i8, i8* %uglygep143, i64 %.113
  %uglygep145146 = bitcast i8* %uglygep145 to float*
  store float 0.000000e+00, float* %uglygep145146, align 4
  %uglygep147 = getelementptr i8, i8* %uglygep145, i64 %.113
  %uglygep147148 = bitcast i8* %uglygep147 to float*
  store float 0.000000e+00, float* %uglygep147148, align 4
  %uglygep149 = getelementptr i8, i8* %uglygep147, i64 %.113
  %uglygep149150 = bitcast i8* %uglygep149 to float*
  store float 0.000000e+00, float* %uglygep149150, align 4
  %uglygep151 = getelementptr i8, i8* %uglygep149, i64 %.113
  %uglygep151152 = bitcast i8* %uglygep151 to float*
  store float 0.000000e+00, float* %uglygep151152, align 4
  %scevgep19611.4 = getelementptr i8, i8* %scevgep19611.3, i64 %43
  %uglygep79 = getelementptr i8, i8* %uglygep77, i64 %43
  %uglygep7980 = bitcast i8* %uglygep79 to float*
  store float 0.000000e+00, float* %uglygep7980, align 4
  %uglygep153 = getelementptr i8, i8* %uglygep151, i64 %46
  %uglygep153154 = bitcast i8* %uglygep153 to float*
  store float 0.000000e+00, float* %uglygep153154, align 4
  %uglygep155 = getelementptr i8, i8* %uglygep153, i64 %.113
  %uglygep155156 = bitcast i8* %uglygep155 to float*
  store float 0.000000e+00, float* %uglygep155156, align 4
  %uglygep157 = getelementptr i8, i8* %uglygep155, i64 %.113
  %uglygep157158 = bitcast i8* %uglygep157 to float*
  store float 0.000000e+00, float* %uglygep157158, align 4
  %uglygep159 = getelementptr i8, i8* %uglygep157, i64 %.113
  %uglygep159160 = bitcast i8* %uglygep159 to float*
  store float 0.000000e+00, float* %uglygep159160, align 4
  %uglygep161 = getelementptr i8, i8* %uglygep159, i64 %.113
  %uglygep161162 = bitcast i8* %uglygep161 to float*
  store float 0.000000e+00, float* %uglygep161162, align 4
  %uglygep163 = getelementptr i8, i8* %uglygep161, i64 %.113
  %uglygep163164 = bitcast i8* %uglygep163 to float*
  store float 0.000000e+00, float* %uglygep163164, align 4
  %uglygep165 = getelementptr i8, i8* %uglygep163, i64 %.113
  %uglygep165166 = bitcast i8* %uglygep165 to float*
  store float 0.000000e+00, float* %uglygep165166, align 4
  %scevgep19611.5 = getelementptr i8, i8* %scevgep19611.4, i64 %43
  %uglygep81 = getelementptr i8, i8* %uglygep79, i64 %43
  %uglygep8182 = bitcast i8* %uglygep81 to float*
  store float 0.000000e+00, float* %uglygep8182, align 4
  %uglygep167 = getelementptr i8, i8* %uglygep165, i64 %46
  %uglygep167168 = bitcast i8* %uglygep167 to float*
  store float 0.000000e+00, float* %uglygep167168, align 4
  %uglygep169 = getelementptr i8, i8* %uglygep167, i64 %.113
  %uglygep169170 = bitcast i8* %uglygep169 to float*
  store float 0.000000e+00, float* %uglygep169170, align 4
  %uglygep171 = getelementptr i8, i8* %uglygep169, i64 %.113
  %uglygep171172 = bitcast i8* %uglygep171 to float*
  store float 0.000000e+00, float* %uglygep171172, align 4
  %uglygep173 = getelementptr i8, i8* %uglygep171, i64 %.113
  %uglygep173174 = bitcast i8* %uglygep173 to float*
  store float 0.000000e+00, float* %uglygep173174, align 4
  %uglygep175 = getelementptr i8, i8* %uglygep173, i64 %.113
  %uglygep175176 = bitcast i8* %uglygep175 to float*
  store float 0.000000e+00, float* %uglygep175176, align 4
  %uglygep177 = getelementptr i8, i8* %uglygep175, i64 %.113
  %uglygep177178 = bitcast i8* %uglygep177 to float*
  store float 0.000000e+00, float* %uglygep177178, align 4
  %uglygep179 = getelementptr i8, i8* %uglygep177, i64 %.113
  %uglygep179180 = bitcast i8* %uglygep179 to float*
  store float 0.000000e+00, float* %uglygep179180, align 4
  %scevgep19611.6 = getelementptr i8, i8* %scevgep19611.5, i64 %43
  %uglygep83 = getelementptr i8, i8* %uglygep81, i64 %43
  %uglygep8384 = bitcast i8* %uglygep83 to float*
  store float 0.000000e+00, float* %uglygep8384, align 4
  %uglygep181 = getelementptr i8, i8* %uglygep179, i64 %46
  %uglygep181182 = bitcast i8* %uglygep181 to float*
  store float 0.000000e+00, float* %uglygep181182, align 4
  %uglygep183 = getelementptr i8, i8* %uglygep181, i64 %.113
  %uglygep183184 = bitcast i8* %uglygep183 to float*
  store float 0.000000e+00, float* %uglygep183184, align 4
  %uglygep185 = getelementptr i8, i8* %uglygep183, i64 %.113
  %uglygep185186 = bitcast i8* %uglygep185 to float*
  store float 0.000000e+00, float* %uglygep185186, align 4
  %uglygep187 = getelementptr i8, i8* %uglygep185, i64 %.113
  %uglygep187188 = bitcast i8* %uglygep187 to float*
  store float 0.000000e+00, float* %uglygep187188, align 4
  %uglygep189 = getelementptr i8, i8* %uglygep187, i64 %.113
  %uglygep189190 = bitcast i8* %uglygep189 to float*
  store float 0.000000e+00, float* %uglygep189190, align 4
  %uglygep191 = getelementptr i8, i8* %uglygep189, i64 %.113
  %uglygep191192 = bitcast i8* %uglygep191 to float*
  store float 0.000000e+00, float* %uglygep191192, align 4
  %uglygep193 = getelementptr i8, i8* %uglygep191, i64 %.113
  %uglygep193194 = bitcast i8* %uglygep193 to float*
  store float 0.000000e+00, float* %uglygep193194, align 4
  %lsr.iv.next193.7 = add i64 %lsr.iv192, -64
  %scevgep19611.7 = getelementptr i8, i8* %scevgep19611.6, i64 %43
  %exitcond58.not.7.7 = icmp eq i64 %lsr.iv.next193.7, 0
  br i1 %exitcond58.not.7.7, label %.723.if, label %.723.endif, !prof !59, !llvm.loop !60
}

declare i32 @numba_xxpotrf(i8, i8, i64, float*, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.197 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %.74 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.74, label %B54, label %B108

B54:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.18.i.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i.i, label %B54.if, label %B0.endif.endif.i.i, !prof !10

B0.endif.endif.i.i:                               ; preds = %B54
  %.32.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.34.i.i = extractvalue { i64, i1 } %.32.i.i, 1
  br i1 %.34.i.i, label %B54.if, label %B0.endif.endif.endif.i.i, !prof !10

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.33.i.i = extractvalue { i64, i1 } %.32.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !71
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B54.if, label %B54.endif, !prof !10

B108:                                             ; preds = %entry
  %.18.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i, label %B108.if, label %B0.endif.endif.i2, !prof !10

B0.endif.endif.i2:                                ; preds = %B108
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B108.if, label %B0.endif.endif.endif.i, !prof !10

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i2
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !84
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if, label %B108.endif, !prof !10

B54.if:                                           ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B54
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140568129655808, %B54 ], [ @.const.picklebuf.140568127608000, %B0.endif.endif.i.i ], [ @.const.picklebuf.140568131929408.16, %B0.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B108.endif.endif, %B108.endif.if, %B108.if, %B54.endif, %B54.if
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 0, %B108.endif.endif ], [ 1, %B54.if ], [ 1, %B108.if ], [ %.209, %B108.endif.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to float**
  %.6.i1.i.i = load float*, float** %0, align 8, !noalias !94
  %.26.i.i = shl nuw nsw i64 %arg.a.5.0, 2
  %.27.i.i = bitcast float* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.27.i.i, i8 0, i64 %.26.i.i, i1 false), !noalias !95
  %retptr.repack155111 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i.i, i8** %retptr.repack155111, align 8
  %retptr.repack16 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack16, align 8
  %retptr.repack18 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.a.5.0, i64* %retptr.repack18, align 8
  %retptr.repack20 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack20, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %.6.i1.i.i, float** %retptr.repack22, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %1, align 8
  %2 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 4, i64* %2, align 8
  br label %common.ret

B108.if:                                          ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i2, %B108
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140568131929408.5.17, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140568131837952, %B0.endif.endif.i2 ], [ @.const.picklebuf.140568130436736, %B108 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %3 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %3, align 8, !noalias !98
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.197, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i8* nonnull %.7.i.i.i, i8* null, i64 %arg.a.5.0, i64 4, float* %.6.i1.i, i64 %arg.a.5.0, i64 4)
  switch i32 %.209, label %B108.endif.if [
    i32 -2, label %B108.endif.endif
    i32 0, label %B108.endif.endif
  ]

B108.endif.if:                                    ; preds = %B108.endif
  %.217 = icmp sgt i32 %.209, 0
  %.210 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.218 = select i1 %.217, { i8*, i32, i8*, i8*, i32 }* %.210, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.218, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif.endif:                                 ; preds = %B108.endif, %B108.endif
  %5 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197 to i8**
  %6 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 6, i64 0
  %.219.fca.6.0.load = load i64, i64* %6, align 8
  %7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 5, i64 0
  %.219.fca.5.0.load = load i64, i64* %7, align 8
  %sunkaddr53 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 4
  %.219.fca.4.load = load float*, float** %sunkaddr53, align 8
  %sunkaddr54 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 3
  %.219.fca.3.load = load i64, i64* %sunkaddr54, align 8
  %sunkaddr55 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 2
  %.219.fca.2.load = load i64, i64* %sunkaddr55, align 8
  %sunkaddr56 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 1
  %.219.fca.1.load = load i8*, i8** %sunkaddr56, align 8
  %.219.fca.0.load = load i8*, i8** %5, align 8
  %retptr.repack5722 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.219.fca.0.load, i8** %retptr.repack5722, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.219.fca.1.load, i8** %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.219.fca.2.load, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.219.fca.3.load, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %.219.fca.4.load, float** %retptr.repack9, align 8
  %8 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.219.fca.5.0.load, i64* %8, align 8
  %9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.219.fca.6.0.load, i64* %9, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, float* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, float* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.6.0, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, float* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
entry:
  %.179 = alloca float, align 4
  store float 0.000000e+00, float* %.179, align 4
  %.182 = alloca float, align 4
  store float 0.000000e+00, float* %.182, align 4
  %.193 = alloca i32, align 4
  store i32 0, i32* %.193, align 4
  tail call void @NRT_incref(i8* %arg.left.0)
  tail call void @NRT_incref(i8* %arg.right.0)
  tail call void @NRT_incref(i8* %arg.out.0)
  %.90.not.i = icmp eq i64 %arg.right.5.0, %arg.left.5.1
  br i1 %.90.not.i, label %B84.i, label %B0.if, !prof !55

B84.i:                                            ; preds = %entry
  %.127.not.i = icmp eq i64 %arg.out.5.0, %arg.left.5.0
  br i1 %.127.not.i, label %B0.endif, label %B0.if, !prof !55

B0.if:                                            ; preds = %B84.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140568128112576, %entry ], [ @.const.picklebuf.140568129666240, %B84.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B84.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568129720832.18, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.right.5.0, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140568129720832.18, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.163 = icmp eq i64 %arg.right.5.0, 0
  %.164 = icmp eq i64 %arg.out.5.0, 0
  %.165 = or i1 %.163, %.164
  br i1 %.165, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else, !prof !10

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.173 = mul i64 %arg.out.3, %arg.out.2
  %.174 = bitcast float* %arg.out.4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.174, i8 0, i64 %.173, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.else:                        ; preds = %B0.endif.endif.endif
  store float 1.000000e+00, float* %.179, align 4
  store float 0.000000e+00, float* %.182, align 4
  %.185 = bitcast float* %.179 to i8*
  %.186 = bitcast float* %arg.left.4 to i8*
  %.187 = bitcast float* %arg.right.4 to i8*
  %.188 = bitcast float* %.182 to i8*
  %.189 = bitcast float* %arg.out.4 to i8*
  %.190 = call i32 @numba_xxgemv(i8 115, i8 116, i64 %arg.right.5.0, i64 %arg.out.5.0, i8* nonnull %.185, i8* %.186, i64 %arg.right.5.0, i8* %.187, i8* nonnull %.188, i8* %.189)
  %.191.not = icmp eq i32 %.190, 0
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !57

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.else, %B0.endif.endif.endif.if
  %retptr.repack26111 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %arg.out.0, i8** %retptr.repack26111, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.out.1, i8** %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.out.2, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.out.3, i64* %retptr.repack11, align 8
  %retptr.repack13 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %arg.out.4, float** %retptr.repack13, align 8
  %0 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.out.5.0, i64* %0, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %arg.out.6.0, i64* %1, align 8
  call void @NRT_decref(i8* %arg.right.0)
  call void @NRT_decref(i8* %arg.left.0)
  br label %common.ret

B0.endif.endif.endif.else.if:                     ; preds = %B0.endif.endif.endif.else
  call void @numba_gil_ensure(i32* nonnull %.193)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error.19", i64 0, i64 0))
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sin.f32(float) #0

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
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE: %excinfo"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!7, !9}
!7 = distinct !{!7, !8, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"}
!9 = distinct !{!9, !8, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %excinfo"}
!10 = !{!"branch_weights", i32 1, i32 99}
!11 = !{i1 true}
!12 = !{!13, !15, !16, !18}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !5}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!23 = !{!"branch_weights", i32 1, i32 7}
!24 = distinct !{!24, !5}
!25 = distinct !{!25, !5}
!26 = !{!"branch_weights", i32 199, i32 9801}
!27 = !{!28, !30, !31, !33, !34, !36, !37, !39}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!40 = !{!41, !43, !44, !46, !47, !49}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!50 = !{!34, !36, !37, !39}
!51 = !{!52, !37, !39}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!54 = !{!47, !49}
!55 = !{!"branch_weights", i32 2126008812, i32 21474836}
!56 = !{!"branch_weights", i32 21474836, i32 2126008812}
!57 = !{!"branch_weights", i32 99, i32 1}
!58 = distinct !{!58, !5}
!59 = !{!"branch_weights", i32 1, i32 3}
!60 = distinct !{!60, !61}
!61 = !{!"llvm.loop.isvectorized", i32 1}
!62 = !{!63, !65, !66, !68}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = distinct !{!69, !5}
!70 = distinct !{!70, !5}
!71 = !{!72, !74, !75, !77, !78, !80, !81, !83}
!72 = distinct !{!72, !73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!73 = distinct !{!73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!74 = distinct !{!74, !73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!75 = distinct !{!75, !76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!76 = distinct !{!76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!77 = distinct !{!77, !76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!81 = distinct !{!81, !82, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!82 = distinct !{!82, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!83 = distinct !{!83, !82, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!84 = !{!85, !87, !88, !90, !91, !93}
!85 = distinct !{!85, !86, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!86 = distinct !{!86, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!87 = distinct !{!87, !86, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!88 = distinct !{!88, !89, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!89 = distinct !{!89, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!90 = distinct !{!90, !89, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!91 = distinct !{!91, !92, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!92 = distinct !{!92, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!93 = distinct !{!93, !92, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!94 = !{!78, !80, !81, !83}
!95 = !{!96, !81, !83}
!96 = distinct !{!96, !97, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!97 = distinct !{!97, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE"}
!98 = !{!91, !93}
