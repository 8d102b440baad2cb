; ModuleID = 'svd_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139993628464704 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.139993628464704.sha1 = internal constant [20 x i8] c"\93;eT(\91\00\DCdB\A1-\B0\DA\07\E5q=\1F\DE"
@.const.picklebuf.139993628464704 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.139993628464704, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993628464704.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139993627710976 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139993627710976.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139993627710976 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139993627710976, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993627710976.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139993626865728 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139993626865728.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.139993626865728 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139993626865728, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993626865728.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.svd_f32 = internal constant [8 x i8] c"svd_f32\00"
@_ZN08NumbaEnv7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [159 x i8] c"missing Environment: _ZN08NumbaEnv7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f52ce9a5590>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f52ce9a5590>\00"
@_ZN08NumbaEnv5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedEb = common local_unnamed_addr global i8* null
@.const.pickledata.139993628461376 = internal constant [109 x i8] c"\80\04\95b\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C\16Arrays cannot be empty\94\85\94\8C\08svd_impl\94\8C\12numba/np/linalg.py\94Ml\05\87\94\87\94."
@.const.pickledata.139993628461376.sha1 = internal constant [20 x i8] c"'\9A\BEP\0F\80\FCke'r\14\DC\D7OZUj\A9\CB"
@.const.picklebuf.139993628461376 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([109 x i8], [109 x i8]* @.const.pickledata.139993628461376, i32 0, i32 0), i32 109, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993628461376.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139993626618432 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139993626618432.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139993626618432 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139993626618432, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993626618432.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139993627687040 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94MI\03\87\94\87\94."
@.const.pickledata.139993627687040.sha1 = internal constant [20 x i8] c"E\A7\06\F9\F7\1C\FFo\E93yT\8E\BC\9E\8B \F4\B1\CD"
@.const.picklebuf.139993627687040 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.139993627687040, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993627687040.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139993626503296 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139993626503296.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139993626503296 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139993626503296, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993626503296.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139993626623488 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139993626623488.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139993626623488 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139993626623488, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993626623488.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139993628464960 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139993628464960.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139993628464960 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139993628464960, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993628464960.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139993628464704.13 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139993628464704.sha1.14 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139993628464704.9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139993628464704.13, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993628464704.sha1.14, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139993626623488.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139993626623488.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139993626623488.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139993626623488.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993626623488.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139993628519872 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139993628519872.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139993628519872 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139993628519872, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993628519872.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139993627443648 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139993627443648.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139993627443648 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139993627443648, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993627443648.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139993626623488.17 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139993626623488.sha1.18 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139993626623488.16 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139993626623488.17, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993626623488.sha1.18, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg37_handle_err_maybe_convergence_problemB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.139993626533824.11 = internal constant [111 x i8] c"\80\04\95d\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\C7\03\87\94\87\94."
@.const.pickledata.139993626533824.sha1.12 = internal constant [20 x i8] c"\9E\0D\D7l\EA\E7\FEF\\\F44\22f\FF\94X\1F{9R"
@.const.picklebuf.139993626533824.10 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([111 x i8], [111 x i8]* @.const.pickledata.139993626533824.11, i32 0, i32 0), i32 111, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993626533824.sha1.12, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139993627243072 = internal constant [149 x i8] c"\80\04\95\8A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C&Internal algorithm failed to converge.\94\85\94\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\C9\03\87\94\87\94."
@.const.pickledata.139993627243072.sha1 = internal constant [20 x i8] c"\7F\CB\D54\A1\FE\9A\8A\9E\0A\04\F3\A6\D9\A4[z\E5\DD\E9"
@.const.picklebuf.139993627243072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([149 x i8], [149 x i8]* @.const.pickledata.139993627243072, i32 0, i32 0), i32 149, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993627243072.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.139993628366528 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139993628366528.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139993628366528 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139993628366528, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993628366528.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f52ce601850B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEff = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139993626623488.22 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139993626623488.sha1.23 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139993626623488.21 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139993626623488.22, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139993626623488.sha1.23, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f52ce995010B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f52ce995510B3v20B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEff = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_numbers14int_power_impl12_3clocals_3e9int_powerB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEfx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.c.0, i8* nocapture readnone %arg.c.1, i64 %arg.c.2, i64 %arg.c.3, float* nocapture readonly %arg.c.4, i64 %arg.c.5.0, i64 %arg.c.6.0) local_unnamed_addr {
entry:
  %.34 = alloca { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, align 8
  %.fca.0.0.gep1111 = bitcast { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34 to i8**
  %.fca.0.4.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 0, i32 4
  %.fca.0.5.0.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 0, i32 5, i64 0
  %.fca.0.5.1.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 0, i32 5, i64 1
  %.fca.1.0.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 1, i32 0
  %.fca.1.2.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 1, i32 2
  %.fca.1.4.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 1, i32 4
  %.fca.1.5.0.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 1, i32 5, i64 0
  %.fca.2.0.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 2, i32 0
  %.fca.2.4.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 2, i32 4
  %.fca.2.5.0.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 2, i32 5, i64 0
  %.fca.2.5.1.gep = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34, i64 0, i32 2, i32 5, i64 1
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.c.0)
  %0 = bitcast { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %.34 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(200) %0, i8 0, i64 200, i1 false)
  %.43 = call i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedEb({ { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* nonnull %.34, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8 0)
  %.53.fca.0.0.load = load i8*, i8** %.fca.0.0.gep1111, align 8
  %.53.fca.0.4.load = load float*, float** %.fca.0.4.gep, align 8
  %.53.fca.0.5.0.load = load i64, i64* %.fca.0.5.0.gep, align 8
  %.53.fca.0.5.1.load = load i64, i64* %.fca.0.5.1.gep, align 8
  %.53.fca.1.0.load = load i8*, i8** %.fca.1.0.gep, align 8
  %.53.fca.1.2.load = load i64, i64* %.fca.1.2.gep, align 8
  %.53.fca.1.4.load = load float*, float** %.fca.1.4.gep, align 8
  %.53.fca.1.5.0.load = load i64, i64* %.fca.1.5.0.gep, align 8
  %.53.fca.2.0.load = load i8*, i8** %.fca.2.0.gep, align 8
  %.53.fca.2.4.load = load float*, float** %.fca.2.4.gep, align 8
  %.53.fca.2.5.0.load = load i64, i64* %.fca.2.5.0.gep, align 8
  %.53.fca.2.5.1.load = load i64, i64* %.fca.2.5.1.gep, align 8
  switch i32 %.43, label %B0.if [
    i32 -2, label %B0.endif.else.endif
    i32 0, label %B0.endif.else.endif
  ]

B0.if:                                            ; preds = %entry
  %.51 = icmp sgt i32 %.43, 0
  %.44 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.52 = select i1 %.51, { i8*, i32, i8*, i8*, i32 }* %.44, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.52, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %for.end.1.endif.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.endif.if, %B0.if, %for.end.3.endif, %for.end.1.endif.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.endif.if, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.if ], [ 0, %for.end.3.endif ], [ %.43, %B0.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B0.endif.else.endif.endif.endif, %B0.endif.else.endif.endif.endif.if
  %.226.sroa.13.0 = phi i64 [ %arg.c.5.0, %B0.endif.else.endif.endif.endif.if ], [ %.226.sroa.13.1, %B0.endif.else.endif.endif.endif ]
  %.314 = sub i64 %.226.sroa.13.0, %.226.sroa.0.2
  %1 = tail call i64 @llvm.smax.i64(i64 %.314, i64 0)
  %.339 = getelementptr float, float* %arg.c.4, i64 %.226.sroa.0.2
  tail call void @NRT_incref(i8* %arg.c.0)
  %.101.not.i = icmp eq i64 %1, 1
  br i1 %.101.not.i, label %B0.endif.endif.endif.endif.endif.endif, label %B90.i12

B0.endif.else.endif:                              ; preds = %entry, %entry
  tail call void @NRT_decref(i8* %arg.A.0)
  %.246 = icmp slt i64 %arg.c.5.0, 1
  br i1 %.246, label %B0.endif.else.endif.if, label %B0.endif.else.endif.endif, !prof !1

B0.endif.else.endif.if:                           ; preds = %B0.endif.else.endif
  br label %B0.endif.else.endif.endif

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif.if, %B0.endif.else.endif
  %.226.sroa.0.2 = phi i64 [ %arg.c.5.0, %B0.endif.else.endif.if ], [ 0, %B0.endif.else.endif ]
  %.253 = icmp slt i64 %.53.fca.1.2.load, 0
  %.254 = select i1 %.253, i64 %arg.c.5.0, i64 0
  %.255 = add i64 %.254, %.53.fca.1.2.load
  %.258 = icmp slt i64 %.255, 0
  br i1 %.258, label %B0.endif.else.endif.endif.if, label %B0.endif.else.endif.endif.endif, !prof !1

B0.endif.else.endif.endif.if:                     ; preds = %B0.endif.else.endif.endif
  br label %B0.endif.else.endif.endif.endif

B0.endif.else.endif.endif.endif:                  ; preds = %B0.endif.else.endif.endif.if, %B0.endif.else.endif.endif
  %.226.sroa.13.1 = phi i64 [ 0, %B0.endif.else.endif.endif.if ], [ %.255, %B0.endif.else.endif.endif ]
  %.263.not = icmp slt i64 %.255, %arg.c.5.0
  br i1 %.263.not, label %B0.endif.endif, label %B0.endif.else.endif.endif.endif.if, !prof !2

B0.endif.else.endif.endif.endif.if:               ; preds = %B0.endif.else.endif.endif.endif
  br label %B0.endif.endif

B90.i12:                                          ; preds = %B0.endif.endif
  %.71.not.i9 = icmp eq i64 %.53.fca.1.5.0.load, %1
  %.76.not.i10 = icmp eq i64 %.53.fca.1.5.0.load, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  br i1 %or.cond.i11, label %B0.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.if

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i12
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993628464704, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif, %B90.i12
  %dest_shape.1 = phi i64 [ %1, %B90.i12 ], [ %.53.fca.1.5.0.load, %B0.endif.endif ]
  %.477 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1, i64 4)
  %.479 = extractvalue { i64, i1 } %.477, 1
  br i1 %.479, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993627710976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.478 = extractvalue { i64, i1 } %.477, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.478, i32 32), !noalias !4
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993626623488.21, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %2 = bitcast i8* %.5.i to float**
  %.6.i243 = load float*, float** %2, align 8
  %.549235 = icmp sgt i64 %dest_shape.1, 0
  br i1 %.549235, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %3 = add i64 %dest_shape.1, -1
  %xtraiter414 = and i64 %dest_shape.1, 7
  %4 = icmp ult i64 %3, 7
  br i1 %4, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter417 = and i64 %dest_shape.1, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index238 = phi i64 [ 0, %for.body.preheader.new ], [ %30, %for.body ]
  %.545.0237 = phi i64 [ 0, %for.body.preheader.new ], [ %.545.1.7, %for.body ]
  %.542.0236 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select271.7, %for.body ]
  %5 = icmp ugt i64 %.53.fca.1.5.0.load, 1
  %6 = icmp ugt i64 %1, 1
  %spec.select271 = select i1 %6, i64 %loop.index238, i64 %.542.0236
  %.558 = getelementptr float, float* %.339, i64 %spec.select271
  %.559 = load float, float* %.558, align 4
  %.545.1 = select i1 %5, i64 %loop.index238, i64 %.545.0237
  %.567 = getelementptr float, float* %.53.fca.1.4.load, i64 %.545.1
  %.568 = load float, float* %.567, align 4
  %.6.i67 = fmul float %.559, %.568
  %sunkaddr = mul i64 %loop.index238, 4
  %7 = bitcast float* %.6.i243 to i8*
  %sunkaddr1112 = getelementptr i8, i8* %7, i64 %sunkaddr
  %8 = bitcast i8* %sunkaddr1112 to float*
  store float %.6.i67, float* %8, align 4
  %9 = add i64 %loop.index238, 1
  %spec.select271.1 = select i1 %6, i64 %9, i64 %.542.0236
  %.558.1 = getelementptr float, float* %.339, i64 %spec.select271.1
  %.559.1 = load float, float* %.558.1, align 4
  %.545.1.1 = select i1 %5, i64 %9, i64 %.545.0237
  %.567.1 = getelementptr float, float* %.53.fca.1.4.load, i64 %.545.1.1
  %.568.1 = load float, float* %.567.1, align 4
  %.6.i67.1 = fmul float %.559.1, %.568.1
  %sunkaddr1113 = mul i64 %loop.index238, 4
  %10 = bitcast float* %.6.i243 to i8*
  %sunkaddr1114 = getelementptr i8, i8* %10, i64 %sunkaddr1113
  %sunkaddr1115 = getelementptr i8, i8* %sunkaddr1114, i64 4
  %11 = bitcast i8* %sunkaddr1115 to float*
  store float %.6.i67.1, float* %11, align 4
  %12 = add i64 %9, 1
  %spec.select271.2 = select i1 %6, i64 %12, i64 %.542.0236
  %.558.2 = getelementptr float, float* %.339, i64 %spec.select271.2
  %.559.2 = load float, float* %.558.2, align 4
  %.545.1.2 = select i1 %5, i64 %12, i64 %.545.0237
  %.567.2 = getelementptr float, float* %.53.fca.1.4.load, i64 %.545.1.2
  %.568.2 = load float, float* %.567.2, align 4
  %.6.i67.2 = fmul float %.559.2, %.568.2
  %sunkaddr1116 = mul i64 %loop.index238, 4
  %13 = bitcast float* %.6.i243 to i8*
  %sunkaddr1117 = getelementptr i8, i8* %13, i64 %sunkaddr1116
  %sunkaddr1118 = getelementptr i8, i8* %sunkaddr1117, i64 8
  %14 = bitcast i8* %sunkaddr1118 to float*
  store float %.6.i67.2, float* %14, align 4
  %15 = add i64 %12, 1
  %spec.select271.3 = select i1 %6, i64 %15, i64 %.542.0236
  %.558.3 = getelementptr float, float* %.339, i64 %spec.select271.3
  %.559.3 = load float, float* %.558.3, align 4
  %.545.1.3 = select i1 %5, i64 %15, i64 %.545.0237
  %.567.3 = getelementptr float, float* %.53.fca.1.4.load, i64 %.545.1.3
  %.568.3 = load float, float* %.567.3, align 4
  %.6.i67.3 = fmul float %.559.3, %.568.3
  %sunkaddr1119 = mul i64 %loop.index238, 4
  %16 = bitcast float* %.6.i243 to i8*
  %sunkaddr1120 = getelementptr i8, i8* %16, i64 %sunkaddr1119
  %sunkaddr1121 = getelementptr i8, i8* %sunkaddr1120, i64 12
  %17 = bitcast i8* %sunkaddr1121 to float*
  store float %.6.i67.3, float* %17, align 4
  %18 = add i64 %15, 1
  %spec.select271.4 = select i1 %6, i64 %18, i64 %.542.0236
  %.558.4 = getelementptr float, float* %.339, i64 %spec.select271.4
  %.559.4 = load float, float* %.558.4, align 4
  %.545.1.4 = select i1 %5, i64 %18, i64 %.545.0237
  %.567.4 = getelementptr float, float* %.53.fca.1.4.load, i64 %.545.1.4
  %.568.4 = load float, float* %.567.4, align 4
  %.6.i67.4 = fmul float %.559.4, %.568.4
  %sunkaddr1122 = mul i64 %loop.index238, 4
  %19 = bitcast float* %.6.i243 to i8*
  %sunkaddr1123 = getelementptr i8, i8* %19, i64 %sunkaddr1122
  %sunkaddr1124 = getelementptr i8, i8* %sunkaddr1123, i64 16
  %20 = bitcast i8* %sunkaddr1124 to float*
  store float %.6.i67.4, float* %20, align 4
  %21 = add i64 %18, 1
  %spec.select271.5 = select i1 %6, i64 %21, i64 %.542.0236
  %.558.5 = getelementptr float, float* %.339, i64 %spec.select271.5
  %.559.5 = load float, float* %.558.5, align 4
  %.545.1.5 = select i1 %5, i64 %21, i64 %.545.0237
  %.567.5 = getelementptr float, float* %.53.fca.1.4.load, i64 %.545.1.5
  %.568.5 = load float, float* %.567.5, align 4
  %.6.i67.5 = fmul float %.559.5, %.568.5
  %sunkaddr1125 = mul i64 %loop.index238, 4
  %22 = bitcast float* %.6.i243 to i8*
  %sunkaddr1126 = getelementptr i8, i8* %22, i64 %sunkaddr1125
  %sunkaddr1127 = getelementptr i8, i8* %sunkaddr1126, i64 20
  %23 = bitcast i8* %sunkaddr1127 to float*
  store float %.6.i67.5, float* %23, align 4
  %24 = add i64 %21, 1
  %spec.select271.6 = select i1 %6, i64 %24, i64 %.542.0236
  %.558.6 = getelementptr float, float* %.339, i64 %spec.select271.6
  %.559.6 = load float, float* %.558.6, align 4
  %.545.1.6 = select i1 %5, i64 %24, i64 %.545.0237
  %.567.6 = getelementptr float, float* %.53.fca.1.4.load, i64 %.545.1.6
  %.568.6 = load float, float* %.567.6, align 4
  %.6.i67.6 = fmul float %.559.6, %.568.6
  %sunkaddr1128 = mul i64 %loop.index238, 4
  %25 = bitcast float* %.6.i243 to i8*
  %sunkaddr1129 = getelementptr i8, i8* %25, i64 %sunkaddr1128
  %sunkaddr1130 = getelementptr i8, i8* %sunkaddr1129, i64 24
  %26 = bitcast i8* %sunkaddr1130 to float*
  store float %.6.i67.6, float* %26, align 4
  %27 = add i64 %24, 1
  %spec.select271.7 = select i1 %6, i64 %27, i64 %.542.0236
  %.558.7 = getelementptr float, float* %.339, i64 %spec.select271.7
  %.559.7 = load float, float* %.558.7, align 4
  %.545.1.7 = select i1 %5, i64 %27, i64 %.545.0237
  %.567.7 = getelementptr float, float* %.53.fca.1.4.load, i64 %.545.1.7
  %.568.7 = load float, float* %.567.7, align 4
  %.6.i67.7 = fmul float %.559.7, %.568.7
  %sunkaddr1131 = mul i64 %loop.index238, 4
  %28 = bitcast float* %.6.i243 to i8*
  %sunkaddr1132 = getelementptr i8, i8* %28, i64 %sunkaddr1131
  %sunkaddr1133 = getelementptr i8, i8* %sunkaddr1132, i64 28
  %29 = bitcast i8* %sunkaddr1133 to float*
  store float %.6.i67.7, float* %29, align 4
  %.597.7 = add nuw i64 %loop.index238, 8
  %30 = add i64 %27, 1
  %niter418.ncmp.7 = icmp eq i64 %30, %unroll_iter417
  br i1 %niter418.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index238.unr = phi i64 [ 0, %for.body.preheader ], [ %.597.7, %for.body ]
  %.545.0237.unr = phi i64 [ 0, %for.body.preheader ], [ %.545.1.7, %for.body ]
  %.542.0236.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select271.7, %for.body ]
  %lcmp.mod416.not = icmp eq i64 %xtraiter414, 0
  br i1 %lcmp.mod416.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv1090 = phi i64 [ %xtraiter414, %for.body.epil.preheader ], [ %lsr.iv.next1091, %for.body.epil ]
  %loop.index238.epil = phi i64 [ %.597.epil, %for.body.epil ], [ %loop.index238.unr, %for.body.epil.preheader ]
  %.545.0237.epil = phi i64 [ %.545.1.epil, %for.body.epil ], [ %.545.0237.unr, %for.body.epil.preheader ]
  %.542.0236.epil = phi i64 [ %spec.select271.epil, %for.body.epil ], [ %.542.0236.unr, %for.body.epil.preheader ]
  %31 = icmp ugt i64 %.53.fca.1.5.0.load, 1
  %32 = icmp ugt i64 %1, 1
  %spec.select271.epil = select i1 %32, i64 %loop.index238.epil, i64 %.542.0236.epil
  %.558.epil = getelementptr float, float* %.339, i64 %spec.select271.epil
  %.559.epil = load float, float* %.558.epil, align 4
  %.545.1.epil = select i1 %31, i64 %loop.index238.epil, i64 %.545.0237.epil
  %.567.epil = getelementptr float, float* %.53.fca.1.4.load, i64 %.545.1.epil
  %.568.epil = load float, float* %.567.epil, align 4
  %.6.i67.epil = fmul float %.559.epil, %.568.epil
  %scevgep1089 = getelementptr float, float* %.6.i243, i64 %loop.index238.epil
  store float %.6.i67.epil, float* %scevgep1089, align 4
  %.597.epil = add nuw nsw i64 %loop.index238.epil, 1
  %lsr.iv.next1091 = add nsw i64 %lsr.iv1090, -1
  %epil.iter415.cmp.not = icmp eq i64 %lsr.iv.next1091, 0
  br i1 %epil.iter415.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !11

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %const1110 = bitcast i64 9223372036854775800 to i64
  tail call void @NRT_decref(i8* %.53.fca.1.0.load)
  tail call void @NRT_decref(i8* %arg.c.0)
  %.68.i = icmp eq i64 %dest_shape.1, 0
  br i1 %.68.i, label %B128.i125, label %B50.endif.preheader.i26, !prof !1

B50.endif.preheader.i26:                          ; preds = %for.end
  %smax.i24 = tail call i64 @llvm.smax.i64(i64 %dest_shape.1, i64 1)
  %33 = add nsw i64 %smax.i24, -1
  %xtraiter.i25 = and i64 %smax.i24, 7
  %34 = icmp ult i64 %33, 7
  br i1 %34, label %common.ret.loopexit.unr-lcssa.i31, label %B50.endif.preheader.new.i28

B50.endif.preheader.new.i28:                      ; preds = %B50.endif.preheader.i26
  %unroll_iter.i27 = and i64 %smax.i24, %const1110
  %35 = add nsw i64 %unroll_iter.i27, -8
  %36 = lshr exact i64 %35, 3
  %37 = add nuw nsw i64 %36, 1
  %xtraiter408 = and i64 %37, 7
  %38 = icmp ult i64 %35, 56
  br i1 %38, label %common.ret.loopexit.unr-lcssa.i31.loopexit.unr-lcssa, label %B50.endif.preheader.new.i28.new

B50.endif.preheader.new.i28.new:                  ; preds = %B50.endif.preheader.new.i28
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter412 = and i64 %37, %const
  %scevgep959 = getelementptr float, float* %.6.i243, i64 63
  br label %B50.endif.i58

common.ret.loopexit.unr-lcssa.i31.loopexit.unr-lcssa: ; preds = %B50.endif.i58, %B50.endif.preheader.new.i28
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i28 ], [ %.239.7.i.7, %B50.endif.i58 ]
  %c.2.06.i41.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i28 ], [ %.239.7.i.7, %B50.endif.i58 ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i28 ], [ %.182.7.i.7, %B50.endif.i58 ]
  %lcmp.mod410.not = icmp eq i64 %xtraiter408, 0
  br i1 %lcmp.mod410.not, label %common.ret.loopexit.unr-lcssa.i31, label %B50.endif.i58.epil.preheader

B50.endif.i58.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i31.loopexit.unr-lcssa
  %39 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep932 = getelementptr float, float* %.6.i243, i64 %39
  %40 = shl nuw nsw i64 %xtraiter408, 5
  br label %B50.endif.i58.epil

B50.endif.i58.epil:                               ; preds = %B50.endif.i58.epil.preheader, %B50.endif.i58.epil
  %lsr.iv933 = phi i64 [ 0, %B50.endif.i58.epil.preheader ], [ %lsr.iv.next934, %B50.endif.i58.epil ]
  %c.2.06.i41.epil = phi float [ %.239.7.i.epil, %B50.endif.i58.epil ], [ %c.2.06.i41.unr, %B50.endif.i58.epil.preheader ]
  %41 = bitcast float* %scevgep932 to i8*
  %uglygep956 = getelementptr i8, i8* %41, i64 %lsr.iv933
  %uglygep956957 = bitcast i8* %uglygep956 to float*
  %scevgep958 = getelementptr float, float* %uglygep956957, i64 -7
  %.236.i.epil = load float, float* %scevgep958, align 4, !noalias !13
  %.239.i.epil = fadd float %c.2.06.i41.epil, %.236.i.epil
  %uglygep953 = getelementptr i8, i8* %41, i64 %lsr.iv933
  %uglygep953954 = bitcast i8* %uglygep953 to float*
  %scevgep955 = getelementptr float, float* %uglygep953954, i64 -6
  %.236.1.i.epil = load float, float* %scevgep955, align 4, !noalias !13
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep950 = getelementptr i8, i8* %41, i64 %lsr.iv933
  %uglygep950951 = bitcast i8* %uglygep950 to float*
  %scevgep952 = getelementptr float, float* %uglygep950951, i64 -5
  %.236.2.i.epil = load float, float* %scevgep952, align 4, !noalias !13
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep947 = getelementptr i8, i8* %41, i64 %lsr.iv933
  %uglygep947948 = bitcast i8* %uglygep947 to float*
  %scevgep949 = getelementptr float, float* %uglygep947948, i64 -4
  %.236.3.i.epil = load float, float* %scevgep949, align 4, !noalias !13
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep944 = getelementptr i8, i8* %41, i64 %lsr.iv933
  %uglygep944945 = bitcast i8* %uglygep944 to float*
  %scevgep946 = getelementptr float, float* %uglygep944945, i64 -3
  %.236.4.i.epil = load float, float* %scevgep946, align 4, !noalias !13
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep941 = getelementptr i8, i8* %41, i64 %lsr.iv933
  %uglygep941942 = bitcast i8* %uglygep941 to float*
  %scevgep943 = getelementptr float, float* %uglygep941942, i64 -2
  %.236.5.i.epil = load float, float* %scevgep943, align 4, !noalias !13
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep938 = getelementptr i8, i8* %41, i64 %lsr.iv933
  %uglygep938939 = bitcast i8* %uglygep938 to float*
  %scevgep940 = getelementptr float, float* %uglygep938939, i64 -1
  %.236.6.i.epil = load float, float* %scevgep940, align 4, !noalias !13
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep936 = getelementptr i8, i8* %41, i64 %lsr.iv933
  %uglygep936937 = bitcast i8* %uglygep936 to float*
  %.236.7.i.epil = load float, float* %uglygep936937, align 4, !noalias !13
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next934 = add nuw nsw i64 %lsr.iv933, 32
  %epil.iter409.cmp.not = icmp eq i64 %40, %lsr.iv.next934
  br i1 %epil.iter409.cmp.not, label %common.ret.loopexit.unr-lcssa.i31, label %B50.endif.i58.epil, !prof !16, !llvm.loop !17

common.ret.loopexit.unr-lcssa.i31:                ; preds = %B50.endif.i58.epil, %common.ret.loopexit.unr-lcssa.i31.loopexit.unr-lcssa, %B50.endif.preheader.i26
  %.239.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i26 ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i31.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i58.epil ]
  %c.2.06.unr.i29 = phi float [ 0.000000e+00, %B50.endif.preheader.i26 ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i31.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i58.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i26 ], [ %unroll_iter.i27, %common.ret.loopexit.unr-lcssa.i31.loopexit.unr-lcssa ], [ %unroll_iter.i27, %B50.endif.i58.epil ]
  %lcmp.mod.not.i30 = icmp eq i64 %xtraiter.i25, 0
  br i1 %lcmp.mod.not.i30, label %B128.i125, label %B50.endif.epil.preheader.i33

B50.endif.epil.preheader.i33:                     ; preds = %common.ret.loopexit.unr-lcssa.i31
  %scevgep.i32 = getelementptr float, float* %.6.i243, i64 %.70.05.unr.i
  br label %B50.endif.epil.i39

B50.endif.epil.i39:                               ; preds = %B50.endif.epil.i39, %B50.endif.epil.preheader.i33
  %c.2.06.epil.i34 = phi float [ %.239.epil.i, %B50.endif.epil.i39 ], [ %c.2.06.unr.i29, %B50.endif.epil.preheader.i33 ]
  %epil.iter.i35 = phi i64 [ %epil.iter.next.i37, %B50.endif.epil.i39 ], [ 0, %B50.endif.epil.preheader.i33 ]
  %scevgep931 = getelementptr float, float* %scevgep.i32, i64 %epil.iter.i35
  %.236.epil.i = load float, float* %scevgep931, align 4, !noalias !13
  %.239.epil.i = fadd float %c.2.06.epil.i34, %.236.epil.i
  %epil.iter.next.i37 = add nuw nsw i64 %epil.iter.i35, 1
  %epil.iter.cmp.not.i38 = icmp eq i64 %xtraiter.i25, %epil.iter.next.i37
  br i1 %epil.iter.cmp.not.i38, label %B128.i125, label %B50.endif.epil.i39, !prof !16, !llvm.loop !18

B50.endif.i58:                                    ; preds = %B50.endif.i58, %B50.endif.preheader.new.i28.new
  %lsr.iv1087 = phi i64 [ %lsr.iv.next1088, %B50.endif.i58 ], [ %unroll_iter412, %B50.endif.preheader.new.i28.new ]
  %c.2.06.i41 = phi float [ 0.000000e+00, %B50.endif.preheader.new.i28.new ], [ %.239.7.i.7, %B50.endif.i58 ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i28.new ], [ %.182.7.i.7, %B50.endif.i58 ]
  %scevgep1085 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1086 = getelementptr float, float* %scevgep1085, i64 -63
  %.236.i = load float, float* %scevgep1086, align 4, !noalias !13
  %.239.i = fadd float %c.2.06.i41, %.236.i
  %scevgep1083 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1084 = getelementptr float, float* %scevgep1083, i64 -62
  %.236.1.i = load float, float* %scevgep1084, align 4, !noalias !13
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep1081 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1082 = getelementptr float, float* %scevgep1081, i64 -61
  %.236.2.i = load float, float* %scevgep1082, align 4, !noalias !13
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep1079 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1080 = getelementptr float, float* %scevgep1079, i64 -60
  %.236.3.i = load float, float* %scevgep1080, align 4, !noalias !13
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep1077 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1078 = getelementptr float, float* %scevgep1077, i64 -59
  %.236.4.i = load float, float* %scevgep1078, align 4, !noalias !13
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep1075 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1076 = getelementptr float, float* %scevgep1075, i64 -58
  %.236.5.i = load float, float* %scevgep1076, align 4, !noalias !13
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep1073 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1074 = getelementptr float, float* %scevgep1073, i64 -57
  %.236.6.i = load float, float* %scevgep1074, align 4, !noalias !13
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep1071 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1072 = getelementptr float, float* %scevgep1071, i64 -56
  %.236.7.i = load float, float* %scevgep1072, align 4, !noalias !13
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep1040 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1041 = getelementptr float, float* %scevgep1040, i64 -55
  %.236.i.1 = load float, float* %scevgep1041, align 4, !noalias !13
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep1042 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1043 = getelementptr float, float* %scevgep1042, i64 -54
  %.236.1.i.1 = load float, float* %scevgep1043, align 4, !noalias !13
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep1044 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1045 = getelementptr float, float* %scevgep1044, i64 -53
  %.236.2.i.1 = load float, float* %scevgep1045, align 4, !noalias !13
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep1046 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1047 = getelementptr float, float* %scevgep1046, i64 -52
  %.236.3.i.1 = load float, float* %scevgep1047, align 4, !noalias !13
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep1048 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1049 = getelementptr float, float* %scevgep1048, i64 -51
  %.236.4.i.1 = load float, float* %scevgep1049, align 4, !noalias !13
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep1050 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1051 = getelementptr float, float* %scevgep1050, i64 -50
  %.236.5.i.1 = load float, float* %scevgep1051, align 4, !noalias !13
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep1052 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1053 = getelementptr float, float* %scevgep1052, i64 -49
  %.236.6.i.1 = load float, float* %scevgep1053, align 4, !noalias !13
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep1054 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1055 = getelementptr float, float* %scevgep1054, i64 -48
  %.236.7.i.1 = load float, float* %scevgep1055, align 4, !noalias !13
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep1024 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1025 = getelementptr float, float* %scevgep1024, i64 -47
  %.236.i.2 = load float, float* %scevgep1025, align 4, !noalias !13
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep1026 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1027 = getelementptr float, float* %scevgep1026, i64 -46
  %.236.1.i.2 = load float, float* %scevgep1027, align 4, !noalias !13
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep1028 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1029 = getelementptr float, float* %scevgep1028, i64 -45
  %.236.2.i.2 = load float, float* %scevgep1029, align 4, !noalias !13
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep1030 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1031 = getelementptr float, float* %scevgep1030, i64 -44
  %.236.3.i.2 = load float, float* %scevgep1031, align 4, !noalias !13
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep1032 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1033 = getelementptr float, float* %scevgep1032, i64 -43
  %.236.4.i.2 = load float, float* %scevgep1033, align 4, !noalias !13
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep1034 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1035 = getelementptr float, float* %scevgep1034, i64 -42
  %.236.5.i.2 = load float, float* %scevgep1035, align 4, !noalias !13
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep1036 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1037 = getelementptr float, float* %scevgep1036, i64 -41
  %.236.6.i.2 = load float, float* %scevgep1037, align 4, !noalias !13
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep1038 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1039 = getelementptr float, float* %scevgep1038, i64 -40
  %.236.7.i.2 = load float, float* %scevgep1039, align 4, !noalias !13
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep1008 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1009 = getelementptr float, float* %scevgep1008, i64 -39
  %.236.i.3 = load float, float* %scevgep1009, align 4, !noalias !13
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep1010 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1011 = getelementptr float, float* %scevgep1010, i64 -38
  %.236.1.i.3 = load float, float* %scevgep1011, align 4, !noalias !13
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep1012 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1013 = getelementptr float, float* %scevgep1012, i64 -37
  %.236.2.i.3 = load float, float* %scevgep1013, align 4, !noalias !13
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep1014 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1015 = getelementptr float, float* %scevgep1014, i64 -36
  %.236.3.i.3 = load float, float* %scevgep1015, align 4, !noalias !13
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep1016 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1017 = getelementptr float, float* %scevgep1016, i64 -35
  %.236.4.i.3 = load float, float* %scevgep1017, align 4, !noalias !13
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep1018 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1019 = getelementptr float, float* %scevgep1018, i64 -34
  %.236.5.i.3 = load float, float* %scevgep1019, align 4, !noalias !13
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep1020 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1021 = getelementptr float, float* %scevgep1020, i64 -33
  %.236.6.i.3 = load float, float* %scevgep1021, align 4, !noalias !13
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep1022 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1023 = getelementptr float, float* %scevgep1022, i64 -32
  %.236.7.i.3 = load float, float* %scevgep1023, align 4, !noalias !13
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep992 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep993 = getelementptr float, float* %scevgep992, i64 -31
  %.236.i.4 = load float, float* %scevgep993, align 4, !noalias !13
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep994 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep995 = getelementptr float, float* %scevgep994, i64 -30
  %.236.1.i.4 = load float, float* %scevgep995, align 4, !noalias !13
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep996 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep997 = getelementptr float, float* %scevgep996, i64 -29
  %.236.2.i.4 = load float, float* %scevgep997, align 4, !noalias !13
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep998 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep999 = getelementptr float, float* %scevgep998, i64 -28
  %.236.3.i.4 = load float, float* %scevgep999, align 4, !noalias !13
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep1000 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1001 = getelementptr float, float* %scevgep1000, i64 -27
  %.236.4.i.4 = load float, float* %scevgep1001, align 4, !noalias !13
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep1002 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1003 = getelementptr float, float* %scevgep1002, i64 -26
  %.236.5.i.4 = load float, float* %scevgep1003, align 4, !noalias !13
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep1004 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1005 = getelementptr float, float* %scevgep1004, i64 -25
  %.236.6.i.4 = load float, float* %scevgep1005, align 4, !noalias !13
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep1006 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1007 = getelementptr float, float* %scevgep1006, i64 -24
  %.236.7.i.4 = load float, float* %scevgep1007, align 4, !noalias !13
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep976 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep977 = getelementptr float, float* %scevgep976, i64 -23
  %.236.i.5 = load float, float* %scevgep977, align 4, !noalias !13
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep978 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep979 = getelementptr float, float* %scevgep978, i64 -22
  %.236.1.i.5 = load float, float* %scevgep979, align 4, !noalias !13
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep980 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep981 = getelementptr float, float* %scevgep980, i64 -21
  %.236.2.i.5 = load float, float* %scevgep981, align 4, !noalias !13
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep982 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep983 = getelementptr float, float* %scevgep982, i64 -20
  %.236.3.i.5 = load float, float* %scevgep983, align 4, !noalias !13
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep984 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep985 = getelementptr float, float* %scevgep984, i64 -19
  %.236.4.i.5 = load float, float* %scevgep985, align 4, !noalias !13
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep986 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep987 = getelementptr float, float* %scevgep986, i64 -18
  %.236.5.i.5 = load float, float* %scevgep987, align 4, !noalias !13
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep988 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep989 = getelementptr float, float* %scevgep988, i64 -17
  %.236.6.i.5 = load float, float* %scevgep989, align 4, !noalias !13
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep990 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep991 = getelementptr float, float* %scevgep990, i64 -16
  %.236.7.i.5 = load float, float* %scevgep991, align 4, !noalias !13
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep960 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep961 = getelementptr float, float* %scevgep960, i64 -15
  %.236.i.6 = load float, float* %scevgep961, align 4, !noalias !13
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep962 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep963 = getelementptr float, float* %scevgep962, i64 -14
  %.236.1.i.6 = load float, float* %scevgep963, align 4, !noalias !13
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep964 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep965 = getelementptr float, float* %scevgep964, i64 -13
  %.236.2.i.6 = load float, float* %scevgep965, align 4, !noalias !13
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep966 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep967 = getelementptr float, float* %scevgep966, i64 -12
  %.236.3.i.6 = load float, float* %scevgep967, align 4, !noalias !13
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep968 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep969 = getelementptr float, float* %scevgep968, i64 -11
  %.236.4.i.6 = load float, float* %scevgep969, align 4, !noalias !13
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep970 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep971 = getelementptr float, float* %scevgep970, i64 -10
  %.236.5.i.6 = load float, float* %scevgep971, align 4, !noalias !13
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep972 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep973 = getelementptr float, float* %scevgep972, i64 -9
  %.236.6.i.6 = load float, float* %scevgep973, align 4, !noalias !13
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep974 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep975 = getelementptr float, float* %scevgep974, i64 -8
  %.236.7.i.6 = load float, float* %scevgep975, align 4, !noalias !13
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep1056 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1057 = getelementptr float, float* %scevgep1056, i64 -7
  %.236.i.7 = load float, float* %scevgep1057, align 4, !noalias !13
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep1058 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1059 = getelementptr float, float* %scevgep1058, i64 -6
  %.236.1.i.7 = load float, float* %scevgep1059, align 4, !noalias !13
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep1060 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1061 = getelementptr float, float* %scevgep1060, i64 -5
  %.236.2.i.7 = load float, float* %scevgep1061, align 4, !noalias !13
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep1062 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1063 = getelementptr float, float* %scevgep1062, i64 -4
  %.236.3.i.7 = load float, float* %scevgep1063, align 4, !noalias !13
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep1064 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1065 = getelementptr float, float* %scevgep1064, i64 -3
  %.236.4.i.7 = load float, float* %scevgep1065, align 4, !noalias !13
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep1066 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1067 = getelementptr float, float* %scevgep1066, i64 -2
  %.236.5.i.7 = load float, float* %scevgep1067, align 4, !noalias !13
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep1068 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %scevgep1069 = getelementptr float, float* %scevgep1068, i64 -1
  %.236.6.i.7 = load float, float* %scevgep1069, align 4, !noalias !13
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep1070 = getelementptr float, float* %scevgep959, i64 %.70.05.i
  %.236.7.i.7 = load float, float* %scevgep1070, align 4, !noalias !13
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next1088 = add i64 %lsr.iv1087, -8
  %niter413.ncmp.7 = icmp eq i64 %lsr.iv.next1088, 0
  br i1 %niter413.ncmp.7, label %common.ret.loopexit.unr-lcssa.i31.loopexit.unr-lcssa, label %B50.endif.i58, !prof !1

B128.i125:                                        ; preds = %B50.endif.epil.i39, %for.end, %common.ret.loopexit.unr-lcssa.i31
  %c.2.0.lcssa.i40 = phi float [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i31 ], [ %.239.epil.i, %B50.endif.epil.i39 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.703 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.53.fca.0.5.0.load, i64 %.53.fca.0.5.1.load)
  %.704 = extractvalue { i64, i1 } %.703, 0
  %.705 = extractvalue { i64, i1 } %.703, 1
  %.708 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.704, i64 4)
  %.710 = extractvalue { i64, i1 } %.708, 1
  %.711 = or i1 %.705, %.710
  br i1 %.711, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.if:                     ; preds = %B128.i125
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993627710976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i125
  %.709 = extractvalue { i64, i1 } %.708, 0
  %.7.i.i193 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.709, i32 32), !noalias !19
  %.8.i.i194 = icmp eq i8* %.7.i.i193, null
  br i1 %.8.i.i194, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993626623488.21, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i199 = getelementptr i8, i8* %.7.i.i193, i64 24
  %42 = bitcast i8* %.5.i199 to float**
  %.6.i200244 = load float*, float** %42, align 8
  %.789231 = icmp sgt i64 %.53.fca.0.5.1.load, 0
  br i1 %.789231, label %for.cond.2.preheader.preheader, label %for.end.1

for.cond.2.preheader.preheader:                   ; preds = %for.end.endif.endif.endif.endif.endif
  %.792225 = icmp sgt i64 %.53.fca.0.5.0.load, 0
  br i1 %.792225, label %for.cond.2.preheader.us.preheader, label %for.end.1

for.cond.2.preheader.us.preheader:                ; preds = %for.cond.2.preheader.preheader
  %43 = add i64 %.53.fca.0.5.0.load, -1
  %44 = add i64 %.53.fca.0.5.1.load, -1
  %xtraiter352 = and i64 %.53.fca.0.5.1.load, 3
  %45 = icmp ult i64 %44, 3
  br i1 %45, label %for.end.1.loopexit.unr-lcssa, label %for.cond.2.preheader.us.preheader.new

for.cond.2.preheader.us.preheader.new:            ; preds = %for.cond.2.preheader.us.preheader
  %unroll_iter370 = and i64 %.53.fca.0.5.1.load, -4
  %unroll_iter350 = and i64 %.53.fca.0.5.0.load, -8
  %unroll_iter350.1 = and i64 %.53.fca.0.5.0.load, -8
  %unroll_iter350.2 = and i64 %.53.fca.0.5.0.load, -8
  %xtraiter345.3 = and i64 %.53.fca.0.5.0.load, 7
  %unroll_iter350.3 = and i64 %.53.fca.0.5.0.load, -8
  %scevgep828 = getelementptr float, float* %.6.i200244, i64 7
  %46 = shl i64 %.53.fca.0.5.0.load, 4
  %47 = add i64 %.53.fca.0.5.0.load, 7
  %scevgep853 = getelementptr float, float* %.6.i200244, i64 %47
  %scevgep872 = getelementptr float, float* %.6.i200244, i64 %.53.fca.0.5.0.load
  %48 = shl i64 %.53.fca.0.5.0.load, 1
  %49 = add i64 %48, 7
  %scevgep879 = getelementptr float, float* %.6.i200244, i64 %49
  %scevgep898 = getelementptr float, float* %.6.i200244, i64 %48
  %50 = mul i64 %.53.fca.0.5.0.load, 3
  %51 = add i64 %50, 7
  %scevgep905 = getelementptr float, float* %.6.i200244, i64 %51
  %scevgep924 = getelementptr float, float* %.6.i200244, i64 %50
  br label %for.cond.2.preheader.us

for.cond.2.preheader.us:                          ; preds = %for.end.2.loopexit.us.3, %for.cond.2.preheader.us.preheader.new
  %lsr.iv925 = phi float* [ %126, %for.end.2.loopexit.us.3 ], [ %scevgep924, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv906 = phi float* [ %125, %for.end.2.loopexit.us.3 ], [ %scevgep905, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv899 = phi float* [ %124, %for.end.2.loopexit.us.3 ], [ %scevgep898, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv880 = phi float* [ %123, %for.end.2.loopexit.us.3 ], [ %scevgep879, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv873 = phi float* [ %122, %for.end.2.loopexit.us.3 ], [ %scevgep872, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv854 = phi float* [ %121, %for.end.2.loopexit.us.3 ], [ %scevgep853, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv847 = phi float* [ %120, %for.end.2.loopexit.us.3 ], [ %.6.i200244, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv829 = phi float* [ %119, %for.end.2.loopexit.us.3 ], [ %scevgep828, %for.cond.2.preheader.us.preheader.new ]
  %loop.index.1234.us = phi i64 [ 0, %for.cond.2.preheader.us.preheader.new ], [ %.844.us.3, %for.end.2.loopexit.us.3 ]
  %.785.0233.us = phi i64 [ 0, %for.cond.2.preheader.us.preheader.new ], [ %.785.2.us.lcssa.3, %for.end.2.loopexit.us.3 ]
  %.782.0232.us = phi i64 [ 0, %for.cond.2.preheader.us.preheader.new ], [ %spec.select272.us.lcssa.3, %for.end.2.loopexit.us.3 ]
  %52 = icmp ult i64 %43, 7
  br i1 %52, label %for.end.2.loopexit.us.unr-lcssa, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.cond.2.preheader.us
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader, %for.body.2.us
  %loop.index.2228.us = phi i64 [ %62, %for.body.2.us ], [ 0, %for.body.2.us.preheader ]
  %.785.1227.us = phi i64 [ %.785.2.us.7, %for.body.2.us ], [ %.785.0233.us, %for.body.2.us.preheader ]
  %.782.1226.us = phi i64 [ %spec.select272.us.7, %for.body.2.us ], [ %.782.0232.us, %for.body.2.us.preheader ]
  %53 = icmp eq i64 %.53.fca.0.5.1.load, 1
  %54 = icmp ugt i64 %.53.fca.0.5.0.load, 1
  %spec.select272.us = select i1 %54, i64 %loop.index.2228.us, i64 %.782.1226.us
  %.785.2.us = select i1 %53, i64 %.785.1227.us, i64 %loop.index.1234.us
  %.807.us = mul i64 %.785.2.us, %.53.fca.0.5.0.load
  %.808.us = add i64 %spec.select272.us, %.807.us
  %.809.us = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us
  %.810.us = load float, float* %.809.us, align 4
  %.149.i.i132.us = fmul float %.810.us, %.810.us
  %.149.i.1.i133.us = fmul float %.149.i.i132.us, %.149.i.i132.us
  %scevgep845 = getelementptr float, float* %lsr.iv829, i64 %loop.index.2228.us
  %scevgep846 = getelementptr float, float* %scevgep845, i64 -7
  store float %.149.i.1.i133.us, float* %scevgep846, align 4
  %55 = add i64 %loop.index.2228.us, 1
  %spec.select272.us.1 = select i1 %54, i64 %55, i64 %.782.1226.us
  %.785.2.us.1 = select i1 %53, i64 %.785.1227.us, i64 %loop.index.1234.us
  %.807.us.1 = mul i64 %.785.2.us.1, %.53.fca.0.5.0.load
  %.808.us.1 = add i64 %spec.select272.us.1, %.807.us.1
  %.809.us.1 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.1
  %.810.us.1 = load float, float* %.809.us.1, align 4
  %.149.i.i132.us.1 = fmul float %.810.us.1, %.810.us.1
  %.149.i.1.i133.us.1 = fmul float %.149.i.i132.us.1, %.149.i.i132.us.1
  %scevgep842 = getelementptr float, float* %lsr.iv829, i64 %loop.index.2228.us
  %scevgep843 = getelementptr float, float* %scevgep842, i64 -6
  store float %.149.i.1.i133.us.1, float* %scevgep843, align 4
  %56 = add i64 %55, 1
  %spec.select272.us.2 = select i1 %54, i64 %56, i64 %.782.1226.us
  %.785.2.us.2 = select i1 %53, i64 %.785.1227.us, i64 %loop.index.1234.us
  %.807.us.2 = mul i64 %.785.2.us.2, %.53.fca.0.5.0.load
  %.808.us.2 = add i64 %spec.select272.us.2, %.807.us.2
  %.809.us.2 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.2
  %.810.us.2 = load float, float* %.809.us.2, align 4
  %.149.i.i132.us.2 = fmul float %.810.us.2, %.810.us.2
  %.149.i.1.i133.us.2 = fmul float %.149.i.i132.us.2, %.149.i.i132.us.2
  %scevgep840 = getelementptr float, float* %lsr.iv829, i64 %loop.index.2228.us
  %scevgep841 = getelementptr float, float* %scevgep840, i64 -5
  store float %.149.i.1.i133.us.2, float* %scevgep841, align 4
  %57 = add i64 %56, 1
  %spec.select272.us.3 = select i1 %54, i64 %57, i64 %.782.1226.us
  %.785.2.us.3 = select i1 %53, i64 %.785.1227.us, i64 %loop.index.1234.us
  %.807.us.3 = mul i64 %.785.2.us.3, %.53.fca.0.5.0.load
  %.808.us.3 = add i64 %spec.select272.us.3, %.807.us.3
  %.809.us.3 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.3
  %.810.us.3 = load float, float* %.809.us.3, align 4
  %.149.i.i132.us.3 = fmul float %.810.us.3, %.810.us.3
  %.149.i.1.i133.us.3 = fmul float %.149.i.i132.us.3, %.149.i.i132.us.3
  %scevgep838 = getelementptr float, float* %lsr.iv829, i64 %loop.index.2228.us
  %scevgep839 = getelementptr float, float* %scevgep838, i64 -4
  store float %.149.i.1.i133.us.3, float* %scevgep839, align 4
  %58 = add i64 %57, 1
  %spec.select272.us.4 = select i1 %54, i64 %58, i64 %.782.1226.us
  %.785.2.us.4 = select i1 %53, i64 %.785.1227.us, i64 %loop.index.1234.us
  %.807.us.4 = mul i64 %.785.2.us.4, %.53.fca.0.5.0.load
  %.808.us.4 = add i64 %spec.select272.us.4, %.807.us.4
  %.809.us.4 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.4
  %.810.us.4 = load float, float* %.809.us.4, align 4
  %.149.i.i132.us.4 = fmul float %.810.us.4, %.810.us.4
  %.149.i.1.i133.us.4 = fmul float %.149.i.i132.us.4, %.149.i.i132.us.4
  %scevgep836 = getelementptr float, float* %lsr.iv829, i64 %loop.index.2228.us
  %scevgep837 = getelementptr float, float* %scevgep836, i64 -3
  store float %.149.i.1.i133.us.4, float* %scevgep837, align 4
  %59 = add i64 %58, 1
  %spec.select272.us.5 = select i1 %54, i64 %59, i64 %.782.1226.us
  %.785.2.us.5 = select i1 %53, i64 %.785.1227.us, i64 %loop.index.1234.us
  %.807.us.5 = mul i64 %.785.2.us.5, %.53.fca.0.5.0.load
  %.808.us.5 = add i64 %spec.select272.us.5, %.807.us.5
  %.809.us.5 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.5
  %.810.us.5 = load float, float* %.809.us.5, align 4
  %.149.i.i132.us.5 = fmul float %.810.us.5, %.810.us.5
  %.149.i.1.i133.us.5 = fmul float %.149.i.i132.us.5, %.149.i.i132.us.5
  %scevgep834 = getelementptr float, float* %lsr.iv829, i64 %loop.index.2228.us
  %scevgep835 = getelementptr float, float* %scevgep834, i64 -2
  store float %.149.i.1.i133.us.5, float* %scevgep835, align 4
  %60 = add i64 %59, 1
  %spec.select272.us.6 = select i1 %54, i64 %60, i64 %.782.1226.us
  %.785.2.us.6 = select i1 %53, i64 %.785.1227.us, i64 %loop.index.1234.us
  %.807.us.6 = mul i64 %.785.2.us.6, %.53.fca.0.5.0.load
  %.808.us.6 = add i64 %spec.select272.us.6, %.807.us.6
  %.809.us.6 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.6
  %.810.us.6 = load float, float* %.809.us.6, align 4
  %.149.i.i132.us.6 = fmul float %.810.us.6, %.810.us.6
  %.149.i.1.i133.us.6 = fmul float %.149.i.i132.us.6, %.149.i.i132.us.6
  %scevgep832 = getelementptr float, float* %lsr.iv829, i64 %loop.index.2228.us
  %scevgep833 = getelementptr float, float* %scevgep832, i64 -1
  store float %.149.i.1.i133.us.6, float* %scevgep833, align 4
  %61 = add i64 %60, 1
  %spec.select272.us.7 = select i1 %54, i64 %61, i64 %.782.1226.us
  %.785.2.us.7 = select i1 %53, i64 %.785.1227.us, i64 %loop.index.1234.us
  %.807.us.7 = mul i64 %.785.2.us.7, %.53.fca.0.5.0.load
  %.808.us.7 = add i64 %spec.select272.us.7, %.807.us.7
  %.809.us.7 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.7
  %.810.us.7 = load float, float* %.809.us.7, align 4
  %.149.i.i132.us.7 = fmul float %.810.us.7, %.810.us.7
  %.149.i.1.i133.us.7 = fmul float %.149.i.i132.us.7, %.149.i.i132.us.7
  %scevgep844 = getelementptr float, float* %lsr.iv829, i64 %loop.index.2228.us
  store float %.149.i.1.i133.us.7, float* %scevgep844, align 4
  %.842.us.7 = add nuw i64 %loop.index.2228.us, 8
  %62 = add i64 %61, 1
  %niter351.ncmp.7 = icmp eq i64 %62, %unroll_iter350
  br i1 %niter351.ncmp.7, label %for.end.2.loopexit.us.unr-lcssa, label %for.body.2.us

for.end.2.loopexit.us.unr-lcssa:                  ; preds = %for.body.2.us, %for.cond.2.preheader.us
  %spec.select272.us.lcssa.ph = phi i64 [ undef, %for.cond.2.preheader.us ], [ %spec.select272.us.7, %for.body.2.us ]
  %.785.2.us.lcssa.ph = phi i64 [ undef, %for.cond.2.preheader.us ], [ %.785.2.us.7, %for.body.2.us ]
  %loop.index.2228.us.unr = phi i64 [ 0, %for.cond.2.preheader.us ], [ %.842.us.7, %for.body.2.us ]
  %.785.1227.us.unr = phi i64 [ %.785.0233.us, %for.cond.2.preheader.us ], [ %.785.2.us.7, %for.body.2.us ]
  %.782.1226.us.unr = phi i64 [ %.782.0232.us, %for.cond.2.preheader.us ], [ %spec.select272.us.7, %for.body.2.us ]
  %63 = and i64 %.53.fca.0.5.0.load, 7
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %for.end.2.loopexit.us, label %for.body.2.us.epil.preheader

for.body.2.us.epil.preheader:                     ; preds = %for.end.2.loopexit.us.unr-lcssa
  br label %for.body.2.us.epil

for.body.2.us.epil:                               ; preds = %for.body.2.us.epil.preheader, %for.body.2.us.epil
  %lsr.iv851 = phi i64 [ %xtraiter345.3, %for.body.2.us.epil.preheader ], [ %lsr.iv.next852, %for.body.2.us.epil ]
  %loop.index.2228.us.epil = phi i64 [ %.842.us.epil, %for.body.2.us.epil ], [ %loop.index.2228.us.unr, %for.body.2.us.epil.preheader ]
  %.785.1227.us.epil = phi i64 [ %.785.2.us.epil, %for.body.2.us.epil ], [ %.785.1227.us.unr, %for.body.2.us.epil.preheader ]
  %.782.1226.us.epil = phi i64 [ %spec.select272.us.epil, %for.body.2.us.epil ], [ %.782.1226.us.unr, %for.body.2.us.epil.preheader ]
  %65 = icmp eq i64 %.53.fca.0.5.1.load, 1
  %66 = icmp ugt i64 %.53.fca.0.5.0.load, 1
  %spec.select272.us.epil = select i1 %66, i64 %loop.index.2228.us.epil, i64 %.782.1226.us.epil
  %.785.2.us.epil = select i1 %65, i64 %.785.1227.us.epil, i64 %loop.index.1234.us
  %.807.us.epil = mul i64 %.785.2.us.epil, %.53.fca.0.5.0.load
  %.808.us.epil = add i64 %spec.select272.us.epil, %.807.us.epil
  %.809.us.epil = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.epil
  %.810.us.epil = load float, float* %.809.us.epil, align 4
  %.149.i.i132.us.epil = fmul float %.810.us.epil, %.810.us.epil
  %.149.i.1.i133.us.epil = fmul float %.149.i.i132.us.epil, %.149.i.i132.us.epil
  %scevgep850 = getelementptr float, float* %lsr.iv847, i64 %loop.index.2228.us.epil
  store float %.149.i.1.i133.us.epil, float* %scevgep850, align 4
  %.842.us.epil = add nuw nsw i64 %loop.index.2228.us.epil, 1
  %lsr.iv.next852 = add nsw i64 %lsr.iv851, -1
  %epil.iter346.cmp.not = icmp eq i64 %lsr.iv.next852, 0
  br i1 %epil.iter346.cmp.not, label %for.end.2.loopexit.us, label %for.body.2.us.epil, !llvm.loop !26

for.end.2.loopexit.us:                            ; preds = %for.body.2.us.epil, %for.end.2.loopexit.us.unr-lcssa
  %spec.select272.us.lcssa = phi i64 [ %spec.select272.us.lcssa.ph, %for.end.2.loopexit.us.unr-lcssa ], [ %spec.select272.us.epil, %for.body.2.us.epil ]
  %.785.2.us.lcssa = phi i64 [ %.785.2.us.lcssa.ph, %for.end.2.loopexit.us.unr-lcssa ], [ %.785.2.us.epil, %for.body.2.us.epil ]
  %67 = icmp ult i64 %43, 7
  %.844.us = or i64 %loop.index.1234.us, 1
  br i1 %67, label %for.end.2.loopexit.us.unr-lcssa.1, label %for.body.2.us.1.preheader

for.body.2.us.1.preheader:                        ; preds = %for.end.2.loopexit.us
  br label %for.body.2.us.1

for.body.2.us.1:                                  ; preds = %for.body.2.us.1.preheader, %for.body.2.us.1
  %loop.index.2228.us.1 = phi i64 [ %77, %for.body.2.us.1 ], [ 0, %for.body.2.us.1.preheader ]
  %.785.1227.us.1 = phi i64 [ %.785.2.us.7.1, %for.body.2.us.1 ], [ %.785.2.us.lcssa, %for.body.2.us.1.preheader ]
  %.782.1226.us.1 = phi i64 [ %spec.select272.us.7.1, %for.body.2.us.1 ], [ %spec.select272.us.lcssa, %for.body.2.us.1.preheader ]
  %68 = icmp eq i64 %.53.fca.0.5.1.load, 1
  %69 = icmp ugt i64 %.53.fca.0.5.0.load, 1
  %spec.select272.us.1372 = select i1 %69, i64 %loop.index.2228.us.1, i64 %.782.1226.us.1
  %.785.2.us.1373 = select i1 %68, i64 %.785.1227.us.1, i64 %.844.us
  %.807.us.1374 = mul i64 %.785.2.us.1373, %.53.fca.0.5.0.load
  %.808.us.1375 = add i64 %spec.select272.us.1372, %.807.us.1374
  %.809.us.1376 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.1375
  %.810.us.1377 = load float, float* %.809.us.1376, align 4
  %.149.i.i132.us.1378 = fmul float %.810.us.1377, %.810.us.1377
  %.149.i.1.i133.us.1379 = fmul float %.149.i.i132.us.1378, %.149.i.i132.us.1378
  %scevgep870 = getelementptr float, float* %lsr.iv854, i64 %loop.index.2228.us.1
  %scevgep871 = getelementptr float, float* %scevgep870, i64 -7
  store float %.149.i.1.i133.us.1379, float* %scevgep871, align 4
  %70 = add i64 %loop.index.2228.us.1, 1
  %spec.select272.us.1.1 = select i1 %69, i64 %70, i64 %.782.1226.us.1
  %.785.2.us.1.1 = select i1 %68, i64 %.785.1227.us.1, i64 %.844.us
  %.807.us.1.1 = mul i64 %.785.2.us.1.1, %.53.fca.0.5.0.load
  %.808.us.1.1 = add i64 %spec.select272.us.1.1, %.807.us.1.1
  %.809.us.1.1 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.1.1
  %.810.us.1.1 = load float, float* %.809.us.1.1, align 4
  %.149.i.i132.us.1.1 = fmul float %.810.us.1.1, %.810.us.1.1
  %.149.i.1.i133.us.1.1 = fmul float %.149.i.i132.us.1.1, %.149.i.i132.us.1.1
  %scevgep867 = getelementptr float, float* %lsr.iv854, i64 %loop.index.2228.us.1
  %scevgep868 = getelementptr float, float* %scevgep867, i64 -6
  store float %.149.i.1.i133.us.1.1, float* %scevgep868, align 4
  %71 = add i64 %70, 1
  %spec.select272.us.2.1 = select i1 %69, i64 %71, i64 %.782.1226.us.1
  %.785.2.us.2.1 = select i1 %68, i64 %.785.1227.us.1, i64 %.844.us
  %.807.us.2.1 = mul i64 %.785.2.us.2.1, %.53.fca.0.5.0.load
  %.808.us.2.1 = add i64 %spec.select272.us.2.1, %.807.us.2.1
  %.809.us.2.1 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.2.1
  %.810.us.2.1 = load float, float* %.809.us.2.1, align 4
  %.149.i.i132.us.2.1 = fmul float %.810.us.2.1, %.810.us.2.1
  %.149.i.1.i133.us.2.1 = fmul float %.149.i.i132.us.2.1, %.149.i.i132.us.2.1
  %scevgep865 = getelementptr float, float* %lsr.iv854, i64 %loop.index.2228.us.1
  %scevgep866 = getelementptr float, float* %scevgep865, i64 -5
  store float %.149.i.1.i133.us.2.1, float* %scevgep866, align 4
  %72 = add i64 %71, 1
  %spec.select272.us.3.1 = select i1 %69, i64 %72, i64 %.782.1226.us.1
  %.785.2.us.3.1 = select i1 %68, i64 %.785.1227.us.1, i64 %.844.us
  %.807.us.3.1 = mul i64 %.785.2.us.3.1, %.53.fca.0.5.0.load
  %.808.us.3.1 = add i64 %spec.select272.us.3.1, %.807.us.3.1
  %.809.us.3.1 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.3.1
  %.810.us.3.1 = load float, float* %.809.us.3.1, align 4
  %.149.i.i132.us.3.1 = fmul float %.810.us.3.1, %.810.us.3.1
  %.149.i.1.i133.us.3.1 = fmul float %.149.i.i132.us.3.1, %.149.i.i132.us.3.1
  %scevgep863 = getelementptr float, float* %lsr.iv854, i64 %loop.index.2228.us.1
  %scevgep864 = getelementptr float, float* %scevgep863, i64 -4
  store float %.149.i.1.i133.us.3.1, float* %scevgep864, align 4
  %73 = add i64 %72, 1
  %spec.select272.us.4.1 = select i1 %69, i64 %73, i64 %.782.1226.us.1
  %.785.2.us.4.1 = select i1 %68, i64 %.785.1227.us.1, i64 %.844.us
  %.807.us.4.1 = mul i64 %.785.2.us.4.1, %.53.fca.0.5.0.load
  %.808.us.4.1 = add i64 %spec.select272.us.4.1, %.807.us.4.1
  %.809.us.4.1 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.4.1
  %.810.us.4.1 = load float, float* %.809.us.4.1, align 4
  %.149.i.i132.us.4.1 = fmul float %.810.us.4.1, %.810.us.4.1
  %.149.i.1.i133.us.4.1 = fmul float %.149.i.i132.us.4.1, %.149.i.i132.us.4.1
  %scevgep861 = getelementptr float, float* %lsr.iv854, i64 %loop.index.2228.us.1
  %scevgep862 = getelementptr float, float* %scevgep861, i64 -3
  store float %.149.i.1.i133.us.4.1, float* %scevgep862, align 4
  %74 = add i64 %73, 1
  %spec.select272.us.5.1 = select i1 %69, i64 %74, i64 %.782.1226.us.1
  %.785.2.us.5.1 = select i1 %68, i64 %.785.1227.us.1, i64 %.844.us
  %.807.us.5.1 = mul i64 %.785.2.us.5.1, %.53.fca.0.5.0.load
  %.808.us.5.1 = add i64 %spec.select272.us.5.1, %.807.us.5.1
  %.809.us.5.1 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.5.1
  %.810.us.5.1 = load float, float* %.809.us.5.1, align 4
  %.149.i.i132.us.5.1 = fmul float %.810.us.5.1, %.810.us.5.1
  %.149.i.1.i133.us.5.1 = fmul float %.149.i.i132.us.5.1, %.149.i.i132.us.5.1
  %scevgep859 = getelementptr float, float* %lsr.iv854, i64 %loop.index.2228.us.1
  %scevgep860 = getelementptr float, float* %scevgep859, i64 -2
  store float %.149.i.1.i133.us.5.1, float* %scevgep860, align 4
  %75 = add i64 %74, 1
  %spec.select272.us.6.1 = select i1 %69, i64 %75, i64 %.782.1226.us.1
  %.785.2.us.6.1 = select i1 %68, i64 %.785.1227.us.1, i64 %.844.us
  %.807.us.6.1 = mul i64 %.785.2.us.6.1, %.53.fca.0.5.0.load
  %.808.us.6.1 = add i64 %spec.select272.us.6.1, %.807.us.6.1
  %.809.us.6.1 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.6.1
  %.810.us.6.1 = load float, float* %.809.us.6.1, align 4
  %.149.i.i132.us.6.1 = fmul float %.810.us.6.1, %.810.us.6.1
  %.149.i.1.i133.us.6.1 = fmul float %.149.i.i132.us.6.1, %.149.i.i132.us.6.1
  %scevgep857 = getelementptr float, float* %lsr.iv854, i64 %loop.index.2228.us.1
  %scevgep858 = getelementptr float, float* %scevgep857, i64 -1
  store float %.149.i.1.i133.us.6.1, float* %scevgep858, align 4
  %76 = add i64 %75, 1
  %spec.select272.us.7.1 = select i1 %69, i64 %76, i64 %.782.1226.us.1
  %.785.2.us.7.1 = select i1 %68, i64 %.785.1227.us.1, i64 %.844.us
  %.807.us.7.1 = mul i64 %.785.2.us.7.1, %.53.fca.0.5.0.load
  %.808.us.7.1 = add i64 %spec.select272.us.7.1, %.807.us.7.1
  %.809.us.7.1 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.7.1
  %.810.us.7.1 = load float, float* %.809.us.7.1, align 4
  %.149.i.i132.us.7.1 = fmul float %.810.us.7.1, %.810.us.7.1
  %.149.i.1.i133.us.7.1 = fmul float %.149.i.i132.us.7.1, %.149.i.i132.us.7.1
  %scevgep869 = getelementptr float, float* %lsr.iv854, i64 %loop.index.2228.us.1
  store float %.149.i.1.i133.us.7.1, float* %scevgep869, align 4
  %.842.us.7.1 = add nuw i64 %loop.index.2228.us.1, 8
  %77 = add i64 %76, 1
  %niter351.ncmp.7.1 = icmp eq i64 %77, %unroll_iter350.1
  br i1 %niter351.ncmp.7.1, label %for.end.2.loopexit.us.unr-lcssa.1, label %for.body.2.us.1

for.end.2.loopexit.us.unr-lcssa.1:                ; preds = %for.body.2.us.1, %for.end.2.loopexit.us
  %spec.select272.us.lcssa.ph.1 = phi i64 [ undef, %for.end.2.loopexit.us ], [ %spec.select272.us.7.1, %for.body.2.us.1 ]
  %.785.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.2.loopexit.us ], [ %.785.2.us.7.1, %for.body.2.us.1 ]
  %loop.index.2228.us.unr.1 = phi i64 [ 0, %for.end.2.loopexit.us ], [ %.842.us.7.1, %for.body.2.us.1 ]
  %.785.1227.us.unr.1 = phi i64 [ %.785.2.us.lcssa, %for.end.2.loopexit.us ], [ %.785.2.us.7.1, %for.body.2.us.1 ]
  %.782.1226.us.unr.1 = phi i64 [ %spec.select272.us.lcssa, %for.end.2.loopexit.us ], [ %spec.select272.us.7.1, %for.body.2.us.1 ]
  %78 = and i64 %.53.fca.0.5.0.load, 7
  %79 = icmp eq i64 %78, 0
  br i1 %79, label %for.end.2.loopexit.us.1, label %for.body.2.us.epil.1.preheader

for.body.2.us.epil.1.preheader:                   ; preds = %for.end.2.loopexit.us.unr-lcssa.1
  br label %for.body.2.us.epil.1

for.body.2.us.epil.1:                             ; preds = %for.body.2.us.epil.1.preheader, %for.body.2.us.epil.1
  %lsr.iv877 = phi i64 [ %xtraiter345.3, %for.body.2.us.epil.1.preheader ], [ %lsr.iv.next878, %for.body.2.us.epil.1 ]
  %loop.index.2228.us.epil.1 = phi i64 [ %.842.us.epil.1, %for.body.2.us.epil.1 ], [ %loop.index.2228.us.unr.1, %for.body.2.us.epil.1.preheader ]
  %.785.1227.us.epil.1 = phi i64 [ %.785.2.us.epil.1, %for.body.2.us.epil.1 ], [ %.785.1227.us.unr.1, %for.body.2.us.epil.1.preheader ]
  %.782.1226.us.epil.1 = phi i64 [ %spec.select272.us.epil.1, %for.body.2.us.epil.1 ], [ %.782.1226.us.unr.1, %for.body.2.us.epil.1.preheader ]
  %80 = icmp eq i64 %.53.fca.0.5.1.load, 1
  %81 = icmp ugt i64 %.53.fca.0.5.0.load, 1
  %spec.select272.us.epil.1 = select i1 %81, i64 %loop.index.2228.us.epil.1, i64 %.782.1226.us.epil.1
  %.785.2.us.epil.1 = select i1 %80, i64 %.785.1227.us.epil.1, i64 %.844.us
  %.807.us.epil.1 = mul i64 %.785.2.us.epil.1, %.53.fca.0.5.0.load
  %.808.us.epil.1 = add i64 %spec.select272.us.epil.1, %.807.us.epil.1
  %.809.us.epil.1 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.epil.1
  %.810.us.epil.1 = load float, float* %.809.us.epil.1, align 4
  %.149.i.i132.us.epil.1 = fmul float %.810.us.epil.1, %.810.us.epil.1
  %.149.i.1.i133.us.epil.1 = fmul float %.149.i.i132.us.epil.1, %.149.i.i132.us.epil.1
  %scevgep876 = getelementptr float, float* %lsr.iv873, i64 %loop.index.2228.us.epil.1
  store float %.149.i.1.i133.us.epil.1, float* %scevgep876, align 4
  %.842.us.epil.1 = add nuw nsw i64 %loop.index.2228.us.epil.1, 1
  %lsr.iv.next878 = add nsw i64 %lsr.iv877, -1
  %epil.iter346.cmp.1.not = icmp eq i64 %lsr.iv.next878, 0
  br i1 %epil.iter346.cmp.1.not, label %for.end.2.loopexit.us.1, label %for.body.2.us.epil.1, !llvm.loop !26

for.end.2.loopexit.us.1:                          ; preds = %for.body.2.us.epil.1, %for.end.2.loopexit.us.unr-lcssa.1
  %spec.select272.us.lcssa.1 = phi i64 [ %spec.select272.us.lcssa.ph.1, %for.end.2.loopexit.us.unr-lcssa.1 ], [ %spec.select272.us.epil.1, %for.body.2.us.epil.1 ]
  %.785.2.us.lcssa.1 = phi i64 [ %.785.2.us.lcssa.ph.1, %for.end.2.loopexit.us.unr-lcssa.1 ], [ %.785.2.us.epil.1, %for.body.2.us.epil.1 ]
  %82 = icmp ult i64 %43, 7
  %.844.us.1 = or i64 %loop.index.1234.us, 2
  br i1 %82, label %for.end.2.loopexit.us.unr-lcssa.2, label %for.body.2.us.2.preheader

for.body.2.us.2.preheader:                        ; preds = %for.end.2.loopexit.us.1
  br label %for.body.2.us.2

for.body.2.us.2:                                  ; preds = %for.body.2.us.2.preheader, %for.body.2.us.2
  %loop.index.2228.us.2 = phi i64 [ %92, %for.body.2.us.2 ], [ 0, %for.body.2.us.2.preheader ]
  %.785.1227.us.2 = phi i64 [ %.785.2.us.7.2, %for.body.2.us.2 ], [ %.785.2.us.lcssa.1, %for.body.2.us.2.preheader ]
  %.782.1226.us.2 = phi i64 [ %spec.select272.us.7.2, %for.body.2.us.2 ], [ %spec.select272.us.lcssa.1, %for.body.2.us.2.preheader ]
  %83 = icmp eq i64 %.53.fca.0.5.1.load, 1
  %84 = icmp ugt i64 %.53.fca.0.5.0.load, 1
  %spec.select272.us.2384 = select i1 %84, i64 %loop.index.2228.us.2, i64 %.782.1226.us.2
  %.785.2.us.2385 = select i1 %83, i64 %.785.1227.us.2, i64 %.844.us.1
  %.807.us.2386 = mul i64 %.785.2.us.2385, %.53.fca.0.5.0.load
  %.808.us.2387 = add i64 %spec.select272.us.2384, %.807.us.2386
  %.809.us.2388 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.2387
  %.810.us.2389 = load float, float* %.809.us.2388, align 4
  %.149.i.i132.us.2390 = fmul float %.810.us.2389, %.810.us.2389
  %.149.i.1.i133.us.2391 = fmul float %.149.i.i132.us.2390, %.149.i.i132.us.2390
  %scevgep896 = getelementptr float, float* %lsr.iv880, i64 %loop.index.2228.us.2
  %scevgep897 = getelementptr float, float* %scevgep896, i64 -7
  store float %.149.i.1.i133.us.2391, float* %scevgep897, align 4
  %85 = add i64 %loop.index.2228.us.2, 1
  %spec.select272.us.1.2 = select i1 %84, i64 %85, i64 %.782.1226.us.2
  %.785.2.us.1.2 = select i1 %83, i64 %.785.1227.us.2, i64 %.844.us.1
  %.807.us.1.2 = mul i64 %.785.2.us.1.2, %.53.fca.0.5.0.load
  %.808.us.1.2 = add i64 %spec.select272.us.1.2, %.807.us.1.2
  %.809.us.1.2 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.1.2
  %.810.us.1.2 = load float, float* %.809.us.1.2, align 4
  %.149.i.i132.us.1.2 = fmul float %.810.us.1.2, %.810.us.1.2
  %.149.i.1.i133.us.1.2 = fmul float %.149.i.i132.us.1.2, %.149.i.i132.us.1.2
  %scevgep893 = getelementptr float, float* %lsr.iv880, i64 %loop.index.2228.us.2
  %scevgep894 = getelementptr float, float* %scevgep893, i64 -6
  store float %.149.i.1.i133.us.1.2, float* %scevgep894, align 4
  %86 = add i64 %85, 1
  %spec.select272.us.2.2 = select i1 %84, i64 %86, i64 %.782.1226.us.2
  %.785.2.us.2.2 = select i1 %83, i64 %.785.1227.us.2, i64 %.844.us.1
  %.807.us.2.2 = mul i64 %.785.2.us.2.2, %.53.fca.0.5.0.load
  %.808.us.2.2 = add i64 %spec.select272.us.2.2, %.807.us.2.2
  %.809.us.2.2 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.2.2
  %.810.us.2.2 = load float, float* %.809.us.2.2, align 4
  %.149.i.i132.us.2.2 = fmul float %.810.us.2.2, %.810.us.2.2
  %.149.i.1.i133.us.2.2 = fmul float %.149.i.i132.us.2.2, %.149.i.i132.us.2.2
  %scevgep891 = getelementptr float, float* %lsr.iv880, i64 %loop.index.2228.us.2
  %scevgep892 = getelementptr float, float* %scevgep891, i64 -5
  store float %.149.i.1.i133.us.2.2, float* %scevgep892, align 4
  %87 = add i64 %86, 1
  %spec.select272.us.3.2 = select i1 %84, i64 %87, i64 %.782.1226.us.2
  %.785.2.us.3.2 = select i1 %83, i64 %.785.1227.us.2, i64 %.844.us.1
  %.807.us.3.2 = mul i64 %.785.2.us.3.2, %.53.fca.0.5.0.load
  %.808.us.3.2 = add i64 %spec.select272.us.3.2, %.807.us.3.2
  %.809.us.3.2 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.3.2
  %.810.us.3.2 = load float, float* %.809.us.3.2, align 4
  %.149.i.i132.us.3.2 = fmul float %.810.us.3.2, %.810.us.3.2
  %.149.i.1.i133.us.3.2 = fmul float %.149.i.i132.us.3.2, %.149.i.i132.us.3.2
  %scevgep889 = getelementptr float, float* %lsr.iv880, i64 %loop.index.2228.us.2
  %scevgep890 = getelementptr float, float* %scevgep889, i64 -4
  store float %.149.i.1.i133.us.3.2, float* %scevgep890, align 4
  %88 = add i64 %87, 1
  %spec.select272.us.4.2 = select i1 %84, i64 %88, i64 %.782.1226.us.2
  %.785.2.us.4.2 = select i1 %83, i64 %.785.1227.us.2, i64 %.844.us.1
  %.807.us.4.2 = mul i64 %.785.2.us.4.2, %.53.fca.0.5.0.load
  %.808.us.4.2 = add i64 %spec.select272.us.4.2, %.807.us.4.2
  %.809.us.4.2 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.4.2
  %.810.us.4.2 = load float, float* %.809.us.4.2, align 4
  %.149.i.i132.us.4.2 = fmul float %.810.us.4.2, %.810.us.4.2
  %.149.i.1.i133.us.4.2 = fmul float %.149.i.i132.us.4.2, %.149.i.i132.us.4.2
  %scevgep887 = getelementptr float, float* %lsr.iv880, i64 %loop.index.2228.us.2
  %scevgep888 = getelementptr float, float* %scevgep887, i64 -3
  store float %.149.i.1.i133.us.4.2, float* %scevgep888, align 4
  %89 = add i64 %88, 1
  %spec.select272.us.5.2 = select i1 %84, i64 %89, i64 %.782.1226.us.2
  %.785.2.us.5.2 = select i1 %83, i64 %.785.1227.us.2, i64 %.844.us.1
  %.807.us.5.2 = mul i64 %.785.2.us.5.2, %.53.fca.0.5.0.load
  %.808.us.5.2 = add i64 %spec.select272.us.5.2, %.807.us.5.2
  %.809.us.5.2 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.5.2
  %.810.us.5.2 = load float, float* %.809.us.5.2, align 4
  %.149.i.i132.us.5.2 = fmul float %.810.us.5.2, %.810.us.5.2
  %.149.i.1.i133.us.5.2 = fmul float %.149.i.i132.us.5.2, %.149.i.i132.us.5.2
  %scevgep885 = getelementptr float, float* %lsr.iv880, i64 %loop.index.2228.us.2
  %scevgep886 = getelementptr float, float* %scevgep885, i64 -2
  store float %.149.i.1.i133.us.5.2, float* %scevgep886, align 4
  %90 = add i64 %89, 1
  %spec.select272.us.6.2 = select i1 %84, i64 %90, i64 %.782.1226.us.2
  %.785.2.us.6.2 = select i1 %83, i64 %.785.1227.us.2, i64 %.844.us.1
  %.807.us.6.2 = mul i64 %.785.2.us.6.2, %.53.fca.0.5.0.load
  %.808.us.6.2 = add i64 %spec.select272.us.6.2, %.807.us.6.2
  %.809.us.6.2 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.6.2
  %.810.us.6.2 = load float, float* %.809.us.6.2, align 4
  %.149.i.i132.us.6.2 = fmul float %.810.us.6.2, %.810.us.6.2
  %.149.i.1.i133.us.6.2 = fmul float %.149.i.i132.us.6.2, %.149.i.i132.us.6.2
  %scevgep883 = getelementptr float, float* %lsr.iv880, i64 %loop.index.2228.us.2
  %scevgep884 = getelementptr float, float* %scevgep883, i64 -1
  store float %.149.i.1.i133.us.6.2, float* %scevgep884, align 4
  %91 = add i64 %90, 1
  %spec.select272.us.7.2 = select i1 %84, i64 %91, i64 %.782.1226.us.2
  %.785.2.us.7.2 = select i1 %83, i64 %.785.1227.us.2, i64 %.844.us.1
  %.807.us.7.2 = mul i64 %.785.2.us.7.2, %.53.fca.0.5.0.load
  %.808.us.7.2 = add i64 %spec.select272.us.7.2, %.807.us.7.2
  %.809.us.7.2 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.7.2
  %.810.us.7.2 = load float, float* %.809.us.7.2, align 4
  %.149.i.i132.us.7.2 = fmul float %.810.us.7.2, %.810.us.7.2
  %.149.i.1.i133.us.7.2 = fmul float %.149.i.i132.us.7.2, %.149.i.i132.us.7.2
  %scevgep895 = getelementptr float, float* %lsr.iv880, i64 %loop.index.2228.us.2
  store float %.149.i.1.i133.us.7.2, float* %scevgep895, align 4
  %.842.us.7.2 = add nuw i64 %loop.index.2228.us.2, 8
  %92 = add i64 %91, 1
  %niter351.ncmp.7.2 = icmp eq i64 %92, %unroll_iter350.2
  br i1 %niter351.ncmp.7.2, label %for.end.2.loopexit.us.unr-lcssa.2, label %for.body.2.us.2

for.end.2.loopexit.us.unr-lcssa.2:                ; preds = %for.body.2.us.2, %for.end.2.loopexit.us.1
  %spec.select272.us.lcssa.ph.2 = phi i64 [ undef, %for.end.2.loopexit.us.1 ], [ %spec.select272.us.7.2, %for.body.2.us.2 ]
  %.785.2.us.lcssa.ph.2 = phi i64 [ undef, %for.end.2.loopexit.us.1 ], [ %.785.2.us.7.2, %for.body.2.us.2 ]
  %loop.index.2228.us.unr.2 = phi i64 [ 0, %for.end.2.loopexit.us.1 ], [ %.842.us.7.2, %for.body.2.us.2 ]
  %.785.1227.us.unr.2 = phi i64 [ %.785.2.us.lcssa.1, %for.end.2.loopexit.us.1 ], [ %.785.2.us.7.2, %for.body.2.us.2 ]
  %.782.1226.us.unr.2 = phi i64 [ %spec.select272.us.lcssa.1, %for.end.2.loopexit.us.1 ], [ %spec.select272.us.7.2, %for.body.2.us.2 ]
  %93 = and i64 %.53.fca.0.5.0.load, 7
  %94 = icmp eq i64 %93, 0
  br i1 %94, label %for.end.2.loopexit.us.2, label %for.body.2.us.epil.2.preheader

for.body.2.us.epil.2.preheader:                   ; preds = %for.end.2.loopexit.us.unr-lcssa.2
  br label %for.body.2.us.epil.2

for.body.2.us.epil.2:                             ; preds = %for.body.2.us.epil.2.preheader, %for.body.2.us.epil.2
  %lsr.iv903 = phi i64 [ %xtraiter345.3, %for.body.2.us.epil.2.preheader ], [ %lsr.iv.next904, %for.body.2.us.epil.2 ]
  %loop.index.2228.us.epil.2 = phi i64 [ %.842.us.epil.2, %for.body.2.us.epil.2 ], [ %loop.index.2228.us.unr.2, %for.body.2.us.epil.2.preheader ]
  %.785.1227.us.epil.2 = phi i64 [ %.785.2.us.epil.2, %for.body.2.us.epil.2 ], [ %.785.1227.us.unr.2, %for.body.2.us.epil.2.preheader ]
  %.782.1226.us.epil.2 = phi i64 [ %spec.select272.us.epil.2, %for.body.2.us.epil.2 ], [ %.782.1226.us.unr.2, %for.body.2.us.epil.2.preheader ]
  %95 = icmp eq i64 %.53.fca.0.5.1.load, 1
  %96 = icmp ugt i64 %.53.fca.0.5.0.load, 1
  %spec.select272.us.epil.2 = select i1 %96, i64 %loop.index.2228.us.epil.2, i64 %.782.1226.us.epil.2
  %.785.2.us.epil.2 = select i1 %95, i64 %.785.1227.us.epil.2, i64 %.844.us.1
  %.807.us.epil.2 = mul i64 %.785.2.us.epil.2, %.53.fca.0.5.0.load
  %.808.us.epil.2 = add i64 %spec.select272.us.epil.2, %.807.us.epil.2
  %.809.us.epil.2 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.epil.2
  %.810.us.epil.2 = load float, float* %.809.us.epil.2, align 4
  %.149.i.i132.us.epil.2 = fmul float %.810.us.epil.2, %.810.us.epil.2
  %.149.i.1.i133.us.epil.2 = fmul float %.149.i.i132.us.epil.2, %.149.i.i132.us.epil.2
  %scevgep902 = getelementptr float, float* %lsr.iv899, i64 %loop.index.2228.us.epil.2
  store float %.149.i.1.i133.us.epil.2, float* %scevgep902, align 4
  %.842.us.epil.2 = add nuw nsw i64 %loop.index.2228.us.epil.2, 1
  %lsr.iv.next904 = add nsw i64 %lsr.iv903, -1
  %epil.iter346.cmp.2.not = icmp eq i64 %lsr.iv.next904, 0
  br i1 %epil.iter346.cmp.2.not, label %for.end.2.loopexit.us.2, label %for.body.2.us.epil.2, !llvm.loop !26

for.end.2.loopexit.us.2:                          ; preds = %for.body.2.us.epil.2, %for.end.2.loopexit.us.unr-lcssa.2
  %spec.select272.us.lcssa.2 = phi i64 [ %spec.select272.us.lcssa.ph.2, %for.end.2.loopexit.us.unr-lcssa.2 ], [ %spec.select272.us.epil.2, %for.body.2.us.epil.2 ]
  %.785.2.us.lcssa.2 = phi i64 [ %.785.2.us.lcssa.ph.2, %for.end.2.loopexit.us.unr-lcssa.2 ], [ %.785.2.us.epil.2, %for.body.2.us.epil.2 ]
  %97 = icmp ult i64 %43, 7
  %.844.us.2 = or i64 %loop.index.1234.us, 3
  br i1 %97, label %for.end.2.loopexit.us.unr-lcssa.3, label %for.body.2.us.3.preheader

for.body.2.us.3.preheader:                        ; preds = %for.end.2.loopexit.us.2
  br label %for.body.2.us.3

for.body.2.us.3:                                  ; preds = %for.body.2.us.3.preheader, %for.body.2.us.3
  %loop.index.2228.us.3 = phi i64 [ %107, %for.body.2.us.3 ], [ 0, %for.body.2.us.3.preheader ]
  %.785.1227.us.3 = phi i64 [ %.785.2.us.7.3, %for.body.2.us.3 ], [ %.785.2.us.lcssa.2, %for.body.2.us.3.preheader ]
  %.782.1226.us.3 = phi i64 [ %spec.select272.us.7.3, %for.body.2.us.3 ], [ %spec.select272.us.lcssa.2, %for.body.2.us.3.preheader ]
  %98 = icmp eq i64 %.53.fca.0.5.1.load, 1
  %99 = icmp ugt i64 %.53.fca.0.5.0.load, 1
  %spec.select272.us.3396 = select i1 %99, i64 %loop.index.2228.us.3, i64 %.782.1226.us.3
  %.785.2.us.3397 = select i1 %98, i64 %.785.1227.us.3, i64 %.844.us.2
  %.807.us.3398 = mul i64 %.785.2.us.3397, %.53.fca.0.5.0.load
  %.808.us.3399 = add i64 %spec.select272.us.3396, %.807.us.3398
  %.809.us.3400 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.3399
  %.810.us.3401 = load float, float* %.809.us.3400, align 4
  %.149.i.i132.us.3402 = fmul float %.810.us.3401, %.810.us.3401
  %.149.i.1.i133.us.3403 = fmul float %.149.i.i132.us.3402, %.149.i.i132.us.3402
  %scevgep922 = getelementptr float, float* %lsr.iv906, i64 %loop.index.2228.us.3
  %scevgep923 = getelementptr float, float* %scevgep922, i64 -7
  store float %.149.i.1.i133.us.3403, float* %scevgep923, align 4
  %100 = add i64 %loop.index.2228.us.3, 1
  %spec.select272.us.1.3 = select i1 %99, i64 %100, i64 %.782.1226.us.3
  %.785.2.us.1.3 = select i1 %98, i64 %.785.1227.us.3, i64 %.844.us.2
  %.807.us.1.3 = mul i64 %.785.2.us.1.3, %.53.fca.0.5.0.load
  %.808.us.1.3 = add i64 %spec.select272.us.1.3, %.807.us.1.3
  %.809.us.1.3 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.1.3
  %.810.us.1.3 = load float, float* %.809.us.1.3, align 4
  %.149.i.i132.us.1.3 = fmul float %.810.us.1.3, %.810.us.1.3
  %.149.i.1.i133.us.1.3 = fmul float %.149.i.i132.us.1.3, %.149.i.i132.us.1.3
  %scevgep919 = getelementptr float, float* %lsr.iv906, i64 %loop.index.2228.us.3
  %scevgep920 = getelementptr float, float* %scevgep919, i64 -6
  store float %.149.i.1.i133.us.1.3, float* %scevgep920, align 4
  %101 = add i64 %100, 1
  %spec.select272.us.2.3 = select i1 %99, i64 %101, i64 %.782.1226.us.3
  %.785.2.us.2.3 = select i1 %98, i64 %.785.1227.us.3, i64 %.844.us.2
  %.807.us.2.3 = mul i64 %.785.2.us.2.3, %.53.fca.0.5.0.load
  %.808.us.2.3 = add i64 %spec.select272.us.2.3, %.807.us.2.3
  %.809.us.2.3 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.2.3
  %.810.us.2.3 = load float, float* %.809.us.2.3, align 4
  %.149.i.i132.us.2.3 = fmul float %.810.us.2.3, %.810.us.2.3
  %.149.i.1.i133.us.2.3 = fmul float %.149.i.i132.us.2.3, %.149.i.i132.us.2.3
  %scevgep917 = getelementptr float, float* %lsr.iv906, i64 %loop.index.2228.us.3
  %scevgep918 = getelementptr float, float* %scevgep917, i64 -5
  store float %.149.i.1.i133.us.2.3, float* %scevgep918, align 4
  %102 = add i64 %101, 1
  %spec.select272.us.3.3 = select i1 %99, i64 %102, i64 %.782.1226.us.3
  %.785.2.us.3.3 = select i1 %98, i64 %.785.1227.us.3, i64 %.844.us.2
  %.807.us.3.3 = mul i64 %.785.2.us.3.3, %.53.fca.0.5.0.load
  %.808.us.3.3 = add i64 %spec.select272.us.3.3, %.807.us.3.3
  %.809.us.3.3 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.3.3
  %.810.us.3.3 = load float, float* %.809.us.3.3, align 4
  %.149.i.i132.us.3.3 = fmul float %.810.us.3.3, %.810.us.3.3
  %.149.i.1.i133.us.3.3 = fmul float %.149.i.i132.us.3.3, %.149.i.i132.us.3.3
  %scevgep915 = getelementptr float, float* %lsr.iv906, i64 %loop.index.2228.us.3
  %scevgep916 = getelementptr float, float* %scevgep915, i64 -4
  store float %.149.i.1.i133.us.3.3, float* %scevgep916, align 4
  %103 = add i64 %102, 1
  %spec.select272.us.4.3 = select i1 %99, i64 %103, i64 %.782.1226.us.3
  %.785.2.us.4.3 = select i1 %98, i64 %.785.1227.us.3, i64 %.844.us.2
  %.807.us.4.3 = mul i64 %.785.2.us.4.3, %.53.fca.0.5.0.load
  %.808.us.4.3 = add i64 %spec.select272.us.4.3, %.807.us.4.3
  %.809.us.4.3 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.4.3
  %.810.us.4.3 = load float, float* %.809.us.4.3, align 4
  %.149.i.i132.us.4.3 = fmul float %.810.us.4.3, %.810.us.4.3
  %.149.i.1.i133.us.4.3 = fmul float %.149.i.i132.us.4.3, %.149.i.i132.us.4.3
  %scevgep913 = getelementptr float, float* %lsr.iv906, i64 %loop.index.2228.us.3
  %scevgep914 = getelementptr float, float* %scevgep913, i64 -3
  store float %.149.i.1.i133.us.4.3, float* %scevgep914, align 4
  %104 = add i64 %103, 1
  %spec.select272.us.5.3 = select i1 %99, i64 %104, i64 %.782.1226.us.3
  %.785.2.us.5.3 = select i1 %98, i64 %.785.1227.us.3, i64 %.844.us.2
  %.807.us.5.3 = mul i64 %.785.2.us.5.3, %.53.fca.0.5.0.load
  %.808.us.5.3 = add i64 %spec.select272.us.5.3, %.807.us.5.3
  %.809.us.5.3 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.5.3
  %.810.us.5.3 = load float, float* %.809.us.5.3, align 4
  %.149.i.i132.us.5.3 = fmul float %.810.us.5.3, %.810.us.5.3
  %.149.i.1.i133.us.5.3 = fmul float %.149.i.i132.us.5.3, %.149.i.i132.us.5.3
  %scevgep911 = getelementptr float, float* %lsr.iv906, i64 %loop.index.2228.us.3
  %scevgep912 = getelementptr float, float* %scevgep911, i64 -2
  store float %.149.i.1.i133.us.5.3, float* %scevgep912, align 4
  %105 = add i64 %104, 1
  %spec.select272.us.6.3 = select i1 %99, i64 %105, i64 %.782.1226.us.3
  %.785.2.us.6.3 = select i1 %98, i64 %.785.1227.us.3, i64 %.844.us.2
  %.807.us.6.3 = mul i64 %.785.2.us.6.3, %.53.fca.0.5.0.load
  %.808.us.6.3 = add i64 %spec.select272.us.6.3, %.807.us.6.3
  %.809.us.6.3 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.6.3
  %.810.us.6.3 = load float, float* %.809.us.6.3, align 4
  %.149.i.i132.us.6.3 = fmul float %.810.us.6.3, %.810.us.6.3
  %.149.i.1.i133.us.6.3 = fmul float %.149.i.i132.us.6.3, %.149.i.i132.us.6.3
  %scevgep909 = getelementptr float, float* %lsr.iv906, i64 %loop.index.2228.us.3
  %scevgep910 = getelementptr float, float* %scevgep909, i64 -1
  store float %.149.i.1.i133.us.6.3, float* %scevgep910, align 4
  %106 = add i64 %105, 1
  %spec.select272.us.7.3 = select i1 %99, i64 %106, i64 %.782.1226.us.3
  %.785.2.us.7.3 = select i1 %98, i64 %.785.1227.us.3, i64 %.844.us.2
  %.807.us.7.3 = mul i64 %.785.2.us.7.3, %.53.fca.0.5.0.load
  %.808.us.7.3 = add i64 %spec.select272.us.7.3, %.807.us.7.3
  %.809.us.7.3 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.7.3
  %.810.us.7.3 = load float, float* %.809.us.7.3, align 4
  %.149.i.i132.us.7.3 = fmul float %.810.us.7.3, %.810.us.7.3
  %.149.i.1.i133.us.7.3 = fmul float %.149.i.i132.us.7.3, %.149.i.i132.us.7.3
  %scevgep921 = getelementptr float, float* %lsr.iv906, i64 %loop.index.2228.us.3
  store float %.149.i.1.i133.us.7.3, float* %scevgep921, align 4
  %.842.us.7.3 = add nuw i64 %loop.index.2228.us.3, 8
  %107 = add i64 %106, 1
  %niter351.ncmp.7.3 = icmp eq i64 %107, %unroll_iter350.3
  br i1 %niter351.ncmp.7.3, label %for.end.2.loopexit.us.unr-lcssa.3, label %for.body.2.us.3

for.end.2.loopexit.us.unr-lcssa.3:                ; preds = %for.body.2.us.3, %for.end.2.loopexit.us.2
  %spec.select272.us.lcssa.ph.3 = phi i64 [ undef, %for.end.2.loopexit.us.2 ], [ %spec.select272.us.7.3, %for.body.2.us.3 ]
  %.785.2.us.lcssa.ph.3 = phi i64 [ undef, %for.end.2.loopexit.us.2 ], [ %.785.2.us.7.3, %for.body.2.us.3 ]
  %loop.index.2228.us.unr.3 = phi i64 [ 0, %for.end.2.loopexit.us.2 ], [ %.842.us.7.3, %for.body.2.us.3 ]
  %.785.1227.us.unr.3 = phi i64 [ %.785.2.us.lcssa.2, %for.end.2.loopexit.us.2 ], [ %.785.2.us.7.3, %for.body.2.us.3 ]
  %.782.1226.us.unr.3 = phi i64 [ %spec.select272.us.lcssa.2, %for.end.2.loopexit.us.2 ], [ %spec.select272.us.7.3, %for.body.2.us.3 ]
  %108 = icmp eq i64 %xtraiter345.3, 0
  br i1 %108, label %for.end.2.loopexit.us.3, label %for.body.2.us.epil.3.preheader

for.body.2.us.epil.3.preheader:                   ; preds = %for.end.2.loopexit.us.unr-lcssa.3
  br label %for.body.2.us.epil.3

for.body.2.us.epil.3:                             ; preds = %for.body.2.us.epil.3.preheader, %for.body.2.us.epil.3
  %lsr.iv929 = phi i64 [ %xtraiter345.3, %for.body.2.us.epil.3.preheader ], [ %lsr.iv.next930, %for.body.2.us.epil.3 ]
  %loop.index.2228.us.epil.3 = phi i64 [ %.842.us.epil.3, %for.body.2.us.epil.3 ], [ %loop.index.2228.us.unr.3, %for.body.2.us.epil.3.preheader ]
  %.785.1227.us.epil.3 = phi i64 [ %.785.2.us.epil.3, %for.body.2.us.epil.3 ], [ %.785.1227.us.unr.3, %for.body.2.us.epil.3.preheader ]
  %.782.1226.us.epil.3 = phi i64 [ %spec.select272.us.epil.3, %for.body.2.us.epil.3 ], [ %.782.1226.us.unr.3, %for.body.2.us.epil.3.preheader ]
  %109 = icmp eq i64 %.53.fca.0.5.1.load, 1
  %110 = icmp ugt i64 %.53.fca.0.5.0.load, 1
  %spec.select272.us.epil.3 = select i1 %110, i64 %loop.index.2228.us.epil.3, i64 %.782.1226.us.epil.3
  %.785.2.us.epil.3 = select i1 %109, i64 %.785.1227.us.epil.3, i64 %.844.us.2
  %.807.us.epil.3 = mul i64 %.785.2.us.epil.3, %.53.fca.0.5.0.load
  %.808.us.epil.3 = add i64 %spec.select272.us.epil.3, %.807.us.epil.3
  %.809.us.epil.3 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.epil.3
  %.810.us.epil.3 = load float, float* %.809.us.epil.3, align 4
  %.149.i.i132.us.epil.3 = fmul float %.810.us.epil.3, %.810.us.epil.3
  %.149.i.1.i133.us.epil.3 = fmul float %.149.i.i132.us.epil.3, %.149.i.i132.us.epil.3
  %scevgep928 = getelementptr float, float* %lsr.iv925, i64 %loop.index.2228.us.epil.3
  store float %.149.i.1.i133.us.epil.3, float* %scevgep928, align 4
  %.842.us.epil.3 = add nuw nsw i64 %loop.index.2228.us.epil.3, 1
  %lsr.iv.next930 = add nsw i64 %lsr.iv929, -1
  %epil.iter346.cmp.3.not = icmp eq i64 %lsr.iv.next930, 0
  br i1 %epil.iter346.cmp.3.not, label %for.end.2.loopexit.us.3, label %for.body.2.us.epil.3, !llvm.loop !26

for.end.2.loopexit.us.3:                          ; preds = %for.body.2.us.epil.3, %for.end.2.loopexit.us.unr-lcssa.3
  %spec.select272.us.lcssa.3 = phi i64 [ %spec.select272.us.lcssa.ph.3, %for.end.2.loopexit.us.unr-lcssa.3 ], [ %spec.select272.us.epil.3, %for.body.2.us.epil.3 ]
  %.785.2.us.lcssa.3 = phi i64 [ %.785.2.us.lcssa.ph.3, %for.end.2.loopexit.us.unr-lcssa.3 ], [ %.785.2.us.epil.3, %for.body.2.us.epil.3 ]
  %111 = bitcast float* %lsr.iv829 to i1*
  %112 = bitcast float* %lsr.iv847 to i1*
  %113 = bitcast float* %lsr.iv854 to i1*
  %114 = bitcast float* %lsr.iv873 to i1*
  %115 = bitcast float* %lsr.iv880 to i1*
  %116 = bitcast float* %lsr.iv899 to i1*
  %117 = bitcast float* %lsr.iv906 to i1*
  %118 = bitcast float* %lsr.iv925 to i1*
  %.844.us.3 = add nuw nsw i64 %loop.index.1234.us, 4
  %scevgep831 = getelementptr i1, i1* %111, i64 %46
  %119 = bitcast i1* %scevgep831 to float*
  %scevgep849 = getelementptr i1, i1* %112, i64 %46
  %120 = bitcast i1* %scevgep849 to float*
  %scevgep856 = getelementptr i1, i1* %113, i64 %46
  %121 = bitcast i1* %scevgep856 to float*
  %scevgep875 = getelementptr i1, i1* %114, i64 %46
  %122 = bitcast i1* %scevgep875 to float*
  %scevgep882 = getelementptr i1, i1* %115, i64 %46
  %123 = bitcast i1* %scevgep882 to float*
  %scevgep901 = getelementptr i1, i1* %116, i64 %46
  %124 = bitcast i1* %scevgep901 to float*
  %scevgep908 = getelementptr i1, i1* %117, i64 %46
  %125 = bitcast i1* %scevgep908 to float*
  %scevgep927 = getelementptr i1, i1* %118, i64 %46
  %126 = bitcast i1* %scevgep927 to float*
  %niter371.ncmp.3 = icmp eq i64 %.844.us.3, %unroll_iter370
  br i1 %niter371.ncmp.3, label %for.end.1.loopexit.unr-lcssa, label %for.cond.2.preheader.us

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.end.2.loopexit.us.3, %for.cond.2.preheader.us.preheader
  %loop.index.1234.us.unr = phi i64 [ 0, %for.cond.2.preheader.us.preheader ], [ %.844.us.3, %for.end.2.loopexit.us.3 ]
  %.785.0233.us.unr = phi i64 [ 0, %for.cond.2.preheader.us.preheader ], [ %.785.2.us.lcssa.3, %for.end.2.loopexit.us.3 ]
  %.782.0232.us.unr = phi i64 [ 0, %for.cond.2.preheader.us.preheader ], [ %spec.select272.us.lcssa.3, %for.end.2.loopexit.us.3 ]
  %lcmp.mod369.not = icmp eq i64 %xtraiter352, 0
  br i1 %lcmp.mod369.not, label %for.end.1, label %for.cond.2.preheader.us.epil.preheader

for.cond.2.preheader.us.epil.preheader:           ; preds = %for.end.1.loopexit.unr-lcssa
  %xtraiter345.epil = and i64 %.53.fca.0.5.0.load, 7
  %unroll_iter350.epil = and i64 %.53.fca.0.5.0.load, -8
  %127 = mul i64 %loop.index.1234.us.unr, %.53.fca.0.5.0.load
  %128 = add i64 %127, 7
  %scevgep802 = getelementptr float, float* %.6.i200244, i64 %128
  %129 = shl i64 %.53.fca.0.5.0.load, 2
  %scevgep821 = getelementptr float, float* %.6.i200244, i64 %127
  br label %for.cond.2.preheader.us.epil

for.cond.2.preheader.us.epil:                     ; preds = %for.end.2.loopexit.us.epil, %for.cond.2.preheader.us.epil.preheader
  %lsr.iv822 = phi float* [ %147, %for.end.2.loopexit.us.epil ], [ %scevgep821, %for.cond.2.preheader.us.epil.preheader ]
  %lsr.iv803 = phi float* [ %146, %for.end.2.loopexit.us.epil ], [ %scevgep802, %for.cond.2.preheader.us.epil.preheader ]
  %loop.index.1234.us.epil = phi i64 [ %.844.us.epil, %for.end.2.loopexit.us.epil ], [ %loop.index.1234.us.unr, %for.cond.2.preheader.us.epil.preheader ]
  %.785.0233.us.epil = phi i64 [ %.785.2.us.lcssa.epil, %for.end.2.loopexit.us.epil ], [ %.785.0233.us.unr, %for.cond.2.preheader.us.epil.preheader ]
  %.782.0232.us.epil = phi i64 [ %spec.select272.us.lcssa.epil, %for.end.2.loopexit.us.epil ], [ %.782.0232.us.unr, %for.cond.2.preheader.us.epil.preheader ]
  %epil.iter368 = phi i64 [ %epil.iter368.next, %for.end.2.loopexit.us.epil ], [ 0, %for.cond.2.preheader.us.epil.preheader ]
  %130 = icmp ult i64 %43, 7
  br i1 %130, label %for.end.2.loopexit.us.unr-lcssa.epil, label %for.body.2.us.epil353.preheader

for.body.2.us.epil353.preheader:                  ; preds = %for.cond.2.preheader.us.epil
  br label %for.body.2.us.epil353

for.body.2.us.epil353:                            ; preds = %for.body.2.us.epil353.preheader, %for.body.2.us.epil353
  %loop.index.2228.us.epil354 = phi i64 [ %140, %for.body.2.us.epil353 ], [ 0, %for.body.2.us.epil353.preheader ]
  %.785.1227.us.epil355 = phi i64 [ %.785.2.us.7.epil, %for.body.2.us.epil353 ], [ %.785.0233.us.epil, %for.body.2.us.epil353.preheader ]
  %.782.1226.us.epil356 = phi i64 [ %spec.select272.us.7.epil, %for.body.2.us.epil353 ], [ %.782.0232.us.epil, %for.body.2.us.epil353.preheader ]
  %131 = icmp eq i64 %.53.fca.0.5.1.load, 1
  %132 = icmp ugt i64 %.53.fca.0.5.0.load, 1
  %spec.select272.us.epil357 = select i1 %132, i64 %loop.index.2228.us.epil354, i64 %.782.1226.us.epil356
  %.785.2.us.epil358 = select i1 %131, i64 %.785.1227.us.epil355, i64 %loop.index.1234.us.epil
  %.807.us.epil359 = mul i64 %.785.2.us.epil358, %.53.fca.0.5.0.load
  %.808.us.epil360 = add i64 %spec.select272.us.epil357, %.807.us.epil359
  %.809.us.epil361 = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.epil360
  %.810.us.epil362 = load float, float* %.809.us.epil361, align 4
  %.149.i.i132.us.epil363 = fmul float %.810.us.epil362, %.810.us.epil362
  %.149.i.1.i133.us.epil364 = fmul float %.149.i.i132.us.epil363, %.149.i.i132.us.epil363
  %scevgep819 = getelementptr float, float* %lsr.iv803, i64 %loop.index.2228.us.epil354
  %scevgep820 = getelementptr float, float* %scevgep819, i64 -7
  store float %.149.i.1.i133.us.epil364, float* %scevgep820, align 4
  %133 = add i64 %loop.index.2228.us.epil354, 1
  %spec.select272.us.1.epil = select i1 %132, i64 %133, i64 %.782.1226.us.epil356
  %.785.2.us.1.epil = select i1 %131, i64 %.785.1227.us.epil355, i64 %loop.index.1234.us.epil
  %.807.us.1.epil = mul i64 %.785.2.us.1.epil, %.53.fca.0.5.0.load
  %.808.us.1.epil = add i64 %spec.select272.us.1.epil, %.807.us.1.epil
  %.809.us.1.epil = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.1.epil
  %.810.us.1.epil = load float, float* %.809.us.1.epil, align 4
  %.149.i.i132.us.1.epil = fmul float %.810.us.1.epil, %.810.us.1.epil
  %.149.i.1.i133.us.1.epil = fmul float %.149.i.i132.us.1.epil, %.149.i.i132.us.1.epil
  %scevgep816 = getelementptr float, float* %lsr.iv803, i64 %loop.index.2228.us.epil354
  %scevgep817 = getelementptr float, float* %scevgep816, i64 -6
  store float %.149.i.1.i133.us.1.epil, float* %scevgep817, align 4
  %134 = add i64 %133, 1
  %spec.select272.us.2.epil = select i1 %132, i64 %134, i64 %.782.1226.us.epil356
  %.785.2.us.2.epil = select i1 %131, i64 %.785.1227.us.epil355, i64 %loop.index.1234.us.epil
  %.807.us.2.epil = mul i64 %.785.2.us.2.epil, %.53.fca.0.5.0.load
  %.808.us.2.epil = add i64 %spec.select272.us.2.epil, %.807.us.2.epil
  %.809.us.2.epil = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.2.epil
  %.810.us.2.epil = load float, float* %.809.us.2.epil, align 4
  %.149.i.i132.us.2.epil = fmul float %.810.us.2.epil, %.810.us.2.epil
  %.149.i.1.i133.us.2.epil = fmul float %.149.i.i132.us.2.epil, %.149.i.i132.us.2.epil
  %scevgep814 = getelementptr float, float* %lsr.iv803, i64 %loop.index.2228.us.epil354
  %scevgep815 = getelementptr float, float* %scevgep814, i64 -5
  store float %.149.i.1.i133.us.2.epil, float* %scevgep815, align 4
  %135 = add i64 %134, 1
  %spec.select272.us.3.epil = select i1 %132, i64 %135, i64 %.782.1226.us.epil356
  %.785.2.us.3.epil = select i1 %131, i64 %.785.1227.us.epil355, i64 %loop.index.1234.us.epil
  %.807.us.3.epil = mul i64 %.785.2.us.3.epil, %.53.fca.0.5.0.load
  %.808.us.3.epil = add i64 %spec.select272.us.3.epil, %.807.us.3.epil
  %.809.us.3.epil = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.3.epil
  %.810.us.3.epil = load float, float* %.809.us.3.epil, align 4
  %.149.i.i132.us.3.epil = fmul float %.810.us.3.epil, %.810.us.3.epil
  %.149.i.1.i133.us.3.epil = fmul float %.149.i.i132.us.3.epil, %.149.i.i132.us.3.epil
  %scevgep812 = getelementptr float, float* %lsr.iv803, i64 %loop.index.2228.us.epil354
  %scevgep813 = getelementptr float, float* %scevgep812, i64 -4
  store float %.149.i.1.i133.us.3.epil, float* %scevgep813, align 4
  %136 = add i64 %135, 1
  %spec.select272.us.4.epil = select i1 %132, i64 %136, i64 %.782.1226.us.epil356
  %.785.2.us.4.epil = select i1 %131, i64 %.785.1227.us.epil355, i64 %loop.index.1234.us.epil
  %.807.us.4.epil = mul i64 %.785.2.us.4.epil, %.53.fca.0.5.0.load
  %.808.us.4.epil = add i64 %spec.select272.us.4.epil, %.807.us.4.epil
  %.809.us.4.epil = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.4.epil
  %.810.us.4.epil = load float, float* %.809.us.4.epil, align 4
  %.149.i.i132.us.4.epil = fmul float %.810.us.4.epil, %.810.us.4.epil
  %.149.i.1.i133.us.4.epil = fmul float %.149.i.i132.us.4.epil, %.149.i.i132.us.4.epil
  %scevgep810 = getelementptr float, float* %lsr.iv803, i64 %loop.index.2228.us.epil354
  %scevgep811 = getelementptr float, float* %scevgep810, i64 -3
  store float %.149.i.1.i133.us.4.epil, float* %scevgep811, align 4
  %137 = add i64 %136, 1
  %spec.select272.us.5.epil = select i1 %132, i64 %137, i64 %.782.1226.us.epil356
  %.785.2.us.5.epil = select i1 %131, i64 %.785.1227.us.epil355, i64 %loop.index.1234.us.epil
  %.807.us.5.epil = mul i64 %.785.2.us.5.epil, %.53.fca.0.5.0.load
  %.808.us.5.epil = add i64 %spec.select272.us.5.epil, %.807.us.5.epil
  %.809.us.5.epil = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.5.epil
  %.810.us.5.epil = load float, float* %.809.us.5.epil, align 4
  %.149.i.i132.us.5.epil = fmul float %.810.us.5.epil, %.810.us.5.epil
  %.149.i.1.i133.us.5.epil = fmul float %.149.i.i132.us.5.epil, %.149.i.i132.us.5.epil
  %scevgep808 = getelementptr float, float* %lsr.iv803, i64 %loop.index.2228.us.epil354
  %scevgep809 = getelementptr float, float* %scevgep808, i64 -2
  store float %.149.i.1.i133.us.5.epil, float* %scevgep809, align 4
  %138 = add i64 %137, 1
  %spec.select272.us.6.epil = select i1 %132, i64 %138, i64 %.782.1226.us.epil356
  %.785.2.us.6.epil = select i1 %131, i64 %.785.1227.us.epil355, i64 %loop.index.1234.us.epil
  %.807.us.6.epil = mul i64 %.785.2.us.6.epil, %.53.fca.0.5.0.load
  %.808.us.6.epil = add i64 %spec.select272.us.6.epil, %.807.us.6.epil
  %.809.us.6.epil = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.6.epil
  %.810.us.6.epil = load float, float* %.809.us.6.epil, align 4
  %.149.i.i132.us.6.epil = fmul float %.810.us.6.epil, %.810.us.6.epil
  %.149.i.1.i133.us.6.epil = fmul float %.149.i.i132.us.6.epil, %.149.i.i132.us.6.epil
  %scevgep806 = getelementptr float, float* %lsr.iv803, i64 %loop.index.2228.us.epil354
  %scevgep807 = getelementptr float, float* %scevgep806, i64 -1
  store float %.149.i.1.i133.us.6.epil, float* %scevgep807, align 4
  %139 = add i64 %138, 1
  %spec.select272.us.7.epil = select i1 %132, i64 %139, i64 %.782.1226.us.epil356
  %.785.2.us.7.epil = select i1 %131, i64 %.785.1227.us.epil355, i64 %loop.index.1234.us.epil
  %.807.us.7.epil = mul i64 %.785.2.us.7.epil, %.53.fca.0.5.0.load
  %.808.us.7.epil = add i64 %spec.select272.us.7.epil, %.807.us.7.epil
  %.809.us.7.epil = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.7.epil
  %.810.us.7.epil = load float, float* %.809.us.7.epil, align 4
  %.149.i.i132.us.7.epil = fmul float %.810.us.7.epil, %.810.us.7.epil
  %.149.i.1.i133.us.7.epil = fmul float %.149.i.i132.us.7.epil, %.149.i.i132.us.7.epil
  %scevgep818 = getelementptr float, float* %lsr.iv803, i64 %loop.index.2228.us.epil354
  store float %.149.i.1.i133.us.7.epil, float* %scevgep818, align 4
  %.842.us.7.epil = add nuw i64 %loop.index.2228.us.epil354, 8
  %140 = add i64 %139, 1
  %niter351.ncmp.7.epil = icmp eq i64 %140, %unroll_iter350.epil
  br i1 %niter351.ncmp.7.epil, label %for.end.2.loopexit.us.unr-lcssa.epil, label %for.body.2.us.epil353

for.end.2.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.2.us.epil353, %for.cond.2.preheader.us.epil
  %spec.select272.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.2.preheader.us.epil ], [ %spec.select272.us.7.epil, %for.body.2.us.epil353 ]
  %.785.2.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.2.preheader.us.epil ], [ %.785.2.us.7.epil, %for.body.2.us.epil353 ]
  %loop.index.2228.us.unr.epil = phi i64 [ 0, %for.cond.2.preheader.us.epil ], [ %.842.us.7.epil, %for.body.2.us.epil353 ]
  %.785.1227.us.unr.epil = phi i64 [ %.785.0233.us.epil, %for.cond.2.preheader.us.epil ], [ %.785.2.us.7.epil, %for.body.2.us.epil353 ]
  %.782.1226.us.unr.epil = phi i64 [ %.782.0232.us.epil, %for.cond.2.preheader.us.epil ], [ %spec.select272.us.7.epil, %for.body.2.us.epil353 ]
  %141 = icmp eq i64 %xtraiter345.epil, 0
  br i1 %141, label %for.end.2.loopexit.us.epil, label %for.body.2.us.epil.epil.preheader

for.body.2.us.epil.epil.preheader:                ; preds = %for.end.2.loopexit.us.unr-lcssa.epil
  br label %for.body.2.us.epil.epil

for.body.2.us.epil.epil:                          ; preds = %for.body.2.us.epil.epil.preheader, %for.body.2.us.epil.epil
  %lsr.iv826 = phi i64 [ %xtraiter345.epil, %for.body.2.us.epil.epil.preheader ], [ %lsr.iv.next827, %for.body.2.us.epil.epil ]
  %loop.index.2228.us.epil.epil = phi i64 [ %.842.us.epil.epil, %for.body.2.us.epil.epil ], [ %loop.index.2228.us.unr.epil, %for.body.2.us.epil.epil.preheader ]
  %.785.1227.us.epil.epil = phi i64 [ %.785.2.us.epil.epil, %for.body.2.us.epil.epil ], [ %.785.1227.us.unr.epil, %for.body.2.us.epil.epil.preheader ]
  %.782.1226.us.epil.epil = phi i64 [ %spec.select272.us.epil.epil, %for.body.2.us.epil.epil ], [ %.782.1226.us.unr.epil, %for.body.2.us.epil.epil.preheader ]
  %142 = icmp eq i64 %.53.fca.0.5.1.load, 1
  %143 = icmp ugt i64 %.53.fca.0.5.0.load, 1
  %spec.select272.us.epil.epil = select i1 %143, i64 %loop.index.2228.us.epil.epil, i64 %.782.1226.us.epil.epil
  %.785.2.us.epil.epil = select i1 %142, i64 %.785.1227.us.epil.epil, i64 %loop.index.1234.us.epil
  %.807.us.epil.epil = mul i64 %.785.2.us.epil.epil, %.53.fca.0.5.0.load
  %.808.us.epil.epil = add i64 %spec.select272.us.epil.epil, %.807.us.epil.epil
  %.809.us.epil.epil = getelementptr float, float* %.53.fca.0.4.load, i64 %.808.us.epil.epil
  %.810.us.epil.epil = load float, float* %.809.us.epil.epil, align 4
  %.149.i.i132.us.epil.epil = fmul float %.810.us.epil.epil, %.810.us.epil.epil
  %.149.i.1.i133.us.epil.epil = fmul float %.149.i.i132.us.epil.epil, %.149.i.i132.us.epil.epil
  %scevgep825 = getelementptr float, float* %lsr.iv822, i64 %loop.index.2228.us.epil.epil
  store float %.149.i.1.i133.us.epil.epil, float* %scevgep825, align 4
  %.842.us.epil.epil = add nuw nsw i64 %loop.index.2228.us.epil.epil, 1
  %lsr.iv.next827 = add nsw i64 %lsr.iv826, -1
  %epil.iter346.cmp.epil.not = icmp eq i64 %lsr.iv.next827, 0
  br i1 %epil.iter346.cmp.epil.not, label %for.end.2.loopexit.us.epil, label %for.body.2.us.epil.epil, !llvm.loop !26

for.end.2.loopexit.us.epil:                       ; preds = %for.body.2.us.epil.epil, %for.end.2.loopexit.us.unr-lcssa.epil
  %spec.select272.us.lcssa.epil = phi i64 [ %spec.select272.us.lcssa.ph.epil, %for.end.2.loopexit.us.unr-lcssa.epil ], [ %spec.select272.us.epil.epil, %for.body.2.us.epil.epil ]
  %.785.2.us.lcssa.epil = phi i64 [ %.785.2.us.lcssa.ph.epil, %for.end.2.loopexit.us.unr-lcssa.epil ], [ %.785.2.us.epil.epil, %for.body.2.us.epil.epil ]
  %144 = bitcast float* %lsr.iv803 to i1*
  %145 = bitcast float* %lsr.iv822 to i1*
  %.844.us.epil = add nuw nsw i64 %loop.index.1234.us.epil, 1
  %epil.iter368.next = add i64 %epil.iter368, 1
  %scevgep805 = getelementptr i1, i1* %144, i64 %129
  %146 = bitcast i1* %scevgep805 to float*
  %scevgep824 = getelementptr i1, i1* %145, i64 %129
  %147 = bitcast i1* %scevgep824 to float*
  %epil.iter368.cmp.not = icmp eq i64 %epil.iter368.next, %xtraiter352
  br i1 %epil.iter368.cmp.not, label %for.end.1, label %for.cond.2.preheader.us.epil, !llvm.loop !27

for.end.1:                                        ; preds = %for.end.2.loopexit.us.epil, %for.end.1.loopexit.unr-lcssa, %for.cond.2.preheader.preheader, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.53.fca.0.0.load)
  %.83.i134 = icmp eq i64 %.704, 0
  br i1 %.83.i134, label %B128.i104, label %B50.endif.preheader.i138, !prof !1

B50.endif.preheader.i138:                         ; preds = %for.end.1
  %smax.i136 = tail call i64 @llvm.smax.i64(i64 %.704, i64 1)
  %148 = add nsw i64 %smax.i136, -1
  %xtraiter.i137 = and i64 %smax.i136, 7
  %149 = icmp ult i64 %148, 7
  br i1 %149, label %common.ret.loopexit.unr-lcssa.i145, label %B50.endif.preheader.new.i140

B50.endif.preheader.new.i140:                     ; preds = %B50.endif.preheader.i138
  %unroll_iter.i139 = and i64 %smax.i136, %const1110
  %150 = add nsw i64 %unroll_iter.i139, -8
  %151 = lshr exact i64 %150, 3
  %152 = add nuw nsw i64 %151, 1
  %xtraiter339 = and i64 %152, 7
  %153 = icmp ult i64 %150, 56
  br i1 %153, label %common.ret.loopexit.unr-lcssa.i145.loopexit.unr-lcssa, label %B50.endif.preheader.new.i140.new

B50.endif.preheader.new.i140.new:                 ; preds = %B50.endif.preheader.new.i140
  %const1108 = bitcast i64 4611686018427387896 to i64
  %unroll_iter343 = and i64 %152, %const1108
  %scevgep672 = getelementptr float, float* %.6.i200244, i64 63
  br label %B50.endif.i192

common.ret.loopexit.unr-lcssa.i145.loopexit.unr-lcssa: ; preds = %B50.endif.i192, %B50.endif.preheader.new.i140
  %.268.7.i190.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i140 ], [ %.268.7.i190.7, %B50.endif.i192 ]
  %c.2.06.i157.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i140 ], [ %.268.7.i190.7, %B50.endif.i192 ]
  %.85.05.i158.unr = phi i64 [ 0, %B50.endif.preheader.new.i140 ], [ %.211.7.i186.7, %B50.endif.i192 ]
  %lcmp.mod341.not = icmp eq i64 %xtraiter339, 0
  br i1 %lcmp.mod341.not, label %common.ret.loopexit.unr-lcssa.i145, label %B50.endif.i192.epil.preheader

B50.endif.i192.epil.preheader:                    ; preds = %common.ret.loopexit.unr-lcssa.i145.loopexit.unr-lcssa
  %154 = add nuw nsw i64 %.85.05.i158.unr, 7
  %scevgep645 = getelementptr float, float* %.6.i200244, i64 %154
  %155 = shl nuw nsw i64 %xtraiter339, 5
  br label %B50.endif.i192.epil

B50.endif.i192.epil:                              ; preds = %B50.endif.i192.epil.preheader, %B50.endif.i192.epil
  %lsr.iv646 = phi i64 [ 0, %B50.endif.i192.epil.preheader ], [ %lsr.iv.next647, %B50.endif.i192.epil ]
  %c.2.06.i157.epil = phi float [ %.268.7.i190.epil, %B50.endif.i192.epil ], [ %c.2.06.i157.unr, %B50.endif.i192.epil.preheader ]
  %156 = bitcast float* %scevgep645 to i8*
  %uglygep669 = getelementptr i8, i8* %156, i64 %lsr.iv646
  %uglygep669670 = bitcast i8* %uglygep669 to float*
  %scevgep671 = getelementptr float, float* %uglygep669670, i64 -7
  %.265.i160.epil = load float, float* %scevgep671, align 4, !noalias !28
  %.268.i161.epil = fadd float %c.2.06.i157.epil, %.265.i160.epil
  %uglygep666 = getelementptr i8, i8* %156, i64 %lsr.iv646
  %uglygep666667 = bitcast i8* %uglygep666 to float*
  %scevgep668 = getelementptr float, float* %uglygep666667, i64 -6
  %.265.1.i164.epil = load float, float* %scevgep668, align 4, !noalias !28
  %.268.1.i165.epil = fadd float %.268.i161.epil, %.265.1.i164.epil
  %uglygep663 = getelementptr i8, i8* %156, i64 %lsr.iv646
  %uglygep663664 = bitcast i8* %uglygep663 to float*
  %scevgep665 = getelementptr float, float* %uglygep663664, i64 -5
  %.265.2.i168.epil = load float, float* %scevgep665, align 4, !noalias !28
  %.268.2.i169.epil = fadd float %.268.1.i165.epil, %.265.2.i168.epil
  %uglygep660 = getelementptr i8, i8* %156, i64 %lsr.iv646
  %uglygep660661 = bitcast i8* %uglygep660 to float*
  %scevgep662 = getelementptr float, float* %uglygep660661, i64 -4
  %.265.3.i172.epil = load float, float* %scevgep662, align 4, !noalias !28
  %.268.3.i173.epil = fadd float %.268.2.i169.epil, %.265.3.i172.epil
  %uglygep657 = getelementptr i8, i8* %156, i64 %lsr.iv646
  %uglygep657658 = bitcast i8* %uglygep657 to float*
  %scevgep659 = getelementptr float, float* %uglygep657658, i64 -3
  %.265.4.i176.epil = load float, float* %scevgep659, align 4, !noalias !28
  %.268.4.i177.epil = fadd float %.268.3.i173.epil, %.265.4.i176.epil
  %uglygep654 = getelementptr i8, i8* %156, i64 %lsr.iv646
  %uglygep654655 = bitcast i8* %uglygep654 to float*
  %scevgep656 = getelementptr float, float* %uglygep654655, i64 -2
  %.265.5.i180.epil = load float, float* %scevgep656, align 4, !noalias !28
  %.268.5.i181.epil = fadd float %.268.4.i177.epil, %.265.5.i180.epil
  %uglygep651 = getelementptr i8, i8* %156, i64 %lsr.iv646
  %uglygep651652 = bitcast i8* %uglygep651 to float*
  %scevgep653 = getelementptr float, float* %uglygep651652, i64 -1
  %.265.6.i184.epil = load float, float* %scevgep653, align 4, !noalias !28
  %.268.6.i185.epil = fadd float %.268.5.i181.epil, %.265.6.i184.epil
  %uglygep649 = getelementptr i8, i8* %156, i64 %lsr.iv646
  %uglygep649650 = bitcast i8* %uglygep649 to float*
  %.265.7.i189.epil = load float, float* %uglygep649650, align 4, !noalias !28
  %.268.7.i190.epil = fadd float %.268.6.i185.epil, %.265.7.i189.epil
  %lsr.iv.next647 = add nuw nsw i64 %lsr.iv646, 32
  %epil.iter340.cmp.not = icmp eq i64 %155, %lsr.iv.next647
  br i1 %epil.iter340.cmp.not, label %common.ret.loopexit.unr-lcssa.i145, label %B50.endif.i192.epil, !prof !16, !llvm.loop !31

common.ret.loopexit.unr-lcssa.i145:               ; preds = %B50.endif.i192.epil, %common.ret.loopexit.unr-lcssa.i145.loopexit.unr-lcssa, %B50.endif.preheader.i138
  %.268.lcssa.ph.i141 = phi float [ undef, %B50.endif.preheader.i138 ], [ %.268.7.i190.lcssa.ph, %common.ret.loopexit.unr-lcssa.i145.loopexit.unr-lcssa ], [ %.268.7.i190.epil, %B50.endif.i192.epil ]
  %c.2.06.unr.i142 = phi float [ 0.000000e+00, %B50.endif.preheader.i138 ], [ %.268.7.i190.lcssa.ph, %common.ret.loopexit.unr-lcssa.i145.loopexit.unr-lcssa ], [ %.268.7.i190.epil, %B50.endif.i192.epil ]
  %.85.05.unr.i143 = phi i64 [ 0, %B50.endif.preheader.i138 ], [ %unroll_iter.i139, %common.ret.loopexit.unr-lcssa.i145.loopexit.unr-lcssa ], [ %unroll_iter.i139, %B50.endif.i192.epil ]
  %lcmp.mod.not.i144 = icmp eq i64 %xtraiter.i137, 0
  br i1 %lcmp.mod.not.i144, label %B128.i104, label %B50.endif.epil.preheader.i147

B50.endif.epil.preheader.i147:                    ; preds = %common.ret.loopexit.unr-lcssa.i145
  %scevgep.i146 = getelementptr float, float* %.6.i200244, i64 %.85.05.unr.i143
  br label %B50.endif.epil.i155

B50.endif.epil.i155:                              ; preds = %B50.endif.epil.i155, %B50.endif.epil.preheader.i147
  %c.2.06.epil.i148 = phi float [ %.268.epil.i152, %B50.endif.epil.i155 ], [ %c.2.06.unr.i142, %B50.endif.epil.preheader.i147 ]
  %epil.iter.i149 = phi i64 [ %epil.iter.next.i153, %B50.endif.epil.i155 ], [ 0, %B50.endif.epil.preheader.i147 ]
  %scevgep644 = getelementptr float, float* %scevgep.i146, i64 %epil.iter.i149
  %.265.epil.i151 = load float, float* %scevgep644, align 4, !noalias !28
  %.268.epil.i152 = fadd float %c.2.06.epil.i148, %.265.epil.i151
  %epil.iter.next.i153 = add nuw nsw i64 %epil.iter.i149, 1
  %epil.iter.cmp.not.i154 = icmp eq i64 %xtraiter.i137, %epil.iter.next.i153
  br i1 %epil.iter.cmp.not.i154, label %B128.i104, label %B50.endif.epil.i155, !prof !16, !llvm.loop !32

B50.endif.i192:                                   ; preds = %B50.endif.i192, %B50.endif.preheader.new.i140.new
  %lsr.iv800 = phi i64 [ %lsr.iv.next801, %B50.endif.i192 ], [ %unroll_iter343, %B50.endif.preheader.new.i140.new ]
  %c.2.06.i157 = phi float [ 0.000000e+00, %B50.endif.preheader.new.i140.new ], [ %.268.7.i190.7, %B50.endif.i192 ]
  %.85.05.i158 = phi i64 [ 0, %B50.endif.preheader.new.i140.new ], [ %.211.7.i186.7, %B50.endif.i192 ]
  %scevgep798 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep799 = getelementptr float, float* %scevgep798, i64 -63
  %.265.i160 = load float, float* %scevgep799, align 4, !noalias !28
  %.268.i161 = fadd float %c.2.06.i157, %.265.i160
  %scevgep796 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep797 = getelementptr float, float* %scevgep796, i64 -62
  %.265.1.i164 = load float, float* %scevgep797, align 4, !noalias !28
  %.268.1.i165 = fadd float %.268.i161, %.265.1.i164
  %scevgep794 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep795 = getelementptr float, float* %scevgep794, i64 -61
  %.265.2.i168 = load float, float* %scevgep795, align 4, !noalias !28
  %.268.2.i169 = fadd float %.268.1.i165, %.265.2.i168
  %scevgep792 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep793 = getelementptr float, float* %scevgep792, i64 -60
  %.265.3.i172 = load float, float* %scevgep793, align 4, !noalias !28
  %.268.3.i173 = fadd float %.268.2.i169, %.265.3.i172
  %scevgep790 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep791 = getelementptr float, float* %scevgep790, i64 -59
  %.265.4.i176 = load float, float* %scevgep791, align 4, !noalias !28
  %.268.4.i177 = fadd float %.268.3.i173, %.265.4.i176
  %scevgep788 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep789 = getelementptr float, float* %scevgep788, i64 -58
  %.265.5.i180 = load float, float* %scevgep789, align 4, !noalias !28
  %.268.5.i181 = fadd float %.268.4.i177, %.265.5.i180
  %scevgep786 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep787 = getelementptr float, float* %scevgep786, i64 -57
  %.265.6.i184 = load float, float* %scevgep787, align 4, !noalias !28
  %.268.6.i185 = fadd float %.268.5.i181, %.265.6.i184
  %scevgep784 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep785 = getelementptr float, float* %scevgep784, i64 -56
  %.265.7.i189 = load float, float* %scevgep785, align 4, !noalias !28
  %.268.7.i190 = fadd float %.268.6.i185, %.265.7.i189
  %scevgep753 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep754 = getelementptr float, float* %scevgep753, i64 -55
  %.265.i160.1 = load float, float* %scevgep754, align 4, !noalias !28
  %.268.i161.1 = fadd float %.268.7.i190, %.265.i160.1
  %scevgep755 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep756 = getelementptr float, float* %scevgep755, i64 -54
  %.265.1.i164.1 = load float, float* %scevgep756, align 4, !noalias !28
  %.268.1.i165.1 = fadd float %.268.i161.1, %.265.1.i164.1
  %scevgep757 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep758 = getelementptr float, float* %scevgep757, i64 -53
  %.265.2.i168.1 = load float, float* %scevgep758, align 4, !noalias !28
  %.268.2.i169.1 = fadd float %.268.1.i165.1, %.265.2.i168.1
  %scevgep759 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep760 = getelementptr float, float* %scevgep759, i64 -52
  %.265.3.i172.1 = load float, float* %scevgep760, align 4, !noalias !28
  %.268.3.i173.1 = fadd float %.268.2.i169.1, %.265.3.i172.1
  %scevgep761 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep762 = getelementptr float, float* %scevgep761, i64 -51
  %.265.4.i176.1 = load float, float* %scevgep762, align 4, !noalias !28
  %.268.4.i177.1 = fadd float %.268.3.i173.1, %.265.4.i176.1
  %scevgep763 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep764 = getelementptr float, float* %scevgep763, i64 -50
  %.265.5.i180.1 = load float, float* %scevgep764, align 4, !noalias !28
  %.268.5.i181.1 = fadd float %.268.4.i177.1, %.265.5.i180.1
  %scevgep765 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep766 = getelementptr float, float* %scevgep765, i64 -49
  %.265.6.i184.1 = load float, float* %scevgep766, align 4, !noalias !28
  %.268.6.i185.1 = fadd float %.268.5.i181.1, %.265.6.i184.1
  %scevgep767 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep768 = getelementptr float, float* %scevgep767, i64 -48
  %.265.7.i189.1 = load float, float* %scevgep768, align 4, !noalias !28
  %.268.7.i190.1 = fadd float %.268.6.i185.1, %.265.7.i189.1
  %scevgep737 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep738 = getelementptr float, float* %scevgep737, i64 -47
  %.265.i160.2 = load float, float* %scevgep738, align 4, !noalias !28
  %.268.i161.2 = fadd float %.268.7.i190.1, %.265.i160.2
  %scevgep739 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep740 = getelementptr float, float* %scevgep739, i64 -46
  %.265.1.i164.2 = load float, float* %scevgep740, align 4, !noalias !28
  %.268.1.i165.2 = fadd float %.268.i161.2, %.265.1.i164.2
  %scevgep741 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep742 = getelementptr float, float* %scevgep741, i64 -45
  %.265.2.i168.2 = load float, float* %scevgep742, align 4, !noalias !28
  %.268.2.i169.2 = fadd float %.268.1.i165.2, %.265.2.i168.2
  %scevgep743 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep744 = getelementptr float, float* %scevgep743, i64 -44
  %.265.3.i172.2 = load float, float* %scevgep744, align 4, !noalias !28
  %.268.3.i173.2 = fadd float %.268.2.i169.2, %.265.3.i172.2
  %scevgep745 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep746 = getelementptr float, float* %scevgep745, i64 -43
  %.265.4.i176.2 = load float, float* %scevgep746, align 4, !noalias !28
  %.268.4.i177.2 = fadd float %.268.3.i173.2, %.265.4.i176.2
  %scevgep747 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep748 = getelementptr float, float* %scevgep747, i64 -42
  %.265.5.i180.2 = load float, float* %scevgep748, align 4, !noalias !28
  %.268.5.i181.2 = fadd float %.268.4.i177.2, %.265.5.i180.2
  %scevgep749 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep750 = getelementptr float, float* %scevgep749, i64 -41
  %.265.6.i184.2 = load float, float* %scevgep750, align 4, !noalias !28
  %.268.6.i185.2 = fadd float %.268.5.i181.2, %.265.6.i184.2
  %scevgep751 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep752 = getelementptr float, float* %scevgep751, i64 -40
  %.265.7.i189.2 = load float, float* %scevgep752, align 4, !noalias !28
  %.268.7.i190.2 = fadd float %.268.6.i185.2, %.265.7.i189.2
  %scevgep721 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep722 = getelementptr float, float* %scevgep721, i64 -39
  %.265.i160.3 = load float, float* %scevgep722, align 4, !noalias !28
  %.268.i161.3 = fadd float %.268.7.i190.2, %.265.i160.3
  %scevgep723 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep724 = getelementptr float, float* %scevgep723, i64 -38
  %.265.1.i164.3 = load float, float* %scevgep724, align 4, !noalias !28
  %.268.1.i165.3 = fadd float %.268.i161.3, %.265.1.i164.3
  %scevgep725 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep726 = getelementptr float, float* %scevgep725, i64 -37
  %.265.2.i168.3 = load float, float* %scevgep726, align 4, !noalias !28
  %.268.2.i169.3 = fadd float %.268.1.i165.3, %.265.2.i168.3
  %scevgep727 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep728 = getelementptr float, float* %scevgep727, i64 -36
  %.265.3.i172.3 = load float, float* %scevgep728, align 4, !noalias !28
  %.268.3.i173.3 = fadd float %.268.2.i169.3, %.265.3.i172.3
  %scevgep729 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep730 = getelementptr float, float* %scevgep729, i64 -35
  %.265.4.i176.3 = load float, float* %scevgep730, align 4, !noalias !28
  %.268.4.i177.3 = fadd float %.268.3.i173.3, %.265.4.i176.3
  %scevgep731 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep732 = getelementptr float, float* %scevgep731, i64 -34
  %.265.5.i180.3 = load float, float* %scevgep732, align 4, !noalias !28
  %.268.5.i181.3 = fadd float %.268.4.i177.3, %.265.5.i180.3
  %scevgep733 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep734 = getelementptr float, float* %scevgep733, i64 -33
  %.265.6.i184.3 = load float, float* %scevgep734, align 4, !noalias !28
  %.268.6.i185.3 = fadd float %.268.5.i181.3, %.265.6.i184.3
  %scevgep735 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep736 = getelementptr float, float* %scevgep735, i64 -32
  %.265.7.i189.3 = load float, float* %scevgep736, align 4, !noalias !28
  %.268.7.i190.3 = fadd float %.268.6.i185.3, %.265.7.i189.3
  %scevgep705 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep706 = getelementptr float, float* %scevgep705, i64 -31
  %.265.i160.4 = load float, float* %scevgep706, align 4, !noalias !28
  %.268.i161.4 = fadd float %.268.7.i190.3, %.265.i160.4
  %scevgep707 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep708 = getelementptr float, float* %scevgep707, i64 -30
  %.265.1.i164.4 = load float, float* %scevgep708, align 4, !noalias !28
  %.268.1.i165.4 = fadd float %.268.i161.4, %.265.1.i164.4
  %scevgep709 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep710 = getelementptr float, float* %scevgep709, i64 -29
  %.265.2.i168.4 = load float, float* %scevgep710, align 4, !noalias !28
  %.268.2.i169.4 = fadd float %.268.1.i165.4, %.265.2.i168.4
  %scevgep711 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep712 = getelementptr float, float* %scevgep711, i64 -28
  %.265.3.i172.4 = load float, float* %scevgep712, align 4, !noalias !28
  %.268.3.i173.4 = fadd float %.268.2.i169.4, %.265.3.i172.4
  %scevgep713 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep714 = getelementptr float, float* %scevgep713, i64 -27
  %.265.4.i176.4 = load float, float* %scevgep714, align 4, !noalias !28
  %.268.4.i177.4 = fadd float %.268.3.i173.4, %.265.4.i176.4
  %scevgep715 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep716 = getelementptr float, float* %scevgep715, i64 -26
  %.265.5.i180.4 = load float, float* %scevgep716, align 4, !noalias !28
  %.268.5.i181.4 = fadd float %.268.4.i177.4, %.265.5.i180.4
  %scevgep717 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep718 = getelementptr float, float* %scevgep717, i64 -25
  %.265.6.i184.4 = load float, float* %scevgep718, align 4, !noalias !28
  %.268.6.i185.4 = fadd float %.268.5.i181.4, %.265.6.i184.4
  %scevgep719 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep720 = getelementptr float, float* %scevgep719, i64 -24
  %.265.7.i189.4 = load float, float* %scevgep720, align 4, !noalias !28
  %.268.7.i190.4 = fadd float %.268.6.i185.4, %.265.7.i189.4
  %scevgep689 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep690 = getelementptr float, float* %scevgep689, i64 -23
  %.265.i160.5 = load float, float* %scevgep690, align 4, !noalias !28
  %.268.i161.5 = fadd float %.268.7.i190.4, %.265.i160.5
  %scevgep691 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep692 = getelementptr float, float* %scevgep691, i64 -22
  %.265.1.i164.5 = load float, float* %scevgep692, align 4, !noalias !28
  %.268.1.i165.5 = fadd float %.268.i161.5, %.265.1.i164.5
  %scevgep693 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep694 = getelementptr float, float* %scevgep693, i64 -21
  %.265.2.i168.5 = load float, float* %scevgep694, align 4, !noalias !28
  %.268.2.i169.5 = fadd float %.268.1.i165.5, %.265.2.i168.5
  %scevgep695 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep696 = getelementptr float, float* %scevgep695, i64 -20
  %.265.3.i172.5 = load float, float* %scevgep696, align 4, !noalias !28
  %.268.3.i173.5 = fadd float %.268.2.i169.5, %.265.3.i172.5
  %scevgep697 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep698 = getelementptr float, float* %scevgep697, i64 -19
  %.265.4.i176.5 = load float, float* %scevgep698, align 4, !noalias !28
  %.268.4.i177.5 = fadd float %.268.3.i173.5, %.265.4.i176.5
  %scevgep699 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep700 = getelementptr float, float* %scevgep699, i64 -18
  %.265.5.i180.5 = load float, float* %scevgep700, align 4, !noalias !28
  %.268.5.i181.5 = fadd float %.268.4.i177.5, %.265.5.i180.5
  %scevgep701 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep702 = getelementptr float, float* %scevgep701, i64 -17
  %.265.6.i184.5 = load float, float* %scevgep702, align 4, !noalias !28
  %.268.6.i185.5 = fadd float %.268.5.i181.5, %.265.6.i184.5
  %scevgep703 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep704 = getelementptr float, float* %scevgep703, i64 -16
  %.265.7.i189.5 = load float, float* %scevgep704, align 4, !noalias !28
  %.268.7.i190.5 = fadd float %.268.6.i185.5, %.265.7.i189.5
  %scevgep673 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep674 = getelementptr float, float* %scevgep673, i64 -15
  %.265.i160.6 = load float, float* %scevgep674, align 4, !noalias !28
  %.268.i161.6 = fadd float %.268.7.i190.5, %.265.i160.6
  %scevgep675 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep676 = getelementptr float, float* %scevgep675, i64 -14
  %.265.1.i164.6 = load float, float* %scevgep676, align 4, !noalias !28
  %.268.1.i165.6 = fadd float %.268.i161.6, %.265.1.i164.6
  %scevgep677 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep678 = getelementptr float, float* %scevgep677, i64 -13
  %.265.2.i168.6 = load float, float* %scevgep678, align 4, !noalias !28
  %.268.2.i169.6 = fadd float %.268.1.i165.6, %.265.2.i168.6
  %scevgep679 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep680 = getelementptr float, float* %scevgep679, i64 -12
  %.265.3.i172.6 = load float, float* %scevgep680, align 4, !noalias !28
  %.268.3.i173.6 = fadd float %.268.2.i169.6, %.265.3.i172.6
  %scevgep681 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep682 = getelementptr float, float* %scevgep681, i64 -11
  %.265.4.i176.6 = load float, float* %scevgep682, align 4, !noalias !28
  %.268.4.i177.6 = fadd float %.268.3.i173.6, %.265.4.i176.6
  %scevgep683 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep684 = getelementptr float, float* %scevgep683, i64 -10
  %.265.5.i180.6 = load float, float* %scevgep684, align 4, !noalias !28
  %.268.5.i181.6 = fadd float %.268.4.i177.6, %.265.5.i180.6
  %scevgep685 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep686 = getelementptr float, float* %scevgep685, i64 -9
  %.265.6.i184.6 = load float, float* %scevgep686, align 4, !noalias !28
  %.268.6.i185.6 = fadd float %.268.5.i181.6, %.265.6.i184.6
  %scevgep687 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep688 = getelementptr float, float* %scevgep687, i64 -8
  %.265.7.i189.6 = load float, float* %scevgep688, align 4, !noalias !28
  %.268.7.i190.6 = fadd float %.268.6.i185.6, %.265.7.i189.6
  %scevgep769 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep770 = getelementptr float, float* %scevgep769, i64 -7
  %.265.i160.7 = load float, float* %scevgep770, align 4, !noalias !28
  %.268.i161.7 = fadd float %.268.7.i190.6, %.265.i160.7
  %scevgep771 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep772 = getelementptr float, float* %scevgep771, i64 -6
  %.265.1.i164.7 = load float, float* %scevgep772, align 4, !noalias !28
  %.268.1.i165.7 = fadd float %.268.i161.7, %.265.1.i164.7
  %scevgep773 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep774 = getelementptr float, float* %scevgep773, i64 -5
  %.265.2.i168.7 = load float, float* %scevgep774, align 4, !noalias !28
  %.268.2.i169.7 = fadd float %.268.1.i165.7, %.265.2.i168.7
  %scevgep775 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep776 = getelementptr float, float* %scevgep775, i64 -4
  %.265.3.i172.7 = load float, float* %scevgep776, align 4, !noalias !28
  %.268.3.i173.7 = fadd float %.268.2.i169.7, %.265.3.i172.7
  %scevgep777 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep778 = getelementptr float, float* %scevgep777, i64 -3
  %.265.4.i176.7 = load float, float* %scevgep778, align 4, !noalias !28
  %.268.4.i177.7 = fadd float %.268.3.i173.7, %.265.4.i176.7
  %scevgep779 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep780 = getelementptr float, float* %scevgep779, i64 -2
  %.265.5.i180.7 = load float, float* %scevgep780, align 4, !noalias !28
  %.268.5.i181.7 = fadd float %.268.4.i177.7, %.265.5.i180.7
  %scevgep781 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %scevgep782 = getelementptr float, float* %scevgep781, i64 -1
  %.265.6.i184.7 = load float, float* %scevgep782, align 4, !noalias !28
  %.268.6.i185.7 = fadd float %.268.5.i181.7, %.265.6.i184.7
  %.211.7.i186.7 = add i64 %.85.05.i158, 64
  %scevgep783 = getelementptr float, float* %scevgep672, i64 %.85.05.i158
  %.265.7.i189.7 = load float, float* %scevgep783, align 4, !noalias !28
  %.268.7.i190.7 = fadd float %.268.6.i185.7, %.265.7.i189.7
  %lsr.iv.next801 = add i64 %lsr.iv800, -8
  %niter344.ncmp.7 = icmp eq i64 %lsr.iv.next801, 0
  br i1 %niter344.ncmp.7, label %common.ret.loopexit.unr-lcssa.i145.loopexit.unr-lcssa, label %B50.endif.i192, !prof !1

B128.i104:                                        ; preds = %B50.endif.epil.i155, %for.end.1, %common.ret.loopexit.unr-lcssa.i145
  %c.2.0.lcssa.i156 = phi float [ 0.000000e+00, %for.end.1 ], [ %.268.lcssa.ph.i141, %common.ret.loopexit.unr-lcssa.i145 ], [ %.268.epil.i152, %B50.endif.epil.i155 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i193)
  %.884 = fadd float %c.2.0.lcssa.i40, %c.2.0.lcssa.i156
  %.101.not.i103.1 = icmp eq i64 %.53.fca.2.5.1.load, 1
  br i1 %.101.not.i103.1, label %for.end.1.endif.endif.endif.endif.endif, label %B90.i80

B90.i80:                                          ; preds = %B128.i104
  %.71.not.i77 = icmp eq i64 %.53.fca.2.5.1.load, %arg.c.5.0
  %.76.not.i78 = icmp eq i64 %arg.c.5.0, 1
  %or.cond.i79 = or i1 %.76.not.i78, %.71.not.i77
  br i1 %or.cond.i79, label %for.end.1.endif.endif.endif.endif.endif, label %for.end.1.endif.endif.endif.endif.if

for.end.1.endif.endif.endif.endif.if:             ; preds = %B90.i80
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993626865728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif:          ; preds = %B128.i104, %B90.i80
  %.993 = phi i64 [ %.53.fca.2.5.1.load, %B90.i80 ], [ %arg.c.5.0, %B128.i104 ]
  %.1001 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.53.fca.2.5.0.load, i64 %.993)
  %.1002 = extractvalue { i64, i1 } %.1001, 0
  %.1003 = extractvalue { i64, i1 } %.1001, 1
  %.1006 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.1002, i64 4)
  %.1008 = extractvalue { i64, i1 } %.1006, 1
  %.1009 = or i1 %.1003, %.1008
  br i1 %.1009, label %for.end.1.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif.endif, !prof !1

for.end.1.endif.endif.endif.endif.endif.if:       ; preds = %for.end.1.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993627710976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.1.endif.endif.endif.endif.endif
  %.1007 = extractvalue { i64, i1 } %.1006, 0
  %.7.i.i61 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1007, i32 32), !noalias !33
  %.8.i.i62 = icmp eq i8* %.7.i.i61, null
  br i1 %.8.i.i62, label %for.end.1.endif.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif.endif.endif, !prof !1

for.end.1.endif.endif.endif.endif.endif.endif.if: ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993626623488.21, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  %.5.i59 = getelementptr i8, i8* %.7.i.i61, i64 24
  %157 = bitcast i8* %.5.i59 to float**
  %.6.i60245 = load float*, float** %157, align 8
  %.1090220 = icmp sgt i64 %.53.fca.2.5.0.load, 0
  br i1 %.1090220, label %for.cond.4.preheader.preheader, label %for.end.3

for.cond.4.preheader.preheader:                   ; preds = %for.end.1.endif.endif.endif.endif.endif.endif.endif
  %.1093213 = icmp sgt i64 %.993, 0
  br i1 %.1093213, label %for.cond.4.preheader.us.preheader, label %for.end.3

for.cond.4.preheader.us.preheader:                ; preds = %for.cond.4.preheader.preheader
  %158 = add i64 %.993, -1
  %159 = icmp eq i64 %.53.fca.2.5.0.load, 1
  br i1 %159, label %for.end.3.loopexit.unr-lcssa, label %for.cond.4.preheader.us.preheader.new

for.cond.4.preheader.us.preheader.new:            ; preds = %for.cond.4.preheader.us.preheader
  %unroll_iter321 = and i64 %.53.fca.2.5.0.load, -2
  %unroll_iter296 = and i64 %.993, -8
  %xtraiter290.1 = and i64 %.993, 7
  %unroll_iter296.1 = and i64 %.993, -8
  %scevgep593 = getelementptr float, float* %.6.i60245, i64 7
  %160 = shl i64 %.993, 3
  %161 = add i64 %.993, 7
  %scevgep618 = getelementptr float, float* %.6.i60245, i64 %161
  %scevgep637 = getelementptr float, float* %.6.i60245, i64 %.993
  br label %for.cond.4.preheader.us

for.cond.4.preheader.us:                          ; preds = %for.end.4.loopexit.us.1, %for.cond.4.preheader.us.preheader.new
  %lsr.iv638 = phi float* [ %202, %for.end.4.loopexit.us.1 ], [ %scevgep637, %for.cond.4.preheader.us.preheader.new ]
  %lsr.iv619 = phi float* [ %201, %for.end.4.loopexit.us.1 ], [ %scevgep618, %for.cond.4.preheader.us.preheader.new ]
  %lsr.iv612 = phi float* [ %200, %for.end.4.loopexit.us.1 ], [ %.6.i60245, %for.cond.4.preheader.us.preheader.new ]
  %lsr.iv594 = phi float* [ %199, %for.end.4.loopexit.us.1 ], [ %scevgep593, %for.cond.4.preheader.us.preheader.new ]
  %loop.index.3224.us = phi i64 [ 0, %for.cond.4.preheader.us.preheader.new ], [ %.1154.us.1, %for.end.4.loopexit.us.1 ]
  %.1086.0223.us = phi i64 [ 0, %for.cond.4.preheader.us.preheader.new ], [ %.1086.2.us.lcssa.1, %for.end.4.loopexit.us.1 ]
  %.1083.0222.us = phi i64 [ 0, %for.cond.4.preheader.us.preheader.new ], [ %.1083.2.us.lcssa.1, %for.end.4.loopexit.us.1 ]
  %.1080.0221.us = phi i64 [ 0, %for.cond.4.preheader.us.preheader.new ], [ %spec.select273.us.lcssa.1, %for.end.4.loopexit.us.1 ]
  %162 = icmp ult i64 %158, 7
  br i1 %162, label %for.end.4.loopexit.us.unr-lcssa, label %for.body.4.us.preheader

for.body.4.us.preheader:                          ; preds = %for.cond.4.preheader.us
  br label %for.body.4.us

for.body.4.us:                                    ; preds = %for.body.4.us.preheader, %for.body.4.us
  %loop.index.4217.us = phi i64 [ %173, %for.body.4.us ], [ 0, %for.body.4.us.preheader ]
  %.1086.1216.us = phi i64 [ %.1086.2.us.7, %for.body.4.us ], [ %.1086.0223.us, %for.body.4.us.preheader ]
  %.1083.1215.us = phi i64 [ %.1083.2.us.7, %for.body.4.us ], [ %.1083.0222.us, %for.body.4.us.preheader ]
  %.1080.1214.us = phi i64 [ %spec.select273.us.7, %for.body.4.us ], [ %.1080.0221.us, %for.body.4.us.preheader ]
  %163 = icmp ugt i64 %arg.c.5.0, 1
  %164 = icmp ugt i64 %.53.fca.2.5.1.load, 1
  %165 = icmp eq i64 %.53.fca.2.5.0.load, 1
  %spec.select273.us = select i1 %165, i64 %.1080.1214.us, i64 %loop.index.3224.us
  %.1083.2.us = select i1 %164, i64 %loop.index.4217.us, i64 %.1083.1215.us
  %.1108.us = mul i64 %.1083.2.us, %.53.fca.2.5.0.load
  %.1109.us = add i64 %spec.select273.us, %.1108.us
  %.1110.us = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us
  %.1111.us = load float, float* %.1110.us, align 4
  %.1086.2.us = select i1 %163, i64 %loop.index.4217.us, i64 %.1086.1216.us
  %.1119.us = getelementptr float, float* %arg.c.4, i64 %.1086.2.us
  %.1120.us = load float, float* %.1119.us, align 4
  %.149.i.i.us = fmul float %.1111.us, %.1111.us
  %.149.i.1.i.us = fmul float %.149.i.i.us, %.149.i.i.us
  %.32.i.us = fmul float %.1120.us, %.149.i.1.i.us
  %scevgep610 = getelementptr float, float* %lsr.iv594, i64 %loop.index.4217.us
  %scevgep611 = getelementptr float, float* %scevgep610, i64 -7
  store float %.32.i.us, float* %scevgep611, align 4
  %spec.select273.us.1 = select i1 %165, i64 %.1080.1214.us, i64 %loop.index.3224.us
  %166 = add i64 %loop.index.4217.us, 1
  %.1083.2.us.1 = select i1 %164, i64 %166, i64 %.1083.1215.us
  %.1108.us.1 = mul i64 %.1083.2.us.1, %.53.fca.2.5.0.load
  %.1109.us.1 = add i64 %spec.select273.us.1, %.1108.us.1
  %.1110.us.1 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.1
  %.1111.us.1 = load float, float* %.1110.us.1, align 4
  %.1086.2.us.1 = select i1 %163, i64 %166, i64 %.1086.1216.us
  %.1119.us.1 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.1
  %.1120.us.1 = load float, float* %.1119.us.1, align 4
  %.149.i.i.us.1 = fmul float %.1111.us.1, %.1111.us.1
  %.149.i.1.i.us.1 = fmul float %.149.i.i.us.1, %.149.i.i.us.1
  %.32.i.us.1 = fmul float %.1120.us.1, %.149.i.1.i.us.1
  %scevgep607 = getelementptr float, float* %lsr.iv594, i64 %loop.index.4217.us
  %scevgep608 = getelementptr float, float* %scevgep607, i64 -6
  store float %.32.i.us.1, float* %scevgep608, align 4
  %spec.select273.us.2 = select i1 %165, i64 %.1080.1214.us, i64 %loop.index.3224.us
  %167 = add i64 %166, 1
  %.1083.2.us.2 = select i1 %164, i64 %167, i64 %.1083.1215.us
  %.1108.us.2 = mul i64 %.1083.2.us.2, %.53.fca.2.5.0.load
  %.1109.us.2 = add i64 %spec.select273.us.2, %.1108.us.2
  %.1110.us.2 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.2
  %.1111.us.2 = load float, float* %.1110.us.2, align 4
  %.1086.2.us.2 = select i1 %163, i64 %167, i64 %.1086.1216.us
  %.1119.us.2 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.2
  %.1120.us.2 = load float, float* %.1119.us.2, align 4
  %.149.i.i.us.2 = fmul float %.1111.us.2, %.1111.us.2
  %.149.i.1.i.us.2 = fmul float %.149.i.i.us.2, %.149.i.i.us.2
  %.32.i.us.2 = fmul float %.1120.us.2, %.149.i.1.i.us.2
  %scevgep605 = getelementptr float, float* %lsr.iv594, i64 %loop.index.4217.us
  %scevgep606 = getelementptr float, float* %scevgep605, i64 -5
  store float %.32.i.us.2, float* %scevgep606, align 4
  %spec.select273.us.3 = select i1 %165, i64 %.1080.1214.us, i64 %loop.index.3224.us
  %168 = add i64 %167, 1
  %.1083.2.us.3 = select i1 %164, i64 %168, i64 %.1083.1215.us
  %.1108.us.3 = mul i64 %.1083.2.us.3, %.53.fca.2.5.0.load
  %.1109.us.3 = add i64 %spec.select273.us.3, %.1108.us.3
  %.1110.us.3 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.3
  %.1111.us.3 = load float, float* %.1110.us.3, align 4
  %.1086.2.us.3 = select i1 %163, i64 %168, i64 %.1086.1216.us
  %.1119.us.3 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.3
  %.1120.us.3 = load float, float* %.1119.us.3, align 4
  %.149.i.i.us.3 = fmul float %.1111.us.3, %.1111.us.3
  %.149.i.1.i.us.3 = fmul float %.149.i.i.us.3, %.149.i.i.us.3
  %.32.i.us.3 = fmul float %.1120.us.3, %.149.i.1.i.us.3
  %scevgep603 = getelementptr float, float* %lsr.iv594, i64 %loop.index.4217.us
  %scevgep604 = getelementptr float, float* %scevgep603, i64 -4
  store float %.32.i.us.3, float* %scevgep604, align 4
  %spec.select273.us.4 = select i1 %165, i64 %.1080.1214.us, i64 %loop.index.3224.us
  %169 = add i64 %168, 1
  %.1083.2.us.4 = select i1 %164, i64 %169, i64 %.1083.1215.us
  %.1108.us.4 = mul i64 %.1083.2.us.4, %.53.fca.2.5.0.load
  %.1109.us.4 = add i64 %spec.select273.us.4, %.1108.us.4
  %.1110.us.4 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.4
  %.1111.us.4 = load float, float* %.1110.us.4, align 4
  %.1086.2.us.4 = select i1 %163, i64 %169, i64 %.1086.1216.us
  %.1119.us.4 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.4
  %.1120.us.4 = load float, float* %.1119.us.4, align 4
  %.149.i.i.us.4 = fmul float %.1111.us.4, %.1111.us.4
  %.149.i.1.i.us.4 = fmul float %.149.i.i.us.4, %.149.i.i.us.4
  %.32.i.us.4 = fmul float %.1120.us.4, %.149.i.1.i.us.4
  %scevgep601 = getelementptr float, float* %lsr.iv594, i64 %loop.index.4217.us
  %scevgep602 = getelementptr float, float* %scevgep601, i64 -3
  store float %.32.i.us.4, float* %scevgep602, align 4
  %spec.select273.us.5 = select i1 %165, i64 %.1080.1214.us, i64 %loop.index.3224.us
  %170 = add i64 %169, 1
  %.1083.2.us.5 = select i1 %164, i64 %170, i64 %.1083.1215.us
  %.1108.us.5 = mul i64 %.1083.2.us.5, %.53.fca.2.5.0.load
  %.1109.us.5 = add i64 %spec.select273.us.5, %.1108.us.5
  %.1110.us.5 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.5
  %.1111.us.5 = load float, float* %.1110.us.5, align 4
  %.1086.2.us.5 = select i1 %163, i64 %170, i64 %.1086.1216.us
  %.1119.us.5 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.5
  %.1120.us.5 = load float, float* %.1119.us.5, align 4
  %.149.i.i.us.5 = fmul float %.1111.us.5, %.1111.us.5
  %.149.i.1.i.us.5 = fmul float %.149.i.i.us.5, %.149.i.i.us.5
  %.32.i.us.5 = fmul float %.1120.us.5, %.149.i.1.i.us.5
  %scevgep599 = getelementptr float, float* %lsr.iv594, i64 %loop.index.4217.us
  %scevgep600 = getelementptr float, float* %scevgep599, i64 -2
  store float %.32.i.us.5, float* %scevgep600, align 4
  %spec.select273.us.6 = select i1 %165, i64 %.1080.1214.us, i64 %loop.index.3224.us
  %171 = add i64 %170, 1
  %.1083.2.us.6 = select i1 %164, i64 %171, i64 %.1083.1215.us
  %.1108.us.6 = mul i64 %.1083.2.us.6, %.53.fca.2.5.0.load
  %.1109.us.6 = add i64 %spec.select273.us.6, %.1108.us.6
  %.1110.us.6 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.6
  %.1111.us.6 = load float, float* %.1110.us.6, align 4
  %.1086.2.us.6 = select i1 %163, i64 %171, i64 %.1086.1216.us
  %.1119.us.6 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.6
  %.1120.us.6 = load float, float* %.1119.us.6, align 4
  %.149.i.i.us.6 = fmul float %.1111.us.6, %.1111.us.6
  %.149.i.1.i.us.6 = fmul float %.149.i.i.us.6, %.149.i.i.us.6
  %.32.i.us.6 = fmul float %.1120.us.6, %.149.i.1.i.us.6
  %scevgep597 = getelementptr float, float* %lsr.iv594, i64 %loop.index.4217.us
  %scevgep598 = getelementptr float, float* %scevgep597, i64 -1
  store float %.32.i.us.6, float* %scevgep598, align 4
  %spec.select273.us.7 = select i1 %165, i64 %.1080.1214.us, i64 %loop.index.3224.us
  %172 = add i64 %171, 1
  %.1083.2.us.7 = select i1 %164, i64 %172, i64 %.1083.1215.us
  %.1108.us.7 = mul i64 %.1083.2.us.7, %.53.fca.2.5.0.load
  %.1109.us.7 = add i64 %spec.select273.us.7, %.1108.us.7
  %.1110.us.7 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.7
  %.1111.us.7 = load float, float* %.1110.us.7, align 4
  %.1086.2.us.7 = select i1 %163, i64 %172, i64 %.1086.1216.us
  %.1119.us.7 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.7
  %.1120.us.7 = load float, float* %.1119.us.7, align 4
  %.149.i.i.us.7 = fmul float %.1111.us.7, %.1111.us.7
  %.149.i.1.i.us.7 = fmul float %.149.i.i.us.7, %.149.i.i.us.7
  %.32.i.us.7 = fmul float %.1120.us.7, %.149.i.1.i.us.7
  %scevgep609 = getelementptr float, float* %lsr.iv594, i64 %loop.index.4217.us
  store float %.32.i.us.7, float* %scevgep609, align 4
  %.1152.us.7 = add nuw i64 %loop.index.4217.us, 8
  %173 = add i64 %172, 1
  %niter297.ncmp.7 = icmp eq i64 %173, %unroll_iter296
  br i1 %niter297.ncmp.7, label %for.end.4.loopexit.us.unr-lcssa, label %for.body.4.us

for.end.4.loopexit.us.unr-lcssa:                  ; preds = %for.body.4.us, %for.cond.4.preheader.us
  %spec.select273.us.lcssa.ph = phi i64 [ undef, %for.cond.4.preheader.us ], [ %spec.select273.us.7, %for.body.4.us ]
  %.1083.2.us.lcssa.ph = phi i64 [ undef, %for.cond.4.preheader.us ], [ %.1083.2.us.7, %for.body.4.us ]
  %.1086.2.us.lcssa.ph = phi i64 [ undef, %for.cond.4.preheader.us ], [ %.1086.2.us.7, %for.body.4.us ]
  %loop.index.4217.us.unr = phi i64 [ 0, %for.cond.4.preheader.us ], [ %.1152.us.7, %for.body.4.us ]
  %.1086.1216.us.unr = phi i64 [ %.1086.0223.us, %for.cond.4.preheader.us ], [ %.1086.2.us.7, %for.body.4.us ]
  %.1083.1215.us.unr = phi i64 [ %.1083.0222.us, %for.cond.4.preheader.us ], [ %.1083.2.us.7, %for.body.4.us ]
  %.1080.1214.us.unr = phi i64 [ %.1080.0221.us, %for.cond.4.preheader.us ], [ %spec.select273.us.7, %for.body.4.us ]
  %174 = and i64 %.993, 7
  %175 = icmp eq i64 %174, 0
  br i1 %175, label %for.end.4.loopexit.us, label %for.body.4.us.epil.preheader

for.body.4.us.epil.preheader:                     ; preds = %for.end.4.loopexit.us.unr-lcssa
  br label %for.body.4.us.epil

for.body.4.us.epil:                               ; preds = %for.body.4.us.epil.preheader, %for.body.4.us.epil
  %lsr.iv616 = phi i64 [ %xtraiter290.1, %for.body.4.us.epil.preheader ], [ %lsr.iv.next617, %for.body.4.us.epil ]
  %loop.index.4217.us.epil = phi i64 [ %.1152.us.epil, %for.body.4.us.epil ], [ %loop.index.4217.us.unr, %for.body.4.us.epil.preheader ]
  %.1086.1216.us.epil = phi i64 [ %.1086.2.us.epil, %for.body.4.us.epil ], [ %.1086.1216.us.unr, %for.body.4.us.epil.preheader ]
  %.1083.1215.us.epil = phi i64 [ %.1083.2.us.epil, %for.body.4.us.epil ], [ %.1083.1215.us.unr, %for.body.4.us.epil.preheader ]
  %.1080.1214.us.epil = phi i64 [ %spec.select273.us.epil, %for.body.4.us.epil ], [ %.1080.1214.us.unr, %for.body.4.us.epil.preheader ]
  %176 = icmp ugt i64 %arg.c.5.0, 1
  %177 = icmp ugt i64 %.53.fca.2.5.1.load, 1
  %178 = icmp eq i64 %.53.fca.2.5.0.load, 1
  %spec.select273.us.epil = select i1 %178, i64 %.1080.1214.us.epil, i64 %loop.index.3224.us
  %.1083.2.us.epil = select i1 %177, i64 %loop.index.4217.us.epil, i64 %.1083.1215.us.epil
  %.1108.us.epil = mul i64 %.1083.2.us.epil, %.53.fca.2.5.0.load
  %.1109.us.epil = add i64 %spec.select273.us.epil, %.1108.us.epil
  %.1110.us.epil = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.epil
  %.1111.us.epil = load float, float* %.1110.us.epil, align 4
  %.1086.2.us.epil = select i1 %176, i64 %loop.index.4217.us.epil, i64 %.1086.1216.us.epil
  %.1119.us.epil = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.epil
  %.1120.us.epil = load float, float* %.1119.us.epil, align 4
  %.149.i.i.us.epil = fmul float %.1111.us.epil, %.1111.us.epil
  %.149.i.1.i.us.epil = fmul float %.149.i.i.us.epil, %.149.i.i.us.epil
  %.32.i.us.epil = fmul float %.1120.us.epil, %.149.i.1.i.us.epil
  %scevgep615 = getelementptr float, float* %lsr.iv612, i64 %loop.index.4217.us.epil
  store float %.32.i.us.epil, float* %scevgep615, align 4
  %.1152.us.epil = add nuw nsw i64 %loop.index.4217.us.epil, 1
  %lsr.iv.next617 = add nsw i64 %lsr.iv616, -1
  %epil.iter291.cmp.not = icmp eq i64 %lsr.iv.next617, 0
  br i1 %epil.iter291.cmp.not, label %for.end.4.loopexit.us, label %for.body.4.us.epil, !llvm.loop !40

for.end.4.loopexit.us:                            ; preds = %for.body.4.us.epil, %for.end.4.loopexit.us.unr-lcssa
  %spec.select273.us.lcssa = phi i64 [ %spec.select273.us.lcssa.ph, %for.end.4.loopexit.us.unr-lcssa ], [ %spec.select273.us.epil, %for.body.4.us.epil ]
  %.1083.2.us.lcssa = phi i64 [ %.1083.2.us.lcssa.ph, %for.end.4.loopexit.us.unr-lcssa ], [ %.1083.2.us.epil, %for.body.4.us.epil ]
  %.1086.2.us.lcssa = phi i64 [ %.1086.2.us.lcssa.ph, %for.end.4.loopexit.us.unr-lcssa ], [ %.1086.2.us.epil, %for.body.4.us.epil ]
  %179 = icmp ult i64 %158, 7
  %.1154.us = or i64 %loop.index.3224.us, 1
  br i1 %179, label %for.end.4.loopexit.us.unr-lcssa.1, label %for.body.4.us.1.preheader

for.body.4.us.1.preheader:                        ; preds = %for.end.4.loopexit.us
  br label %for.body.4.us.1

for.body.4.us.1:                                  ; preds = %for.body.4.us.1.preheader, %for.body.4.us.1
  %loop.index.4217.us.1 = phi i64 [ %190, %for.body.4.us.1 ], [ 0, %for.body.4.us.1.preheader ]
  %.1086.1216.us.1 = phi i64 [ %.1086.2.us.7.1, %for.body.4.us.1 ], [ %.1086.2.us.lcssa, %for.body.4.us.1.preheader ]
  %.1083.1215.us.1 = phi i64 [ %.1083.2.us.7.1, %for.body.4.us.1 ], [ %.1083.2.us.lcssa, %for.body.4.us.1.preheader ]
  %.1080.1214.us.1 = phi i64 [ %spec.select273.us.7.1, %for.body.4.us.1 ], [ %spec.select273.us.lcssa, %for.body.4.us.1.preheader ]
  %180 = icmp ugt i64 %arg.c.5.0, 1
  %181 = icmp ugt i64 %.53.fca.2.5.1.load, 1
  %182 = icmp eq i64 %.53.fca.2.5.0.load, 1
  %spec.select273.us.1323 = select i1 %182, i64 %.1080.1214.us.1, i64 %.1154.us
  %.1083.2.us.1324 = select i1 %181, i64 %loop.index.4217.us.1, i64 %.1083.1215.us.1
  %.1108.us.1325 = mul i64 %.1083.2.us.1324, %.53.fca.2.5.0.load
  %.1109.us.1326 = add i64 %spec.select273.us.1323, %.1108.us.1325
  %.1110.us.1327 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.1326
  %.1111.us.1328 = load float, float* %.1110.us.1327, align 4
  %.1086.2.us.1329 = select i1 %180, i64 %loop.index.4217.us.1, i64 %.1086.1216.us.1
  %.1119.us.1330 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.1329
  %.1120.us.1331 = load float, float* %.1119.us.1330, align 4
  %.149.i.i.us.1332 = fmul float %.1111.us.1328, %.1111.us.1328
  %.149.i.1.i.us.1333 = fmul float %.149.i.i.us.1332, %.149.i.i.us.1332
  %.32.i.us.1334 = fmul float %.1120.us.1331, %.149.i.1.i.us.1333
  %scevgep635 = getelementptr float, float* %lsr.iv619, i64 %loop.index.4217.us.1
  %scevgep636 = getelementptr float, float* %scevgep635, i64 -7
  store float %.32.i.us.1334, float* %scevgep636, align 4
  %spec.select273.us.1.1 = select i1 %182, i64 %.1080.1214.us.1, i64 %.1154.us
  %183 = add i64 %loop.index.4217.us.1, 1
  %.1083.2.us.1.1 = select i1 %181, i64 %183, i64 %.1083.1215.us.1
  %.1108.us.1.1 = mul i64 %.1083.2.us.1.1, %.53.fca.2.5.0.load
  %.1109.us.1.1 = add i64 %spec.select273.us.1.1, %.1108.us.1.1
  %.1110.us.1.1 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.1.1
  %.1111.us.1.1 = load float, float* %.1110.us.1.1, align 4
  %.1086.2.us.1.1 = select i1 %180, i64 %183, i64 %.1086.1216.us.1
  %.1119.us.1.1 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.1.1
  %.1120.us.1.1 = load float, float* %.1119.us.1.1, align 4
  %.149.i.i.us.1.1 = fmul float %.1111.us.1.1, %.1111.us.1.1
  %.149.i.1.i.us.1.1 = fmul float %.149.i.i.us.1.1, %.149.i.i.us.1.1
  %.32.i.us.1.1 = fmul float %.1120.us.1.1, %.149.i.1.i.us.1.1
  %scevgep632 = getelementptr float, float* %lsr.iv619, i64 %loop.index.4217.us.1
  %scevgep633 = getelementptr float, float* %scevgep632, i64 -6
  store float %.32.i.us.1.1, float* %scevgep633, align 4
  %spec.select273.us.2.1 = select i1 %182, i64 %.1080.1214.us.1, i64 %.1154.us
  %184 = add i64 %183, 1
  %.1083.2.us.2.1 = select i1 %181, i64 %184, i64 %.1083.1215.us.1
  %.1108.us.2.1 = mul i64 %.1083.2.us.2.1, %.53.fca.2.5.0.load
  %.1109.us.2.1 = add i64 %spec.select273.us.2.1, %.1108.us.2.1
  %.1110.us.2.1 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.2.1
  %.1111.us.2.1 = load float, float* %.1110.us.2.1, align 4
  %.1086.2.us.2.1 = select i1 %180, i64 %184, i64 %.1086.1216.us.1
  %.1119.us.2.1 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.2.1
  %.1120.us.2.1 = load float, float* %.1119.us.2.1, align 4
  %.149.i.i.us.2.1 = fmul float %.1111.us.2.1, %.1111.us.2.1
  %.149.i.1.i.us.2.1 = fmul float %.149.i.i.us.2.1, %.149.i.i.us.2.1
  %.32.i.us.2.1 = fmul float %.1120.us.2.1, %.149.i.1.i.us.2.1
  %scevgep630 = getelementptr float, float* %lsr.iv619, i64 %loop.index.4217.us.1
  %scevgep631 = getelementptr float, float* %scevgep630, i64 -5
  store float %.32.i.us.2.1, float* %scevgep631, align 4
  %spec.select273.us.3.1 = select i1 %182, i64 %.1080.1214.us.1, i64 %.1154.us
  %185 = add i64 %184, 1
  %.1083.2.us.3.1 = select i1 %181, i64 %185, i64 %.1083.1215.us.1
  %.1108.us.3.1 = mul i64 %.1083.2.us.3.1, %.53.fca.2.5.0.load
  %.1109.us.3.1 = add i64 %spec.select273.us.3.1, %.1108.us.3.1
  %.1110.us.3.1 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.3.1
  %.1111.us.3.1 = load float, float* %.1110.us.3.1, align 4
  %.1086.2.us.3.1 = select i1 %180, i64 %185, i64 %.1086.1216.us.1
  %.1119.us.3.1 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.3.1
  %.1120.us.3.1 = load float, float* %.1119.us.3.1, align 4
  %.149.i.i.us.3.1 = fmul float %.1111.us.3.1, %.1111.us.3.1
  %.149.i.1.i.us.3.1 = fmul float %.149.i.i.us.3.1, %.149.i.i.us.3.1
  %.32.i.us.3.1 = fmul float %.1120.us.3.1, %.149.i.1.i.us.3.1
  %scevgep628 = getelementptr float, float* %lsr.iv619, i64 %loop.index.4217.us.1
  %scevgep629 = getelementptr float, float* %scevgep628, i64 -4
  store float %.32.i.us.3.1, float* %scevgep629, align 4
  %spec.select273.us.4.1 = select i1 %182, i64 %.1080.1214.us.1, i64 %.1154.us
  %186 = add i64 %185, 1
  %.1083.2.us.4.1 = select i1 %181, i64 %186, i64 %.1083.1215.us.1
  %.1108.us.4.1 = mul i64 %.1083.2.us.4.1, %.53.fca.2.5.0.load
  %.1109.us.4.1 = add i64 %spec.select273.us.4.1, %.1108.us.4.1
  %.1110.us.4.1 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.4.1
  %.1111.us.4.1 = load float, float* %.1110.us.4.1, align 4
  %.1086.2.us.4.1 = select i1 %180, i64 %186, i64 %.1086.1216.us.1
  %.1119.us.4.1 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.4.1
  %.1120.us.4.1 = load float, float* %.1119.us.4.1, align 4
  %.149.i.i.us.4.1 = fmul float %.1111.us.4.1, %.1111.us.4.1
  %.149.i.1.i.us.4.1 = fmul float %.149.i.i.us.4.1, %.149.i.i.us.4.1
  %.32.i.us.4.1 = fmul float %.1120.us.4.1, %.149.i.1.i.us.4.1
  %scevgep626 = getelementptr float, float* %lsr.iv619, i64 %loop.index.4217.us.1
  %scevgep627 = getelementptr float, float* %scevgep626, i64 -3
  store float %.32.i.us.4.1, float* %scevgep627, align 4
  %spec.select273.us.5.1 = select i1 %182, i64 %.1080.1214.us.1, i64 %.1154.us
  %187 = add i64 %186, 1
  %.1083.2.us.5.1 = select i1 %181, i64 %187, i64 %.1083.1215.us.1
  %.1108.us.5.1 = mul i64 %.1083.2.us.5.1, %.53.fca.2.5.0.load
  %.1109.us.5.1 = add i64 %spec.select273.us.5.1, %.1108.us.5.1
  %.1110.us.5.1 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.5.1
  %.1111.us.5.1 = load float, float* %.1110.us.5.1, align 4
  %.1086.2.us.5.1 = select i1 %180, i64 %187, i64 %.1086.1216.us.1
  %.1119.us.5.1 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.5.1
  %.1120.us.5.1 = load float, float* %.1119.us.5.1, align 4
  %.149.i.i.us.5.1 = fmul float %.1111.us.5.1, %.1111.us.5.1
  %.149.i.1.i.us.5.1 = fmul float %.149.i.i.us.5.1, %.149.i.i.us.5.1
  %.32.i.us.5.1 = fmul float %.1120.us.5.1, %.149.i.1.i.us.5.1
  %scevgep624 = getelementptr float, float* %lsr.iv619, i64 %loop.index.4217.us.1
  %scevgep625 = getelementptr float, float* %scevgep624, i64 -2
  store float %.32.i.us.5.1, float* %scevgep625, align 4
  %spec.select273.us.6.1 = select i1 %182, i64 %.1080.1214.us.1, i64 %.1154.us
  %188 = add i64 %187, 1
  %.1083.2.us.6.1 = select i1 %181, i64 %188, i64 %.1083.1215.us.1
  %.1108.us.6.1 = mul i64 %.1083.2.us.6.1, %.53.fca.2.5.0.load
  %.1109.us.6.1 = add i64 %spec.select273.us.6.1, %.1108.us.6.1
  %.1110.us.6.1 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.6.1
  %.1111.us.6.1 = load float, float* %.1110.us.6.1, align 4
  %.1086.2.us.6.1 = select i1 %180, i64 %188, i64 %.1086.1216.us.1
  %.1119.us.6.1 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.6.1
  %.1120.us.6.1 = load float, float* %.1119.us.6.1, align 4
  %.149.i.i.us.6.1 = fmul float %.1111.us.6.1, %.1111.us.6.1
  %.149.i.1.i.us.6.1 = fmul float %.149.i.i.us.6.1, %.149.i.i.us.6.1
  %.32.i.us.6.1 = fmul float %.1120.us.6.1, %.149.i.1.i.us.6.1
  %scevgep622 = getelementptr float, float* %lsr.iv619, i64 %loop.index.4217.us.1
  %scevgep623 = getelementptr float, float* %scevgep622, i64 -1
  store float %.32.i.us.6.1, float* %scevgep623, align 4
  %spec.select273.us.7.1 = select i1 %182, i64 %.1080.1214.us.1, i64 %.1154.us
  %189 = add i64 %188, 1
  %.1083.2.us.7.1 = select i1 %181, i64 %189, i64 %.1083.1215.us.1
  %.1108.us.7.1 = mul i64 %.1083.2.us.7.1, %.53.fca.2.5.0.load
  %.1109.us.7.1 = add i64 %spec.select273.us.7.1, %.1108.us.7.1
  %.1110.us.7.1 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.7.1
  %.1111.us.7.1 = load float, float* %.1110.us.7.1, align 4
  %.1086.2.us.7.1 = select i1 %180, i64 %189, i64 %.1086.1216.us.1
  %.1119.us.7.1 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.7.1
  %.1120.us.7.1 = load float, float* %.1119.us.7.1, align 4
  %.149.i.i.us.7.1 = fmul float %.1111.us.7.1, %.1111.us.7.1
  %.149.i.1.i.us.7.1 = fmul float %.149.i.i.us.7.1, %.149.i.i.us.7.1
  %.32.i.us.7.1 = fmul float %.1120.us.7.1, %.149.i.1.i.us.7.1
  %scevgep634 = getelementptr float, float* %lsr.iv619, i64 %loop.index.4217.us.1
  store float %.32.i.us.7.1, float* %scevgep634, align 4
  %.1152.us.7.1 = add nuw i64 %loop.index.4217.us.1, 8
  %190 = add i64 %189, 1
  %niter297.ncmp.7.1 = icmp eq i64 %190, %unroll_iter296.1
  br i1 %niter297.ncmp.7.1, label %for.end.4.loopexit.us.unr-lcssa.1, label %for.body.4.us.1

for.end.4.loopexit.us.unr-lcssa.1:                ; preds = %for.body.4.us.1, %for.end.4.loopexit.us
  %spec.select273.us.lcssa.ph.1 = phi i64 [ undef, %for.end.4.loopexit.us ], [ %spec.select273.us.7.1, %for.body.4.us.1 ]
  %.1083.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.4.loopexit.us ], [ %.1083.2.us.7.1, %for.body.4.us.1 ]
  %.1086.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.4.loopexit.us ], [ %.1086.2.us.7.1, %for.body.4.us.1 ]
  %loop.index.4217.us.unr.1 = phi i64 [ 0, %for.end.4.loopexit.us ], [ %.1152.us.7.1, %for.body.4.us.1 ]
  %.1086.1216.us.unr.1 = phi i64 [ %.1086.2.us.lcssa, %for.end.4.loopexit.us ], [ %.1086.2.us.7.1, %for.body.4.us.1 ]
  %.1083.1215.us.unr.1 = phi i64 [ %.1083.2.us.lcssa, %for.end.4.loopexit.us ], [ %.1083.2.us.7.1, %for.body.4.us.1 ]
  %.1080.1214.us.unr.1 = phi i64 [ %spec.select273.us.lcssa, %for.end.4.loopexit.us ], [ %spec.select273.us.7.1, %for.body.4.us.1 ]
  %191 = icmp eq i64 %xtraiter290.1, 0
  br i1 %191, label %for.end.4.loopexit.us.1, label %for.body.4.us.epil.1.preheader

for.body.4.us.epil.1.preheader:                   ; preds = %for.end.4.loopexit.us.unr-lcssa.1
  br label %for.body.4.us.epil.1

for.body.4.us.epil.1:                             ; preds = %for.body.4.us.epil.1.preheader, %for.body.4.us.epil.1
  %lsr.iv642 = phi i64 [ %xtraiter290.1, %for.body.4.us.epil.1.preheader ], [ %lsr.iv.next643, %for.body.4.us.epil.1 ]
  %loop.index.4217.us.epil.1 = phi i64 [ %.1152.us.epil.1, %for.body.4.us.epil.1 ], [ %loop.index.4217.us.unr.1, %for.body.4.us.epil.1.preheader ]
  %.1086.1216.us.epil.1 = phi i64 [ %.1086.2.us.epil.1, %for.body.4.us.epil.1 ], [ %.1086.1216.us.unr.1, %for.body.4.us.epil.1.preheader ]
  %.1083.1215.us.epil.1 = phi i64 [ %.1083.2.us.epil.1, %for.body.4.us.epil.1 ], [ %.1083.1215.us.unr.1, %for.body.4.us.epil.1.preheader ]
  %.1080.1214.us.epil.1 = phi i64 [ %spec.select273.us.epil.1, %for.body.4.us.epil.1 ], [ %.1080.1214.us.unr.1, %for.body.4.us.epil.1.preheader ]
  %192 = icmp ugt i64 %arg.c.5.0, 1
  %193 = icmp ugt i64 %.53.fca.2.5.1.load, 1
  %194 = icmp eq i64 %.53.fca.2.5.0.load, 1
  %spec.select273.us.epil.1 = select i1 %194, i64 %.1080.1214.us.epil.1, i64 %.1154.us
  %.1083.2.us.epil.1 = select i1 %193, i64 %loop.index.4217.us.epil.1, i64 %.1083.1215.us.epil.1
  %.1108.us.epil.1 = mul i64 %.1083.2.us.epil.1, %.53.fca.2.5.0.load
  %.1109.us.epil.1 = add i64 %spec.select273.us.epil.1, %.1108.us.epil.1
  %.1110.us.epil.1 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.epil.1
  %.1111.us.epil.1 = load float, float* %.1110.us.epil.1, align 4
  %.1086.2.us.epil.1 = select i1 %192, i64 %loop.index.4217.us.epil.1, i64 %.1086.1216.us.epil.1
  %.1119.us.epil.1 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.epil.1
  %.1120.us.epil.1 = load float, float* %.1119.us.epil.1, align 4
  %.149.i.i.us.epil.1 = fmul float %.1111.us.epil.1, %.1111.us.epil.1
  %.149.i.1.i.us.epil.1 = fmul float %.149.i.i.us.epil.1, %.149.i.i.us.epil.1
  %.32.i.us.epil.1 = fmul float %.1120.us.epil.1, %.149.i.1.i.us.epil.1
  %scevgep641 = getelementptr float, float* %lsr.iv638, i64 %loop.index.4217.us.epil.1
  store float %.32.i.us.epil.1, float* %scevgep641, align 4
  %.1152.us.epil.1 = add nuw nsw i64 %loop.index.4217.us.epil.1, 1
  %lsr.iv.next643 = add nsw i64 %lsr.iv642, -1
  %epil.iter291.cmp.1.not = icmp eq i64 %lsr.iv.next643, 0
  br i1 %epil.iter291.cmp.1.not, label %for.end.4.loopexit.us.1, label %for.body.4.us.epil.1, !llvm.loop !40

for.end.4.loopexit.us.1:                          ; preds = %for.body.4.us.epil.1, %for.end.4.loopexit.us.unr-lcssa.1
  %spec.select273.us.lcssa.1 = phi i64 [ %spec.select273.us.lcssa.ph.1, %for.end.4.loopexit.us.unr-lcssa.1 ], [ %spec.select273.us.epil.1, %for.body.4.us.epil.1 ]
  %.1083.2.us.lcssa.1 = phi i64 [ %.1083.2.us.lcssa.ph.1, %for.end.4.loopexit.us.unr-lcssa.1 ], [ %.1083.2.us.epil.1, %for.body.4.us.epil.1 ]
  %.1086.2.us.lcssa.1 = phi i64 [ %.1086.2.us.lcssa.ph.1, %for.end.4.loopexit.us.unr-lcssa.1 ], [ %.1086.2.us.epil.1, %for.body.4.us.epil.1 ]
  %195 = bitcast float* %lsr.iv594 to i1*
  %196 = bitcast float* %lsr.iv612 to i1*
  %197 = bitcast float* %lsr.iv619 to i1*
  %198 = bitcast float* %lsr.iv638 to i1*
  %.1154.us.1 = add nuw nsw i64 %loop.index.3224.us, 2
  %scevgep596 = getelementptr i1, i1* %195, i64 %160
  %199 = bitcast i1* %scevgep596 to float*
  %scevgep614 = getelementptr i1, i1* %196, i64 %160
  %200 = bitcast i1* %scevgep614 to float*
  %scevgep621 = getelementptr i1, i1* %197, i64 %160
  %201 = bitcast i1* %scevgep621 to float*
  %scevgep640 = getelementptr i1, i1* %198, i64 %160
  %202 = bitcast i1* %scevgep640 to float*
  %niter322.ncmp.1 = icmp eq i64 %.1154.us.1, %unroll_iter321
  br i1 %niter322.ncmp.1, label %for.end.3.loopexit.unr-lcssa, label %for.cond.4.preheader.us

for.end.3.loopexit.unr-lcssa:                     ; preds = %for.end.4.loopexit.us.1, %for.cond.4.preheader.us.preheader
  %loop.index.3224.us.unr = phi i64 [ 0, %for.cond.4.preheader.us.preheader ], [ %.1154.us.1, %for.end.4.loopexit.us.1 ]
  %.1086.0223.us.unr = phi i64 [ 0, %for.cond.4.preheader.us.preheader ], [ %.1086.2.us.lcssa.1, %for.end.4.loopexit.us.1 ]
  %.1083.0222.us.unr = phi i64 [ 0, %for.cond.4.preheader.us.preheader ], [ %.1083.2.us.lcssa.1, %for.end.4.loopexit.us.1 ]
  %.1080.0221.us.unr = phi i64 [ 0, %for.cond.4.preheader.us.preheader ], [ %spec.select273.us.lcssa.1, %for.end.4.loopexit.us.1 ]
  %203 = and i64 %.53.fca.2.5.0.load, 1
  %lcmp.mod320.not = icmp eq i64 %203, 0
  br i1 %lcmp.mod320.not, label %for.end.3, label %for.cond.4.preheader.us.epil

for.cond.4.preheader.us.epil:                     ; preds = %for.end.3.loopexit.unr-lcssa
  %.1146.us.epil = mul i64 %loop.index.3224.us.unr, %.993
  %xtraiter290.epil = and i64 %.993, 7
  %204 = icmp ult i64 %158, 7
  br i1 %204, label %for.end.4.loopexit.us.unr-lcssa.epil, label %for.cond.4.preheader.us.new.epil

for.cond.4.preheader.us.new.epil:                 ; preds = %for.cond.4.preheader.us.epil
  %unroll_iter296.epil = and i64 %.993, -8
  %205 = add i64 %.1146.us.epil, 7
  %scevgep577 = getelementptr float, float* %.6.i60245, i64 %205
  br label %for.body.4.us.epil299

for.body.4.us.epil299:                            ; preds = %for.body.4.us.epil299, %for.cond.4.preheader.us.new.epil
  %loop.index.4217.us.epil300 = phi i64 [ 0, %for.cond.4.preheader.us.new.epil ], [ %216, %for.body.4.us.epil299 ]
  %.1086.1216.us.epil301 = phi i64 [ %.1086.0223.us.unr, %for.cond.4.preheader.us.new.epil ], [ %.1086.2.us.7.epil, %for.body.4.us.epil299 ]
  %.1083.1215.us.epil302 = phi i64 [ %.1083.0222.us.unr, %for.cond.4.preheader.us.new.epil ], [ %.1083.2.us.7.epil, %for.body.4.us.epil299 ]
  %.1080.1214.us.epil303 = phi i64 [ %.1080.0221.us.unr, %for.cond.4.preheader.us.new.epil ], [ %spec.select273.us.7.epil, %for.body.4.us.epil299 ]
  %206 = icmp ugt i64 %arg.c.5.0, 1
  %207 = icmp ugt i64 %.53.fca.2.5.1.load, 1
  %208 = icmp eq i64 %.53.fca.2.5.0.load, 1
  %spec.select273.us.epil304 = select i1 %208, i64 %.1080.1214.us.epil303, i64 %loop.index.3224.us.unr
  %.1083.2.us.epil305 = select i1 %207, i64 %loop.index.4217.us.epil300, i64 %.1083.1215.us.epil302
  %.1108.us.epil306 = mul i64 %.1083.2.us.epil305, %.53.fca.2.5.0.load
  %.1109.us.epil307 = add i64 %spec.select273.us.epil304, %.1108.us.epil306
  %.1110.us.epil308 = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.epil307
  %.1111.us.epil309 = load float, float* %.1110.us.epil308, align 4
  %.1086.2.us.epil310 = select i1 %206, i64 %loop.index.4217.us.epil300, i64 %.1086.1216.us.epil301
  %.1119.us.epil311 = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.epil310
  %.1120.us.epil312 = load float, float* %.1119.us.epil311, align 4
  %.149.i.i.us.epil313 = fmul float %.1111.us.epil309, %.1111.us.epil309
  %.149.i.1.i.us.epil314 = fmul float %.149.i.i.us.epil313, %.149.i.i.us.epil313
  %.32.i.us.epil315 = fmul float %.1120.us.epil312, %.149.i.1.i.us.epil314
  %scevgep591 = getelementptr float, float* %scevgep577, i64 %loop.index.4217.us.epil300
  %scevgep592 = getelementptr float, float* %scevgep591, i64 -7
  store float %.32.i.us.epil315, float* %scevgep592, align 4
  %spec.select273.us.1.epil = select i1 %208, i64 %.1080.1214.us.epil303, i64 %loop.index.3224.us.unr
  %209 = add i64 %loop.index.4217.us.epil300, 1
  %.1083.2.us.1.epil = select i1 %207, i64 %209, i64 %.1083.1215.us.epil302
  %.1108.us.1.epil = mul i64 %.1083.2.us.1.epil, %.53.fca.2.5.0.load
  %.1109.us.1.epil = add i64 %spec.select273.us.1.epil, %.1108.us.1.epil
  %.1110.us.1.epil = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.1.epil
  %.1111.us.1.epil = load float, float* %.1110.us.1.epil, align 4
  %.1086.2.us.1.epil = select i1 %206, i64 %209, i64 %.1086.1216.us.epil301
  %.1119.us.1.epil = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.1.epil
  %.1120.us.1.epil = load float, float* %.1119.us.1.epil, align 4
  %.149.i.i.us.1.epil = fmul float %.1111.us.1.epil, %.1111.us.1.epil
  %.149.i.1.i.us.1.epil = fmul float %.149.i.i.us.1.epil, %.149.i.i.us.1.epil
  %.32.i.us.1.epil = fmul float %.1120.us.1.epil, %.149.i.1.i.us.1.epil
  %scevgep588 = getelementptr float, float* %scevgep577, i64 %loop.index.4217.us.epil300
  %scevgep589 = getelementptr float, float* %scevgep588, i64 -6
  store float %.32.i.us.1.epil, float* %scevgep589, align 4
  %spec.select273.us.2.epil = select i1 %208, i64 %.1080.1214.us.epil303, i64 %loop.index.3224.us.unr
  %210 = add i64 %209, 1
  %.1083.2.us.2.epil = select i1 %207, i64 %210, i64 %.1083.1215.us.epil302
  %.1108.us.2.epil = mul i64 %.1083.2.us.2.epil, %.53.fca.2.5.0.load
  %.1109.us.2.epil = add i64 %spec.select273.us.2.epil, %.1108.us.2.epil
  %.1110.us.2.epil = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.2.epil
  %.1111.us.2.epil = load float, float* %.1110.us.2.epil, align 4
  %.1086.2.us.2.epil = select i1 %206, i64 %210, i64 %.1086.1216.us.epil301
  %.1119.us.2.epil = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.2.epil
  %.1120.us.2.epil = load float, float* %.1119.us.2.epil, align 4
  %.149.i.i.us.2.epil = fmul float %.1111.us.2.epil, %.1111.us.2.epil
  %.149.i.1.i.us.2.epil = fmul float %.149.i.i.us.2.epil, %.149.i.i.us.2.epil
  %.32.i.us.2.epil = fmul float %.1120.us.2.epil, %.149.i.1.i.us.2.epil
  %scevgep586 = getelementptr float, float* %scevgep577, i64 %loop.index.4217.us.epil300
  %scevgep587 = getelementptr float, float* %scevgep586, i64 -5
  store float %.32.i.us.2.epil, float* %scevgep587, align 4
  %spec.select273.us.3.epil = select i1 %208, i64 %.1080.1214.us.epil303, i64 %loop.index.3224.us.unr
  %211 = add i64 %210, 1
  %.1083.2.us.3.epil = select i1 %207, i64 %211, i64 %.1083.1215.us.epil302
  %.1108.us.3.epil = mul i64 %.1083.2.us.3.epil, %.53.fca.2.5.0.load
  %.1109.us.3.epil = add i64 %spec.select273.us.3.epil, %.1108.us.3.epil
  %.1110.us.3.epil = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.3.epil
  %.1111.us.3.epil = load float, float* %.1110.us.3.epil, align 4
  %.1086.2.us.3.epil = select i1 %206, i64 %211, i64 %.1086.1216.us.epil301
  %.1119.us.3.epil = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.3.epil
  %.1120.us.3.epil = load float, float* %.1119.us.3.epil, align 4
  %.149.i.i.us.3.epil = fmul float %.1111.us.3.epil, %.1111.us.3.epil
  %.149.i.1.i.us.3.epil = fmul float %.149.i.i.us.3.epil, %.149.i.i.us.3.epil
  %.32.i.us.3.epil = fmul float %.1120.us.3.epil, %.149.i.1.i.us.3.epil
  %scevgep584 = getelementptr float, float* %scevgep577, i64 %loop.index.4217.us.epil300
  %scevgep585 = getelementptr float, float* %scevgep584, i64 -4
  store float %.32.i.us.3.epil, float* %scevgep585, align 4
  %spec.select273.us.4.epil = select i1 %208, i64 %.1080.1214.us.epil303, i64 %loop.index.3224.us.unr
  %212 = add i64 %211, 1
  %.1083.2.us.4.epil = select i1 %207, i64 %212, i64 %.1083.1215.us.epil302
  %.1108.us.4.epil = mul i64 %.1083.2.us.4.epil, %.53.fca.2.5.0.load
  %.1109.us.4.epil = add i64 %spec.select273.us.4.epil, %.1108.us.4.epil
  %.1110.us.4.epil = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.4.epil
  %.1111.us.4.epil = load float, float* %.1110.us.4.epil, align 4
  %.1086.2.us.4.epil = select i1 %206, i64 %212, i64 %.1086.1216.us.epil301
  %.1119.us.4.epil = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.4.epil
  %.1120.us.4.epil = load float, float* %.1119.us.4.epil, align 4
  %.149.i.i.us.4.epil = fmul float %.1111.us.4.epil, %.1111.us.4.epil
  %.149.i.1.i.us.4.epil = fmul float %.149.i.i.us.4.epil, %.149.i.i.us.4.epil
  %.32.i.us.4.epil = fmul float %.1120.us.4.epil, %.149.i.1.i.us.4.epil
  %scevgep582 = getelementptr float, float* %scevgep577, i64 %loop.index.4217.us.epil300
  %scevgep583 = getelementptr float, float* %scevgep582, i64 -3
  store float %.32.i.us.4.epil, float* %scevgep583, align 4
  %spec.select273.us.5.epil = select i1 %208, i64 %.1080.1214.us.epil303, i64 %loop.index.3224.us.unr
  %213 = add i64 %212, 1
  %.1083.2.us.5.epil = select i1 %207, i64 %213, i64 %.1083.1215.us.epil302
  %.1108.us.5.epil = mul i64 %.1083.2.us.5.epil, %.53.fca.2.5.0.load
  %.1109.us.5.epil = add i64 %spec.select273.us.5.epil, %.1108.us.5.epil
  %.1110.us.5.epil = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.5.epil
  %.1111.us.5.epil = load float, float* %.1110.us.5.epil, align 4
  %.1086.2.us.5.epil = select i1 %206, i64 %213, i64 %.1086.1216.us.epil301
  %.1119.us.5.epil = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.5.epil
  %.1120.us.5.epil = load float, float* %.1119.us.5.epil, align 4
  %.149.i.i.us.5.epil = fmul float %.1111.us.5.epil, %.1111.us.5.epil
  %.149.i.1.i.us.5.epil = fmul float %.149.i.i.us.5.epil, %.149.i.i.us.5.epil
  %.32.i.us.5.epil = fmul float %.1120.us.5.epil, %.149.i.1.i.us.5.epil
  %scevgep580 = getelementptr float, float* %scevgep577, i64 %loop.index.4217.us.epil300
  %scevgep581 = getelementptr float, float* %scevgep580, i64 -2
  store float %.32.i.us.5.epil, float* %scevgep581, align 4
  %spec.select273.us.6.epil = select i1 %208, i64 %.1080.1214.us.epil303, i64 %loop.index.3224.us.unr
  %214 = add i64 %213, 1
  %.1083.2.us.6.epil = select i1 %207, i64 %214, i64 %.1083.1215.us.epil302
  %.1108.us.6.epil = mul i64 %.1083.2.us.6.epil, %.53.fca.2.5.0.load
  %.1109.us.6.epil = add i64 %spec.select273.us.6.epil, %.1108.us.6.epil
  %.1110.us.6.epil = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.6.epil
  %.1111.us.6.epil = load float, float* %.1110.us.6.epil, align 4
  %.1086.2.us.6.epil = select i1 %206, i64 %214, i64 %.1086.1216.us.epil301
  %.1119.us.6.epil = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.6.epil
  %.1120.us.6.epil = load float, float* %.1119.us.6.epil, align 4
  %.149.i.i.us.6.epil = fmul float %.1111.us.6.epil, %.1111.us.6.epil
  %.149.i.1.i.us.6.epil = fmul float %.149.i.i.us.6.epil, %.149.i.i.us.6.epil
  %.32.i.us.6.epil = fmul float %.1120.us.6.epil, %.149.i.1.i.us.6.epil
  %scevgep578 = getelementptr float, float* %scevgep577, i64 %loop.index.4217.us.epil300
  %scevgep579 = getelementptr float, float* %scevgep578, i64 -1
  store float %.32.i.us.6.epil, float* %scevgep579, align 4
  %spec.select273.us.7.epil = select i1 %208, i64 %.1080.1214.us.epil303, i64 %loop.index.3224.us.unr
  %215 = add i64 %214, 1
  %.1083.2.us.7.epil = select i1 %207, i64 %215, i64 %.1083.1215.us.epil302
  %.1108.us.7.epil = mul i64 %.1083.2.us.7.epil, %.53.fca.2.5.0.load
  %.1109.us.7.epil = add i64 %spec.select273.us.7.epil, %.1108.us.7.epil
  %.1110.us.7.epil = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.7.epil
  %.1111.us.7.epil = load float, float* %.1110.us.7.epil, align 4
  %.1086.2.us.7.epil = select i1 %206, i64 %215, i64 %.1086.1216.us.epil301
  %.1119.us.7.epil = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.7.epil
  %.1120.us.7.epil = load float, float* %.1119.us.7.epil, align 4
  %.149.i.i.us.7.epil = fmul float %.1111.us.7.epil, %.1111.us.7.epil
  %.149.i.1.i.us.7.epil = fmul float %.149.i.i.us.7.epil, %.149.i.i.us.7.epil
  %.32.i.us.7.epil = fmul float %.1120.us.7.epil, %.149.i.1.i.us.7.epil
  %scevgep590 = getelementptr float, float* %scevgep577, i64 %loop.index.4217.us.epil300
  store float %.32.i.us.7.epil, float* %scevgep590, align 4
  %.1152.us.7.epil = add nuw i64 %loop.index.4217.us.epil300, 8
  %216 = add i64 %215, 1
  %niter297.ncmp.7.epil = icmp eq i64 %216, %unroll_iter296.epil
  br i1 %niter297.ncmp.7.epil, label %for.end.4.loopexit.us.unr-lcssa.epil, label %for.body.4.us.epil299

for.end.4.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.4.us.epil299, %for.cond.4.preheader.us.epil
  %loop.index.4217.us.unr.epil = phi i64 [ 0, %for.cond.4.preheader.us.epil ], [ %.1152.us.7.epil, %for.body.4.us.epil299 ]
  %.1086.1216.us.unr.epil = phi i64 [ %.1086.0223.us.unr, %for.cond.4.preheader.us.epil ], [ %.1086.2.us.7.epil, %for.body.4.us.epil299 ]
  %.1083.1215.us.unr.epil = phi i64 [ %.1083.0222.us.unr, %for.cond.4.preheader.us.epil ], [ %.1083.2.us.7.epil, %for.body.4.us.epil299 ]
  %.1080.1214.us.unr.epil = phi i64 [ %.1080.0221.us.unr, %for.cond.4.preheader.us.epil ], [ %spec.select273.us.7.epil, %for.body.4.us.epil299 ]
  %lcmp.mod292.epil.not = icmp eq i64 %xtraiter290.epil, 0
  br i1 %lcmp.mod292.epil.not, label %for.end.3, label %for.body.4.us.epil.epil.preheader

for.body.4.us.epil.epil.preheader:                ; preds = %for.end.4.loopexit.us.unr-lcssa.epil
  %scevgep573 = getelementptr float, float* %.6.i60245, i64 %.1146.us.epil
  br label %for.body.4.us.epil.epil

for.body.4.us.epil.epil:                          ; preds = %for.body.4.us.epil.epil.preheader, %for.body.4.us.epil.epil
  %lsr.iv575 = phi i64 [ %xtraiter290.epil, %for.body.4.us.epil.epil.preheader ], [ %lsr.iv.next576, %for.body.4.us.epil.epil ]
  %loop.index.4217.us.epil.epil = phi i64 [ %.1152.us.epil.epil, %for.body.4.us.epil.epil ], [ %loop.index.4217.us.unr.epil, %for.body.4.us.epil.epil.preheader ]
  %.1086.1216.us.epil.epil = phi i64 [ %.1086.2.us.epil.epil, %for.body.4.us.epil.epil ], [ %.1086.1216.us.unr.epil, %for.body.4.us.epil.epil.preheader ]
  %.1083.1215.us.epil.epil = phi i64 [ %.1083.2.us.epil.epil, %for.body.4.us.epil.epil ], [ %.1083.1215.us.unr.epil, %for.body.4.us.epil.epil.preheader ]
  %.1080.1214.us.epil.epil = phi i64 [ %spec.select273.us.epil.epil, %for.body.4.us.epil.epil ], [ %.1080.1214.us.unr.epil, %for.body.4.us.epil.epil.preheader ]
  %217 = icmp ugt i64 %arg.c.5.0, 1
  %218 = icmp ugt i64 %.53.fca.2.5.1.load, 1
  %219 = icmp eq i64 %.53.fca.2.5.0.load, 1
  %spec.select273.us.epil.epil = select i1 %219, i64 %.1080.1214.us.epil.epil, i64 %loop.index.3224.us.unr
  %.1083.2.us.epil.epil = select i1 %218, i64 %loop.index.4217.us.epil.epil, i64 %.1083.1215.us.epil.epil
  %.1108.us.epil.epil = mul i64 %.1083.2.us.epil.epil, %.53.fca.2.5.0.load
  %.1109.us.epil.epil = add i64 %spec.select273.us.epil.epil, %.1108.us.epil.epil
  %.1110.us.epil.epil = getelementptr float, float* %.53.fca.2.4.load, i64 %.1109.us.epil.epil
  %.1111.us.epil.epil = load float, float* %.1110.us.epil.epil, align 4
  %.1086.2.us.epil.epil = select i1 %217, i64 %loop.index.4217.us.epil.epil, i64 %.1086.1216.us.epil.epil
  %.1119.us.epil.epil = getelementptr float, float* %arg.c.4, i64 %.1086.2.us.epil.epil
  %.1120.us.epil.epil = load float, float* %.1119.us.epil.epil, align 4
  %.149.i.i.us.epil.epil = fmul float %.1111.us.epil.epil, %.1111.us.epil.epil
  %.149.i.1.i.us.epil.epil = fmul float %.149.i.i.us.epil.epil, %.149.i.i.us.epil.epil
  %.32.i.us.epil.epil = fmul float %.1120.us.epil.epil, %.149.i.1.i.us.epil.epil
  %scevgep574 = getelementptr float, float* %scevgep573, i64 %loop.index.4217.us.epil.epil
  store float %.32.i.us.epil.epil, float* %scevgep574, align 4
  %.1152.us.epil.epil = add nuw nsw i64 %loop.index.4217.us.epil.epil, 1
  %lsr.iv.next576 = add nsw i64 %lsr.iv575, -1
  %epil.iter291.cmp.epil.not = icmp eq i64 %lsr.iv.next576, 0
  br i1 %epil.iter291.cmp.epil.not, label %for.end.3, label %for.body.4.us.epil.epil, !llvm.loop !40

for.end.3:                                        ; preds = %for.body.4.us.epil.epil, %for.end.3.loopexit.unr-lcssa, %for.end.4.loopexit.us.unr-lcssa.epil, %for.cond.4.preheader.preheader, %for.end.1.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.c.0)
  tail call void @NRT_decref(i8* %.53.fca.2.0.load)
  %.83.i = icmp eq i64 %.1002, 0
  br i1 %.83.i, label %for.end.3.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end.3
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1002, i64 1)
  %220 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %221 = icmp ult i64 %220, 7
  br i1 %221, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, %const1110
  %222 = add nsw i64 %unroll_iter.i, -8
  %223 = lshr exact i64 %222, 3
  %224 = add nuw nsw i64 %223, 1
  %xtraiter = and i64 %224, 7
  %225 = icmp ult i64 %222, 56
  br i1 %225, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const1109 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %224, %const1109
  %scevgep443 = getelementptr float, float* %.6.i60245, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %226 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep419 = getelementptr float, float* %.6.i60245, i64 %226
  %227 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi float [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %228 = bitcast float* %scevgep419 to i8*
  %uglygep440 = getelementptr i8, i8* %228, i64 %lsr.iv
  %uglygep440441 = bitcast i8* %uglygep440 to float*
  %scevgep442 = getelementptr float, float* %uglygep440441, i64 -7
  %.265.i.epil = load float, float* %scevgep442, align 4, !noalias !41
  %.268.i.epil = fadd float %c.2.06.i.epil, %.265.i.epil
  %uglygep437 = getelementptr i8, i8* %228, i64 %lsr.iv
  %uglygep437438 = bitcast i8* %uglygep437 to float*
  %scevgep439 = getelementptr float, float* %uglygep437438, i64 -6
  %.265.1.i.epil = load float, float* %scevgep439, align 4, !noalias !41
  %.268.1.i.epil = fadd float %.268.i.epil, %.265.1.i.epil
  %uglygep434 = getelementptr i8, i8* %228, i64 %lsr.iv
  %uglygep434435 = bitcast i8* %uglygep434 to float*
  %scevgep436 = getelementptr float, float* %uglygep434435, i64 -5
  %.265.2.i.epil = load float, float* %scevgep436, align 4, !noalias !41
  %.268.2.i.epil = fadd float %.268.1.i.epil, %.265.2.i.epil
  %uglygep431 = getelementptr i8, i8* %228, i64 %lsr.iv
  %uglygep431432 = bitcast i8* %uglygep431 to float*
  %scevgep433 = getelementptr float, float* %uglygep431432, i64 -4
  %.265.3.i.epil = load float, float* %scevgep433, align 4, !noalias !41
  %.268.3.i.epil = fadd float %.268.2.i.epil, %.265.3.i.epil
  %uglygep428 = getelementptr i8, i8* %228, i64 %lsr.iv
  %uglygep428429 = bitcast i8* %uglygep428 to float*
  %scevgep430 = getelementptr float, float* %uglygep428429, i64 -3
  %.265.4.i.epil = load float, float* %scevgep430, align 4, !noalias !41
  %.268.4.i.epil = fadd float %.268.3.i.epil, %.265.4.i.epil
  %uglygep425 = getelementptr i8, i8* %228, i64 %lsr.iv
  %uglygep425426 = bitcast i8* %uglygep425 to float*
  %scevgep427 = getelementptr float, float* %uglygep425426, i64 -2
  %.265.5.i.epil = load float, float* %scevgep427, align 4, !noalias !41
  %.268.5.i.epil = fadd float %.268.4.i.epil, %.265.5.i.epil
  %uglygep422 = getelementptr i8, i8* %228, i64 %lsr.iv
  %uglygep422423 = bitcast i8* %uglygep422 to float*
  %scevgep424 = getelementptr float, float* %uglygep422423, i64 -1
  %.265.6.i.epil = load float, float* %scevgep424, align 4, !noalias !41
  %.268.6.i.epil = fadd float %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %228, i64 %lsr.iv
  %uglygep421 = bitcast i8* %uglygep to float*
  %.265.7.i.epil = load float, float* %uglygep421, align 4, !noalias !41
  %.268.7.i.epil = fadd float %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %227, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !16, !llvm.loop !44

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.3.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr float, float* %.6.i60245, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi float [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr float, float* %scevgep.i22, i64 %epil.iter.i
  %.265.epil.i = load float, float* %scevgep, align 4, !noalias !41
  %.268.epil.i = fadd float %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.3.endif, label %B50.endif.epil.i, !prof !16, !llvm.loop !45

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv571 = phi i64 [ %lsr.iv.next572, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep569 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep570 = getelementptr float, float* %scevgep569, i64 -63
  %.265.i = load float, float* %scevgep570, align 4, !noalias !41
  %.268.i = fadd float %c.2.06.i, %.265.i
  %scevgep567 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep568 = getelementptr float, float* %scevgep567, i64 -62
  %.265.1.i = load float, float* %scevgep568, align 4, !noalias !41
  %.268.1.i = fadd float %.268.i, %.265.1.i
  %scevgep565 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep566 = getelementptr float, float* %scevgep565, i64 -61
  %.265.2.i = load float, float* %scevgep566, align 4, !noalias !41
  %.268.2.i = fadd float %.268.1.i, %.265.2.i
  %scevgep563 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep564 = getelementptr float, float* %scevgep563, i64 -60
  %.265.3.i = load float, float* %scevgep564, align 4, !noalias !41
  %.268.3.i = fadd float %.268.2.i, %.265.3.i
  %scevgep561 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep562 = getelementptr float, float* %scevgep561, i64 -59
  %.265.4.i = load float, float* %scevgep562, align 4, !noalias !41
  %.268.4.i = fadd float %.268.3.i, %.265.4.i
  %scevgep559 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep560 = getelementptr float, float* %scevgep559, i64 -58
  %.265.5.i = load float, float* %scevgep560, align 4, !noalias !41
  %.268.5.i = fadd float %.268.4.i, %.265.5.i
  %scevgep557 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep558 = getelementptr float, float* %scevgep557, i64 -57
  %.265.6.i = load float, float* %scevgep558, align 4, !noalias !41
  %.268.6.i = fadd float %.268.5.i, %.265.6.i
  %scevgep555 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep556 = getelementptr float, float* %scevgep555, i64 -56
  %.265.7.i = load float, float* %scevgep556, align 4, !noalias !41
  %.268.7.i = fadd float %.268.6.i, %.265.7.i
  %scevgep524 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep525 = getelementptr float, float* %scevgep524, i64 -55
  %.265.i.1 = load float, float* %scevgep525, align 4, !noalias !41
  %.268.i.1 = fadd float %.268.7.i, %.265.i.1
  %scevgep526 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep527 = getelementptr float, float* %scevgep526, i64 -54
  %.265.1.i.1 = load float, float* %scevgep527, align 4, !noalias !41
  %.268.1.i.1 = fadd float %.268.i.1, %.265.1.i.1
  %scevgep528 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep529 = getelementptr float, float* %scevgep528, i64 -53
  %.265.2.i.1 = load float, float* %scevgep529, align 4, !noalias !41
  %.268.2.i.1 = fadd float %.268.1.i.1, %.265.2.i.1
  %scevgep530 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep531 = getelementptr float, float* %scevgep530, i64 -52
  %.265.3.i.1 = load float, float* %scevgep531, align 4, !noalias !41
  %.268.3.i.1 = fadd float %.268.2.i.1, %.265.3.i.1
  %scevgep532 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep533 = getelementptr float, float* %scevgep532, i64 -51
  %.265.4.i.1 = load float, float* %scevgep533, align 4, !noalias !41
  %.268.4.i.1 = fadd float %.268.3.i.1, %.265.4.i.1
  %scevgep534 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep535 = getelementptr float, float* %scevgep534, i64 -50
  %.265.5.i.1 = load float, float* %scevgep535, align 4, !noalias !41
  %.268.5.i.1 = fadd float %.268.4.i.1, %.265.5.i.1
  %scevgep536 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep537 = getelementptr float, float* %scevgep536, i64 -49
  %.265.6.i.1 = load float, float* %scevgep537, align 4, !noalias !41
  %.268.6.i.1 = fadd float %.268.5.i.1, %.265.6.i.1
  %scevgep538 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep539 = getelementptr float, float* %scevgep538, i64 -48
  %.265.7.i.1 = load float, float* %scevgep539, align 4, !noalias !41
  %.268.7.i.1 = fadd float %.268.6.i.1, %.265.7.i.1
  %scevgep508 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep509 = getelementptr float, float* %scevgep508, i64 -47
  %.265.i.2 = load float, float* %scevgep509, align 4, !noalias !41
  %.268.i.2 = fadd float %.268.7.i.1, %.265.i.2
  %scevgep510 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep511 = getelementptr float, float* %scevgep510, i64 -46
  %.265.1.i.2 = load float, float* %scevgep511, align 4, !noalias !41
  %.268.1.i.2 = fadd float %.268.i.2, %.265.1.i.2
  %scevgep512 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep513 = getelementptr float, float* %scevgep512, i64 -45
  %.265.2.i.2 = load float, float* %scevgep513, align 4, !noalias !41
  %.268.2.i.2 = fadd float %.268.1.i.2, %.265.2.i.2
  %scevgep514 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep515 = getelementptr float, float* %scevgep514, i64 -44
  %.265.3.i.2 = load float, float* %scevgep515, align 4, !noalias !41
  %.268.3.i.2 = fadd float %.268.2.i.2, %.265.3.i.2
  %scevgep516 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep517 = getelementptr float, float* %scevgep516, i64 -43
  %.265.4.i.2 = load float, float* %scevgep517, align 4, !noalias !41
  %.268.4.i.2 = fadd float %.268.3.i.2, %.265.4.i.2
  %scevgep518 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep519 = getelementptr float, float* %scevgep518, i64 -42
  %.265.5.i.2 = load float, float* %scevgep519, align 4, !noalias !41
  %.268.5.i.2 = fadd float %.268.4.i.2, %.265.5.i.2
  %scevgep520 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep521 = getelementptr float, float* %scevgep520, i64 -41
  %.265.6.i.2 = load float, float* %scevgep521, align 4, !noalias !41
  %.268.6.i.2 = fadd float %.268.5.i.2, %.265.6.i.2
  %scevgep522 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep523 = getelementptr float, float* %scevgep522, i64 -40
  %.265.7.i.2 = load float, float* %scevgep523, align 4, !noalias !41
  %.268.7.i.2 = fadd float %.268.6.i.2, %.265.7.i.2
  %scevgep492 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep493 = getelementptr float, float* %scevgep492, i64 -39
  %.265.i.3 = load float, float* %scevgep493, align 4, !noalias !41
  %.268.i.3 = fadd float %.268.7.i.2, %.265.i.3
  %scevgep494 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep495 = getelementptr float, float* %scevgep494, i64 -38
  %.265.1.i.3 = load float, float* %scevgep495, align 4, !noalias !41
  %.268.1.i.3 = fadd float %.268.i.3, %.265.1.i.3
  %scevgep496 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep497 = getelementptr float, float* %scevgep496, i64 -37
  %.265.2.i.3 = load float, float* %scevgep497, align 4, !noalias !41
  %.268.2.i.3 = fadd float %.268.1.i.3, %.265.2.i.3
  %scevgep498 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep499 = getelementptr float, float* %scevgep498, i64 -36
  %.265.3.i.3 = load float, float* %scevgep499, align 4, !noalias !41
  %.268.3.i.3 = fadd float %.268.2.i.3, %.265.3.i.3
  %scevgep500 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep501 = getelementptr float, float* %scevgep500, i64 -35
  %.265.4.i.3 = load float, float* %scevgep501, align 4, !noalias !41
  %.268.4.i.3 = fadd float %.268.3.i.3, %.265.4.i.3
  %scevgep502 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep503 = getelementptr float, float* %scevgep502, i64 -34
  %.265.5.i.3 = load float, float* %scevgep503, align 4, !noalias !41
  %.268.5.i.3 = fadd float %.268.4.i.3, %.265.5.i.3
  %scevgep504 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep505 = getelementptr float, float* %scevgep504, i64 -33
  %.265.6.i.3 = load float, float* %scevgep505, align 4, !noalias !41
  %.268.6.i.3 = fadd float %.268.5.i.3, %.265.6.i.3
  %scevgep506 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep507 = getelementptr float, float* %scevgep506, i64 -32
  %.265.7.i.3 = load float, float* %scevgep507, align 4, !noalias !41
  %.268.7.i.3 = fadd float %.268.6.i.3, %.265.7.i.3
  %scevgep476 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep477 = getelementptr float, float* %scevgep476, i64 -31
  %.265.i.4 = load float, float* %scevgep477, align 4, !noalias !41
  %.268.i.4 = fadd float %.268.7.i.3, %.265.i.4
  %scevgep478 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep479 = getelementptr float, float* %scevgep478, i64 -30
  %.265.1.i.4 = load float, float* %scevgep479, align 4, !noalias !41
  %.268.1.i.4 = fadd float %.268.i.4, %.265.1.i.4
  %scevgep480 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep481 = getelementptr float, float* %scevgep480, i64 -29
  %.265.2.i.4 = load float, float* %scevgep481, align 4, !noalias !41
  %.268.2.i.4 = fadd float %.268.1.i.4, %.265.2.i.4
  %scevgep482 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep483 = getelementptr float, float* %scevgep482, i64 -28
  %.265.3.i.4 = load float, float* %scevgep483, align 4, !noalias !41
  %.268.3.i.4 = fadd float %.268.2.i.4, %.265.3.i.4
  %scevgep484 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep485 = getelementptr float, float* %scevgep484, i64 -27
  %.265.4.i.4 = load float, float* %scevgep485, align 4, !noalias !41
  %.268.4.i.4 = fadd float %.268.3.i.4, %.265.4.i.4
  %scevgep486 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep487 = getelementptr float, float* %scevgep486, i64 -26
  %.265.5.i.4 = load float, float* %scevgep487, align 4, !noalias !41
  %.268.5.i.4 = fadd float %.268.4.i.4, %.265.5.i.4
  %scevgep488 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep489 = getelementptr float, float* %scevgep488, i64 -25
  %.265.6.i.4 = load float, float* %scevgep489, align 4, !noalias !41
  %.268.6.i.4 = fadd float %.268.5.i.4, %.265.6.i.4
  %scevgep490 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep491 = getelementptr float, float* %scevgep490, i64 -24
  %.265.7.i.4 = load float, float* %scevgep491, align 4, !noalias !41
  %.268.7.i.4 = fadd float %.268.6.i.4, %.265.7.i.4
  %scevgep460 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep461 = getelementptr float, float* %scevgep460, i64 -23
  %.265.i.5 = load float, float* %scevgep461, align 4, !noalias !41
  %.268.i.5 = fadd float %.268.7.i.4, %.265.i.5
  %scevgep462 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep463 = getelementptr float, float* %scevgep462, i64 -22
  %.265.1.i.5 = load float, float* %scevgep463, align 4, !noalias !41
  %.268.1.i.5 = fadd float %.268.i.5, %.265.1.i.5
  %scevgep464 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep465 = getelementptr float, float* %scevgep464, i64 -21
  %.265.2.i.5 = load float, float* %scevgep465, align 4, !noalias !41
  %.268.2.i.5 = fadd float %.268.1.i.5, %.265.2.i.5
  %scevgep466 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep467 = getelementptr float, float* %scevgep466, i64 -20
  %.265.3.i.5 = load float, float* %scevgep467, align 4, !noalias !41
  %.268.3.i.5 = fadd float %.268.2.i.5, %.265.3.i.5
  %scevgep468 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep469 = getelementptr float, float* %scevgep468, i64 -19
  %.265.4.i.5 = load float, float* %scevgep469, align 4, !noalias !41
  %.268.4.i.5 = fadd float %.268.3.i.5, %.265.4.i.5
  %scevgep470 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep471 = getelementptr float, float* %scevgep470, i64 -18
  %.265.5.i.5 = load float, float* %scevgep471, align 4, !noalias !41
  %.268.5.i.5 = fadd float %.268.4.i.5, %.265.5.i.5
  %scevgep472 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep473 = getelementptr float, float* %scevgep472, i64 -17
  %.265.6.i.5 = load float, float* %scevgep473, align 4, !noalias !41
  %.268.6.i.5 = fadd float %.268.5.i.5, %.265.6.i.5
  %scevgep474 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep475 = getelementptr float, float* %scevgep474, i64 -16
  %.265.7.i.5 = load float, float* %scevgep475, align 4, !noalias !41
  %.268.7.i.5 = fadd float %.268.6.i.5, %.265.7.i.5
  %scevgep444 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep445 = getelementptr float, float* %scevgep444, i64 -15
  %.265.i.6 = load float, float* %scevgep445, align 4, !noalias !41
  %.268.i.6 = fadd float %.268.7.i.5, %.265.i.6
  %scevgep446 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep447 = getelementptr float, float* %scevgep446, i64 -14
  %.265.1.i.6 = load float, float* %scevgep447, align 4, !noalias !41
  %.268.1.i.6 = fadd float %.268.i.6, %.265.1.i.6
  %scevgep448 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep449 = getelementptr float, float* %scevgep448, i64 -13
  %.265.2.i.6 = load float, float* %scevgep449, align 4, !noalias !41
  %.268.2.i.6 = fadd float %.268.1.i.6, %.265.2.i.6
  %scevgep450 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep451 = getelementptr float, float* %scevgep450, i64 -12
  %.265.3.i.6 = load float, float* %scevgep451, align 4, !noalias !41
  %.268.3.i.6 = fadd float %.268.2.i.6, %.265.3.i.6
  %scevgep452 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep453 = getelementptr float, float* %scevgep452, i64 -11
  %.265.4.i.6 = load float, float* %scevgep453, align 4, !noalias !41
  %.268.4.i.6 = fadd float %.268.3.i.6, %.265.4.i.6
  %scevgep454 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep455 = getelementptr float, float* %scevgep454, i64 -10
  %.265.5.i.6 = load float, float* %scevgep455, align 4, !noalias !41
  %.268.5.i.6 = fadd float %.268.4.i.6, %.265.5.i.6
  %scevgep456 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep457 = getelementptr float, float* %scevgep456, i64 -9
  %.265.6.i.6 = load float, float* %scevgep457, align 4, !noalias !41
  %.268.6.i.6 = fadd float %.268.5.i.6, %.265.6.i.6
  %scevgep458 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep459 = getelementptr float, float* %scevgep458, i64 -8
  %.265.7.i.6 = load float, float* %scevgep459, align 4, !noalias !41
  %.268.7.i.6 = fadd float %.268.6.i.6, %.265.7.i.6
  %scevgep540 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep541 = getelementptr float, float* %scevgep540, i64 -7
  %.265.i.7 = load float, float* %scevgep541, align 4, !noalias !41
  %.268.i.7 = fadd float %.268.7.i.6, %.265.i.7
  %scevgep542 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep543 = getelementptr float, float* %scevgep542, i64 -6
  %.265.1.i.7 = load float, float* %scevgep543, align 4, !noalias !41
  %.268.1.i.7 = fadd float %.268.i.7, %.265.1.i.7
  %scevgep544 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep545 = getelementptr float, float* %scevgep544, i64 -5
  %.265.2.i.7 = load float, float* %scevgep545, align 4, !noalias !41
  %.268.2.i.7 = fadd float %.268.1.i.7, %.265.2.i.7
  %scevgep546 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep547 = getelementptr float, float* %scevgep546, i64 -4
  %.265.3.i.7 = load float, float* %scevgep547, align 4, !noalias !41
  %.268.3.i.7 = fadd float %.268.2.i.7, %.265.3.i.7
  %scevgep548 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep549 = getelementptr float, float* %scevgep548, i64 -3
  %.265.4.i.7 = load float, float* %scevgep549, align 4, !noalias !41
  %.268.4.i.7 = fadd float %.268.3.i.7, %.265.4.i.7
  %scevgep550 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep551 = getelementptr float, float* %scevgep550, i64 -2
  %.265.5.i.7 = load float, float* %scevgep551, align 4, !noalias !41
  %.268.5.i.7 = fadd float %.268.4.i.7, %.265.5.i.7
  %scevgep552 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %scevgep553 = getelementptr float, float* %scevgep552, i64 -1
  %.265.6.i.7 = load float, float* %scevgep553, align 4, !noalias !41
  %.268.6.i.7 = fadd float %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep554 = getelementptr float, float* %scevgep443, i64 %.85.05.i
  %.265.7.i.7 = load float, float* %scevgep554, align 4, !noalias !41
  %.268.7.i.7 = fadd float %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next572 = add i64 %lsr.iv571, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next572, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.3.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.3
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end.3 ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i61)
  %.1197 = fadd float %.884, %c.2.0.lcssa.i
  %.1198 = fpext float %.1197 to double
  store double %.1198, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.const.svd_f32, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([159 x i8], [159 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !1

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %22, i64 32
  %23 = bitcast i8* %sunkaddr11 to float**
  %.62.fca.4.load = load float*, float** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %24, i64 40
  %25 = bitcast i8* %sunkaddr12 to i64*
  %.62.fca.5.0.load = load i64, i64* %25, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 4, float* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* poison, i64 poison, i64 poison, float* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 poison) #2
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
  %26 = icmp sgt i32 %.79, 0
  br i1 %26, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

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

define double @cfunc._ZN7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, float* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, float* %extracted.data.1, i64 %.12, i64 poison) #2
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f52ce9a5590>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedEb({ { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8 %arg.full_matrices) local_unnamed_addr {
entry:
  %.27.i = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.73 = icmp eq i64 %arg.a.5.1, 0
  %.76 = icmp eq i64 %arg.a.5.0, 0
  %or.cond = select i1 %.73, i1 true, i1 %.76
  br i1 %or.cond, label %B82, label %B144

common.ret:                                       ; preds = %B270.endif.endif.endif.endif.endif.endif.endif.endif, %B270.endif.endif.endif.endif.endif.endif.endif.if, %B270.endif.endif.endif.endif.endif.endif.if, %B270.endif.endif.endif.if, %B270.endif.endif.if, %B270.endif.if, %B270.if, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit, %B144.if, %B82
  %common.ret.op = phi i32 [ 1, %B82 ], [ 1, %B270.endif.endif.endif.endif.endif.endif.if ], [ 0, %B270.endif.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B144.if ], [ %.35.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit ], [ 1, %B270.if ], [ 1, %B270.endif.if ], [ 1, %B270.endif.endif.if ], [ 1, %B270.endif.endif.endif.if ], [ 1, %B270.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B82:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993628461376, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B144:                                             ; preds = %entry
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B144
  %.82.0.i = phi i64 [ 0, %B144 ], [ %.208..i, %B44.endif.i ]
  %.158.in.i = phi i1 [ %.80.i, %B144 ], [ %not..209.i, %B44.endif.i ]
  br i1 %.158.in.i, label %B144.endif, label %B44.endif.i, !prof !1

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr float, float* %arg.a.4, i64 %.82.0.i
  %.208.i = add nsw i64 %.82.0.i, 1
  %.209.i = icmp slt i64 %.208.i, %arg.a.2
  %not..209.i = xor i1 %.209.i, true
  %.208..i = select i1 %.209.i, i64 %.208.i, i64 0, !prof !2
  %.262.i = load float, float* %.179.i, align 4, !noalias !46
  %.271.i = fsub float %.262.i, %.262.i
  %.272.i = fcmp uno float %.271.i, 0.000000e+00
  br i1 %.272.i, label %B144.if, label %B44.i

B0.endif.endif.endif.endif.i:                     ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %ucol.2.0, i64 %arg.a.5.0)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.a.5.0, 2
  %.55.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i, i64 4)
  %.57.i = extractvalue { i64, i1 } %.55.i, 1
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B270.if, label %B0.endif.endif.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = extractvalue { i64, i1 } %.55.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !50
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B270.if, label %B270.endif, !prof !1

B144.if:                                          ; preds = %B44.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993627687040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B144.endif:                                       ; preds = %B44.i
  %0 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !60
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !60
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !60
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.27.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !60
  switch i32 %.35.i, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread: ; preds = %B144.endif, %B144.endif
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %4 = icmp eq i8 %arg.full_matrices, 0
  %.fca.0.gep17.i1994 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8**
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 4
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 2
  %.45.fca.4.load.i = load float*, float** %.fca.4.gep.i, align 8, !noalias !60
  %.45.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !60
  %.45.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i1994, align 8, !noalias !60
  tail call void @NRT_decref(i8* %arg.a.0), !noalias !60
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %5 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %JOBZ.2.0 = select i1 %4, i8 83, i8 65
  %ucol.2.0 = select i1 %4, i64 %5, i64 %arg.a.5.0
  %ldvt.2.0 = select i1 %4, i64 %5, i64 %arg.a.5.1
  %.29.i = icmp slt i64 %ucol.2.0, 0
  %.36.i = icmp slt i64 %arg.a.5.0, 0
  %or.cond159 = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond159, label %B270.if, label %B0.endif.endif.endif.endif.i, !prof !64

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit: ; preds = %B144.endif
  %6 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %7 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.36.i3 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !60
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %.43.i = icmp sgt i32 %.35.i, 0
  %.145 = select i1 %.43.i, { i8*, i32, i8*, i8*, i32 }* %.36.i3, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.145, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.if:                                          ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread, %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i
  %excinfo.3.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139993626623488.11, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.139993628464704.9, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.139993628464960, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %8 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %8, align 8, !noalias !65
  %.15.i = icmp slt i64 %5, 0
  br i1 %.15.i, label %B270.endif.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B270.endif
  %.29.i5 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %5, i64 4)
  %.31.i = extractvalue { i64, i1 } %.29.i5, 1
  br i1 %.31.i, label %B270.endif.if, label %B0.endif.endif.endif.i9, !prof !1

B0.endif.endif.endif.i9:                          ; preds = %B0.endif.endif.i
  %.30.i = extractvalue { i64, i1 } %.29.i5, 0
  %.7.i.i.i7 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !66
  %.8.i.i.i8 = icmp eq i8* %.7.i.i.i7, null
  br i1 %.8.i.i.i8, label %B270.endif.if, label %B270.endif.endif, !prof !1

B270.endif.if:                                    ; preds = %B0.endif.endif.endif.i9, %B0.endif.endif.i, %B270.endif
  %excinfo.4.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139993626623488.16, %B0.endif.endif.endif.i9 ], [ @.const.picklebuf.139993627443648, %B0.endif.endif.i ], [ @.const.picklebuf.139993628519872, %B270.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.4.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif:                                 ; preds = %B0.endif.endif.endif.i9
  %.5.i.i11 = getelementptr i8, i8* %.7.i.i.i7, i64 24
  %9 = bitcast i8* %.5.i.i11 to float**
  %.6.i1.i12 = load float*, float** %9, align 8, !noalias !76
  tail call void @NRT_decref(i8* %arg.a.0)
  %.29.i18 = icmp slt i64 %arg.a.5.1, 0
  %.36.i22 = icmp slt i64 %ldvt.2.0, 0
  %or.cond160 = select i1 %.29.i18, i1 true, i1 %.36.i22
  br i1 %or.cond160, label %B270.endif.endif.if, label %B0.endif.endif.endif.endif.i32, !prof !64

B0.endif.endif.endif.endif.i32:                   ; preds = %B270.endif.endif
  %.50.i25 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.1, i64 %ldvt.2.0)
  %.51.i26 = extractvalue { i64, i1 } %.50.i25, 0
  %.52.i27 = extractvalue { i64, i1 } %.50.i25, 1
  %.54.i28 = shl i64 %ldvt.2.0, 2
  %.55.i29 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i26, i64 4)
  %.57.i30 = extractvalue { i64, i1 } %.55.i29, 1
  %.58.i31 = or i1 %.52.i27, %.57.i30
  br i1 %.58.i31, label %B270.endif.endif.if, label %B0.endif.endif.endif.endif.endif.i37, !prof !1

B0.endif.endif.endif.endif.endif.i37:             ; preds = %B0.endif.endif.endif.endif.i32
  %.56.i34 = extractvalue { i64, i1 } %.55.i29, 0
  %.7.i.i.i35 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i34, i32 32), !noalias !77
  %.8.i.i.i36 = icmp eq i8* %.7.i.i.i35, null
  br i1 %.8.i.i.i36, label %B270.endif.endif.if, label %B270.endif.endif.endif, !prof !1

B270.endif.endif.if:                              ; preds = %B0.endif.endif.endif.endif.endif.i37, %B0.endif.endif.endif.endif.i32, %B270.endif.endif
  %excinfo.5.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139993626623488.11, %B0.endif.endif.endif.endif.endif.i37 ], [ @.const.picklebuf.139993628464704.9, %B0.endif.endif.endif.endif.i32 ], [ @.const.picklebuf.139993628464960, %B270.endif.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.5.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.endif.endif.i37
  %.5.i.i39 = getelementptr i8, i8* %.7.i.i.i35, i64 24
  %10 = bitcast i8* %.5.i.i39 to float**
  %.6.i1.i40 = load float*, float** %10, align 8, !noalias !87
  %.463 = tail call i32 @numba_ez_gesdd(i8 115, i8 %JOBZ.2.0, i64 %arg.a.5.0, i64 %arg.a.5.1, float* %.45.fca.4.load.i, i64 %arg.a.5.0, float* %.6.i1.i12, float* %.6.i1.i, i64 %arg.a.5.0, float* %.6.i1.i40, i64 %ldvt.2.0)
  %.9.not.i = icmp eq i32 %.463, 0
  br i1 %.9.not.i, label %B270.endif.endif.endif.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B270.endif.endif.endif
  %.13.i = icmp slt i32 %.463, 0
  br i1 %.13.i, label %B28.i, label %B270.endif.endif.endif.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !88
  br label %B270.endif.endif.endif.if

B270.endif.endif.endif.if:                        ; preds = %B28.i, %B16.i
  %excinfo.6.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139993626533824.10, %B28.i ], [ @.const.picklebuf.139993627243072, %B16.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.6.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif.endif.endif.if:            ; preds = %B270.endif.endif.endif
  tail call void @NRT_decref(i8* %.45.fca.0.load.i)
  %.553 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 56, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.554 = icmp eq i8* %.553, null
  br i1 %.554, label %B270.endif.endif.endif.endif.endif.endif.if, label %B270.endif.endif.endif.endif.endif.endif.endif, !prof !1

B270.endif.endif.endif.endif.endif.endif.if:      ; preds = %B270.endif.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993626618432, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B270.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B270.endif.endif.endif.endif.endif.if
  %.5.i = getelementptr i8, i8* %.553, i64 24
  %11 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i137 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.566 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i137, i64 0, i32 1
  store i64 4, i64* %.566, align 8
  %12 = bitcast i8* %.5.i to i64**
  %.6.i541381 = load i64*, i64** %12, align 8
  store i64 0, i64* %.6.i541381, align 8
  %.6.i56139 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.578 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i56139, i64 0, i32 2
  store i8 0, i8* %.578, align 1
  %.6.i81140 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.591 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i81140, i64 0, i32 3
  %.602 = bitcast i64* %.591 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(32) %.602, i8 0, i64 32, i1 false)
  %.6.i77842 = load i64*, i64** %12, align 8
  store i64 4, i64* %.6.i77842, align 8
  %.6.i7385 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.631 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i7385, i64 0, i32 3
  store i64 %.45.fca.2.load.i, i64* %.631, align 8
  %.6.i6986 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.645 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i6986, i64 0, i32 3
  %.646 = getelementptr i64, i64* %.645, i64 1
  store i64 %.51.i26, i64* %.646, align 8
  %.6.i6587 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.659 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i6587, i64 0, i32 3
  %.660 = getelementptr i64, i64* %.659, i64 2
  store i64 %.51.i, i64* %.660, align 8
  %.6.i6188 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.673 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i6188, i64 0, i32 3
  %.674 = getelementptr i64, i64* %.673, i64 3
  store i64 %5, i64* %.674, align 8
  %.6.i45.i3 = load i64*, i64** %12, align 8, !noalias !92
  %.26.i = load i64, i64* %.6.i45.i3, align 8, !noalias !92
  %.27.i57 = icmp slt i64 %.26.i, 1
  br i1 %.27.i57, label %B270.endif.endif.endif.endif.endif.endif.endif.if, label %B270.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B270.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B270.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993628366528, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B270.endif.endif.endif.endif.endif.endif.endif
  %.737 = mul nsw i64 %ucol.2.0, %arg.a.5.0
  %retptr.repack.repack2035 = bitcast { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack.repack2035, align 8
  %retptr.repack.repack93 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 1
  store i8* null, i8** %retptr.repack.repack93, align 8
  %retptr.repack.repack95 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 2
  store i64 %.737, i64* %retptr.repack.repack95, align 8
  %retptr.repack.repack97 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 3
  store i64 4, i64* %retptr.repack.repack97, align 8
  %retptr.repack.repack99 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 4
  store float* %.6.i1.i, float** %retptr.repack.repack99, align 8
  %retptr.repack.repack101.repack = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack.repack101.repack, align 8
  %retptr.repack.repack101.repack105 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 5, i64 1
  store i64 %ucol.2.0, i64* %retptr.repack.repack101.repack105, align 8
  %retptr.repack.repack103.repack = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 6, i64 0
  store i64 4, i64* %retptr.repack.repack103.repack, align 8
  %retptr.repack.repack103.repack107 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 0, i32 6, i64 1
  store i64 %.54.i, i64* %retptr.repack.repack103.repack107, align 8
  %retptr.repack89.repack = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 0
  store i8* %.7.i.i.i7, i8** %retptr.repack89.repack, align 8
  %retptr.repack89.repack109 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 1
  store i8* null, i8** %retptr.repack89.repack109, align 8
  %retptr.repack89.repack111 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 2
  store i64 %5, i64* %retptr.repack89.repack111, align 8
  %retptr.repack89.repack113 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 3
  store i64 4, i64* %retptr.repack89.repack113, align 8
  %retptr.repack89.repack115 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 4
  store float* %.6.i1.i12, float** %retptr.repack89.repack115, align 8
  %13 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 5, i64 0
  store i64 %5, i64* %13, align 8
  %14 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 1, i32 6, i64 0
  store i64 4, i64* %14, align 8
  %retptr.repack91.repack = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 0
  store i8* %.7.i.i.i35, i8** %retptr.repack91.repack, align 8
  %retptr.repack91.repack121 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 1
  store i8* null, i8** %retptr.repack91.repack121, align 8
  %retptr.repack91.repack123 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 2
  store i64 %.51.i26, i64* %retptr.repack91.repack123, align 8
  %retptr.repack91.repack125 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 3
  store i64 4, i64* %retptr.repack91.repack125, align 8
  %retptr.repack91.repack127 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 4
  store float* %.6.i1.i40, float** %retptr.repack91.repack127, align 8
  %retptr.repack91.repack129.repack = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 5, i64 0
  store i64 %ldvt.2.0, i64* %retptr.repack91.repack129.repack, align 8
  %retptr.repack91.repack129.repack133 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 5, i64 1
  store i64 %arg.a.5.1, i64* %retptr.repack91.repack129.repack133, align 8
  %retptr.repack91.repack131.repack = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 6, i64 0
  store i64 4, i64* %retptr.repack91.repack131.repack, align 8
  %retptr.repack91.repack131.repack135 = getelementptr inbounds { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }, { { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } }* %retptr, i64 0, i32 2, i32 6, i64 1
  store i64 %.54.i28, i64* %retptr.repack91.repack131.repack135, align 8
  tail call void @NRT_decref(i8* nonnull %.553)
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
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

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

define linkonce_odr i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993626503296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.48 = extractvalue { i64, i1 } %.47, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !96
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139993626623488, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to float**
  %.6.i5 = load float*, float** %0, align 8
  %.1203 = icmp sgt i64 %arg.a.5.0, 0
  %.1231 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.1203, i1 %.1231, i1 false
  br i1 %or.cond, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %B0.endif.endif
  %1 = add nsw i64 %arg.a.5.1, -64
  %2 = lshr i64 %1, 6
  %3 = add nuw nsw i64 %2, 1
  %4 = add nsw i64 %arg.a.5.1, -1
  %5 = icmp eq i64 %arg.a.5.0, 1
  br i1 %5, label %iter.check.epil, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter60 = and i64 %arg.a.5.0, -2
  %xtraiter48 = and i64 %arg.a.5.1, 7
  %6 = shl i64 %arg.a.5.1, 3
  %7 = shl i64 %arg.a.5.0, 5
  %scevgep697 = getelementptr float, float* %arg.a.4, i64 %arg.a.5.1
  %8 = add nsw i64 %unroll_iter60, -2
  %9 = lshr exact i64 %8, 1
  %10 = add nuw i64 %9, 1
  %xtraiter199 = and i64 %10, 3
  %11 = icmp ult i64 %8, 6
  br i1 %11, label %for.end.loopexit.unr-lcssa.unr-lcssa, label %for.cond.1.preheader.us.preheader.new.new

for.cond.1.preheader.us.preheader.new.new:        ; preds = %for.cond.1.preheader.us.preheader.new
  %unroll_iter221 = and i64 %10, -4
  %scevgep578 = getelementptr float, float* %.6.i5, i64 1
  %scevgep619 = getelementptr float, float* %.6.i5, i64 2
  %12 = shl i64 %arg.a.5.1, 1
  %scevgep625 = getelementptr float, float* %arg.a.4, i64 %12
  %13 = shl i64 %arg.a.5.1, 5
  %scevgep664 = getelementptr float, float* %.6.i5, i64 3
  %14 = mul i64 %arg.a.5.1, 3
  %scevgep670 = getelementptr float, float* %arg.a.4, i64 %14
  %scevgep709 = getelementptr float, float* %.6.i5, i64 4
  %15 = shl i64 %arg.a.5.1, 2
  %scevgep715 = getelementptr float, float* %arg.a.4, i64 %15
  %scevgep754 = getelementptr float, float* %.6.i5, i64 5
  %16 = mul i64 %arg.a.5.1, 5
  %scevgep760 = getelementptr float, float* %arg.a.4, i64 %16
  %scevgep799 = getelementptr float, float* %.6.i5, i64 6
  %17 = mul i64 %arg.a.5.1, 6
  %scevgep805 = getelementptr float, float* %arg.a.4, i64 %17
  %scevgep844 = getelementptr float, float* %.6.i5, i64 7
  %18 = mul i64 %arg.a.5.1, 7
  %scevgep850 = getelementptr float, float* %arg.a.4, i64 %18
  %19 = add i64 %unroll_iter221, -4
  %20 = shl i64 %19, 1
  %21 = mul i64 %xtraiter48, %arg.a.5.0
  %scevgep963 = getelementptr float, float* %.6.i5, i64 %21
  %22 = add i64 %21, 2
  %scevgep1051 = getelementptr float, float* %.6.i5, i64 %22
  %23 = add i64 %21, 4
  %scevgep1139 = getelementptr float, float* %.6.i5, i64 %23
  %24 = add i64 %21, 6
  %scevgep1227 = getelementptr float, float* %.6.i5, i64 %24
  %25 = shl i64 %19, 1
  %26 = shl i64 %19, 3
  %27 = add i64 %arg.a.5.1, -8
  %28 = lshr i64 %27, 3
  %29 = add nuw nsw i64 %28, 1
  %xtraiter680 = and i64 %29, 7
  %unroll_iter693 = and i64 %29, %const
  %30 = shl i64 %arg.a.5.0, 2
  %31 = add nuw nsw i64 %xtraiter48, 63
  %scevgep1830 = getelementptr float, float* %arg.a.4, i64 %31
  %32 = shl nuw nsw i64 %xtraiter680, 5
  %33 = add nuw nsw i64 %xtraiter48, 4
  %scevgep2094 = getelementptr float, float* %arg.a.4, i64 %33
  %34 = add i64 %arg.a.5.1, %xtraiter48
  %35 = add i64 %34, 63
  %scevgep2140 = getelementptr float, float* %arg.a.4, i64 %35
  %36 = add i64 %21, 1
  %scevgep2271 = getelementptr float, float* %.6.i5, i64 %36
  %37 = shl i64 %arg.a.5.0, 8
  %38 = shl nuw nsw i64 %xtraiter680, 5
  %39 = add i64 %arg.a.5.1, %xtraiter48
  %40 = add i64 %39, 4
  %scevgep2413 = getelementptr float, float* %arg.a.4, i64 %40
  %41 = add i64 %12, %xtraiter48
  %42 = add i64 %41, 63
  %scevgep2459 = getelementptr float, float* %arg.a.4, i64 %42
  %43 = shl nuw nsw i64 %xtraiter680, 5
  %44 = add i64 %41, 4
  %scevgep2723 = getelementptr float, float* %arg.a.4, i64 %44
  %45 = add i64 %14, %xtraiter48
  %46 = add i64 %45, 63
  %scevgep2769 = getelementptr float, float* %arg.a.4, i64 %46
  %47 = add i64 %21, 3
  %scevgep2900 = getelementptr float, float* %.6.i5, i64 %47
  %48 = shl nuw nsw i64 %xtraiter680, 5
  %49 = add i64 %45, 4
  %scevgep3042 = getelementptr float, float* %arg.a.4, i64 %49
  %50 = add i64 %15, %xtraiter48
  %51 = add i64 %50, 63
  %scevgep3088 = getelementptr float, float* %arg.a.4, i64 %51
  %52 = shl nuw nsw i64 %xtraiter680, 5
  %53 = add i64 %50, 4
  %scevgep3352 = getelementptr float, float* %arg.a.4, i64 %53
  %54 = add i64 %16, %xtraiter48
  %55 = add i64 %54, 63
  %scevgep3398 = getelementptr float, float* %arg.a.4, i64 %55
  %56 = add i64 %21, 5
  %scevgep3529 = getelementptr float, float* %.6.i5, i64 %56
  %57 = shl nuw nsw i64 %xtraiter680, 5
  %58 = add i64 %54, 4
  %scevgep3671 = getelementptr float, float* %arg.a.4, i64 %58
  %59 = add i64 %17, %xtraiter48
  %60 = add i64 %59, 63
  %scevgep3717 = getelementptr float, float* %arg.a.4, i64 %60
  %61 = shl nuw nsw i64 %xtraiter680, 5
  %62 = add i64 %59, 4
  %scevgep3981 = getelementptr float, float* %arg.a.4, i64 %62
  %63 = add i64 %18, %xtraiter48
  %64 = add i64 %63, 63
  %scevgep4027 = getelementptr float, float* %arg.a.4, i64 %64
  %65 = add i64 %21, 7
  %scevgep4158 = getelementptr float, float* %.6.i5, i64 %65
  %66 = shl nuw nsw i64 %xtraiter680, 5
  %67 = add i64 %63, 4
  %scevgep4300 = getelementptr float, float* %arg.a.4, i64 %67
  br label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.end.1.loopexit.us.1.3, %for.cond.1.preheader.us.preheader.new.new
  %lsr.iv4301 = phi float* [ %178, %for.end.1.loopexit.us.1.3 ], [ %scevgep4300, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv4159 = phi float* [ %scevgep4160, %for.end.1.loopexit.us.1.3 ], [ %scevgep4158, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv4028 = phi float* [ %177, %for.end.1.loopexit.us.1.3 ], [ %scevgep4027, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3982 = phi float* [ %176, %for.end.1.loopexit.us.1.3 ], [ %scevgep3981, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3718 = phi float* [ %175, %for.end.1.loopexit.us.1.3 ], [ %scevgep3717, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3672 = phi float* [ %174, %for.end.1.loopexit.us.1.3 ], [ %scevgep3671, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3530 = phi float* [ %scevgep3531, %for.end.1.loopexit.us.1.3 ], [ %scevgep3529, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3399 = phi float* [ %173, %for.end.1.loopexit.us.1.3 ], [ %scevgep3398, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3353 = phi float* [ %172, %for.end.1.loopexit.us.1.3 ], [ %scevgep3352, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3089 = phi float* [ %171, %for.end.1.loopexit.us.1.3 ], [ %scevgep3088, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv3043 = phi float* [ %170, %for.end.1.loopexit.us.1.3 ], [ %scevgep3042, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2901 = phi float* [ %scevgep2902, %for.end.1.loopexit.us.1.3 ], [ %scevgep2900, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2770 = phi float* [ %169, %for.end.1.loopexit.us.1.3 ], [ %scevgep2769, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2724 = phi float* [ %168, %for.end.1.loopexit.us.1.3 ], [ %scevgep2723, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2460 = phi float* [ %167, %for.end.1.loopexit.us.1.3 ], [ %scevgep2459, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2414 = phi float* [ %166, %for.end.1.loopexit.us.1.3 ], [ %scevgep2413, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2272 = phi float* [ %scevgep2273, %for.end.1.loopexit.us.1.3 ], [ %scevgep2271, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2141 = phi float* [ %165, %for.end.1.loopexit.us.1.3 ], [ %scevgep2140, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv2095 = phi float* [ %164, %for.end.1.loopexit.us.1.3 ], [ %scevgep2094, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv1831 = phi float* [ %163, %for.end.1.loopexit.us.1.3 ], [ %scevgep1830, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv1228 = phi float* [ %scevgep1229, %for.end.1.loopexit.us.1.3 ], [ %scevgep1227, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv1140 = phi float* [ %scevgep1141, %for.end.1.loopexit.us.1.3 ], [ %scevgep1139, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv1052 = phi float* [ %scevgep1053, %for.end.1.loopexit.us.1.3 ], [ %scevgep1051, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv964 = phi float* [ %scevgep965, %for.end.1.loopexit.us.1.3 ], [ %scevgep963, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv851 = phi float* [ %162, %for.end.1.loopexit.us.1.3 ], [ %scevgep850, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv845 = phi float* [ %scevgep846, %for.end.1.loopexit.us.1.3 ], [ %scevgep844, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv806 = phi float* [ %161, %for.end.1.loopexit.us.1.3 ], [ %scevgep805, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv800 = phi float* [ %scevgep801, %for.end.1.loopexit.us.1.3 ], [ %scevgep799, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv761 = phi float* [ %160, %for.end.1.loopexit.us.1.3 ], [ %scevgep760, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv755 = phi float* [ %scevgep756, %for.end.1.loopexit.us.1.3 ], [ %scevgep754, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv716 = phi float* [ %159, %for.end.1.loopexit.us.1.3 ], [ %scevgep715, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv710 = phi float* [ %scevgep711, %for.end.1.loopexit.us.1.3 ], [ %scevgep709, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv671 = phi float* [ %158, %for.end.1.loopexit.us.1.3 ], [ %scevgep670, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv665 = phi float* [ %scevgep666, %for.end.1.loopexit.us.1.3 ], [ %scevgep664, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv626 = phi float* [ %157, %for.end.1.loopexit.us.1.3 ], [ %scevgep625, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv620 = phi float* [ %scevgep621, %for.end.1.loopexit.us.1.3 ], [ %scevgep619, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv579 = phi float* [ %scevgep580, %for.end.1.loopexit.us.1.3 ], [ %scevgep578, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv540 = phi float* [ %scevgep541, %for.end.1.loopexit.us.1.3 ], [ %.6.i5, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv698 = phi float* [ %156, %for.end.1.loopexit.us.1.3 ], [ %scevgep697, %for.cond.1.preheader.us.preheader.new.new ]
  %lsr.iv462 = phi float* [ %155, %for.end.1.loopexit.us.1.3 ], [ %arg.a.4, %for.cond.1.preheader.us.preheader.new.new ]
  %niter222 = phi i64 [ %niter222.next.3, %for.end.1.loopexit.us.1.3 ], [ 0, %for.cond.1.preheader.us.preheader.new.new ]
  %68 = icmp eq i64 %xtraiter48, 0
  br i1 %68, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv1826 = phi float* [ %lsr.iv540, %for.body.1.us.prol.preheader ], [ %69, %for.body.1.us.prol ]
  %loop.index.12.us.prol = phi i64 [ %.139.us.prol, %for.body.1.us.prol ], [ 0, %for.body.1.us.prol.preheader ]
  %lsr.iv18261827 = bitcast float* %lsr.iv1826 to i1*
  %scevgep1829 = getelementptr float, float* %lsr.iv462, i64 %loop.index.12.us.prol
  %.137.us.prol = load float, float* %scevgep1829, align 4
  store float %.137.us.prol, float* %lsr.iv1826, align 4
  %.139.us.prol = add nuw nsw i64 %loop.index.12.us.prol, 1
  %scevgep1828 = getelementptr i1, i1* %lsr.iv18261827, i64 %30
  %69 = bitcast i1* %scevgep1828 to float*
  %prol.iter.cmp.not = icmp eq i64 %xtraiter48, %.139.us.prol
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !103

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %70 = icmp ult i64 %4, 7
  br i1 %70, label %for.body.1.us.preheader.1, label %for.body.1.us.preheader663

for.body.1.us.preheader663:                       ; preds = %for.body.1.us.prol.loopexit
  %71 = icmp ult i64 %27, 56
  br i1 %71, label %for.body.1.us.preheader.1.loopexit.unr-lcssa, label %for.body.1.us.preheader813

for.body.1.us.preheader813:                       ; preds = %for.body.1.us.preheader663
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader813, %for.body.1.us
  %lsr.iv1961 = phi i64 [ %unroll_iter693, %for.body.1.us.preheader813 ], [ %lsr.iv.next1962, %for.body.1.us ]
  %lsr.iv973 = phi i64 [ %lsr.iv.next974.7, %for.body.1.us ], [ 0, %for.body.1.us.preheader813 ]
  %lsr.iv966 = phi float* [ %uglygep20902091, %for.body.1.us ], [ %lsr.iv964, %for.body.1.us.preheader813 ]
  %lsr.iv9661963 = bitcast float* %lsr.iv966 to i8*
  %lsr.iv966967 = bitcast float* %lsr.iv966 to i1*
  %scevgep1957 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1958 = getelementptr float, float* %scevgep1957, i64 -63
  %.137.us = load float, float* %scevgep1958, align 4
  store float %.137.us, float* %lsr.iv966, align 4
  %scevgep1955 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1956 = getelementptr float, float* %scevgep1955, i64 -62
  %.137.us.1 = load float, float* %scevgep1956, align 4
  %uglygep1964 = getelementptr i8, i8* %lsr.iv9661963, i64 %30
  %uglygep19641965 = bitcast i8* %uglygep1964 to float*
  store float %.137.us.1, float* %uglygep19641965, align 4
  %scevgep1953 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1954 = getelementptr float, float* %scevgep1953, i64 -61
  %.137.us.2 = load float, float* %scevgep1954, align 4
  %uglygep1966 = getelementptr i8, i8* %uglygep1964, i64 %30
  %uglygep19661967 = bitcast i8* %uglygep1966 to float*
  store float %.137.us.2, float* %uglygep19661967, align 4
  %scevgep1951 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1952 = getelementptr float, float* %scevgep1951, i64 -60
  %.137.us.3 = load float, float* %scevgep1952, align 4
  %uglygep1968 = getelementptr i8, i8* %uglygep1966, i64 %30
  %uglygep19681969 = bitcast i8* %uglygep1968 to float*
  store float %.137.us.3, float* %uglygep19681969, align 4
  %scevgep1949 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1950 = getelementptr float, float* %scevgep1949, i64 -59
  %.137.us.4 = load float, float* %scevgep1950, align 4
  %uglygep1970 = getelementptr i8, i8* %uglygep1968, i64 %30
  %uglygep19701971 = bitcast i8* %uglygep1970 to float*
  store float %.137.us.4, float* %uglygep19701971, align 4
  %scevgep1947 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1948 = getelementptr float, float* %scevgep1947, i64 -58
  %.137.us.5 = load float, float* %scevgep1948, align 4
  %uglygep1972 = getelementptr i8, i8* %uglygep1970, i64 %30
  %uglygep19721973 = bitcast i8* %uglygep1972 to float*
  store float %.137.us.5, float* %uglygep19721973, align 4
  %scevgep1945 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1946 = getelementptr float, float* %scevgep1945, i64 -57
  %.137.us.6 = load float, float* %scevgep1946, align 4
  %uglygep1974 = getelementptr i8, i8* %uglygep1972, i64 %30
  %uglygep19741975 = bitcast i8* %uglygep1974 to float*
  store float %.137.us.6, float* %uglygep19741975, align 4
  %scevgep1959 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1960 = getelementptr float, float* %scevgep1959, i64 -56
  %.137.us.7 = load float, float* %scevgep1960, align 4
  %uglygep1976 = getelementptr i8, i8* %uglygep1974, i64 %30
  %uglygep19761977 = bitcast i8* %uglygep1976 to float*
  store float %.137.us.7, float* %uglygep19761977, align 4
  %scevgep968 = getelementptr i1, i1* %lsr.iv966967, i64 %7
  %scevgep1914 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1915 = getelementptr float, float* %scevgep1914, i64 -55
  %.137.us.1695 = load float, float* %scevgep1915, align 4
  %uglygep1978 = getelementptr i8, i8* %uglygep1976, i64 %30
  %uglygep19781979 = bitcast i8* %uglygep1978 to float*
  store float %.137.us.1695, float* %uglygep19781979, align 4
  %scevgep1916 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1917 = getelementptr float, float* %scevgep1916, i64 -54
  %.137.us.1.1696 = load float, float* %scevgep1917, align 4
  %uglygep1980 = getelementptr i8, i8* %uglygep1978, i64 %30
  %uglygep19801981 = bitcast i8* %uglygep1980 to float*
  store float %.137.us.1.1696, float* %uglygep19801981, align 4
  %scevgep1918 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1919 = getelementptr float, float* %scevgep1918, i64 -53
  %.137.us.2.1697 = load float, float* %scevgep1919, align 4
  %uglygep1982 = getelementptr i8, i8* %uglygep1980, i64 %30
  %uglygep19821983 = bitcast i8* %uglygep1982 to float*
  store float %.137.us.2.1697, float* %uglygep19821983, align 4
  %scevgep1920 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1921 = getelementptr float, float* %scevgep1920, i64 -52
  %.137.us.3.1698 = load float, float* %scevgep1921, align 4
  %uglygep1984 = getelementptr i8, i8* %uglygep1982, i64 %30
  %uglygep19841985 = bitcast i8* %uglygep1984 to float*
  store float %.137.us.3.1698, float* %uglygep19841985, align 4
  %scevgep1922 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1923 = getelementptr float, float* %scevgep1922, i64 -51
  %.137.us.4.1699 = load float, float* %scevgep1923, align 4
  %uglygep1986 = getelementptr i8, i8* %uglygep1984, i64 %30
  %uglygep19861987 = bitcast i8* %uglygep1986 to float*
  store float %.137.us.4.1699, float* %uglygep19861987, align 4
  %scevgep1924 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1925 = getelementptr float, float* %scevgep1924, i64 -50
  %.137.us.5.1700 = load float, float* %scevgep1925, align 4
  %uglygep1988 = getelementptr i8, i8* %uglygep1986, i64 %30
  %uglygep19881989 = bitcast i8* %uglygep1988 to float*
  store float %.137.us.5.1700, float* %uglygep19881989, align 4
  %scevgep1926 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1927 = getelementptr float, float* %scevgep1926, i64 -49
  %.137.us.6.1701 = load float, float* %scevgep1927, align 4
  %uglygep1990 = getelementptr i8, i8* %uglygep1988, i64 %30
  %uglygep19901991 = bitcast i8* %uglygep1990 to float*
  store float %.137.us.6.1701, float* %uglygep19901991, align 4
  %scevgep1928 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1929 = getelementptr float, float* %scevgep1928, i64 -48
  %.137.us.7.1702 = load float, float* %scevgep1929, align 4
  %uglygep1992 = getelementptr i8, i8* %uglygep1990, i64 %30
  %uglygep19921993 = bitcast i8* %uglygep1992 to float*
  store float %.137.us.7.1702, float* %uglygep19921993, align 4
  %scevgep968.1 = getelementptr i1, i1* %scevgep968, i64 %7
  %scevgep1898 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1899 = getelementptr float, float* %scevgep1898, i64 -47
  %.137.us.2705 = load float, float* %scevgep1899, align 4
  %uglygep1994 = getelementptr i8, i8* %uglygep1992, i64 %30
  %uglygep19941995 = bitcast i8* %uglygep1994 to float*
  store float %.137.us.2705, float* %uglygep19941995, align 4
  %scevgep1900 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1901 = getelementptr float, float* %scevgep1900, i64 -46
  %.137.us.1.2706 = load float, float* %scevgep1901, align 4
  %uglygep1996 = getelementptr i8, i8* %uglygep1994, i64 %30
  %uglygep19961997 = bitcast i8* %uglygep1996 to float*
  store float %.137.us.1.2706, float* %uglygep19961997, align 4
  %scevgep1902 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1903 = getelementptr float, float* %scevgep1902, i64 -45
  %.137.us.2.2707 = load float, float* %scevgep1903, align 4
  %uglygep1998 = getelementptr i8, i8* %uglygep1996, i64 %30
  %uglygep19981999 = bitcast i8* %uglygep1998 to float*
  store float %.137.us.2.2707, float* %uglygep19981999, align 4
  %scevgep1904 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1905 = getelementptr float, float* %scevgep1904, i64 -44
  %.137.us.3.2708 = load float, float* %scevgep1905, align 4
  %uglygep2000 = getelementptr i8, i8* %uglygep1998, i64 %30
  %uglygep20002001 = bitcast i8* %uglygep2000 to float*
  store float %.137.us.3.2708, float* %uglygep20002001, align 4
  %scevgep1906 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1907 = getelementptr float, float* %scevgep1906, i64 -43
  %.137.us.4.2709 = load float, float* %scevgep1907, align 4
  %uglygep2002 = getelementptr i8, i8* %uglygep2000, i64 %30
  %uglygep20022003 = bitcast i8* %uglygep2002 to float*
  store float %.137.us.4.2709, float* %uglygep20022003, align 4
  %scevgep1908 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1909 = getelementptr float, float* %scevgep1908, i64 -42
  %.137.us.5.2710 = load float, float* %scevgep1909, align 4
  %uglygep2004 = getelementptr i8, i8* %uglygep2002, i64 %30
  %uglygep20042005 = bitcast i8* %uglygep2004 to float*
  store float %.137.us.5.2710, float* %uglygep20042005, align 4
  %scevgep1910 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1911 = getelementptr float, float* %scevgep1910, i64 -41
  %.137.us.6.2711 = load float, float* %scevgep1911, align 4
  %uglygep2006 = getelementptr i8, i8* %uglygep2004, i64 %30
  %uglygep20062007 = bitcast i8* %uglygep2006 to float*
  store float %.137.us.6.2711, float* %uglygep20062007, align 4
  %scevgep1912 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1913 = getelementptr float, float* %scevgep1912, i64 -40
  %.137.us.7.2712 = load float, float* %scevgep1913, align 4
  %uglygep2008 = getelementptr i8, i8* %uglygep2006, i64 %30
  %uglygep20082009 = bitcast i8* %uglygep2008 to float*
  store float %.137.us.7.2712, float* %uglygep20082009, align 4
  %scevgep968.2 = getelementptr i1, i1* %scevgep968.1, i64 %7
  %scevgep1882 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1883 = getelementptr float, float* %scevgep1882, i64 -39
  %.137.us.3715 = load float, float* %scevgep1883, align 4
  %uglygep2010 = getelementptr i8, i8* %uglygep2008, i64 %30
  %uglygep20102011 = bitcast i8* %uglygep2010 to float*
  store float %.137.us.3715, float* %uglygep20102011, align 4
  %scevgep1884 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1885 = getelementptr float, float* %scevgep1884, i64 -38
  %.137.us.1.3716 = load float, float* %scevgep1885, align 4
  %uglygep2012 = getelementptr i8, i8* %uglygep2010, i64 %30
  %uglygep20122013 = bitcast i8* %uglygep2012 to float*
  store float %.137.us.1.3716, float* %uglygep20122013, align 4
  %scevgep1886 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1887 = getelementptr float, float* %scevgep1886, i64 -37
  %.137.us.2.3717 = load float, float* %scevgep1887, align 4
  %uglygep2014 = getelementptr i8, i8* %uglygep2012, i64 %30
  %uglygep20142015 = bitcast i8* %uglygep2014 to float*
  store float %.137.us.2.3717, float* %uglygep20142015, align 4
  %scevgep1888 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1889 = getelementptr float, float* %scevgep1888, i64 -36
  %.137.us.3.3718 = load float, float* %scevgep1889, align 4
  %uglygep2016 = getelementptr i8, i8* %uglygep2014, i64 %30
  %uglygep20162017 = bitcast i8* %uglygep2016 to float*
  store float %.137.us.3.3718, float* %uglygep20162017, align 4
  %scevgep1890 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1891 = getelementptr float, float* %scevgep1890, i64 -35
  %.137.us.4.3719 = load float, float* %scevgep1891, align 4
  %uglygep2018 = getelementptr i8, i8* %uglygep2016, i64 %30
  %uglygep20182019 = bitcast i8* %uglygep2018 to float*
  store float %.137.us.4.3719, float* %uglygep20182019, align 4
  %scevgep1892 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1893 = getelementptr float, float* %scevgep1892, i64 -34
  %.137.us.5.3720 = load float, float* %scevgep1893, align 4
  %uglygep2020 = getelementptr i8, i8* %uglygep2018, i64 %30
  %uglygep20202021 = bitcast i8* %uglygep2020 to float*
  store float %.137.us.5.3720, float* %uglygep20202021, align 4
  %scevgep1894 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1895 = getelementptr float, float* %scevgep1894, i64 -33
  %.137.us.6.3721 = load float, float* %scevgep1895, align 4
  %uglygep2022 = getelementptr i8, i8* %uglygep2020, i64 %30
  %uglygep20222023 = bitcast i8* %uglygep2022 to float*
  store float %.137.us.6.3721, float* %uglygep20222023, align 4
  %scevgep1896 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1897 = getelementptr float, float* %scevgep1896, i64 -32
  %.137.us.7.3722 = load float, float* %scevgep1897, align 4
  %uglygep2024 = getelementptr i8, i8* %uglygep2022, i64 %30
  %uglygep20242025 = bitcast i8* %uglygep2024 to float*
  store float %.137.us.7.3722, float* %uglygep20242025, align 4
  %scevgep968.3 = getelementptr i1, i1* %scevgep968.2, i64 %7
  %scevgep1866 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1867 = getelementptr float, float* %scevgep1866, i64 -31
  %.137.us.4725 = load float, float* %scevgep1867, align 4
  %uglygep2026 = getelementptr i8, i8* %uglygep2024, i64 %30
  %uglygep20262027 = bitcast i8* %uglygep2026 to float*
  store float %.137.us.4725, float* %uglygep20262027, align 4
  %scevgep1868 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1869 = getelementptr float, float* %scevgep1868, i64 -30
  %.137.us.1.4 = load float, float* %scevgep1869, align 4
  %uglygep2028 = getelementptr i8, i8* %uglygep2026, i64 %30
  %uglygep20282029 = bitcast i8* %uglygep2028 to float*
  store float %.137.us.1.4, float* %uglygep20282029, align 4
  %scevgep1870 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1871 = getelementptr float, float* %scevgep1870, i64 -29
  %.137.us.2.4 = load float, float* %scevgep1871, align 4
  %uglygep2030 = getelementptr i8, i8* %uglygep2028, i64 %30
  %uglygep20302031 = bitcast i8* %uglygep2030 to float*
  store float %.137.us.2.4, float* %uglygep20302031, align 4
  %scevgep1872 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1873 = getelementptr float, float* %scevgep1872, i64 -28
  %.137.us.3.4 = load float, float* %scevgep1873, align 4
  %uglygep2032 = getelementptr i8, i8* %uglygep2030, i64 %30
  %uglygep20322033 = bitcast i8* %uglygep2032 to float*
  store float %.137.us.3.4, float* %uglygep20322033, align 4
  %scevgep1874 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1875 = getelementptr float, float* %scevgep1874, i64 -27
  %.137.us.4.4 = load float, float* %scevgep1875, align 4
  %uglygep2034 = getelementptr i8, i8* %uglygep2032, i64 %30
  %uglygep20342035 = bitcast i8* %uglygep2034 to float*
  store float %.137.us.4.4, float* %uglygep20342035, align 4
  %scevgep1876 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1877 = getelementptr float, float* %scevgep1876, i64 -26
  %.137.us.5.4 = load float, float* %scevgep1877, align 4
  %uglygep2036 = getelementptr i8, i8* %uglygep2034, i64 %30
  %uglygep20362037 = bitcast i8* %uglygep2036 to float*
  store float %.137.us.5.4, float* %uglygep20362037, align 4
  %scevgep1878 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1879 = getelementptr float, float* %scevgep1878, i64 -25
  %.137.us.6.4 = load float, float* %scevgep1879, align 4
  %uglygep2038 = getelementptr i8, i8* %uglygep2036, i64 %30
  %uglygep20382039 = bitcast i8* %uglygep2038 to float*
  store float %.137.us.6.4, float* %uglygep20382039, align 4
  %scevgep1880 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1881 = getelementptr float, float* %scevgep1880, i64 -24
  %.137.us.7.4 = load float, float* %scevgep1881, align 4
  %uglygep2040 = getelementptr i8, i8* %uglygep2038, i64 %30
  %uglygep20402041 = bitcast i8* %uglygep2040 to float*
  store float %.137.us.7.4, float* %uglygep20402041, align 4
  %scevgep968.4 = getelementptr i1, i1* %scevgep968.3, i64 %7
  %scevgep1850 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1851 = getelementptr float, float* %scevgep1850, i64 -23
  %.137.us.5726 = load float, float* %scevgep1851, align 4
  %uglygep2042 = getelementptr i8, i8* %uglygep2040, i64 %30
  %uglygep20422043 = bitcast i8* %uglygep2042 to float*
  store float %.137.us.5726, float* %uglygep20422043, align 4
  %scevgep1852 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1853 = getelementptr float, float* %scevgep1852, i64 -22
  %.137.us.1.5 = load float, float* %scevgep1853, align 4
  %uglygep2044 = getelementptr i8, i8* %uglygep2042, i64 %30
  %uglygep20442045 = bitcast i8* %uglygep2044 to float*
  store float %.137.us.1.5, float* %uglygep20442045, align 4
  %scevgep1854 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1855 = getelementptr float, float* %scevgep1854, i64 -21
  %.137.us.2.5 = load float, float* %scevgep1855, align 4
  %uglygep2046 = getelementptr i8, i8* %uglygep2044, i64 %30
  %uglygep20462047 = bitcast i8* %uglygep2046 to float*
  store float %.137.us.2.5, float* %uglygep20462047, align 4
  %scevgep1856 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1857 = getelementptr float, float* %scevgep1856, i64 -20
  %.137.us.3.5 = load float, float* %scevgep1857, align 4
  %uglygep2048 = getelementptr i8, i8* %uglygep2046, i64 %30
  %uglygep20482049 = bitcast i8* %uglygep2048 to float*
  store float %.137.us.3.5, float* %uglygep20482049, align 4
  %scevgep1858 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1859 = getelementptr float, float* %scevgep1858, i64 -19
  %.137.us.4.5 = load float, float* %scevgep1859, align 4
  %uglygep2050 = getelementptr i8, i8* %uglygep2048, i64 %30
  %uglygep20502051 = bitcast i8* %uglygep2050 to float*
  store float %.137.us.4.5, float* %uglygep20502051, align 4
  %scevgep1860 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1861 = getelementptr float, float* %scevgep1860, i64 -18
  %.137.us.5.5 = load float, float* %scevgep1861, align 4
  %uglygep2052 = getelementptr i8, i8* %uglygep2050, i64 %30
  %uglygep20522053 = bitcast i8* %uglygep2052 to float*
  store float %.137.us.5.5, float* %uglygep20522053, align 4
  %scevgep1862 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1863 = getelementptr float, float* %scevgep1862, i64 -17
  %.137.us.6.5 = load float, float* %scevgep1863, align 4
  %uglygep2054 = getelementptr i8, i8* %uglygep2052, i64 %30
  %uglygep20542055 = bitcast i8* %uglygep2054 to float*
  store float %.137.us.6.5, float* %uglygep20542055, align 4
  %scevgep1864 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1865 = getelementptr float, float* %scevgep1864, i64 -16
  %.137.us.7.5 = load float, float* %scevgep1865, align 4
  %uglygep2056 = getelementptr i8, i8* %uglygep2054, i64 %30
  %uglygep20562057 = bitcast i8* %uglygep2056 to float*
  store float %.137.us.7.5, float* %uglygep20562057, align 4
  %scevgep968.5 = getelementptr i1, i1* %scevgep968.4, i64 %7
  %scevgep1834 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1835 = getelementptr float, float* %scevgep1834, i64 -15
  %.137.us.6727 = load float, float* %scevgep1835, align 4
  %uglygep2058 = getelementptr i8, i8* %uglygep2056, i64 %30
  %uglygep20582059 = bitcast i8* %uglygep2058 to float*
  store float %.137.us.6727, float* %uglygep20582059, align 4
  %scevgep1836 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1837 = getelementptr float, float* %scevgep1836, i64 -14
  %.137.us.1.6 = load float, float* %scevgep1837, align 4
  %uglygep2060 = getelementptr i8, i8* %uglygep2058, i64 %30
  %uglygep20602061 = bitcast i8* %uglygep2060 to float*
  store float %.137.us.1.6, float* %uglygep20602061, align 4
  %scevgep1838 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1839 = getelementptr float, float* %scevgep1838, i64 -13
  %.137.us.2.6 = load float, float* %scevgep1839, align 4
  %uglygep2062 = getelementptr i8, i8* %uglygep2060, i64 %30
  %uglygep20622063 = bitcast i8* %uglygep2062 to float*
  store float %.137.us.2.6, float* %uglygep20622063, align 4
  %scevgep1840 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1841 = getelementptr float, float* %scevgep1840, i64 -12
  %.137.us.3.6 = load float, float* %scevgep1841, align 4
  %uglygep2064 = getelementptr i8, i8* %uglygep2062, i64 %30
  %uglygep20642065 = bitcast i8* %uglygep2064 to float*
  store float %.137.us.3.6, float* %uglygep20642065, align 4
  %scevgep1842 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1843 = getelementptr float, float* %scevgep1842, i64 -11
  %.137.us.4.6 = load float, float* %scevgep1843, align 4
  %uglygep2066 = getelementptr i8, i8* %uglygep2064, i64 %30
  %uglygep20662067 = bitcast i8* %uglygep2066 to float*
  store float %.137.us.4.6, float* %uglygep20662067, align 4
  %scevgep1844 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1845 = getelementptr float, float* %scevgep1844, i64 -10
  %.137.us.5.6 = load float, float* %scevgep1845, align 4
  %uglygep2068 = getelementptr i8, i8* %uglygep2066, i64 %30
  %uglygep20682069 = bitcast i8* %uglygep2068 to float*
  store float %.137.us.5.6, float* %uglygep20682069, align 4
  %scevgep1846 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1847 = getelementptr float, float* %scevgep1846, i64 -9
  %.137.us.6.6 = load float, float* %scevgep1847, align 4
  %uglygep2070 = getelementptr i8, i8* %uglygep2068, i64 %30
  %uglygep20702071 = bitcast i8* %uglygep2070 to float*
  store float %.137.us.6.6, float* %uglygep20702071, align 4
  %scevgep1848 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1849 = getelementptr float, float* %scevgep1848, i64 -8
  %.137.us.7.6 = load float, float* %scevgep1849, align 4
  %uglygep2072 = getelementptr i8, i8* %uglygep2070, i64 %30
  %uglygep20722073 = bitcast i8* %uglygep2072 to float*
  store float %.137.us.7.6, float* %uglygep20722073, align 4
  %scevgep968.6 = getelementptr i1, i1* %scevgep968.5, i64 %7
  %scevgep1930 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1931 = getelementptr float, float* %scevgep1930, i64 -7
  %.137.us.7728 = load float, float* %scevgep1931, align 4
  %uglygep2074 = getelementptr i8, i8* %uglygep2072, i64 %30
  %uglygep20742075 = bitcast i8* %uglygep2074 to float*
  store float %.137.us.7728, float* %uglygep20742075, align 4
  %scevgep1932 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1933 = getelementptr float, float* %scevgep1932, i64 -6
  %.137.us.1.7 = load float, float* %scevgep1933, align 4
  %uglygep2076 = getelementptr i8, i8* %uglygep2074, i64 %30
  %uglygep20762077 = bitcast i8* %uglygep2076 to float*
  store float %.137.us.1.7, float* %uglygep20762077, align 4
  %scevgep1934 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1935 = getelementptr float, float* %scevgep1934, i64 -5
  %.137.us.2.7 = load float, float* %scevgep1935, align 4
  %uglygep2078 = getelementptr i8, i8* %uglygep2076, i64 %30
  %uglygep20782079 = bitcast i8* %uglygep2078 to float*
  store float %.137.us.2.7, float* %uglygep20782079, align 4
  %scevgep1936 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1937 = getelementptr float, float* %scevgep1936, i64 -4
  %.137.us.3.7 = load float, float* %scevgep1937, align 4
  %uglygep2080 = getelementptr i8, i8* %uglygep2078, i64 %30
  %uglygep20802081 = bitcast i8* %uglygep2080 to float*
  store float %.137.us.3.7, float* %uglygep20802081, align 4
  %scevgep1938 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1939 = getelementptr float, float* %scevgep1938, i64 -3
  %.137.us.4.7 = load float, float* %scevgep1939, align 4
  %uglygep2082 = getelementptr i8, i8* %uglygep2080, i64 %30
  %uglygep20822083 = bitcast i8* %uglygep2082 to float*
  store float %.137.us.4.7, float* %uglygep20822083, align 4
  %scevgep1940 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1941 = getelementptr float, float* %scevgep1940, i64 -2
  %.137.us.5.7 = load float, float* %scevgep1941, align 4
  %uglygep2084 = getelementptr i8, i8* %uglygep2082, i64 %30
  %uglygep20842085 = bitcast i8* %uglygep2084 to float*
  store float %.137.us.5.7, float* %uglygep20842085, align 4
  %scevgep1942 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %scevgep1943 = getelementptr float, float* %scevgep1942, i64 -1
  %.137.us.6.7 = load float, float* %scevgep1943, align 4
  %uglygep2086 = getelementptr i8, i8* %uglygep2084, i64 %30
  %uglygep20862087 = bitcast i8* %uglygep2086 to float*
  store float %.137.us.6.7, float* %uglygep20862087, align 4
  %scevgep1944 = getelementptr float, float* %lsr.iv1831, i64 %lsr.iv973
  %.137.us.7.7 = load float, float* %scevgep1944, align 4
  %uglygep2088 = getelementptr i8, i8* %uglygep2086, i64 %30
  %uglygep20882089 = bitcast i8* %uglygep2088 to float*
  store float %.137.us.7.7, float* %uglygep20882089, align 4
  %scevgep968.7 = getelementptr i1, i1* %scevgep968.6, i64 %7
  %72 = bitcast i1* %scevgep968.7 to float*
  %lsr.iv.next974.7 = add i64 %lsr.iv973, 64
  %lsr.iv.next1962 = add i64 %lsr.iv1961, -8
  %niter694.ncmp.7 = icmp eq i64 %lsr.iv.next1962, 0
  %uglygep2090 = getelementptr i8, i8* %uglygep2088, i64 %30
  %uglygep20902091 = bitcast i8* %uglygep2090 to float*
  br i1 %niter694.ncmp.7, label %for.body.1.us.preheader.1.loopexit.unr-lcssa, label %for.body.1.us, !llvm.loop !104

for.body.1.us.preheader.1.loopexit.unr-lcssa:     ; preds = %for.body.1.us, %for.body.1.us.preheader663
  %lsr.iv973.unr = phi i64 [ 0, %for.body.1.us.preheader663 ], [ %lsr.iv.next974.7, %for.body.1.us ]
  %lsr.iv966.unr = phi float* [ %lsr.iv964, %for.body.1.us.preheader663 ], [ %72, %for.body.1.us ]
  %73 = icmp eq i64 %xtraiter680, 0
  br i1 %73, label %for.body.1.us.preheader.1, label %for.body.1.us.epil681.preheader

for.body.1.us.epil681.preheader:                  ; preds = %for.body.1.us.preheader.1.loopexit.unr-lcssa
  %scevgep2098 = getelementptr float, float* %lsr.iv2095, i64 %lsr.iv973.unr
  br label %for.body.1.us.epil681

for.body.1.us.epil681:                            ; preds = %for.body.1.us.epil681.preheader, %for.body.1.us.epil681
  %lsr.iv2092 = phi i64 [ 0, %for.body.1.us.epil681.preheader ], [ %lsr.iv.next2093, %for.body.1.us.epil681 ]
  %lsr.iv966.epil = phi float* [ %uglygep21342135, %for.body.1.us.epil681 ], [ %lsr.iv966.unr, %for.body.1.us.epil681.preheader ]
  %74 = bitcast float* %scevgep2098 to i8*
  %lsr.iv966.epil2119 = bitcast float* %lsr.iv966.epil to i8*
  %uglygep2102 = getelementptr i8, i8* %74, i64 %lsr.iv2092
  %uglygep21022103 = bitcast i8* %uglygep2102 to float*
  %scevgep2104 = getelementptr float, float* %uglygep21022103, i64 -4
  %.137.us.epil682 = load float, float* %scevgep2104, align 4
  store float %.137.us.epil682, float* %lsr.iv966.epil, align 4
  %scevgep2112 = getelementptr float, float* %uglygep21022103, i64 -3
  %.137.us.1.epil683 = load float, float* %scevgep2112, align 4
  %uglygep2120 = getelementptr i8, i8* %lsr.iv966.epil2119, i64 %30
  %uglygep21202121 = bitcast i8* %uglygep2120 to float*
  store float %.137.us.1.epil683, float* %uglygep21202121, align 4
  %uglygep2113 = getelementptr i8, i8* %74, i64 %lsr.iv2092
  %uglygep21132114 = bitcast i8* %uglygep2113 to float*
  %scevgep2115 = getelementptr float, float* %uglygep21132114, i64 -2
  %.137.us.2.epil684 = load float, float* %scevgep2115, align 4
  %uglygep2122 = getelementptr i8, i8* %uglygep2120, i64 %30
  %uglygep21222123 = bitcast i8* %uglygep2122 to float*
  store float %.137.us.2.epil684, float* %uglygep21222123, align 4
  %uglygep2116 = getelementptr i8, i8* %74, i64 %lsr.iv2092
  %uglygep21162117 = bitcast i8* %uglygep2116 to float*
  %scevgep2118 = getelementptr float, float* %uglygep21162117, i64 -1
  %.137.us.3.epil685 = load float, float* %scevgep2118, align 4
  %uglygep2124 = getelementptr i8, i8* %uglygep2122, i64 %30
  %uglygep21242125 = bitcast i8* %uglygep2124 to float*
  store float %.137.us.3.epil685, float* %uglygep21242125, align 4
  %uglygep2100 = getelementptr i8, i8* %74, i64 %lsr.iv2092
  %uglygep21002101 = bitcast i8* %uglygep2100 to float*
  %.137.us.4.epil686 = load float, float* %uglygep21002101, align 4
  %uglygep2126 = getelementptr i8, i8* %uglygep2124, i64 %30
  %uglygep21262127 = bitcast i8* %uglygep2126 to float*
  store float %.137.us.4.epil686, float* %uglygep21262127, align 4
  %scevgep2111 = getelementptr float, float* %uglygep21002101, i64 1
  %.137.us.5.epil687 = load float, float* %scevgep2111, align 4
  %uglygep2128 = getelementptr i8, i8* %uglygep2126, i64 %30
  %uglygep21282129 = bitcast i8* %uglygep2128 to float*
  store float %.137.us.5.epil687, float* %uglygep21282129, align 4
  %uglygep2108 = getelementptr i8, i8* %74, i64 %lsr.iv2092
  %uglygep21082109 = bitcast i8* %uglygep2108 to float*
  %scevgep2110 = getelementptr float, float* %uglygep21082109, i64 2
  %.137.us.6.epil688 = load float, float* %scevgep2110, align 4
  %uglygep2130 = getelementptr i8, i8* %uglygep2128, i64 %30
  %uglygep21302131 = bitcast i8* %uglygep2130 to float*
  store float %.137.us.6.epil688, float* %uglygep21302131, align 4
  %uglygep2105 = getelementptr i8, i8* %74, i64 %lsr.iv2092
  %uglygep21052106 = bitcast i8* %uglygep2105 to float*
  %scevgep2107 = getelementptr float, float* %uglygep21052106, i64 3
  %.137.us.7.epil689 = load float, float* %scevgep2107, align 4
  %uglygep2132 = getelementptr i8, i8* %uglygep2130, i64 %30
  %uglygep21322133 = bitcast i8* %uglygep2132 to float*
  store float %.137.us.7.epil689, float* %uglygep21322133, align 4
  %lsr.iv.next2093 = add nuw nsw i64 %lsr.iv2092, 32
  %epil.iter691.cmp.not = icmp eq i64 %32, %lsr.iv.next2093
  %uglygep2134 = getelementptr i8, i8* %uglygep2132, i64 %30
  %uglygep21342135 = bitcast i8* %uglygep2134 to float*
  br i1 %epil.iter691.cmp.not, label %for.body.1.us.preheader.1, label %for.body.1.us.epil681, !llvm.loop !106

for.body.1.us.preheader.1:                        ; preds = %for.body.1.us.epil681, %for.body.1.us.preheader.1.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit
  %75 = icmp eq i64 %xtraiter48, 0
  br i1 %75, label %for.body.1.us.prol.loopexit.1, label %for.body.1.us.prol.1.preheader

for.body.1.us.prol.1.preheader:                   ; preds = %for.body.1.us.preheader.1
  br label %for.body.1.us.prol.1

for.body.1.us.prol.1:                             ; preds = %for.body.1.us.prol.1.preheader, %for.body.1.us.prol.1
  %lsr.iv2136 = phi float* [ %lsr.iv579, %for.body.1.us.prol.1.preheader ], [ %76, %for.body.1.us.prol.1 ]
  %loop.index.12.us.prol.1 = phi i64 [ %.139.us.prol.1, %for.body.1.us.prol.1 ], [ 0, %for.body.1.us.prol.1.preheader ]
  %lsr.iv21362137 = bitcast float* %lsr.iv2136 to i1*
  %scevgep2139 = getelementptr float, float* %lsr.iv698, i64 %loop.index.12.us.prol.1
  %.137.us.prol.1 = load float, float* %scevgep2139, align 4
  store float %.137.us.prol.1, float* %lsr.iv2136, align 4
  %.139.us.prol.1 = add nuw nsw i64 %loop.index.12.us.prol.1, 1
  %scevgep2138 = getelementptr i1, i1* %lsr.iv21362137, i64 %30
  %76 = bitcast i1* %scevgep2138 to float*
  %prol.iter.cmp.1.not = icmp eq i64 %xtraiter48, %.139.us.prol.1
  br i1 %prol.iter.cmp.1.not, label %for.body.1.us.prol.loopexit.1, label %for.body.1.us.prol.1, !llvm.loop !103

for.body.1.us.prol.loopexit.1:                    ; preds = %for.body.1.us.prol.1, %for.body.1.us.preheader.1
  %77 = icmp ult i64 %4, 7
  br i1 %77, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.body.1.us.prol.loopexit.1
  %78 = icmp ult i64 %27, 56
  %scevgep585 = getelementptr float, float* %lsr.iv579, i64 %21
  br i1 %78, label %for.end.1.loopexit.us.1.loopexit.unr-lcssa, label %for.body.1.us.1.preheader812

for.body.1.us.1.preheader812:                     ; preds = %for.body.1.us.1.preheader
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader812, %for.body.1.us.1
  %lsr.iv2277 = phi i64 [ %unroll_iter693, %for.body.1.us.1.preheader812 ], [ %lsr.iv.next2278, %for.body.1.us.1 ]
  %lsr.iv2274 = phi float* [ %lsr.iv2272, %for.body.1.us.1.preheader812 ], [ %uglygep24062407, %for.body.1.us.1 ]
  %lsr.iv1013 = phi i64 [ %lsr.iv.next1014.7, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader812 ]
  %lsr.iv22742275 = bitcast float* %lsr.iv2274 to i1*
  %lsr.iv22742279 = bitcast float* %lsr.iv2274 to i8*
  %scevgep2267 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2268 = getelementptr float, float* %scevgep2267, i64 -63
  %.137.us.173 = load float, float* %scevgep2268, align 4
  store float %.137.us.173, float* %lsr.iv2274, align 4
  %scevgep2265 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2266 = getelementptr float, float* %scevgep2265, i64 -62
  %.137.us.1.1 = load float, float* %scevgep2266, align 4
  %uglygep2280 = getelementptr i8, i8* %lsr.iv22742279, i64 %30
  %uglygep22802281 = bitcast i8* %uglygep2280 to float*
  store float %.137.us.1.1, float* %uglygep22802281, align 4
  %scevgep2263 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2264 = getelementptr float, float* %scevgep2263, i64 -61
  %.137.us.2.1 = load float, float* %scevgep2264, align 4
  %uglygep2282 = getelementptr i8, i8* %uglygep2280, i64 %30
  %uglygep22822283 = bitcast i8* %uglygep2282 to float*
  store float %.137.us.2.1, float* %uglygep22822283, align 4
  %scevgep2261 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2262 = getelementptr float, float* %scevgep2261, i64 -60
  %.137.us.3.1 = load float, float* %scevgep2262, align 4
  %uglygep2284 = getelementptr i8, i8* %uglygep2282, i64 %30
  %uglygep22842285 = bitcast i8* %uglygep2284 to float*
  store float %.137.us.3.1, float* %uglygep22842285, align 4
  %scevgep2259 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2260 = getelementptr float, float* %scevgep2259, i64 -59
  %.137.us.4.1 = load float, float* %scevgep2260, align 4
  %uglygep2286 = getelementptr i8, i8* %uglygep2284, i64 %30
  %uglygep22862287 = bitcast i8* %uglygep2286 to float*
  store float %.137.us.4.1, float* %uglygep22862287, align 4
  %scevgep2257 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2258 = getelementptr float, float* %scevgep2257, i64 -58
  %.137.us.5.1 = load float, float* %scevgep2258, align 4
  %uglygep2288 = getelementptr i8, i8* %uglygep2286, i64 %30
  %uglygep22882289 = bitcast i8* %uglygep2288 to float*
  store float %.137.us.5.1, float* %uglygep22882289, align 4
  %scevgep2255 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2256 = getelementptr float, float* %scevgep2255, i64 -57
  %.137.us.6.1 = load float, float* %scevgep2256, align 4
  %uglygep2290 = getelementptr i8, i8* %uglygep2288, i64 %30
  %uglygep22902291 = bitcast i8* %uglygep2290 to float*
  store float %.137.us.6.1, float* %uglygep22902291, align 4
  %scevgep2269 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2270 = getelementptr float, float* %scevgep2269, i64 -56
  %.137.us.7.1 = load float, float* %scevgep2270, align 4
  %uglygep2292 = getelementptr i8, i8* %uglygep2290, i64 %30
  %uglygep22922293 = bitcast i8* %uglygep2292 to float*
  store float %.137.us.7.1, float* %uglygep22922293, align 4
  %scevgep2224 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2225 = getelementptr float, float* %scevgep2224, i64 -55
  %.137.us.173.1743 = load float, float* %scevgep2225, align 4
  %uglygep2294 = getelementptr i8, i8* %uglygep2292, i64 %30
  %uglygep22942295 = bitcast i8* %uglygep2294 to float*
  store float %.137.us.173.1743, float* %uglygep22942295, align 4
  %scevgep2226 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2227 = getelementptr float, float* %scevgep2226, i64 -54
  %.137.us.1.1.1744 = load float, float* %scevgep2227, align 4
  %uglygep2296 = getelementptr i8, i8* %uglygep2294, i64 %30
  %uglygep22962297 = bitcast i8* %uglygep2296 to float*
  store float %.137.us.1.1.1744, float* %uglygep22962297, align 4
  %scevgep2228 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2229 = getelementptr float, float* %scevgep2228, i64 -53
  %.137.us.2.1.1745 = load float, float* %scevgep2229, align 4
  %uglygep2298 = getelementptr i8, i8* %uglygep2296, i64 %30
  %uglygep22982299 = bitcast i8* %uglygep2298 to float*
  store float %.137.us.2.1.1745, float* %uglygep22982299, align 4
  %scevgep2230 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2231 = getelementptr float, float* %scevgep2230, i64 -52
  %.137.us.3.1.1746 = load float, float* %scevgep2231, align 4
  %uglygep2300 = getelementptr i8, i8* %uglygep2298, i64 %30
  %uglygep23002301 = bitcast i8* %uglygep2300 to float*
  store float %.137.us.3.1.1746, float* %uglygep23002301, align 4
  %scevgep2232 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2233 = getelementptr float, float* %scevgep2232, i64 -51
  %.137.us.4.1.1747 = load float, float* %scevgep2233, align 4
  %uglygep2302 = getelementptr i8, i8* %uglygep2300, i64 %30
  %uglygep23022303 = bitcast i8* %uglygep2302 to float*
  store float %.137.us.4.1.1747, float* %uglygep23022303, align 4
  %scevgep2234 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2235 = getelementptr float, float* %scevgep2234, i64 -50
  %.137.us.5.1.1748 = load float, float* %scevgep2235, align 4
  %uglygep2304 = getelementptr i8, i8* %uglygep2302, i64 %30
  %uglygep23042305 = bitcast i8* %uglygep2304 to float*
  store float %.137.us.5.1.1748, float* %uglygep23042305, align 4
  %scevgep2236 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2237 = getelementptr float, float* %scevgep2236, i64 -49
  %.137.us.6.1.1749 = load float, float* %scevgep2237, align 4
  %uglygep2306 = getelementptr i8, i8* %uglygep2304, i64 %30
  %uglygep23062307 = bitcast i8* %uglygep2306 to float*
  store float %.137.us.6.1.1749, float* %uglygep23062307, align 4
  %scevgep2238 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2239 = getelementptr float, float* %scevgep2238, i64 -48
  %.137.us.7.1.1750 = load float, float* %scevgep2239, align 4
  %uglygep2308 = getelementptr i8, i8* %uglygep2306, i64 %30
  %uglygep23082309 = bitcast i8* %uglygep2308 to float*
  store float %.137.us.7.1.1750, float* %uglygep23082309, align 4
  %scevgep2208 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2209 = getelementptr float, float* %scevgep2208, i64 -47
  %.137.us.173.2753 = load float, float* %scevgep2209, align 4
  %uglygep2310 = getelementptr i8, i8* %uglygep2308, i64 %30
  %uglygep23102311 = bitcast i8* %uglygep2310 to float*
  store float %.137.us.173.2753, float* %uglygep23102311, align 4
  %scevgep2210 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2211 = getelementptr float, float* %scevgep2210, i64 -46
  %.137.us.1.1.2754 = load float, float* %scevgep2211, align 4
  %uglygep2312 = getelementptr i8, i8* %uglygep2310, i64 %30
  %uglygep23122313 = bitcast i8* %uglygep2312 to float*
  store float %.137.us.1.1.2754, float* %uglygep23122313, align 4
  %scevgep2212 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2213 = getelementptr float, float* %scevgep2212, i64 -45
  %.137.us.2.1.2755 = load float, float* %scevgep2213, align 4
  %uglygep2314 = getelementptr i8, i8* %uglygep2312, i64 %30
  %uglygep23142315 = bitcast i8* %uglygep2314 to float*
  store float %.137.us.2.1.2755, float* %uglygep23142315, align 4
  %scevgep2214 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2215 = getelementptr float, float* %scevgep2214, i64 -44
  %.137.us.3.1.2756 = load float, float* %scevgep2215, align 4
  %uglygep2316 = getelementptr i8, i8* %uglygep2314, i64 %30
  %uglygep23162317 = bitcast i8* %uglygep2316 to float*
  store float %.137.us.3.1.2756, float* %uglygep23162317, align 4
  %scevgep2216 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2217 = getelementptr float, float* %scevgep2216, i64 -43
  %.137.us.4.1.2757 = load float, float* %scevgep2217, align 4
  %uglygep2318 = getelementptr i8, i8* %uglygep2316, i64 %30
  %uglygep23182319 = bitcast i8* %uglygep2318 to float*
  store float %.137.us.4.1.2757, float* %uglygep23182319, align 4
  %scevgep2218 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2219 = getelementptr float, float* %scevgep2218, i64 -42
  %.137.us.5.1.2758 = load float, float* %scevgep2219, align 4
  %uglygep2320 = getelementptr i8, i8* %uglygep2318, i64 %30
  %uglygep23202321 = bitcast i8* %uglygep2320 to float*
  store float %.137.us.5.1.2758, float* %uglygep23202321, align 4
  %scevgep2220 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2221 = getelementptr float, float* %scevgep2220, i64 -41
  %.137.us.6.1.2759 = load float, float* %scevgep2221, align 4
  %uglygep2322 = getelementptr i8, i8* %uglygep2320, i64 %30
  %uglygep23222323 = bitcast i8* %uglygep2322 to float*
  store float %.137.us.6.1.2759, float* %uglygep23222323, align 4
  %scevgep2222 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2223 = getelementptr float, float* %scevgep2222, i64 -40
  %.137.us.7.1.2760 = load float, float* %scevgep2223, align 4
  %uglygep2324 = getelementptr i8, i8* %uglygep2322, i64 %30
  %uglygep23242325 = bitcast i8* %uglygep2324 to float*
  store float %.137.us.7.1.2760, float* %uglygep23242325, align 4
  %scevgep2192 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2193 = getelementptr float, float* %scevgep2192, i64 -39
  %.137.us.173.3763 = load float, float* %scevgep2193, align 4
  %uglygep2326 = getelementptr i8, i8* %uglygep2324, i64 %30
  %uglygep23262327 = bitcast i8* %uglygep2326 to float*
  store float %.137.us.173.3763, float* %uglygep23262327, align 4
  %scevgep2194 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2195 = getelementptr float, float* %scevgep2194, i64 -38
  %.137.us.1.1.3764 = load float, float* %scevgep2195, align 4
  %uglygep2328 = getelementptr i8, i8* %uglygep2326, i64 %30
  %uglygep23282329 = bitcast i8* %uglygep2328 to float*
  store float %.137.us.1.1.3764, float* %uglygep23282329, align 4
  %scevgep2196 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2197 = getelementptr float, float* %scevgep2196, i64 -37
  %.137.us.2.1.3765 = load float, float* %scevgep2197, align 4
  %uglygep2330 = getelementptr i8, i8* %uglygep2328, i64 %30
  %uglygep23302331 = bitcast i8* %uglygep2330 to float*
  store float %.137.us.2.1.3765, float* %uglygep23302331, align 4
  %scevgep2198 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2199 = getelementptr float, float* %scevgep2198, i64 -36
  %.137.us.3.1.3766 = load float, float* %scevgep2199, align 4
  %uglygep2332 = getelementptr i8, i8* %uglygep2330, i64 %30
  %uglygep23322333 = bitcast i8* %uglygep2332 to float*
  store float %.137.us.3.1.3766, float* %uglygep23322333, align 4
  %scevgep2200 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2201 = getelementptr float, float* %scevgep2200, i64 -35
  %.137.us.4.1.3767 = load float, float* %scevgep2201, align 4
  %uglygep2334 = getelementptr i8, i8* %uglygep2332, i64 %30
  %uglygep23342335 = bitcast i8* %uglygep2334 to float*
  store float %.137.us.4.1.3767, float* %uglygep23342335, align 4
  %scevgep2202 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2203 = getelementptr float, float* %scevgep2202, i64 -34
  %.137.us.5.1.3768 = load float, float* %scevgep2203, align 4
  %uglygep2336 = getelementptr i8, i8* %uglygep2334, i64 %30
  %uglygep23362337 = bitcast i8* %uglygep2336 to float*
  store float %.137.us.5.1.3768, float* %uglygep23362337, align 4
  %scevgep2204 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2205 = getelementptr float, float* %scevgep2204, i64 -33
  %.137.us.6.1.3769 = load float, float* %scevgep2205, align 4
  %uglygep2338 = getelementptr i8, i8* %uglygep2336, i64 %30
  %uglygep23382339 = bitcast i8* %uglygep2338 to float*
  store float %.137.us.6.1.3769, float* %uglygep23382339, align 4
  %scevgep2206 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2207 = getelementptr float, float* %scevgep2206, i64 -32
  %.137.us.7.1.3770 = load float, float* %scevgep2207, align 4
  %uglygep2340 = getelementptr i8, i8* %uglygep2338, i64 %30
  %uglygep23402341 = bitcast i8* %uglygep2340 to float*
  store float %.137.us.7.1.3770, float* %uglygep23402341, align 4
  %scevgep2176 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2177 = getelementptr float, float* %scevgep2176, i64 -31
  %.137.us.173.4 = load float, float* %scevgep2177, align 4
  %uglygep2342 = getelementptr i8, i8* %uglygep2340, i64 %30
  %uglygep23422343 = bitcast i8* %uglygep2342 to float*
  store float %.137.us.173.4, float* %uglygep23422343, align 4
  %scevgep2178 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2179 = getelementptr float, float* %scevgep2178, i64 -30
  %.137.us.1.1.4 = load float, float* %scevgep2179, align 4
  %uglygep2344 = getelementptr i8, i8* %uglygep2342, i64 %30
  %uglygep23442345 = bitcast i8* %uglygep2344 to float*
  store float %.137.us.1.1.4, float* %uglygep23442345, align 4
  %scevgep2180 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2181 = getelementptr float, float* %scevgep2180, i64 -29
  %.137.us.2.1.4 = load float, float* %scevgep2181, align 4
  %uglygep2346 = getelementptr i8, i8* %uglygep2344, i64 %30
  %uglygep23462347 = bitcast i8* %uglygep2346 to float*
  store float %.137.us.2.1.4, float* %uglygep23462347, align 4
  %scevgep2182 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2183 = getelementptr float, float* %scevgep2182, i64 -28
  %.137.us.3.1.4 = load float, float* %scevgep2183, align 4
  %uglygep2348 = getelementptr i8, i8* %uglygep2346, i64 %30
  %uglygep23482349 = bitcast i8* %uglygep2348 to float*
  store float %.137.us.3.1.4, float* %uglygep23482349, align 4
  %scevgep2184 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2185 = getelementptr float, float* %scevgep2184, i64 -27
  %.137.us.4.1.4 = load float, float* %scevgep2185, align 4
  %uglygep2350 = getelementptr i8, i8* %uglygep2348, i64 %30
  %uglygep23502351 = bitcast i8* %uglygep2350 to float*
  store float %.137.us.4.1.4, float* %uglygep23502351, align 4
  %scevgep2186 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2187 = getelementptr float, float* %scevgep2186, i64 -26
  %.137.us.5.1.4 = load float, float* %scevgep2187, align 4
  %uglygep2352 = getelementptr i8, i8* %uglygep2350, i64 %30
  %uglygep23522353 = bitcast i8* %uglygep2352 to float*
  store float %.137.us.5.1.4, float* %uglygep23522353, align 4
  %scevgep2188 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2189 = getelementptr float, float* %scevgep2188, i64 -25
  %.137.us.6.1.4 = load float, float* %scevgep2189, align 4
  %uglygep2354 = getelementptr i8, i8* %uglygep2352, i64 %30
  %uglygep23542355 = bitcast i8* %uglygep2354 to float*
  store float %.137.us.6.1.4, float* %uglygep23542355, align 4
  %scevgep2190 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2191 = getelementptr float, float* %scevgep2190, i64 -24
  %.137.us.7.1.4 = load float, float* %scevgep2191, align 4
  %uglygep2356 = getelementptr i8, i8* %uglygep2354, i64 %30
  %uglygep23562357 = bitcast i8* %uglygep2356 to float*
  store float %.137.us.7.1.4, float* %uglygep23562357, align 4
  %scevgep2160 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2161 = getelementptr float, float* %scevgep2160, i64 -23
  %.137.us.173.5 = load float, float* %scevgep2161, align 4
  %uglygep2358 = getelementptr i8, i8* %uglygep2356, i64 %30
  %uglygep23582359 = bitcast i8* %uglygep2358 to float*
  store float %.137.us.173.5, float* %uglygep23582359, align 4
  %scevgep2162 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2163 = getelementptr float, float* %scevgep2162, i64 -22
  %.137.us.1.1.5 = load float, float* %scevgep2163, align 4
  %uglygep2360 = getelementptr i8, i8* %uglygep2358, i64 %30
  %uglygep23602361 = bitcast i8* %uglygep2360 to float*
  store float %.137.us.1.1.5, float* %uglygep23602361, align 4
  %scevgep2164 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2165 = getelementptr float, float* %scevgep2164, i64 -21
  %.137.us.2.1.5 = load float, float* %scevgep2165, align 4
  %uglygep2362 = getelementptr i8, i8* %uglygep2360, i64 %30
  %uglygep23622363 = bitcast i8* %uglygep2362 to float*
  store float %.137.us.2.1.5, float* %uglygep23622363, align 4
  %scevgep2166 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2167 = getelementptr float, float* %scevgep2166, i64 -20
  %.137.us.3.1.5 = load float, float* %scevgep2167, align 4
  %uglygep2364 = getelementptr i8, i8* %uglygep2362, i64 %30
  %uglygep23642365 = bitcast i8* %uglygep2364 to float*
  store float %.137.us.3.1.5, float* %uglygep23642365, align 4
  %scevgep2168 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2169 = getelementptr float, float* %scevgep2168, i64 -19
  %.137.us.4.1.5 = load float, float* %scevgep2169, align 4
  %uglygep2366 = getelementptr i8, i8* %uglygep2364, i64 %30
  %uglygep23662367 = bitcast i8* %uglygep2366 to float*
  store float %.137.us.4.1.5, float* %uglygep23662367, align 4
  %scevgep2170 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2171 = getelementptr float, float* %scevgep2170, i64 -18
  %.137.us.5.1.5 = load float, float* %scevgep2171, align 4
  %uglygep2368 = getelementptr i8, i8* %uglygep2366, i64 %30
  %uglygep23682369 = bitcast i8* %uglygep2368 to float*
  store float %.137.us.5.1.5, float* %uglygep23682369, align 4
  %scevgep2172 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2173 = getelementptr float, float* %scevgep2172, i64 -17
  %.137.us.6.1.5 = load float, float* %scevgep2173, align 4
  %uglygep2370 = getelementptr i8, i8* %uglygep2368, i64 %30
  %uglygep23702371 = bitcast i8* %uglygep2370 to float*
  store float %.137.us.6.1.5, float* %uglygep23702371, align 4
  %scevgep2174 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2175 = getelementptr float, float* %scevgep2174, i64 -16
  %.137.us.7.1.5 = load float, float* %scevgep2175, align 4
  %uglygep2372 = getelementptr i8, i8* %uglygep2370, i64 %30
  %uglygep23722373 = bitcast i8* %uglygep2372 to float*
  store float %.137.us.7.1.5, float* %uglygep23722373, align 4
  %scevgep2144 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2145 = getelementptr float, float* %scevgep2144, i64 -15
  %.137.us.173.6 = load float, float* %scevgep2145, align 4
  %uglygep2374 = getelementptr i8, i8* %uglygep2372, i64 %30
  %uglygep23742375 = bitcast i8* %uglygep2374 to float*
  store float %.137.us.173.6, float* %uglygep23742375, align 4
  %scevgep2146 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2147 = getelementptr float, float* %scevgep2146, i64 -14
  %.137.us.1.1.6 = load float, float* %scevgep2147, align 4
  %uglygep2376 = getelementptr i8, i8* %uglygep2374, i64 %30
  %uglygep23762377 = bitcast i8* %uglygep2376 to float*
  store float %.137.us.1.1.6, float* %uglygep23762377, align 4
  %scevgep2148 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2149 = getelementptr float, float* %scevgep2148, i64 -13
  %.137.us.2.1.6 = load float, float* %scevgep2149, align 4
  %uglygep2378 = getelementptr i8, i8* %uglygep2376, i64 %30
  %uglygep23782379 = bitcast i8* %uglygep2378 to float*
  store float %.137.us.2.1.6, float* %uglygep23782379, align 4
  %scevgep2150 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2151 = getelementptr float, float* %scevgep2150, i64 -12
  %.137.us.3.1.6 = load float, float* %scevgep2151, align 4
  %uglygep2380 = getelementptr i8, i8* %uglygep2378, i64 %30
  %uglygep23802381 = bitcast i8* %uglygep2380 to float*
  store float %.137.us.3.1.6, float* %uglygep23802381, align 4
  %scevgep2152 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2153 = getelementptr float, float* %scevgep2152, i64 -11
  %.137.us.4.1.6 = load float, float* %scevgep2153, align 4
  %uglygep2382 = getelementptr i8, i8* %uglygep2380, i64 %30
  %uglygep23822383 = bitcast i8* %uglygep2382 to float*
  store float %.137.us.4.1.6, float* %uglygep23822383, align 4
  %scevgep2154 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2155 = getelementptr float, float* %scevgep2154, i64 -10
  %.137.us.5.1.6 = load float, float* %scevgep2155, align 4
  %uglygep2384 = getelementptr i8, i8* %uglygep2382, i64 %30
  %uglygep23842385 = bitcast i8* %uglygep2384 to float*
  store float %.137.us.5.1.6, float* %uglygep23842385, align 4
  %scevgep2156 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2157 = getelementptr float, float* %scevgep2156, i64 -9
  %.137.us.6.1.6 = load float, float* %scevgep2157, align 4
  %uglygep2386 = getelementptr i8, i8* %uglygep2384, i64 %30
  %uglygep23862387 = bitcast i8* %uglygep2386 to float*
  store float %.137.us.6.1.6, float* %uglygep23862387, align 4
  %scevgep2158 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2159 = getelementptr float, float* %scevgep2158, i64 -8
  %.137.us.7.1.6 = load float, float* %scevgep2159, align 4
  %uglygep2388 = getelementptr i8, i8* %uglygep2386, i64 %30
  %uglygep23882389 = bitcast i8* %uglygep2388 to float*
  store float %.137.us.7.1.6, float* %uglygep23882389, align 4
  %scevgep2240 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2241 = getelementptr float, float* %scevgep2240, i64 -7
  %.137.us.173.7 = load float, float* %scevgep2241, align 4
  %uglygep2390 = getelementptr i8, i8* %uglygep2388, i64 %30
  %uglygep23902391 = bitcast i8* %uglygep2390 to float*
  store float %.137.us.173.7, float* %uglygep23902391, align 4
  %scevgep2242 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2243 = getelementptr float, float* %scevgep2242, i64 -6
  %.137.us.1.1.7 = load float, float* %scevgep2243, align 4
  %uglygep2392 = getelementptr i8, i8* %uglygep2390, i64 %30
  %uglygep23922393 = bitcast i8* %uglygep2392 to float*
  store float %.137.us.1.1.7, float* %uglygep23922393, align 4
  %scevgep2244 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2245 = getelementptr float, float* %scevgep2244, i64 -5
  %.137.us.2.1.7 = load float, float* %scevgep2245, align 4
  %uglygep2394 = getelementptr i8, i8* %uglygep2392, i64 %30
  %uglygep23942395 = bitcast i8* %uglygep2394 to float*
  store float %.137.us.2.1.7, float* %uglygep23942395, align 4
  %scevgep2246 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2247 = getelementptr float, float* %scevgep2246, i64 -4
  %.137.us.3.1.7 = load float, float* %scevgep2247, align 4
  %uglygep2396 = getelementptr i8, i8* %uglygep2394, i64 %30
  %uglygep23962397 = bitcast i8* %uglygep2396 to float*
  store float %.137.us.3.1.7, float* %uglygep23962397, align 4
  %scevgep2248 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2249 = getelementptr float, float* %scevgep2248, i64 -3
  %.137.us.4.1.7 = load float, float* %scevgep2249, align 4
  %uglygep2398 = getelementptr i8, i8* %uglygep2396, i64 %30
  %uglygep23982399 = bitcast i8* %uglygep2398 to float*
  store float %.137.us.4.1.7, float* %uglygep23982399, align 4
  %scevgep2250 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2251 = getelementptr float, float* %scevgep2250, i64 -2
  %.137.us.5.1.7 = load float, float* %scevgep2251, align 4
  %uglygep2400 = getelementptr i8, i8* %uglygep2398, i64 %30
  %uglygep24002401 = bitcast i8* %uglygep2400 to float*
  store float %.137.us.5.1.7, float* %uglygep24002401, align 4
  %scevgep2252 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %scevgep2253 = getelementptr float, float* %scevgep2252, i64 -1
  %.137.us.6.1.7 = load float, float* %scevgep2253, align 4
  %uglygep2402 = getelementptr i8, i8* %uglygep2400, i64 %30
  %uglygep24022403 = bitcast i8* %uglygep2402 to float*
  store float %.137.us.6.1.7, float* %uglygep24022403, align 4
  %scevgep2254 = getelementptr float, float* %lsr.iv2141, i64 %lsr.iv1013
  %.137.us.7.1.7 = load float, float* %scevgep2254, align 4
  %uglygep2404 = getelementptr i8, i8* %uglygep2402, i64 %30
  %uglygep24042405 = bitcast i8* %uglygep2404 to float*
  store float %.137.us.7.1.7, float* %uglygep24042405, align 4
  %lsr.iv.next1014.7 = add i64 %lsr.iv1013, 64
  %scevgep2276 = getelementptr i1, i1* %lsr.iv22742275, i64 %37
  %79 = bitcast i1* %scevgep2276 to float*
  %lsr.iv.next2278 = add i64 %lsr.iv2277, -8
  %niter742.ncmp.7 = icmp eq i64 %lsr.iv.next2278, 0
  %uglygep2406 = getelementptr i8, i8* %uglygep2404, i64 %30
  %uglygep24062407 = bitcast i8* %uglygep2406 to float*
  br i1 %niter742.ncmp.7, label %for.end.1.loopexit.us.1.loopexit.unr-lcssa, label %for.body.1.us.1, !llvm.loop !104

for.end.1.loopexit.us.1.loopexit.unr-lcssa:       ; preds = %for.body.1.us.1, %for.body.1.us.1.preheader
  %lsr.iv1013.unr = phi i64 [ 0, %for.body.1.us.1.preheader ], [ %lsr.iv.next1014.7, %for.body.1.us.1 ]
  %lsr.iv586.unr = phi float* [ %scevgep585, %for.body.1.us.1.preheader ], [ %79, %for.body.1.us.1 ]
  %80 = and i64 %29, 7
  %81 = icmp eq i64 %80, 0
  br i1 %81, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.epil730.preheader

for.body.1.us.1.epil730.preheader:                ; preds = %for.end.1.loopexit.us.1.loopexit.unr-lcssa
  %scevgep2417 = getelementptr float, float* %lsr.iv2414, i64 %lsr.iv1013.unr
  br label %for.body.1.us.1.epil730

for.body.1.us.1.epil730:                          ; preds = %for.body.1.us.1.epil730.preheader, %for.body.1.us.1.epil730
  %lsr.iv2410 = phi float* [ %lsr.iv586.unr, %for.body.1.us.1.epil730.preheader ], [ %uglygep24532454, %for.body.1.us.1.epil730 ]
  %lsr.iv2408 = phi i64 [ 0, %for.body.1.us.1.epil730.preheader ], [ %lsr.iv.next2409, %for.body.1.us.1.epil730 ]
  %82 = bitcast float* %scevgep2417 to i8*
  %lsr.iv24102438 = bitcast float* %lsr.iv2410 to i8*
  %uglygep2428 = getelementptr i8, i8* %82, i64 %lsr.iv2408
  %uglygep24282429 = bitcast i8* %uglygep2428 to float*
  %scevgep2430 = getelementptr float, float* %uglygep24282429, i64 -4
  %.137.us.173.epil731 = load float, float* %scevgep2430, align 4
  store float %.137.us.173.epil731, float* %lsr.iv2410, align 4
  %scevgep2431 = getelementptr float, float* %uglygep24282429, i64 -3
  %.137.us.1.1.epil732 = load float, float* %scevgep2431, align 4
  %uglygep2439 = getelementptr i8, i8* %lsr.iv24102438, i64 %30
  %uglygep24392440 = bitcast i8* %uglygep2439 to float*
  store float %.137.us.1.1.epil732, float* %uglygep24392440, align 4
  %uglygep2432 = getelementptr i8, i8* %82, i64 %lsr.iv2408
  %uglygep24322433 = bitcast i8* %uglygep2432 to float*
  %scevgep2434 = getelementptr float, float* %uglygep24322433, i64 -2
  %.137.us.2.1.epil733 = load float, float* %scevgep2434, align 4
  %uglygep2441 = getelementptr i8, i8* %uglygep2439, i64 %30
  %uglygep24412442 = bitcast i8* %uglygep2441 to float*
  store float %.137.us.2.1.epil733, float* %uglygep24412442, align 4
  %uglygep2435 = getelementptr i8, i8* %82, i64 %lsr.iv2408
  %uglygep24352436 = bitcast i8* %uglygep2435 to float*
  %scevgep2437 = getelementptr float, float* %uglygep24352436, i64 -1
  %.137.us.3.1.epil734 = load float, float* %scevgep2437, align 4
  %uglygep2443 = getelementptr i8, i8* %uglygep2441, i64 %30
  %uglygep24432444 = bitcast i8* %uglygep2443 to float*
  store float %.137.us.3.1.epil734, float* %uglygep24432444, align 4
  %uglygep2419 = getelementptr i8, i8* %82, i64 %lsr.iv2408
  %uglygep24192420 = bitcast i8* %uglygep2419 to float*
  %.137.us.4.1.epil735 = load float, float* %uglygep24192420, align 4
  %uglygep2445 = getelementptr i8, i8* %uglygep2443, i64 %30
  %uglygep24452446 = bitcast i8* %uglygep2445 to float*
  store float %.137.us.4.1.epil735, float* %uglygep24452446, align 4
  %scevgep2427 = getelementptr float, float* %uglygep24192420, i64 1
  %.137.us.5.1.epil736 = load float, float* %scevgep2427, align 4
  %uglygep2447 = getelementptr i8, i8* %uglygep2445, i64 %30
  %uglygep24472448 = bitcast i8* %uglygep2447 to float*
  store float %.137.us.5.1.epil736, float* %uglygep24472448, align 4
  %uglygep2424 = getelementptr i8, i8* %82, i64 %lsr.iv2408
  %uglygep24242425 = bitcast i8* %uglygep2424 to float*
  %scevgep2426 = getelementptr float, float* %uglygep24242425, i64 2
  %.137.us.6.1.epil737 = load float, float* %scevgep2426, align 4
  %uglygep2449 = getelementptr i8, i8* %uglygep2447, i64 %30
  %uglygep24492450 = bitcast i8* %uglygep2449 to float*
  store float %.137.us.6.1.epil737, float* %uglygep24492450, align 4
  %uglygep2421 = getelementptr i8, i8* %82, i64 %lsr.iv2408
  %uglygep24212422 = bitcast i8* %uglygep2421 to float*
  %scevgep2423 = getelementptr float, float* %uglygep24212422, i64 3
  %.137.us.7.1.epil738 = load float, float* %scevgep2423, align 4
  %uglygep2451 = getelementptr i8, i8* %uglygep2449, i64 %30
  %uglygep24512452 = bitcast i8* %uglygep2451 to float*
  store float %.137.us.7.1.epil738, float* %uglygep24512452, align 4
  %lsr.iv.next2409 = add nuw nsw i64 %lsr.iv2408, 32
  %epil.iter739.cmp.not = icmp eq i64 %38, %lsr.iv.next2409
  %uglygep2453 = getelementptr i8, i8* %uglygep2451, i64 %30
  %uglygep24532454 = bitcast i8* %uglygep2453 to float*
  br i1 %epil.iter739.cmp.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.epil730, !llvm.loop !107

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.1.epil730, %for.end.1.loopexit.us.1.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1
  %83 = icmp eq i64 %xtraiter48, 0
  %84 = bitcast float* %lsr.iv462 to i1*
  %85 = bitcast float* %lsr.iv698 to i1*
  %scevgep464 = getelementptr i1, i1* %84, i64 %6
  %scevgep700 = getelementptr i1, i1* %85, i64 %6
  br i1 %83, label %for.body.1.us.prol.loopexit.1229, label %for.body.1.us.prol.1227.preheader

for.body.1.us.prol.1227.preheader:                ; preds = %for.end.1.loopexit.us.1
  br label %for.body.1.us.prol.1227

for.body.1.us.prol.1227:                          ; preds = %for.body.1.us.prol.1227.preheader, %for.body.1.us.prol.1227
  %lsr.iv2455 = phi float* [ %lsr.iv620, %for.body.1.us.prol.1227.preheader ], [ %86, %for.body.1.us.prol.1227 ]
  %loop.index.12.us.prol.1224 = phi i64 [ %.139.us.prol.1226, %for.body.1.us.prol.1227 ], [ 0, %for.body.1.us.prol.1227.preheader ]
  %lsr.iv24552456 = bitcast float* %lsr.iv2455 to i1*
  %scevgep2458 = getelementptr float, float* %lsr.iv626, i64 %loop.index.12.us.prol.1224
  %.137.us.prol.1225 = load float, float* %scevgep2458, align 4
  store float %.137.us.prol.1225, float* %lsr.iv2455, align 4
  %.139.us.prol.1226 = add nuw nsw i64 %loop.index.12.us.prol.1224, 1
  %scevgep2457 = getelementptr i1, i1* %lsr.iv24552456, i64 %30
  %86 = bitcast i1* %scevgep2457 to float*
  %prol.iter.cmp.not.1 = icmp eq i64 %xtraiter48, %.139.us.prol.1226
  br i1 %prol.iter.cmp.not.1, label %for.body.1.us.prol.loopexit.1229, label %for.body.1.us.prol.1227, !llvm.loop !103

for.body.1.us.prol.loopexit.1229:                 ; preds = %for.body.1.us.prol.1227, %for.end.1.loopexit.us.1
  %87 = icmp ult i64 %4, 7
  br i1 %87, label %for.body.1.us.preheader.1.1, label %for.body.1.us.1241.preheader

for.body.1.us.1241.preheader:                     ; preds = %for.body.1.us.prol.loopexit.1229
  %88 = icmp ult i64 %27, 56
  br i1 %88, label %for.body.1.us.preheader.1.1.loopexit.unr-lcssa, label %for.body.1.us.1241.preheader811

for.body.1.us.1241.preheader811:                  ; preds = %for.body.1.us.1241.preheader
  br label %for.body.1.us.1241

for.body.1.us.1241:                               ; preds = %for.body.1.us.1241.preheader811, %for.body.1.us.1241
  %lsr.iv2590 = phi i64 [ %unroll_iter693, %for.body.1.us.1241.preheader811 ], [ %lsr.iv.next2591, %for.body.1.us.1241 ]
  %lsr.iv1061 = phi i64 [ %lsr.iv.next1062.7, %for.body.1.us.1241 ], [ 0, %for.body.1.us.1241.preheader811 ]
  %lsr.iv1054 = phi float* [ %uglygep27192720, %for.body.1.us.1241 ], [ %lsr.iv1052, %for.body.1.us.1241.preheader811 ]
  %lsr.iv10542592 = bitcast float* %lsr.iv1054 to i8*
  %lsr.iv10541055 = bitcast float* %lsr.iv1054 to i1*
  %scevgep2586 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2587 = getelementptr float, float* %scevgep2586, i64 -63
  %.137.us.1231 = load float, float* %scevgep2587, align 4
  store float %.137.us.1231, float* %lsr.iv1054, align 4
  %scevgep2584 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2585 = getelementptr float, float* %scevgep2584, i64 -62
  %.137.us.1.1232 = load float, float* %scevgep2585, align 4
  %uglygep2593 = getelementptr i8, i8* %lsr.iv10542592, i64 %30
  %uglygep25932594 = bitcast i8* %uglygep2593 to float*
  store float %.137.us.1.1232, float* %uglygep25932594, align 4
  %scevgep2582 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2583 = getelementptr float, float* %scevgep2582, i64 -61
  %.137.us.2.1233 = load float, float* %scevgep2583, align 4
  %uglygep2595 = getelementptr i8, i8* %uglygep2593, i64 %30
  %uglygep25952596 = bitcast i8* %uglygep2595 to float*
  store float %.137.us.2.1233, float* %uglygep25952596, align 4
  %scevgep2580 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2581 = getelementptr float, float* %scevgep2580, i64 -60
  %.137.us.3.1234 = load float, float* %scevgep2581, align 4
  %uglygep2597 = getelementptr i8, i8* %uglygep2595, i64 %30
  %uglygep25972598 = bitcast i8* %uglygep2597 to float*
  store float %.137.us.3.1234, float* %uglygep25972598, align 4
  %scevgep2578 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2579 = getelementptr float, float* %scevgep2578, i64 -59
  %.137.us.4.1235 = load float, float* %scevgep2579, align 4
  %uglygep2599 = getelementptr i8, i8* %uglygep2597, i64 %30
  %uglygep25992600 = bitcast i8* %uglygep2599 to float*
  store float %.137.us.4.1235, float* %uglygep25992600, align 4
  %scevgep2576 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2577 = getelementptr float, float* %scevgep2576, i64 -58
  %.137.us.5.1236 = load float, float* %scevgep2577, align 4
  %uglygep2601 = getelementptr i8, i8* %uglygep2599, i64 %30
  %uglygep26012602 = bitcast i8* %uglygep2601 to float*
  store float %.137.us.5.1236, float* %uglygep26012602, align 4
  %scevgep2574 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2575 = getelementptr float, float* %scevgep2574, i64 -57
  %.137.us.6.1237 = load float, float* %scevgep2575, align 4
  %uglygep2603 = getelementptr i8, i8* %uglygep2601, i64 %30
  %uglygep26032604 = bitcast i8* %uglygep2603 to float*
  store float %.137.us.6.1237, float* %uglygep26032604, align 4
  %scevgep2588 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2589 = getelementptr float, float* %scevgep2588, i64 -56
  %.137.us.7.1238 = load float, float* %scevgep2589, align 4
  %uglygep2605 = getelementptr i8, i8* %uglygep2603, i64 %30
  %uglygep26052606 = bitcast i8* %uglygep2605 to float*
  store float %.137.us.7.1238, float* %uglygep26052606, align 4
  %scevgep1056 = getelementptr i1, i1* %lsr.iv10541055, i64 %7
  %scevgep2543 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2544 = getelementptr float, float* %scevgep2543, i64 -55
  %.137.us.1231.1 = load float, float* %scevgep2544, align 4
  %uglygep2607 = getelementptr i8, i8* %uglygep2605, i64 %30
  %uglygep26072608 = bitcast i8* %uglygep2607 to float*
  store float %.137.us.1231.1, float* %uglygep26072608, align 4
  %scevgep2545 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2546 = getelementptr float, float* %scevgep2545, i64 -54
  %.137.us.1.1232.1 = load float, float* %scevgep2546, align 4
  %uglygep2609 = getelementptr i8, i8* %uglygep2607, i64 %30
  %uglygep26092610 = bitcast i8* %uglygep2609 to float*
  store float %.137.us.1.1232.1, float* %uglygep26092610, align 4
  %scevgep2547 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2548 = getelementptr float, float* %scevgep2547, i64 -53
  %.137.us.2.1233.1 = load float, float* %scevgep2548, align 4
  %uglygep2611 = getelementptr i8, i8* %uglygep2609, i64 %30
  %uglygep26112612 = bitcast i8* %uglygep2611 to float*
  store float %.137.us.2.1233.1, float* %uglygep26112612, align 4
  %scevgep2549 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2550 = getelementptr float, float* %scevgep2549, i64 -52
  %.137.us.3.1234.1 = load float, float* %scevgep2550, align 4
  %uglygep2613 = getelementptr i8, i8* %uglygep2611, i64 %30
  %uglygep26132614 = bitcast i8* %uglygep2613 to float*
  store float %.137.us.3.1234.1, float* %uglygep26132614, align 4
  %scevgep2551 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2552 = getelementptr float, float* %scevgep2551, i64 -51
  %.137.us.4.1235.1 = load float, float* %scevgep2552, align 4
  %uglygep2615 = getelementptr i8, i8* %uglygep2613, i64 %30
  %uglygep26152616 = bitcast i8* %uglygep2615 to float*
  store float %.137.us.4.1235.1, float* %uglygep26152616, align 4
  %scevgep2553 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2554 = getelementptr float, float* %scevgep2553, i64 -50
  %.137.us.5.1236.1 = load float, float* %scevgep2554, align 4
  %uglygep2617 = getelementptr i8, i8* %uglygep2615, i64 %30
  %uglygep26172618 = bitcast i8* %uglygep2617 to float*
  store float %.137.us.5.1236.1, float* %uglygep26172618, align 4
  %scevgep2555 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2556 = getelementptr float, float* %scevgep2555, i64 -49
  %.137.us.6.1237.1 = load float, float* %scevgep2556, align 4
  %uglygep2619 = getelementptr i8, i8* %uglygep2617, i64 %30
  %uglygep26192620 = bitcast i8* %uglygep2619 to float*
  store float %.137.us.6.1237.1, float* %uglygep26192620, align 4
  %scevgep2557 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2558 = getelementptr float, float* %scevgep2557, i64 -48
  %.137.us.7.1238.1 = load float, float* %scevgep2558, align 4
  %uglygep2621 = getelementptr i8, i8* %uglygep2619, i64 %30
  %uglygep26212622 = bitcast i8* %uglygep2621 to float*
  store float %.137.us.7.1238.1, float* %uglygep26212622, align 4
  %scevgep1056.1 = getelementptr i1, i1* %scevgep1056, i64 %7
  %scevgep2527 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2528 = getelementptr float, float* %scevgep2527, i64 -47
  %.137.us.1231.2 = load float, float* %scevgep2528, align 4
  %uglygep2623 = getelementptr i8, i8* %uglygep2621, i64 %30
  %uglygep26232624 = bitcast i8* %uglygep2623 to float*
  store float %.137.us.1231.2, float* %uglygep26232624, align 4
  %scevgep2529 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2530 = getelementptr float, float* %scevgep2529, i64 -46
  %.137.us.1.1232.2 = load float, float* %scevgep2530, align 4
  %uglygep2625 = getelementptr i8, i8* %uglygep2623, i64 %30
  %uglygep26252626 = bitcast i8* %uglygep2625 to float*
  store float %.137.us.1.1232.2, float* %uglygep26252626, align 4
  %scevgep2531 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2532 = getelementptr float, float* %scevgep2531, i64 -45
  %.137.us.2.1233.2 = load float, float* %scevgep2532, align 4
  %uglygep2627 = getelementptr i8, i8* %uglygep2625, i64 %30
  %uglygep26272628 = bitcast i8* %uglygep2627 to float*
  store float %.137.us.2.1233.2, float* %uglygep26272628, align 4
  %scevgep2533 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2534 = getelementptr float, float* %scevgep2533, i64 -44
  %.137.us.3.1234.2 = load float, float* %scevgep2534, align 4
  %uglygep2629 = getelementptr i8, i8* %uglygep2627, i64 %30
  %uglygep26292630 = bitcast i8* %uglygep2629 to float*
  store float %.137.us.3.1234.2, float* %uglygep26292630, align 4
  %scevgep2535 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2536 = getelementptr float, float* %scevgep2535, i64 -43
  %.137.us.4.1235.2 = load float, float* %scevgep2536, align 4
  %uglygep2631 = getelementptr i8, i8* %uglygep2629, i64 %30
  %uglygep26312632 = bitcast i8* %uglygep2631 to float*
  store float %.137.us.4.1235.2, float* %uglygep26312632, align 4
  %scevgep2537 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2538 = getelementptr float, float* %scevgep2537, i64 -42
  %.137.us.5.1236.2 = load float, float* %scevgep2538, align 4
  %uglygep2633 = getelementptr i8, i8* %uglygep2631, i64 %30
  %uglygep26332634 = bitcast i8* %uglygep2633 to float*
  store float %.137.us.5.1236.2, float* %uglygep26332634, align 4
  %scevgep2539 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2540 = getelementptr float, float* %scevgep2539, i64 -41
  %.137.us.6.1237.2 = load float, float* %scevgep2540, align 4
  %uglygep2635 = getelementptr i8, i8* %uglygep2633, i64 %30
  %uglygep26352636 = bitcast i8* %uglygep2635 to float*
  store float %.137.us.6.1237.2, float* %uglygep26352636, align 4
  %scevgep2541 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2542 = getelementptr float, float* %scevgep2541, i64 -40
  %.137.us.7.1238.2 = load float, float* %scevgep2542, align 4
  %uglygep2637 = getelementptr i8, i8* %uglygep2635, i64 %30
  %uglygep26372638 = bitcast i8* %uglygep2637 to float*
  store float %.137.us.7.1238.2, float* %uglygep26372638, align 4
  %scevgep1056.2 = getelementptr i1, i1* %scevgep1056.1, i64 %7
  %scevgep2511 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2512 = getelementptr float, float* %scevgep2511, i64 -39
  %.137.us.1231.3 = load float, float* %scevgep2512, align 4
  %uglygep2639 = getelementptr i8, i8* %uglygep2637, i64 %30
  %uglygep26392640 = bitcast i8* %uglygep2639 to float*
  store float %.137.us.1231.3, float* %uglygep26392640, align 4
  %scevgep2513 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2514 = getelementptr float, float* %scevgep2513, i64 -38
  %.137.us.1.1232.3 = load float, float* %scevgep2514, align 4
  %uglygep2641 = getelementptr i8, i8* %uglygep2639, i64 %30
  %uglygep26412642 = bitcast i8* %uglygep2641 to float*
  store float %.137.us.1.1232.3, float* %uglygep26412642, align 4
  %scevgep2515 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2516 = getelementptr float, float* %scevgep2515, i64 -37
  %.137.us.2.1233.3 = load float, float* %scevgep2516, align 4
  %uglygep2643 = getelementptr i8, i8* %uglygep2641, i64 %30
  %uglygep26432644 = bitcast i8* %uglygep2643 to float*
  store float %.137.us.2.1233.3, float* %uglygep26432644, align 4
  %scevgep2517 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2518 = getelementptr float, float* %scevgep2517, i64 -36
  %.137.us.3.1234.3 = load float, float* %scevgep2518, align 4
  %uglygep2645 = getelementptr i8, i8* %uglygep2643, i64 %30
  %uglygep26452646 = bitcast i8* %uglygep2645 to float*
  store float %.137.us.3.1234.3, float* %uglygep26452646, align 4
  %scevgep2519 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2520 = getelementptr float, float* %scevgep2519, i64 -35
  %.137.us.4.1235.3 = load float, float* %scevgep2520, align 4
  %uglygep2647 = getelementptr i8, i8* %uglygep2645, i64 %30
  %uglygep26472648 = bitcast i8* %uglygep2647 to float*
  store float %.137.us.4.1235.3, float* %uglygep26472648, align 4
  %scevgep2521 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2522 = getelementptr float, float* %scevgep2521, i64 -34
  %.137.us.5.1236.3 = load float, float* %scevgep2522, align 4
  %uglygep2649 = getelementptr i8, i8* %uglygep2647, i64 %30
  %uglygep26492650 = bitcast i8* %uglygep2649 to float*
  store float %.137.us.5.1236.3, float* %uglygep26492650, align 4
  %scevgep2523 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2524 = getelementptr float, float* %scevgep2523, i64 -33
  %.137.us.6.1237.3 = load float, float* %scevgep2524, align 4
  %uglygep2651 = getelementptr i8, i8* %uglygep2649, i64 %30
  %uglygep26512652 = bitcast i8* %uglygep2651 to float*
  store float %.137.us.6.1237.3, float* %uglygep26512652, align 4
  %scevgep2525 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2526 = getelementptr float, float* %scevgep2525, i64 -32
  %.137.us.7.1238.3 = load float, float* %scevgep2526, align 4
  %uglygep2653 = getelementptr i8, i8* %uglygep2651, i64 %30
  %uglygep26532654 = bitcast i8* %uglygep2653 to float*
  store float %.137.us.7.1238.3, float* %uglygep26532654, align 4
  %scevgep1056.3 = getelementptr i1, i1* %scevgep1056.2, i64 %7
  %scevgep2495 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2496 = getelementptr float, float* %scevgep2495, i64 -31
  %.137.us.1231.4 = load float, float* %scevgep2496, align 4
  %uglygep2655 = getelementptr i8, i8* %uglygep2653, i64 %30
  %uglygep26552656 = bitcast i8* %uglygep2655 to float*
  store float %.137.us.1231.4, float* %uglygep26552656, align 4
  %scevgep2497 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2498 = getelementptr float, float* %scevgep2497, i64 -30
  %.137.us.1.1232.4 = load float, float* %scevgep2498, align 4
  %uglygep2657 = getelementptr i8, i8* %uglygep2655, i64 %30
  %uglygep26572658 = bitcast i8* %uglygep2657 to float*
  store float %.137.us.1.1232.4, float* %uglygep26572658, align 4
  %scevgep2499 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2500 = getelementptr float, float* %scevgep2499, i64 -29
  %.137.us.2.1233.4 = load float, float* %scevgep2500, align 4
  %uglygep2659 = getelementptr i8, i8* %uglygep2657, i64 %30
  %uglygep26592660 = bitcast i8* %uglygep2659 to float*
  store float %.137.us.2.1233.4, float* %uglygep26592660, align 4
  %scevgep2501 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2502 = getelementptr float, float* %scevgep2501, i64 -28
  %.137.us.3.1234.4 = load float, float* %scevgep2502, align 4
  %uglygep2661 = getelementptr i8, i8* %uglygep2659, i64 %30
  %uglygep26612662 = bitcast i8* %uglygep2661 to float*
  store float %.137.us.3.1234.4, float* %uglygep26612662, align 4
  %scevgep2503 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2504 = getelementptr float, float* %scevgep2503, i64 -27
  %.137.us.4.1235.4 = load float, float* %scevgep2504, align 4
  %uglygep2663 = getelementptr i8, i8* %uglygep2661, i64 %30
  %uglygep26632664 = bitcast i8* %uglygep2663 to float*
  store float %.137.us.4.1235.4, float* %uglygep26632664, align 4
  %scevgep2505 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2506 = getelementptr float, float* %scevgep2505, i64 -26
  %.137.us.5.1236.4 = load float, float* %scevgep2506, align 4
  %uglygep2665 = getelementptr i8, i8* %uglygep2663, i64 %30
  %uglygep26652666 = bitcast i8* %uglygep2665 to float*
  store float %.137.us.5.1236.4, float* %uglygep26652666, align 4
  %scevgep2507 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2508 = getelementptr float, float* %scevgep2507, i64 -25
  %.137.us.6.1237.4 = load float, float* %scevgep2508, align 4
  %uglygep2667 = getelementptr i8, i8* %uglygep2665, i64 %30
  %uglygep26672668 = bitcast i8* %uglygep2667 to float*
  store float %.137.us.6.1237.4, float* %uglygep26672668, align 4
  %scevgep2509 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2510 = getelementptr float, float* %scevgep2509, i64 -24
  %.137.us.7.1238.4 = load float, float* %scevgep2510, align 4
  %uglygep2669 = getelementptr i8, i8* %uglygep2667, i64 %30
  %uglygep26692670 = bitcast i8* %uglygep2669 to float*
  store float %.137.us.7.1238.4, float* %uglygep26692670, align 4
  %scevgep1056.4 = getelementptr i1, i1* %scevgep1056.3, i64 %7
  %scevgep2479 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2480 = getelementptr float, float* %scevgep2479, i64 -23
  %.137.us.1231.5 = load float, float* %scevgep2480, align 4
  %uglygep2671 = getelementptr i8, i8* %uglygep2669, i64 %30
  %uglygep26712672 = bitcast i8* %uglygep2671 to float*
  store float %.137.us.1231.5, float* %uglygep26712672, align 4
  %scevgep2481 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2482 = getelementptr float, float* %scevgep2481, i64 -22
  %.137.us.1.1232.5 = load float, float* %scevgep2482, align 4
  %uglygep2673 = getelementptr i8, i8* %uglygep2671, i64 %30
  %uglygep26732674 = bitcast i8* %uglygep2673 to float*
  store float %.137.us.1.1232.5, float* %uglygep26732674, align 4
  %scevgep2483 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2484 = getelementptr float, float* %scevgep2483, i64 -21
  %.137.us.2.1233.5 = load float, float* %scevgep2484, align 4
  %uglygep2675 = getelementptr i8, i8* %uglygep2673, i64 %30
  %uglygep26752676 = bitcast i8* %uglygep2675 to float*
  store float %.137.us.2.1233.5, float* %uglygep26752676, align 4
  %scevgep2485 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2486 = getelementptr float, float* %scevgep2485, i64 -20
  %.137.us.3.1234.5 = load float, float* %scevgep2486, align 4
  %uglygep2677 = getelementptr i8, i8* %uglygep2675, i64 %30
  %uglygep26772678 = bitcast i8* %uglygep2677 to float*
  store float %.137.us.3.1234.5, float* %uglygep26772678, align 4
  %scevgep2487 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2488 = getelementptr float, float* %scevgep2487, i64 -19
  %.137.us.4.1235.5 = load float, float* %scevgep2488, align 4
  %uglygep2679 = getelementptr i8, i8* %uglygep2677, i64 %30
  %uglygep26792680 = bitcast i8* %uglygep2679 to float*
  store float %.137.us.4.1235.5, float* %uglygep26792680, align 4
  %scevgep2489 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2490 = getelementptr float, float* %scevgep2489, i64 -18
  %.137.us.5.1236.5 = load float, float* %scevgep2490, align 4
  %uglygep2681 = getelementptr i8, i8* %uglygep2679, i64 %30
  %uglygep26812682 = bitcast i8* %uglygep2681 to float*
  store float %.137.us.5.1236.5, float* %uglygep26812682, align 4
  %scevgep2491 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2492 = getelementptr float, float* %scevgep2491, i64 -17
  %.137.us.6.1237.5 = load float, float* %scevgep2492, align 4
  %uglygep2683 = getelementptr i8, i8* %uglygep2681, i64 %30
  %uglygep26832684 = bitcast i8* %uglygep2683 to float*
  store float %.137.us.6.1237.5, float* %uglygep26832684, align 4
  %scevgep2493 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2494 = getelementptr float, float* %scevgep2493, i64 -16
  %.137.us.7.1238.5 = load float, float* %scevgep2494, align 4
  %uglygep2685 = getelementptr i8, i8* %uglygep2683, i64 %30
  %uglygep26852686 = bitcast i8* %uglygep2685 to float*
  store float %.137.us.7.1238.5, float* %uglygep26852686, align 4
  %scevgep1056.5 = getelementptr i1, i1* %scevgep1056.4, i64 %7
  %scevgep2463 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2464 = getelementptr float, float* %scevgep2463, i64 -15
  %.137.us.1231.6 = load float, float* %scevgep2464, align 4
  %uglygep2687 = getelementptr i8, i8* %uglygep2685, i64 %30
  %uglygep26872688 = bitcast i8* %uglygep2687 to float*
  store float %.137.us.1231.6, float* %uglygep26872688, align 4
  %scevgep2465 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2466 = getelementptr float, float* %scevgep2465, i64 -14
  %.137.us.1.1232.6 = load float, float* %scevgep2466, align 4
  %uglygep2689 = getelementptr i8, i8* %uglygep2687, i64 %30
  %uglygep26892690 = bitcast i8* %uglygep2689 to float*
  store float %.137.us.1.1232.6, float* %uglygep26892690, align 4
  %scevgep2467 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2468 = getelementptr float, float* %scevgep2467, i64 -13
  %.137.us.2.1233.6 = load float, float* %scevgep2468, align 4
  %uglygep2691 = getelementptr i8, i8* %uglygep2689, i64 %30
  %uglygep26912692 = bitcast i8* %uglygep2691 to float*
  store float %.137.us.2.1233.6, float* %uglygep26912692, align 4
  %scevgep2469 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2470 = getelementptr float, float* %scevgep2469, i64 -12
  %.137.us.3.1234.6 = load float, float* %scevgep2470, align 4
  %uglygep2693 = getelementptr i8, i8* %uglygep2691, i64 %30
  %uglygep26932694 = bitcast i8* %uglygep2693 to float*
  store float %.137.us.3.1234.6, float* %uglygep26932694, align 4
  %scevgep2471 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2472 = getelementptr float, float* %scevgep2471, i64 -11
  %.137.us.4.1235.6 = load float, float* %scevgep2472, align 4
  %uglygep2695 = getelementptr i8, i8* %uglygep2693, i64 %30
  %uglygep26952696 = bitcast i8* %uglygep2695 to float*
  store float %.137.us.4.1235.6, float* %uglygep26952696, align 4
  %scevgep2473 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2474 = getelementptr float, float* %scevgep2473, i64 -10
  %.137.us.5.1236.6 = load float, float* %scevgep2474, align 4
  %uglygep2697 = getelementptr i8, i8* %uglygep2695, i64 %30
  %uglygep26972698 = bitcast i8* %uglygep2697 to float*
  store float %.137.us.5.1236.6, float* %uglygep26972698, align 4
  %scevgep2475 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2476 = getelementptr float, float* %scevgep2475, i64 -9
  %.137.us.6.1237.6 = load float, float* %scevgep2476, align 4
  %uglygep2699 = getelementptr i8, i8* %uglygep2697, i64 %30
  %uglygep26992700 = bitcast i8* %uglygep2699 to float*
  store float %.137.us.6.1237.6, float* %uglygep26992700, align 4
  %scevgep2477 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2478 = getelementptr float, float* %scevgep2477, i64 -8
  %.137.us.7.1238.6 = load float, float* %scevgep2478, align 4
  %uglygep2701 = getelementptr i8, i8* %uglygep2699, i64 %30
  %uglygep27012702 = bitcast i8* %uglygep2701 to float*
  store float %.137.us.7.1238.6, float* %uglygep27012702, align 4
  %scevgep1056.6 = getelementptr i1, i1* %scevgep1056.5, i64 %7
  %scevgep2559 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2560 = getelementptr float, float* %scevgep2559, i64 -7
  %.137.us.1231.7 = load float, float* %scevgep2560, align 4
  %uglygep2703 = getelementptr i8, i8* %uglygep2701, i64 %30
  %uglygep27032704 = bitcast i8* %uglygep2703 to float*
  store float %.137.us.1231.7, float* %uglygep27032704, align 4
  %scevgep2561 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2562 = getelementptr float, float* %scevgep2561, i64 -6
  %.137.us.1.1232.7 = load float, float* %scevgep2562, align 4
  %uglygep2705 = getelementptr i8, i8* %uglygep2703, i64 %30
  %uglygep27052706 = bitcast i8* %uglygep2705 to float*
  store float %.137.us.1.1232.7, float* %uglygep27052706, align 4
  %scevgep2563 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2564 = getelementptr float, float* %scevgep2563, i64 -5
  %.137.us.2.1233.7 = load float, float* %scevgep2564, align 4
  %uglygep2707 = getelementptr i8, i8* %uglygep2705, i64 %30
  %uglygep27072708 = bitcast i8* %uglygep2707 to float*
  store float %.137.us.2.1233.7, float* %uglygep27072708, align 4
  %scevgep2565 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2566 = getelementptr float, float* %scevgep2565, i64 -4
  %.137.us.3.1234.7 = load float, float* %scevgep2566, align 4
  %uglygep2709 = getelementptr i8, i8* %uglygep2707, i64 %30
  %uglygep27092710 = bitcast i8* %uglygep2709 to float*
  store float %.137.us.3.1234.7, float* %uglygep27092710, align 4
  %scevgep2567 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2568 = getelementptr float, float* %scevgep2567, i64 -3
  %.137.us.4.1235.7 = load float, float* %scevgep2568, align 4
  %uglygep2711 = getelementptr i8, i8* %uglygep2709, i64 %30
  %uglygep27112712 = bitcast i8* %uglygep2711 to float*
  store float %.137.us.4.1235.7, float* %uglygep27112712, align 4
  %scevgep2569 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2570 = getelementptr float, float* %scevgep2569, i64 -2
  %.137.us.5.1236.7 = load float, float* %scevgep2570, align 4
  %uglygep2713 = getelementptr i8, i8* %uglygep2711, i64 %30
  %uglygep27132714 = bitcast i8* %uglygep2713 to float*
  store float %.137.us.5.1236.7, float* %uglygep27132714, align 4
  %scevgep2571 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %scevgep2572 = getelementptr float, float* %scevgep2571, i64 -1
  %.137.us.6.1237.7 = load float, float* %scevgep2572, align 4
  %uglygep2715 = getelementptr i8, i8* %uglygep2713, i64 %30
  %uglygep27152716 = bitcast i8* %uglygep2715 to float*
  store float %.137.us.6.1237.7, float* %uglygep27152716, align 4
  %scevgep2573 = getelementptr float, float* %lsr.iv2460, i64 %lsr.iv1061
  %.137.us.7.1238.7 = load float, float* %scevgep2573, align 4
  %uglygep2717 = getelementptr i8, i8* %uglygep2715, i64 %30
  %uglygep27172718 = bitcast i8* %uglygep2717 to float*
  store float %.137.us.7.1238.7, float* %uglygep27172718, align 4
  %scevgep1056.7 = getelementptr i1, i1* %scevgep1056.6, i64 %7
  %89 = bitcast i1* %scevgep1056.7 to float*
  %lsr.iv.next1062.7 = add i64 %lsr.iv1061, 64
  %lsr.iv.next2591 = add i64 %lsr.iv2590, -8
  %niter777.ncmp.7 = icmp eq i64 %lsr.iv.next2591, 0
  %uglygep2719 = getelementptr i8, i8* %uglygep2717, i64 %30
  %uglygep27192720 = bitcast i8* %uglygep2719 to float*
  br i1 %niter777.ncmp.7, label %for.body.1.us.preheader.1.1.loopexit.unr-lcssa, label %for.body.1.us.1241, !llvm.loop !104

for.body.1.us.preheader.1.1.loopexit.unr-lcssa:   ; preds = %for.body.1.us.1241, %for.body.1.us.1241.preheader
  %lsr.iv1061.unr = phi i64 [ 0, %for.body.1.us.1241.preheader ], [ %lsr.iv.next1062.7, %for.body.1.us.1241 ]
  %lsr.iv1054.unr = phi float* [ %lsr.iv1052, %for.body.1.us.1241.preheader ], [ %89, %for.body.1.us.1241 ]
  %90 = and i64 %29, 7
  %91 = icmp eq i64 %90, 0
  br i1 %91, label %for.body.1.us.preheader.1.1, label %for.body.1.us.1241.epil.preheader

for.body.1.us.1241.epil.preheader:                ; preds = %for.body.1.us.preheader.1.1.loopexit.unr-lcssa
  %scevgep2727 = getelementptr float, float* %lsr.iv2724, i64 %lsr.iv1061.unr
  br label %for.body.1.us.1241.epil

for.body.1.us.1241.epil:                          ; preds = %for.body.1.us.1241.epil.preheader, %for.body.1.us.1241.epil
  %lsr.iv2721 = phi i64 [ 0, %for.body.1.us.1241.epil.preheader ], [ %lsr.iv.next2722, %for.body.1.us.1241.epil ]
  %lsr.iv1054.epil = phi float* [ %uglygep27632764, %for.body.1.us.1241.epil ], [ %lsr.iv1054.unr, %for.body.1.us.1241.epil.preheader ]
  %92 = bitcast float* %scevgep2727 to i8*
  %lsr.iv1054.epil2748 = bitcast float* %lsr.iv1054.epil to i8*
  %uglygep2731 = getelementptr i8, i8* %92, i64 %lsr.iv2721
  %uglygep27312732 = bitcast i8* %uglygep2731 to float*
  %scevgep2733 = getelementptr float, float* %uglygep27312732, i64 -4
  %.137.us.1231.epil = load float, float* %scevgep2733, align 4
  store float %.137.us.1231.epil, float* %lsr.iv1054.epil, align 4
  %scevgep2741 = getelementptr float, float* %uglygep27312732, i64 -3
  %.137.us.1.1232.epil = load float, float* %scevgep2741, align 4
  %uglygep2749 = getelementptr i8, i8* %lsr.iv1054.epil2748, i64 %30
  %uglygep27492750 = bitcast i8* %uglygep2749 to float*
  store float %.137.us.1.1232.epil, float* %uglygep27492750, align 4
  %uglygep2742 = getelementptr i8, i8* %92, i64 %lsr.iv2721
  %uglygep27422743 = bitcast i8* %uglygep2742 to float*
  %scevgep2744 = getelementptr float, float* %uglygep27422743, i64 -2
  %.137.us.2.1233.epil = load float, float* %scevgep2744, align 4
  %uglygep2751 = getelementptr i8, i8* %uglygep2749, i64 %30
  %uglygep27512752 = bitcast i8* %uglygep2751 to float*
  store float %.137.us.2.1233.epil, float* %uglygep27512752, align 4
  %uglygep2745 = getelementptr i8, i8* %92, i64 %lsr.iv2721
  %uglygep27452746 = bitcast i8* %uglygep2745 to float*
  %scevgep2747 = getelementptr float, float* %uglygep27452746, i64 -1
  %.137.us.3.1234.epil = load float, float* %scevgep2747, align 4
  %uglygep2753 = getelementptr i8, i8* %uglygep2751, i64 %30
  %uglygep27532754 = bitcast i8* %uglygep2753 to float*
  store float %.137.us.3.1234.epil, float* %uglygep27532754, align 4
  %uglygep2729 = getelementptr i8, i8* %92, i64 %lsr.iv2721
  %uglygep27292730 = bitcast i8* %uglygep2729 to float*
  %.137.us.4.1235.epil = load float, float* %uglygep27292730, align 4
  %uglygep2755 = getelementptr i8, i8* %uglygep2753, i64 %30
  %uglygep27552756 = bitcast i8* %uglygep2755 to float*
  store float %.137.us.4.1235.epil, float* %uglygep27552756, align 4
  %scevgep2740 = getelementptr float, float* %uglygep27292730, i64 1
  %.137.us.5.1236.epil = load float, float* %scevgep2740, align 4
  %uglygep2757 = getelementptr i8, i8* %uglygep2755, i64 %30
  %uglygep27572758 = bitcast i8* %uglygep2757 to float*
  store float %.137.us.5.1236.epil, float* %uglygep27572758, align 4
  %uglygep2737 = getelementptr i8, i8* %92, i64 %lsr.iv2721
  %uglygep27372738 = bitcast i8* %uglygep2737 to float*
  %scevgep2739 = getelementptr float, float* %uglygep27372738, i64 2
  %.137.us.6.1237.epil = load float, float* %scevgep2739, align 4
  %uglygep2759 = getelementptr i8, i8* %uglygep2757, i64 %30
  %uglygep27592760 = bitcast i8* %uglygep2759 to float*
  store float %.137.us.6.1237.epil, float* %uglygep27592760, align 4
  %uglygep2734 = getelementptr i8, i8* %92, i64 %lsr.iv2721
  %uglygep27342735 = bitcast i8* %uglygep2734 to float*
  %scevgep2736 = getelementptr float, float* %uglygep27342735, i64 3
  %.137.us.7.1238.epil = load float, float* %scevgep2736, align 4
  %uglygep2761 = getelementptr i8, i8* %uglygep2759, i64 %30
  %uglygep27612762 = bitcast i8* %uglygep2761 to float*
  store float %.137.us.7.1238.epil, float* %uglygep27612762, align 4
  %lsr.iv.next2722 = add nuw nsw i64 %lsr.iv2721, 32
  %epil.iter774.cmp.not = icmp eq i64 %43, %lsr.iv.next2722
  %uglygep2763 = getelementptr i8, i8* %uglygep2761, i64 %30
  %uglygep27632764 = bitcast i8* %uglygep2763 to float*
  br i1 %epil.iter774.cmp.not, label %for.body.1.us.preheader.1.1, label %for.body.1.us.1241.epil, !llvm.loop !108

for.body.1.us.preheader.1.1:                      ; preds = %for.body.1.us.1241.epil, %for.body.1.us.preheader.1.1.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1229
  %93 = icmp eq i64 %xtraiter48, 0
  br i1 %93, label %for.body.1.us.prol.loopexit.1.1, label %for.body.1.us.prol.1.1.preheader

for.body.1.us.prol.1.1.preheader:                 ; preds = %for.body.1.us.preheader.1.1
  br label %for.body.1.us.prol.1.1

for.body.1.us.prol.1.1:                           ; preds = %for.body.1.us.prol.1.1.preheader, %for.body.1.us.prol.1.1
  %lsr.iv2765 = phi float* [ %lsr.iv665, %for.body.1.us.prol.1.1.preheader ], [ %94, %for.body.1.us.prol.1.1 ]
  %loop.index.12.us.prol.1.1 = phi i64 [ %.139.us.prol.1.1, %for.body.1.us.prol.1.1 ], [ 0, %for.body.1.us.prol.1.1.preheader ]
  %lsr.iv27652766 = bitcast float* %lsr.iv2765 to i1*
  %scevgep2768 = getelementptr float, float* %lsr.iv671, i64 %loop.index.12.us.prol.1.1
  %.137.us.prol.1.1 = load float, float* %scevgep2768, align 4
  store float %.137.us.prol.1.1, float* %lsr.iv2765, align 4
  %.139.us.prol.1.1 = add nuw nsw i64 %loop.index.12.us.prol.1.1, 1
  %scevgep2767 = getelementptr i1, i1* %lsr.iv27652766, i64 %30
  %94 = bitcast i1* %scevgep2767 to float*
  %prol.iter.cmp.1.not.1 = icmp eq i64 %xtraiter48, %.139.us.prol.1.1
  br i1 %prol.iter.cmp.1.not.1, label %for.body.1.us.prol.loopexit.1.1, label %for.body.1.us.prol.1.1, !llvm.loop !103

for.body.1.us.prol.loopexit.1.1:                  ; preds = %for.body.1.us.prol.1.1, %for.body.1.us.preheader.1.1
  %95 = icmp ult i64 %4, 7
  br i1 %95, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.preheader.1

for.body.1.us.1.preheader.1:                      ; preds = %for.body.1.us.prol.loopexit.1.1
  %96 = icmp ult i64 %27, 56
  %scevgep675 = getelementptr float, float* %lsr.iv665, i64 %21
  br i1 %96, label %for.end.1.loopexit.us.1.1.loopexit.unr-lcssa, label %for.body.1.us.1.1.preheader

for.body.1.us.1.1.preheader:                      ; preds = %for.body.1.us.1.preheader.1
  br label %for.body.1.us.1.1

for.body.1.us.1.1:                                ; preds = %for.body.1.us.1.1.preheader, %for.body.1.us.1.1
  %lsr.iv2906 = phi i64 [ %unroll_iter693, %for.body.1.us.1.1.preheader ], [ %lsr.iv.next2907, %for.body.1.us.1.1 ]
  %lsr.iv2903 = phi float* [ %lsr.iv2901, %for.body.1.us.1.1.preheader ], [ %uglygep30353036, %for.body.1.us.1.1 ]
  %lsr.iv1101 = phi i64 [ %lsr.iv.next1102.7, %for.body.1.us.1.1 ], [ 0, %for.body.1.us.1.1.preheader ]
  %lsr.iv29032904 = bitcast float* %lsr.iv2903 to i1*
  %lsr.iv29032908 = bitcast float* %lsr.iv2903 to i8*
  %scevgep2896 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2897 = getelementptr float, float* %scevgep2896, i64 -63
  %.137.us.173.1 = load float, float* %scevgep2897, align 4
  store float %.137.us.173.1, float* %lsr.iv2903, align 4
  %scevgep2894 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2895 = getelementptr float, float* %scevgep2894, i64 -62
  %.137.us.1.1.1 = load float, float* %scevgep2895, align 4
  %uglygep2909 = getelementptr i8, i8* %lsr.iv29032908, i64 %30
  %uglygep29092910 = bitcast i8* %uglygep2909 to float*
  store float %.137.us.1.1.1, float* %uglygep29092910, align 4
  %scevgep2892 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2893 = getelementptr float, float* %scevgep2892, i64 -61
  %.137.us.2.1.1 = load float, float* %scevgep2893, align 4
  %uglygep2911 = getelementptr i8, i8* %uglygep2909, i64 %30
  %uglygep29112912 = bitcast i8* %uglygep2911 to float*
  store float %.137.us.2.1.1, float* %uglygep29112912, align 4
  %scevgep2890 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2891 = getelementptr float, float* %scevgep2890, i64 -60
  %.137.us.3.1.1 = load float, float* %scevgep2891, align 4
  %uglygep2913 = getelementptr i8, i8* %uglygep2911, i64 %30
  %uglygep29132914 = bitcast i8* %uglygep2913 to float*
  store float %.137.us.3.1.1, float* %uglygep29132914, align 4
  %scevgep2888 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2889 = getelementptr float, float* %scevgep2888, i64 -59
  %.137.us.4.1.1 = load float, float* %scevgep2889, align 4
  %uglygep2915 = getelementptr i8, i8* %uglygep2913, i64 %30
  %uglygep29152916 = bitcast i8* %uglygep2915 to float*
  store float %.137.us.4.1.1, float* %uglygep29152916, align 4
  %scevgep2886 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2887 = getelementptr float, float* %scevgep2886, i64 -58
  %.137.us.5.1.1 = load float, float* %scevgep2887, align 4
  %uglygep2917 = getelementptr i8, i8* %uglygep2915, i64 %30
  %uglygep29172918 = bitcast i8* %uglygep2917 to float*
  store float %.137.us.5.1.1, float* %uglygep29172918, align 4
  %scevgep2884 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2885 = getelementptr float, float* %scevgep2884, i64 -57
  %.137.us.6.1.1 = load float, float* %scevgep2885, align 4
  %uglygep2919 = getelementptr i8, i8* %uglygep2917, i64 %30
  %uglygep29192920 = bitcast i8* %uglygep2919 to float*
  store float %.137.us.6.1.1, float* %uglygep29192920, align 4
  %scevgep2898 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2899 = getelementptr float, float* %scevgep2898, i64 -56
  %.137.us.7.1.1 = load float, float* %scevgep2899, align 4
  %uglygep2921 = getelementptr i8, i8* %uglygep2919, i64 %30
  %uglygep29212922 = bitcast i8* %uglygep2921 to float*
  store float %.137.us.7.1.1, float* %uglygep29212922, align 4
  %scevgep2853 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2854 = getelementptr float, float* %scevgep2853, i64 -55
  %.137.us.173.1.1 = load float, float* %scevgep2854, align 4
  %uglygep2923 = getelementptr i8, i8* %uglygep2921, i64 %30
  %uglygep29232924 = bitcast i8* %uglygep2923 to float*
  store float %.137.us.173.1.1, float* %uglygep29232924, align 4
  %scevgep2855 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2856 = getelementptr float, float* %scevgep2855, i64 -54
  %.137.us.1.1.1.1 = load float, float* %scevgep2856, align 4
  %uglygep2925 = getelementptr i8, i8* %uglygep2923, i64 %30
  %uglygep29252926 = bitcast i8* %uglygep2925 to float*
  store float %.137.us.1.1.1.1, float* %uglygep29252926, align 4
  %scevgep2857 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2858 = getelementptr float, float* %scevgep2857, i64 -53
  %.137.us.2.1.1.1 = load float, float* %scevgep2858, align 4
  %uglygep2927 = getelementptr i8, i8* %uglygep2925, i64 %30
  %uglygep29272928 = bitcast i8* %uglygep2927 to float*
  store float %.137.us.2.1.1.1, float* %uglygep29272928, align 4
  %scevgep2859 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2860 = getelementptr float, float* %scevgep2859, i64 -52
  %.137.us.3.1.1.1 = load float, float* %scevgep2860, align 4
  %uglygep2929 = getelementptr i8, i8* %uglygep2927, i64 %30
  %uglygep29292930 = bitcast i8* %uglygep2929 to float*
  store float %.137.us.3.1.1.1, float* %uglygep29292930, align 4
  %scevgep2861 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2862 = getelementptr float, float* %scevgep2861, i64 -51
  %.137.us.4.1.1.1 = load float, float* %scevgep2862, align 4
  %uglygep2931 = getelementptr i8, i8* %uglygep2929, i64 %30
  %uglygep29312932 = bitcast i8* %uglygep2931 to float*
  store float %.137.us.4.1.1.1, float* %uglygep29312932, align 4
  %scevgep2863 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2864 = getelementptr float, float* %scevgep2863, i64 -50
  %.137.us.5.1.1.1 = load float, float* %scevgep2864, align 4
  %uglygep2933 = getelementptr i8, i8* %uglygep2931, i64 %30
  %uglygep29332934 = bitcast i8* %uglygep2933 to float*
  store float %.137.us.5.1.1.1, float* %uglygep29332934, align 4
  %scevgep2865 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2866 = getelementptr float, float* %scevgep2865, i64 -49
  %.137.us.6.1.1.1 = load float, float* %scevgep2866, align 4
  %uglygep2935 = getelementptr i8, i8* %uglygep2933, i64 %30
  %uglygep29352936 = bitcast i8* %uglygep2935 to float*
  store float %.137.us.6.1.1.1, float* %uglygep29352936, align 4
  %scevgep2867 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2868 = getelementptr float, float* %scevgep2867, i64 -48
  %.137.us.7.1.1.1 = load float, float* %scevgep2868, align 4
  %uglygep2937 = getelementptr i8, i8* %uglygep2935, i64 %30
  %uglygep29372938 = bitcast i8* %uglygep2937 to float*
  store float %.137.us.7.1.1.1, float* %uglygep29372938, align 4
  %scevgep2837 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2838 = getelementptr float, float* %scevgep2837, i64 -47
  %.137.us.173.1.2 = load float, float* %scevgep2838, align 4
  %uglygep2939 = getelementptr i8, i8* %uglygep2937, i64 %30
  %uglygep29392940 = bitcast i8* %uglygep2939 to float*
  store float %.137.us.173.1.2, float* %uglygep29392940, align 4
  %scevgep2839 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2840 = getelementptr float, float* %scevgep2839, i64 -46
  %.137.us.1.1.1.2 = load float, float* %scevgep2840, align 4
  %uglygep2941 = getelementptr i8, i8* %uglygep2939, i64 %30
  %uglygep29412942 = bitcast i8* %uglygep2941 to float*
  store float %.137.us.1.1.1.2, float* %uglygep29412942, align 4
  %scevgep2841 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2842 = getelementptr float, float* %scevgep2841, i64 -45
  %.137.us.2.1.1.2 = load float, float* %scevgep2842, align 4
  %uglygep2943 = getelementptr i8, i8* %uglygep2941, i64 %30
  %uglygep29432944 = bitcast i8* %uglygep2943 to float*
  store float %.137.us.2.1.1.2, float* %uglygep29432944, align 4
  %scevgep2843 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2844 = getelementptr float, float* %scevgep2843, i64 -44
  %.137.us.3.1.1.2 = load float, float* %scevgep2844, align 4
  %uglygep2945 = getelementptr i8, i8* %uglygep2943, i64 %30
  %uglygep29452946 = bitcast i8* %uglygep2945 to float*
  store float %.137.us.3.1.1.2, float* %uglygep29452946, align 4
  %scevgep2845 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2846 = getelementptr float, float* %scevgep2845, i64 -43
  %.137.us.4.1.1.2 = load float, float* %scevgep2846, align 4
  %uglygep2947 = getelementptr i8, i8* %uglygep2945, i64 %30
  %uglygep29472948 = bitcast i8* %uglygep2947 to float*
  store float %.137.us.4.1.1.2, float* %uglygep29472948, align 4
  %scevgep2847 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2848 = getelementptr float, float* %scevgep2847, i64 -42
  %.137.us.5.1.1.2 = load float, float* %scevgep2848, align 4
  %uglygep2949 = getelementptr i8, i8* %uglygep2947, i64 %30
  %uglygep29492950 = bitcast i8* %uglygep2949 to float*
  store float %.137.us.5.1.1.2, float* %uglygep29492950, align 4
  %scevgep2849 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2850 = getelementptr float, float* %scevgep2849, i64 -41
  %.137.us.6.1.1.2 = load float, float* %scevgep2850, align 4
  %uglygep2951 = getelementptr i8, i8* %uglygep2949, i64 %30
  %uglygep29512952 = bitcast i8* %uglygep2951 to float*
  store float %.137.us.6.1.1.2, float* %uglygep29512952, align 4
  %scevgep2851 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2852 = getelementptr float, float* %scevgep2851, i64 -40
  %.137.us.7.1.1.2 = load float, float* %scevgep2852, align 4
  %uglygep2953 = getelementptr i8, i8* %uglygep2951, i64 %30
  %uglygep29532954 = bitcast i8* %uglygep2953 to float*
  store float %.137.us.7.1.1.2, float* %uglygep29532954, align 4
  %scevgep2821 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2822 = getelementptr float, float* %scevgep2821, i64 -39
  %.137.us.173.1.3 = load float, float* %scevgep2822, align 4
  %uglygep2955 = getelementptr i8, i8* %uglygep2953, i64 %30
  %uglygep29552956 = bitcast i8* %uglygep2955 to float*
  store float %.137.us.173.1.3, float* %uglygep29552956, align 4
  %scevgep2823 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2824 = getelementptr float, float* %scevgep2823, i64 -38
  %.137.us.1.1.1.3 = load float, float* %scevgep2824, align 4
  %uglygep2957 = getelementptr i8, i8* %uglygep2955, i64 %30
  %uglygep29572958 = bitcast i8* %uglygep2957 to float*
  store float %.137.us.1.1.1.3, float* %uglygep29572958, align 4
  %scevgep2825 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2826 = getelementptr float, float* %scevgep2825, i64 -37
  %.137.us.2.1.1.3 = load float, float* %scevgep2826, align 4
  %uglygep2959 = getelementptr i8, i8* %uglygep2957, i64 %30
  %uglygep29592960 = bitcast i8* %uglygep2959 to float*
  store float %.137.us.2.1.1.3, float* %uglygep29592960, align 4
  %scevgep2827 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2828 = getelementptr float, float* %scevgep2827, i64 -36
  %.137.us.3.1.1.3 = load float, float* %scevgep2828, align 4
  %uglygep2961 = getelementptr i8, i8* %uglygep2959, i64 %30
  %uglygep29612962 = bitcast i8* %uglygep2961 to float*
  store float %.137.us.3.1.1.3, float* %uglygep29612962, align 4
  %scevgep2829 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2830 = getelementptr float, float* %scevgep2829, i64 -35
  %.137.us.4.1.1.3 = load float, float* %scevgep2830, align 4
  %uglygep2963 = getelementptr i8, i8* %uglygep2961, i64 %30
  %uglygep29632964 = bitcast i8* %uglygep2963 to float*
  store float %.137.us.4.1.1.3, float* %uglygep29632964, align 4
  %scevgep2831 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2832 = getelementptr float, float* %scevgep2831, i64 -34
  %.137.us.5.1.1.3 = load float, float* %scevgep2832, align 4
  %uglygep2965 = getelementptr i8, i8* %uglygep2963, i64 %30
  %uglygep29652966 = bitcast i8* %uglygep2965 to float*
  store float %.137.us.5.1.1.3, float* %uglygep29652966, align 4
  %scevgep2833 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2834 = getelementptr float, float* %scevgep2833, i64 -33
  %.137.us.6.1.1.3 = load float, float* %scevgep2834, align 4
  %uglygep2967 = getelementptr i8, i8* %uglygep2965, i64 %30
  %uglygep29672968 = bitcast i8* %uglygep2967 to float*
  store float %.137.us.6.1.1.3, float* %uglygep29672968, align 4
  %scevgep2835 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2836 = getelementptr float, float* %scevgep2835, i64 -32
  %.137.us.7.1.1.3 = load float, float* %scevgep2836, align 4
  %uglygep2969 = getelementptr i8, i8* %uglygep2967, i64 %30
  %uglygep29692970 = bitcast i8* %uglygep2969 to float*
  store float %.137.us.7.1.1.3, float* %uglygep29692970, align 4
  %scevgep2805 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2806 = getelementptr float, float* %scevgep2805, i64 -31
  %.137.us.173.1.4 = load float, float* %scevgep2806, align 4
  %uglygep2971 = getelementptr i8, i8* %uglygep2969, i64 %30
  %uglygep29712972 = bitcast i8* %uglygep2971 to float*
  store float %.137.us.173.1.4, float* %uglygep29712972, align 4
  %scevgep2807 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2808 = getelementptr float, float* %scevgep2807, i64 -30
  %.137.us.1.1.1.4 = load float, float* %scevgep2808, align 4
  %uglygep2973 = getelementptr i8, i8* %uglygep2971, i64 %30
  %uglygep29732974 = bitcast i8* %uglygep2973 to float*
  store float %.137.us.1.1.1.4, float* %uglygep29732974, align 4
  %scevgep2809 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2810 = getelementptr float, float* %scevgep2809, i64 -29
  %.137.us.2.1.1.4 = load float, float* %scevgep2810, align 4
  %uglygep2975 = getelementptr i8, i8* %uglygep2973, i64 %30
  %uglygep29752976 = bitcast i8* %uglygep2975 to float*
  store float %.137.us.2.1.1.4, float* %uglygep29752976, align 4
  %scevgep2811 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2812 = getelementptr float, float* %scevgep2811, i64 -28
  %.137.us.3.1.1.4 = load float, float* %scevgep2812, align 4
  %uglygep2977 = getelementptr i8, i8* %uglygep2975, i64 %30
  %uglygep29772978 = bitcast i8* %uglygep2977 to float*
  store float %.137.us.3.1.1.4, float* %uglygep29772978, align 4
  %scevgep2813 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2814 = getelementptr float, float* %scevgep2813, i64 -27
  %.137.us.4.1.1.4 = load float, float* %scevgep2814, align 4
  %uglygep2979 = getelementptr i8, i8* %uglygep2977, i64 %30
  %uglygep29792980 = bitcast i8* %uglygep2979 to float*
  store float %.137.us.4.1.1.4, float* %uglygep29792980, align 4
  %scevgep2815 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2816 = getelementptr float, float* %scevgep2815, i64 -26
  %.137.us.5.1.1.4 = load float, float* %scevgep2816, align 4
  %uglygep2981 = getelementptr i8, i8* %uglygep2979, i64 %30
  %uglygep29812982 = bitcast i8* %uglygep2981 to float*
  store float %.137.us.5.1.1.4, float* %uglygep29812982, align 4
  %scevgep2817 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2818 = getelementptr float, float* %scevgep2817, i64 -25
  %.137.us.6.1.1.4 = load float, float* %scevgep2818, align 4
  %uglygep2983 = getelementptr i8, i8* %uglygep2981, i64 %30
  %uglygep29832984 = bitcast i8* %uglygep2983 to float*
  store float %.137.us.6.1.1.4, float* %uglygep29832984, align 4
  %scevgep2819 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2820 = getelementptr float, float* %scevgep2819, i64 -24
  %.137.us.7.1.1.4 = load float, float* %scevgep2820, align 4
  %uglygep2985 = getelementptr i8, i8* %uglygep2983, i64 %30
  %uglygep29852986 = bitcast i8* %uglygep2985 to float*
  store float %.137.us.7.1.1.4, float* %uglygep29852986, align 4
  %scevgep2789 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2790 = getelementptr float, float* %scevgep2789, i64 -23
  %.137.us.173.1.5 = load float, float* %scevgep2790, align 4
  %uglygep2987 = getelementptr i8, i8* %uglygep2985, i64 %30
  %uglygep29872988 = bitcast i8* %uglygep2987 to float*
  store float %.137.us.173.1.5, float* %uglygep29872988, align 4
  %scevgep2791 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2792 = getelementptr float, float* %scevgep2791, i64 -22
  %.137.us.1.1.1.5 = load float, float* %scevgep2792, align 4
  %uglygep2989 = getelementptr i8, i8* %uglygep2987, i64 %30
  %uglygep29892990 = bitcast i8* %uglygep2989 to float*
  store float %.137.us.1.1.1.5, float* %uglygep29892990, align 4
  %scevgep2793 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2794 = getelementptr float, float* %scevgep2793, i64 -21
  %.137.us.2.1.1.5 = load float, float* %scevgep2794, align 4
  %uglygep2991 = getelementptr i8, i8* %uglygep2989, i64 %30
  %uglygep29912992 = bitcast i8* %uglygep2991 to float*
  store float %.137.us.2.1.1.5, float* %uglygep29912992, align 4
  %scevgep2795 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2796 = getelementptr float, float* %scevgep2795, i64 -20
  %.137.us.3.1.1.5 = load float, float* %scevgep2796, align 4
  %uglygep2993 = getelementptr i8, i8* %uglygep2991, i64 %30
  %uglygep29932994 = bitcast i8* %uglygep2993 to float*
  store float %.137.us.3.1.1.5, float* %uglygep29932994, align 4
  %scevgep2797 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2798 = getelementptr float, float* %scevgep2797, i64 -19
  %.137.us.4.1.1.5 = load float, float* %scevgep2798, align 4
  %uglygep2995 = getelementptr i8, i8* %uglygep2993, i64 %30
  %uglygep29952996 = bitcast i8* %uglygep2995 to float*
  store float %.137.us.4.1.1.5, float* %uglygep29952996, align 4
  %scevgep2799 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2800 = getelementptr float, float* %scevgep2799, i64 -18
  %.137.us.5.1.1.5 = load float, float* %scevgep2800, align 4
  %uglygep2997 = getelementptr i8, i8* %uglygep2995, i64 %30
  %uglygep29972998 = bitcast i8* %uglygep2997 to float*
  store float %.137.us.5.1.1.5, float* %uglygep29972998, align 4
  %scevgep2801 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2802 = getelementptr float, float* %scevgep2801, i64 -17
  %.137.us.6.1.1.5 = load float, float* %scevgep2802, align 4
  %uglygep2999 = getelementptr i8, i8* %uglygep2997, i64 %30
  %uglygep29993000 = bitcast i8* %uglygep2999 to float*
  store float %.137.us.6.1.1.5, float* %uglygep29993000, align 4
  %scevgep2803 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2804 = getelementptr float, float* %scevgep2803, i64 -16
  %.137.us.7.1.1.5 = load float, float* %scevgep2804, align 4
  %uglygep3001 = getelementptr i8, i8* %uglygep2999, i64 %30
  %uglygep30013002 = bitcast i8* %uglygep3001 to float*
  store float %.137.us.7.1.1.5, float* %uglygep30013002, align 4
  %scevgep2773 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2774 = getelementptr float, float* %scevgep2773, i64 -15
  %.137.us.173.1.6 = load float, float* %scevgep2774, align 4
  %uglygep3003 = getelementptr i8, i8* %uglygep3001, i64 %30
  %uglygep30033004 = bitcast i8* %uglygep3003 to float*
  store float %.137.us.173.1.6, float* %uglygep30033004, align 4
  %scevgep2775 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2776 = getelementptr float, float* %scevgep2775, i64 -14
  %.137.us.1.1.1.6 = load float, float* %scevgep2776, align 4
  %uglygep3005 = getelementptr i8, i8* %uglygep3003, i64 %30
  %uglygep30053006 = bitcast i8* %uglygep3005 to float*
  store float %.137.us.1.1.1.6, float* %uglygep30053006, align 4
  %scevgep2777 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2778 = getelementptr float, float* %scevgep2777, i64 -13
  %.137.us.2.1.1.6 = load float, float* %scevgep2778, align 4
  %uglygep3007 = getelementptr i8, i8* %uglygep3005, i64 %30
  %uglygep30073008 = bitcast i8* %uglygep3007 to float*
  store float %.137.us.2.1.1.6, float* %uglygep30073008, align 4
  %scevgep2779 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2780 = getelementptr float, float* %scevgep2779, i64 -12
  %.137.us.3.1.1.6 = load float, float* %scevgep2780, align 4
  %uglygep3009 = getelementptr i8, i8* %uglygep3007, i64 %30
  %uglygep30093010 = bitcast i8* %uglygep3009 to float*
  store float %.137.us.3.1.1.6, float* %uglygep30093010, align 4
  %scevgep2781 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2782 = getelementptr float, float* %scevgep2781, i64 -11
  %.137.us.4.1.1.6 = load float, float* %scevgep2782, align 4
  %uglygep3011 = getelementptr i8, i8* %uglygep3009, i64 %30
  %uglygep30113012 = bitcast i8* %uglygep3011 to float*
  store float %.137.us.4.1.1.6, float* %uglygep30113012, align 4
  %scevgep2783 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2784 = getelementptr float, float* %scevgep2783, i64 -10
  %.137.us.5.1.1.6 = load float, float* %scevgep2784, align 4
  %uglygep3013 = getelementptr i8, i8* %uglygep3011, i64 %30
  %uglygep30133014 = bitcast i8* %uglygep3013 to float*
  store float %.137.us.5.1.1.6, float* %uglygep30133014, align 4
  %scevgep2785 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2786 = getelementptr float, float* %scevgep2785, i64 -9
  %.137.us.6.1.1.6 = load float, float* %scevgep2786, align 4
  %uglygep3015 = getelementptr i8, i8* %uglygep3013, i64 %30
  %uglygep30153016 = bitcast i8* %uglygep3015 to float*
  store float %.137.us.6.1.1.6, float* %uglygep30153016, align 4
  %scevgep2787 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2788 = getelementptr float, float* %scevgep2787, i64 -8
  %.137.us.7.1.1.6 = load float, float* %scevgep2788, align 4
  %uglygep3017 = getelementptr i8, i8* %uglygep3015, i64 %30
  %uglygep30173018 = bitcast i8* %uglygep3017 to float*
  store float %.137.us.7.1.1.6, float* %uglygep30173018, align 4
  %scevgep2869 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2870 = getelementptr float, float* %scevgep2869, i64 -7
  %.137.us.173.1.7 = load float, float* %scevgep2870, align 4
  %uglygep3019 = getelementptr i8, i8* %uglygep3017, i64 %30
  %uglygep30193020 = bitcast i8* %uglygep3019 to float*
  store float %.137.us.173.1.7, float* %uglygep30193020, align 4
  %scevgep2871 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2872 = getelementptr float, float* %scevgep2871, i64 -6
  %.137.us.1.1.1.7 = load float, float* %scevgep2872, align 4
  %uglygep3021 = getelementptr i8, i8* %uglygep3019, i64 %30
  %uglygep30213022 = bitcast i8* %uglygep3021 to float*
  store float %.137.us.1.1.1.7, float* %uglygep30213022, align 4
  %scevgep2873 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2874 = getelementptr float, float* %scevgep2873, i64 -5
  %.137.us.2.1.1.7 = load float, float* %scevgep2874, align 4
  %uglygep3023 = getelementptr i8, i8* %uglygep3021, i64 %30
  %uglygep30233024 = bitcast i8* %uglygep3023 to float*
  store float %.137.us.2.1.1.7, float* %uglygep30233024, align 4
  %scevgep2875 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2876 = getelementptr float, float* %scevgep2875, i64 -4
  %.137.us.3.1.1.7 = load float, float* %scevgep2876, align 4
  %uglygep3025 = getelementptr i8, i8* %uglygep3023, i64 %30
  %uglygep30253026 = bitcast i8* %uglygep3025 to float*
  store float %.137.us.3.1.1.7, float* %uglygep30253026, align 4
  %scevgep2877 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2878 = getelementptr float, float* %scevgep2877, i64 -3
  %.137.us.4.1.1.7 = load float, float* %scevgep2878, align 4
  %uglygep3027 = getelementptr i8, i8* %uglygep3025, i64 %30
  %uglygep30273028 = bitcast i8* %uglygep3027 to float*
  store float %.137.us.4.1.1.7, float* %uglygep30273028, align 4
  %scevgep2879 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2880 = getelementptr float, float* %scevgep2879, i64 -2
  %.137.us.5.1.1.7 = load float, float* %scevgep2880, align 4
  %uglygep3029 = getelementptr i8, i8* %uglygep3027, i64 %30
  %uglygep30293030 = bitcast i8* %uglygep3029 to float*
  store float %.137.us.5.1.1.7, float* %uglygep30293030, align 4
  %scevgep2881 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %scevgep2882 = getelementptr float, float* %scevgep2881, i64 -1
  %.137.us.6.1.1.7 = load float, float* %scevgep2882, align 4
  %uglygep3031 = getelementptr i8, i8* %uglygep3029, i64 %30
  %uglygep30313032 = bitcast i8* %uglygep3031 to float*
  store float %.137.us.6.1.1.7, float* %uglygep30313032, align 4
  %scevgep2883 = getelementptr float, float* %lsr.iv2770, i64 %lsr.iv1101
  %.137.us.7.1.1.7 = load float, float* %scevgep2883, align 4
  %uglygep3033 = getelementptr i8, i8* %uglygep3031, i64 %30
  %uglygep30333034 = bitcast i8* %uglygep3033 to float*
  store float %.137.us.7.1.1.7, float* %uglygep30333034, align 4
  %lsr.iv.next1102.7 = add i64 %lsr.iv1101, 64
  %scevgep2905 = getelementptr i1, i1* %lsr.iv29032904, i64 %37
  %97 = bitcast i1* %scevgep2905 to float*
  %lsr.iv.next2907 = add i64 %lsr.iv2906, -8
  %niter782.ncmp.7 = icmp eq i64 %lsr.iv.next2907, 0
  %uglygep3035 = getelementptr i8, i8* %uglygep3033, i64 %30
  %uglygep30353036 = bitcast i8* %uglygep3035 to float*
  br i1 %niter782.ncmp.7, label %for.end.1.loopexit.us.1.1.loopexit.unr-lcssa, label %for.body.1.us.1.1, !llvm.loop !104

for.end.1.loopexit.us.1.1.loopexit.unr-lcssa:     ; preds = %for.body.1.us.1.1, %for.body.1.us.1.preheader.1
  %lsr.iv1101.unr = phi i64 [ 0, %for.body.1.us.1.preheader.1 ], [ %lsr.iv.next1102.7, %for.body.1.us.1.1 ]
  %lsr.iv676.unr = phi float* [ %scevgep675, %for.body.1.us.1.preheader.1 ], [ %97, %for.body.1.us.1.1 ]
  %98 = and i64 %29, 7
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1.epil.preheader

for.body.1.us.1.1.epil.preheader:                 ; preds = %for.end.1.loopexit.us.1.1.loopexit.unr-lcssa
  %scevgep3046 = getelementptr float, float* %lsr.iv3043, i64 %lsr.iv1101.unr
  br label %for.body.1.us.1.1.epil

for.body.1.us.1.1.epil:                           ; preds = %for.body.1.us.1.1.epil.preheader, %for.body.1.us.1.1.epil
  %lsr.iv3039 = phi float* [ %lsr.iv676.unr, %for.body.1.us.1.1.epil.preheader ], [ %uglygep30823083, %for.body.1.us.1.1.epil ]
  %lsr.iv3037 = phi i64 [ 0, %for.body.1.us.1.1.epil.preheader ], [ %lsr.iv.next3038, %for.body.1.us.1.1.epil ]
  %100 = bitcast float* %scevgep3046 to i8*
  %lsr.iv30393067 = bitcast float* %lsr.iv3039 to i8*
  %uglygep3050 = getelementptr i8, i8* %100, i64 %lsr.iv3037
  %uglygep30503051 = bitcast i8* %uglygep3050 to float*
  %scevgep3052 = getelementptr float, float* %uglygep30503051, i64 -4
  %.137.us.173.1.epil = load float, float* %scevgep3052, align 4
  store float %.137.us.173.1.epil, float* %lsr.iv3039, align 4
  %scevgep3060 = getelementptr float, float* %uglygep30503051, i64 -3
  %.137.us.1.1.1.epil = load float, float* %scevgep3060, align 4
  %uglygep3068 = getelementptr i8, i8* %lsr.iv30393067, i64 %30
  %uglygep30683069 = bitcast i8* %uglygep3068 to float*
  store float %.137.us.1.1.1.epil, float* %uglygep30683069, align 4
  %uglygep3061 = getelementptr i8, i8* %100, i64 %lsr.iv3037
  %uglygep30613062 = bitcast i8* %uglygep3061 to float*
  %scevgep3063 = getelementptr float, float* %uglygep30613062, i64 -2
  %.137.us.2.1.1.epil = load float, float* %scevgep3063, align 4
  %uglygep3070 = getelementptr i8, i8* %uglygep3068, i64 %30
  %uglygep30703071 = bitcast i8* %uglygep3070 to float*
  store float %.137.us.2.1.1.epil, float* %uglygep30703071, align 4
  %uglygep3064 = getelementptr i8, i8* %100, i64 %lsr.iv3037
  %uglygep30643065 = bitcast i8* %uglygep3064 to float*
  %scevgep3066 = getelementptr float, float* %uglygep30643065, i64 -1
  %.137.us.3.1.1.epil = load float, float* %scevgep3066, align 4
  %uglygep3072 = getelementptr i8, i8* %uglygep3070, i64 %30
  %uglygep30723073 = bitcast i8* %uglygep3072 to float*
  store float %.137.us.3.1.1.epil, float* %uglygep30723073, align 4
  %uglygep3048 = getelementptr i8, i8* %100, i64 %lsr.iv3037
  %uglygep30483049 = bitcast i8* %uglygep3048 to float*
  %.137.us.4.1.1.epil = load float, float* %uglygep30483049, align 4
  %uglygep3074 = getelementptr i8, i8* %uglygep3072, i64 %30
  %uglygep30743075 = bitcast i8* %uglygep3074 to float*
  store float %.137.us.4.1.1.epil, float* %uglygep30743075, align 4
  %scevgep3059 = getelementptr float, float* %uglygep30483049, i64 1
  %.137.us.5.1.1.epil = load float, float* %scevgep3059, align 4
  %uglygep3076 = getelementptr i8, i8* %uglygep3074, i64 %30
  %uglygep30763077 = bitcast i8* %uglygep3076 to float*
  store float %.137.us.5.1.1.epil, float* %uglygep30763077, align 4
  %uglygep3056 = getelementptr i8, i8* %100, i64 %lsr.iv3037
  %uglygep30563057 = bitcast i8* %uglygep3056 to float*
  %scevgep3058 = getelementptr float, float* %uglygep30563057, i64 2
  %.137.us.6.1.1.epil = load float, float* %scevgep3058, align 4
  %uglygep3078 = getelementptr i8, i8* %uglygep3076, i64 %30
  %uglygep30783079 = bitcast i8* %uglygep3078 to float*
  store float %.137.us.6.1.1.epil, float* %uglygep30783079, align 4
  %uglygep3053 = getelementptr i8, i8* %100, i64 %lsr.iv3037
  %uglygep30533054 = bitcast i8* %uglygep3053 to float*
  %scevgep3055 = getelementptr float, float* %uglygep30533054, i64 3
  %.137.us.7.1.1.epil = load float, float* %scevgep3055, align 4
  %uglygep3080 = getelementptr i8, i8* %uglygep3078, i64 %30
  %uglygep30803081 = bitcast i8* %uglygep3080 to float*
  store float %.137.us.7.1.1.epil, float* %uglygep30803081, align 4
  %lsr.iv.next3038 = add nuw nsw i64 %lsr.iv3037, 32
  %epil.iter779.cmp.not = icmp eq i64 %48, %lsr.iv.next3038
  %uglygep3082 = getelementptr i8, i8* %uglygep3080, i64 %30
  %uglygep30823083 = bitcast i8* %uglygep3082 to float*
  br i1 %epil.iter779.cmp.not, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1.epil, !llvm.loop !109

for.end.1.loopexit.us.1.1:                        ; preds = %for.body.1.us.1.1.epil, %for.end.1.loopexit.us.1.1.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1.1
  %101 = icmp eq i64 %xtraiter48, 0
  %scevgep464.1 = getelementptr i1, i1* %scevgep464, i64 %6
  %scevgep700.1 = getelementptr i1, i1* %scevgep700, i64 %6
  br i1 %101, label %for.body.1.us.prol.loopexit.2, label %for.body.1.us.prol.2.preheader

for.body.1.us.prol.2.preheader:                   ; preds = %for.end.1.loopexit.us.1.1
  br label %for.body.1.us.prol.2

for.body.1.us.prol.2:                             ; preds = %for.body.1.us.prol.2.preheader, %for.body.1.us.prol.2
  %lsr.iv3084 = phi float* [ %lsr.iv710, %for.body.1.us.prol.2.preheader ], [ %102, %for.body.1.us.prol.2 ]
  %loop.index.12.us.prol.2 = phi i64 [ %.139.us.prol.2, %for.body.1.us.prol.2 ], [ 0, %for.body.1.us.prol.2.preheader ]
  %lsr.iv30843085 = bitcast float* %lsr.iv3084 to i1*
  %scevgep3087 = getelementptr float, float* %lsr.iv716, i64 %loop.index.12.us.prol.2
  %.137.us.prol.2 = load float, float* %scevgep3087, align 4
  store float %.137.us.prol.2, float* %lsr.iv3084, align 4
  %.139.us.prol.2 = add nuw nsw i64 %loop.index.12.us.prol.2, 1
  %scevgep3086 = getelementptr i1, i1* %lsr.iv30843085, i64 %30
  %102 = bitcast i1* %scevgep3086 to float*
  %prol.iter.cmp.not.2 = icmp eq i64 %xtraiter48, %.139.us.prol.2
  br i1 %prol.iter.cmp.not.2, label %for.body.1.us.prol.loopexit.2, label %for.body.1.us.prol.2, !llvm.loop !103

for.body.1.us.prol.loopexit.2:                    ; preds = %for.body.1.us.prol.2, %for.end.1.loopexit.us.1.1
  %103 = icmp ult i64 %4, 7
  br i1 %103, label %for.body.1.us.preheader.1.2, label %for.body.1.us.2.preheader

for.body.1.us.2.preheader:                        ; preds = %for.body.1.us.prol.loopexit.2
  %104 = icmp ult i64 %27, 56
  br i1 %104, label %for.body.1.us.preheader.1.2.loopexit.unr-lcssa, label %for.body.1.us.2.preheader810

for.body.1.us.2.preheader810:                     ; preds = %for.body.1.us.2.preheader
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader810, %for.body.1.us.2
  %lsr.iv3219 = phi i64 [ %unroll_iter693, %for.body.1.us.2.preheader810 ], [ %lsr.iv.next3220, %for.body.1.us.2 ]
  %lsr.iv1149 = phi i64 [ %lsr.iv.next1150.7, %for.body.1.us.2 ], [ 0, %for.body.1.us.2.preheader810 ]
  %lsr.iv1142 = phi float* [ %uglygep33483349, %for.body.1.us.2 ], [ %lsr.iv1140, %for.body.1.us.2.preheader810 ]
  %lsr.iv11423221 = bitcast float* %lsr.iv1142 to i8*
  %lsr.iv11421143 = bitcast float* %lsr.iv1142 to i1*
  %scevgep3215 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3216 = getelementptr float, float* %scevgep3215, i64 -63
  %.137.us.2242 = load float, float* %scevgep3216, align 4
  store float %.137.us.2242, float* %lsr.iv1142, align 4
  %scevgep3213 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3214 = getelementptr float, float* %scevgep3213, i64 -62
  %.137.us.1.2 = load float, float* %scevgep3214, align 4
  %uglygep3222 = getelementptr i8, i8* %lsr.iv11423221, i64 %30
  %uglygep32223223 = bitcast i8* %uglygep3222 to float*
  store float %.137.us.1.2, float* %uglygep32223223, align 4
  %scevgep3211 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3212 = getelementptr float, float* %scevgep3211, i64 -61
  %.137.us.2.2 = load float, float* %scevgep3212, align 4
  %uglygep3224 = getelementptr i8, i8* %uglygep3222, i64 %30
  %uglygep32243225 = bitcast i8* %uglygep3224 to float*
  store float %.137.us.2.2, float* %uglygep32243225, align 4
  %scevgep3209 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3210 = getelementptr float, float* %scevgep3209, i64 -60
  %.137.us.3.2 = load float, float* %scevgep3210, align 4
  %uglygep3226 = getelementptr i8, i8* %uglygep3224, i64 %30
  %uglygep32263227 = bitcast i8* %uglygep3226 to float*
  store float %.137.us.3.2, float* %uglygep32263227, align 4
  %scevgep3207 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3208 = getelementptr float, float* %scevgep3207, i64 -59
  %.137.us.4.2 = load float, float* %scevgep3208, align 4
  %uglygep3228 = getelementptr i8, i8* %uglygep3226, i64 %30
  %uglygep32283229 = bitcast i8* %uglygep3228 to float*
  store float %.137.us.4.2, float* %uglygep32283229, align 4
  %scevgep3205 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3206 = getelementptr float, float* %scevgep3205, i64 -58
  %.137.us.5.2 = load float, float* %scevgep3206, align 4
  %uglygep3230 = getelementptr i8, i8* %uglygep3228, i64 %30
  %uglygep32303231 = bitcast i8* %uglygep3230 to float*
  store float %.137.us.5.2, float* %uglygep32303231, align 4
  %scevgep3203 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3204 = getelementptr float, float* %scevgep3203, i64 -57
  %.137.us.6.2 = load float, float* %scevgep3204, align 4
  %uglygep3232 = getelementptr i8, i8* %uglygep3230, i64 %30
  %uglygep32323233 = bitcast i8* %uglygep3232 to float*
  store float %.137.us.6.2, float* %uglygep32323233, align 4
  %scevgep3217 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3218 = getelementptr float, float* %scevgep3217, i64 -56
  %.137.us.7.2 = load float, float* %scevgep3218, align 4
  %uglygep3234 = getelementptr i8, i8* %uglygep3232, i64 %30
  %uglygep32343235 = bitcast i8* %uglygep3234 to float*
  store float %.137.us.7.2, float* %uglygep32343235, align 4
  %scevgep1144 = getelementptr i1, i1* %lsr.iv11421143, i64 %7
  %scevgep3172 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3173 = getelementptr float, float* %scevgep3172, i64 -55
  %.137.us.2242.1 = load float, float* %scevgep3173, align 4
  %uglygep3236 = getelementptr i8, i8* %uglygep3234, i64 %30
  %uglygep32363237 = bitcast i8* %uglygep3236 to float*
  store float %.137.us.2242.1, float* %uglygep32363237, align 4
  %scevgep3174 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3175 = getelementptr float, float* %scevgep3174, i64 -54
  %.137.us.1.2.1 = load float, float* %scevgep3175, align 4
  %uglygep3238 = getelementptr i8, i8* %uglygep3236, i64 %30
  %uglygep32383239 = bitcast i8* %uglygep3238 to float*
  store float %.137.us.1.2.1, float* %uglygep32383239, align 4
  %scevgep3176 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3177 = getelementptr float, float* %scevgep3176, i64 -53
  %.137.us.2.2.1 = load float, float* %scevgep3177, align 4
  %uglygep3240 = getelementptr i8, i8* %uglygep3238, i64 %30
  %uglygep32403241 = bitcast i8* %uglygep3240 to float*
  store float %.137.us.2.2.1, float* %uglygep32403241, align 4
  %scevgep3178 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3179 = getelementptr float, float* %scevgep3178, i64 -52
  %.137.us.3.2.1 = load float, float* %scevgep3179, align 4
  %uglygep3242 = getelementptr i8, i8* %uglygep3240, i64 %30
  %uglygep32423243 = bitcast i8* %uglygep3242 to float*
  store float %.137.us.3.2.1, float* %uglygep32423243, align 4
  %scevgep3180 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3181 = getelementptr float, float* %scevgep3180, i64 -51
  %.137.us.4.2.1 = load float, float* %scevgep3181, align 4
  %uglygep3244 = getelementptr i8, i8* %uglygep3242, i64 %30
  %uglygep32443245 = bitcast i8* %uglygep3244 to float*
  store float %.137.us.4.2.1, float* %uglygep32443245, align 4
  %scevgep3182 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3183 = getelementptr float, float* %scevgep3182, i64 -50
  %.137.us.5.2.1 = load float, float* %scevgep3183, align 4
  %uglygep3246 = getelementptr i8, i8* %uglygep3244, i64 %30
  %uglygep32463247 = bitcast i8* %uglygep3246 to float*
  store float %.137.us.5.2.1, float* %uglygep32463247, align 4
  %scevgep3184 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3185 = getelementptr float, float* %scevgep3184, i64 -49
  %.137.us.6.2.1 = load float, float* %scevgep3185, align 4
  %uglygep3248 = getelementptr i8, i8* %uglygep3246, i64 %30
  %uglygep32483249 = bitcast i8* %uglygep3248 to float*
  store float %.137.us.6.2.1, float* %uglygep32483249, align 4
  %scevgep3186 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3187 = getelementptr float, float* %scevgep3186, i64 -48
  %.137.us.7.2.1 = load float, float* %scevgep3187, align 4
  %uglygep3250 = getelementptr i8, i8* %uglygep3248, i64 %30
  %uglygep32503251 = bitcast i8* %uglygep3250 to float*
  store float %.137.us.7.2.1, float* %uglygep32503251, align 4
  %scevgep1144.1 = getelementptr i1, i1* %scevgep1144, i64 %7
  %scevgep3156 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3157 = getelementptr float, float* %scevgep3156, i64 -47
  %.137.us.2242.2 = load float, float* %scevgep3157, align 4
  %uglygep3252 = getelementptr i8, i8* %uglygep3250, i64 %30
  %uglygep32523253 = bitcast i8* %uglygep3252 to float*
  store float %.137.us.2242.2, float* %uglygep32523253, align 4
  %scevgep3158 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3159 = getelementptr float, float* %scevgep3158, i64 -46
  %.137.us.1.2.2 = load float, float* %scevgep3159, align 4
  %uglygep3254 = getelementptr i8, i8* %uglygep3252, i64 %30
  %uglygep32543255 = bitcast i8* %uglygep3254 to float*
  store float %.137.us.1.2.2, float* %uglygep32543255, align 4
  %scevgep3160 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3161 = getelementptr float, float* %scevgep3160, i64 -45
  %.137.us.2.2.2 = load float, float* %scevgep3161, align 4
  %uglygep3256 = getelementptr i8, i8* %uglygep3254, i64 %30
  %uglygep32563257 = bitcast i8* %uglygep3256 to float*
  store float %.137.us.2.2.2, float* %uglygep32563257, align 4
  %scevgep3162 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3163 = getelementptr float, float* %scevgep3162, i64 -44
  %.137.us.3.2.2 = load float, float* %scevgep3163, align 4
  %uglygep3258 = getelementptr i8, i8* %uglygep3256, i64 %30
  %uglygep32583259 = bitcast i8* %uglygep3258 to float*
  store float %.137.us.3.2.2, float* %uglygep32583259, align 4
  %scevgep3164 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3165 = getelementptr float, float* %scevgep3164, i64 -43
  %.137.us.4.2.2 = load float, float* %scevgep3165, align 4
  %uglygep3260 = getelementptr i8, i8* %uglygep3258, i64 %30
  %uglygep32603261 = bitcast i8* %uglygep3260 to float*
  store float %.137.us.4.2.2, float* %uglygep32603261, align 4
  %scevgep3166 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3167 = getelementptr float, float* %scevgep3166, i64 -42
  %.137.us.5.2.2 = load float, float* %scevgep3167, align 4
  %uglygep3262 = getelementptr i8, i8* %uglygep3260, i64 %30
  %uglygep32623263 = bitcast i8* %uglygep3262 to float*
  store float %.137.us.5.2.2, float* %uglygep32623263, align 4
  %scevgep3168 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3169 = getelementptr float, float* %scevgep3168, i64 -41
  %.137.us.6.2.2 = load float, float* %scevgep3169, align 4
  %uglygep3264 = getelementptr i8, i8* %uglygep3262, i64 %30
  %uglygep32643265 = bitcast i8* %uglygep3264 to float*
  store float %.137.us.6.2.2, float* %uglygep32643265, align 4
  %scevgep3170 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3171 = getelementptr float, float* %scevgep3170, i64 -40
  %.137.us.7.2.2 = load float, float* %scevgep3171, align 4
  %uglygep3266 = getelementptr i8, i8* %uglygep3264, i64 %30
  %uglygep32663267 = bitcast i8* %uglygep3266 to float*
  store float %.137.us.7.2.2, float* %uglygep32663267, align 4
  %scevgep1144.2 = getelementptr i1, i1* %scevgep1144.1, i64 %7
  %scevgep3140 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3141 = getelementptr float, float* %scevgep3140, i64 -39
  %.137.us.2242.3 = load float, float* %scevgep3141, align 4
  %uglygep3268 = getelementptr i8, i8* %uglygep3266, i64 %30
  %uglygep32683269 = bitcast i8* %uglygep3268 to float*
  store float %.137.us.2242.3, float* %uglygep32683269, align 4
  %scevgep3142 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3143 = getelementptr float, float* %scevgep3142, i64 -38
  %.137.us.1.2.3 = load float, float* %scevgep3143, align 4
  %uglygep3270 = getelementptr i8, i8* %uglygep3268, i64 %30
  %uglygep32703271 = bitcast i8* %uglygep3270 to float*
  store float %.137.us.1.2.3, float* %uglygep32703271, align 4
  %scevgep3144 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3145 = getelementptr float, float* %scevgep3144, i64 -37
  %.137.us.2.2.3 = load float, float* %scevgep3145, align 4
  %uglygep3272 = getelementptr i8, i8* %uglygep3270, i64 %30
  %uglygep32723273 = bitcast i8* %uglygep3272 to float*
  store float %.137.us.2.2.3, float* %uglygep32723273, align 4
  %scevgep3146 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3147 = getelementptr float, float* %scevgep3146, i64 -36
  %.137.us.3.2.3 = load float, float* %scevgep3147, align 4
  %uglygep3274 = getelementptr i8, i8* %uglygep3272, i64 %30
  %uglygep32743275 = bitcast i8* %uglygep3274 to float*
  store float %.137.us.3.2.3, float* %uglygep32743275, align 4
  %scevgep3148 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3149 = getelementptr float, float* %scevgep3148, i64 -35
  %.137.us.4.2.3 = load float, float* %scevgep3149, align 4
  %uglygep3276 = getelementptr i8, i8* %uglygep3274, i64 %30
  %uglygep32763277 = bitcast i8* %uglygep3276 to float*
  store float %.137.us.4.2.3, float* %uglygep32763277, align 4
  %scevgep3150 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3151 = getelementptr float, float* %scevgep3150, i64 -34
  %.137.us.5.2.3 = load float, float* %scevgep3151, align 4
  %uglygep3278 = getelementptr i8, i8* %uglygep3276, i64 %30
  %uglygep32783279 = bitcast i8* %uglygep3278 to float*
  store float %.137.us.5.2.3, float* %uglygep32783279, align 4
  %scevgep3152 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3153 = getelementptr float, float* %scevgep3152, i64 -33
  %.137.us.6.2.3 = load float, float* %scevgep3153, align 4
  %uglygep3280 = getelementptr i8, i8* %uglygep3278, i64 %30
  %uglygep32803281 = bitcast i8* %uglygep3280 to float*
  store float %.137.us.6.2.3, float* %uglygep32803281, align 4
  %scevgep3154 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3155 = getelementptr float, float* %scevgep3154, i64 -32
  %.137.us.7.2.3 = load float, float* %scevgep3155, align 4
  %uglygep3282 = getelementptr i8, i8* %uglygep3280, i64 %30
  %uglygep32823283 = bitcast i8* %uglygep3282 to float*
  store float %.137.us.7.2.3, float* %uglygep32823283, align 4
  %scevgep1144.3 = getelementptr i1, i1* %scevgep1144.2, i64 %7
  %scevgep3124 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3125 = getelementptr float, float* %scevgep3124, i64 -31
  %.137.us.2242.4 = load float, float* %scevgep3125, align 4
  %uglygep3284 = getelementptr i8, i8* %uglygep3282, i64 %30
  %uglygep32843285 = bitcast i8* %uglygep3284 to float*
  store float %.137.us.2242.4, float* %uglygep32843285, align 4
  %scevgep3126 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3127 = getelementptr float, float* %scevgep3126, i64 -30
  %.137.us.1.2.4 = load float, float* %scevgep3127, align 4
  %uglygep3286 = getelementptr i8, i8* %uglygep3284, i64 %30
  %uglygep32863287 = bitcast i8* %uglygep3286 to float*
  store float %.137.us.1.2.4, float* %uglygep32863287, align 4
  %scevgep3128 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3129 = getelementptr float, float* %scevgep3128, i64 -29
  %.137.us.2.2.4 = load float, float* %scevgep3129, align 4
  %uglygep3288 = getelementptr i8, i8* %uglygep3286, i64 %30
  %uglygep32883289 = bitcast i8* %uglygep3288 to float*
  store float %.137.us.2.2.4, float* %uglygep32883289, align 4
  %scevgep3130 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3131 = getelementptr float, float* %scevgep3130, i64 -28
  %.137.us.3.2.4 = load float, float* %scevgep3131, align 4
  %uglygep3290 = getelementptr i8, i8* %uglygep3288, i64 %30
  %uglygep32903291 = bitcast i8* %uglygep3290 to float*
  store float %.137.us.3.2.4, float* %uglygep32903291, align 4
  %scevgep3132 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3133 = getelementptr float, float* %scevgep3132, i64 -27
  %.137.us.4.2.4 = load float, float* %scevgep3133, align 4
  %uglygep3292 = getelementptr i8, i8* %uglygep3290, i64 %30
  %uglygep32923293 = bitcast i8* %uglygep3292 to float*
  store float %.137.us.4.2.4, float* %uglygep32923293, align 4
  %scevgep3134 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3135 = getelementptr float, float* %scevgep3134, i64 -26
  %.137.us.5.2.4 = load float, float* %scevgep3135, align 4
  %uglygep3294 = getelementptr i8, i8* %uglygep3292, i64 %30
  %uglygep32943295 = bitcast i8* %uglygep3294 to float*
  store float %.137.us.5.2.4, float* %uglygep32943295, align 4
  %scevgep3136 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3137 = getelementptr float, float* %scevgep3136, i64 -25
  %.137.us.6.2.4 = load float, float* %scevgep3137, align 4
  %uglygep3296 = getelementptr i8, i8* %uglygep3294, i64 %30
  %uglygep32963297 = bitcast i8* %uglygep3296 to float*
  store float %.137.us.6.2.4, float* %uglygep32963297, align 4
  %scevgep3138 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3139 = getelementptr float, float* %scevgep3138, i64 -24
  %.137.us.7.2.4 = load float, float* %scevgep3139, align 4
  %uglygep3298 = getelementptr i8, i8* %uglygep3296, i64 %30
  %uglygep32983299 = bitcast i8* %uglygep3298 to float*
  store float %.137.us.7.2.4, float* %uglygep32983299, align 4
  %scevgep1144.4 = getelementptr i1, i1* %scevgep1144.3, i64 %7
  %scevgep3108 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3109 = getelementptr float, float* %scevgep3108, i64 -23
  %.137.us.2242.5 = load float, float* %scevgep3109, align 4
  %uglygep3300 = getelementptr i8, i8* %uglygep3298, i64 %30
  %uglygep33003301 = bitcast i8* %uglygep3300 to float*
  store float %.137.us.2242.5, float* %uglygep33003301, align 4
  %scevgep3110 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3111 = getelementptr float, float* %scevgep3110, i64 -22
  %.137.us.1.2.5 = load float, float* %scevgep3111, align 4
  %uglygep3302 = getelementptr i8, i8* %uglygep3300, i64 %30
  %uglygep33023303 = bitcast i8* %uglygep3302 to float*
  store float %.137.us.1.2.5, float* %uglygep33023303, align 4
  %scevgep3112 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3113 = getelementptr float, float* %scevgep3112, i64 -21
  %.137.us.2.2.5 = load float, float* %scevgep3113, align 4
  %uglygep3304 = getelementptr i8, i8* %uglygep3302, i64 %30
  %uglygep33043305 = bitcast i8* %uglygep3304 to float*
  store float %.137.us.2.2.5, float* %uglygep33043305, align 4
  %scevgep3114 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3115 = getelementptr float, float* %scevgep3114, i64 -20
  %.137.us.3.2.5 = load float, float* %scevgep3115, align 4
  %uglygep3306 = getelementptr i8, i8* %uglygep3304, i64 %30
  %uglygep33063307 = bitcast i8* %uglygep3306 to float*
  store float %.137.us.3.2.5, float* %uglygep33063307, align 4
  %scevgep3116 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3117 = getelementptr float, float* %scevgep3116, i64 -19
  %.137.us.4.2.5 = load float, float* %scevgep3117, align 4
  %uglygep3308 = getelementptr i8, i8* %uglygep3306, i64 %30
  %uglygep33083309 = bitcast i8* %uglygep3308 to float*
  store float %.137.us.4.2.5, float* %uglygep33083309, align 4
  %scevgep3118 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3119 = getelementptr float, float* %scevgep3118, i64 -18
  %.137.us.5.2.5 = load float, float* %scevgep3119, align 4
  %uglygep3310 = getelementptr i8, i8* %uglygep3308, i64 %30
  %uglygep33103311 = bitcast i8* %uglygep3310 to float*
  store float %.137.us.5.2.5, float* %uglygep33103311, align 4
  %scevgep3120 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3121 = getelementptr float, float* %scevgep3120, i64 -17
  %.137.us.6.2.5 = load float, float* %scevgep3121, align 4
  %uglygep3312 = getelementptr i8, i8* %uglygep3310, i64 %30
  %uglygep33123313 = bitcast i8* %uglygep3312 to float*
  store float %.137.us.6.2.5, float* %uglygep33123313, align 4
  %scevgep3122 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3123 = getelementptr float, float* %scevgep3122, i64 -16
  %.137.us.7.2.5 = load float, float* %scevgep3123, align 4
  %uglygep3314 = getelementptr i8, i8* %uglygep3312, i64 %30
  %uglygep33143315 = bitcast i8* %uglygep3314 to float*
  store float %.137.us.7.2.5, float* %uglygep33143315, align 4
  %scevgep1144.5 = getelementptr i1, i1* %scevgep1144.4, i64 %7
  %scevgep3092 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3093 = getelementptr float, float* %scevgep3092, i64 -15
  %.137.us.2242.6 = load float, float* %scevgep3093, align 4
  %uglygep3316 = getelementptr i8, i8* %uglygep3314, i64 %30
  %uglygep33163317 = bitcast i8* %uglygep3316 to float*
  store float %.137.us.2242.6, float* %uglygep33163317, align 4
  %scevgep3094 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3095 = getelementptr float, float* %scevgep3094, i64 -14
  %.137.us.1.2.6 = load float, float* %scevgep3095, align 4
  %uglygep3318 = getelementptr i8, i8* %uglygep3316, i64 %30
  %uglygep33183319 = bitcast i8* %uglygep3318 to float*
  store float %.137.us.1.2.6, float* %uglygep33183319, align 4
  %scevgep3096 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3097 = getelementptr float, float* %scevgep3096, i64 -13
  %.137.us.2.2.6 = load float, float* %scevgep3097, align 4
  %uglygep3320 = getelementptr i8, i8* %uglygep3318, i64 %30
  %uglygep33203321 = bitcast i8* %uglygep3320 to float*
  store float %.137.us.2.2.6, float* %uglygep33203321, align 4
  %scevgep3098 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3099 = getelementptr float, float* %scevgep3098, i64 -12
  %.137.us.3.2.6 = load float, float* %scevgep3099, align 4
  %uglygep3322 = getelementptr i8, i8* %uglygep3320, i64 %30
  %uglygep33223323 = bitcast i8* %uglygep3322 to float*
  store float %.137.us.3.2.6, float* %uglygep33223323, align 4
  %scevgep3100 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3101 = getelementptr float, float* %scevgep3100, i64 -11
  %.137.us.4.2.6 = load float, float* %scevgep3101, align 4
  %uglygep3324 = getelementptr i8, i8* %uglygep3322, i64 %30
  %uglygep33243325 = bitcast i8* %uglygep3324 to float*
  store float %.137.us.4.2.6, float* %uglygep33243325, align 4
  %scevgep3102 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3103 = getelementptr float, float* %scevgep3102, i64 -10
  %.137.us.5.2.6 = load float, float* %scevgep3103, align 4
  %uglygep3326 = getelementptr i8, i8* %uglygep3324, i64 %30
  %uglygep33263327 = bitcast i8* %uglygep3326 to float*
  store float %.137.us.5.2.6, float* %uglygep33263327, align 4
  %scevgep3104 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3105 = getelementptr float, float* %scevgep3104, i64 -9
  %.137.us.6.2.6 = load float, float* %scevgep3105, align 4
  %uglygep3328 = getelementptr i8, i8* %uglygep3326, i64 %30
  %uglygep33283329 = bitcast i8* %uglygep3328 to float*
  store float %.137.us.6.2.6, float* %uglygep33283329, align 4
  %scevgep3106 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3107 = getelementptr float, float* %scevgep3106, i64 -8
  %.137.us.7.2.6 = load float, float* %scevgep3107, align 4
  %uglygep3330 = getelementptr i8, i8* %uglygep3328, i64 %30
  %uglygep33303331 = bitcast i8* %uglygep3330 to float*
  store float %.137.us.7.2.6, float* %uglygep33303331, align 4
  %scevgep1144.6 = getelementptr i1, i1* %scevgep1144.5, i64 %7
  %scevgep3188 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3189 = getelementptr float, float* %scevgep3188, i64 -7
  %.137.us.2242.7 = load float, float* %scevgep3189, align 4
  %uglygep3332 = getelementptr i8, i8* %uglygep3330, i64 %30
  %uglygep33323333 = bitcast i8* %uglygep3332 to float*
  store float %.137.us.2242.7, float* %uglygep33323333, align 4
  %scevgep3190 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3191 = getelementptr float, float* %scevgep3190, i64 -6
  %.137.us.1.2.7 = load float, float* %scevgep3191, align 4
  %uglygep3334 = getelementptr i8, i8* %uglygep3332, i64 %30
  %uglygep33343335 = bitcast i8* %uglygep3334 to float*
  store float %.137.us.1.2.7, float* %uglygep33343335, align 4
  %scevgep3192 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3193 = getelementptr float, float* %scevgep3192, i64 -5
  %.137.us.2.2.7 = load float, float* %scevgep3193, align 4
  %uglygep3336 = getelementptr i8, i8* %uglygep3334, i64 %30
  %uglygep33363337 = bitcast i8* %uglygep3336 to float*
  store float %.137.us.2.2.7, float* %uglygep33363337, align 4
  %scevgep3194 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3195 = getelementptr float, float* %scevgep3194, i64 -4
  %.137.us.3.2.7 = load float, float* %scevgep3195, align 4
  %uglygep3338 = getelementptr i8, i8* %uglygep3336, i64 %30
  %uglygep33383339 = bitcast i8* %uglygep3338 to float*
  store float %.137.us.3.2.7, float* %uglygep33383339, align 4
  %scevgep3196 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3197 = getelementptr float, float* %scevgep3196, i64 -3
  %.137.us.4.2.7 = load float, float* %scevgep3197, align 4
  %uglygep3340 = getelementptr i8, i8* %uglygep3338, i64 %30
  %uglygep33403341 = bitcast i8* %uglygep3340 to float*
  store float %.137.us.4.2.7, float* %uglygep33403341, align 4
  %scevgep3198 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3199 = getelementptr float, float* %scevgep3198, i64 -2
  %.137.us.5.2.7 = load float, float* %scevgep3199, align 4
  %uglygep3342 = getelementptr i8, i8* %uglygep3340, i64 %30
  %uglygep33423343 = bitcast i8* %uglygep3342 to float*
  store float %.137.us.5.2.7, float* %uglygep33423343, align 4
  %scevgep3200 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %scevgep3201 = getelementptr float, float* %scevgep3200, i64 -1
  %.137.us.6.2.7 = load float, float* %scevgep3201, align 4
  %uglygep3344 = getelementptr i8, i8* %uglygep3342, i64 %30
  %uglygep33443345 = bitcast i8* %uglygep3344 to float*
  store float %.137.us.6.2.7, float* %uglygep33443345, align 4
  %scevgep3202 = getelementptr float, float* %lsr.iv3089, i64 %lsr.iv1149
  %.137.us.7.2.7 = load float, float* %scevgep3202, align 4
  %uglygep3346 = getelementptr i8, i8* %uglygep3344, i64 %30
  %uglygep33463347 = bitcast i8* %uglygep3346 to float*
  store float %.137.us.7.2.7, float* %uglygep33463347, align 4
  %scevgep1144.7 = getelementptr i1, i1* %scevgep1144.6, i64 %7
  %105 = bitcast i1* %scevgep1144.7 to float*
  %lsr.iv.next1150.7 = add i64 %lsr.iv1149, 64
  %lsr.iv.next3220 = add i64 %lsr.iv3219, -8
  %niter787.ncmp.7 = icmp eq i64 %lsr.iv.next3220, 0
  %uglygep3348 = getelementptr i8, i8* %uglygep3346, i64 %30
  %uglygep33483349 = bitcast i8* %uglygep3348 to float*
  br i1 %niter787.ncmp.7, label %for.body.1.us.preheader.1.2.loopexit.unr-lcssa, label %for.body.1.us.2, !llvm.loop !104

for.body.1.us.preheader.1.2.loopexit.unr-lcssa:   ; preds = %for.body.1.us.2, %for.body.1.us.2.preheader
  %lsr.iv1149.unr = phi i64 [ 0, %for.body.1.us.2.preheader ], [ %lsr.iv.next1150.7, %for.body.1.us.2 ]
  %lsr.iv1142.unr = phi float* [ %lsr.iv1140, %for.body.1.us.2.preheader ], [ %105, %for.body.1.us.2 ]
  %106 = and i64 %29, 7
  %107 = icmp eq i64 %106, 0
  br i1 %107, label %for.body.1.us.preheader.1.2, label %for.body.1.us.2.epil.preheader

for.body.1.us.2.epil.preheader:                   ; preds = %for.body.1.us.preheader.1.2.loopexit.unr-lcssa
  %scevgep3356 = getelementptr float, float* %lsr.iv3353, i64 %lsr.iv1149.unr
  br label %for.body.1.us.2.epil

for.body.1.us.2.epil:                             ; preds = %for.body.1.us.2.epil.preheader, %for.body.1.us.2.epil
  %lsr.iv3350 = phi i64 [ 0, %for.body.1.us.2.epil.preheader ], [ %lsr.iv.next3351, %for.body.1.us.2.epil ]
  %lsr.iv1142.epil = phi float* [ %uglygep33923393, %for.body.1.us.2.epil ], [ %lsr.iv1142.unr, %for.body.1.us.2.epil.preheader ]
  %108 = bitcast float* %scevgep3356 to i8*
  %lsr.iv1142.epil3377 = bitcast float* %lsr.iv1142.epil to i8*
  %uglygep3360 = getelementptr i8, i8* %108, i64 %lsr.iv3350
  %uglygep33603361 = bitcast i8* %uglygep3360 to float*
  %scevgep3362 = getelementptr float, float* %uglygep33603361, i64 -4
  %.137.us.2242.epil = load float, float* %scevgep3362, align 4
  store float %.137.us.2242.epil, float* %lsr.iv1142.epil, align 4
  %scevgep3370 = getelementptr float, float* %uglygep33603361, i64 -3
  %.137.us.1.2.epil = load float, float* %scevgep3370, align 4
  %uglygep3378 = getelementptr i8, i8* %lsr.iv1142.epil3377, i64 %30
  %uglygep33783379 = bitcast i8* %uglygep3378 to float*
  store float %.137.us.1.2.epil, float* %uglygep33783379, align 4
  %uglygep3371 = getelementptr i8, i8* %108, i64 %lsr.iv3350
  %uglygep33713372 = bitcast i8* %uglygep3371 to float*
  %scevgep3373 = getelementptr float, float* %uglygep33713372, i64 -2
  %.137.us.2.2.epil = load float, float* %scevgep3373, align 4
  %uglygep3380 = getelementptr i8, i8* %uglygep3378, i64 %30
  %uglygep33803381 = bitcast i8* %uglygep3380 to float*
  store float %.137.us.2.2.epil, float* %uglygep33803381, align 4
  %uglygep3374 = getelementptr i8, i8* %108, i64 %lsr.iv3350
  %uglygep33743375 = bitcast i8* %uglygep3374 to float*
  %scevgep3376 = getelementptr float, float* %uglygep33743375, i64 -1
  %.137.us.3.2.epil = load float, float* %scevgep3376, align 4
  %uglygep3382 = getelementptr i8, i8* %uglygep3380, i64 %30
  %uglygep33823383 = bitcast i8* %uglygep3382 to float*
  store float %.137.us.3.2.epil, float* %uglygep33823383, align 4
  %uglygep3358 = getelementptr i8, i8* %108, i64 %lsr.iv3350
  %uglygep33583359 = bitcast i8* %uglygep3358 to float*
  %.137.us.4.2.epil = load float, float* %uglygep33583359, align 4
  %uglygep3384 = getelementptr i8, i8* %uglygep3382, i64 %30
  %uglygep33843385 = bitcast i8* %uglygep3384 to float*
  store float %.137.us.4.2.epil, float* %uglygep33843385, align 4
  %scevgep3369 = getelementptr float, float* %uglygep33583359, i64 1
  %.137.us.5.2.epil = load float, float* %scevgep3369, align 4
  %uglygep3386 = getelementptr i8, i8* %uglygep3384, i64 %30
  %uglygep33863387 = bitcast i8* %uglygep3386 to float*
  store float %.137.us.5.2.epil, float* %uglygep33863387, align 4
  %uglygep3366 = getelementptr i8, i8* %108, i64 %lsr.iv3350
  %uglygep33663367 = bitcast i8* %uglygep3366 to float*
  %scevgep3368 = getelementptr float, float* %uglygep33663367, i64 2
  %.137.us.6.2.epil = load float, float* %scevgep3368, align 4
  %uglygep3388 = getelementptr i8, i8* %uglygep3386, i64 %30
  %uglygep33883389 = bitcast i8* %uglygep3388 to float*
  store float %.137.us.6.2.epil, float* %uglygep33883389, align 4
  %uglygep3363 = getelementptr i8, i8* %108, i64 %lsr.iv3350
  %uglygep33633364 = bitcast i8* %uglygep3363 to float*
  %scevgep3365 = getelementptr float, float* %uglygep33633364, i64 3
  %.137.us.7.2.epil = load float, float* %scevgep3365, align 4
  %uglygep3390 = getelementptr i8, i8* %uglygep3388, i64 %30
  %uglygep33903391 = bitcast i8* %uglygep3390 to float*
  store float %.137.us.7.2.epil, float* %uglygep33903391, align 4
  %lsr.iv.next3351 = add nuw nsw i64 %lsr.iv3350, 32
  %epil.iter784.cmp.not = icmp eq i64 %52, %lsr.iv.next3351
  %uglygep3392 = getelementptr i8, i8* %uglygep3390, i64 %30
  %uglygep33923393 = bitcast i8* %uglygep3392 to float*
  br i1 %epil.iter784.cmp.not, label %for.body.1.us.preheader.1.2, label %for.body.1.us.2.epil, !llvm.loop !110

for.body.1.us.preheader.1.2:                      ; preds = %for.body.1.us.2.epil, %for.body.1.us.preheader.1.2.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.2
  %109 = icmp eq i64 %xtraiter48, 0
  br i1 %109, label %for.body.1.us.prol.loopexit.1.2, label %for.body.1.us.prol.1.2.preheader

for.body.1.us.prol.1.2.preheader:                 ; preds = %for.body.1.us.preheader.1.2
  br label %for.body.1.us.prol.1.2

for.body.1.us.prol.1.2:                           ; preds = %for.body.1.us.prol.1.2.preheader, %for.body.1.us.prol.1.2
  %lsr.iv3394 = phi float* [ %lsr.iv755, %for.body.1.us.prol.1.2.preheader ], [ %110, %for.body.1.us.prol.1.2 ]
  %loop.index.12.us.prol.1.2 = phi i64 [ %.139.us.prol.1.2, %for.body.1.us.prol.1.2 ], [ 0, %for.body.1.us.prol.1.2.preheader ]
  %lsr.iv33943395 = bitcast float* %lsr.iv3394 to i1*
  %scevgep3397 = getelementptr float, float* %lsr.iv761, i64 %loop.index.12.us.prol.1.2
  %.137.us.prol.1.2 = load float, float* %scevgep3397, align 4
  store float %.137.us.prol.1.2, float* %lsr.iv3394, align 4
  %.139.us.prol.1.2 = add nuw nsw i64 %loop.index.12.us.prol.1.2, 1
  %scevgep3396 = getelementptr i1, i1* %lsr.iv33943395, i64 %30
  %110 = bitcast i1* %scevgep3396 to float*
  %prol.iter.cmp.1.not.2 = icmp eq i64 %xtraiter48, %.139.us.prol.1.2
  br i1 %prol.iter.cmp.1.not.2, label %for.body.1.us.prol.loopexit.1.2, label %for.body.1.us.prol.1.2, !llvm.loop !103

for.body.1.us.prol.loopexit.1.2:                  ; preds = %for.body.1.us.prol.1.2, %for.body.1.us.preheader.1.2
  %111 = icmp ult i64 %4, 7
  br i1 %111, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.preheader.2

for.body.1.us.1.preheader.2:                      ; preds = %for.body.1.us.prol.loopexit.1.2
  %112 = icmp ult i64 %27, 56
  %scevgep765 = getelementptr float, float* %lsr.iv755, i64 %21
  br i1 %112, label %for.end.1.loopexit.us.1.2.loopexit.unr-lcssa, label %for.body.1.us.1.2.preheader

for.body.1.us.1.2.preheader:                      ; preds = %for.body.1.us.1.preheader.2
  br label %for.body.1.us.1.2

for.body.1.us.1.2:                                ; preds = %for.body.1.us.1.2.preheader, %for.body.1.us.1.2
  %lsr.iv3535 = phi i64 [ %unroll_iter693, %for.body.1.us.1.2.preheader ], [ %lsr.iv.next3536, %for.body.1.us.1.2 ]
  %lsr.iv3532 = phi float* [ %lsr.iv3530, %for.body.1.us.1.2.preheader ], [ %uglygep36643665, %for.body.1.us.1.2 ]
  %lsr.iv1189 = phi i64 [ %lsr.iv.next1190.7, %for.body.1.us.1.2 ], [ 0, %for.body.1.us.1.2.preheader ]
  %lsr.iv35323533 = bitcast float* %lsr.iv3532 to i1*
  %lsr.iv35323537 = bitcast float* %lsr.iv3532 to i8*
  %scevgep3525 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3526 = getelementptr float, float* %scevgep3525, i64 -63
  %.137.us.173.2 = load float, float* %scevgep3526, align 4
  store float %.137.us.173.2, float* %lsr.iv3532, align 4
  %scevgep3523 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3524 = getelementptr float, float* %scevgep3523, i64 -62
  %.137.us.1.1.2 = load float, float* %scevgep3524, align 4
  %uglygep3538 = getelementptr i8, i8* %lsr.iv35323537, i64 %30
  %uglygep35383539 = bitcast i8* %uglygep3538 to float*
  store float %.137.us.1.1.2, float* %uglygep35383539, align 4
  %scevgep3521 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3522 = getelementptr float, float* %scevgep3521, i64 -61
  %.137.us.2.1.2 = load float, float* %scevgep3522, align 4
  %uglygep3540 = getelementptr i8, i8* %uglygep3538, i64 %30
  %uglygep35403541 = bitcast i8* %uglygep3540 to float*
  store float %.137.us.2.1.2, float* %uglygep35403541, align 4
  %scevgep3519 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3520 = getelementptr float, float* %scevgep3519, i64 -60
  %.137.us.3.1.2 = load float, float* %scevgep3520, align 4
  %uglygep3542 = getelementptr i8, i8* %uglygep3540, i64 %30
  %uglygep35423543 = bitcast i8* %uglygep3542 to float*
  store float %.137.us.3.1.2, float* %uglygep35423543, align 4
  %scevgep3517 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3518 = getelementptr float, float* %scevgep3517, i64 -59
  %.137.us.4.1.2 = load float, float* %scevgep3518, align 4
  %uglygep3544 = getelementptr i8, i8* %uglygep3542, i64 %30
  %uglygep35443545 = bitcast i8* %uglygep3544 to float*
  store float %.137.us.4.1.2, float* %uglygep35443545, align 4
  %scevgep3515 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3516 = getelementptr float, float* %scevgep3515, i64 -58
  %.137.us.5.1.2 = load float, float* %scevgep3516, align 4
  %uglygep3546 = getelementptr i8, i8* %uglygep3544, i64 %30
  %uglygep35463547 = bitcast i8* %uglygep3546 to float*
  store float %.137.us.5.1.2, float* %uglygep35463547, align 4
  %scevgep3513 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3514 = getelementptr float, float* %scevgep3513, i64 -57
  %.137.us.6.1.2 = load float, float* %scevgep3514, align 4
  %uglygep3548 = getelementptr i8, i8* %uglygep3546, i64 %30
  %uglygep35483549 = bitcast i8* %uglygep3548 to float*
  store float %.137.us.6.1.2, float* %uglygep35483549, align 4
  %scevgep3527 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3528 = getelementptr float, float* %scevgep3527, i64 -56
  %.137.us.7.1.2 = load float, float* %scevgep3528, align 4
  %uglygep3550 = getelementptr i8, i8* %uglygep3548, i64 %30
  %uglygep35503551 = bitcast i8* %uglygep3550 to float*
  store float %.137.us.7.1.2, float* %uglygep35503551, align 4
  %scevgep3482 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3483 = getelementptr float, float* %scevgep3482, i64 -55
  %.137.us.173.2.1 = load float, float* %scevgep3483, align 4
  %uglygep3552 = getelementptr i8, i8* %uglygep3550, i64 %30
  %uglygep35523553 = bitcast i8* %uglygep3552 to float*
  store float %.137.us.173.2.1, float* %uglygep35523553, align 4
  %scevgep3484 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3485 = getelementptr float, float* %scevgep3484, i64 -54
  %.137.us.1.1.2.1 = load float, float* %scevgep3485, align 4
  %uglygep3554 = getelementptr i8, i8* %uglygep3552, i64 %30
  %uglygep35543555 = bitcast i8* %uglygep3554 to float*
  store float %.137.us.1.1.2.1, float* %uglygep35543555, align 4
  %scevgep3486 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3487 = getelementptr float, float* %scevgep3486, i64 -53
  %.137.us.2.1.2.1 = load float, float* %scevgep3487, align 4
  %uglygep3556 = getelementptr i8, i8* %uglygep3554, i64 %30
  %uglygep35563557 = bitcast i8* %uglygep3556 to float*
  store float %.137.us.2.1.2.1, float* %uglygep35563557, align 4
  %scevgep3488 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3489 = getelementptr float, float* %scevgep3488, i64 -52
  %.137.us.3.1.2.1 = load float, float* %scevgep3489, align 4
  %uglygep3558 = getelementptr i8, i8* %uglygep3556, i64 %30
  %uglygep35583559 = bitcast i8* %uglygep3558 to float*
  store float %.137.us.3.1.2.1, float* %uglygep35583559, align 4
  %scevgep3490 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3491 = getelementptr float, float* %scevgep3490, i64 -51
  %.137.us.4.1.2.1 = load float, float* %scevgep3491, align 4
  %uglygep3560 = getelementptr i8, i8* %uglygep3558, i64 %30
  %uglygep35603561 = bitcast i8* %uglygep3560 to float*
  store float %.137.us.4.1.2.1, float* %uglygep35603561, align 4
  %scevgep3492 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3493 = getelementptr float, float* %scevgep3492, i64 -50
  %.137.us.5.1.2.1 = load float, float* %scevgep3493, align 4
  %uglygep3562 = getelementptr i8, i8* %uglygep3560, i64 %30
  %uglygep35623563 = bitcast i8* %uglygep3562 to float*
  store float %.137.us.5.1.2.1, float* %uglygep35623563, align 4
  %scevgep3494 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3495 = getelementptr float, float* %scevgep3494, i64 -49
  %.137.us.6.1.2.1 = load float, float* %scevgep3495, align 4
  %uglygep3564 = getelementptr i8, i8* %uglygep3562, i64 %30
  %uglygep35643565 = bitcast i8* %uglygep3564 to float*
  store float %.137.us.6.1.2.1, float* %uglygep35643565, align 4
  %scevgep3496 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3497 = getelementptr float, float* %scevgep3496, i64 -48
  %.137.us.7.1.2.1 = load float, float* %scevgep3497, align 4
  %uglygep3566 = getelementptr i8, i8* %uglygep3564, i64 %30
  %uglygep35663567 = bitcast i8* %uglygep3566 to float*
  store float %.137.us.7.1.2.1, float* %uglygep35663567, align 4
  %scevgep3466 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3467 = getelementptr float, float* %scevgep3466, i64 -47
  %.137.us.173.2.2 = load float, float* %scevgep3467, align 4
  %uglygep3568 = getelementptr i8, i8* %uglygep3566, i64 %30
  %uglygep35683569 = bitcast i8* %uglygep3568 to float*
  store float %.137.us.173.2.2, float* %uglygep35683569, align 4
  %scevgep3468 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3469 = getelementptr float, float* %scevgep3468, i64 -46
  %.137.us.1.1.2.2 = load float, float* %scevgep3469, align 4
  %uglygep3570 = getelementptr i8, i8* %uglygep3568, i64 %30
  %uglygep35703571 = bitcast i8* %uglygep3570 to float*
  store float %.137.us.1.1.2.2, float* %uglygep35703571, align 4
  %scevgep3470 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3471 = getelementptr float, float* %scevgep3470, i64 -45
  %.137.us.2.1.2.2 = load float, float* %scevgep3471, align 4
  %uglygep3572 = getelementptr i8, i8* %uglygep3570, i64 %30
  %uglygep35723573 = bitcast i8* %uglygep3572 to float*
  store float %.137.us.2.1.2.2, float* %uglygep35723573, align 4
  %scevgep3472 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3473 = getelementptr float, float* %scevgep3472, i64 -44
  %.137.us.3.1.2.2 = load float, float* %scevgep3473, align 4
  %uglygep3574 = getelementptr i8, i8* %uglygep3572, i64 %30
  %uglygep35743575 = bitcast i8* %uglygep3574 to float*
  store float %.137.us.3.1.2.2, float* %uglygep35743575, align 4
  %scevgep3474 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3475 = getelementptr float, float* %scevgep3474, i64 -43
  %.137.us.4.1.2.2 = load float, float* %scevgep3475, align 4
  %uglygep3576 = getelementptr i8, i8* %uglygep3574, i64 %30
  %uglygep35763577 = bitcast i8* %uglygep3576 to float*
  store float %.137.us.4.1.2.2, float* %uglygep35763577, align 4
  %scevgep3476 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3477 = getelementptr float, float* %scevgep3476, i64 -42
  %.137.us.5.1.2.2 = load float, float* %scevgep3477, align 4
  %uglygep3578 = getelementptr i8, i8* %uglygep3576, i64 %30
  %uglygep35783579 = bitcast i8* %uglygep3578 to float*
  store float %.137.us.5.1.2.2, float* %uglygep35783579, align 4
  %scevgep3478 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3479 = getelementptr float, float* %scevgep3478, i64 -41
  %.137.us.6.1.2.2 = load float, float* %scevgep3479, align 4
  %uglygep3580 = getelementptr i8, i8* %uglygep3578, i64 %30
  %uglygep35803581 = bitcast i8* %uglygep3580 to float*
  store float %.137.us.6.1.2.2, float* %uglygep35803581, align 4
  %scevgep3480 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3481 = getelementptr float, float* %scevgep3480, i64 -40
  %.137.us.7.1.2.2 = load float, float* %scevgep3481, align 4
  %uglygep3582 = getelementptr i8, i8* %uglygep3580, i64 %30
  %uglygep35823583 = bitcast i8* %uglygep3582 to float*
  store float %.137.us.7.1.2.2, float* %uglygep35823583, align 4
  %scevgep3450 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3451 = getelementptr float, float* %scevgep3450, i64 -39
  %.137.us.173.2.3 = load float, float* %scevgep3451, align 4
  %uglygep3584 = getelementptr i8, i8* %uglygep3582, i64 %30
  %uglygep35843585 = bitcast i8* %uglygep3584 to float*
  store float %.137.us.173.2.3, float* %uglygep35843585, align 4
  %scevgep3452 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3453 = getelementptr float, float* %scevgep3452, i64 -38
  %.137.us.1.1.2.3 = load float, float* %scevgep3453, align 4
  %uglygep3586 = getelementptr i8, i8* %uglygep3584, i64 %30
  %uglygep35863587 = bitcast i8* %uglygep3586 to float*
  store float %.137.us.1.1.2.3, float* %uglygep35863587, align 4
  %scevgep3454 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3455 = getelementptr float, float* %scevgep3454, i64 -37
  %.137.us.2.1.2.3 = load float, float* %scevgep3455, align 4
  %uglygep3588 = getelementptr i8, i8* %uglygep3586, i64 %30
  %uglygep35883589 = bitcast i8* %uglygep3588 to float*
  store float %.137.us.2.1.2.3, float* %uglygep35883589, align 4
  %scevgep3456 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3457 = getelementptr float, float* %scevgep3456, i64 -36
  %.137.us.3.1.2.3 = load float, float* %scevgep3457, align 4
  %uglygep3590 = getelementptr i8, i8* %uglygep3588, i64 %30
  %uglygep35903591 = bitcast i8* %uglygep3590 to float*
  store float %.137.us.3.1.2.3, float* %uglygep35903591, align 4
  %scevgep3458 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3459 = getelementptr float, float* %scevgep3458, i64 -35
  %.137.us.4.1.2.3 = load float, float* %scevgep3459, align 4
  %uglygep3592 = getelementptr i8, i8* %uglygep3590, i64 %30
  %uglygep35923593 = bitcast i8* %uglygep3592 to float*
  store float %.137.us.4.1.2.3, float* %uglygep35923593, align 4
  %scevgep3460 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3461 = getelementptr float, float* %scevgep3460, i64 -34
  %.137.us.5.1.2.3 = load float, float* %scevgep3461, align 4
  %uglygep3594 = getelementptr i8, i8* %uglygep3592, i64 %30
  %uglygep35943595 = bitcast i8* %uglygep3594 to float*
  store float %.137.us.5.1.2.3, float* %uglygep35943595, align 4
  %scevgep3462 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3463 = getelementptr float, float* %scevgep3462, i64 -33
  %.137.us.6.1.2.3 = load float, float* %scevgep3463, align 4
  %uglygep3596 = getelementptr i8, i8* %uglygep3594, i64 %30
  %uglygep35963597 = bitcast i8* %uglygep3596 to float*
  store float %.137.us.6.1.2.3, float* %uglygep35963597, align 4
  %scevgep3464 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3465 = getelementptr float, float* %scevgep3464, i64 -32
  %.137.us.7.1.2.3 = load float, float* %scevgep3465, align 4
  %uglygep3598 = getelementptr i8, i8* %uglygep3596, i64 %30
  %uglygep35983599 = bitcast i8* %uglygep3598 to float*
  store float %.137.us.7.1.2.3, float* %uglygep35983599, align 4
  %scevgep3434 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3435 = getelementptr float, float* %scevgep3434, i64 -31
  %.137.us.173.2.4 = load float, float* %scevgep3435, align 4
  %uglygep3600 = getelementptr i8, i8* %uglygep3598, i64 %30
  %uglygep36003601 = bitcast i8* %uglygep3600 to float*
  store float %.137.us.173.2.4, float* %uglygep36003601, align 4
  %scevgep3436 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3437 = getelementptr float, float* %scevgep3436, i64 -30
  %.137.us.1.1.2.4 = load float, float* %scevgep3437, align 4
  %uglygep3602 = getelementptr i8, i8* %uglygep3600, i64 %30
  %uglygep36023603 = bitcast i8* %uglygep3602 to float*
  store float %.137.us.1.1.2.4, float* %uglygep36023603, align 4
  %scevgep3438 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3439 = getelementptr float, float* %scevgep3438, i64 -29
  %.137.us.2.1.2.4 = load float, float* %scevgep3439, align 4
  %uglygep3604 = getelementptr i8, i8* %uglygep3602, i64 %30
  %uglygep36043605 = bitcast i8* %uglygep3604 to float*
  store float %.137.us.2.1.2.4, float* %uglygep36043605, align 4
  %scevgep3440 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3441 = getelementptr float, float* %scevgep3440, i64 -28
  %.137.us.3.1.2.4 = load float, float* %scevgep3441, align 4
  %uglygep3606 = getelementptr i8, i8* %uglygep3604, i64 %30
  %uglygep36063607 = bitcast i8* %uglygep3606 to float*
  store float %.137.us.3.1.2.4, float* %uglygep36063607, align 4
  %scevgep3442 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3443 = getelementptr float, float* %scevgep3442, i64 -27
  %.137.us.4.1.2.4 = load float, float* %scevgep3443, align 4
  %uglygep3608 = getelementptr i8, i8* %uglygep3606, i64 %30
  %uglygep36083609 = bitcast i8* %uglygep3608 to float*
  store float %.137.us.4.1.2.4, float* %uglygep36083609, align 4
  %scevgep3444 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3445 = getelementptr float, float* %scevgep3444, i64 -26
  %.137.us.5.1.2.4 = load float, float* %scevgep3445, align 4
  %uglygep3610 = getelementptr i8, i8* %uglygep3608, i64 %30
  %uglygep36103611 = bitcast i8* %uglygep3610 to float*
  store float %.137.us.5.1.2.4, float* %uglygep36103611, align 4
  %scevgep3446 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3447 = getelementptr float, float* %scevgep3446, i64 -25
  %.137.us.6.1.2.4 = load float, float* %scevgep3447, align 4
  %uglygep3612 = getelementptr i8, i8* %uglygep3610, i64 %30
  %uglygep36123613 = bitcast i8* %uglygep3612 to float*
  store float %.137.us.6.1.2.4, float* %uglygep36123613, align 4
  %scevgep3448 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3449 = getelementptr float, float* %scevgep3448, i64 -24
  %.137.us.7.1.2.4 = load float, float* %scevgep3449, align 4
  %uglygep3614 = getelementptr i8, i8* %uglygep3612, i64 %30
  %uglygep36143615 = bitcast i8* %uglygep3614 to float*
  store float %.137.us.7.1.2.4, float* %uglygep36143615, align 4
  %scevgep3418 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3419 = getelementptr float, float* %scevgep3418, i64 -23
  %.137.us.173.2.5 = load float, float* %scevgep3419, align 4
  %uglygep3616 = getelementptr i8, i8* %uglygep3614, i64 %30
  %uglygep36163617 = bitcast i8* %uglygep3616 to float*
  store float %.137.us.173.2.5, float* %uglygep36163617, align 4
  %scevgep3420 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3421 = getelementptr float, float* %scevgep3420, i64 -22
  %.137.us.1.1.2.5 = load float, float* %scevgep3421, align 4
  %uglygep3618 = getelementptr i8, i8* %uglygep3616, i64 %30
  %uglygep36183619 = bitcast i8* %uglygep3618 to float*
  store float %.137.us.1.1.2.5, float* %uglygep36183619, align 4
  %scevgep3422 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3423 = getelementptr float, float* %scevgep3422, i64 -21
  %.137.us.2.1.2.5 = load float, float* %scevgep3423, align 4
  %uglygep3620 = getelementptr i8, i8* %uglygep3618, i64 %30
  %uglygep36203621 = bitcast i8* %uglygep3620 to float*
  store float %.137.us.2.1.2.5, float* %uglygep36203621, align 4
  %scevgep3424 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3425 = getelementptr float, float* %scevgep3424, i64 -20
  %.137.us.3.1.2.5 = load float, float* %scevgep3425, align 4
  %uglygep3622 = getelementptr i8, i8* %uglygep3620, i64 %30
  %uglygep36223623 = bitcast i8* %uglygep3622 to float*
  store float %.137.us.3.1.2.5, float* %uglygep36223623, align 4
  %scevgep3426 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3427 = getelementptr float, float* %scevgep3426, i64 -19
  %.137.us.4.1.2.5 = load float, float* %scevgep3427, align 4
  %uglygep3624 = getelementptr i8, i8* %uglygep3622, i64 %30
  %uglygep36243625 = bitcast i8* %uglygep3624 to float*
  store float %.137.us.4.1.2.5, float* %uglygep36243625, align 4
  %scevgep3428 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3429 = getelementptr float, float* %scevgep3428, i64 -18
  %.137.us.5.1.2.5 = load float, float* %scevgep3429, align 4
  %uglygep3626 = getelementptr i8, i8* %uglygep3624, i64 %30
  %uglygep36263627 = bitcast i8* %uglygep3626 to float*
  store float %.137.us.5.1.2.5, float* %uglygep36263627, align 4
  %scevgep3430 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3431 = getelementptr float, float* %scevgep3430, i64 -17
  %.137.us.6.1.2.5 = load float, float* %scevgep3431, align 4
  %uglygep3628 = getelementptr i8, i8* %uglygep3626, i64 %30
  %uglygep36283629 = bitcast i8* %uglygep3628 to float*
  store float %.137.us.6.1.2.5, float* %uglygep36283629, align 4
  %scevgep3432 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3433 = getelementptr float, float* %scevgep3432, i64 -16
  %.137.us.7.1.2.5 = load float, float* %scevgep3433, align 4
  %uglygep3630 = getelementptr i8, i8* %uglygep3628, i64 %30
  %uglygep36303631 = bitcast i8* %uglygep3630 to float*
  store float %.137.us.7.1.2.5, float* %uglygep36303631, align 4
  %scevgep3402 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3403 = getelementptr float, float* %scevgep3402, i64 -15
  %.137.us.173.2.6 = load float, float* %scevgep3403, align 4
  %uglygep3632 = getelementptr i8, i8* %uglygep3630, i64 %30
  %uglygep36323633 = bitcast i8* %uglygep3632 to float*
  store float %.137.us.173.2.6, float* %uglygep36323633, align 4
  %scevgep3404 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3405 = getelementptr float, float* %scevgep3404, i64 -14
  %.137.us.1.1.2.6 = load float, float* %scevgep3405, align 4
  %uglygep3634 = getelementptr i8, i8* %uglygep3632, i64 %30
  %uglygep36343635 = bitcast i8* %uglygep3634 to float*
  store float %.137.us.1.1.2.6, float* %uglygep36343635, align 4
  %scevgep3406 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3407 = getelementptr float, float* %scevgep3406, i64 -13
  %.137.us.2.1.2.6 = load float, float* %scevgep3407, align 4
  %uglygep3636 = getelementptr i8, i8* %uglygep3634, i64 %30
  %uglygep36363637 = bitcast i8* %uglygep3636 to float*
  store float %.137.us.2.1.2.6, float* %uglygep36363637, align 4
  %scevgep3408 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3409 = getelementptr float, float* %scevgep3408, i64 -12
  %.137.us.3.1.2.6 = load float, float* %scevgep3409, align 4
  %uglygep3638 = getelementptr i8, i8* %uglygep3636, i64 %30
  %uglygep36383639 = bitcast i8* %uglygep3638 to float*
  store float %.137.us.3.1.2.6, float* %uglygep36383639, align 4
  %scevgep3410 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3411 = getelementptr float, float* %scevgep3410, i64 -11
  %.137.us.4.1.2.6 = load float, float* %scevgep3411, align 4
  %uglygep3640 = getelementptr i8, i8* %uglygep3638, i64 %30
  %uglygep36403641 = bitcast i8* %uglygep3640 to float*
  store float %.137.us.4.1.2.6, float* %uglygep36403641, align 4
  %scevgep3412 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3413 = getelementptr float, float* %scevgep3412, i64 -10
  %.137.us.5.1.2.6 = load float, float* %scevgep3413, align 4
  %uglygep3642 = getelementptr i8, i8* %uglygep3640, i64 %30
  %uglygep36423643 = bitcast i8* %uglygep3642 to float*
  store float %.137.us.5.1.2.6, float* %uglygep36423643, align 4
  %scevgep3414 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3415 = getelementptr float, float* %scevgep3414, i64 -9
  %.137.us.6.1.2.6 = load float, float* %scevgep3415, align 4
  %uglygep3644 = getelementptr i8, i8* %uglygep3642, i64 %30
  %uglygep36443645 = bitcast i8* %uglygep3644 to float*
  store float %.137.us.6.1.2.6, float* %uglygep36443645, align 4
  %scevgep3416 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3417 = getelementptr float, float* %scevgep3416, i64 -8
  %.137.us.7.1.2.6 = load float, float* %scevgep3417, align 4
  %uglygep3646 = getelementptr i8, i8* %uglygep3644, i64 %30
  %uglygep36463647 = bitcast i8* %uglygep3646 to float*
  store float %.137.us.7.1.2.6, float* %uglygep36463647, align 4
  %scevgep3498 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3499 = getelementptr float, float* %scevgep3498, i64 -7
  %.137.us.173.2.7 = load float, float* %scevgep3499, align 4
  %uglygep3648 = getelementptr i8, i8* %uglygep3646, i64 %30
  %uglygep36483649 = bitcast i8* %uglygep3648 to float*
  store float %.137.us.173.2.7, float* %uglygep36483649, align 4
  %scevgep3500 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3501 = getelementptr float, float* %scevgep3500, i64 -6
  %.137.us.1.1.2.7 = load float, float* %scevgep3501, align 4
  %uglygep3650 = getelementptr i8, i8* %uglygep3648, i64 %30
  %uglygep36503651 = bitcast i8* %uglygep3650 to float*
  store float %.137.us.1.1.2.7, float* %uglygep36503651, align 4
  %scevgep3502 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3503 = getelementptr float, float* %scevgep3502, i64 -5
  %.137.us.2.1.2.7 = load float, float* %scevgep3503, align 4
  %uglygep3652 = getelementptr i8, i8* %uglygep3650, i64 %30
  %uglygep36523653 = bitcast i8* %uglygep3652 to float*
  store float %.137.us.2.1.2.7, float* %uglygep36523653, align 4
  %scevgep3504 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3505 = getelementptr float, float* %scevgep3504, i64 -4
  %.137.us.3.1.2.7 = load float, float* %scevgep3505, align 4
  %uglygep3654 = getelementptr i8, i8* %uglygep3652, i64 %30
  %uglygep36543655 = bitcast i8* %uglygep3654 to float*
  store float %.137.us.3.1.2.7, float* %uglygep36543655, align 4
  %scevgep3506 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3507 = getelementptr float, float* %scevgep3506, i64 -3
  %.137.us.4.1.2.7 = load float, float* %scevgep3507, align 4
  %uglygep3656 = getelementptr i8, i8* %uglygep3654, i64 %30
  %uglygep36563657 = bitcast i8* %uglygep3656 to float*
  store float %.137.us.4.1.2.7, float* %uglygep36563657, align 4
  %scevgep3508 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3509 = getelementptr float, float* %scevgep3508, i64 -2
  %.137.us.5.1.2.7 = load float, float* %scevgep3509, align 4
  %uglygep3658 = getelementptr i8, i8* %uglygep3656, i64 %30
  %uglygep36583659 = bitcast i8* %uglygep3658 to float*
  store float %.137.us.5.1.2.7, float* %uglygep36583659, align 4
  %scevgep3510 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %scevgep3511 = getelementptr float, float* %scevgep3510, i64 -1
  %.137.us.6.1.2.7 = load float, float* %scevgep3511, align 4
  %uglygep3660 = getelementptr i8, i8* %uglygep3658, i64 %30
  %uglygep36603661 = bitcast i8* %uglygep3660 to float*
  store float %.137.us.6.1.2.7, float* %uglygep36603661, align 4
  %scevgep3512 = getelementptr float, float* %lsr.iv3399, i64 %lsr.iv1189
  %.137.us.7.1.2.7 = load float, float* %scevgep3512, align 4
  %uglygep3662 = getelementptr i8, i8* %uglygep3660, i64 %30
  %uglygep36623663 = bitcast i8* %uglygep3662 to float*
  store float %.137.us.7.1.2.7, float* %uglygep36623663, align 4
  %lsr.iv.next1190.7 = add i64 %lsr.iv1189, 64
  %scevgep3534 = getelementptr i1, i1* %lsr.iv35323533, i64 %37
  %113 = bitcast i1* %scevgep3534 to float*
  %lsr.iv.next3536 = add i64 %lsr.iv3535, -8
  %niter792.ncmp.7 = icmp eq i64 %lsr.iv.next3536, 0
  %uglygep3664 = getelementptr i8, i8* %uglygep3662, i64 %30
  %uglygep36643665 = bitcast i8* %uglygep3664 to float*
  br i1 %niter792.ncmp.7, label %for.end.1.loopexit.us.1.2.loopexit.unr-lcssa, label %for.body.1.us.1.2, !llvm.loop !104

for.end.1.loopexit.us.1.2.loopexit.unr-lcssa:     ; preds = %for.body.1.us.1.2, %for.body.1.us.1.preheader.2
  %lsr.iv1189.unr = phi i64 [ 0, %for.body.1.us.1.preheader.2 ], [ %lsr.iv.next1190.7, %for.body.1.us.1.2 ]
  %lsr.iv766.unr = phi float* [ %scevgep765, %for.body.1.us.1.preheader.2 ], [ %113, %for.body.1.us.1.2 ]
  %114 = and i64 %29, 7
  %115 = icmp eq i64 %114, 0
  br i1 %115, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2.epil.preheader

for.body.1.us.1.2.epil.preheader:                 ; preds = %for.end.1.loopexit.us.1.2.loopexit.unr-lcssa
  %scevgep3675 = getelementptr float, float* %lsr.iv3672, i64 %lsr.iv1189.unr
  br label %for.body.1.us.1.2.epil

for.body.1.us.1.2.epil:                           ; preds = %for.body.1.us.1.2.epil.preheader, %for.body.1.us.1.2.epil
  %lsr.iv3668 = phi float* [ %lsr.iv766.unr, %for.body.1.us.1.2.epil.preheader ], [ %uglygep37113712, %for.body.1.us.1.2.epil ]
  %lsr.iv3666 = phi i64 [ 0, %for.body.1.us.1.2.epil.preheader ], [ %lsr.iv.next3667, %for.body.1.us.1.2.epil ]
  %116 = bitcast float* %scevgep3675 to i8*
  %lsr.iv36683696 = bitcast float* %lsr.iv3668 to i8*
  %uglygep3679 = getelementptr i8, i8* %116, i64 %lsr.iv3666
  %uglygep36793680 = bitcast i8* %uglygep3679 to float*
  %scevgep3681 = getelementptr float, float* %uglygep36793680, i64 -4
  %.137.us.173.2.epil = load float, float* %scevgep3681, align 4
  store float %.137.us.173.2.epil, float* %lsr.iv3668, align 4
  %scevgep3689 = getelementptr float, float* %uglygep36793680, i64 -3
  %.137.us.1.1.2.epil = load float, float* %scevgep3689, align 4
  %uglygep3697 = getelementptr i8, i8* %lsr.iv36683696, i64 %30
  %uglygep36973698 = bitcast i8* %uglygep3697 to float*
  store float %.137.us.1.1.2.epil, float* %uglygep36973698, align 4
  %uglygep3690 = getelementptr i8, i8* %116, i64 %lsr.iv3666
  %uglygep36903691 = bitcast i8* %uglygep3690 to float*
  %scevgep3692 = getelementptr float, float* %uglygep36903691, i64 -2
  %.137.us.2.1.2.epil = load float, float* %scevgep3692, align 4
  %uglygep3699 = getelementptr i8, i8* %uglygep3697, i64 %30
  %uglygep36993700 = bitcast i8* %uglygep3699 to float*
  store float %.137.us.2.1.2.epil, float* %uglygep36993700, align 4
  %uglygep3693 = getelementptr i8, i8* %116, i64 %lsr.iv3666
  %uglygep36933694 = bitcast i8* %uglygep3693 to float*
  %scevgep3695 = getelementptr float, float* %uglygep36933694, i64 -1
  %.137.us.3.1.2.epil = load float, float* %scevgep3695, align 4
  %uglygep3701 = getelementptr i8, i8* %uglygep3699, i64 %30
  %uglygep37013702 = bitcast i8* %uglygep3701 to float*
  store float %.137.us.3.1.2.epil, float* %uglygep37013702, align 4
  %uglygep3677 = getelementptr i8, i8* %116, i64 %lsr.iv3666
  %uglygep36773678 = bitcast i8* %uglygep3677 to float*
  %.137.us.4.1.2.epil = load float, float* %uglygep36773678, align 4
  %uglygep3703 = getelementptr i8, i8* %uglygep3701, i64 %30
  %uglygep37033704 = bitcast i8* %uglygep3703 to float*
  store float %.137.us.4.1.2.epil, float* %uglygep37033704, align 4
  %scevgep3688 = getelementptr float, float* %uglygep36773678, i64 1
  %.137.us.5.1.2.epil = load float, float* %scevgep3688, align 4
  %uglygep3705 = getelementptr i8, i8* %uglygep3703, i64 %30
  %uglygep37053706 = bitcast i8* %uglygep3705 to float*
  store float %.137.us.5.1.2.epil, float* %uglygep37053706, align 4
  %uglygep3685 = getelementptr i8, i8* %116, i64 %lsr.iv3666
  %uglygep36853686 = bitcast i8* %uglygep3685 to float*
  %scevgep3687 = getelementptr float, float* %uglygep36853686, i64 2
  %.137.us.6.1.2.epil = load float, float* %scevgep3687, align 4
  %uglygep3707 = getelementptr i8, i8* %uglygep3705, i64 %30
  %uglygep37073708 = bitcast i8* %uglygep3707 to float*
  store float %.137.us.6.1.2.epil, float* %uglygep37073708, align 4
  %uglygep3682 = getelementptr i8, i8* %116, i64 %lsr.iv3666
  %uglygep36823683 = bitcast i8* %uglygep3682 to float*
  %scevgep3684 = getelementptr float, float* %uglygep36823683, i64 3
  %.137.us.7.1.2.epil = load float, float* %scevgep3684, align 4
  %uglygep3709 = getelementptr i8, i8* %uglygep3707, i64 %30
  %uglygep37093710 = bitcast i8* %uglygep3709 to float*
  store float %.137.us.7.1.2.epil, float* %uglygep37093710, align 4
  %lsr.iv.next3667 = add nuw nsw i64 %lsr.iv3666, 32
  %epil.iter789.cmp.not = icmp eq i64 %57, %lsr.iv.next3667
  %uglygep3711 = getelementptr i8, i8* %uglygep3709, i64 %30
  %uglygep37113712 = bitcast i8* %uglygep3711 to float*
  br i1 %epil.iter789.cmp.not, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2.epil, !llvm.loop !111

for.end.1.loopexit.us.1.2:                        ; preds = %for.body.1.us.1.2.epil, %for.end.1.loopexit.us.1.2.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1.2
  %117 = icmp eq i64 %xtraiter48, 0
  %scevgep464.2 = getelementptr i1, i1* %scevgep464.1, i64 %6
  %scevgep700.2 = getelementptr i1, i1* %scevgep700.1, i64 %6
  br i1 %117, label %for.body.1.us.prol.loopexit.3, label %for.body.1.us.prol.3.preheader

for.body.1.us.prol.3.preheader:                   ; preds = %for.end.1.loopexit.us.1.2
  br label %for.body.1.us.prol.3

for.body.1.us.prol.3:                             ; preds = %for.body.1.us.prol.3.preheader, %for.body.1.us.prol.3
  %lsr.iv3713 = phi float* [ %lsr.iv800, %for.body.1.us.prol.3.preheader ], [ %118, %for.body.1.us.prol.3 ]
  %loop.index.12.us.prol.3 = phi i64 [ %.139.us.prol.3, %for.body.1.us.prol.3 ], [ 0, %for.body.1.us.prol.3.preheader ]
  %lsr.iv37133714 = bitcast float* %lsr.iv3713 to i1*
  %scevgep3716 = getelementptr float, float* %lsr.iv806, i64 %loop.index.12.us.prol.3
  %.137.us.prol.3 = load float, float* %scevgep3716, align 4
  store float %.137.us.prol.3, float* %lsr.iv3713, align 4
  %.139.us.prol.3 = add nuw nsw i64 %loop.index.12.us.prol.3, 1
  %scevgep3715 = getelementptr i1, i1* %lsr.iv37133714, i64 %30
  %118 = bitcast i1* %scevgep3715 to float*
  %prol.iter.cmp.not.3 = icmp eq i64 %xtraiter48, %.139.us.prol.3
  br i1 %prol.iter.cmp.not.3, label %for.body.1.us.prol.loopexit.3, label %for.body.1.us.prol.3, !llvm.loop !103

for.body.1.us.prol.loopexit.3:                    ; preds = %for.body.1.us.prol.3, %for.end.1.loopexit.us.1.2
  %119 = icmp ult i64 %4, 7
  br i1 %119, label %for.body.1.us.preheader.1.3, label %for.body.1.us.3.preheader

for.body.1.us.3.preheader:                        ; preds = %for.body.1.us.prol.loopexit.3
  %120 = icmp ult i64 %27, 56
  br i1 %120, label %for.body.1.us.preheader.1.3.loopexit.unr-lcssa, label %for.body.1.us.3.preheader809

for.body.1.us.3.preheader809:                     ; preds = %for.body.1.us.3.preheader
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader809, %for.body.1.us.3
  %lsr.iv3848 = phi i64 [ %unroll_iter693, %for.body.1.us.3.preheader809 ], [ %lsr.iv.next3849, %for.body.1.us.3 ]
  %lsr.iv1237 = phi i64 [ %lsr.iv.next1238.7, %for.body.1.us.3 ], [ 0, %for.body.1.us.3.preheader809 ]
  %lsr.iv1230 = phi float* [ %uglygep39773978, %for.body.1.us.3 ], [ %lsr.iv1228, %for.body.1.us.3.preheader809 ]
  %lsr.iv12303850 = bitcast float* %lsr.iv1230 to i8*
  %lsr.iv12301231 = bitcast float* %lsr.iv1230 to i1*
  %scevgep3844 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3845 = getelementptr float, float* %scevgep3844, i64 -63
  %.137.us.3243 = load float, float* %scevgep3845, align 4
  store float %.137.us.3243, float* %lsr.iv1230, align 4
  %scevgep3842 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3843 = getelementptr float, float* %scevgep3842, i64 -62
  %.137.us.1.3 = load float, float* %scevgep3843, align 4
  %uglygep3851 = getelementptr i8, i8* %lsr.iv12303850, i64 %30
  %uglygep38513852 = bitcast i8* %uglygep3851 to float*
  store float %.137.us.1.3, float* %uglygep38513852, align 4
  %scevgep3840 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3841 = getelementptr float, float* %scevgep3840, i64 -61
  %.137.us.2.3 = load float, float* %scevgep3841, align 4
  %uglygep3853 = getelementptr i8, i8* %uglygep3851, i64 %30
  %uglygep38533854 = bitcast i8* %uglygep3853 to float*
  store float %.137.us.2.3, float* %uglygep38533854, align 4
  %scevgep3838 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3839 = getelementptr float, float* %scevgep3838, i64 -60
  %.137.us.3.3 = load float, float* %scevgep3839, align 4
  %uglygep3855 = getelementptr i8, i8* %uglygep3853, i64 %30
  %uglygep38553856 = bitcast i8* %uglygep3855 to float*
  store float %.137.us.3.3, float* %uglygep38553856, align 4
  %scevgep3836 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3837 = getelementptr float, float* %scevgep3836, i64 -59
  %.137.us.4.3 = load float, float* %scevgep3837, align 4
  %uglygep3857 = getelementptr i8, i8* %uglygep3855, i64 %30
  %uglygep38573858 = bitcast i8* %uglygep3857 to float*
  store float %.137.us.4.3, float* %uglygep38573858, align 4
  %scevgep3834 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3835 = getelementptr float, float* %scevgep3834, i64 -58
  %.137.us.5.3 = load float, float* %scevgep3835, align 4
  %uglygep3859 = getelementptr i8, i8* %uglygep3857, i64 %30
  %uglygep38593860 = bitcast i8* %uglygep3859 to float*
  store float %.137.us.5.3, float* %uglygep38593860, align 4
  %scevgep3832 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3833 = getelementptr float, float* %scevgep3832, i64 -57
  %.137.us.6.3 = load float, float* %scevgep3833, align 4
  %uglygep3861 = getelementptr i8, i8* %uglygep3859, i64 %30
  %uglygep38613862 = bitcast i8* %uglygep3861 to float*
  store float %.137.us.6.3, float* %uglygep38613862, align 4
  %scevgep3846 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3847 = getelementptr float, float* %scevgep3846, i64 -56
  %.137.us.7.3 = load float, float* %scevgep3847, align 4
  %uglygep3863 = getelementptr i8, i8* %uglygep3861, i64 %30
  %uglygep38633864 = bitcast i8* %uglygep3863 to float*
  store float %.137.us.7.3, float* %uglygep38633864, align 4
  %scevgep1232 = getelementptr i1, i1* %lsr.iv12301231, i64 %7
  %scevgep3801 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3802 = getelementptr float, float* %scevgep3801, i64 -55
  %.137.us.3243.1 = load float, float* %scevgep3802, align 4
  %uglygep3865 = getelementptr i8, i8* %uglygep3863, i64 %30
  %uglygep38653866 = bitcast i8* %uglygep3865 to float*
  store float %.137.us.3243.1, float* %uglygep38653866, align 4
  %scevgep3803 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3804 = getelementptr float, float* %scevgep3803, i64 -54
  %.137.us.1.3.1 = load float, float* %scevgep3804, align 4
  %uglygep3867 = getelementptr i8, i8* %uglygep3865, i64 %30
  %uglygep38673868 = bitcast i8* %uglygep3867 to float*
  store float %.137.us.1.3.1, float* %uglygep38673868, align 4
  %scevgep3805 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3806 = getelementptr float, float* %scevgep3805, i64 -53
  %.137.us.2.3.1 = load float, float* %scevgep3806, align 4
  %uglygep3869 = getelementptr i8, i8* %uglygep3867, i64 %30
  %uglygep38693870 = bitcast i8* %uglygep3869 to float*
  store float %.137.us.2.3.1, float* %uglygep38693870, align 4
  %scevgep3807 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3808 = getelementptr float, float* %scevgep3807, i64 -52
  %.137.us.3.3.1 = load float, float* %scevgep3808, align 4
  %uglygep3871 = getelementptr i8, i8* %uglygep3869, i64 %30
  %uglygep38713872 = bitcast i8* %uglygep3871 to float*
  store float %.137.us.3.3.1, float* %uglygep38713872, align 4
  %scevgep3809 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3810 = getelementptr float, float* %scevgep3809, i64 -51
  %.137.us.4.3.1 = load float, float* %scevgep3810, align 4
  %uglygep3873 = getelementptr i8, i8* %uglygep3871, i64 %30
  %uglygep38733874 = bitcast i8* %uglygep3873 to float*
  store float %.137.us.4.3.1, float* %uglygep38733874, align 4
  %scevgep3811 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3812 = getelementptr float, float* %scevgep3811, i64 -50
  %.137.us.5.3.1 = load float, float* %scevgep3812, align 4
  %uglygep3875 = getelementptr i8, i8* %uglygep3873, i64 %30
  %uglygep38753876 = bitcast i8* %uglygep3875 to float*
  store float %.137.us.5.3.1, float* %uglygep38753876, align 4
  %scevgep3813 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3814 = getelementptr float, float* %scevgep3813, i64 -49
  %.137.us.6.3.1 = load float, float* %scevgep3814, align 4
  %uglygep3877 = getelementptr i8, i8* %uglygep3875, i64 %30
  %uglygep38773878 = bitcast i8* %uglygep3877 to float*
  store float %.137.us.6.3.1, float* %uglygep38773878, align 4
  %scevgep3815 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3816 = getelementptr float, float* %scevgep3815, i64 -48
  %.137.us.7.3.1 = load float, float* %scevgep3816, align 4
  %uglygep3879 = getelementptr i8, i8* %uglygep3877, i64 %30
  %uglygep38793880 = bitcast i8* %uglygep3879 to float*
  store float %.137.us.7.3.1, float* %uglygep38793880, align 4
  %scevgep1232.1 = getelementptr i1, i1* %scevgep1232, i64 %7
  %scevgep3785 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3786 = getelementptr float, float* %scevgep3785, i64 -47
  %.137.us.3243.2 = load float, float* %scevgep3786, align 4
  %uglygep3881 = getelementptr i8, i8* %uglygep3879, i64 %30
  %uglygep38813882 = bitcast i8* %uglygep3881 to float*
  store float %.137.us.3243.2, float* %uglygep38813882, align 4
  %scevgep3787 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3788 = getelementptr float, float* %scevgep3787, i64 -46
  %.137.us.1.3.2 = load float, float* %scevgep3788, align 4
  %uglygep3883 = getelementptr i8, i8* %uglygep3881, i64 %30
  %uglygep38833884 = bitcast i8* %uglygep3883 to float*
  store float %.137.us.1.3.2, float* %uglygep38833884, align 4
  %scevgep3789 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3790 = getelementptr float, float* %scevgep3789, i64 -45
  %.137.us.2.3.2 = load float, float* %scevgep3790, align 4
  %uglygep3885 = getelementptr i8, i8* %uglygep3883, i64 %30
  %uglygep38853886 = bitcast i8* %uglygep3885 to float*
  store float %.137.us.2.3.2, float* %uglygep38853886, align 4
  %scevgep3791 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3792 = getelementptr float, float* %scevgep3791, i64 -44
  %.137.us.3.3.2 = load float, float* %scevgep3792, align 4
  %uglygep3887 = getelementptr i8, i8* %uglygep3885, i64 %30
  %uglygep38873888 = bitcast i8* %uglygep3887 to float*
  store float %.137.us.3.3.2, float* %uglygep38873888, align 4
  %scevgep3793 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3794 = getelementptr float, float* %scevgep3793, i64 -43
  %.137.us.4.3.2 = load float, float* %scevgep3794, align 4
  %uglygep3889 = getelementptr i8, i8* %uglygep3887, i64 %30
  %uglygep38893890 = bitcast i8* %uglygep3889 to float*
  store float %.137.us.4.3.2, float* %uglygep38893890, align 4
  %scevgep3795 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3796 = getelementptr float, float* %scevgep3795, i64 -42
  %.137.us.5.3.2 = load float, float* %scevgep3796, align 4
  %uglygep3891 = getelementptr i8, i8* %uglygep3889, i64 %30
  %uglygep38913892 = bitcast i8* %uglygep3891 to float*
  store float %.137.us.5.3.2, float* %uglygep38913892, align 4
  %scevgep3797 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3798 = getelementptr float, float* %scevgep3797, i64 -41
  %.137.us.6.3.2 = load float, float* %scevgep3798, align 4
  %uglygep3893 = getelementptr i8, i8* %uglygep3891, i64 %30
  %uglygep38933894 = bitcast i8* %uglygep3893 to float*
  store float %.137.us.6.3.2, float* %uglygep38933894, align 4
  %scevgep3799 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3800 = getelementptr float, float* %scevgep3799, i64 -40
  %.137.us.7.3.2 = load float, float* %scevgep3800, align 4
  %uglygep3895 = getelementptr i8, i8* %uglygep3893, i64 %30
  %uglygep38953896 = bitcast i8* %uglygep3895 to float*
  store float %.137.us.7.3.2, float* %uglygep38953896, align 4
  %scevgep1232.2 = getelementptr i1, i1* %scevgep1232.1, i64 %7
  %scevgep3769 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3770 = getelementptr float, float* %scevgep3769, i64 -39
  %.137.us.3243.3 = load float, float* %scevgep3770, align 4
  %uglygep3897 = getelementptr i8, i8* %uglygep3895, i64 %30
  %uglygep38973898 = bitcast i8* %uglygep3897 to float*
  store float %.137.us.3243.3, float* %uglygep38973898, align 4
  %scevgep3771 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3772 = getelementptr float, float* %scevgep3771, i64 -38
  %.137.us.1.3.3 = load float, float* %scevgep3772, align 4
  %uglygep3899 = getelementptr i8, i8* %uglygep3897, i64 %30
  %uglygep38993900 = bitcast i8* %uglygep3899 to float*
  store float %.137.us.1.3.3, float* %uglygep38993900, align 4
  %scevgep3773 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3774 = getelementptr float, float* %scevgep3773, i64 -37
  %.137.us.2.3.3 = load float, float* %scevgep3774, align 4
  %uglygep3901 = getelementptr i8, i8* %uglygep3899, i64 %30
  %uglygep39013902 = bitcast i8* %uglygep3901 to float*
  store float %.137.us.2.3.3, float* %uglygep39013902, align 4
  %scevgep3775 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3776 = getelementptr float, float* %scevgep3775, i64 -36
  %.137.us.3.3.3 = load float, float* %scevgep3776, align 4
  %uglygep3903 = getelementptr i8, i8* %uglygep3901, i64 %30
  %uglygep39033904 = bitcast i8* %uglygep3903 to float*
  store float %.137.us.3.3.3, float* %uglygep39033904, align 4
  %scevgep3777 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3778 = getelementptr float, float* %scevgep3777, i64 -35
  %.137.us.4.3.3 = load float, float* %scevgep3778, align 4
  %uglygep3905 = getelementptr i8, i8* %uglygep3903, i64 %30
  %uglygep39053906 = bitcast i8* %uglygep3905 to float*
  store float %.137.us.4.3.3, float* %uglygep39053906, align 4
  %scevgep3779 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3780 = getelementptr float, float* %scevgep3779, i64 -34
  %.137.us.5.3.3 = load float, float* %scevgep3780, align 4
  %uglygep3907 = getelementptr i8, i8* %uglygep3905, i64 %30
  %uglygep39073908 = bitcast i8* %uglygep3907 to float*
  store float %.137.us.5.3.3, float* %uglygep39073908, align 4
  %scevgep3781 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3782 = getelementptr float, float* %scevgep3781, i64 -33
  %.137.us.6.3.3 = load float, float* %scevgep3782, align 4
  %uglygep3909 = getelementptr i8, i8* %uglygep3907, i64 %30
  %uglygep39093910 = bitcast i8* %uglygep3909 to float*
  store float %.137.us.6.3.3, float* %uglygep39093910, align 4
  %scevgep3783 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3784 = getelementptr float, float* %scevgep3783, i64 -32
  %.137.us.7.3.3 = load float, float* %scevgep3784, align 4
  %uglygep3911 = getelementptr i8, i8* %uglygep3909, i64 %30
  %uglygep39113912 = bitcast i8* %uglygep3911 to float*
  store float %.137.us.7.3.3, float* %uglygep39113912, align 4
  %scevgep1232.3 = getelementptr i1, i1* %scevgep1232.2, i64 %7
  %scevgep3753 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3754 = getelementptr float, float* %scevgep3753, i64 -31
  %.137.us.3243.4 = load float, float* %scevgep3754, align 4
  %uglygep3913 = getelementptr i8, i8* %uglygep3911, i64 %30
  %uglygep39133914 = bitcast i8* %uglygep3913 to float*
  store float %.137.us.3243.4, float* %uglygep39133914, align 4
  %scevgep3755 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3756 = getelementptr float, float* %scevgep3755, i64 -30
  %.137.us.1.3.4 = load float, float* %scevgep3756, align 4
  %uglygep3915 = getelementptr i8, i8* %uglygep3913, i64 %30
  %uglygep39153916 = bitcast i8* %uglygep3915 to float*
  store float %.137.us.1.3.4, float* %uglygep39153916, align 4
  %scevgep3757 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3758 = getelementptr float, float* %scevgep3757, i64 -29
  %.137.us.2.3.4 = load float, float* %scevgep3758, align 4
  %uglygep3917 = getelementptr i8, i8* %uglygep3915, i64 %30
  %uglygep39173918 = bitcast i8* %uglygep3917 to float*
  store float %.137.us.2.3.4, float* %uglygep39173918, align 4
  %scevgep3759 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3760 = getelementptr float, float* %scevgep3759, i64 -28
  %.137.us.3.3.4 = load float, float* %scevgep3760, align 4
  %uglygep3919 = getelementptr i8, i8* %uglygep3917, i64 %30
  %uglygep39193920 = bitcast i8* %uglygep3919 to float*
  store float %.137.us.3.3.4, float* %uglygep39193920, align 4
  %scevgep3761 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3762 = getelementptr float, float* %scevgep3761, i64 -27
  %.137.us.4.3.4 = load float, float* %scevgep3762, align 4
  %uglygep3921 = getelementptr i8, i8* %uglygep3919, i64 %30
  %uglygep39213922 = bitcast i8* %uglygep3921 to float*
  store float %.137.us.4.3.4, float* %uglygep39213922, align 4
  %scevgep3763 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3764 = getelementptr float, float* %scevgep3763, i64 -26
  %.137.us.5.3.4 = load float, float* %scevgep3764, align 4
  %uglygep3923 = getelementptr i8, i8* %uglygep3921, i64 %30
  %uglygep39233924 = bitcast i8* %uglygep3923 to float*
  store float %.137.us.5.3.4, float* %uglygep39233924, align 4
  %scevgep3765 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3766 = getelementptr float, float* %scevgep3765, i64 -25
  %.137.us.6.3.4 = load float, float* %scevgep3766, align 4
  %uglygep3925 = getelementptr i8, i8* %uglygep3923, i64 %30
  %uglygep39253926 = bitcast i8* %uglygep3925 to float*
  store float %.137.us.6.3.4, float* %uglygep39253926, align 4
  %scevgep3767 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3768 = getelementptr float, float* %scevgep3767, i64 -24
  %.137.us.7.3.4 = load float, float* %scevgep3768, align 4
  %uglygep3927 = getelementptr i8, i8* %uglygep3925, i64 %30
  %uglygep39273928 = bitcast i8* %uglygep3927 to float*
  store float %.137.us.7.3.4, float* %uglygep39273928, align 4
  %scevgep1232.4 = getelementptr i1, i1* %scevgep1232.3, i64 %7
  %scevgep3737 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3738 = getelementptr float, float* %scevgep3737, i64 -23
  %.137.us.3243.5 = load float, float* %scevgep3738, align 4
  %uglygep3929 = getelementptr i8, i8* %uglygep3927, i64 %30
  %uglygep39293930 = bitcast i8* %uglygep3929 to float*
  store float %.137.us.3243.5, float* %uglygep39293930, align 4
  %scevgep3739 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3740 = getelementptr float, float* %scevgep3739, i64 -22
  %.137.us.1.3.5 = load float, float* %scevgep3740, align 4
  %uglygep3931 = getelementptr i8, i8* %uglygep3929, i64 %30
  %uglygep39313932 = bitcast i8* %uglygep3931 to float*
  store float %.137.us.1.3.5, float* %uglygep39313932, align 4
  %scevgep3741 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3742 = getelementptr float, float* %scevgep3741, i64 -21
  %.137.us.2.3.5 = load float, float* %scevgep3742, align 4
  %uglygep3933 = getelementptr i8, i8* %uglygep3931, i64 %30
  %uglygep39333934 = bitcast i8* %uglygep3933 to float*
  store float %.137.us.2.3.5, float* %uglygep39333934, align 4
  %scevgep3743 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3744 = getelementptr float, float* %scevgep3743, i64 -20
  %.137.us.3.3.5 = load float, float* %scevgep3744, align 4
  %uglygep3935 = getelementptr i8, i8* %uglygep3933, i64 %30
  %uglygep39353936 = bitcast i8* %uglygep3935 to float*
  store float %.137.us.3.3.5, float* %uglygep39353936, align 4
  %scevgep3745 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3746 = getelementptr float, float* %scevgep3745, i64 -19
  %.137.us.4.3.5 = load float, float* %scevgep3746, align 4
  %uglygep3937 = getelementptr i8, i8* %uglygep3935, i64 %30
  %uglygep39373938 = bitcast i8* %uglygep3937 to float*
  store float %.137.us.4.3.5, float* %uglygep39373938, align 4
  %scevgep3747 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3748 = getelementptr float, float* %scevgep3747, i64 -18
  %.137.us.5.3.5 = load float, float* %scevgep3748, align 4
  %uglygep3939 = getelementptr i8, i8* %uglygep3937, i64 %30
  %uglygep39393940 = bitcast i8* %uglygep3939 to float*
  store float %.137.us.5.3.5, float* %uglygep39393940, align 4
  %scevgep3749 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3750 = getelementptr float, float* %scevgep3749, i64 -17
  %.137.us.6.3.5 = load float, float* %scevgep3750, align 4
  %uglygep3941 = getelementptr i8, i8* %uglygep3939, i64 %30
  %uglygep39413942 = bitcast i8* %uglygep3941 to float*
  store float %.137.us.6.3.5, float* %uglygep39413942, align 4
  %scevgep3751 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3752 = getelementptr float, float* %scevgep3751, i64 -16
  %.137.us.7.3.5 = load float, float* %scevgep3752, align 4
  %uglygep3943 = getelementptr i8, i8* %uglygep3941, i64 %30
  %uglygep39433944 = bitcast i8* %uglygep3943 to float*
  store float %.137.us.7.3.5, float* %uglygep39433944, align 4
  %scevgep1232.5 = getelementptr i1, i1* %scevgep1232.4, i64 %7
  %scevgep3721 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3722 = getelementptr float, float* %scevgep3721, i64 -15
  %.137.us.3243.6 = load float, float* %scevgep3722, align 4
  %uglygep3945 = getelementptr i8, i8* %uglygep3943, i64 %30
  %uglygep39453946 = bitcast i8* %uglygep3945 to float*
  store float %.137.us.3243.6, float* %uglygep39453946, align 4
  %scevgep3723 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3724 = getelementptr float, float* %scevgep3723, i64 -14
  %.137.us.1.3.6 = load float, float* %scevgep3724, align 4
  %uglygep3947 = getelementptr i8, i8* %uglygep3945, i64 %30
  %uglygep39473948 = bitcast i8* %uglygep3947 to float*
  store float %.137.us.1.3.6, float* %uglygep39473948, align 4
  %scevgep3725 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3726 = getelementptr float, float* %scevgep3725, i64 -13
  %.137.us.2.3.6 = load float, float* %scevgep3726, align 4
  %uglygep3949 = getelementptr i8, i8* %uglygep3947, i64 %30
  %uglygep39493950 = bitcast i8* %uglygep3949 to float*
  store float %.137.us.2.3.6, float* %uglygep39493950, align 4
  %scevgep3727 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3728 = getelementptr float, float* %scevgep3727, i64 -12
  %.137.us.3.3.6 = load float, float* %scevgep3728, align 4
  %uglygep3951 = getelementptr i8, i8* %uglygep3949, i64 %30
  %uglygep39513952 = bitcast i8* %uglygep3951 to float*
  store float %.137.us.3.3.6, float* %uglygep39513952, align 4
  %scevgep3729 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3730 = getelementptr float, float* %scevgep3729, i64 -11
  %.137.us.4.3.6 = load float, float* %scevgep3730, align 4
  %uglygep3953 = getelementptr i8, i8* %uglygep3951, i64 %30
  %uglygep39533954 = bitcast i8* %uglygep3953 to float*
  store float %.137.us.4.3.6, float* %uglygep39533954, align 4
  %scevgep3731 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3732 = getelementptr float, float* %scevgep3731, i64 -10
  %.137.us.5.3.6 = load float, float* %scevgep3732, align 4
  %uglygep3955 = getelementptr i8, i8* %uglygep3953, i64 %30
  %uglygep39553956 = bitcast i8* %uglygep3955 to float*
  store float %.137.us.5.3.6, float* %uglygep39553956, align 4
  %scevgep3733 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3734 = getelementptr float, float* %scevgep3733, i64 -9
  %.137.us.6.3.6 = load float, float* %scevgep3734, align 4
  %uglygep3957 = getelementptr i8, i8* %uglygep3955, i64 %30
  %uglygep39573958 = bitcast i8* %uglygep3957 to float*
  store float %.137.us.6.3.6, float* %uglygep39573958, align 4
  %scevgep3735 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3736 = getelementptr float, float* %scevgep3735, i64 -8
  %.137.us.7.3.6 = load float, float* %scevgep3736, align 4
  %uglygep3959 = getelementptr i8, i8* %uglygep3957, i64 %30
  %uglygep39593960 = bitcast i8* %uglygep3959 to float*
  store float %.137.us.7.3.6, float* %uglygep39593960, align 4
  %scevgep1232.6 = getelementptr i1, i1* %scevgep1232.5, i64 %7
  %scevgep3817 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3818 = getelementptr float, float* %scevgep3817, i64 -7
  %.137.us.3243.7 = load float, float* %scevgep3818, align 4
  %uglygep3961 = getelementptr i8, i8* %uglygep3959, i64 %30
  %uglygep39613962 = bitcast i8* %uglygep3961 to float*
  store float %.137.us.3243.7, float* %uglygep39613962, align 4
  %scevgep3819 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3820 = getelementptr float, float* %scevgep3819, i64 -6
  %.137.us.1.3.7 = load float, float* %scevgep3820, align 4
  %uglygep3963 = getelementptr i8, i8* %uglygep3961, i64 %30
  %uglygep39633964 = bitcast i8* %uglygep3963 to float*
  store float %.137.us.1.3.7, float* %uglygep39633964, align 4
  %scevgep3821 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3822 = getelementptr float, float* %scevgep3821, i64 -5
  %.137.us.2.3.7 = load float, float* %scevgep3822, align 4
  %uglygep3965 = getelementptr i8, i8* %uglygep3963, i64 %30
  %uglygep39653966 = bitcast i8* %uglygep3965 to float*
  store float %.137.us.2.3.7, float* %uglygep39653966, align 4
  %scevgep3823 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3824 = getelementptr float, float* %scevgep3823, i64 -4
  %.137.us.3.3.7 = load float, float* %scevgep3824, align 4
  %uglygep3967 = getelementptr i8, i8* %uglygep3965, i64 %30
  %uglygep39673968 = bitcast i8* %uglygep3967 to float*
  store float %.137.us.3.3.7, float* %uglygep39673968, align 4
  %scevgep3825 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3826 = getelementptr float, float* %scevgep3825, i64 -3
  %.137.us.4.3.7 = load float, float* %scevgep3826, align 4
  %uglygep3969 = getelementptr i8, i8* %uglygep3967, i64 %30
  %uglygep39693970 = bitcast i8* %uglygep3969 to float*
  store float %.137.us.4.3.7, float* %uglygep39693970, align 4
  %scevgep3827 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3828 = getelementptr float, float* %scevgep3827, i64 -2
  %.137.us.5.3.7 = load float, float* %scevgep3828, align 4
  %uglygep3971 = getelementptr i8, i8* %uglygep3969, i64 %30
  %uglygep39713972 = bitcast i8* %uglygep3971 to float*
  store float %.137.us.5.3.7, float* %uglygep39713972, align 4
  %scevgep3829 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %scevgep3830 = getelementptr float, float* %scevgep3829, i64 -1
  %.137.us.6.3.7 = load float, float* %scevgep3830, align 4
  %uglygep3973 = getelementptr i8, i8* %uglygep3971, i64 %30
  %uglygep39733974 = bitcast i8* %uglygep3973 to float*
  store float %.137.us.6.3.7, float* %uglygep39733974, align 4
  %scevgep3831 = getelementptr float, float* %lsr.iv3718, i64 %lsr.iv1237
  %.137.us.7.3.7 = load float, float* %scevgep3831, align 4
  %uglygep3975 = getelementptr i8, i8* %uglygep3973, i64 %30
  %uglygep39753976 = bitcast i8* %uglygep3975 to float*
  store float %.137.us.7.3.7, float* %uglygep39753976, align 4
  %scevgep1232.7 = getelementptr i1, i1* %scevgep1232.6, i64 %7
  %121 = bitcast i1* %scevgep1232.7 to float*
  %lsr.iv.next1238.7 = add i64 %lsr.iv1237, 64
  %lsr.iv.next3849 = add i64 %lsr.iv3848, -8
  %niter797.ncmp.7 = icmp eq i64 %lsr.iv.next3849, 0
  %uglygep3977 = getelementptr i8, i8* %uglygep3975, i64 %30
  %uglygep39773978 = bitcast i8* %uglygep3977 to float*
  br i1 %niter797.ncmp.7, label %for.body.1.us.preheader.1.3.loopexit.unr-lcssa, label %for.body.1.us.3, !llvm.loop !104

for.body.1.us.preheader.1.3.loopexit.unr-lcssa:   ; preds = %for.body.1.us.3, %for.body.1.us.3.preheader
  %lsr.iv1237.unr = phi i64 [ 0, %for.body.1.us.3.preheader ], [ %lsr.iv.next1238.7, %for.body.1.us.3 ]
  %lsr.iv1230.unr = phi float* [ %lsr.iv1228, %for.body.1.us.3.preheader ], [ %121, %for.body.1.us.3 ]
  %122 = and i64 %29, 7
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %for.body.1.us.preheader.1.3, label %for.body.1.us.3.epil.preheader

for.body.1.us.3.epil.preheader:                   ; preds = %for.body.1.us.preheader.1.3.loopexit.unr-lcssa
  %scevgep3985 = getelementptr float, float* %lsr.iv3982, i64 %lsr.iv1237.unr
  br label %for.body.1.us.3.epil

for.body.1.us.3.epil:                             ; preds = %for.body.1.us.3.epil.preheader, %for.body.1.us.3.epil
  %lsr.iv3979 = phi i64 [ 0, %for.body.1.us.3.epil.preheader ], [ %lsr.iv.next3980, %for.body.1.us.3.epil ]
  %lsr.iv1230.epil = phi float* [ %uglygep40214022, %for.body.1.us.3.epil ], [ %lsr.iv1230.unr, %for.body.1.us.3.epil.preheader ]
  %124 = bitcast float* %scevgep3985 to i8*
  %lsr.iv1230.epil4006 = bitcast float* %lsr.iv1230.epil to i8*
  %uglygep3989 = getelementptr i8, i8* %124, i64 %lsr.iv3979
  %uglygep39893990 = bitcast i8* %uglygep3989 to float*
  %scevgep3991 = getelementptr float, float* %uglygep39893990, i64 -4
  %.137.us.3243.epil = load float, float* %scevgep3991, align 4
  store float %.137.us.3243.epil, float* %lsr.iv1230.epil, align 4
  %scevgep3999 = getelementptr float, float* %uglygep39893990, i64 -3
  %.137.us.1.3.epil = load float, float* %scevgep3999, align 4
  %uglygep4007 = getelementptr i8, i8* %lsr.iv1230.epil4006, i64 %30
  %uglygep40074008 = bitcast i8* %uglygep4007 to float*
  store float %.137.us.1.3.epil, float* %uglygep40074008, align 4
  %uglygep4000 = getelementptr i8, i8* %124, i64 %lsr.iv3979
  %uglygep40004001 = bitcast i8* %uglygep4000 to float*
  %scevgep4002 = getelementptr float, float* %uglygep40004001, i64 -2
  %.137.us.2.3.epil = load float, float* %scevgep4002, align 4
  %uglygep4009 = getelementptr i8, i8* %uglygep4007, i64 %30
  %uglygep40094010 = bitcast i8* %uglygep4009 to float*
  store float %.137.us.2.3.epil, float* %uglygep40094010, align 4
  %uglygep4003 = getelementptr i8, i8* %124, i64 %lsr.iv3979
  %uglygep40034004 = bitcast i8* %uglygep4003 to float*
  %scevgep4005 = getelementptr float, float* %uglygep40034004, i64 -1
  %.137.us.3.3.epil = load float, float* %scevgep4005, align 4
  %uglygep4011 = getelementptr i8, i8* %uglygep4009, i64 %30
  %uglygep40114012 = bitcast i8* %uglygep4011 to float*
  store float %.137.us.3.3.epil, float* %uglygep40114012, align 4
  %uglygep3987 = getelementptr i8, i8* %124, i64 %lsr.iv3979
  %uglygep39873988 = bitcast i8* %uglygep3987 to float*
  %.137.us.4.3.epil = load float, float* %uglygep39873988, align 4
  %uglygep4013 = getelementptr i8, i8* %uglygep4011, i64 %30
  %uglygep40134014 = bitcast i8* %uglygep4013 to float*
  store float %.137.us.4.3.epil, float* %uglygep40134014, align 4
  %scevgep3998 = getelementptr float, float* %uglygep39873988, i64 1
  %.137.us.5.3.epil = load float, float* %scevgep3998, align 4
  %uglygep4015 = getelementptr i8, i8* %uglygep4013, i64 %30
  %uglygep40154016 = bitcast i8* %uglygep4015 to float*
  store float %.137.us.5.3.epil, float* %uglygep40154016, align 4
  %uglygep3995 = getelementptr i8, i8* %124, i64 %lsr.iv3979
  %uglygep39953996 = bitcast i8* %uglygep3995 to float*
  %scevgep3997 = getelementptr float, float* %uglygep39953996, i64 2
  %.137.us.6.3.epil = load float, float* %scevgep3997, align 4
  %uglygep4017 = getelementptr i8, i8* %uglygep4015, i64 %30
  %uglygep40174018 = bitcast i8* %uglygep4017 to float*
  store float %.137.us.6.3.epil, float* %uglygep40174018, align 4
  %uglygep3992 = getelementptr i8, i8* %124, i64 %lsr.iv3979
  %uglygep39923993 = bitcast i8* %uglygep3992 to float*
  %scevgep3994 = getelementptr float, float* %uglygep39923993, i64 3
  %.137.us.7.3.epil = load float, float* %scevgep3994, align 4
  %uglygep4019 = getelementptr i8, i8* %uglygep4017, i64 %30
  %uglygep40194020 = bitcast i8* %uglygep4019 to float*
  store float %.137.us.7.3.epil, float* %uglygep40194020, align 4
  %lsr.iv.next3980 = add nuw nsw i64 %lsr.iv3979, 32
  %epil.iter794.cmp.not = icmp eq i64 %61, %lsr.iv.next3980
  %uglygep4021 = getelementptr i8, i8* %uglygep4019, i64 %30
  %uglygep40214022 = bitcast i8* %uglygep4021 to float*
  br i1 %epil.iter794.cmp.not, label %for.body.1.us.preheader.1.3, label %for.body.1.us.3.epil, !llvm.loop !112

for.body.1.us.preheader.1.3:                      ; preds = %for.body.1.us.3.epil, %for.body.1.us.preheader.1.3.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.3
  %125 = icmp eq i64 %xtraiter48, 0
  br i1 %125, label %for.body.1.us.prol.loopexit.1.3, label %for.body.1.us.prol.1.3.preheader

for.body.1.us.prol.1.3.preheader:                 ; preds = %for.body.1.us.preheader.1.3
  br label %for.body.1.us.prol.1.3

for.body.1.us.prol.1.3:                           ; preds = %for.body.1.us.prol.1.3.preheader, %for.body.1.us.prol.1.3
  %lsr.iv4023 = phi float* [ %lsr.iv845, %for.body.1.us.prol.1.3.preheader ], [ %126, %for.body.1.us.prol.1.3 ]
  %loop.index.12.us.prol.1.3 = phi i64 [ %.139.us.prol.1.3, %for.body.1.us.prol.1.3 ], [ 0, %for.body.1.us.prol.1.3.preheader ]
  %lsr.iv40234024 = bitcast float* %lsr.iv4023 to i1*
  %scevgep4026 = getelementptr float, float* %lsr.iv851, i64 %loop.index.12.us.prol.1.3
  %.137.us.prol.1.3 = load float, float* %scevgep4026, align 4
  store float %.137.us.prol.1.3, float* %lsr.iv4023, align 4
  %.139.us.prol.1.3 = add nuw nsw i64 %loop.index.12.us.prol.1.3, 1
  %scevgep4025 = getelementptr i1, i1* %lsr.iv40234024, i64 %30
  %126 = bitcast i1* %scevgep4025 to float*
  %prol.iter.cmp.1.not.3 = icmp eq i64 %xtraiter48, %.139.us.prol.1.3
  br i1 %prol.iter.cmp.1.not.3, label %for.body.1.us.prol.loopexit.1.3, label %for.body.1.us.prol.1.3, !llvm.loop !103

for.body.1.us.prol.loopexit.1.3:                  ; preds = %for.body.1.us.prol.1.3, %for.body.1.us.preheader.1.3
  %127 = icmp ult i64 %4, 7
  br i1 %127, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.preheader.3

for.body.1.us.1.preheader.3:                      ; preds = %for.body.1.us.prol.loopexit.1.3
  %128 = icmp ult i64 %27, 56
  %scevgep855 = getelementptr float, float* %lsr.iv845, i64 %21
  br i1 %128, label %for.end.1.loopexit.us.1.3.loopexit.unr-lcssa, label %for.body.1.us.1.3.preheader

for.body.1.us.1.3.preheader:                      ; preds = %for.body.1.us.1.preheader.3
  br label %for.body.1.us.1.3

for.body.1.us.1.3:                                ; preds = %for.body.1.us.1.3.preheader, %for.body.1.us.1.3
  %lsr.iv4164 = phi i64 [ %unroll_iter693, %for.body.1.us.1.3.preheader ], [ %lsr.iv.next4165, %for.body.1.us.1.3 ]
  %lsr.iv4161 = phi float* [ %lsr.iv4159, %for.body.1.us.1.3.preheader ], [ %uglygep42934294, %for.body.1.us.1.3 ]
  %lsr.iv1277 = phi i64 [ %lsr.iv.next1278.7, %for.body.1.us.1.3 ], [ 0, %for.body.1.us.1.3.preheader ]
  %lsr.iv41614162 = bitcast float* %lsr.iv4161 to i1*
  %lsr.iv41614166 = bitcast float* %lsr.iv4161 to i8*
  %scevgep4154 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4155 = getelementptr float, float* %scevgep4154, i64 -63
  %.137.us.173.3 = load float, float* %scevgep4155, align 4
  store float %.137.us.173.3, float* %lsr.iv4161, align 4
  %scevgep4152 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4153 = getelementptr float, float* %scevgep4152, i64 -62
  %.137.us.1.1.3 = load float, float* %scevgep4153, align 4
  %uglygep4167 = getelementptr i8, i8* %lsr.iv41614166, i64 %30
  %uglygep41674168 = bitcast i8* %uglygep4167 to float*
  store float %.137.us.1.1.3, float* %uglygep41674168, align 4
  %scevgep4150 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4151 = getelementptr float, float* %scevgep4150, i64 -61
  %.137.us.2.1.3 = load float, float* %scevgep4151, align 4
  %uglygep4169 = getelementptr i8, i8* %uglygep4167, i64 %30
  %uglygep41694170 = bitcast i8* %uglygep4169 to float*
  store float %.137.us.2.1.3, float* %uglygep41694170, align 4
  %scevgep4148 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4149 = getelementptr float, float* %scevgep4148, i64 -60
  %.137.us.3.1.3 = load float, float* %scevgep4149, align 4
  %uglygep4171 = getelementptr i8, i8* %uglygep4169, i64 %30
  %uglygep41714172 = bitcast i8* %uglygep4171 to float*
  store float %.137.us.3.1.3, float* %uglygep41714172, align 4
  %scevgep4146 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4147 = getelementptr float, float* %scevgep4146, i64 -59
  %.137.us.4.1.3 = load float, float* %scevgep4147, align 4
  %uglygep4173 = getelementptr i8, i8* %uglygep4171, i64 %30
  %uglygep41734174 = bitcast i8* %uglygep4173 to float*
  store float %.137.us.4.1.3, float* %uglygep41734174, align 4
  %scevgep4144 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4145 = getelementptr float, float* %scevgep4144, i64 -58
  %.137.us.5.1.3 = load float, float* %scevgep4145, align 4
  %uglygep4175 = getelementptr i8, i8* %uglygep4173, i64 %30
  %uglygep41754176 = bitcast i8* %uglygep4175 to float*
  store float %.137.us.5.1.3, float* %uglygep41754176, align 4
  %scevgep4142 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4143 = getelementptr float, float* %scevgep4142, i64 -57
  %.137.us.6.1.3 = load float, float* %scevgep4143, align 4
  %uglygep4177 = getelementptr i8, i8* %uglygep4175, i64 %30
  %uglygep41774178 = bitcast i8* %uglygep4177 to float*
  store float %.137.us.6.1.3, float* %uglygep41774178, align 4
  %scevgep4156 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4157 = getelementptr float, float* %scevgep4156, i64 -56
  %.137.us.7.1.3 = load float, float* %scevgep4157, align 4
  %uglygep4179 = getelementptr i8, i8* %uglygep4177, i64 %30
  %uglygep41794180 = bitcast i8* %uglygep4179 to float*
  store float %.137.us.7.1.3, float* %uglygep41794180, align 4
  %scevgep4111 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4112 = getelementptr float, float* %scevgep4111, i64 -55
  %.137.us.173.3.1 = load float, float* %scevgep4112, align 4
  %uglygep4181 = getelementptr i8, i8* %uglygep4179, i64 %30
  %uglygep41814182 = bitcast i8* %uglygep4181 to float*
  store float %.137.us.173.3.1, float* %uglygep41814182, align 4
  %scevgep4113 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4114 = getelementptr float, float* %scevgep4113, i64 -54
  %.137.us.1.1.3.1 = load float, float* %scevgep4114, align 4
  %uglygep4183 = getelementptr i8, i8* %uglygep4181, i64 %30
  %uglygep41834184 = bitcast i8* %uglygep4183 to float*
  store float %.137.us.1.1.3.1, float* %uglygep41834184, align 4
  %scevgep4115 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4116 = getelementptr float, float* %scevgep4115, i64 -53
  %.137.us.2.1.3.1 = load float, float* %scevgep4116, align 4
  %uglygep4185 = getelementptr i8, i8* %uglygep4183, i64 %30
  %uglygep41854186 = bitcast i8* %uglygep4185 to float*
  store float %.137.us.2.1.3.1, float* %uglygep41854186, align 4
  %scevgep4117 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4118 = getelementptr float, float* %scevgep4117, i64 -52
  %.137.us.3.1.3.1 = load float, float* %scevgep4118, align 4
  %uglygep4187 = getelementptr i8, i8* %uglygep4185, i64 %30
  %uglygep41874188 = bitcast i8* %uglygep4187 to float*
  store float %.137.us.3.1.3.1, float* %uglygep41874188, align 4
  %scevgep4119 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4120 = getelementptr float, float* %scevgep4119, i64 -51
  %.137.us.4.1.3.1 = load float, float* %scevgep4120, align 4
  %uglygep4189 = getelementptr i8, i8* %uglygep4187, i64 %30
  %uglygep41894190 = bitcast i8* %uglygep4189 to float*
  store float %.137.us.4.1.3.1, float* %uglygep41894190, align 4
  %scevgep4121 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4122 = getelementptr float, float* %scevgep4121, i64 -50
  %.137.us.5.1.3.1 = load float, float* %scevgep4122, align 4
  %uglygep4191 = getelementptr i8, i8* %uglygep4189, i64 %30
  %uglygep41914192 = bitcast i8* %uglygep4191 to float*
  store float %.137.us.5.1.3.1, float* %uglygep41914192, align 4
  %scevgep4123 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4124 = getelementptr float, float* %scevgep4123, i64 -49
  %.137.us.6.1.3.1 = load float, float* %scevgep4124, align 4
  %uglygep4193 = getelementptr i8, i8* %uglygep4191, i64 %30
  %uglygep41934194 = bitcast i8* %uglygep4193 to float*
  store float %.137.us.6.1.3.1, float* %uglygep41934194, align 4
  %scevgep4125 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4126 = getelementptr float, float* %scevgep4125, i64 -48
  %.137.us.7.1.3.1 = load float, float* %scevgep4126, align 4
  %uglygep4195 = getelementptr i8, i8* %uglygep4193, i64 %30
  %uglygep41954196 = bitcast i8* %uglygep4195 to float*
  store float %.137.us.7.1.3.1, float* %uglygep41954196, align 4
  %scevgep4095 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4096 = getelementptr float, float* %scevgep4095, i64 -47
  %.137.us.173.3.2 = load float, float* %scevgep4096, align 4
  %uglygep4197 = getelementptr i8, i8* %uglygep4195, i64 %30
  %uglygep41974198 = bitcast i8* %uglygep4197 to float*
  store float %.137.us.173.3.2, float* %uglygep41974198, align 4
  %scevgep4097 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4098 = getelementptr float, float* %scevgep4097, i64 -46
  %.137.us.1.1.3.2 = load float, float* %scevgep4098, align 4
  %uglygep4199 = getelementptr i8, i8* %uglygep4197, i64 %30
  %uglygep41994200 = bitcast i8* %uglygep4199 to float*
  store float %.137.us.1.1.3.2, float* %uglygep41994200, align 4
  %scevgep4099 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4100 = getelementptr float, float* %scevgep4099, i64 -45
  %.137.us.2.1.3.2 = load float, float* %scevgep4100, align 4
  %uglygep4201 = getelementptr i8, i8* %uglygep4199, i64 %30
  %uglygep42014202 = bitcast i8* %uglygep4201 to float*
  store float %.137.us.2.1.3.2, float* %uglygep42014202, align 4
  %scevgep4101 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4102 = getelementptr float, float* %scevgep4101, i64 -44
  %.137.us.3.1.3.2 = load float, float* %scevgep4102, align 4
  %uglygep4203 = getelementptr i8, i8* %uglygep4201, i64 %30
  %uglygep42034204 = bitcast i8* %uglygep4203 to float*
  store float %.137.us.3.1.3.2, float* %uglygep42034204, align 4
  %scevgep4103 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4104 = getelementptr float, float* %scevgep4103, i64 -43
  %.137.us.4.1.3.2 = load float, float* %scevgep4104, align 4
  %uglygep4205 = getelementptr i8, i8* %uglygep4203, i64 %30
  %uglygep42054206 = bitcast i8* %uglygep4205 to float*
  store float %.137.us.4.1.3.2, float* %uglygep42054206, align 4
  %scevgep4105 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4106 = getelementptr float, float* %scevgep4105, i64 -42
  %.137.us.5.1.3.2 = load float, float* %scevgep4106, align 4
  %uglygep4207 = getelementptr i8, i8* %uglygep4205, i64 %30
  %uglygep42074208 = bitcast i8* %uglygep4207 to float*
  store float %.137.us.5.1.3.2, float* %uglygep42074208, align 4
  %scevgep4107 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4108 = getelementptr float, float* %scevgep4107, i64 -41
  %.137.us.6.1.3.2 = load float, float* %scevgep4108, align 4
  %uglygep4209 = getelementptr i8, i8* %uglygep4207, i64 %30
  %uglygep42094210 = bitcast i8* %uglygep4209 to float*
  store float %.137.us.6.1.3.2, float* %uglygep42094210, align 4
  %scevgep4109 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4110 = getelementptr float, float* %scevgep4109, i64 -40
  %.137.us.7.1.3.2 = load float, float* %scevgep4110, align 4
  %uglygep4211 = getelementptr i8, i8* %uglygep4209, i64 %30
  %uglygep42114212 = bitcast i8* %uglygep4211 to float*
  store float %.137.us.7.1.3.2, float* %uglygep42114212, align 4
  %scevgep4079 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4080 = getelementptr float, float* %scevgep4079, i64 -39
  %.137.us.173.3.3 = load float, float* %scevgep4080, align 4
  %uglygep4213 = getelementptr i8, i8* %uglygep4211, i64 %30
  %uglygep42134214 = bitcast i8* %uglygep4213 to float*
  store float %.137.us.173.3.3, float* %uglygep42134214, align 4
  %scevgep4081 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4082 = getelementptr float, float* %scevgep4081, i64 -38
  %.137.us.1.1.3.3 = load float, float* %scevgep4082, align 4
  %uglygep4215 = getelementptr i8, i8* %uglygep4213, i64 %30
  %uglygep42154216 = bitcast i8* %uglygep4215 to float*
  store float %.137.us.1.1.3.3, float* %uglygep42154216, align 4
  %scevgep4083 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4084 = getelementptr float, float* %scevgep4083, i64 -37
  %.137.us.2.1.3.3 = load float, float* %scevgep4084, align 4
  %uglygep4217 = getelementptr i8, i8* %uglygep4215, i64 %30
  %uglygep42174218 = bitcast i8* %uglygep4217 to float*
  store float %.137.us.2.1.3.3, float* %uglygep42174218, align 4
  %scevgep4085 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4086 = getelementptr float, float* %scevgep4085, i64 -36
  %.137.us.3.1.3.3 = load float, float* %scevgep4086, align 4
  %uglygep4219 = getelementptr i8, i8* %uglygep4217, i64 %30
  %uglygep42194220 = bitcast i8* %uglygep4219 to float*
  store float %.137.us.3.1.3.3, float* %uglygep42194220, align 4
  %scevgep4087 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4088 = getelementptr float, float* %scevgep4087, i64 -35
  %.137.us.4.1.3.3 = load float, float* %scevgep4088, align 4
  %uglygep4221 = getelementptr i8, i8* %uglygep4219, i64 %30
  %uglygep42214222 = bitcast i8* %uglygep4221 to float*
  store float %.137.us.4.1.3.3, float* %uglygep42214222, align 4
  %scevgep4089 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4090 = getelementptr float, float* %scevgep4089, i64 -34
  %.137.us.5.1.3.3 = load float, float* %scevgep4090, align 4
  %uglygep4223 = getelementptr i8, i8* %uglygep4221, i64 %30
  %uglygep42234224 = bitcast i8* %uglygep4223 to float*
  store float %.137.us.5.1.3.3, float* %uglygep42234224, align 4
  %scevgep4091 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4092 = getelementptr float, float* %scevgep4091, i64 -33
  %.137.us.6.1.3.3 = load float, float* %scevgep4092, align 4
  %uglygep4225 = getelementptr i8, i8* %uglygep4223, i64 %30
  %uglygep42254226 = bitcast i8* %uglygep4225 to float*
  store float %.137.us.6.1.3.3, float* %uglygep42254226, align 4
  %scevgep4093 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4094 = getelementptr float, float* %scevgep4093, i64 -32
  %.137.us.7.1.3.3 = load float, float* %scevgep4094, align 4
  %uglygep4227 = getelementptr i8, i8* %uglygep4225, i64 %30
  %uglygep42274228 = bitcast i8* %uglygep4227 to float*
  store float %.137.us.7.1.3.3, float* %uglygep42274228, align 4
  %scevgep4063 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4064 = getelementptr float, float* %scevgep4063, i64 -31
  %.137.us.173.3.4 = load float, float* %scevgep4064, align 4
  %uglygep4229 = getelementptr i8, i8* %uglygep4227, i64 %30
  %uglygep42294230 = bitcast i8* %uglygep4229 to float*
  store float %.137.us.173.3.4, float* %uglygep42294230, align 4
  %scevgep4065 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4066 = getelementptr float, float* %scevgep4065, i64 -30
  %.137.us.1.1.3.4 = load float, float* %scevgep4066, align 4
  %uglygep4231 = getelementptr i8, i8* %uglygep4229, i64 %30
  %uglygep42314232 = bitcast i8* %uglygep4231 to float*
  store float %.137.us.1.1.3.4, float* %uglygep42314232, align 4
  %scevgep4067 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4068 = getelementptr float, float* %scevgep4067, i64 -29
  %.137.us.2.1.3.4 = load float, float* %scevgep4068, align 4
  %uglygep4233 = getelementptr i8, i8* %uglygep4231, i64 %30
  %uglygep42334234 = bitcast i8* %uglygep4233 to float*
  store float %.137.us.2.1.3.4, float* %uglygep42334234, align 4
  %scevgep4069 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4070 = getelementptr float, float* %scevgep4069, i64 -28
  %.137.us.3.1.3.4 = load float, float* %scevgep4070, align 4
  %uglygep4235 = getelementptr i8, i8* %uglygep4233, i64 %30
  %uglygep42354236 = bitcast i8* %uglygep4235 to float*
  store float %.137.us.3.1.3.4, float* %uglygep42354236, align 4
  %scevgep4071 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4072 = getelementptr float, float* %scevgep4071, i64 -27
  %.137.us.4.1.3.4 = load float, float* %scevgep4072, align 4
  %uglygep4237 = getelementptr i8, i8* %uglygep4235, i64 %30
  %uglygep42374238 = bitcast i8* %uglygep4237 to float*
  store float %.137.us.4.1.3.4, float* %uglygep42374238, align 4
  %scevgep4073 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4074 = getelementptr float, float* %scevgep4073, i64 -26
  %.137.us.5.1.3.4 = load float, float* %scevgep4074, align 4
  %uglygep4239 = getelementptr i8, i8* %uglygep4237, i64 %30
  %uglygep42394240 = bitcast i8* %uglygep4239 to float*
  store float %.137.us.5.1.3.4, float* %uglygep42394240, align 4
  %scevgep4075 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4076 = getelementptr float, float* %scevgep4075, i64 -25
  %.137.us.6.1.3.4 = load float, float* %scevgep4076, align 4
  %uglygep4241 = getelementptr i8, i8* %uglygep4239, i64 %30
  %uglygep42414242 = bitcast i8* %uglygep4241 to float*
  store float %.137.us.6.1.3.4, float* %uglygep42414242, align 4
  %scevgep4077 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4078 = getelementptr float, float* %scevgep4077, i64 -24
  %.137.us.7.1.3.4 = load float, float* %scevgep4078, align 4
  %uglygep4243 = getelementptr i8, i8* %uglygep4241, i64 %30
  %uglygep42434244 = bitcast i8* %uglygep4243 to float*
  store float %.137.us.7.1.3.4, float* %uglygep42434244, align 4
  %scevgep4047 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4048 = getelementptr float, float* %scevgep4047, i64 -23
  %.137.us.173.3.5 = load float, float* %scevgep4048, align 4
  %uglygep4245 = getelementptr i8, i8* %uglygep4243, i64 %30
  %uglygep42454246 = bitcast i8* %uglygep4245 to float*
  store float %.137.us.173.3.5, float* %uglygep42454246, align 4
  %scevgep4049 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4050 = getelementptr float, float* %scevgep4049, i64 -22
  %.137.us.1.1.3.5 = load float, float* %scevgep4050, align 4
  %uglygep4247 = getelementptr i8, i8* %uglygep4245, i64 %30
  %uglygep42474248 = bitcast i8* %uglygep4247 to float*
  store float %.137.us.1.1.3.5, float* %uglygep42474248, align 4
  %scevgep4051 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4052 = getelementptr float, float* %scevgep4051, i64 -21
  %.137.us.2.1.3.5 = load float, float* %scevgep4052, align 4
  %uglygep4249 = getelementptr i8, i8* %uglygep4247, i64 %30
  %uglygep42494250 = bitcast i8* %uglygep4249 to float*
  store float %.137.us.2.1.3.5, float* %uglygep42494250, align 4
  %scevgep4053 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4054 = getelementptr float, float* %scevgep4053, i64 -20
  %.137.us.3.1.3.5 = load float, float* %scevgep4054, align 4
  %uglygep4251 = getelementptr i8, i8* %uglygep4249, i64 %30
  %uglygep42514252 = bitcast i8* %uglygep4251 to float*
  store float %.137.us.3.1.3.5, float* %uglygep42514252, align 4
  %scevgep4055 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4056 = getelementptr float, float* %scevgep4055, i64 -19
  %.137.us.4.1.3.5 = load float, float* %scevgep4056, align 4
  %uglygep4253 = getelementptr i8, i8* %uglygep4251, i64 %30
  %uglygep42534254 = bitcast i8* %uglygep4253 to float*
  store float %.137.us.4.1.3.5, float* %uglygep42534254, align 4
  %scevgep4057 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4058 = getelementptr float, float* %scevgep4057, i64 -18
  %.137.us.5.1.3.5 = load float, float* %scevgep4058, align 4
  %uglygep4255 = getelementptr i8, i8* %uglygep4253, i64 %30
  %uglygep42554256 = bitcast i8* %uglygep4255 to float*
  store float %.137.us.5.1.3.5, float* %uglygep42554256, align 4
  %scevgep4059 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4060 = getelementptr float, float* %scevgep4059, i64 -17
  %.137.us.6.1.3.5 = load float, float* %scevgep4060, align 4
  %uglygep4257 = getelementptr i8, i8* %uglygep4255, i64 %30
  %uglygep42574258 = bitcast i8* %uglygep4257 to float*
  store float %.137.us.6.1.3.5, float* %uglygep42574258, align 4
  %scevgep4061 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4062 = getelementptr float, float* %scevgep4061, i64 -16
  %.137.us.7.1.3.5 = load float, float* %scevgep4062, align 4
  %uglygep4259 = getelementptr i8, i8* %uglygep4257, i64 %30
  %uglygep42594260 = bitcast i8* %uglygep4259 to float*
  store float %.137.us.7.1.3.5, float* %uglygep42594260, align 4
  %scevgep4031 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4032 = getelementptr float, float* %scevgep4031, i64 -15
  %.137.us.173.3.6 = load float, float* %scevgep4032, align 4
  %uglygep4261 = getelementptr i8, i8* %uglygep4259, i64 %30
  %uglygep42614262 = bitcast i8* %uglygep4261 to float*
  store float %.137.us.173.3.6, float* %uglygep42614262, align 4
  %scevgep4033 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4034 = getelementptr float, float* %scevgep4033, i64 -14
  %.137.us.1.1.3.6 = load float, float* %scevgep4034, align 4
  %uglygep4263 = getelementptr i8, i8* %uglygep4261, i64 %30
  %uglygep42634264 = bitcast i8* %uglygep4263 to float*
  store float %.137.us.1.1.3.6, float* %uglygep42634264, align 4
  %scevgep4035 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4036 = getelementptr float, float* %scevgep4035, i64 -13
  %.137.us.2.1.3.6 = load float, float* %scevgep4036, align 4
  %uglygep4265 = getelementptr i8, i8* %uglygep4263, i64 %30
  %uglygep42654266 = bitcast i8* %uglygep4265 to float*
  store float %.137.us.2.1.3.6, float* %uglygep42654266, align 4
  %scevgep4037 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4038 = getelementptr float, float* %scevgep4037, i64 -12
  %.137.us.3.1.3.6 = load float, float* %scevgep4038, align 4
  %uglygep4267 = getelementptr i8, i8* %uglygep4265, i64 %30
  %uglygep42674268 = bitcast i8* %uglygep4267 to float*
  store float %.137.us.3.1.3.6, float* %uglygep42674268, align 4
  %scevgep4039 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4040 = getelementptr float, float* %scevgep4039, i64 -11
  %.137.us.4.1.3.6 = load float, float* %scevgep4040, align 4
  %uglygep4269 = getelementptr i8, i8* %uglygep4267, i64 %30
  %uglygep42694270 = bitcast i8* %uglygep4269 to float*
  store float %.137.us.4.1.3.6, float* %uglygep42694270, align 4
  %scevgep4041 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4042 = getelementptr float, float* %scevgep4041, i64 -10
  %.137.us.5.1.3.6 = load float, float* %scevgep4042, align 4
  %uglygep4271 = getelementptr i8, i8* %uglygep4269, i64 %30
  %uglygep42714272 = bitcast i8* %uglygep4271 to float*
  store float %.137.us.5.1.3.6, float* %uglygep42714272, align 4
  %scevgep4043 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4044 = getelementptr float, float* %scevgep4043, i64 -9
  %.137.us.6.1.3.6 = load float, float* %scevgep4044, align 4
  %uglygep4273 = getelementptr i8, i8* %uglygep4271, i64 %30
  %uglygep42734274 = bitcast i8* %uglygep4273 to float*
  store float %.137.us.6.1.3.6, float* %uglygep42734274, align 4
  %scevgep4045 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4046 = getelementptr float, float* %scevgep4045, i64 -8
  %.137.us.7.1.3.6 = load float, float* %scevgep4046, align 4
  %uglygep4275 = getelementptr i8, i8* %uglygep4273, i64 %30
  %uglygep42754276 = bitcast i8* %uglygep4275 to float*
  store float %.137.us.7.1.3.6, float* %uglygep42754276, align 4
  %scevgep4127 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4128 = getelementptr float, float* %scevgep4127, i64 -7
  %.137.us.173.3.7 = load float, float* %scevgep4128, align 4
  %uglygep4277 = getelementptr i8, i8* %uglygep4275, i64 %30
  %uglygep42774278 = bitcast i8* %uglygep4277 to float*
  store float %.137.us.173.3.7, float* %uglygep42774278, align 4
  %scevgep4129 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4130 = getelementptr float, float* %scevgep4129, i64 -6
  %.137.us.1.1.3.7 = load float, float* %scevgep4130, align 4
  %uglygep4279 = getelementptr i8, i8* %uglygep4277, i64 %30
  %uglygep42794280 = bitcast i8* %uglygep4279 to float*
  store float %.137.us.1.1.3.7, float* %uglygep42794280, align 4
  %scevgep4131 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4132 = getelementptr float, float* %scevgep4131, i64 -5
  %.137.us.2.1.3.7 = load float, float* %scevgep4132, align 4
  %uglygep4281 = getelementptr i8, i8* %uglygep4279, i64 %30
  %uglygep42814282 = bitcast i8* %uglygep4281 to float*
  store float %.137.us.2.1.3.7, float* %uglygep42814282, align 4
  %scevgep4133 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4134 = getelementptr float, float* %scevgep4133, i64 -4
  %.137.us.3.1.3.7 = load float, float* %scevgep4134, align 4
  %uglygep4283 = getelementptr i8, i8* %uglygep4281, i64 %30
  %uglygep42834284 = bitcast i8* %uglygep4283 to float*
  store float %.137.us.3.1.3.7, float* %uglygep42834284, align 4
  %scevgep4135 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4136 = getelementptr float, float* %scevgep4135, i64 -3
  %.137.us.4.1.3.7 = load float, float* %scevgep4136, align 4
  %uglygep4285 = getelementptr i8, i8* %uglygep4283, i64 %30
  %uglygep42854286 = bitcast i8* %uglygep4285 to float*
  store float %.137.us.4.1.3.7, float* %uglygep42854286, align 4
  %scevgep4137 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4138 = getelementptr float, float* %scevgep4137, i64 -2
  %.137.us.5.1.3.7 = load float, float* %scevgep4138, align 4
  %uglygep4287 = getelementptr i8, i8* %uglygep4285, i64 %30
  %uglygep42874288 = bitcast i8* %uglygep4287 to float*
  store float %.137.us.5.1.3.7, float* %uglygep42874288, align 4
  %scevgep4139 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %scevgep4140 = getelementptr float, float* %scevgep4139, i64 -1
  %.137.us.6.1.3.7 = load float, float* %scevgep4140, align 4
  %uglygep4289 = getelementptr i8, i8* %uglygep4287, i64 %30
  %uglygep42894290 = bitcast i8* %uglygep4289 to float*
  store float %.137.us.6.1.3.7, float* %uglygep42894290, align 4
  %scevgep4141 = getelementptr float, float* %lsr.iv4028, i64 %lsr.iv1277
  %.137.us.7.1.3.7 = load float, float* %scevgep4141, align 4
  %uglygep4291 = getelementptr i8, i8* %uglygep4289, i64 %30
  %uglygep42914292 = bitcast i8* %uglygep4291 to float*
  store float %.137.us.7.1.3.7, float* %uglygep42914292, align 4
  %lsr.iv.next1278.7 = add i64 %lsr.iv1277, 64
  %scevgep4163 = getelementptr i1, i1* %lsr.iv41614162, i64 %37
  %129 = bitcast i1* %scevgep4163 to float*
  %lsr.iv.next4165 = add i64 %lsr.iv4164, -8
  %niter802.ncmp.7 = icmp eq i64 %lsr.iv.next4165, 0
  %uglygep4293 = getelementptr i8, i8* %uglygep4291, i64 %30
  %uglygep42934294 = bitcast i8* %uglygep4293 to float*
  br i1 %niter802.ncmp.7, label %for.end.1.loopexit.us.1.3.loopexit.unr-lcssa, label %for.body.1.us.1.3, !llvm.loop !104

for.end.1.loopexit.us.1.3.loopexit.unr-lcssa:     ; preds = %for.body.1.us.1.3, %for.body.1.us.1.preheader.3
  %lsr.iv1277.unr = phi i64 [ 0, %for.body.1.us.1.preheader.3 ], [ %lsr.iv.next1278.7, %for.body.1.us.1.3 ]
  %lsr.iv856.unr = phi float* [ %scevgep855, %for.body.1.us.1.preheader.3 ], [ %129, %for.body.1.us.1.3 ]
  %130 = and i64 %29, 7
  %131 = icmp eq i64 %130, 0
  br i1 %131, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3.epil.preheader

for.body.1.us.1.3.epil.preheader:                 ; preds = %for.end.1.loopexit.us.1.3.loopexit.unr-lcssa
  %scevgep4304 = getelementptr float, float* %lsr.iv4301, i64 %lsr.iv1277.unr
  br label %for.body.1.us.1.3.epil

for.body.1.us.1.3.epil:                           ; preds = %for.body.1.us.1.3.epil.preheader, %for.body.1.us.1.3.epil
  %lsr.iv4297 = phi float* [ %lsr.iv856.unr, %for.body.1.us.1.3.epil.preheader ], [ %uglygep43404341, %for.body.1.us.1.3.epil ]
  %lsr.iv4295 = phi i64 [ 0, %for.body.1.us.1.3.epil.preheader ], [ %lsr.iv.next4296, %for.body.1.us.1.3.epil ]
  %132 = bitcast float* %scevgep4304 to i8*
  %lsr.iv42974325 = bitcast float* %lsr.iv4297 to i8*
  %uglygep4308 = getelementptr i8, i8* %132, i64 %lsr.iv4295
  %uglygep43084309 = bitcast i8* %uglygep4308 to float*
  %scevgep4310 = getelementptr float, float* %uglygep43084309, i64 -4
  %.137.us.173.3.epil = load float, float* %scevgep4310, align 4
  store float %.137.us.173.3.epil, float* %lsr.iv4297, align 4
  %scevgep4318 = getelementptr float, float* %uglygep43084309, i64 -3
  %.137.us.1.1.3.epil = load float, float* %scevgep4318, align 4
  %uglygep4326 = getelementptr i8, i8* %lsr.iv42974325, i64 %30
  %uglygep43264327 = bitcast i8* %uglygep4326 to float*
  store float %.137.us.1.1.3.epil, float* %uglygep43264327, align 4
  %uglygep4319 = getelementptr i8, i8* %132, i64 %lsr.iv4295
  %uglygep43194320 = bitcast i8* %uglygep4319 to float*
  %scevgep4321 = getelementptr float, float* %uglygep43194320, i64 -2
  %.137.us.2.1.3.epil = load float, float* %scevgep4321, align 4
  %uglygep4328 = getelementptr i8, i8* %uglygep4326, i64 %30
  %uglygep43284329 = bitcast i8* %uglygep4328 to float*
  store float %.137.us.2.1.3.epil, float* %uglygep43284329, align 4
  %uglygep4322 = getelementptr i8, i8* %132, i64 %lsr.iv4295
  %uglygep43224323 = bitcast i8* %uglygep4322 to float*
  %scevgep4324 = getelementptr float, float* %uglygep43224323, i64 -1
  %.137.us.3.1.3.epil = load float, float* %scevgep4324, align 4
  %uglygep4330 = getelementptr i8, i8* %uglygep4328, i64 %30
  %uglygep43304331 = bitcast i8* %uglygep4330 to float*
  store float %.137.us.3.1.3.epil, float* %uglygep43304331, align 4
  %uglygep4306 = getelementptr i8, i8* %132, i64 %lsr.iv4295
  %uglygep43064307 = bitcast i8* %uglygep4306 to float*
  %.137.us.4.1.3.epil = load float, float* %uglygep43064307, align 4
  %uglygep4332 = getelementptr i8, i8* %uglygep4330, i64 %30
  %uglygep43324333 = bitcast i8* %uglygep4332 to float*
  store float %.137.us.4.1.3.epil, float* %uglygep43324333, align 4
  %scevgep4317 = getelementptr float, float* %uglygep43064307, i64 1
  %.137.us.5.1.3.epil = load float, float* %scevgep4317, align 4
  %uglygep4334 = getelementptr i8, i8* %uglygep4332, i64 %30
  %uglygep43344335 = bitcast i8* %uglygep4334 to float*
  store float %.137.us.5.1.3.epil, float* %uglygep43344335, align 4
  %uglygep4314 = getelementptr i8, i8* %132, i64 %lsr.iv4295
  %uglygep43144315 = bitcast i8* %uglygep4314 to float*
  %scevgep4316 = getelementptr float, float* %uglygep43144315, i64 2
  %.137.us.6.1.3.epil = load float, float* %scevgep4316, align 4
  %uglygep4336 = getelementptr i8, i8* %uglygep4334, i64 %30
  %uglygep43364337 = bitcast i8* %uglygep4336 to float*
  store float %.137.us.6.1.3.epil, float* %uglygep43364337, align 4
  %uglygep4311 = getelementptr i8, i8* %132, i64 %lsr.iv4295
  %uglygep43114312 = bitcast i8* %uglygep4311 to float*
  %scevgep4313 = getelementptr float, float* %uglygep43114312, i64 3
  %.137.us.7.1.3.epil = load float, float* %scevgep4313, align 4
  %uglygep4338 = getelementptr i8, i8* %uglygep4336, i64 %30
  %uglygep43384339 = bitcast i8* %uglygep4338 to float*
  store float %.137.us.7.1.3.epil, float* %uglygep43384339, align 4
  %lsr.iv.next4296 = add nuw nsw i64 %lsr.iv4295, 32
  %epil.iter799.cmp.not = icmp eq i64 %66, %lsr.iv.next4296
  %uglygep4340 = getelementptr i8, i8* %uglygep4338, i64 %30
  %uglygep43404341 = bitcast i8* %uglygep4340 to float*
  br i1 %epil.iter799.cmp.not, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3.epil, !llvm.loop !113

for.end.1.loopexit.us.1.3:                        ; preds = %for.body.1.us.1.3.epil, %for.end.1.loopexit.us.1.3.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1.3
  %133 = bitcast float* %lsr.iv1831 to i1*
  %134 = bitcast float* %lsr.iv2095 to i1*
  %135 = bitcast float* %lsr.iv2141 to i1*
  %136 = bitcast float* %lsr.iv2414 to i1*
  %137 = bitcast float* %lsr.iv2460 to i1*
  %138 = bitcast float* %lsr.iv2724 to i1*
  %139 = bitcast float* %lsr.iv2770 to i1*
  %140 = bitcast float* %lsr.iv3043 to i1*
  %141 = bitcast float* %lsr.iv3089 to i1*
  %142 = bitcast float* %lsr.iv3353 to i1*
  %143 = bitcast float* %lsr.iv3399 to i1*
  %144 = bitcast float* %lsr.iv3672 to i1*
  %145 = bitcast float* %lsr.iv3718 to i1*
  %146 = bitcast float* %lsr.iv3982 to i1*
  %147 = bitcast float* %lsr.iv4028 to i1*
  %148 = bitcast float* %lsr.iv4301 to i1*
  %149 = bitcast float* %lsr.iv626 to i1*
  %150 = bitcast float* %lsr.iv671 to i1*
  %151 = bitcast float* %lsr.iv716 to i1*
  %152 = bitcast float* %lsr.iv761 to i1*
  %153 = bitcast float* %lsr.iv806 to i1*
  %154 = bitcast float* %lsr.iv851 to i1*
  %scevgep464.3 = getelementptr i1, i1* %scevgep464.2, i64 %6
  %155 = bitcast i1* %scevgep464.3 to float*
  %scevgep700.3 = getelementptr i1, i1* %scevgep700.2, i64 %6
  %156 = bitcast i1* %scevgep700.3 to float*
  %niter222.next.3 = add i64 %niter222, 4
  %scevgep541 = getelementptr float, float* %lsr.iv540, i64 8
  %scevgep580 = getelementptr float, float* %lsr.iv579, i64 8
  %scevgep621 = getelementptr float, float* %lsr.iv620, i64 8
  %scevgep628 = getelementptr i1, i1* %149, i64 %13
  %157 = bitcast i1* %scevgep628 to float*
  %scevgep666 = getelementptr float, float* %lsr.iv665, i64 8
  %scevgep673 = getelementptr i1, i1* %150, i64 %13
  %158 = bitcast i1* %scevgep673 to float*
  %scevgep711 = getelementptr float, float* %lsr.iv710, i64 8
  %scevgep718 = getelementptr i1, i1* %151, i64 %13
  %159 = bitcast i1* %scevgep718 to float*
  %scevgep756 = getelementptr float, float* %lsr.iv755, i64 8
  %scevgep763 = getelementptr i1, i1* %152, i64 %13
  %160 = bitcast i1* %scevgep763 to float*
  %scevgep801 = getelementptr float, float* %lsr.iv800, i64 8
  %scevgep808 = getelementptr i1, i1* %153, i64 %13
  %161 = bitcast i1* %scevgep808 to float*
  %scevgep846 = getelementptr float, float* %lsr.iv845, i64 8
  %scevgep853 = getelementptr i1, i1* %154, i64 %13
  %162 = bitcast i1* %scevgep853 to float*
  %scevgep965 = getelementptr float, float* %lsr.iv964, i64 8
  %scevgep1053 = getelementptr float, float* %lsr.iv1052, i64 8
  %scevgep1141 = getelementptr float, float* %lsr.iv1140, i64 8
  %scevgep1229 = getelementptr float, float* %lsr.iv1228, i64 8
  %niter222.ncmp.3 = icmp eq i64 %niter222.next.3, %unroll_iter221
  %scevgep1833 = getelementptr i1, i1* %133, i64 %13
  %163 = bitcast i1* %scevgep1833 to float*
  %scevgep2097 = getelementptr i1, i1* %134, i64 %13
  %164 = bitcast i1* %scevgep2097 to float*
  %scevgep2143 = getelementptr i1, i1* %135, i64 %13
  %165 = bitcast i1* %scevgep2143 to float*
  %scevgep2273 = getelementptr float, float* %lsr.iv2272, i64 8
  %scevgep2416 = getelementptr i1, i1* %136, i64 %13
  %166 = bitcast i1* %scevgep2416 to float*
  %scevgep2462 = getelementptr i1, i1* %137, i64 %13
  %167 = bitcast i1* %scevgep2462 to float*
  %scevgep2726 = getelementptr i1, i1* %138, i64 %13
  %168 = bitcast i1* %scevgep2726 to float*
  %scevgep2772 = getelementptr i1, i1* %139, i64 %13
  %169 = bitcast i1* %scevgep2772 to float*
  %scevgep2902 = getelementptr float, float* %lsr.iv2901, i64 8
  %scevgep3045 = getelementptr i1, i1* %140, i64 %13
  %170 = bitcast i1* %scevgep3045 to float*
  %scevgep3091 = getelementptr i1, i1* %141, i64 %13
  %171 = bitcast i1* %scevgep3091 to float*
  %scevgep3355 = getelementptr i1, i1* %142, i64 %13
  %172 = bitcast i1* %scevgep3355 to float*
  %scevgep3401 = getelementptr i1, i1* %143, i64 %13
  %173 = bitcast i1* %scevgep3401 to float*
  %scevgep3531 = getelementptr float, float* %lsr.iv3530, i64 8
  %scevgep3674 = getelementptr i1, i1* %144, i64 %13
  %174 = bitcast i1* %scevgep3674 to float*
  %scevgep3720 = getelementptr i1, i1* %145, i64 %13
  %175 = bitcast i1* %scevgep3720 to float*
  %scevgep3984 = getelementptr i1, i1* %146, i64 %13
  %176 = bitcast i1* %scevgep3984 to float*
  %scevgep4030 = getelementptr i1, i1* %147, i64 %13
  %177 = bitcast i1* %scevgep4030 to float*
  %scevgep4160 = getelementptr float, float* %lsr.iv4159, i64 8
  %scevgep4303 = getelementptr i1, i1* %148, i64 %13
  %178 = bitcast i1* %scevgep4303 to float*
  br i1 %niter222.ncmp.3, label %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit, label %for.body.1.us.preheader

for.end.loopexit.unr-lcssa.unr-lcssa.loopexit:    ; preds = %for.end.1.loopexit.us.1.3
  %179 = bitcast i1* %scevgep464.3 to float*
  %180 = bitcast i1* %scevgep700.3 to float*
  %181 = shl i64 %19, 3
  %182 = add i64 %25, 8
  %183 = add i64 %26, 32
  %184 = add i64 %20, 9
  %185 = add i64 %181, 36
  br label %for.end.loopexit.unr-lcssa.unr-lcssa

for.end.loopexit.unr-lcssa.unr-lcssa:             ; preds = %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit, %for.cond.1.preheader.us.preheader.new
  %lsr.iv711.unr = phi i64 [ 4, %for.cond.1.preheader.us.preheader.new ], [ %185, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %lsr.iv698.unr = phi float* [ %scevgep697, %for.cond.1.preheader.us.preheader.new ], [ %180, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %lsr.iv664.unr = phi i64 [ 1, %for.cond.1.preheader.us.preheader.new ], [ %184, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %lsr.iv485.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %183, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %lsr.iv462.unr = phi float* [ %arg.a.4, %for.cond.1.preheader.us.preheader.new ], [ %179, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %loop.index4.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %182, %for.end.loopexit.unr-lcssa.unr-lcssa.loopexit ]
  %lcmp.mod220.not = icmp eq i64 %xtraiter199, 0
  br i1 %lcmp.mod220.not, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil200.preheader

for.body.1.us.preheader.epil200.preheader:        ; preds = %for.end.loopexit.unr-lcssa.unr-lcssa
  %186 = bitcast float* %.6.i5 to i8*
  %187 = bitcast float* %.6.i5 to i8*
  %scevgep449 = getelementptr float, float* %.6.i5, i64 %loop.index4.us.unr
  %scevgep492 = getelementptr float, float* %.6.i5, i64 %lsr.iv664.unr
  %uglygep502 = getelementptr i8, i8* %187, i64 %lsr.iv711.unr
  %uglygep502503 = bitcast i8* %uglygep502 to float*
  %188 = mul i64 %xtraiter48, %arg.a.5.0
  %189 = add nuw nsw i64 %xtraiter48, 1
  %190 = add i64 %loop.index4.us.unr, %188
  %scevgep870 = getelementptr float, float* %.6.i5, i64 %190
  %191 = shl i64 %arg.a.5.0, 3
  %192 = mul i64 %189, %arg.a.5.0
  %scevgep876 = getelementptr float, float* %.6.i5, i64 %192
  %scevgep876877 = bitcast float* %scevgep876 to i8*
  %uglygep878 = getelementptr i8, i8* %scevgep876877, i64 %lsr.iv485.unr
  %uglygep878879 = bitcast i8* %uglygep878 to float*
  %193 = add i64 %arg.a.5.1, -8
  %194 = lshr i64 %193, 3
  %195 = add nuw nsw i64 %194, 1
  %xtraiter671 = and i64 %195, 7
  %unroll_iter672 = and i64 %195, %const
  %196 = shl i64 %arg.a.5.0, 2
  %197 = add i64 %xtraiter48, 63
  %scevgep1101 = getelementptr float, float* %lsr.iv462.unr, i64 %197
  %198 = shl i64 %arg.a.5.0, 5
  %199 = shl nuw nsw i64 %xtraiter48, 2
  %200 = add nuw nsw i64 %199, 8
  %201 = mul i64 %arg.a.5.0, %200
  %202 = add i64 %lsr.iv485.unr, %201
  %uglygep1430 = getelementptr i8, i8* %186, i64 %202
  %uglygep14301431 = bitcast i8* %uglygep1430 to float*
  %203 = add nuw nsw i64 %199, 12
  %204 = mul i64 %arg.a.5.0, %203
  %205 = add i64 %lsr.iv485.unr, %204
  %uglygep1440 = getelementptr i8, i8* %186, i64 %205
  %uglygep14401441 = bitcast i8* %uglygep1440 to float*
  %206 = add nuw nsw i64 %199, 16
  %207 = mul i64 %arg.a.5.0, %206
  %208 = add i64 %lsr.iv485.unr, %207
  %uglygep1450 = getelementptr i8, i8* %186, i64 %208
  %uglygep14501451 = bitcast i8* %uglygep1450 to float*
  %209 = add nuw nsw i64 %199, 20
  %210 = mul i64 %arg.a.5.0, %209
  %211 = add i64 %lsr.iv485.unr, %210
  %uglygep1460 = getelementptr i8, i8* %186, i64 %211
  %uglygep14601461 = bitcast i8* %uglygep1460 to float*
  %scevgep1470 = getelementptr float, float* %lsr.iv462.unr, i64 %xtraiter48
  %212 = add nuw nsw i64 %199, 28
  %213 = mul i64 %arg.a.5.0, %212
  %214 = add i64 %lsr.iv485.unr, %213
  %uglygep1484 = getelementptr i8, i8* %186, i64 %214
  %uglygep14841485 = bitcast i8* %uglygep1484 to float*
  %215 = add nuw nsw i64 %199, 24
  %216 = mul i64 %arg.a.5.0, %215
  %217 = add i64 %lsr.iv485.unr, %216
  %uglygep1494 = getelementptr i8, i8* %186, i64 %217
  %uglygep14941495 = bitcast i8* %uglygep1494 to float*
  %scevgep1508 = getelementptr float, float* %lsr.iv698.unr, i64 %197
  %scevgep1639 = getelementptr float, float* %.6.i5, i64 %188
  %scevgep16391640 = bitcast float* %scevgep1639 to i8*
  %uglygep1641 = getelementptr i8, i8* %scevgep16391640, i64 %lsr.iv711.unr
  %uglygep16411642 = bitcast i8* %uglygep1641 to float*
  %218 = shl i64 %arg.a.5.0, 8
  %219 = shl nuw nsw i64 %xtraiter671, 5
  %220 = add nuw nsw i64 %xtraiter48, 4
  %scevgep1784 = getelementptr float, float* %lsr.iv698.unr, i64 %220
  br label %for.body.1.us.preheader.epil200

for.body.1.us.preheader.epil200:                  ; preds = %for.end.1.loopexit.us.1.epil, %for.body.1.us.preheader.epil200.preheader
  %lsr.iv1785 = phi float* [ %269, %for.end.1.loopexit.us.1.epil ], [ %scevgep1784, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv1643 = phi float* [ %scevgep1644, %for.end.1.loopexit.us.1.epil ], [ %uglygep16411642, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv1509 = phi float* [ %268, %for.end.1.loopexit.us.1.epil ], [ %scevgep1508, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv1496 = phi float* [ %scevgep1497, %for.end.1.loopexit.us.1.epil ], [ %uglygep14941495, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv1486 = phi float* [ %scevgep1487, %for.end.1.loopexit.us.1.epil ], [ %uglygep14841485, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv1471 = phi float* [ %267, %for.end.1.loopexit.us.1.epil ], [ %scevgep1470, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv1462 = phi float* [ %scevgep1463, %for.end.1.loopexit.us.1.epil ], [ %uglygep14601461, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv1452 = phi float* [ %scevgep1453, %for.end.1.loopexit.us.1.epil ], [ %uglygep14501451, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv1442 = phi float* [ %scevgep1443, %for.end.1.loopexit.us.1.epil ], [ %uglygep14401441, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv1432 = phi float* [ %scevgep1433, %for.end.1.loopexit.us.1.epil ], [ %uglygep14301431, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv1102 = phi float* [ %266, %for.end.1.loopexit.us.1.epil ], [ %scevgep1101, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv880 = phi float* [ %scevgep881, %for.end.1.loopexit.us.1.epil ], [ %uglygep878879, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv871 = phi float* [ %scevgep872, %for.end.1.loopexit.us.1.epil ], [ %scevgep870, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv504 = phi float* [ %scevgep505, %for.end.1.loopexit.us.1.epil ], [ %uglygep502503, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv493 = phi float* [ %scevgep494, %for.end.1.loopexit.us.1.epil ], [ %scevgep492, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv450 = phi float* [ %scevgep451, %for.end.1.loopexit.us.1.epil ], [ %scevgep449, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv698.epil = phi float* [ %265, %for.end.1.loopexit.us.1.epil ], [ %lsr.iv698.unr, %for.body.1.us.preheader.epil200.preheader ]
  %lsr.iv462.epil = phi float* [ %264, %for.end.1.loopexit.us.1.epil ], [ %lsr.iv462.unr, %for.body.1.us.preheader.epil200.preheader ]
  %epil.iter219 = phi i64 [ %epil.iter219.next, %for.end.1.loopexit.us.1.epil ], [ 0, %for.body.1.us.preheader.epil200.preheader ]
  %221 = icmp eq i64 %xtraiter48, 0
  br i1 %221, label %for.body.1.us.prol.loopexit.epil205, label %for.body.1.us.prol.epil201.preheader

for.body.1.us.prol.epil201.preheader:             ; preds = %for.body.1.us.preheader.epil200
  br label %for.body.1.us.prol.epil201

for.body.1.us.prol.epil201:                       ; preds = %for.body.1.us.prol.epil201.preheader, %for.body.1.us.prol.epil201
  %lsr.iv1095 = phi float* [ %lsr.iv450, %for.body.1.us.prol.epil201.preheader ], [ %222, %for.body.1.us.prol.epil201 ]
  %loop.index.12.us.prol.epil202 = phi i64 [ %.139.us.prol.epil204, %for.body.1.us.prol.epil201 ], [ 0, %for.body.1.us.prol.epil201.preheader ]
  %lsr.iv10951096 = bitcast float* %lsr.iv1095 to i1*
  %scevgep1099 = getelementptr float, float* %lsr.iv462.epil, i64 %loop.index.12.us.prol.epil202
  %.137.us.prol.epil203 = load float, float* %scevgep1099, align 4
  store float %.137.us.prol.epil203, float* %lsr.iv1095, align 4
  %.139.us.prol.epil204 = add nuw nsw i64 %loop.index.12.us.prol.epil202, 1
  %scevgep1098 = getelementptr i1, i1* %lsr.iv10951096, i64 %196
  %222 = bitcast i1* %scevgep1098 to float*
  %prol.iter.cmp.not.epil = icmp eq i64 %xtraiter48, %.139.us.prol.epil204
  br i1 %prol.iter.cmp.not.epil, label %for.body.1.us.prol.loopexit.epil205, label %for.body.1.us.prol.epil201, !llvm.loop !103

for.body.1.us.prol.loopexit.epil205:              ; preds = %for.body.1.us.prol.epil201, %for.body.1.us.preheader.epil200
  %223 = icmp ult i64 %4, 7
  br i1 %223, label %for.body.1.us.preheader.1.epil, label %for.body.1.us.epil207.preheader

for.body.1.us.epil207.preheader:                  ; preds = %for.body.1.us.prol.loopexit.epil205
  %224 = icmp ult i64 %193, 56
  br i1 %224, label %for.body.1.us.preheader.1.epil.loopexit.unr-lcssa, label %for.body.1.us.epil207.preheader808

for.body.1.us.epil207.preheader808:               ; preds = %for.body.1.us.epil207.preheader
  br label %for.body.1.us.epil207

for.body.1.us.epil207:                            ; preds = %for.body.1.us.epil207.preheader808, %for.body.1.us.epil207
  %lsr.iv1287 = phi i64 [ %unroll_iter672, %for.body.1.us.epil207.preheader808 ], [ %lsr.iv.next1288, %for.body.1.us.epil207 ]
  %lsr.iv887 = phi i64 [ %lsr.iv.next888.7, %for.body.1.us.epil207 ], [ 0, %for.body.1.us.epil207.preheader808 ]
  %lsr.iv873 = phi i64 [ %lsr.iv.next874.7, %for.body.1.us.epil207 ], [ 0, %for.body.1.us.epil207.preheader808 ]
  %scevgep1277 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1278 = getelementptr float, float* %scevgep1277, i64 -63
  %.137.us.epil209 = load float, float* %scevgep1278, align 4
  %scevgep1286 = getelementptr float, float* %lsr.iv871, i64 %lsr.iv873
  %scevgep12861289 = bitcast float* %scevgep1286 to i8*
  store float %.137.us.epil209, float* %scevgep1286, align 4
  %scevgep1274 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1275 = getelementptr float, float* %scevgep1274, i64 -62
  %scevgep1284 = getelementptr float, float* %lsr.iv880, i64 %lsr.iv873
  %scevgep12841304 = bitcast float* %scevgep1284 to i8*
  %.137.us.1.epil210 = load float, float* %scevgep1275, align 4
  store float %.137.us.1.epil210, float* %scevgep1284, align 4
  %scevgep1270 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1271 = getelementptr float, float* %scevgep1270, i64 -61
  %.137.us.2.epil211 = load float, float* %scevgep1271, align 4
  %uglygep1305 = getelementptr i8, i8* %scevgep12841304, i64 %196
  %uglygep13051306 = bitcast i8* %uglygep1305 to float*
  store float %.137.us.2.epil211, float* %uglygep13051306, align 4
  %scevgep1268 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1269 = getelementptr float, float* %scevgep1268, i64 -60
  %.137.us.3.epil212 = load float, float* %scevgep1269, align 4
  %uglygep1307 = getelementptr i8, i8* %uglygep1305, i64 %196
  %uglygep13071308 = bitcast i8* %uglygep1307 to float*
  store float %.137.us.3.epil212, float* %uglygep13071308, align 4
  %scevgep1266 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1267 = getelementptr float, float* %scevgep1266, i64 -59
  %.137.us.4.epil213 = load float, float* %scevgep1267, align 4
  %uglygep1309 = getelementptr i8, i8* %uglygep1307, i64 %196
  %uglygep13091310 = bitcast i8* %uglygep1309 to float*
  store float %.137.us.4.epil213, float* %uglygep13091310, align 4
  %scevgep1264 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1265 = getelementptr float, float* %scevgep1264, i64 -58
  %.137.us.5.epil214 = load float, float* %scevgep1265, align 4
  %uglygep1311 = getelementptr i8, i8* %uglygep1309, i64 %196
  %uglygep13111312 = bitcast i8* %uglygep1311 to float*
  store float %.137.us.5.epil214, float* %uglygep13111312, align 4
  %scevgep1262 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1263 = getelementptr float, float* %scevgep1262, i64 -57
  %.137.us.6.epil215 = load float, float* %scevgep1263, align 4
  %uglygep1313 = getelementptr i8, i8* %uglygep1311, i64 %196
  %uglygep13131314 = bitcast i8* %uglygep1313 to float*
  store float %.137.us.6.epil215, float* %uglygep13131314, align 4
  %scevgep1280 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1282 = getelementptr float, float* %scevgep1280, i64 -56
  %.137.us.7.epil216 = load float, float* %scevgep1282, align 4
  %uglygep1315 = getelementptr i8, i8* %uglygep1313, i64 %196
  %uglygep13151316 = bitcast i8* %uglygep1315 to float*
  store float %.137.us.7.epil216, float* %uglygep13151316, align 4
  %lsr.iv.next874 = add i64 %lsr.iv873, %191
  %scevgep1217 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1218 = getelementptr float, float* %scevgep1217, i64 -55
  %.137.us.epil209.1 = load float, float* %scevgep1218, align 4
  %uglygep1290 = getelementptr i8, i8* %scevgep12861289, i64 %198
  %uglygep12901291 = bitcast i8* %uglygep1290 to float*
  store float %.137.us.epil209.1, float* %uglygep12901291, align 4
  %scevgep1219 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1220 = getelementptr float, float* %scevgep1219, i64 -54
  %.137.us.1.epil210.1 = load float, float* %scevgep1220, align 4
  %uglygep1317 = getelementptr i8, i8* %uglygep1315, i64 %191
  %uglygep13171318 = bitcast i8* %uglygep1317 to float*
  store float %.137.us.1.epil210.1, float* %uglygep13171318, align 4
  %scevgep1221 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1222 = getelementptr float, float* %scevgep1221, i64 -53
  %.137.us.2.epil211.1 = load float, float* %scevgep1222, align 4
  %uglygep1319 = getelementptr i8, i8* %uglygep1317, i64 %196
  %uglygep13191320 = bitcast i8* %uglygep1319 to float*
  store float %.137.us.2.epil211.1, float* %uglygep13191320, align 4
  %scevgep1223 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1224 = getelementptr float, float* %scevgep1223, i64 -52
  %.137.us.3.epil212.1 = load float, float* %scevgep1224, align 4
  %uglygep1321 = getelementptr i8, i8* %uglygep1319, i64 %196
  %uglygep13211322 = bitcast i8* %uglygep1321 to float*
  store float %.137.us.3.epil212.1, float* %uglygep13211322, align 4
  %scevgep1225 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1228 = getelementptr float, float* %scevgep1225, i64 -51
  %.137.us.4.epil213.1 = load float, float* %scevgep1228, align 4
  %uglygep1323 = getelementptr i8, i8* %uglygep1321, i64 %196
  %uglygep13231324 = bitcast i8* %uglygep1323 to float*
  store float %.137.us.4.epil213.1, float* %uglygep13231324, align 4
  %scevgep1230 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1231 = getelementptr float, float* %scevgep1230, i64 -50
  %.137.us.5.epil214.1 = load float, float* %scevgep1231, align 4
  %uglygep1325 = getelementptr i8, i8* %uglygep1323, i64 %196
  %uglygep13251326 = bitcast i8* %uglygep1325 to float*
  store float %.137.us.5.epil214.1, float* %uglygep13251326, align 4
  %scevgep1234 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1235 = getelementptr float, float* %scevgep1234, i64 -49
  %.137.us.6.epil215.1 = load float, float* %scevgep1235, align 4
  %uglygep1327 = getelementptr i8, i8* %uglygep1325, i64 %196
  %uglygep13271328 = bitcast i8* %uglygep1327 to float*
  store float %.137.us.6.epil215.1, float* %uglygep13271328, align 4
  %scevgep1237 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1238 = getelementptr float, float* %scevgep1237, i64 -48
  %.137.us.7.epil216.1 = load float, float* %scevgep1238, align 4
  %uglygep1329 = getelementptr i8, i8* %uglygep1327, i64 %196
  %uglygep13291330 = bitcast i8* %uglygep1329 to float*
  store float %.137.us.7.epil216.1, float* %uglygep13291330, align 4
  %lsr.iv.next874.1 = add i64 %lsr.iv.next874, %191
  %scevgep1196 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1198 = getelementptr float, float* %scevgep1196, i64 -47
  %.137.us.epil209.2 = load float, float* %scevgep1198, align 4
  %uglygep1292 = getelementptr i8, i8* %uglygep1290, i64 %198
  %uglygep12921293 = bitcast i8* %uglygep1292 to float*
  store float %.137.us.epil209.2, float* %uglygep12921293, align 4
  %scevgep1200 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1202 = getelementptr float, float* %scevgep1200, i64 -46
  %.137.us.1.epil210.2 = load float, float* %scevgep1202, align 4
  %uglygep1331 = getelementptr i8, i8* %uglygep1329, i64 %191
  %uglygep13311332 = bitcast i8* %uglygep1331 to float*
  store float %.137.us.1.epil210.2, float* %uglygep13311332, align 4
  %scevgep1204 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1206 = getelementptr float, float* %scevgep1204, i64 -45
  %.137.us.2.epil211.2 = load float, float* %scevgep1206, align 4
  %uglygep1333 = getelementptr i8, i8* %uglygep1331, i64 %196
  %uglygep13331334 = bitcast i8* %uglygep1333 to float*
  store float %.137.us.2.epil211.2, float* %uglygep13331334, align 4
  %scevgep1207 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1208 = getelementptr float, float* %scevgep1207, i64 -44
  %.137.us.3.epil212.2 = load float, float* %scevgep1208, align 4
  %uglygep1335 = getelementptr i8, i8* %uglygep1333, i64 %196
  %uglygep13351336 = bitcast i8* %uglygep1335 to float*
  store float %.137.us.3.epil212.2, float* %uglygep13351336, align 4
  %scevgep1209 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1210 = getelementptr float, float* %scevgep1209, i64 -43
  %.137.us.4.epil213.2 = load float, float* %scevgep1210, align 4
  %uglygep1337 = getelementptr i8, i8* %uglygep1335, i64 %196
  %uglygep13371338 = bitcast i8* %uglygep1337 to float*
  store float %.137.us.4.epil213.2, float* %uglygep13371338, align 4
  %scevgep1211 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1212 = getelementptr float, float* %scevgep1211, i64 -42
  %.137.us.5.epil214.2 = load float, float* %scevgep1212, align 4
  %uglygep1339 = getelementptr i8, i8* %uglygep1337, i64 %196
  %uglygep13391340 = bitcast i8* %uglygep1339 to float*
  store float %.137.us.5.epil214.2, float* %uglygep13391340, align 4
  %scevgep1213 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1214 = getelementptr float, float* %scevgep1213, i64 -41
  %.137.us.6.epil215.2 = load float, float* %scevgep1214, align 4
  %uglygep1341 = getelementptr i8, i8* %uglygep1339, i64 %196
  %uglygep13411342 = bitcast i8* %uglygep1341 to float*
  store float %.137.us.6.epil215.2, float* %uglygep13411342, align 4
  %scevgep1215 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1216 = getelementptr float, float* %scevgep1215, i64 -40
  %.137.us.7.epil216.2 = load float, float* %scevgep1216, align 4
  %uglygep1343 = getelementptr i8, i8* %uglygep1341, i64 %196
  %uglygep13431344 = bitcast i8* %uglygep1343 to float*
  store float %.137.us.7.epil216.2, float* %uglygep13431344, align 4
  %lsr.iv.next874.2 = add i64 %lsr.iv.next874.1, %191
  %scevgep1174 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1175 = getelementptr float, float* %scevgep1174, i64 -39
  %.137.us.epil209.3 = load float, float* %scevgep1175, align 4
  %uglygep1294 = getelementptr i8, i8* %uglygep1292, i64 %198
  %uglygep12941295 = bitcast i8* %uglygep1294 to float*
  store float %.137.us.epil209.3, float* %uglygep12941295, align 4
  %scevgep1176 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1177 = getelementptr float, float* %scevgep1176, i64 -38
  %.137.us.1.epil210.3 = load float, float* %scevgep1177, align 4
  %uglygep1345 = getelementptr i8, i8* %uglygep1343, i64 %191
  %uglygep13451346 = bitcast i8* %uglygep1345 to float*
  store float %.137.us.1.epil210.3, float* %uglygep13451346, align 4
  %scevgep1178 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1179 = getelementptr float, float* %scevgep1178, i64 -37
  %.137.us.2.epil211.3 = load float, float* %scevgep1179, align 4
  %uglygep1347 = getelementptr i8, i8* %uglygep1345, i64 %196
  %uglygep13471348 = bitcast i8* %uglygep1347 to float*
  store float %.137.us.2.epil211.3, float* %uglygep13471348, align 4
  %scevgep1180 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1181 = getelementptr float, float* %scevgep1180, i64 -36
  %.137.us.3.epil212.3 = load float, float* %scevgep1181, align 4
  %uglygep1349 = getelementptr i8, i8* %uglygep1347, i64 %196
  %uglygep13491350 = bitcast i8* %uglygep1349 to float*
  store float %.137.us.3.epil212.3, float* %uglygep13491350, align 4
  %scevgep1182 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1183 = getelementptr float, float* %scevgep1182, i64 -35
  %.137.us.4.epil213.3 = load float, float* %scevgep1183, align 4
  %uglygep1351 = getelementptr i8, i8* %uglygep1349, i64 %196
  %uglygep13511352 = bitcast i8* %uglygep1351 to float*
  store float %.137.us.4.epil213.3, float* %uglygep13511352, align 4
  %scevgep1186 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1187 = getelementptr float, float* %scevgep1186, i64 -34
  %.137.us.5.epil214.3 = load float, float* %scevgep1187, align 4
  %uglygep1353 = getelementptr i8, i8* %uglygep1351, i64 %196
  %uglygep13531354 = bitcast i8* %uglygep1353 to float*
  store float %.137.us.5.epil214.3, float* %uglygep13531354, align 4
  %scevgep1189 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1190 = getelementptr float, float* %scevgep1189, i64 -33
  %.137.us.6.epil215.3 = load float, float* %scevgep1190, align 4
  %uglygep1355 = getelementptr i8, i8* %uglygep1353, i64 %196
  %uglygep13551356 = bitcast i8* %uglygep1355 to float*
  store float %.137.us.6.epil215.3, float* %uglygep13551356, align 4
  %scevgep1192 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1194 = getelementptr float, float* %scevgep1192, i64 -32
  %.137.us.7.epil216.3 = load float, float* %scevgep1194, align 4
  %uglygep1357 = getelementptr i8, i8* %uglygep1355, i64 %196
  %uglygep13571358 = bitcast i8* %uglygep1357 to float*
  store float %.137.us.7.epil216.3, float* %uglygep13571358, align 4
  %lsr.iv.next874.3 = add i64 %lsr.iv.next874.2, %191
  %scevgep1150 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1152 = getelementptr float, float* %scevgep1150, i64 -31
  %.137.us.epil209.4 = load float, float* %scevgep1152, align 4
  %uglygep1296 = getelementptr i8, i8* %uglygep1294, i64 %198
  %uglygep12961297 = bitcast i8* %uglygep1296 to float*
  store float %.137.us.epil209.4, float* %uglygep12961297, align 4
  %scevgep1154 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1156 = getelementptr float, float* %scevgep1154, i64 -30
  %.137.us.1.epil210.4 = load float, float* %scevgep1156, align 4
  %uglygep1359 = getelementptr i8, i8* %uglygep1357, i64 %191
  %uglygep13591360 = bitcast i8* %uglygep1359 to float*
  store float %.137.us.1.epil210.4, float* %uglygep13591360, align 4
  %scevgep1158 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1160 = getelementptr float, float* %scevgep1158, i64 -29
  %.137.us.2.epil211.4 = load float, float* %scevgep1160, align 4
  %uglygep1361 = getelementptr i8, i8* %uglygep1359, i64 %196
  %uglygep13611362 = bitcast i8* %uglygep1361 to float*
  store float %.137.us.2.epil211.4, float* %uglygep13611362, align 4
  %scevgep1162 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1164 = getelementptr float, float* %scevgep1162, i64 -28
  %.137.us.3.epil212.4 = load float, float* %scevgep1164, align 4
  %uglygep1363 = getelementptr i8, i8* %uglygep1361, i64 %196
  %uglygep13631364 = bitcast i8* %uglygep1363 to float*
  store float %.137.us.3.epil212.4, float* %uglygep13631364, align 4
  %scevgep1166 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1167 = getelementptr float, float* %scevgep1166, i64 -27
  %.137.us.4.epil213.4 = load float, float* %scevgep1167, align 4
  %uglygep1365 = getelementptr i8, i8* %uglygep1363, i64 %196
  %uglygep13651366 = bitcast i8* %uglygep1365 to float*
  store float %.137.us.4.epil213.4, float* %uglygep13651366, align 4
  %scevgep1168 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1169 = getelementptr float, float* %scevgep1168, i64 -26
  %.137.us.5.epil214.4 = load float, float* %scevgep1169, align 4
  %uglygep1367 = getelementptr i8, i8* %uglygep1365, i64 %196
  %uglygep13671368 = bitcast i8* %uglygep1367 to float*
  store float %.137.us.5.epil214.4, float* %uglygep13671368, align 4
  %scevgep1170 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1171 = getelementptr float, float* %scevgep1170, i64 -25
  %.137.us.6.epil215.4 = load float, float* %scevgep1171, align 4
  %uglygep1369 = getelementptr i8, i8* %uglygep1367, i64 %196
  %uglygep13691370 = bitcast i8* %uglygep1369 to float*
  store float %.137.us.6.epil215.4, float* %uglygep13691370, align 4
  %scevgep1172 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1173 = getelementptr float, float* %scevgep1172, i64 -24
  %.137.us.7.epil216.4 = load float, float* %scevgep1173, align 4
  %uglygep1371 = getelementptr i8, i8* %uglygep1369, i64 %196
  %uglygep13711372 = bitcast i8* %uglygep1371 to float*
  store float %.137.us.7.epil216.4, float* %uglygep13711372, align 4
  %lsr.iv.next874.4 = add i64 %lsr.iv.next874.3, %191
  %scevgep1128 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1129 = getelementptr float, float* %scevgep1128, i64 -23
  %.137.us.epil209.5 = load float, float* %scevgep1129, align 4
  %uglygep1298 = getelementptr i8, i8* %uglygep1296, i64 %198
  %uglygep12981299 = bitcast i8* %uglygep1298 to float*
  store float %.137.us.epil209.5, float* %uglygep12981299, align 4
  %scevgep1130 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1131 = getelementptr float, float* %scevgep1130, i64 -22
  %.137.us.1.epil210.5 = load float, float* %scevgep1131, align 4
  %uglygep1373 = getelementptr i8, i8* %uglygep1371, i64 %191
  %uglygep13731374 = bitcast i8* %uglygep1373 to float*
  store float %.137.us.1.epil210.5, float* %uglygep13731374, align 4
  %scevgep1132 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1133 = getelementptr float, float* %scevgep1132, i64 -21
  %.137.us.2.epil211.5 = load float, float* %scevgep1133, align 4
  %uglygep1375 = getelementptr i8, i8* %uglygep1373, i64 %196
  %uglygep13751376 = bitcast i8* %uglygep1375 to float*
  store float %.137.us.2.epil211.5, float* %uglygep13751376, align 4
  %scevgep1134 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1135 = getelementptr float, float* %scevgep1134, i64 -20
  %.137.us.3.epil212.5 = load float, float* %scevgep1135, align 4
  %uglygep1377 = getelementptr i8, i8* %uglygep1375, i64 %196
  %uglygep13771378 = bitcast i8* %uglygep1377 to float*
  store float %.137.us.3.epil212.5, float* %uglygep13771378, align 4
  %scevgep1136 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1137 = getelementptr float, float* %scevgep1136, i64 -19
  %.137.us.4.epil213.5 = load float, float* %scevgep1137, align 4
  %uglygep1379 = getelementptr i8, i8* %uglygep1377, i64 %196
  %uglygep13791380 = bitcast i8* %uglygep1379 to float*
  store float %.137.us.4.epil213.5, float* %uglygep13791380, align 4
  %scevgep1140 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1142 = getelementptr float, float* %scevgep1140, i64 -18
  %.137.us.5.epil214.5 = load float, float* %scevgep1142, align 4
  %uglygep1381 = getelementptr i8, i8* %uglygep1379, i64 %196
  %uglygep13811382 = bitcast i8* %uglygep1381 to float*
  store float %.137.us.5.epil214.5, float* %uglygep13811382, align 4
  %scevgep1143 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1146 = getelementptr float, float* %scevgep1143, i64 -17
  %.137.us.6.epil215.5 = load float, float* %scevgep1146, align 4
  %uglygep1383 = getelementptr i8, i8* %uglygep1381, i64 %196
  %uglygep13831384 = bitcast i8* %uglygep1383 to float*
  store float %.137.us.6.epil215.5, float* %uglygep13831384, align 4
  %scevgep1147 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1149 = getelementptr float, float* %scevgep1147, i64 -16
  %.137.us.7.epil216.5 = load float, float* %scevgep1149, align 4
  %uglygep1385 = getelementptr i8, i8* %uglygep1383, i64 %196
  %uglygep13851386 = bitcast i8* %uglygep1385 to float*
  store float %.137.us.7.epil216.5, float* %uglygep13851386, align 4
  %lsr.iv.next874.5 = add i64 %lsr.iv.next874.4, %191
  %scevgep1106 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1108 = getelementptr float, float* %scevgep1106, i64 -15
  %.137.us.epil209.6 = load float, float* %scevgep1108, align 4
  %uglygep1300 = getelementptr i8, i8* %uglygep1298, i64 %198
  %uglygep13001301 = bitcast i8* %uglygep1300 to float*
  store float %.137.us.epil209.6, float* %uglygep13001301, align 4
  %scevgep1110 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1112 = getelementptr float, float* %scevgep1110, i64 -14
  %.137.us.1.epil210.6 = load float, float* %scevgep1112, align 4
  %uglygep1387 = getelementptr i8, i8* %uglygep1385, i64 %191
  %uglygep13871388 = bitcast i8* %uglygep1387 to float*
  store float %.137.us.1.epil210.6, float* %uglygep13871388, align 4
  %scevgep1114 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1116 = getelementptr float, float* %scevgep1114, i64 -13
  %.137.us.2.epil211.6 = load float, float* %scevgep1116, align 4
  %uglygep1389 = getelementptr i8, i8* %uglygep1387, i64 %196
  %uglygep13891390 = bitcast i8* %uglygep1389 to float*
  store float %.137.us.2.epil211.6, float* %uglygep13891390, align 4
  %scevgep1118 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1119 = getelementptr float, float* %scevgep1118, i64 -12
  %.137.us.3.epil212.6 = load float, float* %scevgep1119, align 4
  %uglygep1391 = getelementptr i8, i8* %uglygep1389, i64 %196
  %uglygep13911392 = bitcast i8* %uglygep1391 to float*
  store float %.137.us.3.epil212.6, float* %uglygep13911392, align 4
  %scevgep1120 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1121 = getelementptr float, float* %scevgep1120, i64 -11
  %.137.us.4.epil213.6 = load float, float* %scevgep1121, align 4
  %uglygep1393 = getelementptr i8, i8* %uglygep1391, i64 %196
  %uglygep13931394 = bitcast i8* %uglygep1393 to float*
  store float %.137.us.4.epil213.6, float* %uglygep13931394, align 4
  %scevgep1122 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1123 = getelementptr float, float* %scevgep1122, i64 -10
  %.137.us.5.epil214.6 = load float, float* %scevgep1123, align 4
  %uglygep1395 = getelementptr i8, i8* %uglygep1393, i64 %196
  %uglygep13951396 = bitcast i8* %uglygep1395 to float*
  store float %.137.us.5.epil214.6, float* %uglygep13951396, align 4
  %scevgep1124 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1125 = getelementptr float, float* %scevgep1124, i64 -9
  %.137.us.6.epil215.6 = load float, float* %scevgep1125, align 4
  %uglygep1397 = getelementptr i8, i8* %uglygep1395, i64 %196
  %uglygep13971398 = bitcast i8* %uglygep1397 to float*
  store float %.137.us.6.epil215.6, float* %uglygep13971398, align 4
  %scevgep1126 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1127 = getelementptr float, float* %scevgep1126, i64 -8
  %.137.us.7.epil216.6 = load float, float* %scevgep1127, align 4
  %uglygep1399 = getelementptr i8, i8* %uglygep1397, i64 %196
  %uglygep13991400 = bitcast i8* %uglygep1399 to float*
  store float %.137.us.7.epil216.6, float* %uglygep13991400, align 4
  %lsr.iv.next874.6 = add i64 %lsr.iv.next874.5, %191
  %scevgep1240 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1242 = getelementptr float, float* %scevgep1240, i64 -7
  %.137.us.epil209.7 = load float, float* %scevgep1242, align 4
  %uglygep1302 = getelementptr i8, i8* %uglygep1300, i64 %198
  %uglygep13021303 = bitcast i8* %uglygep1302 to float*
  store float %.137.us.epil209.7, float* %uglygep13021303, align 4
  %scevgep1244 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1246 = getelementptr float, float* %scevgep1244, i64 -6
  %.137.us.1.epil210.7 = load float, float* %scevgep1246, align 4
  %uglygep1401 = getelementptr i8, i8* %uglygep1399, i64 %191
  %uglygep14011402 = bitcast i8* %uglygep1401 to float*
  store float %.137.us.1.epil210.7, float* %uglygep14011402, align 4
  %scevgep1248 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1250 = getelementptr float, float* %scevgep1248, i64 -5
  %.137.us.2.epil211.7 = load float, float* %scevgep1250, align 4
  %uglygep1403 = getelementptr i8, i8* %uglygep1401, i64 %196
  %uglygep14031404 = bitcast i8* %uglygep1403 to float*
  store float %.137.us.2.epil211.7, float* %uglygep14031404, align 4
  %scevgep1252 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1254 = getelementptr float, float* %scevgep1252, i64 -4
  %.137.us.3.epil212.7 = load float, float* %scevgep1254, align 4
  %uglygep1405 = getelementptr i8, i8* %uglygep1403, i64 %196
  %uglygep14051406 = bitcast i8* %uglygep1405 to float*
  store float %.137.us.3.epil212.7, float* %uglygep14051406, align 4
  %scevgep1255 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1256 = getelementptr float, float* %scevgep1255, i64 -3
  %.137.us.4.epil213.7 = load float, float* %scevgep1256, align 4
  %uglygep1407 = getelementptr i8, i8* %uglygep1405, i64 %196
  %uglygep14071408 = bitcast i8* %uglygep1407 to float*
  store float %.137.us.4.epil213.7, float* %uglygep14071408, align 4
  %scevgep1257 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1258 = getelementptr float, float* %scevgep1257, i64 -2
  %.137.us.5.epil214.7 = load float, float* %scevgep1258, align 4
  %uglygep1409 = getelementptr i8, i8* %uglygep1407, i64 %196
  %uglygep14091410 = bitcast i8* %uglygep1409 to float*
  store float %.137.us.5.epil214.7, float* %uglygep14091410, align 4
  %scevgep1259 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %scevgep1260 = getelementptr float, float* %scevgep1259, i64 -1
  %.137.us.6.epil215.7 = load float, float* %scevgep1260, align 4
  %uglygep1411 = getelementptr i8, i8* %uglygep1409, i64 %196
  %uglygep14111412 = bitcast i8* %uglygep1411 to float*
  store float %.137.us.6.epil215.7, float* %uglygep14111412, align 4
  %scevgep1261 = getelementptr float, float* %lsr.iv1102, i64 %lsr.iv887
  %.137.us.7.epil216.7 = load float, float* %scevgep1261, align 4
  %uglygep1413 = getelementptr i8, i8* %uglygep1411, i64 %196
  %uglygep14131414 = bitcast i8* %uglygep1413 to float*
  store float %.137.us.7.epil216.7, float* %uglygep14131414, align 4
  %lsr.iv.next874.7 = add i64 %lsr.iv.next874.6, %191
  %lsr.iv.next888.7 = add i64 %lsr.iv887, 64
  %lsr.iv.next1288 = add i64 %lsr.iv1287, -8
  %niter673.ncmp.7 = icmp eq i64 %lsr.iv.next1288, 0
  br i1 %niter673.ncmp.7, label %for.body.1.us.preheader.1.epil.loopexit.unr-lcssa, label %for.body.1.us.epil207, !llvm.loop !104

for.body.1.us.preheader.1.epil.loopexit.unr-lcssa: ; preds = %for.body.1.us.epil207, %for.body.1.us.epil207.preheader
  %lsr.iv887.unr = phi i64 [ 0, %for.body.1.us.epil207.preheader ], [ %lsr.iv.next888.7, %for.body.1.us.epil207 ]
  %lsr.iv873.unr = phi i64 [ 0, %for.body.1.us.epil207.preheader ], [ %lsr.iv.next874.7, %for.body.1.us.epil207 ]
  %225 = icmp eq i64 %xtraiter671, 0
  br i1 %225, label %for.body.1.us.preheader.1.epil, label %for.body.1.us.epil207.epil.preheader

for.body.1.us.epil207.epil.preheader:             ; preds = %for.body.1.us.preheader.1.epil.loopexit.unr-lcssa
  %scevgep1474 = getelementptr float, float* %lsr.iv1471, i64 %lsr.iv887.unr
  br label %for.body.1.us.epil207.epil

for.body.1.us.epil207.epil:                       ; preds = %for.body.1.us.epil207.epil.preheader, %for.body.1.us.epil207.epil
  %lsr.iv1498 = phi float* [ %lsr.iv1496, %for.body.1.us.epil207.epil.preheader ], [ %249, %for.body.1.us.epil207.epil ]
  %lsr.iv1488 = phi float* [ %lsr.iv1486, %for.body.1.us.epil207.epil.preheader ], [ %248, %for.body.1.us.epil207.epil ]
  %lsr.iv1475 = phi float* [ %scevgep1474, %for.body.1.us.epil207.epil.preheader ], [ %scevgep1476, %for.body.1.us.epil207.epil ]
  %lsr.iv1464 = phi float* [ %lsr.iv1462, %for.body.1.us.epil207.epil.preheader ], [ %247, %for.body.1.us.epil207.epil ]
  %lsr.iv1454 = phi float* [ %lsr.iv1452, %for.body.1.us.epil207.epil.preheader ], [ %246, %for.body.1.us.epil207.epil ]
  %lsr.iv1444 = phi float* [ %lsr.iv1442, %for.body.1.us.epil207.epil.preheader ], [ %245, %for.body.1.us.epil207.epil ]
  %lsr.iv1434 = phi float* [ %lsr.iv1432, %for.body.1.us.epil207.epil.preheader ], [ %244, %for.body.1.us.epil207.epil ]
  %lsr.iv1423 = phi float* [ %lsr.iv880, %for.body.1.us.epil207.epil.preheader ], [ %243, %for.body.1.us.epil207.epil ]
  %lsr.iv1417 = phi float* [ %lsr.iv871, %for.body.1.us.epil207.epil.preheader ], [ %242, %for.body.1.us.epil207.epil ]
  %lsr.iv1415 = phi i64 [ %xtraiter671, %for.body.1.us.epil207.epil.preheader ], [ %lsr.iv.next1416, %for.body.1.us.epil207.epil ]
  %lsr.iv14171418 = bitcast float* %lsr.iv1417 to i1*
  %lsr.iv14231424 = bitcast float* %lsr.iv1423 to i1*
  %lsr.iv14341435 = bitcast float* %lsr.iv1434 to i1*
  %lsr.iv14441445 = bitcast float* %lsr.iv1444 to i1*
  %lsr.iv14541455 = bitcast float* %lsr.iv1454 to i1*
  %lsr.iv14641465 = bitcast float* %lsr.iv1464 to i1*
  %lsr.iv14881489 = bitcast float* %lsr.iv1488 to i1*
  %lsr.iv14981499 = bitcast float* %lsr.iv1498 to i1*
  %.137.us.epil209.epil = load float, float* %lsr.iv1475, align 4
  %sunkaddr = mul i64 %lsr.iv873.unr, 4
  %226 = bitcast float* %lsr.iv1417 to i8*
  %sunkaddr4343 = getelementptr i8, i8* %226, i64 %sunkaddr
  %227 = bitcast i8* %sunkaddr4343 to float*
  store float %.137.us.epil209.epil, float* %227, align 4
  %scevgep1483 = getelementptr float, float* %lsr.iv1475, i64 1
  %.137.us.1.epil210.epil = load float, float* %scevgep1483, align 4
  %sunkaddr4344 = mul i64 %lsr.iv873.unr, 4
  %228 = bitcast float* %lsr.iv1423 to i8*
  %sunkaddr4345 = getelementptr i8, i8* %228, i64 %sunkaddr4344
  %229 = bitcast i8* %sunkaddr4345 to float*
  store float %.137.us.1.epil210.epil, float* %229, align 4
  %scevgep1482 = getelementptr float, float* %lsr.iv1475, i64 2
  %.137.us.2.epil211.epil = load float, float* %scevgep1482, align 4
  %sunkaddr4346 = mul i64 %lsr.iv873.unr, 4
  %230 = bitcast float* %lsr.iv1434 to i8*
  %sunkaddr4347 = getelementptr i8, i8* %230, i64 %sunkaddr4346
  %231 = bitcast i8* %sunkaddr4347 to float*
  store float %.137.us.2.epil211.epil, float* %231, align 4
  %scevgep1481 = getelementptr float, float* %lsr.iv1475, i64 3
  %.137.us.3.epil212.epil = load float, float* %scevgep1481, align 4
  %sunkaddr4348 = mul i64 %lsr.iv873.unr, 4
  %232 = bitcast float* %lsr.iv1444 to i8*
  %sunkaddr4349 = getelementptr i8, i8* %232, i64 %sunkaddr4348
  %233 = bitcast i8* %sunkaddr4349 to float*
  store float %.137.us.3.epil212.epil, float* %233, align 4
  %scevgep1480 = getelementptr float, float* %lsr.iv1475, i64 4
  %.137.us.4.epil213.epil = load float, float* %scevgep1480, align 4
  %sunkaddr4350 = mul i64 %lsr.iv873.unr, 4
  %234 = bitcast float* %lsr.iv1454 to i8*
  %sunkaddr4351 = getelementptr i8, i8* %234, i64 %sunkaddr4350
  %235 = bitcast i8* %sunkaddr4351 to float*
  store float %.137.us.4.epil213.epil, float* %235, align 4
  %scevgep1479 = getelementptr float, float* %lsr.iv1475, i64 5
  %.137.us.5.epil214.epil = load float, float* %scevgep1479, align 4
  %sunkaddr4352 = mul i64 %lsr.iv873.unr, 4
  %236 = bitcast float* %lsr.iv1464 to i8*
  %sunkaddr4353 = getelementptr i8, i8* %236, i64 %sunkaddr4352
  %237 = bitcast i8* %sunkaddr4353 to float*
  store float %.137.us.5.epil214.epil, float* %237, align 4
  %scevgep1478 = getelementptr float, float* %lsr.iv1475, i64 6
  %.137.us.6.epil215.epil = load float, float* %scevgep1478, align 4
  %sunkaddr4354 = mul i64 %lsr.iv873.unr, 4
  %238 = bitcast float* %lsr.iv1498 to i8*
  %sunkaddr4355 = getelementptr i8, i8* %238, i64 %sunkaddr4354
  %239 = bitcast i8* %sunkaddr4355 to float*
  store float %.137.us.6.epil215.epil, float* %239, align 4
  %scevgep1477 = getelementptr float, float* %lsr.iv1475, i64 7
  %.137.us.7.epil216.epil = load float, float* %scevgep1477, align 4
  %sunkaddr4356 = mul i64 %lsr.iv873.unr, 4
  %240 = bitcast float* %lsr.iv1488 to i8*
  %sunkaddr4357 = getelementptr i8, i8* %240, i64 %sunkaddr4356
  %241 = bitcast i8* %sunkaddr4357 to float*
  store float %.137.us.7.epil216.epil, float* %241, align 4
  %lsr.iv.next1416 = add nsw i64 %lsr.iv1415, -1
  %scevgep1419 = getelementptr i1, i1* %lsr.iv14171418, i64 %198
  %242 = bitcast i1* %scevgep1419 to float*
  %scevgep1425 = getelementptr i1, i1* %lsr.iv14231424, i64 %198
  %243 = bitcast i1* %scevgep1425 to float*
  %scevgep1436 = getelementptr i1, i1* %lsr.iv14341435, i64 %198
  %244 = bitcast i1* %scevgep1436 to float*
  %scevgep1446 = getelementptr i1, i1* %lsr.iv14441445, i64 %198
  %245 = bitcast i1* %scevgep1446 to float*
  %scevgep1456 = getelementptr i1, i1* %lsr.iv14541455, i64 %198
  %246 = bitcast i1* %scevgep1456 to float*
  %scevgep1466 = getelementptr i1, i1* %lsr.iv14641465, i64 %198
  %247 = bitcast i1* %scevgep1466 to float*
  %scevgep1476 = getelementptr float, float* %lsr.iv1475, i64 8
  %scevgep1490 = getelementptr i1, i1* %lsr.iv14881489, i64 %198
  %248 = bitcast i1* %scevgep1490 to float*
  %scevgep1500 = getelementptr i1, i1* %lsr.iv14981499, i64 %198
  %249 = bitcast i1* %scevgep1500 to float*
  %epil.iter.cmp.not804 = icmp eq i64 %lsr.iv.next1416, 0
  br i1 %epil.iter.cmp.not804, label %for.body.1.us.preheader.1.epil, label %for.body.1.us.epil207.epil, !llvm.loop !114

for.body.1.us.preheader.1.epil:                   ; preds = %for.body.1.us.epil207.epil, %for.body.1.us.preheader.1.epil.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.epil205
  %250 = icmp eq i64 %xtraiter48, 0
  br i1 %250, label %for.body.1.us.prol.loopexit.1.epil, label %for.body.1.us.prol.1.epil.preheader

for.body.1.us.prol.1.epil.preheader:              ; preds = %for.body.1.us.preheader.1.epil
  br label %for.body.1.us.prol.1.epil

for.body.1.us.prol.1.epil:                        ; preds = %for.body.1.us.prol.1.epil.preheader, %for.body.1.us.prol.1.epil
  %lsr.iv1504 = phi float* [ %lsr.iv493, %for.body.1.us.prol.1.epil.preheader ], [ %251, %for.body.1.us.prol.1.epil ]
  %loop.index.12.us.prol.1.epil = phi i64 [ %.139.us.prol.1.epil, %for.body.1.us.prol.1.epil ], [ 0, %for.body.1.us.prol.1.epil.preheader ]
  %lsr.iv15041505 = bitcast float* %lsr.iv1504 to i1*
  %scevgep1507 = getelementptr float, float* %lsr.iv698.epil, i64 %loop.index.12.us.prol.1.epil
  %.137.us.prol.1.epil = load float, float* %scevgep1507, align 4
  store float %.137.us.prol.1.epil, float* %lsr.iv1504, align 4
  %.139.us.prol.1.epil = add nuw nsw i64 %loop.index.12.us.prol.1.epil, 1
  %scevgep1506 = getelementptr i1, i1* %lsr.iv15041505, i64 %196
  %251 = bitcast i1* %scevgep1506 to float*
  %prol.iter.cmp.1.not.epil = icmp eq i64 %xtraiter48, %.139.us.prol.1.epil
  br i1 %prol.iter.cmp.1.not.epil, label %for.body.1.us.prol.loopexit.1.epil, label %for.body.1.us.prol.1.epil, !llvm.loop !103

for.body.1.us.prol.loopexit.1.epil:               ; preds = %for.body.1.us.prol.1.epil, %for.body.1.us.preheader.1.epil
  %252 = icmp ult i64 %4, 7
  br i1 %252, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.preheader.epil

for.body.1.us.1.preheader.epil:                   ; preds = %for.body.1.us.prol.loopexit.1.epil
  %253 = icmp ult i64 %193, 56
  %scevgep506 = getelementptr float, float* %lsr.iv504, i64 %188
  br i1 %253, label %for.end.1.loopexit.us.1.epil.loopexit.unr-lcssa, label %for.body.1.us.1.epil.preheader

for.body.1.us.1.epil.preheader:                   ; preds = %for.body.1.us.1.preheader.epil
  br label %for.body.1.us.1.epil

for.body.1.us.1.epil:                             ; preds = %for.body.1.us.1.epil.preheader, %for.body.1.us.1.epil
  %lsr.iv1648 = phi i64 [ %unroll_iter672, %for.body.1.us.1.epil.preheader ], [ %lsr.iv.next1649, %for.body.1.us.1.epil ]
  %lsr.iv1645 = phi float* [ %lsr.iv1643, %for.body.1.us.1.epil.preheader ], [ %uglygep17771778, %for.body.1.us.1.epil ]
  %lsr.iv925 = phi i64 [ %lsr.iv.next926.7, %for.body.1.us.1.epil ], [ 0, %for.body.1.us.1.epil.preheader ]
  %lsr.iv16451646 = bitcast float* %lsr.iv1645 to i1*
  %lsr.iv16451650 = bitcast float* %lsr.iv1645 to i8*
  %scevgep1635 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1636 = getelementptr float, float* %scevgep1635, i64 -63
  %.137.us.173.epil = load float, float* %scevgep1636, align 4
  store float %.137.us.173.epil, float* %lsr.iv1645, align 4
  %scevgep1633 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1634 = getelementptr float, float* %scevgep1633, i64 -62
  %.137.us.1.1.epil = load float, float* %scevgep1634, align 4
  %uglygep1651 = getelementptr i8, i8* %lsr.iv16451650, i64 %196
  %uglygep16511652 = bitcast i8* %uglygep1651 to float*
  store float %.137.us.1.1.epil, float* %uglygep16511652, align 4
  %scevgep1631 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1632 = getelementptr float, float* %scevgep1631, i64 -61
  %.137.us.2.1.epil = load float, float* %scevgep1632, align 4
  %uglygep1653 = getelementptr i8, i8* %uglygep1651, i64 %196
  %uglygep16531654 = bitcast i8* %uglygep1653 to float*
  store float %.137.us.2.1.epil, float* %uglygep16531654, align 4
  %scevgep1629 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1630 = getelementptr float, float* %scevgep1629, i64 -60
  %.137.us.3.1.epil = load float, float* %scevgep1630, align 4
  %uglygep1655 = getelementptr i8, i8* %uglygep1653, i64 %196
  %uglygep16551656 = bitcast i8* %uglygep1655 to float*
  store float %.137.us.3.1.epil, float* %uglygep16551656, align 4
  %scevgep1627 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1628 = getelementptr float, float* %scevgep1627, i64 -59
  %.137.us.4.1.epil = load float, float* %scevgep1628, align 4
  %uglygep1657 = getelementptr i8, i8* %uglygep1655, i64 %196
  %uglygep16571658 = bitcast i8* %uglygep1657 to float*
  store float %.137.us.4.1.epil, float* %uglygep16571658, align 4
  %scevgep1625 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1626 = getelementptr float, float* %scevgep1625, i64 -58
  %.137.us.5.1.epil = load float, float* %scevgep1626, align 4
  %uglygep1659 = getelementptr i8, i8* %uglygep1657, i64 %196
  %uglygep16591660 = bitcast i8* %uglygep1659 to float*
  store float %.137.us.5.1.epil, float* %uglygep16591660, align 4
  %scevgep1623 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1624 = getelementptr float, float* %scevgep1623, i64 -57
  %.137.us.6.1.epil = load float, float* %scevgep1624, align 4
  %uglygep1661 = getelementptr i8, i8* %uglygep1659, i64 %196
  %uglygep16611662 = bitcast i8* %uglygep1661 to float*
  store float %.137.us.6.1.epil, float* %uglygep16611662, align 4
  %scevgep1637 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1638 = getelementptr float, float* %scevgep1637, i64 -56
  %.137.us.7.1.epil = load float, float* %scevgep1638, align 4
  %uglygep1663 = getelementptr i8, i8* %uglygep1661, i64 %196
  %uglygep16631664 = bitcast i8* %uglygep1663 to float*
  store float %.137.us.7.1.epil, float* %uglygep16631664, align 4
  %scevgep1592 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1593 = getelementptr float, float* %scevgep1592, i64 -55
  %.137.us.173.epil.1 = load float, float* %scevgep1593, align 4
  %uglygep1665 = getelementptr i8, i8* %uglygep1663, i64 %196
  %uglygep16651666 = bitcast i8* %uglygep1665 to float*
  store float %.137.us.173.epil.1, float* %uglygep16651666, align 4
  %scevgep1594 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1595 = getelementptr float, float* %scevgep1594, i64 -54
  %.137.us.1.1.epil.1 = load float, float* %scevgep1595, align 4
  %uglygep1667 = getelementptr i8, i8* %uglygep1665, i64 %196
  %uglygep16671668 = bitcast i8* %uglygep1667 to float*
  store float %.137.us.1.1.epil.1, float* %uglygep16671668, align 4
  %scevgep1596 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1597 = getelementptr float, float* %scevgep1596, i64 -53
  %.137.us.2.1.epil.1 = load float, float* %scevgep1597, align 4
  %uglygep1669 = getelementptr i8, i8* %uglygep1667, i64 %196
  %uglygep16691670 = bitcast i8* %uglygep1669 to float*
  store float %.137.us.2.1.epil.1, float* %uglygep16691670, align 4
  %scevgep1598 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1599 = getelementptr float, float* %scevgep1598, i64 -52
  %.137.us.3.1.epil.1 = load float, float* %scevgep1599, align 4
  %uglygep1671 = getelementptr i8, i8* %uglygep1669, i64 %196
  %uglygep16711672 = bitcast i8* %uglygep1671 to float*
  store float %.137.us.3.1.epil.1, float* %uglygep16711672, align 4
  %scevgep1600 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1601 = getelementptr float, float* %scevgep1600, i64 -51
  %.137.us.4.1.epil.1 = load float, float* %scevgep1601, align 4
  %uglygep1673 = getelementptr i8, i8* %uglygep1671, i64 %196
  %uglygep16731674 = bitcast i8* %uglygep1673 to float*
  store float %.137.us.4.1.epil.1, float* %uglygep16731674, align 4
  %scevgep1602 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1603 = getelementptr float, float* %scevgep1602, i64 -50
  %.137.us.5.1.epil.1 = load float, float* %scevgep1603, align 4
  %uglygep1675 = getelementptr i8, i8* %uglygep1673, i64 %196
  %uglygep16751676 = bitcast i8* %uglygep1675 to float*
  store float %.137.us.5.1.epil.1, float* %uglygep16751676, align 4
  %scevgep1604 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1605 = getelementptr float, float* %scevgep1604, i64 -49
  %.137.us.6.1.epil.1 = load float, float* %scevgep1605, align 4
  %uglygep1677 = getelementptr i8, i8* %uglygep1675, i64 %196
  %uglygep16771678 = bitcast i8* %uglygep1677 to float*
  store float %.137.us.6.1.epil.1, float* %uglygep16771678, align 4
  %scevgep1606 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1607 = getelementptr float, float* %scevgep1606, i64 -48
  %.137.us.7.1.epil.1 = load float, float* %scevgep1607, align 4
  %uglygep1679 = getelementptr i8, i8* %uglygep1677, i64 %196
  %uglygep16791680 = bitcast i8* %uglygep1679 to float*
  store float %.137.us.7.1.epil.1, float* %uglygep16791680, align 4
  %scevgep1576 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1577 = getelementptr float, float* %scevgep1576, i64 -47
  %.137.us.173.epil.2 = load float, float* %scevgep1577, align 4
  %uglygep1681 = getelementptr i8, i8* %uglygep1679, i64 %196
  %uglygep16811682 = bitcast i8* %uglygep1681 to float*
  store float %.137.us.173.epil.2, float* %uglygep16811682, align 4
  %scevgep1578 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1579 = getelementptr float, float* %scevgep1578, i64 -46
  %.137.us.1.1.epil.2 = load float, float* %scevgep1579, align 4
  %uglygep1683 = getelementptr i8, i8* %uglygep1681, i64 %196
  %uglygep16831684 = bitcast i8* %uglygep1683 to float*
  store float %.137.us.1.1.epil.2, float* %uglygep16831684, align 4
  %scevgep1580 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1581 = getelementptr float, float* %scevgep1580, i64 -45
  %.137.us.2.1.epil.2 = load float, float* %scevgep1581, align 4
  %uglygep1685 = getelementptr i8, i8* %uglygep1683, i64 %196
  %uglygep16851686 = bitcast i8* %uglygep1685 to float*
  store float %.137.us.2.1.epil.2, float* %uglygep16851686, align 4
  %scevgep1582 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1583 = getelementptr float, float* %scevgep1582, i64 -44
  %.137.us.3.1.epil.2 = load float, float* %scevgep1583, align 4
  %uglygep1687 = getelementptr i8, i8* %uglygep1685, i64 %196
  %uglygep16871688 = bitcast i8* %uglygep1687 to float*
  store float %.137.us.3.1.epil.2, float* %uglygep16871688, align 4
  %scevgep1584 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1585 = getelementptr float, float* %scevgep1584, i64 -43
  %.137.us.4.1.epil.2 = load float, float* %scevgep1585, align 4
  %uglygep1689 = getelementptr i8, i8* %uglygep1687, i64 %196
  %uglygep16891690 = bitcast i8* %uglygep1689 to float*
  store float %.137.us.4.1.epil.2, float* %uglygep16891690, align 4
  %scevgep1586 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1587 = getelementptr float, float* %scevgep1586, i64 -42
  %.137.us.5.1.epil.2 = load float, float* %scevgep1587, align 4
  %uglygep1691 = getelementptr i8, i8* %uglygep1689, i64 %196
  %uglygep16911692 = bitcast i8* %uglygep1691 to float*
  store float %.137.us.5.1.epil.2, float* %uglygep16911692, align 4
  %scevgep1588 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1589 = getelementptr float, float* %scevgep1588, i64 -41
  %.137.us.6.1.epil.2 = load float, float* %scevgep1589, align 4
  %uglygep1693 = getelementptr i8, i8* %uglygep1691, i64 %196
  %uglygep16931694 = bitcast i8* %uglygep1693 to float*
  store float %.137.us.6.1.epil.2, float* %uglygep16931694, align 4
  %scevgep1590 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1591 = getelementptr float, float* %scevgep1590, i64 -40
  %.137.us.7.1.epil.2 = load float, float* %scevgep1591, align 4
  %uglygep1695 = getelementptr i8, i8* %uglygep1693, i64 %196
  %uglygep16951696 = bitcast i8* %uglygep1695 to float*
  store float %.137.us.7.1.epil.2, float* %uglygep16951696, align 4
  %scevgep1560 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1561 = getelementptr float, float* %scevgep1560, i64 -39
  %.137.us.173.epil.3 = load float, float* %scevgep1561, align 4
  %uglygep1697 = getelementptr i8, i8* %uglygep1695, i64 %196
  %uglygep16971698 = bitcast i8* %uglygep1697 to float*
  store float %.137.us.173.epil.3, float* %uglygep16971698, align 4
  %scevgep1562 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1563 = getelementptr float, float* %scevgep1562, i64 -38
  %.137.us.1.1.epil.3 = load float, float* %scevgep1563, align 4
  %uglygep1699 = getelementptr i8, i8* %uglygep1697, i64 %196
  %uglygep16991700 = bitcast i8* %uglygep1699 to float*
  store float %.137.us.1.1.epil.3, float* %uglygep16991700, align 4
  %scevgep1564 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1565 = getelementptr float, float* %scevgep1564, i64 -37
  %.137.us.2.1.epil.3 = load float, float* %scevgep1565, align 4
  %uglygep1701 = getelementptr i8, i8* %uglygep1699, i64 %196
  %uglygep17011702 = bitcast i8* %uglygep1701 to float*
  store float %.137.us.2.1.epil.3, float* %uglygep17011702, align 4
  %scevgep1566 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1567 = getelementptr float, float* %scevgep1566, i64 -36
  %.137.us.3.1.epil.3 = load float, float* %scevgep1567, align 4
  %uglygep1703 = getelementptr i8, i8* %uglygep1701, i64 %196
  %uglygep17031704 = bitcast i8* %uglygep1703 to float*
  store float %.137.us.3.1.epil.3, float* %uglygep17031704, align 4
  %scevgep1568 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1569 = getelementptr float, float* %scevgep1568, i64 -35
  %.137.us.4.1.epil.3 = load float, float* %scevgep1569, align 4
  %uglygep1705 = getelementptr i8, i8* %uglygep1703, i64 %196
  %uglygep17051706 = bitcast i8* %uglygep1705 to float*
  store float %.137.us.4.1.epil.3, float* %uglygep17051706, align 4
  %scevgep1570 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1571 = getelementptr float, float* %scevgep1570, i64 -34
  %.137.us.5.1.epil.3 = load float, float* %scevgep1571, align 4
  %uglygep1707 = getelementptr i8, i8* %uglygep1705, i64 %196
  %uglygep17071708 = bitcast i8* %uglygep1707 to float*
  store float %.137.us.5.1.epil.3, float* %uglygep17071708, align 4
  %scevgep1572 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1573 = getelementptr float, float* %scevgep1572, i64 -33
  %.137.us.6.1.epil.3 = load float, float* %scevgep1573, align 4
  %uglygep1709 = getelementptr i8, i8* %uglygep1707, i64 %196
  %uglygep17091710 = bitcast i8* %uglygep1709 to float*
  store float %.137.us.6.1.epil.3, float* %uglygep17091710, align 4
  %scevgep1574 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1575 = getelementptr float, float* %scevgep1574, i64 -32
  %.137.us.7.1.epil.3 = load float, float* %scevgep1575, align 4
  %uglygep1711 = getelementptr i8, i8* %uglygep1709, i64 %196
  %uglygep17111712 = bitcast i8* %uglygep1711 to float*
  store float %.137.us.7.1.epil.3, float* %uglygep17111712, align 4
  %scevgep1544 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1545 = getelementptr float, float* %scevgep1544, i64 -31
  %.137.us.173.epil.4 = load float, float* %scevgep1545, align 4
  %uglygep1713 = getelementptr i8, i8* %uglygep1711, i64 %196
  %uglygep17131714 = bitcast i8* %uglygep1713 to float*
  store float %.137.us.173.epil.4, float* %uglygep17131714, align 4
  %scevgep1546 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1547 = getelementptr float, float* %scevgep1546, i64 -30
  %.137.us.1.1.epil.4 = load float, float* %scevgep1547, align 4
  %uglygep1715 = getelementptr i8, i8* %uglygep1713, i64 %196
  %uglygep17151716 = bitcast i8* %uglygep1715 to float*
  store float %.137.us.1.1.epil.4, float* %uglygep17151716, align 4
  %scevgep1548 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1549 = getelementptr float, float* %scevgep1548, i64 -29
  %.137.us.2.1.epil.4 = load float, float* %scevgep1549, align 4
  %uglygep1717 = getelementptr i8, i8* %uglygep1715, i64 %196
  %uglygep17171718 = bitcast i8* %uglygep1717 to float*
  store float %.137.us.2.1.epil.4, float* %uglygep17171718, align 4
  %scevgep1550 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1551 = getelementptr float, float* %scevgep1550, i64 -28
  %.137.us.3.1.epil.4 = load float, float* %scevgep1551, align 4
  %uglygep1719 = getelementptr i8, i8* %uglygep1717, i64 %196
  %uglygep17191720 = bitcast i8* %uglygep1719 to float*
  store float %.137.us.3.1.epil.4, float* %uglygep17191720, align 4
  %scevgep1552 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1553 = getelementptr float, float* %scevgep1552, i64 -27
  %.137.us.4.1.epil.4 = load float, float* %scevgep1553, align 4
  %uglygep1721 = getelementptr i8, i8* %uglygep1719, i64 %196
  %uglygep17211722 = bitcast i8* %uglygep1721 to float*
  store float %.137.us.4.1.epil.4, float* %uglygep17211722, align 4
  %scevgep1554 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1555 = getelementptr float, float* %scevgep1554, i64 -26
  %.137.us.5.1.epil.4 = load float, float* %scevgep1555, align 4
  %uglygep1723 = getelementptr i8, i8* %uglygep1721, i64 %196
  %uglygep17231724 = bitcast i8* %uglygep1723 to float*
  store float %.137.us.5.1.epil.4, float* %uglygep17231724, align 4
  %scevgep1556 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1557 = getelementptr float, float* %scevgep1556, i64 -25
  %.137.us.6.1.epil.4 = load float, float* %scevgep1557, align 4
  %uglygep1725 = getelementptr i8, i8* %uglygep1723, i64 %196
  %uglygep17251726 = bitcast i8* %uglygep1725 to float*
  store float %.137.us.6.1.epil.4, float* %uglygep17251726, align 4
  %scevgep1558 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1559 = getelementptr float, float* %scevgep1558, i64 -24
  %.137.us.7.1.epil.4 = load float, float* %scevgep1559, align 4
  %uglygep1727 = getelementptr i8, i8* %uglygep1725, i64 %196
  %uglygep17271728 = bitcast i8* %uglygep1727 to float*
  store float %.137.us.7.1.epil.4, float* %uglygep17271728, align 4
  %scevgep1528 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1529 = getelementptr float, float* %scevgep1528, i64 -23
  %.137.us.173.epil.5 = load float, float* %scevgep1529, align 4
  %uglygep1729 = getelementptr i8, i8* %uglygep1727, i64 %196
  %uglygep17291730 = bitcast i8* %uglygep1729 to float*
  store float %.137.us.173.epil.5, float* %uglygep17291730, align 4
  %scevgep1530 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1531 = getelementptr float, float* %scevgep1530, i64 -22
  %.137.us.1.1.epil.5 = load float, float* %scevgep1531, align 4
  %uglygep1731 = getelementptr i8, i8* %uglygep1729, i64 %196
  %uglygep17311732 = bitcast i8* %uglygep1731 to float*
  store float %.137.us.1.1.epil.5, float* %uglygep17311732, align 4
  %scevgep1532 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1533 = getelementptr float, float* %scevgep1532, i64 -21
  %.137.us.2.1.epil.5 = load float, float* %scevgep1533, align 4
  %uglygep1733 = getelementptr i8, i8* %uglygep1731, i64 %196
  %uglygep17331734 = bitcast i8* %uglygep1733 to float*
  store float %.137.us.2.1.epil.5, float* %uglygep17331734, align 4
  %scevgep1534 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1535 = getelementptr float, float* %scevgep1534, i64 -20
  %.137.us.3.1.epil.5 = load float, float* %scevgep1535, align 4
  %uglygep1735 = getelementptr i8, i8* %uglygep1733, i64 %196
  %uglygep17351736 = bitcast i8* %uglygep1735 to float*
  store float %.137.us.3.1.epil.5, float* %uglygep17351736, align 4
  %scevgep1536 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1537 = getelementptr float, float* %scevgep1536, i64 -19
  %.137.us.4.1.epil.5 = load float, float* %scevgep1537, align 4
  %uglygep1737 = getelementptr i8, i8* %uglygep1735, i64 %196
  %uglygep17371738 = bitcast i8* %uglygep1737 to float*
  store float %.137.us.4.1.epil.5, float* %uglygep17371738, align 4
  %scevgep1538 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1539 = getelementptr float, float* %scevgep1538, i64 -18
  %.137.us.5.1.epil.5 = load float, float* %scevgep1539, align 4
  %uglygep1739 = getelementptr i8, i8* %uglygep1737, i64 %196
  %uglygep17391740 = bitcast i8* %uglygep1739 to float*
  store float %.137.us.5.1.epil.5, float* %uglygep17391740, align 4
  %scevgep1540 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1541 = getelementptr float, float* %scevgep1540, i64 -17
  %.137.us.6.1.epil.5 = load float, float* %scevgep1541, align 4
  %uglygep1741 = getelementptr i8, i8* %uglygep1739, i64 %196
  %uglygep17411742 = bitcast i8* %uglygep1741 to float*
  store float %.137.us.6.1.epil.5, float* %uglygep17411742, align 4
  %scevgep1542 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1543 = getelementptr float, float* %scevgep1542, i64 -16
  %.137.us.7.1.epil.5 = load float, float* %scevgep1543, align 4
  %uglygep1743 = getelementptr i8, i8* %uglygep1741, i64 %196
  %uglygep17431744 = bitcast i8* %uglygep1743 to float*
  store float %.137.us.7.1.epil.5, float* %uglygep17431744, align 4
  %scevgep1512 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1513 = getelementptr float, float* %scevgep1512, i64 -15
  %.137.us.173.epil.6 = load float, float* %scevgep1513, align 4
  %uglygep1745 = getelementptr i8, i8* %uglygep1743, i64 %196
  %uglygep17451746 = bitcast i8* %uglygep1745 to float*
  store float %.137.us.173.epil.6, float* %uglygep17451746, align 4
  %scevgep1514 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1515 = getelementptr float, float* %scevgep1514, i64 -14
  %.137.us.1.1.epil.6 = load float, float* %scevgep1515, align 4
  %uglygep1747 = getelementptr i8, i8* %uglygep1745, i64 %196
  %uglygep17471748 = bitcast i8* %uglygep1747 to float*
  store float %.137.us.1.1.epil.6, float* %uglygep17471748, align 4
  %scevgep1516 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1517 = getelementptr float, float* %scevgep1516, i64 -13
  %.137.us.2.1.epil.6 = load float, float* %scevgep1517, align 4
  %uglygep1749 = getelementptr i8, i8* %uglygep1747, i64 %196
  %uglygep17491750 = bitcast i8* %uglygep1749 to float*
  store float %.137.us.2.1.epil.6, float* %uglygep17491750, align 4
  %scevgep1518 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1519 = getelementptr float, float* %scevgep1518, i64 -12
  %.137.us.3.1.epil.6 = load float, float* %scevgep1519, align 4
  %uglygep1751 = getelementptr i8, i8* %uglygep1749, i64 %196
  %uglygep17511752 = bitcast i8* %uglygep1751 to float*
  store float %.137.us.3.1.epil.6, float* %uglygep17511752, align 4
  %scevgep1520 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1521 = getelementptr float, float* %scevgep1520, i64 -11
  %.137.us.4.1.epil.6 = load float, float* %scevgep1521, align 4
  %uglygep1753 = getelementptr i8, i8* %uglygep1751, i64 %196
  %uglygep17531754 = bitcast i8* %uglygep1753 to float*
  store float %.137.us.4.1.epil.6, float* %uglygep17531754, align 4
  %scevgep1522 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1523 = getelementptr float, float* %scevgep1522, i64 -10
  %.137.us.5.1.epil.6 = load float, float* %scevgep1523, align 4
  %uglygep1755 = getelementptr i8, i8* %uglygep1753, i64 %196
  %uglygep17551756 = bitcast i8* %uglygep1755 to float*
  store float %.137.us.5.1.epil.6, float* %uglygep17551756, align 4
  %scevgep1524 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1525 = getelementptr float, float* %scevgep1524, i64 -9
  %.137.us.6.1.epil.6 = load float, float* %scevgep1525, align 4
  %uglygep1757 = getelementptr i8, i8* %uglygep1755, i64 %196
  %uglygep17571758 = bitcast i8* %uglygep1757 to float*
  store float %.137.us.6.1.epil.6, float* %uglygep17571758, align 4
  %scevgep1526 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1527 = getelementptr float, float* %scevgep1526, i64 -8
  %.137.us.7.1.epil.6 = load float, float* %scevgep1527, align 4
  %uglygep1759 = getelementptr i8, i8* %uglygep1757, i64 %196
  %uglygep17591760 = bitcast i8* %uglygep1759 to float*
  store float %.137.us.7.1.epil.6, float* %uglygep17591760, align 4
  %scevgep1608 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1609 = getelementptr float, float* %scevgep1608, i64 -7
  %.137.us.173.epil.7 = load float, float* %scevgep1609, align 4
  %uglygep1761 = getelementptr i8, i8* %uglygep1759, i64 %196
  %uglygep17611762 = bitcast i8* %uglygep1761 to float*
  store float %.137.us.173.epil.7, float* %uglygep17611762, align 4
  %scevgep1610 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1611 = getelementptr float, float* %scevgep1610, i64 -6
  %.137.us.1.1.epil.7 = load float, float* %scevgep1611, align 4
  %uglygep1763 = getelementptr i8, i8* %uglygep1761, i64 %196
  %uglygep17631764 = bitcast i8* %uglygep1763 to float*
  store float %.137.us.1.1.epil.7, float* %uglygep17631764, align 4
  %scevgep1612 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1613 = getelementptr float, float* %scevgep1612, i64 -5
  %.137.us.2.1.epil.7 = load float, float* %scevgep1613, align 4
  %uglygep1765 = getelementptr i8, i8* %uglygep1763, i64 %196
  %uglygep17651766 = bitcast i8* %uglygep1765 to float*
  store float %.137.us.2.1.epil.7, float* %uglygep17651766, align 4
  %scevgep1614 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1615 = getelementptr float, float* %scevgep1614, i64 -4
  %.137.us.3.1.epil.7 = load float, float* %scevgep1615, align 4
  %uglygep1767 = getelementptr i8, i8* %uglygep1765, i64 %196
  %uglygep17671768 = bitcast i8* %uglygep1767 to float*
  store float %.137.us.3.1.epil.7, float* %uglygep17671768, align 4
  %scevgep1616 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1617 = getelementptr float, float* %scevgep1616, i64 -3
  %.137.us.4.1.epil.7 = load float, float* %scevgep1617, align 4
  %uglygep1769 = getelementptr i8, i8* %uglygep1767, i64 %196
  %uglygep17691770 = bitcast i8* %uglygep1769 to float*
  store float %.137.us.4.1.epil.7, float* %uglygep17691770, align 4
  %scevgep1618 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1619 = getelementptr float, float* %scevgep1618, i64 -2
  %.137.us.5.1.epil.7 = load float, float* %scevgep1619, align 4
  %uglygep1771 = getelementptr i8, i8* %uglygep1769, i64 %196
  %uglygep17711772 = bitcast i8* %uglygep1771 to float*
  store float %.137.us.5.1.epil.7, float* %uglygep17711772, align 4
  %scevgep1620 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %scevgep1621 = getelementptr float, float* %scevgep1620, i64 -1
  %.137.us.6.1.epil.7 = load float, float* %scevgep1621, align 4
  %uglygep1773 = getelementptr i8, i8* %uglygep1771, i64 %196
  %uglygep17731774 = bitcast i8* %uglygep1773 to float*
  store float %.137.us.6.1.epil.7, float* %uglygep17731774, align 4
  %scevgep1622 = getelementptr float, float* %lsr.iv1509, i64 %lsr.iv925
  %.137.us.7.1.epil.7 = load float, float* %scevgep1622, align 4
  %uglygep1775 = getelementptr i8, i8* %uglygep1773, i64 %196
  %uglygep17751776 = bitcast i8* %uglygep1775 to float*
  store float %.137.us.7.1.epil.7, float* %uglygep17751776, align 4
  %lsr.iv.next926.7 = add i64 %lsr.iv925, 64
  %scevgep1647 = getelementptr i1, i1* %lsr.iv16451646, i64 %218
  %254 = bitcast i1* %scevgep1647 to float*
  %lsr.iv.next1649 = add i64 %lsr.iv1648, -8
  %niter678.ncmp.7 = icmp eq i64 %lsr.iv.next1649, 0
  %uglygep1777 = getelementptr i8, i8* %uglygep1775, i64 %196
  %uglygep17771778 = bitcast i8* %uglygep1777 to float*
  br i1 %niter678.ncmp.7, label %for.end.1.loopexit.us.1.epil.loopexit.unr-lcssa, label %for.body.1.us.1.epil, !llvm.loop !104

for.end.1.loopexit.us.1.epil.loopexit.unr-lcssa:  ; preds = %for.body.1.us.1.epil, %for.body.1.us.1.preheader.epil
  %lsr.iv925.unr = phi i64 [ 0, %for.body.1.us.1.preheader.epil ], [ %lsr.iv.next926.7, %for.body.1.us.1.epil ]
  %lsr.iv507.unr = phi float* [ %scevgep506, %for.body.1.us.1.preheader.epil ], [ %254, %for.body.1.us.1.epil ]
  %255 = and i64 %195, 7
  %256 = icmp eq i64 %255, 0
  br i1 %256, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.epil.epil.preheader

for.body.1.us.1.epil.epil.preheader:              ; preds = %for.end.1.loopexit.us.1.epil.loopexit.unr-lcssa
  %scevgep1788 = getelementptr float, float* %lsr.iv1785, i64 %lsr.iv925.unr
  br label %for.body.1.us.1.epil.epil

for.body.1.us.1.epil.epil:                        ; preds = %for.body.1.us.1.epil.epil.preheader, %for.body.1.us.1.epil.epil
  %lsr.iv1781 = phi float* [ %lsr.iv507.unr, %for.body.1.us.1.epil.epil.preheader ], [ %uglygep18241825, %for.body.1.us.1.epil.epil ]
  %lsr.iv1779 = phi i64 [ 0, %for.body.1.us.1.epil.epil.preheader ], [ %lsr.iv.next1780, %for.body.1.us.1.epil.epil ]
  %257 = bitcast float* %scevgep1788 to i8*
  %lsr.iv17811809 = bitcast float* %lsr.iv1781 to i8*
  %uglygep1792 = getelementptr i8, i8* %257, i64 %lsr.iv1779
  %uglygep17921793 = bitcast i8* %uglygep1792 to float*
  %scevgep1794 = getelementptr float, float* %uglygep17921793, i64 -4
  %.137.us.173.epil.epil = load float, float* %scevgep1794, align 4
  store float %.137.us.173.epil.epil, float* %lsr.iv1781, align 4
  %scevgep1802 = getelementptr float, float* %uglygep17921793, i64 -3
  %.137.us.1.1.epil.epil = load float, float* %scevgep1802, align 4
  %uglygep1810 = getelementptr i8, i8* %lsr.iv17811809, i64 %196
  %uglygep18101811 = bitcast i8* %uglygep1810 to float*
  store float %.137.us.1.1.epil.epil, float* %uglygep18101811, align 4
  %uglygep1803 = getelementptr i8, i8* %257, i64 %lsr.iv1779
  %uglygep18031804 = bitcast i8* %uglygep1803 to float*
  %scevgep1805 = getelementptr float, float* %uglygep18031804, i64 -2
  %.137.us.2.1.epil.epil = load float, float* %scevgep1805, align 4
  %uglygep1812 = getelementptr i8, i8* %uglygep1810, i64 %196
  %uglygep18121813 = bitcast i8* %uglygep1812 to float*
  store float %.137.us.2.1.epil.epil, float* %uglygep18121813, align 4
  %uglygep1806 = getelementptr i8, i8* %257, i64 %lsr.iv1779
  %uglygep18061807 = bitcast i8* %uglygep1806 to float*
  %scevgep1808 = getelementptr float, float* %uglygep18061807, i64 -1
  %.137.us.3.1.epil.epil = load float, float* %scevgep1808, align 4
  %uglygep1814 = getelementptr i8, i8* %uglygep1812, i64 %196
  %uglygep18141815 = bitcast i8* %uglygep1814 to float*
  store float %.137.us.3.1.epil.epil, float* %uglygep18141815, align 4
  %uglygep1790 = getelementptr i8, i8* %257, i64 %lsr.iv1779
  %uglygep17901791 = bitcast i8* %uglygep1790 to float*
  %.137.us.4.1.epil.epil = load float, float* %uglygep17901791, align 4
  %uglygep1816 = getelementptr i8, i8* %uglygep1814, i64 %196
  %uglygep18161817 = bitcast i8* %uglygep1816 to float*
  store float %.137.us.4.1.epil.epil, float* %uglygep18161817, align 4
  %scevgep1801 = getelementptr float, float* %uglygep17901791, i64 1
  %.137.us.5.1.epil.epil = load float, float* %scevgep1801, align 4
  %uglygep1818 = getelementptr i8, i8* %uglygep1816, i64 %196
  %uglygep18181819 = bitcast i8* %uglygep1818 to float*
  store float %.137.us.5.1.epil.epil, float* %uglygep18181819, align 4
  %uglygep1798 = getelementptr i8, i8* %257, i64 %lsr.iv1779
  %uglygep17981799 = bitcast i8* %uglygep1798 to float*
  %scevgep1800 = getelementptr float, float* %uglygep17981799, i64 2
  %.137.us.6.1.epil.epil = load float, float* %scevgep1800, align 4
  %uglygep1820 = getelementptr i8, i8* %uglygep1818, i64 %196
  %uglygep18201821 = bitcast i8* %uglygep1820 to float*
  store float %.137.us.6.1.epil.epil, float* %uglygep18201821, align 4
  %uglygep1795 = getelementptr i8, i8* %257, i64 %lsr.iv1779
  %uglygep17951796 = bitcast i8* %uglygep1795 to float*
  %scevgep1797 = getelementptr float, float* %uglygep17951796, i64 3
  %.137.us.7.1.epil.epil = load float, float* %scevgep1797, align 4
  %uglygep1822 = getelementptr i8, i8* %uglygep1820, i64 %196
  %uglygep18221823 = bitcast i8* %uglygep1822 to float*
  store float %.137.us.7.1.epil.epil, float* %uglygep18221823, align 4
  %lsr.iv.next1780 = add nuw nsw i64 %lsr.iv1779, 32
  %epil.iter675.cmp.not = icmp eq i64 %219, %lsr.iv.next1780
  %uglygep1824 = getelementptr i8, i8* %uglygep1822, i64 %196
  %uglygep18241825 = bitcast i8* %uglygep1824 to float*
  br i1 %epil.iter675.cmp.not, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.epil.epil, !llvm.loop !115

for.end.1.loopexit.us.1.epil:                     ; preds = %for.body.1.us.1.epil.epil, %for.end.1.loopexit.us.1.epil.loopexit.unr-lcssa, %for.body.1.us.prol.loopexit.1.epil
  %258 = bitcast float* %lsr.iv1102 to i1*
  %259 = bitcast float* %lsr.iv1471 to i1*
  %260 = bitcast float* %lsr.iv1509 to i1*
  %261 = bitcast float* %lsr.iv1785 to i1*
  %262 = bitcast float* %lsr.iv462.epil to i1*
  %263 = bitcast float* %lsr.iv698.epil to i1*
  %scevgep464.epil = getelementptr i1, i1* %262, i64 %6
  %264 = bitcast i1* %scevgep464.epil to float*
  %scevgep700.epil = getelementptr i1, i1* %263, i64 %6
  %265 = bitcast i1* %scevgep700.epil to float*
  %epil.iter219.next = add nuw nsw i64 %epil.iter219, 1
  %scevgep451 = getelementptr float, float* %lsr.iv450, i64 2
  %scevgep494 = getelementptr float, float* %lsr.iv493, i64 2
  %scevgep505 = getelementptr float, float* %lsr.iv504, i64 2
  %scevgep872 = getelementptr float, float* %lsr.iv871, i64 2
  %scevgep881 = getelementptr float, float* %lsr.iv880, i64 2
  %epil.iter219.cmp.not = icmp eq i64 %epil.iter219.next, %xtraiter199
  %scevgep1104 = getelementptr i1, i1* %258, i64 %6
  %266 = bitcast i1* %scevgep1104 to float*
  %scevgep1433 = getelementptr float, float* %lsr.iv1432, i64 2
  %scevgep1443 = getelementptr float, float* %lsr.iv1442, i64 2
  %scevgep1453 = getelementptr float, float* %lsr.iv1452, i64 2
  %scevgep1463 = getelementptr float, float* %lsr.iv1462, i64 2
  %scevgep1473 = getelementptr i1, i1* %259, i64 %6
  %267 = bitcast i1* %scevgep1473 to float*
  %scevgep1487 = getelementptr float, float* %lsr.iv1486, i64 2
  %scevgep1497 = getelementptr float, float* %lsr.iv1496, i64 2
  %scevgep1511 = getelementptr i1, i1* %260, i64 %6
  %268 = bitcast i1* %scevgep1511 to float*
  %scevgep1644 = getelementptr float, float* %lsr.iv1643, i64 2
  %scevgep1787 = getelementptr i1, i1* %261, i64 %6
  %269 = bitcast i1* %scevgep1787 to float*
  br i1 %epil.iter219.cmp.not, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil200, !llvm.loop !116

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1.epil, %for.end.loopexit.unr-lcssa.unr-lcssa
  %270 = and i64 %arg.a.5.0, 1
  %lcmp.mod59.not = icmp eq i64 %270, 0
  br i1 %lcmp.mod59.not, label %for.end, label %iter.check.epil

iter.check.epil:                                  ; preds = %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.us.preheader
  %loop.index4.us.unr159 = phi i64 [ %unroll_iter60, %for.end.loopexit.unr-lcssa ], [ 0, %for.cond.1.preheader.us.preheader ]
  %271 = ptrtoint float* %.6.i5 to i64
  %272 = ptrtoint float* %arg.a.4 to i64
  %.126.us.epil = mul i64 %loop.index4.us.unr159, %arg.a.5.1
  %min.iters.check.epil = icmp ult i64 %arg.a.5.1, 8
  %ident.check.not.epil = icmp ne i64 %arg.a.5.0, 1
  %or.cond44.epil = select i1 %min.iters.check.epil, i1 true, i1 %ident.check.not.epil
  %reass.add = sub i64 %loop.index4.us.unr159, %.126.us.epil
  %reass.mul = shl i64 %reass.add, 2
  %273 = sub i64 %271, %272
  %274 = add i64 %273, %reass.mul
  %diff.check.epil = icmp ult i64 %274, 256
  %or.cond45.epil = select i1 %or.cond44.epil, i1 true, i1 %diff.check.epil
  br i1 %or.cond45.epil, label %for.body.1.us.preheader.epil, label %vector.main.loop.iter.check.epil

vector.main.loop.iter.check.epil:                 ; preds = %iter.check.epil
  %min.iters.check32.epil = icmp ult i64 %arg.a.5.1, 64
  br i1 %min.iters.check32.epil, label %vec.epilog.ph.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %vector.main.loop.iter.check.epil
  %n.vec.epil = and i64 %arg.a.5.1, -64
  %xtraiter.epil = and i64 %3, 7
  %275 = icmp ult i64 %1, 448
  br i1 %275, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %unroll_iter.epil = and i64 %3, 576460752303423480
  %276 = add i64 %.126.us.epil, 496
  %scevgep146 = getelementptr float, float* %arg.a.4, i64 %276
  %scevgep242 = getelementptr float, float* %.6.i5, i64 %loop.index4.us.unr159
  %scevgep23993 = getelementptr float, float* %arg.a.4, i64 %.126.us.epil
  %277 = add nsw i64 %unroll_iter.epil, -8
  %278 = lshr exact i64 %277, 3
  %279 = add nuw nsw i64 %278, 1
  %xtraiter = and i64 %279, 3
  %280 = icmp ult i64 %277, 24
  br i1 %280, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.ph.new.epil.new

vector.ph.new.epil.new:                           ; preds = %vector.ph.new.epil
  %const4342 = bitcast i64 4611686018427387896 to i64
  %const_mat = add i64 %const4342, 4
  %unroll_iter = and i64 %279, %const_mat
  br label %vector.body.epil51

vector.body.epil51:                               ; preds = %vector.body.epil51, %vector.ph.new.epil.new
  %lsr.iv243 = phi float* [ %scevgep242, %vector.ph.new.epil.new ], [ %scevgep245124.3, %vector.body.epil51 ]
  %index.epil52 = phi i64 [ 0, %vector.ph.new.epil.new ], [ %index.next.7.epil.3, %vector.body.epil51 ]
  %niter = phi i64 [ 0, %vector.ph.new.epil.new ], [ %niter.next.3, %vector.body.epil51 ]
  %lsr.iv243246 = bitcast float* %lsr.iv243 to <16 x float>*
  %scevgep241 = getelementptr float, float* %scevgep23993, i64 %index.epil52
  %281 = bitcast float* %scevgep241 to <16 x float>*
  %wide.load.epil53 = load <16 x float>, <16 x float>* %281, align 4
  %sunkaddr4358 = mul i64 %index.epil52, 4
  %282 = bitcast float* %scevgep146 to i8*
  %sunkaddr4359 = getelementptr i8, i8* %282, i64 %sunkaddr4358
  %sunkaddr4360 = getelementptr i8, i8* %sunkaddr4359, i64 -1920
  %283 = bitcast i8* %sunkaddr4360 to <16 x float>*
  %wide.load33.epil54 = load <16 x float>, <16 x float>* %283, align 4
  %sunkaddr4361 = mul i64 %index.epil52, 4
  %284 = bitcast float* %scevgep146 to i8*
  %sunkaddr4362 = getelementptr i8, i8* %284, i64 %sunkaddr4361
  %sunkaddr4363 = getelementptr i8, i8* %sunkaddr4362, i64 -1856
  %285 = bitcast i8* %sunkaddr4363 to <16 x float>*
  %wide.load34.epil55 = load <16 x float>, <16 x float>* %285, align 4
  %sunkaddr4364 = mul i64 %index.epil52, 4
  %286 = bitcast float* %scevgep146 to i8*
  %sunkaddr4365 = getelementptr i8, i8* %286, i64 %sunkaddr4364
  %sunkaddr4366 = getelementptr i8, i8* %sunkaddr4365, i64 -1792
  %287 = bitcast i8* %sunkaddr4366 to <16 x float>*
  %wide.load35.epil56 = load <16 x float>, <16 x float>* %287, align 4
  store <16 x float> %wide.load.epil53, <16 x float>* %lsr.iv243246, align 4
  %scevgep249 = getelementptr float, float* %lsr.iv243, i64 16
  %288 = bitcast float* %scevgep249 to <16 x float>*
  store <16 x float> %wide.load33.epil54, <16 x float>* %288, align 4
  %scevgep250 = getelementptr float, float* %lsr.iv243, i64 32
  %289 = bitcast float* %scevgep250 to <16 x float>*
  store <16 x float> %wide.load34.epil55, <16 x float>* %289, align 4
  %scevgep251 = getelementptr float, float* %lsr.iv243, i64 48
  %290 = bitcast float* %scevgep251 to <16 x float>*
  store <16 x float> %wide.load35.epil56, <16 x float>* %290, align 4
  %sunkaddr4367 = mul i64 %index.epil52, 4
  %291 = bitcast float* %scevgep146 to i8*
  %sunkaddr4368 = getelementptr i8, i8* %291, i64 %sunkaddr4367
  %sunkaddr4369 = getelementptr i8, i8* %sunkaddr4368, i64 -1728
  %292 = bitcast i8* %sunkaddr4369 to <16 x float>*
  %wide.load.1.epil = load <16 x float>, <16 x float>* %292, align 4
  %sunkaddr4370 = mul i64 %index.epil52, 4
  %293 = bitcast float* %scevgep146 to i8*
  %sunkaddr4371 = getelementptr i8, i8* %293, i64 %sunkaddr4370
  %sunkaddr4372 = getelementptr i8, i8* %sunkaddr4371, i64 -1664
  %294 = bitcast i8* %sunkaddr4372 to <16 x float>*
  %wide.load33.1.epil = load <16 x float>, <16 x float>* %294, align 4
  %sunkaddr4373 = mul i64 %index.epil52, 4
  %295 = bitcast float* %scevgep146 to i8*
  %sunkaddr4374 = getelementptr i8, i8* %295, i64 %sunkaddr4373
  %sunkaddr4375 = getelementptr i8, i8* %sunkaddr4374, i64 -1600
  %296 = bitcast i8* %sunkaddr4375 to <16 x float>*
  %wide.load34.1.epil = load <16 x float>, <16 x float>* %296, align 4
  %sunkaddr4376 = mul i64 %index.epil52, 4
  %297 = bitcast float* %scevgep146 to i8*
  %sunkaddr4377 = getelementptr i8, i8* %297, i64 %sunkaddr4376
  %sunkaddr4378 = getelementptr i8, i8* %sunkaddr4377, i64 -1536
  %298 = bitcast i8* %sunkaddr4378 to <16 x float>*
  %wide.load35.1.epil = load <16 x float>, <16 x float>* %298, align 4
  %uglygep253163 = getelementptr float, float* %lsr.iv243, i64 64
  %uglygep253254 = bitcast float* %uglygep253163 to <16 x float>*
  store <16 x float> %wide.load.1.epil, <16 x float>* %uglygep253254, align 4
  %scevgep255164 = getelementptr float, float* %lsr.iv243, i64 80
  %299 = bitcast float* %scevgep255164 to <16 x float>*
  store <16 x float> %wide.load33.1.epil, <16 x float>* %299, align 4
  %scevgep256165 = getelementptr float, float* %lsr.iv243, i64 96
  %300 = bitcast float* %scevgep256165 to <16 x float>*
  store <16 x float> %wide.load34.1.epil, <16 x float>* %300, align 4
  %scevgep257166 = getelementptr float, float* %lsr.iv243, i64 112
  %301 = bitcast float* %scevgep257166 to <16 x float>*
  store <16 x float> %wide.load35.1.epil, <16 x float>* %301, align 4
  %sunkaddr4379 = mul i64 %index.epil52, 4
  %302 = bitcast float* %scevgep146 to i8*
  %sunkaddr4380 = getelementptr i8, i8* %302, i64 %sunkaddr4379
  %sunkaddr4381 = getelementptr i8, i8* %sunkaddr4380, i64 -1472
  %303 = bitcast i8* %sunkaddr4381 to <16 x float>*
  %wide.load.2.epil = load <16 x float>, <16 x float>* %303, align 4
  %sunkaddr4382 = mul i64 %index.epil52, 4
  %304 = bitcast float* %scevgep146 to i8*
  %sunkaddr4383 = getelementptr i8, i8* %304, i64 %sunkaddr4382
  %sunkaddr4384 = getelementptr i8, i8* %sunkaddr4383, i64 -1408
  %305 = bitcast i8* %sunkaddr4384 to <16 x float>*
  %wide.load33.2.epil = load <16 x float>, <16 x float>* %305, align 4
  %sunkaddr4385 = mul i64 %index.epil52, 4
  %306 = bitcast float* %scevgep146 to i8*
  %sunkaddr4386 = getelementptr i8, i8* %306, i64 %sunkaddr4385
  %sunkaddr4387 = getelementptr i8, i8* %sunkaddr4386, i64 -1344
  %307 = bitcast i8* %sunkaddr4387 to <16 x float>*
  %wide.load34.2.epil = load <16 x float>, <16 x float>* %307, align 4
  %sunkaddr4388 = mul i64 %index.epil52, 4
  %308 = bitcast float* %scevgep146 to i8*
  %sunkaddr4389 = getelementptr i8, i8* %308, i64 %sunkaddr4388
  %sunkaddr4390 = getelementptr i8, i8* %sunkaddr4389, i64 -1280
  %309 = bitcast i8* %sunkaddr4390 to <16 x float>*
  %wide.load35.2.epil = load <16 x float>, <16 x float>* %309, align 4
  %uglygep258167 = getelementptr float, float* %lsr.iv243, i64 128
  %uglygep258259 = bitcast float* %uglygep258167 to <16 x float>*
  store <16 x float> %wide.load.2.epil, <16 x float>* %uglygep258259, align 4
  %scevgep260168 = getelementptr float, float* %lsr.iv243, i64 144
  %310 = bitcast float* %scevgep260168 to <16 x float>*
  store <16 x float> %wide.load33.2.epil, <16 x float>* %310, align 4
  %scevgep261169 = getelementptr float, float* %lsr.iv243, i64 160
  %311 = bitcast float* %scevgep261169 to <16 x float>*
  store <16 x float> %wide.load34.2.epil, <16 x float>* %311, align 4
  %scevgep262170 = getelementptr float, float* %lsr.iv243, i64 176
  %312 = bitcast float* %scevgep262170 to <16 x float>*
  store <16 x float> %wide.load35.2.epil, <16 x float>* %312, align 4
  %sunkaddr4391 = mul i64 %index.epil52, 4
  %313 = bitcast float* %scevgep146 to i8*
  %sunkaddr4392 = getelementptr i8, i8* %313, i64 %sunkaddr4391
  %sunkaddr4393 = getelementptr i8, i8* %sunkaddr4392, i64 -1216
  %314 = bitcast i8* %sunkaddr4393 to <16 x float>*
  %wide.load.3.epil = load <16 x float>, <16 x float>* %314, align 4
  %sunkaddr4394 = mul i64 %index.epil52, 4
  %315 = bitcast float* %scevgep146 to i8*
  %sunkaddr4395 = getelementptr i8, i8* %315, i64 %sunkaddr4394
  %sunkaddr4396 = getelementptr i8, i8* %sunkaddr4395, i64 -1152
  %316 = bitcast i8* %sunkaddr4396 to <16 x float>*
  %wide.load33.3.epil = load <16 x float>, <16 x float>* %316, align 4
  %sunkaddr4397 = mul i64 %index.epil52, 4
  %317 = bitcast float* %scevgep146 to i8*
  %sunkaddr4398 = getelementptr i8, i8* %317, i64 %sunkaddr4397
  %sunkaddr4399 = getelementptr i8, i8* %sunkaddr4398, i64 -1088
  %318 = bitcast i8* %sunkaddr4399 to <16 x float>*
  %wide.load34.3.epil = load <16 x float>, <16 x float>* %318, align 4
  %sunkaddr4400 = mul i64 %index.epil52, 4
  %319 = bitcast float* %scevgep146 to i8*
  %sunkaddr4401 = getelementptr i8, i8* %319, i64 %sunkaddr4400
  %sunkaddr4402 = getelementptr i8, i8* %sunkaddr4401, i64 -1024
  %320 = bitcast i8* %sunkaddr4402 to <16 x float>*
  %wide.load35.3.epil = load <16 x float>, <16 x float>* %320, align 4
  %uglygep263171 = getelementptr float, float* %lsr.iv243, i64 192
  %uglygep263264 = bitcast float* %uglygep263171 to <16 x float>*
  store <16 x float> %wide.load.3.epil, <16 x float>* %uglygep263264, align 4
  %scevgep265172 = getelementptr float, float* %lsr.iv243, i64 208
  %321 = bitcast float* %scevgep265172 to <16 x float>*
  store <16 x float> %wide.load33.3.epil, <16 x float>* %321, align 4
  %scevgep266173 = getelementptr float, float* %lsr.iv243, i64 224
  %322 = bitcast float* %scevgep266173 to <16 x float>*
  store <16 x float> %wide.load34.3.epil, <16 x float>* %322, align 4
  %scevgep267174 = getelementptr float, float* %lsr.iv243, i64 240
  %323 = bitcast float* %scevgep267174 to <16 x float>*
  store <16 x float> %wide.load35.3.epil, <16 x float>* %323, align 4
  %sunkaddr4403 = mul i64 %index.epil52, 4
  %324 = bitcast float* %scevgep146 to i8*
  %sunkaddr4404 = getelementptr i8, i8* %324, i64 %sunkaddr4403
  %sunkaddr4405 = getelementptr i8, i8* %sunkaddr4404, i64 -960
  %325 = bitcast i8* %sunkaddr4405 to <16 x float>*
  %wide.load.4.epil = load <16 x float>, <16 x float>* %325, align 4
  %sunkaddr4406 = mul i64 %index.epil52, 4
  %326 = bitcast float* %scevgep146 to i8*
  %sunkaddr4407 = getelementptr i8, i8* %326, i64 %sunkaddr4406
  %sunkaddr4408 = getelementptr i8, i8* %sunkaddr4407, i64 -896
  %327 = bitcast i8* %sunkaddr4408 to <16 x float>*
  %wide.load33.4.epil = load <16 x float>, <16 x float>* %327, align 4
  %sunkaddr4409 = mul i64 %index.epil52, 4
  %328 = bitcast float* %scevgep146 to i8*
  %sunkaddr4410 = getelementptr i8, i8* %328, i64 %sunkaddr4409
  %sunkaddr4411 = getelementptr i8, i8* %sunkaddr4410, i64 -832
  %329 = bitcast i8* %sunkaddr4411 to <16 x float>*
  %wide.load34.4.epil = load <16 x float>, <16 x float>* %329, align 4
  %sunkaddr4412 = mul i64 %index.epil52, 4
  %330 = bitcast float* %scevgep146 to i8*
  %sunkaddr4413 = getelementptr i8, i8* %330, i64 %sunkaddr4412
  %sunkaddr4414 = getelementptr i8, i8* %sunkaddr4413, i64 -768
  %331 = bitcast i8* %sunkaddr4414 to <16 x float>*
  %wide.load35.4.epil = load <16 x float>, <16 x float>* %331, align 4
  %uglygep268175 = getelementptr float, float* %lsr.iv243, i64 256
  %uglygep268269 = bitcast float* %uglygep268175 to <16 x float>*
  store <16 x float> %wide.load.4.epil, <16 x float>* %uglygep268269, align 4
  %scevgep270176 = getelementptr float, float* %lsr.iv243, i64 272
  %332 = bitcast float* %scevgep270176 to <16 x float>*
  store <16 x float> %wide.load33.4.epil, <16 x float>* %332, align 4
  %scevgep271177 = getelementptr float, float* %lsr.iv243, i64 288
  %333 = bitcast float* %scevgep271177 to <16 x float>*
  store <16 x float> %wide.load34.4.epil, <16 x float>* %333, align 4
  %scevgep272178 = getelementptr float, float* %lsr.iv243, i64 304
  %334 = bitcast float* %scevgep272178 to <16 x float>*
  store <16 x float> %wide.load35.4.epil, <16 x float>* %334, align 4
  %sunkaddr4415 = mul i64 %index.epil52, 4
  %335 = bitcast float* %scevgep146 to i8*
  %sunkaddr4416 = getelementptr i8, i8* %335, i64 %sunkaddr4415
  %sunkaddr4417 = getelementptr i8, i8* %sunkaddr4416, i64 -704
  %336 = bitcast i8* %sunkaddr4417 to <16 x float>*
  %wide.load.5.epil = load <16 x float>, <16 x float>* %336, align 4
  %sunkaddr4418 = mul i64 %index.epil52, 4
  %337 = bitcast float* %scevgep146 to i8*
  %sunkaddr4419 = getelementptr i8, i8* %337, i64 %sunkaddr4418
  %sunkaddr4420 = getelementptr i8, i8* %sunkaddr4419, i64 -640
  %338 = bitcast i8* %sunkaddr4420 to <16 x float>*
  %wide.load33.5.epil = load <16 x float>, <16 x float>* %338, align 4
  %sunkaddr4421 = mul i64 %index.epil52, 4
  %339 = bitcast float* %scevgep146 to i8*
  %sunkaddr4422 = getelementptr i8, i8* %339, i64 %sunkaddr4421
  %sunkaddr4423 = getelementptr i8, i8* %sunkaddr4422, i64 -576
  %340 = bitcast i8* %sunkaddr4423 to <16 x float>*
  %wide.load34.5.epil = load <16 x float>, <16 x float>* %340, align 4
  %sunkaddr4424 = mul i64 %index.epil52, 4
  %341 = bitcast float* %scevgep146 to i8*
  %sunkaddr4425 = getelementptr i8, i8* %341, i64 %sunkaddr4424
  %sunkaddr4426 = getelementptr i8, i8* %sunkaddr4425, i64 -512
  %342 = bitcast i8* %sunkaddr4426 to <16 x float>*
  %wide.load35.5.epil = load <16 x float>, <16 x float>* %342, align 4
  %uglygep273179 = getelementptr float, float* %lsr.iv243, i64 320
  %uglygep273274 = bitcast float* %uglygep273179 to <16 x float>*
  store <16 x float> %wide.load.5.epil, <16 x float>* %uglygep273274, align 4
  %scevgep275180 = getelementptr float, float* %lsr.iv243, i64 336
  %343 = bitcast float* %scevgep275180 to <16 x float>*
  store <16 x float> %wide.load33.5.epil, <16 x float>* %343, align 4
  %scevgep276181 = getelementptr float, float* %lsr.iv243, i64 352
  %344 = bitcast float* %scevgep276181 to <16 x float>*
  store <16 x float> %wide.load34.5.epil, <16 x float>* %344, align 4
  %scevgep277182 = getelementptr float, float* %lsr.iv243, i64 368
  %345 = bitcast float* %scevgep277182 to <16 x float>*
  store <16 x float> %wide.load35.5.epil, <16 x float>* %345, align 4
  %sunkaddr4427 = mul i64 %index.epil52, 4
  %346 = bitcast float* %scevgep146 to i8*
  %sunkaddr4428 = getelementptr i8, i8* %346, i64 %sunkaddr4427
  %sunkaddr4429 = getelementptr i8, i8* %sunkaddr4428, i64 -448
  %347 = bitcast i8* %sunkaddr4429 to <16 x float>*
  %wide.load.6.epil = load <16 x float>, <16 x float>* %347, align 4
  %sunkaddr4430 = mul i64 %index.epil52, 4
  %348 = bitcast float* %scevgep146 to i8*
  %sunkaddr4431 = getelementptr i8, i8* %348, i64 %sunkaddr4430
  %sunkaddr4432 = getelementptr i8, i8* %sunkaddr4431, i64 -384
  %349 = bitcast i8* %sunkaddr4432 to <16 x float>*
  %wide.load33.6.epil = load <16 x float>, <16 x float>* %349, align 4
  %sunkaddr4433 = mul i64 %index.epil52, 4
  %350 = bitcast float* %scevgep146 to i8*
  %sunkaddr4434 = getelementptr i8, i8* %350, i64 %sunkaddr4433
  %sunkaddr4435 = getelementptr i8, i8* %sunkaddr4434, i64 -320
  %351 = bitcast i8* %sunkaddr4435 to <16 x float>*
  %wide.load34.6.epil = load <16 x float>, <16 x float>* %351, align 4
  %sunkaddr4436 = mul i64 %index.epil52, 4
  %352 = bitcast float* %scevgep146 to i8*
  %sunkaddr4437 = getelementptr i8, i8* %352, i64 %sunkaddr4436
  %sunkaddr4438 = getelementptr i8, i8* %sunkaddr4437, i64 -256
  %353 = bitcast i8* %sunkaddr4438 to <16 x float>*
  %wide.load35.6.epil = load <16 x float>, <16 x float>* %353, align 4
  %uglygep278183 = getelementptr float, float* %lsr.iv243, i64 384
  %uglygep278279 = bitcast float* %uglygep278183 to <16 x float>*
  store <16 x float> %wide.load.6.epil, <16 x float>* %uglygep278279, align 4
  %scevgep280184 = getelementptr float, float* %lsr.iv243, i64 400
  %354 = bitcast float* %scevgep280184 to <16 x float>*
  store <16 x float> %wide.load33.6.epil, <16 x float>* %354, align 4
  %scevgep281185 = getelementptr float, float* %lsr.iv243, i64 416
  %355 = bitcast float* %scevgep281185 to <16 x float>*
  store <16 x float> %wide.load34.6.epil, <16 x float>* %355, align 4
  %scevgep282186 = getelementptr float, float* %lsr.iv243, i64 432
  %356 = bitcast float* %scevgep282186 to <16 x float>*
  store <16 x float> %wide.load35.6.epil, <16 x float>* %356, align 4
  %sunkaddr4439 = mul i64 %index.epil52, 4
  %357 = bitcast float* %scevgep146 to i8*
  %sunkaddr4440 = getelementptr i8, i8* %357, i64 %sunkaddr4439
  %sunkaddr4441 = getelementptr i8, i8* %sunkaddr4440, i64 -192
  %358 = bitcast i8* %sunkaddr4441 to <16 x float>*
  %wide.load.7.epil = load <16 x float>, <16 x float>* %358, align 4
  %sunkaddr4442 = mul i64 %index.epil52, 4
  %359 = bitcast float* %scevgep146 to i8*
  %sunkaddr4443 = getelementptr i8, i8* %359, i64 %sunkaddr4442
  %sunkaddr4444 = getelementptr i8, i8* %sunkaddr4443, i64 -128
  %360 = bitcast i8* %sunkaddr4444 to <16 x float>*
  %wide.load33.7.epil = load <16 x float>, <16 x float>* %360, align 4
  %sunkaddr4445 = mul i64 %index.epil52, 4
  %361 = bitcast float* %scevgep146 to i8*
  %sunkaddr4446 = getelementptr i8, i8* %361, i64 %sunkaddr4445
  %sunkaddr4447 = getelementptr i8, i8* %sunkaddr4446, i64 -64
  %362 = bitcast i8* %sunkaddr4447 to <16 x float>*
  %wide.load34.7.epil = load <16 x float>, <16 x float>* %362, align 4
  %scevgep219 = getelementptr float, float* %scevgep146, i64 %index.epil52
  %scevgep219220 = bitcast float* %scevgep219 to <16 x float>*
  %wide.load35.7.epil = load <16 x float>, <16 x float>* %scevgep219220, align 4
  %uglygep283187 = getelementptr float, float* %lsr.iv243, i64 448
  %uglygep283284 = bitcast float* %uglygep283187 to <16 x float>*
  store <16 x float> %wide.load.7.epil, <16 x float>* %uglygep283284, align 4
  %scevgep285188 = getelementptr float, float* %lsr.iv243, i64 464
  %363 = bitcast float* %scevgep285188 to <16 x float>*
  store <16 x float> %wide.load33.7.epil, <16 x float>* %363, align 4
  %scevgep286189 = getelementptr float, float* %lsr.iv243, i64 480
  %364 = bitcast float* %scevgep286189 to <16 x float>*
  store <16 x float> %wide.load34.7.epil, <16 x float>* %364, align 4
  %scevgep287190 = getelementptr float, float* %lsr.iv243, i64 496
  %365 = bitcast float* %scevgep287190 to <16 x float>*
  store <16 x float> %wide.load35.7.epil, <16 x float>* %365, align 4
  %index.next.7.epil = or i64 %index.epil52, 512
  %scevgep245124 = getelementptr float, float* %lsr.iv243, i64 512
  %lsr.iv243246.1 = bitcast float* %scevgep245124 to <16 x float>*
  %scevgep241.1 = getelementptr float, float* %scevgep23993, i64 %index.next.7.epil
  %366 = bitcast float* %scevgep241.1 to <16 x float>*
  %wide.load.epil53.1 = load <16 x float>, <16 x float>* %366, align 4
  %sunkaddr4448 = mul i64 %index.next.7.epil, 4
  %367 = bitcast float* %scevgep146 to i8*
  %sunkaddr4449 = getelementptr i8, i8* %367, i64 %sunkaddr4448
  %sunkaddr4450 = getelementptr i8, i8* %sunkaddr4449, i64 -1920
  %368 = bitcast i8* %sunkaddr4450 to <16 x float>*
  %wide.load33.epil54.1 = load <16 x float>, <16 x float>* %368, align 4
  %sunkaddr4451 = mul i64 %index.next.7.epil, 4
  %369 = bitcast float* %scevgep146 to i8*
  %sunkaddr4452 = getelementptr i8, i8* %369, i64 %sunkaddr4451
  %sunkaddr4453 = getelementptr i8, i8* %sunkaddr4452, i64 -1856
  %370 = bitcast i8* %sunkaddr4453 to <16 x float>*
  %wide.load34.epil55.1 = load <16 x float>, <16 x float>* %370, align 4
  %sunkaddr4454 = mul i64 %index.next.7.epil, 4
  %371 = bitcast float* %scevgep146 to i8*
  %sunkaddr4455 = getelementptr i8, i8* %371, i64 %sunkaddr4454
  %sunkaddr4456 = getelementptr i8, i8* %sunkaddr4455, i64 -1792
  %372 = bitcast i8* %sunkaddr4456 to <16 x float>*
  %wide.load35.epil56.1 = load <16 x float>, <16 x float>* %372, align 4
  store <16 x float> %wide.load.epil53.1, <16 x float>* %lsr.iv243246.1, align 4
  %scevgep249.1 = getelementptr float, float* %lsr.iv243, i64 528
  %373 = bitcast float* %scevgep249.1 to <16 x float>*
  store <16 x float> %wide.load33.epil54.1, <16 x float>* %373, align 4
  %scevgep250.1 = getelementptr float, float* %lsr.iv243, i64 544
  %374 = bitcast float* %scevgep250.1 to <16 x float>*
  store <16 x float> %wide.load34.epil55.1, <16 x float>* %374, align 4
  %scevgep251.1 = getelementptr float, float* %lsr.iv243, i64 560
  %375 = bitcast float* %scevgep251.1 to <16 x float>*
  store <16 x float> %wide.load35.epil56.1, <16 x float>* %375, align 4
  %sunkaddr4457 = mul i64 %index.next.7.epil, 4
  %376 = bitcast float* %scevgep146 to i8*
  %sunkaddr4458 = getelementptr i8, i8* %376, i64 %sunkaddr4457
  %sunkaddr4459 = getelementptr i8, i8* %sunkaddr4458, i64 -1728
  %377 = bitcast i8* %sunkaddr4459 to <16 x float>*
  %wide.load.1.epil.1 = load <16 x float>, <16 x float>* %377, align 4
  %sunkaddr4460 = mul i64 %index.next.7.epil, 4
  %378 = bitcast float* %scevgep146 to i8*
  %sunkaddr4461 = getelementptr i8, i8* %378, i64 %sunkaddr4460
  %sunkaddr4462 = getelementptr i8, i8* %sunkaddr4461, i64 -1664
  %379 = bitcast i8* %sunkaddr4462 to <16 x float>*
  %wide.load33.1.epil.1 = load <16 x float>, <16 x float>* %379, align 4
  %sunkaddr4463 = mul i64 %index.next.7.epil, 4
  %380 = bitcast float* %scevgep146 to i8*
  %sunkaddr4464 = getelementptr i8, i8* %380, i64 %sunkaddr4463
  %sunkaddr4465 = getelementptr i8, i8* %sunkaddr4464, i64 -1600
  %381 = bitcast i8* %sunkaddr4465 to <16 x float>*
  %wide.load34.1.epil.1 = load <16 x float>, <16 x float>* %381, align 4
  %sunkaddr4466 = mul i64 %index.next.7.epil, 4
  %382 = bitcast float* %scevgep146 to i8*
  %sunkaddr4467 = getelementptr i8, i8* %382, i64 %sunkaddr4466
  %sunkaddr4468 = getelementptr i8, i8* %sunkaddr4467, i64 -1536
  %383 = bitcast i8* %sunkaddr4468 to <16 x float>*
  %wide.load35.1.epil.1 = load <16 x float>, <16 x float>* %383, align 4
  %uglygep253163.1 = getelementptr float, float* %lsr.iv243, i64 576
  %uglygep253254.1 = bitcast float* %uglygep253163.1 to <16 x float>*
  store <16 x float> %wide.load.1.epil.1, <16 x float>* %uglygep253254.1, align 4
  %scevgep255164.1 = getelementptr float, float* %lsr.iv243, i64 592
  %384 = bitcast float* %scevgep255164.1 to <16 x float>*
  store <16 x float> %wide.load33.1.epil.1, <16 x float>* %384, align 4
  %scevgep256165.1 = getelementptr float, float* %lsr.iv243, i64 608
  %385 = bitcast float* %scevgep256165.1 to <16 x float>*
  store <16 x float> %wide.load34.1.epil.1, <16 x float>* %385, align 4
  %scevgep257166.1 = getelementptr float, float* %lsr.iv243, i64 624
  %386 = bitcast float* %scevgep257166.1 to <16 x float>*
  store <16 x float> %wide.load35.1.epil.1, <16 x float>* %386, align 4
  %sunkaddr4469 = mul i64 %index.next.7.epil, 4
  %387 = bitcast float* %scevgep146 to i8*
  %sunkaddr4470 = getelementptr i8, i8* %387, i64 %sunkaddr4469
  %sunkaddr4471 = getelementptr i8, i8* %sunkaddr4470, i64 -1472
  %388 = bitcast i8* %sunkaddr4471 to <16 x float>*
  %wide.load.2.epil.1 = load <16 x float>, <16 x float>* %388, align 4
  %sunkaddr4472 = mul i64 %index.next.7.epil, 4
  %389 = bitcast float* %scevgep146 to i8*
  %sunkaddr4473 = getelementptr i8, i8* %389, i64 %sunkaddr4472
  %sunkaddr4474 = getelementptr i8, i8* %sunkaddr4473, i64 -1408
  %390 = bitcast i8* %sunkaddr4474 to <16 x float>*
  %wide.load33.2.epil.1 = load <16 x float>, <16 x float>* %390, align 4
  %sunkaddr4475 = mul i64 %index.next.7.epil, 4
  %391 = bitcast float* %scevgep146 to i8*
  %sunkaddr4476 = getelementptr i8, i8* %391, i64 %sunkaddr4475
  %sunkaddr4477 = getelementptr i8, i8* %sunkaddr4476, i64 -1344
  %392 = bitcast i8* %sunkaddr4477 to <16 x float>*
  %wide.load34.2.epil.1 = load <16 x float>, <16 x float>* %392, align 4
  %sunkaddr4478 = mul i64 %index.next.7.epil, 4
  %393 = bitcast float* %scevgep146 to i8*
  %sunkaddr4479 = getelementptr i8, i8* %393, i64 %sunkaddr4478
  %sunkaddr4480 = getelementptr i8, i8* %sunkaddr4479, i64 -1280
  %394 = bitcast i8* %sunkaddr4480 to <16 x float>*
  %wide.load35.2.epil.1 = load <16 x float>, <16 x float>* %394, align 4
  %uglygep258167.1 = getelementptr float, float* %lsr.iv243, i64 640
  %uglygep258259.1 = bitcast float* %uglygep258167.1 to <16 x float>*
  store <16 x float> %wide.load.2.epil.1, <16 x float>* %uglygep258259.1, align 4
  %scevgep260168.1 = getelementptr float, float* %lsr.iv243, i64 656
  %395 = bitcast float* %scevgep260168.1 to <16 x float>*
  store <16 x float> %wide.load33.2.epil.1, <16 x float>* %395, align 4
  %scevgep261169.1 = getelementptr float, float* %lsr.iv243, i64 672
  %396 = bitcast float* %scevgep261169.1 to <16 x float>*
  store <16 x float> %wide.load34.2.epil.1, <16 x float>* %396, align 4
  %scevgep262170.1 = getelementptr float, float* %lsr.iv243, i64 688
  %397 = bitcast float* %scevgep262170.1 to <16 x float>*
  store <16 x float> %wide.load35.2.epil.1, <16 x float>* %397, align 4
  %sunkaddr4481 = mul i64 %index.next.7.epil, 4
  %398 = bitcast float* %scevgep146 to i8*
  %sunkaddr4482 = getelementptr i8, i8* %398, i64 %sunkaddr4481
  %sunkaddr4483 = getelementptr i8, i8* %sunkaddr4482, i64 -1216
  %399 = bitcast i8* %sunkaddr4483 to <16 x float>*
  %wide.load.3.epil.1 = load <16 x float>, <16 x float>* %399, align 4
  %sunkaddr4484 = mul i64 %index.next.7.epil, 4
  %400 = bitcast float* %scevgep146 to i8*
  %sunkaddr4485 = getelementptr i8, i8* %400, i64 %sunkaddr4484
  %sunkaddr4486 = getelementptr i8, i8* %sunkaddr4485, i64 -1152
  %401 = bitcast i8* %sunkaddr4486 to <16 x float>*
  %wide.load33.3.epil.1 = load <16 x float>, <16 x float>* %401, align 4
  %sunkaddr4487 = mul i64 %index.next.7.epil, 4
  %402 = bitcast float* %scevgep146 to i8*
  %sunkaddr4488 = getelementptr i8, i8* %402, i64 %sunkaddr4487
  %sunkaddr4489 = getelementptr i8, i8* %sunkaddr4488, i64 -1088
  %403 = bitcast i8* %sunkaddr4489 to <16 x float>*
  %wide.load34.3.epil.1 = load <16 x float>, <16 x float>* %403, align 4
  %sunkaddr4490 = mul i64 %index.next.7.epil, 4
  %404 = bitcast float* %scevgep146 to i8*
  %sunkaddr4491 = getelementptr i8, i8* %404, i64 %sunkaddr4490
  %sunkaddr4492 = getelementptr i8, i8* %sunkaddr4491, i64 -1024
  %405 = bitcast i8* %sunkaddr4492 to <16 x float>*
  %wide.load35.3.epil.1 = load <16 x float>, <16 x float>* %405, align 4
  %uglygep263171.1 = getelementptr float, float* %lsr.iv243, i64 704
  %uglygep263264.1 = bitcast float* %uglygep263171.1 to <16 x float>*
  store <16 x float> %wide.load.3.epil.1, <16 x float>* %uglygep263264.1, align 4
  %scevgep265172.1 = getelementptr float, float* %lsr.iv243, i64 720
  %406 = bitcast float* %scevgep265172.1 to <16 x float>*
  store <16 x float> %wide.load33.3.epil.1, <16 x float>* %406, align 4
  %scevgep266173.1 = getelementptr float, float* %lsr.iv243, i64 736
  %407 = bitcast float* %scevgep266173.1 to <16 x float>*
  store <16 x float> %wide.load34.3.epil.1, <16 x float>* %407, align 4
  %scevgep267174.1 = getelementptr float, float* %lsr.iv243, i64 752
  %408 = bitcast float* %scevgep267174.1 to <16 x float>*
  store <16 x float> %wide.load35.3.epil.1, <16 x float>* %408, align 4
  %sunkaddr4493 = mul i64 %index.next.7.epil, 4
  %409 = bitcast float* %scevgep146 to i8*
  %sunkaddr4494 = getelementptr i8, i8* %409, i64 %sunkaddr4493
  %sunkaddr4495 = getelementptr i8, i8* %sunkaddr4494, i64 -960
  %410 = bitcast i8* %sunkaddr4495 to <16 x float>*
  %wide.load.4.epil.1 = load <16 x float>, <16 x float>* %410, align 4
  %sunkaddr4496 = mul i64 %index.next.7.epil, 4
  %411 = bitcast float* %scevgep146 to i8*
  %sunkaddr4497 = getelementptr i8, i8* %411, i64 %sunkaddr4496
  %sunkaddr4498 = getelementptr i8, i8* %sunkaddr4497, i64 -896
  %412 = bitcast i8* %sunkaddr4498 to <16 x float>*
  %wide.load33.4.epil.1 = load <16 x float>, <16 x float>* %412, align 4
  %sunkaddr4499 = mul i64 %index.next.7.epil, 4
  %413 = bitcast float* %scevgep146 to i8*
  %sunkaddr4500 = getelementptr i8, i8* %413, i64 %sunkaddr4499
  %sunkaddr4501 = getelementptr i8, i8* %sunkaddr4500, i64 -832
  %414 = bitcast i8* %sunkaddr4501 to <16 x float>*
  %wide.load34.4.epil.1 = load <16 x float>, <16 x float>* %414, align 4
  %sunkaddr4502 = mul i64 %index.next.7.epil, 4
  %415 = bitcast float* %scevgep146 to i8*
  %sunkaddr4503 = getelementptr i8, i8* %415, i64 %sunkaddr4502
  %sunkaddr4504 = getelementptr i8, i8* %sunkaddr4503, i64 -768
  %416 = bitcast i8* %sunkaddr4504 to <16 x float>*
  %wide.load35.4.epil.1 = load <16 x float>, <16 x float>* %416, align 4
  %uglygep268175.1 = getelementptr float, float* %lsr.iv243, i64 768
  %uglygep268269.1 = bitcast float* %uglygep268175.1 to <16 x float>*
  store <16 x float> %wide.load.4.epil.1, <16 x float>* %uglygep268269.1, align 4
  %scevgep270176.1 = getelementptr float, float* %lsr.iv243, i64 784
  %417 = bitcast float* %scevgep270176.1 to <16 x float>*
  store <16 x float> %wide.load33.4.epil.1, <16 x float>* %417, align 4
  %scevgep271177.1 = getelementptr float, float* %lsr.iv243, i64 800
  %418 = bitcast float* %scevgep271177.1 to <16 x float>*
  store <16 x float> %wide.load34.4.epil.1, <16 x float>* %418, align 4
  %scevgep272178.1 = getelementptr float, float* %lsr.iv243, i64 816
  %419 = bitcast float* %scevgep272178.1 to <16 x float>*
  store <16 x float> %wide.load35.4.epil.1, <16 x float>* %419, align 4
  %sunkaddr4505 = mul i64 %index.next.7.epil, 4
  %420 = bitcast float* %scevgep146 to i8*
  %sunkaddr4506 = getelementptr i8, i8* %420, i64 %sunkaddr4505
  %sunkaddr4507 = getelementptr i8, i8* %sunkaddr4506, i64 -704
  %421 = bitcast i8* %sunkaddr4507 to <16 x float>*
  %wide.load.5.epil.1 = load <16 x float>, <16 x float>* %421, align 4
  %sunkaddr4508 = mul i64 %index.next.7.epil, 4
  %422 = bitcast float* %scevgep146 to i8*
  %sunkaddr4509 = getelementptr i8, i8* %422, i64 %sunkaddr4508
  %sunkaddr4510 = getelementptr i8, i8* %sunkaddr4509, i64 -640
  %423 = bitcast i8* %sunkaddr4510 to <16 x float>*
  %wide.load33.5.epil.1 = load <16 x float>, <16 x float>* %423, align 4
  %sunkaddr4511 = mul i64 %index.next.7.epil, 4
  %424 = bitcast float* %scevgep146 to i8*
  %sunkaddr4512 = getelementptr i8, i8* %424, i64 %sunkaddr4511
  %sunkaddr4513 = getelementptr i8, i8* %sunkaddr4512, i64 -576
  %425 = bitcast i8* %sunkaddr4513 to <16 x float>*
  %wide.load34.5.epil.1 = load <16 x float>, <16 x float>* %425, align 4
  %sunkaddr4514 = mul i64 %index.next.7.epil, 4
  %426 = bitcast float* %scevgep146 to i8*
  %sunkaddr4515 = getelementptr i8, i8* %426, i64 %sunkaddr4514
  %sunkaddr4516 = getelementptr i8, i8* %sunkaddr4515, i64 -512
  %427 = bitcast i8* %sunkaddr4516 to <16 x float>*
  %wide.load35.5.epil.1 = load <16 x float>, <16 x float>* %427, align 4
  %uglygep273179.1 = getelementptr float, float* %lsr.iv243, i64 832
  %uglygep273274.1 = bitcast float* %uglygep273179.1 to <16 x float>*
  store <16 x float> %wide.load.5.epil.1, <16 x float>* %uglygep273274.1, align 4
  %scevgep275180.1 = getelementptr float, float* %lsr.iv243, i64 848
  %428 = bitcast float* %scevgep275180.1 to <16 x float>*
  store <16 x float> %wide.load33.5.epil.1, <16 x float>* %428, align 4
  %scevgep276181.1 = getelementptr float, float* %lsr.iv243, i64 864
  %429 = bitcast float* %scevgep276181.1 to <16 x float>*
  store <16 x float> %wide.load34.5.epil.1, <16 x float>* %429, align 4
  %scevgep277182.1 = getelementptr float, float* %lsr.iv243, i64 880
  %430 = bitcast float* %scevgep277182.1 to <16 x float>*
  store <16 x float> %wide.load35.5.epil.1, <16 x float>* %430, align 4
  %sunkaddr4517 = mul i64 %index.next.7.epil, 4
  %431 = bitcast float* %scevgep146 to i8*
  %sunkaddr4518 = getelementptr i8, i8* %431, i64 %sunkaddr4517
  %sunkaddr4519 = getelementptr i8, i8* %sunkaddr4518, i64 -448
  %432 = bitcast i8* %sunkaddr4519 to <16 x float>*
  %wide.load.6.epil.1 = load <16 x float>, <16 x float>* %432, align 4
  %sunkaddr4520 = mul i64 %index.next.7.epil, 4
  %433 = bitcast float* %scevgep146 to i8*
  %sunkaddr4521 = getelementptr i8, i8* %433, i64 %sunkaddr4520
  %sunkaddr4522 = getelementptr i8, i8* %sunkaddr4521, i64 -384
  %434 = bitcast i8* %sunkaddr4522 to <16 x float>*
  %wide.load33.6.epil.1 = load <16 x float>, <16 x float>* %434, align 4
  %sunkaddr4523 = mul i64 %index.next.7.epil, 4
  %435 = bitcast float* %scevgep146 to i8*
  %sunkaddr4524 = getelementptr i8, i8* %435, i64 %sunkaddr4523
  %sunkaddr4525 = getelementptr i8, i8* %sunkaddr4524, i64 -320
  %436 = bitcast i8* %sunkaddr4525 to <16 x float>*
  %wide.load34.6.epil.1 = load <16 x float>, <16 x float>* %436, align 4
  %sunkaddr4526 = mul i64 %index.next.7.epil, 4
  %437 = bitcast float* %scevgep146 to i8*
  %sunkaddr4527 = getelementptr i8, i8* %437, i64 %sunkaddr4526
  %sunkaddr4528 = getelementptr i8, i8* %sunkaddr4527, i64 -256
  %438 = bitcast i8* %sunkaddr4528 to <16 x float>*
  %wide.load35.6.epil.1 = load <16 x float>, <16 x float>* %438, align 4
  %uglygep278183.1 = getelementptr float, float* %lsr.iv243, i64 896
  %uglygep278279.1 = bitcast float* %uglygep278183.1 to <16 x float>*
  store <16 x float> %wide.load.6.epil.1, <16 x float>* %uglygep278279.1, align 4
  %scevgep280184.1 = getelementptr float, float* %lsr.iv243, i64 912
  %439 = bitcast float* %scevgep280184.1 to <16 x float>*
  store <16 x float> %wide.load33.6.epil.1, <16 x float>* %439, align 4
  %scevgep281185.1 = getelementptr float, float* %lsr.iv243, i64 928
  %440 = bitcast float* %scevgep281185.1 to <16 x float>*
  store <16 x float> %wide.load34.6.epil.1, <16 x float>* %440, align 4
  %scevgep282186.1 = getelementptr float, float* %lsr.iv243, i64 944
  %441 = bitcast float* %scevgep282186.1 to <16 x float>*
  store <16 x float> %wide.load35.6.epil.1, <16 x float>* %441, align 4
  %sunkaddr4529 = mul i64 %index.next.7.epil, 4
  %442 = bitcast float* %scevgep146 to i8*
  %sunkaddr4530 = getelementptr i8, i8* %442, i64 %sunkaddr4529
  %sunkaddr4531 = getelementptr i8, i8* %sunkaddr4530, i64 -192
  %443 = bitcast i8* %sunkaddr4531 to <16 x float>*
  %wide.load.7.epil.1 = load <16 x float>, <16 x float>* %443, align 4
  %sunkaddr4532 = mul i64 %index.next.7.epil, 4
  %444 = bitcast float* %scevgep146 to i8*
  %sunkaddr4533 = getelementptr i8, i8* %444, i64 %sunkaddr4532
  %sunkaddr4534 = getelementptr i8, i8* %sunkaddr4533, i64 -128
  %445 = bitcast i8* %sunkaddr4534 to <16 x float>*
  %wide.load33.7.epil.1 = load <16 x float>, <16 x float>* %445, align 4
  %sunkaddr4535 = mul i64 %index.next.7.epil, 4
  %446 = bitcast float* %scevgep146 to i8*
  %sunkaddr4536 = getelementptr i8, i8* %446, i64 %sunkaddr4535
  %sunkaddr4537 = getelementptr i8, i8* %sunkaddr4536, i64 -64
  %447 = bitcast i8* %sunkaddr4537 to <16 x float>*
  %wide.load34.7.epil.1 = load <16 x float>, <16 x float>* %447, align 4
  %scevgep219.1 = getelementptr float, float* %scevgep146, i64 %index.next.7.epil
  %scevgep219220.1 = bitcast float* %scevgep219.1 to <16 x float>*
  %wide.load35.7.epil.1 = load <16 x float>, <16 x float>* %scevgep219220.1, align 4
  %uglygep283187.1 = getelementptr float, float* %lsr.iv243, i64 960
  %uglygep283284.1 = bitcast float* %uglygep283187.1 to <16 x float>*
  store <16 x float> %wide.load.7.epil.1, <16 x float>* %uglygep283284.1, align 4
  %scevgep285188.1 = getelementptr float, float* %lsr.iv243, i64 976
  %448 = bitcast float* %scevgep285188.1 to <16 x float>*
  store <16 x float> %wide.load33.7.epil.1, <16 x float>* %448, align 4
  %scevgep286189.1 = getelementptr float, float* %lsr.iv243, i64 992
  %449 = bitcast float* %scevgep286189.1 to <16 x float>*
  store <16 x float> %wide.load34.7.epil.1, <16 x float>* %449, align 4
  %scevgep287190.1 = getelementptr float, float* %lsr.iv243, i64 1008
  %450 = bitcast float* %scevgep287190.1 to <16 x float>*
  store <16 x float> %wide.load35.7.epil.1, <16 x float>* %450, align 4
  %index.next.7.epil.1 = or i64 %index.epil52, 1024
  %scevgep245124.1 = getelementptr float, float* %lsr.iv243, i64 1024
  %lsr.iv243246.2 = bitcast float* %scevgep245124.1 to <16 x float>*
  %scevgep241.2 = getelementptr float, float* %scevgep23993, i64 %index.next.7.epil.1
  %451 = bitcast float* %scevgep241.2 to <16 x float>*
  %wide.load.epil53.2 = load <16 x float>, <16 x float>* %451, align 4
  %sunkaddr4538 = mul i64 %index.next.7.epil.1, 4
  %452 = bitcast float* %scevgep146 to i8*
  %sunkaddr4539 = getelementptr i8, i8* %452, i64 %sunkaddr4538
  %sunkaddr4540 = getelementptr i8, i8* %sunkaddr4539, i64 -1920
  %453 = bitcast i8* %sunkaddr4540 to <16 x float>*
  %wide.load33.epil54.2 = load <16 x float>, <16 x float>* %453, align 4
  %sunkaddr4541 = mul i64 %index.next.7.epil.1, 4
  %454 = bitcast float* %scevgep146 to i8*
  %sunkaddr4542 = getelementptr i8, i8* %454, i64 %sunkaddr4541
  %sunkaddr4543 = getelementptr i8, i8* %sunkaddr4542, i64 -1856
  %455 = bitcast i8* %sunkaddr4543 to <16 x float>*
  %wide.load34.epil55.2 = load <16 x float>, <16 x float>* %455, align 4
  %sunkaddr4544 = mul i64 %index.next.7.epil.1, 4
  %456 = bitcast float* %scevgep146 to i8*
  %sunkaddr4545 = getelementptr i8, i8* %456, i64 %sunkaddr4544
  %sunkaddr4546 = getelementptr i8, i8* %sunkaddr4545, i64 -1792
  %457 = bitcast i8* %sunkaddr4546 to <16 x float>*
  %wide.load35.epil56.2 = load <16 x float>, <16 x float>* %457, align 4
  store <16 x float> %wide.load.epil53.2, <16 x float>* %lsr.iv243246.2, align 4
  %scevgep249.2 = getelementptr float, float* %lsr.iv243, i64 1040
  %458 = bitcast float* %scevgep249.2 to <16 x float>*
  store <16 x float> %wide.load33.epil54.2, <16 x float>* %458, align 4
  %scevgep250.2 = getelementptr float, float* %lsr.iv243, i64 1056
  %459 = bitcast float* %scevgep250.2 to <16 x float>*
  store <16 x float> %wide.load34.epil55.2, <16 x float>* %459, align 4
  %scevgep251.2 = getelementptr float, float* %lsr.iv243, i64 1072
  %460 = bitcast float* %scevgep251.2 to <16 x float>*
  store <16 x float> %wide.load35.epil56.2, <16 x float>* %460, align 4
  %sunkaddr4547 = mul i64 %index.next.7.epil.1, 4
  %461 = bitcast float* %scevgep146 to i8*
  %sunkaddr4548 = getelementptr i8, i8* %461, i64 %sunkaddr4547
  %sunkaddr4549 = getelementptr i8, i8* %sunkaddr4548, i64 -1728
  %462 = bitcast i8* %sunkaddr4549 to <16 x float>*
  %wide.load.1.epil.2 = load <16 x float>, <16 x float>* %462, align 4
  %sunkaddr4550 = mul i64 %index.next.7.epil.1, 4
  %463 = bitcast float* %scevgep146 to i8*
  %sunkaddr4551 = getelementptr i8, i8* %463, i64 %sunkaddr4550
  %sunkaddr4552 = getelementptr i8, i8* %sunkaddr4551, i64 -1664
  %464 = bitcast i8* %sunkaddr4552 to <16 x float>*
  %wide.load33.1.epil.2 = load <16 x float>, <16 x float>* %464, align 4
  %sunkaddr4553 = mul i64 %index.next.7.epil.1, 4
  %465 = bitcast float* %scevgep146 to i8*
  %sunkaddr4554 = getelementptr i8, i8* %465, i64 %sunkaddr4553
  %sunkaddr4555 = getelementptr i8, i8* %sunkaddr4554, i64 -1600
  %466 = bitcast i8* %sunkaddr4555 to <16 x float>*
  %wide.load34.1.epil.2 = load <16 x float>, <16 x float>* %466, align 4
  %sunkaddr4556 = mul i64 %index.next.7.epil.1, 4
  %467 = bitcast float* %scevgep146 to i8*
  %sunkaddr4557 = getelementptr i8, i8* %467, i64 %sunkaddr4556
  %sunkaddr4558 = getelementptr i8, i8* %sunkaddr4557, i64 -1536
  %468 = bitcast i8* %sunkaddr4558 to <16 x float>*
  %wide.load35.1.epil.2 = load <16 x float>, <16 x float>* %468, align 4
  %uglygep253163.2 = getelementptr float, float* %lsr.iv243, i64 1088
  %uglygep253254.2 = bitcast float* %uglygep253163.2 to <16 x float>*
  store <16 x float> %wide.load.1.epil.2, <16 x float>* %uglygep253254.2, align 4
  %scevgep255164.2 = getelementptr float, float* %lsr.iv243, i64 1104
  %469 = bitcast float* %scevgep255164.2 to <16 x float>*
  store <16 x float> %wide.load33.1.epil.2, <16 x float>* %469, align 4
  %scevgep256165.2 = getelementptr float, float* %lsr.iv243, i64 1120
  %470 = bitcast float* %scevgep256165.2 to <16 x float>*
  store <16 x float> %wide.load34.1.epil.2, <16 x float>* %470, align 4
  %scevgep257166.2 = getelementptr float, float* %lsr.iv243, i64 1136
  %471 = bitcast float* %scevgep257166.2 to <16 x float>*
  store <16 x float> %wide.load35.1.epil.2, <16 x float>* %471, align 4
  %sunkaddr4559 = mul i64 %index.next.7.epil.1, 4
  %472 = bitcast float* %scevgep146 to i8*
  %sunkaddr4560 = getelementptr i8, i8* %472, i64 %sunkaddr4559
  %sunkaddr4561 = getelementptr i8, i8* %sunkaddr4560, i64 -1472
  %473 = bitcast i8* %sunkaddr4561 to <16 x float>*
  %wide.load.2.epil.2 = load <16 x float>, <16 x float>* %473, align 4
  %sunkaddr4562 = mul i64 %index.next.7.epil.1, 4
  %474 = bitcast float* %scevgep146 to i8*
  %sunkaddr4563 = getelementptr i8, i8* %474, i64 %sunkaddr4562
  %sunkaddr4564 = getelementptr i8, i8* %sunkaddr4563, i64 -1408
  %475 = bitcast i8* %sunkaddr4564 to <16 x float>*
  %wide.load33.2.epil.2 = load <16 x float>, <16 x float>* %475, align 4
  %sunkaddr4565 = mul i64 %index.next.7.epil.1, 4
  %476 = bitcast float* %scevgep146 to i8*
  %sunkaddr4566 = getelementptr i8, i8* %476, i64 %sunkaddr4565
  %sunkaddr4567 = getelementptr i8, i8* %sunkaddr4566, i64 -1344
  %477 = bitcast i8* %sunkaddr4567 to <16 x float>*
  %wide.load34.2.epil.2 = load <16 x float>, <16 x float>* %477, align 4
  %sunkaddr4568 = mul i64 %index.next.7.epil.1, 4
  %478 = bitcast float* %scevgep146 to i8*
  %sunkaddr4569 = getelementptr i8, i8* %478, i64 %sunkaddr4568
  %sunkaddr4570 = getelementptr i8, i8* %sunkaddr4569, i64 -1280
  %479 = bitcast i8* %sunkaddr4570 to <16 x float>*
  %wide.load35.2.epil.2 = load <16 x float>, <16 x float>* %479, align 4
  %uglygep258167.2 = getelementptr float, float* %lsr.iv243, i64 1152
  %uglygep258259.2 = bitcast float* %uglygep258167.2 to <16 x float>*
  store <16 x float> %wide.load.2.epil.2, <16 x float>* %uglygep258259.2, align 4
  %scevgep260168.2 = getelementptr float, float* %lsr.iv243, i64 1168
  %480 = bitcast float* %scevgep260168.2 to <16 x float>*
  store <16 x float> %wide.load33.2.epil.2, <16 x float>* %480, align 4
  %scevgep261169.2 = getelementptr float, float* %lsr.iv243, i64 1184
  %481 = bitcast float* %scevgep261169.2 to <16 x float>*
  store <16 x float> %wide.load34.2.epil.2, <16 x float>* %481, align 4
  %scevgep262170.2 = getelementptr float, float* %lsr.iv243, i64 1200
  %482 = bitcast float* %scevgep262170.2 to <16 x float>*
  store <16 x float> %wide.load35.2.epil.2, <16 x float>* %482, align 4
  %sunkaddr4571 = mul i64 %index.next.7.epil.1, 4
  %483 = bitcast float* %scevgep146 to i8*
  %sunkaddr4572 = getelementptr i8, i8* %483, i64 %sunkaddr4571
  %sunkaddr4573 = getelementptr i8, i8* %sunkaddr4572, i64 -1216
  %484 = bitcast i8* %sunkaddr4573 to <16 x float>*
  %wide.load.3.epil.2 = load <16 x float>, <16 x float>* %484, align 4
  %sunkaddr4574 = mul i64 %index.next.7.epil.1, 4
  %485 = bitcast float* %scevgep146 to i8*
  %sunkaddr4575 = getelementptr i8, i8* %485, i64 %sunkaddr4574
  %sunkaddr4576 = getelementptr i8, i8* %sunkaddr4575, i64 -1152
  %486 = bitcast i8* %sunkaddr4576 to <16 x float>*
  %wide.load33.3.epil.2 = load <16 x float>, <16 x float>* %486, align 4
  %sunkaddr4577 = mul i64 %index.next.7.epil.1, 4
  %487 = bitcast float* %scevgep146 to i8*
  %sunkaddr4578 = getelementptr i8, i8* %487, i64 %sunkaddr4577
  %sunkaddr4579 = getelementptr i8, i8* %sunkaddr4578, i64 -1088
  %488 = bitcast i8* %sunkaddr4579 to <16 x float>*
  %wide.load34.3.epil.2 = load <16 x float>, <16 x float>* %488, align 4
  %sunkaddr4580 = mul i64 %index.next.7.epil.1, 4
  %489 = bitcast float* %scevgep146 to i8*
  %sunkaddr4581 = getelementptr i8, i8* %489, i64 %sunkaddr4580
  %sunkaddr4582 = getelementptr i8, i8* %sunkaddr4581, i64 -1024
  %490 = bitcast i8* %sunkaddr4582 to <16 x float>*
  %wide.load35.3.epil.2 = load <16 x float>, <16 x float>* %490, align 4
  %uglygep263171.2 = getelementptr float, float* %lsr.iv243, i64 1216
  %uglygep263264.2 = bitcast float* %uglygep263171.2 to <16 x float>*
  store <16 x float> %wide.load.3.epil.2, <16 x float>* %uglygep263264.2, align 4
  %scevgep265172.2 = getelementptr float, float* %lsr.iv243, i64 1232
  %491 = bitcast float* %scevgep265172.2 to <16 x float>*
  store <16 x float> %wide.load33.3.epil.2, <16 x float>* %491, align 4
  %scevgep266173.2 = getelementptr float, float* %lsr.iv243, i64 1248
  %492 = bitcast float* %scevgep266173.2 to <16 x float>*
  store <16 x float> %wide.load34.3.epil.2, <16 x float>* %492, align 4
  %scevgep267174.2 = getelementptr float, float* %lsr.iv243, i64 1264
  %493 = bitcast float* %scevgep267174.2 to <16 x float>*
  store <16 x float> %wide.load35.3.epil.2, <16 x float>* %493, align 4
  %sunkaddr4583 = mul i64 %index.next.7.epil.1, 4
  %494 = bitcast float* %scevgep146 to i8*
  %sunkaddr4584 = getelementptr i8, i8* %494, i64 %sunkaddr4583
  %sunkaddr4585 = getelementptr i8, i8* %sunkaddr4584, i64 -960
  %495 = bitcast i8* %sunkaddr4585 to <16 x float>*
  %wide.load.4.epil.2 = load <16 x float>, <16 x float>* %495, align 4
  %sunkaddr4586 = mul i64 %index.next.7.epil.1, 4
  %496 = bitcast float* %scevgep146 to i8*
  %sunkaddr4587 = getelementptr i8, i8* %496, i64 %sunkaddr4586
  %sunkaddr4588 = getelementptr i8, i8* %sunkaddr4587, i64 -896
  %497 = bitcast i8* %sunkaddr4588 to <16 x float>*
  %wide.load33.4.epil.2 = load <16 x float>, <16 x float>* %497, align 4
  %sunkaddr4589 = mul i64 %index.next.7.epil.1, 4
  %498 = bitcast float* %scevgep146 to i8*
  %sunkaddr4590 = getelementptr i8, i8* %498, i64 %sunkaddr4589
  %sunkaddr4591 = getelementptr i8, i8* %sunkaddr4590, i64 -832
  %499 = bitcast i8* %sunkaddr4591 to <16 x float>*
  %wide.load34.4.epil.2 = load <16 x float>, <16 x float>* %499, align 4
  %sunkaddr4592 = mul i64 %index.next.7.epil.1, 4
  %500 = bitcast float* %scevgep146 to i8*
  %sunkaddr4593 = getelementptr i8, i8* %500, i64 %sunkaddr4592
  %sunkaddr4594 = getelementptr i8, i8* %sunkaddr4593, i64 -768
  %501 = bitcast i8* %sunkaddr4594 to <16 x float>*
  %wide.load35.4.epil.2 = load <16 x float>, <16 x float>* %501, align 4
  %uglygep268175.2 = getelementptr float, float* %lsr.iv243, i64 1280
  %uglygep268269.2 = bitcast float* %uglygep268175.2 to <16 x float>*
  store <16 x float> %wide.load.4.epil.2, <16 x float>* %uglygep268269.2, align 4
  %scevgep270176.2 = getelementptr float, float* %lsr.iv243, i64 1296
  %502 = bitcast float* %scevgep270176.2 to <16 x float>*
  store <16 x float> %wide.load33.4.epil.2, <16 x float>* %502, align 4
  %scevgep271177.2 = getelementptr float, float* %lsr.iv243, i64 1312
  %503 = bitcast float* %scevgep271177.2 to <16 x float>*
  store <16 x float> %wide.load34.4.epil.2, <16 x float>* %503, align 4
  %scevgep272178.2 = getelementptr float, float* %lsr.iv243, i64 1328
  %504 = bitcast float* %scevgep272178.2 to <16 x float>*
  store <16 x float> %wide.load35.4.epil.2, <16 x float>* %504, align 4
  %sunkaddr4595 = mul i64 %index.next.7.epil.1, 4
  %505 = bitcast float* %scevgep146 to i8*
  %sunkaddr4596 = getelementptr i8, i8* %505, i64 %sunkaddr4595
  %sunkaddr4597 = getelementptr i8, i8* %sunkaddr4596, i64 -704
  %506 = bitcast i8* %sunkaddr4597 to <16 x float>*
  %wide.load.5.epil.2 = load <16 x float>, <16 x float>* %506, align 4
  %sunkaddr4598 = mul i64 %index.next.7.epil.1, 4
  %507 = bitcast float* %scevgep146 to i8*
  %sunkaddr4599 = getelementptr i8, i8* %507, i64 %sunkaddr4598
  %sunkaddr4600 = getelementptr i8, i8* %sunkaddr4599, i64 -640
  %508 = bitcast i8* %sunkaddr4600 to <16 x float>*
  %wide.load33.5.epil.2 = load <16 x float>, <16 x float>* %508, align 4
  %sunkaddr4601 = mul i64 %index.next.7.epil.1, 4
  %509 = bitcast float* %scevgep146 to i8*
  %sunkaddr4602 = getelementptr i8, i8* %509, i64 %sunkaddr4601
  %sunkaddr4603 = getelementptr i8, i8* %sunkaddr4602, i64 -576
  %510 = bitcast i8* %sunkaddr4603 to <16 x float>*
  %wide.load34.5.epil.2 = load <16 x float>, <16 x float>* %510, align 4
  %sunkaddr4604 = mul i64 %index.next.7.epil.1, 4
  %511 = bitcast float* %scevgep146 to i8*
  %sunkaddr4605 = getelementptr i8, i8* %511, i64 %sunkaddr4604
  %sunkaddr4606 = getelementptr i8, i8* %sunkaddr4605, i64 -512
  %512 = bitcast i8* %sunkaddr4606 to <16 x float>*
  %wide.load35.5.epil.2 = load <16 x float>, <16 x float>* %512, align 4
  %uglygep273179.2 = getelementptr float, float* %lsr.iv243, i64 1344
  %uglygep273274.2 = bitcast float* %uglygep273179.2 to <16 x float>*
  store <16 x float> %wide.load.5.epil.2, <16 x float>* %uglygep273274.2, align 4
  %scevgep275180.2 = getelementptr float, float* %lsr.iv243, i64 1360
  %513 = bitcast float* %scevgep275180.2 to <16 x float>*
  store <16 x float> %wide.load33.5.epil.2, <16 x float>* %513, align 4
  %scevgep276181.2 = getelementptr float, float* %lsr.iv243, i64 1376
  %514 = bitcast float* %scevgep276181.2 to <16 x float>*
  store <16 x float> %wide.load34.5.epil.2, <16 x float>* %514, align 4
  %scevgep277182.2 = getelementptr float, float* %lsr.iv243, i64 1392
  %515 = bitcast float* %scevgep277182.2 to <16 x float>*
  store <16 x float> %wide.load35.5.epil.2, <16 x float>* %515, align 4
  %sunkaddr4607 = mul i64 %index.next.7.epil.1, 4
  %516 = bitcast float* %scevgep146 to i8*
  %sunkaddr4608 = getelementptr i8, i8* %516, i64 %sunkaddr4607
  %sunkaddr4609 = getelementptr i8, i8* %sunkaddr4608, i64 -448
  %517 = bitcast i8* %sunkaddr4609 to <16 x float>*
  %wide.load.6.epil.2 = load <16 x float>, <16 x float>* %517, align 4
  %sunkaddr4610 = mul i64 %index.next.7.epil.1, 4
  %518 = bitcast float* %scevgep146 to i8*
  %sunkaddr4611 = getelementptr i8, i8* %518, i64 %sunkaddr4610
  %sunkaddr4612 = getelementptr i8, i8* %sunkaddr4611, i64 -384
  %519 = bitcast i8* %sunkaddr4612 to <16 x float>*
  %wide.load33.6.epil.2 = load <16 x float>, <16 x float>* %519, align 4
  %sunkaddr4613 = mul i64 %index.next.7.epil.1, 4
  %520 = bitcast float* %scevgep146 to i8*
  %sunkaddr4614 = getelementptr i8, i8* %520, i64 %sunkaddr4613
  %sunkaddr4615 = getelementptr i8, i8* %sunkaddr4614, i64 -320
  %521 = bitcast i8* %sunkaddr4615 to <16 x float>*
  %wide.load34.6.epil.2 = load <16 x float>, <16 x float>* %521, align 4
  %sunkaddr4616 = mul i64 %index.next.7.epil.1, 4
  %522 = bitcast float* %scevgep146 to i8*
  %sunkaddr4617 = getelementptr i8, i8* %522, i64 %sunkaddr4616
  %sunkaddr4618 = getelementptr i8, i8* %sunkaddr4617, i64 -256
  %523 = bitcast i8* %sunkaddr4618 to <16 x float>*
  %wide.load35.6.epil.2 = load <16 x float>, <16 x float>* %523, align 4
  %uglygep278183.2 = getelementptr float, float* %lsr.iv243, i64 1408
  %uglygep278279.2 = bitcast float* %uglygep278183.2 to <16 x float>*
  store <16 x float> %wide.load.6.epil.2, <16 x float>* %uglygep278279.2, align 4
  %scevgep280184.2 = getelementptr float, float* %lsr.iv243, i64 1424
  %524 = bitcast float* %scevgep280184.2 to <16 x float>*
  store <16 x float> %wide.load33.6.epil.2, <16 x float>* %524, align 4
  %scevgep281185.2 = getelementptr float, float* %lsr.iv243, i64 1440
  %525 = bitcast float* %scevgep281185.2 to <16 x float>*
  store <16 x float> %wide.load34.6.epil.2, <16 x float>* %525, align 4
  %scevgep282186.2 = getelementptr float, float* %lsr.iv243, i64 1456
  %526 = bitcast float* %scevgep282186.2 to <16 x float>*
  store <16 x float> %wide.load35.6.epil.2, <16 x float>* %526, align 4
  %sunkaddr4619 = mul i64 %index.next.7.epil.1, 4
  %527 = bitcast float* %scevgep146 to i8*
  %sunkaddr4620 = getelementptr i8, i8* %527, i64 %sunkaddr4619
  %sunkaddr4621 = getelementptr i8, i8* %sunkaddr4620, i64 -192
  %528 = bitcast i8* %sunkaddr4621 to <16 x float>*
  %wide.load.7.epil.2 = load <16 x float>, <16 x float>* %528, align 4
  %sunkaddr4622 = mul i64 %index.next.7.epil.1, 4
  %529 = bitcast float* %scevgep146 to i8*
  %sunkaddr4623 = getelementptr i8, i8* %529, i64 %sunkaddr4622
  %sunkaddr4624 = getelementptr i8, i8* %sunkaddr4623, i64 -128
  %530 = bitcast i8* %sunkaddr4624 to <16 x float>*
  %wide.load33.7.epil.2 = load <16 x float>, <16 x float>* %530, align 4
  %sunkaddr4625 = mul i64 %index.next.7.epil.1, 4
  %531 = bitcast float* %scevgep146 to i8*
  %sunkaddr4626 = getelementptr i8, i8* %531, i64 %sunkaddr4625
  %sunkaddr4627 = getelementptr i8, i8* %sunkaddr4626, i64 -64
  %532 = bitcast i8* %sunkaddr4627 to <16 x float>*
  %wide.load34.7.epil.2 = load <16 x float>, <16 x float>* %532, align 4
  %scevgep219.2 = getelementptr float, float* %scevgep146, i64 %index.next.7.epil.1
  %scevgep219220.2 = bitcast float* %scevgep219.2 to <16 x float>*
  %wide.load35.7.epil.2 = load <16 x float>, <16 x float>* %scevgep219220.2, align 4
  %uglygep283187.2 = getelementptr float, float* %lsr.iv243, i64 1472
  %uglygep283284.2 = bitcast float* %uglygep283187.2 to <16 x float>*
  store <16 x float> %wide.load.7.epil.2, <16 x float>* %uglygep283284.2, align 4
  %scevgep285188.2 = getelementptr float, float* %lsr.iv243, i64 1488
  %533 = bitcast float* %scevgep285188.2 to <16 x float>*
  store <16 x float> %wide.load33.7.epil.2, <16 x float>* %533, align 4
  %scevgep286189.2 = getelementptr float, float* %lsr.iv243, i64 1504
  %534 = bitcast float* %scevgep286189.2 to <16 x float>*
  store <16 x float> %wide.load34.7.epil.2, <16 x float>* %534, align 4
  %scevgep287190.2 = getelementptr float, float* %lsr.iv243, i64 1520
  %535 = bitcast float* %scevgep287190.2 to <16 x float>*
  store <16 x float> %wide.load35.7.epil.2, <16 x float>* %535, align 4
  %index.next.7.epil.2 = or i64 %index.epil52, 1536
  %scevgep245124.2 = getelementptr float, float* %lsr.iv243, i64 1536
  %lsr.iv243246.3 = bitcast float* %scevgep245124.2 to <16 x float>*
  %scevgep241.3 = getelementptr float, float* %scevgep23993, i64 %index.next.7.epil.2
  %536 = bitcast float* %scevgep241.3 to <16 x float>*
  %wide.load.epil53.3 = load <16 x float>, <16 x float>* %536, align 4
  %sunkaddr4628 = mul i64 %index.next.7.epil.2, 4
  %537 = bitcast float* %scevgep146 to i8*
  %sunkaddr4629 = getelementptr i8, i8* %537, i64 %sunkaddr4628
  %sunkaddr4630 = getelementptr i8, i8* %sunkaddr4629, i64 -1920
  %538 = bitcast i8* %sunkaddr4630 to <16 x float>*
  %wide.load33.epil54.3 = load <16 x float>, <16 x float>* %538, align 4
  %sunkaddr4631 = mul i64 %index.next.7.epil.2, 4
  %539 = bitcast float* %scevgep146 to i8*
  %sunkaddr4632 = getelementptr i8, i8* %539, i64 %sunkaddr4631
  %sunkaddr4633 = getelementptr i8, i8* %sunkaddr4632, i64 -1856
  %540 = bitcast i8* %sunkaddr4633 to <16 x float>*
  %wide.load34.epil55.3 = load <16 x float>, <16 x float>* %540, align 4
  %sunkaddr4634 = mul i64 %index.next.7.epil.2, 4
  %541 = bitcast float* %scevgep146 to i8*
  %sunkaddr4635 = getelementptr i8, i8* %541, i64 %sunkaddr4634
  %sunkaddr4636 = getelementptr i8, i8* %sunkaddr4635, i64 -1792
  %542 = bitcast i8* %sunkaddr4636 to <16 x float>*
  %wide.load35.epil56.3 = load <16 x float>, <16 x float>* %542, align 4
  store <16 x float> %wide.load.epil53.3, <16 x float>* %lsr.iv243246.3, align 4
  %scevgep249.3 = getelementptr float, float* %lsr.iv243, i64 1552
  %543 = bitcast float* %scevgep249.3 to <16 x float>*
  store <16 x float> %wide.load33.epil54.3, <16 x float>* %543, align 4
  %scevgep250.3 = getelementptr float, float* %lsr.iv243, i64 1568
  %544 = bitcast float* %scevgep250.3 to <16 x float>*
  store <16 x float> %wide.load34.epil55.3, <16 x float>* %544, align 4
  %scevgep251.3 = getelementptr float, float* %lsr.iv243, i64 1584
  %545 = bitcast float* %scevgep251.3 to <16 x float>*
  store <16 x float> %wide.load35.epil56.3, <16 x float>* %545, align 4
  %sunkaddr4637 = mul i64 %index.next.7.epil.2, 4
  %546 = bitcast float* %scevgep146 to i8*
  %sunkaddr4638 = getelementptr i8, i8* %546, i64 %sunkaddr4637
  %sunkaddr4639 = getelementptr i8, i8* %sunkaddr4638, i64 -1728
  %547 = bitcast i8* %sunkaddr4639 to <16 x float>*
  %wide.load.1.epil.3 = load <16 x float>, <16 x float>* %547, align 4
  %sunkaddr4640 = mul i64 %index.next.7.epil.2, 4
  %548 = bitcast float* %scevgep146 to i8*
  %sunkaddr4641 = getelementptr i8, i8* %548, i64 %sunkaddr4640
  %sunkaddr4642 = getelementptr i8, i8* %sunkaddr4641, i64 -1664
  %549 = bitcast i8* %sunkaddr4642 to <16 x float>*
  %wide.load33.1.epil.3 = load <16 x float>, <16 x float>* %549, align 4
  %sunkaddr4643 = mul i64 %index.next.7.epil.2, 4
  %550 = bitcast float* %scevgep146 to i8*
  %sunkaddr4644 = getelementptr i8, i8* %550, i64 %sunkaddr4643
  %sunkaddr4645 = getelementptr i8, i8* %sunkaddr4644, i64 -1600
  %551 = bitcast i8* %sunkaddr4645 to <16 x float>*
  %wide.load34.1.epil.3 = load <16 x float>, <16 x float>* %551, align 4
  %sunkaddr4646 = mul i64 %index.next.7.epil.2, 4
  %552 = bitcast float* %scevgep146 to i8*
  %sunkaddr4647 = getelementptr i8, i8* %552, i64 %sunkaddr4646
  %sunkaddr4648 = getelementptr i8, i8* %sunkaddr4647, i64 -1536
  %553 = bitcast i8* %sunkaddr4648 to <16 x float>*
  %wide.load35.1.epil.3 = load <16 x float>, <16 x float>* %553, align 4
  %uglygep253163.3 = getelementptr float, float* %lsr.iv243, i64 1600
  %uglygep253254.3 = bitcast float* %uglygep253163.3 to <16 x float>*
  store <16 x float> %wide.load.1.epil.3, <16 x float>* %uglygep253254.3, align 4
  %scevgep255164.3 = getelementptr float, float* %lsr.iv243, i64 1616
  %554 = bitcast float* %scevgep255164.3 to <16 x float>*
  store <16 x float> %wide.load33.1.epil.3, <16 x float>* %554, align 4
  %scevgep256165.3 = getelementptr float, float* %lsr.iv243, i64 1632
  %555 = bitcast float* %scevgep256165.3 to <16 x float>*
  store <16 x float> %wide.load34.1.epil.3, <16 x float>* %555, align 4
  %scevgep257166.3 = getelementptr float, float* %lsr.iv243, i64 1648
  %556 = bitcast float* %scevgep257166.3 to <16 x float>*
  store <16 x float> %wide.load35.1.epil.3, <16 x float>* %556, align 4
  %sunkaddr4649 = mul i64 %index.next.7.epil.2, 4
  %557 = bitcast float* %scevgep146 to i8*
  %sunkaddr4650 = getelementptr i8, i8* %557, i64 %sunkaddr4649
  %sunkaddr4651 = getelementptr i8, i8* %sunkaddr4650, i64 -1472
  %558 = bitcast i8* %sunkaddr4651 to <16 x float>*
  %wide.load.2.epil.3 = load <16 x float>, <16 x float>* %558, align 4
  %sunkaddr4652 = mul i64 %index.next.7.epil.2, 4
  %559 = bitcast float* %scevgep146 to i8*
  %sunkaddr4653 = getelementptr i8, i8* %559, i64 %sunkaddr4652
  %sunkaddr4654 = getelementptr i8, i8* %sunkaddr4653, i64 -1408
  %560 = bitcast i8* %sunkaddr4654 to <16 x float>*
  %wide.load33.2.epil.3 = load <16 x float>, <16 x float>* %560, align 4
  %sunkaddr4655 = mul i64 %index.next.7.epil.2, 4
  %561 = bitcast float* %scevgep146 to i8*
  %sunkaddr4656 = getelementptr i8, i8* %561, i64 %sunkaddr4655
  %sunkaddr4657 = getelementptr i8, i8* %sunkaddr4656, i64 -1344
  %562 = bitcast i8* %sunkaddr4657 to <16 x float>*
  %wide.load34.2.epil.3 = load <16 x float>, <16 x float>* %562, align 4
  %sunkaddr4658 = mul i64 %index.next.7.epil.2, 4
  %563 = bitcast float* %scevgep146 to i8*
  %sunkaddr4659 = getelementptr i8, i8* %563, i64 %sunkaddr4658
  %sunkaddr4660 = getelementptr i8, i8* %sunkaddr4659, i64 -1280
  %564 = bitcast i8* %sunkaddr4660 to <16 x float>*
  %wide.load35.2.epil.3 = load <16 x float>, <16 x float>* %564, align 4
  %uglygep258167.3 = getelementptr float, float* %lsr.iv243, i64 1664
  %uglygep258259.3 = bitcast float* %uglygep258167.3 to <16 x float>*
  store <16 x float> %wide.load.2.epil.3, <16 x float>* %uglygep258259.3, align 4
  %scevgep260168.3 = getelementptr float, float* %lsr.iv243, i64 1680
  %565 = bitcast float* %scevgep260168.3 to <16 x float>*
  store <16 x float> %wide.load33.2.epil.3, <16 x float>* %565, align 4
  %scevgep261169.3 = getelementptr float, float* %lsr.iv243, i64 1696
  %566 = bitcast float* %scevgep261169.3 to <16 x float>*
  store <16 x float> %wide.load34.2.epil.3, <16 x float>* %566, align 4
  %scevgep262170.3 = getelementptr float, float* %lsr.iv243, i64 1712
  %567 = bitcast float* %scevgep262170.3 to <16 x float>*
  store <16 x float> %wide.load35.2.epil.3, <16 x float>* %567, align 4
  %sunkaddr4661 = mul i64 %index.next.7.epil.2, 4
  %568 = bitcast float* %scevgep146 to i8*
  %sunkaddr4662 = getelementptr i8, i8* %568, i64 %sunkaddr4661
  %sunkaddr4663 = getelementptr i8, i8* %sunkaddr4662, i64 -1216
  %569 = bitcast i8* %sunkaddr4663 to <16 x float>*
  %wide.load.3.epil.3 = load <16 x float>, <16 x float>* %569, align 4
  %sunkaddr4664 = mul i64 %index.next.7.epil.2, 4
  %570 = bitcast float* %scevgep146 to i8*
  %sunkaddr4665 = getelementptr i8, i8* %570, i64 %sunkaddr4664
  %sunkaddr4666 = getelementptr i8, i8* %sunkaddr4665, i64 -1152
  %571 = bitcast i8* %sunkaddr4666 to <16 x float>*
  %wide.load33.3.epil.3 = load <16 x float>, <16 x float>* %571, align 4
  %sunkaddr4667 = mul i64 %index.next.7.epil.2, 4
  %572 = bitcast float* %scevgep146 to i8*
  %sunkaddr4668 = getelementptr i8, i8* %572, i64 %sunkaddr4667
  %sunkaddr4669 = getelementptr i8, i8* %sunkaddr4668, i64 -1088
  %573 = bitcast i8* %sunkaddr4669 to <16 x float>*
  %wide.load34.3.epil.3 = load <16 x float>, <16 x float>* %573, align 4
  %sunkaddr4670 = mul i64 %index.next.7.epil.2, 4
  %574 = bitcast float* %scevgep146 to i8*
  %sunkaddr4671 = getelementptr i8, i8* %574, i64 %sunkaddr4670
  %sunkaddr4672 = getelementptr i8, i8* %sunkaddr4671, i64 -1024
  %575 = bitcast i8* %sunkaddr4672 to <16 x float>*
  %wide.load35.3.epil.3 = load <16 x float>, <16 x float>* %575, align 4
  %uglygep263171.3 = getelementptr float, float* %lsr.iv243, i64 1728
  %uglygep263264.3 = bitcast float* %uglygep263171.3 to <16 x float>*
  store <16 x float> %wide.load.3.epil.3, <16 x float>* %uglygep263264.3, align 4
  %scevgep265172.3 = getelementptr float, float* %lsr.iv243, i64 1744
  %576 = bitcast float* %scevgep265172.3 to <16 x float>*
  store <16 x float> %wide.load33.3.epil.3, <16 x float>* %576, align 4
  %scevgep266173.3 = getelementptr float, float* %lsr.iv243, i64 1760
  %577 = bitcast float* %scevgep266173.3 to <16 x float>*
  store <16 x float> %wide.load34.3.epil.3, <16 x float>* %577, align 4
  %scevgep267174.3 = getelementptr float, float* %lsr.iv243, i64 1776
  %578 = bitcast float* %scevgep267174.3 to <16 x float>*
  store <16 x float> %wide.load35.3.epil.3, <16 x float>* %578, align 4
  %sunkaddr4673 = mul i64 %index.next.7.epil.2, 4
  %579 = bitcast float* %scevgep146 to i8*
  %sunkaddr4674 = getelementptr i8, i8* %579, i64 %sunkaddr4673
  %sunkaddr4675 = getelementptr i8, i8* %sunkaddr4674, i64 -960
  %580 = bitcast i8* %sunkaddr4675 to <16 x float>*
  %wide.load.4.epil.3 = load <16 x float>, <16 x float>* %580, align 4
  %sunkaddr4676 = mul i64 %index.next.7.epil.2, 4
  %581 = bitcast float* %scevgep146 to i8*
  %sunkaddr4677 = getelementptr i8, i8* %581, i64 %sunkaddr4676
  %sunkaddr4678 = getelementptr i8, i8* %sunkaddr4677, i64 -896
  %582 = bitcast i8* %sunkaddr4678 to <16 x float>*
  %wide.load33.4.epil.3 = load <16 x float>, <16 x float>* %582, align 4
  %sunkaddr4679 = mul i64 %index.next.7.epil.2, 4
  %583 = bitcast float* %scevgep146 to i8*
  %sunkaddr4680 = getelementptr i8, i8* %583, i64 %sunkaddr4679
  %sunkaddr4681 = getelementptr i8, i8* %sunkaddr4680, i64 -832
  %584 = bitcast i8* %sunkaddr4681 to <16 x float>*
  %wide.load34.4.epil.3 = load <16 x float>, <16 x float>* %584, align 4
  %sunkaddr4682 = mul i64 %index.next.7.epil.2, 4
  %585 = bitcast float* %scevgep146 to i8*
  %sunkaddr4683 = getelementptr i8, i8* %585, i64 %sunkaddr4682
  %sunkaddr4684 = getelementptr i8, i8* %sunkaddr4683, i64 -768
  %586 = bitcast i8* %sunkaddr4684 to <16 x float>*
  %wide.load35.4.epil.3 = load <16 x float>, <16 x float>* %586, align 4
  %uglygep268175.3 = getelementptr float, float* %lsr.iv243, i64 1792
  %uglygep268269.3 = bitcast float* %uglygep268175.3 to <16 x float>*
  store <16 x float> %wide.load.4.epil.3, <16 x float>* %uglygep268269.3, align 4
  %scevgep270176.3 = getelementptr float, float* %lsr.iv243, i64 1808
  %587 = bitcast float* %scevgep270176.3 to <16 x float>*
  store <16 x float> %wide.load33.4.epil.3, <16 x float>* %587, align 4
  %scevgep271177.3 = getelementptr float, float* %lsr.iv243, i64 1824
  %588 = bitcast float* %scevgep271177.3 to <16 x float>*
  store <16 x float> %wide.load34.4.epil.3, <16 x float>* %588, align 4
  %scevgep272178.3 = getelementptr float, float* %lsr.iv243, i64 1840
  %589 = bitcast float* %scevgep272178.3 to <16 x float>*
  store <16 x float> %wide.load35.4.epil.3, <16 x float>* %589, align 4
  %sunkaddr4685 = mul i64 %index.next.7.epil.2, 4
  %590 = bitcast float* %scevgep146 to i8*
  %sunkaddr4686 = getelementptr i8, i8* %590, i64 %sunkaddr4685
  %sunkaddr4687 = getelementptr i8, i8* %sunkaddr4686, i64 -704
  %591 = bitcast i8* %sunkaddr4687 to <16 x float>*
  %wide.load.5.epil.3 = load <16 x float>, <16 x float>* %591, align 4
  %sunkaddr4688 = mul i64 %index.next.7.epil.2, 4
  %592 = bitcast float* %scevgep146 to i8*
  %sunkaddr4689 = getelementptr i8, i8* %592, i64 %sunkaddr4688
  %sunkaddr4690 = getelementptr i8, i8* %sunkaddr4689, i64 -640
  %593 = bitcast i8* %sunkaddr4690 to <16 x float>*
  %wide.load33.5.epil.3 = load <16 x float>, <16 x float>* %593, align 4
  %sunkaddr4691 = mul i64 %index.next.7.epil.2, 4
  %594 = bitcast float* %scevgep146 to i8*
  %sunkaddr4692 = getelementptr i8, i8* %594, i64 %sunkaddr4691
  %sunkaddr4693 = getelementptr i8, i8* %sunkaddr4692, i64 -576
  %595 = bitcast i8* %sunkaddr4693 to <16 x float>*
  %wide.load34.5.epil.3 = load <16 x float>, <16 x float>* %595, align 4
  %sunkaddr4694 = mul i64 %index.next.7.epil.2, 4
  %596 = bitcast float* %scevgep146 to i8*
  %sunkaddr4695 = getelementptr i8, i8* %596, i64 %sunkaddr4694
  %sunkaddr4696 = getelementptr i8, i8* %sunkaddr4695, i64 -512
  %597 = bitcast i8* %sunkaddr4696 to <16 x float>*
  %wide.load35.5.epil.3 = load <16 x float>, <16 x float>* %597, align 4
  %uglygep273179.3 = getelementptr float, float* %lsr.iv243, i64 1856
  %uglygep273274.3 = bitcast float* %uglygep273179.3 to <16 x float>*
  store <16 x float> %wide.load.5.epil.3, <16 x float>* %uglygep273274.3, align 4
  %scevgep275180.3 = getelementptr float, float* %lsr.iv243, i64 1872
  %598 = bitcast float* %scevgep275180.3 to <16 x float>*
  store <16 x float> %wide.load33.5.epil.3, <16 x float>* %598, align 4
  %scevgep276181.3 = getelementptr float, float* %lsr.iv243, i64 1888
  %599 = bitcast float* %scevgep276181.3 to <16 x float>*
  store <16 x float> %wide.load34.5.epil.3, <16 x float>* %599, align 4
  %scevgep277182.3 = getelementptr float, float* %lsr.iv243, i64 1904
  %600 = bitcast float* %scevgep277182.3 to <16 x float>*
  store <16 x float> %wide.load35.5.epil.3, <16 x float>* %600, align 4
  %sunkaddr4697 = mul i64 %index.next.7.epil.2, 4
  %601 = bitcast float* %scevgep146 to i8*
  %sunkaddr4698 = getelementptr i8, i8* %601, i64 %sunkaddr4697
  %sunkaddr4699 = getelementptr i8, i8* %sunkaddr4698, i64 -448
  %602 = bitcast i8* %sunkaddr4699 to <16 x float>*
  %wide.load.6.epil.3 = load <16 x float>, <16 x float>* %602, align 4
  %sunkaddr4700 = mul i64 %index.next.7.epil.2, 4
  %603 = bitcast float* %scevgep146 to i8*
  %sunkaddr4701 = getelementptr i8, i8* %603, i64 %sunkaddr4700
  %sunkaddr4702 = getelementptr i8, i8* %sunkaddr4701, i64 -384
  %604 = bitcast i8* %sunkaddr4702 to <16 x float>*
  %wide.load33.6.epil.3 = load <16 x float>, <16 x float>* %604, align 4
  %sunkaddr4703 = mul i64 %index.next.7.epil.2, 4
  %605 = bitcast float* %scevgep146 to i8*
  %sunkaddr4704 = getelementptr i8, i8* %605, i64 %sunkaddr4703
  %sunkaddr4705 = getelementptr i8, i8* %sunkaddr4704, i64 -320
  %606 = bitcast i8* %sunkaddr4705 to <16 x float>*
  %wide.load34.6.epil.3 = load <16 x float>, <16 x float>* %606, align 4
  %sunkaddr4706 = mul i64 %index.next.7.epil.2, 4
  %607 = bitcast float* %scevgep146 to i8*
  %sunkaddr4707 = getelementptr i8, i8* %607, i64 %sunkaddr4706
  %sunkaddr4708 = getelementptr i8, i8* %sunkaddr4707, i64 -256
  %608 = bitcast i8* %sunkaddr4708 to <16 x float>*
  %wide.load35.6.epil.3 = load <16 x float>, <16 x float>* %608, align 4
  %uglygep278183.3 = getelementptr float, float* %lsr.iv243, i64 1920
  %uglygep278279.3 = bitcast float* %uglygep278183.3 to <16 x float>*
  store <16 x float> %wide.load.6.epil.3, <16 x float>* %uglygep278279.3, align 4
  %scevgep280184.3 = getelementptr float, float* %lsr.iv243, i64 1936
  %609 = bitcast float* %scevgep280184.3 to <16 x float>*
  store <16 x float> %wide.load33.6.epil.3, <16 x float>* %609, align 4
  %scevgep281185.3 = getelementptr float, float* %lsr.iv243, i64 1952
  %610 = bitcast float* %scevgep281185.3 to <16 x float>*
  store <16 x float> %wide.load34.6.epil.3, <16 x float>* %610, align 4
  %scevgep282186.3 = getelementptr float, float* %lsr.iv243, i64 1968
  %611 = bitcast float* %scevgep282186.3 to <16 x float>*
  store <16 x float> %wide.load35.6.epil.3, <16 x float>* %611, align 4
  %sunkaddr4709 = mul i64 %index.next.7.epil.2, 4
  %612 = bitcast float* %scevgep146 to i8*
  %sunkaddr4710 = getelementptr i8, i8* %612, i64 %sunkaddr4709
  %sunkaddr4711 = getelementptr i8, i8* %sunkaddr4710, i64 -192
  %613 = bitcast i8* %sunkaddr4711 to <16 x float>*
  %wide.load.7.epil.3 = load <16 x float>, <16 x float>* %613, align 4
  %sunkaddr4712 = mul i64 %index.next.7.epil.2, 4
  %614 = bitcast float* %scevgep146 to i8*
  %sunkaddr4713 = getelementptr i8, i8* %614, i64 %sunkaddr4712
  %sunkaddr4714 = getelementptr i8, i8* %sunkaddr4713, i64 -128
  %615 = bitcast i8* %sunkaddr4714 to <16 x float>*
  %wide.load33.7.epil.3 = load <16 x float>, <16 x float>* %615, align 4
  %sunkaddr4715 = mul i64 %index.next.7.epil.2, 4
  %616 = bitcast float* %scevgep146 to i8*
  %sunkaddr4716 = getelementptr i8, i8* %616, i64 %sunkaddr4715
  %sunkaddr4717 = getelementptr i8, i8* %sunkaddr4716, i64 -64
  %617 = bitcast i8* %sunkaddr4717 to <16 x float>*
  %wide.load34.7.epil.3 = load <16 x float>, <16 x float>* %617, align 4
  %scevgep219.3 = getelementptr float, float* %scevgep146, i64 %index.next.7.epil.2
  %scevgep219220.3 = bitcast float* %scevgep219.3 to <16 x float>*
  %wide.load35.7.epil.3 = load <16 x float>, <16 x float>* %scevgep219220.3, align 4
  %uglygep283187.3 = getelementptr float, float* %lsr.iv243, i64 1984
  %uglygep283284.3 = bitcast float* %uglygep283187.3 to <16 x float>*
  store <16 x float> %wide.load.7.epil.3, <16 x float>* %uglygep283284.3, align 4
  %scevgep285188.3 = getelementptr float, float* %lsr.iv243, i64 2000
  %618 = bitcast float* %scevgep285188.3 to <16 x float>*
  store <16 x float> %wide.load33.7.epil.3, <16 x float>* %618, align 4
  %scevgep286189.3 = getelementptr float, float* %lsr.iv243, i64 2016
  %619 = bitcast float* %scevgep286189.3 to <16 x float>*
  store <16 x float> %wide.load34.7.epil.3, <16 x float>* %619, align 4
  %scevgep287190.3 = getelementptr float, float* %lsr.iv243, i64 2032
  %620 = bitcast float* %scevgep287190.3 to <16 x float>*
  store <16 x float> %wide.load35.7.epil.3, <16 x float>* %620, align 4
  %index.next.7.epil.3 = add i64 %index.epil52, 2048
  %scevgep245124.3 = getelementptr float, float* %lsr.iv243, i64 2048
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.body.epil51, !llvm.loop !117

middle.block.unr-lcssa.epil.loopexit.unr-lcssa:   ; preds = %vector.body.epil51, %vector.ph.new.epil
  %index.next.7.epil.lcssa.ph = phi i64 [ undef, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil51 ]
  %lsr.iv243.unr = phi float* [ %scevgep242, %vector.ph.new.epil ], [ %scevgep245124.3, %vector.body.epil51 ]
  %index.epil52.unr = phi i64 [ 0, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil51 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block.unr-lcssa.epil, label %vector.body.epil51.epil.preheader

vector.body.epil51.epil.preheader:                ; preds = %middle.block.unr-lcssa.epil.loopexit.unr-lcssa
  %621 = add i64 %index.epil52.unr, %.126.us.epil
  %622 = add i64 %621, 496
  %scevgep320 = getelementptr float, float* %arg.a.4, i64 %622
  %623 = shl i64 %xtraiter, 11
  %scevgep748 = getelementptr float, float* %lsr.iv243.unr, i64 496
  br label %vector.body.epil51.epil

vector.body.epil51.epil:                          ; preds = %vector.body.epil51.epil, %vector.body.epil51.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next633, %vector.body.epil51.epil ], [ 0, %vector.body.epil51.epil.preheader ]
  %624 = bitcast float* %scevgep748 to i8*
  %625 = bitcast float* %scevgep320 to i8*
  %uglygep992 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep992993 = bitcast i8* %uglygep992 to <16 x float>*
  %scevgep994 = getelementptr <16 x float>, <16 x float>* %uglygep992993, i64 -31
  %uglygep1089 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10891090 = bitcast i8* %uglygep1089 to <16 x float>*
  %scevgep1091 = getelementptr <16 x float>, <16 x float>* %uglygep10891090, i64 -31
  %wide.load.epil53.epil = load <16 x float>, <16 x float>* %scevgep1091, align 4
  %uglygep1086 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10861087 = bitcast i8* %uglygep1086 to <16 x float>*
  %scevgep1088 = getelementptr <16 x float>, <16 x float>* %uglygep10861087, i64 -30
  %wide.load33.epil54.epil = load <16 x float>, <16 x float>* %scevgep1088, align 4
  %uglygep1083 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10831084 = bitcast i8* %uglygep1083 to <16 x float>*
  %scevgep1085 = getelementptr <16 x float>, <16 x float>* %uglygep10831084, i64 -29
  %wide.load34.epil55.epil = load <16 x float>, <16 x float>* %scevgep1085, align 4
  %uglygep1080 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10801081 = bitcast i8* %uglygep1080 to <16 x float>*
  %scevgep1082 = getelementptr <16 x float>, <16 x float>* %uglygep10801081, i64 -28
  %wide.load35.epil56.epil = load <16 x float>, <16 x float>* %scevgep1082, align 4
  store <16 x float> %wide.load.epil53.epil, <16 x float>* %scevgep994, align 4
  %uglygep989 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep989990 = bitcast i8* %uglygep989 to <16 x float>*
  %scevgep991 = getelementptr <16 x float>, <16 x float>* %uglygep989990, i64 -30
  store <16 x float> %wide.load33.epil54.epil, <16 x float>* %scevgep991, align 4
  %uglygep985 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep985986 = bitcast i8* %uglygep985 to <16 x float>*
  %scevgep988 = getelementptr <16 x float>, <16 x float>* %uglygep985986, i64 -29
  store <16 x float> %wide.load34.epil55.epil, <16 x float>* %scevgep988, align 4
  %uglygep981 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep981982 = bitcast i8* %uglygep981 to <16 x float>*
  %scevgep984 = getelementptr <16 x float>, <16 x float>* %uglygep981982, i64 -28
  store <16 x float> %wide.load35.epil56.epil, <16 x float>* %scevgep984, align 4
  %uglygep1077 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10771078 = bitcast i8* %uglygep1077 to <16 x float>*
  %scevgep1079 = getelementptr <16 x float>, <16 x float>* %uglygep10771078, i64 -27
  %wide.load.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1079, align 4
  %uglygep1073 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10731074 = bitcast i8* %uglygep1073 to <16 x float>*
  %scevgep1076 = getelementptr <16 x float>, <16 x float>* %uglygep10731074, i64 -26
  %wide.load33.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1076, align 4
  %uglygep1069 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10691070 = bitcast i8* %uglygep1069 to <16 x float>*
  %scevgep1072 = getelementptr <16 x float>, <16 x float>* %uglygep10691070, i64 -25
  %wide.load34.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1072, align 4
  %uglygep1065 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10651066 = bitcast i8* %uglygep1065 to <16 x float>*
  %scevgep1068 = getelementptr <16 x float>, <16 x float>* %uglygep10651066, i64 -24
  %wide.load35.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1068, align 4
  %uglygep977 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep977978 = bitcast i8* %uglygep977 to <16 x float>*
  %scevgep980 = getelementptr <16 x float>, <16 x float>* %uglygep977978, i64 -27
  store <16 x float> %wide.load.1.epil.epil, <16 x float>* %scevgep980, align 4
  %uglygep974 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep974975 = bitcast i8* %uglygep974 to <16 x float>*
  %scevgep976 = getelementptr <16 x float>, <16 x float>* %uglygep974975, i64 -26
  store <16 x float> %wide.load33.1.epil.epil, <16 x float>* %scevgep976, align 4
  %uglygep971 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep971972 = bitcast i8* %uglygep971 to <16 x float>*
  %scevgep973 = getelementptr <16 x float>, <16 x float>* %uglygep971972, i64 -25
  store <16 x float> %wide.load34.1.epil.epil, <16 x float>* %scevgep973, align 4
  %uglygep968 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep968969 = bitcast i8* %uglygep968 to <16 x float>*
  %scevgep970 = getelementptr <16 x float>, <16 x float>* %uglygep968969, i64 -24
  store <16 x float> %wide.load35.1.epil.epil, <16 x float>* %scevgep970, align 4
  %uglygep1062 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10621063 = bitcast i8* %uglygep1062 to <16 x float>*
  %scevgep1064 = getelementptr <16 x float>, <16 x float>* %uglygep10621063, i64 -23
  %wide.load.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1064, align 4
  %uglygep1059 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10591060 = bitcast i8* %uglygep1059 to <16 x float>*
  %scevgep1061 = getelementptr <16 x float>, <16 x float>* %uglygep10591060, i64 -22
  %wide.load33.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1061, align 4
  %uglygep1056 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10561057 = bitcast i8* %uglygep1056 to <16 x float>*
  %scevgep1058 = getelementptr <16 x float>, <16 x float>* %uglygep10561057, i64 -21
  %wide.load34.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1058, align 4
  %uglygep1053 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10531054 = bitcast i8* %uglygep1053 to <16 x float>*
  %scevgep1055 = getelementptr <16 x float>, <16 x float>* %uglygep10531054, i64 -20
  %wide.load35.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1055, align 4
  %uglygep965 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep965966 = bitcast i8* %uglygep965 to <16 x float>*
  %scevgep967 = getelementptr <16 x float>, <16 x float>* %uglygep965966, i64 -23
  store <16 x float> %wide.load.2.epil.epil, <16 x float>* %scevgep967, align 4
  %uglygep962 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep962963 = bitcast i8* %uglygep962 to <16 x float>*
  %scevgep964 = getelementptr <16 x float>, <16 x float>* %uglygep962963, i64 -22
  store <16 x float> %wide.load33.2.epil.epil, <16 x float>* %scevgep964, align 4
  %uglygep959 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep959960 = bitcast i8* %uglygep959 to <16 x float>*
  %scevgep961 = getelementptr <16 x float>, <16 x float>* %uglygep959960, i64 -21
  store <16 x float> %wide.load34.2.epil.epil, <16 x float>* %scevgep961, align 4
  %uglygep956 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep956957 = bitcast i8* %uglygep956 to <16 x float>*
  %scevgep958 = getelementptr <16 x float>, <16 x float>* %uglygep956957, i64 -20
  store <16 x float> %wide.load35.2.epil.epil, <16 x float>* %scevgep958, align 4
  %uglygep1050 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10501051 = bitcast i8* %uglygep1050 to <16 x float>*
  %scevgep1052 = getelementptr <16 x float>, <16 x float>* %uglygep10501051, i64 -19
  %wide.load.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1052, align 4
  %uglygep1047 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10471048 = bitcast i8* %uglygep1047 to <16 x float>*
  %scevgep1049 = getelementptr <16 x float>, <16 x float>* %uglygep10471048, i64 -18
  %wide.load33.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1049, align 4
  %uglygep1044 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10441045 = bitcast i8* %uglygep1044 to <16 x float>*
  %scevgep1046 = getelementptr <16 x float>, <16 x float>* %uglygep10441045, i64 -17
  %wide.load34.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1046, align 4
  %uglygep1041 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10411042 = bitcast i8* %uglygep1041 to <16 x float>*
  %scevgep1043 = getelementptr <16 x float>, <16 x float>* %uglygep10411042, i64 -16
  %wide.load35.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1043, align 4
  %uglygep953 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep953954 = bitcast i8* %uglygep953 to <16 x float>*
  %scevgep955 = getelementptr <16 x float>, <16 x float>* %uglygep953954, i64 -19
  store <16 x float> %wide.load.3.epil.epil, <16 x float>* %scevgep955, align 4
  %uglygep950 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep950951 = bitcast i8* %uglygep950 to <16 x float>*
  %scevgep952 = getelementptr <16 x float>, <16 x float>* %uglygep950951, i64 -18
  store <16 x float> %wide.load33.3.epil.epil, <16 x float>* %scevgep952, align 4
  %uglygep947 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep947948 = bitcast i8* %uglygep947 to <16 x float>*
  %scevgep949 = getelementptr <16 x float>, <16 x float>* %uglygep947948, i64 -17
  store <16 x float> %wide.load34.3.epil.epil, <16 x float>* %scevgep949, align 4
  %uglygep944 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep944945 = bitcast i8* %uglygep944 to <16 x float>*
  %scevgep946 = getelementptr <16 x float>, <16 x float>* %uglygep944945, i64 -16
  store <16 x float> %wide.load35.3.epil.epil, <16 x float>* %scevgep946, align 4
  %uglygep1038 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10381039 = bitcast i8* %uglygep1038 to <16 x float>*
  %scevgep1040 = getelementptr <16 x float>, <16 x float>* %uglygep10381039, i64 -15
  %wide.load.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1040, align 4
  %uglygep1035 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10351036 = bitcast i8* %uglygep1035 to <16 x float>*
  %scevgep1037 = getelementptr <16 x float>, <16 x float>* %uglygep10351036, i64 -14
  %wide.load33.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1037, align 4
  %uglygep1032 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10321033 = bitcast i8* %uglygep1032 to <16 x float>*
  %scevgep1034 = getelementptr <16 x float>, <16 x float>* %uglygep10321033, i64 -13
  %wide.load34.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1034, align 4
  %uglygep1029 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10291030 = bitcast i8* %uglygep1029 to <16 x float>*
  %scevgep1031 = getelementptr <16 x float>, <16 x float>* %uglygep10291030, i64 -12
  %wide.load35.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1031, align 4
  %uglygep941 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep941942 = bitcast i8* %uglygep941 to <16 x float>*
  %scevgep943 = getelementptr <16 x float>, <16 x float>* %uglygep941942, i64 -15
  store <16 x float> %wide.load.4.epil.epil, <16 x float>* %scevgep943, align 4
  %uglygep937 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep937938 = bitcast i8* %uglygep937 to <16 x float>*
  %scevgep940 = getelementptr <16 x float>, <16 x float>* %uglygep937938, i64 -14
  store <16 x float> %wide.load33.4.epil.epil, <16 x float>* %scevgep940, align 4
  %uglygep933 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep933934 = bitcast i8* %uglygep933 to <16 x float>*
  %scevgep936 = getelementptr <16 x float>, <16 x float>* %uglygep933934, i64 -13
  store <16 x float> %wide.load34.4.epil.epil, <16 x float>* %scevgep936, align 4
  %uglygep929 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep929930 = bitcast i8* %uglygep929 to <16 x float>*
  %scevgep932 = getelementptr <16 x float>, <16 x float>* %uglygep929930, i64 -12
  store <16 x float> %wide.load35.4.epil.epil, <16 x float>* %scevgep932, align 4
  %uglygep1025 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10251026 = bitcast i8* %uglygep1025 to <16 x float>*
  %scevgep1028 = getelementptr <16 x float>, <16 x float>* %uglygep10251026, i64 -11
  %wide.load.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1028, align 4
  %uglygep1021 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10211022 = bitcast i8* %uglygep1021 to <16 x float>*
  %scevgep1024 = getelementptr <16 x float>, <16 x float>* %uglygep10211022, i64 -10
  %wide.load33.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1024, align 4
  %uglygep1017 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10171018 = bitcast i8* %uglygep1017 to <16 x float>*
  %scevgep1020 = getelementptr <16 x float>, <16 x float>* %uglygep10171018, i64 -9
  %wide.load34.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1020, align 4
  %uglygep1014 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10141015 = bitcast i8* %uglygep1014 to <16 x float>*
  %scevgep1016 = getelementptr <16 x float>, <16 x float>* %uglygep10141015, i64 -8
  %wide.load35.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1016, align 4
  %uglygep926 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep926927 = bitcast i8* %uglygep926 to <16 x float>*
  %scevgep928 = getelementptr <16 x float>, <16 x float>* %uglygep926927, i64 -11
  store <16 x float> %wide.load.5.epil.epil, <16 x float>* %scevgep928, align 4
  %uglygep923 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep923924 = bitcast i8* %uglygep923 to <16 x float>*
  %scevgep925 = getelementptr <16 x float>, <16 x float>* %uglygep923924, i64 -10
  store <16 x float> %wide.load33.5.epil.epil, <16 x float>* %scevgep925, align 4
  %uglygep918 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep918919 = bitcast i8* %uglygep918 to <16 x float>*
  %scevgep922 = getelementptr <16 x float>, <16 x float>* %uglygep918919, i64 -9
  store <16 x float> %wide.load34.5.epil.epil, <16 x float>* %scevgep922, align 4
  %uglygep915 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep915916 = bitcast i8* %uglygep915 to <16 x float>*
  %scevgep917 = getelementptr <16 x float>, <16 x float>* %uglygep915916, i64 -8
  store <16 x float> %wide.load35.5.epil.epil, <16 x float>* %scevgep917, align 4
  %uglygep1011 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10111012 = bitcast i8* %uglygep1011 to <16 x float>*
  %scevgep1013 = getelementptr <16 x float>, <16 x float>* %uglygep10111012, i64 -7
  %wide.load.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1013, align 4
  %uglygep1008 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10081009 = bitcast i8* %uglygep1008 to <16 x float>*
  %scevgep1010 = getelementptr <16 x float>, <16 x float>* %uglygep10081009, i64 -6
  %wide.load33.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1010, align 4
  %uglygep1005 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10051006 = bitcast i8* %uglygep1005 to <16 x float>*
  %scevgep1007 = getelementptr <16 x float>, <16 x float>* %uglygep10051006, i64 -5
  %wide.load34.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1007, align 4
  %uglygep1002 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10021003 = bitcast i8* %uglygep1002 to <16 x float>*
  %scevgep1004 = getelementptr <16 x float>, <16 x float>* %uglygep10021003, i64 -4
  %wide.load35.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1004, align 4
  %uglygep912 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep912913 = bitcast i8* %uglygep912 to <16 x float>*
  %scevgep914 = getelementptr <16 x float>, <16 x float>* %uglygep912913, i64 -7
  store <16 x float> %wide.load.6.epil.epil, <16 x float>* %scevgep914, align 4
  %uglygep909 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep909910 = bitcast i8* %uglygep909 to <16 x float>*
  %scevgep911 = getelementptr <16 x float>, <16 x float>* %uglygep909910, i64 -6
  store <16 x float> %wide.load33.6.epil.epil, <16 x float>* %scevgep911, align 4
  %uglygep906 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep906907 = bitcast i8* %uglygep906 to <16 x float>*
  %scevgep908 = getelementptr <16 x float>, <16 x float>* %uglygep906907, i64 -5
  store <16 x float> %wide.load34.6.epil.epil, <16 x float>* %scevgep908, align 4
  %uglygep903 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep903904 = bitcast i8* %uglygep903 to <16 x float>*
  %scevgep905 = getelementptr <16 x float>, <16 x float>* %uglygep903904, i64 -4
  store <16 x float> %wide.load35.6.epil.epil, <16 x float>* %scevgep905, align 4
  %uglygep999 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep9991000 = bitcast i8* %uglygep999 to <16 x float>*
  %scevgep1001 = getelementptr <16 x float>, <16 x float>* %uglygep9991000, i64 -3
  %wide.load.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1001, align 4
  %uglygep996 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep996997 = bitcast i8* %uglygep996 to <16 x float>*
  %scevgep998 = getelementptr <16 x float>, <16 x float>* %uglygep996997, i64 -2
  %wide.load33.7.epil.epil = load <16 x float>, <16 x float>* %scevgep998, align 4
  %uglygep1092 = getelementptr i8, i8* %625, i64 %lsr.iv
  %uglygep10921093 = bitcast i8* %uglygep1092 to <16 x float>*
  %scevgep1094 = getelementptr <16 x float>, <16 x float>* %uglygep10921093, i64 -1
  %wide.load34.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1094, align 4
  %wide.load35.7.epil.epil = load <16 x float>, <16 x float>* %uglygep996997, align 4
  %uglygep899 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep899900 = bitcast i8* %uglygep899 to <16 x float>*
  %scevgep902 = getelementptr <16 x float>, <16 x float>* %uglygep899900, i64 -3
  store <16 x float> %wide.load.7.epil.epil, <16 x float>* %scevgep902, align 4
  %uglygep895 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep895896 = bitcast i8* %uglygep895 to <16 x float>*
  %scevgep898 = getelementptr <16 x float>, <16 x float>* %uglygep895896, i64 -2
  store <16 x float> %wide.load33.7.epil.epil, <16 x float>* %scevgep898, align 4
  %uglygep891 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep891892 = bitcast i8* %uglygep891 to <16 x float>*
  %scevgep894 = getelementptr <16 x float>, <16 x float>* %uglygep891892, i64 -1
  store <16 x float> %wide.load34.7.epil.epil, <16 x float>* %scevgep894, align 4
  %uglygep750 = getelementptr i8, i8* %624, i64 %lsr.iv
  %uglygep750751 = bitcast i8* %uglygep750 to <16 x float>*
  store <16 x float> %wide.load35.7.epil.epil, <16 x float>* %uglygep750751, align 4
  %lsr.iv.next633 = add nuw nsw i64 %lsr.iv, 2048
  %epil.iter.cmp.not = icmp eq i64 %623, %lsr.iv.next633
  br i1 %epil.iter.cmp.not, label %middle.block.unr-lcssa.epil.loopexit, label %vector.body.epil51.epil, !llvm.loop !118

middle.block.unr-lcssa.epil.loopexit:             ; preds = %vector.body.epil51.epil
  %626 = shl nuw nsw i64 %xtraiter, 9
  %627 = add i64 %index.epil52.unr, %626
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %middle.block.unr-lcssa.epil.loopexit, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %index.next.7.epil.lcssa.ph, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa ], [ %627, %middle.block.unr-lcssa.epil.loopexit ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %628 = add i64 %loop.index4.us.unr159, 48
  %629 = add i64 %628, %index.unr.epil
  %scevgep123 = getelementptr float, float* %.6.i5, i64 %629
  %630 = add i64 %index.unr.epil, %.126.us.epil
  %631 = add i64 %630, 48
  %scevgep131 = getelementptr float, float* %arg.a.4, i64 %631
  %632 = shl i64 %xtraiter.epil, 8
  br label %vector.body.epil.epil

vector.body.epil.epil:                            ; preds = %vector.body.epil.epil, %vector.body.epil.epil.preheader
  %lsr.iv132 = phi i64 [ 0, %vector.body.epil.epil.preheader ], [ %lsr.iv.next133, %vector.body.epil.epil ]
  %633 = bitcast float* %scevgep131 to i8*
  %634 = bitcast float* %scevgep123 to i8*
  %uglygep879 = getelementptr i8, i8* %634, i64 %lsr.iv132
  %uglygep879880 = bitcast i8* %uglygep879 to <16 x float>*
  %uglygep885 = getelementptr i8, i8* %633, i64 %lsr.iv132
  %uglygep885886 = bitcast i8* %uglygep885 to <16 x float>*
  %scevgep887 = getelementptr <16 x float>, <16 x float>* %uglygep885886, i64 -3
  %wide.load.epil.epil = load <16 x float>, <16 x float>* %scevgep887, align 4
  %uglygep888 = getelementptr i8, i8* %633, i64 %lsr.iv132
  %uglygep888889 = bitcast i8* %uglygep888 to <16 x float>*
  %scevgep890 = getelementptr <16 x float>, <16 x float>* %uglygep888889, i64 -2
  %wide.load33.epil.epil = load <16 x float>, <16 x float>* %scevgep890, align 4
  %uglygep882 = getelementptr i8, i8* %633, i64 %lsr.iv132
  %uglygep882883 = bitcast i8* %uglygep882 to <16 x float>*
  %scevgep884 = getelementptr <16 x float>, <16 x float>* %uglygep882883, i64 -1
  %wide.load34.epil.epil = load <16 x float>, <16 x float>* %scevgep884, align 4
  %wide.load35.epil.epil = load <16 x float>, <16 x float>* %uglygep885886, align 4
  %uglygep874 = getelementptr i8, i8* %634, i64 %lsr.iv132
  %uglygep874875 = bitcast i8* %uglygep874 to <16 x float>*
  %scevgep877 = getelementptr <16 x float>, <16 x float>* %uglygep874875, i64 -3
  store <16 x float> %wide.load.epil.epil, <16 x float>* %scevgep877, align 4
  %uglygep870 = getelementptr i8, i8* %634, i64 %lsr.iv132
  %uglygep870871 = bitcast i8* %uglygep870 to <16 x float>*
  %scevgep873 = getelementptr <16 x float>, <16 x float>* %uglygep870871, i64 -2
  store <16 x float> %wide.load33.epil.epil, <16 x float>* %scevgep873, align 4
  %uglygep866 = getelementptr i8, i8* %634, i64 %lsr.iv132
  %uglygep866867 = bitcast i8* %uglygep866 to <16 x float>*
  %scevgep869 = getelementptr <16 x float>, <16 x float>* %uglygep866867, i64 -1
  store <16 x float> %wide.load34.epil.epil, <16 x float>* %scevgep869, align 4
  store <16 x float> %wide.load35.epil.epil, <16 x float>* %uglygep879880, align 4
  %lsr.iv.next133 = add nuw nsw i64 %lsr.iv132, 256
  %epil.iter.cmp.epil.not = icmp eq i64 %632, %lsr.iv.next133
  br i1 %epil.iter.cmp.epil.not, label %middle.block.epil, label %vector.body.epil.epil, !llvm.loop !119

middle.block.epil:                                ; preds = %vector.body.epil.epil, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %n.vec.epil, %arg.a.5.1
  br i1 %cmp.n.epil, label %for.end, label %vec.epilog.iter.check.epil

vec.epilog.iter.check.epil:                       ; preds = %middle.block.epil
  %n.vec.remaining.epil = and i64 %arg.a.5.1, 56
  %min.epilog.iters.check.epil = icmp eq i64 %n.vec.remaining.epil, 0
  br i1 %min.epilog.iters.check.epil, label %for.body.1.us.preheader.epil, label %vec.epilog.ph.epil

vec.epilog.ph.epil:                               ; preds = %vec.epilog.iter.check.epil, %vector.main.loop.iter.check.epil
  %vec.epilog.resume.val.epil = phi i64 [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ 0, %vector.main.loop.iter.check.epil ]
  %n.vec37.epil = and i64 %arg.a.5.1, -8
  %scevgep120 = getelementptr float, float* %arg.a.4, i64 %.126.us.epil
  %scevgep289 = getelementptr float, float* %.6.i5, i64 %loop.index4.us.unr159
  br label %vec.epilog.vector.body.epil

vec.epilog.vector.body.epil:                      ; preds = %vec.epilog.vector.body.epil, %vec.epilog.ph.epil
  %offset.idx.epil = phi i64 [ %index.next41.epil, %vec.epilog.vector.body.epil ], [ %vec.epilog.resume.val.epil, %vec.epilog.ph.epil ]
  %scevgep863 = getelementptr float, float* %scevgep289, i64 %offset.idx.epil
  %scevgep863864 = bitcast float* %scevgep863 to <8 x float>*
  %scevgep860 = getelementptr float, float* %scevgep120, i64 %offset.idx.epil
  %scevgep860861 = bitcast float* %scevgep860 to <8 x float>*
  %wide.load40.epil = load <8 x float>, <8 x float>* %scevgep860861, align 4
  store <8 x float> %wide.load40.epil, <8 x float>* %scevgep863864, align 4
  %index.next41.epil = add nuw i64 %offset.idx.epil, 8
  %635 = icmp eq i64 %n.vec37.epil, %index.next41.epil
  br i1 %635, label %vec.epilog.middle.block.epil, label %vec.epilog.vector.body.epil, !llvm.loop !120

vec.epilog.middle.block.epil:                     ; preds = %vec.epilog.vector.body.epil
  %cmp.n38.epil = icmp eq i64 %n.vec37.epil, %arg.a.5.1
  br i1 %cmp.n38.epil, label %for.end, label %for.body.1.us.preheader.epil

for.body.1.us.preheader.epil:                     ; preds = %vec.epilog.middle.block.epil, %vec.epilog.iter.check.epil, %iter.check.epil
  %loop.index.12.us.ph.epil = phi i64 [ 0, %iter.check.epil ], [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ %n.vec37.epil, %vec.epilog.middle.block.epil ]
  %636 = sub i64 %4, %loop.index.12.us.ph.epil
  %xtraiter48.epil = and i64 %arg.a.5.1, 7
  %lcmp.mod49.epil.not = icmp eq i64 %xtraiter48.epil, 0
  br i1 %lcmp.mod49.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil.preheader

for.body.1.us.prol.epil.preheader:                ; preds = %for.body.1.us.preheader.epil
  %637 = mul i64 %loop.index.12.us.ph.epil, %arg.a.5.0
  %638 = add i64 %637, %loop.index4.us.unr159
  %scevgep108 = getelementptr float, float* %.6.i5, i64 %638
  %scevgep112 = getelementptr float, float* %arg.a.4, i64 %.126.us.epil
  %639 = shl i64 %arg.a.5.0, 2
  br label %for.body.1.us.prol.epil

for.body.1.us.prol.epil:                          ; preds = %for.body.1.us.prol.epil, %for.body.1.us.prol.epil.preheader
  %lsr.iv855 = phi float* [ %640, %for.body.1.us.prol.epil ], [ %scevgep108, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv114 = phi i64 [ %lsr.iv.next, %for.body.1.us.prol.epil ], [ %xtraiter48.epil, %for.body.1.us.prol.epil.preheader ]
  %loop.index.12.us.prol.epil = phi i64 [ %.139.us.prol.epil, %for.body.1.us.prol.epil ], [ %loop.index.12.us.ph.epil, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv855856 = bitcast float* %lsr.iv855 to i1*
  %scevgep858 = getelementptr float, float* %scevgep112, i64 %loop.index.12.us.prol.epil
  %.137.us.prol.epil = load float, float* %scevgep858, align 4
  store float %.137.us.prol.epil, float* %lsr.iv855, align 4
  %.139.us.prol.epil = add nuw i64 %loop.index.12.us.prol.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv114, -1
  %scevgep857 = getelementptr i1, i1* %lsr.iv855856, i64 %639
  %640 = bitcast i1* %scevgep857 to float*
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil, !llvm.loop !103

for.body.1.us.prol.loopexit.epil:                 ; preds = %for.body.1.us.prol.epil, %for.body.1.us.preheader.epil
  %loop.index.12.us.unr.epil = phi i64 [ %loop.index.12.us.ph.epil, %for.body.1.us.preheader.epil ], [ %.139.us.prol.epil, %for.body.1.us.prol.epil ]
  %641 = icmp ult i64 %636, 7
  br i1 %641, label %for.end, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.body.1.us.prol.loopexit.epil
  %642 = add i64 %.126.us.epil, 7
  %scevgep = getelementptr float, float* %arg.a.4, i64 %642
  %643 = mul i64 %loop.index.12.us.unr.epil, %arg.a.5.0
  %644 = add i64 %643, %loop.index4.us.unr159
  %scevgep91 = getelementptr float, float* %.6.i5, i64 %644
  %645 = shl i64 %arg.a.5.0, 2
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader
  %lsr.iv814 = phi float* [ %uglygep853854, %for.body.1.us.epil ], [ %scevgep91, %for.body.1.us.epil.preheader ]
  %loop.index.12.us.epil = phi i64 [ %.139.us.7.epil, %for.body.1.us.epil ], [ %loop.index.12.us.unr.epil, %for.body.1.us.epil.preheader ]
  %lsr.iv814839 = bitcast float* %lsr.iv814 to i8*
  %scevgep835 = getelementptr float, float* %scevgep, i64 %loop.index.12.us.epil
  %scevgep836 = getelementptr float, float* %scevgep835, i64 -7
  %.137.us.epil = load float, float* %scevgep836, align 4
  store float %.137.us.epil, float* %lsr.iv814, align 4
  %scevgep832 = getelementptr float, float* %scevgep, i64 %loop.index.12.us.epil
  %scevgep833 = getelementptr float, float* %scevgep832, i64 -6
  %.137.us.1.epil = load float, float* %scevgep833, align 4
  %uglygep = getelementptr i8, i8* %lsr.iv814839, i64 %645
  %uglygep840 = bitcast i8* %uglygep to float*
  store float %.137.us.1.epil, float* %uglygep840, align 4
  %scevgep829 = getelementptr float, float* %scevgep, i64 %loop.index.12.us.epil
  %scevgep830 = getelementptr float, float* %scevgep829, i64 -5
  %.137.us.2.epil = load float, float* %scevgep830, align 4
  %uglygep841 = getelementptr i8, i8* %uglygep, i64 %645
  %uglygep841842 = bitcast i8* %uglygep841 to float*
  store float %.137.us.2.epil, float* %uglygep841842, align 4
  %scevgep826 = getelementptr float, float* %scevgep, i64 %loop.index.12.us.epil
  %scevgep828 = getelementptr float, float* %scevgep826, i64 -4
  %.137.us.3.epil = load float, float* %scevgep828, align 4
  %uglygep843 = getelementptr i8, i8* %uglygep841, i64 %645
  %uglygep843844 = bitcast i8* %uglygep843 to float*
  store float %.137.us.3.epil, float* %uglygep843844, align 4
  %scevgep824 = getelementptr float, float* %scevgep, i64 %loop.index.12.us.epil
  %scevgep825 = getelementptr float, float* %scevgep824, i64 -3
  %.137.us.4.epil = load float, float* %scevgep825, align 4
  %uglygep845 = getelementptr i8, i8* %uglygep843, i64 %645
  %uglygep845846 = bitcast i8* %uglygep845 to float*
  store float %.137.us.4.epil, float* %uglygep845846, align 4
  %scevgep821 = getelementptr float, float* %scevgep, i64 %loop.index.12.us.epil
  %scevgep822 = getelementptr float, float* %scevgep821, i64 -2
  %.137.us.5.epil = load float, float* %scevgep822, align 4
  %uglygep847 = getelementptr i8, i8* %uglygep845, i64 %645
  %uglygep847848 = bitcast i8* %uglygep847 to float*
  store float %.137.us.5.epil, float* %uglygep847848, align 4
  %scevgep818 = getelementptr float, float* %scevgep, i64 %loop.index.12.us.epil
  %scevgep820 = getelementptr float, float* %scevgep818, i64 -1
  %.137.us.6.epil = load float, float* %scevgep820, align 4
  %uglygep849 = getelementptr i8, i8* %uglygep847, i64 %645
  %uglygep849850 = bitcast i8* %uglygep849 to float*
  store float %.137.us.6.epil, float* %uglygep849850, align 4
  %scevgep838 = getelementptr float, float* %scevgep, i64 %loop.index.12.us.epil
  %.137.us.7.epil = load float, float* %scevgep838, align 4
  %uglygep851 = getelementptr i8, i8* %uglygep849, i64 %645
  %uglygep851852 = bitcast i8* %uglygep851 to float*
  store float %.137.us.7.epil, float* %uglygep851852, align 4
  %.139.us.7.epil = add nuw nsw i64 %loop.index.12.us.epil, 8
  %exitcond.not.7.epil = icmp eq i64 %arg.a.5.1, %.139.us.7.epil
  %uglygep853 = getelementptr i8, i8* %uglygep851, i64 %645
  %uglygep853854 = bitcast i8* %uglygep853 to float*
  br i1 %exitcond.not.7.epil, label %for.end, label %for.body.1.us.epil, !llvm.loop !104

for.end:                                          ; preds = %for.body.1.us.epil, %for.body.1.us.prol.loopexit.epil, %vec.epilog.middle.block.epil, %middle.block.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif
  %retptr.repack753125216704718 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack753125216704718, align 8
  %retptr.repack6 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack6, align 8
  %retptr.repack8 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.43, i64* %retptr.repack8, align 8
  %retptr.repack10 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack10, align 8
  %retptr.repack12 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %.6.i5, float** %retptr.repack12, align 8
  %retptr.repack14.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack14.repack, align 8
  %retptr.repack14.repack18 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.a.5.1, i64* %retptr.repack14.repack18, align 8
  %retptr.repack16.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 4, i64* %retptr.repack16.repack, align 8
  %retptr.repack16.repack20 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.46, i64* %retptr.repack16.repack20, align 8
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #0

declare i32 @numba_ez_gesdd(i8, i8, i64, i64, float*, i64, float*, float*, i64, float*, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{i1 true}
!4 = !{!5, !7, !8, !10}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!16 = !{!"branch_weights", i32 1, i32 7}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1F7mutable7alignedE"}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = !{!34, !36, !37, !39}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !12}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE"}
!44 = distinct !{!44, !12}
!45 = distinct !{!45, !12}
!46 = !{!47, !49}
!47 = distinct !{!47, !48, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!49 = distinct !{!49, !48, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!50 = !{!51, !53, !54, !56, !57, !59}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!57 = distinct !{!57, !58, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!59 = distinct !{!59, !58, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!60 = !{!61, !63}
!61 = distinct !{!61, !62, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!63 = distinct !{!63, !62, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!64 = !{!"branch_weights", i32 199, i32 9801}
!65 = !{!57, !59}
!66 = !{!67, !69, !70, !72, !73, !75}
!67 = distinct !{!67, !68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!68 = distinct !{!68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!69 = distinct !{!69, !68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!73 = distinct !{!73, !74, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29: %retptr"}
!74 = distinct !{!74, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29"}
!75 = distinct !{!75, !74, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29: %excinfo"}
!76 = !{!73, !75}
!77 = !{!78, !80, !81, !83, !84, !86}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!81 = distinct !{!81, !82, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!82 = distinct !{!82, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!83 = distinct !{!83, !82, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!84 = distinct !{!84, !85, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!86 = distinct !{!86, !85, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!87 = !{!84, !86}
!88 = !{!89, !91}
!89 = distinct !{!89, !90, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!91 = distinct !{!91, !90, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!92 = !{!93, !95}
!93 = distinct !{!93, !94, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!94 = distinct !{!94, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!95 = distinct !{!95, !94, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!96 = !{!97, !99, !100, !102}
!97 = distinct !{!97, !98, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!98 = distinct !{!98, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!99 = distinct !{!99, !98, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!100 = distinct !{!100, !101, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!101 = distinct !{!101, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!102 = distinct !{!102, !101, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!103 = distinct !{!103, !12}
!104 = distinct !{!104, !105}
!105 = !{!"llvm.loop.isvectorized", i32 1}
!106 = distinct !{!106, !12}
!107 = distinct !{!107, !12}
!108 = distinct !{!108, !12}
!109 = distinct !{!109, !12}
!110 = distinct !{!110, !12}
!111 = distinct !{!111, !12}
!112 = distinct !{!112, !12}
!113 = distinct !{!113, !12}
!114 = distinct !{!114, !12}
!115 = distinct !{!115, !12}
!116 = distinct !{!116, !12}
!117 = distinct !{!117, !105}
!118 = distinct !{!118, !12}
!119 = distinct !{!119, !12}
!120 = distinct !{!120, !105, !121}
!121 = !{!"llvm.loop.unroll.runtime.disable"}
