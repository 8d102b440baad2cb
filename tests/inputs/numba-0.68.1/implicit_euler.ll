; ModuleID = 'implicit_euler'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.implicit_euler = internal constant [15 x i8] c"implicit_euler\00"
@_ZN08NumbaEnv7kernels14implicit_eulerB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels14implicit_eulerB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [168 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14implicit_eulerB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj9numpy_eye12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2924omitted_28default_3d0_2948omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj22_eye_none_handler_impl12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.6 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.7 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.6, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.7, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f773bf4e550B3v92B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10solve_impl12_3clocals_3e10solve_implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg25_system_compute_nrhs_impl12_3clocals_3e9oneD_implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v40B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.12 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1.13 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.12, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1.13, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v42B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg38_system_check_dimensionally_valid_impl12_3clocals_3e9oneD_implB3v43B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.010056afbbb176fc9a4462a5ea0480d90ccd06c8 = internal constant [148 x i8] c"\80\04\95\89\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C<Incompatible array sizes, system is not dimensionally valid.\94\85\94\8C\09oneD_impl\94\8C\12numba/np/linalg.py\94M\93\06\87\94\87\94."
@.const.pickledata.010056afbbb176fc9a4462a5ea0480d90ccd06c8.sha1 = internal constant [20 x i8] c"\01\00V\AF\BB\B1v\FC\9ADb\A5\EA\04\80\D9\0C\CD\06\C8"
@.const.picklebuf.010056afbbb176fc9a4462a5ea0480d90ccd06c8 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.010056afbbb176fc9a4462a5ea0480d90ccd06c8, i32 148, ptr @.const.pickledata.010056afbbb176fc9a4462a5ea0480d90ccd06c8.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v44B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.30 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.31 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.26 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.30, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.31, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.28 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.29 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.27 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.28, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.29, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.24 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.25 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.23 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.24, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.25, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.24 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.25 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.20 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.24, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.25, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.22 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.23 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.21 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.22, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.23, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v48B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9oneD_implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.31 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.32 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.30 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.31, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.32, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.bytes.-3596957514301255344 = internal constant [2 x i8] c"(\00"
@.bytes.8891677930182646943 = internal constant [3 x i8] c",)\00"
@.bytes.-3729243754832727719 = internal constant [30 x i8] c"cannot assign slice of shape \00"
@.bytes.-4030968085971895554 = internal constant [22 x i8] c" from input of shape \00"
@.const.pickledata.c23684870b5723594dfd2b865e264e75421b5ce6 = internal constant [360 x i8] c"\80\04\95]\01\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\12llvmlite.ir.values\94\8C\08Constant\94\93\94)\81\94}\94(\8C\04type\94\8C\11llvmlite.ir.types\94\8C\11_TypedPointerType\94\93\94)\81\94}\94(\8C\09addrspace\94K\00\8C\07pointee\94h\09\8C\07IntType\94\93\94K\08\85\94\81\94}\94(\8C\05width\94K\08\8C\17_StrCaching__cached_str\94\8C\02i8\94ub\8C\09is_opaque\94\89h\16\8C\03i8*\94ub\8C\08constant\94N\8C&_StringReferenceCaching__cached_refstr\94\8C\04null\94h\16\8C\08i8* null\94ub\85\94\8C\04impl\94\8C\14numba/np/arrayobj.py\94M\B7\07\87\94\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.8 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.9 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.8, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.9, ptr null, i32 0 }
@".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE" = internal constant [188 x i8] c"missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE\00"
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v56B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@.bytes.5317899729839767045 = internal constant [2 x i8] c"0\00"
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.4 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.5 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.4, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.5, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_int12_3clocals_3e4implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode6ol_ord12_3clocals_3e4implB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode10_pick_kindB3v72B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEii = common local_unnamed_addr global ptr null
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40 = internal constant [127 x i8] c"\80\04\95t\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C!PY_UNICODE_WCHAR_KIND unsupported\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94Ms\01\87\94\87\94."
@.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1 = internal constant [20 x i8] c"\0B_\89\ADl\DD&\E1\16\F2.9{:\F1\86F\D4/@"
@.const.picklebuf.0b5f89ad6cdd26e116f22e397b3af18646d42f40 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40, i32 127, ptr @.const.pickledata.0b5f89ad6cdd26e116f22e397b3af18646d42f40.sha1, ptr null, i32 0 }
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f = internal constant [141 x i8] c"\80\04\95\82\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C/Unexpected unicode representation in _pick_kind\94\85\94\8C\0A_pick_kind\94\8C\18numba/cpython/unicode.py\94M\7F\01\87\94\87\94."
@.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1 = internal constant [20 x i8] c"A\E0\13\16\95\D2mU\A0\8C\F0\8C\0D?\BE\7F\CCA\A2/"
@.const.picklebuf.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f, i32 141, ptr @.const.pickledata.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEjj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94\8C'Unexpected unicode encoding encountered\94\85\94\8C\13_kind_to_byte_width\94\8C\18numba/cpython/unicode.py\94M\A3\01\87\94\87\94."
@.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1 = internal constant [20 x i8] c"3\F8\DE[\99\D1\06\92r\DE>\AD'{\86\18\16;\A7\7F"
@.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f, i32 142, ptr @.const.pickledata.33f8de5b99d1069272de3ead277b8618163ba77f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v62B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v77B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_str12_3clocals_3e12_3clambda_3eB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v89B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.38 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.39 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.37 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.38, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.39, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg16_inv_err_handlerB3v90B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb = internal constant [90 x i8] c"\80\04\95O\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\C4\03\87\94\87\94."
@.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb.sha1 = internal constant [20 x i8] c"w8\02\84\E0\08\14\8C\9F#\E8%c\D2\B6\E0\B3\1FL\EB"
@.const.picklebuf.77380284e008148c9f23e82563d2b6e0b31f4ceb = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb, i32 90, ptr @.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb.sha1, ptr null, i32 0 }
@.const.pickledata.979f0dd5c03db25da535a59e05c7ac6dfb43b30d = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C(Matrix is singular to machine precision.\94\85\94\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\C6\03\87\94\87\94."
@.const.pickledata.979f0dd5c03db25da535a59e05c7ac6dfb43b30d.sha1 = internal constant [20 x i8] c"\97\9F\0D\D5\C0=\B2]\A55\A5\9E\05\C7\ACm\FBC\B3\0D"
@.const.picklebuf.979f0dd5c03db25da535a59e05c7ac6dfb43b30d = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.979f0dd5c03db25da535a59e05c7ac6dfb43b30d, i32 135, ptr @.const.pickledata.979f0dd5c03db25da535a59e05c7ac6dfb43b30d.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v91B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f773bd04c50B3v93B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels14implicit_eulerB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.x0.0, ptr readnone captures(none) %arg.x0.1, i64 %arg.x0.2, i64 %arg.x0.3, ptr readonly captures(none) %arg.x0.4, i64 %arg.x0.5.0, i64 %arg.x0.6.0) local_unnamed_addr {
B0:
  %.58.fca.5.0.load.fr = freeze i64 %arg.x0.5.0
  %arg.A.5.1.fr = freeze i64 %arg.A.5.1
  %arg.A.5.0.fr = freeze i64 %arg.A.5.0
  %.615 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.7 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.615, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.7, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.x0.0)
  %.29.i.i.i = icmp slt i64 %.58.fca.5.0.load.fr, 0
  br i1 %.29.i.i.i, label %B0.if.if, label %B0.endif.endif.endif.endif.i.i.i, !prof !0

B166.i:                                           ; preds = %B166.preheader.i, %B166.i
  %lsr.iv.i = phi ptr [ %scevgep.i, %B166.preheader.i ], [ %scevgep26.i, %B166.i ]
  %.220181183.i = phi i64 [ %.220181183.ph.i, %B166.preheader.i ], [ %.227.i, %B166.i ]
  %.227.i = add nuw nsw i64 %.220181183.i, 1
  store double 1.000000e+00, ptr %lsr.iv.i, align 8, !noalias !1
  %scevgep26.i = getelementptr i8, ptr %lsr.iv.i, i64 %24
  %exitcond.not.i = icmp eq i64 %.58.fca.5.0.load.fr, %.227.i
  br i1 %exitcond.not.i, label %B128.i64, label %B166.i, !llvm.loop !5

B0.endif.endif.endif.endif.i.i.i:                 ; preds = %B0
  %const1184 = bitcast i64 -1152921504606846976 to i64
  %const1183 = bitcast i64 -2305843009213693952 to i64
  %.50.i.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.58.fca.5.0.load.fr, i64 %.58.fca.5.0.load.fr)
  %.51.i.i.i = extractvalue { i64, i1 } %.50.i.i.i, 0
  %.52.i.i.i = extractvalue { i64, i1 } %.50.i.i.i, 1
  %.54.i.i.i = shl i64 %.58.fca.5.0.load.fr, 3
  %0 = add i64 %.51.i.i.i, %const1184
  %.57.i.i.i = icmp ult i64 %0, %const1183
  %.58.i.i.i = or i1 %.52.i.i.i, %.57.i.i.i
  br i1 %.58.i.i.i, label %B0.if.if, label %B0.endif.endif.endif.endif.endif.i.i.i, !prof !8

B0.endif.endif.endif.endif.endif.i.i.i:           ; preds = %B0.endif.endif.endif.endif.i.i.i
  %.56.i.i.i = shl nsw i64 %.51.i.i.i, 3
  %.7.i.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i.i.i, i32 32), !noalias !9
  %.8.i.i.i.i.i = icmp eq ptr %.7.i.i.i.i.i, null
  br i1 %.8.i.i.i.i.i, label %B0.if.if, label %B96.endif.endif.i, !prof !8

B96.endif.endif.i:                                ; preds = %B0.endif.endif.endif.endif.endif.i.i.i
  %.5.i.i.i.i = getelementptr i8, ptr %.7.i.i.i.i.i, i64 24
  %.6.i.i.i.i = load ptr, ptr %.5.i.i.i.i, align 8, !noalias !22
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i.i, i8 0, i64 %.56.i.i.i, i1 false), !noalias !23
  %.214182.not.i = icmp eq i64 %.58.fca.5.0.load.fr, 0
  br i1 %.214182.not.i, label %B90.i75, label %iter.check.i

iter.check.i:                                     ; preds = %B96.endif.endif.i
  %min.iters.check.i = icmp samesign ult i64 %.58.fca.5.0.load.fr, 8
  br i1 %min.iters.check.i, label %B166.preheader.i, label %vector.main.loop.iter.check.i

vector.main.loop.iter.check.i:                    ; preds = %iter.check.i
  %const1172 = bitcast i64 9223372036854775776 to i64
  %min.iters.check13.i = icmp samesign ult i64 %.58.fca.5.0.load.fr, 32
  br i1 %min.iters.check13.i, label %vector.main.loop.iter.check.vec.epilog.ph_crit_edge.i, label %vector.ph.i

vector.main.loop.iter.check.vec.epilog.ph_crit_edge.i: ; preds = %vector.main.loop.iter.check.i
  %.pre.i = insertelement <8 x i64> poison, i64 %.58.fca.5.0.load.fr, i64 0
  %.pre1.i = shufflevector <8 x i64> %.pre.i, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.ph.i

vector.ph.i:                                      ; preds = %vector.main.loop.iter.check.i
  %n.vec.i = and i64 %.58.fca.5.0.load.fr, %const1172
  %broadcast.splatinsert.i = insertelement <8 x i64> poison, i64 %.58.fca.5.0.load.fr, i64 0
  %broadcast.splat.i = shufflevector <8 x i64> %broadcast.splatinsert.i, <8 x i64> poison, <8 x i32> zeroinitializer
  %1 = lshr i64 %.58.fca.5.0.load.fr, 5
  %2 = trunc i64 %1 to i58
  %3 = zext i58 %2 to i64
  %4 = mul nsw i64 %3, -32
  br label %vector.body.i

vector.body.i:                                    ; preds = %vector.body.i, %vector.ph.i
  %lsr.iv1158 = phi i64 [ %lsr.iv.next1159, %vector.body.i ], [ %4, %vector.ph.i ]
  %vec.ind.i = phi <8 x i64> [ %vec.ind.next.i, %vector.body.i ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph.i ]
  %step.add.i = add <8 x i64> %vec.ind.i, splat (i64 8)
  %step.add.2.i = add <8 x i64> %vec.ind.i, splat (i64 16)
  %step.add.3.i = add <8 x i64> %vec.ind.i, splat (i64 24)
  %5 = mul <8 x i64> %vec.ind.i, %broadcast.splat.i
  %6 = mul <8 x i64> %step.add.i, %broadcast.splat.i
  %7 = mul <8 x i64> %step.add.2.i, %broadcast.splat.i
  %8 = mul <8 x i64> %step.add.3.i, %broadcast.splat.i
  %9 = getelementptr double, ptr %.6.i.i.i.i, <8 x i64> %5
  %10 = getelementptr double, ptr %.6.i.i.i.i, <8 x i64> %6
  %11 = getelementptr double, ptr %.6.i.i.i.i, <8 x i64> %7
  %12 = getelementptr double, ptr %.6.i.i.i.i, <8 x i64> %8
  %13 = getelementptr double, <8 x ptr> %9, <8 x i64> %vec.ind.i
  %14 = getelementptr double, <8 x ptr> %10, <8 x i64> %step.add.i
  %15 = getelementptr double, <8 x ptr> %11, <8 x i64> %step.add.2.i
  %16 = getelementptr double, <8 x ptr> %12, <8 x i64> %step.add.3.i
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> splat (double 1.000000e+00), <8 x ptr> align 8 %13, <8 x i1> splat (i1 true)), !noalias !1
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> splat (double 1.000000e+00), <8 x ptr> align 8 %14, <8 x i1> splat (i1 true)), !noalias !1
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> splat (double 1.000000e+00), <8 x ptr> align 8 %15, <8 x i1> splat (i1 true)), !noalias !1
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> splat (double 1.000000e+00), <8 x ptr> align 8 %16, <8 x i1> splat (i1 true)), !noalias !1
  %vec.ind.next.i = add <8 x i64> %vec.ind.i, splat (i64 32)
  %lsr.iv.next1159 = add nsw i64 %lsr.iv1158, 32
  %17 = icmp eq i64 %lsr.iv.next1159, 0
  br i1 %17, label %middle.block.i, label %vector.body.i, !llvm.loop !26

middle.block.i:                                   ; preds = %vector.body.i
  %cmp.n.i = icmp eq i64 %.58.fca.5.0.load.fr, %n.vec.i
  br i1 %cmp.n.i, label %B90.i75, label %vec.epilog.iter.check.i

vec.epilog.iter.check.i:                          ; preds = %middle.block.i
  %18 = and i64 %.58.fca.5.0.load.fr, 24
  %min.epilog.iters.check.i = icmp eq i64 %18, 0
  br i1 %min.epilog.iters.check.i, label %B166.preheader.i, label %vec.epilog.ph.i, !prof !27

vec.epilog.ph.i:                                  ; preds = %vec.epilog.iter.check.i, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge.i
  %broadcast.splat17.pre-phi.i = phi <8 x i64> [ %.pre1.i, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge.i ], [ %broadcast.splat.i, %vec.epilog.iter.check.i ]
  %bc.resume.val.i = phi i64 [ 0, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge.i ], [ %n.vec.i, %vec.epilog.iter.check.i ]
  %const_mat1173 = add i64 %const1172, 24
  %n.vec15.i = and i64 %.58.fca.5.0.load.fr, %const_mat1173
  %broadcast.splatinsert18.i = insertelement <8 x i64> poison, i64 %bc.resume.val.i, i64 0
  %broadcast.splat19.i = shufflevector <8 x i64> %broadcast.splatinsert18.i, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction.i = or disjoint <8 x i64> %broadcast.splat19.i, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %19 = sub nsw i64 %bc.resume.val.i, %n.vec15.i
  br label %vec.epilog.vector.body.i

vec.epilog.vector.body.i:                         ; preds = %vec.epilog.vector.body.i, %vec.epilog.ph.i
  %lsr.iv27.i = phi i64 [ %lsr.iv.next.i, %vec.epilog.vector.body.i ], [ %19, %vec.epilog.ph.i ]
  %vec.ind21.i = phi <8 x i64> [ %vec.ind.next23.i, %vec.epilog.vector.body.i ], [ %induction.i, %vec.epilog.ph.i ]
  %20 = mul <8 x i64> %vec.ind21.i, %broadcast.splat17.pre-phi.i
  %21 = getelementptr double, ptr %.6.i.i.i.i, <8 x i64> %20
  %22 = getelementptr double, <8 x ptr> %21, <8 x i64> %vec.ind21.i
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> splat (double 1.000000e+00), <8 x ptr> align 8 %22, <8 x i1> splat (i1 true)), !noalias !1
  %vec.ind.next23.i = add nuw nsw <8 x i64> %vec.ind21.i, splat (i64 8)
  %lsr.iv.next.i = add i64 %lsr.iv27.i, 8
  %23 = icmp eq i64 %lsr.iv.next.i, 0
  br i1 %23, label %vec.epilog.middle.block.i, label %vec.epilog.vector.body.i, !llvm.loop !28

vec.epilog.middle.block.i:                        ; preds = %vec.epilog.vector.body.i
  %cmp.n24.i = icmp eq i64 %.58.fca.5.0.load.fr, %n.vec15.i
  br i1 %cmp.n24.i, label %B90.i75, label %B166.preheader.i

B166.preheader.i:                                 ; preds = %vec.epilog.middle.block.i, %vec.epilog.iter.check.i, %iter.check.i
  %.220181183.ph.i = phi i64 [ 0, %iter.check.i ], [ %n.vec.i, %vec.epilog.iter.check.i ], [ %n.vec15.i, %vec.epilog.middle.block.i ]
  %24 = add i64 %.54.i.i.i, 8
  %25 = mul i64 %.220181183.ph.i, %24
  %scevgep.i = getelementptr i8, ptr %.6.i.i.i.i, i64 %25
  br label %B166.i

B128.i:                                           ; preds = %B150.endif.2
  %.635.fca.0.load.3 = load ptr, ptr %.615, align 8
  %sunkaddr = getelementptr inbounds i8, ptr %.615, i64 32
  %.635.fca.4.load.3 = load ptr, ptr %sunkaddr, align 8
  %sunkaddr1185 = getelementptr inbounds i8, ptr %.615, i64 40
  %.635.fca.5.0.load.3 = load i64, ptr %sunkaddr1185, align 8
  tail call void @NRT_decref(ptr %.635.fca.0.load.2)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.67.not.i128 = icmp eq i64 %.635.fca.5.0.load.3, 1
  br i1 %.67.not.i128, label %B218.endif.endif.endif.endif.endif, label %B150.i133

B128.i64:                                         ; preds = %B166.i
  %.101.not.i65 = icmp eq i64 %.58.fca.5.0.load.fr, 1
  br i1 %.101.not.i65, label %B150.i79.1, label %B90.i75

common.ret:                                       ; preds = %for.end.2.endif, %B218.endif.endif.endif.endif.endif.if.if, %B218.endif.endif.endif.endif.if, %B150.if.if, %for.end.endif.if.if, %for.end.if, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B218.endif.endif.endif.endif.if ], [ 1, %B218.endif.endif.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ], [ %.625.lcssa, %B150.if.if ], [ 1, %for.end.if ], [ 1, %for.end.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0.endif.endif.endif.endif.endif.i.i.i, %B0.endif.endif.endif.endif.i.i.i, %B0
  %excinfo.1.0 = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.endif.endif.i.i.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.5, %B0.endif.endif.endif.endif.i.i.i ]
  store ptr %excinfo.1.0, ptr %excinfo, align 8
  br label %common.ret

B90.i75:                                          ; preds = %B128.i64, %vec.epilog.middle.block.i, %middle.block.i, %B96.endif.endif.i
  %.71.i76 = icmp ne i64 %arg.A.5.0.fr, %.58.fca.5.0.load.fr
  %.76.i77 = icmp ne i64 %arg.A.5.0.fr, 1
  %or.cond.i78 = and i1 %.76.i77, %.71.i76
  br i1 %or.cond.i78, label %B0.endif.endif.endif.endif.if, label %B150.i79

B150.i79:                                         ; preds = %B90.i75
  %.67.not.i74.1 = icmp eq i64 %.58.fca.5.0.load.fr, 1
  br i1 %.67.not.i74.1, label %B150.i79.1, label %B90.i75.1

B90.i75.1:                                        ; preds = %B150.i79
  %.71.i76.1 = icmp ne i64 %arg.A.5.1.fr, %.58.fca.5.0.load.fr
  %.76.i77.1 = icmp ne i64 %arg.A.5.1.fr, 1
  %or.cond.i78.1 = and i1 %.76.i77.1, %.71.i76.1
  br i1 %or.cond.i78.1, label %B0.endif.endif.endif.endif.if, label %B150.i79.1

B150.i79.1:                                       ; preds = %B150.i79, %B128.i64, %B90.i75.1
  %dest_shape300.sroa.0.1263 = phi i64 [ %.58.fca.5.0.load.fr, %B90.i75.1 ], [ 1, %B150.i79 ], [ %arg.A.5.0.fr, %B128.i64 ]
  %dest_shape300.sroa.7.1 = phi i64 [ %.58.fca.5.0.load.fr, %B90.i75.1 ], [ %arg.A.5.1.fr, %B150.i79 ], [ %arg.A.5.1.fr, %B128.i64 ]
  %.208 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape300.sroa.0.1263, i64 %dest_shape300.sroa.7.1)
  %.209 = extractvalue { i64, i1 } %.208, 0
  %.210 = extractvalue { i64, i1 } %.208, 1
  %.212 = shl i64 %dest_shape300.sroa.7.1, 3
  %26 = add i64 %.209, %const1184
  %.215 = icmp ult i64 %26, %const1183
  %.216 = or i1 %.210, %.215
  br i1 %.216, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.if:                    ; preds = %B90.i75.1, %B90.i75
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !29
  br label %common.ret

B0.endif.endif.endif.endif.endif.if:              ; preds = %B150.i79.1
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !29
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B150.i79.1
  %.214 = shl nsw i64 %.209, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.214, i32 32), !noalias !30
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 1152921504606846976 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.300350 = icmp sgt i64 %dest_shape300.sroa.0.1263, 0
  br i1 %.300350, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.303308 = icmp sgt i64 %dest_shape300.sroa.7.1, 0
  br i1 %.303308, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.305 = icmp samesign ugt i64 %.58.fca.5.0.load.fr, 1
  %27 = mul i64 %dest_shape300.sroa.7.1, %dest_shape300.sroa.0.1263
  %28 = shl i64 %27, 3
  %scevgep522 = getelementptr i8, ptr %.6.i, i64 %28
  br i1 %.305, label %for.cond.1.preheader.lr.ph.split.us.split.us.split.us, label %for.cond.1.preheader.us.preheader

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.lr.ph.split.us
  %29 = icmp ugt i64 %arg.A.5.0.fr, 1
  br i1 %29, label %for.cond.1.preheader.us.us.preheader, label %for.cond.1.preheader.us.preheader.split

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.us.preheader
  %const1179 = bitcast i64 9223372036854775776 to i64
  %const1166 = bitcast i64 8070450532247928800 to i64
  %const1160 = bitcast i64 2305843009213693951 to i64
  %scevgep347 = getelementptr i8, ptr %.6.i.i.i.i, i64 8
  %30 = add nuw i64 %dest_shape300.sroa.0.1263, %const1160
  %31 = mul i64 %arg.A.5.1.fr, %30
  %32 = add i64 %31, %dest_shape300.sroa.7.1
  %33 = shl i64 %32, 3
  %scevgep348 = getelementptr i8, ptr %arg.A.4, i64 %33
  %34 = mul i64 %dest_shape300.sroa.7.1, %dest_shape300.sroa.0.1263
  %35 = shl i64 %34, 3
  %scevgep376 = getelementptr i8, ptr %.6.i, i64 %35
  %scevgep377 = getelementptr i8, ptr %.6.i.i.i.i, i64 8
  %36 = shl i64 %arg.A.5.1.fr, 3
  %bound0380 = icmp ult ptr %.6.i, %scevgep377
  %bound1381 = icmp ult ptr %.6.i.i.i.i, %scevgep376
  %found.conflict382 = and i1 %bound0380, %bound1381
  %.mask607 = and i64 %dest_shape300.sroa.7.1, %const
  %stride.check387 = icmp ne i64 %.mask607, 0
  %invariant.op = or i1 %stride.check387, %found.conflict382
  %n.vec397 = and i64 %dest_shape300.sroa.7.1, %const1166
  %const_mat1167 = add i64 %const1166, 28
  %n.vec411 = and i64 %dest_shape300.sroa.7.1, %const_mat1167
  %bound0349 = icmp ult ptr %.6.i, %scevgep347
  %bound1350 = icmp ult ptr %.6.i.i.i.i, %scevgep522
  %found.conflict351 = and i1 %bound0349, %bound1350
  %bound0353 = icmp ult ptr %.6.i, %scevgep348
  %bound1354 = icmp ult ptr %arg.A.4, %scevgep522
  %found.conflict355 = and i1 %bound0353, %bound1354
  %37 = or i64 %arg.A.5.1.fr, %dest_shape300.sroa.7.1
  %38 = and i64 %37, %const
  %39 = icmp ne i64 %38, 0
  %40 = or i1 %found.conflict355, %39
  %conflict.rdx358 = or i1 %found.conflict351, %40
  %n.vec362 = and i64 %dest_shape300.sroa.7.1, %const1179
  %ind.escape = add nsw i64 %n.vec362, -1
  %xtraiter632 = and i64 %dest_shape300.sroa.7.1, 7
  %scevgep980 = getelementptr i8, ptr %.6.i, i64 192
  %41 = shl i64 %dest_shape300.sroa.7.1, 3
  %scevgep1018 = getelementptr i8, ptr %arg.A.4, i64 192
  %42 = shl i64 %arg.A.5.1.fr, 3
  %43 = sub i64 0, %xtraiter632
  %44 = sub i64 0, %dest_shape300.sroa.7.1
  br label %for.cond.1.preheader.us.us

for.cond.1.preheader.us.us:                       ; preds = %for.cond.1.preheader.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us
  %lsr.iv1033 = phi ptr [ %arg.A.4, %for.cond.1.preheader.us.us.preheader ], [ %scevgep1034, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us ]
  %lsr.iv1019 = phi ptr [ %scevgep1018, %for.cond.1.preheader.us.us.preheader ], [ %scevgep1020, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us ]
  %lsr.iv990 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.preheader ], [ %scevgep991, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us ]
  %lsr.iv981 = phi ptr [ %scevgep980, %for.cond.1.preheader.us.us.preheader ], [ %scevgep982, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us ]
  %loop.index355.us.us = phi i64 [ %.372.us.us, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  %.296.0354.us.us = phi i64 [ %.us-phi212.us, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  %45 = icmp ugt i64 %arg.A.5.1.fr, 1
  %46 = mul i64 %36, %loop.index355.us.us
  %47 = getelementptr i8, ptr %arg.A.4, i64 %46
  %scevgep378 = getelementptr i8, ptr %47, i64 8
  %.333.us365.us.us = mul i64 %loop.index355.us.us, %arg.A.5.1.fr
  %48 = getelementptr double, ptr %arg.A.4, i64 %.333.us365.us.us
  br i1 %45, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader, label %iter.check392

for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader: ; preds = %for.cond.1.preheader.us.us
  %49 = icmp ult i64 %dest_shape300.sroa.7.1, 32
  %brmerge = select i1 %49, i1 true, i1 %conflict.rdx358
  br i1 %brmerge, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader621, label %vector.ph360

vector.ph360:                                     ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader
  %50 = load double, ptr %.6.i.i.i.i, align 8, !alias.scope !37
  %broadcast.splatinsert369 = insertelement <8 x double> poison, double %50, i64 0
  %broadcast.splat370 = shufflevector <8 x double> %broadcast.splatinsert369, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body363

vector.body363:                                   ; preds = %vector.body363, %vector.ph360
  %index364 = phi i64 [ 0, %vector.ph360 ], [ %index.next371, %vector.body363 ]
  %51 = shl i64 %index364, 3
  %scevgep1026 = getelementptr i8, ptr %lsr.iv1019, i64 %51
  %scevgep1027 = getelementptr i8, ptr %scevgep1026, i64 -192
  %52 = shl i64 %index364, 3
  %scevgep1024 = getelementptr i8, ptr %lsr.iv1019, i64 %52
  %scevgep1025 = getelementptr i8, ptr %scevgep1024, i64 -128
  %53 = shl i64 %index364, 3
  %scevgep1022 = getelementptr i8, ptr %lsr.iv1019, i64 %53
  %scevgep1023 = getelementptr i8, ptr %scevgep1022, i64 -64
  %54 = shl i64 %index364, 3
  %scevgep1021 = getelementptr i8, ptr %lsr.iv1019, i64 %54
  %wide.load365 = load <8 x double>, ptr %scevgep1027, align 8, !alias.scope !40
  %wide.load366 = load <8 x double>, ptr %scevgep1025, align 8, !alias.scope !40
  %wide.load367 = load <8 x double>, ptr %scevgep1023, align 8, !alias.scope !40
  %wide.load368 = load <8 x double>, ptr %scevgep1021, align 8, !alias.scope !40
  %55 = fmul <8 x double> %wide.load365, splat (double 1.000000e-01)
  %56 = fmul <8 x double> %wide.load366, splat (double 1.000000e-01)
  %57 = fmul <8 x double> %wide.load367, splat (double 1.000000e-01)
  %58 = fmul <8 x double> %wide.load368, splat (double 1.000000e-01)
  %59 = fsub <8 x double> %broadcast.splat370, %55
  %60 = fsub <8 x double> %broadcast.splat370, %56
  %61 = fsub <8 x double> %broadcast.splat370, %57
  %62 = fsub <8 x double> %broadcast.splat370, %58
  %63 = shl i64 %index364, 3
  %scevgep1016 = getelementptr i8, ptr %lsr.iv981, i64 %63
  %scevgep1017 = getelementptr i8, ptr %scevgep1016, i64 -192
  %64 = shl i64 %index364, 3
  %scevgep1014 = getelementptr i8, ptr %lsr.iv981, i64 %64
  %scevgep1015 = getelementptr i8, ptr %scevgep1014, i64 -128
  %65 = shl i64 %index364, 3
  %scevgep1012 = getelementptr i8, ptr %lsr.iv981, i64 %65
  %scevgep1013 = getelementptr i8, ptr %scevgep1012, i64 -64
  %66 = shl i64 %index364, 3
  %scevgep1011 = getelementptr i8, ptr %lsr.iv981, i64 %66
  store <8 x double> %59, ptr %scevgep1017, align 8, !alias.scope !42, !noalias !44
  store <8 x double> %60, ptr %scevgep1015, align 8, !alias.scope !42, !noalias !44
  store <8 x double> %61, ptr %scevgep1013, align 8, !alias.scope !42, !noalias !44
  store <8 x double> %62, ptr %scevgep1011, align 8, !alias.scope !42, !noalias !44
  %index.next371 = add nuw i64 %index364, 32
  %67 = icmp eq i64 %n.vec362, %index.next371
  br i1 %67, label %middle.block372, label %vector.body363, !llvm.loop !45

middle.block372:                                  ; preds = %vector.body363
  %68 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec362
  br i1 %68, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader621

for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader621: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader, %middle.block372
  %loop.index.1313.us359.us.us.us.ph = phi i64 [ %n.vec362, %middle.block372 ], [ 0, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader ]
  %69 = icmp eq i64 %xtraiter632, 0
  br i1 %69, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader621
  %70 = shl i64 %loop.index.1313.us359.us.us.us.ph, 3
  br label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol
  %lsr.iv1030 = phi i64 [ %70, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.preheader ], [ %lsr.iv.next1031, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol ]
  %lsr.iv1028 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.preheader ], [ %lsr.iv.next1029, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol ]
  %.321.us362.us.us.us.prol = load double, ptr %.6.i.i.i.i, align 8
  %scevgep1035 = getelementptr i8, ptr %lsr.iv1033, i64 %lsr.iv1030
  %.338.us367.us.us.us.prol = load double, ptr %scevgep1035, align 8
  %.6.i112.us.us.us.prol = fmul double %.338.us367.us.us.us.prol, 1.000000e-01
  %.7.i113.us.us.us.prol = fsub double %.321.us362.us.us.us.prol, %.6.i112.us.us.us.prol
  %scevgep1032 = getelementptr i8, ptr %lsr.iv990, i64 %lsr.iv1030
  store double %.7.i113.us.us.us.prol, ptr %scevgep1032, align 8
  %lsr.iv.next1029 = add nsw i64 %lsr.iv1028, -1
  %lsr.iv.next1031 = add nuw nsw i64 %lsr.iv1030, 8
  %prol.iter634.cmp.not = icmp eq i64 %43, %lsr.iv.next1029
  br i1 %prol.iter634.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol, !llvm.loop !46

for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol
  %71 = add nsw i64 %loop.index.1313.us359.us.us.us.ph, -1
  %72 = sub i64 %71, %lsr.iv.next1029
  %73 = sub i64 %loop.index.1313.us359.us.us.us.ph, %lsr.iv.next1029
  br label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit

for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader621
  %loop.index.1313.us359.us.us.us.lcssa.unr = phi i64 [ poison, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader621 ], [ %72, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit.loopexit ]
  %loop.index.1313.us359.us.us.us.unr = phi i64 [ %loop.index.1313.us359.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader621 ], [ %73, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit.loopexit ]
  %74 = sub nsw i64 %loop.index.1313.us359.us.us.us.ph, %dest_shape300.sroa.7.1
  %75 = icmp ugt i64 %74, -8
  br i1 %75, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader665

for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader665: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit
  %76 = add nsw i64 %loop.index.1313.us359.us.us.us.unr, -1
  br label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us

for.body.1.endif.endif.endif.endif.endif.us369.us.us213: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader666, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213
  %loop.index.1313.us359.us.us214 = phi i64 [ %.370.us372.us.us220.7, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213 ], [ %loop.index.1313.us359.us.us214.unr, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader666 ]
  %.321.us362.us.us215 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.us.us216 = load double, ptr %.337.us366.us.us224, align 8
  %.6.i112.us.us217 = fmul double %.338.us367.us.us216, 1.000000e-01
  %.7.i113.us.us218 = fsub double %.321.us362.us.us215, %.6.i112.us.us217
  %77 = shl i64 %loop.index.1313.us359.us.us214, 3
  %scevgep998 = getelementptr i8, ptr %lsr.iv990, i64 %77
  store double %.7.i113.us.us218, ptr %scevgep998, align 8
  %.321.us362.us.us215.1 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.us.us216.1 = load double, ptr %.337.us366.us.us224, align 8
  %.6.i112.us.us217.1 = fmul double %.338.us367.us.us216.1, 1.000000e-01
  %.7.i113.us.us218.1 = fsub double %.321.us362.us.us215.1, %.6.i112.us.us217.1
  %78 = shl i64 %loop.index.1313.us359.us.us214, 3
  %scevgep1003 = getelementptr i8, ptr %lsr.iv990, i64 %78
  %scevgep1004 = getelementptr i8, ptr %scevgep1003, i64 8
  store double %.7.i113.us.us218.1, ptr %scevgep1004, align 8
  %.321.us362.us.us215.2 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.us.us216.2 = load double, ptr %.337.us366.us.us224, align 8
  %.6.i112.us.us217.2 = fmul double %.338.us367.us.us216.2, 1.000000e-01
  %.7.i113.us.us218.2 = fsub double %.321.us362.us.us215.2, %.6.i112.us.us217.2
  %79 = shl i64 %loop.index.1313.us359.us.us214, 3
  %scevgep1005 = getelementptr i8, ptr %lsr.iv990, i64 %79
  %scevgep1006 = getelementptr i8, ptr %scevgep1005, i64 16
  store double %.7.i113.us.us218.2, ptr %scevgep1006, align 8
  %.321.us362.us.us215.3 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.us.us216.3 = load double, ptr %.337.us366.us.us224, align 8
  %.6.i112.us.us217.3 = fmul double %.338.us367.us.us216.3, 1.000000e-01
  %.7.i113.us.us218.3 = fsub double %.321.us362.us.us215.3, %.6.i112.us.us217.3
  %80 = shl i64 %loop.index.1313.us359.us.us214, 3
  %scevgep1007 = getelementptr i8, ptr %lsr.iv990, i64 %80
  %scevgep1008 = getelementptr i8, ptr %scevgep1007, i64 24
  store double %.7.i113.us.us218.3, ptr %scevgep1008, align 8
  %.321.us362.us.us215.4 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.us.us216.4 = load double, ptr %.337.us366.us.us224, align 8
  %.6.i112.us.us217.4 = fmul double %.338.us367.us.us216.4, 1.000000e-01
  %.7.i113.us.us218.4 = fsub double %.321.us362.us.us215.4, %.6.i112.us.us217.4
  %81 = shl i64 %loop.index.1313.us359.us.us214, 3
  %scevgep996 = getelementptr i8, ptr %lsr.iv990, i64 %81
  %scevgep997 = getelementptr i8, ptr %scevgep996, i64 32
  store double %.7.i113.us.us218.4, ptr %scevgep997, align 8
  %.321.us362.us.us215.5 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.us.us216.5 = load double, ptr %.337.us366.us.us224, align 8
  %.6.i112.us.us217.5 = fmul double %.338.us367.us.us216.5, 1.000000e-01
  %.7.i113.us.us218.5 = fsub double %.321.us362.us.us215.5, %.6.i112.us.us217.5
  %82 = shl i64 %loop.index.1313.us359.us.us214, 3
  %scevgep1009 = getelementptr i8, ptr %lsr.iv990, i64 %82
  %scevgep1010 = getelementptr i8, ptr %scevgep1009, i64 40
  store double %.7.i113.us.us218.5, ptr %scevgep1010, align 8
  %.321.us362.us.us215.6 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.us.us216.6 = load double, ptr %.337.us366.us.us224, align 8
  %.6.i112.us.us217.6 = fmul double %.338.us367.us.us216.6, 1.000000e-01
  %.7.i113.us.us218.6 = fsub double %.321.us362.us.us215.6, %.6.i112.us.us217.6
  %83 = shl i64 %loop.index.1313.us359.us.us214, 3
  %scevgep1001 = getelementptr i8, ptr %lsr.iv990, i64 %83
  %scevgep1002 = getelementptr i8, ptr %scevgep1001, i64 48
  store double %.7.i113.us.us218.6, ptr %scevgep1002, align 8
  %.321.us362.us.us215.7 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.us.us216.7 = load double, ptr %.337.us366.us.us224, align 8
  %.6.i112.us.us217.7 = fmul double %.338.us367.us.us216.7, 1.000000e-01
  %.7.i113.us.us218.7 = fsub double %.321.us362.us.us215.7, %.6.i112.us.us217.7
  %84 = shl i64 %loop.index.1313.us359.us.us214, 3
  %scevgep999 = getelementptr i8, ptr %lsr.iv990, i64 %84
  %scevgep1000 = getelementptr i8, ptr %scevgep999, i64 56
  store double %.7.i113.us.us218.7, ptr %scevgep1000, align 8
  %.370.us372.us.us220.7 = add nuw nsw i64 %loop.index.1313.us359.us.us214, 8
  %exitcond.not.us.us221.7 = icmp eq i64 %dest_shape300.sroa.7.1, %.370.us372.us.us220.7
  br i1 %exitcond.not.us.us221.7, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213, !llvm.loop !48

iter.check392:                                    ; preds = %for.cond.1.preheader.us.us
  %85 = icmp ult i64 %dest_shape300.sroa.7.1, 4
  %.337.us366.us.us224 = getelementptr double, ptr %48, i64 %.296.0354.us.us
  br i1 %85, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader, label %vector.memcheck375

vector.memcheck375:                               ; preds = %iter.check392
  %86 = shl i64 %.296.0354.us.us, 3
  %scevgep379 = getelementptr i8, ptr %scevgep378, i64 %86
  %bound0384 = icmp ult ptr %.6.i, %scevgep379
  %bound1385 = icmp ult ptr %.337.us366.us.us224, %scevgep376
  %found.conflict386 = and i1 %bound0384, %bound1385
  %conflict.rdx388.reass = or i1 %found.conflict386, %invariant.op
  br i1 %conflict.rdx388.reass, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader, label %vector.main.loop.iter.check394

vector.main.loop.iter.check394:                   ; preds = %vector.memcheck375
  %87 = icmp ult i64 %dest_shape300.sroa.7.1, 32
  br i1 %87, label %vec.epilog.ph409, label %vector.ph395

vector.ph395:                                     ; preds = %vector.main.loop.iter.check394
  %88 = load double, ptr %.337.us366.us.us224, align 8, !alias.scope !49
  %89 = load double, ptr %.6.i.i.i.i, align 8, !alias.scope !52
  %90 = fmul double %88, 1.000000e-01
  %91 = fsub double %89, %90
  %broadcast.splatinsert400 = insertelement <8 x double> poison, double %91, i64 0
  %broadcast.splat401 = shufflevector <8 x double> %broadcast.splatinsert400, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body398

vector.body398:                                   ; preds = %vector.body398, %vector.ph395
  %index399 = phi i64 [ 0, %vector.ph395 ], [ %index.next402, %vector.body398 ]
  %92 = shl i64 %index399, 3
  %scevgep988 = getelementptr i8, ptr %lsr.iv981, i64 %92
  %scevgep989 = getelementptr i8, ptr %scevgep988, i64 -192
  %93 = shl i64 %index399, 3
  %scevgep986 = getelementptr i8, ptr %lsr.iv981, i64 %93
  %scevgep987 = getelementptr i8, ptr %scevgep986, i64 -128
  %94 = shl i64 %index399, 3
  %scevgep984 = getelementptr i8, ptr %lsr.iv981, i64 %94
  %scevgep985 = getelementptr i8, ptr %scevgep984, i64 -64
  %95 = shl i64 %index399, 3
  %scevgep983 = getelementptr i8, ptr %lsr.iv981, i64 %95
  store <8 x double> %broadcast.splat401, ptr %scevgep989, align 8, !alias.scope !54, !noalias !56
  store <8 x double> %broadcast.splat401, ptr %scevgep987, align 8, !alias.scope !54, !noalias !56
  store <8 x double> %broadcast.splat401, ptr %scevgep985, align 8, !alias.scope !54, !noalias !56
  store <8 x double> %broadcast.splat401, ptr %scevgep983, align 8, !alias.scope !54, !noalias !56
  %index.next402 = add nuw i64 %index399, 32
  %96 = icmp eq i64 %n.vec397, %index.next402
  br i1 %96, label %middle.block403, label %vector.body398, !llvm.loop !57

middle.block403:                                  ; preds = %vector.body398
  %97 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec397
  br i1 %97, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us, label %vec.epilog.iter.check407

vec.epilog.iter.check407:                         ; preds = %middle.block403
  %98 = and i64 %dest_shape300.sroa.7.1, 28
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader, label %vec.epilog.ph409, !prof !58

vec.epilog.ph409:                                 ; preds = %vector.main.loop.iter.check394, %vec.epilog.iter.check407
  %vec.epilog.resume.val405 = phi i64 [ %n.vec397, %vec.epilog.iter.check407 ], [ 0, %vector.main.loop.iter.check394 ]
  %100 = load double, ptr %.337.us366.us.us224, align 8, !alias.scope !49
  %101 = load double, ptr %.6.i.i.i.i, align 8, !alias.scope !52
  %102 = fmul double %100, 1.000000e-01
  %103 = fsub double %101, %102
  %broadcast.splatinsert414 = insertelement <4 x double> poison, double %103, i64 0
  %broadcast.splat415 = shufflevector <4 x double> %broadcast.splatinsert414, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body412

vec.epilog.vector.body412:                        ; preds = %vec.epilog.vector.body412, %vec.epilog.ph409
  %index413 = phi i64 [ %vec.epilog.resume.val405, %vec.epilog.ph409 ], [ %index.next416, %vec.epilog.vector.body412 ]
  %104 = shl i64 %index413, 3
  %scevgep992 = getelementptr i8, ptr %lsr.iv990, i64 %104
  store <4 x double> %broadcast.splat415, ptr %scevgep992, align 8, !alias.scope !54, !noalias !56
  %index.next416 = add nuw i64 %index413, 4
  %105 = icmp eq i64 %n.vec411, %index.next416
  br i1 %105, label %vec.epilog.middle.block417, label %vec.epilog.vector.body412, !llvm.loop !59

vec.epilog.middle.block417:                       ; preds = %vec.epilog.vector.body412
  %106 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec411
  br i1 %106, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader

for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader: ; preds = %vec.epilog.middle.block417, %vec.epilog.iter.check407, %vector.memcheck375, %iter.check392
  %loop.index.1313.us359.us.us214.ph = phi i64 [ 0, %iter.check392 ], [ 0, %vector.memcheck375 ], [ %n.vec397, %vec.epilog.iter.check407 ], [ %n.vec411, %vec.epilog.middle.block417 ]
  %107 = sub nsw i64 %dest_shape300.sroa.7.1, %loop.index.1313.us359.us.us214.ph
  %xtraiter629 = and i64 %107, 7
  %lcmp.mod630.not = icmp eq i64 %xtraiter629, 0
  br i1 %lcmp.mod630.not, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol

for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol
  %lsr.iv994 = phi i64 [ %xtraiter629, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.preheader ], [ %lsr.iv.next995, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol ]
  %loop.index.1313.us359.us.us214.prol = phi i64 [ %.370.us372.us.us220.prol, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol ], [ %loop.index.1313.us359.us.us214.ph, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.preheader ]
  %.321.us362.us.us215.prol = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.us.us216.prol = load double, ptr %.337.us366.us.us224, align 8
  %.6.i112.us.us217.prol = fmul double %.338.us367.us.us216.prol, 1.000000e-01
  %.7.i113.us.us218.prol = fsub double %.321.us362.us.us215.prol, %.6.i112.us.us217.prol
  %108 = shl i64 %loop.index.1313.us359.us.us214.prol, 3
  %scevgep993 = getelementptr i8, ptr %lsr.iv990, i64 %108
  store double %.7.i113.us.us218.prol, ptr %scevgep993, align 8
  %.370.us372.us.us220.prol = add nuw nsw i64 %loop.index.1313.us359.us.us214.prol, 1
  %lsr.iv.next995 = add nsw i64 %lsr.iv994, -1
  %prol.iter631.cmp.not = icmp eq i64 %lsr.iv.next995, 0
  br i1 %prol.iter631.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol, !llvm.loop !60

for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader
  %loop.index.1313.us359.us.us214.unr = phi i64 [ %loop.index.1313.us359.us.us214.ph, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader ], [ %.370.us372.us.us220.prol, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol ]
  %109 = sub nsw i64 %loop.index.1313.us359.us.us214.ph, %dest_shape300.sroa.7.1
  %110 = icmp ugt i64 %109, -8
  br i1 %110, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader666

for.body.1.endif.endif.endif.endif.endif.us369.us.us213.preheader666: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us369.us.us213

for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us213, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.loopexit, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit, %middle.block403, %vec.epilog.middle.block417, %middle.block372
  %.us-phi212.us = phi i64 [ %.296.0354.us.us, %middle.block403 ], [ %ind.escape, %middle.block372 ], [ %.296.0354.us.us, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213.prol.loopexit ], [ %.296.0354.us.us, %vec.epilog.middle.block417 ], [ %loop.index.1313.us359.us.us.us.lcssa.unr, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.prol.loopexit ], [ %lsr.iv.next1037, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us ], [ %.296.0354.us.us, %for.body.1.endif.endif.endif.endif.endif.us369.us.us213 ]
  %.372.us.us = add nuw nsw i64 %loop.index355.us.us, 1
  %scevgep982 = getelementptr i8, ptr %lsr.iv981, i64 %41
  %scevgep991 = getelementptr i8, ptr %lsr.iv990, i64 %41
  %scevgep1020 = getelementptr i8, ptr %lsr.iv1019, i64 %42
  %scevgep1034 = getelementptr i8, ptr %lsr.iv1033, i64 %42
  %exitcond637.not.us = icmp eq i64 %.372.us.us, %dest_shape300.sroa.0.1263
  br i1 %exitcond637.not.us, label %for.end, label %for.cond.1.preheader.us.us

for.body.1.endif.endif.endif.endif.endif.us369.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader665, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us
  %lsr.iv1036 = phi i64 [ %76, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us.preheader665 ], [ %lsr.iv.next1037, %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us ]
  %.321.us362.us.us.us = load double, ptr %.6.i.i.i.i, align 8
  %111 = shl i64 %lsr.iv1036, 3
  %scevgep1056 = getelementptr i8, ptr %lsr.iv1033, i64 %111
  %scevgep1057 = getelementptr i8, ptr %scevgep1056, i64 8
  %.338.us367.us.us.us = load double, ptr %scevgep1057, align 8
  %.6.i112.us.us.us = fmul double %.338.us367.us.us.us, 1.000000e-01
  %.7.i113.us.us.us = fsub double %.321.us362.us.us.us, %.6.i112.us.us.us
  %112 = shl i64 %lsr.iv1036, 3
  %scevgep1040 = getelementptr i8, ptr %lsr.iv990, i64 %112
  %scevgep1041 = getelementptr i8, ptr %scevgep1040, i64 8
  store double %.7.i113.us.us.us, ptr %scevgep1041, align 8
  %.321.us362.us.us.us.1 = load double, ptr %.6.i.i.i.i, align 8
  %113 = shl i64 %lsr.iv1036, 3
  %scevgep1058 = getelementptr i8, ptr %lsr.iv1033, i64 %113
  %scevgep1059 = getelementptr i8, ptr %scevgep1058, i64 16
  %.338.us367.us.us.us.1 = load double, ptr %scevgep1059, align 8
  %.6.i112.us.us.us.1 = fmul double %.338.us367.us.us.us.1, 1.000000e-01
  %.7.i113.us.us.us.1 = fsub double %.321.us362.us.us.us.1, %.6.i112.us.us.us.1
  %114 = shl i64 %lsr.iv1036, 3
  %scevgep1044 = getelementptr i8, ptr %lsr.iv990, i64 %114
  %scevgep1045 = getelementptr i8, ptr %scevgep1044, i64 16
  store double %.7.i113.us.us.us.1, ptr %scevgep1045, align 8
  %.321.us362.us.us.us.2 = load double, ptr %.6.i.i.i.i, align 8
  %115 = shl i64 %lsr.iv1036, 3
  %scevgep1060 = getelementptr i8, ptr %lsr.iv1033, i64 %115
  %scevgep1061 = getelementptr i8, ptr %scevgep1060, i64 24
  %.338.us367.us.us.us.2 = load double, ptr %scevgep1061, align 8
  %.6.i112.us.us.us.2 = fmul double %.338.us367.us.us.us.2, 1.000000e-01
  %.7.i113.us.us.us.2 = fsub double %.321.us362.us.us.us.2, %.6.i112.us.us.us.2
  %116 = shl i64 %lsr.iv1036, 3
  %scevgep1046 = getelementptr i8, ptr %lsr.iv990, i64 %116
  %scevgep1047 = getelementptr i8, ptr %scevgep1046, i64 24
  store double %.7.i113.us.us.us.2, ptr %scevgep1047, align 8
  %.321.us362.us.us.us.3 = load double, ptr %.6.i.i.i.i, align 8
  %117 = shl i64 %lsr.iv1036, 3
  %scevgep1062 = getelementptr i8, ptr %lsr.iv1033, i64 %117
  %scevgep1063 = getelementptr i8, ptr %scevgep1062, i64 32
  %.338.us367.us.us.us.3 = load double, ptr %scevgep1063, align 8
  %.6.i112.us.us.us.3 = fmul double %.338.us367.us.us.us.3, 1.000000e-01
  %.7.i113.us.us.us.3 = fsub double %.321.us362.us.us.us.3, %.6.i112.us.us.us.3
  %118 = shl i64 %lsr.iv1036, 3
  %scevgep1048 = getelementptr i8, ptr %lsr.iv990, i64 %118
  %scevgep1049 = getelementptr i8, ptr %scevgep1048, i64 32
  store double %.7.i113.us.us.us.3, ptr %scevgep1049, align 8
  %.321.us362.us.us.us.4 = load double, ptr %.6.i.i.i.i, align 8
  %119 = shl i64 %lsr.iv1036, 3
  %scevgep1064 = getelementptr i8, ptr %lsr.iv1033, i64 %119
  %scevgep1065 = getelementptr i8, ptr %scevgep1064, i64 40
  %.338.us367.us.us.us.4 = load double, ptr %scevgep1065, align 8
  %.6.i112.us.us.us.4 = fmul double %.338.us367.us.us.us.4, 1.000000e-01
  %.7.i113.us.us.us.4 = fsub double %.321.us362.us.us.us.4, %.6.i112.us.us.us.4
  %120 = shl i64 %lsr.iv1036, 3
  %scevgep1038 = getelementptr i8, ptr %lsr.iv990, i64 %120
  %scevgep1039 = getelementptr i8, ptr %scevgep1038, i64 40
  store double %.7.i113.us.us.us.4, ptr %scevgep1039, align 8
  %.321.us362.us.us.us.5 = load double, ptr %.6.i.i.i.i, align 8
  %121 = shl i64 %lsr.iv1036, 3
  %scevgep1066 = getelementptr i8, ptr %lsr.iv1033, i64 %121
  %scevgep1067 = getelementptr i8, ptr %scevgep1066, i64 48
  %.338.us367.us.us.us.5 = load double, ptr %scevgep1067, align 8
  %.6.i112.us.us.us.5 = fmul double %.338.us367.us.us.us.5, 1.000000e-01
  %.7.i113.us.us.us.5 = fsub double %.321.us362.us.us.us.5, %.6.i112.us.us.us.5
  %122 = shl i64 %lsr.iv1036, 3
  %scevgep1052 = getelementptr i8, ptr %lsr.iv990, i64 %122
  %scevgep1053 = getelementptr i8, ptr %scevgep1052, i64 48
  store double %.7.i113.us.us.us.5, ptr %scevgep1053, align 8
  %.321.us362.us.us.us.6 = load double, ptr %.6.i.i.i.i, align 8
  %123 = shl i64 %lsr.iv1036, 3
  %scevgep1068 = getelementptr i8, ptr %lsr.iv1033, i64 %123
  %scevgep1069 = getelementptr i8, ptr %scevgep1068, i64 56
  %.338.us367.us.us.us.6 = load double, ptr %scevgep1069, align 8
  %.6.i112.us.us.us.6 = fmul double %.338.us367.us.us.us.6, 1.000000e-01
  %.7.i113.us.us.us.6 = fsub double %.321.us362.us.us.us.6, %.6.i112.us.us.us.6
  %124 = shl i64 %lsr.iv1036, 3
  %scevgep1050 = getelementptr i8, ptr %lsr.iv990, i64 %124
  %scevgep1051 = getelementptr i8, ptr %scevgep1050, i64 56
  store double %.7.i113.us.us.us.6, ptr %scevgep1051, align 8
  %.321.us362.us.us.us.7 = load double, ptr %.6.i.i.i.i, align 8
  %125 = shl i64 %lsr.iv1036, 3
  %scevgep1054 = getelementptr i8, ptr %lsr.iv1033, i64 %125
  %scevgep1055 = getelementptr i8, ptr %scevgep1054, i64 64
  %.338.us367.us.us.us.7 = load double, ptr %scevgep1055, align 8
  %.6.i112.us.us.us.7 = fmul double %.338.us367.us.us.us.7, 1.000000e-01
  %.7.i113.us.us.us.7 = fsub double %.321.us362.us.us.us.7, %.6.i112.us.us.us.7
  %126 = shl i64 %lsr.iv1036, 3
  %scevgep1042 = getelementptr i8, ptr %lsr.iv990, i64 %126
  %scevgep1043 = getelementptr i8, ptr %scevgep1042, i64 64
  store double %.7.i113.us.us.us.7, ptr %scevgep1043, align 8
  %lsr.iv.next1037 = add i64 %lsr.iv1036, 8
  %127 = add i64 %44, %lsr.iv.next1037
  %exitcond.not.us.us.us.7 = icmp eq i64 %127, -1
  br i1 %exitcond.not.us.us.us.7, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us369.us.us.us, !llvm.loop !61

for.cond.1.preheader.us.preheader.split:          ; preds = %for.cond.1.preheader.us.preheader
  %128 = icmp ugt i64 %arg.A.5.1.fr, 1
  br i1 %128, label %for.cond.1.preheader.us.us225.preheader, label %for.cond.1.preheader.us.preheader282

for.cond.1.preheader.us.preheader282:             ; preds = %for.cond.1.preheader.us.preheader.split
  %const1164 = bitcast i64 8070450532247928800 to i64
  %scevgep284 = getelementptr i8, ptr %.6.i.i.i.i, i64 8
  %scevgep285 = getelementptr i8, ptr %arg.A.4, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep284
  %bound1 = icmp ult ptr %.6.i.i.i.i, %scevgep522
  %found.conflict = and i1 %bound0, %bound1
  %bound0286 = icmp ult ptr %.6.i, %scevgep285
  %bound1287 = icmp ult ptr %arg.A.4, %scevgep522
  %found.conflict288 = and i1 %bound0286, %bound1287
  %.mask = and i64 %dest_shape300.sroa.7.1, %const
  %stride.check289 = icmp ne i64 %.mask, 0
  %129 = or i1 %found.conflict288, %stride.check289
  %conflict.rdx = or i1 %found.conflict, %129
  %n.vec = and i64 %dest_shape300.sroa.7.1, %const1164
  %const_mat1165 = add i64 %const1164, 28
  %n.vec292 = and i64 %dest_shape300.sroa.7.1, %const_mat1165
  %scevgep1127 = getelementptr i8, ptr %.6.i, i64 192
  %130 = shl i64 %dest_shape300.sroa.7.1, 3
  br label %iter.check

for.cond.1.preheader.us.us225.preheader:          ; preds = %for.cond.1.preheader.us.preheader.split
  %const1177 = bitcast i64 9223372036854775776 to i64
  %131 = shl i64 %dest_shape300.sroa.7.1, 3
  %scevgep300 = getelementptr i8, ptr %.6.i.i.i.i, i64 8
  %scevgep301 = getelementptr i8, ptr %arg.A.4, i64 %131
  %bound0302 = icmp ult ptr %.6.i, %scevgep300
  %bound1303 = icmp ult ptr %.6.i.i.i.i, %scevgep522
  %found.conflict304 = and i1 %bound0302, %bound1303
  %bound0306 = icmp ult ptr %.6.i, %scevgep301
  %bound1307 = icmp ult ptr %arg.A.4, %scevgep522
  %found.conflict308 = and i1 %bound0306, %bound1307
  %stride.check309 = icmp slt i64 %131, 0
  %132 = or i1 %found.conflict308, %stride.check309
  %conflict.rdx310 = or i1 %found.conflict304, %132
  %n.vec318 = and i64 %dest_shape300.sroa.7.1, %const1177
  %const_mat1178 = add i64 %const1177, 28
  %n.vec335 = and i64 %dest_shape300.sroa.7.1, %const_mat1178
  %scevgep1070 = getelementptr i8, ptr %.6.i, i64 192
  br label %iter.check313

iter.check313:                                    ; preds = %for.cond.1.preheader.us.us225.preheader, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split.us.us
  %lsr.iv1088 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us225.preheader ], [ %scevgep1089, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split.us.us ]
  %lsr.iv1071 = phi ptr [ %scevgep1070, %for.cond.1.preheader.us.us225.preheader ], [ %scevgep1072, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split.us.us ]
  %loop.index355.us.us226 = phi i64 [ %.372.us.us229, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split.us.us ], [ 0, %for.cond.1.preheader.us.us225.preheader ]
  %133 = icmp ult i64 %dest_shape300.sroa.7.1, 4
  %brmerge653 = select i1 %133, i1 true, i1 %conflict.rdx310
  br i1 %brmerge653, label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader, label %vector.main.loop.iter.check315

vector.main.loop.iter.check315:                   ; preds = %iter.check313
  %134 = icmp ult i64 %dest_shape300.sroa.7.1, 32
  br i1 %134, label %vec.epilog.ph333, label %vector.ph316

vector.ph316:                                     ; preds = %vector.main.loop.iter.check315
  %135 = load double, ptr %.6.i.i.i.i, align 8, !alias.scope !62
  %broadcast.splatinsert324 = insertelement <8 x double> poison, double %135, i64 0
  %broadcast.splat325 = shufflevector <8 x double> %broadcast.splatinsert324, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body319

vector.body319:                                   ; preds = %vector.body319, %vector.ph316
  %index320 = phi i64 [ 0, %vector.ph316 ], [ %index.next326, %vector.body319 ]
  %sunkaddr1186 = mul i64 %index320, 8
  %sunkaddr1187 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1186
  %wide.load = load <8 x double>, ptr %sunkaddr1187, align 8, !alias.scope !65
  %sunkaddr1188 = mul i64 %index320, 8
  %sunkaddr1189 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1188
  %sunkaddr1190 = getelementptr i8, ptr %sunkaddr1189, i64 64
  %wide.load321 = load <8 x double>, ptr %sunkaddr1190, align 8, !alias.scope !65
  %sunkaddr1191 = mul i64 %index320, 8
  %sunkaddr1192 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1191
  %sunkaddr1193 = getelementptr i8, ptr %sunkaddr1192, i64 128
  %wide.load322 = load <8 x double>, ptr %sunkaddr1193, align 8, !alias.scope !65
  %sunkaddr1194 = mul i64 %index320, 8
  %sunkaddr1195 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1194
  %sunkaddr1196 = getelementptr i8, ptr %sunkaddr1195, i64 192
  %wide.load323 = load <8 x double>, ptr %sunkaddr1196, align 8, !alias.scope !65
  %136 = fmul <8 x double> %wide.load, splat (double 1.000000e-01)
  %137 = fmul <8 x double> %wide.load321, splat (double 1.000000e-01)
  %138 = fmul <8 x double> %wide.load322, splat (double 1.000000e-01)
  %139 = fmul <8 x double> %wide.load323, splat (double 1.000000e-01)
  %140 = fsub <8 x double> %broadcast.splat325, %136
  %141 = fsub <8 x double> %broadcast.splat325, %137
  %142 = fsub <8 x double> %broadcast.splat325, %138
  %143 = fsub <8 x double> %broadcast.splat325, %139
  %144 = shl i64 %index320, 3
  %scevgep1078 = getelementptr i8, ptr %lsr.iv1071, i64 %144
  %scevgep1079 = getelementptr i8, ptr %scevgep1078, i64 -192
  %145 = shl i64 %index320, 3
  %scevgep1076 = getelementptr i8, ptr %lsr.iv1071, i64 %145
  %scevgep1077 = getelementptr i8, ptr %scevgep1076, i64 -128
  %146 = shl i64 %index320, 3
  %scevgep1074 = getelementptr i8, ptr %lsr.iv1071, i64 %146
  %scevgep1075 = getelementptr i8, ptr %scevgep1074, i64 -64
  %147 = shl i64 %index320, 3
  %scevgep1073 = getelementptr i8, ptr %lsr.iv1071, i64 %147
  store <8 x double> %140, ptr %scevgep1079, align 8, !alias.scope !67, !noalias !69
  store <8 x double> %141, ptr %scevgep1077, align 8, !alias.scope !67, !noalias !69
  store <8 x double> %142, ptr %scevgep1075, align 8, !alias.scope !67, !noalias !69
  store <8 x double> %143, ptr %scevgep1073, align 8, !alias.scope !67, !noalias !69
  %index.next326 = add nuw i64 %index320, 32
  %148 = icmp eq i64 %n.vec318, %index.next326
  br i1 %148, label %middle.block327, label %vector.body319, !llvm.loop !70

middle.block327:                                  ; preds = %vector.body319
  %149 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec318
  br i1 %149, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split.us.us, label %vec.epilog.iter.check331

vec.epilog.iter.check331:                         ; preds = %middle.block327
  %150 = and i64 %dest_shape300.sroa.7.1, 28
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader, label %vec.epilog.ph333, !prof !58

vec.epilog.ph333:                                 ; preds = %vector.main.loop.iter.check315, %vec.epilog.iter.check331
  %vec.epilog.resume.val329 = phi i64 [ %n.vec318, %vec.epilog.iter.check331 ], [ 0, %vector.main.loop.iter.check315 ]
  %152 = load double, ptr %.6.i.i.i.i, align 8, !alias.scope !62
  %broadcast.splatinsert339 = insertelement <4 x double> poison, double %152, i64 0
  %broadcast.splat340 = shufflevector <4 x double> %broadcast.splatinsert339, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body336

vec.epilog.vector.body336:                        ; preds = %vec.epilog.vector.body336, %vec.epilog.ph333
  %index337 = phi i64 [ %vec.epilog.resume.val329, %vec.epilog.ph333 ], [ %index.next341, %vec.epilog.vector.body336 ]
  %153 = shl i64 %index337, 3
  %scevgep1091 = getelementptr i8, ptr %arg.A.4, i64 %153
  %wide.load338 = load <4 x double>, ptr %scevgep1091, align 8, !alias.scope !65
  %154 = fmul <4 x double> %wide.load338, splat (double 1.000000e-01)
  %155 = fsub <4 x double> %broadcast.splat340, %154
  %156 = shl i64 %index337, 3
  %scevgep1090 = getelementptr i8, ptr %lsr.iv1088, i64 %156
  store <4 x double> %155, ptr %scevgep1090, align 8, !alias.scope !67, !noalias !69
  %index.next341 = add nuw i64 %index337, 4
  %157 = icmp eq i64 %n.vec335, %index.next341
  br i1 %157, label %vec.epilog.middle.block342, label %vec.epilog.vector.body336, !llvm.loop !71

vec.epilog.middle.block342:                       ; preds = %vec.epilog.vector.body336
  %158 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec335
  br i1 %158, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader

for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader: ; preds = %iter.check313, %vec.epilog.iter.check331, %vec.epilog.middle.block342
  %loop.index.1313.us359.us196.us.ph = phi i64 [ 0, %iter.check313 ], [ %n.vec335, %vec.epilog.middle.block342 ], [ %n.vec318, %vec.epilog.iter.check331 ]
  %159 = sub nsw i64 %dest_shape300.sroa.7.1, %loop.index.1313.us359.us196.us.ph
  %xtraiter626 = and i64 %159, 7
  %lcmp.mod627.not = icmp eq i64 %xtraiter626, 0
  br i1 %lcmp.mod627.not, label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol

for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol
  %lsr.iv1094 = phi i64 [ %xtraiter626, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol.preheader ], [ %lsr.iv.next1095, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol ]
  %loop.index.1313.us359.us196.us.prol = phi i64 [ %.370.us372.us205.us.prol, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol ], [ %loop.index.1313.us359.us196.us.ph, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol.preheader ]
  %.321.us362.us198.us.prol = load double, ptr %.6.i.i.i.i, align 8
  %160 = shl i64 %loop.index.1313.us359.us196.us.prol, 3
  %scevgep1093 = getelementptr i8, ptr %arg.A.4, i64 %160
  %.338.us367.us201.us.prol = load double, ptr %scevgep1093, align 8
  %.6.i112.us202.us.prol = fmul double %.338.us367.us201.us.prol, 1.000000e-01
  %.7.i113.us203.us.prol = fsub double %.321.us362.us198.us.prol, %.6.i112.us202.us.prol
  %161 = shl i64 %loop.index.1313.us359.us196.us.prol, 3
  %scevgep1092 = getelementptr i8, ptr %lsr.iv1088, i64 %161
  store double %.7.i113.us203.us.prol, ptr %scevgep1092, align 8
  %.370.us372.us205.us.prol = add nuw i64 %loop.index.1313.us359.us196.us.prol, 1
  %lsr.iv.next1095 = add nsw i64 %lsr.iv1094, -1
  %prol.iter628.cmp.not = icmp eq i64 %lsr.iv.next1095, 0
  br i1 %prol.iter628.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol, !llvm.loop !72

for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader
  %loop.index.1313.us359.us196.us.unr = phi i64 [ %loop.index.1313.us359.us196.us.ph, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader ], [ %.370.us372.us205.us.prol, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol ]
  %162 = sub nsw i64 %loop.index.1313.us359.us196.us.ph, %dest_shape300.sroa.7.1
  %163 = icmp ugt i64 %162, -8
  br i1 %163, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader669

for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader669: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us

for.body.1.endif.endif.endif.endif.endif.us369.us195.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader669, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us
  %loop.index.1313.us359.us196.us = phi i64 [ %.370.us372.us205.us.7, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us ], [ %loop.index.1313.us359.us196.us.unr, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.preheader669 ]
  %.321.us362.us198.us = load double, ptr %.6.i.i.i.i, align 8
  %sunkaddr1197 = mul i64 %loop.index.1313.us359.us196.us, 8
  %sunkaddr1198 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1197
  %.338.us367.us201.us = load double, ptr %sunkaddr1198, align 8
  %.6.i112.us202.us = fmul double %.338.us367.us201.us, 1.000000e-01
  %.7.i113.us203.us = fsub double %.321.us362.us198.us, %.6.i112.us202.us
  %164 = shl i64 %loop.index.1313.us359.us196.us, 3
  %scevgep1098 = getelementptr i8, ptr %lsr.iv1088, i64 %164
  store double %.7.i113.us203.us, ptr %scevgep1098, align 8
  %.321.us362.us198.us.1 = load double, ptr %.6.i.i.i.i, align 8
  %sunkaddr1199 = mul i64 %loop.index.1313.us359.us196.us, 8
  %sunkaddr1200 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1199
  %sunkaddr1201 = getelementptr i8, ptr %sunkaddr1200, i64 8
  %.338.us367.us201.us.1 = load double, ptr %sunkaddr1201, align 8
  %.6.i112.us202.us.1 = fmul double %.338.us367.us201.us.1, 1.000000e-01
  %.7.i113.us203.us.1 = fsub double %.321.us362.us198.us.1, %.6.i112.us202.us.1
  %165 = shl i64 %loop.index.1313.us359.us196.us, 3
  %scevgep1101 = getelementptr i8, ptr %lsr.iv1088, i64 %165
  %scevgep1102 = getelementptr i8, ptr %scevgep1101, i64 8
  store double %.7.i113.us203.us.1, ptr %scevgep1102, align 8
  %.321.us362.us198.us.2 = load double, ptr %.6.i.i.i.i, align 8
  %sunkaddr1202 = mul i64 %loop.index.1313.us359.us196.us, 8
  %sunkaddr1203 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1202
  %sunkaddr1204 = getelementptr i8, ptr %sunkaddr1203, i64 16
  %.338.us367.us201.us.2 = load double, ptr %sunkaddr1204, align 8
  %.6.i112.us202.us.2 = fmul double %.338.us367.us201.us.2, 1.000000e-01
  %.7.i113.us203.us.2 = fsub double %.321.us362.us198.us.2, %.6.i112.us202.us.2
  %166 = shl i64 %loop.index.1313.us359.us196.us, 3
  %scevgep1103 = getelementptr i8, ptr %lsr.iv1088, i64 %166
  %scevgep1104 = getelementptr i8, ptr %scevgep1103, i64 16
  store double %.7.i113.us203.us.2, ptr %scevgep1104, align 8
  %.321.us362.us198.us.3 = load double, ptr %.6.i.i.i.i, align 8
  %sunkaddr1205 = mul i64 %loop.index.1313.us359.us196.us, 8
  %sunkaddr1206 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1205
  %sunkaddr1207 = getelementptr i8, ptr %sunkaddr1206, i64 24
  %.338.us367.us201.us.3 = load double, ptr %sunkaddr1207, align 8
  %.6.i112.us202.us.3 = fmul double %.338.us367.us201.us.3, 1.000000e-01
  %.7.i113.us203.us.3 = fsub double %.321.us362.us198.us.3, %.6.i112.us202.us.3
  %167 = shl i64 %loop.index.1313.us359.us196.us, 3
  %scevgep1105 = getelementptr i8, ptr %lsr.iv1088, i64 %167
  %scevgep1106 = getelementptr i8, ptr %scevgep1105, i64 24
  store double %.7.i113.us203.us.3, ptr %scevgep1106, align 8
  %.321.us362.us198.us.4 = load double, ptr %.6.i.i.i.i, align 8
  %sunkaddr1208 = mul i64 %loop.index.1313.us359.us196.us, 8
  %sunkaddr1209 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1208
  %sunkaddr1210 = getelementptr i8, ptr %sunkaddr1209, i64 32
  %.338.us367.us201.us.4 = load double, ptr %sunkaddr1210, align 8
  %.6.i112.us202.us.4 = fmul double %.338.us367.us201.us.4, 1.000000e-01
  %.7.i113.us203.us.4 = fsub double %.321.us362.us198.us.4, %.6.i112.us202.us.4
  %168 = shl i64 %loop.index.1313.us359.us196.us, 3
  %scevgep1096 = getelementptr i8, ptr %lsr.iv1088, i64 %168
  %scevgep1097 = getelementptr i8, ptr %scevgep1096, i64 32
  store double %.7.i113.us203.us.4, ptr %scevgep1097, align 8
  %.321.us362.us198.us.5 = load double, ptr %.6.i.i.i.i, align 8
  %sunkaddr1211 = mul i64 %loop.index.1313.us359.us196.us, 8
  %sunkaddr1212 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1211
  %sunkaddr1213 = getelementptr i8, ptr %sunkaddr1212, i64 40
  %.338.us367.us201.us.5 = load double, ptr %sunkaddr1213, align 8
  %.6.i112.us202.us.5 = fmul double %.338.us367.us201.us.5, 1.000000e-01
  %.7.i113.us203.us.5 = fsub double %.321.us362.us198.us.5, %.6.i112.us202.us.5
  %169 = shl i64 %loop.index.1313.us359.us196.us, 3
  %scevgep1109 = getelementptr i8, ptr %lsr.iv1088, i64 %169
  %scevgep1110 = getelementptr i8, ptr %scevgep1109, i64 40
  store double %.7.i113.us203.us.5, ptr %scevgep1110, align 8
  %.321.us362.us198.us.6 = load double, ptr %.6.i.i.i.i, align 8
  %sunkaddr1214 = mul i64 %loop.index.1313.us359.us196.us, 8
  %sunkaddr1215 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1214
  %sunkaddr1216 = getelementptr i8, ptr %sunkaddr1215, i64 48
  %.338.us367.us201.us.6 = load double, ptr %sunkaddr1216, align 8
  %.6.i112.us202.us.6 = fmul double %.338.us367.us201.us.6, 1.000000e-01
  %.7.i113.us203.us.6 = fsub double %.321.us362.us198.us.6, %.6.i112.us202.us.6
  %170 = shl i64 %loop.index.1313.us359.us196.us, 3
  %scevgep1107 = getelementptr i8, ptr %lsr.iv1088, i64 %170
  %scevgep1108 = getelementptr i8, ptr %scevgep1107, i64 48
  store double %.7.i113.us203.us.6, ptr %scevgep1108, align 8
  %.321.us362.us198.us.7 = load double, ptr %.6.i.i.i.i, align 8
  %sunkaddr1217 = mul i64 %loop.index.1313.us359.us196.us, 8
  %sunkaddr1218 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1217
  %sunkaddr1219 = getelementptr i8, ptr %sunkaddr1218, i64 56
  %.338.us367.us201.us.7 = load double, ptr %sunkaddr1219, align 8
  %.6.i112.us202.us.7 = fmul double %.338.us367.us201.us.7, 1.000000e-01
  %.7.i113.us203.us.7 = fsub double %.321.us362.us198.us.7, %.6.i112.us202.us.7
  %171 = shl i64 %loop.index.1313.us359.us196.us, 3
  %scevgep1099 = getelementptr i8, ptr %lsr.iv1088, i64 %171
  %scevgep1100 = getelementptr i8, ptr %scevgep1099, i64 56
  store double %.7.i113.us203.us.7, ptr %scevgep1100, align 8
  %.370.us372.us205.us.7 = add nuw nsw i64 %loop.index.1313.us359.us196.us, 8
  %exitcond.not.us206.us.7 = icmp eq i64 %dest_shape300.sroa.7.1, %.370.us372.us205.us.7
  br i1 %exitcond.not.us206.us.7, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us369.us195.us, !llvm.loop !73

for.cond.1.for.end.1_crit_edge.split.split.us374.split.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.us195.us, %for.body.1.endif.endif.endif.endif.endif.us369.us195.us.prol.loopexit, %vec.epilog.middle.block342, %middle.block327
  %.372.us.us229 = add nuw nsw i64 %loop.index355.us.us226, 1
  %scevgep1072 = getelementptr i8, ptr %lsr.iv1071, i64 %131
  %scevgep1089 = getelementptr i8, ptr %lsr.iv1088, i64 %131
  %exitcond637.not.us230 = icmp eq i64 %.372.us.us229, %dest_shape300.sroa.0.1263
  br i1 %exitcond637.not.us230, label %for.end, label %iter.check313

for.cond.1.preheader.lr.ph.split.us.split.us.split.us: ; preds = %for.cond.1.preheader.lr.ph.split.us
  %172 = icmp ugt i64 %arg.A.5.0.fr, 1
  br i1 %172, label %for.cond.1.preheader.us.us.us.us.preheader, label %for.cond.1.preheader.lr.ph.split.us.split.us.split.us.split

for.cond.1.preheader.us.us.us.us.preheader:       ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split.us
  %const1182 = bitcast i64 9223372036854775776 to i64
  %const1170 = bitcast i64 8070450532247928800 to i64
  %const1163 = bitcast i64 2305843009213693951 to i64
  %173 = shl i64 %dest_shape300.sroa.7.1, 3
  %174 = add nsw i64 %dest_shape300.sroa.0.1263, -1
  %175 = mul i64 %.58.fca.5.0.load.fr, %174
  %176 = add i64 %175, %dest_shape300.sroa.7.1
  %177 = shl i64 %176, 3
  %scevgep523 = getelementptr i8, ptr %.6.i.i.i.i, i64 %177
  %178 = mul i64 %arg.A.5.1.fr, %174
  %179 = add i64 %178, %dest_shape300.sroa.7.1
  %180 = shl i64 %179, 3
  %scevgep524 = getelementptr i8, ptr %arg.A.4, i64 %180
  %181 = mul i64 %dest_shape300.sroa.7.1, %dest_shape300.sroa.0.1263
  %182 = shl i64 %181, 3
  %scevgep557 = getelementptr i8, ptr %.6.i, i64 %182
  %183 = add nuw i64 %dest_shape300.sroa.0.1263, %const1163
  %184 = mul i64 %.58.fca.5.0.load.fr, %183
  %185 = add i64 %184, %dest_shape300.sroa.7.1
  %186 = shl i64 %185, 3
  %scevgep558 = getelementptr i8, ptr %.6.i.i.i.i, i64 %186
  %187 = shl i64 %arg.A.5.1.fr, 3
  %bound0561 = icmp ult ptr %.6.i, %scevgep558
  %bound1562 = icmp ult ptr %.6.i.i.i.i, %scevgep557
  %found.conflict563 = and i1 %bound0561, %bound1562
  %188 = or i64 %.58.fca.5.0.load.fr, %dest_shape300.sroa.7.1
  %189 = and i64 %188, %const
  %190 = icmp ne i64 %189, 0
  %191 = or i1 %found.conflict563, %190
  %n.vec579 = and i64 %dest_shape300.sroa.7.1, %const1170
  %const_mat1171 = add i64 %const1170, 28
  %n.vec597 = and i64 %dest_shape300.sroa.7.1, %const_mat1171
  %bound0525 = icmp ult ptr %.6.i, %scevgep523
  %bound1526 = icmp ult ptr %.6.i.i.i.i, %scevgep522
  %found.conflict527 = and i1 %bound0525, %bound1526
  %stride.check528 = icmp slt i64 %173, 0
  %192 = or i1 %found.conflict527, %stride.check528
  %.mask615 = and i64 %.58.fca.5.0.load.fr, %const
  %stride.check529 = icmp ne i64 %.mask615, 0
  %193 = or i1 %192, %stride.check529
  %bound0530 = icmp ult ptr %.6.i, %scevgep524
  %bound1531 = icmp ult ptr %arg.A.4, %scevgep522
  %found.conflict532 = and i1 %bound0530, %bound1531
  %stride.check533 = icmp slt i64 %173, 0
  %194 = or i1 %found.conflict532, %stride.check533
  %.mask616 = and i64 %arg.A.5.1.fr, %const
  %stride.check534 = icmp ne i64 %.mask616, 0
  %195 = or i1 %194, %stride.check534
  %conflict.rdx535 = or i1 %193, %195
  %n.vec540 = and i64 %dest_shape300.sroa.7.1, %const1182
  %ind.escape554 = add nsw i64 %n.vec540, -1
  %xtraiter644 = and i64 %dest_shape300.sroa.7.1, 7
  %scevgep692 = getelementptr i8, ptr %.6.i, i64 192
  %196 = shl i64 %dest_shape300.sroa.7.1, 3
  %scevgep702 = getelementptr i8, ptr %.6.i.i.i.i, i64 192
  %197 = shl i64 %.58.fca.5.0.load.fr, 3
  %scevgep759 = getelementptr i8, ptr %arg.A.4, i64 192
  %198 = shl i64 %arg.A.5.1.fr, 3
  %199 = sub i64 0, %dest_shape300.sroa.7.1
  br label %for.cond.1.preheader.us.us.us.us

for.cond.1.preheader.us.us.us.us:                 ; preds = %for.cond.1.preheader.us.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us
  %lsr.iv778 = phi ptr [ %arg.A.4, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep779, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv760 = phi ptr [ %scevgep759, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep761, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv715 = phi ptr [ %.6.i.i.i.i, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep716, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv712 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep713, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv703 = phi ptr [ %scevgep702, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep704, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv693 = phi ptr [ %scevgep692, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep694, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %loop.index355.us.us.us.us = phi i64 [ %.372.us.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ], [ 0, %for.cond.1.preheader.us.us.us.us.preheader ]
  %.296.0354.us.us.us.us = phi i64 [ %.us-phi545.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ], [ 0, %for.cond.1.preheader.us.us.us.us.preheader ]
  %200 = icmp ugt i64 %arg.A.5.1.fr, 1
  %201 = mul i64 %187, %loop.index355.us.us.us.us
  %202 = getelementptr i8, ptr %arg.A.4, i64 %201
  %scevgep559 = getelementptr i8, ptr %202, i64 8
  %.333.us.us.us.us.us.us.us = mul i64 %loop.index355.us.us.us.us, %arg.A.5.1.fr
  %203 = getelementptr double, ptr %arg.A.4, i64 %.333.us.us.us.us.us.us.us
  br i1 %200, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader, label %iter.check574

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader: ; preds = %for.cond.1.preheader.us.us.us.us
  %204 = icmp ult i64 %dest_shape300.sroa.7.1, 32
  %brmerge654 = select i1 %204, i1 true, i1 %conflict.rdx535
  br i1 %brmerge654, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader617, label %vector.body541.preheader

vector.body541.preheader:                         ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader
  br label %vector.body541

vector.body541:                                   ; preds = %vector.body541.preheader, %vector.body541
  %index542 = phi i64 [ %index.next551, %vector.body541 ], [ 0, %vector.body541.preheader ]
  %205 = shl i64 %index542, 3
  %scevgep774 = getelementptr i8, ptr %lsr.iv703, i64 %205
  %scevgep775 = getelementptr i8, ptr %scevgep774, i64 -192
  %206 = shl i64 %index542, 3
  %scevgep772 = getelementptr i8, ptr %lsr.iv703, i64 %206
  %scevgep773 = getelementptr i8, ptr %scevgep772, i64 -128
  %207 = shl i64 %index542, 3
  %scevgep770 = getelementptr i8, ptr %lsr.iv703, i64 %207
  %scevgep771 = getelementptr i8, ptr %scevgep770, i64 -64
  %208 = shl i64 %index542, 3
  %scevgep769 = getelementptr i8, ptr %lsr.iv703, i64 %208
  %wide.load543 = load <8 x double>, ptr %scevgep775, align 8, !alias.scope !74
  %wide.load544 = load <8 x double>, ptr %scevgep773, align 8, !alias.scope !74
  %wide.load545 = load <8 x double>, ptr %scevgep771, align 8, !alias.scope !74
  %wide.load546 = load <8 x double>, ptr %scevgep769, align 8, !alias.scope !74
  %209 = shl i64 %index542, 3
  %scevgep767 = getelementptr i8, ptr %lsr.iv760, i64 %209
  %scevgep768 = getelementptr i8, ptr %scevgep767, i64 -192
  %210 = shl i64 %index542, 3
  %scevgep765 = getelementptr i8, ptr %lsr.iv760, i64 %210
  %scevgep766 = getelementptr i8, ptr %scevgep765, i64 -128
  %211 = shl i64 %index542, 3
  %scevgep763 = getelementptr i8, ptr %lsr.iv760, i64 %211
  %scevgep764 = getelementptr i8, ptr %scevgep763, i64 -64
  %212 = shl i64 %index542, 3
  %scevgep762 = getelementptr i8, ptr %lsr.iv760, i64 %212
  %wide.load547 = load <8 x double>, ptr %scevgep768, align 8, !alias.scope !77
  %wide.load548 = load <8 x double>, ptr %scevgep766, align 8, !alias.scope !77
  %wide.load549 = load <8 x double>, ptr %scevgep764, align 8, !alias.scope !77
  %wide.load550 = load <8 x double>, ptr %scevgep762, align 8, !alias.scope !77
  %213 = fmul <8 x double> %wide.load547, splat (double 1.000000e-01)
  %214 = fmul <8 x double> %wide.load548, splat (double 1.000000e-01)
  %215 = fmul <8 x double> %wide.load549, splat (double 1.000000e-01)
  %216 = fmul <8 x double> %wide.load550, splat (double 1.000000e-01)
  %217 = fsub <8 x double> %wide.load543, %213
  %218 = fsub <8 x double> %wide.load544, %214
  %219 = fsub <8 x double> %wide.load545, %215
  %220 = fsub <8 x double> %wide.load546, %216
  %221 = shl i64 %index542, 3
  %scevgep757 = getelementptr i8, ptr %lsr.iv693, i64 %221
  %scevgep758 = getelementptr i8, ptr %scevgep757, i64 -192
  %222 = shl i64 %index542, 3
  %scevgep755 = getelementptr i8, ptr %lsr.iv693, i64 %222
  %scevgep756 = getelementptr i8, ptr %scevgep755, i64 -128
  %223 = shl i64 %index542, 3
  %scevgep753 = getelementptr i8, ptr %lsr.iv693, i64 %223
  %scevgep754 = getelementptr i8, ptr %scevgep753, i64 -64
  %224 = shl i64 %index542, 3
  %scevgep752 = getelementptr i8, ptr %lsr.iv693, i64 %224
  store <8 x double> %217, ptr %scevgep758, align 8, !alias.scope !79, !noalias !81
  store <8 x double> %218, ptr %scevgep756, align 8, !alias.scope !79, !noalias !81
  store <8 x double> %219, ptr %scevgep754, align 8, !alias.scope !79, !noalias !81
  store <8 x double> %220, ptr %scevgep752, align 8, !alias.scope !79, !noalias !81
  %index.next551 = add nuw i64 %index542, 32
  %225 = icmp eq i64 %n.vec540, %index.next551
  br i1 %225, label %middle.block552, label %vector.body541, !llvm.loop !82

middle.block552:                                  ; preds = %vector.body541
  %226 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec540
  br i1 %226, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader617

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader617: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader, %middle.block552
  %loop.index.1313.us.us.us.us.us.us.us.us.ph = phi i64 [ %n.vec540, %middle.block552 ], [ 0, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader ]
  %227 = icmp eq i64 %xtraiter644, 0
  br i1 %227, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader617
  %228 = shl i64 %loop.index.1313.us.us.us.us.us.us.us.us.ph, 3
  %scevgep776 = getelementptr i8, ptr %lsr.iv712, i64 %228
  %scevgep780 = getelementptr i8, ptr %lsr.iv778, i64 %228
  %scevgep782 = getelementptr i8, ptr %lsr.iv715, i64 %228
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol
  %prol.iter646 = phi i64 [ %prol.iter646.next, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol ], [ 0, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.preheader ]
  %229 = shl nuw nsw i64 %prol.iter646, 3
  %scevgep783 = getelementptr i8, ptr %scevgep782, i64 %229
  %.321.us.us.us.us.us.us.us.us.prol = load double, ptr %scevgep783, align 8
  %230 = shl nuw nsw i64 %prol.iter646, 3
  %scevgep781 = getelementptr i8, ptr %scevgep780, i64 %230
  %.338.us.us.us.us.us.us.us.us.prol = load double, ptr %scevgep781, align 8
  %.6.i90.prol = fmul double %.338.us.us.us.us.us.us.us.us.prol, 1.000000e-01
  %.7.i91.prol = fsub double %.321.us.us.us.us.us.us.us.us.prol, %.6.i90.prol
  %231 = shl nuw nsw i64 %prol.iter646, 3
  %scevgep777 = getelementptr i8, ptr %scevgep776, i64 %231
  store double %.7.i91.prol, ptr %scevgep777, align 8
  %prol.iter646.next = add i64 %prol.iter646, 1
  %prol.iter646.cmp.not = icmp eq i64 %xtraiter644, %prol.iter646.next
  br i1 %prol.iter646.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol, !llvm.loop !83

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol
  %232 = add i64 %loop.index.1313.us.us.us.us.us.us.us.us.ph, %prol.iter646.next
  %233 = add i64 %232, -1
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader617
  %loop.index.1313.us.us.us.us.us.us.us.us.lcssa.unr = phi i64 [ poison, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader617 ], [ %233, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit.loopexit ]
  %loop.index.1313.us.us.us.us.us.us.us.us.unr = phi i64 [ %loop.index.1313.us.us.us.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader617 ], [ %232, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit.loopexit ]
  %234 = sub nsw i64 %loop.index.1313.us.us.us.us.us.us.us.us.ph, %dest_shape300.sroa.7.1
  %235 = icmp ugt i64 %234, -8
  br i1 %235, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader658

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader658: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit
  %236 = add nsw i64 %loop.index.1313.us.us.us.us.us.us.us.us.unr, -1
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader659, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554
  %loop.index.1313.us.us.us.us.us.us.us549 = phi i64 [ %.370.us.us.us.us.us.us.us557.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554 ], [ %loop.index.1313.us.us.us.us.us.us.us549.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader659 ]
  %237 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549, 3
  %scevgep739 = getelementptr i8, ptr %lsr.iv715, i64 %237
  %.321.us.us.us.us.us.us.us551 = load double, ptr %scevgep739, align 8
  %.338.us.us.us.us.us.us.us552 = load double, ptr %.337.us.us.us.us.us.us.us561, align 8
  %.6.i89 = fmul double %.338.us.us.us.us.us.us.us552, 1.000000e-01
  %.7.i = fsub double %.321.us.us.us.us.us.us.us551, %.6.i89
  %238 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549, 3
  %scevgep724 = getelementptr i8, ptr %lsr.iv712, i64 %238
  store double %.7.i, ptr %scevgep724, align 8
  %scevgep740 = getelementptr i8, ptr %lsr.iv715, i64 %238
  %scevgep741 = getelementptr i8, ptr %scevgep740, i64 8
  %.321.us.us.us.us.us.us.us551.1 = load double, ptr %scevgep741, align 8
  %.338.us.us.us.us.us.us.us552.1 = load double, ptr %.337.us.us.us.us.us.us.us561, align 8
  %.6.i89.1 = fmul double %.338.us.us.us.us.us.us.us552.1, 1.000000e-01
  %.7.i.1 = fsub double %.321.us.us.us.us.us.us.us551.1, %.6.i89.1
  %239 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549, 3
  %scevgep727 = getelementptr i8, ptr %lsr.iv712, i64 %239
  %scevgep728 = getelementptr i8, ptr %scevgep727, i64 8
  store double %.7.i.1, ptr %scevgep728, align 8
  %scevgep742 = getelementptr i8, ptr %lsr.iv715, i64 %239
  %scevgep743 = getelementptr i8, ptr %scevgep742, i64 16
  %.321.us.us.us.us.us.us.us551.2 = load double, ptr %scevgep743, align 8
  %.338.us.us.us.us.us.us.us552.2 = load double, ptr %.337.us.us.us.us.us.us.us561, align 8
  %.6.i89.2 = fmul double %.338.us.us.us.us.us.us.us552.2, 1.000000e-01
  %.7.i.2 = fsub double %.321.us.us.us.us.us.us.us551.2, %.6.i89.2
  %240 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549, 3
  %scevgep729 = getelementptr i8, ptr %lsr.iv712, i64 %240
  %scevgep730 = getelementptr i8, ptr %scevgep729, i64 16
  store double %.7.i.2, ptr %scevgep730, align 8
  %scevgep744 = getelementptr i8, ptr %lsr.iv715, i64 %240
  %scevgep745 = getelementptr i8, ptr %scevgep744, i64 24
  %.321.us.us.us.us.us.us.us551.3 = load double, ptr %scevgep745, align 8
  %.338.us.us.us.us.us.us.us552.3 = load double, ptr %.337.us.us.us.us.us.us.us561, align 8
  %.6.i89.3 = fmul double %.338.us.us.us.us.us.us.us552.3, 1.000000e-01
  %.7.i.3 = fsub double %.321.us.us.us.us.us.us.us551.3, %.6.i89.3
  %241 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549, 3
  %scevgep731 = getelementptr i8, ptr %lsr.iv712, i64 %241
  %scevgep732 = getelementptr i8, ptr %scevgep731, i64 24
  store double %.7.i.3, ptr %scevgep732, align 8
  %scevgep746 = getelementptr i8, ptr %lsr.iv715, i64 %241
  %scevgep747 = getelementptr i8, ptr %scevgep746, i64 32
  %.321.us.us.us.us.us.us.us551.4 = load double, ptr %scevgep747, align 8
  %.338.us.us.us.us.us.us.us552.4 = load double, ptr %.337.us.us.us.us.us.us.us561, align 8
  %.6.i89.4 = fmul double %.338.us.us.us.us.us.us.us552.4, 1.000000e-01
  %.7.i.4 = fsub double %.321.us.us.us.us.us.us.us551.4, %.6.i89.4
  %242 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549, 3
  %scevgep722 = getelementptr i8, ptr %lsr.iv712, i64 %242
  %scevgep723 = getelementptr i8, ptr %scevgep722, i64 32
  store double %.7.i.4, ptr %scevgep723, align 8
  %scevgep748 = getelementptr i8, ptr %lsr.iv715, i64 %242
  %scevgep749 = getelementptr i8, ptr %scevgep748, i64 40
  %.321.us.us.us.us.us.us.us551.5 = load double, ptr %scevgep749, align 8
  %.338.us.us.us.us.us.us.us552.5 = load double, ptr %.337.us.us.us.us.us.us.us561, align 8
  %.6.i89.5 = fmul double %.338.us.us.us.us.us.us.us552.5, 1.000000e-01
  %.7.i.5 = fsub double %.321.us.us.us.us.us.us.us551.5, %.6.i89.5
  %243 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549, 3
  %scevgep735 = getelementptr i8, ptr %lsr.iv712, i64 %243
  %scevgep736 = getelementptr i8, ptr %scevgep735, i64 40
  store double %.7.i.5, ptr %scevgep736, align 8
  %scevgep750 = getelementptr i8, ptr %lsr.iv715, i64 %243
  %scevgep751 = getelementptr i8, ptr %scevgep750, i64 48
  %.321.us.us.us.us.us.us.us551.6 = load double, ptr %scevgep751, align 8
  %.338.us.us.us.us.us.us.us552.6 = load double, ptr %.337.us.us.us.us.us.us.us561, align 8
  %.6.i89.6 = fmul double %.338.us.us.us.us.us.us.us552.6, 1.000000e-01
  %.7.i.6 = fsub double %.321.us.us.us.us.us.us.us551.6, %.6.i89.6
  %244 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549, 3
  %scevgep733 = getelementptr i8, ptr %lsr.iv712, i64 %244
  %scevgep734 = getelementptr i8, ptr %scevgep733, i64 48
  store double %.7.i.6, ptr %scevgep734, align 8
  %scevgep737 = getelementptr i8, ptr %lsr.iv715, i64 %244
  %scevgep738 = getelementptr i8, ptr %scevgep737, i64 56
  %.321.us.us.us.us.us.us.us551.7 = load double, ptr %scevgep738, align 8
  %.338.us.us.us.us.us.us.us552.7 = load double, ptr %.337.us.us.us.us.us.us.us561, align 8
  %.6.i89.7 = fmul double %.338.us.us.us.us.us.us.us552.7, 1.000000e-01
  %.7.i.7 = fsub double %.321.us.us.us.us.us.us.us551.7, %.6.i89.7
  %245 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549, 3
  %scevgep725 = getelementptr i8, ptr %lsr.iv712, i64 %245
  %scevgep726 = getelementptr i8, ptr %scevgep725, i64 56
  store double %.7.i.7, ptr %scevgep726, align 8
  %.370.us.us.us.us.us.us.us557.7 = add nuw nsw i64 %loop.index.1313.us.us.us.us.us.us.us549, 8
  %exitcond657.not.7 = icmp eq i64 %dest_shape300.sroa.7.1, %.370.us.us.us.us.us.us.us557.7
  br i1 %exitcond657.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554, !llvm.loop !84

iter.check574:                                    ; preds = %for.cond.1.preheader.us.us.us.us
  %246 = icmp ult i64 %dest_shape300.sroa.7.1, 4
  %.337.us.us.us.us.us.us.us561 = getelementptr double, ptr %203, i64 %.296.0354.us.us.us.us
  br i1 %246, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader, label %vector.memcheck556

vector.memcheck556:                               ; preds = %iter.check574
  %247 = shl i64 %.296.0354.us.us.us.us, 3
  %scevgep560 = getelementptr i8, ptr %scevgep559, i64 %247
  %bound0566 = icmp ult ptr %.6.i, %scevgep560
  %bound1567 = icmp ult ptr %.337.us.us.us.us.us.us.us561, %scevgep557
  %found.conflict568 = and i1 %bound0566, %bound1567
  %conflict.rdx570 = or i1 %found.conflict568, %191
  br i1 %conflict.rdx570, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader, label %vector.main.loop.iter.check576

vector.main.loop.iter.check576:                   ; preds = %vector.memcheck556
  %248 = icmp ult i64 %dest_shape300.sroa.7.1, 32
  br i1 %248, label %vec.epilog.ph595, label %vector.ph577

vector.ph577:                                     ; preds = %vector.main.loop.iter.check576
  %249 = load double, ptr %.337.us.us.us.us.us.us.us561, align 8, !alias.scope !85
  %250 = fmul double %249, 1.000000e-01
  %broadcast.splatinsert586 = insertelement <8 x double> poison, double %250, i64 0
  %broadcast.splat587 = shufflevector <8 x double> %broadcast.splatinsert586, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body580

vector.body580:                                   ; preds = %vector.body580, %vector.ph577
  %index581 = phi i64 [ 0, %vector.ph577 ], [ %index.next588, %vector.body580 ]
  %251 = shl i64 %index581, 3
  %scevgep710 = getelementptr i8, ptr %lsr.iv703, i64 %251
  %scevgep711 = getelementptr i8, ptr %scevgep710, i64 -192
  %252 = shl i64 %index581, 3
  %scevgep708 = getelementptr i8, ptr %lsr.iv703, i64 %252
  %scevgep709 = getelementptr i8, ptr %scevgep708, i64 -128
  %253 = shl i64 %index581, 3
  %scevgep706 = getelementptr i8, ptr %lsr.iv703, i64 %253
  %scevgep707 = getelementptr i8, ptr %scevgep706, i64 -64
  %254 = shl i64 %index581, 3
  %scevgep705 = getelementptr i8, ptr %lsr.iv703, i64 %254
  %wide.load582 = load <8 x double>, ptr %scevgep711, align 8, !alias.scope !88
  %wide.load583 = load <8 x double>, ptr %scevgep709, align 8, !alias.scope !88
  %wide.load584 = load <8 x double>, ptr %scevgep707, align 8, !alias.scope !88
  %wide.load585 = load <8 x double>, ptr %scevgep705, align 8, !alias.scope !88
  %255 = fsub <8 x double> %wide.load582, %broadcast.splat587
  %256 = fsub <8 x double> %wide.load583, %broadcast.splat587
  %257 = fsub <8 x double> %wide.load584, %broadcast.splat587
  %258 = fsub <8 x double> %wide.load585, %broadcast.splat587
  %259 = shl i64 %index581, 3
  %scevgep700 = getelementptr i8, ptr %lsr.iv693, i64 %259
  %scevgep701 = getelementptr i8, ptr %scevgep700, i64 -192
  %260 = shl i64 %index581, 3
  %scevgep698 = getelementptr i8, ptr %lsr.iv693, i64 %260
  %scevgep699 = getelementptr i8, ptr %scevgep698, i64 -128
  %261 = shl i64 %index581, 3
  %scevgep696 = getelementptr i8, ptr %lsr.iv693, i64 %261
  %scevgep697 = getelementptr i8, ptr %scevgep696, i64 -64
  %262 = shl i64 %index581, 3
  %scevgep695 = getelementptr i8, ptr %lsr.iv693, i64 %262
  store <8 x double> %255, ptr %scevgep701, align 8, !alias.scope !90, !noalias !92
  store <8 x double> %256, ptr %scevgep699, align 8, !alias.scope !90, !noalias !92
  store <8 x double> %257, ptr %scevgep697, align 8, !alias.scope !90, !noalias !92
  store <8 x double> %258, ptr %scevgep695, align 8, !alias.scope !90, !noalias !92
  %index.next588 = add nuw i64 %index581, 32
  %263 = icmp eq i64 %n.vec579, %index.next588
  br i1 %263, label %middle.block589, label %vector.body580, !llvm.loop !93

middle.block589:                                  ; preds = %vector.body580
  %264 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec579
  br i1 %264, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %vec.epilog.iter.check593

vec.epilog.iter.check593:                         ; preds = %middle.block589
  %265 = and i64 %dest_shape300.sroa.7.1, 28
  %266 = icmp eq i64 %265, 0
  br i1 %266, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader, label %vec.epilog.ph595, !prof !58

vec.epilog.ph595:                                 ; preds = %vector.main.loop.iter.check576, %vec.epilog.iter.check593
  %vec.epilog.resume.val591 = phi i64 [ %n.vec579, %vec.epilog.iter.check593 ], [ 0, %vector.main.loop.iter.check576 ]
  %267 = load double, ptr %.337.us.us.us.us.us.us.us561, align 8, !alias.scope !85
  %268 = fmul double %267, 1.000000e-01
  %broadcast.splatinsert601 = insertelement <4 x double> poison, double %268, i64 0
  %broadcast.splat602 = shufflevector <4 x double> %broadcast.splatinsert601, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body598

vec.epilog.vector.body598:                        ; preds = %vec.epilog.vector.body598, %vec.epilog.ph595
  %index599 = phi i64 [ %vec.epilog.resume.val591, %vec.epilog.ph595 ], [ %index.next603, %vec.epilog.vector.body598 ]
  %269 = shl i64 %index599, 3
  %scevgep717 = getelementptr i8, ptr %lsr.iv715, i64 %269
  %wide.load600 = load <4 x double>, ptr %scevgep717, align 8, !alias.scope !88
  %270 = fsub <4 x double> %wide.load600, %broadcast.splat602
  %271 = shl i64 %index599, 3
  %scevgep714 = getelementptr i8, ptr %lsr.iv712, i64 %271
  store <4 x double> %270, ptr %scevgep714, align 8, !alias.scope !90, !noalias !92
  %index.next603 = add nuw i64 %index599, 4
  %272 = icmp eq i64 %n.vec597, %index.next603
  br i1 %272, label %vec.epilog.middle.block604, label %vec.epilog.vector.body598, !llvm.loop !94

vec.epilog.middle.block604:                       ; preds = %vec.epilog.vector.body598
  %273 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec597
  br i1 %273, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader: ; preds = %vec.epilog.middle.block604, %vec.epilog.iter.check593, %vector.memcheck556, %iter.check574
  %loop.index.1313.us.us.us.us.us.us.us549.ph = phi i64 [ 0, %iter.check574 ], [ 0, %vector.memcheck556 ], [ %n.vec579, %vec.epilog.iter.check593 ], [ %n.vec597, %vec.epilog.middle.block604 ]
  %274 = sub nsw i64 %dest_shape300.sroa.7.1, %loop.index.1313.us.us.us.us.us.us.us549.ph
  %xtraiter641 = and i64 %274, 7
  %lcmp.mod642.not = icmp eq i64 %xtraiter641, 0
  br i1 %lcmp.mod642.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol
  %lsr.iv720 = phi i64 [ %xtraiter641, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.preheader ], [ %lsr.iv.next721, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol ]
  %loop.index.1313.us.us.us.us.us.us.us549.prol = phi i64 [ %.370.us.us.us.us.us.us.us557.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol ], [ %loop.index.1313.us.us.us.us.us.us.us549.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.preheader ]
  %275 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549.prol, 3
  %scevgep719 = getelementptr i8, ptr %lsr.iv715, i64 %275
  %.321.us.us.us.us.us.us.us551.prol = load double, ptr %scevgep719, align 8
  %.338.us.us.us.us.us.us.us552.prol = load double, ptr %.337.us.us.us.us.us.us.us561, align 8
  %.6.i89.prol = fmul double %.338.us.us.us.us.us.us.us552.prol, 1.000000e-01
  %.7.i.prol = fsub double %.321.us.us.us.us.us.us.us551.prol, %.6.i89.prol
  %276 = shl i64 %loop.index.1313.us.us.us.us.us.us.us549.prol, 3
  %scevgep718 = getelementptr i8, ptr %lsr.iv712, i64 %276
  store double %.7.i.prol, ptr %scevgep718, align 8
  %.370.us.us.us.us.us.us.us557.prol = add nuw nsw i64 %loop.index.1313.us.us.us.us.us.us.us549.prol, 1
  %lsr.iv.next721 = add nsw i64 %lsr.iv720, -1
  %prol.iter643.cmp.not = icmp eq i64 %lsr.iv.next721, 0
  br i1 %prol.iter643.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol, !llvm.loop !95

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader
  %loop.index.1313.us.us.us.us.us.us.us549.unr = phi i64 [ %loop.index.1313.us.us.us.us.us.us.us549.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader ], [ %.370.us.us.us.us.us.us.us557.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol ]
  %277 = sub nsw i64 %loop.index.1313.us.us.us.us.us.us.us549.ph, %dest_shape300.sroa.7.1
  %278 = icmp ugt i64 %277, -8
  br i1 %278, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader659

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.preheader659: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.loopexit, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit, %middle.block589, %vec.epilog.middle.block604, %middle.block552
  %.us-phi545.us = phi i64 [ %.296.0354.us.us.us.us, %middle.block589 ], [ %ind.escape554, %middle.block552 ], [ %.296.0354.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554.prol.loopexit ], [ %.296.0354.us.us.us.us, %vec.epilog.middle.block604 ], [ %loop.index.1313.us.us.us.us.us.us.us.us.lcssa.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit ], [ %lsr.iv.next785, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us ], [ %.296.0354.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us554 ]
  %.372.us.us.us.us = add nuw nsw i64 %loop.index355.us.us.us.us, 1
  %scevgep694 = getelementptr i8, ptr %lsr.iv693, i64 %196
  %scevgep704 = getelementptr i8, ptr %lsr.iv703, i64 %197
  %scevgep713 = getelementptr i8, ptr %lsr.iv712, i64 %196
  %scevgep716 = getelementptr i8, ptr %lsr.iv715, i64 %197
  %scevgep761 = getelementptr i8, ptr %lsr.iv760, i64 %198
  %scevgep779 = getelementptr i8, ptr %lsr.iv778, i64 %198
  %exitcond659.not = icmp eq i64 %.372.us.us.us.us, %dest_shape300.sroa.0.1263
  br i1 %exitcond659.not, label %for.end, label %for.cond.1.preheader.us.us.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader658, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us
  %lsr.iv784 = phi i64 [ %236, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader658 ], [ %lsr.iv.next785, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us ]
  %279 = shl i64 %lsr.iv784, 3
  %scevgep820 = getelementptr i8, ptr %lsr.iv715, i64 %279
  %scevgep821 = getelementptr i8, ptr %scevgep820, i64 8
  %.321.us.us.us.us.us.us.us.us = load double, ptr %scevgep821, align 8
  %280 = shl i64 %lsr.iv784, 3
  %scevgep804 = getelementptr i8, ptr %lsr.iv778, i64 %280
  %scevgep805 = getelementptr i8, ptr %scevgep804, i64 8
  %.338.us.us.us.us.us.us.us.us = load double, ptr %scevgep805, align 8
  %.6.i90 = fmul double %.338.us.us.us.us.us.us.us.us, 1.000000e-01
  %.7.i91 = fsub double %.321.us.us.us.us.us.us.us.us, %.6.i90
  %281 = shl i64 %lsr.iv784, 3
  %scevgep788 = getelementptr i8, ptr %lsr.iv712, i64 %281
  %scevgep789 = getelementptr i8, ptr %scevgep788, i64 8
  store double %.7.i91, ptr %scevgep789, align 8
  %scevgep822 = getelementptr i8, ptr %lsr.iv715, i64 %281
  %scevgep823 = getelementptr i8, ptr %scevgep822, i64 16
  %.321.us.us.us.us.us.us.us.us.1 = load double, ptr %scevgep823, align 8
  %282 = shl i64 %lsr.iv784, 3
  %scevgep806 = getelementptr i8, ptr %lsr.iv778, i64 %282
  %scevgep807 = getelementptr i8, ptr %scevgep806, i64 16
  %.338.us.us.us.us.us.us.us.us.1 = load double, ptr %scevgep807, align 8
  %.6.i90.1 = fmul double %.338.us.us.us.us.us.us.us.us.1, 1.000000e-01
  %.7.i91.1 = fsub double %.321.us.us.us.us.us.us.us.us.1, %.6.i90.1
  %283 = shl i64 %lsr.iv784, 3
  %scevgep792 = getelementptr i8, ptr %lsr.iv712, i64 %283
  %scevgep793 = getelementptr i8, ptr %scevgep792, i64 16
  store double %.7.i91.1, ptr %scevgep793, align 8
  %scevgep824 = getelementptr i8, ptr %lsr.iv715, i64 %283
  %scevgep825 = getelementptr i8, ptr %scevgep824, i64 24
  %.321.us.us.us.us.us.us.us.us.2 = load double, ptr %scevgep825, align 8
  %284 = shl i64 %lsr.iv784, 3
  %scevgep808 = getelementptr i8, ptr %lsr.iv778, i64 %284
  %scevgep809 = getelementptr i8, ptr %scevgep808, i64 24
  %.338.us.us.us.us.us.us.us.us.2 = load double, ptr %scevgep809, align 8
  %.6.i90.2 = fmul double %.338.us.us.us.us.us.us.us.us.2, 1.000000e-01
  %.7.i91.2 = fsub double %.321.us.us.us.us.us.us.us.us.2, %.6.i90.2
  %285 = shl i64 %lsr.iv784, 3
  %scevgep794 = getelementptr i8, ptr %lsr.iv712, i64 %285
  %scevgep795 = getelementptr i8, ptr %scevgep794, i64 24
  store double %.7.i91.2, ptr %scevgep795, align 8
  %scevgep826 = getelementptr i8, ptr %lsr.iv715, i64 %285
  %scevgep827 = getelementptr i8, ptr %scevgep826, i64 32
  %.321.us.us.us.us.us.us.us.us.3 = load double, ptr %scevgep827, align 8
  %286 = shl i64 %lsr.iv784, 3
  %scevgep810 = getelementptr i8, ptr %lsr.iv778, i64 %286
  %scevgep811 = getelementptr i8, ptr %scevgep810, i64 32
  %.338.us.us.us.us.us.us.us.us.3 = load double, ptr %scevgep811, align 8
  %.6.i90.3 = fmul double %.338.us.us.us.us.us.us.us.us.3, 1.000000e-01
  %.7.i91.3 = fsub double %.321.us.us.us.us.us.us.us.us.3, %.6.i90.3
  %287 = shl i64 %lsr.iv784, 3
  %scevgep796 = getelementptr i8, ptr %lsr.iv712, i64 %287
  %scevgep797 = getelementptr i8, ptr %scevgep796, i64 32
  store double %.7.i91.3, ptr %scevgep797, align 8
  %scevgep828 = getelementptr i8, ptr %lsr.iv715, i64 %287
  %scevgep829 = getelementptr i8, ptr %scevgep828, i64 40
  %.321.us.us.us.us.us.us.us.us.4 = load double, ptr %scevgep829, align 8
  %288 = shl i64 %lsr.iv784, 3
  %scevgep812 = getelementptr i8, ptr %lsr.iv778, i64 %288
  %scevgep813 = getelementptr i8, ptr %scevgep812, i64 40
  %.338.us.us.us.us.us.us.us.us.4 = load double, ptr %scevgep813, align 8
  %.6.i90.4 = fmul double %.338.us.us.us.us.us.us.us.us.4, 1.000000e-01
  %.7.i91.4 = fsub double %.321.us.us.us.us.us.us.us.us.4, %.6.i90.4
  %289 = shl i64 %lsr.iv784, 3
  %scevgep786 = getelementptr i8, ptr %lsr.iv712, i64 %289
  %scevgep787 = getelementptr i8, ptr %scevgep786, i64 40
  store double %.7.i91.4, ptr %scevgep787, align 8
  %scevgep830 = getelementptr i8, ptr %lsr.iv715, i64 %289
  %scevgep831 = getelementptr i8, ptr %scevgep830, i64 48
  %.321.us.us.us.us.us.us.us.us.5 = load double, ptr %scevgep831, align 8
  %290 = shl i64 %lsr.iv784, 3
  %scevgep814 = getelementptr i8, ptr %lsr.iv778, i64 %290
  %scevgep815 = getelementptr i8, ptr %scevgep814, i64 48
  %.338.us.us.us.us.us.us.us.us.5 = load double, ptr %scevgep815, align 8
  %.6.i90.5 = fmul double %.338.us.us.us.us.us.us.us.us.5, 1.000000e-01
  %.7.i91.5 = fsub double %.321.us.us.us.us.us.us.us.us.5, %.6.i90.5
  %291 = shl i64 %lsr.iv784, 3
  %scevgep800 = getelementptr i8, ptr %lsr.iv712, i64 %291
  %scevgep801 = getelementptr i8, ptr %scevgep800, i64 48
  store double %.7.i91.5, ptr %scevgep801, align 8
  %scevgep832 = getelementptr i8, ptr %lsr.iv715, i64 %291
  %scevgep833 = getelementptr i8, ptr %scevgep832, i64 56
  %.321.us.us.us.us.us.us.us.us.6 = load double, ptr %scevgep833, align 8
  %292 = shl i64 %lsr.iv784, 3
  %scevgep816 = getelementptr i8, ptr %lsr.iv778, i64 %292
  %scevgep817 = getelementptr i8, ptr %scevgep816, i64 56
  %.338.us.us.us.us.us.us.us.us.6 = load double, ptr %scevgep817, align 8
  %.6.i90.6 = fmul double %.338.us.us.us.us.us.us.us.us.6, 1.000000e-01
  %.7.i91.6 = fsub double %.321.us.us.us.us.us.us.us.us.6, %.6.i90.6
  %293 = shl i64 %lsr.iv784, 3
  %scevgep798 = getelementptr i8, ptr %lsr.iv712, i64 %293
  %scevgep799 = getelementptr i8, ptr %scevgep798, i64 56
  store double %.7.i91.6, ptr %scevgep799, align 8
  %scevgep818 = getelementptr i8, ptr %lsr.iv715, i64 %293
  %scevgep819 = getelementptr i8, ptr %scevgep818, i64 64
  %.321.us.us.us.us.us.us.us.us.7 = load double, ptr %scevgep819, align 8
  %294 = shl i64 %lsr.iv784, 3
  %scevgep802 = getelementptr i8, ptr %lsr.iv778, i64 %294
  %scevgep803 = getelementptr i8, ptr %scevgep802, i64 64
  %.338.us.us.us.us.us.us.us.us.7 = load double, ptr %scevgep803, align 8
  %.6.i90.7 = fmul double %.338.us.us.us.us.us.us.us.us.7, 1.000000e-01
  %.7.i91.7 = fsub double %.321.us.us.us.us.us.us.us.us.7, %.6.i90.7
  %295 = shl i64 %lsr.iv784, 3
  %scevgep790 = getelementptr i8, ptr %lsr.iv712, i64 %295
  %scevgep791 = getelementptr i8, ptr %scevgep790, i64 64
  store double %.7.i91.7, ptr %scevgep791, align 8
  %lsr.iv.next785 = add i64 %lsr.iv784, 8
  %296 = add i64 %199, %lsr.iv.next785
  %exitcond658.not.7 = icmp eq i64 %296, -1
  br i1 %exitcond658.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us, !llvm.loop !96

for.cond.1.preheader.lr.ph.split.us.split.us.split.us.split: ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split.us
  %297 = icmp ugt i64 %arg.A.5.1.fr, 1
  br i1 %297, label %for.cond.1.preheader.us.us.us.us565.preheader, label %for.cond.1.preheader.us.us.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split.us.split
  %const1168 = bitcast i64 8070450532247928800 to i64
  %const1161 = bitcast i64 2305843009213693951 to i64
  %298 = add nuw i64 %dest_shape300.sroa.0.1263, %const1161
  %299 = mul i64 %.58.fca.5.0.load.fr, %298
  %300 = add i64 %299, %dest_shape300.sroa.7.1
  %301 = shl i64 %300, 3
  %scevgep422 = getelementptr i8, ptr %.6.i.i.i.i, i64 %301
  %scevgep423 = getelementptr i8, ptr %arg.A.4, i64 8
  %bound0424 = icmp ult ptr %.6.i, %scevgep422
  %bound1425 = icmp ult ptr %.6.i.i.i.i, %scevgep522
  %found.conflict426 = and i1 %bound0424, %bound1425
  %302 = or i64 %.58.fca.5.0.load.fr, %dest_shape300.sroa.7.1
  %303 = and i64 %302, %const
  %304 = icmp ne i64 %303, 0
  %305 = or i1 %found.conflict426, %304
  %bound0429 = icmp ult ptr %.6.i, %scevgep423
  %bound1430 = icmp ult ptr %arg.A.4, %scevgep522
  %found.conflict431 = and i1 %bound0429, %bound1430
  %conflict.rdx433 = or i1 %found.conflict431, %305
  %n.vec442 = and i64 %dest_shape300.sroa.7.1, %const1168
  %const_mat1169 = add i64 %const1168, 28
  %n.vec460 = and i64 %dest_shape300.sroa.7.1, %const_mat1169
  %scevgep920 = getelementptr i8, ptr %.6.i, i64 192
  %306 = shl i64 %dest_shape300.sroa.7.1, 3
  %scevgep930 = getelementptr i8, ptr %.6.i.i.i.i, i64 192
  %307 = shl i64 %.58.fca.5.0.load.fr, 3
  br label %iter.check437

for.cond.1.preheader.us.us.us.us565.preheader:    ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split.us.split
  %const1180 = bitcast i64 9223372036854775776 to i64
  %const1162 = bitcast i64 2305843009213693951 to i64
  %308 = shl i64 %dest_shape300.sroa.7.1, 3
  %309 = add nuw i64 %dest_shape300.sroa.0.1263, %const1162
  %310 = mul i64 %.58.fca.5.0.load.fr, %309
  %311 = add i64 %310, %dest_shape300.sroa.7.1
  %312 = shl i64 %311, 3
  %scevgep472 = getelementptr i8, ptr %.6.i.i.i.i, i64 %312
  %scevgep473 = getelementptr i8, ptr %arg.A.4, i64 %308
  %bound0474 = icmp ult ptr %.6.i, %scevgep472
  %bound1475 = icmp ult ptr %.6.i.i.i.i, %scevgep522
  %found.conflict476 = and i1 %bound0474, %bound1475
  %stride.check477 = icmp slt i64 %308, 0
  %313 = or i1 %found.conflict476, %stride.check477
  %.mask612 = and i64 %.58.fca.5.0.load.fr, %const
  %stride.check478 = icmp ne i64 %.mask612, 0
  %314 = or i1 %313, %stride.check478
  %bound0479 = icmp ult ptr %.6.i, %scevgep473
  %bound1480 = icmp ult ptr %arg.A.4, %scevgep522
  %found.conflict481 = and i1 %bound0479, %bound1480
  %conflict.rdx483 = or i1 %found.conflict481, %314
  %n.vec492 = and i64 %dest_shape300.sroa.7.1, %const1180
  %const_mat1181 = add i64 %const1180, 28
  %n.vec512 = and i64 %dest_shape300.sroa.7.1, %const_mat1181
  %scevgep834 = getelementptr i8, ptr %.6.i, i64 192
  %scevgep852 = getelementptr i8, ptr %.6.i.i.i.i, i64 192
  %315 = shl i64 %.58.fca.5.0.load.fr, 3
  br label %iter.check487

iter.check487:                                    ; preds = %for.cond.1.preheader.us.us.us.us565.preheader, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us
  %lsr.iv866 = phi ptr [ %.6.i.i.i.i, %for.cond.1.preheader.us.us.us.us565.preheader ], [ %scevgep867, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us ]
  %lsr.iv862 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.us565.preheader ], [ %scevgep863, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us ]
  %lsr.iv853 = phi ptr [ %scevgep852, %for.cond.1.preheader.us.us.us.us565.preheader ], [ %scevgep854, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us ]
  %lsr.iv835 = phi ptr [ %scevgep834, %for.cond.1.preheader.us.us.us.us565.preheader ], [ %scevgep836, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us ]
  %loop.index355.us.us.us.us566 = phi i64 [ %.372.us.us.us.us570, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us ], [ 0, %for.cond.1.preheader.us.us.us.us565.preheader ]
  %316 = icmp ult i64 %dest_shape300.sroa.7.1, 4
  %brmerge655 = select i1 %316, i1 true, i1 %conflict.rdx483
  br i1 %brmerge655, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader, label %vector.main.loop.iter.check489

vector.main.loop.iter.check489:                   ; preds = %iter.check487
  %317 = icmp ult i64 %dest_shape300.sroa.7.1, 32
  br i1 %317, label %vec.epilog.ph510, label %vector.body493.preheader

vector.body493.preheader:                         ; preds = %vector.main.loop.iter.check489
  br label %vector.body493

vector.body493:                                   ; preds = %vector.body493.preheader, %vector.body493
  %index494 = phi i64 [ %index.next503, %vector.body493 ], [ 0, %vector.body493.preheader ]
  %318 = shl i64 %index494, 3
  %scevgep860 = getelementptr i8, ptr %lsr.iv853, i64 %318
  %scevgep861 = getelementptr i8, ptr %scevgep860, i64 -192
  %319 = shl i64 %index494, 3
  %scevgep858 = getelementptr i8, ptr %lsr.iv853, i64 %319
  %scevgep859 = getelementptr i8, ptr %scevgep858, i64 -128
  %320 = shl i64 %index494, 3
  %scevgep856 = getelementptr i8, ptr %lsr.iv853, i64 %320
  %scevgep857 = getelementptr i8, ptr %scevgep856, i64 -64
  %321 = shl i64 %index494, 3
  %scevgep855 = getelementptr i8, ptr %lsr.iv853, i64 %321
  %wide.load495 = load <8 x double>, ptr %scevgep861, align 8, !alias.scope !97
  %wide.load496 = load <8 x double>, ptr %scevgep859, align 8, !alias.scope !97
  %wide.load497 = load <8 x double>, ptr %scevgep857, align 8, !alias.scope !97
  %wide.load498 = load <8 x double>, ptr %scevgep855, align 8, !alias.scope !97
  %sunkaddr1220 = mul i64 %index494, 8
  %sunkaddr1221 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1220
  %wide.load499 = load <8 x double>, ptr %sunkaddr1221, align 8, !alias.scope !100
  %sunkaddr1222 = mul i64 %index494, 8
  %sunkaddr1223 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1222
  %sunkaddr1224 = getelementptr i8, ptr %sunkaddr1223, i64 64
  %wide.load500 = load <8 x double>, ptr %sunkaddr1224, align 8, !alias.scope !100
  %sunkaddr1225 = mul i64 %index494, 8
  %sunkaddr1226 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1225
  %sunkaddr1227 = getelementptr i8, ptr %sunkaddr1226, i64 128
  %wide.load501 = load <8 x double>, ptr %sunkaddr1227, align 8, !alias.scope !100
  %sunkaddr1228 = mul i64 %index494, 8
  %sunkaddr1229 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1228
  %sunkaddr1230 = getelementptr i8, ptr %sunkaddr1229, i64 192
  %wide.load502 = load <8 x double>, ptr %sunkaddr1230, align 8, !alias.scope !100
  %322 = fmul <8 x double> %wide.load499, splat (double 1.000000e-01)
  %323 = fmul <8 x double> %wide.load500, splat (double 1.000000e-01)
  %324 = fmul <8 x double> %wide.load501, splat (double 1.000000e-01)
  %325 = fmul <8 x double> %wide.load502, splat (double 1.000000e-01)
  %326 = fsub <8 x double> %wide.load495, %322
  %327 = fsub <8 x double> %wide.load496, %323
  %328 = fsub <8 x double> %wide.load497, %324
  %329 = fsub <8 x double> %wide.load498, %325
  %330 = shl i64 %index494, 3
  %scevgep842 = getelementptr i8, ptr %lsr.iv835, i64 %330
  %scevgep843 = getelementptr i8, ptr %scevgep842, i64 -192
  %331 = shl i64 %index494, 3
  %scevgep840 = getelementptr i8, ptr %lsr.iv835, i64 %331
  %scevgep841 = getelementptr i8, ptr %scevgep840, i64 -128
  %332 = shl i64 %index494, 3
  %scevgep838 = getelementptr i8, ptr %lsr.iv835, i64 %332
  %scevgep839 = getelementptr i8, ptr %scevgep838, i64 -64
  %333 = shl i64 %index494, 3
  %scevgep837 = getelementptr i8, ptr %lsr.iv835, i64 %333
  store <8 x double> %326, ptr %scevgep843, align 8, !alias.scope !102, !noalias !104
  store <8 x double> %327, ptr %scevgep841, align 8, !alias.scope !102, !noalias !104
  store <8 x double> %328, ptr %scevgep839, align 8, !alias.scope !102, !noalias !104
  store <8 x double> %329, ptr %scevgep837, align 8, !alias.scope !102, !noalias !104
  %index.next503 = add nuw i64 %index494, 32
  %334 = icmp eq i64 %n.vec492, %index.next503
  br i1 %334, label %middle.block504, label %vector.body493, !llvm.loop !105

middle.block504:                                  ; preds = %vector.body493
  %335 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec492
  br i1 %335, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, label %vec.epilog.iter.check508

vec.epilog.iter.check508:                         ; preds = %middle.block504
  %336 = and i64 %dest_shape300.sroa.7.1, 28
  %337 = icmp eq i64 %336, 0
  br i1 %337, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader, label %vec.epilog.ph510, !prof !58

vec.epilog.ph510:                                 ; preds = %vector.main.loop.iter.check489, %vec.epilog.iter.check508
  %vec.epilog.resume.val506 = phi i64 [ %n.vec492, %vec.epilog.iter.check508 ], [ 0, %vector.main.loop.iter.check489 ]
  br label %vec.epilog.vector.body513

vec.epilog.vector.body513:                        ; preds = %vec.epilog.vector.body513, %vec.epilog.ph510
  %index514 = phi i64 [ %vec.epilog.resume.val506, %vec.epilog.ph510 ], [ %index.next517, %vec.epilog.vector.body513 ]
  %338 = shl i64 %index514, 3
  %scevgep868 = getelementptr i8, ptr %lsr.iv866, i64 %338
  %wide.load515 = load <4 x double>, ptr %scevgep868, align 8, !alias.scope !97
  %339 = shl i64 %index514, 3
  %scevgep865 = getelementptr i8, ptr %arg.A.4, i64 %339
  %wide.load516 = load <4 x double>, ptr %scevgep865, align 8, !alias.scope !100
  %340 = fmul <4 x double> %wide.load516, splat (double 1.000000e-01)
  %341 = fsub <4 x double> %wide.load515, %340
  %342 = shl i64 %index514, 3
  %scevgep864 = getelementptr i8, ptr %lsr.iv862, i64 %342
  store <4 x double> %341, ptr %scevgep864, align 8, !alias.scope !102, !noalias !104
  %index.next517 = add nuw i64 %index514, 4
  %343 = icmp eq i64 %n.vec512, %index.next517
  br i1 %343, label %vec.epilog.middle.block518, label %vec.epilog.vector.body513, !llvm.loop !106

vec.epilog.middle.block518:                       ; preds = %vec.epilog.vector.body513
  %344 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec512
  br i1 %344, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader: ; preds = %iter.check487, %vec.epilog.iter.check508, %vec.epilog.middle.block518
  %loop.index.1313.us.us.us.us.us.us521.us.ph = phi i64 [ 0, %iter.check487 ], [ %n.vec512, %vec.epilog.middle.block518 ], [ %n.vec492, %vec.epilog.iter.check508 ]
  %345 = sub nsw i64 %dest_shape300.sroa.7.1, %loop.index.1313.us.us.us.us.us.us521.us.ph
  %xtraiter638 = and i64 %345, 7
  %lcmp.mod639.not = icmp eq i64 %xtraiter638, 0
  br i1 %lcmp.mod639.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol
  %lsr.iv872 = phi i64 [ %xtraiter638, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol.preheader ], [ %lsr.iv.next873, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol ]
  %loop.index.1313.us.us.us.us.us.us521.us.prol = phi i64 [ %.370.us.us.us.us.us.us528.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol ], [ %loop.index.1313.us.us.us.us.us.us521.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol.preheader ]
  %346 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us.prol, 3
  %scevgep871 = getelementptr i8, ptr %lsr.iv866, i64 %346
  %.321.us.us.us.us.us.us524.us.prol = load double, ptr %scevgep871, align 8
  %347 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us.prol, 3
  %scevgep870 = getelementptr i8, ptr %arg.A.4, i64 %347
  %.338.us.us.us.us.us.us532.us.prol = load double, ptr %scevgep870, align 8
  %.6.i92.prol = fmul double %.338.us.us.us.us.us.us532.us.prol, 1.000000e-01
  %.7.i93.prol = fsub double %.321.us.us.us.us.us.us524.us.prol, %.6.i92.prol
  %348 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us.prol, 3
  %scevgep869 = getelementptr i8, ptr %lsr.iv862, i64 %348
  store double %.7.i93.prol, ptr %scevgep869, align 8
  %.370.us.us.us.us.us.us528.us.prol = add nuw i64 %loop.index.1313.us.us.us.us.us.us521.us.prol, 1
  %lsr.iv.next873 = add nsw i64 %lsr.iv872, -1
  %prol.iter640.cmp.not = icmp eq i64 %lsr.iv.next873, 0
  br i1 %prol.iter640.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol, !llvm.loop !107

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader
  %loop.index.1313.us.us.us.us.us.us521.us.unr = phi i64 [ %loop.index.1313.us.us.us.us.us.us521.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader ], [ %.370.us.us.us.us.us.us528.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol ]
  %349 = sub nsw i64 %loop.index.1313.us.us.us.us.us.us521.us.ph, %dest_shape300.sroa.7.1
  %350 = icmp ugt i64 %349, -8
  br i1 %350, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader661

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader661: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader661, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us
  %loop.index.1313.us.us.us.us.us.us521.us = phi i64 [ %.370.us.us.us.us.us.us528.us.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us ], [ %loop.index.1313.us.us.us.us.us.us521.us.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.preheader661 ]
  %351 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us, 3
  %scevgep907 = getelementptr i8, ptr %lsr.iv866, i64 %351
  %.321.us.us.us.us.us.us524.us = load double, ptr %scevgep907, align 8
  %sunkaddr1231 = mul i64 %loop.index.1313.us.us.us.us.us.us521.us, 8
  %sunkaddr1232 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1231
  %.338.us.us.us.us.us.us532.us = load double, ptr %sunkaddr1232, align 8
  %.6.i92 = fmul double %.338.us.us.us.us.us.us532.us, 1.000000e-01
  %.7.i93 = fsub double %.321.us.us.us.us.us.us524.us, %.6.i92
  %352 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us, 3
  %scevgep876 = getelementptr i8, ptr %lsr.iv862, i64 %352
  store double %.7.i93, ptr %scevgep876, align 8
  %scevgep908 = getelementptr i8, ptr %lsr.iv866, i64 %352
  %scevgep909 = getelementptr i8, ptr %scevgep908, i64 8
  %.321.us.us.us.us.us.us524.us.1 = load double, ptr %scevgep909, align 8
  %sunkaddr1233 = mul i64 %loop.index.1313.us.us.us.us.us.us521.us, 8
  %sunkaddr1234 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1233
  %sunkaddr1235 = getelementptr i8, ptr %sunkaddr1234, i64 8
  %.338.us.us.us.us.us.us532.us.1 = load double, ptr %sunkaddr1235, align 8
  %.6.i92.1 = fmul double %.338.us.us.us.us.us.us532.us.1, 1.000000e-01
  %.7.i93.1 = fsub double %.321.us.us.us.us.us.us524.us.1, %.6.i92.1
  %353 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us, 3
  %scevgep879 = getelementptr i8, ptr %lsr.iv862, i64 %353
  %scevgep880 = getelementptr i8, ptr %scevgep879, i64 8
  store double %.7.i93.1, ptr %scevgep880, align 8
  %scevgep910 = getelementptr i8, ptr %lsr.iv866, i64 %353
  %scevgep911 = getelementptr i8, ptr %scevgep910, i64 16
  %.321.us.us.us.us.us.us524.us.2 = load double, ptr %scevgep911, align 8
  %sunkaddr1236 = mul i64 %loop.index.1313.us.us.us.us.us.us521.us, 8
  %sunkaddr1237 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1236
  %sunkaddr1238 = getelementptr i8, ptr %sunkaddr1237, i64 16
  %.338.us.us.us.us.us.us532.us.2 = load double, ptr %sunkaddr1238, align 8
  %.6.i92.2 = fmul double %.338.us.us.us.us.us.us532.us.2, 1.000000e-01
  %.7.i93.2 = fsub double %.321.us.us.us.us.us.us524.us.2, %.6.i92.2
  %354 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us, 3
  %scevgep881 = getelementptr i8, ptr %lsr.iv862, i64 %354
  %scevgep882 = getelementptr i8, ptr %scevgep881, i64 16
  store double %.7.i93.2, ptr %scevgep882, align 8
  %scevgep912 = getelementptr i8, ptr %lsr.iv866, i64 %354
  %scevgep913 = getelementptr i8, ptr %scevgep912, i64 24
  %.321.us.us.us.us.us.us524.us.3 = load double, ptr %scevgep913, align 8
  %sunkaddr1239 = mul i64 %loop.index.1313.us.us.us.us.us.us521.us, 8
  %sunkaddr1240 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1239
  %sunkaddr1241 = getelementptr i8, ptr %sunkaddr1240, i64 24
  %.338.us.us.us.us.us.us532.us.3 = load double, ptr %sunkaddr1241, align 8
  %.6.i92.3 = fmul double %.338.us.us.us.us.us.us532.us.3, 1.000000e-01
  %.7.i93.3 = fsub double %.321.us.us.us.us.us.us524.us.3, %.6.i92.3
  %355 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us, 3
  %scevgep883 = getelementptr i8, ptr %lsr.iv862, i64 %355
  %scevgep884 = getelementptr i8, ptr %scevgep883, i64 24
  store double %.7.i93.3, ptr %scevgep884, align 8
  %scevgep914 = getelementptr i8, ptr %lsr.iv866, i64 %355
  %scevgep915 = getelementptr i8, ptr %scevgep914, i64 32
  %.321.us.us.us.us.us.us524.us.4 = load double, ptr %scevgep915, align 8
  %sunkaddr1242 = mul i64 %loop.index.1313.us.us.us.us.us.us521.us, 8
  %sunkaddr1243 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1242
  %sunkaddr1244 = getelementptr i8, ptr %sunkaddr1243, i64 32
  %.338.us.us.us.us.us.us532.us.4 = load double, ptr %sunkaddr1244, align 8
  %.6.i92.4 = fmul double %.338.us.us.us.us.us.us532.us.4, 1.000000e-01
  %.7.i93.4 = fsub double %.321.us.us.us.us.us.us524.us.4, %.6.i92.4
  %356 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us, 3
  %scevgep874 = getelementptr i8, ptr %lsr.iv862, i64 %356
  %scevgep875 = getelementptr i8, ptr %scevgep874, i64 32
  store double %.7.i93.4, ptr %scevgep875, align 8
  %scevgep916 = getelementptr i8, ptr %lsr.iv866, i64 %356
  %scevgep917 = getelementptr i8, ptr %scevgep916, i64 40
  %.321.us.us.us.us.us.us524.us.5 = load double, ptr %scevgep917, align 8
  %sunkaddr1245 = mul i64 %loop.index.1313.us.us.us.us.us.us521.us, 8
  %sunkaddr1246 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1245
  %sunkaddr1247 = getelementptr i8, ptr %sunkaddr1246, i64 40
  %.338.us.us.us.us.us.us532.us.5 = load double, ptr %sunkaddr1247, align 8
  %.6.i92.5 = fmul double %.338.us.us.us.us.us.us532.us.5, 1.000000e-01
  %.7.i93.5 = fsub double %.321.us.us.us.us.us.us524.us.5, %.6.i92.5
  %357 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us, 3
  %scevgep887 = getelementptr i8, ptr %lsr.iv862, i64 %357
  %scevgep888 = getelementptr i8, ptr %scevgep887, i64 40
  store double %.7.i93.5, ptr %scevgep888, align 8
  %scevgep918 = getelementptr i8, ptr %lsr.iv866, i64 %357
  %scevgep919 = getelementptr i8, ptr %scevgep918, i64 48
  %.321.us.us.us.us.us.us524.us.6 = load double, ptr %scevgep919, align 8
  %sunkaddr1248 = mul i64 %loop.index.1313.us.us.us.us.us.us521.us, 8
  %sunkaddr1249 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1248
  %sunkaddr1250 = getelementptr i8, ptr %sunkaddr1249, i64 48
  %.338.us.us.us.us.us.us532.us.6 = load double, ptr %sunkaddr1250, align 8
  %.6.i92.6 = fmul double %.338.us.us.us.us.us.us532.us.6, 1.000000e-01
  %.7.i93.6 = fsub double %.321.us.us.us.us.us.us524.us.6, %.6.i92.6
  %358 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us, 3
  %scevgep885 = getelementptr i8, ptr %lsr.iv862, i64 %358
  %scevgep886 = getelementptr i8, ptr %scevgep885, i64 48
  store double %.7.i93.6, ptr %scevgep886, align 8
  %scevgep905 = getelementptr i8, ptr %lsr.iv866, i64 %358
  %scevgep906 = getelementptr i8, ptr %scevgep905, i64 56
  %.321.us.us.us.us.us.us524.us.7 = load double, ptr %scevgep906, align 8
  %sunkaddr1251 = mul i64 %loop.index.1313.us.us.us.us.us.us521.us, 8
  %sunkaddr1252 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr1251
  %sunkaddr1253 = getelementptr i8, ptr %sunkaddr1252, i64 56
  %.338.us.us.us.us.us.us532.us.7 = load double, ptr %sunkaddr1253, align 8
  %.6.i92.7 = fmul double %.338.us.us.us.us.us.us532.us.7, 1.000000e-01
  %.7.i93.7 = fsub double %.321.us.us.us.us.us.us524.us.7, %.6.i92.7
  %359 = shl i64 %loop.index.1313.us.us.us.us.us.us521.us, 3
  %scevgep877 = getelementptr i8, ptr %lsr.iv862, i64 %359
  %scevgep878 = getelementptr i8, ptr %scevgep877, i64 56
  store double %.7.i93.7, ptr %scevgep878, align 8
  %.370.us.us.us.us.us.us528.us.7 = add nuw nsw i64 %loop.index.1313.us.us.us.us.us.us521.us, 8
  %exitcond655.not.7 = icmp eq i64 %dest_shape300.sroa.7.1, %.370.us.us.us.us.us.us528.us.7
  br i1 %exitcond655.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us, !llvm.loop !108

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us525.us.prol.loopexit, %vec.epilog.middle.block518, %middle.block504
  %.372.us.us.us.us570 = add nuw nsw i64 %loop.index355.us.us.us.us566, 1
  %scevgep836 = getelementptr i8, ptr %lsr.iv835, i64 %308
  %scevgep854 = getelementptr i8, ptr %lsr.iv853, i64 %315
  %scevgep863 = getelementptr i8, ptr %lsr.iv862, i64 %308
  %scevgep867 = getelementptr i8, ptr %lsr.iv866, i64 %315
  %exitcond656.not = icmp eq i64 %.372.us.us.us.us570, %dest_shape300.sroa.0.1263
  br i1 %exitcond656.not, label %for.end, label %iter.check487

iter.check437:                                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split
  %lsr.iv943 = phi ptr [ %.6.i.i.i.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep944, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split ]
  %lsr.iv940 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep941, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split ]
  %lsr.iv931 = phi ptr [ %scevgep930, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep932, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split ]
  %lsr.iv921 = phi ptr [ %scevgep920, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep922, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split ]
  %loop.index355.us.us.us = phi i64 [ %.372.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  %360 = icmp ult i64 %dest_shape300.sroa.7.1, 4
  %brmerge656 = select i1 %360, i1 true, i1 %conflict.rdx433
  br i1 %brmerge656, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check439

vector.main.loop.iter.check439:                   ; preds = %iter.check437
  %361 = icmp ult i64 %dest_shape300.sroa.7.1, 32
  br i1 %361, label %vec.epilog.ph458, label %vector.ph440

vector.ph440:                                     ; preds = %vector.main.loop.iter.check439
  %362 = load double, ptr %arg.A.4, align 8, !alias.scope !109
  %363 = fmul double %362, 1.000000e-01
  %broadcast.splatinsert449 = insertelement <8 x double> poison, double %363, i64 0
  %broadcast.splat450 = shufflevector <8 x double> %broadcast.splatinsert449, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body443

vector.body443:                                   ; preds = %vector.body443, %vector.ph440
  %index444 = phi i64 [ 0, %vector.ph440 ], [ %index.next451, %vector.body443 ]
  %364 = shl i64 %index444, 3
  %scevgep938 = getelementptr i8, ptr %lsr.iv931, i64 %364
  %scevgep939 = getelementptr i8, ptr %scevgep938, i64 -192
  %365 = shl i64 %index444, 3
  %scevgep936 = getelementptr i8, ptr %lsr.iv931, i64 %365
  %scevgep937 = getelementptr i8, ptr %scevgep936, i64 -128
  %366 = shl i64 %index444, 3
  %scevgep934 = getelementptr i8, ptr %lsr.iv931, i64 %366
  %scevgep935 = getelementptr i8, ptr %scevgep934, i64 -64
  %367 = shl i64 %index444, 3
  %scevgep933 = getelementptr i8, ptr %lsr.iv931, i64 %367
  %wide.load445 = load <8 x double>, ptr %scevgep939, align 8, !alias.scope !112
  %wide.load446 = load <8 x double>, ptr %scevgep937, align 8, !alias.scope !112
  %wide.load447 = load <8 x double>, ptr %scevgep935, align 8, !alias.scope !112
  %wide.load448 = load <8 x double>, ptr %scevgep933, align 8, !alias.scope !112
  %368 = fsub <8 x double> %wide.load445, %broadcast.splat450
  %369 = fsub <8 x double> %wide.load446, %broadcast.splat450
  %370 = fsub <8 x double> %wide.load447, %broadcast.splat450
  %371 = fsub <8 x double> %wide.load448, %broadcast.splat450
  %372 = shl i64 %index444, 3
  %scevgep928 = getelementptr i8, ptr %lsr.iv921, i64 %372
  %scevgep929 = getelementptr i8, ptr %scevgep928, i64 -192
  %373 = shl i64 %index444, 3
  %scevgep926 = getelementptr i8, ptr %lsr.iv921, i64 %373
  %scevgep927 = getelementptr i8, ptr %scevgep926, i64 -128
  %374 = shl i64 %index444, 3
  %scevgep924 = getelementptr i8, ptr %lsr.iv921, i64 %374
  %scevgep925 = getelementptr i8, ptr %scevgep924, i64 -64
  %375 = shl i64 %index444, 3
  %scevgep923 = getelementptr i8, ptr %lsr.iv921, i64 %375
  store <8 x double> %368, ptr %scevgep929, align 8, !alias.scope !114, !noalias !116
  store <8 x double> %369, ptr %scevgep927, align 8, !alias.scope !114, !noalias !116
  store <8 x double> %370, ptr %scevgep925, align 8, !alias.scope !114, !noalias !116
  store <8 x double> %371, ptr %scevgep923, align 8, !alias.scope !114, !noalias !116
  %index.next451 = add nuw i64 %index444, 32
  %376 = icmp eq i64 %n.vec442, %index.next451
  br i1 %376, label %middle.block452, label %vector.body443, !llvm.loop !117

middle.block452:                                  ; preds = %vector.body443
  %377 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec442
  br i1 %377, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, label %vec.epilog.iter.check456

vec.epilog.iter.check456:                         ; preds = %middle.block452
  %378 = and i64 %dest_shape300.sroa.7.1, 28
  %379 = icmp eq i64 %378, 0
  br i1 %379, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph458, !prof !58

vec.epilog.ph458:                                 ; preds = %vector.main.loop.iter.check439, %vec.epilog.iter.check456
  %vec.epilog.resume.val454 = phi i64 [ %n.vec442, %vec.epilog.iter.check456 ], [ 0, %vector.main.loop.iter.check439 ]
  %380 = load double, ptr %arg.A.4, align 8, !alias.scope !109
  %381 = fmul double %380, 1.000000e-01
  %broadcast.splatinsert464 = insertelement <4 x double> poison, double %381, i64 0
  %broadcast.splat465 = shufflevector <4 x double> %broadcast.splatinsert464, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body461

vec.epilog.vector.body461:                        ; preds = %vec.epilog.vector.body461, %vec.epilog.ph458
  %index462 = phi i64 [ %vec.epilog.resume.val454, %vec.epilog.ph458 ], [ %index.next466, %vec.epilog.vector.body461 ]
  %382 = shl i64 %index462, 3
  %scevgep945 = getelementptr i8, ptr %lsr.iv943, i64 %382
  %wide.load463 = load <4 x double>, ptr %scevgep945, align 8, !alias.scope !112
  %383 = fsub <4 x double> %wide.load463, %broadcast.splat465
  %384 = shl i64 %index462, 3
  %scevgep942 = getelementptr i8, ptr %lsr.iv940, i64 %384
  store <4 x double> %383, ptr %scevgep942, align 8, !alias.scope !114, !noalias !116
  %index.next466 = add nuw i64 %index462, 4
  %385 = icmp eq i64 %n.vec460, %index.next466
  br i1 %385, label %vec.epilog.middle.block467, label %vec.epilog.vector.body461, !llvm.loop !118

vec.epilog.middle.block467:                       ; preds = %vec.epilog.vector.body461
  %386 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec460
  br i1 %386, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %vec.epilog.middle.block467, %vec.epilog.iter.check456, %iter.check437
  %loop.index.1313.us.us.us.us.us.ph = phi i64 [ 0, %iter.check437 ], [ %n.vec442, %vec.epilog.iter.check456 ], [ %n.vec460, %vec.epilog.middle.block467 ]
  %387 = sub nsw i64 %dest_shape300.sroa.7.1, %loop.index.1313.us.us.us.us.us.ph
  %xtraiter635 = and i64 %387, 7
  %lcmp.mod636.not = icmp eq i64 %xtraiter635, 0
  br i1 %lcmp.mod636.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv948 = phi i64 [ %xtraiter635, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next949, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.1313.us.us.us.us.us.prol = phi i64 [ %.370.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.1313.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %388 = shl i64 %loop.index.1313.us.us.us.us.us.prol, 3
  %scevgep947 = getelementptr i8, ptr %lsr.iv943, i64 %388
  %.321.us.us.us.us.us.prol = load double, ptr %scevgep947, align 8
  %.338.us.us.us.us.us.prol = load double, ptr %arg.A.4, align 8
  %.6.i94.prol = fmul double %.338.us.us.us.us.us.prol, 1.000000e-01
  %.7.i95.prol = fsub double %.321.us.us.us.us.us.prol, %.6.i94.prol
  %389 = shl i64 %loop.index.1313.us.us.us.us.us.prol, 3
  %scevgep946 = getelementptr i8, ptr %lsr.iv940, i64 %389
  store double %.7.i95.prol, ptr %scevgep946, align 8
  %.370.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.1313.us.us.us.us.us.prol, 1
  %lsr.iv.next949 = add nsw i64 %lsr.iv948, -1
  %prol.iter637.cmp.not = icmp eq i64 %lsr.iv.next949, 0
  br i1 %prol.iter637.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !119

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.1313.us.us.us.us.us.unr = phi i64 [ %loop.index.1313.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %.370.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %390 = sub nsw i64 %loop.index.1313.us.us.us.us.us.ph, %dest_shape300.sroa.7.1
  %391 = icmp ugt i64 %390, -8
  br i1 %391, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader663

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader663: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader663, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us
  %loop.index.1313.us.us.us.us.us = phi i64 [ %.370.us.us.us.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us ], [ %loop.index.1313.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader663 ]
  %392 = shl i64 %loop.index.1313.us.us.us.us.us, 3
  %scevgep967 = getelementptr i8, ptr %lsr.iv943, i64 %392
  %.321.us.us.us.us.us = load double, ptr %scevgep967, align 8
  %.338.us.us.us.us.us = load double, ptr %arg.A.4, align 8
  %.6.i94 = fmul double %.338.us.us.us.us.us, 1.000000e-01
  %.7.i95 = fsub double %.321.us.us.us.us.us, %.6.i94
  %393 = shl i64 %loop.index.1313.us.us.us.us.us, 3
  %scevgep952 = getelementptr i8, ptr %lsr.iv940, i64 %393
  store double %.7.i95, ptr %scevgep952, align 8
  %scevgep968 = getelementptr i8, ptr %lsr.iv943, i64 %393
  %scevgep969 = getelementptr i8, ptr %scevgep968, i64 8
  %.321.us.us.us.us.us.1 = load double, ptr %scevgep969, align 8
  %.338.us.us.us.us.us.1 = load double, ptr %arg.A.4, align 8
  %.6.i94.1 = fmul double %.338.us.us.us.us.us.1, 1.000000e-01
  %.7.i95.1 = fsub double %.321.us.us.us.us.us.1, %.6.i94.1
  %394 = shl i64 %loop.index.1313.us.us.us.us.us, 3
  %scevgep955 = getelementptr i8, ptr %lsr.iv940, i64 %394
  %scevgep956 = getelementptr i8, ptr %scevgep955, i64 8
  store double %.7.i95.1, ptr %scevgep956, align 8
  %scevgep970 = getelementptr i8, ptr %lsr.iv943, i64 %394
  %scevgep971 = getelementptr i8, ptr %scevgep970, i64 16
  %.321.us.us.us.us.us.2 = load double, ptr %scevgep971, align 8
  %.338.us.us.us.us.us.2 = load double, ptr %arg.A.4, align 8
  %.6.i94.2 = fmul double %.338.us.us.us.us.us.2, 1.000000e-01
  %.7.i95.2 = fsub double %.321.us.us.us.us.us.2, %.6.i94.2
  %395 = shl i64 %loop.index.1313.us.us.us.us.us, 3
  %scevgep957 = getelementptr i8, ptr %lsr.iv940, i64 %395
  %scevgep958 = getelementptr i8, ptr %scevgep957, i64 16
  store double %.7.i95.2, ptr %scevgep958, align 8
  %scevgep972 = getelementptr i8, ptr %lsr.iv943, i64 %395
  %scevgep973 = getelementptr i8, ptr %scevgep972, i64 24
  %.321.us.us.us.us.us.3 = load double, ptr %scevgep973, align 8
  %.338.us.us.us.us.us.3 = load double, ptr %arg.A.4, align 8
  %.6.i94.3 = fmul double %.338.us.us.us.us.us.3, 1.000000e-01
  %.7.i95.3 = fsub double %.321.us.us.us.us.us.3, %.6.i94.3
  %396 = shl i64 %loop.index.1313.us.us.us.us.us, 3
  %scevgep959 = getelementptr i8, ptr %lsr.iv940, i64 %396
  %scevgep960 = getelementptr i8, ptr %scevgep959, i64 24
  store double %.7.i95.3, ptr %scevgep960, align 8
  %scevgep974 = getelementptr i8, ptr %lsr.iv943, i64 %396
  %scevgep975 = getelementptr i8, ptr %scevgep974, i64 32
  %.321.us.us.us.us.us.4 = load double, ptr %scevgep975, align 8
  %.338.us.us.us.us.us.4 = load double, ptr %arg.A.4, align 8
  %.6.i94.4 = fmul double %.338.us.us.us.us.us.4, 1.000000e-01
  %.7.i95.4 = fsub double %.321.us.us.us.us.us.4, %.6.i94.4
  %397 = shl i64 %loop.index.1313.us.us.us.us.us, 3
  %scevgep950 = getelementptr i8, ptr %lsr.iv940, i64 %397
  %scevgep951 = getelementptr i8, ptr %scevgep950, i64 32
  store double %.7.i95.4, ptr %scevgep951, align 8
  %scevgep976 = getelementptr i8, ptr %lsr.iv943, i64 %397
  %scevgep977 = getelementptr i8, ptr %scevgep976, i64 40
  %.321.us.us.us.us.us.5 = load double, ptr %scevgep977, align 8
  %.338.us.us.us.us.us.5 = load double, ptr %arg.A.4, align 8
  %.6.i94.5 = fmul double %.338.us.us.us.us.us.5, 1.000000e-01
  %.7.i95.5 = fsub double %.321.us.us.us.us.us.5, %.6.i94.5
  %398 = shl i64 %loop.index.1313.us.us.us.us.us, 3
  %scevgep963 = getelementptr i8, ptr %lsr.iv940, i64 %398
  %scevgep964 = getelementptr i8, ptr %scevgep963, i64 40
  store double %.7.i95.5, ptr %scevgep964, align 8
  %scevgep978 = getelementptr i8, ptr %lsr.iv943, i64 %398
  %scevgep979 = getelementptr i8, ptr %scevgep978, i64 48
  %.321.us.us.us.us.us.6 = load double, ptr %scevgep979, align 8
  %.338.us.us.us.us.us.6 = load double, ptr %arg.A.4, align 8
  %.6.i94.6 = fmul double %.338.us.us.us.us.us.6, 1.000000e-01
  %.7.i95.6 = fsub double %.321.us.us.us.us.us.6, %.6.i94.6
  %399 = shl i64 %loop.index.1313.us.us.us.us.us, 3
  %scevgep961 = getelementptr i8, ptr %lsr.iv940, i64 %399
  %scevgep962 = getelementptr i8, ptr %scevgep961, i64 48
  store double %.7.i95.6, ptr %scevgep962, align 8
  %scevgep965 = getelementptr i8, ptr %lsr.iv943, i64 %399
  %scevgep966 = getelementptr i8, ptr %scevgep965, i64 56
  %.321.us.us.us.us.us.7 = load double, ptr %scevgep966, align 8
  %.338.us.us.us.us.us.7 = load double, ptr %arg.A.4, align 8
  %.6.i94.7 = fmul double %.338.us.us.us.us.us.7, 1.000000e-01
  %.7.i95.7 = fsub double %.321.us.us.us.us.us.7, %.6.i94.7
  %400 = shl i64 %loop.index.1313.us.us.us.us.us, 3
  %scevgep953 = getelementptr i8, ptr %lsr.iv940, i64 %400
  %scevgep954 = getelementptr i8, ptr %scevgep953, i64 56
  store double %.7.i95.7, ptr %scevgep954, align 8
  %.370.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.1313.us.us.us.us.us, 8
  %exitcond653.not.7 = icmp eq i64 %dest_shape300.sroa.7.1, %.370.us.us.us.us.us.7
  br i1 %exitcond653.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !120

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block467, %middle.block452
  %.372.us.us.us = add nuw nsw i64 %loop.index355.us.us.us, 1
  %scevgep922 = getelementptr i8, ptr %lsr.iv921, i64 %306
  %scevgep932 = getelementptr i8, ptr %lsr.iv931, i64 %307
  %scevgep941 = getelementptr i8, ptr %lsr.iv940, i64 %306
  %scevgep944 = getelementptr i8, ptr %lsr.iv943, i64 %307
  %exitcond654.not = icmp eq i64 %.372.us.us.us, %dest_shape300.sroa.0.1263
  br i1 %exitcond654.not, label %for.end, label %iter.check437

iter.check:                                       ; preds = %for.cond.1.preheader.us.preheader282, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split
  %lsr.iv1137 = phi ptr [ %.6.i, %for.cond.1.preheader.us.preheader282 ], [ %scevgep1138, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split ]
  %lsr.iv1128 = phi ptr [ %scevgep1127, %for.cond.1.preheader.us.preheader282 ], [ %scevgep1129, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split ]
  %loop.index355.us = phi i64 [ %.372.us, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split ], [ 0, %for.cond.1.preheader.us.preheader282 ]
  %401 = icmp ult i64 %dest_shape300.sroa.7.1, 4
  %brmerge657 = select i1 %401, i1 true, i1 %conflict.rdx
  br i1 %brmerge657, label %for.body.1.endif.endif.endif.endif.endif.us369.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %402 = icmp ult i64 %dest_shape300.sroa.7.1, 32
  br i1 %402, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %403 = load double, ptr %arg.A.4, align 8, !alias.scope !121
  %404 = load double, ptr %.6.i.i.i.i, align 8, !alias.scope !124
  %405 = fmul double %403, 1.000000e-01
  %406 = fsub double %404, %405
  %broadcast.splatinsert = insertelement <8 x double> poison, double %406, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %407 = shl i64 %index, 3
  %scevgep1135 = getelementptr i8, ptr %lsr.iv1128, i64 %407
  %scevgep1136 = getelementptr i8, ptr %scevgep1135, i64 -192
  %408 = shl i64 %index, 3
  %scevgep1133 = getelementptr i8, ptr %lsr.iv1128, i64 %408
  %scevgep1134 = getelementptr i8, ptr %scevgep1133, i64 -128
  %409 = shl i64 %index, 3
  %scevgep1131 = getelementptr i8, ptr %lsr.iv1128, i64 %409
  %scevgep1132 = getelementptr i8, ptr %scevgep1131, i64 -64
  %410 = shl i64 %index, 3
  %scevgep1130 = getelementptr i8, ptr %lsr.iv1128, i64 %410
  store <8 x double> %broadcast.splat, ptr %scevgep1136, align 8, !alias.scope !126, !noalias !128
  store <8 x double> %broadcast.splat, ptr %scevgep1134, align 8, !alias.scope !126, !noalias !128
  store <8 x double> %broadcast.splat, ptr %scevgep1132, align 8, !alias.scope !126, !noalias !128
  store <8 x double> %broadcast.splat, ptr %scevgep1130, align 8, !alias.scope !126, !noalias !128
  %index.next = add nuw i64 %index, 32
  %411 = icmp eq i64 %n.vec, %index.next
  br i1 %411, label %middle.block, label %vector.body, !llvm.loop !129

middle.block:                                     ; preds = %vector.body
  %412 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec
  br i1 %412, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %413 = and i64 %dest_shape300.sroa.7.1, 28
  %414 = icmp eq i64 %413, 0
  br i1 %414, label %for.body.1.endif.endif.endif.endif.endif.us369.preheader, label %vec.epilog.ph, !prof !58

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %415 = load double, ptr %arg.A.4, align 8, !alias.scope !121
  %416 = load double, ptr %.6.i.i.i.i, align 8, !alias.scope !124
  %417 = fmul double %415, 1.000000e-01
  %418 = fsub double %416, %417
  %broadcast.splatinsert294 = insertelement <4 x double> poison, double %418, i64 0
  %broadcast.splat295 = shufflevector <4 x double> %broadcast.splatinsert294, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index293 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next296, %vec.epilog.vector.body ]
  %419 = shl i64 %index293, 3
  %scevgep1139 = getelementptr i8, ptr %lsr.iv1137, i64 %419
  store <4 x double> %broadcast.splat295, ptr %scevgep1139, align 8, !alias.scope !126, !noalias !128
  %index.next296 = add nuw i64 %index293, 4
  %420 = icmp eq i64 %n.vec292, %index.next296
  br i1 %420, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !130

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %421 = icmp eq i64 %dest_shape300.sroa.7.1, %n.vec292
  br i1 %421, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split, label %for.body.1.endif.endif.endif.endif.endif.us369.preheader

for.body.1.endif.endif.endif.endif.endif.us369.preheader: ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %iter.check
  %loop.index.1313.us359.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec292, %vec.epilog.middle.block ]
  %422 = sub nsw i64 %dest_shape300.sroa.7.1, %loop.index.1313.us359.ph
  %xtraiter = and i64 %422, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.endif.endif.us369.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us369.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us369.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us369.prol

for.body.1.endif.endif.endif.endif.endif.us369.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us369.prol
  %lsr.iv1141 = phi i64 [ %xtraiter, %for.body.1.endif.endif.endif.endif.endif.us369.prol.preheader ], [ %lsr.iv.next1142, %for.body.1.endif.endif.endif.endif.endif.us369.prol ]
  %loop.index.1313.us359.prol = phi i64 [ %.370.us372.prol, %for.body.1.endif.endif.endif.endif.endif.us369.prol ], [ %loop.index.1313.us359.ph, %for.body.1.endif.endif.endif.endif.endif.us369.prol.preheader ]
  %.321.us362.prol = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.prol = load double, ptr %arg.A.4, align 8
  %.6.i112.prol = fmul double %.338.us367.prol, 1.000000e-01
  %.7.i113.prol = fsub double %.321.us362.prol, %.6.i112.prol
  %423 = shl i64 %loop.index.1313.us359.prol, 3
  %scevgep1140 = getelementptr i8, ptr %lsr.iv1137, i64 %423
  store double %.7.i113.prol, ptr %scevgep1140, align 8
  %.370.us372.prol = add nuw nsw i64 %loop.index.1313.us359.prol, 1
  %lsr.iv.next1142 = add nsw i64 %lsr.iv1141, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next1142, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us369.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us369.prol, !llvm.loop !131

for.body.1.endif.endif.endif.endif.endif.us369.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.prol, %for.body.1.endif.endif.endif.endif.endif.us369.preheader
  %loop.index.1313.us359.unr = phi i64 [ %loop.index.1313.us359.ph, %for.body.1.endif.endif.endif.endif.endif.us369.preheader ], [ %.370.us372.prol, %for.body.1.endif.endif.endif.endif.endif.us369.prol ]
  %424 = sub nsw i64 %loop.index.1313.us359.ph, %dest_shape300.sroa.7.1
  %425 = icmp ugt i64 %424, -8
  br i1 %425, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split, label %for.body.1.endif.endif.endif.endif.endif.us369.preheader671

for.body.1.endif.endif.endif.endif.endif.us369.preheader671: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us369

for.body.1.endif.endif.endif.endif.endif.us369:   ; preds = %for.body.1.endif.endif.endif.endif.endif.us369.preheader671, %for.body.1.endif.endif.endif.endif.endif.us369
  %loop.index.1313.us359 = phi i64 [ %.370.us372.7, %for.body.1.endif.endif.endif.endif.endif.us369 ], [ %loop.index.1313.us359.unr, %for.body.1.endif.endif.endif.endif.endif.us369.preheader671 ]
  %.321.us362 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367 = load double, ptr %arg.A.4, align 8
  %.6.i112 = fmul double %.338.us367, 1.000000e-01
  %.7.i113 = fsub double %.321.us362, %.6.i112
  %426 = shl i64 %loop.index.1313.us359, 3
  %scevgep1145 = getelementptr i8, ptr %lsr.iv1137, i64 %426
  store double %.7.i113, ptr %scevgep1145, align 8
  %.321.us362.1 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.1 = load double, ptr %arg.A.4, align 8
  %.6.i112.1 = fmul double %.338.us367.1, 1.000000e-01
  %.7.i113.1 = fsub double %.321.us362.1, %.6.i112.1
  %427 = shl i64 %loop.index.1313.us359, 3
  %scevgep1150 = getelementptr i8, ptr %lsr.iv1137, i64 %427
  %scevgep1151 = getelementptr i8, ptr %scevgep1150, i64 8
  store double %.7.i113.1, ptr %scevgep1151, align 8
  %.321.us362.2 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.2 = load double, ptr %arg.A.4, align 8
  %.6.i112.2 = fmul double %.338.us367.2, 1.000000e-01
  %.7.i113.2 = fsub double %.321.us362.2, %.6.i112.2
  %428 = shl i64 %loop.index.1313.us359, 3
  %scevgep1152 = getelementptr i8, ptr %lsr.iv1137, i64 %428
  %scevgep1153 = getelementptr i8, ptr %scevgep1152, i64 16
  store double %.7.i113.2, ptr %scevgep1153, align 8
  %.321.us362.3 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.3 = load double, ptr %arg.A.4, align 8
  %.6.i112.3 = fmul double %.338.us367.3, 1.000000e-01
  %.7.i113.3 = fsub double %.321.us362.3, %.6.i112.3
  %429 = shl i64 %loop.index.1313.us359, 3
  %scevgep1154 = getelementptr i8, ptr %lsr.iv1137, i64 %429
  %scevgep1155 = getelementptr i8, ptr %scevgep1154, i64 24
  store double %.7.i113.3, ptr %scevgep1155, align 8
  %.321.us362.4 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.4 = load double, ptr %arg.A.4, align 8
  %.6.i112.4 = fmul double %.338.us367.4, 1.000000e-01
  %.7.i113.4 = fsub double %.321.us362.4, %.6.i112.4
  %430 = shl i64 %loop.index.1313.us359, 3
  %scevgep1143 = getelementptr i8, ptr %lsr.iv1137, i64 %430
  %scevgep1144 = getelementptr i8, ptr %scevgep1143, i64 32
  store double %.7.i113.4, ptr %scevgep1144, align 8
  %.321.us362.5 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.5 = load double, ptr %arg.A.4, align 8
  %.6.i112.5 = fmul double %.338.us367.5, 1.000000e-01
  %.7.i113.5 = fsub double %.321.us362.5, %.6.i112.5
  %431 = shl i64 %loop.index.1313.us359, 3
  %scevgep1156 = getelementptr i8, ptr %lsr.iv1137, i64 %431
  %scevgep1157 = getelementptr i8, ptr %scevgep1156, i64 40
  store double %.7.i113.5, ptr %scevgep1157, align 8
  %.321.us362.6 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.6 = load double, ptr %arg.A.4, align 8
  %.6.i112.6 = fmul double %.338.us367.6, 1.000000e-01
  %.7.i113.6 = fsub double %.321.us362.6, %.6.i112.6
  %432 = shl i64 %loop.index.1313.us359, 3
  %scevgep1148 = getelementptr i8, ptr %lsr.iv1137, i64 %432
  %scevgep1149 = getelementptr i8, ptr %scevgep1148, i64 48
  store double %.7.i113.6, ptr %scevgep1149, align 8
  %.321.us362.7 = load double, ptr %.6.i.i.i.i, align 8
  %.338.us367.7 = load double, ptr %arg.A.4, align 8
  %.6.i112.7 = fmul double %.338.us367.7, 1.000000e-01
  %.7.i113.7 = fsub double %.321.us362.7, %.6.i112.7
  %433 = shl i64 %loop.index.1313.us359, 3
  %scevgep1146 = getelementptr i8, ptr %lsr.iv1137, i64 %433
  %scevgep1147 = getelementptr i8, ptr %scevgep1146, i64 56
  store double %.7.i113.7, ptr %scevgep1147, align 8
  %.370.us372.7 = add nuw nsw i64 %loop.index.1313.us359, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape300.sroa.7.1, %.370.us372.7
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split, label %for.body.1.endif.endif.endif.endif.endif.us369, !llvm.loop !132

for.cond.1.for.end.1_crit_edge.split.split.us374.split.split: ; preds = %for.body.1.endif.endif.endif.endif.endif.us369, %for.body.1.endif.endif.endif.endif.endif.us369.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %.372.us = add nuw nsw i64 %loop.index355.us, 1
  %scevgep1129 = getelementptr i8, ptr %lsr.iv1128, i64 %130
  %scevgep1138 = getelementptr i8, ptr %lsr.iv1137, i64 %130
  %exitcond637.not = icmp eq i64 %.372.us, %dest_shape300.sroa.0.1263
  br i1 %exitcond637.not, label %for.end, label %iter.check

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.split.us.us, %for.cond.1.for.end.1_crit_edge.split.split.us374.split.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, %for.cond.1.preheader.lr.ph, %B0.endif.endif.endif.endif.endif.endif.endif
  %const_mat = add i64 %const, -1
  %434 = icmp sgt i64 %.58.fca.5.0.load.fr, %const_mat
  tail call void @NRT_decref(ptr %arg.A.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i.i.i)
  br i1 %434, label %for.end.if, label %for.end.endif, !prof !8

for.end.if:                                       ; preds = %for.end
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !29
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %.7.i.i114 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.54.i.i.i, i32 32), !noalias !133
  %.8.i.i115 = icmp eq ptr %.7.i.i114, null
  br i1 %.8.i.i115, label %for.end.endif.if.if, label %B150.preheader, !prof !8

for.end.endif.if.if:                              ; preds = %for.end.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, ptr %excinfo, align 8
  br label %common.ret

B150.preheader:                                   ; preds = %for.end.endif
  %.5.i120 = getelementptr i8, ptr %.7.i.i114, i64 24
  %.6.i121 = load ptr, ptr %.5.i120, align 8
  %.478 = mul i64 %arg.x0.3, %arg.x0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i121, ptr align 1 %arg.x0.4, i64 %.478, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.615, i8 0, i64 56, i1 false)
  %.625 = call i32 @_ZN5numba2np6linalg10solve_impl12_3clocals_3e10solve_implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.615, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i, ptr null, i64 %.209, i64 8, ptr %.6.i, i64 %dest_shape300.sroa.0.1263, i64 %dest_shape300.sroa.7.1, i64 %.212, i64 8, ptr nonnull %.7.i.i114, ptr null, i64 %.58.fca.5.0.load.fr, i64 8, ptr %.6.i121, i64 %.58.fca.5.0.load.fr, i64 8)
  tail call void @NRT_decref(ptr %arg.x0.0)
  %cond = icmp eq i32 %.625, 0
  br i1 %cond, label %B150.endif, label %B150.if.if, !prof !140

B150.endif:                                       ; preds = %B150.preheader
  %.635.fca.0.load = load ptr, ptr %.615, align 8
  %sunkaddr1254 = getelementptr inbounds i8, ptr %.615, i64 8
  %.635.fca.1.load = load ptr, ptr %sunkaddr1254, align 8
  %sunkaddr1255 = getelementptr inbounds i8, ptr %.615, i64 16
  %.635.fca.2.load = load i64, ptr %sunkaddr1255, align 8
  %sunkaddr1256 = getelementptr inbounds i8, ptr %.615, i64 24
  %.635.fca.3.load = load i64, ptr %sunkaddr1256, align 8
  %sunkaddr1257 = getelementptr inbounds i8, ptr %.615, i64 32
  %.635.fca.4.load = load ptr, ptr %sunkaddr1257, align 8
  %sunkaddr1258 = getelementptr inbounds i8, ptr %.615, i64 40
  %.635.fca.5.0.load = load i64, ptr %sunkaddr1258, align 8
  %sunkaddr1259 = getelementptr inbounds i8, ptr %.615, i64 48
  %.635.fca.6.0.load = load i64, ptr %sunkaddr1259, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.615, i8 0, i64 56, i1 false)
  %.625.1 = call i32 @_ZN5numba2np6linalg10solve_impl12_3clocals_3e10solve_implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.615, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i, ptr null, i64 %.209, i64 8, ptr %.6.i, i64 %dest_shape300.sroa.0.1263, i64 %dest_shape300.sroa.7.1, i64 %.212, i64 8, ptr %.635.fca.0.load, ptr %.635.fca.1.load, i64 %.635.fca.2.load, i64 %.635.fca.3.load, ptr %.635.fca.4.load, i64 %.635.fca.5.0.load, i64 %.635.fca.6.0.load)
  tail call void @NRT_decref(ptr nonnull %.7.i.i114)
  %cond187 = icmp eq i32 %.625.1, 0
  br i1 %cond187, label %B150.endif.1, label %B150.if.if, !prof !140

B150.endif.1:                                     ; preds = %B150.endif
  %.635.fca.0.load.1 = load ptr, ptr %.615, align 8
  %sunkaddr1260 = getelementptr inbounds i8, ptr %.615, i64 8
  %.635.fca.1.load.1 = load ptr, ptr %sunkaddr1260, align 8
  %sunkaddr1261 = getelementptr inbounds i8, ptr %.615, i64 16
  %.635.fca.2.load.1 = load i64, ptr %sunkaddr1261, align 8
  %sunkaddr1262 = getelementptr inbounds i8, ptr %.615, i64 24
  %.635.fca.3.load.1 = load i64, ptr %sunkaddr1262, align 8
  %sunkaddr1263 = getelementptr inbounds i8, ptr %.615, i64 32
  %.635.fca.4.load.1 = load ptr, ptr %sunkaddr1263, align 8
  %sunkaddr1264 = getelementptr inbounds i8, ptr %.615, i64 40
  %.635.fca.5.0.load.1 = load i64, ptr %sunkaddr1264, align 8
  %sunkaddr1265 = getelementptr inbounds i8, ptr %.615, i64 48
  %.635.fca.6.0.load.1 = load i64, ptr %sunkaddr1265, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.615, i8 0, i64 56, i1 false)
  %.625.2 = call i32 @_ZN5numba2np6linalg10solve_impl12_3clocals_3e10solve_implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.615, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i, ptr null, i64 %.209, i64 8, ptr %.6.i, i64 %dest_shape300.sroa.0.1263, i64 %dest_shape300.sroa.7.1, i64 %.212, i64 8, ptr %.635.fca.0.load.1, ptr %.635.fca.1.load.1, i64 %.635.fca.2.load.1, i64 %.635.fca.3.load.1, ptr %.635.fca.4.load.1, i64 %.635.fca.5.0.load.1, i64 %.635.fca.6.0.load.1)
  tail call void @NRT_decref(ptr %.635.fca.0.load)
  %cond188 = icmp eq i32 %.625.2, 0
  br i1 %cond188, label %B150.endif.2, label %B150.if.if, !prof !140

B150.endif.2:                                     ; preds = %B150.endif.1
  %.635.fca.0.load.2 = load ptr, ptr %.615, align 8
  %sunkaddr1266 = getelementptr inbounds i8, ptr %.615, i64 8
  %.635.fca.1.load.2 = load ptr, ptr %sunkaddr1266, align 8
  %sunkaddr1267 = getelementptr inbounds i8, ptr %.615, i64 16
  %.635.fca.2.load.2 = load i64, ptr %sunkaddr1267, align 8
  %sunkaddr1268 = getelementptr inbounds i8, ptr %.615, i64 24
  %.635.fca.3.load.2 = load i64, ptr %sunkaddr1268, align 8
  %sunkaddr1269 = getelementptr inbounds i8, ptr %.615, i64 32
  %.635.fca.4.load.2 = load ptr, ptr %sunkaddr1269, align 8
  %sunkaddr1270 = getelementptr inbounds i8, ptr %.615, i64 40
  %.635.fca.5.0.load.2 = load i64, ptr %sunkaddr1270, align 8
  %sunkaddr1271 = getelementptr inbounds i8, ptr %.615, i64 48
  %.635.fca.6.0.load.2 = load i64, ptr %sunkaddr1271, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.615, i8 0, i64 56, i1 false)
  %.625.3 = call i32 @_ZN5numba2np6linalg10solve_impl12_3clocals_3e10solve_implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.615, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i, ptr null, i64 %.209, i64 8, ptr %.6.i, i64 %dest_shape300.sroa.0.1263, i64 %dest_shape300.sroa.7.1, i64 %.212, i64 8, ptr %.635.fca.0.load.2, ptr %.635.fca.1.load.2, i64 %.635.fca.2.load.2, i64 %.635.fca.3.load.2, ptr %.635.fca.4.load.2, i64 %.635.fca.5.0.load.2, i64 %.635.fca.6.0.load.2)
  tail call void @NRT_decref(ptr %.635.fca.0.load.1)
  %cond189 = icmp eq i32 %.625.3, 0
  br i1 %cond189, label %B128.i, label %B150.if.if, !prof !140

B150.if.if:                                       ; preds = %B150.endif.2, %B150.endif.1, %B150.endif, %B150.preheader
  %.625.lcssa = phi i32 [ %.625, %B150.preheader ], [ %.625.1, %B150.endif ], [ %.625.2, %B150.endif.1 ], [ %.625.3, %B150.endif.2 ]
  %.633 = icmp sgt i32 %.625.lcssa, 0
  %.626 = load ptr, ptr %excinfo.7, align 8
  %.634 = select i1 %.633, ptr %.626, ptr undef
  store ptr %.634, ptr %excinfo, align 8
  br label %common.ret

B150.i133:                                        ; preds = %B128.i
  %435 = add i64 %.635.fca.5.0.load.3, %const1184
  %.789 = icmp ult i64 %435, %const1183
  br i1 %.789, label %B218.endif.endif.endif.endif.if, label %B218.endif.endif.endif.endif.endif, !prof !141

B218.endif.endif.endif.endif.if:                  ; preds = %B150.i133
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !29
  br label %common.ret

B218.endif.endif.endif.endif.endif:               ; preds = %B128.i, %B150.i133
  %dest_shape.1.1267 = phi i64 [ %.635.fca.5.0.load.3, %B150.i133 ], [ 1, %B128.i ]
  %.788 = shl nsw i64 %dest_shape.1.1267, 3
  %.7.i.i142 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.788, i32 32), !noalias !142
  %.8.i.i143 = icmp eq ptr %.7.i.i142, null
  br i1 %.8.i.i143, label %B218.endif.endif.endif.endif.endif.if.if, label %B218.endif.endif.endif.endif.endif.endif, !prof !8

B218.endif.endif.endif.endif.endif.endif:         ; preds = %B218.endif.endif.endif.endif.endif
  %.5.i148 = getelementptr i8, ptr %.7.i.i142, i64 24
  %.6.i149 = load ptr, ptr %.5.i148, align 8
  %.859589 = icmp sgt i64 %dest_shape.1.1267, 0
  br i1 %.859589, label %for.body.2.lr.ph, label %for.end.2.thread

for.end.2.thread:                                 ; preds = %B218.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.635.fca.0.load.3)
  br label %for.end.2.endif

for.body.2.lr.ph:                                 ; preds = %B218.endif.endif.endif.endif.endif.endif
  %const1174 = bitcast i64 9223372036854775776 to i64
  %xtraiter647 = and i64 %dest_shape.1.1267, 7
  %436 = icmp ult i64 %dest_shape.1.1267, 8
  br i1 %436, label %for.body.2.endif.endif.endif.epil.preheader, label %for.body.2.lr.ph.new

for.body.2.lr.ph.new:                             ; preds = %for.body.2.lr.ph
  %const_mat1175 = add i64 %const1174, 24
  %unroll_iter = and i64 %dest_shape.1.1267, %const_mat1175
  br label %for.body.2.endif.endif.endif

B218.endif.endif.endif.endif.endif.if.if:         ; preds = %B218.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, ptr %excinfo, align 8
  br label %common.ret

for.end.2.unr-lcssa:                              ; preds = %for.body.2.endif.endif.endif
  %lcmp.mod648.not = icmp eq i64 %xtraiter647, 0
  br i1 %lcmp.mod648.not, label %for.end.2, label %for.body.2.endif.endif.endif.epil.preheader

for.body.2.endif.endif.endif.epil.preheader:      ; preds = %for.end.2.unr-lcssa, %for.body.2.lr.ph
  %loop.index.2592.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %.907.7, %for.end.2.unr-lcssa ]
  %.855.0591.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %loop.index.2..855.0.7, %for.end.2.unr-lcssa ]
  %.852.0590.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %loop.index.2..852.0.7, %for.end.2.unr-lcssa ]
  br label %for.body.2.endif.endif.endif.epil

for.body.2.endif.endif.endif.epil:                ; preds = %for.body.2.endif.endif.endif.epil, %for.body.2.endif.endif.endif.epil.preheader
  %lsr.iv674 = phi i64 [ %lsr.iv.next675, %for.body.2.endif.endif.endif.epil ], [ %xtraiter647, %for.body.2.endif.endif.endif.epil.preheader ]
  %loop.index.2592.epil = phi i64 [ %loop.index.2592.epil.init, %for.body.2.endif.endif.endif.epil.preheader ], [ %.907.epil, %for.body.2.endif.endif.endif.epil ]
  %.855.0591.epil = phi i64 [ %.855.0591.epil.init, %for.body.2.endif.endif.endif.epil.preheader ], [ %loop.index.2..855.0.epil, %for.body.2.endif.endif.endif.epil ]
  %.852.0590.epil = phi i64 [ %.852.0590.epil.init, %for.body.2.endif.endif.endif.epil.preheader ], [ %loop.index.2..852.0.epil, %for.body.2.endif.endif.endif.epil ]
  %437 = icmp ugt i64 %.635.fca.5.0.load.3, 1
  %loop.index.2..852.0.epil = select i1 %437, i64 %loop.index.2592.epil, i64 %.852.0590.epil
  %loop.index.2..855.0.epil = select i1 %437, i64 %loop.index.2592.epil, i64 %.855.0591.epil
  %.869294.in.epil = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..852.0.epil
  %.869294.epil = load double, ptr %.869294.in.epil, align 8
  %.877.epil = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..855.0.epil
  %.878.epil = load double, ptr %.877.epil, align 8
  %.6.i150.epil = fmul double %.869294.epil, %.878.epil
  %438 = shl i64 %loop.index.2592.epil, 3
  %scevgep673 = getelementptr i8, ptr %.6.i149, i64 %438
  store double %.6.i150.epil, ptr %scevgep673, align 8
  %.907.epil = add nuw nsw i64 %loop.index.2592.epil, 1
  %lsr.iv.next675 = add nsw i64 %lsr.iv674, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next675, 0
  br i1 %epil.iter.cmp.not, label %for.end.2, label %for.body.2.endif.endif.endif.epil, !llvm.loop !149

for.end.2:                                        ; preds = %for.body.2.endif.endif.endif.epil, %for.end.2.unr-lcssa
  tail call void @NRT_decref(ptr %.635.fca.0.load.3)
  %xtraiter.i = and i64 %dest_shape.1.1267, 7
  %439 = icmp samesign ult i64 %dest_shape.1.1267, 8
  br i1 %439, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !150

.89.endif.preheader.new.i:                        ; preds = %for.end.2
  %const_mat1176 = add i64 %const1174, 24
  %unroll_iter.i = and i64 %dest_shape.1.1267, %const_mat1176
  %440 = add nsw i64 %dest_shape.1.1267, -8
  %441 = lshr i64 %440, 3
  %442 = add nuw nsw i64 %441, 1
  %xtraiter650 = and i64 %442, 3
  %443 = and i64 %440, 24
  %lcmp.mod651.not = icmp eq i64 %443, 24
  br i1 %lcmp.mod651.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !151

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter650, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i151.prol = phi i64 [ %lsr.iv.next.i153.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i149, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !152
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i152.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i152.prol, align 8, !noalias !152
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !152
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !152
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !152
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !152
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !152
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !152
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i153.prol = add i64 %lsr.iv.i151.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter652.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter652.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !155, !llvm.loop !156

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i151.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i153.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i149, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %444 = icmp ult i64 %440, 24
  br i1 %444, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !157

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %.89.endif.epil.preheader.i, !prof !158

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %.77.013.epil.init.i = phi ptr [ %.6.i149, %for.end.2 ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %445 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %445
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !152
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %.89.endif.epil.i, !prof !159, !llvm.loop !160

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i151 = phi i64 [ %lsr.iv.next.i153.3, %.89.endif.i ], [ %lsr.iv.i151.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !152
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i152 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i152, align 8, !noalias !152
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !152
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !152
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !152
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !152
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !152
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !152
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !152
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i152.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i152.1, align 8, !noalias !152
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !152
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !152
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !152
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !152
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !152
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !152
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !152
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i152.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i152.2, align 8, !noalias !152
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !152
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !152
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !152
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !152
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !152
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !152
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !152
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i152.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i152.3, align 8, !noalias !152
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !152
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !152
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !152
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !152
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !152
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !152
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i153.3 = add nsw i64 %lsr.iv.i151, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i153.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !162, !llvm.loop !163

for.body.2.endif.endif.endif:                     ; preds = %for.body.2.endif.endif.endif, %for.body.2.lr.ph.new
  %loop.index.2592 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %454, %for.body.2.endif.endif.endif ]
  %.855.0591 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %loop.index.2..855.0.7, %for.body.2.endif.endif.endif ]
  %.852.0590 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %loop.index.2..852.0.7, %for.body.2.endif.endif.endif ]
  %446 = icmp ugt i64 %.635.fca.5.0.load.3, 1
  %loop.index.2..852.0 = select i1 %446, i64 %loop.index.2592, i64 %.852.0590
  %loop.index.2..855.0 = select i1 %446, i64 %loop.index.2592, i64 %.855.0591
  %.869294.in = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..852.0
  %.869294 = load double, ptr %.869294.in, align 8
  %.877 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..855.0
  %.878 = load double, ptr %.877, align 8
  %.6.i150 = fmul double %.869294, %.878
  %sunkaddr1272 = mul i64 %loop.index.2592, 8
  %sunkaddr1273 = getelementptr i8, ptr %.6.i149, i64 %sunkaddr1272
  store double %.6.i150, ptr %sunkaddr1273, align 8
  %447 = add i64 %loop.index.2592, 1
  %loop.index.2..852.0.1 = select i1 %446, i64 %447, i64 %.852.0590
  %loop.index.2..855.0.1 = select i1 %446, i64 %447, i64 %.855.0591
  %.869294.in.1 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..852.0.1
  %.869294.1 = load double, ptr %.869294.in.1, align 8
  %.877.1 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..855.0.1
  %.878.1 = load double, ptr %.877.1, align 8
  %.6.i150.1 = fmul double %.869294.1, %.878.1
  %sunkaddr1274 = mul i64 %loop.index.2592, 8
  %sunkaddr1275 = getelementptr i8, ptr %.6.i149, i64 %sunkaddr1274
  %sunkaddr1276 = getelementptr i8, ptr %sunkaddr1275, i64 8
  store double %.6.i150.1, ptr %sunkaddr1276, align 8
  %448 = add i64 %447, 1
  %loop.index.2..852.0.2 = select i1 %446, i64 %448, i64 %.852.0590
  %loop.index.2..855.0.2 = select i1 %446, i64 %448, i64 %.855.0591
  %.869294.in.2 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..852.0.2
  %.869294.2 = load double, ptr %.869294.in.2, align 8
  %.877.2 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..855.0.2
  %.878.2 = load double, ptr %.877.2, align 8
  %.6.i150.2 = fmul double %.869294.2, %.878.2
  %sunkaddr1277 = mul i64 %loop.index.2592, 8
  %sunkaddr1278 = getelementptr i8, ptr %.6.i149, i64 %sunkaddr1277
  %sunkaddr1279 = getelementptr i8, ptr %sunkaddr1278, i64 16
  store double %.6.i150.2, ptr %sunkaddr1279, align 8
  %449 = add i64 %448, 1
  %loop.index.2..852.0.3 = select i1 %446, i64 %449, i64 %.852.0590
  %loop.index.2..855.0.3 = select i1 %446, i64 %449, i64 %.855.0591
  %.869294.in.3 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..852.0.3
  %.869294.3 = load double, ptr %.869294.in.3, align 8
  %.877.3 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..855.0.3
  %.878.3 = load double, ptr %.877.3, align 8
  %.6.i150.3 = fmul double %.869294.3, %.878.3
  %sunkaddr1280 = mul i64 %loop.index.2592, 8
  %sunkaddr1281 = getelementptr i8, ptr %.6.i149, i64 %sunkaddr1280
  %sunkaddr1282 = getelementptr i8, ptr %sunkaddr1281, i64 24
  store double %.6.i150.3, ptr %sunkaddr1282, align 8
  %450 = add i64 %449, 1
  %loop.index.2..852.0.4 = select i1 %446, i64 %450, i64 %.852.0590
  %loop.index.2..855.0.4 = select i1 %446, i64 %450, i64 %.855.0591
  %.869294.in.4 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..852.0.4
  %.869294.4 = load double, ptr %.869294.in.4, align 8
  %.877.4 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..855.0.4
  %.878.4 = load double, ptr %.877.4, align 8
  %.6.i150.4 = fmul double %.869294.4, %.878.4
  %sunkaddr1283 = mul i64 %loop.index.2592, 8
  %sunkaddr1284 = getelementptr i8, ptr %.6.i149, i64 %sunkaddr1283
  %sunkaddr1285 = getelementptr i8, ptr %sunkaddr1284, i64 32
  store double %.6.i150.4, ptr %sunkaddr1285, align 8
  %451 = add i64 %450, 1
  %loop.index.2..852.0.5 = select i1 %446, i64 %451, i64 %.852.0590
  %loop.index.2..855.0.5 = select i1 %446, i64 %451, i64 %.855.0591
  %.869294.in.5 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..852.0.5
  %.869294.5 = load double, ptr %.869294.in.5, align 8
  %.877.5 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..855.0.5
  %.878.5 = load double, ptr %.877.5, align 8
  %.6.i150.5 = fmul double %.869294.5, %.878.5
  %sunkaddr1286 = mul i64 %loop.index.2592, 8
  %sunkaddr1287 = getelementptr i8, ptr %.6.i149, i64 %sunkaddr1286
  %sunkaddr1288 = getelementptr i8, ptr %sunkaddr1287, i64 40
  store double %.6.i150.5, ptr %sunkaddr1288, align 8
  %452 = add i64 %451, 1
  %loop.index.2..852.0.6 = select i1 %446, i64 %452, i64 %.852.0590
  %loop.index.2..855.0.6 = select i1 %446, i64 %452, i64 %.855.0591
  %.869294.in.6 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..852.0.6
  %.869294.6 = load double, ptr %.869294.in.6, align 8
  %.877.6 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..855.0.6
  %.878.6 = load double, ptr %.877.6, align 8
  %.6.i150.6 = fmul double %.869294.6, %.878.6
  %sunkaddr1289 = mul i64 %loop.index.2592, 8
  %sunkaddr1290 = getelementptr i8, ptr %.6.i149, i64 %sunkaddr1289
  %sunkaddr1291 = getelementptr i8, ptr %sunkaddr1290, i64 48
  store double %.6.i150.6, ptr %sunkaddr1291, align 8
  %453 = add i64 %452, 1
  %loop.index.2..852.0.7 = select i1 %446, i64 %453, i64 %.852.0590
  %loop.index.2..855.0.7 = select i1 %446, i64 %453, i64 %.855.0591
  %.869294.in.7 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..852.0.7
  %.869294.7 = load double, ptr %.869294.in.7, align 8
  %.877.7 = getelementptr double, ptr %.635.fca.4.load.3, i64 %loop.index.2..855.0.7
  %.878.7 = load double, ptr %.877.7, align 8
  %.6.i150.7 = fmul double %.869294.7, %.878.7
  %sunkaddr1292 = mul i64 %loop.index.2592, 8
  %sunkaddr1293 = getelementptr i8, ptr %.6.i149, i64 %sunkaddr1292
  %sunkaddr1294 = getelementptr i8, ptr %sunkaddr1293, i64 56
  store double %.6.i150.7, ptr %sunkaddr1294, align 8
  %.907.7 = add nuw nsw i64 %loop.index.2592, 8
  %454 = add i64 %453, 1
  %niter.ncmp.7 = icmp eq i64 %454, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.2.unr-lcssa, label %for.body.2.endif.endif.endif

for.end.2.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2.thread
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2.thread ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i142)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

define ptr @_ZN7cpython7kernels14implicit_eulerB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.implicit_euler, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !8

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...if.2 ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.e...endif.2.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels14implicit_eulerB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels14implicit_eulerB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.20, i8 0, i64 72, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !8

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.5.1.load = load i64, ptr %sunkaddr3, align 8
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr4 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr4, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.45, i64 16
  %.60.fca.2.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.45, i64 40
  %.60.fca.5.0.load = load i64, ptr %sunkaddr7, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels14implicit_eulerB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 poison, i64 poison, ptr %.60.fca.0.load, ptr poison, i64 %.60.fca.2.load, i64 8, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #6
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !140

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.85 = icmp sgt i32 %.77, 0
  br i1 %.85, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.100 = call ptr @PyFloat_FromDouble(double %.87)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.105 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 4
  %.107 = icmp sgt i32 %.106, 0
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 0
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 1
  br i1 %.107, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.77, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.113 = sext i32 %.112 to i64
  %.114 = call ptr @PyBytes_FromStringAndSize(ptr %.110, i64 %.113)
  %.115 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 2
  %.118 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 3
  %.120 = call ptr %.118(ptr %.116)
  %.121 = icmp eq ptr %.120, null
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !8

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !8

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.125 = call ptr @numba_runtime_build_excinfo_struct(ptr %.114, ptr nonnull %.120)
  call void @NRT_Free(ptr nonnull %.78)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.137)
  br label %common.ret

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels14implicit_eulerB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels14implicit_eulerB3v32B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, ptr %extracted.meminfo.1, ptr poison, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.12, i64 poison) #6
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !140

entry.if:                                         ; preds = %entry
  %.22 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(ptr nonnull %.26)
  br i1 %.22, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.77 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.77)
  call void @Py_DecRef(ptr %.77)
  call void @numba_gil_release(ptr nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.14, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.29
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call ptr @PyBytes_FromStringAndSize(ptr %.37, i64 %.40)
  %.42 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 2
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 3
  %.47 = call ptr %.45(ptr %.43)
  %.48 = icmp eq ptr %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !8

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !8

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call ptr @numba_runtime_build_excinfo_struct(ptr %.41, ptr nonnull %.47)
  call void @NRT_Free(ptr nonnull %.15)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.64)
  br label %.29

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.29
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f64.v8p0(<8 x double>, <8 x ptr>, <8 x i1>) #3

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba2np6linalg10solve_impl12_3clocals_3e10solve_implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0.endif:
  %.39.i.i54 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43.i.i55 = alloca [1 x i64], align 8
  %.99.i.i56 = alloca [1 x i64], align 8
  %.436 = alloca ptr, align 8
  %excinfo.8 = alloca ptr, align 8
  store ptr null, ptr %excinfo.8, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B254:                                             ; preds = %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i), !noalias !165
  call void @llvm.lifetime.start.p0(ptr nonnull %.39.i.i54), !noalias !165
  call void @llvm.lifetime.start.p0(ptr nonnull %.43.i.i55), !noalias !165
  call void @llvm.lifetime.start.p0(ptr nonnull %.99.i.i56), !noalias !165
  %.fca.1.gep.i.i = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 8
  %.fca.3.gep.i.i = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 24
  %.fca.5.0.gep.i.i = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 40
  %.fca.5.1.gep.i.i = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 48
  %.fca.6.0.gep.i.i = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 56
  %.fca.6.1.gep.i.i = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 64
  store i64 0, ptr %.99.i.i56, align 8, !noalias !169
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i), !noalias !169
  store ptr %.7.i.i.i, ptr %.39.i.i54, align 8, !noalias !169
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.fca.1.gep.i.i, i8 0, i64 16, i1 false)
  store i64 8, ptr %.fca.3.gep.i.i, align 8, !noalias !169
  %sunkaddr = getelementptr inbounds i8, ptr %.39.i.i54, i64 32
  store ptr %.6.i.i, ptr %sunkaddr, align 8, !noalias !169
  store i64 1, ptr %.fca.5.0.gep.i.i, align 8, !noalias !169
  store i64 0, ptr %.fca.5.1.gep.i.i, align 8, !noalias !169
  store i64 %.54.i, ptr %.fca.6.0.gep.i.i, align 8, !noalias !169
  store i64 8, ptr %.fca.6.1.gep.i.i, align 8, !noalias !169
  store i64 0, ptr %.43.i.i55, align 8, !noalias !169
  %.109.i.i = call i32 @numba_attempt_nocopy_reshape(i64 2, ptr nonnull %.fca.5.0.gep.i.i, ptr nonnull %.fca.6.0.gep.i.i, i64 1, ptr nonnull %.43.i.i55, ptr nonnull %.99.i.i56, i64 8, i32 0), !noalias !169
  %.110.i.i = icmp eq i32 %.109.i.i, 0
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  br i1 %.110.i.i, label %B254.if.if, label %B254.endif

B286:                                             ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.446 = call i32 @_ZN5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9oneD_implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.436, ptr nonnull %excinfo.8, ptr nonnull %.7.i.i.i, ptr null, i64 %arg.a.5.1, i64 8, ptr %.6.i.i, i64 %arg.a.5.1, i64 1, i64 8, i64 %.54.i, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.a.5.0, i64 %arg.b.6.0, i64 1)
  %cond = icmp eq i32 %.446, 0
  br i1 %cond, label %B0.endif.endif.endif.i, label %B286.if.if, !prof !140

B44.i:                                            ; preds = %B44.endif.i, %B0.endif
  %.208148.i = phi i64 [ %.208..i, %B44.endif.i ], [ 0, %B0.endif ]
  %.158146.in.i = phi i1 [ %.209.i, %B44.endif.i ], [ %.80.i, %B0.endif ]
  br i1 %.158146.in.i, label %B0.endif.endif, label %B44.endif.i, !prof !8

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !8
  %.262.i = load double, ptr %.179.i, align 8, !noalias !173
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B0.endif.if.if

common.ret:                                       ; preds = %B286.endif.endif.endif.endif.endif.endif.endif.if.if, %B286.endif.endif.endif.endif.endif.endif.endif.endif, %B286.endif.endif.endif.endif.endif.endif.if.if, %B286.endif.endif.endif.endif.endif.if, %B286.endif.endif.if.if, %B286.endif.if.if, %B286.if.if, %B254.if.if, %B254.endif, %B0.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if.if, %B0.endif.if.if
  %common.ret.op = phi i32 [ 1, %B286.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.if.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.if.if ], [ 0, %B254.endif ], [ 1, %B254.if.if ], [ %.446, %B286.if.if ], [ 1, %B286.endif.if.if ], [ 1, %B286.endif.endif.if.if ], [ 1, %B286.endif.endif.endif.endif.endif.if ], [ 1, %B286.endif.endif.endif.endif.endif.endif.if.if ], [ 0, %B286.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B44.i
  %.65.i = icmp eq i64 %arg.b.2, 0
  br label %B44.i13

B44.i13:                                          ; preds = %B44.endif.i14, %B0.endif.endif
  %.179129.i = phi i64 [ %.179..i, %B44.endif.i14 ], [ 0, %B0.endif.endif ]
  %.129127.in.i = phi i1 [ %.180.i, %B44.endif.i14 ], [ %.65.i, %B0.endif.endif ]
  br i1 %.129127.in.i, label %B0.endif.endif.endif, label %B44.endif.i14, !prof !8

B44.endif.i14:                                    ; preds = %B44.i13
  %.150.i = getelementptr double, ptr %arg.b.4, i64 %.179129.i
  %.179.i15 = add nsw i64 %.179129.i, 1
  %.180.i = icmp sge i64 %.179.i15, %arg.b.2
  %.179..i = select i1 %.180.i, i64 0, i64 %.179.i15, !prof !8
  %.233.i = load double, ptr %.150.i, align 8, !noalias !177
  %.242.le.i = fsub double %.233.i, %.233.i
  %.243.le.i = fcmp ord double %.242.le.i, 0.000000e+00
  br i1 %.243.le.i, label %B44.i13, label %B0.endif.endif.if.if

B0.endif.if.if:                                   ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B44.i13
  %.66.not.i = icmp eq i64 %arg.a.5.0, %arg.b.5.0
  br i1 %.66.not.i, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.if.if

B0.endif.endif.if.if:                             ; preds = %B44.endif.i14
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.11, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  call void @llvm.lifetime.start.p0(ptr nonnull %.39.i.i54)
  call void @llvm.lifetime.start.p0(ptr nonnull %.43.i.i55)
  store ptr null, ptr %.43.i.i55, align 8, !noalias !181
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !181
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.39.i.i54, i8 0, i64 72, i1 false), !noalias !181
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.39.i.i54, ptr nonnull %.43.i.i55, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !181
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.if.if, !prof !140

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.010056afbbb176fc9a4462a5ea0480d90ccd06c8, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 32
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 16
  %.45.fca.0.load.i = load ptr, ptr %.39.i.i54, align 8, !noalias !181
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !181
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !181
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !181
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i.i54)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i.i55)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.36.i21 = icmp slt i64 %arg.a.5.1, 0
  br i1 %.36.i21, label %B0.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.i, !prof !8

B0.endif.endif.endif.endif.i:                     ; preds = %B0.endif.endif.endif.endif.endif
  %.54.i = shl i64 %arg.a.5.1, 3
  %0 = icmp samesign ugt i64 %arg.a.5.1, 1152921504606846975
  br i1 %0, label %B0.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.i, !prof !8

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.54.i, i32 32), !noalias !185
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  %.36.i = load ptr, ptr %.43.i.i55, align 8, !noalias !181
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i.i54)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i.i55)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !195
  %.346 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.346, label %B254, label %B286

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.endif
  %excinfo.6.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.21, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.20, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.23, %B0.endif.endif.endif.endif.endif ]
  store ptr %excinfo.6.0.ph, ptr %excinfo, align 8
  br label %common.ret

B254.endif:                                       ; preds = %B254
  %sunkaddr1 = getelementptr inbounds i8, ptr %.39.i.i54, i64 32
  %.121.i.i = load ptr, ptr %sunkaddr1, align 8, !noalias !169
  %.122.fca.0.load.i.i = load i64, ptr %.43.i.i55, align 8, !noalias !169
  %.123.fca.0.load.i.i = load i64, ptr %.99.i.i56, align 8, !noalias !169
  %sunkaddr2 = getelementptr inbounds i8, ptr %.39.i.i54, i64 24
  %.125.i.i = load i64, ptr %sunkaddr2, align 8, !noalias !169
  %.127.i.i = load ptr, ptr %.39.i.i54, align 8, !noalias !169
  %sunkaddr3 = getelementptr inbounds i8, ptr %.39.i.i54, i64 8
  %.129.i.i = load ptr, ptr %sunkaddr3, align 8, !noalias !169
  call void @NRT_incref(ptr %.127.i.i), !noalias !169
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i.i54), !noalias !165
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i.i55), !noalias !165
  call void @llvm.lifetime.end.p0(ptr nonnull %.99.i.i56), !noalias !165
  store ptr %.127.i.i, ptr %retptr, align 8
  %retptr.repack454 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.129.i.i, ptr %retptr.repack454, align 8
  %retptr.repack456 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.122.fca.0.load.i.i, ptr %retptr.repack456, align 8
  %retptr.repack458 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.125.i.i, ptr %retptr.repack458, align 8
  %retptr.repack460 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.121.i.i, ptr %retptr.repack460, align 8
  %retptr.repack462 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.122.fca.0.load.i.i, ptr %retptr.repack462, align 8
  %retptr.repack464 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.123.fca.0.load.i.i, ptr %retptr.repack464, align 8
  call void @NRT_decref(ptr nonnull %.7.i.i.i), !noalias !169
  call void @NRT_decref(ptr nonnull %.7.i.i.i), !noalias !165
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr %arg.b.0)
  br label %common.ret

B254.if.if:                                       ; preds = %B254
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i.i54), !noalias !165
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i.i55), !noalias !165
  call void @llvm.lifetime.end.p0(ptr nonnull %.99.i.i56), !noalias !165
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.i:                           ; preds = %B286
  %.30.i = shl nuw nsw i64 %arg.a.5.1, 2
  %.7.i.i.i24 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !196
  %.8.i.i.i25 = icmp eq ptr %.7.i.i.i24, null
  br i1 %.8.i.i.i25, label %B286.endif.if.if, label %B286.endif.endif, !prof !8

B286.if.if:                                       ; preds = %B286
  %.454 = icmp sgt i32 %.446, 0
  %.447 = load ptr, ptr %excinfo.8, align 8
  %.455 = select i1 %.454, ptr %.447, ptr undef
  store ptr %.455, ptr %excinfo, align 8
  br label %common.ret

B286.endif.endif:                                 ; preds = %B0.endif.endif.endif.i
  %.5.i.i27 = getelementptr i8, ptr %.7.i.i.i24, i64 24
  %.6.i.i28 = load ptr, ptr %.5.i.i27, align 8, !noalias !206
  %.578 = tail call i32 @numba_xgesv(i8 100, i64 %arg.a.5.1, i64 1, ptr %.45.fca.4.load.i, i64 %arg.a.5.1, ptr %.6.i.i28, ptr %.6.i.i, i64 %arg.a.5.1)
  %.9.not.i = icmp eq i32 %.578, 0
  br i1 %.9.not.i, label %B286.endif.endif.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B286.endif.endif
  %.13.i = icmp slt i32 %.578, 0
  br i1 %.13.i, label %B28.i, label %B286.endif.endif.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !207
  br label %B286.endif.endif.if.if

B286.endif.if.if:                                 ; preds = %B0.endif.endif.endif.i
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.37, ptr %excinfo, align 8
  br label %common.ret

B286.endif.endif.if.if:                           ; preds = %B28.i, %B16.i
  %excinfo.10.0.ph = phi ptr [ @.const.picklebuf.77380284e008148c9f23e82563d2b6e0b31f4ceb, %B28.i ], [ @.const.picklebuf.979f0dd5c03db25da535a59e05c7ac6dfb43b30d, %B16.i ]
  store ptr %excinfo.10.0.ph, ptr %excinfo, align 8
  br label %common.ret

B286.endif.endif.endif.endif.if:                  ; preds = %B286.endif.endif
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i24)
  %.659 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 48, ptr nonnull @.dtor.list.int64)
  %.660 = icmp eq ptr %.659, null
  br i1 %.660, label %B286.endif.endif.endif.endif.endif.if, label %B286.endif.endif.endif.endif.endif.endif, !prof !8

B286.endif.endif.endif.endif.endif.if:            ; preds = %B286.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !29
  br label %common.ret

B286.endif.endif.endif.endif.endif.endif:         ; preds = %B286.endif.endif.endif.endif.if
  %.5.i = getelementptr i8, ptr %.659, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.672 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 3, ptr %.672, align 8
  %.6.i36 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i36, align 8
  %.6.i38 = load ptr, ptr %.5.i, align 8
  %.684 = getelementptr inbounds nuw i8, ptr %.6.i38, i64 16
  store i8 0, ptr %.684, align 1
  %.6.i40 = load ptr, ptr %.5.i, align 8
  %.697 = getelementptr inbounds nuw i8, ptr %.6.i40, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %.697, i8 0, i64 24, i1 false)
  %.6.i42 = load ptr, ptr %.5.i, align 8
  store i64 3, ptr %.6.i42, align 8
  %.6.i44 = load ptr, ptr %.5.i, align 8
  %.737 = getelementptr inbounds nuw i8, ptr %.6.i44, i64 24
  store i64 %.45.fca.2.load.i, ptr %.737, align 8
  %.6.i46 = load ptr, ptr %.5.i, align 8
  %.752 = getelementptr i8, ptr %.6.i46, i64 32
  store i64 %arg.a.5.1, ptr %.752, align 8
  %.6.i48 = load ptr, ptr %.5.i, align 8
  %.766 = getelementptr i8, ptr %.6.i48, i64 40
  store i64 %arg.a.5.1, ptr %.766, align 8
  %.6.i.i50 = load ptr, ptr %.5.i, align 8, !noalias !211
  %.26.i = load i64, ptr %.6.i.i50, align 8, !noalias !211
  %.27.i51 = icmp slt i64 %.26.i, 1
  br i1 %.27.i51, label %B286.endif.endif.endif.endif.endif.endif.if.if, label %B286.endif.endif.endif.endif.endif.endif.endif, !prof !8

B286.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B286.endif.endif.endif.endif.endif.endif
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i), !noalias !215
  call void @llvm.lifetime.start.p0(ptr nonnull %.39.i.i54), !noalias !215
  call void @llvm.lifetime.start.p0(ptr nonnull %.43.i.i55), !noalias !215
  call void @llvm.lifetime.start.p0(ptr nonnull %.99.i.i56), !noalias !215
  %.fca.1.gep.i.i58 = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 8
  %.fca.3.gep.i.i60 = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 24
  %.fca.5.0.gep.i.i62 = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 40
  %.fca.5.1.gep.i.i63 = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 48
  %.fca.6.0.gep.i.i64 = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 56
  %.fca.6.1.gep.i.i65 = getelementptr inbounds nuw i8, ptr %.39.i.i54, i64 64
  store i64 0, ptr %.99.i.i56, align 8, !noalias !219
  tail call void @NRT_incref(ptr nonnull %.7.i.i.i), !noalias !219
  store ptr %.7.i.i.i, ptr %.39.i.i54, align 8, !noalias !219
  store ptr null, ptr %.fca.1.gep.i.i58, align 8, !noalias !219
  %sunkaddr4 = getelementptr inbounds i8, ptr %.39.i.i54, i64 16
  store i64 %arg.a.5.1, ptr %sunkaddr4, align 8, !noalias !219
  store i64 8, ptr %.fca.3.gep.i.i60, align 8, !noalias !219
  %sunkaddr5 = getelementptr inbounds i8, ptr %.39.i.i54, i64 32
  store ptr %.6.i.i, ptr %sunkaddr5, align 8, !noalias !219
  store i64 1, ptr %.fca.5.0.gep.i.i62, align 8, !noalias !219
  store i64 %arg.a.5.1, ptr %.fca.5.1.gep.i.i63, align 8, !noalias !219
  store i64 %.54.i, ptr %.fca.6.0.gep.i.i64, align 8, !noalias !219
  store i64 8, ptr %.fca.6.1.gep.i.i65, align 8, !noalias !219
  store i64 %arg.a.5.1, ptr %.43.i.i55, align 8, !noalias !219
  %.109.i.i66 = call i32 @numba_attempt_nocopy_reshape(i64 2, ptr nonnull %.fca.5.0.gep.i.i62, ptr nonnull %.fca.6.0.gep.i.i64, i64 1, ptr nonnull %.43.i.i55, ptr nonnull %.99.i.i56, i64 8, i32 0), !noalias !219
  %.110.i.i67 = icmp eq i32 %.109.i.i66, 0
  tail call void @NRT_decref(ptr nonnull %.659)
  br i1 %.110.i.i67, label %B286.endif.endif.endif.endif.endif.endif.endif.if.if, label %B286.endif.endif.endif.endif.endif.endif.endif.endif

B286.endif.endif.endif.endif.endif.endif.if.if:   ; preds = %B286.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8
  br label %common.ret

B286.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B286.endif.endif.endif.endif.endif.endif.endif
  %sunkaddr6 = getelementptr inbounds i8, ptr %.39.i.i54, i64 32
  %.121.i.i69 = load ptr, ptr %sunkaddr6, align 8, !noalias !219
  %.122.fca.0.load.i.i70 = load i64, ptr %.43.i.i55, align 8, !noalias !219
  %.123.fca.0.load.i.i71 = load i64, ptr %.99.i.i56, align 8, !noalias !219
  %sunkaddr7 = getelementptr inbounds i8, ptr %.39.i.i54, i64 24
  %.125.i.i72 = load i64, ptr %sunkaddr7, align 8, !noalias !219
  %.127.i.i73 = load ptr, ptr %.39.i.i54, align 8, !noalias !219
  %sunkaddr8 = getelementptr inbounds i8, ptr %.39.i.i54, i64 8
  %.129.i.i74 = load ptr, ptr %sunkaddr8, align 8, !noalias !219
  call void @NRT_incref(ptr %.127.i.i73), !noalias !219
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i.i54), !noalias !215
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i.i55), !noalias !215
  call void @llvm.lifetime.end.p0(ptr nonnull %.99.i.i56), !noalias !215
  store ptr %.127.i.i73, ptr %retptr, align 8
  %retptr.repack442 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.129.i.i74, ptr %retptr.repack442, align 8
  %retptr.repack444 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.122.fca.0.load.i.i70, ptr %retptr.repack444, align 8
  %retptr.repack446 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.125.i.i72, ptr %retptr.repack446, align 8
  %retptr.repack448 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.121.i.i69, ptr %retptr.repack448, align 8
  %retptr.repack450 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.122.fca.0.load.i.i70, ptr %retptr.repack450, align 8
  %retptr.repack452 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.123.fca.0.load.i.i71, ptr %retptr.repack452, align 8
  call void @NRT_decref(ptr nonnull %.7.i.i.i), !noalias !219
  call void @NRT_decref(ptr nonnull %.7.i.i.i), !noalias !215
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr %arg.b.0)
  br label %common.ret

B286.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B286.endif.endif.endif.endif.endif.endif.endif
  call void @llvm.lifetime.end.p0(ptr nonnull %.39.i.i54), !noalias !215
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i.i55), !noalias !215
  call void @llvm.lifetime.end.p0(ptr nonnull %.99.i.i56), !noalias !215
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !8

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #6 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !8

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !8

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba2np6linalg22_system_copy_in_b_impl12_3clocals_3e9oneD_implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.bcpy.0, ptr readnone captures(none) %arg.bcpy.1, i64 %arg.bcpy.2, i64 %arg.bcpy.3, ptr %arg.bcpy.4, i64 %arg.bcpy.5.0, i64 %arg.bcpy.5.1, i64 %arg.bcpy.6.0, i64 %arg.bcpy.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i64 %arg.nrhs) local_unnamed_addr {
B0.else:
  %.377 = alloca ptr, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.bcpy.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.271 = icmp slt i64 %arg.bcpy.5.0, 1
  br i1 %.271, label %B0.endif.else.endif.if, label %B0.endif.else.endif.endif, !prof !8

B0.endif.endif:                                   ; preds = %B0.endif.else.endif.endif.endif.if, %B0.endif.else.endif.endif.endif
  %.240.sroa.14.0 = phi i64 [ %.240.sroa.14.1, %B0.endif.else.endif.endif.endif ], [ %arg.bcpy.5.0, %B0.endif.else.endif.endif.endif.if ]
  %.346 = sub i64 %.240.sroa.14.0, %.240.sroa.0.3
  %.355 = tail call i64 @llvm.smax.i64(i64 %.346, i64 0)
  %.370 = icmp ne i64 %arg.b.5.0, %.355
  %.371 = icmp ne i64 %arg.b.5.0, 1
  %.372.not = and i1 %.371, %.370
  br i1 %.372.not, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !8

B0.endif.else.endif.if:                           ; preds = %B0.else
  br label %B0.endif.else.endif.endif

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif.if, %B0.else
  %.240.sroa.0.3 = phi i64 [ %arg.bcpy.5.0, %B0.endif.else.endif.if ], [ 0, %B0.else ]
  %.278 = icmp slt i64 %arg.b.5.0, 0
  %.279 = select i1 %.278, i64 %arg.bcpy.5.0, i64 0
  %.280 = add i64 %.279, %arg.b.5.0
  %.283 = icmp slt i64 %.280, 0
  br i1 %.283, label %B0.endif.else.endif.endif.if, label %B0.endif.else.endif.endif.endif, !prof !8

B0.endif.else.endif.endif.if:                     ; preds = %B0.endif.else.endif.endif
  br label %B0.endif.else.endif.endif.endif

B0.endif.else.endif.endif.endif:                  ; preds = %B0.endif.else.endif.endif.if, %B0.endif.else.endif.endif
  %.240.sroa.14.1 = phi i64 [ 0, %B0.endif.else.endif.endif.if ], [ %.280, %B0.endif.else.endif.endif ]
  %.288.not = icmp slt i64 %.280, %arg.bcpy.5.0
  br i1 %.288.not, label %B0.endif.endif, label %B0.endif.else.endif.endif.endif.if, !prof !223

B0.endif.else.endif.endif.endif.if:               ; preds = %B0.endif.else.endif.endif.endif
  br label %B0.endif.endif

.338.loopexit.unr-lcssa.unr-lcssa:                ; preds = %.337.endif
  %0 = and i64 %21, 8
  %lcmp.mod.not14.not = icmp eq i64 %0, 0
  %1 = add i64 %lsr.iv.next.1, -8
  br i1 %lcmp.mod.not14.not, label %.337.endif.epil.preheader1, label %.338.loopexit.unr-lcssa, !prof !224

.337.endif.epil.preheader1:                       ; preds = %.338.loopexit.unr-lcssa.unr-lcssa, %.337.endif.lr.ph.new
  %lsr.iv.epil.init = phi i64 [ 7, %.337.endif.lr.ph.new ], [ %lsr.iv.next.1, %.338.loopexit.unr-lcssa.unr-lcssa ]
  %2 = add nsw i64 %lsr.iv.epil.init, -7
  %3 = shl i64 %lsr.iv.epil.init, 3
  %scevgep17.epil = getelementptr i8, ptr %scevgep3, i64 %3
  %scevgep18.epil = getelementptr i8, ptr %scevgep17.epil, i64 -56
  %.504.epil4 = tail call i64 @llvm.umin.i64(i64 %2, i64 %.503)
  %.500.0.epil5 = getelementptr double, ptr %.446.0, i64 %.504.epil4
  %.518.epil6 = load double, ptr %.500.0.epil5, align 8
  store double %.518.epil6, ptr %scevgep18.epil, align 8
  %4 = add nsw i64 %lsr.iv.epil.init, -6
  %scevgep16.epil = getelementptr i8, ptr %scevgep17.epil, i64 -48
  %.504.1.epil = tail call i64 @llvm.umin.i64(i64 %4, i64 %.503)
  %.500.0.1.epil = getelementptr double, ptr %.446.0, i64 %.504.1.epil
  %.518.1.epil = load double, ptr %.500.0.1.epil, align 8
  store double %.518.1.epil, ptr %scevgep16.epil, align 8
  %5 = add nsw i64 %lsr.iv.epil.init, -5
  %scevgep14.epil = getelementptr i8, ptr %scevgep17.epil, i64 -40
  %.504.2.epil = tail call i64 @llvm.umin.i64(i64 %5, i64 %.503)
  %.500.0.2.epil = getelementptr double, ptr %.446.0, i64 %.504.2.epil
  %.518.2.epil = load double, ptr %.500.0.2.epil, align 8
  store double %.518.2.epil, ptr %scevgep14.epil, align 8
  %6 = add nsw i64 %lsr.iv.epil.init, -4
  %scevgep12.epil = getelementptr i8, ptr %scevgep17.epil, i64 -32
  %.504.3.epil = tail call i64 @llvm.umin.i64(i64 %6, i64 %.503)
  %.500.0.3.epil = getelementptr double, ptr %.446.0, i64 %.504.3.epil
  %.518.3.epil = load double, ptr %.500.0.3.epil, align 8
  store double %.518.3.epil, ptr %scevgep12.epil, align 8
  %7 = add nsw i64 %lsr.iv.epil.init, -3
  %scevgep10.epil = getelementptr i8, ptr %scevgep17.epil, i64 -24
  %.504.4.epil = tail call i64 @llvm.umin.i64(i64 %7, i64 %.503)
  %.500.0.4.epil = getelementptr double, ptr %.446.0, i64 %.504.4.epil
  %.518.4.epil = load double, ptr %.500.0.4.epil, align 8
  store double %.518.4.epil, ptr %scevgep10.epil, align 8
  %8 = add nsw i64 %lsr.iv.epil.init, -2
  %scevgep8.epil = getelementptr i8, ptr %scevgep17.epil, i64 -16
  %.504.5.epil = tail call i64 @llvm.umin.i64(i64 %8, i64 %.503)
  %.500.0.5.epil = getelementptr double, ptr %.446.0, i64 %.504.5.epil
  %.518.5.epil = load double, ptr %.500.0.5.epil, align 8
  store double %.518.5.epil, ptr %scevgep8.epil, align 8
  %9 = add nsw i64 %lsr.iv.epil.init, -1
  %scevgep6.epil = getelementptr i8, ptr %scevgep17.epil, i64 -8
  %.504.6.epil = tail call i64 @llvm.umin.i64(i64 %9, i64 %.503)
  %.500.0.6.epil = getelementptr double, ptr %.446.0, i64 %.504.6.epil
  %.518.6.epil = load double, ptr %.500.0.6.epil, align 8
  store double %.518.6.epil, ptr %scevgep6.epil, align 8
  %.504.7.epil = tail call i64 @llvm.umin.i64(i64 %lsr.iv.epil.init, i64 %.503)
  %.500.0.7.epil = getelementptr double, ptr %.446.0, i64 %.504.7.epil
  %.518.7.epil = load double, ptr %.500.0.7.epil, align 8
  store double %.518.7.epil, ptr %scevgep17.epil, align 8
  %lsr.iv.next.epil = add i64 %lsr.iv.epil.init, 8
  br label %.338.loopexit.unr-lcssa

.338.loopexit.unr-lcssa:                          ; preds = %.338.loopexit.unr-lcssa.unr-lcssa, %.337.endif.epil.preheader1
  %lsr.iv.lcssa = phi i64 [ %lsr.iv.epil.init, %.337.endif.epil.preheader1 ], [ %1, %.338.loopexit.unr-lcssa.unr-lcssa ]
  %lsr.iv.next.lcssa = phi i64 [ %lsr.iv.next.epil, %.337.endif.epil.preheader1 ], [ %lsr.iv.next.1, %.338.loopexit.unr-lcssa.unr-lcssa ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %10 = add i64 %lsr.iv.lcssa, 1
  %11 = add i64 %.240.sroa.0.3, -7
  %12 = add i64 %11, %lsr.iv.next.lcssa
  br i1 %lcmp.mod.not, label %.338, label %.337.endif.epil.preheader, !prof !158

.337.endif.epil.preheader:                        ; preds = %.337.endif.lr.ph, %.338.loopexit.unr-lcssa
  %.335.0100.epil.init = phi i64 [ 0, %.337.endif.lr.ph ], [ %10, %.338.loopexit.unr-lcssa ]
  %.333.099.epil.init = phi i64 [ %.240.sroa.0.3, %.337.endif.lr.ph ], [ %12, %.338.loopexit.unr-lcssa ]
  %13 = shl i64 %.333.099.epil.init, 3
  %scevgep = getelementptr i8, ptr %arg.bcpy.4, i64 %13
  br label %.337.endif.epil

.337.endif.epil:                                  ; preds = %.337.endif.epil, %.337.endif.epil.preheader
  %epil.iter = phi i64 [ 0, %.337.endif.epil.preheader ], [ %epil.iter.next, %.337.endif.epil ]
  %14 = add i64 %.335.0100.epil.init, %epil.iter
  %15 = shl i64 %epil.iter, 3
  %scevgep19 = getelementptr i8, ptr %scevgep, i64 %15
  %.504.epil = tail call i64 @llvm.umin.i64(i64 %14, i64 %.503)
  %.500.0.epil = getelementptr double, ptr %.446.0, i64 %.504.epil
  %.518.epil = load double, ptr %.500.0.epil, align 8
  store double %.518.epil, ptr %scevgep19, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.338, label %.337.endif.epil, !prof !159, !llvm.loop !225

.338:                                             ; preds = %.337.endif.epil, %B0.endif.endif.endif.endif, %.338.loopexit.unr-lcssa
  br i1 %.445, label %.338.if, label %.338.endif, !prof !8

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  %.383 = call i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(ptr nonnull %.377, ptr nonnull %excinfo.1, i64 %arg.b.5.0, i64 %.355)
  %cond = icmp eq i32 %.383, 0
  br i1 %cond, label %B0.endif.endif.endif, label %B0.endif.endif.if.if.if, !prof !140

B0.endif.endif.endif:                             ; preds = %B0.endif.endif.if, %B0.endif.endif
  %16 = icmp slt i64 %.346, 1
  %.410 = mul i64 %arg.b.3, %arg.b.2
  %.411 = ptrtoint ptr %arg.b.4 to i64
  %.413 = add i64 %.410, %.411
  %.429 = mul i64 %.240.sroa.0.3, %arg.bcpy.6.0
  %.430 = add i64 %.240.sroa.14.0, -1
  %.431 = mul i64 %.430, %arg.bcpy.6.0
  %.432 = icmp slt i64 %arg.bcpy.6.0, 0
  %.433 = select i1 %.432, i64 %.431, i64 %.429
  %.435 = select i1 %.432, i64 %.429, i64 %.431
  %.437 = add i64 %.435, %arg.bcpy.3
  %.438 = select i1 %16, i64 0, i64 %.433
  %.439 = select i1 %16, i64 0, i64 %.437
  %.440 = ptrtoint ptr %arg.bcpy.4 to i64
  %.441 = add i64 %.438, %.440
  %.442 = add i64 %.439, %.440
  %.443 = icmp ugt i64 %.442, %.411
  %.444 = icmp ult i64 %.441, %.413
  %.445 = and i1 %.444, %.443
  br i1 %.445, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !8

common.ret:                                       ; preds = %.338.endif, %B0.endif.endif.endif.if.if, %B0.endif.endif.if.if.if
  %common.ret.op = phi i32 [ %.383, %B0.endif.endif.if.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 0, %.338.endif ]
  ret i32 %common.ret.op

B0.endif.endif.if.if.if:                          ; preds = %B0.endif.endif.if
  %.391 = icmp sgt i32 %.383, 0
  %.384 = load ptr, ptr %excinfo.1, align 8
  %.392 = select i1 %.391, ptr %.384, ptr undef
  store ptr %.392, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.455 = tail call ptr @NRT_Allocate(i64 %.410)
  %.456 = icmp eq ptr %.455, null
  br i1 %.456, label %B0.endif.endif.endif.if.if, label %for.cond.preheader, !prof !8

for.cond.preheader:                               ; preds = %B0.endif.endif.endif.if
  %.46696 = icmp sgt i64 %arg.b.5.0, 0
  br i1 %.46696, label %for.body.preheader, label %B0.endif.endif.endif.endif

for.body.preheader:                               ; preds = %for.cond.preheader
  %17 = shl nuw i64 %arg.b.5.0, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %.455, ptr align 8 %arg.b.4, i64 %17, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif:                       ; preds = %for.body.preheader, %for.cond.preheader, %B0.endif.endif.endif
  %.446.0 = phi ptr [ %arg.b.4, %B0.endif.endif.endif ], [ %.455, %for.cond.preheader ], [ %.455, %for.body.preheader ]
  %.490.not98 = icmp slt i64 %.240.sroa.0.3, %.240.sroa.14.0
  br i1 %.490.not98, label %.337.endif.lr.ph, label %.338, !prof !151

.337.endif.lr.ph:                                 ; preds = %B0.endif.endif.endif.endif
  %.503 = add i64 %arg.b.5.0, -1
  %xtraiter = and i64 %.346, 7
  %18 = sub i64 %.240.sroa.0.3, %.240.sroa.14.0
  %19 = icmp ugt i64 %18, -8
  br i1 %19, label %.337.endif.epil.preheader, label %.337.endif.lr.ph.new, !prof !150

.337.endif.lr.ph.new:                             ; preds = %.337.endif.lr.ph
  %20 = shl i64 %.240.sroa.0.3, 3
  %scevgep3 = getelementptr i8, ptr %arg.bcpy.4, i64 %20
  %21 = add i64 %.346, -8
  %22 = lshr i64 %21, 3
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %.337.endif.epil.preheader1, label %.337.endif.lr.ph.new.new, !prof !162

.337.endif.lr.ph.new.new:                         ; preds = %.337.endif.lr.ph.new
  %24 = add nuw nsw i64 %22, 1
  %25 = lshr i64 %24, 1
  %26 = mul nsw i64 %25, -2
  br label %.337.endif

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.30, ptr %excinfo, align 8, !numba_exception_output !29
  br label %common.ret

.337.endif:                                       ; preds = %.337.endif, %.337.endif.lr.ph.new.new
  %lsr.iv1 = phi i64 [ %lsr.iv.next, %.337.endif ], [ %26, %.337.endif.lr.ph.new.new ]
  %lsr.iv = phi i64 [ %lsr.iv.next.1, %.337.endif ], [ 7, %.337.endif.lr.ph.new.new ]
  %27 = add i64 %lsr.iv, -7
  %28 = shl i64 %lsr.iv, 3
  %scevgep17 = getelementptr i8, ptr %scevgep3, i64 %28
  %scevgep18 = getelementptr i8, ptr %scevgep17, i64 -56
  %.504 = tail call i64 @llvm.umin.i64(i64 %27, i64 %.503)
  %.500.0 = getelementptr double, ptr %.446.0, i64 %.504
  %.518 = load double, ptr %.500.0, align 8
  store double %.518, ptr %scevgep18, align 8
  %29 = add i64 %lsr.iv, -6
  %30 = shl i64 %lsr.iv, 3
  %scevgep43 = getelementptr i8, ptr %scevgep3, i64 %30
  %scevgep45 = getelementptr i8, ptr %scevgep43, i64 -48
  %.504.1 = tail call i64 @llvm.umin.i64(i64 %29, i64 %.503)
  %.500.0.1 = getelementptr double, ptr %.446.0, i64 %.504.1
  %.518.1 = load double, ptr %.500.0.1, align 8
  store double %.518.1, ptr %scevgep45, align 8
  %31 = add i64 %lsr.iv, -5
  %32 = shl i64 %lsr.iv, 3
  %scevgep39 = getelementptr i8, ptr %scevgep3, i64 %32
  %scevgep41 = getelementptr i8, ptr %scevgep39, i64 -40
  %.504.2 = tail call i64 @llvm.umin.i64(i64 %31, i64 %.503)
  %.500.0.2 = getelementptr double, ptr %.446.0, i64 %.504.2
  %.518.2 = load double, ptr %.500.0.2, align 8
  store double %.518.2, ptr %scevgep41, align 8
  %33 = add i64 %lsr.iv, -4
  %34 = shl i64 %lsr.iv, 3
  %scevgep35 = getelementptr i8, ptr %scevgep3, i64 %34
  %scevgep37 = getelementptr i8, ptr %scevgep35, i64 -32
  %.504.3 = tail call i64 @llvm.umin.i64(i64 %33, i64 %.503)
  %.500.0.3 = getelementptr double, ptr %.446.0, i64 %.504.3
  %.518.3 = load double, ptr %.500.0.3, align 8
  store double %.518.3, ptr %scevgep37, align 8
  %35 = add i64 %lsr.iv, -3
  %36 = shl i64 %lsr.iv, 3
  %scevgep30 = getelementptr i8, ptr %scevgep3, i64 %36
  %scevgep32 = getelementptr i8, ptr %scevgep30, i64 -24
  %.504.4 = tail call i64 @llvm.umin.i64(i64 %35, i64 %.503)
  %.500.0.4 = getelementptr double, ptr %.446.0, i64 %.504.4
  %.518.4 = load double, ptr %.500.0.4, align 8
  store double %.518.4, ptr %scevgep32, align 8
  %37 = add i64 %lsr.iv, -2
  %38 = shl i64 %lsr.iv, 3
  %scevgep26 = getelementptr i8, ptr %scevgep3, i64 %38
  %scevgep28 = getelementptr i8, ptr %scevgep26, i64 -16
  %.504.5 = tail call i64 @llvm.umin.i64(i64 %37, i64 %.503)
  %.500.0.5 = getelementptr double, ptr %.446.0, i64 %.504.5
  %.518.5 = load double, ptr %.500.0.5, align 8
  store double %.518.5, ptr %scevgep28, align 8
  %39 = add i64 %lsr.iv, -1
  %40 = shl i64 %lsr.iv, 3
  %scevgep22 = getelementptr i8, ptr %scevgep3, i64 %40
  %scevgep24 = getelementptr i8, ptr %scevgep22, i64 -8
  %.504.6 = tail call i64 @llvm.umin.i64(i64 %39, i64 %.503)
  %.500.0.6 = getelementptr double, ptr %.446.0, i64 %.504.6
  %.518.6 = load double, ptr %.500.0.6, align 8
  store double %.518.6, ptr %scevgep24, align 8
  %.504.7 = tail call i64 @llvm.umin.i64(i64 %lsr.iv, i64 %.503)
  %.500.0.7 = getelementptr double, ptr %.446.0, i64 %.504.7
  %.518.7 = load double, ptr %.500.0.7, align 8
  store double %.518.7, ptr %scevgep17, align 8
  %41 = add i64 %lsr.iv, 8
  %42 = add i64 %lsr.iv, 1
  %43 = shl i64 %lsr.iv, 3
  %scevgep15 = getelementptr i8, ptr %scevgep3, i64 %43
  %scevgep16 = getelementptr i8, ptr %scevgep15, i64 64
  %scevgep20 = getelementptr i8, ptr %scevgep15, i64 8
  %.504.111 = tail call i64 @llvm.umin.i64(i64 %42, i64 %.503)
  %.500.0.112 = getelementptr double, ptr %.446.0, i64 %.504.111
  %.518.113 = load double, ptr %.500.0.112, align 8
  store double %.518.113, ptr %scevgep20, align 8
  %44 = add i64 %lsr.iv, 2
  %45 = shl i64 %lsr.iv, 3
  %scevgep13 = getelementptr i8, ptr %scevgep3, i64 %45
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 16
  %.504.1.1 = tail call i64 @llvm.umin.i64(i64 %44, i64 %.503)
  %.500.0.1.1 = getelementptr double, ptr %.446.0, i64 %.504.1.1
  %.518.1.1 = load double, ptr %.500.0.1.1, align 8
  store double %.518.1.1, ptr %scevgep14, align 8
  %46 = add i64 %lsr.iv, 3
  %47 = shl i64 %lsr.iv, 3
  %scevgep11 = getelementptr i8, ptr %scevgep3, i64 %47
  %scevgep12 = getelementptr i8, ptr %scevgep11, i64 24
  %.504.2.1 = tail call i64 @llvm.umin.i64(i64 %46, i64 %.503)
  %.500.0.2.1 = getelementptr double, ptr %.446.0, i64 %.504.2.1
  %.518.2.1 = load double, ptr %.500.0.2.1, align 8
  store double %.518.2.1, ptr %scevgep12, align 8
  %48 = add i64 %lsr.iv, 4
  %49 = shl i64 %lsr.iv, 3
  %scevgep9 = getelementptr i8, ptr %scevgep3, i64 %49
  %scevgep10 = getelementptr i8, ptr %scevgep9, i64 32
  %.504.3.1 = tail call i64 @llvm.umin.i64(i64 %48, i64 %.503)
  %.500.0.3.1 = getelementptr double, ptr %.446.0, i64 %.504.3.1
  %.518.3.1 = load double, ptr %.500.0.3.1, align 8
  store double %.518.3.1, ptr %scevgep10, align 8
  %50 = add i64 %lsr.iv, 5
  %51 = shl i64 %lsr.iv, 3
  %scevgep7 = getelementptr i8, ptr %scevgep3, i64 %51
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 40
  %.504.4.1 = tail call i64 @llvm.umin.i64(i64 %50, i64 %.503)
  %.500.0.4.1 = getelementptr double, ptr %.446.0, i64 %.504.4.1
  %.518.4.1 = load double, ptr %.500.0.4.1, align 8
  store double %.518.4.1, ptr %scevgep8, align 8
  %52 = add i64 %lsr.iv, 6
  %53 = shl i64 %lsr.iv, 3
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 %53
  %scevgep6 = getelementptr i8, ptr %scevgep5, i64 48
  %.504.5.1 = tail call i64 @llvm.umin.i64(i64 %52, i64 %.503)
  %.500.0.5.1 = getelementptr double, ptr %.446.0, i64 %.504.5.1
  %.518.5.1 = load double, ptr %.500.0.5.1, align 8
  store double %.518.5.1, ptr %scevgep6, align 8
  %54 = add i64 %lsr.iv, 7
  %55 = shl i64 %lsr.iv, 3
  %scevgep2 = getelementptr i8, ptr %scevgep3, i64 %55
  %scevgep4 = getelementptr i8, ptr %scevgep2, i64 56
  %.504.6.1 = tail call i64 @llvm.umin.i64(i64 %54, i64 %.503)
  %.500.0.6.1 = getelementptr double, ptr %.446.0, i64 %.504.6.1
  %.518.6.1 = load double, ptr %.500.0.6.1, align 8
  store double %.518.6.1, ptr %scevgep4, align 8
  %.504.7.1 = tail call i64 @llvm.umin.i64(i64 %41, i64 %.503)
  %.500.0.7.1 = getelementptr double, ptr %.446.0, i64 %.504.7.1
  %.518.7.1 = load double, ptr %.500.0.7.1, align 8
  store double %.518.7.1, ptr %scevgep16, align 8
  %lsr.iv.next.1 = add i64 %lsr.iv, 16
  %lsr.iv.next = add i64 %lsr.iv1, 2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.1, label %.338.loopexit.unr-lcssa.unr-lcssa, label %.337.endif, !prof !226, !llvm.loop !227

.338.if:                                          ; preds = %.338
  tail call void @NRT_Free(ptr %.446.0)
  br label %.338.endif

.338.endif:                                       ; preds = %.338.if, %.338
  tail call void @NRT_decref(ptr %arg.bcpy.0)
  tail call void @NRT_decref(ptr %arg.b.0)
  store ptr null, ptr %retptr, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 3
  %0 = add i64 %.43, -1152921504606846976
  %.49 = icmp ult i64 %0, -2305843009213693952
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !8

common.ret:                                       ; preds = %for.end, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.26, ptr %excinfo, align 8, !numba_exception_output !29
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !229
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B0.endif.endif, !prof !8

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.12041 = icmp sgt i64 %arg.a.5.0, 0
  %.12339 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.12041, i1 %.12339, i1 false
  br i1 %or.cond, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %B0.endif.endif
  %const = bitcast i64 8070450532247928800 to i64
  %1 = add nuw i64 %arg.a.5.1, %arg.a.5.0
  %2 = shl i64 %1, 3
  %3 = getelementptr i8, ptr %.6.i, i64 %2
  %scevgep = getelementptr i8, ptr %3, i64 -8
  %4 = mul i64 %.46, %arg.a.5.1
  %scevgep6 = getelementptr i8, ptr %arg.a.4, i64 %4
  %min.iters.check = icmp samesign ult i64 %arg.a.5.1, 4
  %ident.check.not = icmp ne i64 %arg.a.5.0, 1
  %or.cond17.not1 = select i1 %min.iters.check, i1 true, i1 %ident.check.not
  %bound0 = icmp ult ptr %.6.i, %scevgep6
  %bound1 = icmp ult ptr %arg.a.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %.mask = and i64 %arg.a.5.1, 1152921504606846976
  %stride.check = icmp ne i64 %.mask, 0
  %5 = or i1 %stride.check, %found.conflict
  %n.vec = and i64 %arg.a.5.1, %const
  %const_mat = add i64 %const, 28
  %n.vec12 = and i64 %arg.a.5.1, %const_mat
  %scevgep19 = getelementptr i8, ptr %.6.i, i64 192
  %scevgep28 = getelementptr i8, ptr %arg.a.4, i64 192
  %6 = shl i64 %arg.a.5.1, 3
  %brmerge = select i1 %or.cond17.not1, i1 true, i1 %5
  br label %iter.check

iter.check:                                       ; preds = %for.cond.1.for.end.1_crit_edge.us, %for.cond.1.preheader.us.preheader
  %lsr.iv41 = phi ptr [ %arg.a.4, %for.cond.1.preheader.us.preheader ], [ %scevgep42, %for.cond.1.for.end.1_crit_edge.us ]
  %lsr.iv38 = phi ptr [ %.6.i, %for.cond.1.preheader.us.preheader ], [ %scevgep39, %for.cond.1.for.end.1_crit_edge.us ]
  %lsr.iv29 = phi ptr [ %scevgep28, %for.cond.1.preheader.us.preheader ], [ %scevgep30, %for.cond.1.for.end.1_crit_edge.us ]
  %lsr.iv = phi ptr [ %scevgep19, %for.cond.1.preheader.us.preheader ], [ %scevgep20, %for.cond.1.for.end.1_crit_edge.us ]
  %loop.index42.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.141.us, %for.cond.1.for.end.1_crit_edge.us ]
  br i1 %brmerge, label %for.body.1.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %7 = icmp ult i64 %arg.a.5.1, 32
  br i1 %7, label %vec.epilog.vector.body.preheader, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.main.loop.iter.check
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %8 = shl i64 %index, 3
  %scevgep36 = getelementptr i8, ptr %lsr.iv29, i64 %8
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 -192
  %scevgep26 = getelementptr i8, ptr %lsr.iv, i64 %8
  %scevgep27 = getelementptr i8, ptr %scevgep26, i64 -192
  %scevgep35 = getelementptr i8, ptr %scevgep36, i64 -128
  %9 = shl i64 %index, 3
  %scevgep10 = getelementptr i8, ptr %lsr.iv29, i64 %9
  %scevgep11 = getelementptr i8, ptr %scevgep10, i64 -64
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !236
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !236
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !236
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !236
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !239, !noalias !236
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !239, !noalias !236
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !239, !noalias !236
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !239, !noalias !236
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !241

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 28
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !58

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !236
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !239, !noalias !236
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !242

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %18 = icmp eq i64 %arg.a.5.1, %n.vec12
  br i1 %18, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %iter.check
  %loop.index.140.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec12, %vec.epilog.middle.block ]
  %19 = sub nsw i64 %arg.a.5.1, %loop.index.140.us.ph
  %xtraiter = and i64 %19, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader
  %20 = mul i64 %loop.index.140.us.ph, %.46
  %scevgep44 = getelementptr i8, ptr %lsr.iv38, i64 %20
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol, %for.body.1.us.prol.preheader
  %lsr.iv48 = phi i64 [ %xtraiter, %for.body.1.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.us.prol ]
  %lsr.iv45 = phi ptr [ %scevgep44, %for.body.1.us.prol.preheader ], [ %scevgep46, %for.body.1.us.prol ]
  %loop.index.140.us.prol = phi i64 [ %loop.index.140.us.ph, %for.body.1.us.prol.preheader ], [ %.139.us.prol, %for.body.1.us.prol ]
  %21 = shl i64 %loop.index.140.us.prol, 3
  %scevgep47 = getelementptr i8, ptr %lsr.iv41, i64 %21
  %.137.us.prol = load double, ptr %scevgep47, align 8
  store double %.137.us.prol, ptr %lsr.iv45, align 8
  %.139.us.prol = add nuw nsw i64 %loop.index.140.us.prol, 1
  %scevgep46 = getelementptr i8, ptr %lsr.iv45, i64 %.46
  %lsr.iv.next = add nsw i64 %lsr.iv48, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !243

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %loop.index.140.us.unr = phi i64 [ %loop.index.140.us.ph, %for.body.1.us.preheader ], [ %.139.us.prol, %for.body.1.us.prol ]
  %22 = sub nsw i64 %loop.index.140.us.ph, %arg.a.5.1
  %23 = icmp ugt i64 %22, -8
  br i1 %23, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.preheader18

for.body.1.us.preheader18:                        ; preds = %for.body.1.us.prol.loopexit
  %24 = mul i64 %loop.index.140.us.unr, %.46
  %scevgep49 = getelementptr i8, ptr %lsr.iv38, i64 %24
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us, %for.body.1.us.preheader18
  %lsr.iv50 = phi ptr [ %scevgep49, %for.body.1.us.preheader18 ], [ %scevgep25, %for.body.1.us ]
  %loop.index.140.us = phi i64 [ %loop.index.140.us.unr, %for.body.1.us.preheader18 ], [ %.139.us.7, %for.body.1.us ]
  %25 = shl i64 %loop.index.140.us, 3
  %scevgep54 = getelementptr i8, ptr %lsr.iv41, i64 %25
  %.137.us = load double, ptr %scevgep54, align 8
  store double %.137.us, ptr %lsr.iv50, align 8
  %scevgep60 = getelementptr i8, ptr %scevgep54, i64 8
  %.137.us.1 = load double, ptr %scevgep60, align 8
  %scevgep67 = getelementptr i8, ptr %lsr.iv50, i64 %.46
  store double %.137.us.1, ptr %scevgep67, align 8
  %26 = shl i64 %loop.index.140.us, 3
  %scevgep16 = getelementptr i8, ptr %lsr.iv41, i64 %26
  %scevgep18 = getelementptr i8, ptr %scevgep16, i64 16
  %.137.us.2 = load double, ptr %scevgep18, align 8
  %scevgep68 = getelementptr i8, ptr %scevgep67, i64 %.46
  store double %.137.us.2, ptr %scevgep68, align 8
  %27 = shl i64 %loop.index.140.us, 3
  %scevgep21 = getelementptr i8, ptr %lsr.iv41, i64 %27
  %scevgep22 = getelementptr i8, ptr %scevgep21, i64 24
  %.137.us.3 = load double, ptr %scevgep22, align 8
  %scevgep69 = getelementptr i8, ptr %scevgep68, i64 %.46
  store double %.137.us.3, ptr %scevgep69, align 8
  %28 = shl i64 %loop.index.140.us, 3
  %scevgep12 = getelementptr i8, ptr %lsr.iv41, i64 %28
  %scevgep13 = getelementptr i8, ptr %scevgep12, i64 32
  %.137.us.4 = load double, ptr %scevgep13, align 8
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 %.46
  store double %.137.us.4, ptr %scevgep70, align 8
  %29 = shl i64 %loop.index.140.us, 3
  %scevgep32 = getelementptr i8, ptr %lsr.iv41, i64 %29
  %scevgep34 = getelementptr i8, ptr %scevgep32, i64 40
  %.137.us.5 = load double, ptr %scevgep34, align 8
  %scevgep71 = getelementptr i8, ptr %scevgep70, i64 %.46
  store double %.137.us.5, ptr %scevgep71, align 8
  %30 = shl i64 %loop.index.140.us, 3
  %scevgep24 = getelementptr i8, ptr %lsr.iv41, i64 %30
  %scevgep29 = getelementptr i8, ptr %scevgep24, i64 48
  %.137.us.6 = load double, ptr %scevgep29, align 8
  %scevgep72 = getelementptr i8, ptr %scevgep71, i64 %.46
  store double %.137.us.6, ptr %scevgep72, align 8
  %31 = shl i64 %loop.index.140.us, 3
  %scevgep14 = getelementptr i8, ptr %lsr.iv41, i64 %31
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 56
  %.137.us.7 = load double, ptr %scevgep15, align 8
  %scevgep73 = getelementptr i8, ptr %scevgep72, i64 %.46
  store double %.137.us.7, ptr %scevgep73, align 8
  %.139.us.7 = add nuw nsw i64 %loop.index.140.us, 8
  %scevgep25 = getelementptr i8, ptr %scevgep73, i64 %.46
  %exitcond.not.7 = icmp eq i64 %arg.a.5.1, %.139.us.7
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !244

for.cond.1.for.end.1_crit_edge.us:                ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %.141.us = add nuw nsw i64 %loop.index42.us, 1
  %scevgep20 = getelementptr i8, ptr %lsr.iv, i64 8
  %scevgep30 = getelementptr i8, ptr %lsr.iv29, i64 %6
  %scevgep39 = getelementptr i8, ptr %lsr.iv38, i64 8
  %scevgep42 = getelementptr i8, ptr %lsr.iv41, i64 %6
  %exitcond44.not = icmp eq i64 %.141.us, %arg.a.5.0
  br i1 %exitcond44.not, label %for.end, label %iter.check

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.27, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.cond.1.for.end.1_crit_edge.us, %B0.endif.endif
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack23 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack23, align 8
  %retptr.repack25 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.43, ptr %retptr.repack25, align 8
  %retptr.repack27 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack27, align 8
  %retptr.repack29 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack29, align 8
  %retptr.repack31 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack31, align 8
  %retptr.repack31.repack35 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.a.5.1, ptr %retptr.repack31.repack35, align 8
  %retptr.repack33 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 8, ptr %retptr.repack33, align 8
  %retptr.repack33.repack37 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.46, ptr %retptr.repack33.repack37, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

declare i32 @numba_xgesv(i8, i64, i64, ptr, i64, ptr, ptr, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE(ptr noalias readnone captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.src_shapes.0, i64 %arg.index_shape.0) local_unnamed_addr {
B42:
  %.75 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  %.129 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.3 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.129, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.3, align 8
  %.225 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.5 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.225, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.5, align 8
  %.279 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.279, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.6, align 8
  %.408 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.9 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.408, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.9, align 8
  %.462 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.10 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.462, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.10, align 8
  %.494 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.11 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.494, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo.11, align 8
  %.15.i.i = icmp slt i64 %arg.src_shapes.0, 0
  br i1 %.15.i.i, label %B32.thread.i.i, label %B32.i.i

B32.thread.i.i:                                   ; preds = %B42
  %.18.i.i = sub i64 0, %arg.src_shapes.0
  br label %for.end.1.endif.endif.i.i

B32.i.i:                                          ; preds = %B42
  %.29.i.i = icmp eq i64 %arg.src_shapes.0, 0
  br i1 %.29.i.i, label %B42.endif, label %for.end.1.endif.endif.i.i

B306.i.i:                                         ; preds = %B246.endif.i.i, %for.end.1.endif.endif.endif.i.i
  %.279.i.i = icmp sgt i64 %n.3.096.i.i, 0
  br i1 %.279.i.i, label %B328.endif.endif.endif.preheader.i.i, label %B42.endif

B328.endif.endif.endif.preheader.i.i:             ; preds = %B306.i.i
  %scevgep.i.i = getelementptr i8, ptr %.6.i.i.i, i64 %.70.i.i
  br label %B328.endif.endif.endif.i.i

for.end.1.endif.endif.i.i:                        ; preds = %B32.i.i, %B32.thread.i.i
  %n.3.096.i.i = phi i64 [ %.18.i.i, %B32.thread.i.i ], [ %arg.src_shapes.0, %B32.i.i ]
  %arg.n.lobit.i.i = lshr i64 %arg.src_shapes.0, 63
  %.79.le.i.i = sitofp i64 %n.3.096.i.i to double
  %.80.le.i.i = tail call double @llvm.log10.f64(double %.79.le.i.i)
  %.92.le.i.i = tail call double @llvm.floor.f64(double %.80.le.i.i)
  %.5.i.i.i = fptosi double %.92.le.i.i to i64
  %.70.i.i = add i64 %arg.n.lobit.i.i, %.5.i.i.i
  %.123.i.i = add i64 %.70.i.i, 1
  %.157.i.i = add i64 %.70.i.i, 2
  %.159.i.i = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i), !noalias !245
  %.160.i.i = icmp eq ptr %.159.i.i, null
  br i1 %.160.i.i, label %common.ret, label %for.end.1.endif.endif.endif.i.i, !prof !8

for.end.1.endif.endif.endif.i.i:                  ; preds = %for.end.1.endif.endif.i.i
  %0 = icmp slt i64 %arg.src_shapes.0, 0
  %.5.i8.i.i = getelementptr i8, ptr %.159.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i8.i.i, align 8, !noalias !245
  br i1 %0, label %B246.endif.i.i, label %B306.i.i

B246.endif.i.i:                                   ; preds = %for.end.1.endif.endif.endif.i.i
  store i8 45, ptr %.6.i.i.i, align 1, !noalias !252
  br label %B306.i.i

B328.endif.endif.endif.i.i:                       ; preds = %B328.endif.endif.endif.i.i, %B328.endif.endif.endif.preheader.i.i
  %lsr.iv.i.i = phi ptr [ %scevgep.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %scevgep10.i.i, %B328.endif.endif.endif.i.i ]
  %n.4.0.i.i = phi i64 [ %n.3.096.i.i, %B328.endif.endif.endif.preheader.i.i ], [ %.30497.i.i, %B328.endif.endif.endif.i.i ]
  %.30497.i.i = udiv i64 %n.4.0.i.i, 10
  %.30598.i.i = urem i64 %n.4.0.i.i, 10
  %1 = trunc nuw nsw i64 %.30598.i.i to i8
  %.41.i9.i.i = or disjoint i8 %1, 48
  store i8 %.41.i9.i.i, ptr %lsr.iv.i.i, align 1, !noalias !256
  %.416.not.i.i = icmp samesign ult i64 %n.4.0.i.i, 10
  %scevgep10.i.i = getelementptr i8, ptr %lsr.iv.i.i, i64 -1
  br i1 %.416.not.i.i, label %B42.endif, label %B328.endif.endif.endif.i.i

B281:                                             ; preds = %B42.endif.endif
  tail call void @NRT_decref(ptr %.89.fca.5.load)
  %.15.i.i9 = icmp slt i64 %arg.index_shape.0, 0
  br i1 %.15.i.i9, label %B32.thread.i.i52, label %B32.i.i10

B32.thread.i.i52:                                 ; preds = %B281
  %.18.i.i53 = sub i64 0, %arg.index_shape.0
  br label %for.end.1.endif.endif.i.i12

B32.i.i10:                                        ; preds = %B281
  %.29.i.i11 = icmp eq i64 %arg.index_shape.0, 0
  br i1 %.29.i.i11, label %B281.endif, label %for.end.1.endif.endif.i.i12

B306.i.i27:                                       ; preds = %B246.endif.i.i50, %for.end.1.endif.endif.endif.i.i24
  %.279.i.i28 = icmp sgt i64 %n.3.096.i.i13, 0
  br i1 %.279.i.i28, label %B328.endif.endif.endif.preheader.i.i40, label %B281.endif

B328.endif.endif.endif.preheader.i.i40:           ; preds = %B306.i.i27
  %scevgep.i.i41 = getelementptr i8, ptr %.6.i.i.i26, i64 %.70.i.i19
  br label %B328.endif.endif.endif.i.i42

for.end.1.endif.endif.i.i12:                      ; preds = %B32.i.i10, %B32.thread.i.i52
  %n.3.096.i.i13 = phi i64 [ %.18.i.i53, %B32.thread.i.i52 ], [ %arg.index_shape.0, %B32.i.i10 ]
  %arg.n.lobit.i.i14 = lshr i64 %arg.index_shape.0, 63
  %.79.le.i.i15 = sitofp i64 %n.3.096.i.i13 to double
  %.80.le.i.i16 = tail call double @llvm.log10.f64(double %.79.le.i.i15)
  %.92.le.i.i17 = tail call double @llvm.floor.f64(double %.80.le.i.i16)
  %.5.i.i.i18 = fptosi double %.92.le.i.i17 to i64
  %.70.i.i19 = add i64 %arg.n.lobit.i.i14, %.5.i.i.i18
  %.123.i.i20 = add i64 %.70.i.i19, 1
  %.157.i.i21 = add i64 %.70.i.i19, 2
  %.159.i.i22 = tail call ptr @NRT_MemInfo_alloc(i64 %.157.i.i21), !noalias !260
  %.160.i.i23 = icmp eq ptr %.159.i.i22, null
  br i1 %.160.i.i23, label %common.ret, label %for.end.1.endif.endif.endif.i.i24, !prof !8

for.end.1.endif.endif.endif.i.i24:                ; preds = %for.end.1.endif.endif.i.i12
  %2 = icmp slt i64 %arg.index_shape.0, 0
  %.5.i8.i.i25 = getelementptr i8, ptr %.159.i.i22, i64 24
  %.6.i.i.i26 = load ptr, ptr %.5.i8.i.i25, align 8, !noalias !260
  br i1 %2, label %B246.endif.i.i50, label %B306.i.i27

B246.endif.i.i50:                                 ; preds = %for.end.1.endif.endif.endif.i.i24
  store i8 45, ptr %.6.i.i.i26, align 1, !noalias !267
  br label %B306.i.i27

B328.endif.endif.endif.i.i42:                     ; preds = %B328.endif.endif.endif.i.i42, %B328.endif.endif.endif.preheader.i.i40
  %lsr.iv.i.i43 = phi ptr [ %scevgep.i.i41, %B328.endif.endif.endif.preheader.i.i40 ], [ %scevgep10.i.i49, %B328.endif.endif.endif.i.i42 ]
  %n.4.0.i.i44 = phi i64 [ %n.3.096.i.i13, %B328.endif.endif.endif.preheader.i.i40 ], [ %.30497.i.i45, %B328.endif.endif.endif.i.i42 ]
  %.30497.i.i45 = udiv i64 %n.4.0.i.i44, 10
  %.30598.i.i46 = urem i64 %n.4.0.i.i44, 10
  %3 = trunc nuw nsw i64 %.30598.i.i46 to i8
  %.41.i9.i.i47 = or disjoint i8 %3, 48
  store i8 %.41.i9.i.i47, ptr %lsr.iv.i.i43, align 1, !noalias !271
  %.416.not.i.i48 = icmp samesign ult i64 %n.4.0.i.i44, 10
  %scevgep10.i.i49 = getelementptr i8, ptr %lsr.iv.i.i43, i64 -1
  br i1 %.416.not.i.i48, label %B281.endif, label %B328.endif.endif.endif.i.i42

B42.endif:                                        ; preds = %B328.endif.endif.endif.i.i, %B306.i.i, %B32.i.i
  %.20.sroa.11.0.ph = phi ptr [ null, %B32.i.i ], [ %.159.i.i, %B306.i.i ], [ %.159.i.i, %B328.endif.endif.endif.i.i ]
  %.20.sroa.3.0.ph = phi i64 [ 1, %B32.i.i ], [ %.123.i.i, %B306.i.i ], [ %.123.i.i, %B328.endif.endif.endif.i.i ]
  %.20.sroa.0.0.ph = phi ptr [ @.bytes.5317899729839767045, %B32.i.i ], [ %.6.i.i.i, %B306.i.i ], [ %.6.i.i.i, %B328.endif.endif.endif.i.i ]
  %.fca.5.gep259 = getelementptr inbounds nuw i8, ptr %.75, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.75, i8 0, i64 48, i1 false)
  %.79 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.75, ptr nonnull %excinfo.2, ptr nonnull @.bytes.-3596957514301255344, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.20.sroa.0.0.ph, i64 %.20.sroa.3.0.ph, i32 1, i32 1, i64 -1, ptr %.20.sroa.11.0.ph, ptr null)
  %.89.fca.5.load = load ptr, ptr %.fca.5.gep259, align 8
  %cond2 = icmp eq i32 %.79, 0
  br i1 %cond2, label %B42.endif.endif, label %B42.endif.if.if, !prof !140

common.ret:                                       ; preds = %B364.endif.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.endif.endif, %B364.endif.endif.endif.endif.if.if, %B364.endif.endif.endif.endif.endif, %B364.endif.endif.endif.if.if, %B364.endif.endif.if.if, %B281.endif.endif.if.if, %B281.endif.if.if, %B42.endif.endif.if.if, %B42.endif.if.if, %for.end.1.endif.endif.i.i12, %for.end.1.endif.endif.i.i
  %.540.sink = phi ptr [ %.540, %B364.endif.endif.endif.endif.endif.endif.endif ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.5, %B364.endif.endif.endif.endif.endif ], [ %.80, %B42.endif.if.if ], [ %.499, %B364.endif.endif.endif.endif.if.if ], [ %.467, %B364.endif.endif.endif.if.if ], [ %.413, %B364.endif.endif.if.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %for.end.1.endif.endif.i.i12 ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.5, %B364.endif.endif.endif.endif.endif.endif ], [ %.284, %B281.endif.endif.if.if ], [ %.230, %B281.endif.if.if ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.3, %for.end.1.endif.endif.i.i ], [ %.134, %B42.endif.endif.if.if ]
  store ptr %.540.sink, ptr %excinfo, align 8
  ret i32 1

B42.endif.endif:                                  ; preds = %B42.endif
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.75, i64 40
  %.89.fca.6.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr112 = getelementptr inbounds nuw i8, ptr %.75, i64 24
  %.89.fca.4.load = load i64, ptr %sunkaddr112, align 8
  %sunkaddr113 = getelementptr inbounds nuw i8, ptr %.75, i64 20
  %.89.fca.3.load = load i32, ptr %sunkaddr113, align 4
  %sunkaddr114 = getelementptr inbounds nuw i8, ptr %.75, i64 16
  %.89.fca.2.load = load i32, ptr %sunkaddr114, align 8
  %sunkaddr115 = getelementptr inbounds nuw i8, ptr %.75, i64 8
  %.89.fca.1.load = load i64, ptr %sunkaddr115, align 8
  %.89.fca.0.load = load ptr, ptr %.75, align 8
  tail call void @NRT_decref(ptr %.20.sroa.11.0.ph)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.129, i8 0, i64 48, i1 false)
  %.133 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.129, ptr nonnull %excinfo.3, ptr %.89.fca.0.load, i64 %.89.fca.1.load, i32 %.89.fca.2.load, i32 %.89.fca.3.load, i64 %.89.fca.4.load, ptr %.89.fca.5.load, ptr %.89.fca.6.load, ptr nonnull @.bytes.8891677930182646943, i64 2, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %.143.fca.0.load = load ptr, ptr %.129, align 8
  %sunkaddr116 = getelementptr inbounds nuw i8, ptr %.129, i64 8
  %.143.fca.1.load = load i64, ptr %sunkaddr116, align 8
  %sunkaddr117 = getelementptr inbounds nuw i8, ptr %.129, i64 16
  %.143.fca.2.load = load i32, ptr %sunkaddr117, align 8
  %sunkaddr118 = getelementptr inbounds nuw i8, ptr %.129, i64 20
  %.143.fca.3.load = load i32, ptr %sunkaddr118, align 4
  %sunkaddr119 = getelementptr inbounds nuw i8, ptr %.129, i64 24
  %.143.fca.4.load = load i64, ptr %sunkaddr119, align 8
  %sunkaddr120 = getelementptr inbounds nuw i8, ptr %.129, i64 32
  %.143.fca.5.load = load ptr, ptr %sunkaddr120, align 8
  %sunkaddr121 = getelementptr inbounds nuw i8, ptr %.129, i64 40
  %.143.fca.6.load = load ptr, ptr %sunkaddr121, align 8
  %cond3 = icmp eq i32 %.133, 0
  br i1 %cond3, label %B281, label %B42.endif.endif.if.if, !prof !140

B42.endif.if.if:                                  ; preds = %B42.endif
  %.80 = load ptr, ptr %excinfo.2, align 8
  br label %common.ret

B42.endif.endif.if.if:                            ; preds = %B42.endif.endif
  %.134 = load ptr, ptr %excinfo.3, align 8
  br label %common.ret

B281.endif:                                       ; preds = %B328.endif.endif.endif.i.i42, %B306.i.i27, %B32.i.i10
  %.172.sroa.0.0.ph = phi ptr [ @.bytes.5317899729839767045, %B32.i.i10 ], [ %.6.i.i.i26, %B306.i.i27 ], [ %.6.i.i.i26, %B328.endif.endif.endif.i.i42 ]
  %.172.sroa.4.0.ph = phi i64 [ 1, %B32.i.i10 ], [ %.123.i.i20, %B306.i.i27 ], [ %.123.i.i20, %B328.endif.endif.endif.i.i42 ]
  %.172.sroa.12.0.ph = phi ptr [ null, %B32.i.i10 ], [ %.159.i.i22, %B306.i.i27 ], [ %.159.i.i22, %B328.endif.endif.endif.i.i42 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.225, i8 0, i64 48, i1 false)
  %.229 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.225, ptr nonnull %excinfo.5, ptr nonnull @.bytes.-3596957514301255344, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.172.sroa.0.0.ph, i64 %.172.sroa.4.0.ph, i32 1, i32 1, i64 -1, ptr %.172.sroa.12.0.ph, ptr null)
  %sunkaddr122 = getelementptr inbounds nuw i8, ptr %.225, i64 32
  %.239.fca.5.load = load ptr, ptr %sunkaddr122, align 8
  %cond4 = icmp eq i32 %.229, 0
  br i1 %cond4, label %B281.endif.endif, label %B281.endif.if.if, !prof !140

B281.endif.endif:                                 ; preds = %B281.endif
  %sunkaddr123 = getelementptr inbounds nuw i8, ptr %.225, i64 40
  %.239.fca.6.load = load ptr, ptr %sunkaddr123, align 8
  %sunkaddr124 = getelementptr inbounds nuw i8, ptr %.225, i64 24
  %.239.fca.4.load = load i64, ptr %sunkaddr124, align 8
  %sunkaddr125 = getelementptr inbounds nuw i8, ptr %.225, i64 20
  %.239.fca.3.load = load i32, ptr %sunkaddr125, align 4
  %sunkaddr126 = getelementptr inbounds nuw i8, ptr %.225, i64 16
  %.239.fca.2.load = load i32, ptr %sunkaddr126, align 8
  %sunkaddr127 = getelementptr inbounds nuw i8, ptr %.225, i64 8
  %.239.fca.1.load = load i64, ptr %sunkaddr127, align 8
  %.239.fca.0.load = load ptr, ptr %.225, align 8
  tail call void @NRT_decref(ptr %.172.sroa.12.0.ph)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.279, i8 0, i64 48, i1 false)
  %.283 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.279, ptr nonnull %excinfo.6, ptr %.239.fca.0.load, i64 %.239.fca.1.load, i32 %.239.fca.2.load, i32 %.239.fca.3.load, i64 %.239.fca.4.load, ptr %.239.fca.5.load, ptr %.239.fca.6.load, ptr nonnull @.bytes.8891677930182646943, i64 2, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr128 = getelementptr inbounds nuw i8, ptr %.279, i64 32
  %.293.fca.5.load = load ptr, ptr %sunkaddr128, align 8
  %cond5 = icmp eq i32 %.283, 0
  br i1 %cond5, label %B364.endif.endif, label %B281.endif.endif.if.if, !prof !140

B281.endif.if.if:                                 ; preds = %B281.endif
  %.230 = load ptr, ptr %excinfo.5, align 8
  br label %common.ret

B281.endif.endif.if.if:                           ; preds = %B281.endif.endif
  %.284 = load ptr, ptr %excinfo.6, align 8
  br label %common.ret

B364.endif.endif:                                 ; preds = %B281.endif.endif
  %sunkaddr129 = getelementptr inbounds nuw i8, ptr %.279, i64 40
  %.293.fca.6.load = load ptr, ptr %sunkaddr129, align 8
  %sunkaddr130 = getelementptr inbounds nuw i8, ptr %.279, i64 24
  %.293.fca.4.load = load i64, ptr %sunkaddr130, align 8
  %sunkaddr131 = getelementptr inbounds nuw i8, ptr %.279, i64 20
  %.293.fca.3.load = load i32, ptr %sunkaddr131, align 4
  %sunkaddr132 = getelementptr inbounds nuw i8, ptr %.279, i64 16
  %.293.fca.2.load = load i32, ptr %sunkaddr132, align 8
  %sunkaddr133 = getelementptr inbounds nuw i8, ptr %.279, i64 8
  %.293.fca.1.load = load i64, ptr %sunkaddr133, align 8
  %.293.fca.0.load = load ptr, ptr %.279, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.408, i8 0, i64 48, i1 false)
  %.412 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.408, ptr nonnull %excinfo.9, ptr nonnull @.bytes.-3729243754832727719, i64 29, i32 1, i32 1, i64 -1, ptr null, ptr null, ptr %.293.fca.0.load, i64 %.293.fca.1.load, i32 %.293.fca.2.load, i32 %.293.fca.3.load, i64 %.293.fca.4.load, ptr %.293.fca.5.load, ptr %.293.fca.6.load)
  %sunkaddr134 = getelementptr inbounds nuw i8, ptr %.408, i64 32
  %.422.fca.5.load = load ptr, ptr %sunkaddr134, align 8
  %cond6 = icmp eq i32 %.412, 0
  tail call void @NRT_decref(ptr %.239.fca.5.load)
  br i1 %cond6, label %B364.endif.endif.endif, label %B364.endif.endif.if.if, !prof !140

B364.endif.endif.endif:                           ; preds = %B364.endif.endif
  %sunkaddr135 = getelementptr inbounds nuw i8, ptr %.408, i64 40
  %.422.fca.6.load = load ptr, ptr %sunkaddr135, align 8
  %sunkaddr136 = getelementptr inbounds nuw i8, ptr %.408, i64 24
  %.422.fca.4.load = load i64, ptr %sunkaddr136, align 8
  %sunkaddr137 = getelementptr inbounds nuw i8, ptr %.408, i64 20
  %.422.fca.3.load = load i32, ptr %sunkaddr137, align 4
  %sunkaddr138 = getelementptr inbounds nuw i8, ptr %.408, i64 16
  %.422.fca.2.load = load i32, ptr %sunkaddr138, align 8
  %sunkaddr139 = getelementptr inbounds nuw i8, ptr %.408, i64 8
  %.422.fca.1.load = load i64, ptr %sunkaddr139, align 8
  %.422.fca.0.load = load ptr, ptr %.408, align 8
  tail call void @NRT_decref(ptr %.293.fca.5.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.462, i8 0, i64 48, i1 false)
  %.466 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.462, ptr nonnull %excinfo.10, ptr %.422.fca.0.load, i64 %.422.fca.1.load, i32 %.422.fca.2.load, i32 %.422.fca.3.load, i64 %.422.fca.4.load, ptr %.422.fca.5.load, ptr %.422.fca.6.load, ptr nonnull @.bytes.-4030968085971895554, i64 21, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %sunkaddr140 = getelementptr inbounds nuw i8, ptr %.462, i64 32
  %.476.fca.5.load = load ptr, ptr %sunkaddr140, align 8
  %cond7 = icmp eq i32 %.466, 0
  br i1 %cond7, label %B364.endif.endif.endif.endif, label %B364.endif.endif.endif.if.if, !prof !140

B364.endif.endif.if.if:                           ; preds = %B364.endif.endif
  %.413 = load ptr, ptr %excinfo.9, align 8
  br label %common.ret

B364.endif.endif.endif.endif:                     ; preds = %B364.endif.endif.endif
  %sunkaddr141 = getelementptr inbounds nuw i8, ptr %.462, i64 40
  %.476.fca.6.load = load ptr, ptr %sunkaddr141, align 8
  %sunkaddr142 = getelementptr inbounds nuw i8, ptr %.462, i64 24
  %.476.fca.4.load = load i64, ptr %sunkaddr142, align 8
  %sunkaddr143 = getelementptr inbounds nuw i8, ptr %.462, i64 20
  %.476.fca.3.load = load i32, ptr %sunkaddr143, align 4
  %sunkaddr144 = getelementptr inbounds nuw i8, ptr %.462, i64 16
  %.476.fca.2.load = load i32, ptr %sunkaddr144, align 8
  %sunkaddr145 = getelementptr inbounds nuw i8, ptr %.462, i64 8
  %.476.fca.1.load = load i64, ptr %sunkaddr145, align 8
  %.476.fca.0.load = load ptr, ptr %.462, align 8
  tail call void @NRT_decref(ptr %.422.fca.5.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.494, i8 0, i64 48, i1 false)
  %.498 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.494, ptr nonnull %excinfo.11, ptr %.476.fca.0.load, i64 %.476.fca.1.load, i32 %.476.fca.2.load, i32 %.476.fca.3.load, i64 %.476.fca.4.load, ptr %.476.fca.5.load, ptr %.476.fca.6.load, ptr %.143.fca.0.load, i64 %.143.fca.1.load, i32 %.143.fca.2.load, i32 %.143.fca.3.load, i64 %.143.fca.4.load, ptr %.143.fca.5.load, ptr %.143.fca.6.load)
  %.508.fca.0.load = load ptr, ptr %.494, align 8
  %sunkaddr146 = getelementptr inbounds nuw i8, ptr %.494, i64 8
  %.508.fca.1.load = load i64, ptr %sunkaddr146, align 8
  %sunkaddr147 = getelementptr inbounds nuw i8, ptr %.494, i64 16
  %.508.fca.2.load = load i32, ptr %sunkaddr147, align 8
  %sunkaddr148 = getelementptr inbounds nuw i8, ptr %.494, i64 20
  %.508.fca.3.load = load i32, ptr %sunkaddr148, align 4
  %sunkaddr149 = getelementptr inbounds nuw i8, ptr %.494, i64 24
  %.508.fca.4.load = load i64, ptr %sunkaddr149, align 8
  %sunkaddr150 = getelementptr inbounds nuw i8, ptr %.494, i64 32
  %.508.fca.5.load = load ptr, ptr %sunkaddr150, align 8
  %sunkaddr151 = getelementptr inbounds nuw i8, ptr %.494, i64 40
  %.508.fca.6.load = load ptr, ptr %sunkaddr151, align 8
  %cond8 = icmp eq i32 %.498, 0
  br i1 %cond8, label %B364.endif.endif.endif.endif.endif, label %B364.endif.endif.endif.endif.if.if, !prof !140

B364.endif.endif.endif.if.if:                     ; preds = %B364.endif.endif.endif
  %.467 = load ptr, ptr %excinfo.10, align 8
  br label %common.ret

B364.endif.endif.endif.endif.endif:               ; preds = %B364.endif.endif.endif.endif
  tail call void @NRT_incref(ptr %.508.fca.5.load)
  %.529 = tail call ptr @NRT_Allocate(i64 48)
  %.530 = icmp eq ptr %.529, null
  tail call void @NRT_decref(ptr %.476.fca.5.load)
  tail call void @NRT_decref(ptr %.143.fca.5.load)
  br i1 %.530, label %common.ret, label %B364.endif.endif.endif.endif.endif.endif, !prof !8

B364.endif.endif.endif.endif.if.if:               ; preds = %B364.endif.endif.endif.endif
  %.499 = load ptr, ptr %excinfo.11, align 8
  br label %common.ret

B364.endif.endif.endif.endif.endif.endif:         ; preds = %B364.endif.endif.endif.endif.endif
  store ptr %.508.fca.0.load, ptr %.529, align 8
  %.529.repack318 = getelementptr inbounds nuw i8, ptr %.529, i64 8
  store i64 %.508.fca.1.load, ptr %.529.repack318, align 8
  %.529.repack320 = getelementptr inbounds nuw i8, ptr %.529, i64 16
  store i32 %.508.fca.2.load, ptr %.529.repack320, align 8
  %.529.repack322 = getelementptr inbounds nuw i8, ptr %.529, i64 20
  store i32 %.508.fca.3.load, ptr %.529.repack322, align 4
  %.529.repack324 = getelementptr inbounds nuw i8, ptr %.529, i64 24
  store i64 %.508.fca.4.load, ptr %.529.repack324, align 8
  %.529.repack326 = getelementptr inbounds nuw i8, ptr %.529, i64 32
  store ptr %.508.fca.5.load, ptr %.529.repack326, align 8
  %.529.repack328 = getelementptr inbounds nuw i8, ptr %.529, i64 40
  store ptr %.508.fca.6.load, ptr %.529.repack328, align 8
  %.540 = tail call ptr @NRT_Allocate(i64 40)
  %.541 = icmp eq ptr %.540, null
  br i1 %.541, label %common.ret, label %B364.endif.endif.endif.endif.endif.endif.endif, !prof !8

B364.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B364.endif.endif.endif.endif.endif.endif
  store ptr @.const.pickledata.c23684870b5723594dfd2b865e264e75421b5ce6, ptr %.540, align 8
  %.555 = getelementptr i8, ptr %.540, i64 8
  store i32 360, ptr %.555, align 8
  %.557 = getelementptr i8, ptr %.540, i64 16
  store ptr %.529, ptr %.557, align 8
  %.559 = getelementptr i8, ptr %.540, i64 24
  store ptr @__excinfo_unwrap_args2a69829f126f4a7013ea1e2468c3325e564f5cc6, ptr %.559, align 8
  %.561 = getelementptr i8, ptr %.540, i64 32
  store i32 1, ptr %.561, align 8
  br label %common.ret
}

declare noalias ptr @NRT_Allocate(i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log10.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

declare noalias ptr @NRT_MemInfo_alloc(i64) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readonly captures(none) %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, ptr %arg.a.5, ptr readnone captures(none) %arg.a.6, ptr readonly captures(none) %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, ptr %arg.b.5, ptr readnone captures(none) %arg.b.6) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.5)
  tail call void @NRT_incref(ptr %arg.b.5)
  %.38 = add nsw i64 %arg.b.1, %arg.a.1
  %.12.i = icmp eq i32 %arg.a.2, 0
  %.16.i = icmp eq i32 %arg.b.2, 0
  %or.cond.i = select i1 %.12.i, i1 true, i1 %.16.i
  br i1 %or.cond.i, label %B0.if.if, label %B78.i

B78.i:                                            ; preds = %B0
  switch i32 %arg.a.2, label %B0.if.if [
    i32 1, label %B0.endif.endif
    i32 2, label %B126.i
    i32 4, label %B0.endif.endif.thread
  ]

B126.i:                                           ; preds = %B78.i
  %.46.i = icmp eq i32 %arg.b.2, 4
  br i1 %.46.i, label %B0.endif.endif.thread, label %B0.endif.endif.thread67

B0.endif.endif.thread67:                          ; preds = %B126.i
  %.9.i69 = icmp eq i32 %arg.a.3, 1
  %.13.i70 = icmp eq i32 %arg.b.3, 1
  %or.cond.i1371 = select i1 %.9.i69, i1 %.13.i70, i1 false
  br label %B0.endif.i

common.ret:                                       ; preds = %B0.endif.endif.if.if, %B0.if.if, %B452
  %common.ret.op = phi i32 [ 0, %B452 ], [ 1, %B0.if.if ], [ 1, %B0.endif.endif.if.if ]
  ret i32 %common.ret.op

B452:                                             ; preds = %B352.backedge, %B296.endif.endif
  store ptr %.6.i.i, ptr %retptr, align 8
  %retptr.repack273 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %.38, ptr %retptr.repack273, align 8
  %retptr.repack275 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i32 %.53.0.ph64, ptr %retptr.repack275, align 8
  %retptr.repack277 = getelementptr inbounds nuw i8, ptr %retptr, i64 20
  store i32 %..i66, ptr %retptr.repack277, align 4
  %retptr.repack279 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 -1, ptr %retptr.repack279, align 8
  %retptr.repack281 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.38.i, ptr %retptr.repack281, align 8
  %retptr.repack283 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store ptr null, ptr %retptr.repack283, align 8
  tail call void @NRT_decref(ptr %arg.b.5)
  tail call void @NRT_decref(ptr %arg.a.5)
  br label %common.ret

B0.if.if:                                         ; preds = %B78.i, %B0
  %excinfo.1.0 = phi ptr [ @.const.picklebuf.0b5f89ad6cdd26e116f22e397b3af18646d42f40, %B0 ], [ @.const.picklebuf.41e0131695d26d55a08cf08c0d3fbe7fcc41a22f, %B78.i ]
  store ptr %excinfo.1.0, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.thread:                            ; preds = %B126.i, %B78.i
  %.9.i59 = icmp eq i32 %arg.a.3, 1
  %.13.i60 = icmp eq i32 %arg.b.3, 1
  %or.cond.i1361 = select i1 %.9.i59, i1 %.13.i60, i1 false
  br label %B0.endif.i

B0.endif.endif:                                   ; preds = %B78.i
  %.9.i = icmp eq i32 %arg.a.3, 1
  %.13.i = icmp eq i32 %arg.b.3, 1
  %or.cond.i13 = select i1 %.9.i, i1 %.13.i, i1 false
  %0 = zext i32 %arg.b.2 to i64
  switch i32 %arg.b.2, label %B0.endif.endif.if.if [
    i32 1, label %B0.endif.i
    i32 2, label %B52.i.i
    i32 4, label %B78.i.i
  ]

B52.i.i:                                          ; preds = %B0.endif.endif
  br label %B0.endif.i

B78.i.i:                                          ; preds = %B0.endif.endif
  br label %B0.endif.i

B0.endif.i:                                       ; preds = %B78.i.i, %B52.i.i, %B0.endif.endif, %B0.endif.endif.thread, %B0.endif.endif.thread67
  %..i66.in = phi i1 [ %or.cond.i13, %B0.endif.endif ], [ %or.cond.i13, %B52.i.i ], [ %or.cond.i1371, %B0.endif.endif.thread67 ], [ %or.cond.i1361, %B0.endif.endif.thread ], [ %or.cond.i13, %B78.i.i ]
  %.53.0.ph64 = phi i32 [ %arg.b.2, %B0.endif.endif ], [ %arg.b.2, %B52.i.i ], [ 2, %B0.endif.endif.thread67 ], [ 4, %B0.endif.endif.thread ], [ %arg.b.2, %B78.i.i ]
  %.7.0.ph.i = phi i64 [ %0, %B0.endif.endif ], [ 2, %B52.i.i ], [ 2, %B0.endif.endif.thread67 ], [ 4, %B0.endif.endif.thread ], [ 4, %B78.i.i ]
  %..i66 = zext i1 %..i66.in to i32
  %.36.i15 = add i64 %.38, 1
  %.37.i16 = mul i64 %.7.0.ph.i, %.36.i15
  %.38.i = tail call ptr @NRT_MemInfo_alloc(i64 %.37.i16), !noalias !275
  %.39.i = icmp eq ptr %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if.if, label %B0.endif.endif.i, !prof !8

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.38.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !275
  switch i32 %.53.0.ph64, label %B0.endif.endif.i.unreachabledefault [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, ptr %.6.i.i, i64 %.38
  store i8 0, ptr %.41.i.i, align 1, !noalias !279
  br label %B0.endif.endif.endif.endif.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.72.i.i = getelementptr i16, ptr %.6.i.i, i64 %.38
  store i16 0, ptr %.72.i.i, align 2, !noalias !279
  br label %B0.endif.endif.endif.endif.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.102.i.i = getelementptr i32, ptr %.6.i.i, i64 %.38
  store i32 0, ptr %.102.i.i, align 4, !noalias !279
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.i.unreachabledefault:              ; preds = %B0.endif.endif.i
  unreachable

B0.endif.endif.if.if:                             ; preds = %B0.endif.i, %B0.endif.endif
  %excinfo.3.0.ph = phi ptr [ @.const.picklebuf.33f8de5b99d1069272de3ead277b8618163ba77f, %B0.endif.endif ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, %B0.endif.i ]
  store ptr %excinfo.3.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B196.i.i, %B116.i.i, %B36.i.i
  %.256293.not = icmp slt i64 %arg.a.1, 1
  br i1 %.256293.not, label %B296.endif.endif, label %B230.preheader

B230.preheader:                                   ; preds = %B0.endif.endif.endif.endif.endif
  switch i32 %.53.0.ph64, label %B230.preheader.unreachabledefault [
    i32 1, label %B230.preheader.split.us
    i32 2, label %iter.check228
    i32 4, label %iter.check
  ]

iter.check:                                       ; preds = %B230.preheader
  %min.iters.check = icmp samesign ult i64 %arg.a.1, 16
  br i1 %min.iters.check, label %B230.us114.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %1 = shl i64 %arg.a.1, 2
  %scevgep = getelementptr i8, ptr %.6.i.i, i64 %1
  %scevgep164 = getelementptr i8, ptr %arg.a.0, i64 %arg.a.1
  %2 = shl nuw i64 %arg.a.1, 1
  %scevgep165 = getelementptr i8, ptr %arg.a.0, i64 %2
  %scevgep166 = getelementptr i8, ptr %arg.a.0, i64 %1
  %bound0 = icmp ult ptr %.6.i.i, %scevgep164
  %bound1 = icmp ult ptr %arg.a.0, %scevgep
  %bound0167 = icmp ult ptr %.6.i.i, %scevgep165
  %found.conflict159 = or i1 %bound0, %bound0167
  %bound0170 = icmp ult ptr %.6.i.i, %scevgep166
  %conflict.rdx160 = or i1 %bound0170, %found.conflict159
  %conflict.rdx173 = and i1 %bound1, %conflict.rdx160
  br i1 %conflict.rdx173, label %B230.us114.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const = bitcast i64 9223372036854775792 to i64
  %min.iters.check174 = icmp samesign ult i64 %arg.a.1, 64
  br i1 %min.iters.check174, label %vector.main.loop.iter.check.vec.epilog.ph_crit_edge, label %vector.ph

vector.main.loop.iter.check.vec.epilog.ph_crit_edge: ; preds = %vector.main.loop.iter.check
  %.pre183 = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %.pre184 = shufflevector <16 x i32> %.pre183, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat = add i64 %const, -48
  %n.vec = and i64 %arg.a.1, %const_mat
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %3 = lshr i64 %arg.a.1, 6
  %4 = trunc i64 %3 to i57
  %5 = zext i57 %4 to i64
  %6 = mul nsw i64 %5, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv741 = phi i64 [ %lsr.iv.next742, %vector.body ], [ 48, %vector.ph ]
  %7 = icmp eq i32 %arg.a.2, 1
  %8 = icmp eq i32 %arg.a.2, 2
  %9 = icmp eq i32 %arg.a.2, 4
  %10 = icmp eq <16 x i32> %broadcast.splat, splat (i32 4)
  %11 = icmp eq <16 x i32> %broadcast.splat, splat (i32 2)
  %12 = icmp eq <16 x i32> %broadcast.splat, splat (i32 1)
  %13 = shl i64 %lsr.iv741, 2
  %scevgep766 = getelementptr i8, ptr %arg.a.0, i64 %13
  %scevgep767 = getelementptr i8, ptr %scevgep766, i64 -192
  %scevgep765 = getelementptr i8, ptr %scevgep766, i64 -128
  %scevgep763 = getelementptr i8, ptr %scevgep766, i64 -64
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep767, <16 x i1> %10, <16 x i32> poison), !alias.scope !283, !noalias !286
  %wide.masked.load175 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep765, <16 x i1> %10, <16 x i32> poison), !alias.scope !283, !noalias !286
  %wide.masked.load176 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep763, <16 x i1> %10, <16 x i32> poison), !alias.scope !283, !noalias !286
  %wide.masked.load177 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep766, <16 x i1> %10, <16 x i32> poison), !alias.scope !283, !noalias !286
  %14 = shl nuw i64 %lsr.iv741, 1
  %scevgep412 = getelementptr i8, ptr %arg.a.0, i64 %14
  %15 = shl nuw i64 %lsr.iv741, 1
  %scevgep407 = getelementptr i8, ptr %arg.a.0, i64 %15
  %scevgep411 = getelementptr i8, ptr %scevgep407, i64 -96
  %16 = shl nuw i64 %lsr.iv741, 1
  %scevgep405 = getelementptr i8, ptr %arg.a.0, i64 %16
  %scevgep406 = getelementptr i8, ptr %scevgep405, i64 -64
  %17 = shl nuw i64 %lsr.iv741, 1
  %scevgep403 = getelementptr i8, ptr %arg.a.0, i64 %17
  %scevgep404 = getelementptr i8, ptr %scevgep403, i64 -32
  %wide.masked.load178 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep411, <16 x i1> %11, <16 x i16> poison), !alias.scope !289, !noalias !286
  %wide.masked.load179 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep406, <16 x i1> %11, <16 x i16> poison), !alias.scope !289, !noalias !286
  %wide.masked.load180 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep404, <16 x i1> %11, <16 x i16> poison), !alias.scope !289, !noalias !286
  %wide.masked.load181 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep412, <16 x i1> %11, <16 x i16> poison), !alias.scope !289, !noalias !286
  %18 = zext <16 x i16> %wide.masked.load178 to <16 x i32>
  %19 = zext <16 x i16> %wide.masked.load179 to <16 x i32>
  %20 = zext <16 x i16> %wide.masked.load180 to <16 x i32>
  %21 = zext <16 x i16> %wide.masked.load181 to <16 x i32>
  %scevgep750 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv741
  %scevgep751 = getelementptr i8, ptr %scevgep750, i64 -48
  %scevgep753 = getelementptr i8, ptr %scevgep750, i64 -32
  %scevgep752 = getelementptr i8, ptr %scevgep750, i64 -16
  %wide.masked.load182 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep751, <16 x i1> %12, <16 x i8> poison), !alias.scope !291, !noalias !286
  %wide.masked.load183 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep753, <16 x i1> %12, <16 x i8> poison), !alias.scope !291, !noalias !286
  %wide.masked.load184 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep752, <16 x i1> %12, <16 x i8> poison), !alias.scope !291, !noalias !286
  %wide.masked.load185 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep750, <16 x i1> %12, <16 x i8> poison), !alias.scope !291, !noalias !286
  %22 = zext <16 x i8> %wide.masked.load182 to <16 x i32>
  %23 = zext <16 x i8> %wide.masked.load183 to <16 x i32>
  %24 = zext <16 x i8> %wide.masked.load184 to <16 x i32>
  %25 = zext <16 x i8> %wide.masked.load185 to <16 x i32>
  %predphi = select i1 %7, <16 x i32> %22, <16 x i32> zeroinitializer
  %predphi186 = select i1 %8, <16 x i32> %18, <16 x i32> %predphi
  %predphi187 = select i1 %9, <16 x i32> %wide.masked.load, <16 x i32> %predphi186
  %predphi188 = select i1 %7, <16 x i32> %23, <16 x i32> zeroinitializer
  %predphi189 = select i1 %8, <16 x i32> %19, <16 x i32> %predphi188
  %predphi190 = select i1 %9, <16 x i32> %wide.masked.load175, <16 x i32> %predphi189
  %predphi191 = select i1 %7, <16 x i32> %24, <16 x i32> zeroinitializer
  %predphi192 = select i1 %8, <16 x i32> %20, <16 x i32> %predphi191
  %predphi193 = select i1 %9, <16 x i32> %wide.masked.load176, <16 x i32> %predphi192
  %predphi194 = select i1 %7, <16 x i32> %25, <16 x i32> zeroinitializer
  %predphi195 = select i1 %8, <16 x i32> %21, <16 x i32> %predphi194
  %predphi196 = select i1 %9, <16 x i32> %wide.masked.load177, <16 x i32> %predphi195
  %26 = shl i64 %lsr.iv741, 2
  %scevgep413 = getelementptr i8, ptr %.6.i.i, i64 %26
  %scevgep416 = getelementptr i8, ptr %scevgep413, i64 -192
  %scevgep415 = getelementptr i8, ptr %scevgep413, i64 -128
  %scevgep414 = getelementptr i8, ptr %scevgep413, i64 -64
  store <16 x i32> %predphi187, ptr %scevgep416, align 4, !alias.scope !293, !noalias !295
  store <16 x i32> %predphi190, ptr %scevgep415, align 4, !alias.scope !293, !noalias !295
  store <16 x i32> %predphi193, ptr %scevgep414, align 4, !alias.scope !293, !noalias !295
  store <16 x i32> %predphi196, ptr %scevgep413, align 4, !alias.scope !293, !noalias !295
  %lsr.iv.next742 = add nuw nsw i64 %lsr.iv741, 64
  %27 = add i64 %6, %lsr.iv.next742
  %28 = icmp eq i64 %27, 48
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !299

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.1, %n.vec
  br i1 %cmp.n, label %B296.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %29 = and i64 %arg.a.1, 48
  %min.epilog.iters.check = icmp eq i64 %29, 0
  br i1 %min.epilog.iters.check, label %B230.us114.preheader, label %vec.epilog.ph, !prof !300

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge
  %broadcast.splat200.pre-phi = phi <16 x i32> [ %.pre184, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge ], [ %broadcast.splat, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check.vec.epilog.ph_crit_edge ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec198 = and i64 %arg.a.1, %const
  %30 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 1)
  %31 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 2)
  %32 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 4)
  %.splat = shufflevector <16 x i1> %30, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat393 = shufflevector <16 x i1> %31, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat394 = shufflevector <16 x i1> %32, <16 x i1> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index201 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next208, %vec.epilog.vector.body ]
  %33 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 4)
  %34 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 2)
  %35 = icmp eq <16 x i32> %broadcast.splat200.pre-phi, splat (i32 1)
  %36 = shl i64 %index201, 2
  %scevgep740 = getelementptr i8, ptr %arg.a.0, i64 %36
  %wide.masked.load202 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep740, <16 x i1> %33, <16 x i32> poison), !alias.scope !283, !noalias !286
  %37 = shl i64 %index201, 1
  %scevgep739 = getelementptr i8, ptr %arg.a.0, i64 %37
  %wide.masked.load203 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep739, <16 x i1> %34, <16 x i16> poison), !alias.scope !289, !noalias !286
  %38 = zext <16 x i16> %wide.masked.load203 to <16 x i32>
  %39 = getelementptr i8, ptr %arg.a.0, i64 %index201
  %wide.masked.load204 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %39, <16 x i1> %35, <16 x i8> poison), !alias.scope !291, !noalias !286
  %40 = zext <16 x i8> %wide.masked.load204 to <16 x i32>
  %predphi205 = select <16 x i1> %.splat, <16 x i32> %40, <16 x i32> zeroinitializer
  %predphi206 = select <16 x i1> %.splat393, <16 x i32> %38, <16 x i32> %predphi205
  %predphi207 = select <16 x i1> %.splat394, <16 x i32> %wide.masked.load202, <16 x i32> %predphi206
  %41 = shl i64 %index201, 2
  %scevgep402 = getelementptr i8, ptr %.6.i.i, i64 %41
  store <16 x i32> %predphi207, ptr %scevgep402, align 4, !alias.scope !293, !noalias !295
  %index.next208 = add nuw i64 %index201, 16
  %42 = icmp eq i64 %n.vec198, %index.next208
  br i1 %42, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !301

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n209 = icmp eq i64 %arg.a.1, %n.vec198
  br i1 %cmp.n209, label %B296.endif.endif, label %B230.us114.preheader

B230.us114.preheader:                             ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %.262291294.us115.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec198, %vec.epilog.middle.block ]
  %xtraiter = and i64 %arg.a.1, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B230.us114.prol.loopexit, label %B230.us114.prol.preheader

B230.us114.prol.preheader:                        ; preds = %B230.us114.preheader
  br label %B230.us114.prol

B230.us114.prol:                                  ; preds = %B230.us114.prol.preheader, %B230.endif.us129.prol
  %lsr.iv736 = phi i64 [ %lsr.iv.next737, %B230.endif.us129.prol ], [ %xtraiter, %B230.us114.prol.preheader ]
  %.262291294.us115.prol = phi i64 [ %.269.us116.prol, %B230.endif.us129.prol ], [ %.262291294.us115.ph, %B230.us114.prol.preheader ]
  switch i32 %arg.a.2, label %B230.endif.us129.prol [
    i32 1, label %B36.i.us125.prol
    i32 2, label %B110.i.us121.prol
    i32 4, label %B184.i.us117.prol
  ]

B184.i.us117.prol:                                ; preds = %B230.us114.prol
  %43 = shl i64 %.262291294.us115.prol, 2
  %scevgep735 = getelementptr i8, ptr %arg.a.0, i64 %43
  %.95.i.us119.prol = load i32, ptr %scevgep735, align 4, !noalias !286
  br label %B230.endif.us129.prol

B110.i.us121.prol:                                ; preds = %B230.us114.prol
  %44 = shl nuw i64 %.262291294.us115.prol, 1
  %scevgep401 = getelementptr i8, ptr %arg.a.0, i64 %44
  %.66.i.us123.prol = load i16, ptr %scevgep401, align 2, !noalias !286
  %.70.i.us124.prol = zext i16 %.66.i.us123.prol to i32
  br label %B230.endif.us129.prol

B36.i.us125.prol:                                 ; preds = %B230.us114.prol
  %.36.i.us126.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us115.prol
  %.37.i.us127.prol = load i8, ptr %.36.i.us126.prol, align 1, !noalias !286
  %.41.i.us128.prol = zext i8 %.37.i.us127.prol to i32
  br label %B230.endif.us129.prol

B230.endif.us129.prol:                            ; preds = %B36.i.us125.prol, %B110.i.us121.prol, %B184.i.us117.prol, %B230.us114.prol
  %.sink.i.us130.prol = phi i32 [ %.41.i.us128.prol, %B36.i.us125.prol ], [ %.95.i.us119.prol, %B184.i.us117.prol ], [ %.70.i.us124.prol, %B110.i.us121.prol ], [ 0, %B230.us114.prol ]
  %45 = shl i64 %.262291294.us115.prol, 2
  %scevgep733 = getelementptr i8, ptr %.6.i.i, i64 %45
  store i32 %.sink.i.us130.prol, ptr %scevgep733, align 4, !noalias !302
  %lsr.iv.next737 = add nsw i64 %lsr.iv736, -1
  %.269.us116.prol = add nuw nsw i64 %.262291294.us115.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next737, 0
  br i1 %prol.iter.cmp.not, label %B230.us114.prol.loopexit, label %B230.us114.prol, !llvm.loop !303

B230.us114.prol.loopexit:                         ; preds = %B230.endif.us129.prol, %B230.us114.preheader
  %.262291294.us115.unr = phi i64 [ %.262291294.us115.ph, %B230.us114.preheader ], [ %.269.us116.prol, %B230.endif.us129.prol ]
  %46 = sub nsw i64 %.262291294.us115.ph, %arg.a.1
  %47 = icmp ugt i64 %46, -8
  br i1 %47, label %B296.endif.endif, label %B230.us114.preheader421

B230.us114.preheader421:                          ; preds = %B230.us114.prol.loopexit
  %48 = sub i64 %arg.a.1, %.262291294.us115.unr
  %49 = shl i64 %.262291294.us115.unr, 2
  %50 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us115.unr
  %scevgep685 = getelementptr i8, ptr %50, i64 7
  %51 = shl i64 %.262291294.us115.unr, 1
  %52 = getelementptr i8, ptr %arg.a.0, i64 %51
  %scevgep701 = getelementptr i8, ptr %52, i64 14
  %53 = getelementptr i8, ptr %arg.a.0, i64 %49
  %scevgep717 = getelementptr i8, ptr %53, i64 28
  %scevgep487 = getelementptr i8, ptr %.6.i.i, i64 %49
  br label %B230.us114

iter.check228:                                    ; preds = %B230.preheader
  %min.iters.check226 = icmp samesign ult i64 %arg.a.1, 16
  br i1 %min.iters.check226, label %B230.us94.preheader, label %vector.memcheck210

vector.memcheck210:                               ; preds = %iter.check228
  %54 = shl nuw i64 %arg.a.1, 1
  %scevgep211 = getelementptr i8, ptr %.6.i.i, i64 %54
  %scevgep212 = getelementptr i8, ptr %arg.a.0, i64 %arg.a.1
  %scevgep213 = getelementptr i8, ptr %arg.a.0, i64 %54
  %55 = shl i64 %arg.a.1, 2
  %scevgep214 = getelementptr i8, ptr %arg.a.0, i64 %55
  %bound0215 = icmp ult ptr %.6.i.i, %scevgep212
  %bound1216 = icmp ult ptr %arg.a.0, %scevgep211
  %bound0218 = icmp ult ptr %.6.i.i, %scevgep213
  %found.conflict217161 = or i1 %bound0215, %bound0218
  %bound0222 = icmp ult ptr %.6.i.i, %scevgep214
  %conflict.rdx221162 = or i1 %bound0222, %found.conflict217161
  %conflict.rdx225 = and i1 %bound1216, %conflict.rdx221162
  br i1 %conflict.rdx225, label %B230.us94.preheader, label %vector.main.loop.iter.check230

vector.main.loop.iter.check230:                   ; preds = %vector.memcheck210
  %const417 = bitcast i64 9223372036854775792 to i64
  %min.iters.check229 = icmp samesign ult i64 %arg.a.1, 64
  br i1 %min.iters.check229, label %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge, label %vector.ph231

vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge: ; preds = %vector.main.loop.iter.check230
  %.pre = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %.pre182 = shufflevector <16 x i32> %.pre, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.ph269

vector.ph231:                                     ; preds = %vector.main.loop.iter.check230
  %const_mat418 = add i64 %const417, -48
  %n.vec233 = and i64 %arg.a.1, %const_mat418
  %broadcast.splatinsert234 = insertelement <16 x i32> poison, i32 %arg.a.2, i64 0
  %broadcast.splat235 = shufflevector <16 x i32> %broadcast.splatinsert234, <16 x i32> poison, <16 x i32> zeroinitializer
  %56 = lshr i64 %arg.a.1, 6
  %57 = trunc i64 %56 to i57
  %58 = zext i57 %57 to i64
  %59 = mul nsw i64 %58, -64
  br label %vector.body236

vector.body236:                                   ; preds = %vector.body236, %vector.ph231
  %lsr.iv460 = phi i64 [ %lsr.iv.next461, %vector.body236 ], [ 48, %vector.ph231 ]
  %60 = icmp eq i32 %arg.a.2, 1
  %61 = icmp eq i32 %arg.a.2, 2
  %62 = icmp eq i32 %arg.a.2, 4
  %63 = icmp eq <16 x i32> %broadcast.splat235, splat (i32 4)
  %64 = icmp eq <16 x i32> %broadcast.splat235, splat (i32 2)
  %65 = icmp eq <16 x i32> %broadcast.splat235, splat (i32 1)
  %66 = shl i64 %lsr.iv460, 2
  %scevgep485 = getelementptr i8, ptr %arg.a.0, i64 %66
  %scevgep486 = getelementptr i8, ptr %scevgep485, i64 -192
  %scevgep484 = getelementptr i8, ptr %scevgep485, i64 -128
  %scevgep482 = getelementptr i8, ptr %scevgep485, i64 -64
  %wide.masked.load238 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep486, <16 x i1> %63, <16 x i32> poison), !alias.scope !304, !noalias !286
  %wide.masked.load239 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep484, <16 x i1> %63, <16 x i32> poison), !alias.scope !304, !noalias !286
  %wide.masked.load240 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep482, <16 x i1> %63, <16 x i32> poison), !alias.scope !304, !noalias !286
  %wide.masked.load241 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep485, <16 x i1> %63, <16 x i32> poison), !alias.scope !304, !noalias !286
  %67 = trunc <16 x i32> %wide.masked.load238 to <16 x i16>
  %68 = trunc <16 x i32> %wide.masked.load239 to <16 x i16>
  %69 = trunc <16 x i32> %wide.masked.load240 to <16 x i16>
  %70 = trunc <16 x i32> %wide.masked.load241 to <16 x i16>
  %71 = shl nuw i64 %lsr.iv460, 1
  %scevgep321 = getelementptr i8, ptr %arg.a.0, i64 %71
  %72 = shl nuw i64 %lsr.iv460, 1
  %scevgep319 = getelementptr i8, ptr %arg.a.0, i64 %72
  %scevgep320 = getelementptr i8, ptr %scevgep319, i64 -96
  %73 = shl nuw i64 %lsr.iv460, 1
  %scevgep317 = getelementptr i8, ptr %arg.a.0, i64 %73
  %scevgep318 = getelementptr i8, ptr %scevgep317, i64 -64
  %74 = shl nuw i64 %lsr.iv460, 1
  %scevgep315 = getelementptr i8, ptr %arg.a.0, i64 %74
  %scevgep316 = getelementptr i8, ptr %scevgep315, i64 -32
  %wide.masked.load242 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep320, <16 x i1> %64, <16 x i16> poison), !alias.scope !307, !noalias !286
  %wide.masked.load243 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep318, <16 x i1> %64, <16 x i16> poison), !alias.scope !307, !noalias !286
  %wide.masked.load244 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep316, <16 x i1> %64, <16 x i16> poison), !alias.scope !307, !noalias !286
  %wide.masked.load245 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep321, <16 x i1> %64, <16 x i16> poison), !alias.scope !307, !noalias !286
  %scevgep462 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv460
  %scevgep463 = getelementptr i8, ptr %scevgep462, i64 -48
  %scevgep465 = getelementptr i8, ptr %scevgep462, i64 -32
  %scevgep464 = getelementptr i8, ptr %scevgep462, i64 -16
  %wide.masked.load246 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep463, <16 x i1> %65, <16 x i8> poison), !alias.scope !309, !noalias !286
  %wide.masked.load247 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep465, <16 x i1> %65, <16 x i8> poison), !alias.scope !309, !noalias !286
  %wide.masked.load248 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep464, <16 x i1> %65, <16 x i8> poison), !alias.scope !309, !noalias !286
  %wide.masked.load249 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %scevgep462, <16 x i1> %65, <16 x i8> poison), !alias.scope !309, !noalias !286
  %75 = zext <16 x i8> %wide.masked.load246 to <16 x i16>
  %76 = zext <16 x i8> %wide.masked.load247 to <16 x i16>
  %77 = zext <16 x i8> %wide.masked.load248 to <16 x i16>
  %78 = zext <16 x i8> %wide.masked.load249 to <16 x i16>
  %predphi250 = select i1 %60, <16 x i16> %75, <16 x i16> zeroinitializer
  %predphi251 = select i1 %61, <16 x i16> %wide.masked.load242, <16 x i16> %predphi250
  %predphi252 = select i1 %62, <16 x i16> %67, <16 x i16> %predphi251
  %predphi253 = select i1 %60, <16 x i16> %76, <16 x i16> zeroinitializer
  %predphi254 = select i1 %61, <16 x i16> %wide.masked.load243, <16 x i16> %predphi253
  %predphi255 = select i1 %62, <16 x i16> %68, <16 x i16> %predphi254
  %predphi256 = select i1 %60, <16 x i16> %77, <16 x i16> zeroinitializer
  %predphi257 = select i1 %61, <16 x i16> %wide.masked.load244, <16 x i16> %predphi256
  %predphi258 = select i1 %62, <16 x i16> %69, <16 x i16> %predphi257
  %predphi259 = select i1 %60, <16 x i16> %78, <16 x i16> zeroinitializer
  %predphi260 = select i1 %61, <16 x i16> %wide.masked.load245, <16 x i16> %predphi259
  %predphi261 = select i1 %62, <16 x i16> %70, <16 x i16> %predphi260
  %79 = shl nuw i64 %lsr.iv460, 1
  %scevgep314 = getelementptr i8, ptr %.6.i.i, i64 %79
  %80 = shl nuw i64 %lsr.iv460, 1
  %scevgep312 = getelementptr i8, ptr %.6.i.i, i64 %80
  %scevgep313 = getelementptr i8, ptr %scevgep312, i64 -96
  store <16 x i16> %predphi252, ptr %scevgep313, align 2, !alias.scope !311, !noalias !313
  %81 = shl nuw i64 %lsr.iv460, 1
  %scevgep310 = getelementptr i8, ptr %.6.i.i, i64 %81
  %scevgep311 = getelementptr i8, ptr %scevgep310, i64 -64
  store <16 x i16> %predphi255, ptr %scevgep311, align 2, !alias.scope !311, !noalias !313
  %82 = shl nuw i64 %lsr.iv460, 1
  %scevgep308 = getelementptr i8, ptr %.6.i.i, i64 %82
  %scevgep309 = getelementptr i8, ptr %scevgep308, i64 -32
  store <16 x i16> %predphi258, ptr %scevgep309, align 2, !alias.scope !311, !noalias !313
  store <16 x i16> %predphi261, ptr %scevgep314, align 2, !alias.scope !311, !noalias !313
  %lsr.iv.next461 = add nuw nsw i64 %lsr.iv460, 64
  %83 = add i64 %59, %lsr.iv.next461
  %84 = icmp eq i64 %83, 48
  br i1 %84, label %middle.block263, label %vector.body236, !llvm.loop !314

middle.block263:                                  ; preds = %vector.body236
  %cmp.n264 = icmp eq i64 %arg.a.1, %n.vec233
  br i1 %cmp.n264, label %B296.endif.endif, label %vec.epilog.iter.check267

vec.epilog.iter.check267:                         ; preds = %middle.block263
  %85 = and i64 %arg.a.1, 48
  %min.epilog.iters.check268 = icmp eq i64 %85, 0
  br i1 %min.epilog.iters.check268, label %B230.us94.preheader, label %vec.epilog.ph269, !prof !300

vec.epilog.ph269:                                 ; preds = %vec.epilog.iter.check267, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge
  %broadcast.splat273.pre-phi = phi <16 x i32> [ %.pre182, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge ], [ %broadcast.splat235, %vec.epilog.iter.check267 ]
  %vec.epilog.resume.val265 = phi i64 [ 0, %vector.main.loop.iter.check230.vec.epilog.ph269_crit_edge ], [ %n.vec233, %vec.epilog.iter.check267 ]
  %n.vec271 = and i64 %arg.a.1, %const417
  %86 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 1)
  %87 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 2)
  %88 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 4)
  %.splat395 = shufflevector <16 x i1> %86, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat396 = shufflevector <16 x i1> %87, <16 x i1> poison, <16 x i32> zeroinitializer
  %.splat397 = shufflevector <16 x i1> %88, <16 x i1> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body274

vec.epilog.vector.body274:                        ; preds = %vec.epilog.vector.body274, %vec.epilog.ph269
  %index275 = phi i64 [ %vec.epilog.resume.val265, %vec.epilog.ph269 ], [ %index.next282, %vec.epilog.vector.body274 ]
  %89 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 4)
  %90 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 2)
  %91 = icmp eq <16 x i32> %broadcast.splat273.pre-phi, splat (i32 1)
  %92 = shl i64 %index275, 2
  %scevgep644 = getelementptr i8, ptr %arg.a.0, i64 %92
  %wide.masked.load276 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %scevgep644, <16 x i1> %89, <16 x i32> poison), !alias.scope !304, !noalias !286
  %93 = trunc <16 x i32> %wide.masked.load276 to <16 x i16>
  %94 = shl i64 %index275, 1
  %scevgep643 = getelementptr i8, ptr %arg.a.0, i64 %94
  %wide.masked.load277 = tail call <16 x i16> @llvm.masked.load.v16i16.p0(ptr align 2 %scevgep643, <16 x i1> %90, <16 x i16> poison), !alias.scope !307, !noalias !286
  %95 = getelementptr i8, ptr %arg.a.0, i64 %index275
  %wide.masked.load278 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr align 1 %95, <16 x i1> %91, <16 x i8> poison), !alias.scope !309, !noalias !286
  %96 = zext <16 x i8> %wide.masked.load278 to <16 x i16>
  %predphi279 = select <16 x i1> %.splat395, <16 x i16> %96, <16 x i16> zeroinitializer
  %predphi280 = select <16 x i1> %.splat396, <16 x i16> %wide.masked.load277, <16 x i16> %predphi279
  %predphi281 = select <16 x i1> %.splat397, <16 x i16> %93, <16 x i16> %predphi280
  %97 = shl i64 %index275, 1
  %scevgep307 = getelementptr i8, ptr %.6.i.i, i64 %97
  store <16 x i16> %predphi281, ptr %scevgep307, align 2, !alias.scope !311, !noalias !313
  %index.next282 = add nuw i64 %index275, 16
  %98 = icmp eq i64 %n.vec271, %index.next282
  br i1 %98, label %vec.epilog.middle.block283, label %vec.epilog.vector.body274, !llvm.loop !315

vec.epilog.middle.block283:                       ; preds = %vec.epilog.vector.body274
  %cmp.n284 = icmp eq i64 %arg.a.1, %n.vec271
  br i1 %cmp.n284, label %B296.endif.endif, label %B230.us94.preheader

B230.us94.preheader:                              ; preds = %vec.epilog.middle.block283, %vec.epilog.iter.check267, %vector.memcheck210, %iter.check228
  %.262291294.us95.ph = phi i64 [ 0, %iter.check228 ], [ 0, %vector.memcheck210 ], [ %n.vec233, %vec.epilog.iter.check267 ], [ %n.vec271, %vec.epilog.middle.block283 ]
  %xtraiter402 = and i64 %arg.a.1, 7
  %lcmp.mod403.not = icmp eq i64 %xtraiter402, 0
  br i1 %lcmp.mod403.not, label %B230.us94.prol.loopexit, label %B230.us94.prol.preheader

B230.us94.prol.preheader:                         ; preds = %B230.us94.preheader
  br label %B230.us94.prol

B230.us94.prol:                                   ; preds = %B230.us94.prol.preheader, %B230.endif.us109.prol
  %lsr.iv640 = phi i64 [ %lsr.iv.next641, %B230.endif.us109.prol ], [ %xtraiter402, %B230.us94.prol.preheader ]
  %.262291294.us95.prol = phi i64 [ %.269.us96.prol, %B230.endif.us109.prol ], [ %.262291294.us95.ph, %B230.us94.prol.preheader ]
  switch i32 %arg.a.2, label %B230.endif.us109.prol [
    i32 1, label %B36.i.us105.prol
    i32 2, label %B110.i.us101.prol
    i32 4, label %B184.i.us97.prol
  ]

B184.i.us97.prol:                                 ; preds = %B230.us94.prol
  %99 = shl i64 %.262291294.us95.prol, 2
  %scevgep639 = getelementptr i8, ptr %arg.a.0, i64 %99
  %.95.i.us99.prol = load i32, ptr %scevgep639, align 4, !noalias !286
  %.98.i.us100.prol = trunc i32 %.95.i.us99.prol to i16
  br label %B230.endif.us109.prol

B110.i.us101.prol:                                ; preds = %B230.us94.prol
  %100 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep306 = getelementptr i8, ptr %arg.a.0, i64 %100
  %.66.i.us103.prol = load i16, ptr %scevgep306, align 2, !noalias !286
  br label %B230.endif.us109.prol

B36.i.us105.prol:                                 ; preds = %B230.us94.prol
  %.36.i.us106.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us95.prol
  %.37.i.us107.prol = load i8, ptr %.36.i.us106.prol, align 1, !noalias !286
  %.41.i.us108.prol = zext i8 %.37.i.us107.prol to i16
  br label %B230.endif.us109.prol

B230.endif.us109.prol:                            ; preds = %B36.i.us105.prol, %B110.i.us101.prol, %B184.i.us97.prol, %B230.us94.prol
  %.sink.i.us110.prol = phi i16 [ %.41.i.us108.prol, %B36.i.us105.prol ], [ %.98.i.us100.prol, %B184.i.us97.prol ], [ %.66.i.us103.prol, %B110.i.us101.prol ], [ 0, %B230.us94.prol ]
  %101 = shl nuw i64 %.262291294.us95.prol, 1
  %scevgep305 = getelementptr i8, ptr %.6.i.i, i64 %101
  store i16 %.sink.i.us110.prol, ptr %scevgep305, align 2, !noalias !302
  %lsr.iv.next641 = add nsw i64 %lsr.iv640, -1
  %.269.us96.prol = add nuw nsw i64 %.262291294.us95.prol, 1
  %prol.iter404.cmp.not = icmp eq i64 %lsr.iv.next641, 0
  br i1 %prol.iter404.cmp.not, label %B230.us94.prol.loopexit, label %B230.us94.prol, !llvm.loop !316

B230.us94.prol.loopexit:                          ; preds = %B230.endif.us109.prol, %B230.us94.preheader
  %.262291294.us95.unr = phi i64 [ %.262291294.us95.ph, %B230.us94.preheader ], [ %.269.us96.prol, %B230.endif.us109.prol ]
  %102 = sub nsw i64 %.262291294.us95.ph, %arg.a.1
  %103 = icmp ugt i64 %102, -8
  br i1 %103, label %B296.endif.endif, label %B230.us94.preheader51

B230.us94.preheader51:                            ; preds = %B230.us94.prol.loopexit
  br label %B230.us94

B230.preheader.split.us:                          ; preds = %B230.preheader
  switch i32 %arg.a.2, label %B230.us.preheader [
    i32 1, label %iter.check364
    i32 2, label %iter.check330
    i32 4, label %iter.check294
  ]

iter.check294:                                    ; preds = %B230.preheader.split.us
  %min.iters.check292 = icmp samesign ult i64 %arg.a.1, 8
  br i1 %min.iters.check292, label %B230.us.us143.preheader, label %vector.memcheck286

vector.memcheck286:                               ; preds = %iter.check294
  %scevgep287 = getelementptr i8, ptr %.6.i.i, i64 %arg.a.1
  %104 = shl i64 %arg.a.1, 2
  %scevgep288 = getelementptr i8, ptr %arg.a.0, i64 %104
  %bound0289 = icmp ult ptr %.6.i.i, %scevgep288
  %bound1290 = icmp ult ptr %arg.a.0, %scevgep287
  %found.conflict291 = and i1 %bound0289, %bound1290
  br i1 %found.conflict291, label %B230.us.us143.preheader, label %vector.main.loop.iter.check296

vector.main.loop.iter.check296:                   ; preds = %vector.memcheck286
  %const419 = bitcast i64 9223372036854775792 to i64
  %min.iters.check295 = icmp samesign ult i64 %arg.a.1, 64
  br i1 %min.iters.check295, label %vec.epilog.ph312, label %vector.ph297

vector.ph297:                                     ; preds = %vector.main.loop.iter.check296
  %const_mat420 = add i64 %const419, -48
  %n.vec299 = and i64 %arg.a.1, %const_mat420
  br label %vector.body300

vector.body300:                                   ; preds = %vector.body300, %vector.ph297
  %index301 = phi i64 [ 0, %vector.ph297 ], [ %index.next305, %vector.body300 ]
  %sunkaddr426 = mul i64 %index301, 4
  %sunkaddr427 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr426
  %wide.load = load <16 x i32>, ptr %sunkaddr427, align 4, !alias.scope !317, !noalias !286
  %sunkaddr428 = mul i64 %index301, 4
  %sunkaddr429 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr428
  %sunkaddr430 = getelementptr i8, ptr %sunkaddr429, i64 64
  %wide.load302 = load <16 x i32>, ptr %sunkaddr430, align 4, !alias.scope !317, !noalias !286
  %sunkaddr431 = mul i64 %index301, 4
  %sunkaddr432 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr431
  %sunkaddr433 = getelementptr i8, ptr %sunkaddr432, i64 128
  %wide.load303 = load <16 x i32>, ptr %sunkaddr433, align 4, !alias.scope !317, !noalias !286
  %sunkaddr = mul i64 %index301, 4
  %sunkaddr434 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr
  %sunkaddr435 = getelementptr i8, ptr %sunkaddr434, i64 192
  %wide.load304 = load <16 x i32>, ptr %sunkaddr435, align 4, !alias.scope !317, !noalias !286
  %105 = trunc <16 x i32> %wide.load to <16 x i8>
  %106 = trunc <16 x i32> %wide.load302 to <16 x i8>
  %107 = trunc <16 x i32> %wide.load303 to <16 x i8>
  %108 = trunc <16 x i32> %wide.load304 to <16 x i8>
  %sunkaddr436 = getelementptr i8, ptr %.6.i.i, i64 %index301
  store <16 x i8> %105, ptr %sunkaddr436, align 1, !alias.scope !320, !noalias !322
  %sunkaddr437 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr438 = getelementptr i8, ptr %sunkaddr437, i64 16
  store <16 x i8> %106, ptr %sunkaddr438, align 1, !alias.scope !320, !noalias !322
  %sunkaddr439 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr440 = getelementptr i8, ptr %sunkaddr439, i64 32
  store <16 x i8> %107, ptr %sunkaddr440, align 1, !alias.scope !320, !noalias !322
  %sunkaddr441 = getelementptr i8, ptr %.6.i.i, i64 %index301
  %sunkaddr442 = getelementptr i8, ptr %sunkaddr441, i64 48
  store <16 x i8> %108, ptr %sunkaddr442, align 1, !alias.scope !320, !noalias !322
  %index.next305 = add nuw nsw i64 %index301, 64
  %109 = icmp eq i64 %n.vec299, %index.next305
  br i1 %109, label %middle.block306, label %vector.body300, !llvm.loop !323

middle.block306:                                  ; preds = %vector.body300
  %cmp.n307 = icmp eq i64 %arg.a.1, %n.vec299
  br i1 %cmp.n307, label %B296.endif.endif, label %vec.epilog.iter.check310

vec.epilog.iter.check310:                         ; preds = %middle.block306
  %110 = and i64 %arg.a.1, 56
  %min.epilog.iters.check311 = icmp eq i64 %110, 0
  br i1 %min.epilog.iters.check311, label %B230.us.us143.preheader, label %vec.epilog.ph312, !prof !324

vec.epilog.ph312:                                 ; preds = %vec.epilog.iter.check310, %vector.main.loop.iter.check296
  %vec.epilog.resume.val308 = phi i64 [ %n.vec299, %vec.epilog.iter.check310 ], [ 0, %vector.main.loop.iter.check296 ]
  %const_mat421 = add i64 %const419, 8
  %n.vec314 = and i64 %arg.a.1, %const_mat421
  br label %vec.epilog.vector.body315

vec.epilog.vector.body315:                        ; preds = %vec.epilog.vector.body315, %vec.epilog.ph312
  %index316 = phi i64 [ %vec.epilog.resume.val308, %vec.epilog.ph312 ], [ %index.next318, %vec.epilog.vector.body315 ]
  %111 = shl i64 %index316, 2
  %scevgep557 = getelementptr i8, ptr %arg.a.0, i64 %111
  %wide.load317 = load <8 x i32>, ptr %scevgep557, align 4, !alias.scope !317, !noalias !286
  %112 = trunc <8 x i32> %wide.load317 to <8 x i8>
  %113 = getelementptr i8, ptr %.6.i.i, i64 %index316
  store <8 x i8> %112, ptr %113, align 1, !alias.scope !320, !noalias !322
  %index.next318 = add nuw i64 %index316, 8
  %114 = icmp eq i64 %n.vec314, %index.next318
  br i1 %114, label %vec.epilog.middle.block319, label %vec.epilog.vector.body315, !llvm.loop !325

vec.epilog.middle.block319:                       ; preds = %vec.epilog.vector.body315
  %cmp.n320 = icmp eq i64 %arg.a.1, %n.vec314
  br i1 %cmp.n320, label %B296.endif.endif, label %B230.us.us143.preheader

B230.us.us143.preheader:                          ; preds = %vec.epilog.middle.block319, %vec.epilog.iter.check310, %vector.memcheck286, %iter.check294
  %.262291294.us.us144.ph = phi i64 [ 0, %iter.check294 ], [ 0, %vector.memcheck286 ], [ %n.vec299, %vec.epilog.iter.check310 ], [ %n.vec314, %vec.epilog.middle.block319 ]
  %xtraiter405 = and i64 %arg.a.1, 7
  %lcmp.mod406.not = icmp eq i64 %xtraiter405, 0
  br i1 %lcmp.mod406.not, label %B230.us.us143.prol.loopexit, label %B230.us.us143.prol.preheader

B230.us.us143.prol.preheader:                     ; preds = %B230.us.us143.preheader
  br label %B230.us.us143.prol

B230.us.us143.prol:                               ; preds = %B230.us.us143.prol.preheader, %B230.us.us143.prol
  %lsr.iv555 = phi i64 [ %lsr.iv.next556, %B230.us.us143.prol ], [ %xtraiter405, %B230.us.us143.prol.preheader ]
  %.262291294.us.us144.prol = phi i64 [ %.269.us.us145.prol, %B230.us.us143.prol ], [ %.262291294.us.us144.ph, %B230.us.us143.prol.preheader ]
  %.269.us.us145.prol = add nuw nsw i64 %.262291294.us.us144.prol, 1
  %115 = shl i64 %.262291294.us.us144.prol, 2
  %scevgep554 = getelementptr i8, ptr %arg.a.0, i64 %115
  %.95.i.us.us.prol = load i32, ptr %scevgep554, align 4, !noalias !286
  %.41.i19.us.us148.prol = trunc i32 %.95.i.us.us.prol to i8
  %.42.i.us.us149.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144.prol
  store i8 %.41.i19.us.us148.prol, ptr %.42.i.us.us149.prol, align 1, !noalias !302
  %lsr.iv.next556 = add nsw i64 %lsr.iv555, -1
  %prol.iter407.cmp.not = icmp eq i64 %lsr.iv.next556, 0
  br i1 %prol.iter407.cmp.not, label %B230.us.us143.prol.loopexit, label %B230.us.us143.prol, !llvm.loop !326

B230.us.us143.prol.loopexit:                      ; preds = %B230.us.us143.prol, %B230.us.us143.preheader
  %.262291294.us.us144.unr = phi i64 [ %.262291294.us.us144.ph, %B230.us.us143.preheader ], [ %.269.us.us145.prol, %B230.us.us143.prol ]
  %116 = sub nsw i64 %.262291294.us.us144.ph, %arg.a.1
  %117 = icmp ugt i64 %116, -8
  br i1 %117, label %B296.endif.endif, label %B230.us.us143.preheader49

B230.us.us143.preheader49:                        ; preds = %B230.us.us143.prol.loopexit
  br label %B230.us.us143

iter.check330:                                    ; preds = %B230.preheader.split.us
  %min.iters.check328 = icmp samesign ult i64 %arg.a.1, 16
  br i1 %min.iters.check328, label %B230.us.us134.preheader, label %vector.memcheck322

vector.memcheck322:                               ; preds = %iter.check330
  %scevgep323 = getelementptr i8, ptr %.6.i.i, i64 %arg.a.1
  %118 = shl nuw i64 %arg.a.1, 1
  %scevgep324 = getelementptr i8, ptr %arg.a.0, i64 %118
  %bound0325 = icmp ult ptr %.6.i.i, %scevgep324
  %bound1326 = icmp ult ptr %arg.a.0, %scevgep323
  %found.conflict327 = and i1 %bound0325, %bound1326
  br i1 %found.conflict327, label %B230.us.us134.preheader, label %vector.main.loop.iter.check332

vector.main.loop.iter.check332:                   ; preds = %vector.memcheck322
  %const422 = bitcast i64 9223372036854775792 to i64
  %min.iters.check331 = icmp samesign ult i64 %arg.a.1, 128
  br i1 %min.iters.check331, label %vec.epilog.ph349, label %vector.ph333

vector.ph333:                                     ; preds = %vector.main.loop.iter.check332
  %const_mat423 = add i64 %const422, -112
  %n.vec335 = and i64 %arg.a.1, %const_mat423
  br label %vector.body336

vector.body336:                                   ; preds = %vector.body336, %vector.ph333
  %index337 = phi i64 [ 0, %vector.ph333 ], [ %index.next342, %vector.body336 ]
  %sunkaddr443 = mul i64 %index337, 2
  %sunkaddr444 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr443
  %wide.load338 = load <32 x i16>, ptr %sunkaddr444, align 2, !alias.scope !327, !noalias !286
  %sunkaddr445 = mul i64 %index337, 2
  %sunkaddr446 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr445
  %sunkaddr447 = getelementptr i8, ptr %sunkaddr446, i64 64
  %wide.load339 = load <32 x i16>, ptr %sunkaddr447, align 2, !alias.scope !327, !noalias !286
  %sunkaddr448 = mul i64 %index337, 2
  %sunkaddr449 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr448
  %sunkaddr450 = getelementptr i8, ptr %sunkaddr449, i64 128
  %wide.load340 = load <32 x i16>, ptr %sunkaddr450, align 2, !alias.scope !327, !noalias !286
  %sunkaddr451 = mul i64 %index337, 2
  %sunkaddr452 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr451
  %sunkaddr453 = getelementptr i8, ptr %sunkaddr452, i64 192
  %wide.load341 = load <32 x i16>, ptr %sunkaddr453, align 2, !alias.scope !327, !noalias !286
  %119 = trunc <32 x i16> %wide.load338 to <32 x i8>
  %120 = trunc <32 x i16> %wide.load339 to <32 x i8>
  %121 = trunc <32 x i16> %wide.load340 to <32 x i8>
  %122 = trunc <32 x i16> %wide.load341 to <32 x i8>
  %sunkaddr454 = getelementptr i8, ptr %.6.i.i, i64 %index337
  store <32 x i8> %119, ptr %sunkaddr454, align 1, !alias.scope !330, !noalias !332
  %sunkaddr455 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr456 = getelementptr i8, ptr %sunkaddr455, i64 32
  store <32 x i8> %120, ptr %sunkaddr456, align 1, !alias.scope !330, !noalias !332
  %sunkaddr457 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr458 = getelementptr i8, ptr %sunkaddr457, i64 64
  store <32 x i8> %121, ptr %sunkaddr458, align 1, !alias.scope !330, !noalias !332
  %sunkaddr459 = getelementptr i8, ptr %.6.i.i, i64 %index337
  %sunkaddr460 = getelementptr i8, ptr %sunkaddr459, i64 96
  store <32 x i8> %122, ptr %sunkaddr460, align 1, !alias.scope !330, !noalias !332
  %index.next342 = add nuw nsw i64 %index337, 128
  %123 = icmp eq i64 %n.vec335, %index.next342
  br i1 %123, label %middle.block343, label %vector.body336, !llvm.loop !333

middle.block343:                                  ; preds = %vector.body336
  %cmp.n344 = icmp eq i64 %arg.a.1, %n.vec335
  br i1 %cmp.n344, label %B296.endif.endif, label %vec.epilog.iter.check347

vec.epilog.iter.check347:                         ; preds = %middle.block343
  %124 = and i64 %arg.a.1, 112
  %min.epilog.iters.check348 = icmp eq i64 %124, 0
  br i1 %min.epilog.iters.check348, label %B230.us.us134.preheader, label %vec.epilog.ph349, !prof !334

vec.epilog.ph349:                                 ; preds = %vec.epilog.iter.check347, %vector.main.loop.iter.check332
  %vec.epilog.resume.val345 = phi i64 [ %n.vec335, %vec.epilog.iter.check347 ], [ 0, %vector.main.loop.iter.check332 ]
  %n.vec351 = and i64 %arg.a.1, %const422
  br label %vec.epilog.vector.body352

vec.epilog.vector.body352:                        ; preds = %vec.epilog.vector.body352, %vec.epilog.ph349
  %index353 = phi i64 [ %vec.epilog.resume.val345, %vec.epilog.ph349 ], [ %index.next355, %vec.epilog.vector.body352 ]
  %125 = shl i64 %index353, 1
  %scevgep508 = getelementptr i8, ptr %arg.a.0, i64 %125
  %wide.load354 = load <16 x i16>, ptr %scevgep508, align 2, !alias.scope !327, !noalias !286
  %126 = trunc <16 x i16> %wide.load354 to <16 x i8>
  %127 = getelementptr i8, ptr %.6.i.i, i64 %index353
  store <16 x i8> %126, ptr %127, align 1, !alias.scope !330, !noalias !332
  %index.next355 = add nuw i64 %index353, 16
  %128 = icmp eq i64 %n.vec351, %index.next355
  br i1 %128, label %vec.epilog.middle.block356, label %vec.epilog.vector.body352, !llvm.loop !335

vec.epilog.middle.block356:                       ; preds = %vec.epilog.vector.body352
  %cmp.n357 = icmp eq i64 %arg.a.1, %n.vec351
  br i1 %cmp.n357, label %B296.endif.endif, label %B230.us.us134.preheader

B230.us.us134.preheader:                          ; preds = %vec.epilog.middle.block356, %vec.epilog.iter.check347, %vector.memcheck322, %iter.check330
  %.262291294.us.us135.ph = phi i64 [ 0, %iter.check330 ], [ 0, %vector.memcheck322 ], [ %n.vec335, %vec.epilog.iter.check347 ], [ %n.vec351, %vec.epilog.middle.block356 ]
  %xtraiter408 = and i64 %arg.a.1, 7
  %lcmp.mod409.not = icmp eq i64 %xtraiter408, 0
  br i1 %lcmp.mod409.not, label %B230.us.us134.prol.loopexit, label %B230.us.us134.prol.preheader

B230.us.us134.prol.preheader:                     ; preds = %B230.us.us134.preheader
  br label %B230.us.us134.prol

B230.us.us134.prol:                               ; preds = %B230.us.us134.prol.preheader, %B230.us.us134.prol
  %lsr.iv506 = phi i64 [ %lsr.iv.next507, %B230.us.us134.prol ], [ %xtraiter408, %B230.us.us134.prol.preheader ]
  %.262291294.us.us135.prol = phi i64 [ %.269.us.us136.prol, %B230.us.us134.prol ], [ %.262291294.us.us135.ph, %B230.us.us134.prol.preheader ]
  %.269.us.us136.prol = add nuw nsw i64 %.262291294.us.us135.prol, 1
  %129 = shl nuw i64 %.262291294.us.us135.prol, 1
  %scevgep136 = getelementptr i8, ptr %arg.a.0, i64 %129
  %.66.i.us.us.prol = load i16, ptr %scevgep136, align 2, !noalias !286
  %.41.i19.us.us139.prol = trunc i16 %.66.i.us.us.prol to i8
  %.42.i.us.us140.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135.prol
  store i8 %.41.i19.us.us139.prol, ptr %.42.i.us.us140.prol, align 1, !noalias !302
  %lsr.iv.next507 = add nsw i64 %lsr.iv506, -1
  %prol.iter410.cmp.not = icmp eq i64 %lsr.iv.next507, 0
  br i1 %prol.iter410.cmp.not, label %B230.us.us134.prol.loopexit, label %B230.us.us134.prol, !llvm.loop !336

B230.us.us134.prol.loopexit:                      ; preds = %B230.us.us134.prol, %B230.us.us134.preheader
  %.262291294.us.us135.unr = phi i64 [ %.262291294.us.us135.ph, %B230.us.us134.preheader ], [ %.269.us.us136.prol, %B230.us.us134.prol ]
  %130 = sub nsw i64 %.262291294.us.us135.ph, %arg.a.1
  %131 = icmp ugt i64 %130, -8
  br i1 %131, label %B296.endif.endif, label %B230.us.us134.preheader47

B230.us.us134.preheader47:                        ; preds = %B230.us.us134.prol.loopexit
  br label %B230.us.us134

iter.check364:                                    ; preds = %B230.preheader.split.us
  %132 = ptrtoint ptr %.6.i.i to i64
  %133 = ptrtoint ptr %arg.a.0 to i64
  %min.iters.check362 = icmp samesign ult i64 %arg.a.1, 16
  %134 = sub i64 %132, %133
  %diff.check = icmp ult i64 %134, 256
  %or.cond = select i1 %min.iters.check362, i1 true, i1 %diff.check
  br i1 %or.cond, label %B230.us.us.preheader, label %vector.main.loop.iter.check366

vector.main.loop.iter.check366:                   ; preds = %iter.check364
  %const424 = bitcast i64 9223372036854775792 to i64
  %min.iters.check365 = icmp samesign ult i64 %arg.a.1, 256
  br i1 %min.iters.check365, label %vec.epilog.ph383, label %vector.ph367

vector.ph367:                                     ; preds = %vector.main.loop.iter.check366
  %const_mat425 = add i64 %const424, -240
  %n.vec369 = and i64 %arg.a.1, %const_mat425
  br label %vector.body370

vector.body370:                                   ; preds = %vector.body370, %vector.ph367
  %index371 = phi i64 [ 0, %vector.ph367 ], [ %index.next376, %vector.body370 ]
  %sunkaddr461 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %wide.load372 = load <64 x i8>, ptr %sunkaddr461, align 1, !noalias !286
  %sunkaddr462 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr463 = getelementptr i8, ptr %sunkaddr462, i64 64
  %wide.load373 = load <64 x i8>, ptr %sunkaddr463, align 1, !noalias !286
  %sunkaddr464 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr465 = getelementptr i8, ptr %sunkaddr464, i64 128
  %wide.load374 = load <64 x i8>, ptr %sunkaddr465, align 1, !noalias !286
  %sunkaddr466 = getelementptr i8, ptr %arg.a.0, i64 %index371
  %sunkaddr467 = getelementptr i8, ptr %sunkaddr466, i64 192
  %wide.load375 = load <64 x i8>, ptr %sunkaddr467, align 1, !noalias !286
  %sunkaddr468 = getelementptr i8, ptr %.6.i.i, i64 %index371
  store <64 x i8> %wide.load372, ptr %sunkaddr468, align 1, !noalias !302
  %sunkaddr469 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr470 = getelementptr i8, ptr %sunkaddr469, i64 64
  store <64 x i8> %wide.load373, ptr %sunkaddr470, align 1, !noalias !302
  %sunkaddr471 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr472 = getelementptr i8, ptr %sunkaddr471, i64 128
  store <64 x i8> %wide.load374, ptr %sunkaddr472, align 1, !noalias !302
  %sunkaddr473 = getelementptr i8, ptr %.6.i.i, i64 %index371
  %sunkaddr474 = getelementptr i8, ptr %sunkaddr473, i64 192
  store <64 x i8> %wide.load375, ptr %sunkaddr474, align 1, !noalias !302
  %index.next376 = add nuw nsw i64 %index371, 256
  %135 = icmp eq i64 %n.vec369, %index.next376
  br i1 %135, label %middle.block377, label %vector.body370, !llvm.loop !337

middle.block377:                                  ; preds = %vector.body370
  %cmp.n378 = icmp eq i64 %arg.a.1, %n.vec369
  br i1 %cmp.n378, label %B296.endif.endif, label %vec.epilog.iter.check381

vec.epilog.iter.check381:                         ; preds = %middle.block377
  %136 = and i64 %arg.a.1, 240
  %min.epilog.iters.check382 = icmp eq i64 %136, 0
  br i1 %min.epilog.iters.check382, label %B230.us.us.preheader, label %vec.epilog.ph383, !prof !338

vec.epilog.ph383:                                 ; preds = %vec.epilog.iter.check381, %vector.main.loop.iter.check366
  %vec.epilog.resume.val379 = phi i64 [ %n.vec369, %vec.epilog.iter.check381 ], [ 0, %vector.main.loop.iter.check366 ]
  %n.vec385 = and i64 %arg.a.1, %const424
  br label %vec.epilog.vector.body386

vec.epilog.vector.body386:                        ; preds = %vec.epilog.vector.body386, %vec.epilog.ph383
  %index387 = phi i64 [ %vec.epilog.resume.val379, %vec.epilog.ph383 ], [ %index.next389, %vec.epilog.vector.body386 ]
  %137 = getelementptr i8, ptr %arg.a.0, i64 %index387
  %wide.load388 = load <16 x i8>, ptr %137, align 1, !noalias !286
  %138 = getelementptr i8, ptr %.6.i.i, i64 %index387
  store <16 x i8> %wide.load388, ptr %138, align 1, !noalias !302
  %index.next389 = add nuw i64 %index387, 16
  %139 = icmp eq i64 %n.vec385, %index.next389
  br i1 %139, label %vec.epilog.middle.block390, label %vec.epilog.vector.body386, !llvm.loop !339

vec.epilog.middle.block390:                       ; preds = %vec.epilog.vector.body386
  %cmp.n391 = icmp eq i64 %arg.a.1, %n.vec385
  br i1 %cmp.n391, label %B296.endif.endif, label %B230.us.us.preheader

B230.us.us.preheader:                             ; preds = %vec.epilog.middle.block390, %vec.epilog.iter.check381, %iter.check364
  %.262291294.us.us.ph = phi i64 [ 0, %iter.check364 ], [ %n.vec369, %vec.epilog.iter.check381 ], [ %n.vec385, %vec.epilog.middle.block390 ]
  %xtraiter411 = and i64 %arg.a.1, 7
  %lcmp.mod412.not = icmp eq i64 %xtraiter411, 0
  br i1 %lcmp.mod412.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol.preheader

B230.us.us.prol.preheader:                        ; preds = %B230.us.us.preheader
  br label %B230.us.us.prol

B230.us.us.prol:                                  ; preds = %B230.us.us.prol.preheader, %B230.us.us.prol
  %lsr.iv = phi i64 [ %lsr.iv.next, %B230.us.us.prol ], [ %xtraiter411, %B230.us.us.prol.preheader ]
  %.262291294.us.us.prol = phi i64 [ %.269.us.us.prol, %B230.us.us.prol ], [ %.262291294.us.us.ph, %B230.us.us.prol.preheader ]
  %.269.us.us.prol = add nuw nsw i64 %.262291294.us.us.prol, 1
  %.36.i.us.us.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us.prol
  %.37.i.us.us.prol = load i8, ptr %.36.i.us.us.prol, align 1, !noalias !286
  %.42.i.us.us.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us.prol
  store i8 %.37.i.us.us.prol, ptr %.42.i.us.us.prol, align 1, !noalias !302
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter413.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter413.cmp.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol, !llvm.loop !340

B230.us.us.prol.loopexit:                         ; preds = %B230.us.us.prol, %B230.us.us.preheader
  %.262291294.us.us.unr = phi i64 [ %.262291294.us.us.ph, %B230.us.us.preheader ], [ %.269.us.us.prol, %B230.us.us.prol ]
  %140 = sub nsw i64 %.262291294.us.us.ph, %arg.a.1
  %141 = icmp ugt i64 %140, -8
  br i1 %141, label %B296.endif.endif, label %B230.us.us.preheader46

B230.us.us.preheader46:                           ; preds = %B230.us.us.prol.loopexit
  br label %B230.us.us

B230.us.preheader:                                ; preds = %B230.preheader.split.us
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.6.i.i, i8 0, i64 %arg.a.1, i1 false), !noalias !302
  br label %B296.endif.endif

B230.us.us:                                       ; preds = %B230.us.us.preheader46, %B230.us.us
  %.262291294.us.us = phi i64 [ %.269.us.us.7, %B230.us.us ], [ %.262291294.us.us.unr, %B230.us.us.preheader46 ]
  %sunkaddr475 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %.37.i.us.us = load i8, ptr %sunkaddr475, align 1, !noalias !286
  %sunkaddr476 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  store i8 %.37.i.us.us, ptr %sunkaddr476, align 1, !noalias !302
  %sunkaddr477 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr478 = getelementptr i8, ptr %sunkaddr477, i64 1
  %.37.i.us.us.1 = load i8, ptr %sunkaddr478, align 1, !noalias !286
  %sunkaddr479 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr480 = getelementptr i8, ptr %sunkaddr479, i64 1
  store i8 %.37.i.us.us.1, ptr %sunkaddr480, align 1, !noalias !302
  %sunkaddr481 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr482 = getelementptr i8, ptr %sunkaddr481, i64 2
  %.37.i.us.us.2 = load i8, ptr %sunkaddr482, align 1, !noalias !286
  %sunkaddr483 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr484 = getelementptr i8, ptr %sunkaddr483, i64 2
  store i8 %.37.i.us.us.2, ptr %sunkaddr484, align 1, !noalias !302
  %sunkaddr485 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr486 = getelementptr i8, ptr %sunkaddr485, i64 3
  %.37.i.us.us.3 = load i8, ptr %sunkaddr486, align 1, !noalias !286
  %sunkaddr487 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr488 = getelementptr i8, ptr %sunkaddr487, i64 3
  store i8 %.37.i.us.us.3, ptr %sunkaddr488, align 1, !noalias !302
  %sunkaddr489 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr490 = getelementptr i8, ptr %sunkaddr489, i64 4
  %.37.i.us.us.4 = load i8, ptr %sunkaddr490, align 1, !noalias !286
  %sunkaddr491 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr492 = getelementptr i8, ptr %sunkaddr491, i64 4
  store i8 %.37.i.us.us.4, ptr %sunkaddr492, align 1, !noalias !302
  %sunkaddr493 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr494 = getelementptr i8, ptr %sunkaddr493, i64 5
  %.37.i.us.us.5 = load i8, ptr %sunkaddr494, align 1, !noalias !286
  %sunkaddr495 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr496 = getelementptr i8, ptr %sunkaddr495, i64 5
  store i8 %.37.i.us.us.5, ptr %sunkaddr496, align 1, !noalias !302
  %sunkaddr497 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr498 = getelementptr i8, ptr %sunkaddr497, i64 6
  %.37.i.us.us.6 = load i8, ptr %sunkaddr498, align 1, !noalias !286
  %sunkaddr499 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr500 = getelementptr i8, ptr %sunkaddr499, i64 6
  store i8 %.37.i.us.us.6, ptr %sunkaddr500, align 1, !noalias !302
  %.269.us.us.7 = add nuw nsw i64 %.262291294.us.us, 8
  %sunkaddr501 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr502 = getelementptr i8, ptr %sunkaddr501, i64 7
  %.37.i.us.us.7 = load i8, ptr %sunkaddr502, align 1, !noalias !286
  %sunkaddr503 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr504 = getelementptr i8, ptr %sunkaddr503, i64 7
  store i8 %.37.i.us.us.7, ptr %sunkaddr504, align 1, !noalias !302
  %exitcond.not.us.us.7 = icmp eq i64 %arg.a.1, %.269.us.us.7
  br i1 %exitcond.not.us.us.7, label %B296.endif.endif, label %B230.us.us, !llvm.loop !341

B230.us.us134:                                    ; preds = %B230.us.us134.preheader47, %B230.us.us134
  %.262291294.us.us135 = phi i64 [ %.269.us.us136.7, %B230.us.us134 ], [ %.262291294.us.us135.unr, %B230.us.us134.preheader47 ]
  %sunkaddr505 = mul i64 %.262291294.us.us135, 2
  %sunkaddr506 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr505
  %.66.i.us.us = load i16, ptr %sunkaddr506, align 2, !noalias !286
  %.41.i19.us.us139 = trunc i16 %.66.i.us.us to i8
  %sunkaddr507 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  store i8 %.41.i19.us.us139, ptr %sunkaddr507, align 1, !noalias !302
  %sunkaddr508 = mul i64 %.262291294.us.us135, 2
  %sunkaddr509 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr508
  %sunkaddr510 = getelementptr i8, ptr %sunkaddr509, i64 2
  %.66.i.us.us.1 = load i16, ptr %sunkaddr510, align 2, !noalias !286
  %.41.i19.us.us139.1 = trunc i16 %.66.i.us.us.1 to i8
  %sunkaddr511 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr512 = getelementptr i8, ptr %sunkaddr511, i64 1
  store i8 %.41.i19.us.us139.1, ptr %sunkaddr512, align 1, !noalias !302
  %sunkaddr513 = mul i64 %.262291294.us.us135, 2
  %sunkaddr514 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr513
  %sunkaddr515 = getelementptr i8, ptr %sunkaddr514, i64 4
  %.66.i.us.us.2 = load i16, ptr %sunkaddr515, align 2, !noalias !286
  %.41.i19.us.us139.2 = trunc i16 %.66.i.us.us.2 to i8
  %sunkaddr516 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr517 = getelementptr i8, ptr %sunkaddr516, i64 2
  store i8 %.41.i19.us.us139.2, ptr %sunkaddr517, align 1, !noalias !302
  %sunkaddr518 = mul i64 %.262291294.us.us135, 2
  %sunkaddr519 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr518
  %sunkaddr520 = getelementptr i8, ptr %sunkaddr519, i64 6
  %.66.i.us.us.3 = load i16, ptr %sunkaddr520, align 2, !noalias !286
  %.41.i19.us.us139.3 = trunc i16 %.66.i.us.us.3 to i8
  %sunkaddr521 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr522 = getelementptr i8, ptr %sunkaddr521, i64 3
  store i8 %.41.i19.us.us139.3, ptr %sunkaddr522, align 1, !noalias !302
  %sunkaddr523 = mul i64 %.262291294.us.us135, 2
  %sunkaddr524 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr523
  %sunkaddr525 = getelementptr i8, ptr %sunkaddr524, i64 8
  %.66.i.us.us.4 = load i16, ptr %sunkaddr525, align 2, !noalias !286
  %.41.i19.us.us139.4 = trunc i16 %.66.i.us.us.4 to i8
  %sunkaddr526 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr527 = getelementptr i8, ptr %sunkaddr526, i64 4
  store i8 %.41.i19.us.us139.4, ptr %sunkaddr527, align 1, !noalias !302
  %sunkaddr528 = mul i64 %.262291294.us.us135, 2
  %sunkaddr529 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr528
  %sunkaddr530 = getelementptr i8, ptr %sunkaddr529, i64 10
  %.66.i.us.us.5 = load i16, ptr %sunkaddr530, align 2, !noalias !286
  %.41.i19.us.us139.5 = trunc i16 %.66.i.us.us.5 to i8
  %sunkaddr531 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr532 = getelementptr i8, ptr %sunkaddr531, i64 5
  store i8 %.41.i19.us.us139.5, ptr %sunkaddr532, align 1, !noalias !302
  %sunkaddr533 = mul i64 %.262291294.us.us135, 2
  %sunkaddr534 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr533
  %sunkaddr535 = getelementptr i8, ptr %sunkaddr534, i64 12
  %.66.i.us.us.6 = load i16, ptr %sunkaddr535, align 2, !noalias !286
  %.41.i19.us.us139.6 = trunc i16 %.66.i.us.us.6 to i8
  %sunkaddr536 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr537 = getelementptr i8, ptr %sunkaddr536, i64 6
  store i8 %.41.i19.us.us139.6, ptr %sunkaddr537, align 1, !noalias !302
  %.269.us.us136.7 = add nuw nsw i64 %.262291294.us.us135, 8
  %sunkaddr538 = mul i64 %.262291294.us.us135, 2
  %sunkaddr539 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr538
  %sunkaddr540 = getelementptr i8, ptr %sunkaddr539, i64 14
  %.66.i.us.us.7 = load i16, ptr %sunkaddr540, align 2, !noalias !286
  %.41.i19.us.us139.7 = trunc i16 %.66.i.us.us.7 to i8
  %sunkaddr541 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us135
  %sunkaddr542 = getelementptr i8, ptr %sunkaddr541, i64 7
  store i8 %.41.i19.us.us139.7, ptr %sunkaddr542, align 1, !noalias !302
  %exitcond.not.us.us141.7 = icmp eq i64 %arg.a.1, %.269.us.us136.7
  br i1 %exitcond.not.us.us141.7, label %B296.endif.endif, label %B230.us.us134, !llvm.loop !342

B230.us.us143:                                    ; preds = %B230.us.us143.preheader49, %B230.us.us143
  %.262291294.us.us144 = phi i64 [ %.269.us.us145.7, %B230.us.us143 ], [ %.262291294.us.us144.unr, %B230.us.us143.preheader49 ]
  %sunkaddr543 = mul i64 %.262291294.us.us144, 4
  %sunkaddr544 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr543
  %.95.i.us.us = load i32, ptr %sunkaddr544, align 4, !noalias !286
  %.41.i19.us.us148 = trunc i32 %.95.i.us.us to i8
  %sunkaddr545 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  store i8 %.41.i19.us.us148, ptr %sunkaddr545, align 1, !noalias !302
  %sunkaddr546 = mul i64 %.262291294.us.us144, 4
  %sunkaddr547 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, ptr %sunkaddr547, i64 4
  %.95.i.us.us.1 = load i32, ptr %sunkaddr548, align 4, !noalias !286
  %.41.i19.us.us148.1 = trunc i32 %.95.i.us.us.1 to i8
  %sunkaddr549 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr550 = getelementptr i8, ptr %sunkaddr549, i64 1
  store i8 %.41.i19.us.us148.1, ptr %sunkaddr550, align 1, !noalias !302
  %sunkaddr551 = mul i64 %.262291294.us.us144, 4
  %sunkaddr552 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr551
  %sunkaddr553 = getelementptr i8, ptr %sunkaddr552, i64 8
  %.95.i.us.us.2 = load i32, ptr %sunkaddr553, align 4, !noalias !286
  %.41.i19.us.us148.2 = trunc i32 %.95.i.us.us.2 to i8
  %sunkaddr554 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr555 = getelementptr i8, ptr %sunkaddr554, i64 2
  store i8 %.41.i19.us.us148.2, ptr %sunkaddr555, align 1, !noalias !302
  %sunkaddr556 = mul i64 %.262291294.us.us144, 4
  %sunkaddr557 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr556
  %sunkaddr558 = getelementptr i8, ptr %sunkaddr557, i64 12
  %.95.i.us.us.3 = load i32, ptr %sunkaddr558, align 4, !noalias !286
  %.41.i19.us.us148.3 = trunc i32 %.95.i.us.us.3 to i8
  %sunkaddr559 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr560 = getelementptr i8, ptr %sunkaddr559, i64 3
  store i8 %.41.i19.us.us148.3, ptr %sunkaddr560, align 1, !noalias !302
  %sunkaddr561 = mul i64 %.262291294.us.us144, 4
  %sunkaddr562 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr561
  %sunkaddr563 = getelementptr i8, ptr %sunkaddr562, i64 16
  %.95.i.us.us.4 = load i32, ptr %sunkaddr563, align 4, !noalias !286
  %.41.i19.us.us148.4 = trunc i32 %.95.i.us.us.4 to i8
  %sunkaddr564 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr565 = getelementptr i8, ptr %sunkaddr564, i64 4
  store i8 %.41.i19.us.us148.4, ptr %sunkaddr565, align 1, !noalias !302
  %sunkaddr566 = mul i64 %.262291294.us.us144, 4
  %sunkaddr567 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr566
  %sunkaddr568 = getelementptr i8, ptr %sunkaddr567, i64 20
  %.95.i.us.us.5 = load i32, ptr %sunkaddr568, align 4, !noalias !286
  %.41.i19.us.us148.5 = trunc i32 %.95.i.us.us.5 to i8
  %sunkaddr569 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr570 = getelementptr i8, ptr %sunkaddr569, i64 5
  store i8 %.41.i19.us.us148.5, ptr %sunkaddr570, align 1, !noalias !302
  %sunkaddr571 = mul i64 %.262291294.us.us144, 4
  %sunkaddr572 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr571
  %sunkaddr573 = getelementptr i8, ptr %sunkaddr572, i64 24
  %.95.i.us.us.6 = load i32, ptr %sunkaddr573, align 4, !noalias !286
  %.41.i19.us.us148.6 = trunc i32 %.95.i.us.us.6 to i8
  %sunkaddr574 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr575 = getelementptr i8, ptr %sunkaddr574, i64 6
  store i8 %.41.i19.us.us148.6, ptr %sunkaddr575, align 1, !noalias !302
  %.269.us.us145.7 = add nuw nsw i64 %.262291294.us.us144, 8
  %sunkaddr576 = mul i64 %.262291294.us.us144, 4
  %sunkaddr577 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, ptr %sunkaddr577, i64 28
  %.95.i.us.us.7 = load i32, ptr %sunkaddr578, align 4, !noalias !286
  %.41.i19.us.us148.7 = trunc i32 %.95.i.us.us.7 to i8
  %sunkaddr579 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us144
  %sunkaddr580 = getelementptr i8, ptr %sunkaddr579, i64 7
  store i8 %.41.i19.us.us148.7, ptr %sunkaddr580, align 1, !noalias !302
  %exitcond.not.us.us150.7 = icmp eq i64 %arg.a.1, %.269.us.us145.7
  br i1 %exitcond.not.us.us150.7, label %B296.endif.endif, label %B230.us.us143, !llvm.loop !343

B230.us94:                                        ; preds = %B230.us94.preheader51, %B230.endif.us109.7
  %lsr.iv365 = phi i64 [ %lsr.iv.next366, %B230.endif.us109.7 ], [ %.262291294.us95.unr, %B230.us94.preheader51 ]
  switch i32 %arg.a.2, label %B230.endif.us109 [
    i32 1, label %B230.endif.us109.thread
    i32 2, label %B230.endif.us109.thread8
    i32 4, label %B230.endif.us109.thread12
  ]

B230.endif.us109.thread12:                        ; preds = %B230.us94
  %142 = shl i64 %lsr.iv365, 2
  %scevgep443 = getelementptr i8, ptr %arg.a.0, i64 %142
  %scevgep444 = getelementptr i8, ptr %scevgep443, i64 28
  %.95.i.us99 = load i32, ptr %scevgep443, align 4, !noalias !286
  %.98.i.us100 = trunc i32 %.95.i.us99 to i16
  %143 = shl i64 %lsr.iv365, 1
  %scevgep381 = getelementptr i8, ptr %.6.i.i, i64 %143
  store i16 %.98.i.us100, ptr %scevgep381, align 2, !noalias !302
  %144 = shl i64 %lsr.iv365, 2
  %scevgep302 = getelementptr i8, ptr %arg.a.0, i64 %144
  %scevgep304 = getelementptr i8, ptr %scevgep302, i64 4
  %.95.i.us99.1 = load i32, ptr %scevgep304, align 4, !noalias !286
  %.98.i.us100.1 = trunc i32 %.95.i.us99.1 to i16
  %145 = shl i64 %lsr.iv365, 1
  %scevgep255 = getelementptr i8, ptr %.6.i.i, i64 %145
  %scevgep256 = getelementptr i8, ptr %scevgep255, i64 2
  store i16 %.98.i.us100.1, ptr %scevgep256, align 2, !noalias !302
  %146 = shl i64 %lsr.iv365, 2
  %scevgep300 = getelementptr i8, ptr %arg.a.0, i64 %146
  %scevgep301 = getelementptr i8, ptr %scevgep300, i64 8
  %.95.i.us99.2 = load i32, ptr %scevgep301, align 4, !noalias !286
  %.98.i.us100.2 = trunc i32 %.95.i.us99.2 to i16
  %147 = shl i64 %lsr.iv365, 1
  %scevgep252 = getelementptr i8, ptr %.6.i.i, i64 %147
  %scevgep253 = getelementptr i8, ptr %scevgep252, i64 4
  store i16 %.98.i.us100.2, ptr %scevgep253, align 2, !noalias !302
  %148 = shl i64 %lsr.iv365, 2
  %scevgep298 = getelementptr i8, ptr %arg.a.0, i64 %148
  %scevgep299 = getelementptr i8, ptr %scevgep298, i64 12
  %.95.i.us99.3 = load i32, ptr %scevgep299, align 4, !noalias !286
  %.98.i.us100.3 = trunc i32 %.95.i.us99.3 to i16
  %149 = shl i64 %lsr.iv365, 1
  %scevgep249 = getelementptr i8, ptr %.6.i.i, i64 %149
  %scevgep251 = getelementptr i8, ptr %scevgep249, i64 6
  store i16 %.98.i.us100.3, ptr %scevgep251, align 2, !noalias !302
  %150 = shl i64 %lsr.iv365, 2
  %scevgep295 = getelementptr i8, ptr %arg.a.0, i64 %150
  %scevgep296 = getelementptr i8, ptr %scevgep295, i64 16
  %.95.i.us99.4 = load i32, ptr %scevgep296, align 4, !noalias !286
  %.98.i.us100.4 = trunc i32 %.95.i.us99.4 to i16
  %151 = shl i64 %lsr.iv365, 1
  %scevgep247 = getelementptr i8, ptr %.6.i.i, i64 %151
  %scevgep248 = getelementptr i8, ptr %scevgep247, i64 8
  store i16 %.98.i.us100.4, ptr %scevgep248, align 2, !noalias !302
  %152 = shl i64 %lsr.iv365, 2
  %scevgep293 = getelementptr i8, ptr %arg.a.0, i64 %152
  %scevgep294 = getelementptr i8, ptr %scevgep293, i64 20
  %.95.i.us99.5 = load i32, ptr %scevgep294, align 4, !noalias !286
  %.98.i.us100.5 = trunc i32 %.95.i.us99.5 to i16
  %153 = shl i64 %lsr.iv365, 1
  %scevgep244 = getelementptr i8, ptr %.6.i.i, i64 %153
  %scevgep245 = getelementptr i8, ptr %scevgep244, i64 10
  store i16 %.98.i.us100.5, ptr %scevgep245, align 2, !noalias !302
  %154 = shl i64 %lsr.iv365, 2
  %scevgep290 = getelementptr i8, ptr %arg.a.0, i64 %154
  %scevgep291 = getelementptr i8, ptr %scevgep290, i64 24
  %.95.i.us99.6 = load i32, ptr %scevgep291, align 4, !noalias !286
  %.98.i.us100.6 = trunc i32 %.95.i.us99.6 to i16
  %155 = shl i64 %lsr.iv365, 1
  %scevgep241 = getelementptr i8, ptr %.6.i.i, i64 %155
  %scevgep243 = getelementptr i8, ptr %scevgep241, i64 12
  store i16 %.98.i.us100.6, ptr %scevgep243, align 2, !noalias !302
  %.95.i.us99.7 = load i32, ptr %scevgep444, align 4, !noalias !286
  %.98.i.us100.7 = trunc i32 %.95.i.us99.7 to i16
  br label %B230.endif.us109.7

B230.endif.us109.thread8:                         ; preds = %B230.us94
  %156 = shl i64 %lsr.iv365, 1
  %scevgep423 = getelementptr i8, ptr %arg.a.0, i64 %156
  %scevgep428 = getelementptr i8, ptr %scevgep423, i64 14
  %.66.i.us103 = load i16, ptr %scevgep423, align 2, !noalias !286
  %scevgep408 = getelementptr i8, ptr %.6.i.i, i64 %156
  store i16 %.66.i.us103, ptr %scevgep408, align 2, !noalias !302
  %157 = shl i64 %lsr.iv365, 1
  %scevgep285 = getelementptr i8, ptr %arg.a.0, i64 %157
  %scevgep289 = getelementptr i8, ptr %scevgep285, i64 2
  %.66.i.us103.1 = load i16, ptr %scevgep289, align 2, !noalias !286
  %158 = shl i64 %lsr.iv365, 1
  %scevgep239 = getelementptr i8, ptr %.6.i.i, i64 %158
  %scevgep240 = getelementptr i8, ptr %scevgep239, i64 2
  store i16 %.66.i.us103.1, ptr %scevgep240, align 2, !noalias !302
  %scevgep283 = getelementptr i8, ptr %arg.a.0, i64 %158
  %scevgep284 = getelementptr i8, ptr %scevgep283, i64 4
  %.66.i.us103.2 = load i16, ptr %scevgep284, align 2, !noalias !286
  %159 = shl i64 %lsr.iv365, 1
  %scevgep236 = getelementptr i8, ptr %.6.i.i, i64 %159
  %scevgep237 = getelementptr i8, ptr %scevgep236, i64 4
  store i16 %.66.i.us103.2, ptr %scevgep237, align 2, !noalias !302
  %scevgep281 = getelementptr i8, ptr %arg.a.0, i64 %159
  %scevgep282 = getelementptr i8, ptr %scevgep281, i64 6
  %.66.i.us103.3 = load i16, ptr %scevgep282, align 2, !noalias !286
  %160 = shl i64 %lsr.iv365, 1
  %scevgep233 = getelementptr i8, ptr %.6.i.i, i64 %160
  %scevgep235 = getelementptr i8, ptr %scevgep233, i64 6
  store i16 %.66.i.us103.3, ptr %scevgep235, align 2, !noalias !302
  %scevgep279 = getelementptr i8, ptr %arg.a.0, i64 %160
  %scevgep280 = getelementptr i8, ptr %scevgep279, i64 8
  %.66.i.us103.4 = load i16, ptr %scevgep280, align 2, !noalias !286
  %161 = shl i64 %lsr.iv365, 1
  %scevgep231 = getelementptr i8, ptr %.6.i.i, i64 %161
  %scevgep232 = getelementptr i8, ptr %scevgep231, i64 8
  store i16 %.66.i.us103.4, ptr %scevgep232, align 2, !noalias !302
  %scevgep276 = getelementptr i8, ptr %arg.a.0, i64 %161
  %scevgep277 = getelementptr i8, ptr %scevgep276, i64 10
  %.66.i.us103.5 = load i16, ptr %scevgep277, align 2, !noalias !286
  %162 = shl i64 %lsr.iv365, 1
  %scevgep228 = getelementptr i8, ptr %.6.i.i, i64 %162
  %scevgep229 = getelementptr i8, ptr %scevgep228, i64 10
  store i16 %.66.i.us103.5, ptr %scevgep229, align 2, !noalias !302
  %scevgep273 = getelementptr i8, ptr %arg.a.0, i64 %162
  %scevgep275 = getelementptr i8, ptr %scevgep273, i64 12
  %.66.i.us103.6 = load i16, ptr %scevgep275, align 2, !noalias !286
  %163 = shl i64 %lsr.iv365, 1
  %scevgep225 = getelementptr i8, ptr %.6.i.i, i64 %163
  %scevgep227 = getelementptr i8, ptr %scevgep225, i64 12
  store i16 %.66.i.us103.6, ptr %scevgep227, align 2, !noalias !302
  %.66.i.us103.7 = load i16, ptr %scevgep428, align 2, !noalias !286
  br label %B230.endif.us109.7

B230.endif.us109.thread:                          ; preds = %B230.us94
  %scevgep409 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep410 = getelementptr i8, ptr %scevgep409, i64 7
  %.37.i.us107 = load i8, ptr %scevgep409, align 1, !noalias !286
  %.41.i.us108 = zext i8 %.37.i.us107 to i16
  %164 = shl i64 %lsr.iv365, 1
  %scevgep394 = getelementptr i8, ptr %.6.i.i, i64 %164
  store i16 %.41.i.us108, ptr %scevgep394, align 2, !noalias !302
  %scevgep271 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep272 = getelementptr i8, ptr %scevgep271, i64 1
  %.37.i.us107.1 = load i8, ptr %scevgep272, align 1, !noalias !286
  %.41.i.us108.1 = zext i8 %.37.i.us107.1 to i16
  %165 = shl i64 %lsr.iv365, 1
  %scevgep223 = getelementptr i8, ptr %.6.i.i, i64 %165
  %scevgep224 = getelementptr i8, ptr %scevgep223, i64 2
  store i16 %.41.i.us108.1, ptr %scevgep224, align 2, !noalias !302
  %scevgep268 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep269 = getelementptr i8, ptr %scevgep268, i64 2
  %.37.i.us107.2 = load i8, ptr %scevgep269, align 1, !noalias !286
  %.41.i.us108.2 = zext i8 %.37.i.us107.2 to i16
  %166 = shl i64 %lsr.iv365, 1
  %scevgep220 = getelementptr i8, ptr %.6.i.i, i64 %166
  %scevgep221 = getelementptr i8, ptr %scevgep220, i64 4
  store i16 %.41.i.us108.2, ptr %scevgep221, align 2, !noalias !302
  %scevgep265 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep267 = getelementptr i8, ptr %scevgep265, i64 3
  %.37.i.us107.3 = load i8, ptr %scevgep267, align 1, !noalias !286
  %.41.i.us108.3 = zext i8 %.37.i.us107.3 to i16
  %167 = shl i64 %lsr.iv365, 1
  %scevgep217 = getelementptr i8, ptr %.6.i.i, i64 %167
  %scevgep219 = getelementptr i8, ptr %scevgep217, i64 6
  store i16 %.41.i.us108.3, ptr %scevgep219, align 2, !noalias !302
  %scevgep263 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep264 = getelementptr i8, ptr %scevgep263, i64 4
  %.37.i.us107.4 = load i8, ptr %scevgep264, align 1, !noalias !286
  %.41.i.us108.4 = zext i8 %.37.i.us107.4 to i16
  %168 = shl i64 %lsr.iv365, 1
  %scevgep210 = getelementptr i8, ptr %.6.i.i, i64 %168
  %scevgep215 = getelementptr i8, ptr %scevgep210, i64 8
  store i16 %.41.i.us108.4, ptr %scevgep215, align 2, !noalias !302
  %scevgep260 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep261 = getelementptr i8, ptr %scevgep260, i64 5
  %.37.i.us107.5 = load i8, ptr %scevgep261, align 1, !noalias !286
  %.41.i.us108.5 = zext i8 %.37.i.us107.5 to i16
  %169 = shl i64 %lsr.iv365, 1
  %scevgep208 = getelementptr i8, ptr %.6.i.i, i64 %169
  %scevgep209 = getelementptr i8, ptr %scevgep208, i64 10
  store i16 %.41.i.us108.5, ptr %scevgep209, align 2, !noalias !302
  %scevgep257 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv365
  %scevgep259 = getelementptr i8, ptr %scevgep257, i64 6
  %.37.i.us107.6 = load i8, ptr %scevgep259, align 1, !noalias !286
  %.41.i.us108.6 = zext i8 %.37.i.us107.6 to i16
  %170 = shl i64 %lsr.iv365, 1
  %scevgep206 = getelementptr i8, ptr %.6.i.i, i64 %170
  %scevgep207 = getelementptr i8, ptr %scevgep206, i64 12
  store i16 %.41.i.us108.6, ptr %scevgep207, align 2, !noalias !302
  %.37.i.us107.7 = load i8, ptr %scevgep410, align 1, !noalias !286
  %.41.i.us108.7 = zext i8 %.37.i.us107.7 to i16
  br label %B230.endif.us109.7

B230.endif.us109:                                 ; preds = %B230.us94
  %171 = shl i64 %lsr.iv365, 1
  %scevgep395 = getelementptr i8, ptr %.6.i.i, i64 %171
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(14) %scevgep395, i8 0, i64 14, i1 false)
  br label %B230.endif.us109.7

B230.endif.us109.7:                               ; preds = %B230.endif.us109, %B230.endif.us109.thread, %B230.endif.us109.thread8, %B230.endif.us109.thread12
  %.sink.i.us110.7 = phi i16 [ 0, %B230.endif.us109 ], [ %.41.i.us108.7, %B230.endif.us109.thread ], [ %.66.i.us103.7, %B230.endif.us109.thread8 ], [ %.98.i.us100.7, %B230.endif.us109.thread12 ]
  %172 = shl i64 %lsr.iv365, 1
  %scevgep204 = getelementptr i8, ptr %.6.i.i, i64 %172
  %scevgep205 = getelementptr i8, ptr %scevgep204, i64 14
  store i16 %.sink.i.us110.7, ptr %scevgep205, align 2, !noalias !302
  %lsr.iv.next366 = add i64 %lsr.iv365, 8
  %exitcond.not.us112.7 = icmp eq i64 %arg.a.1, %lsr.iv.next366
  br i1 %exitcond.not.us112.7, label %B296.endif.endif, label %B230.us94, !llvm.loop !344

B230.us114:                                       ; preds = %B230.endif.us129.7, %B230.us114.preheader421
  %lsr.iv667 = phi i64 [ 0, %B230.us114.preheader421 ], [ %lsr.iv.next668, %B230.endif.us129.7 ]
  switch i32 %arg.a.2, label %B230.endif.us129 [
    i32 1, label %B230.endif.us129.thread
    i32 2, label %B230.endif.us129.thread85
    i32 4, label %B230.endif.us129.thread89
  ]

B230.endif.us129.thread89:                        ; preds = %B230.us114
  %173 = shl i64 %lsr.iv667, 2
  %scevgep729 = getelementptr i8, ptr %scevgep717, i64 %173
  %scevgep730 = getelementptr i8, ptr %scevgep729, i64 -28
  %.95.i.us119 = load i32, ptr %scevgep730, align 4, !noalias !286
  %scevgep530 = getelementptr i8, ptr %scevgep487, i64 %173
  store i32 %.95.i.us119, ptr %scevgep530, align 4, !noalias !302
  %174 = shl i64 %lsr.iv667, 2
  %scevgep399 = getelementptr i8, ptr %scevgep717, i64 %174
  %scevgep400 = getelementptr i8, ptr %scevgep399, i64 -24
  %.95.i.us119.1 = load i32, ptr %scevgep400, align 4, !noalias !286
  %175 = shl i64 %lsr.iv667, 2
  %scevgep360 = getelementptr i8, ptr %scevgep487, i64 %175
  %scevgep361 = getelementptr i8, ptr %scevgep360, i64 4
  store i32 %.95.i.us119.1, ptr %scevgep361, align 4, !noalias !302
  %scevgep397 = getelementptr i8, ptr %scevgep717, i64 %175
  %scevgep398 = getelementptr i8, ptr %scevgep397, i64 -20
  %.95.i.us119.2 = load i32, ptr %scevgep398, align 4, !noalias !286
  %176 = shl i64 %lsr.iv667, 2
  %scevgep358 = getelementptr i8, ptr %scevgep487, i64 %176
  %scevgep359 = getelementptr i8, ptr %scevgep358, i64 8
  store i32 %.95.i.us119.2, ptr %scevgep359, align 4, !noalias !302
  %scevgep393 = getelementptr i8, ptr %scevgep717, i64 %176
  %scevgep396 = getelementptr i8, ptr %scevgep393, i64 -16
  %.95.i.us119.3 = load i32, ptr %scevgep396, align 4, !noalias !286
  %177 = shl i64 %lsr.iv667, 2
  %scevgep356 = getelementptr i8, ptr %scevgep487, i64 %177
  %scevgep357 = getelementptr i8, ptr %scevgep356, i64 12
  store i32 %.95.i.us119.3, ptr %scevgep357, align 4, !noalias !302
  %scevgep391 = getelementptr i8, ptr %scevgep717, i64 %177
  %scevgep392 = getelementptr i8, ptr %scevgep391, i64 -12
  %.95.i.us119.4 = load i32, ptr %scevgep392, align 4, !noalias !286
  %178 = shl i64 %lsr.iv667, 2
  %scevgep354 = getelementptr i8, ptr %scevgep487, i64 %178
  %scevgep355 = getelementptr i8, ptr %scevgep354, i64 16
  store i32 %.95.i.us119.4, ptr %scevgep355, align 4, !noalias !302
  %scevgep389 = getelementptr i8, ptr %scevgep717, i64 %178
  %scevgep390 = getelementptr i8, ptr %scevgep389, i64 -8
  %.95.i.us119.5 = load i32, ptr %scevgep390, align 4, !noalias !286
  %179 = shl i64 %lsr.iv667, 2
  %scevgep352 = getelementptr i8, ptr %scevgep487, i64 %179
  %scevgep353 = getelementptr i8, ptr %scevgep352, i64 20
  store i32 %.95.i.us119.5, ptr %scevgep353, align 4, !noalias !302
  %scevgep387 = getelementptr i8, ptr %scevgep717, i64 %179
  %scevgep388 = getelementptr i8, ptr %scevgep387, i64 -4
  %.95.i.us119.6 = load i32, ptr %scevgep388, align 4, !noalias !286
  %180 = shl i64 %lsr.iv667, 2
  %scevgep350 = getelementptr i8, ptr %scevgep487, i64 %180
  %scevgep351 = getelementptr i8, ptr %scevgep350, i64 24
  store i32 %.95.i.us119.6, ptr %scevgep351, align 4, !noalias !302
  %.95.i.us119.7 = load i32, ptr %scevgep729, align 4, !noalias !286
  br label %B230.endif.us129.7

B230.endif.us129.thread85:                        ; preds = %B230.us114
  %181 = shl i64 %lsr.iv667, 1
  %scevgep713 = getelementptr i8, ptr %scevgep701, i64 %181
  %scevgep714 = getelementptr i8, ptr %scevgep713, i64 -14
  %.66.i.us123 = load i16, ptr %scevgep714, align 2, !noalias !286
  %.70.i.us124 = zext i16 %.66.i.us123 to i32
  %182 = shl i64 %lsr.iv667, 2
  %scevgep502 = getelementptr i8, ptr %scevgep487, i64 %182
  store i32 %.70.i.us124, ptr %scevgep502, align 4, !noalias !302
  %183 = shl i64 %lsr.iv667, 1
  %scevgep385 = getelementptr i8, ptr %scevgep701, i64 %183
  %scevgep386 = getelementptr i8, ptr %scevgep385, i64 -12
  %.66.i.us123.1 = load i16, ptr %scevgep386, align 2, !noalias !286
  %.70.i.us124.1 = zext i16 %.66.i.us123.1 to i32
  %184 = shl i64 %lsr.iv667, 2
  %scevgep348 = getelementptr i8, ptr %scevgep487, i64 %184
  %scevgep349 = getelementptr i8, ptr %scevgep348, i64 4
  store i32 %.70.i.us124.1, ptr %scevgep349, align 4, !noalias !302
  %185 = shl i64 %lsr.iv667, 1
  %scevgep383 = getelementptr i8, ptr %scevgep701, i64 %185
  %scevgep384 = getelementptr i8, ptr %scevgep383, i64 -10
  %.66.i.us123.2 = load i16, ptr %scevgep384, align 2, !noalias !286
  %.70.i.us124.2 = zext i16 %.66.i.us123.2 to i32
  %186 = shl i64 %lsr.iv667, 2
  %scevgep346 = getelementptr i8, ptr %scevgep487, i64 %186
  %scevgep347 = getelementptr i8, ptr %scevgep346, i64 8
  store i32 %.70.i.us124.2, ptr %scevgep347, align 4, !noalias !302
  %187 = shl i64 %lsr.iv667, 1
  %scevgep380 = getelementptr i8, ptr %scevgep701, i64 %187
  %scevgep382 = getelementptr i8, ptr %scevgep380, i64 -8
  %.66.i.us123.3 = load i16, ptr %scevgep382, align 2, !noalias !286
  %.70.i.us124.3 = zext i16 %.66.i.us123.3 to i32
  %188 = shl i64 %lsr.iv667, 2
  %scevgep344 = getelementptr i8, ptr %scevgep487, i64 %188
  %scevgep345 = getelementptr i8, ptr %scevgep344, i64 12
  store i32 %.70.i.us124.3, ptr %scevgep345, align 4, !noalias !302
  %189 = shl i64 %lsr.iv667, 1
  %scevgep378 = getelementptr i8, ptr %scevgep701, i64 %189
  %scevgep379 = getelementptr i8, ptr %scevgep378, i64 -6
  %.66.i.us123.4 = load i16, ptr %scevgep379, align 2, !noalias !286
  %.70.i.us124.4 = zext i16 %.66.i.us123.4 to i32
  %190 = shl i64 %lsr.iv667, 2
  %scevgep342 = getelementptr i8, ptr %scevgep487, i64 %190
  %scevgep343 = getelementptr i8, ptr %scevgep342, i64 16
  store i32 %.70.i.us124.4, ptr %scevgep343, align 4, !noalias !302
  %191 = shl i64 %lsr.iv667, 1
  %scevgep376 = getelementptr i8, ptr %scevgep701, i64 %191
  %scevgep377 = getelementptr i8, ptr %scevgep376, i64 -4
  %.66.i.us123.5 = load i16, ptr %scevgep377, align 2, !noalias !286
  %.70.i.us124.5 = zext i16 %.66.i.us123.5 to i32
  %192 = shl i64 %lsr.iv667, 2
  %scevgep340 = getelementptr i8, ptr %scevgep487, i64 %192
  %scevgep341 = getelementptr i8, ptr %scevgep340, i64 20
  store i32 %.70.i.us124.5, ptr %scevgep341, align 4, !noalias !302
  %193 = shl i64 %lsr.iv667, 1
  %scevgep374 = getelementptr i8, ptr %scevgep701, i64 %193
  %scevgep375 = getelementptr i8, ptr %scevgep374, i64 -2
  %.66.i.us123.6 = load i16, ptr %scevgep375, align 2, !noalias !286
  %.70.i.us124.6 = zext i16 %.66.i.us123.6 to i32
  %194 = shl i64 %lsr.iv667, 2
  %scevgep338 = getelementptr i8, ptr %scevgep487, i64 %194
  %scevgep339 = getelementptr i8, ptr %scevgep338, i64 24
  store i32 %.70.i.us124.6, ptr %scevgep339, align 4, !noalias !302
  %.66.i.us123.7 = load i16, ptr %scevgep713, align 2, !noalias !286
  %.70.i.us124.7 = zext i16 %.66.i.us123.7 to i32
  br label %B230.endif.us129.7

B230.endif.us129.thread:                          ; preds = %B230.us114
  %scevgep697 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep698 = getelementptr i8, ptr %scevgep697, i64 -7
  %.37.i.us127 = load i8, ptr %scevgep698, align 1, !noalias !286
  %.41.i.us128 = zext i8 %.37.i.us127 to i32
  %195 = shl i64 %lsr.iv667, 2
  %scevgep516 = getelementptr i8, ptr %scevgep487, i64 %195
  store i32 %.41.i.us128, ptr %scevgep516, align 4, !noalias !302
  %scevgep372 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep373 = getelementptr i8, ptr %scevgep372, i64 -6
  %.37.i.us127.1 = load i8, ptr %scevgep373, align 1, !noalias !286
  %.41.i.us128.1 = zext i8 %.37.i.us127.1 to i32
  %196 = shl i64 %lsr.iv667, 2
  %scevgep336 = getelementptr i8, ptr %scevgep487, i64 %196
  %scevgep337 = getelementptr i8, ptr %scevgep336, i64 4
  store i32 %.41.i.us128.1, ptr %scevgep337, align 4, !noalias !302
  %scevgep370 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep371 = getelementptr i8, ptr %scevgep370, i64 -5
  %.37.i.us127.2 = load i8, ptr %scevgep371, align 1, !noalias !286
  %.41.i.us128.2 = zext i8 %.37.i.us127.2 to i32
  %197 = shl i64 %lsr.iv667, 2
  %scevgep334 = getelementptr i8, ptr %scevgep487, i64 %197
  %scevgep335 = getelementptr i8, ptr %scevgep334, i64 8
  store i32 %.41.i.us128.2, ptr %scevgep335, align 4, !noalias !302
  %scevgep368 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep369 = getelementptr i8, ptr %scevgep368, i64 -4
  %.37.i.us127.3 = load i8, ptr %scevgep369, align 1, !noalias !286
  %.41.i.us128.3 = zext i8 %.37.i.us127.3 to i32
  %198 = shl i64 %lsr.iv667, 2
  %scevgep332 = getelementptr i8, ptr %scevgep487, i64 %198
  %scevgep333 = getelementptr i8, ptr %scevgep332, i64 12
  store i32 %.41.i.us128.3, ptr %scevgep333, align 4, !noalias !302
  %scevgep366 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep367 = getelementptr i8, ptr %scevgep366, i64 -3
  %.37.i.us127.4 = load i8, ptr %scevgep367, align 1, !noalias !286
  %.41.i.us128.4 = zext i8 %.37.i.us127.4 to i32
  %199 = shl i64 %lsr.iv667, 2
  %scevgep330 = getelementptr i8, ptr %scevgep487, i64 %199
  %scevgep331 = getelementptr i8, ptr %scevgep330, i64 16
  store i32 %.41.i.us128.4, ptr %scevgep331, align 4, !noalias !302
  %scevgep364 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep365 = getelementptr i8, ptr %scevgep364, i64 -2
  %.37.i.us127.5 = load i8, ptr %scevgep365, align 1, !noalias !286
  %.41.i.us128.5 = zext i8 %.37.i.us127.5 to i32
  %200 = shl i64 %lsr.iv667, 2
  %scevgep328 = getelementptr i8, ptr %scevgep487, i64 %200
  %scevgep329 = getelementptr i8, ptr %scevgep328, i64 20
  store i32 %.41.i.us128.5, ptr %scevgep329, align 4, !noalias !302
  %scevgep362 = getelementptr i8, ptr %scevgep685, i64 %lsr.iv667
  %scevgep363 = getelementptr i8, ptr %scevgep362, i64 -1
  %.37.i.us127.6 = load i8, ptr %scevgep363, align 1, !noalias !286
  %.41.i.us128.6 = zext i8 %.37.i.us127.6 to i32
  %201 = shl i64 %lsr.iv667, 2
  %scevgep326 = getelementptr i8, ptr %scevgep487, i64 %201
  %scevgep327 = getelementptr i8, ptr %scevgep326, i64 24
  store i32 %.41.i.us128.6, ptr %scevgep327, align 4, !noalias !302
  %.37.i.us127.7 = load i8, ptr %scevgep697, align 1, !noalias !286
  %.41.i.us128.7 = zext i8 %.37.i.us127.7 to i32
  br label %B230.endif.us129.7

B230.endif.us129:                                 ; preds = %B230.us114
  %202 = shl i64 %lsr.iv667, 2
  %scevgep517 = getelementptr i8, ptr %scevgep487, i64 %202
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %scevgep517, i8 0, i64 28, i1 false)
  br label %B230.endif.us129.7

B230.endif.us129.7:                               ; preds = %B230.endif.us129, %B230.endif.us129.thread, %B230.endif.us129.thread85, %B230.endif.us129.thread89
  %.sink.i.us130.7 = phi i32 [ 0, %B230.endif.us129 ], [ %.41.i.us128.7, %B230.endif.us129.thread ], [ %.70.i.us124.7, %B230.endif.us129.thread85 ], [ %.95.i.us119.7, %B230.endif.us129.thread89 ]
  %203 = shl i64 %lsr.iv667, 2
  %scevgep322 = getelementptr i8, ptr %scevgep487, i64 %203
  %scevgep325 = getelementptr i8, ptr %scevgep322, i64 28
  store i32 %.sink.i.us130.7, ptr %scevgep325, align 4, !noalias !302
  %lsr.iv.next668 = add i64 %lsr.iv667, 8
  %exitcond.not.us132.7 = icmp eq i64 %48, %lsr.iv.next668
  br i1 %exitcond.not.us132.7, label %B296.endif.endif, label %B230.us114, !llvm.loop !345

B230.preheader.unreachabledefault:                ; preds = %B230.preheader
  unreachable

B296.endif.endif:                                 ; preds = %B230.endif.us129.7, %B230.endif.us109.7, %B230.us.us143, %B230.us.us134, %B230.us.us, %B230.us.preheader, %B230.us.us.prol.loopexit, %vec.epilog.middle.block390, %middle.block377, %B230.us.us134.prol.loopexit, %vec.epilog.middle.block356, %middle.block343, %B230.us.us143.prol.loopexit, %vec.epilog.middle.block319, %middle.block306, %B230.us94.prol.loopexit, %vec.epilog.middle.block283, %middle.block263, %B230.us114.prol.loopexit, %vec.epilog.middle.block, %middle.block, %B0.endif.endif.endif.endif.endif
  %.453303.not = icmp slt i64 %arg.b.1, 1
  br i1 %.453303.not, label %B452, label %B354.endif.preheader

B354.endif.preheader:                             ; preds = %B296.endif.endif
  %scevgep425 = getelementptr i8, ptr %.6.i.i, i64 %arg.a.1
  %204 = shl i64 %arg.a.1, 1
  %scevgep427 = getelementptr i8, ptr %.6.i.i, i64 %204
  %205 = shl i64 %arg.a.1, 2
  %scevgep429 = getelementptr i8, ptr %.6.i.i, i64 %205
  br label %B354.endif

B354.endif:                                       ; preds = %B352.backedge, %B354.endif.preheader
  %.459300304 = phi i64 [ %.466, %B352.backedge ], [ 0, %B354.endif.preheader ]
  %.466 = add nuw nsw i64 %.459300304, 1
  switch i32 %arg.b.2, label %B354.endif.endif [
    i32 1, label %B36.i29
    i32 2, label %B110.i25
    i32 4, label %B184.i20
  ]

B36.i29:                                          ; preds = %B354.endif
  %.36.i30 = getelementptr i8, ptr %arg.b.0, i64 %.459300304
  %.37.i31 = load i8, ptr %.36.i30, align 1, !noalias !346
  %.41.i32 = zext i8 %.37.i31 to i64
  br label %B354.endif.endif

B110.i25:                                         ; preds = %B354.endif
  %206 = shl nuw i64 %.459300304, 1
  %scevgep55 = getelementptr i8, ptr %arg.b.0, i64 %206
  %.66.i27 = load i16, ptr %scevgep55, align 2, !noalias !346
  %.70.i28 = zext i16 %.66.i27 to i64
  br label %B354.endif.endif

B184.i20:                                         ; preds = %B354.endif
  %207 = shl i64 %.459300304, 2
  %scevgep424 = getelementptr i8, ptr %arg.b.0, i64 %207
  %.95.i22 = load i32, ptr %scevgep424, align 4, !noalias !346
  %.98.i23 = zext i32 %.95.i22 to i64
  br label %B354.endif.endif

B354.endif.endif:                                 ; preds = %B184.i20, %B110.i25, %B36.i29, %B354.endif
  %.sink.i24 = phi i64 [ %.41.i32, %B36.i29 ], [ %.98.i23, %B184.i20 ], [ %.70.i28, %B110.i25 ], [ 0, %B354.endif ]
  switch i32 %.53.0.ph64, label %B354.endif.endif.unreachabledefault [
    i32 1, label %B36.i41
    i32 2, label %B116.i38
    i32 4, label %B196.i34
  ]

B36.i41:                                          ; preds = %B354.endif.endif
  %.41.i42 = trunc i64 %.sink.i24 to i8
  %scevgep426 = getelementptr i8, ptr %scevgep425, i64 %.459300304
  store i8 %.41.i42, ptr %scevgep426, align 1, !noalias !349
  br label %B352.backedge

B116.i38:                                         ; preds = %B354.endif.endif
  %.72.i39 = trunc i64 %.sink.i24 to i16
  %208 = shl nuw i64 %.459300304, 1
  %scevgep54 = getelementptr i8, ptr %scevgep427, i64 %208
  store i16 %.72.i39, ptr %scevgep54, align 2, !noalias !349
  br label %B352.backedge

B196.i34:                                         ; preds = %B354.endif.endif
  %.103.i35 = trunc nuw i64 %.sink.i24 to i32
  %209 = shl i64 %.459300304, 2
  %scevgep430 = getelementptr i8, ptr %scevgep429, i64 %209
  store i32 %.103.i35, ptr %scevgep430, align 4, !noalias !349
  br label %B352.backedge

B352.backedge:                                    ; preds = %B196.i34, %B116.i38, %B36.i41
  %exitcond317.not = icmp eq i64 %arg.b.1, %.466
  br i1 %exitcond317.not, label %B452, label %B354.endif

B354.endif.endif.unreachabledefault:              ; preds = %B354.endif.endif
  unreachable
}

; Function Attrs: noinline nounwind
define linkonce_odr ptr @__excinfo_unwrap_args2a69829f126f4a7013ea1e2468c3325e564f5cc6(ptr %.1) #7 {
.3:
  %.5 = load ptr, ptr @_ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE, align 8
  %.6 = icmp eq ptr %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !8

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE") #9
  ret ptr null

.3.endif:                                         ; preds = %.3
  %.12.unpack.unpack = load ptr, ptr %.1, align 8
  %.12.unpack.elt9 = getelementptr inbounds nuw i8, ptr %.1, i64 8
  %.12.unpack.unpack10 = load i64, ptr %.12.unpack.elt9, align 8
  %.12.unpack.elt11 = getelementptr inbounds nuw i8, ptr %.1, i64 16
  %.12.unpack.unpack12 = load i32, ptr %.12.unpack.elt11, align 8
  %.12.unpack.elt17 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.12.unpack.unpack18 = load ptr, ptr %.12.unpack.elt17, align 8
  %.24 = tail call ptr @PyUnicode_FromKindAndData(i32 %.12.unpack.unpack12, ptr %.12.unpack.unpack, i64 %.12.unpack.unpack10) #9
  %.25 = tail call i64 @PyObject_Hash(ptr %.24) #9
  tail call void @NRT_decref(ptr %.12.unpack.unpack18) #9
  tail call void @NRT_Free(ptr nonnull %.1) #9
  %.28 = tail call ptr (i64, ...) @PyTuple_Pack(i64 1, ptr %.24) #9
  ret ptr %.28
}

declare ptr @PyUnicode_FromKindAndData(i32, ptr, i64) local_unnamed_addr

declare i64 @PyObject_Hash(ptr) local_unnamed_addr

declare ptr @PyTuple_Pack(i64, ...) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i16> @llvm.masked.load.v16i16.p0(ptr captures(none), <16 x i1>, <16 x i16>) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i8> @llvm.masked.load.v16i8.p0(ptr captures(none), <16 x i1>, <16 x i8>) #8

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #9

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(write) }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { noinline }
attributes #7 = { noinline nounwind }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #9 = { nounwind }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 199, i32 9801}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj9numpy_eye12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2924omitted_28default_3d0_2948omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj9numpy_eye12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2924omitted_28default_3d0_2948omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj9numpy_eye12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2924omitted_28default_3d0_2948omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.unroll.runtime.disable"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"branch_weights", i32 1, i32 99}
!9 = !{!10, !12, !13, !15, !16, !18, !19, !21, !2, !4}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!22 = !{!16, !18, !19, !21, !2, !4}
!23 = !{!24, !19, !21, !2, !4}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!26 = distinct !{!26, !7, !6}
!27 = !{!"branch_weights", i32 8, i32 24}
!28 = distinct !{!28, !7, !6}
!29 = !{i1 true}
!30 = !{!31, !33, !34, !36}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!37 = !{!38}
!38 = distinct !{!38, !39}
!39 = distinct !{!39, !"LVerDomain"}
!40 = !{!41}
!41 = distinct !{!41, !39}
!42 = !{!43}
!43 = distinct !{!43, !39}
!44 = !{!38, !41}
!45 = distinct !{!45, !7, !6}
!46 = distinct !{!46, !47}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = distinct !{!48, !7}
!49 = !{!50}
!50 = distinct !{!50, !51}
!51 = distinct !{!51, !"LVerDomain"}
!52 = !{!53}
!53 = distinct !{!53, !51}
!54 = !{!55}
!55 = distinct !{!55, !51}
!56 = !{!53, !50}
!57 = distinct !{!57, !7, !6}
!58 = !{!"branch_weights", i32 4, i32 28}
!59 = distinct !{!59, !7, !6}
!60 = distinct !{!60, !47}
!61 = distinct !{!61, !7}
!62 = !{!63}
!63 = distinct !{!63, !64}
!64 = distinct !{!64, !"LVerDomain"}
!65 = !{!66}
!66 = distinct !{!66, !64}
!67 = !{!68}
!68 = distinct !{!68, !64}
!69 = !{!63, !66}
!70 = distinct !{!70, !7, !6}
!71 = distinct !{!71, !7, !6}
!72 = distinct !{!72, !47}
!73 = distinct !{!73, !7}
!74 = !{!75}
!75 = distinct !{!75, !76}
!76 = distinct !{!76, !"LVerDomain"}
!77 = !{!78}
!78 = distinct !{!78, !76}
!79 = !{!80}
!80 = distinct !{!80, !76}
!81 = !{!75, !78}
!82 = distinct !{!82, !7, !6}
!83 = distinct !{!83, !47}
!84 = distinct !{!84, !7}
!85 = !{!86}
!86 = distinct !{!86, !87}
!87 = distinct !{!87, !"LVerDomain"}
!88 = !{!89}
!89 = distinct !{!89, !87}
!90 = !{!91}
!91 = distinct !{!91, !87}
!92 = !{!89, !86}
!93 = distinct !{!93, !7, !6}
!94 = distinct !{!94, !7, !6}
!95 = distinct !{!95, !47}
!96 = distinct !{!96, !7}
!97 = !{!98}
!98 = distinct !{!98, !99}
!99 = distinct !{!99, !"LVerDomain"}
!100 = !{!101}
!101 = distinct !{!101, !99}
!102 = !{!103}
!103 = distinct !{!103, !99}
!104 = !{!98, !101}
!105 = distinct !{!105, !7, !6}
!106 = distinct !{!106, !7, !6}
!107 = distinct !{!107, !47}
!108 = distinct !{!108, !7}
!109 = !{!110}
!110 = distinct !{!110, !111}
!111 = distinct !{!111, !"LVerDomain"}
!112 = !{!113}
!113 = distinct !{!113, !111}
!114 = !{!115}
!115 = distinct !{!115, !111}
!116 = !{!113, !110}
!117 = distinct !{!117, !7, !6}
!118 = distinct !{!118, !7, !6}
!119 = distinct !{!119, !47}
!120 = distinct !{!120, !7}
!121 = !{!122}
!122 = distinct !{!122, !123}
!123 = distinct !{!123, !"LVerDomain"}
!124 = !{!125}
!125 = distinct !{!125, !123}
!126 = !{!127}
!127 = distinct !{!127, !123}
!128 = !{!125, !122}
!129 = distinct !{!129, !7, !6}
!130 = distinct !{!130, !7, !6}
!131 = distinct !{!131, !47}
!132 = distinct !{!132, !7}
!133 = !{!134, !136, !137, !139}
!134 = distinct !{!134, !135, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!135 = distinct !{!135, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!136 = distinct !{!136, !135, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!137 = distinct !{!137, !138, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!138 = distinct !{!138, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!139 = distinct !{!139, !138, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!140 = !{!"branch_weights", i32 49, i32 1}
!141 = !{!"branch_weights", i32 32212253, i32 2115271395}
!142 = !{!143, !145, !146, !148}
!143 = distinct !{!143, !144, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!144 = distinct !{!144, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!145 = distinct !{!145, !144, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!146 = distinct !{!146, !147, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!147 = distinct !{!147, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!148 = distinct !{!148, !147, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!149 = distinct !{!149, !47}
!150 = !{!"branch_weights", i32 146201250, i32 2001282398}
!151 = !{!"branch_weights", i32 127, i32 1}
!152 = !{!153}
!153 = distinct !{!153, !154, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!154 = distinct !{!154, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!155 = !{!"branch_weights", i32 1, i32 1}
!156 = distinct !{!156, !47}
!157 = !{!"branch_weights", i32 1, i32 127}
!158 = !{!"branch_weights", i32 277993707, i32 1869489941}
!159 = !{!"branch_weights", i32 542333185, i32 1605150463}
!160 = distinct !{!160, !161, !47}
!161 = !{!"llvm.loop.estimated_trip_count", i32 4}
!162 = !{!"branch_weights", i32 166258294, i32 1981225354}
!163 = distinct !{!163, !164}
!164 = !{!"llvm.loop.estimated_trip_count", i32 3}
!165 = !{!166, !168}
!166 = distinct !{!166, !167, !"_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %retptr"}
!167 = distinct !{!167, !"_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE"}
!168 = distinct !{!168, !167, !"_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %excinfo"}
!169 = !{!170, !172, !166, !168}
!170 = distinct !{!170, !171, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!171 = distinct !{!171, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!172 = distinct !{!172, !171, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!173 = !{!174, !176}
!174 = distinct !{!174, !175, !"_ZN5numba2np6linalg20_check_finite_matrixB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!175 = distinct !{!175, !"_ZN5numba2np6linalg20_check_finite_matrixB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!176 = distinct !{!176, !175, !"_ZN5numba2np6linalg20_check_finite_matrixB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!177 = !{!178, !180}
!178 = distinct !{!178, !179, !"_ZN5numba2np6linalg20_check_finite_matrixB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!179 = distinct !{!179, !"_ZN5numba2np6linalg20_check_finite_matrixB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!180 = distinct !{!180, !179, !"_ZN5numba2np6linalg20_check_finite_matrixB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!181 = !{!182, !184}
!182 = distinct !{!182, !183, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v44B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!183 = distinct !{!183, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v44B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!184 = distinct !{!184, !183, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v44B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!185 = !{!186, !188, !189, !191, !192, !194}
!186 = distinct !{!186, !187, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!187 = distinct !{!187, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!188 = distinct !{!188, !187, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!189 = distinct !{!189, !190, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!190 = distinct !{!190, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!191 = distinct !{!191, !190, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!192 = distinct !{!192, !193, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!193 = distinct !{!193, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!194 = distinct !{!194, !193, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!195 = !{!192, !194}
!196 = !{!197, !199, !200, !202, !203, !205}
!197 = distinct !{!197, !198, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!198 = distinct !{!198, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!199 = distinct !{!199, !198, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!200 = distinct !{!200, !201, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!201 = distinct !{!201, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!202 = distinct !{!202, !201, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!203 = distinct !{!203, !204, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v89B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %retptr"}
!204 = distinct !{!204, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v89B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29"}
!205 = distinct !{!205, !204, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v89B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %excinfo"}
!206 = !{!203, !205}
!207 = !{!208, !210}
!208 = distinct !{!208, !209, !"_ZN5numba2np6linalg16_inv_err_handlerB3v90B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!209 = distinct !{!209, !"_ZN5numba2np6linalg16_inv_err_handlerB3v90B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!210 = distinct !{!210, !209, !"_ZN5numba2np6linalg16_inv_err_handlerB3v90B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!211 = !{!212, !214}
!212 = distinct !{!212, !213, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v91B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!213 = distinct !{!213, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v91B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!214 = distinct !{!214, !213, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v91B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!215 = !{!216, !218}
!216 = distinct !{!216, !217, !"_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %retptr"}
!217 = distinct !{!217, !"_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE"}
!218 = distinct !{!218, !217, !"_ZN5numba2np6linalg26_solve_compute_return_impl12_3clocals_3e9oneD_implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1F7mutable7alignedE: %excinfo"}
!219 = !{!220, !222, !216, !218}
!220 = distinct !{!220, !221, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!221 = distinct !{!221, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!222 = distinct !{!222, !221, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!223 = !{!"branch_weights", i32 99, i32 1}
!224 = !{!"branch_weights", i32 1030503492, i32 1116980156}
!225 = distinct !{!225, !161, !47}
!226 = !{!"branch_weights", i32 319644862, i32 1827838786}
!227 = distinct !{!227, !228}
!228 = !{!"llvm.loop.estimated_trip_count", i32 6}
!229 = !{!230, !232, !233, !235}
!230 = distinct !{!230, !231, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!231 = distinct !{!231, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!232 = distinct !{!232, !231, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!233 = distinct !{!233, !234, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!234 = distinct !{!234, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!235 = distinct !{!235, !234, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!236 = !{!237}
!237 = distinct !{!237, !238}
!238 = distinct !{!238, !"LVerDomain"}
!239 = !{!240}
!240 = distinct !{!240, !238}
!241 = distinct !{!241, !7, !6}
!242 = distinct !{!242, !7, !6}
!243 = distinct !{!243, !47}
!244 = distinct !{!244, !7}
!245 = !{!246, !248, !249, !251}
!246 = distinct !{!246, !247, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!247 = distinct !{!247, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!248 = distinct !{!248, !247, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!249 = distinct !{!249, !250, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!250 = distinct !{!250, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!251 = distinct !{!251, !250, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!252 = !{!253, !255, !246, !248, !249, !251}
!253 = distinct !{!253, !254, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!254 = distinct !{!254, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!255 = distinct !{!255, !254, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!256 = !{!257, !259, !246, !248, !249, !251}
!257 = distinct !{!257, !258, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!258 = distinct !{!258, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!259 = distinct !{!259, !258, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!260 = !{!261, !263, !264, !266}
!261 = distinct !{!261, !262, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!262 = distinct !{!262, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!263 = distinct !{!263, !262, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!264 = distinct !{!264, !265, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!265 = distinct !{!265, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!266 = distinct !{!266, !265, !"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!267 = !{!268, !270, !261, !263, !264, !266}
!268 = distinct !{!268, !269, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!269 = distinct !{!269, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!270 = distinct !{!270, !269, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!271 = !{!272, !274, !261, !263, !264, !266}
!272 = distinct !{!272, !273, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!273 = distinct !{!273, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!274 = distinct !{!274, !273, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!275 = !{!276, !278}
!276 = distinct !{!276, !277, !"_ZN5numba7cpython7unicode13_empty_stringB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!277 = distinct !{!277, !"_ZN5numba7cpython7unicode13_empty_stringB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!278 = distinct !{!278, !277, !"_ZN5numba7cpython7unicode13_empty_stringB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!279 = !{!280, !282, !276, !278}
!280 = distinct !{!280, !281, !"_ZN5numba7cpython7unicode15_set_code_pointB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!281 = distinct !{!281, !"_ZN5numba7cpython7unicode15_set_code_pointB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!282 = distinct !{!282, !281, !"_ZN5numba7cpython7unicode15_set_code_pointB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!283 = !{!284}
!284 = distinct !{!284, !285}
!285 = distinct !{!285, !"LVerDomain"}
!286 = !{!287}
!287 = distinct !{!287, !288, !"_ZN5numba7cpython7unicode15_get_code_pointB3v62B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!288 = distinct !{!288, !"_ZN5numba7cpython7unicode15_get_code_pointB3v62B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!289 = !{!290}
!290 = distinct !{!290, !285}
!291 = !{!292}
!292 = distinct !{!292, !285}
!293 = !{!294}
!294 = distinct !{!294, !285}
!295 = !{!296, !298, !292, !290, !284}
!296 = distinct !{!296, !297, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!297 = distinct !{!297, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!298 = distinct !{!298, !297, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!299 = distinct !{!299, !7, !6}
!300 = !{!"branch_weights", i32 16, i32 48}
!301 = distinct !{!301, !7, !6}
!302 = !{!296, !298}
!303 = distinct !{!303, !47}
!304 = !{!305}
!305 = distinct !{!305, !306}
!306 = distinct !{!306, !"LVerDomain"}
!307 = !{!308}
!308 = distinct !{!308, !306}
!309 = !{!310}
!310 = distinct !{!310, !306}
!311 = !{!312}
!312 = distinct !{!312, !306}
!313 = !{!296, !298, !310, !308, !305}
!314 = distinct !{!314, !7, !6}
!315 = distinct !{!315, !7, !6}
!316 = distinct !{!316, !47}
!317 = !{!318}
!318 = distinct !{!318, !319}
!319 = distinct !{!319, !"LVerDomain"}
!320 = !{!321}
!321 = distinct !{!321, !319}
!322 = !{!296, !298, !318}
!323 = distinct !{!323, !7, !6}
!324 = !{!"branch_weights", i32 8, i32 56}
!325 = distinct !{!325, !7, !6}
!326 = distinct !{!326, !47}
!327 = !{!328}
!328 = distinct !{!328, !329}
!329 = distinct !{!329, !"LVerDomain"}
!330 = !{!331}
!331 = distinct !{!331, !329}
!332 = !{!296, !298, !328}
!333 = distinct !{!333, !7, !6}
!334 = !{!"branch_weights", i32 16, i32 112}
!335 = distinct !{!335, !7, !6}
!336 = distinct !{!336, !47}
!337 = distinct !{!337, !7, !6}
!338 = !{!"branch_weights", i32 16, i32 240}
!339 = distinct !{!339, !7, !6}
!340 = distinct !{!340, !47}
!341 = distinct !{!341, !7}
!342 = distinct !{!342, !7}
!343 = distinct !{!343, !7}
!344 = distinct !{!344, !7}
!345 = distinct !{!345, !7}
!346 = !{!347}
!347 = distinct !{!347, !348, !"_ZN5numba7cpython7unicode15_get_code_pointB3v62B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!348 = distinct !{!348, !"_ZN5numba7cpython7unicode15_get_code_pointB3v62B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!349 = !{!350, !352}
!350 = distinct !{!350, !351, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!351 = distinct !{!351, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!352 = distinct !{!352, !351, !"_ZN5numba7cpython7unicode15_set_code_pointB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
