; ModuleID = 'svd_square'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.svd_square = internal constant [11 x i8] c"svd_square\00"
@_ZN08NumbaEnv7kernels10svd_squareB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels10svd_squareB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10svd_squareB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE24omitted_28default_3d1_29 = common local_unnamed_addr global ptr null
@.const.pickledata.390f1e76367789610800c6a9de8fe9a916f3bc75 = internal constant [109 x i8] c"\80\04\95b\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C\16Arrays cannot be empty\94\85\94\8C\08svd_impl\94\8C\12numba/np/linalg.py\94M\E1\05\87\94\87\94."
@.const.pickledata.390f1e76367789610800c6a9de8fe9a916f3bc75.sha1 = internal constant [20 x i8] c"9\0F\1Ev6w\89a\08\00\C6\A9\DE\8F\E9\A9\16\F3\BCu"
@.const.picklebuf.390f1e76367789610800c6a9de8fe9a916f3bc75 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.390f1e76367789610800c6a9de8fe9a916f3bc75, i32 109, ptr @.const.pickledata.390f1e76367789610800c6a9de8fe9a916f3bc75.sha1, ptr null, i32 0 }
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.17 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.18 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.17, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.18, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.28 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.29 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.21 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.28, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.29, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.26 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.27 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.22 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.26, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.27, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.24 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.25 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.23 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.24, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.25, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant [111 x i8] c"\80\04\95d\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FC\03\87\94\87\94."
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1 = internal constant [20 x i8] c"\97\0D\0AC&\93D|\C0\8Df\FA\C3z\BB\EB\CA\FC2I"
@.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249, i32 111, ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1, ptr null, i32 0 }
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant [149 x i8] c"\80\04\95\8A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C&Internal algorithm failed to converge.\94\85\94\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FE\03\87\94\87\94."
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1 = internal constant [20 x i8] c"oHo\F4\F1'\81W\8B\E8\8A\8A\CB\82)\A7\CE@+\9C"
@.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c, i32 149, ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4ac2133410B3v31B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4ac212b350B3v32B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4ac2100a10B3v33B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels10svd_squareB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.c.0, ptr readnone captures(none) %arg.c.1, i64 %arg.c.2, i64 %arg.c.3, ptr readonly captures(none) %arg.c.4, i64 %arg.c.5.0, i64 %arg.c.6.0) local_unnamed_addr {
B0:
  %.34 = alloca { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } }, align 8
  %arg.c.5.0.fr = freeze i64 %arg.c.5.0
  %.fca.0.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 32
  %.fca.0.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 40
  %.fca.0.5.1.gep = getelementptr inbounds nuw i8, ptr %.34, i64 48
  %.fca.1.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 72
  %.fca.1.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 104
  %.fca.2.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 128
  %.fca.2.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 160
  %.fca.2.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 168
  %.fca.2.5.1.gep = getelementptr inbounds nuw i8, ptr %.34, i64 176
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.671 = alloca double, align 8
  store double 0.000000e+00, ptr %.671, align 8
  %excinfo.10 = alloca ptr, align 8
  store ptr null, ptr %excinfo.10, align 8
  %.984 = alloca double, align 8
  store double 0.000000e+00, ptr %.984, align 8
  %excinfo.15 = alloca ptr, align 8
  store ptr null, ptr %excinfo.15, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.c.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(200) %.34, i8 0, i64 200, i1 false)
  %.42 = call i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE24omitted_28default_3d1_29(ptr nonnull %.34, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  %.52.fca.0.0.load = load ptr, ptr %.34, align 8
  %.52.fca.0.4.load = load ptr, ptr %.fca.0.4.gep, align 8
  %.52.fca.0.5.0.load = load i64, ptr %.fca.0.5.0.gep, align 8
  %.52.fca.0.5.0.load.fr = freeze i64 %.52.fca.0.5.0.load
  %.52.fca.0.5.1.load = load i64, ptr %.fca.0.5.1.gep, align 8
  %.52.fca.0.5.1.load.fr = freeze i64 %.52.fca.0.5.1.load
  %.52.fca.1.0.load = load ptr, ptr %.fca.1.0.gep, align 8
  %.52.fca.1.4.load = load ptr, ptr %.fca.1.4.gep, align 8
  %.52.fca.2.0.load = load ptr, ptr %.fca.2.0.gep, align 8
  %.52.fca.2.4.load = load ptr, ptr %.fca.2.4.gep, align 8
  %.52.fca.2.5.0.load = load i64, ptr %.fca.2.5.0.gep, align 8
  %.52.fca.2.5.0.load.fr = freeze i64 %.52.fca.2.5.0.load
  %.52.fca.2.5.1.load = load i64, ptr %.fca.2.5.1.gep, align 8
  %.52.fca.2.5.1.load.fr = freeze i64 %.52.fca.2.5.1.load
  %cond = icmp eq i32 %.42, 0
  br i1 %cond, label %B128.i, label %B0.if.if, !prof !0

B128.i:                                           ; preds = %B0
  %const1785 = bitcast i64 -1152921504606846976 to i64
  %const1784 = bitcast i64 -2305843009213693952 to i64
  %.fca.1.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 112
  %.52.fca.1.5.0.load = load i64, ptr %.fca.1.5.0.gep, align 8
  %.52.fca.1.5.0.load.fr = freeze i64 %.52.fca.1.5.0.load
  %.101.not.i = icmp eq i64 %arg.c.5.0.fr, 1
  tail call void @NRT_decref(ptr %arg.A.0)
  br i1 %.101.not.i, label %B128.i74, label %B90.i65

common.ret:                                       ; preds = %for.end.3.if.if, %for.end.3.endif, %for.end.1.endif.endif.endif.endif.endif.endif.if.if, %for.end.1.endif.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.endif.if, %for.end.1.if.if, %for.end.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.992, %for.end.3.if.if ], [ %.679, %for.end.1.if.if ], [ 0, %for.end.3.endif ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.43 = load ptr, ptr %excinfo.1, align 8
  store ptr %.43, ptr %excinfo, align 8
  br label %common.ret

B90.i65:                                          ; preds = %B128.i
  %.71.i66 = icmp ne i64 %.52.fca.1.5.0.load.fr, %arg.c.5.0.fr
  %.76.i67 = icmp ne i64 %.52.fca.1.5.0.load.fr, 1
  %or.cond.i68 = and i1 %.76.i67, %.71.i66
  br i1 %or.cond.i68, label %B0.endif.endif.endif.endif.if, label %B150.i69

B128.i74:                                         ; preds = %B128.i
  %.101.not.i75 = icmp eq i64 %.52.fca.1.5.0.load.fr, 1
  br i1 %.101.not.i75, label %B0.endif.endif.endif.endif.endif.endif, label %B150.i69

B150.i69:                                         ; preds = %B128.i74, %B90.i65
  %dest_shape.1 = phi i64 [ %arg.c.5.0.fr, %B90.i65 ], [ %.52.fca.1.5.0.load.fr, %B128.i74 ]
  %0 = add i64 %dest_shape.1, %const1785
  %.302 = icmp ult i64 %0, %const1784
  br i1 %.302, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B90.i65
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.if:              ; preds = %B150.i69
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B128.i74, %B150.i69
  %dest_shape.1256 = phi i64 [ %dest_shape.1, %B150.i69 ], [ 1, %B128.i74 ]
  %.301 = shl nsw i64 %dest_shape.1256, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.301, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.372143 = icmp sgt i64 %dest_shape.1256, 0
  br i1 %.372143, label %for.body.lr.ph, label %for.end.thread198

for.end.thread198:                                ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.52.fca.1.0.load)
  br label %B128.i100

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %const1778 = bitcast i64 9223372036854775776 to i64
  %.374 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %.374, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %.52.fca.1.5.0.load.fr, 1
  br i1 %1, label %iter.check609, label %iter.check568

iter.check568:                                    ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.1256, 4
  br i1 %2, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck555

vector.memcheck555:                               ; preds = %iter.check568
  %3 = shl i64 %dest_shape.1256, 3
  %scevgep556 = getelementptr i8, ptr %.6.i, i64 %3
  %scevgep557 = getelementptr i8, ptr %arg.c.4, i64 %3
  %scevgep558 = getelementptr i8, ptr %.52.fca.1.4.load, i64 8
  %bound0559 = icmp ult ptr %.6.i, %scevgep557
  %bound1560 = icmp ult ptr %arg.c.4, %scevgep556
  %found.conflict561 = and i1 %bound0559, %bound1560
  %bound0562 = icmp ult ptr %.6.i, %scevgep558
  %bound1563 = icmp ult ptr %.52.fca.1.4.load, %scevgep556
  %found.conflict564 = and i1 %bound0562, %bound1563
  %conflict.rdx565 = or i1 %found.conflict561, %found.conflict564
  br i1 %conflict.rdx565, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check570

vector.main.loop.iter.check570:                   ; preds = %vector.memcheck555
  %min.iters.check569 = icmp ult i64 %dest_shape.1256, 32
  br i1 %min.iters.check569, label %vec.epilog.ph589, label %vector.ph571

vector.ph571:                                     ; preds = %vector.main.loop.iter.check570
  %n.vec573 = and i64 %dest_shape.1256, %const1778
  %4 = load double, ptr %.52.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert580 = insertelement <8 x double> poison, double %4, i64 0
  %broadcast.splat581 = shufflevector <8 x double> %broadcast.splatinsert580, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body574

vector.body574:                                   ; preds = %vector.body574, %vector.ph571
  %index575 = phi i64 [ 0, %vector.ph571 ], [ %index.next582, %vector.body574 ]
  %sunkaddr = mul i64 %index575, 8
  %sunkaddr1786 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr
  %wide.load576 = load <8 x double>, ptr %sunkaddr1786, align 8, !alias.scope !14
  %sunkaddr1787 = mul i64 %index575, 8
  %sunkaddr1788 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1787
  %sunkaddr1789 = getelementptr i8, ptr %sunkaddr1788, i64 64
  %wide.load577 = load <8 x double>, ptr %sunkaddr1789, align 8, !alias.scope !14
  %sunkaddr1790 = mul i64 %index575, 8
  %sunkaddr1791 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1790
  %sunkaddr1792 = getelementptr i8, ptr %sunkaddr1791, i64 128
  %wide.load578 = load <8 x double>, ptr %sunkaddr1792, align 8, !alias.scope !14
  %sunkaddr1793 = mul i64 %index575, 8
  %sunkaddr1794 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1793
  %sunkaddr1795 = getelementptr i8, ptr %sunkaddr1794, i64 192
  %wide.load579 = load <8 x double>, ptr %sunkaddr1795, align 8, !alias.scope !14
  %5 = fmul <8 x double> %wide.load576, %broadcast.splat581
  %6 = fmul <8 x double> %wide.load577, %broadcast.splat581
  %7 = fmul <8 x double> %wide.load578, %broadcast.splat581
  %8 = fmul <8 x double> %wide.load579, %broadcast.splat581
  %sunkaddr1796 = mul i64 %index575, 8
  %sunkaddr1797 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1796
  store <8 x double> %5, ptr %sunkaddr1797, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1798 = mul i64 %index575, 8
  %sunkaddr1799 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1798
  %sunkaddr1800 = getelementptr i8, ptr %sunkaddr1799, i64 64
  store <8 x double> %6, ptr %sunkaddr1800, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1801 = mul i64 %index575, 8
  %sunkaddr1802 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1801
  %sunkaddr1803 = getelementptr i8, ptr %sunkaddr1802, i64 128
  store <8 x double> %7, ptr %sunkaddr1803, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1804 = mul i64 %index575, 8
  %sunkaddr1805 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1804
  %sunkaddr1806 = getelementptr i8, ptr %sunkaddr1805, i64 192
  store <8 x double> %8, ptr %sunkaddr1806, align 8, !alias.scope !16, !noalias !18
  %index.next582 = add nuw i64 %index575, 32
  %9 = icmp eq i64 %n.vec573, %index.next582
  br i1 %9, label %middle.block583, label %vector.body574, !llvm.loop !19

middle.block583:                                  ; preds = %vector.body574
  %cmp.n584 = icmp eq i64 %dest_shape.1256, %n.vec573
  br i1 %cmp.n584, label %.89.endif.preheader.i, label %vec.epilog.iter.check587

vec.epilog.iter.check587:                         ; preds = %middle.block583
  %10 = and i64 %dest_shape.1256, 28
  %min.epilog.iters.check588 = icmp eq i64 %10, 0
  br i1 %min.epilog.iters.check588, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph589, !prof !22

vec.epilog.ph589:                                 ; preds = %vector.main.loop.iter.check570, %vec.epilog.iter.check587
  %vec.epilog.resume.val585 = phi i64 [ %n.vec573, %vec.epilog.iter.check587 ], [ 0, %vector.main.loop.iter.check570 ]
  %const_mat1780 = add i64 %const1778, 28
  %n.vec591 = and i64 %dest_shape.1256, %const_mat1780
  %11 = load double, ptr %.52.fca.1.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert595 = insertelement <4 x double> poison, double %11, i64 0
  %broadcast.splat596 = shufflevector <4 x double> %broadcast.splatinsert595, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body592

vec.epilog.vector.body592:                        ; preds = %vec.epilog.vector.body592, %vec.epilog.ph589
  %index593 = phi i64 [ %vec.epilog.resume.val585, %vec.epilog.ph589 ], [ %index.next597, %vec.epilog.vector.body592 ]
  %12 = shl i64 %index593, 3
  %scevgep1659 = getelementptr i8, ptr %arg.c.4, i64 %12
  %wide.load594 = load <4 x double>, ptr %scevgep1659, align 8, !alias.scope !14
  %13 = fmul <4 x double> %wide.load594, %broadcast.splat596
  %14 = shl i64 %index593, 3
  %scevgep1658 = getelementptr i8, ptr %.6.i, i64 %14
  store <4 x double> %13, ptr %scevgep1658, align 8, !alias.scope !16, !noalias !18
  %index.next597 = add nuw i64 %index593, 4
  %15 = icmp eq i64 %n.vec591, %index.next597
  br i1 %15, label %vec.epilog.middle.block598, label %vec.epilog.vector.body592, !llvm.loop !23

vec.epilog.middle.block598:                       ; preds = %vec.epilog.vector.body592
  %cmp.n599 = icmp eq i64 %dest_shape.1256, %n.vec591
  br i1 %cmp.n599, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck555, %iter.check568, %vec.epilog.iter.check587, %vec.epilog.middle.block598
  %loop.index146.us.ph = phi i64 [ 0, %iter.check568 ], [ 0, %vector.memcheck555 ], [ %n.vec573, %vec.epilog.iter.check587 ], [ %n.vec591, %vec.epilog.middle.block598 ]
  %16 = sub nsw i64 %dest_shape.1256, %loop.index146.us.ph
  %xtraiter926 = and i64 %16, 7
  %lcmp.mod927.not = icmp eq i64 %xtraiter926, 0
  br i1 %lcmp.mod927.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv1656 = phi i64 [ %xtraiter926, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next1657, %for.body.endif.endif.endif.us.prol ]
  %loop.index146.us.prol = phi i64 [ %.420.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index146.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %17 = shl i64 %loop.index146.us.prol, 3
  %scevgep1655 = getelementptr i8, ptr %arg.c.4, i64 %17
  %.382.us.prol = load double, ptr %scevgep1655, align 8
  %.391.us.prol = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i79.prol = fmul double %.382.us.prol, %.391.us.prol
  %18 = shl i64 %loop.index146.us.prol, 3
  %scevgep1654 = getelementptr i8, ptr %.6.i, i64 %18
  store double %.6.i79.prol, ptr %scevgep1654, align 8
  %.420.us.prol = add nuw i64 %loop.index146.us.prol, 1
  %lsr.iv.next1657 = add nsw i64 %lsr.iv1656, -1
  %prol.iter928.cmp.not = icmp eq i64 %lsr.iv.next1657, 0
  br i1 %prol.iter928.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !24

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index146.us.unr = phi i64 [ %loop.index146.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.420.us.prol, %for.body.endif.endif.endif.us.prol ]
  %19 = sub nsw i64 %loop.index146.us.ph, %dest_shape.1256
  %20 = icmp ugt i64 %19, -8
  br i1 %20, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader991

for.body.endif.endif.endif.us.preheader991:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

iter.check609:                                    ; preds = %for.body.lr.ph.split.us
  %21 = icmp ult i64 %dest_shape.1256, 4
  br i1 %21, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck601

vector.memcheck601:                               ; preds = %iter.check609
  %22 = ptrtoint ptr %.6.i to i64
  %23 = ptrtoint ptr %.52.fca.1.4.load to i64
  %24 = ptrtoint ptr %arg.c.4 to i64
  %25 = sub i64 %22, %24
  %diff.check603 = icmp ult i64 %25, 256
  %26 = sub i64 %22, %23
  %diff.check605 = icmp ult i64 %26, 256
  %conflict.rdx606 = or i1 %diff.check603, %diff.check605
  br i1 %conflict.rdx606, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check611

vector.main.loop.iter.check611:                   ; preds = %vector.memcheck601
  %min.iters.check610 = icmp ult i64 %dest_shape.1256, 32
  br i1 %min.iters.check610, label %vec.epilog.ph632, label %vector.ph612

vector.ph612:                                     ; preds = %vector.main.loop.iter.check611
  %n.vec614 = and i64 %dest_shape.1256, %const1778
  br label %vector.body615

vector.body615:                                   ; preds = %vector.body615, %vector.ph612
  %index616 = phi i64 [ 0, %vector.ph612 ], [ %index.next625, %vector.body615 ]
  %sunkaddr1807 = mul i64 %index616, 8
  %sunkaddr1808 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1807
  %wide.load617 = load <8 x double>, ptr %sunkaddr1808, align 8
  %sunkaddr1809 = mul i64 %index616, 8
  %sunkaddr1810 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1809
  %sunkaddr1811 = getelementptr i8, ptr %sunkaddr1810, i64 64
  %wide.load618 = load <8 x double>, ptr %sunkaddr1811, align 8
  %sunkaddr1812 = mul i64 %index616, 8
  %sunkaddr1813 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1812
  %sunkaddr1814 = getelementptr i8, ptr %sunkaddr1813, i64 128
  %wide.load619 = load <8 x double>, ptr %sunkaddr1814, align 8
  %sunkaddr1815 = mul i64 %index616, 8
  %sunkaddr1816 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1815
  %sunkaddr1817 = getelementptr i8, ptr %sunkaddr1816, i64 192
  %wide.load620 = load <8 x double>, ptr %sunkaddr1817, align 8
  %sunkaddr1818 = mul i64 %index616, 8
  %sunkaddr1819 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1818
  %wide.load621 = load <8 x double>, ptr %sunkaddr1819, align 8
  %sunkaddr1820 = mul i64 %index616, 8
  %sunkaddr1821 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1820
  %sunkaddr1822 = getelementptr i8, ptr %sunkaddr1821, i64 64
  %wide.load622 = load <8 x double>, ptr %sunkaddr1822, align 8
  %sunkaddr1823 = mul i64 %index616, 8
  %sunkaddr1824 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1823
  %sunkaddr1825 = getelementptr i8, ptr %sunkaddr1824, i64 128
  %wide.load623 = load <8 x double>, ptr %sunkaddr1825, align 8
  %sunkaddr1826 = mul i64 %index616, 8
  %sunkaddr1827 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1826
  %sunkaddr1828 = getelementptr i8, ptr %sunkaddr1827, i64 192
  %wide.load624 = load <8 x double>, ptr %sunkaddr1828, align 8
  %27 = fmul <8 x double> %wide.load617, %wide.load621
  %28 = fmul <8 x double> %wide.load618, %wide.load622
  %29 = fmul <8 x double> %wide.load619, %wide.load623
  %30 = fmul <8 x double> %wide.load620, %wide.load624
  %sunkaddr1829 = mul i64 %index616, 8
  %sunkaddr1830 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1829
  store <8 x double> %27, ptr %sunkaddr1830, align 8
  %sunkaddr1831 = mul i64 %index616, 8
  %sunkaddr1832 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1831
  %sunkaddr1833 = getelementptr i8, ptr %sunkaddr1832, i64 64
  store <8 x double> %28, ptr %sunkaddr1833, align 8
  %sunkaddr1834 = mul i64 %index616, 8
  %sunkaddr1835 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1834
  %sunkaddr1836 = getelementptr i8, ptr %sunkaddr1835, i64 128
  store <8 x double> %29, ptr %sunkaddr1836, align 8
  %sunkaddr1837 = mul i64 %index616, 8
  %sunkaddr1838 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1837
  %sunkaddr1839 = getelementptr i8, ptr %sunkaddr1838, i64 192
  store <8 x double> %30, ptr %sunkaddr1839, align 8
  %index.next625 = add nuw i64 %index616, 32
  %31 = icmp eq i64 %n.vec614, %index.next625
  br i1 %31, label %middle.block626, label %vector.body615, !llvm.loop !26

middle.block626:                                  ; preds = %vector.body615
  %cmp.n627 = icmp eq i64 %dest_shape.1256, %n.vec614
  br i1 %cmp.n627, label %.89.endif.preheader.i, label %vec.epilog.iter.check630

vec.epilog.iter.check630:                         ; preds = %middle.block626
  %32 = and i64 %dest_shape.1256, 28
  %min.epilog.iters.check631 = icmp eq i64 %32, 0
  br i1 %min.epilog.iters.check631, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph632, !prof !22

vec.epilog.ph632:                                 ; preds = %vector.main.loop.iter.check611, %vec.epilog.iter.check630
  %vec.epilog.resume.val628 = phi i64 [ %n.vec614, %vec.epilog.iter.check630 ], [ 0, %vector.main.loop.iter.check611 ]
  %const_mat1781 = add i64 %const1778, 28
  %n.vec634 = and i64 %dest_shape.1256, %const_mat1781
  br label %vec.epilog.vector.body635

vec.epilog.vector.body635:                        ; preds = %vec.epilog.vector.body635, %vec.epilog.ph632
  %index636 = phi i64 [ %vec.epilog.resume.val628, %vec.epilog.ph632 ], [ %index.next639, %vec.epilog.vector.body635 ]
  %33 = shl i64 %index636, 3
  %scevgep1597 = getelementptr i8, ptr %arg.c.4, i64 %33
  %wide.load637 = load <4 x double>, ptr %scevgep1597, align 8
  %34 = shl i64 %index636, 3
  %scevgep1596 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %34
  %wide.load638 = load <4 x double>, ptr %scevgep1596, align 8
  %35 = fmul <4 x double> %wide.load637, %wide.load638
  %36 = shl i64 %index636, 3
  %scevgep1595 = getelementptr i8, ptr %.6.i, i64 %36
  store <4 x double> %35, ptr %scevgep1595, align 8
  %index.next639 = add nuw i64 %index636, 4
  %37 = icmp eq i64 %n.vec634, %index.next639
  br i1 %37, label %vec.epilog.middle.block640, label %vec.epilog.vector.body635, !llvm.loop !27

vec.epilog.middle.block640:                       ; preds = %vec.epilog.vector.body635
  %cmp.n641 = icmp eq i64 %dest_shape.1256, %n.vec634
  br i1 %cmp.n641, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck601, %iter.check609, %vec.epilog.iter.check630, %vec.epilog.middle.block640
  %loop.index146.us.us.ph = phi i64 [ 0, %iter.check609 ], [ 0, %vector.memcheck601 ], [ %n.vec614, %vec.epilog.iter.check630 ], [ %n.vec634, %vec.epilog.middle.block640 ]
  %38 = sub nsw i64 %dest_shape.1256, %loop.index146.us.us.ph
  %xtraiter929 = and i64 %38, 7
  %lcmp.mod930.not = icmp eq i64 %xtraiter929, 0
  br i1 %lcmp.mod930.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv1593 = phi i64 [ %xtraiter929, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next1594, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index146.us.us.prol = phi i64 [ %.420.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index146.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %39 = shl i64 %loop.index146.us.us.prol, 3
  %scevgep1592 = getelementptr i8, ptr %arg.c.4, i64 %39
  %.382.us.us.prol = load double, ptr %scevgep1592, align 8
  %40 = shl i64 %loop.index146.us.us.prol, 3
  %scevgep1591 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %40
  %.391.us.us.prol = load double, ptr %scevgep1591, align 8
  %.6.i78.prol = fmul double %.382.us.us.prol, %.391.us.us.prol
  %41 = shl i64 %loop.index146.us.us.prol, 3
  %scevgep1590 = getelementptr i8, ptr %.6.i, i64 %41
  store double %.6.i78.prol, ptr %scevgep1590, align 8
  %.420.us.us.prol = add nuw i64 %loop.index146.us.us.prol, 1
  %lsr.iv.next1594 = add nsw i64 %lsr.iv1593, -1
  %prol.iter931.cmp.not = icmp eq i64 %lsr.iv.next1594, 0
  br i1 %prol.iter931.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !28

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index146.us.us.unr = phi i64 [ %loop.index146.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.420.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %42 = sub nsw i64 %loop.index146.us.us.ph, %dest_shape.1256
  %43 = icmp ugt i64 %42, -8
  br i1 %43, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader990

for.body.endif.endif.endif.us.us.preheader990:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader990, %for.body.endif.endif.endif.us.us
  %loop.index146.us.us = phi i64 [ %.420.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index146.us.us.unr, %for.body.endif.endif.endif.us.us.preheader990 ]
  %sunkaddr1840 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1841 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1840
  %.382.us.us = load double, ptr %sunkaddr1841, align 8
  %sunkaddr1842 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1843 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1842
  %.391.us.us = load double, ptr %sunkaddr1843, align 8
  %.6.i78 = fmul double %.382.us.us, %.391.us.us
  %sunkaddr1844 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1845 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1844
  store double %.6.i78, ptr %sunkaddr1845, align 8
  %sunkaddr1846 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1847 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1846
  %sunkaddr1848 = getelementptr i8, ptr %sunkaddr1847, i64 8
  %.382.us.us.1 = load double, ptr %sunkaddr1848, align 8
  %sunkaddr1849 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1850 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1849
  %sunkaddr1851 = getelementptr i8, ptr %sunkaddr1850, i64 8
  %.391.us.us.1 = load double, ptr %sunkaddr1851, align 8
  %.6.i78.1 = fmul double %.382.us.us.1, %.391.us.us.1
  %sunkaddr1852 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1853 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1852
  %sunkaddr1854 = getelementptr i8, ptr %sunkaddr1853, i64 8
  store double %.6.i78.1, ptr %sunkaddr1854, align 8
  %sunkaddr1855 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1856 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1855
  %sunkaddr1857 = getelementptr i8, ptr %sunkaddr1856, i64 16
  %.382.us.us.2 = load double, ptr %sunkaddr1857, align 8
  %sunkaddr1858 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1859 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1858
  %sunkaddr1860 = getelementptr i8, ptr %sunkaddr1859, i64 16
  %.391.us.us.2 = load double, ptr %sunkaddr1860, align 8
  %.6.i78.2 = fmul double %.382.us.us.2, %.391.us.us.2
  %sunkaddr1861 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1862 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1861
  %sunkaddr1863 = getelementptr i8, ptr %sunkaddr1862, i64 16
  store double %.6.i78.2, ptr %sunkaddr1863, align 8
  %sunkaddr1864 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1865 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1864
  %sunkaddr1866 = getelementptr i8, ptr %sunkaddr1865, i64 24
  %.382.us.us.3 = load double, ptr %sunkaddr1866, align 8
  %sunkaddr1867 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1868 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1867
  %sunkaddr1869 = getelementptr i8, ptr %sunkaddr1868, i64 24
  %.391.us.us.3 = load double, ptr %sunkaddr1869, align 8
  %.6.i78.3 = fmul double %.382.us.us.3, %.391.us.us.3
  %sunkaddr1870 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1871 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1870
  %sunkaddr1872 = getelementptr i8, ptr %sunkaddr1871, i64 24
  store double %.6.i78.3, ptr %sunkaddr1872, align 8
  %sunkaddr1873 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1874 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1873
  %sunkaddr1875 = getelementptr i8, ptr %sunkaddr1874, i64 32
  %.382.us.us.4 = load double, ptr %sunkaddr1875, align 8
  %sunkaddr1876 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1877 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1876
  %sunkaddr1878 = getelementptr i8, ptr %sunkaddr1877, i64 32
  %.391.us.us.4 = load double, ptr %sunkaddr1878, align 8
  %.6.i78.4 = fmul double %.382.us.us.4, %.391.us.us.4
  %sunkaddr1879 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1880 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1879
  %sunkaddr1881 = getelementptr i8, ptr %sunkaddr1880, i64 32
  store double %.6.i78.4, ptr %sunkaddr1881, align 8
  %sunkaddr1882 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1883 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1882
  %sunkaddr1884 = getelementptr i8, ptr %sunkaddr1883, i64 40
  %.382.us.us.5 = load double, ptr %sunkaddr1884, align 8
  %sunkaddr1885 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1886 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1885
  %sunkaddr1887 = getelementptr i8, ptr %sunkaddr1886, i64 40
  %.391.us.us.5 = load double, ptr %sunkaddr1887, align 8
  %.6.i78.5 = fmul double %.382.us.us.5, %.391.us.us.5
  %sunkaddr1888 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1889 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1888
  %sunkaddr1890 = getelementptr i8, ptr %sunkaddr1889, i64 40
  store double %.6.i78.5, ptr %sunkaddr1890, align 8
  %sunkaddr1891 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1892 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1891
  %sunkaddr1893 = getelementptr i8, ptr %sunkaddr1892, i64 48
  %.382.us.us.6 = load double, ptr %sunkaddr1893, align 8
  %sunkaddr1894 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1895 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1894
  %sunkaddr1896 = getelementptr i8, ptr %sunkaddr1895, i64 48
  %.391.us.us.6 = load double, ptr %sunkaddr1896, align 8
  %.6.i78.6 = fmul double %.382.us.us.6, %.391.us.us.6
  %sunkaddr1897 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1898 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1897
  %sunkaddr1899 = getelementptr i8, ptr %sunkaddr1898, i64 48
  store double %.6.i78.6, ptr %sunkaddr1899, align 8
  %sunkaddr1900 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1901 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1900
  %sunkaddr1902 = getelementptr i8, ptr %sunkaddr1901, i64 56
  %.382.us.us.7 = load double, ptr %sunkaddr1902, align 8
  %sunkaddr1903 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1904 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1903
  %sunkaddr1905 = getelementptr i8, ptr %sunkaddr1904, i64 56
  %.391.us.us.7 = load double, ptr %sunkaddr1905, align 8
  %.6.i78.7 = fmul double %.382.us.us.7, %.391.us.us.7
  %sunkaddr1906 = mul i64 %loop.index146.us.us, 8
  %sunkaddr1907 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1906
  %sunkaddr1908 = getelementptr i8, ptr %sunkaddr1907, i64 56
  store double %.6.i78.7, ptr %sunkaddr1908, align 8
  %.420.us.us.7 = add nuw nsw i64 %loop.index146.us.us, 8
  %exitcond440.not.7 = icmp eq i64 %dest_shape.1256, %.420.us.us.7
  br i1 %exitcond440.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us, !llvm.loop !29

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader991, %for.body.endif.endif.endif.us
  %loop.index146.us = phi i64 [ %.420.us.7, %for.body.endif.endif.endif.us ], [ %loop.index146.us.unr, %for.body.endif.endif.endif.us.preheader991 ]
  %sunkaddr1909 = mul i64 %loop.index146.us, 8
  %sunkaddr1910 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1909
  %.382.us = load double, ptr %sunkaddr1910, align 8
  %.391.us = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i79 = fmul double %.382.us, %.391.us
  %sunkaddr1911 = mul i64 %loop.index146.us, 8
  %sunkaddr1912 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1911
  store double %.6.i79, ptr %sunkaddr1912, align 8
  %sunkaddr1913 = mul i64 %loop.index146.us, 8
  %sunkaddr1914 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1913
  %sunkaddr1915 = getelementptr i8, ptr %sunkaddr1914, i64 8
  %.382.us.1 = load double, ptr %sunkaddr1915, align 8
  %.391.us.1 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i79.1 = fmul double %.382.us.1, %.391.us.1
  %sunkaddr1916 = mul i64 %loop.index146.us, 8
  %sunkaddr1917 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1916
  %sunkaddr1918 = getelementptr i8, ptr %sunkaddr1917, i64 8
  store double %.6.i79.1, ptr %sunkaddr1918, align 8
  %sunkaddr1919 = mul i64 %loop.index146.us, 8
  %sunkaddr1920 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1919
  %sunkaddr1921 = getelementptr i8, ptr %sunkaddr1920, i64 16
  %.382.us.2 = load double, ptr %sunkaddr1921, align 8
  %.391.us.2 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i79.2 = fmul double %.382.us.2, %.391.us.2
  %sunkaddr1922 = mul i64 %loop.index146.us, 8
  %sunkaddr1923 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1922
  %sunkaddr1924 = getelementptr i8, ptr %sunkaddr1923, i64 16
  store double %.6.i79.2, ptr %sunkaddr1924, align 8
  %sunkaddr1925 = mul i64 %loop.index146.us, 8
  %sunkaddr1926 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1925
  %sunkaddr1927 = getelementptr i8, ptr %sunkaddr1926, i64 24
  %.382.us.3 = load double, ptr %sunkaddr1927, align 8
  %.391.us.3 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i79.3 = fmul double %.382.us.3, %.391.us.3
  %sunkaddr1928 = mul i64 %loop.index146.us, 8
  %sunkaddr1929 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1928
  %sunkaddr1930 = getelementptr i8, ptr %sunkaddr1929, i64 24
  store double %.6.i79.3, ptr %sunkaddr1930, align 8
  %sunkaddr1931 = mul i64 %loop.index146.us, 8
  %sunkaddr1932 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1931
  %sunkaddr1933 = getelementptr i8, ptr %sunkaddr1932, i64 32
  %.382.us.4 = load double, ptr %sunkaddr1933, align 8
  %.391.us.4 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i79.4 = fmul double %.382.us.4, %.391.us.4
  %sunkaddr1934 = mul i64 %loop.index146.us, 8
  %sunkaddr1935 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1934
  %sunkaddr1936 = getelementptr i8, ptr %sunkaddr1935, i64 32
  store double %.6.i79.4, ptr %sunkaddr1936, align 8
  %sunkaddr1937 = mul i64 %loop.index146.us, 8
  %sunkaddr1938 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1937
  %sunkaddr1939 = getelementptr i8, ptr %sunkaddr1938, i64 40
  %.382.us.5 = load double, ptr %sunkaddr1939, align 8
  %.391.us.5 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i79.5 = fmul double %.382.us.5, %.391.us.5
  %sunkaddr1940 = mul i64 %loop.index146.us, 8
  %sunkaddr1941 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1940
  %sunkaddr1942 = getelementptr i8, ptr %sunkaddr1941, i64 40
  store double %.6.i79.5, ptr %sunkaddr1942, align 8
  %sunkaddr1943 = mul i64 %loop.index146.us, 8
  %sunkaddr1944 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1943
  %sunkaddr1945 = getelementptr i8, ptr %sunkaddr1944, i64 48
  %.382.us.6 = load double, ptr %sunkaddr1945, align 8
  %.391.us.6 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i79.6 = fmul double %.382.us.6, %.391.us.6
  %sunkaddr1946 = mul i64 %loop.index146.us, 8
  %sunkaddr1947 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1946
  %sunkaddr1948 = getelementptr i8, ptr %sunkaddr1947, i64 48
  store double %.6.i79.6, ptr %sunkaddr1948, align 8
  %sunkaddr1949 = mul i64 %loop.index146.us, 8
  %sunkaddr1950 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1949
  %sunkaddr1951 = getelementptr i8, ptr %sunkaddr1950, i64 56
  %.382.us.7 = load double, ptr %sunkaddr1951, align 8
  %.391.us.7 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i79.7 = fmul double %.382.us.7, %.391.us.7
  %sunkaddr1952 = mul i64 %loop.index146.us, 8
  %sunkaddr1953 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1952
  %sunkaddr1954 = getelementptr i8, ptr %sunkaddr1953, i64 56
  store double %.6.i79.7, ptr %sunkaddr1954, align 8
  %.420.us.7 = add nuw nsw i64 %loop.index146.us, 8
  %exitcond439.not.7 = icmp eq i64 %dest_shape.1256, %.420.us.7
  br i1 %exitcond439.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us, !llvm.loop !30

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %44 = icmp ugt i64 %.52.fca.1.5.0.load.fr, 1
  br i1 %44, label %iter.check522, label %iter.check481

iter.check481:                                    ; preds = %for.body.lr.ph.split
  %45 = icmp ult i64 %dest_shape.1256, 4
  br i1 %45, label %for.body.endif.endif.endif.preheader, label %vector.memcheck468

vector.memcheck468:                               ; preds = %iter.check481
  %46 = shl i64 %dest_shape.1256, 3
  %scevgep469 = getelementptr i8, ptr %.6.i, i64 %46
  %scevgep470 = getelementptr i8, ptr %arg.c.4, i64 8
  %scevgep471 = getelementptr i8, ptr %.52.fca.1.4.load, i64 8
  %bound0472 = icmp ult ptr %.6.i, %scevgep470
  %bound1473 = icmp ult ptr %arg.c.4, %scevgep469
  %found.conflict474 = and i1 %bound0472, %bound1473
  %bound0475 = icmp ult ptr %.6.i, %scevgep471
  %bound1476 = icmp ult ptr %.52.fca.1.4.load, %scevgep469
  %found.conflict477 = and i1 %bound0475, %bound1476
  %conflict.rdx478 = or i1 %found.conflict474, %found.conflict477
  br i1 %conflict.rdx478, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check483

vector.main.loop.iter.check483:                   ; preds = %vector.memcheck468
  %min.iters.check482 = icmp ult i64 %dest_shape.1256, 32
  br i1 %min.iters.check482, label %vec.epilog.ph498, label %vector.ph484

vector.ph484:                                     ; preds = %vector.main.loop.iter.check483
  %n.vec486 = and i64 %dest_shape.1256, %const1778
  %47 = load double, ptr %.52.fca.1.4.load, align 8, !alias.scope !31
  %48 = load double, ptr %arg.c.4, align 8, !alias.scope !34
  %49 = fmul double %48, %47
  %broadcast.splatinsert489 = insertelement <8 x double> poison, double %49, i64 0
  %broadcast.splat490 = shufflevector <8 x double> %broadcast.splatinsert489, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body487

vector.body487:                                   ; preds = %vector.body487, %vector.ph484
  %index488 = phi i64 [ 0, %vector.ph484 ], [ %index.next491, %vector.body487 ]
  %sunkaddr1955 = mul i64 %index488, 8
  %sunkaddr1956 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1955
  store <8 x double> %broadcast.splat490, ptr %sunkaddr1956, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1957 = mul i64 %index488, 8
  %sunkaddr1958 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1957
  %sunkaddr1959 = getelementptr i8, ptr %sunkaddr1958, i64 64
  store <8 x double> %broadcast.splat490, ptr %sunkaddr1959, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1960 = mul i64 %index488, 8
  %sunkaddr1961 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1960
  %sunkaddr1962 = getelementptr i8, ptr %sunkaddr1961, i64 128
  store <8 x double> %broadcast.splat490, ptr %sunkaddr1962, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1963 = mul i64 %index488, 8
  %sunkaddr1964 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1963
  %sunkaddr1965 = getelementptr i8, ptr %sunkaddr1964, i64 192
  store <8 x double> %broadcast.splat490, ptr %sunkaddr1965, align 8, !alias.scope !36, !noalias !38
  %index.next491 = add nuw i64 %index488, 32
  %50 = icmp eq i64 %n.vec486, %index.next491
  br i1 %50, label %middle.block492, label %vector.body487, !llvm.loop !39

middle.block492:                                  ; preds = %vector.body487
  %cmp.n493 = icmp eq i64 %dest_shape.1256, %n.vec486
  br i1 %cmp.n493, label %.89.endif.preheader.i, label %vec.epilog.iter.check496

vec.epilog.iter.check496:                         ; preds = %middle.block492
  %51 = and i64 %dest_shape.1256, 28
  %min.epilog.iters.check497 = icmp eq i64 %51, 0
  br i1 %min.epilog.iters.check497, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph498, !prof !22

vec.epilog.ph498:                                 ; preds = %vector.main.loop.iter.check483, %vec.epilog.iter.check496
  %vec.epilog.resume.val494 = phi i64 [ %n.vec486, %vec.epilog.iter.check496 ], [ 0, %vector.main.loop.iter.check483 ]
  %const_mat1782 = add i64 %const1778, 28
  %n.vec500 = and i64 %dest_shape.1256, %const_mat1782
  %52 = load double, ptr %.52.fca.1.4.load, align 8, !alias.scope !31
  %53 = load double, ptr %arg.c.4, align 8, !alias.scope !34
  %54 = fmul double %53, %52
  %broadcast.splatinsert503 = insertelement <4 x double> poison, double %54, i64 0
  %broadcast.splat504 = shufflevector <4 x double> %broadcast.splatinsert503, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body501

vec.epilog.vector.body501:                        ; preds = %vec.epilog.vector.body501, %vec.epilog.ph498
  %index502 = phi i64 [ %vec.epilog.resume.val494, %vec.epilog.ph498 ], [ %index.next505, %vec.epilog.vector.body501 ]
  %55 = shl i64 %index502, 3
  %scevgep1749 = getelementptr i8, ptr %.6.i, i64 %55
  store <4 x double> %broadcast.splat504, ptr %scevgep1749, align 8, !alias.scope !36, !noalias !38
  %index.next505 = add nuw i64 %index502, 4
  %56 = icmp eq i64 %n.vec500, %index.next505
  br i1 %56, label %vec.epilog.middle.block506, label %vec.epilog.vector.body501, !llvm.loop !40

vec.epilog.middle.block506:                       ; preds = %vec.epilog.vector.body501
  %cmp.n507 = icmp eq i64 %dest_shape.1256, %n.vec500
  br i1 %cmp.n507, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck468, %iter.check481, %vec.epilog.iter.check496, %vec.epilog.middle.block506
  %loop.index146.ph = phi i64 [ 0, %iter.check481 ], [ 0, %vector.memcheck468 ], [ %n.vec486, %vec.epilog.iter.check496 ], [ %n.vec500, %vec.epilog.middle.block506 ]
  %57 = sub nsw i64 %dest_shape.1256, %loop.index146.ph
  %xtraiter = and i64 %57, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv1747 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next1748, %for.body.endif.endif.endif.prol ]
  %loop.index146.prol = phi i64 [ %.420.prol, %for.body.endif.endif.endif.prol ], [ %loop.index146.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.382.prol = load double, ptr %arg.c.4, align 8
  %.391.prol = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i81.prol = fmul double %.382.prol, %.391.prol
  %58 = shl i64 %loop.index146.prol, 3
  %scevgep1746 = getelementptr i8, ptr %.6.i, i64 %58
  store double %.6.i81.prol, ptr %scevgep1746, align 8
  %.420.prol = add nuw i64 %loop.index146.prol, 1
  %lsr.iv.next1748 = add nsw i64 %lsr.iv1747, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next1748, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !41

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index146.unr = phi i64 [ %loop.index146.ph, %for.body.endif.endif.endif.preheader ], [ %.420.prol, %for.body.endif.endif.endif.prol ]
  %59 = sub nsw i64 %loop.index146.ph, %dest_shape.1256
  %60 = icmp ugt i64 %59, -8
  br i1 %60, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader995

for.body.endif.endif.endif.preheader995:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check522:                                    ; preds = %for.body.lr.ph.split
  %61 = icmp ult i64 %dest_shape.1256, 4
  br i1 %61, label %for.body.endif.endif.endif.us151.preheader, label %vector.memcheck509

vector.memcheck509:                               ; preds = %iter.check522
  %62 = shl i64 %dest_shape.1256, 3
  %scevgep510 = getelementptr i8, ptr %.6.i, i64 %62
  %scevgep511 = getelementptr i8, ptr %arg.c.4, i64 8
  %scevgep512 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %62
  %bound0513 = icmp ult ptr %.6.i, %scevgep511
  %bound1514 = icmp ult ptr %arg.c.4, %scevgep510
  %found.conflict515 = and i1 %bound0513, %bound1514
  %bound0516 = icmp ult ptr %.6.i, %scevgep512
  %bound1517 = icmp ult ptr %.52.fca.1.4.load, %scevgep510
  %found.conflict518 = and i1 %bound0516, %bound1517
  %conflict.rdx519 = or i1 %found.conflict515, %found.conflict518
  br i1 %conflict.rdx519, label %for.body.endif.endif.endif.us151.preheader, label %vector.main.loop.iter.check524

vector.main.loop.iter.check524:                   ; preds = %vector.memcheck509
  %min.iters.check523 = icmp ult i64 %dest_shape.1256, 32
  br i1 %min.iters.check523, label %vec.epilog.ph543, label %vector.ph525

vector.ph525:                                     ; preds = %vector.main.loop.iter.check524
  %n.vec527 = and i64 %dest_shape.1256, %const1778
  %63 = load double, ptr %arg.c.4, align 8, !alias.scope !42
  %broadcast.splatinsert534 = insertelement <8 x double> poison, double %63, i64 0
  %broadcast.splat535 = shufflevector <8 x double> %broadcast.splatinsert534, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body528

vector.body528:                                   ; preds = %vector.body528, %vector.ph525
  %index529 = phi i64 [ 0, %vector.ph525 ], [ %index.next536, %vector.body528 ]
  %sunkaddr1966 = mul i64 %index529, 8
  %sunkaddr1967 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1966
  %wide.load530 = load <8 x double>, ptr %sunkaddr1967, align 8, !alias.scope !45
  %sunkaddr1968 = mul i64 %index529, 8
  %sunkaddr1969 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1968
  %sunkaddr1970 = getelementptr i8, ptr %sunkaddr1969, i64 64
  %wide.load531 = load <8 x double>, ptr %sunkaddr1970, align 8, !alias.scope !45
  %sunkaddr1971 = mul i64 %index529, 8
  %sunkaddr1972 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1971
  %sunkaddr1973 = getelementptr i8, ptr %sunkaddr1972, i64 128
  %wide.load532 = load <8 x double>, ptr %sunkaddr1973, align 8, !alias.scope !45
  %sunkaddr1974 = mul i64 %index529, 8
  %sunkaddr1975 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1974
  %sunkaddr1976 = getelementptr i8, ptr %sunkaddr1975, i64 192
  %wide.load533 = load <8 x double>, ptr %sunkaddr1976, align 8, !alias.scope !45
  %64 = fmul <8 x double> %broadcast.splat535, %wide.load530
  %65 = fmul <8 x double> %broadcast.splat535, %wide.load531
  %66 = fmul <8 x double> %broadcast.splat535, %wide.load532
  %67 = fmul <8 x double> %broadcast.splat535, %wide.load533
  %sunkaddr1977 = mul i64 %index529, 8
  %sunkaddr1978 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1977
  store <8 x double> %64, ptr %sunkaddr1978, align 8, !alias.scope !47, !noalias !49
  %sunkaddr1979 = mul i64 %index529, 8
  %sunkaddr1980 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1979
  %sunkaddr1981 = getelementptr i8, ptr %sunkaddr1980, i64 64
  store <8 x double> %65, ptr %sunkaddr1981, align 8, !alias.scope !47, !noalias !49
  %sunkaddr1982 = mul i64 %index529, 8
  %sunkaddr1983 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1982
  %sunkaddr1984 = getelementptr i8, ptr %sunkaddr1983, i64 128
  store <8 x double> %66, ptr %sunkaddr1984, align 8, !alias.scope !47, !noalias !49
  %sunkaddr1985 = mul i64 %index529, 8
  %sunkaddr1986 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1985
  %sunkaddr1987 = getelementptr i8, ptr %sunkaddr1986, i64 192
  store <8 x double> %67, ptr %sunkaddr1987, align 8, !alias.scope !47, !noalias !49
  %index.next536 = add nuw i64 %index529, 32
  %68 = icmp eq i64 %n.vec527, %index.next536
  br i1 %68, label %middle.block537, label %vector.body528, !llvm.loop !50

middle.block537:                                  ; preds = %vector.body528
  %cmp.n538 = icmp eq i64 %dest_shape.1256, %n.vec527
  br i1 %cmp.n538, label %.89.endif.preheader.i, label %vec.epilog.iter.check541

vec.epilog.iter.check541:                         ; preds = %middle.block537
  %69 = and i64 %dest_shape.1256, 28
  %min.epilog.iters.check542 = icmp eq i64 %69, 0
  br i1 %min.epilog.iters.check542, label %for.body.endif.endif.endif.us151.preheader, label %vec.epilog.ph543, !prof !22

vec.epilog.ph543:                                 ; preds = %vector.main.loop.iter.check524, %vec.epilog.iter.check541
  %vec.epilog.resume.val539 = phi i64 [ %n.vec527, %vec.epilog.iter.check541 ], [ 0, %vector.main.loop.iter.check524 ]
  %const_mat1783 = add i64 %const1778, 28
  %n.vec545 = and i64 %dest_shape.1256, %const_mat1783
  %70 = load double, ptr %arg.c.4, align 8, !alias.scope !42
  %broadcast.splatinsert549 = insertelement <4 x double> poison, double %70, i64 0
  %broadcast.splat550 = shufflevector <4 x double> %broadcast.splatinsert549, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body546

vec.epilog.vector.body546:                        ; preds = %vec.epilog.vector.body546, %vec.epilog.ph543
  %index547 = phi i64 [ %vec.epilog.resume.val539, %vec.epilog.ph543 ], [ %index.next551, %vec.epilog.vector.body546 ]
  %71 = shl i64 %index547, 3
  %scevgep1713 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %71
  %wide.load548 = load <4 x double>, ptr %scevgep1713, align 8, !alias.scope !45
  %72 = fmul <4 x double> %broadcast.splat550, %wide.load548
  %73 = shl i64 %index547, 3
  %scevgep1712 = getelementptr i8, ptr %.6.i, i64 %73
  store <4 x double> %72, ptr %scevgep1712, align 8, !alias.scope !47, !noalias !49
  %index.next551 = add nuw i64 %index547, 4
  %74 = icmp eq i64 %n.vec545, %index.next551
  br i1 %74, label %vec.epilog.middle.block552, label %vec.epilog.vector.body546, !llvm.loop !51

vec.epilog.middle.block552:                       ; preds = %vec.epilog.vector.body546
  %cmp.n553 = icmp eq i64 %dest_shape.1256, %n.vec545
  br i1 %cmp.n553, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us151.preheader

for.body.endif.endif.endif.us151.preheader:       ; preds = %vector.memcheck509, %iter.check522, %vec.epilog.iter.check541, %vec.epilog.middle.block552
  %loop.index146.us148.ph = phi i64 [ 0, %iter.check522 ], [ 0, %vector.memcheck509 ], [ %n.vec527, %vec.epilog.iter.check541 ], [ %n.vec545, %vec.epilog.middle.block552 ]
  %75 = sub nsw i64 %dest_shape.1256, %loop.index146.us148.ph
  %xtraiter923 = and i64 %75, 7
  %lcmp.mod924.not = icmp eq i64 %xtraiter923, 0
  br i1 %lcmp.mod924.not, label %for.body.endif.endif.endif.us151.prol.loopexit, label %for.body.endif.endif.endif.us151.prol.preheader

for.body.endif.endif.endif.us151.prol.preheader:  ; preds = %for.body.endif.endif.endif.us151.preheader
  br label %for.body.endif.endif.endif.us151.prol

for.body.endif.endif.endif.us151.prol:            ; preds = %for.body.endif.endif.endif.us151.prol.preheader, %for.body.endif.endif.endif.us151.prol
  %lsr.iv1710 = phi i64 [ %xtraiter923, %for.body.endif.endif.endif.us151.prol.preheader ], [ %lsr.iv.next1711, %for.body.endif.endif.endif.us151.prol ]
  %loop.index146.us148.prol = phi i64 [ %.420.us154.prol, %for.body.endif.endif.endif.us151.prol ], [ %loop.index146.us148.ph, %for.body.endif.endif.endif.us151.prol.preheader ]
  %.382.us150.prol = load double, ptr %arg.c.4, align 8
  %76 = shl i64 %loop.index146.us148.prol, 3
  %scevgep1709 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %76
  %.391.us158.prol = load double, ptr %scevgep1709, align 8
  %.6.i80.prol = fmul double %.382.us150.prol, %.391.us158.prol
  %77 = shl i64 %loop.index146.us148.prol, 3
  %scevgep1708 = getelementptr i8, ptr %.6.i, i64 %77
  store double %.6.i80.prol, ptr %scevgep1708, align 8
  %.420.us154.prol = add nuw i64 %loop.index146.us148.prol, 1
  %lsr.iv.next1711 = add nsw i64 %lsr.iv1710, -1
  %prol.iter925.cmp.not = icmp eq i64 %lsr.iv.next1711, 0
  br i1 %prol.iter925.cmp.not, label %for.body.endif.endif.endif.us151.prol.loopexit, label %for.body.endif.endif.endif.us151.prol, !llvm.loop !52

for.body.endif.endif.endif.us151.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us151.prol, %for.body.endif.endif.endif.us151.preheader
  %loop.index146.us148.unr = phi i64 [ %loop.index146.us148.ph, %for.body.endif.endif.endif.us151.preheader ], [ %.420.us154.prol, %for.body.endif.endif.endif.us151.prol ]
  %78 = sub nsw i64 %loop.index146.us148.ph, %dest_shape.1256
  %79 = icmp ugt i64 %78, -8
  br i1 %79, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us151.preheader993

for.body.endif.endif.endif.us151.preheader993:    ; preds = %for.body.endif.endif.endif.us151.prol.loopexit
  br label %for.body.endif.endif.endif.us151

for.body.endif.endif.endif.us151:                 ; preds = %for.body.endif.endif.endif.us151.preheader993, %for.body.endif.endif.endif.us151
  %loop.index146.us148 = phi i64 [ %.420.us154.7, %for.body.endif.endif.endif.us151 ], [ %loop.index146.us148.unr, %for.body.endif.endif.endif.us151.preheader993 ]
  %.382.us150 = load double, ptr %arg.c.4, align 8
  %sunkaddr1988 = mul i64 %loop.index146.us148, 8
  %sunkaddr1989 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1988
  %.391.us158 = load double, ptr %sunkaddr1989, align 8
  %.6.i80 = fmul double %.382.us150, %.391.us158
  %sunkaddr1990 = mul i64 %loop.index146.us148, 8
  %sunkaddr1991 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1990
  store double %.6.i80, ptr %sunkaddr1991, align 8
  %.382.us150.1 = load double, ptr %arg.c.4, align 8
  %sunkaddr1992 = mul i64 %loop.index146.us148, 8
  %sunkaddr1993 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1992
  %sunkaddr1994 = getelementptr i8, ptr %sunkaddr1993, i64 8
  %.391.us158.1 = load double, ptr %sunkaddr1994, align 8
  %.6.i80.1 = fmul double %.382.us150.1, %.391.us158.1
  %sunkaddr1995 = mul i64 %loop.index146.us148, 8
  %sunkaddr1996 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1995
  %sunkaddr1997 = getelementptr i8, ptr %sunkaddr1996, i64 8
  store double %.6.i80.1, ptr %sunkaddr1997, align 8
  %.382.us150.2 = load double, ptr %arg.c.4, align 8
  %sunkaddr1998 = mul i64 %loop.index146.us148, 8
  %sunkaddr1999 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1998
  %sunkaddr2000 = getelementptr i8, ptr %sunkaddr1999, i64 16
  %.391.us158.2 = load double, ptr %sunkaddr2000, align 8
  %.6.i80.2 = fmul double %.382.us150.2, %.391.us158.2
  %sunkaddr2001 = mul i64 %loop.index146.us148, 8
  %sunkaddr2002 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2001
  %sunkaddr2003 = getelementptr i8, ptr %sunkaddr2002, i64 16
  store double %.6.i80.2, ptr %sunkaddr2003, align 8
  %.382.us150.3 = load double, ptr %arg.c.4, align 8
  %sunkaddr2004 = mul i64 %loop.index146.us148, 8
  %sunkaddr2005 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr2004
  %sunkaddr2006 = getelementptr i8, ptr %sunkaddr2005, i64 24
  %.391.us158.3 = load double, ptr %sunkaddr2006, align 8
  %.6.i80.3 = fmul double %.382.us150.3, %.391.us158.3
  %sunkaddr2007 = mul i64 %loop.index146.us148, 8
  %sunkaddr2008 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2007
  %sunkaddr2009 = getelementptr i8, ptr %sunkaddr2008, i64 24
  store double %.6.i80.3, ptr %sunkaddr2009, align 8
  %.382.us150.4 = load double, ptr %arg.c.4, align 8
  %sunkaddr2010 = mul i64 %loop.index146.us148, 8
  %sunkaddr2011 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr2010
  %sunkaddr2012 = getelementptr i8, ptr %sunkaddr2011, i64 32
  %.391.us158.4 = load double, ptr %sunkaddr2012, align 8
  %.6.i80.4 = fmul double %.382.us150.4, %.391.us158.4
  %sunkaddr2013 = mul i64 %loop.index146.us148, 8
  %sunkaddr2014 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2013
  %sunkaddr2015 = getelementptr i8, ptr %sunkaddr2014, i64 32
  store double %.6.i80.4, ptr %sunkaddr2015, align 8
  %.382.us150.5 = load double, ptr %arg.c.4, align 8
  %sunkaddr2016 = mul i64 %loop.index146.us148, 8
  %sunkaddr2017 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr2016
  %sunkaddr2018 = getelementptr i8, ptr %sunkaddr2017, i64 40
  %.391.us158.5 = load double, ptr %sunkaddr2018, align 8
  %.6.i80.5 = fmul double %.382.us150.5, %.391.us158.5
  %sunkaddr2019 = mul i64 %loop.index146.us148, 8
  %sunkaddr2020 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2019
  %sunkaddr2021 = getelementptr i8, ptr %sunkaddr2020, i64 40
  store double %.6.i80.5, ptr %sunkaddr2021, align 8
  %.382.us150.6 = load double, ptr %arg.c.4, align 8
  %sunkaddr2022 = mul i64 %loop.index146.us148, 8
  %sunkaddr2023 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr2022
  %sunkaddr2024 = getelementptr i8, ptr %sunkaddr2023, i64 48
  %.391.us158.6 = load double, ptr %sunkaddr2024, align 8
  %.6.i80.6 = fmul double %.382.us150.6, %.391.us158.6
  %sunkaddr2025 = mul i64 %loop.index146.us148, 8
  %sunkaddr2026 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2025
  %sunkaddr2027 = getelementptr i8, ptr %sunkaddr2026, i64 48
  store double %.6.i80.6, ptr %sunkaddr2027, align 8
  %.382.us150.7 = load double, ptr %arg.c.4, align 8
  %sunkaddr2028 = mul i64 %loop.index146.us148, 8
  %sunkaddr2029 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr2028
  %sunkaddr2030 = getelementptr i8, ptr %sunkaddr2029, i64 56
  %.391.us158.7 = load double, ptr %sunkaddr2030, align 8
  %.6.i80.7 = fmul double %.382.us150.7, %.391.us158.7
  %sunkaddr2031 = mul i64 %loop.index146.us148, 8
  %sunkaddr2032 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2031
  %sunkaddr2033 = getelementptr i8, ptr %sunkaddr2032, i64 56
  store double %.6.i80.7, ptr %sunkaddr2033, align 8
  %.420.us154.7 = add nuw nsw i64 %loop.index146.us148, 8
  %exitcond438.not.7 = icmp eq i64 %dest_shape.1256, %.420.us154.7
  br i1 %exitcond438.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us151, !llvm.loop !53

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us151, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us151.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block492, %vec.epilog.middle.block506, %middle.block537, %vec.epilog.middle.block552, %middle.block583, %vec.epilog.middle.block598, %middle.block626, %vec.epilog.middle.block640
  tail call void @NRT_decref(ptr %.52.fca.1.0.load)
  %xtraiter.i = and i64 %dest_shape.1256, 7
  %80 = icmp samesign ult i64 %dest_shape.1256, 8
  br i1 %80, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !54

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat1779 = add i64 %const1778, 24
  %unroll_iter.i = and i64 %dest_shape.1256, %const_mat1779
  %81 = add nsw i64 %dest_shape.1256, -8
  %82 = lshr i64 %81, 3
  %83 = add nuw nsw i64 %82, 1
  %xtraiter932 = and i64 %83, 3
  %84 = and i64 %81, 24
  %lcmp.mod933.not = icmp eq i64 %84, 24
  br i1 %lcmp.mod933.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !55

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv1540 = phi i64 [ %xtraiter932, %.89.endif.i.prol.preheader ], [ %lsr.iv.next1541, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !56
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i82.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i82.prol, align 8, !noalias !56
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !56
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !56
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !56
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !56
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !56
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !56
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next1541 = add i64 %lsr.iv1540, -1
  %prol.iter934.cmp.not = icmp eq i64 %lsr.iv.next1541, 0
  br i1 %prol.iter934.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !59, !llvm.loop !60

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %85 = icmp ult i64 %81, 24
  br i1 %85, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !61

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i100, label %.89.endif.epil.preheader.i, !prof !62

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %86 = shl i64 %epil.iter.i, 3
  %scevgep1539 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %86
  %.106.epil.i = load double, ptr %scevgep1539, align 8, !noalias !56
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i100, label %.89.endif.epil.i, !prof !63, !llvm.loop !64

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !56
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i82 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i82, align 8, !noalias !56
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !56
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !56
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !56
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !56
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !56
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !56
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !56
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i82.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i82.1, align 8, !noalias !56
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !56
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !56
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !56
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !56
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !56
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !56
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !56
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i82.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i82.2, align 8, !noalias !56
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !56
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !56
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !56
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !56
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !56
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !56
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !56
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i82.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i82.3, align 8, !noalias !56
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !56
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !56
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !56
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !56
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !56
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !56
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !66, !llvm.loop !67

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader995, %for.body.endif.endif.endif
  %loop.index146 = phi i64 [ %.420.7, %for.body.endif.endif.endif ], [ %loop.index146.unr, %for.body.endif.endif.endif.preheader995 ]
  %.382 = load double, ptr %arg.c.4, align 8
  %.391 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i81 = fmul double %.382, %.391
  %sunkaddr2034 = mul i64 %loop.index146, 8
  %sunkaddr2035 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2034
  store double %.6.i81, ptr %sunkaddr2035, align 8
  %.382.1 = load double, ptr %arg.c.4, align 8
  %.391.1 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i81.1 = fmul double %.382.1, %.391.1
  %sunkaddr2036 = mul i64 %loop.index146, 8
  %sunkaddr2037 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2036
  %sunkaddr2038 = getelementptr i8, ptr %sunkaddr2037, i64 8
  store double %.6.i81.1, ptr %sunkaddr2038, align 8
  %.382.2 = load double, ptr %arg.c.4, align 8
  %.391.2 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i81.2 = fmul double %.382.2, %.391.2
  %sunkaddr2039 = mul i64 %loop.index146, 8
  %sunkaddr2040 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2039
  %sunkaddr2041 = getelementptr i8, ptr %sunkaddr2040, i64 16
  store double %.6.i81.2, ptr %sunkaddr2041, align 8
  %.382.3 = load double, ptr %arg.c.4, align 8
  %.391.3 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i81.3 = fmul double %.382.3, %.391.3
  %sunkaddr2042 = mul i64 %loop.index146, 8
  %sunkaddr2043 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2042
  %sunkaddr2044 = getelementptr i8, ptr %sunkaddr2043, i64 24
  store double %.6.i81.3, ptr %sunkaddr2044, align 8
  %.382.4 = load double, ptr %arg.c.4, align 8
  %.391.4 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i81.4 = fmul double %.382.4, %.391.4
  %sunkaddr2045 = mul i64 %loop.index146, 8
  %sunkaddr2046 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2045
  %sunkaddr2047 = getelementptr i8, ptr %sunkaddr2046, i64 32
  store double %.6.i81.4, ptr %sunkaddr2047, align 8
  %.382.5 = load double, ptr %arg.c.4, align 8
  %.391.5 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i81.5 = fmul double %.382.5, %.391.5
  %sunkaddr2048 = mul i64 %loop.index146, 8
  %sunkaddr2049 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2048
  %sunkaddr2050 = getelementptr i8, ptr %sunkaddr2049, i64 40
  store double %.6.i81.5, ptr %sunkaddr2050, align 8
  %.382.6 = load double, ptr %arg.c.4, align 8
  %.391.6 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i81.6 = fmul double %.382.6, %.391.6
  %sunkaddr2051 = mul i64 %loop.index146, 8
  %sunkaddr2052 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2051
  %sunkaddr2053 = getelementptr i8, ptr %sunkaddr2052, i64 48
  store double %.6.i81.6, ptr %sunkaddr2053, align 8
  %.382.7 = load double, ptr %arg.c.4, align 8
  %.391.7 = load double, ptr %.52.fca.1.4.load, align 8
  %.6.i81.7 = fmul double %.382.7, %.391.7
  %sunkaddr2054 = mul i64 %loop.index146, 8
  %sunkaddr2055 = getelementptr i8, ptr %.6.i, i64 %sunkaddr2054
  %sunkaddr2056 = getelementptr i8, ptr %sunkaddr2055, i64 56
  store double %.6.i81.7, ptr %sunkaddr2056, align 8
  %.420.7 = add nuw nsw i64 %loop.index146, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1256, %.420.7
  br i1 %exitcond.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif, !llvm.loop !69

B128.i100:                                        ; preds = %.89.endif.epil.i, %for.end.thread198, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread198 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.523 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.52.fca.0.5.0.load.fr, i64 %.52.fca.0.5.1.load.fr)
  %.524 = extractvalue { i64, i1 } %.523, 0
  %.525 = extractvalue { i64, i1 } %.523, 1
  %.527 = shl i64 %.52.fca.0.5.0.load.fr, 3
  %87 = add i64 %.524, %const1785
  %.530 = icmp ult i64 %87, %const1784
  %.531 = or i1 %.525, %.530
  br i1 %.531, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !10

for.end.endif.endif.endif.if:                     ; preds = %B128.i100
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i100
  %.529 = shl nsw i64 %.524, 3
  %.7.i.i104 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.529, i32 32), !noalias !70
  %.8.i.i105 = icmp eq ptr %.7.i.i104, null
  br i1 %.8.i.i105, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !10

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i110 = getelementptr i8, ptr %.7.i.i104, i64 24
  %.6.i111 = load ptr, ptr %.5.i110, align 8
  %.609199 = icmp sgt i64 %.52.fca.0.5.1.load.fr, 0
  br i1 %.609199, label %for.cond.2.preheader.lr.ph, label %for.end.1

for.cond.2.preheader.lr.ph:                       ; preds = %for.end.endif.endif.endif.endif.endif
  %.612164 = icmp sgt i64 %.52.fca.0.5.0.load.fr, 0
  br i1 %.612164, label %for.cond.2.preheader.lr.ph.split.us, label %for.end.1

for.cond.2.preheader.lr.ph.split.us:              ; preds = %for.cond.2.preheader.lr.ph
  %.614.not = icmp eq i64 %.52.fca.0.5.0.load.fr, 1
  br i1 %.614.not, label %for.cond.2.preheader.lr.ph.split.us.split, label %for.cond.2.preheader.lr.ph.split.us.split.us

for.cond.2.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.2.preheader.lr.ph.split.us
  %88 = icmp eq i64 %.52.fca.0.5.1.load.fr, 1
  br i1 %88, label %iter.check439, label %for.cond.2.preheader.us.us.us.preheader

for.cond.2.preheader.us.us.us.preheader:          ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us
  %89 = ptrtoint ptr %.6.i111 to i64
  %90 = ptrtoint ptr %.52.fca.0.4.load to i64
  %const1772 = bitcast i64 9223372036854775776 to i64
  %91 = sub i64 %89, %90
  %min.iters.check645 = icmp ult i64 %.52.fca.0.5.0.load.fr, 4
  %diff.check644 = icmp ult i64 %91, 256
  %or.cond = select i1 %min.iters.check645, i1 true, i1 %diff.check644
  %n.vec652 = and i64 %.52.fca.0.5.0.load.fr, %const1772
  %const_mat1773 = add i64 %const1772, 28
  %n.vec668 = and i64 %.52.fca.0.5.0.load.fr, %const_mat1773
  %scevgep1479 = getelementptr i8, ptr %.6.i111, i64 192
  %92 = shl i64 %.52.fca.0.5.0.load.fr, 3
  %scevgep1489 = getelementptr i8, ptr %.52.fca.0.4.load, i64 192
  br label %iter.check647

iter.check647:                                    ; preds = %for.cond.2.preheader.us.us.us.preheader, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us
  %lsr.iv1502 = phi ptr [ %.52.fca.0.4.load, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep1503, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv1499 = phi ptr [ %.6.i111, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep1500, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv1490 = phi ptr [ %scevgep1489, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep1491, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv1480 = phi ptr [ %scevgep1479, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep1481, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %loop.index.1202.us.us.us = phi i64 [ %.664.us.us.us, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.2.preheader.us.us.us.preheader ]
  br i1 %or.cond, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check649

vector.main.loop.iter.check649:                   ; preds = %iter.check647
  %93 = icmp ult i64 %.52.fca.0.5.0.load.fr, 32
  br i1 %93, label %vec.epilog.ph666, label %vector.body653.preheader

vector.body653.preheader:                         ; preds = %vector.main.loop.iter.check649
  br label %vector.body653

vector.body653:                                   ; preds = %vector.body653.preheader, %vector.body653
  %index654 = phi i64 [ %index.next659, %vector.body653 ], [ 0, %vector.body653.preheader ]
  %94 = shl i64 %index654, 3
  %scevgep1497 = getelementptr i8, ptr %lsr.iv1490, i64 %94
  %scevgep1498 = getelementptr i8, ptr %scevgep1497, i64 -192
  %95 = shl i64 %index654, 3
  %scevgep1495 = getelementptr i8, ptr %lsr.iv1490, i64 %95
  %scevgep1496 = getelementptr i8, ptr %scevgep1495, i64 -128
  %96 = shl i64 %index654, 3
  %scevgep1493 = getelementptr i8, ptr %lsr.iv1490, i64 %96
  %scevgep1494 = getelementptr i8, ptr %scevgep1493, i64 -64
  %97 = shl i64 %index654, 3
  %scevgep1492 = getelementptr i8, ptr %lsr.iv1490, i64 %97
  %wide.load655 = load <8 x double>, ptr %scevgep1498, align 8
  %wide.load656 = load <8 x double>, ptr %scevgep1496, align 8
  %wide.load657 = load <8 x double>, ptr %scevgep1494, align 8
  %wide.load658 = load <8 x double>, ptr %scevgep1492, align 8
  %98 = fmul <8 x double> %wide.load655, %wide.load655
  %99 = fmul <8 x double> %wide.load656, %wide.load656
  %100 = fmul <8 x double> %wide.load657, %wide.load657
  %101 = fmul <8 x double> %wide.load658, %wide.load658
  %102 = fmul <8 x double> %98, %98
  %103 = fmul <8 x double> %99, %99
  %104 = fmul <8 x double> %100, %100
  %105 = fmul <8 x double> %101, %101
  %106 = shl i64 %index654, 3
  %scevgep1487 = getelementptr i8, ptr %lsr.iv1480, i64 %106
  %scevgep1488 = getelementptr i8, ptr %scevgep1487, i64 -192
  %107 = shl i64 %index654, 3
  %scevgep1485 = getelementptr i8, ptr %lsr.iv1480, i64 %107
  %scevgep1486 = getelementptr i8, ptr %scevgep1485, i64 -128
  %108 = shl i64 %index654, 3
  %scevgep1483 = getelementptr i8, ptr %lsr.iv1480, i64 %108
  %scevgep1484 = getelementptr i8, ptr %scevgep1483, i64 -64
  %109 = shl i64 %index654, 3
  %scevgep1482 = getelementptr i8, ptr %lsr.iv1480, i64 %109
  store <8 x double> %102, ptr %scevgep1488, align 8
  store <8 x double> %103, ptr %scevgep1486, align 8
  store <8 x double> %104, ptr %scevgep1484, align 8
  store <8 x double> %105, ptr %scevgep1482, align 8
  %index.next659 = add nuw i64 %index654, 32
  %110 = icmp eq i64 %n.vec652, %index.next659
  br i1 %110, label %middle.block660, label %vector.body653, !llvm.loop !77

middle.block660:                                  ; preds = %vector.body653
  %111 = icmp eq i64 %.52.fca.0.5.0.load.fr, %n.vec652
  br i1 %111, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %vec.epilog.iter.check664

vec.epilog.iter.check664:                         ; preds = %middle.block660
  %112 = and i64 %.52.fca.0.5.0.load.fr, 28
  %113 = icmp eq i64 %112, 0
  br i1 %113, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph666, !prof !22

vec.epilog.ph666:                                 ; preds = %vector.main.loop.iter.check649, %vec.epilog.iter.check664
  %vec.epilog.resume.val662 = phi i64 [ %n.vec652, %vec.epilog.iter.check664 ], [ 0, %vector.main.loop.iter.check649 ]
  br label %vec.epilog.vector.body669

vec.epilog.vector.body669:                        ; preds = %vec.epilog.vector.body669, %vec.epilog.ph666
  %index670 = phi i64 [ %vec.epilog.resume.val662, %vec.epilog.ph666 ], [ %index.next672, %vec.epilog.vector.body669 ]
  %114 = shl i64 %index670, 3
  %scevgep1504 = getelementptr i8, ptr %lsr.iv1502, i64 %114
  %wide.load671 = load <4 x double>, ptr %scevgep1504, align 8
  %115 = fmul <4 x double> %wide.load671, %wide.load671
  %116 = fmul <4 x double> %115, %115
  %117 = shl i64 %index670, 3
  %scevgep1501 = getelementptr i8, ptr %lsr.iv1499, i64 %117
  store <4 x double> %116, ptr %scevgep1501, align 8
  %index.next672 = add nuw i64 %index670, 4
  %118 = icmp eq i64 %n.vec668, %index.next672
  br i1 %118, label %vec.epilog.middle.block673, label %vec.epilog.vector.body669, !llvm.loop !78

vec.epilog.middle.block673:                       ; preds = %vec.epilog.vector.body669
  %119 = icmp eq i64 %.52.fca.0.5.0.load.fr, %n.vec668
  br i1 %119, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader

for.body.2.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check647, %vec.epilog.iter.check664, %vec.epilog.middle.block673
  %loop.index.2167.us.us.us.us.us.ph = phi i64 [ 0, %iter.check647 ], [ %n.vec652, %vec.epilog.iter.check664 ], [ %n.vec668, %vec.epilog.middle.block673 ]
  %120 = sub nsw i64 %.52.fca.0.5.0.load.fr, %loop.index.2167.us.us.us.us.us.ph
  %xtraiter935 = and i64 %120, 7
  %lcmp.mod936.not = icmp eq i64 %xtraiter935, 0
  br i1 %lcmp.mod936.not, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.2.endif.endif.endif.us.us.us.us.us.prol

for.body.2.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.2.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv1507 = phi i64 [ %xtraiter935, %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next1508, %for.body.2.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.2167.us.us.us.us.us.prol = phi i64 [ %.662.us.us.us.us.us.prol, %for.body.2.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.2167.us.us.us.us.us.ph, %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %121 = shl i64 %loop.index.2167.us.us.us.us.us.prol, 3
  %scevgep1506 = getelementptr i8, ptr %lsr.iv1502, i64 %121
  %.630.us.us.us.us.us.prol = load double, ptr %scevgep1506, align 8
  %.147.i.i.prol = fmul double %.630.us.us.us.us.us.prol, %.630.us.us.us.us.us.prol
  %.147.i.1.i.prol = fmul double %.147.i.i.prol, %.147.i.i.prol
  %122 = shl i64 %loop.index.2167.us.us.us.us.us.prol, 3
  %scevgep1505 = getelementptr i8, ptr %lsr.iv1499, i64 %122
  store double %.147.i.1.i.prol, ptr %scevgep1505, align 8
  %.662.us.us.us.us.us.prol = add nuw i64 %loop.index.2167.us.us.us.us.us.prol, 1
  %lsr.iv.next1508 = add nsw i64 %lsr.iv1507, -1
  %prol.iter937.cmp.not = icmp eq i64 %lsr.iv.next1508, 0
  br i1 %prol.iter937.cmp.not, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !79

for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.prol, %for.body.2.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.2167.us.us.us.us.us.unr = phi i64 [ %loop.index.2167.us.us.us.us.us.ph, %for.body.2.endif.endif.endif.us.us.us.us.us.preheader ], [ %.662.us.us.us.us.us.prol, %for.body.2.endif.endif.endif.us.us.us.us.us.prol ]
  %123 = sub nsw i64 %loop.index.2167.us.us.us.us.us.ph, %.52.fca.0.5.0.load.fr
  %124 = icmp ugt i64 %123, -8
  br i1 %124, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader988

for.body.2.endif.endif.endif.us.us.us.us.us.preheader988: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us.us.us.us.us

for.body.2.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.preheader988, %for.body.2.endif.endif.endif.us.us.us.us.us
  %loop.index.2167.us.us.us.us.us = phi i64 [ %.662.us.us.us.us.us.7, %for.body.2.endif.endif.endif.us.us.us.us.us ], [ %loop.index.2167.us.us.us.us.us.unr, %for.body.2.endif.endif.endif.us.us.us.us.us.preheader988 ]
  %125 = shl i64 %loop.index.2167.us.us.us.us.us, 3
  %scevgep1526 = getelementptr i8, ptr %lsr.iv1502, i64 %125
  %.630.us.us.us.us.us = load double, ptr %scevgep1526, align 8
  %.147.i.i = fmul double %.630.us.us.us.us.us, %.630.us.us.us.us.us
  %.147.i.1.i = fmul double %.147.i.i, %.147.i.i
  %126 = shl i64 %loop.index.2167.us.us.us.us.us, 3
  %scevgep1511 = getelementptr i8, ptr %lsr.iv1499, i64 %126
  store double %.147.i.1.i, ptr %scevgep1511, align 8
  %scevgep1527 = getelementptr i8, ptr %lsr.iv1502, i64 %126
  %scevgep1528 = getelementptr i8, ptr %scevgep1527, i64 8
  %.630.us.us.us.us.us.1 = load double, ptr %scevgep1528, align 8
  %.147.i.i.1 = fmul double %.630.us.us.us.us.us.1, %.630.us.us.us.us.us.1
  %.147.i.1.i.1 = fmul double %.147.i.i.1, %.147.i.i.1
  %127 = shl i64 %loop.index.2167.us.us.us.us.us, 3
  %scevgep1514 = getelementptr i8, ptr %lsr.iv1499, i64 %127
  %scevgep1515 = getelementptr i8, ptr %scevgep1514, i64 8
  store double %.147.i.1.i.1, ptr %scevgep1515, align 8
  %scevgep1529 = getelementptr i8, ptr %lsr.iv1502, i64 %127
  %scevgep1530 = getelementptr i8, ptr %scevgep1529, i64 16
  %.630.us.us.us.us.us.2 = load double, ptr %scevgep1530, align 8
  %.147.i.i.2 = fmul double %.630.us.us.us.us.us.2, %.630.us.us.us.us.us.2
  %.147.i.1.i.2 = fmul double %.147.i.i.2, %.147.i.i.2
  %128 = shl i64 %loop.index.2167.us.us.us.us.us, 3
  %scevgep1516 = getelementptr i8, ptr %lsr.iv1499, i64 %128
  %scevgep1517 = getelementptr i8, ptr %scevgep1516, i64 16
  store double %.147.i.1.i.2, ptr %scevgep1517, align 8
  %scevgep1531 = getelementptr i8, ptr %lsr.iv1502, i64 %128
  %scevgep1532 = getelementptr i8, ptr %scevgep1531, i64 24
  %.630.us.us.us.us.us.3 = load double, ptr %scevgep1532, align 8
  %.147.i.i.3 = fmul double %.630.us.us.us.us.us.3, %.630.us.us.us.us.us.3
  %.147.i.1.i.3 = fmul double %.147.i.i.3, %.147.i.i.3
  %129 = shl i64 %loop.index.2167.us.us.us.us.us, 3
  %scevgep1518 = getelementptr i8, ptr %lsr.iv1499, i64 %129
  %scevgep1519 = getelementptr i8, ptr %scevgep1518, i64 24
  store double %.147.i.1.i.3, ptr %scevgep1519, align 8
  %scevgep1533 = getelementptr i8, ptr %lsr.iv1502, i64 %129
  %scevgep1534 = getelementptr i8, ptr %scevgep1533, i64 32
  %.630.us.us.us.us.us.4 = load double, ptr %scevgep1534, align 8
  %.147.i.i.4 = fmul double %.630.us.us.us.us.us.4, %.630.us.us.us.us.us.4
  %.147.i.1.i.4 = fmul double %.147.i.i.4, %.147.i.i.4
  %130 = shl i64 %loop.index.2167.us.us.us.us.us, 3
  %scevgep1509 = getelementptr i8, ptr %lsr.iv1499, i64 %130
  %scevgep1510 = getelementptr i8, ptr %scevgep1509, i64 32
  store double %.147.i.1.i.4, ptr %scevgep1510, align 8
  %scevgep1535 = getelementptr i8, ptr %lsr.iv1502, i64 %130
  %scevgep1536 = getelementptr i8, ptr %scevgep1535, i64 40
  %.630.us.us.us.us.us.5 = load double, ptr %scevgep1536, align 8
  %.147.i.i.5 = fmul double %.630.us.us.us.us.us.5, %.630.us.us.us.us.us.5
  %.147.i.1.i.5 = fmul double %.147.i.i.5, %.147.i.i.5
  %131 = shl i64 %loop.index.2167.us.us.us.us.us, 3
  %scevgep1522 = getelementptr i8, ptr %lsr.iv1499, i64 %131
  %scevgep1523 = getelementptr i8, ptr %scevgep1522, i64 40
  store double %.147.i.1.i.5, ptr %scevgep1523, align 8
  %scevgep1537 = getelementptr i8, ptr %lsr.iv1502, i64 %131
  %scevgep1538 = getelementptr i8, ptr %scevgep1537, i64 48
  %.630.us.us.us.us.us.6 = load double, ptr %scevgep1538, align 8
  %.147.i.i.6 = fmul double %.630.us.us.us.us.us.6, %.630.us.us.us.us.us.6
  %.147.i.1.i.6 = fmul double %.147.i.i.6, %.147.i.i.6
  %132 = shl i64 %loop.index.2167.us.us.us.us.us, 3
  %scevgep1520 = getelementptr i8, ptr %lsr.iv1499, i64 %132
  %scevgep1521 = getelementptr i8, ptr %scevgep1520, i64 48
  store double %.147.i.1.i.6, ptr %scevgep1521, align 8
  %scevgep1524 = getelementptr i8, ptr %lsr.iv1502, i64 %132
  %scevgep1525 = getelementptr i8, ptr %scevgep1524, i64 56
  %.630.us.us.us.us.us.7 = load double, ptr %scevgep1525, align 8
  %.147.i.i.7 = fmul double %.630.us.us.us.us.us.7, %.630.us.us.us.us.us.7
  %.147.i.1.i.7 = fmul double %.147.i.i.7, %.147.i.i.7
  %133 = shl i64 %loop.index.2167.us.us.us.us.us, 3
  %scevgep1512 = getelementptr i8, ptr %lsr.iv1499, i64 %133
  %scevgep1513 = getelementptr i8, ptr %scevgep1512, i64 56
  store double %.147.i.1.i.7, ptr %scevgep1513, align 8
  %.662.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.2167.us.us.us.us.us, 8
  %exitcond447.not.7 = icmp eq i64 %.52.fca.0.5.0.load.fr, %.662.us.us.us.us.us.7
  br i1 %exitcond447.not.7, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %for.body.2.endif.endif.endif.us.us.us.us.us, !llvm.loop !80

for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us, %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block673, %middle.block660
  %.664.us.us.us = add nuw nsw i64 %loop.index.1202.us.us.us, 1
  %scevgep1481 = getelementptr i8, ptr %lsr.iv1480, i64 %92
  %scevgep1491 = getelementptr i8, ptr %lsr.iv1490, i64 %92
  %scevgep1500 = getelementptr i8, ptr %lsr.iv1499, i64 %92
  %scevgep1503 = getelementptr i8, ptr %lsr.iv1502, i64 %92
  %exitcond448.not = icmp eq i64 %.664.us.us.us, %.52.fca.0.5.1.load.fr
  br i1 %exitcond448.not, label %for.end.1, label %iter.check647

iter.check439:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us
  %134 = ptrtoint ptr %.6.i111 to i64
  %135 = ptrtoint ptr %.52.fca.0.4.load to i64
  %min.iters.check437 = icmp ult i64 %.52.fca.0.5.0.load.fr, 4
  %136 = sub i64 %134, %135
  %diff.check436 = icmp ult i64 %136, 256
  %or.cond902 = select i1 %min.iters.check437, i1 true, i1 %diff.check436
  br i1 %or.cond902, label %for.body.2.endif.endif.endif.us.us220.us.preheader, label %vector.main.loop.iter.check441

vector.main.loop.iter.check441:                   ; preds = %iter.check439
  %const1774 = bitcast i64 9223372036854775776 to i64
  %min.iters.check440 = icmp ult i64 %.52.fca.0.5.0.load.fr, 32
  br i1 %min.iters.check440, label %vec.epilog.ph458, label %vector.ph442

vector.ph442:                                     ; preds = %vector.main.loop.iter.check441
  %n.vec444 = and i64 %.52.fca.0.5.0.load.fr, %const1774
  br label %vector.body445

vector.body445:                                   ; preds = %vector.body445, %vector.ph442
  %index446 = phi i64 [ 0, %vector.ph442 ], [ %index.next451, %vector.body445 ]
  %sunkaddr2057 = mul i64 %index446, 8
  %sunkaddr2058 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2057
  %wide.load447 = load <8 x double>, ptr %sunkaddr2058, align 8
  %sunkaddr2059 = mul i64 %index446, 8
  %sunkaddr2060 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2059
  %sunkaddr2061 = getelementptr i8, ptr %sunkaddr2060, i64 64
  %wide.load448 = load <8 x double>, ptr %sunkaddr2061, align 8
  %sunkaddr2062 = mul i64 %index446, 8
  %sunkaddr2063 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2062
  %sunkaddr2064 = getelementptr i8, ptr %sunkaddr2063, i64 128
  %wide.load449 = load <8 x double>, ptr %sunkaddr2064, align 8
  %sunkaddr2065 = mul i64 %index446, 8
  %sunkaddr2066 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2065
  %sunkaddr2067 = getelementptr i8, ptr %sunkaddr2066, i64 192
  %wide.load450 = load <8 x double>, ptr %sunkaddr2067, align 8
  %137 = fmul <8 x double> %wide.load447, %wide.load447
  %138 = fmul <8 x double> %wide.load448, %wide.load448
  %139 = fmul <8 x double> %wide.load449, %wide.load449
  %140 = fmul <8 x double> %wide.load450, %wide.load450
  %141 = fmul <8 x double> %137, %137
  %142 = fmul <8 x double> %138, %138
  %143 = fmul <8 x double> %139, %139
  %144 = fmul <8 x double> %140, %140
  %sunkaddr2068 = mul i64 %index446, 8
  %sunkaddr2069 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2068
  store <8 x double> %141, ptr %sunkaddr2069, align 8
  %sunkaddr2070 = mul i64 %index446, 8
  %sunkaddr2071 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2070
  %sunkaddr2072 = getelementptr i8, ptr %sunkaddr2071, i64 64
  store <8 x double> %142, ptr %sunkaddr2072, align 8
  %sunkaddr2073 = mul i64 %index446, 8
  %sunkaddr2074 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2073
  %sunkaddr2075 = getelementptr i8, ptr %sunkaddr2074, i64 128
  store <8 x double> %143, ptr %sunkaddr2075, align 8
  %sunkaddr2076 = mul i64 %index446, 8
  %sunkaddr2077 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2076
  %sunkaddr2078 = getelementptr i8, ptr %sunkaddr2077, i64 192
  store <8 x double> %144, ptr %sunkaddr2078, align 8
  %index.next451 = add nuw i64 %index446, 32
  %145 = icmp eq i64 %n.vec444, %index.next451
  br i1 %145, label %middle.block452, label %vector.body445, !llvm.loop !81

middle.block452:                                  ; preds = %vector.body445
  %cmp.n453 = icmp eq i64 %.52.fca.0.5.0.load.fr, %n.vec444
  br i1 %cmp.n453, label %for.end.1, label %vec.epilog.iter.check456

vec.epilog.iter.check456:                         ; preds = %middle.block452
  %146 = and i64 %.52.fca.0.5.0.load.fr, 28
  %min.epilog.iters.check457 = icmp eq i64 %146, 0
  br i1 %min.epilog.iters.check457, label %for.body.2.endif.endif.endif.us.us220.us.preheader, label %vec.epilog.ph458, !prof !22

vec.epilog.ph458:                                 ; preds = %vector.main.loop.iter.check441, %vec.epilog.iter.check456
  %vec.epilog.resume.val454 = phi i64 [ %n.vec444, %vec.epilog.iter.check456 ], [ 0, %vector.main.loop.iter.check441 ]
  %const_mat1775 = add i64 %const1774, 28
  %n.vec460 = and i64 %.52.fca.0.5.0.load.fr, %const_mat1775
  br label %vec.epilog.vector.body461

vec.epilog.vector.body461:                        ; preds = %vec.epilog.vector.body461, %vec.epilog.ph458
  %index462 = phi i64 [ %vec.epilog.resume.val454, %vec.epilog.ph458 ], [ %index.next464, %vec.epilog.vector.body461 ]
  %147 = shl i64 %index462, 3
  %scevgep1462 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %147
  %wide.load463 = load <4 x double>, ptr %scevgep1462, align 8
  %148 = fmul <4 x double> %wide.load463, %wide.load463
  %149 = fmul <4 x double> %148, %148
  %150 = shl i64 %index462, 3
  %scevgep1461 = getelementptr i8, ptr %.6.i111, i64 %150
  store <4 x double> %149, ptr %scevgep1461, align 8
  %index.next464 = add nuw i64 %index462, 4
  %151 = icmp eq i64 %n.vec460, %index.next464
  br i1 %151, label %vec.epilog.middle.block465, label %vec.epilog.vector.body461, !llvm.loop !82

vec.epilog.middle.block465:                       ; preds = %vec.epilog.vector.body461
  %cmp.n466 = icmp eq i64 %.52.fca.0.5.0.load.fr, %n.vec460
  br i1 %cmp.n466, label %for.end.1, label %for.body.2.endif.endif.endif.us.us220.us.preheader

for.body.2.endif.endif.endif.us.us220.us.preheader: ; preds = %iter.check439, %vec.epilog.iter.check456, %vec.epilog.middle.block465
  %loop.index.2167.us.us217.us.ph = phi i64 [ 0, %iter.check439 ], [ %n.vec444, %vec.epilog.iter.check456 ], [ %n.vec460, %vec.epilog.middle.block465 ]
  %152 = sub nsw i64 %.52.fca.0.5.0.load.fr, %loop.index.2167.us.us217.us.ph
  %xtraiter938 = and i64 %152, 7
  %lcmp.mod939.not = icmp eq i64 %xtraiter938, 0
  br i1 %lcmp.mod939.not, label %for.body.2.endif.endif.endif.us.us220.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us220.us.prol.preheader

for.body.2.endif.endif.endif.us.us220.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.us.us220.us.preheader
  br label %for.body.2.endif.endif.endif.us.us220.us.prol

for.body.2.endif.endif.endif.us.us220.us.prol:    ; preds = %for.body.2.endif.endif.endif.us.us220.us.prol.preheader, %for.body.2.endif.endif.endif.us.us220.us.prol
  %lsr.iv1459 = phi i64 [ %xtraiter938, %for.body.2.endif.endif.endif.us.us220.us.prol.preheader ], [ %lsr.iv.next1460, %for.body.2.endif.endif.endif.us.us220.us.prol ]
  %loop.index.2167.us.us217.us.prol = phi i64 [ %.662.us.us223.us.prol, %for.body.2.endif.endif.endif.us.us220.us.prol ], [ %loop.index.2167.us.us217.us.ph, %for.body.2.endif.endif.endif.us.us220.us.prol.preheader ]
  %153 = shl i64 %loop.index.2167.us.us217.us.prol, 3
  %scevgep1458 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %153
  %.630.us.us218.us.prol = load double, ptr %scevgep1458, align 8
  %.147.i.i112.prol = fmul double %.630.us.us218.us.prol, %.630.us.us218.us.prol
  %.147.i.1.i113.prol = fmul double %.147.i.i112.prol, %.147.i.i112.prol
  %154 = shl i64 %loop.index.2167.us.us217.us.prol, 3
  %scevgep1457 = getelementptr i8, ptr %.6.i111, i64 %154
  store double %.147.i.1.i113.prol, ptr %scevgep1457, align 8
  %.662.us.us223.us.prol = add nuw i64 %loop.index.2167.us.us217.us.prol, 1
  %lsr.iv.next1460 = add nsw i64 %lsr.iv1459, -1
  %prol.iter940.cmp.not = icmp eq i64 %lsr.iv.next1460, 0
  br i1 %prol.iter940.cmp.not, label %for.body.2.endif.endif.endif.us.us220.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us220.us.prol, !llvm.loop !83

for.body.2.endif.endif.endif.us.us220.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.us.us220.us.prol, %for.body.2.endif.endif.endif.us.us220.us.preheader
  %loop.index.2167.us.us217.us.unr = phi i64 [ %loop.index.2167.us.us217.us.ph, %for.body.2.endif.endif.endif.us.us220.us.preheader ], [ %.662.us.us223.us.prol, %for.body.2.endif.endif.endif.us.us220.us.prol ]
  %155 = sub nsw i64 %loop.index.2167.us.us217.us.ph, %.52.fca.0.5.0.load.fr
  %156 = icmp ugt i64 %155, -8
  br i1 %156, label %for.end.1, label %for.body.2.endif.endif.endif.us.us220.us.preheader986

for.body.2.endif.endif.endif.us.us220.us.preheader986: ; preds = %for.body.2.endif.endif.endif.us.us220.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us.us220.us

for.body.2.endif.endif.endif.us.us220.us:         ; preds = %for.body.2.endif.endif.endif.us.us220.us.preheader986, %for.body.2.endif.endif.endif.us.us220.us
  %loop.index.2167.us.us217.us = phi i64 [ %.662.us.us223.us.7, %for.body.2.endif.endif.endif.us.us220.us ], [ %loop.index.2167.us.us217.us.unr, %for.body.2.endif.endif.endif.us.us220.us.preheader986 ]
  %sunkaddr2079 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2080 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2079
  %.630.us.us218.us = load double, ptr %sunkaddr2080, align 8
  %.147.i.i112 = fmul double %.630.us.us218.us, %.630.us.us218.us
  %.147.i.1.i113 = fmul double %.147.i.i112, %.147.i.i112
  %sunkaddr2081 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2082 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2081
  store double %.147.i.1.i113, ptr %sunkaddr2082, align 8
  %sunkaddr2083 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2084 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2083
  %sunkaddr2085 = getelementptr i8, ptr %sunkaddr2084, i64 8
  %.630.us.us218.us.1 = load double, ptr %sunkaddr2085, align 8
  %.147.i.i112.1 = fmul double %.630.us.us218.us.1, %.630.us.us218.us.1
  %.147.i.1.i113.1 = fmul double %.147.i.i112.1, %.147.i.i112.1
  %sunkaddr2086 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2087 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2086
  %sunkaddr2088 = getelementptr i8, ptr %sunkaddr2087, i64 8
  store double %.147.i.1.i113.1, ptr %sunkaddr2088, align 8
  %sunkaddr2089 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2090 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2089
  %sunkaddr2091 = getelementptr i8, ptr %sunkaddr2090, i64 16
  %.630.us.us218.us.2 = load double, ptr %sunkaddr2091, align 8
  %.147.i.i112.2 = fmul double %.630.us.us218.us.2, %.630.us.us218.us.2
  %.147.i.1.i113.2 = fmul double %.147.i.i112.2, %.147.i.i112.2
  %sunkaddr2092 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2093 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2092
  %sunkaddr2094 = getelementptr i8, ptr %sunkaddr2093, i64 16
  store double %.147.i.1.i113.2, ptr %sunkaddr2094, align 8
  %sunkaddr2095 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2096 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2095
  %sunkaddr2097 = getelementptr i8, ptr %sunkaddr2096, i64 24
  %.630.us.us218.us.3 = load double, ptr %sunkaddr2097, align 8
  %.147.i.i112.3 = fmul double %.630.us.us218.us.3, %.630.us.us218.us.3
  %.147.i.1.i113.3 = fmul double %.147.i.i112.3, %.147.i.i112.3
  %sunkaddr2098 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2099 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2098
  %sunkaddr2100 = getelementptr i8, ptr %sunkaddr2099, i64 24
  store double %.147.i.1.i113.3, ptr %sunkaddr2100, align 8
  %sunkaddr2101 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2102 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2101
  %sunkaddr2103 = getelementptr i8, ptr %sunkaddr2102, i64 32
  %.630.us.us218.us.4 = load double, ptr %sunkaddr2103, align 8
  %.147.i.i112.4 = fmul double %.630.us.us218.us.4, %.630.us.us218.us.4
  %.147.i.1.i113.4 = fmul double %.147.i.i112.4, %.147.i.i112.4
  %sunkaddr2104 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2105 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2104
  %sunkaddr2106 = getelementptr i8, ptr %sunkaddr2105, i64 32
  store double %.147.i.1.i113.4, ptr %sunkaddr2106, align 8
  %sunkaddr2107 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2108 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2107
  %sunkaddr2109 = getelementptr i8, ptr %sunkaddr2108, i64 40
  %.630.us.us218.us.5 = load double, ptr %sunkaddr2109, align 8
  %.147.i.i112.5 = fmul double %.630.us.us218.us.5, %.630.us.us218.us.5
  %.147.i.1.i113.5 = fmul double %.147.i.i112.5, %.147.i.i112.5
  %sunkaddr2110 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2111 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2110
  %sunkaddr2112 = getelementptr i8, ptr %sunkaddr2111, i64 40
  store double %.147.i.1.i113.5, ptr %sunkaddr2112, align 8
  %sunkaddr2113 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2114 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2113
  %sunkaddr2115 = getelementptr i8, ptr %sunkaddr2114, i64 48
  %.630.us.us218.us.6 = load double, ptr %sunkaddr2115, align 8
  %.147.i.i112.6 = fmul double %.630.us.us218.us.6, %.630.us.us218.us.6
  %.147.i.1.i113.6 = fmul double %.147.i.i112.6, %.147.i.i112.6
  %sunkaddr2116 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2117 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2116
  %sunkaddr2118 = getelementptr i8, ptr %sunkaddr2117, i64 48
  store double %.147.i.1.i113.6, ptr %sunkaddr2118, align 8
  %sunkaddr2119 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2120 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2119
  %sunkaddr2121 = getelementptr i8, ptr %sunkaddr2120, i64 56
  %.630.us.us218.us.7 = load double, ptr %sunkaddr2121, align 8
  %.147.i.i112.7 = fmul double %.630.us.us218.us.7, %.630.us.us218.us.7
  %.147.i.1.i113.7 = fmul double %.147.i.i112.7, %.147.i.i112.7
  %sunkaddr2122 = mul i64 %loop.index.2167.us.us217.us, 8
  %sunkaddr2123 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2122
  %sunkaddr2124 = getelementptr i8, ptr %sunkaddr2123, i64 56
  store double %.147.i.1.i113.7, ptr %sunkaddr2124, align 8
  %.662.us.us223.us.7 = add nuw nsw i64 %loop.index.2167.us.us217.us, 8
  %exitcond445.not.7 = icmp eq i64 %.52.fca.0.5.0.load.fr, %.662.us.us223.us.7
  br i1 %exitcond445.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.us.us220.us, !llvm.loop !84

for.cond.2.preheader.lr.ph.split.us.split:        ; preds = %for.cond.2.preheader.lr.ph.split.us
  %157 = icmp eq i64 %.52.fca.0.5.1.load.fr, 1
  br i1 %157, label %for.body.2.endif.endif.endif.us209, label %iter.check682

iter.check682:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split
  %158 = ptrtoint ptr %.6.i111 to i64
  %159 = ptrtoint ptr %.52.fca.0.4.load to i64
  %min.iters.check680 = icmp ult i64 %.52.fca.0.5.1.load.fr, 4
  %160 = sub i64 %158, %159
  %diff.check679 = icmp ult i64 %160, 256
  %or.cond903 = select i1 %min.iters.check680, i1 true, i1 %diff.check679
  br i1 %or.cond903, label %for.body.2.endif.endif.endif.us175.us.us.preheader, label %vector.main.loop.iter.check684

vector.main.loop.iter.check684:                   ; preds = %iter.check682
  %const1776 = bitcast i64 9223372036854775776 to i64
  %min.iters.check683 = icmp ult i64 %.52.fca.0.5.1.load.fr, 32
  br i1 %min.iters.check683, label %vec.epilog.ph701, label %vector.ph685

vector.ph685:                                     ; preds = %vector.main.loop.iter.check684
  %n.vec687 = and i64 %.52.fca.0.5.1.load.fr, %const1776
  br label %vector.body688

vector.body688:                                   ; preds = %vector.body688, %vector.ph685
  %index689 = phi i64 [ 0, %vector.ph685 ], [ %index.next694, %vector.body688 ]
  %sunkaddr2125 = mul i64 %index689, 8
  %sunkaddr2126 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2125
  %wide.load690 = load <8 x double>, ptr %sunkaddr2126, align 8
  %sunkaddr2127 = mul i64 %index689, 8
  %sunkaddr2128 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2127
  %sunkaddr2129 = getelementptr i8, ptr %sunkaddr2128, i64 64
  %wide.load691 = load <8 x double>, ptr %sunkaddr2129, align 8
  %sunkaddr2130 = mul i64 %index689, 8
  %sunkaddr2131 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2130
  %sunkaddr2132 = getelementptr i8, ptr %sunkaddr2131, i64 128
  %wide.load692 = load <8 x double>, ptr %sunkaddr2132, align 8
  %sunkaddr2133 = mul i64 %index689, 8
  %sunkaddr2134 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr2133
  %sunkaddr2135 = getelementptr i8, ptr %sunkaddr2134, i64 192
  %wide.load693 = load <8 x double>, ptr %sunkaddr2135, align 8
  %161 = fmul <8 x double> %wide.load690, %wide.load690
  %162 = fmul <8 x double> %wide.load691, %wide.load691
  %163 = fmul <8 x double> %wide.load692, %wide.load692
  %164 = fmul <8 x double> %wide.load693, %wide.load693
  %165 = fmul <8 x double> %161, %161
  %166 = fmul <8 x double> %162, %162
  %167 = fmul <8 x double> %163, %163
  %168 = fmul <8 x double> %164, %164
  %sunkaddr2136 = mul i64 %index689, 8
  %sunkaddr2137 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2136
  store <8 x double> %165, ptr %sunkaddr2137, align 8
  %sunkaddr2138 = mul i64 %index689, 8
  %sunkaddr2139 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2138
  %sunkaddr2140 = getelementptr i8, ptr %sunkaddr2139, i64 64
  store <8 x double> %166, ptr %sunkaddr2140, align 8
  %sunkaddr2141 = mul i64 %index689, 8
  %sunkaddr2142 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2141
  %sunkaddr2143 = getelementptr i8, ptr %sunkaddr2142, i64 128
  store <8 x double> %167, ptr %sunkaddr2143, align 8
  %sunkaddr2144 = mul i64 %index689, 8
  %sunkaddr2145 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2144
  %sunkaddr2146 = getelementptr i8, ptr %sunkaddr2145, i64 192
  store <8 x double> %168, ptr %sunkaddr2146, align 8
  %index.next694 = add nuw i64 %index689, 32
  %169 = icmp eq i64 %n.vec687, %index.next694
  br i1 %169, label %middle.block695, label %vector.body688, !llvm.loop !85

middle.block695:                                  ; preds = %vector.body688
  %cmp.n696 = icmp eq i64 %.52.fca.0.5.1.load.fr, %n.vec687
  br i1 %cmp.n696, label %for.end.1, label %vec.epilog.iter.check699

vec.epilog.iter.check699:                         ; preds = %middle.block695
  %170 = and i64 %.52.fca.0.5.1.load.fr, 28
  %min.epilog.iters.check700 = icmp eq i64 %170, 0
  br i1 %min.epilog.iters.check700, label %for.body.2.endif.endif.endif.us175.us.us.preheader, label %vec.epilog.ph701, !prof !22

vec.epilog.ph701:                                 ; preds = %vector.main.loop.iter.check684, %vec.epilog.iter.check699
  %vec.epilog.resume.val697 = phi i64 [ %n.vec687, %vec.epilog.iter.check699 ], [ 0, %vector.main.loop.iter.check684 ]
  %const_mat1777 = add i64 %const1776, 28
  %n.vec703 = and i64 %.52.fca.0.5.1.load.fr, %const_mat1777
  br label %vec.epilog.vector.body704

vec.epilog.vector.body704:                        ; preds = %vec.epilog.vector.body704, %vec.epilog.ph701
  %index705 = phi i64 [ %vec.epilog.resume.val697, %vec.epilog.ph701 ], [ %index.next707, %vec.epilog.vector.body704 ]
  %171 = shl i64 %index705, 3
  %scevgep1408 = getelementptr i8, ptr %.6.i111, i64 %171
  %172 = shl i64 %index705, 3
  %scevgep1407 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %172
  %wide.load706 = load <4 x double>, ptr %scevgep1407, align 8
  %173 = fmul <4 x double> %wide.load706, %wide.load706
  %174 = fmul <4 x double> %173, %173
  store <4 x double> %174, ptr %scevgep1408, align 8
  %index.next707 = add nuw i64 %index705, 4
  %175 = icmp eq i64 %n.vec703, %index.next707
  br i1 %175, label %vec.epilog.middle.block708, label %vec.epilog.vector.body704, !llvm.loop !86

vec.epilog.middle.block708:                       ; preds = %vec.epilog.vector.body704
  %cmp.n709 = icmp eq i64 %.52.fca.0.5.1.load.fr, %n.vec703
  br i1 %cmp.n709, label %for.end.1, label %for.body.2.endif.endif.endif.us175.us.us.preheader

for.body.2.endif.endif.endif.us175.us.us.preheader: ; preds = %vec.epilog.middle.block708, %vec.epilog.iter.check699, %iter.check682
  %loop.index.1202.us.us241.ph = phi i64 [ 0, %iter.check682 ], [ %n.vec687, %vec.epilog.iter.check699 ], [ %n.vec703, %vec.epilog.middle.block708 ]
  %176 = sub nsw i64 %.52.fca.0.5.1.load.fr, %loop.index.1202.us.us241.ph
  %xtraiter941 = and i64 %176, 7
  %lcmp.mod942.not = icmp eq i64 %xtraiter941, 0
  br i1 %lcmp.mod942.not, label %for.body.2.endif.endif.endif.us175.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us175.us.us.prol.preheader

for.body.2.endif.endif.endif.us175.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.us175.us.us.preheader
  %177 = mul i64 %.52.fca.0.5.0.load.fr, %loop.index.1202.us.us241.ph
  %178 = shl i64 %177, 3
  %179 = shl i64 %.52.fca.0.5.0.load.fr, 3
  %180 = sub i64 0, %xtraiter941
  br label %for.body.2.endif.endif.endif.us175.us.us.prol

for.body.2.endif.endif.endif.us175.us.us.prol:    ; preds = %for.body.2.endif.endif.endif.us175.us.us.prol.preheader, %for.body.2.endif.endif.endif.us175.us.us.prol
  %lsr.iv1403 = phi i64 [ %178, %for.body.2.endif.endif.endif.us175.us.us.prol.preheader ], [ %lsr.iv.next1404, %for.body.2.endif.endif.endif.us175.us.us.prol ]
  %lsr.iv1401 = phi i64 [ 0, %for.body.2.endif.endif.endif.us175.us.us.prol.preheader ], [ %lsr.iv.next1402, %for.body.2.endif.endif.endif.us175.us.us.prol ]
  %scevgep1406 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %lsr.iv1403
  %scevgep1405 = getelementptr i8, ptr %.6.i111, i64 %lsr.iv1403
  %.630.us183.us.us.prol = load double, ptr %scevgep1406, align 8
  %.147.i.i114.prol = fmul double %.630.us183.us.us.prol, %.630.us183.us.us.prol
  %.147.i.1.i115.prol = fmul double %.147.i.i114.prol, %.147.i.i114.prol
  store double %.147.i.1.i115.prol, ptr %scevgep1405, align 8
  %lsr.iv.next1402 = add nsw i64 %lsr.iv1401, -1
  %lsr.iv.next1404 = add i64 %lsr.iv1403, %179
  %prol.iter943.cmp.not = icmp eq i64 %180, %lsr.iv.next1402
  br i1 %prol.iter943.cmp.not, label %for.body.2.endif.endif.endif.us175.us.us.prol.loopexit.loopexit, label %for.body.2.endif.endif.endif.us175.us.us.prol, !llvm.loop !87

for.body.2.endif.endif.endif.us175.us.us.prol.loopexit.loopexit: ; preds = %for.body.2.endif.endif.endif.us175.us.us.prol
  %181 = sub i64 %loop.index.1202.us.us241.ph, %lsr.iv.next1402
  br label %for.body.2.endif.endif.endif.us175.us.us.prol.loopexit

for.body.2.endif.endif.endif.us175.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.us175.us.us.prol.loopexit.loopexit, %for.body.2.endif.endif.endif.us175.us.us.preheader
  %loop.index.1202.us.us241.unr = phi i64 [ %loop.index.1202.us.us241.ph, %for.body.2.endif.endif.endif.us175.us.us.preheader ], [ %181, %for.body.2.endif.endif.endif.us175.us.us.prol.loopexit.loopexit ]
  %182 = sub nsw i64 %loop.index.1202.us.us241.ph, %.52.fca.0.5.1.load.fr
  %183 = icmp ugt i64 %182, -8
  br i1 %183, label %for.end.1, label %for.body.2.endif.endif.endif.us175.us.us.preheader985

for.body.2.endif.endif.endif.us175.us.us.preheader985: ; preds = %for.body.2.endif.endif.endif.us175.us.us.prol.loopexit
  %184 = sub i64 %.52.fca.0.5.1.load.fr, %loop.index.1202.us.us241.unr
  %185 = mul i64 %.52.fca.0.5.0.load.fr, %loop.index.1202.us.us241.unr
  %186 = shl i64 %185, 3
  %187 = shl i64 %.52.fca.0.5.0.load.fr, 6
  %188 = shl i64 %.52.fca.0.5.0.load.fr, 3
  br label %for.body.2.endif.endif.endif.us175.us.us

for.body.2.endif.endif.endif.us175.us.us:         ; preds = %for.body.2.endif.endif.endif.us175.us.us.preheader985, %for.body.2.endif.endif.endif.us175.us.us
  %lsr.iv1383 = phi i64 [ %186, %for.body.2.endif.endif.endif.us175.us.us.preheader985 ], [ %lsr.iv.next1384, %for.body.2.endif.endif.endif.us175.us.us ]
  %lsr.iv1381 = phi i64 [ %184, %for.body.2.endif.endif.endif.us175.us.us.preheader985 ], [ %lsr.iv.next1382, %for.body.2.endif.endif.endif.us175.us.us ]
  %scevgep1385 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %lsr.iv1383
  %scevgep1386 = getelementptr i8, ptr %.6.i111, i64 %lsr.iv1383
  %.630.us183.us.us = load double, ptr %scevgep1385, align 8
  %.147.i.i114 = fmul double %.630.us183.us.us, %.630.us183.us.us
  %.147.i.1.i115 = fmul double %.147.i.i114, %.147.i.i114
  store double %.147.i.1.i115, ptr %scevgep1386, align 8
  %scevgep1387 = getelementptr i8, ptr %scevgep1385, i64 %188
  %sunkaddr2458 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2459 = getelementptr i8, ptr %scevgep1385, i64 %sunkaddr2458
  %.630.us183.us.us.1 = load double, ptr %sunkaddr2459, align 8
  %.147.i.i114.1 = fmul double %.630.us183.us.us.1, %.630.us183.us.us.1
  %.147.i.1.i115.1 = fmul double %.147.i.i114.1, %.147.i.i114.1
  %scevgep1394 = getelementptr i8, ptr %scevgep1386, i64 %188
  %sunkaddr2460 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2461 = getelementptr i8, ptr %scevgep1386, i64 %sunkaddr2460
  store double %.147.i.1.i115.1, ptr %sunkaddr2461, align 8
  %scevgep1388 = getelementptr i8, ptr %scevgep1387, i64 %188
  %sunkaddr2462 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2463 = getelementptr i8, ptr %scevgep1387, i64 %sunkaddr2462
  %.630.us183.us.us.2 = load double, ptr %sunkaddr2463, align 8
  %.147.i.i114.2 = fmul double %.630.us183.us.us.2, %.630.us183.us.us.2
  %.147.i.1.i115.2 = fmul double %.147.i.i114.2, %.147.i.i114.2
  %scevgep1395 = getelementptr i8, ptr %scevgep1394, i64 %188
  %sunkaddr2464 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2465 = getelementptr i8, ptr %scevgep1394, i64 %sunkaddr2464
  store double %.147.i.1.i115.2, ptr %sunkaddr2465, align 8
  %scevgep1389 = getelementptr i8, ptr %scevgep1388, i64 %188
  %sunkaddr2466 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2467 = getelementptr i8, ptr %scevgep1388, i64 %sunkaddr2466
  %.630.us183.us.us.3 = load double, ptr %sunkaddr2467, align 8
  %.147.i.i114.3 = fmul double %.630.us183.us.us.3, %.630.us183.us.us.3
  %.147.i.1.i115.3 = fmul double %.147.i.i114.3, %.147.i.i114.3
  %scevgep1396 = getelementptr i8, ptr %scevgep1395, i64 %188
  %sunkaddr2468 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2469 = getelementptr i8, ptr %scevgep1395, i64 %sunkaddr2468
  store double %.147.i.1.i115.3, ptr %sunkaddr2469, align 8
  %scevgep1390 = getelementptr i8, ptr %scevgep1389, i64 %188
  %sunkaddr2470 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2471 = getelementptr i8, ptr %scevgep1389, i64 %sunkaddr2470
  %.630.us183.us.us.4 = load double, ptr %sunkaddr2471, align 8
  %.147.i.i114.4 = fmul double %.630.us183.us.us.4, %.630.us183.us.us.4
  %.147.i.1.i115.4 = fmul double %.147.i.i114.4, %.147.i.i114.4
  %scevgep1397 = getelementptr i8, ptr %scevgep1396, i64 %188
  %sunkaddr2472 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2473 = getelementptr i8, ptr %scevgep1396, i64 %sunkaddr2472
  store double %.147.i.1.i115.4, ptr %sunkaddr2473, align 8
  %scevgep1391 = getelementptr i8, ptr %scevgep1390, i64 %188
  %sunkaddr2474 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2475 = getelementptr i8, ptr %scevgep1390, i64 %sunkaddr2474
  %.630.us183.us.us.5 = load double, ptr %sunkaddr2475, align 8
  %.147.i.i114.5 = fmul double %.630.us183.us.us.5, %.630.us183.us.us.5
  %.147.i.1.i115.5 = fmul double %.147.i.i114.5, %.147.i.i114.5
  %scevgep1398 = getelementptr i8, ptr %scevgep1397, i64 %188
  %sunkaddr2476 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2477 = getelementptr i8, ptr %scevgep1397, i64 %sunkaddr2476
  store double %.147.i.1.i115.5, ptr %sunkaddr2477, align 8
  %scevgep1392 = getelementptr i8, ptr %scevgep1391, i64 %188
  %sunkaddr2478 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2479 = getelementptr i8, ptr %scevgep1391, i64 %sunkaddr2478
  %.630.us183.us.us.6 = load double, ptr %sunkaddr2479, align 8
  %.147.i.i114.6 = fmul double %.630.us183.us.us.6, %.630.us183.us.us.6
  %.147.i.1.i115.6 = fmul double %.147.i.i114.6, %.147.i.i114.6
  %scevgep1399 = getelementptr i8, ptr %scevgep1398, i64 %188
  %sunkaddr2480 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2481 = getelementptr i8, ptr %scevgep1398, i64 %sunkaddr2480
  store double %.147.i.1.i115.6, ptr %sunkaddr2481, align 8
  %sunkaddr2147 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2148 = getelementptr i8, ptr %scevgep1392, i64 %sunkaddr2147
  %.630.us183.us.us.7 = load double, ptr %sunkaddr2148, align 8
  %.147.i.i114.7 = fmul double %.630.us183.us.us.7, %.630.us183.us.us.7
  %.147.i.1.i115.7 = fmul double %.147.i.i114.7, %.147.i.i114.7
  %sunkaddr2149 = mul i64 %.52.fca.0.5.0.load.fr, 8
  %sunkaddr2150 = getelementptr i8, ptr %scevgep1399, i64 %sunkaddr2149
  store double %.147.i.1.i115.7, ptr %sunkaddr2150, align 8
  %lsr.iv.next1382 = add i64 %lsr.iv1381, -8
  %lsr.iv.next1384 = add i64 %lsr.iv1383, %187
  %exitcond444.not.7 = icmp eq i64 %lsr.iv.next1382, 0
  br i1 %exitcond444.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.us175.us.us, !llvm.loop !88

for.body.2.endif.endif.endif.us209:               ; preds = %for.cond.2.preheader.lr.ph.split.us.split
  %.630.us207 = load double, ptr %.52.fca.0.4.load, align 8
  %.147.i.i116 = fmul double %.630.us207, %.630.us207
  %.147.i.1.i117 = fmul double %.147.i.i116, %.147.i.i116
  store double %.147.i.1.i117, ptr %.6.i111, align 8
  br label %for.end.1

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.1:                                        ; preds = %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, %for.body.2.endif.endif.endif.us.us220.us, %for.body.2.endif.endif.endif.us175.us.us, %for.body.2.endif.endif.endif.us.us220.us.prol.loopexit, %for.body.2.endif.endif.endif.us175.us.us.prol.loopexit, %vec.epilog.middle.block465, %middle.block452, %middle.block695, %vec.epilog.middle.block708, %for.body.2.endif.endif.endif.us209, %for.cond.2.preheader.lr.ph, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.52.fca.0.0.load)
  store double 0.000000e+00, ptr %.671, align 8
  %.679 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.671, ptr nonnull %excinfo.10, ptr nonnull %.7.i.i104, ptr null, i64 %.524, i64 8, ptr %.6.i111, i64 %.52.fca.0.5.0.load.fr, i64 %.52.fca.0.5.1.load.fr, i64 8, i64 %.527)
  %cond215 = icmp eq i32 %.679, 0
  br i1 %cond215, label %B128.i134, label %for.end.1.if.if, !prof !0

B128.i134:                                        ; preds = %for.end.1
  %.689 = load double, ptr %.671, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i104)
  %.704 = fadd double %.72.0.lcssa.i, %.689
  %.101.not.i135.1 = icmp eq i64 %.52.fca.2.5.1.load.fr, 1
  br i1 %.101.not.i135.1, label %for.end.1.endif.endif.endif.endif.endif, label %B90.i145

for.end.1.if.if:                                  ; preds = %for.end.1
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

B90.i145:                                         ; preds = %B128.i134
  %.71.i146 = icmp ne i64 %arg.c.5.0.fr, %.52.fca.2.5.1.load.fr
  %.76.i147 = icmp ne i64 %arg.c.5.0.fr, 1
  %or.cond.i148 = and i1 %.76.i147, %.71.i146
  br i1 %or.cond.i148, label %for.end.1.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif

for.end.1.endif.endif.endif.endif.if:             ; preds = %B90.i145
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif:          ; preds = %B128.i134, %B90.i145
  %dest_shape.2137.sroa.5.1 = phi i64 [ %.52.fca.2.5.1.load.fr, %B90.i145 ], [ %arg.c.5.0.fr, %B128.i134 ]
  %.821 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.52.fca.2.5.0.load.fr, i64 %dest_shape.2137.sroa.5.1)
  %.822 = extractvalue { i64, i1 } %.821, 0
  %.823 = extractvalue { i64, i1 } %.821, 1
  %.825 = shl i64 %dest_shape.2137.sroa.5.1, 3
  %189 = add i64 %.822, %const1785
  %.828 = icmp ult i64 %189, %const1784
  %.829 = or i1 %.823, %.828
  br i1 %.829, label %for.end.1.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif.endif, !prof !10

for.end.1.endif.endif.endif.endif.endif.if:       ; preds = %for.end.1.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.1.endif.endif.endif.endif.endif
  %.827 = shl nsw i64 %.822, 3
  %.7.i.i158 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.827, i32 32), !noalias !89
  %.8.i.i159 = icmp eq ptr %.7.i.i158, null
  br i1 %.8.i.i159, label %for.end.1.endif.endif.endif.endif.endif.endif.if.if, label %for.end.1.endif.endif.endif.endif.endif.endif.endif, !prof !10

for.end.1.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  %.5.i164 = getelementptr i8, ptr %.7.i.i158, i64 24
  %.6.i165 = load ptr, ptr %.5.i164, align 8
  %.910306 = icmp sgt i64 %.52.fca.2.5.0.load.fr, 0
  br i1 %.910306, label %for.cond.4.preheader.lr.ph, label %for.end.3

for.cond.4.preheader.lr.ph:                       ; preds = %for.end.1.endif.endif.endif.endif.endif.endif.endif
  %.913249 = icmp sgt i64 %dest_shape.2137.sroa.5.1, 0
  br i1 %.913249, label %for.cond.4.preheader.lr.ph.split.us, label %for.end.3

for.cond.4.preheader.lr.ph.split.us:              ; preds = %for.cond.4.preheader.lr.ph
  %.915.not = icmp eq i64 %.52.fca.2.5.0.load.fr, 1
  br i1 %.915.not, label %for.cond.4.preheader.lr.ph.split.us.split, label %for.cond.4.preheader.lr.ph.split.us.split.us

for.cond.4.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.4.preheader.lr.ph.split.us
  %190 = icmp ugt i64 %.52.fca.2.5.1.load.fr, 1
  br i1 %190, label %for.cond.4.preheader.lr.ph.split.us.split.us.split.us, label %for.cond.4.preheader.lr.ph.split.us.split.us.split

for.cond.4.preheader.lr.ph.split.us.split.us.split.us: ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us
  %191 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %191, label %iter.check868.preheader, label %iter.check818.preheader

iter.check818.preheader:                          ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us.split.us
  %const1760 = bitcast i64 9223372036854775776 to i64
  %192 = add nsw i64 %dest_shape.2137.sroa.5.1, -1
  %xtraiter950 = and i64 %dest_shape.2137.sroa.5.1, 7
  %const_mat1761 = add i64 %const1760, 24
  %unroll_iter = and i64 %dest_shape.2137.sroa.5.1, %const_mat1761
  %scevgep1257 = getelementptr i8, ptr %.6.i165, i64 56
  %193 = shl i64 %dest_shape.2137.sroa.5.1, 3
  %194 = shl i64 %.52.fca.2.5.0.load.fr, 6
  %195 = shl i64 %.52.fca.2.5.0.load.fr, 3
  %196 = shl i64 %.52.fca.2.5.0.load.fr, 3
  br label %iter.check818

iter.check868.preheader:                          ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us.split.us
  %const1762 = bitcast i64 9223372036854775776 to i64
  %197 = add nsw i64 %dest_shape.2137.sroa.5.1, -1
  %xtraiter953 = and i64 %dest_shape.2137.sroa.5.1, 7
  %const_mat1763 = add i64 %const1762, 24
  %unroll_iter957 = and i64 %dest_shape.2137.sroa.5.1, %const_mat1763
  %scevgep1219 = getelementptr i8, ptr %.6.i165, i64 56
  %198 = shl i64 %dest_shape.2137.sroa.5.1, 3
  %199 = shl i64 %.52.fca.2.5.0.load.fr, 6
  %200 = shl i64 %.52.fca.2.5.0.load.fr, 3
  %201 = shl i64 %.52.fca.2.5.0.load.fr, 3
  br label %iter.check868

iter.check868:                                    ; preds = %iter.check868.preheader, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us
  %lsr.iv1248 = phi ptr [ %.6.i165, %iter.check868.preheader ], [ %scevgep1249, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1237 = phi ptr [ %.52.fca.2.4.load, %iter.check868.preheader ], [ %scevgep1238, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1220 = phi ptr [ %scevgep1219, %iter.check868.preheader ], [ %scevgep1221, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %loop.index.3310.us.us.us.us = phi i64 [ %.974.us.us.us.us, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us ], [ 0, %iter.check868.preheader ]
  %202 = icmp ult i64 %197, 7
  br i1 %202, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader: ; preds = %iter.check868
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us

for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us
  %lsr.iv1239 = phi ptr [ %lsr.iv1237, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader ], [ %scevgep1240, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us ]
  %loop.index.4253.us.us.us.us.us.us.us = phi i64 [ %.972.us.us.us.us.us.us.us.7, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us ], [ 0, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader ]
  %.931.us.us.us.us.us.us.us = load double, ptr %lsr.iv1239, align 8
  %sunkaddr2151 = mul i64 %loop.index.4253.us.us.us.us.us.us.us, 8
  %sunkaddr2152 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2151
  %.940.us.us.us.us.us.us.us = load double, ptr %sunkaddr2152, align 8
  %.147.i.i166 = fmul double %.931.us.us.us.us.us.us.us, %.931.us.us.us.us.us.us.us
  %.147.i.1.i167 = fmul double %.147.i.i166, %.147.i.i166
  %.32.i = fmul double %.940.us.us.us.us.us.us.us, %.147.i.1.i167
  %203 = shl i64 %loop.index.4253.us.us.us.us.us.us.us, 3
  %scevgep1235 = getelementptr i8, ptr %lsr.iv1220, i64 %203
  %scevgep1236 = getelementptr i8, ptr %scevgep1235, i64 -56
  store double %.32.i, ptr %scevgep1236, align 8
  %scevgep1241 = getelementptr i8, ptr %lsr.iv1239, i64 %200
  %sunkaddr2482 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2483 = getelementptr i8, ptr %lsr.iv1239, i64 %sunkaddr2482
  %.931.us.us.us.us.us.us.us.1 = load double, ptr %sunkaddr2483, align 8
  %sunkaddr2153 = mul i64 %loop.index.4253.us.us.us.us.us.us.us, 8
  %sunkaddr2154 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2153
  %sunkaddr2155 = getelementptr i8, ptr %sunkaddr2154, i64 8
  %.940.us.us.us.us.us.us.us.1 = load double, ptr %sunkaddr2155, align 8
  %.147.i.i166.1 = fmul double %.931.us.us.us.us.us.us.us.1, %.931.us.us.us.us.us.us.us.1
  %.147.i.1.i167.1 = fmul double %.147.i.i166.1, %.147.i.i166.1
  %.32.i.1 = fmul double %.940.us.us.us.us.us.us.us.1, %.147.i.1.i167.1
  %204 = shl i64 %loop.index.4253.us.us.us.us.us.us.us, 3
  %scevgep1233 = getelementptr i8, ptr %lsr.iv1220, i64 %204
  %scevgep1234 = getelementptr i8, ptr %scevgep1233, i64 -48
  store double %.32.i.1, ptr %scevgep1234, align 8
  %scevgep1242 = getelementptr i8, ptr %scevgep1241, i64 %200
  %sunkaddr2484 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2485 = getelementptr i8, ptr %scevgep1241, i64 %sunkaddr2484
  %.931.us.us.us.us.us.us.us.2 = load double, ptr %sunkaddr2485, align 8
  %sunkaddr2156 = mul i64 %loop.index.4253.us.us.us.us.us.us.us, 8
  %sunkaddr2157 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2156
  %sunkaddr2158 = getelementptr i8, ptr %sunkaddr2157, i64 16
  %.940.us.us.us.us.us.us.us.2 = load double, ptr %sunkaddr2158, align 8
  %.147.i.i166.2 = fmul double %.931.us.us.us.us.us.us.us.2, %.931.us.us.us.us.us.us.us.2
  %.147.i.1.i167.2 = fmul double %.147.i.i166.2, %.147.i.i166.2
  %.32.i.2 = fmul double %.940.us.us.us.us.us.us.us.2, %.147.i.1.i167.2
  %205 = shl i64 %loop.index.4253.us.us.us.us.us.us.us, 3
  %scevgep1231 = getelementptr i8, ptr %lsr.iv1220, i64 %205
  %scevgep1232 = getelementptr i8, ptr %scevgep1231, i64 -40
  store double %.32.i.2, ptr %scevgep1232, align 8
  %scevgep1243 = getelementptr i8, ptr %scevgep1242, i64 %200
  %sunkaddr2486 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2487 = getelementptr i8, ptr %scevgep1242, i64 %sunkaddr2486
  %.931.us.us.us.us.us.us.us.3 = load double, ptr %sunkaddr2487, align 8
  %sunkaddr2159 = mul i64 %loop.index.4253.us.us.us.us.us.us.us, 8
  %sunkaddr2160 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2159
  %sunkaddr2161 = getelementptr i8, ptr %sunkaddr2160, i64 24
  %.940.us.us.us.us.us.us.us.3 = load double, ptr %sunkaddr2161, align 8
  %.147.i.i166.3 = fmul double %.931.us.us.us.us.us.us.us.3, %.931.us.us.us.us.us.us.us.3
  %.147.i.1.i167.3 = fmul double %.147.i.i166.3, %.147.i.i166.3
  %.32.i.3 = fmul double %.940.us.us.us.us.us.us.us.3, %.147.i.1.i167.3
  %206 = shl i64 %loop.index.4253.us.us.us.us.us.us.us, 3
  %scevgep1229 = getelementptr i8, ptr %lsr.iv1220, i64 %206
  %scevgep1230 = getelementptr i8, ptr %scevgep1229, i64 -32
  store double %.32.i.3, ptr %scevgep1230, align 8
  %scevgep1244 = getelementptr i8, ptr %scevgep1243, i64 %200
  %sunkaddr2488 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2489 = getelementptr i8, ptr %scevgep1243, i64 %sunkaddr2488
  %.931.us.us.us.us.us.us.us.4 = load double, ptr %sunkaddr2489, align 8
  %sunkaddr2162 = mul i64 %loop.index.4253.us.us.us.us.us.us.us, 8
  %sunkaddr2163 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2162
  %sunkaddr2164 = getelementptr i8, ptr %sunkaddr2163, i64 32
  %.940.us.us.us.us.us.us.us.4 = load double, ptr %sunkaddr2164, align 8
  %.147.i.i166.4 = fmul double %.931.us.us.us.us.us.us.us.4, %.931.us.us.us.us.us.us.us.4
  %.147.i.1.i167.4 = fmul double %.147.i.i166.4, %.147.i.i166.4
  %.32.i.4 = fmul double %.940.us.us.us.us.us.us.us.4, %.147.i.1.i167.4
  %207 = shl i64 %loop.index.4253.us.us.us.us.us.us.us, 3
  %scevgep1227 = getelementptr i8, ptr %lsr.iv1220, i64 %207
  %scevgep1228 = getelementptr i8, ptr %scevgep1227, i64 -24
  store double %.32.i.4, ptr %scevgep1228, align 8
  %scevgep1245 = getelementptr i8, ptr %scevgep1244, i64 %200
  %sunkaddr2490 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2491 = getelementptr i8, ptr %scevgep1244, i64 %sunkaddr2490
  %.931.us.us.us.us.us.us.us.5 = load double, ptr %sunkaddr2491, align 8
  %sunkaddr2165 = mul i64 %loop.index.4253.us.us.us.us.us.us.us, 8
  %sunkaddr2166 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2165
  %sunkaddr2167 = getelementptr i8, ptr %sunkaddr2166, i64 40
  %.940.us.us.us.us.us.us.us.5 = load double, ptr %sunkaddr2167, align 8
  %.147.i.i166.5 = fmul double %.931.us.us.us.us.us.us.us.5, %.931.us.us.us.us.us.us.us.5
  %.147.i.1.i167.5 = fmul double %.147.i.i166.5, %.147.i.i166.5
  %.32.i.5 = fmul double %.940.us.us.us.us.us.us.us.5, %.147.i.1.i167.5
  %208 = shl i64 %loop.index.4253.us.us.us.us.us.us.us, 3
  %scevgep1225 = getelementptr i8, ptr %lsr.iv1220, i64 %208
  %scevgep1226 = getelementptr i8, ptr %scevgep1225, i64 -16
  store double %.32.i.5, ptr %scevgep1226, align 8
  %scevgep1246 = getelementptr i8, ptr %scevgep1245, i64 %200
  %sunkaddr2492 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2493 = getelementptr i8, ptr %scevgep1245, i64 %sunkaddr2492
  %.931.us.us.us.us.us.us.us.6 = load double, ptr %sunkaddr2493, align 8
  %sunkaddr2168 = mul i64 %loop.index.4253.us.us.us.us.us.us.us, 8
  %sunkaddr2169 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2168
  %sunkaddr2170 = getelementptr i8, ptr %sunkaddr2169, i64 48
  %.940.us.us.us.us.us.us.us.6 = load double, ptr %sunkaddr2170, align 8
  %.147.i.i166.6 = fmul double %.931.us.us.us.us.us.us.us.6, %.931.us.us.us.us.us.us.us.6
  %.147.i.1.i167.6 = fmul double %.147.i.i166.6, %.147.i.i166.6
  %.32.i.6 = fmul double %.940.us.us.us.us.us.us.us.6, %.147.i.1.i167.6
  %209 = shl i64 %loop.index.4253.us.us.us.us.us.us.us, 3
  %scevgep1223 = getelementptr i8, ptr %lsr.iv1220, i64 %209
  %scevgep1224 = getelementptr i8, ptr %scevgep1223, i64 -8
  store double %.32.i.6, ptr %scevgep1224, align 8
  %sunkaddr2171 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2172 = getelementptr i8, ptr %scevgep1246, i64 %sunkaddr2171
  %.931.us.us.us.us.us.us.us.7 = load double, ptr %sunkaddr2172, align 8
  %sunkaddr2173 = mul i64 %loop.index.4253.us.us.us.us.us.us.us, 8
  %sunkaddr2174 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2173
  %sunkaddr2175 = getelementptr i8, ptr %sunkaddr2174, i64 56
  %.940.us.us.us.us.us.us.us.7 = load double, ptr %sunkaddr2175, align 8
  %.147.i.i166.7 = fmul double %.931.us.us.us.us.us.us.us.7, %.931.us.us.us.us.us.us.us.7
  %.147.i.1.i167.7 = fmul double %.147.i.i166.7, %.147.i.i166.7
  %.32.i.7 = fmul double %.940.us.us.us.us.us.us.us.7, %.147.i.1.i167.7
  %210 = shl i64 %loop.index.4253.us.us.us.us.us.us.us, 3
  %scevgep1222 = getelementptr i8, ptr %lsr.iv1220, i64 %210
  store double %.32.i.7, ptr %scevgep1222, align 8
  %.972.us.us.us.us.us.us.us.7 = add nuw i64 %loop.index.4253.us.us.us.us.us.us.us, 8
  %scevgep1240 = getelementptr i8, ptr %lsr.iv1239, i64 %199
  %niter958.ncmp.7 = icmp eq i64 %unroll_iter957, %.972.us.us.us.us.us.us.us.7
  br i1 %niter958.ncmp.7, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us, !llvm.loop !96

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us
  %211 = icmp eq i64 %xtraiter953, 0
  br i1 %211, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader: ; preds = %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa, %iter.check868
  %loop.index.4253.us.us.us.us.us.us.us.epil.init = phi i64 [ 0, %iter.check868 ], [ %.972.us.us.us.us.us.us.us.7, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa ]
  %212 = shl i64 %loop.index.4253.us.us.us.us.us.us.us.epil.init, 3
  %scevgep1250 = getelementptr i8, ptr %lsr.iv1248, i64 %212
  %scevgep1252 = getelementptr i8, ptr %arg.c.4, i64 %212
  %213 = mul i64 %201, %loop.index.4253.us.us.us.us.us.us.us.epil.init
  %scevgep1254 = getelementptr i8, ptr %lsr.iv1237, i64 %213
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil

for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader
  %lsr.iv1255 = phi ptr [ %scevgep1256, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil ], [ %scevgep1254, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader ]
  %epil.iter954 = phi i64 [ 0, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader ], [ %epil.iter954.next, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil ]
  %.931.us.us.us.us.us.us.us.epil = load double, ptr %lsr.iv1255, align 8
  %214 = shl nuw nsw i64 %epil.iter954, 3
  %scevgep1253 = getelementptr i8, ptr %scevgep1252, i64 %214
  %.940.us.us.us.us.us.us.us.epil = load double, ptr %scevgep1253, align 8
  %.147.i.i166.epil = fmul double %.931.us.us.us.us.us.us.us.epil, %.931.us.us.us.us.us.us.us.epil
  %.147.i.1.i167.epil = fmul double %.147.i.i166.epil, %.147.i.i166.epil
  %.32.i.epil = fmul double %.940.us.us.us.us.us.us.us.epil, %.147.i.1.i167.epil
  %215 = shl nuw nsw i64 %epil.iter954, 3
  %scevgep1251 = getelementptr i8, ptr %scevgep1250, i64 %215
  store double %.32.i.epil, ptr %scevgep1251, align 8
  %epil.iter954.next = add i64 %epil.iter954, 1
  %scevgep1256 = getelementptr i8, ptr %lsr.iv1255, i64 %201
  %epil.iter954.cmp.not = icmp eq i64 %xtraiter953, %epil.iter954.next
  br i1 %epil.iter954.cmp.not, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, !llvm.loop !97

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa
  %.974.us.us.us.us = add nuw nsw i64 %loop.index.3310.us.us.us.us, 1
  %scevgep1221 = getelementptr i8, ptr %lsr.iv1220, i64 %198
  %scevgep1238 = getelementptr i8, ptr %lsr.iv1237, i64 8
  %scevgep1249 = getelementptr i8, ptr %lsr.iv1248, i64 %198
  %exitcond464.not = icmp eq i64 %.974.us.us.us.us, %.52.fca.2.5.0.load.fr
  br i1 %exitcond464.not, label %for.end.3, label %iter.check868

iter.check818:                                    ; preds = %iter.check818.preheader, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split
  %lsr.iv1286 = phi ptr [ %.6.i165, %iter.check818.preheader ], [ %scevgep1287, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split ]
  %lsr.iv1275 = phi ptr [ %.52.fca.2.4.load, %iter.check818.preheader ], [ %scevgep1276, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split ]
  %lsr.iv1258 = phi ptr [ %scevgep1257, %iter.check818.preheader ], [ %scevgep1259, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split ]
  %loop.index.3310.us.us.us = phi i64 [ %.974.us.us.us, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split ], [ 0, %iter.check818.preheader ]
  %216 = icmp ult i64 %192, 7
  br i1 %216, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check818
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us.us

for.body.4.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.preheader, %for.body.4.endif.endif.endif.endif.us.us.us.us.us
  %lsr.iv1277 = phi ptr [ %lsr.iv1275, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %scevgep1278, %for.body.4.endif.endif.endif.endif.us.us.us.us.us ]
  %loop.index.4253.us.us.us.us.us = phi i64 [ %.972.us.us.us.us.us.7, %for.body.4.endif.endif.endif.endif.us.us.us.us.us ], [ 0, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.preheader ]
  %.931.us.us.us.us.us = load double, ptr %lsr.iv1277, align 8
  %.940.us.us.us.us.us = load double, ptr %arg.c.4, align 8
  %.147.i.i168 = fmul double %.931.us.us.us.us.us, %.931.us.us.us.us.us
  %.147.i.1.i169 = fmul double %.147.i.i168, %.147.i.i168
  %.32.i170 = fmul double %.940.us.us.us.us.us, %.147.i.1.i169
  %217 = shl i64 %loop.index.4253.us.us.us.us.us, 3
  %scevgep1273 = getelementptr i8, ptr %lsr.iv1258, i64 %217
  %scevgep1274 = getelementptr i8, ptr %scevgep1273, i64 -56
  store double %.32.i170, ptr %scevgep1274, align 8
  %scevgep1279 = getelementptr i8, ptr %lsr.iv1277, i64 %195
  %sunkaddr2494 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2495 = getelementptr i8, ptr %lsr.iv1277, i64 %sunkaddr2494
  %.931.us.us.us.us.us.1 = load double, ptr %sunkaddr2495, align 8
  %.940.us.us.us.us.us.1 = load double, ptr %arg.c.4, align 8
  %.147.i.i168.1 = fmul double %.931.us.us.us.us.us.1, %.931.us.us.us.us.us.1
  %.147.i.1.i169.1 = fmul double %.147.i.i168.1, %.147.i.i168.1
  %.32.i170.1 = fmul double %.940.us.us.us.us.us.1, %.147.i.1.i169.1
  %218 = shl i64 %loop.index.4253.us.us.us.us.us, 3
  %scevgep1271 = getelementptr i8, ptr %lsr.iv1258, i64 %218
  %scevgep1272 = getelementptr i8, ptr %scevgep1271, i64 -48
  store double %.32.i170.1, ptr %scevgep1272, align 8
  %scevgep1280 = getelementptr i8, ptr %scevgep1279, i64 %195
  %sunkaddr2496 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2497 = getelementptr i8, ptr %scevgep1279, i64 %sunkaddr2496
  %.931.us.us.us.us.us.2 = load double, ptr %sunkaddr2497, align 8
  %.940.us.us.us.us.us.2 = load double, ptr %arg.c.4, align 8
  %.147.i.i168.2 = fmul double %.931.us.us.us.us.us.2, %.931.us.us.us.us.us.2
  %.147.i.1.i169.2 = fmul double %.147.i.i168.2, %.147.i.i168.2
  %.32.i170.2 = fmul double %.940.us.us.us.us.us.2, %.147.i.1.i169.2
  %219 = shl i64 %loop.index.4253.us.us.us.us.us, 3
  %scevgep1269 = getelementptr i8, ptr %lsr.iv1258, i64 %219
  %scevgep1270 = getelementptr i8, ptr %scevgep1269, i64 -40
  store double %.32.i170.2, ptr %scevgep1270, align 8
  %scevgep1281 = getelementptr i8, ptr %scevgep1280, i64 %195
  %sunkaddr2498 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2499 = getelementptr i8, ptr %scevgep1280, i64 %sunkaddr2498
  %.931.us.us.us.us.us.3 = load double, ptr %sunkaddr2499, align 8
  %.940.us.us.us.us.us.3 = load double, ptr %arg.c.4, align 8
  %.147.i.i168.3 = fmul double %.931.us.us.us.us.us.3, %.931.us.us.us.us.us.3
  %.147.i.1.i169.3 = fmul double %.147.i.i168.3, %.147.i.i168.3
  %.32.i170.3 = fmul double %.940.us.us.us.us.us.3, %.147.i.1.i169.3
  %220 = shl i64 %loop.index.4253.us.us.us.us.us, 3
  %scevgep1267 = getelementptr i8, ptr %lsr.iv1258, i64 %220
  %scevgep1268 = getelementptr i8, ptr %scevgep1267, i64 -32
  store double %.32.i170.3, ptr %scevgep1268, align 8
  %scevgep1282 = getelementptr i8, ptr %scevgep1281, i64 %195
  %sunkaddr2500 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2501 = getelementptr i8, ptr %scevgep1281, i64 %sunkaddr2500
  %.931.us.us.us.us.us.4 = load double, ptr %sunkaddr2501, align 8
  %.940.us.us.us.us.us.4 = load double, ptr %arg.c.4, align 8
  %.147.i.i168.4 = fmul double %.931.us.us.us.us.us.4, %.931.us.us.us.us.us.4
  %.147.i.1.i169.4 = fmul double %.147.i.i168.4, %.147.i.i168.4
  %.32.i170.4 = fmul double %.940.us.us.us.us.us.4, %.147.i.1.i169.4
  %221 = shl i64 %loop.index.4253.us.us.us.us.us, 3
  %scevgep1265 = getelementptr i8, ptr %lsr.iv1258, i64 %221
  %scevgep1266 = getelementptr i8, ptr %scevgep1265, i64 -24
  store double %.32.i170.4, ptr %scevgep1266, align 8
  %scevgep1283 = getelementptr i8, ptr %scevgep1282, i64 %195
  %sunkaddr2502 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2503 = getelementptr i8, ptr %scevgep1282, i64 %sunkaddr2502
  %.931.us.us.us.us.us.5 = load double, ptr %sunkaddr2503, align 8
  %.940.us.us.us.us.us.5 = load double, ptr %arg.c.4, align 8
  %.147.i.i168.5 = fmul double %.931.us.us.us.us.us.5, %.931.us.us.us.us.us.5
  %.147.i.1.i169.5 = fmul double %.147.i.i168.5, %.147.i.i168.5
  %.32.i170.5 = fmul double %.940.us.us.us.us.us.5, %.147.i.1.i169.5
  %222 = shl i64 %loop.index.4253.us.us.us.us.us, 3
  %scevgep1263 = getelementptr i8, ptr %lsr.iv1258, i64 %222
  %scevgep1264 = getelementptr i8, ptr %scevgep1263, i64 -16
  store double %.32.i170.5, ptr %scevgep1264, align 8
  %scevgep1284 = getelementptr i8, ptr %scevgep1283, i64 %195
  %sunkaddr2504 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2505 = getelementptr i8, ptr %scevgep1283, i64 %sunkaddr2504
  %.931.us.us.us.us.us.6 = load double, ptr %sunkaddr2505, align 8
  %.940.us.us.us.us.us.6 = load double, ptr %arg.c.4, align 8
  %.147.i.i168.6 = fmul double %.931.us.us.us.us.us.6, %.931.us.us.us.us.us.6
  %.147.i.1.i169.6 = fmul double %.147.i.i168.6, %.147.i.i168.6
  %.32.i170.6 = fmul double %.940.us.us.us.us.us.6, %.147.i.1.i169.6
  %223 = shl i64 %loop.index.4253.us.us.us.us.us, 3
  %scevgep1261 = getelementptr i8, ptr %lsr.iv1258, i64 %223
  %scevgep1262 = getelementptr i8, ptr %scevgep1261, i64 -8
  store double %.32.i170.6, ptr %scevgep1262, align 8
  %sunkaddr2176 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2177 = getelementptr i8, ptr %scevgep1284, i64 %sunkaddr2176
  %.931.us.us.us.us.us.7 = load double, ptr %sunkaddr2177, align 8
  %.940.us.us.us.us.us.7 = load double, ptr %arg.c.4, align 8
  %.147.i.i168.7 = fmul double %.931.us.us.us.us.us.7, %.931.us.us.us.us.us.7
  %.147.i.1.i169.7 = fmul double %.147.i.i168.7, %.147.i.i168.7
  %.32.i170.7 = fmul double %.940.us.us.us.us.us.7, %.147.i.1.i169.7
  %224 = shl i64 %loop.index.4253.us.us.us.us.us, 3
  %scevgep1260 = getelementptr i8, ptr %lsr.iv1258, i64 %224
  store double %.32.i170.7, ptr %scevgep1260, align 8
  %.972.us.us.us.us.us.7 = add nuw i64 %loop.index.4253.us.us.us.us.us, 8
  %scevgep1278 = getelementptr i8, ptr %lsr.iv1277, i64 %194
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.972.us.us.us.us.us.7
  br i1 %niter.ncmp.7, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !98

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us
  %225 = icmp eq i64 %xtraiter950, 0
  br i1 %225, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader: ; preds = %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa, %iter.check818
  %loop.index.4253.us.us.us.us.us.epil.init = phi i64 [ 0, %iter.check818 ], [ %.972.us.us.us.us.us.7, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa ]
  %226 = shl i64 %loop.index.4253.us.us.us.us.us.epil.init, 3
  %scevgep1288 = getelementptr i8, ptr %lsr.iv1286, i64 %226
  %227 = mul i64 %196, %loop.index.4253.us.us.us.us.us.epil.init
  %scevgep1290 = getelementptr i8, ptr %lsr.iv1275, i64 %227
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil

for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader
  %lsr.iv1291 = phi ptr [ %scevgep1292, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil ], [ %scevgep1290, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader ]
  %epil.iter = phi i64 [ 0, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader ], [ %epil.iter.next, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil ]
  %.931.us.us.us.us.us.epil = load double, ptr %lsr.iv1291, align 8
  %.940.us.us.us.us.us.epil = load double, ptr %arg.c.4, align 8
  %.147.i.i168.epil = fmul double %.931.us.us.us.us.us.epil, %.931.us.us.us.us.us.epil
  %.147.i.1.i169.epil = fmul double %.147.i.i168.epil, %.147.i.i168.epil
  %.32.i170.epil = fmul double %.940.us.us.us.us.us.epil, %.147.i.1.i169.epil
  %228 = shl nuw nsw i64 %epil.iter, 3
  %scevgep1289 = getelementptr i8, ptr %scevgep1288, i64 %228
  store double %.32.i170.epil, ptr %scevgep1289, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %scevgep1292 = getelementptr i8, ptr %lsr.iv1291, i64 %196
  %epil.iter.cmp.not = icmp eq i64 %xtraiter950, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil, !llvm.loop !99

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa
  %.974.us.us.us = add nuw nsw i64 %loop.index.3310.us.us.us, 1
  %scevgep1259 = getelementptr i8, ptr %lsr.iv1258, i64 %193
  %scevgep1276 = getelementptr i8, ptr %lsr.iv1275, i64 8
  %scevgep1287 = getelementptr i8, ptr %lsr.iv1286, i64 %193
  %exitcond462.not = icmp eq i64 %.974.us.us.us, %.52.fca.2.5.0.load.fr
  br i1 %exitcond462.not, label %for.end.3, label %iter.check818

for.cond.4.preheader.lr.ph.split.us.split.us.split: ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us
  %229 = icmp ugt i64 %arg.c.5.0.fr, 1
  %230 = mul i64 %.52.fca.2.5.0.load.fr, %dest_shape.2137.sroa.5.1
  %231 = shl i64 %230, 3
  %scevgep754 = getelementptr i8, ptr %.6.i165, i64 %231
  br i1 %229, label %for.cond.4.preheader.us.us.us382.preheader, label %for.cond.4.preheader.us.us.preheader

for.cond.4.preheader.us.us.preheader:             ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us.split
  %const = bitcast i64 8070450532247928800 to i64
  %232 = shl i64 %.52.fca.2.5.0.load.fr, 3
  %scevgep713 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %232
  %scevgep714 = getelementptr i8, ptr %arg.c.4, i64 8
  %bound0715 = icmp ult ptr %.6.i165, %scevgep713
  %bound1716 = icmp ult ptr %.52.fca.2.4.load, %scevgep754
  %found.conflict717 = and i1 %bound0715, %bound1716
  %bound0718 = icmp ult ptr %.6.i165, %scevgep714
  %bound1719 = icmp ult ptr %arg.c.4, %scevgep754
  %found.conflict720 = and i1 %bound0718, %bound1719
  %.mask = and i64 %dest_shape.2137.sroa.5.1, 1152921504606846976
  %stride.check721 = icmp ne i64 %.mask, 0
  %233 = or i1 %found.conflict720, %stride.check721
  %conflict.rdx722 = or i1 %found.conflict717, %233
  %n.vec730 = and i64 %dest_shape.2137.sroa.5.1, %const
  %const_mat = add i64 %const, 28
  %n.vec744 = and i64 %dest_shape.2137.sroa.5.1, %const_mat
  %scevgep1350 = getelementptr i8, ptr %.6.i165, i64 192
  %234 = shl i64 %dest_shape.2137.sroa.5.1, 3
  br label %iter.check725

for.cond.4.preheader.us.us.us382.preheader:       ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us.split
  %const1758 = bitcast i64 9223372036854775776 to i64
  %235 = shl i64 %dest_shape.2137.sroa.5.1, 3
  %236 = shl i64 %.52.fca.2.5.0.load.fr, 3
  %scevgep755 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %236
  %scevgep756 = getelementptr i8, ptr %arg.c.4, i64 %235
  %bound0757 = icmp ult ptr %.6.i165, %scevgep755
  %bound1758 = icmp ult ptr %.52.fca.2.4.load, %scevgep754
  %found.conflict759 = and i1 %bound0757, %bound1758
  %bound0761 = icmp ult ptr %.6.i165, %scevgep756
  %bound1762 = icmp ult ptr %arg.c.4, %scevgep754
  %found.conflict763 = and i1 %bound0761, %bound1762
  %stride.check764 = icmp slt i64 %235, 0
  %237 = or i1 %found.conflict763, %stride.check764
  %conflict.rdx765 = or i1 %found.conflict759, %237
  %n.vec773 = and i64 %dest_shape.2137.sroa.5.1, %const1758
  %const_mat1759 = add i64 %const1758, 28
  %n.vec791 = and i64 %dest_shape.2137.sroa.5.1, %const_mat1759
  %scevgep1293 = getelementptr i8, ptr %.6.i165, i64 192
  br label %iter.check768

iter.check768:                                    ; preds = %for.cond.4.preheader.us.us.us382.preheader, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us
  %lsr.iv1311 = phi ptr [ %.6.i165, %for.cond.4.preheader.us.us.us382.preheader ], [ %scevgep1312, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us ]
  %lsr.iv1294 = phi ptr [ %scevgep1293, %for.cond.4.preheader.us.us.us382.preheader ], [ %scevgep1295, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us ]
  %loop.index.3310.us.us.us383 = phi i64 [ %.974.us.us.us386, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us ], [ 0, %for.cond.4.preheader.us.us.us382.preheader ]
  %238 = icmp ult i64 %dest_shape.2137.sroa.5.1, 4
  %brmerge = select i1 %238, i1 true, i1 %conflict.rdx765
  br i1 %brmerge, label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader, label %vector.main.loop.iter.check770

vector.main.loop.iter.check770:                   ; preds = %iter.check768
  %239 = icmp ult i64 %dest_shape.2137.sroa.5.1, 32
  br i1 %239, label %vec.epilog.ph789, label %vector.ph771

vector.ph771:                                     ; preds = %vector.main.loop.iter.check770
  %sunkaddr2178 = mul i64 %loop.index.3310.us.us.us383, 8
  %sunkaddr2179 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2178
  %240 = load double, ptr %sunkaddr2179, align 8, !alias.scope !100
  %.scalar = fmul double %240, %240
  %.scalar904 = fmul double %.scalar, %.scalar
  %241 = insertelement <8 x double> poison, double %.scalar904, i64 0
  %242 = shufflevector <8 x double> %241, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body776

vector.body776:                                   ; preds = %vector.body776, %vector.ph771
  %index777 = phi i64 [ 0, %vector.ph771 ], [ %index.next782, %vector.body776 ]
  %sunkaddr2180 = mul i64 %index777, 8
  %sunkaddr2181 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2180
  %wide.load778 = load <8 x double>, ptr %sunkaddr2181, align 8, !alias.scope !103
  %sunkaddr2182 = mul i64 %index777, 8
  %sunkaddr2183 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2182
  %sunkaddr2184 = getelementptr i8, ptr %sunkaddr2183, i64 64
  %wide.load779 = load <8 x double>, ptr %sunkaddr2184, align 8, !alias.scope !103
  %sunkaddr2185 = mul i64 %index777, 8
  %sunkaddr2186 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2185
  %sunkaddr2187 = getelementptr i8, ptr %sunkaddr2186, i64 128
  %wide.load780 = load <8 x double>, ptr %sunkaddr2187, align 8, !alias.scope !103
  %sunkaddr2188 = mul i64 %index777, 8
  %sunkaddr2189 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2188
  %sunkaddr2190 = getelementptr i8, ptr %sunkaddr2189, i64 192
  %wide.load781 = load <8 x double>, ptr %sunkaddr2190, align 8, !alias.scope !103
  %243 = fmul <8 x double> %wide.load778, %242
  %244 = fmul <8 x double> %wide.load779, %242
  %245 = fmul <8 x double> %wide.load780, %242
  %246 = fmul <8 x double> %wide.load781, %242
  %247 = shl i64 %index777, 3
  %scevgep1301 = getelementptr i8, ptr %lsr.iv1294, i64 %247
  %scevgep1302 = getelementptr i8, ptr %scevgep1301, i64 -192
  %248 = shl i64 %index777, 3
  %scevgep1299 = getelementptr i8, ptr %lsr.iv1294, i64 %248
  %scevgep1300 = getelementptr i8, ptr %scevgep1299, i64 -128
  %249 = shl i64 %index777, 3
  %scevgep1297 = getelementptr i8, ptr %lsr.iv1294, i64 %249
  %scevgep1298 = getelementptr i8, ptr %scevgep1297, i64 -64
  %250 = shl i64 %index777, 3
  %scevgep1296 = getelementptr i8, ptr %lsr.iv1294, i64 %250
  store <8 x double> %243, ptr %scevgep1302, align 8, !alias.scope !105, !noalias !107
  store <8 x double> %244, ptr %scevgep1300, align 8, !alias.scope !105, !noalias !107
  store <8 x double> %245, ptr %scevgep1298, align 8, !alias.scope !105, !noalias !107
  store <8 x double> %246, ptr %scevgep1296, align 8, !alias.scope !105, !noalias !107
  %index.next782 = add nuw i64 %index777, 32
  %251 = icmp eq i64 %n.vec773, %index.next782
  br i1 %251, label %middle.block783, label %vector.body776, !llvm.loop !108

middle.block783:                                  ; preds = %vector.body776
  %252 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec773
  br i1 %252, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us, label %vec.epilog.iter.check787

vec.epilog.iter.check787:                         ; preds = %middle.block783
  %253 = and i64 %dest_shape.2137.sroa.5.1, 28
  %254 = icmp eq i64 %253, 0
  br i1 %254, label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader, label %vec.epilog.ph789, !prof !22

vec.epilog.ph789:                                 ; preds = %vector.main.loop.iter.check770, %vec.epilog.iter.check787
  %vec.epilog.resume.val785 = phi i64 [ %n.vec773, %vec.epilog.iter.check787 ], [ 0, %vector.main.loop.iter.check770 ]
  %sunkaddr2191 = mul i64 %loop.index.3310.us.us.us383, 8
  %sunkaddr2192 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2191
  %255 = load double, ptr %sunkaddr2192, align 8, !alias.scope !100
  %.scalar905 = fmul double %255, %255
  %.scalar906 = fmul double %.scalar905, %.scalar905
  %256 = insertelement <4 x double> poison, double %.scalar906, i64 0
  %257 = shufflevector <4 x double> %256, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body794

vec.epilog.vector.body794:                        ; preds = %vec.epilog.vector.body794, %vec.epilog.ph789
  %index795 = phi i64 [ %vec.epilog.resume.val785, %vec.epilog.ph789 ], [ %index.next797, %vec.epilog.vector.body794 ]
  %258 = shl i64 %index795, 3
  %scevgep1314 = getelementptr i8, ptr %arg.c.4, i64 %258
  %wide.load796 = load <4 x double>, ptr %scevgep1314, align 8, !alias.scope !103
  %259 = fmul <4 x double> %wide.load796, %257
  %260 = shl i64 %index795, 3
  %scevgep1313 = getelementptr i8, ptr %lsr.iv1311, i64 %260
  store <4 x double> %259, ptr %scevgep1313, align 8, !alias.scope !105, !noalias !107
  %index.next797 = add nuw i64 %index795, 4
  %261 = icmp eq i64 %n.vec791, %index.next797
  br i1 %261, label %vec.epilog.middle.block798, label %vec.epilog.vector.body794, !llvm.loop !109

vec.epilog.middle.block798:                       ; preds = %vec.epilog.vector.body794
  %262 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec791
  br i1 %262, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us, label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader: ; preds = %iter.check768, %vec.epilog.iter.check787, %vec.epilog.middle.block798
  %loop.index.4253.us.us.us.us362.us.ph = phi i64 [ 0, %iter.check768 ], [ %n.vec791, %vec.epilog.middle.block798 ], [ %n.vec773, %vec.epilog.iter.check787 ]
  %263 = sub nsw i64 %dest_shape.2137.sroa.5.1, %loop.index.4253.us.us.us.us362.us.ph
  %xtraiter947 = and i64 %263, 7
  %lcmp.mod948.not = icmp eq i64 %xtraiter947, 0
  br i1 %lcmp.mod948.not, label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol

for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol.preheader, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol
  %lsr.iv1317 = phi i64 [ %xtraiter947, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol.preheader ], [ %lsr.iv.next1318, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol ]
  %loop.index.4253.us.us.us.us362.us.prol = phi i64 [ %.972.us.us.us.us368.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol ], [ %loop.index.4253.us.us.us.us362.us.ph, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol.preheader ]
  %sunkaddr2193 = mul i64 %loop.index.3310.us.us.us383, 8
  %sunkaddr2194 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2193
  %.931.us.us.us.us364.us.prol = load double, ptr %sunkaddr2194, align 8
  %264 = shl i64 %loop.index.4253.us.us.us.us362.us.prol, 3
  %scevgep1316 = getelementptr i8, ptr %arg.c.4, i64 %264
  %.940.us.us.us.us372.us.prol = load double, ptr %scevgep1316, align 8
  %.147.i.i171.prol = fmul double %.931.us.us.us.us364.us.prol, %.931.us.us.us.us364.us.prol
  %.147.i.1.i172.prol = fmul double %.147.i.i171.prol, %.147.i.i171.prol
  %.32.i173.prol = fmul double %.940.us.us.us.us372.us.prol, %.147.i.1.i172.prol
  %265 = shl i64 %loop.index.4253.us.us.us.us362.us.prol, 3
  %scevgep1315 = getelementptr i8, ptr %lsr.iv1311, i64 %265
  store double %.32.i173.prol, ptr %scevgep1315, align 8
  %.972.us.us.us.us368.us.prol = add nuw i64 %loop.index.4253.us.us.us.us362.us.prol, 1
  %lsr.iv.next1318 = add nsw i64 %lsr.iv1317, -1
  %prol.iter949.cmp.not = icmp eq i64 %lsr.iv.next1318, 0
  br i1 %prol.iter949.cmp.not, label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol, !llvm.loop !110

for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader
  %loop.index.4253.us.us.us.us362.us.unr = phi i64 [ %loop.index.4253.us.us.us.us362.us.ph, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader ], [ %.972.us.us.us.us368.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol ]
  %266 = sub nsw i64 %loop.index.4253.us.us.us.us362.us.ph, %dest_shape.2137.sroa.5.1
  %267 = icmp ugt i64 %266, -8
  br i1 %267, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us, label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader981

for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader981: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol.loopexit
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us

for.body.4.endif.endif.endif.endif.us.us.us.us365.us: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader981, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us
  %loop.index.4253.us.us.us.us362.us = phi i64 [ %.972.us.us.us.us368.us.7, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us ], [ %loop.index.4253.us.us.us.us362.us.unr, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.preheader981 ]
  %sunkaddr2195 = mul i64 %loop.index.3310.us.us.us383, 8
  %sunkaddr2196 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2195
  %.931.us.us.us.us364.us = load double, ptr %sunkaddr2196, align 8
  %sunkaddr2197 = mul i64 %loop.index.4253.us.us.us.us362.us, 8
  %sunkaddr2198 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2197
  %.940.us.us.us.us372.us = load double, ptr %sunkaddr2198, align 8
  %.147.i.i171 = fmul double %.931.us.us.us.us364.us, %.931.us.us.us.us364.us
  %.147.i.1.i172 = fmul double %.147.i.i171, %.147.i.i171
  %.32.i173 = fmul double %.940.us.us.us.us372.us, %.147.i.1.i172
  %268 = shl i64 %loop.index.4253.us.us.us.us362.us, 3
  %scevgep1321 = getelementptr i8, ptr %lsr.iv1311, i64 %268
  store double %.32.i173, ptr %scevgep1321, align 8
  %.931.us.us.us.us364.us.1 = load double, ptr %sunkaddr2196, align 8
  %sunkaddr2199 = mul i64 %loop.index.4253.us.us.us.us362.us, 8
  %sunkaddr2200 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2199
  %sunkaddr2201 = getelementptr i8, ptr %sunkaddr2200, i64 8
  %.940.us.us.us.us372.us.1 = load double, ptr %sunkaddr2201, align 8
  %.147.i.i171.1 = fmul double %.931.us.us.us.us364.us.1, %.931.us.us.us.us364.us.1
  %.147.i.1.i172.1 = fmul double %.147.i.i171.1, %.147.i.i171.1
  %.32.i173.1 = fmul double %.940.us.us.us.us372.us.1, %.147.i.1.i172.1
  %269 = shl i64 %loop.index.4253.us.us.us.us362.us, 3
  %scevgep1324 = getelementptr i8, ptr %lsr.iv1311, i64 %269
  %scevgep1325 = getelementptr i8, ptr %scevgep1324, i64 8
  store double %.32.i173.1, ptr %scevgep1325, align 8
  %.931.us.us.us.us364.us.2 = load double, ptr %sunkaddr2196, align 8
  %sunkaddr2202 = mul i64 %loop.index.4253.us.us.us.us362.us, 8
  %sunkaddr2203 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2202
  %sunkaddr2204 = getelementptr i8, ptr %sunkaddr2203, i64 16
  %.940.us.us.us.us372.us.2 = load double, ptr %sunkaddr2204, align 8
  %.147.i.i171.2 = fmul double %.931.us.us.us.us364.us.2, %.931.us.us.us.us364.us.2
  %.147.i.1.i172.2 = fmul double %.147.i.i171.2, %.147.i.i171.2
  %.32.i173.2 = fmul double %.940.us.us.us.us372.us.2, %.147.i.1.i172.2
  %270 = shl i64 %loop.index.4253.us.us.us.us362.us, 3
  %scevgep1326 = getelementptr i8, ptr %lsr.iv1311, i64 %270
  %scevgep1327 = getelementptr i8, ptr %scevgep1326, i64 16
  store double %.32.i173.2, ptr %scevgep1327, align 8
  %.931.us.us.us.us364.us.3 = load double, ptr %sunkaddr2196, align 8
  %sunkaddr2205 = mul i64 %loop.index.4253.us.us.us.us362.us, 8
  %sunkaddr2206 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2205
  %sunkaddr2207 = getelementptr i8, ptr %sunkaddr2206, i64 24
  %.940.us.us.us.us372.us.3 = load double, ptr %sunkaddr2207, align 8
  %.147.i.i171.3 = fmul double %.931.us.us.us.us364.us.3, %.931.us.us.us.us364.us.3
  %.147.i.1.i172.3 = fmul double %.147.i.i171.3, %.147.i.i171.3
  %.32.i173.3 = fmul double %.940.us.us.us.us372.us.3, %.147.i.1.i172.3
  %271 = shl i64 %loop.index.4253.us.us.us.us362.us, 3
  %scevgep1328 = getelementptr i8, ptr %lsr.iv1311, i64 %271
  %scevgep1329 = getelementptr i8, ptr %scevgep1328, i64 24
  store double %.32.i173.3, ptr %scevgep1329, align 8
  %.931.us.us.us.us364.us.4 = load double, ptr %sunkaddr2196, align 8
  %sunkaddr2208 = mul i64 %loop.index.4253.us.us.us.us362.us, 8
  %sunkaddr2209 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2208
  %sunkaddr2210 = getelementptr i8, ptr %sunkaddr2209, i64 32
  %.940.us.us.us.us372.us.4 = load double, ptr %sunkaddr2210, align 8
  %.147.i.i171.4 = fmul double %.931.us.us.us.us364.us.4, %.931.us.us.us.us364.us.4
  %.147.i.1.i172.4 = fmul double %.147.i.i171.4, %.147.i.i171.4
  %.32.i173.4 = fmul double %.940.us.us.us.us372.us.4, %.147.i.1.i172.4
  %272 = shl i64 %loop.index.4253.us.us.us.us362.us, 3
  %scevgep1319 = getelementptr i8, ptr %lsr.iv1311, i64 %272
  %scevgep1320 = getelementptr i8, ptr %scevgep1319, i64 32
  store double %.32.i173.4, ptr %scevgep1320, align 8
  %.931.us.us.us.us364.us.5 = load double, ptr %sunkaddr2196, align 8
  %sunkaddr2211 = mul i64 %loop.index.4253.us.us.us.us362.us, 8
  %sunkaddr2212 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2211
  %sunkaddr2213 = getelementptr i8, ptr %sunkaddr2212, i64 40
  %.940.us.us.us.us372.us.5 = load double, ptr %sunkaddr2213, align 8
  %.147.i.i171.5 = fmul double %.931.us.us.us.us364.us.5, %.931.us.us.us.us364.us.5
  %.147.i.1.i172.5 = fmul double %.147.i.i171.5, %.147.i.i171.5
  %.32.i173.5 = fmul double %.940.us.us.us.us372.us.5, %.147.i.1.i172.5
  %273 = shl i64 %loop.index.4253.us.us.us.us362.us, 3
  %scevgep1332 = getelementptr i8, ptr %lsr.iv1311, i64 %273
  %scevgep1333 = getelementptr i8, ptr %scevgep1332, i64 40
  store double %.32.i173.5, ptr %scevgep1333, align 8
  %.931.us.us.us.us364.us.6 = load double, ptr %sunkaddr2196, align 8
  %sunkaddr2214 = mul i64 %loop.index.4253.us.us.us.us362.us, 8
  %sunkaddr2215 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2214
  %sunkaddr2216 = getelementptr i8, ptr %sunkaddr2215, i64 48
  %.940.us.us.us.us372.us.6 = load double, ptr %sunkaddr2216, align 8
  %.147.i.i171.6 = fmul double %.931.us.us.us.us364.us.6, %.931.us.us.us.us364.us.6
  %.147.i.1.i172.6 = fmul double %.147.i.i171.6, %.147.i.i171.6
  %.32.i173.6 = fmul double %.940.us.us.us.us372.us.6, %.147.i.1.i172.6
  %274 = shl i64 %loop.index.4253.us.us.us.us362.us, 3
  %scevgep1330 = getelementptr i8, ptr %lsr.iv1311, i64 %274
  %scevgep1331 = getelementptr i8, ptr %scevgep1330, i64 48
  store double %.32.i173.6, ptr %scevgep1331, align 8
  %.931.us.us.us.us364.us.7 = load double, ptr %sunkaddr2196, align 8
  %sunkaddr2217 = mul i64 %loop.index.4253.us.us.us.us362.us, 8
  %sunkaddr2218 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2217
  %sunkaddr2219 = getelementptr i8, ptr %sunkaddr2218, i64 56
  %.940.us.us.us.us372.us.7 = load double, ptr %sunkaddr2219, align 8
  %.147.i.i171.7 = fmul double %.931.us.us.us.us364.us.7, %.931.us.us.us.us364.us.7
  %.147.i.1.i172.7 = fmul double %.147.i.i171.7, %.147.i.i171.7
  %.32.i173.7 = fmul double %.940.us.us.us.us372.us.7, %.147.i.1.i172.7
  %275 = shl i64 %loop.index.4253.us.us.us.us362.us, 3
  %scevgep1322 = getelementptr i8, ptr %lsr.iv1311, i64 %275
  %scevgep1323 = getelementptr i8, ptr %scevgep1322, i64 56
  store double %.32.i173.7, ptr %scevgep1323, align 8
  %.972.us.us.us.us368.us.7 = add nuw nsw i64 %loop.index.4253.us.us.us.us362.us, 8
  %exitcond459.not.7 = icmp eq i64 %dest_shape.2137.sroa.5.1, %.972.us.us.us.us368.us.7
  br i1 %exitcond459.not.7, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us, label %for.body.4.endif.endif.endif.endif.us.us.us.us365.us, !llvm.loop !111

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us365.us, %for.body.4.endif.endif.endif.endif.us.us.us.us365.us.prol.loopexit, %vec.epilog.middle.block798, %middle.block783
  %.974.us.us.us386 = add nuw nsw i64 %loop.index.3310.us.us.us383, 1
  %scevgep1295 = getelementptr i8, ptr %lsr.iv1294, i64 %235
  %scevgep1312 = getelementptr i8, ptr %lsr.iv1311, i64 %235
  %exitcond460.not = icmp eq i64 %.974.us.us.us386, %.52.fca.2.5.0.load.fr
  br i1 %exitcond460.not, label %for.end.3, label %iter.check768

iter.check725:                                    ; preds = %for.cond.4.preheader.us.us.preheader, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split
  %lsr.iv1360 = phi ptr [ %.6.i165, %for.cond.4.preheader.us.us.preheader ], [ %scevgep1361, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split ]
  %lsr.iv1351 = phi ptr [ %scevgep1350, %for.cond.4.preheader.us.us.preheader ], [ %scevgep1352, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split ]
  %loop.index.3310.us.us = phi i64 [ %.974.us.us, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split ], [ 0, %for.cond.4.preheader.us.us.preheader ]
  %276 = icmp ult i64 %dest_shape.2137.sroa.5.1, 4
  %brmerge971 = select i1 %276, i1 true, i1 %conflict.rdx722
  br i1 %brmerge971, label %for.body.4.endif.endif.endif.endif.us.us.us.preheader, label %vector.main.loop.iter.check727

vector.main.loop.iter.check727:                   ; preds = %iter.check725
  %277 = icmp ult i64 %dest_shape.2137.sroa.5.1, 32
  br i1 %277, label %vec.epilog.ph742, label %vector.ph728

vector.ph728:                                     ; preds = %vector.main.loop.iter.check727
  %278 = load double, ptr %arg.c.4, align 8, !alias.scope !112
  %sunkaddr2220 = mul i64 %loop.index.3310.us.us, 8
  %sunkaddr2221 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2220
  %279 = load double, ptr %sunkaddr2221, align 8, !alias.scope !115
  %280 = fmul double %279, %279
  %281 = fmul double %280, %280
  %282 = fmul double %278, %281
  %broadcast.splatinsert733 = insertelement <8 x double> poison, double %282, i64 0
  %broadcast.splat734 = shufflevector <8 x double> %broadcast.splatinsert733, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body731

vector.body731:                                   ; preds = %vector.body731, %vector.ph728
  %index732 = phi i64 [ 0, %vector.ph728 ], [ %index.next735, %vector.body731 ]
  %283 = shl i64 %index732, 3
  %scevgep1358 = getelementptr i8, ptr %lsr.iv1351, i64 %283
  %scevgep1359 = getelementptr i8, ptr %scevgep1358, i64 -192
  %284 = shl i64 %index732, 3
  %scevgep1356 = getelementptr i8, ptr %lsr.iv1351, i64 %284
  %scevgep1357 = getelementptr i8, ptr %scevgep1356, i64 -128
  %285 = shl i64 %index732, 3
  %scevgep1354 = getelementptr i8, ptr %lsr.iv1351, i64 %285
  %scevgep1355 = getelementptr i8, ptr %scevgep1354, i64 -64
  %286 = shl i64 %index732, 3
  %scevgep1353 = getelementptr i8, ptr %lsr.iv1351, i64 %286
  store <8 x double> %broadcast.splat734, ptr %scevgep1359, align 8, !alias.scope !117, !noalias !119
  store <8 x double> %broadcast.splat734, ptr %scevgep1357, align 8, !alias.scope !117, !noalias !119
  store <8 x double> %broadcast.splat734, ptr %scevgep1355, align 8, !alias.scope !117, !noalias !119
  store <8 x double> %broadcast.splat734, ptr %scevgep1353, align 8, !alias.scope !117, !noalias !119
  %index.next735 = add nuw i64 %index732, 32
  %287 = icmp eq i64 %n.vec730, %index.next735
  br i1 %287, label %middle.block736, label %vector.body731, !llvm.loop !120

middle.block736:                                  ; preds = %vector.body731
  %288 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec730
  br i1 %288, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split, label %vec.epilog.iter.check740

vec.epilog.iter.check740:                         ; preds = %middle.block736
  %289 = and i64 %dest_shape.2137.sroa.5.1, 28
  %290 = icmp eq i64 %289, 0
  br i1 %290, label %for.body.4.endif.endif.endif.endif.us.us.us.preheader, label %vec.epilog.ph742, !prof !22

vec.epilog.ph742:                                 ; preds = %vector.main.loop.iter.check727, %vec.epilog.iter.check740
  %vec.epilog.resume.val738 = phi i64 [ %n.vec730, %vec.epilog.iter.check740 ], [ 0, %vector.main.loop.iter.check727 ]
  %291 = load double, ptr %arg.c.4, align 8, !alias.scope !112
  %sunkaddr2222 = mul i64 %loop.index.3310.us.us, 8
  %sunkaddr2223 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2222
  %292 = load double, ptr %sunkaddr2223, align 8, !alias.scope !115
  %293 = fmul double %292, %292
  %294 = fmul double %293, %293
  %295 = fmul double %291, %294
  %broadcast.splatinsert747 = insertelement <4 x double> poison, double %295, i64 0
  %broadcast.splat748 = shufflevector <4 x double> %broadcast.splatinsert747, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body745

vec.epilog.vector.body745:                        ; preds = %vec.epilog.vector.body745, %vec.epilog.ph742
  %index746 = phi i64 [ %vec.epilog.resume.val738, %vec.epilog.ph742 ], [ %index.next749, %vec.epilog.vector.body745 ]
  %296 = shl i64 %index746, 3
  %scevgep1362 = getelementptr i8, ptr %lsr.iv1360, i64 %296
  store <4 x double> %broadcast.splat748, ptr %scevgep1362, align 8, !alias.scope !117, !noalias !119
  %index.next749 = add nuw i64 %index746, 4
  %297 = icmp eq i64 %n.vec744, %index.next749
  br i1 %297, label %vec.epilog.middle.block750, label %vec.epilog.vector.body745, !llvm.loop !121

vec.epilog.middle.block750:                       ; preds = %vec.epilog.vector.body745
  %298 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec744
  br i1 %298, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split, label %for.body.4.endif.endif.endif.endif.us.us.us.preheader

for.body.4.endif.endif.endif.endif.us.us.us.preheader: ; preds = %vec.epilog.middle.block750, %vec.epilog.iter.check740, %iter.check725
  %loop.index.4253.us.us.us.ph = phi i64 [ 0, %iter.check725 ], [ %n.vec730, %vec.epilog.iter.check740 ], [ %n.vec744, %vec.epilog.middle.block750 ]
  %299 = sub nsw i64 %dest_shape.2137.sroa.5.1, %loop.index.4253.us.us.us.ph
  %xtraiter944 = and i64 %299, 7
  %lcmp.mod945.not = icmp eq i64 %xtraiter944, 0
  br i1 %lcmp.mod945.not, label %for.body.4.endif.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us.us.us.prol.preheader

for.body.4.endif.endif.endif.endif.us.us.us.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.preheader
  br label %for.body.4.endif.endif.endif.endif.us.us.us.prol

for.body.4.endif.endif.endif.endif.us.us.us.prol: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.prol.preheader, %for.body.4.endif.endif.endif.endif.us.us.us.prol
  %lsr.iv1364 = phi i64 [ %xtraiter944, %for.body.4.endif.endif.endif.endif.us.us.us.prol.preheader ], [ %lsr.iv.next1365, %for.body.4.endif.endif.endif.endif.us.us.us.prol ]
  %loop.index.4253.us.us.us.prol = phi i64 [ %.972.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.prol ], [ %loop.index.4253.us.us.us.ph, %for.body.4.endif.endif.endif.endif.us.us.us.prol.preheader ]
  %sunkaddr2224 = mul i64 %loop.index.3310.us.us, 8
  %sunkaddr2225 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2224
  %.931.us.us.us.prol = load double, ptr %sunkaddr2225, align 8
  %.940.us.us.us.prol = load double, ptr %arg.c.4, align 8
  %.147.i.i174.prol = fmul double %.931.us.us.us.prol, %.931.us.us.us.prol
  %.147.i.1.i175.prol = fmul double %.147.i.i174.prol, %.147.i.i174.prol
  %.32.i176.prol = fmul double %.940.us.us.us.prol, %.147.i.1.i175.prol
  %300 = shl i64 %loop.index.4253.us.us.us.prol, 3
  %scevgep1363 = getelementptr i8, ptr %lsr.iv1360, i64 %300
  store double %.32.i176.prol, ptr %scevgep1363, align 8
  %.972.us.us.us.prol = add nuw nsw i64 %loop.index.4253.us.us.us.prol, 1
  %lsr.iv.next1365 = add nsw i64 %lsr.iv1364, -1
  %prol.iter946.cmp.not = icmp eq i64 %lsr.iv.next1365, 0
  br i1 %prol.iter946.cmp.not, label %for.body.4.endif.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us.us.us.prol, !llvm.loop !122

for.body.4.endif.endif.endif.endif.us.us.us.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.preheader
  %loop.index.4253.us.us.us.unr = phi i64 [ %loop.index.4253.us.us.us.ph, %for.body.4.endif.endif.endif.endif.us.us.us.preheader ], [ %.972.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.prol ]
  %301 = sub nsw i64 %loop.index.4253.us.us.us.ph, %dest_shape.2137.sroa.5.1
  %302 = icmp ugt i64 %301, -8
  br i1 %302, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split, label %for.body.4.endif.endif.endif.endif.us.us.us.preheader983

for.body.4.endif.endif.endif.endif.us.us.us.preheader983: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.prol.loopexit
  br label %for.body.4.endif.endif.endif.endif.us.us.us

for.body.4.endif.endif.endif.endif.us.us.us:      ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.preheader983, %for.body.4.endif.endif.endif.endif.us.us.us
  %loop.index.4253.us.us.us = phi i64 [ %.972.us.us.us.7, %for.body.4.endif.endif.endif.endif.us.us.us ], [ %loop.index.4253.us.us.us.unr, %for.body.4.endif.endif.endif.endif.us.us.us.preheader983 ]
  %sunkaddr2226 = mul i64 %loop.index.3310.us.us, 8
  %sunkaddr2227 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2226
  %.931.us.us.us = load double, ptr %sunkaddr2227, align 8
  %.940.us.us.us = load double, ptr %arg.c.4, align 8
  %.147.i.i174 = fmul double %.931.us.us.us, %.931.us.us.us
  %.147.i.1.i175 = fmul double %.147.i.i174, %.147.i.i174
  %.32.i176 = fmul double %.940.us.us.us, %.147.i.1.i175
  %303 = shl i64 %loop.index.4253.us.us.us, 3
  %scevgep1368 = getelementptr i8, ptr %lsr.iv1360, i64 %303
  store double %.32.i176, ptr %scevgep1368, align 8
  %.931.us.us.us.1 = load double, ptr %sunkaddr2227, align 8
  %.940.us.us.us.1 = load double, ptr %arg.c.4, align 8
  %.147.i.i174.1 = fmul double %.931.us.us.us.1, %.931.us.us.us.1
  %.147.i.1.i175.1 = fmul double %.147.i.i174.1, %.147.i.i174.1
  %.32.i176.1 = fmul double %.940.us.us.us.1, %.147.i.1.i175.1
  %304 = shl i64 %loop.index.4253.us.us.us, 3
  %scevgep1373 = getelementptr i8, ptr %lsr.iv1360, i64 %304
  %scevgep1374 = getelementptr i8, ptr %scevgep1373, i64 8
  store double %.32.i176.1, ptr %scevgep1374, align 8
  %.931.us.us.us.2 = load double, ptr %sunkaddr2227, align 8
  %.940.us.us.us.2 = load double, ptr %arg.c.4, align 8
  %.147.i.i174.2 = fmul double %.931.us.us.us.2, %.931.us.us.us.2
  %.147.i.1.i175.2 = fmul double %.147.i.i174.2, %.147.i.i174.2
  %.32.i176.2 = fmul double %.940.us.us.us.2, %.147.i.1.i175.2
  %305 = shl i64 %loop.index.4253.us.us.us, 3
  %scevgep1375 = getelementptr i8, ptr %lsr.iv1360, i64 %305
  %scevgep1376 = getelementptr i8, ptr %scevgep1375, i64 16
  store double %.32.i176.2, ptr %scevgep1376, align 8
  %.931.us.us.us.3 = load double, ptr %sunkaddr2227, align 8
  %.940.us.us.us.3 = load double, ptr %arg.c.4, align 8
  %.147.i.i174.3 = fmul double %.931.us.us.us.3, %.931.us.us.us.3
  %.147.i.1.i175.3 = fmul double %.147.i.i174.3, %.147.i.i174.3
  %.32.i176.3 = fmul double %.940.us.us.us.3, %.147.i.1.i175.3
  %306 = shl i64 %loop.index.4253.us.us.us, 3
  %scevgep1377 = getelementptr i8, ptr %lsr.iv1360, i64 %306
  %scevgep1378 = getelementptr i8, ptr %scevgep1377, i64 24
  store double %.32.i176.3, ptr %scevgep1378, align 8
  %.931.us.us.us.4 = load double, ptr %sunkaddr2227, align 8
  %.940.us.us.us.4 = load double, ptr %arg.c.4, align 8
  %.147.i.i174.4 = fmul double %.931.us.us.us.4, %.931.us.us.us.4
  %.147.i.1.i175.4 = fmul double %.147.i.i174.4, %.147.i.i174.4
  %.32.i176.4 = fmul double %.940.us.us.us.4, %.147.i.1.i175.4
  %307 = shl i64 %loop.index.4253.us.us.us, 3
  %scevgep1366 = getelementptr i8, ptr %lsr.iv1360, i64 %307
  %scevgep1367 = getelementptr i8, ptr %scevgep1366, i64 32
  store double %.32.i176.4, ptr %scevgep1367, align 8
  %.931.us.us.us.5 = load double, ptr %sunkaddr2227, align 8
  %.940.us.us.us.5 = load double, ptr %arg.c.4, align 8
  %.147.i.i174.5 = fmul double %.931.us.us.us.5, %.931.us.us.us.5
  %.147.i.1.i175.5 = fmul double %.147.i.i174.5, %.147.i.i174.5
  %.32.i176.5 = fmul double %.940.us.us.us.5, %.147.i.1.i175.5
  %308 = shl i64 %loop.index.4253.us.us.us, 3
  %scevgep1379 = getelementptr i8, ptr %lsr.iv1360, i64 %308
  %scevgep1380 = getelementptr i8, ptr %scevgep1379, i64 40
  store double %.32.i176.5, ptr %scevgep1380, align 8
  %.931.us.us.us.6 = load double, ptr %sunkaddr2227, align 8
  %.940.us.us.us.6 = load double, ptr %arg.c.4, align 8
  %.147.i.i174.6 = fmul double %.931.us.us.us.6, %.931.us.us.us.6
  %.147.i.1.i175.6 = fmul double %.147.i.i174.6, %.147.i.i174.6
  %.32.i176.6 = fmul double %.940.us.us.us.6, %.147.i.1.i175.6
  %309 = shl i64 %loop.index.4253.us.us.us, 3
  %scevgep1371 = getelementptr i8, ptr %lsr.iv1360, i64 %309
  %scevgep1372 = getelementptr i8, ptr %scevgep1371, i64 48
  store double %.32.i176.6, ptr %scevgep1372, align 8
  %.931.us.us.us.7 = load double, ptr %sunkaddr2227, align 8
  %.940.us.us.us.7 = load double, ptr %arg.c.4, align 8
  %.147.i.i174.7 = fmul double %.931.us.us.us.7, %.931.us.us.us.7
  %.147.i.1.i175.7 = fmul double %.147.i.i174.7, %.147.i.i174.7
  %.32.i176.7 = fmul double %.940.us.us.us.7, %.147.i.1.i175.7
  %310 = shl i64 %loop.index.4253.us.us.us, 3
  %scevgep1369 = getelementptr i8, ptr %lsr.iv1360, i64 %310
  %scevgep1370 = getelementptr i8, ptr %scevgep1369, i64 56
  store double %.32.i176.7, ptr %scevgep1370, align 8
  %.972.us.us.us.7 = add nuw nsw i64 %loop.index.4253.us.us.us, 8
  %exitcond457.not.7 = icmp eq i64 %dest_shape.2137.sroa.5.1, %.972.us.us.us.7
  br i1 %exitcond457.not.7, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split, label %for.body.4.endif.endif.endif.endif.us.us.us, !llvm.loop !123

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us, %for.body.4.endif.endif.endif.endif.us.us.us.prol.loopexit, %vec.epilog.middle.block750, %middle.block736
  %.974.us.us = add nuw nsw i64 %loop.index.3310.us.us, 1
  %scevgep1352 = getelementptr i8, ptr %lsr.iv1351, i64 %234
  %scevgep1361 = getelementptr i8, ptr %lsr.iv1360, i64 %234
  %exitcond458.not = icmp eq i64 %.974.us.us, %.52.fca.2.5.0.load.fr
  br i1 %exitcond458.not, label %for.end.3, label %iter.check725

for.cond.4.preheader.lr.ph.split.us.split:        ; preds = %for.cond.4.preheader.lr.ph.split.us
  %311 = icmp ugt i64 %.52.fca.2.5.1.load.fr, 1
  br i1 %311, label %for.cond.4.preheader.lr.ph.split.us.split.split.us, label %for.cond.4.preheader.lr.ph.split.us.split.split

for.cond.4.preheader.lr.ph.split.us.split.split.us: ; preds = %for.cond.4.preheader.lr.ph.split.us.split
  %312 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %312, label %iter.check, label %iter.check315

iter.check:                                       ; preds = %for.cond.4.preheader.lr.ph.split.us.split.split.us
  %313 = icmp ult i64 %dest_shape.2137.sroa.5.1, 4
  br i1 %313, label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %314 = ptrtoint ptr %.6.i165 to i64
  %315 = ptrtoint ptr %.52.fca.2.4.load to i64
  %316 = ptrtoint ptr %arg.c.4 to i64
  %317 = sub i64 %314, %315
  %diff.check = icmp ult i64 %317, 256
  %318 = sub i64 %314, %316
  %diff.check288 = icmp ult i64 %318, 256
  %conflict.rdx = or i1 %diff.check, %diff.check288
  br i1 %conflict.rdx, label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const1770 = bitcast i64 9223372036854775776 to i64
  %min.iters.check289 = icmp ult i64 %dest_shape.2137.sroa.5.1, 32
  br i1 %min.iters.check289, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.2137.sroa.5.1, %const1770
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr2228 = mul i64 %index, 8
  %sunkaddr2229 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2228
  %wide.load = load <8 x double>, ptr %sunkaddr2229, align 8
  %sunkaddr2230 = mul i64 %index, 8
  %sunkaddr2231 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2230
  %sunkaddr2232 = getelementptr i8, ptr %sunkaddr2231, i64 64
  %wide.load290 = load <8 x double>, ptr %sunkaddr2232, align 8
  %sunkaddr2233 = mul i64 %index, 8
  %sunkaddr2234 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2233
  %sunkaddr2235 = getelementptr i8, ptr %sunkaddr2234, i64 128
  %wide.load291 = load <8 x double>, ptr %sunkaddr2235, align 8
  %sunkaddr2236 = mul i64 %index, 8
  %sunkaddr2237 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2236
  %sunkaddr2238 = getelementptr i8, ptr %sunkaddr2237, i64 192
  %wide.load292 = load <8 x double>, ptr %sunkaddr2238, align 8
  %sunkaddr2239 = mul i64 %index, 8
  %sunkaddr2240 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2239
  %wide.load293 = load <8 x double>, ptr %sunkaddr2240, align 8
  %sunkaddr2241 = mul i64 %index, 8
  %sunkaddr2242 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2241
  %sunkaddr2243 = getelementptr i8, ptr %sunkaddr2242, i64 64
  %wide.load294 = load <8 x double>, ptr %sunkaddr2243, align 8
  %sunkaddr2244 = mul i64 %index, 8
  %sunkaddr2245 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2244
  %sunkaddr2246 = getelementptr i8, ptr %sunkaddr2245, i64 128
  %wide.load295 = load <8 x double>, ptr %sunkaddr2246, align 8
  %sunkaddr2247 = mul i64 %index, 8
  %sunkaddr2248 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2247
  %sunkaddr2249 = getelementptr i8, ptr %sunkaddr2248, i64 192
  %wide.load296 = load <8 x double>, ptr %sunkaddr2249, align 8
  %319 = fmul <8 x double> %wide.load, %wide.load
  %320 = fmul <8 x double> %wide.load290, %wide.load290
  %321 = fmul <8 x double> %wide.load291, %wide.load291
  %322 = fmul <8 x double> %wide.load292, %wide.load292
  %323 = fmul <8 x double> %319, %319
  %324 = fmul <8 x double> %320, %320
  %325 = fmul <8 x double> %321, %321
  %326 = fmul <8 x double> %322, %322
  %327 = fmul <8 x double> %wide.load293, %323
  %328 = fmul <8 x double> %wide.load294, %324
  %329 = fmul <8 x double> %wide.load295, %325
  %330 = fmul <8 x double> %wide.load296, %326
  %sunkaddr2250 = mul i64 %index, 8
  %sunkaddr2251 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2250
  store <8 x double> %327, ptr %sunkaddr2251, align 8
  %sunkaddr2252 = mul i64 %index, 8
  %sunkaddr2253 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2252
  %sunkaddr2254 = getelementptr i8, ptr %sunkaddr2253, i64 64
  store <8 x double> %328, ptr %sunkaddr2254, align 8
  %sunkaddr2255 = mul i64 %index, 8
  %sunkaddr2256 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2255
  %sunkaddr2257 = getelementptr i8, ptr %sunkaddr2256, i64 128
  store <8 x double> %329, ptr %sunkaddr2257, align 8
  %sunkaddr2258 = mul i64 %index, 8
  %sunkaddr2259 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2258
  %sunkaddr2260 = getelementptr i8, ptr %sunkaddr2259, i64 192
  store <8 x double> %330, ptr %sunkaddr2260, align 8
  %index.next = add nuw i64 %index, 32
  %331 = icmp eq i64 %n.vec, %index.next
  br i1 %331, label %middle.block, label %vector.body, !llvm.loop !124

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec
  br i1 %cmp.n, label %for.end.3, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %332 = and i64 %dest_shape.2137.sroa.5.1, 28
  %min.epilog.iters.check = icmp eq i64 %332, 0
  br i1 %min.epilog.iters.check, label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader, label %vec.epilog.ph, !prof !22

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat1771 = add i64 %const1770, 28
  %n.vec298 = and i64 %dest_shape.2137.sroa.5.1, %const_mat1771
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index299 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next302, %vec.epilog.vector.body ]
  %333 = shl i64 %index299, 3
  %scevgep1046 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %333
  %wide.load300 = load <4 x double>, ptr %scevgep1046, align 8
  %334 = shl i64 %index299, 3
  %scevgep1045 = getelementptr i8, ptr %arg.c.4, i64 %334
  %wide.load301 = load <4 x double>, ptr %scevgep1045, align 8
  %335 = fmul <4 x double> %wide.load300, %wide.load300
  %336 = fmul <4 x double> %335, %335
  %337 = fmul <4 x double> %wide.load301, %336
  %338 = shl i64 %index299, 3
  %scevgep1044 = getelementptr i8, ptr %.6.i165, i64 %338
  store <4 x double> %337, ptr %scevgep1044, align 8
  %index.next302 = add nuw i64 %index299, 4
  %339 = icmp eq i64 %n.vec298, %index.next302
  br i1 %339, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !125

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n303 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec298
  br i1 %cmp.n303, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader

for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader: ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.4253.us261.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec298, %vec.epilog.middle.block ]
  %340 = sub nsw i64 %dest_shape.2137.sroa.5.1, %loop.index.4253.us261.us.us.us.us.ph
  %xtraiter968 = and i64 %340, 7
  %lcmp.mod969.not = icmp eq i64 %xtraiter968, 0
  br i1 %lcmp.mod969.not, label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.preheader

for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader
  %341 = mul i64 %.52.fca.2.5.0.load.fr, %loop.index.4253.us261.us.us.us.us.ph
  %342 = shl i64 %341, 3
  %scevgep1040 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %342
  %343 = shl i64 %.52.fca.2.5.0.load.fr, 3
  br label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol

for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol: ; preds = %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.preheader, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol
  %lsr.iv1043 = phi i64 [ %xtraiter968, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol ]
  %lsr.iv1041 = phi ptr [ %scevgep1040, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.preheader ], [ %scevgep1042, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol ]
  %loop.index.4253.us261.us.us.us.us.prol = phi i64 [ %.972.us267.us.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol ], [ %loop.index.4253.us261.us.us.us.us.ph, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.preheader ]
  %.931.us272.us.us.us.us.prol = load double, ptr %lsr.iv1041, align 8
  %344 = shl i64 %loop.index.4253.us261.us.us.us.us.prol, 3
  %scevgep1039 = getelementptr i8, ptr %arg.c.4, i64 %344
  %.940.us275.us.us.us.us.prol = load double, ptr %scevgep1039, align 8
  %.147.i.i177.prol = fmul double %.931.us272.us.us.us.us.prol, %.931.us272.us.us.us.us.prol
  %.147.i.1.i178.prol = fmul double %.147.i.i177.prol, %.147.i.i177.prol
  %.32.i179.prol = fmul double %.940.us275.us.us.us.us.prol, %.147.i.1.i178.prol
  %345 = shl i64 %loop.index.4253.us261.us.us.us.us.prol, 3
  %scevgep1038 = getelementptr i8, ptr %.6.i165, i64 %345
  store double %.32.i179.prol, ptr %scevgep1038, align 8
  %.972.us267.us.us.us.us.prol = add nuw i64 %loop.index.4253.us261.us.us.us.us.prol, 1
  %scevgep1042 = getelementptr i8, ptr %lsr.iv1041, i64 %343
  %lsr.iv.next = add nsw i64 %lsr.iv1043, -1
  %prol.iter970.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter970.cmp.not, label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol, !llvm.loop !126

for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader
  %loop.index.4253.us261.us.us.us.us.unr = phi i64 [ %loop.index.4253.us261.us.us.us.us.ph, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader ], [ %.972.us267.us.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol ]
  %346 = sub nsw i64 %loop.index.4253.us261.us.us.us.us.ph, %dest_shape.2137.sroa.5.1
  %347 = icmp ugt i64 %346, -8
  br i1 %347, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader972

for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader972: ; preds = %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.loopexit
  %348 = mul i64 %.52.fca.2.5.0.load.fr, %loop.index.4253.us261.us.us.us.us.unr
  %349 = shl i64 %348, 3
  %scevgep1029 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %349
  %350 = shl i64 %.52.fca.2.5.0.load.fr, 6
  %351 = shl i64 %.52.fca.2.5.0.load.fr, 3
  br label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us

for.body.4.endif.endif.endif.endif.us264.us.us.us.us: ; preds = %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader972, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us
  %lsr.iv = phi ptr [ %scevgep1029, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader972 ], [ %scevgep1030, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us ]
  %loop.index.4253.us261.us.us.us.us = phi i64 [ %.972.us267.us.us.us.us.7, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us ], [ %loop.index.4253.us261.us.us.us.us.unr, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.preheader972 ]
  %.931.us272.us.us.us.us = load double, ptr %lsr.iv, align 8
  %sunkaddr2261 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2262 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2261
  %.940.us275.us.us.us.us = load double, ptr %sunkaddr2262, align 8
  %.147.i.i177 = fmul double %.931.us272.us.us.us.us, %.931.us272.us.us.us.us
  %.147.i.1.i178 = fmul double %.147.i.i177, %.147.i.i177
  %.32.i179 = fmul double %.940.us275.us.us.us.us, %.147.i.1.i178
  %sunkaddr2263 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2264 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2263
  store double %.32.i179, ptr %sunkaddr2264, align 8
  %scevgep1031 = getelementptr i8, ptr %lsr.iv, i64 %351
  %sunkaddr2506 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2507 = getelementptr i8, ptr %lsr.iv, i64 %sunkaddr2506
  %.931.us272.us.us.us.us.1 = load double, ptr %sunkaddr2507, align 8
  %sunkaddr2265 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2266 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2265
  %sunkaddr2267 = getelementptr i8, ptr %sunkaddr2266, i64 8
  %.940.us275.us.us.us.us.1 = load double, ptr %sunkaddr2267, align 8
  %.147.i.i177.1 = fmul double %.931.us272.us.us.us.us.1, %.931.us272.us.us.us.us.1
  %.147.i.1.i178.1 = fmul double %.147.i.i177.1, %.147.i.i177.1
  %.32.i179.1 = fmul double %.940.us275.us.us.us.us.1, %.147.i.1.i178.1
  %sunkaddr2268 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2269 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2268
  %sunkaddr2270 = getelementptr i8, ptr %sunkaddr2269, i64 8
  store double %.32.i179.1, ptr %sunkaddr2270, align 8
  %scevgep1032 = getelementptr i8, ptr %scevgep1031, i64 %351
  %sunkaddr2508 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2509 = getelementptr i8, ptr %scevgep1031, i64 %sunkaddr2508
  %.931.us272.us.us.us.us.2 = load double, ptr %sunkaddr2509, align 8
  %sunkaddr2271 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2272 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2271
  %sunkaddr2273 = getelementptr i8, ptr %sunkaddr2272, i64 16
  %.940.us275.us.us.us.us.2 = load double, ptr %sunkaddr2273, align 8
  %.147.i.i177.2 = fmul double %.931.us272.us.us.us.us.2, %.931.us272.us.us.us.us.2
  %.147.i.1.i178.2 = fmul double %.147.i.i177.2, %.147.i.i177.2
  %.32.i179.2 = fmul double %.940.us275.us.us.us.us.2, %.147.i.1.i178.2
  %sunkaddr2274 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2275 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2274
  %sunkaddr2276 = getelementptr i8, ptr %sunkaddr2275, i64 16
  store double %.32.i179.2, ptr %sunkaddr2276, align 8
  %scevgep1033 = getelementptr i8, ptr %scevgep1032, i64 %351
  %sunkaddr2510 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2511 = getelementptr i8, ptr %scevgep1032, i64 %sunkaddr2510
  %.931.us272.us.us.us.us.3 = load double, ptr %sunkaddr2511, align 8
  %sunkaddr2277 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2278 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2277
  %sunkaddr2279 = getelementptr i8, ptr %sunkaddr2278, i64 24
  %.940.us275.us.us.us.us.3 = load double, ptr %sunkaddr2279, align 8
  %.147.i.i177.3 = fmul double %.931.us272.us.us.us.us.3, %.931.us272.us.us.us.us.3
  %.147.i.1.i178.3 = fmul double %.147.i.i177.3, %.147.i.i177.3
  %.32.i179.3 = fmul double %.940.us275.us.us.us.us.3, %.147.i.1.i178.3
  %sunkaddr2280 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2281 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2280
  %sunkaddr2282 = getelementptr i8, ptr %sunkaddr2281, i64 24
  store double %.32.i179.3, ptr %sunkaddr2282, align 8
  %scevgep1034 = getelementptr i8, ptr %scevgep1033, i64 %351
  %sunkaddr2512 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2513 = getelementptr i8, ptr %scevgep1033, i64 %sunkaddr2512
  %.931.us272.us.us.us.us.4 = load double, ptr %sunkaddr2513, align 8
  %sunkaddr2283 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2284 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2283
  %sunkaddr2285 = getelementptr i8, ptr %sunkaddr2284, i64 32
  %.940.us275.us.us.us.us.4 = load double, ptr %sunkaddr2285, align 8
  %.147.i.i177.4 = fmul double %.931.us272.us.us.us.us.4, %.931.us272.us.us.us.us.4
  %.147.i.1.i178.4 = fmul double %.147.i.i177.4, %.147.i.i177.4
  %.32.i179.4 = fmul double %.940.us275.us.us.us.us.4, %.147.i.1.i178.4
  %sunkaddr2286 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2287 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2286
  %sunkaddr2288 = getelementptr i8, ptr %sunkaddr2287, i64 32
  store double %.32.i179.4, ptr %sunkaddr2288, align 8
  %scevgep1035 = getelementptr i8, ptr %scevgep1034, i64 %351
  %sunkaddr2514 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2515 = getelementptr i8, ptr %scevgep1034, i64 %sunkaddr2514
  %.931.us272.us.us.us.us.5 = load double, ptr %sunkaddr2515, align 8
  %sunkaddr2289 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2290 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2289
  %sunkaddr2291 = getelementptr i8, ptr %sunkaddr2290, i64 40
  %.940.us275.us.us.us.us.5 = load double, ptr %sunkaddr2291, align 8
  %.147.i.i177.5 = fmul double %.931.us272.us.us.us.us.5, %.931.us272.us.us.us.us.5
  %.147.i.1.i178.5 = fmul double %.147.i.i177.5, %.147.i.i177.5
  %.32.i179.5 = fmul double %.940.us275.us.us.us.us.5, %.147.i.1.i178.5
  %sunkaddr2292 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2293 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2292
  %sunkaddr2294 = getelementptr i8, ptr %sunkaddr2293, i64 40
  store double %.32.i179.5, ptr %sunkaddr2294, align 8
  %scevgep1036 = getelementptr i8, ptr %scevgep1035, i64 %351
  %sunkaddr2516 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2517 = getelementptr i8, ptr %scevgep1035, i64 %sunkaddr2516
  %.931.us272.us.us.us.us.6 = load double, ptr %sunkaddr2517, align 8
  %sunkaddr2295 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2296 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2295
  %sunkaddr2297 = getelementptr i8, ptr %sunkaddr2296, i64 48
  %.940.us275.us.us.us.us.6 = load double, ptr %sunkaddr2297, align 8
  %.147.i.i177.6 = fmul double %.931.us272.us.us.us.us.6, %.931.us272.us.us.us.us.6
  %.147.i.1.i178.6 = fmul double %.147.i.i177.6, %.147.i.i177.6
  %.32.i179.6 = fmul double %.940.us275.us.us.us.us.6, %.147.i.1.i178.6
  %sunkaddr2298 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2299 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2298
  %sunkaddr2300 = getelementptr i8, ptr %sunkaddr2299, i64 48
  store double %.32.i179.6, ptr %sunkaddr2300, align 8
  %sunkaddr2301 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2302 = getelementptr i8, ptr %scevgep1036, i64 %sunkaddr2301
  %.931.us272.us.us.us.us.7 = load double, ptr %sunkaddr2302, align 8
  %sunkaddr2303 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2304 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2303
  %sunkaddr2305 = getelementptr i8, ptr %sunkaddr2304, i64 56
  %.940.us275.us.us.us.us.7 = load double, ptr %sunkaddr2305, align 8
  %.147.i.i177.7 = fmul double %.931.us272.us.us.us.us.7, %.931.us272.us.us.us.us.7
  %.147.i.1.i178.7 = fmul double %.147.i.i177.7, %.147.i.i177.7
  %.32.i179.7 = fmul double %.940.us275.us.us.us.us.7, %.147.i.1.i178.7
  %sunkaddr2306 = mul i64 %loop.index.4253.us261.us.us.us.us, 8
  %sunkaddr2307 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2306
  %sunkaddr2308 = getelementptr i8, ptr %sunkaddr2307, i64 56
  store double %.32.i179.7, ptr %sunkaddr2308, align 8
  %.972.us267.us.us.us.us.7 = add nuw nsw i64 %loop.index.4253.us261.us.us.us.us, 8
  %scevgep1030 = getelementptr i8, ptr %lsr.iv, i64 %350
  %exitcond455.not.7 = icmp eq i64 %dest_shape.2137.sroa.5.1, %.972.us267.us.us.us.us.7
  br i1 %exitcond455.not.7, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us264.us.us.us.us, !llvm.loop !127

iter.check315:                                    ; preds = %for.cond.4.preheader.lr.ph.split.us.split.split.us
  %352 = icmp ult i64 %dest_shape.2137.sroa.5.1, 4
  br i1 %352, label %for.body.4.endif.endif.endif.endif.us264.us.us.preheader, label %vector.memcheck306

vector.memcheck306:                               ; preds = %iter.check315
  %353 = shl i64 %dest_shape.2137.sroa.5.1, 3
  %scevgep = getelementptr i8, ptr %.6.i165, i64 %353
  %scevgep307 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %353
  %scevgep308 = getelementptr i8, ptr %arg.c.4, i64 8
  %bound0 = icmp ult ptr %.6.i165, %scevgep307
  %bound1 = icmp ult ptr %.52.fca.2.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0309 = icmp ult ptr %.6.i165, %scevgep308
  %bound1310 = icmp ult ptr %arg.c.4, %scevgep
  %found.conflict311 = and i1 %bound0309, %bound1310
  %conflict.rdx312 = or i1 %found.conflict, %found.conflict311
  br i1 %conflict.rdx312, label %for.body.4.endif.endif.endif.endif.us264.us.us.preheader, label %vector.main.loop.iter.check317

vector.main.loop.iter.check317:                   ; preds = %vector.memcheck306
  %const1768 = bitcast i64 9223372036854775776 to i64
  %min.iters.check316 = icmp ult i64 %dest_shape.2137.sroa.5.1, 32
  br i1 %min.iters.check316, label %vec.epilog.ph334, label %vector.ph318

vector.ph318:                                     ; preds = %vector.main.loop.iter.check317
  %n.vec320 = and i64 %dest_shape.2137.sroa.5.1, %const1768
  %354 = load double, ptr %arg.c.4, align 8, !alias.scope !128
  %broadcast.splatinsert = insertelement <8 x double> poison, double %354, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body321

vector.body321:                                   ; preds = %vector.body321, %vector.ph318
  %index322 = phi i64 [ 0, %vector.ph318 ], [ %index.next327, %vector.body321 ]
  %sunkaddr2309 = mul i64 %index322, 8
  %sunkaddr2310 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2309
  %wide.load323 = load <8 x double>, ptr %sunkaddr2310, align 8, !alias.scope !131
  %sunkaddr2311 = mul i64 %index322, 8
  %sunkaddr2312 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2311
  %sunkaddr2313 = getelementptr i8, ptr %sunkaddr2312, i64 64
  %wide.load324 = load <8 x double>, ptr %sunkaddr2313, align 8, !alias.scope !131
  %sunkaddr2314 = mul i64 %index322, 8
  %sunkaddr2315 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2314
  %sunkaddr2316 = getelementptr i8, ptr %sunkaddr2315, i64 128
  %wide.load325 = load <8 x double>, ptr %sunkaddr2316, align 8, !alias.scope !131
  %sunkaddr2317 = mul i64 %index322, 8
  %sunkaddr2318 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %sunkaddr2317
  %sunkaddr2319 = getelementptr i8, ptr %sunkaddr2318, i64 192
  %wide.load326 = load <8 x double>, ptr %sunkaddr2319, align 8, !alias.scope !131
  %355 = fmul <8 x double> %wide.load323, %wide.load323
  %356 = fmul <8 x double> %wide.load324, %wide.load324
  %357 = fmul <8 x double> %wide.load325, %wide.load325
  %358 = fmul <8 x double> %wide.load326, %wide.load326
  %359 = fmul <8 x double> %355, %355
  %360 = fmul <8 x double> %356, %356
  %361 = fmul <8 x double> %357, %357
  %362 = fmul <8 x double> %358, %358
  %363 = fmul <8 x double> %broadcast.splat, %359
  %364 = fmul <8 x double> %broadcast.splat, %360
  %365 = fmul <8 x double> %broadcast.splat, %361
  %366 = fmul <8 x double> %broadcast.splat, %362
  %sunkaddr2320 = mul i64 %index322, 8
  %sunkaddr2321 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2320
  store <8 x double> %363, ptr %sunkaddr2321, align 8, !alias.scope !133, !noalias !135
  %sunkaddr2322 = mul i64 %index322, 8
  %sunkaddr2323 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2322
  %sunkaddr2324 = getelementptr i8, ptr %sunkaddr2323, i64 64
  store <8 x double> %364, ptr %sunkaddr2324, align 8, !alias.scope !133, !noalias !135
  %sunkaddr2325 = mul i64 %index322, 8
  %sunkaddr2326 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2325
  %sunkaddr2327 = getelementptr i8, ptr %sunkaddr2326, i64 128
  store <8 x double> %365, ptr %sunkaddr2327, align 8, !alias.scope !133, !noalias !135
  %sunkaddr2328 = mul i64 %index322, 8
  %sunkaddr2329 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2328
  %sunkaddr2330 = getelementptr i8, ptr %sunkaddr2329, i64 192
  store <8 x double> %366, ptr %sunkaddr2330, align 8, !alias.scope !133, !noalias !135
  %index.next327 = add nuw i64 %index322, 32
  %367 = icmp eq i64 %n.vec320, %index.next327
  br i1 %367, label %middle.block328, label %vector.body321, !llvm.loop !136

middle.block328:                                  ; preds = %vector.body321
  %cmp.n329 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec320
  br i1 %cmp.n329, label %for.end.3, label %vec.epilog.iter.check332

vec.epilog.iter.check332:                         ; preds = %middle.block328
  %368 = and i64 %dest_shape.2137.sroa.5.1, 28
  %min.epilog.iters.check333 = icmp eq i64 %368, 0
  br i1 %min.epilog.iters.check333, label %for.body.4.endif.endif.endif.endif.us264.us.us.preheader, label %vec.epilog.ph334, !prof !22

vec.epilog.ph334:                                 ; preds = %vector.main.loop.iter.check317, %vec.epilog.iter.check332
  %vec.epilog.resume.val330 = phi i64 [ %n.vec320, %vec.epilog.iter.check332 ], [ 0, %vector.main.loop.iter.check317 ]
  %const_mat1769 = add i64 %const1768, 28
  %n.vec336 = and i64 %dest_shape.2137.sroa.5.1, %const_mat1769
  %369 = load double, ptr %arg.c.4, align 8, !alias.scope !128
  %broadcast.splatinsert340 = insertelement <4 x double> poison, double %369, i64 0
  %broadcast.splat341 = shufflevector <4 x double> %broadcast.splatinsert340, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body337

vec.epilog.vector.body337:                        ; preds = %vec.epilog.vector.body337, %vec.epilog.ph334
  %index338 = phi i64 [ %vec.epilog.resume.val330, %vec.epilog.ph334 ], [ %index.next342, %vec.epilog.vector.body337 ]
  %370 = shl i64 %index338, 3
  %scevgep1104 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %370
  %wide.load339 = load <4 x double>, ptr %scevgep1104, align 8, !alias.scope !131
  %371 = fmul <4 x double> %wide.load339, %wide.load339
  %372 = fmul <4 x double> %371, %371
  %373 = fmul <4 x double> %broadcast.splat341, %372
  %374 = shl i64 %index338, 3
  %scevgep1103 = getelementptr i8, ptr %.6.i165, i64 %374
  store <4 x double> %373, ptr %scevgep1103, align 8, !alias.scope !133, !noalias !135
  %index.next342 = add nuw i64 %index338, 4
  %375 = icmp eq i64 %n.vec336, %index.next342
  br i1 %375, label %vec.epilog.middle.block343, label %vec.epilog.vector.body337, !llvm.loop !137

vec.epilog.middle.block343:                       ; preds = %vec.epilog.vector.body337
  %cmp.n344 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec336
  br i1 %cmp.n344, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us264.us.us.preheader

for.body.4.endif.endif.endif.endif.us264.us.us.preheader: ; preds = %vector.memcheck306, %iter.check315, %vec.epilog.iter.check332, %vec.epilog.middle.block343
  %loop.index.4253.us261.us.us.ph = phi i64 [ 0, %iter.check315 ], [ 0, %vector.memcheck306 ], [ %n.vec320, %vec.epilog.iter.check332 ], [ %n.vec336, %vec.epilog.middle.block343 ]
  %376 = sub nsw i64 %dest_shape.2137.sroa.5.1, %loop.index.4253.us261.us.us.ph
  %xtraiter965 = and i64 %376, 7
  %lcmp.mod966.not = icmp eq i64 %xtraiter965, 0
  br i1 %lcmp.mod966.not, label %for.body.4.endif.endif.endif.endif.us264.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us264.us.us.prol.preheader

for.body.4.endif.endif.endif.endif.us264.us.us.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us264.us.us.preheader
  %377 = mul i64 %.52.fca.2.5.0.load.fr, %loop.index.4253.us261.us.us.ph
  %378 = shl i64 %377, 3
  %scevgep1098 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %378
  %379 = shl i64 %.52.fca.2.5.0.load.fr, 3
  br label %for.body.4.endif.endif.endif.endif.us264.us.us.prol

for.body.4.endif.endif.endif.endif.us264.us.us.prol: ; preds = %for.body.4.endif.endif.endif.endif.us264.us.us.prol.preheader, %for.body.4.endif.endif.endif.endif.us264.us.us.prol
  %lsr.iv1101 = phi i64 [ %xtraiter965, %for.body.4.endif.endif.endif.endif.us264.us.us.prol.preheader ], [ %lsr.iv.next1102, %for.body.4.endif.endif.endif.endif.us264.us.us.prol ]
  %lsr.iv1099 = phi ptr [ %scevgep1098, %for.body.4.endif.endif.endif.endif.us264.us.us.prol.preheader ], [ %scevgep1100, %for.body.4.endif.endif.endif.endif.us264.us.us.prol ]
  %loop.index.4253.us261.us.us.prol = phi i64 [ %.972.us267.us.us.prol, %for.body.4.endif.endif.endif.endif.us264.us.us.prol ], [ %loop.index.4253.us261.us.us.ph, %for.body.4.endif.endif.endif.endif.us264.us.us.prol.preheader ]
  %.931.us272.us.us.prol = load double, ptr %lsr.iv1099, align 8
  %.940.us275.us.us.prol = load double, ptr %arg.c.4, align 8
  %.147.i.i180.prol = fmul double %.931.us272.us.us.prol, %.931.us272.us.us.prol
  %.147.i.1.i181.prol = fmul double %.147.i.i180.prol, %.147.i.i180.prol
  %.32.i182.prol = fmul double %.940.us275.us.us.prol, %.147.i.1.i181.prol
  %380 = shl i64 %loop.index.4253.us261.us.us.prol, 3
  %scevgep1097 = getelementptr i8, ptr %.6.i165, i64 %380
  store double %.32.i182.prol, ptr %scevgep1097, align 8
  %.972.us267.us.us.prol = add nuw i64 %loop.index.4253.us261.us.us.prol, 1
  %scevgep1100 = getelementptr i8, ptr %lsr.iv1099, i64 %379
  %lsr.iv.next1102 = add nsw i64 %lsr.iv1101, -1
  %prol.iter967.cmp.not = icmp eq i64 %lsr.iv.next1102, 0
  br i1 %prol.iter967.cmp.not, label %for.body.4.endif.endif.endif.endif.us264.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us264.us.us.prol, !llvm.loop !138

for.body.4.endif.endif.endif.endif.us264.us.us.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us264.us.us.prol, %for.body.4.endif.endif.endif.endif.us264.us.us.preheader
  %loop.index.4253.us261.us.us.unr = phi i64 [ %loop.index.4253.us261.us.us.ph, %for.body.4.endif.endif.endif.endif.us264.us.us.preheader ], [ %.972.us267.us.us.prol, %for.body.4.endif.endif.endif.endif.us264.us.us.prol ]
  %381 = sub nsw i64 %loop.index.4253.us261.us.us.ph, %dest_shape.2137.sroa.5.1
  %382 = icmp ugt i64 %381, -8
  br i1 %382, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us264.us.us.preheader973

for.body.4.endif.endif.endif.endif.us264.us.us.preheader973: ; preds = %for.body.4.endif.endif.endif.endif.us264.us.us.prol.loopexit
  %383 = mul i64 %.52.fca.2.5.0.load.fr, %loop.index.4253.us261.us.us.unr
  %384 = shl i64 %383, 3
  %scevgep1087 = getelementptr i8, ptr %.52.fca.2.4.load, i64 %384
  %385 = shl i64 %.52.fca.2.5.0.load.fr, 6
  %386 = shl i64 %.52.fca.2.5.0.load.fr, 3
  br label %for.body.4.endif.endif.endif.endif.us264.us.us

for.body.4.endif.endif.endif.endif.us264.us.us:   ; preds = %for.body.4.endif.endif.endif.endif.us264.us.us.preheader973, %for.body.4.endif.endif.endif.endif.us264.us.us
  %lsr.iv1088 = phi ptr [ %scevgep1087, %for.body.4.endif.endif.endif.endif.us264.us.us.preheader973 ], [ %scevgep1089, %for.body.4.endif.endif.endif.endif.us264.us.us ]
  %loop.index.4253.us261.us.us = phi i64 [ %.972.us267.us.us.7, %for.body.4.endif.endif.endif.endif.us264.us.us ], [ %loop.index.4253.us261.us.us.unr, %for.body.4.endif.endif.endif.endif.us264.us.us.preheader973 ]
  %.931.us272.us.us = load double, ptr %lsr.iv1088, align 8
  %.940.us275.us.us = load double, ptr %arg.c.4, align 8
  %.147.i.i180 = fmul double %.931.us272.us.us, %.931.us272.us.us
  %.147.i.1.i181 = fmul double %.147.i.i180, %.147.i.i180
  %.32.i182 = fmul double %.940.us275.us.us, %.147.i.1.i181
  %sunkaddr2331 = mul i64 %loop.index.4253.us261.us.us, 8
  %sunkaddr2332 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2331
  store double %.32.i182, ptr %sunkaddr2332, align 8
  %scevgep1090 = getelementptr i8, ptr %lsr.iv1088, i64 %386
  %sunkaddr2518 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2519 = getelementptr i8, ptr %lsr.iv1088, i64 %sunkaddr2518
  %.931.us272.us.us.1 = load double, ptr %sunkaddr2519, align 8
  %.940.us275.us.us.1 = load double, ptr %arg.c.4, align 8
  %.147.i.i180.1 = fmul double %.931.us272.us.us.1, %.931.us272.us.us.1
  %.147.i.1.i181.1 = fmul double %.147.i.i180.1, %.147.i.i180.1
  %.32.i182.1 = fmul double %.940.us275.us.us.1, %.147.i.1.i181.1
  %sunkaddr2333 = mul i64 %loop.index.4253.us261.us.us, 8
  %sunkaddr2334 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2333
  %sunkaddr2335 = getelementptr i8, ptr %sunkaddr2334, i64 8
  store double %.32.i182.1, ptr %sunkaddr2335, align 8
  %scevgep1091 = getelementptr i8, ptr %scevgep1090, i64 %386
  %sunkaddr2520 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2521 = getelementptr i8, ptr %scevgep1090, i64 %sunkaddr2520
  %.931.us272.us.us.2 = load double, ptr %sunkaddr2521, align 8
  %.940.us275.us.us.2 = load double, ptr %arg.c.4, align 8
  %.147.i.i180.2 = fmul double %.931.us272.us.us.2, %.931.us272.us.us.2
  %.147.i.1.i181.2 = fmul double %.147.i.i180.2, %.147.i.i180.2
  %.32.i182.2 = fmul double %.940.us275.us.us.2, %.147.i.1.i181.2
  %sunkaddr2336 = mul i64 %loop.index.4253.us261.us.us, 8
  %sunkaddr2337 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2336
  %sunkaddr2338 = getelementptr i8, ptr %sunkaddr2337, i64 16
  store double %.32.i182.2, ptr %sunkaddr2338, align 8
  %scevgep1092 = getelementptr i8, ptr %scevgep1091, i64 %386
  %sunkaddr2522 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2523 = getelementptr i8, ptr %scevgep1091, i64 %sunkaddr2522
  %.931.us272.us.us.3 = load double, ptr %sunkaddr2523, align 8
  %.940.us275.us.us.3 = load double, ptr %arg.c.4, align 8
  %.147.i.i180.3 = fmul double %.931.us272.us.us.3, %.931.us272.us.us.3
  %.147.i.1.i181.3 = fmul double %.147.i.i180.3, %.147.i.i180.3
  %.32.i182.3 = fmul double %.940.us275.us.us.3, %.147.i.1.i181.3
  %sunkaddr2339 = mul i64 %loop.index.4253.us261.us.us, 8
  %sunkaddr2340 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2339
  %sunkaddr2341 = getelementptr i8, ptr %sunkaddr2340, i64 24
  store double %.32.i182.3, ptr %sunkaddr2341, align 8
  %scevgep1093 = getelementptr i8, ptr %scevgep1092, i64 %386
  %sunkaddr2524 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2525 = getelementptr i8, ptr %scevgep1092, i64 %sunkaddr2524
  %.931.us272.us.us.4 = load double, ptr %sunkaddr2525, align 8
  %.940.us275.us.us.4 = load double, ptr %arg.c.4, align 8
  %.147.i.i180.4 = fmul double %.931.us272.us.us.4, %.931.us272.us.us.4
  %.147.i.1.i181.4 = fmul double %.147.i.i180.4, %.147.i.i180.4
  %.32.i182.4 = fmul double %.940.us275.us.us.4, %.147.i.1.i181.4
  %sunkaddr2342 = mul i64 %loop.index.4253.us261.us.us, 8
  %sunkaddr2343 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2342
  %sunkaddr2344 = getelementptr i8, ptr %sunkaddr2343, i64 32
  store double %.32.i182.4, ptr %sunkaddr2344, align 8
  %scevgep1094 = getelementptr i8, ptr %scevgep1093, i64 %386
  %sunkaddr2526 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2527 = getelementptr i8, ptr %scevgep1093, i64 %sunkaddr2526
  %.931.us272.us.us.5 = load double, ptr %sunkaddr2527, align 8
  %.940.us275.us.us.5 = load double, ptr %arg.c.4, align 8
  %.147.i.i180.5 = fmul double %.931.us272.us.us.5, %.931.us272.us.us.5
  %.147.i.1.i181.5 = fmul double %.147.i.i180.5, %.147.i.i180.5
  %.32.i182.5 = fmul double %.940.us275.us.us.5, %.147.i.1.i181.5
  %sunkaddr2345 = mul i64 %loop.index.4253.us261.us.us, 8
  %sunkaddr2346 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2345
  %sunkaddr2347 = getelementptr i8, ptr %sunkaddr2346, i64 40
  store double %.32.i182.5, ptr %sunkaddr2347, align 8
  %scevgep1095 = getelementptr i8, ptr %scevgep1094, i64 %386
  %sunkaddr2528 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2529 = getelementptr i8, ptr %scevgep1094, i64 %sunkaddr2528
  %.931.us272.us.us.6 = load double, ptr %sunkaddr2529, align 8
  %.940.us275.us.us.6 = load double, ptr %arg.c.4, align 8
  %.147.i.i180.6 = fmul double %.931.us272.us.us.6, %.931.us272.us.us.6
  %.147.i.1.i181.6 = fmul double %.147.i.i180.6, %.147.i.i180.6
  %.32.i182.6 = fmul double %.940.us275.us.us.6, %.147.i.1.i181.6
  %sunkaddr2348 = mul i64 %loop.index.4253.us261.us.us, 8
  %sunkaddr2349 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2348
  %sunkaddr2350 = getelementptr i8, ptr %sunkaddr2349, i64 48
  store double %.32.i182.6, ptr %sunkaddr2350, align 8
  %sunkaddr2351 = mul i64 %.52.fca.2.5.0.load.fr, 8
  %sunkaddr2352 = getelementptr i8, ptr %scevgep1095, i64 %sunkaddr2351
  %.931.us272.us.us.7 = load double, ptr %sunkaddr2352, align 8
  %.940.us275.us.us.7 = load double, ptr %arg.c.4, align 8
  %.147.i.i180.7 = fmul double %.931.us272.us.us.7, %.931.us272.us.us.7
  %.147.i.1.i181.7 = fmul double %.147.i.i180.7, %.147.i.i180.7
  %.32.i182.7 = fmul double %.940.us275.us.us.7, %.147.i.1.i181.7
  %sunkaddr2353 = mul i64 %loop.index.4253.us261.us.us, 8
  %sunkaddr2354 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2353
  %sunkaddr2355 = getelementptr i8, ptr %sunkaddr2354, i64 56
  store double %.32.i182.7, ptr %sunkaddr2355, align 8
  %.972.us267.us.us.7 = add nuw nsw i64 %loop.index.4253.us261.us.us, 8
  %scevgep1089 = getelementptr i8, ptr %lsr.iv1088, i64 %385
  %exitcond453.not.7 = icmp eq i64 %dest_shape.2137.sroa.5.1, %.972.us267.us.us.7
  br i1 %exitcond453.not.7, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us264.us.us, !llvm.loop !139

for.cond.4.preheader.lr.ph.split.us.split.split:  ; preds = %for.cond.4.preheader.lr.ph.split.us.split
  %387 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %387, label %iter.check359, label %iter.check405

iter.check359:                                    ; preds = %for.cond.4.preheader.lr.ph.split.us.split.split
  %388 = icmp ult i64 %dest_shape.2137.sroa.5.1, 4
  br i1 %388, label %for.body.4.endif.endif.endif.endif.us289.us.us.preheader, label %vector.memcheck346

vector.memcheck346:                               ; preds = %iter.check359
  %389 = shl i64 %dest_shape.2137.sroa.5.1, 3
  %scevgep347 = getelementptr i8, ptr %.6.i165, i64 %389
  %scevgep348 = getelementptr i8, ptr %.52.fca.2.4.load, i64 8
  %scevgep349 = getelementptr i8, ptr %arg.c.4, i64 %389
  %bound0350 = icmp ult ptr %.6.i165, %scevgep348
  %bound1351 = icmp ult ptr %.52.fca.2.4.load, %scevgep347
  %found.conflict352 = and i1 %bound0350, %bound1351
  %bound0353 = icmp ult ptr %.6.i165, %scevgep349
  %bound1354 = icmp ult ptr %arg.c.4, %scevgep347
  %found.conflict355 = and i1 %bound0353, %bound1354
  %conflict.rdx356 = or i1 %found.conflict352, %found.conflict355
  br i1 %conflict.rdx356, label %for.body.4.endif.endif.endif.endif.us289.us.us.preheader, label %vector.main.loop.iter.check361

vector.main.loop.iter.check361:                   ; preds = %vector.memcheck346
  %const1766 = bitcast i64 9223372036854775776 to i64
  %min.iters.check360 = icmp ult i64 %dest_shape.2137.sroa.5.1, 32
  br i1 %min.iters.check360, label %vec.epilog.ph380, label %vector.ph362

vector.ph362:                                     ; preds = %vector.main.loop.iter.check361
  %n.vec364 = and i64 %dest_shape.2137.sroa.5.1, %const1766
  %390 = load double, ptr %.52.fca.2.4.load, align 8, !alias.scope !140
  %.scalar907 = fmul double %390, %390
  %.scalar908 = fmul double %.scalar907, %.scalar907
  %391 = insertelement <8 x double> poison, double %.scalar908, i64 0
  %392 = shufflevector <8 x double> %391, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body367

vector.body367:                                   ; preds = %vector.body367, %vector.ph362
  %index368 = phi i64 [ 0, %vector.ph362 ], [ %index.next373, %vector.body367 ]
  %sunkaddr2356 = mul i64 %index368, 8
  %sunkaddr2357 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2356
  %wide.load369 = load <8 x double>, ptr %sunkaddr2357, align 8, !alias.scope !143
  %sunkaddr2358 = mul i64 %index368, 8
  %sunkaddr2359 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2358
  %sunkaddr2360 = getelementptr i8, ptr %sunkaddr2359, i64 64
  %wide.load370 = load <8 x double>, ptr %sunkaddr2360, align 8, !alias.scope !143
  %sunkaddr2361 = mul i64 %index368, 8
  %sunkaddr2362 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2361
  %sunkaddr2363 = getelementptr i8, ptr %sunkaddr2362, i64 128
  %wide.load371 = load <8 x double>, ptr %sunkaddr2363, align 8, !alias.scope !143
  %sunkaddr2364 = mul i64 %index368, 8
  %sunkaddr2365 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2364
  %sunkaddr2366 = getelementptr i8, ptr %sunkaddr2365, i64 192
  %wide.load372 = load <8 x double>, ptr %sunkaddr2366, align 8, !alias.scope !143
  %393 = fmul <8 x double> %wide.load369, %392
  %394 = fmul <8 x double> %wide.load370, %392
  %395 = fmul <8 x double> %wide.load371, %392
  %396 = fmul <8 x double> %wide.load372, %392
  %sunkaddr2367 = mul i64 %index368, 8
  %sunkaddr2368 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2367
  store <8 x double> %393, ptr %sunkaddr2368, align 8, !alias.scope !145, !noalias !147
  %sunkaddr2369 = mul i64 %index368, 8
  %sunkaddr2370 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2369
  %sunkaddr2371 = getelementptr i8, ptr %sunkaddr2370, i64 64
  store <8 x double> %394, ptr %sunkaddr2371, align 8, !alias.scope !145, !noalias !147
  %sunkaddr2372 = mul i64 %index368, 8
  %sunkaddr2373 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2372
  %sunkaddr2374 = getelementptr i8, ptr %sunkaddr2373, i64 128
  store <8 x double> %395, ptr %sunkaddr2374, align 8, !alias.scope !145, !noalias !147
  %sunkaddr2375 = mul i64 %index368, 8
  %sunkaddr2376 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2375
  %sunkaddr2377 = getelementptr i8, ptr %sunkaddr2376, i64 192
  store <8 x double> %396, ptr %sunkaddr2377, align 8, !alias.scope !145, !noalias !147
  %index.next373 = add nuw i64 %index368, 32
  %397 = icmp eq i64 %n.vec364, %index.next373
  br i1 %397, label %middle.block374, label %vector.body367, !llvm.loop !148

middle.block374:                                  ; preds = %vector.body367
  %cmp.n375 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec364
  br i1 %cmp.n375, label %for.end.3, label %vec.epilog.iter.check378

vec.epilog.iter.check378:                         ; preds = %middle.block374
  %398 = and i64 %dest_shape.2137.sroa.5.1, 28
  %min.epilog.iters.check379 = icmp eq i64 %398, 0
  br i1 %min.epilog.iters.check379, label %for.body.4.endif.endif.endif.endif.us289.us.us.preheader, label %vec.epilog.ph380, !prof !22

vec.epilog.ph380:                                 ; preds = %vector.main.loop.iter.check361, %vec.epilog.iter.check378
  %vec.epilog.resume.val376 = phi i64 [ %n.vec364, %vec.epilog.iter.check378 ], [ 0, %vector.main.loop.iter.check361 ]
  %const_mat1767 = add i64 %const1766, 28
  %n.vec382 = and i64 %dest_shape.2137.sroa.5.1, %const_mat1767
  %399 = load double, ptr %.52.fca.2.4.load, align 8, !alias.scope !140
  %.scalar909 = fmul double %399, %399
  %.scalar910 = fmul double %.scalar909, %.scalar909
  %400 = insertelement <4 x double> poison, double %.scalar910, i64 0
  %401 = shufflevector <4 x double> %400, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body385

vec.epilog.vector.body385:                        ; preds = %vec.epilog.vector.body385, %vec.epilog.ph380
  %index386 = phi i64 [ %vec.epilog.resume.val376, %vec.epilog.ph380 ], [ %index.next388, %vec.epilog.vector.body385 ]
  %402 = shl i64 %index386, 3
  %scevgep1158 = getelementptr i8, ptr %arg.c.4, i64 %402
  %wide.load387 = load <4 x double>, ptr %scevgep1158, align 8, !alias.scope !143
  %403 = fmul <4 x double> %wide.load387, %401
  %404 = shl i64 %index386, 3
  %scevgep1157 = getelementptr i8, ptr %.6.i165, i64 %404
  store <4 x double> %403, ptr %scevgep1157, align 8, !alias.scope !145, !noalias !147
  %index.next388 = add nuw i64 %index386, 4
  %405 = icmp eq i64 %n.vec382, %index.next388
  br i1 %405, label %vec.epilog.middle.block389, label %vec.epilog.vector.body385, !llvm.loop !149

vec.epilog.middle.block389:                       ; preds = %vec.epilog.vector.body385
  %cmp.n390 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec382
  br i1 %cmp.n390, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us289.us.us.preheader

for.body.4.endif.endif.endif.endif.us289.us.us.preheader: ; preds = %vector.memcheck346, %iter.check359, %vec.epilog.iter.check378, %vec.epilog.middle.block389
  %loop.index.4253.us286.us.us.ph = phi i64 [ 0, %iter.check359 ], [ 0, %vector.memcheck346 ], [ %n.vec364, %vec.epilog.iter.check378 ], [ %n.vec382, %vec.epilog.middle.block389 ]
  %406 = sub nsw i64 %dest_shape.2137.sroa.5.1, %loop.index.4253.us286.us.us.ph
  %xtraiter962 = and i64 %406, 7
  %lcmp.mod963.not = icmp eq i64 %xtraiter962, 0
  br i1 %lcmp.mod963.not, label %for.body.4.endif.endif.endif.endif.us289.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us289.us.us.prol.preheader

for.body.4.endif.endif.endif.endif.us289.us.us.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us289.us.us.preheader
  br label %for.body.4.endif.endif.endif.endif.us289.us.us.prol

for.body.4.endif.endif.endif.endif.us289.us.us.prol: ; preds = %for.body.4.endif.endif.endif.endif.us289.us.us.prol.preheader, %for.body.4.endif.endif.endif.endif.us289.us.us.prol
  %lsr.iv1155 = phi i64 [ %xtraiter962, %for.body.4.endif.endif.endif.endif.us289.us.us.prol.preheader ], [ %lsr.iv.next1156, %for.body.4.endif.endif.endif.endif.us289.us.us.prol ]
  %loop.index.4253.us286.us.us.prol = phi i64 [ %.972.us292.us.us.prol, %for.body.4.endif.endif.endif.endif.us289.us.us.prol ], [ %loop.index.4253.us286.us.us.ph, %for.body.4.endif.endif.endif.endif.us289.us.us.prol.preheader ]
  %.931.us288.us.us.prol = load double, ptr %.52.fca.2.4.load, align 8
  %407 = shl i64 %loop.index.4253.us286.us.us.prol, 3
  %scevgep1154 = getelementptr i8, ptr %arg.c.4, i64 %407
  %.940.us296.us.us.prol = load double, ptr %scevgep1154, align 8
  %.147.i.i183.prol = fmul double %.931.us288.us.us.prol, %.931.us288.us.us.prol
  %.147.i.1.i184.prol = fmul double %.147.i.i183.prol, %.147.i.i183.prol
  %.32.i185.prol = fmul double %.940.us296.us.us.prol, %.147.i.1.i184.prol
  %408 = shl i64 %loop.index.4253.us286.us.us.prol, 3
  %scevgep1153 = getelementptr i8, ptr %.6.i165, i64 %408
  store double %.32.i185.prol, ptr %scevgep1153, align 8
  %.972.us292.us.us.prol = add nuw i64 %loop.index.4253.us286.us.us.prol, 1
  %lsr.iv.next1156 = add nsw i64 %lsr.iv1155, -1
  %prol.iter964.cmp.not = icmp eq i64 %lsr.iv.next1156, 0
  br i1 %prol.iter964.cmp.not, label %for.body.4.endif.endif.endif.endif.us289.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us289.us.us.prol, !llvm.loop !150

for.body.4.endif.endif.endif.endif.us289.us.us.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us289.us.us.prol, %for.body.4.endif.endif.endif.endif.us289.us.us.preheader
  %loop.index.4253.us286.us.us.unr = phi i64 [ %loop.index.4253.us286.us.us.ph, %for.body.4.endif.endif.endif.endif.us289.us.us.preheader ], [ %.972.us292.us.us.prol, %for.body.4.endif.endif.endif.endif.us289.us.us.prol ]
  %409 = sub nsw i64 %loop.index.4253.us286.us.us.ph, %dest_shape.2137.sroa.5.1
  %410 = icmp ugt i64 %409, -8
  br i1 %410, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us289.us.us.preheader975

for.body.4.endif.endif.endif.endif.us289.us.us.preheader975: ; preds = %for.body.4.endif.endif.endif.endif.us289.us.us.prol.loopexit
  br label %for.body.4.endif.endif.endif.endif.us289.us.us

for.body.4.endif.endif.endif.endif.us289.us.us:   ; preds = %for.body.4.endif.endif.endif.endif.us289.us.us.preheader975, %for.body.4.endif.endif.endif.endif.us289.us.us
  %loop.index.4253.us286.us.us = phi i64 [ %.972.us292.us.us.7, %for.body.4.endif.endif.endif.endif.us289.us.us ], [ %loop.index.4253.us286.us.us.unr, %for.body.4.endif.endif.endif.endif.us289.us.us.preheader975 ]
  %.931.us288.us.us = load double, ptr %.52.fca.2.4.load, align 8
  %sunkaddr2378 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2379 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2378
  %.940.us296.us.us = load double, ptr %sunkaddr2379, align 8
  %.147.i.i183 = fmul double %.931.us288.us.us, %.931.us288.us.us
  %.147.i.1.i184 = fmul double %.147.i.i183, %.147.i.i183
  %.32.i185 = fmul double %.940.us296.us.us, %.147.i.1.i184
  %sunkaddr2380 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2381 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2380
  store double %.32.i185, ptr %sunkaddr2381, align 8
  %.931.us288.us.us.1 = load double, ptr %.52.fca.2.4.load, align 8
  %sunkaddr2382 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2383 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2382
  %sunkaddr2384 = getelementptr i8, ptr %sunkaddr2383, i64 8
  %.940.us296.us.us.1 = load double, ptr %sunkaddr2384, align 8
  %.147.i.i183.1 = fmul double %.931.us288.us.us.1, %.931.us288.us.us.1
  %.147.i.1.i184.1 = fmul double %.147.i.i183.1, %.147.i.i183.1
  %.32.i185.1 = fmul double %.940.us296.us.us.1, %.147.i.1.i184.1
  %sunkaddr2385 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2386 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2385
  %sunkaddr2387 = getelementptr i8, ptr %sunkaddr2386, i64 8
  store double %.32.i185.1, ptr %sunkaddr2387, align 8
  %.931.us288.us.us.2 = load double, ptr %.52.fca.2.4.load, align 8
  %sunkaddr2388 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2389 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2388
  %sunkaddr2390 = getelementptr i8, ptr %sunkaddr2389, i64 16
  %.940.us296.us.us.2 = load double, ptr %sunkaddr2390, align 8
  %.147.i.i183.2 = fmul double %.931.us288.us.us.2, %.931.us288.us.us.2
  %.147.i.1.i184.2 = fmul double %.147.i.i183.2, %.147.i.i183.2
  %.32.i185.2 = fmul double %.940.us296.us.us.2, %.147.i.1.i184.2
  %sunkaddr2391 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2392 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2391
  %sunkaddr2393 = getelementptr i8, ptr %sunkaddr2392, i64 16
  store double %.32.i185.2, ptr %sunkaddr2393, align 8
  %.931.us288.us.us.3 = load double, ptr %.52.fca.2.4.load, align 8
  %sunkaddr2394 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2395 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2394
  %sunkaddr2396 = getelementptr i8, ptr %sunkaddr2395, i64 24
  %.940.us296.us.us.3 = load double, ptr %sunkaddr2396, align 8
  %.147.i.i183.3 = fmul double %.931.us288.us.us.3, %.931.us288.us.us.3
  %.147.i.1.i184.3 = fmul double %.147.i.i183.3, %.147.i.i183.3
  %.32.i185.3 = fmul double %.940.us296.us.us.3, %.147.i.1.i184.3
  %sunkaddr2397 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2398 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2397
  %sunkaddr2399 = getelementptr i8, ptr %sunkaddr2398, i64 24
  store double %.32.i185.3, ptr %sunkaddr2399, align 8
  %.931.us288.us.us.4 = load double, ptr %.52.fca.2.4.load, align 8
  %sunkaddr2400 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2401 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2400
  %sunkaddr2402 = getelementptr i8, ptr %sunkaddr2401, i64 32
  %.940.us296.us.us.4 = load double, ptr %sunkaddr2402, align 8
  %.147.i.i183.4 = fmul double %.931.us288.us.us.4, %.931.us288.us.us.4
  %.147.i.1.i184.4 = fmul double %.147.i.i183.4, %.147.i.i183.4
  %.32.i185.4 = fmul double %.940.us296.us.us.4, %.147.i.1.i184.4
  %sunkaddr2403 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2404 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2403
  %sunkaddr2405 = getelementptr i8, ptr %sunkaddr2404, i64 32
  store double %.32.i185.4, ptr %sunkaddr2405, align 8
  %.931.us288.us.us.5 = load double, ptr %.52.fca.2.4.load, align 8
  %sunkaddr2406 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2407 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2406
  %sunkaddr2408 = getelementptr i8, ptr %sunkaddr2407, i64 40
  %.940.us296.us.us.5 = load double, ptr %sunkaddr2408, align 8
  %.147.i.i183.5 = fmul double %.931.us288.us.us.5, %.931.us288.us.us.5
  %.147.i.1.i184.5 = fmul double %.147.i.i183.5, %.147.i.i183.5
  %.32.i185.5 = fmul double %.940.us296.us.us.5, %.147.i.1.i184.5
  %sunkaddr2409 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2410 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2409
  %sunkaddr2411 = getelementptr i8, ptr %sunkaddr2410, i64 40
  store double %.32.i185.5, ptr %sunkaddr2411, align 8
  %.931.us288.us.us.6 = load double, ptr %.52.fca.2.4.load, align 8
  %sunkaddr2412 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2413 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2412
  %sunkaddr2414 = getelementptr i8, ptr %sunkaddr2413, i64 48
  %.940.us296.us.us.6 = load double, ptr %sunkaddr2414, align 8
  %.147.i.i183.6 = fmul double %.931.us288.us.us.6, %.931.us288.us.us.6
  %.147.i.1.i184.6 = fmul double %.147.i.i183.6, %.147.i.i183.6
  %.32.i185.6 = fmul double %.940.us296.us.us.6, %.147.i.1.i184.6
  %sunkaddr2415 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2416 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2415
  %sunkaddr2417 = getelementptr i8, ptr %sunkaddr2416, i64 48
  store double %.32.i185.6, ptr %sunkaddr2417, align 8
  %.931.us288.us.us.7 = load double, ptr %.52.fca.2.4.load, align 8
  %sunkaddr2418 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2419 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2418
  %sunkaddr2420 = getelementptr i8, ptr %sunkaddr2419, i64 56
  %.940.us296.us.us.7 = load double, ptr %sunkaddr2420, align 8
  %.147.i.i183.7 = fmul double %.931.us288.us.us.7, %.931.us288.us.us.7
  %.147.i.1.i184.7 = fmul double %.147.i.i183.7, %.147.i.i183.7
  %.32.i185.7 = fmul double %.940.us296.us.us.7, %.147.i.1.i184.7
  %sunkaddr2421 = mul i64 %loop.index.4253.us286.us.us, 8
  %sunkaddr2422 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2421
  %sunkaddr2423 = getelementptr i8, ptr %sunkaddr2422, i64 56
  store double %.32.i185.7, ptr %sunkaddr2423, align 8
  %.972.us292.us.us.7 = add nuw nsw i64 %loop.index.4253.us286.us.us, 8
  %exitcond451.not.7 = icmp eq i64 %dest_shape.2137.sroa.5.1, %.972.us292.us.us.7
  br i1 %exitcond451.not.7, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us289.us.us, !llvm.loop !151

iter.check405:                                    ; preds = %for.cond.4.preheader.lr.ph.split.us.split.split
  %411 = icmp ult i64 %dest_shape.2137.sroa.5.1, 4
  br i1 %411, label %for.body.4.endif.endif.endif.endif.us317.preheader, label %vector.memcheck392

vector.memcheck392:                               ; preds = %iter.check405
  %412 = shl i64 %dest_shape.2137.sroa.5.1, 3
  %scevgep393 = getelementptr i8, ptr %.6.i165, i64 %412
  %scevgep394 = getelementptr i8, ptr %.52.fca.2.4.load, i64 8
  %scevgep395 = getelementptr i8, ptr %arg.c.4, i64 8
  %bound0396 = icmp ult ptr %.6.i165, %scevgep394
  %bound1397 = icmp ult ptr %.52.fca.2.4.load, %scevgep393
  %found.conflict398 = and i1 %bound0396, %bound1397
  %bound0399 = icmp ult ptr %.6.i165, %scevgep395
  %bound1400 = icmp ult ptr %arg.c.4, %scevgep393
  %found.conflict401 = and i1 %bound0399, %bound1400
  %conflict.rdx402 = or i1 %found.conflict398, %found.conflict401
  br i1 %conflict.rdx402, label %for.body.4.endif.endif.endif.endif.us317.preheader, label %vector.main.loop.iter.check407

vector.main.loop.iter.check407:                   ; preds = %vector.memcheck392
  %const1764 = bitcast i64 9223372036854775776 to i64
  %min.iters.check406 = icmp ult i64 %dest_shape.2137.sroa.5.1, 32
  br i1 %min.iters.check406, label %vec.epilog.ph422, label %vector.ph408

vector.ph408:                                     ; preds = %vector.main.loop.iter.check407
  %n.vec410 = and i64 %dest_shape.2137.sroa.5.1, %const1764
  %413 = load double, ptr %arg.c.4, align 8, !alias.scope !152
  %414 = load double, ptr %.52.fca.2.4.load, align 8, !alias.scope !155
  %415 = fmul double %414, %414
  %416 = fmul double %415, %415
  %417 = fmul double %413, %416
  %broadcast.splatinsert413 = insertelement <8 x double> poison, double %417, i64 0
  %broadcast.splat414 = shufflevector <8 x double> %broadcast.splatinsert413, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body411

vector.body411:                                   ; preds = %vector.body411, %vector.ph408
  %index412 = phi i64 [ 0, %vector.ph408 ], [ %index.next415, %vector.body411 ]
  %sunkaddr2424 = mul i64 %index412, 8
  %sunkaddr2425 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2424
  store <8 x double> %broadcast.splat414, ptr %sunkaddr2425, align 8, !alias.scope !157, !noalias !159
  %sunkaddr2426 = mul i64 %index412, 8
  %sunkaddr2427 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2426
  %sunkaddr2428 = getelementptr i8, ptr %sunkaddr2427, i64 64
  store <8 x double> %broadcast.splat414, ptr %sunkaddr2428, align 8, !alias.scope !157, !noalias !159
  %sunkaddr2429 = mul i64 %index412, 8
  %sunkaddr2430 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2429
  %sunkaddr2431 = getelementptr i8, ptr %sunkaddr2430, i64 128
  store <8 x double> %broadcast.splat414, ptr %sunkaddr2431, align 8, !alias.scope !157, !noalias !159
  %sunkaddr2432 = mul i64 %index412, 8
  %sunkaddr2433 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2432
  %sunkaddr2434 = getelementptr i8, ptr %sunkaddr2433, i64 192
  store <8 x double> %broadcast.splat414, ptr %sunkaddr2434, align 8, !alias.scope !157, !noalias !159
  %index.next415 = add nuw i64 %index412, 32
  %418 = icmp eq i64 %n.vec410, %index.next415
  br i1 %418, label %middle.block416, label %vector.body411, !llvm.loop !160

middle.block416:                                  ; preds = %vector.body411
  %cmp.n417 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec410
  br i1 %cmp.n417, label %for.end.3, label %vec.epilog.iter.check420

vec.epilog.iter.check420:                         ; preds = %middle.block416
  %419 = and i64 %dest_shape.2137.sroa.5.1, 28
  %min.epilog.iters.check421 = icmp eq i64 %419, 0
  br i1 %min.epilog.iters.check421, label %for.body.4.endif.endif.endif.endif.us317.preheader, label %vec.epilog.ph422, !prof !22

vec.epilog.ph422:                                 ; preds = %vector.main.loop.iter.check407, %vec.epilog.iter.check420
  %vec.epilog.resume.val418 = phi i64 [ %n.vec410, %vec.epilog.iter.check420 ], [ 0, %vector.main.loop.iter.check407 ]
  %const_mat1765 = add i64 %const1764, 28
  %n.vec424 = and i64 %dest_shape.2137.sroa.5.1, %const_mat1765
  %420 = load double, ptr %arg.c.4, align 8, !alias.scope !152
  %421 = load double, ptr %.52.fca.2.4.load, align 8, !alias.scope !155
  %422 = fmul double %421, %421
  %423 = fmul double %422, %422
  %424 = fmul double %420, %423
  %broadcast.splatinsert427 = insertelement <4 x double> poison, double %424, i64 0
  %broadcast.splat428 = shufflevector <4 x double> %broadcast.splatinsert427, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body425

vec.epilog.vector.body425:                        ; preds = %vec.epilog.vector.body425, %vec.epilog.ph422
  %index426 = phi i64 [ %vec.epilog.resume.val418, %vec.epilog.ph422 ], [ %index.next429, %vec.epilog.vector.body425 ]
  %425 = shl i64 %index426, 3
  %scevgep1194 = getelementptr i8, ptr %.6.i165, i64 %425
  store <4 x double> %broadcast.splat428, ptr %scevgep1194, align 8, !alias.scope !157, !noalias !159
  %index.next429 = add nuw i64 %index426, 4
  %426 = icmp eq i64 %n.vec424, %index.next429
  br i1 %426, label %vec.epilog.middle.block430, label %vec.epilog.vector.body425, !llvm.loop !161

vec.epilog.middle.block430:                       ; preds = %vec.epilog.vector.body425
  %cmp.n431 = icmp eq i64 %dest_shape.2137.sroa.5.1, %n.vec424
  br i1 %cmp.n431, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us317.preheader

for.body.4.endif.endif.endif.endif.us317.preheader: ; preds = %vector.memcheck392, %iter.check405, %vec.epilog.iter.check420, %vec.epilog.middle.block430
  %loop.index.4253.us313.ph = phi i64 [ 0, %iter.check405 ], [ 0, %vector.memcheck392 ], [ %n.vec410, %vec.epilog.iter.check420 ], [ %n.vec424, %vec.epilog.middle.block430 ]
  %427 = sub nsw i64 %dest_shape.2137.sroa.5.1, %loop.index.4253.us313.ph
  %xtraiter959 = and i64 %427, 7
  %lcmp.mod960.not = icmp eq i64 %xtraiter959, 0
  br i1 %lcmp.mod960.not, label %for.body.4.endif.endif.endif.endif.us317.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us317.prol.preheader

for.body.4.endif.endif.endif.endif.us317.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us317.preheader
  br label %for.body.4.endif.endif.endif.endif.us317.prol

for.body.4.endif.endif.endif.endif.us317.prol:    ; preds = %for.body.4.endif.endif.endif.endif.us317.prol.preheader, %for.body.4.endif.endif.endif.endif.us317.prol
  %lsr.iv1192 = phi i64 [ %xtraiter959, %for.body.4.endif.endif.endif.endif.us317.prol.preheader ], [ %lsr.iv.next1193, %for.body.4.endif.endif.endif.endif.us317.prol ]
  %loop.index.4253.us313.prol = phi i64 [ %.972.us320.prol, %for.body.4.endif.endif.endif.endif.us317.prol ], [ %loop.index.4253.us313.ph, %for.body.4.endif.endif.endif.endif.us317.prol.preheader ]
  %.931.us314.prol = load double, ptr %.52.fca.2.4.load, align 8
  %.940.us315.prol = load double, ptr %arg.c.4, align 8
  %.147.i.i186.prol = fmul double %.931.us314.prol, %.931.us314.prol
  %.147.i.1.i187.prol = fmul double %.147.i.i186.prol, %.147.i.i186.prol
  %.32.i188.prol = fmul double %.940.us315.prol, %.147.i.1.i187.prol
  %428 = shl i64 %loop.index.4253.us313.prol, 3
  %scevgep1191 = getelementptr i8, ptr %.6.i165, i64 %428
  store double %.32.i188.prol, ptr %scevgep1191, align 8
  %.972.us320.prol = add nuw i64 %loop.index.4253.us313.prol, 1
  %lsr.iv.next1193 = add nsw i64 %lsr.iv1192, -1
  %prol.iter961.cmp.not = icmp eq i64 %lsr.iv.next1193, 0
  br i1 %prol.iter961.cmp.not, label %for.body.4.endif.endif.endif.endif.us317.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us317.prol, !llvm.loop !162

for.body.4.endif.endif.endif.endif.us317.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us317.prol, %for.body.4.endif.endif.endif.endif.us317.preheader
  %loop.index.4253.us313.unr = phi i64 [ %loop.index.4253.us313.ph, %for.body.4.endif.endif.endif.endif.us317.preheader ], [ %.972.us320.prol, %for.body.4.endif.endif.endif.endif.us317.prol ]
  %429 = sub nsw i64 %loop.index.4253.us313.ph, %dest_shape.2137.sroa.5.1
  %430 = icmp ugt i64 %429, -8
  br i1 %430, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us317.preheader977

for.body.4.endif.endif.endif.endif.us317.preheader977: ; preds = %for.body.4.endif.endif.endif.endif.us317.prol.loopexit
  br label %for.body.4.endif.endif.endif.endif.us317

for.body.4.endif.endif.endif.endif.us317:         ; preds = %for.body.4.endif.endif.endif.endif.us317.preheader977, %for.body.4.endif.endif.endif.endif.us317
  %loop.index.4253.us313 = phi i64 [ %.972.us320.7, %for.body.4.endif.endif.endif.endif.us317 ], [ %loop.index.4253.us313.unr, %for.body.4.endif.endif.endif.endif.us317.preheader977 ]
  %.931.us314 = load double, ptr %.52.fca.2.4.load, align 8
  %.940.us315 = load double, ptr %arg.c.4, align 8
  %.147.i.i186 = fmul double %.931.us314, %.931.us314
  %.147.i.1.i187 = fmul double %.147.i.i186, %.147.i.i186
  %.32.i188 = fmul double %.940.us315, %.147.i.1.i187
  %sunkaddr2435 = mul i64 %loop.index.4253.us313, 8
  %sunkaddr2436 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2435
  store double %.32.i188, ptr %sunkaddr2436, align 8
  %.931.us314.1 = load double, ptr %.52.fca.2.4.load, align 8
  %.940.us315.1 = load double, ptr %arg.c.4, align 8
  %.147.i.i186.1 = fmul double %.931.us314.1, %.931.us314.1
  %.147.i.1.i187.1 = fmul double %.147.i.i186.1, %.147.i.i186.1
  %.32.i188.1 = fmul double %.940.us315.1, %.147.i.1.i187.1
  %sunkaddr2437 = mul i64 %loop.index.4253.us313, 8
  %sunkaddr2438 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2437
  %sunkaddr2439 = getelementptr i8, ptr %sunkaddr2438, i64 8
  store double %.32.i188.1, ptr %sunkaddr2439, align 8
  %.931.us314.2 = load double, ptr %.52.fca.2.4.load, align 8
  %.940.us315.2 = load double, ptr %arg.c.4, align 8
  %.147.i.i186.2 = fmul double %.931.us314.2, %.931.us314.2
  %.147.i.1.i187.2 = fmul double %.147.i.i186.2, %.147.i.i186.2
  %.32.i188.2 = fmul double %.940.us315.2, %.147.i.1.i187.2
  %sunkaddr2440 = mul i64 %loop.index.4253.us313, 8
  %sunkaddr2441 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2440
  %sunkaddr2442 = getelementptr i8, ptr %sunkaddr2441, i64 16
  store double %.32.i188.2, ptr %sunkaddr2442, align 8
  %.931.us314.3 = load double, ptr %.52.fca.2.4.load, align 8
  %.940.us315.3 = load double, ptr %arg.c.4, align 8
  %.147.i.i186.3 = fmul double %.931.us314.3, %.931.us314.3
  %.147.i.1.i187.3 = fmul double %.147.i.i186.3, %.147.i.i186.3
  %.32.i188.3 = fmul double %.940.us315.3, %.147.i.1.i187.3
  %sunkaddr2443 = mul i64 %loop.index.4253.us313, 8
  %sunkaddr2444 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2443
  %sunkaddr2445 = getelementptr i8, ptr %sunkaddr2444, i64 24
  store double %.32.i188.3, ptr %sunkaddr2445, align 8
  %.931.us314.4 = load double, ptr %.52.fca.2.4.load, align 8
  %.940.us315.4 = load double, ptr %arg.c.4, align 8
  %.147.i.i186.4 = fmul double %.931.us314.4, %.931.us314.4
  %.147.i.1.i187.4 = fmul double %.147.i.i186.4, %.147.i.i186.4
  %.32.i188.4 = fmul double %.940.us315.4, %.147.i.1.i187.4
  %sunkaddr2446 = mul i64 %loop.index.4253.us313, 8
  %sunkaddr2447 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2446
  %sunkaddr2448 = getelementptr i8, ptr %sunkaddr2447, i64 32
  store double %.32.i188.4, ptr %sunkaddr2448, align 8
  %.931.us314.5 = load double, ptr %.52.fca.2.4.load, align 8
  %.940.us315.5 = load double, ptr %arg.c.4, align 8
  %.147.i.i186.5 = fmul double %.931.us314.5, %.931.us314.5
  %.147.i.1.i187.5 = fmul double %.147.i.i186.5, %.147.i.i186.5
  %.32.i188.5 = fmul double %.940.us315.5, %.147.i.1.i187.5
  %sunkaddr2449 = mul i64 %loop.index.4253.us313, 8
  %sunkaddr2450 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2449
  %sunkaddr2451 = getelementptr i8, ptr %sunkaddr2450, i64 40
  store double %.32.i188.5, ptr %sunkaddr2451, align 8
  %.931.us314.6 = load double, ptr %.52.fca.2.4.load, align 8
  %.940.us315.6 = load double, ptr %arg.c.4, align 8
  %.147.i.i186.6 = fmul double %.931.us314.6, %.931.us314.6
  %.147.i.1.i187.6 = fmul double %.147.i.i186.6, %.147.i.i186.6
  %.32.i188.6 = fmul double %.940.us315.6, %.147.i.1.i187.6
  %sunkaddr2452 = mul i64 %loop.index.4253.us313, 8
  %sunkaddr2453 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2452
  %sunkaddr2454 = getelementptr i8, ptr %sunkaddr2453, i64 48
  store double %.32.i188.6, ptr %sunkaddr2454, align 8
  %.931.us314.7 = load double, ptr %.52.fca.2.4.load, align 8
  %.940.us315.7 = load double, ptr %arg.c.4, align 8
  %.147.i.i186.7 = fmul double %.931.us314.7, %.931.us314.7
  %.147.i.1.i187.7 = fmul double %.147.i.i186.7, %.147.i.i186.7
  %.32.i188.7 = fmul double %.940.us315.7, %.147.i.1.i187.7
  %sunkaddr2455 = mul i64 %loop.index.4253.us313, 8
  %sunkaddr2456 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2455
  %sunkaddr2457 = getelementptr i8, ptr %sunkaddr2456, i64 56
  store double %.32.i188.7, ptr %sunkaddr2457, align 8
  %.972.us320.7 = add nuw nsw i64 %loop.index.4253.us313, 8
  %exitcond449.not.7 = icmp eq i64 %dest_shape.2137.sroa.5.1, %.972.us320.7
  br i1 %exitcond449.not.7, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us317, !llvm.loop !163

for.end.1.endif.endif.endif.endif.endif.endif.if.if: ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.3:                                        ; preds = %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us, %for.body.4.endif.endif.endif.endif.us317, %for.body.4.endif.endif.endif.endif.us289.us.us, %for.body.4.endif.endif.endif.endif.us264.us.us, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us, %for.body.4.endif.endif.endif.endif.us317.prol.loopexit, %for.body.4.endif.endif.endif.endif.us289.us.us.prol.loopexit, %for.body.4.endif.endif.endif.endif.us264.us.us.prol.loopexit, %for.body.4.endif.endif.endif.endif.us264.us.us.us.us.prol.loopexit, %vec.epilog.middle.block430, %middle.block416, %vec.epilog.middle.block389, %middle.block374, %vec.epilog.middle.block343, %middle.block328, %vec.epilog.middle.block, %middle.block, %for.cond.4.preheader.lr.ph, %for.end.1.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.c.0)
  tail call void @NRT_decref(ptr %.52.fca.2.0.load)
  store double 0.000000e+00, ptr %.984, align 8
  %.992 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.984, ptr nonnull %excinfo.15, ptr nonnull %.7.i.i158, ptr null, i64 %.822, i64 8, ptr %.6.i165, i64 %.52.fca.2.5.0.load.fr, i64 %dest_shape.2137.sroa.5.1, i64 %.825, i64 8)
  %cond216 = icmp eq i32 %.992, 0
  br i1 %cond216, label %for.end.3.endif, label %for.end.3.if.if, !prof !0

for.end.3.endif:                                  ; preds = %for.end.3
  %.1002 = load double, ptr %.984, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i158)
  %.1017 = fadd double %.704, %.1002
  store double %.1017, ptr %retptr, align 8
  br label %common.ret

for.end.3.if.if:                                  ; preds = %for.end.3
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels10svd_squareB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.svd_square, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !10

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...if.2 ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.e...endif.2.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels10svd_squareB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels10svd_squareB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !10

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 8
  %.35.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 16
  %.35.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.5.1.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.20, i64 56
  %.35.fca.6.0.load = load i64, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.20, i64 64
  %.35.fca.6.1.load = load i64, ptr %sunkaddr7, align 8
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !10

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !10

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.45, i64 40
  %.60.fca.5.0.load = load i64, ptr %sunkaddr10, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels10svd_squareB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !0

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
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !10

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !10

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

define double @cfunc._ZN7kernels10svd_squareB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 6
  %.10 = extractvalue [2 x i64] %extracted.strides, 0
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels10svd_squareB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 poison) #3
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !0

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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !10

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !10

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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE24omitted_28default_3d1_29(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  %.27.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.63 = icmp eq i64 %arg.a.5.1, 0
  %.66 = icmp eq i64 %arg.a.5.0, 0
  %or.cond = select i1 %.63, i1 true, i1 %.66
  br i1 %or.cond, label %B82, label %B144

common.ret:                                       ; preds = %B270.endif.endif.endif.endif.endif.endif.endif.if.if, %B270.endif.endif.endif.endif.endif.endif.endif.endif, %B270.endif.endif.endif.endif.endif.endif.if, %B270.endif.endif.endif.if.if, %B270.endif.endif.if.if, %B270.endif.if.if, %B270.if.if, %B144.endif.if.if, %B144.if.if, %B82
  %common.ret.op = phi i32 [ 1, %B82 ], [ 1, %B144.if.if ], [ 1, %B144.endif.if.if ], [ 1, %B270.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B270.if.if ], [ 1, %B270.endif.if.if ], [ 1, %B270.endif.endif.if.if ], [ 1, %B270.endif.endif.endif.if.if ], [ 1, %B270.endif.endif.endif.endif.endif.endif.if ], [ 0, %B270.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i32 %common.ret.op

B82:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.390f1e76367789610800c6a9de8fe9a916f3bc75, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B144:                                             ; preds = %B0
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B144
  %.208148.i = phi i64 [ %.208..i, %B44.endif.i ], [ 0, %B144 ]
  %.158146.in.i = phi i1 [ %.209.i, %B44.endif.i ], [ %.80.i, %B144 ]
  br i1 %.158146.in.i, label %B144.endif, label %B44.endif.i, !prof !10

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !10
  %.262.i = load double, ptr %.179.i, align 8, !noalias !164
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B144.if.if

B270:                                             ; preds = %B144.endif
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !168
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !168
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !168
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !168
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.13.i = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.29.i, label %B270.if.if, label %B0.endif.endif.endif.i, !prof !10

B0.endif.endif.endif.i:                           ; preds = %B270
  %const1 = bitcast i64 -1152921504606846976 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.0)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.a.5.0, 3
  %0 = add i64 %.51.i, %const1
  %.57.i = icmp ult i64 %0, %const
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B270.if.if, label %B0.endif.endif.endif.endif.endif.i, !prof !10

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.i
  %.56.i = shl nsw i64 %.51.i, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !172
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B270.if.if, label %B270.endif, !prof !10

B144.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !168
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !168
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !168
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !168
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B270, label %B144.endif.if.if, !prof !0

B144.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B144.endif.if.if:                                 ; preds = %B144.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !168
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B270.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !182
  %.15.i = icmp slt i64 %arg.a.5.1, 0
  br i1 %.15.i, label %B270.endif.if.if, label %B0.endif.endif.i, !prof !10

B0.endif.endif.i:                                 ; preds = %B270.endif
  %.31.i = icmp samesign ugt i64 %.13.i, 1152921504606846975
  br i1 %.31.i, label %B270.endif.if.if, label %B0.endif.endif.endif.i9, !prof !10

B0.endif.endif.endif.i9:                          ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %.13.i, 3
  %.7.i.i.i10 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !183
  %.8.i.i.i11 = icmp eq ptr %.7.i.i.i10, null
  br i1 %.8.i.i.i11, label %B270.endif.if.if, label %B270.endif.endif, !prof !10

B270.if.if:                                       ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.i, %B270
  %excinfo.4.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13, %B0.endif.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B270 ]
  store ptr %excinfo.4.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif:                                 ; preds = %B0.endif.endif.endif.i9
  %.5.i.i12 = getelementptr i8, ptr %.7.i.i.i10, i64 24
  %.6.i.i13 = load ptr, ptr %.5.i.i12, align 8, !noalias !193
  tail call void @NRT_decref(ptr %arg.a.0)
  %.50.i25 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.1, i64 %arg.a.5.1)
  %.51.i26 = extractvalue { i64, i1 } %.50.i25, 0
  %.52.i27 = extractvalue { i64, i1 } %.50.i25, 1
  %.54.i28 = shl i64 %arg.a.5.1, 3
  %1 = add i64 %.51.i26, %const1
  %.57.i29 = icmp ult i64 %1, %const
  %.58.i30 = or i1 %.52.i27, %.57.i29
  br i1 %.58.i30, label %B270.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.i31, !prof !10

B0.endif.endif.endif.endif.endif.i31:             ; preds = %B270.endif.endif
  %.56.i32 = shl nsw i64 %.51.i26, 3
  %.7.i.i.i33 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i32, i32 32), !noalias !194
  %.8.i.i.i34 = icmp eq ptr %.7.i.i.i33, null
  br i1 %.8.i.i.i34, label %B270.endif.endif.if.if, label %B270.endif.endif.endif, !prof !10

B270.endif.if.if:                                 ; preds = %B0.endif.endif.endif.i9, %B0.endif.endif.i, %B270.endif
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.23, %B0.endif.endif.endif.i9 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.22, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.21, %B270.endif ]
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.endif.endif.i31
  %.5.i.i36 = getelementptr i8, ptr %.7.i.i.i33, i64 24
  %.6.i.i37 = load ptr, ptr %.5.i.i36, align 8, !noalias !204
  %.480 = tail call i32 @numba_ez_gesdd(i8 100, i8 65, i64 %arg.a.5.0, i64 %arg.a.5.1, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i13, ptr %.6.i.i, i64 %arg.a.5.0, ptr %.6.i.i37, i64 %arg.a.5.1)
  %.9.not.i = icmp eq i32 %.480, 0
  br i1 %.9.not.i, label %B270.endif.endif.endif.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B270.endif.endif.endif
  %.13.i51 = icmp slt i32 %.480, 0
  br i1 %.13.i51, label %B28.i, label %B270.endif.endif.endif.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !205
  br label %B270.endif.endif.endif.if.if

B270.endif.endif.if.if:                           ; preds = %B0.endif.endif.endif.endif.endif.i31, %B270.endif.endif
  %excinfo.6.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, %B0.endif.endif.endif.endif.endif.i31 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13, %B270.endif.endif ]
  store ptr %excinfo.6.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif.if.if:                     ; preds = %B28.i, %B16.i
  %excinfo.7.0.ph = phi ptr [ @.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249, %B28.i ], [ @.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c, %B16.i ]
  store ptr %excinfo.7.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif.endif.endif.if:            ; preds = %B270.endif.endif.endif
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  %.570 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 56, ptr nonnull @.dtor.list.int64)
  %.571 = icmp eq ptr %.570, null
  br i1 %.571, label %B270.endif.endif.endif.endif.endif.endif.if, label %B270.endif.endif.endif.endif.endif.endif.endif, !prof !10

B270.endif.endif.endif.endif.endif.endif.if:      ; preds = %B270.endif.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B270.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B270.endif.endif.endif.endif.endif.if
  %.5.i = getelementptr i8, ptr %.570, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.583 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 4, ptr %.583, align 8
  %.6.i54 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i54, align 8
  %.6.i56 = load ptr, ptr %.5.i, align 8
  %.595 = getelementptr inbounds nuw i8, ptr %.6.i56, i64 16
  store i8 0, ptr %.595, align 1
  %.6.i58 = load ptr, ptr %.5.i, align 8
  %.608 = getelementptr inbounds nuw i8, ptr %.6.i58, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %.608, i8 0, i64 32, i1 false)
  %.6.i60 = load ptr, ptr %.5.i, align 8
  store i64 4, ptr %.6.i60, align 8
  %.6.i62 = load ptr, ptr %.5.i, align 8
  %.648 = getelementptr inbounds nuw i8, ptr %.6.i62, i64 24
  store i64 %.45.fca.2.load.i, ptr %.648, align 8
  %.6.i64 = load ptr, ptr %.5.i, align 8
  %.663 = getelementptr i8, ptr %.6.i64, i64 32
  store i64 %.51.i26, ptr %.663, align 8
  %.6.i66 = load ptr, ptr %.5.i, align 8
  %.677 = getelementptr i8, ptr %.6.i66, i64 40
  store i64 %.51.i, ptr %.677, align 8
  %.6.i68 = load ptr, ptr %.5.i, align 8
  %.691 = getelementptr i8, ptr %.6.i68, i64 48
  store i64 %.13.i, ptr %.691, align 8
  %.6.i.i70 = load ptr, ptr %.5.i, align 8, !noalias !209
  %.26.i = load i64, ptr %.6.i.i70, align 8, !noalias !209
  %.27.i71 = icmp slt i64 %.26.i, 1
  br i1 %.27.i71, label %B270.endif.endif.endif.endif.endif.endif.endif.if.if, label %B270.endif.endif.endif.endif.endif.endif.endif.endif, !prof !10

B270.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B270.endif.endif.endif.endif.endif.endif.endif
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack416 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack416, align 8
  %retptr.repack418 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.51.i, ptr %retptr.repack418, align 8
  %retptr.repack420 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack420, align 8
  %retptr.repack422 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack422, align 8
  %retptr.repack424 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack424, align 8
  %retptr.repack424.repack428 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.a.5.0, ptr %retptr.repack424.repack428, align 8
  %retptr.repack426 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 8, ptr %retptr.repack426, align 8
  %retptr.repack426.repack430 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.54.i, ptr %retptr.repack426.repack430, align 8
  %retptr.repack412 = getelementptr inbounds nuw i8, ptr %retptr, i64 72
  store ptr %.7.i.i.i10, ptr %retptr.repack412, align 8
  %retptr.repack412.repack432 = getelementptr inbounds nuw i8, ptr %retptr, i64 80
  store ptr null, ptr %retptr.repack412.repack432, align 8
  %retptr.repack412.repack434 = getelementptr inbounds nuw i8, ptr %retptr, i64 88
  store i64 %.13.i, ptr %retptr.repack412.repack434, align 8
  %retptr.repack412.repack436 = getelementptr inbounds nuw i8, ptr %retptr, i64 96
  store i64 8, ptr %retptr.repack412.repack436, align 8
  %retptr.repack412.repack438 = getelementptr inbounds nuw i8, ptr %retptr, i64 104
  store ptr %.6.i.i13, ptr %retptr.repack412.repack438, align 8
  %retptr.repack412.repack440 = getelementptr inbounds nuw i8, ptr %retptr, i64 112
  store i64 %.13.i, ptr %retptr.repack412.repack440, align 8
  %retptr.repack412.repack442 = getelementptr inbounds nuw i8, ptr %retptr, i64 120
  store i64 8, ptr %retptr.repack412.repack442, align 8
  %retptr.repack414 = getelementptr inbounds nuw i8, ptr %retptr, i64 128
  store ptr %.7.i.i.i33, ptr %retptr.repack414, align 8
  %retptr.repack414.repack444 = getelementptr inbounds nuw i8, ptr %retptr, i64 136
  store ptr null, ptr %retptr.repack414.repack444, align 8
  %retptr.repack414.repack446 = getelementptr inbounds nuw i8, ptr %retptr, i64 144
  store i64 %.51.i26, ptr %retptr.repack414.repack446, align 8
  %retptr.repack414.repack448 = getelementptr inbounds nuw i8, ptr %retptr, i64 152
  store i64 8, ptr %retptr.repack414.repack448, align 8
  %retptr.repack414.repack450 = getelementptr inbounds nuw i8, ptr %retptr, i64 160
  store ptr %.6.i.i37, ptr %retptr.repack414.repack450, align 8
  %retptr.repack414.repack452 = getelementptr inbounds nuw i8, ptr %retptr, i64 168
  store i64 %arg.a.5.1, ptr %retptr.repack414.repack452, align 8
  %retptr.repack414.repack452.repack456 = getelementptr inbounds nuw i8, ptr %retptr, i64 176
  store i64 %arg.a.5.1, ptr %retptr.repack414.repack452.repack456, align 8
  %retptr.repack414.repack454 = getelementptr inbounds nuw i8, ptr %retptr, i64 184
  store i64 8, ptr %retptr.repack414.repack454, align 8
  %retptr.repack414.repack454.repack458 = getelementptr inbounds nuw i8, ptr %retptr, i64 192
  store i64 %.54.i28, ptr %retptr.repack414.repack454.repack458, align 8
  tail call void @NRT_decref(ptr nonnull %.570)
  br label %common.ret

B270.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B270.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !10

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !10

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 3
  %0 = add i64 %.43, -1152921504606846976
  %.49 = icmp ult i64 %0, -2305843009213693952
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !10

common.ret:                                       ; preds = %for.end, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !213
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B0.endif.endif, !prof !10

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
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !220
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !220
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !220
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !220
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !223, !noalias !220
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !223, !noalias !220
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !223, !noalias !220
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !223, !noalias !220
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !225

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 28
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !22

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !220
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !223, !noalias !220
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !226

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !227

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !228

for.cond.1.for.end.1_crit_edge.us:                ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %.141.us = add nuw nsw i64 %loop.index42.us, 1
  %scevgep20 = getelementptr i8, ptr %lsr.iv, i64 8
  %scevgep30 = getelementptr i8, ptr %lsr.iv29, i64 %6
  %scevgep39 = getelementptr i8, ptr %lsr.iv38, i64 8
  %scevgep42 = getelementptr i8, ptr %lsr.iv41, i64 %6
  %exitcond44.not = icmp eq i64 %.141.us, %arg.a.5.0
  br i1 %exitcond44.not, label %for.end, label %iter.check

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
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

declare i32 @numba_ez_gesdd(i8, i8, i64, i64, ptr, i64, ptr, ptr, i64, ptr, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.1, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.0, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !229
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !229

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !230

.115.preheader.us.us.epil.preheader:              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, %.115.preheader.us.us.preheader
  %.85.025.us.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %.80.024.us.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %scevgep69 = getelementptr i8, ptr %.85.025.us.us.epil.init, i64 %arg.a.6.1
  %0 = shl i64 %arg.a.6.1, 1
  br label %.115.preheader.us.us.epil

.115.preheader.us.us.epil:                        ; preds = %.115..116_crit_edge.us.1.loopexit.us.epil, %.115.preheader.us.us.epil.preheader
  %lsr.iv70 = phi ptr [ %scevgep71, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %scevgep69, %.115.preheader.us.us.epil.preheader ]
  %.85.025.us.us.epil = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.85.025.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %.80.024.us.us.epil = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.80.024.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %epil.iter56 = phi i64 [ %epil.iter56.next, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ 0, %.115.preheader.us.us.epil.preheader ]
  br label %.115.endif.us.epil.us.epil

.115.endif.us.epil.us.epil:                       ; preds = %.115.endif.us.epil.us.epil, %.115.preheader.us.us.epil
  %.80.118.us.epil.us.epil = phi double [ %.80.024.us.us.epil, %.115.preheader.us.us.epil ], [ %.148.us.epil.us.epil, %.115.endif.us.epil.us.epil ]
  %epil.iter.us.epil = phi i64 [ 0, %.115.preheader.us.us.epil ], [ %epil.iter.next.us.epil, %.115.endif.us.epil.us.epil ]
  %1 = shl i64 %epil.iter.us.epil, 3
  %scevgep68 = getelementptr i8, ptr %.85.025.us.us.epil, i64 %1
  %.146.us.epil.us.epil = load double, ptr %scevgep68, align 8
  %.148.us.epil.us.epil = fadd double %.80.118.us.epil.us.epil, %.146.us.epil.us.epil
  %epil.iter.next.us.epil = add nuw nsw i64 %epil.iter.us.epil, 1
  %epil.iter.cmp.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.us.epil
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.us.epil:                   ; preds = %.115.endif.us.epil.us.epil
  %scevgep.us.epil = getelementptr i8, ptr %.85.025.us.us.epil, i64 %11
  %.141.us.us.epil = getelementptr i8, ptr %scevgep.us.epil, i64 %.137.neg.us
  %.163.us.us.epil = getelementptr i8, ptr %.141.us.us.epil, i64 %arg.a.6.1
  br label %.115.endif.us.epil.1.us.epil

.115.endif.us.epil.1.us.epil:                     ; preds = %.115.endif.us.epil.1.us.epil, %.115..116_crit_edge.us.us.epil
  %.80.118.us.epil.1.us.epil = phi double [ %.148.us.epil.us.epil, %.115..116_crit_edge.us.us.epil ], [ %.148.us.epil.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %epil.iter.1.us.epil = phi i64 [ 0, %.115..116_crit_edge.us.us.epil ], [ %epil.iter.next.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %2 = shl i64 %epil.iter.1.us.epil, 3
  %scevgep72 = getelementptr i8, ptr %lsr.iv70, i64 %2
  %.146.us.epil.1.us.epil = load double, ptr %scevgep72, align 8
  %.148.us.epil.1.us.epil = fadd double %.80.118.us.epil.1.us.epil, %.146.us.epil.1.us.epil
  %epil.iter.next.1.us.epil = add nuw nsw i64 %epil.iter.1.us.epil, 1
  %epil.iter.cmp.1.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.1.us.epil
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.1
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !232, !llvm.loop !233

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.1, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !235

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.0, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !54

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.0, %const
  %5 = add nsw i64 %arg.a.5.0, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !55

.115.endif.us.epil4.prol.preheader:               ; preds = %.115.preheader.us.new.epil
  br label %.115.endif.us.epil4.prol

.115.endif.us.epil4.prol:                         ; preds = %.115.endif.us.epil4.prol.preheader, %.115.endif.us.epil4.prol
  %lsr.iv67 = phi i64 [ %xtraiter62, %.115.endif.us.epil4.prol.preheader ], [ %lsr.iv.next, %.115.endif.us.epil4.prol ]
  %lsr.iv.prol = phi i64 [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ], [ %unroll_iter.epil, %.115.endif.us.epil4.prol.preheader ]
  %.85.119.us.epil6.prol = phi ptr [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.85.025.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.80.118.us.epil7.prol = phi double [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.80.024.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.146.us.epil8.prol = load double, ptr %.85.119.us.epil6.prol, align 8
  %.148.us.epil9.prol = fadd double %.80.118.us.epil7.prol, %.146.us.epil8.prol
  %.154.us.epil10.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 8
  %.146.us.1.epil.prol = load double, ptr %.154.us.epil10.prol, align 8
  %.148.us.1.epil.prol = fadd double %.148.us.epil9.prol, %.146.us.1.epil.prol
  %.154.us.1.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 16
  %.146.us.2.epil.prol = load double, ptr %.154.us.1.epil.prol, align 8
  %.148.us.2.epil.prol = fadd double %.148.us.1.epil.prol, %.146.us.2.epil.prol
  %.154.us.2.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 24
  %.146.us.3.epil.prol = load double, ptr %.154.us.2.epil.prol, align 8
  %.148.us.3.epil.prol = fadd double %.148.us.2.epil.prol, %.146.us.3.epil.prol
  %.154.us.3.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 32
  %.146.us.4.epil.prol = load double, ptr %.154.us.3.epil.prol, align 8
  %.148.us.4.epil.prol = fadd double %.148.us.3.epil.prol, %.146.us.4.epil.prol
  %.154.us.4.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 40
  %.146.us.5.epil.prol = load double, ptr %.154.us.4.epil.prol, align 8
  %.148.us.5.epil.prol = fadd double %.148.us.4.epil.prol, %.146.us.5.epil.prol
  %.154.us.5.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 48
  %.146.us.6.epil.prol = load double, ptr %.154.us.5.epil.prol, align 8
  %.148.us.6.epil.prol = fadd double %.148.us.5.epil.prol, %.146.us.6.epil.prol
  %.154.us.6.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 56
  %.146.us.7.epil.prol = load double, ptr %.154.us.6.epil.prol, align 8
  %.148.us.7.epil.prol = fadd double %.148.us.6.epil.prol, %.146.us.7.epil.prol
  %.154.us.7.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 64
  %lsr.iv.next.prol = add i64 %lsr.iv.prol, -8
  %lsr.iv.next = add i64 %lsr.iv67, -1
  %prol.iter64.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !59, !llvm.loop !236

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !61

.115.endif.us.epil4.preheader:                    ; preds = %.115.endif.us.epil4.prol.loopexit
  br label %.115.endif.us.epil4

.115.endif.us.epil4:                              ; preds = %.115.endif.us.epil4.preheader, %.115.endif.us.epil4
  %lsr.iv = phi i64 [ %lsr.iv.next.3, %.115.endif.us.epil4 ], [ %lsr.iv.unr, %.115.endif.us.epil4.preheader ]
  %.85.119.us.epil6 = phi ptr [ %.154.us.7.epil.3, %.115.endif.us.epil4 ], [ %.85.119.us.epil6.unr, %.115.endif.us.epil4.preheader ]
  %.80.118.us.epil7 = phi double [ %.148.us.7.epil.3, %.115.endif.us.epil4 ], [ %.80.118.us.epil7.unr, %.115.endif.us.epil4.preheader ]
  %.146.us.epil8 = load double, ptr %.85.119.us.epil6, align 8
  %.148.us.epil9 = fadd double %.80.118.us.epil7, %.146.us.epil8
  %.154.us.epil10 = getelementptr i8, ptr %.85.119.us.epil6, i64 8
  %.146.us.1.epil = load double, ptr %.154.us.epil10, align 8
  %.148.us.1.epil = fadd double %.148.us.epil9, %.146.us.1.epil
  %.154.us.1.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 16
  %.146.us.2.epil = load double, ptr %.154.us.1.epil, align 8
  %.148.us.2.epil = fadd double %.148.us.1.epil, %.146.us.2.epil
  %.154.us.2.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 24
  %.146.us.3.epil = load double, ptr %.154.us.2.epil, align 8
  %.148.us.3.epil = fadd double %.148.us.2.epil, %.146.us.3.epil
  %.154.us.3.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 32
  %.146.us.4.epil = load double, ptr %.154.us.3.epil, align 8
  %.148.us.4.epil = fadd double %.148.us.3.epil, %.146.us.4.epil
  %.154.us.4.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 40
  %.146.us.5.epil = load double, ptr %.154.us.4.epil, align 8
  %.148.us.5.epil = fadd double %.148.us.4.epil, %.146.us.5.epil
  %.154.us.5.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 48
  %.146.us.6.epil = load double, ptr %.154.us.5.epil, align 8
  %.148.us.6.epil = fadd double %.148.us.5.epil, %.146.us.6.epil
  %.154.us.6.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 56
  %.146.us.7.epil = load double, ptr %.154.us.6.epil, align 8
  %.148.us.7.epil = fadd double %.148.us.6.epil, %.146.us.7.epil
  %.154.us.7.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 64
  %.146.us.epil8.1 = load double, ptr %.154.us.7.epil, align 8
  %.148.us.epil9.1 = fadd double %.148.us.7.epil, %.146.us.epil8.1
  %.154.us.epil10.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 72
  %.146.us.1.epil.1 = load double, ptr %.154.us.epil10.1, align 8
  %.148.us.1.epil.1 = fadd double %.148.us.epil9.1, %.146.us.1.epil.1
  %.154.us.1.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 80
  %.146.us.2.epil.1 = load double, ptr %.154.us.1.epil.1, align 8
  %.148.us.2.epil.1 = fadd double %.148.us.1.epil.1, %.146.us.2.epil.1
  %.154.us.2.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 88
  %.146.us.3.epil.1 = load double, ptr %.154.us.2.epil.1, align 8
  %.148.us.3.epil.1 = fadd double %.148.us.2.epil.1, %.146.us.3.epil.1
  %.154.us.3.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 96
  %.146.us.4.epil.1 = load double, ptr %.154.us.3.epil.1, align 8
  %.148.us.4.epil.1 = fadd double %.148.us.3.epil.1, %.146.us.4.epil.1
  %.154.us.4.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 104
  %.146.us.5.epil.1 = load double, ptr %.154.us.4.epil.1, align 8
  %.148.us.5.epil.1 = fadd double %.148.us.4.epil.1, %.146.us.5.epil.1
  %.154.us.5.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 112
  %.146.us.6.epil.1 = load double, ptr %.154.us.5.epil.1, align 8
  %.148.us.6.epil.1 = fadd double %.148.us.5.epil.1, %.146.us.6.epil.1
  %.154.us.6.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 120
  %.146.us.7.epil.1 = load double, ptr %.154.us.6.epil.1, align 8
  %.148.us.7.epil.1 = fadd double %.148.us.6.epil.1, %.146.us.7.epil.1
  %.154.us.7.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 128
  %.146.us.epil8.2 = load double, ptr %.154.us.7.epil.1, align 8
  %.148.us.epil9.2 = fadd double %.148.us.7.epil.1, %.146.us.epil8.2
  %.154.us.epil10.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 136
  %.146.us.1.epil.2 = load double, ptr %.154.us.epil10.2, align 8
  %.148.us.1.epil.2 = fadd double %.148.us.epil9.2, %.146.us.1.epil.2
  %.154.us.1.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 144
  %.146.us.2.epil.2 = load double, ptr %.154.us.1.epil.2, align 8
  %.148.us.2.epil.2 = fadd double %.148.us.1.epil.2, %.146.us.2.epil.2
  %.154.us.2.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 152
  %.146.us.3.epil.2 = load double, ptr %.154.us.2.epil.2, align 8
  %.148.us.3.epil.2 = fadd double %.148.us.2.epil.2, %.146.us.3.epil.2
  %.154.us.3.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 160
  %.146.us.4.epil.2 = load double, ptr %.154.us.3.epil.2, align 8
  %.148.us.4.epil.2 = fadd double %.148.us.3.epil.2, %.146.us.4.epil.2
  %.154.us.4.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 168
  %.146.us.5.epil.2 = load double, ptr %.154.us.4.epil.2, align 8
  %.148.us.5.epil.2 = fadd double %.148.us.4.epil.2, %.146.us.5.epil.2
  %.154.us.5.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 176
  %.146.us.6.epil.2 = load double, ptr %.154.us.5.epil.2, align 8
  %.148.us.6.epil.2 = fadd double %.148.us.5.epil.2, %.146.us.6.epil.2
  %.154.us.6.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 184
  %.146.us.7.epil.2 = load double, ptr %.154.us.6.epil.2, align 8
  %.148.us.7.epil.2 = fadd double %.148.us.6.epil.2, %.146.us.7.epil.2
  %.154.us.7.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 192
  %.146.us.epil8.3 = load double, ptr %.154.us.7.epil.2, align 8
  %.148.us.epil9.3 = fadd double %.148.us.7.epil.2, %.146.us.epil8.3
  %.154.us.epil10.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 200
  %.146.us.1.epil.3 = load double, ptr %.154.us.epil10.3, align 8
  %.148.us.1.epil.3 = fadd double %.148.us.epil9.3, %.146.us.1.epil.3
  %.154.us.1.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 208
  %.146.us.2.epil.3 = load double, ptr %.154.us.1.epil.3, align 8
  %.148.us.2.epil.3 = fadd double %.148.us.1.epil.3, %.146.us.2.epil.3
  %.154.us.2.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 216
  %.146.us.3.epil.3 = load double, ptr %.154.us.2.epil.3, align 8
  %.148.us.3.epil.3 = fadd double %.148.us.2.epil.3, %.146.us.3.epil.3
  %.154.us.3.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 224
  %.146.us.4.epil.3 = load double, ptr %.154.us.3.epil.3, align 8
  %.148.us.4.epil.3 = fadd double %.148.us.3.epil.3, %.146.us.4.epil.3
  %.154.us.4.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 232
  %.146.us.5.epil.3 = load double, ptr %.154.us.4.epil.3, align 8
  %.148.us.5.epil.3 = fadd double %.148.us.4.epil.3, %.146.us.5.epil.3
  %.154.us.5.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 240
  %.146.us.6.epil.3 = load double, ptr %.154.us.5.epil.3, align 8
  %.148.us.6.epil.3 = fadd double %.148.us.5.epil.3, %.146.us.6.epil.3
  %.154.us.6.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 248
  %.146.us.7.epil.3 = load double, ptr %.154.us.6.epil.3, align 8
  %.148.us.7.epil.3 = fadd double %.148.us.6.epil.3, %.146.us.7.epil.3
  %.154.us.7.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 256
  %lsr.iv.next.3 = add i64 %lsr.iv, -32
  %niter.ncmp.7.epil.3 = icmp eq i64 %lsr.iv.next.3, 0
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !66, !llvm.loop !237

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !62

.115.endif.us.epil.preheader.epil:                ; preds = %.115..116_crit_edge.us.unr-lcssa.epil, %.115.preheader.us.epil.preheader
  %.85.119.us.epil.init.epil = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.154.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  %.80.118.us.epil.init.epil = phi double [ %.80.024.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  br label %.115.endif.us.epil.epil

.115.endif.us.epil.epil:                          ; preds = %.115.endif.us.epil.epil, %.115.endif.us.epil.preheader.epil
  %.80.118.us.epil.epil = phi double [ %.80.118.us.epil.init.epil, %.115.endif.us.epil.preheader.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  %epil.iter.epil = phi i64 [ 0, %.115.endif.us.epil.preheader.epil ], [ %epil.iter.next.epil, %.115.endif.us.epil.epil ]
  %10 = shl i64 %epil.iter.epil, 3
  %scevgep = getelementptr i8, ptr %.85.119.us.epil.init.epil, i64 %10
  %.146.us.epil.epil = load double, ptr %scevgep, align 8
  %.148.us.epil.epil = fadd double %.80.118.us.epil.epil, %.146.us.epil.epil
  %epil.iter.next.epil = add i64 %epil.iter.epil, 1
  %epil.iter.cmp.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, %epil.iter.next.epil
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !63, !llvm.loop !231

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.0, 3
  %.137.neg.us = mul i64 %arg.a.5.0, -8
  %12 = icmp eq i64 %arg.a.5.1, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !238

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.0, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.1, %const_mat
  %xtraiter = and i64 %arg.a.5.0, 7
  %unroll_iter = and i64 %arg.a.5.0, %const
  %13 = icmp samesign ult i64 %arg.a.5.0, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !54

.115.preheader.us.preheader15:                    ; preds = %.115.preheader.us.preheader.new
  %14 = add nsw i64 %arg.a.5.0, -8
  %15 = lshr i64 %14, 3
  %16 = add nuw nsw i64 %15, 1
  %xtraiter17 = and i64 %16, 3
  %17 = shl nuw nsw i64 %xtraiter17, 3
  %18 = shl nuw nsw i64 %xtraiter17, 3
  br label %.115.preheader.us

.115.preheader.us.us.preheader:                   ; preds = %.115.preheader.us.preheader.new
  %19 = add nsw i64 %arg.a.5.1, -2
  %20 = lshr i64 %19, 1
  %21 = add nuw i64 %20, 1
  %xtraiter55 = and i64 %21, 3
  %22 = icmp ult i64 %19, 6
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !239

.115.preheader.us.us.preheader.new:               ; preds = %.115.preheader.us.us.preheader
  %unroll_iter61 = and i64 %21, -4
  %scevgep74 = getelementptr i8, ptr %arg.a.4, i64 %arg.a.6.1
  %23 = shl i64 %arg.a.6.1, 3
  %24 = shl i64 %arg.a.6.1, 1
  %scevgep78 = getelementptr i8, ptr %arg.a.4, i64 %24
  %25 = mul i64 %arg.a.6.1, 3
  %scevgep82 = getelementptr i8, ptr %arg.a.4, i64 %25
  %26 = shl i64 %arg.a.6.1, 2
  %scevgep86 = getelementptr i8, ptr %arg.a.4, i64 %26
  %27 = mul i64 %arg.a.6.1, 5
  %scevgep90 = getelementptr i8, ptr %arg.a.4, i64 %27
  %28 = mul i64 %arg.a.6.1, 6
  %scevgep94 = getelementptr i8, ptr %arg.a.4, i64 %28
  %29 = mul i64 %arg.a.6.1, 7
  %scevgep98 = getelementptr i8, ptr %arg.a.4, i64 %29
  br label %.115.preheader.us.us

.115.preheader.us.us:                             ; preds = %.115..116_crit_edge.us.1.loopexit.us.3, %.115.preheader.us.us.preheader.new
  %lsr.iv99 = phi ptr [ %scevgep100, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep98, %.115.preheader.us.us.preheader.new ]
  %lsr.iv95 = phi ptr [ %scevgep96, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep94, %.115.preheader.us.us.preheader.new ]
  %lsr.iv91 = phi ptr [ %scevgep92, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep90, %.115.preheader.us.us.preheader.new ]
  %lsr.iv87 = phi ptr [ %scevgep88, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep86, %.115.preheader.us.us.preheader.new ]
  %lsr.iv83 = phi ptr [ %scevgep84, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep82, %.115.preheader.us.us.preheader.new ]
  %lsr.iv79 = phi ptr [ %scevgep80, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep78, %.115.preheader.us.us.preheader.new ]
  %lsr.iv75 = phi ptr [ %scevgep76, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep74, %.115.preheader.us.us.preheader.new ]
  %.85.025.us.us = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader.new ], [ %.163.us.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %.80.024.us.us = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader.new ], [ %.148.us.epil.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %niter = phi i64 [ 0, %.115.preheader.us.us.preheader.new ], [ %niter.next.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  br label %.115.endif.us.epil.us

.115.endif.us.epil.us:                            ; preds = %.115.endif.us.epil.us, %.115.preheader.us.us
  %.80.118.us.epil.us = phi double [ %.80.024.us.us, %.115.preheader.us.us ], [ %.148.us.epil.us, %.115.endif.us.epil.us ]
  %epil.iter.us = phi i64 [ 0, %.115.preheader.us.us ], [ %epil.iter.next.us, %.115.endif.us.epil.us ]
  %30 = shl nuw nsw i64 %epil.iter.us, 3
  %scevgep73 = getelementptr i8, ptr %.85.025.us.us, i64 %30
  %.146.us.epil.us = load double, ptr %scevgep73, align 8
  %.148.us.epil.us = fadd double %.80.118.us.epil.us, %.146.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.us:                        ; preds = %.115.endif.us.epil.us
  %scevgep.us = getelementptr i8, ptr %.85.025.us.us, i64 %11
  %.141.us.us = getelementptr i8, ptr %scevgep.us, i64 %.137.neg.us
  %.163.us.us = getelementptr i8, ptr %.141.us.us, i64 %arg.a.6.1
  br label %.115.endif.us.epil.1.us

.115.endif.us.epil.1.us:                          ; preds = %.115.endif.us.epil.1.us, %.115..116_crit_edge.us.us
  %.80.118.us.epil.1.us = phi double [ %.148.us.epil.us, %.115..116_crit_edge.us.us ], [ %.148.us.epil.1.us, %.115.endif.us.epil.1.us ]
  %epil.iter.1.us = phi i64 [ 0, %.115..116_crit_edge.us.us ], [ %epil.iter.next.1.us, %.115.endif.us.epil.1.us ]
  %31 = shl nuw nsw i64 %epil.iter.1.us, 3
  %scevgep77 = getelementptr i8, ptr %lsr.iv75, i64 %31
  %.146.us.epil.1.us = load double, ptr %scevgep77, align 8
  %.148.us.epil.1.us = fadd double %.80.118.us.epil.1.us, %.146.us.epil.1.us
  %epil.iter.next.1.us = add nuw nsw i64 %epil.iter.1.us, 1
  %epil.iter.cmp.1.not.us = icmp eq i64 %xtraiter, %epil.iter.next.1.us
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.1.loopexit.us:             ; preds = %.115.endif.us.epil.1.us
  %scevgep.1.us = getelementptr i8, ptr %.163.us.us, i64 %11
  %.141.us.1.us = getelementptr i8, ptr %scevgep.1.us, i64 %.137.neg.us
  %.163.us.1.us = getelementptr i8, ptr %.141.us.1.us, i64 %arg.a.6.1
  br label %.115.endif.us.epil.us.1

.115.endif.us.epil.us.1:                          ; preds = %.115.endif.us.epil.us.1, %.115..116_crit_edge.us.1.loopexit.us
  %.80.118.us.epil.us.1 = phi double [ %.148.us.epil.1.us, %.115..116_crit_edge.us.1.loopexit.us ], [ %.148.us.epil.us.1, %.115.endif.us.epil.us.1 ]
  %epil.iter.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us ], [ %epil.iter.next.us.1, %.115.endif.us.epil.us.1 ]
  %32 = shl nuw nsw i64 %epil.iter.us.1, 3
  %scevgep81 = getelementptr i8, ptr %lsr.iv79, i64 %32
  %.146.us.epil.us.1 = load double, ptr %scevgep81, align 8
  %.148.us.epil.us.1 = fadd double %.80.118.us.epil.us.1, %.146.us.epil.us.1
  %epil.iter.next.us.1 = add nuw nsw i64 %epil.iter.us.1, 1
  %epil.iter.cmp.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.us.1
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.us.1:                      ; preds = %.115.endif.us.epil.us.1
  %scevgep.us.1 = getelementptr i8, ptr %.163.us.1.us, i64 %11
  %.141.us.us.1 = getelementptr i8, ptr %scevgep.us.1, i64 %.137.neg.us
  %.163.us.us.1 = getelementptr i8, ptr %.141.us.us.1, i64 %arg.a.6.1
  br label %.115.endif.us.epil.1.us.1

.115.endif.us.epil.1.us.1:                        ; preds = %.115.endif.us.epil.1.us.1, %.115..116_crit_edge.us.us.1
  %.80.118.us.epil.1.us.1 = phi double [ %.148.us.epil.us.1, %.115..116_crit_edge.us.us.1 ], [ %.148.us.epil.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %epil.iter.1.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.us.1 ], [ %epil.iter.next.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %33 = shl nuw nsw i64 %epil.iter.1.us.1, 3
  %scevgep85 = getelementptr i8, ptr %lsr.iv83, i64 %33
  %.146.us.epil.1.us.1 = load double, ptr %scevgep85, align 8
  %.148.us.epil.1.us.1 = fadd double %.80.118.us.epil.1.us.1, %.146.us.epil.1.us.1
  %epil.iter.next.1.us.1 = add nuw nsw i64 %epil.iter.1.us.1, 1
  %epil.iter.cmp.1.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.1
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.1.loopexit.us.1:           ; preds = %.115.endif.us.epil.1.us.1
  %scevgep.1.us.1 = getelementptr i8, ptr %.163.us.us.1, i64 %11
  %.141.us.1.us.1 = getelementptr i8, ptr %scevgep.1.us.1, i64 %.137.neg.us
  %.163.us.1.us.1 = getelementptr i8, ptr %.141.us.1.us.1, i64 %arg.a.6.1
  br label %.115.endif.us.epil.us.2

.115.endif.us.epil.us.2:                          ; preds = %.115.endif.us.epil.us.2, %.115..116_crit_edge.us.1.loopexit.us.1
  %.80.118.us.epil.us.2 = phi double [ %.148.us.epil.1.us.1, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %.148.us.epil.us.2, %.115.endif.us.epil.us.2 ]
  %epil.iter.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %epil.iter.next.us.2, %.115.endif.us.epil.us.2 ]
  %34 = shl nuw nsw i64 %epil.iter.us.2, 3
  %scevgep89 = getelementptr i8, ptr %lsr.iv87, i64 %34
  %.146.us.epil.us.2 = load double, ptr %scevgep89, align 8
  %.148.us.epil.us.2 = fadd double %.80.118.us.epil.us.2, %.146.us.epil.us.2
  %epil.iter.next.us.2 = add nuw nsw i64 %epil.iter.us.2, 1
  %epil.iter.cmp.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.us.2
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.us.2:                      ; preds = %.115.endif.us.epil.us.2
  %scevgep.us.2 = getelementptr i8, ptr %.163.us.1.us.1, i64 %11
  %.141.us.us.2 = getelementptr i8, ptr %scevgep.us.2, i64 %.137.neg.us
  %.163.us.us.2 = getelementptr i8, ptr %.141.us.us.2, i64 %arg.a.6.1
  br label %.115.endif.us.epil.1.us.2

.115.endif.us.epil.1.us.2:                        ; preds = %.115.endif.us.epil.1.us.2, %.115..116_crit_edge.us.us.2
  %.80.118.us.epil.1.us.2 = phi double [ %.148.us.epil.us.2, %.115..116_crit_edge.us.us.2 ], [ %.148.us.epil.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %epil.iter.1.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.us.2 ], [ %epil.iter.next.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %35 = shl nuw nsw i64 %epil.iter.1.us.2, 3
  %scevgep93 = getelementptr i8, ptr %lsr.iv91, i64 %35
  %.146.us.epil.1.us.2 = load double, ptr %scevgep93, align 8
  %.148.us.epil.1.us.2 = fadd double %.80.118.us.epil.1.us.2, %.146.us.epil.1.us.2
  %epil.iter.next.1.us.2 = add nuw nsw i64 %epil.iter.1.us.2, 1
  %epil.iter.cmp.1.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.2
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.1.loopexit.us.2:           ; preds = %.115.endif.us.epil.1.us.2
  %scevgep.1.us.2 = getelementptr i8, ptr %.163.us.us.2, i64 %11
  %.141.us.1.us.2 = getelementptr i8, ptr %scevgep.1.us.2, i64 %.137.neg.us
  %.163.us.1.us.2 = getelementptr i8, ptr %.141.us.1.us.2, i64 %arg.a.6.1
  br label %.115.endif.us.epil.us.3

.115.endif.us.epil.us.3:                          ; preds = %.115.endif.us.epil.us.3, %.115..116_crit_edge.us.1.loopexit.us.2
  %.80.118.us.epil.us.3 = phi double [ %.148.us.epil.1.us.2, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %.148.us.epil.us.3, %.115.endif.us.epil.us.3 ]
  %epil.iter.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %epil.iter.next.us.3, %.115.endif.us.epil.us.3 ]
  %36 = shl nuw nsw i64 %epil.iter.us.3, 3
  %scevgep97 = getelementptr i8, ptr %lsr.iv95, i64 %36
  %.146.us.epil.us.3 = load double, ptr %scevgep97, align 8
  %.148.us.epil.us.3 = fadd double %.80.118.us.epil.us.3, %.146.us.epil.us.3
  %epil.iter.next.us.3 = add nuw nsw i64 %epil.iter.us.3, 1
  %epil.iter.cmp.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.us.3
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.us.3:                      ; preds = %.115.endif.us.epil.us.3
  %scevgep.us.3 = getelementptr i8, ptr %.163.us.1.us.2, i64 %11
  %.141.us.us.3 = getelementptr i8, ptr %scevgep.us.3, i64 %.137.neg.us
  %.163.us.us.3 = getelementptr i8, ptr %.141.us.us.3, i64 %arg.a.6.1
  br label %.115.endif.us.epil.1.us.3

.115.endif.us.epil.1.us.3:                        ; preds = %.115.endif.us.epil.1.us.3, %.115..116_crit_edge.us.us.3
  %.80.118.us.epil.1.us.3 = phi double [ %.148.us.epil.us.3, %.115..116_crit_edge.us.us.3 ], [ %.148.us.epil.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %epil.iter.1.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.us.3 ], [ %epil.iter.next.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %37 = shl nuw nsw i64 %epil.iter.1.us.3, 3
  %scevgep101 = getelementptr i8, ptr %lsr.iv99, i64 %37
  %.146.us.epil.1.us.3 = load double, ptr %scevgep101, align 8
  %.148.us.epil.1.us.3 = fadd double %.80.118.us.epil.1.us.3, %.146.us.epil.1.us.3
  %epil.iter.next.1.us.3 = add nuw nsw i64 %epil.iter.1.us.3, 1
  %epil.iter.cmp.1.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.3
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.1.loopexit.us.3:           ; preds = %.115.endif.us.epil.1.us.3
  %scevgep.1.us.3 = getelementptr i8, ptr %.163.us.us.3, i64 %11
  %.141.us.1.us.3 = getelementptr i8, ptr %scevgep.1.us.3, i64 %.137.neg.us
  %.163.us.1.us.3 = getelementptr i8, ptr %.141.us.1.us.3, i64 %arg.a.6.1
  %niter.next.3 = add i64 %niter, 4
  %scevgep76 = getelementptr i8, ptr %lsr.iv75, i64 %23
  %scevgep80 = getelementptr i8, ptr %lsr.iv79, i64 %23
  %scevgep84 = getelementptr i8, ptr %lsr.iv83, i64 %23
  %scevgep88 = getelementptr i8, ptr %lsr.iv87, i64 %23
  %scevgep92 = getelementptr i8, ptr %lsr.iv91, i64 %23
  %scevgep96 = getelementptr i8, ptr %lsr.iv95, i64 %23
  %scevgep100 = getelementptr i8, ptr %lsr.iv99, i64 %23
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter61
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !240, !llvm.loop !241

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !55

.115.endif.us.prol.preheader:                     ; preds = %.115.preheader.us
  br label %.115.endif.us.prol

.115.endif.us.prol:                               ; preds = %.115.endif.us.prol.preheader, %.115.endif.us.prol
  %lsr.iv102 = phi i64 [ 0, %.115.endif.us.prol.preheader ], [ %lsr.iv.next103, %.115.endif.us.prol ]
  %.85.119.us.prol = phi ptr [ %.154.us.7.prol, %.115.endif.us.prol ], [ %.85.025.us, %.115.endif.us.prol.preheader ]
  %.80.118.us.prol = phi double [ %.148.us.7.prol, %.115.endif.us.prol ], [ %.80.024.us, %.115.endif.us.prol.preheader ]
  %.146.us.prol = load double, ptr %.85.119.us.prol, align 8
  %.148.us.prol = fadd double %.80.118.us.prol, %.146.us.prol
  %.154.us.prol = getelementptr i8, ptr %.85.119.us.prol, i64 8
  %.146.us.1.prol = load double, ptr %.154.us.prol, align 8
  %.148.us.1.prol = fadd double %.148.us.prol, %.146.us.1.prol
  %.154.us.1.prol = getelementptr i8, ptr %.85.119.us.prol, i64 16
  %.146.us.2.prol = load double, ptr %.154.us.1.prol, align 8
  %.148.us.2.prol = fadd double %.148.us.1.prol, %.146.us.2.prol
  %.154.us.2.prol = getelementptr i8, ptr %.85.119.us.prol, i64 24
  %.146.us.3.prol = load double, ptr %.154.us.2.prol, align 8
  %.148.us.3.prol = fadd double %.148.us.2.prol, %.146.us.3.prol
  %.154.us.3.prol = getelementptr i8, ptr %.85.119.us.prol, i64 32
  %.146.us.4.prol = load double, ptr %.154.us.3.prol, align 8
  %.148.us.4.prol = fadd double %.148.us.3.prol, %.146.us.4.prol
  %.154.us.4.prol = getelementptr i8, ptr %.85.119.us.prol, i64 40
  %.146.us.5.prol = load double, ptr %.154.us.4.prol, align 8
  %.148.us.5.prol = fadd double %.148.us.4.prol, %.146.us.5.prol
  %.154.us.5.prol = getelementptr i8, ptr %.85.119.us.prol, i64 48
  %.146.us.6.prol = load double, ptr %.154.us.5.prol, align 8
  %.148.us.6.prol = fadd double %.148.us.5.prol, %.146.us.6.prol
  %.154.us.6.prol = getelementptr i8, ptr %.85.119.us.prol, i64 56
  %.146.us.7.prol = load double, ptr %.154.us.6.prol, align 8
  %.148.us.7.prol = fadd double %.148.us.6.prol, %.146.us.7.prol
  %.154.us.7.prol = getelementptr i8, ptr %.85.119.us.prol, i64 64
  %lsr.iv.next103 = add nuw nsw i64 %lsr.iv102, 8
  %prol.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next103
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !59, !llvm.loop !243

.115.endif.us.prol.loopexit.loopexit:             ; preds = %.115.endif.us.prol
  %39 = sub i64 %unroll_iter, %lsr.iv.next103
  br label %.115.endif.us.prol.loopexit

.115.endif.us.prol.loopexit:                      ; preds = %.115.endif.us.prol.loopexit.loopexit, %.115.preheader.us
  %.148.us.7.lcssa.unr = phi double [ poison, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.154.us.7.lcssa.unr = phi ptr [ poison, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %lsr.iv21.unr = phi i64 [ %unroll_iter, %.115.preheader.us ], [ %39, %.115.endif.us.prol.loopexit.loopexit ]
  %.85.119.us.unr = phi ptr [ %.85.025.us, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.80.118.us.unr = phi double [ %.80.024.us, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %40 = icmp ult i64 %14, 24
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !61

.115.endif.us.preheader:                          ; preds = %.115.endif.us.prol.loopexit
  br label %.115.endif.us

.115.endif.us:                                    ; preds = %.115.endif.us.preheader, %.115.endif.us
  %lsr.iv21 = phi i64 [ %lsr.iv.next22.3, %.115.endif.us ], [ %lsr.iv21.unr, %.115.endif.us.preheader ]
  %.85.119.us = phi ptr [ %.154.us.7.3, %.115.endif.us ], [ %.85.119.us.unr, %.115.endif.us.preheader ]
  %.80.118.us = phi double [ %.148.us.7.3, %.115.endif.us ], [ %.80.118.us.unr, %.115.endif.us.preheader ]
  %.146.us = load double, ptr %.85.119.us, align 8
  %.148.us = fadd double %.80.118.us, %.146.us
  %.154.us = getelementptr i8, ptr %.85.119.us, i64 8
  %.146.us.1 = load double, ptr %.154.us, align 8
  %.148.us.1 = fadd double %.148.us, %.146.us.1
  %.154.us.1 = getelementptr i8, ptr %.85.119.us, i64 16
  %.146.us.2 = load double, ptr %.154.us.1, align 8
  %.148.us.2 = fadd double %.148.us.1, %.146.us.2
  %.154.us.2 = getelementptr i8, ptr %.85.119.us, i64 24
  %.146.us.3 = load double, ptr %.154.us.2, align 8
  %.148.us.3 = fadd double %.148.us.2, %.146.us.3
  %.154.us.3 = getelementptr i8, ptr %.85.119.us, i64 32
  %.146.us.4 = load double, ptr %.154.us.3, align 8
  %.148.us.4 = fadd double %.148.us.3, %.146.us.4
  %.154.us.4 = getelementptr i8, ptr %.85.119.us, i64 40
  %.146.us.5 = load double, ptr %.154.us.4, align 8
  %.148.us.5 = fadd double %.148.us.4, %.146.us.5
  %.154.us.5 = getelementptr i8, ptr %.85.119.us, i64 48
  %.146.us.6 = load double, ptr %.154.us.5, align 8
  %.148.us.6 = fadd double %.148.us.5, %.146.us.6
  %.154.us.6 = getelementptr i8, ptr %.85.119.us, i64 56
  %.146.us.7 = load double, ptr %.154.us.6, align 8
  %.148.us.7 = fadd double %.148.us.6, %.146.us.7
  %.154.us.7 = getelementptr i8, ptr %.85.119.us, i64 64
  %.146.us.120 = load double, ptr %.154.us.7, align 8
  %.148.us.121 = fadd double %.148.us.7, %.146.us.120
  %.154.us.122 = getelementptr i8, ptr %.85.119.us, i64 72
  %.146.us.1.123 = load double, ptr %.154.us.122, align 8
  %.148.us.1.124 = fadd double %.148.us.121, %.146.us.1.123
  %.154.us.1.125 = getelementptr i8, ptr %.85.119.us, i64 80
  %.146.us.2.126 = load double, ptr %.154.us.1.125, align 8
  %.148.us.2.127 = fadd double %.148.us.1.124, %.146.us.2.126
  %.154.us.2.128 = getelementptr i8, ptr %.85.119.us, i64 88
  %.146.us.3.129 = load double, ptr %.154.us.2.128, align 8
  %.148.us.3.130 = fadd double %.148.us.2.127, %.146.us.3.129
  %.154.us.3.131 = getelementptr i8, ptr %.85.119.us, i64 96
  %.146.us.4.132 = load double, ptr %.154.us.3.131, align 8
  %.148.us.4.133 = fadd double %.148.us.3.130, %.146.us.4.132
  %.154.us.4.134 = getelementptr i8, ptr %.85.119.us, i64 104
  %.146.us.5.135 = load double, ptr %.154.us.4.134, align 8
  %.148.us.5.136 = fadd double %.148.us.4.133, %.146.us.5.135
  %.154.us.5.137 = getelementptr i8, ptr %.85.119.us, i64 112
  %.146.us.6.138 = load double, ptr %.154.us.5.137, align 8
  %.148.us.6.139 = fadd double %.148.us.5.136, %.146.us.6.138
  %.154.us.6.140 = getelementptr i8, ptr %.85.119.us, i64 120
  %.146.us.7.141 = load double, ptr %.154.us.6.140, align 8
  %.148.us.7.142 = fadd double %.148.us.6.139, %.146.us.7.141
  %.154.us.7.143 = getelementptr i8, ptr %.85.119.us, i64 128
  %.146.us.246 = load double, ptr %.154.us.7.143, align 8
  %.148.us.247 = fadd double %.148.us.7.142, %.146.us.246
  %.154.us.248 = getelementptr i8, ptr %.85.119.us, i64 136
  %.146.us.1.2 = load double, ptr %.154.us.248, align 8
  %.148.us.1.2 = fadd double %.148.us.247, %.146.us.1.2
  %.154.us.1.2 = getelementptr i8, ptr %.85.119.us, i64 144
  %.146.us.2.2 = load double, ptr %.154.us.1.2, align 8
  %.148.us.2.2 = fadd double %.148.us.1.2, %.146.us.2.2
  %.154.us.2.2 = getelementptr i8, ptr %.85.119.us, i64 152
  %.146.us.3.2 = load double, ptr %.154.us.2.2, align 8
  %.148.us.3.2 = fadd double %.148.us.2.2, %.146.us.3.2
  %.154.us.3.2 = getelementptr i8, ptr %.85.119.us, i64 160
  %.146.us.4.2 = load double, ptr %.154.us.3.2, align 8
  %.148.us.4.2 = fadd double %.148.us.3.2, %.146.us.4.2
  %.154.us.4.2 = getelementptr i8, ptr %.85.119.us, i64 168
  %.146.us.5.2 = load double, ptr %.154.us.4.2, align 8
  %.148.us.5.2 = fadd double %.148.us.4.2, %.146.us.5.2
  %.154.us.5.2 = getelementptr i8, ptr %.85.119.us, i64 176
  %.146.us.6.2 = load double, ptr %.154.us.5.2, align 8
  %.148.us.6.2 = fadd double %.148.us.5.2, %.146.us.6.2
  %.154.us.6.2 = getelementptr i8, ptr %.85.119.us, i64 184
  %.146.us.7.2 = load double, ptr %.154.us.6.2, align 8
  %.148.us.7.2 = fadd double %.148.us.6.2, %.146.us.7.2
  %.154.us.7.2 = getelementptr i8, ptr %.85.119.us, i64 192
  %.146.us.349 = load double, ptr %.154.us.7.2, align 8
  %.148.us.350 = fadd double %.148.us.7.2, %.146.us.349
  %.154.us.351 = getelementptr i8, ptr %.85.119.us, i64 200
  %.146.us.1.3 = load double, ptr %.154.us.351, align 8
  %.148.us.1.3 = fadd double %.148.us.350, %.146.us.1.3
  %.154.us.1.3 = getelementptr i8, ptr %.85.119.us, i64 208
  %.146.us.2.3 = load double, ptr %.154.us.1.3, align 8
  %.148.us.2.3 = fadd double %.148.us.1.3, %.146.us.2.3
  %.154.us.2.3 = getelementptr i8, ptr %.85.119.us, i64 216
  %.146.us.3.3 = load double, ptr %.154.us.2.3, align 8
  %.148.us.3.3 = fadd double %.148.us.2.3, %.146.us.3.3
  %.154.us.3.3 = getelementptr i8, ptr %.85.119.us, i64 224
  %.146.us.4.3 = load double, ptr %.154.us.3.3, align 8
  %.148.us.4.3 = fadd double %.148.us.3.3, %.146.us.4.3
  %.154.us.4.3 = getelementptr i8, ptr %.85.119.us, i64 232
  %.146.us.5.3 = load double, ptr %.154.us.4.3, align 8
  %.148.us.5.3 = fadd double %.148.us.4.3, %.146.us.5.3
  %.154.us.5.3 = getelementptr i8, ptr %.85.119.us, i64 240
  %.146.us.6.3 = load double, ptr %.154.us.5.3, align 8
  %.148.us.6.3 = fadd double %.148.us.5.3, %.146.us.6.3
  %.154.us.6.3 = getelementptr i8, ptr %.85.119.us, i64 248
  %.146.us.7.3 = load double, ptr %.154.us.6.3, align 8
  %.148.us.7.3 = fadd double %.148.us.6.3, %.146.us.7.3
  %.154.us.7.3 = getelementptr i8, ptr %.85.119.us, i64 256
  %lsr.iv.next22.3 = add nsw i64 %lsr.iv21, -32
  %niter.ncmp.7.3 = icmp eq i64 %lsr.iv.next22.3, 0
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !66, !llvm.loop !244

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !62

.115.endif.us.epil.preheader:                     ; preds = %.115..116_crit_edge.us.unr-lcssa
  br label %.115.endif.us.epil

.115.endif.us.epil:                               ; preds = %.115.endif.us.epil.preheader, %.115.endif.us.epil
  %.80.118.us.epil = phi double [ %.148.us.epil, %.115.endif.us.epil ], [ %.148.us.7.lcssa, %.115.endif.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.115.endif.us.epil ], [ 0, %.115.endif.us.epil.preheader ]
  %42 = shl nuw nsw i64 %epil.iter, 3
  %scevgep104 = getelementptr i8, ptr %.154.us.7.lcssa, i64 %42
  %.146.us.epil = load double, ptr %scevgep104, align 8
  %.148.us.epil = fadd double %.80.118.us.epil, %.146.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !63, !llvm.loop !231

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.1
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !55

.115.endif.us.1.prol.preheader:                   ; preds = %.115.endif.us.1.preheader
  br label %.115.endif.us.1.prol

.115.endif.us.1.prol:                             ; preds = %.115.endif.us.1.prol.preheader, %.115.endif.us.1.prol
  %lsr.iv105 = phi i64 [ 0, %.115.endif.us.1.prol.preheader ], [ %lsr.iv.next106, %.115.endif.us.1.prol ]
  %.85.119.us.1.prol = phi ptr [ %.154.us.7.1.prol, %.115.endif.us.1.prol ], [ %.163.us7, %.115.endif.us.1.prol.preheader ]
  %.80.118.us.1.prol = phi double [ %.148.us.7.1.prol, %.115.endif.us.1.prol ], [ %.148.us.lcssa5, %.115.endif.us.1.prol.preheader ]
  %.146.us.117.prol = load double, ptr %.85.119.us.1.prol, align 8
  %.148.us.118.prol = fadd double %.80.118.us.1.prol, %.146.us.117.prol
  %.154.us.119.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 8
  %.146.us.1.1.prol = load double, ptr %.154.us.119.prol, align 8
  %.148.us.1.1.prol = fadd double %.148.us.118.prol, %.146.us.1.1.prol
  %.154.us.1.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 16
  %.146.us.2.1.prol = load double, ptr %.154.us.1.1.prol, align 8
  %.148.us.2.1.prol = fadd double %.148.us.1.1.prol, %.146.us.2.1.prol
  %.154.us.2.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 24
  %.146.us.3.1.prol = load double, ptr %.154.us.2.1.prol, align 8
  %.148.us.3.1.prol = fadd double %.148.us.2.1.prol, %.146.us.3.1.prol
  %.154.us.3.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 32
  %.146.us.4.1.prol = load double, ptr %.154.us.3.1.prol, align 8
  %.148.us.4.1.prol = fadd double %.148.us.3.1.prol, %.146.us.4.1.prol
  %.154.us.4.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 40
  %.146.us.5.1.prol = load double, ptr %.154.us.4.1.prol, align 8
  %.148.us.5.1.prol = fadd double %.148.us.4.1.prol, %.146.us.5.1.prol
  %.154.us.5.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 48
  %.146.us.6.1.prol = load double, ptr %.154.us.5.1.prol, align 8
  %.148.us.6.1.prol = fadd double %.148.us.5.1.prol, %.146.us.6.1.prol
  %.154.us.6.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 56
  %.146.us.7.1.prol = load double, ptr %.154.us.6.1.prol, align 8
  %.148.us.7.1.prol = fadd double %.148.us.6.1.prol, %.146.us.7.1.prol
  %.154.us.7.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 64
  %lsr.iv.next106 = add nuw nsw i64 %lsr.iv105, 8
  %prol.iter54.cmp.not = icmp eq i64 %18, %lsr.iv.next106
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !59, !llvm.loop !245

.115.endif.us.1.prol.loopexit.loopexit:           ; preds = %.115.endif.us.1.prol
  %45 = sub i64 %unroll_iter, %lsr.iv.next106
  br label %.115.endif.us.1.prol.loopexit

.115.endif.us.1.prol.loopexit:                    ; preds = %.115.endif.us.1.prol.loopexit.loopexit, %.115.endif.us.1.preheader
  %.148.us.7.1.lcssa.unr = phi double [ poison, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.154.us.7.1.lcssa.unr = phi ptr [ poison, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %lsr.iv24.unr = phi i64 [ %unroll_iter, %.115.endif.us.1.preheader ], [ %45, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.85.119.us.1.unr = phi ptr [ %.163.us7, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.80.118.us.1.unr = phi double [ %.148.us.lcssa5, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %46 = icmp ult i64 %14, 24
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !61

.115.endif.us.1.preheader65:                      ; preds = %.115.endif.us.1.prol.loopexit
  br label %.115.endif.us.1

.115.endif.us.1:                                  ; preds = %.115.endif.us.1.preheader65, %.115.endif.us.1
  %lsr.iv24 = phi i64 [ %lsr.iv.next25.3, %.115.endif.us.1 ], [ %lsr.iv24.unr, %.115.endif.us.1.preheader65 ]
  %.85.119.us.1 = phi ptr [ %.154.us.7.1.3, %.115.endif.us.1 ], [ %.85.119.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.80.118.us.1 = phi double [ %.148.us.7.1.3, %.115.endif.us.1 ], [ %.80.118.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.146.us.117 = load double, ptr %.85.119.us.1, align 8
  %.148.us.118 = fadd double %.80.118.us.1, %.146.us.117
  %.154.us.119 = getelementptr i8, ptr %.85.119.us.1, i64 8
  %.146.us.1.1 = load double, ptr %.154.us.119, align 8
  %.148.us.1.1 = fadd double %.148.us.118, %.146.us.1.1
  %.154.us.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 16
  %.146.us.2.1 = load double, ptr %.154.us.1.1, align 8
  %.148.us.2.1 = fadd double %.148.us.1.1, %.146.us.2.1
  %.154.us.2.1 = getelementptr i8, ptr %.85.119.us.1, i64 24
  %.146.us.3.1 = load double, ptr %.154.us.2.1, align 8
  %.148.us.3.1 = fadd double %.148.us.2.1, %.146.us.3.1
  %.154.us.3.1 = getelementptr i8, ptr %.85.119.us.1, i64 32
  %.146.us.4.1 = load double, ptr %.154.us.3.1, align 8
  %.148.us.4.1 = fadd double %.148.us.3.1, %.146.us.4.1
  %.154.us.4.1 = getelementptr i8, ptr %.85.119.us.1, i64 40
  %.146.us.5.1 = load double, ptr %.154.us.4.1, align 8
  %.148.us.5.1 = fadd double %.148.us.4.1, %.146.us.5.1
  %.154.us.5.1 = getelementptr i8, ptr %.85.119.us.1, i64 48
  %.146.us.6.1 = load double, ptr %.154.us.5.1, align 8
  %.148.us.6.1 = fadd double %.148.us.5.1, %.146.us.6.1
  %.154.us.6.1 = getelementptr i8, ptr %.85.119.us.1, i64 56
  %.146.us.7.1 = load double, ptr %.154.us.6.1, align 8
  %.148.us.7.1 = fadd double %.148.us.6.1, %.146.us.7.1
  %.154.us.7.1 = getelementptr i8, ptr %.85.119.us.1, i64 64
  %.146.us.117.1 = load double, ptr %.154.us.7.1, align 8
  %.148.us.118.1 = fadd double %.148.us.7.1, %.146.us.117.1
  %.154.us.119.1 = getelementptr i8, ptr %.85.119.us.1, i64 72
  %.146.us.1.1.1 = load double, ptr %.154.us.119.1, align 8
  %.148.us.1.1.1 = fadd double %.148.us.118.1, %.146.us.1.1.1
  %.154.us.1.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 80
  %.146.us.2.1.1 = load double, ptr %.154.us.1.1.1, align 8
  %.148.us.2.1.1 = fadd double %.148.us.1.1.1, %.146.us.2.1.1
  %.154.us.2.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 88
  %.146.us.3.1.1 = load double, ptr %.154.us.2.1.1, align 8
  %.148.us.3.1.1 = fadd double %.148.us.2.1.1, %.146.us.3.1.1
  %.154.us.3.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 96
  %.146.us.4.1.1 = load double, ptr %.154.us.3.1.1, align 8
  %.148.us.4.1.1 = fadd double %.148.us.3.1.1, %.146.us.4.1.1
  %.154.us.4.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 104
  %.146.us.5.1.1 = load double, ptr %.154.us.4.1.1, align 8
  %.148.us.5.1.1 = fadd double %.148.us.4.1.1, %.146.us.5.1.1
  %.154.us.5.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 112
  %.146.us.6.1.1 = load double, ptr %.154.us.5.1.1, align 8
  %.148.us.6.1.1 = fadd double %.148.us.5.1.1, %.146.us.6.1.1
  %.154.us.6.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 120
  %.146.us.7.1.1 = load double, ptr %.154.us.6.1.1, align 8
  %.148.us.7.1.1 = fadd double %.148.us.6.1.1, %.146.us.7.1.1
  %.154.us.7.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 128
  %.146.us.117.2 = load double, ptr %.154.us.7.1.1, align 8
  %.148.us.118.2 = fadd double %.148.us.7.1.1, %.146.us.117.2
  %.154.us.119.2 = getelementptr i8, ptr %.85.119.us.1, i64 136
  %.146.us.1.1.2 = load double, ptr %.154.us.119.2, align 8
  %.148.us.1.1.2 = fadd double %.148.us.118.2, %.146.us.1.1.2
  %.154.us.1.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 144
  %.146.us.2.1.2 = load double, ptr %.154.us.1.1.2, align 8
  %.148.us.2.1.2 = fadd double %.148.us.1.1.2, %.146.us.2.1.2
  %.154.us.2.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 152
  %.146.us.3.1.2 = load double, ptr %.154.us.2.1.2, align 8
  %.148.us.3.1.2 = fadd double %.148.us.2.1.2, %.146.us.3.1.2
  %.154.us.3.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 160
  %.146.us.4.1.2 = load double, ptr %.154.us.3.1.2, align 8
  %.148.us.4.1.2 = fadd double %.148.us.3.1.2, %.146.us.4.1.2
  %.154.us.4.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 168
  %.146.us.5.1.2 = load double, ptr %.154.us.4.1.2, align 8
  %.148.us.5.1.2 = fadd double %.148.us.4.1.2, %.146.us.5.1.2
  %.154.us.5.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 176
  %.146.us.6.1.2 = load double, ptr %.154.us.5.1.2, align 8
  %.148.us.6.1.2 = fadd double %.148.us.5.1.2, %.146.us.6.1.2
  %.154.us.6.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 184
  %.146.us.7.1.2 = load double, ptr %.154.us.6.1.2, align 8
  %.148.us.7.1.2 = fadd double %.148.us.6.1.2, %.146.us.7.1.2
  %.154.us.7.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 192
  %.146.us.117.3 = load double, ptr %.154.us.7.1.2, align 8
  %.148.us.118.3 = fadd double %.148.us.7.1.2, %.146.us.117.3
  %.154.us.119.3 = getelementptr i8, ptr %.85.119.us.1, i64 200
  %.146.us.1.1.3 = load double, ptr %.154.us.119.3, align 8
  %.148.us.1.1.3 = fadd double %.148.us.118.3, %.146.us.1.1.3
  %.154.us.1.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 208
  %.146.us.2.1.3 = load double, ptr %.154.us.1.1.3, align 8
  %.148.us.2.1.3 = fadd double %.148.us.1.1.3, %.146.us.2.1.3
  %.154.us.2.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 216
  %.146.us.3.1.3 = load double, ptr %.154.us.2.1.3, align 8
  %.148.us.3.1.3 = fadd double %.148.us.2.1.3, %.146.us.3.1.3
  %.154.us.3.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 224
  %.146.us.4.1.3 = load double, ptr %.154.us.3.1.3, align 8
  %.148.us.4.1.3 = fadd double %.148.us.3.1.3, %.146.us.4.1.3
  %.154.us.4.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 232
  %.146.us.5.1.3 = load double, ptr %.154.us.4.1.3, align 8
  %.148.us.5.1.3 = fadd double %.148.us.4.1.3, %.146.us.5.1.3
  %.154.us.5.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 240
  %.146.us.6.1.3 = load double, ptr %.154.us.5.1.3, align 8
  %.148.us.6.1.3 = fadd double %.148.us.5.1.3, %.146.us.6.1.3
  %.154.us.6.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 248
  %.146.us.7.1.3 = load double, ptr %.154.us.6.1.3, align 8
  %.148.us.7.1.3 = fadd double %.148.us.6.1.3, %.146.us.7.1.3
  %.154.us.7.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 256
  %lsr.iv.next25.3 = add nsw i64 %lsr.iv24, -32
  %niter.ncmp.7.1.3 = icmp eq i64 %lsr.iv.next25.3, 0
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !66, !llvm.loop !246

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !62

.115.endif.us.epil.1.preheader:                   ; preds = %.115..116_crit_edge.us.unr-lcssa.1
  br label %.115.endif.us.epil.1

.115.endif.us.epil.1:                             ; preds = %.115.endif.us.epil.1.preheader, %.115.endif.us.epil.1
  %.80.118.us.epil.1 = phi double [ %.148.us.epil.1, %.115.endif.us.epil.1 ], [ %.148.us.7.1.lcssa, %.115.endif.us.epil.1.preheader ]
  %epil.iter.1 = phi i64 [ %epil.iter.next.1, %.115.endif.us.epil.1 ], [ 0, %.115.endif.us.epil.1.preheader ]
  %48 = shl nuw nsw i64 %epil.iter.1, 3
  %scevgep107 = getelementptr i8, ptr %.154.us.7.1.lcssa, i64 %48
  %.146.us.epil.1 = load double, ptr %scevgep107, align 8
  %.148.us.epil.1 = fadd double %.80.118.us.epil.1, %.146.us.epil.1
  %epil.iter.next.1 = add nuw nsw i64 %epil.iter.1, 1
  %epil.iter.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter.next.1
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !63, !llvm.loop !231

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.1
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !247, !llvm.loop !248
}

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !229
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !229

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !230

.115.preheader.us.us.epil.preheader:              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, %.115.preheader.us.us.preheader
  %.85.025.us.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %.80.024.us.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %scevgep69 = getelementptr i8, ptr %.85.025.us.us.epil.init, i64 %arg.a.6.0
  %0 = shl i64 %arg.a.6.0, 1
  br label %.115.preheader.us.us.epil

.115.preheader.us.us.epil:                        ; preds = %.115..116_crit_edge.us.1.loopexit.us.epil, %.115.preheader.us.us.epil.preheader
  %lsr.iv70 = phi ptr [ %scevgep71, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %scevgep69, %.115.preheader.us.us.epil.preheader ]
  %.85.025.us.us.epil = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.85.025.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %.80.024.us.us.epil = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.80.024.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %epil.iter56 = phi i64 [ %epil.iter56.next, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ 0, %.115.preheader.us.us.epil.preheader ]
  br label %.115.endif.us.epil.us.epil

.115.endif.us.epil.us.epil:                       ; preds = %.115.endif.us.epil.us.epil, %.115.preheader.us.us.epil
  %.80.118.us.epil.us.epil = phi double [ %.80.024.us.us.epil, %.115.preheader.us.us.epil ], [ %.148.us.epil.us.epil, %.115.endif.us.epil.us.epil ]
  %epil.iter.us.epil = phi i64 [ 0, %.115.preheader.us.us.epil ], [ %epil.iter.next.us.epil, %.115.endif.us.epil.us.epil ]
  %1 = shl i64 %epil.iter.us.epil, 3
  %scevgep68 = getelementptr i8, ptr %.85.025.us.us.epil, i64 %1
  %.146.us.epil.us.epil = load double, ptr %scevgep68, align 8
  %.148.us.epil.us.epil = fadd double %.80.118.us.epil.us.epil, %.146.us.epil.us.epil
  %epil.iter.next.us.epil = add nuw nsw i64 %epil.iter.us.epil, 1
  %epil.iter.cmp.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.us.epil
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.us.epil:                   ; preds = %.115.endif.us.epil.us.epil
  %scevgep.us.epil = getelementptr i8, ptr %.85.025.us.us.epil, i64 %11
  %.141.us.us.epil = getelementptr i8, ptr %scevgep.us.epil, i64 %.137.neg.us
  %.163.us.us.epil = getelementptr i8, ptr %.141.us.us.epil, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.epil

.115.endif.us.epil.1.us.epil:                     ; preds = %.115.endif.us.epil.1.us.epil, %.115..116_crit_edge.us.us.epil
  %.80.118.us.epil.1.us.epil = phi double [ %.148.us.epil.us.epil, %.115..116_crit_edge.us.us.epil ], [ %.148.us.epil.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %epil.iter.1.us.epil = phi i64 [ 0, %.115..116_crit_edge.us.us.epil ], [ %epil.iter.next.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %2 = shl i64 %epil.iter.1.us.epil, 3
  %scevgep72 = getelementptr i8, ptr %lsr.iv70, i64 %2
  %.146.us.epil.1.us.epil = load double, ptr %scevgep72, align 8
  %.148.us.epil.1.us.epil = fadd double %.80.118.us.epil.1.us.epil, %.146.us.epil.1.us.epil
  %epil.iter.next.1.us.epil = add nuw nsw i64 %epil.iter.1.us.epil, 1
  %epil.iter.cmp.1.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.1.us.epil
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !232, !llvm.loop !251

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !235

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !54

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !55

.115.endif.us.epil4.prol.preheader:               ; preds = %.115.preheader.us.new.epil
  br label %.115.endif.us.epil4.prol

.115.endif.us.epil4.prol:                         ; preds = %.115.endif.us.epil4.prol.preheader, %.115.endif.us.epil4.prol
  %lsr.iv67 = phi i64 [ %xtraiter62, %.115.endif.us.epil4.prol.preheader ], [ %lsr.iv.next, %.115.endif.us.epil4.prol ]
  %lsr.iv.prol = phi i64 [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ], [ %unroll_iter.epil, %.115.endif.us.epil4.prol.preheader ]
  %.85.119.us.epil6.prol = phi ptr [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.85.025.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.80.118.us.epil7.prol = phi double [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.80.024.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.146.us.epil8.prol = load double, ptr %.85.119.us.epil6.prol, align 8
  %.148.us.epil9.prol = fadd double %.80.118.us.epil7.prol, %.146.us.epil8.prol
  %.154.us.epil10.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 8
  %.146.us.1.epil.prol = load double, ptr %.154.us.epil10.prol, align 8
  %.148.us.1.epil.prol = fadd double %.148.us.epil9.prol, %.146.us.1.epil.prol
  %.154.us.1.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 16
  %.146.us.2.epil.prol = load double, ptr %.154.us.1.epil.prol, align 8
  %.148.us.2.epil.prol = fadd double %.148.us.1.epil.prol, %.146.us.2.epil.prol
  %.154.us.2.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 24
  %.146.us.3.epil.prol = load double, ptr %.154.us.2.epil.prol, align 8
  %.148.us.3.epil.prol = fadd double %.148.us.2.epil.prol, %.146.us.3.epil.prol
  %.154.us.3.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 32
  %.146.us.4.epil.prol = load double, ptr %.154.us.3.epil.prol, align 8
  %.148.us.4.epil.prol = fadd double %.148.us.3.epil.prol, %.146.us.4.epil.prol
  %.154.us.4.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 40
  %.146.us.5.epil.prol = load double, ptr %.154.us.4.epil.prol, align 8
  %.148.us.5.epil.prol = fadd double %.148.us.4.epil.prol, %.146.us.5.epil.prol
  %.154.us.5.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 48
  %.146.us.6.epil.prol = load double, ptr %.154.us.5.epil.prol, align 8
  %.148.us.6.epil.prol = fadd double %.148.us.5.epil.prol, %.146.us.6.epil.prol
  %.154.us.6.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 56
  %.146.us.7.epil.prol = load double, ptr %.154.us.6.epil.prol, align 8
  %.148.us.7.epil.prol = fadd double %.148.us.6.epil.prol, %.146.us.7.epil.prol
  %.154.us.7.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 64
  %lsr.iv.next.prol = add i64 %lsr.iv.prol, -8
  %lsr.iv.next = add i64 %lsr.iv67, -1
  %prol.iter64.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !59, !llvm.loop !252

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !61

.115.endif.us.epil4.preheader:                    ; preds = %.115.endif.us.epil4.prol.loopexit
  br label %.115.endif.us.epil4

.115.endif.us.epil4:                              ; preds = %.115.endif.us.epil4.preheader, %.115.endif.us.epil4
  %lsr.iv = phi i64 [ %lsr.iv.next.3, %.115.endif.us.epil4 ], [ %lsr.iv.unr, %.115.endif.us.epil4.preheader ]
  %.85.119.us.epil6 = phi ptr [ %.154.us.7.epil.3, %.115.endif.us.epil4 ], [ %.85.119.us.epil6.unr, %.115.endif.us.epil4.preheader ]
  %.80.118.us.epil7 = phi double [ %.148.us.7.epil.3, %.115.endif.us.epil4 ], [ %.80.118.us.epil7.unr, %.115.endif.us.epil4.preheader ]
  %.146.us.epil8 = load double, ptr %.85.119.us.epil6, align 8
  %.148.us.epil9 = fadd double %.80.118.us.epil7, %.146.us.epil8
  %.154.us.epil10 = getelementptr i8, ptr %.85.119.us.epil6, i64 8
  %.146.us.1.epil = load double, ptr %.154.us.epil10, align 8
  %.148.us.1.epil = fadd double %.148.us.epil9, %.146.us.1.epil
  %.154.us.1.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 16
  %.146.us.2.epil = load double, ptr %.154.us.1.epil, align 8
  %.148.us.2.epil = fadd double %.148.us.1.epil, %.146.us.2.epil
  %.154.us.2.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 24
  %.146.us.3.epil = load double, ptr %.154.us.2.epil, align 8
  %.148.us.3.epil = fadd double %.148.us.2.epil, %.146.us.3.epil
  %.154.us.3.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 32
  %.146.us.4.epil = load double, ptr %.154.us.3.epil, align 8
  %.148.us.4.epil = fadd double %.148.us.3.epil, %.146.us.4.epil
  %.154.us.4.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 40
  %.146.us.5.epil = load double, ptr %.154.us.4.epil, align 8
  %.148.us.5.epil = fadd double %.148.us.4.epil, %.146.us.5.epil
  %.154.us.5.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 48
  %.146.us.6.epil = load double, ptr %.154.us.5.epil, align 8
  %.148.us.6.epil = fadd double %.148.us.5.epil, %.146.us.6.epil
  %.154.us.6.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 56
  %.146.us.7.epil = load double, ptr %.154.us.6.epil, align 8
  %.148.us.7.epil = fadd double %.148.us.6.epil, %.146.us.7.epil
  %.154.us.7.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 64
  %.146.us.epil8.1 = load double, ptr %.154.us.7.epil, align 8
  %.148.us.epil9.1 = fadd double %.148.us.7.epil, %.146.us.epil8.1
  %.154.us.epil10.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 72
  %.146.us.1.epil.1 = load double, ptr %.154.us.epil10.1, align 8
  %.148.us.1.epil.1 = fadd double %.148.us.epil9.1, %.146.us.1.epil.1
  %.154.us.1.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 80
  %.146.us.2.epil.1 = load double, ptr %.154.us.1.epil.1, align 8
  %.148.us.2.epil.1 = fadd double %.148.us.1.epil.1, %.146.us.2.epil.1
  %.154.us.2.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 88
  %.146.us.3.epil.1 = load double, ptr %.154.us.2.epil.1, align 8
  %.148.us.3.epil.1 = fadd double %.148.us.2.epil.1, %.146.us.3.epil.1
  %.154.us.3.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 96
  %.146.us.4.epil.1 = load double, ptr %.154.us.3.epil.1, align 8
  %.148.us.4.epil.1 = fadd double %.148.us.3.epil.1, %.146.us.4.epil.1
  %.154.us.4.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 104
  %.146.us.5.epil.1 = load double, ptr %.154.us.4.epil.1, align 8
  %.148.us.5.epil.1 = fadd double %.148.us.4.epil.1, %.146.us.5.epil.1
  %.154.us.5.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 112
  %.146.us.6.epil.1 = load double, ptr %.154.us.5.epil.1, align 8
  %.148.us.6.epil.1 = fadd double %.148.us.5.epil.1, %.146.us.6.epil.1
  %.154.us.6.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 120
  %.146.us.7.epil.1 = load double, ptr %.154.us.6.epil.1, align 8
  %.148.us.7.epil.1 = fadd double %.148.us.6.epil.1, %.146.us.7.epil.1
  %.154.us.7.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 128
  %.146.us.epil8.2 = load double, ptr %.154.us.7.epil.1, align 8
  %.148.us.epil9.2 = fadd double %.148.us.7.epil.1, %.146.us.epil8.2
  %.154.us.epil10.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 136
  %.146.us.1.epil.2 = load double, ptr %.154.us.epil10.2, align 8
  %.148.us.1.epil.2 = fadd double %.148.us.epil9.2, %.146.us.1.epil.2
  %.154.us.1.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 144
  %.146.us.2.epil.2 = load double, ptr %.154.us.1.epil.2, align 8
  %.148.us.2.epil.2 = fadd double %.148.us.1.epil.2, %.146.us.2.epil.2
  %.154.us.2.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 152
  %.146.us.3.epil.2 = load double, ptr %.154.us.2.epil.2, align 8
  %.148.us.3.epil.2 = fadd double %.148.us.2.epil.2, %.146.us.3.epil.2
  %.154.us.3.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 160
  %.146.us.4.epil.2 = load double, ptr %.154.us.3.epil.2, align 8
  %.148.us.4.epil.2 = fadd double %.148.us.3.epil.2, %.146.us.4.epil.2
  %.154.us.4.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 168
  %.146.us.5.epil.2 = load double, ptr %.154.us.4.epil.2, align 8
  %.148.us.5.epil.2 = fadd double %.148.us.4.epil.2, %.146.us.5.epil.2
  %.154.us.5.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 176
  %.146.us.6.epil.2 = load double, ptr %.154.us.5.epil.2, align 8
  %.148.us.6.epil.2 = fadd double %.148.us.5.epil.2, %.146.us.6.epil.2
  %.154.us.6.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 184
  %.146.us.7.epil.2 = load double, ptr %.154.us.6.epil.2, align 8
  %.148.us.7.epil.2 = fadd double %.148.us.6.epil.2, %.146.us.7.epil.2
  %.154.us.7.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 192
  %.146.us.epil8.3 = load double, ptr %.154.us.7.epil.2, align 8
  %.148.us.epil9.3 = fadd double %.148.us.7.epil.2, %.146.us.epil8.3
  %.154.us.epil10.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 200
  %.146.us.1.epil.3 = load double, ptr %.154.us.epil10.3, align 8
  %.148.us.1.epil.3 = fadd double %.148.us.epil9.3, %.146.us.1.epil.3
  %.154.us.1.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 208
  %.146.us.2.epil.3 = load double, ptr %.154.us.1.epil.3, align 8
  %.148.us.2.epil.3 = fadd double %.148.us.1.epil.3, %.146.us.2.epil.3
  %.154.us.2.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 216
  %.146.us.3.epil.3 = load double, ptr %.154.us.2.epil.3, align 8
  %.148.us.3.epil.3 = fadd double %.148.us.2.epil.3, %.146.us.3.epil.3
  %.154.us.3.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 224
  %.146.us.4.epil.3 = load double, ptr %.154.us.3.epil.3, align 8
  %.148.us.4.epil.3 = fadd double %.148.us.3.epil.3, %.146.us.4.epil.3
  %.154.us.4.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 232
  %.146.us.5.epil.3 = load double, ptr %.154.us.4.epil.3, align 8
  %.148.us.5.epil.3 = fadd double %.148.us.4.epil.3, %.146.us.5.epil.3
  %.154.us.5.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 240
  %.146.us.6.epil.3 = load double, ptr %.154.us.5.epil.3, align 8
  %.148.us.6.epil.3 = fadd double %.148.us.5.epil.3, %.146.us.6.epil.3
  %.154.us.6.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 248
  %.146.us.7.epil.3 = load double, ptr %.154.us.6.epil.3, align 8
  %.148.us.7.epil.3 = fadd double %.148.us.6.epil.3, %.146.us.7.epil.3
  %.154.us.7.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 256
  %lsr.iv.next.3 = add i64 %lsr.iv, -32
  %niter.ncmp.7.epil.3 = icmp eq i64 %lsr.iv.next.3, 0
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !66, !llvm.loop !253

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !62

.115.endif.us.epil.preheader.epil:                ; preds = %.115..116_crit_edge.us.unr-lcssa.epil, %.115.preheader.us.epil.preheader
  %.85.119.us.epil.init.epil = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.154.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  %.80.118.us.epil.init.epil = phi double [ %.80.024.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  br label %.115.endif.us.epil.epil

.115.endif.us.epil.epil:                          ; preds = %.115.endif.us.epil.epil, %.115.endif.us.epil.preheader.epil
  %.80.118.us.epil.epil = phi double [ %.80.118.us.epil.init.epil, %.115.endif.us.epil.preheader.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  %epil.iter.epil = phi i64 [ 0, %.115.endif.us.epil.preheader.epil ], [ %epil.iter.next.epil, %.115.endif.us.epil.epil ]
  %10 = shl i64 %epil.iter.epil, 3
  %scevgep = getelementptr i8, ptr %.85.119.us.epil.init.epil, i64 %10
  %.146.us.epil.epil = load double, ptr %scevgep, align 8
  %.148.us.epil.epil = fadd double %.80.118.us.epil.epil, %.146.us.epil.epil
  %epil.iter.next.epil = add i64 %epil.iter.epil, 1
  %epil.iter.cmp.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, %epil.iter.next.epil
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !63, !llvm.loop !250

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !238

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !54

.115.preheader.us.preheader15:                    ; preds = %.115.preheader.us.preheader.new
  %14 = add nsw i64 %arg.a.5.1, -8
  %15 = lshr i64 %14, 3
  %16 = add nuw nsw i64 %15, 1
  %xtraiter17 = and i64 %16, 3
  %17 = shl nuw nsw i64 %xtraiter17, 3
  %18 = shl nuw nsw i64 %xtraiter17, 3
  br label %.115.preheader.us

.115.preheader.us.us.preheader:                   ; preds = %.115.preheader.us.preheader.new
  %19 = add nsw i64 %arg.a.5.0, -2
  %20 = lshr i64 %19, 1
  %21 = add nuw i64 %20, 1
  %xtraiter55 = and i64 %21, 3
  %22 = icmp ult i64 %19, 6
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !239

.115.preheader.us.us.preheader.new:               ; preds = %.115.preheader.us.us.preheader
  %unroll_iter61 = and i64 %21, -4
  %scevgep74 = getelementptr i8, ptr %arg.a.4, i64 %arg.a.6.0
  %23 = shl i64 %arg.a.6.0, 3
  %24 = shl i64 %arg.a.6.0, 1
  %scevgep78 = getelementptr i8, ptr %arg.a.4, i64 %24
  %25 = mul i64 %arg.a.6.0, 3
  %scevgep82 = getelementptr i8, ptr %arg.a.4, i64 %25
  %26 = shl i64 %arg.a.6.0, 2
  %scevgep86 = getelementptr i8, ptr %arg.a.4, i64 %26
  %27 = mul i64 %arg.a.6.0, 5
  %scevgep90 = getelementptr i8, ptr %arg.a.4, i64 %27
  %28 = mul i64 %arg.a.6.0, 6
  %scevgep94 = getelementptr i8, ptr %arg.a.4, i64 %28
  %29 = mul i64 %arg.a.6.0, 7
  %scevgep98 = getelementptr i8, ptr %arg.a.4, i64 %29
  br label %.115.preheader.us.us

.115.preheader.us.us:                             ; preds = %.115..116_crit_edge.us.1.loopexit.us.3, %.115.preheader.us.us.preheader.new
  %lsr.iv99 = phi ptr [ %scevgep100, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep98, %.115.preheader.us.us.preheader.new ]
  %lsr.iv95 = phi ptr [ %scevgep96, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep94, %.115.preheader.us.us.preheader.new ]
  %lsr.iv91 = phi ptr [ %scevgep92, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep90, %.115.preheader.us.us.preheader.new ]
  %lsr.iv87 = phi ptr [ %scevgep88, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep86, %.115.preheader.us.us.preheader.new ]
  %lsr.iv83 = phi ptr [ %scevgep84, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep82, %.115.preheader.us.us.preheader.new ]
  %lsr.iv79 = phi ptr [ %scevgep80, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep78, %.115.preheader.us.us.preheader.new ]
  %lsr.iv75 = phi ptr [ %scevgep76, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep74, %.115.preheader.us.us.preheader.new ]
  %.85.025.us.us = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader.new ], [ %.163.us.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %.80.024.us.us = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader.new ], [ %.148.us.epil.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %niter = phi i64 [ 0, %.115.preheader.us.us.preheader.new ], [ %niter.next.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  br label %.115.endif.us.epil.us

.115.endif.us.epil.us:                            ; preds = %.115.endif.us.epil.us, %.115.preheader.us.us
  %.80.118.us.epil.us = phi double [ %.80.024.us.us, %.115.preheader.us.us ], [ %.148.us.epil.us, %.115.endif.us.epil.us ]
  %epil.iter.us = phi i64 [ 0, %.115.preheader.us.us ], [ %epil.iter.next.us, %.115.endif.us.epil.us ]
  %30 = shl nuw nsw i64 %epil.iter.us, 3
  %scevgep73 = getelementptr i8, ptr %.85.025.us.us, i64 %30
  %.146.us.epil.us = load double, ptr %scevgep73, align 8
  %.148.us.epil.us = fadd double %.80.118.us.epil.us, %.146.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.us:                        ; preds = %.115.endif.us.epil.us
  %scevgep.us = getelementptr i8, ptr %.85.025.us.us, i64 %11
  %.141.us.us = getelementptr i8, ptr %scevgep.us, i64 %.137.neg.us
  %.163.us.us = getelementptr i8, ptr %.141.us.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us

.115.endif.us.epil.1.us:                          ; preds = %.115.endif.us.epil.1.us, %.115..116_crit_edge.us.us
  %.80.118.us.epil.1.us = phi double [ %.148.us.epil.us, %.115..116_crit_edge.us.us ], [ %.148.us.epil.1.us, %.115.endif.us.epil.1.us ]
  %epil.iter.1.us = phi i64 [ 0, %.115..116_crit_edge.us.us ], [ %epil.iter.next.1.us, %.115.endif.us.epil.1.us ]
  %31 = shl nuw nsw i64 %epil.iter.1.us, 3
  %scevgep77 = getelementptr i8, ptr %lsr.iv75, i64 %31
  %.146.us.epil.1.us = load double, ptr %scevgep77, align 8
  %.148.us.epil.1.us = fadd double %.80.118.us.epil.1.us, %.146.us.epil.1.us
  %epil.iter.next.1.us = add nuw nsw i64 %epil.iter.1.us, 1
  %epil.iter.cmp.1.not.us = icmp eq i64 %xtraiter, %epil.iter.next.1.us
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.1.loopexit.us:             ; preds = %.115.endif.us.epil.1.us
  %scevgep.1.us = getelementptr i8, ptr %.163.us.us, i64 %11
  %.141.us.1.us = getelementptr i8, ptr %scevgep.1.us, i64 %.137.neg.us
  %.163.us.1.us = getelementptr i8, ptr %.141.us.1.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.1

.115.endif.us.epil.us.1:                          ; preds = %.115.endif.us.epil.us.1, %.115..116_crit_edge.us.1.loopexit.us
  %.80.118.us.epil.us.1 = phi double [ %.148.us.epil.1.us, %.115..116_crit_edge.us.1.loopexit.us ], [ %.148.us.epil.us.1, %.115.endif.us.epil.us.1 ]
  %epil.iter.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us ], [ %epil.iter.next.us.1, %.115.endif.us.epil.us.1 ]
  %32 = shl nuw nsw i64 %epil.iter.us.1, 3
  %scevgep81 = getelementptr i8, ptr %lsr.iv79, i64 %32
  %.146.us.epil.us.1 = load double, ptr %scevgep81, align 8
  %.148.us.epil.us.1 = fadd double %.80.118.us.epil.us.1, %.146.us.epil.us.1
  %epil.iter.next.us.1 = add nuw nsw i64 %epil.iter.us.1, 1
  %epil.iter.cmp.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.us.1
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.us.1:                      ; preds = %.115.endif.us.epil.us.1
  %scevgep.us.1 = getelementptr i8, ptr %.163.us.1.us, i64 %11
  %.141.us.us.1 = getelementptr i8, ptr %scevgep.us.1, i64 %.137.neg.us
  %.163.us.us.1 = getelementptr i8, ptr %.141.us.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.1

.115.endif.us.epil.1.us.1:                        ; preds = %.115.endif.us.epil.1.us.1, %.115..116_crit_edge.us.us.1
  %.80.118.us.epil.1.us.1 = phi double [ %.148.us.epil.us.1, %.115..116_crit_edge.us.us.1 ], [ %.148.us.epil.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %epil.iter.1.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.us.1 ], [ %epil.iter.next.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %33 = shl nuw nsw i64 %epil.iter.1.us.1, 3
  %scevgep85 = getelementptr i8, ptr %lsr.iv83, i64 %33
  %.146.us.epil.1.us.1 = load double, ptr %scevgep85, align 8
  %.148.us.epil.1.us.1 = fadd double %.80.118.us.epil.1.us.1, %.146.us.epil.1.us.1
  %epil.iter.next.1.us.1 = add nuw nsw i64 %epil.iter.1.us.1, 1
  %epil.iter.cmp.1.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.1
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.1.loopexit.us.1:           ; preds = %.115.endif.us.epil.1.us.1
  %scevgep.1.us.1 = getelementptr i8, ptr %.163.us.us.1, i64 %11
  %.141.us.1.us.1 = getelementptr i8, ptr %scevgep.1.us.1, i64 %.137.neg.us
  %.163.us.1.us.1 = getelementptr i8, ptr %.141.us.1.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.2

.115.endif.us.epil.us.2:                          ; preds = %.115.endif.us.epil.us.2, %.115..116_crit_edge.us.1.loopexit.us.1
  %.80.118.us.epil.us.2 = phi double [ %.148.us.epil.1.us.1, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %.148.us.epil.us.2, %.115.endif.us.epil.us.2 ]
  %epil.iter.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %epil.iter.next.us.2, %.115.endif.us.epil.us.2 ]
  %34 = shl nuw nsw i64 %epil.iter.us.2, 3
  %scevgep89 = getelementptr i8, ptr %lsr.iv87, i64 %34
  %.146.us.epil.us.2 = load double, ptr %scevgep89, align 8
  %.148.us.epil.us.2 = fadd double %.80.118.us.epil.us.2, %.146.us.epil.us.2
  %epil.iter.next.us.2 = add nuw nsw i64 %epil.iter.us.2, 1
  %epil.iter.cmp.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.us.2
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.us.2:                      ; preds = %.115.endif.us.epil.us.2
  %scevgep.us.2 = getelementptr i8, ptr %.163.us.1.us.1, i64 %11
  %.141.us.us.2 = getelementptr i8, ptr %scevgep.us.2, i64 %.137.neg.us
  %.163.us.us.2 = getelementptr i8, ptr %.141.us.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.2

.115.endif.us.epil.1.us.2:                        ; preds = %.115.endif.us.epil.1.us.2, %.115..116_crit_edge.us.us.2
  %.80.118.us.epil.1.us.2 = phi double [ %.148.us.epil.us.2, %.115..116_crit_edge.us.us.2 ], [ %.148.us.epil.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %epil.iter.1.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.us.2 ], [ %epil.iter.next.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %35 = shl nuw nsw i64 %epil.iter.1.us.2, 3
  %scevgep93 = getelementptr i8, ptr %lsr.iv91, i64 %35
  %.146.us.epil.1.us.2 = load double, ptr %scevgep93, align 8
  %.148.us.epil.1.us.2 = fadd double %.80.118.us.epil.1.us.2, %.146.us.epil.1.us.2
  %epil.iter.next.1.us.2 = add nuw nsw i64 %epil.iter.1.us.2, 1
  %epil.iter.cmp.1.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.2
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.1.loopexit.us.2:           ; preds = %.115.endif.us.epil.1.us.2
  %scevgep.1.us.2 = getelementptr i8, ptr %.163.us.us.2, i64 %11
  %.141.us.1.us.2 = getelementptr i8, ptr %scevgep.1.us.2, i64 %.137.neg.us
  %.163.us.1.us.2 = getelementptr i8, ptr %.141.us.1.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.3

.115.endif.us.epil.us.3:                          ; preds = %.115.endif.us.epil.us.3, %.115..116_crit_edge.us.1.loopexit.us.2
  %.80.118.us.epil.us.3 = phi double [ %.148.us.epil.1.us.2, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %.148.us.epil.us.3, %.115.endif.us.epil.us.3 ]
  %epil.iter.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %epil.iter.next.us.3, %.115.endif.us.epil.us.3 ]
  %36 = shl nuw nsw i64 %epil.iter.us.3, 3
  %scevgep97 = getelementptr i8, ptr %lsr.iv95, i64 %36
  %.146.us.epil.us.3 = load double, ptr %scevgep97, align 8
  %.148.us.epil.us.3 = fadd double %.80.118.us.epil.us.3, %.146.us.epil.us.3
  %epil.iter.next.us.3 = add nuw nsw i64 %epil.iter.us.3, 1
  %epil.iter.cmp.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.us.3
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.us.3:                      ; preds = %.115.endif.us.epil.us.3
  %scevgep.us.3 = getelementptr i8, ptr %.163.us.1.us.2, i64 %11
  %.141.us.us.3 = getelementptr i8, ptr %scevgep.us.3, i64 %.137.neg.us
  %.163.us.us.3 = getelementptr i8, ptr %.141.us.us.3, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.3

.115.endif.us.epil.1.us.3:                        ; preds = %.115.endif.us.epil.1.us.3, %.115..116_crit_edge.us.us.3
  %.80.118.us.epil.1.us.3 = phi double [ %.148.us.epil.us.3, %.115..116_crit_edge.us.us.3 ], [ %.148.us.epil.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %epil.iter.1.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.us.3 ], [ %epil.iter.next.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %37 = shl nuw nsw i64 %epil.iter.1.us.3, 3
  %scevgep101 = getelementptr i8, ptr %lsr.iv99, i64 %37
  %.146.us.epil.1.us.3 = load double, ptr %scevgep101, align 8
  %.148.us.epil.1.us.3 = fadd double %.80.118.us.epil.1.us.3, %.146.us.epil.1.us.3
  %epil.iter.next.1.us.3 = add nuw nsw i64 %epil.iter.1.us.3, 1
  %epil.iter.cmp.1.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.3
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.1.loopexit.us.3:           ; preds = %.115.endif.us.epil.1.us.3
  %scevgep.1.us.3 = getelementptr i8, ptr %.163.us.us.3, i64 %11
  %.141.us.1.us.3 = getelementptr i8, ptr %scevgep.1.us.3, i64 %.137.neg.us
  %.163.us.1.us.3 = getelementptr i8, ptr %.141.us.1.us.3, i64 %arg.a.6.0
  %niter.next.3 = add i64 %niter, 4
  %scevgep76 = getelementptr i8, ptr %lsr.iv75, i64 %23
  %scevgep80 = getelementptr i8, ptr %lsr.iv79, i64 %23
  %scevgep84 = getelementptr i8, ptr %lsr.iv83, i64 %23
  %scevgep88 = getelementptr i8, ptr %lsr.iv87, i64 %23
  %scevgep92 = getelementptr i8, ptr %lsr.iv91, i64 %23
  %scevgep96 = getelementptr i8, ptr %lsr.iv95, i64 %23
  %scevgep100 = getelementptr i8, ptr %lsr.iv99, i64 %23
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter61
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !240, !llvm.loop !254

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !55

.115.endif.us.prol.preheader:                     ; preds = %.115.preheader.us
  br label %.115.endif.us.prol

.115.endif.us.prol:                               ; preds = %.115.endif.us.prol.preheader, %.115.endif.us.prol
  %lsr.iv102 = phi i64 [ 0, %.115.endif.us.prol.preheader ], [ %lsr.iv.next103, %.115.endif.us.prol ]
  %.85.119.us.prol = phi ptr [ %.154.us.7.prol, %.115.endif.us.prol ], [ %.85.025.us, %.115.endif.us.prol.preheader ]
  %.80.118.us.prol = phi double [ %.148.us.7.prol, %.115.endif.us.prol ], [ %.80.024.us, %.115.endif.us.prol.preheader ]
  %.146.us.prol = load double, ptr %.85.119.us.prol, align 8
  %.148.us.prol = fadd double %.80.118.us.prol, %.146.us.prol
  %.154.us.prol = getelementptr i8, ptr %.85.119.us.prol, i64 8
  %.146.us.1.prol = load double, ptr %.154.us.prol, align 8
  %.148.us.1.prol = fadd double %.148.us.prol, %.146.us.1.prol
  %.154.us.1.prol = getelementptr i8, ptr %.85.119.us.prol, i64 16
  %.146.us.2.prol = load double, ptr %.154.us.1.prol, align 8
  %.148.us.2.prol = fadd double %.148.us.1.prol, %.146.us.2.prol
  %.154.us.2.prol = getelementptr i8, ptr %.85.119.us.prol, i64 24
  %.146.us.3.prol = load double, ptr %.154.us.2.prol, align 8
  %.148.us.3.prol = fadd double %.148.us.2.prol, %.146.us.3.prol
  %.154.us.3.prol = getelementptr i8, ptr %.85.119.us.prol, i64 32
  %.146.us.4.prol = load double, ptr %.154.us.3.prol, align 8
  %.148.us.4.prol = fadd double %.148.us.3.prol, %.146.us.4.prol
  %.154.us.4.prol = getelementptr i8, ptr %.85.119.us.prol, i64 40
  %.146.us.5.prol = load double, ptr %.154.us.4.prol, align 8
  %.148.us.5.prol = fadd double %.148.us.4.prol, %.146.us.5.prol
  %.154.us.5.prol = getelementptr i8, ptr %.85.119.us.prol, i64 48
  %.146.us.6.prol = load double, ptr %.154.us.5.prol, align 8
  %.148.us.6.prol = fadd double %.148.us.5.prol, %.146.us.6.prol
  %.154.us.6.prol = getelementptr i8, ptr %.85.119.us.prol, i64 56
  %.146.us.7.prol = load double, ptr %.154.us.6.prol, align 8
  %.148.us.7.prol = fadd double %.148.us.6.prol, %.146.us.7.prol
  %.154.us.7.prol = getelementptr i8, ptr %.85.119.us.prol, i64 64
  %lsr.iv.next103 = add nuw nsw i64 %lsr.iv102, 8
  %prol.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next103
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !59, !llvm.loop !255

.115.endif.us.prol.loopexit.loopexit:             ; preds = %.115.endif.us.prol
  %39 = sub i64 %unroll_iter, %lsr.iv.next103
  br label %.115.endif.us.prol.loopexit

.115.endif.us.prol.loopexit:                      ; preds = %.115.endif.us.prol.loopexit.loopexit, %.115.preheader.us
  %.148.us.7.lcssa.unr = phi double [ poison, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.154.us.7.lcssa.unr = phi ptr [ poison, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %lsr.iv21.unr = phi i64 [ %unroll_iter, %.115.preheader.us ], [ %39, %.115.endif.us.prol.loopexit.loopexit ]
  %.85.119.us.unr = phi ptr [ %.85.025.us, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.80.118.us.unr = phi double [ %.80.024.us, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %40 = icmp ult i64 %14, 24
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !61

.115.endif.us.preheader:                          ; preds = %.115.endif.us.prol.loopexit
  br label %.115.endif.us

.115.endif.us:                                    ; preds = %.115.endif.us.preheader, %.115.endif.us
  %lsr.iv21 = phi i64 [ %lsr.iv.next22.3, %.115.endif.us ], [ %lsr.iv21.unr, %.115.endif.us.preheader ]
  %.85.119.us = phi ptr [ %.154.us.7.3, %.115.endif.us ], [ %.85.119.us.unr, %.115.endif.us.preheader ]
  %.80.118.us = phi double [ %.148.us.7.3, %.115.endif.us ], [ %.80.118.us.unr, %.115.endif.us.preheader ]
  %.146.us = load double, ptr %.85.119.us, align 8
  %.148.us = fadd double %.80.118.us, %.146.us
  %.154.us = getelementptr i8, ptr %.85.119.us, i64 8
  %.146.us.1 = load double, ptr %.154.us, align 8
  %.148.us.1 = fadd double %.148.us, %.146.us.1
  %.154.us.1 = getelementptr i8, ptr %.85.119.us, i64 16
  %.146.us.2 = load double, ptr %.154.us.1, align 8
  %.148.us.2 = fadd double %.148.us.1, %.146.us.2
  %.154.us.2 = getelementptr i8, ptr %.85.119.us, i64 24
  %.146.us.3 = load double, ptr %.154.us.2, align 8
  %.148.us.3 = fadd double %.148.us.2, %.146.us.3
  %.154.us.3 = getelementptr i8, ptr %.85.119.us, i64 32
  %.146.us.4 = load double, ptr %.154.us.3, align 8
  %.148.us.4 = fadd double %.148.us.3, %.146.us.4
  %.154.us.4 = getelementptr i8, ptr %.85.119.us, i64 40
  %.146.us.5 = load double, ptr %.154.us.4, align 8
  %.148.us.5 = fadd double %.148.us.4, %.146.us.5
  %.154.us.5 = getelementptr i8, ptr %.85.119.us, i64 48
  %.146.us.6 = load double, ptr %.154.us.5, align 8
  %.148.us.6 = fadd double %.148.us.5, %.146.us.6
  %.154.us.6 = getelementptr i8, ptr %.85.119.us, i64 56
  %.146.us.7 = load double, ptr %.154.us.6, align 8
  %.148.us.7 = fadd double %.148.us.6, %.146.us.7
  %.154.us.7 = getelementptr i8, ptr %.85.119.us, i64 64
  %.146.us.120 = load double, ptr %.154.us.7, align 8
  %.148.us.121 = fadd double %.148.us.7, %.146.us.120
  %.154.us.122 = getelementptr i8, ptr %.85.119.us, i64 72
  %.146.us.1.123 = load double, ptr %.154.us.122, align 8
  %.148.us.1.124 = fadd double %.148.us.121, %.146.us.1.123
  %.154.us.1.125 = getelementptr i8, ptr %.85.119.us, i64 80
  %.146.us.2.126 = load double, ptr %.154.us.1.125, align 8
  %.148.us.2.127 = fadd double %.148.us.1.124, %.146.us.2.126
  %.154.us.2.128 = getelementptr i8, ptr %.85.119.us, i64 88
  %.146.us.3.129 = load double, ptr %.154.us.2.128, align 8
  %.148.us.3.130 = fadd double %.148.us.2.127, %.146.us.3.129
  %.154.us.3.131 = getelementptr i8, ptr %.85.119.us, i64 96
  %.146.us.4.132 = load double, ptr %.154.us.3.131, align 8
  %.148.us.4.133 = fadd double %.148.us.3.130, %.146.us.4.132
  %.154.us.4.134 = getelementptr i8, ptr %.85.119.us, i64 104
  %.146.us.5.135 = load double, ptr %.154.us.4.134, align 8
  %.148.us.5.136 = fadd double %.148.us.4.133, %.146.us.5.135
  %.154.us.5.137 = getelementptr i8, ptr %.85.119.us, i64 112
  %.146.us.6.138 = load double, ptr %.154.us.5.137, align 8
  %.148.us.6.139 = fadd double %.148.us.5.136, %.146.us.6.138
  %.154.us.6.140 = getelementptr i8, ptr %.85.119.us, i64 120
  %.146.us.7.141 = load double, ptr %.154.us.6.140, align 8
  %.148.us.7.142 = fadd double %.148.us.6.139, %.146.us.7.141
  %.154.us.7.143 = getelementptr i8, ptr %.85.119.us, i64 128
  %.146.us.246 = load double, ptr %.154.us.7.143, align 8
  %.148.us.247 = fadd double %.148.us.7.142, %.146.us.246
  %.154.us.248 = getelementptr i8, ptr %.85.119.us, i64 136
  %.146.us.1.2 = load double, ptr %.154.us.248, align 8
  %.148.us.1.2 = fadd double %.148.us.247, %.146.us.1.2
  %.154.us.1.2 = getelementptr i8, ptr %.85.119.us, i64 144
  %.146.us.2.2 = load double, ptr %.154.us.1.2, align 8
  %.148.us.2.2 = fadd double %.148.us.1.2, %.146.us.2.2
  %.154.us.2.2 = getelementptr i8, ptr %.85.119.us, i64 152
  %.146.us.3.2 = load double, ptr %.154.us.2.2, align 8
  %.148.us.3.2 = fadd double %.148.us.2.2, %.146.us.3.2
  %.154.us.3.2 = getelementptr i8, ptr %.85.119.us, i64 160
  %.146.us.4.2 = load double, ptr %.154.us.3.2, align 8
  %.148.us.4.2 = fadd double %.148.us.3.2, %.146.us.4.2
  %.154.us.4.2 = getelementptr i8, ptr %.85.119.us, i64 168
  %.146.us.5.2 = load double, ptr %.154.us.4.2, align 8
  %.148.us.5.2 = fadd double %.148.us.4.2, %.146.us.5.2
  %.154.us.5.2 = getelementptr i8, ptr %.85.119.us, i64 176
  %.146.us.6.2 = load double, ptr %.154.us.5.2, align 8
  %.148.us.6.2 = fadd double %.148.us.5.2, %.146.us.6.2
  %.154.us.6.2 = getelementptr i8, ptr %.85.119.us, i64 184
  %.146.us.7.2 = load double, ptr %.154.us.6.2, align 8
  %.148.us.7.2 = fadd double %.148.us.6.2, %.146.us.7.2
  %.154.us.7.2 = getelementptr i8, ptr %.85.119.us, i64 192
  %.146.us.349 = load double, ptr %.154.us.7.2, align 8
  %.148.us.350 = fadd double %.148.us.7.2, %.146.us.349
  %.154.us.351 = getelementptr i8, ptr %.85.119.us, i64 200
  %.146.us.1.3 = load double, ptr %.154.us.351, align 8
  %.148.us.1.3 = fadd double %.148.us.350, %.146.us.1.3
  %.154.us.1.3 = getelementptr i8, ptr %.85.119.us, i64 208
  %.146.us.2.3 = load double, ptr %.154.us.1.3, align 8
  %.148.us.2.3 = fadd double %.148.us.1.3, %.146.us.2.3
  %.154.us.2.3 = getelementptr i8, ptr %.85.119.us, i64 216
  %.146.us.3.3 = load double, ptr %.154.us.2.3, align 8
  %.148.us.3.3 = fadd double %.148.us.2.3, %.146.us.3.3
  %.154.us.3.3 = getelementptr i8, ptr %.85.119.us, i64 224
  %.146.us.4.3 = load double, ptr %.154.us.3.3, align 8
  %.148.us.4.3 = fadd double %.148.us.3.3, %.146.us.4.3
  %.154.us.4.3 = getelementptr i8, ptr %.85.119.us, i64 232
  %.146.us.5.3 = load double, ptr %.154.us.4.3, align 8
  %.148.us.5.3 = fadd double %.148.us.4.3, %.146.us.5.3
  %.154.us.5.3 = getelementptr i8, ptr %.85.119.us, i64 240
  %.146.us.6.3 = load double, ptr %.154.us.5.3, align 8
  %.148.us.6.3 = fadd double %.148.us.5.3, %.146.us.6.3
  %.154.us.6.3 = getelementptr i8, ptr %.85.119.us, i64 248
  %.146.us.7.3 = load double, ptr %.154.us.6.3, align 8
  %.148.us.7.3 = fadd double %.148.us.6.3, %.146.us.7.3
  %.154.us.7.3 = getelementptr i8, ptr %.85.119.us, i64 256
  %lsr.iv.next22.3 = add nsw i64 %lsr.iv21, -32
  %niter.ncmp.7.3 = icmp eq i64 %lsr.iv.next22.3, 0
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !66, !llvm.loop !256

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !62

.115.endif.us.epil.preheader:                     ; preds = %.115..116_crit_edge.us.unr-lcssa
  br label %.115.endif.us.epil

.115.endif.us.epil:                               ; preds = %.115.endif.us.epil.preheader, %.115.endif.us.epil
  %.80.118.us.epil = phi double [ %.148.us.epil, %.115.endif.us.epil ], [ %.148.us.7.lcssa, %.115.endif.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.115.endif.us.epil ], [ 0, %.115.endif.us.epil.preheader ]
  %42 = shl nuw nsw i64 %epil.iter, 3
  %scevgep104 = getelementptr i8, ptr %.154.us.7.lcssa, i64 %42
  %.146.us.epil = load double, ptr %scevgep104, align 8
  %.148.us.epil = fadd double %.80.118.us.epil, %.146.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !63, !llvm.loop !250

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !55

.115.endif.us.1.prol.preheader:                   ; preds = %.115.endif.us.1.preheader
  br label %.115.endif.us.1.prol

.115.endif.us.1.prol:                             ; preds = %.115.endif.us.1.prol.preheader, %.115.endif.us.1.prol
  %lsr.iv105 = phi i64 [ 0, %.115.endif.us.1.prol.preheader ], [ %lsr.iv.next106, %.115.endif.us.1.prol ]
  %.85.119.us.1.prol = phi ptr [ %.154.us.7.1.prol, %.115.endif.us.1.prol ], [ %.163.us7, %.115.endif.us.1.prol.preheader ]
  %.80.118.us.1.prol = phi double [ %.148.us.7.1.prol, %.115.endif.us.1.prol ], [ %.148.us.lcssa5, %.115.endif.us.1.prol.preheader ]
  %.146.us.117.prol = load double, ptr %.85.119.us.1.prol, align 8
  %.148.us.118.prol = fadd double %.80.118.us.1.prol, %.146.us.117.prol
  %.154.us.119.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 8
  %.146.us.1.1.prol = load double, ptr %.154.us.119.prol, align 8
  %.148.us.1.1.prol = fadd double %.148.us.118.prol, %.146.us.1.1.prol
  %.154.us.1.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 16
  %.146.us.2.1.prol = load double, ptr %.154.us.1.1.prol, align 8
  %.148.us.2.1.prol = fadd double %.148.us.1.1.prol, %.146.us.2.1.prol
  %.154.us.2.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 24
  %.146.us.3.1.prol = load double, ptr %.154.us.2.1.prol, align 8
  %.148.us.3.1.prol = fadd double %.148.us.2.1.prol, %.146.us.3.1.prol
  %.154.us.3.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 32
  %.146.us.4.1.prol = load double, ptr %.154.us.3.1.prol, align 8
  %.148.us.4.1.prol = fadd double %.148.us.3.1.prol, %.146.us.4.1.prol
  %.154.us.4.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 40
  %.146.us.5.1.prol = load double, ptr %.154.us.4.1.prol, align 8
  %.148.us.5.1.prol = fadd double %.148.us.4.1.prol, %.146.us.5.1.prol
  %.154.us.5.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 48
  %.146.us.6.1.prol = load double, ptr %.154.us.5.1.prol, align 8
  %.148.us.6.1.prol = fadd double %.148.us.5.1.prol, %.146.us.6.1.prol
  %.154.us.6.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 56
  %.146.us.7.1.prol = load double, ptr %.154.us.6.1.prol, align 8
  %.148.us.7.1.prol = fadd double %.148.us.6.1.prol, %.146.us.7.1.prol
  %.154.us.7.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 64
  %lsr.iv.next106 = add nuw nsw i64 %lsr.iv105, 8
  %prol.iter54.cmp.not = icmp eq i64 %18, %lsr.iv.next106
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !59, !llvm.loop !257

.115.endif.us.1.prol.loopexit.loopexit:           ; preds = %.115.endif.us.1.prol
  %45 = sub i64 %unroll_iter, %lsr.iv.next106
  br label %.115.endif.us.1.prol.loopexit

.115.endif.us.1.prol.loopexit:                    ; preds = %.115.endif.us.1.prol.loopexit.loopexit, %.115.endif.us.1.preheader
  %.148.us.7.1.lcssa.unr = phi double [ poison, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.154.us.7.1.lcssa.unr = phi ptr [ poison, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %lsr.iv24.unr = phi i64 [ %unroll_iter, %.115.endif.us.1.preheader ], [ %45, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.85.119.us.1.unr = phi ptr [ %.163.us7, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.80.118.us.1.unr = phi double [ %.148.us.lcssa5, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %46 = icmp ult i64 %14, 24
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !61

.115.endif.us.1.preheader65:                      ; preds = %.115.endif.us.1.prol.loopexit
  br label %.115.endif.us.1

.115.endif.us.1:                                  ; preds = %.115.endif.us.1.preheader65, %.115.endif.us.1
  %lsr.iv24 = phi i64 [ %lsr.iv.next25.3, %.115.endif.us.1 ], [ %lsr.iv24.unr, %.115.endif.us.1.preheader65 ]
  %.85.119.us.1 = phi ptr [ %.154.us.7.1.3, %.115.endif.us.1 ], [ %.85.119.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.80.118.us.1 = phi double [ %.148.us.7.1.3, %.115.endif.us.1 ], [ %.80.118.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.146.us.117 = load double, ptr %.85.119.us.1, align 8
  %.148.us.118 = fadd double %.80.118.us.1, %.146.us.117
  %.154.us.119 = getelementptr i8, ptr %.85.119.us.1, i64 8
  %.146.us.1.1 = load double, ptr %.154.us.119, align 8
  %.148.us.1.1 = fadd double %.148.us.118, %.146.us.1.1
  %.154.us.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 16
  %.146.us.2.1 = load double, ptr %.154.us.1.1, align 8
  %.148.us.2.1 = fadd double %.148.us.1.1, %.146.us.2.1
  %.154.us.2.1 = getelementptr i8, ptr %.85.119.us.1, i64 24
  %.146.us.3.1 = load double, ptr %.154.us.2.1, align 8
  %.148.us.3.1 = fadd double %.148.us.2.1, %.146.us.3.1
  %.154.us.3.1 = getelementptr i8, ptr %.85.119.us.1, i64 32
  %.146.us.4.1 = load double, ptr %.154.us.3.1, align 8
  %.148.us.4.1 = fadd double %.148.us.3.1, %.146.us.4.1
  %.154.us.4.1 = getelementptr i8, ptr %.85.119.us.1, i64 40
  %.146.us.5.1 = load double, ptr %.154.us.4.1, align 8
  %.148.us.5.1 = fadd double %.148.us.4.1, %.146.us.5.1
  %.154.us.5.1 = getelementptr i8, ptr %.85.119.us.1, i64 48
  %.146.us.6.1 = load double, ptr %.154.us.5.1, align 8
  %.148.us.6.1 = fadd double %.148.us.5.1, %.146.us.6.1
  %.154.us.6.1 = getelementptr i8, ptr %.85.119.us.1, i64 56
  %.146.us.7.1 = load double, ptr %.154.us.6.1, align 8
  %.148.us.7.1 = fadd double %.148.us.6.1, %.146.us.7.1
  %.154.us.7.1 = getelementptr i8, ptr %.85.119.us.1, i64 64
  %.146.us.117.1 = load double, ptr %.154.us.7.1, align 8
  %.148.us.118.1 = fadd double %.148.us.7.1, %.146.us.117.1
  %.154.us.119.1 = getelementptr i8, ptr %.85.119.us.1, i64 72
  %.146.us.1.1.1 = load double, ptr %.154.us.119.1, align 8
  %.148.us.1.1.1 = fadd double %.148.us.118.1, %.146.us.1.1.1
  %.154.us.1.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 80
  %.146.us.2.1.1 = load double, ptr %.154.us.1.1.1, align 8
  %.148.us.2.1.1 = fadd double %.148.us.1.1.1, %.146.us.2.1.1
  %.154.us.2.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 88
  %.146.us.3.1.1 = load double, ptr %.154.us.2.1.1, align 8
  %.148.us.3.1.1 = fadd double %.148.us.2.1.1, %.146.us.3.1.1
  %.154.us.3.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 96
  %.146.us.4.1.1 = load double, ptr %.154.us.3.1.1, align 8
  %.148.us.4.1.1 = fadd double %.148.us.3.1.1, %.146.us.4.1.1
  %.154.us.4.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 104
  %.146.us.5.1.1 = load double, ptr %.154.us.4.1.1, align 8
  %.148.us.5.1.1 = fadd double %.148.us.4.1.1, %.146.us.5.1.1
  %.154.us.5.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 112
  %.146.us.6.1.1 = load double, ptr %.154.us.5.1.1, align 8
  %.148.us.6.1.1 = fadd double %.148.us.5.1.1, %.146.us.6.1.1
  %.154.us.6.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 120
  %.146.us.7.1.1 = load double, ptr %.154.us.6.1.1, align 8
  %.148.us.7.1.1 = fadd double %.148.us.6.1.1, %.146.us.7.1.1
  %.154.us.7.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 128
  %.146.us.117.2 = load double, ptr %.154.us.7.1.1, align 8
  %.148.us.118.2 = fadd double %.148.us.7.1.1, %.146.us.117.2
  %.154.us.119.2 = getelementptr i8, ptr %.85.119.us.1, i64 136
  %.146.us.1.1.2 = load double, ptr %.154.us.119.2, align 8
  %.148.us.1.1.2 = fadd double %.148.us.118.2, %.146.us.1.1.2
  %.154.us.1.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 144
  %.146.us.2.1.2 = load double, ptr %.154.us.1.1.2, align 8
  %.148.us.2.1.2 = fadd double %.148.us.1.1.2, %.146.us.2.1.2
  %.154.us.2.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 152
  %.146.us.3.1.2 = load double, ptr %.154.us.2.1.2, align 8
  %.148.us.3.1.2 = fadd double %.148.us.2.1.2, %.146.us.3.1.2
  %.154.us.3.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 160
  %.146.us.4.1.2 = load double, ptr %.154.us.3.1.2, align 8
  %.148.us.4.1.2 = fadd double %.148.us.3.1.2, %.146.us.4.1.2
  %.154.us.4.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 168
  %.146.us.5.1.2 = load double, ptr %.154.us.4.1.2, align 8
  %.148.us.5.1.2 = fadd double %.148.us.4.1.2, %.146.us.5.1.2
  %.154.us.5.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 176
  %.146.us.6.1.2 = load double, ptr %.154.us.5.1.2, align 8
  %.148.us.6.1.2 = fadd double %.148.us.5.1.2, %.146.us.6.1.2
  %.154.us.6.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 184
  %.146.us.7.1.2 = load double, ptr %.154.us.6.1.2, align 8
  %.148.us.7.1.2 = fadd double %.148.us.6.1.2, %.146.us.7.1.2
  %.154.us.7.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 192
  %.146.us.117.3 = load double, ptr %.154.us.7.1.2, align 8
  %.148.us.118.3 = fadd double %.148.us.7.1.2, %.146.us.117.3
  %.154.us.119.3 = getelementptr i8, ptr %.85.119.us.1, i64 200
  %.146.us.1.1.3 = load double, ptr %.154.us.119.3, align 8
  %.148.us.1.1.3 = fadd double %.148.us.118.3, %.146.us.1.1.3
  %.154.us.1.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 208
  %.146.us.2.1.3 = load double, ptr %.154.us.1.1.3, align 8
  %.148.us.2.1.3 = fadd double %.148.us.1.1.3, %.146.us.2.1.3
  %.154.us.2.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 216
  %.146.us.3.1.3 = load double, ptr %.154.us.2.1.3, align 8
  %.148.us.3.1.3 = fadd double %.148.us.2.1.3, %.146.us.3.1.3
  %.154.us.3.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 224
  %.146.us.4.1.3 = load double, ptr %.154.us.3.1.3, align 8
  %.148.us.4.1.3 = fadd double %.148.us.3.1.3, %.146.us.4.1.3
  %.154.us.4.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 232
  %.146.us.5.1.3 = load double, ptr %.154.us.4.1.3, align 8
  %.148.us.5.1.3 = fadd double %.148.us.4.1.3, %.146.us.5.1.3
  %.154.us.5.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 240
  %.146.us.6.1.3 = load double, ptr %.154.us.5.1.3, align 8
  %.148.us.6.1.3 = fadd double %.148.us.5.1.3, %.146.us.6.1.3
  %.154.us.6.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 248
  %.146.us.7.1.3 = load double, ptr %.154.us.6.1.3, align 8
  %.148.us.7.1.3 = fadd double %.148.us.6.1.3, %.146.us.7.1.3
  %.154.us.7.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 256
  %lsr.iv.next25.3 = add nsw i64 %lsr.iv24, -32
  %niter.ncmp.7.1.3 = icmp eq i64 %lsr.iv.next25.3, 0
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !66, !llvm.loop !258

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !62

.115.endif.us.epil.1.preheader:                   ; preds = %.115..116_crit_edge.us.unr-lcssa.1
  br label %.115.endif.us.epil.1

.115.endif.us.epil.1:                             ; preds = %.115.endif.us.epil.1.preheader, %.115.endif.us.epil.1
  %.80.118.us.epil.1 = phi double [ %.148.us.epil.1, %.115.endif.us.epil.1 ], [ %.148.us.7.1.lcssa, %.115.endif.us.epil.1.preheader ]
  %epil.iter.1 = phi i64 [ %epil.iter.next.1, %.115.endif.us.epil.1 ], [ 0, %.115.endif.us.epil.1.preheader ]
  %48 = shl nuw nsw i64 %epil.iter.1, 3
  %scevgep107 = getelementptr i8, ptr %.154.us.7.1.lcssa, i64 %48
  %.146.us.epil.1 = load double, ptr %scevgep107, align 8
  %.148.us.epil.1 = fadd double %.80.118.us.epil.1, %.146.us.epil.1
  %epil.iter.next.1 = add nuw nsw i64 %epil.iter.1, 1
  %epil.iter.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter.next.1
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !63, !llvm.loop !250

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !247, !llvm.loop !259
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 32212253, i32 2115271395}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = !{!"branch_weights", i32 1, i32 99}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !13}
!16 = !{!17}
!17 = distinct !{!17, !13}
!18 = !{!15, !12}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!"branch_weights", i32 4, i32 28}
!23 = distinct !{!23, !20, !21}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !20, !21}
!27 = distinct !{!27, !20, !21}
!28 = distinct !{!28, !25}
!29 = distinct !{!29, !20}
!30 = distinct !{!30, !20}
!31 = !{!32}
!32 = distinct !{!32, !33}
!33 = distinct !{!33, !"LVerDomain"}
!34 = !{!35}
!35 = distinct !{!35, !33}
!36 = !{!37}
!37 = distinct !{!37, !33}
!38 = !{!35, !32}
!39 = distinct !{!39, !20, !21}
!40 = distinct !{!40, !20, !21}
!41 = distinct !{!41, !25}
!42 = !{!43}
!43 = distinct !{!43, !44}
!44 = distinct !{!44, !"LVerDomain"}
!45 = !{!46}
!46 = distinct !{!46, !44}
!47 = !{!48}
!48 = distinct !{!48, !44}
!49 = !{!43, !46}
!50 = distinct !{!50, !20, !21}
!51 = distinct !{!51, !20, !21}
!52 = distinct !{!52, !25}
!53 = distinct !{!53, !20}
!54 = !{!"branch_weights", i32 146201250, i32 2001282398}
!55 = !{!"branch_weights", i32 127, i32 1}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!59 = !{!"branch_weights", i32 1, i32 1}
!60 = distinct !{!60, !25}
!61 = !{!"branch_weights", i32 1, i32 127}
!62 = !{!"branch_weights", i32 277993707, i32 1869489941}
!63 = !{!"branch_weights", i32 542333185, i32 1605150463}
!64 = distinct !{!64, !65, !25}
!65 = !{!"llvm.loop.estimated_trip_count", i32 4}
!66 = !{!"branch_weights", i32 166258294, i32 1981225354}
!67 = distinct !{!67, !68}
!68 = !{!"llvm.loop.estimated_trip_count", i32 3}
!69 = distinct !{!69, !20}
!70 = !{!71, !73, !74, !76}
!71 = distinct !{!71, !72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!72 = distinct !{!72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!73 = distinct !{!73, !72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!74 = distinct !{!74, !75, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!76 = distinct !{!76, !75, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!77 = distinct !{!77, !20, !21}
!78 = distinct !{!78, !20, !21}
!79 = distinct !{!79, !25}
!80 = distinct !{!80, !20}
!81 = distinct !{!81, !20, !21}
!82 = distinct !{!82, !20, !21}
!83 = distinct !{!83, !25}
!84 = distinct !{!84, !20}
!85 = distinct !{!85, !20, !21}
!86 = distinct !{!86, !20, !21}
!87 = distinct !{!87, !25}
!88 = distinct !{!88, !20}
!89 = !{!90, !92, !93, !95}
!90 = distinct !{!90, !91, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!91 = distinct !{!91, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!92 = distinct !{!92, !91, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!93 = distinct !{!93, !94, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!94 = distinct !{!94, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!95 = distinct !{!95, !94, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!96 = distinct !{!96, !20}
!97 = distinct !{!97, !25}
!98 = distinct !{!98, !20}
!99 = distinct !{!99, !25}
!100 = !{!101}
!101 = distinct !{!101, !102}
!102 = distinct !{!102, !"LVerDomain"}
!103 = !{!104}
!104 = distinct !{!104, !102}
!105 = !{!106}
!106 = distinct !{!106, !102}
!107 = !{!101, !104}
!108 = distinct !{!108, !20, !21}
!109 = distinct !{!109, !20, !21}
!110 = distinct !{!110, !25}
!111 = distinct !{!111, !20}
!112 = !{!113}
!113 = distinct !{!113, !114}
!114 = distinct !{!114, !"LVerDomain"}
!115 = !{!116}
!116 = distinct !{!116, !114}
!117 = !{!118}
!118 = distinct !{!118, !114}
!119 = !{!116, !113}
!120 = distinct !{!120, !20, !21}
!121 = distinct !{!121, !20, !21}
!122 = distinct !{!122, !25}
!123 = distinct !{!123, !20}
!124 = distinct !{!124, !20, !21}
!125 = distinct !{!125, !20, !21}
!126 = distinct !{!126, !25}
!127 = distinct !{!127, !20}
!128 = !{!129}
!129 = distinct !{!129, !130}
!130 = distinct !{!130, !"LVerDomain"}
!131 = !{!132}
!132 = distinct !{!132, !130}
!133 = !{!134}
!134 = distinct !{!134, !130}
!135 = !{!132, !129}
!136 = distinct !{!136, !20, !21}
!137 = distinct !{!137, !20, !21}
!138 = distinct !{!138, !25}
!139 = distinct !{!139, !20}
!140 = !{!141}
!141 = distinct !{!141, !142}
!142 = distinct !{!142, !"LVerDomain"}
!143 = !{!144}
!144 = distinct !{!144, !142}
!145 = !{!146}
!146 = distinct !{!146, !142}
!147 = !{!141, !144}
!148 = distinct !{!148, !20, !21}
!149 = distinct !{!149, !20, !21}
!150 = distinct !{!150, !25}
!151 = distinct !{!151, !20}
!152 = !{!153}
!153 = distinct !{!153, !154}
!154 = distinct !{!154, !"LVerDomain"}
!155 = !{!156}
!156 = distinct !{!156, !154}
!157 = !{!158}
!158 = distinct !{!158, !154}
!159 = !{!156, !153}
!160 = distinct !{!160, !20, !21}
!161 = distinct !{!161, !20, !21}
!162 = distinct !{!162, !25}
!163 = distinct !{!163, !20}
!164 = !{!165, !167}
!165 = distinct !{!165, !166, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!166 = distinct !{!166, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!167 = distinct !{!167, !166, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!168 = !{!169, !171}
!169 = distinct !{!169, !170, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!170 = distinct !{!170, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!171 = distinct !{!171, !170, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!172 = !{!173, !175, !176, !178, !179, !181}
!173 = distinct !{!173, !174, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!174 = distinct !{!174, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!175 = distinct !{!175, !174, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!176 = distinct !{!176, !177, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!177 = distinct !{!177, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!178 = distinct !{!178, !177, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!179 = distinct !{!179, !180, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!180 = distinct !{!180, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!181 = distinct !{!181, !180, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!182 = !{!179, !181}
!183 = !{!184, !186, !187, !189, !190, !192}
!184 = distinct !{!184, !185, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!185 = distinct !{!185, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!186 = distinct !{!186, !185, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!187 = distinct !{!187, !188, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!188 = distinct !{!188, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!189 = distinct !{!189, !188, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!190 = distinct !{!190, !191, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!191 = distinct !{!191, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!192 = distinct !{!192, !191, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!193 = !{!190, !192}
!194 = !{!195, !197, !198, !200, !201, !203}
!195 = distinct !{!195, !196, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!196 = distinct !{!196, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!197 = distinct !{!197, !196, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!198 = distinct !{!198, !199, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!199 = distinct !{!199, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!200 = distinct !{!200, !199, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!201 = distinct !{!201, !202, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!202 = distinct !{!202, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!203 = distinct !{!203, !202, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!204 = !{!201, !203}
!205 = !{!206, !208}
!206 = distinct !{!206, !207, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!207 = distinct !{!207, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!208 = distinct !{!208, !207, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!209 = !{!210, !212}
!210 = distinct !{!210, !211, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!211 = distinct !{!211, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!212 = distinct !{!212, !211, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!213 = !{!214, !216, !217, !219}
!214 = distinct !{!214, !215, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!215 = distinct !{!215, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!216 = distinct !{!216, !215, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!217 = distinct !{!217, !218, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!218 = distinct !{!218, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!219 = distinct !{!219, !218, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!220 = !{!221}
!221 = distinct !{!221, !222}
!222 = distinct !{!222, !"LVerDomain"}
!223 = !{!224}
!224 = distinct !{!224, !222}
!225 = distinct !{!225, !20, !21}
!226 = distinct !{!226, !20, !21}
!227 = distinct !{!227, !25}
!228 = distinct !{!228, !20}
!229 = !{!"branch_weights", i32 16129, i32 255}
!230 = !{!"branch_weights", i32 553201332, i32 1594282316}
!231 = distinct !{!231, !65, !25}
!232 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!233 = distinct !{!233, !234, !25}
!234 = !{!"llvm.loop.estimated_trip_count", i32 2}
!235 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!236 = distinct !{!236, !25}
!237 = distinct !{!237, !68}
!238 = !{!"branch_weights", i32 21522287, i32 2125961361}
!239 = !{!"branch_weights", i32 125941159, i32 2021542489}
!240 = !{!"branch_weights", i32 166258296, i32 1981225352}
!241 = distinct !{!241, !242}
!242 = !{!"llvm.loop.estimated_trip_count", i32 12}
!243 = distinct !{!243, !25}
!244 = distinct !{!244, !68}
!245 = distinct !{!245, !25}
!246 = distinct !{!246, !68}
!247 = !{!"branch_weights", i32 42828876, i32 2104654772}
!248 = distinct !{!248, !249}
!249 = !{!"llvm.loop.estimated_trip_count", i32 50}
!250 = distinct !{!250, !65, !25}
!251 = distinct !{!251, !234, !25}
!252 = distinct !{!252, !25}
!253 = distinct !{!253, !68}
!254 = distinct !{!254, !242}
!255 = distinct !{!255, !25}
!256 = distinct !{!256, !68}
!257 = distinct !{!257, !25}
!258 = distinct !{!258, !68}
!259 = distinct !{!259, !249}
