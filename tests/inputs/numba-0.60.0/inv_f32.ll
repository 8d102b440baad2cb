; ModuleID = 'inv_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140269925182144 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269925182144.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269925182144 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269925182144, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925182144.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.inv_f32 = internal constant [8 x i8] c"inv_f32\00"
@_ZN08NumbaEnv7kernels7inv_f32B3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels7inv_f32B3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [160 x i8] c"missing Environment: _ZN08NumbaEnv7kernels7inv_f32B3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f932335bf90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f932335bf90>\00"
@_ZN08NumbaEnv5numba2np6linalg8inv_impl12_3clocals_3e8inv_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269929202944 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\08inv_impl\94\8C\12numba/np/linalg.py\94M\9C\03\87\94\87\94."
@.const.pickledata.140269929202944.sha1 = internal constant [20 x i8] c"\BF\E6\90?\BB\D0J,\B9\07\95s\E4x\DD,\FA\D5\D9\A4"
@.const.picklebuf.140269929202944 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140269929202944, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929202944.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269925181568 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140269925181568.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140269925181568 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140269925181568, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925181568.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269929205056 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M;\03\87\94\87\94."
@.const.pickledata.140269929205056.sha1 = internal constant [20 x i8] c"\81\EE\FD\13\8B\DC\BA\FA\09\16\F7\88G\B0\166{\10\97\AC"
@.const.picklebuf.140269929205056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.140269929205056, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929205056.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269928571072 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269928571072.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269928571072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269928571072, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928571072.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269931366144 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269931366144.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269931366144 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269931366144, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931366144.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269931474752 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269931474752.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269931474752 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269931474752, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931474752.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.140269931365056 = internal constant [90 x i8] c"\80\04\95O\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\81\03\87\94\87\94."
@.const.pickledata.140269931365056.sha1 = internal constant [20 x i8] c"_N(\0D\80\F0`\8F\12\CFl\C0X\D0\83\EB\99J~\F8"
@.const.picklebuf.140269931365056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.const.pickledata.140269931365056, i32 0, i32 0), i32 90, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931365056.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269932235456 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C(Matrix is singular to machine precision.\94\85\94\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\83\03\87\94\87\94."
@.const.pickledata.140269932235456.sha1 = internal constant [20 x i8] c"\F6|E\C6\F6\83b}\07\D3\BE\F4\C5e@\AC\C2\C4a\D6"
@.const.picklebuf.140269932235456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.140269932235456, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269932235456.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.140269929999552 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140269929999552.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140269929999552 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140269929999552, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929999552.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v32B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269927281216 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269927281216.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269927281216 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269927281216, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927281216.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269927614848 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269927614848.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269927614848 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269927614848, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927614848.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.12 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.13, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.14, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269927275520 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269927275520.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269927275520 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269927275520, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927275520.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269927443904 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269927443904.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269927443904 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269927443904, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927443904.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB3v38B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269927442624 = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94Mw\02\87\94\87\94."
@.const.pickledata.140269927442624.sha1 = internal constant [20 x i8] c"}A\F2\84\1B\B2\04\9E\9B\034\F6S\0F\8C\D9\F7Qr\FB"
@.const.picklebuf.140269927442624 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([152 x i8], [152 x i8]* @.const.pickledata.140269927442624, i32 0, i32 0), i32 152, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927442624.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269927278464 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94Mz\02\87\94\87\94."
@.const.pickledata.140269927278464.sha1 = internal constant [20 x i8] c"PT\FF\C4c\A3\97\15\CAa\19l\E8\D3\F9\E16\A3\08H"
@.const.picklebuf.140269927278464 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([163 x i8], [163 x i8]* @.const.pickledata.140269927278464, i32 0, i32 0), i32 163, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927278464.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140269929217408 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140269929217408.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140269929217408 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140269929217408, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929217408.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9323018b90B3v39B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v40B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEfx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140269930043392.22 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.23 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.21 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.22, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.23, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v41B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels7inv_f32B3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.34.i = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.34 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.fca.0.gep31471 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.34 to i8**
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %0 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.34 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.42 = call i32 @_ZN5numba2np6linalg8inv_impl12_3clocals_3e8inv_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.34, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  %.52.fca.0.load = load i8*, i8** %.fca.0.gep31471, align 8
  switch i32 %.42, label %B0.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

B0.if:                                            ; preds = %entry
  %.50 = icmp sgt i32 %.42, 0
  %.43 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.51 = select i1 %.50, { i8*, i32, i8*, i8*, i32 }* %.43, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.51, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry, %entry
  %.fca.6.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.34, i64 0, i32 6, i64 1
  %.fca.6.0.gep37 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.34, i64 0, i32 6, i64 0
  %.fca.5.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.34, i64 0, i32 5, i64 1
  %.fca.5.0.gep36 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.34, i64 0, i32 5, i64 0
  %.fca.4.gep35 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.34, i64 0, i32 4
  %.fca.3.gep34 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.34, i64 0, i32 3
  %.fca.2.gep33 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.34, i64 0, i32 2
  %.fca.1.gep32 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.34, i64 0, i32 1
  %.52.fca.6.1.load = load i64, i64* %.fca.6.1.gep, align 8
  %.52.fca.6.0.load = load i64, i64* %.fca.6.0.gep37, align 8
  %.52.fca.5.1.load = load i64, i64* %.fca.5.1.gep, align 8
  %.52.fca.5.0.load = load i64, i64* %.fca.5.0.gep36, align 8
  %.52.fca.4.load = load float*, float** %.fca.4.gep35, align 8
  %.52.fca.3.load = load i64, i64* %.fca.3.gep34, align 8
  %.52.fca.2.load = load i64, i64* %.fca.2.gep33, align 8
  %.52.fca.1.load = load i8*, i8** %.fca.1.gep32, align 8
  %1 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %1)
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %.52.fca.0.load), !noalias !1
  tail call void @NRT_incref(i8* %arg.b.0), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %1, i8 0, i64 56, i1 false), !noalias !1
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v32B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %.52.fca.0.load, i8* %.52.fca.1.load, i64 %.52.fca.2.load, i64 %.52.fca.3.load, float* %.52.fca.4.load, i64 %.52.fca.5.0.load, i64 %.52.fca.5.1.load, i64 %.52.fca.6.0.load, i64 %.52.fca.6.1.load, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0)
  switch i32 %.44.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread: ; preds = %B0.endif, %B0.endif
  %3 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %.fca.0.gep13.i472 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i, i64 0, i32 4
  %.54.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !1
  %.54.fca.4.load.i = load float*, float** %.fca.4.gep.i, align 8, !noalias !1
  %.54.fca.0.load.i = load i8*, i8** %.fca.0.gep13.i472, align 8, !noalias !1
  tail call void @NRT_decref(i8* %arg.b.0), !noalias !1
  tail call void @NRT_decref(i8* %.52.fca.0.load), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %.52.fca.0.load)
  %.192 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i, i64 4)
  %.194 = extractvalue { i64, i1 } %.192, 1
  br i1 %.194, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !5

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit: ; preds = %B0.endif
  %5 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %6 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %.45.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %6)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5)
  %.102 = icmp sgt i32 %.44.i, 0
  %.103 = select i1 %.102, { i8*, i32, i8*, i8*, i32 }* %.45.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.103, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit, %B0.if, %for.end.endif, %B0.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.42, %B0.if ], [ %.44.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit ], [ 1, %B0.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.endif.if:                    ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269925182144, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  %.193 = extractvalue { i64, i1 } %.192, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.193, i32 32), !noalias !7
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !5

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392.21, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %7 = bitcast i8* %.5.i to float**
  %.6.i8 = load float*, float** %7, align 8
  %.2615 = icmp sgt i64 %.54.fca.5.0.load.i, 0
  br i1 %.2615, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.263.not = icmp eq i64 %.54.fca.5.0.load.i, 1
  br i1 %.263.not, label %for.end.thread, label %iter.check

iter.check:                                       ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %.54.fca.5.0.load.i, 8
  br i1 %min.iters.check, label %for.body.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr float, float* %.6.i8, i64 %.54.fca.5.0.load.i
  %scevgep33 = getelementptr float, float* %.54.fca.4.load.i, i64 %.54.fca.5.0.load.i
  %bound0 = icmp ult float* %.6.i8, %scevgep33
  %bound1 = icmp ult float* %.54.fca.4.load.i, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check35 = icmp ult i64 %.54.fca.5.0.load.i, 64
  br i1 %min.iters.check35, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.54.fca.5.0.load.i, -64
  %8 = add i64 %n.vec, -64
  %9 = lshr exact i64 %8, 6
  %10 = add nuw nsw i64 %9, 1
  %xtraiter48 = and i64 %10, 7
  %11 = icmp ult i64 %8, 448
  br i1 %11, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter51 = and i64 %10, 576460752303423480
  %scevgep277 = getelementptr float, float* %.54.fca.4.load.i, i64 496
  %scevgep373 = getelementptr float, float* %.6.i8, i64 496
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv469 = phi i64 [ %lsr.iv.next470, %vector.body ], [ %unroll_iter51, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep361 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep361362 = bitcast float* %scevgep361 to <16 x float>*
  %scevgep363 = getelementptr <16 x float>, <16 x float>* %scevgep361362, i64 -31
  %wide.load = load <16 x float>, <16 x float>* %scevgep363, align 4, !alias.scope !14
  %scevgep370 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep370371 = bitcast float* %scevgep370 to <16 x float>*
  %scevgep372 = getelementptr <16 x float>, <16 x float>* %scevgep370371, i64 -30
  %wide.load36 = load <16 x float>, <16 x float>* %scevgep372, align 4, !alias.scope !14
  %scevgep367 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep367368 = bitcast float* %scevgep367 to <16 x float>*
  %scevgep369 = getelementptr <16 x float>, <16 x float>* %scevgep367368, i64 -29
  %wide.load37 = load <16 x float>, <16 x float>* %scevgep369, align 4, !alias.scope !14
  %scevgep364 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep364365 = bitcast float* %scevgep364 to <16 x float>*
  %scevgep366 = getelementptr <16 x float>, <16 x float>* %scevgep364365, i64 -28
  %wide.load38 = load <16 x float>, <16 x float>* %scevgep366, align 4, !alias.scope !14
  %12 = fmul <16 x float> %wide.load, %wide.load
  %13 = fmul <16 x float> %wide.load36, %wide.load36
  %14 = fmul <16 x float> %wide.load37, %wide.load37
  %15 = fmul <16 x float> %wide.load38, %wide.load38
  %scevgep457 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep457458 = bitcast float* %scevgep457 to <16 x float>*
  %scevgep459 = getelementptr <16 x float>, <16 x float>* %scevgep457458, i64 -31
  store <16 x float> %12, <16 x float>* %scevgep459, align 4, !alias.scope !17, !noalias !14
  %scevgep466 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep466467 = bitcast float* %scevgep466 to <16 x float>*
  %scevgep468 = getelementptr <16 x float>, <16 x float>* %scevgep466467, i64 -30
  store <16 x float> %13, <16 x float>* %scevgep468, align 4, !alias.scope !17, !noalias !14
  %scevgep463 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep463464 = bitcast float* %scevgep463 to <16 x float>*
  %scevgep465 = getelementptr <16 x float>, <16 x float>* %scevgep463464, i64 -29
  store <16 x float> %14, <16 x float>* %scevgep465, align 4, !alias.scope !17, !noalias !14
  %scevgep460 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep460461 = bitcast float* %scevgep460 to <16 x float>*
  %scevgep462 = getelementptr <16 x float>, <16 x float>* %scevgep460461, i64 -28
  store <16 x float> %15, <16 x float>* %scevgep462, align 4, !alias.scope !17, !noalias !14
  %scevgep347 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep347348 = bitcast float* %scevgep347 to <16 x float>*
  %scevgep349 = getelementptr <16 x float>, <16 x float>* %scevgep347348, i64 -27
  %wide.load.1 = load <16 x float>, <16 x float>* %scevgep349, align 4, !alias.scope !14
  %scevgep344 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep344345 = bitcast float* %scevgep344 to <16 x float>*
  %scevgep346 = getelementptr <16 x float>, <16 x float>* %scevgep344345, i64 -26
  %wide.load36.1 = load <16 x float>, <16 x float>* %scevgep346, align 4, !alias.scope !14
  %scevgep341 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep341342 = bitcast float* %scevgep341 to <16 x float>*
  %scevgep343 = getelementptr <16 x float>, <16 x float>* %scevgep341342, i64 -25
  %wide.load37.1 = load <16 x float>, <16 x float>* %scevgep343, align 4, !alias.scope !14
  %scevgep338 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep338339 = bitcast float* %scevgep338 to <16 x float>*
  %scevgep340 = getelementptr <16 x float>, <16 x float>* %scevgep338339, i64 -24
  %wide.load38.1 = load <16 x float>, <16 x float>* %scevgep340, align 4, !alias.scope !14
  %16 = fmul <16 x float> %wide.load.1, %wide.load.1
  %17 = fmul <16 x float> %wide.load36.1, %wide.load36.1
  %18 = fmul <16 x float> %wide.load37.1, %wide.load37.1
  %19 = fmul <16 x float> %wide.load38.1, %wide.load38.1
  %scevgep443 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep443444 = bitcast float* %scevgep443 to <16 x float>*
  %scevgep445 = getelementptr <16 x float>, <16 x float>* %scevgep443444, i64 -27
  store <16 x float> %16, <16 x float>* %scevgep445, align 4, !alias.scope !17, !noalias !14
  %scevgep440 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep440441 = bitcast float* %scevgep440 to <16 x float>*
  %scevgep442 = getelementptr <16 x float>, <16 x float>* %scevgep440441, i64 -26
  store <16 x float> %17, <16 x float>* %scevgep442, align 4, !alias.scope !17, !noalias !14
  %scevgep437 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep437438 = bitcast float* %scevgep437 to <16 x float>*
  %scevgep439 = getelementptr <16 x float>, <16 x float>* %scevgep437438, i64 -25
  store <16 x float> %18, <16 x float>* %scevgep439, align 4, !alias.scope !17, !noalias !14
  %scevgep434 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep434435 = bitcast float* %scevgep434 to <16 x float>*
  %scevgep436 = getelementptr <16 x float>, <16 x float>* %scevgep434435, i64 -24
  store <16 x float> %19, <16 x float>* %scevgep436, align 4, !alias.scope !17, !noalias !14
  %scevgep335 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep335336 = bitcast float* %scevgep335 to <16 x float>*
  %scevgep337 = getelementptr <16 x float>, <16 x float>* %scevgep335336, i64 -23
  %wide.load.2 = load <16 x float>, <16 x float>* %scevgep337, align 4, !alias.scope !14
  %scevgep332 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep332333 = bitcast float* %scevgep332 to <16 x float>*
  %scevgep334 = getelementptr <16 x float>, <16 x float>* %scevgep332333, i64 -22
  %wide.load36.2 = load <16 x float>, <16 x float>* %scevgep334, align 4, !alias.scope !14
  %scevgep329 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep329330 = bitcast float* %scevgep329 to <16 x float>*
  %scevgep331 = getelementptr <16 x float>, <16 x float>* %scevgep329330, i64 -21
  %wide.load37.2 = load <16 x float>, <16 x float>* %scevgep331, align 4, !alias.scope !14
  %scevgep326 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep326327 = bitcast float* %scevgep326 to <16 x float>*
  %scevgep328 = getelementptr <16 x float>, <16 x float>* %scevgep326327, i64 -20
  %wide.load38.2 = load <16 x float>, <16 x float>* %scevgep328, align 4, !alias.scope !14
  %20 = fmul <16 x float> %wide.load.2, %wide.load.2
  %21 = fmul <16 x float> %wide.load36.2, %wide.load36.2
  %22 = fmul <16 x float> %wide.load37.2, %wide.load37.2
  %23 = fmul <16 x float> %wide.load38.2, %wide.load38.2
  %scevgep431 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep431432 = bitcast float* %scevgep431 to <16 x float>*
  %scevgep433 = getelementptr <16 x float>, <16 x float>* %scevgep431432, i64 -23
  store <16 x float> %20, <16 x float>* %scevgep433, align 4, !alias.scope !17, !noalias !14
  %scevgep428 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep428429 = bitcast float* %scevgep428 to <16 x float>*
  %scevgep430 = getelementptr <16 x float>, <16 x float>* %scevgep428429, i64 -22
  store <16 x float> %21, <16 x float>* %scevgep430, align 4, !alias.scope !17, !noalias !14
  %scevgep425 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep425426 = bitcast float* %scevgep425 to <16 x float>*
  %scevgep427 = getelementptr <16 x float>, <16 x float>* %scevgep425426, i64 -21
  store <16 x float> %22, <16 x float>* %scevgep427, align 4, !alias.scope !17, !noalias !14
  %scevgep422 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep422423 = bitcast float* %scevgep422 to <16 x float>*
  %scevgep424 = getelementptr <16 x float>, <16 x float>* %scevgep422423, i64 -20
  store <16 x float> %23, <16 x float>* %scevgep424, align 4, !alias.scope !17, !noalias !14
  %scevgep323 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep323324 = bitcast float* %scevgep323 to <16 x float>*
  %scevgep325 = getelementptr <16 x float>, <16 x float>* %scevgep323324, i64 -19
  %wide.load.3 = load <16 x float>, <16 x float>* %scevgep325, align 4, !alias.scope !14
  %scevgep320 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep320321 = bitcast float* %scevgep320 to <16 x float>*
  %scevgep322 = getelementptr <16 x float>, <16 x float>* %scevgep320321, i64 -18
  %wide.load36.3 = load <16 x float>, <16 x float>* %scevgep322, align 4, !alias.scope !14
  %scevgep317 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep317318 = bitcast float* %scevgep317 to <16 x float>*
  %scevgep319 = getelementptr <16 x float>, <16 x float>* %scevgep317318, i64 -17
  %wide.load37.3 = load <16 x float>, <16 x float>* %scevgep319, align 4, !alias.scope !14
  %scevgep314 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep314315 = bitcast float* %scevgep314 to <16 x float>*
  %scevgep316 = getelementptr <16 x float>, <16 x float>* %scevgep314315, i64 -16
  %wide.load38.3 = load <16 x float>, <16 x float>* %scevgep316, align 4, !alias.scope !14
  %24 = fmul <16 x float> %wide.load.3, %wide.load.3
  %25 = fmul <16 x float> %wide.load36.3, %wide.load36.3
  %26 = fmul <16 x float> %wide.load37.3, %wide.load37.3
  %27 = fmul <16 x float> %wide.load38.3, %wide.load38.3
  %scevgep419 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep419420 = bitcast float* %scevgep419 to <16 x float>*
  %scevgep421 = getelementptr <16 x float>, <16 x float>* %scevgep419420, i64 -19
  store <16 x float> %24, <16 x float>* %scevgep421, align 4, !alias.scope !17, !noalias !14
  %scevgep416 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep416417 = bitcast float* %scevgep416 to <16 x float>*
  %scevgep418 = getelementptr <16 x float>, <16 x float>* %scevgep416417, i64 -18
  store <16 x float> %25, <16 x float>* %scevgep418, align 4, !alias.scope !17, !noalias !14
  %scevgep413 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep413414 = bitcast float* %scevgep413 to <16 x float>*
  %scevgep415 = getelementptr <16 x float>, <16 x float>* %scevgep413414, i64 -17
  store <16 x float> %26, <16 x float>* %scevgep415, align 4, !alias.scope !17, !noalias !14
  %scevgep410 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep410411 = bitcast float* %scevgep410 to <16 x float>*
  %scevgep412 = getelementptr <16 x float>, <16 x float>* %scevgep410411, i64 -16
  store <16 x float> %27, <16 x float>* %scevgep412, align 4, !alias.scope !17, !noalias !14
  %scevgep311 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep311312 = bitcast float* %scevgep311 to <16 x float>*
  %scevgep313 = getelementptr <16 x float>, <16 x float>* %scevgep311312, i64 -15
  %wide.load.4 = load <16 x float>, <16 x float>* %scevgep313, align 4, !alias.scope !14
  %scevgep308 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep308309 = bitcast float* %scevgep308 to <16 x float>*
  %scevgep310 = getelementptr <16 x float>, <16 x float>* %scevgep308309, i64 -14
  %wide.load36.4 = load <16 x float>, <16 x float>* %scevgep310, align 4, !alias.scope !14
  %scevgep305 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep305306 = bitcast float* %scevgep305 to <16 x float>*
  %scevgep307 = getelementptr <16 x float>, <16 x float>* %scevgep305306, i64 -13
  %wide.load37.4 = load <16 x float>, <16 x float>* %scevgep307, align 4, !alias.scope !14
  %scevgep302 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep302303 = bitcast float* %scevgep302 to <16 x float>*
  %scevgep304 = getelementptr <16 x float>, <16 x float>* %scevgep302303, i64 -12
  %wide.load38.4 = load <16 x float>, <16 x float>* %scevgep304, align 4, !alias.scope !14
  %28 = fmul <16 x float> %wide.load.4, %wide.load.4
  %29 = fmul <16 x float> %wide.load36.4, %wide.load36.4
  %30 = fmul <16 x float> %wide.load37.4, %wide.load37.4
  %31 = fmul <16 x float> %wide.load38.4, %wide.load38.4
  %scevgep407 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep407408 = bitcast float* %scevgep407 to <16 x float>*
  %scevgep409 = getelementptr <16 x float>, <16 x float>* %scevgep407408, i64 -15
  store <16 x float> %28, <16 x float>* %scevgep409, align 4, !alias.scope !17, !noalias !14
  %scevgep404 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep404405 = bitcast float* %scevgep404 to <16 x float>*
  %scevgep406 = getelementptr <16 x float>, <16 x float>* %scevgep404405, i64 -14
  store <16 x float> %29, <16 x float>* %scevgep406, align 4, !alias.scope !17, !noalias !14
  %scevgep401 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep401402 = bitcast float* %scevgep401 to <16 x float>*
  %scevgep403 = getelementptr <16 x float>, <16 x float>* %scevgep401402, i64 -13
  store <16 x float> %30, <16 x float>* %scevgep403, align 4, !alias.scope !17, !noalias !14
  %scevgep398 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep398399 = bitcast float* %scevgep398 to <16 x float>*
  %scevgep400 = getelementptr <16 x float>, <16 x float>* %scevgep398399, i64 -12
  store <16 x float> %31, <16 x float>* %scevgep400, align 4, !alias.scope !17, !noalias !14
  %scevgep299 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep299300 = bitcast float* %scevgep299 to <16 x float>*
  %scevgep301 = getelementptr <16 x float>, <16 x float>* %scevgep299300, i64 -11
  %wide.load.5 = load <16 x float>, <16 x float>* %scevgep301, align 4, !alias.scope !14
  %scevgep296 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep296297 = bitcast float* %scevgep296 to <16 x float>*
  %scevgep298 = getelementptr <16 x float>, <16 x float>* %scevgep296297, i64 -10
  %wide.load36.5 = load <16 x float>, <16 x float>* %scevgep298, align 4, !alias.scope !14
  %scevgep293 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep293294 = bitcast float* %scevgep293 to <16 x float>*
  %scevgep295 = getelementptr <16 x float>, <16 x float>* %scevgep293294, i64 -9
  %wide.load37.5 = load <16 x float>, <16 x float>* %scevgep295, align 4, !alias.scope !14
  %scevgep290 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep290291 = bitcast float* %scevgep290 to <16 x float>*
  %scevgep292 = getelementptr <16 x float>, <16 x float>* %scevgep290291, i64 -8
  %wide.load38.5 = load <16 x float>, <16 x float>* %scevgep292, align 4, !alias.scope !14
  %32 = fmul <16 x float> %wide.load.5, %wide.load.5
  %33 = fmul <16 x float> %wide.load36.5, %wide.load36.5
  %34 = fmul <16 x float> %wide.load37.5, %wide.load37.5
  %35 = fmul <16 x float> %wide.load38.5, %wide.load38.5
  %scevgep395 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep395396 = bitcast float* %scevgep395 to <16 x float>*
  %scevgep397 = getelementptr <16 x float>, <16 x float>* %scevgep395396, i64 -11
  store <16 x float> %32, <16 x float>* %scevgep397, align 4, !alias.scope !17, !noalias !14
  %scevgep392 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep392393 = bitcast float* %scevgep392 to <16 x float>*
  %scevgep394 = getelementptr <16 x float>, <16 x float>* %scevgep392393, i64 -10
  store <16 x float> %33, <16 x float>* %scevgep394, align 4, !alias.scope !17, !noalias !14
  %scevgep389 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep389390 = bitcast float* %scevgep389 to <16 x float>*
  %scevgep391 = getelementptr <16 x float>, <16 x float>* %scevgep389390, i64 -9
  store <16 x float> %34, <16 x float>* %scevgep391, align 4, !alias.scope !17, !noalias !14
  %scevgep386 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep386387 = bitcast float* %scevgep386 to <16 x float>*
  %scevgep388 = getelementptr <16 x float>, <16 x float>* %scevgep386387, i64 -8
  store <16 x float> %35, <16 x float>* %scevgep388, align 4, !alias.scope !17, !noalias !14
  %scevgep287 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep287288 = bitcast float* %scevgep287 to <16 x float>*
  %scevgep289 = getelementptr <16 x float>, <16 x float>* %scevgep287288, i64 -7
  %wide.load.6 = load <16 x float>, <16 x float>* %scevgep289, align 4, !alias.scope !14
  %scevgep284 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep284285 = bitcast float* %scevgep284 to <16 x float>*
  %scevgep286 = getelementptr <16 x float>, <16 x float>* %scevgep284285, i64 -6
  %wide.load36.6 = load <16 x float>, <16 x float>* %scevgep286, align 4, !alias.scope !14
  %scevgep281 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep281282 = bitcast float* %scevgep281 to <16 x float>*
  %scevgep283 = getelementptr <16 x float>, <16 x float>* %scevgep281282, i64 -5
  %wide.load37.6 = load <16 x float>, <16 x float>* %scevgep283, align 4, !alias.scope !14
  %scevgep278 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep278279 = bitcast float* %scevgep278 to <16 x float>*
  %scevgep280 = getelementptr <16 x float>, <16 x float>* %scevgep278279, i64 -4
  %wide.load38.6 = load <16 x float>, <16 x float>* %scevgep280, align 4, !alias.scope !14
  %36 = fmul <16 x float> %wide.load.6, %wide.load.6
  %37 = fmul <16 x float> %wide.load36.6, %wide.load36.6
  %38 = fmul <16 x float> %wide.load37.6, %wide.load37.6
  %39 = fmul <16 x float> %wide.load38.6, %wide.load38.6
  %scevgep383 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep383384 = bitcast float* %scevgep383 to <16 x float>*
  %scevgep385 = getelementptr <16 x float>, <16 x float>* %scevgep383384, i64 -7
  store <16 x float> %36, <16 x float>* %scevgep385, align 4, !alias.scope !17, !noalias !14
  %scevgep380 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep380381 = bitcast float* %scevgep380 to <16 x float>*
  %scevgep382 = getelementptr <16 x float>, <16 x float>* %scevgep380381, i64 -6
  store <16 x float> %37, <16 x float>* %scevgep382, align 4, !alias.scope !17, !noalias !14
  %scevgep377 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep377378 = bitcast float* %scevgep377 to <16 x float>*
  %scevgep379 = getelementptr <16 x float>, <16 x float>* %scevgep377378, i64 -5
  store <16 x float> %38, <16 x float>* %scevgep379, align 4, !alias.scope !17, !noalias !14
  %scevgep374 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep374375 = bitcast float* %scevgep374 to <16 x float>*
  %scevgep376 = getelementptr <16 x float>, <16 x float>* %scevgep374375, i64 -4
  store <16 x float> %39, <16 x float>* %scevgep376, align 4, !alias.scope !17, !noalias !14
  %scevgep358 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep358359 = bitcast float* %scevgep358 to <16 x float>*
  %scevgep360 = getelementptr <16 x float>, <16 x float>* %scevgep358359, i64 -3
  %wide.load.7 = load <16 x float>, <16 x float>* %scevgep360, align 4, !alias.scope !14
  %scevgep355 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep355356 = bitcast float* %scevgep355 to <16 x float>*
  %scevgep357 = getelementptr <16 x float>, <16 x float>* %scevgep355356, i64 -2
  %wide.load36.7 = load <16 x float>, <16 x float>* %scevgep357, align 4, !alias.scope !14
  %scevgep352 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep352353 = bitcast float* %scevgep352 to <16 x float>*
  %scevgep354 = getelementptr <16 x float>, <16 x float>* %scevgep352353, i64 -1
  %wide.load37.7 = load <16 x float>, <16 x float>* %scevgep354, align 4, !alias.scope !14
  %scevgep350 = getelementptr float, float* %scevgep277, i64 %index
  %scevgep350351 = bitcast float* %scevgep350 to <16 x float>*
  %wide.load38.7 = load <16 x float>, <16 x float>* %scevgep350351, align 4, !alias.scope !14
  %40 = fmul <16 x float> %wide.load.7, %wide.load.7
  %41 = fmul <16 x float> %wide.load36.7, %wide.load36.7
  %42 = fmul <16 x float> %wide.load37.7, %wide.load37.7
  %43 = fmul <16 x float> %wide.load38.7, %wide.load38.7
  %scevgep454 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep454455 = bitcast float* %scevgep454 to <16 x float>*
  %scevgep456 = getelementptr <16 x float>, <16 x float>* %scevgep454455, i64 -3
  store <16 x float> %40, <16 x float>* %scevgep456, align 4, !alias.scope !17, !noalias !14
  %scevgep451 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep451452 = bitcast float* %scevgep451 to <16 x float>*
  %scevgep453 = getelementptr <16 x float>, <16 x float>* %scevgep451452, i64 -2
  store <16 x float> %41, <16 x float>* %scevgep453, align 4, !alias.scope !17, !noalias !14
  %scevgep448 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep448449 = bitcast float* %scevgep448 to <16 x float>*
  %scevgep450 = getelementptr <16 x float>, <16 x float>* %scevgep448449, i64 -1
  store <16 x float> %42, <16 x float>* %scevgep450, align 4, !alias.scope !17, !noalias !14
  %scevgep446 = getelementptr float, float* %scevgep373, i64 %index
  %scevgep446447 = bitcast float* %scevgep446 to <16 x float>*
  store <16 x float> %43, <16 x float>* %scevgep446447, align 4, !alias.scope !17, !noalias !14
  %index.next.7 = add i64 %index, 512
  %lsr.iv.next470 = add i64 %lsr.iv469, -8
  %niter52.ncmp.7 = icmp eq i64 %lsr.iv.next470, 0
  br i1 %niter52.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod50.not = icmp eq i64 %xtraiter48, 0
  br i1 %lcmp.mod50.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %44 = add nuw nsw i64 %index.unr, 48
  %scevgep249 = getelementptr float, float* %.6.i8, i64 %44
  %scevgep264 = getelementptr float, float* %.54.fca.4.load.i, i64 %44
  %45 = shl nuw nsw i64 %xtraiter48, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv250 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next251, %vector.body.epil ]
  %46 = bitcast float* %scevgep264 to i8*
  %47 = bitcast float* %scevgep249 to i8*
  %uglygep274 = getelementptr i8, i8* %46, i64 %lsr.iv250
  %uglygep274275 = bitcast i8* %uglygep274 to <16 x float>*
  %scevgep276 = getelementptr <16 x float>, <16 x float>* %uglygep274275, i64 -3
  %wide.load.epil = load <16 x float>, <16 x float>* %scevgep276, align 4, !alias.scope !14
  %uglygep271 = getelementptr i8, i8* %46, i64 %lsr.iv250
  %uglygep271272 = bitcast i8* %uglygep271 to <16 x float>*
  %scevgep273 = getelementptr <16 x float>, <16 x float>* %uglygep271272, i64 -2
  %wide.load36.epil = load <16 x float>, <16 x float>* %scevgep273, align 4, !alias.scope !14
  %uglygep268 = getelementptr i8, i8* %46, i64 %lsr.iv250
  %uglygep268269 = bitcast i8* %uglygep268 to <16 x float>*
  %scevgep270 = getelementptr <16 x float>, <16 x float>* %uglygep268269, i64 -1
  %wide.load37.epil = load <16 x float>, <16 x float>* %scevgep270, align 4, !alias.scope !14
  %uglygep266 = getelementptr i8, i8* %46, i64 %lsr.iv250
  %uglygep266267 = bitcast i8* %uglygep266 to <16 x float>*
  %wide.load38.epil = load <16 x float>, <16 x float>* %uglygep266267, align 4, !alias.scope !14
  %48 = fmul <16 x float> %wide.load.epil, %wide.load.epil
  %49 = fmul <16 x float> %wide.load36.epil, %wide.load36.epil
  %50 = fmul <16 x float> %wide.load37.epil, %wide.load37.epil
  %51 = fmul <16 x float> %wide.load38.epil, %wide.load38.epil
  %uglygep261 = getelementptr i8, i8* %47, i64 %lsr.iv250
  %uglygep261262 = bitcast i8* %uglygep261 to <16 x float>*
  %scevgep263 = getelementptr <16 x float>, <16 x float>* %uglygep261262, i64 -3
  store <16 x float> %48, <16 x float>* %scevgep263, align 4, !alias.scope !17, !noalias !14
  %uglygep258 = getelementptr i8, i8* %47, i64 %lsr.iv250
  %uglygep258259 = bitcast i8* %uglygep258 to <16 x float>*
  %scevgep260 = getelementptr <16 x float>, <16 x float>* %uglygep258259, i64 -2
  store <16 x float> %49, <16 x float>* %scevgep260, align 4, !alias.scope !17, !noalias !14
  %uglygep255 = getelementptr i8, i8* %47, i64 %lsr.iv250
  %uglygep255256 = bitcast i8* %uglygep255 to <16 x float>*
  %scevgep257 = getelementptr <16 x float>, <16 x float>* %uglygep255256, i64 -1
  store <16 x float> %50, <16 x float>* %scevgep257, align 4, !alias.scope !17, !noalias !14
  %uglygep253 = getelementptr i8, i8* %47, i64 %lsr.iv250
  %uglygep253254 = bitcast i8* %uglygep253 to <16 x float>*
  store <16 x float> %51, <16 x float>* %uglygep253254, align 4, !alias.scope !17, !noalias !14
  %lsr.iv.next251 = add nuw nsw i64 %lsr.iv250, 256
  %epil.iter49.cmp.not = icmp eq i64 %45, %lsr.iv.next251
  br i1 %epil.iter49.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !21

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.54.fca.5.0.load.i, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %.54.fca.5.0.load.i, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec40 = and i64 %.54.fca.5.0.load.i, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index42 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next44, %vec.epilog.vector.body ]
  %scevgep245 = getelementptr float, float* %.54.fca.4.load.i, i64 %index42
  %scevgep245246 = bitcast float* %scevgep245 to <8 x float>*
  %wide.load43 = load <8 x float>, <8 x float>* %scevgep245246, align 4
  %52 = fmul <8 x float> %wide.load43, %wide.load43
  %scevgep247 = getelementptr float, float* %.6.i8, i64 %index42
  %scevgep247248 = bitcast float* %scevgep247 to <8 x float>*
  store <8 x float> %52, <8 x float>* %scevgep247248, align 4
  %index.next44 = add nuw i64 %index42, 8
  %53 = icmp eq i64 %n.vec40, %index.next44
  br i1 %53, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n41 = icmp eq i64 %.54.fca.5.0.load.i, %n.vec40
  br i1 %cmp.n41, label %for.end, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index7.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec40, %vec.epilog.middle.block ]
  %54 = xor i64 %loop.index7.us.ph, -1
  %55 = add i64 %.54.fca.5.0.load.i, %54
  %xtraiter46 = and i64 %.54.fca.5.0.load.i, 7
  %lcmp.mod47.not = icmp eq i64 %xtraiter46, 0
  br i1 %lcmp.mod47.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv243 = phi i64 [ %xtraiter46, %for.body.us.prol.preheader ], [ %lsr.iv.next244, %for.body.us.prol ]
  %loop.index7.us.prol = phi i64 [ %.300.us.prol, %for.body.us.prol ], [ %loop.index7.us.ph, %for.body.us.prol.preheader ]
  %scevgep242 = getelementptr float, float* %.54.fca.4.load.i, i64 %loop.index7.us.prol
  %.271.us.prol = load float, float* %scevgep242, align 4
  %.149.i.i.us.prol = fmul float %.271.us.prol, %.271.us.prol
  %scevgep241 = getelementptr float, float* %.6.i8, i64 %loop.index7.us.prol
  store float %.149.i.i.us.prol, float* %scevgep241, align 4
  %.300.us.prol = add nuw i64 %loop.index7.us.prol, 1
  %lsr.iv.next244 = add nsw i64 %lsr.iv243, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next244, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !25

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader
  %loop.index7.us.unr = phi i64 [ %loop.index7.us.ph, %for.body.us.preheader ], [ %.300.us.prol, %for.body.us.prol ]
  %56 = icmp ult i64 %55, 7
  br i1 %56, label %for.end, label %for.body.us.preheader53

for.body.us.preheader53:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader53, %for.body.us
  %loop.index7.us = phi i64 [ %.300.us.7, %for.body.us ], [ %loop.index7.us.unr, %for.body.us.preheader53 ]
  %sunkaddr = mul i64 %loop.index7.us, 4
  %57 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr473 = getelementptr i8, i8* %57, i64 %sunkaddr
  %58 = bitcast i8* %sunkaddr473 to float*
  %.271.us = load float, float* %58, align 4
  %.149.i.i.us = fmul float %.271.us, %.271.us
  %sunkaddr474 = mul i64 %loop.index7.us, 4
  %59 = bitcast float* %.6.i8 to i8*
  %sunkaddr475 = getelementptr i8, i8* %59, i64 %sunkaddr474
  %60 = bitcast i8* %sunkaddr475 to float*
  store float %.149.i.i.us, float* %60, align 4
  %sunkaddr476 = mul i64 %loop.index7.us, 4
  %61 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr477 = getelementptr i8, i8* %61, i64 %sunkaddr476
  %sunkaddr478 = getelementptr i8, i8* %sunkaddr477, i64 4
  %62 = bitcast i8* %sunkaddr478 to float*
  %.271.us.1 = load float, float* %62, align 4
  %.149.i.i.us.1 = fmul float %.271.us.1, %.271.us.1
  %sunkaddr479 = mul i64 %loop.index7.us, 4
  %63 = bitcast float* %.6.i8 to i8*
  %sunkaddr480 = getelementptr i8, i8* %63, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, i8* %sunkaddr480, i64 4
  %64 = bitcast i8* %sunkaddr481 to float*
  store float %.149.i.i.us.1, float* %64, align 4
  %sunkaddr482 = mul i64 %loop.index7.us, 4
  %65 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr483 = getelementptr i8, i8* %65, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, i8* %sunkaddr483, i64 8
  %66 = bitcast i8* %sunkaddr484 to float*
  %.271.us.2 = load float, float* %66, align 4
  %.149.i.i.us.2 = fmul float %.271.us.2, %.271.us.2
  %sunkaddr485 = mul i64 %loop.index7.us, 4
  %67 = bitcast float* %.6.i8 to i8*
  %sunkaddr486 = getelementptr i8, i8* %67, i64 %sunkaddr485
  %sunkaddr487 = getelementptr i8, i8* %sunkaddr486, i64 8
  %68 = bitcast i8* %sunkaddr487 to float*
  store float %.149.i.i.us.2, float* %68, align 4
  %sunkaddr488 = mul i64 %loop.index7.us, 4
  %69 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr489 = getelementptr i8, i8* %69, i64 %sunkaddr488
  %sunkaddr490 = getelementptr i8, i8* %sunkaddr489, i64 12
  %70 = bitcast i8* %sunkaddr490 to float*
  %.271.us.3 = load float, float* %70, align 4
  %.149.i.i.us.3 = fmul float %.271.us.3, %.271.us.3
  %sunkaddr491 = mul i64 %loop.index7.us, 4
  %71 = bitcast float* %.6.i8 to i8*
  %sunkaddr492 = getelementptr i8, i8* %71, i64 %sunkaddr491
  %sunkaddr493 = getelementptr i8, i8* %sunkaddr492, i64 12
  %72 = bitcast i8* %sunkaddr493 to float*
  store float %.149.i.i.us.3, float* %72, align 4
  %sunkaddr494 = mul i64 %loop.index7.us, 4
  %73 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr495 = getelementptr i8, i8* %73, i64 %sunkaddr494
  %sunkaddr496 = getelementptr i8, i8* %sunkaddr495, i64 16
  %74 = bitcast i8* %sunkaddr496 to float*
  %.271.us.4 = load float, float* %74, align 4
  %.149.i.i.us.4 = fmul float %.271.us.4, %.271.us.4
  %sunkaddr497 = mul i64 %loop.index7.us, 4
  %75 = bitcast float* %.6.i8 to i8*
  %sunkaddr498 = getelementptr i8, i8* %75, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, i8* %sunkaddr498, i64 16
  %76 = bitcast i8* %sunkaddr499 to float*
  store float %.149.i.i.us.4, float* %76, align 4
  %sunkaddr500 = mul i64 %loop.index7.us, 4
  %77 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr501 = getelementptr i8, i8* %77, i64 %sunkaddr500
  %sunkaddr502 = getelementptr i8, i8* %sunkaddr501, i64 20
  %78 = bitcast i8* %sunkaddr502 to float*
  %.271.us.5 = load float, float* %78, align 4
  %.149.i.i.us.5 = fmul float %.271.us.5, %.271.us.5
  %sunkaddr503 = mul i64 %loop.index7.us, 4
  %79 = bitcast float* %.6.i8 to i8*
  %sunkaddr504 = getelementptr i8, i8* %79, i64 %sunkaddr503
  %sunkaddr505 = getelementptr i8, i8* %sunkaddr504, i64 20
  %80 = bitcast i8* %sunkaddr505 to float*
  store float %.149.i.i.us.5, float* %80, align 4
  %sunkaddr506 = mul i64 %loop.index7.us, 4
  %81 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr507 = getelementptr i8, i8* %81, i64 %sunkaddr506
  %sunkaddr508 = getelementptr i8, i8* %sunkaddr507, i64 24
  %82 = bitcast i8* %sunkaddr508 to float*
  %.271.us.6 = load float, float* %82, align 4
  %.149.i.i.us.6 = fmul float %.271.us.6, %.271.us.6
  %sunkaddr509 = mul i64 %loop.index7.us, 4
  %83 = bitcast float* %.6.i8 to i8*
  %sunkaddr510 = getelementptr i8, i8* %83, i64 %sunkaddr509
  %sunkaddr511 = getelementptr i8, i8* %sunkaddr510, i64 24
  %84 = bitcast i8* %sunkaddr511 to float*
  store float %.149.i.i.us.6, float* %84, align 4
  %sunkaddr512 = mul i64 %loop.index7.us, 4
  %85 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr513 = getelementptr i8, i8* %85, i64 %sunkaddr512
  %sunkaddr514 = getelementptr i8, i8* %sunkaddr513, i64 28
  %86 = bitcast i8* %sunkaddr514 to float*
  %.271.us.7 = load float, float* %86, align 4
  %.149.i.i.us.7 = fmul float %.271.us.7, %.271.us.7
  %sunkaddr515 = mul i64 %loop.index7.us, 4
  %87 = bitcast float* %.6.i8 to i8*
  %sunkaddr516 = getelementptr i8, i8* %87, i64 %sunkaddr515
  %sunkaddr517 = getelementptr i8, i8* %sunkaddr516, i64 28
  %88 = bitcast i8* %sunkaddr517 to float*
  store float %.149.i.i.us.7, float* %88, align 4
  %.300.us.7 = add nuw nsw i64 %loop.index7.us, 8
  %exitcond.not.7 = icmp eq i64 %.54.fca.5.0.load.i, %.300.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !26

for.end.thread:                                   ; preds = %for.body.preheader
  %.271 = load float, float* %.54.fca.4.load.i, align 4
  %.149.i.i = fmul float %.271, %.271
  store float %.149.i.i, float* %.6.i8, align 4
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  %.68.i = icmp eq i64 %.54.fca.5.0.load.i, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !5

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.54.fca.5.0.load.i, i64 1) #6
  %89 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %90 = icmp ult i64 %89, 7
  br i1 %90, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %91 = add nsw i64 %unroll_iter.i, -8
  %92 = lshr exact i64 %91, 3
  %93 = add nuw nsw i64 %92, 1
  %xtraiter = and i64 %93, 7
  %94 = icmp ult i64 %91, 56
  br i1 %94, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %93, 4611686018427387896
  %scevgep79 = getelementptr float, float* %.6.i8, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %95 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep55 = getelementptr float, float* %.6.i8, i64 %95
  %96 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi float [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %97 = bitcast float* %scevgep55 to i8*
  %uglygep76 = getelementptr i8, i8* %97, i64 %lsr.iv
  %uglygep7677 = bitcast i8* %uglygep76 to float*
  %scevgep78 = getelementptr float, float* %uglygep7677, i64 -7
  %.236.i.epil = load float, float* %scevgep78, align 4, !noalias !27
  %.239.i.epil = fadd float %c.2.07.i.epil, %.236.i.epil
  %uglygep73 = getelementptr i8, i8* %97, i64 %lsr.iv
  %uglygep7374 = bitcast i8* %uglygep73 to float*
  %scevgep75 = getelementptr float, float* %uglygep7374, i64 -6
  %.236.1.i.epil = load float, float* %scevgep75, align 4, !noalias !27
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep70 = getelementptr i8, i8* %97, i64 %lsr.iv
  %uglygep7071 = bitcast i8* %uglygep70 to float*
  %scevgep72 = getelementptr float, float* %uglygep7071, i64 -5
  %.236.2.i.epil = load float, float* %scevgep72, align 4, !noalias !27
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep67 = getelementptr i8, i8* %97, i64 %lsr.iv
  %uglygep6768 = bitcast i8* %uglygep67 to float*
  %scevgep69 = getelementptr float, float* %uglygep6768, i64 -4
  %.236.3.i.epil = load float, float* %scevgep69, align 4, !noalias !27
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep64 = getelementptr i8, i8* %97, i64 %lsr.iv
  %uglygep6465 = bitcast i8* %uglygep64 to float*
  %scevgep66 = getelementptr float, float* %uglygep6465, i64 -3
  %.236.4.i.epil = load float, float* %scevgep66, align 4, !noalias !27
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep61 = getelementptr i8, i8* %97, i64 %lsr.iv
  %uglygep6162 = bitcast i8* %uglygep61 to float*
  %scevgep63 = getelementptr float, float* %uglygep6162, i64 -2
  %.236.5.i.epil = load float, float* %scevgep63, align 4, !noalias !27
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep58 = getelementptr i8, i8* %97, i64 %lsr.iv
  %uglygep5859 = bitcast i8* %uglygep58 to float*
  %scevgep60 = getelementptr float, float* %uglygep5859, i64 -1
  %.236.6.i.epil = load float, float* %scevgep60, align 4, !noalias !27
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %97, i64 %lsr.iv
  %uglygep57 = bitcast i8* %uglygep to float*
  %.236.7.i.epil = load float, float* %uglygep57, align 4, !noalias !27
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %96, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !30, !llvm.loop !31

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
  %scevgep54 = getelementptr float, float* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load float, float* %scevgep54, align 4, !noalias !27
  %.239.epil.i = fadd float %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !30, !llvm.loop !32

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv207 = phi i64 [ %lsr.iv.next208, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep205 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep206 = getelementptr float, float* %scevgep205, i64 -63
  %.236.i = load float, float* %scevgep206, align 4, !noalias !27
  %.239.i = fadd float %c.2.07.i, %.236.i
  %scevgep203 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep204 = getelementptr float, float* %scevgep203, i64 -62
  %.236.1.i = load float, float* %scevgep204, align 4, !noalias !27
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep201 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep202 = getelementptr float, float* %scevgep201, i64 -61
  %.236.2.i = load float, float* %scevgep202, align 4, !noalias !27
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep199 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep200 = getelementptr float, float* %scevgep199, i64 -60
  %.236.3.i = load float, float* %scevgep200, align 4, !noalias !27
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep197 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep198 = getelementptr float, float* %scevgep197, i64 -59
  %.236.4.i = load float, float* %scevgep198, align 4, !noalias !27
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep195 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep196 = getelementptr float, float* %scevgep195, i64 -58
  %.236.5.i = load float, float* %scevgep196, align 4, !noalias !27
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep193 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep194 = getelementptr float, float* %scevgep193, i64 -57
  %.236.6.i = load float, float* %scevgep194, align 4, !noalias !27
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep191 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep192 = getelementptr float, float* %scevgep191, i64 -56
  %.236.7.i = load float, float* %scevgep192, align 4, !noalias !27
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep160 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep161 = getelementptr float, float* %scevgep160, i64 -55
  %.236.i.1 = load float, float* %scevgep161, align 4, !noalias !27
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep162 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep163 = getelementptr float, float* %scevgep162, i64 -54
  %.236.1.i.1 = load float, float* %scevgep163, align 4, !noalias !27
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep164 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep165 = getelementptr float, float* %scevgep164, i64 -53
  %.236.2.i.1 = load float, float* %scevgep165, align 4, !noalias !27
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep166 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep167 = getelementptr float, float* %scevgep166, i64 -52
  %.236.3.i.1 = load float, float* %scevgep167, align 4, !noalias !27
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep168 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep169 = getelementptr float, float* %scevgep168, i64 -51
  %.236.4.i.1 = load float, float* %scevgep169, align 4, !noalias !27
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep170 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep171 = getelementptr float, float* %scevgep170, i64 -50
  %.236.5.i.1 = load float, float* %scevgep171, align 4, !noalias !27
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep172 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep173 = getelementptr float, float* %scevgep172, i64 -49
  %.236.6.i.1 = load float, float* %scevgep173, align 4, !noalias !27
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep174 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep175 = getelementptr float, float* %scevgep174, i64 -48
  %.236.7.i.1 = load float, float* %scevgep175, align 4, !noalias !27
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep144 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep145 = getelementptr float, float* %scevgep144, i64 -47
  %.236.i.2 = load float, float* %scevgep145, align 4, !noalias !27
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep146 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep147 = getelementptr float, float* %scevgep146, i64 -46
  %.236.1.i.2 = load float, float* %scevgep147, align 4, !noalias !27
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep148 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep149 = getelementptr float, float* %scevgep148, i64 -45
  %.236.2.i.2 = load float, float* %scevgep149, align 4, !noalias !27
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep150 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep151 = getelementptr float, float* %scevgep150, i64 -44
  %.236.3.i.2 = load float, float* %scevgep151, align 4, !noalias !27
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep152 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep153 = getelementptr float, float* %scevgep152, i64 -43
  %.236.4.i.2 = load float, float* %scevgep153, align 4, !noalias !27
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep154 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep155 = getelementptr float, float* %scevgep154, i64 -42
  %.236.5.i.2 = load float, float* %scevgep155, align 4, !noalias !27
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep156 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep157 = getelementptr float, float* %scevgep156, i64 -41
  %.236.6.i.2 = load float, float* %scevgep157, align 4, !noalias !27
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep158 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep159 = getelementptr float, float* %scevgep158, i64 -40
  %.236.7.i.2 = load float, float* %scevgep159, align 4, !noalias !27
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep128 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep129 = getelementptr float, float* %scevgep128, i64 -39
  %.236.i.3 = load float, float* %scevgep129, align 4, !noalias !27
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep130 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep131 = getelementptr float, float* %scevgep130, i64 -38
  %.236.1.i.3 = load float, float* %scevgep131, align 4, !noalias !27
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep132 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep133 = getelementptr float, float* %scevgep132, i64 -37
  %.236.2.i.3 = load float, float* %scevgep133, align 4, !noalias !27
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep134 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep135 = getelementptr float, float* %scevgep134, i64 -36
  %.236.3.i.3 = load float, float* %scevgep135, align 4, !noalias !27
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep136 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep137 = getelementptr float, float* %scevgep136, i64 -35
  %.236.4.i.3 = load float, float* %scevgep137, align 4, !noalias !27
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep138 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep139 = getelementptr float, float* %scevgep138, i64 -34
  %.236.5.i.3 = load float, float* %scevgep139, align 4, !noalias !27
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep140 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep141 = getelementptr float, float* %scevgep140, i64 -33
  %.236.6.i.3 = load float, float* %scevgep141, align 4, !noalias !27
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep142 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep143 = getelementptr float, float* %scevgep142, i64 -32
  %.236.7.i.3 = load float, float* %scevgep143, align 4, !noalias !27
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep112 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep113 = getelementptr float, float* %scevgep112, i64 -31
  %.236.i.4 = load float, float* %scevgep113, align 4, !noalias !27
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep114 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep115 = getelementptr float, float* %scevgep114, i64 -30
  %.236.1.i.4 = load float, float* %scevgep115, align 4, !noalias !27
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep116 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep117 = getelementptr float, float* %scevgep116, i64 -29
  %.236.2.i.4 = load float, float* %scevgep117, align 4, !noalias !27
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep118 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep119 = getelementptr float, float* %scevgep118, i64 -28
  %.236.3.i.4 = load float, float* %scevgep119, align 4, !noalias !27
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep120 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep121 = getelementptr float, float* %scevgep120, i64 -27
  %.236.4.i.4 = load float, float* %scevgep121, align 4, !noalias !27
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep122 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep123 = getelementptr float, float* %scevgep122, i64 -26
  %.236.5.i.4 = load float, float* %scevgep123, align 4, !noalias !27
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep124 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep125 = getelementptr float, float* %scevgep124, i64 -25
  %.236.6.i.4 = load float, float* %scevgep125, align 4, !noalias !27
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep126 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep127 = getelementptr float, float* %scevgep126, i64 -24
  %.236.7.i.4 = load float, float* %scevgep127, align 4, !noalias !27
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep96 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep97 = getelementptr float, float* %scevgep96, i64 -23
  %.236.i.5 = load float, float* %scevgep97, align 4, !noalias !27
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep98 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep99 = getelementptr float, float* %scevgep98, i64 -22
  %.236.1.i.5 = load float, float* %scevgep99, align 4, !noalias !27
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep100 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep101 = getelementptr float, float* %scevgep100, i64 -21
  %.236.2.i.5 = load float, float* %scevgep101, align 4, !noalias !27
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep102 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep103 = getelementptr float, float* %scevgep102, i64 -20
  %.236.3.i.5 = load float, float* %scevgep103, align 4, !noalias !27
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep104 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep105 = getelementptr float, float* %scevgep104, i64 -19
  %.236.4.i.5 = load float, float* %scevgep105, align 4, !noalias !27
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep106 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep107 = getelementptr float, float* %scevgep106, i64 -18
  %.236.5.i.5 = load float, float* %scevgep107, align 4, !noalias !27
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep108 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep109 = getelementptr float, float* %scevgep108, i64 -17
  %.236.6.i.5 = load float, float* %scevgep109, align 4, !noalias !27
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep110 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep111 = getelementptr float, float* %scevgep110, i64 -16
  %.236.7.i.5 = load float, float* %scevgep111, align 4, !noalias !27
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep80 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep81 = getelementptr float, float* %scevgep80, i64 -15
  %.236.i.6 = load float, float* %scevgep81, align 4, !noalias !27
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep82 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep83 = getelementptr float, float* %scevgep82, i64 -14
  %.236.1.i.6 = load float, float* %scevgep83, align 4, !noalias !27
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep84 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep85 = getelementptr float, float* %scevgep84, i64 -13
  %.236.2.i.6 = load float, float* %scevgep85, align 4, !noalias !27
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep86 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep87 = getelementptr float, float* %scevgep86, i64 -12
  %.236.3.i.6 = load float, float* %scevgep87, align 4, !noalias !27
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep88 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep89 = getelementptr float, float* %scevgep88, i64 -11
  %.236.4.i.6 = load float, float* %scevgep89, align 4, !noalias !27
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep90 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep91 = getelementptr float, float* %scevgep90, i64 -10
  %.236.5.i.6 = load float, float* %scevgep91, align 4, !noalias !27
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep92 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep93 = getelementptr float, float* %scevgep92, i64 -9
  %.236.6.i.6 = load float, float* %scevgep93, align 4, !noalias !27
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep94 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep95 = getelementptr float, float* %scevgep94, i64 -8
  %.236.7.i.6 = load float, float* %scevgep95, align 4, !noalias !27
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep176 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep177 = getelementptr float, float* %scevgep176, i64 -7
  %.236.i.7 = load float, float* %scevgep177, align 4, !noalias !27
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep178 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep179 = getelementptr float, float* %scevgep178, i64 -6
  %.236.1.i.7 = load float, float* %scevgep179, align 4, !noalias !27
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep180 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep181 = getelementptr float, float* %scevgep180, i64 -5
  %.236.2.i.7 = load float, float* %scevgep181, align 4, !noalias !27
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep182 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep183 = getelementptr float, float* %scevgep182, i64 -4
  %.236.3.i.7 = load float, float* %scevgep183, align 4, !noalias !27
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep184 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep185 = getelementptr float, float* %scevgep184, i64 -3
  %.236.4.i.7 = load float, float* %scevgep185, align 4, !noalias !27
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep186 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep187 = getelementptr float, float* %scevgep186, i64 -2
  %.236.5.i.7 = load float, float* %scevgep187, align 4, !noalias !27
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep188 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %scevgep189 = getelementptr float, float* %scevgep188, i64 -1
  %.236.6.i.7 = load float, float* %scevgep189, align 4, !noalias !27
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep190 = getelementptr float, float* %scevgep79, i64 %.70.06.i
  %.236.7.i.7 = load float, float* %scevgep190, align 4, !noalias !27
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next208 = add i64 %lsr.iv207, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next208, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !5

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.334 = fpext float %c.2.0.lcssa.i to double
  store double %.334, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels7inv_f32B3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.const.inv_f32, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !5

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels7inv_f32B3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels7inv_f32B3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !5

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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !5

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !5

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
  %.79 = call i32 @_ZN7kernels7inv_f32B3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 4, float* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* %.62.fca.1.load, i64 %.62.fca.2.load, i64 4, float* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.6.0.load) #2
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
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !5

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !5

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

define double @cfunc._ZN7kernels7inv_f32B3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels7inv_f32B3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, float* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, float* %extracted.data.1, i64 %.12, i64 %.13) #2
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f932335bf90>", i64 0, i64 0))
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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !5

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !5

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

define linkonce_odr i32 @_ZN5numba2np6linalg8inv_impl12_3clocals_3e8inv_implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  %.27.i = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B208.endif.endif.endif.endif.endif.endif.endif, %B208.endif.endif.endif.endif.endif.endif.if, %B208.endif.endif.endif.endif.endif.if, %B208.endif.endif.if, %B208.endif.if, %B208.if, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit, %B132.if, %B204, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B204 ], [ 1, %B208.endif.endif.endif.endif.endif.if ], [ 0, %B208.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B132.if ], [ %.35.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit ], [ 1, %B208.if ], [ 1, %B208.endif.if ], [ 1, %B208.endif.endif.if ], [ 1, %B208.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929202944, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B132:                                             ; preds = %entry
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B132
  %.82.0.i = phi i64 [ 0, %B132 ], [ %.208..i, %B44.endif.i ]
  %.158.in.i = phi i1 [ %.80.i, %B132 ], [ %not..209.i, %B44.endif.i ]
  br i1 %.158.in.i, label %B132.endif, label %B44.endif.i, !prof !5

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr float, float* %arg.a.4, i64 %.82.0.i
  %.208.i = add nsw i64 %.82.0.i, 1
  %.209.i = icmp slt i64 %.208.i, %arg.a.2
  %not..209.i = xor i1 %.209.i, true
  %.208..i = select i1 %.209.i, i64 %.208.i, i64 0, !prof !33
  %.262.i = load float, float* %.179.i, align 4, !noalias !34
  %.271.i = fsub float %.262.i, %.262.i
  %.272.i = fcmp uno float %.271.i, 0.000000e+00
  br i1 %.272.i, label %B132.if, label %B44.i

B204:                                             ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  %retptr.repack601204 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.45.fca.0.load.i, i8** %retptr.repack601204, align 8
  %retptr.repack61 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* %.45.fca.1.load.i, i8** %retptr.repack61, align 8
  %retptr.repack63 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.45.fca.2.load.i, i64* %retptr.repack63, align 8
  %retptr.repack65 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 %.45.fca.3.load.i, i64* %retptr.repack65, align 8
  %retptr.repack67 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %.45.fca.4.load.i, float** %retptr.repack67, align 8
  %retptr.repack69.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.45.fca.5.0.load.i, i64* %retptr.repack69.repack, align 8
  %retptr.repack69.repack73 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %.45.fca.5.1.load.i, i64* %retptr.repack69.repack73, align 8
  %retptr.repack71.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.45.fca.6.0.load.i, i64* %retptr.repack71.repack, align 8
  %retptr.repack71.repack75 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.45.fca.6.1.load.i, i64* %retptr.repack71.repack75, align 8
  br label %common.ret

B208:                                             ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  %.15.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.15.i, label %B208.if, label %B0.endif.endif.i, !prof !5

B0.endif.endif.i:                                 ; preds = %B208
  %.29.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.31.i = extractvalue { i64, i1 } %.29.i, 1
  br i1 %.31.i, label %B208.if, label %B0.endif.endif.endif.i, !prof !5

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = extractvalue { i64, i1 } %.29.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !38
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B208.if, label %B208.endif, !prof !5

B132.if:                                          ; preds = %B44.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929205056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B132.endif:                                       ; preds = %B44.i
  %0 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !48
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !48
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !48
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.27.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !48
  switch i32 %.35.i, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread: ; preds = %B132.endif, %B132.endif
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.fca.0.gep17.i1215 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8**
  %.fca.6.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 6, i64 1
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 6, i64 0
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 4
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 3
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 2
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 1
  %.45.fca.6.1.load.i = load i64, i64* %.fca.6.1.gep.i, align 8, !noalias !48
  %.45.fca.6.0.load.i = load i64, i64* %.fca.6.0.gep.i, align 8, !noalias !48
  %.45.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !48
  %.45.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !48
  %.45.fca.4.load.i = load float*, float** %.fca.4.gep.i, align 8, !noalias !48
  %.45.fca.3.load.i = load i64, i64* %.fca.3.gep.i, align 8, !noalias !48
  %.45.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !48
  %.45.fca.1.load.i = load i8*, i8** %.fca.1.gep.i, align 8, !noalias !48
  %.45.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i1215, align 8, !noalias !48
  tail call void @NRT_decref(i8* %arg.a.0), !noalias !48
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.165 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.165, label %B204, label %B208

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit: ; preds = %B132.endif
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.36.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !48
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.122 = icmp sgt i32 %.35.i, 0
  %.123 = select i1 %.122, { i8*, i32, i8*, i8*, i32 }* %.36.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.123, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B208.if:                                          ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %B208
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269931366144, %B208 ], [ @.const.picklebuf.140269931474752, %B0.endif.endif.i ], [ @.const.picklebuf.140269930043392.11, %B0.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B208.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %6 = bitcast i8* %.5.i.i to i32**
  %.6.i1.i = load i32*, i32** %6, align 8, !noalias !52
  %.286 = tail call i32 @numba_xxgetrf(i8 115, i64 %arg.a.5.0, i64 %arg.a.5.0, float* %.45.fca.4.load.i, i64 %arg.a.5.0, i32* %.6.i1.i)
  %.9.not.i = icmp eq i32 %.286, 0
  br i1 %.9.not.i, label %B208.endif.endif, label %B16.i

B16.i:                                            ; preds = %B208.endif
  %.13.i = icmp slt i32 %.286, 0
  br i1 %.13.i, label %B28.i, label %B208.endif.if, !prof !53

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !54
  br label %B208.endif.if

B208.endif.if:                                    ; preds = %B28.i, %B16.i
  %excinfo.4.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269931365056, %B28.i ], [ @.const.picklebuf.140269932235456, %B16.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.4.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B208.endif.endif:                                 ; preds = %B208.endif
  %.363 = tail call i32 @numba_ez_xxgetri(i8 115, i64 %arg.a.5.0, float* %.45.fca.4.load.i, i64 %arg.a.5.0, i32* %.6.i1.i)
  %.9.not.i4 = icmp eq i32 %.363, 0
  br i1 %.9.not.i4, label %B208.endif.endif.endif.endif.if, label %B16.i6

B16.i6:                                           ; preds = %B208.endif.endif
  %.13.i5 = icmp slt i32 %.363, 0
  br i1 %.13.i5, label %B28.i9, label %B208.endif.endif.if, !prof !53

B28.i9:                                           ; preds = %B16.i6
  %.17.i8 = tail call i32 @numba_fatal_error(), !noalias !58
  br label %B208.endif.endif.if

B208.endif.endif.if:                              ; preds = %B28.i9, %B16.i6
  %excinfo.5.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269931365056, %B28.i9 ], [ @.const.picklebuf.140269932235456, %B16.i6 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.5.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B208.endif.endif.endif.endif.if:                  ; preds = %B208.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.427 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 40, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.428 = icmp eq i8* %.427, null
  br i1 %.428, label %B208.endif.endif.endif.endif.endif.if, label %B208.endif.endif.endif.endif.endif.endif, !prof !5

B208.endif.endif.endif.endif.endif.if:            ; preds = %B208.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269925181568, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B208.endif.endif.endif.endif.endif.endif:         ; preds = %B208.endif.endif.endif.endif.if
  %.5.i = getelementptr i8, i8* %.427, i64 24
  %7 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i55 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.440 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i55, i64 0, i32 1
  store i64 2, i64* %.440, align 8
  %8 = bitcast i8* %.5.i to i64**
  %.6.i14561 = load i64*, i64** %8, align 8
  store i64 0, i64* %.6.i14561, align 8
  %.6.i1657 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.452 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1657, i64 0, i32 2
  store i8 0, i8* %.452, align 1
  %.6.i3358 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.465 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3358, i64 0, i32 3
  %.476 = bitcast i64* %.465 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %.476, i8 0, i64 16, i1 false)
  %.6.i29362 = load i64*, i64** %8, align 8
  store i64 2, i64* %.6.i29362, align 8
  %.6.i2537 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.505 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2537, i64 0, i32 3
  store i64 %.45.fca.2.load.i, i64* %.505, align 8
  %.6.i2138 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.519 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2138, i64 0, i32 3
  %.520 = getelementptr i64, i64* %.519, i64 1
  store i64 %arg.a.5.0, i64* %.520, align 8
  %.6.i45.i3 = load i64*, i64** %8, align 8, !noalias !62
  %.26.i = load i64, i64* %.6.i45.i3, align 8, !noalias !62
  %.27.i17 = icmp slt i64 %.26.i, 1
  br i1 %.27.i17, label %B208.endif.endif.endif.endif.endif.endif.if, label %B208.endif.endif.endif.endif.endif.endif.endif, !prof !5

B208.endif.endif.endif.endif.endif.endif.if:      ; preds = %B208.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929999552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B208.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B208.endif.endif.endif.endif.endif.endif
  %retptr.repack1256 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.45.fca.0.load.i, i8** %retptr.repack1256, align 8
  %retptr.repack39 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* %.45.fca.1.load.i, i8** %retptr.repack39, align 8
  %retptr.repack41 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.45.fca.2.load.i, i64* %retptr.repack41, align 8
  %retptr.repack43 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 %.45.fca.3.load.i, i64* %retptr.repack43, align 8
  %retptr.repack45 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %.45.fca.4.load.i, float** %retptr.repack45, align 8
  %retptr.repack47.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.45.fca.5.0.load.i, i64* %retptr.repack47.repack, align 8
  %retptr.repack47.repack51 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %.45.fca.5.1.load.i, i64* %retptr.repack47.repack51, align 8
  %retptr.repack49.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.45.fca.6.0.load.i, i64* %retptr.repack49.repack, align 8
  %retptr.repack49.repack53 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.45.fca.6.1.load.i, i64* %retptr.repack49.repack53, align 8
  tail call void @NRT_decref(i8* nonnull %.427)
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !5

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

define linkonce_odr i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 2
  %.47 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.43, i64 4)
  %.49 = extractvalue { i64, i1 } %.47, 1
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !5

common.ret:                                       ; preds = %for.end, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end ], [ 1, %B0.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269928571072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.48 = extractvalue { i64, i1 } %.47, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !66
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !5

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to float**
  %.6.i6 = load float*, float** %0, align 8
  %.1203 = icmp sgt i64 %arg.a.5.0, 0
  %.1231 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.1203, i1 %.1231, i1 false
  br i1 %or.cond, label %iter.check.preheader, label %for.end

iter.check.preheader:                             ; preds = %B0.endif.endif
  %1 = add nsw i64 %arg.a.5.1, -64
  %2 = lshr i64 %1, 6
  %3 = add nuw nsw i64 %2, 1
  %4 = add nsw i64 %arg.a.5.1, -1
  %5 = icmp eq i64 %arg.a.5.0, 1
  br i1 %5, label %iter.check.epil, label %iter.check.preheader.new

iter.check.preheader.new:                         ; preds = %iter.check.preheader
  %unroll_iter61 = and i64 %arg.a.5.0, -2
  %xtraiter49 = and i64 %arg.a.5.1, 7
  %6 = shl i64 %arg.a.5.1, 3
  %7 = shl i64 %arg.a.5.0, 5
  %scevgep699 = getelementptr float, float* %arg.a.4, i64 %arg.a.5.1
  %8 = icmp eq i64 %xtraiter49, 0
  br i1 %8, label %for.body.1.us.preheader.us.preheader, label %for.body.1.us.preheader.preheader

for.body.1.us.preheader.preheader:                ; preds = %iter.check.preheader.new
  %9 = add nsw i64 %unroll_iter61, -2
  %10 = lshr exact i64 %9, 1
  %11 = add nuw i64 %10, 1
  %xtraiter85 = and i64 %11, 3
  %12 = icmp ult i64 %9, 6
  br i1 %12, label %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa, label %for.body.1.us.preheader.preheader.new

for.body.1.us.preheader.preheader.new:            ; preds = %for.body.1.us.preheader.preheader
  %unroll_iter106 = and i64 %11, -4
  %13 = shl i64 %arg.a.5.1, 5
  %14 = shl i64 %arg.a.5.1, 1
  %15 = mul i64 %arg.a.5.1, 3
  %16 = shl i64 %arg.a.5.1, 2
  %17 = mul i64 %arg.a.5.1, 5
  %18 = mul i64 %arg.a.5.1, 6
  %19 = mul i64 %arg.a.5.1, 7
  %scevgep1283 = getelementptr float, float* %.6.i6, i64 1
  %scevgep1329 = getelementptr float, float* %arg.a.4, i64 %14
  %scevgep1339 = getelementptr float, float* %.6.i6, i64 2
  %scevgep1384 = getelementptr float, float* %arg.a.4, i64 %15
  %scevgep1400 = getelementptr float, float* %.6.i6, i64 3
  %scevgep1438 = getelementptr float, float* %arg.a.4, i64 %16
  %scevgep1448 = getelementptr float, float* %.6.i6, i64 4
  %scevgep1484 = getelementptr float, float* %arg.a.4, i64 %17
  %scevgep1494 = getelementptr float, float* %.6.i6, i64 5
  %scevgep1530 = getelementptr float, float* %arg.a.4, i64 %18
  %scevgep1540 = getelementptr float, float* %.6.i6, i64 6
  %scevgep1576 = getelementptr float, float* %arg.a.4, i64 %19
  %scevgep1586 = getelementptr float, float* %.6.i6, i64 7
  %20 = shl i64 %unroll_iter106, 1
  %21 = sub i64 %xtraiter49, %arg.a.5.1
  %22 = shl i64 %xtraiter49, 2
  %scevgep1749 = getelementptr float, float* %arg.a.4, i64 8
  %scevgep1766 = getelementptr float, float* %.6.i6, i64 %arg.a.5.0
  %23 = add i64 %arg.a.5.1, %xtraiter49
  %24 = add i64 %23, 7
  %scevgep1800 = getelementptr float, float* %arg.a.4, i64 %24
  %25 = add i64 %arg.a.5.0, 1
  %scevgep1819 = getelementptr float, float* %.6.i6, i64 %25
  %26 = add i64 %14, %xtraiter49
  %27 = add i64 %26, 7
  %scevgep1851 = getelementptr float, float* %arg.a.4, i64 %27
  %28 = add i64 %arg.a.5.0, 2
  %scevgep1870 = getelementptr float, float* %.6.i6, i64 %28
  %29 = add i64 %15, %xtraiter49
  %30 = add i64 %29, 7
  %scevgep1902 = getelementptr float, float* %arg.a.4, i64 %30
  %31 = add i64 %arg.a.5.0, 3
  %scevgep1921 = getelementptr float, float* %.6.i6, i64 %31
  %32 = add i64 %16, %xtraiter49
  %33 = add i64 %32, 7
  %scevgep1953 = getelementptr float, float* %arg.a.4, i64 %33
  %34 = add i64 %arg.a.5.0, 4
  %scevgep1972 = getelementptr float, float* %.6.i6, i64 %34
  %35 = add i64 %17, %xtraiter49
  %36 = add i64 %35, 7
  %scevgep2004 = getelementptr float, float* %arg.a.4, i64 %36
  %37 = add i64 %arg.a.5.0, 5
  %scevgep2023 = getelementptr float, float* %.6.i6, i64 %37
  %38 = add i64 %18, %xtraiter49
  %39 = add i64 %38, 7
  %scevgep2055 = getelementptr float, float* %arg.a.4, i64 %39
  %40 = add i64 %arg.a.5.0, 6
  %scevgep2074 = getelementptr float, float* %.6.i6, i64 %40
  %41 = add i64 %19, %xtraiter49
  %42 = add i64 %41, 7
  %scevgep2106 = getelementptr float, float* %arg.a.4, i64 %42
  %43 = add i64 %arg.a.5.0, 7
  %scevgep2125 = getelementptr float, float* %.6.i6, i64 %43
  br label %for.body.1.us.preheader

for.body.1.us.preheader.us.preheader:             ; preds = %iter.check.preheader.new
  %const = bitcast i64 4611686018427387896 to i64
  %44 = add nsw i64 %arg.a.5.1, -8
  %45 = lshr i64 %44, 3
  %46 = add nuw nsw i64 %45, 1
  %xtraiter75 = and i64 %46, 7
  %unroll_iter78 = and i64 %46, %const
  %47 = shl i64 %xtraiter75, 5
  %lsr.iv.next716.us.3 = shl i64 %arg.a.5.0, 8
  %48 = add nsw i64 %unroll_iter78, -8
  %49 = lshr exact i64 %48, 3
  %50 = add nuw nsw i64 %49, 1
  %const_mat = add i64 %const, 6
  %unroll_iter397 = and i64 %50, %const_mat
  %scevgep1535 = getelementptr float, float* %arg.a.4, i64 4
  %51 = add i64 %arg.a.5.1, 4
  %scevgep1587 = getelementptr float, float* %arg.a.4, i64 %51
  br label %for.body.1.us.preheader.us

for.body.1.us.preheader.us:                       ; preds = %for.end.1.loopexit.us.1.us, %for.body.1.us.preheader.us.preheader
  %lsr.iv1588 = phi float* [ %582, %for.end.1.loopexit.us.1.us ], [ %scevgep1587, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv1536 = phi float* [ %581, %for.end.1.loopexit.us.1.us ], [ %scevgep1535, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv713.us = phi i64 [ 4, %for.body.1.us.preheader.us.preheader ], [ %lsr.iv.next714.us, %for.end.1.loopexit.us.1.us ]
  %lsr.iv700.us = phi float* [ %scevgep699, %for.body.1.us.preheader.us.preheader ], [ %580, %for.end.1.loopexit.us.1.us ]
  %lsr.iv487.us = phi i64 [ 0, %for.body.1.us.preheader.us.preheader ], [ %lsr.iv.next488.us, %for.end.1.loopexit.us.1.us ]
  %lsr.iv464.us = phi float* [ %arg.a.4, %for.body.1.us.preheader.us.preheader ], [ %579, %for.end.1.loopexit.us.1.us ]
  %loop.index4.us.us = phi i64 [ 0, %for.body.1.us.preheader.us.preheader ], [ %.141.us.1.us, %for.end.1.loopexit.us.1.us ]
  %52 = icmp ult i64 %4, 7
  br i1 %52, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.preheader76.us

for.body.1.us.preheader76.us:                     ; preds = %for.body.1.us.preheader.us
  %53 = icmp ult i64 %44, 56
  br i1 %53, label %for.body.1.us.1.preheader.us.unr-lcssa, label %for.body.1.us.us.preheader

for.body.1.us.us.preheader:                       ; preds = %for.body.1.us.preheader76.us
  %54 = icmp eq i64 %48, 0
  br i1 %54, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.us.preheader1178

for.body.1.us.us.preheader1178:                   ; preds = %for.body.1.us.us.preheader
  br label %for.body.1.us.us

for.body.1.us.us:                                 ; preds = %for.body.1.us.us.preheader1178, %for.body.1.us.us
  %lsr.iv481.us = phi float* [ %307, %for.body.1.us.us ], [ %.6.i6, %for.body.1.us.us.preheader1178 ]
  %loop.index.12.us.us = phi i64 [ %.139.us.7.us.7.1, %for.body.1.us.us ], [ 0, %for.body.1.us.us.preheader1178 ]
  %niter398 = phi i64 [ %niter398.next.1, %for.body.1.us.us ], [ 0, %for.body.1.us.us.preheader1178 ]
  %lsr.iv481.us407 = bitcast float* %lsr.iv481.us to i8*
  %lsr.iv481482.us = bitcast float* %lsr.iv481.us to i1*
  %scevgep555 = getelementptr float, float* %lsr.iv464.us, i64 %loop.index.12.us.us
  %.137.us.us = load float, float* %scevgep555, align 4
  %uglygep408 = getelementptr i8, i8* %lsr.iv481.us407, i64 %lsr.iv487.us
  %uglygep408409 = bitcast i8* %uglygep408 to float*
  store float %.137.us.us, float* %uglygep408409, align 4
  %sunkaddr = mul i64 %loop.index.12.us.us, 4
  %55 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2153 = getelementptr i8, i8* %55, i64 %sunkaddr
  %sunkaddr2154 = getelementptr i8, i8* %sunkaddr2153, i64 4
  %56 = bitcast i8* %sunkaddr2154 to float*
  %.137.us.1.us = load float, float* %56, align 4
  %uglygep558 = getelementptr i8, i8* %uglygep408, i64 %.46
  %uglygep558559 = bitcast i8* %uglygep558 to float*
  store float %.137.us.1.us, float* %uglygep558559, align 4
  %sunkaddr2155 = mul i64 %loop.index.12.us.us, 4
  %57 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2156 = getelementptr i8, i8* %57, i64 %sunkaddr2155
  %sunkaddr2157 = getelementptr i8, i8* %sunkaddr2156, i64 8
  %58 = bitcast i8* %sunkaddr2157 to float*
  %.137.us.2.us = load float, float* %58, align 4
  %uglygep560 = getelementptr i8, i8* %uglygep558, i64 %.46
  %uglygep560561 = bitcast i8* %uglygep560 to float*
  store float %.137.us.2.us, float* %uglygep560561, align 4
  %sunkaddr2158 = mul i64 %loop.index.12.us.us, 4
  %59 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2159 = getelementptr i8, i8* %59, i64 %sunkaddr2158
  %sunkaddr2160 = getelementptr i8, i8* %sunkaddr2159, i64 12
  %60 = bitcast i8* %sunkaddr2160 to float*
  %.137.us.3.us = load float, float* %60, align 4
  %uglygep562 = getelementptr i8, i8* %uglygep560, i64 %.46
  %uglygep562563 = bitcast i8* %uglygep562 to float*
  store float %.137.us.3.us, float* %uglygep562563, align 4
  %sunkaddr2161 = mul i64 %loop.index.12.us.us, 4
  %61 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2162 = getelementptr i8, i8* %61, i64 %sunkaddr2161
  %sunkaddr2163 = getelementptr i8, i8* %sunkaddr2162, i64 16
  %62 = bitcast i8* %sunkaddr2163 to float*
  %.137.us.4.us = load float, float* %62, align 4
  %uglygep564 = getelementptr i8, i8* %uglygep562, i64 %.46
  %uglygep564565 = bitcast i8* %uglygep564 to float*
  store float %.137.us.4.us, float* %uglygep564565, align 4
  %sunkaddr2164 = mul i64 %loop.index.12.us.us, 4
  %63 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2165 = getelementptr i8, i8* %63, i64 %sunkaddr2164
  %sunkaddr2166 = getelementptr i8, i8* %sunkaddr2165, i64 20
  %64 = bitcast i8* %sunkaddr2166 to float*
  %.137.us.5.us = load float, float* %64, align 4
  %uglygep566 = getelementptr i8, i8* %uglygep564, i64 %.46
  %uglygep566567 = bitcast i8* %uglygep566 to float*
  store float %.137.us.5.us, float* %uglygep566567, align 4
  %sunkaddr2167 = mul i64 %loop.index.12.us.us, 4
  %65 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2168 = getelementptr i8, i8* %65, i64 %sunkaddr2167
  %sunkaddr2169 = getelementptr i8, i8* %sunkaddr2168, i64 24
  %66 = bitcast i8* %sunkaddr2169 to float*
  %.137.us.6.us = load float, float* %66, align 4
  %uglygep568 = getelementptr i8, i8* %uglygep566, i64 %.46
  %uglygep568569 = bitcast i8* %uglygep568 to float*
  store float %.137.us.6.us, float* %uglygep568569, align 4
  %sunkaddr2170 = mul i64 %loop.index.12.us.us, 4
  %67 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2171 = getelementptr i8, i8* %67, i64 %sunkaddr2170
  %sunkaddr2172 = getelementptr i8, i8* %sunkaddr2171, i64 28
  %68 = bitcast i8* %sunkaddr2172 to float*
  %.137.us.7.us = load float, float* %68, align 4
  %uglygep570 = getelementptr i8, i8* %uglygep568, i64 %.46
  %uglygep570571 = bitcast i8* %uglygep570 to float*
  store float %.137.us.7.us, float* %uglygep570571, align 4
  %scevgep483.us = getelementptr i1, i1* %lsr.iv481482.us, i64 %7
  %sunkaddr2173 = mul i64 %loop.index.12.us.us, 4
  %69 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2174 = getelementptr i8, i8* %69, i64 %sunkaddr2173
  %sunkaddr2175 = getelementptr i8, i8* %sunkaddr2174, i64 32
  %70 = bitcast i8* %sunkaddr2175 to float*
  %.137.us.us.1 = load float, float* %70, align 4
  %uglygep572 = getelementptr i8, i8* %uglygep570, i64 %.46
  %uglygep572573 = bitcast i8* %uglygep572 to float*
  store float %.137.us.us.1, float* %uglygep572573, align 4
  %sunkaddr2176 = mul i64 %loop.index.12.us.us, 4
  %71 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2177 = getelementptr i8, i8* %71, i64 %sunkaddr2176
  %sunkaddr2178 = getelementptr i8, i8* %sunkaddr2177, i64 36
  %72 = bitcast i8* %sunkaddr2178 to float*
  %.137.us.1.us.1 = load float, float* %72, align 4
  %uglygep574 = getelementptr i8, i8* %uglygep572, i64 %.46
  %uglygep574575 = bitcast i8* %uglygep574 to float*
  store float %.137.us.1.us.1, float* %uglygep574575, align 4
  %sunkaddr2179 = mul i64 %loop.index.12.us.us, 4
  %73 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2180 = getelementptr i8, i8* %73, i64 %sunkaddr2179
  %sunkaddr2181 = getelementptr i8, i8* %sunkaddr2180, i64 40
  %74 = bitcast i8* %sunkaddr2181 to float*
  %.137.us.2.us.1 = load float, float* %74, align 4
  %uglygep576 = getelementptr i8, i8* %uglygep574, i64 %.46
  %uglygep576577 = bitcast i8* %uglygep576 to float*
  store float %.137.us.2.us.1, float* %uglygep576577, align 4
  %sunkaddr2182 = mul i64 %loop.index.12.us.us, 4
  %75 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2183 = getelementptr i8, i8* %75, i64 %sunkaddr2182
  %sunkaddr2184 = getelementptr i8, i8* %sunkaddr2183, i64 44
  %76 = bitcast i8* %sunkaddr2184 to float*
  %.137.us.3.us.1 = load float, float* %76, align 4
  %uglygep578 = getelementptr i8, i8* %uglygep576, i64 %.46
  %uglygep578579 = bitcast i8* %uglygep578 to float*
  store float %.137.us.3.us.1, float* %uglygep578579, align 4
  %sunkaddr2185 = mul i64 %loop.index.12.us.us, 4
  %77 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2186 = getelementptr i8, i8* %77, i64 %sunkaddr2185
  %sunkaddr2187 = getelementptr i8, i8* %sunkaddr2186, i64 48
  %78 = bitcast i8* %sunkaddr2187 to float*
  %.137.us.4.us.1 = load float, float* %78, align 4
  %uglygep580 = getelementptr i8, i8* %uglygep578, i64 %.46
  %uglygep580581 = bitcast i8* %uglygep580 to float*
  store float %.137.us.4.us.1, float* %uglygep580581, align 4
  %sunkaddr2188 = mul i64 %loop.index.12.us.us, 4
  %79 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2189 = getelementptr i8, i8* %79, i64 %sunkaddr2188
  %sunkaddr2190 = getelementptr i8, i8* %sunkaddr2189, i64 52
  %80 = bitcast i8* %sunkaddr2190 to float*
  %.137.us.5.us.1 = load float, float* %80, align 4
  %uglygep582 = getelementptr i8, i8* %uglygep580, i64 %.46
  %uglygep582583 = bitcast i8* %uglygep582 to float*
  store float %.137.us.5.us.1, float* %uglygep582583, align 4
  %sunkaddr2191 = mul i64 %loop.index.12.us.us, 4
  %81 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2192 = getelementptr i8, i8* %81, i64 %sunkaddr2191
  %sunkaddr2193 = getelementptr i8, i8* %sunkaddr2192, i64 56
  %82 = bitcast i8* %sunkaddr2193 to float*
  %.137.us.6.us.1 = load float, float* %82, align 4
  %uglygep584 = getelementptr i8, i8* %uglygep582, i64 %.46
  %uglygep584585 = bitcast i8* %uglygep584 to float*
  store float %.137.us.6.us.1, float* %uglygep584585, align 4
  %sunkaddr2194 = mul i64 %loop.index.12.us.us, 4
  %83 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2195 = getelementptr i8, i8* %83, i64 %sunkaddr2194
  %sunkaddr2196 = getelementptr i8, i8* %sunkaddr2195, i64 60
  %84 = bitcast i8* %sunkaddr2196 to float*
  %.137.us.7.us.1 = load float, float* %84, align 4
  %uglygep586 = getelementptr i8, i8* %uglygep584, i64 %.46
  %uglygep586587 = bitcast i8* %uglygep586 to float*
  store float %.137.us.7.us.1, float* %uglygep586587, align 4
  %scevgep483.us.1 = getelementptr i1, i1* %scevgep483.us, i64 %7
  %sunkaddr2197 = mul i64 %loop.index.12.us.us, 4
  %85 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2198 = getelementptr i8, i8* %85, i64 %sunkaddr2197
  %sunkaddr2199 = getelementptr i8, i8* %sunkaddr2198, i64 64
  %86 = bitcast i8* %sunkaddr2199 to float*
  %.137.us.us.2 = load float, float* %86, align 4
  %uglygep588 = getelementptr i8, i8* %uglygep586, i64 %.46
  %uglygep588589 = bitcast i8* %uglygep588 to float*
  store float %.137.us.us.2, float* %uglygep588589, align 4
  %sunkaddr2200 = mul i64 %loop.index.12.us.us, 4
  %87 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2201 = getelementptr i8, i8* %87, i64 %sunkaddr2200
  %sunkaddr2202 = getelementptr i8, i8* %sunkaddr2201, i64 68
  %88 = bitcast i8* %sunkaddr2202 to float*
  %.137.us.1.us.2 = load float, float* %88, align 4
  %uglygep590 = getelementptr i8, i8* %uglygep588, i64 %.46
  %uglygep590591 = bitcast i8* %uglygep590 to float*
  store float %.137.us.1.us.2, float* %uglygep590591, align 4
  %sunkaddr2203 = mul i64 %loop.index.12.us.us, 4
  %89 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2204 = getelementptr i8, i8* %89, i64 %sunkaddr2203
  %sunkaddr2205 = getelementptr i8, i8* %sunkaddr2204, i64 72
  %90 = bitcast i8* %sunkaddr2205 to float*
  %.137.us.2.us.2 = load float, float* %90, align 4
  %uglygep592 = getelementptr i8, i8* %uglygep590, i64 %.46
  %uglygep592593 = bitcast i8* %uglygep592 to float*
  store float %.137.us.2.us.2, float* %uglygep592593, align 4
  %sunkaddr2206 = mul i64 %loop.index.12.us.us, 4
  %91 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2207 = getelementptr i8, i8* %91, i64 %sunkaddr2206
  %sunkaddr2208 = getelementptr i8, i8* %sunkaddr2207, i64 76
  %92 = bitcast i8* %sunkaddr2208 to float*
  %.137.us.3.us.2 = load float, float* %92, align 4
  %uglygep594 = getelementptr i8, i8* %uglygep592, i64 %.46
  %uglygep594595 = bitcast i8* %uglygep594 to float*
  store float %.137.us.3.us.2, float* %uglygep594595, align 4
  %sunkaddr2209 = mul i64 %loop.index.12.us.us, 4
  %93 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2210 = getelementptr i8, i8* %93, i64 %sunkaddr2209
  %sunkaddr2211 = getelementptr i8, i8* %sunkaddr2210, i64 80
  %94 = bitcast i8* %sunkaddr2211 to float*
  %.137.us.4.us.2 = load float, float* %94, align 4
  %uglygep596 = getelementptr i8, i8* %uglygep594, i64 %.46
  %uglygep596597 = bitcast i8* %uglygep596 to float*
  store float %.137.us.4.us.2, float* %uglygep596597, align 4
  %sunkaddr2212 = mul i64 %loop.index.12.us.us, 4
  %95 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2213 = getelementptr i8, i8* %95, i64 %sunkaddr2212
  %sunkaddr2214 = getelementptr i8, i8* %sunkaddr2213, i64 84
  %96 = bitcast i8* %sunkaddr2214 to float*
  %.137.us.5.us.2 = load float, float* %96, align 4
  %uglygep598 = getelementptr i8, i8* %uglygep596, i64 %.46
  %uglygep598599 = bitcast i8* %uglygep598 to float*
  store float %.137.us.5.us.2, float* %uglygep598599, align 4
  %sunkaddr2215 = mul i64 %loop.index.12.us.us, 4
  %97 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2216 = getelementptr i8, i8* %97, i64 %sunkaddr2215
  %sunkaddr2217 = getelementptr i8, i8* %sunkaddr2216, i64 88
  %98 = bitcast i8* %sunkaddr2217 to float*
  %.137.us.6.us.2 = load float, float* %98, align 4
  %uglygep600 = getelementptr i8, i8* %uglygep598, i64 %.46
  %uglygep600601 = bitcast i8* %uglygep600 to float*
  store float %.137.us.6.us.2, float* %uglygep600601, align 4
  %sunkaddr2218 = mul i64 %loop.index.12.us.us, 4
  %99 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2219 = getelementptr i8, i8* %99, i64 %sunkaddr2218
  %sunkaddr2220 = getelementptr i8, i8* %sunkaddr2219, i64 92
  %100 = bitcast i8* %sunkaddr2220 to float*
  %.137.us.7.us.2 = load float, float* %100, align 4
  %uglygep602 = getelementptr i8, i8* %uglygep600, i64 %.46
  %uglygep602603 = bitcast i8* %uglygep602 to float*
  store float %.137.us.7.us.2, float* %uglygep602603, align 4
  %scevgep483.us.2 = getelementptr i1, i1* %scevgep483.us.1, i64 %7
  %sunkaddr2221 = mul i64 %loop.index.12.us.us, 4
  %101 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2222 = getelementptr i8, i8* %101, i64 %sunkaddr2221
  %sunkaddr2223 = getelementptr i8, i8* %sunkaddr2222, i64 96
  %102 = bitcast i8* %sunkaddr2223 to float*
  %.137.us.us.3 = load float, float* %102, align 4
  %uglygep604 = getelementptr i8, i8* %uglygep602, i64 %.46
  %uglygep604605 = bitcast i8* %uglygep604 to float*
  store float %.137.us.us.3, float* %uglygep604605, align 4
  %sunkaddr2224 = mul i64 %loop.index.12.us.us, 4
  %103 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2225 = getelementptr i8, i8* %103, i64 %sunkaddr2224
  %sunkaddr2226 = getelementptr i8, i8* %sunkaddr2225, i64 100
  %104 = bitcast i8* %sunkaddr2226 to float*
  %.137.us.1.us.3 = load float, float* %104, align 4
  %uglygep606 = getelementptr i8, i8* %uglygep604, i64 %.46
  %uglygep606607 = bitcast i8* %uglygep606 to float*
  store float %.137.us.1.us.3, float* %uglygep606607, align 4
  %sunkaddr2227 = mul i64 %loop.index.12.us.us, 4
  %105 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2228 = getelementptr i8, i8* %105, i64 %sunkaddr2227
  %sunkaddr2229 = getelementptr i8, i8* %sunkaddr2228, i64 104
  %106 = bitcast i8* %sunkaddr2229 to float*
  %.137.us.2.us.3 = load float, float* %106, align 4
  %uglygep608 = getelementptr i8, i8* %uglygep606, i64 %.46
  %uglygep608609 = bitcast i8* %uglygep608 to float*
  store float %.137.us.2.us.3, float* %uglygep608609, align 4
  %sunkaddr2230 = mul i64 %loop.index.12.us.us, 4
  %107 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2231 = getelementptr i8, i8* %107, i64 %sunkaddr2230
  %sunkaddr2232 = getelementptr i8, i8* %sunkaddr2231, i64 108
  %108 = bitcast i8* %sunkaddr2232 to float*
  %.137.us.3.us.3 = load float, float* %108, align 4
  %uglygep610 = getelementptr i8, i8* %uglygep608, i64 %.46
  %uglygep610611 = bitcast i8* %uglygep610 to float*
  store float %.137.us.3.us.3, float* %uglygep610611, align 4
  %sunkaddr2233 = mul i64 %loop.index.12.us.us, 4
  %109 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2234 = getelementptr i8, i8* %109, i64 %sunkaddr2233
  %sunkaddr2235 = getelementptr i8, i8* %sunkaddr2234, i64 112
  %110 = bitcast i8* %sunkaddr2235 to float*
  %.137.us.4.us.3 = load float, float* %110, align 4
  %uglygep612 = getelementptr i8, i8* %uglygep610, i64 %.46
  %uglygep612613 = bitcast i8* %uglygep612 to float*
  store float %.137.us.4.us.3, float* %uglygep612613, align 4
  %sunkaddr2236 = mul i64 %loop.index.12.us.us, 4
  %111 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2237 = getelementptr i8, i8* %111, i64 %sunkaddr2236
  %sunkaddr2238 = getelementptr i8, i8* %sunkaddr2237, i64 116
  %112 = bitcast i8* %sunkaddr2238 to float*
  %.137.us.5.us.3 = load float, float* %112, align 4
  %uglygep614 = getelementptr i8, i8* %uglygep612, i64 %.46
  %uglygep614615 = bitcast i8* %uglygep614 to float*
  store float %.137.us.5.us.3, float* %uglygep614615, align 4
  %sunkaddr2239 = mul i64 %loop.index.12.us.us, 4
  %113 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2240 = getelementptr i8, i8* %113, i64 %sunkaddr2239
  %sunkaddr2241 = getelementptr i8, i8* %sunkaddr2240, i64 120
  %114 = bitcast i8* %sunkaddr2241 to float*
  %.137.us.6.us.3 = load float, float* %114, align 4
  %uglygep616 = getelementptr i8, i8* %uglygep614, i64 %.46
  %uglygep616617 = bitcast i8* %uglygep616 to float*
  store float %.137.us.6.us.3, float* %uglygep616617, align 4
  %sunkaddr2242 = mul i64 %loop.index.12.us.us, 4
  %115 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2243 = getelementptr i8, i8* %115, i64 %sunkaddr2242
  %sunkaddr2244 = getelementptr i8, i8* %sunkaddr2243, i64 124
  %116 = bitcast i8* %sunkaddr2244 to float*
  %.137.us.7.us.3 = load float, float* %116, align 4
  %uglygep618 = getelementptr i8, i8* %uglygep616, i64 %.46
  %uglygep618619 = bitcast i8* %uglygep618 to float*
  store float %.137.us.7.us.3, float* %uglygep618619, align 4
  %scevgep483.us.3 = getelementptr i1, i1* %scevgep483.us.2, i64 %7
  %sunkaddr2245 = mul i64 %loop.index.12.us.us, 4
  %117 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2246 = getelementptr i8, i8* %117, i64 %sunkaddr2245
  %sunkaddr2247 = getelementptr i8, i8* %sunkaddr2246, i64 128
  %118 = bitcast i8* %sunkaddr2247 to float*
  %.137.us.us.4 = load float, float* %118, align 4
  %uglygep620 = getelementptr i8, i8* %uglygep618, i64 %.46
  %uglygep620621 = bitcast i8* %uglygep620 to float*
  store float %.137.us.us.4, float* %uglygep620621, align 4
  %sunkaddr2248 = mul i64 %loop.index.12.us.us, 4
  %119 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2249 = getelementptr i8, i8* %119, i64 %sunkaddr2248
  %sunkaddr2250 = getelementptr i8, i8* %sunkaddr2249, i64 132
  %120 = bitcast i8* %sunkaddr2250 to float*
  %.137.us.1.us.4 = load float, float* %120, align 4
  %uglygep622 = getelementptr i8, i8* %uglygep620, i64 %.46
  %uglygep622623 = bitcast i8* %uglygep622 to float*
  store float %.137.us.1.us.4, float* %uglygep622623, align 4
  %sunkaddr2251 = mul i64 %loop.index.12.us.us, 4
  %121 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2252 = getelementptr i8, i8* %121, i64 %sunkaddr2251
  %sunkaddr2253 = getelementptr i8, i8* %sunkaddr2252, i64 136
  %122 = bitcast i8* %sunkaddr2253 to float*
  %.137.us.2.us.4 = load float, float* %122, align 4
  %uglygep624 = getelementptr i8, i8* %uglygep622, i64 %.46
  %uglygep624625 = bitcast i8* %uglygep624 to float*
  store float %.137.us.2.us.4, float* %uglygep624625, align 4
  %sunkaddr2254 = mul i64 %loop.index.12.us.us, 4
  %123 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2255 = getelementptr i8, i8* %123, i64 %sunkaddr2254
  %sunkaddr2256 = getelementptr i8, i8* %sunkaddr2255, i64 140
  %124 = bitcast i8* %sunkaddr2256 to float*
  %.137.us.3.us.4 = load float, float* %124, align 4
  %uglygep626 = getelementptr i8, i8* %uglygep624, i64 %.46
  %uglygep626627 = bitcast i8* %uglygep626 to float*
  store float %.137.us.3.us.4, float* %uglygep626627, align 4
  %sunkaddr2257 = mul i64 %loop.index.12.us.us, 4
  %125 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2258 = getelementptr i8, i8* %125, i64 %sunkaddr2257
  %sunkaddr2259 = getelementptr i8, i8* %sunkaddr2258, i64 144
  %126 = bitcast i8* %sunkaddr2259 to float*
  %.137.us.4.us.4 = load float, float* %126, align 4
  %uglygep628 = getelementptr i8, i8* %uglygep626, i64 %.46
  %uglygep628629 = bitcast i8* %uglygep628 to float*
  store float %.137.us.4.us.4, float* %uglygep628629, align 4
  %sunkaddr2260 = mul i64 %loop.index.12.us.us, 4
  %127 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2261 = getelementptr i8, i8* %127, i64 %sunkaddr2260
  %sunkaddr2262 = getelementptr i8, i8* %sunkaddr2261, i64 148
  %128 = bitcast i8* %sunkaddr2262 to float*
  %.137.us.5.us.4 = load float, float* %128, align 4
  %uglygep630 = getelementptr i8, i8* %uglygep628, i64 %.46
  %uglygep630631 = bitcast i8* %uglygep630 to float*
  store float %.137.us.5.us.4, float* %uglygep630631, align 4
  %sunkaddr2263 = mul i64 %loop.index.12.us.us, 4
  %129 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2264 = getelementptr i8, i8* %129, i64 %sunkaddr2263
  %sunkaddr2265 = getelementptr i8, i8* %sunkaddr2264, i64 152
  %130 = bitcast i8* %sunkaddr2265 to float*
  %.137.us.6.us.4 = load float, float* %130, align 4
  %uglygep632 = getelementptr i8, i8* %uglygep630, i64 %.46
  %uglygep632633 = bitcast i8* %uglygep632 to float*
  store float %.137.us.6.us.4, float* %uglygep632633, align 4
  %sunkaddr2266 = mul i64 %loop.index.12.us.us, 4
  %131 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2267 = getelementptr i8, i8* %131, i64 %sunkaddr2266
  %sunkaddr2268 = getelementptr i8, i8* %sunkaddr2267, i64 156
  %132 = bitcast i8* %sunkaddr2268 to float*
  %.137.us.7.us.4 = load float, float* %132, align 4
  %uglygep634 = getelementptr i8, i8* %uglygep632, i64 %.46
  %uglygep634635 = bitcast i8* %uglygep634 to float*
  store float %.137.us.7.us.4, float* %uglygep634635, align 4
  %scevgep483.us.4 = getelementptr i1, i1* %scevgep483.us.3, i64 %7
  %sunkaddr2269 = mul i64 %loop.index.12.us.us, 4
  %133 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2270 = getelementptr i8, i8* %133, i64 %sunkaddr2269
  %sunkaddr2271 = getelementptr i8, i8* %sunkaddr2270, i64 160
  %134 = bitcast i8* %sunkaddr2271 to float*
  %.137.us.us.5 = load float, float* %134, align 4
  %uglygep636 = getelementptr i8, i8* %uglygep634, i64 %.46
  %uglygep636637 = bitcast i8* %uglygep636 to float*
  store float %.137.us.us.5, float* %uglygep636637, align 4
  %sunkaddr2272 = mul i64 %loop.index.12.us.us, 4
  %135 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2273 = getelementptr i8, i8* %135, i64 %sunkaddr2272
  %sunkaddr2274 = getelementptr i8, i8* %sunkaddr2273, i64 164
  %136 = bitcast i8* %sunkaddr2274 to float*
  %.137.us.1.us.5 = load float, float* %136, align 4
  %uglygep638 = getelementptr i8, i8* %uglygep636, i64 %.46
  %uglygep638639 = bitcast i8* %uglygep638 to float*
  store float %.137.us.1.us.5, float* %uglygep638639, align 4
  %sunkaddr2275 = mul i64 %loop.index.12.us.us, 4
  %137 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2276 = getelementptr i8, i8* %137, i64 %sunkaddr2275
  %sunkaddr2277 = getelementptr i8, i8* %sunkaddr2276, i64 168
  %138 = bitcast i8* %sunkaddr2277 to float*
  %.137.us.2.us.5 = load float, float* %138, align 4
  %uglygep640 = getelementptr i8, i8* %uglygep638, i64 %.46
  %uglygep640641 = bitcast i8* %uglygep640 to float*
  store float %.137.us.2.us.5, float* %uglygep640641, align 4
  %sunkaddr2278 = mul i64 %loop.index.12.us.us, 4
  %139 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2279 = getelementptr i8, i8* %139, i64 %sunkaddr2278
  %sunkaddr2280 = getelementptr i8, i8* %sunkaddr2279, i64 172
  %140 = bitcast i8* %sunkaddr2280 to float*
  %.137.us.3.us.5 = load float, float* %140, align 4
  %uglygep642 = getelementptr i8, i8* %uglygep640, i64 %.46
  %uglygep642643 = bitcast i8* %uglygep642 to float*
  store float %.137.us.3.us.5, float* %uglygep642643, align 4
  %sunkaddr2281 = mul i64 %loop.index.12.us.us, 4
  %141 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2282 = getelementptr i8, i8* %141, i64 %sunkaddr2281
  %sunkaddr2283 = getelementptr i8, i8* %sunkaddr2282, i64 176
  %142 = bitcast i8* %sunkaddr2283 to float*
  %.137.us.4.us.5 = load float, float* %142, align 4
  %uglygep644 = getelementptr i8, i8* %uglygep642, i64 %.46
  %uglygep644645 = bitcast i8* %uglygep644 to float*
  store float %.137.us.4.us.5, float* %uglygep644645, align 4
  %sunkaddr2284 = mul i64 %loop.index.12.us.us, 4
  %143 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2285 = getelementptr i8, i8* %143, i64 %sunkaddr2284
  %sunkaddr2286 = getelementptr i8, i8* %sunkaddr2285, i64 180
  %144 = bitcast i8* %sunkaddr2286 to float*
  %.137.us.5.us.5 = load float, float* %144, align 4
  %uglygep646 = getelementptr i8, i8* %uglygep644, i64 %.46
  %uglygep646647 = bitcast i8* %uglygep646 to float*
  store float %.137.us.5.us.5, float* %uglygep646647, align 4
  %sunkaddr2287 = mul i64 %loop.index.12.us.us, 4
  %145 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2288 = getelementptr i8, i8* %145, i64 %sunkaddr2287
  %sunkaddr2289 = getelementptr i8, i8* %sunkaddr2288, i64 184
  %146 = bitcast i8* %sunkaddr2289 to float*
  %.137.us.6.us.5 = load float, float* %146, align 4
  %uglygep648 = getelementptr i8, i8* %uglygep646, i64 %.46
  %uglygep648649 = bitcast i8* %uglygep648 to float*
  store float %.137.us.6.us.5, float* %uglygep648649, align 4
  %sunkaddr2290 = mul i64 %loop.index.12.us.us, 4
  %147 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2291 = getelementptr i8, i8* %147, i64 %sunkaddr2290
  %sunkaddr2292 = getelementptr i8, i8* %sunkaddr2291, i64 188
  %148 = bitcast i8* %sunkaddr2292 to float*
  %.137.us.7.us.5 = load float, float* %148, align 4
  %uglygep650 = getelementptr i8, i8* %uglygep648, i64 %.46
  %uglygep650651 = bitcast i8* %uglygep650 to float*
  store float %.137.us.7.us.5, float* %uglygep650651, align 4
  %scevgep483.us.5 = getelementptr i1, i1* %scevgep483.us.4, i64 %7
  %sunkaddr2293 = mul i64 %loop.index.12.us.us, 4
  %149 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2294 = getelementptr i8, i8* %149, i64 %sunkaddr2293
  %sunkaddr2295 = getelementptr i8, i8* %sunkaddr2294, i64 192
  %150 = bitcast i8* %sunkaddr2295 to float*
  %.137.us.us.6 = load float, float* %150, align 4
  %uglygep652 = getelementptr i8, i8* %uglygep650, i64 %.46
  %uglygep652653 = bitcast i8* %uglygep652 to float*
  store float %.137.us.us.6, float* %uglygep652653, align 4
  %sunkaddr2296 = mul i64 %loop.index.12.us.us, 4
  %151 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2297 = getelementptr i8, i8* %151, i64 %sunkaddr2296
  %sunkaddr2298 = getelementptr i8, i8* %sunkaddr2297, i64 196
  %152 = bitcast i8* %sunkaddr2298 to float*
  %.137.us.1.us.6 = load float, float* %152, align 4
  %uglygep654 = getelementptr i8, i8* %uglygep652, i64 %.46
  %uglygep654655 = bitcast i8* %uglygep654 to float*
  store float %.137.us.1.us.6, float* %uglygep654655, align 4
  %sunkaddr2299 = mul i64 %loop.index.12.us.us, 4
  %153 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2300 = getelementptr i8, i8* %153, i64 %sunkaddr2299
  %sunkaddr2301 = getelementptr i8, i8* %sunkaddr2300, i64 200
  %154 = bitcast i8* %sunkaddr2301 to float*
  %.137.us.2.us.6 = load float, float* %154, align 4
  %uglygep656 = getelementptr i8, i8* %uglygep654, i64 %.46
  %uglygep656657 = bitcast i8* %uglygep656 to float*
  store float %.137.us.2.us.6, float* %uglygep656657, align 4
  %sunkaddr2302 = mul i64 %loop.index.12.us.us, 4
  %155 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2303 = getelementptr i8, i8* %155, i64 %sunkaddr2302
  %sunkaddr2304 = getelementptr i8, i8* %sunkaddr2303, i64 204
  %156 = bitcast i8* %sunkaddr2304 to float*
  %.137.us.3.us.6 = load float, float* %156, align 4
  %uglygep658 = getelementptr i8, i8* %uglygep656, i64 %.46
  %uglygep658659 = bitcast i8* %uglygep658 to float*
  store float %.137.us.3.us.6, float* %uglygep658659, align 4
  %sunkaddr2305 = mul i64 %loop.index.12.us.us, 4
  %157 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2306 = getelementptr i8, i8* %157, i64 %sunkaddr2305
  %sunkaddr2307 = getelementptr i8, i8* %sunkaddr2306, i64 208
  %158 = bitcast i8* %sunkaddr2307 to float*
  %.137.us.4.us.6 = load float, float* %158, align 4
  %uglygep660 = getelementptr i8, i8* %uglygep658, i64 %.46
  %uglygep660661 = bitcast i8* %uglygep660 to float*
  store float %.137.us.4.us.6, float* %uglygep660661, align 4
  %sunkaddr2308 = mul i64 %loop.index.12.us.us, 4
  %159 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2309 = getelementptr i8, i8* %159, i64 %sunkaddr2308
  %sunkaddr2310 = getelementptr i8, i8* %sunkaddr2309, i64 212
  %160 = bitcast i8* %sunkaddr2310 to float*
  %.137.us.5.us.6 = load float, float* %160, align 4
  %uglygep662 = getelementptr i8, i8* %uglygep660, i64 %.46
  %uglygep662663 = bitcast i8* %uglygep662 to float*
  store float %.137.us.5.us.6, float* %uglygep662663, align 4
  %sunkaddr2311 = mul i64 %loop.index.12.us.us, 4
  %161 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2312 = getelementptr i8, i8* %161, i64 %sunkaddr2311
  %sunkaddr2313 = getelementptr i8, i8* %sunkaddr2312, i64 216
  %162 = bitcast i8* %sunkaddr2313 to float*
  %.137.us.6.us.6 = load float, float* %162, align 4
  %uglygep664 = getelementptr i8, i8* %uglygep662, i64 %.46
  %uglygep664665 = bitcast i8* %uglygep664 to float*
  store float %.137.us.6.us.6, float* %uglygep664665, align 4
  %sunkaddr2314 = mul i64 %loop.index.12.us.us, 4
  %163 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2315 = getelementptr i8, i8* %163, i64 %sunkaddr2314
  %sunkaddr2316 = getelementptr i8, i8* %sunkaddr2315, i64 220
  %164 = bitcast i8* %sunkaddr2316 to float*
  %.137.us.7.us.6 = load float, float* %164, align 4
  %uglygep666 = getelementptr i8, i8* %uglygep664, i64 %.46
  %uglygep666667 = bitcast i8* %uglygep666 to float*
  store float %.137.us.7.us.6, float* %uglygep666667, align 4
  %scevgep483.us.6 = getelementptr i1, i1* %scevgep483.us.5, i64 %7
  %sunkaddr2317 = mul i64 %loop.index.12.us.us, 4
  %165 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2318 = getelementptr i8, i8* %165, i64 %sunkaddr2317
  %sunkaddr2319 = getelementptr i8, i8* %sunkaddr2318, i64 224
  %166 = bitcast i8* %sunkaddr2319 to float*
  %.137.us.us.7 = load float, float* %166, align 4
  %uglygep668 = getelementptr i8, i8* %uglygep666, i64 %.46
  %uglygep668669 = bitcast i8* %uglygep668 to float*
  store float %.137.us.us.7, float* %uglygep668669, align 4
  %sunkaddr2320 = mul i64 %loop.index.12.us.us, 4
  %167 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2321 = getelementptr i8, i8* %167, i64 %sunkaddr2320
  %sunkaddr2322 = getelementptr i8, i8* %sunkaddr2321, i64 228
  %168 = bitcast i8* %sunkaddr2322 to float*
  %.137.us.1.us.7 = load float, float* %168, align 4
  %uglygep670 = getelementptr i8, i8* %uglygep668, i64 %.46
  %uglygep670671 = bitcast i8* %uglygep670 to float*
  store float %.137.us.1.us.7, float* %uglygep670671, align 4
  %sunkaddr2323 = mul i64 %loop.index.12.us.us, 4
  %169 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2324 = getelementptr i8, i8* %169, i64 %sunkaddr2323
  %sunkaddr2325 = getelementptr i8, i8* %sunkaddr2324, i64 232
  %170 = bitcast i8* %sunkaddr2325 to float*
  %.137.us.2.us.7 = load float, float* %170, align 4
  %uglygep672 = getelementptr i8, i8* %uglygep670, i64 %.46
  %uglygep672673 = bitcast i8* %uglygep672 to float*
  store float %.137.us.2.us.7, float* %uglygep672673, align 4
  %sunkaddr2326 = mul i64 %loop.index.12.us.us, 4
  %171 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2327 = getelementptr i8, i8* %171, i64 %sunkaddr2326
  %sunkaddr2328 = getelementptr i8, i8* %sunkaddr2327, i64 236
  %172 = bitcast i8* %sunkaddr2328 to float*
  %.137.us.3.us.7 = load float, float* %172, align 4
  %uglygep674 = getelementptr i8, i8* %uglygep672, i64 %.46
  %uglygep674675 = bitcast i8* %uglygep674 to float*
  store float %.137.us.3.us.7, float* %uglygep674675, align 4
  %sunkaddr2329 = mul i64 %loop.index.12.us.us, 4
  %173 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2330 = getelementptr i8, i8* %173, i64 %sunkaddr2329
  %sunkaddr2331 = getelementptr i8, i8* %sunkaddr2330, i64 240
  %174 = bitcast i8* %sunkaddr2331 to float*
  %.137.us.4.us.7 = load float, float* %174, align 4
  %uglygep676 = getelementptr i8, i8* %uglygep674, i64 %.46
  %uglygep676677 = bitcast i8* %uglygep676 to float*
  store float %.137.us.4.us.7, float* %uglygep676677, align 4
  %sunkaddr2332 = mul i64 %loop.index.12.us.us, 4
  %175 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2333 = getelementptr i8, i8* %175, i64 %sunkaddr2332
  %sunkaddr2334 = getelementptr i8, i8* %sunkaddr2333, i64 244
  %176 = bitcast i8* %sunkaddr2334 to float*
  %.137.us.5.us.7 = load float, float* %176, align 4
  %uglygep678 = getelementptr i8, i8* %uglygep676, i64 %.46
  %uglygep678679 = bitcast i8* %uglygep678 to float*
  store float %.137.us.5.us.7, float* %uglygep678679, align 4
  %sunkaddr2335 = mul i64 %loop.index.12.us.us, 4
  %177 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2336 = getelementptr i8, i8* %177, i64 %sunkaddr2335
  %sunkaddr2337 = getelementptr i8, i8* %sunkaddr2336, i64 248
  %178 = bitcast i8* %sunkaddr2337 to float*
  %.137.us.6.us.7 = load float, float* %178, align 4
  %uglygep680 = getelementptr i8, i8* %uglygep678, i64 %.46
  %uglygep680681 = bitcast i8* %uglygep680 to float*
  store float %.137.us.6.us.7, float* %uglygep680681, align 4
  %sunkaddr2338 = mul i64 %loop.index.12.us.us, 4
  %179 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2339 = getelementptr i8, i8* %179, i64 %sunkaddr2338
  %sunkaddr2340 = getelementptr i8, i8* %sunkaddr2339, i64 252
  %180 = bitcast i8* %sunkaddr2340 to float*
  %.137.us.7.us.7 = load float, float* %180, align 4
  %uglygep682 = getelementptr i8, i8* %uglygep680, i64 %.46
  %uglygep682683 = bitcast i8* %uglygep682 to float*
  store float %.137.us.7.us.7, float* %uglygep682683, align 4
  %.139.us.7.us.7 = or i64 %loop.index.12.us.us, 64
  %scevgep483.us.7 = getelementptr i1, i1* %scevgep483.us.6, i64 %7
  %scevgep555.1 = getelementptr float, float* %lsr.iv464.us, i64 %.139.us.7.us.7
  %.137.us.us.1399 = load float, float* %scevgep555.1, align 4
  %uglygep408.1434 = getelementptr i1, i1* %scevgep483.us.7, i64 %lsr.iv487.us
  %uglygep408409.1 = bitcast i1* %uglygep408.1434 to float*
  store float %.137.us.us.1399, float* %uglygep408409.1, align 4
  %sunkaddr2341 = mul i64 %.139.us.7.us.7, 4
  %181 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2342 = getelementptr i8, i8* %181, i64 %sunkaddr2341
  %sunkaddr2343 = getelementptr i8, i8* %sunkaddr2342, i64 4
  %182 = bitcast i8* %sunkaddr2343 to float*
  %.137.us.1.us.1400 = load float, float* %182, align 4
  %uglygep558.1435 = getelementptr i1, i1* %uglygep408.1434, i64 %.46
  %uglygep558559.1 = bitcast i1* %uglygep558.1435 to float*
  store float %.137.us.1.us.1400, float* %uglygep558559.1, align 4
  %sunkaddr2344 = mul i64 %.139.us.7.us.7, 4
  %183 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2345 = getelementptr i8, i8* %183, i64 %sunkaddr2344
  %sunkaddr2346 = getelementptr i8, i8* %sunkaddr2345, i64 8
  %184 = bitcast i8* %sunkaddr2346 to float*
  %.137.us.2.us.1401 = load float, float* %184, align 4
  %uglygep560.1436 = getelementptr i1, i1* %uglygep558.1435, i64 %.46
  %uglygep560561.1 = bitcast i1* %uglygep560.1436 to float*
  store float %.137.us.2.us.1401, float* %uglygep560561.1, align 4
  %sunkaddr2347 = mul i64 %.139.us.7.us.7, 4
  %185 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2348 = getelementptr i8, i8* %185, i64 %sunkaddr2347
  %sunkaddr2349 = getelementptr i8, i8* %sunkaddr2348, i64 12
  %186 = bitcast i8* %sunkaddr2349 to float*
  %.137.us.3.us.1402 = load float, float* %186, align 4
  %uglygep562.1437 = getelementptr i1, i1* %uglygep560.1436, i64 %.46
  %uglygep562563.1 = bitcast i1* %uglygep562.1437 to float*
  store float %.137.us.3.us.1402, float* %uglygep562563.1, align 4
  %sunkaddr2350 = mul i64 %.139.us.7.us.7, 4
  %187 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2351 = getelementptr i8, i8* %187, i64 %sunkaddr2350
  %sunkaddr2352 = getelementptr i8, i8* %sunkaddr2351, i64 16
  %188 = bitcast i8* %sunkaddr2352 to float*
  %.137.us.4.us.1403 = load float, float* %188, align 4
  %uglygep564.1438 = getelementptr i1, i1* %uglygep562.1437, i64 %.46
  %uglygep564565.1 = bitcast i1* %uglygep564.1438 to float*
  store float %.137.us.4.us.1403, float* %uglygep564565.1, align 4
  %sunkaddr2353 = mul i64 %.139.us.7.us.7, 4
  %189 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2354 = getelementptr i8, i8* %189, i64 %sunkaddr2353
  %sunkaddr2355 = getelementptr i8, i8* %sunkaddr2354, i64 20
  %190 = bitcast i8* %sunkaddr2355 to float*
  %.137.us.5.us.1404 = load float, float* %190, align 4
  %uglygep566.1439 = getelementptr i1, i1* %uglygep564.1438, i64 %.46
  %uglygep566567.1 = bitcast i1* %uglygep566.1439 to float*
  store float %.137.us.5.us.1404, float* %uglygep566567.1, align 4
  %sunkaddr2356 = mul i64 %.139.us.7.us.7, 4
  %191 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2357 = getelementptr i8, i8* %191, i64 %sunkaddr2356
  %sunkaddr2358 = getelementptr i8, i8* %sunkaddr2357, i64 24
  %192 = bitcast i8* %sunkaddr2358 to float*
  %.137.us.6.us.1405 = load float, float* %192, align 4
  %uglygep568.1440 = getelementptr i1, i1* %uglygep566.1439, i64 %.46
  %uglygep568569.1 = bitcast i1* %uglygep568.1440 to float*
  store float %.137.us.6.us.1405, float* %uglygep568569.1, align 4
  %sunkaddr2359 = mul i64 %.139.us.7.us.7, 4
  %193 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2360 = getelementptr i8, i8* %193, i64 %sunkaddr2359
  %sunkaddr2361 = getelementptr i8, i8* %sunkaddr2360, i64 28
  %194 = bitcast i8* %sunkaddr2361 to float*
  %.137.us.7.us.1406 = load float, float* %194, align 4
  %uglygep570.1441 = getelementptr i1, i1* %uglygep568.1440, i64 %.46
  %uglygep570571.1 = bitcast i1* %uglygep570.1441 to float*
  store float %.137.us.7.us.1406, float* %uglygep570571.1, align 4
  %scevgep483.us.1407 = getelementptr i1, i1* %scevgep483.us.7, i64 %7
  %sunkaddr2362 = mul i64 %.139.us.7.us.7, 4
  %195 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2363 = getelementptr i8, i8* %195, i64 %sunkaddr2362
  %sunkaddr2364 = getelementptr i8, i8* %sunkaddr2363, i64 32
  %196 = bitcast i8* %sunkaddr2364 to float*
  %.137.us.us.1.1 = load float, float* %196, align 4
  %uglygep572.1442 = getelementptr i1, i1* %uglygep570.1441, i64 %.46
  %uglygep572573.1 = bitcast i1* %uglygep572.1442 to float*
  store float %.137.us.us.1.1, float* %uglygep572573.1, align 4
  %sunkaddr2365 = mul i64 %.139.us.7.us.7, 4
  %197 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2366 = getelementptr i8, i8* %197, i64 %sunkaddr2365
  %sunkaddr2367 = getelementptr i8, i8* %sunkaddr2366, i64 36
  %198 = bitcast i8* %sunkaddr2367 to float*
  %.137.us.1.us.1.1 = load float, float* %198, align 4
  %uglygep574.1443 = getelementptr i1, i1* %uglygep572.1442, i64 %.46
  %uglygep574575.1 = bitcast i1* %uglygep574.1443 to float*
  store float %.137.us.1.us.1.1, float* %uglygep574575.1, align 4
  %sunkaddr2368 = mul i64 %.139.us.7.us.7, 4
  %199 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2369 = getelementptr i8, i8* %199, i64 %sunkaddr2368
  %sunkaddr2370 = getelementptr i8, i8* %sunkaddr2369, i64 40
  %200 = bitcast i8* %sunkaddr2370 to float*
  %.137.us.2.us.1.1 = load float, float* %200, align 4
  %uglygep576.1444 = getelementptr i1, i1* %uglygep574.1443, i64 %.46
  %uglygep576577.1 = bitcast i1* %uglygep576.1444 to float*
  store float %.137.us.2.us.1.1, float* %uglygep576577.1, align 4
  %sunkaddr2371 = mul i64 %.139.us.7.us.7, 4
  %201 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2372 = getelementptr i8, i8* %201, i64 %sunkaddr2371
  %sunkaddr2373 = getelementptr i8, i8* %sunkaddr2372, i64 44
  %202 = bitcast i8* %sunkaddr2373 to float*
  %.137.us.3.us.1.1 = load float, float* %202, align 4
  %uglygep578.1445 = getelementptr i1, i1* %uglygep576.1444, i64 %.46
  %uglygep578579.1 = bitcast i1* %uglygep578.1445 to float*
  store float %.137.us.3.us.1.1, float* %uglygep578579.1, align 4
  %sunkaddr2374 = mul i64 %.139.us.7.us.7, 4
  %203 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2375 = getelementptr i8, i8* %203, i64 %sunkaddr2374
  %sunkaddr2376 = getelementptr i8, i8* %sunkaddr2375, i64 48
  %204 = bitcast i8* %sunkaddr2376 to float*
  %.137.us.4.us.1.1 = load float, float* %204, align 4
  %uglygep580.1446 = getelementptr i1, i1* %uglygep578.1445, i64 %.46
  %uglygep580581.1 = bitcast i1* %uglygep580.1446 to float*
  store float %.137.us.4.us.1.1, float* %uglygep580581.1, align 4
  %sunkaddr2377 = mul i64 %.139.us.7.us.7, 4
  %205 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2378 = getelementptr i8, i8* %205, i64 %sunkaddr2377
  %sunkaddr2379 = getelementptr i8, i8* %sunkaddr2378, i64 52
  %206 = bitcast i8* %sunkaddr2379 to float*
  %.137.us.5.us.1.1 = load float, float* %206, align 4
  %uglygep582.1447 = getelementptr i1, i1* %uglygep580.1446, i64 %.46
  %uglygep582583.1 = bitcast i1* %uglygep582.1447 to float*
  store float %.137.us.5.us.1.1, float* %uglygep582583.1, align 4
  %sunkaddr2380 = mul i64 %.139.us.7.us.7, 4
  %207 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2381 = getelementptr i8, i8* %207, i64 %sunkaddr2380
  %sunkaddr2382 = getelementptr i8, i8* %sunkaddr2381, i64 56
  %208 = bitcast i8* %sunkaddr2382 to float*
  %.137.us.6.us.1.1 = load float, float* %208, align 4
  %uglygep584.1448 = getelementptr i1, i1* %uglygep582.1447, i64 %.46
  %uglygep584585.1 = bitcast i1* %uglygep584.1448 to float*
  store float %.137.us.6.us.1.1, float* %uglygep584585.1, align 4
  %sunkaddr2383 = mul i64 %.139.us.7.us.7, 4
  %209 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2384 = getelementptr i8, i8* %209, i64 %sunkaddr2383
  %sunkaddr2385 = getelementptr i8, i8* %sunkaddr2384, i64 60
  %210 = bitcast i8* %sunkaddr2385 to float*
  %.137.us.7.us.1.1 = load float, float* %210, align 4
  %uglygep586.1449 = getelementptr i1, i1* %uglygep584.1448, i64 %.46
  %uglygep586587.1 = bitcast i1* %uglygep586.1449 to float*
  store float %.137.us.7.us.1.1, float* %uglygep586587.1, align 4
  %scevgep483.us.1.1 = getelementptr i1, i1* %scevgep483.us.1407, i64 %7
  %sunkaddr2386 = mul i64 %.139.us.7.us.7, 4
  %211 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2387 = getelementptr i8, i8* %211, i64 %sunkaddr2386
  %sunkaddr2388 = getelementptr i8, i8* %sunkaddr2387, i64 64
  %212 = bitcast i8* %sunkaddr2388 to float*
  %.137.us.us.2.1 = load float, float* %212, align 4
  %uglygep588.1450 = getelementptr i1, i1* %uglygep586.1449, i64 %.46
  %uglygep588589.1 = bitcast i1* %uglygep588.1450 to float*
  store float %.137.us.us.2.1, float* %uglygep588589.1, align 4
  %sunkaddr2389 = mul i64 %.139.us.7.us.7, 4
  %213 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2390 = getelementptr i8, i8* %213, i64 %sunkaddr2389
  %sunkaddr2391 = getelementptr i8, i8* %sunkaddr2390, i64 68
  %214 = bitcast i8* %sunkaddr2391 to float*
  %.137.us.1.us.2.1 = load float, float* %214, align 4
  %uglygep590.1451 = getelementptr i1, i1* %uglygep588.1450, i64 %.46
  %uglygep590591.1 = bitcast i1* %uglygep590.1451 to float*
  store float %.137.us.1.us.2.1, float* %uglygep590591.1, align 4
  %sunkaddr2392 = mul i64 %.139.us.7.us.7, 4
  %215 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2393 = getelementptr i8, i8* %215, i64 %sunkaddr2392
  %sunkaddr2394 = getelementptr i8, i8* %sunkaddr2393, i64 72
  %216 = bitcast i8* %sunkaddr2394 to float*
  %.137.us.2.us.2.1 = load float, float* %216, align 4
  %uglygep592.1452 = getelementptr i1, i1* %uglygep590.1451, i64 %.46
  %uglygep592593.1 = bitcast i1* %uglygep592.1452 to float*
  store float %.137.us.2.us.2.1, float* %uglygep592593.1, align 4
  %sunkaddr2395 = mul i64 %.139.us.7.us.7, 4
  %217 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2396 = getelementptr i8, i8* %217, i64 %sunkaddr2395
  %sunkaddr2397 = getelementptr i8, i8* %sunkaddr2396, i64 76
  %218 = bitcast i8* %sunkaddr2397 to float*
  %.137.us.3.us.2.1 = load float, float* %218, align 4
  %uglygep594.1453 = getelementptr i1, i1* %uglygep592.1452, i64 %.46
  %uglygep594595.1 = bitcast i1* %uglygep594.1453 to float*
  store float %.137.us.3.us.2.1, float* %uglygep594595.1, align 4
  %sunkaddr2398 = mul i64 %.139.us.7.us.7, 4
  %219 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2399 = getelementptr i8, i8* %219, i64 %sunkaddr2398
  %sunkaddr2400 = getelementptr i8, i8* %sunkaddr2399, i64 80
  %220 = bitcast i8* %sunkaddr2400 to float*
  %.137.us.4.us.2.1 = load float, float* %220, align 4
  %uglygep596.1454 = getelementptr i1, i1* %uglygep594.1453, i64 %.46
  %uglygep596597.1 = bitcast i1* %uglygep596.1454 to float*
  store float %.137.us.4.us.2.1, float* %uglygep596597.1, align 4
  %sunkaddr2401 = mul i64 %.139.us.7.us.7, 4
  %221 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2402 = getelementptr i8, i8* %221, i64 %sunkaddr2401
  %sunkaddr2403 = getelementptr i8, i8* %sunkaddr2402, i64 84
  %222 = bitcast i8* %sunkaddr2403 to float*
  %.137.us.5.us.2.1 = load float, float* %222, align 4
  %uglygep598.1455 = getelementptr i1, i1* %uglygep596.1454, i64 %.46
  %uglygep598599.1 = bitcast i1* %uglygep598.1455 to float*
  store float %.137.us.5.us.2.1, float* %uglygep598599.1, align 4
  %sunkaddr2404 = mul i64 %.139.us.7.us.7, 4
  %223 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2405 = getelementptr i8, i8* %223, i64 %sunkaddr2404
  %sunkaddr2406 = getelementptr i8, i8* %sunkaddr2405, i64 88
  %224 = bitcast i8* %sunkaddr2406 to float*
  %.137.us.6.us.2.1 = load float, float* %224, align 4
  %uglygep600.1456 = getelementptr i1, i1* %uglygep598.1455, i64 %.46
  %uglygep600601.1 = bitcast i1* %uglygep600.1456 to float*
  store float %.137.us.6.us.2.1, float* %uglygep600601.1, align 4
  %sunkaddr2407 = mul i64 %.139.us.7.us.7, 4
  %225 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2408 = getelementptr i8, i8* %225, i64 %sunkaddr2407
  %sunkaddr2409 = getelementptr i8, i8* %sunkaddr2408, i64 92
  %226 = bitcast i8* %sunkaddr2409 to float*
  %.137.us.7.us.2.1 = load float, float* %226, align 4
  %uglygep602.1457 = getelementptr i1, i1* %uglygep600.1456, i64 %.46
  %uglygep602603.1 = bitcast i1* %uglygep602.1457 to float*
  store float %.137.us.7.us.2.1, float* %uglygep602603.1, align 4
  %scevgep483.us.2.1 = getelementptr i1, i1* %scevgep483.us.1.1, i64 %7
  %sunkaddr2410 = mul i64 %.139.us.7.us.7, 4
  %227 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2411 = getelementptr i8, i8* %227, i64 %sunkaddr2410
  %sunkaddr2412 = getelementptr i8, i8* %sunkaddr2411, i64 96
  %228 = bitcast i8* %sunkaddr2412 to float*
  %.137.us.us.3.1 = load float, float* %228, align 4
  %uglygep604.1458 = getelementptr i1, i1* %uglygep602.1457, i64 %.46
  %uglygep604605.1 = bitcast i1* %uglygep604.1458 to float*
  store float %.137.us.us.3.1, float* %uglygep604605.1, align 4
  %sunkaddr2413 = mul i64 %.139.us.7.us.7, 4
  %229 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2414 = getelementptr i8, i8* %229, i64 %sunkaddr2413
  %sunkaddr2415 = getelementptr i8, i8* %sunkaddr2414, i64 100
  %230 = bitcast i8* %sunkaddr2415 to float*
  %.137.us.1.us.3.1 = load float, float* %230, align 4
  %uglygep606.1459 = getelementptr i1, i1* %uglygep604.1458, i64 %.46
  %uglygep606607.1 = bitcast i1* %uglygep606.1459 to float*
  store float %.137.us.1.us.3.1, float* %uglygep606607.1, align 4
  %sunkaddr2416 = mul i64 %.139.us.7.us.7, 4
  %231 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2417 = getelementptr i8, i8* %231, i64 %sunkaddr2416
  %sunkaddr2418 = getelementptr i8, i8* %sunkaddr2417, i64 104
  %232 = bitcast i8* %sunkaddr2418 to float*
  %.137.us.2.us.3.1 = load float, float* %232, align 4
  %uglygep608.1460 = getelementptr i1, i1* %uglygep606.1459, i64 %.46
  %uglygep608609.1 = bitcast i1* %uglygep608.1460 to float*
  store float %.137.us.2.us.3.1, float* %uglygep608609.1, align 4
  %sunkaddr2419 = mul i64 %.139.us.7.us.7, 4
  %233 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2420 = getelementptr i8, i8* %233, i64 %sunkaddr2419
  %sunkaddr2421 = getelementptr i8, i8* %sunkaddr2420, i64 108
  %234 = bitcast i8* %sunkaddr2421 to float*
  %.137.us.3.us.3.1 = load float, float* %234, align 4
  %uglygep610.1461 = getelementptr i1, i1* %uglygep608.1460, i64 %.46
  %uglygep610611.1 = bitcast i1* %uglygep610.1461 to float*
  store float %.137.us.3.us.3.1, float* %uglygep610611.1, align 4
  %sunkaddr2422 = mul i64 %.139.us.7.us.7, 4
  %235 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2423 = getelementptr i8, i8* %235, i64 %sunkaddr2422
  %sunkaddr2424 = getelementptr i8, i8* %sunkaddr2423, i64 112
  %236 = bitcast i8* %sunkaddr2424 to float*
  %.137.us.4.us.3.1 = load float, float* %236, align 4
  %uglygep612.1462 = getelementptr i1, i1* %uglygep610.1461, i64 %.46
  %uglygep612613.1 = bitcast i1* %uglygep612.1462 to float*
  store float %.137.us.4.us.3.1, float* %uglygep612613.1, align 4
  %sunkaddr2425 = mul i64 %.139.us.7.us.7, 4
  %237 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2426 = getelementptr i8, i8* %237, i64 %sunkaddr2425
  %sunkaddr2427 = getelementptr i8, i8* %sunkaddr2426, i64 116
  %238 = bitcast i8* %sunkaddr2427 to float*
  %.137.us.5.us.3.1 = load float, float* %238, align 4
  %uglygep614.1463 = getelementptr i1, i1* %uglygep612.1462, i64 %.46
  %uglygep614615.1 = bitcast i1* %uglygep614.1463 to float*
  store float %.137.us.5.us.3.1, float* %uglygep614615.1, align 4
  %sunkaddr2428 = mul i64 %.139.us.7.us.7, 4
  %239 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2429 = getelementptr i8, i8* %239, i64 %sunkaddr2428
  %sunkaddr2430 = getelementptr i8, i8* %sunkaddr2429, i64 120
  %240 = bitcast i8* %sunkaddr2430 to float*
  %.137.us.6.us.3.1 = load float, float* %240, align 4
  %uglygep616.1464 = getelementptr i1, i1* %uglygep614.1463, i64 %.46
  %uglygep616617.1 = bitcast i1* %uglygep616.1464 to float*
  store float %.137.us.6.us.3.1, float* %uglygep616617.1, align 4
  %sunkaddr2431 = mul i64 %.139.us.7.us.7, 4
  %241 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2432 = getelementptr i8, i8* %241, i64 %sunkaddr2431
  %sunkaddr2433 = getelementptr i8, i8* %sunkaddr2432, i64 124
  %242 = bitcast i8* %sunkaddr2433 to float*
  %.137.us.7.us.3.1 = load float, float* %242, align 4
  %uglygep618.1465 = getelementptr i1, i1* %uglygep616.1464, i64 %.46
  %uglygep618619.1 = bitcast i1* %uglygep618.1465 to float*
  store float %.137.us.7.us.3.1, float* %uglygep618619.1, align 4
  %scevgep483.us.3.1 = getelementptr i1, i1* %scevgep483.us.2.1, i64 %7
  %sunkaddr2434 = mul i64 %.139.us.7.us.7, 4
  %243 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2435 = getelementptr i8, i8* %243, i64 %sunkaddr2434
  %sunkaddr2436 = getelementptr i8, i8* %sunkaddr2435, i64 128
  %244 = bitcast i8* %sunkaddr2436 to float*
  %.137.us.us.4.1 = load float, float* %244, align 4
  %uglygep620.1466 = getelementptr i1, i1* %uglygep618.1465, i64 %.46
  %uglygep620621.1 = bitcast i1* %uglygep620.1466 to float*
  store float %.137.us.us.4.1, float* %uglygep620621.1, align 4
  %sunkaddr2437 = mul i64 %.139.us.7.us.7, 4
  %245 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2438 = getelementptr i8, i8* %245, i64 %sunkaddr2437
  %sunkaddr2439 = getelementptr i8, i8* %sunkaddr2438, i64 132
  %246 = bitcast i8* %sunkaddr2439 to float*
  %.137.us.1.us.4.1 = load float, float* %246, align 4
  %uglygep622.1467 = getelementptr i1, i1* %uglygep620.1466, i64 %.46
  %uglygep622623.1 = bitcast i1* %uglygep622.1467 to float*
  store float %.137.us.1.us.4.1, float* %uglygep622623.1, align 4
  %sunkaddr2440 = mul i64 %.139.us.7.us.7, 4
  %247 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2441 = getelementptr i8, i8* %247, i64 %sunkaddr2440
  %sunkaddr2442 = getelementptr i8, i8* %sunkaddr2441, i64 136
  %248 = bitcast i8* %sunkaddr2442 to float*
  %.137.us.2.us.4.1 = load float, float* %248, align 4
  %uglygep624.1468 = getelementptr i1, i1* %uglygep622.1467, i64 %.46
  %uglygep624625.1 = bitcast i1* %uglygep624.1468 to float*
  store float %.137.us.2.us.4.1, float* %uglygep624625.1, align 4
  %sunkaddr2443 = mul i64 %.139.us.7.us.7, 4
  %249 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2444 = getelementptr i8, i8* %249, i64 %sunkaddr2443
  %sunkaddr2445 = getelementptr i8, i8* %sunkaddr2444, i64 140
  %250 = bitcast i8* %sunkaddr2445 to float*
  %.137.us.3.us.4.1 = load float, float* %250, align 4
  %uglygep626.1469 = getelementptr i1, i1* %uglygep624.1468, i64 %.46
  %uglygep626627.1 = bitcast i1* %uglygep626.1469 to float*
  store float %.137.us.3.us.4.1, float* %uglygep626627.1, align 4
  %sunkaddr2446 = mul i64 %.139.us.7.us.7, 4
  %251 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2447 = getelementptr i8, i8* %251, i64 %sunkaddr2446
  %sunkaddr2448 = getelementptr i8, i8* %sunkaddr2447, i64 144
  %252 = bitcast i8* %sunkaddr2448 to float*
  %.137.us.4.us.4.1 = load float, float* %252, align 4
  %uglygep628.1470 = getelementptr i1, i1* %uglygep626.1469, i64 %.46
  %uglygep628629.1 = bitcast i1* %uglygep628.1470 to float*
  store float %.137.us.4.us.4.1, float* %uglygep628629.1, align 4
  %sunkaddr2449 = mul i64 %.139.us.7.us.7, 4
  %253 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2450 = getelementptr i8, i8* %253, i64 %sunkaddr2449
  %sunkaddr2451 = getelementptr i8, i8* %sunkaddr2450, i64 148
  %254 = bitcast i8* %sunkaddr2451 to float*
  %.137.us.5.us.4.1 = load float, float* %254, align 4
  %uglygep630.1471 = getelementptr i1, i1* %uglygep628.1470, i64 %.46
  %uglygep630631.1 = bitcast i1* %uglygep630.1471 to float*
  store float %.137.us.5.us.4.1, float* %uglygep630631.1, align 4
  %sunkaddr2452 = mul i64 %.139.us.7.us.7, 4
  %255 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2453 = getelementptr i8, i8* %255, i64 %sunkaddr2452
  %sunkaddr2454 = getelementptr i8, i8* %sunkaddr2453, i64 152
  %256 = bitcast i8* %sunkaddr2454 to float*
  %.137.us.6.us.4.1 = load float, float* %256, align 4
  %uglygep632.1472 = getelementptr i1, i1* %uglygep630.1471, i64 %.46
  %uglygep632633.1 = bitcast i1* %uglygep632.1472 to float*
  store float %.137.us.6.us.4.1, float* %uglygep632633.1, align 4
  %sunkaddr2455 = mul i64 %.139.us.7.us.7, 4
  %257 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2456 = getelementptr i8, i8* %257, i64 %sunkaddr2455
  %sunkaddr2457 = getelementptr i8, i8* %sunkaddr2456, i64 156
  %258 = bitcast i8* %sunkaddr2457 to float*
  %.137.us.7.us.4.1 = load float, float* %258, align 4
  %uglygep634.1473 = getelementptr i1, i1* %uglygep632.1472, i64 %.46
  %uglygep634635.1 = bitcast i1* %uglygep634.1473 to float*
  store float %.137.us.7.us.4.1, float* %uglygep634635.1, align 4
  %scevgep483.us.4.1 = getelementptr i1, i1* %scevgep483.us.3.1, i64 %7
  %sunkaddr2458 = mul i64 %.139.us.7.us.7, 4
  %259 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2459 = getelementptr i8, i8* %259, i64 %sunkaddr2458
  %sunkaddr2460 = getelementptr i8, i8* %sunkaddr2459, i64 160
  %260 = bitcast i8* %sunkaddr2460 to float*
  %.137.us.us.5.1 = load float, float* %260, align 4
  %uglygep636.1474 = getelementptr i1, i1* %uglygep634.1473, i64 %.46
  %uglygep636637.1 = bitcast i1* %uglygep636.1474 to float*
  store float %.137.us.us.5.1, float* %uglygep636637.1, align 4
  %sunkaddr2461 = mul i64 %.139.us.7.us.7, 4
  %261 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2462 = getelementptr i8, i8* %261, i64 %sunkaddr2461
  %sunkaddr2463 = getelementptr i8, i8* %sunkaddr2462, i64 164
  %262 = bitcast i8* %sunkaddr2463 to float*
  %.137.us.1.us.5.1 = load float, float* %262, align 4
  %uglygep638.1475 = getelementptr i1, i1* %uglygep636.1474, i64 %.46
  %uglygep638639.1 = bitcast i1* %uglygep638.1475 to float*
  store float %.137.us.1.us.5.1, float* %uglygep638639.1, align 4
  %sunkaddr2464 = mul i64 %.139.us.7.us.7, 4
  %263 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2465 = getelementptr i8, i8* %263, i64 %sunkaddr2464
  %sunkaddr2466 = getelementptr i8, i8* %sunkaddr2465, i64 168
  %264 = bitcast i8* %sunkaddr2466 to float*
  %.137.us.2.us.5.1 = load float, float* %264, align 4
  %uglygep640.1476 = getelementptr i1, i1* %uglygep638.1475, i64 %.46
  %uglygep640641.1 = bitcast i1* %uglygep640.1476 to float*
  store float %.137.us.2.us.5.1, float* %uglygep640641.1, align 4
  %sunkaddr2467 = mul i64 %.139.us.7.us.7, 4
  %265 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2468 = getelementptr i8, i8* %265, i64 %sunkaddr2467
  %sunkaddr2469 = getelementptr i8, i8* %sunkaddr2468, i64 172
  %266 = bitcast i8* %sunkaddr2469 to float*
  %.137.us.3.us.5.1 = load float, float* %266, align 4
  %uglygep642.1477 = getelementptr i1, i1* %uglygep640.1476, i64 %.46
  %uglygep642643.1 = bitcast i1* %uglygep642.1477 to float*
  store float %.137.us.3.us.5.1, float* %uglygep642643.1, align 4
  %sunkaddr2470 = mul i64 %.139.us.7.us.7, 4
  %267 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2471 = getelementptr i8, i8* %267, i64 %sunkaddr2470
  %sunkaddr2472 = getelementptr i8, i8* %sunkaddr2471, i64 176
  %268 = bitcast i8* %sunkaddr2472 to float*
  %.137.us.4.us.5.1 = load float, float* %268, align 4
  %uglygep644.1478 = getelementptr i1, i1* %uglygep642.1477, i64 %.46
  %uglygep644645.1 = bitcast i1* %uglygep644.1478 to float*
  store float %.137.us.4.us.5.1, float* %uglygep644645.1, align 4
  %sunkaddr2473 = mul i64 %.139.us.7.us.7, 4
  %269 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2474 = getelementptr i8, i8* %269, i64 %sunkaddr2473
  %sunkaddr2475 = getelementptr i8, i8* %sunkaddr2474, i64 180
  %270 = bitcast i8* %sunkaddr2475 to float*
  %.137.us.5.us.5.1 = load float, float* %270, align 4
  %uglygep646.1479 = getelementptr i1, i1* %uglygep644.1478, i64 %.46
  %uglygep646647.1 = bitcast i1* %uglygep646.1479 to float*
  store float %.137.us.5.us.5.1, float* %uglygep646647.1, align 4
  %sunkaddr2476 = mul i64 %.139.us.7.us.7, 4
  %271 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2477 = getelementptr i8, i8* %271, i64 %sunkaddr2476
  %sunkaddr2478 = getelementptr i8, i8* %sunkaddr2477, i64 184
  %272 = bitcast i8* %sunkaddr2478 to float*
  %.137.us.6.us.5.1 = load float, float* %272, align 4
  %uglygep648.1480 = getelementptr i1, i1* %uglygep646.1479, i64 %.46
  %uglygep648649.1 = bitcast i1* %uglygep648.1480 to float*
  store float %.137.us.6.us.5.1, float* %uglygep648649.1, align 4
  %sunkaddr2479 = mul i64 %.139.us.7.us.7, 4
  %273 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2480 = getelementptr i8, i8* %273, i64 %sunkaddr2479
  %sunkaddr2481 = getelementptr i8, i8* %sunkaddr2480, i64 188
  %274 = bitcast i8* %sunkaddr2481 to float*
  %.137.us.7.us.5.1 = load float, float* %274, align 4
  %uglygep650.1481 = getelementptr i1, i1* %uglygep648.1480, i64 %.46
  %uglygep650651.1 = bitcast i1* %uglygep650.1481 to float*
  store float %.137.us.7.us.5.1, float* %uglygep650651.1, align 4
  %scevgep483.us.5.1 = getelementptr i1, i1* %scevgep483.us.4.1, i64 %7
  %sunkaddr2482 = mul i64 %.139.us.7.us.7, 4
  %275 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2483 = getelementptr i8, i8* %275, i64 %sunkaddr2482
  %sunkaddr2484 = getelementptr i8, i8* %sunkaddr2483, i64 192
  %276 = bitcast i8* %sunkaddr2484 to float*
  %.137.us.us.6.1 = load float, float* %276, align 4
  %uglygep652.1482 = getelementptr i1, i1* %uglygep650.1481, i64 %.46
  %uglygep652653.1 = bitcast i1* %uglygep652.1482 to float*
  store float %.137.us.us.6.1, float* %uglygep652653.1, align 4
  %sunkaddr2485 = mul i64 %.139.us.7.us.7, 4
  %277 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2486 = getelementptr i8, i8* %277, i64 %sunkaddr2485
  %sunkaddr2487 = getelementptr i8, i8* %sunkaddr2486, i64 196
  %278 = bitcast i8* %sunkaddr2487 to float*
  %.137.us.1.us.6.1 = load float, float* %278, align 4
  %uglygep654.1483 = getelementptr i1, i1* %uglygep652.1482, i64 %.46
  %uglygep654655.1 = bitcast i1* %uglygep654.1483 to float*
  store float %.137.us.1.us.6.1, float* %uglygep654655.1, align 4
  %sunkaddr2488 = mul i64 %.139.us.7.us.7, 4
  %279 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2489 = getelementptr i8, i8* %279, i64 %sunkaddr2488
  %sunkaddr2490 = getelementptr i8, i8* %sunkaddr2489, i64 200
  %280 = bitcast i8* %sunkaddr2490 to float*
  %.137.us.2.us.6.1 = load float, float* %280, align 4
  %uglygep656.1484 = getelementptr i1, i1* %uglygep654.1483, i64 %.46
  %uglygep656657.1 = bitcast i1* %uglygep656.1484 to float*
  store float %.137.us.2.us.6.1, float* %uglygep656657.1, align 4
  %sunkaddr2491 = mul i64 %.139.us.7.us.7, 4
  %281 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2492 = getelementptr i8, i8* %281, i64 %sunkaddr2491
  %sunkaddr2493 = getelementptr i8, i8* %sunkaddr2492, i64 204
  %282 = bitcast i8* %sunkaddr2493 to float*
  %.137.us.3.us.6.1 = load float, float* %282, align 4
  %uglygep658.1485 = getelementptr i1, i1* %uglygep656.1484, i64 %.46
  %uglygep658659.1 = bitcast i1* %uglygep658.1485 to float*
  store float %.137.us.3.us.6.1, float* %uglygep658659.1, align 4
  %sunkaddr2494 = mul i64 %.139.us.7.us.7, 4
  %283 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2495 = getelementptr i8, i8* %283, i64 %sunkaddr2494
  %sunkaddr2496 = getelementptr i8, i8* %sunkaddr2495, i64 208
  %284 = bitcast i8* %sunkaddr2496 to float*
  %.137.us.4.us.6.1 = load float, float* %284, align 4
  %uglygep660.1486 = getelementptr i1, i1* %uglygep658.1485, i64 %.46
  %uglygep660661.1 = bitcast i1* %uglygep660.1486 to float*
  store float %.137.us.4.us.6.1, float* %uglygep660661.1, align 4
  %sunkaddr2497 = mul i64 %.139.us.7.us.7, 4
  %285 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2498 = getelementptr i8, i8* %285, i64 %sunkaddr2497
  %sunkaddr2499 = getelementptr i8, i8* %sunkaddr2498, i64 212
  %286 = bitcast i8* %sunkaddr2499 to float*
  %.137.us.5.us.6.1 = load float, float* %286, align 4
  %uglygep662.1487 = getelementptr i1, i1* %uglygep660.1486, i64 %.46
  %uglygep662663.1 = bitcast i1* %uglygep662.1487 to float*
  store float %.137.us.5.us.6.1, float* %uglygep662663.1, align 4
  %sunkaddr2500 = mul i64 %.139.us.7.us.7, 4
  %287 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2501 = getelementptr i8, i8* %287, i64 %sunkaddr2500
  %sunkaddr2502 = getelementptr i8, i8* %sunkaddr2501, i64 216
  %288 = bitcast i8* %sunkaddr2502 to float*
  %.137.us.6.us.6.1 = load float, float* %288, align 4
  %uglygep664.1488 = getelementptr i1, i1* %uglygep662.1487, i64 %.46
  %uglygep664665.1 = bitcast i1* %uglygep664.1488 to float*
  store float %.137.us.6.us.6.1, float* %uglygep664665.1, align 4
  %sunkaddr2503 = mul i64 %.139.us.7.us.7, 4
  %289 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2504 = getelementptr i8, i8* %289, i64 %sunkaddr2503
  %sunkaddr2505 = getelementptr i8, i8* %sunkaddr2504, i64 220
  %290 = bitcast i8* %sunkaddr2505 to float*
  %.137.us.7.us.6.1 = load float, float* %290, align 4
  %uglygep666.1489 = getelementptr i1, i1* %uglygep664.1488, i64 %.46
  %uglygep666667.1 = bitcast i1* %uglygep666.1489 to float*
  store float %.137.us.7.us.6.1, float* %uglygep666667.1, align 4
  %scevgep483.us.6.1 = getelementptr i1, i1* %scevgep483.us.5.1, i64 %7
  %sunkaddr2506 = mul i64 %.139.us.7.us.7, 4
  %291 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2507 = getelementptr i8, i8* %291, i64 %sunkaddr2506
  %sunkaddr2508 = getelementptr i8, i8* %sunkaddr2507, i64 224
  %292 = bitcast i8* %sunkaddr2508 to float*
  %.137.us.us.7.1 = load float, float* %292, align 4
  %uglygep668.1490 = getelementptr i1, i1* %uglygep666.1489, i64 %.46
  %uglygep668669.1 = bitcast i1* %uglygep668.1490 to float*
  store float %.137.us.us.7.1, float* %uglygep668669.1, align 4
  %sunkaddr2509 = mul i64 %.139.us.7.us.7, 4
  %293 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2510 = getelementptr i8, i8* %293, i64 %sunkaddr2509
  %sunkaddr2511 = getelementptr i8, i8* %sunkaddr2510, i64 228
  %294 = bitcast i8* %sunkaddr2511 to float*
  %.137.us.1.us.7.1 = load float, float* %294, align 4
  %uglygep670.1491 = getelementptr i1, i1* %uglygep668.1490, i64 %.46
  %uglygep670671.1 = bitcast i1* %uglygep670.1491 to float*
  store float %.137.us.1.us.7.1, float* %uglygep670671.1, align 4
  %sunkaddr2512 = mul i64 %.139.us.7.us.7, 4
  %295 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2513 = getelementptr i8, i8* %295, i64 %sunkaddr2512
  %sunkaddr2514 = getelementptr i8, i8* %sunkaddr2513, i64 232
  %296 = bitcast i8* %sunkaddr2514 to float*
  %.137.us.2.us.7.1 = load float, float* %296, align 4
  %uglygep672.1492 = getelementptr i1, i1* %uglygep670.1491, i64 %.46
  %uglygep672673.1 = bitcast i1* %uglygep672.1492 to float*
  store float %.137.us.2.us.7.1, float* %uglygep672673.1, align 4
  %sunkaddr2515 = mul i64 %.139.us.7.us.7, 4
  %297 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2516 = getelementptr i8, i8* %297, i64 %sunkaddr2515
  %sunkaddr2517 = getelementptr i8, i8* %sunkaddr2516, i64 236
  %298 = bitcast i8* %sunkaddr2517 to float*
  %.137.us.3.us.7.1 = load float, float* %298, align 4
  %uglygep674.1493 = getelementptr i1, i1* %uglygep672.1492, i64 %.46
  %uglygep674675.1 = bitcast i1* %uglygep674.1493 to float*
  store float %.137.us.3.us.7.1, float* %uglygep674675.1, align 4
  %sunkaddr2518 = mul i64 %.139.us.7.us.7, 4
  %299 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2519 = getelementptr i8, i8* %299, i64 %sunkaddr2518
  %sunkaddr2520 = getelementptr i8, i8* %sunkaddr2519, i64 240
  %300 = bitcast i8* %sunkaddr2520 to float*
  %.137.us.4.us.7.1 = load float, float* %300, align 4
  %uglygep676.1494 = getelementptr i1, i1* %uglygep674.1493, i64 %.46
  %uglygep676677.1 = bitcast i1* %uglygep676.1494 to float*
  store float %.137.us.4.us.7.1, float* %uglygep676677.1, align 4
  %sunkaddr2521 = mul i64 %.139.us.7.us.7, 4
  %301 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2522 = getelementptr i8, i8* %301, i64 %sunkaddr2521
  %sunkaddr2523 = getelementptr i8, i8* %sunkaddr2522, i64 244
  %302 = bitcast i8* %sunkaddr2523 to float*
  %.137.us.5.us.7.1 = load float, float* %302, align 4
  %uglygep678.1495 = getelementptr i1, i1* %uglygep676.1494, i64 %.46
  %uglygep678679.1 = bitcast i1* %uglygep678.1495 to float*
  store float %.137.us.5.us.7.1, float* %uglygep678679.1, align 4
  %sunkaddr2524 = mul i64 %.139.us.7.us.7, 4
  %303 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2525 = getelementptr i8, i8* %303, i64 %sunkaddr2524
  %sunkaddr2526 = getelementptr i8, i8* %sunkaddr2525, i64 248
  %304 = bitcast i8* %sunkaddr2526 to float*
  %.137.us.6.us.7.1 = load float, float* %304, align 4
  %uglygep680.1496 = getelementptr i1, i1* %uglygep678.1495, i64 %.46
  %uglygep680681.1 = bitcast i1* %uglygep680.1496 to float*
  store float %.137.us.6.us.7.1, float* %uglygep680681.1, align 4
  %sunkaddr2527 = mul i64 %.139.us.7.us.7, 4
  %305 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2528 = getelementptr i8, i8* %305, i64 %sunkaddr2527
  %sunkaddr2529 = getelementptr i8, i8* %sunkaddr2528, i64 252
  %306 = bitcast i8* %sunkaddr2529 to float*
  %.137.us.7.us.7.1 = load float, float* %306, align 4
  %uglygep682.1497 = getelementptr i1, i1* %uglygep680.1496, i64 %.46
  %uglygep682683.1 = bitcast i1* %uglygep682.1497 to float*
  store float %.137.us.7.us.7.1, float* %uglygep682683.1, align 4
  %.139.us.7.us.7.1 = add nuw i64 %loop.index.12.us.us, 128
  %scevgep483.us.7.1 = getelementptr i1, i1* %scevgep483.us.6.1, i64 %7
  %307 = bitcast i1* %scevgep483.us.7.1 to float*
  %niter398.next.1 = add i64 %niter398, 2
  %niter398.ncmp.1 = icmp eq i64 %niter398.next.1, %unroll_iter397
  br i1 %niter398.ncmp.1, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1.us.us, !llvm.loop !73

for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1.us.us
  %308 = bitcast i1* %scevgep483.us.7.1 to float*
  br label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa

for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.us.us.preheader
  %.139.us.7.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.us.preheader ], [ %.139.us.7.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %scevgep483.us.7.lcssa.ph = phi i1* [ undef, %for.body.1.us.us.preheader ], [ %scevgep483.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv481.us.unr393 = phi float* [ %.6.i6, %for.body.1.us.us.preheader ], [ %308, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %loop.index.12.us.us.unr394 = phi i64 [ 0, %for.body.1.us.us.preheader ], [ %.139.us.7.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %309 = and i64 %50, 1
  %310 = icmp eq i64 %309, 0
  br i1 %310, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit, label %for.body.1.us.us.epil384

for.body.1.us.us.epil384:                         ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa
  %lsr.iv481.us407.epil = bitcast float* %lsr.iv481.us.unr393 to i8*
  %lsr.iv481482.us.epil = bitcast float* %lsr.iv481.us.unr393 to i1*
  %scevgep555.epil = getelementptr float, float* %lsr.iv464.us, i64 %loop.index.12.us.us.unr394
  %.137.us.us.epil385 = load float, float* %scevgep555.epil, align 4
  %uglygep408.epil = getelementptr i8, i8* %lsr.iv481.us407.epil, i64 %lsr.iv487.us
  %uglygep408409.epil = bitcast i8* %uglygep408.epil to float*
  store float %.137.us.us.epil385, float* %uglygep408409.epil, align 4
  %sunkaddr2002653 = getelementptr float, float* %lsr.iv464.us, i64 1
  %sunkaddr2003654 = getelementptr float, float* %sunkaddr2002653, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.epil386 = load float, float* %sunkaddr2003654, align 4
  %uglygep558.epil = getelementptr i8, i8* %uglygep408.epil, i64 %.46
  %uglygep558559.epil = bitcast i8* %uglygep558.epil to float*
  store float %.137.us.1.us.epil386, float* %uglygep558559.epil, align 4
  %sunkaddr2005655 = getelementptr float, float* %lsr.iv464.us, i64 2
  %sunkaddr2006656 = getelementptr float, float* %sunkaddr2005655, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.epil387 = load float, float* %sunkaddr2006656, align 4
  %uglygep560.epil = getelementptr i8, i8* %uglygep558.epil, i64 %.46
  %uglygep560561.epil = bitcast i8* %uglygep560.epil to float*
  store float %.137.us.2.us.epil387, float* %uglygep560561.epil, align 4
  %sunkaddr2008657 = getelementptr float, float* %lsr.iv464.us, i64 3
  %sunkaddr2009658 = getelementptr float, float* %sunkaddr2008657, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.epil388 = load float, float* %sunkaddr2009658, align 4
  %uglygep562.epil = getelementptr i8, i8* %uglygep560.epil, i64 %.46
  %uglygep562563.epil = bitcast i8* %uglygep562.epil to float*
  store float %.137.us.3.us.epil388, float* %uglygep562563.epil, align 4
  %sunkaddr2011659 = getelementptr float, float* %lsr.iv464.us, i64 4
  %sunkaddr2012660 = getelementptr float, float* %sunkaddr2011659, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.epil389 = load float, float* %sunkaddr2012660, align 4
  %uglygep564.epil = getelementptr i8, i8* %uglygep562.epil, i64 %.46
  %uglygep564565.epil = bitcast i8* %uglygep564.epil to float*
  store float %.137.us.4.us.epil389, float* %uglygep564565.epil, align 4
  %sunkaddr2014661 = getelementptr float, float* %lsr.iv464.us, i64 5
  %sunkaddr2015662 = getelementptr float, float* %sunkaddr2014661, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.epil390 = load float, float* %sunkaddr2015662, align 4
  %uglygep566.epil = getelementptr i8, i8* %uglygep564.epil, i64 %.46
  %uglygep566567.epil = bitcast i8* %uglygep566.epil to float*
  store float %.137.us.5.us.epil390, float* %uglygep566567.epil, align 4
  %sunkaddr2017663 = getelementptr float, float* %lsr.iv464.us, i64 6
  %sunkaddr2018664 = getelementptr float, float* %sunkaddr2017663, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.epil391 = load float, float* %sunkaddr2018664, align 4
  %uglygep568.epil = getelementptr i8, i8* %uglygep566.epil, i64 %.46
  %uglygep568569.epil = bitcast i8* %uglygep568.epil to float*
  store float %.137.us.6.us.epil391, float* %uglygep568569.epil, align 4
  %sunkaddr2020665 = getelementptr float, float* %lsr.iv464.us, i64 7
  %sunkaddr2021666 = getelementptr float, float* %sunkaddr2020665, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.epil392 = load float, float* %sunkaddr2021666, align 4
  %uglygep570.epil = getelementptr i8, i8* %uglygep568.epil, i64 %.46
  %uglygep570571.epil = bitcast i8* %uglygep570.epil to float*
  store float %.137.us.7.us.epil392, float* %uglygep570571.epil, align 4
  %scevgep483.us.epil = getelementptr i1, i1* %lsr.iv481482.us.epil, i64 %7
  %sunkaddr2023667 = getelementptr float, float* %lsr.iv464.us, i64 8
  %sunkaddr2024668 = getelementptr float, float* %sunkaddr2023667, i64 %loop.index.12.us.us.unr394
  %.137.us.us.1.epil = load float, float* %sunkaddr2024668, align 4
  %uglygep572.epil = getelementptr i8, i8* %uglygep570.epil, i64 %.46
  %uglygep572573.epil = bitcast i8* %uglygep572.epil to float*
  store float %.137.us.us.1.epil, float* %uglygep572573.epil, align 4
  %sunkaddr2026669 = getelementptr float, float* %lsr.iv464.us, i64 9
  %sunkaddr2027670 = getelementptr float, float* %sunkaddr2026669, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.1.epil = load float, float* %sunkaddr2027670, align 4
  %uglygep574.epil = getelementptr i8, i8* %uglygep572.epil, i64 %.46
  %uglygep574575.epil = bitcast i8* %uglygep574.epil to float*
  store float %.137.us.1.us.1.epil, float* %uglygep574575.epil, align 4
  %sunkaddr2029671 = getelementptr float, float* %lsr.iv464.us, i64 10
  %sunkaddr2030672 = getelementptr float, float* %sunkaddr2029671, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.1.epil = load float, float* %sunkaddr2030672, align 4
  %uglygep576.epil = getelementptr i8, i8* %uglygep574.epil, i64 %.46
  %uglygep576577.epil = bitcast i8* %uglygep576.epil to float*
  store float %.137.us.2.us.1.epil, float* %uglygep576577.epil, align 4
  %sunkaddr2032673 = getelementptr float, float* %lsr.iv464.us, i64 11
  %sunkaddr2033674 = getelementptr float, float* %sunkaddr2032673, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.1.epil = load float, float* %sunkaddr2033674, align 4
  %uglygep578.epil = getelementptr i8, i8* %uglygep576.epil, i64 %.46
  %uglygep578579.epil = bitcast i8* %uglygep578.epil to float*
  store float %.137.us.3.us.1.epil, float* %uglygep578579.epil, align 4
  %sunkaddr2035675 = getelementptr float, float* %lsr.iv464.us, i64 12
  %sunkaddr2036676 = getelementptr float, float* %sunkaddr2035675, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.1.epil = load float, float* %sunkaddr2036676, align 4
  %uglygep580.epil = getelementptr i8, i8* %uglygep578.epil, i64 %.46
  %uglygep580581.epil = bitcast i8* %uglygep580.epil to float*
  store float %.137.us.4.us.1.epil, float* %uglygep580581.epil, align 4
  %sunkaddr2038677 = getelementptr float, float* %lsr.iv464.us, i64 13
  %sunkaddr2039678 = getelementptr float, float* %sunkaddr2038677, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.1.epil = load float, float* %sunkaddr2039678, align 4
  %uglygep582.epil = getelementptr i8, i8* %uglygep580.epil, i64 %.46
  %uglygep582583.epil = bitcast i8* %uglygep582.epil to float*
  store float %.137.us.5.us.1.epil, float* %uglygep582583.epil, align 4
  %sunkaddr2041679 = getelementptr float, float* %lsr.iv464.us, i64 14
  %sunkaddr2042680 = getelementptr float, float* %sunkaddr2041679, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.1.epil = load float, float* %sunkaddr2042680, align 4
  %uglygep584.epil = getelementptr i8, i8* %uglygep582.epil, i64 %.46
  %uglygep584585.epil = bitcast i8* %uglygep584.epil to float*
  store float %.137.us.6.us.1.epil, float* %uglygep584585.epil, align 4
  %sunkaddr2044681 = getelementptr float, float* %lsr.iv464.us, i64 15
  %sunkaddr2045682 = getelementptr float, float* %sunkaddr2044681, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.1.epil = load float, float* %sunkaddr2045682, align 4
  %uglygep586.epil = getelementptr i8, i8* %uglygep584.epil, i64 %.46
  %uglygep586587.epil = bitcast i8* %uglygep586.epil to float*
  store float %.137.us.7.us.1.epil, float* %uglygep586587.epil, align 4
  %scevgep483.us.1.epil = getelementptr i1, i1* %scevgep483.us.epil, i64 %7
  %sunkaddr2047683 = getelementptr float, float* %lsr.iv464.us, i64 16
  %sunkaddr2048684 = getelementptr float, float* %sunkaddr2047683, i64 %loop.index.12.us.us.unr394
  %.137.us.us.2.epil = load float, float* %sunkaddr2048684, align 4
  %uglygep588.epil = getelementptr i8, i8* %uglygep586.epil, i64 %.46
  %uglygep588589.epil = bitcast i8* %uglygep588.epil to float*
  store float %.137.us.us.2.epil, float* %uglygep588589.epil, align 4
  %sunkaddr2050685 = getelementptr float, float* %lsr.iv464.us, i64 17
  %sunkaddr2051686 = getelementptr float, float* %sunkaddr2050685, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.2.epil = load float, float* %sunkaddr2051686, align 4
  %uglygep590.epil = getelementptr i8, i8* %uglygep588.epil, i64 %.46
  %uglygep590591.epil = bitcast i8* %uglygep590.epil to float*
  store float %.137.us.1.us.2.epil, float* %uglygep590591.epil, align 4
  %sunkaddr2053687 = getelementptr float, float* %lsr.iv464.us, i64 18
  %sunkaddr2054688 = getelementptr float, float* %sunkaddr2053687, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.2.epil = load float, float* %sunkaddr2054688, align 4
  %uglygep592.epil = getelementptr i8, i8* %uglygep590.epil, i64 %.46
  %uglygep592593.epil = bitcast i8* %uglygep592.epil to float*
  store float %.137.us.2.us.2.epil, float* %uglygep592593.epil, align 4
  %sunkaddr2056689 = getelementptr float, float* %lsr.iv464.us, i64 19
  %sunkaddr2057690 = getelementptr float, float* %sunkaddr2056689, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.2.epil = load float, float* %sunkaddr2057690, align 4
  %uglygep594.epil = getelementptr i8, i8* %uglygep592.epil, i64 %.46
  %uglygep594595.epil = bitcast i8* %uglygep594.epil to float*
  store float %.137.us.3.us.2.epil, float* %uglygep594595.epil, align 4
  %sunkaddr2059691 = getelementptr float, float* %lsr.iv464.us, i64 20
  %sunkaddr2060692 = getelementptr float, float* %sunkaddr2059691, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.2.epil = load float, float* %sunkaddr2060692, align 4
  %uglygep596.epil = getelementptr i8, i8* %uglygep594.epil, i64 %.46
  %uglygep596597.epil = bitcast i8* %uglygep596.epil to float*
  store float %.137.us.4.us.2.epil, float* %uglygep596597.epil, align 4
  %sunkaddr2062693 = getelementptr float, float* %lsr.iv464.us, i64 21
  %sunkaddr2063694 = getelementptr float, float* %sunkaddr2062693, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.2.epil = load float, float* %sunkaddr2063694, align 4
  %uglygep598.epil = getelementptr i8, i8* %uglygep596.epil, i64 %.46
  %uglygep598599.epil = bitcast i8* %uglygep598.epil to float*
  store float %.137.us.5.us.2.epil, float* %uglygep598599.epil, align 4
  %sunkaddr2065695 = getelementptr float, float* %lsr.iv464.us, i64 22
  %sunkaddr2066696 = getelementptr float, float* %sunkaddr2065695, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.2.epil = load float, float* %sunkaddr2066696, align 4
  %uglygep600.epil = getelementptr i8, i8* %uglygep598.epil, i64 %.46
  %uglygep600601.epil = bitcast i8* %uglygep600.epil to float*
  store float %.137.us.6.us.2.epil, float* %uglygep600601.epil, align 4
  %sunkaddr2068697 = getelementptr float, float* %lsr.iv464.us, i64 23
  %sunkaddr2069698 = getelementptr float, float* %sunkaddr2068697, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.2.epil = load float, float* %sunkaddr2069698, align 4
  %uglygep602.epil = getelementptr i8, i8* %uglygep600.epil, i64 %.46
  %uglygep602603.epil = bitcast i8* %uglygep602.epil to float*
  store float %.137.us.7.us.2.epil, float* %uglygep602603.epil, align 4
  %scevgep483.us.2.epil = getelementptr i1, i1* %scevgep483.us.1.epil, i64 %7
  %sunkaddr2071699 = getelementptr float, float* %lsr.iv464.us, i64 24
  %sunkaddr2072700 = getelementptr float, float* %sunkaddr2071699, i64 %loop.index.12.us.us.unr394
  %.137.us.us.3.epil = load float, float* %sunkaddr2072700, align 4
  %uglygep604.epil = getelementptr i8, i8* %uglygep602.epil, i64 %.46
  %uglygep604605.epil = bitcast i8* %uglygep604.epil to float*
  store float %.137.us.us.3.epil, float* %uglygep604605.epil, align 4
  %sunkaddr2074701 = getelementptr float, float* %lsr.iv464.us, i64 25
  %sunkaddr2075702 = getelementptr float, float* %sunkaddr2074701, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.3.epil = load float, float* %sunkaddr2075702, align 4
  %uglygep606.epil = getelementptr i8, i8* %uglygep604.epil, i64 %.46
  %uglygep606607.epil = bitcast i8* %uglygep606.epil to float*
  store float %.137.us.1.us.3.epil, float* %uglygep606607.epil, align 4
  %sunkaddr2077703 = getelementptr float, float* %lsr.iv464.us, i64 26
  %sunkaddr2078704 = getelementptr float, float* %sunkaddr2077703, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.3.epil = load float, float* %sunkaddr2078704, align 4
  %uglygep608.epil = getelementptr i8, i8* %uglygep606.epil, i64 %.46
  %uglygep608609.epil = bitcast i8* %uglygep608.epil to float*
  store float %.137.us.2.us.3.epil, float* %uglygep608609.epil, align 4
  %sunkaddr2080705 = getelementptr float, float* %lsr.iv464.us, i64 27
  %sunkaddr2081706 = getelementptr float, float* %sunkaddr2080705, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.3.epil = load float, float* %sunkaddr2081706, align 4
  %uglygep610.epil = getelementptr i8, i8* %uglygep608.epil, i64 %.46
  %uglygep610611.epil = bitcast i8* %uglygep610.epil to float*
  store float %.137.us.3.us.3.epil, float* %uglygep610611.epil, align 4
  %sunkaddr2083707 = getelementptr float, float* %lsr.iv464.us, i64 28
  %sunkaddr2084708 = getelementptr float, float* %sunkaddr2083707, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.3.epil = load float, float* %sunkaddr2084708, align 4
  %uglygep612.epil = getelementptr i8, i8* %uglygep610.epil, i64 %.46
  %uglygep612613.epil = bitcast i8* %uglygep612.epil to float*
  store float %.137.us.4.us.3.epil, float* %uglygep612613.epil, align 4
  %sunkaddr2086709 = getelementptr float, float* %lsr.iv464.us, i64 29
  %sunkaddr2087710 = getelementptr float, float* %sunkaddr2086709, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.3.epil = load float, float* %sunkaddr2087710, align 4
  %uglygep614.epil = getelementptr i8, i8* %uglygep612.epil, i64 %.46
  %uglygep614615.epil = bitcast i8* %uglygep614.epil to float*
  store float %.137.us.5.us.3.epil, float* %uglygep614615.epil, align 4
  %sunkaddr2089711 = getelementptr float, float* %lsr.iv464.us, i64 30
  %sunkaddr2090712 = getelementptr float, float* %sunkaddr2089711, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.3.epil = load float, float* %sunkaddr2090712, align 4
  %uglygep616.epil = getelementptr i8, i8* %uglygep614.epil, i64 %.46
  %uglygep616617.epil = bitcast i8* %uglygep616.epil to float*
  store float %.137.us.6.us.3.epil, float* %uglygep616617.epil, align 4
  %sunkaddr2092713 = getelementptr float, float* %lsr.iv464.us, i64 31
  %sunkaddr2093714 = getelementptr float, float* %sunkaddr2092713, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.3.epil = load float, float* %sunkaddr2093714, align 4
  %uglygep618.epil = getelementptr i8, i8* %uglygep616.epil, i64 %.46
  %uglygep618619.epil = bitcast i8* %uglygep618.epil to float*
  store float %.137.us.7.us.3.epil, float* %uglygep618619.epil, align 4
  %scevgep483.us.3.epil = getelementptr i1, i1* %scevgep483.us.2.epil, i64 %7
  %sunkaddr2095715 = getelementptr float, float* %lsr.iv464.us, i64 32
  %sunkaddr2096716 = getelementptr float, float* %sunkaddr2095715, i64 %loop.index.12.us.us.unr394
  %.137.us.us.4.epil = load float, float* %sunkaddr2096716, align 4
  %uglygep620.epil = getelementptr i8, i8* %uglygep618.epil, i64 %.46
  %uglygep620621.epil = bitcast i8* %uglygep620.epil to float*
  store float %.137.us.us.4.epil, float* %uglygep620621.epil, align 4
  %sunkaddr2098717 = getelementptr float, float* %lsr.iv464.us, i64 33
  %sunkaddr2099718 = getelementptr float, float* %sunkaddr2098717, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.4.epil = load float, float* %sunkaddr2099718, align 4
  %uglygep622.epil = getelementptr i8, i8* %uglygep620.epil, i64 %.46
  %uglygep622623.epil = bitcast i8* %uglygep622.epil to float*
  store float %.137.us.1.us.4.epil, float* %uglygep622623.epil, align 4
  %sunkaddr2101719 = getelementptr float, float* %lsr.iv464.us, i64 34
  %sunkaddr2102720 = getelementptr float, float* %sunkaddr2101719, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.4.epil = load float, float* %sunkaddr2102720, align 4
  %uglygep624.epil = getelementptr i8, i8* %uglygep622.epil, i64 %.46
  %uglygep624625.epil = bitcast i8* %uglygep624.epil to float*
  store float %.137.us.2.us.4.epil, float* %uglygep624625.epil, align 4
  %sunkaddr2104721 = getelementptr float, float* %lsr.iv464.us, i64 35
  %sunkaddr2105722 = getelementptr float, float* %sunkaddr2104721, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.4.epil = load float, float* %sunkaddr2105722, align 4
  %uglygep626.epil = getelementptr i8, i8* %uglygep624.epil, i64 %.46
  %uglygep626627.epil = bitcast i8* %uglygep626.epil to float*
  store float %.137.us.3.us.4.epil, float* %uglygep626627.epil, align 4
  %sunkaddr2107723 = getelementptr float, float* %lsr.iv464.us, i64 36
  %sunkaddr2108724 = getelementptr float, float* %sunkaddr2107723, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.4.epil = load float, float* %sunkaddr2108724, align 4
  %uglygep628.epil = getelementptr i8, i8* %uglygep626.epil, i64 %.46
  %uglygep628629.epil = bitcast i8* %uglygep628.epil to float*
  store float %.137.us.4.us.4.epil, float* %uglygep628629.epil, align 4
  %sunkaddr2110725 = getelementptr float, float* %lsr.iv464.us, i64 37
  %sunkaddr2111726 = getelementptr float, float* %sunkaddr2110725, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.4.epil = load float, float* %sunkaddr2111726, align 4
  %uglygep630.epil = getelementptr i8, i8* %uglygep628.epil, i64 %.46
  %uglygep630631.epil = bitcast i8* %uglygep630.epil to float*
  store float %.137.us.5.us.4.epil, float* %uglygep630631.epil, align 4
  %sunkaddr2113727 = getelementptr float, float* %lsr.iv464.us, i64 38
  %sunkaddr2114728 = getelementptr float, float* %sunkaddr2113727, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.4.epil = load float, float* %sunkaddr2114728, align 4
  %uglygep632.epil = getelementptr i8, i8* %uglygep630.epil, i64 %.46
  %uglygep632633.epil = bitcast i8* %uglygep632.epil to float*
  store float %.137.us.6.us.4.epil, float* %uglygep632633.epil, align 4
  %sunkaddr2116729 = getelementptr float, float* %lsr.iv464.us, i64 39
  %sunkaddr2117730 = getelementptr float, float* %sunkaddr2116729, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.4.epil = load float, float* %sunkaddr2117730, align 4
  %uglygep634.epil = getelementptr i8, i8* %uglygep632.epil, i64 %.46
  %uglygep634635.epil = bitcast i8* %uglygep634.epil to float*
  store float %.137.us.7.us.4.epil, float* %uglygep634635.epil, align 4
  %scevgep483.us.4.epil = getelementptr i1, i1* %scevgep483.us.3.epil, i64 %7
  %sunkaddr2119731 = getelementptr float, float* %lsr.iv464.us, i64 40
  %sunkaddr2120732 = getelementptr float, float* %sunkaddr2119731, i64 %loop.index.12.us.us.unr394
  %.137.us.us.5.epil = load float, float* %sunkaddr2120732, align 4
  %uglygep636.epil = getelementptr i8, i8* %uglygep634.epil, i64 %.46
  %uglygep636637.epil = bitcast i8* %uglygep636.epil to float*
  store float %.137.us.us.5.epil, float* %uglygep636637.epil, align 4
  %sunkaddr2122733 = getelementptr float, float* %lsr.iv464.us, i64 41
  %sunkaddr2123734 = getelementptr float, float* %sunkaddr2122733, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.5.epil = load float, float* %sunkaddr2123734, align 4
  %uglygep638.epil = getelementptr i8, i8* %uglygep636.epil, i64 %.46
  %uglygep638639.epil = bitcast i8* %uglygep638.epil to float*
  store float %.137.us.1.us.5.epil, float* %uglygep638639.epil, align 4
  %sunkaddr2125735 = getelementptr float, float* %lsr.iv464.us, i64 42
  %sunkaddr2126736 = getelementptr float, float* %sunkaddr2125735, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.5.epil = load float, float* %sunkaddr2126736, align 4
  %uglygep640.epil = getelementptr i8, i8* %uglygep638.epil, i64 %.46
  %uglygep640641.epil = bitcast i8* %uglygep640.epil to float*
  store float %.137.us.2.us.5.epil, float* %uglygep640641.epil, align 4
  %sunkaddr2128737 = getelementptr float, float* %lsr.iv464.us, i64 43
  %sunkaddr2129738 = getelementptr float, float* %sunkaddr2128737, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.5.epil = load float, float* %sunkaddr2129738, align 4
  %uglygep642.epil = getelementptr i8, i8* %uglygep640.epil, i64 %.46
  %uglygep642643.epil = bitcast i8* %uglygep642.epil to float*
  store float %.137.us.3.us.5.epil, float* %uglygep642643.epil, align 4
  %sunkaddr2131739 = getelementptr float, float* %lsr.iv464.us, i64 44
  %sunkaddr2132740 = getelementptr float, float* %sunkaddr2131739, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.5.epil = load float, float* %sunkaddr2132740, align 4
  %uglygep644.epil = getelementptr i8, i8* %uglygep642.epil, i64 %.46
  %uglygep644645.epil = bitcast i8* %uglygep644.epil to float*
  store float %.137.us.4.us.5.epil, float* %uglygep644645.epil, align 4
  %sunkaddr2134741 = getelementptr float, float* %lsr.iv464.us, i64 45
  %sunkaddr2135742 = getelementptr float, float* %sunkaddr2134741, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.5.epil = load float, float* %sunkaddr2135742, align 4
  %uglygep646.epil = getelementptr i8, i8* %uglygep644.epil, i64 %.46
  %uglygep646647.epil = bitcast i8* %uglygep646.epil to float*
  store float %.137.us.5.us.5.epil, float* %uglygep646647.epil, align 4
  %sunkaddr2137743 = getelementptr float, float* %lsr.iv464.us, i64 46
  %sunkaddr2138744 = getelementptr float, float* %sunkaddr2137743, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.5.epil = load float, float* %sunkaddr2138744, align 4
  %uglygep648.epil = getelementptr i8, i8* %uglygep646.epil, i64 %.46
  %uglygep648649.epil = bitcast i8* %uglygep648.epil to float*
  store float %.137.us.6.us.5.epil, float* %uglygep648649.epil, align 4
  %sunkaddr2140745 = getelementptr float, float* %lsr.iv464.us, i64 47
  %sunkaddr2141746 = getelementptr float, float* %sunkaddr2140745, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.5.epil = load float, float* %sunkaddr2141746, align 4
  %uglygep650.epil = getelementptr i8, i8* %uglygep648.epil, i64 %.46
  %uglygep650651.epil = bitcast i8* %uglygep650.epil to float*
  store float %.137.us.7.us.5.epil, float* %uglygep650651.epil, align 4
  %scevgep483.us.5.epil = getelementptr i1, i1* %scevgep483.us.4.epil, i64 %7
  %sunkaddr2143747 = getelementptr float, float* %lsr.iv464.us, i64 48
  %sunkaddr2144748 = getelementptr float, float* %sunkaddr2143747, i64 %loop.index.12.us.us.unr394
  %.137.us.us.6.epil = load float, float* %sunkaddr2144748, align 4
  %uglygep652.epil = getelementptr i8, i8* %uglygep650.epil, i64 %.46
  %uglygep652653.epil = bitcast i8* %uglygep652.epil to float*
  store float %.137.us.us.6.epil, float* %uglygep652653.epil, align 4
  %sunkaddr2146749 = getelementptr float, float* %lsr.iv464.us, i64 49
  %sunkaddr2147750 = getelementptr float, float* %sunkaddr2146749, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.6.epil = load float, float* %sunkaddr2147750, align 4
  %uglygep654.epil = getelementptr i8, i8* %uglygep652.epil, i64 %.46
  %uglygep654655.epil = bitcast i8* %uglygep654.epil to float*
  store float %.137.us.1.us.6.epil, float* %uglygep654655.epil, align 4
  %sunkaddr2149751 = getelementptr float, float* %lsr.iv464.us, i64 50
  %sunkaddr2150752 = getelementptr float, float* %sunkaddr2149751, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.6.epil = load float, float* %sunkaddr2150752, align 4
  %uglygep656.epil = getelementptr i8, i8* %uglygep654.epil, i64 %.46
  %uglygep656657.epil = bitcast i8* %uglygep656.epil to float*
  store float %.137.us.2.us.6.epil, float* %uglygep656657.epil, align 4
  %sunkaddr2152753 = getelementptr float, float* %lsr.iv464.us, i64 51
  %sunkaddr2153754 = getelementptr float, float* %sunkaddr2152753, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.6.epil = load float, float* %sunkaddr2153754, align 4
  %uglygep658.epil = getelementptr i8, i8* %uglygep656.epil, i64 %.46
  %uglygep658659.epil = bitcast i8* %uglygep658.epil to float*
  store float %.137.us.3.us.6.epil, float* %uglygep658659.epil, align 4
  %sunkaddr2155755 = getelementptr float, float* %lsr.iv464.us, i64 52
  %sunkaddr2156756 = getelementptr float, float* %sunkaddr2155755, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.6.epil = load float, float* %sunkaddr2156756, align 4
  %uglygep660.epil = getelementptr i8, i8* %uglygep658.epil, i64 %.46
  %uglygep660661.epil = bitcast i8* %uglygep660.epil to float*
  store float %.137.us.4.us.6.epil, float* %uglygep660661.epil, align 4
  %sunkaddr2158757 = getelementptr float, float* %lsr.iv464.us, i64 53
  %sunkaddr2159758 = getelementptr float, float* %sunkaddr2158757, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.6.epil = load float, float* %sunkaddr2159758, align 4
  %uglygep662.epil = getelementptr i8, i8* %uglygep660.epil, i64 %.46
  %uglygep662663.epil = bitcast i8* %uglygep662.epil to float*
  store float %.137.us.5.us.6.epil, float* %uglygep662663.epil, align 4
  %sunkaddr2161759 = getelementptr float, float* %lsr.iv464.us, i64 54
  %sunkaddr2162760 = getelementptr float, float* %sunkaddr2161759, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.6.epil = load float, float* %sunkaddr2162760, align 4
  %uglygep664.epil = getelementptr i8, i8* %uglygep662.epil, i64 %.46
  %uglygep664665.epil = bitcast i8* %uglygep664.epil to float*
  store float %.137.us.6.us.6.epil, float* %uglygep664665.epil, align 4
  %sunkaddr2164761 = getelementptr float, float* %lsr.iv464.us, i64 55
  %sunkaddr2165762 = getelementptr float, float* %sunkaddr2164761, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.6.epil = load float, float* %sunkaddr2165762, align 4
  %uglygep666.epil = getelementptr i8, i8* %uglygep664.epil, i64 %.46
  %uglygep666667.epil = bitcast i8* %uglygep666.epil to float*
  store float %.137.us.7.us.6.epil, float* %uglygep666667.epil, align 4
  %scevgep483.us.6.epil = getelementptr i1, i1* %scevgep483.us.5.epil, i64 %7
  %sunkaddr2167763 = getelementptr float, float* %lsr.iv464.us, i64 56
  %sunkaddr2168764 = getelementptr float, float* %sunkaddr2167763, i64 %loop.index.12.us.us.unr394
  %.137.us.us.7.epil = load float, float* %sunkaddr2168764, align 4
  %uglygep668.epil = getelementptr i8, i8* %uglygep666.epil, i64 %.46
  %uglygep668669.epil = bitcast i8* %uglygep668.epil to float*
  store float %.137.us.us.7.epil, float* %uglygep668669.epil, align 4
  %sunkaddr2170765 = getelementptr float, float* %lsr.iv464.us, i64 57
  %sunkaddr2171766 = getelementptr float, float* %sunkaddr2170765, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.7.epil = load float, float* %sunkaddr2171766, align 4
  %uglygep670.epil = getelementptr i8, i8* %uglygep668.epil, i64 %.46
  %uglygep670671.epil = bitcast i8* %uglygep670.epil to float*
  store float %.137.us.1.us.7.epil, float* %uglygep670671.epil, align 4
  %sunkaddr2173767 = getelementptr float, float* %lsr.iv464.us, i64 58
  %sunkaddr2174768 = getelementptr float, float* %sunkaddr2173767, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.7.epil = load float, float* %sunkaddr2174768, align 4
  %uglygep672.epil = getelementptr i8, i8* %uglygep670.epil, i64 %.46
  %uglygep672673.epil = bitcast i8* %uglygep672.epil to float*
  store float %.137.us.2.us.7.epil, float* %uglygep672673.epil, align 4
  %sunkaddr2176769 = getelementptr float, float* %lsr.iv464.us, i64 59
  %sunkaddr2177770 = getelementptr float, float* %sunkaddr2176769, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.7.epil = load float, float* %sunkaddr2177770, align 4
  %uglygep674.epil = getelementptr i8, i8* %uglygep672.epil, i64 %.46
  %uglygep674675.epil = bitcast i8* %uglygep674.epil to float*
  store float %.137.us.3.us.7.epil, float* %uglygep674675.epil, align 4
  %sunkaddr2179771 = getelementptr float, float* %lsr.iv464.us, i64 60
  %sunkaddr2180772 = getelementptr float, float* %sunkaddr2179771, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.7.epil = load float, float* %sunkaddr2180772, align 4
  %uglygep676.epil = getelementptr i8, i8* %uglygep674.epil, i64 %.46
  %uglygep676677.epil = bitcast i8* %uglygep676.epil to float*
  store float %.137.us.4.us.7.epil, float* %uglygep676677.epil, align 4
  %sunkaddr2182773 = getelementptr float, float* %lsr.iv464.us, i64 61
  %sunkaddr2183774 = getelementptr float, float* %sunkaddr2182773, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.7.epil = load float, float* %sunkaddr2183774, align 4
  %uglygep678.epil = getelementptr i8, i8* %uglygep676.epil, i64 %.46
  %uglygep678679.epil = bitcast i8* %uglygep678.epil to float*
  store float %.137.us.5.us.7.epil, float* %uglygep678679.epil, align 4
  %sunkaddr2185775 = getelementptr float, float* %lsr.iv464.us, i64 62
  %sunkaddr2186776 = getelementptr float, float* %sunkaddr2185775, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.7.epil = load float, float* %sunkaddr2186776, align 4
  %uglygep680.epil = getelementptr i8, i8* %uglygep678.epil, i64 %.46
  %uglygep680681.epil = bitcast i8* %uglygep680.epil to float*
  store float %.137.us.6.us.7.epil, float* %uglygep680681.epil, align 4
  %sunkaddr2188777 = getelementptr float, float* %lsr.iv464.us, i64 63
  %sunkaddr2189778 = getelementptr float, float* %sunkaddr2188777, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.7.epil = load float, float* %sunkaddr2189778, align 4
  %uglygep682.epil = getelementptr i8, i8* %uglygep680.epil, i64 %.46
  %uglygep682683.epil = bitcast i8* %uglygep682.epil to float*
  store float %.137.us.7.us.7.epil, float* %uglygep682683.epil, align 4
  %.139.us.7.us.7.epil = add nuw i64 %loop.index.12.us.us.unr394, 64
  %scevgep483.us.7.epil = getelementptr i1, i1* %scevgep483.us.6.epil, i64 %7
  br label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit

for.body.1.us.1.preheader.us.unr-lcssa.loopexit:  ; preds = %for.body.1.us.us.epil384, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa
  %.139.us.7.us.7.lcssa = phi i64 [ %.139.us.7.us.7.lcssa.ph, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa ], [ %.139.us.7.us.7.epil, %for.body.1.us.us.epil384 ]
  %scevgep483.us.7.lcssa = phi i1* [ %scevgep483.us.7.lcssa.ph, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa ], [ %scevgep483.us.7.epil, %for.body.1.us.us.epil384 ]
  %311 = bitcast i1* %scevgep483.us.7.lcssa to float*
  br label %for.body.1.us.1.preheader.us.unr-lcssa

for.body.1.us.1.preheader.us.unr-lcssa:           ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit, %for.body.1.us.preheader76.us
  %lsr.iv481.us.unr = phi float* [ %.6.i6, %for.body.1.us.preheader76.us ], [ %311, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit ]
  %loop.index.12.us.us.unr = phi i64 [ 0, %for.body.1.us.preheader76.us ], [ %.139.us.7.us.7.lcssa, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit ]
  %312 = icmp eq i64 %xtraiter75, 0
  br i1 %312, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil.preheader

for.body.1.us.us.epil.preheader:                  ; preds = %for.body.1.us.1.preheader.us.unr-lcssa
  %scevgep1531 = getelementptr float, float* %lsr.iv481.us.unr, i64 %loop.index4.us.us
  %scevgep1539 = getelementptr float, float* %lsr.iv1536, i64 %loop.index.12.us.us.unr
  br label %for.body.1.us.us.epil

for.body.1.us.us.epil:                            ; preds = %for.body.1.us.us.epil, %for.body.1.us.us.epil.preheader
  %lsr.iv1532 = phi float* [ %uglygep15851586, %for.body.1.us.us.epil ], [ %scevgep1531, %for.body.1.us.us.epil.preheader ]
  %lsr.iv688 = phi i64 [ 0, %for.body.1.us.us.epil.preheader ], [ %lsr.iv.next689, %for.body.1.us.us.epil ]
  %313 = bitcast float* %scevgep1539 to i8*
  %lsr.iv15321570 = bitcast float* %lsr.iv1532 to i8*
  %uglygep1543 = getelementptr i8, i8* %313, i64 %lsr.iv688
  %uglygep15431544 = bitcast i8* %uglygep1543 to float*
  %scevgep1545 = getelementptr float, float* %uglygep15431544, i64 -4
  %.137.us.us.epil = load float, float* %scevgep1545, align 4
  store float %.137.us.us.epil, float* %lsr.iv1532, align 4
  %uglygep1558 = getelementptr i8, i8* %313, i64 %lsr.iv688
  %uglygep15581559 = bitcast i8* %uglygep1558 to float*
  %scevgep1560 = getelementptr float, float* %uglygep15581559, i64 -3
  %.137.us.1.us.epil = load float, float* %scevgep1560, align 4
  %uglygep1571 = getelementptr i8, i8* %lsr.iv15321570, i64 %.46
  %uglygep15711572 = bitcast i8* %uglygep1571 to float*
  store float %.137.us.1.us.epil, float* %uglygep15711572, align 4
  %uglygep1564 = getelementptr i8, i8* %313, i64 %lsr.iv688
  %uglygep15641565 = bitcast i8* %uglygep1564 to float*
  %scevgep1566 = getelementptr float, float* %uglygep15641565, i64 -2
  %.137.us.2.us.epil = load float, float* %scevgep1566, align 4
  %uglygep1573 = getelementptr i8, i8* %uglygep1571, i64 %.46
  %uglygep15731574 = bitcast i8* %uglygep1573 to float*
  store float %.137.us.2.us.epil, float* %uglygep15731574, align 4
  %uglygep1567 = getelementptr i8, i8* %313, i64 %lsr.iv688
  %uglygep15671568 = bitcast i8* %uglygep1567 to float*
  %scevgep1569 = getelementptr float, float* %uglygep15671568, i64 -1
  %.137.us.3.us.epil = load float, float* %scevgep1569, align 4
  %uglygep1575 = getelementptr i8, i8* %uglygep1573, i64 %.46
  %uglygep15751576 = bitcast i8* %uglygep1575 to float*
  store float %.137.us.3.us.epil, float* %uglygep15751576, align 4
  %uglygep1541 = getelementptr i8, i8* %313, i64 %lsr.iv688
  %uglygep15411542 = bitcast i8* %uglygep1541 to float*
  %.137.us.4.us.epil = load float, float* %uglygep15411542, align 4
  %uglygep1577 = getelementptr i8, i8* %uglygep1575, i64 %.46
  %uglygep15771578 = bitcast i8* %uglygep1577 to float*
  store float %.137.us.4.us.epil, float* %uglygep15771578, align 4
  %uglygep1561 = getelementptr i8, i8* %313, i64 %lsr.iv688
  %uglygep15611562 = bitcast i8* %uglygep1561 to float*
  %scevgep1563 = getelementptr float, float* %uglygep15611562, i64 1
  %.137.us.5.us.epil = load float, float* %scevgep1563, align 4
  %uglygep1579 = getelementptr i8, i8* %uglygep1577, i64 %.46
  %uglygep15791580 = bitcast i8* %uglygep1579 to float*
  store float %.137.us.5.us.epil, float* %uglygep15791580, align 4
  %uglygep1549 = getelementptr i8, i8* %313, i64 %lsr.iv688
  %uglygep15491550 = bitcast i8* %uglygep1549 to float*
  %scevgep1557 = getelementptr float, float* %uglygep15491550, i64 2
  %.137.us.6.us.epil = load float, float* %scevgep1557, align 4
  %uglygep1581 = getelementptr i8, i8* %uglygep1579, i64 %.46
  %uglygep15811582 = bitcast i8* %uglygep1581 to float*
  store float %.137.us.6.us.epil, float* %uglygep15811582, align 4
  %uglygep1546 = getelementptr i8, i8* %313, i64 %lsr.iv688
  %uglygep15461547 = bitcast i8* %uglygep1546 to float*
  %scevgep1548 = getelementptr float, float* %uglygep15461547, i64 3
  %.137.us.7.us.epil = load float, float* %scevgep1548, align 4
  %uglygep1583 = getelementptr i8, i8* %uglygep1581, i64 %.46
  %uglygep15831584 = bitcast i8* %uglygep1583 to float*
  store float %.137.us.7.us.epil, float* %uglygep15831584, align 4
  %lsr.iv.next689 = add nuw nsw i64 %lsr.iv688, 32
  %epil.iter76.cmp.not = icmp eq i64 %47, %lsr.iv.next689
  %uglygep1585 = getelementptr i8, i8* %uglygep1583, i64 %.46
  %uglygep15851586 = bitcast i8* %uglygep1585 to float*
  br i1 %epil.iter76.cmp.not, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil, !llvm.loop !74

for.body.1.us.1.preheader.us:                     ; preds = %for.body.1.us.us.epil, %for.body.1.us.1.preheader.us.unr-lcssa
  %314 = icmp ult i64 %44, 56
  br i1 %314, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, label %for.body.1.us.1.us.preheader

for.body.1.us.1.us.preheader:                     ; preds = %for.body.1.us.1.preheader.us
  %315 = icmp eq i64 %48, 0
  br i1 %315, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us.preheader1177

for.body.1.us.1.us.preheader1177:                 ; preds = %for.body.1.us.1.us.preheader
  br label %for.body.1.us.1.us

for.body.1.us.1.us:                               ; preds = %for.body.1.us.1.us.preheader1177, %for.body.1.us.1.us
  %lsr.iv715.us = phi i64 [ %lsr.iv.next716.us.7.1, %for.body.1.us.1.us ], [ %lsr.iv713.us, %for.body.1.us.1.us.preheader1177 ]
  %loop.index.12.us.1.us = phi i64 [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ], [ 0, %for.body.1.us.1.us.preheader1177 ]
  %niter425 = phi i64 [ %niter425.next.1, %for.body.1.us.1.us ], [ 0, %for.body.1.us.1.us.preheader1177 ]
  %316 = bitcast float* %.6.i6 to i8*
  %scevgep865 = getelementptr float, float* %lsr.iv700.us, i64 %loop.index.12.us.1.us
  %uglygep736 = getelementptr i8, i8* %316, i64 %lsr.iv715.us
  %uglygep736737 = bitcast i8* %uglygep736 to float*
  %.137.us.174.us = load float, float* %scevgep865, align 4
  store float %.137.us.174.us, float* %uglygep736737, align 4
  %sunkaddr2530 = mul i64 %loop.index.12.us.1.us, 4
  %317 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2531 = getelementptr i8, i8* %317, i64 %sunkaddr2530
  %sunkaddr2532 = getelementptr i8, i8* %sunkaddr2531, i64 4
  %318 = bitcast i8* %sunkaddr2532 to float*
  %.137.us.1.1.us = load float, float* %318, align 4
  %uglygep868 = getelementptr i8, i8* %uglygep736, i64 %.46
  %uglygep868869 = bitcast i8* %uglygep868 to float*
  store float %.137.us.1.1.us, float* %uglygep868869, align 4
  %sunkaddr2533 = mul i64 %loop.index.12.us.1.us, 4
  %319 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2534 = getelementptr i8, i8* %319, i64 %sunkaddr2533
  %sunkaddr2535 = getelementptr i8, i8* %sunkaddr2534, i64 8
  %320 = bitcast i8* %sunkaddr2535 to float*
  %.137.us.2.1.us = load float, float* %320, align 4
  %uglygep870 = getelementptr i8, i8* %uglygep868, i64 %.46
  %uglygep870871 = bitcast i8* %uglygep870 to float*
  store float %.137.us.2.1.us, float* %uglygep870871, align 4
  %sunkaddr2536 = mul i64 %loop.index.12.us.1.us, 4
  %321 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2537 = getelementptr i8, i8* %321, i64 %sunkaddr2536
  %sunkaddr2538 = getelementptr i8, i8* %sunkaddr2537, i64 12
  %322 = bitcast i8* %sunkaddr2538 to float*
  %.137.us.3.1.us = load float, float* %322, align 4
  %uglygep872 = getelementptr i8, i8* %uglygep870, i64 %.46
  %uglygep872873 = bitcast i8* %uglygep872 to float*
  store float %.137.us.3.1.us, float* %uglygep872873, align 4
  %sunkaddr2539 = mul i64 %loop.index.12.us.1.us, 4
  %323 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2540 = getelementptr i8, i8* %323, i64 %sunkaddr2539
  %sunkaddr2541 = getelementptr i8, i8* %sunkaddr2540, i64 16
  %324 = bitcast i8* %sunkaddr2541 to float*
  %.137.us.4.1.us = load float, float* %324, align 4
  %uglygep874 = getelementptr i8, i8* %uglygep872, i64 %.46
  %uglygep874875 = bitcast i8* %uglygep874 to float*
  store float %.137.us.4.1.us, float* %uglygep874875, align 4
  %sunkaddr2542 = mul i64 %loop.index.12.us.1.us, 4
  %325 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2543 = getelementptr i8, i8* %325, i64 %sunkaddr2542
  %sunkaddr2544 = getelementptr i8, i8* %sunkaddr2543, i64 20
  %326 = bitcast i8* %sunkaddr2544 to float*
  %.137.us.5.1.us = load float, float* %326, align 4
  %uglygep876 = getelementptr i8, i8* %uglygep874, i64 %.46
  %uglygep876877 = bitcast i8* %uglygep876 to float*
  store float %.137.us.5.1.us, float* %uglygep876877, align 4
  %sunkaddr2545 = mul i64 %loop.index.12.us.1.us, 4
  %327 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2546 = getelementptr i8, i8* %327, i64 %sunkaddr2545
  %sunkaddr2547 = getelementptr i8, i8* %sunkaddr2546, i64 24
  %328 = bitcast i8* %sunkaddr2547 to float*
  %.137.us.6.1.us = load float, float* %328, align 4
  %uglygep878 = getelementptr i8, i8* %uglygep876, i64 %.46
  %uglygep878879 = bitcast i8* %uglygep878 to float*
  store float %.137.us.6.1.us, float* %uglygep878879, align 4
  %sunkaddr2548 = mul i64 %loop.index.12.us.1.us, 4
  %329 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2549 = getelementptr i8, i8* %329, i64 %sunkaddr2548
  %sunkaddr2550 = getelementptr i8, i8* %sunkaddr2549, i64 28
  %330 = bitcast i8* %sunkaddr2550 to float*
  %.137.us.7.1.us = load float, float* %330, align 4
  %uglygep880 = getelementptr i8, i8* %uglygep878, i64 %.46
  %uglygep880881 = bitcast i8* %uglygep880 to float*
  store float %.137.us.7.1.us, float* %uglygep880881, align 4
  %sunkaddr2551 = mul i64 %loop.index.12.us.1.us, 4
  %331 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2552 = getelementptr i8, i8* %331, i64 %sunkaddr2551
  %sunkaddr2553 = getelementptr i8, i8* %sunkaddr2552, i64 32
  %332 = bitcast i8* %sunkaddr2553 to float*
  %.137.us.174.us.1 = load float, float* %332, align 4
  %uglygep882 = getelementptr i8, i8* %uglygep880, i64 %.46
  %uglygep882883 = bitcast i8* %uglygep882 to float*
  store float %.137.us.174.us.1, float* %uglygep882883, align 4
  %sunkaddr2554 = mul i64 %loop.index.12.us.1.us, 4
  %333 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2555 = getelementptr i8, i8* %333, i64 %sunkaddr2554
  %sunkaddr2556 = getelementptr i8, i8* %sunkaddr2555, i64 36
  %334 = bitcast i8* %sunkaddr2556 to float*
  %.137.us.1.1.us.1 = load float, float* %334, align 4
  %uglygep884 = getelementptr i8, i8* %uglygep882, i64 %.46
  %uglygep884885 = bitcast i8* %uglygep884 to float*
  store float %.137.us.1.1.us.1, float* %uglygep884885, align 4
  %sunkaddr2557 = mul i64 %loop.index.12.us.1.us, 4
  %335 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2558 = getelementptr i8, i8* %335, i64 %sunkaddr2557
  %sunkaddr2559 = getelementptr i8, i8* %sunkaddr2558, i64 40
  %336 = bitcast i8* %sunkaddr2559 to float*
  %.137.us.2.1.us.1 = load float, float* %336, align 4
  %uglygep886 = getelementptr i8, i8* %uglygep884, i64 %.46
  %uglygep886887 = bitcast i8* %uglygep886 to float*
  store float %.137.us.2.1.us.1, float* %uglygep886887, align 4
  %sunkaddr2560 = mul i64 %loop.index.12.us.1.us, 4
  %337 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2561 = getelementptr i8, i8* %337, i64 %sunkaddr2560
  %sunkaddr2562 = getelementptr i8, i8* %sunkaddr2561, i64 44
  %338 = bitcast i8* %sunkaddr2562 to float*
  %.137.us.3.1.us.1 = load float, float* %338, align 4
  %uglygep888 = getelementptr i8, i8* %uglygep886, i64 %.46
  %uglygep888889 = bitcast i8* %uglygep888 to float*
  store float %.137.us.3.1.us.1, float* %uglygep888889, align 4
  %sunkaddr2563 = mul i64 %loop.index.12.us.1.us, 4
  %339 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2564 = getelementptr i8, i8* %339, i64 %sunkaddr2563
  %sunkaddr2565 = getelementptr i8, i8* %sunkaddr2564, i64 48
  %340 = bitcast i8* %sunkaddr2565 to float*
  %.137.us.4.1.us.1 = load float, float* %340, align 4
  %uglygep890 = getelementptr i8, i8* %uglygep888, i64 %.46
  %uglygep890891 = bitcast i8* %uglygep890 to float*
  store float %.137.us.4.1.us.1, float* %uglygep890891, align 4
  %sunkaddr2566 = mul i64 %loop.index.12.us.1.us, 4
  %341 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2567 = getelementptr i8, i8* %341, i64 %sunkaddr2566
  %sunkaddr2568 = getelementptr i8, i8* %sunkaddr2567, i64 52
  %342 = bitcast i8* %sunkaddr2568 to float*
  %.137.us.5.1.us.1 = load float, float* %342, align 4
  %uglygep892 = getelementptr i8, i8* %uglygep890, i64 %.46
  %uglygep892893 = bitcast i8* %uglygep892 to float*
  store float %.137.us.5.1.us.1, float* %uglygep892893, align 4
  %sunkaddr2569 = mul i64 %loop.index.12.us.1.us, 4
  %343 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2570 = getelementptr i8, i8* %343, i64 %sunkaddr2569
  %sunkaddr2571 = getelementptr i8, i8* %sunkaddr2570, i64 56
  %344 = bitcast i8* %sunkaddr2571 to float*
  %.137.us.6.1.us.1 = load float, float* %344, align 4
  %uglygep894 = getelementptr i8, i8* %uglygep892, i64 %.46
  %uglygep894895 = bitcast i8* %uglygep894 to float*
  store float %.137.us.6.1.us.1, float* %uglygep894895, align 4
  %sunkaddr2572 = mul i64 %loop.index.12.us.1.us, 4
  %345 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2573 = getelementptr i8, i8* %345, i64 %sunkaddr2572
  %sunkaddr2574 = getelementptr i8, i8* %sunkaddr2573, i64 60
  %346 = bitcast i8* %sunkaddr2574 to float*
  %.137.us.7.1.us.1 = load float, float* %346, align 4
  %uglygep896 = getelementptr i8, i8* %uglygep894, i64 %.46
  %uglygep896897 = bitcast i8* %uglygep896 to float*
  store float %.137.us.7.1.us.1, float* %uglygep896897, align 4
  %sunkaddr2575 = mul i64 %loop.index.12.us.1.us, 4
  %347 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2576 = getelementptr i8, i8* %347, i64 %sunkaddr2575
  %sunkaddr2577 = getelementptr i8, i8* %sunkaddr2576, i64 64
  %348 = bitcast i8* %sunkaddr2577 to float*
  %.137.us.174.us.2 = load float, float* %348, align 4
  %uglygep898 = getelementptr i8, i8* %uglygep896, i64 %.46
  %uglygep898899 = bitcast i8* %uglygep898 to float*
  store float %.137.us.174.us.2, float* %uglygep898899, align 4
  %sunkaddr2578 = mul i64 %loop.index.12.us.1.us, 4
  %349 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2579 = getelementptr i8, i8* %349, i64 %sunkaddr2578
  %sunkaddr2580 = getelementptr i8, i8* %sunkaddr2579, i64 68
  %350 = bitcast i8* %sunkaddr2580 to float*
  %.137.us.1.1.us.2 = load float, float* %350, align 4
  %uglygep900 = getelementptr i8, i8* %uglygep898, i64 %.46
  %uglygep900901 = bitcast i8* %uglygep900 to float*
  store float %.137.us.1.1.us.2, float* %uglygep900901, align 4
  %sunkaddr2581 = mul i64 %loop.index.12.us.1.us, 4
  %351 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2582 = getelementptr i8, i8* %351, i64 %sunkaddr2581
  %sunkaddr2583 = getelementptr i8, i8* %sunkaddr2582, i64 72
  %352 = bitcast i8* %sunkaddr2583 to float*
  %.137.us.2.1.us.2 = load float, float* %352, align 4
  %uglygep902 = getelementptr i8, i8* %uglygep900, i64 %.46
  %uglygep902903 = bitcast i8* %uglygep902 to float*
  store float %.137.us.2.1.us.2, float* %uglygep902903, align 4
  %sunkaddr2584 = mul i64 %loop.index.12.us.1.us, 4
  %353 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2585 = getelementptr i8, i8* %353, i64 %sunkaddr2584
  %sunkaddr2586 = getelementptr i8, i8* %sunkaddr2585, i64 76
  %354 = bitcast i8* %sunkaddr2586 to float*
  %.137.us.3.1.us.2 = load float, float* %354, align 4
  %uglygep904 = getelementptr i8, i8* %uglygep902, i64 %.46
  %uglygep904905 = bitcast i8* %uglygep904 to float*
  store float %.137.us.3.1.us.2, float* %uglygep904905, align 4
  %sunkaddr2587 = mul i64 %loop.index.12.us.1.us, 4
  %355 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2588 = getelementptr i8, i8* %355, i64 %sunkaddr2587
  %sunkaddr2589 = getelementptr i8, i8* %sunkaddr2588, i64 80
  %356 = bitcast i8* %sunkaddr2589 to float*
  %.137.us.4.1.us.2 = load float, float* %356, align 4
  %uglygep906 = getelementptr i8, i8* %uglygep904, i64 %.46
  %uglygep906907 = bitcast i8* %uglygep906 to float*
  store float %.137.us.4.1.us.2, float* %uglygep906907, align 4
  %sunkaddr2590 = mul i64 %loop.index.12.us.1.us, 4
  %357 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2591 = getelementptr i8, i8* %357, i64 %sunkaddr2590
  %sunkaddr2592 = getelementptr i8, i8* %sunkaddr2591, i64 84
  %358 = bitcast i8* %sunkaddr2592 to float*
  %.137.us.5.1.us.2 = load float, float* %358, align 4
  %uglygep908 = getelementptr i8, i8* %uglygep906, i64 %.46
  %uglygep908909 = bitcast i8* %uglygep908 to float*
  store float %.137.us.5.1.us.2, float* %uglygep908909, align 4
  %sunkaddr2593 = mul i64 %loop.index.12.us.1.us, 4
  %359 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2594 = getelementptr i8, i8* %359, i64 %sunkaddr2593
  %sunkaddr2595 = getelementptr i8, i8* %sunkaddr2594, i64 88
  %360 = bitcast i8* %sunkaddr2595 to float*
  %.137.us.6.1.us.2 = load float, float* %360, align 4
  %uglygep910 = getelementptr i8, i8* %uglygep908, i64 %.46
  %uglygep910911 = bitcast i8* %uglygep910 to float*
  store float %.137.us.6.1.us.2, float* %uglygep910911, align 4
  %sunkaddr2596 = mul i64 %loop.index.12.us.1.us, 4
  %361 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2597 = getelementptr i8, i8* %361, i64 %sunkaddr2596
  %sunkaddr2598 = getelementptr i8, i8* %sunkaddr2597, i64 92
  %362 = bitcast i8* %sunkaddr2598 to float*
  %.137.us.7.1.us.2 = load float, float* %362, align 4
  %uglygep912 = getelementptr i8, i8* %uglygep910, i64 %.46
  %uglygep912913 = bitcast i8* %uglygep912 to float*
  store float %.137.us.7.1.us.2, float* %uglygep912913, align 4
  %sunkaddr2599 = mul i64 %loop.index.12.us.1.us, 4
  %363 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2600 = getelementptr i8, i8* %363, i64 %sunkaddr2599
  %sunkaddr2601 = getelementptr i8, i8* %sunkaddr2600, i64 96
  %364 = bitcast i8* %sunkaddr2601 to float*
  %.137.us.174.us.3 = load float, float* %364, align 4
  %uglygep914 = getelementptr i8, i8* %uglygep912, i64 %.46
  %uglygep914915 = bitcast i8* %uglygep914 to float*
  store float %.137.us.174.us.3, float* %uglygep914915, align 4
  %sunkaddr2602 = mul i64 %loop.index.12.us.1.us, 4
  %365 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2603 = getelementptr i8, i8* %365, i64 %sunkaddr2602
  %sunkaddr2604 = getelementptr i8, i8* %sunkaddr2603, i64 100
  %366 = bitcast i8* %sunkaddr2604 to float*
  %.137.us.1.1.us.3 = load float, float* %366, align 4
  %uglygep916 = getelementptr i8, i8* %uglygep914, i64 %.46
  %uglygep916917 = bitcast i8* %uglygep916 to float*
  store float %.137.us.1.1.us.3, float* %uglygep916917, align 4
  %sunkaddr2605 = mul i64 %loop.index.12.us.1.us, 4
  %367 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2606 = getelementptr i8, i8* %367, i64 %sunkaddr2605
  %sunkaddr2607 = getelementptr i8, i8* %sunkaddr2606, i64 104
  %368 = bitcast i8* %sunkaddr2607 to float*
  %.137.us.2.1.us.3 = load float, float* %368, align 4
  %uglygep918 = getelementptr i8, i8* %uglygep916, i64 %.46
  %uglygep918919 = bitcast i8* %uglygep918 to float*
  store float %.137.us.2.1.us.3, float* %uglygep918919, align 4
  %sunkaddr2608 = mul i64 %loop.index.12.us.1.us, 4
  %369 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2609 = getelementptr i8, i8* %369, i64 %sunkaddr2608
  %sunkaddr2610 = getelementptr i8, i8* %sunkaddr2609, i64 108
  %370 = bitcast i8* %sunkaddr2610 to float*
  %.137.us.3.1.us.3 = load float, float* %370, align 4
  %uglygep920 = getelementptr i8, i8* %uglygep918, i64 %.46
  %uglygep920921 = bitcast i8* %uglygep920 to float*
  store float %.137.us.3.1.us.3, float* %uglygep920921, align 4
  %sunkaddr2611 = mul i64 %loop.index.12.us.1.us, 4
  %371 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2612 = getelementptr i8, i8* %371, i64 %sunkaddr2611
  %sunkaddr2613 = getelementptr i8, i8* %sunkaddr2612, i64 112
  %372 = bitcast i8* %sunkaddr2613 to float*
  %.137.us.4.1.us.3 = load float, float* %372, align 4
  %uglygep922 = getelementptr i8, i8* %uglygep920, i64 %.46
  %uglygep922923 = bitcast i8* %uglygep922 to float*
  store float %.137.us.4.1.us.3, float* %uglygep922923, align 4
  %sunkaddr2614 = mul i64 %loop.index.12.us.1.us, 4
  %373 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2615 = getelementptr i8, i8* %373, i64 %sunkaddr2614
  %sunkaddr2616 = getelementptr i8, i8* %sunkaddr2615, i64 116
  %374 = bitcast i8* %sunkaddr2616 to float*
  %.137.us.5.1.us.3 = load float, float* %374, align 4
  %uglygep924 = getelementptr i8, i8* %uglygep922, i64 %.46
  %uglygep924925 = bitcast i8* %uglygep924 to float*
  store float %.137.us.5.1.us.3, float* %uglygep924925, align 4
  %sunkaddr2617 = mul i64 %loop.index.12.us.1.us, 4
  %375 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2618 = getelementptr i8, i8* %375, i64 %sunkaddr2617
  %sunkaddr2619 = getelementptr i8, i8* %sunkaddr2618, i64 120
  %376 = bitcast i8* %sunkaddr2619 to float*
  %.137.us.6.1.us.3 = load float, float* %376, align 4
  %uglygep926 = getelementptr i8, i8* %uglygep924, i64 %.46
  %uglygep926927 = bitcast i8* %uglygep926 to float*
  store float %.137.us.6.1.us.3, float* %uglygep926927, align 4
  %sunkaddr2620 = mul i64 %loop.index.12.us.1.us, 4
  %377 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2621 = getelementptr i8, i8* %377, i64 %sunkaddr2620
  %sunkaddr2622 = getelementptr i8, i8* %sunkaddr2621, i64 124
  %378 = bitcast i8* %sunkaddr2622 to float*
  %.137.us.7.1.us.3 = load float, float* %378, align 4
  %uglygep928 = getelementptr i8, i8* %uglygep926, i64 %.46
  %uglygep928929 = bitcast i8* %uglygep928 to float*
  store float %.137.us.7.1.us.3, float* %uglygep928929, align 4
  %sunkaddr2623 = mul i64 %loop.index.12.us.1.us, 4
  %379 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2624 = getelementptr i8, i8* %379, i64 %sunkaddr2623
  %sunkaddr2625 = getelementptr i8, i8* %sunkaddr2624, i64 128
  %380 = bitcast i8* %sunkaddr2625 to float*
  %.137.us.174.us.4 = load float, float* %380, align 4
  %uglygep930 = getelementptr i8, i8* %uglygep928, i64 %.46
  %uglygep930931 = bitcast i8* %uglygep930 to float*
  store float %.137.us.174.us.4, float* %uglygep930931, align 4
  %sunkaddr2626 = mul i64 %loop.index.12.us.1.us, 4
  %381 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2627 = getelementptr i8, i8* %381, i64 %sunkaddr2626
  %sunkaddr2628 = getelementptr i8, i8* %sunkaddr2627, i64 132
  %382 = bitcast i8* %sunkaddr2628 to float*
  %.137.us.1.1.us.4 = load float, float* %382, align 4
  %uglygep932 = getelementptr i8, i8* %uglygep930, i64 %.46
  %uglygep932933 = bitcast i8* %uglygep932 to float*
  store float %.137.us.1.1.us.4, float* %uglygep932933, align 4
  %sunkaddr2629 = mul i64 %loop.index.12.us.1.us, 4
  %383 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2630 = getelementptr i8, i8* %383, i64 %sunkaddr2629
  %sunkaddr2631 = getelementptr i8, i8* %sunkaddr2630, i64 136
  %384 = bitcast i8* %sunkaddr2631 to float*
  %.137.us.2.1.us.4 = load float, float* %384, align 4
  %uglygep934 = getelementptr i8, i8* %uglygep932, i64 %.46
  %uglygep934935 = bitcast i8* %uglygep934 to float*
  store float %.137.us.2.1.us.4, float* %uglygep934935, align 4
  %sunkaddr2632 = mul i64 %loop.index.12.us.1.us, 4
  %385 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2633 = getelementptr i8, i8* %385, i64 %sunkaddr2632
  %sunkaddr2634 = getelementptr i8, i8* %sunkaddr2633, i64 140
  %386 = bitcast i8* %sunkaddr2634 to float*
  %.137.us.3.1.us.4 = load float, float* %386, align 4
  %uglygep936 = getelementptr i8, i8* %uglygep934, i64 %.46
  %uglygep936937 = bitcast i8* %uglygep936 to float*
  store float %.137.us.3.1.us.4, float* %uglygep936937, align 4
  %sunkaddr2635 = mul i64 %loop.index.12.us.1.us, 4
  %387 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2636 = getelementptr i8, i8* %387, i64 %sunkaddr2635
  %sunkaddr2637 = getelementptr i8, i8* %sunkaddr2636, i64 144
  %388 = bitcast i8* %sunkaddr2637 to float*
  %.137.us.4.1.us.4 = load float, float* %388, align 4
  %uglygep938 = getelementptr i8, i8* %uglygep936, i64 %.46
  %uglygep938939 = bitcast i8* %uglygep938 to float*
  store float %.137.us.4.1.us.4, float* %uglygep938939, align 4
  %sunkaddr2638 = mul i64 %loop.index.12.us.1.us, 4
  %389 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2639 = getelementptr i8, i8* %389, i64 %sunkaddr2638
  %sunkaddr2640 = getelementptr i8, i8* %sunkaddr2639, i64 148
  %390 = bitcast i8* %sunkaddr2640 to float*
  %.137.us.5.1.us.4 = load float, float* %390, align 4
  %uglygep940 = getelementptr i8, i8* %uglygep938, i64 %.46
  %uglygep940941 = bitcast i8* %uglygep940 to float*
  store float %.137.us.5.1.us.4, float* %uglygep940941, align 4
  %sunkaddr2641 = mul i64 %loop.index.12.us.1.us, 4
  %391 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2642 = getelementptr i8, i8* %391, i64 %sunkaddr2641
  %sunkaddr2643 = getelementptr i8, i8* %sunkaddr2642, i64 152
  %392 = bitcast i8* %sunkaddr2643 to float*
  %.137.us.6.1.us.4 = load float, float* %392, align 4
  %uglygep942 = getelementptr i8, i8* %uglygep940, i64 %.46
  %uglygep942943 = bitcast i8* %uglygep942 to float*
  store float %.137.us.6.1.us.4, float* %uglygep942943, align 4
  %sunkaddr2644 = mul i64 %loop.index.12.us.1.us, 4
  %393 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2645 = getelementptr i8, i8* %393, i64 %sunkaddr2644
  %sunkaddr2646 = getelementptr i8, i8* %sunkaddr2645, i64 156
  %394 = bitcast i8* %sunkaddr2646 to float*
  %.137.us.7.1.us.4 = load float, float* %394, align 4
  %uglygep944 = getelementptr i8, i8* %uglygep942, i64 %.46
  %uglygep944945 = bitcast i8* %uglygep944 to float*
  store float %.137.us.7.1.us.4, float* %uglygep944945, align 4
  %sunkaddr2647 = mul i64 %loop.index.12.us.1.us, 4
  %395 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2648 = getelementptr i8, i8* %395, i64 %sunkaddr2647
  %sunkaddr2649 = getelementptr i8, i8* %sunkaddr2648, i64 160
  %396 = bitcast i8* %sunkaddr2649 to float*
  %.137.us.174.us.5 = load float, float* %396, align 4
  %uglygep946 = getelementptr i8, i8* %uglygep944, i64 %.46
  %uglygep946947 = bitcast i8* %uglygep946 to float*
  store float %.137.us.174.us.5, float* %uglygep946947, align 4
  %sunkaddr2650 = mul i64 %loop.index.12.us.1.us, 4
  %397 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2651 = getelementptr i8, i8* %397, i64 %sunkaddr2650
  %sunkaddr2652 = getelementptr i8, i8* %sunkaddr2651, i64 164
  %398 = bitcast i8* %sunkaddr2652 to float*
  %.137.us.1.1.us.5 = load float, float* %398, align 4
  %uglygep948 = getelementptr i8, i8* %uglygep946, i64 %.46
  %uglygep948949 = bitcast i8* %uglygep948 to float*
  store float %.137.us.1.1.us.5, float* %uglygep948949, align 4
  %sunkaddr2653 = mul i64 %loop.index.12.us.1.us, 4
  %399 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2654 = getelementptr i8, i8* %399, i64 %sunkaddr2653
  %sunkaddr2655 = getelementptr i8, i8* %sunkaddr2654, i64 168
  %400 = bitcast i8* %sunkaddr2655 to float*
  %.137.us.2.1.us.5 = load float, float* %400, align 4
  %uglygep950 = getelementptr i8, i8* %uglygep948, i64 %.46
  %uglygep950951 = bitcast i8* %uglygep950 to float*
  store float %.137.us.2.1.us.5, float* %uglygep950951, align 4
  %sunkaddr2656 = mul i64 %loop.index.12.us.1.us, 4
  %401 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2657 = getelementptr i8, i8* %401, i64 %sunkaddr2656
  %sunkaddr2658 = getelementptr i8, i8* %sunkaddr2657, i64 172
  %402 = bitcast i8* %sunkaddr2658 to float*
  %.137.us.3.1.us.5 = load float, float* %402, align 4
  %uglygep952 = getelementptr i8, i8* %uglygep950, i64 %.46
  %uglygep952953 = bitcast i8* %uglygep952 to float*
  store float %.137.us.3.1.us.5, float* %uglygep952953, align 4
  %sunkaddr2659 = mul i64 %loop.index.12.us.1.us, 4
  %403 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2660 = getelementptr i8, i8* %403, i64 %sunkaddr2659
  %sunkaddr2661 = getelementptr i8, i8* %sunkaddr2660, i64 176
  %404 = bitcast i8* %sunkaddr2661 to float*
  %.137.us.4.1.us.5 = load float, float* %404, align 4
  %uglygep954 = getelementptr i8, i8* %uglygep952, i64 %.46
  %uglygep954955 = bitcast i8* %uglygep954 to float*
  store float %.137.us.4.1.us.5, float* %uglygep954955, align 4
  %sunkaddr2662 = mul i64 %loop.index.12.us.1.us, 4
  %405 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2663 = getelementptr i8, i8* %405, i64 %sunkaddr2662
  %sunkaddr2664 = getelementptr i8, i8* %sunkaddr2663, i64 180
  %406 = bitcast i8* %sunkaddr2664 to float*
  %.137.us.5.1.us.5 = load float, float* %406, align 4
  %uglygep956 = getelementptr i8, i8* %uglygep954, i64 %.46
  %uglygep956957 = bitcast i8* %uglygep956 to float*
  store float %.137.us.5.1.us.5, float* %uglygep956957, align 4
  %sunkaddr2665 = mul i64 %loop.index.12.us.1.us, 4
  %407 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2666 = getelementptr i8, i8* %407, i64 %sunkaddr2665
  %sunkaddr2667 = getelementptr i8, i8* %sunkaddr2666, i64 184
  %408 = bitcast i8* %sunkaddr2667 to float*
  %.137.us.6.1.us.5 = load float, float* %408, align 4
  %uglygep958 = getelementptr i8, i8* %uglygep956, i64 %.46
  %uglygep958959 = bitcast i8* %uglygep958 to float*
  store float %.137.us.6.1.us.5, float* %uglygep958959, align 4
  %sunkaddr2668 = mul i64 %loop.index.12.us.1.us, 4
  %409 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2669 = getelementptr i8, i8* %409, i64 %sunkaddr2668
  %sunkaddr2670 = getelementptr i8, i8* %sunkaddr2669, i64 188
  %410 = bitcast i8* %sunkaddr2670 to float*
  %.137.us.7.1.us.5 = load float, float* %410, align 4
  %uglygep960 = getelementptr i8, i8* %uglygep958, i64 %.46
  %uglygep960961 = bitcast i8* %uglygep960 to float*
  store float %.137.us.7.1.us.5, float* %uglygep960961, align 4
  %sunkaddr2671 = mul i64 %loop.index.12.us.1.us, 4
  %411 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2672 = getelementptr i8, i8* %411, i64 %sunkaddr2671
  %sunkaddr2673 = getelementptr i8, i8* %sunkaddr2672, i64 192
  %412 = bitcast i8* %sunkaddr2673 to float*
  %.137.us.174.us.6 = load float, float* %412, align 4
  %uglygep962 = getelementptr i8, i8* %uglygep960, i64 %.46
  %uglygep962963 = bitcast i8* %uglygep962 to float*
  store float %.137.us.174.us.6, float* %uglygep962963, align 4
  %sunkaddr2674 = mul i64 %loop.index.12.us.1.us, 4
  %413 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2675 = getelementptr i8, i8* %413, i64 %sunkaddr2674
  %sunkaddr2676 = getelementptr i8, i8* %sunkaddr2675, i64 196
  %414 = bitcast i8* %sunkaddr2676 to float*
  %.137.us.1.1.us.6 = load float, float* %414, align 4
  %uglygep964 = getelementptr i8, i8* %uglygep962, i64 %.46
  %uglygep964965 = bitcast i8* %uglygep964 to float*
  store float %.137.us.1.1.us.6, float* %uglygep964965, align 4
  %sunkaddr2677 = mul i64 %loop.index.12.us.1.us, 4
  %415 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2678 = getelementptr i8, i8* %415, i64 %sunkaddr2677
  %sunkaddr2679 = getelementptr i8, i8* %sunkaddr2678, i64 200
  %416 = bitcast i8* %sunkaddr2679 to float*
  %.137.us.2.1.us.6 = load float, float* %416, align 4
  %uglygep966 = getelementptr i8, i8* %uglygep964, i64 %.46
  %uglygep966967 = bitcast i8* %uglygep966 to float*
  store float %.137.us.2.1.us.6, float* %uglygep966967, align 4
  %sunkaddr2680 = mul i64 %loop.index.12.us.1.us, 4
  %417 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2681 = getelementptr i8, i8* %417, i64 %sunkaddr2680
  %sunkaddr2682 = getelementptr i8, i8* %sunkaddr2681, i64 204
  %418 = bitcast i8* %sunkaddr2682 to float*
  %.137.us.3.1.us.6 = load float, float* %418, align 4
  %uglygep968 = getelementptr i8, i8* %uglygep966, i64 %.46
  %uglygep968969 = bitcast i8* %uglygep968 to float*
  store float %.137.us.3.1.us.6, float* %uglygep968969, align 4
  %sunkaddr2683 = mul i64 %loop.index.12.us.1.us, 4
  %419 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2684 = getelementptr i8, i8* %419, i64 %sunkaddr2683
  %sunkaddr2685 = getelementptr i8, i8* %sunkaddr2684, i64 208
  %420 = bitcast i8* %sunkaddr2685 to float*
  %.137.us.4.1.us.6 = load float, float* %420, align 4
  %uglygep970 = getelementptr i8, i8* %uglygep968, i64 %.46
  %uglygep970971 = bitcast i8* %uglygep970 to float*
  store float %.137.us.4.1.us.6, float* %uglygep970971, align 4
  %sunkaddr2686 = mul i64 %loop.index.12.us.1.us, 4
  %421 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2687 = getelementptr i8, i8* %421, i64 %sunkaddr2686
  %sunkaddr2688 = getelementptr i8, i8* %sunkaddr2687, i64 212
  %422 = bitcast i8* %sunkaddr2688 to float*
  %.137.us.5.1.us.6 = load float, float* %422, align 4
  %uglygep972 = getelementptr i8, i8* %uglygep970, i64 %.46
  %uglygep972973 = bitcast i8* %uglygep972 to float*
  store float %.137.us.5.1.us.6, float* %uglygep972973, align 4
  %sunkaddr2689 = mul i64 %loop.index.12.us.1.us, 4
  %423 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2690 = getelementptr i8, i8* %423, i64 %sunkaddr2689
  %sunkaddr2691 = getelementptr i8, i8* %sunkaddr2690, i64 216
  %424 = bitcast i8* %sunkaddr2691 to float*
  %.137.us.6.1.us.6 = load float, float* %424, align 4
  %uglygep974 = getelementptr i8, i8* %uglygep972, i64 %.46
  %uglygep974975 = bitcast i8* %uglygep974 to float*
  store float %.137.us.6.1.us.6, float* %uglygep974975, align 4
  %sunkaddr2692 = mul i64 %loop.index.12.us.1.us, 4
  %425 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2693 = getelementptr i8, i8* %425, i64 %sunkaddr2692
  %sunkaddr2694 = getelementptr i8, i8* %sunkaddr2693, i64 220
  %426 = bitcast i8* %sunkaddr2694 to float*
  %.137.us.7.1.us.6 = load float, float* %426, align 4
  %uglygep976 = getelementptr i8, i8* %uglygep974, i64 %.46
  %uglygep976977 = bitcast i8* %uglygep976 to float*
  store float %.137.us.7.1.us.6, float* %uglygep976977, align 4
  %sunkaddr2695 = mul i64 %loop.index.12.us.1.us, 4
  %427 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2696 = getelementptr i8, i8* %427, i64 %sunkaddr2695
  %sunkaddr2697 = getelementptr i8, i8* %sunkaddr2696, i64 224
  %428 = bitcast i8* %sunkaddr2697 to float*
  %.137.us.174.us.7 = load float, float* %428, align 4
  %uglygep978 = getelementptr i8, i8* %uglygep976, i64 %.46
  %uglygep978979 = bitcast i8* %uglygep978 to float*
  store float %.137.us.174.us.7, float* %uglygep978979, align 4
  %sunkaddr2698 = mul i64 %loop.index.12.us.1.us, 4
  %429 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2699 = getelementptr i8, i8* %429, i64 %sunkaddr2698
  %sunkaddr2700 = getelementptr i8, i8* %sunkaddr2699, i64 228
  %430 = bitcast i8* %sunkaddr2700 to float*
  %.137.us.1.1.us.7 = load float, float* %430, align 4
  %uglygep980 = getelementptr i8, i8* %uglygep978, i64 %.46
  %uglygep980981 = bitcast i8* %uglygep980 to float*
  store float %.137.us.1.1.us.7, float* %uglygep980981, align 4
  %sunkaddr2701 = mul i64 %loop.index.12.us.1.us, 4
  %431 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2702 = getelementptr i8, i8* %431, i64 %sunkaddr2701
  %sunkaddr2703 = getelementptr i8, i8* %sunkaddr2702, i64 232
  %432 = bitcast i8* %sunkaddr2703 to float*
  %.137.us.2.1.us.7 = load float, float* %432, align 4
  %uglygep982 = getelementptr i8, i8* %uglygep980, i64 %.46
  %uglygep982983 = bitcast i8* %uglygep982 to float*
  store float %.137.us.2.1.us.7, float* %uglygep982983, align 4
  %sunkaddr2704 = mul i64 %loop.index.12.us.1.us, 4
  %433 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2705 = getelementptr i8, i8* %433, i64 %sunkaddr2704
  %sunkaddr2706 = getelementptr i8, i8* %sunkaddr2705, i64 236
  %434 = bitcast i8* %sunkaddr2706 to float*
  %.137.us.3.1.us.7 = load float, float* %434, align 4
  %uglygep984 = getelementptr i8, i8* %uglygep982, i64 %.46
  %uglygep984985 = bitcast i8* %uglygep984 to float*
  store float %.137.us.3.1.us.7, float* %uglygep984985, align 4
  %sunkaddr2707 = mul i64 %loop.index.12.us.1.us, 4
  %435 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2708 = getelementptr i8, i8* %435, i64 %sunkaddr2707
  %sunkaddr2709 = getelementptr i8, i8* %sunkaddr2708, i64 240
  %436 = bitcast i8* %sunkaddr2709 to float*
  %.137.us.4.1.us.7 = load float, float* %436, align 4
  %uglygep986 = getelementptr i8, i8* %uglygep984, i64 %.46
  %uglygep986987 = bitcast i8* %uglygep986 to float*
  store float %.137.us.4.1.us.7, float* %uglygep986987, align 4
  %sunkaddr2710 = mul i64 %loop.index.12.us.1.us, 4
  %437 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2711 = getelementptr i8, i8* %437, i64 %sunkaddr2710
  %sunkaddr2712 = getelementptr i8, i8* %sunkaddr2711, i64 244
  %438 = bitcast i8* %sunkaddr2712 to float*
  %.137.us.5.1.us.7 = load float, float* %438, align 4
  %uglygep988 = getelementptr i8, i8* %uglygep986, i64 %.46
  %uglygep988989 = bitcast i8* %uglygep988 to float*
  store float %.137.us.5.1.us.7, float* %uglygep988989, align 4
  %sunkaddr2713 = mul i64 %loop.index.12.us.1.us, 4
  %439 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2714 = getelementptr i8, i8* %439, i64 %sunkaddr2713
  %sunkaddr2715 = getelementptr i8, i8* %sunkaddr2714, i64 248
  %440 = bitcast i8* %sunkaddr2715 to float*
  %.137.us.6.1.us.7 = load float, float* %440, align 4
  %uglygep990 = getelementptr i8, i8* %uglygep988, i64 %.46
  %uglygep990991 = bitcast i8* %uglygep990 to float*
  store float %.137.us.6.1.us.7, float* %uglygep990991, align 4
  %sunkaddr2716 = mul i64 %loop.index.12.us.1.us, 4
  %441 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2717 = getelementptr i8, i8* %441, i64 %sunkaddr2716
  %sunkaddr2718 = getelementptr i8, i8* %sunkaddr2717, i64 252
  %442 = bitcast i8* %sunkaddr2718 to float*
  %.137.us.7.1.us.7 = load float, float* %442, align 4
  %uglygep992 = getelementptr i8, i8* %uglygep990, i64 %.46
  %uglygep992993 = bitcast i8* %uglygep992 to float*
  store float %.137.us.7.1.us.7, float* %uglygep992993, align 4
  %.139.us.7.1.us.7 = or i64 %loop.index.12.us.1.us, 64
  %lsr.iv.next716.us.7 = add i64 %lsr.iv715.us, %lsr.iv.next716.us.3
  %scevgep865.1 = getelementptr float, float* %lsr.iv700.us, i64 %.139.us.7.1.us.7
  %uglygep736.1 = getelementptr i8, i8* %316, i64 %lsr.iv.next716.us.7
  %uglygep736737.1 = bitcast i8* %uglygep736.1 to float*
  %.137.us.174.us.1426 = load float, float* %scevgep865.1, align 4
  store float %.137.us.174.us.1426, float* %uglygep736737.1, align 4
  %sunkaddr2719 = mul i64 %.139.us.7.1.us.7, 4
  %443 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2720 = getelementptr i8, i8* %443, i64 %sunkaddr2719
  %sunkaddr2721 = getelementptr i8, i8* %sunkaddr2720, i64 4
  %444 = bitcast i8* %sunkaddr2721 to float*
  %.137.us.1.1.us.1427 = load float, float* %444, align 4
  %uglygep868.1 = getelementptr i8, i8* %uglygep736.1, i64 %.46
  %uglygep868869.1 = bitcast i8* %uglygep868.1 to float*
  store float %.137.us.1.1.us.1427, float* %uglygep868869.1, align 4
  %sunkaddr2722 = mul i64 %.139.us.7.1.us.7, 4
  %445 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2723 = getelementptr i8, i8* %445, i64 %sunkaddr2722
  %sunkaddr2724 = getelementptr i8, i8* %sunkaddr2723, i64 8
  %446 = bitcast i8* %sunkaddr2724 to float*
  %.137.us.2.1.us.1428 = load float, float* %446, align 4
  %uglygep870.1 = getelementptr i8, i8* %uglygep868.1, i64 %.46
  %uglygep870871.1 = bitcast i8* %uglygep870.1 to float*
  store float %.137.us.2.1.us.1428, float* %uglygep870871.1, align 4
  %sunkaddr2725 = mul i64 %.139.us.7.1.us.7, 4
  %447 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2726 = getelementptr i8, i8* %447, i64 %sunkaddr2725
  %sunkaddr2727 = getelementptr i8, i8* %sunkaddr2726, i64 12
  %448 = bitcast i8* %sunkaddr2727 to float*
  %.137.us.3.1.us.1429 = load float, float* %448, align 4
  %uglygep872.1 = getelementptr i8, i8* %uglygep870.1, i64 %.46
  %uglygep872873.1 = bitcast i8* %uglygep872.1 to float*
  store float %.137.us.3.1.us.1429, float* %uglygep872873.1, align 4
  %sunkaddr2728 = mul i64 %.139.us.7.1.us.7, 4
  %449 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2729 = getelementptr i8, i8* %449, i64 %sunkaddr2728
  %sunkaddr2730 = getelementptr i8, i8* %sunkaddr2729, i64 16
  %450 = bitcast i8* %sunkaddr2730 to float*
  %.137.us.4.1.us.1430 = load float, float* %450, align 4
  %uglygep874.1 = getelementptr i8, i8* %uglygep872.1, i64 %.46
  %uglygep874875.1 = bitcast i8* %uglygep874.1 to float*
  store float %.137.us.4.1.us.1430, float* %uglygep874875.1, align 4
  %sunkaddr2731 = mul i64 %.139.us.7.1.us.7, 4
  %451 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2732 = getelementptr i8, i8* %451, i64 %sunkaddr2731
  %sunkaddr2733 = getelementptr i8, i8* %sunkaddr2732, i64 20
  %452 = bitcast i8* %sunkaddr2733 to float*
  %.137.us.5.1.us.1431 = load float, float* %452, align 4
  %uglygep876.1 = getelementptr i8, i8* %uglygep874.1, i64 %.46
  %uglygep876877.1 = bitcast i8* %uglygep876.1 to float*
  store float %.137.us.5.1.us.1431, float* %uglygep876877.1, align 4
  %sunkaddr2734 = mul i64 %.139.us.7.1.us.7, 4
  %453 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2735 = getelementptr i8, i8* %453, i64 %sunkaddr2734
  %sunkaddr2736 = getelementptr i8, i8* %sunkaddr2735, i64 24
  %454 = bitcast i8* %sunkaddr2736 to float*
  %.137.us.6.1.us.1432 = load float, float* %454, align 4
  %uglygep878.1 = getelementptr i8, i8* %uglygep876.1, i64 %.46
  %uglygep878879.1 = bitcast i8* %uglygep878.1 to float*
  store float %.137.us.6.1.us.1432, float* %uglygep878879.1, align 4
  %sunkaddr2737 = mul i64 %.139.us.7.1.us.7, 4
  %455 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2738 = getelementptr i8, i8* %455, i64 %sunkaddr2737
  %sunkaddr2739 = getelementptr i8, i8* %sunkaddr2738, i64 28
  %456 = bitcast i8* %sunkaddr2739 to float*
  %.137.us.7.1.us.1433 = load float, float* %456, align 4
  %uglygep880.1 = getelementptr i8, i8* %uglygep878.1, i64 %.46
  %uglygep880881.1 = bitcast i8* %uglygep880.1 to float*
  store float %.137.us.7.1.us.1433, float* %uglygep880881.1, align 4
  %sunkaddr2740 = mul i64 %.139.us.7.1.us.7, 4
  %457 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2741 = getelementptr i8, i8* %457, i64 %sunkaddr2740
  %sunkaddr2742 = getelementptr i8, i8* %sunkaddr2741, i64 32
  %458 = bitcast i8* %sunkaddr2742 to float*
  %.137.us.174.us.1.1 = load float, float* %458, align 4
  %uglygep882.1 = getelementptr i8, i8* %uglygep880.1, i64 %.46
  %uglygep882883.1 = bitcast i8* %uglygep882.1 to float*
  store float %.137.us.174.us.1.1, float* %uglygep882883.1, align 4
  %sunkaddr2743 = mul i64 %.139.us.7.1.us.7, 4
  %459 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2744 = getelementptr i8, i8* %459, i64 %sunkaddr2743
  %sunkaddr2745 = getelementptr i8, i8* %sunkaddr2744, i64 36
  %460 = bitcast i8* %sunkaddr2745 to float*
  %.137.us.1.1.us.1.1 = load float, float* %460, align 4
  %uglygep884.1 = getelementptr i8, i8* %uglygep882.1, i64 %.46
  %uglygep884885.1 = bitcast i8* %uglygep884.1 to float*
  store float %.137.us.1.1.us.1.1, float* %uglygep884885.1, align 4
  %sunkaddr2746 = mul i64 %.139.us.7.1.us.7, 4
  %461 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2747 = getelementptr i8, i8* %461, i64 %sunkaddr2746
  %sunkaddr2748 = getelementptr i8, i8* %sunkaddr2747, i64 40
  %462 = bitcast i8* %sunkaddr2748 to float*
  %.137.us.2.1.us.1.1 = load float, float* %462, align 4
  %uglygep886.1 = getelementptr i8, i8* %uglygep884.1, i64 %.46
  %uglygep886887.1 = bitcast i8* %uglygep886.1 to float*
  store float %.137.us.2.1.us.1.1, float* %uglygep886887.1, align 4
  %sunkaddr2749 = mul i64 %.139.us.7.1.us.7, 4
  %463 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2750 = getelementptr i8, i8* %463, i64 %sunkaddr2749
  %sunkaddr2751 = getelementptr i8, i8* %sunkaddr2750, i64 44
  %464 = bitcast i8* %sunkaddr2751 to float*
  %.137.us.3.1.us.1.1 = load float, float* %464, align 4
  %uglygep888.1 = getelementptr i8, i8* %uglygep886.1, i64 %.46
  %uglygep888889.1 = bitcast i8* %uglygep888.1 to float*
  store float %.137.us.3.1.us.1.1, float* %uglygep888889.1, align 4
  %sunkaddr2752 = mul i64 %.139.us.7.1.us.7, 4
  %465 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2753 = getelementptr i8, i8* %465, i64 %sunkaddr2752
  %sunkaddr2754 = getelementptr i8, i8* %sunkaddr2753, i64 48
  %466 = bitcast i8* %sunkaddr2754 to float*
  %.137.us.4.1.us.1.1 = load float, float* %466, align 4
  %uglygep890.1 = getelementptr i8, i8* %uglygep888.1, i64 %.46
  %uglygep890891.1 = bitcast i8* %uglygep890.1 to float*
  store float %.137.us.4.1.us.1.1, float* %uglygep890891.1, align 4
  %sunkaddr2755 = mul i64 %.139.us.7.1.us.7, 4
  %467 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2756 = getelementptr i8, i8* %467, i64 %sunkaddr2755
  %sunkaddr2757 = getelementptr i8, i8* %sunkaddr2756, i64 52
  %468 = bitcast i8* %sunkaddr2757 to float*
  %.137.us.5.1.us.1.1 = load float, float* %468, align 4
  %uglygep892.1 = getelementptr i8, i8* %uglygep890.1, i64 %.46
  %uglygep892893.1 = bitcast i8* %uglygep892.1 to float*
  store float %.137.us.5.1.us.1.1, float* %uglygep892893.1, align 4
  %sunkaddr2758 = mul i64 %.139.us.7.1.us.7, 4
  %469 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2759 = getelementptr i8, i8* %469, i64 %sunkaddr2758
  %sunkaddr2760 = getelementptr i8, i8* %sunkaddr2759, i64 56
  %470 = bitcast i8* %sunkaddr2760 to float*
  %.137.us.6.1.us.1.1 = load float, float* %470, align 4
  %uglygep894.1 = getelementptr i8, i8* %uglygep892.1, i64 %.46
  %uglygep894895.1 = bitcast i8* %uglygep894.1 to float*
  store float %.137.us.6.1.us.1.1, float* %uglygep894895.1, align 4
  %sunkaddr2761 = mul i64 %.139.us.7.1.us.7, 4
  %471 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2762 = getelementptr i8, i8* %471, i64 %sunkaddr2761
  %sunkaddr2763 = getelementptr i8, i8* %sunkaddr2762, i64 60
  %472 = bitcast i8* %sunkaddr2763 to float*
  %.137.us.7.1.us.1.1 = load float, float* %472, align 4
  %uglygep896.1 = getelementptr i8, i8* %uglygep894.1, i64 %.46
  %uglygep896897.1 = bitcast i8* %uglygep896.1 to float*
  store float %.137.us.7.1.us.1.1, float* %uglygep896897.1, align 4
  %sunkaddr2764 = mul i64 %.139.us.7.1.us.7, 4
  %473 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2765 = getelementptr i8, i8* %473, i64 %sunkaddr2764
  %sunkaddr2766 = getelementptr i8, i8* %sunkaddr2765, i64 64
  %474 = bitcast i8* %sunkaddr2766 to float*
  %.137.us.174.us.2.1 = load float, float* %474, align 4
  %uglygep898.1 = getelementptr i8, i8* %uglygep896.1, i64 %.46
  %uglygep898899.1 = bitcast i8* %uglygep898.1 to float*
  store float %.137.us.174.us.2.1, float* %uglygep898899.1, align 4
  %sunkaddr2767 = mul i64 %.139.us.7.1.us.7, 4
  %475 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2768 = getelementptr i8, i8* %475, i64 %sunkaddr2767
  %sunkaddr2769 = getelementptr i8, i8* %sunkaddr2768, i64 68
  %476 = bitcast i8* %sunkaddr2769 to float*
  %.137.us.1.1.us.2.1 = load float, float* %476, align 4
  %uglygep900.1 = getelementptr i8, i8* %uglygep898.1, i64 %.46
  %uglygep900901.1 = bitcast i8* %uglygep900.1 to float*
  store float %.137.us.1.1.us.2.1, float* %uglygep900901.1, align 4
  %sunkaddr2770 = mul i64 %.139.us.7.1.us.7, 4
  %477 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2771 = getelementptr i8, i8* %477, i64 %sunkaddr2770
  %sunkaddr2772 = getelementptr i8, i8* %sunkaddr2771, i64 72
  %478 = bitcast i8* %sunkaddr2772 to float*
  %.137.us.2.1.us.2.1 = load float, float* %478, align 4
  %uglygep902.1 = getelementptr i8, i8* %uglygep900.1, i64 %.46
  %uglygep902903.1 = bitcast i8* %uglygep902.1 to float*
  store float %.137.us.2.1.us.2.1, float* %uglygep902903.1, align 4
  %sunkaddr2773 = mul i64 %.139.us.7.1.us.7, 4
  %479 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2774 = getelementptr i8, i8* %479, i64 %sunkaddr2773
  %sunkaddr2775 = getelementptr i8, i8* %sunkaddr2774, i64 76
  %480 = bitcast i8* %sunkaddr2775 to float*
  %.137.us.3.1.us.2.1 = load float, float* %480, align 4
  %uglygep904.1 = getelementptr i8, i8* %uglygep902.1, i64 %.46
  %uglygep904905.1 = bitcast i8* %uglygep904.1 to float*
  store float %.137.us.3.1.us.2.1, float* %uglygep904905.1, align 4
  %sunkaddr2776 = mul i64 %.139.us.7.1.us.7, 4
  %481 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2777 = getelementptr i8, i8* %481, i64 %sunkaddr2776
  %sunkaddr2778 = getelementptr i8, i8* %sunkaddr2777, i64 80
  %482 = bitcast i8* %sunkaddr2778 to float*
  %.137.us.4.1.us.2.1 = load float, float* %482, align 4
  %uglygep906.1 = getelementptr i8, i8* %uglygep904.1, i64 %.46
  %uglygep906907.1 = bitcast i8* %uglygep906.1 to float*
  store float %.137.us.4.1.us.2.1, float* %uglygep906907.1, align 4
  %sunkaddr2779 = mul i64 %.139.us.7.1.us.7, 4
  %483 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2780 = getelementptr i8, i8* %483, i64 %sunkaddr2779
  %sunkaddr2781 = getelementptr i8, i8* %sunkaddr2780, i64 84
  %484 = bitcast i8* %sunkaddr2781 to float*
  %.137.us.5.1.us.2.1 = load float, float* %484, align 4
  %uglygep908.1 = getelementptr i8, i8* %uglygep906.1, i64 %.46
  %uglygep908909.1 = bitcast i8* %uglygep908.1 to float*
  store float %.137.us.5.1.us.2.1, float* %uglygep908909.1, align 4
  %sunkaddr2782 = mul i64 %.139.us.7.1.us.7, 4
  %485 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2783 = getelementptr i8, i8* %485, i64 %sunkaddr2782
  %sunkaddr2784 = getelementptr i8, i8* %sunkaddr2783, i64 88
  %486 = bitcast i8* %sunkaddr2784 to float*
  %.137.us.6.1.us.2.1 = load float, float* %486, align 4
  %uglygep910.1 = getelementptr i8, i8* %uglygep908.1, i64 %.46
  %uglygep910911.1 = bitcast i8* %uglygep910.1 to float*
  store float %.137.us.6.1.us.2.1, float* %uglygep910911.1, align 4
  %sunkaddr2785 = mul i64 %.139.us.7.1.us.7, 4
  %487 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2786 = getelementptr i8, i8* %487, i64 %sunkaddr2785
  %sunkaddr2787 = getelementptr i8, i8* %sunkaddr2786, i64 92
  %488 = bitcast i8* %sunkaddr2787 to float*
  %.137.us.7.1.us.2.1 = load float, float* %488, align 4
  %uglygep912.1 = getelementptr i8, i8* %uglygep910.1, i64 %.46
  %uglygep912913.1 = bitcast i8* %uglygep912.1 to float*
  store float %.137.us.7.1.us.2.1, float* %uglygep912913.1, align 4
  %sunkaddr2788 = mul i64 %.139.us.7.1.us.7, 4
  %489 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2789 = getelementptr i8, i8* %489, i64 %sunkaddr2788
  %sunkaddr2790 = getelementptr i8, i8* %sunkaddr2789, i64 96
  %490 = bitcast i8* %sunkaddr2790 to float*
  %.137.us.174.us.3.1 = load float, float* %490, align 4
  %uglygep914.1 = getelementptr i8, i8* %uglygep912.1, i64 %.46
  %uglygep914915.1 = bitcast i8* %uglygep914.1 to float*
  store float %.137.us.174.us.3.1, float* %uglygep914915.1, align 4
  %sunkaddr2791 = mul i64 %.139.us.7.1.us.7, 4
  %491 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2792 = getelementptr i8, i8* %491, i64 %sunkaddr2791
  %sunkaddr2793 = getelementptr i8, i8* %sunkaddr2792, i64 100
  %492 = bitcast i8* %sunkaddr2793 to float*
  %.137.us.1.1.us.3.1 = load float, float* %492, align 4
  %uglygep916.1 = getelementptr i8, i8* %uglygep914.1, i64 %.46
  %uglygep916917.1 = bitcast i8* %uglygep916.1 to float*
  store float %.137.us.1.1.us.3.1, float* %uglygep916917.1, align 4
  %sunkaddr2794 = mul i64 %.139.us.7.1.us.7, 4
  %493 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2795 = getelementptr i8, i8* %493, i64 %sunkaddr2794
  %sunkaddr2796 = getelementptr i8, i8* %sunkaddr2795, i64 104
  %494 = bitcast i8* %sunkaddr2796 to float*
  %.137.us.2.1.us.3.1 = load float, float* %494, align 4
  %uglygep918.1 = getelementptr i8, i8* %uglygep916.1, i64 %.46
  %uglygep918919.1 = bitcast i8* %uglygep918.1 to float*
  store float %.137.us.2.1.us.3.1, float* %uglygep918919.1, align 4
  %sunkaddr2797 = mul i64 %.139.us.7.1.us.7, 4
  %495 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2798 = getelementptr i8, i8* %495, i64 %sunkaddr2797
  %sunkaddr2799 = getelementptr i8, i8* %sunkaddr2798, i64 108
  %496 = bitcast i8* %sunkaddr2799 to float*
  %.137.us.3.1.us.3.1 = load float, float* %496, align 4
  %uglygep920.1 = getelementptr i8, i8* %uglygep918.1, i64 %.46
  %uglygep920921.1 = bitcast i8* %uglygep920.1 to float*
  store float %.137.us.3.1.us.3.1, float* %uglygep920921.1, align 4
  %sunkaddr2800 = mul i64 %.139.us.7.1.us.7, 4
  %497 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2801 = getelementptr i8, i8* %497, i64 %sunkaddr2800
  %sunkaddr2802 = getelementptr i8, i8* %sunkaddr2801, i64 112
  %498 = bitcast i8* %sunkaddr2802 to float*
  %.137.us.4.1.us.3.1 = load float, float* %498, align 4
  %uglygep922.1 = getelementptr i8, i8* %uglygep920.1, i64 %.46
  %uglygep922923.1 = bitcast i8* %uglygep922.1 to float*
  store float %.137.us.4.1.us.3.1, float* %uglygep922923.1, align 4
  %sunkaddr2803 = mul i64 %.139.us.7.1.us.7, 4
  %499 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2804 = getelementptr i8, i8* %499, i64 %sunkaddr2803
  %sunkaddr2805 = getelementptr i8, i8* %sunkaddr2804, i64 116
  %500 = bitcast i8* %sunkaddr2805 to float*
  %.137.us.5.1.us.3.1 = load float, float* %500, align 4
  %uglygep924.1 = getelementptr i8, i8* %uglygep922.1, i64 %.46
  %uglygep924925.1 = bitcast i8* %uglygep924.1 to float*
  store float %.137.us.5.1.us.3.1, float* %uglygep924925.1, align 4
  %sunkaddr2806 = mul i64 %.139.us.7.1.us.7, 4
  %501 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2807 = getelementptr i8, i8* %501, i64 %sunkaddr2806
  %sunkaddr2808 = getelementptr i8, i8* %sunkaddr2807, i64 120
  %502 = bitcast i8* %sunkaddr2808 to float*
  %.137.us.6.1.us.3.1 = load float, float* %502, align 4
  %uglygep926.1 = getelementptr i8, i8* %uglygep924.1, i64 %.46
  %uglygep926927.1 = bitcast i8* %uglygep926.1 to float*
  store float %.137.us.6.1.us.3.1, float* %uglygep926927.1, align 4
  %sunkaddr2809 = mul i64 %.139.us.7.1.us.7, 4
  %503 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2810 = getelementptr i8, i8* %503, i64 %sunkaddr2809
  %sunkaddr2811 = getelementptr i8, i8* %sunkaddr2810, i64 124
  %504 = bitcast i8* %sunkaddr2811 to float*
  %.137.us.7.1.us.3.1 = load float, float* %504, align 4
  %uglygep928.1 = getelementptr i8, i8* %uglygep926.1, i64 %.46
  %uglygep928929.1 = bitcast i8* %uglygep928.1 to float*
  store float %.137.us.7.1.us.3.1, float* %uglygep928929.1, align 4
  %sunkaddr2812 = mul i64 %.139.us.7.1.us.7, 4
  %505 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2813 = getelementptr i8, i8* %505, i64 %sunkaddr2812
  %sunkaddr2814 = getelementptr i8, i8* %sunkaddr2813, i64 128
  %506 = bitcast i8* %sunkaddr2814 to float*
  %.137.us.174.us.4.1 = load float, float* %506, align 4
  %uglygep930.1 = getelementptr i8, i8* %uglygep928.1, i64 %.46
  %uglygep930931.1 = bitcast i8* %uglygep930.1 to float*
  store float %.137.us.174.us.4.1, float* %uglygep930931.1, align 4
  %sunkaddr2815 = mul i64 %.139.us.7.1.us.7, 4
  %507 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2816 = getelementptr i8, i8* %507, i64 %sunkaddr2815
  %sunkaddr2817 = getelementptr i8, i8* %sunkaddr2816, i64 132
  %508 = bitcast i8* %sunkaddr2817 to float*
  %.137.us.1.1.us.4.1 = load float, float* %508, align 4
  %uglygep932.1 = getelementptr i8, i8* %uglygep930.1, i64 %.46
  %uglygep932933.1 = bitcast i8* %uglygep932.1 to float*
  store float %.137.us.1.1.us.4.1, float* %uglygep932933.1, align 4
  %sunkaddr2818 = mul i64 %.139.us.7.1.us.7, 4
  %509 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2819 = getelementptr i8, i8* %509, i64 %sunkaddr2818
  %sunkaddr2820 = getelementptr i8, i8* %sunkaddr2819, i64 136
  %510 = bitcast i8* %sunkaddr2820 to float*
  %.137.us.2.1.us.4.1 = load float, float* %510, align 4
  %uglygep934.1 = getelementptr i8, i8* %uglygep932.1, i64 %.46
  %uglygep934935.1 = bitcast i8* %uglygep934.1 to float*
  store float %.137.us.2.1.us.4.1, float* %uglygep934935.1, align 4
  %sunkaddr2821 = mul i64 %.139.us.7.1.us.7, 4
  %511 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2822 = getelementptr i8, i8* %511, i64 %sunkaddr2821
  %sunkaddr2823 = getelementptr i8, i8* %sunkaddr2822, i64 140
  %512 = bitcast i8* %sunkaddr2823 to float*
  %.137.us.3.1.us.4.1 = load float, float* %512, align 4
  %uglygep936.1 = getelementptr i8, i8* %uglygep934.1, i64 %.46
  %uglygep936937.1 = bitcast i8* %uglygep936.1 to float*
  store float %.137.us.3.1.us.4.1, float* %uglygep936937.1, align 4
  %sunkaddr2824 = mul i64 %.139.us.7.1.us.7, 4
  %513 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2825 = getelementptr i8, i8* %513, i64 %sunkaddr2824
  %sunkaddr2826 = getelementptr i8, i8* %sunkaddr2825, i64 144
  %514 = bitcast i8* %sunkaddr2826 to float*
  %.137.us.4.1.us.4.1 = load float, float* %514, align 4
  %uglygep938.1 = getelementptr i8, i8* %uglygep936.1, i64 %.46
  %uglygep938939.1 = bitcast i8* %uglygep938.1 to float*
  store float %.137.us.4.1.us.4.1, float* %uglygep938939.1, align 4
  %sunkaddr2827 = mul i64 %.139.us.7.1.us.7, 4
  %515 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2828 = getelementptr i8, i8* %515, i64 %sunkaddr2827
  %sunkaddr2829 = getelementptr i8, i8* %sunkaddr2828, i64 148
  %516 = bitcast i8* %sunkaddr2829 to float*
  %.137.us.5.1.us.4.1 = load float, float* %516, align 4
  %uglygep940.1 = getelementptr i8, i8* %uglygep938.1, i64 %.46
  %uglygep940941.1 = bitcast i8* %uglygep940.1 to float*
  store float %.137.us.5.1.us.4.1, float* %uglygep940941.1, align 4
  %sunkaddr2830 = mul i64 %.139.us.7.1.us.7, 4
  %517 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2831 = getelementptr i8, i8* %517, i64 %sunkaddr2830
  %sunkaddr2832 = getelementptr i8, i8* %sunkaddr2831, i64 152
  %518 = bitcast i8* %sunkaddr2832 to float*
  %.137.us.6.1.us.4.1 = load float, float* %518, align 4
  %uglygep942.1 = getelementptr i8, i8* %uglygep940.1, i64 %.46
  %uglygep942943.1 = bitcast i8* %uglygep942.1 to float*
  store float %.137.us.6.1.us.4.1, float* %uglygep942943.1, align 4
  %sunkaddr2833 = mul i64 %.139.us.7.1.us.7, 4
  %519 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2834 = getelementptr i8, i8* %519, i64 %sunkaddr2833
  %sunkaddr2835 = getelementptr i8, i8* %sunkaddr2834, i64 156
  %520 = bitcast i8* %sunkaddr2835 to float*
  %.137.us.7.1.us.4.1 = load float, float* %520, align 4
  %uglygep944.1 = getelementptr i8, i8* %uglygep942.1, i64 %.46
  %uglygep944945.1 = bitcast i8* %uglygep944.1 to float*
  store float %.137.us.7.1.us.4.1, float* %uglygep944945.1, align 4
  %sunkaddr2836 = mul i64 %.139.us.7.1.us.7, 4
  %521 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2837 = getelementptr i8, i8* %521, i64 %sunkaddr2836
  %sunkaddr2838 = getelementptr i8, i8* %sunkaddr2837, i64 160
  %522 = bitcast i8* %sunkaddr2838 to float*
  %.137.us.174.us.5.1 = load float, float* %522, align 4
  %uglygep946.1 = getelementptr i8, i8* %uglygep944.1, i64 %.46
  %uglygep946947.1 = bitcast i8* %uglygep946.1 to float*
  store float %.137.us.174.us.5.1, float* %uglygep946947.1, align 4
  %sunkaddr2839 = mul i64 %.139.us.7.1.us.7, 4
  %523 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2840 = getelementptr i8, i8* %523, i64 %sunkaddr2839
  %sunkaddr2841 = getelementptr i8, i8* %sunkaddr2840, i64 164
  %524 = bitcast i8* %sunkaddr2841 to float*
  %.137.us.1.1.us.5.1 = load float, float* %524, align 4
  %uglygep948.1 = getelementptr i8, i8* %uglygep946.1, i64 %.46
  %uglygep948949.1 = bitcast i8* %uglygep948.1 to float*
  store float %.137.us.1.1.us.5.1, float* %uglygep948949.1, align 4
  %sunkaddr2842 = mul i64 %.139.us.7.1.us.7, 4
  %525 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2843 = getelementptr i8, i8* %525, i64 %sunkaddr2842
  %sunkaddr2844 = getelementptr i8, i8* %sunkaddr2843, i64 168
  %526 = bitcast i8* %sunkaddr2844 to float*
  %.137.us.2.1.us.5.1 = load float, float* %526, align 4
  %uglygep950.1 = getelementptr i8, i8* %uglygep948.1, i64 %.46
  %uglygep950951.1 = bitcast i8* %uglygep950.1 to float*
  store float %.137.us.2.1.us.5.1, float* %uglygep950951.1, align 4
  %sunkaddr2845 = mul i64 %.139.us.7.1.us.7, 4
  %527 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2846 = getelementptr i8, i8* %527, i64 %sunkaddr2845
  %sunkaddr2847 = getelementptr i8, i8* %sunkaddr2846, i64 172
  %528 = bitcast i8* %sunkaddr2847 to float*
  %.137.us.3.1.us.5.1 = load float, float* %528, align 4
  %uglygep952.1 = getelementptr i8, i8* %uglygep950.1, i64 %.46
  %uglygep952953.1 = bitcast i8* %uglygep952.1 to float*
  store float %.137.us.3.1.us.5.1, float* %uglygep952953.1, align 4
  %sunkaddr2848 = mul i64 %.139.us.7.1.us.7, 4
  %529 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2849 = getelementptr i8, i8* %529, i64 %sunkaddr2848
  %sunkaddr2850 = getelementptr i8, i8* %sunkaddr2849, i64 176
  %530 = bitcast i8* %sunkaddr2850 to float*
  %.137.us.4.1.us.5.1 = load float, float* %530, align 4
  %uglygep954.1 = getelementptr i8, i8* %uglygep952.1, i64 %.46
  %uglygep954955.1 = bitcast i8* %uglygep954.1 to float*
  store float %.137.us.4.1.us.5.1, float* %uglygep954955.1, align 4
  %sunkaddr2851 = mul i64 %.139.us.7.1.us.7, 4
  %531 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2852 = getelementptr i8, i8* %531, i64 %sunkaddr2851
  %sunkaddr2853 = getelementptr i8, i8* %sunkaddr2852, i64 180
  %532 = bitcast i8* %sunkaddr2853 to float*
  %.137.us.5.1.us.5.1 = load float, float* %532, align 4
  %uglygep956.1 = getelementptr i8, i8* %uglygep954.1, i64 %.46
  %uglygep956957.1 = bitcast i8* %uglygep956.1 to float*
  store float %.137.us.5.1.us.5.1, float* %uglygep956957.1, align 4
  %sunkaddr2854 = mul i64 %.139.us.7.1.us.7, 4
  %533 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2855 = getelementptr i8, i8* %533, i64 %sunkaddr2854
  %sunkaddr2856 = getelementptr i8, i8* %sunkaddr2855, i64 184
  %534 = bitcast i8* %sunkaddr2856 to float*
  %.137.us.6.1.us.5.1 = load float, float* %534, align 4
  %uglygep958.1 = getelementptr i8, i8* %uglygep956.1, i64 %.46
  %uglygep958959.1 = bitcast i8* %uglygep958.1 to float*
  store float %.137.us.6.1.us.5.1, float* %uglygep958959.1, align 4
  %sunkaddr2857 = mul i64 %.139.us.7.1.us.7, 4
  %535 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2858 = getelementptr i8, i8* %535, i64 %sunkaddr2857
  %sunkaddr2859 = getelementptr i8, i8* %sunkaddr2858, i64 188
  %536 = bitcast i8* %sunkaddr2859 to float*
  %.137.us.7.1.us.5.1 = load float, float* %536, align 4
  %uglygep960.1 = getelementptr i8, i8* %uglygep958.1, i64 %.46
  %uglygep960961.1 = bitcast i8* %uglygep960.1 to float*
  store float %.137.us.7.1.us.5.1, float* %uglygep960961.1, align 4
  %sunkaddr2860 = mul i64 %.139.us.7.1.us.7, 4
  %537 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2861 = getelementptr i8, i8* %537, i64 %sunkaddr2860
  %sunkaddr2862 = getelementptr i8, i8* %sunkaddr2861, i64 192
  %538 = bitcast i8* %sunkaddr2862 to float*
  %.137.us.174.us.6.1 = load float, float* %538, align 4
  %uglygep962.1 = getelementptr i8, i8* %uglygep960.1, i64 %.46
  %uglygep962963.1 = bitcast i8* %uglygep962.1 to float*
  store float %.137.us.174.us.6.1, float* %uglygep962963.1, align 4
  %sunkaddr2863 = mul i64 %.139.us.7.1.us.7, 4
  %539 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2864 = getelementptr i8, i8* %539, i64 %sunkaddr2863
  %sunkaddr2865 = getelementptr i8, i8* %sunkaddr2864, i64 196
  %540 = bitcast i8* %sunkaddr2865 to float*
  %.137.us.1.1.us.6.1 = load float, float* %540, align 4
  %uglygep964.1 = getelementptr i8, i8* %uglygep962.1, i64 %.46
  %uglygep964965.1 = bitcast i8* %uglygep964.1 to float*
  store float %.137.us.1.1.us.6.1, float* %uglygep964965.1, align 4
  %sunkaddr2866 = mul i64 %.139.us.7.1.us.7, 4
  %541 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2867 = getelementptr i8, i8* %541, i64 %sunkaddr2866
  %sunkaddr2868 = getelementptr i8, i8* %sunkaddr2867, i64 200
  %542 = bitcast i8* %sunkaddr2868 to float*
  %.137.us.2.1.us.6.1 = load float, float* %542, align 4
  %uglygep966.1 = getelementptr i8, i8* %uglygep964.1, i64 %.46
  %uglygep966967.1 = bitcast i8* %uglygep966.1 to float*
  store float %.137.us.2.1.us.6.1, float* %uglygep966967.1, align 4
  %sunkaddr2869 = mul i64 %.139.us.7.1.us.7, 4
  %543 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2870 = getelementptr i8, i8* %543, i64 %sunkaddr2869
  %sunkaddr2871 = getelementptr i8, i8* %sunkaddr2870, i64 204
  %544 = bitcast i8* %sunkaddr2871 to float*
  %.137.us.3.1.us.6.1 = load float, float* %544, align 4
  %uglygep968.1 = getelementptr i8, i8* %uglygep966.1, i64 %.46
  %uglygep968969.1 = bitcast i8* %uglygep968.1 to float*
  store float %.137.us.3.1.us.6.1, float* %uglygep968969.1, align 4
  %sunkaddr2872 = mul i64 %.139.us.7.1.us.7, 4
  %545 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2873 = getelementptr i8, i8* %545, i64 %sunkaddr2872
  %sunkaddr2874 = getelementptr i8, i8* %sunkaddr2873, i64 208
  %546 = bitcast i8* %sunkaddr2874 to float*
  %.137.us.4.1.us.6.1 = load float, float* %546, align 4
  %uglygep970.1 = getelementptr i8, i8* %uglygep968.1, i64 %.46
  %uglygep970971.1 = bitcast i8* %uglygep970.1 to float*
  store float %.137.us.4.1.us.6.1, float* %uglygep970971.1, align 4
  %sunkaddr2875 = mul i64 %.139.us.7.1.us.7, 4
  %547 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2876 = getelementptr i8, i8* %547, i64 %sunkaddr2875
  %sunkaddr2877 = getelementptr i8, i8* %sunkaddr2876, i64 212
  %548 = bitcast i8* %sunkaddr2877 to float*
  %.137.us.5.1.us.6.1 = load float, float* %548, align 4
  %uglygep972.1 = getelementptr i8, i8* %uglygep970.1, i64 %.46
  %uglygep972973.1 = bitcast i8* %uglygep972.1 to float*
  store float %.137.us.5.1.us.6.1, float* %uglygep972973.1, align 4
  %sunkaddr2878 = mul i64 %.139.us.7.1.us.7, 4
  %549 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2879 = getelementptr i8, i8* %549, i64 %sunkaddr2878
  %sunkaddr2880 = getelementptr i8, i8* %sunkaddr2879, i64 216
  %550 = bitcast i8* %sunkaddr2880 to float*
  %.137.us.6.1.us.6.1 = load float, float* %550, align 4
  %uglygep974.1 = getelementptr i8, i8* %uglygep972.1, i64 %.46
  %uglygep974975.1 = bitcast i8* %uglygep974.1 to float*
  store float %.137.us.6.1.us.6.1, float* %uglygep974975.1, align 4
  %sunkaddr2881 = mul i64 %.139.us.7.1.us.7, 4
  %551 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2882 = getelementptr i8, i8* %551, i64 %sunkaddr2881
  %sunkaddr2883 = getelementptr i8, i8* %sunkaddr2882, i64 220
  %552 = bitcast i8* %sunkaddr2883 to float*
  %.137.us.7.1.us.6.1 = load float, float* %552, align 4
  %uglygep976.1 = getelementptr i8, i8* %uglygep974.1, i64 %.46
  %uglygep976977.1 = bitcast i8* %uglygep976.1 to float*
  store float %.137.us.7.1.us.6.1, float* %uglygep976977.1, align 4
  %sunkaddr2884 = mul i64 %.139.us.7.1.us.7, 4
  %553 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2885 = getelementptr i8, i8* %553, i64 %sunkaddr2884
  %sunkaddr2886 = getelementptr i8, i8* %sunkaddr2885, i64 224
  %554 = bitcast i8* %sunkaddr2886 to float*
  %.137.us.174.us.7.1 = load float, float* %554, align 4
  %uglygep978.1 = getelementptr i8, i8* %uglygep976.1, i64 %.46
  %uglygep978979.1 = bitcast i8* %uglygep978.1 to float*
  store float %.137.us.174.us.7.1, float* %uglygep978979.1, align 4
  %sunkaddr2887 = mul i64 %.139.us.7.1.us.7, 4
  %555 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2888 = getelementptr i8, i8* %555, i64 %sunkaddr2887
  %sunkaddr2889 = getelementptr i8, i8* %sunkaddr2888, i64 228
  %556 = bitcast i8* %sunkaddr2889 to float*
  %.137.us.1.1.us.7.1 = load float, float* %556, align 4
  %uglygep980.1 = getelementptr i8, i8* %uglygep978.1, i64 %.46
  %uglygep980981.1 = bitcast i8* %uglygep980.1 to float*
  store float %.137.us.1.1.us.7.1, float* %uglygep980981.1, align 4
  %sunkaddr2890 = mul i64 %.139.us.7.1.us.7, 4
  %557 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2891 = getelementptr i8, i8* %557, i64 %sunkaddr2890
  %sunkaddr2892 = getelementptr i8, i8* %sunkaddr2891, i64 232
  %558 = bitcast i8* %sunkaddr2892 to float*
  %.137.us.2.1.us.7.1 = load float, float* %558, align 4
  %uglygep982.1 = getelementptr i8, i8* %uglygep980.1, i64 %.46
  %uglygep982983.1 = bitcast i8* %uglygep982.1 to float*
  store float %.137.us.2.1.us.7.1, float* %uglygep982983.1, align 4
  %sunkaddr2893 = mul i64 %.139.us.7.1.us.7, 4
  %559 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2894 = getelementptr i8, i8* %559, i64 %sunkaddr2893
  %sunkaddr2895 = getelementptr i8, i8* %sunkaddr2894, i64 236
  %560 = bitcast i8* %sunkaddr2895 to float*
  %.137.us.3.1.us.7.1 = load float, float* %560, align 4
  %uglygep984.1 = getelementptr i8, i8* %uglygep982.1, i64 %.46
  %uglygep984985.1 = bitcast i8* %uglygep984.1 to float*
  store float %.137.us.3.1.us.7.1, float* %uglygep984985.1, align 4
  %sunkaddr2896 = mul i64 %.139.us.7.1.us.7, 4
  %561 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2897 = getelementptr i8, i8* %561, i64 %sunkaddr2896
  %sunkaddr2898 = getelementptr i8, i8* %sunkaddr2897, i64 240
  %562 = bitcast i8* %sunkaddr2898 to float*
  %.137.us.4.1.us.7.1 = load float, float* %562, align 4
  %uglygep986.1 = getelementptr i8, i8* %uglygep984.1, i64 %.46
  %uglygep986987.1 = bitcast i8* %uglygep986.1 to float*
  store float %.137.us.4.1.us.7.1, float* %uglygep986987.1, align 4
  %sunkaddr2899 = mul i64 %.139.us.7.1.us.7, 4
  %563 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2900 = getelementptr i8, i8* %563, i64 %sunkaddr2899
  %sunkaddr2901 = getelementptr i8, i8* %sunkaddr2900, i64 244
  %564 = bitcast i8* %sunkaddr2901 to float*
  %.137.us.5.1.us.7.1 = load float, float* %564, align 4
  %uglygep988.1 = getelementptr i8, i8* %uglygep986.1, i64 %.46
  %uglygep988989.1 = bitcast i8* %uglygep988.1 to float*
  store float %.137.us.5.1.us.7.1, float* %uglygep988989.1, align 4
  %sunkaddr2902 = mul i64 %.139.us.7.1.us.7, 4
  %565 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2903 = getelementptr i8, i8* %565, i64 %sunkaddr2902
  %sunkaddr2904 = getelementptr i8, i8* %sunkaddr2903, i64 248
  %566 = bitcast i8* %sunkaddr2904 to float*
  %.137.us.6.1.us.7.1 = load float, float* %566, align 4
  %uglygep990.1 = getelementptr i8, i8* %uglygep988.1, i64 %.46
  %uglygep990991.1 = bitcast i8* %uglygep990.1 to float*
  store float %.137.us.6.1.us.7.1, float* %uglygep990991.1, align 4
  %sunkaddr2905 = mul i64 %.139.us.7.1.us.7, 4
  %567 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2906 = getelementptr i8, i8* %567, i64 %sunkaddr2905
  %sunkaddr2907 = getelementptr i8, i8* %sunkaddr2906, i64 252
  %568 = bitcast i8* %sunkaddr2907 to float*
  %.137.us.7.1.us.7.1 = load float, float* %568, align 4
  %uglygep992.1 = getelementptr i8, i8* %uglygep990.1, i64 %.46
  %uglygep992993.1 = bitcast i8* %uglygep992.1 to float*
  store float %.137.us.7.1.us.7.1, float* %uglygep992993.1, align 4
  %.139.us.7.1.us.7.1 = add nuw i64 %loop.index.12.us.1.us, 128
  %lsr.iv.next716.us.7.1 = add i64 %lsr.iv.next716.us.7, %lsr.iv.next716.us.3
  %niter425.next.1 = add i64 %niter425, 2
  %niter425.ncmp.1 = icmp eq i64 %niter425.next.1, %unroll_iter397
  br i1 %niter425.ncmp.1, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us, !llvm.loop !73

for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.1.us, %for.body.1.us.1.us.preheader
  %.139.us.7.1.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.us.preheader ], [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ]
  %lsr.iv.next716.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.us.preheader ], [ %lsr.iv.next716.us.7.1, %for.body.1.us.1.us ]
  %lsr.iv715.us.unr419 = phi i64 [ %lsr.iv713.us, %for.body.1.us.1.us.preheader ], [ %lsr.iv.next716.us.7.1, %for.body.1.us.1.us ]
  %loop.index.12.us.1.us.unr420 = phi i64 [ 0, %for.body.1.us.1.us.preheader ], [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ]
  %569 = and i64 %50, 1
  %570 = icmp eq i64 %569, 0
  br i1 %570, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, label %for.body.1.us.1.us.epil410

for.body.1.us.1.us.epil410:                       ; preds = %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa
  %571 = bitcast float* %.6.i6 to i8*
  %scevgep865.epil = getelementptr float, float* %lsr.iv700.us, i64 %loop.index.12.us.1.us.unr420
  %uglygep736.epil = getelementptr i8, i8* %571, i64 %lsr.iv715.us.unr419
  %uglygep736737.epil = bitcast i8* %uglygep736.epil to float*
  %.137.us.174.us.epil411 = load float, float* %scevgep865.epil, align 4
  store float %.137.us.174.us.epil411, float* %uglygep736737.epil, align 4
  %sunkaddr25691045 = getelementptr float, float* %lsr.iv700.us, i64 1
  %sunkaddr25701046 = getelementptr float, float* %sunkaddr25691045, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.epil412 = load float, float* %sunkaddr25701046, align 4
  %uglygep868.epil = getelementptr i8, i8* %uglygep736.epil, i64 %.46
  %uglygep868869.epil = bitcast i8* %uglygep868.epil to float*
  store float %.137.us.1.1.us.epil412, float* %uglygep868869.epil, align 4
  %sunkaddr25721047 = getelementptr float, float* %lsr.iv700.us, i64 2
  %sunkaddr25731048 = getelementptr float, float* %sunkaddr25721047, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.epil413 = load float, float* %sunkaddr25731048, align 4
  %uglygep870.epil = getelementptr i8, i8* %uglygep868.epil, i64 %.46
  %uglygep870871.epil = bitcast i8* %uglygep870.epil to float*
  store float %.137.us.2.1.us.epil413, float* %uglygep870871.epil, align 4
  %sunkaddr25751049 = getelementptr float, float* %lsr.iv700.us, i64 3
  %sunkaddr25761050 = getelementptr float, float* %sunkaddr25751049, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.epil414 = load float, float* %sunkaddr25761050, align 4
  %uglygep872.epil = getelementptr i8, i8* %uglygep870.epil, i64 %.46
  %uglygep872873.epil = bitcast i8* %uglygep872.epil to float*
  store float %.137.us.3.1.us.epil414, float* %uglygep872873.epil, align 4
  %sunkaddr25781051 = getelementptr float, float* %lsr.iv700.us, i64 4
  %sunkaddr25791052 = getelementptr float, float* %sunkaddr25781051, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.epil415 = load float, float* %sunkaddr25791052, align 4
  %uglygep874.epil = getelementptr i8, i8* %uglygep872.epil, i64 %.46
  %uglygep874875.epil = bitcast i8* %uglygep874.epil to float*
  store float %.137.us.4.1.us.epil415, float* %uglygep874875.epil, align 4
  %sunkaddr25811053 = getelementptr float, float* %lsr.iv700.us, i64 5
  %sunkaddr25821054 = getelementptr float, float* %sunkaddr25811053, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.epil416 = load float, float* %sunkaddr25821054, align 4
  %uglygep876.epil = getelementptr i8, i8* %uglygep874.epil, i64 %.46
  %uglygep876877.epil = bitcast i8* %uglygep876.epil to float*
  store float %.137.us.5.1.us.epil416, float* %uglygep876877.epil, align 4
  %sunkaddr25841055 = getelementptr float, float* %lsr.iv700.us, i64 6
  %sunkaddr25851056 = getelementptr float, float* %sunkaddr25841055, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.epil417 = load float, float* %sunkaddr25851056, align 4
  %uglygep878.epil = getelementptr i8, i8* %uglygep876.epil, i64 %.46
  %uglygep878879.epil = bitcast i8* %uglygep878.epil to float*
  store float %.137.us.6.1.us.epil417, float* %uglygep878879.epil, align 4
  %sunkaddr25871057 = getelementptr float, float* %lsr.iv700.us, i64 7
  %sunkaddr25881058 = getelementptr float, float* %sunkaddr25871057, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.epil418 = load float, float* %sunkaddr25881058, align 4
  %uglygep880.epil = getelementptr i8, i8* %uglygep878.epil, i64 %.46
  %uglygep880881.epil = bitcast i8* %uglygep880.epil to float*
  store float %.137.us.7.1.us.epil418, float* %uglygep880881.epil, align 4
  %sunkaddr25901059 = getelementptr float, float* %lsr.iv700.us, i64 8
  %sunkaddr25911060 = getelementptr float, float* %sunkaddr25901059, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.1.epil = load float, float* %sunkaddr25911060, align 4
  %uglygep882.epil = getelementptr i8, i8* %uglygep880.epil, i64 %.46
  %uglygep882883.epil = bitcast i8* %uglygep882.epil to float*
  store float %.137.us.174.us.1.epil, float* %uglygep882883.epil, align 4
  %sunkaddr25931061 = getelementptr float, float* %lsr.iv700.us, i64 9
  %sunkaddr25941062 = getelementptr float, float* %sunkaddr25931061, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.1.epil = load float, float* %sunkaddr25941062, align 4
  %uglygep884.epil = getelementptr i8, i8* %uglygep882.epil, i64 %.46
  %uglygep884885.epil = bitcast i8* %uglygep884.epil to float*
  store float %.137.us.1.1.us.1.epil, float* %uglygep884885.epil, align 4
  %sunkaddr25961063 = getelementptr float, float* %lsr.iv700.us, i64 10
  %sunkaddr25971064 = getelementptr float, float* %sunkaddr25961063, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.1.epil = load float, float* %sunkaddr25971064, align 4
  %uglygep886.epil = getelementptr i8, i8* %uglygep884.epil, i64 %.46
  %uglygep886887.epil = bitcast i8* %uglygep886.epil to float*
  store float %.137.us.2.1.us.1.epil, float* %uglygep886887.epil, align 4
  %sunkaddr25991065 = getelementptr float, float* %lsr.iv700.us, i64 11
  %sunkaddr26001066 = getelementptr float, float* %sunkaddr25991065, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.1.epil = load float, float* %sunkaddr26001066, align 4
  %uglygep888.epil = getelementptr i8, i8* %uglygep886.epil, i64 %.46
  %uglygep888889.epil = bitcast i8* %uglygep888.epil to float*
  store float %.137.us.3.1.us.1.epil, float* %uglygep888889.epil, align 4
  %sunkaddr26021067 = getelementptr float, float* %lsr.iv700.us, i64 12
  %sunkaddr26031068 = getelementptr float, float* %sunkaddr26021067, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.1.epil = load float, float* %sunkaddr26031068, align 4
  %uglygep890.epil = getelementptr i8, i8* %uglygep888.epil, i64 %.46
  %uglygep890891.epil = bitcast i8* %uglygep890.epil to float*
  store float %.137.us.4.1.us.1.epil, float* %uglygep890891.epil, align 4
  %sunkaddr26051069 = getelementptr float, float* %lsr.iv700.us, i64 13
  %sunkaddr26061070 = getelementptr float, float* %sunkaddr26051069, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.1.epil = load float, float* %sunkaddr26061070, align 4
  %uglygep892.epil = getelementptr i8, i8* %uglygep890.epil, i64 %.46
  %uglygep892893.epil = bitcast i8* %uglygep892.epil to float*
  store float %.137.us.5.1.us.1.epil, float* %uglygep892893.epil, align 4
  %sunkaddr26081071 = getelementptr float, float* %lsr.iv700.us, i64 14
  %sunkaddr26091072 = getelementptr float, float* %sunkaddr26081071, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.1.epil = load float, float* %sunkaddr26091072, align 4
  %uglygep894.epil = getelementptr i8, i8* %uglygep892.epil, i64 %.46
  %uglygep894895.epil = bitcast i8* %uglygep894.epil to float*
  store float %.137.us.6.1.us.1.epil, float* %uglygep894895.epil, align 4
  %sunkaddr26111073 = getelementptr float, float* %lsr.iv700.us, i64 15
  %sunkaddr26121074 = getelementptr float, float* %sunkaddr26111073, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.1.epil = load float, float* %sunkaddr26121074, align 4
  %uglygep896.epil = getelementptr i8, i8* %uglygep894.epil, i64 %.46
  %uglygep896897.epil = bitcast i8* %uglygep896.epil to float*
  store float %.137.us.7.1.us.1.epil, float* %uglygep896897.epil, align 4
  %sunkaddr26141075 = getelementptr float, float* %lsr.iv700.us, i64 16
  %sunkaddr26151076 = getelementptr float, float* %sunkaddr26141075, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.2.epil = load float, float* %sunkaddr26151076, align 4
  %uglygep898.epil = getelementptr i8, i8* %uglygep896.epil, i64 %.46
  %uglygep898899.epil = bitcast i8* %uglygep898.epil to float*
  store float %.137.us.174.us.2.epil, float* %uglygep898899.epil, align 4
  %sunkaddr26171077 = getelementptr float, float* %lsr.iv700.us, i64 17
  %sunkaddr26181078 = getelementptr float, float* %sunkaddr26171077, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.2.epil = load float, float* %sunkaddr26181078, align 4
  %uglygep900.epil = getelementptr i8, i8* %uglygep898.epil, i64 %.46
  %uglygep900901.epil = bitcast i8* %uglygep900.epil to float*
  store float %.137.us.1.1.us.2.epil, float* %uglygep900901.epil, align 4
  %sunkaddr26201079 = getelementptr float, float* %lsr.iv700.us, i64 18
  %sunkaddr26211080 = getelementptr float, float* %sunkaddr26201079, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.2.epil = load float, float* %sunkaddr26211080, align 4
  %uglygep902.epil = getelementptr i8, i8* %uglygep900.epil, i64 %.46
  %uglygep902903.epil = bitcast i8* %uglygep902.epil to float*
  store float %.137.us.2.1.us.2.epil, float* %uglygep902903.epil, align 4
  %sunkaddr26231081 = getelementptr float, float* %lsr.iv700.us, i64 19
  %sunkaddr26241082 = getelementptr float, float* %sunkaddr26231081, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.2.epil = load float, float* %sunkaddr26241082, align 4
  %uglygep904.epil = getelementptr i8, i8* %uglygep902.epil, i64 %.46
  %uglygep904905.epil = bitcast i8* %uglygep904.epil to float*
  store float %.137.us.3.1.us.2.epil, float* %uglygep904905.epil, align 4
  %sunkaddr26261083 = getelementptr float, float* %lsr.iv700.us, i64 20
  %sunkaddr26271084 = getelementptr float, float* %sunkaddr26261083, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.2.epil = load float, float* %sunkaddr26271084, align 4
  %uglygep906.epil = getelementptr i8, i8* %uglygep904.epil, i64 %.46
  %uglygep906907.epil = bitcast i8* %uglygep906.epil to float*
  store float %.137.us.4.1.us.2.epil, float* %uglygep906907.epil, align 4
  %sunkaddr26291085 = getelementptr float, float* %lsr.iv700.us, i64 21
  %sunkaddr26301086 = getelementptr float, float* %sunkaddr26291085, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.2.epil = load float, float* %sunkaddr26301086, align 4
  %uglygep908.epil = getelementptr i8, i8* %uglygep906.epil, i64 %.46
  %uglygep908909.epil = bitcast i8* %uglygep908.epil to float*
  store float %.137.us.5.1.us.2.epil, float* %uglygep908909.epil, align 4
  %sunkaddr26321087 = getelementptr float, float* %lsr.iv700.us, i64 22
  %sunkaddr26331088 = getelementptr float, float* %sunkaddr26321087, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.2.epil = load float, float* %sunkaddr26331088, align 4
  %uglygep910.epil = getelementptr i8, i8* %uglygep908.epil, i64 %.46
  %uglygep910911.epil = bitcast i8* %uglygep910.epil to float*
  store float %.137.us.6.1.us.2.epil, float* %uglygep910911.epil, align 4
  %sunkaddr26351089 = getelementptr float, float* %lsr.iv700.us, i64 23
  %sunkaddr26361090 = getelementptr float, float* %sunkaddr26351089, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.2.epil = load float, float* %sunkaddr26361090, align 4
  %uglygep912.epil = getelementptr i8, i8* %uglygep910.epil, i64 %.46
  %uglygep912913.epil = bitcast i8* %uglygep912.epil to float*
  store float %.137.us.7.1.us.2.epil, float* %uglygep912913.epil, align 4
  %sunkaddr26381091 = getelementptr float, float* %lsr.iv700.us, i64 24
  %sunkaddr26391092 = getelementptr float, float* %sunkaddr26381091, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.3.epil = load float, float* %sunkaddr26391092, align 4
  %uglygep914.epil = getelementptr i8, i8* %uglygep912.epil, i64 %.46
  %uglygep914915.epil = bitcast i8* %uglygep914.epil to float*
  store float %.137.us.174.us.3.epil, float* %uglygep914915.epil, align 4
  %sunkaddr26411093 = getelementptr float, float* %lsr.iv700.us, i64 25
  %sunkaddr26421094 = getelementptr float, float* %sunkaddr26411093, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.3.epil = load float, float* %sunkaddr26421094, align 4
  %uglygep916.epil = getelementptr i8, i8* %uglygep914.epil, i64 %.46
  %uglygep916917.epil = bitcast i8* %uglygep916.epil to float*
  store float %.137.us.1.1.us.3.epil, float* %uglygep916917.epil, align 4
  %sunkaddr26441095 = getelementptr float, float* %lsr.iv700.us, i64 26
  %sunkaddr26451096 = getelementptr float, float* %sunkaddr26441095, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.3.epil = load float, float* %sunkaddr26451096, align 4
  %uglygep918.epil = getelementptr i8, i8* %uglygep916.epil, i64 %.46
  %uglygep918919.epil = bitcast i8* %uglygep918.epil to float*
  store float %.137.us.2.1.us.3.epil, float* %uglygep918919.epil, align 4
  %sunkaddr26471097 = getelementptr float, float* %lsr.iv700.us, i64 27
  %sunkaddr26481098 = getelementptr float, float* %sunkaddr26471097, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.3.epil = load float, float* %sunkaddr26481098, align 4
  %uglygep920.epil = getelementptr i8, i8* %uglygep918.epil, i64 %.46
  %uglygep920921.epil = bitcast i8* %uglygep920.epil to float*
  store float %.137.us.3.1.us.3.epil, float* %uglygep920921.epil, align 4
  %sunkaddr26501099 = getelementptr float, float* %lsr.iv700.us, i64 28
  %sunkaddr26511100 = getelementptr float, float* %sunkaddr26501099, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.3.epil = load float, float* %sunkaddr26511100, align 4
  %uglygep922.epil = getelementptr i8, i8* %uglygep920.epil, i64 %.46
  %uglygep922923.epil = bitcast i8* %uglygep922.epil to float*
  store float %.137.us.4.1.us.3.epil, float* %uglygep922923.epil, align 4
  %sunkaddr26531101 = getelementptr float, float* %lsr.iv700.us, i64 29
  %sunkaddr26541102 = getelementptr float, float* %sunkaddr26531101, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.3.epil = load float, float* %sunkaddr26541102, align 4
  %uglygep924.epil = getelementptr i8, i8* %uglygep922.epil, i64 %.46
  %uglygep924925.epil = bitcast i8* %uglygep924.epil to float*
  store float %.137.us.5.1.us.3.epil, float* %uglygep924925.epil, align 4
  %sunkaddr26561103 = getelementptr float, float* %lsr.iv700.us, i64 30
  %sunkaddr26571104 = getelementptr float, float* %sunkaddr26561103, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.3.epil = load float, float* %sunkaddr26571104, align 4
  %uglygep926.epil = getelementptr i8, i8* %uglygep924.epil, i64 %.46
  %uglygep926927.epil = bitcast i8* %uglygep926.epil to float*
  store float %.137.us.6.1.us.3.epil, float* %uglygep926927.epil, align 4
  %sunkaddr26591105 = getelementptr float, float* %lsr.iv700.us, i64 31
  %sunkaddr26601106 = getelementptr float, float* %sunkaddr26591105, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.3.epil = load float, float* %sunkaddr26601106, align 4
  %uglygep928.epil = getelementptr i8, i8* %uglygep926.epil, i64 %.46
  %uglygep928929.epil = bitcast i8* %uglygep928.epil to float*
  store float %.137.us.7.1.us.3.epil, float* %uglygep928929.epil, align 4
  %sunkaddr26621107 = getelementptr float, float* %lsr.iv700.us, i64 32
  %sunkaddr26631108 = getelementptr float, float* %sunkaddr26621107, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.4.epil = load float, float* %sunkaddr26631108, align 4
  %uglygep930.epil = getelementptr i8, i8* %uglygep928.epil, i64 %.46
  %uglygep930931.epil = bitcast i8* %uglygep930.epil to float*
  store float %.137.us.174.us.4.epil, float* %uglygep930931.epil, align 4
  %sunkaddr26651109 = getelementptr float, float* %lsr.iv700.us, i64 33
  %sunkaddr26661110 = getelementptr float, float* %sunkaddr26651109, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.4.epil = load float, float* %sunkaddr26661110, align 4
  %uglygep932.epil = getelementptr i8, i8* %uglygep930.epil, i64 %.46
  %uglygep932933.epil = bitcast i8* %uglygep932.epil to float*
  store float %.137.us.1.1.us.4.epil, float* %uglygep932933.epil, align 4
  %sunkaddr26681111 = getelementptr float, float* %lsr.iv700.us, i64 34
  %sunkaddr26691112 = getelementptr float, float* %sunkaddr26681111, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.4.epil = load float, float* %sunkaddr26691112, align 4
  %uglygep934.epil = getelementptr i8, i8* %uglygep932.epil, i64 %.46
  %uglygep934935.epil = bitcast i8* %uglygep934.epil to float*
  store float %.137.us.2.1.us.4.epil, float* %uglygep934935.epil, align 4
  %sunkaddr26711113 = getelementptr float, float* %lsr.iv700.us, i64 35
  %sunkaddr26721114 = getelementptr float, float* %sunkaddr26711113, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.4.epil = load float, float* %sunkaddr26721114, align 4
  %uglygep936.epil = getelementptr i8, i8* %uglygep934.epil, i64 %.46
  %uglygep936937.epil = bitcast i8* %uglygep936.epil to float*
  store float %.137.us.3.1.us.4.epil, float* %uglygep936937.epil, align 4
  %sunkaddr26741115 = getelementptr float, float* %lsr.iv700.us, i64 36
  %sunkaddr26751116 = getelementptr float, float* %sunkaddr26741115, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.4.epil = load float, float* %sunkaddr26751116, align 4
  %uglygep938.epil = getelementptr i8, i8* %uglygep936.epil, i64 %.46
  %uglygep938939.epil = bitcast i8* %uglygep938.epil to float*
  store float %.137.us.4.1.us.4.epil, float* %uglygep938939.epil, align 4
  %sunkaddr26771117 = getelementptr float, float* %lsr.iv700.us, i64 37
  %sunkaddr26781118 = getelementptr float, float* %sunkaddr26771117, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.4.epil = load float, float* %sunkaddr26781118, align 4
  %uglygep940.epil = getelementptr i8, i8* %uglygep938.epil, i64 %.46
  %uglygep940941.epil = bitcast i8* %uglygep940.epil to float*
  store float %.137.us.5.1.us.4.epil, float* %uglygep940941.epil, align 4
  %sunkaddr26801119 = getelementptr float, float* %lsr.iv700.us, i64 38
  %sunkaddr26811120 = getelementptr float, float* %sunkaddr26801119, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.4.epil = load float, float* %sunkaddr26811120, align 4
  %uglygep942.epil = getelementptr i8, i8* %uglygep940.epil, i64 %.46
  %uglygep942943.epil = bitcast i8* %uglygep942.epil to float*
  store float %.137.us.6.1.us.4.epil, float* %uglygep942943.epil, align 4
  %sunkaddr26831121 = getelementptr float, float* %lsr.iv700.us, i64 39
  %sunkaddr26841122 = getelementptr float, float* %sunkaddr26831121, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.4.epil = load float, float* %sunkaddr26841122, align 4
  %uglygep944.epil = getelementptr i8, i8* %uglygep942.epil, i64 %.46
  %uglygep944945.epil = bitcast i8* %uglygep944.epil to float*
  store float %.137.us.7.1.us.4.epil, float* %uglygep944945.epil, align 4
  %sunkaddr26861123 = getelementptr float, float* %lsr.iv700.us, i64 40
  %sunkaddr26871124 = getelementptr float, float* %sunkaddr26861123, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.5.epil = load float, float* %sunkaddr26871124, align 4
  %uglygep946.epil = getelementptr i8, i8* %uglygep944.epil, i64 %.46
  %uglygep946947.epil = bitcast i8* %uglygep946.epil to float*
  store float %.137.us.174.us.5.epil, float* %uglygep946947.epil, align 4
  %sunkaddr26891125 = getelementptr float, float* %lsr.iv700.us, i64 41
  %sunkaddr26901126 = getelementptr float, float* %sunkaddr26891125, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.5.epil = load float, float* %sunkaddr26901126, align 4
  %uglygep948.epil = getelementptr i8, i8* %uglygep946.epil, i64 %.46
  %uglygep948949.epil = bitcast i8* %uglygep948.epil to float*
  store float %.137.us.1.1.us.5.epil, float* %uglygep948949.epil, align 4
  %sunkaddr26921127 = getelementptr float, float* %lsr.iv700.us, i64 42
  %sunkaddr26931128 = getelementptr float, float* %sunkaddr26921127, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.5.epil = load float, float* %sunkaddr26931128, align 4
  %uglygep950.epil = getelementptr i8, i8* %uglygep948.epil, i64 %.46
  %uglygep950951.epil = bitcast i8* %uglygep950.epil to float*
  store float %.137.us.2.1.us.5.epil, float* %uglygep950951.epil, align 4
  %sunkaddr26951129 = getelementptr float, float* %lsr.iv700.us, i64 43
  %sunkaddr26961130 = getelementptr float, float* %sunkaddr26951129, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.5.epil = load float, float* %sunkaddr26961130, align 4
  %uglygep952.epil = getelementptr i8, i8* %uglygep950.epil, i64 %.46
  %uglygep952953.epil = bitcast i8* %uglygep952.epil to float*
  store float %.137.us.3.1.us.5.epil, float* %uglygep952953.epil, align 4
  %sunkaddr26981131 = getelementptr float, float* %lsr.iv700.us, i64 44
  %sunkaddr26991132 = getelementptr float, float* %sunkaddr26981131, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.5.epil = load float, float* %sunkaddr26991132, align 4
  %uglygep954.epil = getelementptr i8, i8* %uglygep952.epil, i64 %.46
  %uglygep954955.epil = bitcast i8* %uglygep954.epil to float*
  store float %.137.us.4.1.us.5.epil, float* %uglygep954955.epil, align 4
  %sunkaddr27011133 = getelementptr float, float* %lsr.iv700.us, i64 45
  %sunkaddr27021134 = getelementptr float, float* %sunkaddr27011133, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.5.epil = load float, float* %sunkaddr27021134, align 4
  %uglygep956.epil = getelementptr i8, i8* %uglygep954.epil, i64 %.46
  %uglygep956957.epil = bitcast i8* %uglygep956.epil to float*
  store float %.137.us.5.1.us.5.epil, float* %uglygep956957.epil, align 4
  %sunkaddr27041135 = getelementptr float, float* %lsr.iv700.us, i64 46
  %sunkaddr27051136 = getelementptr float, float* %sunkaddr27041135, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.5.epil = load float, float* %sunkaddr27051136, align 4
  %uglygep958.epil = getelementptr i8, i8* %uglygep956.epil, i64 %.46
  %uglygep958959.epil = bitcast i8* %uglygep958.epil to float*
  store float %.137.us.6.1.us.5.epil, float* %uglygep958959.epil, align 4
  %sunkaddr27071137 = getelementptr float, float* %lsr.iv700.us, i64 47
  %sunkaddr27081138 = getelementptr float, float* %sunkaddr27071137, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.5.epil = load float, float* %sunkaddr27081138, align 4
  %uglygep960.epil = getelementptr i8, i8* %uglygep958.epil, i64 %.46
  %uglygep960961.epil = bitcast i8* %uglygep960.epil to float*
  store float %.137.us.7.1.us.5.epil, float* %uglygep960961.epil, align 4
  %sunkaddr27101139 = getelementptr float, float* %lsr.iv700.us, i64 48
  %sunkaddr27111140 = getelementptr float, float* %sunkaddr27101139, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.6.epil = load float, float* %sunkaddr27111140, align 4
  %uglygep962.epil = getelementptr i8, i8* %uglygep960.epil, i64 %.46
  %uglygep962963.epil = bitcast i8* %uglygep962.epil to float*
  store float %.137.us.174.us.6.epil, float* %uglygep962963.epil, align 4
  %sunkaddr27131141 = getelementptr float, float* %lsr.iv700.us, i64 49
  %sunkaddr27141142 = getelementptr float, float* %sunkaddr27131141, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.6.epil = load float, float* %sunkaddr27141142, align 4
  %uglygep964.epil = getelementptr i8, i8* %uglygep962.epil, i64 %.46
  %uglygep964965.epil = bitcast i8* %uglygep964.epil to float*
  store float %.137.us.1.1.us.6.epil, float* %uglygep964965.epil, align 4
  %sunkaddr27161143 = getelementptr float, float* %lsr.iv700.us, i64 50
  %sunkaddr27171144 = getelementptr float, float* %sunkaddr27161143, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.6.epil = load float, float* %sunkaddr27171144, align 4
  %uglygep966.epil = getelementptr i8, i8* %uglygep964.epil, i64 %.46
  %uglygep966967.epil = bitcast i8* %uglygep966.epil to float*
  store float %.137.us.2.1.us.6.epil, float* %uglygep966967.epil, align 4
  %sunkaddr27191145 = getelementptr float, float* %lsr.iv700.us, i64 51
  %sunkaddr27201146 = getelementptr float, float* %sunkaddr27191145, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.6.epil = load float, float* %sunkaddr27201146, align 4
  %uglygep968.epil = getelementptr i8, i8* %uglygep966.epil, i64 %.46
  %uglygep968969.epil = bitcast i8* %uglygep968.epil to float*
  store float %.137.us.3.1.us.6.epil, float* %uglygep968969.epil, align 4
  %sunkaddr27221147 = getelementptr float, float* %lsr.iv700.us, i64 52
  %sunkaddr27231148 = getelementptr float, float* %sunkaddr27221147, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.6.epil = load float, float* %sunkaddr27231148, align 4
  %uglygep970.epil = getelementptr i8, i8* %uglygep968.epil, i64 %.46
  %uglygep970971.epil = bitcast i8* %uglygep970.epil to float*
  store float %.137.us.4.1.us.6.epil, float* %uglygep970971.epil, align 4
  %sunkaddr27251149 = getelementptr float, float* %lsr.iv700.us, i64 53
  %sunkaddr27261150 = getelementptr float, float* %sunkaddr27251149, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.6.epil = load float, float* %sunkaddr27261150, align 4
  %uglygep972.epil = getelementptr i8, i8* %uglygep970.epil, i64 %.46
  %uglygep972973.epil = bitcast i8* %uglygep972.epil to float*
  store float %.137.us.5.1.us.6.epil, float* %uglygep972973.epil, align 4
  %sunkaddr27281151 = getelementptr float, float* %lsr.iv700.us, i64 54
  %sunkaddr27291152 = getelementptr float, float* %sunkaddr27281151, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.6.epil = load float, float* %sunkaddr27291152, align 4
  %uglygep974.epil = getelementptr i8, i8* %uglygep972.epil, i64 %.46
  %uglygep974975.epil = bitcast i8* %uglygep974.epil to float*
  store float %.137.us.6.1.us.6.epil, float* %uglygep974975.epil, align 4
  %sunkaddr27311153 = getelementptr float, float* %lsr.iv700.us, i64 55
  %sunkaddr27321154 = getelementptr float, float* %sunkaddr27311153, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.6.epil = load float, float* %sunkaddr27321154, align 4
  %uglygep976.epil = getelementptr i8, i8* %uglygep974.epil, i64 %.46
  %uglygep976977.epil = bitcast i8* %uglygep976.epil to float*
  store float %.137.us.7.1.us.6.epil, float* %uglygep976977.epil, align 4
  %sunkaddr27341155 = getelementptr float, float* %lsr.iv700.us, i64 56
  %sunkaddr27351156 = getelementptr float, float* %sunkaddr27341155, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.7.epil = load float, float* %sunkaddr27351156, align 4
  %uglygep978.epil = getelementptr i8, i8* %uglygep976.epil, i64 %.46
  %uglygep978979.epil = bitcast i8* %uglygep978.epil to float*
  store float %.137.us.174.us.7.epil, float* %uglygep978979.epil, align 4
  %sunkaddr27371157 = getelementptr float, float* %lsr.iv700.us, i64 57
  %sunkaddr27381158 = getelementptr float, float* %sunkaddr27371157, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.7.epil = load float, float* %sunkaddr27381158, align 4
  %uglygep980.epil = getelementptr i8, i8* %uglygep978.epil, i64 %.46
  %uglygep980981.epil = bitcast i8* %uglygep980.epil to float*
  store float %.137.us.1.1.us.7.epil, float* %uglygep980981.epil, align 4
  %sunkaddr27401159 = getelementptr float, float* %lsr.iv700.us, i64 58
  %sunkaddr27411160 = getelementptr float, float* %sunkaddr27401159, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.7.epil = load float, float* %sunkaddr27411160, align 4
  %uglygep982.epil = getelementptr i8, i8* %uglygep980.epil, i64 %.46
  %uglygep982983.epil = bitcast i8* %uglygep982.epil to float*
  store float %.137.us.2.1.us.7.epil, float* %uglygep982983.epil, align 4
  %sunkaddr27431161 = getelementptr float, float* %lsr.iv700.us, i64 59
  %sunkaddr27441162 = getelementptr float, float* %sunkaddr27431161, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.7.epil = load float, float* %sunkaddr27441162, align 4
  %uglygep984.epil = getelementptr i8, i8* %uglygep982.epil, i64 %.46
  %uglygep984985.epil = bitcast i8* %uglygep984.epil to float*
  store float %.137.us.3.1.us.7.epil, float* %uglygep984985.epil, align 4
  %sunkaddr27461163 = getelementptr float, float* %lsr.iv700.us, i64 60
  %sunkaddr27471164 = getelementptr float, float* %sunkaddr27461163, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.7.epil = load float, float* %sunkaddr27471164, align 4
  %uglygep986.epil = getelementptr i8, i8* %uglygep984.epil, i64 %.46
  %uglygep986987.epil = bitcast i8* %uglygep986.epil to float*
  store float %.137.us.4.1.us.7.epil, float* %uglygep986987.epil, align 4
  %sunkaddr27491165 = getelementptr float, float* %lsr.iv700.us, i64 61
  %sunkaddr27501166 = getelementptr float, float* %sunkaddr27491165, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.7.epil = load float, float* %sunkaddr27501166, align 4
  %uglygep988.epil = getelementptr i8, i8* %uglygep986.epil, i64 %.46
  %uglygep988989.epil = bitcast i8* %uglygep988.epil to float*
  store float %.137.us.5.1.us.7.epil, float* %uglygep988989.epil, align 4
  %sunkaddr27521167 = getelementptr float, float* %lsr.iv700.us, i64 62
  %sunkaddr27531168 = getelementptr float, float* %sunkaddr27521167, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.7.epil = load float, float* %sunkaddr27531168, align 4
  %uglygep990.epil = getelementptr i8, i8* %uglygep988.epil, i64 %.46
  %uglygep990991.epil = bitcast i8* %uglygep990.epil to float*
  store float %.137.us.6.1.us.7.epil, float* %uglygep990991.epil, align 4
  %sunkaddr27551169 = getelementptr float, float* %lsr.iv700.us, i64 63
  %sunkaddr27561170 = getelementptr float, float* %sunkaddr27551169, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.7.epil = load float, float* %sunkaddr27561170, align 4
  %uglygep992.epil = getelementptr i8, i8* %uglygep990.epil, i64 %.46
  %uglygep992993.epil = bitcast i8* %uglygep992.epil to float*
  store float %.137.us.7.1.us.7.epil, float* %uglygep992993.epil, align 4
  %.139.us.7.1.us.7.epil = add nuw i64 %loop.index.12.us.1.us.unr420, 64
  %lsr.iv.next716.us.7.epil = add i64 %lsr.iv715.us.unr419, %lsr.iv.next716.us.3
  br label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa

for.end.1.loopexit.us.1.us.loopexit.unr-lcssa:    ; preds = %for.body.1.us.1.us.epil410, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, %for.body.1.us.1.preheader.us
  %lsr.iv715.us.unr = phi i64 [ %lsr.iv713.us, %for.body.1.us.1.preheader.us ], [ %lsr.iv.next716.us.7.lcssa.ph, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv.next716.us.7.epil, %for.body.1.us.1.us.epil410 ]
  %loop.index.12.us.1.us.unr = phi i64 [ 0, %for.body.1.us.1.preheader.us ], [ %.139.us.7.1.us.7.lcssa.ph, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.139.us.7.1.us.7.epil, %for.body.1.us.1.us.epil410 ]
  %572 = icmp eq i64 %xtraiter75, 0
  br i1 %572, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil.preheader

for.body.1.us.1.us.epil.preheader:                ; preds = %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa
  %573 = bitcast float* %.6.i6 to i8*
  %uglygep994 = getelementptr i8, i8* %573, i64 %lsr.iv715.us.unr
  %scevgep1591 = getelementptr float, float* %lsr.iv1588, i64 %loop.index.12.us.1.us.unr
  br label %for.body.1.us.1.us.epil

for.body.1.us.1.us.epil:                          ; preds = %for.body.1.us.1.us.epil, %for.body.1.us.1.us.epil.preheader
  %lsr.iv999 = phi i64 [ 0, %for.body.1.us.1.us.epil.preheader ], [ %lsr.iv.next1000, %for.body.1.us.1.us.epil ]
  %lsr.iv996.in = phi i8* [ %uglygep994, %for.body.1.us.1.us.epil.preheader ], [ %lsr.chain1623, %for.body.1.us.1.us.epil ]
  %574 = bitcast float* %scevgep1591 to i8*
  %lsr.iv996 = bitcast i8* %lsr.iv996.in to float*
  %uglygep1595 = getelementptr i8, i8* %574, i64 %lsr.iv999
  %uglygep15951596 = bitcast i8* %uglygep1595 to float*
  %scevgep1603 = getelementptr float, float* %uglygep15951596, i64 -4
  %.137.us.174.us.epil = load float, float* %scevgep1603, align 4
  store float %.137.us.174.us.epil, float* %lsr.iv996, align 4
  %uglygep1610 = getelementptr i8, i8* %574, i64 %lsr.iv999
  %uglygep16101611 = bitcast i8* %uglygep1610 to float*
  %scevgep1612 = getelementptr float, float* %uglygep16101611, i64 -3
  %.137.us.1.1.us.epil = load float, float* %scevgep1612, align 4
  %uglygep1072 = getelementptr i8, i8* %lsr.iv996.in, i64 %.46
  %uglygep10721073 = bitcast i8* %uglygep1072 to float*
  store float %.137.us.1.1.us.epil, float* %uglygep10721073, align 4
  %uglygep1616 = getelementptr i8, i8* %574, i64 %lsr.iv999
  %uglygep16161617 = bitcast i8* %uglygep1616 to float*
  %scevgep1618 = getelementptr float, float* %uglygep16161617, i64 -2
  %.137.us.2.1.us.epil = load float, float* %scevgep1618, align 4
  %uglygep1074 = getelementptr i8, i8* %uglygep1072, i64 %.46
  %uglygep10741075 = bitcast i8* %uglygep1074 to float*
  store float %.137.us.2.1.us.epil, float* %uglygep10741075, align 4
  %uglygep1619 = getelementptr i8, i8* %574, i64 %lsr.iv999
  %uglygep16191620 = bitcast i8* %uglygep1619 to float*
  %scevgep1621 = getelementptr float, float* %uglygep16191620, i64 -1
  %.137.us.3.1.us.epil = load float, float* %scevgep1621, align 4
  %uglygep1076 = getelementptr i8, i8* %uglygep1074, i64 %.46
  %uglygep10761077 = bitcast i8* %uglygep1076 to float*
  store float %.137.us.3.1.us.epil, float* %uglygep10761077, align 4
  %uglygep1593 = getelementptr i8, i8* %574, i64 %lsr.iv999
  %uglygep15931594 = bitcast i8* %uglygep1593 to float*
  %.137.us.4.1.us.epil = load float, float* %uglygep15931594, align 4
  %uglygep1078 = getelementptr i8, i8* %uglygep1076, i64 %.46
  %uglygep10781079 = bitcast i8* %uglygep1078 to float*
  store float %.137.us.4.1.us.epil, float* %uglygep10781079, align 4
  %uglygep1613 = getelementptr i8, i8* %574, i64 %lsr.iv999
  %uglygep16131614 = bitcast i8* %uglygep1613 to float*
  %scevgep1615 = getelementptr float, float* %uglygep16131614, i64 1
  %.137.us.5.1.us.epil = load float, float* %scevgep1615, align 4
  %uglygep1080 = getelementptr i8, i8* %uglygep1078, i64 %.46
  %uglygep10801081 = bitcast i8* %uglygep1080 to float*
  store float %.137.us.5.1.us.epil, float* %uglygep10801081, align 4
  %uglygep1607 = getelementptr i8, i8* %574, i64 %lsr.iv999
  %uglygep16071608 = bitcast i8* %uglygep1607 to float*
  %scevgep1609 = getelementptr float, float* %uglygep16071608, i64 2
  %.137.us.6.1.us.epil = load float, float* %scevgep1609, align 4
  %uglygep1082 = getelementptr i8, i8* %uglygep1080, i64 %.46
  %uglygep10821083 = bitcast i8* %uglygep1082 to float*
  store float %.137.us.6.1.us.epil, float* %uglygep10821083, align 4
  %uglygep1604 = getelementptr i8, i8* %574, i64 %lsr.iv999
  %uglygep16041605 = bitcast i8* %uglygep1604 to float*
  %scevgep1606 = getelementptr float, float* %uglygep16041605, i64 3
  %.137.us.7.1.us.epil = load float, float* %scevgep1606, align 4
  %uglygep1084 = getelementptr i8, i8* %uglygep1082, i64 %.46
  %uglygep10841085 = bitcast i8* %uglygep1084 to float*
  store float %.137.us.7.1.us.epil, float* %uglygep10841085, align 4
  %lsr.iv.next1000 = add nuw nsw i64 %lsr.iv999, 32
  %uglygep1086 = getelementptr i8, i8* %uglygep1084, i64 %.46
  %uglygep10861622 = bitcast i8* %uglygep1086 to float*
  %epil.iter81.cmp.not = icmp eq i64 %47, %lsr.iv.next1000
  %lsr.chain1623 = bitcast float* %uglygep10861622 to i8*
  br i1 %epil.iter81.cmp.not, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil, !llvm.loop !75

for.end.1.loopexit.us.1.us:                       ; preds = %for.body.1.us.1.us.epil, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, %for.body.1.us.preheader.us
  %575 = bitcast float* %lsr.iv1536 to i1*
  %576 = bitcast float* %lsr.iv1588 to i1*
  %577 = bitcast float* %lsr.iv464.us to i1*
  %578 = bitcast float* %lsr.iv700.us to i1*
  %.141.us.1.us = add nuw nsw i64 %loop.index4.us.us, 2
  %scevgep466.us = getelementptr i1, i1* %577, i64 %6
  %579 = bitcast i1* %scevgep466.us to float*
  %lsr.iv.next488.us = add i64 %lsr.iv487.us, 8
  %scevgep702.us = getelementptr i1, i1* %578, i64 %6
  %580 = bitcast i1* %scevgep702.us to float*
  %lsr.iv.next714.us = add i64 %lsr.iv713.us, 8
  %niter62.ncmp.1.us = icmp eq i64 %.141.us.1.us, %unroll_iter61
  %scevgep1538 = getelementptr i1, i1* %575, i64 %6
  %581 = bitcast i1* %scevgep1538 to float*
  %scevgep1590 = getelementptr i1, i1* %576, i64 %6
  %582 = bitcast i1* %scevgep1590 to float*
  br i1 %niter62.ncmp.1.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.us

for.body.1.us.preheader:                          ; preds = %for.end.1.loopexit.us.1.3, %for.body.1.us.preheader.preheader.new
  %lsr.iv2126 = phi float* [ %scevgep2127, %for.end.1.loopexit.us.1.3 ], [ %scevgep2125, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2107 = phi float* [ %652, %for.end.1.loopexit.us.1.3 ], [ %scevgep2106, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2075 = phi float* [ %scevgep2076, %for.end.1.loopexit.us.1.3 ], [ %scevgep2074, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2056 = phi float* [ %651, %for.end.1.loopexit.us.1.3 ], [ %scevgep2055, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2024 = phi float* [ %scevgep2025, %for.end.1.loopexit.us.1.3 ], [ %scevgep2023, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2005 = phi float* [ %650, %for.end.1.loopexit.us.1.3 ], [ %scevgep2004, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1973 = phi float* [ %scevgep1974, %for.end.1.loopexit.us.1.3 ], [ %scevgep1972, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1954 = phi float* [ %649, %for.end.1.loopexit.us.1.3 ], [ %scevgep1953, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1922 = phi float* [ %scevgep1923, %for.end.1.loopexit.us.1.3 ], [ %scevgep1921, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1903 = phi float* [ %648, %for.end.1.loopexit.us.1.3 ], [ %scevgep1902, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1871 = phi float* [ %scevgep1872, %for.end.1.loopexit.us.1.3 ], [ %scevgep1870, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1852 = phi float* [ %647, %for.end.1.loopexit.us.1.3 ], [ %scevgep1851, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1820 = phi float* [ %scevgep1821, %for.end.1.loopexit.us.1.3 ], [ %scevgep1819, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1801 = phi float* [ %646, %for.end.1.loopexit.us.1.3 ], [ %scevgep1800, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1767 = phi float* [ %scevgep1768, %for.end.1.loopexit.us.1.3 ], [ %scevgep1766, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1750 = phi float* [ %645, %for.end.1.loopexit.us.1.3 ], [ %scevgep1749, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1587 = phi float* [ %scevgep1588, %for.end.1.loopexit.us.1.3 ], [ %scevgep1586, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1577 = phi float* [ %644, %for.end.1.loopexit.us.1.3 ], [ %scevgep1576, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1541 = phi float* [ %scevgep1542, %for.end.1.loopexit.us.1.3 ], [ %scevgep1540, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1531 = phi float* [ %643, %for.end.1.loopexit.us.1.3 ], [ %scevgep1530, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1495 = phi float* [ %scevgep1496, %for.end.1.loopexit.us.1.3 ], [ %scevgep1494, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1485 = phi float* [ %642, %for.end.1.loopexit.us.1.3 ], [ %scevgep1484, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1449 = phi float* [ %scevgep1450, %for.end.1.loopexit.us.1.3 ], [ %scevgep1448, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1439 = phi float* [ %641, %for.end.1.loopexit.us.1.3 ], [ %scevgep1438, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1401 = phi float* [ %scevgep1402, %for.end.1.loopexit.us.1.3 ], [ %scevgep1400, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1385 = phi float* [ %640, %for.end.1.loopexit.us.1.3 ], [ %scevgep1384, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1340 = phi float* [ %scevgep1341, %for.end.1.loopexit.us.1.3 ], [ %scevgep1339, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1330 = phi float* [ %639, %for.end.1.loopexit.us.1.3 ], [ %scevgep1329, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1284 = phi float* [ %scevgep1286, %for.end.1.loopexit.us.1.3 ], [ %scevgep1283, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1232 = phi float* [ %scevgep1233, %for.end.1.loopexit.us.1.3 ], [ %.6.i6, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv700 = phi float* [ %638, %for.end.1.loopexit.us.1.3 ], [ %scevgep699, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv464 = phi float* [ %637, %for.end.1.loopexit.us.1.3 ], [ %arg.a.4, %for.body.1.us.preheader.preheader.new ]
  %niter107 = phi i64 [ %niter107.next.3, %for.end.1.loopexit.us.1.3 ], [ 0, %for.body.1.us.preheader.preheader.new ]
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %lsr.iv1769 = phi float* [ %585, %for.body.1.us.prol ], [ %lsr.iv1767, %for.body.1.us.preheader ]
  %lsr.iv1753 = phi float* [ %scevgep1754, %for.body.1.us.prol ], [ %lsr.iv1750, %for.body.1.us.preheader ]
  %lsr.iv1719 = phi i64 [ %lsr.iv.next1720, %for.body.1.us.prol ], [ 0, %for.body.1.us.preheader ]
  %lsr.iv1716 = phi float* [ %584, %for.body.1.us.prol ], [ %lsr.iv1232, %for.body.1.us.preheader ]
  %583 = bitcast float* %lsr.iv464 to i8*
  %lsr.iv17691770 = bitcast float* %lsr.iv1769 to i1*
  %lsr.iv17161717 = bitcast float* %lsr.iv1716 to i1*
  %uglygep1747 = getelementptr i8, i8* %583, i64 %lsr.iv1719
  %uglygep17471748 = bitcast i8* %uglygep1747 to float*
  %.137.us.prol = load float, float* %uglygep17471748, align 4
  store float %.137.us.prol, float* %lsr.iv1716, align 4
  %scevgep1718 = getelementptr i1, i1* %lsr.iv17161717, i64 %.46
  %584 = bitcast i1* %scevgep1718 to float*
  %lsr.iv.next1720 = add nuw nsw i64 %lsr.iv1719, 4
  %prol.iter.cmp.not = icmp eq i64 %22, %lsr.iv.next1720
  %scevgep1754 = getelementptr float, float* %lsr.iv1753, i64 1
  %scevgep1771 = getelementptr i1, i1* %lsr.iv17691770, i64 %.46
  %585 = bitcast i1* %scevgep1771 to float*
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !76

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol
  %586 = icmp ult i64 %4, 7
  br i1 %586, label %for.body.1.us.prol.1.preheader, label %for.body.1.us.preheader76

for.body.1.us.preheader76:                        ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us, %for.body.1.us.preheader76
  %lsr.iv1772 = phi float* [ %uglygep17901791, %for.body.1.us ], [ %lsr.iv1769, %for.body.1.us.preheader76 ]
  %lsr.iv1764 = phi i64 [ %lsr.iv.next1765, %for.body.1.us ], [ %21, %for.body.1.us.preheader76 ]
  %lsr.iv1755 = phi float* [ %scevgep1756, %for.body.1.us ], [ %lsr.iv1753, %for.body.1.us.preheader76 ]
  %lsr.iv17721775 = bitcast float* %lsr.iv1772 to i8*
  %scevgep1757 = getelementptr float, float* %lsr.iv1755, i64 -7
  %.137.us = load float, float* %scevgep1757, align 4
  store float %.137.us, float* %lsr.iv1772, align 4
  %scevgep1758 = getelementptr float, float* %lsr.iv1755, i64 -6
  %.137.us.1 = load float, float* %scevgep1758, align 4
  %uglygep1776 = getelementptr i8, i8* %lsr.iv17721775, i64 %.46
  %uglygep17761777 = bitcast i8* %uglygep1776 to float*
  store float %.137.us.1, float* %uglygep17761777, align 4
  %scevgep1759 = getelementptr float, float* %lsr.iv1755, i64 -5
  %.137.us.2 = load float, float* %scevgep1759, align 4
  %uglygep1778 = getelementptr i8, i8* %uglygep1776, i64 %.46
  %uglygep17781779 = bitcast i8* %uglygep1778 to float*
  store float %.137.us.2, float* %uglygep17781779, align 4
  %scevgep1760 = getelementptr float, float* %lsr.iv1755, i64 -4
  %.137.us.3 = load float, float* %scevgep1760, align 4
  %uglygep1780 = getelementptr i8, i8* %uglygep1778, i64 %.46
  %uglygep17801781 = bitcast i8* %uglygep1780 to float*
  store float %.137.us.3, float* %uglygep17801781, align 4
  %scevgep1761 = getelementptr float, float* %lsr.iv1755, i64 -3
  %.137.us.4 = load float, float* %scevgep1761, align 4
  %uglygep1782 = getelementptr i8, i8* %uglygep1780, i64 %.46
  %uglygep17821783 = bitcast i8* %uglygep1782 to float*
  store float %.137.us.4, float* %uglygep17821783, align 4
  %scevgep1762 = getelementptr float, float* %lsr.iv1755, i64 -2
  %.137.us.5 = load float, float* %scevgep1762, align 4
  %uglygep1784 = getelementptr i8, i8* %uglygep1782, i64 %.46
  %uglygep17841785 = bitcast i8* %uglygep1784 to float*
  store float %.137.us.5, float* %uglygep17841785, align 4
  %scevgep1763 = getelementptr float, float* %lsr.iv1755, i64 -1
  %.137.us.6 = load float, float* %scevgep1763, align 4
  %uglygep1786 = getelementptr i8, i8* %uglygep1784, i64 %.46
  %uglygep17861787 = bitcast i8* %uglygep1786 to float*
  store float %.137.us.6, float* %uglygep17861787, align 4
  %.137.us.7 = load float, float* %lsr.iv1755, align 4
  %uglygep1788 = getelementptr i8, i8* %uglygep1786, i64 %.46
  %uglygep17881789 = bitcast i8* %uglygep1788 to float*
  store float %.137.us.7, float* %uglygep17881789, align 4
  %scevgep1756 = getelementptr float, float* %lsr.iv1755, i64 8
  %lsr.iv.next1765 = add i64 %lsr.iv1764, 8
  %exitcond.not.7 = icmp eq i64 %lsr.iv.next1765, 0
  %uglygep1790 = getelementptr i8, i8* %uglygep1788, i64 %.46
  %uglygep17901791 = bitcast i8* %uglygep1790 to float*
  br i1 %exitcond.not.7, label %for.body.1.us.prol.1.preheader, label %for.body.1.us, !llvm.loop !73

for.body.1.us.prol.1.preheader:                   ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit
  br label %for.body.1.us.prol.1

for.body.1.us.prol.1:                             ; preds = %for.body.1.us.prol.1, %for.body.1.us.prol.1.preheader
  %lsr.iv1822 = phi float* [ %589, %for.body.1.us.prol.1 ], [ %lsr.iv1820, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1792 = phi float* [ %588, %for.body.1.us.prol.1 ], [ %lsr.iv1284, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1290 = phi i64 [ %lsr.iv.next1291, %for.body.1.us.prol.1 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1277 = phi i64 [ %lsr.iv.next1278, %for.body.1.us.prol.1 ], [ 0, %for.body.1.us.prol.1.preheader ]
  %587 = bitcast float* %lsr.iv700 to i8*
  %lsr.iv18221823 = bitcast float* %lsr.iv1822 to i1*
  %lsr.iv17921793 = bitcast float* %lsr.iv1792 to i1*
  %uglygep1796 = getelementptr i8, i8* %587, i64 %lsr.iv1277
  %uglygep17961797 = bitcast i8* %uglygep1796 to float*
  %.137.us.prol.1 = load float, float* %uglygep17961797, align 4
  store float %.137.us.prol.1, float* %lsr.iv1792, align 4
  %lsr.iv.next1278 = add nuw nsw i64 %lsr.iv1277, 4
  %lsr.iv.next1291 = add i64 %lsr.iv1290, -1
  %scevgep1794 = getelementptr i1, i1* %lsr.iv17921793, i64 %.46
  %588 = bitcast i1* %scevgep1794 to float*
  %prol.iter.cmp.1.not = icmp eq i64 %22, %lsr.iv.next1278
  %scevgep1824 = getelementptr i1, i1* %lsr.iv18221823, i64 %.46
  %589 = bitcast i1* %scevgep1824 to float*
  br i1 %prol.iter.cmp.1.not, label %for.body.1.us.prol.loopexit.1, label %for.body.1.us.prol.1, !llvm.loop !76

for.body.1.us.prol.loopexit.1:                    ; preds = %for.body.1.us.prol.1
  %590 = icmp ult i64 %4, 7
  br i1 %590, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.body.1.us.prol.loopexit.1
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1, %for.body.1.us.1.preheader
  %lsr.iv1825 = phi float* [ %uglygep18431844, %for.body.1.us.1 ], [ %lsr.iv1822, %for.body.1.us.1.preheader ]
  %lsr.iv1798 = phi i64 [ %lsr.iv.next1799, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %scevgep1804 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %lsr.iv18251828 = bitcast float* %lsr.iv1825 to i8*
  %scevgep1817 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1818 = getelementptr float, float* %scevgep1817, i64 -7
  %.137.us.174 = load float, float* %scevgep1818, align 4
  store float %.137.us.174, float* %lsr.iv1825, align 4
  %scevgep1815 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1816 = getelementptr float, float* %scevgep1815, i64 -6
  %.137.us.1.1 = load float, float* %scevgep1816, align 4
  %uglygep1829 = getelementptr i8, i8* %lsr.iv18251828, i64 %.46
  %uglygep18291830 = bitcast i8* %uglygep1829 to float*
  store float %.137.us.1.1, float* %uglygep18291830, align 4
  %scevgep1813 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1814 = getelementptr float, float* %scevgep1813, i64 -5
  %.137.us.2.1 = load float, float* %scevgep1814, align 4
  %uglygep1831 = getelementptr i8, i8* %uglygep1829, i64 %.46
  %uglygep18311832 = bitcast i8* %uglygep1831 to float*
  store float %.137.us.2.1, float* %uglygep18311832, align 4
  %scevgep1811 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1812 = getelementptr float, float* %scevgep1811, i64 -4
  %.137.us.3.1 = load float, float* %scevgep1812, align 4
  %uglygep1833 = getelementptr i8, i8* %uglygep1831, i64 %.46
  %uglygep18331834 = bitcast i8* %uglygep1833 to float*
  store float %.137.us.3.1, float* %uglygep18331834, align 4
  %scevgep1809 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1810 = getelementptr float, float* %scevgep1809, i64 -3
  %.137.us.4.1 = load float, float* %scevgep1810, align 4
  %uglygep1835 = getelementptr i8, i8* %uglygep1833, i64 %.46
  %uglygep18351836 = bitcast i8* %uglygep1835 to float*
  store float %.137.us.4.1, float* %uglygep18351836, align 4
  %scevgep1807 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1808 = getelementptr float, float* %scevgep1807, i64 -2
  %.137.us.5.1 = load float, float* %scevgep1808, align 4
  %uglygep1837 = getelementptr i8, i8* %uglygep1835, i64 %.46
  %uglygep18371838 = bitcast i8* %uglygep1837 to float*
  store float %.137.us.5.1, float* %uglygep18371838, align 4
  %scevgep1805 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1806 = getelementptr float, float* %scevgep1805, i64 -1
  %.137.us.6.1 = load float, float* %scevgep1806, align 4
  %uglygep1839 = getelementptr i8, i8* %uglygep1837, i64 %.46
  %uglygep18391840 = bitcast i8* %uglygep1839 to float*
  store float %.137.us.6.1, float* %uglygep18391840, align 4
  %.137.us.7.1 = load float, float* %scevgep1804, align 4
  %uglygep1841 = getelementptr i8, i8* %uglygep1839, i64 %.46
  %uglygep18411842 = bitcast i8* %uglygep1841 to float*
  store float %.137.us.7.1, float* %uglygep18411842, align 4
  %lsr.iv.next1799 = add i64 %lsr.iv1798, 8
  %exitcond.not.7.1 = icmp eq i64 %lsr.iv.next1291, %lsr.iv.next1799
  %uglygep1843 = getelementptr i8, i8* %uglygep1841, i64 %.46
  %uglygep18431844 = bitcast i8* %uglygep1843 to float*
  br i1 %exitcond.not.7.1, label %for.end.1.loopexit.us.1, label %for.body.1.us.1, !llvm.loop !73

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.1, %for.body.1.us.prol.loopexit.1
  br label %for.body.1.us.prol.1111

for.body.1.us.prol.1111:                          ; preds = %for.body.1.us.prol.1111, %for.end.1.loopexit.us.1
  %lsr.iv1873 = phi float* [ %593, %for.body.1.us.prol.1111 ], [ %lsr.iv1871, %for.end.1.loopexit.us.1 ]
  %lsr.iv1845 = phi float* [ %592, %for.body.1.us.prol.1111 ], [ %lsr.iv1340, %for.end.1.loopexit.us.1 ]
  %lsr.iv1353 = phi i64 [ %lsr.iv.next1354, %for.body.1.us.prol.1111 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1 ]
  %lsr.iv1333 = phi i64 [ %lsr.iv.next1334, %for.body.1.us.prol.1111 ], [ 0, %for.end.1.loopexit.us.1 ]
  %591 = bitcast float* %lsr.iv1330 to i8*
  %lsr.iv18731874 = bitcast float* %lsr.iv1873 to i1*
  %lsr.iv18451846 = bitcast float* %lsr.iv1845 to i1*
  %uglygep1849 = getelementptr i8, i8* %591, i64 %lsr.iv1333
  %uglygep18491850 = bitcast i8* %uglygep1849 to float*
  %.137.us.prol.1109 = load float, float* %uglygep18491850, align 4
  store float %.137.us.prol.1109, float* %lsr.iv1845, align 4
  %lsr.iv.next1334 = add nuw nsw i64 %lsr.iv1333, 4
  %lsr.iv.next1354 = add i64 %lsr.iv1353, -1
  %scevgep1847 = getelementptr i1, i1* %lsr.iv18451846, i64 %.46
  %592 = bitcast i1* %scevgep1847 to float*
  %prol.iter.cmp.not.1 = icmp eq i64 %22, %lsr.iv.next1334
  %scevgep1875 = getelementptr i1, i1* %lsr.iv18731874, i64 %.46
  %593 = bitcast i1* %scevgep1875 to float*
  br i1 %prol.iter.cmp.not.1, label %for.body.1.us.prol.loopexit.1112, label %for.body.1.us.prol.1111, !llvm.loop !76

for.body.1.us.prol.loopexit.1112:                 ; preds = %for.body.1.us.prol.1111
  %594 = bitcast float* %lsr.iv464 to i1*
  %595 = icmp ult i64 %4, 7
  %scevgep466 = getelementptr i1, i1* %594, i64 %6
  %596 = bitcast float* %lsr.iv700 to i1*
  %scevgep702 = getelementptr i1, i1* %596, i64 %6
  br i1 %595, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.preheader76.1

for.body.1.us.preheader76.1:                      ; preds = %for.body.1.us.prol.loopexit.1112
  %597 = add i64 %lsr.iv1353, -1
  br label %for.body.1.us.1124

for.body.1.us.1124:                               ; preds = %for.body.1.us.1124, %for.body.1.us.preheader76.1
  %lsr.iv1876 = phi float* [ %uglygep18941895, %for.body.1.us.1124 ], [ %lsr.iv1873, %for.body.1.us.preheader76.1 ]
  %lsr.iv1364 = phi i64 [ %lsr.iv.next1365, %for.body.1.us.1124 ], [ 0, %for.body.1.us.preheader76.1 ]
  %scevgep1855 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %lsr.iv18761879 = bitcast float* %lsr.iv1876 to i8*
  %scevgep1868 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1869 = getelementptr float, float* %scevgep1868, i64 -7
  %.137.us.1114 = load float, float* %scevgep1869, align 4
  store float %.137.us.1114, float* %lsr.iv1876, align 4
  %scevgep1866 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1867 = getelementptr float, float* %scevgep1866, i64 -6
  %.137.us.1.1115 = load float, float* %scevgep1867, align 4
  %uglygep1880 = getelementptr i8, i8* %lsr.iv18761879, i64 %.46
  %uglygep18801881 = bitcast i8* %uglygep1880 to float*
  store float %.137.us.1.1115, float* %uglygep18801881, align 4
  %scevgep1864 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1865 = getelementptr float, float* %scevgep1864, i64 -5
  %.137.us.2.1116 = load float, float* %scevgep1865, align 4
  %uglygep1882 = getelementptr i8, i8* %uglygep1880, i64 %.46
  %uglygep18821883 = bitcast i8* %uglygep1882 to float*
  store float %.137.us.2.1116, float* %uglygep18821883, align 4
  %scevgep1862 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1863 = getelementptr float, float* %scevgep1862, i64 -4
  %.137.us.3.1117 = load float, float* %scevgep1863, align 4
  %uglygep1884 = getelementptr i8, i8* %uglygep1882, i64 %.46
  %uglygep18841885 = bitcast i8* %uglygep1884 to float*
  store float %.137.us.3.1117, float* %uglygep18841885, align 4
  %scevgep1860 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1861 = getelementptr float, float* %scevgep1860, i64 -3
  %.137.us.4.1118 = load float, float* %scevgep1861, align 4
  %uglygep1886 = getelementptr i8, i8* %uglygep1884, i64 %.46
  %uglygep18861887 = bitcast i8* %uglygep1886 to float*
  store float %.137.us.4.1118, float* %uglygep18861887, align 4
  %scevgep1858 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1859 = getelementptr float, float* %scevgep1858, i64 -2
  %.137.us.5.1119 = load float, float* %scevgep1859, align 4
  %uglygep1888 = getelementptr i8, i8* %uglygep1886, i64 %.46
  %uglygep18881889 = bitcast i8* %uglygep1888 to float*
  store float %.137.us.5.1119, float* %uglygep18881889, align 4
  %scevgep1856 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1857 = getelementptr float, float* %scevgep1856, i64 -1
  %.137.us.6.1120 = load float, float* %scevgep1857, align 4
  %uglygep1890 = getelementptr i8, i8* %uglygep1888, i64 %.46
  %uglygep18901891 = bitcast i8* %uglygep1890 to float*
  store float %.137.us.6.1120, float* %uglygep18901891, align 4
  %.137.us.7.1121 = load float, float* %scevgep1855, align 4
  %uglygep1892 = getelementptr i8, i8* %uglygep1890, i64 %.46
  %uglygep18921893 = bitcast i8* %uglygep1892 to float*
  store float %.137.us.7.1121, float* %uglygep18921893, align 4
  %lsr.iv.next1365 = add i64 %lsr.iv1364, 8
  %exitcond.not.7.1123 = icmp eq i64 %597, %lsr.iv.next1365
  %uglygep1894 = getelementptr i8, i8* %uglygep1892, i64 %.46
  %uglygep18941895 = bitcast i8* %uglygep1894 to float*
  br i1 %exitcond.not.7.1123, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.1124, !llvm.loop !73

for.body.1.us.prol.1.preheader.1:                 ; preds = %for.body.1.us.1124, %for.body.1.us.prol.loopexit.1112
  br label %for.body.1.us.prol.1.1

for.body.1.us.prol.1.1:                           ; preds = %for.body.1.us.prol.1.1, %for.body.1.us.prol.1.preheader.1
  %lsr.iv1924 = phi float* [ %600, %for.body.1.us.prol.1.1 ], [ %lsr.iv1922, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1896 = phi float* [ %599, %for.body.1.us.prol.1.1 ], [ %lsr.iv1401, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1406 = phi i64 [ %lsr.iv.next1407, %for.body.1.us.prol.1.1 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1394 = phi i64 [ %lsr.iv.next1395, %for.body.1.us.prol.1.1 ], [ 0, %for.body.1.us.prol.1.preheader.1 ]
  %598 = bitcast float* %lsr.iv1385 to i8*
  %lsr.iv19241925 = bitcast float* %lsr.iv1924 to i1*
  %lsr.iv18961897 = bitcast float* %lsr.iv1896 to i1*
  %uglygep1900 = getelementptr i8, i8* %598, i64 %lsr.iv1394
  %uglygep19001901 = bitcast i8* %uglygep1900 to float*
  %.137.us.prol.1.1 = load float, float* %uglygep19001901, align 4
  store float %.137.us.prol.1.1, float* %lsr.iv1896, align 4
  %lsr.iv.next1395 = add nuw nsw i64 %lsr.iv1394, 4
  %lsr.iv.next1407 = add i64 %lsr.iv1406, -1
  %scevgep1898 = getelementptr i1, i1* %lsr.iv18961897, i64 %.46
  %599 = bitcast i1* %scevgep1898 to float*
  %prol.iter.cmp.1.not.1 = icmp eq i64 %22, %lsr.iv.next1395
  %scevgep1926 = getelementptr i1, i1* %lsr.iv19241925, i64 %.46
  %600 = bitcast i1* %scevgep1926 to float*
  br i1 %prol.iter.cmp.1.not.1, label %for.body.1.us.prol.loopexit.1.1, label %for.body.1.us.prol.1.1, !llvm.loop !76

for.body.1.us.prol.loopexit.1.1:                  ; preds = %for.body.1.us.prol.1.1
  %601 = icmp ult i64 %4, 7
  br i1 %601, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.preheader.1

for.body.1.us.1.preheader.1:                      ; preds = %for.body.1.us.prol.loopexit.1.1
  %602 = add i64 %lsr.iv1406, -1
  br label %for.body.1.us.1.1

for.body.1.us.1.1:                                ; preds = %for.body.1.us.1.1, %for.body.1.us.1.preheader.1
  %lsr.iv1927 = phi float* [ %uglygep19451946, %for.body.1.us.1.1 ], [ %lsr.iv1924, %for.body.1.us.1.preheader.1 ]
  %lsr.iv1419 = phi i64 [ %lsr.iv.next1420, %for.body.1.us.1.1 ], [ 0, %for.body.1.us.1.preheader.1 ]
  %scevgep1906 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %lsr.iv19271930 = bitcast float* %lsr.iv1927 to i8*
  %scevgep1919 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1920 = getelementptr float, float* %scevgep1919, i64 -7
  %.137.us.174.1 = load float, float* %scevgep1920, align 4
  store float %.137.us.174.1, float* %lsr.iv1927, align 4
  %scevgep1917 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1918 = getelementptr float, float* %scevgep1917, i64 -6
  %.137.us.1.1.1 = load float, float* %scevgep1918, align 4
  %uglygep1931 = getelementptr i8, i8* %lsr.iv19271930, i64 %.46
  %uglygep19311932 = bitcast i8* %uglygep1931 to float*
  store float %.137.us.1.1.1, float* %uglygep19311932, align 4
  %scevgep1915 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1916 = getelementptr float, float* %scevgep1915, i64 -5
  %.137.us.2.1.1 = load float, float* %scevgep1916, align 4
  %uglygep1933 = getelementptr i8, i8* %uglygep1931, i64 %.46
  %uglygep19331934 = bitcast i8* %uglygep1933 to float*
  store float %.137.us.2.1.1, float* %uglygep19331934, align 4
  %scevgep1913 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1914 = getelementptr float, float* %scevgep1913, i64 -4
  %.137.us.3.1.1 = load float, float* %scevgep1914, align 4
  %uglygep1935 = getelementptr i8, i8* %uglygep1933, i64 %.46
  %uglygep19351936 = bitcast i8* %uglygep1935 to float*
  store float %.137.us.3.1.1, float* %uglygep19351936, align 4
  %scevgep1911 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1912 = getelementptr float, float* %scevgep1911, i64 -3
  %.137.us.4.1.1 = load float, float* %scevgep1912, align 4
  %uglygep1937 = getelementptr i8, i8* %uglygep1935, i64 %.46
  %uglygep19371938 = bitcast i8* %uglygep1937 to float*
  store float %.137.us.4.1.1, float* %uglygep19371938, align 4
  %scevgep1909 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1910 = getelementptr float, float* %scevgep1909, i64 -2
  %.137.us.5.1.1 = load float, float* %scevgep1910, align 4
  %uglygep1939 = getelementptr i8, i8* %uglygep1937, i64 %.46
  %uglygep19391940 = bitcast i8* %uglygep1939 to float*
  store float %.137.us.5.1.1, float* %uglygep19391940, align 4
  %scevgep1907 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1908 = getelementptr float, float* %scevgep1907, i64 -1
  %.137.us.6.1.1 = load float, float* %scevgep1908, align 4
  %uglygep1941 = getelementptr i8, i8* %uglygep1939, i64 %.46
  %uglygep19411942 = bitcast i8* %uglygep1941 to float*
  store float %.137.us.6.1.1, float* %uglygep19411942, align 4
  %.137.us.7.1.1 = load float, float* %scevgep1906, align 4
  %uglygep1943 = getelementptr i8, i8* %uglygep1941, i64 %.46
  %uglygep19431944 = bitcast i8* %uglygep1943 to float*
  store float %.137.us.7.1.1, float* %uglygep19431944, align 4
  %lsr.iv.next1420 = add i64 %lsr.iv1419, 8
  %exitcond.not.7.1.1 = icmp eq i64 %602, %lsr.iv.next1420
  %uglygep1945 = getelementptr i8, i8* %uglygep1943, i64 %.46
  %uglygep19451946 = bitcast i8* %uglygep1945 to float*
  br i1 %exitcond.not.7.1.1, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1, !llvm.loop !73

for.end.1.loopexit.us.1.1:                        ; preds = %for.body.1.us.1.1, %for.body.1.us.prol.loopexit.1.1
  br label %for.body.1.us.prol.2

for.body.1.us.prol.2:                             ; preds = %for.body.1.us.prol.2, %for.end.1.loopexit.us.1.1
  %lsr.iv1975 = phi float* [ %605, %for.body.1.us.prol.2 ], [ %lsr.iv1973, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1947 = phi float* [ %604, %for.body.1.us.prol.2 ], [ %lsr.iv1449, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1454 = phi i64 [ %lsr.iv.next1455, %for.body.1.us.prol.2 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1442 = phi i64 [ %lsr.iv.next1443, %for.body.1.us.prol.2 ], [ 0, %for.end.1.loopexit.us.1.1 ]
  %603 = bitcast float* %lsr.iv1439 to i8*
  %lsr.iv19751976 = bitcast float* %lsr.iv1975 to i1*
  %lsr.iv19471948 = bitcast float* %lsr.iv1947 to i1*
  %uglygep1951 = getelementptr i8, i8* %603, i64 %lsr.iv1442
  %uglygep19511952 = bitcast i8* %uglygep1951 to float*
  %.137.us.prol.2 = load float, float* %uglygep19511952, align 4
  store float %.137.us.prol.2, float* %lsr.iv1947, align 4
  %lsr.iv.next1443 = add nuw nsw i64 %lsr.iv1442, 4
  %lsr.iv.next1455 = add i64 %lsr.iv1454, -1
  %scevgep1949 = getelementptr i1, i1* %lsr.iv19471948, i64 %.46
  %604 = bitcast i1* %scevgep1949 to float*
  %prol.iter.cmp.not.2 = icmp eq i64 %22, %lsr.iv.next1443
  %scevgep1977 = getelementptr i1, i1* %lsr.iv19751976, i64 %.46
  %605 = bitcast i1* %scevgep1977 to float*
  br i1 %prol.iter.cmp.not.2, label %for.body.1.us.prol.loopexit.2, label %for.body.1.us.prol.2, !llvm.loop !76

for.body.1.us.prol.loopexit.2:                    ; preds = %for.body.1.us.prol.2
  %606 = icmp ult i64 %4, 7
  %scevgep466.1 = getelementptr i1, i1* %scevgep466, i64 %6
  %scevgep702.1 = getelementptr i1, i1* %scevgep702, i64 %6
  br i1 %606, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.preheader76.2

for.body.1.us.preheader76.2:                      ; preds = %for.body.1.us.prol.loopexit.2
  %607 = add i64 %lsr.iv1454, -1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2, %for.body.1.us.preheader76.2
  %lsr.iv1978 = phi float* [ %uglygep19961997, %for.body.1.us.2 ], [ %lsr.iv1975, %for.body.1.us.preheader76.2 ]
  %lsr.iv1465 = phi i64 [ %lsr.iv.next1466, %for.body.1.us.2 ], [ 0, %for.body.1.us.preheader76.2 ]
  %scevgep1957 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %lsr.iv19781981 = bitcast float* %lsr.iv1978 to i8*
  %scevgep1970 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1971 = getelementptr float, float* %scevgep1970, i64 -7
  %.137.us.2125 = load float, float* %scevgep1971, align 4
  store float %.137.us.2125, float* %lsr.iv1978, align 4
  %scevgep1968 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1969 = getelementptr float, float* %scevgep1968, i64 -6
  %.137.us.1.2 = load float, float* %scevgep1969, align 4
  %uglygep1982 = getelementptr i8, i8* %lsr.iv19781981, i64 %.46
  %uglygep19821983 = bitcast i8* %uglygep1982 to float*
  store float %.137.us.1.2, float* %uglygep19821983, align 4
  %scevgep1966 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1967 = getelementptr float, float* %scevgep1966, i64 -5
  %.137.us.2.2 = load float, float* %scevgep1967, align 4
  %uglygep1984 = getelementptr i8, i8* %uglygep1982, i64 %.46
  %uglygep19841985 = bitcast i8* %uglygep1984 to float*
  store float %.137.us.2.2, float* %uglygep19841985, align 4
  %scevgep1964 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1965 = getelementptr float, float* %scevgep1964, i64 -4
  %.137.us.3.2 = load float, float* %scevgep1965, align 4
  %uglygep1986 = getelementptr i8, i8* %uglygep1984, i64 %.46
  %uglygep19861987 = bitcast i8* %uglygep1986 to float*
  store float %.137.us.3.2, float* %uglygep19861987, align 4
  %scevgep1962 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1963 = getelementptr float, float* %scevgep1962, i64 -3
  %.137.us.4.2 = load float, float* %scevgep1963, align 4
  %uglygep1988 = getelementptr i8, i8* %uglygep1986, i64 %.46
  %uglygep19881989 = bitcast i8* %uglygep1988 to float*
  store float %.137.us.4.2, float* %uglygep19881989, align 4
  %scevgep1960 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1961 = getelementptr float, float* %scevgep1960, i64 -2
  %.137.us.5.2 = load float, float* %scevgep1961, align 4
  %uglygep1990 = getelementptr i8, i8* %uglygep1988, i64 %.46
  %uglygep19901991 = bitcast i8* %uglygep1990 to float*
  store float %.137.us.5.2, float* %uglygep19901991, align 4
  %scevgep1958 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1959 = getelementptr float, float* %scevgep1958, i64 -1
  %.137.us.6.2 = load float, float* %scevgep1959, align 4
  %uglygep1992 = getelementptr i8, i8* %uglygep1990, i64 %.46
  %uglygep19921993 = bitcast i8* %uglygep1992 to float*
  store float %.137.us.6.2, float* %uglygep19921993, align 4
  %.137.us.7.2 = load float, float* %scevgep1957, align 4
  %uglygep1994 = getelementptr i8, i8* %uglygep1992, i64 %.46
  %uglygep19941995 = bitcast i8* %uglygep1994 to float*
  store float %.137.us.7.2, float* %uglygep19941995, align 4
  %lsr.iv.next1466 = add i64 %lsr.iv1465, 8
  %exitcond.not.7.2 = icmp eq i64 %607, %lsr.iv.next1466
  %uglygep1996 = getelementptr i8, i8* %uglygep1994, i64 %.46
  %uglygep19961997 = bitcast i8* %uglygep1996 to float*
  br i1 %exitcond.not.7.2, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.2, !llvm.loop !73

for.body.1.us.prol.1.preheader.2:                 ; preds = %for.body.1.us.2, %for.body.1.us.prol.loopexit.2
  br label %for.body.1.us.prol.1.2

for.body.1.us.prol.1.2:                           ; preds = %for.body.1.us.prol.1.2, %for.body.1.us.prol.1.preheader.2
  %lsr.iv2026 = phi float* [ %610, %for.body.1.us.prol.1.2 ], [ %lsr.iv2024, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1998 = phi float* [ %609, %for.body.1.us.prol.1.2 ], [ %lsr.iv1495, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1500 = phi i64 [ %lsr.iv.next1501, %for.body.1.us.prol.1.2 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1488 = phi i64 [ %lsr.iv.next1489, %for.body.1.us.prol.1.2 ], [ 0, %for.body.1.us.prol.1.preheader.2 ]
  %608 = bitcast float* %lsr.iv1485 to i8*
  %lsr.iv20262027 = bitcast float* %lsr.iv2026 to i1*
  %lsr.iv19981999 = bitcast float* %lsr.iv1998 to i1*
  %uglygep2002 = getelementptr i8, i8* %608, i64 %lsr.iv1488
  %uglygep20022003 = bitcast i8* %uglygep2002 to float*
  %.137.us.prol.1.2 = load float, float* %uglygep20022003, align 4
  store float %.137.us.prol.1.2, float* %lsr.iv1998, align 4
  %lsr.iv.next1489 = add nuw nsw i64 %lsr.iv1488, 4
  %lsr.iv.next1501 = add i64 %lsr.iv1500, -1
  %scevgep2000 = getelementptr i1, i1* %lsr.iv19981999, i64 %.46
  %609 = bitcast i1* %scevgep2000 to float*
  %prol.iter.cmp.1.not.2 = icmp eq i64 %22, %lsr.iv.next1489
  %scevgep2028 = getelementptr i1, i1* %lsr.iv20262027, i64 %.46
  %610 = bitcast i1* %scevgep2028 to float*
  br i1 %prol.iter.cmp.1.not.2, label %for.body.1.us.prol.loopexit.1.2, label %for.body.1.us.prol.1.2, !llvm.loop !76

for.body.1.us.prol.loopexit.1.2:                  ; preds = %for.body.1.us.prol.1.2
  %611 = icmp ult i64 %4, 7
  br i1 %611, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.preheader.2

for.body.1.us.1.preheader.2:                      ; preds = %for.body.1.us.prol.loopexit.1.2
  %612 = add i64 %lsr.iv1500, -1
  br label %for.body.1.us.1.2

for.body.1.us.1.2:                                ; preds = %for.body.1.us.1.2, %for.body.1.us.1.preheader.2
  %lsr.iv2029 = phi float* [ %uglygep20472048, %for.body.1.us.1.2 ], [ %lsr.iv2026, %for.body.1.us.1.preheader.2 ]
  %lsr.iv1511 = phi i64 [ %lsr.iv.next1512, %for.body.1.us.1.2 ], [ 0, %for.body.1.us.1.preheader.2 ]
  %scevgep2008 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %lsr.iv20292032 = bitcast float* %lsr.iv2029 to i8*
  %scevgep2021 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep2022 = getelementptr float, float* %scevgep2021, i64 -7
  %.137.us.174.2 = load float, float* %scevgep2022, align 4
  store float %.137.us.174.2, float* %lsr.iv2029, align 4
  %scevgep2019 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep2020 = getelementptr float, float* %scevgep2019, i64 -6
  %.137.us.1.1.2 = load float, float* %scevgep2020, align 4
  %uglygep2033 = getelementptr i8, i8* %lsr.iv20292032, i64 %.46
  %uglygep20332034 = bitcast i8* %uglygep2033 to float*
  store float %.137.us.1.1.2, float* %uglygep20332034, align 4
  %scevgep2017 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep2018 = getelementptr float, float* %scevgep2017, i64 -5
  %.137.us.2.1.2 = load float, float* %scevgep2018, align 4
  %uglygep2035 = getelementptr i8, i8* %uglygep2033, i64 %.46
  %uglygep20352036 = bitcast i8* %uglygep2035 to float*
  store float %.137.us.2.1.2, float* %uglygep20352036, align 4
  %scevgep2015 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep2016 = getelementptr float, float* %scevgep2015, i64 -4
  %.137.us.3.1.2 = load float, float* %scevgep2016, align 4
  %uglygep2037 = getelementptr i8, i8* %uglygep2035, i64 %.46
  %uglygep20372038 = bitcast i8* %uglygep2037 to float*
  store float %.137.us.3.1.2, float* %uglygep20372038, align 4
  %scevgep2013 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep2014 = getelementptr float, float* %scevgep2013, i64 -3
  %.137.us.4.1.2 = load float, float* %scevgep2014, align 4
  %uglygep2039 = getelementptr i8, i8* %uglygep2037, i64 %.46
  %uglygep20392040 = bitcast i8* %uglygep2039 to float*
  store float %.137.us.4.1.2, float* %uglygep20392040, align 4
  %scevgep2011 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep2012 = getelementptr float, float* %scevgep2011, i64 -2
  %.137.us.5.1.2 = load float, float* %scevgep2012, align 4
  %uglygep2041 = getelementptr i8, i8* %uglygep2039, i64 %.46
  %uglygep20412042 = bitcast i8* %uglygep2041 to float*
  store float %.137.us.5.1.2, float* %uglygep20412042, align 4
  %scevgep2009 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep2010 = getelementptr float, float* %scevgep2009, i64 -1
  %.137.us.6.1.2 = load float, float* %scevgep2010, align 4
  %uglygep2043 = getelementptr i8, i8* %uglygep2041, i64 %.46
  %uglygep20432044 = bitcast i8* %uglygep2043 to float*
  store float %.137.us.6.1.2, float* %uglygep20432044, align 4
  %.137.us.7.1.2 = load float, float* %scevgep2008, align 4
  %uglygep2045 = getelementptr i8, i8* %uglygep2043, i64 %.46
  %uglygep20452046 = bitcast i8* %uglygep2045 to float*
  store float %.137.us.7.1.2, float* %uglygep20452046, align 4
  %lsr.iv.next1512 = add i64 %lsr.iv1511, 8
  %exitcond.not.7.1.2 = icmp eq i64 %612, %lsr.iv.next1512
  %uglygep2047 = getelementptr i8, i8* %uglygep2045, i64 %.46
  %uglygep20472048 = bitcast i8* %uglygep2047 to float*
  br i1 %exitcond.not.7.1.2, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2, !llvm.loop !73

for.end.1.loopexit.us.1.2:                        ; preds = %for.body.1.us.1.2, %for.body.1.us.prol.loopexit.1.2
  br label %for.body.1.us.prol.3

for.body.1.us.prol.3:                             ; preds = %for.body.1.us.prol.3, %for.end.1.loopexit.us.1.2
  %lsr.iv2077 = phi float* [ %615, %for.body.1.us.prol.3 ], [ %lsr.iv2075, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv2049 = phi float* [ %614, %for.body.1.us.prol.3 ], [ %lsr.iv1541, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1546 = phi i64 [ %lsr.iv.next1547, %for.body.1.us.prol.3 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1534 = phi i64 [ %lsr.iv.next1535, %for.body.1.us.prol.3 ], [ 0, %for.end.1.loopexit.us.1.2 ]
  %613 = bitcast float* %lsr.iv1531 to i8*
  %lsr.iv20772078 = bitcast float* %lsr.iv2077 to i1*
  %lsr.iv20492050 = bitcast float* %lsr.iv2049 to i1*
  %uglygep2053 = getelementptr i8, i8* %613, i64 %lsr.iv1534
  %uglygep20532054 = bitcast i8* %uglygep2053 to float*
  %.137.us.prol.3 = load float, float* %uglygep20532054, align 4
  store float %.137.us.prol.3, float* %lsr.iv2049, align 4
  %lsr.iv.next1535 = add nuw nsw i64 %lsr.iv1534, 4
  %lsr.iv.next1547 = add i64 %lsr.iv1546, -1
  %scevgep2051 = getelementptr i1, i1* %lsr.iv20492050, i64 %.46
  %614 = bitcast i1* %scevgep2051 to float*
  %prol.iter.cmp.not.3 = icmp eq i64 %22, %lsr.iv.next1535
  %scevgep2079 = getelementptr i1, i1* %lsr.iv20772078, i64 %.46
  %615 = bitcast i1* %scevgep2079 to float*
  br i1 %prol.iter.cmp.not.3, label %for.body.1.us.prol.loopexit.3, label %for.body.1.us.prol.3, !llvm.loop !76

for.body.1.us.prol.loopexit.3:                    ; preds = %for.body.1.us.prol.3
  %616 = icmp ult i64 %4, 7
  %scevgep466.2 = getelementptr i1, i1* %scevgep466.1, i64 %6
  %scevgep702.2 = getelementptr i1, i1* %scevgep702.1, i64 %6
  br i1 %616, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.preheader76.3

for.body.1.us.preheader76.3:                      ; preds = %for.body.1.us.prol.loopexit.3
  %617 = add i64 %lsr.iv1546, -1
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3, %for.body.1.us.preheader76.3
  %lsr.iv2080 = phi float* [ %uglygep20982099, %for.body.1.us.3 ], [ %lsr.iv2077, %for.body.1.us.preheader76.3 ]
  %lsr.iv1557 = phi i64 [ %lsr.iv.next1558, %for.body.1.us.3 ], [ 0, %for.body.1.us.preheader76.3 ]
  %scevgep2059 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %lsr.iv20802083 = bitcast float* %lsr.iv2080 to i8*
  %scevgep2072 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep2073 = getelementptr float, float* %scevgep2072, i64 -7
  %.137.us.3126 = load float, float* %scevgep2073, align 4
  store float %.137.us.3126, float* %lsr.iv2080, align 4
  %scevgep2070 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep2071 = getelementptr float, float* %scevgep2070, i64 -6
  %.137.us.1.3 = load float, float* %scevgep2071, align 4
  %uglygep2084 = getelementptr i8, i8* %lsr.iv20802083, i64 %.46
  %uglygep20842085 = bitcast i8* %uglygep2084 to float*
  store float %.137.us.1.3, float* %uglygep20842085, align 4
  %scevgep2068 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep2069 = getelementptr float, float* %scevgep2068, i64 -5
  %.137.us.2.3 = load float, float* %scevgep2069, align 4
  %uglygep2086 = getelementptr i8, i8* %uglygep2084, i64 %.46
  %uglygep20862087 = bitcast i8* %uglygep2086 to float*
  store float %.137.us.2.3, float* %uglygep20862087, align 4
  %scevgep2066 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep2067 = getelementptr float, float* %scevgep2066, i64 -4
  %.137.us.3.3 = load float, float* %scevgep2067, align 4
  %uglygep2088 = getelementptr i8, i8* %uglygep2086, i64 %.46
  %uglygep20882089 = bitcast i8* %uglygep2088 to float*
  store float %.137.us.3.3, float* %uglygep20882089, align 4
  %scevgep2064 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep2065 = getelementptr float, float* %scevgep2064, i64 -3
  %.137.us.4.3 = load float, float* %scevgep2065, align 4
  %uglygep2090 = getelementptr i8, i8* %uglygep2088, i64 %.46
  %uglygep20902091 = bitcast i8* %uglygep2090 to float*
  store float %.137.us.4.3, float* %uglygep20902091, align 4
  %scevgep2062 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep2063 = getelementptr float, float* %scevgep2062, i64 -2
  %.137.us.5.3 = load float, float* %scevgep2063, align 4
  %uglygep2092 = getelementptr i8, i8* %uglygep2090, i64 %.46
  %uglygep20922093 = bitcast i8* %uglygep2092 to float*
  store float %.137.us.5.3, float* %uglygep20922093, align 4
  %scevgep2060 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep2061 = getelementptr float, float* %scevgep2060, i64 -1
  %.137.us.6.3 = load float, float* %scevgep2061, align 4
  %uglygep2094 = getelementptr i8, i8* %uglygep2092, i64 %.46
  %uglygep20942095 = bitcast i8* %uglygep2094 to float*
  store float %.137.us.6.3, float* %uglygep20942095, align 4
  %.137.us.7.3 = load float, float* %scevgep2059, align 4
  %uglygep2096 = getelementptr i8, i8* %uglygep2094, i64 %.46
  %uglygep20962097 = bitcast i8* %uglygep2096 to float*
  store float %.137.us.7.3, float* %uglygep20962097, align 4
  %lsr.iv.next1558 = add i64 %lsr.iv1557, 8
  %exitcond.not.7.3 = icmp eq i64 %617, %lsr.iv.next1558
  %uglygep2098 = getelementptr i8, i8* %uglygep2096, i64 %.46
  %uglygep20982099 = bitcast i8* %uglygep2098 to float*
  br i1 %exitcond.not.7.3, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.3, !llvm.loop !73

for.body.1.us.prol.1.preheader.3:                 ; preds = %for.body.1.us.3, %for.body.1.us.prol.loopexit.3
  br label %for.body.1.us.prol.1.3

for.body.1.us.prol.1.3:                           ; preds = %for.body.1.us.prol.1.3, %for.body.1.us.prol.1.preheader.3
  %lsr.iv2128 = phi float* [ %620, %for.body.1.us.prol.1.3 ], [ %lsr.iv2126, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv2100 = phi float* [ %619, %for.body.1.us.prol.1.3 ], [ %lsr.iv1587, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1592 = phi i64 [ %lsr.iv.next1593, %for.body.1.us.prol.1.3 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1580 = phi i64 [ %lsr.iv.next1581, %for.body.1.us.prol.1.3 ], [ 0, %for.body.1.us.prol.1.preheader.3 ]
  %618 = bitcast float* %lsr.iv1577 to i8*
  %lsr.iv21282129 = bitcast float* %lsr.iv2128 to i1*
  %lsr.iv21002101 = bitcast float* %lsr.iv2100 to i1*
  %uglygep2104 = getelementptr i8, i8* %618, i64 %lsr.iv1580
  %uglygep21042105 = bitcast i8* %uglygep2104 to float*
  %.137.us.prol.1.3 = load float, float* %uglygep21042105, align 4
  store float %.137.us.prol.1.3, float* %lsr.iv2100, align 4
  %lsr.iv.next1581 = add nuw nsw i64 %lsr.iv1580, 4
  %lsr.iv.next1593 = add i64 %lsr.iv1592, -1
  %scevgep2102 = getelementptr i1, i1* %lsr.iv21002101, i64 %.46
  %619 = bitcast i1* %scevgep2102 to float*
  %prol.iter.cmp.1.not.3 = icmp eq i64 %22, %lsr.iv.next1581
  %scevgep2130 = getelementptr i1, i1* %lsr.iv21282129, i64 %.46
  %620 = bitcast i1* %scevgep2130 to float*
  br i1 %prol.iter.cmp.1.not.3, label %for.body.1.us.prol.loopexit.1.3, label %for.body.1.us.prol.1.3, !llvm.loop !76

for.body.1.us.prol.loopexit.1.3:                  ; preds = %for.body.1.us.prol.1.3
  %621 = icmp ult i64 %4, 7
  br i1 %621, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.preheader.3

for.body.1.us.1.preheader.3:                      ; preds = %for.body.1.us.prol.loopexit.1.3
  %622 = add i64 %lsr.iv1592, -1
  br label %for.body.1.us.1.3

for.body.1.us.1.3:                                ; preds = %for.body.1.us.1.3, %for.body.1.us.1.preheader.3
  %lsr.iv2131 = phi float* [ %uglygep21492150, %for.body.1.us.1.3 ], [ %lsr.iv2128, %for.body.1.us.1.preheader.3 ]
  %lsr.iv1603 = phi i64 [ %lsr.iv.next1604, %for.body.1.us.1.3 ], [ 0, %for.body.1.us.1.preheader.3 ]
  %scevgep2110 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %lsr.iv21312134 = bitcast float* %lsr.iv2131 to i8*
  %scevgep2123 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep2124 = getelementptr float, float* %scevgep2123, i64 -7
  %.137.us.174.3 = load float, float* %scevgep2124, align 4
  store float %.137.us.174.3, float* %lsr.iv2131, align 4
  %scevgep2121 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep2122 = getelementptr float, float* %scevgep2121, i64 -6
  %.137.us.1.1.3 = load float, float* %scevgep2122, align 4
  %uglygep2135 = getelementptr i8, i8* %lsr.iv21312134, i64 %.46
  %uglygep21352136 = bitcast i8* %uglygep2135 to float*
  store float %.137.us.1.1.3, float* %uglygep21352136, align 4
  %scevgep2119 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep2120 = getelementptr float, float* %scevgep2119, i64 -5
  %.137.us.2.1.3 = load float, float* %scevgep2120, align 4
  %uglygep2137 = getelementptr i8, i8* %uglygep2135, i64 %.46
  %uglygep21372138 = bitcast i8* %uglygep2137 to float*
  store float %.137.us.2.1.3, float* %uglygep21372138, align 4
  %scevgep2117 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep2118 = getelementptr float, float* %scevgep2117, i64 -4
  %.137.us.3.1.3 = load float, float* %scevgep2118, align 4
  %uglygep2139 = getelementptr i8, i8* %uglygep2137, i64 %.46
  %uglygep21392140 = bitcast i8* %uglygep2139 to float*
  store float %.137.us.3.1.3, float* %uglygep21392140, align 4
  %scevgep2115 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep2116 = getelementptr float, float* %scevgep2115, i64 -3
  %.137.us.4.1.3 = load float, float* %scevgep2116, align 4
  %uglygep2141 = getelementptr i8, i8* %uglygep2139, i64 %.46
  %uglygep21412142 = bitcast i8* %uglygep2141 to float*
  store float %.137.us.4.1.3, float* %uglygep21412142, align 4
  %scevgep2113 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep2114 = getelementptr float, float* %scevgep2113, i64 -2
  %.137.us.5.1.3 = load float, float* %scevgep2114, align 4
  %uglygep2143 = getelementptr i8, i8* %uglygep2141, i64 %.46
  %uglygep21432144 = bitcast i8* %uglygep2143 to float*
  store float %.137.us.5.1.3, float* %uglygep21432144, align 4
  %scevgep2111 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep2112 = getelementptr float, float* %scevgep2111, i64 -1
  %.137.us.6.1.3 = load float, float* %scevgep2112, align 4
  %uglygep2145 = getelementptr i8, i8* %uglygep2143, i64 %.46
  %uglygep21452146 = bitcast i8* %uglygep2145 to float*
  store float %.137.us.6.1.3, float* %uglygep21452146, align 4
  %.137.us.7.1.3 = load float, float* %scevgep2110, align 4
  %uglygep2147 = getelementptr i8, i8* %uglygep2145, i64 %.46
  %uglygep21472148 = bitcast i8* %uglygep2147 to float*
  store float %.137.us.7.1.3, float* %uglygep21472148, align 4
  %lsr.iv.next1604 = add i64 %lsr.iv1603, 8
  %exitcond.not.7.1.3 = icmp eq i64 %622, %lsr.iv.next1604
  %uglygep2149 = getelementptr i8, i8* %uglygep2147, i64 %.46
  %uglygep21492150 = bitcast i8* %uglygep2149 to float*
  br i1 %exitcond.not.7.1.3, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3, !llvm.loop !73

for.end.1.loopexit.us.1.3:                        ; preds = %for.body.1.us.1.3, %for.body.1.us.prol.loopexit.1.3
  %623 = bitcast float* %lsr.iv1750 to i1*
  %624 = bitcast float* %lsr.iv1801 to i1*
  %625 = bitcast float* %lsr.iv1852 to i1*
  %626 = bitcast float* %lsr.iv1903 to i1*
  %627 = bitcast float* %lsr.iv1954 to i1*
  %628 = bitcast float* %lsr.iv2005 to i1*
  %629 = bitcast float* %lsr.iv2056 to i1*
  %630 = bitcast float* %lsr.iv2107 to i1*
  %631 = bitcast float* %lsr.iv1330 to i1*
  %632 = bitcast float* %lsr.iv1385 to i1*
  %633 = bitcast float* %lsr.iv1439 to i1*
  %634 = bitcast float* %lsr.iv1485 to i1*
  %635 = bitcast float* %lsr.iv1531 to i1*
  %636 = bitcast float* %lsr.iv1577 to i1*
  %scevgep466.3 = getelementptr i1, i1* %scevgep466.2, i64 %6
  %637 = bitcast i1* %scevgep466.3 to float*
  %scevgep702.3 = getelementptr i1, i1* %scevgep702.2, i64 %6
  %638 = bitcast i1* %scevgep702.3 to float*
  %niter107.next.3 = add i64 %niter107, 4
  %scevgep1233 = getelementptr float, float* %lsr.iv1232, i64 8
  %scevgep1286 = getelementptr float, float* %lsr.iv1284, i64 8
  %scevgep1332 = getelementptr i1, i1* %631, i64 %13
  %639 = bitcast i1* %scevgep1332 to float*
  %scevgep1341 = getelementptr float, float* %lsr.iv1340, i64 8
  %scevgep1393 = getelementptr i1, i1* %632, i64 %13
  %640 = bitcast i1* %scevgep1393 to float*
  %scevgep1402 = getelementptr float, float* %lsr.iv1401, i64 8
  %scevgep1441 = getelementptr i1, i1* %633, i64 %13
  %641 = bitcast i1* %scevgep1441 to float*
  %scevgep1450 = getelementptr float, float* %lsr.iv1449, i64 8
  %scevgep1487 = getelementptr i1, i1* %634, i64 %13
  %642 = bitcast i1* %scevgep1487 to float*
  %scevgep1496 = getelementptr float, float* %lsr.iv1495, i64 8
  %scevgep1533 = getelementptr i1, i1* %635, i64 %13
  %643 = bitcast i1* %scevgep1533 to float*
  %scevgep1542 = getelementptr float, float* %lsr.iv1541, i64 8
  %scevgep1579 = getelementptr i1, i1* %636, i64 %13
  %644 = bitcast i1* %scevgep1579 to float*
  %scevgep1588 = getelementptr float, float* %lsr.iv1587, i64 8
  %scevgep1752 = getelementptr i1, i1* %623, i64 %13
  %645 = bitcast i1* %scevgep1752 to float*
  %scevgep1768 = getelementptr float, float* %lsr.iv1767, i64 8
  %scevgep1803 = getelementptr i1, i1* %624, i64 %13
  %646 = bitcast i1* %scevgep1803 to float*
  %scevgep1821 = getelementptr float, float* %lsr.iv1820, i64 8
  %scevgep1854 = getelementptr i1, i1* %625, i64 %13
  %647 = bitcast i1* %scevgep1854 to float*
  %scevgep1872 = getelementptr float, float* %lsr.iv1871, i64 8
  %scevgep1905 = getelementptr i1, i1* %626, i64 %13
  %648 = bitcast i1* %scevgep1905 to float*
  %scevgep1923 = getelementptr float, float* %lsr.iv1922, i64 8
  %scevgep1956 = getelementptr i1, i1* %627, i64 %13
  %649 = bitcast i1* %scevgep1956 to float*
  %scevgep1974 = getelementptr float, float* %lsr.iv1973, i64 8
  %scevgep2007 = getelementptr i1, i1* %628, i64 %13
  %650 = bitcast i1* %scevgep2007 to float*
  %scevgep2025 = getelementptr float, float* %lsr.iv2024, i64 8
  %scevgep2058 = getelementptr i1, i1* %629, i64 %13
  %651 = bitcast i1* %scevgep2058 to float*
  %scevgep2076 = getelementptr float, float* %lsr.iv2075, i64 8
  %scevgep2109 = getelementptr i1, i1* %630, i64 %13
  %652 = bitcast i1* %scevgep2109 to float*
  %scevgep2127 = getelementptr float, float* %lsr.iv2126, i64 8
  %niter107.ncmp.3 = icmp eq i64 %niter107.next.3, %unroll_iter106
  br i1 %niter107.ncmp.3, label %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit, label %for.body.1.us.preheader

for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit: ; preds = %for.end.1.loopexit.us.1.3
  %653 = bitcast i1* %scevgep466.3 to float*
  %654 = bitcast i1* %scevgep702.3 to float*
  %655 = shl i64 %unroll_iter106, 3
  %656 = or i64 %20, 1
  %.neg82 = sub nuw nsw i64 -4, %655
  br label %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa

for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa:  ; preds = %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit, %for.body.1.us.preheader.preheader
  %lsr.iv713.unr.neg = phi i64 [ -4, %for.body.1.us.preheader.preheader ], [ %.neg82, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %lsr.iv700.unr = phi float* [ %scevgep699, %for.body.1.us.preheader.preheader ], [ %654, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %lsr.iv666.unr = phi i64 [ 1, %for.body.1.us.preheader.preheader ], [ %656, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %lsr.iv487.unr = phi i64 [ 0, %for.body.1.us.preheader.preheader ], [ %655, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %lsr.iv464.unr = phi float* [ %arg.a.4, %for.body.1.us.preheader.preheader ], [ %653, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %loop.index4.us.unr = phi i64 [ 0, %for.body.1.us.preheader.preheader ], [ %20, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %lcmp.mod105.not = icmp eq i64 %xtraiter85, 0
  br i1 %lcmp.mod105.not, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil86.preheader

for.body.1.us.preheader.epil86.preheader:         ; preds = %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa
  %657 = add i64 %lsr.iv487.unr, %.46
  %.neg = mul i64 %loop.index4.us.unr, -4
  %658 = add i64 %657, %.neg
  %659 = icmp ult i64 %4, 7
  br i1 %659, label %for.body.1.us.preheader.epil86.us.preheader, label %for.body.1.us.preheader.epil86.preheader365

for.body.1.us.preheader.epil86.us.preheader:      ; preds = %for.body.1.us.preheader.epil86.preheader
  %scevgep1089 = getelementptr float, float* %.6.i6, i64 %loop.index4.us.unr
  %scevgep1106 = getelementptr float, float* %.6.i6, i64 %lsr.iv666.unr
  br label %for.body.1.us.preheader.epil86.us

for.body.1.us.preheader.epil86.preheader365:      ; preds = %for.body.1.us.preheader.epil86.preheader
  %660 = shl i64 %lsr.iv666.unr, 2
  %661 = sub i64 %xtraiter49, %arg.a.5.1
  br label %scalar.ph

for.body.1.us.preheader.epil86.us:                ; preds = %for.end.1.loopexit.us.1.epil.us, %for.body.1.us.preheader.epil86.us.preheader
  %lsr.iv1107 = phi float* [ %scevgep1106, %for.body.1.us.preheader.epil86.us.preheader ], [ %scevgep1108, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv1090 = phi float* [ %scevgep1089, %for.body.1.us.preheader.epil86.us.preheader ], [ %scevgep1092, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv700.epil.us = phi float* [ %lsr.iv700.unr, %for.body.1.us.preheader.epil86.us.preheader ], [ %667, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv464.epil.us = phi float* [ %lsr.iv464.unr, %for.body.1.us.preheader.epil86.us.preheader ], [ %666, %for.end.1.loopexit.us.1.epil.us ]
  %epil.iter104.us = phi i64 [ 0, %for.body.1.us.preheader.epil86.us.preheader ], [ %epil.iter104.next.us, %for.end.1.loopexit.us.1.epil.us ]
  br label %for.body.1.us.prol.epil87.us

for.body.1.us.prol.epil87.us:                     ; preds = %for.body.1.us.prol.epil87.us, %for.body.1.us.preheader.epil86.us
  %lsr.iv1624 = phi float* [ %662, %for.body.1.us.prol.epil87.us ], [ %lsr.iv1090, %for.body.1.us.preheader.epil86.us ]
  %loop.index.12.us.prol.epil88.us = phi i64 [ %.139.us.prol.epil90.us, %for.body.1.us.prol.epil87.us ], [ 0, %for.body.1.us.preheader.epil86.us ]
  %lsr.iv16241625 = bitcast float* %lsr.iv1624 to i1*
  %scevgep1627 = getelementptr float, float* %lsr.iv464.epil.us, i64 %loop.index.12.us.prol.epil88.us
  %.137.us.prol.epil89.us = load float, float* %scevgep1627, align 4
  store float %.137.us.prol.epil89.us, float* %lsr.iv1624, align 4
  %.139.us.prol.epil90.us = add nuw nsw i64 %loop.index.12.us.prol.epil88.us, 1
  %scevgep1626 = getelementptr i1, i1* %lsr.iv16241625, i64 %.46
  %662 = bitcast i1* %scevgep1626 to float*
  %prol.iter.cmp.not.epil.us = icmp eq i64 %xtraiter49, %.139.us.prol.epil90.us
  br i1 %prol.iter.cmp.not.epil.us, label %for.body.1.us.prol.1.epil.us.preheader, label %for.body.1.us.prol.epil87.us, !llvm.loop !76

for.body.1.us.prol.1.epil.us.preheader:           ; preds = %for.body.1.us.prol.epil87.us
  br label %for.body.1.us.prol.1.epil.us

for.body.1.us.prol.1.epil.us:                     ; preds = %for.body.1.us.prol.1.epil.us.preheader, %for.body.1.us.prol.1.epil.us
  %lsr.iv1628 = phi float* [ %lsr.iv1107, %for.body.1.us.prol.1.epil.us.preheader ], [ %663, %for.body.1.us.prol.1.epil.us ]
  %loop.index.12.us.prol.1.epil.us = phi i64 [ %.139.us.prol.1.epil.us, %for.body.1.us.prol.1.epil.us ], [ 0, %for.body.1.us.prol.1.epil.us.preheader ]
  %lsr.iv16281629 = bitcast float* %lsr.iv1628 to i1*
  %scevgep1631 = getelementptr float, float* %lsr.iv700.epil.us, i64 %loop.index.12.us.prol.1.epil.us
  %.137.us.prol.1.epil.us = load float, float* %scevgep1631, align 4
  store float %.137.us.prol.1.epil.us, float* %lsr.iv1628, align 4
  %.139.us.prol.1.epil.us = add nuw nsw i64 %loop.index.12.us.prol.1.epil.us, 1
  %scevgep1630 = getelementptr i1, i1* %lsr.iv16281629, i64 %.46
  %663 = bitcast i1* %scevgep1630 to float*
  %prol.iter.cmp.1.not.epil.us = icmp eq i64 %xtraiter49, %.139.us.prol.1.epil.us
  br i1 %prol.iter.cmp.1.not.epil.us, label %for.end.1.loopexit.us.1.epil.us, label %for.body.1.us.prol.1.epil.us, !llvm.loop !76

for.end.1.loopexit.us.1.epil.us:                  ; preds = %for.body.1.us.prol.1.epil.us
  %664 = bitcast float* %lsr.iv464.epil.us to i1*
  %665 = bitcast float* %lsr.iv700.epil.us to i1*
  %scevgep466.epil.us = getelementptr i1, i1* %664, i64 %6
  %666 = bitcast i1* %scevgep466.epil.us to float*
  %scevgep702.epil.us = getelementptr i1, i1* %665, i64 %6
  %667 = bitcast i1* %scevgep702.epil.us to float*
  %epil.iter104.next.us = add nuw nsw i64 %epil.iter104.us, 1
  %scevgep1092 = getelementptr float, float* %lsr.iv1090, i64 2
  %scevgep1108 = getelementptr float, float* %lsr.iv1107, i64 2
  %epil.iter104.cmp.not.us = icmp eq i64 %epil.iter104.next.us, %xtraiter85
  br i1 %epil.iter104.cmp.not.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil86.us, !llvm.loop !77

scalar.ph:                                        ; preds = %for.body.1.us.preheader.epil86.preheader365, %for.end.1.loopexit.us.1.epil
  %lsr.iv1677 = phi float* [ %lsr.iv700.unr, %for.body.1.us.preheader.epil86.preheader365 ], [ %678, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1633 = phi float* [ %lsr.iv464.unr, %for.body.1.us.preheader.epil86.preheader365 ], [ %677, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1169 = phi i64 [ %660, %for.body.1.us.preheader.epil86.preheader365 ], [ %lsr.iv.next1170, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1164 = phi i64 [ %lsr.iv713.unr.neg, %for.body.1.us.preheader.epil86.preheader365 ], [ %lsr.iv.next1165, %for.end.1.loopexit.us.1.epil ]
  %loop.index4.us.epil = phi i64 [ %loop.index4.us.unr, %for.body.1.us.preheader.epil86.preheader365 ], [ %.141.us.1.epil, %for.end.1.loopexit.us.1.epil ]
  %epil.iter104 = phi i64 [ 0, %for.body.1.us.preheader.epil86.preheader365 ], [ %epil.iter104.next, %for.end.1.loopexit.us.1.epil ]
  br label %for.body.1.us.prol.epil87

for.body.1.us.prol.epil87:                        ; preds = %for.body.1.us.prol.epil87, %scalar.ph
  %lsr.iv1653 = phi i64 [ %lsr.iv.next1654, %for.body.1.us.prol.epil87 ], [ %xtraiter49, %scalar.ph ]
  %lsr.iv1636 = phi float* [ %scevgep1637, %for.body.1.us.prol.epil87 ], [ %lsr.iv1633, %scalar.ph ]
  %lsr.iv1119 = phi i64 [ %lsr.iv.next1120, %for.body.1.us.prol.epil87 ], [ %loop.index4.us.epil, %scalar.ph ]
  %scevgep1632 = getelementptr float, float* %.6.i6, i64 %lsr.iv1119
  %.137.us.prol.epil89 = load float, float* %lsr.iv1636, align 4
  store float %.137.us.prol.epil89, float* %scevgep1632, align 4
  %lsr.iv.next1120 = add i64 %lsr.iv1119, %arg.a.5.0
  %scevgep1637 = getelementptr float, float* %lsr.iv1636, i64 1
  %lsr.iv.next1654 = add i64 %lsr.iv1653, -1
  %prol.iter.cmp.not.epil = icmp eq i64 %lsr.iv.next1654, 0
  br i1 %prol.iter.cmp.not.epil, label %for.body.1.us.preheader76.epil, label %for.body.1.us.prol.epil87, !llvm.loop !78

for.body.1.us.preheader76.epil:                   ; preds = %for.body.1.us.prol.epil87
  br label %for.body.1.us.epil92

for.body.1.us.epil92:                             ; preds = %for.body.1.us.epil92, %for.body.1.us.preheader76.epil
  %lsr.iv1125 = phi i64 [ %lsr.iv.next1126, %for.body.1.us.epil92 ], [ 0, %for.body.1.us.preheader76.epil ]
  %lsr.iv481.epil = phi float* [ %668, %for.body.1.us.epil92 ], [ %.6.i6, %for.body.1.us.preheader76.epil ]
  %scevgep1655 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1656 = getelementptr float, float* %scevgep1655, i64 7
  %lsr.iv481482.epil = bitcast float* %lsr.iv481.epil to i1*
  %scevgep1657 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %.137.us.epil94 = load float, float* %scevgep1657, align 4
  %sunkaddr7522.epil = getelementptr float, float* %lsr.iv481.epil, i64 %lsr.iv.next1120
  %sunkaddr7522.epil1062 = bitcast float* %sunkaddr7522.epil to i8*
  store float %.137.us.epil94, float* %sunkaddr7522.epil, align 4
  %scevgep1658 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1659 = getelementptr float, float* %scevgep1658, i64 1
  %.137.us.1.epil95 = load float, float* %scevgep1659, align 4
  %uglygep1063 = getelementptr i8, i8* %sunkaddr7522.epil1062, i64 %658
  %uglygep10631064 = bitcast i8* %uglygep1063 to float*
  store float %.137.us.1.epil95, float* %uglygep10631064, align 4
  %scevgep1660 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1661 = getelementptr float, float* %scevgep1660, i64 2
  %.137.us.2.epil96 = load float, float* %scevgep1661, align 4
  %uglygep1065 = getelementptr i8, i8* %uglygep1063, i64 %.46
  %uglygep10651066 = bitcast i8* %uglygep1065 to float*
  store float %.137.us.2.epil96, float* %uglygep10651066, align 4
  %scevgep1662 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1663 = getelementptr float, float* %scevgep1662, i64 3
  %.137.us.3.epil97 = load float, float* %scevgep1663, align 4
  %uglygep1067 = getelementptr i8, i8* %uglygep1065, i64 %.46
  %uglygep10671068 = bitcast i8* %uglygep1067 to float*
  store float %.137.us.3.epil97, float* %uglygep10671068, align 4
  %scevgep1664 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1665 = getelementptr float, float* %scevgep1664, i64 4
  %.137.us.4.epil98 = load float, float* %scevgep1665, align 4
  %uglygep1069 = getelementptr i8, i8* %uglygep1067, i64 %.46
  %uglygep10691070 = bitcast i8* %uglygep1069 to float*
  store float %.137.us.4.epil98, float* %uglygep10691070, align 4
  %scevgep1666 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1667 = getelementptr float, float* %scevgep1666, i64 5
  %.137.us.5.epil99 = load float, float* %scevgep1667, align 4
  %uglygep1071 = getelementptr i8, i8* %uglygep1069, i64 %.46
  %uglygep10711072 = bitcast i8* %uglygep1071 to float*
  store float %.137.us.5.epil99, float* %uglygep10711072, align 4
  %scevgep1668 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1669 = getelementptr float, float* %scevgep1668, i64 6
  %.137.us.6.epil100 = load float, float* %scevgep1669, align 4
  %uglygep1073 = getelementptr i8, i8* %uglygep1071, i64 %.46
  %uglygep10731074 = bitcast i8* %uglygep1073 to float*
  store float %.137.us.6.epil100, float* %uglygep10731074, align 4
  %.137.us.7.epil101 = load float, float* %scevgep1656, align 4
  %uglygep1075 = getelementptr i8, i8* %uglygep1073, i64 %.46
  %uglygep10751076 = bitcast i8* %uglygep1075 to float*
  store float %.137.us.7.epil101, float* %uglygep10751076, align 4
  %scevgep483.epil = getelementptr i1, i1* %lsr.iv481482.epil, i64 %7
  %668 = bitcast i1* %scevgep483.epil to float*
  %lsr.iv.next1126 = add i64 %lsr.iv1125, 8
  %669 = add i64 %661, %lsr.iv.next1126
  %exitcond.not.7.epil103 = icmp eq i64 %669, 0
  br i1 %exitcond.not.7.epil103, label %for.body.1.us.prol.1.epil.preheader, label %for.body.1.us.epil92, !llvm.loop !73

for.body.1.us.prol.1.epil.preheader:              ; preds = %for.body.1.us.epil92
  br label %for.body.1.us.prol.1.epil

for.body.1.us.prol.1.epil:                        ; preds = %for.body.1.us.prol.1.epil.preheader, %for.body.1.us.prol.1.epil
  %lsr.iv1697 = phi i64 [ %xtraiter49, %for.body.1.us.prol.1.epil.preheader ], [ %lsr.iv.next1698, %for.body.1.us.prol.1.epil ]
  %lsr.iv1680 = phi float* [ %lsr.iv1677, %for.body.1.us.prol.1.epil.preheader ], [ %scevgep1681, %for.body.1.us.prol.1.epil ]
  %lsr.iv1670 = phi float* [ %.6.i6, %for.body.1.us.prol.1.epil.preheader ], [ %670, %for.body.1.us.prol.1.epil ]
  %lsr.iv16701671 = bitcast float* %lsr.iv1670 to i1*
  %lsr.iv16701674 = bitcast float* %lsr.iv1670 to i8*
  %uglygep1675 = getelementptr i8, i8* %lsr.iv16701674, i64 %lsr.iv1169
  %uglygep16751676 = bitcast i8* %uglygep1675 to float*
  %.137.us.prol.1.epil = load float, float* %lsr.iv1680, align 4
  store float %.137.us.prol.1.epil, float* %uglygep16751676, align 4
  %scevgep1672 = getelementptr i1, i1* %lsr.iv16701671, i64 %.46
  %670 = bitcast i1* %scevgep1672 to float*
  %scevgep1681 = getelementptr float, float* %lsr.iv1680, i64 1
  %lsr.iv.next1698 = add i64 %lsr.iv1697, -1
  %prol.iter.cmp.1.not.epil = icmp eq i64 %lsr.iv.next1698, 0
  br i1 %prol.iter.cmp.1.not.epil, label %for.body.1.us.1.preheader.epil, label %for.body.1.us.prol.1.epil, !llvm.loop !76

for.body.1.us.1.preheader.epil:                   ; preds = %for.body.1.us.prol.1.epil
  %671 = bitcast i1* %scevgep1672 to float*
  %672 = bitcast float* %671 to i8*
  %673 = mul i64 %lsr.iv1164, -1
  %uglygep1673 = getelementptr i8, i8* %672, i64 %673
  br label %for.body.1.us.1.epil

for.body.1.us.1.epil:                             ; preds = %for.body.1.us.1.epil, %for.body.1.us.1.preheader.epil
  %lsr.iv1176 = phi i64 [ %lsr.iv.next1177, %for.body.1.us.1.epil ], [ 0, %for.body.1.us.1.preheader.epil ]
  %lsr.iv1086.in = phi i8* [ %lsr.chain1715, %for.body.1.us.1.epil ], [ %uglygep1673, %for.body.1.us.1.preheader.epil ]
  %lsr.iv1086 = bitcast i8* %lsr.iv1086.in to float*
  %scevgep1699 = getelementptr float, float* %scevgep1681, i64 %lsr.iv1176
  %scevgep1700 = getelementptr float, float* %scevgep1699, i64 7
  %scevgep1701 = getelementptr float, float* %scevgep1681, i64 %lsr.iv1176
  %.137.us.174.epil = load float, float* %scevgep1701, align 4
  store float %.137.us.174.epil, float* %lsr.iv1086, align 4
  %scevgep1702 = getelementptr float, float* %scevgep1681, i64 %lsr.iv1176
  %scevgep1703 = getelementptr float, float* %scevgep1702, i64 1
  %.137.us.1.1.epil = load float, float* %scevgep1703, align 4
  %uglygep1202 = getelementptr i8, i8* %lsr.iv1086.in, i64 %.46
  %uglygep12021203 = bitcast i8* %uglygep1202 to float*
  store float %.137.us.1.1.epil, float* %uglygep12021203, align 4
  %scevgep1704 = getelementptr float, float* %scevgep1681, i64 %lsr.iv1176
  %scevgep1705 = getelementptr float, float* %scevgep1704, i64 2
  %.137.us.2.1.epil = load float, float* %scevgep1705, align 4
  %uglygep1204 = getelementptr i8, i8* %uglygep1202, i64 %.46
  %uglygep12041205 = bitcast i8* %uglygep1204 to float*
  store float %.137.us.2.1.epil, float* %uglygep12041205, align 4
  %scevgep1706 = getelementptr float, float* %scevgep1681, i64 %lsr.iv1176
  %scevgep1707 = getelementptr float, float* %scevgep1706, i64 3
  %.137.us.3.1.epil = load float, float* %scevgep1707, align 4
  %uglygep1206 = getelementptr i8, i8* %uglygep1204, i64 %.46
  %uglygep12061207 = bitcast i8* %uglygep1206 to float*
  store float %.137.us.3.1.epil, float* %uglygep12061207, align 4
  %scevgep1708 = getelementptr float, float* %scevgep1681, i64 %lsr.iv1176
  %scevgep1709 = getelementptr float, float* %scevgep1708, i64 4
  %.137.us.4.1.epil = load float, float* %scevgep1709, align 4
  %uglygep1208 = getelementptr i8, i8* %uglygep1206, i64 %.46
  %uglygep12081209 = bitcast i8* %uglygep1208 to float*
  store float %.137.us.4.1.epil, float* %uglygep12081209, align 4
  %scevgep1710 = getelementptr float, float* %scevgep1681, i64 %lsr.iv1176
  %scevgep1711 = getelementptr float, float* %scevgep1710, i64 5
  %.137.us.5.1.epil = load float, float* %scevgep1711, align 4
  %uglygep1210 = getelementptr i8, i8* %uglygep1208, i64 %.46
  %uglygep12101211 = bitcast i8* %uglygep1210 to float*
  store float %.137.us.5.1.epil, float* %uglygep12101211, align 4
  %scevgep1712 = getelementptr float, float* %scevgep1681, i64 %lsr.iv1176
  %scevgep1713 = getelementptr float, float* %scevgep1712, i64 6
  %.137.us.6.1.epil = load float, float* %scevgep1713, align 4
  %uglygep1212 = getelementptr i8, i8* %uglygep1210, i64 %.46
  %uglygep12121213 = bitcast i8* %uglygep1212 to float*
  store float %.137.us.6.1.epil, float* %uglygep12121213, align 4
  %.137.us.7.1.epil = load float, float* %scevgep1700, align 4
  %uglygep1214 = getelementptr i8, i8* %uglygep1212, i64 %.46
  %uglygep12141215 = bitcast i8* %uglygep1214 to float*
  store float %.137.us.7.1.epil, float* %uglygep12141215, align 4
  %lsr.iv.next1177 = add i64 %lsr.iv1176, 8
  %uglygep1216 = getelementptr i8, i8* %uglygep1214, i64 %.46
  %uglygep12161714 = bitcast i8* %uglygep1216 to float*
  %674 = add i64 %661, %lsr.iv.next1177
  %exitcond.not.7.1.epil = icmp eq i64 %674, 0
  %lsr.chain1715 = bitcast float* %uglygep12161714 to i8*
  br i1 %exitcond.not.7.1.epil, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.epil, !llvm.loop !73

for.end.1.loopexit.us.1.epil:                     ; preds = %for.body.1.us.1.epil
  %675 = bitcast float* %lsr.iv1633 to i1*
  %676 = bitcast float* %lsr.iv1677 to i1*
  %.141.us.1.epil = add nuw nsw i64 %loop.index4.us.epil, 2
  %epil.iter104.next = add nuw nsw i64 %epil.iter104, 1
  %lsr.iv.next1165 = add nsw i64 %lsr.iv1164, -8
  %lsr.iv.next1170 = add i64 %lsr.iv1169, 8
  %scevgep1635 = getelementptr i1, i1* %675, i64 %6
  %677 = bitcast i1* %scevgep1635 to float*
  %scevgep1679 = getelementptr i1, i1* %676, i64 %6
  %678 = bitcast i1* %scevgep1679 to float*
  %epil.iter104.cmp.not = icmp eq i64 %epil.iter104.next, %xtraiter85
  br i1 %epil.iter104.cmp.not, label %for.end.loopexit.unr-lcssa, label %scalar.ph, !llvm.loop !77

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1.epil, %for.end.1.loopexit.us.1.epil.us, %for.end.1.loopexit.us.1.us, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa
  %679 = and i64 %arg.a.5.0, 1
  %lcmp.mod60.not = icmp eq i64 %679, 0
  br i1 %lcmp.mod60.not, label %for.end, label %iter.check.epil

iter.check.epil:                                  ; preds = %for.end.loopexit.unr-lcssa, %iter.check.preheader
  %loop.index4.us.unr33 = phi i64 [ %unroll_iter61, %for.end.loopexit.unr-lcssa ], [ 0, %iter.check.preheader ]
  %680 = icmp eq i64 %arg.a.5.0, 1
  %681 = mul i64 %loop.index4.us.unr33, %arg.a.5.1
  %min.iters.check.epil = icmp ugt i64 %arg.a.5.1, 7
  %or.cond48.epil = select i1 %min.iters.check.epil, i1 %680, i1 false
  br i1 %or.cond48.epil, label %vector.memcheck.epil, label %for.body.1.us.preheader.epil

vector.memcheck.epil:                             ; preds = %iter.check.epil
  %682 = add i64 %681, %arg.a.5.1
  %scevgep36.epil = getelementptr float, float* %arg.a.4, i64 %682
  %scevgep34.epil = getelementptr float, float* %arg.a.4, i64 %681
  %683 = add i64 %loop.index4.us.unr33, %arg.a.5.1
  %scevgep32.epil = getelementptr float, float* %.6.i6, i64 %683
  %scevgep.epil = getelementptr float, float* %.6.i6, i64 %loop.index4.us.unr33
  %bound0.epil = icmp ult float* %scevgep.epil, %scevgep36.epil
  %bound1.epil = icmp ult float* %scevgep34.epil, %scevgep32.epil
  %found.conflict.epil = and i1 %bound1.epil, %bound0.epil
  br i1 %found.conflict.epil, label %for.body.1.us.preheader.epil, label %vector.main.loop.iter.check.epil

vector.main.loop.iter.check.epil:                 ; preds = %vector.memcheck.epil
  %min.iters.check38.epil = icmp ult i64 %arg.a.5.1, 64
  br i1 %min.iters.check38.epil, label %vec.epilog.ph.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %vector.main.loop.iter.check.epil
  %n.vec.epil = and i64 %arg.a.5.1, -64
  %xtraiter.epil = and i64 %3, 7
  %684 = icmp ult i64 %1, 448
  br i1 %684, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %unroll_iter.epil = and i64 %3, 576460752303423480
  %685 = add i64 %681, 496
  %scevgep148 = getelementptr float, float* %arg.a.4, i64 %685
  %686 = add nsw i64 %unroll_iter.epil, -8
  %687 = lshr exact i64 %686, 3
  %688 = add nuw nsw i64 %687, 1
  %xtraiter = and i64 %688, 3
  %689 = icmp ult i64 %686, 24
  br i1 %689, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.ph.new.epil.new

vector.ph.new.epil.new:                           ; preds = %vector.ph.new.epil
  %const2151 = bitcast i64 4611686018427387896 to i64
  %const_mat2152 = add i64 %const2151, 4
  %unroll_iter = and i64 %688, %const_mat2152
  br label %vector.body.epil52

vector.body.epil52:                               ; preds = %vector.body.epil52, %vector.ph.new.epil.new
  %lsr.iv245 = phi float* [ %scevgep.epil, %vector.ph.new.epil.new ], [ %scevgep24719.3, %vector.body.epil52 ]
  %index.epil53 = phi i64 [ 0, %vector.ph.new.epil.new ], [ %index.next.7.epil.3, %vector.body.epil52 ]
  %niter = phi i64 [ 0, %vector.ph.new.epil.new ], [ %niter.next.3, %vector.body.epil52 ]
  %lsr.iv245248 = bitcast float* %lsr.iv245 to <16 x float>*
  %scevgep243 = getelementptr float, float* %scevgep34.epil, i64 %index.epil53
  %690 = bitcast float* %scevgep243 to <16 x float>*
  %wide.load.epil54 = load <16 x float>, <16 x float>* %690, align 4, !alias.scope !79
  %sunkaddr2908 = mul i64 %index.epil53, 4
  %691 = bitcast float* %scevgep148 to i8*
  %sunkaddr2909 = getelementptr i8, i8* %691, i64 %sunkaddr2908
  %sunkaddr2910 = getelementptr i8, i8* %sunkaddr2909, i64 -1920
  %692 = bitcast i8* %sunkaddr2910 to <16 x float>*
  %wide.load39.epil55 = load <16 x float>, <16 x float>* %692, align 4, !alias.scope !79
  %sunkaddr2911 = mul i64 %index.epil53, 4
  %693 = bitcast float* %scevgep148 to i8*
  %sunkaddr2912 = getelementptr i8, i8* %693, i64 %sunkaddr2911
  %sunkaddr2913 = getelementptr i8, i8* %sunkaddr2912, i64 -1856
  %694 = bitcast i8* %sunkaddr2913 to <16 x float>*
  %wide.load40.epil56 = load <16 x float>, <16 x float>* %694, align 4, !alias.scope !79
  %sunkaddr2914 = mul i64 %index.epil53, 4
  %695 = bitcast float* %scevgep148 to i8*
  %sunkaddr2915 = getelementptr i8, i8* %695, i64 %sunkaddr2914
  %sunkaddr2916 = getelementptr i8, i8* %sunkaddr2915, i64 -1792
  %696 = bitcast i8* %sunkaddr2916 to <16 x float>*
  %wide.load41.epil57 = load <16 x float>, <16 x float>* %696, align 4, !alias.scope !79
  store <16 x float> %wide.load.epil54, <16 x float>* %lsr.iv245248, align 4, !alias.scope !82, !noalias !79
  %scevgep251 = getelementptr float, float* %lsr.iv245, i64 16
  %697 = bitcast float* %scevgep251 to <16 x float>*
  store <16 x float> %wide.load39.epil55, <16 x float>* %697, align 4, !alias.scope !82, !noalias !79
  %scevgep252 = getelementptr float, float* %lsr.iv245, i64 32
  %698 = bitcast float* %scevgep252 to <16 x float>*
  store <16 x float> %wide.load40.epil56, <16 x float>* %698, align 4, !alias.scope !82, !noalias !79
  %scevgep253 = getelementptr float, float* %lsr.iv245, i64 48
  %699 = bitcast float* %scevgep253 to <16 x float>*
  store <16 x float> %wide.load41.epil57, <16 x float>* %699, align 4, !alias.scope !82, !noalias !79
  %sunkaddr2917 = mul i64 %index.epil53, 4
  %700 = bitcast float* %scevgep148 to i8*
  %sunkaddr2918 = getelementptr i8, i8* %700, i64 %sunkaddr2917
  %sunkaddr2919 = getelementptr i8, i8* %sunkaddr2918, i64 -1728
  %701 = bitcast i8* %sunkaddr2919 to <16 x float>*
  %wide.load.1.epil = load <16 x float>, <16 x float>* %701, align 4, !alias.scope !79
  %sunkaddr2920 = mul i64 %index.epil53, 4
  %702 = bitcast float* %scevgep148 to i8*
  %sunkaddr2921 = getelementptr i8, i8* %702, i64 %sunkaddr2920
  %sunkaddr2922 = getelementptr i8, i8* %sunkaddr2921, i64 -1664
  %703 = bitcast i8* %sunkaddr2922 to <16 x float>*
  %wide.load39.1.epil = load <16 x float>, <16 x float>* %703, align 4, !alias.scope !79
  %sunkaddr2923 = mul i64 %index.epil53, 4
  %704 = bitcast float* %scevgep148 to i8*
  %sunkaddr2924 = getelementptr i8, i8* %704, i64 %sunkaddr2923
  %sunkaddr2925 = getelementptr i8, i8* %sunkaddr2924, i64 -1600
  %705 = bitcast i8* %sunkaddr2925 to <16 x float>*
  %wide.load40.1.epil = load <16 x float>, <16 x float>* %705, align 4, !alias.scope !79
  %sunkaddr2926 = mul i64 %index.epil53, 4
  %706 = bitcast float* %scevgep148 to i8*
  %sunkaddr2927 = getelementptr i8, i8* %706, i64 %sunkaddr2926
  %sunkaddr2928 = getelementptr i8, i8* %sunkaddr2927, i64 -1536
  %707 = bitcast i8* %sunkaddr2928 to <16 x float>*
  %wide.load41.1.epil = load <16 x float>, <16 x float>* %707, align 4, !alias.scope !79
  %uglygep25539 = getelementptr float, float* %lsr.iv245, i64 64
  %uglygep255256 = bitcast float* %uglygep25539 to <16 x float>*
  store <16 x float> %wide.load.1.epil, <16 x float>* %uglygep255256, align 4, !alias.scope !82, !noalias !79
  %scevgep25740 = getelementptr float, float* %lsr.iv245, i64 80
  %708 = bitcast float* %scevgep25740 to <16 x float>*
  store <16 x float> %wide.load39.1.epil, <16 x float>* %708, align 4, !alias.scope !82, !noalias !79
  %scevgep25841 = getelementptr float, float* %lsr.iv245, i64 96
  %709 = bitcast float* %scevgep25841 to <16 x float>*
  store <16 x float> %wide.load40.1.epil, <16 x float>* %709, align 4, !alias.scope !82, !noalias !79
  %scevgep25942 = getelementptr float, float* %lsr.iv245, i64 112
  %710 = bitcast float* %scevgep25942 to <16 x float>*
  store <16 x float> %wide.load41.1.epil, <16 x float>* %710, align 4, !alias.scope !82, !noalias !79
  %sunkaddr2929 = mul i64 %index.epil53, 4
  %711 = bitcast float* %scevgep148 to i8*
  %sunkaddr2930 = getelementptr i8, i8* %711, i64 %sunkaddr2929
  %sunkaddr2931 = getelementptr i8, i8* %sunkaddr2930, i64 -1472
  %712 = bitcast i8* %sunkaddr2931 to <16 x float>*
  %wide.load.2.epil = load <16 x float>, <16 x float>* %712, align 4, !alias.scope !79
  %sunkaddr2932 = mul i64 %index.epil53, 4
  %713 = bitcast float* %scevgep148 to i8*
  %sunkaddr2933 = getelementptr i8, i8* %713, i64 %sunkaddr2932
  %sunkaddr2934 = getelementptr i8, i8* %sunkaddr2933, i64 -1408
  %714 = bitcast i8* %sunkaddr2934 to <16 x float>*
  %wide.load39.2.epil = load <16 x float>, <16 x float>* %714, align 4, !alias.scope !79
  %sunkaddr2935 = mul i64 %index.epil53, 4
  %715 = bitcast float* %scevgep148 to i8*
  %sunkaddr2936 = getelementptr i8, i8* %715, i64 %sunkaddr2935
  %sunkaddr2937 = getelementptr i8, i8* %sunkaddr2936, i64 -1344
  %716 = bitcast i8* %sunkaddr2937 to <16 x float>*
  %wide.load40.2.epil = load <16 x float>, <16 x float>* %716, align 4, !alias.scope !79
  %sunkaddr2938 = mul i64 %index.epil53, 4
  %717 = bitcast float* %scevgep148 to i8*
  %sunkaddr2939 = getelementptr i8, i8* %717, i64 %sunkaddr2938
  %sunkaddr2940 = getelementptr i8, i8* %sunkaddr2939, i64 -1280
  %718 = bitcast i8* %sunkaddr2940 to <16 x float>*
  %wide.load41.2.epil = load <16 x float>, <16 x float>* %718, align 4, !alias.scope !79
  %uglygep26043 = getelementptr float, float* %lsr.iv245, i64 128
  %uglygep260261 = bitcast float* %uglygep26043 to <16 x float>*
  store <16 x float> %wide.load.2.epil, <16 x float>* %uglygep260261, align 4, !alias.scope !82, !noalias !79
  %scevgep26244 = getelementptr float, float* %lsr.iv245, i64 144
  %719 = bitcast float* %scevgep26244 to <16 x float>*
  store <16 x float> %wide.load39.2.epil, <16 x float>* %719, align 4, !alias.scope !82, !noalias !79
  %scevgep26345 = getelementptr float, float* %lsr.iv245, i64 160
  %720 = bitcast float* %scevgep26345 to <16 x float>*
  store <16 x float> %wide.load40.2.epil, <16 x float>* %720, align 4, !alias.scope !82, !noalias !79
  %scevgep26446 = getelementptr float, float* %lsr.iv245, i64 176
  %721 = bitcast float* %scevgep26446 to <16 x float>*
  store <16 x float> %wide.load41.2.epil, <16 x float>* %721, align 4, !alias.scope !82, !noalias !79
  %sunkaddr2941 = mul i64 %index.epil53, 4
  %722 = bitcast float* %scevgep148 to i8*
  %sunkaddr2942 = getelementptr i8, i8* %722, i64 %sunkaddr2941
  %sunkaddr2943 = getelementptr i8, i8* %sunkaddr2942, i64 -1216
  %723 = bitcast i8* %sunkaddr2943 to <16 x float>*
  %wide.load.3.epil = load <16 x float>, <16 x float>* %723, align 4, !alias.scope !79
  %sunkaddr2944 = mul i64 %index.epil53, 4
  %724 = bitcast float* %scevgep148 to i8*
  %sunkaddr2945 = getelementptr i8, i8* %724, i64 %sunkaddr2944
  %sunkaddr2946 = getelementptr i8, i8* %sunkaddr2945, i64 -1152
  %725 = bitcast i8* %sunkaddr2946 to <16 x float>*
  %wide.load39.3.epil = load <16 x float>, <16 x float>* %725, align 4, !alias.scope !79
  %sunkaddr2947 = mul i64 %index.epil53, 4
  %726 = bitcast float* %scevgep148 to i8*
  %sunkaddr2948 = getelementptr i8, i8* %726, i64 %sunkaddr2947
  %sunkaddr2949 = getelementptr i8, i8* %sunkaddr2948, i64 -1088
  %727 = bitcast i8* %sunkaddr2949 to <16 x float>*
  %wide.load40.3.epil = load <16 x float>, <16 x float>* %727, align 4, !alias.scope !79
  %sunkaddr2950 = mul i64 %index.epil53, 4
  %728 = bitcast float* %scevgep148 to i8*
  %sunkaddr2951 = getelementptr i8, i8* %728, i64 %sunkaddr2950
  %sunkaddr2952 = getelementptr i8, i8* %sunkaddr2951, i64 -1024
  %729 = bitcast i8* %sunkaddr2952 to <16 x float>*
  %wide.load41.3.epil = load <16 x float>, <16 x float>* %729, align 4, !alias.scope !79
  %uglygep26547 = getelementptr float, float* %lsr.iv245, i64 192
  %uglygep265266 = bitcast float* %uglygep26547 to <16 x float>*
  store <16 x float> %wide.load.3.epil, <16 x float>* %uglygep265266, align 4, !alias.scope !82, !noalias !79
  %scevgep26748 = getelementptr float, float* %lsr.iv245, i64 208
  %730 = bitcast float* %scevgep26748 to <16 x float>*
  store <16 x float> %wide.load39.3.epil, <16 x float>* %730, align 4, !alias.scope !82, !noalias !79
  %scevgep26849 = getelementptr float, float* %lsr.iv245, i64 224
  %731 = bitcast float* %scevgep26849 to <16 x float>*
  store <16 x float> %wide.load40.3.epil, <16 x float>* %731, align 4, !alias.scope !82, !noalias !79
  %scevgep26950 = getelementptr float, float* %lsr.iv245, i64 240
  %732 = bitcast float* %scevgep26950 to <16 x float>*
  store <16 x float> %wide.load41.3.epil, <16 x float>* %732, align 4, !alias.scope !82, !noalias !79
  %sunkaddr2953 = mul i64 %index.epil53, 4
  %733 = bitcast float* %scevgep148 to i8*
  %sunkaddr2954 = getelementptr i8, i8* %733, i64 %sunkaddr2953
  %sunkaddr2955 = getelementptr i8, i8* %sunkaddr2954, i64 -960
  %734 = bitcast i8* %sunkaddr2955 to <16 x float>*
  %wide.load.4.epil = load <16 x float>, <16 x float>* %734, align 4, !alias.scope !79
  %sunkaddr2956 = mul i64 %index.epil53, 4
  %735 = bitcast float* %scevgep148 to i8*
  %sunkaddr2957 = getelementptr i8, i8* %735, i64 %sunkaddr2956
  %sunkaddr2958 = getelementptr i8, i8* %sunkaddr2957, i64 -896
  %736 = bitcast i8* %sunkaddr2958 to <16 x float>*
  %wide.load39.4.epil = load <16 x float>, <16 x float>* %736, align 4, !alias.scope !79
  %sunkaddr2959 = mul i64 %index.epil53, 4
  %737 = bitcast float* %scevgep148 to i8*
  %sunkaddr2960 = getelementptr i8, i8* %737, i64 %sunkaddr2959
  %sunkaddr2961 = getelementptr i8, i8* %sunkaddr2960, i64 -832
  %738 = bitcast i8* %sunkaddr2961 to <16 x float>*
  %wide.load40.4.epil = load <16 x float>, <16 x float>* %738, align 4, !alias.scope !79
  %sunkaddr2962 = mul i64 %index.epil53, 4
  %739 = bitcast float* %scevgep148 to i8*
  %sunkaddr2963 = getelementptr i8, i8* %739, i64 %sunkaddr2962
  %sunkaddr2964 = getelementptr i8, i8* %sunkaddr2963, i64 -768
  %740 = bitcast i8* %sunkaddr2964 to <16 x float>*
  %wide.load41.4.epil = load <16 x float>, <16 x float>* %740, align 4, !alias.scope !79
  %uglygep27051 = getelementptr float, float* %lsr.iv245, i64 256
  %uglygep270271 = bitcast float* %uglygep27051 to <16 x float>*
  store <16 x float> %wide.load.4.epil, <16 x float>* %uglygep270271, align 4, !alias.scope !82, !noalias !79
  %scevgep27252 = getelementptr float, float* %lsr.iv245, i64 272
  %741 = bitcast float* %scevgep27252 to <16 x float>*
  store <16 x float> %wide.load39.4.epil, <16 x float>* %741, align 4, !alias.scope !82, !noalias !79
  %scevgep27353 = getelementptr float, float* %lsr.iv245, i64 288
  %742 = bitcast float* %scevgep27353 to <16 x float>*
  store <16 x float> %wide.load40.4.epil, <16 x float>* %742, align 4, !alias.scope !82, !noalias !79
  %scevgep27454 = getelementptr float, float* %lsr.iv245, i64 304
  %743 = bitcast float* %scevgep27454 to <16 x float>*
  store <16 x float> %wide.load41.4.epil, <16 x float>* %743, align 4, !alias.scope !82, !noalias !79
  %sunkaddr2965 = mul i64 %index.epil53, 4
  %744 = bitcast float* %scevgep148 to i8*
  %sunkaddr2966 = getelementptr i8, i8* %744, i64 %sunkaddr2965
  %sunkaddr2967 = getelementptr i8, i8* %sunkaddr2966, i64 -704
  %745 = bitcast i8* %sunkaddr2967 to <16 x float>*
  %wide.load.5.epil = load <16 x float>, <16 x float>* %745, align 4, !alias.scope !79
  %sunkaddr2968 = mul i64 %index.epil53, 4
  %746 = bitcast float* %scevgep148 to i8*
  %sunkaddr2969 = getelementptr i8, i8* %746, i64 %sunkaddr2968
  %sunkaddr2970 = getelementptr i8, i8* %sunkaddr2969, i64 -640
  %747 = bitcast i8* %sunkaddr2970 to <16 x float>*
  %wide.load39.5.epil = load <16 x float>, <16 x float>* %747, align 4, !alias.scope !79
  %sunkaddr2971 = mul i64 %index.epil53, 4
  %748 = bitcast float* %scevgep148 to i8*
  %sunkaddr2972 = getelementptr i8, i8* %748, i64 %sunkaddr2971
  %sunkaddr2973 = getelementptr i8, i8* %sunkaddr2972, i64 -576
  %749 = bitcast i8* %sunkaddr2973 to <16 x float>*
  %wide.load40.5.epil = load <16 x float>, <16 x float>* %749, align 4, !alias.scope !79
  %sunkaddr2974 = mul i64 %index.epil53, 4
  %750 = bitcast float* %scevgep148 to i8*
  %sunkaddr2975 = getelementptr i8, i8* %750, i64 %sunkaddr2974
  %sunkaddr2976 = getelementptr i8, i8* %sunkaddr2975, i64 -512
  %751 = bitcast i8* %sunkaddr2976 to <16 x float>*
  %wide.load41.5.epil = load <16 x float>, <16 x float>* %751, align 4, !alias.scope !79
  %uglygep27555 = getelementptr float, float* %lsr.iv245, i64 320
  %uglygep275276 = bitcast float* %uglygep27555 to <16 x float>*
  store <16 x float> %wide.load.5.epil, <16 x float>* %uglygep275276, align 4, !alias.scope !82, !noalias !79
  %scevgep27756 = getelementptr float, float* %lsr.iv245, i64 336
  %752 = bitcast float* %scevgep27756 to <16 x float>*
  store <16 x float> %wide.load39.5.epil, <16 x float>* %752, align 4, !alias.scope !82, !noalias !79
  %scevgep27857 = getelementptr float, float* %lsr.iv245, i64 352
  %753 = bitcast float* %scevgep27857 to <16 x float>*
  store <16 x float> %wide.load40.5.epil, <16 x float>* %753, align 4, !alias.scope !82, !noalias !79
  %scevgep27958 = getelementptr float, float* %lsr.iv245, i64 368
  %754 = bitcast float* %scevgep27958 to <16 x float>*
  store <16 x float> %wide.load41.5.epil, <16 x float>* %754, align 4, !alias.scope !82, !noalias !79
  %sunkaddr2977 = mul i64 %index.epil53, 4
  %755 = bitcast float* %scevgep148 to i8*
  %sunkaddr2978 = getelementptr i8, i8* %755, i64 %sunkaddr2977
  %sunkaddr2979 = getelementptr i8, i8* %sunkaddr2978, i64 -448
  %756 = bitcast i8* %sunkaddr2979 to <16 x float>*
  %wide.load.6.epil = load <16 x float>, <16 x float>* %756, align 4, !alias.scope !79
  %sunkaddr2980 = mul i64 %index.epil53, 4
  %757 = bitcast float* %scevgep148 to i8*
  %sunkaddr2981 = getelementptr i8, i8* %757, i64 %sunkaddr2980
  %sunkaddr2982 = getelementptr i8, i8* %sunkaddr2981, i64 -384
  %758 = bitcast i8* %sunkaddr2982 to <16 x float>*
  %wide.load39.6.epil = load <16 x float>, <16 x float>* %758, align 4, !alias.scope !79
  %sunkaddr2983 = mul i64 %index.epil53, 4
  %759 = bitcast float* %scevgep148 to i8*
  %sunkaddr2984 = getelementptr i8, i8* %759, i64 %sunkaddr2983
  %sunkaddr2985 = getelementptr i8, i8* %sunkaddr2984, i64 -320
  %760 = bitcast i8* %sunkaddr2985 to <16 x float>*
  %wide.load40.6.epil = load <16 x float>, <16 x float>* %760, align 4, !alias.scope !79
  %sunkaddr2986 = mul i64 %index.epil53, 4
  %761 = bitcast float* %scevgep148 to i8*
  %sunkaddr2987 = getelementptr i8, i8* %761, i64 %sunkaddr2986
  %sunkaddr2988 = getelementptr i8, i8* %sunkaddr2987, i64 -256
  %762 = bitcast i8* %sunkaddr2988 to <16 x float>*
  %wide.load41.6.epil = load <16 x float>, <16 x float>* %762, align 4, !alias.scope !79
  %uglygep28059 = getelementptr float, float* %lsr.iv245, i64 384
  %uglygep280281 = bitcast float* %uglygep28059 to <16 x float>*
  store <16 x float> %wide.load.6.epil, <16 x float>* %uglygep280281, align 4, !alias.scope !82, !noalias !79
  %scevgep28260 = getelementptr float, float* %lsr.iv245, i64 400
  %763 = bitcast float* %scevgep28260 to <16 x float>*
  store <16 x float> %wide.load39.6.epil, <16 x float>* %763, align 4, !alias.scope !82, !noalias !79
  %scevgep28361 = getelementptr float, float* %lsr.iv245, i64 416
  %764 = bitcast float* %scevgep28361 to <16 x float>*
  store <16 x float> %wide.load40.6.epil, <16 x float>* %764, align 4, !alias.scope !82, !noalias !79
  %scevgep28462 = getelementptr float, float* %lsr.iv245, i64 432
  %765 = bitcast float* %scevgep28462 to <16 x float>*
  store <16 x float> %wide.load41.6.epil, <16 x float>* %765, align 4, !alias.scope !82, !noalias !79
  %sunkaddr2989 = mul i64 %index.epil53, 4
  %766 = bitcast float* %scevgep148 to i8*
  %sunkaddr2990 = getelementptr i8, i8* %766, i64 %sunkaddr2989
  %sunkaddr2991 = getelementptr i8, i8* %sunkaddr2990, i64 -192
  %767 = bitcast i8* %sunkaddr2991 to <16 x float>*
  %wide.load.7.epil = load <16 x float>, <16 x float>* %767, align 4, !alias.scope !79
  %sunkaddr2992 = mul i64 %index.epil53, 4
  %768 = bitcast float* %scevgep148 to i8*
  %sunkaddr2993 = getelementptr i8, i8* %768, i64 %sunkaddr2992
  %sunkaddr2994 = getelementptr i8, i8* %sunkaddr2993, i64 -128
  %769 = bitcast i8* %sunkaddr2994 to <16 x float>*
  %wide.load39.7.epil = load <16 x float>, <16 x float>* %769, align 4, !alias.scope !79
  %sunkaddr2995 = mul i64 %index.epil53, 4
  %770 = bitcast float* %scevgep148 to i8*
  %sunkaddr2996 = getelementptr i8, i8* %770, i64 %sunkaddr2995
  %sunkaddr2997 = getelementptr i8, i8* %sunkaddr2996, i64 -64
  %771 = bitcast i8* %sunkaddr2997 to <16 x float>*
  %wide.load40.7.epil = load <16 x float>, <16 x float>* %771, align 4, !alias.scope !79
  %scevgep221 = getelementptr float, float* %scevgep148, i64 %index.epil53
  %scevgep221222 = bitcast float* %scevgep221 to <16 x float>*
  %wide.load41.7.epil = load <16 x float>, <16 x float>* %scevgep221222, align 4, !alias.scope !79
  %uglygep28563 = getelementptr float, float* %lsr.iv245, i64 448
  %uglygep285286 = bitcast float* %uglygep28563 to <16 x float>*
  store <16 x float> %wide.load.7.epil, <16 x float>* %uglygep285286, align 4, !alias.scope !82, !noalias !79
  %scevgep28764 = getelementptr float, float* %lsr.iv245, i64 464
  %772 = bitcast float* %scevgep28764 to <16 x float>*
  store <16 x float> %wide.load39.7.epil, <16 x float>* %772, align 4, !alias.scope !82, !noalias !79
  %scevgep28865 = getelementptr float, float* %lsr.iv245, i64 480
  %773 = bitcast float* %scevgep28865 to <16 x float>*
  store <16 x float> %wide.load40.7.epil, <16 x float>* %773, align 4, !alias.scope !82, !noalias !79
  %scevgep28966 = getelementptr float, float* %lsr.iv245, i64 496
  %774 = bitcast float* %scevgep28966 to <16 x float>*
  store <16 x float> %wide.load41.7.epil, <16 x float>* %774, align 4, !alias.scope !82, !noalias !79
  %index.next.7.epil = or i64 %index.epil53, 512
  %scevgep24719 = getelementptr float, float* %lsr.iv245, i64 512
  %lsr.iv245248.1 = bitcast float* %scevgep24719 to <16 x float>*
  %scevgep243.1 = getelementptr float, float* %scevgep34.epil, i64 %index.next.7.epil
  %775 = bitcast float* %scevgep243.1 to <16 x float>*
  %wide.load.epil54.1 = load <16 x float>, <16 x float>* %775, align 4, !alias.scope !79
  %sunkaddr2998 = mul i64 %index.next.7.epil, 4
  %776 = bitcast float* %scevgep148 to i8*
  %sunkaddr2999 = getelementptr i8, i8* %776, i64 %sunkaddr2998
  %sunkaddr3000 = getelementptr i8, i8* %sunkaddr2999, i64 -1920
  %777 = bitcast i8* %sunkaddr3000 to <16 x float>*
  %wide.load39.epil55.1 = load <16 x float>, <16 x float>* %777, align 4, !alias.scope !79
  %sunkaddr3001 = mul i64 %index.next.7.epil, 4
  %778 = bitcast float* %scevgep148 to i8*
  %sunkaddr3002 = getelementptr i8, i8* %778, i64 %sunkaddr3001
  %sunkaddr3003 = getelementptr i8, i8* %sunkaddr3002, i64 -1856
  %779 = bitcast i8* %sunkaddr3003 to <16 x float>*
  %wide.load40.epil56.1 = load <16 x float>, <16 x float>* %779, align 4, !alias.scope !79
  %sunkaddr3004 = mul i64 %index.next.7.epil, 4
  %780 = bitcast float* %scevgep148 to i8*
  %sunkaddr3005 = getelementptr i8, i8* %780, i64 %sunkaddr3004
  %sunkaddr3006 = getelementptr i8, i8* %sunkaddr3005, i64 -1792
  %781 = bitcast i8* %sunkaddr3006 to <16 x float>*
  %wide.load41.epil57.1 = load <16 x float>, <16 x float>* %781, align 4, !alias.scope !79
  store <16 x float> %wide.load.epil54.1, <16 x float>* %lsr.iv245248.1, align 4, !alias.scope !82, !noalias !79
  %scevgep251.1 = getelementptr float, float* %lsr.iv245, i64 528
  %782 = bitcast float* %scevgep251.1 to <16 x float>*
  store <16 x float> %wide.load39.epil55.1, <16 x float>* %782, align 4, !alias.scope !82, !noalias !79
  %scevgep252.1 = getelementptr float, float* %lsr.iv245, i64 544
  %783 = bitcast float* %scevgep252.1 to <16 x float>*
  store <16 x float> %wide.load40.epil56.1, <16 x float>* %783, align 4, !alias.scope !82, !noalias !79
  %scevgep253.1 = getelementptr float, float* %lsr.iv245, i64 560
  %784 = bitcast float* %scevgep253.1 to <16 x float>*
  store <16 x float> %wide.load41.epil57.1, <16 x float>* %784, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3007 = mul i64 %index.next.7.epil, 4
  %785 = bitcast float* %scevgep148 to i8*
  %sunkaddr3008 = getelementptr i8, i8* %785, i64 %sunkaddr3007
  %sunkaddr3009 = getelementptr i8, i8* %sunkaddr3008, i64 -1728
  %786 = bitcast i8* %sunkaddr3009 to <16 x float>*
  %wide.load.1.epil.1 = load <16 x float>, <16 x float>* %786, align 4, !alias.scope !79
  %sunkaddr3010 = mul i64 %index.next.7.epil, 4
  %787 = bitcast float* %scevgep148 to i8*
  %sunkaddr3011 = getelementptr i8, i8* %787, i64 %sunkaddr3010
  %sunkaddr3012 = getelementptr i8, i8* %sunkaddr3011, i64 -1664
  %788 = bitcast i8* %sunkaddr3012 to <16 x float>*
  %wide.load39.1.epil.1 = load <16 x float>, <16 x float>* %788, align 4, !alias.scope !79
  %sunkaddr3013 = mul i64 %index.next.7.epil, 4
  %789 = bitcast float* %scevgep148 to i8*
  %sunkaddr3014 = getelementptr i8, i8* %789, i64 %sunkaddr3013
  %sunkaddr3015 = getelementptr i8, i8* %sunkaddr3014, i64 -1600
  %790 = bitcast i8* %sunkaddr3015 to <16 x float>*
  %wide.load40.1.epil.1 = load <16 x float>, <16 x float>* %790, align 4, !alias.scope !79
  %sunkaddr3016 = mul i64 %index.next.7.epil, 4
  %791 = bitcast float* %scevgep148 to i8*
  %sunkaddr3017 = getelementptr i8, i8* %791, i64 %sunkaddr3016
  %sunkaddr3018 = getelementptr i8, i8* %sunkaddr3017, i64 -1536
  %792 = bitcast i8* %sunkaddr3018 to <16 x float>*
  %wide.load41.1.epil.1 = load <16 x float>, <16 x float>* %792, align 4, !alias.scope !79
  %uglygep25539.1 = getelementptr float, float* %lsr.iv245, i64 576
  %uglygep255256.1 = bitcast float* %uglygep25539.1 to <16 x float>*
  store <16 x float> %wide.load.1.epil.1, <16 x float>* %uglygep255256.1, align 4, !alias.scope !82, !noalias !79
  %scevgep25740.1 = getelementptr float, float* %lsr.iv245, i64 592
  %793 = bitcast float* %scevgep25740.1 to <16 x float>*
  store <16 x float> %wide.load39.1.epil.1, <16 x float>* %793, align 4, !alias.scope !82, !noalias !79
  %scevgep25841.1 = getelementptr float, float* %lsr.iv245, i64 608
  %794 = bitcast float* %scevgep25841.1 to <16 x float>*
  store <16 x float> %wide.load40.1.epil.1, <16 x float>* %794, align 4, !alias.scope !82, !noalias !79
  %scevgep25942.1 = getelementptr float, float* %lsr.iv245, i64 624
  %795 = bitcast float* %scevgep25942.1 to <16 x float>*
  store <16 x float> %wide.load41.1.epil.1, <16 x float>* %795, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3019 = mul i64 %index.next.7.epil, 4
  %796 = bitcast float* %scevgep148 to i8*
  %sunkaddr3020 = getelementptr i8, i8* %796, i64 %sunkaddr3019
  %sunkaddr3021 = getelementptr i8, i8* %sunkaddr3020, i64 -1472
  %797 = bitcast i8* %sunkaddr3021 to <16 x float>*
  %wide.load.2.epil.1 = load <16 x float>, <16 x float>* %797, align 4, !alias.scope !79
  %sunkaddr3022 = mul i64 %index.next.7.epil, 4
  %798 = bitcast float* %scevgep148 to i8*
  %sunkaddr3023 = getelementptr i8, i8* %798, i64 %sunkaddr3022
  %sunkaddr3024 = getelementptr i8, i8* %sunkaddr3023, i64 -1408
  %799 = bitcast i8* %sunkaddr3024 to <16 x float>*
  %wide.load39.2.epil.1 = load <16 x float>, <16 x float>* %799, align 4, !alias.scope !79
  %sunkaddr3025 = mul i64 %index.next.7.epil, 4
  %800 = bitcast float* %scevgep148 to i8*
  %sunkaddr3026 = getelementptr i8, i8* %800, i64 %sunkaddr3025
  %sunkaddr3027 = getelementptr i8, i8* %sunkaddr3026, i64 -1344
  %801 = bitcast i8* %sunkaddr3027 to <16 x float>*
  %wide.load40.2.epil.1 = load <16 x float>, <16 x float>* %801, align 4, !alias.scope !79
  %sunkaddr3028 = mul i64 %index.next.7.epil, 4
  %802 = bitcast float* %scevgep148 to i8*
  %sunkaddr3029 = getelementptr i8, i8* %802, i64 %sunkaddr3028
  %sunkaddr3030 = getelementptr i8, i8* %sunkaddr3029, i64 -1280
  %803 = bitcast i8* %sunkaddr3030 to <16 x float>*
  %wide.load41.2.epil.1 = load <16 x float>, <16 x float>* %803, align 4, !alias.scope !79
  %uglygep26043.1 = getelementptr float, float* %lsr.iv245, i64 640
  %uglygep260261.1 = bitcast float* %uglygep26043.1 to <16 x float>*
  store <16 x float> %wide.load.2.epil.1, <16 x float>* %uglygep260261.1, align 4, !alias.scope !82, !noalias !79
  %scevgep26244.1 = getelementptr float, float* %lsr.iv245, i64 656
  %804 = bitcast float* %scevgep26244.1 to <16 x float>*
  store <16 x float> %wide.load39.2.epil.1, <16 x float>* %804, align 4, !alias.scope !82, !noalias !79
  %scevgep26345.1 = getelementptr float, float* %lsr.iv245, i64 672
  %805 = bitcast float* %scevgep26345.1 to <16 x float>*
  store <16 x float> %wide.load40.2.epil.1, <16 x float>* %805, align 4, !alias.scope !82, !noalias !79
  %scevgep26446.1 = getelementptr float, float* %lsr.iv245, i64 688
  %806 = bitcast float* %scevgep26446.1 to <16 x float>*
  store <16 x float> %wide.load41.2.epil.1, <16 x float>* %806, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3031 = mul i64 %index.next.7.epil, 4
  %807 = bitcast float* %scevgep148 to i8*
  %sunkaddr3032 = getelementptr i8, i8* %807, i64 %sunkaddr3031
  %sunkaddr3033 = getelementptr i8, i8* %sunkaddr3032, i64 -1216
  %808 = bitcast i8* %sunkaddr3033 to <16 x float>*
  %wide.load.3.epil.1 = load <16 x float>, <16 x float>* %808, align 4, !alias.scope !79
  %sunkaddr3034 = mul i64 %index.next.7.epil, 4
  %809 = bitcast float* %scevgep148 to i8*
  %sunkaddr3035 = getelementptr i8, i8* %809, i64 %sunkaddr3034
  %sunkaddr3036 = getelementptr i8, i8* %sunkaddr3035, i64 -1152
  %810 = bitcast i8* %sunkaddr3036 to <16 x float>*
  %wide.load39.3.epil.1 = load <16 x float>, <16 x float>* %810, align 4, !alias.scope !79
  %sunkaddr3037 = mul i64 %index.next.7.epil, 4
  %811 = bitcast float* %scevgep148 to i8*
  %sunkaddr3038 = getelementptr i8, i8* %811, i64 %sunkaddr3037
  %sunkaddr3039 = getelementptr i8, i8* %sunkaddr3038, i64 -1088
  %812 = bitcast i8* %sunkaddr3039 to <16 x float>*
  %wide.load40.3.epil.1 = load <16 x float>, <16 x float>* %812, align 4, !alias.scope !79
  %sunkaddr3040 = mul i64 %index.next.7.epil, 4
  %813 = bitcast float* %scevgep148 to i8*
  %sunkaddr3041 = getelementptr i8, i8* %813, i64 %sunkaddr3040
  %sunkaddr3042 = getelementptr i8, i8* %sunkaddr3041, i64 -1024
  %814 = bitcast i8* %sunkaddr3042 to <16 x float>*
  %wide.load41.3.epil.1 = load <16 x float>, <16 x float>* %814, align 4, !alias.scope !79
  %uglygep26547.1 = getelementptr float, float* %lsr.iv245, i64 704
  %uglygep265266.1 = bitcast float* %uglygep26547.1 to <16 x float>*
  store <16 x float> %wide.load.3.epil.1, <16 x float>* %uglygep265266.1, align 4, !alias.scope !82, !noalias !79
  %scevgep26748.1 = getelementptr float, float* %lsr.iv245, i64 720
  %815 = bitcast float* %scevgep26748.1 to <16 x float>*
  store <16 x float> %wide.load39.3.epil.1, <16 x float>* %815, align 4, !alias.scope !82, !noalias !79
  %scevgep26849.1 = getelementptr float, float* %lsr.iv245, i64 736
  %816 = bitcast float* %scevgep26849.1 to <16 x float>*
  store <16 x float> %wide.load40.3.epil.1, <16 x float>* %816, align 4, !alias.scope !82, !noalias !79
  %scevgep26950.1 = getelementptr float, float* %lsr.iv245, i64 752
  %817 = bitcast float* %scevgep26950.1 to <16 x float>*
  store <16 x float> %wide.load41.3.epil.1, <16 x float>* %817, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3043 = mul i64 %index.next.7.epil, 4
  %818 = bitcast float* %scevgep148 to i8*
  %sunkaddr3044 = getelementptr i8, i8* %818, i64 %sunkaddr3043
  %sunkaddr3045 = getelementptr i8, i8* %sunkaddr3044, i64 -960
  %819 = bitcast i8* %sunkaddr3045 to <16 x float>*
  %wide.load.4.epil.1 = load <16 x float>, <16 x float>* %819, align 4, !alias.scope !79
  %sunkaddr3046 = mul i64 %index.next.7.epil, 4
  %820 = bitcast float* %scevgep148 to i8*
  %sunkaddr3047 = getelementptr i8, i8* %820, i64 %sunkaddr3046
  %sunkaddr3048 = getelementptr i8, i8* %sunkaddr3047, i64 -896
  %821 = bitcast i8* %sunkaddr3048 to <16 x float>*
  %wide.load39.4.epil.1 = load <16 x float>, <16 x float>* %821, align 4, !alias.scope !79
  %sunkaddr3049 = mul i64 %index.next.7.epil, 4
  %822 = bitcast float* %scevgep148 to i8*
  %sunkaddr3050 = getelementptr i8, i8* %822, i64 %sunkaddr3049
  %sunkaddr3051 = getelementptr i8, i8* %sunkaddr3050, i64 -832
  %823 = bitcast i8* %sunkaddr3051 to <16 x float>*
  %wide.load40.4.epil.1 = load <16 x float>, <16 x float>* %823, align 4, !alias.scope !79
  %sunkaddr3052 = mul i64 %index.next.7.epil, 4
  %824 = bitcast float* %scevgep148 to i8*
  %sunkaddr3053 = getelementptr i8, i8* %824, i64 %sunkaddr3052
  %sunkaddr3054 = getelementptr i8, i8* %sunkaddr3053, i64 -768
  %825 = bitcast i8* %sunkaddr3054 to <16 x float>*
  %wide.load41.4.epil.1 = load <16 x float>, <16 x float>* %825, align 4, !alias.scope !79
  %uglygep27051.1 = getelementptr float, float* %lsr.iv245, i64 768
  %uglygep270271.1 = bitcast float* %uglygep27051.1 to <16 x float>*
  store <16 x float> %wide.load.4.epil.1, <16 x float>* %uglygep270271.1, align 4, !alias.scope !82, !noalias !79
  %scevgep27252.1 = getelementptr float, float* %lsr.iv245, i64 784
  %826 = bitcast float* %scevgep27252.1 to <16 x float>*
  store <16 x float> %wide.load39.4.epil.1, <16 x float>* %826, align 4, !alias.scope !82, !noalias !79
  %scevgep27353.1 = getelementptr float, float* %lsr.iv245, i64 800
  %827 = bitcast float* %scevgep27353.1 to <16 x float>*
  store <16 x float> %wide.load40.4.epil.1, <16 x float>* %827, align 4, !alias.scope !82, !noalias !79
  %scevgep27454.1 = getelementptr float, float* %lsr.iv245, i64 816
  %828 = bitcast float* %scevgep27454.1 to <16 x float>*
  store <16 x float> %wide.load41.4.epil.1, <16 x float>* %828, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3055 = mul i64 %index.next.7.epil, 4
  %829 = bitcast float* %scevgep148 to i8*
  %sunkaddr3056 = getelementptr i8, i8* %829, i64 %sunkaddr3055
  %sunkaddr3057 = getelementptr i8, i8* %sunkaddr3056, i64 -704
  %830 = bitcast i8* %sunkaddr3057 to <16 x float>*
  %wide.load.5.epil.1 = load <16 x float>, <16 x float>* %830, align 4, !alias.scope !79
  %sunkaddr3058 = mul i64 %index.next.7.epil, 4
  %831 = bitcast float* %scevgep148 to i8*
  %sunkaddr3059 = getelementptr i8, i8* %831, i64 %sunkaddr3058
  %sunkaddr3060 = getelementptr i8, i8* %sunkaddr3059, i64 -640
  %832 = bitcast i8* %sunkaddr3060 to <16 x float>*
  %wide.load39.5.epil.1 = load <16 x float>, <16 x float>* %832, align 4, !alias.scope !79
  %sunkaddr3061 = mul i64 %index.next.7.epil, 4
  %833 = bitcast float* %scevgep148 to i8*
  %sunkaddr3062 = getelementptr i8, i8* %833, i64 %sunkaddr3061
  %sunkaddr3063 = getelementptr i8, i8* %sunkaddr3062, i64 -576
  %834 = bitcast i8* %sunkaddr3063 to <16 x float>*
  %wide.load40.5.epil.1 = load <16 x float>, <16 x float>* %834, align 4, !alias.scope !79
  %sunkaddr3064 = mul i64 %index.next.7.epil, 4
  %835 = bitcast float* %scevgep148 to i8*
  %sunkaddr3065 = getelementptr i8, i8* %835, i64 %sunkaddr3064
  %sunkaddr3066 = getelementptr i8, i8* %sunkaddr3065, i64 -512
  %836 = bitcast i8* %sunkaddr3066 to <16 x float>*
  %wide.load41.5.epil.1 = load <16 x float>, <16 x float>* %836, align 4, !alias.scope !79
  %uglygep27555.1 = getelementptr float, float* %lsr.iv245, i64 832
  %uglygep275276.1 = bitcast float* %uglygep27555.1 to <16 x float>*
  store <16 x float> %wide.load.5.epil.1, <16 x float>* %uglygep275276.1, align 4, !alias.scope !82, !noalias !79
  %scevgep27756.1 = getelementptr float, float* %lsr.iv245, i64 848
  %837 = bitcast float* %scevgep27756.1 to <16 x float>*
  store <16 x float> %wide.load39.5.epil.1, <16 x float>* %837, align 4, !alias.scope !82, !noalias !79
  %scevgep27857.1 = getelementptr float, float* %lsr.iv245, i64 864
  %838 = bitcast float* %scevgep27857.1 to <16 x float>*
  store <16 x float> %wide.load40.5.epil.1, <16 x float>* %838, align 4, !alias.scope !82, !noalias !79
  %scevgep27958.1 = getelementptr float, float* %lsr.iv245, i64 880
  %839 = bitcast float* %scevgep27958.1 to <16 x float>*
  store <16 x float> %wide.load41.5.epil.1, <16 x float>* %839, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3067 = mul i64 %index.next.7.epil, 4
  %840 = bitcast float* %scevgep148 to i8*
  %sunkaddr3068 = getelementptr i8, i8* %840, i64 %sunkaddr3067
  %sunkaddr3069 = getelementptr i8, i8* %sunkaddr3068, i64 -448
  %841 = bitcast i8* %sunkaddr3069 to <16 x float>*
  %wide.load.6.epil.1 = load <16 x float>, <16 x float>* %841, align 4, !alias.scope !79
  %sunkaddr3070 = mul i64 %index.next.7.epil, 4
  %842 = bitcast float* %scevgep148 to i8*
  %sunkaddr3071 = getelementptr i8, i8* %842, i64 %sunkaddr3070
  %sunkaddr3072 = getelementptr i8, i8* %sunkaddr3071, i64 -384
  %843 = bitcast i8* %sunkaddr3072 to <16 x float>*
  %wide.load39.6.epil.1 = load <16 x float>, <16 x float>* %843, align 4, !alias.scope !79
  %sunkaddr3073 = mul i64 %index.next.7.epil, 4
  %844 = bitcast float* %scevgep148 to i8*
  %sunkaddr3074 = getelementptr i8, i8* %844, i64 %sunkaddr3073
  %sunkaddr3075 = getelementptr i8, i8* %sunkaddr3074, i64 -320
  %845 = bitcast i8* %sunkaddr3075 to <16 x float>*
  %wide.load40.6.epil.1 = load <16 x float>, <16 x float>* %845, align 4, !alias.scope !79
  %sunkaddr3076 = mul i64 %index.next.7.epil, 4
  %846 = bitcast float* %scevgep148 to i8*
  %sunkaddr3077 = getelementptr i8, i8* %846, i64 %sunkaddr3076
  %sunkaddr3078 = getelementptr i8, i8* %sunkaddr3077, i64 -256
  %847 = bitcast i8* %sunkaddr3078 to <16 x float>*
  %wide.load41.6.epil.1 = load <16 x float>, <16 x float>* %847, align 4, !alias.scope !79
  %uglygep28059.1 = getelementptr float, float* %lsr.iv245, i64 896
  %uglygep280281.1 = bitcast float* %uglygep28059.1 to <16 x float>*
  store <16 x float> %wide.load.6.epil.1, <16 x float>* %uglygep280281.1, align 4, !alias.scope !82, !noalias !79
  %scevgep28260.1 = getelementptr float, float* %lsr.iv245, i64 912
  %848 = bitcast float* %scevgep28260.1 to <16 x float>*
  store <16 x float> %wide.load39.6.epil.1, <16 x float>* %848, align 4, !alias.scope !82, !noalias !79
  %scevgep28361.1 = getelementptr float, float* %lsr.iv245, i64 928
  %849 = bitcast float* %scevgep28361.1 to <16 x float>*
  store <16 x float> %wide.load40.6.epil.1, <16 x float>* %849, align 4, !alias.scope !82, !noalias !79
  %scevgep28462.1 = getelementptr float, float* %lsr.iv245, i64 944
  %850 = bitcast float* %scevgep28462.1 to <16 x float>*
  store <16 x float> %wide.load41.6.epil.1, <16 x float>* %850, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3079 = mul i64 %index.next.7.epil, 4
  %851 = bitcast float* %scevgep148 to i8*
  %sunkaddr3080 = getelementptr i8, i8* %851, i64 %sunkaddr3079
  %sunkaddr3081 = getelementptr i8, i8* %sunkaddr3080, i64 -192
  %852 = bitcast i8* %sunkaddr3081 to <16 x float>*
  %wide.load.7.epil.1 = load <16 x float>, <16 x float>* %852, align 4, !alias.scope !79
  %sunkaddr3082 = mul i64 %index.next.7.epil, 4
  %853 = bitcast float* %scevgep148 to i8*
  %sunkaddr3083 = getelementptr i8, i8* %853, i64 %sunkaddr3082
  %sunkaddr3084 = getelementptr i8, i8* %sunkaddr3083, i64 -128
  %854 = bitcast i8* %sunkaddr3084 to <16 x float>*
  %wide.load39.7.epil.1 = load <16 x float>, <16 x float>* %854, align 4, !alias.scope !79
  %sunkaddr3085 = mul i64 %index.next.7.epil, 4
  %855 = bitcast float* %scevgep148 to i8*
  %sunkaddr3086 = getelementptr i8, i8* %855, i64 %sunkaddr3085
  %sunkaddr3087 = getelementptr i8, i8* %sunkaddr3086, i64 -64
  %856 = bitcast i8* %sunkaddr3087 to <16 x float>*
  %wide.load40.7.epil.1 = load <16 x float>, <16 x float>* %856, align 4, !alias.scope !79
  %scevgep221.1 = getelementptr float, float* %scevgep148, i64 %index.next.7.epil
  %scevgep221222.1 = bitcast float* %scevgep221.1 to <16 x float>*
  %wide.load41.7.epil.1 = load <16 x float>, <16 x float>* %scevgep221222.1, align 4, !alias.scope !79
  %uglygep28563.1 = getelementptr float, float* %lsr.iv245, i64 960
  %uglygep285286.1 = bitcast float* %uglygep28563.1 to <16 x float>*
  store <16 x float> %wide.load.7.epil.1, <16 x float>* %uglygep285286.1, align 4, !alias.scope !82, !noalias !79
  %scevgep28764.1 = getelementptr float, float* %lsr.iv245, i64 976
  %857 = bitcast float* %scevgep28764.1 to <16 x float>*
  store <16 x float> %wide.load39.7.epil.1, <16 x float>* %857, align 4, !alias.scope !82, !noalias !79
  %scevgep28865.1 = getelementptr float, float* %lsr.iv245, i64 992
  %858 = bitcast float* %scevgep28865.1 to <16 x float>*
  store <16 x float> %wide.load40.7.epil.1, <16 x float>* %858, align 4, !alias.scope !82, !noalias !79
  %scevgep28966.1 = getelementptr float, float* %lsr.iv245, i64 1008
  %859 = bitcast float* %scevgep28966.1 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.1, <16 x float>* %859, align 4, !alias.scope !82, !noalias !79
  %index.next.7.epil.1 = or i64 %index.epil53, 1024
  %scevgep24719.1 = getelementptr float, float* %lsr.iv245, i64 1024
  %lsr.iv245248.2 = bitcast float* %scevgep24719.1 to <16 x float>*
  %scevgep243.2 = getelementptr float, float* %scevgep34.epil, i64 %index.next.7.epil.1
  %860 = bitcast float* %scevgep243.2 to <16 x float>*
  %wide.load.epil54.2 = load <16 x float>, <16 x float>* %860, align 4, !alias.scope !79
  %sunkaddr3088 = mul i64 %index.next.7.epil.1, 4
  %861 = bitcast float* %scevgep148 to i8*
  %sunkaddr3089 = getelementptr i8, i8* %861, i64 %sunkaddr3088
  %sunkaddr3090 = getelementptr i8, i8* %sunkaddr3089, i64 -1920
  %862 = bitcast i8* %sunkaddr3090 to <16 x float>*
  %wide.load39.epil55.2 = load <16 x float>, <16 x float>* %862, align 4, !alias.scope !79
  %sunkaddr3091 = mul i64 %index.next.7.epil.1, 4
  %863 = bitcast float* %scevgep148 to i8*
  %sunkaddr3092 = getelementptr i8, i8* %863, i64 %sunkaddr3091
  %sunkaddr3093 = getelementptr i8, i8* %sunkaddr3092, i64 -1856
  %864 = bitcast i8* %sunkaddr3093 to <16 x float>*
  %wide.load40.epil56.2 = load <16 x float>, <16 x float>* %864, align 4, !alias.scope !79
  %sunkaddr3094 = mul i64 %index.next.7.epil.1, 4
  %865 = bitcast float* %scevgep148 to i8*
  %sunkaddr3095 = getelementptr i8, i8* %865, i64 %sunkaddr3094
  %sunkaddr3096 = getelementptr i8, i8* %sunkaddr3095, i64 -1792
  %866 = bitcast i8* %sunkaddr3096 to <16 x float>*
  %wide.load41.epil57.2 = load <16 x float>, <16 x float>* %866, align 4, !alias.scope !79
  store <16 x float> %wide.load.epil54.2, <16 x float>* %lsr.iv245248.2, align 4, !alias.scope !82, !noalias !79
  %scevgep251.2 = getelementptr float, float* %lsr.iv245, i64 1040
  %867 = bitcast float* %scevgep251.2 to <16 x float>*
  store <16 x float> %wide.load39.epil55.2, <16 x float>* %867, align 4, !alias.scope !82, !noalias !79
  %scevgep252.2 = getelementptr float, float* %lsr.iv245, i64 1056
  %868 = bitcast float* %scevgep252.2 to <16 x float>*
  store <16 x float> %wide.load40.epil56.2, <16 x float>* %868, align 4, !alias.scope !82, !noalias !79
  %scevgep253.2 = getelementptr float, float* %lsr.iv245, i64 1072
  %869 = bitcast float* %scevgep253.2 to <16 x float>*
  store <16 x float> %wide.load41.epil57.2, <16 x float>* %869, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3097 = mul i64 %index.next.7.epil.1, 4
  %870 = bitcast float* %scevgep148 to i8*
  %sunkaddr3098 = getelementptr i8, i8* %870, i64 %sunkaddr3097
  %sunkaddr3099 = getelementptr i8, i8* %sunkaddr3098, i64 -1728
  %871 = bitcast i8* %sunkaddr3099 to <16 x float>*
  %wide.load.1.epil.2 = load <16 x float>, <16 x float>* %871, align 4, !alias.scope !79
  %sunkaddr3100 = mul i64 %index.next.7.epil.1, 4
  %872 = bitcast float* %scevgep148 to i8*
  %sunkaddr3101 = getelementptr i8, i8* %872, i64 %sunkaddr3100
  %sunkaddr3102 = getelementptr i8, i8* %sunkaddr3101, i64 -1664
  %873 = bitcast i8* %sunkaddr3102 to <16 x float>*
  %wide.load39.1.epil.2 = load <16 x float>, <16 x float>* %873, align 4, !alias.scope !79
  %sunkaddr3103 = mul i64 %index.next.7.epil.1, 4
  %874 = bitcast float* %scevgep148 to i8*
  %sunkaddr3104 = getelementptr i8, i8* %874, i64 %sunkaddr3103
  %sunkaddr3105 = getelementptr i8, i8* %sunkaddr3104, i64 -1600
  %875 = bitcast i8* %sunkaddr3105 to <16 x float>*
  %wide.load40.1.epil.2 = load <16 x float>, <16 x float>* %875, align 4, !alias.scope !79
  %sunkaddr3106 = mul i64 %index.next.7.epil.1, 4
  %876 = bitcast float* %scevgep148 to i8*
  %sunkaddr3107 = getelementptr i8, i8* %876, i64 %sunkaddr3106
  %sunkaddr3108 = getelementptr i8, i8* %sunkaddr3107, i64 -1536
  %877 = bitcast i8* %sunkaddr3108 to <16 x float>*
  %wide.load41.1.epil.2 = load <16 x float>, <16 x float>* %877, align 4, !alias.scope !79
  %uglygep25539.2 = getelementptr float, float* %lsr.iv245, i64 1088
  %uglygep255256.2 = bitcast float* %uglygep25539.2 to <16 x float>*
  store <16 x float> %wide.load.1.epil.2, <16 x float>* %uglygep255256.2, align 4, !alias.scope !82, !noalias !79
  %scevgep25740.2 = getelementptr float, float* %lsr.iv245, i64 1104
  %878 = bitcast float* %scevgep25740.2 to <16 x float>*
  store <16 x float> %wide.load39.1.epil.2, <16 x float>* %878, align 4, !alias.scope !82, !noalias !79
  %scevgep25841.2 = getelementptr float, float* %lsr.iv245, i64 1120
  %879 = bitcast float* %scevgep25841.2 to <16 x float>*
  store <16 x float> %wide.load40.1.epil.2, <16 x float>* %879, align 4, !alias.scope !82, !noalias !79
  %scevgep25942.2 = getelementptr float, float* %lsr.iv245, i64 1136
  %880 = bitcast float* %scevgep25942.2 to <16 x float>*
  store <16 x float> %wide.load41.1.epil.2, <16 x float>* %880, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3109 = mul i64 %index.next.7.epil.1, 4
  %881 = bitcast float* %scevgep148 to i8*
  %sunkaddr3110 = getelementptr i8, i8* %881, i64 %sunkaddr3109
  %sunkaddr3111 = getelementptr i8, i8* %sunkaddr3110, i64 -1472
  %882 = bitcast i8* %sunkaddr3111 to <16 x float>*
  %wide.load.2.epil.2 = load <16 x float>, <16 x float>* %882, align 4, !alias.scope !79
  %sunkaddr3112 = mul i64 %index.next.7.epil.1, 4
  %883 = bitcast float* %scevgep148 to i8*
  %sunkaddr3113 = getelementptr i8, i8* %883, i64 %sunkaddr3112
  %sunkaddr3114 = getelementptr i8, i8* %sunkaddr3113, i64 -1408
  %884 = bitcast i8* %sunkaddr3114 to <16 x float>*
  %wide.load39.2.epil.2 = load <16 x float>, <16 x float>* %884, align 4, !alias.scope !79
  %sunkaddr3115 = mul i64 %index.next.7.epil.1, 4
  %885 = bitcast float* %scevgep148 to i8*
  %sunkaddr3116 = getelementptr i8, i8* %885, i64 %sunkaddr3115
  %sunkaddr3117 = getelementptr i8, i8* %sunkaddr3116, i64 -1344
  %886 = bitcast i8* %sunkaddr3117 to <16 x float>*
  %wide.load40.2.epil.2 = load <16 x float>, <16 x float>* %886, align 4, !alias.scope !79
  %sunkaddr3118 = mul i64 %index.next.7.epil.1, 4
  %887 = bitcast float* %scevgep148 to i8*
  %sunkaddr3119 = getelementptr i8, i8* %887, i64 %sunkaddr3118
  %sunkaddr3120 = getelementptr i8, i8* %sunkaddr3119, i64 -1280
  %888 = bitcast i8* %sunkaddr3120 to <16 x float>*
  %wide.load41.2.epil.2 = load <16 x float>, <16 x float>* %888, align 4, !alias.scope !79
  %uglygep26043.2 = getelementptr float, float* %lsr.iv245, i64 1152
  %uglygep260261.2 = bitcast float* %uglygep26043.2 to <16 x float>*
  store <16 x float> %wide.load.2.epil.2, <16 x float>* %uglygep260261.2, align 4, !alias.scope !82, !noalias !79
  %scevgep26244.2 = getelementptr float, float* %lsr.iv245, i64 1168
  %889 = bitcast float* %scevgep26244.2 to <16 x float>*
  store <16 x float> %wide.load39.2.epil.2, <16 x float>* %889, align 4, !alias.scope !82, !noalias !79
  %scevgep26345.2 = getelementptr float, float* %lsr.iv245, i64 1184
  %890 = bitcast float* %scevgep26345.2 to <16 x float>*
  store <16 x float> %wide.load40.2.epil.2, <16 x float>* %890, align 4, !alias.scope !82, !noalias !79
  %scevgep26446.2 = getelementptr float, float* %lsr.iv245, i64 1200
  %891 = bitcast float* %scevgep26446.2 to <16 x float>*
  store <16 x float> %wide.load41.2.epil.2, <16 x float>* %891, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3121 = mul i64 %index.next.7.epil.1, 4
  %892 = bitcast float* %scevgep148 to i8*
  %sunkaddr3122 = getelementptr i8, i8* %892, i64 %sunkaddr3121
  %sunkaddr3123 = getelementptr i8, i8* %sunkaddr3122, i64 -1216
  %893 = bitcast i8* %sunkaddr3123 to <16 x float>*
  %wide.load.3.epil.2 = load <16 x float>, <16 x float>* %893, align 4, !alias.scope !79
  %sunkaddr3124 = mul i64 %index.next.7.epil.1, 4
  %894 = bitcast float* %scevgep148 to i8*
  %sunkaddr3125 = getelementptr i8, i8* %894, i64 %sunkaddr3124
  %sunkaddr3126 = getelementptr i8, i8* %sunkaddr3125, i64 -1152
  %895 = bitcast i8* %sunkaddr3126 to <16 x float>*
  %wide.load39.3.epil.2 = load <16 x float>, <16 x float>* %895, align 4, !alias.scope !79
  %sunkaddr3127 = mul i64 %index.next.7.epil.1, 4
  %896 = bitcast float* %scevgep148 to i8*
  %sunkaddr3128 = getelementptr i8, i8* %896, i64 %sunkaddr3127
  %sunkaddr3129 = getelementptr i8, i8* %sunkaddr3128, i64 -1088
  %897 = bitcast i8* %sunkaddr3129 to <16 x float>*
  %wide.load40.3.epil.2 = load <16 x float>, <16 x float>* %897, align 4, !alias.scope !79
  %sunkaddr3130 = mul i64 %index.next.7.epil.1, 4
  %898 = bitcast float* %scevgep148 to i8*
  %sunkaddr3131 = getelementptr i8, i8* %898, i64 %sunkaddr3130
  %sunkaddr3132 = getelementptr i8, i8* %sunkaddr3131, i64 -1024
  %899 = bitcast i8* %sunkaddr3132 to <16 x float>*
  %wide.load41.3.epil.2 = load <16 x float>, <16 x float>* %899, align 4, !alias.scope !79
  %uglygep26547.2 = getelementptr float, float* %lsr.iv245, i64 1216
  %uglygep265266.2 = bitcast float* %uglygep26547.2 to <16 x float>*
  store <16 x float> %wide.load.3.epil.2, <16 x float>* %uglygep265266.2, align 4, !alias.scope !82, !noalias !79
  %scevgep26748.2 = getelementptr float, float* %lsr.iv245, i64 1232
  %900 = bitcast float* %scevgep26748.2 to <16 x float>*
  store <16 x float> %wide.load39.3.epil.2, <16 x float>* %900, align 4, !alias.scope !82, !noalias !79
  %scevgep26849.2 = getelementptr float, float* %lsr.iv245, i64 1248
  %901 = bitcast float* %scevgep26849.2 to <16 x float>*
  store <16 x float> %wide.load40.3.epil.2, <16 x float>* %901, align 4, !alias.scope !82, !noalias !79
  %scevgep26950.2 = getelementptr float, float* %lsr.iv245, i64 1264
  %902 = bitcast float* %scevgep26950.2 to <16 x float>*
  store <16 x float> %wide.load41.3.epil.2, <16 x float>* %902, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3133 = mul i64 %index.next.7.epil.1, 4
  %903 = bitcast float* %scevgep148 to i8*
  %sunkaddr3134 = getelementptr i8, i8* %903, i64 %sunkaddr3133
  %sunkaddr3135 = getelementptr i8, i8* %sunkaddr3134, i64 -960
  %904 = bitcast i8* %sunkaddr3135 to <16 x float>*
  %wide.load.4.epil.2 = load <16 x float>, <16 x float>* %904, align 4, !alias.scope !79
  %sunkaddr3136 = mul i64 %index.next.7.epil.1, 4
  %905 = bitcast float* %scevgep148 to i8*
  %sunkaddr3137 = getelementptr i8, i8* %905, i64 %sunkaddr3136
  %sunkaddr3138 = getelementptr i8, i8* %sunkaddr3137, i64 -896
  %906 = bitcast i8* %sunkaddr3138 to <16 x float>*
  %wide.load39.4.epil.2 = load <16 x float>, <16 x float>* %906, align 4, !alias.scope !79
  %sunkaddr3139 = mul i64 %index.next.7.epil.1, 4
  %907 = bitcast float* %scevgep148 to i8*
  %sunkaddr3140 = getelementptr i8, i8* %907, i64 %sunkaddr3139
  %sunkaddr3141 = getelementptr i8, i8* %sunkaddr3140, i64 -832
  %908 = bitcast i8* %sunkaddr3141 to <16 x float>*
  %wide.load40.4.epil.2 = load <16 x float>, <16 x float>* %908, align 4, !alias.scope !79
  %sunkaddr3142 = mul i64 %index.next.7.epil.1, 4
  %909 = bitcast float* %scevgep148 to i8*
  %sunkaddr3143 = getelementptr i8, i8* %909, i64 %sunkaddr3142
  %sunkaddr3144 = getelementptr i8, i8* %sunkaddr3143, i64 -768
  %910 = bitcast i8* %sunkaddr3144 to <16 x float>*
  %wide.load41.4.epil.2 = load <16 x float>, <16 x float>* %910, align 4, !alias.scope !79
  %uglygep27051.2 = getelementptr float, float* %lsr.iv245, i64 1280
  %uglygep270271.2 = bitcast float* %uglygep27051.2 to <16 x float>*
  store <16 x float> %wide.load.4.epil.2, <16 x float>* %uglygep270271.2, align 4, !alias.scope !82, !noalias !79
  %scevgep27252.2 = getelementptr float, float* %lsr.iv245, i64 1296
  %911 = bitcast float* %scevgep27252.2 to <16 x float>*
  store <16 x float> %wide.load39.4.epil.2, <16 x float>* %911, align 4, !alias.scope !82, !noalias !79
  %scevgep27353.2 = getelementptr float, float* %lsr.iv245, i64 1312
  %912 = bitcast float* %scevgep27353.2 to <16 x float>*
  store <16 x float> %wide.load40.4.epil.2, <16 x float>* %912, align 4, !alias.scope !82, !noalias !79
  %scevgep27454.2 = getelementptr float, float* %lsr.iv245, i64 1328
  %913 = bitcast float* %scevgep27454.2 to <16 x float>*
  store <16 x float> %wide.load41.4.epil.2, <16 x float>* %913, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3145 = mul i64 %index.next.7.epil.1, 4
  %914 = bitcast float* %scevgep148 to i8*
  %sunkaddr3146 = getelementptr i8, i8* %914, i64 %sunkaddr3145
  %sunkaddr3147 = getelementptr i8, i8* %sunkaddr3146, i64 -704
  %915 = bitcast i8* %sunkaddr3147 to <16 x float>*
  %wide.load.5.epil.2 = load <16 x float>, <16 x float>* %915, align 4, !alias.scope !79
  %sunkaddr3148 = mul i64 %index.next.7.epil.1, 4
  %916 = bitcast float* %scevgep148 to i8*
  %sunkaddr3149 = getelementptr i8, i8* %916, i64 %sunkaddr3148
  %sunkaddr3150 = getelementptr i8, i8* %sunkaddr3149, i64 -640
  %917 = bitcast i8* %sunkaddr3150 to <16 x float>*
  %wide.load39.5.epil.2 = load <16 x float>, <16 x float>* %917, align 4, !alias.scope !79
  %sunkaddr3151 = mul i64 %index.next.7.epil.1, 4
  %918 = bitcast float* %scevgep148 to i8*
  %sunkaddr3152 = getelementptr i8, i8* %918, i64 %sunkaddr3151
  %sunkaddr3153 = getelementptr i8, i8* %sunkaddr3152, i64 -576
  %919 = bitcast i8* %sunkaddr3153 to <16 x float>*
  %wide.load40.5.epil.2 = load <16 x float>, <16 x float>* %919, align 4, !alias.scope !79
  %sunkaddr3154 = mul i64 %index.next.7.epil.1, 4
  %920 = bitcast float* %scevgep148 to i8*
  %sunkaddr3155 = getelementptr i8, i8* %920, i64 %sunkaddr3154
  %sunkaddr3156 = getelementptr i8, i8* %sunkaddr3155, i64 -512
  %921 = bitcast i8* %sunkaddr3156 to <16 x float>*
  %wide.load41.5.epil.2 = load <16 x float>, <16 x float>* %921, align 4, !alias.scope !79
  %uglygep27555.2 = getelementptr float, float* %lsr.iv245, i64 1344
  %uglygep275276.2 = bitcast float* %uglygep27555.2 to <16 x float>*
  store <16 x float> %wide.load.5.epil.2, <16 x float>* %uglygep275276.2, align 4, !alias.scope !82, !noalias !79
  %scevgep27756.2 = getelementptr float, float* %lsr.iv245, i64 1360
  %922 = bitcast float* %scevgep27756.2 to <16 x float>*
  store <16 x float> %wide.load39.5.epil.2, <16 x float>* %922, align 4, !alias.scope !82, !noalias !79
  %scevgep27857.2 = getelementptr float, float* %lsr.iv245, i64 1376
  %923 = bitcast float* %scevgep27857.2 to <16 x float>*
  store <16 x float> %wide.load40.5.epil.2, <16 x float>* %923, align 4, !alias.scope !82, !noalias !79
  %scevgep27958.2 = getelementptr float, float* %lsr.iv245, i64 1392
  %924 = bitcast float* %scevgep27958.2 to <16 x float>*
  store <16 x float> %wide.load41.5.epil.2, <16 x float>* %924, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3157 = mul i64 %index.next.7.epil.1, 4
  %925 = bitcast float* %scevgep148 to i8*
  %sunkaddr3158 = getelementptr i8, i8* %925, i64 %sunkaddr3157
  %sunkaddr3159 = getelementptr i8, i8* %sunkaddr3158, i64 -448
  %926 = bitcast i8* %sunkaddr3159 to <16 x float>*
  %wide.load.6.epil.2 = load <16 x float>, <16 x float>* %926, align 4, !alias.scope !79
  %sunkaddr3160 = mul i64 %index.next.7.epil.1, 4
  %927 = bitcast float* %scevgep148 to i8*
  %sunkaddr3161 = getelementptr i8, i8* %927, i64 %sunkaddr3160
  %sunkaddr3162 = getelementptr i8, i8* %sunkaddr3161, i64 -384
  %928 = bitcast i8* %sunkaddr3162 to <16 x float>*
  %wide.load39.6.epil.2 = load <16 x float>, <16 x float>* %928, align 4, !alias.scope !79
  %sunkaddr3163 = mul i64 %index.next.7.epil.1, 4
  %929 = bitcast float* %scevgep148 to i8*
  %sunkaddr3164 = getelementptr i8, i8* %929, i64 %sunkaddr3163
  %sunkaddr3165 = getelementptr i8, i8* %sunkaddr3164, i64 -320
  %930 = bitcast i8* %sunkaddr3165 to <16 x float>*
  %wide.load40.6.epil.2 = load <16 x float>, <16 x float>* %930, align 4, !alias.scope !79
  %sunkaddr3166 = mul i64 %index.next.7.epil.1, 4
  %931 = bitcast float* %scevgep148 to i8*
  %sunkaddr3167 = getelementptr i8, i8* %931, i64 %sunkaddr3166
  %sunkaddr3168 = getelementptr i8, i8* %sunkaddr3167, i64 -256
  %932 = bitcast i8* %sunkaddr3168 to <16 x float>*
  %wide.load41.6.epil.2 = load <16 x float>, <16 x float>* %932, align 4, !alias.scope !79
  %uglygep28059.2 = getelementptr float, float* %lsr.iv245, i64 1408
  %uglygep280281.2 = bitcast float* %uglygep28059.2 to <16 x float>*
  store <16 x float> %wide.load.6.epil.2, <16 x float>* %uglygep280281.2, align 4, !alias.scope !82, !noalias !79
  %scevgep28260.2 = getelementptr float, float* %lsr.iv245, i64 1424
  %933 = bitcast float* %scevgep28260.2 to <16 x float>*
  store <16 x float> %wide.load39.6.epil.2, <16 x float>* %933, align 4, !alias.scope !82, !noalias !79
  %scevgep28361.2 = getelementptr float, float* %lsr.iv245, i64 1440
  %934 = bitcast float* %scevgep28361.2 to <16 x float>*
  store <16 x float> %wide.load40.6.epil.2, <16 x float>* %934, align 4, !alias.scope !82, !noalias !79
  %scevgep28462.2 = getelementptr float, float* %lsr.iv245, i64 1456
  %935 = bitcast float* %scevgep28462.2 to <16 x float>*
  store <16 x float> %wide.load41.6.epil.2, <16 x float>* %935, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3169 = mul i64 %index.next.7.epil.1, 4
  %936 = bitcast float* %scevgep148 to i8*
  %sunkaddr3170 = getelementptr i8, i8* %936, i64 %sunkaddr3169
  %sunkaddr3171 = getelementptr i8, i8* %sunkaddr3170, i64 -192
  %937 = bitcast i8* %sunkaddr3171 to <16 x float>*
  %wide.load.7.epil.2 = load <16 x float>, <16 x float>* %937, align 4, !alias.scope !79
  %sunkaddr3172 = mul i64 %index.next.7.epil.1, 4
  %938 = bitcast float* %scevgep148 to i8*
  %sunkaddr3173 = getelementptr i8, i8* %938, i64 %sunkaddr3172
  %sunkaddr3174 = getelementptr i8, i8* %sunkaddr3173, i64 -128
  %939 = bitcast i8* %sunkaddr3174 to <16 x float>*
  %wide.load39.7.epil.2 = load <16 x float>, <16 x float>* %939, align 4, !alias.scope !79
  %sunkaddr3175 = mul i64 %index.next.7.epil.1, 4
  %940 = bitcast float* %scevgep148 to i8*
  %sunkaddr3176 = getelementptr i8, i8* %940, i64 %sunkaddr3175
  %sunkaddr3177 = getelementptr i8, i8* %sunkaddr3176, i64 -64
  %941 = bitcast i8* %sunkaddr3177 to <16 x float>*
  %wide.load40.7.epil.2 = load <16 x float>, <16 x float>* %941, align 4, !alias.scope !79
  %scevgep221.2 = getelementptr float, float* %scevgep148, i64 %index.next.7.epil.1
  %scevgep221222.2 = bitcast float* %scevgep221.2 to <16 x float>*
  %wide.load41.7.epil.2 = load <16 x float>, <16 x float>* %scevgep221222.2, align 4, !alias.scope !79
  %uglygep28563.2 = getelementptr float, float* %lsr.iv245, i64 1472
  %uglygep285286.2 = bitcast float* %uglygep28563.2 to <16 x float>*
  store <16 x float> %wide.load.7.epil.2, <16 x float>* %uglygep285286.2, align 4, !alias.scope !82, !noalias !79
  %scevgep28764.2 = getelementptr float, float* %lsr.iv245, i64 1488
  %942 = bitcast float* %scevgep28764.2 to <16 x float>*
  store <16 x float> %wide.load39.7.epil.2, <16 x float>* %942, align 4, !alias.scope !82, !noalias !79
  %scevgep28865.2 = getelementptr float, float* %lsr.iv245, i64 1504
  %943 = bitcast float* %scevgep28865.2 to <16 x float>*
  store <16 x float> %wide.load40.7.epil.2, <16 x float>* %943, align 4, !alias.scope !82, !noalias !79
  %scevgep28966.2 = getelementptr float, float* %lsr.iv245, i64 1520
  %944 = bitcast float* %scevgep28966.2 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.2, <16 x float>* %944, align 4, !alias.scope !82, !noalias !79
  %index.next.7.epil.2 = or i64 %index.epil53, 1536
  %scevgep24719.2 = getelementptr float, float* %lsr.iv245, i64 1536
  %lsr.iv245248.3 = bitcast float* %scevgep24719.2 to <16 x float>*
  %scevgep243.3 = getelementptr float, float* %scevgep34.epil, i64 %index.next.7.epil.2
  %945 = bitcast float* %scevgep243.3 to <16 x float>*
  %wide.load.epil54.3 = load <16 x float>, <16 x float>* %945, align 4, !alias.scope !79
  %sunkaddr3178 = mul i64 %index.next.7.epil.2, 4
  %946 = bitcast float* %scevgep148 to i8*
  %sunkaddr3179 = getelementptr i8, i8* %946, i64 %sunkaddr3178
  %sunkaddr3180 = getelementptr i8, i8* %sunkaddr3179, i64 -1920
  %947 = bitcast i8* %sunkaddr3180 to <16 x float>*
  %wide.load39.epil55.3 = load <16 x float>, <16 x float>* %947, align 4, !alias.scope !79
  %sunkaddr3181 = mul i64 %index.next.7.epil.2, 4
  %948 = bitcast float* %scevgep148 to i8*
  %sunkaddr3182 = getelementptr i8, i8* %948, i64 %sunkaddr3181
  %sunkaddr3183 = getelementptr i8, i8* %sunkaddr3182, i64 -1856
  %949 = bitcast i8* %sunkaddr3183 to <16 x float>*
  %wide.load40.epil56.3 = load <16 x float>, <16 x float>* %949, align 4, !alias.scope !79
  %sunkaddr3184 = mul i64 %index.next.7.epil.2, 4
  %950 = bitcast float* %scevgep148 to i8*
  %sunkaddr3185 = getelementptr i8, i8* %950, i64 %sunkaddr3184
  %sunkaddr3186 = getelementptr i8, i8* %sunkaddr3185, i64 -1792
  %951 = bitcast i8* %sunkaddr3186 to <16 x float>*
  %wide.load41.epil57.3 = load <16 x float>, <16 x float>* %951, align 4, !alias.scope !79
  store <16 x float> %wide.load.epil54.3, <16 x float>* %lsr.iv245248.3, align 4, !alias.scope !82, !noalias !79
  %scevgep251.3 = getelementptr float, float* %lsr.iv245, i64 1552
  %952 = bitcast float* %scevgep251.3 to <16 x float>*
  store <16 x float> %wide.load39.epil55.3, <16 x float>* %952, align 4, !alias.scope !82, !noalias !79
  %scevgep252.3 = getelementptr float, float* %lsr.iv245, i64 1568
  %953 = bitcast float* %scevgep252.3 to <16 x float>*
  store <16 x float> %wide.load40.epil56.3, <16 x float>* %953, align 4, !alias.scope !82, !noalias !79
  %scevgep253.3 = getelementptr float, float* %lsr.iv245, i64 1584
  %954 = bitcast float* %scevgep253.3 to <16 x float>*
  store <16 x float> %wide.load41.epil57.3, <16 x float>* %954, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3187 = mul i64 %index.next.7.epil.2, 4
  %955 = bitcast float* %scevgep148 to i8*
  %sunkaddr3188 = getelementptr i8, i8* %955, i64 %sunkaddr3187
  %sunkaddr3189 = getelementptr i8, i8* %sunkaddr3188, i64 -1728
  %956 = bitcast i8* %sunkaddr3189 to <16 x float>*
  %wide.load.1.epil.3 = load <16 x float>, <16 x float>* %956, align 4, !alias.scope !79
  %sunkaddr3190 = mul i64 %index.next.7.epil.2, 4
  %957 = bitcast float* %scevgep148 to i8*
  %sunkaddr3191 = getelementptr i8, i8* %957, i64 %sunkaddr3190
  %sunkaddr3192 = getelementptr i8, i8* %sunkaddr3191, i64 -1664
  %958 = bitcast i8* %sunkaddr3192 to <16 x float>*
  %wide.load39.1.epil.3 = load <16 x float>, <16 x float>* %958, align 4, !alias.scope !79
  %sunkaddr3193 = mul i64 %index.next.7.epil.2, 4
  %959 = bitcast float* %scevgep148 to i8*
  %sunkaddr3194 = getelementptr i8, i8* %959, i64 %sunkaddr3193
  %sunkaddr3195 = getelementptr i8, i8* %sunkaddr3194, i64 -1600
  %960 = bitcast i8* %sunkaddr3195 to <16 x float>*
  %wide.load40.1.epil.3 = load <16 x float>, <16 x float>* %960, align 4, !alias.scope !79
  %sunkaddr3196 = mul i64 %index.next.7.epil.2, 4
  %961 = bitcast float* %scevgep148 to i8*
  %sunkaddr3197 = getelementptr i8, i8* %961, i64 %sunkaddr3196
  %sunkaddr3198 = getelementptr i8, i8* %sunkaddr3197, i64 -1536
  %962 = bitcast i8* %sunkaddr3198 to <16 x float>*
  %wide.load41.1.epil.3 = load <16 x float>, <16 x float>* %962, align 4, !alias.scope !79
  %uglygep25539.3 = getelementptr float, float* %lsr.iv245, i64 1600
  %uglygep255256.3 = bitcast float* %uglygep25539.3 to <16 x float>*
  store <16 x float> %wide.load.1.epil.3, <16 x float>* %uglygep255256.3, align 4, !alias.scope !82, !noalias !79
  %scevgep25740.3 = getelementptr float, float* %lsr.iv245, i64 1616
  %963 = bitcast float* %scevgep25740.3 to <16 x float>*
  store <16 x float> %wide.load39.1.epil.3, <16 x float>* %963, align 4, !alias.scope !82, !noalias !79
  %scevgep25841.3 = getelementptr float, float* %lsr.iv245, i64 1632
  %964 = bitcast float* %scevgep25841.3 to <16 x float>*
  store <16 x float> %wide.load40.1.epil.3, <16 x float>* %964, align 4, !alias.scope !82, !noalias !79
  %scevgep25942.3 = getelementptr float, float* %lsr.iv245, i64 1648
  %965 = bitcast float* %scevgep25942.3 to <16 x float>*
  store <16 x float> %wide.load41.1.epil.3, <16 x float>* %965, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3199 = mul i64 %index.next.7.epil.2, 4
  %966 = bitcast float* %scevgep148 to i8*
  %sunkaddr3200 = getelementptr i8, i8* %966, i64 %sunkaddr3199
  %sunkaddr3201 = getelementptr i8, i8* %sunkaddr3200, i64 -1472
  %967 = bitcast i8* %sunkaddr3201 to <16 x float>*
  %wide.load.2.epil.3 = load <16 x float>, <16 x float>* %967, align 4, !alias.scope !79
  %sunkaddr3202 = mul i64 %index.next.7.epil.2, 4
  %968 = bitcast float* %scevgep148 to i8*
  %sunkaddr3203 = getelementptr i8, i8* %968, i64 %sunkaddr3202
  %sunkaddr3204 = getelementptr i8, i8* %sunkaddr3203, i64 -1408
  %969 = bitcast i8* %sunkaddr3204 to <16 x float>*
  %wide.load39.2.epil.3 = load <16 x float>, <16 x float>* %969, align 4, !alias.scope !79
  %sunkaddr3205 = mul i64 %index.next.7.epil.2, 4
  %970 = bitcast float* %scevgep148 to i8*
  %sunkaddr3206 = getelementptr i8, i8* %970, i64 %sunkaddr3205
  %sunkaddr3207 = getelementptr i8, i8* %sunkaddr3206, i64 -1344
  %971 = bitcast i8* %sunkaddr3207 to <16 x float>*
  %wide.load40.2.epil.3 = load <16 x float>, <16 x float>* %971, align 4, !alias.scope !79
  %sunkaddr3208 = mul i64 %index.next.7.epil.2, 4
  %972 = bitcast float* %scevgep148 to i8*
  %sunkaddr3209 = getelementptr i8, i8* %972, i64 %sunkaddr3208
  %sunkaddr3210 = getelementptr i8, i8* %sunkaddr3209, i64 -1280
  %973 = bitcast i8* %sunkaddr3210 to <16 x float>*
  %wide.load41.2.epil.3 = load <16 x float>, <16 x float>* %973, align 4, !alias.scope !79
  %uglygep26043.3 = getelementptr float, float* %lsr.iv245, i64 1664
  %uglygep260261.3 = bitcast float* %uglygep26043.3 to <16 x float>*
  store <16 x float> %wide.load.2.epil.3, <16 x float>* %uglygep260261.3, align 4, !alias.scope !82, !noalias !79
  %scevgep26244.3 = getelementptr float, float* %lsr.iv245, i64 1680
  %974 = bitcast float* %scevgep26244.3 to <16 x float>*
  store <16 x float> %wide.load39.2.epil.3, <16 x float>* %974, align 4, !alias.scope !82, !noalias !79
  %scevgep26345.3 = getelementptr float, float* %lsr.iv245, i64 1696
  %975 = bitcast float* %scevgep26345.3 to <16 x float>*
  store <16 x float> %wide.load40.2.epil.3, <16 x float>* %975, align 4, !alias.scope !82, !noalias !79
  %scevgep26446.3 = getelementptr float, float* %lsr.iv245, i64 1712
  %976 = bitcast float* %scevgep26446.3 to <16 x float>*
  store <16 x float> %wide.load41.2.epil.3, <16 x float>* %976, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3211 = mul i64 %index.next.7.epil.2, 4
  %977 = bitcast float* %scevgep148 to i8*
  %sunkaddr3212 = getelementptr i8, i8* %977, i64 %sunkaddr3211
  %sunkaddr3213 = getelementptr i8, i8* %sunkaddr3212, i64 -1216
  %978 = bitcast i8* %sunkaddr3213 to <16 x float>*
  %wide.load.3.epil.3 = load <16 x float>, <16 x float>* %978, align 4, !alias.scope !79
  %sunkaddr3214 = mul i64 %index.next.7.epil.2, 4
  %979 = bitcast float* %scevgep148 to i8*
  %sunkaddr3215 = getelementptr i8, i8* %979, i64 %sunkaddr3214
  %sunkaddr3216 = getelementptr i8, i8* %sunkaddr3215, i64 -1152
  %980 = bitcast i8* %sunkaddr3216 to <16 x float>*
  %wide.load39.3.epil.3 = load <16 x float>, <16 x float>* %980, align 4, !alias.scope !79
  %sunkaddr3217 = mul i64 %index.next.7.epil.2, 4
  %981 = bitcast float* %scevgep148 to i8*
  %sunkaddr3218 = getelementptr i8, i8* %981, i64 %sunkaddr3217
  %sunkaddr3219 = getelementptr i8, i8* %sunkaddr3218, i64 -1088
  %982 = bitcast i8* %sunkaddr3219 to <16 x float>*
  %wide.load40.3.epil.3 = load <16 x float>, <16 x float>* %982, align 4, !alias.scope !79
  %sunkaddr3220 = mul i64 %index.next.7.epil.2, 4
  %983 = bitcast float* %scevgep148 to i8*
  %sunkaddr3221 = getelementptr i8, i8* %983, i64 %sunkaddr3220
  %sunkaddr3222 = getelementptr i8, i8* %sunkaddr3221, i64 -1024
  %984 = bitcast i8* %sunkaddr3222 to <16 x float>*
  %wide.load41.3.epil.3 = load <16 x float>, <16 x float>* %984, align 4, !alias.scope !79
  %uglygep26547.3 = getelementptr float, float* %lsr.iv245, i64 1728
  %uglygep265266.3 = bitcast float* %uglygep26547.3 to <16 x float>*
  store <16 x float> %wide.load.3.epil.3, <16 x float>* %uglygep265266.3, align 4, !alias.scope !82, !noalias !79
  %scevgep26748.3 = getelementptr float, float* %lsr.iv245, i64 1744
  %985 = bitcast float* %scevgep26748.3 to <16 x float>*
  store <16 x float> %wide.load39.3.epil.3, <16 x float>* %985, align 4, !alias.scope !82, !noalias !79
  %scevgep26849.3 = getelementptr float, float* %lsr.iv245, i64 1760
  %986 = bitcast float* %scevgep26849.3 to <16 x float>*
  store <16 x float> %wide.load40.3.epil.3, <16 x float>* %986, align 4, !alias.scope !82, !noalias !79
  %scevgep26950.3 = getelementptr float, float* %lsr.iv245, i64 1776
  %987 = bitcast float* %scevgep26950.3 to <16 x float>*
  store <16 x float> %wide.load41.3.epil.3, <16 x float>* %987, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3223 = mul i64 %index.next.7.epil.2, 4
  %988 = bitcast float* %scevgep148 to i8*
  %sunkaddr3224 = getelementptr i8, i8* %988, i64 %sunkaddr3223
  %sunkaddr3225 = getelementptr i8, i8* %sunkaddr3224, i64 -960
  %989 = bitcast i8* %sunkaddr3225 to <16 x float>*
  %wide.load.4.epil.3 = load <16 x float>, <16 x float>* %989, align 4, !alias.scope !79
  %sunkaddr3226 = mul i64 %index.next.7.epil.2, 4
  %990 = bitcast float* %scevgep148 to i8*
  %sunkaddr3227 = getelementptr i8, i8* %990, i64 %sunkaddr3226
  %sunkaddr3228 = getelementptr i8, i8* %sunkaddr3227, i64 -896
  %991 = bitcast i8* %sunkaddr3228 to <16 x float>*
  %wide.load39.4.epil.3 = load <16 x float>, <16 x float>* %991, align 4, !alias.scope !79
  %sunkaddr3229 = mul i64 %index.next.7.epil.2, 4
  %992 = bitcast float* %scevgep148 to i8*
  %sunkaddr3230 = getelementptr i8, i8* %992, i64 %sunkaddr3229
  %sunkaddr3231 = getelementptr i8, i8* %sunkaddr3230, i64 -832
  %993 = bitcast i8* %sunkaddr3231 to <16 x float>*
  %wide.load40.4.epil.3 = load <16 x float>, <16 x float>* %993, align 4, !alias.scope !79
  %sunkaddr3232 = mul i64 %index.next.7.epil.2, 4
  %994 = bitcast float* %scevgep148 to i8*
  %sunkaddr3233 = getelementptr i8, i8* %994, i64 %sunkaddr3232
  %sunkaddr3234 = getelementptr i8, i8* %sunkaddr3233, i64 -768
  %995 = bitcast i8* %sunkaddr3234 to <16 x float>*
  %wide.load41.4.epil.3 = load <16 x float>, <16 x float>* %995, align 4, !alias.scope !79
  %uglygep27051.3 = getelementptr float, float* %lsr.iv245, i64 1792
  %uglygep270271.3 = bitcast float* %uglygep27051.3 to <16 x float>*
  store <16 x float> %wide.load.4.epil.3, <16 x float>* %uglygep270271.3, align 4, !alias.scope !82, !noalias !79
  %scevgep27252.3 = getelementptr float, float* %lsr.iv245, i64 1808
  %996 = bitcast float* %scevgep27252.3 to <16 x float>*
  store <16 x float> %wide.load39.4.epil.3, <16 x float>* %996, align 4, !alias.scope !82, !noalias !79
  %scevgep27353.3 = getelementptr float, float* %lsr.iv245, i64 1824
  %997 = bitcast float* %scevgep27353.3 to <16 x float>*
  store <16 x float> %wide.load40.4.epil.3, <16 x float>* %997, align 4, !alias.scope !82, !noalias !79
  %scevgep27454.3 = getelementptr float, float* %lsr.iv245, i64 1840
  %998 = bitcast float* %scevgep27454.3 to <16 x float>*
  store <16 x float> %wide.load41.4.epil.3, <16 x float>* %998, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3235 = mul i64 %index.next.7.epil.2, 4
  %999 = bitcast float* %scevgep148 to i8*
  %sunkaddr3236 = getelementptr i8, i8* %999, i64 %sunkaddr3235
  %sunkaddr3237 = getelementptr i8, i8* %sunkaddr3236, i64 -704
  %1000 = bitcast i8* %sunkaddr3237 to <16 x float>*
  %wide.load.5.epil.3 = load <16 x float>, <16 x float>* %1000, align 4, !alias.scope !79
  %sunkaddr3238 = mul i64 %index.next.7.epil.2, 4
  %1001 = bitcast float* %scevgep148 to i8*
  %sunkaddr3239 = getelementptr i8, i8* %1001, i64 %sunkaddr3238
  %sunkaddr3240 = getelementptr i8, i8* %sunkaddr3239, i64 -640
  %1002 = bitcast i8* %sunkaddr3240 to <16 x float>*
  %wide.load39.5.epil.3 = load <16 x float>, <16 x float>* %1002, align 4, !alias.scope !79
  %sunkaddr3241 = mul i64 %index.next.7.epil.2, 4
  %1003 = bitcast float* %scevgep148 to i8*
  %sunkaddr3242 = getelementptr i8, i8* %1003, i64 %sunkaddr3241
  %sunkaddr3243 = getelementptr i8, i8* %sunkaddr3242, i64 -576
  %1004 = bitcast i8* %sunkaddr3243 to <16 x float>*
  %wide.load40.5.epil.3 = load <16 x float>, <16 x float>* %1004, align 4, !alias.scope !79
  %sunkaddr3244 = mul i64 %index.next.7.epil.2, 4
  %1005 = bitcast float* %scevgep148 to i8*
  %sunkaddr3245 = getelementptr i8, i8* %1005, i64 %sunkaddr3244
  %sunkaddr3246 = getelementptr i8, i8* %sunkaddr3245, i64 -512
  %1006 = bitcast i8* %sunkaddr3246 to <16 x float>*
  %wide.load41.5.epil.3 = load <16 x float>, <16 x float>* %1006, align 4, !alias.scope !79
  %uglygep27555.3 = getelementptr float, float* %lsr.iv245, i64 1856
  %uglygep275276.3 = bitcast float* %uglygep27555.3 to <16 x float>*
  store <16 x float> %wide.load.5.epil.3, <16 x float>* %uglygep275276.3, align 4, !alias.scope !82, !noalias !79
  %scevgep27756.3 = getelementptr float, float* %lsr.iv245, i64 1872
  %1007 = bitcast float* %scevgep27756.3 to <16 x float>*
  store <16 x float> %wide.load39.5.epil.3, <16 x float>* %1007, align 4, !alias.scope !82, !noalias !79
  %scevgep27857.3 = getelementptr float, float* %lsr.iv245, i64 1888
  %1008 = bitcast float* %scevgep27857.3 to <16 x float>*
  store <16 x float> %wide.load40.5.epil.3, <16 x float>* %1008, align 4, !alias.scope !82, !noalias !79
  %scevgep27958.3 = getelementptr float, float* %lsr.iv245, i64 1904
  %1009 = bitcast float* %scevgep27958.3 to <16 x float>*
  store <16 x float> %wide.load41.5.epil.3, <16 x float>* %1009, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3247 = mul i64 %index.next.7.epil.2, 4
  %1010 = bitcast float* %scevgep148 to i8*
  %sunkaddr3248 = getelementptr i8, i8* %1010, i64 %sunkaddr3247
  %sunkaddr3249 = getelementptr i8, i8* %sunkaddr3248, i64 -448
  %1011 = bitcast i8* %sunkaddr3249 to <16 x float>*
  %wide.load.6.epil.3 = load <16 x float>, <16 x float>* %1011, align 4, !alias.scope !79
  %sunkaddr3250 = mul i64 %index.next.7.epil.2, 4
  %1012 = bitcast float* %scevgep148 to i8*
  %sunkaddr3251 = getelementptr i8, i8* %1012, i64 %sunkaddr3250
  %sunkaddr3252 = getelementptr i8, i8* %sunkaddr3251, i64 -384
  %1013 = bitcast i8* %sunkaddr3252 to <16 x float>*
  %wide.load39.6.epil.3 = load <16 x float>, <16 x float>* %1013, align 4, !alias.scope !79
  %sunkaddr3253 = mul i64 %index.next.7.epil.2, 4
  %1014 = bitcast float* %scevgep148 to i8*
  %sunkaddr3254 = getelementptr i8, i8* %1014, i64 %sunkaddr3253
  %sunkaddr3255 = getelementptr i8, i8* %sunkaddr3254, i64 -320
  %1015 = bitcast i8* %sunkaddr3255 to <16 x float>*
  %wide.load40.6.epil.3 = load <16 x float>, <16 x float>* %1015, align 4, !alias.scope !79
  %sunkaddr3256 = mul i64 %index.next.7.epil.2, 4
  %1016 = bitcast float* %scevgep148 to i8*
  %sunkaddr3257 = getelementptr i8, i8* %1016, i64 %sunkaddr3256
  %sunkaddr3258 = getelementptr i8, i8* %sunkaddr3257, i64 -256
  %1017 = bitcast i8* %sunkaddr3258 to <16 x float>*
  %wide.load41.6.epil.3 = load <16 x float>, <16 x float>* %1017, align 4, !alias.scope !79
  %uglygep28059.3 = getelementptr float, float* %lsr.iv245, i64 1920
  %uglygep280281.3 = bitcast float* %uglygep28059.3 to <16 x float>*
  store <16 x float> %wide.load.6.epil.3, <16 x float>* %uglygep280281.3, align 4, !alias.scope !82, !noalias !79
  %scevgep28260.3 = getelementptr float, float* %lsr.iv245, i64 1936
  %1018 = bitcast float* %scevgep28260.3 to <16 x float>*
  store <16 x float> %wide.load39.6.epil.3, <16 x float>* %1018, align 4, !alias.scope !82, !noalias !79
  %scevgep28361.3 = getelementptr float, float* %lsr.iv245, i64 1952
  %1019 = bitcast float* %scevgep28361.3 to <16 x float>*
  store <16 x float> %wide.load40.6.epil.3, <16 x float>* %1019, align 4, !alias.scope !82, !noalias !79
  %scevgep28462.3 = getelementptr float, float* %lsr.iv245, i64 1968
  %1020 = bitcast float* %scevgep28462.3 to <16 x float>*
  store <16 x float> %wide.load41.6.epil.3, <16 x float>* %1020, align 4, !alias.scope !82, !noalias !79
  %sunkaddr3259 = mul i64 %index.next.7.epil.2, 4
  %1021 = bitcast float* %scevgep148 to i8*
  %sunkaddr3260 = getelementptr i8, i8* %1021, i64 %sunkaddr3259
  %sunkaddr3261 = getelementptr i8, i8* %sunkaddr3260, i64 -192
  %1022 = bitcast i8* %sunkaddr3261 to <16 x float>*
  %wide.load.7.epil.3 = load <16 x float>, <16 x float>* %1022, align 4, !alias.scope !79
  %sunkaddr3262 = mul i64 %index.next.7.epil.2, 4
  %1023 = bitcast float* %scevgep148 to i8*
  %sunkaddr3263 = getelementptr i8, i8* %1023, i64 %sunkaddr3262
  %sunkaddr3264 = getelementptr i8, i8* %sunkaddr3263, i64 -128
  %1024 = bitcast i8* %sunkaddr3264 to <16 x float>*
  %wide.load39.7.epil.3 = load <16 x float>, <16 x float>* %1024, align 4, !alias.scope !79
  %sunkaddr3265 = mul i64 %index.next.7.epil.2, 4
  %1025 = bitcast float* %scevgep148 to i8*
  %sunkaddr3266 = getelementptr i8, i8* %1025, i64 %sunkaddr3265
  %sunkaddr3267 = getelementptr i8, i8* %sunkaddr3266, i64 -64
  %1026 = bitcast i8* %sunkaddr3267 to <16 x float>*
  %wide.load40.7.epil.3 = load <16 x float>, <16 x float>* %1026, align 4, !alias.scope !79
  %scevgep221.3 = getelementptr float, float* %scevgep148, i64 %index.next.7.epil.2
  %scevgep221222.3 = bitcast float* %scevgep221.3 to <16 x float>*
  %wide.load41.7.epil.3 = load <16 x float>, <16 x float>* %scevgep221222.3, align 4, !alias.scope !79
  %uglygep28563.3 = getelementptr float, float* %lsr.iv245, i64 1984
  %uglygep285286.3 = bitcast float* %uglygep28563.3 to <16 x float>*
  store <16 x float> %wide.load.7.epil.3, <16 x float>* %uglygep285286.3, align 4, !alias.scope !82, !noalias !79
  %scevgep28764.3 = getelementptr float, float* %lsr.iv245, i64 2000
  %1027 = bitcast float* %scevgep28764.3 to <16 x float>*
  store <16 x float> %wide.load39.7.epil.3, <16 x float>* %1027, align 4, !alias.scope !82, !noalias !79
  %scevgep28865.3 = getelementptr float, float* %lsr.iv245, i64 2016
  %1028 = bitcast float* %scevgep28865.3 to <16 x float>*
  store <16 x float> %wide.load40.7.epil.3, <16 x float>* %1028, align 4, !alias.scope !82, !noalias !79
  %scevgep28966.3 = getelementptr float, float* %lsr.iv245, i64 2032
  %1029 = bitcast float* %scevgep28966.3 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.3, <16 x float>* %1029, align 4, !alias.scope !82, !noalias !79
  %index.next.7.epil.3 = add i64 %index.epil53, 2048
  %scevgep24719.3 = getelementptr float, float* %lsr.iv245, i64 2048
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.body.epil52, !llvm.loop !84

middle.block.unr-lcssa.epil.loopexit.unr-lcssa:   ; preds = %vector.body.epil52, %vector.ph.new.epil
  %index.next.7.epil.lcssa.ph = phi i64 [ undef, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil52 ]
  %lsr.iv245.unr = phi float* [ %scevgep.epil, %vector.ph.new.epil ], [ %scevgep24719.3, %vector.body.epil52 ]
  %index.epil53.unr = phi i64 [ 0, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil52 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block.unr-lcssa.epil, label %vector.body.epil52.epil.preheader

vector.body.epil52.epil.preheader:                ; preds = %middle.block.unr-lcssa.epil.loopexit.unr-lcssa
  %1030 = add i64 %index.epil53.unr, %681
  %1031 = add i64 %1030, 496
  %scevgep278 = getelementptr float, float* %arg.a.4, i64 %1031
  %1032 = shl i64 %xtraiter, 11
  %scevgep867 = getelementptr float, float* %lsr.iv245.unr, i64 496
  br label %vector.body.epil52.epil

vector.body.epil52.epil:                          ; preds = %vector.body.epil52.epil, %vector.body.epil52.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next624, %vector.body.epil52.epil ], [ 0, %vector.body.epil52.epil.preheader ]
  %1033 = bitcast float* %scevgep867 to i8*
  %1034 = bitcast float* %scevgep278 to i8*
  %uglygep1417 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep14171418 = bitcast i8* %uglygep1417 to <16 x float>*
  %scevgep1419 = getelementptr <16 x float>, <16 x float>* %uglygep14171418, i64 -31
  %uglygep1524 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15241525 = bitcast i8* %uglygep1524 to <16 x float>*
  %scevgep1526 = getelementptr <16 x float>, <16 x float>* %uglygep15241525, i64 -31
  %wide.load.epil54.epil = load <16 x float>, <16 x float>* %scevgep1526, align 4, !alias.scope !79
  %uglygep1521 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15211522 = bitcast i8* %uglygep1521 to <16 x float>*
  %scevgep1523 = getelementptr <16 x float>, <16 x float>* %uglygep15211522, i64 -30
  %wide.load39.epil55.epil = load <16 x float>, <16 x float>* %scevgep1523, align 4, !alias.scope !79
  %uglygep1518 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15181519 = bitcast i8* %uglygep1518 to <16 x float>*
  %scevgep1520 = getelementptr <16 x float>, <16 x float>* %uglygep15181519, i64 -29
  %wide.load40.epil56.epil = load <16 x float>, <16 x float>* %scevgep1520, align 4, !alias.scope !79
  %uglygep1515 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15151516 = bitcast i8* %uglygep1515 to <16 x float>*
  %scevgep1517 = getelementptr <16 x float>, <16 x float>* %uglygep15151516, i64 -28
  %wide.load41.epil57.epil = load <16 x float>, <16 x float>* %scevgep1517, align 4, !alias.scope !79
  store <16 x float> %wide.load.epil54.epil, <16 x float>* %scevgep1419, align 4, !alias.scope !82, !noalias !79
  %uglygep1409 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep14091410 = bitcast i8* %uglygep1409 to <16 x float>*
  %scevgep1416 = getelementptr <16 x float>, <16 x float>* %uglygep14091410, i64 -30
  store <16 x float> %wide.load39.epil55.epil, <16 x float>* %scevgep1416, align 4, !alias.scope !82, !noalias !79
  %uglygep1405 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep14051406 = bitcast i8* %uglygep1405 to <16 x float>*
  %scevgep1407 = getelementptr <16 x float>, <16 x float>* %uglygep14051406, i64 -29
  store <16 x float> %wide.load40.epil56.epil, <16 x float>* %scevgep1407, align 4, !alias.scope !82, !noalias !79
  %uglygep1402 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep14021403 = bitcast i8* %uglygep1402 to <16 x float>*
  %scevgep1404 = getelementptr <16 x float>, <16 x float>* %uglygep14021403, i64 -28
  store <16 x float> %wide.load41.epil57.epil, <16 x float>* %scevgep1404, align 4, !alias.scope !82, !noalias !79
  %uglygep1512 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15121513 = bitcast i8* %uglygep1512 to <16 x float>*
  %scevgep1514 = getelementptr <16 x float>, <16 x float>* %uglygep15121513, i64 -27
  %wide.load.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1514, align 4, !alias.scope !79
  %uglygep1503 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15031504 = bitcast i8* %uglygep1503 to <16 x float>*
  %scevgep1511 = getelementptr <16 x float>, <16 x float>* %uglygep15031504, i64 -26
  %wide.load39.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1511, align 4, !alias.scope !79
  %uglygep1499 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14991500 = bitcast i8* %uglygep1499 to <16 x float>*
  %scevgep1501 = getelementptr <16 x float>, <16 x float>* %uglygep14991500, i64 -25
  %wide.load40.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1501, align 4, !alias.scope !79
  %uglygep1496 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14961497 = bitcast i8* %uglygep1496 to <16 x float>*
  %scevgep1498 = getelementptr <16 x float>, <16 x float>* %uglygep14961497, i64 -24
  %wide.load41.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1498, align 4, !alias.scope !79
  %uglygep1399 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13991400 = bitcast i8* %uglygep1399 to <16 x float>*
  %scevgep1401 = getelementptr <16 x float>, <16 x float>* %uglygep13991400, i64 -27
  store <16 x float> %wide.load.1.epil.epil, <16 x float>* %scevgep1401, align 4, !alias.scope !82, !noalias !79
  %uglygep1396 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13961397 = bitcast i8* %uglygep1396 to <16 x float>*
  %scevgep1398 = getelementptr <16 x float>, <16 x float>* %uglygep13961397, i64 -26
  store <16 x float> %wide.load39.1.epil.epil, <16 x float>* %scevgep1398, align 4, !alias.scope !82, !noalias !79
  %uglygep1393 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13931394 = bitcast i8* %uglygep1393 to <16 x float>*
  %scevgep1395 = getelementptr <16 x float>, <16 x float>* %uglygep13931394, i64 -25
  store <16 x float> %wide.load40.1.epil.epil, <16 x float>* %scevgep1395, align 4, !alias.scope !82, !noalias !79
  %uglygep1390 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13901391 = bitcast i8* %uglygep1390 to <16 x float>*
  %scevgep1392 = getelementptr <16 x float>, <16 x float>* %uglygep13901391, i64 -24
  store <16 x float> %wide.load41.1.epil.epil, <16 x float>* %scevgep1392, align 4, !alias.scope !82, !noalias !79
  %uglygep1493 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14931494 = bitcast i8* %uglygep1493 to <16 x float>*
  %scevgep1495 = getelementptr <16 x float>, <16 x float>* %uglygep14931494, i64 -23
  %wide.load.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1495, align 4, !alias.scope !79
  %uglygep1490 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14901491 = bitcast i8* %uglygep1490 to <16 x float>*
  %scevgep1492 = getelementptr <16 x float>, <16 x float>* %uglygep14901491, i64 -22
  %wide.load39.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1492, align 4, !alias.scope !79
  %uglygep1487 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14871488 = bitcast i8* %uglygep1487 to <16 x float>*
  %scevgep1489 = getelementptr <16 x float>, <16 x float>* %uglygep14871488, i64 -21
  %wide.load40.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1489, align 4, !alias.scope !79
  %uglygep1484 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14841485 = bitcast i8* %uglygep1484 to <16 x float>*
  %scevgep1486 = getelementptr <16 x float>, <16 x float>* %uglygep14841485, i64 -20
  %wide.load41.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1486, align 4, !alias.scope !79
  %uglygep1387 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13871388 = bitcast i8* %uglygep1387 to <16 x float>*
  %scevgep1389 = getelementptr <16 x float>, <16 x float>* %uglygep13871388, i64 -23
  store <16 x float> %wide.load.2.epil.epil, <16 x float>* %scevgep1389, align 4, !alias.scope !82, !noalias !79
  %uglygep1383 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13831384 = bitcast i8* %uglygep1383 to <16 x float>*
  %scevgep1386 = getelementptr <16 x float>, <16 x float>* %uglygep13831384, i64 -22
  store <16 x float> %wide.load39.2.epil.epil, <16 x float>* %scevgep1386, align 4, !alias.scope !82, !noalias !79
  %uglygep1380 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13801381 = bitcast i8* %uglygep1380 to <16 x float>*
  %scevgep1382 = getelementptr <16 x float>, <16 x float>* %uglygep13801381, i64 -21
  store <16 x float> %wide.load40.2.epil.epil, <16 x float>* %scevgep1382, align 4, !alias.scope !82, !noalias !79
  %uglygep1377 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13771378 = bitcast i8* %uglygep1377 to <16 x float>*
  %scevgep1379 = getelementptr <16 x float>, <16 x float>* %uglygep13771378, i64 -20
  store <16 x float> %wide.load41.2.epil.epil, <16 x float>* %scevgep1379, align 4, !alias.scope !82, !noalias !79
  %uglygep1481 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14811482 = bitcast i8* %uglygep1481 to <16 x float>*
  %scevgep1483 = getelementptr <16 x float>, <16 x float>* %uglygep14811482, i64 -19
  %wide.load.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1483, align 4, !alias.scope !79
  %uglygep1478 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14781479 = bitcast i8* %uglygep1478 to <16 x float>*
  %scevgep1480 = getelementptr <16 x float>, <16 x float>* %uglygep14781479, i64 -18
  %wide.load39.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1480, align 4, !alias.scope !79
  %uglygep1475 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14751476 = bitcast i8* %uglygep1475 to <16 x float>*
  %scevgep1477 = getelementptr <16 x float>, <16 x float>* %uglygep14751476, i64 -17
  %wide.load40.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1477, align 4, !alias.scope !79
  %uglygep1472 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14721473 = bitcast i8* %uglygep1472 to <16 x float>*
  %scevgep1474 = getelementptr <16 x float>, <16 x float>* %uglygep14721473, i64 -16
  %wide.load41.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1474, align 4, !alias.scope !79
  %uglygep1374 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13741375 = bitcast i8* %uglygep1374 to <16 x float>*
  %scevgep1376 = getelementptr <16 x float>, <16 x float>* %uglygep13741375, i64 -19
  store <16 x float> %wide.load.3.epil.epil, <16 x float>* %scevgep1376, align 4, !alias.scope !82, !noalias !79
  %uglygep1371 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13711372 = bitcast i8* %uglygep1371 to <16 x float>*
  %scevgep1373 = getelementptr <16 x float>, <16 x float>* %uglygep13711372, i64 -18
  store <16 x float> %wide.load39.3.epil.epil, <16 x float>* %scevgep1373, align 4, !alias.scope !82, !noalias !79
  %uglygep1368 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13681369 = bitcast i8* %uglygep1368 to <16 x float>*
  %scevgep1370 = getelementptr <16 x float>, <16 x float>* %uglygep13681369, i64 -17
  store <16 x float> %wide.load40.3.epil.epil, <16 x float>* %scevgep1370, align 4, !alias.scope !82, !noalias !79
  %uglygep1365 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13651366 = bitcast i8* %uglygep1365 to <16 x float>*
  %scevgep1367 = getelementptr <16 x float>, <16 x float>* %uglygep13651366, i64 -16
  store <16 x float> %wide.load41.3.epil.epil, <16 x float>* %scevgep1367, align 4, !alias.scope !82, !noalias !79
  %uglygep1469 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14691470 = bitcast i8* %uglygep1469 to <16 x float>*
  %scevgep1471 = getelementptr <16 x float>, <16 x float>* %uglygep14691470, i64 -15
  %wide.load.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1471, align 4, !alias.scope !79
  %uglygep1466 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14661467 = bitcast i8* %uglygep1466 to <16 x float>*
  %scevgep1468 = getelementptr <16 x float>, <16 x float>* %uglygep14661467, i64 -14
  %wide.load39.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1468, align 4, !alias.scope !79
  %uglygep1457 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14571458 = bitcast i8* %uglygep1457 to <16 x float>*
  %scevgep1465 = getelementptr <16 x float>, <16 x float>* %uglygep14571458, i64 -13
  %wide.load40.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1465, align 4, !alias.scope !79
  %uglygep1453 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14531454 = bitcast i8* %uglygep1453 to <16 x float>*
  %scevgep1455 = getelementptr <16 x float>, <16 x float>* %uglygep14531454, i64 -12
  %wide.load41.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1455, align 4, !alias.scope !79
  %uglygep1356 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13561357 = bitcast i8* %uglygep1356 to <16 x float>*
  %scevgep1364 = getelementptr <16 x float>, <16 x float>* %uglygep13561357, i64 -15
  store <16 x float> %wide.load.4.epil.epil, <16 x float>* %scevgep1364, align 4, !alias.scope !82, !noalias !79
  %uglygep1353 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13531354 = bitcast i8* %uglygep1353 to <16 x float>*
  %scevgep1355 = getelementptr <16 x float>, <16 x float>* %uglygep13531354, i64 -14
  store <16 x float> %wide.load39.4.epil.epil, <16 x float>* %scevgep1355, align 4, !alias.scope !82, !noalias !79
  %uglygep1350 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13501351 = bitcast i8* %uglygep1350 to <16 x float>*
  %scevgep1352 = getelementptr <16 x float>, <16 x float>* %uglygep13501351, i64 -13
  store <16 x float> %wide.load40.4.epil.epil, <16 x float>* %scevgep1352, align 4, !alias.scope !82, !noalias !79
  %uglygep1347 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13471348 = bitcast i8* %uglygep1347 to <16 x float>*
  %scevgep1349 = getelementptr <16 x float>, <16 x float>* %uglygep13471348, i64 -12
  store <16 x float> %wide.load41.4.epil.epil, <16 x float>* %scevgep1349, align 4, !alias.scope !82, !noalias !79
  %uglygep1450 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14501451 = bitcast i8* %uglygep1450 to <16 x float>*
  %scevgep1452 = getelementptr <16 x float>, <16 x float>* %uglygep14501451, i64 -11
  %wide.load.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1452, align 4, !alias.scope !79
  %uglygep1446 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14461447 = bitcast i8* %uglygep1446 to <16 x float>*
  %scevgep1449 = getelementptr <16 x float>, <16 x float>* %uglygep14461447, i64 -10
  %wide.load39.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1449, align 4, !alias.scope !79
  %uglygep1443 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14431444 = bitcast i8* %uglygep1443 to <16 x float>*
  %scevgep1445 = getelementptr <16 x float>, <16 x float>* %uglygep14431444, i64 -9
  %wide.load40.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1445, align 4, !alias.scope !79
  %uglygep1440 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14401441 = bitcast i8* %uglygep1440 to <16 x float>*
  %scevgep1442 = getelementptr <16 x float>, <16 x float>* %uglygep14401441, i64 -8
  %wide.load41.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1442, align 4, !alias.scope !79
  %uglygep1344 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13441345 = bitcast i8* %uglygep1344 to <16 x float>*
  %scevgep1346 = getelementptr <16 x float>, <16 x float>* %uglygep13441345, i64 -11
  store <16 x float> %wide.load.5.epil.epil, <16 x float>* %scevgep1346, align 4, !alias.scope !82, !noalias !79
  %uglygep1341 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13411342 = bitcast i8* %uglygep1341 to <16 x float>*
  %scevgep1343 = getelementptr <16 x float>, <16 x float>* %uglygep13411342, i64 -10
  store <16 x float> %wide.load39.5.epil.epil, <16 x float>* %scevgep1343, align 4, !alias.scope !82, !noalias !79
  %uglygep1337 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13371338 = bitcast i8* %uglygep1337 to <16 x float>*
  %scevgep1340 = getelementptr <16 x float>, <16 x float>* %uglygep13371338, i64 -9
  store <16 x float> %wide.load40.5.epil.epil, <16 x float>* %scevgep1340, align 4, !alias.scope !82, !noalias !79
  %uglygep1334 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13341335 = bitcast i8* %uglygep1334 to <16 x float>*
  %scevgep1336 = getelementptr <16 x float>, <16 x float>* %uglygep13341335, i64 -8
  store <16 x float> %wide.load41.5.epil.epil, <16 x float>* %scevgep1336, align 4, !alias.scope !82, !noalias !79
  %uglygep1437 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14371438 = bitcast i8* %uglygep1437 to <16 x float>*
  %scevgep1439 = getelementptr <16 x float>, <16 x float>* %uglygep14371438, i64 -7
  %wide.load.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1439, align 4, !alias.scope !79
  %uglygep1434 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14341435 = bitcast i8* %uglygep1434 to <16 x float>*
  %scevgep1436 = getelementptr <16 x float>, <16 x float>* %uglygep14341435, i64 -6
  %wide.load39.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1436, align 4, !alias.scope !79
  %uglygep1431 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14311432 = bitcast i8* %uglygep1431 to <16 x float>*
  %scevgep1433 = getelementptr <16 x float>, <16 x float>* %uglygep14311432, i64 -5
  %wide.load40.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1433, align 4, !alias.scope !79
  %uglygep1428 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14281429 = bitcast i8* %uglygep1428 to <16 x float>*
  %scevgep1430 = getelementptr <16 x float>, <16 x float>* %uglygep14281429, i64 -4
  %wide.load41.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1430, align 4, !alias.scope !79
  %uglygep1331 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13311332 = bitcast i8* %uglygep1331 to <16 x float>*
  %scevgep1333 = getelementptr <16 x float>, <16 x float>* %uglygep13311332, i64 -7
  store <16 x float> %wide.load.6.epil.epil, <16 x float>* %scevgep1333, align 4, !alias.scope !82, !noalias !79
  %uglygep1328 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13281329 = bitcast i8* %uglygep1328 to <16 x float>*
  %scevgep1330 = getelementptr <16 x float>, <16 x float>* %uglygep13281329, i64 -6
  store <16 x float> %wide.load39.6.epil.epil, <16 x float>* %scevgep1330, align 4, !alias.scope !82, !noalias !79
  %uglygep1325 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13251326 = bitcast i8* %uglygep1325 to <16 x float>*
  %scevgep1327 = getelementptr <16 x float>, <16 x float>* %uglygep13251326, i64 -5
  store <16 x float> %wide.load40.6.epil.epil, <16 x float>* %scevgep1327, align 4, !alias.scope !82, !noalias !79
  %uglygep1322 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13221323 = bitcast i8* %uglygep1322 to <16 x float>*
  %scevgep1324 = getelementptr <16 x float>, <16 x float>* %uglygep13221323, i64 -4
  store <16 x float> %wide.load41.6.epil.epil, <16 x float>* %scevgep1324, align 4, !alias.scope !82, !noalias !79
  %uglygep1424 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14241425 = bitcast i8* %uglygep1424 to <16 x float>*
  %scevgep1427 = getelementptr <16 x float>, <16 x float>* %uglygep14241425, i64 -3
  %wide.load.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1427, align 4, !alias.scope !79
  %uglygep1421 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14211422 = bitcast i8* %uglygep1421 to <16 x float>*
  %scevgep1423 = getelementptr <16 x float>, <16 x float>* %uglygep14211422, i64 -2
  %wide.load39.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1423, align 4, !alias.scope !79
  %uglygep1527 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15271528 = bitcast i8* %uglygep1527 to <16 x float>*
  %scevgep1529 = getelementptr <16 x float>, <16 x float>* %uglygep15271528, i64 -1
  %wide.load40.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1529, align 4, !alias.scope !79
  %wide.load41.7.epil.epil = load <16 x float>, <16 x float>* %uglygep14211422, align 4, !alias.scope !79
  %uglygep1319 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13191320 = bitcast i8* %uglygep1319 to <16 x float>*
  %scevgep1321 = getelementptr <16 x float>, <16 x float>* %uglygep13191320, i64 -3
  store <16 x float> %wide.load.7.epil.epil, <16 x float>* %scevgep1321, align 4, !alias.scope !82, !noalias !79
  %uglygep1316 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13161317 = bitcast i8* %uglygep1316 to <16 x float>*
  %scevgep1318 = getelementptr <16 x float>, <16 x float>* %uglygep13161317, i64 -2
  store <16 x float> %wide.load39.7.epil.epil, <16 x float>* %scevgep1318, align 4, !alias.scope !82, !noalias !79
  %uglygep1313 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13131314 = bitcast i8* %uglygep1313 to <16 x float>*
  %scevgep1315 = getelementptr <16 x float>, <16 x float>* %uglygep13131314, i64 -1
  store <16 x float> %wide.load40.7.epil.epil, <16 x float>* %scevgep1315, align 4, !alias.scope !82, !noalias !79
  %uglygep869 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep869870 = bitcast i8* %uglygep869 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.epil, <16 x float>* %uglygep869870, align 4, !alias.scope !82, !noalias !79
  %lsr.iv.next624 = add nuw nsw i64 %lsr.iv, 2048
  %epil.iter.cmp.not = icmp eq i64 %1032, %lsr.iv.next624
  br i1 %epil.iter.cmp.not, label %middle.block.unr-lcssa.epil.loopexit, label %vector.body.epil52.epil, !llvm.loop !85

middle.block.unr-lcssa.epil.loopexit:             ; preds = %vector.body.epil52.epil
  %1035 = shl nuw nsw i64 %xtraiter, 9
  %1036 = add i64 %index.epil53.unr, %1035
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %middle.block.unr-lcssa.epil.loopexit, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %index.next.7.epil.lcssa.ph, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa ], [ %1036, %middle.block.unr-lcssa.epil.loopexit ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %1037 = add i64 %loop.index4.us.unr33, 48
  %1038 = add i64 %1037, %index.unr.epil
  %scevgep125 = getelementptr float, float* %.6.i6, i64 %1038
  %1039 = add i64 %index.unr.epil, %681
  %1040 = add i64 %1039, 48
  %scevgep133 = getelementptr float, float* %arg.a.4, i64 %1040
  %1041 = shl i64 %xtraiter.epil, 8
  br label %vector.body.epil.epil

vector.body.epil.epil:                            ; preds = %vector.body.epil.epil, %vector.body.epil.epil.preheader
  %lsr.iv134 = phi i64 [ 0, %vector.body.epil.epil.preheader ], [ %lsr.iv.next135, %vector.body.epil.epil ]
  %1042 = bitcast float* %scevgep133 to i8*
  %1043 = bitcast float* %scevgep125 to i8*
  %uglygep1300 = getelementptr i8, i8* %1043, i64 %lsr.iv134
  %uglygep13001301 = bitcast i8* %uglygep1300 to <16 x float>*
  %uglygep1306 = getelementptr i8, i8* %1042, i64 %lsr.iv134
  %uglygep13061307 = bitcast i8* %uglygep1306 to <16 x float>*
  %scevgep1308 = getelementptr <16 x float>, <16 x float>* %uglygep13061307, i64 -3
  %wide.load.epil.epil = load <16 x float>, <16 x float>* %scevgep1308, align 4, !alias.scope !79
  %uglygep1309 = getelementptr i8, i8* %1042, i64 %lsr.iv134
  %uglygep13091310 = bitcast i8* %uglygep1309 to <16 x float>*
  %scevgep1312 = getelementptr <16 x float>, <16 x float>* %uglygep13091310, i64 -2
  %wide.load39.epil.epil = load <16 x float>, <16 x float>* %scevgep1312, align 4, !alias.scope !79
  %uglygep1303 = getelementptr i8, i8* %1042, i64 %lsr.iv134
  %uglygep13031304 = bitcast i8* %uglygep1303 to <16 x float>*
  %scevgep1305 = getelementptr <16 x float>, <16 x float>* %uglygep13031304, i64 -1
  %wide.load40.epil.epil = load <16 x float>, <16 x float>* %scevgep1305, align 4, !alias.scope !79
  %wide.load41.epil.epil = load <16 x float>, <16 x float>* %uglygep13061307, align 4, !alias.scope !79
  %uglygep1297 = getelementptr i8, i8* %1043, i64 %lsr.iv134
  %uglygep12971298 = bitcast i8* %uglygep1297 to <16 x float>*
  %scevgep1299 = getelementptr <16 x float>, <16 x float>* %uglygep12971298, i64 -3
  store <16 x float> %wide.load.epil.epil, <16 x float>* %scevgep1299, align 4, !alias.scope !82, !noalias !79
  %uglygep1293 = getelementptr i8, i8* %1043, i64 %lsr.iv134
  %uglygep12931294 = bitcast i8* %uglygep1293 to <16 x float>*
  %scevgep1296 = getelementptr <16 x float>, <16 x float>* %uglygep12931294, i64 -2
  store <16 x float> %wide.load39.epil.epil, <16 x float>* %scevgep1296, align 4, !alias.scope !82, !noalias !79
  %uglygep1290 = getelementptr i8, i8* %1043, i64 %lsr.iv134
  %uglygep12901291 = bitcast i8* %uglygep1290 to <16 x float>*
  %scevgep1292 = getelementptr <16 x float>, <16 x float>* %uglygep12901291, i64 -1
  store <16 x float> %wide.load40.epil.epil, <16 x float>* %scevgep1292, align 4, !alias.scope !82, !noalias !79
  store <16 x float> %wide.load41.epil.epil, <16 x float>* %uglygep13001301, align 4, !alias.scope !82, !noalias !79
  %lsr.iv.next135 = add nuw nsw i64 %lsr.iv134, 256
  %epil.iter.cmp.epil.not = icmp eq i64 %1041, %lsr.iv.next135
  br i1 %epil.iter.cmp.epil.not, label %middle.block.epil, label %vector.body.epil.epil, !llvm.loop !86

middle.block.epil:                                ; preds = %vector.body.epil.epil, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %n.vec.epil, %arg.a.5.1
  br i1 %cmp.n.epil, label %for.end, label %vec.epilog.iter.check.epil

vec.epilog.iter.check.epil:                       ; preds = %middle.block.epil
  %n.vec.remaining.epil = and i64 %arg.a.5.1, 56
  %min.epilog.iters.check.epil = icmp eq i64 %n.vec.remaining.epil, 0
  br i1 %min.epilog.iters.check.epil, label %for.body.1.us.preheader.epil, label %vec.epilog.ph.epil

vec.epilog.ph.epil:                               ; preds = %vec.epilog.iter.check.epil, %vector.main.loop.iter.check.epil
  %vec.epilog.resume.val.epil = phi i64 [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ 0, %vector.main.loop.iter.check.epil ]
  %n.vec43.epil = and i64 %arg.a.5.1, -8
  br label %vec.epilog.vector.body.epil

vec.epilog.vector.body.epil:                      ; preds = %vec.epilog.vector.body.epil, %vec.epilog.ph.epil
  %index45.epil = phi i64 [ %index.next47.epil, %vec.epilog.vector.body.epil ], [ %vec.epilog.resume.val.epil, %vec.epilog.ph.epil ]
  %scevgep1287 = getelementptr float, float* %scevgep.epil, i64 %index45.epil
  %scevgep12871288 = bitcast float* %scevgep1287 to <8 x float>*
  %scevgep1285 = getelementptr float, float* %scevgep34.epil, i64 %index45.epil
  %scevgep12851286 = bitcast float* %scevgep1285 to <8 x float>*
  %wide.load46.epil = load <8 x float>, <8 x float>* %scevgep12851286, align 4
  store <8 x float> %wide.load46.epil, <8 x float>* %scevgep12871288, align 4
  %index.next47.epil = add nuw i64 %index45.epil, 8
  %1044 = icmp eq i64 %n.vec43.epil, %index.next47.epil
  br i1 %1044, label %vec.epilog.middle.block.epil, label %vec.epilog.vector.body.epil, !llvm.loop !87

vec.epilog.middle.block.epil:                     ; preds = %vec.epilog.vector.body.epil
  %cmp.n44.epil = icmp eq i64 %n.vec43.epil, %arg.a.5.1
  br i1 %cmp.n44.epil, label %for.end, label %for.body.1.us.preheader.epil

for.body.1.us.preheader.epil:                     ; preds = %vec.epilog.middle.block.epil, %vec.epilog.iter.check.epil, %vector.memcheck.epil, %iter.check.epil
  %loop.index.12.us.ph.epil = phi i64 [ 0, %iter.check.epil ], [ 0, %vector.memcheck.epil ], [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ %n.vec43.epil, %vec.epilog.middle.block.epil ]
  %1045 = sub i64 %4, %loop.index.12.us.ph.epil
  %xtraiter49.epil = and i64 %arg.a.5.1, 7
  %lcmp.mod50.epil.not = icmp eq i64 %xtraiter49.epil, 0
  br i1 %lcmp.mod50.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil.preheader

for.body.1.us.prol.epil.preheader:                ; preds = %for.body.1.us.preheader.epil
  %1046 = mul i64 %loop.index.12.us.ph.epil, %arg.a.5.0
  %1047 = add i64 %1046, %loop.index4.us.unr33
  %scevgep110 = getelementptr float, float* %.6.i6, i64 %1047
  %scevgep114 = getelementptr float, float* %arg.a.4, i64 %681
  %1048 = shl i64 %arg.a.5.0, 2
  br label %for.body.1.us.prol.epil

for.body.1.us.prol.epil:                          ; preds = %for.body.1.us.prol.epil, %for.body.1.us.prol.epil.preheader
  %lsr.iv1282 = phi float* [ %1049, %for.body.1.us.prol.epil ], [ %scevgep110, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv116 = phi i64 [ %lsr.iv.next, %for.body.1.us.prol.epil ], [ %xtraiter49.epil, %for.body.1.us.prol.epil.preheader ]
  %loop.index.12.us.prol.epil = phi i64 [ %.139.us.prol.epil, %for.body.1.us.prol.epil ], [ %loop.index.12.us.ph.epil, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv12821283 = bitcast float* %lsr.iv1282 to i1*
  %scevgep1284 = getelementptr float, float* %scevgep114, i64 %loop.index.12.us.prol.epil
  %.137.us.prol.epil = load float, float* %scevgep1284, align 4
  store float %.137.us.prol.epil, float* %lsr.iv1282, align 4
  %.139.us.prol.epil = add nuw i64 %loop.index.12.us.prol.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv116, -1
  %scevgep = getelementptr i1, i1* %lsr.iv12821283, i64 %1048
  %1049 = bitcast i1* %scevgep to float*
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil, !llvm.loop !76

for.body.1.us.prol.loopexit.epil:                 ; preds = %for.body.1.us.prol.epil, %for.body.1.us.preheader.epil
  %loop.index.12.us.unr.epil = phi i64 [ %loop.index.12.us.ph.epil, %for.body.1.us.preheader.epil ], [ %.139.us.prol.epil, %for.body.1.us.prol.epil ]
  %1050 = icmp ult i64 %1045, 7
  br i1 %1050, label %for.end, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.body.1.us.prol.loopexit.epil
  %1051 = add i64 %681, 7
  %scevgep77 = getelementptr float, float* %arg.a.4, i64 %1051
  %1052 = mul i64 %loop.index.12.us.unr.epil, %arg.a.5.0
  %1053 = add i64 %1052, %loop.index4.us.unr33
  %scevgep93 = getelementptr float, float* %.6.i6, i64 %1053
  %1054 = shl i64 %arg.a.5.0, 2
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader
  %lsr.iv1233 = phi float* [ %uglygep12801281, %for.body.1.us.epil ], [ %scevgep93, %for.body.1.us.epil.preheader ]
  %loop.index.12.us.epil = phi i64 [ %.139.us.7.epil, %for.body.1.us.epil ], [ %loop.index.12.us.unr.epil, %for.body.1.us.epil.preheader ]
  %lsr.iv12331266 = bitcast float* %lsr.iv1233 to i8*
  %scevgep1263 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep1264 = getelementptr float, float* %scevgep1263, i64 -7
  %.137.us.epil = load float, float* %scevgep1264, align 4
  store float %.137.us.epil, float* %lsr.iv1233, align 4
  %scevgep1260 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep1261 = getelementptr float, float* %scevgep1260, i64 -6
  %.137.us.1.epil = load float, float* %scevgep1261, align 4
  %uglygep = getelementptr i8, i8* %lsr.iv12331266, i64 %1054
  %uglygep1267 = bitcast i8* %uglygep to float*
  store float %.137.us.1.epil, float* %uglygep1267, align 4
  %scevgep1255 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep1258 = getelementptr float, float* %scevgep1255, i64 -5
  %.137.us.2.epil = load float, float* %scevgep1258, align 4
  %uglygep1268 = getelementptr i8, i8* %uglygep, i64 %1054
  %uglygep12681269 = bitcast i8* %uglygep1268 to float*
  store float %.137.us.2.epil, float* %uglygep12681269, align 4
  %scevgep1246 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep1252 = getelementptr float, float* %scevgep1246, i64 -4
  %.137.us.3.epil = load float, float* %scevgep1252, align 4
  %uglygep1270 = getelementptr i8, i8* %uglygep1268, i64 %1054
  %uglygep12701271 = bitcast i8* %uglygep1270 to float*
  store float %.137.us.3.epil, float* %uglygep12701271, align 4
  %scevgep1241 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep1244 = getelementptr float, float* %scevgep1241, i64 -3
  %.137.us.4.epil = load float, float* %scevgep1244, align 4
  %uglygep1272 = getelementptr i8, i8* %uglygep1270, i64 %1054
  %uglygep12721273 = bitcast i8* %uglygep1272 to float*
  store float %.137.us.4.epil, float* %uglygep12721273, align 4
  %scevgep1238 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep1239 = getelementptr float, float* %scevgep1238, i64 -2
  %.137.us.5.epil = load float, float* %scevgep1239, align 4
  %uglygep1274 = getelementptr i8, i8* %uglygep1272, i64 %1054
  %uglygep12741275 = bitcast i8* %uglygep1274 to float*
  store float %.137.us.5.epil, float* %uglygep12741275, align 4
  %scevgep1235 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep1236 = getelementptr float, float* %scevgep1235, i64 -1
  %.137.us.6.epil = load float, float* %scevgep1236, align 4
  %uglygep1276 = getelementptr i8, i8* %uglygep1274, i64 %1054
  %uglygep12761277 = bitcast i8* %uglygep1276 to float*
  store float %.137.us.6.epil, float* %uglygep12761277, align 4
  %scevgep1265 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %.137.us.7.epil = load float, float* %scevgep1265, align 4
  %uglygep1278 = getelementptr i8, i8* %uglygep1276, i64 %1054
  %uglygep12781279 = bitcast i8* %uglygep1278 to float*
  store float %.137.us.7.epil, float* %uglygep12781279, align 4
  %.139.us.7.epil = add nuw nsw i64 %loop.index.12.us.epil, 8
  %exitcond.not.7.epil = icmp eq i64 %arg.a.5.1, %.139.us.7.epil
  %uglygep1280 = getelementptr i8, i8* %uglygep1278, i64 %1054
  %uglygep12801281 = bitcast i8* %uglygep1280 to float*
  br i1 %exitcond.not.7.epil, label %for.end, label %for.body.1.us.epil, !llvm.loop !73

for.end:                                          ; preds = %for.body.1.us.epil, %for.body.1.us.prol.loopexit.epil, %vec.epilog.middle.block.epil, %middle.block.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif
  %retptr.repack755180931173268 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack755180931173268, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.43, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack11, align 8
  %retptr.repack13 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %.6.i6, float** %retptr.repack13, align 8
  %retptr.repack15.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack15.repack, align 8
  %retptr.repack15.repack19 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.a.5.1, i64* %retptr.repack15.repack19, align 8
  %retptr.repack17.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 4, i64* %retptr.repack17.repack, align 8
  %retptr.repack17.repack21 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.46, i64* %retptr.repack17.repack21, align 8
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare i32 @numba_xxgetrf(i8, i64, i64, float*, i64, i32*) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

declare i32 @numba_ez_xxgetri(i8, i64, float*, i64, i32*) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v32B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
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
  br i1 %.18.i.i, label %B54.if, label %B0.endif.endif.i.i, !prof !5

B0.endif.endif.i.i:                               ; preds = %B54
  %.32.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.34.i.i = extractvalue { i64, i1 } %.32.i.i, 1
  br i1 %.34.i.i, label %B54.if, label %B0.endif.endif.endif.i.i, !prof !5

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.33.i.i = extractvalue { i64, i1 } %.32.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !88
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B54.if, label %B54.endif, !prof !5

B108:                                             ; preds = %entry
  %.18.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i, label %B108.if, label %B0.endif.endif.i2, !prof !5

B0.endif.endif.i2:                                ; preds = %B108
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B108.if, label %B0.endif.endif.endif.i, !prof !5

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i2
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !101
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if, label %B108.endif, !prof !5

B54.if:                                           ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B54
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269927281216, %B54 ], [ @.const.picklebuf.140269927614848, %B0.endif.endif.i.i ], [ @.const.picklebuf.140269930043392.12, %B0.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B108.endif.endif, %B108.endif.if, %B108.if, %B54.endif, %B54.if
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 0, %B108.endif.endif ], [ 1, %B54.if ], [ 1, %B108.if ], [ %.209, %B108.endif.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to float**
  %.6.i1.i.i = load float*, float** %0, align 8, !noalias !111
  %.26.i.i = shl nuw nsw i64 %arg.a.5.0, 2
  %.27.i.i = bitcast float* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.27.i.i, i8 0, i64 %.26.i.i, i1 false) #6, !noalias !112
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269930043392.5, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140269927443904, %B0.endif.endif.i2 ], [ @.const.picklebuf.140269927275520, %B108 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %3 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %3, align 8, !noalias !115
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.197, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i8* nonnull %.7.i.i.i, i8* null, i64 %arg.a.5.0, i64 4, float* %.6.i1.i, i64 %arg.a.5.0, i64 4)
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, float* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, float* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.6.0, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, float* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
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
  br i1 %.90.not.i, label %B84.i, label %B0.if, !prof !116

B84.i:                                            ; preds = %entry
  %.127.not.i = icmp eq i64 %arg.out.5.0, %arg.left.5.0
  br i1 %.127.not.i, label %B0.endif, label %B0.if, !prof !116

B0.if:                                            ; preds = %B84.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269927442624, %entry ], [ @.const.picklebuf.140269927278464, %B84.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B84.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929217408, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.right.5.0, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929217408, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.163 = icmp eq i64 %arg.right.5.0, 0
  %.164 = icmp eq i64 %arg.out.5.0, 0
  %.165 = or i1 %.163, %.164
  br i1 %.165, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else, !prof !5

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
  %.190 = call i32 @numba_xxgemv(i8 115, i8 110, i64 %arg.out.5.0, i64 %arg.right.5.0, i8* nonnull %.185, i8* %.186, i64 %arg.out.5.0, i8* %.187, i8* nonnull %.188, i8* %.189)
  %.191.not = icmp eq i32 %.190, 0
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !33

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
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable
}

declare i32 @numba_xxgemv(i8, i8, i64, i64, i8*, i8*, i64, i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: noreturn
declare void @Py_FatalError(i8*) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %excinfo"}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{i1 true}
!7 = !{!8, !10, !11, !13}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !20, !24}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !22}
!26 = distinct !{!26, !20}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v41B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v41B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!30 = !{!"branch_weights", i32 1, i32 7}
!31 = distinct !{!31, !22}
!32 = distinct !{!32, !22}
!33 = !{!"branch_weights", i32 99, i32 1}
!34 = !{!35, !37}
!35 = distinct !{!35, !36, !"_ZN5numba2np6linalg20_check_finite_matrixB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np6linalg20_check_finite_matrixB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!37 = distinct !{!37, !36, !"_ZN5numba2np6linalg20_check_finite_matrixB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!38 = !{!39, !41, !42, !44, !45, !47}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %excinfo"}
!48 = !{!49, !51}
!49 = distinct !{!49, !50, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!51 = distinct !{!51, !50, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!52 = !{!45, !47}
!53 = !{!"branch_weights", i32 21474836, i32 2126008812}
!54 = !{!55, !57}
!55 = distinct !{!55, !56, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!57 = distinct !{!57, !56, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!58 = !{!59, !61}
!59 = distinct !{!59, !60, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!60 = distinct !{!60, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!61 = distinct !{!61, !60, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!62 = !{!63, !65}
!63 = distinct !{!63, !64, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!65 = distinct !{!65, !64, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!66 = !{!67, !69, !70, !72}
!67 = distinct !{!67, !68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!68 = distinct !{!68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!69 = distinct !{!69, !68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!73 = distinct !{!73, !20}
!74 = distinct !{!74, !22}
!75 = distinct !{!75, !22}
!76 = distinct !{!76, !22}
!77 = distinct !{!77, !22}
!78 = distinct !{!78, !22, !20}
!79 = !{!80}
!80 = distinct !{!80, !81}
!81 = distinct !{!81, !"LVerDomain"}
!82 = !{!83}
!83 = distinct !{!83, !81}
!84 = distinct !{!84, !20}
!85 = distinct !{!85, !22}
!86 = distinct !{!86, !22}
!87 = distinct !{!87, !20, !24}
!88 = !{!89, !91, !92, !94, !95, !97, !98, !100}
!89 = distinct !{!89, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!91 = distinct !{!91, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!92 = distinct !{!92, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!94 = distinct !{!94, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!95 = distinct !{!95, !96, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!96 = distinct !{!96, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!97 = distinct !{!97, !96, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!98 = distinct !{!98, !99, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!99 = distinct !{!99, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!100 = distinct !{!100, !99, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!101 = !{!102, !104, !105, !107, !108, !110}
!102 = distinct !{!102, !103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!103 = distinct !{!103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!104 = distinct !{!104, !103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!105 = distinct !{!105, !106, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!106 = distinct !{!106, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!107 = distinct !{!107, !106, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!108 = distinct !{!108, !109, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!109 = distinct !{!109, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!110 = distinct !{!110, !109, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!111 = !{!95, !97, !98, !100}
!112 = !{!113, !98, !100}
!113 = distinct !{!113, !114, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!114 = distinct !{!114, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE"}
!115 = !{!108, !110}
!116 = !{!"branch_weights", i32 2126008812, i32 21474836}
