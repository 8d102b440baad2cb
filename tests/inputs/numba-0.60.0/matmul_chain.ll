; ModuleID = 'matmul_chain'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139742484610112 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139742484610112.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139742484610112 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139742484610112, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742484610112.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f18553e45d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f18553e45d0>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139742488878720 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139742488878720.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139742488878720 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139742488878720, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488878720.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742488816704 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139742488816704.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139742488816704 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139742488816704, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488816704.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742488744896 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139742488744896.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139742488744896 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139742488744896, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488744896.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742488878656 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139742488878656.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139742488878656 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139742488878656, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488878656.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742488654592 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139742488654592.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139742488654592 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139742488654592, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488654592.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742488744896.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139742488744896.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139742488744896.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139742488744896.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488744896.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139742488653568 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\CF\02\87\94\87\94."
@.const.pickledata.139742488653568.sha1 = internal constant [20 x i8] c"v&Wh\08\C5S\CFy\BBhm\FEf\E8Z\84\9Bv\0F"
@.const.picklebuf.139742488653568 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.139742488653568, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488653568.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742487396224 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\D2\02\87\94\87\94."
@.const.pickledata.139742487396224.sha1 = internal constant [20 x i8] c"\11\09\11\0C\DCo@\BA\19\EF\C4Q_\09\CAno\95\E0\C1"
@.const.picklebuf.139742487396224 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.139742487396224, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742487396224.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742486405248 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.139742486405248.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.139742486405248 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.139742486405248, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742486405248.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139742488878720.31 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139742488878720.sha1.32 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139742488878720.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139742488878720.31, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488878720.sha1.32, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742488816704.29 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139742488816704.sha1.30 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139742488816704.12 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139742488816704.29, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488816704.sha1.30, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742488744896.27 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139742488744896.sha1.28 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139742488744896.13 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139742488744896.27, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488744896.sha1.28, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139742488878656.21 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139742488878656.sha1.22 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139742488878656.16 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139742488878656.21, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488878656.sha1.22, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742488654592.23 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139742488654592.sha1.24 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139742488654592.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139742488654592.23, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488654592.sha1.24, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742488744896.6.25 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139742488744896.sha1.7.26 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139742488744896.5.14 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139742488744896.6.25, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488744896.sha1.7.26, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error.18" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139742484148096 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\CF\02\87\94\87\94."
@.const.pickledata.139742484148096.sha1 = internal constant [20 x i8] c"v&Wh\08\C5S\CFy\BBhm\FEf\E8Z\84\9Bv\0F"
@.const.picklebuf.139742484148096 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.139742484148096, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742484148096.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139742484155968 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\D2\02\87\94\87\94."
@.const.pickledata.139742484155968.sha1 = internal constant [20 x i8] c"\11\09\11\0C\DCo@\BA\19\EF\C4Q_\09\CAno\95\E0\C1"
@.const.picklebuf.139742484155968 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.139742484155968, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742484155968.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.139742486405248.19 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.139742486405248.sha1.20 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.139742486405248.17 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.139742486405248.19, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742486405248.sha1.20, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f18553e6590B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139742488744896.40 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139742488744896.sha1.41 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139742488744896.39 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139742488744896.40, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139742488744896.sha1.41, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12matmul_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* nocapture readnone %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, double* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1) local_unnamed_addr {
entry:
  %.40.i27 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i28 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.40.i = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.B.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.B.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i27, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i28, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, double* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1), !noalias !0
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  %.fca.0.gep17.i583 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8**
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
  %.62.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i583, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.129 = mul nsw i64 %arg.B.5.1, %arg.B.5.0
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %4)
  %5 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28, align 8, !noalias !4
  tail call void @NRT_incref(i8* %.62.fca.0.load.i), !noalias !4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %4, i8 0, i64 72, i1 false), !noalias !4
  %.52.i29 = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.40.i27, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i28, i8* %.62.fca.0.load.i, i8* %.62.fca.1.load.i, i64 %.62.fca.2.load.i, i64 %.62.fca.3.load.i, double* %.62.fca.4.load.i, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %.62.fca.6.0.load.i, i64 %.62.fca.6.1.load.i, i8* %arg.B.0, i8* %arg.B.1, i64 %.129, i64 %arg.B.3, double* %arg.B.4, i64 %arg.B.5.1, i64 %arg.B.5.0, i64 %arg.B.6.1, i64 %arg.B.6.0), !noalias !4
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  switch i32 %.52.i29, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %entry
  %6 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  %7 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %.60 = icmp sgt i32 %.52.i, 0
  %.61 = select i1 %.60, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.61, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit: ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %8 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  %.53.i31 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28, align 8, !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %9)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.175 = icmp sgt i32 %.52.i29, 0
  %.176 = select i1 %.175, { i8*, i32, i8*, i8*, i32 }* %.53.i31, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit, %for.end.endif, %B0.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit ], [ %.52.i29, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE.exit ], [ 1, %B0.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B128.i:                                           ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %10 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i28 to i8*
  %11 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8*
  %.fca.0.gep17.i35584 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27 to i8**
  %.fca.5.1.gep.i38 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i39 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 5, i64 0
  %.fca.4.gep.i40 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.40.i27, i64 0, i32 4
  %.62.fca.5.1.load.i46 = load i64, i64* %.fca.5.1.gep.i38, align 8, !noalias !4
  %.62.fca.5.0.load.i47 = load i64, i64* %.fca.5.0.gep.i39, align 8, !noalias !4
  %.62.fca.4.load.i48 = load double*, double** %.fca.4.gep.i40, align 8, !noalias !4
  %.62.fca.0.load.i52 = load i8*, i8** %.fca.0.gep17.i35584, align 8, !noalias !4
  tail call void @NRT_decref(i8* %arg.B.0), !noalias !4
  tail call void @NRT_decref(i8* %.62.fca.0.load.i), !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %11)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10)
  tail call void @NRT_decref(i8* %arg.A.0)
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  tail call void @NRT_decref(i8* %arg.B.0)
  %.281 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i47, i64 %.62.fca.5.1.load.i46)
  %.282 = extractvalue { i64, i1 } %.281, 0
  %.283 = extractvalue { i64, i1 } %.281, 1
  %.286 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.282, i64 8)
  %.288 = extractvalue { i64, i1 } %.286, 1
  %.289 = or i1 %.283, %.288
  br i1 %.289, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.if:                    ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139742484610112, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B128.i
  %.287 = extractvalue { i64, i1 } %.286, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.287, i32 32), !noalias !10
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139742488744896.39, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %12 = bitcast i8* %.5.i to double**
  %.6.i19 = load double*, double** %12, align 8
  %.36712 = icmp sgt i64 %.62.fca.5.0.load.i47, 0
  br i1 %.36712, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.3707 = icmp sgt i64 %.62.fca.5.1.load.i46, 0
  br i1 %.3707, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %const582 = bitcast i64 4611686018427387896 to i64
  %13 = add i64 %.62.fca.5.1.load.i46, -8
  %14 = lshr i64 %13, 3
  %15 = add nuw nsw i64 %14, 1
  %n.vec179 = and i64 %.62.fca.5.1.load.i46, -8
  %xtraiter192 = and i64 %15, 7
  %unroll_iter195 = and i64 %15, %const582
  %ind.escape185 = add i64 %n.vec179, -1
  %xtraiter197 = and i64 %.62.fca.5.1.load.i46, 7
  %n.vec = and i64 %.62.fca.5.1.load.i46, -8
  %ind.escape = add i64 %n.vec, -1
  %scevgep366 = getelementptr double, double* %.62.fca.4.load.i48, i64 56
  %16 = shl i64 %.62.fca.5.1.load.i46, 3
  %scevgep393 = getelementptr double, double* %.6.i19, i64 56
  %17 = shl nuw nsw i64 %xtraiter192, 6
  %18 = sub i64 0, %.62.fca.5.1.load.i46
  %scevgep476 = getelementptr double, double* %.62.fca.4.load.i48, i64 56
  %19 = shl nuw nsw i64 %xtraiter192, 6
  %20 = sub i64 0, %xtraiter197
  %scevgep549 = getelementptr double, double* %.62.fca.4.load.i48, i64 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv431 = phi double* [ %.62.fca.4.load.i48, %for.cond.1.preheader.us.preheader ], [ %33, %for.end.1.loopexit.us ]
  %lsr.iv422 = phi double* [ %.6.i19, %for.cond.1.preheader.us.preheader ], [ %32, %for.end.1.loopexit.us ]
  %lsr.iv394 = phi double* [ %scevgep393, %for.cond.1.preheader.us.preheader ], [ %31, %for.end.1.loopexit.us ]
  %lsr.iv367 = phi double* [ %scevgep366, %for.cond.1.preheader.us.preheader ], [ %30, %for.end.1.loopexit.us ]
  %loop.index15.us = phi i64 [ %.422.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.363.014.us = phi i64 [ %.363.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.360.013.us = phi i64 [ %spec.select.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %21 = icmp eq i64 %.62.fca.5.0.load.i47, 1
  %22 = mul i64 %.62.fca.5.1.load.i46, %loop.index15.us
  %scevgep162 = getelementptr double, double* %.6.i19, i64 %22
  %23 = add i64 %.62.fca.5.1.load.i46, %22
  %scevgep164 = getelementptr double, double* %.6.i19, i64 %23
  %scevgep166 = getelementptr double, double* %.62.fca.4.load.i48, i64 %22
  %scevgep168 = getelementptr double, double* %.62.fca.4.load.i48, i64 %23
  %24 = mul i64 %.62.fca.5.1.load.i46, %loop.index15.us
  %scevgep = getelementptr double, double* %.6.i19, i64 %24
  %25 = add i64 %.62.fca.5.1.load.i46, %24
  %scevgep156 = getelementptr double, double* %.6.i19, i64 %25
  %.414.us = mul i64 %loop.index15.us, %.62.fca.5.1.load.i46
  br i1 %21, label %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us, label %for.body.1.preheader.split.us.us

for.end.1.loopexit.us:                            ; preds = %for.body.1.us97.us.prol.loopexit, %middle.block, %for.body.1.us.us.us, %for.body.1.us97.us, %for.body.1.us.us.us.prol.loopexit, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us, %middle.block173
  %spec.select.lcssa.us = phi i64 [ %loop.index15.us, %middle.block173 ], [ %.360.013.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %loop.index15.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index15.us, %for.body.1.us.us.us.prol.loopexit ], [ %.360.013.us, %for.body.1.us97.us ], [ %loop.index15.us, %for.body.1.us.us.us ], [ %.360.013.us, %middle.block ], [ %.360.013.us, %for.body.1.us97.us.prol.loopexit ]
  %.363.2.lcssa.us = phi i64 [ %ind.escape185, %middle.block173 ], [ %.363.014.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %.363.014.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index.110.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %lsr.iv.next548, %for.body.1.us97.us ], [ %lsr.iv.next443, %for.body.1.us.us.us ], [ %ind.escape, %middle.block ], [ %loop.index.110.us98.us.lcssa.unr, %for.body.1.us97.us.prol.loopexit ]
  %26 = bitcast double* %lsr.iv394 to i1*
  %27 = bitcast double* %lsr.iv367 to i1*
  %28 = bitcast double* %lsr.iv431 to i1*
  %29 = bitcast double* %lsr.iv422 to i1*
  %.422.us = add nuw nsw i64 %loop.index15.us, 1
  %scevgep369 = getelementptr i1, i1* %27, i64 %16
  %30 = bitcast i1* %scevgep369 to double*
  %scevgep396 = getelementptr i1, i1* %26, i64 %16
  %31 = bitcast i1* %scevgep396 to double*
  %scevgep424 = getelementptr i1, i1* %29, i64 %16
  %32 = bitcast i1* %scevgep424 to double*
  %scevgep433 = getelementptr i1, i1* %28, i64 %16
  %33 = bitcast i1* %scevgep433 to double*
  %exitcond146.not = icmp eq i64 %.422.us, %.62.fca.5.0.load.i47
  br i1 %exitcond146.not, label %for.end, label %for.cond.1.preheader.us

for.body.1.preheader.split.us.us:                 ; preds = %for.cond.1.preheader.us
  %34 = icmp ugt i64 %.62.fca.5.1.load.i46, 1
  %.383.us.us = mul i64 %loop.index15.us, %.62.fca.5.1.load.i46
  br i1 %34, label %for.body.1.us.us.us.preheader, label %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us

for.body.1.us.us.us.preheader:                    ; preds = %for.body.1.preheader.split.us.us
  %35 = icmp ult i64 %.62.fca.5.1.load.i46, 8
  br i1 %35, label %for.body.1.us.us.us.preheader188, label %vector.memcheck161

vector.memcheck161:                               ; preds = %for.body.1.us.us.us.preheader
  %bound0170 = icmp ult double* %scevgep162, %scevgep168
  %bound1171 = icmp ult double* %scevgep166, %scevgep164
  %found.conflict172 = and i1 %bound0170, %bound1171
  br i1 %found.conflict172, label %for.body.1.us.us.us.preheader188, label %vector.ph177

vector.ph177:                                     ; preds = %vector.memcheck161
  %36 = icmp ult i64 %13, 56
  br i1 %36, label %middle.block173.unr-lcssa, label %vector.body175.preheader

vector.body175.preheader:                         ; preds = %vector.ph177
  br label %vector.body175

vector.body175:                                   ; preds = %vector.body175.preheader, %vector.body175
  %lsr.iv420 = phi i64 [ %unroll_iter195, %vector.body175.preheader ], [ %lsr.iv.next421, %vector.body175 ]
  %index182 = phi i64 [ %index.next184.7, %vector.body175 ], [ 0, %vector.body175.preheader ]
  %scevgep390 = getelementptr double, double* %lsr.iv367, i64 %index182
  %scevgep390391 = bitcast double* %scevgep390 to <8 x double>*
  %scevgep392 = getelementptr <8 x double>, <8 x double>* %scevgep390391, i64 -7
  %wide.load183 = load <8 x double>, <8 x double>* %scevgep392, align 8, !alias.scope !17
  %37 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load183)
  %scevgep417 = getelementptr double, double* %lsr.iv394, i64 %index182
  %scevgep417418 = bitcast double* %scevgep417 to <8 x double>*
  %scevgep419 = getelementptr <8 x double>, <8 x double>* %scevgep417418, i64 -7
  store <8 x double> %37, <8 x double>* %scevgep419, align 8, !alias.scope !20, !noalias !17
  %scevgep385 = getelementptr double, double* %lsr.iv367, i64 %index182
  %scevgep385386 = bitcast double* %scevgep385 to <8 x double>*
  %scevgep387 = getelementptr <8 x double>, <8 x double>* %scevgep385386, i64 -6
  %wide.load183.1 = load <8 x double>, <8 x double>* %scevgep387, align 8, !alias.scope !17
  %38 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load183.1)
  %scevgep412 = getelementptr double, double* %lsr.iv394, i64 %index182
  %scevgep412413 = bitcast double* %scevgep412 to <8 x double>*
  %scevgep414 = getelementptr <8 x double>, <8 x double>* %scevgep412413, i64 -6
  store <8 x double> %38, <8 x double>* %scevgep414, align 8, !alias.scope !20, !noalias !17
  %scevgep382 = getelementptr double, double* %lsr.iv367, i64 %index182
  %scevgep382383 = bitcast double* %scevgep382 to <8 x double>*
  %scevgep384 = getelementptr <8 x double>, <8 x double>* %scevgep382383, i64 -5
  %wide.load183.2 = load <8 x double>, <8 x double>* %scevgep384, align 8, !alias.scope !17
  %39 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load183.2)
  %scevgep409 = getelementptr double, double* %lsr.iv394, i64 %index182
  %scevgep409410 = bitcast double* %scevgep409 to <8 x double>*
  %scevgep411 = getelementptr <8 x double>, <8 x double>* %scevgep409410, i64 -5
  store <8 x double> %39, <8 x double>* %scevgep411, align 8, !alias.scope !20, !noalias !17
  %scevgep379 = getelementptr double, double* %lsr.iv367, i64 %index182
  %scevgep379380 = bitcast double* %scevgep379 to <8 x double>*
  %scevgep381 = getelementptr <8 x double>, <8 x double>* %scevgep379380, i64 -4
  %wide.load183.3 = load <8 x double>, <8 x double>* %scevgep381, align 8, !alias.scope !17
  %40 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load183.3)
  %scevgep406 = getelementptr double, double* %lsr.iv394, i64 %index182
  %scevgep406407 = bitcast double* %scevgep406 to <8 x double>*
  %scevgep408 = getelementptr <8 x double>, <8 x double>* %scevgep406407, i64 -4
  store <8 x double> %40, <8 x double>* %scevgep408, align 8, !alias.scope !20, !noalias !17
  %scevgep376 = getelementptr double, double* %lsr.iv367, i64 %index182
  %scevgep376377 = bitcast double* %scevgep376 to <8 x double>*
  %scevgep378 = getelementptr <8 x double>, <8 x double>* %scevgep376377, i64 -3
  %wide.load183.4 = load <8 x double>, <8 x double>* %scevgep378, align 8, !alias.scope !17
  %41 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load183.4)
  %scevgep403 = getelementptr double, double* %lsr.iv394, i64 %index182
  %scevgep403404 = bitcast double* %scevgep403 to <8 x double>*
  %scevgep405 = getelementptr <8 x double>, <8 x double>* %scevgep403404, i64 -3
  store <8 x double> %41, <8 x double>* %scevgep405, align 8, !alias.scope !20, !noalias !17
  %scevgep373 = getelementptr double, double* %lsr.iv367, i64 %index182
  %scevgep373374 = bitcast double* %scevgep373 to <8 x double>*
  %scevgep375 = getelementptr <8 x double>, <8 x double>* %scevgep373374, i64 -2
  %wide.load183.5 = load <8 x double>, <8 x double>* %scevgep375, align 8, !alias.scope !17
  %42 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load183.5)
  %scevgep400 = getelementptr double, double* %lsr.iv394, i64 %index182
  %scevgep400401 = bitcast double* %scevgep400 to <8 x double>*
  %scevgep402 = getelementptr <8 x double>, <8 x double>* %scevgep400401, i64 -2
  store <8 x double> %42, <8 x double>* %scevgep402, align 8, !alias.scope !20, !noalias !17
  %scevgep370 = getelementptr double, double* %lsr.iv367, i64 %index182
  %scevgep370371 = bitcast double* %scevgep370 to <8 x double>*
  %scevgep372 = getelementptr <8 x double>, <8 x double>* %scevgep370371, i64 -1
  %wide.load183.6 = load <8 x double>, <8 x double>* %scevgep372, align 8, !alias.scope !17
  %43 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load183.6)
  %scevgep397 = getelementptr double, double* %lsr.iv394, i64 %index182
  %scevgep397398 = bitcast double* %scevgep397 to <8 x double>*
  %scevgep399 = getelementptr <8 x double>, <8 x double>* %scevgep397398, i64 -1
  store <8 x double> %43, <8 x double>* %scevgep399, align 8, !alias.scope !20, !noalias !17
  %scevgep388 = getelementptr double, double* %lsr.iv367, i64 %index182
  %scevgep388389 = bitcast double* %scevgep388 to <8 x double>*
  %wide.load183.7 = load <8 x double>, <8 x double>* %scevgep388389, align 8, !alias.scope !17
  %44 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load183.7)
  %scevgep415 = getelementptr double, double* %lsr.iv394, i64 %index182
  %scevgep415416 = bitcast double* %scevgep415 to <8 x double>*
  store <8 x double> %44, <8 x double>* %scevgep415416, align 8, !alias.scope !20, !noalias !17
  %index.next184.7 = add i64 %index182, 64
  %lsr.iv.next421 = add i64 %lsr.iv420, -8
  %niter196.ncmp.7 = icmp eq i64 %lsr.iv.next421, 0
  br i1 %niter196.ncmp.7, label %middle.block173.unr-lcssa, label %vector.body175, !llvm.loop !22

middle.block173.unr-lcssa:                        ; preds = %vector.body175, %vector.ph177
  %index182.unr = phi i64 [ 0, %vector.ph177 ], [ %index.next184.7, %vector.body175 ]
  %45 = icmp eq i64 %xtraiter192, 0
  br i1 %45, label %middle.block173, label %vector.body175.epil.preheader

vector.body175.epil.preheader:                    ; preds = %middle.block173.unr-lcssa
  %scevgep425 = getelementptr double, double* %lsr.iv422, i64 %index182.unr
  %scevgep434 = getelementptr double, double* %lsr.iv431, i64 %index182.unr
  br label %vector.body175.epil

vector.body175.epil:                              ; preds = %vector.body175.epil.preheader, %vector.body175.epil
  %lsr.iv426 = phi i64 [ 0, %vector.body175.epil.preheader ], [ %lsr.iv.next427, %vector.body175.epil ]
  %46 = bitcast double* %scevgep434 to i8*
  %47 = bitcast double* %scevgep425 to i8*
  %uglygep436 = getelementptr i8, i8* %46, i64 %lsr.iv426
  %uglygep436437 = bitcast i8* %uglygep436 to <8 x double>*
  %wide.load183.epil = load <8 x double>, <8 x double>* %uglygep436437, align 8, !alias.scope !17
  %48 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load183.epil)
  %uglygep429 = getelementptr i8, i8* %47, i64 %lsr.iv426
  %uglygep429430 = bitcast i8* %uglygep429 to <8 x double>*
  store <8 x double> %48, <8 x double>* %uglygep429430, align 8, !alias.scope !20, !noalias !17
  %lsr.iv.next427 = add nuw nsw i64 %lsr.iv426, 64
  %epil.iter193.cmp.not = icmp eq i64 %17, %lsr.iv.next427
  br i1 %epil.iter193.cmp.not, label %middle.block173, label %vector.body175.epil, !llvm.loop !24

middle.block173:                                  ; preds = %vector.body175.epil, %middle.block173.unr-lcssa
  %49 = icmp eq i64 %.62.fca.5.1.load.i46, %n.vec179
  br i1 %49, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader188

for.body.1.us.us.us.preheader188:                 ; preds = %vector.memcheck161, %for.body.1.us.us.us.preheader, %middle.block173
  %loop.index.110.us.us.us.ph = phi i64 [ 0, %vector.memcheck161 ], [ 0, %for.body.1.us.us.us.preheader ], [ %n.vec179, %middle.block173 ]
  %50 = icmp eq i64 %xtraiter197, 0
  %51 = xor i64 %loop.index.110.us.us.us.ph, -1
  %52 = add i64 %.62.fca.5.1.load.i46, %51
  br i1 %50, label %for.body.1.us.us.us.prol.loopexit, label %for.body.1.us.us.us.prol.preheader

for.body.1.us.us.us.prol.preheader:               ; preds = %for.body.1.us.us.us.preheader188
  br label %for.body.1.us.us.us.prol

for.body.1.us.us.us.prol:                         ; preds = %for.body.1.us.us.us.prol.preheader, %for.body.1.us.us.us.prol
  %lsr.iv440 = phi i64 [ %xtraiter197, %for.body.1.us.us.us.prol.preheader ], [ %lsr.iv.next441, %for.body.1.us.us.us.prol ]
  %loop.index.110.us.us.us.prol = phi i64 [ %.420.us.us.us.prol, %for.body.1.us.us.us.prol ], [ %loop.index.110.us.us.us.ph, %for.body.1.us.us.us.prol.preheader ]
  %scevgep439 = getelementptr double, double* %lsr.iv431, i64 %loop.index.110.us.us.us.prol
  %.388.us.us.us.prol = load double, double* %scevgep439, align 8
  %.12.i.us.us.us.prol = tail call double @llvm.sin.f64(double %.388.us.us.us.prol) #7
  %scevgep438 = getelementptr double, double* %lsr.iv422, i64 %loop.index.110.us.us.us.prol
  store double %.12.i.us.us.us.prol, double* %scevgep438, align 8
  %.420.us.us.us.prol = add nuw i64 %loop.index.110.us.us.us.prol, 1
  %lsr.iv.next441 = add nsw i64 %lsr.iv440, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next441, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.us.us.prol.loopexit.loopexit, label %for.body.1.us.us.us.prol, !llvm.loop !26

for.body.1.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us.us.us.prol
  %53 = add i64 %.420.us.us.us.prol, -1
  br label %for.body.1.us.us.us.prol.loopexit

for.body.1.us.us.us.prol.loopexit:                ; preds = %for.body.1.us.us.us.prol.loopexit.loopexit, %for.body.1.us.us.us.preheader188
  %loop.index.110.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.1.us.us.us.preheader188 ], [ %53, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %loop.index.110.us.us.us.unr = phi i64 [ %loop.index.110.us.us.us.ph, %for.body.1.us.us.us.preheader188 ], [ %.420.us.us.us.prol, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %54 = icmp ult i64 %52, 7
  br i1 %54, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader208

for.body.1.us.us.us.preheader208:                 ; preds = %for.body.1.us.us.us.prol.loopexit
  %55 = add i64 %loop.index.110.us.us.us.unr, -1
  br label %for.body.1.us.us.us

for.body.1.preheader.for.body.1.preheader.split_crit_edge.us: ; preds = %for.cond.1.preheader.us
  %56 = icmp ugt i64 %.62.fca.5.1.load.i46, 1
  %.383.us101.us = mul i64 %.360.013.us, %.62.fca.5.1.load.i46
  br i1 %56, label %for.body.1.us97.us.preheader, label %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us

for.body.1.us97.us.preheader:                     ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %57 = icmp ult i64 %.62.fca.5.1.load.i46, 8
  br i1 %57, label %for.body.1.us97.us.preheader186, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us97.us.preheader
  %58 = bitcast double* %scevgep to i8*
  %59 = bitcast double* %.62.fca.4.load.i48 to i8*
  %scevgep158 = getelementptr double, double* %.62.fca.4.load.i48, i64 %.383.us101.us
  %60 = shl i64 %.360.013.us, 3
  %61 = add i64 %60, 8
  %62 = mul i64 %.62.fca.5.1.load.i46, %61
  %uglygep = getelementptr i8, i8* %59, i64 %62
  %bound0 = icmp ugt i8* %uglygep, %58
  %bound1 = icmp ult double* %scevgep158, %scevgep156
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.us97.us.preheader186, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %63 = icmp ult i64 %13, 56
  br i1 %63, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep477 = getelementptr double, double* %scevgep476, i64 %.383.us101.us
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv524 = phi i64 [ %unroll_iter195, %vector.body.preheader ], [ %lsr.iv.next525, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep498 = getelementptr double, double* %scevgep477, i64 %index
  %scevgep498499 = bitcast double* %scevgep498 to <8 x double>*
  %scevgep500 = getelementptr <8 x double>, <8 x double>* %scevgep498499, i64 -7
  %wide.load = load <8 x double>, <8 x double>* %scevgep500, align 8, !alias.scope !27
  %64 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %scevgep521 = getelementptr double, double* %lsr.iv394, i64 %index
  %scevgep521522 = bitcast double* %scevgep521 to <8 x double>*
  %scevgep523 = getelementptr <8 x double>, <8 x double>* %scevgep521522, i64 -7
  store <8 x double> %64, <8 x double>* %scevgep523, align 8, !alias.scope !30, !noalias !27
  %scevgep493 = getelementptr double, double* %scevgep477, i64 %index
  %scevgep493494 = bitcast double* %scevgep493 to <8 x double>*
  %scevgep495 = getelementptr <8 x double>, <8 x double>* %scevgep493494, i64 -6
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep495, align 8, !alias.scope !27
  %65 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %scevgep516 = getelementptr double, double* %lsr.iv394, i64 %index
  %scevgep516517 = bitcast double* %scevgep516 to <8 x double>*
  %scevgep518 = getelementptr <8 x double>, <8 x double>* %scevgep516517, i64 -6
  store <8 x double> %65, <8 x double>* %scevgep518, align 8, !alias.scope !30, !noalias !27
  %scevgep490 = getelementptr double, double* %scevgep477, i64 %index
  %scevgep490491 = bitcast double* %scevgep490 to <8 x double>*
  %scevgep492 = getelementptr <8 x double>, <8 x double>* %scevgep490491, i64 -5
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep492, align 8, !alias.scope !27
  %66 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %scevgep513 = getelementptr double, double* %lsr.iv394, i64 %index
  %scevgep513514 = bitcast double* %scevgep513 to <8 x double>*
  %scevgep515 = getelementptr <8 x double>, <8 x double>* %scevgep513514, i64 -5
  store <8 x double> %66, <8 x double>* %scevgep515, align 8, !alias.scope !30, !noalias !27
  %scevgep487 = getelementptr double, double* %scevgep477, i64 %index
  %scevgep487488 = bitcast double* %scevgep487 to <8 x double>*
  %scevgep489 = getelementptr <8 x double>, <8 x double>* %scevgep487488, i64 -4
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep489, align 8, !alias.scope !27
  %67 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %scevgep510 = getelementptr double, double* %lsr.iv394, i64 %index
  %scevgep510511 = bitcast double* %scevgep510 to <8 x double>*
  %scevgep512 = getelementptr <8 x double>, <8 x double>* %scevgep510511, i64 -4
  store <8 x double> %67, <8 x double>* %scevgep512, align 8, !alias.scope !30, !noalias !27
  %scevgep484 = getelementptr double, double* %scevgep477, i64 %index
  %scevgep484485 = bitcast double* %scevgep484 to <8 x double>*
  %scevgep486 = getelementptr <8 x double>, <8 x double>* %scevgep484485, i64 -3
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep486, align 8, !alias.scope !27
  %68 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %scevgep507 = getelementptr double, double* %lsr.iv394, i64 %index
  %scevgep507508 = bitcast double* %scevgep507 to <8 x double>*
  %scevgep509 = getelementptr <8 x double>, <8 x double>* %scevgep507508, i64 -3
  store <8 x double> %68, <8 x double>* %scevgep509, align 8, !alias.scope !30, !noalias !27
  %scevgep481 = getelementptr double, double* %scevgep477, i64 %index
  %scevgep481482 = bitcast double* %scevgep481 to <8 x double>*
  %scevgep483 = getelementptr <8 x double>, <8 x double>* %scevgep481482, i64 -2
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep483, align 8, !alias.scope !27
  %69 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %scevgep504 = getelementptr double, double* %lsr.iv394, i64 %index
  %scevgep504505 = bitcast double* %scevgep504 to <8 x double>*
  %scevgep506 = getelementptr <8 x double>, <8 x double>* %scevgep504505, i64 -2
  store <8 x double> %69, <8 x double>* %scevgep506, align 8, !alias.scope !30, !noalias !27
  %scevgep478 = getelementptr double, double* %scevgep477, i64 %index
  %scevgep478479 = bitcast double* %scevgep478 to <8 x double>*
  %scevgep480 = getelementptr <8 x double>, <8 x double>* %scevgep478479, i64 -1
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep480, align 8, !alias.scope !27
  %70 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %scevgep501 = getelementptr double, double* %lsr.iv394, i64 %index
  %scevgep501502 = bitcast double* %scevgep501 to <8 x double>*
  %scevgep503 = getelementptr <8 x double>, <8 x double>* %scevgep501502, i64 -1
  store <8 x double> %70, <8 x double>* %scevgep503, align 8, !alias.scope !30, !noalias !27
  %scevgep496 = getelementptr double, double* %scevgep477, i64 %index
  %scevgep496497 = bitcast double* %scevgep496 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep496497, align 8, !alias.scope !27
  %71 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %scevgep519 = getelementptr double, double* %lsr.iv394, i64 %index
  %scevgep519520 = bitcast double* %scevgep519 to <8 x double>*
  store <8 x double> %71, <8 x double>* %scevgep519520, align 8, !alias.scope !30, !noalias !27
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next525 = add i64 %lsr.iv524, -8
  %niter203.ncmp.7 = icmp eq i64 %lsr.iv.next525, 0
  br i1 %niter203.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !32

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %72 = and i64 %15, 7
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep526 = getelementptr double, double* %lsr.iv422, i64 %index.unr
  %74 = add i64 %index.unr, %.383.us101.us
  %scevgep532 = getelementptr double, double* %.62.fca.4.load.i48, i64 %74
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv527 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next528, %vector.body.epil ]
  %75 = bitcast double* %scevgep532 to i8*
  %76 = bitcast double* %scevgep526 to i8*
  %uglygep534 = getelementptr i8, i8* %75, i64 %lsr.iv527
  %uglygep534535 = bitcast i8* %uglygep534 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep534535, align 8, !alias.scope !27
  %77 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %uglygep530 = getelementptr i8, i8* %76, i64 %lsr.iv527
  %uglygep530531 = bitcast i8* %uglygep530 to <8 x double>*
  store <8 x double> %77, <8 x double>* %uglygep530531, align 8, !alias.scope !30, !noalias !27
  %lsr.iv.next528 = add nuw nsw i64 %lsr.iv527, 64
  %epil.iter200.cmp.not = icmp eq i64 %19, %lsr.iv.next528
  br i1 %epil.iter200.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !33

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %78 = icmp eq i64 %.62.fca.5.1.load.i46, %n.vec
  br i1 %78, label %for.end.1.loopexit.us, label %for.body.1.us97.us.preheader186

for.body.1.us97.us.preheader186:                  ; preds = %vector.memcheck, %for.body.1.us97.us.preheader, %middle.block
  %loop.index.110.us98.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us97.us.preheader ], [ %n.vec, %middle.block ]
  %79 = and i64 %.62.fca.5.1.load.i46, 7
  %80 = icmp eq i64 %79, 0
  %81 = xor i64 %loop.index.110.us98.us.ph, -1
  %82 = add i64 %.62.fca.5.1.load.i46, %81
  br i1 %80, label %for.body.1.us97.us.prol.loopexit, label %for.body.1.us97.us.prol.preheader

for.body.1.us97.us.prol.preheader:                ; preds = %for.body.1.us97.us.preheader186
  %83 = shl i64 %loop.index.110.us98.us.ph, 3
  %scevgep543 = getelementptr double, double* %.62.fca.4.load.i48, i64 %.383.us101.us
  br label %for.body.1.us97.us.prol

for.body.1.us97.us.prol:                          ; preds = %for.body.1.us97.us.prol.preheader, %for.body.1.us97.us.prol
  %lsr.iv538 = phi i64 [ %83, %for.body.1.us97.us.prol.preheader ], [ %lsr.iv.next539, %for.body.1.us97.us.prol ]
  %lsr.iv536 = phi i64 [ 0, %for.body.1.us97.us.prol.preheader ], [ %lsr.iv.next537, %for.body.1.us97.us.prol ]
  %84 = bitcast double* %scevgep543 to i8*
  %85 = bitcast double* %lsr.iv422 to i8*
  %uglygep545 = getelementptr i8, i8* %84, i64 %lsr.iv538
  %uglygep545546 = bitcast i8* %uglygep545 to double*
  %.388.us104.us.prol = load double, double* %uglygep545546, align 8
  %.12.i.us105.us.prol = tail call double @llvm.sin.f64(double %.388.us104.us.prol) #7
  %uglygep541 = getelementptr i8, i8* %85, i64 %lsr.iv538
  %uglygep541542 = bitcast i8* %uglygep541 to double*
  store double %.12.i.us105.us.prol, double* %uglygep541542, align 8
  %lsr.iv.next537 = add nsw i64 %lsr.iv536, -1
  %lsr.iv.next539 = add nuw nsw i64 %lsr.iv538, 8
  %prol.iter206.cmp.not = icmp eq i64 %20, %lsr.iv.next537
  br i1 %prol.iter206.cmp.not, label %for.body.1.us97.us.prol.loopexit.loopexit, label %for.body.1.us97.us.prol, !llvm.loop !34

for.body.1.us97.us.prol.loopexit.loopexit:        ; preds = %for.body.1.us97.us.prol
  %86 = add i64 %loop.index.110.us98.us.ph, -1
  %87 = sub i64 %86, %lsr.iv.next537
  %88 = sub i64 %loop.index.110.us98.us.ph, %lsr.iv.next537
  br label %for.body.1.us97.us.prol.loopexit

for.body.1.us97.us.prol.loopexit:                 ; preds = %for.body.1.us97.us.prol.loopexit.loopexit, %for.body.1.us97.us.preheader186
  %loop.index.110.us98.us.lcssa.unr = phi i64 [ undef, %for.body.1.us97.us.preheader186 ], [ %87, %for.body.1.us97.us.prol.loopexit.loopexit ]
  %loop.index.110.us98.us.unr = phi i64 [ %loop.index.110.us98.us.ph, %for.body.1.us97.us.preheader186 ], [ %88, %for.body.1.us97.us.prol.loopexit.loopexit ]
  %89 = icmp ult i64 %82, 7
  br i1 %89, label %for.end.1.loopexit.us, label %for.body.1.us97.us.preheader207

for.body.1.us97.us.preheader207:                  ; preds = %for.body.1.us97.us.prol.loopexit
  %90 = add i64 %loop.index.110.us98.us.unr, -1
  %scevgep550 = getelementptr double, double* %scevgep549, i64 %.383.us101.us
  br label %for.body.1.us97.us

for.body.1.us97.us:                               ; preds = %for.body.1.us97.us.preheader207, %for.body.1.us97.us
  %lsr.iv547 = phi i64 [ %90, %for.body.1.us97.us.preheader207 ], [ %lsr.iv.next548, %for.body.1.us97.us ]
  %scevgep564 = getelementptr double, double* %scevgep550, i64 %lsr.iv547
  %scevgep565 = getelementptr double, double* %scevgep564, i64 -6
  %.388.us104.us = load double, double* %scevgep565, align 8
  %.12.i.us105.us = tail call double @llvm.sin.f64(double %.388.us104.us) #7
  %scevgep568 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv547
  %scevgep569 = getelementptr double, double* %scevgep568, i64 1
  store double %.12.i.us105.us, double* %scevgep569, align 8
  %scevgep562 = getelementptr double, double* %scevgep550, i64 %lsr.iv547
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -5
  %.388.us104.us.1 = load double, double* %scevgep563, align 8
  %.12.i.us105.us.1 = tail call double @llvm.sin.f64(double %.388.us104.us.1) #7
  %scevgep574 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv547
  %scevgep575 = getelementptr double, double* %scevgep574, i64 2
  store double %.12.i.us105.us.1, double* %scevgep575, align 8
  %scevgep560 = getelementptr double, double* %scevgep550, i64 %lsr.iv547
  %scevgep561 = getelementptr double, double* %scevgep560, i64 -4
  %.388.us104.us.2 = load double, double* %scevgep561, align 8
  %.12.i.us105.us.2 = tail call double @llvm.sin.f64(double %.388.us104.us.2) #7
  %scevgep576 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv547
  %scevgep577 = getelementptr double, double* %scevgep576, i64 3
  store double %.12.i.us105.us.2, double* %scevgep577, align 8
  %scevgep558 = getelementptr double, double* %scevgep550, i64 %lsr.iv547
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -3
  %.388.us104.us.3 = load double, double* %scevgep559, align 8
  %.12.i.us105.us.3 = tail call double @llvm.sin.f64(double %.388.us104.us.3) #7
  %scevgep578 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv547
  %scevgep579 = getelementptr double, double* %scevgep578, i64 4
  store double %.12.i.us105.us.3, double* %scevgep579, align 8
  %scevgep556 = getelementptr double, double* %scevgep550, i64 %lsr.iv547
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -2
  %.388.us104.us.4 = load double, double* %scevgep557, align 8
  %.12.i.us105.us.4 = tail call double @llvm.sin.f64(double %.388.us104.us.4) #7
  %scevgep566 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv547
  %scevgep567 = getelementptr double, double* %scevgep566, i64 5
  store double %.12.i.us105.us.4, double* %scevgep567, align 8
  %scevgep554 = getelementptr double, double* %scevgep550, i64 %lsr.iv547
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -1
  %.388.us104.us.5 = load double, double* %scevgep555, align 8
  %.12.i.us105.us.5 = tail call double @llvm.sin.f64(double %.388.us104.us.5) #7
  %scevgep580 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv547
  %scevgep581 = getelementptr double, double* %scevgep580, i64 6
  store double %.12.i.us105.us.5, double* %scevgep581, align 8
  %scevgep553 = getelementptr double, double* %scevgep550, i64 %lsr.iv547
  %.388.us104.us.6 = load double, double* %scevgep553, align 8
  %.12.i.us105.us.6 = tail call double @llvm.sin.f64(double %.388.us104.us.6) #7
  %scevgep572 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv547
  %scevgep573 = getelementptr double, double* %scevgep572, i64 7
  store double %.12.i.us105.us.6, double* %scevgep573, align 8
  %scevgep551 = getelementptr double, double* %scevgep550, i64 %lsr.iv547
  %scevgep552 = getelementptr double, double* %scevgep551, i64 1
  %.388.us104.us.7 = load double, double* %scevgep552, align 8
  %.12.i.us105.us.7 = tail call double @llvm.sin.f64(double %.388.us104.us.7) #7
  %scevgep570 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv547
  %scevgep571 = getelementptr double, double* %scevgep570, i64 8
  store double %.12.i.us105.us.7, double* %scevgep571, align 8
  %lsr.iv.next548 = add i64 %lsr.iv547, 8
  %91 = add i64 %18, %lsr.iv.next548
  %exitcond143.not.7 = icmp eq i64 %91, -1
  br i1 %exitcond143.not.7, label %for.end.1.loopexit.us, label %for.body.1.us97.us, !llvm.loop !35

for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us: ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %.386.us113 = add i64 %.383.us101.us, %.363.014.us
  %.387.us114 = getelementptr double, double* %.62.fca.4.load.i48, i64 %.386.us113
  %.388.us115 = load double, double* %.387.us114, align 8
  %.12.i.us116 = tail call double @llvm.sin.f64(double %.388.us115) #7
  %.418.us118 = getelementptr double, double* %.6.i19, i64 %.414.us
  store double %.12.i.us116, double* %.418.us118, align 8
  br label %for.end.1.loopexit.us

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader208, %for.body.1.us.us.us
  %lsr.iv442 = phi i64 [ %55, %for.body.1.us.us.us.preheader208 ], [ %lsr.iv.next443, %for.body.1.us.us.us ]
  %scevgep462 = getelementptr double, double* %lsr.iv431, i64 %lsr.iv442
  %scevgep463 = getelementptr double, double* %scevgep462, i64 1
  %.388.us.us.us = load double, double* %scevgep463, align 8
  %.12.i.us.us.us = tail call double @llvm.sin.f64(double %.388.us.us.us) #7
  %scevgep446 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv442
  %scevgep447 = getelementptr double, double* %scevgep446, i64 1
  store double %.12.i.us.us.us, double* %scevgep447, align 8
  %scevgep464 = getelementptr double, double* %lsr.iv431, i64 %lsr.iv442
  %scevgep465 = getelementptr double, double* %scevgep464, i64 2
  %.388.us.us.us.1 = load double, double* %scevgep465, align 8
  %.12.i.us.us.us.1 = tail call double @llvm.sin.f64(double %.388.us.us.us.1) #7
  %scevgep450 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv442
  %scevgep451 = getelementptr double, double* %scevgep450, i64 2
  store double %.12.i.us.us.us.1, double* %scevgep451, align 8
  %scevgep466 = getelementptr double, double* %lsr.iv431, i64 %lsr.iv442
  %scevgep467 = getelementptr double, double* %scevgep466, i64 3
  %.388.us.us.us.2 = load double, double* %scevgep467, align 8
  %.12.i.us.us.us.2 = tail call double @llvm.sin.f64(double %.388.us.us.us.2) #7
  %scevgep452 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv442
  %scevgep453 = getelementptr double, double* %scevgep452, i64 3
  store double %.12.i.us.us.us.2, double* %scevgep453, align 8
  %scevgep468 = getelementptr double, double* %lsr.iv431, i64 %lsr.iv442
  %scevgep469 = getelementptr double, double* %scevgep468, i64 4
  %.388.us.us.us.3 = load double, double* %scevgep469, align 8
  %.12.i.us.us.us.3 = tail call double @llvm.sin.f64(double %.388.us.us.us.3) #7
  %scevgep454 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv442
  %scevgep455 = getelementptr double, double* %scevgep454, i64 4
  store double %.12.i.us.us.us.3, double* %scevgep455, align 8
  %scevgep470 = getelementptr double, double* %lsr.iv431, i64 %lsr.iv442
  %scevgep471 = getelementptr double, double* %scevgep470, i64 5
  %.388.us.us.us.4 = load double, double* %scevgep471, align 8
  %.12.i.us.us.us.4 = tail call double @llvm.sin.f64(double %.388.us.us.us.4) #7
  %scevgep444 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv442
  %scevgep445 = getelementptr double, double* %scevgep444, i64 5
  store double %.12.i.us.us.us.4, double* %scevgep445, align 8
  %scevgep472 = getelementptr double, double* %lsr.iv431, i64 %lsr.iv442
  %scevgep473 = getelementptr double, double* %scevgep472, i64 6
  %.388.us.us.us.5 = load double, double* %scevgep473, align 8
  %.12.i.us.us.us.5 = tail call double @llvm.sin.f64(double %.388.us.us.us.5) #7
  %scevgep458 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv442
  %scevgep459 = getelementptr double, double* %scevgep458, i64 6
  store double %.12.i.us.us.us.5, double* %scevgep459, align 8
  %scevgep474 = getelementptr double, double* %lsr.iv431, i64 %lsr.iv442
  %scevgep475 = getelementptr double, double* %scevgep474, i64 7
  %.388.us.us.us.6 = load double, double* %scevgep475, align 8
  %.12.i.us.us.us.6 = tail call double @llvm.sin.f64(double %.388.us.us.us.6) #7
  %scevgep456 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv442
  %scevgep457 = getelementptr double, double* %scevgep456, i64 7
  store double %.12.i.us.us.us.6, double* %scevgep457, align 8
  %scevgep460 = getelementptr double, double* %lsr.iv431, i64 %lsr.iv442
  %scevgep461 = getelementptr double, double* %scevgep460, i64 8
  %.388.us.us.us.7 = load double, double* %scevgep461, align 8
  %.12.i.us.us.us.7 = tail call double @llvm.sin.f64(double %.388.us.us.us.7) #7
  %scevgep448 = getelementptr double, double* %lsr.iv422, i64 %lsr.iv442
  %scevgep449 = getelementptr double, double* %scevgep448, i64 8
  store double %.12.i.us.us.us.7, double* %scevgep449, align 8
  %lsr.iv.next443 = add i64 %lsr.iv442, 8
  %92 = add i64 %18, %lsr.iv.next443
  %exitcond145.not.7 = icmp eq i64 %92, -1
  br i1 %exitcond145.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us.us, !llvm.loop !36

for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us: ; preds = %for.body.1.preheader.split.us.us
  %.386.us.us126 = add i64 %.383.us.us, %.363.014.us
  %.387.us.us127 = getelementptr double, double* %.62.fca.4.load.i48, i64 %.386.us.us126
  %.388.us.us128 = load double, double* %.387.us.us127, align 8
  %.12.i.us.us129 = tail call double @llvm.sin.f64(double %.388.us.us128) #7
  %.418.us.us131 = getelementptr double, double* %.6.i19, i64 %.414.us
  store double %.12.i.us.us129, double* %.418.us.us131, align 8
  br label %for.end.1.loopexit.us

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.62.fca.0.load.i52)
  %.83.i = icmp eq i64 %.282, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !8

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.282, i64 1) #7
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
  %scevgep236 = getelementptr double, double* %.6.i19, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %99 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep211 = getelementptr double, double* %.6.i19, i64 %99
  %100 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %101 = bitcast double* %scevgep211 to i8*
  %uglygep233 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep233234 = bitcast i8* %uglygep233 to double*
  %scevgep235 = getelementptr double, double* %uglygep233234, i64 -7
  %.265.i.epil = load double, double* %scevgep235, align 8, !noalias !37
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep230 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep230231 = bitcast i8* %uglygep230 to double*
  %scevgep232 = getelementptr double, double* %uglygep230231, i64 -6
  %.265.1.i.epil = load double, double* %scevgep232, align 8, !noalias !37
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep227 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep227228 = bitcast i8* %uglygep227 to double*
  %scevgep229 = getelementptr double, double* %uglygep227228, i64 -5
  %.265.2.i.epil = load double, double* %scevgep229, align 8, !noalias !37
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep224 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep224225 = bitcast i8* %uglygep224 to double*
  %scevgep226 = getelementptr double, double* %uglygep224225, i64 -4
  %.265.3.i.epil = load double, double* %scevgep226, align 8, !noalias !37
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep221 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep221222 = bitcast i8* %uglygep221 to double*
  %scevgep223 = getelementptr double, double* %uglygep221222, i64 -3
  %.265.4.i.epil = load double, double* %scevgep223, align 8, !noalias !37
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep218 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep218219 = bitcast i8* %uglygep218 to double*
  %scevgep220 = getelementptr double, double* %uglygep218219, i64 -2
  %.265.5.i.epil = load double, double* %scevgep220, align 8, !noalias !37
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep215 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep215216 = bitcast i8* %uglygep215 to double*
  %scevgep217 = getelementptr double, double* %uglygep215216, i64 -1
  %.265.6.i.epil = load double, double* %scevgep217, align 8, !noalias !37
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep213 = getelementptr i8, i8* %101, i64 %lsr.iv
  %uglygep213214 = bitcast i8* %uglygep213 to double*
  %.265.7.i.epil = load double, double* %uglygep213214, align 8, !noalias !37
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
  %scevgep210 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep210, align 8, !noalias !37
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !40, !llvm.loop !42

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv364 = phi i64 [ %lsr.iv.next365, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep362 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep363 = getelementptr double, double* %scevgep362, i64 -63
  %.265.i = load double, double* %scevgep363, align 8, !noalias !37
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep360 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep361 = getelementptr double, double* %scevgep360, i64 -62
  %.265.1.i = load double, double* %scevgep361, align 8, !noalias !37
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep358 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep359 = getelementptr double, double* %scevgep358, i64 -61
  %.265.2.i = load double, double* %scevgep359, align 8, !noalias !37
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep356 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep357 = getelementptr double, double* %scevgep356, i64 -60
  %.265.3.i = load double, double* %scevgep357, align 8, !noalias !37
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep354 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep355 = getelementptr double, double* %scevgep354, i64 -59
  %.265.4.i = load double, double* %scevgep355, align 8, !noalias !37
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep352 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -58
  %.265.5.i = load double, double* %scevgep353, align 8, !noalias !37
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep350 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -57
  %.265.6.i = load double, double* %scevgep351, align 8, !noalias !37
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep348 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -56
  %.265.7.i = load double, double* %scevgep349, align 8, !noalias !37
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep317 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -55
  %.265.i.1 = load double, double* %scevgep318, align 8, !noalias !37
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep319 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -54
  %.265.1.i.1 = load double, double* %scevgep320, align 8, !noalias !37
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep321 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -53
  %.265.2.i.1 = load double, double* %scevgep322, align 8, !noalias !37
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep323 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -52
  %.265.3.i.1 = load double, double* %scevgep324, align 8, !noalias !37
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep325 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -51
  %.265.4.i.1 = load double, double* %scevgep326, align 8, !noalias !37
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep327 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -50
  %.265.5.i.1 = load double, double* %scevgep328, align 8, !noalias !37
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep329 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -49
  %.265.6.i.1 = load double, double* %scevgep330, align 8, !noalias !37
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep331 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -48
  %.265.7.i.1 = load double, double* %scevgep332, align 8, !noalias !37
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep301 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -47
  %.265.i.2 = load double, double* %scevgep302, align 8, !noalias !37
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep303 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -46
  %.265.1.i.2 = load double, double* %scevgep304, align 8, !noalias !37
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep305 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -45
  %.265.2.i.2 = load double, double* %scevgep306, align 8, !noalias !37
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep307 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -44
  %.265.3.i.2 = load double, double* %scevgep308, align 8, !noalias !37
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep309 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -43
  %.265.4.i.2 = load double, double* %scevgep310, align 8, !noalias !37
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep311 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -42
  %.265.5.i.2 = load double, double* %scevgep312, align 8, !noalias !37
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep313 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -41
  %.265.6.i.2 = load double, double* %scevgep314, align 8, !noalias !37
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep315 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -40
  %.265.7.i.2 = load double, double* %scevgep316, align 8, !noalias !37
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep285 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -39
  %.265.i.3 = load double, double* %scevgep286, align 8, !noalias !37
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep287 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -38
  %.265.1.i.3 = load double, double* %scevgep288, align 8, !noalias !37
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep289 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -37
  %.265.2.i.3 = load double, double* %scevgep290, align 8, !noalias !37
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep291 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -36
  %.265.3.i.3 = load double, double* %scevgep292, align 8, !noalias !37
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep293 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -35
  %.265.4.i.3 = load double, double* %scevgep294, align 8, !noalias !37
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep295 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -34
  %.265.5.i.3 = load double, double* %scevgep296, align 8, !noalias !37
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep297 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -33
  %.265.6.i.3 = load double, double* %scevgep298, align 8, !noalias !37
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep299 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -32
  %.265.7.i.3 = load double, double* %scevgep300, align 8, !noalias !37
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep269 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -31
  %.265.i.4 = load double, double* %scevgep270, align 8, !noalias !37
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep271 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep272 = getelementptr double, double* %scevgep271, i64 -30
  %.265.1.i.4 = load double, double* %scevgep272, align 8, !noalias !37
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep273 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -29
  %.265.2.i.4 = load double, double* %scevgep274, align 8, !noalias !37
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep275 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep276 = getelementptr double, double* %scevgep275, i64 -28
  %.265.3.i.4 = load double, double* %scevgep276, align 8, !noalias !37
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep277 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep278 = getelementptr double, double* %scevgep277, i64 -27
  %.265.4.i.4 = load double, double* %scevgep278, align 8, !noalias !37
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep279 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep280 = getelementptr double, double* %scevgep279, i64 -26
  %.265.5.i.4 = load double, double* %scevgep280, align 8, !noalias !37
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep281 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep282 = getelementptr double, double* %scevgep281, i64 -25
  %.265.6.i.4 = load double, double* %scevgep282, align 8, !noalias !37
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep283 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -24
  %.265.7.i.4 = load double, double* %scevgep284, align 8, !noalias !37
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep253 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -23
  %.265.i.5 = load double, double* %scevgep254, align 8, !noalias !37
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep255 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -22
  %.265.1.i.5 = load double, double* %scevgep256, align 8, !noalias !37
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep257 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep258 = getelementptr double, double* %scevgep257, i64 -21
  %.265.2.i.5 = load double, double* %scevgep258, align 8, !noalias !37
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep259 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -20
  %.265.3.i.5 = load double, double* %scevgep260, align 8, !noalias !37
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep261 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -19
  %.265.4.i.5 = load double, double* %scevgep262, align 8, !noalias !37
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep263 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -18
  %.265.5.i.5 = load double, double* %scevgep264, align 8, !noalias !37
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep265 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep266 = getelementptr double, double* %scevgep265, i64 -17
  %.265.6.i.5 = load double, double* %scevgep266, align 8, !noalias !37
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep267 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep268 = getelementptr double, double* %scevgep267, i64 -16
  %.265.7.i.5 = load double, double* %scevgep268, align 8, !noalias !37
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep237 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -15
  %.265.i.6 = load double, double* %scevgep238, align 8, !noalias !37
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep239 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -14
  %.265.1.i.6 = load double, double* %scevgep240, align 8, !noalias !37
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep241 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -13
  %.265.2.i.6 = load double, double* %scevgep242, align 8, !noalias !37
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep243 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -12
  %.265.3.i.6 = load double, double* %scevgep244, align 8, !noalias !37
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep245 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -11
  %.265.4.i.6 = load double, double* %scevgep246, align 8, !noalias !37
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep247 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -10
  %.265.5.i.6 = load double, double* %scevgep248, align 8, !noalias !37
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep249 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -9
  %.265.6.i.6 = load double, double* %scevgep250, align 8, !noalias !37
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep251 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -8
  %.265.7.i.6 = load double, double* %scevgep252, align 8, !noalias !37
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep333 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -7
  %.265.i.7 = load double, double* %scevgep334, align 8, !noalias !37
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep335 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -6
  %.265.1.i.7 = load double, double* %scevgep336, align 8, !noalias !37
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep337 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -5
  %.265.2.i.7 = load double, double* %scevgep338, align 8, !noalias !37
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep339 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -4
  %.265.3.i.7 = load double, double* %scevgep340, align 8, !noalias !37
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep341 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -3
  %.265.4.i.7 = load double, double* %scevgep342, align 8, !noalias !37
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep343 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -2
  %.265.5.i.7 = load double, double* %scevgep344, align 8, !noalias !37
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep345 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -1
  %.265.6.i.7 = load double, double* %scevgep346, align 8, !noalias !37
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep347 = getelementptr double, double* %scevgep236, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep347, align 8, !noalias !37
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next365 = add i64 %lsr.iv364, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next365, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !8

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !8

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr12 to i8**
  %.62.fca.1.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 16
  %25 = bitcast i8* %sunkaddr13 to i64*
  %.62.fca.2.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr14 to double**
  %.62.fca.4.load = load double*, double** %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr15 to i64*
  %.62.fca.5.0.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %30, i64 48
  %31 = bitcast i8* %sunkaddr16 to i64*
  %.62.fca.5.1.load = load i64, i64* %31, align 8
  %32 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %32, i64 56
  %33 = bitcast i8* %sunkaddr17 to i64*
  %.62.fca.6.0.load = load i64, i64* %33, align 8
  %34 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %34, i64 64
  %35 = bitcast i8* %sunkaddr18 to i64*
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
  %.79 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f18553e45d0>", i64 0, i64 0))
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
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
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139742488878720, %B56 ], [ @.const.picklebuf.139742488816704, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.139742488744896, %B0.endif.endif.endif.endif.endif.i.i ]
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139742488744896.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.139742488654592, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.139742488878656, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %1, align 8, !noalias !71
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
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !72

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !73

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139742488653568, %entry ], [ @.const.picklebuf.139742487396224, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139742486405248, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139742486405248, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139742486405248, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !75
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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !88
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !8

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139742488878720.11, %B56 ], [ @.const.picklebuf.139742488816704.12, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.139742488744896.13, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !98
  %.32.i.i = shl nsw i64 %.51.i.i, 3
  %.33.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false) #7, !noalias !99
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139742488744896.5.14, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.139742488654592.15, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.139742488878656.16, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %1, align 8, !noalias !102
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
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !72

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !73

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139742484148096, %entry ], [ @.const.picklebuf.139742484155968, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139742486405248.17, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139742486405248.17, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139742486405248.17, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !74

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
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !74

B0.endif.endif.endif.endif.else.else.if.if:       ; preds = %B0.endif.endif.endif.endif.else.else.if
  call void @numba_gil_ensure(i32* nonnull %.281)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error.18", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.else.else.if:     ; preds = %B0.endif.endif.endif.endif.else.else.else
  call void @numba_gil_ensure(i32* nonnull %.301)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error.18", i64 0, i64 0))
  unreachable
}

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
!38 = distinct !{!38, !39, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!40 = !{!"branch_weights", i32 1, i32 7}
!41 = distinct !{!41, !25}
!42 = distinct !{!42, !25}
!43 = !{!"branch_weights", i32 199, i32 9801}
!44 = !{!45, !47, !48, !50, !51, !53, !54, !56}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!57 = !{!58, !60, !61, !63, !64, !66}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = distinct !{!64, !65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!65 = distinct !{!65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!66 = distinct !{!66, !65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!67 = !{!51, !53, !54, !56}
!68 = !{!69, !54, !56}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!71 = !{!64, !66}
!72 = !{!"branch_weights", i32 2126008812, i32 21474836}
!73 = !{!"branch_weights", i32 21474836, i32 2126008812}
!74 = !{!"branch_weights", i32 99, i32 1}
!75 = !{!76, !78, !79, !81, !82, !84, !85, !87}
!76 = distinct !{!76, !77, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!78 = distinct !{!78, !77, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!79 = distinct !{!79, !80, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!80 = distinct !{!80, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!81 = distinct !{!81, !80, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!82 = distinct !{!82, !83, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!83 = distinct !{!83, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!84 = distinct !{!84, !83, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!85 = distinct !{!85, !86, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!86 = distinct !{!86, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!87 = distinct !{!87, !86, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!88 = !{!89, !91, !92, !94, !95, !97}
!89 = distinct !{!89, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!91 = distinct !{!91, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!92 = distinct !{!92, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!94 = distinct !{!94, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!95 = distinct !{!95, !96, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!96 = distinct !{!96, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!97 = distinct !{!97, !96, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!98 = !{!82, !84, !85, !87}
!99 = !{!100, !85, !87}
!100 = distinct !{!100, !101, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!101 = distinct !{!101, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!102 = !{!95, !97}
