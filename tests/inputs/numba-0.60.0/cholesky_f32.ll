; ModuleID = 'cholesky_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140269925868736 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269925868736.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269925868736 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269925868736, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925868736.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cholesky_f32 = internal constant [13 x i8] c"cholesky_f32\00"
@_ZN08NumbaEnv7kernels12cholesky_f32B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12cholesky_f32B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12cholesky_f32B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f93230cfbd0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f93230cfbd0>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v59B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269854161088 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269854161088.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269854161088 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269854161088, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269854161088.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269925081792 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269925081792.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269925081792 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269925081792, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925081792.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v62B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269925839168 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269925839168.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269925839168 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269925839168, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925839168.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269925841792 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269925841792.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269925841792 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269925841792, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925841792.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v65B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269925078976 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\CF\02\87\94\87\94."
@.const.pickledata.140269925078976.sha1 = internal constant [20 x i8] c"v&Wh\08\C5S\CFy\BBhm\FEf\E8Z\84\9Bv\0F"
@.const.picklebuf.140269925078976 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.140269925078976, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925078976.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269854873536 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\D2\02\87\94\87\94."
@.const.pickledata.140269854873536.sha1 = internal constant [20 x i8] c"\11\09\11\0C\DCo@\BA\19\EF\C4Q_\09\CAno\95\E0\C1"
@.const.picklebuf.140269854873536 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.140269854873536, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269854873536.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269929217408 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140269929217408.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140269929217408 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140269929217408, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929217408.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v66B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269925841792.18 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\E0\03\87\94\87\94."
@.const.pickledata.140269925841792.sha1.19 = internal constant [20 x i8] c"=\99vp\BD\C9\B2\05>&\0F\D6\BD\86O\DE\A4\E3\12;"
@.const.picklebuf.140269925841792.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140269925841792.18, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925841792.sha1.19, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269924134400 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269924134400.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269924134400 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269924134400, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269924134400.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269854807936 = internal constant [82 x i8] c"\80\04\95G\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\F1\03\87\94\87\94."
@.const.pickledata.140269854807936.sha1 = internal constant [20 x i8] c"\F5\E0\8B\D3n\C5\80\AD\12 \00\F6\04\99\9A\E5I\A9w\C3"
@.const.picklebuf.140269854807936 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([82 x i8], [82 x i8]* @.const.pickledata.140269854807936, i32 0, i32 0), i32 82, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269854807936.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269925078976.16 = internal constant [119 x i8] c"\80\04\95l\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C Matrix is not positive definite.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\F3\03\87\94\87\94."
@.const.pickledata.140269925078976.sha1.17 = internal constant [20 x i8] c"aM\0B\D9\FAx\9C\E7F\BFZ\9D\1F;\A8*\A2pZ\FD"
@.const.picklebuf.140269925078976.12 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([119 x i8], [119 x i8]* @.const.pickledata.140269925078976.16, i32 0, i32 0), i32 119, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925078976.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.14 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.15 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.13 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.14, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.15, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v68B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269927281216 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269927281216.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269927281216 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269927281216, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927281216.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269927614848 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269927614848.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269927614848 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269927614848, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927614848.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.33 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.34 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.22 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.33, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.34, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269927275520 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269927275520.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269927275520 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269927275520, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927275520.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269927443904 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269927443904.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269927443904 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269927443904, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927443904.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.6.31 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.7.32 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.5.23 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.6.31, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.7.32, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v69B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error.26" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB3v70B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269925874560 = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94Mw\02\87\94\87\94."
@.const.pickledata.140269925874560.sha1 = internal constant [20 x i8] c"}A\F2\84\1B\B2\04\9E\9B\034\F6S\0F\8C\D9\F7Qr\FB"
@.const.picklebuf.140269925874560 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([152 x i8], [152 x i8]* @.const.pickledata.140269925874560, i32 0, i32 0), i32 152, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925874560.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269925864960.29 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94Mz\02\87\94\87\94."
@.const.pickledata.140269925864960.sha1.30 = internal constant [20 x i8] c"PT\FF\C4c\A3\97\15\CAa\19l\E8\D3\F9\E16\A3\08H"
@.const.picklebuf.140269925864960.24 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([163 x i8], [163 x i8]* @.const.pickledata.140269925864960.29, i32 0, i32 0), i32 163, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925864960.sha1.30, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140269929217408.27 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140269929217408.sha1.28 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140269929217408.25 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140269929217408.27, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929217408.sha1.28, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9323094190B3v71B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140269930043392.42 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.43 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.41 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.42, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.43, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v41B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12cholesky_f32B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.40.i = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %0 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }*
  %.34.i = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i19 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
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
  %3 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i19, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v59B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.40.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i19, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.A.0, i8* %arg.A.1, i64 %.88, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.1, i64 %arg.A.5.0, i64 %arg.A.6.1, i64 %arg.A.6.0), !noalias !0
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i19 to i8*
  %5 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.fca.0.gep17.i376 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8**
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
  %.62.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i376, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  tail call void @NRT_decref(i8* %arg.A.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.214.inv = icmp sgt i64 %arg.A.5.0, 0
  br i1 %.214.inv, label %B82.lr.ph, label %B122

B82.lr.ph:                                        ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit.thread
  %.348 = sitofp i64 %arg.A.5.0 to double
  %6 = add i64 %arg.A.5.0, -1
  %xtraiter87 = and i64 %arg.A.5.0, 7
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

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit: ; preds = %entry
  %14 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i19 to i8*
  %15 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i19, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %15)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14)
  %.129 = icmp sgt i32 %.52.i, 0
  %.130 = select i1 %.129, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.130, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B82:                                              ; preds = %B82, %B82.lr.ph.new
  %lsr.iv354 = phi float* [ %25, %B82 ], [ %.62.fca.4.load.i, %B82.lr.ph.new ]
  %lsr.iv352 = phi i64 [ %lsr.iv.next353, %B82 ], [ 3, %B82.lr.ph.new ]
  %lsr.iv354355 = bitcast float* %lsr.iv354 to i1*
  %lsr.iv354359 = bitcast float* %lsr.iv354 to i8*
  %.345 = load float, float* %lsr.iv354, align 4
  %.347 = fpext float %.345 to double
  %.349 = fadd double %.348, %.347
  %.397 = fptrunc double %.349 to float
  store float %.397, float* %lsr.iv354, align 4
  %uglygep360 = getelementptr i8, i8* %lsr.iv354359, i64 %13
  %sunkaddr483 = mul i64 %.62.fca.5.1.load.i, 4
  %16 = bitcast float* %lsr.iv354 to i8*
  %sunkaddr484 = getelementptr i8, i8* %16, i64 %sunkaddr483
  %sunkaddr485 = getelementptr i8, i8* %sunkaddr484, i64 4
  %17 = bitcast i8* %sunkaddr485 to float*
  %.345.1 = load float, float* %17, align 4
  %.347.1 = fpext float %.345.1 to double
  %.349.1 = fadd double %.348, %.347.1
  %.397.1 = fptrunc double %.349.1 to float
  store float %.397.1, float* %17, align 4
  %uglygep362 = getelementptr i8, i8* %uglygep360, i64 %13
  %sunkaddr486 = mul i64 %.62.fca.5.1.load.i, 8
  %18 = bitcast float* %lsr.iv354 to i8*
  %sunkaddr487 = getelementptr i8, i8* %18, i64 %sunkaddr486
  %sunkaddr488 = getelementptr i8, i8* %sunkaddr487, i64 8
  %19 = bitcast i8* %sunkaddr488 to float*
  %.345.2 = load float, float* %19, align 4
  %.347.2 = fpext float %.345.2 to double
  %.349.2 = fadd double %.348, %.347.2
  %.397.2 = fptrunc double %.349.2 to float
  store float %.397.2, float* %19, align 4
  %uglygep364 = getelementptr i8, i8* %uglygep362, i64 %13
  %sunkaddr489 = mul i64 %.62.fca.5.1.load.i, 4
  %sunkaddr490 = getelementptr i8, i8* %uglygep362, i64 %sunkaddr489
  %sunkaddr491 = getelementptr i8, i8* %sunkaddr490, i64 4
  %20 = bitcast i8* %sunkaddr491 to float*
  %.345.3 = load float, float* %20, align 4
  %.347.3 = fpext float %.345.3 to double
  %.349.3 = fadd double %.348, %.347.3
  %.397.3 = fptrunc double %.349.3 to float
  store float %.397.3, float* %20, align 4
  %uglygep366 = getelementptr i8, i8* %uglygep364, i64 %13
  %sunkaddr492 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr493 = getelementptr i8, i8* %uglygep362, i64 %sunkaddr492
  %sunkaddr494 = getelementptr i8, i8* %sunkaddr493, i64 8
  %21 = bitcast i8* %sunkaddr494 to float*
  %.345.4 = load float, float* %21, align 4
  %.347.4 = fpext float %.345.4 to double
  %.349.4 = fadd double %.348, %.347.4
  %.397.4 = fptrunc double %.349.4 to float
  store float %.397.4, float* %21, align 4
  %uglygep368 = getelementptr i8, i8* %uglygep366, i64 %13
  %sunkaddr495 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr496 = getelementptr i8, i8* %uglygep364, i64 %sunkaddr495
  %sunkaddr497 = getelementptr i8, i8* %sunkaddr496, i64 8
  %22 = bitcast i8* %sunkaddr497 to float*
  %.345.5 = load float, float* %22, align 4
  %.347.5 = fpext float %.345.5 to double
  %.349.5 = fadd double %.348, %.347.5
  %.397.5 = fptrunc double %.349.5 to float
  store float %.397.5, float* %22, align 4
  %sunkaddr = mul i64 %.62.fca.5.1.load.i, 4
  %sunkaddr377 = getelementptr i8, i8* %uglygep368, i64 %sunkaddr
  %sunkaddr378 = getelementptr i8, i8* %sunkaddr377, i64 4
  %23 = bitcast i8* %sunkaddr378 to float*
  %.345.6 = load float, float* %23, align 4
  %.347.6 = fpext float %.345.6 to double
  %.349.6 = fadd double %.348, %.347.6
  %.397.6 = fptrunc double %.349.6 to float
  store float %.397.6, float* %23, align 4
  %sunkaddr379 = mul i64 %.62.fca.5.1.load.i, 8
  %sunkaddr380 = getelementptr i8, i8* %uglygep368, i64 %sunkaddr379
  %sunkaddr381 = getelementptr i8, i8* %sunkaddr380, i64 8
  %24 = bitcast i8* %sunkaddr381 to float*
  %.345.7 = load float, float* %24, align 4
  %.347.7 = fpext float %.345.7 to double
  %.349.7 = fadd double %.348, %.347.7
  %.397.7 = fptrunc double %.349.7 to float
  store float %.397.7, float* %24, align 4
  %lsr.iv.next353 = add nuw i64 %lsr.iv352, 8
  %scevgep356 = getelementptr i1, i1* %lsr.iv354355, i64 %9
  %25 = bitcast i1* %scevgep356 to float*
  %26 = add i64 %11, %lsr.iv.next353
  %niter91.ncmp.7 = icmp eq i64 %26, 3
  br i1 %niter91.ncmp.7, label %B122.loopexit.unr-lcssa.loopexit, label %B82

B122.loopexit.unr-lcssa.loopexit:                 ; preds = %B82
  %27 = add i64 %lsr.iv.next353, -3
  br label %B122.loopexit.unr-lcssa

B122.loopexit.unr-lcssa:                          ; preds = %B122.loopexit.unr-lcssa.loopexit, %B82.lr.ph
  %.200.067.unr = phi i64 [ 0, %B82.lr.ph ], [ %27, %B122.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod89.not = icmp eq i64 %xtraiter87, 0
  br i1 %lcmp.mod89.not, label %B122, label %B82.epil.preheader

B82.epil.preheader:                               ; preds = %B122.loopexit.unr-lcssa
  %28 = add i64 %.62.fca.5.1.load.i, 1
  %29 = mul i64 %.200.067.unr, %28
  %scevgep344 = getelementptr float, float* %.62.fca.4.load.i, i64 %29
  %30 = shl i64 %.62.fca.5.1.load.i, 2
  %31 = add i64 %30, 4
  br label %B82.epil

B82.epil:                                         ; preds = %B82.epil.preheader, %B82.epil
  %lsr.iv350 = phi i64 [ %xtraiter87, %B82.epil.preheader ], [ %lsr.iv.next351, %B82.epil ]
  %lsr.iv345 = phi float* [ %scevgep344, %B82.epil.preheader ], [ %32, %B82.epil ]
  %lsr.iv345346 = bitcast float* %lsr.iv345 to i1*
  %.345.epil = load float, float* %lsr.iv345, align 4
  %.347.epil = fpext float %.345.epil to double
  %.349.epil = fadd double %.348, %.347.epil
  %.397.epil = fptrunc double %.349.epil to float
  store float %.397.epil, float* %lsr.iv345, align 4
  %scevgep347 = getelementptr i1, i1* %lsr.iv345346, i64 %31
  %32 = bitcast i1* %scevgep347 to float*
  %lsr.iv.next351 = add nsw i64 %lsr.iv350, -1
  %epil.iter88.cmp.not = icmp eq i64 %lsr.iv.next351, 0
  br i1 %epil.iter88.cmp.not, label %B122, label %B82.epil, !llvm.loop !4

B122:                                             ; preds = %B82.epil, %B122.loopexit.unr-lcssa, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit.thread
  %33 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8**
  %34 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %34, i8 0, i64 72, i1 false)
  %.417 = call i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v66B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.409, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.2, i8* %.62.fca.0.load.i, i8* %.62.fca.1.load.i, i64 %.62.fca.2.load.i, i64 %.62.fca.3.load.i, float* %.62.fca.4.load.i, i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i, i64 %.62.fca.6.0.load.i, i64 %.62.fca.6.1.load.i)
  %.427.fca.0.load = load i8*, i8** %33, align 8
  switch i32 %.417, label %B122.if [
    i32 -2, label %B122.endif
    i32 0, label %B122.endif
  ]

common.ret:                                       ; preds = %B122.endif.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit, %B122.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit, %for.end.endif, %B122.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B122.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE.exit ], [ %.417, %B122.if ], [ %.44.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit ], [ 1, %B122.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B122.if:                                          ; preds = %B122
  %.425 = icmp sgt i32 %.417, 0
  %.418 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.426 = select i1 %.425, { i8*, i32, i8*, i8*, i32 }* %.418, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.426, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B122.endif:                                       ; preds = %B122, %B122
  %35 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr382 = getelementptr inbounds i8, i8* %35, i64 64
  %36 = bitcast i8* %sunkaddr382 to i64*
  %.427.fca.6.1.load = load i64, i64* %36, align 8
  %37 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr383 = getelementptr inbounds i8, i8* %37, i64 56
  %38 = bitcast i8* %sunkaddr383 to i64*
  %.427.fca.6.0.load = load i64, i64* %38, align 8
  %39 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr384 = getelementptr inbounds i8, i8* %39, i64 48
  %40 = bitcast i8* %sunkaddr384 to i64*
  %.427.fca.5.1.load = load i64, i64* %40, align 8
  %41 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr385 = getelementptr inbounds i8, i8* %41, i64 40
  %42 = bitcast i8* %sunkaddr385 to i64*
  %.427.fca.5.0.load = load i64, i64* %42, align 8
  %43 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr386 = getelementptr inbounds i8, i8* %43, i64 32
  %44 = bitcast i8* %sunkaddr386 to float**
  %.427.fca.4.load = load float*, float** %44, align 8
  %45 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr387 = getelementptr inbounds i8, i8* %45, i64 24
  %46 = bitcast i8* %sunkaddr387 to i64*
  %.427.fca.3.load = load i64, i64* %46, align 8
  %47 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr388 = getelementptr inbounds i8, i8* %47, i64 16
  %48 = bitcast i8* %sunkaddr388 to i64*
  %.427.fca.2.load = load i64, i64* %48, align 8
  %49 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.409 to i8*
  %sunkaddr389 = getelementptr inbounds i8, i8* %49, i64 8
  %50 = bitcast i8* %sunkaddr389 to i8**
  %.427.fca.1.load = load i8*, i8** %50, align 8
  %51 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %51)
  %52 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %52)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i19, align 8, !noalias !6
  tail call void @NRT_incref(i8* %.427.fca.0.load), !noalias !6
  tail call void @NRT_incref(i8* %arg.b.0), !noalias !6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %51, i8 0, i64 56, i1 false), !noalias !6
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v68B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %0, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i19, i8* %.427.fca.0.load, i8* %.427.fca.1.load, i64 %.427.fca.2.load, i64 %.427.fca.3.load, float* %.427.fca.4.load, i64 %.427.fca.5.0.load, i64 %.427.fca.5.1.load, i64 %.427.fca.6.0.load, i64 %.427.fca.6.1.load, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0), !noalias !6
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  switch i32 %.44.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread: ; preds = %B122.endif, %B122.endif
  %53 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i19 to i8*
  %54 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0 to i8*
  %.fca.0.gep13.i390 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0 to i8**
  %.fca.5.0.gep.i25 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0, i64 0, i32 5, i64 0
  %.fca.4.gep.i26 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0, i64 0, i32 4
  %.54.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i25, align 8, !noalias !6
  %.54.fca.4.load.i = load float*, float** %.fca.4.gep.i26, align 8, !noalias !6
  %.54.fca.0.load.i = load i8*, i8** %.fca.0.gep13.i390, align 8, !noalias !6
  tail call void @NRT_decref(i8* %arg.b.0), !noalias !6
  tail call void @NRT_decref(i8* %.427.fca.0.load), !noalias !6
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %54)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53)
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %.427.fca.0.load)
  %.570 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i, i64 4)
  %.572 = extractvalue { i64, i1 } %.570, 1
  br i1 %.572, label %B122.endif.endif.endif.endif.if, label %B122.endif.endif.endif.endif.endif, !prof !10

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit: ; preds = %B122.endif
  %55 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i19 to i8*
  %56 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %0 to i8*
  %.45.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i19, align 8, !noalias !6
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %56)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %55)
  %.478 = icmp sgt i32 %.44.i, 0
  %.479 = select i1 %.478, { i8*, i32, i8*, i8*, i32 }* %.45.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.479, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B122.endif.endif.endif.endif.if:                  ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269925868736, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B122.endif.endif.endif.endif.endif:               ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  %.571 = extractvalue { i64, i1 } %.570, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.571, i32 32), !noalias !12
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B122.endif.endif.endif.endif.endif.if, label %B122.endif.endif.endif.endif.endif.endif, !prof !10

B122.endif.endif.endif.endif.endif.if:            ; preds = %B122.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392.41, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B122.endif.endif.endif.endif.endif.endif:         ; preds = %B122.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %57 = bitcast i8* %.5.i to float**
  %.6.i8 = load float*, float** %57, align 8
  %.6395 = icmp sgt i64 %.54.fca.5.0.load.i, 0
  br i1 %.6395, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B122.endif.endif.endif.endif.endif.endif
  %.641.not = icmp eq i64 %.54.fca.5.0.load.i, 1
  br i1 %.641.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %.54.fca.5.0.load.i, 4
  br i1 %min.iters.check, label %for.body.us.preheader78, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr float, float* %.6.i8, i64 %.54.fca.5.0.load.i
  %scevgep76 = getelementptr float, float* %.54.fca.4.load.i, i64 %.54.fca.5.0.load.i
  %bound0 = icmp ult float* %.6.i8, %scevgep76
  %bound1 = icmp ult float* %.54.fca.4.load.i, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader78, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %.54.fca.5.0.load.i, -4
  %58 = add i64 %n.vec, -4
  %59 = lshr exact i64 %58, 2
  %60 = add nuw nsw i64 %59, 1
  %xtraiter82 = and i64 %60, 7
  %61 = icmp ult i64 %58, 28
  br i1 %61, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const374 = bitcast i64 9223372036854775800 to i64
  %unroll_iter85 = and i64 %60, %const374
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv342 = phi i64 [ %lsr.iv.next343, %vector.body ], [ %unroll_iter85, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr391 = mul i64 %index, 4
  %62 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr392 = getelementptr i8, i8* %62, i64 %sunkaddr391
  %63 = bitcast i8* %sunkaddr392 to <4 x float>*
  %wide.load = load <4 x float>, <4 x float>* %63, align 4, !alias.scope !19
  %64 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load)
  %sunkaddr393 = mul i64 %index, 4
  %65 = bitcast float* %.6.i8 to i8*
  %sunkaddr394 = getelementptr i8, i8* %65, i64 %sunkaddr393
  %66 = bitcast i8* %sunkaddr394 to <4 x float>*
  store <4 x float> %64, <4 x float>* %66, align 4, !alias.scope !22, !noalias !19
  %sunkaddr395 = mul i64 %index, 4
  %67 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr396 = getelementptr i8, i8* %67, i64 %sunkaddr395
  %sunkaddr397 = getelementptr i8, i8* %sunkaddr396, i64 16
  %68 = bitcast i8* %sunkaddr397 to <4 x float>*
  %wide.load.1 = load <4 x float>, <4 x float>* %68, align 4, !alias.scope !19
  %69 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load.1)
  %sunkaddr398 = mul i64 %index, 4
  %70 = bitcast float* %.6.i8 to i8*
  %sunkaddr399 = getelementptr i8, i8* %70, i64 %sunkaddr398
  %sunkaddr400 = getelementptr i8, i8* %sunkaddr399, i64 16
  %71 = bitcast i8* %sunkaddr400 to <4 x float>*
  store <4 x float> %69, <4 x float>* %71, align 4, !alias.scope !22, !noalias !19
  %sunkaddr401 = mul i64 %index, 4
  %72 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr402 = getelementptr i8, i8* %72, i64 %sunkaddr401
  %sunkaddr403 = getelementptr i8, i8* %sunkaddr402, i64 32
  %73 = bitcast i8* %sunkaddr403 to <4 x float>*
  %wide.load.2 = load <4 x float>, <4 x float>* %73, align 4, !alias.scope !19
  %74 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load.2)
  %sunkaddr404 = mul i64 %index, 4
  %75 = bitcast float* %.6.i8 to i8*
  %sunkaddr405 = getelementptr i8, i8* %75, i64 %sunkaddr404
  %sunkaddr406 = getelementptr i8, i8* %sunkaddr405, i64 32
  %76 = bitcast i8* %sunkaddr406 to <4 x float>*
  store <4 x float> %74, <4 x float>* %76, align 4, !alias.scope !22, !noalias !19
  %sunkaddr407 = mul i64 %index, 4
  %77 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr408 = getelementptr i8, i8* %77, i64 %sunkaddr407
  %sunkaddr409 = getelementptr i8, i8* %sunkaddr408, i64 48
  %78 = bitcast i8* %sunkaddr409 to <4 x float>*
  %wide.load.3 = load <4 x float>, <4 x float>* %78, align 4, !alias.scope !19
  %79 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load.3)
  %sunkaddr410 = mul i64 %index, 4
  %80 = bitcast float* %.6.i8 to i8*
  %sunkaddr411 = getelementptr i8, i8* %80, i64 %sunkaddr410
  %sunkaddr412 = getelementptr i8, i8* %sunkaddr411, i64 48
  %81 = bitcast i8* %sunkaddr412 to <4 x float>*
  store <4 x float> %79, <4 x float>* %81, align 4, !alias.scope !22, !noalias !19
  %sunkaddr413 = mul i64 %index, 4
  %82 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr414 = getelementptr i8, i8* %82, i64 %sunkaddr413
  %sunkaddr415 = getelementptr i8, i8* %sunkaddr414, i64 64
  %83 = bitcast i8* %sunkaddr415 to <4 x float>*
  %wide.load.4 = load <4 x float>, <4 x float>* %83, align 4, !alias.scope !19
  %84 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load.4)
  %sunkaddr416 = mul i64 %index, 4
  %85 = bitcast float* %.6.i8 to i8*
  %sunkaddr417 = getelementptr i8, i8* %85, i64 %sunkaddr416
  %sunkaddr418 = getelementptr i8, i8* %sunkaddr417, i64 64
  %86 = bitcast i8* %sunkaddr418 to <4 x float>*
  store <4 x float> %84, <4 x float>* %86, align 4, !alias.scope !22, !noalias !19
  %sunkaddr419 = mul i64 %index, 4
  %87 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr420 = getelementptr i8, i8* %87, i64 %sunkaddr419
  %sunkaddr421 = getelementptr i8, i8* %sunkaddr420, i64 80
  %88 = bitcast i8* %sunkaddr421 to <4 x float>*
  %wide.load.5 = load <4 x float>, <4 x float>* %88, align 4, !alias.scope !19
  %89 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load.5)
  %sunkaddr422 = mul i64 %index, 4
  %90 = bitcast float* %.6.i8 to i8*
  %sunkaddr423 = getelementptr i8, i8* %90, i64 %sunkaddr422
  %sunkaddr424 = getelementptr i8, i8* %sunkaddr423, i64 80
  %91 = bitcast i8* %sunkaddr424 to <4 x float>*
  store <4 x float> %89, <4 x float>* %91, align 4, !alias.scope !22, !noalias !19
  %sunkaddr425 = mul i64 %index, 4
  %92 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr426 = getelementptr i8, i8* %92, i64 %sunkaddr425
  %sunkaddr427 = getelementptr i8, i8* %sunkaddr426, i64 96
  %93 = bitcast i8* %sunkaddr427 to <4 x float>*
  %wide.load.6 = load <4 x float>, <4 x float>* %93, align 4, !alias.scope !19
  %94 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load.6)
  %sunkaddr428 = mul i64 %index, 4
  %95 = bitcast float* %.6.i8 to i8*
  %sunkaddr429 = getelementptr i8, i8* %95, i64 %sunkaddr428
  %sunkaddr430 = getelementptr i8, i8* %sunkaddr429, i64 96
  %96 = bitcast i8* %sunkaddr430 to <4 x float>*
  store <4 x float> %94, <4 x float>* %96, align 4, !alias.scope !22, !noalias !19
  %sunkaddr431 = mul i64 %index, 4
  %97 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr432 = getelementptr i8, i8* %97, i64 %sunkaddr431
  %sunkaddr433 = getelementptr i8, i8* %sunkaddr432, i64 112
  %98 = bitcast i8* %sunkaddr433 to <4 x float>*
  %wide.load.7 = load <4 x float>, <4 x float>* %98, align 4, !alias.scope !19
  %99 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load.7)
  %sunkaddr434 = mul i64 %index, 4
  %100 = bitcast float* %.6.i8 to i8*
  %sunkaddr435 = getelementptr i8, i8* %100, i64 %sunkaddr434
  %sunkaddr436 = getelementptr i8, i8* %sunkaddr435, i64 112
  %101 = bitcast i8* %sunkaddr436 to <4 x float>*
  store <4 x float> %99, <4 x float>* %101, align 4, !alias.scope !22, !noalias !19
  %index.next.7 = add i64 %index, 32
  %lsr.iv.next343 = add i64 %lsr.iv342, -8
  %niter86.ncmp.7 = icmp eq i64 %lsr.iv.next343, 0
  br i1 %niter86.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !24

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod84.not = icmp eq i64 %xtraiter82, 0
  br i1 %lcmp.mod84.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep284 = getelementptr float, float* %.6.i8, i64 %index.unr
  %scevgep290 = getelementptr float, float* %.54.fca.4.load.i, i64 %index.unr
  %102 = shl nuw nsw i64 %xtraiter82, 4
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv285 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next286, %vector.body.epil ]
  %103 = bitcast float* %scevgep290 to i8*
  %104 = bitcast float* %scevgep284 to i8*
  %uglygep292 = getelementptr i8, i8* %103, i64 %lsr.iv285
  %uglygep292293 = bitcast i8* %uglygep292 to <4 x float>*
  %wide.load.epil = load <4 x float>, <4 x float>* %uglygep292293, align 4, !alias.scope !19
  %105 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load.epil)
  %uglygep288 = getelementptr i8, i8* %104, i64 %lsr.iv285
  %uglygep288289 = bitcast i8* %uglygep288 to <4 x float>*
  store <4 x float> %105, <4 x float>* %uglygep288289, align 4, !alias.scope !22, !noalias !19
  %lsr.iv.next286 = add nuw nsw i64 %lsr.iv285, 16
  %epil.iter83.cmp.not = icmp eq i64 %102, %lsr.iv.next286
  br i1 %epil.iter83.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !26

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.54.fca.5.0.load.i, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader78

for.body.us.preheader78:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index7.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %106 = sub i64 %.54.fca.5.0.load.i, %loop.index7.us.ph
  %107 = xor i64 %loop.index7.us.ph, -1
  %108 = add i64 %.54.fca.5.0.load.i, %107
  %xtraiter80 = and i64 %106, 7
  %lcmp.mod81.not = icmp eq i64 %xtraiter80, 0
  br i1 %lcmp.mod81.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader78
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv282 = phi i64 [ %xtraiter80, %for.body.us.prol.preheader ], [ %lsr.iv.next283, %for.body.us.prol ]
  %loop.index7.us.prol = phi i64 [ %.678.us.prol, %for.body.us.prol ], [ %loop.index7.us.ph, %for.body.us.prol.preheader ]
  %scevgep281 = getelementptr float, float* %.54.fca.4.load.i, i64 %loop.index7.us.prol
  %.649.us.prol = load float, float* %scevgep281, align 4
  %.12.i.us.prol = tail call float @llvm.sin.f32(float %.649.us.prol) #8
  %scevgep280 = getelementptr float, float* %.6.i8, i64 %loop.index7.us.prol
  store float %.12.i.us.prol, float* %scevgep280, align 4
  %.678.us.prol = add i64 %loop.index7.us.prol, 1
  %lsr.iv.next283 = add nsw i64 %lsr.iv282, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next283, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !27

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader78
  %loop.index7.us.unr = phi i64 [ %loop.index7.us.ph, %for.body.us.preheader78 ], [ %.678.us.prol, %for.body.us.prol ]
  %109 = icmp ult i64 %108, 7
  br i1 %109, label %for.end, label %for.body.us.preheader92

for.body.us.preheader92:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader92, %for.body.us
  %loop.index7.us = phi i64 [ %.678.us.7, %for.body.us ], [ %loop.index7.us.unr, %for.body.us.preheader92 ]
  %sunkaddr437 = mul i64 %loop.index7.us, 4
  %110 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr438 = getelementptr i8, i8* %110, i64 %sunkaddr437
  %111 = bitcast i8* %sunkaddr438 to float*
  %.649.us = load float, float* %111, align 4
  %.12.i.us = tail call float @llvm.sin.f32(float %.649.us) #8
  %sunkaddr439 = mul i64 %loop.index7.us, 4
  %112 = bitcast float* %.6.i8 to i8*
  %sunkaddr440 = getelementptr i8, i8* %112, i64 %sunkaddr439
  %113 = bitcast i8* %sunkaddr440 to float*
  store float %.12.i.us, float* %113, align 4
  %sunkaddr441 = mul i64 %loop.index7.us, 4
  %114 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr442 = getelementptr i8, i8* %114, i64 %sunkaddr441
  %sunkaddr443 = getelementptr i8, i8* %sunkaddr442, i64 4
  %115 = bitcast i8* %sunkaddr443 to float*
  %.649.us.1 = load float, float* %115, align 4
  %.12.i.us.1 = tail call float @llvm.sin.f32(float %.649.us.1) #8
  %sunkaddr444 = mul i64 %loop.index7.us, 4
  %116 = bitcast float* %.6.i8 to i8*
  %sunkaddr445 = getelementptr i8, i8* %116, i64 %sunkaddr444
  %sunkaddr446 = getelementptr i8, i8* %sunkaddr445, i64 4
  %117 = bitcast i8* %sunkaddr446 to float*
  store float %.12.i.us.1, float* %117, align 4
  %sunkaddr447 = mul i64 %loop.index7.us, 4
  %118 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr448 = getelementptr i8, i8* %118, i64 %sunkaddr447
  %sunkaddr449 = getelementptr i8, i8* %sunkaddr448, i64 8
  %119 = bitcast i8* %sunkaddr449 to float*
  %.649.us.2 = load float, float* %119, align 4
  %.12.i.us.2 = tail call float @llvm.sin.f32(float %.649.us.2) #8
  %sunkaddr450 = mul i64 %loop.index7.us, 4
  %120 = bitcast float* %.6.i8 to i8*
  %sunkaddr451 = getelementptr i8, i8* %120, i64 %sunkaddr450
  %sunkaddr452 = getelementptr i8, i8* %sunkaddr451, i64 8
  %121 = bitcast i8* %sunkaddr452 to float*
  store float %.12.i.us.2, float* %121, align 4
  %sunkaddr453 = mul i64 %loop.index7.us, 4
  %122 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr454 = getelementptr i8, i8* %122, i64 %sunkaddr453
  %sunkaddr455 = getelementptr i8, i8* %sunkaddr454, i64 12
  %123 = bitcast i8* %sunkaddr455 to float*
  %.649.us.3 = load float, float* %123, align 4
  %.12.i.us.3 = tail call float @llvm.sin.f32(float %.649.us.3) #8
  %sunkaddr456 = mul i64 %loop.index7.us, 4
  %124 = bitcast float* %.6.i8 to i8*
  %sunkaddr457 = getelementptr i8, i8* %124, i64 %sunkaddr456
  %sunkaddr458 = getelementptr i8, i8* %sunkaddr457, i64 12
  %125 = bitcast i8* %sunkaddr458 to float*
  store float %.12.i.us.3, float* %125, align 4
  %sunkaddr459 = mul i64 %loop.index7.us, 4
  %126 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr460 = getelementptr i8, i8* %126, i64 %sunkaddr459
  %sunkaddr461 = getelementptr i8, i8* %sunkaddr460, i64 16
  %127 = bitcast i8* %sunkaddr461 to float*
  %.649.us.4 = load float, float* %127, align 4
  %.12.i.us.4 = tail call float @llvm.sin.f32(float %.649.us.4) #8
  %sunkaddr462 = mul i64 %loop.index7.us, 4
  %128 = bitcast float* %.6.i8 to i8*
  %sunkaddr463 = getelementptr i8, i8* %128, i64 %sunkaddr462
  %sunkaddr464 = getelementptr i8, i8* %sunkaddr463, i64 16
  %129 = bitcast i8* %sunkaddr464 to float*
  store float %.12.i.us.4, float* %129, align 4
  %sunkaddr465 = mul i64 %loop.index7.us, 4
  %130 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr466 = getelementptr i8, i8* %130, i64 %sunkaddr465
  %sunkaddr467 = getelementptr i8, i8* %sunkaddr466, i64 20
  %131 = bitcast i8* %sunkaddr467 to float*
  %.649.us.5 = load float, float* %131, align 4
  %.12.i.us.5 = tail call float @llvm.sin.f32(float %.649.us.5) #8
  %sunkaddr468 = mul i64 %loop.index7.us, 4
  %132 = bitcast float* %.6.i8 to i8*
  %sunkaddr469 = getelementptr i8, i8* %132, i64 %sunkaddr468
  %sunkaddr470 = getelementptr i8, i8* %sunkaddr469, i64 20
  %133 = bitcast i8* %sunkaddr470 to float*
  store float %.12.i.us.5, float* %133, align 4
  %sunkaddr471 = mul i64 %loop.index7.us, 4
  %134 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr472 = getelementptr i8, i8* %134, i64 %sunkaddr471
  %sunkaddr473 = getelementptr i8, i8* %sunkaddr472, i64 24
  %135 = bitcast i8* %sunkaddr473 to float*
  %.649.us.6 = load float, float* %135, align 4
  %.12.i.us.6 = tail call float @llvm.sin.f32(float %.649.us.6) #8
  %sunkaddr474 = mul i64 %loop.index7.us, 4
  %136 = bitcast float* %.6.i8 to i8*
  %sunkaddr475 = getelementptr i8, i8* %136, i64 %sunkaddr474
  %sunkaddr476 = getelementptr i8, i8* %sunkaddr475, i64 24
  %137 = bitcast i8* %sunkaddr476 to float*
  store float %.12.i.us.6, float* %137, align 4
  %sunkaddr477 = mul i64 %loop.index7.us, 4
  %138 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr478 = getelementptr i8, i8* %138, i64 %sunkaddr477
  %sunkaddr479 = getelementptr i8, i8* %sunkaddr478, i64 28
  %139 = bitcast i8* %sunkaddr479 to float*
  %.649.us.7 = load float, float* %139, align 4
  %.12.i.us.7 = tail call float @llvm.sin.f32(float %.649.us.7) #8
  %sunkaddr480 = mul i64 %loop.index7.us, 4
  %140 = bitcast float* %.6.i8 to i8*
  %sunkaddr481 = getelementptr i8, i8* %140, i64 %sunkaddr480
  %sunkaddr482 = getelementptr i8, i8* %sunkaddr481, i64 28
  %141 = bitcast i8* %sunkaddr482 to float*
  store float %.12.i.us.7, float* %141, align 4
  %.678.us.7 = add nuw nsw i64 %loop.index7.us, 8
  %exitcond.not.7 = icmp eq i64 %.54.fca.5.0.load.i, %.678.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !28

for.end.thread:                                   ; preds = %for.body.preheader
  %.649 = load float, float* %.54.fca.4.load.i, align 4
  %.12.i = tail call float @llvm.sin.f32(float %.649) #8
  store float %.12.i, float* %.6.i8, align 4
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B122.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  %.68.i = icmp eq i64 %.54.fca.5.0.load.i, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !10

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.54.fca.5.0.load.i, i64 1) #8
  %142 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %143 = icmp ult i64 %142, 7
  br i1 %143, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const
  %144 = add nsw i64 %unroll_iter.i, -8
  %145 = lshr exact i64 %144, 3
  %146 = add nuw nsw i64 %145, 1
  %xtraiter = and i64 %146, 7
  %147 = icmp ult i64 %144, 56
  br i1 %147, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %146, 4611686018427387896
  %scevgep118 = getelementptr float, float* %.6.i8, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %148 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep94 = getelementptr float, float* %.6.i8, i64 %148
  %149 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi float [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %150 = bitcast float* %scevgep94 to i8*
  %uglygep115 = getelementptr i8, i8* %150, i64 %lsr.iv
  %uglygep115116 = bitcast i8* %uglygep115 to float*
  %scevgep117 = getelementptr float, float* %uglygep115116, i64 -7
  %.236.i.epil = load float, float* %scevgep117, align 4, !noalias !29
  %.239.i.epil = fadd float %c.2.07.i.epil, %.236.i.epil
  %uglygep112 = getelementptr i8, i8* %150, i64 %lsr.iv
  %uglygep112113 = bitcast i8* %uglygep112 to float*
  %scevgep114 = getelementptr float, float* %uglygep112113, i64 -6
  %.236.1.i.epil = load float, float* %scevgep114, align 4, !noalias !29
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep109 = getelementptr i8, i8* %150, i64 %lsr.iv
  %uglygep109110 = bitcast i8* %uglygep109 to float*
  %scevgep111 = getelementptr float, float* %uglygep109110, i64 -5
  %.236.2.i.epil = load float, float* %scevgep111, align 4, !noalias !29
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep106 = getelementptr i8, i8* %150, i64 %lsr.iv
  %uglygep106107 = bitcast i8* %uglygep106 to float*
  %scevgep108 = getelementptr float, float* %uglygep106107, i64 -4
  %.236.3.i.epil = load float, float* %scevgep108, align 4, !noalias !29
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep103 = getelementptr i8, i8* %150, i64 %lsr.iv
  %uglygep103104 = bitcast i8* %uglygep103 to float*
  %scevgep105 = getelementptr float, float* %uglygep103104, i64 -3
  %.236.4.i.epil = load float, float* %scevgep105, align 4, !noalias !29
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep100 = getelementptr i8, i8* %150, i64 %lsr.iv
  %uglygep100101 = bitcast i8* %uglygep100 to float*
  %scevgep102 = getelementptr float, float* %uglygep100101, i64 -2
  %.236.5.i.epil = load float, float* %scevgep102, align 4, !noalias !29
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep97 = getelementptr i8, i8* %150, i64 %lsr.iv
  %uglygep9798 = bitcast i8* %uglygep97 to float*
  %scevgep99 = getelementptr float, float* %uglygep9798, i64 -1
  %.236.6.i.epil = load float, float* %scevgep99, align 4, !noalias !29
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %150, i64 %lsr.iv
  %uglygep96 = bitcast i8* %uglygep to float*
  %.236.7.i.epil = load float, float* %uglygep96, align 4, !noalias !29
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %149, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !32, !llvm.loop !33

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr float, float* %.6.i8, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi float [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep93 = getelementptr float, float* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load float, float* %scevgep93, align 4, !noalias !29
  %.239.epil.i = fadd float %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !32, !llvm.loop !34

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv246 = phi i64 [ %lsr.iv.next247, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep244 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep245 = getelementptr float, float* %scevgep244, i64 -63
  %.236.i = load float, float* %scevgep245, align 4, !noalias !29
  %.239.i = fadd float %c.2.07.i, %.236.i
  %scevgep242 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep243 = getelementptr float, float* %scevgep242, i64 -62
  %.236.1.i = load float, float* %scevgep243, align 4, !noalias !29
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep240 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep241 = getelementptr float, float* %scevgep240, i64 -61
  %.236.2.i = load float, float* %scevgep241, align 4, !noalias !29
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep238 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep239 = getelementptr float, float* %scevgep238, i64 -60
  %.236.3.i = load float, float* %scevgep239, align 4, !noalias !29
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep236 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep237 = getelementptr float, float* %scevgep236, i64 -59
  %.236.4.i = load float, float* %scevgep237, align 4, !noalias !29
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep234 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep235 = getelementptr float, float* %scevgep234, i64 -58
  %.236.5.i = load float, float* %scevgep235, align 4, !noalias !29
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep232 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep233 = getelementptr float, float* %scevgep232, i64 -57
  %.236.6.i = load float, float* %scevgep233, align 4, !noalias !29
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep230 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep231 = getelementptr float, float* %scevgep230, i64 -56
  %.236.7.i = load float, float* %scevgep231, align 4, !noalias !29
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep199 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep200 = getelementptr float, float* %scevgep199, i64 -55
  %.236.i.1 = load float, float* %scevgep200, align 4, !noalias !29
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep201 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep202 = getelementptr float, float* %scevgep201, i64 -54
  %.236.1.i.1 = load float, float* %scevgep202, align 4, !noalias !29
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep203 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep204 = getelementptr float, float* %scevgep203, i64 -53
  %.236.2.i.1 = load float, float* %scevgep204, align 4, !noalias !29
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep205 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep206 = getelementptr float, float* %scevgep205, i64 -52
  %.236.3.i.1 = load float, float* %scevgep206, align 4, !noalias !29
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep207 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep208 = getelementptr float, float* %scevgep207, i64 -51
  %.236.4.i.1 = load float, float* %scevgep208, align 4, !noalias !29
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep209 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep210 = getelementptr float, float* %scevgep209, i64 -50
  %.236.5.i.1 = load float, float* %scevgep210, align 4, !noalias !29
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep211 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep212 = getelementptr float, float* %scevgep211, i64 -49
  %.236.6.i.1 = load float, float* %scevgep212, align 4, !noalias !29
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep213 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep214 = getelementptr float, float* %scevgep213, i64 -48
  %.236.7.i.1 = load float, float* %scevgep214, align 4, !noalias !29
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep183 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep184 = getelementptr float, float* %scevgep183, i64 -47
  %.236.i.2 = load float, float* %scevgep184, align 4, !noalias !29
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep185 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep186 = getelementptr float, float* %scevgep185, i64 -46
  %.236.1.i.2 = load float, float* %scevgep186, align 4, !noalias !29
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep187 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep188 = getelementptr float, float* %scevgep187, i64 -45
  %.236.2.i.2 = load float, float* %scevgep188, align 4, !noalias !29
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep189 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep190 = getelementptr float, float* %scevgep189, i64 -44
  %.236.3.i.2 = load float, float* %scevgep190, align 4, !noalias !29
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep191 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep192 = getelementptr float, float* %scevgep191, i64 -43
  %.236.4.i.2 = load float, float* %scevgep192, align 4, !noalias !29
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep193 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep194 = getelementptr float, float* %scevgep193, i64 -42
  %.236.5.i.2 = load float, float* %scevgep194, align 4, !noalias !29
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep195 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep196 = getelementptr float, float* %scevgep195, i64 -41
  %.236.6.i.2 = load float, float* %scevgep196, align 4, !noalias !29
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep197 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep198 = getelementptr float, float* %scevgep197, i64 -40
  %.236.7.i.2 = load float, float* %scevgep198, align 4, !noalias !29
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep167 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep168 = getelementptr float, float* %scevgep167, i64 -39
  %.236.i.3 = load float, float* %scevgep168, align 4, !noalias !29
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep169 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep170 = getelementptr float, float* %scevgep169, i64 -38
  %.236.1.i.3 = load float, float* %scevgep170, align 4, !noalias !29
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep171 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep172 = getelementptr float, float* %scevgep171, i64 -37
  %.236.2.i.3 = load float, float* %scevgep172, align 4, !noalias !29
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep173 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep174 = getelementptr float, float* %scevgep173, i64 -36
  %.236.3.i.3 = load float, float* %scevgep174, align 4, !noalias !29
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep175 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep176 = getelementptr float, float* %scevgep175, i64 -35
  %.236.4.i.3 = load float, float* %scevgep176, align 4, !noalias !29
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep177 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep178 = getelementptr float, float* %scevgep177, i64 -34
  %.236.5.i.3 = load float, float* %scevgep178, align 4, !noalias !29
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep179 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep180 = getelementptr float, float* %scevgep179, i64 -33
  %.236.6.i.3 = load float, float* %scevgep180, align 4, !noalias !29
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep181 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep182 = getelementptr float, float* %scevgep181, i64 -32
  %.236.7.i.3 = load float, float* %scevgep182, align 4, !noalias !29
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep151 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep152 = getelementptr float, float* %scevgep151, i64 -31
  %.236.i.4 = load float, float* %scevgep152, align 4, !noalias !29
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep153 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep154 = getelementptr float, float* %scevgep153, i64 -30
  %.236.1.i.4 = load float, float* %scevgep154, align 4, !noalias !29
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep155 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep156 = getelementptr float, float* %scevgep155, i64 -29
  %.236.2.i.4 = load float, float* %scevgep156, align 4, !noalias !29
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep157 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep158 = getelementptr float, float* %scevgep157, i64 -28
  %.236.3.i.4 = load float, float* %scevgep158, align 4, !noalias !29
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep159 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep160 = getelementptr float, float* %scevgep159, i64 -27
  %.236.4.i.4 = load float, float* %scevgep160, align 4, !noalias !29
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep161 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep162 = getelementptr float, float* %scevgep161, i64 -26
  %.236.5.i.4 = load float, float* %scevgep162, align 4, !noalias !29
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep163 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep164 = getelementptr float, float* %scevgep163, i64 -25
  %.236.6.i.4 = load float, float* %scevgep164, align 4, !noalias !29
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep165 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep166 = getelementptr float, float* %scevgep165, i64 -24
  %.236.7.i.4 = load float, float* %scevgep166, align 4, !noalias !29
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep135 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep136 = getelementptr float, float* %scevgep135, i64 -23
  %.236.i.5 = load float, float* %scevgep136, align 4, !noalias !29
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep137 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep138 = getelementptr float, float* %scevgep137, i64 -22
  %.236.1.i.5 = load float, float* %scevgep138, align 4, !noalias !29
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep139 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep140 = getelementptr float, float* %scevgep139, i64 -21
  %.236.2.i.5 = load float, float* %scevgep140, align 4, !noalias !29
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep141 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep142 = getelementptr float, float* %scevgep141, i64 -20
  %.236.3.i.5 = load float, float* %scevgep142, align 4, !noalias !29
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep143 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep144 = getelementptr float, float* %scevgep143, i64 -19
  %.236.4.i.5 = load float, float* %scevgep144, align 4, !noalias !29
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep145 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep146 = getelementptr float, float* %scevgep145, i64 -18
  %.236.5.i.5 = load float, float* %scevgep146, align 4, !noalias !29
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep147 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep148 = getelementptr float, float* %scevgep147, i64 -17
  %.236.6.i.5 = load float, float* %scevgep148, align 4, !noalias !29
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep149 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep150 = getelementptr float, float* %scevgep149, i64 -16
  %.236.7.i.5 = load float, float* %scevgep150, align 4, !noalias !29
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep119 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep120 = getelementptr float, float* %scevgep119, i64 -15
  %.236.i.6 = load float, float* %scevgep120, align 4, !noalias !29
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep121 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep122 = getelementptr float, float* %scevgep121, i64 -14
  %.236.1.i.6 = load float, float* %scevgep122, align 4, !noalias !29
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep123 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep124 = getelementptr float, float* %scevgep123, i64 -13
  %.236.2.i.6 = load float, float* %scevgep124, align 4, !noalias !29
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep125 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep126 = getelementptr float, float* %scevgep125, i64 -12
  %.236.3.i.6 = load float, float* %scevgep126, align 4, !noalias !29
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep127 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep128 = getelementptr float, float* %scevgep127, i64 -11
  %.236.4.i.6 = load float, float* %scevgep128, align 4, !noalias !29
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep129 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep130 = getelementptr float, float* %scevgep129, i64 -10
  %.236.5.i.6 = load float, float* %scevgep130, align 4, !noalias !29
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep131 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep132 = getelementptr float, float* %scevgep131, i64 -9
  %.236.6.i.6 = load float, float* %scevgep132, align 4, !noalias !29
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep133 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep134 = getelementptr float, float* %scevgep133, i64 -8
  %.236.7.i.6 = load float, float* %scevgep134, align 4, !noalias !29
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep215 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep216 = getelementptr float, float* %scevgep215, i64 -7
  %.236.i.7 = load float, float* %scevgep216, align 4, !noalias !29
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep217 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep218 = getelementptr float, float* %scevgep217, i64 -6
  %.236.1.i.7 = load float, float* %scevgep218, align 4, !noalias !29
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep219 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep220 = getelementptr float, float* %scevgep219, i64 -5
  %.236.2.i.7 = load float, float* %scevgep220, align 4, !noalias !29
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep221 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep222 = getelementptr float, float* %scevgep221, i64 -4
  %.236.3.i.7 = load float, float* %scevgep222, align 4, !noalias !29
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep223 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep224 = getelementptr float, float* %scevgep223, i64 -3
  %.236.4.i.7 = load float, float* %scevgep224, align 4, !noalias !29
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep225 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep226 = getelementptr float, float* %scevgep225, i64 -2
  %.236.5.i.7 = load float, float* %scevgep226, align 4, !noalias !29
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep227 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %scevgep228 = getelementptr float, float* %scevgep227, i64 -1
  %.236.6.i.7 = load float, float* %scevgep228, align 4, !noalias !29
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep229 = getelementptr float, float* %scevgep118, i64 %.70.06.i
  %.236.7.i.7 = load float, float* %scevgep229, align 4, !noalias !29
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next247 = add i64 %lsr.iv246, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next247, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !10

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.712 = fpext float %c.2.0.lcssa.i to double
  store double %.712, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels12cholesky_f32B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels12cholesky_f32B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([166 x i8], [166 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12cholesky_f32B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !10

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %18, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr11 to i64*
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
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr12 to i8**
  %.62.fca.1.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 16
  %25 = bitcast i8* %sunkaddr13 to i64*
  %.62.fca.2.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr14 to float**
  %.62.fca.4.load = load float*, float** %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr15 to i64*
  %.62.fca.5.0.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %30, i64 48
  %31 = bitcast i8* %sunkaddr16 to i64*
  %.62.fca.6.0.load = load i64, i64* %31, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels12cholesky_f32B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 4, float* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* %.62.fca.1.load, i64 %.62.fca.2.load, i64 4, float* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.6.0.load) #3
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

define double @cfunc._ZN7kernels12cholesky_f32B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels12cholesky_f32B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, float* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, float* %extracted.data.1, i64 %.12, i64 %.13) #3
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f93230cfbd0>", i64 0, i64 0))
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v59B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
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
  br i1 %or.cond.i, label %B56.if, label %B0.endif.endif.endif.endif.i.i, !prof !35

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
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !36
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if, label %B56.endif, !prof !10

B112:                                             ; preds = %entry
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond, label %B112.if, label %B0.endif.endif.endif.endif.i, !prof !35

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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !49
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !10

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269854161088, %B56 ], [ @.const.picklebuf.140269925081792, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.140269930043392, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to float**
  %.6.i1.i.i = load float*, float** %0, align 8, !noalias !59
  %.32.i.i = shl nsw i64 %.51.i.i, 2
  %.33.i.i = bitcast float* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false) #8, !noalias !60
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269930043392.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.140269925841792, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.140269925839168, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %1, align 8, !noalias !63
  %2 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 4, float* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 4)
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, float* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, float* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, float* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
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
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !64

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !65

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269925078976, %entry ], [ @.const.picklebuf.140269854873536, %B86.i ]
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
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !66

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
  store float 1.000000e+00, float* %.267, align 4
  store float 0.000000e+00, float* %.270, align 4
  %.273 = bitcast float* %.267 to i8*
  %.274 = bitcast float* %arg.right.4 to i8*
  %.275 = bitcast float* %arg.left.4 to i8*
  %.276 = bitcast float* %.270 to i8*
  %.277 = bitcast float* %arg.out.4 to i8*
  %.278 = call i32 @numba_xxgemv(i8 115, i8 116, i64 %arg.left.5.1, i64 %arg.out.5.1, i8* nonnull %.273, i8* %.274, i64 %arg.left.5.1, i8* %.275, i8* nonnull %.276, i8* %.277)
  %.279.not = icmp eq i32 %.278, 0
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !66

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
declare void @Py_FatalError(i8*) local_unnamed_addr #4

declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, i8*, i8*, i64, i8*, i64, i8*, i8*, i64) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v66B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B132.endif.if, %B132.if, %B412, %B296, %B252, %B184, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B184 ], [ 1, %B252 ], [ 1, %B296 ], [ 0, %B412 ], [ 1, %B132.if ], [ 1, %B132.endif.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269925841792.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
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
  %retptr.repack21290349 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack21290349, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269854807936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B296:                                             ; preds = %B240
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269925078976.12, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B412.loopexit.unr-lcssa:                          ; preds = %.723.if.1
  %3 = and i64 %spec.select, 1
  %lcmp.mod75.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod75.not, label %B412, label %B390.endif.else.endif.endif.endif.epil

B390.endif.else.endif.endif.endif.epil:           ; preds = %B390.endif.else.endif.endif.endif.preheader, %B412.loopexit.unr-lcssa
  %.339.053.unr17 = phi i64 [ %unroll_iter76, %B412.loopexit.unr-lcssa ], [ 0, %B390.endif.else.endif.endif.endif.preheader ]
  %smin67.epil = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053.unr17)
  %4 = add i64 %smin67.epil, -16
  %5 = lshr i64 %4, 4
  %6 = add nuw nsw i64 %5, 1
  %.674.not.epil = icmp slt i64 %.339.053.unr17, %arg.a.5.0
  br i1 %.674.not.epil, label %B390.endif.endif.epil, label %B390.endif.else.endif.endif.endif.if.epil, !prof !66

B390.endif.else.endif.endif.endif.if.epil:        ; preds = %B390.endif.else.endif.endif.endif.epil
  br label %B390.endif.endif.epil

B390.endif.endif.epil:                            ; preds = %B390.endif.else.endif.endif.endif.if.epil, %B390.endif.else.endif.endif.endif.epil
  %.626.sroa.13.0.epil = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if.epil ], [ %.339.053.unr17, %B390.endif.else.endif.endif.endif.epil ]
  %.7542.not.epil = icmp sgt i64 %.626.sroa.13.0.epil, 0
  br i1 %.7542.not.epil, label %iter.check.epil, label %B412, !prof !66

iter.check.epil:                                  ; preds = %B390.endif.endif.epil
  %min.iters.check.epil = icmp ugt i64 %smin67.epil, 7
  %ident.check.not.epil = icmp eq i64 %arg.a.5.0, 1
  %or.cond.epil = select i1 %min.iters.check.epil, i1 %ident.check.not.epil, i1 false
  br i1 %or.cond.epil, label %vector.main.loop.iter.check.epil, label %.723.endif.preheader.epil

vector.main.loop.iter.check.epil:                 ; preds = %iter.check.epil
  %min.iters.check59.epil = icmp ult i64 %smin67.epil, 16
  br i1 %min.iters.check59.epil, label %vec.epilog.ph.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %vector.main.loop.iter.check.epil
  %n.vec.epil = and i64 %smin67.epil, -16
  %xtraiter.epil = and i64 %6, 7
  %7 = icmp ult i64 %4, 112
  br i1 %7, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %const348 = bitcast i64 2305843009213693944 to i64
  %unroll_iter.epil = and i64 %6, %const348
  %8 = shl i64 %.339.053.unr17, 2
  %scevgep123 = getelementptr i8, i8* %.6.i, i64 %8
  %9 = add nsw i64 %unroll_iter.epil, -8
  %10 = shl i64 %9, 6
  %11 = add i64 %10, 512
  call void @llvm.memset.p0i8.i64(i8* align 4 %scevgep123, i8 0, i64 %11, i1 false)
  %12 = shl i64 %9, 4
  %13 = add i64 %12, 128
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %vector.ph.new.epil, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %13, %vector.ph.new.epil ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %14 = add i64 %index.unr.epil, %.339.053.unr17
  %15 = shl i64 %14, 2
  %scevgep116 = getelementptr i8, i8* %.6.i, i64 %15
  %16 = shl nuw nsw i64 %xtraiter.epil, 6
  call void @llvm.memset.p0i8.i64(i8* align 4 %scevgep116, i8 0, i64 %16, i1 false)
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
  %17 = add i64 %vec.epilog.resume.val.epil, %.339.053.unr17
  %18 = shl i64 %17, 2
  %scevgep111 = getelementptr i8, i8* %.6.i, i64 %18
  %19 = add i64 %n.vec62.epil, 4611686018427387896
  %20 = sub i64 %19, %vec.epilog.resume.val.epil
  %21 = shl i64 %20, 2
  %22 = add i64 %21, 32
  call void @llvm.memset.p0i8.i64(i8* align 4 %scevgep111, i8 0, i64 %22, i1 false)
  %cmp.n63.epil = icmp eq i64 %smin67.epil, %n.vec62.epil
  br i1 %cmp.n63.epil, label %B412, label %.723.endif.preheader.epil

.723.endif.preheader.epil:                        ; preds = %vec.epilog.ph.epil, %vec.epilog.iter.check.epil, %iter.check.epil
  %.719.03.ph.epil = phi i64 [ 0, %iter.check.epil ], [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ %n.vec62.epil, %vec.epilog.ph.epil ]
  %23 = xor i64 %.719.03.ph.epil, -1
  %24 = add i64 %smin67.epil, %23
  %xtraiter68.epil = and i64 %smin67.epil, 7
  %lcmp.mod69.epil.not = icmp eq i64 %xtraiter68.epil, 0
  br i1 %lcmp.mod69.epil.not, label %.723.endif.prol.loopexit.epil, label %.723.endif.prol.epil.preheader

.723.endif.prol.epil.preheader:                   ; preds = %.723.endif.preheader.epil
  %25 = mul i64 %.719.03.ph.epil, %arg.a.5.0
  %26 = add i64 %25, %.339.053.unr17
  %27 = shl i64 %26, 2
  %scevgep104 = getelementptr i8, i8* %.6.i, i64 %27
  br label %.723.endif.prol.epil

.723.endif.prol.epil:                             ; preds = %.723.endif.prol.epil, %.723.endif.prol.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %.723.endif.prol.epil ], [ %xtraiter68.epil, %.723.endif.prol.epil.preheader ]
  %lsr.iv105 = phi i8* [ %scevgep104, %.723.endif.prol.epil.preheader ], [ %scevgep1071, %.723.endif.prol.epil ]
  %lsr.iv105108 = bitcast i8* %lsr.iv105 to float*
  store float 0.000000e+00, float* %lsr.iv105108, align 4
  %scevgep1071 = getelementptr i8, i8* %lsr.iv105, i64 %.113
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %.723.endif.prol.loopexit.epil.loopexit, label %.723.endif.prol.epil, !prof !32, !llvm.loop !67

.723.endif.prol.loopexit.epil.loopexit:           ; preds = %.723.endif.prol.epil
  %28 = or i64 %.719.03.ph.epil, %xtraiter68.epil
  br label %.723.endif.prol.loopexit.epil

.723.endif.prol.loopexit.epil:                    ; preds = %.723.endif.prol.loopexit.epil.loopexit, %.723.endif.preheader.epil
  %.719.03.unr.epil = phi i64 [ %.719.03.ph.epil, %.723.endif.preheader.epil ], [ %28, %.723.endif.prol.loopexit.epil.loopexit ]
  %29 = icmp ult i64 %24, 7
  br i1 %29, label %B412, label %.723.endif.epil.preheader

.723.endif.epil.preheader:                        ; preds = %.723.endif.prol.loopexit.epil
  %30 = mul i64 %.719.03.unr.epil, %arg.a.5.0
  %31 = add i64 %30, %.339.053.unr17
  %32 = shl i64 %31, 2
  %scevgep = getelementptr i8, i8* %.6.i, i64 %32
  %33 = sub i64 %.719.03.unr.epil, %smin67.epil
  br label %.723.endif.epil

.723.endif.epil:                                  ; preds = %.723.endif.epil, %.723.endif.epil.preheader
  %lsr.iv38 = phi i64 [ %lsr.iv.next39, %.723.endif.epil ], [ %33, %.723.endif.epil.preheader ]
  %lsr.iv85 = phi i8* [ %scevgep, %.723.endif.epil.preheader ], [ %lsr.chain44, %.723.endif.epil ]
  %lsr.iv8588 = bitcast i8* %lsr.iv85 to float*
  store float 0.000000e+00, float* %lsr.iv8588, align 4
  %uglygep = getelementptr i8, i8* %lsr.iv85, i64 %.113
  %34 = bitcast i8* %uglygep to float*
  store float 0.000000e+00, float* %34, align 4
  %uglygep90 = getelementptr i8, i8* %uglygep, i64 %.113
  %uglygep9040 = bitcast i8* %uglygep90 to float*
  store float 0.000000e+00, float* %uglygep9040, align 4
  %uglygep92 = getelementptr i8, i8* %uglygep90, i64 %.113
  %35 = bitcast i8* %uglygep92 to float*
  store float 0.000000e+00, float* %35, align 4
  %uglygep94 = getelementptr i8, i8* %uglygep92, i64 %.113
  %uglygep9441 = bitcast i8* %uglygep94 to float*
  store float 0.000000e+00, float* %uglygep9441, align 4
  %uglygep96 = getelementptr i8, i8* %uglygep94, i64 %.113
  %36 = bitcast i8* %uglygep96 to float*
  store float 0.000000e+00, float* %36, align 4
  %uglygep98 = getelementptr i8, i8* %uglygep96, i64 %.113
  %37 = bitcast i8* %uglygep98 to float*
  store float 0.000000e+00, float* %37, align 4
  %sunkaddr291 = getelementptr i8, i8* %uglygep98, i64 %.113
  %38 = bitcast i8* %sunkaddr291 to float*
  store float 0.000000e+00, float* %38, align 4
  %lsr.iv.next39 = add i64 %lsr.iv38, 8
  %exitcond57.not.7.epil = icmp eq i64 %lsr.iv.next39, 0
  %uglygep42 = getelementptr i8, i8* %sunkaddr291, i64 %.113
  %uglygep4243 = bitcast i8* %uglygep42 to float*
  %lsr.chain44 = bitcast float* %uglygep4243 to i8*
  br i1 %exitcond57.not.7.epil, label %B412, label %.723.endif.epil, !prof !68, !llvm.loop !69

B412:                                             ; preds = %.723.endif.epil, %B358.endif, %.723.endif.prol.loopexit.epil, %vec.epilog.ph.epil, %middle.block.epil, %B390.endif.endif.epil, %B412.loopexit.unr-lcssa
  %retptr.repack292350 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack292350, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.110, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  %39 = bitcast float** %retptr.repack11 to i8**
  store i8* %.6.i, i8** %39, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269924134400, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B132.endif:                                       ; preds = %B132
  %.115 = extractvalue { i64, i1 } %.114, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.115, i32 32), !noalias !70
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B132.endif.if, label %B132.endif.endif, !prof !10

B132.endif.if:                                    ; preds = %B132.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392.13, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %40 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %40, align 8
  %.181 = bitcast float* %arg.a.4 to i8*
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
  %41 = icmp eq i64 %spec.select, 1
  br i1 %41, label %B390.endif.else.endif.endif.endif.epil, label %B390.endif.else.endif.endif.endif.preheader.new

B390.endif.else.endif.endif.endif.preheader.new:  ; preds = %B390.endif.else.endif.endif.endif.preheader
  %const = bitcast i64 2305843009213693944 to i64
  %unroll_iter76 = and i64 %spec.select, 9223372036854775806
  %42 = shl i64 %arg.a.5.0, 9
  %43 = shl i64 %arg.a.5.0, 6
  %44 = shl i64 %arg.a.5.0, 5
  %scevgep215 = getelementptr i8, i8* %.6.i, i64 4
  %45 = shl i64 %arg.a.5.0, 2
  br label %B390.endif.else.endif.endif.endif

B390.endif.endif:                                 ; preds = %B390.endif.else.endif.endif.endif.if, %B390.endif.else.endif.endif.endif
  %.626.sroa.13.0 = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if ], [ %.339.053, %B390.endif.else.endif.endif.endif ]
  %.7542.not = icmp sgt i64 %.626.sroa.13.0, 0
  br i1 %.7542.not, label %iter.check, label %.723.if, !prof !66

iter.check:                                       ; preds = %B390.endif.endif
  %46 = icmp eq i64 %arg.a.5.0, 1
  %min.iters.check = icmp ugt i64 %smin, 7
  %or.cond = select i1 %min.iters.check, i1 %46, i1 false
  br i1 %or.cond, label %vector.main.loop.iter.check, label %.723.endif.preheader

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check59 = icmp ult i64 %smin, 16
  br i1 %min.iters.check59, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %smin, -16
  %47 = icmp ult i64 %125, 112
  br i1 %47, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %48 = icmp ult i64 %118, 56
  br i1 %48, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body.preheader.new

vector.body.preheader.new:                        ; preds = %vector.body.preheader
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.body.preheader.new
  %lsr.iv46 = phi i64 [ %lsr.iv.next47, %vector.body ], [ %113, %vector.body.preheader.new ]
  %lsr.iv146 = phi i8* [ %lsr.iv144, %vector.body.preheader.new ], [ %lsr.chain164, %vector.body ]
  %index = phi i64 [ 0, %vector.body.preheader.new ], [ %index.next.7.7, %vector.body ]
  %lsr.iv146149 = bitcast i8* %lsr.iv146 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %lsr.iv146149, align 4
  %uglygep153 = getelementptr i8, i8* %lsr.iv146, i64 %43
  %uglygep153154 = bitcast i8* %uglygep153 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep153154, align 4
  %uglygep155 = getelementptr i8, i8* %uglygep153, i64 %43
  %uglygep155156 = bitcast i8* %uglygep155 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep155156, align 4
  %uglygep157 = getelementptr i8, i8* %uglygep155, i64 %43
  %uglygep157158 = bitcast i8* %uglygep157 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep157158, align 4
  %uglygep159 = getelementptr i8, i8* %uglygep157, i64 %43
  %uglygep159160 = bitcast i8* %uglygep159 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep159160, align 4
  %uglygep161 = getelementptr i8, i8* %uglygep159, i64 %43
  %uglygep161162 = bitcast i8* %uglygep161 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep161162, align 4
  %uglygep163 = getelementptr i8, i8* %uglygep161, i64 %43
  %uglygep163164 = bitcast i8* %uglygep163 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep163164, align 4
  %uglygep165 = getelementptr i8, i8* %uglygep163, i64 %43
  %uglygep165166 = bitcast i8* %uglygep165 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep165166, align 4
  %scevgep14812 = getelementptr i8, i8* %lsr.iv146, i64 %42
  %uglygep48 = getelementptr i8, i8* %uglygep165, i64 %43
  %uglygep4849 = bitcast i8* %uglygep48 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep4849, align 4
  %uglygep50 = getelementptr i8, i8* %uglygep48, i64 %43
  %uglygep5051 = bitcast i8* %uglygep50 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep5051, align 4
  %uglygep52 = getelementptr i8, i8* %uglygep50, i64 %43
  %uglygep5253 = bitcast i8* %uglygep52 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep5253, align 4
  %uglygep54 = getelementptr i8, i8* %uglygep52, i64 %43
  %uglygep5455 = bitcast i8* %uglygep54 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep5455, align 4
  %uglygep56 = getelementptr i8, i8* %uglygep54, i64 %43
  %uglygep5657 = bitcast i8* %uglygep56 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep5657, align 4
  %uglygep58 = getelementptr i8, i8* %uglygep56, i64 %43
  %uglygep5859 = bitcast i8* %uglygep58 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep5859, align 4
  %uglygep60 = getelementptr i8, i8* %uglygep58, i64 %43
  %uglygep6061 = bitcast i8* %uglygep60 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep6061, align 4
  %uglygep62 = getelementptr i8, i8* %uglygep60, i64 %43
  %uglygep6263 = bitcast i8* %uglygep62 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep6263, align 4
  %scevgep14812.1 = getelementptr i8, i8* %scevgep14812, i64 %42
  %uglygep64 = getelementptr i8, i8* %uglygep62, i64 %43
  %uglygep6465 = bitcast i8* %uglygep64 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep6465, align 4
  %uglygep66 = getelementptr i8, i8* %uglygep64, i64 %43
  %uglygep6667 = bitcast i8* %uglygep66 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep6667, align 4
  %uglygep68 = getelementptr i8, i8* %uglygep66, i64 %43
  %uglygep6869 = bitcast i8* %uglygep68 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep6869, align 4
  %uglygep70 = getelementptr i8, i8* %uglygep68, i64 %43
  %uglygep7071 = bitcast i8* %uglygep70 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep7071, align 4
  %uglygep72 = getelementptr i8, i8* %uglygep70, i64 %43
  %uglygep7273 = bitcast i8* %uglygep72 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep7273, align 4
  %uglygep74 = getelementptr i8, i8* %uglygep72, i64 %43
  %uglygep7475 = bitcast i8* %uglygep74 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep7475, align 4
  %uglygep76 = getelementptr i8, i8* %uglygep74, i64 %43
  %uglygep7677 = bitcast i8* %uglygep76 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep7677, align 4
  %uglygep78 = getelementptr i8, i8* %uglygep76, i64 %43
  %uglygep7879 = bitcast i8* %uglygep78 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep7879, align 4
  %scevgep14812.2 = getelementptr i8, i8* %scevgep14812.1, i64 %42
  %uglygep80 = getelementptr i8, i8* %uglygep78, i64 %43
  %uglygep8081 = bitcast i8* %uglygep80 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep8081, align 4
  %uglygep82 = getelementptr i8, i8* %uglygep80, i64 %43
  %uglygep8283 = bitcast i8* %uglygep82 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep8283, align 4
  %uglygep84 = getelementptr i8, i8* %uglygep82, i64 %43
  %uglygep8485 = bitcast i8* %uglygep84 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep8485, align 4
  %uglygep86 = getelementptr i8, i8* %uglygep84, i64 %43
  %uglygep8687 = bitcast i8* %uglygep86 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep8687, align 4
  %uglygep88 = getelementptr i8, i8* %uglygep86, i64 %43
  %uglygep8889 = bitcast i8* %uglygep88 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep8889, align 4
  %uglygep91 = getelementptr i8, i8* %uglygep88, i64 %43
  %uglygep9192 = bitcast i8* %uglygep91 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep9192, align 4
  %uglygep93 = getelementptr i8, i8* %uglygep91, i64 %43
  %uglygep9394 = bitcast i8* %uglygep93 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep9394, align 4
  %uglygep95 = getelementptr i8, i8* %uglygep93, i64 %43
  %uglygep9596 = bitcast i8* %uglygep95 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep9596, align 4
  %scevgep14812.3 = getelementptr i8, i8* %scevgep14812.2, i64 %42
  %uglygep97 = getelementptr i8, i8* %uglygep95, i64 %43
  %uglygep9798 = bitcast i8* %uglygep97 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep9798, align 4
  %uglygep99 = getelementptr i8, i8* %uglygep97, i64 %43
  %uglygep99100 = bitcast i8* %uglygep99 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep99100, align 4
  %uglygep101 = getelementptr i8, i8* %uglygep99, i64 %43
  %uglygep101102 = bitcast i8* %uglygep101 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep101102, align 4
  %uglygep103 = getelementptr i8, i8* %uglygep101, i64 %43
  %uglygep103104 = bitcast i8* %uglygep103 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep103104, align 4
  %uglygep105 = getelementptr i8, i8* %uglygep103, i64 %43
  %uglygep105106 = bitcast i8* %uglygep105 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep105106, align 4
  %uglygep107 = getelementptr i8, i8* %uglygep105, i64 %43
  %uglygep107108 = bitcast i8* %uglygep107 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep107108, align 4
  %uglygep109 = getelementptr i8, i8* %uglygep107, i64 %43
  %uglygep109110 = bitcast i8* %uglygep109 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep109110, align 4
  %uglygep111 = getelementptr i8, i8* %uglygep109, i64 %43
  %uglygep111112 = bitcast i8* %uglygep111 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep111112, align 4
  %scevgep14812.4 = getelementptr i8, i8* %scevgep14812.3, i64 %42
  %uglygep113 = getelementptr i8, i8* %uglygep111, i64 %43
  %uglygep113114 = bitcast i8* %uglygep113 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep113114, align 4
  %uglygep115 = getelementptr i8, i8* %uglygep113, i64 %43
  %uglygep115116 = bitcast i8* %uglygep115 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep115116, align 4
  %uglygep117 = getelementptr i8, i8* %uglygep115, i64 %43
  %uglygep117118 = bitcast i8* %uglygep117 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep117118, align 4
  %uglygep119 = getelementptr i8, i8* %uglygep117, i64 %43
  %uglygep119120 = bitcast i8* %uglygep119 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep119120, align 4
  %uglygep121 = getelementptr i8, i8* %uglygep119, i64 %43
  %uglygep121122 = bitcast i8* %uglygep121 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep121122, align 4
  %uglygep123 = getelementptr i8, i8* %uglygep121, i64 %43
  %uglygep123124 = bitcast i8* %uglygep123 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep123124, align 4
  %uglygep125 = getelementptr i8, i8* %uglygep123, i64 %43
  %uglygep125126 = bitcast i8* %uglygep125 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep125126, align 4
  %uglygep127 = getelementptr i8, i8* %uglygep125, i64 %43
  %uglygep127128 = bitcast i8* %uglygep127 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep127128, align 4
  %scevgep14812.5 = getelementptr i8, i8* %scevgep14812.4, i64 %42
  %uglygep129 = getelementptr i8, i8* %uglygep127, i64 %43
  %uglygep129130 = bitcast i8* %uglygep129 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep129130, align 4
  %uglygep131 = getelementptr i8, i8* %uglygep129, i64 %43
  %uglygep131132 = bitcast i8* %uglygep131 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep131132, align 4
  %uglygep133 = getelementptr i8, i8* %uglygep131, i64 %43
  %uglygep133134 = bitcast i8* %uglygep133 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep133134, align 4
  %uglygep135 = getelementptr i8, i8* %uglygep133, i64 %43
  %uglygep135136 = bitcast i8* %uglygep135 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep135136, align 4
  %uglygep137 = getelementptr i8, i8* %uglygep135, i64 %43
  %uglygep137138 = bitcast i8* %uglygep137 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep137138, align 4
  %uglygep139 = getelementptr i8, i8* %uglygep137, i64 %43
  %uglygep139140 = bitcast i8* %uglygep139 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep139140, align 4
  %uglygep141 = getelementptr i8, i8* %uglygep139, i64 %43
  %uglygep141142 = bitcast i8* %uglygep141 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep141142, align 4
  %uglygep143 = getelementptr i8, i8* %uglygep141, i64 %43
  %uglygep143144 = bitcast i8* %uglygep143 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep143144, align 4
  %scevgep14812.6 = getelementptr i8, i8* %scevgep14812.5, i64 %42
  %uglygep145 = getelementptr i8, i8* %uglygep143, i64 %43
  %uglygep145146 = bitcast i8* %uglygep145 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep145146, align 4
  %uglygep147 = getelementptr i8, i8* %uglygep145, i64 %43
  %uglygep147148 = bitcast i8* %uglygep147 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep147148, align 4
  %uglygep149 = getelementptr i8, i8* %uglygep147, i64 %43
  %uglygep149150 = bitcast i8* %uglygep149 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep149150, align 4
  %uglygep151 = getelementptr i8, i8* %uglygep149, i64 %43
  %uglygep151152 = bitcast i8* %uglygep151 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep151152, align 4
  %uglygep154 = getelementptr i8, i8* %uglygep151, i64 %43
  %uglygep154155 = bitcast i8* %uglygep154 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep154155, align 4
  %uglygep156 = getelementptr i8, i8* %uglygep154, i64 %43
  %uglygep156157 = bitcast i8* %uglygep156 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep156157, align 4
  %uglygep158 = getelementptr i8, i8* %uglygep156, i64 %43
  %uglygep158159 = bitcast i8* %uglygep158 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep158159, align 4
  %uglygep160 = getelementptr i8, i8* %uglygep158, i64 %43
  %uglygep160161 = bitcast i8* %uglygep160 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep160161, align 4
  %index.next.7.7 = add i64 %index, 1024
  %scevgep14812.7 = getelementptr i8, i8* %scevgep14812.6, i64 %42
  %lsr.iv.next47 = add nsw i64 %lsr.iv46, -8
  %niter.ncmp.735 = icmp eq i64 %lsr.iv.next47, 0
  %uglygep162 = getelementptr i8, i8* %uglygep160, i64 %43
  %uglygep162163 = bitcast i8* %uglygep162 to <16 x float>*
  %lsr.chain164 = bitcast <16 x float>* %uglygep162163 to i8*
  br i1 %niter.ncmp.735, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !prof !77, !llvm.loop !78

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.body.preheader
  %index.next.7.lcssa.ph = phi i64 [ undef, %vector.body.preheader ], [ %index.next.7.7, %vector.body ]
  %lsr.iv146.unr = phi i8* [ %lsr.iv144, %vector.body.preheader ], [ %scevgep14812.7, %vector.body ]
  %index.unr29 = phi i64 [ 0, %vector.body.preheader ], [ %index.next.7.7, %vector.body ]
  %49 = and i64 %120, 7
  %lcmp.mod.not36 = icmp eq i64 %49, 0
  br i1 %lcmp.mod.not36, label %middle.block.unr-lcssa, label %vector.body.epil28.preheader

vector.body.epil28.preheader:                     ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  br label %vector.body.epil28

vector.body.epil28:                               ; preds = %vector.body.epil28.preheader, %vector.body.epil28
  %lsr.iv165 = phi i64 [ 0, %vector.body.epil28.preheader ], [ %lsr.iv.next166, %vector.body.epil28 ]
  %lsr.iv146.epil = phi i8* [ %lsr.chain170, %vector.body.epil28 ], [ %lsr.iv146.unr, %vector.body.epil28.preheader ]
  %lsr.iv146149.epil = bitcast i8* %lsr.iv146.epil to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %lsr.iv146149.epil, align 4
  %uglygep153.epil = getelementptr i8, i8* %lsr.iv146.epil, i64 %43
  %uglygep153154.epil = bitcast i8* %uglygep153.epil to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep153154.epil, align 4
  %uglygep155.epil = getelementptr i8, i8* %uglygep153.epil, i64 %43
  %uglygep155156.epil = bitcast i8* %uglygep155.epil to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep155156.epil, align 4
  %uglygep157.epil = getelementptr i8, i8* %uglygep155.epil, i64 %43
  %uglygep157158.epil = bitcast i8* %uglygep157.epil to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep157158.epil, align 4
  %uglygep159.epil = getelementptr i8, i8* %uglygep157.epil, i64 %43
  %uglygep159160.epil = bitcast i8* %uglygep159.epil to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep159160.epil, align 4
  %uglygep161.epil = getelementptr i8, i8* %uglygep159.epil, i64 %43
  %uglygep161162.epil = bitcast i8* %uglygep161.epil to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep161162.epil, align 4
  %uglygep163.epil = getelementptr i8, i8* %uglygep161.epil, i64 %43
  %uglygep163164.epil = bitcast i8* %uglygep163.epil to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep163164.epil, align 4
  %uglygep165.epil = getelementptr i8, i8* %uglygep163.epil, i64 %43
  %uglygep165166.epil = bitcast i8* %uglygep165.epil to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep165166.epil, align 4
  %lsr.iv.next166 = add nsw i64 %lsr.iv165, -128
  %50 = add i64 %103, %lsr.iv.next166
  %epil.iter.cmp.not37 = icmp eq i64 %50, 0
  %uglygep168 = getelementptr i8, i8* %uglygep165.epil, i64 %43
  %uglygep168169 = bitcast i8* %uglygep168 to <16 x float>*
  %lsr.chain170 = bitcast <16 x float>* %uglygep168169 to i8*
  br i1 %epil.iter.cmp.not37, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil28, !prof !32, !llvm.loop !79

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body.epil28
  %51 = sub i64 %index.unr29, %lsr.iv.next166
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %middle.block.unr-lcssa.loopexit.unr-lcssa, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %51, %middle.block.unr-lcssa.loopexit ]
  %52 = and i64 %127, 7
  %lcmp.mod.not = icmp eq i64 %52, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %53 = add i64 %index.unr, %.339.053
  %54 = shl i64 %53, 2
  %scevgep167 = getelementptr i8, i8* %.6.i, i64 %54
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv172 = phi i64 [ %math, %vector.body.epil ], [ %92, %vector.body.epil.preheader ]
  %lsr.iv168 = phi i8* [ %scevgep167, %vector.body.epil.preheader ], [ %scevgep17013, %vector.body.epil ]
  %lsr.iv168171 = bitcast i8* %lsr.iv168 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %lsr.iv168171, align 4
  %scevgep17013 = getelementptr i8, i8* %lsr.iv168, i64 %43
  %55 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv172, i64 1)
  %math = extractvalue { i64, i1 } %55, 0
  %ov = extractvalue { i64, i1 } %55, 1
  br i1 %ov, label %middle.block, label %vector.body.epil, !prof !32, !llvm.loop !80

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %smin, %n.vec
  br i1 %cmp.n, label %.723.if, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %smin, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %.723.endif.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %56 = add i64 %vec.epilog.resume.val, %.339.053
  %57 = shl i64 %56, 2
  %scevgep175 = getelementptr i8, i8* %.6.i, i64 %57
  %58 = sub i64 %vec.epilog.resume.val, %124
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %lsr.iv181 = phi i64 [ %lsr.iv.next182, %vec.epilog.vector.body ], [ %58, %vec.epilog.ph ]
  %lsr.iv176 = phi i8* [ %scevgep17814, %vec.epilog.vector.body ], [ %scevgep175, %vec.epilog.ph ]
  %lsr.iv176179 = bitcast i8* %lsr.iv176 to <8 x float>*
  store <8 x float> zeroinitializer, <8 x float>* %lsr.iv176179, align 4
  %scevgep17814 = getelementptr i8, i8* %lsr.iv176, i64 %44
  %lsr.iv.next182 = add i64 %lsr.iv181, 8
  %59 = icmp eq i64 %lsr.iv.next182, 0
  br i1 %59, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !prof !81, !llvm.loop !82

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n63 = icmp eq i64 %smin, %124
  br i1 %cmp.n63, label %.723.if, label %.723.endif.preheader

.723.endif.preheader:                             ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %iter.check
  %.719.03.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %124, %vec.epilog.middle.block ]
  %60 = xor i64 %.719.03.ph, -1
  %61 = add i64 %smin, %60
  %62 = and i64 %smin, 7
  %lcmp.mod69.not = icmp eq i64 %62, 0
  br i1 %lcmp.mod69.not, label %.723.endif.prol.loopexit, label %.723.endif.prol.preheader

.723.endif.prol.preheader:                        ; preds = %.723.endif.preheader
  %63 = mul i64 %.719.03.ph, %arg.a.5.0
  %64 = add i64 %63, %.339.053
  %65 = shl i64 %64, 2
  %scevgep185 = getelementptr i8, i8* %.6.i, i64 %65
  br label %.723.endif.prol

.723.endif.prol:                                  ; preds = %.723.endif.prol, %.723.endif.prol.preheader
  %lsr.iv175 = phi i64 [ %lsr.iv.next176, %.723.endif.prol ], [ %86, %.723.endif.prol.preheader ]
  %lsr.iv186 = phi i8* [ %scevgep185, %.723.endif.prol.preheader ], [ %scevgep18810, %.723.endif.prol ]
  %lsr.iv186189 = bitcast i8* %lsr.iv186 to float*
  store float 0.000000e+00, float* %lsr.iv186189, align 4
  %scevgep18810 = getelementptr i8, i8* %lsr.iv186, i64 %.113
  %lsr.iv.next176 = add nsw i64 %lsr.iv175, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next176, 0
  br i1 %prol.iter.cmp.not, label %.723.endif.prol.loopexit.loopexit, label %.723.endif.prol, !prof !32, !llvm.loop !67

.723.endif.prol.loopexit.loopexit:                ; preds = %.723.endif.prol
  %66 = or i64 %.719.03.ph, %122
  br label %.723.endif.prol.loopexit

.723.endif.prol.loopexit:                         ; preds = %.723.endif.prol.loopexit.loopexit, %.723.endif.preheader
  %.719.03.unr = phi i64 [ %.719.03.ph, %.723.endif.preheader ], [ %66, %.723.endif.prol.loopexit.loopexit ]
  %67 = icmp ult i64 %61, 7
  br i1 %67, label %.723.if, label %.723.endif.preheader84

.723.endif.preheader84:                           ; preds = %.723.endif.prol.loopexit
  %68 = add i64 %.719.03.unr, 1
  %69 = mul i64 %68, %.113
  %scevgep177 = getelementptr i8, i8* %lsr.iv144, i64 %69
  %70 = mul i64 %45, %.719.03.unr
  %scevgep182 = getelementptr i8, i8* %lsr.iv144, i64 %70
  %71 = sub i64 %.719.03.unr, %smin185
  br label %.723.endif

B390.endif.else.endif.endif.endif:                ; preds = %.723.if.1, %B390.endif.else.endif.endif.endif.preheader.new
  %lsr.iv222 = phi i64 [ %lsr.iv.next223, %.723.if.1 ], [ 1, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv216 = phi i8* [ %scevgep217, %.723.if.1 ], [ %scevgep215, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv144 = phi i8* [ %scevgep145, %.723.if.1 ], [ %.6.i, %B390.endif.else.endif.endif.endif.preheader.new ]
  %.339.053 = phi i64 [ %.408.1, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %smin331 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %smin323 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %72 = trunc i64 %smin323 to i3
  %73 = zext i3 %72 to i64
  %smin320 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %74 = add i64 %smin320, 112
  %75 = lshr i64 %74, 4
  %76 = trunc i64 %75 to i3
  %77 = add i3 %76, 1
  %78 = zext i3 %77 to i64
  %79 = mul nsw i64 %78, -1
  %smin201 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %80 = add i64 %smin201, -16
  %81 = lshr i64 %80, 4
  %82 = add nuw nsw i64 %81, 1
  %83 = lshr i64 %82, 3
  %84 = mul nsw i64 %83, -8
  %smin185 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %smin174 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %85 = trunc i64 %smin174 to i3
  %86 = zext i3 %85 to i64
  %smin171 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %87 = add i64 %smin171, 112
  %88 = lshr i64 %87, 4
  %89 = trunc i64 %88 to i3
  %90 = add i3 %89, 1
  %91 = zext i3 %90 to i64
  %92 = mul nsw i64 %91, -1
  %smin167 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %93 = add i64 %smin167, -16
  %94 = lshr i64 %93, 4
  %95 = add nuw nsw i64 %94, 1
  %96 = lshr i64 %95, 3
  %97 = shl nuw nsw i64 %96, 3
  %98 = add nsw i64 %97, -8
  %99 = lshr i64 %98, 3
  %100 = trunc i64 %99 to i3
  %101 = add i3 %100, 1
  %102 = zext i3 %101 to i64
  %103 = shl nuw nsw i64 %102, 7
  %smin45 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %104 = add i64 %smin45, -16
  %105 = lshr i64 %104, 4
  %106 = add nuw nsw i64 %105, 1
  %107 = lshr i64 %106, 3
  %108 = shl nuw nsw i64 %107, 3
  %109 = add nsw i64 %108, -8
  %110 = lshr i64 %109, 3
  %111 = add nuw nsw i64 %110, 1
  %112 = lshr i64 %111, 3
  %113 = shl nuw nsw i64 %112, 3
  %smin27 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %114 = add i64 %smin27, -16
  %115 = lshr i64 %114, 4
  %116 = add nuw nsw i64 %115, 1
  %117 = and i64 %116, %const
  %118 = add nsw i64 %117, -8
  %119 = lshr exact i64 %118, 3
  %120 = add nuw nsw i64 %119, 1
  %smin25 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv222)
  %121 = and i64 %smin25, 7
  %smin = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %122 = and i64 %smin, 7
  %123 = and i64 %smin25, -8
  %124 = and i64 %smin, -8
  %125 = add i64 %smin, -16
  %126 = lshr i64 %125, 4
  %127 = add nuw nsw i64 %126, 1
  %.408 = or i64 %.339.053, 1
  %.674.not = icmp slt i64 %.339.053, %arg.a.5.0
  br i1 %.674.not, label %B390.endif.endif, label %B390.endif.else.endif.endif.endif.if, !prof !66

B390.endif.else.endif.endif.endif.if:             ; preds = %B390.endif.else.endif.endif.endif
  br label %B390.endif.endif

.723.if:                                          ; preds = %.723.endif, %.723.endif.prol.loopexit, %vec.epilog.middle.block, %middle.block, %B390.endif.endif
  %128 = icmp eq i64 %arg.a.5.0, 1
  %smin67.1 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.408)
  %129 = add i64 %smin67.1, -16
  %130 = lshr i64 %129, 4
  %131 = add nuw nsw i64 %130, 1
  %.408.1 = add nuw nsw i64 %.339.053, 2
  %min.iters.check.1 = icmp ugt i64 %smin67.1, 7
  %or.cond.1 = select i1 %min.iters.check.1, i1 %128, i1 false
  br i1 %or.cond.1, label %vector.main.loop.iter.check.1, label %.723.endif.preheader.1

vector.main.loop.iter.check.1:                    ; preds = %.723.if
  %min.iters.check59.1 = icmp ult i64 %smin67.1, 16
  br i1 %min.iters.check59.1, label %vec.epilog.ph.1, label %vector.ph.1

vector.ph.1:                                      ; preds = %vector.main.loop.iter.check.1
  %n.vec.1 = and i64 %smin67.1, -16
  %132 = icmp ult i64 %129, 112
  br i1 %132, label %middle.block.unr-lcssa.1, label %vector.body.1.preheader

vector.body.1.preheader:                          ; preds = %vector.ph.1
  br label %vector.body.1

vector.body.1:                                    ; preds = %vector.body.1.preheader, %vector.body.1
  %lsr.iv202 = phi i64 [ %84, %vector.body.1.preheader ], [ %lsr.iv.next203, %vector.body.1 ]
  %lsr.iv218 = phi i8* [ %lsr.chain319, %vector.body.1 ], [ %lsr.iv216, %vector.body.1.preheader ]
  %index.1 = phi i64 [ %index.next.7.1.7, %vector.body.1 ], [ 0, %vector.body.1.preheader ]
  %lsr.iv218221 = bitcast i8* %lsr.iv218 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %lsr.iv218221, align 4
  %uglygep227 = getelementptr i8, i8* %lsr.iv218, i64 %43
  %uglygep227228 = bitcast i8* %uglygep227 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep227228, align 4
  %uglygep229 = getelementptr i8, i8* %uglygep227, i64 %43
  %uglygep229230 = bitcast i8* %uglygep229 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep229230, align 4
  %uglygep231 = getelementptr i8, i8* %uglygep229, i64 %43
  %uglygep231232 = bitcast i8* %uglygep231 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep231232, align 4
  %uglygep233 = getelementptr i8, i8* %uglygep231, i64 %43
  %uglygep233234 = bitcast i8* %uglygep233 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep233234, align 4
  %uglygep235 = getelementptr i8, i8* %uglygep233, i64 %43
  %uglygep235236 = bitcast i8* %uglygep235 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep235236, align 4
  %uglygep237 = getelementptr i8, i8* %uglygep235, i64 %43
  %uglygep237238 = bitcast i8* %uglygep237 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep237238, align 4
  %uglygep239 = getelementptr i8, i8* %uglygep237, i64 %43
  %uglygep239240 = bitcast i8* %uglygep239 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep239240, align 4
  %uglygep204 = getelementptr i8, i8* %uglygep239, i64 %43
  %uglygep204205 = bitcast i8* %uglygep204 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep204205, align 4
  %uglygep206 = getelementptr i8, i8* %uglygep204, i64 %43
  %uglygep206207 = bitcast i8* %uglygep206 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep206207, align 4
  %uglygep208 = getelementptr i8, i8* %uglygep206, i64 %43
  %uglygep208209 = bitcast i8* %uglygep208 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep208209, align 4
  %uglygep210 = getelementptr i8, i8* %uglygep208, i64 %43
  %uglygep210211 = bitcast i8* %uglygep210 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep210211, align 4
  %uglygep212 = getelementptr i8, i8* %uglygep210, i64 %43
  %uglygep212213 = bitcast i8* %uglygep212 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep212213, align 4
  %uglygep214 = getelementptr i8, i8* %uglygep212, i64 %43
  %uglygep214215 = bitcast i8* %uglygep214 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep214215, align 4
  %uglygep216 = getelementptr i8, i8* %uglygep214, i64 %43
  %uglygep216217 = bitcast i8* %uglygep216 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep216217, align 4
  %uglygep218 = getelementptr i8, i8* %uglygep216, i64 %43
  %uglygep218219 = bitcast i8* %uglygep218 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep218219, align 4
  %uglygep220 = getelementptr i8, i8* %uglygep218, i64 %43
  %uglygep220221 = bitcast i8* %uglygep220 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep220221, align 4
  %uglygep222 = getelementptr i8, i8* %uglygep220, i64 %43
  %uglygep222223 = bitcast i8* %uglygep222 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep222223, align 4
  %uglygep224 = getelementptr i8, i8* %uglygep222, i64 %43
  %uglygep224225 = bitcast i8* %uglygep224 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep224225, align 4
  %uglygep226 = getelementptr i8, i8* %uglygep224, i64 %43
  %uglygep226227 = bitcast i8* %uglygep226 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep226227, align 4
  %uglygep228 = getelementptr i8, i8* %uglygep226, i64 %43
  %uglygep228229 = bitcast i8* %uglygep228 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep228229, align 4
  %uglygep230 = getelementptr i8, i8* %uglygep228, i64 %43
  %uglygep230231 = bitcast i8* %uglygep230 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep230231, align 4
  %uglygep232 = getelementptr i8, i8* %uglygep230, i64 %43
  %uglygep232233 = bitcast i8* %uglygep232 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep232233, align 4
  %uglygep234 = getelementptr i8, i8* %uglygep232, i64 %43
  %uglygep234235 = bitcast i8* %uglygep234 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep234235, align 4
  %uglygep236 = getelementptr i8, i8* %uglygep234, i64 %43
  %uglygep236237 = bitcast i8* %uglygep236 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep236237, align 4
  %uglygep238 = getelementptr i8, i8* %uglygep236, i64 %43
  %uglygep238239 = bitcast i8* %uglygep238 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep238239, align 4
  %uglygep240 = getelementptr i8, i8* %uglygep238, i64 %43
  %uglygep240241 = bitcast i8* %uglygep240 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep240241, align 4
  %uglygep242 = getelementptr i8, i8* %uglygep240, i64 %43
  %uglygep242243 = bitcast i8* %uglygep242 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep242243, align 4
  %uglygep244 = getelementptr i8, i8* %uglygep242, i64 %43
  %uglygep244245 = bitcast i8* %uglygep244 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep244245, align 4
  %uglygep246 = getelementptr i8, i8* %uglygep244, i64 %43
  %uglygep246247 = bitcast i8* %uglygep246 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep246247, align 4
  %uglygep248 = getelementptr i8, i8* %uglygep246, i64 %43
  %uglygep248249 = bitcast i8* %uglygep248 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep248249, align 4
  %uglygep250 = getelementptr i8, i8* %uglygep248, i64 %43
  %uglygep250251 = bitcast i8* %uglygep250 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep250251, align 4
  %uglygep252 = getelementptr i8, i8* %uglygep250, i64 %43
  %uglygep252253 = bitcast i8* %uglygep252 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep252253, align 4
  %uglygep254 = getelementptr i8, i8* %uglygep252, i64 %43
  %uglygep254255 = bitcast i8* %uglygep254 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep254255, align 4
  %uglygep256 = getelementptr i8, i8* %uglygep254, i64 %43
  %uglygep256257 = bitcast i8* %uglygep256 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep256257, align 4
  %uglygep258 = getelementptr i8, i8* %uglygep256, i64 %43
  %uglygep258259 = bitcast i8* %uglygep258 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep258259, align 4
  %uglygep260 = getelementptr i8, i8* %uglygep258, i64 %43
  %uglygep260261 = bitcast i8* %uglygep260 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep260261, align 4
  %uglygep262 = getelementptr i8, i8* %uglygep260, i64 %43
  %uglygep262263 = bitcast i8* %uglygep262 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep262263, align 4
  %uglygep264 = getelementptr i8, i8* %uglygep262, i64 %43
  %uglygep264265 = bitcast i8* %uglygep264 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep264265, align 4
  %uglygep266 = getelementptr i8, i8* %uglygep264, i64 %43
  %uglygep266267 = bitcast i8* %uglygep266 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep266267, align 4
  %uglygep268 = getelementptr i8, i8* %uglygep266, i64 %43
  %uglygep268269 = bitcast i8* %uglygep268 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep268269, align 4
  %uglygep270 = getelementptr i8, i8* %uglygep268, i64 %43
  %uglygep270271 = bitcast i8* %uglygep270 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep270271, align 4
  %uglygep272 = getelementptr i8, i8* %uglygep270, i64 %43
  %uglygep272273 = bitcast i8* %uglygep272 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep272273, align 4
  %uglygep274 = getelementptr i8, i8* %uglygep272, i64 %43
  %uglygep274275 = bitcast i8* %uglygep274 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep274275, align 4
  %uglygep276 = getelementptr i8, i8* %uglygep274, i64 %43
  %uglygep276277 = bitcast i8* %uglygep276 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep276277, align 4
  %uglygep279 = getelementptr i8, i8* %uglygep276, i64 %43
  %uglygep279280 = bitcast i8* %uglygep279 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep279280, align 4
  %uglygep281 = getelementptr i8, i8* %uglygep279, i64 %43
  %uglygep281282 = bitcast i8* %uglygep281 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep281282, align 4
  %uglygep283 = getelementptr i8, i8* %uglygep281, i64 %43
  %uglygep283284 = bitcast i8* %uglygep283 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep283284, align 4
  %uglygep285 = getelementptr i8, i8* %uglygep283, i64 %43
  %uglygep285286 = bitcast i8* %uglygep285 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep285286, align 4
  %uglygep287 = getelementptr i8, i8* %uglygep285, i64 %43
  %uglygep287288 = bitcast i8* %uglygep287 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep287288, align 4
  %uglygep289 = getelementptr i8, i8* %uglygep287, i64 %43
  %uglygep289290 = bitcast i8* %uglygep289 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep289290, align 4
  %uglygep291 = getelementptr i8, i8* %uglygep289, i64 %43
  %uglygep291292 = bitcast i8* %uglygep291 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep291292, align 4
  %uglygep293 = getelementptr i8, i8* %uglygep291, i64 %43
  %uglygep293294 = bitcast i8* %uglygep293 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep293294, align 4
  %uglygep295 = getelementptr i8, i8* %uglygep293, i64 %43
  %uglygep295296 = bitcast i8* %uglygep295 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep295296, align 4
  %uglygep297 = getelementptr i8, i8* %uglygep295, i64 %43
  %uglygep297298 = bitcast i8* %uglygep297 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep297298, align 4
  %uglygep299 = getelementptr i8, i8* %uglygep297, i64 %43
  %uglygep299300 = bitcast i8* %uglygep299 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep299300, align 4
  %uglygep301 = getelementptr i8, i8* %uglygep299, i64 %43
  %uglygep301302 = bitcast i8* %uglygep301 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep301302, align 4
  %uglygep303 = getelementptr i8, i8* %uglygep301, i64 %43
  %uglygep303304 = bitcast i8* %uglygep303 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep303304, align 4
  %uglygep305 = getelementptr i8, i8* %uglygep303, i64 %43
  %uglygep305306 = bitcast i8* %uglygep305 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep305306, align 4
  %uglygep307 = getelementptr i8, i8* %uglygep305, i64 %43
  %uglygep307308 = bitcast i8* %uglygep307 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep307308, align 4
  %uglygep309 = getelementptr i8, i8* %uglygep307, i64 %43
  %uglygep309310 = bitcast i8* %uglygep309 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep309310, align 4
  %uglygep311 = getelementptr i8, i8* %uglygep309, i64 %43
  %uglygep311312 = bitcast i8* %uglygep311 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep311312, align 4
  %uglygep313 = getelementptr i8, i8* %uglygep311, i64 %43
  %uglygep313314 = bitcast i8* %uglygep313 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep313314, align 4
  %uglygep315 = getelementptr i8, i8* %uglygep313, i64 %43
  %uglygep315316 = bitcast i8* %uglygep315 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %uglygep315316, align 4
  %index.next.7.1.7 = add i64 %index.1, 1024
  %lsr.iv.next203 = add nsw i64 %lsr.iv202, 64
  %niter.ncmp.7.1.7 = icmp eq i64 %lsr.iv.next203, 0
  %uglygep317 = getelementptr i8, i8* %uglygep315, i64 %43
  %uglygep317318 = bitcast i8* %uglygep317 to <16 x float>*
  %lsr.chain319 = bitcast <16 x float>* %uglygep317318 to i8*
  br i1 %niter.ncmp.7.1.7, label %middle.block.unr-lcssa.1, label %vector.body.1, !prof !77, !llvm.loop !78

middle.block.unr-lcssa.1:                         ; preds = %vector.body.1, %vector.ph.1
  %index.unr.1 = phi i64 [ 0, %vector.ph.1 ], [ %index.next.7.1.7, %vector.body.1 ]
  %133 = and i64 %131, 7
  %lcmp.mod.1.not = icmp eq i64 %133, 0
  br i1 %lcmp.mod.1.not, label %middle.block.1, label %vector.body.epil.1.preheader

vector.body.epil.1.preheader:                     ; preds = %middle.block.unr-lcssa.1
  %134 = add i64 %index.unr.1, %lsr.iv222
  %135 = shl i64 %134, 2
  %scevgep241 = getelementptr i8, i8* %.6.i, i64 %135
  br label %vector.body.epil.1

vector.body.epil.1:                               ; preds = %vector.body.epil.1, %vector.body.epil.1.preheader
  %lsr.iv321 = phi i64 [ %math351, %vector.body.epil.1 ], [ %79, %vector.body.epil.1.preheader ]
  %lsr.iv242 = phi i8* [ %scevgep241, %vector.body.epil.1.preheader ], [ %scevgep2448, %vector.body.epil.1 ]
  %lsr.iv242245 = bitcast i8* %lsr.iv242 to <16 x float>*
  store <16 x float> zeroinitializer, <16 x float>* %lsr.iv242245, align 4
  %scevgep2448 = getelementptr i8, i8* %lsr.iv242, i64 %43
  %136 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv321, i64 1)
  %math351 = extractvalue { i64, i1 } %136, 0
  %ov352 = extractvalue { i64, i1 } %136, 1
  br i1 %ov352, label %middle.block.1, label %vector.body.epil.1, !prof !32, !llvm.loop !80

middle.block.1:                                   ; preds = %vector.body.epil.1, %middle.block.unr-lcssa.1
  %cmp.n.1 = icmp eq i64 %smin67.1, %n.vec.1
  br i1 %cmp.n.1, label %.723.if.1, label %vec.epilog.iter.check.1

vec.epilog.iter.check.1:                          ; preds = %middle.block.1
  %n.vec.remaining.1 = and i64 %smin67.1, 8
  %min.epilog.iters.check.not.not.1 = icmp eq i64 %n.vec.remaining.1, 0
  br i1 %min.epilog.iters.check.not.not.1, label %.723.endif.preheader.1, label %vec.epilog.ph.1

vec.epilog.ph.1:                                  ; preds = %vec.epilog.iter.check.1, %vector.main.loop.iter.check.1
  %vec.epilog.resume.val.1 = phi i64 [ %n.vec.1, %vec.epilog.iter.check.1 ], [ 0, %vector.main.loop.iter.check.1 ]
  %137 = sub i64 %vec.epilog.resume.val.1, %123
  %138 = add i64 %vec.epilog.resume.val.1, %lsr.iv222
  %139 = shl i64 %138, 2
  %scevgep252 = getelementptr i8, i8* %.6.i, i64 %139
  br label %vec.epilog.vector.body.1

vec.epilog.vector.body.1:                         ; preds = %vec.epilog.vector.body.1, %vec.epilog.ph.1
  %lsr.iv253 = phi i8* [ %scevgep2559, %vec.epilog.vector.body.1 ], [ %scevgep252, %vec.epilog.ph.1 ]
  %lsr.iv250 = phi i64 [ %lsr.iv.next251, %vec.epilog.vector.body.1 ], [ %137, %vec.epilog.ph.1 ]
  %lsr.iv253256 = bitcast i8* %lsr.iv253 to <8 x float>*
  store <8 x float> zeroinitializer, <8 x float>* %lsr.iv253256, align 4
  %lsr.iv.next251 = add i64 %lsr.iv250, 8
  %scevgep2559 = getelementptr i8, i8* %lsr.iv253, i64 %44
  %140 = icmp eq i64 %lsr.iv.next251, 0
  br i1 %140, label %vec.epilog.middle.block.1, label %vec.epilog.vector.body.1, !prof !81, !llvm.loop !82

vec.epilog.middle.block.1:                        ; preds = %vec.epilog.vector.body.1
  %n.vec62.1 = and i64 %smin67.1, -8
  %cmp.n63.1 = icmp eq i64 %smin67.1, %n.vec62.1
  br i1 %cmp.n63.1, label %.723.if.1, label %.723.endif.preheader.1

.723.endif.preheader.1:                           ; preds = %vec.epilog.middle.block.1, %vec.epilog.iter.check.1, %.723.if
  %.719.03.ph.1 = phi i64 [ 0, %.723.if ], [ %n.vec.1, %vec.epilog.iter.check.1 ], [ %n.vec62.1, %vec.epilog.middle.block.1 ]
  %141 = xor i64 %.719.03.ph.1, -1
  %142 = add i64 %smin67.1, %141
  %xtraiter68.1 = and i64 %smin67.1, 7
  %lcmp.mod69.1.not = icmp eq i64 %xtraiter68.1, 0
  br i1 %lcmp.mod69.1.not, label %.723.endif.prol.loopexit.1, label %.723.endif.prol.1.preheader

.723.endif.prol.1.preheader:                      ; preds = %.723.endif.preheader.1
  %143 = mul i64 %.719.03.ph.1, %arg.a.5.0
  %144 = add i64 %143, %lsr.iv222
  %145 = shl i64 %144, 2
  %scevgep259 = getelementptr i8, i8* %.6.i, i64 %145
  br label %.723.endif.prol.1

.723.endif.prol.1:                                ; preds = %.723.endif.prol.1, %.723.endif.prol.1.preheader
  %lsr.iv324 = phi i64 [ %lsr.iv.next325, %.723.endif.prol.1 ], [ %73, %.723.endif.prol.1.preheader ]
  %lsr.iv260 = phi i8* [ %scevgep259, %.723.endif.prol.1.preheader ], [ %scevgep2626, %.723.endif.prol.1 ]
  %lsr.iv260263 = bitcast i8* %lsr.iv260 to float*
  store float 0.000000e+00, float* %lsr.iv260263, align 4
  %scevgep2626 = getelementptr i8, i8* %lsr.iv260, i64 %.113
  %lsr.iv.next325 = add nsw i64 %lsr.iv324, -1
  %prol.iter.cmp.1.not = icmp eq i64 %lsr.iv.next325, 0
  br i1 %prol.iter.cmp.1.not, label %.723.endif.prol.loopexit.1.loopexit, label %.723.endif.prol.1, !prof !32, !llvm.loop !67

.723.endif.prol.loopexit.1.loopexit:              ; preds = %.723.endif.prol.1
  %146 = or i64 %.719.03.ph.1, %121
  br label %.723.endif.prol.loopexit.1

.723.endif.prol.loopexit.1:                       ; preds = %.723.endif.prol.loopexit.1.loopexit, %.723.endif.preheader.1
  %.719.03.unr.1 = phi i64 [ %.719.03.ph.1, %.723.endif.preheader.1 ], [ %146, %.723.endif.prol.loopexit.1.loopexit ]
  %147 = icmp ult i64 %142, 7
  br i1 %147, label %.723.if.1, label %.723.endif.1.preheader

.723.endif.1.preheader:                           ; preds = %.723.endif.prol.loopexit.1
  %148 = mul i64 %.719.03.unr.1, %.113
  %scevgep326 = getelementptr i8, i8* %lsr.iv216, i64 %148
  %149 = sub i64 %.719.03.unr.1, %smin331
  br label %.723.endif.1

.723.endif.1:                                     ; preds = %.723.endif.1, %.723.endif.1.preheader
  %lsr.iv332 = phi i64 [ %lsr.iv.next333, %.723.endif.1 ], [ %149, %.723.endif.1.preheader ]
  %lsr.iv327 = phi i8* [ %150, %.723.endif.1 ], [ %scevgep326, %.723.endif.1.preheader ]
  %lsr.iv327328 = bitcast i8* %lsr.iv327 to i1*
  %lsr.iv327330 = bitcast i8* %lsr.iv327 to float*
  store float 0.000000e+00, float* %lsr.iv327330, align 4
  %uglygep334 = getelementptr i8, i8* %lsr.iv327, i64 %.113
  %uglygep334335 = bitcast i8* %uglygep334 to float*
  store float 0.000000e+00, float* %uglygep334335, align 4
  %uglygep336 = getelementptr i8, i8* %uglygep334, i64 %.113
  %uglygep336337 = bitcast i8* %uglygep336 to float*
  store float 0.000000e+00, float* %uglygep336337, align 4
  %uglygep338 = getelementptr i8, i8* %uglygep336, i64 %.113
  %uglygep338339 = bitcast i8* %uglygep338 to float*
  store float 0.000000e+00, float* %uglygep338339, align 4
  %uglygep340 = getelementptr i8, i8* %uglygep338, i64 %.113
  %uglygep340341 = bitcast i8* %uglygep340 to float*
  store float 0.000000e+00, float* %uglygep340341, align 4
  %uglygep342 = getelementptr i8, i8* %uglygep340, i64 %.113
  %uglygep342343 = bitcast i8* %uglygep342 to float*
  store float 0.000000e+00, float* %uglygep342343, align 4
  %uglygep344 = getelementptr i8, i8* %uglygep342, i64 %.113
  %uglygep344345 = bitcast i8* %uglygep344 to float*
  store float 0.000000e+00, float* %uglygep344345, align 4
  %uglygep346 = getelementptr i8, i8* %uglygep344, i64 %.113
  %uglygep346347 = bitcast i8* %uglygep346 to float*
  store float 0.000000e+00, float* %uglygep346347, align 4
  %scevgep329 = getelementptr i1, i1* %lsr.iv327328, i64 %44
  %150 = bitcast i1* %scevgep329 to i8*
  %lsr.iv.next333 = add i64 %lsr.iv332, 8
  %exitcond57.not.7.1 = icmp eq i64 %lsr.iv.next333, 0
  br i1 %exitcond57.not.7.1, label %.723.if.1, label %.723.endif.1, !prof !68, !llvm.loop !69

.723.if.1:                                        ; preds = %.723.endif.1, %.723.endif.prol.loopexit.1, %vec.epilog.middle.block.1, %middle.block.1
  %scevgep145 = getelementptr i8, i8* %lsr.iv144, i64 8
  %scevgep217 = getelementptr i8, i8* %lsr.iv216, i64 8
  %lsr.iv.next223 = add nuw nsw i64 %lsr.iv222, 2
  %niter77.ncmp.1 = icmp eq i64 %.408.1, %unroll_iter76
  br i1 %niter77.ncmp.1, label %B412.loopexit.unr-lcssa, label %B390.endif.else.endif.endif.endif

.723.endif:                                       ; preds = %.723.endif, %.723.endif.preheader84
  %lsr.iv187 = phi i64 [ %lsr.iv.next188, %.723.endif ], [ %71, %.723.endif.preheader84 ]
  %lsr.iv178 = phi i64 [ %lsr.iv.next179, %.723.endif ], [ 0, %.723.endif.preheader84 ]
  %scevgep183 = getelementptr i8, i8* %scevgep182, i64 %lsr.iv178
  %scevgep183184 = bitcast i8* %scevgep183 to float*
  store float 0.000000e+00, float* %scevgep183184, align 4
  %scevgep180 = getelementptr i8, i8* %scevgep177, i64 %lsr.iv178
  %scevgep180181 = bitcast i8* %scevgep180 to float*
  store float 0.000000e+00, float* %scevgep180181, align 4
  %uglygep189 = getelementptr i8, i8* %scevgep180, i64 %.113
  %uglygep189190 = bitcast i8* %uglygep189 to float*
  store float 0.000000e+00, float* %uglygep189190, align 4
  %uglygep191 = getelementptr i8, i8* %uglygep189, i64 %.113
  %uglygep191192 = bitcast i8* %uglygep191 to float*
  store float 0.000000e+00, float* %uglygep191192, align 4
  %uglygep193 = getelementptr i8, i8* %uglygep191, i64 %.113
  %uglygep193194 = bitcast i8* %uglygep193 to float*
  store float 0.000000e+00, float* %uglygep193194, align 4
  %uglygep195 = getelementptr i8, i8* %uglygep193, i64 %.113
  %uglygep195196 = bitcast i8* %uglygep195 to float*
  store float 0.000000e+00, float* %uglygep195196, align 4
  %uglygep197 = getelementptr i8, i8* %uglygep195, i64 %.113
  %uglygep197198 = bitcast i8* %uglygep197 to float*
  store float 0.000000e+00, float* %uglygep197198, align 4
  %uglygep199 = getelementptr i8, i8* %uglygep197, i64 %.113
  %uglygep199200 = bitcast i8* %uglygep199 to float*
  store float 0.000000e+00, float* %uglygep199200, align 4
  %lsr.iv.next179 = add i64 %lsr.iv178, %44
  %lsr.iv.next188 = add i64 %lsr.iv187, 8
  %exitcond57.not.7 = icmp eq i64 %lsr.iv.next188, 0
  br i1 %exitcond57.not.7, label %.723.if, label %.723.endif, !prof !68, !llvm.loop !69
}

declare i32 @numba_xxpotrf(i8, i8, i64, float*, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v68B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
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
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !84
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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !97
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if, label %B108.endif, !prof !10

B54.if:                                           ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B54
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269927281216, %B54 ], [ @.const.picklebuf.140269927614848, %B0.endif.endif.i.i ], [ @.const.picklebuf.140269930043392.22, %B0.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B108.endif.endif, %B108.endif.if, %B108.if, %B54.endif, %B54.if
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 0, %B108.endif.endif ], [ 1, %B54.if ], [ 1, %B108.if ], [ %.209, %B108.endif.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to float**
  %.6.i1.i.i = load float*, float** %0, align 8, !noalias !107
  %.26.i.i = shl nuw nsw i64 %arg.a.5.0, 2
  %.27.i.i = bitcast float* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.27.i.i, i8 0, i64 %.26.i.i, i1 false) #8, !noalias !108
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269930043392.5.23, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140269927443904, %B0.endif.endif.i2 ], [ @.const.picklebuf.140269927275520, %B108 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %3 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %3, align 8, !noalias !111
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v69B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.197, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i8* nonnull %.7.i.i.i, i8* null, i64 %arg.a.5.0, i64 4, float* %.6.i1.i, i64 %arg.a.5.0, i64 4)
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v69B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, float* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, float* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.6.0, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, float* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
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
  br i1 %.90.not.i, label %B84.i, label %B0.if, !prof !64

B84.i:                                            ; preds = %entry
  %.127.not.i = icmp eq i64 %arg.out.5.0, %arg.left.5.0
  br i1 %.127.not.i, label %B0.endif, label %B0.if, !prof !64

B0.if:                                            ; preds = %B84.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269925874560, %entry ], [ @.const.picklebuf.140269925864960.24, %B84.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B84.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929217408.25, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.right.5.0, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929217408.25, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !66

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
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error.26", i64 0, i64 0))
  unreachable
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sin.f32(float) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.sin.v4f32(<4 x float>) #7

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
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE: %excinfo"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!7, !9}
!7 = distinct !{!7, !8, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"}
!9 = distinct !{!9, !8, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %excinfo"}
!10 = !{!"branch_weights", i32 1, i32 99}
!11 = !{i1 true}
!12 = !{!13, !15, !16, !18}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = distinct !{!26, !5}
!27 = distinct !{!27, !5}
!28 = distinct !{!28, !25}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v41B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v41B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!32 = !{!"branch_weights", i32 1, i32 7}
!33 = distinct !{!33, !5}
!34 = distinct !{!34, !5}
!35 = !{!"branch_weights", i32 199, i32 9801}
!36 = !{!37, !39, !40, !42, !43, !45, !46, !48}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!42 = distinct !{!42, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!43 = distinct !{!43, !44, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!45 = distinct !{!45, !44, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!46 = distinct !{!46, !47, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!48 = distinct !{!48, !47, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!49 = !{!50, !52, !53, !55, !56, !58}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = distinct !{!53, !54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!55 = distinct !{!55, !54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!56 = distinct !{!56, !57, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!57 = distinct !{!57, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!58 = distinct !{!58, !57, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!59 = !{!43, !45, !46, !48}
!60 = !{!61, !46, !48}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v62B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v62B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!63 = !{!56, !58}
!64 = !{!"branch_weights", i32 2126008812, i32 21474836}
!65 = !{!"branch_weights", i32 21474836, i32 2126008812}
!66 = !{!"branch_weights", i32 99, i32 1}
!67 = distinct !{!67, !5}
!68 = !{!"branch_weights", i32 1, i32 3}
!69 = distinct !{!69, !25}
!70 = !{!71, !73, !74, !76}
!71 = distinct !{!71, !72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!72 = distinct !{!72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!73 = distinct !{!73, !72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!74 = distinct !{!74, !75, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!76 = distinct !{!76, !75, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!77 = !{!"branch_weights", i32 1, i32 5}
!78 = distinct !{!78, !25}
!79 = distinct !{!79, !5}
!80 = distinct !{!80, !5}
!81 = !{!"branch_weights", i32 0, i32 0}
!82 = distinct !{!82, !25, !83}
!83 = !{!"llvm.loop.unroll.runtime.disable"}
!84 = !{!85, !87, !88, !90, !91, !93, !94, !96}
!85 = distinct !{!85, !86, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!86 = distinct !{!86, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!87 = distinct !{!87, !86, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!88 = distinct !{!88, !89, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!89 = distinct !{!89, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!90 = distinct !{!90, !89, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!91 = distinct !{!91, !92, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!92 = distinct !{!92, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!93 = distinct !{!93, !92, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!94 = distinct !{!94, !95, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!95 = distinct !{!95, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!96 = distinct !{!96, !95, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!97 = !{!98, !100, !101, !103, !104, !106}
!98 = distinct !{!98, !99, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!99 = distinct !{!99, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!100 = distinct !{!100, !99, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!101 = distinct !{!101, !102, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!102 = distinct !{!102, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!103 = distinct !{!103, !102, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!104 = distinct !{!104, !105, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!105 = distinct !{!105, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!106 = distinct !{!106, !105, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!107 = !{!91, !93, !94, !96}
!108 = !{!109, !94, !96}
!109 = distinct !{!109, !110, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!110 = distinct !{!110, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE"}
!111 = !{!104, !106}
