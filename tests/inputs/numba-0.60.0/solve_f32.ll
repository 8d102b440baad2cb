; ModuleID = 'solve_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140482859890240 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140482859890240.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140482859890240 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140482859890240, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482859890240.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.solve_f32 = internal constant [10 x i8] c"solve_f32\00"
@_ZN08NumbaEnv7kernels9solve_f32B3v33B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9solve_f32B3v33B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [162 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9solve_f32B3v33B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fc4b29c2cd0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fc4b29c2cd0>\00"
@_ZN08NumbaEnv5numba2np6linalg10solve_impl12_3clocals_3e10solve_implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140482863479744 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140482863479744.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140482863479744 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140482863479744, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482863479744.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg25_system_compute_nrhs_impl12_3clocals_3e9oneD_implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140482857803968 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M;\03\87\94\87\94."
@.const.pickledata.140482857803968.sha1 = internal constant [20 x i8] c"\81\EE\FD\13\8B\DC\BA\FA\09\16\F7\88G\B0\166{\10\97\AC"
@.const.picklebuf.140482857803968 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.140482857803968, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482857803968.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140482863479744.8 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M;\03\87\94\87\94."
@.const.pickledata.140482863479744.sha1.9 = internal constant [20 x i8] c"\81\EE\FD\13\8B\DC\BA\FA\09\16\F7\88G\B0\166{\10\97\AC"
@.const.picklebuf.140482863479744.7 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.140482863479744.8, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482863479744.sha1.9, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg38_system_check_dimensionally_valid_impl12_3clocals_3e9oneD_implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140482858417600 = internal constant [148 x i8] c"\80\04\95\89\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C<Incompatible array sizes, system is not dimensionally valid.\94\85\94\8C\09oneD_impl\94\8C\12numba/np/linalg.py\94M\10\06\87\94\87\94."
@.const.pickledata.140482858417600.sha1 = internal constant [20 x i8] c"\B6\07j\16\9B\17\C99\0Dt\D82\C2W\0F\12c\82\8F\0E"
@.const.picklebuf.140482858417600 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([148 x i8], [148 x i8]* @.const.pickledata.140482858417600, i32 0, i32 0), i32 148, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482858417600.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140482860261824 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140482860261824.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140482860261824 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140482860261824, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482860261824.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140482861754816 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140482861754816.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140482861754816 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140482861754816, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482861754816.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140482858404736 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140482858404736.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140482858404736 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140482858404736, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482858404736.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140482858404160 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140482858404160.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140482858404160 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140482858404160, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482858404160.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140482861754816.21 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140482861754816.sha1.22 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140482861754816.20 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140482861754816.21, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482861754816.sha1.22, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v43B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140482863479744.26 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.140482863479744.sha1.27 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.140482863479744.25 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.140482863479744.26, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482863479744.sha1.27, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140482861755392 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\0A\08\87\94\87\94."
@.const.pickledata.140482861755392.sha1 = internal constant [20 x i8] c"\10\C8)\BC\042 \D9z\B0\98^\C3\14\CAr\B5\D8\A7M"
@.const.picklebuf.140482861755392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([140 x i8], [140 x i8]* @.const.pickledata.140482861755392, i32 0, i32 0), i32 140, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482861755392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9oneD_implB3v44B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@.const.pickledata.140482859879168 = internal constant [94 x i8] c"\80\04\95S\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C0cannot assign slice from input of different size\94\85\94N\87\94."
@.const.pickledata.140482859879168.sha1 = internal constant [20 x i8] c"{m\B1\A5#0\BE\9E\D6\FD\835\0EQ\ACEU\E34\9A"
@.const.picklebuf.140482859879168 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([94 x i8], [94 x i8]* @.const.pickledata.140482859879168, i32 0, i32 0), i32 94, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482859879168.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140482862076992 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140482862076992.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140482862076992 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140482862076992, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482862076992.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140482861754816.33 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140482861754816.sha1.34 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140482861754816.32 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140482861754816.33, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482861754816.sha1.34, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg16_inv_err_handlerB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.140482861746688 = internal constant [90 x i8] c"\80\04\95O\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\81\03\87\94\87\94."
@.const.pickledata.140482861746688.sha1 = internal constant [20 x i8] c"_N(\0D\80\F0`\8F\12\CFl\C0X\D0\83\EB\99J~\F8"
@.const.picklebuf.140482861746688 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.const.pickledata.140482861746688, i32 0, i32 0), i32 90, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482861746688.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140482861756928 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C(Matrix is singular to machine precision.\94\85\94\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\83\03\87\94\87\94."
@.const.pickledata.140482861756928.sha1 = internal constant [20 x i8] c"\F6|E\C6\F6\83b}\07\D3\BE\F4\C5e@\AC\C2\C4a\D6"
@.const.picklebuf.140482861756928 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.140482861756928, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482861756928.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.140482861747072 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140482861747072.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140482861747072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140482861747072, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482861747072.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fc4b6efe090B3v45B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v46B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEfx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140482861754816.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140482861754816.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140482861754816.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140482861754816.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140482861754816.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9solve_f32B3v33B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.34 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep460 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34 to i8**
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34, i64 0, i32 5, i64 0
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %0 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.44 = call i32 @_ZN5numba2np6linalg10solve_impl12_3clocals_3e10solve_implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.34, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0)
  %.54.fca.0.load = load i8*, i8** %.fca.0.gep460, align 8
  %.54.fca.4.load = load float*, float** %.fca.4.gep, align 8
  %.54.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
  switch i32 %.44, label %B0.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

B0.if:                                            ; preds = %entry
  %.52 = icmp sgt i32 %.44, 0
  %.45 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.53 = select i1 %.52, { i8*, i32, i8*, i8*, i32 }* %.45, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.53, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry, %entry
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.144 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load, i64 4)
  %.146 = extractvalue { i64, i1 } %.144, 1
  br i1 %.146, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %B0.if, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.44, %B0.if ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482859890240, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.145 = extractvalue { i64, i1 } %.144, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.145, i32 32), !noalias !3
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482861754816.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to float**
  %.6.i8 = load float*, float** %1, align 8
  %.2135 = icmp sgt i64 %.54.fca.5.0.load, 0
  br i1 %.2135, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %.215.not = icmp eq i64 %.54.fca.5.0.load, 1
  br i1 %.215.not, label %for.end.thread, label %iter.check

iter.check:                                       ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %.54.fca.5.0.load, 8
  br i1 %min.iters.check, label %for.body.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr float, float* %.6.i8, i64 %.54.fca.5.0.load
  %scevgep22 = getelementptr float, float* %.54.fca.4.load, i64 %.54.fca.5.0.load
  %bound0 = icmp ult float* %.6.i8, %scevgep22
  %bound1 = icmp ult float* %.54.fca.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check24 = icmp ult i64 %.54.fca.5.0.load, 64
  br i1 %min.iters.check24, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.54.fca.5.0.load, -64
  %2 = add i64 %n.vec, -64
  %3 = lshr exact i64 %2, 6
  %4 = add nuw nsw i64 %3, 1
  %xtraiter37 = and i64 %4, 7
  %5 = icmp ult i64 %2, 448
  br i1 %5, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter40 = and i64 %4, 576460752303423480
  %scevgep266 = getelementptr float, float* %.54.fca.4.load, i64 496
  %scevgep362 = getelementptr float, float* %.6.i8, i64 496
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv458 = phi i64 [ %lsr.iv.next459, %vector.body ], [ %unroll_iter40, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep350 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep350351 = bitcast float* %scevgep350 to <16 x float>*
  %scevgep352 = getelementptr <16 x float>, <16 x float>* %scevgep350351, i64 -31
  %wide.load = load <16 x float>, <16 x float>* %scevgep352, align 4, !alias.scope !10
  %scevgep359 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep359360 = bitcast float* %scevgep359 to <16 x float>*
  %scevgep361 = getelementptr <16 x float>, <16 x float>* %scevgep359360, i64 -30
  %wide.load25 = load <16 x float>, <16 x float>* %scevgep361, align 4, !alias.scope !10
  %scevgep356 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep356357 = bitcast float* %scevgep356 to <16 x float>*
  %scevgep358 = getelementptr <16 x float>, <16 x float>* %scevgep356357, i64 -29
  %wide.load26 = load <16 x float>, <16 x float>* %scevgep358, align 4, !alias.scope !10
  %scevgep353 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep353354 = bitcast float* %scevgep353 to <16 x float>*
  %scevgep355 = getelementptr <16 x float>, <16 x float>* %scevgep353354, i64 -28
  %wide.load27 = load <16 x float>, <16 x float>* %scevgep355, align 4, !alias.scope !10
  %6 = fmul <16 x float> %wide.load, %wide.load
  %7 = fmul <16 x float> %wide.load25, %wide.load25
  %8 = fmul <16 x float> %wide.load26, %wide.load26
  %9 = fmul <16 x float> %wide.load27, %wide.load27
  %scevgep446 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep446447 = bitcast float* %scevgep446 to <16 x float>*
  %scevgep448 = getelementptr <16 x float>, <16 x float>* %scevgep446447, i64 -31
  store <16 x float> %6, <16 x float>* %scevgep448, align 4, !alias.scope !13, !noalias !10
  %scevgep455 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep455456 = bitcast float* %scevgep455 to <16 x float>*
  %scevgep457 = getelementptr <16 x float>, <16 x float>* %scevgep455456, i64 -30
  store <16 x float> %7, <16 x float>* %scevgep457, align 4, !alias.scope !13, !noalias !10
  %scevgep452 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep452453 = bitcast float* %scevgep452 to <16 x float>*
  %scevgep454 = getelementptr <16 x float>, <16 x float>* %scevgep452453, i64 -29
  store <16 x float> %8, <16 x float>* %scevgep454, align 4, !alias.scope !13, !noalias !10
  %scevgep449 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep449450 = bitcast float* %scevgep449 to <16 x float>*
  %scevgep451 = getelementptr <16 x float>, <16 x float>* %scevgep449450, i64 -28
  store <16 x float> %9, <16 x float>* %scevgep451, align 4, !alias.scope !13, !noalias !10
  %scevgep336 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep336337 = bitcast float* %scevgep336 to <16 x float>*
  %scevgep338 = getelementptr <16 x float>, <16 x float>* %scevgep336337, i64 -27
  %wide.load.1 = load <16 x float>, <16 x float>* %scevgep338, align 4, !alias.scope !10
  %scevgep333 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep333334 = bitcast float* %scevgep333 to <16 x float>*
  %scevgep335 = getelementptr <16 x float>, <16 x float>* %scevgep333334, i64 -26
  %wide.load25.1 = load <16 x float>, <16 x float>* %scevgep335, align 4, !alias.scope !10
  %scevgep330 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep330331 = bitcast float* %scevgep330 to <16 x float>*
  %scevgep332 = getelementptr <16 x float>, <16 x float>* %scevgep330331, i64 -25
  %wide.load26.1 = load <16 x float>, <16 x float>* %scevgep332, align 4, !alias.scope !10
  %scevgep327 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep327328 = bitcast float* %scevgep327 to <16 x float>*
  %scevgep329 = getelementptr <16 x float>, <16 x float>* %scevgep327328, i64 -24
  %wide.load27.1 = load <16 x float>, <16 x float>* %scevgep329, align 4, !alias.scope !10
  %10 = fmul <16 x float> %wide.load.1, %wide.load.1
  %11 = fmul <16 x float> %wide.load25.1, %wide.load25.1
  %12 = fmul <16 x float> %wide.load26.1, %wide.load26.1
  %13 = fmul <16 x float> %wide.load27.1, %wide.load27.1
  %scevgep432 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep432433 = bitcast float* %scevgep432 to <16 x float>*
  %scevgep434 = getelementptr <16 x float>, <16 x float>* %scevgep432433, i64 -27
  store <16 x float> %10, <16 x float>* %scevgep434, align 4, !alias.scope !13, !noalias !10
  %scevgep429 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep429430 = bitcast float* %scevgep429 to <16 x float>*
  %scevgep431 = getelementptr <16 x float>, <16 x float>* %scevgep429430, i64 -26
  store <16 x float> %11, <16 x float>* %scevgep431, align 4, !alias.scope !13, !noalias !10
  %scevgep426 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep426427 = bitcast float* %scevgep426 to <16 x float>*
  %scevgep428 = getelementptr <16 x float>, <16 x float>* %scevgep426427, i64 -25
  store <16 x float> %12, <16 x float>* %scevgep428, align 4, !alias.scope !13, !noalias !10
  %scevgep423 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep423424 = bitcast float* %scevgep423 to <16 x float>*
  %scevgep425 = getelementptr <16 x float>, <16 x float>* %scevgep423424, i64 -24
  store <16 x float> %13, <16 x float>* %scevgep425, align 4, !alias.scope !13, !noalias !10
  %scevgep324 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep324325 = bitcast float* %scevgep324 to <16 x float>*
  %scevgep326 = getelementptr <16 x float>, <16 x float>* %scevgep324325, i64 -23
  %wide.load.2 = load <16 x float>, <16 x float>* %scevgep326, align 4, !alias.scope !10
  %scevgep321 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep321322 = bitcast float* %scevgep321 to <16 x float>*
  %scevgep323 = getelementptr <16 x float>, <16 x float>* %scevgep321322, i64 -22
  %wide.load25.2 = load <16 x float>, <16 x float>* %scevgep323, align 4, !alias.scope !10
  %scevgep318 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep318319 = bitcast float* %scevgep318 to <16 x float>*
  %scevgep320 = getelementptr <16 x float>, <16 x float>* %scevgep318319, i64 -21
  %wide.load26.2 = load <16 x float>, <16 x float>* %scevgep320, align 4, !alias.scope !10
  %scevgep315 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep315316 = bitcast float* %scevgep315 to <16 x float>*
  %scevgep317 = getelementptr <16 x float>, <16 x float>* %scevgep315316, i64 -20
  %wide.load27.2 = load <16 x float>, <16 x float>* %scevgep317, align 4, !alias.scope !10
  %14 = fmul <16 x float> %wide.load.2, %wide.load.2
  %15 = fmul <16 x float> %wide.load25.2, %wide.load25.2
  %16 = fmul <16 x float> %wide.load26.2, %wide.load26.2
  %17 = fmul <16 x float> %wide.load27.2, %wide.load27.2
  %scevgep420 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep420421 = bitcast float* %scevgep420 to <16 x float>*
  %scevgep422 = getelementptr <16 x float>, <16 x float>* %scevgep420421, i64 -23
  store <16 x float> %14, <16 x float>* %scevgep422, align 4, !alias.scope !13, !noalias !10
  %scevgep417 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep417418 = bitcast float* %scevgep417 to <16 x float>*
  %scevgep419 = getelementptr <16 x float>, <16 x float>* %scevgep417418, i64 -22
  store <16 x float> %15, <16 x float>* %scevgep419, align 4, !alias.scope !13, !noalias !10
  %scevgep414 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep414415 = bitcast float* %scevgep414 to <16 x float>*
  %scevgep416 = getelementptr <16 x float>, <16 x float>* %scevgep414415, i64 -21
  store <16 x float> %16, <16 x float>* %scevgep416, align 4, !alias.scope !13, !noalias !10
  %scevgep411 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep411412 = bitcast float* %scevgep411 to <16 x float>*
  %scevgep413 = getelementptr <16 x float>, <16 x float>* %scevgep411412, i64 -20
  store <16 x float> %17, <16 x float>* %scevgep413, align 4, !alias.scope !13, !noalias !10
  %scevgep312 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep312313 = bitcast float* %scevgep312 to <16 x float>*
  %scevgep314 = getelementptr <16 x float>, <16 x float>* %scevgep312313, i64 -19
  %wide.load.3 = load <16 x float>, <16 x float>* %scevgep314, align 4, !alias.scope !10
  %scevgep309 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep309310 = bitcast float* %scevgep309 to <16 x float>*
  %scevgep311 = getelementptr <16 x float>, <16 x float>* %scevgep309310, i64 -18
  %wide.load25.3 = load <16 x float>, <16 x float>* %scevgep311, align 4, !alias.scope !10
  %scevgep306 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep306307 = bitcast float* %scevgep306 to <16 x float>*
  %scevgep308 = getelementptr <16 x float>, <16 x float>* %scevgep306307, i64 -17
  %wide.load26.3 = load <16 x float>, <16 x float>* %scevgep308, align 4, !alias.scope !10
  %scevgep303 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep303304 = bitcast float* %scevgep303 to <16 x float>*
  %scevgep305 = getelementptr <16 x float>, <16 x float>* %scevgep303304, i64 -16
  %wide.load27.3 = load <16 x float>, <16 x float>* %scevgep305, align 4, !alias.scope !10
  %18 = fmul <16 x float> %wide.load.3, %wide.load.3
  %19 = fmul <16 x float> %wide.load25.3, %wide.load25.3
  %20 = fmul <16 x float> %wide.load26.3, %wide.load26.3
  %21 = fmul <16 x float> %wide.load27.3, %wide.load27.3
  %scevgep408 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep408409 = bitcast float* %scevgep408 to <16 x float>*
  %scevgep410 = getelementptr <16 x float>, <16 x float>* %scevgep408409, i64 -19
  store <16 x float> %18, <16 x float>* %scevgep410, align 4, !alias.scope !13, !noalias !10
  %scevgep405 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep405406 = bitcast float* %scevgep405 to <16 x float>*
  %scevgep407 = getelementptr <16 x float>, <16 x float>* %scevgep405406, i64 -18
  store <16 x float> %19, <16 x float>* %scevgep407, align 4, !alias.scope !13, !noalias !10
  %scevgep402 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep402403 = bitcast float* %scevgep402 to <16 x float>*
  %scevgep404 = getelementptr <16 x float>, <16 x float>* %scevgep402403, i64 -17
  store <16 x float> %20, <16 x float>* %scevgep404, align 4, !alias.scope !13, !noalias !10
  %scevgep399 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep399400 = bitcast float* %scevgep399 to <16 x float>*
  %scevgep401 = getelementptr <16 x float>, <16 x float>* %scevgep399400, i64 -16
  store <16 x float> %21, <16 x float>* %scevgep401, align 4, !alias.scope !13, !noalias !10
  %scevgep300 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep300301 = bitcast float* %scevgep300 to <16 x float>*
  %scevgep302 = getelementptr <16 x float>, <16 x float>* %scevgep300301, i64 -15
  %wide.load.4 = load <16 x float>, <16 x float>* %scevgep302, align 4, !alias.scope !10
  %scevgep297 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep297298 = bitcast float* %scevgep297 to <16 x float>*
  %scevgep299 = getelementptr <16 x float>, <16 x float>* %scevgep297298, i64 -14
  %wide.load25.4 = load <16 x float>, <16 x float>* %scevgep299, align 4, !alias.scope !10
  %scevgep294 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep294295 = bitcast float* %scevgep294 to <16 x float>*
  %scevgep296 = getelementptr <16 x float>, <16 x float>* %scevgep294295, i64 -13
  %wide.load26.4 = load <16 x float>, <16 x float>* %scevgep296, align 4, !alias.scope !10
  %scevgep291 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep291292 = bitcast float* %scevgep291 to <16 x float>*
  %scevgep293 = getelementptr <16 x float>, <16 x float>* %scevgep291292, i64 -12
  %wide.load27.4 = load <16 x float>, <16 x float>* %scevgep293, align 4, !alias.scope !10
  %22 = fmul <16 x float> %wide.load.4, %wide.load.4
  %23 = fmul <16 x float> %wide.load25.4, %wide.load25.4
  %24 = fmul <16 x float> %wide.load26.4, %wide.load26.4
  %25 = fmul <16 x float> %wide.load27.4, %wide.load27.4
  %scevgep396 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep396397 = bitcast float* %scevgep396 to <16 x float>*
  %scevgep398 = getelementptr <16 x float>, <16 x float>* %scevgep396397, i64 -15
  store <16 x float> %22, <16 x float>* %scevgep398, align 4, !alias.scope !13, !noalias !10
  %scevgep393 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep393394 = bitcast float* %scevgep393 to <16 x float>*
  %scevgep395 = getelementptr <16 x float>, <16 x float>* %scevgep393394, i64 -14
  store <16 x float> %23, <16 x float>* %scevgep395, align 4, !alias.scope !13, !noalias !10
  %scevgep390 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep390391 = bitcast float* %scevgep390 to <16 x float>*
  %scevgep392 = getelementptr <16 x float>, <16 x float>* %scevgep390391, i64 -13
  store <16 x float> %24, <16 x float>* %scevgep392, align 4, !alias.scope !13, !noalias !10
  %scevgep387 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep387388 = bitcast float* %scevgep387 to <16 x float>*
  %scevgep389 = getelementptr <16 x float>, <16 x float>* %scevgep387388, i64 -12
  store <16 x float> %25, <16 x float>* %scevgep389, align 4, !alias.scope !13, !noalias !10
  %scevgep288 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep288289 = bitcast float* %scevgep288 to <16 x float>*
  %scevgep290 = getelementptr <16 x float>, <16 x float>* %scevgep288289, i64 -11
  %wide.load.5 = load <16 x float>, <16 x float>* %scevgep290, align 4, !alias.scope !10
  %scevgep285 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep285286 = bitcast float* %scevgep285 to <16 x float>*
  %scevgep287 = getelementptr <16 x float>, <16 x float>* %scevgep285286, i64 -10
  %wide.load25.5 = load <16 x float>, <16 x float>* %scevgep287, align 4, !alias.scope !10
  %scevgep282 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep282283 = bitcast float* %scevgep282 to <16 x float>*
  %scevgep284 = getelementptr <16 x float>, <16 x float>* %scevgep282283, i64 -9
  %wide.load26.5 = load <16 x float>, <16 x float>* %scevgep284, align 4, !alias.scope !10
  %scevgep279 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep279280 = bitcast float* %scevgep279 to <16 x float>*
  %scevgep281 = getelementptr <16 x float>, <16 x float>* %scevgep279280, i64 -8
  %wide.load27.5 = load <16 x float>, <16 x float>* %scevgep281, align 4, !alias.scope !10
  %26 = fmul <16 x float> %wide.load.5, %wide.load.5
  %27 = fmul <16 x float> %wide.load25.5, %wide.load25.5
  %28 = fmul <16 x float> %wide.load26.5, %wide.load26.5
  %29 = fmul <16 x float> %wide.load27.5, %wide.load27.5
  %scevgep384 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep384385 = bitcast float* %scevgep384 to <16 x float>*
  %scevgep386 = getelementptr <16 x float>, <16 x float>* %scevgep384385, i64 -11
  store <16 x float> %26, <16 x float>* %scevgep386, align 4, !alias.scope !13, !noalias !10
  %scevgep381 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep381382 = bitcast float* %scevgep381 to <16 x float>*
  %scevgep383 = getelementptr <16 x float>, <16 x float>* %scevgep381382, i64 -10
  store <16 x float> %27, <16 x float>* %scevgep383, align 4, !alias.scope !13, !noalias !10
  %scevgep378 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep378379 = bitcast float* %scevgep378 to <16 x float>*
  %scevgep380 = getelementptr <16 x float>, <16 x float>* %scevgep378379, i64 -9
  store <16 x float> %28, <16 x float>* %scevgep380, align 4, !alias.scope !13, !noalias !10
  %scevgep375 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep375376 = bitcast float* %scevgep375 to <16 x float>*
  %scevgep377 = getelementptr <16 x float>, <16 x float>* %scevgep375376, i64 -8
  store <16 x float> %29, <16 x float>* %scevgep377, align 4, !alias.scope !13, !noalias !10
  %scevgep276 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep276277 = bitcast float* %scevgep276 to <16 x float>*
  %scevgep278 = getelementptr <16 x float>, <16 x float>* %scevgep276277, i64 -7
  %wide.load.6 = load <16 x float>, <16 x float>* %scevgep278, align 4, !alias.scope !10
  %scevgep273 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep273274 = bitcast float* %scevgep273 to <16 x float>*
  %scevgep275 = getelementptr <16 x float>, <16 x float>* %scevgep273274, i64 -6
  %wide.load25.6 = load <16 x float>, <16 x float>* %scevgep275, align 4, !alias.scope !10
  %scevgep270 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep270271 = bitcast float* %scevgep270 to <16 x float>*
  %scevgep272 = getelementptr <16 x float>, <16 x float>* %scevgep270271, i64 -5
  %wide.load26.6 = load <16 x float>, <16 x float>* %scevgep272, align 4, !alias.scope !10
  %scevgep267 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep267268 = bitcast float* %scevgep267 to <16 x float>*
  %scevgep269 = getelementptr <16 x float>, <16 x float>* %scevgep267268, i64 -4
  %wide.load27.6 = load <16 x float>, <16 x float>* %scevgep269, align 4, !alias.scope !10
  %30 = fmul <16 x float> %wide.load.6, %wide.load.6
  %31 = fmul <16 x float> %wide.load25.6, %wide.load25.6
  %32 = fmul <16 x float> %wide.load26.6, %wide.load26.6
  %33 = fmul <16 x float> %wide.load27.6, %wide.load27.6
  %scevgep372 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep372373 = bitcast float* %scevgep372 to <16 x float>*
  %scevgep374 = getelementptr <16 x float>, <16 x float>* %scevgep372373, i64 -7
  store <16 x float> %30, <16 x float>* %scevgep374, align 4, !alias.scope !13, !noalias !10
  %scevgep369 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep369370 = bitcast float* %scevgep369 to <16 x float>*
  %scevgep371 = getelementptr <16 x float>, <16 x float>* %scevgep369370, i64 -6
  store <16 x float> %31, <16 x float>* %scevgep371, align 4, !alias.scope !13, !noalias !10
  %scevgep366 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep366367 = bitcast float* %scevgep366 to <16 x float>*
  %scevgep368 = getelementptr <16 x float>, <16 x float>* %scevgep366367, i64 -5
  store <16 x float> %32, <16 x float>* %scevgep368, align 4, !alias.scope !13, !noalias !10
  %scevgep363 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep363364 = bitcast float* %scevgep363 to <16 x float>*
  %scevgep365 = getelementptr <16 x float>, <16 x float>* %scevgep363364, i64 -4
  store <16 x float> %33, <16 x float>* %scevgep365, align 4, !alias.scope !13, !noalias !10
  %scevgep347 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep347348 = bitcast float* %scevgep347 to <16 x float>*
  %scevgep349 = getelementptr <16 x float>, <16 x float>* %scevgep347348, i64 -3
  %wide.load.7 = load <16 x float>, <16 x float>* %scevgep349, align 4, !alias.scope !10
  %scevgep344 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep344345 = bitcast float* %scevgep344 to <16 x float>*
  %scevgep346 = getelementptr <16 x float>, <16 x float>* %scevgep344345, i64 -2
  %wide.load25.7 = load <16 x float>, <16 x float>* %scevgep346, align 4, !alias.scope !10
  %scevgep341 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep341342 = bitcast float* %scevgep341 to <16 x float>*
  %scevgep343 = getelementptr <16 x float>, <16 x float>* %scevgep341342, i64 -1
  %wide.load26.7 = load <16 x float>, <16 x float>* %scevgep343, align 4, !alias.scope !10
  %scevgep339 = getelementptr float, float* %scevgep266, i64 %index
  %scevgep339340 = bitcast float* %scevgep339 to <16 x float>*
  %wide.load27.7 = load <16 x float>, <16 x float>* %scevgep339340, align 4, !alias.scope !10
  %34 = fmul <16 x float> %wide.load.7, %wide.load.7
  %35 = fmul <16 x float> %wide.load25.7, %wide.load25.7
  %36 = fmul <16 x float> %wide.load26.7, %wide.load26.7
  %37 = fmul <16 x float> %wide.load27.7, %wide.load27.7
  %scevgep443 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep443444 = bitcast float* %scevgep443 to <16 x float>*
  %scevgep445 = getelementptr <16 x float>, <16 x float>* %scevgep443444, i64 -3
  store <16 x float> %34, <16 x float>* %scevgep445, align 4, !alias.scope !13, !noalias !10
  %scevgep440 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep440441 = bitcast float* %scevgep440 to <16 x float>*
  %scevgep442 = getelementptr <16 x float>, <16 x float>* %scevgep440441, i64 -2
  store <16 x float> %35, <16 x float>* %scevgep442, align 4, !alias.scope !13, !noalias !10
  %scevgep437 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep437438 = bitcast float* %scevgep437 to <16 x float>*
  %scevgep439 = getelementptr <16 x float>, <16 x float>* %scevgep437438, i64 -1
  store <16 x float> %36, <16 x float>* %scevgep439, align 4, !alias.scope !13, !noalias !10
  %scevgep435 = getelementptr float, float* %scevgep362, i64 %index
  %scevgep435436 = bitcast float* %scevgep435 to <16 x float>*
  store <16 x float> %37, <16 x float>* %scevgep435436, align 4, !alias.scope !13, !noalias !10
  %index.next.7 = add i64 %index, 512
  %lsr.iv.next459 = add i64 %lsr.iv458, -8
  %niter41.ncmp.7 = icmp eq i64 %lsr.iv.next459, 0
  br i1 %niter41.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !15

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod39.not = icmp eq i64 %xtraiter37, 0
  br i1 %lcmp.mod39.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %38 = add nuw nsw i64 %index.unr, 48
  %scevgep238 = getelementptr float, float* %.6.i8, i64 %38
  %scevgep253 = getelementptr float, float* %.54.fca.4.load, i64 %38
  %39 = shl nuw nsw i64 %xtraiter37, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv239 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next240, %vector.body.epil ]
  %40 = bitcast float* %scevgep253 to i8*
  %41 = bitcast float* %scevgep238 to i8*
  %uglygep263 = getelementptr i8, i8* %40, i64 %lsr.iv239
  %uglygep263264 = bitcast i8* %uglygep263 to <16 x float>*
  %scevgep265 = getelementptr <16 x float>, <16 x float>* %uglygep263264, i64 -3
  %wide.load.epil = load <16 x float>, <16 x float>* %scevgep265, align 4, !alias.scope !10
  %uglygep260 = getelementptr i8, i8* %40, i64 %lsr.iv239
  %uglygep260261 = bitcast i8* %uglygep260 to <16 x float>*
  %scevgep262 = getelementptr <16 x float>, <16 x float>* %uglygep260261, i64 -2
  %wide.load25.epil = load <16 x float>, <16 x float>* %scevgep262, align 4, !alias.scope !10
  %uglygep257 = getelementptr i8, i8* %40, i64 %lsr.iv239
  %uglygep257258 = bitcast i8* %uglygep257 to <16 x float>*
  %scevgep259 = getelementptr <16 x float>, <16 x float>* %uglygep257258, i64 -1
  %wide.load26.epil = load <16 x float>, <16 x float>* %scevgep259, align 4, !alias.scope !10
  %uglygep255 = getelementptr i8, i8* %40, i64 %lsr.iv239
  %uglygep255256 = bitcast i8* %uglygep255 to <16 x float>*
  %wide.load27.epil = load <16 x float>, <16 x float>* %uglygep255256, align 4, !alias.scope !10
  %42 = fmul <16 x float> %wide.load.epil, %wide.load.epil
  %43 = fmul <16 x float> %wide.load25.epil, %wide.load25.epil
  %44 = fmul <16 x float> %wide.load26.epil, %wide.load26.epil
  %45 = fmul <16 x float> %wide.load27.epil, %wide.load27.epil
  %uglygep250 = getelementptr i8, i8* %41, i64 %lsr.iv239
  %uglygep250251 = bitcast i8* %uglygep250 to <16 x float>*
  %scevgep252 = getelementptr <16 x float>, <16 x float>* %uglygep250251, i64 -3
  store <16 x float> %42, <16 x float>* %scevgep252, align 4, !alias.scope !13, !noalias !10
  %uglygep247 = getelementptr i8, i8* %41, i64 %lsr.iv239
  %uglygep247248 = bitcast i8* %uglygep247 to <16 x float>*
  %scevgep249 = getelementptr <16 x float>, <16 x float>* %uglygep247248, i64 -2
  store <16 x float> %43, <16 x float>* %scevgep249, align 4, !alias.scope !13, !noalias !10
  %uglygep244 = getelementptr i8, i8* %41, i64 %lsr.iv239
  %uglygep244245 = bitcast i8* %uglygep244 to <16 x float>*
  %scevgep246 = getelementptr <16 x float>, <16 x float>* %uglygep244245, i64 -1
  store <16 x float> %44, <16 x float>* %scevgep246, align 4, !alias.scope !13, !noalias !10
  %uglygep242 = getelementptr i8, i8* %41, i64 %lsr.iv239
  %uglygep242243 = bitcast i8* %uglygep242 to <16 x float>*
  store <16 x float> %45, <16 x float>* %uglygep242243, align 4, !alias.scope !13, !noalias !10
  %lsr.iv.next240 = add nuw nsw i64 %lsr.iv239, 256
  %epil.iter38.cmp.not = icmp eq i64 %39, %lsr.iv.next240
  br i1 %epil.iter38.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !17

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.54.fca.5.0.load, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %.54.fca.5.0.load, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec29 = and i64 %.54.fca.5.0.load, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index31 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %scevgep234 = getelementptr float, float* %.54.fca.4.load, i64 %index31
  %scevgep234235 = bitcast float* %scevgep234 to <8 x float>*
  %wide.load32 = load <8 x float>, <8 x float>* %scevgep234235, align 4
  %46 = fmul <8 x float> %wide.load32, %wide.load32
  %scevgep236 = getelementptr float, float* %.6.i8, i64 %index31
  %scevgep236237 = bitcast float* %scevgep236 to <8 x float>*
  store <8 x float> %46, <8 x float>* %scevgep236237, align 4
  %index.next33 = add nuw i64 %index31, 8
  %47 = icmp eq i64 %n.vec29, %index.next33
  br i1 %47, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n30 = icmp eq i64 %.54.fca.5.0.load, %n.vec29
  br i1 %cmp.n30, label %for.end, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index7.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  %48 = xor i64 %loop.index7.us.ph, -1
  %49 = add i64 %.54.fca.5.0.load, %48
  %xtraiter35 = and i64 %.54.fca.5.0.load, 7
  %lcmp.mod36.not = icmp eq i64 %xtraiter35, 0
  br i1 %lcmp.mod36.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv232 = phi i64 [ %xtraiter35, %for.body.us.prol.preheader ], [ %lsr.iv.next233, %for.body.us.prol ]
  %loop.index7.us.prol = phi i64 [ %.252.us.prol, %for.body.us.prol ], [ %loop.index7.us.ph, %for.body.us.prol.preheader ]
  %scevgep231 = getelementptr float, float* %.54.fca.4.load, i64 %loop.index7.us.prol
  %.223.us.prol = load float, float* %scevgep231, align 4
  %.149.i.i.us.prol = fmul float %.223.us.prol, %.223.us.prol
  %scevgep230 = getelementptr float, float* %.6.i8, i64 %loop.index7.us.prol
  store float %.149.i.i.us.prol, float* %scevgep230, align 4
  %.252.us.prol = add nuw i64 %loop.index7.us.prol, 1
  %lsr.iv.next233 = add nsw i64 %lsr.iv232, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next233, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !21

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader
  %loop.index7.us.unr = phi i64 [ %loop.index7.us.ph, %for.body.us.preheader ], [ %.252.us.prol, %for.body.us.prol ]
  %50 = icmp ult i64 %49, 7
  br i1 %50, label %for.end, label %for.body.us.preheader42

for.body.us.preheader42:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader42, %for.body.us
  %loop.index7.us = phi i64 [ %.252.us.7, %for.body.us ], [ %loop.index7.us.unr, %for.body.us.preheader42 ]
  %sunkaddr = mul i64 %loop.index7.us, 4
  %51 = bitcast float* %.54.fca.4.load to i8*
  %sunkaddr461 = getelementptr i8, i8* %51, i64 %sunkaddr
  %52 = bitcast i8* %sunkaddr461 to float*
  %.223.us = load float, float* %52, align 4
  %.149.i.i.us = fmul float %.223.us, %.223.us
  %sunkaddr462 = mul i64 %loop.index7.us, 4
  %53 = bitcast float* %.6.i8 to i8*
  %sunkaddr463 = getelementptr i8, i8* %53, i64 %sunkaddr462
  %54 = bitcast i8* %sunkaddr463 to float*
  store float %.149.i.i.us, float* %54, align 4
  %sunkaddr464 = mul i64 %loop.index7.us, 4
  %55 = bitcast float* %.54.fca.4.load to i8*
  %sunkaddr465 = getelementptr i8, i8* %55, i64 %sunkaddr464
  %sunkaddr466 = getelementptr i8, i8* %sunkaddr465, i64 4
  %56 = bitcast i8* %sunkaddr466 to float*
  %.223.us.1 = load float, float* %56, align 4
  %.149.i.i.us.1 = fmul float %.223.us.1, %.223.us.1
  %sunkaddr467 = mul i64 %loop.index7.us, 4
  %57 = bitcast float* %.6.i8 to i8*
  %sunkaddr468 = getelementptr i8, i8* %57, i64 %sunkaddr467
  %sunkaddr469 = getelementptr i8, i8* %sunkaddr468, i64 4
  %58 = bitcast i8* %sunkaddr469 to float*
  store float %.149.i.i.us.1, float* %58, align 4
  %sunkaddr470 = mul i64 %loop.index7.us, 4
  %59 = bitcast float* %.54.fca.4.load to i8*
  %sunkaddr471 = getelementptr i8, i8* %59, i64 %sunkaddr470
  %sunkaddr472 = getelementptr i8, i8* %sunkaddr471, i64 8
  %60 = bitcast i8* %sunkaddr472 to float*
  %.223.us.2 = load float, float* %60, align 4
  %.149.i.i.us.2 = fmul float %.223.us.2, %.223.us.2
  %sunkaddr473 = mul i64 %loop.index7.us, 4
  %61 = bitcast float* %.6.i8 to i8*
  %sunkaddr474 = getelementptr i8, i8* %61, i64 %sunkaddr473
  %sunkaddr475 = getelementptr i8, i8* %sunkaddr474, i64 8
  %62 = bitcast i8* %sunkaddr475 to float*
  store float %.149.i.i.us.2, float* %62, align 4
  %sunkaddr476 = mul i64 %loop.index7.us, 4
  %63 = bitcast float* %.54.fca.4.load to i8*
  %sunkaddr477 = getelementptr i8, i8* %63, i64 %sunkaddr476
  %sunkaddr478 = getelementptr i8, i8* %sunkaddr477, i64 12
  %64 = bitcast i8* %sunkaddr478 to float*
  %.223.us.3 = load float, float* %64, align 4
  %.149.i.i.us.3 = fmul float %.223.us.3, %.223.us.3
  %sunkaddr479 = mul i64 %loop.index7.us, 4
  %65 = bitcast float* %.6.i8 to i8*
  %sunkaddr480 = getelementptr i8, i8* %65, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, i8* %sunkaddr480, i64 12
  %66 = bitcast i8* %sunkaddr481 to float*
  store float %.149.i.i.us.3, float* %66, align 4
  %sunkaddr482 = mul i64 %loop.index7.us, 4
  %67 = bitcast float* %.54.fca.4.load to i8*
  %sunkaddr483 = getelementptr i8, i8* %67, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, i8* %sunkaddr483, i64 16
  %68 = bitcast i8* %sunkaddr484 to float*
  %.223.us.4 = load float, float* %68, align 4
  %.149.i.i.us.4 = fmul float %.223.us.4, %.223.us.4
  %sunkaddr485 = mul i64 %loop.index7.us, 4
  %69 = bitcast float* %.6.i8 to i8*
  %sunkaddr486 = getelementptr i8, i8* %69, i64 %sunkaddr485
  %sunkaddr487 = getelementptr i8, i8* %sunkaddr486, i64 16
  %70 = bitcast i8* %sunkaddr487 to float*
  store float %.149.i.i.us.4, float* %70, align 4
  %sunkaddr488 = mul i64 %loop.index7.us, 4
  %71 = bitcast float* %.54.fca.4.load to i8*
  %sunkaddr489 = getelementptr i8, i8* %71, i64 %sunkaddr488
  %sunkaddr490 = getelementptr i8, i8* %sunkaddr489, i64 20
  %72 = bitcast i8* %sunkaddr490 to float*
  %.223.us.5 = load float, float* %72, align 4
  %.149.i.i.us.5 = fmul float %.223.us.5, %.223.us.5
  %sunkaddr491 = mul i64 %loop.index7.us, 4
  %73 = bitcast float* %.6.i8 to i8*
  %sunkaddr492 = getelementptr i8, i8* %73, i64 %sunkaddr491
  %sunkaddr493 = getelementptr i8, i8* %sunkaddr492, i64 20
  %74 = bitcast i8* %sunkaddr493 to float*
  store float %.149.i.i.us.5, float* %74, align 4
  %sunkaddr494 = mul i64 %loop.index7.us, 4
  %75 = bitcast float* %.54.fca.4.load to i8*
  %sunkaddr495 = getelementptr i8, i8* %75, i64 %sunkaddr494
  %sunkaddr496 = getelementptr i8, i8* %sunkaddr495, i64 24
  %76 = bitcast i8* %sunkaddr496 to float*
  %.223.us.6 = load float, float* %76, align 4
  %.149.i.i.us.6 = fmul float %.223.us.6, %.223.us.6
  %sunkaddr497 = mul i64 %loop.index7.us, 4
  %77 = bitcast float* %.6.i8 to i8*
  %sunkaddr498 = getelementptr i8, i8* %77, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, i8* %sunkaddr498, i64 24
  %78 = bitcast i8* %sunkaddr499 to float*
  store float %.149.i.i.us.6, float* %78, align 4
  %sunkaddr500 = mul i64 %loop.index7.us, 4
  %79 = bitcast float* %.54.fca.4.load to i8*
  %sunkaddr501 = getelementptr i8, i8* %79, i64 %sunkaddr500
  %sunkaddr502 = getelementptr i8, i8* %sunkaddr501, i64 28
  %80 = bitcast i8* %sunkaddr502 to float*
  %.223.us.7 = load float, float* %80, align 4
  %.149.i.i.us.7 = fmul float %.223.us.7, %.223.us.7
  %sunkaddr503 = mul i64 %loop.index7.us, 4
  %81 = bitcast float* %.6.i8 to i8*
  %sunkaddr504 = getelementptr i8, i8* %81, i64 %sunkaddr503
  %sunkaddr505 = getelementptr i8, i8* %sunkaddr504, i64 28
  %82 = bitcast i8* %sunkaddr505 to float*
  store float %.149.i.i.us.7, float* %82, align 4
  %.252.us.7 = add nuw nsw i64 %loop.index7.us, 8
  %exitcond.not.7 = icmp eq i64 %.54.fca.5.0.load, %.252.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !22

for.end.thread:                                   ; preds = %for.body.preheader
  %.223 = load float, float* %.54.fca.4.load, align 4
  %.149.i.i = fmul float %.223, %.223
  store float %.149.i.i, float* %.6.i8, align 4
  tail call void @NRT_decref(i8* %.54.fca.0.load)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.54.fca.0.load)
  %.68.i = icmp eq i64 %.54.fca.5.0.load, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.54.fca.5.0.load, i64 1) #7
  %83 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %84 = icmp ult i64 %83, 7
  br i1 %84, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %85 = add nsw i64 %unroll_iter.i, -8
  %86 = lshr exact i64 %85, 3
  %87 = add nuw nsw i64 %86, 1
  %xtraiter = and i64 %87, 7
  %88 = icmp ult i64 %85, 56
  br i1 %88, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %87, 4611686018427387896
  %scevgep68 = getelementptr float, float* %.6.i8, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %89 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep44 = getelementptr float, float* %.6.i8, i64 %89
  %90 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi float [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %91 = bitcast float* %scevgep44 to i8*
  %uglygep65 = getelementptr i8, i8* %91, i64 %lsr.iv
  %uglygep6566 = bitcast i8* %uglygep65 to float*
  %scevgep67 = getelementptr float, float* %uglygep6566, i64 -7
  %.236.i.epil = load float, float* %scevgep67, align 4, !noalias !23
  %.239.i.epil = fadd float %c.2.07.i.epil, %.236.i.epil
  %uglygep62 = getelementptr i8, i8* %91, i64 %lsr.iv
  %uglygep6263 = bitcast i8* %uglygep62 to float*
  %scevgep64 = getelementptr float, float* %uglygep6263, i64 -6
  %.236.1.i.epil = load float, float* %scevgep64, align 4, !noalias !23
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep59 = getelementptr i8, i8* %91, i64 %lsr.iv
  %uglygep5960 = bitcast i8* %uglygep59 to float*
  %scevgep61 = getelementptr float, float* %uglygep5960, i64 -5
  %.236.2.i.epil = load float, float* %scevgep61, align 4, !noalias !23
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep56 = getelementptr i8, i8* %91, i64 %lsr.iv
  %uglygep5657 = bitcast i8* %uglygep56 to float*
  %scevgep58 = getelementptr float, float* %uglygep5657, i64 -4
  %.236.3.i.epil = load float, float* %scevgep58, align 4, !noalias !23
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep53 = getelementptr i8, i8* %91, i64 %lsr.iv
  %uglygep5354 = bitcast i8* %uglygep53 to float*
  %scevgep55 = getelementptr float, float* %uglygep5354, i64 -3
  %.236.4.i.epil = load float, float* %scevgep55, align 4, !noalias !23
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep50 = getelementptr i8, i8* %91, i64 %lsr.iv
  %uglygep5051 = bitcast i8* %uglygep50 to float*
  %scevgep52 = getelementptr float, float* %uglygep5051, i64 -2
  %.236.5.i.epil = load float, float* %scevgep52, align 4, !noalias !23
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep47 = getelementptr i8, i8* %91, i64 %lsr.iv
  %uglygep4748 = bitcast i8* %uglygep47 to float*
  %scevgep49 = getelementptr float, float* %uglygep4748, i64 -1
  %.236.6.i.epil = load float, float* %scevgep49, align 4, !noalias !23
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %91, i64 %lsr.iv
  %uglygep46 = bitcast i8* %uglygep to float*
  %.236.7.i.epil = load float, float* %uglygep46, align 4, !noalias !23
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %90, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !26, !llvm.loop !27

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
  %scevgep43 = getelementptr float, float* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load float, float* %scevgep43, align 4, !noalias !23
  %.239.epil.i = fadd float %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !26, !llvm.loop !28

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv196 = phi i64 [ %lsr.iv.next197, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep194 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep195 = getelementptr float, float* %scevgep194, i64 -63
  %.236.i = load float, float* %scevgep195, align 4, !noalias !23
  %.239.i = fadd float %c.2.07.i, %.236.i
  %scevgep192 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep193 = getelementptr float, float* %scevgep192, i64 -62
  %.236.1.i = load float, float* %scevgep193, align 4, !noalias !23
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep190 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep191 = getelementptr float, float* %scevgep190, i64 -61
  %.236.2.i = load float, float* %scevgep191, align 4, !noalias !23
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep188 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep189 = getelementptr float, float* %scevgep188, i64 -60
  %.236.3.i = load float, float* %scevgep189, align 4, !noalias !23
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep186 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep187 = getelementptr float, float* %scevgep186, i64 -59
  %.236.4.i = load float, float* %scevgep187, align 4, !noalias !23
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep184 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep185 = getelementptr float, float* %scevgep184, i64 -58
  %.236.5.i = load float, float* %scevgep185, align 4, !noalias !23
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep182 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep183 = getelementptr float, float* %scevgep182, i64 -57
  %.236.6.i = load float, float* %scevgep183, align 4, !noalias !23
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep180 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep181 = getelementptr float, float* %scevgep180, i64 -56
  %.236.7.i = load float, float* %scevgep181, align 4, !noalias !23
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep149 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep150 = getelementptr float, float* %scevgep149, i64 -55
  %.236.i.1 = load float, float* %scevgep150, align 4, !noalias !23
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep151 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep152 = getelementptr float, float* %scevgep151, i64 -54
  %.236.1.i.1 = load float, float* %scevgep152, align 4, !noalias !23
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep153 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep154 = getelementptr float, float* %scevgep153, i64 -53
  %.236.2.i.1 = load float, float* %scevgep154, align 4, !noalias !23
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep155 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep156 = getelementptr float, float* %scevgep155, i64 -52
  %.236.3.i.1 = load float, float* %scevgep156, align 4, !noalias !23
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep157 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep158 = getelementptr float, float* %scevgep157, i64 -51
  %.236.4.i.1 = load float, float* %scevgep158, align 4, !noalias !23
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep159 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep160 = getelementptr float, float* %scevgep159, i64 -50
  %.236.5.i.1 = load float, float* %scevgep160, align 4, !noalias !23
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep161 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep162 = getelementptr float, float* %scevgep161, i64 -49
  %.236.6.i.1 = load float, float* %scevgep162, align 4, !noalias !23
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep163 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep164 = getelementptr float, float* %scevgep163, i64 -48
  %.236.7.i.1 = load float, float* %scevgep164, align 4, !noalias !23
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep133 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep134 = getelementptr float, float* %scevgep133, i64 -47
  %.236.i.2 = load float, float* %scevgep134, align 4, !noalias !23
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep135 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep136 = getelementptr float, float* %scevgep135, i64 -46
  %.236.1.i.2 = load float, float* %scevgep136, align 4, !noalias !23
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep137 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep138 = getelementptr float, float* %scevgep137, i64 -45
  %.236.2.i.2 = load float, float* %scevgep138, align 4, !noalias !23
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep139 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep140 = getelementptr float, float* %scevgep139, i64 -44
  %.236.3.i.2 = load float, float* %scevgep140, align 4, !noalias !23
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep141 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep142 = getelementptr float, float* %scevgep141, i64 -43
  %.236.4.i.2 = load float, float* %scevgep142, align 4, !noalias !23
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep143 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep144 = getelementptr float, float* %scevgep143, i64 -42
  %.236.5.i.2 = load float, float* %scevgep144, align 4, !noalias !23
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep145 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep146 = getelementptr float, float* %scevgep145, i64 -41
  %.236.6.i.2 = load float, float* %scevgep146, align 4, !noalias !23
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep147 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep148 = getelementptr float, float* %scevgep147, i64 -40
  %.236.7.i.2 = load float, float* %scevgep148, align 4, !noalias !23
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep117 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep118 = getelementptr float, float* %scevgep117, i64 -39
  %.236.i.3 = load float, float* %scevgep118, align 4, !noalias !23
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep119 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep120 = getelementptr float, float* %scevgep119, i64 -38
  %.236.1.i.3 = load float, float* %scevgep120, align 4, !noalias !23
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep121 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep122 = getelementptr float, float* %scevgep121, i64 -37
  %.236.2.i.3 = load float, float* %scevgep122, align 4, !noalias !23
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep123 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep124 = getelementptr float, float* %scevgep123, i64 -36
  %.236.3.i.3 = load float, float* %scevgep124, align 4, !noalias !23
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep125 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep126 = getelementptr float, float* %scevgep125, i64 -35
  %.236.4.i.3 = load float, float* %scevgep126, align 4, !noalias !23
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep127 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep128 = getelementptr float, float* %scevgep127, i64 -34
  %.236.5.i.3 = load float, float* %scevgep128, align 4, !noalias !23
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep129 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep130 = getelementptr float, float* %scevgep129, i64 -33
  %.236.6.i.3 = load float, float* %scevgep130, align 4, !noalias !23
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep131 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep132 = getelementptr float, float* %scevgep131, i64 -32
  %.236.7.i.3 = load float, float* %scevgep132, align 4, !noalias !23
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep101 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep102 = getelementptr float, float* %scevgep101, i64 -31
  %.236.i.4 = load float, float* %scevgep102, align 4, !noalias !23
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep103 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep104 = getelementptr float, float* %scevgep103, i64 -30
  %.236.1.i.4 = load float, float* %scevgep104, align 4, !noalias !23
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep105 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep106 = getelementptr float, float* %scevgep105, i64 -29
  %.236.2.i.4 = load float, float* %scevgep106, align 4, !noalias !23
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep107 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep108 = getelementptr float, float* %scevgep107, i64 -28
  %.236.3.i.4 = load float, float* %scevgep108, align 4, !noalias !23
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep109 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep110 = getelementptr float, float* %scevgep109, i64 -27
  %.236.4.i.4 = load float, float* %scevgep110, align 4, !noalias !23
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep111 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep112 = getelementptr float, float* %scevgep111, i64 -26
  %.236.5.i.4 = load float, float* %scevgep112, align 4, !noalias !23
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep113 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep114 = getelementptr float, float* %scevgep113, i64 -25
  %.236.6.i.4 = load float, float* %scevgep114, align 4, !noalias !23
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep115 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep116 = getelementptr float, float* %scevgep115, i64 -24
  %.236.7.i.4 = load float, float* %scevgep116, align 4, !noalias !23
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep85 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep86 = getelementptr float, float* %scevgep85, i64 -23
  %.236.i.5 = load float, float* %scevgep86, align 4, !noalias !23
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep87 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep88 = getelementptr float, float* %scevgep87, i64 -22
  %.236.1.i.5 = load float, float* %scevgep88, align 4, !noalias !23
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep89 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep90 = getelementptr float, float* %scevgep89, i64 -21
  %.236.2.i.5 = load float, float* %scevgep90, align 4, !noalias !23
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep91 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep92 = getelementptr float, float* %scevgep91, i64 -20
  %.236.3.i.5 = load float, float* %scevgep92, align 4, !noalias !23
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep93 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep94 = getelementptr float, float* %scevgep93, i64 -19
  %.236.4.i.5 = load float, float* %scevgep94, align 4, !noalias !23
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep95 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep96 = getelementptr float, float* %scevgep95, i64 -18
  %.236.5.i.5 = load float, float* %scevgep96, align 4, !noalias !23
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep97 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep98 = getelementptr float, float* %scevgep97, i64 -17
  %.236.6.i.5 = load float, float* %scevgep98, align 4, !noalias !23
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep99 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep100 = getelementptr float, float* %scevgep99, i64 -16
  %.236.7.i.5 = load float, float* %scevgep100, align 4, !noalias !23
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep69 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep70 = getelementptr float, float* %scevgep69, i64 -15
  %.236.i.6 = load float, float* %scevgep70, align 4, !noalias !23
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep71 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep72 = getelementptr float, float* %scevgep71, i64 -14
  %.236.1.i.6 = load float, float* %scevgep72, align 4, !noalias !23
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep73 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep74 = getelementptr float, float* %scevgep73, i64 -13
  %.236.2.i.6 = load float, float* %scevgep74, align 4, !noalias !23
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep75 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep76 = getelementptr float, float* %scevgep75, i64 -12
  %.236.3.i.6 = load float, float* %scevgep76, align 4, !noalias !23
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep77 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep78 = getelementptr float, float* %scevgep77, i64 -11
  %.236.4.i.6 = load float, float* %scevgep78, align 4, !noalias !23
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep79 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep80 = getelementptr float, float* %scevgep79, i64 -10
  %.236.5.i.6 = load float, float* %scevgep80, align 4, !noalias !23
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep81 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep82 = getelementptr float, float* %scevgep81, i64 -9
  %.236.6.i.6 = load float, float* %scevgep82, align 4, !noalias !23
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep83 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep84 = getelementptr float, float* %scevgep83, i64 -8
  %.236.7.i.6 = load float, float* %scevgep84, align 4, !noalias !23
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep165 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep166 = getelementptr float, float* %scevgep165, i64 -7
  %.236.i.7 = load float, float* %scevgep166, align 4, !noalias !23
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep167 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep168 = getelementptr float, float* %scevgep167, i64 -6
  %.236.1.i.7 = load float, float* %scevgep168, align 4, !noalias !23
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep169 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep170 = getelementptr float, float* %scevgep169, i64 -5
  %.236.2.i.7 = load float, float* %scevgep170, align 4, !noalias !23
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep171 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep172 = getelementptr float, float* %scevgep171, i64 -4
  %.236.3.i.7 = load float, float* %scevgep172, align 4, !noalias !23
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep173 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep174 = getelementptr float, float* %scevgep173, i64 -3
  %.236.4.i.7 = load float, float* %scevgep174, align 4, !noalias !23
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep175 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep176 = getelementptr float, float* %scevgep175, i64 -2
  %.236.5.i.7 = load float, float* %scevgep176, align 4, !noalias !23
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep177 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %scevgep178 = getelementptr float, float* %scevgep177, i64 -1
  %.236.6.i.7 = load float, float* %scevgep178, align 4, !noalias !23
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep179 = getelementptr float, float* %scevgep68, i64 %.70.06.i
  %.236.7.i.7 = load float, float* %scevgep179, align 4, !noalias !23
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next197 = add i64 %lsr.iv196, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next197, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.286 = fpext float %c.2.0.lcssa.i to double
  store double %.286, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels9solve_f32B3v33B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.solve_f32, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9solve_f32B3v33B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([162 x i8], [162 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9solve_f32B3v33B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !1

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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !1

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

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
  %.79 = call i32 @_ZN7kernels9solve_f32B3v33B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 4, float* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* %.62.fca.1.load, i64 %.62.fca.2.load, i64 4, float* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.6.0.load) #3
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
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

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

define double @cfunc._ZN7kernels9solve_f32B3v33B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels9solve_f32B3v33B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, float* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, float* %extracted.data.1, i64 %.12, i64 %.13) #3
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fc4b29c2cd0>", i64 0, i64 0))
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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !1

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

define linkonce_odr i32 @_ZN5numba2np6linalg10solve_impl12_3clocals_3e10solve_implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0.endif:
  %.39.i.i = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.43.i.i = alloca [1 x i64], align 8
  %0 = bitcast [1 x i64]* %.43.i.i to { i8*, i32, i8*, i8*, i32 }**
  %.99.i.i = alloca [1 x i64], align 8
  %.27.i = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.436 = alloca i8*, align 8
  %excinfo.8 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.8, align 8
  %.796 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %excinfo.12 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %1 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.796 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %1, i8 0, i64 56, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.12, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B254:                                             ; preds = %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_incref(i8* nonnull %.7.i.i.i), !noalias !29
  %2 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %2), !noalias !29
  %3 = bitcast [1 x i64]* %.43.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3), !noalias !29
  %4 = bitcast [1 x i64]* %.99.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4), !noalias !29
  %.fca.0.gep1821.i241.i28 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8**
  %.fca.1.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i, i64 0, i32 1
  %.fca.3.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i, i64 0, i32 3
  %.fca.4.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i, i64 0, i32 4
  %.fca.5.0.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i, i64 0, i32 5, i64 0
  %.fca.5.1.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i, i64 0, i32 5, i64 1
  %.fca.6.0.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i, i64 0, i32 6, i64 0
  %.fca.6.1.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i, i64 0, i32 6, i64 1
  %.fca.0.gep1722.i252.i29 = bitcast [1 x i64]* %.43.i.i to i64*
  %.fca.0.gep23.i263.i30 = bitcast [1 x i64]* %.99.i.i to i64*
  store i64 0, i64* %.fca.0.gep23.i263.i30, align 8, !noalias !33
  tail call void @NRT_incref(i8* nonnull %.7.i.i.i), !noalias !33
  store i8* %.7.i.i.i, i8** %.fca.0.gep1821.i241.i28, align 8, !noalias !33
  %5 = bitcast i8** %.fca.1.gep.i.i to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  store i64 4, i64* %.fca.3.gep.i.i, align 8, !noalias !33
  store float* %.6.i1.i, float** %.fca.4.gep.i.i, align 8, !noalias !33
  store i64 1, i64* %.fca.5.0.gep.i.i, align 8, !noalias !33
  store i64 0, i64* %.fca.5.1.gep.i.i, align 8, !noalias !33
  store i64 %.54.i, i64* %.fca.6.0.gep.i.i, align 8, !noalias !33
  store i64 4, i64* %.fca.6.1.gep.i.i, align 8, !noalias !33
  store i64 0, i64* %.fca.0.gep1722.i252.i29, align 8, !noalias !33
  %.109.i.i = call i32 @numba_attempt_nocopy_reshape(i64 2, i64* nonnull %.fca.5.0.gep.i.i, i64* nonnull %.fca.6.0.gep.i.i, i64 1, i64* nonnull %.fca.0.gep1722.i252.i29, i64* nonnull %.fca.0.gep23.i263.i30, i64 4, i32 0), !noalias !33
  %.110.i.i = icmp eq i32 %.109.i.i, 0
  tail call void @NRT_decref(i8* %.45.fca.0.load.i)
  br i1 %.110.i.i, label %B254.if, label %B254.endif

B286:                                             ; preds = %B0.endif.endif.endif.endif.endif.endif
  store i8* null, i8** %.436, align 8
  %.446 = call i32 @_ZN5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9oneD_implB3v44B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedEx(i8** nonnull %.436, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.8, i8* nonnull %.7.i.i.i, i8* null, i64 %arg.a.5.1, i64 4, float* %.6.i1.i, i64 %arg.a.5.1, i64 1, i64 4, i64 %.54.i, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.a.5.0, i64 %arg.b.6.0, i64 1)
  switch i32 %.446, label %B286.if [
    i32 -2, label %B0.endif.endif.endif.i16
    i32 0, label %B0.endif.endif.endif.i16
  ]

B44.i:                                            ; preds = %B44.endif.i, %B0.endif
  %.82.0.i = phi i64 [ 0, %B0.endif ], [ %.208..i, %B44.endif.i ]
  %.158.in.i = phi i1 [ %.80.i, %B0.endif ], [ %not..209.i, %B44.endif.i ]
  br i1 %.158.in.i, label %B0.endif.endif, label %B44.endif.i, !prof !1

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr float, float* %arg.a.4, i64 %.82.0.i
  %.208.i = add nsw i64 %.82.0.i, 1
  %.209.i = icmp slt i64 %.208.i, %arg.a.2
  %not..209.i = xor i1 %.209.i, true
  %.208..i = select i1 %.209.i, i64 %.208.i, i64 0, !prof !37
  %.262.i = load float, float* %.179.i, align 4, !noalias !38
  %.271.i = fsub float %.262.i, %.262.i
  %.272.i = fcmp uno float %.271.i, 0.000000e+00
  br i1 %.272.i, label %B0.endif.if, label %B44.i

common.ret:                                       ; preds = %B286.endif.endif.endif.endif.endif.endif.endif.endif, %B286.endif.endif.endif.endif.endif.endif.endif.if, %B286.endif.endif.endif.endif.endif.endif.if, %B286.endif.endif.endif.endif.endif.if, %B286.endif.endif.if, %B286.endif.if, %B286.if, %B254.endif, %B254.if, %B0.endif.endif.endif.endif.endif.if, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if
  %common.ret.op = phi i32 [ 0, %B254.endif ], [ 1, %B286.endif.endif.endif.endif.endif.if ], [ 0, %B286.endif.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ], [ %.35.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B254.if ], [ %.446, %B286.if ], [ 1, %B286.endif.if ], [ 1, %B286.endif.endif.if ], [ 1, %B286.endif.endif.endif.endif.endif.endif.if ], [ %.806, %B286.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B44.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482857803968, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B44.i
  %.65.i = icmp eq i64 %arg.b.2, 0
  br label %B44.i1

B44.i1:                                           ; preds = %B44.endif.i6, %B0.endif.endif
  %.67.0.i = phi i64 [ 0, %B0.endif.endif ], [ %.179..i, %B44.endif.i6 ]
  %.129.in.i = phi i1 [ %.65.i, %B0.endif.endif ], [ %not..180.i, %B44.endif.i6 ]
  br i1 %.129.in.i, label %B0.endif.endif.endif, label %B44.endif.i6, !prof !1

B44.endif.i6:                                     ; preds = %B44.i1
  %.150.i = getelementptr float, float* %arg.b.4, i64 %.67.0.i
  %.179.i5 = add nsw i64 %.67.0.i, 1
  %.180.i = icmp slt i64 %.179.i5, %arg.b.2
  %not..180.i = xor i1 %.180.i, true
  %.179..i = select i1 %.180.i, i64 %.179.i5, i64 0, !prof !37
  %.233.i = load float, float* %.150.i, align 4, !noalias !42
  %.242.i = fsub float %.233.i, %.233.i
  %.243.i = fcmp uno float %.242.i, 0.000000e+00
  br i1 %.243.i, label %B0.endif.endif.if, label %B44.i1

B0.endif.endif.if:                                ; preds = %B44.endif.i6
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482863479744.7, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B44.i1
  %.66.not.i = icmp eq i64 %arg.a.5.0, %arg.b.5.0
  br i1 %.66.not.i, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.if

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482858417600, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %6 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %6)
  %7 = bitcast { i8*, i32, i8*, i8*, i32 }** %0 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %0, align 8, !noalias !46
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !46
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %6, i8 0, i64 72, i1 false), !noalias !46
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.39.i.i, { i8*, i32, i8*, i8*, i32 }** nonnull %0, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !46
  switch i32 %.35.i, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread: ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.endif.endif
  %8 = bitcast { i8*, i32, i8*, i8*, i32 }** %0 to i8*
  %9 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8*
  %.fca.0.gep17.i13531 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8**
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i, i64 0, i32 4
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i, i64 0, i32 2
  %.45.fca.4.load.i = load float*, float** %.fca.4.gep.i, align 8, !noalias !46
  %.45.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !46
  %.45.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i13531, align 8, !noalias !46
  tail call void @NRT_decref(i8* %arg.a.0), !noalias !46
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %9)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.36.i10 = icmp slt i64 %arg.a.5.1, 0
  br i1 %.36.i10, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.i, !prof !1

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit: ; preds = %B0.endif.endif.endif.endif
  %10 = bitcast { i8*, i32, i8*, i8*, i32 }** %0 to i8*
  %11 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8*
  %.36.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %0, align 8, !noalias !46
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %11)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10)
  %.187 = icmp sgt i32 %.35.i, 0
  %.188 = select i1 %.187, { i8*, i32, i8*, i8*, i32 }* %.36.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.188, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.i:                     ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  %.54.i = shl i64 %arg.a.5.1, 2
  %.55.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.1, i64 4)
  %.57.i = extractvalue { i64, i1 } %.55.i, 1
  br i1 %.57.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = extractvalue { i64, i1 } %.55.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !50
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  %excinfo.6.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140482861754816.20, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.140482858404160, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.140482858404736, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.6.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %12 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %12, align 8, !noalias !60
  %.346 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.346, label %B254, label %B286

B254.if:                                          ; preds = %B254
  %13 = bitcast [1 x i64]* %.99.i.i to i8*
  %14 = bitcast [1 x i64]* %.43.i.i to i8*
  %15 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %15), !noalias !29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14), !noalias !29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13), !noalias !29
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482863479744.25, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B254.endif:                                       ; preds = %B254
  %16 = bitcast [1 x i64]* %.99.i.i to i64*
  %17 = bitcast [1 x i64]* %.43.i.i to i64*
  %18 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8**
  %19 = bitcast [1 x i64]* %.99.i.i to i8*
  %20 = bitcast [1 x i64]* %.43.i.i to i8*
  %21 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8*
  %22 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %22, i64 32
  %23 = bitcast i8* %sunkaddr to float**
  %.121.i.i = load float*, float** %23, align 8, !noalias !33
  %.122.fca.0.load.i.i = load i64, i64* %17, align 8, !noalias !33
  %.123.fca.0.load.i.i = load i64, i64* %16, align 8, !noalias !33
  %24 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8*
  %sunkaddr32 = getelementptr inbounds i8, i8* %24, i64 24
  %25 = bitcast i8* %sunkaddr32 to i64*
  %.125.i.i = load i64, i64* %25, align 8, !noalias !33
  %.127.i.i = load i8*, i8** %18, align 8, !noalias !33
  %26 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i.i to i8*
  %sunkaddr33 = getelementptr inbounds i8, i8* %26, i64 8
  %27 = bitcast i8* %sunkaddr33 to i8**
  %.129.i.i = load i8*, i8** %27, align 8, !noalias !33
  call void @NRT_incref(i8* %.127.i.i), !noalias !33
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %21), !noalias !29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20), !noalias !29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19), !noalias !29
  %retptr.repack7414134 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.127.i.i, i8** %retptr.repack7414134, align 8
  %retptr.repack75 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.129.i.i, i8** %retptr.repack75, align 8
  %retptr.repack77 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.122.fca.0.load.i.i, i64* %retptr.repack77, align 8
  %retptr.repack79 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.125.i.i, i64* %retptr.repack79, align 8
  %retptr.repack81 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %.121.i.i, float** %retptr.repack81, align 8
  %28 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.122.fca.0.load.i.i, i64* %28, align 8
  %29 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.123.fca.0.load.i.i, i64* %29, align 8
  call void @NRT_decref(i8* nonnull %.7.i.i.i), !noalias !33
  call void @NRT_decref(i8* nonnull %.7.i.i.i), !noalias !29
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  tail call void @NRT_decref(i8* %arg.b.0)
  br label %common.ret

B286.if:                                          ; preds = %B286
  %.454 = icmp sgt i32 %.446, 0
  %.447 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.8, align 8
  %.455 = select i1 %.454, { i8*, i32, i8*, i8*, i32 }* %.447, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.455, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.i16:                         ; preds = %B286, %B286
  %.7.i.i.i14 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.54.i, i32 32), !noalias !61
  %.8.i.i.i15 = icmp eq i8* %.7.i.i.i14, null
  br i1 %.8.i.i.i15, label %B286.endif.if, label %B286.endif.endif, !prof !1

B286.endif.if:                                    ; preds = %B0.endif.endif.endif.i16
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482861754816.32, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B286.endif.endif:                                 ; preds = %B0.endif.endif.endif.i16
  %.5.i.i18 = getelementptr i8, i8* %.7.i.i.i14, i64 24
  %30 = bitcast i8* %.5.i.i18 to i32**
  %.6.i1.i19 = load i32*, i32** %30, align 8, !noalias !71
  %.578 = tail call i32 @numba_xgesv(i8 115, i64 %arg.a.5.1, i64 1, float* %.45.fca.4.load.i, i64 %arg.a.5.1, i32* %.6.i1.i19, float* %.6.i1.i, i64 %arg.a.5.1)
  %.9.not.i = icmp eq i32 %.578, 0
  br i1 %.9.not.i, label %B286.endif.endif.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B286.endif.endif
  %.13.i = icmp slt i32 %.578, 0
  br i1 %.13.i, label %B28.i, label %B286.endif.endif.if, !prof !72

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !73
  br label %B286.endif.endif.if

B286.endif.endif.if:                              ; preds = %B28.i, %B16.i
  %excinfo.10.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140482861746688, %B28.i ], [ @.const.picklebuf.140482861756928, %B16.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.10.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B286.endif.endif.endif.endif.if:                  ; preds = %B286.endif.endif
  tail call void @NRT_decref(i8* %.45.fca.0.load.i)
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i14)
  %.659 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 48, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.660 = icmp eq i8* %.659, null
  br i1 %.660, label %B286.endif.endif.endif.endif.endif.if, label %B286.endif.endif.endif.endif.endif.endif, !prof !1

B286.endif.endif.endif.endif.endif.if:            ; preds = %B286.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482863479744, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B286.endif.endif.endif.endif.endif.endif:         ; preds = %B286.endif.endif.endif.endif.if
  %.5.i = getelementptr i8, i8* %.659, i64 24
  %31 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i69 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %31, align 8
  %.672 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i69, i64 0, i32 1
  store i64 3, i64* %.672, align 8
  %32 = bitcast i8* %.5.i to i64**
  %.6.i27701 = load i64*, i64** %32, align 8
  store i64 0, i64* %.6.i27701, align 8
  %.6.i2971 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %31, align 8
  %.684 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2971, i64 0, i32 2
  store i8 0, i8* %.684, align 1
  %.6.i5072 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %31, align 8
  %.697 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i5072, i64 0, i32 3
  %.708 = bitcast i64* %.697 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %.708, i8 0, i64 24, i1 false)
  %.6.i46532 = load i64*, i64** %32, align 8
  store i64 3, i64* %.6.i46532, align 8
  %.6.i4254 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %31, align 8
  %.737 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4254, i64 0, i32 3
  store i64 %.45.fca.2.load.i, i64* %.737, align 8
  %.6.i3855 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %31, align 8
  %.751 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3855, i64 0, i32 3
  %.752 = getelementptr i64, i64* %.751, i64 1
  store i64 %arg.a.5.1, i64* %.752, align 8
  %.6.i3456 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %31, align 8
  %.765 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3456, i64 0, i32 3
  %.766 = getelementptr i64, i64* %.765, i64 2
  store i64 %arg.a.5.1, i64* %.766, align 8
  %.6.i45.i3 = load i64*, i64** %32, align 8, !noalias !77
  %.26.i = load i64, i64* %.6.i45.i3, align 8, !noalias !77
  %.27.i30 = icmp slt i64 %.26.i, 1
  br i1 %.27.i30, label %B286.endif.endif.endif.endif.endif.endif.if, label %B286.endif.endif.endif.endif.endif.endif.endif, !prof !1

B286.endif.endif.endif.endif.endif.endif.if:      ; preds = %B286.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482861747072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B286.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B286.endif.endif.endif.endif.endif.endif
  %33 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.796 to i8*
  tail call void @NRT_decref(i8* nonnull %.659)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %33, i8 0, i64 56, i1 false)
  %.806 = call i32 @_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.796, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.12, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.a.5.0, i64 %arg.b.6.0, i8* nonnull %.7.i.i.i, i8* null, i64 %arg.a.5.1, i64 4, float* %.6.i1.i, i64 %arg.a.5.1, i64 1, i64 4, i64 %.54.i)
  switch i32 %.806, label %B286.endif.endif.endif.endif.endif.endif.endif.if [
    i32 -2, label %B286.endif.endif.endif.endif.endif.endif.endif.endif
    i32 0, label %B286.endif.endif.endif.endif.endif.endif.endif.endif
  ]

B286.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B286.endif.endif.endif.endif.endif.endif.endif
  %.814 = icmp sgt i32 %.806, 0
  %.807 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.12, align 8
  %.815 = select i1 %.814, { i8*, i32, i8*, i8*, i32 }* %.807, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.815, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B286.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B286.endif.endif.endif.endif.endif.endif.endif, %B286.endif.endif.endif.endif.endif.endif.endif
  %34 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.796 to i8**
  %35 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.796, i64 0, i32 6, i64 0
  %.816.fca.6.0.load = load i64, i64* %35, align 8
  %36 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.796, i64 0, i32 5, i64 0
  %.816.fca.5.0.load = load i64, i64* %36, align 8
  %sunkaddr147 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.796, i64 0, i32 4
  %.816.fca.4.load = load float*, float** %sunkaddr147, align 8
  %sunkaddr148 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.796, i64 0, i32 3
  %.816.fca.3.load = load i64, i64* %sunkaddr148, align 8
  %sunkaddr149 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.796, i64 0, i32 2
  %.816.fca.2.load = load i64, i64* %sunkaddr149, align 8
  %sunkaddr150 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.796, i64 0, i32 1
  %.816.fca.1.load = load i8*, i8** %sunkaddr150, align 8
  %.816.fca.0.load = load i8*, i8** %34, align 8
  %retptr.repack15135 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.816.fca.0.load, i8** %retptr.repack15135, align 8
  %retptr.repack57 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.816.fca.1.load, i8** %retptr.repack57, align 8
  %retptr.repack59 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.816.fca.2.load, i64* %retptr.repack59, align 8
  %retptr.repack61 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.816.fca.3.load, i64* %retptr.repack61, align 8
  %retptr.repack63 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %.816.fca.4.load, float** %retptr.repack63, align 8
  %37 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.816.fca.5.0.load, i64* %37, align 8
  %38 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.816.fca.6.0.load, i64* %38, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  tail call void @NRT_decref(i8* %arg.b.0)
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

define linkonce_odr i32 @_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* nocapture readnone %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i8* %arg.bcpy.0, i8* %arg.bcpy.1, i64 %arg.bcpy.2, i64 %arg.bcpy.3, float* %arg.bcpy.4, i64 %arg.bcpy.5.0, i64 %arg.bcpy.5.1, i64 %arg.bcpy.6.0, i64 %arg.bcpy.6.1) local_unnamed_addr {
entry:
  %.39.i = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.43.i = alloca [1 x i64], align 8
  %.99.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(i8* %arg.bcpy.0)
  %.72 = mul nsw i64 %arg.bcpy.5.1, %arg.bcpy.5.0
  %0 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast [1 x i64]* %.43.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  %2 = bitcast [1 x i64]* %.99.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2)
  %.fca.0.gep1821.i2411 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i to i8**
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i, i64 0, i32 1
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i, i64 0, i32 2
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i, i64 0, i32 3
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i, i64 0, i32 4
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i, i64 0, i32 5, i64 0
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i, i64 0, i32 5, i64 1
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i, i64 0, i32 6, i64 0
  %.fca.6.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i, i64 0, i32 6, i64 1
  %.fca.0.gep1722.i2522 = bitcast [1 x i64]* %.43.i to i64*
  %.fca.0.gep23.i2633 = bitcast [1 x i64]* %.99.i to i64*
  store i64 0, i64* %.fca.0.gep23.i2633, align 8, !noalias !81
  tail call void @NRT_incref(i8* %arg.bcpy.0), !noalias !81
  store i8* %arg.bcpy.0, i8** %.fca.0.gep1821.i2411, align 8, !noalias !81
  store i8* %arg.bcpy.1, i8** %.fca.1.gep.i, align 8, !noalias !81
  store i64 %.72, i64* %.fca.2.gep.i, align 8, !noalias !81
  store i64 %arg.bcpy.3, i64* %.fca.3.gep.i, align 8, !noalias !81
  store float* %arg.bcpy.4, float** %.fca.4.gep.i, align 8, !noalias !81
  store i64 %arg.bcpy.5.1, i64* %.fca.5.0.gep.i, align 8, !noalias !81
  store i64 %arg.bcpy.5.0, i64* %.fca.5.1.gep.i, align 8, !noalias !81
  store i64 %arg.bcpy.6.1, i64* %.fca.6.0.gep.i, align 8, !noalias !81
  store i64 %arg.bcpy.6.0, i64* %.fca.6.1.gep.i, align 8, !noalias !81
  store i64 %.72, i64* %.fca.0.gep1722.i2522, align 8, !noalias !81
  %.210.epil.i.i = icmp slt i64 %.72, 0
  %.250.epil.i.i = select i1 %.210.epil.i.i, i64 1, i64 %.72
  %trunc.i = icmp sgt i64 %.72, -1
  br i1 %trunc.i, label %B104.i.i, label %B220.i.thread.i

B104.i.i:                                         ; preds = %entry
  %.281.i.i = uitofp i64 %.72 to double
  %.282.i.i = sitofp i64 %.250.epil.i.i to double
  %.283.i.i = fcmp une double %.281.i.i, %.282.i.i
  br i1 %.283.i.i, label %B0.if, label %B0.endif.i

B220.i.thread.i:                                  ; preds = %entry
  %3 = bitcast [1 x i64]* %.43.i to i64*
  %arg.ary.2.nonneg.i = sub i64 0, %.72
  %.343.i1.i = udiv i64 %arg.ary.2.nonneg.i, %.250.epil.i.i
  %.343.i1.neg.i = sub i64 0, %.343.i1.i
  store i64 %.343.i1.neg.i, i64* %3, align 8, !noalias !85
  br label %B0.endif.i

B0.endif.i:                                       ; preds = %B220.i.thread.i, %B104.i.i
  %4 = bitcast [1 x i64]* %.99.i to i64*
  %5 = bitcast [1 x i64]* %.43.i to i64*
  %.109.i = call i32 @numba_attempt_nocopy_reshape(i64 2, i64* nonnull %.fca.5.0.gep.i, i64* nonnull %.fca.6.0.gep.i, i64 1, i64* nonnull %5, i64* nonnull %4, i64 %arg.bcpy.3, i32 0), !noalias !81
  %.110.i = icmp eq i32 %.109.i, 0
  br i1 %.110.i, label %B0.if, label %B0.endif

B0.if:                                            ; preds = %B0.endif.i, %B104.i.i
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140482863479744.25, %B0.endif.i ], [ @.const.picklebuf.140482861755392, %B104.i.i ]
  %6 = bitcast [1 x i64]* %.99.i to i8*
  %7 = bitcast [1 x i64]* %.43.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %8)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B0.endif:                                         ; preds = %B0.endif.i
  %9 = bitcast [1 x i64]* %.99.i to i64*
  %10 = bitcast [1 x i64]* %.43.i to i64*
  %11 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i to i8**
  %12 = bitcast [1 x i64]* %.99.i to i8*
  %13 = bitcast [1 x i64]* %.43.i to i8*
  %14 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i to i8*
  %15 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %15, i64 32
  %16 = bitcast i8* %sunkaddr to float**
  %.121.i = load float*, float** %16, align 8, !noalias !81
  %.122.fca.0.load.i = load i64, i64* %10, align 8, !noalias !81
  %.123.fca.0.load.i = load i64, i64* %9, align 8, !noalias !81
  %17 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %17, i64 24
  %18 = bitcast i8* %sunkaddr4 to i64*
  %.125.i = load i64, i64* %18, align 8, !noalias !81
  %.127.i = load i8*, i8** %11, align 8, !noalias !81
  %19 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.39.i to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %19, i64 8
  %20 = bitcast i8* %sunkaddr5 to i8**
  %.129.i = load i8*, i8** %20, align 8, !noalias !81
  call void @NRT_incref(i8* %.127.i), !noalias !81
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %14)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  %retptr.repack2966 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.127.i, i8** %retptr.repack2966, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.129.i, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.122.fca.0.load.i, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.125.i, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %.121.i, float** %retptr.repack7, align 8
  %21 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.122.fca.0.load.i, i64* %21, align 8
  %22 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.123.fca.0.load.i, i64* %22, align 8
  call void @NRT_decref(i8* %arg.bcpy.0), !noalias !81
  call void @NRT_decref(i8* %arg.bcpy.0)
  br label %common.ret
}

define linkonce_odr i32 @_ZN5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9oneD_implB3v44B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedEx(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.bcpy.0, i8* nocapture readnone %arg.bcpy.1, i64 %arg.bcpy.2, i64 %arg.bcpy.3, float* %arg.bcpy.4, i64 %arg.bcpy.5.0, i64 %arg.bcpy.5.1, i64 %arg.bcpy.6.0, i64 %arg.bcpy.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i64 %arg.nrhs) local_unnamed_addr {
B0.else.endif:
  tail call void @NRT_incref(i8* %arg.bcpy.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %.271 = icmp slt i64 %arg.bcpy.5.0, 1
  br i1 %.271, label %B0.endif.else.endif.if, label %B0.endif.else.endif.endif, !prof !1

B0.endif.endif:                                   ; preds = %B0.endif.else.endif.endif.endif.if, %B0.endif.else.endif.endif.endif
  %.240.sroa.14.0 = phi i64 [ %arg.bcpy.5.0, %B0.endif.else.endif.endif.endif.if ], [ %.240.sroa.14.1, %B0.endif.else.endif.endif.endif ]
  %.346 = sub i64 %.240.sroa.14.0, %.240.sroa.0.2
  %.353.inv = icmp sgt i64 %.346, 0
  %.355 = select i1 %.353.inv, i64 %.346, i64 0
  %.369 = icmp eq i64 %arg.b.5.0, 1
  %0 = icmp ne i64 %.355, 1
  %1 = and i1 %.369, %0
  %.371 = select i1 %1, i64 %.355, i64 %arg.b.5.0
  %.372 = select i1 %1, i64 0, i64 %arg.b.6.0
  %.412.not = icmp eq i64 %.371, %.355
  br i1 %.412.not, label %B0.endif.endif.endif, label %B0.endif.endif.if, !prof !37

B0.endif.else.endif.if:                           ; preds = %B0.else.endif
  br label %B0.endif.else.endif.endif

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif.if, %B0.else.endif
  %.240.sroa.0.2 = phi i64 [ %arg.bcpy.5.0, %B0.endif.else.endif.if ], [ 0, %B0.else.endif ]
  %.278 = icmp slt i64 %arg.b.5.0, 0
  %.279 = select i1 %.278, i64 %arg.bcpy.5.0, i64 0
  %.280 = add i64 %.279, %arg.b.5.0
  %.283 = icmp slt i64 %.280, 0
  br i1 %.283, label %B0.endif.else.endif.endif.if, label %B0.endif.else.endif.endif.endif, !prof !1

B0.endif.else.endif.endif.if:                     ; preds = %B0.endif.else.endif.endif
  br label %B0.endif.else.endif.endif.endif

B0.endif.else.endif.endif.endif:                  ; preds = %B0.endif.else.endif.endif.if, %B0.endif.else.endif.endif
  %.240.sroa.14.1 = phi i64 [ 0, %B0.endif.else.endif.endif.if ], [ %.280, %B0.endif.else.endif.endif ]
  %.288.not = icmp slt i64 %.280, %arg.bcpy.5.0
  br i1 %.288.not, label %B0.endif.endif, label %B0.endif.else.endif.endif.endif.if, !prof !37

B0.endif.else.endif.endif.endif.if:               ; preds = %B0.endif.else.endif.endif.endif
  br label %B0.endif.endif

common.ret:                                       ; preds = %.338.endif, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 0, %.338.endif ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482859879168, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %2 = icmp slt i64 %.346, 1
  %3 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %.355, i64 1)
  %math = extractvalue { i64, i1 } %3, 0
  %ov = extractvalue { i64, i1 } %3, 1
  %.425 = mul i64 %.372, %math
  %.426 = icmp sgt i64 %.425, -1
  %.428 = select i1 %.426, i64 %.425, i64 0
  %.431 = add i64 %.428, %arg.b.3
  %.435 = select i1 %ov, i64 0, i64 %.431
  %4 = select i1 %ov, i1 true, i1 %.426
  %.436 = select i1 %4, i64 0, i64 %.425
  %.437 = ptrtoint float* %arg.b.4 to i64
  %.438 = add i64 %.436, %.437
  %.439 = add i64 %.435, %.437
  %.455 = mul i64 %.240.sroa.0.2, %arg.bcpy.6.0
  %.456 = add i64 %.240.sroa.14.0, -1
  %.457 = mul i64 %.456, %arg.bcpy.6.0
  %.458 = icmp slt i64 %arg.bcpy.6.0, 0
  %.459 = select i1 %.458, i64 %.457, i64 %.455
  %.461 = select i1 %.458, i64 %.455, i64 %.457
  %.463 = add i64 %.461, %arg.bcpy.3
  %.464 = select i1 %2, i64 0, i64 %.459
  %.465 = select i1 %2, i64 0, i64 %.463
  %.466 = ptrtoint float* %arg.bcpy.4 to i64
  %.467 = add i64 %.464, %.466
  %.468 = add i64 %.465, %.466
  %.469 = icmp ult i64 %.438, %.468
  %.470 = icmp ult i64 %.467, %.439
  %.471 = and i1 %.469, %.470
  br i1 %.471, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif.thread, !prof !1

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.480 = mul i64 %.355, %arg.b.3
  %.481 = tail call i8* @NRT_Allocate(i64 %.480)
  %.482 = icmp eq i8* %.481, null
  br i1 %.482, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.if.endif, !prof !1

B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body, %for.body.preheader.new.new
  %lsr.iv171.lcssa.ph = phi i64 [ undef, %for.body.preheader.new.new ], [ %930, %for.body ]
  %.503.7.7.lcssa.ph = phi i64 [ undef, %for.body.preheader.new.new ], [ %.503.7.7.1, %for.body ]
  %lsr.iv171.unr67 = phi i64 [ %788, %for.body.preheader.new.new ], [ %1066, %for.body ]
  %loop.index7.unr68 = phi i64 [ 0, %for.body.preheader.new.new ], [ %.503.7.7.1, %for.body ]
  %5 = and i64 %792, 1
  %lcmp.mod69.not = icmp eq i64 %5, 0
  br i1 %lcmp.mod69.not, label %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.epil50

for.body.epil50:                                  ; preds = %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.497.epil52 = inttoptr i64 %lsr.iv171.unr67 to float*
  %.501.epil53 = load float, float* %.497.epil52, align 4
  %sunkaddr195.epil = shl i64 %loop.index7.unr68, 2
  %scevgep750.epil = getelementptr i8, i8* %.481, i64 %sunkaddr195.epil
  %6 = bitcast i8* %scevgep750.epil to float*
  store float %.501.epil53, float* %6, align 4
  %7 = add i64 %lsr.iv171.unr67, %.372
  %.497.1.epil54 = inttoptr i64 %7 to float*
  %.501.1.epil55 = load float, float* %.497.1.epil54, align 4
  %sunkaddr304 = mul i64 %loop.index7.unr68, 4
  %sunkaddr305 = getelementptr i8, i8* %.481, i64 %sunkaddr304
  %sunkaddr306 = getelementptr i8, i8* %sunkaddr305, i64 4
  %8 = bitcast i8* %sunkaddr306 to float*
  store float %.501.1.epil55, float* %8, align 4
  %sunkaddr307 = inttoptr i64 %lsr.iv171.unr67 to float*
  %sunkaddr308 = mul i64 %.372, 2
  %9 = bitcast float* %sunkaddr307 to i8*
  %sunkaddr309 = getelementptr i8, i8* %9, i64 %sunkaddr308
  %10 = bitcast i8* %sunkaddr309 to float*
  %.501.2.epil56 = load float, float* %10, align 4
  %sunkaddr310 = mul i64 %loop.index7.unr68, 4
  %sunkaddr311 = getelementptr i8, i8* %.481, i64 %sunkaddr310
  %sunkaddr312 = getelementptr i8, i8* %sunkaddr311, i64 8
  %11 = bitcast i8* %sunkaddr312 to float*
  store float %.501.2.epil56, float* %11, align 4
  %12 = add i64 %lsr.iv171.unr67, %789
  %.497.3.epil57 = inttoptr i64 %12 to float*
  %.501.3.epil58 = load float, float* %.497.3.epil57, align 4
  %sunkaddr313 = mul i64 %loop.index7.unr68, 4
  %sunkaddr314 = getelementptr i8, i8* %.481, i64 %sunkaddr313
  %sunkaddr315 = getelementptr i8, i8* %sunkaddr314, i64 12
  %13 = bitcast i8* %sunkaddr315 to float*
  store float %.501.3.epil58, float* %13, align 4
  %14 = add i64 %12, %.372
  %.497.4.epil59 = inttoptr i64 %14 to float*
  %.501.4.epil60 = load float, float* %.497.4.epil59, align 4
  %sunkaddr316 = mul i64 %loop.index7.unr68, 4
  %sunkaddr317 = getelementptr i8, i8* %.481, i64 %sunkaddr316
  %sunkaddr318 = getelementptr i8, i8* %sunkaddr317, i64 16
  %15 = bitcast i8* %sunkaddr318 to float*
  store float %.501.4.epil60, float* %15, align 4
  %16 = add i64 %14, %.372
  %.497.5.epil61 = inttoptr i64 %16 to float*
  %.501.5.epil62 = load float, float* %.497.5.epil61, align 4
  %sunkaddr319 = mul i64 %loop.index7.unr68, 4
  %sunkaddr320 = getelementptr i8, i8* %.481, i64 %sunkaddr319
  %sunkaddr321 = getelementptr i8, i8* %sunkaddr320, i64 20
  %17 = bitcast i8* %sunkaddr321 to float*
  store float %.501.5.epil62, float* %17, align 4
  %18 = add i64 %16, %.372
  %.497.6.epil63 = inttoptr i64 %18 to float*
  %.501.6.epil64 = load float, float* %.497.6.epil63, align 4
  %sunkaddr322 = mul i64 %loop.index7.unr68, 4
  %sunkaddr323 = getelementptr i8, i8* %.481, i64 %sunkaddr322
  %sunkaddr324 = getelementptr i8, i8* %sunkaddr323, i64 24
  %19 = bitcast i8* %sunkaddr324 to float*
  store float %.501.6.epil64, float* %19, align 4
  %20 = add i64 %18, %.372
  %.497.7.epil65 = inttoptr i64 %20 to float*
  %.501.7.epil66 = load float, float* %.497.7.epil65, align 4
  %sunkaddr325 = mul i64 %loop.index7.unr68, 4
  %sunkaddr326 = getelementptr i8, i8* %.481, i64 %sunkaddr325
  %sunkaddr327 = getelementptr i8, i8* %sunkaddr326, i64 28
  %21 = bitcast i8* %sunkaddr327 to float*
  store float %.501.7.epil66, float* %21, align 4
  %22 = add i64 %20, %.372
  %.497.134.epil = inttoptr i64 %22 to float*
  %.501.135.epil = load float, float* %.497.134.epil, align 4
  %sunkaddr328 = mul i64 %loop.index7.unr68, 4
  %sunkaddr329 = getelementptr i8, i8* %.481, i64 %sunkaddr328
  %sunkaddr330 = getelementptr i8, i8* %sunkaddr329, i64 32
  %23 = bitcast i8* %sunkaddr330 to float*
  store float %.501.135.epil, float* %23, align 4
  %24 = add i64 %22, %.372
  %.497.1.1.epil = inttoptr i64 %24 to float*
  %.501.1.1.epil = load float, float* %.497.1.1.epil, align 4
  %sunkaddr331 = mul i64 %loop.index7.unr68, 4
  %sunkaddr332 = getelementptr i8, i8* %.481, i64 %sunkaddr331
  %sunkaddr333 = getelementptr i8, i8* %sunkaddr332, i64 36
  %25 = bitcast i8* %sunkaddr333 to float*
  store float %.501.1.1.epil, float* %25, align 4
  %26 = inttoptr i64 %22 to i8*
  %sunkaddr334 = mul i64 %.372, 2
  %sunkaddr335 = getelementptr i8, i8* %26, i64 %sunkaddr334
  %27 = bitcast i8* %sunkaddr335 to float*
  %.501.2.1.epil = load float, float* %27, align 4
  %sunkaddr336 = mul i64 %loop.index7.unr68, 4
  %sunkaddr337 = getelementptr i8, i8* %.481, i64 %sunkaddr336
  %sunkaddr338 = getelementptr i8, i8* %sunkaddr337, i64 40
  %28 = bitcast i8* %sunkaddr338 to float*
  store float %.501.2.1.epil, float* %28, align 4
  %29 = add i64 %22, %789
  %.497.3.1.epil = inttoptr i64 %29 to float*
  %.501.3.1.epil = load float, float* %.497.3.1.epil, align 4
  %sunkaddr339 = mul i64 %loop.index7.unr68, 4
  %sunkaddr340 = getelementptr i8, i8* %.481, i64 %sunkaddr339
  %sunkaddr341 = getelementptr i8, i8* %sunkaddr340, i64 44
  %30 = bitcast i8* %sunkaddr341 to float*
  store float %.501.3.1.epil, float* %30, align 4
  %31 = add i64 %29, %.372
  %.497.4.1.epil = inttoptr i64 %31 to float*
  %.501.4.1.epil = load float, float* %.497.4.1.epil, align 4
  %sunkaddr342 = mul i64 %loop.index7.unr68, 4
  %sunkaddr343 = getelementptr i8, i8* %.481, i64 %sunkaddr342
  %sunkaddr344 = getelementptr i8, i8* %sunkaddr343, i64 48
  %32 = bitcast i8* %sunkaddr344 to float*
  store float %.501.4.1.epil, float* %32, align 4
  %33 = add i64 %31, %.372
  %.497.5.1.epil = inttoptr i64 %33 to float*
  %.501.5.1.epil = load float, float* %.497.5.1.epil, align 4
  %sunkaddr345 = mul i64 %loop.index7.unr68, 4
  %sunkaddr346 = getelementptr i8, i8* %.481, i64 %sunkaddr345
  %sunkaddr347 = getelementptr i8, i8* %sunkaddr346, i64 52
  %34 = bitcast i8* %sunkaddr347 to float*
  store float %.501.5.1.epil, float* %34, align 4
  %35 = add i64 %33, %.372
  %.497.6.1.epil = inttoptr i64 %35 to float*
  %.501.6.1.epil = load float, float* %.497.6.1.epil, align 4
  %sunkaddr348 = mul i64 %loop.index7.unr68, 4
  %sunkaddr349 = getelementptr i8, i8* %.481, i64 %sunkaddr348
  %sunkaddr350 = getelementptr i8, i8* %sunkaddr349, i64 56
  %36 = bitcast i8* %sunkaddr350 to float*
  store float %.501.6.1.epil, float* %36, align 4
  %37 = add i64 %35, %.372
  %.497.7.1.epil = inttoptr i64 %37 to float*
  %.501.7.1.epil = load float, float* %.497.7.1.epil, align 4
  %sunkaddr351 = mul i64 %loop.index7.unr68, 4
  %sunkaddr352 = getelementptr i8, i8* %.481, i64 %sunkaddr351
  %sunkaddr353 = getelementptr i8, i8* %sunkaddr352, i64 60
  %38 = bitcast i8* %sunkaddr353 to float*
  store float %.501.7.1.epil, float* %38, align 4
  %39 = add i64 %37, %.372
  %.497.2.epil = inttoptr i64 %39 to float*
  %.501.236.epil = load float, float* %.497.2.epil, align 4
  %sunkaddr354 = mul i64 %loop.index7.unr68, 4
  %sunkaddr355 = getelementptr i8, i8* %.481, i64 %sunkaddr354
  %sunkaddr356 = getelementptr i8, i8* %sunkaddr355, i64 64
  %40 = bitcast i8* %sunkaddr356 to float*
  store float %.501.236.epil, float* %40, align 4
  %41 = add i64 %39, %.372
  %.497.1.2.epil = inttoptr i64 %41 to float*
  %.501.1.2.epil = load float, float* %.497.1.2.epil, align 4
  %sunkaddr357 = mul i64 %loop.index7.unr68, 4
  %sunkaddr358 = getelementptr i8, i8* %.481, i64 %sunkaddr357
  %sunkaddr359 = getelementptr i8, i8* %sunkaddr358, i64 68
  %42 = bitcast i8* %sunkaddr359 to float*
  store float %.501.1.2.epil, float* %42, align 4
  %43 = inttoptr i64 %39 to i8*
  %sunkaddr360 = mul i64 %.372, 2
  %sunkaddr361 = getelementptr i8, i8* %43, i64 %sunkaddr360
  %44 = bitcast i8* %sunkaddr361 to float*
  %.501.2.2.epil = load float, float* %44, align 4
  %sunkaddr362 = mul i64 %loop.index7.unr68, 4
  %sunkaddr363 = getelementptr i8, i8* %.481, i64 %sunkaddr362
  %sunkaddr364 = getelementptr i8, i8* %sunkaddr363, i64 72
  %45 = bitcast i8* %sunkaddr364 to float*
  store float %.501.2.2.epil, float* %45, align 4
  %46 = add i64 %39, %789
  %.497.3.2.epil = inttoptr i64 %46 to float*
  %.501.3.2.epil = load float, float* %.497.3.2.epil, align 4
  %sunkaddr365 = mul i64 %loop.index7.unr68, 4
  %sunkaddr366 = getelementptr i8, i8* %.481, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, i8* %sunkaddr366, i64 76
  %47 = bitcast i8* %sunkaddr367 to float*
  store float %.501.3.2.epil, float* %47, align 4
  %48 = add i64 %46, %.372
  %.497.4.2.epil = inttoptr i64 %48 to float*
  %.501.4.2.epil = load float, float* %.497.4.2.epil, align 4
  %sunkaddr368 = mul i64 %loop.index7.unr68, 4
  %sunkaddr369 = getelementptr i8, i8* %.481, i64 %sunkaddr368
  %sunkaddr370 = getelementptr i8, i8* %sunkaddr369, i64 80
  %49 = bitcast i8* %sunkaddr370 to float*
  store float %.501.4.2.epil, float* %49, align 4
  %50 = add i64 %48, %.372
  %.497.5.2.epil = inttoptr i64 %50 to float*
  %.501.5.2.epil = load float, float* %.497.5.2.epil, align 4
  %sunkaddr371 = mul i64 %loop.index7.unr68, 4
  %sunkaddr372 = getelementptr i8, i8* %.481, i64 %sunkaddr371
  %sunkaddr373 = getelementptr i8, i8* %sunkaddr372, i64 84
  %51 = bitcast i8* %sunkaddr373 to float*
  store float %.501.5.2.epil, float* %51, align 4
  %52 = add i64 %50, %.372
  %.497.6.2.epil = inttoptr i64 %52 to float*
  %.501.6.2.epil = load float, float* %.497.6.2.epil, align 4
  %sunkaddr374 = mul i64 %loop.index7.unr68, 4
  %sunkaddr375 = getelementptr i8, i8* %.481, i64 %sunkaddr374
  %sunkaddr376 = getelementptr i8, i8* %sunkaddr375, i64 88
  %53 = bitcast i8* %sunkaddr376 to float*
  store float %.501.6.2.epil, float* %53, align 4
  %54 = add i64 %52, %.372
  %.497.7.2.epil = inttoptr i64 %54 to float*
  %.501.7.2.epil = load float, float* %.497.7.2.epil, align 4
  %sunkaddr377 = mul i64 %loop.index7.unr68, 4
  %sunkaddr378 = getelementptr i8, i8* %.481, i64 %sunkaddr377
  %sunkaddr379 = getelementptr i8, i8* %sunkaddr378, i64 92
  %55 = bitcast i8* %sunkaddr379 to float*
  store float %.501.7.2.epil, float* %55, align 4
  %56 = add i64 %54, %.372
  %.497.337.epil = inttoptr i64 %56 to float*
  %.501.338.epil = load float, float* %.497.337.epil, align 4
  %sunkaddr380 = mul i64 %loop.index7.unr68, 4
  %sunkaddr381 = getelementptr i8, i8* %.481, i64 %sunkaddr380
  %sunkaddr382 = getelementptr i8, i8* %sunkaddr381, i64 96
  %57 = bitcast i8* %sunkaddr382 to float*
  store float %.501.338.epil, float* %57, align 4
  %58 = add i64 %56, %.372
  %.497.1.3.epil = inttoptr i64 %58 to float*
  %.501.1.3.epil = load float, float* %.497.1.3.epil, align 4
  %sunkaddr383 = mul i64 %loop.index7.unr68, 4
  %sunkaddr384 = getelementptr i8, i8* %.481, i64 %sunkaddr383
  %sunkaddr385 = getelementptr i8, i8* %sunkaddr384, i64 100
  %59 = bitcast i8* %sunkaddr385 to float*
  store float %.501.1.3.epil, float* %59, align 4
  %60 = inttoptr i64 %56 to i8*
  %sunkaddr386 = mul i64 %.372, 2
  %sunkaddr387 = getelementptr i8, i8* %60, i64 %sunkaddr386
  %61 = bitcast i8* %sunkaddr387 to float*
  %.501.2.3.epil = load float, float* %61, align 4
  %sunkaddr388 = mul i64 %loop.index7.unr68, 4
  %sunkaddr389 = getelementptr i8, i8* %.481, i64 %sunkaddr388
  %sunkaddr390 = getelementptr i8, i8* %sunkaddr389, i64 104
  %62 = bitcast i8* %sunkaddr390 to float*
  store float %.501.2.3.epil, float* %62, align 4
  %63 = add i64 %56, %789
  %.497.3.3.epil = inttoptr i64 %63 to float*
  %.501.3.3.epil = load float, float* %.497.3.3.epil, align 4
  %sunkaddr391 = mul i64 %loop.index7.unr68, 4
  %sunkaddr392 = getelementptr i8, i8* %.481, i64 %sunkaddr391
  %sunkaddr393 = getelementptr i8, i8* %sunkaddr392, i64 108
  %64 = bitcast i8* %sunkaddr393 to float*
  store float %.501.3.3.epil, float* %64, align 4
  %65 = add i64 %63, %.372
  %.497.4.3.epil = inttoptr i64 %65 to float*
  %.501.4.3.epil = load float, float* %.497.4.3.epil, align 4
  %sunkaddr394 = mul i64 %loop.index7.unr68, 4
  %sunkaddr395 = getelementptr i8, i8* %.481, i64 %sunkaddr394
  %sunkaddr396 = getelementptr i8, i8* %sunkaddr395, i64 112
  %66 = bitcast i8* %sunkaddr396 to float*
  store float %.501.4.3.epil, float* %66, align 4
  %67 = add i64 %65, %.372
  %.497.5.3.epil = inttoptr i64 %67 to float*
  %.501.5.3.epil = load float, float* %.497.5.3.epil, align 4
  %sunkaddr397 = mul i64 %loop.index7.unr68, 4
  %sunkaddr398 = getelementptr i8, i8* %.481, i64 %sunkaddr397
  %sunkaddr399 = getelementptr i8, i8* %sunkaddr398, i64 116
  %68 = bitcast i8* %sunkaddr399 to float*
  store float %.501.5.3.epil, float* %68, align 4
  %69 = add i64 %67, %.372
  %.497.6.3.epil = inttoptr i64 %69 to float*
  %.501.6.3.epil = load float, float* %.497.6.3.epil, align 4
  %sunkaddr400 = mul i64 %loop.index7.unr68, 4
  %sunkaddr401 = getelementptr i8, i8* %.481, i64 %sunkaddr400
  %sunkaddr402 = getelementptr i8, i8* %sunkaddr401, i64 120
  %70 = bitcast i8* %sunkaddr402 to float*
  store float %.501.6.3.epil, float* %70, align 4
  %71 = add i64 %69, %.372
  %.497.7.3.epil = inttoptr i64 %71 to float*
  %.501.7.3.epil = load float, float* %.497.7.3.epil, align 4
  %sunkaddr403 = mul i64 %loop.index7.unr68, 4
  %sunkaddr404 = getelementptr i8, i8* %.481, i64 %sunkaddr403
  %sunkaddr405 = getelementptr i8, i8* %sunkaddr404, i64 124
  %72 = bitcast i8* %sunkaddr405 to float*
  store float %.501.7.3.epil, float* %72, align 4
  %73 = add i64 %71, %.372
  %.497.439.epil = inttoptr i64 %73 to float*
  %.501.440.epil = load float, float* %.497.439.epil, align 4
  %sunkaddr406 = mul i64 %loop.index7.unr68, 4
  %sunkaddr407 = getelementptr i8, i8* %.481, i64 %sunkaddr406
  %sunkaddr408 = getelementptr i8, i8* %sunkaddr407, i64 128
  %74 = bitcast i8* %sunkaddr408 to float*
  store float %.501.440.epil, float* %74, align 4
  %75 = add i64 %73, %.372
  %.497.1.4.epil = inttoptr i64 %75 to float*
  %.501.1.4.epil = load float, float* %.497.1.4.epil, align 4
  %sunkaddr409 = mul i64 %loop.index7.unr68, 4
  %sunkaddr410 = getelementptr i8, i8* %.481, i64 %sunkaddr409
  %sunkaddr411 = getelementptr i8, i8* %sunkaddr410, i64 132
  %76 = bitcast i8* %sunkaddr411 to float*
  store float %.501.1.4.epil, float* %76, align 4
  %77 = inttoptr i64 %73 to i8*
  %sunkaddr412 = mul i64 %.372, 2
  %sunkaddr413 = getelementptr i8, i8* %77, i64 %sunkaddr412
  %78 = bitcast i8* %sunkaddr413 to float*
  %.501.2.4.epil = load float, float* %78, align 4
  %sunkaddr414 = mul i64 %loop.index7.unr68, 4
  %sunkaddr415 = getelementptr i8, i8* %.481, i64 %sunkaddr414
  %sunkaddr416 = getelementptr i8, i8* %sunkaddr415, i64 136
  %79 = bitcast i8* %sunkaddr416 to float*
  store float %.501.2.4.epil, float* %79, align 4
  %80 = add i64 %73, %789
  %.497.3.4.epil = inttoptr i64 %80 to float*
  %.501.3.4.epil = load float, float* %.497.3.4.epil, align 4
  %sunkaddr417 = mul i64 %loop.index7.unr68, 4
  %sunkaddr418 = getelementptr i8, i8* %.481, i64 %sunkaddr417
  %sunkaddr419 = getelementptr i8, i8* %sunkaddr418, i64 140
  %81 = bitcast i8* %sunkaddr419 to float*
  store float %.501.3.4.epil, float* %81, align 4
  %82 = add i64 %80, %.372
  %.497.4.4.epil = inttoptr i64 %82 to float*
  %.501.4.4.epil = load float, float* %.497.4.4.epil, align 4
  %sunkaddr420 = mul i64 %loop.index7.unr68, 4
  %sunkaddr421 = getelementptr i8, i8* %.481, i64 %sunkaddr420
  %sunkaddr422 = getelementptr i8, i8* %sunkaddr421, i64 144
  %83 = bitcast i8* %sunkaddr422 to float*
  store float %.501.4.4.epil, float* %83, align 4
  %84 = add i64 %82, %.372
  %.497.5.4.epil = inttoptr i64 %84 to float*
  %.501.5.4.epil = load float, float* %.497.5.4.epil, align 4
  %sunkaddr423 = mul i64 %loop.index7.unr68, 4
  %sunkaddr424 = getelementptr i8, i8* %.481, i64 %sunkaddr423
  %sunkaddr425 = getelementptr i8, i8* %sunkaddr424, i64 148
  %85 = bitcast i8* %sunkaddr425 to float*
  store float %.501.5.4.epil, float* %85, align 4
  %86 = add i64 %84, %.372
  %.497.6.4.epil = inttoptr i64 %86 to float*
  %.501.6.4.epil = load float, float* %.497.6.4.epil, align 4
  %sunkaddr426 = mul i64 %loop.index7.unr68, 4
  %sunkaddr427 = getelementptr i8, i8* %.481, i64 %sunkaddr426
  %sunkaddr428 = getelementptr i8, i8* %sunkaddr427, i64 152
  %87 = bitcast i8* %sunkaddr428 to float*
  store float %.501.6.4.epil, float* %87, align 4
  %88 = add i64 %86, %.372
  %.497.7.4.epil = inttoptr i64 %88 to float*
  %.501.7.4.epil = load float, float* %.497.7.4.epil, align 4
  %sunkaddr429 = mul i64 %loop.index7.unr68, 4
  %sunkaddr430 = getelementptr i8, i8* %.481, i64 %sunkaddr429
  %sunkaddr431 = getelementptr i8, i8* %sunkaddr430, i64 156
  %89 = bitcast i8* %sunkaddr431 to float*
  store float %.501.7.4.epil, float* %89, align 4
  %90 = add i64 %88, %.372
  %.497.541.epil = inttoptr i64 %90 to float*
  %.501.542.epil = load float, float* %.497.541.epil, align 4
  %sunkaddr432 = mul i64 %loop.index7.unr68, 4
  %sunkaddr433 = getelementptr i8, i8* %.481, i64 %sunkaddr432
  %sunkaddr434 = getelementptr i8, i8* %sunkaddr433, i64 160
  %91 = bitcast i8* %sunkaddr434 to float*
  store float %.501.542.epil, float* %91, align 4
  %92 = add i64 %90, %.372
  %.497.1.5.epil = inttoptr i64 %92 to float*
  %.501.1.5.epil = load float, float* %.497.1.5.epil, align 4
  %sunkaddr435 = mul i64 %loop.index7.unr68, 4
  %sunkaddr436 = getelementptr i8, i8* %.481, i64 %sunkaddr435
  %sunkaddr437 = getelementptr i8, i8* %sunkaddr436, i64 164
  %93 = bitcast i8* %sunkaddr437 to float*
  store float %.501.1.5.epil, float* %93, align 4
  %94 = inttoptr i64 %90 to i8*
  %sunkaddr438 = mul i64 %.372, 2
  %sunkaddr439 = getelementptr i8, i8* %94, i64 %sunkaddr438
  %95 = bitcast i8* %sunkaddr439 to float*
  %.501.2.5.epil = load float, float* %95, align 4
  %sunkaddr440 = mul i64 %loop.index7.unr68, 4
  %sunkaddr441 = getelementptr i8, i8* %.481, i64 %sunkaddr440
  %sunkaddr442 = getelementptr i8, i8* %sunkaddr441, i64 168
  %96 = bitcast i8* %sunkaddr442 to float*
  store float %.501.2.5.epil, float* %96, align 4
  %97 = add i64 %90, %789
  %.497.3.5.epil = inttoptr i64 %97 to float*
  %.501.3.5.epil = load float, float* %.497.3.5.epil, align 4
  %sunkaddr443 = mul i64 %loop.index7.unr68, 4
  %sunkaddr444 = getelementptr i8, i8* %.481, i64 %sunkaddr443
  %sunkaddr445 = getelementptr i8, i8* %sunkaddr444, i64 172
  %98 = bitcast i8* %sunkaddr445 to float*
  store float %.501.3.5.epil, float* %98, align 4
  %99 = add i64 %97, %.372
  %.497.4.5.epil = inttoptr i64 %99 to float*
  %.501.4.5.epil = load float, float* %.497.4.5.epil, align 4
  %sunkaddr446 = mul i64 %loop.index7.unr68, 4
  %sunkaddr447 = getelementptr i8, i8* %.481, i64 %sunkaddr446
  %sunkaddr448 = getelementptr i8, i8* %sunkaddr447, i64 176
  %100 = bitcast i8* %sunkaddr448 to float*
  store float %.501.4.5.epil, float* %100, align 4
  %101 = add i64 %99, %.372
  %.497.5.5.epil = inttoptr i64 %101 to float*
  %.501.5.5.epil = load float, float* %.497.5.5.epil, align 4
  %sunkaddr449 = mul i64 %loop.index7.unr68, 4
  %sunkaddr450 = getelementptr i8, i8* %.481, i64 %sunkaddr449
  %sunkaddr451 = getelementptr i8, i8* %sunkaddr450, i64 180
  %102 = bitcast i8* %sunkaddr451 to float*
  store float %.501.5.5.epil, float* %102, align 4
  %103 = add i64 %101, %.372
  %.497.6.5.epil = inttoptr i64 %103 to float*
  %.501.6.5.epil = load float, float* %.497.6.5.epil, align 4
  %sunkaddr452 = mul i64 %loop.index7.unr68, 4
  %sunkaddr453 = getelementptr i8, i8* %.481, i64 %sunkaddr452
  %sunkaddr454 = getelementptr i8, i8* %sunkaddr453, i64 184
  %104 = bitcast i8* %sunkaddr454 to float*
  store float %.501.6.5.epil, float* %104, align 4
  %105 = add i64 %103, %.372
  %.497.7.5.epil = inttoptr i64 %105 to float*
  %.501.7.5.epil = load float, float* %.497.7.5.epil, align 4
  %sunkaddr455 = mul i64 %loop.index7.unr68, 4
  %sunkaddr456 = getelementptr i8, i8* %.481, i64 %sunkaddr455
  %sunkaddr457 = getelementptr i8, i8* %sunkaddr456, i64 188
  %106 = bitcast i8* %sunkaddr457 to float*
  store float %.501.7.5.epil, float* %106, align 4
  %107 = add i64 %105, %.372
  %.497.643.epil = inttoptr i64 %107 to float*
  %.501.644.epil = load float, float* %.497.643.epil, align 4
  %sunkaddr458 = mul i64 %loop.index7.unr68, 4
  %sunkaddr459 = getelementptr i8, i8* %.481, i64 %sunkaddr458
  %sunkaddr460 = getelementptr i8, i8* %sunkaddr459, i64 192
  %108 = bitcast i8* %sunkaddr460 to float*
  store float %.501.644.epil, float* %108, align 4
  %109 = add i64 %107, %.372
  %.497.1.6.epil = inttoptr i64 %109 to float*
  %.501.1.6.epil = load float, float* %.497.1.6.epil, align 4
  %sunkaddr461 = mul i64 %loop.index7.unr68, 4
  %sunkaddr462 = getelementptr i8, i8* %.481, i64 %sunkaddr461
  %sunkaddr463 = getelementptr i8, i8* %sunkaddr462, i64 196
  %110 = bitcast i8* %sunkaddr463 to float*
  store float %.501.1.6.epil, float* %110, align 4
  %111 = inttoptr i64 %107 to i8*
  %sunkaddr464 = mul i64 %.372, 2
  %sunkaddr465 = getelementptr i8, i8* %111, i64 %sunkaddr464
  %112 = bitcast i8* %sunkaddr465 to float*
  %.501.2.6.epil = load float, float* %112, align 4
  %sunkaddr466 = mul i64 %loop.index7.unr68, 4
  %sunkaddr467 = getelementptr i8, i8* %.481, i64 %sunkaddr466
  %sunkaddr468 = getelementptr i8, i8* %sunkaddr467, i64 200
  %113 = bitcast i8* %sunkaddr468 to float*
  store float %.501.2.6.epil, float* %113, align 4
  %114 = add i64 %107, %789
  %.497.3.6.epil = inttoptr i64 %114 to float*
  %.501.3.6.epil = load float, float* %.497.3.6.epil, align 4
  %sunkaddr469 = mul i64 %loop.index7.unr68, 4
  %sunkaddr470 = getelementptr i8, i8* %.481, i64 %sunkaddr469
  %sunkaddr471 = getelementptr i8, i8* %sunkaddr470, i64 204
  %115 = bitcast i8* %sunkaddr471 to float*
  store float %.501.3.6.epil, float* %115, align 4
  %116 = add i64 %114, %.372
  %.497.4.6.epil = inttoptr i64 %116 to float*
  %.501.4.6.epil = load float, float* %.497.4.6.epil, align 4
  %sunkaddr472 = mul i64 %loop.index7.unr68, 4
  %sunkaddr473 = getelementptr i8, i8* %.481, i64 %sunkaddr472
  %sunkaddr474 = getelementptr i8, i8* %sunkaddr473, i64 208
  %117 = bitcast i8* %sunkaddr474 to float*
  store float %.501.4.6.epil, float* %117, align 4
  %118 = add i64 %116, %.372
  %.497.5.6.epil = inttoptr i64 %118 to float*
  %.501.5.6.epil = load float, float* %.497.5.6.epil, align 4
  %sunkaddr475 = mul i64 %loop.index7.unr68, 4
  %sunkaddr476 = getelementptr i8, i8* %.481, i64 %sunkaddr475
  %sunkaddr477 = getelementptr i8, i8* %sunkaddr476, i64 212
  %119 = bitcast i8* %sunkaddr477 to float*
  store float %.501.5.6.epil, float* %119, align 4
  %120 = add i64 %118, %.372
  %.497.6.6.epil = inttoptr i64 %120 to float*
  %.501.6.6.epil = load float, float* %.497.6.6.epil, align 4
  %sunkaddr478 = mul i64 %loop.index7.unr68, 4
  %sunkaddr479 = getelementptr i8, i8* %.481, i64 %sunkaddr478
  %sunkaddr480 = getelementptr i8, i8* %sunkaddr479, i64 216
  %121 = bitcast i8* %sunkaddr480 to float*
  store float %.501.6.6.epil, float* %121, align 4
  %122 = add i64 %120, %.372
  %.497.7.6.epil = inttoptr i64 %122 to float*
  %.501.7.6.epil = load float, float* %.497.7.6.epil, align 4
  %sunkaddr481 = mul i64 %loop.index7.unr68, 4
  %sunkaddr482 = getelementptr i8, i8* %.481, i64 %sunkaddr481
  %sunkaddr483 = getelementptr i8, i8* %sunkaddr482, i64 220
  %123 = bitcast i8* %sunkaddr483 to float*
  store float %.501.7.6.epil, float* %123, align 4
  %124 = add i64 %122, %.372
  %.497.745.epil = inttoptr i64 %124 to float*
  %.501.746.epil = load float, float* %.497.745.epil, align 4
  %sunkaddr484 = mul i64 %loop.index7.unr68, 4
  %sunkaddr485 = getelementptr i8, i8* %.481, i64 %sunkaddr484
  %sunkaddr486 = getelementptr i8, i8* %sunkaddr485, i64 224
  %125 = bitcast i8* %sunkaddr486 to float*
  store float %.501.746.epil, float* %125, align 4
  %126 = add i64 %124, %.372
  %.497.1.7.epil = inttoptr i64 %126 to float*
  %.501.1.7.epil = load float, float* %.497.1.7.epil, align 4
  %sunkaddr487 = mul i64 %loop.index7.unr68, 4
  %sunkaddr488 = getelementptr i8, i8* %.481, i64 %sunkaddr487
  %sunkaddr489 = getelementptr i8, i8* %sunkaddr488, i64 228
  %127 = bitcast i8* %sunkaddr489 to float*
  store float %.501.1.7.epil, float* %127, align 4
  %128 = inttoptr i64 %124 to i8*
  %sunkaddr490 = mul i64 %.372, 2
  %sunkaddr491 = getelementptr i8, i8* %128, i64 %sunkaddr490
  %129 = bitcast i8* %sunkaddr491 to float*
  %.501.2.7.epil = load float, float* %129, align 4
  %sunkaddr492 = mul i64 %loop.index7.unr68, 4
  %sunkaddr493 = getelementptr i8, i8* %.481, i64 %sunkaddr492
  %sunkaddr494 = getelementptr i8, i8* %sunkaddr493, i64 232
  %130 = bitcast i8* %sunkaddr494 to float*
  store float %.501.2.7.epil, float* %130, align 4
  %131 = add i64 %124, %789
  %.497.3.7.epil = inttoptr i64 %131 to float*
  %.501.3.7.epil = load float, float* %.497.3.7.epil, align 4
  %sunkaddr495 = mul i64 %loop.index7.unr68, 4
  %sunkaddr496 = getelementptr i8, i8* %.481, i64 %sunkaddr495
  %sunkaddr497 = getelementptr i8, i8* %sunkaddr496, i64 236
  %132 = bitcast i8* %sunkaddr497 to float*
  store float %.501.3.7.epil, float* %132, align 4
  %133 = add i64 %131, %.372
  %.497.4.7.epil = inttoptr i64 %133 to float*
  %.501.4.7.epil = load float, float* %.497.4.7.epil, align 4
  %sunkaddr498 = mul i64 %loop.index7.unr68, 4
  %sunkaddr499 = getelementptr i8, i8* %.481, i64 %sunkaddr498
  %sunkaddr500 = getelementptr i8, i8* %sunkaddr499, i64 240
  %134 = bitcast i8* %sunkaddr500 to float*
  store float %.501.4.7.epil, float* %134, align 4
  %135 = add i64 %133, %.372
  %.497.5.7.epil = inttoptr i64 %135 to float*
  %.501.5.7.epil = load float, float* %.497.5.7.epil, align 4
  %sunkaddr501 = mul i64 %loop.index7.unr68, 4
  %sunkaddr502 = getelementptr i8, i8* %.481, i64 %sunkaddr501
  %sunkaddr503 = getelementptr i8, i8* %sunkaddr502, i64 244
  %136 = bitcast i8* %sunkaddr503 to float*
  store float %.501.5.7.epil, float* %136, align 4
  %137 = add i64 %135, %.372
  %.497.6.7.epil = inttoptr i64 %137 to float*
  %.501.6.7.epil = load float, float* %.497.6.7.epil, align 4
  %sunkaddr504 = mul i64 %loop.index7.unr68, 4
  %sunkaddr505 = getelementptr i8, i8* %.481, i64 %sunkaddr504
  %sunkaddr506 = getelementptr i8, i8* %sunkaddr505, i64 248
  %138 = bitcast i8* %sunkaddr506 to float*
  store float %.501.6.7.epil, float* %138, align 4
  %139 = add i64 %137, %.372
  %.497.7.7.epil = inttoptr i64 %139 to float*
  %.501.7.7.epil = load float, float* %.497.7.7.epil, align 4
  %sunkaddr507 = mul i64 %loop.index7.unr68, 4
  %sunkaddr508 = getelementptr i8, i8* %.481, i64 %sunkaddr507
  %sunkaddr509 = getelementptr i8, i8* %sunkaddr508, i64 252
  %140 = bitcast i8* %sunkaddr509 to float*
  store float %.501.7.7.epil, float* %140, align 4
  %.503.7.7.epil = add i64 %loop.index7.unr68, 64
  br label %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit

B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, %for.body.epil50
  %lsr.iv171.lcssa = phi i64 [ %lsr.iv171.lcssa.ph, %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv171.unr67, %for.body.epil50 ]
  %.503.7.7.lcssa = phi i64 [ %.503.7.7.lcssa.ph, %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.503.7.7.epil, %for.body.epil50 ]
  %reass.mul20 = shl i64 %.372, 6
  %lsr.iv.next172.7 = add i64 %lsr.iv171.lcssa, %reass.mul20
  %phi.bo = shl i64 %.503.7.7.lcssa, 2
  %phi.bo15 = or i64 %phi.bo, 28
  br label %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa

B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa: ; preds = %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.preheader.new
  %lsr.iv171.unr = phi i64 [ %783, %for.body.preheader.new ], [ %lsr.iv.next172.7, %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %loop.index7.unr30 = phi i64 [ 28, %for.body.preheader.new ], [ %phi.bo15, %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod31.not = icmp eq i64 %xtraiter25, 0
  br i1 %lcmp.mod31.not, label %B0.endif.endif.endif.endif.unr-lcssa, label %for.body.epil26.preheader

for.body.epil26.preheader:                        ; preds = %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa
  %scevgep533 = getelementptr i8, i8* %.481, i64 %loop.index7.unr30
  %141 = shl i64 %xtraiter25, 5
  %142 = mul i64 %.372, 3
  br label %for.body.epil26

for.body.epil26:                                  ; preds = %for.body.epil26, %for.body.epil26.preheader
  %lsr.iv534 = phi i64 [ 0, %for.body.epil26.preheader ], [ %lsr.iv.next535, %for.body.epil26 ]
  %lsr.iv171.epil = phi i64 [ %lsr.iv171.unr, %for.body.epil26.preheader ], [ %151, %for.body.epil26 ]
  %.497.epil27 = inttoptr i64 %lsr.iv171.epil to float*
  %.501.epil28 = load float, float* %.497.epil27, align 4
  %scevgep261 = getelementptr i8, i8* %scevgep533, i64 %lsr.iv534
  %scevgep261262 = bitcast i8* %scevgep261 to float*
  %scevgep264 = getelementptr float, float* %scevgep261262, i64 -7
  store float %.501.epil28, float* %scevgep264, align 4
  %143 = add i64 %.372, %lsr.iv171.epil
  %.497.1.epil = inttoptr i64 %143 to float*
  %.501.1.epil = load float, float* %.497.1.epil, align 4
  %scevgep255 = getelementptr i8, i8* %scevgep533, i64 %lsr.iv534
  %scevgep255256 = bitcast i8* %scevgep255 to float*
  %scevgep258 = getelementptr float, float* %scevgep255256, i64 -6
  store float %.501.1.epil, float* %scevgep258, align 4
  %sunkaddr510 = inttoptr i64 %lsr.iv171.epil to float*
  %sunkaddr511 = mul i64 %.372, 2
  %144 = bitcast float* %sunkaddr510 to i8*
  %sunkaddr512 = getelementptr i8, i8* %144, i64 %sunkaddr511
  %145 = bitcast i8* %sunkaddr512 to float*
  %.501.2.epil = load float, float* %145, align 4
  %scevgep249 = getelementptr i8, i8* %scevgep533, i64 %lsr.iv534
  %scevgep249250 = bitcast i8* %scevgep249 to float*
  %scevgep252 = getelementptr float, float* %scevgep249250, i64 -5
  store float %.501.2.epil, float* %scevgep252, align 4
  %146 = add i64 %142, %lsr.iv171.epil
  %.497.3.epil = inttoptr i64 %146 to float*
  %.501.3.epil = load float, float* %.497.3.epil, align 4
  %scevgep243 = getelementptr i8, i8* %scevgep533, i64 %lsr.iv534
  %scevgep243244 = bitcast i8* %scevgep243 to float*
  %scevgep246 = getelementptr float, float* %scevgep243244, i64 -4
  store float %.501.3.epil, float* %scevgep246, align 4
  %147 = add i64 %.372, %146
  %.497.4.epil = inttoptr i64 %147 to float*
  %.501.4.epil = load float, float* %.497.4.epil, align 4
  %scevgep237 = getelementptr i8, i8* %scevgep533, i64 %lsr.iv534
  %scevgep237238 = bitcast i8* %scevgep237 to float*
  %scevgep240 = getelementptr float, float* %scevgep237238, i64 -3
  store float %.501.4.epil, float* %scevgep240, align 4
  %148 = add i64 %.372, %147
  %.497.5.epil = inttoptr i64 %148 to float*
  %.501.5.epil = load float, float* %.497.5.epil, align 4
  %scevgep231 = getelementptr i8, i8* %scevgep533, i64 %lsr.iv534
  %scevgep231232 = bitcast i8* %scevgep231 to float*
  %scevgep234 = getelementptr float, float* %scevgep231232, i64 -2
  store float %.501.5.epil, float* %scevgep234, align 4
  %149 = add i64 %.372, %148
  %.497.6.epil = inttoptr i64 %149 to float*
  %.501.6.epil = load float, float* %.497.6.epil, align 4
  %scevgep225 = getelementptr i8, i8* %scevgep533, i64 %lsr.iv534
  %scevgep225226 = bitcast i8* %scevgep225 to float*
  %scevgep228 = getelementptr float, float* %scevgep225226, i64 -1
  store float %.501.6.epil, float* %scevgep228, align 4
  %150 = add i64 %.372, %149
  %.497.7.epil = inttoptr i64 %150 to float*
  %.501.7.epil = load float, float* %.497.7.epil, align 4
  %scevgep267 = getelementptr i8, i8* %scevgep533, i64 %lsr.iv534
  %scevgep267268 = bitcast i8* %scevgep267 to float*
  store float %.501.7.epil, float* %scevgep267268, align 4
  %lsr.iv.next535 = add nuw nsw i64 %lsr.iv534, 32
  %epil.iter29.cmp.not = icmp eq i64 %141, %lsr.iv.next535
  %151 = add i64 %.372, %150
  br i1 %epil.iter29.cmp.not, label %B0.endif.endif.endif.endif.unr-lcssa, label %for.body.epil26, !llvm.loop !89

B0.endif.endif.endif.endif.unr-lcssa:             ; preds = %for.body.epil26, %for.body.preheader, %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa
  %loop.index7.unr = phi i64 [ 0, %for.body.preheader ], [ %unroll_iter50, %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter50, %for.body.epil26 ]
  %lcmp.mod49.not = icmp eq i64 %xtraiter47, 0
  br i1 %lcmp.mod49.not, label %B0.endif.endif.endif.endif, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %B0.endif.endif.endif.endif.unr-lcssa
  %152 = ptrtoint float* %arg.b.4 to i64
  %153 = shl i64 %loop.index7.unr, 2
  %scevgep142 = getelementptr i8, i8* %.481, i64 %153
  %154 = mul i64 %loop.index7.unr, %.372
  %155 = add i64 %154, %152
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %lsr.iv145 = phi i64 [ %155, %for.body.epil.preheader ], [ %lsr.iv.next146, %for.body.epil ]
  %epil.iter48 = phi i64 [ 0, %for.body.epil.preheader ], [ %epil.iter48.next, %for.body.epil ]
  %.497.epil = inttoptr i64 %lsr.iv145 to float*
  %156 = shl nuw nsw i64 %epil.iter48, 2
  %scevgep222 = getelementptr i8, i8* %scevgep142, i64 %156
  %scevgep222223 = bitcast i8* %scevgep222 to float*
  %.501.epil = load float, float* %.497.epil, align 4
  store float %.501.epil, float* %scevgep222223, align 4
  %epil.iter48.next = add nuw nsw i64 %epil.iter48, 1
  %lsr.iv.next146 = add i64 %lsr.iv145, %.372
  %epil.iter48.cmp.not = icmp eq i64 %xtraiter47, %epil.iter48.next
  br i1 %epil.iter48.cmp.not, label %B0.endif.endif.endif.endif, label %for.body.epil, !llvm.loop !90

B0.endif.endif.endif.endif:                       ; preds = %for.body.epil, %B0.endif.endif.endif.endif.unr-lcssa
  %157 = bitcast i8* %.481 to float*
  %.5182.not = icmp sgt i64 %.240.sroa.14.0, %.240.sroa.0.2
  br i1 %.5182.not, label %iter.check, label %.337.if, !prof !37

B0.endif.endif.endif.endif.thread20:              ; preds = %B0.endif.endif.endif.if.endif
  %158 = bitcast i8* %.481 to float*
  %.5182.not21 = icmp sgt i64 %.240.sroa.14.0, %.240.sroa.0.2
  br i1 %.5182.not21, label %iter.check, label %.338.if, !prof !37

B0.endif.endif.endif.endif.thread:                ; preds = %B0.endif.endif.endif
  %.5182.not15 = icmp sgt i64 %.240.sroa.14.0, %.240.sroa.0.2
  br i1 %.5182.not15, label %.337.endif.preheader8, label %.338.endif, !prof !37

.337.endif.preheader8:                            ; preds = %B0.endif.endif.endif.endif.thread
  %159 = xor i64 %.240.sroa.0.2, -1
  %160 = add i64 %.240.sroa.14.0, %159
  %xtraiter42 = and i64 %.346, 7
  %161 = icmp ult i64 %160, 7
  br i1 %161, label %.337.if.loopexit41.unr-lcssa, label %.337.endif.preheader8.new

.337.endif.preheader8.new:                        ; preds = %.337.endif.preheader8
  %162 = ptrtoint float* %arg.b.4 to i64
  %unroll_iter45 = and i64 %.346, -8
  %163 = add i64 %unroll_iter45, -8
  %164 = lshr exact i64 %163, 3
  %165 = add nuw nsw i64 %164, 1
  %xtraiter48 = and i64 %165, 7
  %166 = icmp ult i64 %163, 56
  br i1 %166, label %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa, label %.337.endif.preheader8.new.new

.337.endif.preheader8.new.new:                    ; preds = %.337.endif.preheader8.new
  %167 = ptrtoint float* %arg.b.4 to i64
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter55 = and i64 %165, %const
  %168 = add nsw i64 %.240.sroa.0.2, 63
  %scevgep780 = getelementptr float, float* %arg.bcpy.4, i64 %168
  %169 = mul i64 %.372, 3
  %scevgep904 = getelementptr float, float* %arg.bcpy.4, i64 %.240.sroa.0.2
  %170 = add nsw i64 %unroll_iter55, -8
  %171 = lshr exact i64 %170, 3
  %172 = add nuw nsw i64 %171, 1
  %173 = icmp eq i64 %170, 0
  br i1 %173, label %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.337.endif.preheader8.new.new.new

.337.endif.preheader8.new.new.new:                ; preds = %.337.endif.preheader8.new.new
  %174 = ptrtoint float* %arg.b.4 to i64
  %const_mat = add i64 %const, 6
  %unroll_iter113 = and i64 %172, %const_mat
  br label %.337.endif

iter.check:                                       ; preds = %B0.endif.endif.endif.endif.thread20, %B0.endif.endif.endif.endif
  %min.iters.check = icmp ult i64 %.346, 8
  br i1 %min.iters.check, label %.337.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check31 = icmp ult i64 %.346, 16
  br i1 %min.iters.check31, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.346, -16
  %175 = add i64 %n.vec, -16
  %176 = lshr exact i64 %175, 4
  %177 = add nuw nsw i64 %176, 1
  %xtraiter = and i64 %177, 7
  %178 = icmp ult i64 %175, 112
  br i1 %178, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %177, 2305843009213693944
  %179 = add i64 %.240.sroa.0.2, 112
  %scevgep70 = getelementptr float, float* %arg.bcpy.4, i64 %179
  %180 = add nsw i64 %unroll_iter, -8
  %181 = lshr exact i64 %180, 3
  %182 = add nuw nsw i64 %181, 1
  %xtraiter12 = and i64 %182, 7
  %183 = icmp ult i64 %180, 56
  br i1 %183, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.ph.new.new

vector.ph.new.new:                                ; preds = %vector.ph.new
  %const301 = bitcast i64 4611686018427387896 to i64
  %unroll_iter15 = and i64 %182, %const301
  %184 = add i64 %.240.sroa.0.2, 1008
  %scevgep337 = getelementptr float, float* %arg.bcpy.4, i64 %184
  %scevgep523 = getelementptr float, float* %arg.bcpy.4, i64 %.240.sroa.0.2
  %185 = add nsw i64 %unroll_iter15, -8
  %186 = lshr exact i64 %185, 3
  %187 = add nuw nsw i64 %186, 1
  %188 = icmp eq i64 %185, 0
  br i1 %188, label %middle.block.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %vector.ph.new.new.new

vector.ph.new.new.new:                            ; preds = %vector.ph.new.new
  %const_mat302 = add i64 %const301, 6
  %unroll_iter37 = and i64 %187, %const_mat302
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new.new.new
  %index = phi i64 [ 0, %vector.ph.new.new.new ], [ %index.next.7.7.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new.new.new ], [ %niter.next.1, %vector.body ]
  %sunkaddr = shl i64 %index, 2
  %scevgep336 = getelementptr i8, i8* %.481, i64 %sunkaddr
  %189 = bitcast i8* %scevgep336 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %189, align 4
  %scevgep525 = getelementptr float, float* %scevgep523, i64 %index
  %190 = bitcast float* %scevgep525 to <16 x float>*
  store <16 x float> %wide.load, <16 x float>* %190, align 4
  %sunkaddr513 = mul i64 %index, 4
  %sunkaddr514 = getelementptr i8, i8* %.481, i64 %sunkaddr513
  %sunkaddr515 = getelementptr i8, i8* %sunkaddr514, i64 64
  %191 = bitcast i8* %sunkaddr515 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %191, align 4
  %sunkaddr516 = mul i64 %index, 4
  %192 = bitcast float* %scevgep337 to i8*
  %sunkaddr517 = getelementptr i8, i8* %192, i64 %sunkaddr516
  %sunkaddr518 = getelementptr i8, i8* %sunkaddr517, i64 -3968
  %193 = bitcast i8* %sunkaddr518 to <16 x float>*
  store <16 x float> %wide.load.1, <16 x float>* %193, align 4
  %sunkaddr519 = mul i64 %index, 4
  %sunkaddr520 = getelementptr i8, i8* %.481, i64 %sunkaddr519
  %sunkaddr521 = getelementptr i8, i8* %sunkaddr520, i64 128
  %194 = bitcast i8* %sunkaddr521 to <16 x float>*
  %wide.load.2 = load <16 x float>, <16 x float>* %194, align 4
  %sunkaddr522 = mul i64 %index, 4
  %195 = bitcast float* %scevgep337 to i8*
  %sunkaddr523 = getelementptr i8, i8* %195, i64 %sunkaddr522
  %sunkaddr524 = getelementptr i8, i8* %sunkaddr523, i64 -3904
  %196 = bitcast i8* %sunkaddr524 to <16 x float>*
  store <16 x float> %wide.load.2, <16 x float>* %196, align 4
  %sunkaddr525 = mul i64 %index, 4
  %sunkaddr526 = getelementptr i8, i8* %.481, i64 %sunkaddr525
  %sunkaddr527 = getelementptr i8, i8* %sunkaddr526, i64 192
  %197 = bitcast i8* %sunkaddr527 to <16 x float>*
  %wide.load.3 = load <16 x float>, <16 x float>* %197, align 4
  %sunkaddr528 = mul i64 %index, 4
  %198 = bitcast float* %scevgep337 to i8*
  %sunkaddr529 = getelementptr i8, i8* %198, i64 %sunkaddr528
  %sunkaddr530 = getelementptr i8, i8* %sunkaddr529, i64 -3840
  %199 = bitcast i8* %sunkaddr530 to <16 x float>*
  store <16 x float> %wide.load.3, <16 x float>* %199, align 4
  %sunkaddr531 = mul i64 %index, 4
  %sunkaddr532 = getelementptr i8, i8* %.481, i64 %sunkaddr531
  %sunkaddr533 = getelementptr i8, i8* %sunkaddr532, i64 256
  %200 = bitcast i8* %sunkaddr533 to <16 x float>*
  %wide.load.4 = load <16 x float>, <16 x float>* %200, align 4
  %sunkaddr534 = mul i64 %index, 4
  %201 = bitcast float* %scevgep337 to i8*
  %sunkaddr535 = getelementptr i8, i8* %201, i64 %sunkaddr534
  %sunkaddr536 = getelementptr i8, i8* %sunkaddr535, i64 -3776
  %202 = bitcast i8* %sunkaddr536 to <16 x float>*
  store <16 x float> %wide.load.4, <16 x float>* %202, align 4
  %sunkaddr537 = mul i64 %index, 4
  %sunkaddr538 = getelementptr i8, i8* %.481, i64 %sunkaddr537
  %sunkaddr539 = getelementptr i8, i8* %sunkaddr538, i64 320
  %203 = bitcast i8* %sunkaddr539 to <16 x float>*
  %wide.load.5 = load <16 x float>, <16 x float>* %203, align 4
  %sunkaddr540 = mul i64 %index, 4
  %204 = bitcast float* %scevgep337 to i8*
  %sunkaddr541 = getelementptr i8, i8* %204, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, i8* %sunkaddr541, i64 -3712
  %205 = bitcast i8* %sunkaddr542 to <16 x float>*
  store <16 x float> %wide.load.5, <16 x float>* %205, align 4
  %sunkaddr543 = mul i64 %index, 4
  %sunkaddr544 = getelementptr i8, i8* %.481, i64 %sunkaddr543
  %sunkaddr545 = getelementptr i8, i8* %sunkaddr544, i64 384
  %206 = bitcast i8* %sunkaddr545 to <16 x float>*
  %wide.load.6 = load <16 x float>, <16 x float>* %206, align 4
  %sunkaddr546 = mul i64 %index, 4
  %207 = bitcast float* %scevgep337 to i8*
  %sunkaddr547 = getelementptr i8, i8* %207, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, i8* %sunkaddr547, i64 -3648
  %208 = bitcast i8* %sunkaddr548 to <16 x float>*
  store <16 x float> %wide.load.6, <16 x float>* %208, align 4
  %sunkaddr549 = mul i64 %index, 4
  %sunkaddr550 = getelementptr i8, i8* %.481, i64 %sunkaddr549
  %sunkaddr551 = getelementptr i8, i8* %sunkaddr550, i64 448
  %209 = bitcast i8* %sunkaddr551 to <16 x float>*
  %wide.load.7 = load <16 x float>, <16 x float>* %209, align 4
  %sunkaddr552 = mul i64 %index, 4
  %210 = bitcast float* %scevgep337 to i8*
  %sunkaddr553 = getelementptr i8, i8* %210, i64 %sunkaddr552
  %sunkaddr554 = getelementptr i8, i8* %sunkaddr553, i64 -3584
  %211 = bitcast i8* %sunkaddr554 to <16 x float>*
  store <16 x float> %wide.load.7, <16 x float>* %211, align 4
  %sunkaddr555 = mul i64 %index, 4
  %sunkaddr556 = getelementptr i8, i8* %.481, i64 %sunkaddr555
  %sunkaddr557 = getelementptr i8, i8* %sunkaddr556, i64 512
  %212 = bitcast i8* %sunkaddr557 to <16 x float>*
  %wide.load.116 = load <16 x float>, <16 x float>* %212, align 4
  %sunkaddr558 = mul i64 %index, 4
  %213 = bitcast float* %scevgep337 to i8*
  %sunkaddr559 = getelementptr i8, i8* %213, i64 %sunkaddr558
  %sunkaddr560 = getelementptr i8, i8* %sunkaddr559, i64 -3520
  %214 = bitcast i8* %sunkaddr560 to <16 x float>*
  store <16 x float> %wide.load.116, <16 x float>* %214, align 4
  %sunkaddr561 = mul i64 %index, 4
  %sunkaddr562 = getelementptr i8, i8* %.481, i64 %sunkaddr561
  %sunkaddr563 = getelementptr i8, i8* %sunkaddr562, i64 576
  %215 = bitcast i8* %sunkaddr563 to <16 x float>*
  %wide.load.1.1 = load <16 x float>, <16 x float>* %215, align 4
  %sunkaddr564 = mul i64 %index, 4
  %216 = bitcast float* %scevgep337 to i8*
  %sunkaddr565 = getelementptr i8, i8* %216, i64 %sunkaddr564
  %sunkaddr566 = getelementptr i8, i8* %sunkaddr565, i64 -3456
  %217 = bitcast i8* %sunkaddr566 to <16 x float>*
  store <16 x float> %wide.load.1.1, <16 x float>* %217, align 4
  %sunkaddr567 = mul i64 %index, 4
  %sunkaddr568 = getelementptr i8, i8* %.481, i64 %sunkaddr567
  %sunkaddr569 = getelementptr i8, i8* %sunkaddr568, i64 640
  %218 = bitcast i8* %sunkaddr569 to <16 x float>*
  %wide.load.2.1 = load <16 x float>, <16 x float>* %218, align 4
  %sunkaddr570 = mul i64 %index, 4
  %219 = bitcast float* %scevgep337 to i8*
  %sunkaddr571 = getelementptr i8, i8* %219, i64 %sunkaddr570
  %sunkaddr572 = getelementptr i8, i8* %sunkaddr571, i64 -3392
  %220 = bitcast i8* %sunkaddr572 to <16 x float>*
  store <16 x float> %wide.load.2.1, <16 x float>* %220, align 4
  %sunkaddr573 = mul i64 %index, 4
  %sunkaddr574 = getelementptr i8, i8* %.481, i64 %sunkaddr573
  %sunkaddr575 = getelementptr i8, i8* %sunkaddr574, i64 704
  %221 = bitcast i8* %sunkaddr575 to <16 x float>*
  %wide.load.3.1 = load <16 x float>, <16 x float>* %221, align 4
  %sunkaddr576 = mul i64 %index, 4
  %222 = bitcast float* %scevgep337 to i8*
  %sunkaddr577 = getelementptr i8, i8* %222, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, i8* %sunkaddr577, i64 -3328
  %223 = bitcast i8* %sunkaddr578 to <16 x float>*
  store <16 x float> %wide.load.3.1, <16 x float>* %223, align 4
  %sunkaddr579 = mul i64 %index, 4
  %sunkaddr580 = getelementptr i8, i8* %.481, i64 %sunkaddr579
  %sunkaddr581 = getelementptr i8, i8* %sunkaddr580, i64 768
  %224 = bitcast i8* %sunkaddr581 to <16 x float>*
  %wide.load.4.1 = load <16 x float>, <16 x float>* %224, align 4
  %sunkaddr582 = mul i64 %index, 4
  %225 = bitcast float* %scevgep337 to i8*
  %sunkaddr583 = getelementptr i8, i8* %225, i64 %sunkaddr582
  %sunkaddr584 = getelementptr i8, i8* %sunkaddr583, i64 -3264
  %226 = bitcast i8* %sunkaddr584 to <16 x float>*
  store <16 x float> %wide.load.4.1, <16 x float>* %226, align 4
  %sunkaddr585 = mul i64 %index, 4
  %sunkaddr586 = getelementptr i8, i8* %.481, i64 %sunkaddr585
  %sunkaddr587 = getelementptr i8, i8* %sunkaddr586, i64 832
  %227 = bitcast i8* %sunkaddr587 to <16 x float>*
  %wide.load.5.1 = load <16 x float>, <16 x float>* %227, align 4
  %sunkaddr588 = mul i64 %index, 4
  %228 = bitcast float* %scevgep337 to i8*
  %sunkaddr589 = getelementptr i8, i8* %228, i64 %sunkaddr588
  %sunkaddr590 = getelementptr i8, i8* %sunkaddr589, i64 -3200
  %229 = bitcast i8* %sunkaddr590 to <16 x float>*
  store <16 x float> %wide.load.5.1, <16 x float>* %229, align 4
  %sunkaddr591 = mul i64 %index, 4
  %sunkaddr592 = getelementptr i8, i8* %.481, i64 %sunkaddr591
  %sunkaddr593 = getelementptr i8, i8* %sunkaddr592, i64 896
  %230 = bitcast i8* %sunkaddr593 to <16 x float>*
  %wide.load.6.1 = load <16 x float>, <16 x float>* %230, align 4
  %sunkaddr594 = mul i64 %index, 4
  %231 = bitcast float* %scevgep337 to i8*
  %sunkaddr595 = getelementptr i8, i8* %231, i64 %sunkaddr594
  %sunkaddr596 = getelementptr i8, i8* %sunkaddr595, i64 -3136
  %232 = bitcast i8* %sunkaddr596 to <16 x float>*
  store <16 x float> %wide.load.6.1, <16 x float>* %232, align 4
  %sunkaddr597 = mul i64 %index, 4
  %sunkaddr598 = getelementptr i8, i8* %.481, i64 %sunkaddr597
  %sunkaddr599 = getelementptr i8, i8* %sunkaddr598, i64 960
  %233 = bitcast i8* %sunkaddr599 to <16 x float>*
  %wide.load.7.1 = load <16 x float>, <16 x float>* %233, align 4
  %sunkaddr600 = mul i64 %index, 4
  %234 = bitcast float* %scevgep337 to i8*
  %sunkaddr601 = getelementptr i8, i8* %234, i64 %sunkaddr600
  %sunkaddr602 = getelementptr i8, i8* %sunkaddr601, i64 -3072
  %235 = bitcast i8* %sunkaddr602 to <16 x float>*
  store <16 x float> %wide.load.7.1, <16 x float>* %235, align 4
  %sunkaddr603 = mul i64 %index, 4
  %sunkaddr604 = getelementptr i8, i8* %.481, i64 %sunkaddr603
  %sunkaddr605 = getelementptr i8, i8* %sunkaddr604, i64 1024
  %236 = bitcast i8* %sunkaddr605 to <16 x float>*
  %wide.load.217 = load <16 x float>, <16 x float>* %236, align 4
  %sunkaddr606 = mul i64 %index, 4
  %237 = bitcast float* %scevgep337 to i8*
  %sunkaddr607 = getelementptr i8, i8* %237, i64 %sunkaddr606
  %sunkaddr608 = getelementptr i8, i8* %sunkaddr607, i64 -3008
  %238 = bitcast i8* %sunkaddr608 to <16 x float>*
  store <16 x float> %wide.load.217, <16 x float>* %238, align 4
  %sunkaddr609 = mul i64 %index, 4
  %sunkaddr610 = getelementptr i8, i8* %.481, i64 %sunkaddr609
  %sunkaddr611 = getelementptr i8, i8* %sunkaddr610, i64 1088
  %239 = bitcast i8* %sunkaddr611 to <16 x float>*
  %wide.load.1.2 = load <16 x float>, <16 x float>* %239, align 4
  %sunkaddr612 = mul i64 %index, 4
  %240 = bitcast float* %scevgep337 to i8*
  %sunkaddr613 = getelementptr i8, i8* %240, i64 %sunkaddr612
  %sunkaddr614 = getelementptr i8, i8* %sunkaddr613, i64 -2944
  %241 = bitcast i8* %sunkaddr614 to <16 x float>*
  store <16 x float> %wide.load.1.2, <16 x float>* %241, align 4
  %sunkaddr615 = mul i64 %index, 4
  %sunkaddr616 = getelementptr i8, i8* %.481, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, i8* %sunkaddr616, i64 1152
  %242 = bitcast i8* %sunkaddr617 to <16 x float>*
  %wide.load.2.2 = load <16 x float>, <16 x float>* %242, align 4
  %sunkaddr618 = mul i64 %index, 4
  %243 = bitcast float* %scevgep337 to i8*
  %sunkaddr619 = getelementptr i8, i8* %243, i64 %sunkaddr618
  %sunkaddr620 = getelementptr i8, i8* %sunkaddr619, i64 -2880
  %244 = bitcast i8* %sunkaddr620 to <16 x float>*
  store <16 x float> %wide.load.2.2, <16 x float>* %244, align 4
  %sunkaddr621 = mul i64 %index, 4
  %sunkaddr622 = getelementptr i8, i8* %.481, i64 %sunkaddr621
  %sunkaddr623 = getelementptr i8, i8* %sunkaddr622, i64 1216
  %245 = bitcast i8* %sunkaddr623 to <16 x float>*
  %wide.load.3.2 = load <16 x float>, <16 x float>* %245, align 4
  %sunkaddr624 = mul i64 %index, 4
  %246 = bitcast float* %scevgep337 to i8*
  %sunkaddr625 = getelementptr i8, i8* %246, i64 %sunkaddr624
  %sunkaddr626 = getelementptr i8, i8* %sunkaddr625, i64 -2816
  %247 = bitcast i8* %sunkaddr626 to <16 x float>*
  store <16 x float> %wide.load.3.2, <16 x float>* %247, align 4
  %sunkaddr627 = mul i64 %index, 4
  %sunkaddr628 = getelementptr i8, i8* %.481, i64 %sunkaddr627
  %sunkaddr629 = getelementptr i8, i8* %sunkaddr628, i64 1280
  %248 = bitcast i8* %sunkaddr629 to <16 x float>*
  %wide.load.4.2 = load <16 x float>, <16 x float>* %248, align 4
  %sunkaddr630 = mul i64 %index, 4
  %249 = bitcast float* %scevgep337 to i8*
  %sunkaddr631 = getelementptr i8, i8* %249, i64 %sunkaddr630
  %sunkaddr632 = getelementptr i8, i8* %sunkaddr631, i64 -2752
  %250 = bitcast i8* %sunkaddr632 to <16 x float>*
  store <16 x float> %wide.load.4.2, <16 x float>* %250, align 4
  %sunkaddr633 = mul i64 %index, 4
  %sunkaddr634 = getelementptr i8, i8* %.481, i64 %sunkaddr633
  %sunkaddr635 = getelementptr i8, i8* %sunkaddr634, i64 1344
  %251 = bitcast i8* %sunkaddr635 to <16 x float>*
  %wide.load.5.2 = load <16 x float>, <16 x float>* %251, align 4
  %sunkaddr636 = mul i64 %index, 4
  %252 = bitcast float* %scevgep337 to i8*
  %sunkaddr637 = getelementptr i8, i8* %252, i64 %sunkaddr636
  %sunkaddr638 = getelementptr i8, i8* %sunkaddr637, i64 -2688
  %253 = bitcast i8* %sunkaddr638 to <16 x float>*
  store <16 x float> %wide.load.5.2, <16 x float>* %253, align 4
  %sunkaddr639 = mul i64 %index, 4
  %sunkaddr640 = getelementptr i8, i8* %.481, i64 %sunkaddr639
  %sunkaddr641 = getelementptr i8, i8* %sunkaddr640, i64 1408
  %254 = bitcast i8* %sunkaddr641 to <16 x float>*
  %wide.load.6.2 = load <16 x float>, <16 x float>* %254, align 4
  %sunkaddr642 = mul i64 %index, 4
  %255 = bitcast float* %scevgep337 to i8*
  %sunkaddr643 = getelementptr i8, i8* %255, i64 %sunkaddr642
  %sunkaddr644 = getelementptr i8, i8* %sunkaddr643, i64 -2624
  %256 = bitcast i8* %sunkaddr644 to <16 x float>*
  store <16 x float> %wide.load.6.2, <16 x float>* %256, align 4
  %sunkaddr645 = mul i64 %index, 4
  %sunkaddr646 = getelementptr i8, i8* %.481, i64 %sunkaddr645
  %sunkaddr647 = getelementptr i8, i8* %sunkaddr646, i64 1472
  %257 = bitcast i8* %sunkaddr647 to <16 x float>*
  %wide.load.7.2 = load <16 x float>, <16 x float>* %257, align 4
  %sunkaddr648 = mul i64 %index, 4
  %258 = bitcast float* %scevgep337 to i8*
  %sunkaddr649 = getelementptr i8, i8* %258, i64 %sunkaddr648
  %sunkaddr650 = getelementptr i8, i8* %sunkaddr649, i64 -2560
  %259 = bitcast i8* %sunkaddr650 to <16 x float>*
  store <16 x float> %wide.load.7.2, <16 x float>* %259, align 4
  %sunkaddr651 = mul i64 %index, 4
  %sunkaddr652 = getelementptr i8, i8* %.481, i64 %sunkaddr651
  %sunkaddr653 = getelementptr i8, i8* %sunkaddr652, i64 1536
  %260 = bitcast i8* %sunkaddr653 to <16 x float>*
  %wide.load.318 = load <16 x float>, <16 x float>* %260, align 4
  %sunkaddr654 = mul i64 %index, 4
  %261 = bitcast float* %scevgep337 to i8*
  %sunkaddr655 = getelementptr i8, i8* %261, i64 %sunkaddr654
  %sunkaddr656 = getelementptr i8, i8* %sunkaddr655, i64 -2496
  %262 = bitcast i8* %sunkaddr656 to <16 x float>*
  store <16 x float> %wide.load.318, <16 x float>* %262, align 4
  %sunkaddr657 = mul i64 %index, 4
  %sunkaddr658 = getelementptr i8, i8* %.481, i64 %sunkaddr657
  %sunkaddr659 = getelementptr i8, i8* %sunkaddr658, i64 1600
  %263 = bitcast i8* %sunkaddr659 to <16 x float>*
  %wide.load.1.3 = load <16 x float>, <16 x float>* %263, align 4
  %sunkaddr660 = mul i64 %index, 4
  %264 = bitcast float* %scevgep337 to i8*
  %sunkaddr661 = getelementptr i8, i8* %264, i64 %sunkaddr660
  %sunkaddr662 = getelementptr i8, i8* %sunkaddr661, i64 -2432
  %265 = bitcast i8* %sunkaddr662 to <16 x float>*
  store <16 x float> %wide.load.1.3, <16 x float>* %265, align 4
  %sunkaddr663 = mul i64 %index, 4
  %sunkaddr664 = getelementptr i8, i8* %.481, i64 %sunkaddr663
  %sunkaddr665 = getelementptr i8, i8* %sunkaddr664, i64 1664
  %266 = bitcast i8* %sunkaddr665 to <16 x float>*
  %wide.load.2.3 = load <16 x float>, <16 x float>* %266, align 4
  %sunkaddr666 = mul i64 %index, 4
  %267 = bitcast float* %scevgep337 to i8*
  %sunkaddr667 = getelementptr i8, i8* %267, i64 %sunkaddr666
  %sunkaddr668 = getelementptr i8, i8* %sunkaddr667, i64 -2368
  %268 = bitcast i8* %sunkaddr668 to <16 x float>*
  store <16 x float> %wide.load.2.3, <16 x float>* %268, align 4
  %sunkaddr669 = mul i64 %index, 4
  %sunkaddr670 = getelementptr i8, i8* %.481, i64 %sunkaddr669
  %sunkaddr671 = getelementptr i8, i8* %sunkaddr670, i64 1728
  %269 = bitcast i8* %sunkaddr671 to <16 x float>*
  %wide.load.3.3 = load <16 x float>, <16 x float>* %269, align 4
  %sunkaddr672 = mul i64 %index, 4
  %270 = bitcast float* %scevgep337 to i8*
  %sunkaddr673 = getelementptr i8, i8* %270, i64 %sunkaddr672
  %sunkaddr674 = getelementptr i8, i8* %sunkaddr673, i64 -2304
  %271 = bitcast i8* %sunkaddr674 to <16 x float>*
  store <16 x float> %wide.load.3.3, <16 x float>* %271, align 4
  %sunkaddr675 = mul i64 %index, 4
  %sunkaddr676 = getelementptr i8, i8* %.481, i64 %sunkaddr675
  %sunkaddr677 = getelementptr i8, i8* %sunkaddr676, i64 1792
  %272 = bitcast i8* %sunkaddr677 to <16 x float>*
  %wide.load.4.3 = load <16 x float>, <16 x float>* %272, align 4
  %sunkaddr678 = mul i64 %index, 4
  %273 = bitcast float* %scevgep337 to i8*
  %sunkaddr679 = getelementptr i8, i8* %273, i64 %sunkaddr678
  %sunkaddr680 = getelementptr i8, i8* %sunkaddr679, i64 -2240
  %274 = bitcast i8* %sunkaddr680 to <16 x float>*
  store <16 x float> %wide.load.4.3, <16 x float>* %274, align 4
  %sunkaddr681 = mul i64 %index, 4
  %sunkaddr682 = getelementptr i8, i8* %.481, i64 %sunkaddr681
  %sunkaddr683 = getelementptr i8, i8* %sunkaddr682, i64 1856
  %275 = bitcast i8* %sunkaddr683 to <16 x float>*
  %wide.load.5.3 = load <16 x float>, <16 x float>* %275, align 4
  %sunkaddr684 = mul i64 %index, 4
  %276 = bitcast float* %scevgep337 to i8*
  %sunkaddr685 = getelementptr i8, i8* %276, i64 %sunkaddr684
  %sunkaddr686 = getelementptr i8, i8* %sunkaddr685, i64 -2176
  %277 = bitcast i8* %sunkaddr686 to <16 x float>*
  store <16 x float> %wide.load.5.3, <16 x float>* %277, align 4
  %sunkaddr687 = mul i64 %index, 4
  %sunkaddr688 = getelementptr i8, i8* %.481, i64 %sunkaddr687
  %sunkaddr689 = getelementptr i8, i8* %sunkaddr688, i64 1920
  %278 = bitcast i8* %sunkaddr689 to <16 x float>*
  %wide.load.6.3 = load <16 x float>, <16 x float>* %278, align 4
  %sunkaddr690 = mul i64 %index, 4
  %279 = bitcast float* %scevgep337 to i8*
  %sunkaddr691 = getelementptr i8, i8* %279, i64 %sunkaddr690
  %sunkaddr692 = getelementptr i8, i8* %sunkaddr691, i64 -2112
  %280 = bitcast i8* %sunkaddr692 to <16 x float>*
  store <16 x float> %wide.load.6.3, <16 x float>* %280, align 4
  %sunkaddr693 = mul i64 %index, 4
  %sunkaddr694 = getelementptr i8, i8* %.481, i64 %sunkaddr693
  %sunkaddr695 = getelementptr i8, i8* %sunkaddr694, i64 1984
  %281 = bitcast i8* %sunkaddr695 to <16 x float>*
  %wide.load.7.3 = load <16 x float>, <16 x float>* %281, align 4
  %sunkaddr696 = mul i64 %index, 4
  %282 = bitcast float* %scevgep337 to i8*
  %sunkaddr697 = getelementptr i8, i8* %282, i64 %sunkaddr696
  %sunkaddr698 = getelementptr i8, i8* %sunkaddr697, i64 -2048
  %283 = bitcast i8* %sunkaddr698 to <16 x float>*
  store <16 x float> %wide.load.7.3, <16 x float>* %283, align 4
  %sunkaddr699 = mul i64 %index, 4
  %sunkaddr700 = getelementptr i8, i8* %.481, i64 %sunkaddr699
  %sunkaddr701 = getelementptr i8, i8* %sunkaddr700, i64 2048
  %284 = bitcast i8* %sunkaddr701 to <16 x float>*
  %wide.load.419 = load <16 x float>, <16 x float>* %284, align 4
  %sunkaddr702 = mul i64 %index, 4
  %285 = bitcast float* %scevgep337 to i8*
  %sunkaddr703 = getelementptr i8, i8* %285, i64 %sunkaddr702
  %sunkaddr704 = getelementptr i8, i8* %sunkaddr703, i64 -1984
  %286 = bitcast i8* %sunkaddr704 to <16 x float>*
  store <16 x float> %wide.load.419, <16 x float>* %286, align 4
  %sunkaddr705 = mul i64 %index, 4
  %sunkaddr706 = getelementptr i8, i8* %.481, i64 %sunkaddr705
  %sunkaddr707 = getelementptr i8, i8* %sunkaddr706, i64 2112
  %287 = bitcast i8* %sunkaddr707 to <16 x float>*
  %wide.load.1.4 = load <16 x float>, <16 x float>* %287, align 4
  %sunkaddr708 = mul i64 %index, 4
  %288 = bitcast float* %scevgep337 to i8*
  %sunkaddr709 = getelementptr i8, i8* %288, i64 %sunkaddr708
  %sunkaddr710 = getelementptr i8, i8* %sunkaddr709, i64 -1920
  %289 = bitcast i8* %sunkaddr710 to <16 x float>*
  store <16 x float> %wide.load.1.4, <16 x float>* %289, align 4
  %sunkaddr711 = mul i64 %index, 4
  %sunkaddr712 = getelementptr i8, i8* %.481, i64 %sunkaddr711
  %sunkaddr713 = getelementptr i8, i8* %sunkaddr712, i64 2176
  %290 = bitcast i8* %sunkaddr713 to <16 x float>*
  %wide.load.2.4 = load <16 x float>, <16 x float>* %290, align 4
  %sunkaddr714 = mul i64 %index, 4
  %291 = bitcast float* %scevgep337 to i8*
  %sunkaddr715 = getelementptr i8, i8* %291, i64 %sunkaddr714
  %sunkaddr716 = getelementptr i8, i8* %sunkaddr715, i64 -1856
  %292 = bitcast i8* %sunkaddr716 to <16 x float>*
  store <16 x float> %wide.load.2.4, <16 x float>* %292, align 4
  %sunkaddr717 = mul i64 %index, 4
  %sunkaddr718 = getelementptr i8, i8* %.481, i64 %sunkaddr717
  %sunkaddr719 = getelementptr i8, i8* %sunkaddr718, i64 2240
  %293 = bitcast i8* %sunkaddr719 to <16 x float>*
  %wide.load.3.4 = load <16 x float>, <16 x float>* %293, align 4
  %sunkaddr720 = mul i64 %index, 4
  %294 = bitcast float* %scevgep337 to i8*
  %sunkaddr721 = getelementptr i8, i8* %294, i64 %sunkaddr720
  %sunkaddr722 = getelementptr i8, i8* %sunkaddr721, i64 -1792
  %295 = bitcast i8* %sunkaddr722 to <16 x float>*
  store <16 x float> %wide.load.3.4, <16 x float>* %295, align 4
  %sunkaddr723 = mul i64 %index, 4
  %sunkaddr724 = getelementptr i8, i8* %.481, i64 %sunkaddr723
  %sunkaddr725 = getelementptr i8, i8* %sunkaddr724, i64 2304
  %296 = bitcast i8* %sunkaddr725 to <16 x float>*
  %wide.load.4.4 = load <16 x float>, <16 x float>* %296, align 4
  %sunkaddr726 = mul i64 %index, 4
  %297 = bitcast float* %scevgep337 to i8*
  %sunkaddr727 = getelementptr i8, i8* %297, i64 %sunkaddr726
  %sunkaddr728 = getelementptr i8, i8* %sunkaddr727, i64 -1728
  %298 = bitcast i8* %sunkaddr728 to <16 x float>*
  store <16 x float> %wide.load.4.4, <16 x float>* %298, align 4
  %sunkaddr729 = mul i64 %index, 4
  %sunkaddr730 = getelementptr i8, i8* %.481, i64 %sunkaddr729
  %sunkaddr731 = getelementptr i8, i8* %sunkaddr730, i64 2368
  %299 = bitcast i8* %sunkaddr731 to <16 x float>*
  %wide.load.5.4 = load <16 x float>, <16 x float>* %299, align 4
  %sunkaddr732 = mul i64 %index, 4
  %300 = bitcast float* %scevgep337 to i8*
  %sunkaddr733 = getelementptr i8, i8* %300, i64 %sunkaddr732
  %sunkaddr734 = getelementptr i8, i8* %sunkaddr733, i64 -1664
  %301 = bitcast i8* %sunkaddr734 to <16 x float>*
  store <16 x float> %wide.load.5.4, <16 x float>* %301, align 4
  %sunkaddr735 = mul i64 %index, 4
  %sunkaddr736 = getelementptr i8, i8* %.481, i64 %sunkaddr735
  %sunkaddr737 = getelementptr i8, i8* %sunkaddr736, i64 2432
  %302 = bitcast i8* %sunkaddr737 to <16 x float>*
  %wide.load.6.4 = load <16 x float>, <16 x float>* %302, align 4
  %sunkaddr738 = mul i64 %index, 4
  %303 = bitcast float* %scevgep337 to i8*
  %sunkaddr739 = getelementptr i8, i8* %303, i64 %sunkaddr738
  %sunkaddr740 = getelementptr i8, i8* %sunkaddr739, i64 -1600
  %304 = bitcast i8* %sunkaddr740 to <16 x float>*
  store <16 x float> %wide.load.6.4, <16 x float>* %304, align 4
  %sunkaddr741 = mul i64 %index, 4
  %sunkaddr742 = getelementptr i8, i8* %.481, i64 %sunkaddr741
  %sunkaddr743 = getelementptr i8, i8* %sunkaddr742, i64 2496
  %305 = bitcast i8* %sunkaddr743 to <16 x float>*
  %wide.load.7.4 = load <16 x float>, <16 x float>* %305, align 4
  %sunkaddr744 = mul i64 %index, 4
  %306 = bitcast float* %scevgep337 to i8*
  %sunkaddr745 = getelementptr i8, i8* %306, i64 %sunkaddr744
  %sunkaddr746 = getelementptr i8, i8* %sunkaddr745, i64 -1536
  %307 = bitcast i8* %sunkaddr746 to <16 x float>*
  store <16 x float> %wide.load.7.4, <16 x float>* %307, align 4
  %sunkaddr747 = mul i64 %index, 4
  %sunkaddr748 = getelementptr i8, i8* %.481, i64 %sunkaddr747
  %sunkaddr749 = getelementptr i8, i8* %sunkaddr748, i64 2560
  %308 = bitcast i8* %sunkaddr749 to <16 x float>*
  %wide.load.520 = load <16 x float>, <16 x float>* %308, align 4
  %sunkaddr750 = mul i64 %index, 4
  %309 = bitcast float* %scevgep337 to i8*
  %sunkaddr751 = getelementptr i8, i8* %309, i64 %sunkaddr750
  %sunkaddr752 = getelementptr i8, i8* %sunkaddr751, i64 -1472
  %310 = bitcast i8* %sunkaddr752 to <16 x float>*
  store <16 x float> %wide.load.520, <16 x float>* %310, align 4
  %sunkaddr753 = mul i64 %index, 4
  %sunkaddr754 = getelementptr i8, i8* %.481, i64 %sunkaddr753
  %sunkaddr755 = getelementptr i8, i8* %sunkaddr754, i64 2624
  %311 = bitcast i8* %sunkaddr755 to <16 x float>*
  %wide.load.1.5 = load <16 x float>, <16 x float>* %311, align 4
  %sunkaddr756 = mul i64 %index, 4
  %312 = bitcast float* %scevgep337 to i8*
  %sunkaddr757 = getelementptr i8, i8* %312, i64 %sunkaddr756
  %sunkaddr758 = getelementptr i8, i8* %sunkaddr757, i64 -1408
  %313 = bitcast i8* %sunkaddr758 to <16 x float>*
  store <16 x float> %wide.load.1.5, <16 x float>* %313, align 4
  %sunkaddr759 = mul i64 %index, 4
  %sunkaddr760 = getelementptr i8, i8* %.481, i64 %sunkaddr759
  %sunkaddr761 = getelementptr i8, i8* %sunkaddr760, i64 2688
  %314 = bitcast i8* %sunkaddr761 to <16 x float>*
  %wide.load.2.5 = load <16 x float>, <16 x float>* %314, align 4
  %sunkaddr762 = mul i64 %index, 4
  %315 = bitcast float* %scevgep337 to i8*
  %sunkaddr763 = getelementptr i8, i8* %315, i64 %sunkaddr762
  %sunkaddr764 = getelementptr i8, i8* %sunkaddr763, i64 -1344
  %316 = bitcast i8* %sunkaddr764 to <16 x float>*
  store <16 x float> %wide.load.2.5, <16 x float>* %316, align 4
  %sunkaddr765 = mul i64 %index, 4
  %sunkaddr766 = getelementptr i8, i8* %.481, i64 %sunkaddr765
  %sunkaddr767 = getelementptr i8, i8* %sunkaddr766, i64 2752
  %317 = bitcast i8* %sunkaddr767 to <16 x float>*
  %wide.load.3.5 = load <16 x float>, <16 x float>* %317, align 4
  %sunkaddr768 = mul i64 %index, 4
  %318 = bitcast float* %scevgep337 to i8*
  %sunkaddr769 = getelementptr i8, i8* %318, i64 %sunkaddr768
  %sunkaddr770 = getelementptr i8, i8* %sunkaddr769, i64 -1280
  %319 = bitcast i8* %sunkaddr770 to <16 x float>*
  store <16 x float> %wide.load.3.5, <16 x float>* %319, align 4
  %sunkaddr771 = mul i64 %index, 4
  %sunkaddr772 = getelementptr i8, i8* %.481, i64 %sunkaddr771
  %sunkaddr773 = getelementptr i8, i8* %sunkaddr772, i64 2816
  %320 = bitcast i8* %sunkaddr773 to <16 x float>*
  %wide.load.4.5 = load <16 x float>, <16 x float>* %320, align 4
  %sunkaddr774 = mul i64 %index, 4
  %321 = bitcast float* %scevgep337 to i8*
  %sunkaddr775 = getelementptr i8, i8* %321, i64 %sunkaddr774
  %sunkaddr776 = getelementptr i8, i8* %sunkaddr775, i64 -1216
  %322 = bitcast i8* %sunkaddr776 to <16 x float>*
  store <16 x float> %wide.load.4.5, <16 x float>* %322, align 4
  %sunkaddr777 = mul i64 %index, 4
  %sunkaddr778 = getelementptr i8, i8* %.481, i64 %sunkaddr777
  %sunkaddr779 = getelementptr i8, i8* %sunkaddr778, i64 2880
  %323 = bitcast i8* %sunkaddr779 to <16 x float>*
  %wide.load.5.5 = load <16 x float>, <16 x float>* %323, align 4
  %sunkaddr780 = mul i64 %index, 4
  %324 = bitcast float* %scevgep337 to i8*
  %sunkaddr781 = getelementptr i8, i8* %324, i64 %sunkaddr780
  %sunkaddr782 = getelementptr i8, i8* %sunkaddr781, i64 -1152
  %325 = bitcast i8* %sunkaddr782 to <16 x float>*
  store <16 x float> %wide.load.5.5, <16 x float>* %325, align 4
  %sunkaddr783 = mul i64 %index, 4
  %sunkaddr784 = getelementptr i8, i8* %.481, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, i8* %sunkaddr784, i64 2944
  %326 = bitcast i8* %sunkaddr785 to <16 x float>*
  %wide.load.6.5 = load <16 x float>, <16 x float>* %326, align 4
  %sunkaddr786 = mul i64 %index, 4
  %327 = bitcast float* %scevgep337 to i8*
  %sunkaddr787 = getelementptr i8, i8* %327, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, i8* %sunkaddr787, i64 -1088
  %328 = bitcast i8* %sunkaddr788 to <16 x float>*
  store <16 x float> %wide.load.6.5, <16 x float>* %328, align 4
  %sunkaddr789 = mul i64 %index, 4
  %sunkaddr790 = getelementptr i8, i8* %.481, i64 %sunkaddr789
  %sunkaddr791 = getelementptr i8, i8* %sunkaddr790, i64 3008
  %329 = bitcast i8* %sunkaddr791 to <16 x float>*
  %wide.load.7.5 = load <16 x float>, <16 x float>* %329, align 4
  %sunkaddr792 = mul i64 %index, 4
  %330 = bitcast float* %scevgep337 to i8*
  %sunkaddr793 = getelementptr i8, i8* %330, i64 %sunkaddr792
  %sunkaddr794 = getelementptr i8, i8* %sunkaddr793, i64 -1024
  %331 = bitcast i8* %sunkaddr794 to <16 x float>*
  store <16 x float> %wide.load.7.5, <16 x float>* %331, align 4
  %sunkaddr795 = mul i64 %index, 4
  %sunkaddr796 = getelementptr i8, i8* %.481, i64 %sunkaddr795
  %sunkaddr797 = getelementptr i8, i8* %sunkaddr796, i64 3072
  %332 = bitcast i8* %sunkaddr797 to <16 x float>*
  %wide.load.621 = load <16 x float>, <16 x float>* %332, align 4
  %sunkaddr798 = mul i64 %index, 4
  %333 = bitcast float* %scevgep337 to i8*
  %sunkaddr799 = getelementptr i8, i8* %333, i64 %sunkaddr798
  %sunkaddr800 = getelementptr i8, i8* %sunkaddr799, i64 -960
  %334 = bitcast i8* %sunkaddr800 to <16 x float>*
  store <16 x float> %wide.load.621, <16 x float>* %334, align 4
  %sunkaddr801 = mul i64 %index, 4
  %sunkaddr802 = getelementptr i8, i8* %.481, i64 %sunkaddr801
  %sunkaddr803 = getelementptr i8, i8* %sunkaddr802, i64 3136
  %335 = bitcast i8* %sunkaddr803 to <16 x float>*
  %wide.load.1.6 = load <16 x float>, <16 x float>* %335, align 4
  %sunkaddr804 = mul i64 %index, 4
  %336 = bitcast float* %scevgep337 to i8*
  %sunkaddr805 = getelementptr i8, i8* %336, i64 %sunkaddr804
  %sunkaddr806 = getelementptr i8, i8* %sunkaddr805, i64 -896
  %337 = bitcast i8* %sunkaddr806 to <16 x float>*
  store <16 x float> %wide.load.1.6, <16 x float>* %337, align 4
  %sunkaddr807 = mul i64 %index, 4
  %sunkaddr808 = getelementptr i8, i8* %.481, i64 %sunkaddr807
  %sunkaddr809 = getelementptr i8, i8* %sunkaddr808, i64 3200
  %338 = bitcast i8* %sunkaddr809 to <16 x float>*
  %wide.load.2.6 = load <16 x float>, <16 x float>* %338, align 4
  %sunkaddr810 = mul i64 %index, 4
  %339 = bitcast float* %scevgep337 to i8*
  %sunkaddr811 = getelementptr i8, i8* %339, i64 %sunkaddr810
  %sunkaddr812 = getelementptr i8, i8* %sunkaddr811, i64 -832
  %340 = bitcast i8* %sunkaddr812 to <16 x float>*
  store <16 x float> %wide.load.2.6, <16 x float>* %340, align 4
  %sunkaddr813 = mul i64 %index, 4
  %sunkaddr814 = getelementptr i8, i8* %.481, i64 %sunkaddr813
  %sunkaddr815 = getelementptr i8, i8* %sunkaddr814, i64 3264
  %341 = bitcast i8* %sunkaddr815 to <16 x float>*
  %wide.load.3.6 = load <16 x float>, <16 x float>* %341, align 4
  %sunkaddr816 = mul i64 %index, 4
  %342 = bitcast float* %scevgep337 to i8*
  %sunkaddr817 = getelementptr i8, i8* %342, i64 %sunkaddr816
  %sunkaddr818 = getelementptr i8, i8* %sunkaddr817, i64 -768
  %343 = bitcast i8* %sunkaddr818 to <16 x float>*
  store <16 x float> %wide.load.3.6, <16 x float>* %343, align 4
  %sunkaddr819 = mul i64 %index, 4
  %sunkaddr820 = getelementptr i8, i8* %.481, i64 %sunkaddr819
  %sunkaddr821 = getelementptr i8, i8* %sunkaddr820, i64 3328
  %344 = bitcast i8* %sunkaddr821 to <16 x float>*
  %wide.load.4.6 = load <16 x float>, <16 x float>* %344, align 4
  %sunkaddr822 = mul i64 %index, 4
  %345 = bitcast float* %scevgep337 to i8*
  %sunkaddr823 = getelementptr i8, i8* %345, i64 %sunkaddr822
  %sunkaddr824 = getelementptr i8, i8* %sunkaddr823, i64 -704
  %346 = bitcast i8* %sunkaddr824 to <16 x float>*
  store <16 x float> %wide.load.4.6, <16 x float>* %346, align 4
  %sunkaddr825 = mul i64 %index, 4
  %sunkaddr826 = getelementptr i8, i8* %.481, i64 %sunkaddr825
  %sunkaddr827 = getelementptr i8, i8* %sunkaddr826, i64 3392
  %347 = bitcast i8* %sunkaddr827 to <16 x float>*
  %wide.load.5.6 = load <16 x float>, <16 x float>* %347, align 4
  %sunkaddr828 = mul i64 %index, 4
  %348 = bitcast float* %scevgep337 to i8*
  %sunkaddr829 = getelementptr i8, i8* %348, i64 %sunkaddr828
  %sunkaddr830 = getelementptr i8, i8* %sunkaddr829, i64 -640
  %349 = bitcast i8* %sunkaddr830 to <16 x float>*
  store <16 x float> %wide.load.5.6, <16 x float>* %349, align 4
  %sunkaddr831 = mul i64 %index, 4
  %sunkaddr832 = getelementptr i8, i8* %.481, i64 %sunkaddr831
  %sunkaddr833 = getelementptr i8, i8* %sunkaddr832, i64 3456
  %350 = bitcast i8* %sunkaddr833 to <16 x float>*
  %wide.load.6.6 = load <16 x float>, <16 x float>* %350, align 4
  %sunkaddr834 = mul i64 %index, 4
  %351 = bitcast float* %scevgep337 to i8*
  %sunkaddr835 = getelementptr i8, i8* %351, i64 %sunkaddr834
  %sunkaddr836 = getelementptr i8, i8* %sunkaddr835, i64 -576
  %352 = bitcast i8* %sunkaddr836 to <16 x float>*
  store <16 x float> %wide.load.6.6, <16 x float>* %352, align 4
  %sunkaddr837 = mul i64 %index, 4
  %sunkaddr838 = getelementptr i8, i8* %.481, i64 %sunkaddr837
  %sunkaddr839 = getelementptr i8, i8* %sunkaddr838, i64 3520
  %353 = bitcast i8* %sunkaddr839 to <16 x float>*
  %wide.load.7.6 = load <16 x float>, <16 x float>* %353, align 4
  %sunkaddr840 = mul i64 %index, 4
  %354 = bitcast float* %scevgep337 to i8*
  %sunkaddr841 = getelementptr i8, i8* %354, i64 %sunkaddr840
  %sunkaddr842 = getelementptr i8, i8* %sunkaddr841, i64 -512
  %355 = bitcast i8* %sunkaddr842 to <16 x float>*
  store <16 x float> %wide.load.7.6, <16 x float>* %355, align 4
  %sunkaddr843 = mul i64 %index, 4
  %sunkaddr844 = getelementptr i8, i8* %.481, i64 %sunkaddr843
  %sunkaddr845 = getelementptr i8, i8* %sunkaddr844, i64 3584
  %356 = bitcast i8* %sunkaddr845 to <16 x float>*
  %wide.load.722 = load <16 x float>, <16 x float>* %356, align 4
  %sunkaddr846 = mul i64 %index, 4
  %357 = bitcast float* %scevgep337 to i8*
  %sunkaddr847 = getelementptr i8, i8* %357, i64 %sunkaddr846
  %sunkaddr848 = getelementptr i8, i8* %sunkaddr847, i64 -448
  %358 = bitcast i8* %sunkaddr848 to <16 x float>*
  store <16 x float> %wide.load.722, <16 x float>* %358, align 4
  %sunkaddr849 = mul i64 %index, 4
  %sunkaddr850 = getelementptr i8, i8* %.481, i64 %sunkaddr849
  %sunkaddr851 = getelementptr i8, i8* %sunkaddr850, i64 3648
  %359 = bitcast i8* %sunkaddr851 to <16 x float>*
  %wide.load.1.7 = load <16 x float>, <16 x float>* %359, align 4
  %sunkaddr852 = mul i64 %index, 4
  %360 = bitcast float* %scevgep337 to i8*
  %sunkaddr853 = getelementptr i8, i8* %360, i64 %sunkaddr852
  %sunkaddr854 = getelementptr i8, i8* %sunkaddr853, i64 -384
  %361 = bitcast i8* %sunkaddr854 to <16 x float>*
  store <16 x float> %wide.load.1.7, <16 x float>* %361, align 4
  %sunkaddr855 = mul i64 %index, 4
  %sunkaddr856 = getelementptr i8, i8* %.481, i64 %sunkaddr855
  %sunkaddr857 = getelementptr i8, i8* %sunkaddr856, i64 3712
  %362 = bitcast i8* %sunkaddr857 to <16 x float>*
  %wide.load.2.7 = load <16 x float>, <16 x float>* %362, align 4
  %sunkaddr858 = mul i64 %index, 4
  %363 = bitcast float* %scevgep337 to i8*
  %sunkaddr859 = getelementptr i8, i8* %363, i64 %sunkaddr858
  %sunkaddr860 = getelementptr i8, i8* %sunkaddr859, i64 -320
  %364 = bitcast i8* %sunkaddr860 to <16 x float>*
  store <16 x float> %wide.load.2.7, <16 x float>* %364, align 4
  %sunkaddr861 = mul i64 %index, 4
  %sunkaddr862 = getelementptr i8, i8* %.481, i64 %sunkaddr861
  %sunkaddr863 = getelementptr i8, i8* %sunkaddr862, i64 3776
  %365 = bitcast i8* %sunkaddr863 to <16 x float>*
  %wide.load.3.7 = load <16 x float>, <16 x float>* %365, align 4
  %sunkaddr864 = mul i64 %index, 4
  %366 = bitcast float* %scevgep337 to i8*
  %sunkaddr865 = getelementptr i8, i8* %366, i64 %sunkaddr864
  %sunkaddr866 = getelementptr i8, i8* %sunkaddr865, i64 -256
  %367 = bitcast i8* %sunkaddr866 to <16 x float>*
  store <16 x float> %wide.load.3.7, <16 x float>* %367, align 4
  %sunkaddr867 = mul i64 %index, 4
  %sunkaddr868 = getelementptr i8, i8* %.481, i64 %sunkaddr867
  %sunkaddr869 = getelementptr i8, i8* %sunkaddr868, i64 3840
  %368 = bitcast i8* %sunkaddr869 to <16 x float>*
  %wide.load.4.7 = load <16 x float>, <16 x float>* %368, align 4
  %sunkaddr870 = mul i64 %index, 4
  %369 = bitcast float* %scevgep337 to i8*
  %sunkaddr871 = getelementptr i8, i8* %369, i64 %sunkaddr870
  %sunkaddr872 = getelementptr i8, i8* %sunkaddr871, i64 -192
  %370 = bitcast i8* %sunkaddr872 to <16 x float>*
  store <16 x float> %wide.load.4.7, <16 x float>* %370, align 4
  %sunkaddr873 = mul i64 %index, 4
  %sunkaddr874 = getelementptr i8, i8* %.481, i64 %sunkaddr873
  %sunkaddr875 = getelementptr i8, i8* %sunkaddr874, i64 3904
  %371 = bitcast i8* %sunkaddr875 to <16 x float>*
  %wide.load.5.7 = load <16 x float>, <16 x float>* %371, align 4
  %sunkaddr876 = mul i64 %index, 4
  %372 = bitcast float* %scevgep337 to i8*
  %sunkaddr877 = getelementptr i8, i8* %372, i64 %sunkaddr876
  %sunkaddr878 = getelementptr i8, i8* %sunkaddr877, i64 -128
  %373 = bitcast i8* %sunkaddr878 to <16 x float>*
  store <16 x float> %wide.load.5.7, <16 x float>* %373, align 4
  %sunkaddr879 = mul i64 %index, 4
  %sunkaddr880 = getelementptr i8, i8* %.481, i64 %sunkaddr879
  %sunkaddr881 = getelementptr i8, i8* %sunkaddr880, i64 3968
  %374 = bitcast i8* %sunkaddr881 to <16 x float>*
  %wide.load.6.7 = load <16 x float>, <16 x float>* %374, align 4
  %sunkaddr882 = mul i64 %index, 4
  %375 = bitcast float* %scevgep337 to i8*
  %sunkaddr883 = getelementptr i8, i8* %375, i64 %sunkaddr882
  %sunkaddr884 = getelementptr i8, i8* %sunkaddr883, i64 -64
  %376 = bitcast i8* %sunkaddr884 to <16 x float>*
  store <16 x float> %wide.load.6.7, <16 x float>* %376, align 4
  %sunkaddr885 = mul i64 %index, 4
  %sunkaddr886 = getelementptr i8, i8* %.481, i64 %sunkaddr885
  %sunkaddr887 = getelementptr i8, i8* %sunkaddr886, i64 4032
  %377 = bitcast i8* %sunkaddr887 to <16 x float>*
  %wide.load.7.7 = load <16 x float>, <16 x float>* %377, align 4
  %scevgep503 = getelementptr float, float* %scevgep337, i64 %index
  %scevgep503504 = bitcast float* %scevgep503 to <16 x float>*
  store <16 x float> %wide.load.7.7, <16 x float>* %scevgep503504, align 4
  %index.next.7.7 = or i64 %index, 1024
  %sunkaddr.1 = shl i64 %index.next.7.7, 2
  %scevgep336.1 = getelementptr i8, i8* %.481, i64 %sunkaddr.1
  %378 = bitcast i8* %scevgep336.1 to <16 x float>*
  %wide.load.138 = load <16 x float>, <16 x float>* %378, align 4
  %scevgep525.1 = getelementptr float, float* %scevgep523, i64 %index.next.7.7
  %379 = bitcast float* %scevgep525.1 to <16 x float>*
  store <16 x float> %wide.load.138, <16 x float>* %379, align 4
  %sunkaddr888 = mul i64 %index.next.7.7, 4
  %sunkaddr889 = getelementptr i8, i8* %.481, i64 %sunkaddr888
  %sunkaddr890 = getelementptr i8, i8* %sunkaddr889, i64 64
  %380 = bitcast i8* %sunkaddr890 to <16 x float>*
  %wide.load.1.139 = load <16 x float>, <16 x float>* %380, align 4
  %sunkaddr891 = mul i64 %index.next.7.7, 4
  %381 = bitcast float* %scevgep337 to i8*
  %sunkaddr892 = getelementptr i8, i8* %381, i64 %sunkaddr891
  %sunkaddr893 = getelementptr i8, i8* %sunkaddr892, i64 -3968
  %382 = bitcast i8* %sunkaddr893 to <16 x float>*
  store <16 x float> %wide.load.1.139, <16 x float>* %382, align 4
  %sunkaddr894 = mul i64 %index.next.7.7, 4
  %sunkaddr895 = getelementptr i8, i8* %.481, i64 %sunkaddr894
  %sunkaddr896 = getelementptr i8, i8* %sunkaddr895, i64 128
  %383 = bitcast i8* %sunkaddr896 to <16 x float>*
  %wide.load.2.140 = load <16 x float>, <16 x float>* %383, align 4
  %sunkaddr897 = mul i64 %index.next.7.7, 4
  %384 = bitcast float* %scevgep337 to i8*
  %sunkaddr898 = getelementptr i8, i8* %384, i64 %sunkaddr897
  %sunkaddr899 = getelementptr i8, i8* %sunkaddr898, i64 -3904
  %385 = bitcast i8* %sunkaddr899 to <16 x float>*
  store <16 x float> %wide.load.2.140, <16 x float>* %385, align 4
  %sunkaddr900 = mul i64 %index.next.7.7, 4
  %sunkaddr901 = getelementptr i8, i8* %.481, i64 %sunkaddr900
  %sunkaddr902 = getelementptr i8, i8* %sunkaddr901, i64 192
  %386 = bitcast i8* %sunkaddr902 to <16 x float>*
  %wide.load.3.141 = load <16 x float>, <16 x float>* %386, align 4
  %sunkaddr903 = mul i64 %index.next.7.7, 4
  %387 = bitcast float* %scevgep337 to i8*
  %sunkaddr904 = getelementptr i8, i8* %387, i64 %sunkaddr903
  %sunkaddr905 = getelementptr i8, i8* %sunkaddr904, i64 -3840
  %388 = bitcast i8* %sunkaddr905 to <16 x float>*
  store <16 x float> %wide.load.3.141, <16 x float>* %388, align 4
  %sunkaddr906 = mul i64 %index.next.7.7, 4
  %sunkaddr907 = getelementptr i8, i8* %.481, i64 %sunkaddr906
  %sunkaddr908 = getelementptr i8, i8* %sunkaddr907, i64 256
  %389 = bitcast i8* %sunkaddr908 to <16 x float>*
  %wide.load.4.142 = load <16 x float>, <16 x float>* %389, align 4
  %sunkaddr909 = mul i64 %index.next.7.7, 4
  %390 = bitcast float* %scevgep337 to i8*
  %sunkaddr910 = getelementptr i8, i8* %390, i64 %sunkaddr909
  %sunkaddr911 = getelementptr i8, i8* %sunkaddr910, i64 -3776
  %391 = bitcast i8* %sunkaddr911 to <16 x float>*
  store <16 x float> %wide.load.4.142, <16 x float>* %391, align 4
  %sunkaddr912 = mul i64 %index.next.7.7, 4
  %sunkaddr913 = getelementptr i8, i8* %.481, i64 %sunkaddr912
  %sunkaddr914 = getelementptr i8, i8* %sunkaddr913, i64 320
  %392 = bitcast i8* %sunkaddr914 to <16 x float>*
  %wide.load.5.143 = load <16 x float>, <16 x float>* %392, align 4
  %sunkaddr915 = mul i64 %index.next.7.7, 4
  %393 = bitcast float* %scevgep337 to i8*
  %sunkaddr917 = getelementptr i8, i8* %393, i64 %sunkaddr915
  %sunkaddr918 = getelementptr i8, i8* %sunkaddr917, i64 -3712
  %394 = bitcast i8* %sunkaddr918 to <16 x float>*
  store <16 x float> %wide.load.5.143, <16 x float>* %394, align 4
  %sunkaddr919 = mul i64 %index.next.7.7, 4
  %sunkaddr920 = getelementptr i8, i8* %.481, i64 %sunkaddr919
  %sunkaddr921 = getelementptr i8, i8* %sunkaddr920, i64 384
  %395 = bitcast i8* %sunkaddr921 to <16 x float>*
  %wide.load.6.144 = load <16 x float>, <16 x float>* %395, align 4
  %sunkaddr922 = mul i64 %index.next.7.7, 4
  %396 = bitcast float* %scevgep337 to i8*
  %sunkaddr923 = getelementptr i8, i8* %396, i64 %sunkaddr922
  %sunkaddr924 = getelementptr i8, i8* %sunkaddr923, i64 -3648
  %397 = bitcast i8* %sunkaddr924 to <16 x float>*
  store <16 x float> %wide.load.6.144, <16 x float>* %397, align 4
  %sunkaddr925 = mul i64 %index.next.7.7, 4
  %sunkaddr926 = getelementptr i8, i8* %.481, i64 %sunkaddr925
  %sunkaddr927 = getelementptr i8, i8* %sunkaddr926, i64 448
  %398 = bitcast i8* %sunkaddr927 to <16 x float>*
  %wide.load.7.145 = load <16 x float>, <16 x float>* %398, align 4
  %sunkaddr928 = mul i64 %index.next.7.7, 4
  %399 = bitcast float* %scevgep337 to i8*
  %sunkaddr929 = getelementptr i8, i8* %399, i64 %sunkaddr928
  %sunkaddr930 = getelementptr i8, i8* %sunkaddr929, i64 -3584
  %400 = bitcast i8* %sunkaddr930 to <16 x float>*
  store <16 x float> %wide.load.7.145, <16 x float>* %400, align 4
  %sunkaddr931 = mul i64 %index.next.7.7, 4
  %sunkaddr932 = getelementptr i8, i8* %.481, i64 %sunkaddr931
  %sunkaddr933 = getelementptr i8, i8* %sunkaddr932, i64 512
  %401 = bitcast i8* %sunkaddr933 to <16 x float>*
  %wide.load.116.1 = load <16 x float>, <16 x float>* %401, align 4
  %sunkaddr934 = mul i64 %index.next.7.7, 4
  %402 = bitcast float* %scevgep337 to i8*
  %sunkaddr935 = getelementptr i8, i8* %402, i64 %sunkaddr934
  %sunkaddr936 = getelementptr i8, i8* %sunkaddr935, i64 -3520
  %403 = bitcast i8* %sunkaddr936 to <16 x float>*
  store <16 x float> %wide.load.116.1, <16 x float>* %403, align 4
  %sunkaddr938 = mul i64 %index.next.7.7, 4
  %sunkaddr939 = getelementptr i8, i8* %.481, i64 %sunkaddr938
  %sunkaddr942 = getelementptr i8, i8* %sunkaddr939, i64 576
  %404 = bitcast i8* %sunkaddr942 to <16 x float>*
  %wide.load.1.1.1 = load <16 x float>, <16 x float>* %404, align 4
  %sunkaddr944 = mul i64 %index.next.7.7, 4
  %405 = bitcast float* %scevgep337 to i8*
  %sunkaddr946 = getelementptr i8, i8* %405, i64 %sunkaddr944
  %sunkaddr948 = getelementptr i8, i8* %sunkaddr946, i64 -3456
  %406 = bitcast i8* %sunkaddr948 to <16 x float>*
  store <16 x float> %wide.load.1.1.1, <16 x float>* %406, align 4
  %sunkaddr950 = mul i64 %index.next.7.7, 4
  %sunkaddr952 = getelementptr i8, i8* %.481, i64 %sunkaddr950
  %sunkaddr954 = getelementptr i8, i8* %sunkaddr952, i64 640
  %407 = bitcast i8* %sunkaddr954 to <16 x float>*
  %wide.load.2.1.1 = load <16 x float>, <16 x float>* %407, align 4
  %sunkaddr956 = mul i64 %index.next.7.7, 4
  %408 = bitcast float* %scevgep337 to i8*
  %sunkaddr959 = getelementptr i8, i8* %408, i64 %sunkaddr956
  %sunkaddr962 = getelementptr i8, i8* %sunkaddr959, i64 -3392
  %409 = bitcast i8* %sunkaddr962 to <16 x float>*
  store <16 x float> %wide.load.2.1.1, <16 x float>* %409, align 4
  %sunkaddr964 = mul i64 %index.next.7.7, 4
  %sunkaddr966 = getelementptr i8, i8* %.481, i64 %sunkaddr964
  %sunkaddr968 = getelementptr i8, i8* %sunkaddr966, i64 704
  %410 = bitcast i8* %sunkaddr968 to <16 x float>*
  %wide.load.3.1.1 = load <16 x float>, <16 x float>* %410, align 4
  %sunkaddr970 = mul i64 %index.next.7.7, 4
  %411 = bitcast float* %scevgep337 to i8*
  %sunkaddr972 = getelementptr i8, i8* %411, i64 %sunkaddr970
  %sunkaddr974 = getelementptr i8, i8* %sunkaddr972, i64 -3328
  %412 = bitcast i8* %sunkaddr974 to <16 x float>*
  store <16 x float> %wide.load.3.1.1, <16 x float>* %412, align 4
  %sunkaddr976 = mul i64 %index.next.7.7, 4
  %sunkaddr977 = getelementptr i8, i8* %.481, i64 %sunkaddr976
  %sunkaddr978 = getelementptr i8, i8* %sunkaddr977, i64 768
  %413 = bitcast i8* %sunkaddr978 to <16 x float>*
  %wide.load.4.1.1 = load <16 x float>, <16 x float>* %413, align 4
  %sunkaddr979 = mul i64 %index.next.7.7, 4
  %414 = bitcast float* %scevgep337 to i8*
  %sunkaddr980 = getelementptr i8, i8* %414, i64 %sunkaddr979
  %sunkaddr981 = getelementptr i8, i8* %sunkaddr980, i64 -3264
  %415 = bitcast i8* %sunkaddr981 to <16 x float>*
  store <16 x float> %wide.load.4.1.1, <16 x float>* %415, align 4
  %sunkaddr982 = mul i64 %index.next.7.7, 4
  %sunkaddr983 = getelementptr i8, i8* %.481, i64 %sunkaddr982
  %sunkaddr984 = getelementptr i8, i8* %sunkaddr983, i64 832
  %416 = bitcast i8* %sunkaddr984 to <16 x float>*
  %wide.load.5.1.1 = load <16 x float>, <16 x float>* %416, align 4
  %sunkaddr985 = mul i64 %index.next.7.7, 4
  %417 = bitcast float* %scevgep337 to i8*
  %sunkaddr986 = getelementptr i8, i8* %417, i64 %sunkaddr985
  %sunkaddr987 = getelementptr i8, i8* %sunkaddr986, i64 -3200
  %418 = bitcast i8* %sunkaddr987 to <16 x float>*
  store <16 x float> %wide.load.5.1.1, <16 x float>* %418, align 4
  %sunkaddr988 = mul i64 %index.next.7.7, 4
  %sunkaddr989 = getelementptr i8, i8* %.481, i64 %sunkaddr988
  %sunkaddr990 = getelementptr i8, i8* %sunkaddr989, i64 896
  %419 = bitcast i8* %sunkaddr990 to <16 x float>*
  %wide.load.6.1.1 = load <16 x float>, <16 x float>* %419, align 4
  %sunkaddr991 = mul i64 %index.next.7.7, 4
  %420 = bitcast float* %scevgep337 to i8*
  %sunkaddr992 = getelementptr i8, i8* %420, i64 %sunkaddr991
  %sunkaddr993 = getelementptr i8, i8* %sunkaddr992, i64 -3136
  %421 = bitcast i8* %sunkaddr993 to <16 x float>*
  store <16 x float> %wide.load.6.1.1, <16 x float>* %421, align 4
  %sunkaddr994 = mul i64 %index.next.7.7, 4
  %sunkaddr995 = getelementptr i8, i8* %.481, i64 %sunkaddr994
  %sunkaddr996 = getelementptr i8, i8* %sunkaddr995, i64 960
  %422 = bitcast i8* %sunkaddr996 to <16 x float>*
  %wide.load.7.1.1 = load <16 x float>, <16 x float>* %422, align 4
  %sunkaddr997 = mul i64 %index.next.7.7, 4
  %423 = bitcast float* %scevgep337 to i8*
  %sunkaddr998 = getelementptr i8, i8* %423, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, i8* %sunkaddr998, i64 -3072
  %424 = bitcast i8* %sunkaddr999 to <16 x float>*
  store <16 x float> %wide.load.7.1.1, <16 x float>* %424, align 4
  %sunkaddr1000 = mul i64 %index.next.7.7, 4
  %sunkaddr1001 = getelementptr i8, i8* %.481, i64 %sunkaddr1000
  %sunkaddr1002 = getelementptr i8, i8* %sunkaddr1001, i64 1024
  %425 = bitcast i8* %sunkaddr1002 to <16 x float>*
  %wide.load.217.1 = load <16 x float>, <16 x float>* %425, align 4
  %sunkaddr1003 = mul i64 %index.next.7.7, 4
  %426 = bitcast float* %scevgep337 to i8*
  %sunkaddr1004 = getelementptr i8, i8* %426, i64 %sunkaddr1003
  %sunkaddr1005 = getelementptr i8, i8* %sunkaddr1004, i64 -3008
  %427 = bitcast i8* %sunkaddr1005 to <16 x float>*
  store <16 x float> %wide.load.217.1, <16 x float>* %427, align 4
  %sunkaddr1006 = mul i64 %index.next.7.7, 4
  %sunkaddr1007 = getelementptr i8, i8* %.481, i64 %sunkaddr1006
  %sunkaddr1008 = getelementptr i8, i8* %sunkaddr1007, i64 1088
  %428 = bitcast i8* %sunkaddr1008 to <16 x float>*
  %wide.load.1.2.1 = load <16 x float>, <16 x float>* %428, align 4
  %sunkaddr1009 = mul i64 %index.next.7.7, 4
  %429 = bitcast float* %scevgep337 to i8*
  %sunkaddr1010 = getelementptr i8, i8* %429, i64 %sunkaddr1009
  %sunkaddr1011 = getelementptr i8, i8* %sunkaddr1010, i64 -2944
  %430 = bitcast i8* %sunkaddr1011 to <16 x float>*
  store <16 x float> %wide.load.1.2.1, <16 x float>* %430, align 4
  %sunkaddr1012 = mul i64 %index.next.7.7, 4
  %sunkaddr1013 = getelementptr i8, i8* %.481, i64 %sunkaddr1012
  %sunkaddr1014 = getelementptr i8, i8* %sunkaddr1013, i64 1152
  %431 = bitcast i8* %sunkaddr1014 to <16 x float>*
  %wide.load.2.2.1 = load <16 x float>, <16 x float>* %431, align 4
  %sunkaddr1015 = mul i64 %index.next.7.7, 4
  %432 = bitcast float* %scevgep337 to i8*
  %sunkaddr1016 = getelementptr i8, i8* %432, i64 %sunkaddr1015
  %sunkaddr1017 = getelementptr i8, i8* %sunkaddr1016, i64 -2880
  %433 = bitcast i8* %sunkaddr1017 to <16 x float>*
  store <16 x float> %wide.load.2.2.1, <16 x float>* %433, align 4
  %sunkaddr1018 = mul i64 %index.next.7.7, 4
  %sunkaddr1019 = getelementptr i8, i8* %.481, i64 %sunkaddr1018
  %sunkaddr1020 = getelementptr i8, i8* %sunkaddr1019, i64 1216
  %434 = bitcast i8* %sunkaddr1020 to <16 x float>*
  %wide.load.3.2.1 = load <16 x float>, <16 x float>* %434, align 4
  %sunkaddr1021 = mul i64 %index.next.7.7, 4
  %435 = bitcast float* %scevgep337 to i8*
  %sunkaddr1022 = getelementptr i8, i8* %435, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, i8* %sunkaddr1022, i64 -2816
  %436 = bitcast i8* %sunkaddr1023 to <16 x float>*
  store <16 x float> %wide.load.3.2.1, <16 x float>* %436, align 4
  %sunkaddr1024 = mul i64 %index.next.7.7, 4
  %sunkaddr1025 = getelementptr i8, i8* %.481, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, i8* %sunkaddr1025, i64 1280
  %437 = bitcast i8* %sunkaddr1026 to <16 x float>*
  %wide.load.4.2.1 = load <16 x float>, <16 x float>* %437, align 4
  %sunkaddr1027 = mul i64 %index.next.7.7, 4
  %438 = bitcast float* %scevgep337 to i8*
  %sunkaddr1028 = getelementptr i8, i8* %438, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, i8* %sunkaddr1028, i64 -2752
  %439 = bitcast i8* %sunkaddr1029 to <16 x float>*
  store <16 x float> %wide.load.4.2.1, <16 x float>* %439, align 4
  %sunkaddr1030 = mul i64 %index.next.7.7, 4
  %sunkaddr1031 = getelementptr i8, i8* %.481, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, i8* %sunkaddr1031, i64 1344
  %440 = bitcast i8* %sunkaddr1032 to <16 x float>*
  %wide.load.5.2.1 = load <16 x float>, <16 x float>* %440, align 4
  %sunkaddr1033 = mul i64 %index.next.7.7, 4
  %441 = bitcast float* %scevgep337 to i8*
  %sunkaddr1034 = getelementptr i8, i8* %441, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, i8* %sunkaddr1034, i64 -2688
  %442 = bitcast i8* %sunkaddr1035 to <16 x float>*
  store <16 x float> %wide.load.5.2.1, <16 x float>* %442, align 4
  %sunkaddr1036 = mul i64 %index.next.7.7, 4
  %sunkaddr1037 = getelementptr i8, i8* %.481, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, i8* %sunkaddr1037, i64 1408
  %443 = bitcast i8* %sunkaddr1038 to <16 x float>*
  %wide.load.6.2.1 = load <16 x float>, <16 x float>* %443, align 4
  %sunkaddr1039 = mul i64 %index.next.7.7, 4
  %444 = bitcast float* %scevgep337 to i8*
  %sunkaddr1040 = getelementptr i8, i8* %444, i64 %sunkaddr1039
  %sunkaddr1041 = getelementptr i8, i8* %sunkaddr1040, i64 -2624
  %445 = bitcast i8* %sunkaddr1041 to <16 x float>*
  store <16 x float> %wide.load.6.2.1, <16 x float>* %445, align 4
  %sunkaddr1042 = mul i64 %index.next.7.7, 4
  %sunkaddr1043 = getelementptr i8, i8* %.481, i64 %sunkaddr1042
  %sunkaddr1044 = getelementptr i8, i8* %sunkaddr1043, i64 1472
  %446 = bitcast i8* %sunkaddr1044 to <16 x float>*
  %wide.load.7.2.1 = load <16 x float>, <16 x float>* %446, align 4
  %sunkaddr1045 = mul i64 %index.next.7.7, 4
  %447 = bitcast float* %scevgep337 to i8*
  %sunkaddr1046 = getelementptr i8, i8* %447, i64 %sunkaddr1045
  %sunkaddr1047 = getelementptr i8, i8* %sunkaddr1046, i64 -2560
  %448 = bitcast i8* %sunkaddr1047 to <16 x float>*
  store <16 x float> %wide.load.7.2.1, <16 x float>* %448, align 4
  %sunkaddr1048 = mul i64 %index.next.7.7, 4
  %sunkaddr1049 = getelementptr i8, i8* %.481, i64 %sunkaddr1048
  %sunkaddr1050 = getelementptr i8, i8* %sunkaddr1049, i64 1536
  %449 = bitcast i8* %sunkaddr1050 to <16 x float>*
  %wide.load.318.1 = load <16 x float>, <16 x float>* %449, align 4
  %sunkaddr1051 = mul i64 %index.next.7.7, 4
  %450 = bitcast float* %scevgep337 to i8*
  %sunkaddr1052 = getelementptr i8, i8* %450, i64 %sunkaddr1051
  %sunkaddr1053 = getelementptr i8, i8* %sunkaddr1052, i64 -2496
  %451 = bitcast i8* %sunkaddr1053 to <16 x float>*
  store <16 x float> %wide.load.318.1, <16 x float>* %451, align 4
  %sunkaddr1054 = mul i64 %index.next.7.7, 4
  %sunkaddr1055 = getelementptr i8, i8* %.481, i64 %sunkaddr1054
  %sunkaddr1056 = getelementptr i8, i8* %sunkaddr1055, i64 1600
  %452 = bitcast i8* %sunkaddr1056 to <16 x float>*
  %wide.load.1.3.1 = load <16 x float>, <16 x float>* %452, align 4
  %sunkaddr1057 = mul i64 %index.next.7.7, 4
  %453 = bitcast float* %scevgep337 to i8*
  %sunkaddr1058 = getelementptr i8, i8* %453, i64 %sunkaddr1057
  %sunkaddr1059 = getelementptr i8, i8* %sunkaddr1058, i64 -2432
  %454 = bitcast i8* %sunkaddr1059 to <16 x float>*
  store <16 x float> %wide.load.1.3.1, <16 x float>* %454, align 4
  %sunkaddr1060 = mul i64 %index.next.7.7, 4
  %sunkaddr1061 = getelementptr i8, i8* %.481, i64 %sunkaddr1060
  %sunkaddr1062 = getelementptr i8, i8* %sunkaddr1061, i64 1664
  %455 = bitcast i8* %sunkaddr1062 to <16 x float>*
  %wide.load.2.3.1 = load <16 x float>, <16 x float>* %455, align 4
  %sunkaddr1063 = mul i64 %index.next.7.7, 4
  %456 = bitcast float* %scevgep337 to i8*
  %sunkaddr1064 = getelementptr i8, i8* %456, i64 %sunkaddr1063
  %sunkaddr1065 = getelementptr i8, i8* %sunkaddr1064, i64 -2368
  %457 = bitcast i8* %sunkaddr1065 to <16 x float>*
  store <16 x float> %wide.load.2.3.1, <16 x float>* %457, align 4
  %sunkaddr1066 = mul i64 %index.next.7.7, 4
  %sunkaddr1067 = getelementptr i8, i8* %.481, i64 %sunkaddr1066
  %sunkaddr1068 = getelementptr i8, i8* %sunkaddr1067, i64 1728
  %458 = bitcast i8* %sunkaddr1068 to <16 x float>*
  %wide.load.3.3.1 = load <16 x float>, <16 x float>* %458, align 4
  %sunkaddr1069 = mul i64 %index.next.7.7, 4
  %459 = bitcast float* %scevgep337 to i8*
  %sunkaddr1070 = getelementptr i8, i8* %459, i64 %sunkaddr1069
  %sunkaddr1071 = getelementptr i8, i8* %sunkaddr1070, i64 -2304
  %460 = bitcast i8* %sunkaddr1071 to <16 x float>*
  store <16 x float> %wide.load.3.3.1, <16 x float>* %460, align 4
  %sunkaddr1072 = mul i64 %index.next.7.7, 4
  %sunkaddr1073 = getelementptr i8, i8* %.481, i64 %sunkaddr1072
  %sunkaddr1074 = getelementptr i8, i8* %sunkaddr1073, i64 1792
  %461 = bitcast i8* %sunkaddr1074 to <16 x float>*
  %wide.load.4.3.1 = load <16 x float>, <16 x float>* %461, align 4
  %sunkaddr1075 = mul i64 %index.next.7.7, 4
  %462 = bitcast float* %scevgep337 to i8*
  %sunkaddr1076 = getelementptr i8, i8* %462, i64 %sunkaddr1075
  %sunkaddr1077 = getelementptr i8, i8* %sunkaddr1076, i64 -2240
  %463 = bitcast i8* %sunkaddr1077 to <16 x float>*
  store <16 x float> %wide.load.4.3.1, <16 x float>* %463, align 4
  %sunkaddr1078 = mul i64 %index.next.7.7, 4
  %sunkaddr1079 = getelementptr i8, i8* %.481, i64 %sunkaddr1078
  %sunkaddr1080 = getelementptr i8, i8* %sunkaddr1079, i64 1856
  %464 = bitcast i8* %sunkaddr1080 to <16 x float>*
  %wide.load.5.3.1 = load <16 x float>, <16 x float>* %464, align 4
  %sunkaddr1081 = mul i64 %index.next.7.7, 4
  %465 = bitcast float* %scevgep337 to i8*
  %sunkaddr1082 = getelementptr i8, i8* %465, i64 %sunkaddr1081
  %sunkaddr1083 = getelementptr i8, i8* %sunkaddr1082, i64 -2176
  %466 = bitcast i8* %sunkaddr1083 to <16 x float>*
  store <16 x float> %wide.load.5.3.1, <16 x float>* %466, align 4
  %sunkaddr1084 = mul i64 %index.next.7.7, 4
  %sunkaddr1085 = getelementptr i8, i8* %.481, i64 %sunkaddr1084
  %sunkaddr1086 = getelementptr i8, i8* %sunkaddr1085, i64 1920
  %467 = bitcast i8* %sunkaddr1086 to <16 x float>*
  %wide.load.6.3.1 = load <16 x float>, <16 x float>* %467, align 4
  %sunkaddr1087 = mul i64 %index.next.7.7, 4
  %468 = bitcast float* %scevgep337 to i8*
  %sunkaddr1088 = getelementptr i8, i8* %468, i64 %sunkaddr1087
  %sunkaddr1089 = getelementptr i8, i8* %sunkaddr1088, i64 -2112
  %469 = bitcast i8* %sunkaddr1089 to <16 x float>*
  store <16 x float> %wide.load.6.3.1, <16 x float>* %469, align 4
  %sunkaddr1090 = mul i64 %index.next.7.7, 4
  %sunkaddr1091 = getelementptr i8, i8* %.481, i64 %sunkaddr1090
  %sunkaddr1092 = getelementptr i8, i8* %sunkaddr1091, i64 1984
  %470 = bitcast i8* %sunkaddr1092 to <16 x float>*
  %wide.load.7.3.1 = load <16 x float>, <16 x float>* %470, align 4
  %sunkaddr1093 = mul i64 %index.next.7.7, 4
  %471 = bitcast float* %scevgep337 to i8*
  %sunkaddr1094 = getelementptr i8, i8* %471, i64 %sunkaddr1093
  %sunkaddr1095 = getelementptr i8, i8* %sunkaddr1094, i64 -2048
  %472 = bitcast i8* %sunkaddr1095 to <16 x float>*
  store <16 x float> %wide.load.7.3.1, <16 x float>* %472, align 4
  %sunkaddr1096 = mul i64 %index.next.7.7, 4
  %sunkaddr1097 = getelementptr i8, i8* %.481, i64 %sunkaddr1096
  %sunkaddr1098 = getelementptr i8, i8* %sunkaddr1097, i64 2048
  %473 = bitcast i8* %sunkaddr1098 to <16 x float>*
  %wide.load.419.1 = load <16 x float>, <16 x float>* %473, align 4
  %sunkaddr1099 = mul i64 %index.next.7.7, 4
  %474 = bitcast float* %scevgep337 to i8*
  %sunkaddr1100 = getelementptr i8, i8* %474, i64 %sunkaddr1099
  %sunkaddr1101 = getelementptr i8, i8* %sunkaddr1100, i64 -1984
  %475 = bitcast i8* %sunkaddr1101 to <16 x float>*
  store <16 x float> %wide.load.419.1, <16 x float>* %475, align 4
  %sunkaddr1102 = mul i64 %index.next.7.7, 4
  %sunkaddr1103 = getelementptr i8, i8* %.481, i64 %sunkaddr1102
  %sunkaddr1104 = getelementptr i8, i8* %sunkaddr1103, i64 2112
  %476 = bitcast i8* %sunkaddr1104 to <16 x float>*
  %wide.load.1.4.1 = load <16 x float>, <16 x float>* %476, align 4
  %sunkaddr1105 = mul i64 %index.next.7.7, 4
  %477 = bitcast float* %scevgep337 to i8*
  %sunkaddr1106 = getelementptr i8, i8* %477, i64 %sunkaddr1105
  %sunkaddr1107 = getelementptr i8, i8* %sunkaddr1106, i64 -1920
  %478 = bitcast i8* %sunkaddr1107 to <16 x float>*
  store <16 x float> %wide.load.1.4.1, <16 x float>* %478, align 4
  %sunkaddr1108 = mul i64 %index.next.7.7, 4
  %sunkaddr1109 = getelementptr i8, i8* %.481, i64 %sunkaddr1108
  %sunkaddr1110 = getelementptr i8, i8* %sunkaddr1109, i64 2176
  %479 = bitcast i8* %sunkaddr1110 to <16 x float>*
  %wide.load.2.4.1 = load <16 x float>, <16 x float>* %479, align 4
  %sunkaddr1111 = mul i64 %index.next.7.7, 4
  %480 = bitcast float* %scevgep337 to i8*
  %sunkaddr1112 = getelementptr i8, i8* %480, i64 %sunkaddr1111
  %sunkaddr1113 = getelementptr i8, i8* %sunkaddr1112, i64 -1856
  %481 = bitcast i8* %sunkaddr1113 to <16 x float>*
  store <16 x float> %wide.load.2.4.1, <16 x float>* %481, align 4
  %sunkaddr1114 = mul i64 %index.next.7.7, 4
  %sunkaddr1115 = getelementptr i8, i8* %.481, i64 %sunkaddr1114
  %sunkaddr1116 = getelementptr i8, i8* %sunkaddr1115, i64 2240
  %482 = bitcast i8* %sunkaddr1116 to <16 x float>*
  %wide.load.3.4.1 = load <16 x float>, <16 x float>* %482, align 4
  %sunkaddr1117 = mul i64 %index.next.7.7, 4
  %483 = bitcast float* %scevgep337 to i8*
  %sunkaddr1118 = getelementptr i8, i8* %483, i64 %sunkaddr1117
  %sunkaddr1119 = getelementptr i8, i8* %sunkaddr1118, i64 -1792
  %484 = bitcast i8* %sunkaddr1119 to <16 x float>*
  store <16 x float> %wide.load.3.4.1, <16 x float>* %484, align 4
  %sunkaddr1120 = mul i64 %index.next.7.7, 4
  %sunkaddr1121 = getelementptr i8, i8* %.481, i64 %sunkaddr1120
  %sunkaddr1122 = getelementptr i8, i8* %sunkaddr1121, i64 2304
  %485 = bitcast i8* %sunkaddr1122 to <16 x float>*
  %wide.load.4.4.1 = load <16 x float>, <16 x float>* %485, align 4
  %sunkaddr1123 = mul i64 %index.next.7.7, 4
  %486 = bitcast float* %scevgep337 to i8*
  %sunkaddr1124 = getelementptr i8, i8* %486, i64 %sunkaddr1123
  %sunkaddr1125 = getelementptr i8, i8* %sunkaddr1124, i64 -1728
  %487 = bitcast i8* %sunkaddr1125 to <16 x float>*
  store <16 x float> %wide.load.4.4.1, <16 x float>* %487, align 4
  %sunkaddr1126 = mul i64 %index.next.7.7, 4
  %sunkaddr1127 = getelementptr i8, i8* %.481, i64 %sunkaddr1126
  %sunkaddr1128 = getelementptr i8, i8* %sunkaddr1127, i64 2368
  %488 = bitcast i8* %sunkaddr1128 to <16 x float>*
  %wide.load.5.4.1 = load <16 x float>, <16 x float>* %488, align 4
  %sunkaddr1129 = mul i64 %index.next.7.7, 4
  %489 = bitcast float* %scevgep337 to i8*
  %sunkaddr1130 = getelementptr i8, i8* %489, i64 %sunkaddr1129
  %sunkaddr1131 = getelementptr i8, i8* %sunkaddr1130, i64 -1664
  %490 = bitcast i8* %sunkaddr1131 to <16 x float>*
  store <16 x float> %wide.load.5.4.1, <16 x float>* %490, align 4
  %sunkaddr1132 = mul i64 %index.next.7.7, 4
  %sunkaddr1133 = getelementptr i8, i8* %.481, i64 %sunkaddr1132
  %sunkaddr1134 = getelementptr i8, i8* %sunkaddr1133, i64 2432
  %491 = bitcast i8* %sunkaddr1134 to <16 x float>*
  %wide.load.6.4.1 = load <16 x float>, <16 x float>* %491, align 4
  %sunkaddr1135 = mul i64 %index.next.7.7, 4
  %492 = bitcast float* %scevgep337 to i8*
  %sunkaddr1136 = getelementptr i8, i8* %492, i64 %sunkaddr1135
  %sunkaddr1137 = getelementptr i8, i8* %sunkaddr1136, i64 -1600
  %493 = bitcast i8* %sunkaddr1137 to <16 x float>*
  store <16 x float> %wide.load.6.4.1, <16 x float>* %493, align 4
  %sunkaddr1138 = mul i64 %index.next.7.7, 4
  %sunkaddr1139 = getelementptr i8, i8* %.481, i64 %sunkaddr1138
  %sunkaddr1140 = getelementptr i8, i8* %sunkaddr1139, i64 2496
  %494 = bitcast i8* %sunkaddr1140 to <16 x float>*
  %wide.load.7.4.1 = load <16 x float>, <16 x float>* %494, align 4
  %sunkaddr1141 = mul i64 %index.next.7.7, 4
  %495 = bitcast float* %scevgep337 to i8*
  %sunkaddr1142 = getelementptr i8, i8* %495, i64 %sunkaddr1141
  %sunkaddr1143 = getelementptr i8, i8* %sunkaddr1142, i64 -1536
  %496 = bitcast i8* %sunkaddr1143 to <16 x float>*
  store <16 x float> %wide.load.7.4.1, <16 x float>* %496, align 4
  %sunkaddr1144 = mul i64 %index.next.7.7, 4
  %sunkaddr1145 = getelementptr i8, i8* %.481, i64 %sunkaddr1144
  %sunkaddr1146 = getelementptr i8, i8* %sunkaddr1145, i64 2560
  %497 = bitcast i8* %sunkaddr1146 to <16 x float>*
  %wide.load.520.1 = load <16 x float>, <16 x float>* %497, align 4
  %sunkaddr1147 = mul i64 %index.next.7.7, 4
  %498 = bitcast float* %scevgep337 to i8*
  %sunkaddr1148 = getelementptr i8, i8* %498, i64 %sunkaddr1147
  %sunkaddr1149 = getelementptr i8, i8* %sunkaddr1148, i64 -1472
  %499 = bitcast i8* %sunkaddr1149 to <16 x float>*
  store <16 x float> %wide.load.520.1, <16 x float>* %499, align 4
  %sunkaddr1150 = mul i64 %index.next.7.7, 4
  %sunkaddr1151 = getelementptr i8, i8* %.481, i64 %sunkaddr1150
  %sunkaddr1152 = getelementptr i8, i8* %sunkaddr1151, i64 2624
  %500 = bitcast i8* %sunkaddr1152 to <16 x float>*
  %wide.load.1.5.1 = load <16 x float>, <16 x float>* %500, align 4
  %sunkaddr1153 = mul i64 %index.next.7.7, 4
  %501 = bitcast float* %scevgep337 to i8*
  %sunkaddr1154 = getelementptr i8, i8* %501, i64 %sunkaddr1153
  %sunkaddr1155 = getelementptr i8, i8* %sunkaddr1154, i64 -1408
  %502 = bitcast i8* %sunkaddr1155 to <16 x float>*
  store <16 x float> %wide.load.1.5.1, <16 x float>* %502, align 4
  %sunkaddr1156 = mul i64 %index.next.7.7, 4
  %sunkaddr1157 = getelementptr i8, i8* %.481, i64 %sunkaddr1156
  %sunkaddr1158 = getelementptr i8, i8* %sunkaddr1157, i64 2688
  %503 = bitcast i8* %sunkaddr1158 to <16 x float>*
  %wide.load.2.5.1 = load <16 x float>, <16 x float>* %503, align 4
  %sunkaddr1159 = mul i64 %index.next.7.7, 4
  %504 = bitcast float* %scevgep337 to i8*
  %sunkaddr1160 = getelementptr i8, i8* %504, i64 %sunkaddr1159
  %sunkaddr1161 = getelementptr i8, i8* %sunkaddr1160, i64 -1344
  %505 = bitcast i8* %sunkaddr1161 to <16 x float>*
  store <16 x float> %wide.load.2.5.1, <16 x float>* %505, align 4
  %sunkaddr1162 = mul i64 %index.next.7.7, 4
  %sunkaddr1163 = getelementptr i8, i8* %.481, i64 %sunkaddr1162
  %sunkaddr1164 = getelementptr i8, i8* %sunkaddr1163, i64 2752
  %506 = bitcast i8* %sunkaddr1164 to <16 x float>*
  %wide.load.3.5.1 = load <16 x float>, <16 x float>* %506, align 4
  %sunkaddr1165 = mul i64 %index.next.7.7, 4
  %507 = bitcast float* %scevgep337 to i8*
  %sunkaddr1166 = getelementptr i8, i8* %507, i64 %sunkaddr1165
  %sunkaddr1167 = getelementptr i8, i8* %sunkaddr1166, i64 -1280
  %508 = bitcast i8* %sunkaddr1167 to <16 x float>*
  store <16 x float> %wide.load.3.5.1, <16 x float>* %508, align 4
  %sunkaddr1168 = mul i64 %index.next.7.7, 4
  %sunkaddr1169 = getelementptr i8, i8* %.481, i64 %sunkaddr1168
  %sunkaddr1170 = getelementptr i8, i8* %sunkaddr1169, i64 2816
  %509 = bitcast i8* %sunkaddr1170 to <16 x float>*
  %wide.load.4.5.1 = load <16 x float>, <16 x float>* %509, align 4
  %sunkaddr1171 = mul i64 %index.next.7.7, 4
  %510 = bitcast float* %scevgep337 to i8*
  %sunkaddr1172 = getelementptr i8, i8* %510, i64 %sunkaddr1171
  %sunkaddr1173 = getelementptr i8, i8* %sunkaddr1172, i64 -1216
  %511 = bitcast i8* %sunkaddr1173 to <16 x float>*
  store <16 x float> %wide.load.4.5.1, <16 x float>* %511, align 4
  %sunkaddr1174 = mul i64 %index.next.7.7, 4
  %sunkaddr1175 = getelementptr i8, i8* %.481, i64 %sunkaddr1174
  %sunkaddr1176 = getelementptr i8, i8* %sunkaddr1175, i64 2880
  %512 = bitcast i8* %sunkaddr1176 to <16 x float>*
  %wide.load.5.5.1 = load <16 x float>, <16 x float>* %512, align 4
  %sunkaddr1177 = mul i64 %index.next.7.7, 4
  %513 = bitcast float* %scevgep337 to i8*
  %sunkaddr1178 = getelementptr i8, i8* %513, i64 %sunkaddr1177
  %sunkaddr1179 = getelementptr i8, i8* %sunkaddr1178, i64 -1152
  %514 = bitcast i8* %sunkaddr1179 to <16 x float>*
  store <16 x float> %wide.load.5.5.1, <16 x float>* %514, align 4
  %sunkaddr1180 = mul i64 %index.next.7.7, 4
  %sunkaddr1181 = getelementptr i8, i8* %.481, i64 %sunkaddr1180
  %sunkaddr1182 = getelementptr i8, i8* %sunkaddr1181, i64 2944
  %515 = bitcast i8* %sunkaddr1182 to <16 x float>*
  %wide.load.6.5.1 = load <16 x float>, <16 x float>* %515, align 4
  %sunkaddr1183 = mul i64 %index.next.7.7, 4
  %516 = bitcast float* %scevgep337 to i8*
  %sunkaddr1184 = getelementptr i8, i8* %516, i64 %sunkaddr1183
  %sunkaddr1185 = getelementptr i8, i8* %sunkaddr1184, i64 -1088
  %517 = bitcast i8* %sunkaddr1185 to <16 x float>*
  store <16 x float> %wide.load.6.5.1, <16 x float>* %517, align 4
  %sunkaddr1186 = mul i64 %index.next.7.7, 4
  %sunkaddr1187 = getelementptr i8, i8* %.481, i64 %sunkaddr1186
  %sunkaddr1188 = getelementptr i8, i8* %sunkaddr1187, i64 3008
  %518 = bitcast i8* %sunkaddr1188 to <16 x float>*
  %wide.load.7.5.1 = load <16 x float>, <16 x float>* %518, align 4
  %sunkaddr1189 = mul i64 %index.next.7.7, 4
  %519 = bitcast float* %scevgep337 to i8*
  %sunkaddr1190 = getelementptr i8, i8* %519, i64 %sunkaddr1189
  %sunkaddr1191 = getelementptr i8, i8* %sunkaddr1190, i64 -1024
  %520 = bitcast i8* %sunkaddr1191 to <16 x float>*
  store <16 x float> %wide.load.7.5.1, <16 x float>* %520, align 4
  %sunkaddr1192 = mul i64 %index.next.7.7, 4
  %sunkaddr1193 = getelementptr i8, i8* %.481, i64 %sunkaddr1192
  %sunkaddr1194 = getelementptr i8, i8* %sunkaddr1193, i64 3072
  %521 = bitcast i8* %sunkaddr1194 to <16 x float>*
  %wide.load.621.1 = load <16 x float>, <16 x float>* %521, align 4
  %sunkaddr1195 = mul i64 %index.next.7.7, 4
  %522 = bitcast float* %scevgep337 to i8*
  %sunkaddr1196 = getelementptr i8, i8* %522, i64 %sunkaddr1195
  %sunkaddr1197 = getelementptr i8, i8* %sunkaddr1196, i64 -960
  %523 = bitcast i8* %sunkaddr1197 to <16 x float>*
  store <16 x float> %wide.load.621.1, <16 x float>* %523, align 4
  %sunkaddr1198 = mul i64 %index.next.7.7, 4
  %sunkaddr1199 = getelementptr i8, i8* %.481, i64 %sunkaddr1198
  %sunkaddr1200 = getelementptr i8, i8* %sunkaddr1199, i64 3136
  %524 = bitcast i8* %sunkaddr1200 to <16 x float>*
  %wide.load.1.6.1 = load <16 x float>, <16 x float>* %524, align 4
  %sunkaddr1201 = mul i64 %index.next.7.7, 4
  %525 = bitcast float* %scevgep337 to i8*
  %sunkaddr1202 = getelementptr i8, i8* %525, i64 %sunkaddr1201
  %sunkaddr1203 = getelementptr i8, i8* %sunkaddr1202, i64 -896
  %526 = bitcast i8* %sunkaddr1203 to <16 x float>*
  store <16 x float> %wide.load.1.6.1, <16 x float>* %526, align 4
  %sunkaddr1204 = mul i64 %index.next.7.7, 4
  %sunkaddr1205 = getelementptr i8, i8* %.481, i64 %sunkaddr1204
  %sunkaddr1206 = getelementptr i8, i8* %sunkaddr1205, i64 3200
  %527 = bitcast i8* %sunkaddr1206 to <16 x float>*
  %wide.load.2.6.1 = load <16 x float>, <16 x float>* %527, align 4
  %sunkaddr1207 = mul i64 %index.next.7.7, 4
  %528 = bitcast float* %scevgep337 to i8*
  %sunkaddr1208 = getelementptr i8, i8* %528, i64 %sunkaddr1207
  %sunkaddr1209 = getelementptr i8, i8* %sunkaddr1208, i64 -832
  %529 = bitcast i8* %sunkaddr1209 to <16 x float>*
  store <16 x float> %wide.load.2.6.1, <16 x float>* %529, align 4
  %sunkaddr1210 = mul i64 %index.next.7.7, 4
  %sunkaddr1211 = getelementptr i8, i8* %.481, i64 %sunkaddr1210
  %sunkaddr1212 = getelementptr i8, i8* %sunkaddr1211, i64 3264
  %530 = bitcast i8* %sunkaddr1212 to <16 x float>*
  %wide.load.3.6.1 = load <16 x float>, <16 x float>* %530, align 4
  %sunkaddr1213 = mul i64 %index.next.7.7, 4
  %531 = bitcast float* %scevgep337 to i8*
  %sunkaddr1214 = getelementptr i8, i8* %531, i64 %sunkaddr1213
  %sunkaddr1215 = getelementptr i8, i8* %sunkaddr1214, i64 -768
  %532 = bitcast i8* %sunkaddr1215 to <16 x float>*
  store <16 x float> %wide.load.3.6.1, <16 x float>* %532, align 4
  %sunkaddr1216 = mul i64 %index.next.7.7, 4
  %sunkaddr1217 = getelementptr i8, i8* %.481, i64 %sunkaddr1216
  %sunkaddr1218 = getelementptr i8, i8* %sunkaddr1217, i64 3328
  %533 = bitcast i8* %sunkaddr1218 to <16 x float>*
  %wide.load.4.6.1 = load <16 x float>, <16 x float>* %533, align 4
  %sunkaddr1219 = mul i64 %index.next.7.7, 4
  %534 = bitcast float* %scevgep337 to i8*
  %sunkaddr1220 = getelementptr i8, i8* %534, i64 %sunkaddr1219
  %sunkaddr1221 = getelementptr i8, i8* %sunkaddr1220, i64 -704
  %535 = bitcast i8* %sunkaddr1221 to <16 x float>*
  store <16 x float> %wide.load.4.6.1, <16 x float>* %535, align 4
  %sunkaddr1222 = mul i64 %index.next.7.7, 4
  %sunkaddr1223 = getelementptr i8, i8* %.481, i64 %sunkaddr1222
  %sunkaddr1224 = getelementptr i8, i8* %sunkaddr1223, i64 3392
  %536 = bitcast i8* %sunkaddr1224 to <16 x float>*
  %wide.load.5.6.1 = load <16 x float>, <16 x float>* %536, align 4
  %sunkaddr1225 = mul i64 %index.next.7.7, 4
  %537 = bitcast float* %scevgep337 to i8*
  %sunkaddr1226 = getelementptr i8, i8* %537, i64 %sunkaddr1225
  %sunkaddr1227 = getelementptr i8, i8* %sunkaddr1226, i64 -640
  %538 = bitcast i8* %sunkaddr1227 to <16 x float>*
  store <16 x float> %wide.load.5.6.1, <16 x float>* %538, align 4
  %sunkaddr1228 = mul i64 %index.next.7.7, 4
  %sunkaddr1229 = getelementptr i8, i8* %.481, i64 %sunkaddr1228
  %sunkaddr1230 = getelementptr i8, i8* %sunkaddr1229, i64 3456
  %539 = bitcast i8* %sunkaddr1230 to <16 x float>*
  %wide.load.6.6.1 = load <16 x float>, <16 x float>* %539, align 4
  %sunkaddr1231 = mul i64 %index.next.7.7, 4
  %540 = bitcast float* %scevgep337 to i8*
  %sunkaddr1232 = getelementptr i8, i8* %540, i64 %sunkaddr1231
  %sunkaddr1233 = getelementptr i8, i8* %sunkaddr1232, i64 -576
  %541 = bitcast i8* %sunkaddr1233 to <16 x float>*
  store <16 x float> %wide.load.6.6.1, <16 x float>* %541, align 4
  %sunkaddr1234 = mul i64 %index.next.7.7, 4
  %sunkaddr1235 = getelementptr i8, i8* %.481, i64 %sunkaddr1234
  %sunkaddr1236 = getelementptr i8, i8* %sunkaddr1235, i64 3520
  %542 = bitcast i8* %sunkaddr1236 to <16 x float>*
  %wide.load.7.6.1 = load <16 x float>, <16 x float>* %542, align 4
  %sunkaddr1237 = mul i64 %index.next.7.7, 4
  %543 = bitcast float* %scevgep337 to i8*
  %sunkaddr1238 = getelementptr i8, i8* %543, i64 %sunkaddr1237
  %sunkaddr1239 = getelementptr i8, i8* %sunkaddr1238, i64 -512
  %544 = bitcast i8* %sunkaddr1239 to <16 x float>*
  store <16 x float> %wide.load.7.6.1, <16 x float>* %544, align 4
  %sunkaddr1240 = mul i64 %index.next.7.7, 4
  %sunkaddr1241 = getelementptr i8, i8* %.481, i64 %sunkaddr1240
  %sunkaddr1242 = getelementptr i8, i8* %sunkaddr1241, i64 3584
  %545 = bitcast i8* %sunkaddr1242 to <16 x float>*
  %wide.load.722.1 = load <16 x float>, <16 x float>* %545, align 4
  %sunkaddr1243 = mul i64 %index.next.7.7, 4
  %546 = bitcast float* %scevgep337 to i8*
  %sunkaddr1244 = getelementptr i8, i8* %546, i64 %sunkaddr1243
  %sunkaddr1245 = getelementptr i8, i8* %sunkaddr1244, i64 -448
  %547 = bitcast i8* %sunkaddr1245 to <16 x float>*
  store <16 x float> %wide.load.722.1, <16 x float>* %547, align 4
  %sunkaddr1246 = mul i64 %index.next.7.7, 4
  %sunkaddr1247 = getelementptr i8, i8* %.481, i64 %sunkaddr1246
  %sunkaddr1248 = getelementptr i8, i8* %sunkaddr1247, i64 3648
  %548 = bitcast i8* %sunkaddr1248 to <16 x float>*
  %wide.load.1.7.1 = load <16 x float>, <16 x float>* %548, align 4
  %sunkaddr1249 = mul i64 %index.next.7.7, 4
  %549 = bitcast float* %scevgep337 to i8*
  %sunkaddr1250 = getelementptr i8, i8* %549, i64 %sunkaddr1249
  %sunkaddr1251 = getelementptr i8, i8* %sunkaddr1250, i64 -384
  %550 = bitcast i8* %sunkaddr1251 to <16 x float>*
  store <16 x float> %wide.load.1.7.1, <16 x float>* %550, align 4
  %sunkaddr1252 = mul i64 %index.next.7.7, 4
  %sunkaddr1253 = getelementptr i8, i8* %.481, i64 %sunkaddr1252
  %sunkaddr1254 = getelementptr i8, i8* %sunkaddr1253, i64 3712
  %551 = bitcast i8* %sunkaddr1254 to <16 x float>*
  %wide.load.2.7.1 = load <16 x float>, <16 x float>* %551, align 4
  %sunkaddr1255 = mul i64 %index.next.7.7, 4
  %552 = bitcast float* %scevgep337 to i8*
  %sunkaddr1256 = getelementptr i8, i8* %552, i64 %sunkaddr1255
  %sunkaddr1257 = getelementptr i8, i8* %sunkaddr1256, i64 -320
  %553 = bitcast i8* %sunkaddr1257 to <16 x float>*
  store <16 x float> %wide.load.2.7.1, <16 x float>* %553, align 4
  %sunkaddr1258 = mul i64 %index.next.7.7, 4
  %sunkaddr1259 = getelementptr i8, i8* %.481, i64 %sunkaddr1258
  %sunkaddr1260 = getelementptr i8, i8* %sunkaddr1259, i64 3776
  %554 = bitcast i8* %sunkaddr1260 to <16 x float>*
  %wide.load.3.7.1 = load <16 x float>, <16 x float>* %554, align 4
  %sunkaddr1261 = mul i64 %index.next.7.7, 4
  %555 = bitcast float* %scevgep337 to i8*
  %sunkaddr1262 = getelementptr i8, i8* %555, i64 %sunkaddr1261
  %sunkaddr1263 = getelementptr i8, i8* %sunkaddr1262, i64 -256
  %556 = bitcast i8* %sunkaddr1263 to <16 x float>*
  store <16 x float> %wide.load.3.7.1, <16 x float>* %556, align 4
  %sunkaddr1264 = mul i64 %index.next.7.7, 4
  %sunkaddr1265 = getelementptr i8, i8* %.481, i64 %sunkaddr1264
  %sunkaddr1266 = getelementptr i8, i8* %sunkaddr1265, i64 3840
  %557 = bitcast i8* %sunkaddr1266 to <16 x float>*
  %wide.load.4.7.1 = load <16 x float>, <16 x float>* %557, align 4
  %sunkaddr1267 = mul i64 %index.next.7.7, 4
  %558 = bitcast float* %scevgep337 to i8*
  %sunkaddr1268 = getelementptr i8, i8* %558, i64 %sunkaddr1267
  %sunkaddr1269 = getelementptr i8, i8* %sunkaddr1268, i64 -192
  %559 = bitcast i8* %sunkaddr1269 to <16 x float>*
  store <16 x float> %wide.load.4.7.1, <16 x float>* %559, align 4
  %sunkaddr1270 = mul i64 %index.next.7.7, 4
  %sunkaddr1271 = getelementptr i8, i8* %.481, i64 %sunkaddr1270
  %sunkaddr1272 = getelementptr i8, i8* %sunkaddr1271, i64 3904
  %560 = bitcast i8* %sunkaddr1272 to <16 x float>*
  %wide.load.5.7.1 = load <16 x float>, <16 x float>* %560, align 4
  %sunkaddr1273 = mul i64 %index.next.7.7, 4
  %561 = bitcast float* %scevgep337 to i8*
  %sunkaddr1274 = getelementptr i8, i8* %561, i64 %sunkaddr1273
  %sunkaddr1275 = getelementptr i8, i8* %sunkaddr1274, i64 -128
  %562 = bitcast i8* %sunkaddr1275 to <16 x float>*
  store <16 x float> %wide.load.5.7.1, <16 x float>* %562, align 4
  %sunkaddr1276 = mul i64 %index.next.7.7, 4
  %sunkaddr1277 = getelementptr i8, i8* %.481, i64 %sunkaddr1276
  %sunkaddr1278 = getelementptr i8, i8* %sunkaddr1277, i64 3968
  %563 = bitcast i8* %sunkaddr1278 to <16 x float>*
  %wide.load.6.7.1 = load <16 x float>, <16 x float>* %563, align 4
  %sunkaddr1279 = mul i64 %index.next.7.7, 4
  %564 = bitcast float* %scevgep337 to i8*
  %sunkaddr1280 = getelementptr i8, i8* %564, i64 %sunkaddr1279
  %sunkaddr1281 = getelementptr i8, i8* %sunkaddr1280, i64 -64
  %565 = bitcast i8* %sunkaddr1281 to <16 x float>*
  store <16 x float> %wide.load.6.7.1, <16 x float>* %565, align 4
  %sunkaddr1282 = mul i64 %index.next.7.7, 4
  %sunkaddr1283 = getelementptr i8, i8* %.481, i64 %sunkaddr1282
  %sunkaddr1284 = getelementptr i8, i8* %sunkaddr1283, i64 4032
  %566 = bitcast i8* %sunkaddr1284 to <16 x float>*
  %wide.load.7.7.1 = load <16 x float>, <16 x float>* %566, align 4
  %scevgep503.1 = getelementptr float, float* %scevgep337, i64 %index.next.7.7
  %scevgep503504.1 = bitcast float* %scevgep503.1 to <16 x float>*
  store <16 x float> %wide.load.7.7.1, <16 x float>* %scevgep503504.1, align 4
  %index.next.7.7.1 = add i64 %index, 2048
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter37
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !prof !91, !llvm.loop !92

middle.block.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %vector.body, %vector.ph.new.new
  %index.next.7.7.lcssa.ph = phi i64 [ undef, %vector.ph.new.new ], [ %index.next.7.7.1, %vector.body ]
  %index.unr35 = phi i64 [ 0, %vector.ph.new.new ], [ %index.next.7.7.1, %vector.body ]
  %567 = and i64 %187, 1
  %lcmp.mod.not130 = icmp eq i64 %567, 0
  br i1 %lcmp.mod.not130, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body.epil25

vector.body.epil25:                               ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa
  %sunkaddr.epil = shl i64 %index.unr35, 2
  %scevgep336.epil = getelementptr i8, i8* %.481, i64 %sunkaddr.epil
  %568 = bitcast i8* %scevgep336.epil to <16 x float>*
  %wide.load.epil27 = load <16 x float>, <16 x float>* %568, align 4
  %scevgep525.epil = getelementptr float, float* %scevgep523, i64 %index.unr35
  %569 = bitcast float* %scevgep525.epil to <16 x float>*
  store <16 x float> %wide.load.epil27, <16 x float>* %569, align 4
  %sunkaddr1285 = mul i64 %index.unr35, 4
  %sunkaddr1286 = getelementptr i8, i8* %.481, i64 %sunkaddr1285
  %sunkaddr1287 = getelementptr i8, i8* %sunkaddr1286, i64 64
  %570 = bitcast i8* %sunkaddr1287 to <16 x float>*
  %wide.load.1.epil28 = load <16 x float>, <16 x float>* %570, align 4
  %sunkaddr1288 = mul i64 %index.unr35, 4
  %571 = bitcast float* %scevgep337 to i8*
  %sunkaddr1289 = getelementptr i8, i8* %571, i64 %sunkaddr1288
  %sunkaddr1290 = getelementptr i8, i8* %sunkaddr1289, i64 -3968
  %572 = bitcast i8* %sunkaddr1290 to <16 x float>*
  store <16 x float> %wide.load.1.epil28, <16 x float>* %572, align 4
  %sunkaddr1291 = mul i64 %index.unr35, 4
  %sunkaddr1292 = getelementptr i8, i8* %.481, i64 %sunkaddr1291
  %sunkaddr1293 = getelementptr i8, i8* %sunkaddr1292, i64 128
  %573 = bitcast i8* %sunkaddr1293 to <16 x float>*
  %wide.load.2.epil29 = load <16 x float>, <16 x float>* %573, align 4
  %sunkaddr1294 = mul i64 %index.unr35, 4
  %574 = bitcast float* %scevgep337 to i8*
  %sunkaddr1295 = getelementptr i8, i8* %574, i64 %sunkaddr1294
  %sunkaddr1296 = getelementptr i8, i8* %sunkaddr1295, i64 -3904
  %575 = bitcast i8* %sunkaddr1296 to <16 x float>*
  store <16 x float> %wide.load.2.epil29, <16 x float>* %575, align 4
  %sunkaddr1297 = mul i64 %index.unr35, 4
  %sunkaddr1298 = getelementptr i8, i8* %.481, i64 %sunkaddr1297
  %sunkaddr1299 = getelementptr i8, i8* %sunkaddr1298, i64 192
  %576 = bitcast i8* %sunkaddr1299 to <16 x float>*
  %wide.load.3.epil30 = load <16 x float>, <16 x float>* %576, align 4
  %sunkaddr1300 = mul i64 %index.unr35, 4
  %577 = bitcast float* %scevgep337 to i8*
  %sunkaddr1301 = getelementptr i8, i8* %577, i64 %sunkaddr1300
  %sunkaddr1302 = getelementptr i8, i8* %sunkaddr1301, i64 -3840
  %578 = bitcast i8* %sunkaddr1302 to <16 x float>*
  store <16 x float> %wide.load.3.epil30, <16 x float>* %578, align 4
  %sunkaddr1303 = mul i64 %index.unr35, 4
  %sunkaddr1304 = getelementptr i8, i8* %.481, i64 %sunkaddr1303
  %sunkaddr1305 = getelementptr i8, i8* %sunkaddr1304, i64 256
  %579 = bitcast i8* %sunkaddr1305 to <16 x float>*
  %wide.load.4.epil31 = load <16 x float>, <16 x float>* %579, align 4
  %sunkaddr1306 = mul i64 %index.unr35, 4
  %580 = bitcast float* %scevgep337 to i8*
  %sunkaddr1307 = getelementptr i8, i8* %580, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, i8* %sunkaddr1307, i64 -3776
  %581 = bitcast i8* %sunkaddr1308 to <16 x float>*
  store <16 x float> %wide.load.4.epil31, <16 x float>* %581, align 4
  %sunkaddr1309 = mul i64 %index.unr35, 4
  %sunkaddr1310 = getelementptr i8, i8* %.481, i64 %sunkaddr1309
  %sunkaddr1311 = getelementptr i8, i8* %sunkaddr1310, i64 320
  %582 = bitcast i8* %sunkaddr1311 to <16 x float>*
  %wide.load.5.epil32 = load <16 x float>, <16 x float>* %582, align 4
  %sunkaddr1312 = mul i64 %index.unr35, 4
  %583 = bitcast float* %scevgep337 to i8*
  %sunkaddr1313 = getelementptr i8, i8* %583, i64 %sunkaddr1312
  %sunkaddr1314 = getelementptr i8, i8* %sunkaddr1313, i64 -3712
  %584 = bitcast i8* %sunkaddr1314 to <16 x float>*
  store <16 x float> %wide.load.5.epil32, <16 x float>* %584, align 4
  %sunkaddr1315 = mul i64 %index.unr35, 4
  %sunkaddr1316 = getelementptr i8, i8* %.481, i64 %sunkaddr1315
  %sunkaddr1317 = getelementptr i8, i8* %sunkaddr1316, i64 384
  %585 = bitcast i8* %sunkaddr1317 to <16 x float>*
  %wide.load.6.epil33 = load <16 x float>, <16 x float>* %585, align 4
  %sunkaddr1318 = mul i64 %index.unr35, 4
  %586 = bitcast float* %scevgep337 to i8*
  %sunkaddr1319 = getelementptr i8, i8* %586, i64 %sunkaddr1318
  %sunkaddr1320 = getelementptr i8, i8* %sunkaddr1319, i64 -3648
  %587 = bitcast i8* %sunkaddr1320 to <16 x float>*
  store <16 x float> %wide.load.6.epil33, <16 x float>* %587, align 4
  %sunkaddr1321 = mul i64 %index.unr35, 4
  %sunkaddr1322 = getelementptr i8, i8* %.481, i64 %sunkaddr1321
  %sunkaddr1323 = getelementptr i8, i8* %sunkaddr1322, i64 448
  %588 = bitcast i8* %sunkaddr1323 to <16 x float>*
  %wide.load.7.epil34 = load <16 x float>, <16 x float>* %588, align 4
  %sunkaddr1324 = mul i64 %index.unr35, 4
  %589 = bitcast float* %scevgep337 to i8*
  %sunkaddr1325 = getelementptr i8, i8* %589, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, i8* %sunkaddr1325, i64 -3584
  %590 = bitcast i8* %sunkaddr1326 to <16 x float>*
  store <16 x float> %wide.load.7.epil34, <16 x float>* %590, align 4
  %sunkaddr1327 = mul i64 %index.unr35, 4
  %sunkaddr1328 = getelementptr i8, i8* %.481, i64 %sunkaddr1327
  %sunkaddr1329 = getelementptr i8, i8* %sunkaddr1328, i64 512
  %591 = bitcast i8* %sunkaddr1329 to <16 x float>*
  %wide.load.116.epil = load <16 x float>, <16 x float>* %591, align 4
  %sunkaddr1330 = mul i64 %index.unr35, 4
  %592 = bitcast float* %scevgep337 to i8*
  %sunkaddr1331 = getelementptr i8, i8* %592, i64 %sunkaddr1330
  %sunkaddr1332 = getelementptr i8, i8* %sunkaddr1331, i64 -3520
  %593 = bitcast i8* %sunkaddr1332 to <16 x float>*
  store <16 x float> %wide.load.116.epil, <16 x float>* %593, align 4
  %sunkaddr1333 = mul i64 %index.unr35, 4
  %sunkaddr1334 = getelementptr i8, i8* %.481, i64 %sunkaddr1333
  %sunkaddr1335 = getelementptr i8, i8* %sunkaddr1334, i64 576
  %594 = bitcast i8* %sunkaddr1335 to <16 x float>*
  %wide.load.1.1.epil = load <16 x float>, <16 x float>* %594, align 4
  %sunkaddr1336 = mul i64 %index.unr35, 4
  %595 = bitcast float* %scevgep337 to i8*
  %sunkaddr1337 = getelementptr i8, i8* %595, i64 %sunkaddr1336
  %sunkaddr1338 = getelementptr i8, i8* %sunkaddr1337, i64 -3456
  %596 = bitcast i8* %sunkaddr1338 to <16 x float>*
  store <16 x float> %wide.load.1.1.epil, <16 x float>* %596, align 4
  %sunkaddr1339 = mul i64 %index.unr35, 4
  %sunkaddr1340 = getelementptr i8, i8* %.481, i64 %sunkaddr1339
  %sunkaddr1341 = getelementptr i8, i8* %sunkaddr1340, i64 640
  %597 = bitcast i8* %sunkaddr1341 to <16 x float>*
  %wide.load.2.1.epil = load <16 x float>, <16 x float>* %597, align 4
  %sunkaddr1342 = mul i64 %index.unr35, 4
  %598 = bitcast float* %scevgep337 to i8*
  %sunkaddr1343 = getelementptr i8, i8* %598, i64 %sunkaddr1342
  %sunkaddr1344 = getelementptr i8, i8* %sunkaddr1343, i64 -3392
  %599 = bitcast i8* %sunkaddr1344 to <16 x float>*
  store <16 x float> %wide.load.2.1.epil, <16 x float>* %599, align 4
  %sunkaddr1345 = mul i64 %index.unr35, 4
  %sunkaddr1346 = getelementptr i8, i8* %.481, i64 %sunkaddr1345
  %sunkaddr1347 = getelementptr i8, i8* %sunkaddr1346, i64 704
  %600 = bitcast i8* %sunkaddr1347 to <16 x float>*
  %wide.load.3.1.epil = load <16 x float>, <16 x float>* %600, align 4
  %sunkaddr1348 = mul i64 %index.unr35, 4
  %601 = bitcast float* %scevgep337 to i8*
  %sunkaddr1349 = getelementptr i8, i8* %601, i64 %sunkaddr1348
  %sunkaddr1350 = getelementptr i8, i8* %sunkaddr1349, i64 -3328
  %602 = bitcast i8* %sunkaddr1350 to <16 x float>*
  store <16 x float> %wide.load.3.1.epil, <16 x float>* %602, align 4
  %sunkaddr1351 = mul i64 %index.unr35, 4
  %sunkaddr1352 = getelementptr i8, i8* %.481, i64 %sunkaddr1351
  %sunkaddr1353 = getelementptr i8, i8* %sunkaddr1352, i64 768
  %603 = bitcast i8* %sunkaddr1353 to <16 x float>*
  %wide.load.4.1.epil = load <16 x float>, <16 x float>* %603, align 4
  %sunkaddr1354 = mul i64 %index.unr35, 4
  %604 = bitcast float* %scevgep337 to i8*
  %sunkaddr1355 = getelementptr i8, i8* %604, i64 %sunkaddr1354
  %sunkaddr1356 = getelementptr i8, i8* %sunkaddr1355, i64 -3264
  %605 = bitcast i8* %sunkaddr1356 to <16 x float>*
  store <16 x float> %wide.load.4.1.epil, <16 x float>* %605, align 4
  %sunkaddr1357 = mul i64 %index.unr35, 4
  %sunkaddr1358 = getelementptr i8, i8* %.481, i64 %sunkaddr1357
  %sunkaddr1359 = getelementptr i8, i8* %sunkaddr1358, i64 832
  %606 = bitcast i8* %sunkaddr1359 to <16 x float>*
  %wide.load.5.1.epil = load <16 x float>, <16 x float>* %606, align 4
  %sunkaddr1360 = mul i64 %index.unr35, 4
  %607 = bitcast float* %scevgep337 to i8*
  %sunkaddr1361 = getelementptr i8, i8* %607, i64 %sunkaddr1360
  %sunkaddr1362 = getelementptr i8, i8* %sunkaddr1361, i64 -3200
  %608 = bitcast i8* %sunkaddr1362 to <16 x float>*
  store <16 x float> %wide.load.5.1.epil, <16 x float>* %608, align 4
  %sunkaddr1363 = mul i64 %index.unr35, 4
  %sunkaddr1364 = getelementptr i8, i8* %.481, i64 %sunkaddr1363
  %sunkaddr1365 = getelementptr i8, i8* %sunkaddr1364, i64 896
  %609 = bitcast i8* %sunkaddr1365 to <16 x float>*
  %wide.load.6.1.epil = load <16 x float>, <16 x float>* %609, align 4
  %sunkaddr1366 = mul i64 %index.unr35, 4
  %610 = bitcast float* %scevgep337 to i8*
  %sunkaddr1367 = getelementptr i8, i8* %610, i64 %sunkaddr1366
  %sunkaddr1368 = getelementptr i8, i8* %sunkaddr1367, i64 -3136
  %611 = bitcast i8* %sunkaddr1368 to <16 x float>*
  store <16 x float> %wide.load.6.1.epil, <16 x float>* %611, align 4
  %sunkaddr1369 = mul i64 %index.unr35, 4
  %sunkaddr1370 = getelementptr i8, i8* %.481, i64 %sunkaddr1369
  %sunkaddr1371 = getelementptr i8, i8* %sunkaddr1370, i64 960
  %612 = bitcast i8* %sunkaddr1371 to <16 x float>*
  %wide.load.7.1.epil = load <16 x float>, <16 x float>* %612, align 4
  %sunkaddr1372 = mul i64 %index.unr35, 4
  %613 = bitcast float* %scevgep337 to i8*
  %sunkaddr1373 = getelementptr i8, i8* %613, i64 %sunkaddr1372
  %sunkaddr1374 = getelementptr i8, i8* %sunkaddr1373, i64 -3072
  %614 = bitcast i8* %sunkaddr1374 to <16 x float>*
  store <16 x float> %wide.load.7.1.epil, <16 x float>* %614, align 4
  %sunkaddr1375 = mul i64 %index.unr35, 4
  %sunkaddr1376 = getelementptr i8, i8* %.481, i64 %sunkaddr1375
  %sunkaddr1377 = getelementptr i8, i8* %sunkaddr1376, i64 1024
  %615 = bitcast i8* %sunkaddr1377 to <16 x float>*
  %wide.load.217.epil = load <16 x float>, <16 x float>* %615, align 4
  %sunkaddr1378 = mul i64 %index.unr35, 4
  %616 = bitcast float* %scevgep337 to i8*
  %sunkaddr1379 = getelementptr i8, i8* %616, i64 %sunkaddr1378
  %sunkaddr1380 = getelementptr i8, i8* %sunkaddr1379, i64 -3008
  %617 = bitcast i8* %sunkaddr1380 to <16 x float>*
  store <16 x float> %wide.load.217.epil, <16 x float>* %617, align 4
  %sunkaddr1381 = mul i64 %index.unr35, 4
  %sunkaddr1382 = getelementptr i8, i8* %.481, i64 %sunkaddr1381
  %sunkaddr1383 = getelementptr i8, i8* %sunkaddr1382, i64 1088
  %618 = bitcast i8* %sunkaddr1383 to <16 x float>*
  %wide.load.1.2.epil = load <16 x float>, <16 x float>* %618, align 4
  %sunkaddr1384 = mul i64 %index.unr35, 4
  %619 = bitcast float* %scevgep337 to i8*
  %sunkaddr1385 = getelementptr i8, i8* %619, i64 %sunkaddr1384
  %sunkaddr1386 = getelementptr i8, i8* %sunkaddr1385, i64 -2944
  %620 = bitcast i8* %sunkaddr1386 to <16 x float>*
  store <16 x float> %wide.load.1.2.epil, <16 x float>* %620, align 4
  %sunkaddr1387 = mul i64 %index.unr35, 4
  %sunkaddr1388 = getelementptr i8, i8* %.481, i64 %sunkaddr1387
  %sunkaddr1389 = getelementptr i8, i8* %sunkaddr1388, i64 1152
  %621 = bitcast i8* %sunkaddr1389 to <16 x float>*
  %wide.load.2.2.epil = load <16 x float>, <16 x float>* %621, align 4
  %sunkaddr1390 = mul i64 %index.unr35, 4
  %622 = bitcast float* %scevgep337 to i8*
  %sunkaddr1391 = getelementptr i8, i8* %622, i64 %sunkaddr1390
  %sunkaddr1392 = getelementptr i8, i8* %sunkaddr1391, i64 -2880
  %623 = bitcast i8* %sunkaddr1392 to <16 x float>*
  store <16 x float> %wide.load.2.2.epil, <16 x float>* %623, align 4
  %sunkaddr1393 = mul i64 %index.unr35, 4
  %sunkaddr1394 = getelementptr i8, i8* %.481, i64 %sunkaddr1393
  %sunkaddr1395 = getelementptr i8, i8* %sunkaddr1394, i64 1216
  %624 = bitcast i8* %sunkaddr1395 to <16 x float>*
  %wide.load.3.2.epil = load <16 x float>, <16 x float>* %624, align 4
  %sunkaddr1396 = mul i64 %index.unr35, 4
  %625 = bitcast float* %scevgep337 to i8*
  %sunkaddr1397 = getelementptr i8, i8* %625, i64 %sunkaddr1396
  %sunkaddr1398 = getelementptr i8, i8* %sunkaddr1397, i64 -2816
  %626 = bitcast i8* %sunkaddr1398 to <16 x float>*
  store <16 x float> %wide.load.3.2.epil, <16 x float>* %626, align 4
  %sunkaddr1399 = mul i64 %index.unr35, 4
  %sunkaddr1400 = getelementptr i8, i8* %.481, i64 %sunkaddr1399
  %sunkaddr1401 = getelementptr i8, i8* %sunkaddr1400, i64 1280
  %627 = bitcast i8* %sunkaddr1401 to <16 x float>*
  %wide.load.4.2.epil = load <16 x float>, <16 x float>* %627, align 4
  %sunkaddr1402 = mul i64 %index.unr35, 4
  %628 = bitcast float* %scevgep337 to i8*
  %sunkaddr1403 = getelementptr i8, i8* %628, i64 %sunkaddr1402
  %sunkaddr1404 = getelementptr i8, i8* %sunkaddr1403, i64 -2752
  %629 = bitcast i8* %sunkaddr1404 to <16 x float>*
  store <16 x float> %wide.load.4.2.epil, <16 x float>* %629, align 4
  %sunkaddr1405 = mul i64 %index.unr35, 4
  %sunkaddr1406 = getelementptr i8, i8* %.481, i64 %sunkaddr1405
  %sunkaddr1407 = getelementptr i8, i8* %sunkaddr1406, i64 1344
  %630 = bitcast i8* %sunkaddr1407 to <16 x float>*
  %wide.load.5.2.epil = load <16 x float>, <16 x float>* %630, align 4
  %sunkaddr1408 = mul i64 %index.unr35, 4
  %631 = bitcast float* %scevgep337 to i8*
  %sunkaddr1409 = getelementptr i8, i8* %631, i64 %sunkaddr1408
  %sunkaddr1410 = getelementptr i8, i8* %sunkaddr1409, i64 -2688
  %632 = bitcast i8* %sunkaddr1410 to <16 x float>*
  store <16 x float> %wide.load.5.2.epil, <16 x float>* %632, align 4
  %sunkaddr1411 = mul i64 %index.unr35, 4
  %sunkaddr1412 = getelementptr i8, i8* %.481, i64 %sunkaddr1411
  %sunkaddr1413 = getelementptr i8, i8* %sunkaddr1412, i64 1408
  %633 = bitcast i8* %sunkaddr1413 to <16 x float>*
  %wide.load.6.2.epil = load <16 x float>, <16 x float>* %633, align 4
  %sunkaddr1414 = mul i64 %index.unr35, 4
  %634 = bitcast float* %scevgep337 to i8*
  %sunkaddr1415 = getelementptr i8, i8* %634, i64 %sunkaddr1414
  %sunkaddr1416 = getelementptr i8, i8* %sunkaddr1415, i64 -2624
  %635 = bitcast i8* %sunkaddr1416 to <16 x float>*
  store <16 x float> %wide.load.6.2.epil, <16 x float>* %635, align 4
  %sunkaddr1417 = mul i64 %index.unr35, 4
  %sunkaddr1418 = getelementptr i8, i8* %.481, i64 %sunkaddr1417
  %sunkaddr1419 = getelementptr i8, i8* %sunkaddr1418, i64 1472
  %636 = bitcast i8* %sunkaddr1419 to <16 x float>*
  %wide.load.7.2.epil = load <16 x float>, <16 x float>* %636, align 4
  %sunkaddr1420 = mul i64 %index.unr35, 4
  %637 = bitcast float* %scevgep337 to i8*
  %sunkaddr1421 = getelementptr i8, i8* %637, i64 %sunkaddr1420
  %sunkaddr1422 = getelementptr i8, i8* %sunkaddr1421, i64 -2560
  %638 = bitcast i8* %sunkaddr1422 to <16 x float>*
  store <16 x float> %wide.load.7.2.epil, <16 x float>* %638, align 4
  %sunkaddr1423 = mul i64 %index.unr35, 4
  %sunkaddr1424 = getelementptr i8, i8* %.481, i64 %sunkaddr1423
  %sunkaddr1425 = getelementptr i8, i8* %sunkaddr1424, i64 1536
  %639 = bitcast i8* %sunkaddr1425 to <16 x float>*
  %wide.load.318.epil = load <16 x float>, <16 x float>* %639, align 4
  %sunkaddr1426 = mul i64 %index.unr35, 4
  %640 = bitcast float* %scevgep337 to i8*
  %sunkaddr1427 = getelementptr i8, i8* %640, i64 %sunkaddr1426
  %sunkaddr1428 = getelementptr i8, i8* %sunkaddr1427, i64 -2496
  %641 = bitcast i8* %sunkaddr1428 to <16 x float>*
  store <16 x float> %wide.load.318.epil, <16 x float>* %641, align 4
  %sunkaddr1429 = mul i64 %index.unr35, 4
  %sunkaddr1430 = getelementptr i8, i8* %.481, i64 %sunkaddr1429
  %sunkaddr1431 = getelementptr i8, i8* %sunkaddr1430, i64 1600
  %642 = bitcast i8* %sunkaddr1431 to <16 x float>*
  %wide.load.1.3.epil = load <16 x float>, <16 x float>* %642, align 4
  %sunkaddr1432 = mul i64 %index.unr35, 4
  %643 = bitcast float* %scevgep337 to i8*
  %sunkaddr1433 = getelementptr i8, i8* %643, i64 %sunkaddr1432
  %sunkaddr1434 = getelementptr i8, i8* %sunkaddr1433, i64 -2432
  %644 = bitcast i8* %sunkaddr1434 to <16 x float>*
  store <16 x float> %wide.load.1.3.epil, <16 x float>* %644, align 4
  %sunkaddr1435 = mul i64 %index.unr35, 4
  %sunkaddr1436 = getelementptr i8, i8* %.481, i64 %sunkaddr1435
  %sunkaddr1437 = getelementptr i8, i8* %sunkaddr1436, i64 1664
  %645 = bitcast i8* %sunkaddr1437 to <16 x float>*
  %wide.load.2.3.epil = load <16 x float>, <16 x float>* %645, align 4
  %sunkaddr1438 = mul i64 %index.unr35, 4
  %646 = bitcast float* %scevgep337 to i8*
  %sunkaddr1439 = getelementptr i8, i8* %646, i64 %sunkaddr1438
  %sunkaddr1440 = getelementptr i8, i8* %sunkaddr1439, i64 -2368
  %647 = bitcast i8* %sunkaddr1440 to <16 x float>*
  store <16 x float> %wide.load.2.3.epil, <16 x float>* %647, align 4
  %sunkaddr1441 = mul i64 %index.unr35, 4
  %sunkaddr1442 = getelementptr i8, i8* %.481, i64 %sunkaddr1441
  %sunkaddr1443 = getelementptr i8, i8* %sunkaddr1442, i64 1728
  %648 = bitcast i8* %sunkaddr1443 to <16 x float>*
  %wide.load.3.3.epil = load <16 x float>, <16 x float>* %648, align 4
  %sunkaddr1444 = mul i64 %index.unr35, 4
  %649 = bitcast float* %scevgep337 to i8*
  %sunkaddr1445 = getelementptr i8, i8* %649, i64 %sunkaddr1444
  %sunkaddr1446 = getelementptr i8, i8* %sunkaddr1445, i64 -2304
  %650 = bitcast i8* %sunkaddr1446 to <16 x float>*
  store <16 x float> %wide.load.3.3.epil, <16 x float>* %650, align 4
  %sunkaddr1447 = mul i64 %index.unr35, 4
  %sunkaddr1448 = getelementptr i8, i8* %.481, i64 %sunkaddr1447
  %sunkaddr1449 = getelementptr i8, i8* %sunkaddr1448, i64 1792
  %651 = bitcast i8* %sunkaddr1449 to <16 x float>*
  %wide.load.4.3.epil = load <16 x float>, <16 x float>* %651, align 4
  %sunkaddr1450 = mul i64 %index.unr35, 4
  %652 = bitcast float* %scevgep337 to i8*
  %sunkaddr1451 = getelementptr i8, i8* %652, i64 %sunkaddr1450
  %sunkaddr1452 = getelementptr i8, i8* %sunkaddr1451, i64 -2240
  %653 = bitcast i8* %sunkaddr1452 to <16 x float>*
  store <16 x float> %wide.load.4.3.epil, <16 x float>* %653, align 4
  %sunkaddr1453 = mul i64 %index.unr35, 4
  %sunkaddr1454 = getelementptr i8, i8* %.481, i64 %sunkaddr1453
  %sunkaddr1455 = getelementptr i8, i8* %sunkaddr1454, i64 1856
  %654 = bitcast i8* %sunkaddr1455 to <16 x float>*
  %wide.load.5.3.epil = load <16 x float>, <16 x float>* %654, align 4
  %sunkaddr1456 = mul i64 %index.unr35, 4
  %655 = bitcast float* %scevgep337 to i8*
  %sunkaddr1457 = getelementptr i8, i8* %655, i64 %sunkaddr1456
  %sunkaddr1458 = getelementptr i8, i8* %sunkaddr1457, i64 -2176
  %656 = bitcast i8* %sunkaddr1458 to <16 x float>*
  store <16 x float> %wide.load.5.3.epil, <16 x float>* %656, align 4
  %sunkaddr1459 = mul i64 %index.unr35, 4
  %sunkaddr1460 = getelementptr i8, i8* %.481, i64 %sunkaddr1459
  %sunkaddr1461 = getelementptr i8, i8* %sunkaddr1460, i64 1920
  %657 = bitcast i8* %sunkaddr1461 to <16 x float>*
  %wide.load.6.3.epil = load <16 x float>, <16 x float>* %657, align 4
  %sunkaddr1462 = mul i64 %index.unr35, 4
  %658 = bitcast float* %scevgep337 to i8*
  %sunkaddr1463 = getelementptr i8, i8* %658, i64 %sunkaddr1462
  %sunkaddr1464 = getelementptr i8, i8* %sunkaddr1463, i64 -2112
  %659 = bitcast i8* %sunkaddr1464 to <16 x float>*
  store <16 x float> %wide.load.6.3.epil, <16 x float>* %659, align 4
  %sunkaddr1465 = mul i64 %index.unr35, 4
  %sunkaddr1466 = getelementptr i8, i8* %.481, i64 %sunkaddr1465
  %sunkaddr1467 = getelementptr i8, i8* %sunkaddr1466, i64 1984
  %660 = bitcast i8* %sunkaddr1467 to <16 x float>*
  %wide.load.7.3.epil = load <16 x float>, <16 x float>* %660, align 4
  %sunkaddr1468 = mul i64 %index.unr35, 4
  %661 = bitcast float* %scevgep337 to i8*
  %sunkaddr1469 = getelementptr i8, i8* %661, i64 %sunkaddr1468
  %sunkaddr1470 = getelementptr i8, i8* %sunkaddr1469, i64 -2048
  %662 = bitcast i8* %sunkaddr1470 to <16 x float>*
  store <16 x float> %wide.load.7.3.epil, <16 x float>* %662, align 4
  %sunkaddr1471 = mul i64 %index.unr35, 4
  %sunkaddr1472 = getelementptr i8, i8* %.481, i64 %sunkaddr1471
  %sunkaddr1473 = getelementptr i8, i8* %sunkaddr1472, i64 2048
  %663 = bitcast i8* %sunkaddr1473 to <16 x float>*
  %wide.load.419.epil = load <16 x float>, <16 x float>* %663, align 4
  %sunkaddr1474 = mul i64 %index.unr35, 4
  %664 = bitcast float* %scevgep337 to i8*
  %sunkaddr1475 = getelementptr i8, i8* %664, i64 %sunkaddr1474
  %sunkaddr1476 = getelementptr i8, i8* %sunkaddr1475, i64 -1984
  %665 = bitcast i8* %sunkaddr1476 to <16 x float>*
  store <16 x float> %wide.load.419.epil, <16 x float>* %665, align 4
  %sunkaddr1477 = mul i64 %index.unr35, 4
  %sunkaddr1478 = getelementptr i8, i8* %.481, i64 %sunkaddr1477
  %sunkaddr1479 = getelementptr i8, i8* %sunkaddr1478, i64 2112
  %666 = bitcast i8* %sunkaddr1479 to <16 x float>*
  %wide.load.1.4.epil = load <16 x float>, <16 x float>* %666, align 4
  %sunkaddr1480 = mul i64 %index.unr35, 4
  %667 = bitcast float* %scevgep337 to i8*
  %sunkaddr1481 = getelementptr i8, i8* %667, i64 %sunkaddr1480
  %sunkaddr1482 = getelementptr i8, i8* %sunkaddr1481, i64 -1920
  %668 = bitcast i8* %sunkaddr1482 to <16 x float>*
  store <16 x float> %wide.load.1.4.epil, <16 x float>* %668, align 4
  %sunkaddr1483 = mul i64 %index.unr35, 4
  %sunkaddr1484 = getelementptr i8, i8* %.481, i64 %sunkaddr1483
  %sunkaddr1485 = getelementptr i8, i8* %sunkaddr1484, i64 2176
  %669 = bitcast i8* %sunkaddr1485 to <16 x float>*
  %wide.load.2.4.epil = load <16 x float>, <16 x float>* %669, align 4
  %sunkaddr1486 = mul i64 %index.unr35, 4
  %670 = bitcast float* %scevgep337 to i8*
  %sunkaddr1487 = getelementptr i8, i8* %670, i64 %sunkaddr1486
  %sunkaddr1488 = getelementptr i8, i8* %sunkaddr1487, i64 -1856
  %671 = bitcast i8* %sunkaddr1488 to <16 x float>*
  store <16 x float> %wide.load.2.4.epil, <16 x float>* %671, align 4
  %sunkaddr1489 = mul i64 %index.unr35, 4
  %sunkaddr1490 = getelementptr i8, i8* %.481, i64 %sunkaddr1489
  %sunkaddr1491 = getelementptr i8, i8* %sunkaddr1490, i64 2240
  %672 = bitcast i8* %sunkaddr1491 to <16 x float>*
  %wide.load.3.4.epil = load <16 x float>, <16 x float>* %672, align 4
  %sunkaddr1492 = mul i64 %index.unr35, 4
  %673 = bitcast float* %scevgep337 to i8*
  %sunkaddr1493 = getelementptr i8, i8* %673, i64 %sunkaddr1492
  %sunkaddr1494 = getelementptr i8, i8* %sunkaddr1493, i64 -1792
  %674 = bitcast i8* %sunkaddr1494 to <16 x float>*
  store <16 x float> %wide.load.3.4.epil, <16 x float>* %674, align 4
  %sunkaddr1495 = mul i64 %index.unr35, 4
  %sunkaddr1496 = getelementptr i8, i8* %.481, i64 %sunkaddr1495
  %sunkaddr1497 = getelementptr i8, i8* %sunkaddr1496, i64 2304
  %675 = bitcast i8* %sunkaddr1497 to <16 x float>*
  %wide.load.4.4.epil = load <16 x float>, <16 x float>* %675, align 4
  %sunkaddr1498 = mul i64 %index.unr35, 4
  %676 = bitcast float* %scevgep337 to i8*
  %sunkaddr1499 = getelementptr i8, i8* %676, i64 %sunkaddr1498
  %sunkaddr1500 = getelementptr i8, i8* %sunkaddr1499, i64 -1728
  %677 = bitcast i8* %sunkaddr1500 to <16 x float>*
  store <16 x float> %wide.load.4.4.epil, <16 x float>* %677, align 4
  %sunkaddr1501 = mul i64 %index.unr35, 4
  %sunkaddr1502 = getelementptr i8, i8* %.481, i64 %sunkaddr1501
  %sunkaddr1503 = getelementptr i8, i8* %sunkaddr1502, i64 2368
  %678 = bitcast i8* %sunkaddr1503 to <16 x float>*
  %wide.load.5.4.epil = load <16 x float>, <16 x float>* %678, align 4
  %sunkaddr1504 = mul i64 %index.unr35, 4
  %679 = bitcast float* %scevgep337 to i8*
  %sunkaddr1505 = getelementptr i8, i8* %679, i64 %sunkaddr1504
  %sunkaddr1506 = getelementptr i8, i8* %sunkaddr1505, i64 -1664
  %680 = bitcast i8* %sunkaddr1506 to <16 x float>*
  store <16 x float> %wide.load.5.4.epil, <16 x float>* %680, align 4
  %sunkaddr1507 = mul i64 %index.unr35, 4
  %sunkaddr1508 = getelementptr i8, i8* %.481, i64 %sunkaddr1507
  %sunkaddr1509 = getelementptr i8, i8* %sunkaddr1508, i64 2432
  %681 = bitcast i8* %sunkaddr1509 to <16 x float>*
  %wide.load.6.4.epil = load <16 x float>, <16 x float>* %681, align 4
  %sunkaddr1510 = mul i64 %index.unr35, 4
  %682 = bitcast float* %scevgep337 to i8*
  %sunkaddr1511 = getelementptr i8, i8* %682, i64 %sunkaddr1510
  %sunkaddr1512 = getelementptr i8, i8* %sunkaddr1511, i64 -1600
  %683 = bitcast i8* %sunkaddr1512 to <16 x float>*
  store <16 x float> %wide.load.6.4.epil, <16 x float>* %683, align 4
  %sunkaddr1513 = mul i64 %index.unr35, 4
  %sunkaddr1514 = getelementptr i8, i8* %.481, i64 %sunkaddr1513
  %sunkaddr1515 = getelementptr i8, i8* %sunkaddr1514, i64 2496
  %684 = bitcast i8* %sunkaddr1515 to <16 x float>*
  %wide.load.7.4.epil = load <16 x float>, <16 x float>* %684, align 4
  %sunkaddr1516 = mul i64 %index.unr35, 4
  %685 = bitcast float* %scevgep337 to i8*
  %sunkaddr1517 = getelementptr i8, i8* %685, i64 %sunkaddr1516
  %sunkaddr1518 = getelementptr i8, i8* %sunkaddr1517, i64 -1536
  %686 = bitcast i8* %sunkaddr1518 to <16 x float>*
  store <16 x float> %wide.load.7.4.epil, <16 x float>* %686, align 4
  %sunkaddr1519 = mul i64 %index.unr35, 4
  %sunkaddr1520 = getelementptr i8, i8* %.481, i64 %sunkaddr1519
  %sunkaddr1521 = getelementptr i8, i8* %sunkaddr1520, i64 2560
  %687 = bitcast i8* %sunkaddr1521 to <16 x float>*
  %wide.load.520.epil = load <16 x float>, <16 x float>* %687, align 4
  %sunkaddr1522 = mul i64 %index.unr35, 4
  %688 = bitcast float* %scevgep337 to i8*
  %sunkaddr1523 = getelementptr i8, i8* %688, i64 %sunkaddr1522
  %sunkaddr1524 = getelementptr i8, i8* %sunkaddr1523, i64 -1472
  %689 = bitcast i8* %sunkaddr1524 to <16 x float>*
  store <16 x float> %wide.load.520.epil, <16 x float>* %689, align 4
  %sunkaddr1525 = mul i64 %index.unr35, 4
  %sunkaddr1526 = getelementptr i8, i8* %.481, i64 %sunkaddr1525
  %sunkaddr1527 = getelementptr i8, i8* %sunkaddr1526, i64 2624
  %690 = bitcast i8* %sunkaddr1527 to <16 x float>*
  %wide.load.1.5.epil = load <16 x float>, <16 x float>* %690, align 4
  %sunkaddr1528 = mul i64 %index.unr35, 4
  %691 = bitcast float* %scevgep337 to i8*
  %sunkaddr1529 = getelementptr i8, i8* %691, i64 %sunkaddr1528
  %sunkaddr1530 = getelementptr i8, i8* %sunkaddr1529, i64 -1408
  %692 = bitcast i8* %sunkaddr1530 to <16 x float>*
  store <16 x float> %wide.load.1.5.epil, <16 x float>* %692, align 4
  %sunkaddr1531 = mul i64 %index.unr35, 4
  %sunkaddr1532 = getelementptr i8, i8* %.481, i64 %sunkaddr1531
  %sunkaddr1533 = getelementptr i8, i8* %sunkaddr1532, i64 2688
  %693 = bitcast i8* %sunkaddr1533 to <16 x float>*
  %wide.load.2.5.epil = load <16 x float>, <16 x float>* %693, align 4
  %sunkaddr1534 = mul i64 %index.unr35, 4
  %694 = bitcast float* %scevgep337 to i8*
  %sunkaddr1535 = getelementptr i8, i8* %694, i64 %sunkaddr1534
  %sunkaddr1536 = getelementptr i8, i8* %sunkaddr1535, i64 -1344
  %695 = bitcast i8* %sunkaddr1536 to <16 x float>*
  store <16 x float> %wide.load.2.5.epil, <16 x float>* %695, align 4
  %sunkaddr1537 = mul i64 %index.unr35, 4
  %sunkaddr1538 = getelementptr i8, i8* %.481, i64 %sunkaddr1537
  %sunkaddr1539 = getelementptr i8, i8* %sunkaddr1538, i64 2752
  %696 = bitcast i8* %sunkaddr1539 to <16 x float>*
  %wide.load.3.5.epil = load <16 x float>, <16 x float>* %696, align 4
  %sunkaddr1540 = mul i64 %index.unr35, 4
  %697 = bitcast float* %scevgep337 to i8*
  %sunkaddr1541 = getelementptr i8, i8* %697, i64 %sunkaddr1540
  %sunkaddr1542 = getelementptr i8, i8* %sunkaddr1541, i64 -1280
  %698 = bitcast i8* %sunkaddr1542 to <16 x float>*
  store <16 x float> %wide.load.3.5.epil, <16 x float>* %698, align 4
  %sunkaddr1543 = mul i64 %index.unr35, 4
  %sunkaddr1544 = getelementptr i8, i8* %.481, i64 %sunkaddr1543
  %sunkaddr1545 = getelementptr i8, i8* %sunkaddr1544, i64 2816
  %699 = bitcast i8* %sunkaddr1545 to <16 x float>*
  %wide.load.4.5.epil = load <16 x float>, <16 x float>* %699, align 4
  %sunkaddr1546 = mul i64 %index.unr35, 4
  %700 = bitcast float* %scevgep337 to i8*
  %sunkaddr1547 = getelementptr i8, i8* %700, i64 %sunkaddr1546
  %sunkaddr1548 = getelementptr i8, i8* %sunkaddr1547, i64 -1216
  %701 = bitcast i8* %sunkaddr1548 to <16 x float>*
  store <16 x float> %wide.load.4.5.epil, <16 x float>* %701, align 4
  %sunkaddr1549 = mul i64 %index.unr35, 4
  %sunkaddr1550 = getelementptr i8, i8* %.481, i64 %sunkaddr1549
  %sunkaddr1551 = getelementptr i8, i8* %sunkaddr1550, i64 2880
  %702 = bitcast i8* %sunkaddr1551 to <16 x float>*
  %wide.load.5.5.epil = load <16 x float>, <16 x float>* %702, align 4
  %sunkaddr1552 = mul i64 %index.unr35, 4
  %703 = bitcast float* %scevgep337 to i8*
  %sunkaddr1553 = getelementptr i8, i8* %703, i64 %sunkaddr1552
  %sunkaddr1554 = getelementptr i8, i8* %sunkaddr1553, i64 -1152
  %704 = bitcast i8* %sunkaddr1554 to <16 x float>*
  store <16 x float> %wide.load.5.5.epil, <16 x float>* %704, align 4
  %sunkaddr1555 = mul i64 %index.unr35, 4
  %sunkaddr1556 = getelementptr i8, i8* %.481, i64 %sunkaddr1555
  %sunkaddr1557 = getelementptr i8, i8* %sunkaddr1556, i64 2944
  %705 = bitcast i8* %sunkaddr1557 to <16 x float>*
  %wide.load.6.5.epil = load <16 x float>, <16 x float>* %705, align 4
  %sunkaddr1558 = mul i64 %index.unr35, 4
  %706 = bitcast float* %scevgep337 to i8*
  %sunkaddr1559 = getelementptr i8, i8* %706, i64 %sunkaddr1558
  %sunkaddr1560 = getelementptr i8, i8* %sunkaddr1559, i64 -1088
  %707 = bitcast i8* %sunkaddr1560 to <16 x float>*
  store <16 x float> %wide.load.6.5.epil, <16 x float>* %707, align 4
  %sunkaddr1561 = mul i64 %index.unr35, 4
  %sunkaddr1562 = getelementptr i8, i8* %.481, i64 %sunkaddr1561
  %sunkaddr1563 = getelementptr i8, i8* %sunkaddr1562, i64 3008
  %708 = bitcast i8* %sunkaddr1563 to <16 x float>*
  %wide.load.7.5.epil = load <16 x float>, <16 x float>* %708, align 4
  %sunkaddr1564 = mul i64 %index.unr35, 4
  %709 = bitcast float* %scevgep337 to i8*
  %sunkaddr1565 = getelementptr i8, i8* %709, i64 %sunkaddr1564
  %sunkaddr1566 = getelementptr i8, i8* %sunkaddr1565, i64 -1024
  %710 = bitcast i8* %sunkaddr1566 to <16 x float>*
  store <16 x float> %wide.load.7.5.epil, <16 x float>* %710, align 4
  %sunkaddr1567 = mul i64 %index.unr35, 4
  %sunkaddr1568 = getelementptr i8, i8* %.481, i64 %sunkaddr1567
  %sunkaddr1569 = getelementptr i8, i8* %sunkaddr1568, i64 3072
  %711 = bitcast i8* %sunkaddr1569 to <16 x float>*
  %wide.load.621.epil = load <16 x float>, <16 x float>* %711, align 4
  %sunkaddr1570 = mul i64 %index.unr35, 4
  %712 = bitcast float* %scevgep337 to i8*
  %sunkaddr1571 = getelementptr i8, i8* %712, i64 %sunkaddr1570
  %sunkaddr1572 = getelementptr i8, i8* %sunkaddr1571, i64 -960
  %713 = bitcast i8* %sunkaddr1572 to <16 x float>*
  store <16 x float> %wide.load.621.epil, <16 x float>* %713, align 4
  %sunkaddr1573 = mul i64 %index.unr35, 4
  %sunkaddr1574 = getelementptr i8, i8* %.481, i64 %sunkaddr1573
  %sunkaddr1575 = getelementptr i8, i8* %sunkaddr1574, i64 3136
  %714 = bitcast i8* %sunkaddr1575 to <16 x float>*
  %wide.load.1.6.epil = load <16 x float>, <16 x float>* %714, align 4
  %sunkaddr1576 = mul i64 %index.unr35, 4
  %715 = bitcast float* %scevgep337 to i8*
  %sunkaddr1577 = getelementptr i8, i8* %715, i64 %sunkaddr1576
  %sunkaddr1578 = getelementptr i8, i8* %sunkaddr1577, i64 -896
  %716 = bitcast i8* %sunkaddr1578 to <16 x float>*
  store <16 x float> %wide.load.1.6.epil, <16 x float>* %716, align 4
  %sunkaddr1579 = mul i64 %index.unr35, 4
  %sunkaddr1580 = getelementptr i8, i8* %.481, i64 %sunkaddr1579
  %sunkaddr1581 = getelementptr i8, i8* %sunkaddr1580, i64 3200
  %717 = bitcast i8* %sunkaddr1581 to <16 x float>*
  %wide.load.2.6.epil = load <16 x float>, <16 x float>* %717, align 4
  %sunkaddr1582 = mul i64 %index.unr35, 4
  %718 = bitcast float* %scevgep337 to i8*
  %sunkaddr1583 = getelementptr i8, i8* %718, i64 %sunkaddr1582
  %sunkaddr1584 = getelementptr i8, i8* %sunkaddr1583, i64 -832
  %719 = bitcast i8* %sunkaddr1584 to <16 x float>*
  store <16 x float> %wide.load.2.6.epil, <16 x float>* %719, align 4
  %sunkaddr1585 = mul i64 %index.unr35, 4
  %sunkaddr1586 = getelementptr i8, i8* %.481, i64 %sunkaddr1585
  %sunkaddr1587 = getelementptr i8, i8* %sunkaddr1586, i64 3264
  %720 = bitcast i8* %sunkaddr1587 to <16 x float>*
  %wide.load.3.6.epil = load <16 x float>, <16 x float>* %720, align 4
  %sunkaddr1588 = mul i64 %index.unr35, 4
  %721 = bitcast float* %scevgep337 to i8*
  %sunkaddr1589 = getelementptr i8, i8* %721, i64 %sunkaddr1588
  %sunkaddr1590 = getelementptr i8, i8* %sunkaddr1589, i64 -768
  %722 = bitcast i8* %sunkaddr1590 to <16 x float>*
  store <16 x float> %wide.load.3.6.epil, <16 x float>* %722, align 4
  %sunkaddr1591 = mul i64 %index.unr35, 4
  %sunkaddr1592 = getelementptr i8, i8* %.481, i64 %sunkaddr1591
  %sunkaddr1593 = getelementptr i8, i8* %sunkaddr1592, i64 3328
  %723 = bitcast i8* %sunkaddr1593 to <16 x float>*
  %wide.load.4.6.epil = load <16 x float>, <16 x float>* %723, align 4
  %sunkaddr1594 = mul i64 %index.unr35, 4
  %724 = bitcast float* %scevgep337 to i8*
  %sunkaddr1595 = getelementptr i8, i8* %724, i64 %sunkaddr1594
  %sunkaddr1596 = getelementptr i8, i8* %sunkaddr1595, i64 -704
  %725 = bitcast i8* %sunkaddr1596 to <16 x float>*
  store <16 x float> %wide.load.4.6.epil, <16 x float>* %725, align 4
  %sunkaddr1597 = mul i64 %index.unr35, 4
  %sunkaddr1598 = getelementptr i8, i8* %.481, i64 %sunkaddr1597
  %sunkaddr1599 = getelementptr i8, i8* %sunkaddr1598, i64 3392
  %726 = bitcast i8* %sunkaddr1599 to <16 x float>*
  %wide.load.5.6.epil = load <16 x float>, <16 x float>* %726, align 4
  %sunkaddr1600 = mul i64 %index.unr35, 4
  %727 = bitcast float* %scevgep337 to i8*
  %sunkaddr1601 = getelementptr i8, i8* %727, i64 %sunkaddr1600
  %sunkaddr1602 = getelementptr i8, i8* %sunkaddr1601, i64 -640
  %728 = bitcast i8* %sunkaddr1602 to <16 x float>*
  store <16 x float> %wide.load.5.6.epil, <16 x float>* %728, align 4
  %sunkaddr1603 = mul i64 %index.unr35, 4
  %sunkaddr1604 = getelementptr i8, i8* %.481, i64 %sunkaddr1603
  %sunkaddr1605 = getelementptr i8, i8* %sunkaddr1604, i64 3456
  %729 = bitcast i8* %sunkaddr1605 to <16 x float>*
  %wide.load.6.6.epil = load <16 x float>, <16 x float>* %729, align 4
  %sunkaddr1606 = mul i64 %index.unr35, 4
  %730 = bitcast float* %scevgep337 to i8*
  %sunkaddr1607 = getelementptr i8, i8* %730, i64 %sunkaddr1606
  %sunkaddr1608 = getelementptr i8, i8* %sunkaddr1607, i64 -576
  %731 = bitcast i8* %sunkaddr1608 to <16 x float>*
  store <16 x float> %wide.load.6.6.epil, <16 x float>* %731, align 4
  %sunkaddr1609 = mul i64 %index.unr35, 4
  %sunkaddr1610 = getelementptr i8, i8* %.481, i64 %sunkaddr1609
  %sunkaddr1611 = getelementptr i8, i8* %sunkaddr1610, i64 3520
  %732 = bitcast i8* %sunkaddr1611 to <16 x float>*
  %wide.load.7.6.epil = load <16 x float>, <16 x float>* %732, align 4
  %sunkaddr1612 = mul i64 %index.unr35, 4
  %733 = bitcast float* %scevgep337 to i8*
  %sunkaddr1613 = getelementptr i8, i8* %733, i64 %sunkaddr1612
  %sunkaddr1614 = getelementptr i8, i8* %sunkaddr1613, i64 -512
  %734 = bitcast i8* %sunkaddr1614 to <16 x float>*
  store <16 x float> %wide.load.7.6.epil, <16 x float>* %734, align 4
  %sunkaddr1615 = mul i64 %index.unr35, 4
  %sunkaddr1616 = getelementptr i8, i8* %.481, i64 %sunkaddr1615
  %sunkaddr1617 = getelementptr i8, i8* %sunkaddr1616, i64 3584
  %735 = bitcast i8* %sunkaddr1617 to <16 x float>*
  %wide.load.722.epil = load <16 x float>, <16 x float>* %735, align 4
  %sunkaddr1618 = mul i64 %index.unr35, 4
  %736 = bitcast float* %scevgep337 to i8*
  %sunkaddr1619 = getelementptr i8, i8* %736, i64 %sunkaddr1618
  %sunkaddr1620 = getelementptr i8, i8* %sunkaddr1619, i64 -448
  %737 = bitcast i8* %sunkaddr1620 to <16 x float>*
  store <16 x float> %wide.load.722.epil, <16 x float>* %737, align 4
  %sunkaddr1621 = mul i64 %index.unr35, 4
  %sunkaddr1622 = getelementptr i8, i8* %.481, i64 %sunkaddr1621
  %sunkaddr1623 = getelementptr i8, i8* %sunkaddr1622, i64 3648
  %738 = bitcast i8* %sunkaddr1623 to <16 x float>*
  %wide.load.1.7.epil = load <16 x float>, <16 x float>* %738, align 4
  %sunkaddr1624 = mul i64 %index.unr35, 4
  %739 = bitcast float* %scevgep337 to i8*
  %sunkaddr1625 = getelementptr i8, i8* %739, i64 %sunkaddr1624
  %sunkaddr1626 = getelementptr i8, i8* %sunkaddr1625, i64 -384
  %740 = bitcast i8* %sunkaddr1626 to <16 x float>*
  store <16 x float> %wide.load.1.7.epil, <16 x float>* %740, align 4
  %sunkaddr1627 = mul i64 %index.unr35, 4
  %sunkaddr1628 = getelementptr i8, i8* %.481, i64 %sunkaddr1627
  %sunkaddr1629 = getelementptr i8, i8* %sunkaddr1628, i64 3712
  %741 = bitcast i8* %sunkaddr1629 to <16 x float>*
  %wide.load.2.7.epil = load <16 x float>, <16 x float>* %741, align 4
  %sunkaddr1630 = mul i64 %index.unr35, 4
  %742 = bitcast float* %scevgep337 to i8*
  %sunkaddr1631 = getelementptr i8, i8* %742, i64 %sunkaddr1630
  %sunkaddr1632 = getelementptr i8, i8* %sunkaddr1631, i64 -320
  %743 = bitcast i8* %sunkaddr1632 to <16 x float>*
  store <16 x float> %wide.load.2.7.epil, <16 x float>* %743, align 4
  %sunkaddr1633 = mul i64 %index.unr35, 4
  %sunkaddr1634 = getelementptr i8, i8* %.481, i64 %sunkaddr1633
  %sunkaddr1635 = getelementptr i8, i8* %sunkaddr1634, i64 3776
  %744 = bitcast i8* %sunkaddr1635 to <16 x float>*
  %wide.load.3.7.epil = load <16 x float>, <16 x float>* %744, align 4
  %sunkaddr1636 = mul i64 %index.unr35, 4
  %745 = bitcast float* %scevgep337 to i8*
  %sunkaddr1637 = getelementptr i8, i8* %745, i64 %sunkaddr1636
  %sunkaddr1638 = getelementptr i8, i8* %sunkaddr1637, i64 -256
  %746 = bitcast i8* %sunkaddr1638 to <16 x float>*
  store <16 x float> %wide.load.3.7.epil, <16 x float>* %746, align 4
  %sunkaddr1639 = mul i64 %index.unr35, 4
  %sunkaddr1640 = getelementptr i8, i8* %.481, i64 %sunkaddr1639
  %sunkaddr1641 = getelementptr i8, i8* %sunkaddr1640, i64 3840
  %747 = bitcast i8* %sunkaddr1641 to <16 x float>*
  %wide.load.4.7.epil = load <16 x float>, <16 x float>* %747, align 4
  %sunkaddr1642 = mul i64 %index.unr35, 4
  %748 = bitcast float* %scevgep337 to i8*
  %sunkaddr1643 = getelementptr i8, i8* %748, i64 %sunkaddr1642
  %sunkaddr1644 = getelementptr i8, i8* %sunkaddr1643, i64 -192
  %749 = bitcast i8* %sunkaddr1644 to <16 x float>*
  store <16 x float> %wide.load.4.7.epil, <16 x float>* %749, align 4
  %sunkaddr1645 = mul i64 %index.unr35, 4
  %sunkaddr1646 = getelementptr i8, i8* %.481, i64 %sunkaddr1645
  %sunkaddr1647 = getelementptr i8, i8* %sunkaddr1646, i64 3904
  %750 = bitcast i8* %sunkaddr1647 to <16 x float>*
  %wide.load.5.7.epil = load <16 x float>, <16 x float>* %750, align 4
  %sunkaddr1648 = mul i64 %index.unr35, 4
  %751 = bitcast float* %scevgep337 to i8*
  %sunkaddr1649 = getelementptr i8, i8* %751, i64 %sunkaddr1648
  %sunkaddr1650 = getelementptr i8, i8* %sunkaddr1649, i64 -128
  %752 = bitcast i8* %sunkaddr1650 to <16 x float>*
  store <16 x float> %wide.load.5.7.epil, <16 x float>* %752, align 4
  %sunkaddr1651 = mul i64 %index.unr35, 4
  %sunkaddr1652 = getelementptr i8, i8* %.481, i64 %sunkaddr1651
  %sunkaddr1653 = getelementptr i8, i8* %sunkaddr1652, i64 3968
  %753 = bitcast i8* %sunkaddr1653 to <16 x float>*
  %wide.load.6.7.epil = load <16 x float>, <16 x float>* %753, align 4
  %sunkaddr1654 = mul i64 %index.unr35, 4
  %754 = bitcast float* %scevgep337 to i8*
  %sunkaddr1655 = getelementptr i8, i8* %754, i64 %sunkaddr1654
  %sunkaddr1656 = getelementptr i8, i8* %sunkaddr1655, i64 -64
  %755 = bitcast i8* %sunkaddr1656 to <16 x float>*
  store <16 x float> %wide.load.6.7.epil, <16 x float>* %755, align 4
  %sunkaddr1657 = mul i64 %index.unr35, 4
  %sunkaddr1658 = getelementptr i8, i8* %.481, i64 %sunkaddr1657
  %sunkaddr1659 = getelementptr i8, i8* %sunkaddr1658, i64 4032
  %756 = bitcast i8* %sunkaddr1659 to <16 x float>*
  %wide.load.7.7.epil = load <16 x float>, <16 x float>* %756, align 4
  %scevgep503.epil = getelementptr float, float* %scevgep337, i64 %index.unr35
  %scevgep503504.epil = bitcast float* %scevgep503.epil to <16 x float>*
  store <16 x float> %wide.load.7.7.epil, <16 x float>* %scevgep503504.epil, align 4
  %index.next.7.7.epil = add i64 %index.unr35, 1024
  br label %middle.block.unr-lcssa.loopexit.unr-lcssa

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body.epil25, %middle.block.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, %vector.ph.new
  %index.next.7.lcssa.ph = phi i64 [ undef, %vector.ph.new ], [ %index.next.7.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %index.next.7.7.epil, %vector.body.epil25 ]
  %index.unr13 = phi i64 [ 0, %vector.ph.new ], [ %index.next.7.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %index.next.7.7.epil, %vector.body.epil25 ]
  %lcmp.mod.not70 = icmp eq i64 %xtraiter12, 0
  br i1 %lcmp.mod.not70, label %middle.block.unr-lcssa, label %vector.body.epil.preheader21

vector.body.epil.preheader21:                     ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  %757 = sub i64 0, %xtraiter12
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader21, %vector.body.epil
  %lsr.iv134 = phi i64 [ %757, %vector.body.epil.preheader21 ], [ %math1683, %vector.body.epil ]
  %index.epil = phi i64 [ %index.next.7.epil, %vector.body.epil ], [ %index.unr13, %vector.body.epil.preheader21 ]
  %sunkaddr1660 = mul i64 %index.epil, 4
  %sunkaddr1661 = getelementptr i8, i8* %.481, i64 %sunkaddr1660
  %758 = bitcast i8* %sunkaddr1661 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %758, align 4
  %scevgep168 = getelementptr float, float* %scevgep70, i64 %index.epil
  %scevgep168169 = bitcast float* %scevgep168 to <16 x float>*
  %scevgep171 = getelementptr <16 x float>, <16 x float>* %scevgep168169, i64 -7
  store <16 x float> %wide.load.epil, <16 x float>* %scevgep171, align 4
  %sunkaddr1662 = mul i64 %index.epil, 4
  %sunkaddr1663 = getelementptr i8, i8* %.481, i64 %sunkaddr1662
  %sunkaddr1664 = getelementptr i8, i8* %sunkaddr1663, i64 64
  %759 = bitcast i8* %sunkaddr1664 to <16 x float>*
  %wide.load.1.epil = load <16 x float>, <16 x float>* %759, align 4
  %scevgep162 = getelementptr float, float* %scevgep70, i64 %index.epil
  %scevgep162163 = bitcast float* %scevgep162 to <16 x float>*
  %scevgep165 = getelementptr <16 x float>, <16 x float>* %scevgep162163, i64 -6
  store <16 x float> %wide.load.1.epil, <16 x float>* %scevgep165, align 4
  %sunkaddr1665 = mul i64 %index.epil, 4
  %sunkaddr1666 = getelementptr i8, i8* %.481, i64 %sunkaddr1665
  %sunkaddr1667 = getelementptr i8, i8* %sunkaddr1666, i64 128
  %760 = bitcast i8* %sunkaddr1667 to <16 x float>*
  %wide.load.2.epil = load <16 x float>, <16 x float>* %760, align 4
  %scevgep156 = getelementptr float, float* %scevgep70, i64 %index.epil
  %scevgep156157 = bitcast float* %scevgep156 to <16 x float>*
  %scevgep159 = getelementptr <16 x float>, <16 x float>* %scevgep156157, i64 -5
  store <16 x float> %wide.load.2.epil, <16 x float>* %scevgep159, align 4
  %sunkaddr1668 = mul i64 %index.epil, 4
  %sunkaddr1669 = getelementptr i8, i8* %.481, i64 %sunkaddr1668
  %sunkaddr1670 = getelementptr i8, i8* %sunkaddr1669, i64 192
  %761 = bitcast i8* %sunkaddr1670 to <16 x float>*
  %wide.load.3.epil = load <16 x float>, <16 x float>* %761, align 4
  %scevgep150 = getelementptr float, float* %scevgep70, i64 %index.epil
  %scevgep150151 = bitcast float* %scevgep150 to <16 x float>*
  %scevgep153 = getelementptr <16 x float>, <16 x float>* %scevgep150151, i64 -4
  store <16 x float> %wide.load.3.epil, <16 x float>* %scevgep153, align 4
  %sunkaddr1671 = mul i64 %index.epil, 4
  %sunkaddr1672 = getelementptr i8, i8* %.481, i64 %sunkaddr1671
  %sunkaddr1673 = getelementptr i8, i8* %sunkaddr1672, i64 256
  %762 = bitcast i8* %sunkaddr1673 to <16 x float>*
  %wide.load.4.epil = load <16 x float>, <16 x float>* %762, align 4
  %scevgep143 = getelementptr float, float* %scevgep70, i64 %index.epil
  %scevgep143144 = bitcast float* %scevgep143 to <16 x float>*
  %scevgep147 = getelementptr <16 x float>, <16 x float>* %scevgep143144, i64 -3
  store <16 x float> %wide.load.4.epil, <16 x float>* %scevgep147, align 4
  %sunkaddr1674 = mul i64 %index.epil, 4
  %sunkaddr1675 = getelementptr i8, i8* %.481, i64 %sunkaddr1674
  %sunkaddr1676 = getelementptr i8, i8* %sunkaddr1675, i64 320
  %763 = bitcast i8* %sunkaddr1676 to <16 x float>*
  %wide.load.5.epil = load <16 x float>, <16 x float>* %763, align 4
  %scevgep139 = getelementptr float, float* %scevgep70, i64 %index.epil
  %scevgep139140 = bitcast float* %scevgep139 to <16 x float>*
  %scevgep141 = getelementptr <16 x float>, <16 x float>* %scevgep139140, i64 -2
  store <16 x float> %wide.load.5.epil, <16 x float>* %scevgep141, align 4
  %sunkaddr1677 = mul i64 %index.epil, 4
  %sunkaddr1678 = getelementptr i8, i8* %.481, i64 %sunkaddr1677
  %sunkaddr1679 = getelementptr i8, i8* %sunkaddr1678, i64 384
  %764 = bitcast i8* %sunkaddr1679 to <16 x float>*
  %wide.load.6.epil = load <16 x float>, <16 x float>* %764, align 4
  %scevgep136 = getelementptr float, float* %scevgep70, i64 %index.epil
  %scevgep136137 = bitcast float* %scevgep136 to <16 x float>*
  %scevgep138 = getelementptr <16 x float>, <16 x float>* %scevgep136137, i64 -1
  store <16 x float> %wide.load.6.epil, <16 x float>* %scevgep138, align 4
  %sunkaddr1680 = mul i64 %index.epil, 4
  %sunkaddr1681 = getelementptr i8, i8* %.481, i64 %sunkaddr1680
  %sunkaddr1682 = getelementptr i8, i8* %sunkaddr1681, i64 448
  %765 = bitcast i8* %sunkaddr1682 to <16 x float>*
  %wide.load.7.epil = load <16 x float>, <16 x float>* %765, align 4
  %scevgep174 = getelementptr float, float* %scevgep70, i64 %index.epil
  %scevgep174175 = bitcast float* %scevgep174 to <16 x float>*
  store <16 x float> %wide.load.7.epil, <16 x float>* %scevgep174175, align 4
  %index.next.7.epil = add i64 %index.epil, 128
  %766 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv134, i64 1)
  %math1683 = extractvalue { i64, i1 } %766, 0
  %ov1684 = extractvalue { i64, i1 } %766, 1
  br i1 %ov1684, label %middle.block.unr-lcssa, label %vector.body.epil, !prof !26, !llvm.loop !93

middle.block.unr-lcssa:                           ; preds = %vector.body.epil, %middle.block.unr-lcssa.loopexit.unr-lcssa, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %index.next.7.epil, %vector.body.epil ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %767 = shl i64 %index.unr, 2
  %scevgep62 = getelementptr i8, i8* %.481, i64 %767
  %768 = add i64 %index.unr, %.240.sroa.0.2
  %scevgep67 = getelementptr float, float* %arg.bcpy.4, i64 %768
  %scevgep678 = bitcast float* %scevgep67 to i8*
  %769 = shl nuw nsw i64 %xtraiter, 6
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %scevgep678, i8* align 4 %scevgep62, i64 %769, i1 false)
  br label %middle.block

middle.block:                                     ; preds = %vector.body.epil.preheader, %middle.block.unr-lcssa
  %770 = bitcast i8* %.481 to float*
  %cmp.n = icmp eq i64 %.346, %n.vec
  br i1 %cmp.n, label %.337.if, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %ind.end35 = add i64 %n.vec, %.240.sroa.0.2
  %n.vec.remaining = and i64 %.346, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %.337.endif.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const303 = bitcast i64 4611686018427387896 to i64
  %.pre-phi10.pre-phi = bitcast i8* %.481 to float*
  %n.vec33 = and i64 %.346, -8
  %771 = add i64 %vec.epilog.resume.val, %.240.sroa.0.2
  %scevgep5 = getelementptr float, float* %arg.bcpy.4, i64 %771
  %scevgep56 = bitcast float* %scevgep5 to i8*
  %772 = shl i64 %vec.epilog.resume.val, 2
  %scevgep7 = getelementptr i8, i8* %.481, i64 %772
  %773 = add i64 %n.vec33, %const303
  %774 = sub i64 %773, %vec.epilog.resume.val
  %775 = shl i64 %774, 2
  %776 = add i64 %775, 32
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %scevgep56, i8* align 4 %scevgep7, i64 %776, i1 false)
  %ind.end = add i64 %n.vec33, %.240.sroa.0.2
  %cmp.n36 = icmp eq i64 %.346, %n.vec33
  br i1 %cmp.n36, label %.337.if, label %.337.endif.us.preheader

.337.endif.us.preheader:                          ; preds = %iter.check, %vec.epilog.ph, %vec.epilog.iter.check
  %.335.04.us.ph = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ %n.vec33, %vec.epilog.ph ], [ 0, %iter.check ]
  %.333.03.us.ph = phi i64 [ %ind.end35, %vec.epilog.iter.check ], [ %ind.end, %vec.epilog.ph ], [ %.240.sroa.0.2, %iter.check ]
  %.pre-phi.pre-phi = bitcast i8* %.481 to float*
  %777 = shl i64 %.335.04.us.ph, 2
  %scevgep = getelementptr i8, i8* %.481, i64 %777
  %scevgep55 = getelementptr float, float* %arg.bcpy.4, i64 %.333.03.us.ph
  %scevgep554 = bitcast float* %scevgep55 to i8*
  %778 = add i64 %.240.sroa.0.2, %.335.04.us.ph
  %779 = sub i64 %.240.sroa.14.0, %778
  %780 = shl nuw i64 %779, 2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %scevgep554, i8* align 4 %scevgep, i64 %780, i1 false)
  br label %.337.if

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482862076992, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.if.endif:                    ; preds = %B0.endif.endif.endif.if
  %781 = icmp slt i64 %.346, 1
  br i1 %781, label %B0.endif.endif.endif.endif.thread20, label %for.body.preheader

for.body.preheader:                               ; preds = %B0.endif.endif.endif.if.endif
  %xtraiter47 = and i64 %.355, 7
  %782 = icmp ult i64 %math, 7
  br i1 %782, label %B0.endif.endif.endif.endif.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %783 = ptrtoint float* %arg.b.4 to i64
  %unroll_iter50 = and i64 %.355, 9223372036854775800
  %784 = add nsw i64 %unroll_iter50, -8
  %785 = lshr exact i64 %784, 3
  %786 = add nuw nsw i64 %785, 1
  %xtraiter25 = and i64 %786, 7
  %787 = icmp ult i64 %784, 56
  br i1 %787, label %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa, label %for.body.preheader.new.new

for.body.preheader.new.new:                       ; preds = %for.body.preheader.new
  %788 = ptrtoint float* %arg.b.4 to i64
  %const299 = bitcast i64 4611686018427387896 to i64
  %unroll_iter32 = and i64 %786, %const299
  %789 = mul i64 %.372, 3
  %790 = add nsw i64 %unroll_iter32, -8
  %791 = lshr exact i64 %790, 3
  %792 = add nuw nsw i64 %791, 1
  %793 = icmp eq i64 %790, 0
  br i1 %793, label %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.preheader.new.new.new

for.body.preheader.new.new.new:                   ; preds = %for.body.preheader.new.new
  %794 = ptrtoint float* %arg.b.4 to i64
  %const_mat300 = add i64 %const299, 6
  %unroll_iter72 = and i64 %792, %const_mat300
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new.new.new
  %lsr.iv171 = phi i64 [ %794, %for.body.preheader.new.new.new ], [ %1066, %for.body ]
  %loop.index7 = phi i64 [ 0, %for.body.preheader.new.new.new ], [ %.503.7.7.1, %for.body ]
  %niter73 = phi i64 [ 0, %for.body.preheader.new.new.new ], [ %niter73.next.1, %for.body ]
  %.497 = inttoptr i64 %lsr.iv171 to float*
  %.501 = load float, float* %.497, align 4
  %sunkaddr195 = shl i64 %loop.index7, 2
  %scevgep750 = getelementptr i8, i8* %.481, i64 %sunkaddr195
  %795 = bitcast i8* %scevgep750 to float*
  store float %.501, float* %795, align 4
  %796 = add i64 %lsr.iv171, %.372
  %.497.1 = inttoptr i64 %796 to float*
  %.501.1 = load float, float* %.497.1, align 4
  %sunkaddr1685 = mul i64 %loop.index7, 4
  %sunkaddr1686 = getelementptr i8, i8* %.481, i64 %sunkaddr1685
  %sunkaddr1687 = getelementptr i8, i8* %sunkaddr1686, i64 4
  %797 = bitcast i8* %sunkaddr1687 to float*
  store float %.501.1, float* %797, align 4
  %sunkaddr1688 = inttoptr i64 %lsr.iv171 to float*
  %sunkaddr1689 = mul i64 %.372, 2
  %798 = bitcast float* %sunkaddr1688 to i8*
  %sunkaddr1690 = getelementptr i8, i8* %798, i64 %sunkaddr1689
  %799 = bitcast i8* %sunkaddr1690 to float*
  %.501.2 = load float, float* %799, align 4
  %sunkaddr1691 = mul i64 %loop.index7, 4
  %sunkaddr1692 = getelementptr i8, i8* %.481, i64 %sunkaddr1691
  %sunkaddr1693 = getelementptr i8, i8* %sunkaddr1692, i64 8
  %800 = bitcast i8* %sunkaddr1693 to float*
  store float %.501.2, float* %800, align 4
  %801 = add i64 %lsr.iv171, %789
  %.497.3 = inttoptr i64 %801 to float*
  %.501.3 = load float, float* %.497.3, align 4
  %sunkaddr1694 = mul i64 %loop.index7, 4
  %sunkaddr1695 = getelementptr i8, i8* %.481, i64 %sunkaddr1694
  %sunkaddr1696 = getelementptr i8, i8* %sunkaddr1695, i64 12
  %802 = bitcast i8* %sunkaddr1696 to float*
  store float %.501.3, float* %802, align 4
  %803 = add i64 %801, %.372
  %.497.4 = inttoptr i64 %803 to float*
  %.501.4 = load float, float* %.497.4, align 4
  %sunkaddr1697 = mul i64 %loop.index7, 4
  %sunkaddr1698 = getelementptr i8, i8* %.481, i64 %sunkaddr1697
  %sunkaddr1699 = getelementptr i8, i8* %sunkaddr1698, i64 16
  %804 = bitcast i8* %sunkaddr1699 to float*
  store float %.501.4, float* %804, align 4
  %805 = add i64 %803, %.372
  %.497.5 = inttoptr i64 %805 to float*
  %.501.5 = load float, float* %.497.5, align 4
  %sunkaddr1700 = mul i64 %loop.index7, 4
  %sunkaddr1701 = getelementptr i8, i8* %.481, i64 %sunkaddr1700
  %sunkaddr1702 = getelementptr i8, i8* %sunkaddr1701, i64 20
  %806 = bitcast i8* %sunkaddr1702 to float*
  store float %.501.5, float* %806, align 4
  %807 = add i64 %805, %.372
  %.497.6 = inttoptr i64 %807 to float*
  %.501.6 = load float, float* %.497.6, align 4
  %sunkaddr1703 = mul i64 %loop.index7, 4
  %sunkaddr1704 = getelementptr i8, i8* %.481, i64 %sunkaddr1703
  %sunkaddr1705 = getelementptr i8, i8* %sunkaddr1704, i64 24
  %808 = bitcast i8* %sunkaddr1705 to float*
  store float %.501.6, float* %808, align 4
  %809 = add i64 %807, %.372
  %.497.7 = inttoptr i64 %809 to float*
  %.501.7 = load float, float* %.497.7, align 4
  %sunkaddr1706 = mul i64 %loop.index7, 4
  %sunkaddr1707 = getelementptr i8, i8* %.481, i64 %sunkaddr1706
  %sunkaddr1708 = getelementptr i8, i8* %sunkaddr1707, i64 28
  %810 = bitcast i8* %sunkaddr1708 to float*
  store float %.501.7, float* %810, align 4
  %811 = add i64 %809, %.372
  %.497.134 = inttoptr i64 %811 to float*
  %.501.135 = load float, float* %.497.134, align 4
  %sunkaddr1709 = mul i64 %loop.index7, 4
  %sunkaddr1710 = getelementptr i8, i8* %.481, i64 %sunkaddr1709
  %sunkaddr1711 = getelementptr i8, i8* %sunkaddr1710, i64 32
  %812 = bitcast i8* %sunkaddr1711 to float*
  store float %.501.135, float* %812, align 4
  %813 = add i64 %811, %.372
  %.497.1.1 = inttoptr i64 %813 to float*
  %.501.1.1 = load float, float* %.497.1.1, align 4
  %sunkaddr1712 = mul i64 %loop.index7, 4
  %sunkaddr1713 = getelementptr i8, i8* %.481, i64 %sunkaddr1712
  %sunkaddr1714 = getelementptr i8, i8* %sunkaddr1713, i64 36
  %814 = bitcast i8* %sunkaddr1714 to float*
  store float %.501.1.1, float* %814, align 4
  %815 = inttoptr i64 %811 to i8*
  %sunkaddr1715 = mul i64 %.372, 2
  %sunkaddr1716 = getelementptr i8, i8* %815, i64 %sunkaddr1715
  %816 = bitcast i8* %sunkaddr1716 to float*
  %.501.2.1 = load float, float* %816, align 4
  %sunkaddr1717 = mul i64 %loop.index7, 4
  %sunkaddr1718 = getelementptr i8, i8* %.481, i64 %sunkaddr1717
  %sunkaddr1719 = getelementptr i8, i8* %sunkaddr1718, i64 40
  %817 = bitcast i8* %sunkaddr1719 to float*
  store float %.501.2.1, float* %817, align 4
  %818 = add i64 %811, %789
  %.497.3.1 = inttoptr i64 %818 to float*
  %.501.3.1 = load float, float* %.497.3.1, align 4
  %sunkaddr1720 = mul i64 %loop.index7, 4
  %sunkaddr1721 = getelementptr i8, i8* %.481, i64 %sunkaddr1720
  %sunkaddr1722 = getelementptr i8, i8* %sunkaddr1721, i64 44
  %819 = bitcast i8* %sunkaddr1722 to float*
  store float %.501.3.1, float* %819, align 4
  %820 = add i64 %818, %.372
  %.497.4.1 = inttoptr i64 %820 to float*
  %.501.4.1 = load float, float* %.497.4.1, align 4
  %sunkaddr1723 = mul i64 %loop.index7, 4
  %sunkaddr1724 = getelementptr i8, i8* %.481, i64 %sunkaddr1723
  %sunkaddr1725 = getelementptr i8, i8* %sunkaddr1724, i64 48
  %821 = bitcast i8* %sunkaddr1725 to float*
  store float %.501.4.1, float* %821, align 4
  %822 = add i64 %820, %.372
  %.497.5.1 = inttoptr i64 %822 to float*
  %.501.5.1 = load float, float* %.497.5.1, align 4
  %sunkaddr1726 = mul i64 %loop.index7, 4
  %sunkaddr1727 = getelementptr i8, i8* %.481, i64 %sunkaddr1726
  %sunkaddr1728 = getelementptr i8, i8* %sunkaddr1727, i64 52
  %823 = bitcast i8* %sunkaddr1728 to float*
  store float %.501.5.1, float* %823, align 4
  %824 = add i64 %822, %.372
  %.497.6.1 = inttoptr i64 %824 to float*
  %.501.6.1 = load float, float* %.497.6.1, align 4
  %sunkaddr1729 = mul i64 %loop.index7, 4
  %sunkaddr1730 = getelementptr i8, i8* %.481, i64 %sunkaddr1729
  %sunkaddr1731 = getelementptr i8, i8* %sunkaddr1730, i64 56
  %825 = bitcast i8* %sunkaddr1731 to float*
  store float %.501.6.1, float* %825, align 4
  %826 = add i64 %824, %.372
  %.497.7.1 = inttoptr i64 %826 to float*
  %.501.7.1 = load float, float* %.497.7.1, align 4
  %sunkaddr1732 = mul i64 %loop.index7, 4
  %sunkaddr1733 = getelementptr i8, i8* %.481, i64 %sunkaddr1732
  %sunkaddr1734 = getelementptr i8, i8* %sunkaddr1733, i64 60
  %827 = bitcast i8* %sunkaddr1734 to float*
  store float %.501.7.1, float* %827, align 4
  %828 = add i64 %826, %.372
  %.497.2 = inttoptr i64 %828 to float*
  %.501.236 = load float, float* %.497.2, align 4
  %sunkaddr1735 = mul i64 %loop.index7, 4
  %sunkaddr1736 = getelementptr i8, i8* %.481, i64 %sunkaddr1735
  %sunkaddr1737 = getelementptr i8, i8* %sunkaddr1736, i64 64
  %829 = bitcast i8* %sunkaddr1737 to float*
  store float %.501.236, float* %829, align 4
  %830 = add i64 %828, %.372
  %.497.1.2 = inttoptr i64 %830 to float*
  %.501.1.2 = load float, float* %.497.1.2, align 4
  %sunkaddr1738 = mul i64 %loop.index7, 4
  %sunkaddr1739 = getelementptr i8, i8* %.481, i64 %sunkaddr1738
  %sunkaddr1740 = getelementptr i8, i8* %sunkaddr1739, i64 68
  %831 = bitcast i8* %sunkaddr1740 to float*
  store float %.501.1.2, float* %831, align 4
  %832 = inttoptr i64 %828 to i8*
  %sunkaddr1741 = mul i64 %.372, 2
  %sunkaddr1742 = getelementptr i8, i8* %832, i64 %sunkaddr1741
  %833 = bitcast i8* %sunkaddr1742 to float*
  %.501.2.2 = load float, float* %833, align 4
  %sunkaddr1743 = mul i64 %loop.index7, 4
  %sunkaddr1744 = getelementptr i8, i8* %.481, i64 %sunkaddr1743
  %sunkaddr1745 = getelementptr i8, i8* %sunkaddr1744, i64 72
  %834 = bitcast i8* %sunkaddr1745 to float*
  store float %.501.2.2, float* %834, align 4
  %835 = add i64 %828, %789
  %.497.3.2 = inttoptr i64 %835 to float*
  %.501.3.2 = load float, float* %.497.3.2, align 4
  %sunkaddr1746 = mul i64 %loop.index7, 4
  %sunkaddr1747 = getelementptr i8, i8* %.481, i64 %sunkaddr1746
  %sunkaddr1748 = getelementptr i8, i8* %sunkaddr1747, i64 76
  %836 = bitcast i8* %sunkaddr1748 to float*
  store float %.501.3.2, float* %836, align 4
  %837 = add i64 %835, %.372
  %.497.4.2 = inttoptr i64 %837 to float*
  %.501.4.2 = load float, float* %.497.4.2, align 4
  %sunkaddr1749 = mul i64 %loop.index7, 4
  %sunkaddr1750 = getelementptr i8, i8* %.481, i64 %sunkaddr1749
  %sunkaddr1751 = getelementptr i8, i8* %sunkaddr1750, i64 80
  %838 = bitcast i8* %sunkaddr1751 to float*
  store float %.501.4.2, float* %838, align 4
  %839 = add i64 %837, %.372
  %.497.5.2 = inttoptr i64 %839 to float*
  %.501.5.2 = load float, float* %.497.5.2, align 4
  %sunkaddr1752 = mul i64 %loop.index7, 4
  %sunkaddr1753 = getelementptr i8, i8* %.481, i64 %sunkaddr1752
  %sunkaddr1754 = getelementptr i8, i8* %sunkaddr1753, i64 84
  %840 = bitcast i8* %sunkaddr1754 to float*
  store float %.501.5.2, float* %840, align 4
  %841 = add i64 %839, %.372
  %.497.6.2 = inttoptr i64 %841 to float*
  %.501.6.2 = load float, float* %.497.6.2, align 4
  %sunkaddr1755 = mul i64 %loop.index7, 4
  %sunkaddr1756 = getelementptr i8, i8* %.481, i64 %sunkaddr1755
  %sunkaddr1757 = getelementptr i8, i8* %sunkaddr1756, i64 88
  %842 = bitcast i8* %sunkaddr1757 to float*
  store float %.501.6.2, float* %842, align 4
  %843 = add i64 %841, %.372
  %.497.7.2 = inttoptr i64 %843 to float*
  %.501.7.2 = load float, float* %.497.7.2, align 4
  %sunkaddr1758 = mul i64 %loop.index7, 4
  %sunkaddr1759 = getelementptr i8, i8* %.481, i64 %sunkaddr1758
  %sunkaddr1760 = getelementptr i8, i8* %sunkaddr1759, i64 92
  %844 = bitcast i8* %sunkaddr1760 to float*
  store float %.501.7.2, float* %844, align 4
  %845 = add i64 %843, %.372
  %.497.337 = inttoptr i64 %845 to float*
  %.501.338 = load float, float* %.497.337, align 4
  %sunkaddr1761 = mul i64 %loop.index7, 4
  %sunkaddr1762 = getelementptr i8, i8* %.481, i64 %sunkaddr1761
  %sunkaddr1763 = getelementptr i8, i8* %sunkaddr1762, i64 96
  %846 = bitcast i8* %sunkaddr1763 to float*
  store float %.501.338, float* %846, align 4
  %847 = add i64 %845, %.372
  %.497.1.3 = inttoptr i64 %847 to float*
  %.501.1.3 = load float, float* %.497.1.3, align 4
  %sunkaddr1764 = mul i64 %loop.index7, 4
  %sunkaddr1765 = getelementptr i8, i8* %.481, i64 %sunkaddr1764
  %sunkaddr1766 = getelementptr i8, i8* %sunkaddr1765, i64 100
  %848 = bitcast i8* %sunkaddr1766 to float*
  store float %.501.1.3, float* %848, align 4
  %849 = inttoptr i64 %845 to i8*
  %sunkaddr1767 = mul i64 %.372, 2
  %sunkaddr1768 = getelementptr i8, i8* %849, i64 %sunkaddr1767
  %850 = bitcast i8* %sunkaddr1768 to float*
  %.501.2.3 = load float, float* %850, align 4
  %sunkaddr1769 = mul i64 %loop.index7, 4
  %sunkaddr1770 = getelementptr i8, i8* %.481, i64 %sunkaddr1769
  %sunkaddr1771 = getelementptr i8, i8* %sunkaddr1770, i64 104
  %851 = bitcast i8* %sunkaddr1771 to float*
  store float %.501.2.3, float* %851, align 4
  %852 = add i64 %845, %789
  %.497.3.3 = inttoptr i64 %852 to float*
  %.501.3.3 = load float, float* %.497.3.3, align 4
  %sunkaddr1772 = mul i64 %loop.index7, 4
  %sunkaddr1773 = getelementptr i8, i8* %.481, i64 %sunkaddr1772
  %sunkaddr1774 = getelementptr i8, i8* %sunkaddr1773, i64 108
  %853 = bitcast i8* %sunkaddr1774 to float*
  store float %.501.3.3, float* %853, align 4
  %854 = add i64 %852, %.372
  %.497.4.3 = inttoptr i64 %854 to float*
  %.501.4.3 = load float, float* %.497.4.3, align 4
  %sunkaddr1775 = mul i64 %loop.index7, 4
  %sunkaddr1776 = getelementptr i8, i8* %.481, i64 %sunkaddr1775
  %sunkaddr1777 = getelementptr i8, i8* %sunkaddr1776, i64 112
  %855 = bitcast i8* %sunkaddr1777 to float*
  store float %.501.4.3, float* %855, align 4
  %856 = add i64 %854, %.372
  %.497.5.3 = inttoptr i64 %856 to float*
  %.501.5.3 = load float, float* %.497.5.3, align 4
  %sunkaddr1778 = mul i64 %loop.index7, 4
  %sunkaddr1779 = getelementptr i8, i8* %.481, i64 %sunkaddr1778
  %sunkaddr1780 = getelementptr i8, i8* %sunkaddr1779, i64 116
  %857 = bitcast i8* %sunkaddr1780 to float*
  store float %.501.5.3, float* %857, align 4
  %858 = add i64 %856, %.372
  %.497.6.3 = inttoptr i64 %858 to float*
  %.501.6.3 = load float, float* %.497.6.3, align 4
  %sunkaddr1781 = mul i64 %loop.index7, 4
  %sunkaddr1782 = getelementptr i8, i8* %.481, i64 %sunkaddr1781
  %sunkaddr1783 = getelementptr i8, i8* %sunkaddr1782, i64 120
  %859 = bitcast i8* %sunkaddr1783 to float*
  store float %.501.6.3, float* %859, align 4
  %860 = add i64 %858, %.372
  %.497.7.3 = inttoptr i64 %860 to float*
  %.501.7.3 = load float, float* %.497.7.3, align 4
  %sunkaddr1784 = mul i64 %loop.index7, 4
  %sunkaddr1785 = getelementptr i8, i8* %.481, i64 %sunkaddr1784
  %sunkaddr1786 = getelementptr i8, i8* %sunkaddr1785, i64 124
  %861 = bitcast i8* %sunkaddr1786 to float*
  store float %.501.7.3, float* %861, align 4
  %862 = add i64 %860, %.372
  %.497.439 = inttoptr i64 %862 to float*
  %.501.440 = load float, float* %.497.439, align 4
  %sunkaddr1787 = mul i64 %loop.index7, 4
  %sunkaddr1788 = getelementptr i8, i8* %.481, i64 %sunkaddr1787
  %sunkaddr1789 = getelementptr i8, i8* %sunkaddr1788, i64 128
  %863 = bitcast i8* %sunkaddr1789 to float*
  store float %.501.440, float* %863, align 4
  %864 = add i64 %862, %.372
  %.497.1.4 = inttoptr i64 %864 to float*
  %.501.1.4 = load float, float* %.497.1.4, align 4
  %sunkaddr1790 = mul i64 %loop.index7, 4
  %sunkaddr1791 = getelementptr i8, i8* %.481, i64 %sunkaddr1790
  %sunkaddr1792 = getelementptr i8, i8* %sunkaddr1791, i64 132
  %865 = bitcast i8* %sunkaddr1792 to float*
  store float %.501.1.4, float* %865, align 4
  %866 = inttoptr i64 %862 to i8*
  %sunkaddr1793 = mul i64 %.372, 2
  %sunkaddr1794 = getelementptr i8, i8* %866, i64 %sunkaddr1793
  %867 = bitcast i8* %sunkaddr1794 to float*
  %.501.2.4 = load float, float* %867, align 4
  %sunkaddr1795 = mul i64 %loop.index7, 4
  %sunkaddr1796 = getelementptr i8, i8* %.481, i64 %sunkaddr1795
  %sunkaddr1797 = getelementptr i8, i8* %sunkaddr1796, i64 136
  %868 = bitcast i8* %sunkaddr1797 to float*
  store float %.501.2.4, float* %868, align 4
  %869 = add i64 %862, %789
  %.497.3.4 = inttoptr i64 %869 to float*
  %.501.3.4 = load float, float* %.497.3.4, align 4
  %sunkaddr1798 = mul i64 %loop.index7, 4
  %sunkaddr1799 = getelementptr i8, i8* %.481, i64 %sunkaddr1798
  %sunkaddr1800 = getelementptr i8, i8* %sunkaddr1799, i64 140
  %870 = bitcast i8* %sunkaddr1800 to float*
  store float %.501.3.4, float* %870, align 4
  %871 = add i64 %869, %.372
  %.497.4.4 = inttoptr i64 %871 to float*
  %.501.4.4 = load float, float* %.497.4.4, align 4
  %sunkaddr1801 = mul i64 %loop.index7, 4
  %sunkaddr1802 = getelementptr i8, i8* %.481, i64 %sunkaddr1801
  %sunkaddr1803 = getelementptr i8, i8* %sunkaddr1802, i64 144
  %872 = bitcast i8* %sunkaddr1803 to float*
  store float %.501.4.4, float* %872, align 4
  %873 = add i64 %871, %.372
  %.497.5.4 = inttoptr i64 %873 to float*
  %.501.5.4 = load float, float* %.497.5.4, align 4
  %sunkaddr1804 = mul i64 %loop.index7, 4
  %sunkaddr1805 = getelementptr i8, i8* %.481, i64 %sunkaddr1804
  %sunkaddr1806 = getelementptr i8, i8* %sunkaddr1805, i64 148
  %874 = bitcast i8* %sunkaddr1806 to float*
  store float %.501.5.4, float* %874, align 4
  %875 = add i64 %873, %.372
  %.497.6.4 = inttoptr i64 %875 to float*
  %.501.6.4 = load float, float* %.497.6.4, align 4
  %sunkaddr1807 = mul i64 %loop.index7, 4
  %sunkaddr1808 = getelementptr i8, i8* %.481, i64 %sunkaddr1807
  %sunkaddr1809 = getelementptr i8, i8* %sunkaddr1808, i64 152
  %876 = bitcast i8* %sunkaddr1809 to float*
  store float %.501.6.4, float* %876, align 4
  %877 = add i64 %875, %.372
  %.497.7.4 = inttoptr i64 %877 to float*
  %.501.7.4 = load float, float* %.497.7.4, align 4
  %sunkaddr1810 = mul i64 %loop.index7, 4
  %sunkaddr1811 = getelementptr i8, i8* %.481, i64 %sunkaddr1810
  %sunkaddr1812 = getelementptr i8, i8* %sunkaddr1811, i64 156
  %878 = bitcast i8* %sunkaddr1812 to float*
  store float %.501.7.4, float* %878, align 4
  %879 = add i64 %877, %.372
  %.497.541 = inttoptr i64 %879 to float*
  %.501.542 = load float, float* %.497.541, align 4
  %sunkaddr1813 = mul i64 %loop.index7, 4
  %sunkaddr1814 = getelementptr i8, i8* %.481, i64 %sunkaddr1813
  %sunkaddr1815 = getelementptr i8, i8* %sunkaddr1814, i64 160
  %880 = bitcast i8* %sunkaddr1815 to float*
  store float %.501.542, float* %880, align 4
  %881 = add i64 %879, %.372
  %.497.1.5 = inttoptr i64 %881 to float*
  %.501.1.5 = load float, float* %.497.1.5, align 4
  %sunkaddr1816 = mul i64 %loop.index7, 4
  %sunkaddr1817 = getelementptr i8, i8* %.481, i64 %sunkaddr1816
  %sunkaddr1818 = getelementptr i8, i8* %sunkaddr1817, i64 164
  %882 = bitcast i8* %sunkaddr1818 to float*
  store float %.501.1.5, float* %882, align 4
  %883 = inttoptr i64 %879 to i8*
  %sunkaddr1819 = mul i64 %.372, 2
  %sunkaddr1820 = getelementptr i8, i8* %883, i64 %sunkaddr1819
  %884 = bitcast i8* %sunkaddr1820 to float*
  %.501.2.5 = load float, float* %884, align 4
  %sunkaddr1821 = mul i64 %loop.index7, 4
  %sunkaddr1822 = getelementptr i8, i8* %.481, i64 %sunkaddr1821
  %sunkaddr1823 = getelementptr i8, i8* %sunkaddr1822, i64 168
  %885 = bitcast i8* %sunkaddr1823 to float*
  store float %.501.2.5, float* %885, align 4
  %886 = add i64 %879, %789
  %.497.3.5 = inttoptr i64 %886 to float*
  %.501.3.5 = load float, float* %.497.3.5, align 4
  %sunkaddr1824 = mul i64 %loop.index7, 4
  %sunkaddr1825 = getelementptr i8, i8* %.481, i64 %sunkaddr1824
  %sunkaddr1826 = getelementptr i8, i8* %sunkaddr1825, i64 172
  %887 = bitcast i8* %sunkaddr1826 to float*
  store float %.501.3.5, float* %887, align 4
  %888 = add i64 %886, %.372
  %.497.4.5 = inttoptr i64 %888 to float*
  %.501.4.5 = load float, float* %.497.4.5, align 4
  %sunkaddr1827 = mul i64 %loop.index7, 4
  %sunkaddr1828 = getelementptr i8, i8* %.481, i64 %sunkaddr1827
  %sunkaddr1829 = getelementptr i8, i8* %sunkaddr1828, i64 176
  %889 = bitcast i8* %sunkaddr1829 to float*
  store float %.501.4.5, float* %889, align 4
  %890 = add i64 %888, %.372
  %.497.5.5 = inttoptr i64 %890 to float*
  %.501.5.5 = load float, float* %.497.5.5, align 4
  %sunkaddr1830 = mul i64 %loop.index7, 4
  %sunkaddr1831 = getelementptr i8, i8* %.481, i64 %sunkaddr1830
  %sunkaddr1832 = getelementptr i8, i8* %sunkaddr1831, i64 180
  %891 = bitcast i8* %sunkaddr1832 to float*
  store float %.501.5.5, float* %891, align 4
  %892 = add i64 %890, %.372
  %.497.6.5 = inttoptr i64 %892 to float*
  %.501.6.5 = load float, float* %.497.6.5, align 4
  %sunkaddr1833 = mul i64 %loop.index7, 4
  %sunkaddr1834 = getelementptr i8, i8* %.481, i64 %sunkaddr1833
  %sunkaddr1835 = getelementptr i8, i8* %sunkaddr1834, i64 184
  %893 = bitcast i8* %sunkaddr1835 to float*
  store float %.501.6.5, float* %893, align 4
  %894 = add i64 %892, %.372
  %.497.7.5 = inttoptr i64 %894 to float*
  %.501.7.5 = load float, float* %.497.7.5, align 4
  %sunkaddr1836 = mul i64 %loop.index7, 4
  %sunkaddr1837 = getelementptr i8, i8* %.481, i64 %sunkaddr1836
  %sunkaddr1838 = getelementptr i8, i8* %sunkaddr1837, i64 188
  %895 = bitcast i8* %sunkaddr1838 to float*
  store float %.501.7.5, float* %895, align 4
  %896 = add i64 %894, %.372
  %.497.643 = inttoptr i64 %896 to float*
  %.501.644 = load float, float* %.497.643, align 4
  %sunkaddr1839 = mul i64 %loop.index7, 4
  %sunkaddr1840 = getelementptr i8, i8* %.481, i64 %sunkaddr1839
  %sunkaddr1841 = getelementptr i8, i8* %sunkaddr1840, i64 192
  %897 = bitcast i8* %sunkaddr1841 to float*
  store float %.501.644, float* %897, align 4
  %898 = add i64 %896, %.372
  %.497.1.6 = inttoptr i64 %898 to float*
  %.501.1.6 = load float, float* %.497.1.6, align 4
  %sunkaddr1842 = mul i64 %loop.index7, 4
  %sunkaddr1843 = getelementptr i8, i8* %.481, i64 %sunkaddr1842
  %sunkaddr1844 = getelementptr i8, i8* %sunkaddr1843, i64 196
  %899 = bitcast i8* %sunkaddr1844 to float*
  store float %.501.1.6, float* %899, align 4
  %900 = inttoptr i64 %896 to i8*
  %sunkaddr1845 = mul i64 %.372, 2
  %sunkaddr1846 = getelementptr i8, i8* %900, i64 %sunkaddr1845
  %901 = bitcast i8* %sunkaddr1846 to float*
  %.501.2.6 = load float, float* %901, align 4
  %sunkaddr1847 = mul i64 %loop.index7, 4
  %sunkaddr1848 = getelementptr i8, i8* %.481, i64 %sunkaddr1847
  %sunkaddr1849 = getelementptr i8, i8* %sunkaddr1848, i64 200
  %902 = bitcast i8* %sunkaddr1849 to float*
  store float %.501.2.6, float* %902, align 4
  %903 = add i64 %896, %789
  %.497.3.6 = inttoptr i64 %903 to float*
  %.501.3.6 = load float, float* %.497.3.6, align 4
  %sunkaddr1850 = mul i64 %loop.index7, 4
  %sunkaddr1851 = getelementptr i8, i8* %.481, i64 %sunkaddr1850
  %sunkaddr1852 = getelementptr i8, i8* %sunkaddr1851, i64 204
  %904 = bitcast i8* %sunkaddr1852 to float*
  store float %.501.3.6, float* %904, align 4
  %905 = add i64 %903, %.372
  %.497.4.6 = inttoptr i64 %905 to float*
  %.501.4.6 = load float, float* %.497.4.6, align 4
  %sunkaddr1853 = mul i64 %loop.index7, 4
  %sunkaddr1854 = getelementptr i8, i8* %.481, i64 %sunkaddr1853
  %sunkaddr1855 = getelementptr i8, i8* %sunkaddr1854, i64 208
  %906 = bitcast i8* %sunkaddr1855 to float*
  store float %.501.4.6, float* %906, align 4
  %907 = add i64 %905, %.372
  %.497.5.6 = inttoptr i64 %907 to float*
  %.501.5.6 = load float, float* %.497.5.6, align 4
  %sunkaddr1856 = mul i64 %loop.index7, 4
  %sunkaddr1857 = getelementptr i8, i8* %.481, i64 %sunkaddr1856
  %sunkaddr1858 = getelementptr i8, i8* %sunkaddr1857, i64 212
  %908 = bitcast i8* %sunkaddr1858 to float*
  store float %.501.5.6, float* %908, align 4
  %909 = add i64 %907, %.372
  %.497.6.6 = inttoptr i64 %909 to float*
  %.501.6.6 = load float, float* %.497.6.6, align 4
  %sunkaddr1859 = mul i64 %loop.index7, 4
  %sunkaddr1860 = getelementptr i8, i8* %.481, i64 %sunkaddr1859
  %sunkaddr1861 = getelementptr i8, i8* %sunkaddr1860, i64 216
  %910 = bitcast i8* %sunkaddr1861 to float*
  store float %.501.6.6, float* %910, align 4
  %911 = add i64 %909, %.372
  %.497.7.6 = inttoptr i64 %911 to float*
  %.501.7.6 = load float, float* %.497.7.6, align 4
  %sunkaddr1862 = mul i64 %loop.index7, 4
  %sunkaddr1863 = getelementptr i8, i8* %.481, i64 %sunkaddr1862
  %sunkaddr1864 = getelementptr i8, i8* %sunkaddr1863, i64 220
  %912 = bitcast i8* %sunkaddr1864 to float*
  store float %.501.7.6, float* %912, align 4
  %913 = add i64 %911, %.372
  %.497.745 = inttoptr i64 %913 to float*
  %.501.746 = load float, float* %.497.745, align 4
  %sunkaddr1865 = mul i64 %loop.index7, 4
  %sunkaddr1866 = getelementptr i8, i8* %.481, i64 %sunkaddr1865
  %sunkaddr1867 = getelementptr i8, i8* %sunkaddr1866, i64 224
  %914 = bitcast i8* %sunkaddr1867 to float*
  store float %.501.746, float* %914, align 4
  %915 = add i64 %913, %.372
  %.497.1.7 = inttoptr i64 %915 to float*
  %.501.1.7 = load float, float* %.497.1.7, align 4
  %sunkaddr1868 = mul i64 %loop.index7, 4
  %sunkaddr1869 = getelementptr i8, i8* %.481, i64 %sunkaddr1868
  %sunkaddr1870 = getelementptr i8, i8* %sunkaddr1869, i64 228
  %916 = bitcast i8* %sunkaddr1870 to float*
  store float %.501.1.7, float* %916, align 4
  %917 = inttoptr i64 %913 to i8*
  %sunkaddr1871 = mul i64 %.372, 2
  %sunkaddr1872 = getelementptr i8, i8* %917, i64 %sunkaddr1871
  %918 = bitcast i8* %sunkaddr1872 to float*
  %.501.2.7 = load float, float* %918, align 4
  %sunkaddr1873 = mul i64 %loop.index7, 4
  %sunkaddr1874 = getelementptr i8, i8* %.481, i64 %sunkaddr1873
  %sunkaddr1875 = getelementptr i8, i8* %sunkaddr1874, i64 232
  %919 = bitcast i8* %sunkaddr1875 to float*
  store float %.501.2.7, float* %919, align 4
  %920 = add i64 %913, %789
  %.497.3.7 = inttoptr i64 %920 to float*
  %.501.3.7 = load float, float* %.497.3.7, align 4
  %sunkaddr1876 = mul i64 %loop.index7, 4
  %sunkaddr1877 = getelementptr i8, i8* %.481, i64 %sunkaddr1876
  %sunkaddr1878 = getelementptr i8, i8* %sunkaddr1877, i64 236
  %921 = bitcast i8* %sunkaddr1878 to float*
  store float %.501.3.7, float* %921, align 4
  %922 = add i64 %920, %.372
  %.497.4.7 = inttoptr i64 %922 to float*
  %.501.4.7 = load float, float* %.497.4.7, align 4
  %sunkaddr1879 = mul i64 %loop.index7, 4
  %sunkaddr1880 = getelementptr i8, i8* %.481, i64 %sunkaddr1879
  %sunkaddr1881 = getelementptr i8, i8* %sunkaddr1880, i64 240
  %923 = bitcast i8* %sunkaddr1881 to float*
  store float %.501.4.7, float* %923, align 4
  %924 = add i64 %922, %.372
  %.497.5.7 = inttoptr i64 %924 to float*
  %.501.5.7 = load float, float* %.497.5.7, align 4
  %sunkaddr1882 = mul i64 %loop.index7, 4
  %sunkaddr1883 = getelementptr i8, i8* %.481, i64 %sunkaddr1882
  %sunkaddr1884 = getelementptr i8, i8* %sunkaddr1883, i64 244
  %925 = bitcast i8* %sunkaddr1884 to float*
  store float %.501.5.7, float* %925, align 4
  %926 = add i64 %924, %.372
  %.497.6.7 = inttoptr i64 %926 to float*
  %.501.6.7 = load float, float* %.497.6.7, align 4
  %sunkaddr1885 = mul i64 %loop.index7, 4
  %sunkaddr1886 = getelementptr i8, i8* %.481, i64 %sunkaddr1885
  %sunkaddr1887 = getelementptr i8, i8* %sunkaddr1886, i64 248
  %927 = bitcast i8* %sunkaddr1887 to float*
  store float %.501.6.7, float* %927, align 4
  %928 = add i64 %926, %.372
  %.497.7.7 = inttoptr i64 %928 to float*
  %.501.7.7 = load float, float* %.497.7.7, align 4
  %sunkaddr1888 = mul i64 %loop.index7, 4
  %sunkaddr1889 = getelementptr i8, i8* %.481, i64 %sunkaddr1888
  %sunkaddr1890 = getelementptr i8, i8* %sunkaddr1889, i64 252
  %929 = bitcast i8* %sunkaddr1890 to float*
  store float %.501.7.7, float* %929, align 4
  %930 = add i64 %928, %.372
  %.497.174 = inttoptr i64 %930 to float*
  %.501.175 = load float, float* %.497.174, align 4
  %.503.7.7 = shl i64 %loop.index7, 2
  %sunkaddr195.1 = or i64 %.503.7.7, 256
  %scevgep750.1 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %931 = bitcast i8* %scevgep750.1 to float*
  store float %.501.175, float* %931, align 4
  %932 = add i64 %930, %.372
  %.497.1.176 = inttoptr i64 %932 to float*
  %.501.1.177 = load float, float* %.497.1.176, align 4
  %sunkaddr1891 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1892 = getelementptr i8, i8* %sunkaddr1891, i64 4
  %933 = bitcast i8* %sunkaddr1892 to float*
  store float %.501.1.177, float* %933, align 4
  %934 = inttoptr i64 %930 to i8*
  %sunkaddr1893 = mul i64 %.372, 2
  %sunkaddr1894 = getelementptr i8, i8* %934, i64 %sunkaddr1893
  %935 = bitcast i8* %sunkaddr1894 to float*
  %.501.2.178 = load float, float* %935, align 4
  %sunkaddr1895 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1896 = getelementptr i8, i8* %sunkaddr1895, i64 8
  %936 = bitcast i8* %sunkaddr1896 to float*
  store float %.501.2.178, float* %936, align 4
  %937 = add i64 %930, %789
  %.497.3.179 = inttoptr i64 %937 to float*
  %.501.3.180 = load float, float* %.497.3.179, align 4
  %sunkaddr1897 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1898 = getelementptr i8, i8* %sunkaddr1897, i64 12
  %938 = bitcast i8* %sunkaddr1898 to float*
  store float %.501.3.180, float* %938, align 4
  %939 = add i64 %937, %.372
  %.497.4.181 = inttoptr i64 %939 to float*
  %.501.4.182 = load float, float* %.497.4.181, align 4
  %sunkaddr1899 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1900 = getelementptr i8, i8* %sunkaddr1899, i64 16
  %940 = bitcast i8* %sunkaddr1900 to float*
  store float %.501.4.182, float* %940, align 4
  %941 = add i64 %939, %.372
  %.497.5.183 = inttoptr i64 %941 to float*
  %.501.5.184 = load float, float* %.497.5.183, align 4
  %sunkaddr1901 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1902 = getelementptr i8, i8* %sunkaddr1901, i64 20
  %942 = bitcast i8* %sunkaddr1902 to float*
  store float %.501.5.184, float* %942, align 4
  %943 = add i64 %941, %.372
  %.497.6.185 = inttoptr i64 %943 to float*
  %.501.6.186 = load float, float* %.497.6.185, align 4
  %sunkaddr1903 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1904 = getelementptr i8, i8* %sunkaddr1903, i64 24
  %944 = bitcast i8* %sunkaddr1904 to float*
  store float %.501.6.186, float* %944, align 4
  %945 = add i64 %943, %.372
  %.497.7.187 = inttoptr i64 %945 to float*
  %.501.7.188 = load float, float* %.497.7.187, align 4
  %sunkaddr1905 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1906 = getelementptr i8, i8* %sunkaddr1905, i64 28
  %946 = bitcast i8* %sunkaddr1906 to float*
  store float %.501.7.188, float* %946, align 4
  %947 = add i64 %945, %.372
  %.497.134.1 = inttoptr i64 %947 to float*
  %.501.135.1 = load float, float* %.497.134.1, align 4
  %sunkaddr1907 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1908 = getelementptr i8, i8* %sunkaddr1907, i64 32
  %948 = bitcast i8* %sunkaddr1908 to float*
  store float %.501.135.1, float* %948, align 4
  %949 = add i64 %947, %.372
  %.497.1.1.1 = inttoptr i64 %949 to float*
  %.501.1.1.1 = load float, float* %.497.1.1.1, align 4
  %sunkaddr1909 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1910 = getelementptr i8, i8* %sunkaddr1909, i64 36
  %950 = bitcast i8* %sunkaddr1910 to float*
  store float %.501.1.1.1, float* %950, align 4
  %951 = inttoptr i64 %947 to i8*
  %sunkaddr1911 = mul i64 %.372, 2
  %sunkaddr1912 = getelementptr i8, i8* %951, i64 %sunkaddr1911
  %952 = bitcast i8* %sunkaddr1912 to float*
  %.501.2.1.1 = load float, float* %952, align 4
  %sunkaddr1913 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1914 = getelementptr i8, i8* %sunkaddr1913, i64 40
  %953 = bitcast i8* %sunkaddr1914 to float*
  store float %.501.2.1.1, float* %953, align 4
  %954 = add i64 %947, %789
  %.497.3.1.1 = inttoptr i64 %954 to float*
  %.501.3.1.1 = load float, float* %.497.3.1.1, align 4
  %sunkaddr1915 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1916 = getelementptr i8, i8* %sunkaddr1915, i64 44
  %955 = bitcast i8* %sunkaddr1916 to float*
  store float %.501.3.1.1, float* %955, align 4
  %956 = add i64 %954, %.372
  %.497.4.1.1 = inttoptr i64 %956 to float*
  %.501.4.1.1 = load float, float* %.497.4.1.1, align 4
  %sunkaddr1917 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1918 = getelementptr i8, i8* %sunkaddr1917, i64 48
  %957 = bitcast i8* %sunkaddr1918 to float*
  store float %.501.4.1.1, float* %957, align 4
  %958 = add i64 %956, %.372
  %.497.5.1.1 = inttoptr i64 %958 to float*
  %.501.5.1.1 = load float, float* %.497.5.1.1, align 4
  %sunkaddr1919 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1920 = getelementptr i8, i8* %sunkaddr1919, i64 52
  %959 = bitcast i8* %sunkaddr1920 to float*
  store float %.501.5.1.1, float* %959, align 4
  %960 = add i64 %958, %.372
  %.497.6.1.1 = inttoptr i64 %960 to float*
  %.501.6.1.1 = load float, float* %.497.6.1.1, align 4
  %sunkaddr1921 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1922 = getelementptr i8, i8* %sunkaddr1921, i64 56
  %961 = bitcast i8* %sunkaddr1922 to float*
  store float %.501.6.1.1, float* %961, align 4
  %962 = add i64 %960, %.372
  %.497.7.1.1 = inttoptr i64 %962 to float*
  %.501.7.1.1 = load float, float* %.497.7.1.1, align 4
  %sunkaddr1923 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1924 = getelementptr i8, i8* %sunkaddr1923, i64 60
  %963 = bitcast i8* %sunkaddr1924 to float*
  store float %.501.7.1.1, float* %963, align 4
  %964 = add i64 %962, %.372
  %.497.2.1 = inttoptr i64 %964 to float*
  %.501.236.1 = load float, float* %.497.2.1, align 4
  %sunkaddr1925 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1926 = getelementptr i8, i8* %sunkaddr1925, i64 64
  %965 = bitcast i8* %sunkaddr1926 to float*
  store float %.501.236.1, float* %965, align 4
  %966 = add i64 %964, %.372
  %.497.1.2.1 = inttoptr i64 %966 to float*
  %.501.1.2.1 = load float, float* %.497.1.2.1, align 4
  %sunkaddr1927 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1928 = getelementptr i8, i8* %sunkaddr1927, i64 68
  %967 = bitcast i8* %sunkaddr1928 to float*
  store float %.501.1.2.1, float* %967, align 4
  %968 = inttoptr i64 %964 to i8*
  %sunkaddr1929 = mul i64 %.372, 2
  %sunkaddr1930 = getelementptr i8, i8* %968, i64 %sunkaddr1929
  %969 = bitcast i8* %sunkaddr1930 to float*
  %.501.2.2.1 = load float, float* %969, align 4
  %sunkaddr1931 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1932 = getelementptr i8, i8* %sunkaddr1931, i64 72
  %970 = bitcast i8* %sunkaddr1932 to float*
  store float %.501.2.2.1, float* %970, align 4
  %971 = add i64 %964, %789
  %.497.3.2.1 = inttoptr i64 %971 to float*
  %.501.3.2.1 = load float, float* %.497.3.2.1, align 4
  %sunkaddr1933 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1934 = getelementptr i8, i8* %sunkaddr1933, i64 76
  %972 = bitcast i8* %sunkaddr1934 to float*
  store float %.501.3.2.1, float* %972, align 4
  %973 = add i64 %971, %.372
  %.497.4.2.1 = inttoptr i64 %973 to float*
  %.501.4.2.1 = load float, float* %.497.4.2.1, align 4
  %sunkaddr1935 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1936 = getelementptr i8, i8* %sunkaddr1935, i64 80
  %974 = bitcast i8* %sunkaddr1936 to float*
  store float %.501.4.2.1, float* %974, align 4
  %975 = add i64 %973, %.372
  %.497.5.2.1 = inttoptr i64 %975 to float*
  %.501.5.2.1 = load float, float* %.497.5.2.1, align 4
  %sunkaddr1937 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1938 = getelementptr i8, i8* %sunkaddr1937, i64 84
  %976 = bitcast i8* %sunkaddr1938 to float*
  store float %.501.5.2.1, float* %976, align 4
  %977 = add i64 %975, %.372
  %.497.6.2.1 = inttoptr i64 %977 to float*
  %.501.6.2.1 = load float, float* %.497.6.2.1, align 4
  %sunkaddr1939 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1940 = getelementptr i8, i8* %sunkaddr1939, i64 88
  %978 = bitcast i8* %sunkaddr1940 to float*
  store float %.501.6.2.1, float* %978, align 4
  %979 = add i64 %977, %.372
  %.497.7.2.1 = inttoptr i64 %979 to float*
  %.501.7.2.1 = load float, float* %.497.7.2.1, align 4
  %sunkaddr1941 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1942 = getelementptr i8, i8* %sunkaddr1941, i64 92
  %980 = bitcast i8* %sunkaddr1942 to float*
  store float %.501.7.2.1, float* %980, align 4
  %981 = add i64 %979, %.372
  %.497.337.1 = inttoptr i64 %981 to float*
  %.501.338.1 = load float, float* %.497.337.1, align 4
  %sunkaddr1943 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1944 = getelementptr i8, i8* %sunkaddr1943, i64 96
  %982 = bitcast i8* %sunkaddr1944 to float*
  store float %.501.338.1, float* %982, align 4
  %983 = add i64 %981, %.372
  %.497.1.3.1 = inttoptr i64 %983 to float*
  %.501.1.3.1 = load float, float* %.497.1.3.1, align 4
  %sunkaddr1945 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1946 = getelementptr i8, i8* %sunkaddr1945, i64 100
  %984 = bitcast i8* %sunkaddr1946 to float*
  store float %.501.1.3.1, float* %984, align 4
  %985 = inttoptr i64 %981 to i8*
  %sunkaddr1947 = mul i64 %.372, 2
  %sunkaddr1948 = getelementptr i8, i8* %985, i64 %sunkaddr1947
  %986 = bitcast i8* %sunkaddr1948 to float*
  %.501.2.3.1 = load float, float* %986, align 4
  %sunkaddr1949 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1950 = getelementptr i8, i8* %sunkaddr1949, i64 104
  %987 = bitcast i8* %sunkaddr1950 to float*
  store float %.501.2.3.1, float* %987, align 4
  %988 = add i64 %981, %789
  %.497.3.3.1 = inttoptr i64 %988 to float*
  %.501.3.3.1 = load float, float* %.497.3.3.1, align 4
  %sunkaddr1951 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1952 = getelementptr i8, i8* %sunkaddr1951, i64 108
  %989 = bitcast i8* %sunkaddr1952 to float*
  store float %.501.3.3.1, float* %989, align 4
  %990 = add i64 %988, %.372
  %.497.4.3.1 = inttoptr i64 %990 to float*
  %.501.4.3.1 = load float, float* %.497.4.3.1, align 4
  %sunkaddr1953 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1954 = getelementptr i8, i8* %sunkaddr1953, i64 112
  %991 = bitcast i8* %sunkaddr1954 to float*
  store float %.501.4.3.1, float* %991, align 4
  %992 = add i64 %990, %.372
  %.497.5.3.1 = inttoptr i64 %992 to float*
  %.501.5.3.1 = load float, float* %.497.5.3.1, align 4
  %sunkaddr1955 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1956 = getelementptr i8, i8* %sunkaddr1955, i64 116
  %993 = bitcast i8* %sunkaddr1956 to float*
  store float %.501.5.3.1, float* %993, align 4
  %994 = add i64 %992, %.372
  %.497.6.3.1 = inttoptr i64 %994 to float*
  %.501.6.3.1 = load float, float* %.497.6.3.1, align 4
  %sunkaddr1957 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1958 = getelementptr i8, i8* %sunkaddr1957, i64 120
  %995 = bitcast i8* %sunkaddr1958 to float*
  store float %.501.6.3.1, float* %995, align 4
  %996 = add i64 %994, %.372
  %.497.7.3.1 = inttoptr i64 %996 to float*
  %.501.7.3.1 = load float, float* %.497.7.3.1, align 4
  %sunkaddr1959 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1960 = getelementptr i8, i8* %sunkaddr1959, i64 124
  %997 = bitcast i8* %sunkaddr1960 to float*
  store float %.501.7.3.1, float* %997, align 4
  %998 = add i64 %996, %.372
  %.497.439.1 = inttoptr i64 %998 to float*
  %.501.440.1 = load float, float* %.497.439.1, align 4
  %sunkaddr1961 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1962 = getelementptr i8, i8* %sunkaddr1961, i64 128
  %999 = bitcast i8* %sunkaddr1962 to float*
  store float %.501.440.1, float* %999, align 4
  %1000 = add i64 %998, %.372
  %.497.1.4.1 = inttoptr i64 %1000 to float*
  %.501.1.4.1 = load float, float* %.497.1.4.1, align 4
  %sunkaddr1963 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1964 = getelementptr i8, i8* %sunkaddr1963, i64 132
  %1001 = bitcast i8* %sunkaddr1964 to float*
  store float %.501.1.4.1, float* %1001, align 4
  %1002 = inttoptr i64 %998 to i8*
  %sunkaddr1965 = mul i64 %.372, 2
  %sunkaddr1966 = getelementptr i8, i8* %1002, i64 %sunkaddr1965
  %1003 = bitcast i8* %sunkaddr1966 to float*
  %.501.2.4.1 = load float, float* %1003, align 4
  %sunkaddr1967 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1968 = getelementptr i8, i8* %sunkaddr1967, i64 136
  %1004 = bitcast i8* %sunkaddr1968 to float*
  store float %.501.2.4.1, float* %1004, align 4
  %1005 = add i64 %998, %789
  %.497.3.4.1 = inttoptr i64 %1005 to float*
  %.501.3.4.1 = load float, float* %.497.3.4.1, align 4
  %sunkaddr1969 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1970 = getelementptr i8, i8* %sunkaddr1969, i64 140
  %1006 = bitcast i8* %sunkaddr1970 to float*
  store float %.501.3.4.1, float* %1006, align 4
  %1007 = add i64 %1005, %.372
  %.497.4.4.1 = inttoptr i64 %1007 to float*
  %.501.4.4.1 = load float, float* %.497.4.4.1, align 4
  %sunkaddr1971 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1972 = getelementptr i8, i8* %sunkaddr1971, i64 144
  %1008 = bitcast i8* %sunkaddr1972 to float*
  store float %.501.4.4.1, float* %1008, align 4
  %1009 = add i64 %1007, %.372
  %.497.5.4.1 = inttoptr i64 %1009 to float*
  %.501.5.4.1 = load float, float* %.497.5.4.1, align 4
  %sunkaddr1973 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1974 = getelementptr i8, i8* %sunkaddr1973, i64 148
  %1010 = bitcast i8* %sunkaddr1974 to float*
  store float %.501.5.4.1, float* %1010, align 4
  %1011 = add i64 %1009, %.372
  %.497.6.4.1 = inttoptr i64 %1011 to float*
  %.501.6.4.1 = load float, float* %.497.6.4.1, align 4
  %sunkaddr1975 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1976 = getelementptr i8, i8* %sunkaddr1975, i64 152
  %1012 = bitcast i8* %sunkaddr1976 to float*
  store float %.501.6.4.1, float* %1012, align 4
  %1013 = add i64 %1011, %.372
  %.497.7.4.1 = inttoptr i64 %1013 to float*
  %.501.7.4.1 = load float, float* %.497.7.4.1, align 4
  %sunkaddr1977 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1978 = getelementptr i8, i8* %sunkaddr1977, i64 156
  %1014 = bitcast i8* %sunkaddr1978 to float*
  store float %.501.7.4.1, float* %1014, align 4
  %1015 = add i64 %1013, %.372
  %.497.541.1 = inttoptr i64 %1015 to float*
  %.501.542.1 = load float, float* %.497.541.1, align 4
  %sunkaddr1979 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1980 = getelementptr i8, i8* %sunkaddr1979, i64 160
  %1016 = bitcast i8* %sunkaddr1980 to float*
  store float %.501.542.1, float* %1016, align 4
  %1017 = add i64 %1015, %.372
  %.497.1.5.1 = inttoptr i64 %1017 to float*
  %.501.1.5.1 = load float, float* %.497.1.5.1, align 4
  %sunkaddr1981 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1982 = getelementptr i8, i8* %sunkaddr1981, i64 164
  %1018 = bitcast i8* %sunkaddr1982 to float*
  store float %.501.1.5.1, float* %1018, align 4
  %1019 = inttoptr i64 %1015 to i8*
  %sunkaddr1983 = mul i64 %.372, 2
  %sunkaddr1984 = getelementptr i8, i8* %1019, i64 %sunkaddr1983
  %1020 = bitcast i8* %sunkaddr1984 to float*
  %.501.2.5.1 = load float, float* %1020, align 4
  %sunkaddr1985 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1986 = getelementptr i8, i8* %sunkaddr1985, i64 168
  %1021 = bitcast i8* %sunkaddr1986 to float*
  store float %.501.2.5.1, float* %1021, align 4
  %1022 = add i64 %1015, %789
  %.497.3.5.1 = inttoptr i64 %1022 to float*
  %.501.3.5.1 = load float, float* %.497.3.5.1, align 4
  %sunkaddr1987 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1988 = getelementptr i8, i8* %sunkaddr1987, i64 172
  %1023 = bitcast i8* %sunkaddr1988 to float*
  store float %.501.3.5.1, float* %1023, align 4
  %1024 = add i64 %1022, %.372
  %.497.4.5.1 = inttoptr i64 %1024 to float*
  %.501.4.5.1 = load float, float* %.497.4.5.1, align 4
  %sunkaddr1989 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1990 = getelementptr i8, i8* %sunkaddr1989, i64 176
  %1025 = bitcast i8* %sunkaddr1990 to float*
  store float %.501.4.5.1, float* %1025, align 4
  %1026 = add i64 %1024, %.372
  %.497.5.5.1 = inttoptr i64 %1026 to float*
  %.501.5.5.1 = load float, float* %.497.5.5.1, align 4
  %sunkaddr1991 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1992 = getelementptr i8, i8* %sunkaddr1991, i64 180
  %1027 = bitcast i8* %sunkaddr1992 to float*
  store float %.501.5.5.1, float* %1027, align 4
  %1028 = add i64 %1026, %.372
  %.497.6.5.1 = inttoptr i64 %1028 to float*
  %.501.6.5.1 = load float, float* %.497.6.5.1, align 4
  %sunkaddr1993 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1994 = getelementptr i8, i8* %sunkaddr1993, i64 184
  %1029 = bitcast i8* %sunkaddr1994 to float*
  store float %.501.6.5.1, float* %1029, align 4
  %1030 = add i64 %1028, %.372
  %.497.7.5.1 = inttoptr i64 %1030 to float*
  %.501.7.5.1 = load float, float* %.497.7.5.1, align 4
  %sunkaddr1995 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1996 = getelementptr i8, i8* %sunkaddr1995, i64 188
  %1031 = bitcast i8* %sunkaddr1996 to float*
  store float %.501.7.5.1, float* %1031, align 4
  %1032 = add i64 %1030, %.372
  %.497.643.1 = inttoptr i64 %1032 to float*
  %.501.644.1 = load float, float* %.497.643.1, align 4
  %sunkaddr1997 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr1998 = getelementptr i8, i8* %sunkaddr1997, i64 192
  %1033 = bitcast i8* %sunkaddr1998 to float*
  store float %.501.644.1, float* %1033, align 4
  %1034 = add i64 %1032, %.372
  %.497.1.6.1 = inttoptr i64 %1034 to float*
  %.501.1.6.1 = load float, float* %.497.1.6.1, align 4
  %sunkaddr1999 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2000 = getelementptr i8, i8* %sunkaddr1999, i64 196
  %1035 = bitcast i8* %sunkaddr2000 to float*
  store float %.501.1.6.1, float* %1035, align 4
  %1036 = inttoptr i64 %1032 to i8*
  %sunkaddr2001 = mul i64 %.372, 2
  %sunkaddr2002 = getelementptr i8, i8* %1036, i64 %sunkaddr2001
  %1037 = bitcast i8* %sunkaddr2002 to float*
  %.501.2.6.1 = load float, float* %1037, align 4
  %sunkaddr2003 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2004 = getelementptr i8, i8* %sunkaddr2003, i64 200
  %1038 = bitcast i8* %sunkaddr2004 to float*
  store float %.501.2.6.1, float* %1038, align 4
  %1039 = add i64 %1032, %789
  %.497.3.6.1 = inttoptr i64 %1039 to float*
  %.501.3.6.1 = load float, float* %.497.3.6.1, align 4
  %sunkaddr2005 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2006 = getelementptr i8, i8* %sunkaddr2005, i64 204
  %1040 = bitcast i8* %sunkaddr2006 to float*
  store float %.501.3.6.1, float* %1040, align 4
  %1041 = add i64 %1039, %.372
  %.497.4.6.1 = inttoptr i64 %1041 to float*
  %.501.4.6.1 = load float, float* %.497.4.6.1, align 4
  %sunkaddr2007 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2008 = getelementptr i8, i8* %sunkaddr2007, i64 208
  %1042 = bitcast i8* %sunkaddr2008 to float*
  store float %.501.4.6.1, float* %1042, align 4
  %1043 = add i64 %1041, %.372
  %.497.5.6.1 = inttoptr i64 %1043 to float*
  %.501.5.6.1 = load float, float* %.497.5.6.1, align 4
  %sunkaddr2009 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2010 = getelementptr i8, i8* %sunkaddr2009, i64 212
  %1044 = bitcast i8* %sunkaddr2010 to float*
  store float %.501.5.6.1, float* %1044, align 4
  %1045 = add i64 %1043, %.372
  %.497.6.6.1 = inttoptr i64 %1045 to float*
  %.501.6.6.1 = load float, float* %.497.6.6.1, align 4
  %sunkaddr2011 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2012 = getelementptr i8, i8* %sunkaddr2011, i64 216
  %1046 = bitcast i8* %sunkaddr2012 to float*
  store float %.501.6.6.1, float* %1046, align 4
  %1047 = add i64 %1045, %.372
  %.497.7.6.1 = inttoptr i64 %1047 to float*
  %.501.7.6.1 = load float, float* %.497.7.6.1, align 4
  %sunkaddr2013 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2014 = getelementptr i8, i8* %sunkaddr2013, i64 220
  %1048 = bitcast i8* %sunkaddr2014 to float*
  store float %.501.7.6.1, float* %1048, align 4
  %1049 = add i64 %1047, %.372
  %.497.745.1 = inttoptr i64 %1049 to float*
  %.501.746.1 = load float, float* %.497.745.1, align 4
  %sunkaddr2015 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2016 = getelementptr i8, i8* %sunkaddr2015, i64 224
  %1050 = bitcast i8* %sunkaddr2016 to float*
  store float %.501.746.1, float* %1050, align 4
  %1051 = add i64 %1049, %.372
  %.497.1.7.1 = inttoptr i64 %1051 to float*
  %.501.1.7.1 = load float, float* %.497.1.7.1, align 4
  %sunkaddr2017 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2018 = getelementptr i8, i8* %sunkaddr2017, i64 228
  %1052 = bitcast i8* %sunkaddr2018 to float*
  store float %.501.1.7.1, float* %1052, align 4
  %1053 = inttoptr i64 %1049 to i8*
  %sunkaddr2019 = mul i64 %.372, 2
  %sunkaddr2020 = getelementptr i8, i8* %1053, i64 %sunkaddr2019
  %1054 = bitcast i8* %sunkaddr2020 to float*
  %.501.2.7.1 = load float, float* %1054, align 4
  %sunkaddr2021 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2022 = getelementptr i8, i8* %sunkaddr2021, i64 232
  %1055 = bitcast i8* %sunkaddr2022 to float*
  store float %.501.2.7.1, float* %1055, align 4
  %1056 = add i64 %1049, %789
  %.497.3.7.1 = inttoptr i64 %1056 to float*
  %.501.3.7.1 = load float, float* %.497.3.7.1, align 4
  %sunkaddr2023 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2024 = getelementptr i8, i8* %sunkaddr2023, i64 236
  %1057 = bitcast i8* %sunkaddr2024 to float*
  store float %.501.3.7.1, float* %1057, align 4
  %1058 = add i64 %1056, %.372
  %.497.4.7.1 = inttoptr i64 %1058 to float*
  %.501.4.7.1 = load float, float* %.497.4.7.1, align 4
  %sunkaddr2025 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2026 = getelementptr i8, i8* %sunkaddr2025, i64 240
  %1059 = bitcast i8* %sunkaddr2026 to float*
  store float %.501.4.7.1, float* %1059, align 4
  %1060 = add i64 %1058, %.372
  %.497.5.7.1 = inttoptr i64 %1060 to float*
  %.501.5.7.1 = load float, float* %.497.5.7.1, align 4
  %sunkaddr2027 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2028 = getelementptr i8, i8* %sunkaddr2027, i64 244
  %1061 = bitcast i8* %sunkaddr2028 to float*
  store float %.501.5.7.1, float* %1061, align 4
  %1062 = add i64 %1060, %.372
  %.497.6.7.1 = inttoptr i64 %1062 to float*
  %.501.6.7.1 = load float, float* %.497.6.7.1, align 4
  %sunkaddr2029 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2030 = getelementptr i8, i8* %sunkaddr2029, i64 248
  %1063 = bitcast i8* %sunkaddr2030 to float*
  store float %.501.6.7.1, float* %1063, align 4
  %1064 = add i64 %1062, %.372
  %.497.7.7.1 = inttoptr i64 %1064 to float*
  %.501.7.7.1 = load float, float* %.497.7.7.1, align 4
  %sunkaddr2031 = getelementptr i8, i8* %.481, i64 %sunkaddr195.1
  %sunkaddr2032 = getelementptr i8, i8* %sunkaddr2031, i64 252
  %1065 = bitcast i8* %sunkaddr2032 to float*
  store float %.501.7.7.1, float* %1065, align 4
  %.503.7.7.1 = add i64 %loop.index7, 128
  %1066 = add i64 %1064, %.372
  %niter73.next.1 = add i64 %niter73, 2
  %niter73.ncmp.1 = icmp eq i64 %niter73.next.1, %unroll_iter72
  br i1 %niter73.ncmp.1, label %B0.endif.endif.endif.endif.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body

.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.337.endif, %.337.endif.preheader8.new.new
  %lsr.iv124.lcssa.ph = phi i64 [ undef, %.337.endif.preheader8.new.new ], [ %1476, %.337.endif ]
  %.552.7.7.lcssa.ph = phi i64 [ undef, %.337.endif.preheader8.new.new ], [ %.552.7.7.1, %.337.endif ]
  %lsr.iv124.unr108 = phi i64 [ %167, %.337.endif.preheader8.new.new ], [ %1672, %.337.endif ]
  %.335.04.unr109 = phi i64 [ 0, %.337.endif.preheader8.new.new ], [ %.552.7.7.1, %.337.endif ]
  %1067 = and i64 %172, 1
  %lcmp.mod110.not = icmp eq i64 %1067, 0
  br i1 %lcmp.mod110.not, label %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit, label %.337.endif.epil91

.337.endif.epil91:                                ; preds = %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.534.epil93 = inttoptr i64 %lsr.iv124.unr108 to float*
  %.538.epil94 = load float, float* %.534.epil93, align 4
  %scevgep905.epil = getelementptr float, float* %scevgep904, i64 %.335.04.unr109
  store float %.538.epil94, float* %scevgep905.epil, align 4
  %1068 = add i64 %lsr.iv124.unr108, %.372
  %.534.1.epil95 = inttoptr i64 %1068 to float*
  %.538.1.epil96 = load float, float* %.534.1.epil95, align 4
  %sunkaddr2033 = mul i64 %.335.04.unr109, 4
  %1069 = bitcast float* %scevgep780 to i8*
  %sunkaddr2034 = getelementptr i8, i8* %1069, i64 %sunkaddr2033
  %sunkaddr2035 = getelementptr i8, i8* %sunkaddr2034, i64 -248
  %1070 = bitcast i8* %sunkaddr2035 to float*
  store float %.538.1.epil96, float* %1070, align 4
  %sunkaddr2036 = inttoptr i64 %lsr.iv124.unr108 to float*
  %sunkaddr2037 = mul i64 %.372, 2
  %1071 = bitcast float* %sunkaddr2036 to i8*
  %sunkaddr2038 = getelementptr i8, i8* %1071, i64 %sunkaddr2037
  %1072 = bitcast i8* %sunkaddr2038 to float*
  %.538.2.epil97 = load float, float* %1072, align 4
  %sunkaddr2039 = mul i64 %.335.04.unr109, 4
  %1073 = bitcast float* %scevgep780 to i8*
  %sunkaddr2040 = getelementptr i8, i8* %1073, i64 %sunkaddr2039
  %sunkaddr2041 = getelementptr i8, i8* %sunkaddr2040, i64 -244
  %1074 = bitcast i8* %sunkaddr2041 to float*
  store float %.538.2.epil97, float* %1074, align 4
  %1075 = add i64 %lsr.iv124.unr108, %169
  %.534.3.epil98 = inttoptr i64 %1075 to float*
  %.538.3.epil99 = load float, float* %.534.3.epil98, align 4
  %sunkaddr2042 = mul i64 %.335.04.unr109, 4
  %1076 = bitcast float* %scevgep780 to i8*
  %sunkaddr2043 = getelementptr i8, i8* %1076, i64 %sunkaddr2042
  %sunkaddr2044 = getelementptr i8, i8* %sunkaddr2043, i64 -240
  %1077 = bitcast i8* %sunkaddr2044 to float*
  store float %.538.3.epil99, float* %1077, align 4
  %1078 = add i64 %1075, %.372
  %.534.4.epil100 = inttoptr i64 %1078 to float*
  %.538.4.epil101 = load float, float* %.534.4.epil100, align 4
  %sunkaddr2045 = mul i64 %.335.04.unr109, 4
  %1079 = bitcast float* %scevgep780 to i8*
  %sunkaddr2046 = getelementptr i8, i8* %1079, i64 %sunkaddr2045
  %sunkaddr2047 = getelementptr i8, i8* %sunkaddr2046, i64 -236
  %1080 = bitcast i8* %sunkaddr2047 to float*
  store float %.538.4.epil101, float* %1080, align 4
  %1081 = add i64 %1078, %.372
  %.534.5.epil102 = inttoptr i64 %1081 to float*
  %.538.5.epil103 = load float, float* %.534.5.epil102, align 4
  %sunkaddr2048 = mul i64 %.335.04.unr109, 4
  %1082 = bitcast float* %scevgep780 to i8*
  %sunkaddr2049 = getelementptr i8, i8* %1082, i64 %sunkaddr2048
  %sunkaddr2050 = getelementptr i8, i8* %sunkaddr2049, i64 -232
  %1083 = bitcast i8* %sunkaddr2050 to float*
  store float %.538.5.epil103, float* %1083, align 4
  %1084 = add i64 %1081, %.372
  %.534.6.epil104 = inttoptr i64 %1084 to float*
  %.538.6.epil105 = load float, float* %.534.6.epil104, align 4
  %sunkaddr2051 = mul i64 %.335.04.unr109, 4
  %1085 = bitcast float* %scevgep780 to i8*
  %sunkaddr2052 = getelementptr i8, i8* %1085, i64 %sunkaddr2051
  %sunkaddr2053 = getelementptr i8, i8* %sunkaddr2052, i64 -228
  %1086 = bitcast i8* %sunkaddr2053 to float*
  store float %.538.6.epil105, float* %1086, align 4
  %1087 = add i64 %1084, %.372
  %.534.7.epil106 = inttoptr i64 %1087 to float*
  %.538.7.epil107 = load float, float* %.534.7.epil106, align 4
  %sunkaddr2054 = mul i64 %.335.04.unr109, 4
  %1088 = bitcast float* %scevgep780 to i8*
  %sunkaddr2055 = getelementptr i8, i8* %1088, i64 %sunkaddr2054
  %sunkaddr2056 = getelementptr i8, i8* %sunkaddr2055, i64 -224
  %1089 = bitcast i8* %sunkaddr2056 to float*
  store float %.538.7.epil107, float* %1089, align 4
  %1090 = add i64 %1087, %.372
  %.534.157.epil = inttoptr i64 %1090 to float*
  %.538.158.epil = load float, float* %.534.157.epil, align 4
  %sunkaddr2057 = mul i64 %.335.04.unr109, 4
  %1091 = bitcast float* %scevgep780 to i8*
  %sunkaddr2058 = getelementptr i8, i8* %1091, i64 %sunkaddr2057
  %sunkaddr2059 = getelementptr i8, i8* %sunkaddr2058, i64 -220
  %1092 = bitcast i8* %sunkaddr2059 to float*
  store float %.538.158.epil, float* %1092, align 4
  %1093 = add i64 %1090, %.372
  %.534.1.1.epil = inttoptr i64 %1093 to float*
  %.538.1.1.epil = load float, float* %.534.1.1.epil, align 4
  %sunkaddr2060 = mul i64 %.335.04.unr109, 4
  %1094 = bitcast float* %scevgep780 to i8*
  %sunkaddr2061 = getelementptr i8, i8* %1094, i64 %sunkaddr2060
  %sunkaddr2062 = getelementptr i8, i8* %sunkaddr2061, i64 -216
  %1095 = bitcast i8* %sunkaddr2062 to float*
  store float %.538.1.1.epil, float* %1095, align 4
  %1096 = inttoptr i64 %1090 to i8*
  %sunkaddr2063 = mul i64 %.372, 2
  %sunkaddr2064 = getelementptr i8, i8* %1096, i64 %sunkaddr2063
  %1097 = bitcast i8* %sunkaddr2064 to float*
  %.538.2.1.epil = load float, float* %1097, align 4
  %sunkaddr2065 = mul i64 %.335.04.unr109, 4
  %1098 = bitcast float* %scevgep780 to i8*
  %sunkaddr2066 = getelementptr i8, i8* %1098, i64 %sunkaddr2065
  %sunkaddr2067 = getelementptr i8, i8* %sunkaddr2066, i64 -212
  %1099 = bitcast i8* %sunkaddr2067 to float*
  store float %.538.2.1.epil, float* %1099, align 4
  %1100 = add i64 %1090, %169
  %.534.3.1.epil = inttoptr i64 %1100 to float*
  %.538.3.1.epil = load float, float* %.534.3.1.epil, align 4
  %sunkaddr2068 = mul i64 %.335.04.unr109, 4
  %1101 = bitcast float* %scevgep780 to i8*
  %sunkaddr2069 = getelementptr i8, i8* %1101, i64 %sunkaddr2068
  %sunkaddr2070 = getelementptr i8, i8* %sunkaddr2069, i64 -208
  %1102 = bitcast i8* %sunkaddr2070 to float*
  store float %.538.3.1.epil, float* %1102, align 4
  %1103 = add i64 %1100, %.372
  %.534.4.1.epil = inttoptr i64 %1103 to float*
  %.538.4.1.epil = load float, float* %.534.4.1.epil, align 4
  %sunkaddr2071 = mul i64 %.335.04.unr109, 4
  %1104 = bitcast float* %scevgep780 to i8*
  %sunkaddr2072 = getelementptr i8, i8* %1104, i64 %sunkaddr2071
  %sunkaddr2073 = getelementptr i8, i8* %sunkaddr2072, i64 -204
  %1105 = bitcast i8* %sunkaddr2073 to float*
  store float %.538.4.1.epil, float* %1105, align 4
  %1106 = add i64 %1103, %.372
  %.534.5.1.epil = inttoptr i64 %1106 to float*
  %.538.5.1.epil = load float, float* %.534.5.1.epil, align 4
  %sunkaddr2074 = mul i64 %.335.04.unr109, 4
  %1107 = bitcast float* %scevgep780 to i8*
  %sunkaddr2075 = getelementptr i8, i8* %1107, i64 %sunkaddr2074
  %sunkaddr2076 = getelementptr i8, i8* %sunkaddr2075, i64 -200
  %1108 = bitcast i8* %sunkaddr2076 to float*
  store float %.538.5.1.epil, float* %1108, align 4
  %1109 = add i64 %1106, %.372
  %.534.6.1.epil = inttoptr i64 %1109 to float*
  %.538.6.1.epil = load float, float* %.534.6.1.epil, align 4
  %sunkaddr2077 = mul i64 %.335.04.unr109, 4
  %1110 = bitcast float* %scevgep780 to i8*
  %sunkaddr2078 = getelementptr i8, i8* %1110, i64 %sunkaddr2077
  %sunkaddr2079 = getelementptr i8, i8* %sunkaddr2078, i64 -196
  %1111 = bitcast i8* %sunkaddr2079 to float*
  store float %.538.6.1.epil, float* %1111, align 4
  %1112 = add i64 %1109, %.372
  %.534.7.1.epil = inttoptr i64 %1112 to float*
  %.538.7.1.epil = load float, float* %.534.7.1.epil, align 4
  %sunkaddr2080 = mul i64 %.335.04.unr109, 4
  %1113 = bitcast float* %scevgep780 to i8*
  %sunkaddr2081 = getelementptr i8, i8* %1113, i64 %sunkaddr2080
  %sunkaddr2082 = getelementptr i8, i8* %sunkaddr2081, i64 -192
  %1114 = bitcast i8* %sunkaddr2082 to float*
  store float %.538.7.1.epil, float* %1114, align 4
  %1115 = add i64 %1112, %.372
  %.534.2.epil = inttoptr i64 %1115 to float*
  %.538.259.epil = load float, float* %.534.2.epil, align 4
  %sunkaddr2083 = mul i64 %.335.04.unr109, 4
  %1116 = bitcast float* %scevgep780 to i8*
  %sunkaddr2084 = getelementptr i8, i8* %1116, i64 %sunkaddr2083
  %sunkaddr2085 = getelementptr i8, i8* %sunkaddr2084, i64 -188
  %1117 = bitcast i8* %sunkaddr2085 to float*
  store float %.538.259.epil, float* %1117, align 4
  %1118 = add i64 %1115, %.372
  %.534.1.2.epil = inttoptr i64 %1118 to float*
  %.538.1.2.epil = load float, float* %.534.1.2.epil, align 4
  %sunkaddr2086 = mul i64 %.335.04.unr109, 4
  %1119 = bitcast float* %scevgep780 to i8*
  %sunkaddr2087 = getelementptr i8, i8* %1119, i64 %sunkaddr2086
  %sunkaddr2088 = getelementptr i8, i8* %sunkaddr2087, i64 -184
  %1120 = bitcast i8* %sunkaddr2088 to float*
  store float %.538.1.2.epil, float* %1120, align 4
  %1121 = inttoptr i64 %1115 to i8*
  %sunkaddr2089 = mul i64 %.372, 2
  %sunkaddr2090 = getelementptr i8, i8* %1121, i64 %sunkaddr2089
  %1122 = bitcast i8* %sunkaddr2090 to float*
  %.538.2.2.epil = load float, float* %1122, align 4
  %sunkaddr2091 = mul i64 %.335.04.unr109, 4
  %1123 = bitcast float* %scevgep780 to i8*
  %sunkaddr2092 = getelementptr i8, i8* %1123, i64 %sunkaddr2091
  %sunkaddr2093 = getelementptr i8, i8* %sunkaddr2092, i64 -180
  %1124 = bitcast i8* %sunkaddr2093 to float*
  store float %.538.2.2.epil, float* %1124, align 4
  %1125 = add i64 %1115, %169
  %.534.3.2.epil = inttoptr i64 %1125 to float*
  %.538.3.2.epil = load float, float* %.534.3.2.epil, align 4
  %sunkaddr2094 = mul i64 %.335.04.unr109, 4
  %1126 = bitcast float* %scevgep780 to i8*
  %sunkaddr2095 = getelementptr i8, i8* %1126, i64 %sunkaddr2094
  %sunkaddr2096 = getelementptr i8, i8* %sunkaddr2095, i64 -176
  %1127 = bitcast i8* %sunkaddr2096 to float*
  store float %.538.3.2.epil, float* %1127, align 4
  %1128 = add i64 %1125, %.372
  %.534.4.2.epil = inttoptr i64 %1128 to float*
  %.538.4.2.epil = load float, float* %.534.4.2.epil, align 4
  %sunkaddr2097 = mul i64 %.335.04.unr109, 4
  %1129 = bitcast float* %scevgep780 to i8*
  %sunkaddr2098 = getelementptr i8, i8* %1129, i64 %sunkaddr2097
  %sunkaddr2099 = getelementptr i8, i8* %sunkaddr2098, i64 -172
  %1130 = bitcast i8* %sunkaddr2099 to float*
  store float %.538.4.2.epil, float* %1130, align 4
  %1131 = add i64 %1128, %.372
  %.534.5.2.epil = inttoptr i64 %1131 to float*
  %.538.5.2.epil = load float, float* %.534.5.2.epil, align 4
  %sunkaddr2100 = mul i64 %.335.04.unr109, 4
  %1132 = bitcast float* %scevgep780 to i8*
  %sunkaddr2101 = getelementptr i8, i8* %1132, i64 %sunkaddr2100
  %sunkaddr2102 = getelementptr i8, i8* %sunkaddr2101, i64 -168
  %1133 = bitcast i8* %sunkaddr2102 to float*
  store float %.538.5.2.epil, float* %1133, align 4
  %1134 = add i64 %1131, %.372
  %.534.6.2.epil = inttoptr i64 %1134 to float*
  %.538.6.2.epil = load float, float* %.534.6.2.epil, align 4
  %sunkaddr2103 = mul i64 %.335.04.unr109, 4
  %1135 = bitcast float* %scevgep780 to i8*
  %sunkaddr2104 = getelementptr i8, i8* %1135, i64 %sunkaddr2103
  %sunkaddr2105 = getelementptr i8, i8* %sunkaddr2104, i64 -164
  %1136 = bitcast i8* %sunkaddr2105 to float*
  store float %.538.6.2.epil, float* %1136, align 4
  %1137 = add i64 %1134, %.372
  %.534.7.2.epil = inttoptr i64 %1137 to float*
  %.538.7.2.epil = load float, float* %.534.7.2.epil, align 4
  %sunkaddr2106 = mul i64 %.335.04.unr109, 4
  %1138 = bitcast float* %scevgep780 to i8*
  %sunkaddr2107 = getelementptr i8, i8* %1138, i64 %sunkaddr2106
  %sunkaddr2108 = getelementptr i8, i8* %sunkaddr2107, i64 -160
  %1139 = bitcast i8* %sunkaddr2108 to float*
  store float %.538.7.2.epil, float* %1139, align 4
  %1140 = add i64 %1137, %.372
  %.534.360.epil = inttoptr i64 %1140 to float*
  %.538.361.epil = load float, float* %.534.360.epil, align 4
  %sunkaddr2109 = mul i64 %.335.04.unr109, 4
  %1141 = bitcast float* %scevgep780 to i8*
  %sunkaddr2110 = getelementptr i8, i8* %1141, i64 %sunkaddr2109
  %sunkaddr2111 = getelementptr i8, i8* %sunkaddr2110, i64 -156
  %1142 = bitcast i8* %sunkaddr2111 to float*
  store float %.538.361.epil, float* %1142, align 4
  %1143 = add i64 %1140, %.372
  %.534.1.3.epil = inttoptr i64 %1143 to float*
  %.538.1.3.epil = load float, float* %.534.1.3.epil, align 4
  %sunkaddr2112 = mul i64 %.335.04.unr109, 4
  %1144 = bitcast float* %scevgep780 to i8*
  %sunkaddr2113 = getelementptr i8, i8* %1144, i64 %sunkaddr2112
  %sunkaddr2114 = getelementptr i8, i8* %sunkaddr2113, i64 -152
  %1145 = bitcast i8* %sunkaddr2114 to float*
  store float %.538.1.3.epil, float* %1145, align 4
  %1146 = inttoptr i64 %1140 to i8*
  %sunkaddr2115 = mul i64 %.372, 2
  %sunkaddr2116 = getelementptr i8, i8* %1146, i64 %sunkaddr2115
  %1147 = bitcast i8* %sunkaddr2116 to float*
  %.538.2.3.epil = load float, float* %1147, align 4
  %sunkaddr2117 = mul i64 %.335.04.unr109, 4
  %1148 = bitcast float* %scevgep780 to i8*
  %sunkaddr2118 = getelementptr i8, i8* %1148, i64 %sunkaddr2117
  %sunkaddr2119 = getelementptr i8, i8* %sunkaddr2118, i64 -148
  %1149 = bitcast i8* %sunkaddr2119 to float*
  store float %.538.2.3.epil, float* %1149, align 4
  %1150 = add i64 %1140, %169
  %.534.3.3.epil = inttoptr i64 %1150 to float*
  %.538.3.3.epil = load float, float* %.534.3.3.epil, align 4
  %sunkaddr2120 = mul i64 %.335.04.unr109, 4
  %1151 = bitcast float* %scevgep780 to i8*
  %sunkaddr2121 = getelementptr i8, i8* %1151, i64 %sunkaddr2120
  %sunkaddr2122 = getelementptr i8, i8* %sunkaddr2121, i64 -144
  %1152 = bitcast i8* %sunkaddr2122 to float*
  store float %.538.3.3.epil, float* %1152, align 4
  %1153 = add i64 %1150, %.372
  %.534.4.3.epil = inttoptr i64 %1153 to float*
  %.538.4.3.epil = load float, float* %.534.4.3.epil, align 4
  %sunkaddr2123 = mul i64 %.335.04.unr109, 4
  %1154 = bitcast float* %scevgep780 to i8*
  %sunkaddr2124 = getelementptr i8, i8* %1154, i64 %sunkaddr2123
  %sunkaddr2125 = getelementptr i8, i8* %sunkaddr2124, i64 -140
  %1155 = bitcast i8* %sunkaddr2125 to float*
  store float %.538.4.3.epil, float* %1155, align 4
  %1156 = add i64 %1153, %.372
  %.534.5.3.epil = inttoptr i64 %1156 to float*
  %.538.5.3.epil = load float, float* %.534.5.3.epil, align 4
  %sunkaddr2126 = mul i64 %.335.04.unr109, 4
  %1157 = bitcast float* %scevgep780 to i8*
  %sunkaddr2127 = getelementptr i8, i8* %1157, i64 %sunkaddr2126
  %sunkaddr2128 = getelementptr i8, i8* %sunkaddr2127, i64 -136
  %1158 = bitcast i8* %sunkaddr2128 to float*
  store float %.538.5.3.epil, float* %1158, align 4
  %1159 = add i64 %1156, %.372
  %.534.6.3.epil = inttoptr i64 %1159 to float*
  %.538.6.3.epil = load float, float* %.534.6.3.epil, align 4
  %sunkaddr2129 = mul i64 %.335.04.unr109, 4
  %1160 = bitcast float* %scevgep780 to i8*
  %sunkaddr2130 = getelementptr i8, i8* %1160, i64 %sunkaddr2129
  %sunkaddr2131 = getelementptr i8, i8* %sunkaddr2130, i64 -132
  %1161 = bitcast i8* %sunkaddr2131 to float*
  store float %.538.6.3.epil, float* %1161, align 4
  %1162 = add i64 %1159, %.372
  %.534.7.3.epil = inttoptr i64 %1162 to float*
  %.538.7.3.epil = load float, float* %.534.7.3.epil, align 4
  %sunkaddr2132 = mul i64 %.335.04.unr109, 4
  %1163 = bitcast float* %scevgep780 to i8*
  %sunkaddr2133 = getelementptr i8, i8* %1163, i64 %sunkaddr2132
  %sunkaddr2134 = getelementptr i8, i8* %sunkaddr2133, i64 -128
  %1164 = bitcast i8* %sunkaddr2134 to float*
  store float %.538.7.3.epil, float* %1164, align 4
  %1165 = add i64 %1162, %.372
  %.534.462.epil = inttoptr i64 %1165 to float*
  %.538.463.epil = load float, float* %.534.462.epil, align 4
  %sunkaddr2135 = mul i64 %.335.04.unr109, 4
  %1166 = bitcast float* %scevgep780 to i8*
  %sunkaddr2136 = getelementptr i8, i8* %1166, i64 %sunkaddr2135
  %sunkaddr2137 = getelementptr i8, i8* %sunkaddr2136, i64 -124
  %1167 = bitcast i8* %sunkaddr2137 to float*
  store float %.538.463.epil, float* %1167, align 4
  %1168 = add i64 %1165, %.372
  %.534.1.4.epil = inttoptr i64 %1168 to float*
  %.538.1.4.epil = load float, float* %.534.1.4.epil, align 4
  %sunkaddr2138 = mul i64 %.335.04.unr109, 4
  %1169 = bitcast float* %scevgep780 to i8*
  %sunkaddr2139 = getelementptr i8, i8* %1169, i64 %sunkaddr2138
  %sunkaddr2140 = getelementptr i8, i8* %sunkaddr2139, i64 -120
  %1170 = bitcast i8* %sunkaddr2140 to float*
  store float %.538.1.4.epil, float* %1170, align 4
  %1171 = inttoptr i64 %1165 to i8*
  %sunkaddr2141 = mul i64 %.372, 2
  %sunkaddr2142 = getelementptr i8, i8* %1171, i64 %sunkaddr2141
  %1172 = bitcast i8* %sunkaddr2142 to float*
  %.538.2.4.epil = load float, float* %1172, align 4
  %sunkaddr2143 = mul i64 %.335.04.unr109, 4
  %1173 = bitcast float* %scevgep780 to i8*
  %sunkaddr2144 = getelementptr i8, i8* %1173, i64 %sunkaddr2143
  %sunkaddr2145 = getelementptr i8, i8* %sunkaddr2144, i64 -116
  %1174 = bitcast i8* %sunkaddr2145 to float*
  store float %.538.2.4.epil, float* %1174, align 4
  %1175 = add i64 %1165, %169
  %.534.3.4.epil = inttoptr i64 %1175 to float*
  %.538.3.4.epil = load float, float* %.534.3.4.epil, align 4
  %sunkaddr2146 = mul i64 %.335.04.unr109, 4
  %1176 = bitcast float* %scevgep780 to i8*
  %sunkaddr2147 = getelementptr i8, i8* %1176, i64 %sunkaddr2146
  %sunkaddr2148 = getelementptr i8, i8* %sunkaddr2147, i64 -112
  %1177 = bitcast i8* %sunkaddr2148 to float*
  store float %.538.3.4.epil, float* %1177, align 4
  %1178 = add i64 %1175, %.372
  %.534.4.4.epil = inttoptr i64 %1178 to float*
  %.538.4.4.epil = load float, float* %.534.4.4.epil, align 4
  %sunkaddr2149 = mul i64 %.335.04.unr109, 4
  %1179 = bitcast float* %scevgep780 to i8*
  %sunkaddr2150 = getelementptr i8, i8* %1179, i64 %sunkaddr2149
  %sunkaddr2151 = getelementptr i8, i8* %sunkaddr2150, i64 -108
  %1180 = bitcast i8* %sunkaddr2151 to float*
  store float %.538.4.4.epil, float* %1180, align 4
  %1181 = add i64 %1178, %.372
  %.534.5.4.epil = inttoptr i64 %1181 to float*
  %.538.5.4.epil = load float, float* %.534.5.4.epil, align 4
  %sunkaddr2152 = mul i64 %.335.04.unr109, 4
  %1182 = bitcast float* %scevgep780 to i8*
  %sunkaddr2153 = getelementptr i8, i8* %1182, i64 %sunkaddr2152
  %sunkaddr2154 = getelementptr i8, i8* %sunkaddr2153, i64 -104
  %1183 = bitcast i8* %sunkaddr2154 to float*
  store float %.538.5.4.epil, float* %1183, align 4
  %1184 = add i64 %1181, %.372
  %.534.6.4.epil = inttoptr i64 %1184 to float*
  %.538.6.4.epil = load float, float* %.534.6.4.epil, align 4
  %sunkaddr2155 = mul i64 %.335.04.unr109, 4
  %1185 = bitcast float* %scevgep780 to i8*
  %sunkaddr2156 = getelementptr i8, i8* %1185, i64 %sunkaddr2155
  %sunkaddr2157 = getelementptr i8, i8* %sunkaddr2156, i64 -100
  %1186 = bitcast i8* %sunkaddr2157 to float*
  store float %.538.6.4.epil, float* %1186, align 4
  %1187 = add i64 %1184, %.372
  %.534.7.4.epil = inttoptr i64 %1187 to float*
  %.538.7.4.epil = load float, float* %.534.7.4.epil, align 4
  %sunkaddr2158 = mul i64 %.335.04.unr109, 4
  %1188 = bitcast float* %scevgep780 to i8*
  %sunkaddr2159 = getelementptr i8, i8* %1188, i64 %sunkaddr2158
  %sunkaddr2160 = getelementptr i8, i8* %sunkaddr2159, i64 -96
  %1189 = bitcast i8* %sunkaddr2160 to float*
  store float %.538.7.4.epil, float* %1189, align 4
  %1190 = add i64 %1187, %.372
  %.534.564.epil = inttoptr i64 %1190 to float*
  %.538.565.epil = load float, float* %.534.564.epil, align 4
  %sunkaddr2161 = mul i64 %.335.04.unr109, 4
  %1191 = bitcast float* %scevgep780 to i8*
  %sunkaddr2162 = getelementptr i8, i8* %1191, i64 %sunkaddr2161
  %sunkaddr2163 = getelementptr i8, i8* %sunkaddr2162, i64 -92
  %1192 = bitcast i8* %sunkaddr2163 to float*
  store float %.538.565.epil, float* %1192, align 4
  %1193 = add i64 %1190, %.372
  %.534.1.5.epil = inttoptr i64 %1193 to float*
  %.538.1.5.epil = load float, float* %.534.1.5.epil, align 4
  %sunkaddr2164 = mul i64 %.335.04.unr109, 4
  %1194 = bitcast float* %scevgep780 to i8*
  %sunkaddr2165 = getelementptr i8, i8* %1194, i64 %sunkaddr2164
  %sunkaddr2166 = getelementptr i8, i8* %sunkaddr2165, i64 -88
  %1195 = bitcast i8* %sunkaddr2166 to float*
  store float %.538.1.5.epil, float* %1195, align 4
  %1196 = inttoptr i64 %1190 to i8*
  %sunkaddr2167 = mul i64 %.372, 2
  %sunkaddr2168 = getelementptr i8, i8* %1196, i64 %sunkaddr2167
  %1197 = bitcast i8* %sunkaddr2168 to float*
  %.538.2.5.epil = load float, float* %1197, align 4
  %sunkaddr2169 = mul i64 %.335.04.unr109, 4
  %1198 = bitcast float* %scevgep780 to i8*
  %sunkaddr2170 = getelementptr i8, i8* %1198, i64 %sunkaddr2169
  %sunkaddr2171 = getelementptr i8, i8* %sunkaddr2170, i64 -84
  %1199 = bitcast i8* %sunkaddr2171 to float*
  store float %.538.2.5.epil, float* %1199, align 4
  %1200 = add i64 %1190, %169
  %.534.3.5.epil = inttoptr i64 %1200 to float*
  %.538.3.5.epil = load float, float* %.534.3.5.epil, align 4
  %sunkaddr2172 = mul i64 %.335.04.unr109, 4
  %1201 = bitcast float* %scevgep780 to i8*
  %sunkaddr2173 = getelementptr i8, i8* %1201, i64 %sunkaddr2172
  %sunkaddr2174 = getelementptr i8, i8* %sunkaddr2173, i64 -80
  %1202 = bitcast i8* %sunkaddr2174 to float*
  store float %.538.3.5.epil, float* %1202, align 4
  %1203 = add i64 %1200, %.372
  %.534.4.5.epil = inttoptr i64 %1203 to float*
  %.538.4.5.epil = load float, float* %.534.4.5.epil, align 4
  %sunkaddr2175 = mul i64 %.335.04.unr109, 4
  %1204 = bitcast float* %scevgep780 to i8*
  %sunkaddr2176 = getelementptr i8, i8* %1204, i64 %sunkaddr2175
  %sunkaddr2177 = getelementptr i8, i8* %sunkaddr2176, i64 -76
  %1205 = bitcast i8* %sunkaddr2177 to float*
  store float %.538.4.5.epil, float* %1205, align 4
  %1206 = add i64 %1203, %.372
  %.534.5.5.epil = inttoptr i64 %1206 to float*
  %.538.5.5.epil = load float, float* %.534.5.5.epil, align 4
  %sunkaddr2178 = mul i64 %.335.04.unr109, 4
  %1207 = bitcast float* %scevgep780 to i8*
  %sunkaddr2179 = getelementptr i8, i8* %1207, i64 %sunkaddr2178
  %sunkaddr2180 = getelementptr i8, i8* %sunkaddr2179, i64 -72
  %1208 = bitcast i8* %sunkaddr2180 to float*
  store float %.538.5.5.epil, float* %1208, align 4
  %1209 = add i64 %1206, %.372
  %.534.6.5.epil = inttoptr i64 %1209 to float*
  %.538.6.5.epil = load float, float* %.534.6.5.epil, align 4
  %sunkaddr2181 = mul i64 %.335.04.unr109, 4
  %1210 = bitcast float* %scevgep780 to i8*
  %sunkaddr2182 = getelementptr i8, i8* %1210, i64 %sunkaddr2181
  %sunkaddr2183 = getelementptr i8, i8* %sunkaddr2182, i64 -68
  %1211 = bitcast i8* %sunkaddr2183 to float*
  store float %.538.6.5.epil, float* %1211, align 4
  %1212 = add i64 %1209, %.372
  %.534.7.5.epil = inttoptr i64 %1212 to float*
  %.538.7.5.epil = load float, float* %.534.7.5.epil, align 4
  %sunkaddr2184 = mul i64 %.335.04.unr109, 4
  %1213 = bitcast float* %scevgep780 to i8*
  %sunkaddr2185 = getelementptr i8, i8* %1213, i64 %sunkaddr2184
  %sunkaddr2186 = getelementptr i8, i8* %sunkaddr2185, i64 -64
  %1214 = bitcast i8* %sunkaddr2186 to float*
  store float %.538.7.5.epil, float* %1214, align 4
  %1215 = add i64 %1212, %.372
  %.534.666.epil = inttoptr i64 %1215 to float*
  %.538.667.epil = load float, float* %.534.666.epil, align 4
  %sunkaddr2187 = mul i64 %.335.04.unr109, 4
  %1216 = bitcast float* %scevgep780 to i8*
  %sunkaddr2188 = getelementptr i8, i8* %1216, i64 %sunkaddr2187
  %sunkaddr2189 = getelementptr i8, i8* %sunkaddr2188, i64 -60
  %1217 = bitcast i8* %sunkaddr2189 to float*
  store float %.538.667.epil, float* %1217, align 4
  %1218 = add i64 %1215, %.372
  %.534.1.6.epil = inttoptr i64 %1218 to float*
  %.538.1.6.epil = load float, float* %.534.1.6.epil, align 4
  %sunkaddr2190 = mul i64 %.335.04.unr109, 4
  %1219 = bitcast float* %scevgep780 to i8*
  %sunkaddr2191 = getelementptr i8, i8* %1219, i64 %sunkaddr2190
  %sunkaddr2192 = getelementptr i8, i8* %sunkaddr2191, i64 -56
  %1220 = bitcast i8* %sunkaddr2192 to float*
  store float %.538.1.6.epil, float* %1220, align 4
  %1221 = inttoptr i64 %1215 to i8*
  %sunkaddr2193 = mul i64 %.372, 2
  %sunkaddr2194 = getelementptr i8, i8* %1221, i64 %sunkaddr2193
  %1222 = bitcast i8* %sunkaddr2194 to float*
  %.538.2.6.epil = load float, float* %1222, align 4
  %sunkaddr2195 = mul i64 %.335.04.unr109, 4
  %1223 = bitcast float* %scevgep780 to i8*
  %sunkaddr2196 = getelementptr i8, i8* %1223, i64 %sunkaddr2195
  %sunkaddr2197 = getelementptr i8, i8* %sunkaddr2196, i64 -52
  %1224 = bitcast i8* %sunkaddr2197 to float*
  store float %.538.2.6.epil, float* %1224, align 4
  %1225 = add i64 %1215, %169
  %.534.3.6.epil = inttoptr i64 %1225 to float*
  %.538.3.6.epil = load float, float* %.534.3.6.epil, align 4
  %sunkaddr2198 = mul i64 %.335.04.unr109, 4
  %1226 = bitcast float* %scevgep780 to i8*
  %sunkaddr2199 = getelementptr i8, i8* %1226, i64 %sunkaddr2198
  %sunkaddr2200 = getelementptr i8, i8* %sunkaddr2199, i64 -48
  %1227 = bitcast i8* %sunkaddr2200 to float*
  store float %.538.3.6.epil, float* %1227, align 4
  %1228 = add i64 %1225, %.372
  %.534.4.6.epil = inttoptr i64 %1228 to float*
  %.538.4.6.epil = load float, float* %.534.4.6.epil, align 4
  %sunkaddr2201 = mul i64 %.335.04.unr109, 4
  %1229 = bitcast float* %scevgep780 to i8*
  %sunkaddr2202 = getelementptr i8, i8* %1229, i64 %sunkaddr2201
  %sunkaddr2203 = getelementptr i8, i8* %sunkaddr2202, i64 -44
  %1230 = bitcast i8* %sunkaddr2203 to float*
  store float %.538.4.6.epil, float* %1230, align 4
  %1231 = add i64 %1228, %.372
  %.534.5.6.epil = inttoptr i64 %1231 to float*
  %.538.5.6.epil = load float, float* %.534.5.6.epil, align 4
  %sunkaddr2204 = mul i64 %.335.04.unr109, 4
  %1232 = bitcast float* %scevgep780 to i8*
  %sunkaddr2205 = getelementptr i8, i8* %1232, i64 %sunkaddr2204
  %sunkaddr2206 = getelementptr i8, i8* %sunkaddr2205, i64 -40
  %1233 = bitcast i8* %sunkaddr2206 to float*
  store float %.538.5.6.epil, float* %1233, align 4
  %1234 = add i64 %1231, %.372
  %.534.6.6.epil = inttoptr i64 %1234 to float*
  %.538.6.6.epil = load float, float* %.534.6.6.epil, align 4
  %sunkaddr2207 = mul i64 %.335.04.unr109, 4
  %1235 = bitcast float* %scevgep780 to i8*
  %sunkaddr2208 = getelementptr i8, i8* %1235, i64 %sunkaddr2207
  %sunkaddr2209 = getelementptr i8, i8* %sunkaddr2208, i64 -36
  %1236 = bitcast i8* %sunkaddr2209 to float*
  store float %.538.6.6.epil, float* %1236, align 4
  %1237 = add i64 %1234, %.372
  %.534.7.6.epil = inttoptr i64 %1237 to float*
  %.538.7.6.epil = load float, float* %.534.7.6.epil, align 4
  %sunkaddr2210 = mul i64 %.335.04.unr109, 4
  %1238 = bitcast float* %scevgep780 to i8*
  %sunkaddr2211 = getelementptr i8, i8* %1238, i64 %sunkaddr2210
  %sunkaddr2212 = getelementptr i8, i8* %sunkaddr2211, i64 -32
  %1239 = bitcast i8* %sunkaddr2212 to float*
  store float %.538.7.6.epil, float* %1239, align 4
  %1240 = add i64 %1237, %.372
  %.534.768.epil = inttoptr i64 %1240 to float*
  %.538.769.epil = load float, float* %.534.768.epil, align 4
  %sunkaddr2213 = mul i64 %.335.04.unr109, 4
  %1241 = bitcast float* %scevgep780 to i8*
  %sunkaddr2214 = getelementptr i8, i8* %1241, i64 %sunkaddr2213
  %sunkaddr2215 = getelementptr i8, i8* %sunkaddr2214, i64 -28
  %1242 = bitcast i8* %sunkaddr2215 to float*
  store float %.538.769.epil, float* %1242, align 4
  %1243 = add i64 %1240, %.372
  %.534.1.7.epil = inttoptr i64 %1243 to float*
  %.538.1.7.epil = load float, float* %.534.1.7.epil, align 4
  %sunkaddr2216 = mul i64 %.335.04.unr109, 4
  %1244 = bitcast float* %scevgep780 to i8*
  %sunkaddr2217 = getelementptr i8, i8* %1244, i64 %sunkaddr2216
  %sunkaddr2218 = getelementptr i8, i8* %sunkaddr2217, i64 -24
  %1245 = bitcast i8* %sunkaddr2218 to float*
  store float %.538.1.7.epil, float* %1245, align 4
  %1246 = inttoptr i64 %1240 to i8*
  %sunkaddr2219 = mul i64 %.372, 2
  %sunkaddr2220 = getelementptr i8, i8* %1246, i64 %sunkaddr2219
  %1247 = bitcast i8* %sunkaddr2220 to float*
  %.538.2.7.epil = load float, float* %1247, align 4
  %sunkaddr2221 = mul i64 %.335.04.unr109, 4
  %1248 = bitcast float* %scevgep780 to i8*
  %sunkaddr2222 = getelementptr i8, i8* %1248, i64 %sunkaddr2221
  %sunkaddr2223 = getelementptr i8, i8* %sunkaddr2222, i64 -20
  %1249 = bitcast i8* %sunkaddr2223 to float*
  store float %.538.2.7.epil, float* %1249, align 4
  %1250 = add i64 %1240, %169
  %.534.3.7.epil = inttoptr i64 %1250 to float*
  %.538.3.7.epil = load float, float* %.534.3.7.epil, align 4
  %sunkaddr2224 = mul i64 %.335.04.unr109, 4
  %1251 = bitcast float* %scevgep780 to i8*
  %sunkaddr2225 = getelementptr i8, i8* %1251, i64 %sunkaddr2224
  %sunkaddr2226 = getelementptr i8, i8* %sunkaddr2225, i64 -16
  %1252 = bitcast i8* %sunkaddr2226 to float*
  store float %.538.3.7.epil, float* %1252, align 4
  %1253 = add i64 %1250, %.372
  %.534.4.7.epil = inttoptr i64 %1253 to float*
  %.538.4.7.epil = load float, float* %.534.4.7.epil, align 4
  %sunkaddr2227 = mul i64 %.335.04.unr109, 4
  %1254 = bitcast float* %scevgep780 to i8*
  %sunkaddr2228 = getelementptr i8, i8* %1254, i64 %sunkaddr2227
  %sunkaddr2229 = getelementptr i8, i8* %sunkaddr2228, i64 -12
  %1255 = bitcast i8* %sunkaddr2229 to float*
  store float %.538.4.7.epil, float* %1255, align 4
  %1256 = add i64 %1253, %.372
  %.534.5.7.epil = inttoptr i64 %1256 to float*
  %.538.5.7.epil = load float, float* %.534.5.7.epil, align 4
  %sunkaddr2230 = mul i64 %.335.04.unr109, 4
  %1257 = bitcast float* %scevgep780 to i8*
  %sunkaddr2231 = getelementptr i8, i8* %1257, i64 %sunkaddr2230
  %sunkaddr2232 = getelementptr i8, i8* %sunkaddr2231, i64 -8
  %1258 = bitcast i8* %sunkaddr2232 to float*
  store float %.538.5.7.epil, float* %1258, align 4
  %1259 = add i64 %1256, %.372
  %.534.6.7.epil = inttoptr i64 %1259 to float*
  %.538.6.7.epil = load float, float* %.534.6.7.epil, align 4
  %sunkaddr2233 = mul i64 %.335.04.unr109, 4
  %1260 = bitcast float* %scevgep780 to i8*
  %sunkaddr2234 = getelementptr i8, i8* %1260, i64 %sunkaddr2233
  %sunkaddr2235 = getelementptr i8, i8* %sunkaddr2234, i64 -4
  %1261 = bitcast i8* %sunkaddr2235 to float*
  store float %.538.6.7.epil, float* %1261, align 4
  %1262 = add i64 %1259, %.372
  %.534.7.7.epil = inttoptr i64 %1262 to float*
  %.538.7.7.epil = load float, float* %.534.7.7.epil, align 4
  %scevgep891.epil = getelementptr float, float* %scevgep780, i64 %.335.04.unr109
  store float %.538.7.7.epil, float* %scevgep891.epil, align 4
  %.552.7.7.epil = add i64 %.335.04.unr109, 64
  br label %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit

.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, %.337.endif.epil91
  %lsr.iv124.lcssa = phi i64 [ %lsr.iv124.lcssa.ph, %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv124.unr108, %.337.endif.epil91 ]
  %.552.7.7.lcssa = phi i64 [ %.552.7.7.lcssa.ph, %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.552.7.7.epil, %.337.endif.epil91 ]
  %reass.mul = shl i64 %.372, 6
  %lsr.iv.next125.7 = add i64 %lsr.iv124.lcssa, %reass.mul
  br label %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa

.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa:  ; preds = %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit, %.337.endif.preheader8.new
  %lsr.iv124.unr = phi i64 [ %162, %.337.endif.preheader8.new ], [ %lsr.iv.next125.7, %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.335.04.unr53 = phi i64 [ 0, %.337.endif.preheader8.new ], [ %.552.7.7.lcssa, %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod54.not = icmp eq i64 %xtraiter48, 0
  br i1 %lcmp.mod54.not, label %.337.if.loopexit41.unr-lcssa.loopexit, label %.337.endif.epil49.preheader

.337.endif.epil49.preheader:                      ; preds = %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa
  %1263 = add i64 %.335.04.unr53, %.240.sroa.0.2
  %1264 = add i64 %1263, 7
  %scevgep754 = getelementptr float, float* %arg.bcpy.4, i64 %1264
  %1265 = shl i64 %xtraiter48, 5
  %1266 = mul i64 %.372, 3
  br label %.337.endif.epil49

.337.endif.epil49:                                ; preds = %.337.endif.epil49, %.337.endif.epil49.preheader
  %lsr.iv755 = phi i64 [ 0, %.337.endif.epil49.preheader ], [ %lsr.iv.next756, %.337.endif.epil49 ]
  %lsr.iv124.epil = phi i64 [ %lsr.iv124.unr, %.337.endif.epil49.preheader ], [ %1276, %.337.endif.epil49 ]
  %1267 = bitcast float* %scevgep754 to i8*
  %.534.epil50 = inttoptr i64 %lsr.iv124.epil to float*
  %.538.epil51 = load float, float* %.534.epil50, align 4
  %uglygep292 = getelementptr i8, i8* %1267, i64 %lsr.iv755
  %uglygep292293 = bitcast i8* %uglygep292 to float*
  %scevgep296 = getelementptr float, float* %uglygep292293, i64 -7
  store float %.538.epil51, float* %scevgep296, align 4
  %1268 = add i64 %.372, %lsr.iv124.epil
  %.534.1.epil = inttoptr i64 %1268 to float*
  %.538.1.epil = load float, float* %.534.1.epil, align 4
  %uglygep289 = getelementptr i8, i8* %1267, i64 %lsr.iv755
  %uglygep289290 = bitcast i8* %uglygep289 to float*
  %scevgep291 = getelementptr float, float* %uglygep289290, i64 -6
  store float %.538.1.epil, float* %scevgep291, align 4
  %sunkaddr2236 = inttoptr i64 %lsr.iv124.epil to float*
  %sunkaddr2237 = mul i64 %.372, 2
  %1269 = bitcast float* %sunkaddr2236 to i8*
  %sunkaddr2238 = getelementptr i8, i8* %1269, i64 %sunkaddr2237
  %1270 = bitcast i8* %sunkaddr2238 to float*
  %.538.2.epil = load float, float* %1270, align 4
  %uglygep286 = getelementptr i8, i8* %1267, i64 %lsr.iv755
  %uglygep286287 = bitcast i8* %uglygep286 to float*
  %scevgep288 = getelementptr float, float* %uglygep286287, i64 -5
  store float %.538.2.epil, float* %scevgep288, align 4
  %1271 = add i64 %1266, %lsr.iv124.epil
  %.534.3.epil = inttoptr i64 %1271 to float*
  %.538.3.epil = load float, float* %.534.3.epil, align 4
  %uglygep283 = getelementptr i8, i8* %1267, i64 %lsr.iv755
  %uglygep283284 = bitcast i8* %uglygep283 to float*
  %scevgep285 = getelementptr float, float* %uglygep283284, i64 -4
  store float %.538.3.epil, float* %scevgep285, align 4
  %1272 = add i64 %.372, %1271
  %.534.4.epil = inttoptr i64 %1272 to float*
  %.538.4.epil = load float, float* %.534.4.epil, align 4
  %uglygep280 = getelementptr i8, i8* %1267, i64 %lsr.iv755
  %uglygep280281 = bitcast i8* %uglygep280 to float*
  %scevgep282 = getelementptr float, float* %uglygep280281, i64 -3
  store float %.538.4.epil, float* %scevgep282, align 4
  %1273 = add i64 %.372, %1272
  %.534.5.epil = inttoptr i64 %1273 to float*
  %.538.5.epil = load float, float* %.534.5.epil, align 4
  %uglygep277 = getelementptr i8, i8* %1267, i64 %lsr.iv755
  %uglygep277278 = bitcast i8* %uglygep277 to float*
  %scevgep279 = getelementptr float, float* %uglygep277278, i64 -2
  store float %.538.5.epil, float* %scevgep279, align 4
  %1274 = add i64 %.372, %1273
  %.534.6.epil = inttoptr i64 %1274 to float*
  %.538.6.epil = load float, float* %.534.6.epil, align 4
  %uglygep272 = getelementptr i8, i8* %1267, i64 %lsr.iv755
  %uglygep272273 = bitcast i8* %uglygep272 to float*
  %scevgep276 = getelementptr float, float* %uglygep272273, i64 -1
  store float %.538.6.epil, float* %scevgep276, align 4
  %1275 = add i64 %.372, %1274
  %.534.7.epil = inttoptr i64 %1275 to float*
  %.538.7.epil = load float, float* %.534.7.epil, align 4
  %uglygep297 = getelementptr i8, i8* %1267, i64 %lsr.iv755
  %uglygep297298 = bitcast i8* %uglygep297 to float*
  store float %.538.7.epil, float* %uglygep297298, align 4
  %lsr.iv.next756 = add nuw nsw i64 %lsr.iv755, 32
  %epil.iter52.cmp.not = icmp eq i64 %1265, %lsr.iv.next756
  %1276 = add i64 %.372, %1275
  br i1 %epil.iter52.cmp.not, label %.337.if.loopexit41.unr-lcssa.loopexit, label %.337.endif.epil49, !prof !26, !llvm.loop !94

.337.if.loopexit41.unr-lcssa.loopexit:            ; preds = %.337.endif.epil49, %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa
  %1277 = add i64 %unroll_iter45, %.240.sroa.0.2
  br label %.337.if.loopexit41.unr-lcssa

.337.if.loopexit41.unr-lcssa:                     ; preds = %.337.if.loopexit41.unr-lcssa.loopexit, %.337.endif.preheader8
  %.335.04.unr = phi i64 [ 0, %.337.endif.preheader8 ], [ %unroll_iter45, %.337.if.loopexit41.unr-lcssa.loopexit ]
  %.333.03.unr = phi i64 [ %.240.sroa.0.2, %.337.endif.preheader8 ], [ %1277, %.337.if.loopexit41.unr-lcssa.loopexit ]
  %lcmp.mod44.not = icmp eq i64 %xtraiter42, 0
  br i1 %lcmp.mod44.not, label %.337.if, label %.337.endif.epil.preheader

.337.endif.epil.preheader:                        ; preds = %.337.if.loopexit41.unr-lcssa
  %1278 = ptrtoint float* %arg.b.4 to i64
  %1279 = mul i64 %.335.04.unr, %.372
  %1280 = add i64 %1279, %1278
  %scevgep122 = getelementptr float, float* %arg.bcpy.4, i64 %.333.03.unr
  br label %.337.endif.epil

.337.endif.epil:                                  ; preds = %.337.endif.epil, %.337.endif.epil.preheader
  %lsr.iv120 = phi i64 [ %1280, %.337.endif.epil.preheader ], [ %lsr.iv.next121, %.337.endif.epil ]
  %epil.iter43 = phi i64 [ 0, %.337.endif.epil.preheader ], [ %epil.iter43.next, %.337.endif.epil ]
  %.534.epil = inttoptr i64 %lsr.iv120 to float*
  %.538.epil = load float, float* %.534.epil, align 4
  %scevgep270 = getelementptr float, float* %scevgep122, i64 %epil.iter43
  store float %.538.epil, float* %scevgep270, align 4
  %epil.iter43.next = add nuw nsw i64 %epil.iter43, 1
  %lsr.iv.next121 = add i64 %lsr.iv120, %.372
  %epil.iter43.cmp.not = icmp eq i64 %xtraiter42, %epil.iter43.next
  br i1 %epil.iter43.cmp.not, label %.337.if, label %.337.endif.epil, !prof !26, !llvm.loop !95

.337.if:                                          ; preds = %.337.endif.epil, %.337.if.loopexit41.unr-lcssa, %.337.endif.us.preheader, %vec.epilog.ph, %middle.block, %B0.endif.endif.endif.endif
  %.472.016 = phi float* [ %157, %B0.endif.endif.endif.endif ], [ %.pre-phi10.pre-phi, %vec.epilog.ph ], [ %770, %middle.block ], [ %arg.b.4, %.337.if.loopexit41.unr-lcssa ], [ %.pre-phi.pre-phi, %.337.endif.us.preheader ], [ %arg.b.4, %.337.endif.epil ]
  br i1 %.471, label %.338.if, label %.338.endif, !prof !1

.337.endif:                                       ; preds = %.337.endif, %.337.endif.preheader8.new.new.new
  %lsr.iv124 = phi i64 [ %174, %.337.endif.preheader8.new.new.new ], [ %1672, %.337.endif ]
  %.335.04 = phi i64 [ 0, %.337.endif.preheader8.new.new.new ], [ %.552.7.7.1, %.337.endif ]
  %niter114 = phi i64 [ 0, %.337.endif.preheader8.new.new.new ], [ %niter114.next.1, %.337.endif ]
  %.534 = inttoptr i64 %lsr.iv124 to float*
  %.538 = load float, float* %.534, align 4
  %scevgep905 = getelementptr float, float* %scevgep904, i64 %.335.04
  store float %.538, float* %scevgep905, align 4
  %1281 = add i64 %lsr.iv124, %.372
  %.534.1 = inttoptr i64 %1281 to float*
  %.538.1 = load float, float* %.534.1, align 4
  %sunkaddr2239 = mul i64 %.335.04, 4
  %1282 = bitcast float* %scevgep780 to i8*
  %sunkaddr2240 = getelementptr i8, i8* %1282, i64 %sunkaddr2239
  %sunkaddr2241 = getelementptr i8, i8* %sunkaddr2240, i64 -248
  %1283 = bitcast i8* %sunkaddr2241 to float*
  store float %.538.1, float* %1283, align 4
  %sunkaddr2242 = inttoptr i64 %lsr.iv124 to float*
  %sunkaddr2243 = mul i64 %.372, 2
  %1284 = bitcast float* %sunkaddr2242 to i8*
  %sunkaddr2244 = getelementptr i8, i8* %1284, i64 %sunkaddr2243
  %1285 = bitcast i8* %sunkaddr2244 to float*
  %.538.2 = load float, float* %1285, align 4
  %sunkaddr2245 = mul i64 %.335.04, 4
  %1286 = bitcast float* %scevgep780 to i8*
  %sunkaddr2246 = getelementptr i8, i8* %1286, i64 %sunkaddr2245
  %sunkaddr2247 = getelementptr i8, i8* %sunkaddr2246, i64 -244
  %1287 = bitcast i8* %sunkaddr2247 to float*
  store float %.538.2, float* %1287, align 4
  %1288 = add i64 %lsr.iv124, %169
  %.534.3 = inttoptr i64 %1288 to float*
  %.538.3 = load float, float* %.534.3, align 4
  %sunkaddr2248 = mul i64 %.335.04, 4
  %1289 = bitcast float* %scevgep780 to i8*
  %sunkaddr2249 = getelementptr i8, i8* %1289, i64 %sunkaddr2248
  %sunkaddr2250 = getelementptr i8, i8* %sunkaddr2249, i64 -240
  %1290 = bitcast i8* %sunkaddr2250 to float*
  store float %.538.3, float* %1290, align 4
  %1291 = add i64 %1288, %.372
  %.534.4 = inttoptr i64 %1291 to float*
  %.538.4 = load float, float* %.534.4, align 4
  %sunkaddr2251 = mul i64 %.335.04, 4
  %1292 = bitcast float* %scevgep780 to i8*
  %sunkaddr2252 = getelementptr i8, i8* %1292, i64 %sunkaddr2251
  %sunkaddr2253 = getelementptr i8, i8* %sunkaddr2252, i64 -236
  %1293 = bitcast i8* %sunkaddr2253 to float*
  store float %.538.4, float* %1293, align 4
  %1294 = add i64 %1291, %.372
  %.534.5 = inttoptr i64 %1294 to float*
  %.538.5 = load float, float* %.534.5, align 4
  %sunkaddr2254 = mul i64 %.335.04, 4
  %1295 = bitcast float* %scevgep780 to i8*
  %sunkaddr2255 = getelementptr i8, i8* %1295, i64 %sunkaddr2254
  %sunkaddr2256 = getelementptr i8, i8* %sunkaddr2255, i64 -232
  %1296 = bitcast i8* %sunkaddr2256 to float*
  store float %.538.5, float* %1296, align 4
  %1297 = add i64 %1294, %.372
  %.534.6 = inttoptr i64 %1297 to float*
  %.538.6 = load float, float* %.534.6, align 4
  %sunkaddr2257 = mul i64 %.335.04, 4
  %1298 = bitcast float* %scevgep780 to i8*
  %sunkaddr2258 = getelementptr i8, i8* %1298, i64 %sunkaddr2257
  %sunkaddr2259 = getelementptr i8, i8* %sunkaddr2258, i64 -228
  %1299 = bitcast i8* %sunkaddr2259 to float*
  store float %.538.6, float* %1299, align 4
  %1300 = add i64 %1297, %.372
  %.534.7 = inttoptr i64 %1300 to float*
  %.538.7 = load float, float* %.534.7, align 4
  %sunkaddr2260 = mul i64 %.335.04, 4
  %1301 = bitcast float* %scevgep780 to i8*
  %sunkaddr2261 = getelementptr i8, i8* %1301, i64 %sunkaddr2260
  %sunkaddr2262 = getelementptr i8, i8* %sunkaddr2261, i64 -224
  %1302 = bitcast i8* %sunkaddr2262 to float*
  store float %.538.7, float* %1302, align 4
  %1303 = add i64 %1300, %.372
  %.534.157 = inttoptr i64 %1303 to float*
  %.538.158 = load float, float* %.534.157, align 4
  %sunkaddr2263 = mul i64 %.335.04, 4
  %1304 = bitcast float* %scevgep780 to i8*
  %sunkaddr2264 = getelementptr i8, i8* %1304, i64 %sunkaddr2263
  %sunkaddr2265 = getelementptr i8, i8* %sunkaddr2264, i64 -220
  %1305 = bitcast i8* %sunkaddr2265 to float*
  store float %.538.158, float* %1305, align 4
  %1306 = add i64 %1303, %.372
  %.534.1.1 = inttoptr i64 %1306 to float*
  %.538.1.1 = load float, float* %.534.1.1, align 4
  %sunkaddr2266 = mul i64 %.335.04, 4
  %1307 = bitcast float* %scevgep780 to i8*
  %sunkaddr2267 = getelementptr i8, i8* %1307, i64 %sunkaddr2266
  %sunkaddr2268 = getelementptr i8, i8* %sunkaddr2267, i64 -216
  %1308 = bitcast i8* %sunkaddr2268 to float*
  store float %.538.1.1, float* %1308, align 4
  %1309 = inttoptr i64 %1303 to i8*
  %sunkaddr2269 = mul i64 %.372, 2
  %sunkaddr2270 = getelementptr i8, i8* %1309, i64 %sunkaddr2269
  %1310 = bitcast i8* %sunkaddr2270 to float*
  %.538.2.1 = load float, float* %1310, align 4
  %sunkaddr2271 = mul i64 %.335.04, 4
  %1311 = bitcast float* %scevgep780 to i8*
  %sunkaddr2272 = getelementptr i8, i8* %1311, i64 %sunkaddr2271
  %sunkaddr2273 = getelementptr i8, i8* %sunkaddr2272, i64 -212
  %1312 = bitcast i8* %sunkaddr2273 to float*
  store float %.538.2.1, float* %1312, align 4
  %1313 = add i64 %1303, %169
  %.534.3.1 = inttoptr i64 %1313 to float*
  %.538.3.1 = load float, float* %.534.3.1, align 4
  %sunkaddr2274 = mul i64 %.335.04, 4
  %1314 = bitcast float* %scevgep780 to i8*
  %sunkaddr2275 = getelementptr i8, i8* %1314, i64 %sunkaddr2274
  %sunkaddr2276 = getelementptr i8, i8* %sunkaddr2275, i64 -208
  %1315 = bitcast i8* %sunkaddr2276 to float*
  store float %.538.3.1, float* %1315, align 4
  %1316 = add i64 %1313, %.372
  %.534.4.1 = inttoptr i64 %1316 to float*
  %.538.4.1 = load float, float* %.534.4.1, align 4
  %sunkaddr2277 = mul i64 %.335.04, 4
  %1317 = bitcast float* %scevgep780 to i8*
  %sunkaddr2278 = getelementptr i8, i8* %1317, i64 %sunkaddr2277
  %sunkaddr2279 = getelementptr i8, i8* %sunkaddr2278, i64 -204
  %1318 = bitcast i8* %sunkaddr2279 to float*
  store float %.538.4.1, float* %1318, align 4
  %1319 = add i64 %1316, %.372
  %.534.5.1 = inttoptr i64 %1319 to float*
  %.538.5.1 = load float, float* %.534.5.1, align 4
  %sunkaddr2280 = mul i64 %.335.04, 4
  %1320 = bitcast float* %scevgep780 to i8*
  %sunkaddr2281 = getelementptr i8, i8* %1320, i64 %sunkaddr2280
  %sunkaddr2282 = getelementptr i8, i8* %sunkaddr2281, i64 -200
  %1321 = bitcast i8* %sunkaddr2282 to float*
  store float %.538.5.1, float* %1321, align 4
  %1322 = add i64 %1319, %.372
  %.534.6.1 = inttoptr i64 %1322 to float*
  %.538.6.1 = load float, float* %.534.6.1, align 4
  %sunkaddr2283 = mul i64 %.335.04, 4
  %1323 = bitcast float* %scevgep780 to i8*
  %sunkaddr2284 = getelementptr i8, i8* %1323, i64 %sunkaddr2283
  %sunkaddr2285 = getelementptr i8, i8* %sunkaddr2284, i64 -196
  %1324 = bitcast i8* %sunkaddr2285 to float*
  store float %.538.6.1, float* %1324, align 4
  %1325 = add i64 %1322, %.372
  %.534.7.1 = inttoptr i64 %1325 to float*
  %.538.7.1 = load float, float* %.534.7.1, align 4
  %sunkaddr2286 = mul i64 %.335.04, 4
  %1326 = bitcast float* %scevgep780 to i8*
  %sunkaddr2287 = getelementptr i8, i8* %1326, i64 %sunkaddr2286
  %sunkaddr2288 = getelementptr i8, i8* %sunkaddr2287, i64 -192
  %1327 = bitcast i8* %sunkaddr2288 to float*
  store float %.538.7.1, float* %1327, align 4
  %1328 = add i64 %1325, %.372
  %.534.2 = inttoptr i64 %1328 to float*
  %.538.259 = load float, float* %.534.2, align 4
  %sunkaddr2289 = mul i64 %.335.04, 4
  %1329 = bitcast float* %scevgep780 to i8*
  %sunkaddr2290 = getelementptr i8, i8* %1329, i64 %sunkaddr2289
  %sunkaddr2291 = getelementptr i8, i8* %sunkaddr2290, i64 -188
  %1330 = bitcast i8* %sunkaddr2291 to float*
  store float %.538.259, float* %1330, align 4
  %1331 = add i64 %1328, %.372
  %.534.1.2 = inttoptr i64 %1331 to float*
  %.538.1.2 = load float, float* %.534.1.2, align 4
  %sunkaddr2292 = mul i64 %.335.04, 4
  %1332 = bitcast float* %scevgep780 to i8*
  %sunkaddr2293 = getelementptr i8, i8* %1332, i64 %sunkaddr2292
  %sunkaddr2294 = getelementptr i8, i8* %sunkaddr2293, i64 -184
  %1333 = bitcast i8* %sunkaddr2294 to float*
  store float %.538.1.2, float* %1333, align 4
  %1334 = inttoptr i64 %1328 to i8*
  %sunkaddr2295 = mul i64 %.372, 2
  %sunkaddr2296 = getelementptr i8, i8* %1334, i64 %sunkaddr2295
  %1335 = bitcast i8* %sunkaddr2296 to float*
  %.538.2.2 = load float, float* %1335, align 4
  %sunkaddr2297 = mul i64 %.335.04, 4
  %1336 = bitcast float* %scevgep780 to i8*
  %sunkaddr2298 = getelementptr i8, i8* %1336, i64 %sunkaddr2297
  %sunkaddr2299 = getelementptr i8, i8* %sunkaddr2298, i64 -180
  %1337 = bitcast i8* %sunkaddr2299 to float*
  store float %.538.2.2, float* %1337, align 4
  %1338 = add i64 %1328, %169
  %.534.3.2 = inttoptr i64 %1338 to float*
  %.538.3.2 = load float, float* %.534.3.2, align 4
  %sunkaddr2300 = mul i64 %.335.04, 4
  %1339 = bitcast float* %scevgep780 to i8*
  %sunkaddr2301 = getelementptr i8, i8* %1339, i64 %sunkaddr2300
  %sunkaddr2302 = getelementptr i8, i8* %sunkaddr2301, i64 -176
  %1340 = bitcast i8* %sunkaddr2302 to float*
  store float %.538.3.2, float* %1340, align 4
  %1341 = add i64 %1338, %.372
  %.534.4.2 = inttoptr i64 %1341 to float*
  %.538.4.2 = load float, float* %.534.4.2, align 4
  %sunkaddr2303 = mul i64 %.335.04, 4
  %1342 = bitcast float* %scevgep780 to i8*
  %sunkaddr2304 = getelementptr i8, i8* %1342, i64 %sunkaddr2303
  %sunkaddr2305 = getelementptr i8, i8* %sunkaddr2304, i64 -172
  %1343 = bitcast i8* %sunkaddr2305 to float*
  store float %.538.4.2, float* %1343, align 4
  %1344 = add i64 %1341, %.372
  %.534.5.2 = inttoptr i64 %1344 to float*
  %.538.5.2 = load float, float* %.534.5.2, align 4
  %sunkaddr2306 = mul i64 %.335.04, 4
  %1345 = bitcast float* %scevgep780 to i8*
  %sunkaddr2307 = getelementptr i8, i8* %1345, i64 %sunkaddr2306
  %sunkaddr2308 = getelementptr i8, i8* %sunkaddr2307, i64 -168
  %1346 = bitcast i8* %sunkaddr2308 to float*
  store float %.538.5.2, float* %1346, align 4
  %1347 = add i64 %1344, %.372
  %.534.6.2 = inttoptr i64 %1347 to float*
  %.538.6.2 = load float, float* %.534.6.2, align 4
  %sunkaddr2309 = mul i64 %.335.04, 4
  %1348 = bitcast float* %scevgep780 to i8*
  %sunkaddr2310 = getelementptr i8, i8* %1348, i64 %sunkaddr2309
  %sunkaddr2311 = getelementptr i8, i8* %sunkaddr2310, i64 -164
  %1349 = bitcast i8* %sunkaddr2311 to float*
  store float %.538.6.2, float* %1349, align 4
  %1350 = add i64 %1347, %.372
  %.534.7.2 = inttoptr i64 %1350 to float*
  %.538.7.2 = load float, float* %.534.7.2, align 4
  %sunkaddr2312 = mul i64 %.335.04, 4
  %1351 = bitcast float* %scevgep780 to i8*
  %sunkaddr2313 = getelementptr i8, i8* %1351, i64 %sunkaddr2312
  %sunkaddr2314 = getelementptr i8, i8* %sunkaddr2313, i64 -160
  %1352 = bitcast i8* %sunkaddr2314 to float*
  store float %.538.7.2, float* %1352, align 4
  %1353 = add i64 %1350, %.372
  %.534.360 = inttoptr i64 %1353 to float*
  %.538.361 = load float, float* %.534.360, align 4
  %sunkaddr2315 = mul i64 %.335.04, 4
  %1354 = bitcast float* %scevgep780 to i8*
  %sunkaddr2316 = getelementptr i8, i8* %1354, i64 %sunkaddr2315
  %sunkaddr2317 = getelementptr i8, i8* %sunkaddr2316, i64 -156
  %1355 = bitcast i8* %sunkaddr2317 to float*
  store float %.538.361, float* %1355, align 4
  %1356 = add i64 %1353, %.372
  %.534.1.3 = inttoptr i64 %1356 to float*
  %.538.1.3 = load float, float* %.534.1.3, align 4
  %sunkaddr2318 = mul i64 %.335.04, 4
  %1357 = bitcast float* %scevgep780 to i8*
  %sunkaddr2319 = getelementptr i8, i8* %1357, i64 %sunkaddr2318
  %sunkaddr2320 = getelementptr i8, i8* %sunkaddr2319, i64 -152
  %1358 = bitcast i8* %sunkaddr2320 to float*
  store float %.538.1.3, float* %1358, align 4
  %1359 = inttoptr i64 %1353 to i8*
  %sunkaddr2321 = mul i64 %.372, 2
  %sunkaddr2322 = getelementptr i8, i8* %1359, i64 %sunkaddr2321
  %1360 = bitcast i8* %sunkaddr2322 to float*
  %.538.2.3 = load float, float* %1360, align 4
  %sunkaddr2323 = mul i64 %.335.04, 4
  %1361 = bitcast float* %scevgep780 to i8*
  %sunkaddr2324 = getelementptr i8, i8* %1361, i64 %sunkaddr2323
  %sunkaddr2325 = getelementptr i8, i8* %sunkaddr2324, i64 -148
  %1362 = bitcast i8* %sunkaddr2325 to float*
  store float %.538.2.3, float* %1362, align 4
  %1363 = add i64 %1353, %169
  %.534.3.3 = inttoptr i64 %1363 to float*
  %.538.3.3 = load float, float* %.534.3.3, align 4
  %sunkaddr2326 = mul i64 %.335.04, 4
  %1364 = bitcast float* %scevgep780 to i8*
  %sunkaddr2327 = getelementptr i8, i8* %1364, i64 %sunkaddr2326
  %sunkaddr2328 = getelementptr i8, i8* %sunkaddr2327, i64 -144
  %1365 = bitcast i8* %sunkaddr2328 to float*
  store float %.538.3.3, float* %1365, align 4
  %1366 = add i64 %1363, %.372
  %.534.4.3 = inttoptr i64 %1366 to float*
  %.538.4.3 = load float, float* %.534.4.3, align 4
  %sunkaddr2329 = mul i64 %.335.04, 4
  %1367 = bitcast float* %scevgep780 to i8*
  %sunkaddr2330 = getelementptr i8, i8* %1367, i64 %sunkaddr2329
  %sunkaddr2331 = getelementptr i8, i8* %sunkaddr2330, i64 -140
  %1368 = bitcast i8* %sunkaddr2331 to float*
  store float %.538.4.3, float* %1368, align 4
  %1369 = add i64 %1366, %.372
  %.534.5.3 = inttoptr i64 %1369 to float*
  %.538.5.3 = load float, float* %.534.5.3, align 4
  %sunkaddr2332 = mul i64 %.335.04, 4
  %1370 = bitcast float* %scevgep780 to i8*
  %sunkaddr2333 = getelementptr i8, i8* %1370, i64 %sunkaddr2332
  %sunkaddr2334 = getelementptr i8, i8* %sunkaddr2333, i64 -136
  %1371 = bitcast i8* %sunkaddr2334 to float*
  store float %.538.5.3, float* %1371, align 4
  %1372 = add i64 %1369, %.372
  %.534.6.3 = inttoptr i64 %1372 to float*
  %.538.6.3 = load float, float* %.534.6.3, align 4
  %sunkaddr2335 = mul i64 %.335.04, 4
  %1373 = bitcast float* %scevgep780 to i8*
  %sunkaddr2336 = getelementptr i8, i8* %1373, i64 %sunkaddr2335
  %sunkaddr2337 = getelementptr i8, i8* %sunkaddr2336, i64 -132
  %1374 = bitcast i8* %sunkaddr2337 to float*
  store float %.538.6.3, float* %1374, align 4
  %1375 = add i64 %1372, %.372
  %.534.7.3 = inttoptr i64 %1375 to float*
  %.538.7.3 = load float, float* %.534.7.3, align 4
  %sunkaddr2338 = mul i64 %.335.04, 4
  %1376 = bitcast float* %scevgep780 to i8*
  %sunkaddr2339 = getelementptr i8, i8* %1376, i64 %sunkaddr2338
  %sunkaddr2340 = getelementptr i8, i8* %sunkaddr2339, i64 -128
  %1377 = bitcast i8* %sunkaddr2340 to float*
  store float %.538.7.3, float* %1377, align 4
  %1378 = add i64 %1375, %.372
  %.534.462 = inttoptr i64 %1378 to float*
  %.538.463 = load float, float* %.534.462, align 4
  %sunkaddr2341 = mul i64 %.335.04, 4
  %1379 = bitcast float* %scevgep780 to i8*
  %sunkaddr2342 = getelementptr i8, i8* %1379, i64 %sunkaddr2341
  %sunkaddr2343 = getelementptr i8, i8* %sunkaddr2342, i64 -124
  %1380 = bitcast i8* %sunkaddr2343 to float*
  store float %.538.463, float* %1380, align 4
  %1381 = add i64 %1378, %.372
  %.534.1.4 = inttoptr i64 %1381 to float*
  %.538.1.4 = load float, float* %.534.1.4, align 4
  %sunkaddr2344 = mul i64 %.335.04, 4
  %1382 = bitcast float* %scevgep780 to i8*
  %sunkaddr2345 = getelementptr i8, i8* %1382, i64 %sunkaddr2344
  %sunkaddr2346 = getelementptr i8, i8* %sunkaddr2345, i64 -120
  %1383 = bitcast i8* %sunkaddr2346 to float*
  store float %.538.1.4, float* %1383, align 4
  %1384 = inttoptr i64 %1378 to i8*
  %sunkaddr2347 = mul i64 %.372, 2
  %sunkaddr2348 = getelementptr i8, i8* %1384, i64 %sunkaddr2347
  %1385 = bitcast i8* %sunkaddr2348 to float*
  %.538.2.4 = load float, float* %1385, align 4
  %sunkaddr2349 = mul i64 %.335.04, 4
  %1386 = bitcast float* %scevgep780 to i8*
  %sunkaddr2350 = getelementptr i8, i8* %1386, i64 %sunkaddr2349
  %sunkaddr2351 = getelementptr i8, i8* %sunkaddr2350, i64 -116
  %1387 = bitcast i8* %sunkaddr2351 to float*
  store float %.538.2.4, float* %1387, align 4
  %1388 = add i64 %1378, %169
  %.534.3.4 = inttoptr i64 %1388 to float*
  %.538.3.4 = load float, float* %.534.3.4, align 4
  %sunkaddr2352 = mul i64 %.335.04, 4
  %1389 = bitcast float* %scevgep780 to i8*
  %sunkaddr2353 = getelementptr i8, i8* %1389, i64 %sunkaddr2352
  %sunkaddr2354 = getelementptr i8, i8* %sunkaddr2353, i64 -112
  %1390 = bitcast i8* %sunkaddr2354 to float*
  store float %.538.3.4, float* %1390, align 4
  %1391 = add i64 %1388, %.372
  %.534.4.4 = inttoptr i64 %1391 to float*
  %.538.4.4 = load float, float* %.534.4.4, align 4
  %sunkaddr2355 = mul i64 %.335.04, 4
  %1392 = bitcast float* %scevgep780 to i8*
  %sunkaddr2356 = getelementptr i8, i8* %1392, i64 %sunkaddr2355
  %sunkaddr2357 = getelementptr i8, i8* %sunkaddr2356, i64 -108
  %1393 = bitcast i8* %sunkaddr2357 to float*
  store float %.538.4.4, float* %1393, align 4
  %1394 = add i64 %1391, %.372
  %.534.5.4 = inttoptr i64 %1394 to float*
  %.538.5.4 = load float, float* %.534.5.4, align 4
  %sunkaddr2358 = mul i64 %.335.04, 4
  %1395 = bitcast float* %scevgep780 to i8*
  %sunkaddr2359 = getelementptr i8, i8* %1395, i64 %sunkaddr2358
  %sunkaddr2360 = getelementptr i8, i8* %sunkaddr2359, i64 -104
  %1396 = bitcast i8* %sunkaddr2360 to float*
  store float %.538.5.4, float* %1396, align 4
  %1397 = add i64 %1394, %.372
  %.534.6.4 = inttoptr i64 %1397 to float*
  %.538.6.4 = load float, float* %.534.6.4, align 4
  %sunkaddr2361 = mul i64 %.335.04, 4
  %1398 = bitcast float* %scevgep780 to i8*
  %sunkaddr2362 = getelementptr i8, i8* %1398, i64 %sunkaddr2361
  %sunkaddr2363 = getelementptr i8, i8* %sunkaddr2362, i64 -100
  %1399 = bitcast i8* %sunkaddr2363 to float*
  store float %.538.6.4, float* %1399, align 4
  %1400 = add i64 %1397, %.372
  %.534.7.4 = inttoptr i64 %1400 to float*
  %.538.7.4 = load float, float* %.534.7.4, align 4
  %sunkaddr2364 = mul i64 %.335.04, 4
  %1401 = bitcast float* %scevgep780 to i8*
  %sunkaddr2365 = getelementptr i8, i8* %1401, i64 %sunkaddr2364
  %sunkaddr2366 = getelementptr i8, i8* %sunkaddr2365, i64 -96
  %1402 = bitcast i8* %sunkaddr2366 to float*
  store float %.538.7.4, float* %1402, align 4
  %1403 = add i64 %1400, %.372
  %.534.564 = inttoptr i64 %1403 to float*
  %.538.565 = load float, float* %.534.564, align 4
  %sunkaddr2367 = mul i64 %.335.04, 4
  %1404 = bitcast float* %scevgep780 to i8*
  %sunkaddr2368 = getelementptr i8, i8* %1404, i64 %sunkaddr2367
  %sunkaddr2369 = getelementptr i8, i8* %sunkaddr2368, i64 -92
  %1405 = bitcast i8* %sunkaddr2369 to float*
  store float %.538.565, float* %1405, align 4
  %1406 = add i64 %1403, %.372
  %.534.1.5 = inttoptr i64 %1406 to float*
  %.538.1.5 = load float, float* %.534.1.5, align 4
  %sunkaddr2370 = mul i64 %.335.04, 4
  %1407 = bitcast float* %scevgep780 to i8*
  %sunkaddr2371 = getelementptr i8, i8* %1407, i64 %sunkaddr2370
  %sunkaddr2372 = getelementptr i8, i8* %sunkaddr2371, i64 -88
  %1408 = bitcast i8* %sunkaddr2372 to float*
  store float %.538.1.5, float* %1408, align 4
  %1409 = inttoptr i64 %1403 to i8*
  %sunkaddr2373 = mul i64 %.372, 2
  %sunkaddr2374 = getelementptr i8, i8* %1409, i64 %sunkaddr2373
  %1410 = bitcast i8* %sunkaddr2374 to float*
  %.538.2.5 = load float, float* %1410, align 4
  %sunkaddr2375 = mul i64 %.335.04, 4
  %1411 = bitcast float* %scevgep780 to i8*
  %sunkaddr2376 = getelementptr i8, i8* %1411, i64 %sunkaddr2375
  %sunkaddr2377 = getelementptr i8, i8* %sunkaddr2376, i64 -84
  %1412 = bitcast i8* %sunkaddr2377 to float*
  store float %.538.2.5, float* %1412, align 4
  %1413 = add i64 %1403, %169
  %.534.3.5 = inttoptr i64 %1413 to float*
  %.538.3.5 = load float, float* %.534.3.5, align 4
  %sunkaddr2378 = mul i64 %.335.04, 4
  %1414 = bitcast float* %scevgep780 to i8*
  %sunkaddr2379 = getelementptr i8, i8* %1414, i64 %sunkaddr2378
  %sunkaddr2380 = getelementptr i8, i8* %sunkaddr2379, i64 -80
  %1415 = bitcast i8* %sunkaddr2380 to float*
  store float %.538.3.5, float* %1415, align 4
  %1416 = add i64 %1413, %.372
  %.534.4.5 = inttoptr i64 %1416 to float*
  %.538.4.5 = load float, float* %.534.4.5, align 4
  %sunkaddr2381 = mul i64 %.335.04, 4
  %1417 = bitcast float* %scevgep780 to i8*
  %sunkaddr2382 = getelementptr i8, i8* %1417, i64 %sunkaddr2381
  %sunkaddr2383 = getelementptr i8, i8* %sunkaddr2382, i64 -76
  %1418 = bitcast i8* %sunkaddr2383 to float*
  store float %.538.4.5, float* %1418, align 4
  %1419 = add i64 %1416, %.372
  %.534.5.5 = inttoptr i64 %1419 to float*
  %.538.5.5 = load float, float* %.534.5.5, align 4
  %sunkaddr2384 = mul i64 %.335.04, 4
  %1420 = bitcast float* %scevgep780 to i8*
  %sunkaddr2385 = getelementptr i8, i8* %1420, i64 %sunkaddr2384
  %sunkaddr2386 = getelementptr i8, i8* %sunkaddr2385, i64 -72
  %1421 = bitcast i8* %sunkaddr2386 to float*
  store float %.538.5.5, float* %1421, align 4
  %1422 = add i64 %1419, %.372
  %.534.6.5 = inttoptr i64 %1422 to float*
  %.538.6.5 = load float, float* %.534.6.5, align 4
  %sunkaddr2387 = mul i64 %.335.04, 4
  %1423 = bitcast float* %scevgep780 to i8*
  %sunkaddr2388 = getelementptr i8, i8* %1423, i64 %sunkaddr2387
  %sunkaddr2389 = getelementptr i8, i8* %sunkaddr2388, i64 -68
  %1424 = bitcast i8* %sunkaddr2389 to float*
  store float %.538.6.5, float* %1424, align 4
  %1425 = add i64 %1422, %.372
  %.534.7.5 = inttoptr i64 %1425 to float*
  %.538.7.5 = load float, float* %.534.7.5, align 4
  %sunkaddr2390 = mul i64 %.335.04, 4
  %1426 = bitcast float* %scevgep780 to i8*
  %sunkaddr2391 = getelementptr i8, i8* %1426, i64 %sunkaddr2390
  %sunkaddr2392 = getelementptr i8, i8* %sunkaddr2391, i64 -64
  %1427 = bitcast i8* %sunkaddr2392 to float*
  store float %.538.7.5, float* %1427, align 4
  %1428 = add i64 %1425, %.372
  %.534.666 = inttoptr i64 %1428 to float*
  %.538.667 = load float, float* %.534.666, align 4
  %sunkaddr2393 = mul i64 %.335.04, 4
  %1429 = bitcast float* %scevgep780 to i8*
  %sunkaddr2394 = getelementptr i8, i8* %1429, i64 %sunkaddr2393
  %sunkaddr2395 = getelementptr i8, i8* %sunkaddr2394, i64 -60
  %1430 = bitcast i8* %sunkaddr2395 to float*
  store float %.538.667, float* %1430, align 4
  %1431 = add i64 %1428, %.372
  %.534.1.6 = inttoptr i64 %1431 to float*
  %.538.1.6 = load float, float* %.534.1.6, align 4
  %sunkaddr2396 = mul i64 %.335.04, 4
  %1432 = bitcast float* %scevgep780 to i8*
  %sunkaddr2397 = getelementptr i8, i8* %1432, i64 %sunkaddr2396
  %sunkaddr2398 = getelementptr i8, i8* %sunkaddr2397, i64 -56
  %1433 = bitcast i8* %sunkaddr2398 to float*
  store float %.538.1.6, float* %1433, align 4
  %1434 = inttoptr i64 %1428 to i8*
  %sunkaddr2399 = mul i64 %.372, 2
  %sunkaddr2400 = getelementptr i8, i8* %1434, i64 %sunkaddr2399
  %1435 = bitcast i8* %sunkaddr2400 to float*
  %.538.2.6 = load float, float* %1435, align 4
  %sunkaddr2401 = mul i64 %.335.04, 4
  %1436 = bitcast float* %scevgep780 to i8*
  %sunkaddr2402 = getelementptr i8, i8* %1436, i64 %sunkaddr2401
  %sunkaddr2403 = getelementptr i8, i8* %sunkaddr2402, i64 -52
  %1437 = bitcast i8* %sunkaddr2403 to float*
  store float %.538.2.6, float* %1437, align 4
  %1438 = add i64 %1428, %169
  %.534.3.6 = inttoptr i64 %1438 to float*
  %.538.3.6 = load float, float* %.534.3.6, align 4
  %sunkaddr2404 = mul i64 %.335.04, 4
  %1439 = bitcast float* %scevgep780 to i8*
  %sunkaddr2405 = getelementptr i8, i8* %1439, i64 %sunkaddr2404
  %sunkaddr2406 = getelementptr i8, i8* %sunkaddr2405, i64 -48
  %1440 = bitcast i8* %sunkaddr2406 to float*
  store float %.538.3.6, float* %1440, align 4
  %1441 = add i64 %1438, %.372
  %.534.4.6 = inttoptr i64 %1441 to float*
  %.538.4.6 = load float, float* %.534.4.6, align 4
  %sunkaddr2407 = mul i64 %.335.04, 4
  %1442 = bitcast float* %scevgep780 to i8*
  %sunkaddr2408 = getelementptr i8, i8* %1442, i64 %sunkaddr2407
  %sunkaddr2409 = getelementptr i8, i8* %sunkaddr2408, i64 -44
  %1443 = bitcast i8* %sunkaddr2409 to float*
  store float %.538.4.6, float* %1443, align 4
  %1444 = add i64 %1441, %.372
  %.534.5.6 = inttoptr i64 %1444 to float*
  %.538.5.6 = load float, float* %.534.5.6, align 4
  %sunkaddr2410 = mul i64 %.335.04, 4
  %1445 = bitcast float* %scevgep780 to i8*
  %sunkaddr2411 = getelementptr i8, i8* %1445, i64 %sunkaddr2410
  %sunkaddr2412 = getelementptr i8, i8* %sunkaddr2411, i64 -40
  %1446 = bitcast i8* %sunkaddr2412 to float*
  store float %.538.5.6, float* %1446, align 4
  %1447 = add i64 %1444, %.372
  %.534.6.6 = inttoptr i64 %1447 to float*
  %.538.6.6 = load float, float* %.534.6.6, align 4
  %sunkaddr2413 = mul i64 %.335.04, 4
  %1448 = bitcast float* %scevgep780 to i8*
  %sunkaddr2414 = getelementptr i8, i8* %1448, i64 %sunkaddr2413
  %sunkaddr2415 = getelementptr i8, i8* %sunkaddr2414, i64 -36
  %1449 = bitcast i8* %sunkaddr2415 to float*
  store float %.538.6.6, float* %1449, align 4
  %1450 = add i64 %1447, %.372
  %.534.7.6 = inttoptr i64 %1450 to float*
  %.538.7.6 = load float, float* %.534.7.6, align 4
  %sunkaddr2416 = mul i64 %.335.04, 4
  %1451 = bitcast float* %scevgep780 to i8*
  %sunkaddr2417 = getelementptr i8, i8* %1451, i64 %sunkaddr2416
  %sunkaddr2418 = getelementptr i8, i8* %sunkaddr2417, i64 -32
  %1452 = bitcast i8* %sunkaddr2418 to float*
  store float %.538.7.6, float* %1452, align 4
  %1453 = add i64 %1450, %.372
  %.534.768 = inttoptr i64 %1453 to float*
  %.538.769 = load float, float* %.534.768, align 4
  %sunkaddr2419 = mul i64 %.335.04, 4
  %1454 = bitcast float* %scevgep780 to i8*
  %sunkaddr2420 = getelementptr i8, i8* %1454, i64 %sunkaddr2419
  %sunkaddr2421 = getelementptr i8, i8* %sunkaddr2420, i64 -28
  %1455 = bitcast i8* %sunkaddr2421 to float*
  store float %.538.769, float* %1455, align 4
  %1456 = add i64 %1453, %.372
  %.534.1.7 = inttoptr i64 %1456 to float*
  %.538.1.7 = load float, float* %.534.1.7, align 4
  %sunkaddr2422 = mul i64 %.335.04, 4
  %1457 = bitcast float* %scevgep780 to i8*
  %sunkaddr2423 = getelementptr i8, i8* %1457, i64 %sunkaddr2422
  %sunkaddr2424 = getelementptr i8, i8* %sunkaddr2423, i64 -24
  %1458 = bitcast i8* %sunkaddr2424 to float*
  store float %.538.1.7, float* %1458, align 4
  %1459 = inttoptr i64 %1453 to i8*
  %sunkaddr2425 = mul i64 %.372, 2
  %sunkaddr2426 = getelementptr i8, i8* %1459, i64 %sunkaddr2425
  %1460 = bitcast i8* %sunkaddr2426 to float*
  %.538.2.7 = load float, float* %1460, align 4
  %sunkaddr2427 = mul i64 %.335.04, 4
  %1461 = bitcast float* %scevgep780 to i8*
  %sunkaddr2428 = getelementptr i8, i8* %1461, i64 %sunkaddr2427
  %sunkaddr2429 = getelementptr i8, i8* %sunkaddr2428, i64 -20
  %1462 = bitcast i8* %sunkaddr2429 to float*
  store float %.538.2.7, float* %1462, align 4
  %1463 = add i64 %1453, %169
  %.534.3.7 = inttoptr i64 %1463 to float*
  %.538.3.7 = load float, float* %.534.3.7, align 4
  %sunkaddr2430 = mul i64 %.335.04, 4
  %1464 = bitcast float* %scevgep780 to i8*
  %sunkaddr2431 = getelementptr i8, i8* %1464, i64 %sunkaddr2430
  %sunkaddr2432 = getelementptr i8, i8* %sunkaddr2431, i64 -16
  %1465 = bitcast i8* %sunkaddr2432 to float*
  store float %.538.3.7, float* %1465, align 4
  %1466 = add i64 %1463, %.372
  %.534.4.7 = inttoptr i64 %1466 to float*
  %.538.4.7 = load float, float* %.534.4.7, align 4
  %sunkaddr2433 = mul i64 %.335.04, 4
  %1467 = bitcast float* %scevgep780 to i8*
  %sunkaddr2434 = getelementptr i8, i8* %1467, i64 %sunkaddr2433
  %sunkaddr2435 = getelementptr i8, i8* %sunkaddr2434, i64 -12
  %1468 = bitcast i8* %sunkaddr2435 to float*
  store float %.538.4.7, float* %1468, align 4
  %1469 = add i64 %1466, %.372
  %.534.5.7 = inttoptr i64 %1469 to float*
  %.538.5.7 = load float, float* %.534.5.7, align 4
  %sunkaddr2436 = mul i64 %.335.04, 4
  %1470 = bitcast float* %scevgep780 to i8*
  %sunkaddr2437 = getelementptr i8, i8* %1470, i64 %sunkaddr2436
  %sunkaddr2438 = getelementptr i8, i8* %sunkaddr2437, i64 -8
  %1471 = bitcast i8* %sunkaddr2438 to float*
  store float %.538.5.7, float* %1471, align 4
  %1472 = add i64 %1469, %.372
  %.534.6.7 = inttoptr i64 %1472 to float*
  %.538.6.7 = load float, float* %.534.6.7, align 4
  %sunkaddr2439 = mul i64 %.335.04, 4
  %1473 = bitcast float* %scevgep780 to i8*
  %sunkaddr2440 = getelementptr i8, i8* %1473, i64 %sunkaddr2439
  %sunkaddr2441 = getelementptr i8, i8* %sunkaddr2440, i64 -4
  %1474 = bitcast i8* %sunkaddr2441 to float*
  store float %.538.6.7, float* %1474, align 4
  %1475 = add i64 %1472, %.372
  %.534.7.7 = inttoptr i64 %1475 to float*
  %.538.7.7 = load float, float* %.534.7.7, align 4
  %scevgep891 = getelementptr float, float* %scevgep780, i64 %.335.04
  store float %.538.7.7, float* %scevgep891, align 4
  %.552.7.7 = or i64 %.335.04, 64
  %1476 = add i64 %1475, %.372
  %.534.1115 = inttoptr i64 %1476 to float*
  %.538.1116 = load float, float* %.534.1115, align 4
  %scevgep905.1 = getelementptr float, float* %scevgep904, i64 %.552.7.7
  store float %.538.1116, float* %scevgep905.1, align 4
  %1477 = add i64 %1476, %.372
  %.534.1.1117 = inttoptr i64 %1477 to float*
  %.538.1.1118 = load float, float* %.534.1.1117, align 4
  %sunkaddr2442 = mul i64 %.552.7.7, 4
  %1478 = bitcast float* %scevgep780 to i8*
  %sunkaddr2443 = getelementptr i8, i8* %1478, i64 %sunkaddr2442
  %sunkaddr2444 = getelementptr i8, i8* %sunkaddr2443, i64 -248
  %1479 = bitcast i8* %sunkaddr2444 to float*
  store float %.538.1.1118, float* %1479, align 4
  %1480 = inttoptr i64 %1476 to i8*
  %sunkaddr2445 = mul i64 %.372, 2
  %sunkaddr2446 = getelementptr i8, i8* %1480, i64 %sunkaddr2445
  %1481 = bitcast i8* %sunkaddr2446 to float*
  %.538.2.1119 = load float, float* %1481, align 4
  %sunkaddr2447 = mul i64 %.552.7.7, 4
  %1482 = bitcast float* %scevgep780 to i8*
  %sunkaddr2448 = getelementptr i8, i8* %1482, i64 %sunkaddr2447
  %sunkaddr2449 = getelementptr i8, i8* %sunkaddr2448, i64 -244
  %1483 = bitcast i8* %sunkaddr2449 to float*
  store float %.538.2.1119, float* %1483, align 4
  %1484 = add i64 %1476, %169
  %.534.3.1120 = inttoptr i64 %1484 to float*
  %.538.3.1121 = load float, float* %.534.3.1120, align 4
  %sunkaddr2450 = mul i64 %.552.7.7, 4
  %1485 = bitcast float* %scevgep780 to i8*
  %sunkaddr2451 = getelementptr i8, i8* %1485, i64 %sunkaddr2450
  %sunkaddr2452 = getelementptr i8, i8* %sunkaddr2451, i64 -240
  %1486 = bitcast i8* %sunkaddr2452 to float*
  store float %.538.3.1121, float* %1486, align 4
  %1487 = add i64 %1484, %.372
  %.534.4.1122 = inttoptr i64 %1487 to float*
  %.538.4.1123 = load float, float* %.534.4.1122, align 4
  %sunkaddr2453 = mul i64 %.552.7.7, 4
  %1488 = bitcast float* %scevgep780 to i8*
  %sunkaddr2454 = getelementptr i8, i8* %1488, i64 %sunkaddr2453
  %sunkaddr2455 = getelementptr i8, i8* %sunkaddr2454, i64 -236
  %1489 = bitcast i8* %sunkaddr2455 to float*
  store float %.538.4.1123, float* %1489, align 4
  %1490 = add i64 %1487, %.372
  %.534.5.1124 = inttoptr i64 %1490 to float*
  %.538.5.1125 = load float, float* %.534.5.1124, align 4
  %sunkaddr2456 = mul i64 %.552.7.7, 4
  %1491 = bitcast float* %scevgep780 to i8*
  %sunkaddr2457 = getelementptr i8, i8* %1491, i64 %sunkaddr2456
  %sunkaddr2458 = getelementptr i8, i8* %sunkaddr2457, i64 -232
  %1492 = bitcast i8* %sunkaddr2458 to float*
  store float %.538.5.1125, float* %1492, align 4
  %1493 = add i64 %1490, %.372
  %.534.6.1126 = inttoptr i64 %1493 to float*
  %.538.6.1127 = load float, float* %.534.6.1126, align 4
  %sunkaddr2459 = mul i64 %.552.7.7, 4
  %1494 = bitcast float* %scevgep780 to i8*
  %sunkaddr2460 = getelementptr i8, i8* %1494, i64 %sunkaddr2459
  %sunkaddr2461 = getelementptr i8, i8* %sunkaddr2460, i64 -228
  %1495 = bitcast i8* %sunkaddr2461 to float*
  store float %.538.6.1127, float* %1495, align 4
  %1496 = add i64 %1493, %.372
  %.534.7.1128 = inttoptr i64 %1496 to float*
  %.538.7.1129 = load float, float* %.534.7.1128, align 4
  %sunkaddr2462 = mul i64 %.552.7.7, 4
  %1497 = bitcast float* %scevgep780 to i8*
  %sunkaddr2463 = getelementptr i8, i8* %1497, i64 %sunkaddr2462
  %sunkaddr2464 = getelementptr i8, i8* %sunkaddr2463, i64 -224
  %1498 = bitcast i8* %sunkaddr2464 to float*
  store float %.538.7.1129, float* %1498, align 4
  %1499 = add i64 %1496, %.372
  %.534.157.1 = inttoptr i64 %1499 to float*
  %.538.158.1 = load float, float* %.534.157.1, align 4
  %sunkaddr2465 = mul i64 %.552.7.7, 4
  %1500 = bitcast float* %scevgep780 to i8*
  %sunkaddr2466 = getelementptr i8, i8* %1500, i64 %sunkaddr2465
  %sunkaddr2467 = getelementptr i8, i8* %sunkaddr2466, i64 -220
  %1501 = bitcast i8* %sunkaddr2467 to float*
  store float %.538.158.1, float* %1501, align 4
  %1502 = add i64 %1499, %.372
  %.534.1.1.1 = inttoptr i64 %1502 to float*
  %.538.1.1.1 = load float, float* %.534.1.1.1, align 4
  %sunkaddr2468 = mul i64 %.552.7.7, 4
  %1503 = bitcast float* %scevgep780 to i8*
  %sunkaddr2469 = getelementptr i8, i8* %1503, i64 %sunkaddr2468
  %sunkaddr2470 = getelementptr i8, i8* %sunkaddr2469, i64 -216
  %1504 = bitcast i8* %sunkaddr2470 to float*
  store float %.538.1.1.1, float* %1504, align 4
  %1505 = inttoptr i64 %1499 to i8*
  %sunkaddr2471 = mul i64 %.372, 2
  %sunkaddr2472 = getelementptr i8, i8* %1505, i64 %sunkaddr2471
  %1506 = bitcast i8* %sunkaddr2472 to float*
  %.538.2.1.1 = load float, float* %1506, align 4
  %sunkaddr2473 = mul i64 %.552.7.7, 4
  %1507 = bitcast float* %scevgep780 to i8*
  %sunkaddr2474 = getelementptr i8, i8* %1507, i64 %sunkaddr2473
  %sunkaddr2475 = getelementptr i8, i8* %sunkaddr2474, i64 -212
  %1508 = bitcast i8* %sunkaddr2475 to float*
  store float %.538.2.1.1, float* %1508, align 4
  %1509 = add i64 %1499, %169
  %.534.3.1.1 = inttoptr i64 %1509 to float*
  %.538.3.1.1 = load float, float* %.534.3.1.1, align 4
  %sunkaddr2476 = mul i64 %.552.7.7, 4
  %1510 = bitcast float* %scevgep780 to i8*
  %sunkaddr2477 = getelementptr i8, i8* %1510, i64 %sunkaddr2476
  %sunkaddr2478 = getelementptr i8, i8* %sunkaddr2477, i64 -208
  %1511 = bitcast i8* %sunkaddr2478 to float*
  store float %.538.3.1.1, float* %1511, align 4
  %1512 = add i64 %1509, %.372
  %.534.4.1.1 = inttoptr i64 %1512 to float*
  %.538.4.1.1 = load float, float* %.534.4.1.1, align 4
  %sunkaddr2479 = mul i64 %.552.7.7, 4
  %1513 = bitcast float* %scevgep780 to i8*
  %sunkaddr2480 = getelementptr i8, i8* %1513, i64 %sunkaddr2479
  %sunkaddr2481 = getelementptr i8, i8* %sunkaddr2480, i64 -204
  %1514 = bitcast i8* %sunkaddr2481 to float*
  store float %.538.4.1.1, float* %1514, align 4
  %1515 = add i64 %1512, %.372
  %.534.5.1.1 = inttoptr i64 %1515 to float*
  %.538.5.1.1 = load float, float* %.534.5.1.1, align 4
  %sunkaddr2482 = mul i64 %.552.7.7, 4
  %1516 = bitcast float* %scevgep780 to i8*
  %sunkaddr2483 = getelementptr i8, i8* %1516, i64 %sunkaddr2482
  %sunkaddr2484 = getelementptr i8, i8* %sunkaddr2483, i64 -200
  %1517 = bitcast i8* %sunkaddr2484 to float*
  store float %.538.5.1.1, float* %1517, align 4
  %1518 = add i64 %1515, %.372
  %.534.6.1.1 = inttoptr i64 %1518 to float*
  %.538.6.1.1 = load float, float* %.534.6.1.1, align 4
  %sunkaddr2485 = mul i64 %.552.7.7, 4
  %1519 = bitcast float* %scevgep780 to i8*
  %sunkaddr2486 = getelementptr i8, i8* %1519, i64 %sunkaddr2485
  %sunkaddr2487 = getelementptr i8, i8* %sunkaddr2486, i64 -196
  %1520 = bitcast i8* %sunkaddr2487 to float*
  store float %.538.6.1.1, float* %1520, align 4
  %1521 = add i64 %1518, %.372
  %.534.7.1.1 = inttoptr i64 %1521 to float*
  %.538.7.1.1 = load float, float* %.534.7.1.1, align 4
  %sunkaddr2488 = mul i64 %.552.7.7, 4
  %1522 = bitcast float* %scevgep780 to i8*
  %sunkaddr2489 = getelementptr i8, i8* %1522, i64 %sunkaddr2488
  %sunkaddr2490 = getelementptr i8, i8* %sunkaddr2489, i64 -192
  %1523 = bitcast i8* %sunkaddr2490 to float*
  store float %.538.7.1.1, float* %1523, align 4
  %1524 = add i64 %1521, %.372
  %.534.2.1 = inttoptr i64 %1524 to float*
  %.538.259.1 = load float, float* %.534.2.1, align 4
  %sunkaddr2491 = mul i64 %.552.7.7, 4
  %1525 = bitcast float* %scevgep780 to i8*
  %sunkaddr2492 = getelementptr i8, i8* %1525, i64 %sunkaddr2491
  %sunkaddr2493 = getelementptr i8, i8* %sunkaddr2492, i64 -188
  %1526 = bitcast i8* %sunkaddr2493 to float*
  store float %.538.259.1, float* %1526, align 4
  %1527 = add i64 %1524, %.372
  %.534.1.2.1 = inttoptr i64 %1527 to float*
  %.538.1.2.1 = load float, float* %.534.1.2.1, align 4
  %sunkaddr2494 = mul i64 %.552.7.7, 4
  %1528 = bitcast float* %scevgep780 to i8*
  %sunkaddr2495 = getelementptr i8, i8* %1528, i64 %sunkaddr2494
  %sunkaddr2496 = getelementptr i8, i8* %sunkaddr2495, i64 -184
  %1529 = bitcast i8* %sunkaddr2496 to float*
  store float %.538.1.2.1, float* %1529, align 4
  %1530 = inttoptr i64 %1524 to i8*
  %sunkaddr2497 = mul i64 %.372, 2
  %sunkaddr2498 = getelementptr i8, i8* %1530, i64 %sunkaddr2497
  %1531 = bitcast i8* %sunkaddr2498 to float*
  %.538.2.2.1 = load float, float* %1531, align 4
  %sunkaddr2499 = mul i64 %.552.7.7, 4
  %1532 = bitcast float* %scevgep780 to i8*
  %sunkaddr2500 = getelementptr i8, i8* %1532, i64 %sunkaddr2499
  %sunkaddr2501 = getelementptr i8, i8* %sunkaddr2500, i64 -180
  %1533 = bitcast i8* %sunkaddr2501 to float*
  store float %.538.2.2.1, float* %1533, align 4
  %1534 = add i64 %1524, %169
  %.534.3.2.1 = inttoptr i64 %1534 to float*
  %.538.3.2.1 = load float, float* %.534.3.2.1, align 4
  %sunkaddr2502 = mul i64 %.552.7.7, 4
  %1535 = bitcast float* %scevgep780 to i8*
  %sunkaddr2503 = getelementptr i8, i8* %1535, i64 %sunkaddr2502
  %sunkaddr2504 = getelementptr i8, i8* %sunkaddr2503, i64 -176
  %1536 = bitcast i8* %sunkaddr2504 to float*
  store float %.538.3.2.1, float* %1536, align 4
  %1537 = add i64 %1534, %.372
  %.534.4.2.1 = inttoptr i64 %1537 to float*
  %.538.4.2.1 = load float, float* %.534.4.2.1, align 4
  %sunkaddr2505 = mul i64 %.552.7.7, 4
  %1538 = bitcast float* %scevgep780 to i8*
  %sunkaddr2506 = getelementptr i8, i8* %1538, i64 %sunkaddr2505
  %sunkaddr2507 = getelementptr i8, i8* %sunkaddr2506, i64 -172
  %1539 = bitcast i8* %sunkaddr2507 to float*
  store float %.538.4.2.1, float* %1539, align 4
  %1540 = add i64 %1537, %.372
  %.534.5.2.1 = inttoptr i64 %1540 to float*
  %.538.5.2.1 = load float, float* %.534.5.2.1, align 4
  %sunkaddr2508 = mul i64 %.552.7.7, 4
  %1541 = bitcast float* %scevgep780 to i8*
  %sunkaddr2509 = getelementptr i8, i8* %1541, i64 %sunkaddr2508
  %sunkaddr2510 = getelementptr i8, i8* %sunkaddr2509, i64 -168
  %1542 = bitcast i8* %sunkaddr2510 to float*
  store float %.538.5.2.1, float* %1542, align 4
  %1543 = add i64 %1540, %.372
  %.534.6.2.1 = inttoptr i64 %1543 to float*
  %.538.6.2.1 = load float, float* %.534.6.2.1, align 4
  %sunkaddr2511 = mul i64 %.552.7.7, 4
  %1544 = bitcast float* %scevgep780 to i8*
  %sunkaddr2512 = getelementptr i8, i8* %1544, i64 %sunkaddr2511
  %sunkaddr2513 = getelementptr i8, i8* %sunkaddr2512, i64 -164
  %1545 = bitcast i8* %sunkaddr2513 to float*
  store float %.538.6.2.1, float* %1545, align 4
  %1546 = add i64 %1543, %.372
  %.534.7.2.1 = inttoptr i64 %1546 to float*
  %.538.7.2.1 = load float, float* %.534.7.2.1, align 4
  %sunkaddr2514 = mul i64 %.552.7.7, 4
  %1547 = bitcast float* %scevgep780 to i8*
  %sunkaddr2515 = getelementptr i8, i8* %1547, i64 %sunkaddr2514
  %sunkaddr2516 = getelementptr i8, i8* %sunkaddr2515, i64 -160
  %1548 = bitcast i8* %sunkaddr2516 to float*
  store float %.538.7.2.1, float* %1548, align 4
  %1549 = add i64 %1546, %.372
  %.534.360.1 = inttoptr i64 %1549 to float*
  %.538.361.1 = load float, float* %.534.360.1, align 4
  %sunkaddr2517 = mul i64 %.552.7.7, 4
  %1550 = bitcast float* %scevgep780 to i8*
  %sunkaddr2518 = getelementptr i8, i8* %1550, i64 %sunkaddr2517
  %sunkaddr2519 = getelementptr i8, i8* %sunkaddr2518, i64 -156
  %1551 = bitcast i8* %sunkaddr2519 to float*
  store float %.538.361.1, float* %1551, align 4
  %1552 = add i64 %1549, %.372
  %.534.1.3.1 = inttoptr i64 %1552 to float*
  %.538.1.3.1 = load float, float* %.534.1.3.1, align 4
  %sunkaddr2520 = mul i64 %.552.7.7, 4
  %1553 = bitcast float* %scevgep780 to i8*
  %sunkaddr2521 = getelementptr i8, i8* %1553, i64 %sunkaddr2520
  %sunkaddr2522 = getelementptr i8, i8* %sunkaddr2521, i64 -152
  %1554 = bitcast i8* %sunkaddr2522 to float*
  store float %.538.1.3.1, float* %1554, align 4
  %1555 = inttoptr i64 %1549 to i8*
  %sunkaddr2523 = mul i64 %.372, 2
  %sunkaddr2524 = getelementptr i8, i8* %1555, i64 %sunkaddr2523
  %1556 = bitcast i8* %sunkaddr2524 to float*
  %.538.2.3.1 = load float, float* %1556, align 4
  %sunkaddr2525 = mul i64 %.552.7.7, 4
  %1557 = bitcast float* %scevgep780 to i8*
  %sunkaddr2526 = getelementptr i8, i8* %1557, i64 %sunkaddr2525
  %sunkaddr2527 = getelementptr i8, i8* %sunkaddr2526, i64 -148
  %1558 = bitcast i8* %sunkaddr2527 to float*
  store float %.538.2.3.1, float* %1558, align 4
  %1559 = add i64 %1549, %169
  %.534.3.3.1 = inttoptr i64 %1559 to float*
  %.538.3.3.1 = load float, float* %.534.3.3.1, align 4
  %sunkaddr2528 = mul i64 %.552.7.7, 4
  %1560 = bitcast float* %scevgep780 to i8*
  %sunkaddr2529 = getelementptr i8, i8* %1560, i64 %sunkaddr2528
  %sunkaddr2530 = getelementptr i8, i8* %sunkaddr2529, i64 -144
  %1561 = bitcast i8* %sunkaddr2530 to float*
  store float %.538.3.3.1, float* %1561, align 4
  %1562 = add i64 %1559, %.372
  %.534.4.3.1 = inttoptr i64 %1562 to float*
  %.538.4.3.1 = load float, float* %.534.4.3.1, align 4
  %sunkaddr2531 = mul i64 %.552.7.7, 4
  %1563 = bitcast float* %scevgep780 to i8*
  %sunkaddr2532 = getelementptr i8, i8* %1563, i64 %sunkaddr2531
  %sunkaddr2533 = getelementptr i8, i8* %sunkaddr2532, i64 -140
  %1564 = bitcast i8* %sunkaddr2533 to float*
  store float %.538.4.3.1, float* %1564, align 4
  %1565 = add i64 %1562, %.372
  %.534.5.3.1 = inttoptr i64 %1565 to float*
  %.538.5.3.1 = load float, float* %.534.5.3.1, align 4
  %sunkaddr2534 = mul i64 %.552.7.7, 4
  %1566 = bitcast float* %scevgep780 to i8*
  %sunkaddr2535 = getelementptr i8, i8* %1566, i64 %sunkaddr2534
  %sunkaddr2536 = getelementptr i8, i8* %sunkaddr2535, i64 -136
  %1567 = bitcast i8* %sunkaddr2536 to float*
  store float %.538.5.3.1, float* %1567, align 4
  %1568 = add i64 %1565, %.372
  %.534.6.3.1 = inttoptr i64 %1568 to float*
  %.538.6.3.1 = load float, float* %.534.6.3.1, align 4
  %sunkaddr2537 = mul i64 %.552.7.7, 4
  %1569 = bitcast float* %scevgep780 to i8*
  %sunkaddr2538 = getelementptr i8, i8* %1569, i64 %sunkaddr2537
  %sunkaddr2539 = getelementptr i8, i8* %sunkaddr2538, i64 -132
  %1570 = bitcast i8* %sunkaddr2539 to float*
  store float %.538.6.3.1, float* %1570, align 4
  %1571 = add i64 %1568, %.372
  %.534.7.3.1 = inttoptr i64 %1571 to float*
  %.538.7.3.1 = load float, float* %.534.7.3.1, align 4
  %sunkaddr2540 = mul i64 %.552.7.7, 4
  %1572 = bitcast float* %scevgep780 to i8*
  %sunkaddr2541 = getelementptr i8, i8* %1572, i64 %sunkaddr2540
  %sunkaddr2542 = getelementptr i8, i8* %sunkaddr2541, i64 -128
  %1573 = bitcast i8* %sunkaddr2542 to float*
  store float %.538.7.3.1, float* %1573, align 4
  %1574 = add i64 %1571, %.372
  %.534.462.1 = inttoptr i64 %1574 to float*
  %.538.463.1 = load float, float* %.534.462.1, align 4
  %sunkaddr2543 = mul i64 %.552.7.7, 4
  %1575 = bitcast float* %scevgep780 to i8*
  %sunkaddr2544 = getelementptr i8, i8* %1575, i64 %sunkaddr2543
  %sunkaddr2545 = getelementptr i8, i8* %sunkaddr2544, i64 -124
  %1576 = bitcast i8* %sunkaddr2545 to float*
  store float %.538.463.1, float* %1576, align 4
  %1577 = add i64 %1574, %.372
  %.534.1.4.1 = inttoptr i64 %1577 to float*
  %.538.1.4.1 = load float, float* %.534.1.4.1, align 4
  %sunkaddr2546 = mul i64 %.552.7.7, 4
  %1578 = bitcast float* %scevgep780 to i8*
  %sunkaddr2547 = getelementptr i8, i8* %1578, i64 %sunkaddr2546
  %sunkaddr2548 = getelementptr i8, i8* %sunkaddr2547, i64 -120
  %1579 = bitcast i8* %sunkaddr2548 to float*
  store float %.538.1.4.1, float* %1579, align 4
  %1580 = inttoptr i64 %1574 to i8*
  %sunkaddr2549 = mul i64 %.372, 2
  %sunkaddr2550 = getelementptr i8, i8* %1580, i64 %sunkaddr2549
  %1581 = bitcast i8* %sunkaddr2550 to float*
  %.538.2.4.1 = load float, float* %1581, align 4
  %sunkaddr2551 = mul i64 %.552.7.7, 4
  %1582 = bitcast float* %scevgep780 to i8*
  %sunkaddr2552 = getelementptr i8, i8* %1582, i64 %sunkaddr2551
  %sunkaddr2553 = getelementptr i8, i8* %sunkaddr2552, i64 -116
  %1583 = bitcast i8* %sunkaddr2553 to float*
  store float %.538.2.4.1, float* %1583, align 4
  %1584 = add i64 %1574, %169
  %.534.3.4.1 = inttoptr i64 %1584 to float*
  %.538.3.4.1 = load float, float* %.534.3.4.1, align 4
  %sunkaddr2554 = mul i64 %.552.7.7, 4
  %1585 = bitcast float* %scevgep780 to i8*
  %sunkaddr2555 = getelementptr i8, i8* %1585, i64 %sunkaddr2554
  %sunkaddr2556 = getelementptr i8, i8* %sunkaddr2555, i64 -112
  %1586 = bitcast i8* %sunkaddr2556 to float*
  store float %.538.3.4.1, float* %1586, align 4
  %1587 = add i64 %1584, %.372
  %.534.4.4.1 = inttoptr i64 %1587 to float*
  %.538.4.4.1 = load float, float* %.534.4.4.1, align 4
  %sunkaddr2557 = mul i64 %.552.7.7, 4
  %1588 = bitcast float* %scevgep780 to i8*
  %sunkaddr2558 = getelementptr i8, i8* %1588, i64 %sunkaddr2557
  %sunkaddr2559 = getelementptr i8, i8* %sunkaddr2558, i64 -108
  %1589 = bitcast i8* %sunkaddr2559 to float*
  store float %.538.4.4.1, float* %1589, align 4
  %1590 = add i64 %1587, %.372
  %.534.5.4.1 = inttoptr i64 %1590 to float*
  %.538.5.4.1 = load float, float* %.534.5.4.1, align 4
  %sunkaddr2560 = mul i64 %.552.7.7, 4
  %1591 = bitcast float* %scevgep780 to i8*
  %sunkaddr2561 = getelementptr i8, i8* %1591, i64 %sunkaddr2560
  %sunkaddr2562 = getelementptr i8, i8* %sunkaddr2561, i64 -104
  %1592 = bitcast i8* %sunkaddr2562 to float*
  store float %.538.5.4.1, float* %1592, align 4
  %1593 = add i64 %1590, %.372
  %.534.6.4.1 = inttoptr i64 %1593 to float*
  %.538.6.4.1 = load float, float* %.534.6.4.1, align 4
  %sunkaddr2563 = mul i64 %.552.7.7, 4
  %1594 = bitcast float* %scevgep780 to i8*
  %sunkaddr2564 = getelementptr i8, i8* %1594, i64 %sunkaddr2563
  %sunkaddr2565 = getelementptr i8, i8* %sunkaddr2564, i64 -100
  %1595 = bitcast i8* %sunkaddr2565 to float*
  store float %.538.6.4.1, float* %1595, align 4
  %1596 = add i64 %1593, %.372
  %.534.7.4.1 = inttoptr i64 %1596 to float*
  %.538.7.4.1 = load float, float* %.534.7.4.1, align 4
  %sunkaddr2566 = mul i64 %.552.7.7, 4
  %1597 = bitcast float* %scevgep780 to i8*
  %sunkaddr2567 = getelementptr i8, i8* %1597, i64 %sunkaddr2566
  %sunkaddr2568 = getelementptr i8, i8* %sunkaddr2567, i64 -96
  %1598 = bitcast i8* %sunkaddr2568 to float*
  store float %.538.7.4.1, float* %1598, align 4
  %1599 = add i64 %1596, %.372
  %.534.564.1 = inttoptr i64 %1599 to float*
  %.538.565.1 = load float, float* %.534.564.1, align 4
  %sunkaddr2569 = mul i64 %.552.7.7, 4
  %1600 = bitcast float* %scevgep780 to i8*
  %sunkaddr2570 = getelementptr i8, i8* %1600, i64 %sunkaddr2569
  %sunkaddr2571 = getelementptr i8, i8* %sunkaddr2570, i64 -92
  %1601 = bitcast i8* %sunkaddr2571 to float*
  store float %.538.565.1, float* %1601, align 4
  %1602 = add i64 %1599, %.372
  %.534.1.5.1 = inttoptr i64 %1602 to float*
  %.538.1.5.1 = load float, float* %.534.1.5.1, align 4
  %sunkaddr2572 = mul i64 %.552.7.7, 4
  %1603 = bitcast float* %scevgep780 to i8*
  %sunkaddr2573 = getelementptr i8, i8* %1603, i64 %sunkaddr2572
  %sunkaddr2574 = getelementptr i8, i8* %sunkaddr2573, i64 -88
  %1604 = bitcast i8* %sunkaddr2574 to float*
  store float %.538.1.5.1, float* %1604, align 4
  %1605 = inttoptr i64 %1599 to i8*
  %sunkaddr2575 = mul i64 %.372, 2
  %sunkaddr2576 = getelementptr i8, i8* %1605, i64 %sunkaddr2575
  %1606 = bitcast i8* %sunkaddr2576 to float*
  %.538.2.5.1 = load float, float* %1606, align 4
  %sunkaddr2577 = mul i64 %.552.7.7, 4
  %1607 = bitcast float* %scevgep780 to i8*
  %sunkaddr2578 = getelementptr i8, i8* %1607, i64 %sunkaddr2577
  %sunkaddr2579 = getelementptr i8, i8* %sunkaddr2578, i64 -84
  %1608 = bitcast i8* %sunkaddr2579 to float*
  store float %.538.2.5.1, float* %1608, align 4
  %1609 = add i64 %1599, %169
  %.534.3.5.1 = inttoptr i64 %1609 to float*
  %.538.3.5.1 = load float, float* %.534.3.5.1, align 4
  %sunkaddr2580 = mul i64 %.552.7.7, 4
  %1610 = bitcast float* %scevgep780 to i8*
  %sunkaddr2581 = getelementptr i8, i8* %1610, i64 %sunkaddr2580
  %sunkaddr2582 = getelementptr i8, i8* %sunkaddr2581, i64 -80
  %1611 = bitcast i8* %sunkaddr2582 to float*
  store float %.538.3.5.1, float* %1611, align 4
  %1612 = add i64 %1609, %.372
  %.534.4.5.1 = inttoptr i64 %1612 to float*
  %.538.4.5.1 = load float, float* %.534.4.5.1, align 4
  %sunkaddr2583 = mul i64 %.552.7.7, 4
  %1613 = bitcast float* %scevgep780 to i8*
  %sunkaddr2584 = getelementptr i8, i8* %1613, i64 %sunkaddr2583
  %sunkaddr2585 = getelementptr i8, i8* %sunkaddr2584, i64 -76
  %1614 = bitcast i8* %sunkaddr2585 to float*
  store float %.538.4.5.1, float* %1614, align 4
  %1615 = add i64 %1612, %.372
  %.534.5.5.1 = inttoptr i64 %1615 to float*
  %.538.5.5.1 = load float, float* %.534.5.5.1, align 4
  %sunkaddr2586 = mul i64 %.552.7.7, 4
  %1616 = bitcast float* %scevgep780 to i8*
  %sunkaddr2587 = getelementptr i8, i8* %1616, i64 %sunkaddr2586
  %sunkaddr2588 = getelementptr i8, i8* %sunkaddr2587, i64 -72
  %1617 = bitcast i8* %sunkaddr2588 to float*
  store float %.538.5.5.1, float* %1617, align 4
  %1618 = add i64 %1615, %.372
  %.534.6.5.1 = inttoptr i64 %1618 to float*
  %.538.6.5.1 = load float, float* %.534.6.5.1, align 4
  %sunkaddr2589 = mul i64 %.552.7.7, 4
  %1619 = bitcast float* %scevgep780 to i8*
  %sunkaddr2590 = getelementptr i8, i8* %1619, i64 %sunkaddr2589
  %sunkaddr2591 = getelementptr i8, i8* %sunkaddr2590, i64 -68
  %1620 = bitcast i8* %sunkaddr2591 to float*
  store float %.538.6.5.1, float* %1620, align 4
  %1621 = add i64 %1618, %.372
  %.534.7.5.1 = inttoptr i64 %1621 to float*
  %.538.7.5.1 = load float, float* %.534.7.5.1, align 4
  %sunkaddr2592 = mul i64 %.552.7.7, 4
  %1622 = bitcast float* %scevgep780 to i8*
  %sunkaddr2593 = getelementptr i8, i8* %1622, i64 %sunkaddr2592
  %sunkaddr2594 = getelementptr i8, i8* %sunkaddr2593, i64 -64
  %1623 = bitcast i8* %sunkaddr2594 to float*
  store float %.538.7.5.1, float* %1623, align 4
  %1624 = add i64 %1621, %.372
  %.534.666.1 = inttoptr i64 %1624 to float*
  %.538.667.1 = load float, float* %.534.666.1, align 4
  %sunkaddr2595 = mul i64 %.552.7.7, 4
  %1625 = bitcast float* %scevgep780 to i8*
  %sunkaddr2596 = getelementptr i8, i8* %1625, i64 %sunkaddr2595
  %sunkaddr2597 = getelementptr i8, i8* %sunkaddr2596, i64 -60
  %1626 = bitcast i8* %sunkaddr2597 to float*
  store float %.538.667.1, float* %1626, align 4
  %1627 = add i64 %1624, %.372
  %.534.1.6.1 = inttoptr i64 %1627 to float*
  %.538.1.6.1 = load float, float* %.534.1.6.1, align 4
  %sunkaddr2598 = mul i64 %.552.7.7, 4
  %1628 = bitcast float* %scevgep780 to i8*
  %sunkaddr2599 = getelementptr i8, i8* %1628, i64 %sunkaddr2598
  %sunkaddr2600 = getelementptr i8, i8* %sunkaddr2599, i64 -56
  %1629 = bitcast i8* %sunkaddr2600 to float*
  store float %.538.1.6.1, float* %1629, align 4
  %1630 = inttoptr i64 %1624 to i8*
  %sunkaddr2601 = mul i64 %.372, 2
  %sunkaddr2602 = getelementptr i8, i8* %1630, i64 %sunkaddr2601
  %1631 = bitcast i8* %sunkaddr2602 to float*
  %.538.2.6.1 = load float, float* %1631, align 4
  %sunkaddr2603 = mul i64 %.552.7.7, 4
  %1632 = bitcast float* %scevgep780 to i8*
  %sunkaddr2604 = getelementptr i8, i8* %1632, i64 %sunkaddr2603
  %sunkaddr2605 = getelementptr i8, i8* %sunkaddr2604, i64 -52
  %1633 = bitcast i8* %sunkaddr2605 to float*
  store float %.538.2.6.1, float* %1633, align 4
  %1634 = add i64 %1624, %169
  %.534.3.6.1 = inttoptr i64 %1634 to float*
  %.538.3.6.1 = load float, float* %.534.3.6.1, align 4
  %sunkaddr2606 = mul i64 %.552.7.7, 4
  %1635 = bitcast float* %scevgep780 to i8*
  %sunkaddr2607 = getelementptr i8, i8* %1635, i64 %sunkaddr2606
  %sunkaddr2608 = getelementptr i8, i8* %sunkaddr2607, i64 -48
  %1636 = bitcast i8* %sunkaddr2608 to float*
  store float %.538.3.6.1, float* %1636, align 4
  %1637 = add i64 %1634, %.372
  %.534.4.6.1 = inttoptr i64 %1637 to float*
  %.538.4.6.1 = load float, float* %.534.4.6.1, align 4
  %sunkaddr2609 = mul i64 %.552.7.7, 4
  %1638 = bitcast float* %scevgep780 to i8*
  %sunkaddr2610 = getelementptr i8, i8* %1638, i64 %sunkaddr2609
  %sunkaddr2611 = getelementptr i8, i8* %sunkaddr2610, i64 -44
  %1639 = bitcast i8* %sunkaddr2611 to float*
  store float %.538.4.6.1, float* %1639, align 4
  %1640 = add i64 %1637, %.372
  %.534.5.6.1 = inttoptr i64 %1640 to float*
  %.538.5.6.1 = load float, float* %.534.5.6.1, align 4
  %sunkaddr2612 = mul i64 %.552.7.7, 4
  %1641 = bitcast float* %scevgep780 to i8*
  %sunkaddr2613 = getelementptr i8, i8* %1641, i64 %sunkaddr2612
  %sunkaddr2614 = getelementptr i8, i8* %sunkaddr2613, i64 -40
  %1642 = bitcast i8* %sunkaddr2614 to float*
  store float %.538.5.6.1, float* %1642, align 4
  %1643 = add i64 %1640, %.372
  %.534.6.6.1 = inttoptr i64 %1643 to float*
  %.538.6.6.1 = load float, float* %.534.6.6.1, align 4
  %sunkaddr2615 = mul i64 %.552.7.7, 4
  %1644 = bitcast float* %scevgep780 to i8*
  %sunkaddr2616 = getelementptr i8, i8* %1644, i64 %sunkaddr2615
  %sunkaddr2617 = getelementptr i8, i8* %sunkaddr2616, i64 -36
  %1645 = bitcast i8* %sunkaddr2617 to float*
  store float %.538.6.6.1, float* %1645, align 4
  %1646 = add i64 %1643, %.372
  %.534.7.6.1 = inttoptr i64 %1646 to float*
  %.538.7.6.1 = load float, float* %.534.7.6.1, align 4
  %sunkaddr2618 = mul i64 %.552.7.7, 4
  %1647 = bitcast float* %scevgep780 to i8*
  %sunkaddr2619 = getelementptr i8, i8* %1647, i64 %sunkaddr2618
  %sunkaddr2620 = getelementptr i8, i8* %sunkaddr2619, i64 -32
  %1648 = bitcast i8* %sunkaddr2620 to float*
  store float %.538.7.6.1, float* %1648, align 4
  %1649 = add i64 %1646, %.372
  %.534.768.1 = inttoptr i64 %1649 to float*
  %.538.769.1 = load float, float* %.534.768.1, align 4
  %sunkaddr2621 = mul i64 %.552.7.7, 4
  %1650 = bitcast float* %scevgep780 to i8*
  %sunkaddr2622 = getelementptr i8, i8* %1650, i64 %sunkaddr2621
  %sunkaddr2623 = getelementptr i8, i8* %sunkaddr2622, i64 -28
  %1651 = bitcast i8* %sunkaddr2623 to float*
  store float %.538.769.1, float* %1651, align 4
  %1652 = add i64 %1649, %.372
  %.534.1.7.1 = inttoptr i64 %1652 to float*
  %.538.1.7.1 = load float, float* %.534.1.7.1, align 4
  %sunkaddr2624 = mul i64 %.552.7.7, 4
  %1653 = bitcast float* %scevgep780 to i8*
  %sunkaddr2625 = getelementptr i8, i8* %1653, i64 %sunkaddr2624
  %sunkaddr2626 = getelementptr i8, i8* %sunkaddr2625, i64 -24
  %1654 = bitcast i8* %sunkaddr2626 to float*
  store float %.538.1.7.1, float* %1654, align 4
  %1655 = inttoptr i64 %1649 to i8*
  %sunkaddr2627 = mul i64 %.372, 2
  %sunkaddr2628 = getelementptr i8, i8* %1655, i64 %sunkaddr2627
  %1656 = bitcast i8* %sunkaddr2628 to float*
  %.538.2.7.1 = load float, float* %1656, align 4
  %sunkaddr2629 = mul i64 %.552.7.7, 4
  %1657 = bitcast float* %scevgep780 to i8*
  %sunkaddr2630 = getelementptr i8, i8* %1657, i64 %sunkaddr2629
  %sunkaddr2631 = getelementptr i8, i8* %sunkaddr2630, i64 -20
  %1658 = bitcast i8* %sunkaddr2631 to float*
  store float %.538.2.7.1, float* %1658, align 4
  %1659 = add i64 %1649, %169
  %.534.3.7.1 = inttoptr i64 %1659 to float*
  %.538.3.7.1 = load float, float* %.534.3.7.1, align 4
  %sunkaddr2632 = mul i64 %.552.7.7, 4
  %1660 = bitcast float* %scevgep780 to i8*
  %sunkaddr2633 = getelementptr i8, i8* %1660, i64 %sunkaddr2632
  %sunkaddr2634 = getelementptr i8, i8* %sunkaddr2633, i64 -16
  %1661 = bitcast i8* %sunkaddr2634 to float*
  store float %.538.3.7.1, float* %1661, align 4
  %1662 = add i64 %1659, %.372
  %.534.4.7.1 = inttoptr i64 %1662 to float*
  %.538.4.7.1 = load float, float* %.534.4.7.1, align 4
  %sunkaddr2635 = mul i64 %.552.7.7, 4
  %1663 = bitcast float* %scevgep780 to i8*
  %sunkaddr2636 = getelementptr i8, i8* %1663, i64 %sunkaddr2635
  %sunkaddr2637 = getelementptr i8, i8* %sunkaddr2636, i64 -12
  %1664 = bitcast i8* %sunkaddr2637 to float*
  store float %.538.4.7.1, float* %1664, align 4
  %1665 = add i64 %1662, %.372
  %.534.5.7.1 = inttoptr i64 %1665 to float*
  %.538.5.7.1 = load float, float* %.534.5.7.1, align 4
  %sunkaddr2638 = mul i64 %.552.7.7, 4
  %1666 = bitcast float* %scevgep780 to i8*
  %sunkaddr2639 = getelementptr i8, i8* %1666, i64 %sunkaddr2638
  %sunkaddr2640 = getelementptr i8, i8* %sunkaddr2639, i64 -8
  %1667 = bitcast i8* %sunkaddr2640 to float*
  store float %.538.5.7.1, float* %1667, align 4
  %1668 = add i64 %1665, %.372
  %.534.6.7.1 = inttoptr i64 %1668 to float*
  %.538.6.7.1 = load float, float* %.534.6.7.1, align 4
  %sunkaddr2641 = mul i64 %.552.7.7, 4
  %1669 = bitcast float* %scevgep780 to i8*
  %sunkaddr2642 = getelementptr i8, i8* %1669, i64 %sunkaddr2641
  %sunkaddr2643 = getelementptr i8, i8* %sunkaddr2642, i64 -4
  %1670 = bitcast i8* %sunkaddr2643 to float*
  store float %.538.6.7.1, float* %1670, align 4
  %1671 = add i64 %1668, %.372
  %.534.7.7.1 = inttoptr i64 %1671 to float*
  %.538.7.7.1 = load float, float* %.534.7.7.1, align 4
  %scevgep891.1 = getelementptr float, float* %scevgep780, i64 %.552.7.7
  store float %.538.7.7.1, float* %scevgep891.1, align 4
  %.552.7.7.1 = add i64 %.335.04, 128
  %1672 = add i64 %1671, %.372
  %niter114.next.1 = add i64 %niter114, 2
  %niter114.ncmp.1 = icmp eq i64 %niter114.next.1, %unroll_iter113
  br i1 %niter114.ncmp.1, label %.337.if.loopexit41.unr-lcssa.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.337.endif, !prof !1

.338.if:                                          ; preds = %.337.if, %B0.endif.endif.endif.endif.thread20
  %.472.01626 = phi float* [ %.472.016, %.337.if ], [ %158, %B0.endif.endif.endif.endif.thread20 ]
  %.557 = bitcast float* %.472.01626 to i8*
  tail call void @NRT_Free(i8* %.557)
  br label %.338.endif

.338.endif:                                       ; preds = %.338.if, %.337.if, %B0.endif.endif.endif.endif.thread
  tail call void @NRT_decref(i8* %arg.bcpy.0)
  tail call void @NRT_decref(i8* %arg.b.0)
  store i8* null, i8** %retptr, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

define linkonce_odr i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 2
  %.47 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.43, i64 4)
  %.49 = extractvalue { i64, i1 } %.47, 1
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !1

common.ret:                                       ; preds = %for.end, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end ], [ 1, %B0.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482860261824, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.48 = extractvalue { i64, i1 } %.47, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !96
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140482861754816, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  br i1 %niter398.ncmp.1, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1.us.us, !llvm.loop !103

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
  br i1 %epil.iter76.cmp.not, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil, !llvm.loop !104

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
  br i1 %niter425.ncmp.1, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us, !llvm.loop !103

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
  br i1 %epil.iter81.cmp.not, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil, !llvm.loop !105

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !106

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
  br i1 %exitcond.not.7, label %for.body.1.us.prol.1.preheader, label %for.body.1.us, !llvm.loop !103

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
  br i1 %prol.iter.cmp.1.not, label %for.body.1.us.prol.loopexit.1, label %for.body.1.us.prol.1, !llvm.loop !106

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
  br i1 %exitcond.not.7.1, label %for.end.1.loopexit.us.1, label %for.body.1.us.1, !llvm.loop !103

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
  br i1 %prol.iter.cmp.not.1, label %for.body.1.us.prol.loopexit.1112, label %for.body.1.us.prol.1111, !llvm.loop !106

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
  br i1 %exitcond.not.7.1123, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.1124, !llvm.loop !103

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
  br i1 %prol.iter.cmp.1.not.1, label %for.body.1.us.prol.loopexit.1.1, label %for.body.1.us.prol.1.1, !llvm.loop !106

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
  br i1 %exitcond.not.7.1.1, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1, !llvm.loop !103

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
  br i1 %prol.iter.cmp.not.2, label %for.body.1.us.prol.loopexit.2, label %for.body.1.us.prol.2, !llvm.loop !106

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
  br i1 %exitcond.not.7.2, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.2, !llvm.loop !103

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
  br i1 %prol.iter.cmp.1.not.2, label %for.body.1.us.prol.loopexit.1.2, label %for.body.1.us.prol.1.2, !llvm.loop !106

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
  br i1 %exitcond.not.7.1.2, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2, !llvm.loop !103

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
  br i1 %prol.iter.cmp.not.3, label %for.body.1.us.prol.loopexit.3, label %for.body.1.us.prol.3, !llvm.loop !106

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
  br i1 %exitcond.not.7.3, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.3, !llvm.loop !103

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
  br i1 %prol.iter.cmp.1.not.3, label %for.body.1.us.prol.loopexit.1.3, label %for.body.1.us.prol.1.3, !llvm.loop !106

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
  br i1 %exitcond.not.7.1.3, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3, !llvm.loop !103

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
  br i1 %prol.iter.cmp.not.epil.us, label %for.body.1.us.prol.1.epil.us.preheader, label %for.body.1.us.prol.epil87.us, !llvm.loop !106

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
  br i1 %prol.iter.cmp.1.not.epil.us, label %for.end.1.loopexit.us.1.epil.us, label %for.body.1.us.prol.1.epil.us, !llvm.loop !106

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
  br i1 %epil.iter104.cmp.not.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil86.us, !llvm.loop !107

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
  br i1 %prol.iter.cmp.not.epil, label %for.body.1.us.preheader76.epil, label %for.body.1.us.prol.epil87, !llvm.loop !108

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
  br i1 %exitcond.not.7.epil103, label %for.body.1.us.prol.1.epil.preheader, label %for.body.1.us.epil92, !llvm.loop !103

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
  br i1 %prol.iter.cmp.1.not.epil, label %for.body.1.us.1.preheader.epil, label %for.body.1.us.prol.1.epil, !llvm.loop !106

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
  br i1 %exitcond.not.7.1.epil, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.epil, !llvm.loop !103

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
  br i1 %epil.iter104.cmp.not, label %for.end.loopexit.unr-lcssa, label %scalar.ph, !llvm.loop !107

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
  %wide.load.epil54 = load <16 x float>, <16 x float>* %690, align 4, !alias.scope !109
  %sunkaddr2908 = mul i64 %index.epil53, 4
  %691 = bitcast float* %scevgep148 to i8*
  %sunkaddr2909 = getelementptr i8, i8* %691, i64 %sunkaddr2908
  %sunkaddr2910 = getelementptr i8, i8* %sunkaddr2909, i64 -1920
  %692 = bitcast i8* %sunkaddr2910 to <16 x float>*
  %wide.load39.epil55 = load <16 x float>, <16 x float>* %692, align 4, !alias.scope !109
  %sunkaddr2911 = mul i64 %index.epil53, 4
  %693 = bitcast float* %scevgep148 to i8*
  %sunkaddr2912 = getelementptr i8, i8* %693, i64 %sunkaddr2911
  %sunkaddr2913 = getelementptr i8, i8* %sunkaddr2912, i64 -1856
  %694 = bitcast i8* %sunkaddr2913 to <16 x float>*
  %wide.load40.epil56 = load <16 x float>, <16 x float>* %694, align 4, !alias.scope !109
  %sunkaddr2914 = mul i64 %index.epil53, 4
  %695 = bitcast float* %scevgep148 to i8*
  %sunkaddr2915 = getelementptr i8, i8* %695, i64 %sunkaddr2914
  %sunkaddr2916 = getelementptr i8, i8* %sunkaddr2915, i64 -1792
  %696 = bitcast i8* %sunkaddr2916 to <16 x float>*
  %wide.load41.epil57 = load <16 x float>, <16 x float>* %696, align 4, !alias.scope !109
  store <16 x float> %wide.load.epil54, <16 x float>* %lsr.iv245248, align 4, !alias.scope !112, !noalias !109
  %scevgep251 = getelementptr float, float* %lsr.iv245, i64 16
  %697 = bitcast float* %scevgep251 to <16 x float>*
  store <16 x float> %wide.load39.epil55, <16 x float>* %697, align 4, !alias.scope !112, !noalias !109
  %scevgep252 = getelementptr float, float* %lsr.iv245, i64 32
  %698 = bitcast float* %scevgep252 to <16 x float>*
  store <16 x float> %wide.load40.epil56, <16 x float>* %698, align 4, !alias.scope !112, !noalias !109
  %scevgep253 = getelementptr float, float* %lsr.iv245, i64 48
  %699 = bitcast float* %scevgep253 to <16 x float>*
  store <16 x float> %wide.load41.epil57, <16 x float>* %699, align 4, !alias.scope !112, !noalias !109
  %sunkaddr2917 = mul i64 %index.epil53, 4
  %700 = bitcast float* %scevgep148 to i8*
  %sunkaddr2918 = getelementptr i8, i8* %700, i64 %sunkaddr2917
  %sunkaddr2919 = getelementptr i8, i8* %sunkaddr2918, i64 -1728
  %701 = bitcast i8* %sunkaddr2919 to <16 x float>*
  %wide.load.1.epil = load <16 x float>, <16 x float>* %701, align 4, !alias.scope !109
  %sunkaddr2920 = mul i64 %index.epil53, 4
  %702 = bitcast float* %scevgep148 to i8*
  %sunkaddr2921 = getelementptr i8, i8* %702, i64 %sunkaddr2920
  %sunkaddr2922 = getelementptr i8, i8* %sunkaddr2921, i64 -1664
  %703 = bitcast i8* %sunkaddr2922 to <16 x float>*
  %wide.load39.1.epil = load <16 x float>, <16 x float>* %703, align 4, !alias.scope !109
  %sunkaddr2923 = mul i64 %index.epil53, 4
  %704 = bitcast float* %scevgep148 to i8*
  %sunkaddr2924 = getelementptr i8, i8* %704, i64 %sunkaddr2923
  %sunkaddr2925 = getelementptr i8, i8* %sunkaddr2924, i64 -1600
  %705 = bitcast i8* %sunkaddr2925 to <16 x float>*
  %wide.load40.1.epil = load <16 x float>, <16 x float>* %705, align 4, !alias.scope !109
  %sunkaddr2926 = mul i64 %index.epil53, 4
  %706 = bitcast float* %scevgep148 to i8*
  %sunkaddr2927 = getelementptr i8, i8* %706, i64 %sunkaddr2926
  %sunkaddr2928 = getelementptr i8, i8* %sunkaddr2927, i64 -1536
  %707 = bitcast i8* %sunkaddr2928 to <16 x float>*
  %wide.load41.1.epil = load <16 x float>, <16 x float>* %707, align 4, !alias.scope !109
  %uglygep25539 = getelementptr float, float* %lsr.iv245, i64 64
  %uglygep255256 = bitcast float* %uglygep25539 to <16 x float>*
  store <16 x float> %wide.load.1.epil, <16 x float>* %uglygep255256, align 4, !alias.scope !112, !noalias !109
  %scevgep25740 = getelementptr float, float* %lsr.iv245, i64 80
  %708 = bitcast float* %scevgep25740 to <16 x float>*
  store <16 x float> %wide.load39.1.epil, <16 x float>* %708, align 4, !alias.scope !112, !noalias !109
  %scevgep25841 = getelementptr float, float* %lsr.iv245, i64 96
  %709 = bitcast float* %scevgep25841 to <16 x float>*
  store <16 x float> %wide.load40.1.epil, <16 x float>* %709, align 4, !alias.scope !112, !noalias !109
  %scevgep25942 = getelementptr float, float* %lsr.iv245, i64 112
  %710 = bitcast float* %scevgep25942 to <16 x float>*
  store <16 x float> %wide.load41.1.epil, <16 x float>* %710, align 4, !alias.scope !112, !noalias !109
  %sunkaddr2929 = mul i64 %index.epil53, 4
  %711 = bitcast float* %scevgep148 to i8*
  %sunkaddr2930 = getelementptr i8, i8* %711, i64 %sunkaddr2929
  %sunkaddr2931 = getelementptr i8, i8* %sunkaddr2930, i64 -1472
  %712 = bitcast i8* %sunkaddr2931 to <16 x float>*
  %wide.load.2.epil = load <16 x float>, <16 x float>* %712, align 4, !alias.scope !109
  %sunkaddr2932 = mul i64 %index.epil53, 4
  %713 = bitcast float* %scevgep148 to i8*
  %sunkaddr2933 = getelementptr i8, i8* %713, i64 %sunkaddr2932
  %sunkaddr2934 = getelementptr i8, i8* %sunkaddr2933, i64 -1408
  %714 = bitcast i8* %sunkaddr2934 to <16 x float>*
  %wide.load39.2.epil = load <16 x float>, <16 x float>* %714, align 4, !alias.scope !109
  %sunkaddr2935 = mul i64 %index.epil53, 4
  %715 = bitcast float* %scevgep148 to i8*
  %sunkaddr2936 = getelementptr i8, i8* %715, i64 %sunkaddr2935
  %sunkaddr2937 = getelementptr i8, i8* %sunkaddr2936, i64 -1344
  %716 = bitcast i8* %sunkaddr2937 to <16 x float>*
  %wide.load40.2.epil = load <16 x float>, <16 x float>* %716, align 4, !alias.scope !109
  %sunkaddr2938 = mul i64 %index.epil53, 4
  %717 = bitcast float* %scevgep148 to i8*
  %sunkaddr2939 = getelementptr i8, i8* %717, i64 %sunkaddr2938
  %sunkaddr2940 = getelementptr i8, i8* %sunkaddr2939, i64 -1280
  %718 = bitcast i8* %sunkaddr2940 to <16 x float>*
  %wide.load41.2.epil = load <16 x float>, <16 x float>* %718, align 4, !alias.scope !109
  %uglygep26043 = getelementptr float, float* %lsr.iv245, i64 128
  %uglygep260261 = bitcast float* %uglygep26043 to <16 x float>*
  store <16 x float> %wide.load.2.epil, <16 x float>* %uglygep260261, align 4, !alias.scope !112, !noalias !109
  %scevgep26244 = getelementptr float, float* %lsr.iv245, i64 144
  %719 = bitcast float* %scevgep26244 to <16 x float>*
  store <16 x float> %wide.load39.2.epil, <16 x float>* %719, align 4, !alias.scope !112, !noalias !109
  %scevgep26345 = getelementptr float, float* %lsr.iv245, i64 160
  %720 = bitcast float* %scevgep26345 to <16 x float>*
  store <16 x float> %wide.load40.2.epil, <16 x float>* %720, align 4, !alias.scope !112, !noalias !109
  %scevgep26446 = getelementptr float, float* %lsr.iv245, i64 176
  %721 = bitcast float* %scevgep26446 to <16 x float>*
  store <16 x float> %wide.load41.2.epil, <16 x float>* %721, align 4, !alias.scope !112, !noalias !109
  %sunkaddr2941 = mul i64 %index.epil53, 4
  %722 = bitcast float* %scevgep148 to i8*
  %sunkaddr2942 = getelementptr i8, i8* %722, i64 %sunkaddr2941
  %sunkaddr2943 = getelementptr i8, i8* %sunkaddr2942, i64 -1216
  %723 = bitcast i8* %sunkaddr2943 to <16 x float>*
  %wide.load.3.epil = load <16 x float>, <16 x float>* %723, align 4, !alias.scope !109
  %sunkaddr2944 = mul i64 %index.epil53, 4
  %724 = bitcast float* %scevgep148 to i8*
  %sunkaddr2945 = getelementptr i8, i8* %724, i64 %sunkaddr2944
  %sunkaddr2946 = getelementptr i8, i8* %sunkaddr2945, i64 -1152
  %725 = bitcast i8* %sunkaddr2946 to <16 x float>*
  %wide.load39.3.epil = load <16 x float>, <16 x float>* %725, align 4, !alias.scope !109
  %sunkaddr2947 = mul i64 %index.epil53, 4
  %726 = bitcast float* %scevgep148 to i8*
  %sunkaddr2948 = getelementptr i8, i8* %726, i64 %sunkaddr2947
  %sunkaddr2949 = getelementptr i8, i8* %sunkaddr2948, i64 -1088
  %727 = bitcast i8* %sunkaddr2949 to <16 x float>*
  %wide.load40.3.epil = load <16 x float>, <16 x float>* %727, align 4, !alias.scope !109
  %sunkaddr2950 = mul i64 %index.epil53, 4
  %728 = bitcast float* %scevgep148 to i8*
  %sunkaddr2951 = getelementptr i8, i8* %728, i64 %sunkaddr2950
  %sunkaddr2952 = getelementptr i8, i8* %sunkaddr2951, i64 -1024
  %729 = bitcast i8* %sunkaddr2952 to <16 x float>*
  %wide.load41.3.epil = load <16 x float>, <16 x float>* %729, align 4, !alias.scope !109
  %uglygep26547 = getelementptr float, float* %lsr.iv245, i64 192
  %uglygep265266 = bitcast float* %uglygep26547 to <16 x float>*
  store <16 x float> %wide.load.3.epil, <16 x float>* %uglygep265266, align 4, !alias.scope !112, !noalias !109
  %scevgep26748 = getelementptr float, float* %lsr.iv245, i64 208
  %730 = bitcast float* %scevgep26748 to <16 x float>*
  store <16 x float> %wide.load39.3.epil, <16 x float>* %730, align 4, !alias.scope !112, !noalias !109
  %scevgep26849 = getelementptr float, float* %lsr.iv245, i64 224
  %731 = bitcast float* %scevgep26849 to <16 x float>*
  store <16 x float> %wide.load40.3.epil, <16 x float>* %731, align 4, !alias.scope !112, !noalias !109
  %scevgep26950 = getelementptr float, float* %lsr.iv245, i64 240
  %732 = bitcast float* %scevgep26950 to <16 x float>*
  store <16 x float> %wide.load41.3.epil, <16 x float>* %732, align 4, !alias.scope !112, !noalias !109
  %sunkaddr2953 = mul i64 %index.epil53, 4
  %733 = bitcast float* %scevgep148 to i8*
  %sunkaddr2954 = getelementptr i8, i8* %733, i64 %sunkaddr2953
  %sunkaddr2955 = getelementptr i8, i8* %sunkaddr2954, i64 -960
  %734 = bitcast i8* %sunkaddr2955 to <16 x float>*
  %wide.load.4.epil = load <16 x float>, <16 x float>* %734, align 4, !alias.scope !109
  %sunkaddr2956 = mul i64 %index.epil53, 4
  %735 = bitcast float* %scevgep148 to i8*
  %sunkaddr2957 = getelementptr i8, i8* %735, i64 %sunkaddr2956
  %sunkaddr2958 = getelementptr i8, i8* %sunkaddr2957, i64 -896
  %736 = bitcast i8* %sunkaddr2958 to <16 x float>*
  %wide.load39.4.epil = load <16 x float>, <16 x float>* %736, align 4, !alias.scope !109
  %sunkaddr2959 = mul i64 %index.epil53, 4
  %737 = bitcast float* %scevgep148 to i8*
  %sunkaddr2960 = getelementptr i8, i8* %737, i64 %sunkaddr2959
  %sunkaddr2961 = getelementptr i8, i8* %sunkaddr2960, i64 -832
  %738 = bitcast i8* %sunkaddr2961 to <16 x float>*
  %wide.load40.4.epil = load <16 x float>, <16 x float>* %738, align 4, !alias.scope !109
  %sunkaddr2962 = mul i64 %index.epil53, 4
  %739 = bitcast float* %scevgep148 to i8*
  %sunkaddr2963 = getelementptr i8, i8* %739, i64 %sunkaddr2962
  %sunkaddr2964 = getelementptr i8, i8* %sunkaddr2963, i64 -768
  %740 = bitcast i8* %sunkaddr2964 to <16 x float>*
  %wide.load41.4.epil = load <16 x float>, <16 x float>* %740, align 4, !alias.scope !109
  %uglygep27051 = getelementptr float, float* %lsr.iv245, i64 256
  %uglygep270271 = bitcast float* %uglygep27051 to <16 x float>*
  store <16 x float> %wide.load.4.epil, <16 x float>* %uglygep270271, align 4, !alias.scope !112, !noalias !109
  %scevgep27252 = getelementptr float, float* %lsr.iv245, i64 272
  %741 = bitcast float* %scevgep27252 to <16 x float>*
  store <16 x float> %wide.load39.4.epil, <16 x float>* %741, align 4, !alias.scope !112, !noalias !109
  %scevgep27353 = getelementptr float, float* %lsr.iv245, i64 288
  %742 = bitcast float* %scevgep27353 to <16 x float>*
  store <16 x float> %wide.load40.4.epil, <16 x float>* %742, align 4, !alias.scope !112, !noalias !109
  %scevgep27454 = getelementptr float, float* %lsr.iv245, i64 304
  %743 = bitcast float* %scevgep27454 to <16 x float>*
  store <16 x float> %wide.load41.4.epil, <16 x float>* %743, align 4, !alias.scope !112, !noalias !109
  %sunkaddr2965 = mul i64 %index.epil53, 4
  %744 = bitcast float* %scevgep148 to i8*
  %sunkaddr2966 = getelementptr i8, i8* %744, i64 %sunkaddr2965
  %sunkaddr2967 = getelementptr i8, i8* %sunkaddr2966, i64 -704
  %745 = bitcast i8* %sunkaddr2967 to <16 x float>*
  %wide.load.5.epil = load <16 x float>, <16 x float>* %745, align 4, !alias.scope !109
  %sunkaddr2968 = mul i64 %index.epil53, 4
  %746 = bitcast float* %scevgep148 to i8*
  %sunkaddr2969 = getelementptr i8, i8* %746, i64 %sunkaddr2968
  %sunkaddr2970 = getelementptr i8, i8* %sunkaddr2969, i64 -640
  %747 = bitcast i8* %sunkaddr2970 to <16 x float>*
  %wide.load39.5.epil = load <16 x float>, <16 x float>* %747, align 4, !alias.scope !109
  %sunkaddr2971 = mul i64 %index.epil53, 4
  %748 = bitcast float* %scevgep148 to i8*
  %sunkaddr2972 = getelementptr i8, i8* %748, i64 %sunkaddr2971
  %sunkaddr2973 = getelementptr i8, i8* %sunkaddr2972, i64 -576
  %749 = bitcast i8* %sunkaddr2973 to <16 x float>*
  %wide.load40.5.epil = load <16 x float>, <16 x float>* %749, align 4, !alias.scope !109
  %sunkaddr2974 = mul i64 %index.epil53, 4
  %750 = bitcast float* %scevgep148 to i8*
  %sunkaddr2975 = getelementptr i8, i8* %750, i64 %sunkaddr2974
  %sunkaddr2976 = getelementptr i8, i8* %sunkaddr2975, i64 -512
  %751 = bitcast i8* %sunkaddr2976 to <16 x float>*
  %wide.load41.5.epil = load <16 x float>, <16 x float>* %751, align 4, !alias.scope !109
  %uglygep27555 = getelementptr float, float* %lsr.iv245, i64 320
  %uglygep275276 = bitcast float* %uglygep27555 to <16 x float>*
  store <16 x float> %wide.load.5.epil, <16 x float>* %uglygep275276, align 4, !alias.scope !112, !noalias !109
  %scevgep27756 = getelementptr float, float* %lsr.iv245, i64 336
  %752 = bitcast float* %scevgep27756 to <16 x float>*
  store <16 x float> %wide.load39.5.epil, <16 x float>* %752, align 4, !alias.scope !112, !noalias !109
  %scevgep27857 = getelementptr float, float* %lsr.iv245, i64 352
  %753 = bitcast float* %scevgep27857 to <16 x float>*
  store <16 x float> %wide.load40.5.epil, <16 x float>* %753, align 4, !alias.scope !112, !noalias !109
  %scevgep27958 = getelementptr float, float* %lsr.iv245, i64 368
  %754 = bitcast float* %scevgep27958 to <16 x float>*
  store <16 x float> %wide.load41.5.epil, <16 x float>* %754, align 4, !alias.scope !112, !noalias !109
  %sunkaddr2977 = mul i64 %index.epil53, 4
  %755 = bitcast float* %scevgep148 to i8*
  %sunkaddr2978 = getelementptr i8, i8* %755, i64 %sunkaddr2977
  %sunkaddr2979 = getelementptr i8, i8* %sunkaddr2978, i64 -448
  %756 = bitcast i8* %sunkaddr2979 to <16 x float>*
  %wide.load.6.epil = load <16 x float>, <16 x float>* %756, align 4, !alias.scope !109
  %sunkaddr2980 = mul i64 %index.epil53, 4
  %757 = bitcast float* %scevgep148 to i8*
  %sunkaddr2981 = getelementptr i8, i8* %757, i64 %sunkaddr2980
  %sunkaddr2982 = getelementptr i8, i8* %sunkaddr2981, i64 -384
  %758 = bitcast i8* %sunkaddr2982 to <16 x float>*
  %wide.load39.6.epil = load <16 x float>, <16 x float>* %758, align 4, !alias.scope !109
  %sunkaddr2983 = mul i64 %index.epil53, 4
  %759 = bitcast float* %scevgep148 to i8*
  %sunkaddr2984 = getelementptr i8, i8* %759, i64 %sunkaddr2983
  %sunkaddr2985 = getelementptr i8, i8* %sunkaddr2984, i64 -320
  %760 = bitcast i8* %sunkaddr2985 to <16 x float>*
  %wide.load40.6.epil = load <16 x float>, <16 x float>* %760, align 4, !alias.scope !109
  %sunkaddr2986 = mul i64 %index.epil53, 4
  %761 = bitcast float* %scevgep148 to i8*
  %sunkaddr2987 = getelementptr i8, i8* %761, i64 %sunkaddr2986
  %sunkaddr2988 = getelementptr i8, i8* %sunkaddr2987, i64 -256
  %762 = bitcast i8* %sunkaddr2988 to <16 x float>*
  %wide.load41.6.epil = load <16 x float>, <16 x float>* %762, align 4, !alias.scope !109
  %uglygep28059 = getelementptr float, float* %lsr.iv245, i64 384
  %uglygep280281 = bitcast float* %uglygep28059 to <16 x float>*
  store <16 x float> %wide.load.6.epil, <16 x float>* %uglygep280281, align 4, !alias.scope !112, !noalias !109
  %scevgep28260 = getelementptr float, float* %lsr.iv245, i64 400
  %763 = bitcast float* %scevgep28260 to <16 x float>*
  store <16 x float> %wide.load39.6.epil, <16 x float>* %763, align 4, !alias.scope !112, !noalias !109
  %scevgep28361 = getelementptr float, float* %lsr.iv245, i64 416
  %764 = bitcast float* %scevgep28361 to <16 x float>*
  store <16 x float> %wide.load40.6.epil, <16 x float>* %764, align 4, !alias.scope !112, !noalias !109
  %scevgep28462 = getelementptr float, float* %lsr.iv245, i64 432
  %765 = bitcast float* %scevgep28462 to <16 x float>*
  store <16 x float> %wide.load41.6.epil, <16 x float>* %765, align 4, !alias.scope !112, !noalias !109
  %sunkaddr2989 = mul i64 %index.epil53, 4
  %766 = bitcast float* %scevgep148 to i8*
  %sunkaddr2990 = getelementptr i8, i8* %766, i64 %sunkaddr2989
  %sunkaddr2991 = getelementptr i8, i8* %sunkaddr2990, i64 -192
  %767 = bitcast i8* %sunkaddr2991 to <16 x float>*
  %wide.load.7.epil = load <16 x float>, <16 x float>* %767, align 4, !alias.scope !109
  %sunkaddr2992 = mul i64 %index.epil53, 4
  %768 = bitcast float* %scevgep148 to i8*
  %sunkaddr2993 = getelementptr i8, i8* %768, i64 %sunkaddr2992
  %sunkaddr2994 = getelementptr i8, i8* %sunkaddr2993, i64 -128
  %769 = bitcast i8* %sunkaddr2994 to <16 x float>*
  %wide.load39.7.epil = load <16 x float>, <16 x float>* %769, align 4, !alias.scope !109
  %sunkaddr2995 = mul i64 %index.epil53, 4
  %770 = bitcast float* %scevgep148 to i8*
  %sunkaddr2996 = getelementptr i8, i8* %770, i64 %sunkaddr2995
  %sunkaddr2997 = getelementptr i8, i8* %sunkaddr2996, i64 -64
  %771 = bitcast i8* %sunkaddr2997 to <16 x float>*
  %wide.load40.7.epil = load <16 x float>, <16 x float>* %771, align 4, !alias.scope !109
  %scevgep221 = getelementptr float, float* %scevgep148, i64 %index.epil53
  %scevgep221222 = bitcast float* %scevgep221 to <16 x float>*
  %wide.load41.7.epil = load <16 x float>, <16 x float>* %scevgep221222, align 4, !alias.scope !109
  %uglygep28563 = getelementptr float, float* %lsr.iv245, i64 448
  %uglygep285286 = bitcast float* %uglygep28563 to <16 x float>*
  store <16 x float> %wide.load.7.epil, <16 x float>* %uglygep285286, align 4, !alias.scope !112, !noalias !109
  %scevgep28764 = getelementptr float, float* %lsr.iv245, i64 464
  %772 = bitcast float* %scevgep28764 to <16 x float>*
  store <16 x float> %wide.load39.7.epil, <16 x float>* %772, align 4, !alias.scope !112, !noalias !109
  %scevgep28865 = getelementptr float, float* %lsr.iv245, i64 480
  %773 = bitcast float* %scevgep28865 to <16 x float>*
  store <16 x float> %wide.load40.7.epil, <16 x float>* %773, align 4, !alias.scope !112, !noalias !109
  %scevgep28966 = getelementptr float, float* %lsr.iv245, i64 496
  %774 = bitcast float* %scevgep28966 to <16 x float>*
  store <16 x float> %wide.load41.7.epil, <16 x float>* %774, align 4, !alias.scope !112, !noalias !109
  %index.next.7.epil = or i64 %index.epil53, 512
  %scevgep24719 = getelementptr float, float* %lsr.iv245, i64 512
  %lsr.iv245248.1 = bitcast float* %scevgep24719 to <16 x float>*
  %scevgep243.1 = getelementptr float, float* %scevgep34.epil, i64 %index.next.7.epil
  %775 = bitcast float* %scevgep243.1 to <16 x float>*
  %wide.load.epil54.1 = load <16 x float>, <16 x float>* %775, align 4, !alias.scope !109
  %sunkaddr2998 = mul i64 %index.next.7.epil, 4
  %776 = bitcast float* %scevgep148 to i8*
  %sunkaddr2999 = getelementptr i8, i8* %776, i64 %sunkaddr2998
  %sunkaddr3000 = getelementptr i8, i8* %sunkaddr2999, i64 -1920
  %777 = bitcast i8* %sunkaddr3000 to <16 x float>*
  %wide.load39.epil55.1 = load <16 x float>, <16 x float>* %777, align 4, !alias.scope !109
  %sunkaddr3001 = mul i64 %index.next.7.epil, 4
  %778 = bitcast float* %scevgep148 to i8*
  %sunkaddr3002 = getelementptr i8, i8* %778, i64 %sunkaddr3001
  %sunkaddr3003 = getelementptr i8, i8* %sunkaddr3002, i64 -1856
  %779 = bitcast i8* %sunkaddr3003 to <16 x float>*
  %wide.load40.epil56.1 = load <16 x float>, <16 x float>* %779, align 4, !alias.scope !109
  %sunkaddr3004 = mul i64 %index.next.7.epil, 4
  %780 = bitcast float* %scevgep148 to i8*
  %sunkaddr3005 = getelementptr i8, i8* %780, i64 %sunkaddr3004
  %sunkaddr3006 = getelementptr i8, i8* %sunkaddr3005, i64 -1792
  %781 = bitcast i8* %sunkaddr3006 to <16 x float>*
  %wide.load41.epil57.1 = load <16 x float>, <16 x float>* %781, align 4, !alias.scope !109
  store <16 x float> %wide.load.epil54.1, <16 x float>* %lsr.iv245248.1, align 4, !alias.scope !112, !noalias !109
  %scevgep251.1 = getelementptr float, float* %lsr.iv245, i64 528
  %782 = bitcast float* %scevgep251.1 to <16 x float>*
  store <16 x float> %wide.load39.epil55.1, <16 x float>* %782, align 4, !alias.scope !112, !noalias !109
  %scevgep252.1 = getelementptr float, float* %lsr.iv245, i64 544
  %783 = bitcast float* %scevgep252.1 to <16 x float>*
  store <16 x float> %wide.load40.epil56.1, <16 x float>* %783, align 4, !alias.scope !112, !noalias !109
  %scevgep253.1 = getelementptr float, float* %lsr.iv245, i64 560
  %784 = bitcast float* %scevgep253.1 to <16 x float>*
  store <16 x float> %wide.load41.epil57.1, <16 x float>* %784, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3007 = mul i64 %index.next.7.epil, 4
  %785 = bitcast float* %scevgep148 to i8*
  %sunkaddr3008 = getelementptr i8, i8* %785, i64 %sunkaddr3007
  %sunkaddr3009 = getelementptr i8, i8* %sunkaddr3008, i64 -1728
  %786 = bitcast i8* %sunkaddr3009 to <16 x float>*
  %wide.load.1.epil.1 = load <16 x float>, <16 x float>* %786, align 4, !alias.scope !109
  %sunkaddr3010 = mul i64 %index.next.7.epil, 4
  %787 = bitcast float* %scevgep148 to i8*
  %sunkaddr3011 = getelementptr i8, i8* %787, i64 %sunkaddr3010
  %sunkaddr3012 = getelementptr i8, i8* %sunkaddr3011, i64 -1664
  %788 = bitcast i8* %sunkaddr3012 to <16 x float>*
  %wide.load39.1.epil.1 = load <16 x float>, <16 x float>* %788, align 4, !alias.scope !109
  %sunkaddr3013 = mul i64 %index.next.7.epil, 4
  %789 = bitcast float* %scevgep148 to i8*
  %sunkaddr3014 = getelementptr i8, i8* %789, i64 %sunkaddr3013
  %sunkaddr3015 = getelementptr i8, i8* %sunkaddr3014, i64 -1600
  %790 = bitcast i8* %sunkaddr3015 to <16 x float>*
  %wide.load40.1.epil.1 = load <16 x float>, <16 x float>* %790, align 4, !alias.scope !109
  %sunkaddr3016 = mul i64 %index.next.7.epil, 4
  %791 = bitcast float* %scevgep148 to i8*
  %sunkaddr3017 = getelementptr i8, i8* %791, i64 %sunkaddr3016
  %sunkaddr3018 = getelementptr i8, i8* %sunkaddr3017, i64 -1536
  %792 = bitcast i8* %sunkaddr3018 to <16 x float>*
  %wide.load41.1.epil.1 = load <16 x float>, <16 x float>* %792, align 4, !alias.scope !109
  %uglygep25539.1 = getelementptr float, float* %lsr.iv245, i64 576
  %uglygep255256.1 = bitcast float* %uglygep25539.1 to <16 x float>*
  store <16 x float> %wide.load.1.epil.1, <16 x float>* %uglygep255256.1, align 4, !alias.scope !112, !noalias !109
  %scevgep25740.1 = getelementptr float, float* %lsr.iv245, i64 592
  %793 = bitcast float* %scevgep25740.1 to <16 x float>*
  store <16 x float> %wide.load39.1.epil.1, <16 x float>* %793, align 4, !alias.scope !112, !noalias !109
  %scevgep25841.1 = getelementptr float, float* %lsr.iv245, i64 608
  %794 = bitcast float* %scevgep25841.1 to <16 x float>*
  store <16 x float> %wide.load40.1.epil.1, <16 x float>* %794, align 4, !alias.scope !112, !noalias !109
  %scevgep25942.1 = getelementptr float, float* %lsr.iv245, i64 624
  %795 = bitcast float* %scevgep25942.1 to <16 x float>*
  store <16 x float> %wide.load41.1.epil.1, <16 x float>* %795, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3019 = mul i64 %index.next.7.epil, 4
  %796 = bitcast float* %scevgep148 to i8*
  %sunkaddr3020 = getelementptr i8, i8* %796, i64 %sunkaddr3019
  %sunkaddr3021 = getelementptr i8, i8* %sunkaddr3020, i64 -1472
  %797 = bitcast i8* %sunkaddr3021 to <16 x float>*
  %wide.load.2.epil.1 = load <16 x float>, <16 x float>* %797, align 4, !alias.scope !109
  %sunkaddr3022 = mul i64 %index.next.7.epil, 4
  %798 = bitcast float* %scevgep148 to i8*
  %sunkaddr3023 = getelementptr i8, i8* %798, i64 %sunkaddr3022
  %sunkaddr3024 = getelementptr i8, i8* %sunkaddr3023, i64 -1408
  %799 = bitcast i8* %sunkaddr3024 to <16 x float>*
  %wide.load39.2.epil.1 = load <16 x float>, <16 x float>* %799, align 4, !alias.scope !109
  %sunkaddr3025 = mul i64 %index.next.7.epil, 4
  %800 = bitcast float* %scevgep148 to i8*
  %sunkaddr3026 = getelementptr i8, i8* %800, i64 %sunkaddr3025
  %sunkaddr3027 = getelementptr i8, i8* %sunkaddr3026, i64 -1344
  %801 = bitcast i8* %sunkaddr3027 to <16 x float>*
  %wide.load40.2.epil.1 = load <16 x float>, <16 x float>* %801, align 4, !alias.scope !109
  %sunkaddr3028 = mul i64 %index.next.7.epil, 4
  %802 = bitcast float* %scevgep148 to i8*
  %sunkaddr3029 = getelementptr i8, i8* %802, i64 %sunkaddr3028
  %sunkaddr3030 = getelementptr i8, i8* %sunkaddr3029, i64 -1280
  %803 = bitcast i8* %sunkaddr3030 to <16 x float>*
  %wide.load41.2.epil.1 = load <16 x float>, <16 x float>* %803, align 4, !alias.scope !109
  %uglygep26043.1 = getelementptr float, float* %lsr.iv245, i64 640
  %uglygep260261.1 = bitcast float* %uglygep26043.1 to <16 x float>*
  store <16 x float> %wide.load.2.epil.1, <16 x float>* %uglygep260261.1, align 4, !alias.scope !112, !noalias !109
  %scevgep26244.1 = getelementptr float, float* %lsr.iv245, i64 656
  %804 = bitcast float* %scevgep26244.1 to <16 x float>*
  store <16 x float> %wide.load39.2.epil.1, <16 x float>* %804, align 4, !alias.scope !112, !noalias !109
  %scevgep26345.1 = getelementptr float, float* %lsr.iv245, i64 672
  %805 = bitcast float* %scevgep26345.1 to <16 x float>*
  store <16 x float> %wide.load40.2.epil.1, <16 x float>* %805, align 4, !alias.scope !112, !noalias !109
  %scevgep26446.1 = getelementptr float, float* %lsr.iv245, i64 688
  %806 = bitcast float* %scevgep26446.1 to <16 x float>*
  store <16 x float> %wide.load41.2.epil.1, <16 x float>* %806, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3031 = mul i64 %index.next.7.epil, 4
  %807 = bitcast float* %scevgep148 to i8*
  %sunkaddr3032 = getelementptr i8, i8* %807, i64 %sunkaddr3031
  %sunkaddr3033 = getelementptr i8, i8* %sunkaddr3032, i64 -1216
  %808 = bitcast i8* %sunkaddr3033 to <16 x float>*
  %wide.load.3.epil.1 = load <16 x float>, <16 x float>* %808, align 4, !alias.scope !109
  %sunkaddr3034 = mul i64 %index.next.7.epil, 4
  %809 = bitcast float* %scevgep148 to i8*
  %sunkaddr3035 = getelementptr i8, i8* %809, i64 %sunkaddr3034
  %sunkaddr3036 = getelementptr i8, i8* %sunkaddr3035, i64 -1152
  %810 = bitcast i8* %sunkaddr3036 to <16 x float>*
  %wide.load39.3.epil.1 = load <16 x float>, <16 x float>* %810, align 4, !alias.scope !109
  %sunkaddr3037 = mul i64 %index.next.7.epil, 4
  %811 = bitcast float* %scevgep148 to i8*
  %sunkaddr3038 = getelementptr i8, i8* %811, i64 %sunkaddr3037
  %sunkaddr3039 = getelementptr i8, i8* %sunkaddr3038, i64 -1088
  %812 = bitcast i8* %sunkaddr3039 to <16 x float>*
  %wide.load40.3.epil.1 = load <16 x float>, <16 x float>* %812, align 4, !alias.scope !109
  %sunkaddr3040 = mul i64 %index.next.7.epil, 4
  %813 = bitcast float* %scevgep148 to i8*
  %sunkaddr3041 = getelementptr i8, i8* %813, i64 %sunkaddr3040
  %sunkaddr3042 = getelementptr i8, i8* %sunkaddr3041, i64 -1024
  %814 = bitcast i8* %sunkaddr3042 to <16 x float>*
  %wide.load41.3.epil.1 = load <16 x float>, <16 x float>* %814, align 4, !alias.scope !109
  %uglygep26547.1 = getelementptr float, float* %lsr.iv245, i64 704
  %uglygep265266.1 = bitcast float* %uglygep26547.1 to <16 x float>*
  store <16 x float> %wide.load.3.epil.1, <16 x float>* %uglygep265266.1, align 4, !alias.scope !112, !noalias !109
  %scevgep26748.1 = getelementptr float, float* %lsr.iv245, i64 720
  %815 = bitcast float* %scevgep26748.1 to <16 x float>*
  store <16 x float> %wide.load39.3.epil.1, <16 x float>* %815, align 4, !alias.scope !112, !noalias !109
  %scevgep26849.1 = getelementptr float, float* %lsr.iv245, i64 736
  %816 = bitcast float* %scevgep26849.1 to <16 x float>*
  store <16 x float> %wide.load40.3.epil.1, <16 x float>* %816, align 4, !alias.scope !112, !noalias !109
  %scevgep26950.1 = getelementptr float, float* %lsr.iv245, i64 752
  %817 = bitcast float* %scevgep26950.1 to <16 x float>*
  store <16 x float> %wide.load41.3.epil.1, <16 x float>* %817, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3043 = mul i64 %index.next.7.epil, 4
  %818 = bitcast float* %scevgep148 to i8*
  %sunkaddr3044 = getelementptr i8, i8* %818, i64 %sunkaddr3043
  %sunkaddr3045 = getelementptr i8, i8* %sunkaddr3044, i64 -960
  %819 = bitcast i8* %sunkaddr3045 to <16 x float>*
  %wide.load.4.epil.1 = load <16 x float>, <16 x float>* %819, align 4, !alias.scope !109
  %sunkaddr3046 = mul i64 %index.next.7.epil, 4
  %820 = bitcast float* %scevgep148 to i8*
  %sunkaddr3047 = getelementptr i8, i8* %820, i64 %sunkaddr3046
  %sunkaddr3048 = getelementptr i8, i8* %sunkaddr3047, i64 -896
  %821 = bitcast i8* %sunkaddr3048 to <16 x float>*
  %wide.load39.4.epil.1 = load <16 x float>, <16 x float>* %821, align 4, !alias.scope !109
  %sunkaddr3049 = mul i64 %index.next.7.epil, 4
  %822 = bitcast float* %scevgep148 to i8*
  %sunkaddr3050 = getelementptr i8, i8* %822, i64 %sunkaddr3049
  %sunkaddr3051 = getelementptr i8, i8* %sunkaddr3050, i64 -832
  %823 = bitcast i8* %sunkaddr3051 to <16 x float>*
  %wide.load40.4.epil.1 = load <16 x float>, <16 x float>* %823, align 4, !alias.scope !109
  %sunkaddr3052 = mul i64 %index.next.7.epil, 4
  %824 = bitcast float* %scevgep148 to i8*
  %sunkaddr3053 = getelementptr i8, i8* %824, i64 %sunkaddr3052
  %sunkaddr3054 = getelementptr i8, i8* %sunkaddr3053, i64 -768
  %825 = bitcast i8* %sunkaddr3054 to <16 x float>*
  %wide.load41.4.epil.1 = load <16 x float>, <16 x float>* %825, align 4, !alias.scope !109
  %uglygep27051.1 = getelementptr float, float* %lsr.iv245, i64 768
  %uglygep270271.1 = bitcast float* %uglygep27051.1 to <16 x float>*
  store <16 x float> %wide.load.4.epil.1, <16 x float>* %uglygep270271.1, align 4, !alias.scope !112, !noalias !109
  %scevgep27252.1 = getelementptr float, float* %lsr.iv245, i64 784
  %826 = bitcast float* %scevgep27252.1 to <16 x float>*
  store <16 x float> %wide.load39.4.epil.1, <16 x float>* %826, align 4, !alias.scope !112, !noalias !109
  %scevgep27353.1 = getelementptr float, float* %lsr.iv245, i64 800
  %827 = bitcast float* %scevgep27353.1 to <16 x float>*
  store <16 x float> %wide.load40.4.epil.1, <16 x float>* %827, align 4, !alias.scope !112, !noalias !109
  %scevgep27454.1 = getelementptr float, float* %lsr.iv245, i64 816
  %828 = bitcast float* %scevgep27454.1 to <16 x float>*
  store <16 x float> %wide.load41.4.epil.1, <16 x float>* %828, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3055 = mul i64 %index.next.7.epil, 4
  %829 = bitcast float* %scevgep148 to i8*
  %sunkaddr3056 = getelementptr i8, i8* %829, i64 %sunkaddr3055
  %sunkaddr3057 = getelementptr i8, i8* %sunkaddr3056, i64 -704
  %830 = bitcast i8* %sunkaddr3057 to <16 x float>*
  %wide.load.5.epil.1 = load <16 x float>, <16 x float>* %830, align 4, !alias.scope !109
  %sunkaddr3058 = mul i64 %index.next.7.epil, 4
  %831 = bitcast float* %scevgep148 to i8*
  %sunkaddr3059 = getelementptr i8, i8* %831, i64 %sunkaddr3058
  %sunkaddr3060 = getelementptr i8, i8* %sunkaddr3059, i64 -640
  %832 = bitcast i8* %sunkaddr3060 to <16 x float>*
  %wide.load39.5.epil.1 = load <16 x float>, <16 x float>* %832, align 4, !alias.scope !109
  %sunkaddr3061 = mul i64 %index.next.7.epil, 4
  %833 = bitcast float* %scevgep148 to i8*
  %sunkaddr3062 = getelementptr i8, i8* %833, i64 %sunkaddr3061
  %sunkaddr3063 = getelementptr i8, i8* %sunkaddr3062, i64 -576
  %834 = bitcast i8* %sunkaddr3063 to <16 x float>*
  %wide.load40.5.epil.1 = load <16 x float>, <16 x float>* %834, align 4, !alias.scope !109
  %sunkaddr3064 = mul i64 %index.next.7.epil, 4
  %835 = bitcast float* %scevgep148 to i8*
  %sunkaddr3065 = getelementptr i8, i8* %835, i64 %sunkaddr3064
  %sunkaddr3066 = getelementptr i8, i8* %sunkaddr3065, i64 -512
  %836 = bitcast i8* %sunkaddr3066 to <16 x float>*
  %wide.load41.5.epil.1 = load <16 x float>, <16 x float>* %836, align 4, !alias.scope !109
  %uglygep27555.1 = getelementptr float, float* %lsr.iv245, i64 832
  %uglygep275276.1 = bitcast float* %uglygep27555.1 to <16 x float>*
  store <16 x float> %wide.load.5.epil.1, <16 x float>* %uglygep275276.1, align 4, !alias.scope !112, !noalias !109
  %scevgep27756.1 = getelementptr float, float* %lsr.iv245, i64 848
  %837 = bitcast float* %scevgep27756.1 to <16 x float>*
  store <16 x float> %wide.load39.5.epil.1, <16 x float>* %837, align 4, !alias.scope !112, !noalias !109
  %scevgep27857.1 = getelementptr float, float* %lsr.iv245, i64 864
  %838 = bitcast float* %scevgep27857.1 to <16 x float>*
  store <16 x float> %wide.load40.5.epil.1, <16 x float>* %838, align 4, !alias.scope !112, !noalias !109
  %scevgep27958.1 = getelementptr float, float* %lsr.iv245, i64 880
  %839 = bitcast float* %scevgep27958.1 to <16 x float>*
  store <16 x float> %wide.load41.5.epil.1, <16 x float>* %839, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3067 = mul i64 %index.next.7.epil, 4
  %840 = bitcast float* %scevgep148 to i8*
  %sunkaddr3068 = getelementptr i8, i8* %840, i64 %sunkaddr3067
  %sunkaddr3069 = getelementptr i8, i8* %sunkaddr3068, i64 -448
  %841 = bitcast i8* %sunkaddr3069 to <16 x float>*
  %wide.load.6.epil.1 = load <16 x float>, <16 x float>* %841, align 4, !alias.scope !109
  %sunkaddr3070 = mul i64 %index.next.7.epil, 4
  %842 = bitcast float* %scevgep148 to i8*
  %sunkaddr3071 = getelementptr i8, i8* %842, i64 %sunkaddr3070
  %sunkaddr3072 = getelementptr i8, i8* %sunkaddr3071, i64 -384
  %843 = bitcast i8* %sunkaddr3072 to <16 x float>*
  %wide.load39.6.epil.1 = load <16 x float>, <16 x float>* %843, align 4, !alias.scope !109
  %sunkaddr3073 = mul i64 %index.next.7.epil, 4
  %844 = bitcast float* %scevgep148 to i8*
  %sunkaddr3074 = getelementptr i8, i8* %844, i64 %sunkaddr3073
  %sunkaddr3075 = getelementptr i8, i8* %sunkaddr3074, i64 -320
  %845 = bitcast i8* %sunkaddr3075 to <16 x float>*
  %wide.load40.6.epil.1 = load <16 x float>, <16 x float>* %845, align 4, !alias.scope !109
  %sunkaddr3076 = mul i64 %index.next.7.epil, 4
  %846 = bitcast float* %scevgep148 to i8*
  %sunkaddr3077 = getelementptr i8, i8* %846, i64 %sunkaddr3076
  %sunkaddr3078 = getelementptr i8, i8* %sunkaddr3077, i64 -256
  %847 = bitcast i8* %sunkaddr3078 to <16 x float>*
  %wide.load41.6.epil.1 = load <16 x float>, <16 x float>* %847, align 4, !alias.scope !109
  %uglygep28059.1 = getelementptr float, float* %lsr.iv245, i64 896
  %uglygep280281.1 = bitcast float* %uglygep28059.1 to <16 x float>*
  store <16 x float> %wide.load.6.epil.1, <16 x float>* %uglygep280281.1, align 4, !alias.scope !112, !noalias !109
  %scevgep28260.1 = getelementptr float, float* %lsr.iv245, i64 912
  %848 = bitcast float* %scevgep28260.1 to <16 x float>*
  store <16 x float> %wide.load39.6.epil.1, <16 x float>* %848, align 4, !alias.scope !112, !noalias !109
  %scevgep28361.1 = getelementptr float, float* %lsr.iv245, i64 928
  %849 = bitcast float* %scevgep28361.1 to <16 x float>*
  store <16 x float> %wide.load40.6.epil.1, <16 x float>* %849, align 4, !alias.scope !112, !noalias !109
  %scevgep28462.1 = getelementptr float, float* %lsr.iv245, i64 944
  %850 = bitcast float* %scevgep28462.1 to <16 x float>*
  store <16 x float> %wide.load41.6.epil.1, <16 x float>* %850, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3079 = mul i64 %index.next.7.epil, 4
  %851 = bitcast float* %scevgep148 to i8*
  %sunkaddr3080 = getelementptr i8, i8* %851, i64 %sunkaddr3079
  %sunkaddr3081 = getelementptr i8, i8* %sunkaddr3080, i64 -192
  %852 = bitcast i8* %sunkaddr3081 to <16 x float>*
  %wide.load.7.epil.1 = load <16 x float>, <16 x float>* %852, align 4, !alias.scope !109
  %sunkaddr3082 = mul i64 %index.next.7.epil, 4
  %853 = bitcast float* %scevgep148 to i8*
  %sunkaddr3083 = getelementptr i8, i8* %853, i64 %sunkaddr3082
  %sunkaddr3084 = getelementptr i8, i8* %sunkaddr3083, i64 -128
  %854 = bitcast i8* %sunkaddr3084 to <16 x float>*
  %wide.load39.7.epil.1 = load <16 x float>, <16 x float>* %854, align 4, !alias.scope !109
  %sunkaddr3085 = mul i64 %index.next.7.epil, 4
  %855 = bitcast float* %scevgep148 to i8*
  %sunkaddr3086 = getelementptr i8, i8* %855, i64 %sunkaddr3085
  %sunkaddr3087 = getelementptr i8, i8* %sunkaddr3086, i64 -64
  %856 = bitcast i8* %sunkaddr3087 to <16 x float>*
  %wide.load40.7.epil.1 = load <16 x float>, <16 x float>* %856, align 4, !alias.scope !109
  %scevgep221.1 = getelementptr float, float* %scevgep148, i64 %index.next.7.epil
  %scevgep221222.1 = bitcast float* %scevgep221.1 to <16 x float>*
  %wide.load41.7.epil.1 = load <16 x float>, <16 x float>* %scevgep221222.1, align 4, !alias.scope !109
  %uglygep28563.1 = getelementptr float, float* %lsr.iv245, i64 960
  %uglygep285286.1 = bitcast float* %uglygep28563.1 to <16 x float>*
  store <16 x float> %wide.load.7.epil.1, <16 x float>* %uglygep285286.1, align 4, !alias.scope !112, !noalias !109
  %scevgep28764.1 = getelementptr float, float* %lsr.iv245, i64 976
  %857 = bitcast float* %scevgep28764.1 to <16 x float>*
  store <16 x float> %wide.load39.7.epil.1, <16 x float>* %857, align 4, !alias.scope !112, !noalias !109
  %scevgep28865.1 = getelementptr float, float* %lsr.iv245, i64 992
  %858 = bitcast float* %scevgep28865.1 to <16 x float>*
  store <16 x float> %wide.load40.7.epil.1, <16 x float>* %858, align 4, !alias.scope !112, !noalias !109
  %scevgep28966.1 = getelementptr float, float* %lsr.iv245, i64 1008
  %859 = bitcast float* %scevgep28966.1 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.1, <16 x float>* %859, align 4, !alias.scope !112, !noalias !109
  %index.next.7.epil.1 = or i64 %index.epil53, 1024
  %scevgep24719.1 = getelementptr float, float* %lsr.iv245, i64 1024
  %lsr.iv245248.2 = bitcast float* %scevgep24719.1 to <16 x float>*
  %scevgep243.2 = getelementptr float, float* %scevgep34.epil, i64 %index.next.7.epil.1
  %860 = bitcast float* %scevgep243.2 to <16 x float>*
  %wide.load.epil54.2 = load <16 x float>, <16 x float>* %860, align 4, !alias.scope !109
  %sunkaddr3088 = mul i64 %index.next.7.epil.1, 4
  %861 = bitcast float* %scevgep148 to i8*
  %sunkaddr3089 = getelementptr i8, i8* %861, i64 %sunkaddr3088
  %sunkaddr3090 = getelementptr i8, i8* %sunkaddr3089, i64 -1920
  %862 = bitcast i8* %sunkaddr3090 to <16 x float>*
  %wide.load39.epil55.2 = load <16 x float>, <16 x float>* %862, align 4, !alias.scope !109
  %sunkaddr3091 = mul i64 %index.next.7.epil.1, 4
  %863 = bitcast float* %scevgep148 to i8*
  %sunkaddr3092 = getelementptr i8, i8* %863, i64 %sunkaddr3091
  %sunkaddr3093 = getelementptr i8, i8* %sunkaddr3092, i64 -1856
  %864 = bitcast i8* %sunkaddr3093 to <16 x float>*
  %wide.load40.epil56.2 = load <16 x float>, <16 x float>* %864, align 4, !alias.scope !109
  %sunkaddr3094 = mul i64 %index.next.7.epil.1, 4
  %865 = bitcast float* %scevgep148 to i8*
  %sunkaddr3095 = getelementptr i8, i8* %865, i64 %sunkaddr3094
  %sunkaddr3096 = getelementptr i8, i8* %sunkaddr3095, i64 -1792
  %866 = bitcast i8* %sunkaddr3096 to <16 x float>*
  %wide.load41.epil57.2 = load <16 x float>, <16 x float>* %866, align 4, !alias.scope !109
  store <16 x float> %wide.load.epil54.2, <16 x float>* %lsr.iv245248.2, align 4, !alias.scope !112, !noalias !109
  %scevgep251.2 = getelementptr float, float* %lsr.iv245, i64 1040
  %867 = bitcast float* %scevgep251.2 to <16 x float>*
  store <16 x float> %wide.load39.epil55.2, <16 x float>* %867, align 4, !alias.scope !112, !noalias !109
  %scevgep252.2 = getelementptr float, float* %lsr.iv245, i64 1056
  %868 = bitcast float* %scevgep252.2 to <16 x float>*
  store <16 x float> %wide.load40.epil56.2, <16 x float>* %868, align 4, !alias.scope !112, !noalias !109
  %scevgep253.2 = getelementptr float, float* %lsr.iv245, i64 1072
  %869 = bitcast float* %scevgep253.2 to <16 x float>*
  store <16 x float> %wide.load41.epil57.2, <16 x float>* %869, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3097 = mul i64 %index.next.7.epil.1, 4
  %870 = bitcast float* %scevgep148 to i8*
  %sunkaddr3098 = getelementptr i8, i8* %870, i64 %sunkaddr3097
  %sunkaddr3099 = getelementptr i8, i8* %sunkaddr3098, i64 -1728
  %871 = bitcast i8* %sunkaddr3099 to <16 x float>*
  %wide.load.1.epil.2 = load <16 x float>, <16 x float>* %871, align 4, !alias.scope !109
  %sunkaddr3100 = mul i64 %index.next.7.epil.1, 4
  %872 = bitcast float* %scevgep148 to i8*
  %sunkaddr3101 = getelementptr i8, i8* %872, i64 %sunkaddr3100
  %sunkaddr3102 = getelementptr i8, i8* %sunkaddr3101, i64 -1664
  %873 = bitcast i8* %sunkaddr3102 to <16 x float>*
  %wide.load39.1.epil.2 = load <16 x float>, <16 x float>* %873, align 4, !alias.scope !109
  %sunkaddr3103 = mul i64 %index.next.7.epil.1, 4
  %874 = bitcast float* %scevgep148 to i8*
  %sunkaddr3104 = getelementptr i8, i8* %874, i64 %sunkaddr3103
  %sunkaddr3105 = getelementptr i8, i8* %sunkaddr3104, i64 -1600
  %875 = bitcast i8* %sunkaddr3105 to <16 x float>*
  %wide.load40.1.epil.2 = load <16 x float>, <16 x float>* %875, align 4, !alias.scope !109
  %sunkaddr3106 = mul i64 %index.next.7.epil.1, 4
  %876 = bitcast float* %scevgep148 to i8*
  %sunkaddr3107 = getelementptr i8, i8* %876, i64 %sunkaddr3106
  %sunkaddr3108 = getelementptr i8, i8* %sunkaddr3107, i64 -1536
  %877 = bitcast i8* %sunkaddr3108 to <16 x float>*
  %wide.load41.1.epil.2 = load <16 x float>, <16 x float>* %877, align 4, !alias.scope !109
  %uglygep25539.2 = getelementptr float, float* %lsr.iv245, i64 1088
  %uglygep255256.2 = bitcast float* %uglygep25539.2 to <16 x float>*
  store <16 x float> %wide.load.1.epil.2, <16 x float>* %uglygep255256.2, align 4, !alias.scope !112, !noalias !109
  %scevgep25740.2 = getelementptr float, float* %lsr.iv245, i64 1104
  %878 = bitcast float* %scevgep25740.2 to <16 x float>*
  store <16 x float> %wide.load39.1.epil.2, <16 x float>* %878, align 4, !alias.scope !112, !noalias !109
  %scevgep25841.2 = getelementptr float, float* %lsr.iv245, i64 1120
  %879 = bitcast float* %scevgep25841.2 to <16 x float>*
  store <16 x float> %wide.load40.1.epil.2, <16 x float>* %879, align 4, !alias.scope !112, !noalias !109
  %scevgep25942.2 = getelementptr float, float* %lsr.iv245, i64 1136
  %880 = bitcast float* %scevgep25942.2 to <16 x float>*
  store <16 x float> %wide.load41.1.epil.2, <16 x float>* %880, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3109 = mul i64 %index.next.7.epil.1, 4
  %881 = bitcast float* %scevgep148 to i8*
  %sunkaddr3110 = getelementptr i8, i8* %881, i64 %sunkaddr3109
  %sunkaddr3111 = getelementptr i8, i8* %sunkaddr3110, i64 -1472
  %882 = bitcast i8* %sunkaddr3111 to <16 x float>*
  %wide.load.2.epil.2 = load <16 x float>, <16 x float>* %882, align 4, !alias.scope !109
  %sunkaddr3112 = mul i64 %index.next.7.epil.1, 4
  %883 = bitcast float* %scevgep148 to i8*
  %sunkaddr3113 = getelementptr i8, i8* %883, i64 %sunkaddr3112
  %sunkaddr3114 = getelementptr i8, i8* %sunkaddr3113, i64 -1408
  %884 = bitcast i8* %sunkaddr3114 to <16 x float>*
  %wide.load39.2.epil.2 = load <16 x float>, <16 x float>* %884, align 4, !alias.scope !109
  %sunkaddr3115 = mul i64 %index.next.7.epil.1, 4
  %885 = bitcast float* %scevgep148 to i8*
  %sunkaddr3116 = getelementptr i8, i8* %885, i64 %sunkaddr3115
  %sunkaddr3117 = getelementptr i8, i8* %sunkaddr3116, i64 -1344
  %886 = bitcast i8* %sunkaddr3117 to <16 x float>*
  %wide.load40.2.epil.2 = load <16 x float>, <16 x float>* %886, align 4, !alias.scope !109
  %sunkaddr3118 = mul i64 %index.next.7.epil.1, 4
  %887 = bitcast float* %scevgep148 to i8*
  %sunkaddr3119 = getelementptr i8, i8* %887, i64 %sunkaddr3118
  %sunkaddr3120 = getelementptr i8, i8* %sunkaddr3119, i64 -1280
  %888 = bitcast i8* %sunkaddr3120 to <16 x float>*
  %wide.load41.2.epil.2 = load <16 x float>, <16 x float>* %888, align 4, !alias.scope !109
  %uglygep26043.2 = getelementptr float, float* %lsr.iv245, i64 1152
  %uglygep260261.2 = bitcast float* %uglygep26043.2 to <16 x float>*
  store <16 x float> %wide.load.2.epil.2, <16 x float>* %uglygep260261.2, align 4, !alias.scope !112, !noalias !109
  %scevgep26244.2 = getelementptr float, float* %lsr.iv245, i64 1168
  %889 = bitcast float* %scevgep26244.2 to <16 x float>*
  store <16 x float> %wide.load39.2.epil.2, <16 x float>* %889, align 4, !alias.scope !112, !noalias !109
  %scevgep26345.2 = getelementptr float, float* %lsr.iv245, i64 1184
  %890 = bitcast float* %scevgep26345.2 to <16 x float>*
  store <16 x float> %wide.load40.2.epil.2, <16 x float>* %890, align 4, !alias.scope !112, !noalias !109
  %scevgep26446.2 = getelementptr float, float* %lsr.iv245, i64 1200
  %891 = bitcast float* %scevgep26446.2 to <16 x float>*
  store <16 x float> %wide.load41.2.epil.2, <16 x float>* %891, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3121 = mul i64 %index.next.7.epil.1, 4
  %892 = bitcast float* %scevgep148 to i8*
  %sunkaddr3122 = getelementptr i8, i8* %892, i64 %sunkaddr3121
  %sunkaddr3123 = getelementptr i8, i8* %sunkaddr3122, i64 -1216
  %893 = bitcast i8* %sunkaddr3123 to <16 x float>*
  %wide.load.3.epil.2 = load <16 x float>, <16 x float>* %893, align 4, !alias.scope !109
  %sunkaddr3124 = mul i64 %index.next.7.epil.1, 4
  %894 = bitcast float* %scevgep148 to i8*
  %sunkaddr3125 = getelementptr i8, i8* %894, i64 %sunkaddr3124
  %sunkaddr3126 = getelementptr i8, i8* %sunkaddr3125, i64 -1152
  %895 = bitcast i8* %sunkaddr3126 to <16 x float>*
  %wide.load39.3.epil.2 = load <16 x float>, <16 x float>* %895, align 4, !alias.scope !109
  %sunkaddr3127 = mul i64 %index.next.7.epil.1, 4
  %896 = bitcast float* %scevgep148 to i8*
  %sunkaddr3128 = getelementptr i8, i8* %896, i64 %sunkaddr3127
  %sunkaddr3129 = getelementptr i8, i8* %sunkaddr3128, i64 -1088
  %897 = bitcast i8* %sunkaddr3129 to <16 x float>*
  %wide.load40.3.epil.2 = load <16 x float>, <16 x float>* %897, align 4, !alias.scope !109
  %sunkaddr3130 = mul i64 %index.next.7.epil.1, 4
  %898 = bitcast float* %scevgep148 to i8*
  %sunkaddr3131 = getelementptr i8, i8* %898, i64 %sunkaddr3130
  %sunkaddr3132 = getelementptr i8, i8* %sunkaddr3131, i64 -1024
  %899 = bitcast i8* %sunkaddr3132 to <16 x float>*
  %wide.load41.3.epil.2 = load <16 x float>, <16 x float>* %899, align 4, !alias.scope !109
  %uglygep26547.2 = getelementptr float, float* %lsr.iv245, i64 1216
  %uglygep265266.2 = bitcast float* %uglygep26547.2 to <16 x float>*
  store <16 x float> %wide.load.3.epil.2, <16 x float>* %uglygep265266.2, align 4, !alias.scope !112, !noalias !109
  %scevgep26748.2 = getelementptr float, float* %lsr.iv245, i64 1232
  %900 = bitcast float* %scevgep26748.2 to <16 x float>*
  store <16 x float> %wide.load39.3.epil.2, <16 x float>* %900, align 4, !alias.scope !112, !noalias !109
  %scevgep26849.2 = getelementptr float, float* %lsr.iv245, i64 1248
  %901 = bitcast float* %scevgep26849.2 to <16 x float>*
  store <16 x float> %wide.load40.3.epil.2, <16 x float>* %901, align 4, !alias.scope !112, !noalias !109
  %scevgep26950.2 = getelementptr float, float* %lsr.iv245, i64 1264
  %902 = bitcast float* %scevgep26950.2 to <16 x float>*
  store <16 x float> %wide.load41.3.epil.2, <16 x float>* %902, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3133 = mul i64 %index.next.7.epil.1, 4
  %903 = bitcast float* %scevgep148 to i8*
  %sunkaddr3134 = getelementptr i8, i8* %903, i64 %sunkaddr3133
  %sunkaddr3135 = getelementptr i8, i8* %sunkaddr3134, i64 -960
  %904 = bitcast i8* %sunkaddr3135 to <16 x float>*
  %wide.load.4.epil.2 = load <16 x float>, <16 x float>* %904, align 4, !alias.scope !109
  %sunkaddr3136 = mul i64 %index.next.7.epil.1, 4
  %905 = bitcast float* %scevgep148 to i8*
  %sunkaddr3137 = getelementptr i8, i8* %905, i64 %sunkaddr3136
  %sunkaddr3138 = getelementptr i8, i8* %sunkaddr3137, i64 -896
  %906 = bitcast i8* %sunkaddr3138 to <16 x float>*
  %wide.load39.4.epil.2 = load <16 x float>, <16 x float>* %906, align 4, !alias.scope !109
  %sunkaddr3139 = mul i64 %index.next.7.epil.1, 4
  %907 = bitcast float* %scevgep148 to i8*
  %sunkaddr3140 = getelementptr i8, i8* %907, i64 %sunkaddr3139
  %sunkaddr3141 = getelementptr i8, i8* %sunkaddr3140, i64 -832
  %908 = bitcast i8* %sunkaddr3141 to <16 x float>*
  %wide.load40.4.epil.2 = load <16 x float>, <16 x float>* %908, align 4, !alias.scope !109
  %sunkaddr3142 = mul i64 %index.next.7.epil.1, 4
  %909 = bitcast float* %scevgep148 to i8*
  %sunkaddr3143 = getelementptr i8, i8* %909, i64 %sunkaddr3142
  %sunkaddr3144 = getelementptr i8, i8* %sunkaddr3143, i64 -768
  %910 = bitcast i8* %sunkaddr3144 to <16 x float>*
  %wide.load41.4.epil.2 = load <16 x float>, <16 x float>* %910, align 4, !alias.scope !109
  %uglygep27051.2 = getelementptr float, float* %lsr.iv245, i64 1280
  %uglygep270271.2 = bitcast float* %uglygep27051.2 to <16 x float>*
  store <16 x float> %wide.load.4.epil.2, <16 x float>* %uglygep270271.2, align 4, !alias.scope !112, !noalias !109
  %scevgep27252.2 = getelementptr float, float* %lsr.iv245, i64 1296
  %911 = bitcast float* %scevgep27252.2 to <16 x float>*
  store <16 x float> %wide.load39.4.epil.2, <16 x float>* %911, align 4, !alias.scope !112, !noalias !109
  %scevgep27353.2 = getelementptr float, float* %lsr.iv245, i64 1312
  %912 = bitcast float* %scevgep27353.2 to <16 x float>*
  store <16 x float> %wide.load40.4.epil.2, <16 x float>* %912, align 4, !alias.scope !112, !noalias !109
  %scevgep27454.2 = getelementptr float, float* %lsr.iv245, i64 1328
  %913 = bitcast float* %scevgep27454.2 to <16 x float>*
  store <16 x float> %wide.load41.4.epil.2, <16 x float>* %913, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3145 = mul i64 %index.next.7.epil.1, 4
  %914 = bitcast float* %scevgep148 to i8*
  %sunkaddr3146 = getelementptr i8, i8* %914, i64 %sunkaddr3145
  %sunkaddr3147 = getelementptr i8, i8* %sunkaddr3146, i64 -704
  %915 = bitcast i8* %sunkaddr3147 to <16 x float>*
  %wide.load.5.epil.2 = load <16 x float>, <16 x float>* %915, align 4, !alias.scope !109
  %sunkaddr3148 = mul i64 %index.next.7.epil.1, 4
  %916 = bitcast float* %scevgep148 to i8*
  %sunkaddr3149 = getelementptr i8, i8* %916, i64 %sunkaddr3148
  %sunkaddr3150 = getelementptr i8, i8* %sunkaddr3149, i64 -640
  %917 = bitcast i8* %sunkaddr3150 to <16 x float>*
  %wide.load39.5.epil.2 = load <16 x float>, <16 x float>* %917, align 4, !alias.scope !109
  %sunkaddr3151 = mul i64 %index.next.7.epil.1, 4
  %918 = bitcast float* %scevgep148 to i8*
  %sunkaddr3152 = getelementptr i8, i8* %918, i64 %sunkaddr3151
  %sunkaddr3153 = getelementptr i8, i8* %sunkaddr3152, i64 -576
  %919 = bitcast i8* %sunkaddr3153 to <16 x float>*
  %wide.load40.5.epil.2 = load <16 x float>, <16 x float>* %919, align 4, !alias.scope !109
  %sunkaddr3154 = mul i64 %index.next.7.epil.1, 4
  %920 = bitcast float* %scevgep148 to i8*
  %sunkaddr3155 = getelementptr i8, i8* %920, i64 %sunkaddr3154
  %sunkaddr3156 = getelementptr i8, i8* %sunkaddr3155, i64 -512
  %921 = bitcast i8* %sunkaddr3156 to <16 x float>*
  %wide.load41.5.epil.2 = load <16 x float>, <16 x float>* %921, align 4, !alias.scope !109
  %uglygep27555.2 = getelementptr float, float* %lsr.iv245, i64 1344
  %uglygep275276.2 = bitcast float* %uglygep27555.2 to <16 x float>*
  store <16 x float> %wide.load.5.epil.2, <16 x float>* %uglygep275276.2, align 4, !alias.scope !112, !noalias !109
  %scevgep27756.2 = getelementptr float, float* %lsr.iv245, i64 1360
  %922 = bitcast float* %scevgep27756.2 to <16 x float>*
  store <16 x float> %wide.load39.5.epil.2, <16 x float>* %922, align 4, !alias.scope !112, !noalias !109
  %scevgep27857.2 = getelementptr float, float* %lsr.iv245, i64 1376
  %923 = bitcast float* %scevgep27857.2 to <16 x float>*
  store <16 x float> %wide.load40.5.epil.2, <16 x float>* %923, align 4, !alias.scope !112, !noalias !109
  %scevgep27958.2 = getelementptr float, float* %lsr.iv245, i64 1392
  %924 = bitcast float* %scevgep27958.2 to <16 x float>*
  store <16 x float> %wide.load41.5.epil.2, <16 x float>* %924, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3157 = mul i64 %index.next.7.epil.1, 4
  %925 = bitcast float* %scevgep148 to i8*
  %sunkaddr3158 = getelementptr i8, i8* %925, i64 %sunkaddr3157
  %sunkaddr3159 = getelementptr i8, i8* %sunkaddr3158, i64 -448
  %926 = bitcast i8* %sunkaddr3159 to <16 x float>*
  %wide.load.6.epil.2 = load <16 x float>, <16 x float>* %926, align 4, !alias.scope !109
  %sunkaddr3160 = mul i64 %index.next.7.epil.1, 4
  %927 = bitcast float* %scevgep148 to i8*
  %sunkaddr3161 = getelementptr i8, i8* %927, i64 %sunkaddr3160
  %sunkaddr3162 = getelementptr i8, i8* %sunkaddr3161, i64 -384
  %928 = bitcast i8* %sunkaddr3162 to <16 x float>*
  %wide.load39.6.epil.2 = load <16 x float>, <16 x float>* %928, align 4, !alias.scope !109
  %sunkaddr3163 = mul i64 %index.next.7.epil.1, 4
  %929 = bitcast float* %scevgep148 to i8*
  %sunkaddr3164 = getelementptr i8, i8* %929, i64 %sunkaddr3163
  %sunkaddr3165 = getelementptr i8, i8* %sunkaddr3164, i64 -320
  %930 = bitcast i8* %sunkaddr3165 to <16 x float>*
  %wide.load40.6.epil.2 = load <16 x float>, <16 x float>* %930, align 4, !alias.scope !109
  %sunkaddr3166 = mul i64 %index.next.7.epil.1, 4
  %931 = bitcast float* %scevgep148 to i8*
  %sunkaddr3167 = getelementptr i8, i8* %931, i64 %sunkaddr3166
  %sunkaddr3168 = getelementptr i8, i8* %sunkaddr3167, i64 -256
  %932 = bitcast i8* %sunkaddr3168 to <16 x float>*
  %wide.load41.6.epil.2 = load <16 x float>, <16 x float>* %932, align 4, !alias.scope !109
  %uglygep28059.2 = getelementptr float, float* %lsr.iv245, i64 1408
  %uglygep280281.2 = bitcast float* %uglygep28059.2 to <16 x float>*
  store <16 x float> %wide.load.6.epil.2, <16 x float>* %uglygep280281.2, align 4, !alias.scope !112, !noalias !109
  %scevgep28260.2 = getelementptr float, float* %lsr.iv245, i64 1424
  %933 = bitcast float* %scevgep28260.2 to <16 x float>*
  store <16 x float> %wide.load39.6.epil.2, <16 x float>* %933, align 4, !alias.scope !112, !noalias !109
  %scevgep28361.2 = getelementptr float, float* %lsr.iv245, i64 1440
  %934 = bitcast float* %scevgep28361.2 to <16 x float>*
  store <16 x float> %wide.load40.6.epil.2, <16 x float>* %934, align 4, !alias.scope !112, !noalias !109
  %scevgep28462.2 = getelementptr float, float* %lsr.iv245, i64 1456
  %935 = bitcast float* %scevgep28462.2 to <16 x float>*
  store <16 x float> %wide.load41.6.epil.2, <16 x float>* %935, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3169 = mul i64 %index.next.7.epil.1, 4
  %936 = bitcast float* %scevgep148 to i8*
  %sunkaddr3170 = getelementptr i8, i8* %936, i64 %sunkaddr3169
  %sunkaddr3171 = getelementptr i8, i8* %sunkaddr3170, i64 -192
  %937 = bitcast i8* %sunkaddr3171 to <16 x float>*
  %wide.load.7.epil.2 = load <16 x float>, <16 x float>* %937, align 4, !alias.scope !109
  %sunkaddr3172 = mul i64 %index.next.7.epil.1, 4
  %938 = bitcast float* %scevgep148 to i8*
  %sunkaddr3173 = getelementptr i8, i8* %938, i64 %sunkaddr3172
  %sunkaddr3174 = getelementptr i8, i8* %sunkaddr3173, i64 -128
  %939 = bitcast i8* %sunkaddr3174 to <16 x float>*
  %wide.load39.7.epil.2 = load <16 x float>, <16 x float>* %939, align 4, !alias.scope !109
  %sunkaddr3175 = mul i64 %index.next.7.epil.1, 4
  %940 = bitcast float* %scevgep148 to i8*
  %sunkaddr3176 = getelementptr i8, i8* %940, i64 %sunkaddr3175
  %sunkaddr3177 = getelementptr i8, i8* %sunkaddr3176, i64 -64
  %941 = bitcast i8* %sunkaddr3177 to <16 x float>*
  %wide.load40.7.epil.2 = load <16 x float>, <16 x float>* %941, align 4, !alias.scope !109
  %scevgep221.2 = getelementptr float, float* %scevgep148, i64 %index.next.7.epil.1
  %scevgep221222.2 = bitcast float* %scevgep221.2 to <16 x float>*
  %wide.load41.7.epil.2 = load <16 x float>, <16 x float>* %scevgep221222.2, align 4, !alias.scope !109
  %uglygep28563.2 = getelementptr float, float* %lsr.iv245, i64 1472
  %uglygep285286.2 = bitcast float* %uglygep28563.2 to <16 x float>*
  store <16 x float> %wide.load.7.epil.2, <16 x float>* %uglygep285286.2, align 4, !alias.scope !112, !noalias !109
  %scevgep28764.2 = getelementptr float, float* %lsr.iv245, i64 1488
  %942 = bitcast float* %scevgep28764.2 to <16 x float>*
  store <16 x float> %wide.load39.7.epil.2, <16 x float>* %942, align 4, !alias.scope !112, !noalias !109
  %scevgep28865.2 = getelementptr float, float* %lsr.iv245, i64 1504
  %943 = bitcast float* %scevgep28865.2 to <16 x float>*
  store <16 x float> %wide.load40.7.epil.2, <16 x float>* %943, align 4, !alias.scope !112, !noalias !109
  %scevgep28966.2 = getelementptr float, float* %lsr.iv245, i64 1520
  %944 = bitcast float* %scevgep28966.2 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.2, <16 x float>* %944, align 4, !alias.scope !112, !noalias !109
  %index.next.7.epil.2 = or i64 %index.epil53, 1536
  %scevgep24719.2 = getelementptr float, float* %lsr.iv245, i64 1536
  %lsr.iv245248.3 = bitcast float* %scevgep24719.2 to <16 x float>*
  %scevgep243.3 = getelementptr float, float* %scevgep34.epil, i64 %index.next.7.epil.2
  %945 = bitcast float* %scevgep243.3 to <16 x float>*
  %wide.load.epil54.3 = load <16 x float>, <16 x float>* %945, align 4, !alias.scope !109
  %sunkaddr3178 = mul i64 %index.next.7.epil.2, 4
  %946 = bitcast float* %scevgep148 to i8*
  %sunkaddr3179 = getelementptr i8, i8* %946, i64 %sunkaddr3178
  %sunkaddr3180 = getelementptr i8, i8* %sunkaddr3179, i64 -1920
  %947 = bitcast i8* %sunkaddr3180 to <16 x float>*
  %wide.load39.epil55.3 = load <16 x float>, <16 x float>* %947, align 4, !alias.scope !109
  %sunkaddr3181 = mul i64 %index.next.7.epil.2, 4
  %948 = bitcast float* %scevgep148 to i8*
  %sunkaddr3182 = getelementptr i8, i8* %948, i64 %sunkaddr3181
  %sunkaddr3183 = getelementptr i8, i8* %sunkaddr3182, i64 -1856
  %949 = bitcast i8* %sunkaddr3183 to <16 x float>*
  %wide.load40.epil56.3 = load <16 x float>, <16 x float>* %949, align 4, !alias.scope !109
  %sunkaddr3184 = mul i64 %index.next.7.epil.2, 4
  %950 = bitcast float* %scevgep148 to i8*
  %sunkaddr3185 = getelementptr i8, i8* %950, i64 %sunkaddr3184
  %sunkaddr3186 = getelementptr i8, i8* %sunkaddr3185, i64 -1792
  %951 = bitcast i8* %sunkaddr3186 to <16 x float>*
  %wide.load41.epil57.3 = load <16 x float>, <16 x float>* %951, align 4, !alias.scope !109
  store <16 x float> %wide.load.epil54.3, <16 x float>* %lsr.iv245248.3, align 4, !alias.scope !112, !noalias !109
  %scevgep251.3 = getelementptr float, float* %lsr.iv245, i64 1552
  %952 = bitcast float* %scevgep251.3 to <16 x float>*
  store <16 x float> %wide.load39.epil55.3, <16 x float>* %952, align 4, !alias.scope !112, !noalias !109
  %scevgep252.3 = getelementptr float, float* %lsr.iv245, i64 1568
  %953 = bitcast float* %scevgep252.3 to <16 x float>*
  store <16 x float> %wide.load40.epil56.3, <16 x float>* %953, align 4, !alias.scope !112, !noalias !109
  %scevgep253.3 = getelementptr float, float* %lsr.iv245, i64 1584
  %954 = bitcast float* %scevgep253.3 to <16 x float>*
  store <16 x float> %wide.load41.epil57.3, <16 x float>* %954, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3187 = mul i64 %index.next.7.epil.2, 4
  %955 = bitcast float* %scevgep148 to i8*
  %sunkaddr3188 = getelementptr i8, i8* %955, i64 %sunkaddr3187
  %sunkaddr3189 = getelementptr i8, i8* %sunkaddr3188, i64 -1728
  %956 = bitcast i8* %sunkaddr3189 to <16 x float>*
  %wide.load.1.epil.3 = load <16 x float>, <16 x float>* %956, align 4, !alias.scope !109
  %sunkaddr3190 = mul i64 %index.next.7.epil.2, 4
  %957 = bitcast float* %scevgep148 to i8*
  %sunkaddr3191 = getelementptr i8, i8* %957, i64 %sunkaddr3190
  %sunkaddr3192 = getelementptr i8, i8* %sunkaddr3191, i64 -1664
  %958 = bitcast i8* %sunkaddr3192 to <16 x float>*
  %wide.load39.1.epil.3 = load <16 x float>, <16 x float>* %958, align 4, !alias.scope !109
  %sunkaddr3193 = mul i64 %index.next.7.epil.2, 4
  %959 = bitcast float* %scevgep148 to i8*
  %sunkaddr3194 = getelementptr i8, i8* %959, i64 %sunkaddr3193
  %sunkaddr3195 = getelementptr i8, i8* %sunkaddr3194, i64 -1600
  %960 = bitcast i8* %sunkaddr3195 to <16 x float>*
  %wide.load40.1.epil.3 = load <16 x float>, <16 x float>* %960, align 4, !alias.scope !109
  %sunkaddr3196 = mul i64 %index.next.7.epil.2, 4
  %961 = bitcast float* %scevgep148 to i8*
  %sunkaddr3197 = getelementptr i8, i8* %961, i64 %sunkaddr3196
  %sunkaddr3198 = getelementptr i8, i8* %sunkaddr3197, i64 -1536
  %962 = bitcast i8* %sunkaddr3198 to <16 x float>*
  %wide.load41.1.epil.3 = load <16 x float>, <16 x float>* %962, align 4, !alias.scope !109
  %uglygep25539.3 = getelementptr float, float* %lsr.iv245, i64 1600
  %uglygep255256.3 = bitcast float* %uglygep25539.3 to <16 x float>*
  store <16 x float> %wide.load.1.epil.3, <16 x float>* %uglygep255256.3, align 4, !alias.scope !112, !noalias !109
  %scevgep25740.3 = getelementptr float, float* %lsr.iv245, i64 1616
  %963 = bitcast float* %scevgep25740.3 to <16 x float>*
  store <16 x float> %wide.load39.1.epil.3, <16 x float>* %963, align 4, !alias.scope !112, !noalias !109
  %scevgep25841.3 = getelementptr float, float* %lsr.iv245, i64 1632
  %964 = bitcast float* %scevgep25841.3 to <16 x float>*
  store <16 x float> %wide.load40.1.epil.3, <16 x float>* %964, align 4, !alias.scope !112, !noalias !109
  %scevgep25942.3 = getelementptr float, float* %lsr.iv245, i64 1648
  %965 = bitcast float* %scevgep25942.3 to <16 x float>*
  store <16 x float> %wide.load41.1.epil.3, <16 x float>* %965, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3199 = mul i64 %index.next.7.epil.2, 4
  %966 = bitcast float* %scevgep148 to i8*
  %sunkaddr3200 = getelementptr i8, i8* %966, i64 %sunkaddr3199
  %sunkaddr3201 = getelementptr i8, i8* %sunkaddr3200, i64 -1472
  %967 = bitcast i8* %sunkaddr3201 to <16 x float>*
  %wide.load.2.epil.3 = load <16 x float>, <16 x float>* %967, align 4, !alias.scope !109
  %sunkaddr3202 = mul i64 %index.next.7.epil.2, 4
  %968 = bitcast float* %scevgep148 to i8*
  %sunkaddr3203 = getelementptr i8, i8* %968, i64 %sunkaddr3202
  %sunkaddr3204 = getelementptr i8, i8* %sunkaddr3203, i64 -1408
  %969 = bitcast i8* %sunkaddr3204 to <16 x float>*
  %wide.load39.2.epil.3 = load <16 x float>, <16 x float>* %969, align 4, !alias.scope !109
  %sunkaddr3205 = mul i64 %index.next.7.epil.2, 4
  %970 = bitcast float* %scevgep148 to i8*
  %sunkaddr3206 = getelementptr i8, i8* %970, i64 %sunkaddr3205
  %sunkaddr3207 = getelementptr i8, i8* %sunkaddr3206, i64 -1344
  %971 = bitcast i8* %sunkaddr3207 to <16 x float>*
  %wide.load40.2.epil.3 = load <16 x float>, <16 x float>* %971, align 4, !alias.scope !109
  %sunkaddr3208 = mul i64 %index.next.7.epil.2, 4
  %972 = bitcast float* %scevgep148 to i8*
  %sunkaddr3209 = getelementptr i8, i8* %972, i64 %sunkaddr3208
  %sunkaddr3210 = getelementptr i8, i8* %sunkaddr3209, i64 -1280
  %973 = bitcast i8* %sunkaddr3210 to <16 x float>*
  %wide.load41.2.epil.3 = load <16 x float>, <16 x float>* %973, align 4, !alias.scope !109
  %uglygep26043.3 = getelementptr float, float* %lsr.iv245, i64 1664
  %uglygep260261.3 = bitcast float* %uglygep26043.3 to <16 x float>*
  store <16 x float> %wide.load.2.epil.3, <16 x float>* %uglygep260261.3, align 4, !alias.scope !112, !noalias !109
  %scevgep26244.3 = getelementptr float, float* %lsr.iv245, i64 1680
  %974 = bitcast float* %scevgep26244.3 to <16 x float>*
  store <16 x float> %wide.load39.2.epil.3, <16 x float>* %974, align 4, !alias.scope !112, !noalias !109
  %scevgep26345.3 = getelementptr float, float* %lsr.iv245, i64 1696
  %975 = bitcast float* %scevgep26345.3 to <16 x float>*
  store <16 x float> %wide.load40.2.epil.3, <16 x float>* %975, align 4, !alias.scope !112, !noalias !109
  %scevgep26446.3 = getelementptr float, float* %lsr.iv245, i64 1712
  %976 = bitcast float* %scevgep26446.3 to <16 x float>*
  store <16 x float> %wide.load41.2.epil.3, <16 x float>* %976, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3211 = mul i64 %index.next.7.epil.2, 4
  %977 = bitcast float* %scevgep148 to i8*
  %sunkaddr3212 = getelementptr i8, i8* %977, i64 %sunkaddr3211
  %sunkaddr3213 = getelementptr i8, i8* %sunkaddr3212, i64 -1216
  %978 = bitcast i8* %sunkaddr3213 to <16 x float>*
  %wide.load.3.epil.3 = load <16 x float>, <16 x float>* %978, align 4, !alias.scope !109
  %sunkaddr3214 = mul i64 %index.next.7.epil.2, 4
  %979 = bitcast float* %scevgep148 to i8*
  %sunkaddr3215 = getelementptr i8, i8* %979, i64 %sunkaddr3214
  %sunkaddr3216 = getelementptr i8, i8* %sunkaddr3215, i64 -1152
  %980 = bitcast i8* %sunkaddr3216 to <16 x float>*
  %wide.load39.3.epil.3 = load <16 x float>, <16 x float>* %980, align 4, !alias.scope !109
  %sunkaddr3217 = mul i64 %index.next.7.epil.2, 4
  %981 = bitcast float* %scevgep148 to i8*
  %sunkaddr3218 = getelementptr i8, i8* %981, i64 %sunkaddr3217
  %sunkaddr3219 = getelementptr i8, i8* %sunkaddr3218, i64 -1088
  %982 = bitcast i8* %sunkaddr3219 to <16 x float>*
  %wide.load40.3.epil.3 = load <16 x float>, <16 x float>* %982, align 4, !alias.scope !109
  %sunkaddr3220 = mul i64 %index.next.7.epil.2, 4
  %983 = bitcast float* %scevgep148 to i8*
  %sunkaddr3221 = getelementptr i8, i8* %983, i64 %sunkaddr3220
  %sunkaddr3222 = getelementptr i8, i8* %sunkaddr3221, i64 -1024
  %984 = bitcast i8* %sunkaddr3222 to <16 x float>*
  %wide.load41.3.epil.3 = load <16 x float>, <16 x float>* %984, align 4, !alias.scope !109
  %uglygep26547.3 = getelementptr float, float* %lsr.iv245, i64 1728
  %uglygep265266.3 = bitcast float* %uglygep26547.3 to <16 x float>*
  store <16 x float> %wide.load.3.epil.3, <16 x float>* %uglygep265266.3, align 4, !alias.scope !112, !noalias !109
  %scevgep26748.3 = getelementptr float, float* %lsr.iv245, i64 1744
  %985 = bitcast float* %scevgep26748.3 to <16 x float>*
  store <16 x float> %wide.load39.3.epil.3, <16 x float>* %985, align 4, !alias.scope !112, !noalias !109
  %scevgep26849.3 = getelementptr float, float* %lsr.iv245, i64 1760
  %986 = bitcast float* %scevgep26849.3 to <16 x float>*
  store <16 x float> %wide.load40.3.epil.3, <16 x float>* %986, align 4, !alias.scope !112, !noalias !109
  %scevgep26950.3 = getelementptr float, float* %lsr.iv245, i64 1776
  %987 = bitcast float* %scevgep26950.3 to <16 x float>*
  store <16 x float> %wide.load41.3.epil.3, <16 x float>* %987, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3223 = mul i64 %index.next.7.epil.2, 4
  %988 = bitcast float* %scevgep148 to i8*
  %sunkaddr3224 = getelementptr i8, i8* %988, i64 %sunkaddr3223
  %sunkaddr3225 = getelementptr i8, i8* %sunkaddr3224, i64 -960
  %989 = bitcast i8* %sunkaddr3225 to <16 x float>*
  %wide.load.4.epil.3 = load <16 x float>, <16 x float>* %989, align 4, !alias.scope !109
  %sunkaddr3226 = mul i64 %index.next.7.epil.2, 4
  %990 = bitcast float* %scevgep148 to i8*
  %sunkaddr3227 = getelementptr i8, i8* %990, i64 %sunkaddr3226
  %sunkaddr3228 = getelementptr i8, i8* %sunkaddr3227, i64 -896
  %991 = bitcast i8* %sunkaddr3228 to <16 x float>*
  %wide.load39.4.epil.3 = load <16 x float>, <16 x float>* %991, align 4, !alias.scope !109
  %sunkaddr3229 = mul i64 %index.next.7.epil.2, 4
  %992 = bitcast float* %scevgep148 to i8*
  %sunkaddr3230 = getelementptr i8, i8* %992, i64 %sunkaddr3229
  %sunkaddr3231 = getelementptr i8, i8* %sunkaddr3230, i64 -832
  %993 = bitcast i8* %sunkaddr3231 to <16 x float>*
  %wide.load40.4.epil.3 = load <16 x float>, <16 x float>* %993, align 4, !alias.scope !109
  %sunkaddr3232 = mul i64 %index.next.7.epil.2, 4
  %994 = bitcast float* %scevgep148 to i8*
  %sunkaddr3233 = getelementptr i8, i8* %994, i64 %sunkaddr3232
  %sunkaddr3234 = getelementptr i8, i8* %sunkaddr3233, i64 -768
  %995 = bitcast i8* %sunkaddr3234 to <16 x float>*
  %wide.load41.4.epil.3 = load <16 x float>, <16 x float>* %995, align 4, !alias.scope !109
  %uglygep27051.3 = getelementptr float, float* %lsr.iv245, i64 1792
  %uglygep270271.3 = bitcast float* %uglygep27051.3 to <16 x float>*
  store <16 x float> %wide.load.4.epil.3, <16 x float>* %uglygep270271.3, align 4, !alias.scope !112, !noalias !109
  %scevgep27252.3 = getelementptr float, float* %lsr.iv245, i64 1808
  %996 = bitcast float* %scevgep27252.3 to <16 x float>*
  store <16 x float> %wide.load39.4.epil.3, <16 x float>* %996, align 4, !alias.scope !112, !noalias !109
  %scevgep27353.3 = getelementptr float, float* %lsr.iv245, i64 1824
  %997 = bitcast float* %scevgep27353.3 to <16 x float>*
  store <16 x float> %wide.load40.4.epil.3, <16 x float>* %997, align 4, !alias.scope !112, !noalias !109
  %scevgep27454.3 = getelementptr float, float* %lsr.iv245, i64 1840
  %998 = bitcast float* %scevgep27454.3 to <16 x float>*
  store <16 x float> %wide.load41.4.epil.3, <16 x float>* %998, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3235 = mul i64 %index.next.7.epil.2, 4
  %999 = bitcast float* %scevgep148 to i8*
  %sunkaddr3236 = getelementptr i8, i8* %999, i64 %sunkaddr3235
  %sunkaddr3237 = getelementptr i8, i8* %sunkaddr3236, i64 -704
  %1000 = bitcast i8* %sunkaddr3237 to <16 x float>*
  %wide.load.5.epil.3 = load <16 x float>, <16 x float>* %1000, align 4, !alias.scope !109
  %sunkaddr3238 = mul i64 %index.next.7.epil.2, 4
  %1001 = bitcast float* %scevgep148 to i8*
  %sunkaddr3239 = getelementptr i8, i8* %1001, i64 %sunkaddr3238
  %sunkaddr3240 = getelementptr i8, i8* %sunkaddr3239, i64 -640
  %1002 = bitcast i8* %sunkaddr3240 to <16 x float>*
  %wide.load39.5.epil.3 = load <16 x float>, <16 x float>* %1002, align 4, !alias.scope !109
  %sunkaddr3241 = mul i64 %index.next.7.epil.2, 4
  %1003 = bitcast float* %scevgep148 to i8*
  %sunkaddr3242 = getelementptr i8, i8* %1003, i64 %sunkaddr3241
  %sunkaddr3243 = getelementptr i8, i8* %sunkaddr3242, i64 -576
  %1004 = bitcast i8* %sunkaddr3243 to <16 x float>*
  %wide.load40.5.epil.3 = load <16 x float>, <16 x float>* %1004, align 4, !alias.scope !109
  %sunkaddr3244 = mul i64 %index.next.7.epil.2, 4
  %1005 = bitcast float* %scevgep148 to i8*
  %sunkaddr3245 = getelementptr i8, i8* %1005, i64 %sunkaddr3244
  %sunkaddr3246 = getelementptr i8, i8* %sunkaddr3245, i64 -512
  %1006 = bitcast i8* %sunkaddr3246 to <16 x float>*
  %wide.load41.5.epil.3 = load <16 x float>, <16 x float>* %1006, align 4, !alias.scope !109
  %uglygep27555.3 = getelementptr float, float* %lsr.iv245, i64 1856
  %uglygep275276.3 = bitcast float* %uglygep27555.3 to <16 x float>*
  store <16 x float> %wide.load.5.epil.3, <16 x float>* %uglygep275276.3, align 4, !alias.scope !112, !noalias !109
  %scevgep27756.3 = getelementptr float, float* %lsr.iv245, i64 1872
  %1007 = bitcast float* %scevgep27756.3 to <16 x float>*
  store <16 x float> %wide.load39.5.epil.3, <16 x float>* %1007, align 4, !alias.scope !112, !noalias !109
  %scevgep27857.3 = getelementptr float, float* %lsr.iv245, i64 1888
  %1008 = bitcast float* %scevgep27857.3 to <16 x float>*
  store <16 x float> %wide.load40.5.epil.3, <16 x float>* %1008, align 4, !alias.scope !112, !noalias !109
  %scevgep27958.3 = getelementptr float, float* %lsr.iv245, i64 1904
  %1009 = bitcast float* %scevgep27958.3 to <16 x float>*
  store <16 x float> %wide.load41.5.epil.3, <16 x float>* %1009, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3247 = mul i64 %index.next.7.epil.2, 4
  %1010 = bitcast float* %scevgep148 to i8*
  %sunkaddr3248 = getelementptr i8, i8* %1010, i64 %sunkaddr3247
  %sunkaddr3249 = getelementptr i8, i8* %sunkaddr3248, i64 -448
  %1011 = bitcast i8* %sunkaddr3249 to <16 x float>*
  %wide.load.6.epil.3 = load <16 x float>, <16 x float>* %1011, align 4, !alias.scope !109
  %sunkaddr3250 = mul i64 %index.next.7.epil.2, 4
  %1012 = bitcast float* %scevgep148 to i8*
  %sunkaddr3251 = getelementptr i8, i8* %1012, i64 %sunkaddr3250
  %sunkaddr3252 = getelementptr i8, i8* %sunkaddr3251, i64 -384
  %1013 = bitcast i8* %sunkaddr3252 to <16 x float>*
  %wide.load39.6.epil.3 = load <16 x float>, <16 x float>* %1013, align 4, !alias.scope !109
  %sunkaddr3253 = mul i64 %index.next.7.epil.2, 4
  %1014 = bitcast float* %scevgep148 to i8*
  %sunkaddr3254 = getelementptr i8, i8* %1014, i64 %sunkaddr3253
  %sunkaddr3255 = getelementptr i8, i8* %sunkaddr3254, i64 -320
  %1015 = bitcast i8* %sunkaddr3255 to <16 x float>*
  %wide.load40.6.epil.3 = load <16 x float>, <16 x float>* %1015, align 4, !alias.scope !109
  %sunkaddr3256 = mul i64 %index.next.7.epil.2, 4
  %1016 = bitcast float* %scevgep148 to i8*
  %sunkaddr3257 = getelementptr i8, i8* %1016, i64 %sunkaddr3256
  %sunkaddr3258 = getelementptr i8, i8* %sunkaddr3257, i64 -256
  %1017 = bitcast i8* %sunkaddr3258 to <16 x float>*
  %wide.load41.6.epil.3 = load <16 x float>, <16 x float>* %1017, align 4, !alias.scope !109
  %uglygep28059.3 = getelementptr float, float* %lsr.iv245, i64 1920
  %uglygep280281.3 = bitcast float* %uglygep28059.3 to <16 x float>*
  store <16 x float> %wide.load.6.epil.3, <16 x float>* %uglygep280281.3, align 4, !alias.scope !112, !noalias !109
  %scevgep28260.3 = getelementptr float, float* %lsr.iv245, i64 1936
  %1018 = bitcast float* %scevgep28260.3 to <16 x float>*
  store <16 x float> %wide.load39.6.epil.3, <16 x float>* %1018, align 4, !alias.scope !112, !noalias !109
  %scevgep28361.3 = getelementptr float, float* %lsr.iv245, i64 1952
  %1019 = bitcast float* %scevgep28361.3 to <16 x float>*
  store <16 x float> %wide.load40.6.epil.3, <16 x float>* %1019, align 4, !alias.scope !112, !noalias !109
  %scevgep28462.3 = getelementptr float, float* %lsr.iv245, i64 1968
  %1020 = bitcast float* %scevgep28462.3 to <16 x float>*
  store <16 x float> %wide.load41.6.epil.3, <16 x float>* %1020, align 4, !alias.scope !112, !noalias !109
  %sunkaddr3259 = mul i64 %index.next.7.epil.2, 4
  %1021 = bitcast float* %scevgep148 to i8*
  %sunkaddr3260 = getelementptr i8, i8* %1021, i64 %sunkaddr3259
  %sunkaddr3261 = getelementptr i8, i8* %sunkaddr3260, i64 -192
  %1022 = bitcast i8* %sunkaddr3261 to <16 x float>*
  %wide.load.7.epil.3 = load <16 x float>, <16 x float>* %1022, align 4, !alias.scope !109
  %sunkaddr3262 = mul i64 %index.next.7.epil.2, 4
  %1023 = bitcast float* %scevgep148 to i8*
  %sunkaddr3263 = getelementptr i8, i8* %1023, i64 %sunkaddr3262
  %sunkaddr3264 = getelementptr i8, i8* %sunkaddr3263, i64 -128
  %1024 = bitcast i8* %sunkaddr3264 to <16 x float>*
  %wide.load39.7.epil.3 = load <16 x float>, <16 x float>* %1024, align 4, !alias.scope !109
  %sunkaddr3265 = mul i64 %index.next.7.epil.2, 4
  %1025 = bitcast float* %scevgep148 to i8*
  %sunkaddr3266 = getelementptr i8, i8* %1025, i64 %sunkaddr3265
  %sunkaddr3267 = getelementptr i8, i8* %sunkaddr3266, i64 -64
  %1026 = bitcast i8* %sunkaddr3267 to <16 x float>*
  %wide.load40.7.epil.3 = load <16 x float>, <16 x float>* %1026, align 4, !alias.scope !109
  %scevgep221.3 = getelementptr float, float* %scevgep148, i64 %index.next.7.epil.2
  %scevgep221222.3 = bitcast float* %scevgep221.3 to <16 x float>*
  %wide.load41.7.epil.3 = load <16 x float>, <16 x float>* %scevgep221222.3, align 4, !alias.scope !109
  %uglygep28563.3 = getelementptr float, float* %lsr.iv245, i64 1984
  %uglygep285286.3 = bitcast float* %uglygep28563.3 to <16 x float>*
  store <16 x float> %wide.load.7.epil.3, <16 x float>* %uglygep285286.3, align 4, !alias.scope !112, !noalias !109
  %scevgep28764.3 = getelementptr float, float* %lsr.iv245, i64 2000
  %1027 = bitcast float* %scevgep28764.3 to <16 x float>*
  store <16 x float> %wide.load39.7.epil.3, <16 x float>* %1027, align 4, !alias.scope !112, !noalias !109
  %scevgep28865.3 = getelementptr float, float* %lsr.iv245, i64 2016
  %1028 = bitcast float* %scevgep28865.3 to <16 x float>*
  store <16 x float> %wide.load40.7.epil.3, <16 x float>* %1028, align 4, !alias.scope !112, !noalias !109
  %scevgep28966.3 = getelementptr float, float* %lsr.iv245, i64 2032
  %1029 = bitcast float* %scevgep28966.3 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.3, <16 x float>* %1029, align 4, !alias.scope !112, !noalias !109
  %index.next.7.epil.3 = add i64 %index.epil53, 2048
  %scevgep24719.3 = getelementptr float, float* %lsr.iv245, i64 2048
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.body.epil52, !llvm.loop !114

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
  %wide.load.epil54.epil = load <16 x float>, <16 x float>* %scevgep1526, align 4, !alias.scope !109
  %uglygep1521 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15211522 = bitcast i8* %uglygep1521 to <16 x float>*
  %scevgep1523 = getelementptr <16 x float>, <16 x float>* %uglygep15211522, i64 -30
  %wide.load39.epil55.epil = load <16 x float>, <16 x float>* %scevgep1523, align 4, !alias.scope !109
  %uglygep1518 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15181519 = bitcast i8* %uglygep1518 to <16 x float>*
  %scevgep1520 = getelementptr <16 x float>, <16 x float>* %uglygep15181519, i64 -29
  %wide.load40.epil56.epil = load <16 x float>, <16 x float>* %scevgep1520, align 4, !alias.scope !109
  %uglygep1515 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15151516 = bitcast i8* %uglygep1515 to <16 x float>*
  %scevgep1517 = getelementptr <16 x float>, <16 x float>* %uglygep15151516, i64 -28
  %wide.load41.epil57.epil = load <16 x float>, <16 x float>* %scevgep1517, align 4, !alias.scope !109
  store <16 x float> %wide.load.epil54.epil, <16 x float>* %scevgep1419, align 4, !alias.scope !112, !noalias !109
  %uglygep1409 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep14091410 = bitcast i8* %uglygep1409 to <16 x float>*
  %scevgep1416 = getelementptr <16 x float>, <16 x float>* %uglygep14091410, i64 -30
  store <16 x float> %wide.load39.epil55.epil, <16 x float>* %scevgep1416, align 4, !alias.scope !112, !noalias !109
  %uglygep1405 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep14051406 = bitcast i8* %uglygep1405 to <16 x float>*
  %scevgep1407 = getelementptr <16 x float>, <16 x float>* %uglygep14051406, i64 -29
  store <16 x float> %wide.load40.epil56.epil, <16 x float>* %scevgep1407, align 4, !alias.scope !112, !noalias !109
  %uglygep1402 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep14021403 = bitcast i8* %uglygep1402 to <16 x float>*
  %scevgep1404 = getelementptr <16 x float>, <16 x float>* %uglygep14021403, i64 -28
  store <16 x float> %wide.load41.epil57.epil, <16 x float>* %scevgep1404, align 4, !alias.scope !112, !noalias !109
  %uglygep1512 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15121513 = bitcast i8* %uglygep1512 to <16 x float>*
  %scevgep1514 = getelementptr <16 x float>, <16 x float>* %uglygep15121513, i64 -27
  %wide.load.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1514, align 4, !alias.scope !109
  %uglygep1503 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15031504 = bitcast i8* %uglygep1503 to <16 x float>*
  %scevgep1511 = getelementptr <16 x float>, <16 x float>* %uglygep15031504, i64 -26
  %wide.load39.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1511, align 4, !alias.scope !109
  %uglygep1499 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14991500 = bitcast i8* %uglygep1499 to <16 x float>*
  %scevgep1501 = getelementptr <16 x float>, <16 x float>* %uglygep14991500, i64 -25
  %wide.load40.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1501, align 4, !alias.scope !109
  %uglygep1496 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14961497 = bitcast i8* %uglygep1496 to <16 x float>*
  %scevgep1498 = getelementptr <16 x float>, <16 x float>* %uglygep14961497, i64 -24
  %wide.load41.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1498, align 4, !alias.scope !109
  %uglygep1399 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13991400 = bitcast i8* %uglygep1399 to <16 x float>*
  %scevgep1401 = getelementptr <16 x float>, <16 x float>* %uglygep13991400, i64 -27
  store <16 x float> %wide.load.1.epil.epil, <16 x float>* %scevgep1401, align 4, !alias.scope !112, !noalias !109
  %uglygep1396 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13961397 = bitcast i8* %uglygep1396 to <16 x float>*
  %scevgep1398 = getelementptr <16 x float>, <16 x float>* %uglygep13961397, i64 -26
  store <16 x float> %wide.load39.1.epil.epil, <16 x float>* %scevgep1398, align 4, !alias.scope !112, !noalias !109
  %uglygep1393 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13931394 = bitcast i8* %uglygep1393 to <16 x float>*
  %scevgep1395 = getelementptr <16 x float>, <16 x float>* %uglygep13931394, i64 -25
  store <16 x float> %wide.load40.1.epil.epil, <16 x float>* %scevgep1395, align 4, !alias.scope !112, !noalias !109
  %uglygep1390 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13901391 = bitcast i8* %uglygep1390 to <16 x float>*
  %scevgep1392 = getelementptr <16 x float>, <16 x float>* %uglygep13901391, i64 -24
  store <16 x float> %wide.load41.1.epil.epil, <16 x float>* %scevgep1392, align 4, !alias.scope !112, !noalias !109
  %uglygep1493 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14931494 = bitcast i8* %uglygep1493 to <16 x float>*
  %scevgep1495 = getelementptr <16 x float>, <16 x float>* %uglygep14931494, i64 -23
  %wide.load.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1495, align 4, !alias.scope !109
  %uglygep1490 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14901491 = bitcast i8* %uglygep1490 to <16 x float>*
  %scevgep1492 = getelementptr <16 x float>, <16 x float>* %uglygep14901491, i64 -22
  %wide.load39.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1492, align 4, !alias.scope !109
  %uglygep1487 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14871488 = bitcast i8* %uglygep1487 to <16 x float>*
  %scevgep1489 = getelementptr <16 x float>, <16 x float>* %uglygep14871488, i64 -21
  %wide.load40.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1489, align 4, !alias.scope !109
  %uglygep1484 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14841485 = bitcast i8* %uglygep1484 to <16 x float>*
  %scevgep1486 = getelementptr <16 x float>, <16 x float>* %uglygep14841485, i64 -20
  %wide.load41.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1486, align 4, !alias.scope !109
  %uglygep1387 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13871388 = bitcast i8* %uglygep1387 to <16 x float>*
  %scevgep1389 = getelementptr <16 x float>, <16 x float>* %uglygep13871388, i64 -23
  store <16 x float> %wide.load.2.epil.epil, <16 x float>* %scevgep1389, align 4, !alias.scope !112, !noalias !109
  %uglygep1383 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13831384 = bitcast i8* %uglygep1383 to <16 x float>*
  %scevgep1386 = getelementptr <16 x float>, <16 x float>* %uglygep13831384, i64 -22
  store <16 x float> %wide.load39.2.epil.epil, <16 x float>* %scevgep1386, align 4, !alias.scope !112, !noalias !109
  %uglygep1380 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13801381 = bitcast i8* %uglygep1380 to <16 x float>*
  %scevgep1382 = getelementptr <16 x float>, <16 x float>* %uglygep13801381, i64 -21
  store <16 x float> %wide.load40.2.epil.epil, <16 x float>* %scevgep1382, align 4, !alias.scope !112, !noalias !109
  %uglygep1377 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13771378 = bitcast i8* %uglygep1377 to <16 x float>*
  %scevgep1379 = getelementptr <16 x float>, <16 x float>* %uglygep13771378, i64 -20
  store <16 x float> %wide.load41.2.epil.epil, <16 x float>* %scevgep1379, align 4, !alias.scope !112, !noalias !109
  %uglygep1481 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14811482 = bitcast i8* %uglygep1481 to <16 x float>*
  %scevgep1483 = getelementptr <16 x float>, <16 x float>* %uglygep14811482, i64 -19
  %wide.load.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1483, align 4, !alias.scope !109
  %uglygep1478 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14781479 = bitcast i8* %uglygep1478 to <16 x float>*
  %scevgep1480 = getelementptr <16 x float>, <16 x float>* %uglygep14781479, i64 -18
  %wide.load39.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1480, align 4, !alias.scope !109
  %uglygep1475 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14751476 = bitcast i8* %uglygep1475 to <16 x float>*
  %scevgep1477 = getelementptr <16 x float>, <16 x float>* %uglygep14751476, i64 -17
  %wide.load40.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1477, align 4, !alias.scope !109
  %uglygep1472 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14721473 = bitcast i8* %uglygep1472 to <16 x float>*
  %scevgep1474 = getelementptr <16 x float>, <16 x float>* %uglygep14721473, i64 -16
  %wide.load41.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1474, align 4, !alias.scope !109
  %uglygep1374 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13741375 = bitcast i8* %uglygep1374 to <16 x float>*
  %scevgep1376 = getelementptr <16 x float>, <16 x float>* %uglygep13741375, i64 -19
  store <16 x float> %wide.load.3.epil.epil, <16 x float>* %scevgep1376, align 4, !alias.scope !112, !noalias !109
  %uglygep1371 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13711372 = bitcast i8* %uglygep1371 to <16 x float>*
  %scevgep1373 = getelementptr <16 x float>, <16 x float>* %uglygep13711372, i64 -18
  store <16 x float> %wide.load39.3.epil.epil, <16 x float>* %scevgep1373, align 4, !alias.scope !112, !noalias !109
  %uglygep1368 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13681369 = bitcast i8* %uglygep1368 to <16 x float>*
  %scevgep1370 = getelementptr <16 x float>, <16 x float>* %uglygep13681369, i64 -17
  store <16 x float> %wide.load40.3.epil.epil, <16 x float>* %scevgep1370, align 4, !alias.scope !112, !noalias !109
  %uglygep1365 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13651366 = bitcast i8* %uglygep1365 to <16 x float>*
  %scevgep1367 = getelementptr <16 x float>, <16 x float>* %uglygep13651366, i64 -16
  store <16 x float> %wide.load41.3.epil.epil, <16 x float>* %scevgep1367, align 4, !alias.scope !112, !noalias !109
  %uglygep1469 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14691470 = bitcast i8* %uglygep1469 to <16 x float>*
  %scevgep1471 = getelementptr <16 x float>, <16 x float>* %uglygep14691470, i64 -15
  %wide.load.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1471, align 4, !alias.scope !109
  %uglygep1466 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14661467 = bitcast i8* %uglygep1466 to <16 x float>*
  %scevgep1468 = getelementptr <16 x float>, <16 x float>* %uglygep14661467, i64 -14
  %wide.load39.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1468, align 4, !alias.scope !109
  %uglygep1457 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14571458 = bitcast i8* %uglygep1457 to <16 x float>*
  %scevgep1465 = getelementptr <16 x float>, <16 x float>* %uglygep14571458, i64 -13
  %wide.load40.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1465, align 4, !alias.scope !109
  %uglygep1453 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14531454 = bitcast i8* %uglygep1453 to <16 x float>*
  %scevgep1455 = getelementptr <16 x float>, <16 x float>* %uglygep14531454, i64 -12
  %wide.load41.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1455, align 4, !alias.scope !109
  %uglygep1356 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13561357 = bitcast i8* %uglygep1356 to <16 x float>*
  %scevgep1364 = getelementptr <16 x float>, <16 x float>* %uglygep13561357, i64 -15
  store <16 x float> %wide.load.4.epil.epil, <16 x float>* %scevgep1364, align 4, !alias.scope !112, !noalias !109
  %uglygep1353 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13531354 = bitcast i8* %uglygep1353 to <16 x float>*
  %scevgep1355 = getelementptr <16 x float>, <16 x float>* %uglygep13531354, i64 -14
  store <16 x float> %wide.load39.4.epil.epil, <16 x float>* %scevgep1355, align 4, !alias.scope !112, !noalias !109
  %uglygep1350 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13501351 = bitcast i8* %uglygep1350 to <16 x float>*
  %scevgep1352 = getelementptr <16 x float>, <16 x float>* %uglygep13501351, i64 -13
  store <16 x float> %wide.load40.4.epil.epil, <16 x float>* %scevgep1352, align 4, !alias.scope !112, !noalias !109
  %uglygep1347 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13471348 = bitcast i8* %uglygep1347 to <16 x float>*
  %scevgep1349 = getelementptr <16 x float>, <16 x float>* %uglygep13471348, i64 -12
  store <16 x float> %wide.load41.4.epil.epil, <16 x float>* %scevgep1349, align 4, !alias.scope !112, !noalias !109
  %uglygep1450 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14501451 = bitcast i8* %uglygep1450 to <16 x float>*
  %scevgep1452 = getelementptr <16 x float>, <16 x float>* %uglygep14501451, i64 -11
  %wide.load.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1452, align 4, !alias.scope !109
  %uglygep1446 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14461447 = bitcast i8* %uglygep1446 to <16 x float>*
  %scevgep1449 = getelementptr <16 x float>, <16 x float>* %uglygep14461447, i64 -10
  %wide.load39.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1449, align 4, !alias.scope !109
  %uglygep1443 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14431444 = bitcast i8* %uglygep1443 to <16 x float>*
  %scevgep1445 = getelementptr <16 x float>, <16 x float>* %uglygep14431444, i64 -9
  %wide.load40.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1445, align 4, !alias.scope !109
  %uglygep1440 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14401441 = bitcast i8* %uglygep1440 to <16 x float>*
  %scevgep1442 = getelementptr <16 x float>, <16 x float>* %uglygep14401441, i64 -8
  %wide.load41.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1442, align 4, !alias.scope !109
  %uglygep1344 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13441345 = bitcast i8* %uglygep1344 to <16 x float>*
  %scevgep1346 = getelementptr <16 x float>, <16 x float>* %uglygep13441345, i64 -11
  store <16 x float> %wide.load.5.epil.epil, <16 x float>* %scevgep1346, align 4, !alias.scope !112, !noalias !109
  %uglygep1341 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13411342 = bitcast i8* %uglygep1341 to <16 x float>*
  %scevgep1343 = getelementptr <16 x float>, <16 x float>* %uglygep13411342, i64 -10
  store <16 x float> %wide.load39.5.epil.epil, <16 x float>* %scevgep1343, align 4, !alias.scope !112, !noalias !109
  %uglygep1337 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13371338 = bitcast i8* %uglygep1337 to <16 x float>*
  %scevgep1340 = getelementptr <16 x float>, <16 x float>* %uglygep13371338, i64 -9
  store <16 x float> %wide.load40.5.epil.epil, <16 x float>* %scevgep1340, align 4, !alias.scope !112, !noalias !109
  %uglygep1334 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13341335 = bitcast i8* %uglygep1334 to <16 x float>*
  %scevgep1336 = getelementptr <16 x float>, <16 x float>* %uglygep13341335, i64 -8
  store <16 x float> %wide.load41.5.epil.epil, <16 x float>* %scevgep1336, align 4, !alias.scope !112, !noalias !109
  %uglygep1437 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14371438 = bitcast i8* %uglygep1437 to <16 x float>*
  %scevgep1439 = getelementptr <16 x float>, <16 x float>* %uglygep14371438, i64 -7
  %wide.load.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1439, align 4, !alias.scope !109
  %uglygep1434 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14341435 = bitcast i8* %uglygep1434 to <16 x float>*
  %scevgep1436 = getelementptr <16 x float>, <16 x float>* %uglygep14341435, i64 -6
  %wide.load39.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1436, align 4, !alias.scope !109
  %uglygep1431 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14311432 = bitcast i8* %uglygep1431 to <16 x float>*
  %scevgep1433 = getelementptr <16 x float>, <16 x float>* %uglygep14311432, i64 -5
  %wide.load40.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1433, align 4, !alias.scope !109
  %uglygep1428 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14281429 = bitcast i8* %uglygep1428 to <16 x float>*
  %scevgep1430 = getelementptr <16 x float>, <16 x float>* %uglygep14281429, i64 -4
  %wide.load41.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1430, align 4, !alias.scope !109
  %uglygep1331 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13311332 = bitcast i8* %uglygep1331 to <16 x float>*
  %scevgep1333 = getelementptr <16 x float>, <16 x float>* %uglygep13311332, i64 -7
  store <16 x float> %wide.load.6.epil.epil, <16 x float>* %scevgep1333, align 4, !alias.scope !112, !noalias !109
  %uglygep1328 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13281329 = bitcast i8* %uglygep1328 to <16 x float>*
  %scevgep1330 = getelementptr <16 x float>, <16 x float>* %uglygep13281329, i64 -6
  store <16 x float> %wide.load39.6.epil.epil, <16 x float>* %scevgep1330, align 4, !alias.scope !112, !noalias !109
  %uglygep1325 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13251326 = bitcast i8* %uglygep1325 to <16 x float>*
  %scevgep1327 = getelementptr <16 x float>, <16 x float>* %uglygep13251326, i64 -5
  store <16 x float> %wide.load40.6.epil.epil, <16 x float>* %scevgep1327, align 4, !alias.scope !112, !noalias !109
  %uglygep1322 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13221323 = bitcast i8* %uglygep1322 to <16 x float>*
  %scevgep1324 = getelementptr <16 x float>, <16 x float>* %uglygep13221323, i64 -4
  store <16 x float> %wide.load41.6.epil.epil, <16 x float>* %scevgep1324, align 4, !alias.scope !112, !noalias !109
  %uglygep1424 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14241425 = bitcast i8* %uglygep1424 to <16 x float>*
  %scevgep1427 = getelementptr <16 x float>, <16 x float>* %uglygep14241425, i64 -3
  %wide.load.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1427, align 4, !alias.scope !109
  %uglygep1421 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14211422 = bitcast i8* %uglygep1421 to <16 x float>*
  %scevgep1423 = getelementptr <16 x float>, <16 x float>* %uglygep14211422, i64 -2
  %wide.load39.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1423, align 4, !alias.scope !109
  %uglygep1527 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep15271528 = bitcast i8* %uglygep1527 to <16 x float>*
  %scevgep1529 = getelementptr <16 x float>, <16 x float>* %uglygep15271528, i64 -1
  %wide.load40.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1529, align 4, !alias.scope !109
  %wide.load41.7.epil.epil = load <16 x float>, <16 x float>* %uglygep14211422, align 4, !alias.scope !109
  %uglygep1319 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13191320 = bitcast i8* %uglygep1319 to <16 x float>*
  %scevgep1321 = getelementptr <16 x float>, <16 x float>* %uglygep13191320, i64 -3
  store <16 x float> %wide.load.7.epil.epil, <16 x float>* %scevgep1321, align 4, !alias.scope !112, !noalias !109
  %uglygep1316 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13161317 = bitcast i8* %uglygep1316 to <16 x float>*
  %scevgep1318 = getelementptr <16 x float>, <16 x float>* %uglygep13161317, i64 -2
  store <16 x float> %wide.load39.7.epil.epil, <16 x float>* %scevgep1318, align 4, !alias.scope !112, !noalias !109
  %uglygep1313 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13131314 = bitcast i8* %uglygep1313 to <16 x float>*
  %scevgep1315 = getelementptr <16 x float>, <16 x float>* %uglygep13131314, i64 -1
  store <16 x float> %wide.load40.7.epil.epil, <16 x float>* %scevgep1315, align 4, !alias.scope !112, !noalias !109
  %uglygep869 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep869870 = bitcast i8* %uglygep869 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.epil, <16 x float>* %uglygep869870, align 4, !alias.scope !112, !noalias !109
  %lsr.iv.next624 = add nuw nsw i64 %lsr.iv, 2048
  %epil.iter.cmp.not = icmp eq i64 %1032, %lsr.iv.next624
  br i1 %epil.iter.cmp.not, label %middle.block.unr-lcssa.epil.loopexit, label %vector.body.epil52.epil, !llvm.loop !115

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
  %wide.load.epil.epil = load <16 x float>, <16 x float>* %scevgep1308, align 4, !alias.scope !109
  %uglygep1309 = getelementptr i8, i8* %1042, i64 %lsr.iv134
  %uglygep13091310 = bitcast i8* %uglygep1309 to <16 x float>*
  %scevgep1312 = getelementptr <16 x float>, <16 x float>* %uglygep13091310, i64 -2
  %wide.load39.epil.epil = load <16 x float>, <16 x float>* %scevgep1312, align 4, !alias.scope !109
  %uglygep1303 = getelementptr i8, i8* %1042, i64 %lsr.iv134
  %uglygep13031304 = bitcast i8* %uglygep1303 to <16 x float>*
  %scevgep1305 = getelementptr <16 x float>, <16 x float>* %uglygep13031304, i64 -1
  %wide.load40.epil.epil = load <16 x float>, <16 x float>* %scevgep1305, align 4, !alias.scope !109
  %wide.load41.epil.epil = load <16 x float>, <16 x float>* %uglygep13061307, align 4, !alias.scope !109
  %uglygep1297 = getelementptr i8, i8* %1043, i64 %lsr.iv134
  %uglygep12971298 = bitcast i8* %uglygep1297 to <16 x float>*
  %scevgep1299 = getelementptr <16 x float>, <16 x float>* %uglygep12971298, i64 -3
  store <16 x float> %wide.load.epil.epil, <16 x float>* %scevgep1299, align 4, !alias.scope !112, !noalias !109
  %uglygep1293 = getelementptr i8, i8* %1043, i64 %lsr.iv134
  %uglygep12931294 = bitcast i8* %uglygep1293 to <16 x float>*
  %scevgep1296 = getelementptr <16 x float>, <16 x float>* %uglygep12931294, i64 -2
  store <16 x float> %wide.load39.epil.epil, <16 x float>* %scevgep1296, align 4, !alias.scope !112, !noalias !109
  %uglygep1290 = getelementptr i8, i8* %1043, i64 %lsr.iv134
  %uglygep12901291 = bitcast i8* %uglygep1290 to <16 x float>*
  %scevgep1292 = getelementptr <16 x float>, <16 x float>* %uglygep12901291, i64 -1
  store <16 x float> %wide.load40.epil.epil, <16 x float>* %scevgep1292, align 4, !alias.scope !112, !noalias !109
  store <16 x float> %wide.load41.epil.epil, <16 x float>* %uglygep13001301, align 4, !alias.scope !112, !noalias !109
  %lsr.iv.next135 = add nuw nsw i64 %lsr.iv134, 256
  %epil.iter.cmp.epil.not = icmp eq i64 %1041, %lsr.iv.next135
  br i1 %epil.iter.cmp.epil.not, label %middle.block.epil, label %vector.body.epil.epil, !llvm.loop !116

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
  br i1 %1044, label %vec.epilog.middle.block.epil, label %vec.epilog.vector.body.epil, !llvm.loop !117

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
  br i1 %prol.iter.cmp.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil, !llvm.loop !106

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
  br i1 %exitcond.not.7.epil, label %for.end, label %for.body.1.us.epil, !llvm.loop !103

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
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare i32 @numba_xgesv(i8, i64, i64, float*, i64, i32*, float*, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #0

declare noalias i8* @NRT_Allocate(i64) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

declare i32 @numba_attempt_nocopy_reshape(i64, i64*, i64*, i64, i64*, i64*, i64, i32) local_unnamed_addr

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #6

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = !{!11}
!11 = distinct !{!11, !12}
!12 = distinct !{!12, !"LVerDomain"}
!13 = !{!14}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !16, !20}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !16}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!26 = !{!"branch_weights", i32 1, i32 7}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18}
!29 = !{!30, !32}
!30 = distinct !{!30, !31, !"_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE"}
!32 = distinct !{!32, !31, !"_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi2E1F7mutable7alignedE: %excinfo"}
!33 = !{!34, !36, !30, !32}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v43B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v43B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v43B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!37 = !{!"branch_weights", i32 99, i32 1}
!38 = !{!39, !41}
!39 = distinct !{!39, !40, !"_ZN5numba2np6linalg20_check_finite_matrixB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np6linalg20_check_finite_matrixB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!41 = distinct !{!41, !40, !"_ZN5numba2np6linalg20_check_finite_matrixB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!42 = !{!43, !45}
!43 = distinct !{!43, !44, !"_ZN5numba2np6linalg20_check_finite_matrixB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np6linalg20_check_finite_matrixB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE"}
!45 = distinct !{!45, !44, !"_ZN5numba2np6linalg20_check_finite_matrixB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE: %excinfo"}
!46 = !{!47, !49}
!47 = distinct !{!47, !48, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!49 = distinct !{!49, !48, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!50 = !{!51, !53, !54, !56, !57, !59}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!57 = distinct !{!57, !58, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!59 = distinct !{!59, !58, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!60 = !{!57, !59}
!61 = !{!62, !64, !65, !67, !68, !70}
!62 = distinct !{!62, !63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!64 = distinct !{!64, !63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!65 = distinct !{!65, !66, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!66 = distinct !{!66, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!67 = distinct !{!67, !66, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!68 = distinct !{!68, !69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %retptr"}
!69 = distinct !{!69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29"}
!70 = distinct !{!70, !69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %excinfo"}
!71 = !{!68, !70}
!72 = !{!"branch_weights", i32 21474836, i32 2126008812}
!73 = !{!74, !76}
!74 = distinct !{!74, !75, !"_ZN5numba2np6linalg16_inv_err_handlerB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np6linalg16_inv_err_handlerB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!76 = distinct !{!76, !75, !"_ZN5numba2np6linalg16_inv_err_handlerB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!77 = !{!78, !80}
!78 = distinct !{!78, !79, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!80 = distinct !{!80, !79, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!81 = !{!82, !84}
!82 = distinct !{!82, !83, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v43B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!83 = distinct !{!83, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v43B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE"}
!84 = distinct !{!84, !83, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v43B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!85 = !{!86, !88, !82, !84}
!86 = distinct !{!86, !87, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!87 = distinct !{!87, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!88 = distinct !{!88, !87, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!89 = distinct !{!89, !18}
!90 = distinct !{!90, !18}
!91 = !{!"branch_weights", i32 1, i32 5}
!92 = distinct !{!92, !16}
!93 = distinct !{!93, !18}
!94 = distinct !{!94, !18}
!95 = distinct !{!95, !18}
!96 = !{!97, !99, !100, !102}
!97 = distinct !{!97, !98, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!98 = distinct !{!98, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!99 = distinct !{!99, !98, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!100 = distinct !{!100, !101, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!101 = distinct !{!101, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!102 = distinct !{!102, !101, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!103 = distinct !{!103, !16}
!104 = distinct !{!104, !18}
!105 = distinct !{!105, !18}
!106 = distinct !{!106, !18}
!107 = distinct !{!107, !18}
!108 = distinct !{!108, !18, !16}
!109 = !{!110}
!110 = distinct !{!110, !111}
!111 = distinct !{!111, !"LVerDomain"}
!112 = !{!113}
!113 = distinct !{!113, !111}
!114 = distinct !{!114, !16}
!115 = distinct !{!115, !18}
!116 = distinct !{!116, !18}
!117 = distinct !{!117, !16, !20}
